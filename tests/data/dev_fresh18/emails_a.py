"""Natural e-mails from s1 (Zahlé Bustan S.A.L., Lebanon: orange blossom water, carob molasses,
arak), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "follow", "French; follow-up after the Sirha Lyon meeting the note records; 1 L bottles as the note asks; sender's title in French (Directeur export); bigaradier; FOB Beyrouth, groupage via Marseille-Fos (other place as route); DLUO",
         "Suite au Sirha – eau de fleur d'oranger en 1 L",
         """Bonjour Monsieur Julien,

Merci encore pour notre échange sur le stand au Sirha Lyon. Comme convenu, voici notre offre pour l'eau de fleur d'oranger distillée (fleurs de bigaradier de la Békaa), conditionnée en bouteilles de 1 L, cartons de 12 :

- prix : 3,10 € la bouteille, FOB Beyrouth
- minimum : une palette (60 cartons)
- DLUO : 24 mois
- délai : 3 semaines après confirmation

Si une palette complète est trop pour un premier essai, nous pouvons expédier en groupage via Marseille-Fos. Je vous joins la fiche technique et le bulletin d'analyse du dernier lot.

Bien cordialement,

Georges Abi Rached
Directeur export – Zahlé Bustan S.A.L.
Zahlé, Liban | +961 8 812 447""",
         Twin("note_wrong", "body", "au Sirha Lyon", "au SIAL Paris", "the note records Sirha Lyon, not SIAL Paris", expected="Sirha Lyon")),

    Mail("P001", "s1", "first", "English stand-alone note on the new distillation season to a French buyer; company short (Maison Julien); first name only in the signature; May blossom season",
         "New season orange blossom water for Maison Julien",
         """Dear Mr Julien,

A short note to let you know that this year's orange blossom water is now bottled. The blossom was picked in the Bekaa in late April and early May, and the distillate is a little stronger than last year's.

We have stock in 1 L and 250 ml bottles, and can hold a pallet for Maison Julien until the end of the month at last season's price.

Best regards,
Georges
Zahlé Bustan S.A.L. | www.zahlebustan.com.lb""",
         Twin("artifact", "body", "is now bottled. The blossom", "is now bottled. The blossom was picked in the. The blossom", "cut sentence spliced into the next one", expected="is now bottled. The blossom")),

    Mail("P002", "s1", "first", "Québec French reply to the sample request the note records; company as 'des Importations Martel' (article contracted); bilingual labels and the ACIA (CFIA in French) from the note; 'M. Martel'; port of Montréal, CFR; sender's title in French",
         "Votre demande d'échantillon – eau de fleur d'oranger",
         """Bonjour M. Martel,

Merci pour votre demande. Deux bouteilles-échantillons d'eau de fleur d'oranger (250 ml et 1 L) partent par courrier cette semaine à l'attention des Importations Martel.

Nos étiquettes peuvent être imprimées en version bilingue français-anglais, conformes aux exigences de l'ACIA ; je vous envoie le modèle pour approbation avant toute production.

À titre indicatif : 2,40 $ US la bouteille de 250 ml, CFR Montréal, par conteneur de 20 pieds.

Au plaisir de vous lire,

Georges Abi Rached
Directeur export, Zahlé Bustan S.A.L.
+961 8 812 447 | g.abirached@zahlebustan.com.lb""",
         Twin("contact_wrong", "body", "Bonjour M. Martel,", "Bonjour M. Marceau,", "the contact is Alexandre Martel", expected="M. Martel")),

    Mail("P003", "s1", "first", "English introduction after the Winter Fancy Food Show the note records; company short (Robinson Mediterranean Pantry); 'Hi Melissa'; CIF New York; bitter orange blossom, 250 ml glass / 1 L PET",
         "Orange blossom water – nice to meet you in Las Vegas",
         """Hi Melissa,

It was good to talk at the Winter Fancy Food Show in Las Vegas. As promised, here is a short introduction.

Zahlé Bustan is a family distillery in Zahlé, in Lebanon's Bekaa valley. Our orange blossom water is steam-distilled from bitter orange blossom, with nothing added, and comes in 250 ml glass bottles (12 per case) or 1 L PET.

