"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups, 8 other first e-mails),
each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "follow-up", "Follow-up: IQF blackberries offer, CIF Hamburg",
"""Dear Ms Heß,

I am following up on the offer I sent after Anuga for 20 t of IQF blackberries, grade A, CIF Hamburg. Our freezing season has now ended and we have set the quantity aside for Heß Tiefkühlkost until the end of the month.

If the price of EUR 2.45/kg is an obstacle, we could also offer grade B (some broken berries, same microbiology) at EUR 2.05/kg.

Kind regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English follow-up on the writer's offer; ß kept in name and company; company without GmbH",
Twin("company_misspelled", "body", "for Heß Tiefkühlkost until", "for Heß Tiefkülkost until", "Heß Tiefkühlkost GmbH",
     "a letter dropped", found="Heß Tiefkülkost")),

Mail("P002", "s1", "first (other version)", "Serbian frozen blackberries – BRCGS certified",
"""Dear Mr Morgan,

I understand Morgan Foods needs a BRCGS certificate and a full spec sheet before looking at any sample, so I have attached both to this first e-mail: our BRCGS Food Safety certificate (grade AA) and the specification of our IQF blackberries from Arilje, Serbia.

If the documents meet your requirements, I'll gladly send samples.

Best regards,
Jelena Marković
Export Sales Manager, Zlatiborka Agrar d.o.o.
+381 31 3891 204""",
"English; the note's requirement used as the reason for the attachments; company shortened",
Twin("company_foreign", "body", "I understand Morgan Foods needs", "I understand Klorek Mrożonki needs", "Morgan Foods Ltd",
     "another buyer's company (same category, Poland)", found="Klorek Mrożonki")),

Mail("P005", "s1", "follow-up", "冷凍ブラックベリーのサンプルについて（ご確認のお願い）",
"""鈴木修平様

いつもお世話になっております。Zlatiborka Agrarのイェレナ・マルコヴィッチです。

先日お送りした冷凍ブラックベリーのサンプル2 kgは、無事にお手元に届きましたでしょうか。鈴木食品様でのご評価の結果をお聞かせいただければ幸いです。

ご希望があれば、ブラックベリーのピューレや、Bグレード品の見積もりもお出しできます。

よろしくお願いいたします。

イェレナ・マルコヴィッチ
Zlatiborka Agrar d.o.o.（セルビア）""",
"Japanese follow-up on the writer's samples; company shortened with 様; name with 様 as letter head",
Twin("company_missing", "body", "鈴木食品様でのご評価", "貴社でのご評価", "鈴木食品株式会社",
     "the only mention replaced by 貴社", found="貴社")),

Mail("P008", "s1", "follow-up", "Kajmak samples – did they arrive?",
"""Dear Lena,

Just a short follow-up: the kajmak samples I sent to Hellbergs Delikatesser last week were delivered on Tuesday, according to DHL. I hope they arrived cold and that you had a chance to taste them.

If you'd like to see how the 500 g tub looks on a shelf, I can send photos from one of our customers in Stockholm.

Best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English (the note's preference); follow-up on the writer's samples; Stockholm",
Twin("contact_wrong", "body", "Dear Lena,", "Dear Lina,", "Lena Hellberg",
     "near-miss given name", found="Lina")),

Mail("P009", "s1", "first (other version)", "Сербский каймак для ООО «Торговый дом Попова»",
"""ООО «Торговый дом Попова»
Серафиму Попову, менеджеру по закупкам

Уважаемый Серафим!

Мы познакомились на «Продэкспо», и я обещала написать. Компания Zlatiborka Agrar из Ариле (Сербия) производит каймак из сливок коров с горы Златибор. Для ввоза в Россию у нас есть декларация о соответствии ЕАЭС — знаю, что для вас это обязательно.

С уважением,
Елена Маркович
Zlatiborka Agrar d.o.o.""",
"Russian; letter head with name and title in the dative; the note's fair and EAEU certificate",
Twin("title_wrong", "body", "менеджеру по закупкам", "менеджеру по продажам", "Менеджер по закупкам",
     "sales for purchasing", found="менеджеру по продажам")),

