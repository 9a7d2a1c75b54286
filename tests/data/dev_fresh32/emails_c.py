"""Natural e-mails N041-N060: a second e-mail to 20 buyers (19 with a note, and P012), each with
the one edit its twin gets. Twelve follow up the writer's own earlier e-mail, offer or sample;
eight are another, shorter first e-mail to the same buyer."""
from mail import Mail, Twin, text

MAILS = [
    # N041 P001 Japan, s1, English, follow-up on the samples
    Mail("P001", "s1",
         "Re: Mokara and Dendrobium samples – arrived at Narita?",
         text("""
Dear Ms Takahashi,

I hope you are well. The two sample boxes for 株式会社高橋花卉 left Changi on Friday's flight and, according to the airline, were released at Narita on Saturday morning.

One box holds Mokara in orange, yellow and red, the other Dendrobium in white and purple, 100 and 120 stems. If any stems were damaged in transit, please let me know and I will replace them on the next flight.

Once your team has had a few days to check vase life, I would be very grateful for your comments, and we can then plan the two weekly shipments we discussed at IFEX.

Best regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
"""),
         "follow-up on the writer's own samples; English; `Ms Takahashi` (the family name "
         "romanised, as the record's mailbox does); the company in Japanese inside an English "
         "sentence; IFEX and two weekly shipments from the note",
         Twin("company_foreign", "body", "The two sample boxes for 株式会社高橋花卉 left",
              "The two sample boxes for 後藤水産株式会社 left", "株式会社高橋花卉",
              "another buyer's company of this set (P037, the other Japanese buyer)",
              found="後藤水産株式会社")),

    # N042 P003 Italy, s1, English, another first e-mail (reply to the price list request)
    Mail("P003", "s1",
         "Dendrobium price list per box, as requested",
         text("""
Dear Ms Roncalli,

Thank you for asking for our prices. Please find attached the price list for Dendrobium sprays by the box, valid for deliveries until the end of next month.

Boxes hold 100 or 120 stems, depending on the variety, and prices are CPT Milan Malpensa. Since you are the Responsabile acquisti for a wholesaler at the Pescia flower market, I have also added a column for mixed boxes, which most Italian wholesalers prefer.

I am happy to answer any questions.

Kind regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "another, shorter first e-mail answering the note's price-list request; English; `Ms "
         "Roncalli`; the title as recorded in Italian inside an English sentence; the company not "
         "named, only `a wholesaler at the Pescia flower market`",
         Twin("title_wrong", "body", "Since you are the Responsabile acquisti for",
              "Since you are the Responsabile vendite for", "Responsabile acquisti",
              "the sales manager's title for the buyer's purchasing one",
              found="Responsabile vendite")),

    # N043 P005 South Korea, s1, English, follow-up after the samples
    Mail("P005", "s1",
         "Vanda samples – your feedback and a first order",
         text("""
Dear Ms Yang,

I hope the Vanda samples reached 주식회사 양재화훼 in good condition last week. The original phytosanitary certificate was in the box, and I have sent a scan of it by e-mail as well.

If the quality suits your stalls at the Yangjae flower market, we could start with one shipment a week of 10 boxes, Vanda and Mokara mixed, and increase before Parents' Day in May, when orchid demand in Seoul is highest.

I look forward to hearing what you and your colleagues think.

Kind regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
"""),
         "follow-up on the writer's own samples; English; `Ms Yang` (family name); the company in "
         "Hangul inside an English sentence; phytosanitary certificate and Vanda samples from the "
         "note; Parents' Day",
         Twin("company_missing", "body", "주식회사 양재화훼", "your company", "주식회사 양재화훼",
              "the buyer's company replaced by `your company`", every=True)),

    # N044 P006 Hong Kong, s1, English, follow-up with the halal certificate
    Mail("P006", "s1",
         "MUIS halal certificate and samples of our kaya",
         text("""
Dear Mr Liu,

Following my earlier e-mail, I attach the MUIS halal certificate for our kaya coconut jam, together with the product specification.

The samples of the 250 g jars left Singapore by courier yesterday and should reach your office in Kwun Tong on Thursday. The jars carry our standard English label; for 廖記南洋食品 we would print the Chinese label to your wording, as we discussed at HOFEX.

Please let me know if anything else is needed before you can list the product.

Best regards,
Serene Lim (林慧敏)
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
"""),
         "follow-up on the writer's own e-mail; English; `Mr Liu`; the company short in Chinese; "
         "halal, 250 g jars, Chinese label and HOFEX from the note; Kwun Tong",
         Twin("category_wrong", "body", "for our kaya coconut jam, together", "for our laksa paste, together",
              "kaya coconut jam", "another product of the sender's (laksa paste) for the buyer's kaya",
              found="laksa paste")),

    # N045 P010 Netherlands, s1, Dutch, another, shorter first e-mail
    Mail("P010", "s1",
         "Kaya: houdbaar 12 maanden, met EAN-code",
         text("""
Geachte mevrouw Van Velthoven,

Kort antwoord op uw vragen: onze kaya is ongeopend 12 maanden houdbaar, en elke pot en elke omdoos heeft een eigen EAN-code. Het volledige overzicht met de codes stuur ik als bijlage mee.

Als u het goedvindt, stuur ik Oosterse Groothandel Van Velthoven een gratis proefdoos van 24 potten.

Met vriendelijke groet,
Serene Lim
Kranji Garden Provisions Pte. Ltd., Singapore
+65 6368 2194
"""),
         "another, shorter first e-mail answering the note's questions, in Dutch; `Geachte "
         "mevrouw Van Velthoven`; the company without B.V.; the signature without the title",
         Twin("sender_wrong", "body", "Serene Lim\nKranji", "Serena Lim\nKranji", "Serene Lim Hui Min",
              "the sender's given name misspelt in the signature", found="Serena Lim")),

    # N046 P011 Germany, s1, German, follow-up on the samples
    Mail("P011", "s1",
         "Muster Laksa-Paste – Ihre Meinung?",
         text("""
Sehr geehrter Herr Neureuther,

vor zwei Wochen haben wir Ihnen zwölf Gläser unserer Laksa-Paste als Muster geschickt. Ich hoffe, Sie und Ihr Team hatten Gelegenheit, sie zu probieren.

Wie auf der Anuga besprochen, enthält die Paste keine Geschmacksverstärker. Den Entwurf für das deutsche Etikett habe ich beigefügt; Änderungswünsche setzen wir gern um.

Über eine kurze Rückmeldung würde ich mich sehr freuen.

Mit freundlichen Grüßen
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapur
"""),
         "follow-up on the writer's own samples; wholly German; Anuga, no flavour enhancers and "
         "the German label from the note",
         Twin("artifact", "body",
              "Ich hoffe, Sie und Ihr Team hatten Gelegenheit, sie zu probieren.",
              "Ich hoffe, Sie und Ihr Team hatten Gelegenheit, sie zu probieren. Ich hoffe, Sie und Ihr Team hatten Gelegenheit, sie zu probieren.",
              "Ich hoffe, Sie und Ihr Team hatten Gelegenheit, sie zu probieren.", "a repeated sentence")),

    # N047 P012 United States, s1, English, another first e-mail
    Mail("P012", "s1",
         "Authentic Singapore laksa paste – FDA registered",
         text("""
Hi Stephanie,

Quick introduction: we make laksa paste in Singapore and are looking for a distributor in the US. Our facility is FDA registered, labels are US-compliant, and we ship from Singapore to the West and East Coast every week.

Would Elliott Asian Food Distributors be open to trying a few cases? I can send samples and a price list right away.

Best,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
+65 6368 2194
"""),
         "another, shorter first e-mail; English, informal `Hi Stephanie`; the company without "
         "LLC; `the US`, `West and East Coast`",
         Twin("country_wrong", "body", "looking for a distributor in the US.",
              "looking for a distributor in Canada.", "United States",
              "the buyer's market named as Canada", found="Canada")),

    # N048 P014 Israel, s1, English, follow-up with the kosher certificate
    Mail("P014", "s1",
         "Kosher certificate attached – parve laksa paste",
         text("""
Dear Pinchas,

As promised, I attach the kosher certificate for the parve version of our laksa paste, issued by the kashrut supervisor who oversees our production day. The certificate names the product, the batch codes and our plant.

The sample carton for ויצמן יבוא מזון בע"מ leaves Singapore on Monday by sea freight to Ashdod; I will send you the tracking number as soon as I have it.

Kind regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
"""),
         "follow-up on the writer's own e-mail; English; `Dear Pinchas` (the Hebrew given name "
         "romanised); the company in Hebrew with בע\"מ inside an English sentence; kosher and parve "
         "from the note",
         Twin("company_misspelled", "body", "ויצמן יבוא מזון בע\"מ", "וייצמן יבוא מזון בע\"מ",
              "ויצמן יבוא מזון בע\"מ", "a doubled י in the family name of the company",
              found="וייצמן")),

    # N049 P015 Russia, s1, Russian, another, shorter first e-mail
    Mail("P015", "s1",
         "Паста для лаксы: декларация ЕАЭС и русская этикетка",
         text("""
Здравствуйте, Маргарита!

Как менеджер по закупкам ООО «Восточная кухня», Вы спрашивали на «Продэкспо» о документах. Коротко: декларацию о соответствии ЕАЭС мы оформим до первой поставки, а русскую контрэтикетку наклеим на каждую банку ещё в Сингапуре.

Прайс-лист и спецификацию прилагаю.

С уважением,
Серин Лим
Kranji Garden Provisions Pte. Ltd., Сингапур
+65 6368 2194
"""),
         "another, shorter first e-mail answering the note (Prodexpo, EAC declaration, Russian "
         "back label); wholly Russian; `Здравствуйте, Маргарита!`; the title as recorded, in lower "
         "case inside a sentence; the company in full",
         Twin("title_wrong", "body", "Как менеджер по закупкам ООО", "Как менеджер по продажам ООО",
              "Менеджер по закупкам", "a sales manager's title for the buyer's purchasing one",
              found="менеджер по продажам")),

    # N050 P016 Ghana, s2, English, follow-up on the writer's quotation
    Mail("P016", "s2",
         "Re: Violet de Galmi onions – price per 25 kg bag delivered Accra",
         text("""
Dear Mr Ofosu,

Following my e-mail of last week, here is our price for Violet de Galmi onions in 25 kg mesh bags, delivered to Agbogbloshie market in Accra. The price is valid for loading in February and March, for full trucks of 30 tonnes.

The trucks leave Birni-N'Konni on Monday and Thursday and take about five days through Burkina Faso, including the border at Paga.

Please tell me if you would like to reserve a first truck.

Best regards,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
+227 20 61 03 47
"""),
         "follow-up on the writer's own e-mail; English; `Mr Ofosu`; 25 kg mesh bags, "
         "Agbogbloshie and the route through Burkina Faso from the note; Paga",
         Twin("contact_wrong", "body", "Dear Mr Ofosu,", "Dear Mr Owusu,", "Michael Ofosu",
              "another (common Ghanaian) family name in the greeting", found="Mr Owusu")),

    # N051 P017 Côte d'Ivoire, s2, French, follow-up on the offer
    Mail("P017", "s2",
         "Relance : oignons Violet de Galmi pour Adjamé",
         text("""
Madame Bamba,

Je me permets de revenir vers vous au sujet de notre offre d'oignons Violet de Galmi en sacs de 25 kg.

Les premiers camions de la campagne partiront de Birni-N'Konni début février. Si vous souhaitez être livrée à Adjamé dès le mois de février, il faudrait nous confirmer votre commande avant la fin du mois, car les camions pour la Côte d'Ivoire se remplissent vite.

Je reste à votre écoute.

Bien cordialement,

Rakiatou Hamani Garba
Responsable des ventes export
Maggia Agro-Sahel SARL
Tél. : +227 20 61 03 47
"""),
         "follow-up on the writer's own offer; wholly French; `Madame Bamba`; 25 kg bags and "
         "Adjamé from the note; `livrée` agreeing with the buyer",
         Twin("country_wrong", "body", "car les camions pour la Côte d'Ivoire se remplissent vite.",
              "car les camions pour le Burkina Faso se remplissent vite.", "Côte d'Ivoire",
              "the buyer's country named as Burkina Faso", found="le Burkina Faso")),

    # N052 P019 Spain, s2, Spanish, another, shorter first e-mail
    Mail("P019", "s2",
         "Chufa de Níger: análisis de aflatoxinas en cada lote",
         text("""
Buenos días, Sr. Bárcena:

Le escribo brevemente para ofrecer a Horchatas Bárcena chufa seca de Níger para sus horchatas fuera de la D.O. Cada lote sale con su análisis de aflatoxinas, hecho en un laboratorio acreditado según los límites de la UE.

Si lo desea, le envío muestra y precio CIF Valencia.

Saludos cordiales,
Rakiatou Hamani Garba
Maggia Agro-Sahel SARL, Níger
+227 20 61 03 47
"""),
         "another, shorter first e-mail answering the note (aflatoxin per lot, outside the PDO); "
         "wholly Spanish; `Buenos días, Sr. Bárcena:`; the company without S.L.; `D.O.`",
         Twin("company_missing", "body", "Horchatas Bárcena", "su empresa", "Horchatas Bárcena S.L.",
              "the buyer's company replaced by `su empresa`", every=True)),

    # N053 P020 Poland, s2, English, follow-up on the sample
    Mail("P020", "s2",
         "Tiger nut sample and organic certificate",
         text("""
Dear Ms Kamyk,

I hope you are well. Following up on our conversation at BIOFACH in Nuremberg, the 2 kg sample of organic tiger nuts was dispatched to your office on Tuesday by DHL, with a copy of the EU organic certificate and the lot's aflatoxin analysis.

Every commercial lot will come with its own certificate of inspection in TRACES, as you asked.

I look forward to your feedback.

Kind regards,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
"""),
         "follow-up on the writer's own sample; English; `Ms Kamyk`; BIOFACH and the organic "
         "certificate per lot from the note",
         Twin("note_wrong", "body", "our conversation at BIOFACH in Nuremberg,",
              "our conversation at Anuga in Cologne,", "BIOFACH Nuremberg",
              "another buyer's fair (P011's Anuga) in place of the one the note names",
              found="Anuga in Cologne")),

    # N054 P022 Nigeria, s2, English, follow-up on the offer
    Mail("P022", "s2",
         "Re: cowpeas for Kano – quotation",
         text("""
Dear Mr Lawal,

Thank you for your reply. As you asked, here is our quotation for white dried cowpeas from the Maradi area, in 100 kg bags, delivered Dawanau market, Kano: the price per bag is in the attached sheet, valid for trucks loaded in November.

All lots are stored in hermetic bags, so they will arrive free of weevils.

Na gode,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
+227 20 61 03 47
"""),
         "follow-up on the writer's own offer; English with a Hausa closing (`Na gode`); `Mr "
         "Lawal`; Maradi, Kano and weevils from the note",
         Twin("category_wrong", "body", "here is our quotation for white dried cowpeas from",
              "here is our quotation for white soybeans from", "dried cowpeas",
              "a neighbouring product (soybeans) for the buyer's cowpeas", found="white soybeans")),

    # N055 P023 Ghana, s2, English, another, shorter first e-mail
    Mail("P023", "s2",
         "Cowpeas for chop bars in Kumasi",
         text("""
Dear Madam Rosemary,

We are cowpea traders from Niger and we already deliver to several shops in Kumasi. Our beans cook soft and evenly, which is what chop bars and waakye sellers want.

Can I send you our price for 50 kg and 100 kg bags delivered to Kumasi?

Regards,
Rakiatou Hamani Garba
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
"""),
         "another, shorter first e-mail using the note's customers; English; Ghanaian `Madam "
         "Rosemary` (given name); no company named",
         Twin("sender_wrong", "body", "Birni-N'Konni, Niger", "Birni-N'Konni, Nigeria",
              "Niger", "the sender's own country written Nigeria", found="Nigeria")),

    # N056 P024 Brazil, s3, Portuguese, follow-up on the quotation
    Mail("P024", "s3",
         "Cotação CFR Santos – pera Conference 65+",
         text("""
Prezado Sr. Luiz Otávio,

Conforme prometido, segue em anexo a nossa cotação CFR Santos para pera Conference calibre 65+, caixas de 12 kg, para embarques de outubro a dezembro.

Se a Comercial Duarte de Frutas confirmar até o dia 15, podemos garantir o primeiro contêiner refrigerado na semana 41.

Fico à disposição para qualquer dúvida.

Atenciosamente,
Liesbeth Vanherck
Haspengouw Fruit & Stroop BV
Sint-Truiden, Bélgica
+32 11 68 42 90
"""),
         "follow-up on the writer's own offer; wholly Portuguese; 65+, 12 kg, reefer to Santos "
         "from the note; the company without Ltda.; `semana 41`",
         Twin("company_misspelled", "body", "Se a Comercial Duarte de Frutas confirmar",
              "Se a Comercial Duartes de Frutas confirmar", "Comercial Duarte de Frutas Ltda.",
              "a stray s in the family name of the company", found="Comercial Duartes de Frutas")),

    # N057 P028 Luxembourg, s3, French, another, shorter first e-mail
    Mail("P028", "s3",
         "Stroop de Hesbaye pour votre épicerie",
         text("""
Monsieur Fischbach,

En votre qualité de gérant de l'Épicerie fine Fischbach, vous recherchez des produits régionaux de qualité : notre sirop de pommes et poires, cuit lentement en Hesbaye, pourrait vous intéresser. Nous livrons le Luxembourg chaque semaine.

Souhaitez-vous recevoir notre tarif ?

Cordialement,
Liesbeth Vanherck
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgique
"""),
         "another, shorter first e-mail in French as the note asks; `Monsieur Fischbach`; the "
         "title as recorded (gérant) inside a sentence; the company with an article",
         Twin("company_missing", "body", "l'Épicerie fine Fischbach", "votre commerce",
              "Épicerie fine Fischbach S.à r.l.", "the buyer's company replaced by `votre commerce`",
              every=True)),

    # N058 P030 France, s3, French, follow-up on the sample
    Mail("P030", "s3",
         "Votre avis sur notre chicon de pleine terre ?",
         text("""
Bonjour Madame Chauvin,

La caisse d'échantillon de chicons de pleine terre, catégorie Extra, a été livrée mardi à votre quai de Rungis. J'espère que la qualité vous a convaincue.

Si c'est le cas, nous pouvons démarrer avec trois livraisons par semaine dès le mois prochain.

Bien cordialement,
Liesbeth Vanherck
Responsable export
Haspengouw Fruit & Stroop BV
"""),
         "follow-up on the writer's own sample; wholly French; Rungis, soil-grown chicons and "
         "class Extra from the note; `convaincue` agreeing with the buyer",
         Twin("artifact", "subject", "Votre avis sur notre chicon", "Votre avis sur sur notre chicon",
              "Votre avis sur notre chicon", "a doubled word in the subject", found="sur sur")),

    # N059 P033 Spain, s4, Spanish, another, shorter first e-mail
    Mail("P033", "s4",
         "Loligo tallas M y L – campaña de marzo",
         text("""
Estimado Sr. Colomer:

Tras nuestra conversación en Conxemar, le confirmo que para la campaña de marzo podemos reservar a Congelados Colomer calamar Loligo en tallas M y L, congelado a bordo, CFR Vigo.

Quedo a la espera de sus volúmenes.

Un saludo,
Kerry-Ann Berntsen
Port William Fisheries Ltd
Stanley, Islas Falkland
"""),
         "another, shorter first e-mail after Conxemar (note); wholly Spanish; `Sr. Colomer`; "
         "sizes M and L from the note; the company without S.A.",
         Twin("company_foreign", "body", "podemos reservar a Congelados Colomer calamar",
              "podemos reservar a Horchatas Bárcena calamar", "Congelados Colomer S.A.",
              "another buyer's company of this set (P019, the other Spanish buyer)",
              found="Horchatas Bárcena")),

    # N060 P036 United States, s4, English, follow-up on the price list
    Mail("P036", "s4",
         "Toothfish price list by grade – next trip",
         text("""
Hi John,

Following up on my last e-mail: attached is the price list by grade for frozen Patagonian toothfish from our next trip, CFR Boston. The 40 tonnes I mentioned at Seafood Expo North America are still on hold for you until Friday.

Our MSC chain of custody certificate and a sample CCAMLR catch document are attached as well.

Best,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
+500 22481
"""),
         "follow-up on the writer's own e-mail; English, informal; Seafood Expo North America, MSC "
         "chain of custody and CCAMLR documents from the note",
         Twin("note_wrong", "body", "I mentioned at Seafood Expo North America are",
              "I mentioned at Seafood Expo Global in Barcelona are", "Seafood Expo North America in Boston",
              "a fair the note does not name in place of the one it does",
              found="Seafood Expo Global in Barcelona")),
]
