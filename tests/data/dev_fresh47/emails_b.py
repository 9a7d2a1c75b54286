"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail(
        buyer="P021", sender="s2",
        subject="Handmade Omani dhow models for the Maritime Museum shop",
        body="""Dear Mr Micallef,

I understand that Micallef Nautical Gifts runs the gift shop of the Malta Maritime Museum in Birgu, so I thought our dhow models might interest you.

Al Wusta Bahr & Hajar SPC works with families of boat builders on Oman's coast who still build dhows by hand. Their models follow the real lines of the baghlah, the sambuk and the battil, in teak and mango wood with cotton sails, in lengths of 30, 45 and 60 cm. Each comes with a short card in English on the history of the type.

For a museum shop, a mixed first order of 60 pieces would let you test the three sizes. We ship by air freight, or by sea via Jebel Ali.

Shall I send you our catalogue and prices?

Best regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC
Duqm, Oman | +968 2508 4417
www.bahrhajar.om""",
        note="first e-mail built on the note (the museum shop in Birgu); English; the company without "
             "`Ltd`; dhow types (baghlah, sambuk, battil) as the products' names",
        twin=Twin("sender_wrong", "body", "Al Wusta Bahr & Hajar SPC works", "Al Wusta Bahar & Hajar SPC works",
                  found="Al Wusta Bahar & Hajar SPC", expected="Al Wusta Bahr & Hajar SPC",
                  note="the sender's company misspelled (Bahar for Bahr)"),
    ),
    # N022
    Mail(
        buyer="P022", sender="s2",
        subject="Håndlavede dhow-modeller fra Oman",
        body="""Kære Maria Toft

Som indkøber hos Toft Maritime Gaver ApS ser du sikkert mange skibsmodeller, men sjældent dhow-modeller fra Oman. Dem vil jeg gerne præsentere for dig.

Vi er Al Wusta Bahr & Hajar SPC fra Duqm ved Det Arabiske Hav. Vores dhow-modeller er håndlavede af bådebyggerfamilier langs Omans kyst, i teak og mangotræ med sejl af bomuld. Vi har tre typer – baghlah, sambuk og battil – i 30, 45 og 60 cm.

Modellerne pakkes enkeltvis i kasser med skum, så de tåler forsendelsen til Danmark.

Må jeg sende dig vores katalog og prisliste?

Venlig hilsen
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC, Duqm, Oman
+968 2508 4417""",
        note="cold first e-mail; Danish (`Kære` + full name, du-form); the buyer's title lower-case "
             "inside the Danish sentence; the category as `dhow-modeller`",
        twin=Twin("title_wrong", "body", "Som indkøber hos", "Som salgschef hos", found="salgschef",
                  expected="Indkøber", note="a sales title for the buyer's purchasing one"),
    ),
    # N023
    Mail(
        buyer="P023", sender="s2",
        subject="Dhow models from Oman for Mwangi Coastal Curios",
        body="""Jambo Mr Mwangi,

Dhows have linked Oman and the Kenyan coast for centuries, and I think our handmade dhow models would sit well among the curios of Mwangi Coastal Curios Ltd.

We are Al Wusta Bahr & Hajar SPC, based in Duqm, Oman. Our models are built by hand by families of boat builders, in teak and mango wood with cotton sails: the baghlah, the sambuk and the battil, in 30, 45 and 60 cm. The jahazi of the Swahili coast are close relatives of these boats.

As Head of Buying, you may want to start with a mixed carton of 24 pieces; we ship by sea to Mombasa in about two weeks.

I would be glad to send photos and prices.

Best regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC
+968 2508 4417 | hilal.araimi@bahrhajar.om""",
        note="cold first e-mail; English with a Swahili greeting (`Jambo`); Mombasa as the port; "
             "`jahazi` (the Swahili word for a dhow) is right",
        twin=Twin("country_wrong", "body", "Oman and the Kenyan coast", "Oman and the Tanzanian coast",
                  found="Tanzanian", expected="Kenya", note="the neighbouring coast for the buyer's country"),
    ),
    # N024
    Mail(
        buyer="P024", sender="s3",
        subject="東京インターナショナル・ギフト・ショーのお礼とOEKO-TEX認証書の件",
        body="""高橋アジア雑貨株式会社
バイヤー 高橋結衣様

先日は東京インターナショナル・ギフト・ショーにて弊社ブースへお立ち寄りいただき、誠にありがとうございました。カンボジアのDei Krahom Crafts & Foods Co., Ltd.のソック・スレイモムです。

ご依頼のOEKO-TEX認証書につきまして、クロマー（krama）に使用している綿糸のSTANDARD 100認証書のコピーを添付いたします。

弊社のクロマーはコンポンチュナン州の織り手が手織りしたもので、サイズは約60×170cm、綿100%です。定番のチェック柄のほか、藍染めや生成りもご用意しております。

サンプルやお見積りが必要でしたら、お気軽にお申し付けください。

何卒よろしくお願い申し上げます。

ソック・スレイモム（Sok Sreymom）
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="follow-up after the fair the note records, with the OEKO-TEX certificate it asks for; "
             "Japanese, address block with title before the name and `様`; the category as クロマー "
             "(krama); the sender's name in katakana, family name first",
        twin=Twin("note_wrong", "body", "先日は東京インターナショナル・ギフト・ショーにて",
                  "先日はインテリア ライフスタイル東京にて", found="インテリア ライフスタイル東京",
                  expected="the Tokyo International Gift Show",
                  note="another Tokyo trade fair in place of the one the note names"),
    ),
    # N025
    Mail(
        buyer="P025", sender="s3",
        subject="Handwoven krama scarves from Cambodia",
        body="""Dear Mr Thomsen,

I am Sreymom Sok, sales and export manager at Dei Krahom Crafts & Foods Co., Ltd. in Kampong Chhnang, Cambodia. I am writing because Thomsen Tekstil A/S might like to add our krama scarves to its range.

The krama is the checked cotton scarf every Cambodian wears, as a scarf, a sun hat, a towel or a baby sling. Ours are woven on hand looms by women in the villages around Kampong Chhnang, in 100% cotton, about 60 x 170 cm, in classic red, blue and green checks and in natural indigo.

The minimum order is 200 pieces per colour; sea freight to Denmark takes about five weeks.

Could I send you a small sample set?

Kind regards,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214 | sreymom.sok@deikrahom.com.kh""",
        note="cold first e-mail; English; the sender's name in Western order (`Sreymom Sok`) and her "
             "title in lower case in the sentence",
        twin=Twin("company_foreign", "body", "because Thomsen Tekstil A/S might", "because Toft Maritime Gaver ApS might",
                  found="Toft Maritime Gaver ApS", expected="Thomsen Tekstil A/S",
                  note="another buyer of this set in the same country"),
    ),
    # N026
    Mail(
        buyer="P026", sender="s3",
        subject="Kramas tissés main du Cambodge pour Boutique Dionne",
        body="""Bonjour Monsieur Dionne,

Je m'appelle Sreymom Sok et je suis responsable des ventes et de l'export chez Dei Krahom Crafts & Foods Co., Ltd., à Kampong Chhnang, au Cambodge. Je vous écris en tant qu'acheteur de Boutique Dionne Commerce équitable inc., car nos kramas pourraient trouver leur place dans vos rayons.

Le krama est le foulard à carreaux en coton que porte chaque Cambodgien. Les nôtres sont tissés sur des métiers à main par des tisserandes des villages de la province, en coton 100 %, d'environ 60 × 170 cm, en carreaux rouges, bleus ou verts et en indigo naturel. Chaque tisserande est payée à la pièce, à un tarif convenu avec elle avant la commande.

Nous expédions par fret aérien vers le Canada ; le minimum est de 100 pièces par couleur.

Puis-je vous faire parvenir quelques échantillons ?

Cordialement,
Sreymom Sok
Responsable des ventes et de l'export
Dei Krahom Crafts & Foods Co., Ltd.
Kampong Chhnang, Cambodge
+855 26 988 214""",
        note="cold first e-mail; French; the category as `kramas`; the company short in the subject "
             "(`Boutique Dionne`) and in full in the body; the sender's title translated",
        twin=Twin("company_missing", "body", "acheteur de Boutique Dionne Commerce équitable inc., car",
                  "acheteur de votre boutique, car", found="votre boutique",
                  expected="Boutique Dionne Commerce équitable inc.",
                  note="every mention of the company replaced (subject and body)",
                  more=[("subject", "pour Boutique Dionne", "pour votre boutique")]),
    ),
    # N027
    Mail(
        buyer="P027", sender="s3",
        subject="Samples of our 40 cm terracotta planters",
        body="""שלום הילה,

Thank you for your interest in our terracotta planters. As you asked, we are sending samples in the 40 cm size: one round planter and one tall one, unglazed and with a drainage hole, thrown by hand by potters in Andong Russey, the pottery village of Kampong Chhnang.

They leave by DHL on Thursday, addressed to גואטה גינון ועציצים בע"מ, and I will send you the tracking number.

Each planter is fired at about 900 °C, and every piece is a little different. For larger orders we pack them in straw inside wooden crates, 24 pieces per crate.

I look forward to hearing what you think of them.

Kind regards,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
sreymom.sok@deikrahom.com.kh""",
        note="reply to the 40 cm samples the note asks for; English with a Hebrew greeting (given "
             "name, as the note allows Hebrew or English); the Hebrew company in full with its "
             "`בע\"מ`",
        twin=Twin("artifact", "body", "I will send you the tracking number", "I will send you the the tracking number",
                  found="the the", expected="the", note="a doubled word"),
    ),
    # N028
    Mail(
        buyer="P028", sender="s3",
        subject="Kézzel korongozott kambodzsai terrakotta kaspók",
        body="""Tisztelt Papp Zoltán Úr!

Sok Sreymom vagyok, a kambodzsai Dei Krahom Crafts & Foods Co., Ltd. értékesítési és exportvezetője. Azért írok Önnek, a Papp Kertészet Kft. beszerzési vezetőjének, mert szeretném bemutatni terrakotta kaspóinkat.

A kaspókat Kampong Chhnang tartomány fazekasfalvaiban korongozzák kézzel. Mázatlanok, vízelvezető nyílással készülnek, 25, 40 és 60 cm-es méretben. Tengeri úton érkeznek, szalmával bélelt faládákban.

Szívesen küldök katalógust és árajánlatot.

Tisztelettel:
Sok Sreymom
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="cold first e-mail; Hungarian, the buyer's name family first as recorded and the "
             "sender's too (`Sok Sreymom`); the title inflected (`beszerzési vezetőjének`); the "
             "category as `terrakotta kaspók`",
        twin=Twin("contact_wrong", "body", "Tisztelt Papp Zoltán Úr!", "Tisztelt Papp Zsolt Úr!",
                  found="Papp Zsolt", expected="Papp Zoltán", note="another Hungarian given name"),
    ),
    # N029
    Mail(
        buyer="P029", sender="s3",
        subject="Χειροποίητες γλάστρες από τερακότα από την Καμπότζη",
        body="""Αγαπητή κυρία Μασαούτη,

Ονομάζομαι Sreymom Sok και είμαι υπεύθυνη πωλήσεων και εξαγωγών της Dei Krahom Crafts & Foods Co., Ltd. στην Καμπότζη. Σας γράφω, ως Υπεύθυνη Αγορών της εταιρείας Φυτώριο Μασαούτη Λτδ, για να σας παρουσιάσω τις γλάστρες μας από τερακότα.

Οι γλάστρες μας φτιάχνονται στον τροχό από αγγειοπλάστες στο χωριό Andong Russey της επαρχίας Kampong Chhnang, ψήνονται στους 900 °C περίπου και έχουν οπή αποστράγγισης. Διατίθενται σε μεγέθη 25, 40 και 60 cm.

Στέλνουμε στην Κύπρο με εμπορευματοκιβώτιο μέσω του λιμανιού της Λεμεσού, σε ξύλινα κιβώτια με άχυρο.

Θα χαρώ να σας στείλω κατάλογο και τιμές.

Με εκτίμηση,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="cold first e-mail; Greek; `Αγαπητή κυρία Μασαούτη`; the title as recorded inside the "
             "sentence and the company in full after `της εταιρείας`; the category as `γλάστρες από "
             "τερακότα`; Limassol port",
        twin=Twin("country_wrong", "body", "Στέλνουμε στην Κύπρο", "Στέλνουμε στην Ελλάδα", found="Ελλάδα",
                  expected="Cyprus", note="Greece for the buyer's Cyprus"),
    ),
    # N030
    Mail(
        buyer="P030", sender="s3",
        subject="HACCP certificate and drying yard photos – dried snakehead fish",
        body="""เรียน คุณปภาวรินทร์

Thank you for your interest in our dried snakehead fish. As requested, I attach:

1. our HACCP certificate, valid until next year;
2. twelve photos of our drying yard near the Tonle Sap in Kampong Chhnang, showing the raised drying racks, the insect nets and the salting area.

Our snakehead is caught in the Tonle Sap, gutted, lightly salted and dried in the sun on raised racks for three to four days, to a moisture content below 20%. We pack it in 5 kg vacuum bags, four bags per carton.

If บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด would like samples, I can send them by courier to Thailand this week.

Best regards,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
sreymom.sok@deikrahom.com.kh | +855 26 988 214""",
        note="reply to the HACCP certificate and drying-yard photos the note asks for; English with "
             "the Thai salutation `เรียน คุณ` + given name; the Thai company in full",
        twin=Twin("sender_wrong", "body", "sreymom.sok@deikrahom.com.kh", "sreymom.sok@deikrahom.com",
                  expected="sreymom.sok@deikrahom.com.kh",
                  note="the sender's e-mail address without the `.kh` of its domain"),
    ),
    # N031
    Mail(
        buyer="P031", sender="s3",
        subject="Sun-dried snakehead fish from the Tonle Sap",
        body="""Dear Mr Henderson,

I'm writing from Dei Krahom Crafts & Foods Co., Ltd. in Kampong Chhnang, Cambodia, to offer Henderson Asian Provisions, Inc. our dried snakehead fish.

Trey ros, as snakehead is called in Khmer, comes to us from the Tonle Sap lake. It is gutted, lightly salted and dried in the sun on raised racks. We sell it whole, 150-300 g a piece, in 5 kg vacuum bags, and it keeps for 12 months in a cool, dry place. Khmer, Thai and Vietnamese cooks know it well for grilling and frying.

We are HACCP certified and can ship 20 ft containers to Long Beach or Oakland.

Would you like a price list and a sample carton?

Best regards,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="cold first e-mail; English; the company in full with its comma before `Inc.`; the Khmer "
             "name of the fish",
        twin=Twin("category_wrong", "body", "our dried snakehead fish.", "our dried catfish.",
                  found="dried catfish", expected="dried snakehead fish",
                  note="another dried freshwater fish of the Tonle Sap"),
    ),
    # N032
    Mail(
        buyer="P032", sender="s4",
        subject="After Foodex Japan – IQF broccoli florets from Ecuador",
        body="""中村様

Thank you for visiting our booth at Foodex Japan. As we discussed, Páramo Cotopaxi Agroexport grows broccoli at 2,800 m on the slopes of the Cotopaxi volcano, where cool nights give firm, dark-green heads all year round.

For 中村青果株式会社 and the makers of convenience-store lunch boxes you supply, our frozen broccoli florets come as:
- 20-40 mm or 30-50 mm florets, IQF
- 10 kg cartons or 1 kg bags
- blanched and frozen within six hours of harvest

We ship 40 ft reefers from Guayaquil to Tokyo or Yokohama in about five weeks; our plant is HACCP and BRCGS certified.

As 仕入部長, you may want to test a first container; I would be glad to send samples to your office.

Saludos cordiales / Best regards,
Diana Chiluisa
Coordinadora de Exportaciones
Páramo Cotopaxi Agroexport S.A.
Latacunga, Ecuador | +593 3 280 1457""",
        note="follow-up after the fair the note records, with its customers (lunch-box makers); "
             "English with a Japanese salutation (`中村様`); the Japanese company and title inside "
             "English; the sender's company without `S.A.` in the text; a bilingual closing",
        twin=Twin("title_wrong", "body", "As 仕入部長,", "As 営業部長,", found="営業部長", expected="仕入部長",
                  note="the sales manager's title for the purchasing manager's"),
    ),
    # N033
    Mail(
        buyer="P033", sender="s4",
        subject="Frozen broccoli florets from Ecuador",
        body="""Dear Mr Henriksen,

I am Diana Chiluisa, export coordinator at Páramo Cotopaxi Agroexport S.A. in Latacunga, Ecuador. We grow and freeze broccoli in the Andes, and I would like to offer Henriksen Frukt og Grønt AS our frozen broccoli florets.

Broccoli grown at 2,800 m near the Cotopaxi volcano grows slowly in the cool nights, which gives compact, dark-green florets. We blanch and IQF-freeze them within six hours of harvest, in 20-40 mm or 30-50 mm sizes, packed in 10 kg cartons, and we are GlobalG.A.P. and BRCGS certified.

A 40 ft reefer from Guayaquil reaches Northern European ports in about four weeks.

Would you like a specification sheet and a sample?

Best regards,
Diana Chiluisa
Export Coordinator
Páramo Cotopaxi Agroexport S.A.
dchiluisa@paramocotopaxi.com.ec""",
        note="cold first e-mail; English; the sender's name with one given name and one family name, "
             "as Ecuadorians sign, and her title in English",
        twin=Twin("company_foreign", "body", "offer Henriksen Frukt og Grønt AS our", "offer Brekke Vinimport AS our",
                  found="Brekke Vinimport AS", expected="Henriksen Frukt og Grønt AS",
                  note="another buyer of this set in the same country (the wine importer)"),
    ),
    # N034
    Mail(
        buyer="P034", sender="s4",
        subject="Frozen broccoli florets for 재호농산",
        body="""박재호 차장님께,

My name is Diana Chiluisa and I coordinate exports at Páramo Cotopaxi Agroexport S.A., a grower and freezer of broccoli in Latacunga, Ecuador.

Korea buys a great deal of frozen broccoli, and ours could be a reliable second origin for 재호농산 주식회사. Our florets are grown at 2,800 m, blanched and IQF-frozen within six hours of harvest, 20-40 mm or 30-50 mm, in 10 kg cartons. We ship 40 ft reefers to Busan in about six weeks, with phytosanitary and origin certificates.

Could I send samples to your team?

Best regards,
Diana Chiluisa
Export Coordinator
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="cold first e-mail; English with a Korean salutation (name + `차장님께`, the rank of the "
             "recorded `구매팀 차장`); the company short in the subject and in full in the body",
        twin=Twin("contact_wrong", "body", "박재호 차장님께,", "박재훈 차장님께,", found="박재훈",
                  expected="박재호", note="a near-miss given name (재훈 for 재호)"),
    ),
    # N035
    Mail(
        buyer="P035", sender="s4",
        subject="75 cm gypsophila for 8 March",
        body="""Dear Elza,

Thank you for your request. Yes, we can supply fresh gypsophila in 75 cm stems for the florists you supply in Tbilisi ahead of 8 March.

Our main variety is Xlence, with large white flowers on strong stems; we also grow Million Star. We pack 25 stems per bunch, and flights from Quito via Amsterdam or Istanbul reach Tbilisi in two to three days.

For the flowers to arrive in the first days of March, we would need your order by 15 February.

Best regards,
Diana Chiluisa
Export Coordinator
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457 | www.paramocotopaxi.com.ec""",
        note="reply to the stem length the note asks for, with the florists and the date it records; "
             "English, given name only; the company of the buyer not named",
        twin=Twin("note_wrong", "body", "ahead of 8 March", "ahead of Valentine's Day",
                  found="Valentine's Day", expected="8 March", note="the note's date misquoted"),
    ),
    # N036
    Mail(
        buyer="P036", sender="s4",
        subject="Свежая гипсофила из Эквадора",
        body="""Уважаемая Зайнаб,

меня зовут Диана Чилуиса, я координатор по экспорту компании Páramo Cotopaxi Agroexport S.A. из Латакунги (Эквадор). Мы выращиваем свежую гипсофилу у подножия вулкана Котопахи и хотели бы предложить её компании Osiyeva Gul Savdo MChJ.

Наши сорта — Xlence и Million Star, длина стебля 60, 70 и 80 см. Цветы срезают утром, сразу охлаждают и в тот же день отправляют из Кито; в Узбекистан они прилетают через Амстердам или Стамбул за два-три дня.

Буду рада прислать прайс-лист и фотографии.

С уважением,
Диана Чилуиса
Координатор по экспорту
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="cold first e-mail in Russian, as the Russian note asks; the buyer's given name in "
             "Cyrillic (`Зайнаб`); the sender's name and city in Cyrillic; the company in Latin letters",
        twin=Twin("company_missing", "body", "предложить её компании Osiyeva Gul Savdo MChJ.",
                  "предложить её вашей компании.", found="вашей компании",
                  expected="Osiyeva Gul Savdo MChJ", note="the company's one mention replaced"),
    ),
    # N037
    Mail(
        buyer="P037", sender="s4",
        subject="Fresh gypsophila from Ecuador for Csonka Virágnagykereskedés",
        body="""Dear Ms Csonka,

I am writing from Páramo Cotopaxi Agroexport S.A. in Ecuador to offer Csonka Virágnagykereskedés Bt. our fresh gypsophila.

We grow Xlence and Million Star on our farm near Latacunga, at 2,800 m, where the equatorial sun and the cool nights give long, strong stems and large white flowers all year. Stems are 60, 70 or 80 cm, 25 stems per bunch.

Our flowers reach Hungary by air via Amsterdam in about three days.

Would you like our weekly availability list?

Best regards,
Diana Chiluisa
Export Coordinator
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="cold first e-mail; English; `Ms Csonka` for the family-first record `Csonka Piroska`; the "
             "company without `Bt.` in the subject",
        twin=Twin("note_wrong", "body", "I am writing from Páramo",
                  "It was good to meet you at IPM Essen. I am writing from Páramo",
                  found="It was good to meet you at IPM Essen.", expected="",
                  note="a fair meeting claimed for a buyer whose record has no note"),
    ),
    # N038
    Mail(
        buyer="P038", sender="s4",
        subject="Pulpa de tomate de árbol congelada en bolsas de 1 kg",
        body="""Estimada Sra. Villanueva:

Gracias por su interés. Como nos pidió, ya podemos ofrecerle nuestra pulpa de tomate de árbol congelada en bolsas de 1 kg, pensada para las tiendas de alimentación latinoamericanas que ustedes abastecen en Madrid y Barcelona.

La pulpa es 100 % fruta, sin azúcar ni conservantes, pasteurizada y congelada a -18 °C. Cada caja lleva 12 bolsas de 1 kg, y un contenedor refrigerado de 40 pies carga 1.800 cajas. El tránsito de Guayaquil a Valencia es de unas tres semanas.

Para Frutas Tropicales Villanueva, S.L. podemos imprimir la etiqueta en español con sus datos de importador.

Le adjunto la ficha técnica y nuestra lista de precios CIF Valencia.

Un cordial saludo,
Diana Chiluisa
Coordinadora de Exportaciones
Páramo Cotopaxi Agroexport S.A.
Latacunga, Ecuador
+593 3 280 1457""",
        note="reply to the 1 kg packs the note asks for, with its customers; Spanish; the category "
             "in Spanish (`pulpa de tomate de árbol`); the company with its comma before `S.L.`",
        twin=Twin("sender_wrong", "body", "Diana Chiluisa\nCoordinadora", "Diana Chiluiza\nCoordinadora",
                  found="Diana Chiluiza", expected="Diana Carolina Chiluisa Tapia",
                  note="the sender's family name misspelled in the signature"),
    ),
    # N039
    Mail(
        buyer="P039", sender="s4",
        subject="Polpa di tomate de árbol (tamarillo) dall'Ecuador",
        body="""Egregio Signor Silvestri,

mi chiamo Diana Chiluisa e coordino le esportazioni di Páramo Cotopaxi Agroexport S.A., a Latacunga, in Ecuador. Le scrivo, come responsabile acquisti di Silvestri Alimentari Latini S.r.l., per proporle la nostra polpa di tomate de árbol, il frutto che in Europa si conosce anche come tamarillo.

In Ecuador il succo di tomate de árbol si beve ogni giorno, e la polpa surgelata è il modo più semplice per portarlo sulle tavole delle famiglie latinoamericane in Italia. La nostra è 100% frutta, senza zuccheri aggiunti, pastorizzata e surgelata a -18 °C, in buste da 500 g o da 1 kg.

Spediamo in container refrigerati da Guayaquil a Genova in circa quattro settimane.

Posso inviarle la scheda tecnica e il listino?

Cordiali saluti,
Diana Chiluisa
Coordinadora de Exportaciones
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="cold first e-mail; Italian; the title as recorded inside the sentence; the category as "
             "`polpa di tomate de árbol` with `tamarillo`; the sender's Spanish title in the signature",
        twin=Twin("category_wrong", "body", "la nostra polpa di tomate de árbol, il frutto",
                  "la nostra polpa di naranjilla, il frutto", found="polpa di naranjilla",
                  expected="tree tomato pulp", note="another Andean fruit pulp"),
    ),
    # N040
    Mail(
        buyer="P040", sender="s4",
        subject="FDA registration number and tree tomato pulp details",
        body="""Dear Ms Huerta,

It was a pleasure to meet you at the Summer Fancy Food Show in New York. As you asked, our FDA food facility registration number is 18472093556, and our plant in Latacunga is also HACCP certified.

A reminder of what we can offer Huerta Latin Foods Distributors, Inc.:
- tree tomato pulp (tomate de árbol), 100% fruit, no added sugar
- pasteurized and frozen at 0 °F (-18 °C)
- 14 oz retail packs, or 20 kg pails for food service
- shipped in 40 ft reefers from Guayaquil to Port Newark in about two weeks

I would be happy to send a sample case to your warehouse.

Best regards,
Diana Chiluisa
Export Coordinator
Páramo Cotopaxi Agroexport S.A.
dchiluisa@paramocotopaxi.com.ec | +593 3 280 1457""",
        note="follow-up after the fair the note records, with the FDA number it asks for; US English; "
             "the category with its Spanish name in brackets",
        twin=Twin("artifact", "body", "I would be happy to send a sample case to your warehouse.",
                  "I would be happy to send a sample case to your warehouse. I would be happy to send a sample case to your warehouse.",
                  found="I would be happy to send a sample case to your warehouse. I would be happy to send a sample case to your warehouse.",
                  expected="I would be happy to send a sample case to your warehouse.",
                  note="a repeated sentence"),
    ),
]
