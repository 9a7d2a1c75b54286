"""Short second notes to the odd buyers J001-J059 (N061-N090); `err` as in emails_a."""
from emails_a import S1, S2, S3, S4

MAILS = [
    {"b": "J001", "s": "s2",
     "subj": "Plywood prices for Q1 – Novák Import",
     "body": "Dear Mr Novák,\n\na short update: our prices for 18 mm BB/CP birch plywood stay unchanged "
             "for January–March, at EUR 1,020 per m³ DAP Budapest. Hungary is now one truck run a week "
             "for us, so part loads can join it.\n\nBest regards,\nKristjan Kask\nEmajõe Puit OÜ",
     "note": "style=short price note; Mr + surname; company without legal form in the subject; grade and "
             "thickness; DAP Budapest; Hungary",
     "err": ("country_wrong", "body", "Hungary is now one truck run", "Slovakia is now one truck run",
             "a neighbouring country instead of the buyer's", "Slovakia", "Hungary")},
    {"b": "J003", "s": "s4",
     "subj": "Sesame: new-crop samples dispatched",
     "body": "Dear József,\n\nThe samples of Humera and Wollega sesame left Addis Ababa today by DHL, "
             "tracking 4471 0932 55. They should reach Somogyi Kereskedelmi in Budapest by Friday.\n\n"
             "Regards,\nSelamawit Tesfaye\nHead of Export Sales, Abay Highland Trading PLC",
     "note": "style=shipping note; first-name greeting; company without legal form; varieties; Budapest; "
             "short signature with title and company on one line",
     "err": ("sender_wrong", "body", "Head of Export Sales, Abay", "Head of Export Marketing, Abay",
             "the sender's title changed", "Head of Export Marketing", "Head of Export Sales")},
    {"b": "J005", "s": "s2",
     "subj": "Sauna heaters: one question about voltage",
     "body": "Dear Mr Beránek,\n\none quick question before I send the pro forma for Beránek Obchod s.r.o.: "
             "do your customers need the 400 V three-phase versions of our 9 and 12 kW sauna heaters, or "
             "230 V single-phase only?\n\nThank you,\n" + S2,
     "note": "style=one-question mail; Mr + surname; company with legal form; voltage and kW",
     "err": ("artifact", "body", "one quick question before I send the pro forma",
             "one quick question before I send the pro forma one quick question before I send the pro forma",
             "a repeated clause", "one quick question before I send the pro forma one quick question before I send "
             "the pro forma", "one quick question before I send the pro forma")},
    {"b": "J007", "s": "s3",
     "subj": "Цена на мёд / honey price for ТОО «Никонова Импорт»",
     "body": "Зоя, добрый день!\n\nOur price for multifloral raw honey this month is USD 3.10 per kg in 300 kg "
             "drums, CIP Almaty, for one 20-foot container. Eucalyptus honey is USD 0.20 higher.\n\n"
             "С уважением,\nFlorencia Pereyra\nCerro Chato Exportaciones S.A.",
     "note": "style=short price note; Russian greeting and sign-off; company in Cyrillic in the subject; "
             "price per kg; varieties; CIP Almaty",
     "err": ("company_misspelled", "subject", "ТОО «Никонова Импорт»", "ТОО «Никанова Импорт»",
             "a vowel changed in the Cyrillic company name", "Никанова Импорт", "Никонова Импорт")},
    {"b": "J009", "s": "s1",
     "subj": "Shea butter shipment booked",
     "body": "Dear Ms Kondrateva,\n\nThe 4 t of unrefined shea butter for TOO Kondrateva Import is booked on "
             "a vessel leaving Tema on 12 March, via Poti. Documents (COA, phytosanitary certificate, "
             "certificate of origin) will follow by courier.\n\nKind regards,\nAkosua",
     "note": "style=shipping note; Ms + surname; company with TOO prefix; documents; Tema, Poti; signed "
             "with the first name only",
     "err": ("company_foreign", "body", "for TOO Kondrateva Import is", "for TOO Beliaeva Trade is",
             "another Kazakh buyer's company", "TOO Beliaeva Trade", "TOO Kondrateva Import")},
    {"b": "J011", "s": "s3",
     "subj": "Beef for Shahzodov Savdo – Ramadan season",
     "body": "Dear Mr Shahzodov,\n\nAhead of Ramadan we are setting aside halal striploin and chuck roll for "
             "regular buyers. If Shahzodov Savdo wants a share, we would need your order by the end of "
             "next month.\n\nKind regards,\n" + S3,
     "note": "style=seasonal offer; Mr + surname; company without legal form; halal cuts; Ramadan",
     "err": ("company_missing", "body", [("Shahzodov Savdo", "your company")], "your company",
             "every mention of the buyer's company replaced")},
    {"b": "J013", "s": "s2",
     "subj": "Catálogo de calentadores para sauna",
     "body": "Hola Rosa:\n\nLe adjunto el catálogo 2027 de calentadores eléctricos y de leña, con precios FOB "
             "Muuga. Para Valencia Importaciones podemos mantener estos precios hasta junio.\n\n"
             "Saludos cordiales,\nKristjan Kask",
     "note": "style=short note in Spanish; first-name greeting; company without legal form; FOB Muuga",
     "err": ("contact_wrong", "body", "Hola Rosa:", "Hola Rocío:", "another first name", "Rocío", "Rosa")},
    {"b": "J015", "s": "s2",
     "subj": "Sauna heater pallet for your spa customers",
     "body": "Mr. Armenta,\n\nAs COO you asked for a way to test the market without a full container: we can "
             "send one mixed pallet of 20 sauna heaters (6, 9 and 12 kW) by air freight to Mexico City.\n\n"
             "Best regards,\n" + S2,
     "note": "style=one-paragraph note; Mr. + surname without 'Dear'; title abbreviated COO; kW mix; "
             "Mexico City",
     "err": ("title_wrong", "body", "As COO you asked", "As CMO you asked", "another C-level title",
             "CMO", "COO")},
    {"b": "J017", "s": "s2",
     "subj": "Plywood price list",
     "body": "Hi Gerónimo,\n\nattached is the price list we talked about, for birch plywood in 12, 15 and "
             "18 mm, BB/CP and film-faced. Prices are CIF Valencia and valid 30 days.\n\nKristjan",
     "note": "style=very short note; first-name greeting; thicknesses and grades; CIF Valencia",
     "err": ("category_wrong", "body", "for birch plywood in 12", "for OSB panels in 12",
             "a neighbouring wood panel offered", "OSB panels", "birch plywood")},
    {"b": "J019", "s": "s3",
     "subj": "Merinogarn: Lieferung in die Schweiz",
     "body": "Sehr geehrte Frau Steiger,\n\ndie Musterkonen (2/48 Nm, 18,5 Mikron) sind gestern abgegangen und "
             "sollten nächste Woche in der Schweiz sein. Die RWS-Transaktionszertifikate liegen bei.\n\n"
             "Freundliche Grüsse\nFlorencia Pereyra",
     "note": "style=shipping note in German; Frau + surname; Switzerland in German; yarn count and micron; RWS",
     "err": ("country_wrong", "body", "in der Schweiz sein", "in Österreich sein",
             "a neighbouring country instead of the buyer's", "Österreich", "der Schweiz")},
    {"b": "J021", "s": "s2",
     "subj": "Pellet prices for the heating season",
     "body": "Grüezi Frau Wirz,\n\nfor the coming heating season we can hold EUR 265 per tonne for ENplus A2 "
             "pellets in big bags, delivered to Basel, for orders placed before 31 July.\n\n"
             "Beste Grüsse\nKristjan Kask, Sales Director\nEmajõe Puit OÜ",
     "note": "style=seasonal price note; Swiss German greeting; Frau + surname; ENplus A2; Basel",
     "err": ("sender_wrong", "body", "Kristjan Kask, Sales Director", "Kristjan Kask, Sales Manager",
             "the sender's title changed", "Sales Manager", "Sales Director")},
    {"b": "J023", "s": "s2",
     "subj": "Re: wood-fired heaters – CSA question",
     "body": "Hi Sandra,\n\nto your question: our wood-fired sauna heaters do not need CSA approval, but we "
             "have ULC-S627 test reports for the two stainless models if your insurers ask.\n\n"
             "Best,\nKristjan",
     "note": "style=reply to a question; first-name greeting; wood-fired heaters; ULC standard; CSA",
     "err": ("artifact", "body", "\n\nBest,\nKristjan", "\n\nBest,\n[Your Name]", "leftover template text",
             "[Your Name]", "Kristjan")},
    {"b": "J025", "s": "s1",
     "subj": "Shea butter: price for Tait Supplies",
     "body": "Hi Angela,\n\nas requested: unrefined grade A shea butter at USD 3.40/kg and refined at USD "
             "3.95/kg, CFR Auckland, 20 kg cartons, minimum 2 t.\n\nCheers,\nAkosua",
     "note": "style=short price note; first-name greeting; company without legal form in the subject; "
             "grades; CFR Auckland",
     "err": ("company_misspelled", "subject", "for Tait Supplies", "for Tate Supplies",
             "a homophone spelling of the company name", "Tate Supplies", "Tait Supplies")},
    {"b": "J027", "s": "s1",
     "subj": "Samples on the way",
     "body": "Dear Adam,\n\nThe 1 kg samples of unrefined and refined shea butter for Carter Supplies left "
             "Tema by courier this morning and should be in Auckland on Thursday.\n\nKind regards,\n" + S1,
     "note": "style=shipping note; first-name greeting; company without legal form; Tema, Auckland",
     "err": ("company_foreign", "body", "for Carter Supplies left", "for Tait Supplies Ltd left",
             "another New Zealand buyer's company", "Tait Supplies Ltd", "Carter Supplies")},
    {"b": "J029", "s": "s4",
     "subj": "Sesame for Al Suwaidi Foodstuff Trading – Ramadan demand",
     "body": "Dear Ms Al Suwaidi,\n\nWith Ramadan demand for tahini coming, may I reserve two containers of "
             "Humera sesame for Al Suwaidi Foodstuff Trading L.L.C. from our March shipment?\n\n"
             "Kind regards,\n" + S4,
     "note": "style=one-question seasonal offer; Ms + surname; company with and without legal form; tahini; "
             "Ramadan",
     "err": ("company_missing", "body", [("Al Suwaidi Foodstuff Trading L.L.C.", "your company"),
                                         ("Al Suwaidi Foodstuff Trading", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J031", "s": "s4",
     "subj": "Leather price indication",
     "body": "Dear Mr Faloye,\n\nFollowing our call: finished sheep nappa 0.6–0.8 mm is USD 2.10 per sq ft, "
             "crust USD 1.55 per sq ft, both CFR Lagos, minimum 10,000 sq ft.\n\nRegards,\nSelamawit",
     "note": "style=short price note; Mr + surname; nappa and crust; sq ft; CFR Lagos",
     "err": ("contact_wrong", "body", "Dear Mr Faloye,", "Dear Mr Faleye,", "a near-miss surname",
             "Mr Faleye", "Mr Faloye")},
    {"b": "J033", "s": "s4",
     "subj": "Sesame loading schedule",
     "body": "Dear Mr Danjuma,\n\nAs Supply Chain Manager you asked for the loading plan: the first 50 t of "
             "Humera sesame will load in Djibouti in week 14, the second in week 18.\n\nBest regards,\n" + S4,
     "note": "style=shipping note; Mr + surname; title in a sentence; weeks; Djibouti",
     "err": ("title_wrong", "body", "As Supply Chain Manager you", "As Supply Chain Analyst you",
             "a lower title", "Supply Chain Analyst", "Supply Chain Manager")},
    {"b": "J035", "s": "s1",
     "subj": "Organic dried mango – summer offer",
     "body": "Dear Asklepios,\n\nFor the summer hotel season we have 8 t of EU organic dried mango slices "
             "available from stock in Rotterdam, at EUR 7.20/kg. Kitinos Trading could have them in Limassol "
             "within three weeks.\n\nRegards,\nAkosua Mensah-Bonsu",
     "note": "style=seasonal offer; first-name greeting; company without legal form; stock in Rotterdam; "
             "Limassol; EUR price",
     "err": ("category_wrong", "body", "organic dried mango slices", "organic dried papaya slices",
             "a neighbouring dried fruit offered", "dried papaya slices", "dried mango slices")},
    {"b": "J037", "s": "s4",
     "subj": "樣品已寄出 – green coffee samples",
     "body": "郭經理您好,\n\nThe 300 g samples of Yirgacheffe Grade 1 and Guji Grade 1 left Addis Ababa "
             "today and should reach your office in Hong Kong on Wednesday.\n\n祝好\nSelamawit Tesfaye",
     "note": "style=shipping note; Chinese greeting with surname and 經理; grades; Hong Kong; Chinese closing",
     "err": ("country_wrong", "body", "office in Hong Kong", "office in Macau",
             "a neighbouring territory instead of the buyer's", "Macau", "Hong Kong")},
    {"b": "J039", "s": "s1",
     "subj": "Cashew prices this week",
     "body": "Dear Ms Leung,\n\nW320 is USD 3.35/lb and W240 USD 3.70/lb, CIF Hong Kong, for shipment in "
             "April.\n\nBest regards,\nAkosua Mensah-Bonsu\nVolta Star Agro Exports Ltd",
     "note": "style=very short price note; Ms + surname; grades; price per lb; CIF Hong Kong",
     "err": ("sender_wrong", "body", "Akosua Mensah-Bonsu\nVolta", "Akousa Mensah-Bonsu\nVolta",
             "two letters of the sender's first name swapped", "Akousa Mensah-Bonsu", "Akosua Mensah-Bonsu")},
    {"b": "J041", "s": "s2",
     "subj": "Plywood delivery to Yokohama",
     "body": "Dear Ms Watanabe,\n\nThe container with 1220 x 2440 mm birch plywood for Watanabe Shoji sailed "
             "from Muuga on Monday and is due in Yokohama in about seven weeks.\n\nBest regards,\n" + S2,
     "note": "style=shipping note; Ms + surname; company without legal form; size; Muuga, Yokohama",
     "err": ("artifact", "body", "and is due in Yokohama in about seven weeks.",
             "and is due in Yokohama in about seven weeks. and is due in Yokohama in about seven weeks.",
             "a repeated clause", "seven weeks. and is due in Yokohama", "seven weeks.")},
    {"b": "J043", "s": "s3",
     "subj": "Beef for Tan Imports – Chinese New Year",
     "body": "Hi Wei Ling,\n\nFor Chinese New Year we are offering frozen brisket and shin at a lower price, "
             "shipping in November to arrive in Singapore in time. Would Tan Imports like a container?\n\n"
             "Best regards,\nFlorencia",
     "note": "style=seasonal offer with one question; first-name greeting; company without legal form; "
             "cuts; Chinese New Year; Singapore",
     "err": ("company_misspelled", "body", "Would Tan Imports like", "Would Tan Import like",
             "a letter dropped in the company name", "Tan Import", "Tan Imports")},
    {"b": "J045", "s": "s3",
     "subj": "Retail packs of halal beef",
     "body": "Dear Ms Raman,\n\nYou asked whether we can label the 1 kg retail packs for Raman Supplies with "
             "your own brand. Yes: we can print your label with the halal logo, from 2,000 packs per cut.\n\n"
             "Kind regards,\nFlorencia Pereyra",
     "note": "style=reply to a question; Ms + surname; company without legal form; private label; halal",
     "err": ("company_foreign", "body", "packs for Raman Supplies with", "packs for Lim Trading Pte Ltd with",
             "another Singapore buyer's company", "Lim Trading Pte Ltd", "Raman Supplies")},
    {"b": "J047", "s": "s4",
     "subj": "Swatch book sent – Al Harbi General Trading",
     "body": "Dear Ms Al Harbi,\n\nThe swatch book of our sheep nappa and suede for Al Harbi General Trading "
             "left Addis Ababa today by DHL and should reach Riyadh within four days.\n\nKind regards,\n"
             "Selamawit",
     "note": "style=shipping note; Ms + surname with Al; company without legal form in subject and body; "
             "nappa and suede; Riyadh",
     "err": ("company_missing", "body", [("Al Harbi General Trading", "your company")], "your company",
             "every mention of the buyer's company replaced")},
    {"b": "J049", "s": "s4",
     "subj": "Monsters verzonden",
     "body": "Beste Puk,\n\nDe monsters Yirgacheffe en Guji zijn vandaag verstuurd naar jullie kantoor. Laat je "
             "me weten wat je van de cupping vindt?\n\nGroeten,\nSelamawit",
     "note": "style=short informal note in Dutch; first-name greeting (Puk); coffee regions; cupping",
     "err": ("contact_wrong", "body", "Beste Puk,", "Beste Puck,", "a near-miss spelling of the first name",
             "Puck", "Puk")},
    {"b": "J051", "s": "s2",
     "subj": "Pellet tender – one question",
     "body": "Hi Kian,\n\nAs the buyer handling the winter tender at van Bergen Import, could you tell me "
             "whether bagged pellets on pallets or big bags are preferred this year?\n\nThanks,\nKristjan",
     "note": "style=one-question mail; first-name greeting; title lower-case in a sentence; company with "
             "lower-case 'van'; bag types",
     "err": ("title_wrong", "body", "As the buyer handling", "As the sales manager handling",
             "a sales title instead of buyer", "sales manager", "buyer")},
    {"b": "J053", "s": "s3",
     "subj": "Honey drums – next shipment",
     "body": "Dear Mr Ditschlerin,\n\nThe next 70 drums of multifloral raw honey are ready in Montevideo; "
             "NMR reports are attached. Shall we book the vessel to Hamburg for 20 May?\n\n"
             "Best regards,\nFlorencia Pereyra",
     "note": "style=shipping note with one question; Mr + surname; drums; NMR; Montevideo, Hamburg",
     "err": ("category_wrong", "body", "multifloral raw honey are ready", "multifloral bee pollen are ready",
             "a neighbouring bee product offered", "bee pollen", "raw honey")},
    {"b": "J055", "s": "s4",
     "subj": "Pickled sheepskins – first container",
     "body": "Sayın İlper Bey,\n\nThe first container of pickled sheepskins to Türkiye is loaded; the bill of "
             "lading and health certificate will follow by courier to your office.\n\nSaygılarımla,\n"
             "Selamawit Tesfaye",
     "note": "style=shipping note; Turkish greeting with Bey; Türkiye as the country's own name; documents",
     "err": ("country_wrong", "body", "sheepskins to Türkiye is", "sheepskins to Bulgaria is",
             "a neighbouring country instead of the buyer's", "Bulgaria", "Türkiye")},
    {"b": "J057", "s": "s2",
     "subj": "Pellet vessel to Derince",
     "body": "Sayın Eryıldız Bey,\n\nwe can offer a 3,000 t vessel of ENplus A1 pellets to Derince in "
             "October at USD 238/t CFR. Shall I hold the slot?\n\nSaygılarımla,\nKristjan Kask\n"
             "Emajõe Puit OÜ",
     "note": "style=short offer with one question; Turkish greeting; CFR Derince; price per tonne",
     "err": ("sender_wrong", "body", "Emajõe Puit OÜ", "Emajõe Puit AS",
             "the sender's company with another Estonian legal form", "Emajõe Puit AS", "Emajõe Puit OÜ")},
    {"b": "J059", "s": "s3",
     "subj": "Honey for Parisi Forniture – Christmas season",
     "body": "Dear Mr Parisi,\n\nFor the Christmas gift season we can ship a light prairie honey that "
             "crystallises fine and creamy, ideal for jars. Would Parisi Forniture S.p.A. like a drum as "
             "a trial?\n\nCordiali saluti,\nFlorencia Pereyra",
     "note": "style=seasonal offer with one question; Mr + surname; company with legal form; honey variety "
             "and texture",
     "err": ("artifact", "body", "Would Parisi Forniture S.p.A. like", "Would Parisi Forniture S.p.A. S.p.A. like",
             "doubled legal form", "S.p.A. S.p.A.", "S.p.A.")},
]