For Robinson Mediterranean Pantry I can offer CIF New York on a mixed pallet, so you can test both sizes. Shall I send a price sheet?

All the best,
Georges Abi Rached
Export Manager | Zahlé Bustan S.A.L.
+961 8 812 447""",
         Twin("company_foreign", "body", "For Robinson Mediterranean Pantry I can", "For Leon Whole Grains LLC I can", "another buyer's company of this set (a US buyer)", expected="Robinson Mediterranean Pantry")),

    Mail("P003", "s1", "follow", "short English follow-up on the writer's own price sheet; 'Hi Melissa'; CIF New York; full signature with phone",
         "Re: Orange blossom water price sheet",
         """Hi Melissa,

Just checking that the price sheet reached you. The CIF New York prices hold until 31 January; after that the freight surcharge may change them a little.

If a sample case would help your team decide, I can ship one by courier.

Thanks,
Georges Abi Rached
Zahlé Bustan S.A.L.
+961 8 812 447""",
         Twin("sender_wrong", "body", "+961 8 812 447", "+961 8 812 474", "the sender's phone with two digits swapped", expected="+961 8 812 447")),

    Mail("P004", "s1", "first", "Greek greeting and closing, English body; the title in Greek in an English sentence; the company in Greek script with its Ο.Ε. form; Greek pastries named",
         "Orange blossom water for Α. Πολέμη & Σια",
         """Αγαπητή κυρία Πολέμη,

I understand that, as Υπεύθυνη Προμηθειών of Α. Πολέμη & Σια Ο.Ε., you buy ingredients for pastry makers across Greece, so I would like to introduce our orange blossom water.

It is distilled in Zahlé, Lebanon, from bitter orange blossom. It is used by pastry chefs for loukoumades, kourabiedes and syrups, and we pack it in 1 L and 5 L bottles for professional kitchens.

I would be glad to send you our price list and a sample.

Με εκτίμηση,
Georges Abi Rached
Export Manager, Zahlé Bustan S.A.L.""",
         Twin("title_wrong", "body", "as Υπεύθυνη Προμηθειών of", "as Υπεύθυνη Πωλήσεων of", "a sales title for the recorded purchasing title", expected="Υπεύθυνη Προμηθειών")),

    Mail("P005", "s1", "first", "wholly in Arabic; reply to the note's request (250 ml price, halal certificate, SFDA registration); honorific الأستاذة; company in Arabic script, once with the clitic preposition (لمؤسسة); CFR Jeddah; sender's name and title in Arabic",
         "عرض سعر ماء الزهر – عبوة 250 مل",
         """الأستاذة أريج آل جعفر المحترمة،

تحية طيبة وبعد،

شكراً لاستفساركم. يسعدنا أن نقدّم لمؤسسة آل جعفر للتجارة عرض السعر التالي لماء الزهر المقطّر من زهر الليمون المر:

- عبوة زجاجية 250 مل، 24 عبوة في الكرتونة
- السعر: 0.95 دولار أمريكي للعبوة، CFR جدة
- الحد الأدنى للطلب: 500 كرتونة

نرفق شهادة الحلال سارية المفعول، ونحن مستعدون لتقديم كل المستندات المطلوبة لتسجيل المنتج لدى الهيئة العامة للغذاء والدواء (SFDA) قبل الشحن إلى السوق السعودي.

مع أطيب التحيات،
جورج أبي راشد
مدير التصدير
Zahlé Bustan S.A.L. – زحلة، لبنان
+961 8 812 447""",
         Twin("country_wrong", "body", "إلى السوق السعودي", "إلى السوق الأردني", "the buyer is in Saudi Arabia, not Jordan", expected="السوق السعودي")),

    Mail("P005", "s1", "follow", "English follow-up on the writer's own offer; the company in Arabic script inside an English sentence; 'Dear Ms Areej' (Gulf usage, given name); SFDA from the note",
         "SFDA documents for orange blossom water",
         """Dear Ms Areej,

Following my offer last week, I have now collected the documents for the SFDA registration: the halal certificate, the certificate of analysis, the label in Arabic and English, and the certificate of origin.

Please let me know if مؤسسة آل جعفر للتجارة will file the registration, or if you would like us to work with your agent in Jeddah.

