"""Natural e-mails N041-N060: 12 follow-ups (after a fair, a call or a sample) and 8 first e-mails
by a second writer in another style, each with the edit its twin gets."""

from mail import mail, sig

EMAILS = [
    mail(
        "L001",
        "s2",
        "Quick question on clove moisture",
        "Hi Adwoa,\n\n"
        "One quick question before I send Gyasi Commodities a price: do you test moisture on arrival "
        "in Tema or rely on the load-port certificate? Our whole cloves leave Toamasina at 12% or "
        "less, and I'd like our numbers to match yours.\n\n"
        "I ask because you're the import manager and will be the one signing off the lots.\n\n"
        "Thanks,\nHery\nRavinala Export SARL",
        "style=one-question first e-mail by a second writer; hard: first name, company without "
        "'Company Limited', note (moisture) used, title lower-case in a sentence, first-name "
        "sign-off",
        (
            "title_wrong",
            "body",
            "you're the import manager",
            "you're the export manager",
            "export for import",
            "export manager",
            "import manager",
        ),
    ),
    mail(
        "L002",
        "s4",
        "Your glove samples - feedback?",
        "Hi Duncan,\n\n"
        "Our courier shows that the nitrile examination glove samples reached Opuku Medics in Accra "
        "on Monday: blue and black, 3.5 g, sizes S to L, as we discussed at Arab Health.\n\n"
        "When your team has tried them, could you tell me which colour suits your hospital "
        "customers better? I can then hold production space for a first container in January.\n\n"
        + sig("s4", "Thanks and regards,", full=False),
        "style=follow-up after samples sent (from a trade fair); hard: first name, company without "
        "'Limited', Accra, Arab Health, colours and weights",
        (
            "category_wrong",
            "body",
            "the nitrile examination glove samples",
            "the latex surgical glove samples",
            "a neighbouring glove type offered",
            "latex surgical glove",
            "nitrile examination glove",
        ),
    ),
    mail(
        "L006",
        "s2",
        "Vanilla for Moroccan pastry - Ravinala Export",
        "Dear Mr Sqalli,\n\n"
        "Moroccan pastry uses a lot of vanilla, from cornes de gazelle to the crème of a good "
        "mille-feuille, and I think Arômes Sqalli could offer its customers true Madagascar beans.\n\n"
        "In brief: Bourbon vanilla beans from the SAVA region, gourmet 14-16 cm and 16-18 cm, TK for "
        "extracts, vacuum-packed in 500 g and 1 kg, by air to Casablanca in three days via Paris.\n\n"
        "May I send you a tasting pack of three grades?\n\n" + sig("s2", "Kind regards,"),
        "style=second writer's first e-mail, short paragraph style; hard: 'Mr' + surname, Moroccan "
        "adjective, company without 'S.A.' and with its French trade word first, French pastry "
        "names, Casablanca",
        (
            "country_wrong",
            "body",
            "Moroccan pastry uses a lot of vanilla",
            "Tunisian pastry uses a lot of vanilla",
            "a neighbouring country's adjective",
            "Tunisian",
            "Moroccan",
        ),
    ),
    mail(
        "L009",
        "s2",
        "Following up after our call - clove samples for Doha",
        "السيدة جودي المحترمة،\n\n"
        "Thank you for the call on Tuesday. As agreed, I have sent two 1 kg samples of CG1 whole "
        "cloves to شركة المغاولة للتجارة ذ.م.م in Doha, one from the new crop and one from August, so "
        "your team can compare them with your Zanzibar cloves.\n\n"
        "The tracking number is 7741 2290 5531. I'll call again next week to hear what you think.\n\n"
        "Best regards,\n"
        "Hery Rakotomalala\n"
        "Ravinala Export SARL",
        "style=follow-up after a call; hard: first name in Arabic with a feminine form of address, "
        "company in Arabic script in an English sentence, Zanzibar from the note, Doha, a tracking "
        "number",
        (
            "sender_wrong",
            "body",
            "Ravinala Export SARL",
            "Ravinala Exports SARL",
            "the sender's company with an s added",
        ),
    ),
    mail(
        "L010",
        "s3",
        "Ramsai and Golsai samples - your thoughts?",
        "Dear Mr Hamad,\n\n"
        "I hope the Ramsai and Golsai samples reached Al-Marri Foodstuff in good shape. Did the "
        "Golsai pods have the size your customers expect for machboos?\n\n"
        "If they suit you, the new crop from Taplejung will be ready in early January and I can "
        "reserve 5 tonnes for you.\n\n" + sig("s3", "Kind regards,", full=False),
        "style=short follow-up after samples; hard: 'Mr' + first name, company without L.L.C., "
        "grades from the note, machboos, Taplejung",
        (
            "artifact",
            "body",
            "Dear Mr Hamad,\n\n",
            "Dear\n,\n\n",
            "broken greeting: the name lost",
            "Dear\n,",
            "Dear Mr Hamad,",
        ),
    ),
    mail(
        "L013",
        "s4",
        "Ground white pepper in retail packs?",
        "Salaam Mr Hilal,\n\n"
        "A short one: does Al-Rawahi Foodstuff pack spices under its own brand? If so, we can supply "
        "Sarawak white pepper ground and ready-packed in 50 g and 100 g jars with an Arabic-English "
        "label, which saves you a filling line.\n\n"
        "If you only buy bulk, our 25 kg whole white pepper is the better fit.\n\n"
        "Nurul Aina\nSeri Kelang Trading, Malaysia",
        "style=second writer's one-question first e-mail; hard: 'Salaam' + 'Mr' + first name, "
        "company without SAOC, jars and bulk varieties, Arabic-English label, a short sign-off",
        (
            "company_misspelled",
            "body",
            "Al-Rawahi Foodstuff",
            "Al-Rawahy Foodstuff",
            "another romanisation of the family name (i → y)",
        ),
    ),
    mail(
        "L017",
        "s1",
        "Baby alpaca for your shop - shade card",
        "Bună ziua, domnule Cristea,\n\n"
        "Here is the short version of our alpaca yarn offer for Cristea Fire S.R.L.:\n\n"
        "baby alpaca DK, 50 g / 120 m, 42 shades\n"
        "royal alpaca lace, 50 g / 400 m, 18 shades\n"
        "prices in EUR per kg, DAP Chișinău\n\n"
        "Our shade card is ready to post. Knitting shops in Chișinău and Bălți can have it within "
        "ten days.\n\n"
        "Cu stimă,\nRosa Huamán Quispe\nAltiplano Andino Export S.A.C.",
        "style=second writer, terse offer lines; hard: Romanian greeting with 'domnule' + surname, "
        "full company with S.R.L. and a trade word that is an English word, royal alpaca, DAP, "
        "Bălți",
        (
            "company_foreign",
            "body",
            "Cristea Fire S.R.L.",
            "Georgescu Natur S.R.L.",
            "another Moldovan buyer's company of this set",
        ),
    ),
    mail(
        "L018",
        "s4",
        "After our call - tender quantities",
        "Сайн байна уу, Батбаяр гуай,\n\n"
        "Thank you for the call yesterday. To sum up what we agreed for Номин Трейд ХХК:\n"
        "- 2.4 million nitrile examination gloves (24,000 boxes), sizes S/M/L at 20/50/30%\n"
        "- EN 455 and CE documents in English, with a Mongolian translation of the box text\n"
        "- delivery by rail from Tianjin to Ulaanbaatar before 15 March\n\n"
        "I'll send the pro forma invoice for Номин Трейд ХХК tomorrow so you can file it with the "
        "tender.\n\n" + sig("s4", "Best regards,"),
        "style=follow-up after a call with a summary list; hard: Mongolian greeting and given name "
        "+ гуай, company in Cyrillic twice, box quantities, a deadline, rail route",
        (
            "company_missing",
            "body",
            [
                ("for Номин Трейд ХХК:", "for your company:"),
                ("invoice for Номин Трейд ХХК tomorrow", "invoice tomorrow"),
            ],
            None,
            "every mention of the company replaced by generic wording or dropped",
            "your company",
        ),
    ),
    mail(
        "L020",
        "s1",
        "Alpaca natural - sin teñir",
        "Hola Javier,\n\n"
        "Le escribo de parte de Altiplano Andino, en Arequipa. Muchas tiendas de tejido nos piden "
        "alpaca sin teñir, en los colores naturales del animal: blanco, beige, café, gris y negro. "
        "Pensé que podría interesarle a Blanco Hilos.\n\n"
        "Madejas de 100 g, hilo DK o worsted, precio FOB Callao o puesto en Puerto Caldera.\n\n"
        "¿Le envío un muestrario?\n\n"
        "Saludos,\nRosa Huamán Quispe\nExport Manager",
        "style=second writer's short Spanish first e-mail; hard: first name with usted, company "
        "without Ltda., natural colours, FOB Callao, Puerto Caldera",
        (
            "contact_wrong",
            "body",
            "Hola Javier,",
            "Hola Julián,",
            "another Spanish first name",
            "Julián",
            "Javier",
        ),
    ),
    mail(
        "L022",
        "s1",
        "Your quinoa samples and the CFR Caucedo price",
        "Hola Sofía,\n\n"
        "I hope the organic white and tricolour quinoa samples reached Santo Domingo safely. "
        "Attached is our CFR Caucedo price for one 20' container (19 t), valid until 31 January.\n\n"
        "As purchasing manager for Gálvez Alimentos you'll also want the organic transaction "
        "certificate; we issue one per lot.\n\n"
        "Hablamos pronto,\nRosa",
        "style=short follow-up after samples (after a fair); hard: first name, company without "
        "S.A., title lower-case with 'for', CFR Caucedo, transaction certificate, first-name "
        "sign-off",
        (
            "title_wrong",
            "body",
            "As purchasing manager for Gálvez Alimentos",
            "As purchasing assistant for Gálvez Alimentos",
            "one level down",
            "purchasing assistant",
            "purchasing manager",
        ),
    ),
    mail(
        "L024",
        "s3",
        "Lokta sample pack - which colours sold?",
        "Dear Ishara,\n\n"
        "It has been a month since the lokta paper sample pack reached Abeykoon Stationers. Did your "
        "art supply customers prefer the natural sheets or the dyed ones?\n\n"
        "For a first order we usually suggest 500 sheets in ten colours and 100 lokta journals. "
        "I can ship to Colombo before the Sinhala and Tamil New Year if you order by February.\n\n"
        + sig("s3", "Warm regards,", full=False),
        "style=follow-up after a sample; hard: first name, company without PLC, note (art supply "
        "stores) used, Sinhala and Tamil New Year, Colombo",
        (
            "category_wrong",
            "body",
            "100 lokta journals",
            "100 pashmina stoles",
            "another category of the same sender offered",
            "pashmina stoles",
            "lokta journals",
        ),
    ),
    mail(
        "L026",
        "s2",
        "Flake graphite for crucibles",
        "Sehr geehrte Frau Schmiedt,\n\n"
        "A short note from Madagascar. Crucible and refractory makers in Germany need large, "
        "clean flakes, and our +50 mesh grade (94-96% C) is sized for exactly that. It ships in "
        "1 t big bags CIF Hamburg, about six weeks from Toamasina.\n\n"
        "Could Schmiedt Carbon use a 5 kg sample for a trial batch?\n\n"
        "Mit freundlichen Grüßen\nHery Rakotomalala\nRavinala Export SARL",
        "style=second writer's short first e-mail with German greeting and sign-off; hard: 'Frau' + "
        "surname, company without AG, mesh grade, Germany in the body, Hamburg",
        (
            "country_wrong",
            "body",
            "Crucible and refractory makers in Germany",
            "Crucible and refractory makers in Austria",
            "a neighbouring country for the buyer's",
            "Austria",
            "Germany",
        ),
    ),
    mail(
        "L027",
        "s2",
        "Your 10 kg vanilla trial - shipping next week",
        "Liebe Frau Stumpf,\n\n"
        "Thank you for the trial order of 10 kg gourmet beans (16-18 cm) for Stumpf Gewürzkontor. "
        "They ship next Tuesday by air to Frankfurt; the certificate of analysis and the German "
        "lab's residue report will travel with the air waybill.\n\n"
        "If the beans do well against your Ugandan ones in the Christmas season, we can talk about a "
        "contract for 2027.\n\n"
        "Herzliche Grüße,\nHery Rakotomalala\nCommercial Director, Ravinala Export SARL",
        "style=follow-up after an order; hard: German greeting, company without AG, Ugandan "
        "adjective from the note, Frankfurt, German lab",
        (
            "sender_wrong",
            "body",
            "Hery Rakotomalala\nCommercial Director",
            "Hery Rakotomanana\nCommercial Director",
            "the sender's family name with a similar Malagasy name",
            "Hery Rakotomanana",
            "Hery Rakotomalala",
        ),
    ),
    mail(
        "L029",
        "s2",
        "Sample feedback: gourmet black beans",
        "Hi Eric,\n\n"
        "Did the 250 g sample of gourmet black beans reach Kennedy Pastry Supplies? Your note said "
        "16-18 cm; the sample was graded 16-18 cm with a few 18+ beans, so your bakers can judge the "
        "whole range.\n\n"
        "If you're happy with them, I can quote 50 kg CIF Newark.\n\n"
        "Best,\nHery",
        "style=short follow-up after a sample; hard: first name, company without Corp., the note's "
        "length, CIF Newark, first-name sign-off",
        (
            "artifact",
            "body",
            "If you're happy with them, I can quote 50 kg CIF Newark.",
            "If you're happy with them, I can quote 50 kg CIF Newark. If you're happy with them, I can "
            "quote 50 kg CIF Newark.",
            "the last sentence repeated",
            "If you're happy with them, I can quote 50 kg CIF Newark. If you're happy with them, I can "
            "quote 50 kg CIF Newark.",
            "If you're happy with them, I can quote 50 kg CIF Newark.",
        ),
    ),
    mail(
        "L030",
        "s2",
        "Graphite sample arrived - test results?",
        "Dear Ms Thomas,\n\n"
        "DHL confirms that our flake graphite sample was delivered to Thomas Advanced Materials Corp. "
        "on Thursday. When your lab has run the fixed carbon and particle size, I'd be glad to "
        "compare them with our certificate (+80 mesh: 94.6% C; -100 mesh: 95.1% C).\n\n"
        "A first 20 t lot could leave Toamasina in February.\n\n"
        + sig("s2", "Kind regards,", full=False),
        "style=follow-up after a sample; hard: 'Ms' + surname, full company with Corp., figures, "
        "Toamasina",
        (
            "company_misspelled",
            "body",
            "Thomas Advanced Materials Corp.",
            "Thomas Advance Materials Corp.",
            "the -d of 'Advanced' lost",
        ),
    ),
    mail(
        "L032",
        "s1",
        "Quinoa flakes for Japanese breakfast lines",
        "Watanabe-sama,\n\n"
        "Besides whole grains, we make quinoa flakes and puffed quinoa in Arequipa, which Japanese "
        "cereal and granola brands have started to use. If Watanabe Health Foods has a breakfast "
        "line, they might fit.\n\n"
        "Both are JAS-organic on request and packed in 10 kg cartons.\n\n"
        "Yoroshiku onegai shimasu,\nRosa Huamán Quispe\nAltiplano Andino Export S.A.C., Peru",
        "style=second writer's short first e-mail; hard: surname + -sama alone, company without "
        "K.K., quinoa flakes and puffed quinoa (varieties), JAS, romanised Japanese sign-off",
        (
            "company_foreign",
            "body",
            "If Watanabe Health Foods has",
            "If Nakamura Art Supplies has",
            "another Japanese buyer's company of this set",
            "Nakamura Art Supplies",
            "Watanabe Health Foods",
        ),
    ),
    mail(
        "L034",
        "s2",
        "規格書及樣品寄送通知",
        "黃經理您好：\n\n"
        "附上天然鱗片石墨的規格書。+80 目、+100 目、-100 目各 1 公斤的樣品已於今天以 DHL 寄往"
        "宏碩材料科技股份有限公司，運單號碼 4403 1187 22。\n\n"
        "樣品到達後，若貴公司實驗室需要我們的分析方法，我可以一併提供。\n\n"
        "順頌商祺\nHery Rakotomalala\nRavinala Export SARL",
        "style=follow-up after a call/fair, wholly in traditional Chinese; hard: surname + 經理, "
        "company in Chinese and 貴公司 for 'your company', mesh in 目, DHL number",
        (
            "company_missing",
            "body",
            [("寄往宏碩材料科技股份有限公司，", "寄往貴公司，")],
            None,
            "the company replaced by 'your company' (貴公司)",
            "寄往貴公司",
        ),
    ),
    mail(
        "L035",
        "s1",
        "Our call: weekly blueberry flights to Taoyuan",
        "Dear Shu-Chuan,\n\n"
        "Thank you for your time on the phone today. To confirm: Tsai Fruit Import would take 2 "
        "pallets a week of 125 g clamshells by air from Lima to Taoyuan, weeks 44 to 52, with the "
        "first shipment as a trial. I'll send the price per carton, CPT Taoyuan, by Friday.\n\n"
        "Best regards,\nRosa Huamán Quispe\nExport Manager, Altiplano Andino Export S.A.C.",
        "style=short follow-up after a call; hard: first name in Taiwanese order, company without "
        "'Co., Ltd.', week numbers, CPT, Lima and Taoyuan",
        (
            "contact_wrong",
            "body",
            "Dear Shu-Chuan,",
            "Dear Shu-Chen,",
            "a similar Taiwanese given name",
            "Shu-Chen",
            "Shu-Chuan",
        ),
    ),
    mail(
        "L038",
        "s4",
        "Chairs for Greek tavernas",
        "Hello Giorgos,\n\n"
        "Tavernas are hard on chairs. Our rubberwood bistro chair has a steel-braced seat frame and "
        "passes the EN 16139 contract-seating test, so it holds up on a busy terrace in Crete or "
        "Rhodes.\n\n"
        "As import manager for Antoniou Furniture, you might want a sample chair first; we can send "
        "one by air.\n\n"
        "Nurul Aina\nSeri Kelang Trading Sdn. Bhd.",
        "style=second writer's short first e-mail; hard: first name, company without O.E., "
        "'steel-braced' (another material in the right product), EN 16139, Crete and Rhodes",
        (
            "title_wrong",
            "body",
            "As import manager for Antoniou Furniture",
            "As export manager for Antoniou Furniture",
            "export for import",
            "export manager",
            "import manager",
        ),
    ),
    mail(
        "L039",
        "s2",
        "Your +80 mesh sample - next step",
        "Hello Noa,\n\n"
        "I hope the +80 mesh flake graphite sample arrived in Haifa. Our lab measured 94.8% C and "
        "83% on the 80-mesh screen on that lot.\n\n"
        "If Shapira Advanced Materials finds the same, could we discuss a 10 t trial order in the "
        "first quarter?\n\n" + sig("s2", "Best regards,", full=False),
        "style=short follow-up after a sample; hard: first name, company without Ltd, figures from "
        "the note's spec, Haifa",
        (
            "category_wrong",
            "body",
            "+80 mesh flake graphite sample",
            "+80 mesh amorphous graphite sample",
            "a neighbouring graphite type offered",
            "amorphous graphite",
            "flake graphite",
        ),
    ),
]
