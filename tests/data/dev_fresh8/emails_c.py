"""A second e-mail, in another style, to 20 of the buyers, each with the one edit its twin gets."""
# ruff: noqa: E501  (an e-mail's lines are kept as written)

from mail import Mail

MAILS = [
    Mail(
        "Q002", "s1",
        "Re: organic yerba mate – certificates",
        "Panie Miłoszu,\n\n"
        "One question before I prepare an organic quote for Wojsa Herbaty: do you want the COI in TRACES issued to your company as the first consignee, or to a customs agent in Gdynia?\n\n"
        "Pozdrawiam,\nLucía",
        "very short one-question mail with Polish vocative and sign-off; note used (organic certificate); company without legal form; port of Gdynia",
        ("country_wrong", "body", "to a customs agent in Gdynia?", "to a customs agent in Klaipėda?",
         "Gdynia is in Poland; Klaipėda would route the goods through Lithuania", "Klaipėda", "Gdynia"),
    ),
    Mail(
        "Q005", "s1",
        "Private-label yerba mate: three options",
        "Hi Ana,\n\n"
        "Following up on my note last week, here are three ways we could work with Harrison Wholefoods Pty Ltd:\n\n"
        "1. **Bulk**: 25 kg kraft sacks of organic yerba (with stems), for you to pack locally.\n"
        "2. **Private label**: 500 g and 1 kg bags under your brand, minimum 2,000 bags per SKU.\n"
        "3. **Our brand**: Pampa Alta 500 g bags with an Australian importer sticker.\n\n"
        "All options ship CIF Sydney, about 45 days from Buenos Aires. Happy to send samples of each.\n\n"
        "Best,\n{sig}",
        "LLM-style second mail with a bold numbered list; first name; company with legal form; bulk, private label, own brand; CIF Sydney",
        ("sender_wrong", "body", "3. **Our brand**: Pampa Alta 500 g bags", "3. **Our brand**: Pampa Alegre 500 g bags",
         "the sender's brand and company are Pampa Alta", "Pampa Alegre", "Pampa Alta"),
    ),
    Mail(
        "Q006", "s1",
        "Sample of 400 GPL lemon juice concentrate – any feedback?",
        "Dear Mr Vervaeke,\n\n"
        "Our sample of clear lemon juice concentrate (400 GPL, lot TUC-0412) should have reached Vervaeke Food Ingredients in Ghent last week. Has your lab had a chance to test it?\n\n"
        "The kosher certificate and the FSSC 22000 certificate of the plant are attached again in case they were separated from the parcel.\n\n"
        "Kind regards,\n{sig}",
        "short follow-up after a sample; note used (kosher, FSSC 22000, 400 GPL); Mr + surname; lot number; Ghent",
        ("company_missing", "body", ("should have reached Vervaeke Food Ingredients in Ghent",), ("should have reached your company in Ghent",),
         "the company is no longer named anywhere"),
    ),
    Mail(
        "Q009", "s1",
        "Lemon juice concentrate – prices for Q1",
        "Jeffrey,\n\n"
        "Short one: our Q1 prices for cloudy lemon juice concentrate 400 GPL are USD 3,050/t CFR Dublin in frozen drums, and USD 3,180/t in aseptic bag-in-box. If McMonagle Beverages wants to book before the Tucumán harvest starts in April, we can hold these until 31 January.\n\n"
        "Lucía",
        "very short price note; first name without greeting word; company without Ltd; Tucumán harvest; CFR Dublin",
        ("category_wrong", "body", "our Q1 prices for cloudy lemon juice concentrate 400 GPL", "our Q1 prices for cloudy orange juice concentrate 65 Brix",
         "orange juice concentrate is a neighbouring juice, not lemon", "orange juice concentrate 65 Brix", "lemon juice concentrate 400 GPL"),
    ),
    Mail(
        "Q011", "s1",
        "Amostras de doce de leite enviadas",
        "Olá Vera,\n\n"
        "As duas amostras de dulce de leche repostero (balde de 10 kg) seguiram hoje por DHL para a Silva Distribuição Alimentar, no Porto. O número de seguimento é 6612 0045 18.\n\n"
        "Fico a aguardar a opinião da sua equipa de pastelaria.\n\n"
        "Cumprimentos,\nLucía Fernández Ocampo\nPampa Alta Exportaciones S.R.L.",
        "short shipping note, wholly in Portuguese; first name; company without Lda.; Porto; tracking number",
        ("sender_wrong", "body", "Lucía Fernández Ocampo\nPampa Alta Exportaciones S.R.L.", "Lucía Fernández Ocampo\nPampa Alta Exportaciones S.A.",
         "the sender's legal form is S.R.L., not S.A.", "Pampa Alta Exportaciones S.A.", "Pampa Alta Exportaciones S.R.L."),
    ),
    Mail(
        "Q014", "s1",
        "Julmarknaden: dulce de leche in 250 g jars",
        "Hej Margareta,\n\n"
        "Christmas markets are coming, and Swedish shops sell a lot of kola and caramel gifts. For Larsson Livs we could pack our dulce de leche in 250 g gift jars with a Swedish label, delivered DAP Helsingborg before week 46.\n\n"
        "Shall I reserve a pallet?\n\n"
        "Hälsningar,\nLucía",
        "seasonal offer; Swedish greeting and sign-off; first name; company in short form; product with another product's words (kola and caramel gifts) as market context; DAP Helsingborg",
        ("contact_wrong", "body", "Hej Margareta,", "Hej Margit,",
         "the contact is Margareta Larsson"),
    ),
    Mail(
        "Q015", "s1",
        "Attn: Noa Ben-David, Procurement Manager",
        "Attn: Noa Ben-David, Procurement Manager\nBen-David Foods Ltd\n\n"
        "Dear Noa,\n\n"
        "Please find attached our offer for dulce de leche produced under chalav Yisrael supervision:\n"
        "- 400 g glass jars, 12 per carton: USD 2.10 per jar\n"
        "- 5 kg bakery buckets: USD 4.60 per kg\n"
        "Terms: CIF Ashdod, payment 30 days after bill of lading.\n\n"
        "With kind regards,\n{sig}",
        "formal offer with an Attn: block; note used (chalav Yisrael); full name, title and company in the block; CIF Ashdod",
        ("company_foreign", "body", "Attn: Noa Ben-David, Procurement Manager\nBen-David Foods Ltd", "Attn: Noa Ben-David, Procurement Manager\nלוי יבוא מזון בע\"מ",
         "the recipient's company is Ben-David Foods Ltd; לוי יבוא מזון בע\"מ is another Israeli buyer of this set", "לוי יבוא מזון בע\"מ", "Ben-David Foods Ltd"),
    ),
    Mail(
        "Q017", "s2",
        "Following our call: patchouli oil lot allocation",
        "Olá Benjamin,\n\n"
        "Thank you for the call this morning. As agreed, I am holding 1 t of our Aceh patchouli oil (PA 33.1%) for Melo Fragrâncias until Friday, at USD 48/kg CIF Santos in 180 kg drums.\n\n"
        "If your perfumer prefers the heart cut (rectified, lighter colour) for the fine fragrance line, I can allocate 200 kg of that as well.\n\n"
        "Abraço,\nDewi",
        "follow-up after a call; note used (the call, 1 t held, PA); first name; company without legal form; heart cut / rectified; CIF Santos",
        ("note_wrong", "body", "Thank you for the call this morning.", "Thank you for the call this morning and for the visit to our distillery in Aceh last spring.",
         "the note holds a GC-MS request and a call, no visit to the distillery", "the visit to our distillery in Aceh last spring", "Asked for a GC-MS report; needs patchouli alcohol of at least 30%"),
    ),
    Mail(
        "Q018", "s2",
        "Patchouli oil – price list",
        "Hei Tiina,\n\n"
        "Here is our price list for patchouli oil, FCA Surabaya:\n\n"
        "Light patchouli oil, PA 30-32%: USD 46/kg\n"
        "Light patchouli oil, PA 33%+: USD 51/kg\n"
        "Dark patchouli oil: USD 41/kg\n\n"
        "Smallest pack is a 5 kg aluminium bottle, which may suit a cosmetics maker better than a drum. As ostopäällikkö at Penttilä Kosmetiikka you can order mixed grades in one shipment.\n\n"
        "Terveisin,\nDewi Anggraini",
        "price list as plain lines; Finnish greeting and sign-off; native title lower-cased; company without Oy; pack with another material's word (aluminium bottle)",
        ("title_wrong", "body", "As ostopäällikkö at Penttilä Kosmetiikka", "As toimitusjohtaja at Penttilä Kosmetiikka",
         "the contact is ostopäällikkö (purchasing manager), not toimitusjohtaja (CEO)", "toimitusjohtaja", "ostopäällikkö"),
    ),
    Mail(
        "Q020", "s2",
        "Quick question on sarong sizes",
        "Hi Melanie,\n\n"
        "Do your resort shops prefer the standard 110 x 180 cm sarong or the longer 115 x 200 cm? We cut both, and I'd like to send Church Resort Wear samples in the right size.\n\n"
        "Thanks,\nDewi",
        "one-question mail; first name; company without legal form; sizes",
        ("artifact", "body", "Do your resort shops prefer the standard", "Do your resort shops prefer the the standard",
         "doubled word `the`", "the the", "the"),
    ),
    Mail(
        "Q022", "s2",
        "Trial pallet shipped – coconut charcoal cubes",
        "Dear Antonia,\n\n"
        "Good news: the trial pallet of 25 mm coconut shell charcoal cubes for Dima Distribuție is on the MSC vessel leaving Surabaya on Thursday, ETA Constanța 28 days later. The self-heating test report and MSDS are in the document set.\n\n"
        "Let me know how your lounge customers find the burn time.\n\n"
        "Best regards,\n{sig}",
        "shipping note after a trial order; note used (trial pallet, self-heating report); first name; company without S.R.L. with Romanian diacritics; note echoed (self-heating report); ports",
        ("company_misspelled", "body", "for Dima Distribuție is on the MSC vessel", "for Dima Distributie is on the MSC vessel",
         "lost the ț: `Distributie` for `Distribuție`", "Dima Distributie", "Dima Distribuție"),
    ),
    Mail(
        "Q024", "s2",
        "Cijene – kokosov ugalj",
        "Gospodine Radonjiću,\n\n"
        "prices for Radonjić Group, as promised: 25 mm cubes USD 1,320/t, 26 mm cubes USD 1,340/t, CIF Bar, 18 t per container. Payment 30% in advance, 70% against documents.\n\n"
        "Pozdrav,\nDewi Anggraini\nPT Sumber Wangi Nusantara",
        "very short price note with a Montenegrin vocative greeting and sign-off; company without d.o.o.; CIF Bar; payment terms",
        ("note_wrong", "body", "as promised:", "as promised when we met at Gulfood in Dubai:",
         "the buyer has no note: no meeting at Gulfood is on record", "when we met at Gulfood in Dubai", ""),
    ),
    Mail(
        "Q026", "s3",
        "Rooibos for bubble tea – a recipe idea",
        "Hi Mei-hua,\n\n"
        "A short idea for Lin Tea: several tea bars in Cape Town now serve a rooibos milk tea with brown sugar pearls, and it sells well as a caffeine-free option for the evening. Our fine-cut rooibos brews strong enough for milk.\n\n"
        "I can send 2 kg for your team to test, free of charge.\n\n"
        "Best,\nJohan",
        "informal second mail; given name (Taiwanese given name after the family name); company in short form; product context with another product's words (milk tea, brown sugar pearls); Cape Town",
        ("company_missing", "body", ("A short idea for Lin Tea:",), ("A short idea for your company:",),
         "the company is no longer named anywhere"),
    ),
    Mail(
        "Q027", "s3",
        "Rooibos: organic price list in euros",
        "Dear Orvokki,\n\n"
        "As promised, our organic rooibos prices, FCA Cape Town, in euros:\n\n"
        "• Organic superior long cut: EUR 6.90/kg\n"
        "• Organic tea-bag cut: EUR 5.80/kg\n"
        "• Organic rooibos-honeybush blend: EUR 8.40/kg\n\n"
        "Each lot ships with its EU organic certificate of inspection. For Soini Tee Oy we can also consolidate with other Finnish buyers to save freight to Helsinki.\n\n"
        "Kind regards,\n{sig}",
        "price list in bullets; first name; company with legal form; note echoed (EU organic); FCA Cape Town; Helsinki",
        ("country_wrong", "body", "with other Finnish buyers to save freight to Helsinki", "with other Swedish buyers to save freight to Helsinki",
         "the buyer is in Finland", "Swedish", "Finnish"),
    ),
    Mail(
        "Q029", "s3",
        "Straußenleder: Farbkarte unterwegs",
        "Guten Tag Herr Hörl,\n\n"
        "die Farbkarte mit 40 Farben (full quill) ist heute per Post an Hörl Lederwaren GmbH in Graz gegangen. Für Geldbörsen empfehlen wir die Häute von 12 bis 14 Quadratfuß, für Taschen die größeren.\n\n"
        "Beste Grüße aus der Kleinen Karoo\n{sig}",
        "short shipping note wholly in German; Herr + surname; company with GmbH; Graz; sizes; regional sign-off",
        ("company_misspelled", "body", "an Hörl Lederwaren GmbH in Graz", "an Horl Lederwaren GmbH in Graz",
         "lost the umlaut: `Horl` for `Hörl`", "Horl Lederwaren GmbH", "Hörl Lederwaren GmbH"),
    ),
    Mail(
        "Q032", "s3",
        "After our call: Crimson Seedless volumes",
        "Dear Thomas,\n\n"
        "Thanks for the call on Monday. To confirm what we discussed for Donoghue Fresh Produce: two containers a week of Crimson Seedless from week 2, packed 10 x 500 g punnets with your retail labels, CIF Dublin.\n\n"
        "I'll send the programme with prices by Friday.\n\n"
        "Regards,\nJohan Pretorius\nKaroo Cape Trading (Pty) Ltd",
        "follow-up after a call; note used (the call, Crimson Seedless, punnets, week 2); first name; company without Ltd; CIF Dublin",
        ("company_foreign", "body", "To confirm what we discussed for Donoghue Fresh Produce:", "To confirm what we discussed for McMonagle Beverages:",
         "McMonagle Beverages is another Irish buyer of this set, not the recipient", "McMonagle Beverages", "Donoghue Fresh Produce"),
    ),
    Mail(
        "Q034", "s4",
        "Chamomile: new-crop samples",
        "Dear Eleni,\n\n"
        "Samples of our new-crop chamomile (Grade A whole flowers and broken flowers) are ready. Shall I send them to Papadaki Herbs in Athens, or to your packing site?\n\n"
        "Kind regards,\nMona",
        "very short question mail; first name; company without S.A.; Athens",
        ("category_wrong", "body", "Samples of our new-crop chamomile (Grade A whole flowers and broken flowers)", "Samples of our new-crop calendula (Grade A whole flowers and broken flowers)",
         "calendula (marigold) is a neighbouring dried flower, not chamomile", "calendula", "chamomile"),
    ),
    Mail(
        "Q036", "s4",
        "Fresas IQF: oferta de temporada",
        "Rogelio, buenos días:\n\n"
        "Como Jefe de Compras de Congelados Pinzón, seguramente ya está planificando la temporada, así que le comparto nuestra oferta:\n"
        "- Fresa entera IQF, Festival, 25-35 mm: USD 1.480/t CFR Balboa\n"
        "- Fresa en cubos 10 x 10 mm: USD 1.420/t CFR Balboa\n"
        "Embarques de febrero a mayo.\n\n"
        "Quedo atenta.\n\n"
        "Mona El-Sherbiny\nGerente de Exportaciones\nDelta Nile Agro Export S.A.E.",
        "seasonal offer wholly in Spanish with the name-first greeting; native title in a sentence; company without S.A.; sender's title in Spanish; CFR Balboa",
        ("title_wrong", "body", "Como Jefe de Compras de Congelados Pinzón", "Como Gerente General de Congelados Pinzón",
         "the contact is Jefe de Compras, not Gerente General"),
    ),
    Mail(
        "Q038", "s4",
        "Morango IQF: ficha técnica",
        "Olá Arthur,\n\n"
        "Segue em anexo a ficha técnica do morango inteiro IQF e do morango em cubos, com o laudo de resíduos de agrotóxicos do último lote. Se a Mendes Alimentos precisar de certificado halal ou kosher, também temos.\n\n"
        "Abraços,\nMona",
        "very short mail wholly in Portuguese with a Brazilian sign-off; first name; company without Ltda.; certificates",
        ("contact_wrong", "body", "Olá Arthur,", "Olá Miguel,",
         "the contact's first name is Arthur (Arthur Miguel Mendes); Miguel is his second given name"),
    ),
    Mail(
        "Q039", "s4",
        "Urea 46% N – shipment window",
        "Tyler,\n\n"
        "Quick update for Sandoval Agri Supplies: we have a 27,500 t bulk vessel loading at Abu Qir in the second half of March and can still add 10,000 t for Geelong. Price USD 405/t CFR, subject to confirmation by Friday.\n\n"
        "Regards,\nMona El-Sherbiny\nDelta Nile Agro Export S.A.E.",
        "very short update; first name without greeting word; company without Pty Ltd; Abu Qir, Geelong; CFR",
        ("company_missing", "body", ("Quick update for Sandoval Agri Supplies:",), ("Quick update for your company:",),
         "the company is no longer named anywhere"),
    ),
]