Kind regards,
Georges Abi Rached
Zahlé Bustan S.A.L.""",
         Twin("company_misspelled", "body", "مؤسسة آل جعفر للتجارة", "مؤسسة آل جعفري للتجارة", "family name in the company misspelled (an added ي)", expected="مؤسسة آل جعفر للتجارة")),

    Mail("P006", "s1", "first", "German; introduction after Anuga the note records; organic carob molasses from the note; category in German (Johannisbrotsirup) and Arabic (Dibs Kharroub); EU organic; Hamburg",
         "Bio-Johannisbrotsirup aus dem Libanon – Anuga",
         """Sehr geehrter Herr Weihmann,

vielen Dank für das Gespräch auf der Anuga in Köln. Wie besprochen, sende ich Ihnen einige Angaben zu unserem Johannisbrotsirup (Dibs Kharroub):

- aus libanesischen Johannisbrotschoten, langsam eingekocht, ohne Zuckerzusatz
- bio-zertifiziert nach EU-Öko-Verordnung
- Gläser zu 450 g (12 je Karton) oder Eimer zu 5 kg

Für Weihmann Feinkost könnten wir ab Hamburg liefern (DAP). Ein Muster schicke ich Ihnen gern zu.

Mit freundlichen Grüßen
Georges Abi Rached
Exportleiter, Zahlé Bustan S.A.L.
Zahlé, Libanon""",
         Twin("category_wrong", "body", "zu unserem Johannisbrotsirup (Dibs Kharroub)", "zu unserem Dattelsirup (Dibs Tamr)", "date syrup, a neighbouring product the sender does not sell", expected="Johannisbrotsirup (Dibs Kharroub)")),

    Mail("P007", "s1", "first", "Armenian greeting, English body; company in Armenian script with ՍՊԸ; route by sea and truck through Georgia (Poti) as another country; bastegh / churchkhela use",
         "Carob molasses from Lebanon",
         """Հարգելի տիկին Ճոճկանյան,

I am writing from Zahlé Bustan, a producer of carob molasses in Lebanon. I understand that «Ճոճկանյան Ֆուդ» ՍՊԸ supplies confectioners and shops in Yerevan, and our molasses is often used in the same way as grape molasses for sweets and sauces.

We can ship by sea to Poti in Georgia and on by truck to Yerevan, in 12 x 700 g jars or 20 kg pails.

Would you like a sample and our price list?

Best regards,
Georges Abi Rached
Export Manager
Zahlé Bustan S.A.L., Lebanon""",
         Twin("company_missing", "body", "that «Ճոճկանյան Ֆուդ» ՍՊԸ supplies", "that your company supplies", "the buyer's company replaced by a generic phrase", expected="«Ճոճկանյան Ֆուդ» ՍՊԸ")),

    Mail("P008", "s1", "first", "short English cold e-mail; 'Hi Emanuel'; company without AB; Gothenburg as port",
         "Carob molasses for Karlssons Livs?",
         """Hi Emanuel,

Do you carry Middle Eastern pantry products at Karlssons Livs? We make carob molasses in Zahlé, Lebanon – thick, dark and unsweetened, good with tahini for breakfast or in baking.

We ship to Gothenburg in 450 g jars. Happy to send prices.

Georges
Zahlé Bustan S.A.L.""",
         Twin("company_misspelled", "body", "at Karlssons Livs?", "at Karlsons Livs?", "one s of the company name lost", expected="Karlssons Livs")),

    Mail("P009", "s1", "first", "English; 'Hi Ken' for Kenneth; company short (Burton Continental); Port Botany, CFR Sydney; Australian import conditions",
         "Lebanese carob molasses – Burton Continental",
         """Hi Ken,

I'm Georges from Zahlé Bustan in Lebanon. We produce carob molasses (dibs kharroub), and I think it would sit well next to the Lebanese products Burton Continental already stocks.

- 450 g glass jars, 12 per carton
- CFR Sydney (Port Botany), mixed container with our other lines possible
- full paperwork for the Australian import conditions

Can I send you a price list and a jar to try?

