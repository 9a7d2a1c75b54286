"""Natural first e-mails to J031-J060, written one by one; `err` as in emails_a."""
from emails_a import S1, S2, S3, S4

MAILS = [
    {"b": "J031", "s": "s4",
     "subj": "Ethiopian sheepskin crust for Faloye Imports",
     "body": "Dear Ayodele Faloye,\n\nGood day. A tanner in Kano told me that Faloye Imports Nigeria "
             "Ltd buys sheepskin leather for shoe uppers and bags, so I wanted to introduce Abay Highland "
             "Trading from Addis Ababa.\n\nWe supply Ethiopian hair sheep leather in pickled, wet-blue and "
             "crust form, and finished nappa in 0.6–0.9 mm. Shoe-lining and bag grades are sorted "
             "separately, so you only pay for the grade you use.\n\nWarm regards,\n" + S4,
     "note": "style=formal with a Nigerian 'Good day'; greeting with the full name; company with legal "
             "form; products named by their use (shoe uppers, bags, shoe-lining); states of tanning; Kano",
     "err": ("contact_wrong", "body", "Dear Ayodele Faloye,", "Dear Ayodeji Faloye,",
             "a similar Yoruba first name", "Ayodeji", "Ayodele")},
    {"b": "J032", "s": "s1",
     "subj": "Great meeting you at in-cosmetics Global – shea butter from Tamale",
     "body": "Dear Ozioma,\n\nIt was great to meet a fellow West African at in-cosmetics Global. As COO of "
             "Ojukwu Trading you mentioned that local shea is hard to get in consistent quality, so here "
             "is what we offer:\n\n- unrefined grade A shea butter, moisture below 0.05%\n- refined, "
             "deodorised shea butter\n- shea stearin for balms\n\nWe can move 20 t by sea from Tema "
             "to Lagos (Apapa) in about a week.\n\nBest wishes,\n" + S1,
     "note": "style=follow-up after a fair; first-name greeting; title abbreviated COO; company without "
             "legal form; related products (stearin); Tema, Lagos (Apapa)",
     "err": ("title_wrong", "body", "As COO of", "As CFO of", "one letter changes the title",
             "CFO", "COO")},
    {"b": "J033", "s": "s4",
     "subj": "Sesame seeds for Danjuma Supplies – after Gulfood",
     "body": "Dear Mr Danjuma,\n\nThank you for visiting us at Gulfood in Dubai. Nigeria grows a lot of "
             "sesame itself, so I appreciated your interest in Ethiopian white sesame for your hulling "
             "customers.\n\nAs discussed, we can offer Humera sesame seeds 99.95% in 50 kg bags, and "
             "Wollega sesame for oil milling at a lower price. Both can go CIF Lagos.\n\n"
             "I look forward to your feedback.\n\nRegards,\n" + S4,
     "note": "style=follow-up after a fair; Mr + the surname (same as the first name); company without "
             "legal form; hulling and oil milling as uses; Nigeria as another origin; Dubai, Lagos; CIF",
     "err": ("category_wrong", "body", "Humera sesame seeds 99.95%", "Humera niger seed 99.95%",
             "a neighbouring oilseed from the same origin", "niger seed", "sesame seeds")},
    {"b": "J034", "s": "s2",
     "subj": "Πέλλετ ξύλου ENplus A1 από την Εσθονία",
     "body": "Αγαπητέ κύριε Αλαφάκη,\n\nI hope you don't mind me writing in English after the greeting. "
             "Emajõe Puit OÜ produces ENplus A1 wood pellets in Estonia, in 15 kg bags and 1 t big "
             "bags.\n\nCypriot demand peaks early, so we load in August for Limassol; a 40-foot container "
             "holds about 26 t of bagged pellets. As Procurement Director at Αλαφάκης Εισαγωγές you may "
             "prefer to buy per season with fixed prices, which we can do.\n\nΜε εκτίμηση,\n" + S2,
     "note": "style=formal with a Greek subject, greeting (vocative Αλαφάκη) and sign-off; company "
             "without legal form ΛΤΔ; title in a sentence; ENplus A1 bags and big bags; Limassol; Cypriot",
     "err": ("country_wrong", "body", "Cypriot demand peaks early", "Greek demand peaks early",
             "the buyer's country as an adjective changed", "Greek", "Cypriot")},
    {"b": "J035", "s": "s1",
     "subj": "Biofach follow-up: organic dried mango",
     "body": "Dear Asklepios,\n\nThank you for your time at Biofach. Kitinos Trading Limited was one of the few "
             "stands we visited that sells dried fruit to both supermarkets and hotels, so I hope our "
             "dried mango slices are a fit.\n\nOur slices are EU organic, unsulphured and sugar-free, and we "
             "also make mango cheeks and diced mango for bakeries. Sea freight from Tema to Limassol takes "
             "about three weeks.\n\nRegards,\n" + S1,
     "note": "style=follow-up after a fair; first-name greeting; company with legal form; related cuts "
             "(cheeks, diced); Biofach; Limassol",
     "err": ("sender_wrong", "body", "akosua.mensah@voltastaragro.com.gh", "akosua.mensah@voltastaragro.com",
             "the sender's e-mail with the country domain lost")},
    {"b": "J036", "s": "s4",
     "subj": "Sesame seeds from Ethiopia – Gulfood follow-up",
     "body": "Dear Ms Gkaliou,\n\nIt was a pleasure to meet you at Gulfood. As Purchasing Manager at "
             "Gkaliou Imports, you asked about hulled and natural sesame for bakeries in Cyprus.\n\n"
             "We supply natural white sesame from Humera and Gondar and can arrange hulled sesame through "
             "a partner mill in Addis Ababa. Shipments go via Djibouti and Piraeus to Limassol.\n\n"
             "Best regards,\n" + S4,
     "note": "style=follow-up after a fair; Ms + surname; title and company without legal form in one "
             "sentence; hulled and natural sesame; Cyprus; Piraeus, Limassol",
     "err": ("artifact", "body", "hulled and natural sesame for bakeries", "hulled and naturalsesame forbakeries",
             "fused words", "naturalsesame forbakeries", "natural sesame for bakeries")},
    {"b": "J037", "s": "s4",
     "subj": "埃塞俄比亞生咖啡豆 – Ethiopian green coffee for 永興貿易有限公司",
     "body": "郭玉琴經理您好,\n\nI am writing from Addis Ababa to introduce Abay Highland Trading. We export "
             "green coffee beans from Yirgacheffe, Sidama and Guji, washed and natural, Grades 1 to 3.\n\n"
             "Many roasters in Hong Kong now look for single-origin Ethiopian lots, and 永興 could offer "
             "them traceable washing-station lots. We ship in 60 kg bags or 30 kg vacuum boxes, "
             "CIF Hong Kong.\n\n祝商祺\n" + S4,
     "note": "style=formal with a Chinese greeting (surname, given name and 經理) and closing; company in "
             "traditional Chinese and in short form 永興; regions and grades; vacuum boxes; Hong Kong",
     "err": ("company_misspelled", "subject", "for 永興貿易有限公司", "for 永兴貿易有限公司",
             "a simplified character in the traditional company name", "永兴貿易有限公司", "永興貿易有限公司")},
    {"b": "J038", "s": "s3",
     "subj": "Pitti Filati follow-up – Uruguayan merino",
     "body": "Dear Mr Chan,\n\nThank you for stopping by at Pitti Filati in Florence. As Head of Procurement "
             "at Chan Trading Limited you mentioned that your knitting customers in the Pearl River Delta "
             "want finer merino yarn with traceability.\n\nOur worsted merino is spun from 18.5 and 19.5 "
             "micron Uruguayan wool, RWS certified, in 2/48 Nm and 2/60 Nm, and we also offer a "
             "superwash-treated version for machine-washable knitwear.\n\nKind regards,\n" + S3,
     "note": "style=follow-up after a fair; Mr + surname; title and company with legal form in one "
             "sentence; Florence, Pearl River Delta; micron and Nm; superwash; RWS",
     "err": ("company_foreign", "body", "at Chan Trading Limited you", "at Leung Import & Export Co., Limited you",
             "another Hong Kong buyer's company", "Leung Import & Export Co., Limited", "Chan Trading Limited")},
    {"b": "J039", "s": "s1",
     "subj": "Ghanaian cashew kernels for Leung Import & Export",
     "body": "Dear Ms Leung,\n\nI'm writing because Leung Import & Export Co., Limited buys cashew kernels for "
             "the Hong Kong and South China markets.\n\nWe are a Ghanaian processor offering W240, W320 "
             "and LWP pieces, packed in vacuum tins or 22.68 kg cartons. For Leung Import & Export we "
             "could combine grades in one container, CIF Hong Kong.\n\nWith best regards,\n" + S1,
     "note": "style=short formal; Ms + surname; company with full legal form and short form; grades "
             "including pieces LWP; Hong Kong, South China; CIF",
     "err": ("company_missing", "body", [("Leung Import & Export Co., Limited", "your company"),
                                         ("Leung Import & Export", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J040", "s": "s3",
     "subj": "ピッティ・フィラーティでのご挨拶 – Uruguayan merino wool yarn",
     "body": "株式会社高橋商事\n高橋 京助様\n\nThank you for visiting our stand at Pitti Filati. I am "
             "Florencia Pereyra from Cerro Chato Exportaciones in Montevideo.\n\n高橋様, as purchasing "
             "manager you asked about fine merino yarn for Japanese knitwear. We spin 17.5 to 19.5 "
             "micron Uruguayan merino into worsted yarn from 2/30 Nm to 2/72 Nm, RWS certified.\n\n"
             "Samples on cones can reach Osaka by courier within a week.\n\nよろしくお願いいたします。\n" + S3,
     "note": "style=Japanese address block (company, name with 様) then English; 高橋様 in the body; "
             "title lower-cased in a sentence; micron and Nm range; Osaka; Japanese sign-off",
     "err": ("contact_wrong", "body", "高橋様, as purchasing", "高梨様, as purchasing",
             "a similar Japanese surname", "高梨様", "高橋様")},
    {"b": "J041", "s": "s2",
     "subj": "Birch plywood from Estonia for Watanabe Shoji",
     "body": "Dear Ms Watanabe,\n\nAs the owner of Watanabe Shoji, you probably know birch plywood mostly "
             "from Finland and Russia. Emajõe Puit OÜ in Tartu makes BB/BB and B/BB birch plywood in "
             "1220 x 2440 mm, a size Japanese importers ask for, plus 1525 x 1525 mm.\n\nOur plywood is "
             "glued with low-emission adhesive (F★★★★ available), which matters for furniture and interiors "
             "in Japan.\n\nBest regards,\n" + S2,
     "note": "style=formal; Ms + surname; title 'owner' lower-case in a sentence; company without legal "
             "form; other origins named; sizes; F★★★★; furniture as use; Japan",
     "err": ("title_wrong", "body", "As the owner of", "As the sales manager of",
             "a sales title instead of owner", "sales manager", "owner")},
    {"b": "J042", "s": "s4",
     "subj": "Ethiopian sheepskin leather from LWG-rated tanneries",
     "body": "Dear Mr Yamazaki,\n\nYou need leather from LWG-rated tanneries; all three of our partner "
             "tanneries near Addis Ababa are LWG Gold or Silver.\n\nFor Yamazaki Shoji K.K. we would offer "
             "Ethiopian sheepskin leather for glove and garment makers: hair sheep nappa 0.5–0.7 mm and "
             "suede, in natural and dyed colours, sorted by size and grade.\n\nI'd be happy to send a "
             "swatch book to Tokyo.\n\nKind regards,\n" + S4,
     "note": "style=opener from the buyer's note; Mr + surname; company with legal form K.K.; nappa and "
             "suede; glove and garment as uses; LWG; Tokyo",
     "err": ("category_wrong", "body", "Ethiopian sheepskin leather for", "Ethiopian goatskin leather for",
             "a neighbouring leather of the same origin", "goatskin leather", "sheepskin leather")},
    {"b": "J043", "s": "s3",
     "subj": "Halal-certified frozen beef for Tan Imports",
     "body": "Dear Wei Ling,\n\nYou need halal certification for your beef; our plant in Uruguay is "
             "approved for halal slaughter and is listed by MUIS-recognised certifiers, so the "
             "documents work for Singapore.\n\nFor Tan Imports Pte. Ltd. we can offer frozen beef cuts – "
             "tenderloin, striploin, cube roll, brisket and shin – vacuum-packed in 20 kg cartons, in mixed "
             "40-foot reefers.\n\nBest regards,\n" + S3,
     "note": "style=opener from the buyer's note; first-name greeting (Chinese name order Tan Wei Ling); "
             "company with legal form; halal and MUIS; cuts; Singapore",
     "err": ("country_wrong", "body", "work for Singapore", "work for Malaysia",
             "a neighbouring country instead of the buyer's", "Malaysia", "Singapore")},
    {"b": "J044", "s": "s3",
     "subj": "Frozen beef cuts from Uruguay",
     "body": "Hi Junhao,\n\nI'm Florencia from Cerro Chato Exportaciones S.A. in Uruguay. We ship frozen grass-fed "
             "beef cuts to Asia every week and I would like to add Lim Trading to our buyers in Singapore.\n\n"
             "Typical orders are mixed reefers of striploin, ribeye and topside, with some brisket and "
             "shin for Asian cooking. I can send a price list FOB Montevideo or CFR Singapore.\n\n"
             "Best regards,\nFlorencia Pereyra\nInternational Sales Manager\n+598 2908 4417",
     "note": "style=friendly short note; first-name greeting; company without legal form; cuts; FOB/CFR; "
             "Singapore; signature without the company",
     "err": ("sender_wrong", "body", "Cerro Chato Exportaciones S.A.", "Cerro Chato Exportaciones S.R.L.",
             "the sender's company with another legal form")},
    {"b": "J045", "s": "s3",
     "subj": "Halal frozen beef for Raman Supplies",
     "body": "Dear Ms Raman,\n\nSince halal certification is a must for you, I'd like to point out that our "
             "Uruguayan plant is halal-approved and exports to Singapore, Malaysia and the Gulf.\n\n"
             "For Raman Supplies we could offer frozen beef cuts in retail-friendly 1 kg vacuum packs or "
             "catering packs, from grass-fed cattle without hormones.\n\nShall I send you our price list?\n\n"
             "Kind regards,\n" + S3,
     "note": "style=opener from the buyer's note; Ms + surname; company without legal form; pack sizes; "
             "other markets named (Malaysia, the Gulf) next to Singapore",
     "err": ("artifact", "body", "from grass-fed cattle without hormones.\n\nShall I send you our price list?",
             "from grass-fed cattle without\n\nShall I send you our price list?", "cut-off sentence",
             "from grass-fed cattle without\n", "from grass-fed cattle without hormones.\n")},
    {"b": "J046", "s": "s4",
     "subj": "Ethiopian green coffee for Al Qahtani Trading",
     "body": "Dear Mr Faisal,\n\nAs-salamu alaykum. Coffee came to Arabia from Ethiopia, and Saudi buyers still "
             "prefer our Harar and Sidama beans for qahwa. I would like to offer Al Qahtani Trading LLC "
             "green coffee beans of the new crop:\n\n- Harar Grade 4 and 5 natural (the classic qahwa "
             "coffee)\n- Sidama and Guji Grade 2 washed\n- 60 kg bags, CFR Jeddah\n\n"
             "Kind regards,\n" + S4,
     "note": "style=LLM mail with bullets; Mr + first name as often in the Gulf; Arabic greeting; company "
             "with legal form; regions and grades; qahwa; Saudi as adjective; Jeddah",
     "err": ("company_misspelled", "body", "offer Al Qahtani Trading LLC", "offer Al Qahtan Trading LLC",
             "a letter dropped in the company name", "Al Qahtan Trading LLC", "Al Qahtani Trading LLC")},
    {"b": "J047", "s": "s4",
     "subj": "Sheepskin leather from LWG-rated tanneries in Ethiopia",
     "body": "Dear Ms Al Harbi,\n\nI understand Al Harbi General Trading Co. only works with LWG-rated "
             "tanneries. Our sheepskin leather comes from LWG-audited tanneries near Addis Ababa.\n\nAs a "
             "senior buyer you will want to see the range first: crust and finished hair sheep leather, "
             "glove nappa, suede for bags and belts, and shoe linings.\n\nI can send a swatch book to "
             "Riyadh by courier.\n\nKind regards,\n" + S4,
     "note": "style=opener from the buyer's note; Ms + surname with Al; company with legal form Co.; title "
             "lower-cased; uses (gloves, bags and belts, shoe linings); Riyadh",
     "err": ("company_foreign", "body", "understand Al Harbi General Trading Co. only", "understand Al Ghamdi General Trading LLC only",
             "another Saudi buyer's company", "Al Ghamdi General Trading LLC", "Al Harbi General Trading Co.")},
    {"b": "J048", "s": "s1",
     "subj": "SIAL Paris follow-up: cashew kernels for Al Ghamdi General Trading",
     "body": "Dear Mr Al Ghamdi,\n\nThank you for the conversation at SIAL Paris. As promised, here is our "
             "offer for Al Ghamdi General Trading LLC.\n\nWe process Ghanaian cashew into W240 and W320 "
             "white wholes, and roasted and salted kernels for the Ramadan season. All packing is in "
             "vacuum tins; we ship CFR Jeddah or Dammam.\n\nBest regards,\n" + S1,
     "note": "style=follow-up after a fair; Mr + surname; company with legal form; grades; roasted and "
             "salted; Ramadan season; Jeddah, Dammam; CFR",
     "err": ("company_missing", "body", [("Al Ghamdi General Trading LLC", "your company"),
                                         ("Al Ghamdi General Trading", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J049", "s": "s4",
     "subj": "Ethiopische groene koffie – nieuwe oogst",
     "body": "Beste mevrouw Gerritsen,\n\nAls inkoopster van Gerritsen Groothandel zoekt u misschien nieuwe "
             "origines. Abay Highland Trading exporteert groene koffiebonen uit Ethiopië: Yirgacheffe en "
             "Sidama gewassen Grade 2, en natuurlijke Guji Grade 1.\n\nWe verschepen via Djibouti naar "
             "Rotterdam of Antwerpen, in jute zakken van 60 kg. Zal ik monsters sturen?\n\n"
             "Met vriendelijke groet,\n" + S4,
     "note": "style=formal letter in Dutch; mevrouw + surname; native title inkoopster lower-cased; "
             "company without legal form; green coffee in Dutch; regions, grades; Rotterdam, Antwerpen",
     "err": ("contact_wrong", "body", "Beste mevrouw Gerritsen,", "Beste mevrouw Gerrits,",
             "a shortened similar Dutch surname", "mevrouw Gerrits", "mevrouw Gerritsen")},
    {"b": "J050", "s": "s1",
     "subj": "BRCGS-certified cashew kernels for Demmendaal Groothandel",
     "body": "Dear Mr Demmendaal,\n\nYou need BRCGS-certified packers for cashew kernels; our Tema plant has "
             "held BRCGS Food Safety grade AA for three years.\n\nAs Supply Chain Manager you will also "
             "care about lead times: we keep W320 and W240 in stock in Rotterdam, so call-offs can be "
             "delivered to Demmendaal Groothandel V.O.F. within a week.\n\nKind regards,\n" + S1,
     "note": "style=opener from the buyer's note; Mr + surname; title in a sentence; company with legal form "
             "V.O.F.; BRCGS; grades; stock in Rotterdam",
     "err": ("title_wrong", "body", "As Supply Chain Manager you", "As Logistics Manager you",
             "a neighbouring but different title", "Logistics Manager", "Supply Chain Manager")},
    {"b": "J051", "s": "s2",
     "subj": "ENplus A1 wood pellets from Estonia",
     "body": "Hi Kian,\n\nI'm Kristjan from Emajõe Puit in Tartu. We make ENplus A1 wood pellets from spruce "
             "and pine sawdust and ship them to the Netherlands in 15 kg bags on pallets or in big bags.\n\n"
             "If van Bergen Import is looking at a second source for the winter, I can offer 1,000 t "
             "spread over October to February, delivered to Moerdijk.\n\nBest,\n" + S2,
     "note": "style=friendly short note; first-name greeting; company with the lower-case 'van' and without "
             "legal form; wood species; bag sizes; Moerdijk; the Netherlands",
     "err": ("category_wrong", "body", "ENplus A1 wood pellets from spruce", "ENplus A1 wood briquettes from spruce",
             "a neighbouring wood fuel offered", "wood briquettes", "wood pellets")},
    {"b": "J052", "s": "s3",
     "subj": "Uruguayan raw honey – nice to meet you at Gulfood",
     "body": "Sehr geehrte Frau Schwital,\n\nvielen Dank für das Gespräch auf der Gulfood. I'll continue in "
             "English as agreed.\n\nWe pack raw, cold-extracted honey from Uruguay: multifloral, eucalyptus and "
             "a light clover honey that German bottlers like for creamed honey. All lots are tested for "
             "residues in Bremen before shipment to Hamburg.\n\nI can send 1 kg samples of each to Schwital "
             "Vertrieb this month.\n\nMit freundlichen Grüßen\n" + S3,
     "note": "style=follow-up after a fair, German greeting then English; Frau + surname; company without "
             "legal form; varieties; creamed honey; German as adjective; Bremen, Hamburg",
     "err": ("country_wrong", "body", "that German bottlers like", "that Austrian bottlers like",
             "the buyer's country as an adjective changed", "Austrian", "German")},
    {"b": "J053", "s": "s3",
     "subj": "Gulfood follow-up: raw honey from Uruguay",
     "body": "Dear Mr Ditschlerin,\n\nit was good to meet you at Gulfood. As Supply Chain Manager at "
             "Ditschlerin Vertrieb GmbH & Co. KG you were interested in steady volumes of raw honey.\n\n"
             "We can supply 10 to 15 containers a year of Uruguayan multifloral honey in 300 kg drums, "
             "with NMR and residue analyses per lot.\n\nBest regards,\n" + S3,
     "note": "style=follow-up after a fair; Mr + surname; title and company with the long legal form; "
             "drums; NMR analyses; Uruguayan",
     "err": ("sender_wrong", "body", "Florencia Pereyra\nInternational", "Florencia Pereira\nInternational",
             "the sender's surname with one letter changed", "Florencia Pereira", "Florencia Pereyra")},
    {"b": "J054", "s": "s4",
     "subj": "Yirgacheffe Grade 1 washed – offer for Berger Import",
     "body": "Sehr geehrte Frau Berger,\n\nyou asked for Yirgacheffe Grade 1 washed, and we have just finished "
             "cupping the new lots from Kochere and Gedeb: 86–88 points, floral and citrus.\n\nAs Leiterin "
             "Einkauf you will want samples before anything else, so I will send 300 g of each lot to "
             "Hamburg. Shipment in 60 kg GrainPro-lined bags, FOB Djibouti.\n\nMit freundlichen Grüßen\n" + S4,
     "note": "style=opener from the buyer's note, German greeting; Frau + surname; native title in a "
             "sentence; company without legal form; washing-station areas Kochere and Gedeb; cup scores",
     "err": ("artifact", "body", "we have just finished cupping the new lots",
             "we have lots just the cupping finished new lots have", "word salad",
             "we have lots just the cupping finished new lots have", "we have just finished cupping the new lots")},
    {"b": "J055", "s": "s4",
     "subj": "Etiyopya koyun derisi – sheepskin leather for Ülker Dış Ticaret",
     "body": "Sayın İlper Bey,\n\nI am writing to Ülker Dış Ticaret A.Ş. because Turkish garment makers "
             "have long used Ethiopian sheepskin.\n\nAs Satın Alma Müdürü you may be interested in our "
             "pickled sheepskins for tanneries in Çorlu and Tuzla, and in crust leather ready for "
             "finishing. We ship via Djibouti to Mersin.\n\nSaygılarımla,\n" + S4,
     "note": "style=formal with Turkish greeting 'İlper Bey' and sign-off; company with legal form A.Ş.; "
             "native title in a sentence; pickled and crust; Çorlu, Tuzla, Mersin; sheepskin in Turkish",
     "err": ("company_misspelled", "body", "to Ülker Dış Ticaret A.Ş. because", "to Ülker Dis Ticaret A.Ş. because",
             "Turkish dotless ı lost in the company name", "Ülker Dis Ticaret A.Ş.", "Ülker Dış Ticaret A.Ş.")},
    {"b": "J056", "s": "s2",
     "subj": "9 kW electric sauna heaters for Eraslan Dış Ticaret",
     "body": "Dear Ms Eraslan,\n\nYou asked about 9 kW electric heaters. Our 9 kW model is our best seller: "
             "wall-mounted, for saunas of 8 to 14 m³, with a built-in control or a separate digital panel.\n\n"
             "For Eraslan Dış Ticaret A.Ş. we can pack 24 heaters per pallet with sauna stones separately, "
             "and ship by truck to Istanbul in about a week.\n\nBest regards,\n" + S2,
     "note": "style=opener from the buyer's note; Ms + surname; company with legal form and Turkish "
             "letters; kW and room volume; sauna stones; Istanbul",
     "err": ("company_foreign", "body", "For Eraslan Dış Ticaret A.Ş. we", "For Ergül Dış Ticaret A.Ş. we",
             "another Turkish buyer's company", "Ergül Dış Ticaret A.Ş.", "Eraslan Dış Ticaret A.Ş.")},
    {"b": "J057", "s": "s2",
     "subj": "An alternative to Latvian pellets – Ergül Dış Ticaret",
     "body": "Sayın Eryıldız Bey,\n\nI understand Ergül Dış Ticaret currently buys wood pellets from Latvia. "
             "We are just across the border in Estonia, and our ENplus A1 pellets ship from the same "
             "Baltic ports.\n\nFor Ergül Dış Ticaret A.Ş. I could quote a bulk vessel of 3,000 t to "
             "Derince or bagged pellets in containers to Mersin.\n\nSaygılarımla,\n" + S2,
     "note": "style=opener from the buyer's note; Turkish greeting with Bey; company with and without legal "
             "form; Latvia named as current origin; Baltic; Derince, Mersin",
     "err": ("company_missing", "body", [("Ergül Dış Ticaret A.Ş.", "your company"), ("Ergül Dış Ticaret", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J058", "s": "s3",
     "subj": "Filato di lana merino uruguaiana",
     "body": "Gentile Pier Agnesi,\n\nmi permetto di presentarle Cerro Chato Exportaciones, filatura di "
             "Montevideo. Produciamo filato pettinato di lana merino 18,5 e 19,5 micron, titoli Nm 2/48 e "
             "2/60, certificato RWS.\n\nSo che Agnesi Importazioni rifornisce maglifici a Biella e in "
             "Veneto; possiamo spedire rocche campione in una settimana.\n\nCordiali saluti,\n" + S3,
     "note": "style=formal letter in Italian; greeting with the full name; company without legal form; "
             "merino yarn in Italian; micron and Nm; Biella, Veneto",
     "err": ("contact_wrong", "body", "Gentile Pier Agnesi,", "Gentile Piero Agnesi,",
             "a near-miss first name", "Piero Agnesi", "Pier Agnesi")},
    {"b": "J059", "s": "s3",
     "subj": "Raw honey with full residue reports",
     "body": "Dear Mr Parisi,\n\nAs the owner of Parisi Forniture you need residue test reports with every "
             "lot, and we send them as standard: antibiotics, pesticides and pyrrolizidine alkaloids, "
             "tested in an accredited lab in Germany.\n\nWe export raw Uruguayan honey – eucalyptus, "
             "multifloral and a light prairie honey – in 300 kg drums to Genoa and Livorno.\n\n"
             "Cordiali saluti,\n" + S3,
     "note": "style=opener from the buyer's note; Mr + surname; title 'owner' in a sentence; company "
             "without legal form; honey varieties; Germany as the lab's country; Genoa, Livorno",
     "err": ("title_wrong", "body", "As the owner of", "As the sales director of",
             "a sales title instead of owner", "sales director", "owner")},
    {"b": "J060", "s": "s2",
     "subj": "Birch plywood for Andreozzi Importazioni S.p.A.",
     "body": "Dear Mr Andreozzi,\n\nI would like to introduce Emajõe Puit OÜ, a birch plywood mill in Tartu, "
             "Estonia. As General Manager of Andreozzi Importazioni S.p.A. you may know that Italian "
             "furniture and boat builders often look for northern birch.\n\nWe offer 4–40 mm birch plywood "
             "in BB/BB, BB/CP and WG grades, film-faced and anti-slip panels, and all-birch marine "
             "plywood to BS 1088, which boat yards prefer to cheaper poplar-core boards. Delivery by truck to Verona or by sea to Ravenna.\n\n"
             "Best regards,\n" + S2,
     "note": "style=formal; Mr + surname; title and company with legal form; furniture and boat builders "
             "as users; grades, film-faced, anti-slip; BS 1088 marine; poplar-core boards named as the cheaper alternative; Verona, Ravenna",
     "err": ("category_wrong", "subject", "Birch plywood for", "Poplar plywood for",
             "a neighbouring plywood offered", "Poplar plywood", "Birch plywood")},
]
