"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "reply", "Angebot: 20 t IQF-Brombeeren Klasse A, CIF Hamburg",
"""Sehr geehrte Frau Heß,

vielen Dank für das Gespräch an unserem Stand auf der Anuga in Köln. Wie besprochen sende ich Ihnen unser Angebot für die Heß Tiefkühlkost GmbH:

– 20 t tiefgefrorene Brombeeren (IQF), Klasse A, Sorte Čačanska bestrna, Kaliber 18–24 mm
– Verpackung: 10-kg-Kartons mit PE-Inlay, 2 × 20'-Reefer
– Preis: 2,45 EUR/kg CIF Hamburg, Verladung ab Oktober
– IFS Food und GLOBALG.A.P. liegen bei

Das Angebot gilt 30 Tage. Gerne schicken wir vorab ein Muster per Kurier.

Mit freundlichen Grüßen
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o., Arilje, Serbien
+381 31 3891 204""",
"German; the note's fair, quantity, grade and Incoterm; company with article (für die …); Brombeeren; variety name in Serbian",
Twin("company_misspelled", "body", "die Heß Tiefkühlkost GmbH:", "die Hes Tiefkühlkost GmbH:", "Heß Tiefkühlkost GmbH",
     "ß dropped to a single s", found="Hes Tiefkühlkost GmbH")),

Mail("P002", "s1", "reply", "BRCGS certificate and spec sheet – IQF blackberries",
"""Dear Mr Morgan,

As promised, please find attached our BRCGS Food Safety certificate (grade AA, valid until March 2026) and the specification sheet for our IQF blackberries. In short: thornless varieties from the Arilje and Zlatibor area, 16–24 mm, Brix 9 min., foreign matter max. 1 piece per 10 kg, metal-detected, packed in 10 kg cartons.

Once your QA team at Morgan Foods has reviewed the documents, I will be glad to send a 2 kg sample by courier.

Kind regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.
+381 31 3891 204 | jelena.markovic@zlatiborka.rs""",
"English; the note's certificate and spec sheet before a sample; company shortened (no Ltd); specs",
Twin("company_foreign", "body", "your QA team at Morgan Foods", "your QA team at Ramaker Fruit", "Morgan Foods Ltd",
     "another buyer's company (same category, Netherlands)", found="Ramaker Fruit")),

Mail("P003", "s1", "cold", "Diepvriesbramen uit Servië voor Ramaker Fruit",
"""Beste mevrouw Ramaker,

Mijn naam is Jelena Marković, export sales manager bij Zlatiborka Agrar in Arilje, Servië. Wij verwerken en vriezen bramen en frambozen van ruim 600 kleine telers in West-Servië.

Voor Ramaker Fruit kunnen wij IQF-bramen leveren (klasse A en B), maar ook brokken en puree voor de zuivel- en bakkerij-industrie. Alles is IFS- en GLOBALG.A.P.-gecertificeerd en wordt in dozen van 10 kg of in octabins van 500 kg verpakt; levering FCA Arilje of DAP Rotterdam.

Zal ik u onze prijslijst en een specificatie toesturen?

Met vriendelijke groet,
Jelena Marković
Zlatiborka Agrar d.o.o.
+381 31 3891 204""",
"Dutch; category as diepvriesbramen / IQF-bramen; raspberries named as the firm's other fruit; company without B.V.; her title in lower case",
Twin("company_missing", "body", "Voor Ramaker Fruit kunnen", "Voor uw bedrijf kunnen", "Ramaker Fruit B.V.",
     "every mention replaced (subject too)", found="Voor uw bedrijf",
     extra=(("subject", "voor Ramaker Fruit", "voor uw bedrijf"),))),

Mail("P004", "s1", "cold", "IQF blackberries from Serbia – Klorek Mrożonki",
"""Dear Mr Klorek,

I am writing from Zlatiborka Agrar, a fruit freezer in Arilje, western Serbia. I understand Klorek Mrożonki packs frozen fruit for Polish retail and bakeries, and I wonder whether Serbian blackberries could complement your own supply in the months when Polish raw material runs short.

We offer IQF blackberries in grades A and B, crumble and seedless purée, all from the 2025 harvest, shipped in reefer trucks (about two days to Warsaw). We hold IFS Food and GLOBALG.A.P.

Would a short call next week suit you?

Best regards,
Jelena Marković
Export Sales Manager, Zlatiborka Agrar d.o.o.
+381 31 3891 204""",
"English; Polish company name with ż in the subject and body; Poland named as the buyer's own supply",
Twin("contact_wrong", "body", "Dear Mr Klorek,", "Dear Mr Klimek,", "Franciszek Klorek",
     "near-miss Polish family name", found="Mr Klimek")),