Regards,
Georges Abi Rached
Export Manager, Zahlé Bustan S.A.L.
+961 8 812 447""",
         Twin("contact_wrong", "body", "Hi Ken,", "Hi Kevin,", "the contact is Kenneth (Ken) Burton", expected="Ken")),

    Mail("P010", "s1", "first", "wholly in Arabic; title in Arabic as recorded; the company in Arabic with ذ.م.م.; port of Shuwaikh; sender in Arabic",
         "دبس الخرّوب من زحلة",
         """السيدة جود بنو معقل المحترمة،
مسؤولة المشتريات – شركة بنو معقل للمواد الغذائية ذ.م.م.

تحية طيبة،

نحن شركة Zahlé Bustan في زحلة، لبنان، ننتج دبس الخرّوب الطبيعي بدون أي إضافات. نعبّئه في عبوات زجاجية 450 غ وفي غالونات 5 كغ للمطاعم والمخابز.

يمكننا الشحن إلى ميناء الشويخ بالكويت، ويسعدنا إرسال قائمة الأسعار وعيّنة للتذوق.

مع خالص التحية،
جورج أبي راشد
مدير التصدير""",
         Twin("title_wrong", "body", "مسؤولة المشتريات –", "مسؤولة المبيعات –", "a sales title for the recorded purchasing title", expected="مسؤولة المشتريات")),

    Mail("P011", "s1", "first", "Portuguese reply to the FOB Beirut quote the note records (cases of 12); 'Prezado Gustavo'; Santos; arak as the Lebanese anise spirit; sender's title in Portuguese",
         "Cotação arak – FOB Beirute",
         """Prezado Gustavo,

Conforme solicitado, segue a nossa cotação de arak para a Fonseca Bebidas Importadas:

- Arak Zahlé Bustan, 53% vol., destilado três vezes com anis
- garrafa de 70 cl, caixa com 12 garrafas
- US$ 78,00 por caixa, FOB Beirute
- pedido mínimo: 100 caixas
- validade da cotação: 60 dias

O transit time até Santos é de cerca de 35 dias. Fico à disposição para qualquer dúvida.

Atenciosamente,
Georges Abi Rached
Gerente de Exportação
Zahlé Bustan S.A.L.""",
         Twin("sender_wrong", "body", "Gerente de Exportação\nZahlé Bustan S.A.L.", "Gerente de Exportação\nZahlé Bustan S.A.R.L.", "the sender's legal form changed", expected="Zahlé Bustan S.A.L.")),

    Mail("P011", "s1", "follow", "English follow-up on the writer's own quotation; company short (Fonseca Bebidas); Santos",
         "Re: Cotação arak – FOB Beirute",
         """Dear Gustavo,

I hope the quotation was clear. One more point: for a first order we can mix our 70 cl and 20 cl bottles in the same shipment, so Fonseca Bebidas can test the smaller size with restaurants.

The next vessel to Santos leaves Beirut on the 18th.

Best regards,
Georges""",
         Twin("artifact", "body", "One more point: for a first order", "One more point: for a a first order", "doubled word")),

    Mail("P012", "s1", "first", "Spanish; 'Estimado Sr. Godínez:' with the colon; company short (Distribuidora Godínez); Lebanese-Mexican community; Veracruz/Manzanillo",
         "Arak libanés para Distribuidora Godínez",
         """Estimado Sr. Godínez:

Me permito presentarle Zahlé Bustan S.A.L., productor de arak en Zahlé, Líbano. Sabemos que en México hay una gran comunidad de origen libanés y que el arak acompaña cada mesa de mezze.

Nuestro arak es de uva y anís, 53% vol., en botellas de 70 cl y 20 cl. Podemos enviar a Veracruz o Manzanillo, CIF.

Quedo atento para enviarle precios a Distribuidora Godínez.

Saludos cordiales,
Georges Abi Rached
Gerente de Exportación""",
         Twin("company_foreign", "body", "precios a Distribuidora Godínez.", "precios a Fonseca Bebidas Importadas Ltda.", "another buyer's company of this set (the Brazilian arak buyer)", expected="Distribuidora Godínez")),

    Mail("P013", "s1", "first", "English; after ProWein the note records, with the 70 cl price it asks for; 'Dear Ms Tsoukia'; company in Greek script with Λτδ; Limassol; excise",
         "Arak 70 cl prices – following ProWein",
         """Dear Ms Tsoukia,

