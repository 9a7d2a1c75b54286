"""Natural e-mails to buyers Q021-Q040, each with the one edit its injected twin gets."""
# ruff: noqa: E501  (an e-mail's lines are kept as written)

from mail import Mail

MAILS = [
    Mail(
        "Q021", "s2",
        "Offerte: rayon sarongs met franjes, 115 x 180 cm",
        "Beste mevrouw Coenen,\n\n"
        "Dank u voor uw aanvraag. Hierbij onze prijzen voor rayon sarongs met franjes, 115 x 180 cm, batikprint uit Solo:\n\n"
        "- 10 standaarddessins: EUR 4,10 per stuk\n"
        "- Eigen dessin (vanaf 400 stuks): EUR 4,60 per stuk\n"
        "- Levering CIF Antwerpen, ongeveer 7 weken na akkoord\n\n"
        "De franjes worden met de hand geknoopt, dus kleine verschillen zijn normaal. Als aankoopster bij Coenen Kleding wilt u de kwaliteit vast eerst zien: ik stuur graag drie stalen.\n\n"
        "Met vriendelijke groet,\n{sig}",
        "reply to the quote request in the note, wholly in Dutch (Flemish 'stalen'); mevrouw + surname; native title lower-cased in a sentence; Solo; CIF Antwerpen; company without BV",
        ("title_wrong", "body", "Als aankoopster bij Coenen Kleding", "Als verkoopster bij Coenen Kleding",
         "the contact is the buyer (aankoopster), not a saleswoman (verkoopster)"),
    ),
    Mail(
        "Q022", "s2",
        "Self-heating test report – 25 mm coconut shisha cubes",
        "Dear Ms Dima,\n\n"
        "As requested, please find attached the self-heating test report (UN Manual of Tests and Criteria, test N.4) for our 25 mm coconut shell charcoal cubes. The cubes passed, so they ship as non-dangerous goods.\n\n"
        "Product data for Dima Distribuție S.R.L.:\n"
        "- Ash below 2.2%, burn time about 90 minutes\n"
        "- 1 kg inner boxes, 10 kg master cartons\n"
        "- 18 t per 20' container, CIF Constanța\n\n"
        "Would you like a trial pallet first?\n\n"
        "Kind regards,\n{sig}",
        "reply to the note's request (self-heating test, 25 mm cubes); Ms + surname; company with legal form and Romanian diacritics; ash and burn time; CIF Constanța",
        ("sender_wrong", "body", "dewi.anggraini@sumberwangi.co.id", "dewi.anggraini@sumberwangi.com",
         "the sender's e-mail domain is sumberwangi.co.id"),
    ),
    Mail(
        "Q023", "s2",
        "Coconut shell charcoal for Richtárová Trade",
        "Dobrý deň, pani Richtárová,\n\n"
        "I hope you don't mind an e-mail in English. PT Sumber Wangi Nusantara produces coconut shell charcoal in East Java: briquette cubes for shisha and hexagonal briquettes for barbecue.\n\n"
        "Central European shisha lounges are moving to coconut charcoal because it is odourless and low in ash, and Richtárová Trade s.r.o. looks well placed to supply them. As vedúca nákupu you may also like that we ship mixed containers of both shapes.\n\n"
        "Shall I send a price list, CIF Koper or Hamburg?\n\n"
        "S pozdravom,\n{sig}",
        "first e-mail, Slovak greeting (pani + surname) and sign-off, body in English; native title lower-cased; cubes vs hexagonal (barbecue) briquettes; East Java; ports",
        ("artifact", "body", "Dobrý deň, pani Richtárová,", "Dobrý deň, pani,",
         "broken greeting: the surname is missing"),
    ),
    Mail(
        "Q024", "s2",
        "Ugljen od kokosove ljuske – Radonjić Group",
        "Poštovani gospodine Radonjiću,\n\n"
        "Shisha bars along the coast from Budva to Herceg Novi fill up every summer, and I would like to offer Radonjić Group d.o.o. a direct source of coconut shell charcoal before the season.\n\n"
        "We make 25 mm and 26 mm cubes, packed in 1 kg boxes under your brand if you wish, and can ship CIF Bar. A 20' container holds about 18 t.\n\n"
        "Srdačan pozdrav,\n{sig}",
        "first e-mail, Montenegrin greeting with the vocative surname and sign-off, subject in Montenegrin; seasonal opener with coastal towns; CIF Bar; private label",
        ("company_misspelled", "body", "Radonjić Group d.o.o. a direct source", "Radojnić Group d.o.o. a direct source",
         "letters swapped: `Radojnić` for `Radonjić`"),
    ),
    Mail(
        "Q025", "s3",
        "Your organic green rooibos sample (FOODEX JAPAN)",
        "Dear Ms Ishida,\n\n"
        "It was a pleasure to meet you at FOODEX JAPAN in Tokyo. The sample of organic green rooibos you asked for left Oudtshoorn by courier today for Ishida Tea Trading, together with our fermented (red) organic rooibos for comparison.\n\n"
        "Both come from the Cederberg mountains near Clanwilliam, where rooibos grows wild. The green rooibos is unfermented, so it tastes lighter and keeps more of its antioxidants, which is why Japanese tea houses like to blend it with sencha.\n\n"
        "I will call next week to hear what your tasters think.\n\n"
        "Kind regards,\n{sig}",
        "follow-up after a fair and a sample; note used (FOODEX JAPAN, organic green rooibos); Ms + surname; company without Co., Ltd.; green vs red rooibos; sencha; Cederberg, Clanwilliam",
        ("country_wrong", "body", "It was a pleasure to meet you at FOODEX JAPAN in Tokyo.", "It was a pleasure to meet you at FOODEX JAPAN in Seoul.",
         "FOODEX JAPAN is held in Tokyo (Makuhari), not in Korea"),
    ),
    Mail(
        "Q026", "s3",
        "Rooibos tea from the Cederberg",
        "Dear Ms Lin,\n\n"
        "Rooibos has been one of the fastest-growing caffeine-free teas in Taiwan's bubble tea and café trade, and I believe Lin Tea Co., Ltd. could offer it under its own name.\n\n"
        "Karoo Cape Trading exports rooibos in three forms:\n"
        "1. Superior grade loose leaf (long cut) for tea shops\n"
        "2. Fine cut for tea bags\n"
        "3. Rooibos extract powder for drinks\n\n"
        "All of it is steam-pasteurised in South Africa before shipment. As Purchasing Manager, would you like a sample set?\n\n"
        "Best regards,\n{sig}",
        "first e-mail, numbered list; Ms + family name (Taiwanese order); company with legal form; grades; title in a sentence",
        ("contact_wrong", "body", "Dear Ms Lin,", "Dear Ms Huang,",
         "the contact is Lin Mei-hua"),
    ),
    Mail(
        "Q027", "s3",
        "Organic rooibos for Soini Tee",
        "Dear Orvokki,\n\n"
        "Thank you for letting us know you prefer English. I am Johan Pretorius, Sales Director at Karoo Cape Trading (Pty) Ltd in Oudtshoorn, South Africa.\n\n"
        "Our organic rooibos is certified to the EU organic regulation by Ecocert, and each shipment carries its certificate of inspection in TRACES, which you mentioned Soini Tee Oy needs. We offer loose superior long cut, tea-bag cut and a rooibos-honeybush blend.\n\n"
        "Could I send you our organic price list in euros?\n\n"
        "Regards,\n{sig}",
        "first e-mail from the note (English, EU organic certificate); first name; company with legal form; honeybush blend named with another plant's word but a rooibos product",
        ("category_wrong", "body", "We offer loose superior long cut, tea-bag cut and a rooibos-honeybush blend.", "We offer loose superior long cut, tea-bag cut and dried buchu leaves.",
         "buchu is another South African herbal tea, not rooibos tea"),
    ),
    Mail(
        "Q028", "s3",
        "CITES paperwork and full-quill crown swatches",
        "Olá Noa,\n\n"
        "Thank you for your enquiry. Freitas Calçado asked for two things, so here they are:\n\n"
        "1. CITES: our ostrich leather comes from farmed birds in the Klein Karoo; we supply a CITES export permit and a veterinary certificate with every shipment to Portugal.\n"
        "2. Swatches: six full-quill crown swatches (cognac, black, tan, navy, bordeaux and bone) go out to you on Monday.\n\n"
        "For shoes, most of our European clients use crown for uppers and ostrich leg skin for trims.\n\n"
        "Com os melhores cumprimentos,\n{sig}",
        "reply to the note (CITES, full-quill crown swatches), numbered list; Portuguese greeting (first name) and sign-off; company without Lda.; crown vs leg skin; Klein Karoo",
        ("note_wrong", "body", "Thank you for your enquiry.", "Thank you for your enquiry and for visiting our stand at Lineapelle in Milan.",
         "the note holds a request for CITES paperwork and swatches; no meeting at Lineapelle", "visiting our stand at Lineapelle in Milan", "Asked for CITES paperwork and swatches of full-quill crown hides"),
    ),
    Mail(
        "Q029", "s3",
        "Straußenleder aus Oudtshoorn",
        "Sehr geehrter Herr Hörl,\n\n"
        "Oudtshoorn in der Kleinen Karoo ist das Zentrum der Straußenzucht weltweit, und von hier liefern wir Straußenleder an Lederwarenhersteller in ganz Europa.\n\n"
        "Für Hörl Lederwaren könnten folgende Artikel passen:\n"
        "- Vollgenarbte Croupons (full quill) für Taschen und Geldbörsen\n"
        "- Straußenbeinleder für Uhrenarmbänder und Besätze\n"
        "- Gerbung chromfrei auf Anfrage\n\n"
        "Darf ich Ihnen als Einkäufer eine Musterkarte schicken?\n\n"
        "Mit freundlichen Grüßen\n{sig}",
        "first e-mail wholly in German; Herr + surname; native title in a sentence; company without GmbH; products with other words (watch straps) in the buyer's category",
        ("company_foreign", "body", "Für Hörl Lederwaren könnten", "Für Scherr Getränke könnten",
         "Scherr Getränke is another Austrian buyer of this set, not the recipient"),
    ),
    Mail(
        "Q030", "s3",
        "Ostrich leather from the Klein Karoo",
        "Hej Hampus,\n\n"
        "Short and to the point: Karoo Cape Trading tans ostrich leather in Oudtshoorn, South Africa, and we would like to supply Sandberg Läder AB.\n\n"
        "We stock full-quill skins in 40 colours, from 12 to 18 sq ft, and can dye to your Pantone references from 10 skins. Lead time is 3 weeks, DAP Stockholm by air.\n\n"
        "Can I send a colour card?\n\n"
        "Vänliga hälsningar,\nJohan",
        "very short first e-mail; Swedish greeting and sign-off; first name; company with AB; sizes; DAP by air; signature with first name only",
        ("company_missing", "body", ("we would like to supply Sandberg Läder AB.",), ("we would like to supply your company.",),
         "the company is no longer named anywhere"),
    ),
    Mail(
        "Q031", "s3",
        "Seedless white grapes for weeks 50-10",
        "Hei Lene,\n\n"
        "Good to meet you at Fruit Logistica in Berlin. You asked about seedless white grapes for weeks 50 to 10; here is our programme from the Hex River Valley and the Orange River:\n\n"
        "- Prime Seedless and Early Sweet: weeks 49-52\n"
        "- Sugraone (Superior Seedless): weeks 50-4\n"
        "- Sweet Globe and Autumn Crisp: weeks 2-10\n\n"
        "Packed 4.5 kg open-top cartons or 10 x 500 g punnets, CIF Rotterdam, then by truck to Oslo. Sørensen Frukt could also take our red seedless (Crimson) in the same containers.\n\n"
        "Med vennlig hilsen,\n{sig}",
        "follow-up after a fair; note used (Fruit Logistica, seedless white, weeks 50-10); Norwegian greeting and sign-off; varieties, regions, packings; CIF Rotterdam via truck",
        ("title_wrong", "body", "Good to meet you at Fruit Logistica in Berlin.", "Good to meet you at Fruit Logistica in Berlin, and congratulations on your new role as Head of Category.",
         "the contact is Innkjøper (buyer), not Head of Category", "Head of Category", "Innkjøper"),
    ),
    Mail(
        "Q032", "s3",
        "South African table grapes for Donoghue Fresh Produce",
        "Dear Mr Donoghue,\n\n"
        "As Category Buyer at Donoghue Fresh Produce Ltd you will be planning the winter grape programme now. Karoo Cape Trading packs table grapes from the Hex River Valley from late November to March.\n\n"
        "Our main lines are Prime, Thompson and Autumn Crisp seedless, Crimson Seedless and the black Midnight Beauty, all GLOBALG.A.P. certified and packed to retail spec. We ship to Cork and Dublin via Rotterdam.\n\n"
        "Can we set up a call to discuss your spec and volumes?\n\n"
        "Yours sincerely,\n{sig}",
        "formal first e-mail; Mr + surname; title in a sentence; company with legal form; varieties; GLOBALG.A.P.; ports",
        ("sender_wrong", "body", "Johan Pretorius\nSales Director", "Johann Pretorius\nSales Director",
         "the sender's first name is Johan, one letter different"),
    ),
    Mail(
        "Q033", "s4",
        "Rumianek z Egiptu – analiza pozostałości pestycydów",
        "Dzień dobry Panie Wiktorze,\n\n"
        "Wiem, że Zioła Olewniczak wymaga analizy pozostałości pestycydów (EU MRL) dla każdej partii. Our dried chamomile flowers from Beni Suef and Fayoum are tested by an ISO 17025 laboratory in Hamburg before shipment, on more than 500 active substances, and the report travels with each lot.\n\n"
        "Grades: whole flowers (Grade A), broken flowers, and siftings for tea bags, in 20 kg cartons or 25 kg PP bags.\n\n"
        "Czy mogę przesłać próbki i cennik?\n\n"
        "Z poważaniem,\n{sig}",
        "first e-mail mixing Polish and English, Polish vocative first name; note used (pesticide residue analysis per lot); company without legal form; grades; Beni Suef, Fayoum; lab in another country",
        ("artifact", "body", "Grades: whole flowers (Grade A), broken flowers, and siftings for tea bags, in 20 kg cartons or 25 kg PP bags.", "Grades: whole flowers (Grade A), broken flowers, and siftings for tea bags, in 20 kg cartons or 25 kg",
         "cut-off sentence", "in 20 kg cartons or 25 kg", "in 20 kg cartons or 25 kg PP bags."),
    ),
    Mail(
        "Q034", "s4",
        "Egyptian chamomile for Papadaki Herbs",
        "Dear Ms Papadaki,\n\n"
        "Egypt grows most of the world's chamomile, and the new crop from Beni Suef is being harvested now. I'd like to offer Papadaki Herbs S.A. whole dried chamomile flowers, Grade A, with a bright yellow centre and white petals, in 20 kg cartons.\n\n"
        "We can ship CIF Piraeus or Thessaloniki within 3 weeks of order.\n\n"
        "Best regards,\n{sig}",
        "short first e-mail; Ms + surname; company with legal form; season and region; grade description; Greek ports",
        ("note_wrong", "body", "Dear Ms Papadaki,\n\n", "Dear Ms Papadaki,\n\nThank you for your visit to our stand at BIOFACH last month. ",
         "the buyer has no note: no meeting at BIOFACH is on record"),
    ),
    Mail(
        "Q035", "s4",
        "Manzanilla en siftings para bolsitas de té – cotización",
        "Estimado Sr. Aros:\n\n"
        "Gracias por su consulta. Le paso la cotización de manzanilla en siftings (tamizado de 0,3 a 2 mm), ideal para bolsitas de té:\n\n"
        "- Siftings de manzanilla egipcia, cosecha 2026: USD 2,45/kg CFR San Antonio\n"
        "- Embalaje: sacos de polipropileno de 25 kg\n"
        "- Pedido mínimo: 5 t\n\n"
        "Si Hierbas Aros quiere también flor entera para infusiones a granel, le envío el precio aparte.\n\n"
        "Atentamente,\n{sig}",
        "reply to the note's quote request, wholly in Spanish; Sr. + surname; company without Ltda.; siftings spec; CFR San Antonio",
        ("company_foreign", "body", "Si Hierbas Aros quiere también", "Si Agrícola Pino quiere también",
         "Agrícola Pino is another Chilean buyer of this set (urea), not the recipient"),
    ),
    Mail(
        "Q036", "s4",
        "Fresas congeladas IQF de Egipto",
        "Estimado Rogelio:\n\n"
        "Le escribo de Delta Nile Agro Export, en Alejandría. Somos exportadores de fresas congeladas IQF cultivadas en Ismailia y Beheira, de las variedades Festival y Fortuna.\n\n"
        "Para Congelados Pinzón podemos ofrecer fresa entera IQF calibre 25-35 mm, fresa en cubos para batidos y pulpa de fresa en cajas de 10 kg, vía Balboa o Manzanillo (Colón).\n\n"
        "¿Le interesaría recibir la ficha técnica y precios?\n\n"
        "Saludos cordiales,\n{sig}",
        "first e-mail wholly in Spanish; first name; company without S.A.; varieties, sizes, products for smoothies; Panamanian ports",
        ("category_wrong", "body", "fresa entera IQF calibre 25-35 mm", "frambuesa entera IQF calibre 25-35 mm",
         "raspberries (frambuesas) are a neighbouring frozen fruit, not strawberries"),
    ),
    Mail(
        "Q037", "s4",
        "IQF Festival strawberries – since SIAL Paris",
        "Dear Ms Tomescu,\n\n"
        "We met briefly at SIAL Paris, where you asked for IQF strawberries of the Festival variety. The new Egyptian crop starts in January, and I can now confirm availability for Tomescu Fructe Congelate:\n\n"
        "- IQF whole strawberries, Festival, 25-35 mm, Grade A\n"
        "- 10 kg cartons, 22 t per 40' reefer\n"
        "- CFR Constanța, about 12 days from Alexandria\n\n"
        "As Directoare Achiziții you may also want our residue report and BRCGS certificate; both are attached.\n\n"
        "Kind regards,\n{sig}",
        "follow-up after a fair; note used (SIAL Paris, Festival IQF); Ms + surname; native title in a sentence; company without S.R.L.; CFR Constanța; BRCGS",
        ("contact_wrong", "body", "Dear Ms Tomescu,", "Dear Ms Tomesco,",
         "the contact's surname is Tomescu"),
    ),
    Mail(
        "Q038", "s4",
        "Morango congelado IQF do Egito para a Mendes Alimentos",
        "Prezado Arthur,\n\n"
        "Sou Mona El-Sherbiny, gerente de exportação da Delta Nile Agro Export S.A.E., no Egito. Exportamos morangos congelados IQF e em blocos para indústrias de sorvete e iogurte.\n\n"
        "O Brasil importa morango congelado na entressafra, e podemos embarcar de janeiro a maio, CFR Santos ou Itajaí. Para a Mendes Alimentos Ltda., sugiro começar com um contêiner misto: morango inteiro IQF e morango em cubos.\n\n"
        "Atenciosamente,\n{sig}",
        "first e-mail wholly in Portuguese; first name; sender's title in Portuguese; company with and without legal form; products for ice cream and yoghurt; Brazilian ports; season",
        ("country_wrong", "body", "O Brasil importa morango congelado na entressafra", "A Argentina importa morango congelado na entressafra",
         "the buyer is in Brazil, not Argentina"),
    ),
    Mail(
        "Q039", "s4",
        "Granular urea 46% N – CFR offer for the coming season",
        "Dear Tyler,\n\n"
        "With the winter crop planting in the eastern states, I wanted to put an offer in front of Sandoval Agri Supplies before your next tender.\n\n"
        "We export Egyptian granular urea, 46% N min., biuret below 1%, moisture below 0.5%, from Damietta and Abu Qir. For Australia we ship bulk in 25,000-30,000 t vessels or bagged in 50 kg, CFR Brisbane, Newcastle or Geelong.\n\n"
        "I'd be glad to hear your volumes.\n\n"
        "Regards,\n{sig}",
        "first e-mail; first name; company without Pty Ltd; specification; Egyptian ports; Australian ports; season",
        ("company_misspelled", "body", "in front of Sandoval Agri Supplies before", "in front of Sandovall Agri Supplies before",
         "doubled letter: `Sandovall`"),
    ),
    Mail(
        "Q040", "s4",
        "Cotización CFR San Antonio – 5.000 t de urea granulada 46% N",
        "Estimado Sr. Pino:\n\n"
        "Según lo solicitado por Agrícola Pino Ltda., le confirmo nuestra oferta:\n\n"
        "- Producto: urea granulada, 46% N mín., biuret máx. 1,0%\n"
        "- Cantidad: 5.000 t (+/- 10% a opción del vendedor), a granel\n"
        "- Precio: USD 392/t CFR San Antonio\n"
        "- Embarque: Damietta, febrero 2027\n"
        "- Pago: carta de crédito irrevocable a la vista\n\n"
        "Quedamos atentos a sus comentarios, como Gerente de Abastecimiento, sobre cantidades y fechas.\n\n"
        "Atentamente,\n{sig}",
        "reply to the note's quote request, wholly in Spanish, formal offer bullets; Sr. + surname; native title in a sentence; company with legal form; CFR, L/C, Damietta",
        ("artifact", "body", "Quedamos atentos a sus comentarios, como Gerente de Abastecimiento, sobre cantidades y fechas.", "Quedamos atentos a sus comentarios, como Gerente de Abastecimiento, sobre cantidades y fechas. Quedamos atentos a sus comentarios, como Gerente de Abastecimiento, sobre cantidades y fechas.",
         "a repeated sentence", "sobre cantidades y fechas. Quedamos atentos a sus comentarios", "sobre cantidades y fechas."),
    ),
]