Mail("P005", "s1", "reply", "冷凍ブラックベリーのサンプル送付について（FOODEX JAPANのお礼）",
"""鈴木食品株式会社
購買部長 鈴木修平様

FOODEX JAPANでは弊社ブースにお立ち寄りいただき、誠にありがとうございました。セルビアのZlatiborka Agrarのイェレナ・マルコヴィッチです。

ご依頼の冷凍ブラックベリー（IQF、Aグレード）のサンプル2 kgを、本日DHLにて発送いたしました。追跡番号は別途お送りします。規格書と残留農薬分析結果（ドイツの検査機関によるもの）も添付いたします。

ご検討のほど、よろしくお願い申し上げます。

Zlatiborka Agrar d.o.o.
輸出営業マネージャー　イェレナ・マルコヴィッチ
+381 31 3891 204""",
"Japanese letter head with title and 様; the note's fair and 2 kg samples; sender's name in katakana and title translated; Germany as a lab's country",
Twin("title_wrong", "body", "購買部長 鈴木修平様", "営業部長 鈴木修平様", "購買部長",
     "sales for purchasing", found="営業部長")),

Mail("P006", "s1", "cold", "Kajmak im 1-kg-Becher für Ihre Wiener Kunden",
"""Sehr geehrter Herr Friedrich,

Sie beliefern Balkan-Lebensmittelgeschäfte in Wien – genau für diese Kundschaft stellen wir in Arilje echten serbischen Kajmak her: gereifter Rahm aus der Milch von Kühen vom Zlatibor, im 1-kg-Becher, wie Sie ihn sich wünschen. Haltbarkeit gekühlt 30 Tage; Lieferung zweimal pro Woche im Kühl-LKW über Ungarn, etwa 14 Stunden bis Wien.

Wir haben die EU-Zulassung für Milchprodukte und liefern bereits nach Deutschland und Slowenien.

Darf ich Ihnen eine Preisliste und zwei Probebecher schicken?

Freundliche Grüße
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o. · +381 31 3891 204""",
"German (Austria); the note's customers and tub size; company not named; Hungary as a route, Germany and Slovenia as existing markets",
Twin("category_wrong", "body", "echten serbischen Kajmak her", "echten serbischen Ajvar her", "kajmak",
     "another Serbian product", found="Ajvar")),