Thank you for stopping by our stand at ProWein Düsseldorf. Here are the prices you asked for, for Ποτά Τσουκιά Λτδ:

Arak Zahlé Bustan 53%, 70 cl, 6 bottles per case
EUR 9.40 per bottle, CIF Limassol, excluding Cypriot excise duty
Minimum order: 50 cases

We can also supply our 5-year aged arak in clay jars for gift sets.

Kind regards,
Georges Abi Rached
Export Manager, Zahlé Bustan S.A.L.
+961 8 812 447""",
         Twin("note_wrong", "body", "at ProWein Düsseldorf", "at Vinexpo Paris", "the note records ProWein, not Vinexpo", expected="ProWein Düsseldorf")),

    Mail("P013", "s1", "follow", "Greek greeting, English body; follow-up on the writer's own price; the Cypriot market; first name only; ferry/short sea Beirut-Limassol",
         "Re: Arak 70 cl prices",
         """Αγαπητή κυρία Τσουκιά,

I wanted to check whether you had a chance to look at our arak prices. Since the crossing from Beirut to Limassol takes only a day, we can deliver small trial orders quickly for the Cypriot market.

Με εκτίμηση,
Georges""",
         Twin("country_wrong", "body", "for the Cypriot market", "for the Greek market", "the buyer is in Cyprus", expected="Cypriot market")),

    Mail("P014", "s1", "first", "wholly in Japanese as the note asks; reply with the quote for 12 x 70 cl cases; the company with 株式会社 in front; family name + 様; arak in katakana (アラック); sender's name in katakana; Yokohama",
         "アラックのお見積り（70cl × 12本入り）",
         """株式会社石井洋酒
輸入課長 石井千代様

いつもお世話になっております。レバノンのZahlé Bustan S.A.L.のジョルジュ・アビ・ラシェドです。

お問い合わせいただいたアラックのお見積りをお送りいたします。

・商品：アラック（ブドウとアニスの蒸留酒、アルコール分53%）
・容量：70cl × 12本／ケース
・価格：1ケース 82米ドル（CIF横浜）
・最小ロット：50ケース

ご不明な点がございましたら、お気軽にお問い合わせください。
よろしくお願いいたします。

ジョルジュ・アビ・ラシェド
輸出担当マネージャー
Zahlé Bustan S.A.L.（レバノン・ザフレ）""",
         Twin("company_misspelled", "body", "株式会社石井洋酒\n", "株式会社石井洋洒\n", "酒 written as the look-alike 洒", expected="株式会社石井洋酒")),

    Mail("P014", "s1", "follow", "short Japanese follow-up on the writer's own quotation; -san form 石井様; first name in katakana",
         "Re: アラックのお見積り",
         """石井様

先日お送りしたアラックのお見積りについて、ご検討いただけましたでしょうか。
サンプルが必要でしたら、すぐにお送りいたします。

よろしくお願いいたします。
ジョルジュ""",
         Twin("artifact", "body", "石井様\n", "{contact_name}様\n", "leftover template placeholder", expected="石井様")),

    Mail("P015", "s1", "first", "English; 'Dear Jacob'; company short (Martin & Young); the spirit described (Obeidi grapes, anise, clay amphorae); ouzo and pastis named as comparisons",
         "Lebanese arak for Martin & Young",
         """Dear Jacob,

I hope you don't mind a message out of the blue. I look after exports at Zahlé Bustan, a small distillery in Zahlé, Lebanon, and I think our arak could interest Martin & Young's spirits shelf.

It is made from Obeidi grapes and green anise from the Bekaa, distilled three times and rested in clay amphorae. It turns milky white with water, like ouzo or pastis, but is drier.

Could I send you two bottles to taste?

Best wishes,
Georges Abi Rached
Export Manager
Zahlé Bustan S.A.L.
g.abirached@zahlebustan.com.lb""",
         Twin("category_wrong", "body", "I think our arak could interest", "I think our ouzo could interest", "ouzo, a neighbouring spirit the sender does not sell", expected="arak")),
]
