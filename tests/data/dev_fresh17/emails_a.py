"""Natural e-mails 1-20: sender s1 (Agrícola Tierra de Pococí S.A., Costa Rica) to P001-P015.

Each one was written by hand and read against its buyer row; its Twin is the one error its
injected twin gets.
"""

from mail import Mail, Twin

MAILS = [
    Mail(
        "P001", "s1",
        "Suite au SIAL Paris : cœurs de palmier en bocal de 400 g",
        "Bonjour Madame Moreno,\n\n"
        "Merci encore pour votre visite sur notre stand au SIAL Paris. Comme convenu, je reviens vers "
        "vous au sujet des cœurs de palmier en bocal de 400 g pour Moreno Épicerie Fine.\n\n"
        "Nos cœurs de palmier viennent de pejibaye cultivé autour de Guápiles, dans la province de "
        "Limón. En bocal de 400 g (poids égoutté 220 g), nous proposons :\n"
        "- cœurs entiers, calibre moyen ;\n"
        "- tronçons de 3 cm, pour la salade ;\n"
        "- une version bio certifiée UE.\n\n"
        "Je peux vous envoyer six bocaux d'échantillon par DHL la semaine prochaine et une offre "
        "CIF Le Havre par palette complète.\n\n"
        "Bien cordialement,\n\n"
        "José Pablo Vargas\n"
        "Gerente de Exportaciones\n"
        "Agrícola Tierra de Pococí S.A.\n"
        "+506 2710 4418",
        "follow-up after the fair the note names, wholly in French; Madame + surname; company "
        "without its legal form; product details from the note (400 g jars); pejibaye (the palm "
        "hearts come from); Guápiles and Limón province; EU organic; CIF Le Havre; sender signs "
        "with one surname, title in Spanish",
        Twin("contact_wrong", "body", "Madame Moreno", "Madame Moreau", "Laure Moreno",
             "the buyer's family name changed by two letters", found="Moreau"),
    ),
    Mail(
        "P002", "s1",
        "Hearts of palm from Costa Rica for Distributions Dufour",
        "Dear Ms. Dufour,\n\n"
        "I am writing to introduce Agrícola Tierra de Pococí, a grower and packer of hearts of palm "
        "in the Caribbean lowlands of Costa Rica.\n\n"
        "As Directeur des achats at Distributions Dufour inc., you may be looking for a steady "
        "second source for the retail and food-service lines you carry in Québec. We pack whole "
        "hearts and rings in 14 oz cans and glass jars, with bilingual English/French labels "
        "available for the Canadian market, and we can ship in full containers to Montréal.\n\n"
        "Would a short call next week suit you, or shall I simply send a price list?\n\n"
        "Kind regards,\n"
        "José Pablo Vargas Solano\n"
        "Export Manager, Agrícola Tierra de Pococí S.A.\n"
        "jpvargas@tierrapococi.example",
        "formal first e-mail, wholly in English; the buyer's French title as recorded inside an "
        "English sentence; sender company without legal form in the body; bilingual labels; "
        "Québec, Montréal; the sender's Spanish title given in English",
        Twin("company_foreign", "body", "Distributions Dufour inc.", "Alimentation Forget inc.",
             "Distributions Dufour inc.",
             "another Canadian buyer's company of this set in the buyer's company's place"),
    ),
    Mail(
        "P003", "s1",
        "Your organic hearts of palm sample - following up from Summer Fancy Food",
        "Hi Chris,\n\n"
        "Great to meet you at the Summer Fancy Food Show. As promised, the sample of our organic "
        "hearts of palm left Guápiles yesterday by FedEx; tracking is 7789 0412 5531.\n\n"
        "What is in the box:\n"
        "• 2 x 14.1 oz jars, whole hearts (USDA Organic)\n"
        "• 2 x 14.1 oz jars, salad cut\n"
        "• 1 x 25 oz can of hearts of palm linguine-style strips\n\n"
        "Once the Russell Specialty Foods team has tasted them, I would be glad to talk pricing FOB "
        "Moín or delivered to your warehouse.\n\n"
        "Best,\n"
        "José Pablo\n"
        "Tierra de Pococí | Costa Rica",
        "follow-up after the fair the note names, wholly in English; the contact's shortened first "
        "name (Chris for Christopher); the sample from the note; bullet list; the 'linguine' strips "
        "are hearts of palm cut as pasta; USDA Organic; FOB Moín; sender in short form",
        Twin("note_wrong", "body", "at the Summer Fancy Food Show", "at Natural Products Expo West",
             "Summer Fancy Food Show",
             "a fair the buyer's note does not name; the note records the Summer Fancy Food Show",
             found="Natural Products Expo West"),
    ),
    Mail(
        "P004", "s1",
        "Palmito de Costa Rica para Comercial Yáñez",
        "Estimado Sr. Yáñez:\n\n"
        "Me permito presentarle Agrícola Tierra de Pococí S.A., productora y envasadora de palmito "
        "en Guápiles, Costa Rica.\n\n"
        "Sabemos que en Chile el palmito es un producto muy consumido y que Comercial Yáñez SpA "
        "abastece a supermercados y al canal HORECA. Ofrecemos palmito entero y en rodajas en "
        "frasco de vidrio de 410 g y en lata de 800 g, con marca propia o con su marca, despachado "
        "desde Puerto Moín con tránsito directo a San Antonio.\n\n"
        "Si le interesa, le envío nuestra lista de precios FOB y las fichas técnicas.\n\n"
        "Atentamente,\n\n"
        "José Pablo Vargas Solano\n"
        "Gerente de Exportaciones\n"
        "Agrícola Tierra de Pococí S.A.",
        "formal first e-mail wholly in Spanish; Sr. + surname with ñ and accent; company once "
        "short, once in full; palmito (the category in Spanish); jar and can sizes; private label; "
        "Puerto Moín and San Antonio; HORECA; FOB",
        Twin("company_misspelled", "body", "Comercial Yáñez SpA", "Comercial Yañez SpA",
             "Comercial Yáñez SpA", "the accent on the á of the company's name lost",
             found="Comercial Yañez SpA"),
    ),
    Mail(
        "P005", "s1",
        "Kosher-certified hearts of palm for עודה יבוא",
        "שלום מילה,\n\n"
        "You mentioned that any hearts of palm you import must carry kosher certification, so let "
        "me start there: our cannery in Guápiles is supervised by the OU, and we can print the OU "
        "symbol on every jar and carton shipped to Israel.\n\n"
        "We supply whole hearts and salad cuts in 400 g jars and 800 g cans, and a lower-sodium "
        "brine for health-food shops. Containers go from Moín to Haifa or Ashdod in about five "
        "weeks.\n\n"
        "May I send you our OU letter of certification and a price list for עודה יבוא בע\"מ?\n\n"
        "Best regards,\n"
        "José Pablo Vargas\n"
        "Export Manager | Agrícola Tierra de Pococí S.A. | Costa Rica\n"
        "+506 2710 4418",
        "first e-mail in English with a Hebrew greeting by first name; opens from the buyer's note "
        "(kosher, OU); company in Hebrew script inside an English sentence, once short, once with "
        "בע\"מ; Haifa, Ashdod, Moín; the sender's title in English",
        Twin("country_wrong", "body", "shipped to Israel", "shipped to Jordan", "Israel",
             "the buyer's country named as its neighbour", found="Jordan"),
    ),
    Mail(
        "P006", "s1",
        "Leatherleaf fern direct from the farm - an alternative to the clock",
        "Dear Maaike,\n\n"
        "I understand that Willemsen Bloemen buys most of its cut greens at the auction in Aalsmeer "
        "and would like to source some lines direct. We grow leatherleaf fern (Rumohra "
        "adiantiformis) under shade cloth near Guápiles and ship it to Amsterdam by air every week.\n\n"
        "Our standard pack is 20 fronds per bunch, 60-70 cm, 25 bunches per box, pre-cooled and "
        "with a stable vase life of three weeks. A fixed weekly programme avoids the price swings of "
        "the clock.\n\n"
        "As inkoper snijgroen, would you like a trial box with next Thursday's flight?\n\n"
        "Kind regards,\n"
        "José Pablo Vargas Solano\n"
        "Agrícola Tierra de Pococí S.A.\n"
        "Guápiles, Costa Rica",
        "first e-mail wholly in English opening from the buyer's note (the Aalsmeer auction, direct "
        "supply); first name; company without B.V.; Latin name of the fern; bunch and box sizes; "
        "the Dutch title lower-cased in an English sentence; 'the clock' for the auction",
        Twin("category_wrong", "body", "We grow leatherleaf fern (Rumohra adiantiformis)",
             "We grow Italian ruscus (Ruscus hypophyllum)", "leatherleaf fern",
             "a neighbouring cut green offered instead of the buyer's leatherleaf fern",
             found="Italian ruscus"),
    ),
    Mail(
        "P007", "s1",
        "Lederfarn aus Costa Rica – Direktbezug für Ihren Großhandel",
        "Sehr geehrte Frau Kreusel,\n\n"
        "mein Name ist José Pablo Vargas, ich bin Exportleiter der Agrícola Tierra de Pococí S.A. "
        "in Costa Rica. Wir bauen seit 15 Jahren Lederfarn an und liefern wöchentlich per Luftfracht "
        "nach Frankfurt.\n\n"
        "Für den Blumengroßhandel Kreusel könnten wir anbieten:\n"
        "• Lederfarn, 60–70 cm, 20 Wedel pro Bund\n"
        "• feste Wochenmengen zu Festpreisen für die Saison\n"
        "• Lieferung CPT Frankfurt Flughafen\n\n"
        "Gern schicke ich Ihnen ein Angebot und eine Musterkiste.\n\n"
        "Mit freundlichen Grüßen\n\n"
        "José Pablo Vargas Solano\n"
        "Gerente de Exportaciones\n"
        "Agrícola Tierra de Pococí S.A.\n"
        "Tel. +506 2710 4418",
        "first e-mail wholly in German; Frau + surname (the record's title is masculine, not used); "
        "company without GmbH; Lederfarn (the category in German); the sender's title translated "
        "into German in the body, Spanish in the signature; CPT Frankfurt",
        Twin("sender_wrong", "body", "Tel. +506 2710 4418", "Tel. +506 2710 4481",
             "+506 2710 4418", "the sender's phone number with two digits swapped",
             found="+506 2710 4481"),
    ),
    Mail(
        "P008", "s1",
        "コスタリカ産レザーファンのご案内",
        "ハシモトフラワー株式会社\n"
        "仕入担当 ハシモト ヤスヒロ様\n\n"
        "はじめてご連絡いたします。コスタリカのAgrícola Tierra de Pococí S.A.で輸出を担当しております"
        "ホセ・パブロ・バルガスと申します。\n\n"
        "弊社はグアピレスでレザーファン（レザーリーフファン）を栽培しており、毎週空輸で出荷しております。"
        "60〜70cm、1束20本、1箱25束の規格で、成田着のCPT条件でお見積りが可能です。\n\n"
        "サンプルをお送りしてもよろしいでしょうか。ご検討のほど、よろしくお願い申し上げます。\n\n"
        "ホセ・パブロ・バルガス\n"
        "Agrícola Tierra de Pococí S.A.\n"
        "jpvargas@tierrapococi.example",
        "first e-mail wholly in Japanese, as the note asks; Japanese address block with company, "
        "title and full kana name + 様; the sender's name in katakana, company in Latin; "
        "レザーファン / レザーリーフファン for the category; CPT Narita",
        Twin("artifact", "body", "ハシモトフラワー株式会社\n仕入担当",
             "ハシモトフラワー株式会社株式会社\n仕入担当", "ハシモトフラワー株式会社",
             "the legal form doubled in the address block", found="株式会社株式会社"),
    ),
    Mail(
        "P009", "s1",
        "Leatherleaf fern for Rasmussen Blomster",
        "Hi Pål,\n\n"
        "Short one from Costa Rica: we grow leatherleaf fern and ship weekly to European "
        "wholesalers, several of them in Scandinavia via Amsterdam.\n\n"
        "As head of purchasing at Rasmussen Blomster you probably buy greens all year; our fern is "
        "steady from January to December, which helps around Mother's Day and Christmas.\n\n"
        "Shall I send prices delivered Oslo Gardermoen?\n\n"
        "José Pablo\n"
        "Agrícola Tierra de Pococí S.A.",
        "short note wholly in English; first name with å; the Norwegian title (innkjøpssjef) in "
        "English; company without AS; Oslo Gardermoen; other places named as routes",
        Twin("title_wrong", "body", "As head of purchasing at", "As head of sales at",
             "Innkjøpssjef", "a sales title for the buyer's purchasing one", found="head of sales"),
    ),
    Mail(
        "P010", "s1",
        "IPM Essen follow-up: leatherleaf fern price per box CIF Klaipėda",
        "Laba diena, Irma,\n\n"
        "Thank you for the conversation at IPM Essen. Here is the price per box you asked for, CIF "
        "Klaipėda:\n\n"
        "Leatherleaf fern, 60-70 cm, 25 bunches x 20 fronds per box: USD 38.50 per box\n"
        "Minimum: 120 boxes (one 40' reefer share through Rotterdam)\n"
        "Validity: until the end of next month\n\n"
        "Sea freight keeps the cost down for the Baltic florists you supply; we pre-cool to 2 °C and "
        "the fern travels well for the three weeks.\n\n"
        "Su pagarba,\n"
        "José Pablo Vargas Solano\n"
        "Gerente de Exportaciones, Agrícola Tierra de Pococí S.A.",
        "follow-up after the fair the note names, with the price the note asks for; Lithuanian "
        "greeting and closing, English body; first name; CIF Klaipėda; Rotterdam as a route; the "
        "Baltic region; company of the buyer not named",
        Twin("country_wrong", "body", "the Baltic florists you supply",
             "the Latvian florists you supply", "Lithuania",
             "the buyer's market named as its neighbour", found="Latvian"),
    ),
    Mail(
        "P011", "s1",
        "Fresh chayote for Smith Produce",
        "Hello Amber,\n\n"
        "I'm José Pablo from Agrícola Tierra de Pococí in Costa Rica. We grow and pack fresh chayote "
        "for the US market, and I think we could be a good fit for Smith Produce.\n\n"
        "- Light green, smooth chayote, sizes 16, 18 and 20 per 18 lb carton\n"
        "- Year-round supply, packed and cooled on the farm\n"
        "- GlobalG.A.P. and Primus GFS certified\n"
        "- Weekly reefer containers to Port Everglades and Philadelphia\n\n"
        "If you are the right person for Smith Produce's tropical vegetables, could we set up a "
        "call?\n\n"
        "Thanks,\n"
        "José Pablo Vargas\n"
        "Export Manager\n"
        "+506 2710 4418",
        "LLM-style first e-mail wholly in English with bullets; first name; company without Inc., "
        "once as a possessive; carton counts; certifications; Port Everglades and Philadelphia",
        Twin("company_missing", "subject", "for Smith Produce", "for your company", "Smith Produce Inc.",
             "every mention of the buyer's company replaced by a generic phrase",
             found="your company",
             more=(("body", "for Smith Produce.", "for your company."),
                   ("body", "for Smith Produce's tropical", "for your company's tropical"))),
    ),
    Mail(
        "P012", "s1",
        "Good to meet you at Fruit Logistica - chayote for Simpson Exotic Veg",
        "Dear Stephen,\n\n"
        "Thank you for stopping by our stand at Fruit Logistica in Berlin. I hope the rest of the "
        "show went well.\n\n"
        "As promised, some details on our fresh chayote for Simpson Exotic Veg: we pack 18 lb (8 kg) "
        "cartons, sizes 16-20, and can supply year-round by sea to Southampton or London Gateway, or "
        "by air to Heathrow for smaller top-up orders. Our farm holds GlobalG.A.P. and GRASP.\n\n"
        "I will send a price list CIF London Gateway by Friday. Please let me know if your "
        "customers in the Caribbean and Asian trade prefer a different size.\n\n"
        "Kind regards,\n"
        "José Pablo Vargas Solano\n"
        "Agrícola Tierra de Pococí S.A.",
        "follow-up after the fair the note names, wholly in English; first name; company without "
        "Ltd; UK ports and Heathrow; GRASP; the buyer's customers described",
        Twin("note_wrong", "body", "at Fruit Logistica in Berlin", "at the London Produce Show",
             "Fruit Logistica Berlin",
             "a fair the buyer's note does not name; the note records Fruit Logistica Berlin",
             found="the London Produce Show"),
    ),
    Mail(
        "P013", "s1",
        "Verse chayote uit Costa Rica",
        "Beste Bart,\n\n"
        "Ik ben José Pablo Vargas van Agrícola Tierra de Pococí in Costa Rica. Wij telen verse "
        "chayote (christofine) en exporteren wekelijks naar Europa via Antwerpen.\n\n"
        "Voor Maertens Fresh kunnen we dozen van 8 kg aanbieden, maat 16-20 stuks, het hele jaar "
        "door. Levering CIF Antwerpen of DAP uw magazijn.\n\n"
        "Mag ik u een prijslijst sturen?\n\n"
        "Met vriendelijke groeten,\n"
        "José Pablo Vargas Solano\n"
        "Agrícola Tierra de Pococí S.A.",
        "short first e-mail wholly in Dutch (Flemish usage: first name with u); company without BV; "
        "christofine as the other name of chayote; Antwerp; CIF and DAP",
        Twin("company_foreign", "body", "Voor Maertens Fresh kunnen", "Voor Simpson Exotic Veg kunnen",
             "Maertens Fresh BV",
             "another chayote buyer's company of this set in the buyer's company's place",
             found="Simpson Exotic Veg"),
    ),
    Mail(
        "P014", "s1",
        "Certificat GlobalG.A.P. – christophines du Costa Rica",
        "Madame Delmas,\n\n"
        "Vous nous aviez demandé notre certificat GlobalG.A.P. : vous le trouverez en pièce jointe, "
        "valable jusqu'en octobre, avec le numéro GGN de notre exploitation.\n\n"
        "Pour rappel, nous proposons la christophine (chayote) fraîche en colis de 8 kg, calibres "
        "16 à 20, livrée à Rungis par le port du Havre chaque semaine.\n\n"
        "Je reste à votre disposition pour une offre.\n\n"
        "Cordialement,\n"
        "José Pablo Vargas\n"
        "Agrícola Tierra de Pococí S.A.",
        "reply to the certificate the note asks for, wholly in French; Madame + surname as the "
        "greeting; the buyer's company not named; christophine; GGN; Rungis, Le Havre",
        Twin("contact_wrong", "body", "Madame Delmas", "Madame Delmar", "Denise Delmas",
             "the buyer's family name with its last letter changed", found="Delmar"),
    ),
    Mail(
        "P015", "s1",
        "Fresh chayote from Costa Rica for Al Falasi Vegetables Trading",
        "Dear Mr Saeed,\n\n"
        "Greetings from Costa Rica. I am writing to you as Procurement Manager of Al Falasi "
        "Vegetables Trading L.L.C. because we are looking for an importer in Dubai for our fresh "
        "chayote.\n\n"
        "We can ship by air from San José to Dubai International in 2-3 days, or by reefer to Jebel "
        "Ali for larger volumes, packed in 8 kg cartons. Chayote is popular with South Asian and "
        "Filipino customers, so we think it could suit your customers at Al Aweer.\n\n"
        "I would be pleased to send you our price list and a sample carton.\n\n"
        "With best regards,\n"
        "José Pablo Vargas Solano\n"
        "Export Manager\n"
        "Agrícola Tierra de Pococí S.A.",
        "formal first e-mail wholly in English; Mr + first name, as in the Gulf; title in a "
        "sentence; company in full with L.L.C.; San José, Dubai International, Jebel Ali, Al Aweer "
        "market; other countries' customers",
        Twin("title_wrong", "body", "as Procurement Manager of", "as Procurement Director of",
             "Procurement Manager", "the buyer's title one level up", found="Procurement Director"),
    ),
    Mail(
        "P006", "s1",
        "Re: Leatherleaf fern direct from the farm",
        "Hi Maaike,\n\n"
        "A quick follow-up on my e-mail about direct supply: for a standing order of 40 boxes a week "
        "we can hold USD 36.00 per box of leatherleaf fern, CPT Schiphol, for the whole season.\n\n"
        "That price includes pre-cooling and the phytosanitary certificate.\n\n"
        "Best,\n"
        "José Pablo",
        "short follow-up on the writer's own e-mail, wholly in English; first name; "
        "price; CPT Schiphol; phytosanitary certificate; no company named",
        Twin("artifact", "body", "That price includes pre-cooling and the phytosanitary certificate.",
             "That price includes pre-cooling and the", "a complete sentence",
             "the last sentence cut off mid-way", found="That price includes pre-cooling and the"),
    ),
    Mail(
        "P011", "s1",
        "Chayote season update",
        "Hi Amber,\n\n"
        "Just a note that our new chayote plantings near Guápiles come into full harvest next month, "
        "so we will have extra volume of size 18 in 18 lb cartons for the next twelve weeks.\n\n"
        "If Smith Produce would like to try a first pallet, I can offer a special price delivered "
        "Port Everglades.\n\n"
        "Regards,\n"
        "José Pablo Vargas\n"
        "Agrícola Tierra de Pococí S.A.",
        "seasonal note wholly in English; first name; company without Inc.; sizes and cartons; "
        "Port Everglades",
        Twin("sender_wrong", "body", "Agrícola Tierra de Pococí S.A.", "Agrícola Tierra de Pocosí S.A.",
             "Agrícola Tierra de Pococí S.A.", "one letter of the sender's company changed",
             found="Agrícola Tierra de Pocosí S.A."),
    ),
    Mail(
        "P015", "s1",
        "Al Aweer or direct to retail?",
        "Dear Mr Saeed,\n\n"
        "One quick question before I prepare an offer for Al Falasi Vegetables Trading: do you sell "
        "mainly through the Al Aweer market or direct to supermarkets? It decides whether we pack "
        "chayote in 8 kg cartons or in 500 g punnets.\n\n"
        "Thank you,\n"
        "José Pablo Vargas Solano\n"
        "Agrícola Tierra de Pococí S.A.",
        "one-question note wholly in English; Mr + first name; company without L.L.C.; packing "
        "options; Al Aweer",
        Twin("company_misspelled", "body", "Al Falasi Vegetables Trading", "Al Falasy Vegetables Trading",
             "Al Falasi Vegetables Trading L.L.C.", "one letter of the company's family name changed",
             found="Al Falasy Vegetables Trading"),
    ),
    Mail(
        "P005", "s1",
        "OU certificate and price list",
        "שלום מילה,\n\n"
        "Following my e-mail of last week, please find attached our OU letter of certification for "
        "the hearts of palm, valid for this year, and a price list CIF Ashdod for 400 g jars and "
        "800 g cans.\n\n"
        "If the kosher supervisor at Badatz needs anything further, I will be glad to help.\n\n"
        "בברכה,\n"
        "José Pablo Vargas\n"
        "Agrícola Tierra de Pococí S.A.",
        "follow-up on the writer's own e-mail with the certificate the note names; Hebrew greeting "
        "and closing, English body; first name; CIF Ashdod; both supervisions of the note named",
        Twin("category_wrong", "body", "certification for the hearts of palm",
             "certification for the artichoke hearts", "hearts of palm",
             "a neighbouring jarred vegetable instead of hearts of palm", found="artichoke hearts"),
    ),
    Mail(
        "P013", "s1",
        "Chayote: price CIF Antwerp",
        "Dear Bart,\n\n"
        "As promised, our price for fresh chayote, 8 kg cartons, sizes 16-20: EUR 11.20 per carton "
        "CIF Antwerp, minimum 10 pallets, weekly sailings from Moín.\n\n"
        "Kind regards,\n"
        "José Pablo Vargas\n"
        "Agrícola Tierra de Pococí S.A.",
        "very short price note wholly in English after the writer's own first e-mail; first name; "
        "CIF Antwerp; Moín",
        Twin("note_wrong", "body", "As promised, our price", "As discussed at Fruit Logistica, our price",
             "no meeting (the buyer has no note)",
             "a meeting at a fair claimed for a buyer whose record has no note",
             found="As discussed at Fruit Logistica"),
    ),
]