Mail("P007", "s1", "cold", "Serbian kajmak for Gloor Käse",
"""Dear Ms Gloor,

Swiss cheese counters increasingly stock Balkan specialities, and I would like to introduce our kajmak to Gloor Käse. We are a dairy and fruit company in Arilje, Serbia; our kajmak is made the traditional way from the cream of Zlatibor cows' milk, matured for ten days, and sold in 250 g, 500 g and 1 kg tubs.

We already ship to retailers in the EU, and our veterinary certificate covers export to Switzerland as well.

If it is of interest, I can send samples and our price list CPT Zürich.

Kind regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English; company without AG; Swiss as adjective; the EU as a market; CPT Zürich",
Twin("country_wrong", "body", "Swiss cheese counters", "Austrian cheese counters", "Switzerland",
     "the buyer's market named wrong", found="Austrian")),

Mail("P008", "s1", "cold", "Kajmak from Serbia – for Hellbergs Delikatesser",
"""Dear Lena,

I hope you don't mind me writing in English. I am Jelena Marković, export sales manager at Zlatiborka Agrar in Arilje, Serbia, and I'd like to offer Hellbergs Delikatesser our kajmak, the soft, slightly salty clotted cream every Balkan family in Sweden knows.

We pack it in 250 g and 500 g tubs, with Swedish labels if needed; shelf life 30 days at 0–4 °C; reefer transport via Malmö.

Shall I send you a few tubs to taste?

Best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.
+381 31 3891 204
jelena.markovic@zlatiborka.rs""",
"English as the note prefers; given-name greeting; Swedish genitive company name; Malmö",
Twin("sender_wrong", "body", "+381 31 3891 204", "+381 31 3819 204", "+381 31 3891 204",
     "two digits of the sender's phone swapped")),

Mail("P009", "s1", "fair", "Каймак из Сербии: декларация ЕАЭС",
"""Уважаемый Серафим,

благодарю за встречу на «Продэкспо» в Москве. Как договаривались, высылаю информацию по нашему каймаку для ООО «Торговый дом Попова».

Декларация о соответствии ЕАЭС на каймак (ТР ТС 033/2013) у нас есть, копию прилагаю. Фасовка 250 г и 500 г, срок годности 30 суток при 0–4 °C, доставка рефрижератором через Венгрию и Беларусь.

Буду рада прислать образцы и прайс-лист.

С уважением,
Елена Маркович
менеджер по экспорту
Zlatiborka Agrar d.o.o., Ариле, Сербия
+381 31 3891 204""",
"Russian; the Russian note's fair and EAEU certificate; sender's name and title in Russian; Hungary and Belarus as routes",
Twin("artifact", "body", "информацию по нашему", "информацию по по нашему", "по",
     "doubled word", found="по по")),

Mail("P010", "s1", "reply", "Re: FDA registration for our kajmak",
"""Dear Mr Jacobs,

Thank you for your question about FDA registration. Zlatiborka Agrar d.o.o. is registered with the FDA as a food facility (the number is available on request), and our kajmak is produced under a HACCP plan; for each shipment our US broker files prior notice.

For the Serbian and Bosnian delis you supply in Chicago, we would suggest our 500 g tub, which travels frozen by sea to New York and then by truck; after thawing it keeps 21 days.

I'd be glad to send you a price list FOB Bar or DDP Chicago.

Best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o., Serbia""",
"English; the note's FDA question and Chicago delis; Bar (Montenegro) as the port; New York",
Twin("note_wrong", "body", "delis you supply in Chicago", "delis you supply in Detroit", "Chicago",
     "the note's city misquoted", found="Detroit")),

Mail("P011", "s1", "fair", "Μαρμελάδα δαμάσκηνο χωρίς προσθήκη ζάχαρης",
"""Αγαπητή κυρία Αθανασιάδη,

σας ευχαριστώ για τη συνάντησή μας στη Food Expo στην Αθήνα. Όπως συζητήσαμε, η Zlatiborka Agrar παράγει μαρμελάδα δαμάσκηνο χωρίς προσθήκη ζάχαρης, μόνο από σερβικά δαμάσκηνα Požegača και συμπυκνωμένο χυμό μήλου, σε βάζα των 330 g.

Θα χαρούμε να στείλουμε δείγματα στην Αθανασιάδη Τρόφιμα Α.Ε. μαζί με τις τεχνικές προδιαγραφές και τον τιμοκατάλογο CIF Πειραιάς.

Με εκτίμηση,
Γελένα Μάρκοβιτς
Υπεύθυνη Εξαγωγών
Zlatiborka Agrar d.o.o., Σερβία""",
"Greek; the note's fair and no-added-sugar wish; category in Greek; sender's name and title in Greek; Piraeus",
Twin("company_misspelled", "body", "στην Αθανασιάδη Τρόφιμα Α.Ε.", "στην Αθανασάδη Τρόφιμα Α.Ε.", "Αθανασιάδη Τρόφιμα Α.Ε.",
     "a letter dropped", found="Αθανασάδη Τρόφιμα Α.Ε.")),

Mail("P012", "s1", "cold", "Kosher-certified plum jam for חמוד מזון",
"""Shalom Nitai,

I am Jelena Marković from Zlatiborka Agrar in Serbia. We make plum jam from Požegača plums, 60% fruit, and I understand that for חמוד מזון a kosher certificate is a must: our jam line is supervised by the Orthodox Union (OU), and the certificate is renewed each year; I attach the current one.

We pack in 370 g glass jars and 12 kg buckets for bakeries, and ship by container to Ashdod or Haifa.

Would you like to receive samples?

Toda raba and best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"English with Hebrew greeting and closing; the note's kosher certificate; company in Hebrew without בע\"מ; Ashdod, Haifa",
Twin("company_foreign", "body", "for חמוד מזון a kosher", "for Bartoli Alimentari a kosher", "חמוד מזון בע\"מ",
     "another buyer's company (same category, Italy)", found="Bartoli Alimentari")),

