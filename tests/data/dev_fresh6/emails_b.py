"""Natural e-mails N021-N040 (first e-mails to L021-L040), each with the edit its twin gets."""

from mail import mail, sig

EMAILS = [
    mail(
        "L021",
        "s3",
        "Private-label pashmina shawls for Cortés Textiles",
        "Estimado Miguel,\n\n"
        "I read that Cortés Textiles needs private labels, and that is most of what we do: our "
        "pashmina shawls leave Kathmandu with the buyer's own woven label, hang tag and care card.\n\n"
        "What we could make for Cortés Textiles S.A.:\n"
        "- 100% pashmina shawls, 70 x 200 cm, hand-woven, 60 colours\n"
        "- 70/30 pashmina-silk shawls for warmer climates like San José's\n"
        "- each shawl folded in a lokta paper sleeve, ready for the shop floor\n\n"
        "MOQ is 50 pieces per colour. As purchasing manager you'll want to see quality first; "
        "I can courier three samples with your label mock-up.\n\n"
        "Saludos,\nSushila Shrestha\nHead of Export Sales\nHimal Lokta Crafts Pvt. Ltd.",
        "style=LLM mail with bullets, Spanish greeting; hard: first name, short and full company, "
        "note (private labels) used, 'pashmina-silk', 'lokta paper sleeve' (another category's "
        "words as packaging), San José's possessive, title lower-case",
        (
            "company_missing",
            "body",
            [("Cortés Textiles S.A.", "your company"), ("Cortés Textiles", "your company")],
            None,
            "every mention of the company replaced by generic wording",
            "your company",
        ),
    ),
    mail(
        "L022",
        "s1",
        "Biofach follow-up: organic quinoa for Gálvez Alimentos",
        "Hola Sofía,\n\n"
        "Thank you for stopping by our stand at Biofach in Nuremberg. As we discussed, here is the "
        "offer for Gálvez Alimentos:\n\n"
        "Organic white quinoa, EU and USDA NOP certified, 25 kg bags\n"
        "Organic tricolour quinoa, same certificates\n"
        "Shipping: Callao to Caucedo, about 12 days, CFR\n\n"
        "Santo Domingo's health food shops are growing fast, and a direct Peruvian source could "
        "give you a better margin than buying through Miami.\n\n"
        "Un abrazo,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager - Altiplano Andino Export S.A.C.",
        "style=follow-up after a trade fair; hard: first name with accent, company without S.A., "
        "Biofach/Nuremberg, USDA NOP, Caucedo port, Santo Domingo possessive, Miami as a route",
        (
            "contact_wrong",
            "body",
            "Hola Sofía,",
            "Hola Sonia,",
            "a similar Spanish first name",
            "Sonia",
            "Sofía",
        ),
    ),
    mail(
        "L023",
        "s2",
        "Clavo de olor de Madagascar para Munguía Comercial",
        "Estimada Sra. Munguía:\n\n"
        "Me llamo Hery Rakotomalala y soy director comercial de Ravinala Export SARL, exportador de "
        "especias de Madagascar. Sabemos que el clavo de olor es un ingrediente clave en la cocina "
        "dominicana, desde las habichuelas con dulce hasta los dulces navideños.\n\n"
        "Ofrecemos clavo de olor entero, calidad CG1, cosechado a mano y secado al sol, en sacos de "
        "25 kg o cajas de 10 kg. El flete desde Toamasina hasta Santo Domingo pasa por Port Louis y "
        "tarda unas seis semanas.\n\n"
        "Como encargada de compras, ¿le gustaría recibir una muestra y nuestra lista de precios?\n\n"
        "Atentamente,\n"
        "Hery Rakotomalala\n"
        "Ravinala Export SARL",
        "style=letter wholly in Spanish; hard: 'Sra.' + surname, the Spanish feminine title in a "
        "sentence, the sender's title translated, clavo de olor for whole cloves, Dominican dishes, "
        "transhipment port",
        (
            "title_wrong",
            "body",
            "Como encargada de compras",
            "Como encargada de ventas",
            "a sales title for the purchasing one",
            "encargada de ventas",
            "encargada de compras",
        ),
    ),
    mail(
        "L024",
        "s3",
        "Handmade lokta paper for Abeykoon Stationers",
        "Dear Ishara,\n\n"
        "Abeykoon Stationers sells to art supply stores, so you may know lokta paper already: it is "
        "made by hand in Nepal from the bark of the Daphne shrub, which grows back after cutting.\n\n"
        "We could supply:\n"
        "- plain lokta sheets, 50 x 75 cm, 40 natural and dyed colours\n"
        "- lokta paper sketchbooks and journals with hand-stitched bindings\n"
        "- gift boxes of lokta paper, sized for scarves and shawls\n\n"
        "Colombo is an easy route for us, by road to Kolkata and by sea from there. As the buyer "
        "for your range, would a sample pack of 20 sheets help?\n\n" + sig("s3", "Warm regards,"),
        "style=bullets; hard: first name, company without PLC, note used, Daphne bark, 'gift boxes "
        "sized for scarves and shawls' (another category's word in the right product), title in a "
        "sentence, Colombo and Kolkata",
        (
            "category_wrong",
            "body",
            "plain lokta sheets, 50 x 75 cm",
            "handmade cotton rag paper sheets, 50 x 75 cm",
            "a neighbouring handmade paper offered",
        ),
    ),
    mail(
        "L025",
        "s1",
        "Peruvian blueberries for Sri Lanka's hotels",
        "Dear Mr Jayasuriya,\n\n"
        "Fresh blueberries are on more and more hotel breakfast buffets in Colombo and along the "
        "south coast, and most still reach Sri Lanka through Dubai or Singapore. We would like to "
        "offer Jayasuriya Fresh (Private) Limited a direct source.\n\n"
        "Altiplano Andino packs Biloxi and Ventura blueberries in the Arequipa region from September "
        "to January: 125 g clamshells, 12 per carton, or 1.5 kg food-service packs, with a "
        "GlobalG.A.P. certificate. By air from Lima via Doha, the fruit reaches Colombo in about "
        "three days.\n\n"
        "As Purchasing Director, would you like a trial pallet before the high season?\n\n"
        + sig("s1", "Kind regards,"),
        "style=formal; hard: Sri Lanka's possessive in the subject, full company with '(Private) "
        "Limited', varieties Biloxi/Ventura, packings, GlobalG.A.P., air route via Doha, Dubai and "
        "Singapore named as current hubs",
        (
            "country_wrong",
            "body",
            "most still reach Sri Lanka through",
            "most still reach the Maldives through",
            "another country for the buyer's",
            "the Maldives",
            "Sri Lanka",
        ),
    ),
    mail(
        "L026",
        "s2",
        "Natural flake graphite from Madagascar - Schmiedt Carbon",
        "Dear Ms Schmiedt,\n\n"
        "Schmiedt Carbon AG buys graphite for refractories and carbon products, I understand, so I "
        "would like to introduce Ravinala Export as a Madagascar source of natural flake graphite.\n\n"
        "Our product comes from a mine near Toamasina:\n"
        "- +50 mesh, 94-96% C, for expandable graphite and crucibles\n"
        "- +100 mesh and -100 mesh, 94-95% C\n"
        "- 1 t big bags, shipped CIF Hamburg or Rotterdam\n\n"
        "Full analyses (C, ash, moisture, volatiles, sulphur) come with each lot. As a senior buyer "
        "you may want to audit us; you are welcome in Antananarivo.\n\n"
        "Kind regards,\n"
        "Hery Rakotomalala\n"
        "Commercial Director | Ravinala Export SARL\n"
        "hery.rakotomalala@ravinala-export.mg",
        "style=LLM mail with bullets; hard: 'Ms' + surname, full company with AG, crucibles and "
        "expandable graphite (uses), mesh sizes, Hamburg/Rotterdam, title lower-case",
        (
            "sender_wrong",
            "body",
            "hery.rakotomalala@ravinala-export.mg",
            "hery.rakotomalala@ravinala-exports.mg",
            "the sender's e-mail domain with a letter added",
        ),
    ),
    mail(
        "L027",
        "s2",
        "Vanille aus Madagaskar - a second origin next to Uganda",
        "Liebe Frau Stumpf,\n\n"
        "You currently buy your vanilla from Uganda, and for a Gewürzkontor that makes sense: "
        "Ugandan beans are good value. Still, many German bakers ask for Bourbon vanilla from "
        "Madagascar by name, and that is what we export.\n\n"
        "For Stumpf Gewürzkontor we can offer gourmet beans (14-16 and 16-18 cm), red TK beans for "
        "extract, and ground vanilla from whole pods. Our lots are tested for vanillin and "
        "pesticide residues in a German lab before shipping.\n\n"
        "Would a small trial order of 10 kg make sense before your Christmas baking season?\n\n"
        "Herzliche Grüße aus Antananarivo,\n"
        "Hery Rakotomalala\n"
        "Ravinala Export SARL",
        "style=English with German greeting and sign-off; hard: opens from the note (Uganda as the "
        "current origin, Ugandan adjective), company without AG, Gewürzkontor in a sentence, "
        "German adjective, Bourbon vanilla, ground vanilla",
        (
            "artifact",
            "body",
            "Our lots are tested for vanillin and pesticide residues in a German lab before shipping.",
            "Our lots are tested for vanillin and pesticide residues in a",
            "sentence cut off mid-way",
        ),
    ),
    mail(
        "L028",
        "s3",
        "Pashmina-Schals unter Ihrem eigenen Label",
        "Sehr geehrter Herr Werner,\n\n"
        "Sie suchen Pashmina-Schals unter eigenem Label - genau das fertigen wir in Kathmandu für "
        "Modehäuser in Europa.\n\n"
        "Für die Werner Modehandel AG könnten wir anbieten:\n"
        "- Schals aus 100 % Pashmina, 70 x 200 cm, handgewebt\n"
        "- Pashmina mit 30 % Seide, leichter, für Frühjahr und Sommer\n"
        "- Ihr eingewebtes Etikett, Hangtag und Pflegeetikett auf Deutsch\n\n"
        "Die Mindestmenge liegt bei 50 Stück pro Farbe. Als Leiter Einkauf möchten Sie sicher zuerst "
        "die Qualität sehen - darf ich Ihnen drei Muster nach Deutschland schicken?\n\n"
        "Mit freundlichen Grüßen\n"
        "Sushila Shrestha\n"
        "Head of Export Sales\n"
        "Himal Lokta Crafts Pvt. Ltd., Kathmandu, Nepal",
        "style=letter wholly in German; hard: 'Sehr geehrter Herr' + surname of a double first "
        "name, title in German in a sentence, note (private labels) used, 'Pashmina mit Seide', "
        "Deutschland in German",
        (
            "company_misspelled",
            "body",
            "Werner Modehandel AG",
            "Werner Modehandels AG",
            "a genitive s added to the company's trade word",
        ),
    ),
    mail(
        "L029",
        "s2",
        "Gourmet black vanilla beans, 16-18 cm",
        "Hi Eric,\n\n"
        "You mentioned that Kennedy Pastry Supplies is looking for gourmet black beans of 16-18 cm. "
        "We grade for exactly that in the SAVA region of Madagascar: plump, oily, 30-35% moisture, "
        "vanillin above 1.8%.\n\n"
        "We ship in 1 kg vacuum bags, 20 kg per carton, by air to JFK or by sea to Newark, and our "
        "lots come with FDA prior notice and a certificate of analysis. Many of our US customers "
        "import under FSVP, so we keep that file ready too.\n\n"
        "Shall I send a 250 g sample to your import team?\n\n" + sig("s2", "Best,", full=False),
        "style=short American-style note from the buyer's note; hard: first name, company without "
        "Corp., SAVA, FDA prior notice and FSVP, JFK/Newark, title reworded (import team)",
        (
            "company_foreign",
            "body",
            "Kennedy Pastry Supplies",
            "Thomas Advanced Materials",
            "another US buyer's company of this set",
        ),
    ),
    mail(
        "L030",
        "s2",
        "Spec sheet and sample: Madagascar flake graphite",
        "Dear Ms Thomas,\n\n"
        "As requested, I attach the spec sheet for our natural flake graphite, and a 2 kg sample "
        "left Antananarivo by DHL this morning for Thomas Advanced Materials Corp.\n\n"
        "Summary of the spec:\n"
        "  +80 mesh   94-95% C   (min. 80% on screen)\n"
        "  +100 mesh  94-95% C\n"
        "  -100 mesh  95% C      (feedstock for spherical graphite)\n"
        "Moisture below 0.5%, packed in 1 t big bags.\n\n"
        "Since Thomas Advanced Materials is qualifying non-Chinese supply, I have also added our "
        "mine's ESG summary. Please let me know when the sample arrives.\n\n"
        + sig("s2", "Regards,"),
        "style=reply with a spec table (the buyer's note); hard: 'Ms' + surname, full and short "
        "company, mesh table, spherical graphite feedstock, 'non-Chinese' as an adjective of "
        "another country",
        (
            "company_missing",
            "body",
            [
                ("for Thomas Advanced Materials Corp.", "for you."),
                ("Since Thomas Advanced Materials is", "Since your company is"),
            ],
            None,
            "every mention of the company replaced by generic wording",
            "your company",
        ),
    ),
    mail(
        "L031",
        "s2",
        "マダガスカル産 天然鱗状黒鉛のご紹介",
        "伊藤カーボン株式会社\n購買部長 伊藤 充 様\n\n"
        "突然のご連絡失礼いたします。マダガスカルの Ravinala Export SARL で Commercial Director "
        "を務めております Hery Rakotomalala と申します。\n\n"
        "負極材のサプライヤーをご検討中と伺い、ご連絡いたしました。弊社はマダガスカル東部トアマシナ"
        "近郊の鉱山から天然鱗状黒鉛を輸出しております。\n\n"
        "・固定炭素 94～95％（+80 mesh、+100 mesh、-100 mesh）\n"
        "・球状化用原料として -100 mesh 95％C にも対応\n"
        "・1トンのフレコンバッグ、トアマシナ港から CIF 横浜または神戸\n\n"
        "サンプル（各1kg）と分析表をお送りできます。ご検討いただけましたら幸いです。\n\n"
        "何卒よろしくお願い申し上げます。\n\n"
        "Hery Rakotomalala\nCommercial Director\nRavinala Export SARL（マダガスカル・アンタナナリボ）",
        "style=letter wholly in Japanese with an address block; hard: company, title and name "
        "in kanji/katakana with 様, note (anode suppliers) used, mesh grades, Yokohama/Kobe, the "
        "sender's name in Latin inside Japanese text",
        (
            "contact_wrong",
            "body",
            "購買部長 伊藤 充 様",
            "購買部長 伊藤 満 様",
            "the given name written with another kanji of the same reading",
            "伊藤 満",
            "伊藤 充",
        ),
    ),
    mail(
        "L032",
        "s1",
        "White and tricolour quinoa for Watanabe Health Foods",
        "Dear Watanabe-sama,\n\n"
        "Thank you for your interest in white and tricolour quinoa. Altiplano Andino grows both "
        "around Puno at 3,800 m and cleans them in Arequipa to Japanese standards: we test for the "
        "positive-list pesticides and ship with a certificate of analysis for each lot.\n\n"
        "Organic (JAS) and conventional are both possible, in 25 kg bags or 1 kg retail pouches "
        "with Japanese labels. Sea freight from Callao to Yokohama takes about 30 days.\n\n"
        "As 購買部長 you may want to compare the two colours side by side; I will send 1 kg of each "
        "if you wish.\n\n" + sig("s1", "Best regards,"),
        "style=formal English with '-sama'; hard: surname + -sama, the Japanese title in an "
        "English sentence, company without K.K., note used, JAS organic, positive list, Yokohama",
        (
            "title_wrong",
            "body",
            "As 購買部長 you",
            "As 営業部長 you",
            "the sales manager's title for the purchasing one, in Japanese",
            "営業部長",
            "購買部長",
        ),
    ),
    mail(
        "L033",
        "s3",
        "Lokta paper from Nepal for Nakamura Art Supplies",
        "Dear Mr Nakamura,\n\n"
        "Japanese customers know washi well, so lokta may feel familiar: it is a Nepalese paper made "
        "by hand from Daphne bark, strong, soft and naturally insect-resistant.\n\n"
        "For Nakamura Art Supplies K.K. we make plain and printed lokta sheets, lokta notebooks with "
        "Coptic binding, and lokta envelopes. Everything is acid-free on request and made in our "
        "workshop in Bhaktapur.\n\n"
        "As Import Manager you may also want to know: we ship by air to Osaka within a week or by "
        "sea via Kolkata. May I send our sample book?\n\n" + sig("s3", "Kind regards,"),
        "style=short first mail; hard: washi named for comparison, Nepalese adjective, full company "
        "with K.K., title in a sentence, Bhaktapur, Osaka, Kolkata",
        (
            "category_wrong",
            "body",
            "lokta notebooks with Coptic binding",
            "felted wool coasters and felt balls",
            "a neighbouring Nepalese craft product offered",
        ),
    ),
    mail(
        "L034",
        "s2",
        "馬達加斯加天然鱗片石墨 － The Battery Show Europe 後續聯繫",
        "黃經理您好：\n\n"
        "很高興在斯圖加特的 The Battery Show Europe 與您交流。我是馬達加斯加 Ravinala Export SARL 的"
        "商務總監 Hery Rakotomalala。\n\n"
        "我們了解台灣的負極材料廠正在尋找中國以外的石墨來源。如展會上所談，我們可為"
        "宏碩材料科技股份有限公司供應天然鱗片石墨：\n"
        "・固定碳 94–95%，粒度 +80 目、+100 目、-100 目\n"
        "・-100 目原料適合球化石墨\n"
        "・1 噸太空袋包裝，自塔馬塔夫港海運至高雄港，約 35 天\n\n"
        "如需規格書與樣品，請告訴我，本週即可寄出。\n\n"
        "順頌商祺\n"
        "Hery Rakotomalala\n"
        "Commercial Director, Ravinala Export SARL\n"
        "Antananarivo, Madagascar",
        "style=follow-up after a fair written wholly in traditional Chinese; hard: surname + 經理, "
        "the sender's title translated (商務總監), company in Chinese, China named as the origin to "
        "avoid, Stuttgart, Toamasina and Kaohsiung in Chinese",
        (
            "country_wrong",
            "body",
            "我們了解台灣的負極材料廠",
            "我們了解韓國的負極材料廠",
            "the buyer's country changed to a neighbouring market (Korea)",
            "韓國",
            "台灣",
        ),
    ),
    mail(
        "L035",
        "s1",
        "Air-freight blueberries for November-December",
        "Dear Shu-Chuan,\n\n"
        "Your note said Tsai Fruit Import wants air freight in November-December. That is our peak: "
        "our Arequipa farms harvest from September to January, so we can fly fresh blueberries to "
        "Taoyuan twice a week through the whole window.\n\n"
        "- varieties: Biloxi, Ventura, Sekoya Pop (large, 18 mm+)\n"
        "- 125 g clamshells, 12 x 125 g per carton, or 6 x 170 g\n"
        "- a SENASA phytosanitary certificate with every shipment\n\n"
        "As category manager, would you like a weekly program or a trial shipment first?\n\n"
        "Best regards,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager\n"
        "Altiplano Andino Export S.A.C.\n"
        "+51 54 284 613",
        "style=bullets, from the buyer's note; hard: first name in Taiwanese order, company "
        "without 'Co., Ltd.', Taoyuan, varieties and packs, SENASA, title lower-case",
        (
            "sender_wrong",
            "body",
            "+51 54 284 613",
            "+51 54 284 631",
            "two digits of the sender's phone number swapped",
        ),
    ),
    mail(
        "L036",
        "s1",
        "Alpaca yarn from Peru for Μεταξάς Α.Ε.",
        "Αγαπητέ κύριε Μεταξά,\n\n"
        "I hope you don't mind me writing in English. Altiplano Andino spins alpaca yarn in "
        "Arequipa, and Greek knitting shops have started to ask for it by name.\n\n"
        "For Μεταξάς Α.Ε. we could offer baby alpaca in 50 g skeins (fingering, DK, worsted), a "
        "brushed alpaca for mohair-style knits, and undyed natural shades on cones. Shipping to "
        "Piraeus takes about five weeks by sea, or a few days by courier for small orders.\n\n"
        "As Διευθυντής Αγορών you will want to see colours: may I send our shade card?\n\n"
        "Με εκτίμηση,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager, Altiplano Andino Export S.A.C.",
        "style=English with Greek greeting and sign-off; hard: vocative 'κύριε Μεταξά' for "
        "Μεταξάς, company and title in Greek script, Greek adjective, 'mohair-style' (another "
        "fibre's word in the right product), Piraeus",
        (
            "artifact",
            "body",
            "Shipping to Piraeus takes about five weeks by sea, or a few days by courier for small "
            "orders.",
            "Shipping to Piraeus takes about weeks five by courier sea, or small a few days orders for.",
            "word salad: the sentence's words shuffled",
        ),
    ),
    mail(
        "L037",
        "s4",
        "Sarawak white pepper as an alternative to Vietnam",
        "Dear Ms Vlachou,\n\n"
        "You currently buy white pepper from Vietnam. Sarawak white pepper costs a little more, but "
        "it is milder and creamier, and Greek meat processors often choose it for that reason.\n\n"
        "Vlachou Foodstuff O.E. could start with:\n"
        "- Sarawak Creamy White, whole, 25 kg bags\n"
        "- ground white pepper, steam-sterilised, 10 kg cartons\n\n"
        "We ship from Port Klang to Piraeus in about 25 days. As Head of Purchasing, would you like a "
        "side-by-side sample with your current Vietnamese pepper?\n\n" + sig("s4", "Kind regards,"),
        "style=short, from the note; hard: Vietnam as the current origin and its adjective, Greek "
        "adjective, full company with O.E., steam-sterilised variety, title in a sentence",
        (
            "company_misspelled",
            "body",
            "Vlachou Foodstuff O.E.",
            "Vlahou Foodstuff O.E.",
            "another romanisation of the family name (ch → h)",
        ),
    ),
    mail(
        "L038",
        "s4",
        "Rubberwood dining chairs for Antoniou Furniture",
        "Dear Mr Antoniou,\n\n"
        "Greek tavernas and homes both need sturdy dining chairs, and rubberwood from Malaysia is a "
        "good value hardwood for them. I'd like to offer Antoniou Furniture O.E. three models:\n\n"
        "1. a bentwood-style bistro chair, stackable\n"
        "2. a slat-back chair with a seat in 'salt and pepper' grey fabric\n"
        "3. a cross-back chair in natural or walnut finish\n\n"
        "All ship knocked down, EN 12520 tested, from Port Klang to Piraeus in about 25 days. As "
        "Import Manager, would a mixed trial container suit you?\n\n" + sig("s4", "With regards,"),
        "style=numbered list; hard: 'salt and pepper' fabric (another category's word in the right "
        "product), full company with O.E., Greek adjective, EN 12520, title in a question",
        (
            "company_foreign",
            "body",
            "Antoniou Furniture O.E. three models",
            "Vlachou Foodstuff O.E. three models",
            "another Greek buyer's company of this set",
            "Vlachou Foodstuff O.E.",
            "Antoniou Furniture O.E.",
        ),
    ),
    mail(
        "L039",
        "s2",
        "+80 mesh flake graphite, 94-95% C",
        "Hello Noa,\n\n"
        "Shapira Advanced Materials needs +80 mesh at 94-95% C, you wrote. Our Madagascar flake "
        "graphite meets that: at least 80% stays on the 80-mesh screen, and fixed carbon runs between "
        "94.2% and 95.1% over our last ten lots.\n\n"
        "For Shapira Advanced Materials Ltd we could ship 1 t big bags by sea from Toamasina to "
        "Haifa via the Suez Canal, about 25 days. I can send a 1 kg sample with a third-party "
        "analysis.\n\n"
        "As a senior buyer, do you also qualify -100 mesh for anode work? We have that too.\n\n"
        + sig("s2", "Best regards,"),
        "style=short technical mail from the note; hard: first name, short and full company, mesh "
        "and carbon figures, Haifa and the Suez Canal, title lower-case with an article",
        (
            "company_missing",
            "body",
            [
                ("Shapira Advanced Materials needs", "Your company needs"),
                ("For Shapira Advanced Materials Ltd we", "For you we"),
            ],
            None,
            "every mention of the company replaced by generic wording",
            "Your company",
        ),
    ),
    mail(
        "L040",
        "s2",
        "Madagascar vanilla beans for מחאמיד תבלינים",
        "שלום אריאל,\n\n"
        "I am writing in English, I hope that's all right. Ravinala Export ships Bourbon vanilla "
        "beans from the SAVA region of Madagascar, and I would like to offer them to "
        'מחאמיד תבלינים בע"מ.\n\n'
        "We have gourmet beans (16-18 cm) for retail and chefs, TK beans for extract makers, and can "
        "arrange kosher certification for the lots you buy. Air freight to Tel Aviv goes via Addis "
        "Ababa in three days.\n\n"
        "As מנהל רכש, would you like a price per kilo and a sample?\n\n"
        "תודה רבה,\n"
        "Hery Rakotomalala\n"
        "Commercial Director, Ravinala Export SARL",
        "style=English with Hebrew greeting and sign-off; hard: first name in Hebrew script, company "
        'in Hebrew without and with בע"מ, title in Hebrew in an English sentence, kosher, air route '
        "via Addis Ababa",
        (
            "contact_wrong",
            "body",
            "שלום אריאל,",
            "שלום אריה,",
            "a similar Hebrew first name",
            "אריה",
            "אריאל",
        ),
    ),
]
