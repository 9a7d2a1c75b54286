"""Natural e-mails, one per buyer P001-P020 (N001-N020), each with the edit its twin gets."""
from mail import Mail as M

MAILS = [
M("P001", "s1", "Okra prices for 5 kg cartons by air - following the London Produce Show",
"""Dear Stewart,

Thank you for stopping by our table at the London Produce Show. As promised, here are our prices for fresh okra packed in 5 kg cartons and flown out of Managua.

- Variety: Clemson Spineless, pods 7-10 cm, hand-picked every second day
- Packing: 5 kg net cartons, 132 cartons per PMC
- Price: USD 2.35/kg CPT London Heathrow, via Miami
- Volume: 2-3 tonnes a week from mid-November to May
- Certification: GlobalG.A.P. (GGN on request)

We are a family-run grower and packer in the Sébaco valley, and Evans Fresh Imports would be our first customer in the United Kingdom, so we would be happy to start with a trial pallet.

Kind regards,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.
+505 2775 2140 | www.hortalizassebaco.com.ni""",
"reply to the price the note records (London Produce Show, 5 kg cartons, air); Dear Stewart; the first surname only in the signature; Managua, Miami and Heathrow as the air route (another country as a transit); CPT; Clemson Spineless; GlobalG.A.P./GGN; the sender's title in Spanish",
"first", "en",
("note_wrong", "body", "the London Produce Show", "Fruit Logistica", "the note records the London Produce Show, not Fruit Logistica")),

M("P002", "s1", "Färsk okra från Nicaragua",
"""Hej Anna,

Jag heter Karla och arbetar med export på Hortalizas Valle de Sébaco i Nicaragua. Vi odlar och packar färsk okra (bamia) i Sébacodalen och skickar redan till grossister i Europa.

Till Olssons Livs skulle vi kunna erbjuda:
- 5 kg kartonger, skidor 7-10 cm
- flyg via Amsterdam till Arlanda, leverans inom 72 timmar efter skörd
- GlobalG.A.P.-certifierad odling

Har ni intresse av en provleverans? Jag skickar gärna en prislista.

Med vänliga hälsningar
Karla Vanessa Rugama Zeledón
Coordinadora de Exportaciones, Hortalizas Valle de Sébaco, S.A.
k.rugama@hortalizassebaco.com.ni""",
"cold introduction wholly in Swedish; Hej Anna; the company in a Swedish sentence without AB; okra also named bamia; Amsterdam as a transit, Arlanda",
"first", "Swedish",
("company_misspelled", "body", "Olssons Livs", "Olsson Livs", "the s of Olssons is lost")),

M("P003", "s1", "عرض بامية طازجة من نيكاراغوا",
"""السيد علي الجودر المحترم،
مدير المشتريات - مؤسسة الجودر للخضار والفواكه

تحية طيبة وبعد،

نحن شركة Hortalizas Valle de Sébaco في نيكاراغوا، نزرع ونعبئ البامية الطازجة في وادي سيباكو. يسعدنا أن نقدم لكم عرضنا:

- البامية الطازجة، صنف Clemson Spineless، طول الثمرة 7-10 سم
- كراتين 5 كغ، حاويات مبردة 40 قدم
- الشحن بحراً إلى ميناء خليفة بن سلمان عبر إعادة الشحن في جبل علي
- شهادة GlobalG.A.P.

نرحب بطلب عينة أو قائمة أسعار.

مع خالص التحية،
كارلا روغاما
Karla Rugama, Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.
+505 2775 2140""",
"wholly in Arabic as the note asks; address block with the title and the company in Arabic; Khalifa Bin Salman Port from the note; Jebel Ali (another country) as transhipment; the sender's name in Arabic script and in Latin; the company without S.A. in the Arabic sentence",
"first", "Arabic",
("title_wrong", "body", "مدير المشتريات", "مدير المبيعات", "sales manager in place of the recorded purchasing manager")),

M("P004", "s1", "Nicaraguan okra for Shaw Produce Distributors - Primus GFS audited",
"""Hi Michael,

It was good to meet you at the IFPA Global Produce & Floral Show. You mentioned that any new okra supplier needs a Primus GFS audit, so first things first: our packhouse in Sébaco passed its Primus GFS audit in September with a score of 97%, and I have attached the certificate.

What we can ship to Shaw Produce:
* Fresh okra, Clemson Spineless and a burgundy variety, 3-4 in pods
* 10 lb and 25 lb cases
* Reefer containers from Corinto to Port Everglades (8-9 days) or air to Miami
* FDA registration and prior notice handled on our side

If you give me a target volume for the winter I can hold a weekly program for you.

Best,
Karla
Karla Vanessa Rugama Zeledón | Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A. | +505 2775 2140""",
"follow-up after the fair the note records; the audit the note asks for; Hi Michael; the company short ('Shaw Produce') in a sentence; US units (in, lb); Corinto, Port Everglades, Miami; FDA",
"follow_up", "en",
("sender_wrong", "body", "+505 2775 2140", "+505 2775 2410", "the sender's phone with two digits swapped")),

M("P005", "s1", "Φρέσκες μπάμιες από τη Νικαράγουα / fresh okra from Nicaragua",
"""Αγαπητέ κύριε Σαμανίδη,

my name is Karla Rugama and I handle exports at Hortalizas Valle de Sébaco, a grower of fresh okra in Nicaragua. Greek customers tell us that small, tender pods matter most, so we pick our okra at 5-7 cm, the size sold for μπάμιες λαδερές.

Our offer for Σαμανίδης Λαχανικά:
- fresh okra, pods 5-7 cm, 4 kg cartons
- air freight to Athens via Madrid, or reefer to Piraeus in about 24 days
- winter window: December to April, when Greek okra is out of season
- price on request, FCA Managua

Θα χαρώ να σας στείλω δείγμα.

Με εκτίμηση,
Karla Rugama
Coordinadora de Exportaciones, Hortalizas Valle de Sébaco, S.A.""",
"Greek greeting in the vocative (κύριε Σαμανίδη) and closing, English body; okra named μπάμιες; the company without Ο.Ε.; Madrid as transit, Athens, Piraeus; FCA",
"first", "part",
("country_wrong", "body", "Greek customers tell us", "Cypriot customers tell us", "the buyer's market is Greece, not Cyprus")),

M("P006", "s1", "ゴーヤのサンプル発送について（ニカラグア産）",
"""田中青果株式会社
仕入部長 田中 涼平様

いつもお世話になっております。ニカラグアのHortalizas Valle de Sébaco, S.A.のカルラ・ルガマでございます。

ご依頼いただきましたゴーヤ（苦瓜）のサンプルについてご連絡いたします。

・品種：中長タイプ、1本250～350g
・荷姿：5kg段ボール 2ケース
・輸送：マナグア発、ヒューストン経由で成田着の航空便
・発送予定：来週火曜日、AWB番号は確定後にお知らせいたします

植物検疫証明書を添付いたします。到着後、品質についてご意見をいただけますと幸いです。

よろしくお願いいたします。

カルラ・ルガマ
Karla Rugama / Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"reply to the sample request the note records (by air to Narita), wholly in Japanese; Japanese address block with company, title and 様; bitter gourd as ゴーヤ（苦瓜）; Houston as transit; the sender in katakana",
"first", "Japanese",
("contact_wrong", "body", "田中 涼平様", "田中 涼介様", "the given name 涼平 changed to 涼介")),

M("P007", "s1", "Bitter gourd supply for Johnson Asian Foods",
"""Hello Erica,

I am writing from Nicaragua, where we grow bitter gourd for Asian and Caribbean wholesalers in North America. I saw that Johnson Asian Foods carries a wide range of tropical vegetables, and I would like to offer you a second source for the winter months.

We grow two types:
1. Chinese bitter gourd (light green, smooth ridges, 25-30 cm)
2. Indian karela (dark green, spiny, 12-18 cm)

Both are packed in 20 lb cartons and flown to Toronto Pearson via Miami twice a week. We hold GlobalG.A.P. and Primus GFS certificates, and the CFIA import requirements are familiar to us.

Would a price list CPT Toronto be useful?

Kind regards,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.
www.hortalizassebaco.com.ni""",
"cold introduction; Hello Erica; two types of the category (karela); Toronto Pearson, Miami; CFIA; CPT",
"first", "en",
("category_wrong", "body", "we grow bitter gourd for", "we grow bottle gourd for", "bottle gourd, a neighbouring gourd the sender does not sell", ), "bottle gourd", "bitter gourd"),

M("P008", "s1", "Bittergurke aus Nicaragua – Wochenmengen nach der Fruit Logistica",
"""Sehr geehrter Herr Dörr,

vielen Dank für das Gespräch an unserem Stand auf der Fruit Logistica in Berlin. Sie hatten nach den Wochenmengen gefragt, die wir für Asia-Frisch Dörr liefern können.

Für die Saison November bis April planen wir:
- Bittergurke (Chinese type, 25-30 cm): 1,5 t pro Woche
- Bittergurke (indische Karela): 0,8 t pro Woche
- Verpackung: 5-kg-Karton, Luftfracht ab Managua nach Frankfurt über Madrid

Die Ware ist GlobalG.A.P.-zertifiziert. Gerne sende ich Ihnen ein Angebot CPT Frankfurt.

Mit freundlichen Grüßen
Karla Rugama
Exportkoordinatorin
Hortalizas Valle de Sébaco, S.A.""",
"follow-up after the fair and the question the note records, wholly in German; Sehr geehrter Herr Dörr; the company without GmbH; bitter gourd as Bittergurke and Karela; the sender's title in German; Madrid as transit",
"follow_up", "German",
("artifact", "body", "Sie hatten nach den Wochenmengen gefragt", "Sie hatten nach den den Wochenmengen gefragt", "doubled word 'den den'"), "den den"),

M("P009", "s1", "Bitter gourd from Nicaragua for your Warsaw warehouse",
"""Dzień dobry Pani Nicole,

I hope you don't mind an e-mail in English. I am the export coordinator of Hortalizas Valle de Sébaco, a Nicaraguan grower of bitter gourd, and I understand that Rozumek Import supplies many Vietnamese and Chinese shops in Poland.

Our bitter gourd (khổ qua / 苦瓜) is harvested young, 20-25 cm, and packed in 5 kg cartons. We ship by air to Warsaw Chopin via Amsterdam, or as part of a mixed reefer container to Gdańsk.

Could I send you our winter price list?

Pozdrawiam serdecznie,
Karla Rugama
Hortalizas Valle de Sébaco, S.A.
+505 2775 2140""",
"English with a Polish greeting (Pani + given name) and closing; the product also named in Vietnamese and Chinese; the company without Sp. z o.o.; Amsterdam as transit, Warsaw Chopin, Gdańsk; Vietnam and China named as customers' origins",
"first", "part",
("company_foreign", "body", "Rozumek Import", "Frutas Exóticas Vélez", "another buyer's company (Spain, same category)")),

M("P010", "s1", "Melón amargo de Nicaragua para Frutas Exóticas Vélez",
"""Estimado Sr. Vélez:

Le escribo desde Sébaco, Nicaragua. Somos productores y exportadores de hortalizas orientales y queremos presentarle nuestro melón amargo (bitter gourd, karela), que ya vendemos a importadores de Holanda y Alemania.

Características:
• Tipo chino, verde claro, 25-30 cm, y tipo indio, 12-18 cm
• Cajas de 5 kg, paletizadas
• Envío marítimo en contenedor refrigerado desde Puerto Cortés (Honduras) hasta Algeciras, unos 16 días
• Certificación GlobalG.A.P.

Si Frutas Exóticas Vélez busca un proveedor de contraestación, con gusto le envío precios CIF Algeciras.

Atentamente,
Karla Vanessa Rugama Zeledón
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"cold introduction wholly in Spanish; Estimado Sr. Vélez:; bitter gourd as melón amargo; Puerto Cortés in Honduras (another country) and Algeciras; the Netherlands and Germany as other markets; the company without S.L.",
"first", "Spanish",
("company_missing", "body", [("para Frutas Exóticas Vélez", "para su empresa"), ("Si Frutas Exóticas Vélez busca", "Si su empresa busca")], "su empresa", "every mention of the company replaced by 'su empresa'"), "su empresa", "Frutas Exóticas Vélez S.L."),

M("P011", "s1", "니카라과산 가지 (long eggplant) 공급 제안",
"""이시우 팀장님께,

안녕하세요. 니카라과 Hortalizas Valle de Sébaco의 수출 담당 Karla Rugama입니다.

주식회사 이농산에서 수입 채소를 취급하신다고 들어 연락드립니다. 저희는 세바코 계곡에서 긴 가지(long eggplant)를 재배하고 있습니다.

- Chinese long type, 25-35 cm, 5 kg box
- GlobalG.A.P. certified
- Air freight Managua - Los Angeles - Incheon, or reefer via Manzanillo (Mexico)

Price list and photos can be sent in English. 감사합니다.

Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"Korean greeting and opening with 팀장님 (the title's address form) and the company in Hangul, English list; Los Angeles and Manzanillo in Mexico (other countries) as routes",
"first", "part",
("company_misspelled", "body", "주식회사 이농산", "주식회사 이농상", "산 changed to 상")),

M("P012", "s1", "GlobalG.A.P.-Zertifikat und Angebot lange Auberginen",
"""Sehr geehrter Herr Hausberger,

Sie hatten bei Ihrer Anfrage erwähnt, dass Hausberger Gemüsehandel nur GlobalG.A.P.-zertifizierte Ware einkauft. Im Anhang finden Sie unser gültiges Zertifikat (GGN 4063061888888, Option 1, Produkt: Auberginen) sowie den aktuellen GRASP-Bericht.

Unser Angebot für lange Auberginen:
- Sorte: Chinese long, violett, 25-35 cm
- Verpackung: 5-kg-Kisten, 200 Kisten pro Palette
- Lieferung per Kühlcontainer ab Puerto Cortés nach Rotterdam, weiter per LKW nach Wien
- Preis: EUR 1,85/kg CIF Rotterdam

Als Geschäftsführer entscheiden Sie sicher selbst – ich freue mich auf Ihre Rückmeldung.

Mit freundlichen Grüßen
Karla Rugama
Hortalizas Valle de Sébaco, S.A., Nicaragua""",
"reply to the certificate the note records, wholly in German; the company without GmbH; the title in a German sentence; long eggplant as lange Auberginen; GGN, GRASP; Puerto Cortés, Rotterdam, Vienna (routes through other countries); CIF",
"first", "German",
("title_wrong", "body", "Als Geschäftsführer entscheiden", "Als Einkaufsleiter entscheiden", "head of purchasing in place of the recorded managing director"), "Einkaufsleiter", "Geschäftsführer"),

M("P013", "s1", "חצילים ארוכים מניקרגואה / long eggplant offer",
"""שלום אלינור,

My name is Karla Rugama, export coordinator at Hortalizas Valle de Sébaco in Nicaragua. We grow long eggplant (חציל ארוך) for importers in Europe and North America and would like to offer דוד יבוא ירקות a winter supply when local production is low.

- Chinese long and Japanese types, 20-30 cm
- 5 kg cartons, air freight via Madrid to Ben Gurion
- GlobalG.A.P.; we can provide the phytosanitary documents the Israeli PPIS requires

Would you like to receive a sample box?

בברכה,
Karla Rugama
Hortalizas Valle de Sébaco, S.A.""",
"Hebrew greeting with the given name and closing, English body; the company in Hebrew without בע\"מ; the product in Hebrew; Madrid as transit, Ben Gurion; PPIS",
"first", "part",
("company_foreign", "body", "דוד יבוא ירקות", "Hausberger Gemüsehandel", "another buyer's company (Austria, same category)")),

M("P014", "s1", "Aubergines longues du Nicaragua – fret maritime vers Anvers",
"""Bonjour Monsieur Gérard,

Nous nous sommes rencontrés sur Fruit Attraction à Madrid, où vous m'aviez interrogée sur le fret maritime jusqu'à Anvers. Voici les détails :

- Aubergines longues (type chinois, 25-35 cm), cartons de 5 kg
- Conteneur reefer 40' au départ de Puerto Cortés (Honduras), transit de 17 à 19 jours jusqu'à Anvers
- Température 10-12 °C, atmosphère contrôlée possible
- Capacité : 20 palettes par conteneur, un conteneur toutes les deux semaines de décembre à avril

En tant qu'acheteur fruits et légumes chez Gérard Primeurs, vous trouverez peut-être utile de commencer par un groupage avec nos gombos.

Bien cordialement,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"follow-up after the fair and the question the note records, wholly in French; Bonjour Monsieur Gérard; the recorded title in a French sentence; the company without SRL; long eggplant as aubergines longues; okra as gombos (also sold by the sender); Puerto Cortés (Honduras), Antwerp",
"follow_up", "French",
("note_wrong", "body", "sur Fruit Attraction à Madrid", "sur le SIAL à Paris", "the note records Fruit Attraction in Madrid, not SIAL Paris"), "le SIAL à Paris", "Fruit Attraction à Madrid"),

M("P015", "s1", "Melanzane lunghe dal Nicaragua",
"""Gentile signora Monte,

mi chiamo Karla Rugama e mi occupo delle esportazioni di Hortalizas Valle de Sébaco, in Nicaragua. Coltiviamo melanzane lunghe (tipo cinese e tipo giapponese) che spediamo in Europa da dicembre ad aprile.

Per Monte Ortofrutta potremmo proporre:
- casse da 5 kg, calibro 25-35 cm
- trasporto aereo via Madrid fino a Zurigo, oppure via mare fino a Genova e poi su camion fino in Ticino
- certificazione GlobalG.A.P. e SwissGAP su richiesta

Le invio volentieri il listino prezzi in franchi o in euro.

Cordiali saluti,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"cold introduction wholly in Italian; Gentile signora Monte; the company without SA; melanzane lunghe; Madrid, Zürich (Zurigo), Genoa in Italy, Ticino; SwissGAP; prices in francs or euros",
"first", "Italian",
("sender_wrong", "body", "Hortalizas Valle de Sébaco, in Nicaragua", "Hortalizas Valle de Sébaco, in Honduras", "the sender's own country changed to Honduras"), "in Honduras", "in Nicaragua"),

M("P016", "s2", "Broom grass price per tonne to Nong Khai",
"""เรียน คุณจณิตตา

Thank you for your enquiry about broom grass. As requested, here is our price per tonne delivered by truck to Nong Khai:

- Dried broom grass panicles (Thysanolaena latifolia), cleaned, 80-110 cm
- Moisture below 12%, pressed bales of about 30 kg
- THB 38,500 per tonne DAP Nong Khai, across the Friendship Bridge
- Minimum order: one 10-wheel truck (about 9 t)
- Harvest: January to March, from Luang Prabang and Oudomxay provinces

We can also send a 5 kg sample bale with the next truck if บริษัท นฤทุกข์ เทรดดิ้ง จำกัด would like to check the quality first.

ขอบคุณครับ
Phonesavanh Keomany
Export Manager
Nam Ou Forest Products Sole Co., Ltd.
+856 71 254 318""",
"reply to the price the note records (per tonne, trucked to Nong Khai); Thai greeting เรียน คุณ + given name and Thai closing, English body; the company in Thai script; the sender's title in English; Thysanolaena latifolia; DAP; the Friendship Bridge; Lao provinces; THB",
"first", "part",
("country_wrong", "body", "delivered by truck to Nong Khai", "delivered by truck to Nong Khai, Vietnam", "Nong Khai is in Thailand, the buyer's country"), "Nong Khai, Vietnam", "Nong Khai"),

M("P017", "s2", "老挝扫帚草供货 / broom grass from Laos",
"""周经理您好！

我是老挝琅勃拉邦Nam Ou Forest Products Sole Co., Ltd.的出口经理Phonesavanh（中文名：蓬沙万）。我们常年收购并加工老挝北部的扫帚草（棕叶芦，broom grass），想向昆明周氏工贸有限公司介绍我们的产品。

产品规格：
1. 干燥穗长80-110厘米，去叶去杂
2. 含水率≤12%，压缩包每包约30公斤
3. 经中老铁路从琅勃拉邦运到昆明，约一天；也可经磨憨口岸汽运

如需样品或报价（CPT昆明），请随时告知。

此致
敬礼

Phonesavanh Keomany
ຜູ້ຈັດການຝ່າຍສົ່ງອອກ / 出口经理
Nam Ou Forest Products Sole Co., Ltd.""",
"cold introduction wholly in Chinese (simplified); 周经理 (family name + title as address); the sender with a Chinese name; the title in Lao and Chinese; broom grass as 扫帚草/棕叶芦; the Laos-China railway, Mohan port; CPT Kunming",
"first", "Chinese",
("artifact", "body", "想向昆明周氏工贸有限公司介绍我们的产品。", "想向昆明周氏工贸有限公司介绍我们的", "the sentence is cut off before its object"), "想向昆明周氏工贸有限公司介绍我们的\n", "想向昆明周氏工贸有限公司介绍我们的产品。"),

M("P018", "s2", "Віничне сорго? Ні — broom grass з Лаосу",
"""Шановний пане Єлисею,

мене звати Phonesavanh Keomany, я експорт-менеджер компанії Nam Ou Forest Products Sole Co., Ltd. з Лаосу. Ми знаємо, що в Україні віники роблять переважно із сорго, але для м'яких кімнатних віників дедалі частіше купують азійську broom grass (Thysanolaena latifolia).

Для ТОВ «Гунько Віник» пропонуємо:
- сухі волоті 80-110 см, вологість до 12%
- тюки по 30 кг, 40' контейнер (близько 12 т)
- доставка морем з Лемчабангу (Таїланд) до Одеси або через Гданськ

Будемо раді надіслати зразок.

З повагою,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.
phonesavanh@namouforest.la""",
"cold introduction wholly in Ukrainian; Шановний пане + vocative given name; the company in Cyrillic with its quotes; sorghum (not sold) named only as the local material the product replaces; Laem Chabang in Thailand, Odesa, Gdańsk",
"first", "Ukrainian",
("company_misspelled", "body", "ТОВ «Гунько Віник»", "ТОВ «Гуньков Віник»", "a letter added to the family name")),

M("P019", "s2", "Benjoin de Siam – certificat IFRA et COA",
"""Chère Madame Moreno,

Suite à notre échange au World Perfumery Congress, vous trouverez ci-joint le certificat IFRA et le certificat d'analyse (COA) de notre lot actuel de benjoin du Laos.

- Benjoin de Siam (Styrax tonkinensis), larmes « almond » grade 1
- Teneur en acide benzoïque : 12-14 %, sans acide cinnamique
- Origine : forêts de Luang Prabang et Houaphan
- Conditionnement : cartons de 25 kg, doublés polyéthylène
- Expédition : camion jusqu'à Laem Chabang, puis maritime jusqu'à Fos-sur-Mer

En tant qu'acheteuse matières premières naturelles chez Arômes Moreno, vous souhaiterez peut-être un échantillon de 500 g pour votre laboratoire : je peux l'envoyer par DHL cette semaine.

Bien cordialement,
Phonesavanh
Nam Ou Forest Products Sole Co., Ltd.
ຜູ້ຈັດການຝ່າຍສົ່ງອອກ (directeur export)""",
"follow-up after the fair with the certificates the note records, wholly in French; Chère Madame Moreno; the recorded title in a French sentence (acheteuse); the company without SAS; benzoin as benjoin de Siam; Styrax tonkinensis; Laem Chabang (Thailand), Fos-sur-Mer; the sender by given name only, the title in Lao with a French gloss",
"follow_up", "French",
("note_wrong", "body", "au World Perfumery Congress", "au salon in-cosmetics Global", "the note records the World Perfumery Congress"), "in-cosmetics Global", "World Perfumery Congress"),

M("P020", "s2", "Siam benzoin for incense - Nam Ou Forest Products, Laos",
"""नमस्ते बिनोद जी,

I am Phonesavanh Keomany, export manager of Nam Ou Forest Products in Luang Prabang, Laos. We collect Siam benzoin (Styrax tonkinensis) from village tappers in northern Laos, and many incense makers in Asia use it as a base for dhoop and agarbatti.

For शाही धूप उद्योग we can offer:
- benzoin siftings and small tears, grade 3, for dhoop mass
- 25 kg cartons, by sea to Kolkata and by road to Kathmandu via Birgunj
- or 100 kg lots by air to Tribhuvan International Airport

Shall I send you a small sample with our price list?

धन्यवाद,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.
+856 71 254 318""",
"Nepali greeting with the given name + जी and closing, English body; the company in Devanagari without प्रा. लि.; dhoop, agarbatti; Kolkata in India and Birgunj as the route, Kathmandu, Tribhuvan airport",
"first", "part",
("sender_wrong", "body", "Nam Ou Forest Products in Luang Prabang", "Nam Ou Forest Products in Vientiane", "the sender's city changed")),
]