Mail("P010", "s1", "follow-up", "Following up: kajmak for your Chicago delis",
"""Dear Mr Jacobs,

I wanted to follow up on my e-mail about FDA registration and our kajmak. We have just shipped our first container to a distributor in New Jersey, so the paperwork, prior notice and labels with US nutrition facts are all tested and in place.

If Jacobs Imports would like to add kajmak for the delis in Chicago, we could consolidate a few pallets into a shared container in December.

Best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English follow-up on the writer's e-mail; the note's FDA question and Chicago; New Jersey",
Twin("category_wrong", "body", "would like to add kajmak for", "would like to add kefir for", "kajmak",
     "another dairy product", found="kefir")),

Mail("P011", "s1", "follow-up", "Sugar-free plum jam – samples sent",
"""Dear Ms Athanasiadi,

Following our conversation at Food Expo, the samples of our plum jam without added sugar left Arilje yesterday by courier: six 330 g jars, with the specification and the nutrition table translated into Greek. The jam is sweetened only with apple juice concentrate, which we think suits the Greek market well.

I look forward to hearing what your team thinks.

Με εκτίμηση,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English with Greek closing; romanised feminine family name; follow-up on the writer's samples; the note's fair and sugar-free wish",
Twin("country_wrong", "body", "suits the Greek market well", "suits the Bulgarian market well", "Greece",
     "the buyer's market named wrong", found="Bulgarian")),

