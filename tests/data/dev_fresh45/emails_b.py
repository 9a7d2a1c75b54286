"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin


def t(s: str) -> str:
    return s.strip("\n")


MAILS = [
    # N021
    Mail("P021", "s2",
         "Chilean uni, September to April",
         t("""
Dear Ms. Bryant,

I'm reaching out from Punta Arenas, Chile, because Bryant Sushi Supply, Inc. looks like exactly the kind of distributor our uni is meant for.

We harvest Chilean red sea urchin (Loxechinus albus) by diving in the Strait of Magellan and pack the roe the same day:
• Fresh grade A and grade B in 100 g trays, air freight to LAX or JFK within about 48 hours of packing
• Frozen 250 g trays for menu items that don't need fresh uni

Our season runs from September to April, which complements North American supply. We are FDA-registered and ship with a Sernapesca health certificate.

If you're open to it, I'd be glad to send a price list CPT Los Angeles and arrange a trial shipment of 10 trays.

Best regards,
Cristián Oyarzún
Export Manager
Sabores del Estrecho SpA
coyarzun@saboresdelestrecho.cl
+56 61 2 238 450
"""),
         "cold introduction; English (US); the company in full with its comma before Inc., the "
         "category as uni and sea urchin roe, bullets, FDA, LAX/JFK, the sender's title in English",
         Twin("company_foreign", "body", "because Bryant Sushi Supply, Inc. looks",
              "because Thompson Home & Hearth LLC looks", "Bryant Sushi Supply, Inc.",
              "the other US buyer of this set (a home goods store) in the company's place",
              found="Thompson Home & Hearth LLC")),
    # N022
    Mail("P022", "s2",
         "Confettura di calafate dopo Terra Madre",
         t("""
Gentile signora Forza,

è stato un piacere conoscerla a Terra Madre Salone del Gusto a Torino.

Come richiesto, possiamo fornire la confettura in vasetti da 220 g con etichetta in italiano, conforme alle norme svizzere sull'etichettatura (ingredienti, allergeni, origine Cile). Il calafate (Berberis microphylla) è una bacca selvatica della Patagonia, raccolta a mano intorno a Punta Arenas tra gennaio e marzo; la confettura contiene il 60% di frutta.

Le allego il listino prezzi FCA Punta Arenas e una proposta di spedizione consolidata fino a Chiasso. Se lo desidera, le mando una confezione campione di 12 vasetti per Forza Delicatezze SA.

Cordiali saluti,
Cristián Oyarzún
Responsabile esportazioni
Sabores del Estrecho SpA
Punta Arenas, Cile
+56 61 2 238 450
"""),
         "first e-mail after the fair the note records (Terra Madre, 220 g jars, Italian labels); "
         "Italian, to a Ticino buyer; 'Gentile signora Forza', the category in Italian "
         "(confettura di calafate), Berberis microphylla, Chiasso, the sender's title in Italian",
         Twin("note_wrong", "body", "in vasetti da 220 g", "in vasetti da 250 g", "220 g",
              "the note's 220 g jars misquoted as 250 g", found="250 g")),
    # N023
    Mail("P023", "s2",
         "Confiture de calafate de Patagonie pour vos tablettes",
         t("""
Bonjour Monsieur Desrosiers,

Je vous écris de Punta Arenas, au bout de la Patagonie chilienne. Notre entreprise, Sabores del Estrecho SpA, produit une confiture de calafate, un petit fruit sauvage bleu-noir de Patagonie dont on dit que quiconque y goûte revient un jour dans le sud.

Je pense qu'elle aurait sa place sur les tablettes de l'Épicerie fine Desrosiers inc. : le goût rappelle le bleuet sauvage, avec une pointe acidulée, et nos pots de 220 g sont étiquetés en français et en anglais, conformément aux exigences de l'ACIA.

Seriez-vous intéressé à recevoir notre liste de prix et quelques pots échantillons?

Au plaisir,
Cristián Oyarzún
Jefe de Exportaciones
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "cold introduction; French (Quebec: tablettes, bleuet, ACIA, no space before ?); the "
         "company with an elided article (de l'Épicerie fine Desrosiers inc.), 'Bonjour Monsieur "
         "Desrosiers'",
         Twin("contact_wrong", "body", "Bonjour Monsieur Desrosiers", "Bonjour Monsieur Desjardins",
              "Tristan Desrosiers", "another Quebec family name in the greeting",
              found="Desjardins")),
    # N024
    Mail("P024", "s3",
         "Pre-shipment sample: Mandheling Grade 1, triple-picked",
         t("""
Dear Ms Tartini,

Thank you for your request. I am glad to confirm that a 300 g pre-shipment sample of our Mandheling Grade 1, triple-picked, will be sent to Torrefazione Tartini S.r.l. by courier this week.

The lot comes from smallholder farms around Lintong Nihuta, south of Lake Toba, at 1,300-1,500 m. It is wet-hulled (giling basah), as is traditional in North Sumatra, and hand-sorted three times, which is what "triple-picked" means here. Moisture is 12.5% and the screen size is 17/18.

As responsabile acquisti caffè verde, you will want to roast and cup it yourself; the sample is drawn from the very bags we would ship from Belawan, so the cup you taste is the cup you get. Our price for this lot is quoted FOB Belawan in 60 kg jute bags with GrainPro liners.

Best regards,
Martua Simanjuntak
Kepala Divisi Ekspor (Head of Export Division)
PT Horas Karya Toba
Medan, Indonesia
+62 61 4156 2290
"""),
         "first e-mail answering the note's request (300 g pre-shipment sample, Grade 1, "
         "triple-picked); English; the recorded Italian title inside an English sentence, "
         "Lintong Nihuta, giling basah, screen 17/18, Belawan, GrainPro",
         Twin("title_wrong", "body", "As responsabile acquisti caffè verde,",
              "As responsabile vendite,", "Responsabile acquisti caffè verde",
              "a sales title for the recorded green-coffee buyer's", found="responsabile vendite")),
    # N025
    Mail("P025", "s3",
         "Wet-hulled Sumatran lots after MICE",
         t("""
Hi Curtis,

Great to meet you at MICE in Melbourne. You mentioned that Burnett Coffee Roasters is looking for wet-hulled lots, so here is what we have from the new harvest:

1. Lintong Grade 1, triple-picked: heavy body, cedar and dark chocolate
2. Sidikalang Grade 1: earthier, lower acidity, good for espresso blends
3. Lake Toba peaberry: a small lot of about 20 bags

All three are wet-hulled (giling basah) and packed in GrainPro-lined 60 kg bags. We ship to Australia through Belawan and can give you prices CFR Melbourne.

Shall I send 200 g samples of each?

Cheers,
Martua Simanjuntak
Head of Export Division
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "first e-mail after the fair the note records (MICE, wet-hulled lots); English (AU: "
         "'Cheers'); the company without Pty Ltd, numbered list, Lintong, "
         "Sidikalang, peaberry",
         Twin("country_wrong", "body", "We ship to Australia through Belawan",
              "We ship to New Zealand through Belawan", "Australia",
              "a neighbouring country for the buyer's own", found="New Zealand")),
    # N026
    Mail("P026", "s3",
         "بن ماندهيلنغ السومطري لمحامص كانو",
         t("""
الأستاذة نشوة كانو المحترمة،

تحية طيبة وبعد،

أنا مرتوا سيمانجونتاك، رئيس قسم التصدير في شركة PT Horas Karya Toba في مدينة ميدان بإندونيسيا. أكتب إليكِ بصفتكِ مديرة المشتريات في شركة محامص كانو المحدودة، لأعرض عليكِ بن ماندهيلنغ الأخضر من شمال سومطرة.

يُزرع بن ماندهيلنغ حول بحيرة توبا على ارتفاع 1300 إلى 1500 متر، ويُعالج بطريقة التقشير الرطب التقليدية، فيمنح فنجاناً كثيف القوام بنكهات الشوكولاتة الداكنة والتوابل، وهو مناسب للتحميص المتوسط والداكن.

نشحن من ميناء بلاوان إلى جدة أو الدمام في أكياس جوت سعة 60 كغ. هل تودّين أن نرسل لكِ عينات وقائمة الأسعار؟

مع خالص التحية،
Martua Simanjuntak
Kepala Divisi Ekspor
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "cold introduction; Arabic (feminine forms of address); 'الأستاذة نشوة كانو المحترمة', the "
         "recorded title inside a sentence, the company short in the subject (محامص كانو), the "
         "category in Arabic (بن ماندهيلنغ), the sender's name and title in Arabic, جدة, الدمام",
         Twin("company_missing", "body", "في شركة محامص كانو المحدودة", "في شركتكم",
              "شركة محامص كانو المحدودة",
              "every mention of the company replaced by 'شركتكم' (your company; subject and body)",
              found="شركتكم", more=(("subject", "لمحامص كانو", "لشركتكم"),))),
    # N027
    Mail("P027", "s3",
         "Natuurlijk geverfde ulos uit Noord-Sumatra",
         t("""
Beste Thijmen,

Ik schrijf u vanuit Medan, op Noord-Sumatra. Ik begreep dat De Gruson Textiel & Kunst B.V. veel Indische klanten heeft en op de Tong Tong Fair in Den Haag staat, en dat u alleen natuurlijk geverfde stukken inkoopt.

Dat sluit precies aan bij wat wij doen. Onze ulos worden met de hand geweven door Batakse weefsters rond het Tobameer en uitsluitend geverfd met indigo, mengkudu-wortel (Morinda) en boombast. Wij hebben nu onder meer ulos ragidup, sadum en ragi hotang op voorraad, van sjaalformaat tot 2 meter.

Zal ik u een fotocatalogus met prijzen sturen, zodat u nog vóór de volgende Tong Tong Fair kunt kiezen?

Met vriendelijke groet,
Martua Simanjuntak
Hoofd Export
PT Horas Karya Toba
Medan, Indonesië
+62 61 4156 2290
"""),
         "first e-mail answering the note (Indo-Dutch customers as 'Indische klanten', the Tong "
         "Tong Fair in The Hague as Den Haag, naturally dyed only); Dutch; the family name's "
         "capitalised particle in the company, ulos types, the sender's title in Dutch",
         Twin("company_misspelled", "body", "De Gruson Textiel & Kunst B.V.",
              "De Grusson Textiel & Kunst B.V.", "De Gruson Textiel & Kunst B.V.",
              "a doubled s in the family name")),
    # N028
    Mail("P028", "s3",
         "Handwoven Batak ulos for Warisan Tenun",
         t("""
Salam sejahtera Encik Faizal,

My name is Martua Simanjuntak and I head the export division of PT Horas Karya Toba in Medan, North Sumatra. As Warisan Tenun Sdn. Bhd. specialises in traditional woven cloth, I would like to introduce our handwoven Batak ulos textiles.

They are woven on backstrap looms by weavers in the villages around Lake Toba, in patterns such as ragidup, ragi hotang and sibolang, in cotton with natural and fast synthetic dyes. Sizes range from 50 x 180 cm shawls to 100 x 200 cm ceremonial pieces.

Medan and Kuala Lumpur are only an hour apart by air, so samples can reach you within days, and larger orders go by sea from Belawan to Port Klang. Would you like me to send a selection of five pieces with our trade prices?

Terima kasih,
Martua Simanjuntak
Kepala Divisi Ekspor
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "cold introduction; English with Malay greeting and closing; 'Encik Faizal' (the second "
         "given name, Malay style, no family name), the company without Sdn. Bhd. in the subject, "
         "Port Klang",
         Twin("category_wrong", "body", "our handwoven Batak ulos textiles",
              "our handwoven Batak songket", "ulos textiles",
              "a neighbouring woven cloth (songket) offered", found="songket")),
    # N029
    Mail("P029", "s3",
         "Andaliman certifié bio (UE) – suite au SIAL",
         t("""
Bonjour Madame Allain,

Merci pour notre échange au SIAL Paris et pour votre intérêt pour l'andaliman, le poivre des Batak du nord de Sumatra (Zanthoxylum acanthopodium).

Pour répondre à votre question : oui, notre andaliman séché est certifié biologique selon le règlement (UE) 2018/848, par un organisme de contrôle agréé par la Commission européenne. Je vous joins le certificat ainsi que la fiche technique (humidité < 12 %, baies entières triées à la main).

Nous livrons en France en sacs de 5 kg ou en cartons de 10 kg, par fret aérien ou par voie maritime jusqu'au Havre. Je peux également envoyer un échantillon de 250 g à Épices Allain SARL pour vos essais.

Bien cordialement,
Martua Simanjuntak
Responsable export
PT Horas Karya Toba
Medan, Indonésie
+62 61 4156 2290
"""),
         "first e-mail after the fair the note records, answering its question (SIAL Paris, EU "
         "organic); French; Zanthoxylum acanthopodium, Regulation (EU) 2018/848, Le Havre, the "
         "sender's title in French",
         Twin("country_wrong", "body", "Nous livrons en France", "Nous livrons en Belgique",
              "France", "a neighbouring country for the buyer's own", found="Belgique")),
    # N030
    Mail("P030", "s3",
         "Andaliman (Batak pepper) from North Sumatra",
         t("""
Dear Mr Chua,

I am the head of export at PT Horas Karya Toba in Medan. We supply andaliman, the citrusy, numbing pepper of the Batak highlands, and I believe it could interest Chua Brothers Spice Trading Pte. Ltd. and your customers.

Our andaliman is picked by hand around Lake Toba, sun-dried and sorted, and is available whole in 1 kg vacuum packs or 10 kg cartons. Fresh-frozen berries are also possible for chefs who prefer them green.

Singapore is a short flight from Kualanamu, so we can ship small trial quantities by air within a week. May I send you a price list and a 100 g sample?

Best regards,
Martua Simanjuntak
Head of Export Division
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "cold introduction; English; 'Mr Chua' for Chua Boon Keng (family name first, Chinese "
         "Singaporean style), the company in full, Kualanamu",
         Twin("contact_wrong", "body", "Dear Mr Chua", "Dear Mr Tan", "Chua Boon Keng",
              "another common Singaporean family name in the greeting", found="Mr Tan")),
    # N031
    Mail("P031", "s3",
         "A new pepper for your range: andaliman",
         t("""
Dear Alyssa,

I hope you don't mind a message out of the blue. I look after exports at PT Horas Karya Toba in Medan, North Sumatra, and I wanted to introduce andaliman, a Zanthoxylum pepper from the Batak highlands, to Jones Spice Merchants Pty Ltd.

If you know Sichuan pepper, andaliman is its Indonesian cousin: the same tingling numbness, but with a brighter lime-and-lemongrass aroma. Chefs use it in sambal, with grilled fish and, increasingly, in gin.

We know Australian biosecurity rules well: our dried andaliman is heat-treated, packed in 1 kg bags and shipped with a phytosanitary certificate, to meet the BICON import conditions for dried spices. I'd be glad to send a sample and our price list.

Kind regards,
Martua Simanjuntak
Head of Export Division
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "cold introduction; English (AU); Sichuan pepper, lime and lemongrass named as "
         "comparisons, not offered; BICON",
         Twin("company_foreign", "body", "to Jones Spice Merchants Pty Ltd.",
              "to Burnett Coffee Roasters Pty Ltd.", "Jones Spice Merchants Pty Ltd",
              "the other Australian buyer of this set in the company's place",
              found="Burnett Coffee Roasters Pty Ltd")),
    # N032
    Mail("P032", "s4",
         "Dried omena with 55%+ crude protein for Kasozi Animal Feeds",
         t("""
Dear Ms Kasozi,

Thank you for your enquiry about dried omena for poultry feed. I am pleased to confirm that we can supply Kasozi Animal Feeds (U) Ltd with feed-grade omena of at least 55% crude protein, and our recent lots have tested between 56% and 60%.

The omena (Rastrineobola argentea) is landed at beaches around the Winam Gulf, sun-dried on raised racks to keep sand content low, and packed in 50 kg polypropylene bags. Every consignment comes with a laboratory analysis of crude protein, moisture, ash and sand.

We deliver by truck from Kisumu into Uganda through the Busia border, usually within two days. Please let me know your monthly tonnage and I will send our price delivered to your mill.

Kind regards,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
Kisumu, Kenya
+254 57 202 3418
"""),
         "first e-mail answering the note (poultry feed, crude protein of at least 55%); English; "
         "the Ugandan '(U) Ltd', the company without it in the subject, Rastrineobola argentea, "
         "Winam Gulf, Busia",
         Twin("company_missing", "body", "supply Kasozi Animal Feeds (U) Ltd with",
              "supply your company with", "Kasozi Animal Feeds (U) Ltd",
              "every mention of the company replaced by 'your company' (subject and body)",
              found="your company",
              more=(("subject", "for Kasozi Animal Feeds", "for your company"),))),
    # N033
    Mail("P033", "s4",
         "Sun-dried omena from Kisumu",
         t("""
Dear Mr Ssemakula,

I am writing to introduce Winam Bay Produce Limited, a Kisumu company that buys dried omena from fishing beaches along the Kenyan shore of Lake Victoria and sells it across the region.

We know Ugandan traders have their own mukene from your side of the lake, but in the months when your catches drop we can keep Ssemakula Fish Dealers Ltd supplied with clean, well-dried omena, sorted into food grade for the market and feed grade for millers. We pack in 50 kg or 90 kg bags and deliver by truck through Busia.

Would you be interested in a price list and a sample bag? I'm happy to call you at a time that suits you.

Best regards,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English; the Ugandan name of the same fish (mukene) beside omena, "
         "Lake Victoria, Busia",
         Twin("company_misspelled", "body", "Ssemakula Fish Dealers Ltd",
              "Semakula Fish Dealers Ltd", "Ssemakula Fish Dealers Ltd",
              "the doubled S of the Luganda family name written single")),
    # N034
    Mail("P034", "s4",
         "Omena séché du lac Victoria – livraison à Goma par Kampala",
         t("""
Monsieur Tshibangu,

Je me permets de vous écrire en français, comme vous le préférez. Je suis responsable des ventes à l'export chez Winam Bay Produce Limited, à Kisumu, au Kenya, et nous fournissons de l'omena séché (Rastrineobola argentea), le petit poisson argenté du lac Victoria.

En votre qualité de directeur des achats des Établissements Tshibangu SARL, vous serez sans doute intéressé par notre organisation logistique : nos camions partent de Kisumu, passent la frontière à Busia, traversent l'Ouganda par Kampala et livrent à Goma. Le trajet prend en général cinq à six jours, documents de transit compris.

L'omena est séché au soleil sur claies, trié et conditionné en sacs de 50 kg. Je peux vous adresser nos prix rendus Goma pour un camion complet de 30 tonnes.

Veuillez agréer, Monsieur, l'expression de mes salutations distinguées.

Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
Kisumu, Kenya
+254 57 202 3418
"""),
         "first e-mail answering the note (French preferred; trucks to Goma via Kampala); French; "
         "'Monsieur Tshibangu,' alone, the recorded title inside a sentence with the company in "
         "the genitive (des Établissements Tshibangu SARL), the sender's title paraphrased in "
         "French and kept in English in the signature, formal French closing",
         Twin("title_wrong", "body", "En votre qualité de directeur des achats",
              "En votre qualité de directeur commercial", "Directeur des achats",
              "a sales director's title for the recorded purchasing director's",
              found="directeur commercial")),
    # N035
    Mail("P035", "s4",
         "Pishori rice in 5 kg and 25 kg bags",
         t("""
Dear Ms Shamma,

It was a pleasure meeting you at Gulfood in Dubai, and thank you for your interest in our Kenyan pishori rice.

As discussed, we can pack for Al Marzooqi Foodstuff Trading L.L.C. in both sizes you asked for:
- 5 kg woven PP bags with a printed front, 4 bags to a bale
- 25 kg woven PP bags

Our pishori is grown in the Ahero and West Kano irrigation schemes near Kisumu, aged for at least three months and machine-sorted to below 5% broken grains. It is a long-grain aromatic rice, softer than basmati, and Kenyan and East African families in the Gulf ask for it by name.

We can ship 20 ft containers from Mombasa to Jebel Ali, CFR. Shall I send you our price for both bag sizes?

Kind regards,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "first e-mail after the fair the note records (Gulfood, 5 kg and 25 kg bags); English; "
         "'Dear Ms Shamma' (Gulf style, given name), basmati named as a comparison, not offered; "
         "Ahero, West Kano, Mombasa, Jebel Ali",
         Twin("note_wrong", "body", "meeting you at Gulfood in Dubai",
              "meeting you at SIAL Middle East in Dubai", "Gulfood",
              "a Gulf food fair the note does not name in place of Gulfood",
              found="SIAL Middle East")),
    # N036
    Mail("P036", "s4",
         "Kenyan pishori rice for Simpson World Foods",
         t("""
Dear Ross,

I hope you don't mind me writing out of the blue. I'm the export sales manager at Winam Bay Produce Limited in Kisumu, Kenya, and I'd like to offer Simpson World Foods Ltd our pishori rice.

Pishori is the aromatic long-grain rice that Kenyan, Ugandan and Tanzanian families cook for pilau and for festive meals, and it is hard to find in the UK in a genuine, unblended form. Ours comes from the Ahero irrigation scheme near Kisumu and is packed in 5 kg and 10 kg retail bags with English labelling.

We ship by container from Mombasa to London Gateway or Felixstowe. If the idea appeals, I can send samples and a price list CIF UK port.

Best wishes,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English (UK); 'Dear Ross', the company without Ltd in the subject, "
         "the sender's title in lower case inside a sentence; London Gateway, Felixstowe",
         Twin("note_wrong", "body", "I hope you don't mind me writing out of the blue.",
              "It was good to meet you at IFE London last month.",
              "no meeting: the buyer's notes are empty",
              "a fair meeting claimed for a buyer whose record has no note",
              found="It was good to meet you at IFE London")),
    # N037
    Mail("P037", "s4",
         "Aromatic pishori rice from Kenya",
         t("""
السيدة جوريّة آل مقطة المحترمة،

I am writing from Kisumu, Kenya, to introduce our pishori rice to مؤسسة آل مقطة التجارية. Pishori is a long-grain aromatic rice grown under irrigation around Ahero, in the Lake Victoria basin; it cooks soft and fragrant, and many East African and South Asian households in Saudi Arabia already know it.

We pack it in 5 kg, 10 kg and 25 kg bags, can print Arabic labels to SFDA requirements, and ship in 20 ft containers from Mombasa to Jeddah Islamic Port or Dammam.

Would you like to receive samples and our price list CFR Jeddah?

مع أطيب التحيات،
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English with Arabic greeting and closing; the company in Arabic "
         "inside an English sentence, the name with its family prefix آل and shadda; SFDA, "
         "Jeddah Islamic Port, Dammam",
         Twin("category_wrong", "subject", "Aromatic pishori rice", "Aromatic basmati rice",
              "pishori rice", "a neighbouring aromatic rice (basmati) in the subject",
              found="basmati rice")),
    # N038
    Mail("P038", "s4",
         "Sugarcane jaggery from western Kenya",
         t("""
नमस्ते लक्ष्मी जी,

I hope this message finds you well. I am Millicent Ochieng, export sales manager at Winam Bay Produce Limited in Kisumu, Kenya. We produce sugarcane jaggery in the sugar belt around Kibos and Muhoroni, and I am writing to ask whether पौडेल ट्रेडर्स प्रा. लि. would consider it as a second source next to your current suppliers.

Our jaggery is made in open pans from fresh cane juice without chemical clarifiers, and poured into 1 kg blocks or sold as powder in 25 kg bags. Colour ranges from golden to dark brown depending on the season.

Shipments go by sea from Mombasa to Kolkata and then by rail or road to Birgunj. I would be happy to send a sample and a price list.

धन्यवाद,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English with Nepali greeting and closing; 'लक्ष्मी जी' (given name + "
         "जी), the company in Devanagari with the abbreviated प्रा. लि.; Kibos, Muhoroni, Kolkata, "
         "Birgunj",
         Twin("contact_wrong", "body", "नमस्ते लक्ष्मी जी", "नमस्ते लक्ष्मण जी", "लक्ष्मी पौडेल",
              "a near-miss (male) given name in the greeting", found="लक्ष्मण")),
    # N039
    Mail("P039", "s4",
         "Kenyan cane jaggery for your grocery customers",
         t("""
Dear Mr Mistry,

My name is Millicent Ochieng and I manage export sales at Winam Bay Produce Limited in Kisumu, Kenya. I'm writing because Mistry Foods Inc. may be looking for new South Asian pantry lines, and our sugarcane jaggery is one.

We make it the traditional way, boiling fresh cane juice in open pans, with no chemicals added, and pack it as 1 kg blocks, 500 g cubes in pouches, or powder. Labels can be bilingual English and French for the Canadian market.

A 20 ft container would go from Mombasa to Toronto via Montreal. Could I send you a few samples and our FOB Mombasa prices?

Best regards,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English (to Canada); bilingual labels, Toronto via Montreal",
         Twin("company_foreign", "body", "because Mistry Foods Inc. may",
              "because Épicerie fine Desrosiers inc. may", "Mistry Foods Inc.",
              "the other Canadian buyer of this set in the company's place",
              found="Épicerie fine Desrosiers inc.")),
    # N040
    Mail("P040", "s4",
         "Jaggery blocks and powder from Kenya",
         t("""
Dear Mr Aggarwal,

I'm writing from Kisumu, in western Kenya, where our company Winam Bay Produce Limited makes sugarcane jaggery. Dubai's foodstuff traders re-export a lot of jaggery to East Africa and the Gulf, and I wonder whether Aggarwal General Trading L.L.C. would like a supplier that is closer to those markets than India.

We offer:
- 1 kg blocks, 20 to a carton
- jaggery powder in 25 kg bags
- custom pack sizes from one container up

Transit from Mombasa to Jebel Ali is around 12 days. If you'd like to compare quality, I can courier samples to your office this month.

Kind regards,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "cold introduction; English; India named as the usual origin, not as the buyer's "
         "country; Dubai, Jebel Ali",
         Twin("company_misspelled", "body", "Aggarwal General Trading L.L.C.",
              "Agarwal General Trading L.L.C.", "Aggarwal General Trading L.L.C.",
              "the family name's doubled g written single (a common variant spelling)")),
]
