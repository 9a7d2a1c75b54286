"""Natural e-mails 21-40: sender s2 (Orkhon Nooluur ХХК, Mongolia) to P016-P023, and sender s3
(Sassandra Agro-Négoce S.A., Côte d'Ivoire) to P024-P031.

Each one was written by hand and read against its buyer row; its Twin is the one error its
injected twin gets.
"""

from mail import Mail, Twin

MAILS = [
    Mail(
        "P016", "s2",
        "Pitti Filati follow-up: white cashmere samples, 16.0 micron",
        "Dear Mr Paganini,\n\n"
        "Thank you for visiting us at Pitti Filati in Florence. As you asked, I have prepared "
        "samples of our white dehaired cashmere fibre, 16.0 micron, for Filatura Paganini.\n\n"
        "Sample details:\n"
        "- White, 16.0 µm mean diameter, 36 mm mean length\n"
        "- Dehaired in our own plant in Ulaanbaatar, guard hair below 0.2%\n"
        "- 2 kg in one vacuum bag, with the IWTO test certificate\n\n"
        "The parcel leaves with DHL on Monday. After your lab in Biella has tested it, we can "
        "discuss a season contract, DAP Biella.\n\n"
        "Kind regards,\n\n"
        "B. Tsetsegmaa\n"
        "Export Manager\n"
        "Orkhon Nooluur ХХК\n"
        "Ulaanbaatar, Mongolia",
        "follow-up after the fair the note names, with the samples it asked for, wholly in "
        "English; Mr + surname; company without S.p.A.; micron and length; "
        "guard hair; IWTO; Biella; the sender signs in the Mongolian way (patronymic initial + "
        "given name), title in English",
        Twin("category_wrong", "body", "samples of our white dehaired cashmere fibre",
             "samples of our white dehaired yak fibre", "dehaired cashmere fibre",
             "a neighbouring fibre instead of the buyer's cashmere", found="dehaired yak fibre"),
    ),
    Mail(
        "P017", "s2",
        "Mongolian dehaired cashmere for Yamazaki Keori",
        "Dear Yamazaki-san,\n\n"
        "My name is Tsetsegmaa Batsaikhan, export manager at Orkhon Nooluur, a cashmere dehairing "
        "company in Ulaanbaatar. We buy raw cashmere directly from herders in Arkhangai and "
        "Övörkhangai, where the Orkhon valley lies, and dehair it in our own plant.\n\n"
        "For a weaving mill like Yamazaki Keori we can offer white, light grey and brown dehaired "
        "cashmere, 15.5-16.5 micron, 34-38 mm, in pressed bales of 100 kg. We ship by air to "
        "Osaka Kansai or by sea through Tianjin to Osaka port.\n\n"
        "May I send you our specification sheet and current price per kilo?\n\n"
        "Best regards,\n"
        "Tsetsegmaa Batsaikhan\n"
        "Orkhon Nooluur ХХК\n"
        "+976 7011 2284",
        "formal first e-mail wholly in English; surname + -san; company without Co., Ltd. twice; "
        "the sender's title lower-cased in English; Mongolian provinces; colours, micron, length "
        "and bales; Tianjin as a route, Osaka",
        Twin("company_missing", "subject", "for Yamazaki Keori", "for your company",
             "Yamazaki Keori Co., Ltd.",
             "every mention of the buyer's company replaced by a generic phrase",
             found="your company",
             more=(("body", "like Yamazaki Keori we", "like your company we"),)),
    ),
    Mail(
        "P018", "s2",
        "Dehaired cashmere from Mongolia",
        "Dear Louise,\n\n"
        "I am writing from Orkhon Nooluur in Ulaanbaatar. Several Borders spinners already use our "
        "dehaired cashmere fibre, and I would like to offer it to Gray of Hawick as well.\n\n"
        "Our white and light grey fibre (15.5-16.5 micron) is traceable to the herding families, "
        "and we can deliver DAP Hawick, cleared in the UK, so your team has no import paperwork.\n\n"
        "Would you like a 1 kg sample?\n\n"
        "Kind regards,\n"
        "Tsetsegmaa\n"
        "Orkhon Nooluur ХХК",
        "short first e-mail wholly in English; first name; company in full (its legal form left "
        "out, as the name reads); the Borders and Hawick; traceability; DAP; the sender signs with "
        "her given name only",
        Twin("country_wrong", "body", "cleared in the UK", "cleared in Ireland", "United Kingdom",
             "the buyer's country named as its neighbour", found="Ireland"),
    ),
    Mail(
        "P019", "s2",
        "Флюоритовый концентрат из Монголии для ООО «ПестовХим»",
        "Добрый день, Харитон!\n\n"
        "Меня зовут Цэцэгмаа Батсайхан, я менеджер по экспорту компании Orkhon Nooluur ХХК "
        "(Улан-Батор, Монголия). Мы поставляем флюоритовый концентрат кислотного сорта "
        "(CaF₂ не менее 97%) и металлургического сорта.\n\n"
        "Для ООО «ПестовХим» можем предложить поставку железнодорожным транспортом в биг-бэгах по "
        "1,5 т через погранпереход Наушки, на условиях DAP Наушки или до вашей станции.\n\n"
        "Если вам интересно, вышлю спецификацию и цены.\n\n"
        "С уважением,\n"
        "Цэцэгмаа Батсайхан\n"
        "Менеджер по экспорту\n"
        "Orkhon Nooluur ХХК\n"
        "+976 7011 2284",
        "first e-mail wholly in Russian; greeting by first name in Cyrillic; company in full with "
        "ООО and guillemets; the sender's name in Cyrillic, company in Latin with ХХК; the Mongolian "
        "title in Russian; acid and metallurgical grades; big bags; the Naushki rail crossing; DAP",
        Twin("company_misspelled", "body", "Для ООО «ПестовХим»", "Для ООО «ПесковХим»",
             "ООО «ПестовХим»", "one Cyrillic letter of the company's name changed",
             found="ООО «ПесковХим»"),
    ),
    Mail(
        "P020", "s2",
        "Quotation: acid grade fluorspar, CaF2 97% min, CFR Nhava Sheva",
        "Dear Mr Patil,\n\n"
        "Thank you for your enquiry. As Senior Manager - Procurement at Patil Fluorochem you asked "
        "for acid grade fluorspar with CaF2 97% min; please find our offer below.\n\n"
        "Product: acid grade fluorspar concentrate (acidspar), filter cake\n"
        "CaF2: 97.0% min; SiO2: 1.0% max; moisture: 10% max\n"
        "Packing: 1.5 t jumbo bags\n"
        "Quantity: 5,000 t, shipments of 1,000 t per month\n"
        "Price: USD 465 per dry metric tonne, CFR Nhava Sheva\n"
        "Route: rail from Bor-Undur to Tianjin, then by sea\n\n"
        "The offer is valid for 15 days. I am happy to arrange an SGS inspection at loading.\n\n"
        "Regards,\n"
        "Tsetsegmaa Batsaikhan\n"
        "Export Manager, Orkhon Nooluur ХХК",
        "quotation the note asks for, wholly in English; Mr + surname; the title in a sentence; "
        "company without Pvt. Ltd.; specification; CFR Nhava Sheva; Bor-Undur and Tianjin; SGS",
        Twin("title_wrong", "body", "As Senior Manager - Procurement at",
             "As Manager - Procurement at", "Senior Manager - Procurement",
             "the buyer's title one level down", found="Manager - Procurement"),
    ),
    Mail(
        "P021", "s2",
        "Säurespat aus der Mongolei",
        "Sehr geehrter Herr Kraushaar,\n\n"
        "als Leiter Rohstoffeinkauf der Kraushaar Chemie GmbH & Co. KG suchen Sie vielleicht eine "
        "zweite Quelle für Flussspat außerhalb Chinas. Orkhon Nooluur liefert Säurespat "
        "(CaF₂ ≥ 97 %) als Filterkuchen in Big Bags, per Bahn und Schiff bis Hamburg.\n\n"
        "Jede Partie wird von SGS beprobt; REACH-Registrierung und Analysenzertifikate liegen vor.\n\n"
        "Darf ich Ihnen ein Angebot CIF Hamburg schicken?\n\n"
        "Mit freundlichen Grüßen\n"
        "Tsetsegmaa Batsaikhan\n"
        "Exportmanagerin, Orkhon Nooluur ХХК",
        "first e-mail wholly in German; Herr + surname; the title as recorded inside the "
        "sentence; company in full with GmbH & Co. KG; Säurespat and Flussspat (the category in "
        "German); China named as the usual origin; REACH; CIF Hamburg; the sender's title "
        "translated into German",
        Twin("sender_wrong", "body", "Tsetsegmaa Batsaikhan\nExportmanagerin",
             "Tsetsegmaa Batsaikan\nExportmanagerin", "Tsetsegmaa Batsaikhan",
             "one letter dropped from the sender's family name", found="Tsetsegmaa Batsaikan"),
    ),
    Mail(
        "P022", "s2",
        "6 m felt yurts for your campsite in Drenthe",
        "Beste Marinus,\n\n"
        "I heard that you are looking for 6 m yurts for a campsite in Drenthe. We make traditional "
        "Mongolian felt yurts (ger) in Ulaanbaatar, and the 6 m model is our most popular size for "
        "glamping.\n\n"
        "Each 6 m yurt has:\n"
        "- 5 lattice walls (khana) and 81 roof poles, in larch, hand-painted\n"
        "- three layers of sheep's wool felt, with a waterproof canvas cover\n"
        "- a wooden door and a crown (toono) with a polycarbonate skylight\n\n"
        "Delivery is by container to Rotterdam, about 45 days door to door. We can also send a "
        "builder to help with the first set-up.\n\n"
        "Met vriendelijke groet,\n"
        "Tsetsegmaa Batsaikhan\n"
        "Orkhon Nooluur ХХК",
        "first e-mail opening from the buyer's note; Dutch greeting and closing, English body; "
        "first name; the company not named; the product in Mongolian terms (ger, khana, toono); "
        "larch, felt, canvas; Rotterdam",
        Twin("contact_wrong", "body", "Beste Marinus", "Beste Martinus", "Marinus Geerling",
             "the buyer's first name with one letter added", found="Martinus"),
    ),
    Mail(
        "P023", "s2",
        "Mongolian felt yurts for Borojević Kamp",
        "Poštovana gospođo Borojević,\n\n"
        "I am contacting you from Mongolia because glamping on the Adriatic coast keeps growing, "
        "and our felt yurts could be a distinctive addition to Borojević Kamp.\n\n"
        "We build yurts of 5, 6 and 7 m diameter, with wool felt insulation that keeps them cool "
        "in summer and usable in spring and autumn. They ship flat-packed to Rijeka and go up in "
        "one day.\n\n"
        "If you would like a catalogue and prices, just reply to this e-mail.\n\n"
        "S poštovanjem,\n"
        "Tsetsegmaa Batsaikhan\n"
        "Export Manager\n"
        "Orkhon Nooluur ХХК",
        "first e-mail; Croatian formal greeting (gospođo + surname) and closing, English body; "
        "company without d.o.o.; the Adriatic; Rijeka; sizes",
        Twin("company_foreign", "body", "addition to Borojević Kamp.", "addition to Glamping Geerling.",
             "Borojević Kamp d.o.o.",
             "another felt-yurt buyer's company of this set in the buyer's company's place",
             found="Glamping Geerling"),
    ),
    Mail(
        "P016", "s2",
        "Prezzo cashmere bianco 16,0 micron",
        "Gentile Sig. Paganini,\n\n"
        "le scrivo per darle il prezzo del cashmere depilato bianco 16,0 micron di cui abbiamo "
        "inviato i campioni: USD 118,00 al kg, DAP Biella, per lotti di almeno 500 kg.\n\n"
        "Restiamo a disposizione per qualsiasi domanda.\n\n"
        "Cordiali saluti,\n"
        "B. Tsetsegmaa\n"
        "Orkhon Nooluur ХХК",
        "short price note wholly in Italian after the samples the note records; Sig. + surname; "
        "'cashmere depilato' (dehaired) in Italian; DAP Biella",
        Twin("artifact", "body", "Restiamo a disposizione per", "Restiamo a a disposizione per",
             "Restiamo a disposizione", "a doubled word", found="a a"),
    ),
    Mail(
        "P020", "s2",
        "Re: Quotation acid grade fluorspar",
        "Dear Mr Patil,\n\n"
        "Following my offer of last week: would you prefer the acid grade fluorspar as dried "
        "powder (moisture below 0.5%) instead of filter cake? The dried grade adds about USD 22 per "
        "tonne but saves drying at your plant.\n\n"
        "Regards,\n"
        "Tsetsegmaa Batsaikhan\n"
        "Orkhon Nooluur ХХК",
        "one-question follow-up on the writer's own quotation, wholly in English; Mr + surname; "
        "a grade option",
        Twin("category_wrong", "body", "would you prefer the acid grade fluorspar as dried",
             "would you prefer the synthetic cryolite as dried", "fluorspar concentrate",
             "a neighbouring fluorine product instead of the buyer's fluorspar",
             found="synthetic cryolite"),
    ),
    Mail(
        "P022", "s2",
        "Photos of the 6 m yurt and a price for Glamping Geerling",
        "Hi Marinus,\n\n"
        "As promised in my last e-mail, I attach photos of a 6 m yurt we set up last month for a "
        "campsite in Germany, and our price for Glamping Geerling: EUR 7,900 per yurt, FCA "
        "Ulaanbaatar, or EUR 8,950 delivered to Drenthe.\n\n"
        "Best regards,\n"
        "Tsetsegmaa",
        "short follow-up on the writer's own e-mail, wholly in English; first name; company "
        "without V.O.F.; another "
        "country named as a reference; FCA and delivered prices; Drenthe from the note",
        Twin("company_misspelled", "subject", "for Glamping Geerling", "for Glamping Gerling",
             "Glamping Geerling V.O.F.", "a doubled vowel of the company's name lost",
             found="Glamping Gerling"),
    ),
    Mail(
        "P019", "s2",
        "Цены на флюоритовый концентрат",
        "Харитон, добрый день!\n\n"
        "Направляю, как обещала, цены на флюоритовый концентрат кислотного сорта: 405 долларов "
        "США за тонну, DAP Наушки, партии от 500 т.\n\n"
        "С уважением,\n"
        "Цэцэгмаа",
        "very short follow-up wholly in Russian on the writer's own e-mail; first name first; price "
        "DAP Naushki; the sender's given name in Cyrillic",
        Twin("artifact", "body", "флюоритовый концентрат кислотного сорта",
             "флюоритовыйконцентрат кислотного сорта", "флюоритовый концентрат",
             "two words fused", found="флюоритовыйконцентрат"),
    ),
    Mail(
        "P024", "s3",
        "Tire Expo Istanbul sonrası: TSR 20 doğal kauçuk",
        "Sayın Alpsü Ertaş,\n\n"
        "It was a pleasure to meet you at Tire Expo Istanbul. As discussed at the stand, Sassandra "
        "Agro-Négoce exports TSR 20 natural rubber from San-Pédro, the largest rubber port in "
        "Côte d'Ivoire.\n\n"
        "For Ertaş Lastik we can offer:\n"
        "• TSR 20, 35 kg bales, 36 bales per shrink-wrapped pallet (1.26 t)\n"
        "• Monthly lots of 200-500 t, CIF Mersin or CIF Derince\n"
        "• Each lot with a quality certificate (dirt, ash, PRI, Po)\n\n"
        "I will send our monthly price indication on Monday.\n\n"
        "Saygılarımla,\n"
        "Christelle Kouadio\n"
        "Export Sales Director\n"
        "Sassandra Agro-Négoce S.A.",
        "follow-up after the fair the note names; Turkish subject, greeting (Sayın + full name) "
        "and closing, English body; company without A.Ş.; bales and pallets; Mersin, Derince, "
        "San-Pédro; test parameters; the sender signs with her middle name and an English title",
        Twin("note_wrong", "body", "to meet you at Tire Expo Istanbul", "to meet you at The Tire Cologne",
             "Tire Expo Istanbul",
             "a fair the buyer's note does not name; the note records Tire Expo Istanbul",
             found="The Tire Cologne"),
    ),
    Mail(
        "P025", "s3",
        "TSR 20 from Côte d'Ivoire for Raman Rubber Products",
        "Dear Ms Kavitha,\n\n"
        "I am Christelle Kouadio, export sales director at Sassandra Agro-Négoce in Côte d'Ivoire. "
        "With Malaysian output falling, many compounders now buy African rubber, and I would like "
        "to offer Raman Rubber Products our TSR 20.\n\n"
        "Our factory near San-Pédro processes cup lumps from smallholders in the south-west. We ship "
        "35 kg bales in 1.26 t pallets to Port Klang, about 30 days transit, and every lot comes "
        "with a quality certificate.\n\n"
        "Could I send you a sample bale and our price CIF Port Klang?\n\n"
        "Best regards,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.\n"
        "+225 27 34 71 09 52",
        "first e-mail wholly in English; Ms + given name (as Malaysian Indian names are used); "
        "company without Sdn Bhd; cup lumps; Port Klang; the buyer's country as an adjective",
        Twin("company_missing", "subject", "for Raman Rubber Products", "for your company",
             "Raman Rubber Products Sdn Bhd",
             "every mention of the buyer's company replaced by a generic phrase",
             found="your company",
             more=(("body", "offer Raman Rubber Products our", "offer your company our"),)),
    ),
    Mail(
        "P026", "s3",
        "Borracha natural TSR 20 da Costa do Marfim",
        "Prezada Valentina,\n\n"
        "Meu nome é Christelle Kouadio e sou diretora comercial de exportação da Sassandra "
        "Agro-Négoce S.A., na Costa do Marfim. Exportamos borracha natural TSR 20 para fabricantes "
        "de pneus e artefatos de borracha.\n\n"
        "Para a Borrachas Cassiano podemos embarcar fardos de 35 kg, paletizados, de San-Pédro "
        "para Santos, com certificado de qualidade por lote. Como a produção no Brasil não atende "
        "toda a demanda, muitas indústrias já importam da África Ocidental.\n\n"
        "Posso lhe enviar uma cotação CFR Santos?\n\n"
        "Atenciosamente,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.",
        "first e-mail wholly in Portuguese; greeting by first name; company without Ltda.; the "
        "sender's title translated into Portuguese; Santos; the buyer's country in Portuguese",
        Twin("country_wrong", "body", "a produção no Brasil não", "a produção na Argentina não",
             "Brazil", "the buyer's country named as its neighbour", found="Argentina"),
    ),
    Mail(
        "P027", "s3",
        "Analysenzertifikat Koffeingehalt – Kolanüsse aus Côte d'Ivoire",
        "Sehr geehrter Herr Jüttner,\n\n"
        "Sie hatten nach einem Analysenzertifikat zum Koffeingehalt unserer Kolanüsse gefragt. "
        "Anbei finden Sie das COA der aktuellen Partie (Cola nitida, getrocknet, halbiert): "
        "Koffein 2,1 %, Theobromin 0,05 %, Feuchte 9,8 %, geprüft von einem akkreditierten Labor "
        "in Abidjan.\n\n"
        "Für die Jüttner Pflanzenextrakte GmbH können wir 10 bis 20 t pro Quartal in Jutesäcken "
        "zu 50 kg liefern, CIF Hamburg.\n\n"
        "Mit freundlichen Grüßen\n"
        "Aya Christelle Kouadio\n"
        "Directrice commerciale export\n"
        "Sassandra Agro-Négoce S.A.",
        "reply wholly in German to the certificate the note asks for; Herr + surname; Kolanüsse "
        "(the category in German); Cola nitida; analysis figures; company in full; jute sacks; "
        "CIF Hamburg; the sender's full name and French title",
        Twin("contact_wrong", "body", "Sehr geehrter Herr Jüttner", "Sehr geehrter Herr Jüttler",
             "Mirko Jüttner", "one letter of the buyer's family name changed", found="Jüttler"),
    ),
    Mail(
        "P028", "s3",
        "Kola nuts for Warren Botanicals - direct from Côte d'Ivoire",
        "Dear Michael,\n\n"
        "I hope this finds you well. I'm reaching out because Warren Botanicals sources botanical "
        "raw materials, and as Sourcing Director you may be interested in a direct origin for kola "
        "nuts.\n\n"
        "Here is what we offer:\n"
        "1. Dried kola nuts (Cola nitida), whole or halved, from the Soubré and Daloa regions\n"
        "2. Caffeine content typically 1.8-2.4%, COA with every lot\n"
        "3. Steam-treated on request, for a lower microbial count\n"
        "4. Packed in 25 kg paper bags or 50 kg jute sacks, shipped FOB Abidjan\n\n"
        "Would it help if I sent you a 1 kg sample together with our latest COA?\n\n"
        "Best regards,\n"
        "Christelle Kouadio\n"
        "Export Sales Director, Sassandra Agro-Négoce S.A.",
        "LLM-style first e-mail wholly in English with a numbered list; first name; company without "
        "Inc.; title in a sentence; regions; caffeine; steam treatment; FOB Abidjan",
        Twin("title_wrong", "body", "as Sourcing Director you", "as Sourcing Manager you",
             "Sourcing Director", "the buyer's title one level down", found="Sourcing Manager"),
    ),
    Mail(
        "P029", "s3",
        "Noix de cola de Côte d'Ivoire",
        "Madame Haddad,\n\n"
        "Je me permets de vous contacter au sujet de la noix de cola. Sassandra Agro-Négoce exporte "
        "depuis San-Pédro des noix de cola fraîches et séchées (Cola nitida), triées et calibrées, "
        "en sacs de 50 kg.\n\n"
        "Pour SARL Haddad Import, nous pouvons organiser des envois en conteneur réfrigéré vers "
        "Alger, avec certificat phytosanitaire et certificat d'origine.\n\n"
        "Je vous envoie volontiers nos prix CFR Alger.\n\n"
        "Bien à vous,\n\n"
        "KOUADIO Aya Christelle\n"
        "Directrice commerciale export\n"
        "Sassandra Agro-Négoce S.A.\n"
        "c.kouadio@sassandra-negoce.example",
        "first e-mail wholly in French; Madame + surname; company in full with SARL in front; "
        "noix de cola; fresh and dried; reefer; Algiers; the sender's name in the West African "
        "way (family name in capitals first)",
        Twin("sender_wrong", "body", "c.kouadio@sassandra-negoce.example",
             "c.kouadio@sasandra-negoce.example", "c.kouadio@sassandra-negoce.example",
             "one letter dropped from the sender's e-mail domain",
             found="c.kouadio@sasandra-negoce.example"),
    ),
    Mail(
        "P030", "s3",
        "Votre échantillon d'attiéké séché (sachet de 1 kg)",
        "Bonjour Madame Leclerc,\n\n"
        "Vous nous aviez demandé un échantillon d'attiéké séché en sachet de 1 kg : il part demain "
        "d'Abidjan par DHL, avec la fiche technique et le certificat sanitaire.\n\n"
        "Notre attiéké est préparé à Dabou avec du manioc frais et la levure traditionnelle, puis "
        "séché au soleil ; il se réhydrate en cinq minutes à la vapeur. Pour Leclerc Exotique, "
        "nous pouvons aussi livrer en sachets de 500 g, avec votre marque.\n\n"
        "Cordialement,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.",
        "reply wholly in French sending the sample the note asks for; Madame + surname; company "
        "without SARL; Dabou and Abidjan; cassava and the traditional ferment; private label",
        Twin("company_misspelled", "body", "Pour Leclerc Exotique,", "Pour Leclercq Exotique,",
             "Leclerc Exotique SARL", "a letter added to the company's name",
             found="Leclercq Exotique"),
    ),
    Mail(
        "P031", "s3",
        "Attiéké séché de Côte d'Ivoire pour Alimentation Forget",
        "Bonjour Madame Forget,\n\n"
        "Je m'appelle Christelle Kouadio et je suis directrice commerciale export chez Sassandra "
        "Agro-Négoce, à San-Pédro. Nous produisons de l'attiéké séché, très demandé par la "
        "communauté ivoirienne et ouest-africaine de Montréal.\n\n"
        "Pour Alimentation Forget, nous proposons des sachets de 500 g et de 1 kg, étiquetés en "
        "français et en anglais selon les règles de l'ACIA, en conteneur groupé jusqu'à Montréal.\n\n"
        "Puis-je vous faire parvenir notre liste de prix?\n\n"
        "Au plaisir,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.",
        "first e-mail wholly in French (Québec usage); Madame + surname; company without inc.; "
        "bilingual labels; the CFIA by its French initials; Montréal",
        Twin("company_foreign", "body", "Pour Alimentation Forget, nous", "Pour Distributions Dufour, nous",
             "Alimentation Forget inc.",
             "another Canadian buyer's company of this set in the buyer's company's place",
             found="Distributions Dufour"),
    ),
]