Mail("P015", "s1", "first (other version)", "세르비아산 자두잼 370 g 가격표",
"""주식회사 다온식품
김예지 구매팀장님께

안녕하세요. 세르비아 아릴레의 Zlatiborka Agrar에서 수출을 담당하는 옐레나 마르코비치입니다.

요청하신 370 g 유리병 자두잼 가격표를 첨부합니다. 과일 함량 65%의 클래식 제품과 무가당 제품 두 가지이며, CIF 부산 조건입니다.

제품 사진과 인증서는 저희 홈페이지(www.zlatiborka.rs)에서 보실 수 있습니다.

감사합니다.
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"Korean; letter head with company, name, title and 님께; the note's price list and jar size; category in Korean; Busan",
Twin("sender_wrong", "body", "(www.zlatiborka.rs)", "(www.zlatiborka.com)", "https://www.zlatiborka.rs",
     "the sender's website with another top-level domain", found="www.zlatiborka.com")),

Mail("P016", "s2", "follow-up", "Vos coffrets en thuya pour Noël – confirmation du délai",
"""Chère Madame Honoré,

Je reviens vers vous au sujet des 500 coffrets à bijoux en thuya. Pour une livraison à Bruxelles avant le 15 novembre, nos artisans doivent commencer la fabrication au plus tard le 10 octobre ; pourriez-vous me confirmer la commande d'ici là ?

Si vous souhaitez un logo gravé, il me faudrait aussi le fichier vectoriel.

Bien cordialement,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL""",
"French follow-up on the writer's proposal; company not named; the note's quantity",
Twin("artifact", "body", "nos artisans doivent", "nos artisans artisans doivent", "artisans",
     "doubled word", found="artisans artisans")),

Mail("P019", "s2", "first (other version)", "Amlou samples for Delicatessen Dierickx",
"""Dear Mr Dierickx,

Thank you for asking about samples of our amlou in 250 g jars. Before I send them: would you like all three recipes (classic, extra honey, and with peanuts), or only the classic almond-argan one?

Amlou is made in Essaouira from roasted almonds, argan oil and thyme honey; it keeps 12 months unopened.

Kind regards,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL""",
"English; the note's request and jar size; company without BV in the subject",
Twin("note_wrong", "body", "in 250 g jars", "in 500 g jars", "250 g jars",
     "the note's jar size misquoted", found="500 g jars")),

Mail("P022", "s2", "follow-up", "仙人掌籽油样品测试进展",
"""陶经理您好，

上周寄出的50 ml仙人掌籽油样品，DHL显示已于周四签收。不知广州陶氏化妆品的研发部门测试结果如何？

另外，我们2025年新一批油已经到货，COA与有机证书都已更新，如有需要我可以一并发给您。

祝好，
Salma Ait Benhaddou
Mogador Artisanat et Terroir SARL""",
"Simplified Chinese follow-up on the writer's sample; company without 有限公司; the note's COA and organic certificate",
Twin("company_misspelled", "body", "不知广州陶氏化妆品的", "不知广州淘氏化妆品的", "广州陶氏化妆品有限公司",
     "homophone character", found="广州淘氏化妆品")),

Mail("P023", "s2", "first (other version)", "Huile de figue de Barbarie bio – COA disponible",
"""Madame,

Nous nous sommes croisées brièvement à in-cosmetics Global, à Paris. Je suis responsable export de Mogador Artisanat et Terroir, à Essaouira, et nous produisons une huile de pépins de figue de Barbarie certifiée Ecocert.

Je sais que les Laboratoires Leconte ont besoin d'un COA et du certificat Ecocert avant tout essai : les deux sont joints à ce message.

Cordialement,
Salma Ait Benhaddou
Mogador Artisanat et Terroir SARL
+212 524 47 36 18""",
"French; Madame alone; the note's fair, COA and Ecocert; sender's title in lower case; category in French",
Twin("company_foreign", "body", "que les Laboratoires Leconte ont besoin", "que l'Épicerie Gautier a besoin", "Laboratoires Leconte SAS",
     "another buyer's company (same country, another category)", found="Épicerie Gautier")),

Mail("P024", "s3", "follow-up", "钼精矿报价跟进",
"""李总您好：

上周我们发送了钼精矿的报价（Mo 51%以上，每月500湿吨，经二连浩特铁路运输，CPT天津）。不知洛阳李氏钼业对价格和付款条件是否有意见？

如有需要，我们可以先安排一批100吨的试单，并提供SGS乌兰巴托的化验报告。

此致
Batbayar Ganzorig
Bayan-Undur Trade LLC（蒙古 额尔登特）""",
"Simplified Chinese follow-up on the writer's quote; 李总 for a director; company shortened; Erenhot, Tianjin, Ulaanbaatar in Chinese",
Twin("company_missing", "body", "不知洛阳李氏钼业对价格", "不知贵司对价格", "洛阳李氏钼业有限公司",
     "the only mention replaced by 贵司", found="贵司")),

Mail("P026", "s3", "first (other version)", "Molybdenum concentrate from Mongolia – FOB Tianjin / CFR Nhava Sheva",
"""Dear Mr Jain,

You asked suppliers for molybdenum concentrate quotes on FOB Tianjin and CFR Nhava Sheva terms. Bayan-Undur Trade in Erdenet, Mongolia, can supply Mo 50% min. concentrate on both bases, in 2 t bags; the material travels by rail to Tianjin and ships from there.

I will send prices as soon as you confirm the monthly tonnage.

Regards,
Batbayar Ganzorig
Foreign Trade Manager, Bayan-Undur Trade LLC""",
"English; romanised family name; the note's two Incoterms; company not named",
Twin("contact_wrong", "body", "Dear Mr Jain,", "Dear Mr Jha,", "दीपक जैन",
     "another Indian family name", found="Mr Jha")),

Mail("P028", "s3", "follow-up", "Felt boots – delivery for the winter season",
"""Hi Andreas,

A quick follow-up on the felt boot offer I sent after Nordstil. I know that as inköpschef you plan the winter range early, so: if we receive your order by the end of this month, the 300 pairs in natural grey, sizes 36–46, can be in Gothenburg by the first week of October.

Best regards,
Batbayar Ganzorig
Bayan-Undur Trade LLC""",
"English follow-up on the writer's offer; Swedish title in lower case inside English; the note's fair, sizes and colour",
Twin("title_wrong", "body", "as inköpschef you", "as försäljningschef you", "Inköpschef",
     "sales manager for purchasing manager", found="försäljningschef")),

Mail("P029", "s3", "follow-up", "Muster Wodka 0,7 l – Rückmeldung?",
"""Sehr geehrte Frau Hartmann,

ich wollte nachfragen, ob die beiden Musterflaschen unseres Wodkas (0,7 l, 40 % vol.) gut bei Ihnen angekommen sind. Gerne stelle ich Ihnen auch unser deutsches Etikett mit allen Pflichtangaben vor.

Mit freundlichen Grüßen
Batbayar Ganzorig
Bayan-Undur Trade LLC""",
"German follow-up on the writer's samples; category in the genitive; the note's bottle size and strength",
Twin("category_wrong", "body", "Musterflaschen unseres Wodkas", "Musterflaschen unseres Gins", "vodka",
     "another spirit", found="Gins")),

Mail("P033", "s4", "follow-up", "Seguimiento: nitrato de sodio granulado, CFR Valencia",
"""Estimada Sra. Fortuny:

Le escribo para dar seguimiento a nuestra oferta de nitrato de sodio granulado (16 % N, big bags de 1.000 kg). El próximo buque con espacio para Valencia sale de Chile el 20 de enero; si quiere asegurar la carga para la campaña de primavera, necesitaríamos su confirmación antes del día 5.

Saludos cordiales,
Camila Rojas Tapia
Salitrera Pampa del Tamarugal SpA""",
"Spanish follow-up on the writer's offer; the note's grade, N and big bags",
Twin("country_wrong", "body", "sale de Chile el", "sale de Bolivia el", "Chile",
     "the sender's country named wrong", found="Bolivia")),

Mail("P034", "s4", "follow-up", "Sodium nitrate CFR Dammam – validity of our offer",
"""Dear Mr Sarhan,

I would like to remind you that our offer for 1,000 t of sodium nitrate CFR Dammam is valid until Friday. After that date, freight rates from Chile to the Gulf are expected to rise.

Please write to me at crojas@salitrerapampa.cl or call +56 57 254 3190 if you have any questions.

Best regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"English (the note's preference) follow-up on the writer's offer; the note's CFR Dammam; sender's e-mail and phone in the text",
Twin("sender_wrong", "body", "crojas@salitrerapampa.cl", "crojas@salitrera-pampa.cl", "crojas@salitrerapampa.cl",
     "a hyphen in the e-mail domain")),

