"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import E, T

S1SIG = "Jelena Radovanović-Marković\nMenadžerka izvoza | Export Manager\nPodrinje Voće d.o.o., Loznica, Serbia\n+381 15 882 417 | www.podrinjevoce.rs"

MAILS = [
E("P001", "s1", "Sliwowitz-Preisliste nach der ProWein – Podrinje Voće",
"""Sehr geehrter Herr Köster,

vielen Dank für das Gespräch an unserem Stand auf der ProWein in Düsseldorf. Wie versprochen sende ich Ihnen anbei unsere Preisliste für Sliwowitz in 0,7-l-Flaschen.

Kurz zusammengefasst:
- Šljivovica „Stara", 40 % vol., 3 Jahre im Eichenfass, 6 Flaschen je Karton: 9,40 EUR/Flasche
- Šljivovica „Premium", 45 % vol., 7 Jahre gereift, Einzelkarton: 16,80 EUR/Flasche
- Lieferung FCA Loznica oder DAP Hamburg auf Anfrage, Mindestmenge eine Palette (600 Flaschen)

Unsere Pflaumen (Sorten Požegača und Čačanska rodna) stammen aus dem Podrinje-Tal; gebrannt wird zweifach in Kupferkesseln. Die Etiketten können wir für den deutschen Markt mit Ihren Angaben zum Inverkehrbringer anpassen.

Für Köster Spirituosen lege ich gern zwei Musterflaschen bei, wenn Sie mir eine Lieferadresse nennen.

Mit freundlichen Grüßen
Jelena Radovanović
Exportleiterin
Podrinje Voće d.o.o.
+381 15 882 417""",
"follow-up after the fair the note records (ProWein) with the price list for 0.7 l it asks for; wholly German; Sliwowitz / Šljivovica for plum brandy; short company `Köster Spirituosen`; sender signs with one family name and `Exportleiterin`; Hamburg, FCA/DAP; plum varieties",
T("company_misspelled", "body", "Für Köster Spirituosen", "Für Koster Spirituosen", "Köster Spirituosen GmbH & Co. KG", "the umlaut lost in the company", found="Koster Spirituosen")),

E("P002", "s1", "Serbian plum brandy for Mcintosh Fine Spirits",
"""Dear Ms Mcintosh,

I am writing from Podrinje Voće, a family distillery and food producer in Loznica, western Serbia. We make slivovitz (šljivovica), the traditional Serbian plum brandy, from our own orchards in the Drina valley, and we are looking for an importer in the United States.

What we can offer Mcintosh Fine Spirits Imports:
* Slivovitz 40% ABV, 750 ml, aged 3 years in Serbian oak – US label approved format (COLA can be handled by the importer of record)
* Slivovitz 45% ABV, 750 ml, 7-year single orchard
* FOB Bar port or CIF New York / Newark, 20' container of approx. 9,000 bottles

As Director of Purchasing you probably see many Balkan brandies; ours has won silver at the Belgrade fair two years in a row and we distil only from fully ripe Požegača plums.

Would a short call next week work for you?

Best regards,
Jelena Radovanović-Marković
Export Manager, Podrinje Voće d.o.o.
jelena.radovanovic@podrinjevoce.rs | +381 15 882 417""",
"cold introduction in English; slivovitz / šljivovica; recorded title in an English sentence; company with `Imports` and without LLC; other countries as ports (Bar, Montenegro; New York / Newark); 750 ml, ABV, COLA",
T("company_foreign", "subject", "Mcintosh Fine Spirits", "Köster Spirituosen", "Mcintosh Fine Spirits Imports LLC", "another buyer's company of this set (same category) in the subject")),

E("P003", "s1", "【ご紹介】セルビア産プラムブランデー（シュリヴォヴィッツ）のご案内",
"""森本酒販株式会社
輸入部 マネージャー　森本 健二様

突然のご連絡失礼いたします。セルビア西部ロズニツァのPodrinje Voće（ポドリニェ・ヴォチェ）で輸出を担当しておりますイェレナ・ラドヴァノヴィッチと申します。

弊社はドリナ川流域の自社農園のプラムから、伝統的なプラムブランデー「シュリヴォヴィッツ」を蒸留しております。

・アルコール度数40％、700ml、オーク樽3年熟成
・アルコール度数45％、500ml、7年熟成（ギフト箱入り）
・CIF東京／横浜、混載でのご注文も可能です

日本語でのご連絡をご希望と伺っておりますので、今後も日本語でご案内いたします。サンプルのご希望がございましたらお知らせください。

何卒よろしくお願い申し上げます。

イェレナ・ラドヴァノヴィッチ
Podrinje Voće d.o.o.（セルビア）
+381 15 882 417""",
"cold introduction wholly in Japanese as the note asks (preferred language); the romanised company rendered as 森本酒販株式会社 and the contact as 森本 健二様, title as 輸入部 マネージャー; sender's name in katakana; plum brandy as プラムブランデー / シュリヴォヴィッツ; CIF Tokyo / Yokohama",
T("company_missing", "body", [("森本酒販株式会社\n", "貴社\n")], "貴社", "Morimoto Shuhan Co., Ltd.", "the company line replaced by 貴社 (your company)")),

E("P004", "s1", "Šljivovica serbe – proposition pour l'Agence Béland",
"""Bonjour Madame Béland,

Je me permets de vous écrire au sujet de notre eau-de-vie de prune, la šljivovica, produite par Podrinje Voće à Loznica, en Serbie.

Nous cherchons un agent au Québec pour présenter nos produits à la SAQ et aux épiceries fines. Notre gamme :
- Šljivovica 40 %, 750 ml, 3 ans en fût de chêne
- Šljivovica 45 %, 750 ml, 7 ans, édition numérotée
Prix départ FCA Loznica ou CIF Montréal, documents de conformité disponibles.

En tant que directrice des achats, vous aurez sans doute besoin des fiches techniques et des analyses de laboratoire : je vous les envoie volontiers.

Au plaisir d'échanger,

Jelena Radovanović-Marković
Menadžerka izvoza – Podrinje Voće d.o.o.
+381 15 882 417""",
"cold introduction wholly in French; eau-de-vie de prune for plum brandy; `l'Agence Béland` without `inc.`; the title in lower case in a sentence; SAQ, Montréal, Québec",
T("contact_wrong", "body", "Bonjour Madame Béland,", "Bonjour Madame Bélanger,", "Christiane Béland", "the contact's family name changed", found="Bélanger")),

E("P005", "s1", "Sliwowitz aus Serbien",
"""Sehr geehrter Herr Schmitz,

als Gérant der Caves Schmitz kennen Sie die Vorlieben Ihrer Kunden in Luxemburg genau, deshalb schreibe ich Ihnen direkt.

Podrinje Voće destilliert in Loznica (Serbien) Pflaumenbrand aus eigenen Obstgärten. Für Weinhandlungen bieten wir zwei Qualitäten an: 40 % vol. (3 Jahre Fass) und 45 % vol. (7 Jahre). Lieferung per Sammelgut bis Luxemburg, ab 120 Flaschen.

Gern schicke ich Ihnen unsere Preisliste.

Freundliche Grüße
Jelena Radovanović-Marković
Podrinje Voće d.o.o.
www.podrinjevoce.rs""",
"short cold introduction in German to a Luxembourg buyer whose title is French (`Gérant` kept as recorded in a German sentence); `Caves Schmitz` without S.à r.l.; Pflaumenbrand for plum brandy",
T("title_wrong", "body", "als Gérant der Caves Schmitz", "als Einkaufsleiter der Caves Schmitz", "Gérant", "a purchasing title for the owner-manager", found="Einkaufsleiter")),

E("P006", "s1", "Campione porcini secchi qualità extra – Podrinje Voće",
"""Gentile Sig. Giusti,

grazie per la richiesta: come concordato, le spediamo questa settimana un campione di porcini secchi qualità extra.

Dettagli del campione:
- Boletus edulis, raccolta 2026 nelle foreste della Drina e di Zlatibor
- fette intere, bianche, umidità max. 12 %
- confezione 1 kg in sacchetto alimentare; produzione standard in cartoni da 5 kg

Per Giusti Funghi possiamo preparare anche la qualità "commerciale" e "spezzato". Il prezzo indicativo per la qualità extra è di 38,50 EUR/kg FCA Loznica; per un camion completo verso Milano possiamo quotare DAP.

Cordiali saluti,
Jelena Radovanović-Marković
Responsabile export
Podrinje Voće d.o.o.""",
"reply to the sample request the note records (qualità extra); wholly Italian; porcini secchi / Boletus edulis; `Giusti Funghi` without S.r.l.; sender's title given in Italian; Zlatibor, Milano; grades and packing",
T("category_wrong", "body", "le spediamo questa settimana un campione di porcini secchi qualità extra", "le spediamo questa settimana un campione di finferli secchi qualità extra", "dried porcini mushrooms", "a neighbouring mushroom (chanterelles) the sender does not sell", found="finferli secchi")),

E("P007", "s1", "Cèpes séchés de Serbie – suite à Sirha",
"""Bonjour Madame Carlier,

Ravie d'avoir fait votre connaissance au salon Sirha à Lyon. Comme promis, voici les informations sur nos cèpes séchés.

Nos cèpes (Boletus edulis) sont cueillis dans les forêts de l'ouest de la Serbie, tranchés et séchés à basse température à Loznica. Nous proposons :
• Qualité extra, tranches blanches, sachets de 40 g et vrac 5 kg
• Qualité 1, tranches claires, vrac 5 kg
• Certificat bio UE pour une partie de la récolte

Pour Carlier Épicerie Fine, nous pouvons imprimer vos propres sachets à partir de 5 000 unités.

Bien cordialement,
Jelena Radovanović-Marković
Podrinje Voće d.o.o. – Serbie
+381 15 882 417""",
"follow-up after the fair the note records (Sirha Lyon); wholly French; cèpes séchés for dried porcini; company without SAS",
T("country_wrong", "body", "cueillis dans les forêts de l'ouest de la Serbie", "cueillis dans les forêts de l'ouest de la Bosnie", "Serbia", "the product's (sender's) country changed to Bosnia", found="Bosnie")),

E("P008", "s1", "Porcini secchi dalla Serbia per Bowers Alimentari",
"""Buongiorno Signor Bowers,

mi chiamo Jelena e mi occupo dell'export di Podrinje Voće, Serbia. Produciamo porcini secchi di qualità extra e prima, raccolti a mano e essiccati a Loznica.

Per un negozio di alimentari in Ticino proponiamo confezioni da 50 g e 250 g con etichetta in italiano, oppure sfuso in cartoni da 5 kg. Spedizione via Milano, sdoganamento a Chiasso a cura del vostro spedizioniere.

Se le interessa, le mando il listino.

Cordiali saluti
Jelena Radovanović-Marković
Podrinje Voće d.o.o.
jelena.radovanovic@podrinjevoce.rs""",
"cold introduction in Italian to a Ticino owner (Titolare not used); `Bowers Alimentari` without Sagl; English family name kept; Chiasso, Milano",
T("sender_wrong", "body", "jelena.radovanovic@podrinjevoce.rs", "jelena.radovanovic@podrinje-voce.rs", "jelena.radovanovic@podrinjevoce.rs", "the sender's e-mail domain changed (hyphen added)")),

E("P009", "s1", "Organic dried porcini – EU certificate attached",
"""Dear Ms Kjær,

Thank you for your interest in our mushroom range. You mentioned that Kjær Delikatesser needs the EU organic certificate, so I attach our current certificate (control body RS-BIO-004, valid until March 2027) together with the product specification.

Our organic dried porcini:
- Boletus edulis, wild-collected in certified forest areas of western Serbia
- Extra grade slices, 3–5 cm, moisture below 12%
- Retail packs of 30 g (organic logo) or bulk 2 kg bags
- Delivery DAP Copenhagen, groupage, about 5 working days

Please let me know which pack sizes would suit your shops.

Kind regards,
Jelena
Podrinje Voće d.o.o. | Loznica, Serbia
+381 15 882 417""",
"reply to the certificate need the note records; wholly English; `Kjær Delikatesser` without ApS; signed with the first name only; Copenhagen, DAP",
T("artifact", "body", "Extra grade slices, 3–5 cm, moisture below 12%", "Extra grade slices, 3–5 cm, moisture below below 12%", "", "doubled word", found="below below")),

E("P010", "s1", "세르비아산 건조 포르치니 버섯 소개 – Podrinje Voće",
"""(주)청솔푸드
홍현준 구매팀장님께,

안녕하십니까. 세르비아 로즈니차에 있는 Podrinje Voće의 수출 담당 옐레나 라도바노비치입니다.

저희는 세르비아 서부 숲에서 채집한 건조 포르치니 버섯(Boletus edulis)을 생산하고 있습니다.
- 엑스트라 등급 슬라이스, 수분 12% 이하
- 1kg 및 5kg 포장
- CIF 부산 가능, 한국 수입식품 검사 서류 준비 가능

제품 사양서와 가격표를 보내드려도 될까요?

감사합니다.
Jelena Radovanović-Marković
Export Manager, Podrinje Voće d.o.o. (Serbia)
+381 15 882 417""",
"cold introduction wholly in Korean; the contact's name written without the space (홍현준) with his title 구매팀장님; company in Hangul as recorded; 건조 포르치니 버섯; CIF Busan",
T("note_wrong", "body", "안녕하십니까. 세르비아", "안녕하십니까. 지난번 서울 푸드 전시회에서 뵙게 되어 반가웠습니다. 세르비아", "", "a meeting at Seoul Food claimed for a buyer with no note", found="지난번 서울 푸드 전시회에서 뵙게 되어 반가웠습니다")),

E("P011", "s1", "Quote: 12 pallets of mild ajvar for Axelssons Livs",
"""Hi Mattias,

Thanks for your enquiry. Here is our quote for 12 pallets of mild ajvar for your Balkan stores in Malmö:

Product: Ajvar blagi (mild), roasted red peppers and aubergine, no preservatives
Pack: 680 g glass jar, 12 jars per carton, 96 cartons per pallet
Quantity: 12 pallets = 13,824 jars
Price: EUR 2.35 per jar, DAP Malmö
Shelf life: 24 months; labels in Swedish available
Lead time: 3 weeks from order (the new season's peppers are roasted from September)

If you would like a hot (ljuti) version for part of the order, we can mix pallets at the same price.

Best regards,
Jelena Radovanović-Marković
Podrinje Voće d.o.o.
+381 15 882 417""",
"reply to the quote the note records (12 pallets of mild ajvar, Malmö); wholly English; first-name greeting; `Axelssons Livs` without AB; ajvar blagi / ljuti; DAP Malmö",
T("company_misspelled", "subject", "Axelssons Livs", "Axelsson Livs", "Axelssons Livs AB", "the genitive s of the company dropped")),

E("P012", "s1", "Ajvar iz Srbije – ponudba za Košir d.o.o.",
"""Spoštovana gospa Košir,

sem Jelena iz podjetja Podrinje Voće iz Loznice v Srbiji. Izdelujemo domači ajvar iz pečenih paprik, blagi in pekoči, v kozarcih 290 g in 680 g.

Za trgovce v Sloveniji dostavljamo DAP Ljubljana, minimalno ena paleta. Deklaracija v slovenščini je pripravljena.

Ali vam lahko pošljem cenik?

Lep pozdrav,
Jelena Radovanović-Marković
Menadžerka izvoza
Podrinje Voće d.o.o.""",
"short cold introduction wholly in Slovene; Spoštovana gospa; company with its legal form in the subject; DAP Ljubljana",
T("company_foreign", "subject", "Košir d.o.o.", "Schär Feinkost", "Košir d.o.o.", "another ajvar buyer's company of this set in the subject")),

E("P013", "s1", "Ajvar aus Serbien für Ihr Feinkostsortiment",
"""Grüezi Frau Schär

Ich erlaube mir, Ihnen unseren Ajvar vorzustellen. Podrinje Voće in Loznica (Serbien) röstet die Paprika noch über Holzfeuer und füllt den Ajvar ohne Zusatzstoffe in 290-g-Gläser ab.

Für Schär Feinkost könnten zwei Sorten interessant sein:
- Ajvar mild, mit Aubergine
- Ajvar scharf, mit Chili aus dem eigenen Anbau

Lieferung DAP Zürich über einen Sammelspediteur, Verzollung durch Ihren Spediteur. Etiketten dreisprachig (DE/FR/IT) möglich.

Freundliche Grüsse
Jelena Radovanović-Marković
Podrinje Voće d.o.o.""",
"cold introduction in Swiss German conventions (Grüezi, `Grüsse` with ss, no comma after the greeting); `Schär Feinkost` without GmbH; Zürich",
T("company_missing", "body", [("Für Schär Feinkost könnten", "Für Ihr Unternehmen könnten")], "Ihr Unternehmen", "Schär Feinkost GmbH", "the only mention of the company replaced by `Ihr Unternehmen`")),

E("P014", "s1", "Αϊβάρ από τη Σερβία – Podrinje Voće",
"""Αξιότιμε κύριε Μελιτσόπουλε,

Σας γράφω από την Podrinje Voće, παραγωγό τροφίμων στη Λόζνιτσα της Σερβίας. Παράγουμε αϊβάρ (ajvar) από ψητές κόκκινες πιπεριές, ήπιο και καυτερό, σε βάζα 290 g και 680 g.

Γνωρίζουμε ότι η Μελιτσόπουλος Τρόφιμα Α.Ε. διανέμει βαλκανικά προϊόντα σε όλη την Ελλάδα. Μπορούμε να παραδώσουμε DAP Θεσσαλονίκη με φορτηγό, ελάχιστη ποσότητα μία παλέτα.

Θα χαρώ να σας στείλω τιμοκατάλογο.

Με εκτίμηση,
Jelena Radovanović-Marković
Export Manager, Podrinje Voće d.o.o.
+381 15 882 417""",
"cold introduction wholly in Greek; the vocative family name (Μελιτσόπουλε) of the recorded Μελιτσόπουλος; company in Greek script as recorded; αϊβάρ; Θεσσαλονίκη",
T("contact_wrong", "body", "Αξιότιμε κύριε Μελιτσόπουλε,", "Αξιότιμε κύριε Μελετόπουλε,", "Αριστόβουλος Μελιτσόπουλος", "the contact's family name changed", found="Μελετόπουλε")),

E("P015", "s1", "Айвар от Сърбия – оферта",
"""Уважаема госпожо Плюцова,

Казвам се Йелена Радованович и отговарям за износа в Podrinje Voće, Лозница, Сърбия. Тъй като предпочитате кореспонденция на български, пиша Ви на български.

Произвеждаме айвар от печени червени чушки – лек и лют, в буркани по 290 г и 680 г, без консерванти. Доставка DAP София с камион, минимум една палета.

Като мениджър покупки на „Плюцова Фуудс“ ЕООД, бихте ли желали мостри?

С уважение,
Йелена Радованович
Podrinje Voće d.o.o.
+381 15 882 417""",
"cold introduction wholly in Bulgarian as the note asks; the sender's name in Cyrillic with one family name; the title as recorded in lower case; company in Cyrillic with quotes and ЕООД; айвар; DAP София",
T("title_wrong", "body", "Като мениджър покупки на", "Като мениджър продажби на", "Мениджър покупки", "a sales title for a purchasing one", found="мениджър продажби")),

E("P016", "s2", "Quotation: cumin seeds, 2 x 20' CFR Chattogram",
"""Dear Mr Rahman,

Thank you for your enquiry. Please find our quotation for Syrian cumin seeds below.

Origin: Syria (Hasakah and Idlib crops)
Quality: machine-cleaned, purity 99.5%, moisture max 8%, admixture max 0.5%
Packing: 25 kg PP bags, about 19 MT per 20' container
Quantity: 2 x 20' containers
Price: USD 3,180 per MT, CFR Chattogram
Shipment: from Latakia via Jebel Ali transhipment, within 30 days of LC
Payment: irrevocable LC at sight

We can also supply Europe-quality (99.9%, steam-sterilised) if Rahman Spice Traders needs it for re-export.

Best regards,
Rasha Al-Jabri
Export Manager
Qalaat Halab Trading Co. L.L.C., Aleppo – Syria
+963 21 266 4810""",
"reply to the quote the note records (2 x 20', CFR Chattogram); wholly English; `Rahman Spice Traders` without Ltd.; Latakia, Jebel Ali (UAE route), grades; sender's Arabic title given in English",
T("category_wrong", "body", "Please find our quotation for Syrian cumin seeds below.", "Please find our quotation for Syrian coriander seeds below.", "cumin seeds", "a neighbouring seed spice the sender does not sell", found="coriander seeds")),

E("P017", "s2", "Comino sirio de alta pureza",
"""Estimado Sr. Covarrubias:

Le escribo desde Qalaat Halab Trading, en Alepo (Siria). Somos exportadores de comino en grano, una de las especias más apreciadas en la cocina mexicana.

Ofrecemos:
- Comino sirio, pureza 99 % y 99,5 %, sacos de 25 kg
- CIF Manzanillo o Veracruz, contenedor de 20'
- Certificado fitosanitario y análisis de aflatoxinas por lote

¿Le interesaría recibir una muestra para Especias Covarrubias?

Atentamente,
Rasha Al-Jabri
Qalaat Halab Trading Co. L.L.C.
rasha.aljabri@qalaathalab.com""",
"cold introduction wholly in Spanish; Estimado Sr. with a colon; comino en grano; Alepo / Siria; Manzanillo, Veracruz; company without S.A. de C.V.",
T("country_wrong", "body", "en Alepo (Siria)", "en Alepo (Turquía)", "Syria", "the sender's country changed", found="Turquía")),

E("P018", "s2", "كمون سوري – بعد لقائنا في معرض جلفود دبي",
"""السيد رامز تغلب بن وائل المحترم،
مدير المشتريات – تغلب بن وائل للتوابل ذ.م.م

تحية طيبة وبعد،

سررت بلقائكم في معرض جلفود في دبي. كما اتفقنا، أرسل لكم عرضنا للكمون السوري:
- كمون حب، نقاوة 99.5%، رطوبة أقل من 8%
- تعبئة أكياس 25 كغ
- السعر 3,250 دولار أمريكي للطن، CFR جبل علي

نرجو إعلامنا بالكمية المطلوبة للشحنة الأولى.

مع أطيب التحيات،
رشا الجابري
مديرة التصدير
شركة قلعة حلب للتجارة – Qalaat Halab Trading Co. L.L.C.
+963 21 266 4810""",
"follow-up after the fair the note records (Gulfood Dubai); wholly in Arabic; the sender's name and company in Arabic script next to the Latin company; كمون; CFR Jebel Ali",
T("sender_wrong", "body", "+963 21 266 4810", "+963 21 266 4801", "+963 21 266 4810", "the sender's phone number changed (last two digits swapped)")),

E("P019", "s2", "Your 1 kg sample of Aleppo pepper flakes",
"""Hi Brittany,

As requested, a 1 kg sample of our Aleppo pepper flakes left Aleppo today by courier (DHL waybill to follow by separate mail).

A few details for your QA team:
- Capsicum annuum, Halaby variety, sun-dried and semi-dried with sunflower oil and salt (max 8%)
- Flake size 2–5 mm, heat about 10,000 SHU
- Colour ASTA 120+
- Bulk packing 10 kg cartons with PE liner; retail 100 g jars on request

Once Jenkins Spice Company has tested it, I'd be glad to send a price for a pallet, FOB Beirut or CIF Savannah.

Kind regards,
Rasha
Qalaat Halab Trading Co. L.L.C.""",
"reply to the sample request the note records (1 kg); wholly English; first-name greeting and signature; company without `, Inc.`; Beirut (another country) as port; Savannah; SHU, ASTA",
T("artifact", "body", "A few details for your QA team:", "A few details for your {qa_team}:", "", "leftover template placeholder", found="{qa_team}")),

E("P020", "s2", "Pul biber uit Aleppo – kennismaking",
"""Beste heer Schrant,

Mijn naam is Rasha Al-Jabri, exportmanager bij Qalaat Halab Trading in Aleppo, Syrië. Wij leveren Aleppo-peper in vlokken (pul biber), half gedroogd met een beetje olie en zout, zoals de Syrische keuken hem kent.

Voor Schrant Specerijen kunnen wij leveren in dozen van 10 kg of in big bags, CIF Rotterdam. Wij sturen u graag een monster.

Met vriendelijke groet,
Rasha Al-Jabri
Qalaat Halab Trading Co. L.L.C.
+963 21 266 4810""",
"cold introduction wholly in Dutch; Aleppo-peper in vlokken / pul biber; `Schrant Specerijen` without B.V.; CIF Rotterdam",
T("note_wrong", "body", "Mijn naam is Rasha Al-Jabri, exportmanager", "Dank voor het prettige gesprek op de Horecava in Amsterdam. Mijn naam is Rasha Al-Jabri, exportmanager", "", "a conversation at a fair claimed for a buyer with no note", found="Dank voor het prettige gesprek op de Horecava in Amsterdam.")),
]