Mail("P013", "s1", "cold", "Confiture de prunes de Serbie",
"""Madame Gautier,

Je me permets de vous écrire au nom de Zlatiborka Agrar, producteur de fruits à Arilje, en Serbie. Nous fabriquons une confiture de prunes à l'ancienne, cuite en chaudron de cuivre à partir de quetsches Požegača, 65 % de fruits, sans pectine ajoutée.

Je pense qu'elle aurait sa place dans les rayons de l'Épicerie Gautier, à côté des confitures françaises : un produit d'origine, peu connu mais très apprécié des amateurs. Bocaux de 370 g, cartons de 12.

Puis-je vous envoyer quelques bocaux et nos tarifs DAP ?

Bien cordialement,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"French; category in French; company with elided article (de l'Épicerie Gautier); French jams as a comparison",
Twin("company_missing", "body", "les rayons de l'Épicerie Gautier,", "les rayons de votre épicerie,", "Épicerie Gautier SARL",
     "the only mention replaced", found="votre épicerie")),

Mail("P014", "s1", "cold", "Confettura di prugne serba per Bartoli Alimentari",
"""Gentile Sig. Bartoli,

mi chiamo Jelena Marković e mi occupo delle vendite estere di Zlatiborka Agrar, azienda agricola di Arilje, in Serbia. Produciamo confettura di prugne (65% di frutta, prugne Požegača della valle della Moravica) in vasetti da 370 g e in secchielli da 12 kg per pasticcerie e industria.

Se Bartoli Alimentari cerca una confettura di prugne con un buon rapporto qualità-prezzo, sarei lieta di inviarLe campioni e il listino prezzi franco destino.

Cordiali saluti,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.""",
"Italian; category in Italian; company without S.r.l.; formal Lei",
Twin("contact_wrong", "body", "Gentile Sig. Bartoli,", "Gentile Sig. Bertoli,", "Gianpietro Bartoli",
     "near-miss family name", found="Sig. Bertoli")),

Mail("P015", "s1", "reply", "Price list: plum jam, 370 g jars",
"""Dear Ms Kim,

Thank you for your interest in our plum jam. As requested, please find below our price list for the 370 g glass jar (12 jars per carton, 1,800 cartons per 20' container):

– Plum jam classic, 65% fruit: USD 1.62 per jar
– Plum jam, no added sugar: USD 1.89 per jar
– Terms: CIF Busan, payment 30% in advance, 70% against documents

As 구매팀장 of 주식회사 다온식품 you will probably want labels in Korean; we can print them or apply stickers supplied by you.

Best regards,
Jelena Marković
Export Sales Manager
Zlatiborka Agrar d.o.o.
+381 31 3891 204""",
"English; the note's price list and jar size; title and company in Hangul inside English; Busan",
Twin("title_wrong", "body", "As 구매팀장 of", "As 영업팀장 of", "구매팀장",
     "sales team leader for purchasing team leader", found="영업팀장")),

Mail("P016", "s2", "fair", "Coffrets à bijoux en thuya pour Noël – suite à Maison&Objet",
"""Chère Madame Honoré,

Merci encore pour votre visite sur notre stand à Maison&Objet. Comme convenu, voici notre proposition pour les 500 coffrets à bijoux en thuya destinés à vos ventes de Noël :

– coffret 15 × 10 × 6 cm, loupe de thuya marquetée de citronnier, intérieur en feutrine bordeaux
– 14,50 € HT la pièce, DAP Bruxelles
– fabrication en 5 semaines dans nos ateliers d'Essaouira, livraison mi-novembre

Nous pouvons graver le logo d'Honoré Décoration sous chaque coffret sans supplément.

Bien cordialement,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL
+212 524 47 36 18""",
"French; the note's fair, quantity and Christmas; category in French; company with elided d'; Brussels",
Twin("category_wrong", "body", "coffrets à bijoux en thuya destinés", "coffrets à bijoux en bois d'olivier destinés",
     "thuya wood boxes", "olive wood for thuya", found="bois d'olivier")),

Mail("P017", "s2", "cold", "Cajas de madera de tuya de Esauira",
"""Estimado Sr. Vilaplana:

Le escribo desde Mogador Artisanat et Terroir, un taller de ebanistería de Esauira (Marruecos). Trabajamos la madera de tuya, una conífera que solo crece en esta región, y fabricamos cajas, joyeros y cajas de té con incrustaciones de limonero y nácar.

Muchas tiendas de regalo en España venden ya artesanía marroquí; creo que nuestras cajas encajarían muy bien en el surtido de Regalos Vilaplana. Pedido mínimo: 200 piezas surtidas, envío por camión vía Tánger–Algeciras.

¿Le envío nuestro catálogo?

Un saludo cordial,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL""",
"Spanish; category and city in Spanish (tuya, Esauira); company without S.L.; Tangier–Algeciras route",
Twin("country_wrong", "body", "tiendas de regalo en España", "tiendas de regalo en Portugal", "Spain",
     "the buyer's market named wrong", found="Portugal")),

Mail("P018", "s2", "cold", "Handmade thuya wood boxes for مؤسسة آل عواض للهدايا",
"""السلام عليكم Mr Tariq,

My name is Salma Ait Benhaddou, export manager of Mogador Artisanat et Terroir in Essaouira, Morocco. Our craftsmen make boxes from thuya burl, a fragrant wood that grows only in the Essaouira hinterland, inlaid with lemonwood and mother-of-pearl.

Many of our customers in the Gulf use them for dates, oud and perfume gifts, especially before Ramadan and Eid. For مؤسسة آل عواض للهدايا we could also laser-engrave your name in Arabic on the lid.

May I send you our catalogue and prices CIF Jeddah?

With kind regards,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL
+212 524 47 36 18""",
"English with Arabic greeting; given-name address (Mr Tariq); company in Arabic inside English; her title in English; Jeddah",
Twin("sender_wrong", "body", "Mogador Artisanat et Terroir SARL\n+212", "Mogador Artisanats et Terroir SARL\n+212",
     "Mogador Artisanat et Terroir SARL", "the sender's company misspelt in the signature",
     found="Mogador Artisanats et Terroir SARL")),

Mail("P019", "s2", "reply", "Stalen amlou in potten van 250 g",
"""Beste heer Dierickx,

Zoals gevraagd heb ik vandaag stalen van onze amlou naar Delicatessen Dierickx verstuurd: drie potten van 250 g, klassiek (geroosterde amandelen, arganolie en tijmhoning), met extra honing en met pinda's. De zending gaat per DHL en zou donderdag in België aankomen.

Amlou is een Berberse smeerpasta uit de streek van Essaouira; wij maken hem met culinaire arganolie. Houdbaarheid 12 maanden.

Ik hoor graag wat u ervan vindt.

Met vriendelijke groeten,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL""",
"Dutch; the note's samples in 250 g jars; company without BV",
Twin("artifact", "body", "stalen van onze amlou naar", "stalen van onze {product_name} naar", "amlou",
     "template placeholder left in", found="{product_name}")),

Mail("P020", "s2", "cold", "Amlou – Moroccan almond and argan spread",
"""Dear Ms Farmer,

I hope you don't mind a cold e-mail. I am Salma Ait Benhaddou, export manager at Mogador Artisanat et Terroir in Essaouira, Morocco, and I would like to introduce amlou to Farmer Fine Foods.

Amlou is the Berber breakfast spread of our region: stone-ground roasted almonds, culinary argan oil and honey, nothing else. It sells well in UK delis next to tahini and nut butters, and we already supply two London retailers.

We offer 200 g and 250 g jars, shelf life 12 months, with English labels and full allergen information.

Could I send you a sample box?

Best wishes,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL
s.aitbenhaddou@mogador-terroir.ma""",
"English; company without Ltd; tahini and nut butters as comparisons; London",
Twin("note_wrong", "body", "I hope you don't mind a cold e-mail.", "It was lovely to meet you at IFE London last month.",
     "no meeting: the buyer's record has no note", "a fair meeting claimed for a buyer without a note")),
]