Mail("P035", "s4", "first (other version)", "Volledig wateroplosbaar kaliumnitraat voor de glastuinbouw",
"""Beste Quinn,

Op GreenTech vertelde u dat Dijkstra Meststoffen volledig wateroplosbaar kaliumnitraat zoekt voor kassen met druppelirrigatie. Onze technische kwaliteit uit Iquique (Chili) heeft minder dan 0,02% onoplosbare delen en past daar goed bij.

Zal ik u de specificatie en een prijs CIF Rotterdam sturen?

Met vriendelijke groet,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"Dutch; given name with u; the note's fair and water-soluble grade; category in Dutch; Chile in Dutch",
Twin("artifact", "subject", "Volledig wateroplosbaar", "Volledig volledig wateroplosbaar", "Volledig",
     "doubled word in the subject", found="Volledig volledig")),

Mail("P037", "s4", "follow-up", "Seguito offerta nitrato di potassio",
"""Gentile Dott.ssa Barracco,

Le scrivo per sapere se ha avuto modo di valutare la nostra offerta per le 100 t di nitrato di potassio con consegna a Ravenna. Abbiamo ancora spazio sulla nave di febbraio, ma dovremmo confermare la prenotazione entro la fine del mese.

Resto a disposizione per qualsiasi chiarimento.

Cordiali saluti,
Camila Rojas Tapia
Salitrera Pampa del Tamarugal SpA""",
"Italian follow-up on the writer's offer; the note's quantity and port; company not named",
Twin("note_wrong", "body", "consegna a Ravenna", "consegna a Livorno", "Ravenna",
     "the note's port misquoted", found="Livorno")),
]
