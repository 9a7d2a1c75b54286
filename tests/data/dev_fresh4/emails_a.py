"""Natural first e-mails to J001-J030, written one by one; `err` is the one edit its twin gets.

err: (type, part, old, new, note[, found, expected]) replaces `old` (once) with `new`;
("company_missing", part, [(old, new), ...], found, note) replaces every mention in both parts.
"""

S1 = ("Akosua Mensah-Bonsu\nExport Manager\nVolta Star Agro Exports Ltd\nTema, Ghana\n"
      "+233 30 221 4876 | akosua.mensah@voltastaragro.com.gh")
S2 = ("Kristjan Kask\nSales Director\nEmajõe Puit OÜ\nTartu, Estonia\n"
      "+372 742 3318 | www.emajoepuit.ee")
S3 = ("Florencia Pereyra\nInternational Sales Manager\nCerro Chato Exportaciones S.A.\n"
      "Montevideo, Uruguay | +598 2908 4417")
S4 = ("Selamawit Tesfaye\nHead of Export Sales\nAbay Highland Trading PLC\nAddis Ababa, Ethiopia\n"
      "selamawit.t@abayhighland.com.et | +251 11 552 3094")

MAILS = [
    {"b": "J001", "s": "s2",
     "subj": "Birch plywood for Novák Import Zrt. – BB/BB and BB/CP grades from Estonia",
     "body": "Tisztelt Novák István Úr!\n\nI am writing to you as Head of Procurement at Novák Import Zrt. "
             "We are Emajõe Puit OÜ, a birch plywood producer in Tartu, Estonia, and we supply importers "
             "in Central Europe with sanded and film-faced panels.\n\nFor the Hungarian market we usually "
             "ship 1525 x 1525 mm and 2500 x 1250 mm sheets in 12, 15 and 18 mm, grades BB/BB and BB/CP, "
             "glued to EN 314-2 class 3. Full truckloads reach Budapest in four to five days, DAP your "
             "warehouse.\n\nWould it help if I sent a price list and a few sample offcuts?\n\n"
             "Üdvözlettel / Kind regards,\n" + S2,
     "note": "style=formal letter; Hungarian greeting with family-name-first order; company with legal "
             "form Zrt.; title in a sentence; grades and sizes; Budapest, DAP; Estonia as the sender's country",
     "err": ("company_misspelled", "body", "at Novák Import Zrt.", "at Novak Import Zrt.",
             "accent lost in the company name", "Novak Import Zrt.", "Novák Import Zrt.")},
    {"b": "J002", "s": "s3",
     "subj": "Re your request: 18.5 micron worsted merino yarn",
     "body": "Dear Mr Antal,\n\nYou asked our agent about 18.5 micron worsted yarn, so I wanted to reply "
             "directly. Cerro Chato spins merino from Uruguayan flocks in 2/48 Nm and 2/60 Nm, raw white "
             "or dyed to Pantone, on cones of 1 kg.\n\nFor Antal Kereskedelmi Kft. we could start with a "
             "trial lot of 300 kg of 2/48 Nm, so your knitters can check handle and pilling before you "
             "commit to a season.\n\nBest regards,\n" + S3,
     "note": "style=opener from the buyer's note; surname with Mr (Hungarian surname first in the record); "
             "company with legal form; yarn counts Nm, cones; Uruguayan flocks",
     "err": ("company_foreign", "body", "For Antal Kereskedelmi Kft.", "For Somogyi Kereskedelmi Bt.",
             "another Hungarian buyer's company", "Somogyi Kereskedelmi Bt.", "Antal Kereskedelmi Kft.")},
    {"b": "J003", "s": "s4",
     "subj": "Ethiopian white sesame for Somogyi Kereskedelmi",
     "body": "Dear József,\n\nI hope this finds you well. I'm reaching out because Somogyi Kereskedelmi Bt. "
             "buys sesame seeds, and Ethiopia is one of the world's main origins for it.\n\n"
             "What we can offer:\n- Humera and Wollega white sesame, 99.95% and 99.98% purity\n"
             "- machine-cleaned and sortexed, in 25 kg or 50 kg PP bags\n- aflatoxin and salmonella "
             "tests per lot, from an accredited lab\n- CIF Koper or Constanța, or FCA Djibouti\n\n"
             "As a senior buyer you will know how much the crop year matters; the new crop is being "
             "cleaned now. Shall I send a sample and an indicative price?\n\nWarm regards,\n" + S4,
     "note": "style=LLM mail with bullets; first-name greeting; company without legal form in the subject; "
             "title lower-cased in a sentence; varieties and purity grades; ports Koper, Constanța, Djibouti",
     "err": ("company_missing", "body", [("Somogyi Kereskedelmi Bt.", "your company"),
                                        ("Somogyi Kereskedelmi", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J004", "s": "s1",
     "subj": "Unsweetened Kent mango slices – samples for Žák Trade",
     "body": "Attn: Tadeáš Žák, Sourcing Manager\nŽák Trade s.r.o., Czech Republic\n\nDobrý den, pane Žáku,\n\n"
             "thank you for asking about unsweetened Kent mango slices. Ours are sliced and dried at our "
             "partner farms in the Volta Region with nothing added: no sugar, no sulphites, moisture below "
             "15%. They are packed in 10 kg cartons with a food-grade liner, or in 1 kg retail-ready "
             "pouches if you prefer.\n\nWe can ship by reefer from Tema to Hamburg and truck on to Prague. "
             "I can send 2 kg of samples this week.\n\nS pozdravem,\n" + S1,
     "note": "style=formal letter with Attn block; Czech greeting with the vocative Žáku; company without "
             "legal form in the subject; the buyer's note; variety Kent; Volta Region, Tema, Hamburg, Prague",
     "err": ("contact_wrong", "body", "Attn: Tadeáš Žák", "Attn: Tadeusz Žák",
             "Polish form of the contact's first name", "Tadeusz Žák", "Tadeáš Žák")},
    {"b": "J005", "s": "s2",
     "subj": "Good to meet you at Interbad – our electric and wood-fired sauna heaters",
     "body": "Dear Mr Beránek,\n\nit was good to talk to you at Interbad in Stuttgart. As promised, here is "
             "a short summary for Beránek Obchod.\n\nWe make electric sauna heaters from 4.5 to 15 kW "
             "(wall-mounted and floor-standing, with separate or built-in controls) and wood-fired heaters "
             "for cabins and garden saunas. All electric models are CE marked and tested to EN 60335-2-53.\n\n"
             "I understood that, as Supply Chain Manager, you want fewer suppliers and full pallets; we "
             "ship mixed pallets of heaters and sauna stones from Tartu to Brno in three days.\n\n"
             "Best regards,\n" + S2,
     "note": "style=follow-up after a fair; Mr + surname; company without legal form; title in a sentence; "
             "product standard; kW range; sauna stones as accessory; Stuttgart, Tartu, Brno",
     "err": ("title_wrong", "body", "as Supply Chain Manager,", "as Supply Chain Director,",
             "title one level off", "Supply Chain Director", "Supply Chain Manager")},
    {"b": "J006", "s": "s1",
     "subj": "Dried mango slices from Ghana for Dvořáková Obchod s.r.o.",
     "body": "Vážená paní Dvořáková,\n\nyour enquiry about unsweetened Kent mango slices reached us through "
             "our website. As Managing Director you will want the short version:\n\n"
             "• Kent and Keitt mango, sliced 6–8 mm and dried with no added sugar\n"
             "• organic (EU) and conventional lots\n• 10 kg cartons or 12 x 500 g pouches\n"
             "• about 4 weeks Tema – Hamburg, then by truck to the Czech Republic\n\n"
             "I would be glad to send samples and a price for a first pallet.\n\nS přátelským pozdravem,\n" + S1,
     "note": "style=short note with bullets; Czech greeting with feminine surname; company with legal form; "
             "title in a sentence; varieties Kent/Keitt; the buyer's note; Czech Republic named",
     "err": ("category_wrong", "subject", "Dried mango slices", "Dried pineapple rings",
             "a neighbouring dried fruit offered")},
    {"b": "J007", "s": "s3",
     "subj": "Uruguayan raw honey for ТОО «Никонова Импорт»",
     "body": "Уважаемая Зоя,\n\nI am writing from Montevideo. Cerro Chato packs raw, unfiltered Uruguayan honey "
             "– eucalyptus, clover and multifloral – in 300 kg steel drums and 25 kg pails.\n\n"
             "Several importers in Kazakhstan take honey from us for repacking in Almaty; each lot comes with "
             "a residue analysis from a German laboratory and a certificate of origin. I would be glad to "
             "quote CIP Almaty for one 20-foot container (about 22 tonnes).\n\nС уважением,\n" + S3,
     "note": "style=short formal; Russian greeting by first name; company in Cyrillic with ТОО and guillemets; "
             "varieties of honey; drums and pails; Kazakhstan and Almaty; CIP",
     "err": ("country_wrong", "body", "importers in Kazakhstan", "importers in Kyrgyzstan",
             "a neighbouring country instead of the buyer's", "Kyrgyzstan", "Kazakhstan")},
    {"b": "J008", "s": "s1",
     "subj": "Following up from in-cosmetics Global: unrefined shea butter",
     "body": "Dear Vasilisa,\n\nThank you for stopping at our stand at in-cosmetics Global. I promised "
             "TOO Beliaeva Trade details on our shea butter, so here they are.\n\nWe buy shea nuts from "
             "women's cooperatives in northern Ghana and process them in Tamale: unrefined grade A butter "
             "(ivory to yellow, FFA below 3%) and a refined, deodorised grade for formulators. Both come in "
             "25 kg cartons with a COA for every lot.\n\nAs General Manager you may also want to know that we "
             "can ship part loads by sea to Poti and on by rail to Kazakhstan.\n\nKind regards,\n" + S1,
     "note": "style=follow-up after a fair; first-name greeting; company with the Latin TOO prefix; grades "
             "unrefined/refined; FFA; Tamale, Poti; title in a sentence; Kazakhstan",
     "err": ("sender_wrong", "body", "Volta Star Agro Exports Ltd", "Volta Star Agro Export Ltd",
             "the sender's company name changed (Export for Exports)")},
    {"b": "J009", "s": "s1",
     "subj": "Shea butter for cosmetics makers in Kazakhstan",
     "body": "Dear Ms Kondrateva,\n\nI understand that TOO Kondrateva Import supplies raw materials to "
             "cosmetics makers, and I would like to introduce our shea butter from Ghana.\n\n"
             "We offer unrefined grade A shea butter for natural brands and a refined grade for creams "
             "that need a neutral smell. Both are packed in 25 kg cartons and shipped from Tema.\n\n"
             "If it is useful to you as Import Manager, I can send two 500 g samples with the COAs.\n\n"
             "Kind regards,\n" + S1,
     "note": "style=short formal; Ms + surname; company with legal form prefix TOO; grades; title in a "
             "sentence; Kazakhstan in the subject; Tema",
     "err": ("artifact", "body", "I would like to introduce our shea butter",
             "I would like to to introduce our shea butter", "doubled word", "to to", "to")},
    {"b": "J010", "s": "s1",
     "subj": "W320 and W240 cashew kernels for Mumtozova Savdo",
     "body": "Assalomu alaykum, Zahro opa,\n\nMy name is Akosua and I export cashew kernels from Ghana. "
             "I am writing to Mumtozova Savdo XK because Tashkent buyers have asked us for whole white "
             "kernels for the confectionery trade.\n\nWe process raw nuts from the Brong-Ahafo region "
             "and grade to AFI standards: W180, W240, W320 and splits, in 2 x 11.34 kg vacuum tins per "
             "carton. Roasted and salted kernels in 10 kg bags are also possible.\n\nWould you like a "
             "price CIF Bandar Abbas, or CPT Tashkent?\n\nBest regards,\n" + S1,
     "note": "style=friendly with an Uzbek greeting and the respectful opa; company with and without its "
             "legal form XK; grades W180-W320; roasted and salted kernels; Brong-Ahafo, Tashkent, Bandar Abbas",
     "err": ("company_misspelled", "subject", "for Mumtozova Savdo", "for Mumtazova Savdo",
             "a vowel changed in the company name", "Mumtazova Savdo", "Mumtozova Savdo")},
    {"b": "J011", "s": "s3",
     "subj": "Frozen grass-fed beef cuts from Uruguay",
     "body": "Dear Mr Shahzodov,\n\nI am the International Sales Manager of Cerro Chato Exportaciones S.A. in "
             "Montevideo. We export frozen beef cuts from grass-fed Hereford and Angus cattle, slaughtered in "
             "halal-certified plants.\n\nFor Shahzodov Savdo MChJ we could offer vacuum-packed striploin, "
             "tenderloin, rump and chuck roll, frozen at -18 °C, in 20-25 kg cartons, with full "
             "traceability from the farm. As category manager you would get one supplier for a full "
             "40-foot reefer of mixed cuts.\n\nIs there a range of cuts you are looking at this year?\n\n"
             "Kind regards,\n" + S3,
     "note": "style=formal; Mr + surname; company with legal form MChJ; breeds and cuts; halal; title "
             "lower-cased in a sentence; Montevideo",
     "err": ("company_foreign", "body", "For Shahzodov Savdo MChJ", "For Mumtozova Savdo XK",
             "another Uzbek buyer's company", "Mumtozova Savdo XK", "Shahzodov Savdo MChJ")},
    {"b": "J012", "s": "s3",
     "subj": "Raw honey with residue reports – Behruzov Trade",
     "body": "Hello Akobir,\n\nYou mentioned that Behruzov Trade needs residue test reports for every lot, "
             "so let me start there: each drum of our Uruguayan honey is tested for antibiotics, "
             "glyphosate and pyrrolizidine alkaloids by an ISO 17025 laboratory in Bremen, and the report "
             "travels with the shipment.\n\nWe sell raw multifloral and eucalyptus honey in 300 kg drums; "
             "for Behruzov Trade XK a mixed container of 70 drums would be a practical start.\n\n"
             "Best,\n" + S3,
     "note": "style=opener from the buyer's note; first-name greeting; company with and without legal form; "
             "honey varieties; tests; Bremen; Uruguayan",
     "err": ("company_missing", "body", [("Behruzov Trade XK", "your company"), ("Behruzov Trade", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J013", "s": "s2",
     "subj": "Calentadores para sauna – Emajõe Puit, Estonia",
     "body": "Estimada Sra. Valencia:\n\nLe escribo desde Tartu, Estonia. Emajõe Puit OÜ fabrica calentadores "
             "eléctricos para sauna de 4,5 a 15 kW y estufas de leña, y buscamos un distribuidor en México.\n\n"
             "Sé que Valencia Importaciones trabaja con spas y hoteles; nuestros equipos tienen certificación "
             "CE y podemos adaptarlos a 220 V. Enviamos por contenedor a Veracruz o Manzanillo.\n\n"
             "¿Le interesaría recibir nuestro catálogo y una lista de precios FOB Muuga?\n\n"
             "Atentamente,\n" + S2,
     "note": "style=formal letter written in Spanish; Sra. + surname; company without legal form; sauna "
             "heaters in Spanish; kW range, 220 V; Veracruz, Manzanillo, Muuga; FOB",
     "err": ("contact_wrong", "body", "Estimada Sra. Valencia:", "Estimada Sra. Valenzuela:",
             "a similar Spanish surname", "Sra. Valenzuela", "Sra. Valencia")},
    {"b": "J014", "s": "s2",
     "subj": "ENplus A1 pellets in big bags for district heating",
     "body": "Dear Sandra,\n\nI understand Páez Importaciones buys pellets in big bags for a district heating "
             "plant. That is exactly the part of our output that is easiest to scale: ENplus A1 wood pellets, "
             "6 mm, in 1 tonne big bags, made from sawmill residues in southern Estonia.\n\n"
             "As Category Manager you will want to compare on delivered cost, so I would quote CFR "
             "Veracruz in 20-foot containers (about 20 t each) and add our lab sheet (ash below 0.7%, "
             "calorific value above 4.6 kWh/kg).\n\nRegards,\n" + S2,
     "note": "style=opener from the buyer's note; first-name greeting; company without legal form; title in "
             "a sentence; ENplus A1, 6 mm, big bags; ash and calorific value; CFR Veracruz",
     "err": ("title_wrong", "body", "As Category Manager", "As Product Manager",
             "a neighbouring title", "Product Manager", "Category Manager")},
    {"b": "J015", "s": "s2",
     "subj": "Sauna heaters for Armenta Importaciones S.A. de C.V.",
     "body": "Dear Mr. Armenta,\n\nMy name is Kristjan Kask and I run sales at Emajõe Puit OÜ in Estonia. We "
             "build sauna heaters – electric models from 4.5 to 15 kW and wood-fired heaters with glass "
             "doors – together with the sauna stones and control panels that go with them.\n\n"
             "Resorts and gyms in Mexico are adding saunas quickly, and I think a range of three or four "
             "heater sizes would cover most of Armenta Importaciones' customers. As COO you may also like "
             "that our heaters ship flat-packed in full pallets, 24 units each.\n\nBest regards,\n" + S2,
     "note": "style=formal; Mr. + surname; company with legal form and a possessive without it; title "
             "abbreviated COO; related products stones and control panels; Mexico",
     "err": ("category_wrong", "subject", "Sauna heaters", "Hot tub heaters",
             "a neighbouring product offered in the subject")},
    {"b": "J016", "s": "s1",
     "subj": "Mango deshidratado de Ghana – Acosta Comercial",
     "body": "Estimado Sr. Acosta:\n\nSoy Akosua Mensah-Bonsu, de Volta Star Agro Exports Ltd (Ghana). "
             "Como Director de Compras de Acosta Comercial S.L., quizá le interese nuestro mango en "
             "láminas deshidratado, sin azúcar añadido, en cajas de 10 kg.\n\nMuchos distribuidores "
             "españoles todavía compran en Burkina Faso o Perú; nosotros enviamos de Tema a Valencia en "
             "unos 16 días, a tiempo para la temporada de primavera.\n\nUn cordial saludo,\n" + S1,
     "note": "style=short formal letter in Spanish; Sr. + surname; native title Director de Compras in a "
             "sentence; dried mango slices in Spanish; españoles as adjective; other origins named; Valencia "
             "(a city that is also a surname in this set)",
     "err": ("country_wrong", "body", "Muchos distribuidores españoles", "Muchos distribuidores portugueses",
             "the buyer's country as an adjective changed", "portugueses", "españoles")},
    {"b": "J017", "s": "s2",
     "subj": "Holz-Handwerk follow-up: birch plywood for Escalona Distribuidora",
     "body": "Dear Gerónimo,\n\nThanks again for the talk at Holz-Handwerk in Nuremberg. Here is what we "
             "discussed for Escalona Distribuidora S.L.:\n\n1. Birch plywood, 1525 x 1525 and 2500 x 1250 mm, "
             "4 to 30 mm\n2. Grades B/BB, BB/BB, BB/CP and film-faced 220 g/m² for formwork\n"
             "3. Delivery FCA Tartu or CIF Valencia / Barcelona\n\nI'll send the full price list once "
             "you confirm the thicknesses you need most.\n\nSaludos,\nKristjan Kask\nSales Director\n"
             "Emajõe Puit OÜ\n+372 742 3318",
     "note": "style=follow-up after a fair with a numbered list; first-name greeting with accent; company "
             "with legal form; film-faced plywood for formwork; Nuremberg, Valencia, Barcelona; FCA/CIF",
     "err": ("sender_wrong", "body", "Kristjan Kask\nSales Director", "Kristjan Kass\nSales Director",
             "the sender's surname with one letter changed", "Kristjan Kass", "Kristjan Kask")},
    {"b": "J018", "s": "s1",
     "subj": "Cashew kernels from Ghana – W240 / W320",
     "body": "Dear Guiomar,\n\nI'm contacting you as Category Manager at Rincón Importaciones S.L. because "
             "you buy cashew kernels for the Spanish snack market.\n\nWe process Ghanaian raw cashew in our "
             "own plant near Tema: white wholes W240 and W320, butts and splits, and scorched wholes for "
             "roasters. Packing is 50 lb vacuum tins or 10 kg flexi-packs, BRCGS-certified.\n\n"
             "May I send you our current offer?\n\nBest regards,\n" + S1,
     "note": "style=short formal; first-name greeting; title in a sentence; company with legal form and "
             "accent; grades wholes/butts/splits/scorched; 50 lb tins; Spanish market",
     "err": ("artifact", "body", "Dear Guiomar,\n", "Dear\n,\n", "broken greeting with the name lost",
             "Dear\n,", "Dear Guiomar,")},
    {"b": "J019", "s": "s3",
     "subj": "RWS-zertifiziertes Merinogarn aus Uruguay",
     "body": "Sehr geehrte Frau Steiger,\n\nSie suchen Garne mit RWS-Zertifikat – das ist bei uns Standard. "
             "Cerro Chato Exportaciones spinnt Merinowolle aus Uruguay (17,5 bis 19,5 Mikron) zu Kammgarn "
             "in Nm 2/28 bis 2/60.\n\nAls Leiterin Einkauf der Steiger Vertrieb GmbH möchten Sie sicher "
             "auch die Transaktionszertifikate (TC) pro Lieferung sehen; die schicken wir mit jeder "
             "Rechnung. Lieferung DAP Zürich, ca. sechs Wochen ab Auftrag.\n\n"
             "Freundliche Grüsse\n" + S3,
     "note": "style=formal letter in Swiss German (ss for ß); Frau + surname; native title in a sentence; "
             "company with legal form; the buyer's note (RWS); micron range, Nm counts; DAP Zürich",
     "err": ("company_misspelled", "body", "der Steiger Vertrieb GmbH", "der Steiger Vertieb GmbH",
             "a letter dropped in the company name", "Steiger Vertieb GmbH", "Steiger Vertrieb GmbH")},
    {"b": "J020", "s": "s4",
     "subj": "Ethiopian sheepskin leather – glove and garment grades",
     "body": "Dear Ms Meyer,\n\nEthiopian highland sheep give one of the finest glove leathers there is, and "
             "I would like to introduce our range to Meyer Handel AG.\n\n- hair sheep crust and finished "
             "leather, 0.5–0.8 mm, for gloves\n- nappa and suede for garments and small leather goods\n"
             "- pickled sheepskins for tanneries\n- LWG-audited tannery partners around Modjo\n\n"
             "We can ship by air from Addis Ababa for samples and by sea via Djibouti for production lots. "
             "Would you like a swatch card?\n\nKind regards,\n" + S4,
     "note": "style=LLM mail with bullets; Ms + surname; company with legal form AG; related products "
             "(crust, nappa, suede, pickled skins); 'glove' and 'garment' words; Modjo, Djibouti; LWG",
     "err": ("company_foreign", "body", "our range to Meyer Handel AG", "our range to Wirz Vertrieb GmbH",
             "another Swiss buyer's company", "Wirz Vertrieb GmbH", "Meyer Handel AG")},
    {"b": "J021", "s": "s2",
     "subj": "Big-bag pellets for Wirz Vertrieb's heating plant customer",
     "body": "Grüezi Frau Wirz,\n\nI understand that Wirz Vertrieb buys pellets in big bags for a district "
             "heating plant. We produce ENplus A1 and A2 wood pellets in Estonia and load 1 t big bags on "
             "curtain-siders or in containers.\n\nFor Wirz Vertrieb GmbH, the simplest route would be by "
             "truck to Basel (about five days) with a loading list per bag. A2 pellets are usually the "
             "better price for a heating plant, but we can also offer A1.\n\nBeste Grüsse\n" + S2,
     "note": "style=friendly with a Swiss German greeting; Frau + surname; company possessive without legal "
             "form and with it; the buyer's note; ENplus A1/A2; Basel; Estonia",
     "err": ("company_missing", "body", [("Wirz Vertrieb GmbH", "your company"), ("Wirz Vertrieb", "your company")],
             "your company", "every mention of the buyer's company replaced")},
    {"b": "J022", "s": "s4",
     "subj": "Washed and natural Ethiopian green coffee for Peterson Supplies",
     "body": "Hi Betty,\n\nI'm Selamawit from Abay Highland Trading in Addis Ababa. We export green coffee "
             "beans – washed Yirgacheffe and Sidama Grade 2, natural Guji Grade 1 and commercial Limu – "
             "in 60 kg jute bags with GrainPro liners.\n\nIf Peterson Supplies roasts or supplies roasters "
             "in Canada, I can send 300 g pre-shipment samples of the current crop. Containers usually go "
             "via Djibouti to Montreal or Vancouver.\n\nCheers,\n" + S4,
     "note": "style=friendly short note; first-name greeting; company without legal form; coffee regions "
             "and grades; jute bags (another category's material) for coffee; Montreal, Vancouver; Canada",
     "err": ("contact_wrong", "body", "Hi Betty,", "Hi Betsy,", "a near-miss first name", "Betsy", "Betty")},
    {"b": "J023", "s": "s2",
     "subj": "Wood-fired and electric sauna heaters",
     "body": "Dear Ms Sanford,\n\nYou mentioned you want wood-fired heaters too, so Emajõe Puit OÜ may be a "
             "good fit: we build both electric sauna heaters (6-15 kW) and wood-fired heaters with "
             "stainless steel bodies and glass doors, including models with an external feed for cabins.\n\n"
             "As Sourcing Manager at Sanford Imports Ltd. you would deal with one factory for both kinds. "
             "Our electric heaters can be supplied with CSA approval for Canada.\n\nBest regards,\n" + S2,
     "note": "style=opener from the buyer's note; Ms + surname; title and company with legal form in one "
             "sentence; varieties of heaters; steel and glass words; CSA; Canada",
     "err": ("title_wrong", "body", "As Sourcing Manager at", "As Sales Manager at",
             "a purchasing title turned into a sales one", "Sales Manager", "Sourcing Manager")},
    {"b": "J024", "s": "s3",
     "subj": "After Anuga: frozen beef cuts from Uruguay",
     "body": "Dear Alicia,\n\nIt was a pleasure to meet you at Anuga in Cologne. As promised, here are our "
             "details for Collins Wholesale.\n\nCerro Chato exports frozen beef cuts from grass-fed, "
             "hormone-free cattle: striploin, ribeye, tenderloin, outside flat and trimmings 85CL for "
             "grinding. Everything is vacuum-packed and frozen, and our plant is listed for export to "
             "Canada.\n\nShall I put together a mixed-container offer CFR Halifax?\n\nKind regards,\n" + S3,
     "note": "style=follow-up after a fair; first-name greeting; company without legal form (none "
             "recorded); cuts and trimmings 85CL; Cologne, Halifax; CFR; Canada",
     "err": ("category_wrong", "body", "frozen beef cuts from", "frozen lamb cuts from",
             "a neighbouring meat offered", "frozen lamb cuts", "frozen beef cuts")},
    {"b": "J025", "s": "s1",
     "subj": "Shea butter samples, as promised at in-cosmetics Global",
     "body": "Kia ora Angela,\n\nLovely to meet you at in-cosmetics Global. As promised, I'm sending details "
             "of our shea butter for Tait Supplies.\n\nOur unrefined grade A shea butter comes from "
             "women's cooperatives around Tamale, with a Fair for Life certificate, and we also have a "
             "refined grade and shea olein. For New Zealand we usually ship 20 kg cartons by sea via "
             "Singapore to Auckland.\n\nI'll courier samples to your office this week.\n\nNgā mihi,\n" + S1,
     "note": "style=follow-up after a fair; Māori greeting and sign-off; first name; company without legal "
             "form; grades and shea olein (a related product); certification; Singapore as a transshipment "
             "port; New Zealand",
     "err": ("country_wrong", "body", "For New Zealand we usually", "For Australia we usually",
             "a neighbouring country instead of the buyer's", "Australia", "New Zealand")},
    {"b": "J026", "s": "s1",
     "subj": "Dried mango slices from Ghana",
     "body": "Hi Wayne,\n\nQuick one: do you have room for another dried fruit supplier at Foot Supplies?\n\n"
             "We dry Kent and Keitt mango slices in Ghana, sugar-free and sulphite-free, and pack them in "
             "10 kg cartons or 1 kg bags. Organic and Fairtrade lots are available.\n\n"
             "Happy to send samples.\n\n" + S1,
     "note": "style=very short note; first-name greeting; company without legal form; varieties; "
             "certifications; signature block only",
     "err": ("sender_wrong", "body", "+233 30 221 4876", "+233 30 221 4867",
             "two digits of the sender's phone number swapped")},
    {"b": "J027", "s": "s1",
     "subj": "Shea butter for Carter Supplies Limited",
     "body": "Dear Adam,\n\nI'm writing to Carter Supplies Limited because you buy shea butter for the "
             "New Zealand soap and cosmetics market.\n\nWe are a Ghanaian exporter of unrefined and refined "
             "shea butter. Our unrefined butter is pressed in Tamale from hand-picked nuts and filtered "
             "twice; the refined one is deodorised and snow-white, suited to lotions and lip balms.\n\n"
             "Would a 1 kg sample of each help your next round of trials?\n\nKind regards,\n" + S1,
     "note": "style=short formal; first-name greeting; company with legal form; products that name another "
             "category (soap, lip balms) as uses; grades; Tamale; New Zealand",
     "err": ("artifact", "body", "to Carter Supplies Limited because", "to Carter Carter Supplies Limited because",
             "stuttered company name", "Carter Carter Supplies Limited", "Carter Supplies Limited")},
    {"b": "J028", "s": "s2",
     "subj": "FSC birch plywood for Al Kaabi General Trading",
     "body": "Dear Mr Al Kaabi,\n\nYou need an FSC chain of custody for your plywood, and our mill in Tartu "
             "holds FSC CoC certification for its birch plywood, so every invoice carries the claim.\n\n"
             "For Al Kaabi General Trading L.L.C. we could ship 18 mm BB/CP and film-faced sheets in "
             "40-foot containers to Jebel Ali; transit is about five weeks.\n\nMa'a salama,\n" + S2,
     "note": "style=opener from the buyer's note; Mr + surname with the Al particle (contact recorded in "
             "Arabic script); company with and without legal form; FSC; Jebel Ali; Arabic sign-off",
     "err": ("company_misspelled", "body", "For Al Kaabi General Trading L.L.C.",
             "For Al Kabi General Trading L.L.C.", "a letter dropped in the company name",
             "Al Kabi General Trading L.L.C.", "Al Kaabi General Trading L.L.C.")},
    {"b": "J029", "s": "s4",
     "subj": "Ethiopian sesame seeds – new crop",
     "body": "Dear Ms Al Suwaidi,\n\nAs the purchasing manager of Al Suwaidi Foodstuff Trading, you will know "
             "that Ethiopian white sesame is prized in the Gulf for tahini and halva.\n\nWe are offering "
             "new-crop Humera and Gondar sesame, 99.95% purity, sortexed, in 50 kg bags. Lots are "
             "tested for salmonella and aflatoxin before loading, and we ship from Djibouti to Jebel Ali "
             "in about ten days.\n\nKind regards,\n" + S4,
     "note": "style=formal; Ms + surname; the Arabic title given in English lower-case; company without "
             "legal form; tahini and halva as uses; varieties; Djibouti, Jebel Ali; the Gulf",
     "err": ("company_foreign", "body", "of Al Suwaidi Foodstuff Trading,", "of Bin Hamdan Trading FZE,",
             "another UAE buyer's company", "Bin Hamdan Trading FZE", "Al Suwaidi Foodstuff Trading")},
    {"b": "J030", "s": "s4",
     "subj": "Humera-type white sesame for Bin Hamdan Trading",
     "body": "Dear Omar,\n\nYou asked for Humera-type white sesame; Humera is our home ground. Abay Highland "
             "Trading exports Humera sesame (99.95/99.98%) and Wollega sesame (99.95%) from the new crop.\n\n"
             "For Bin Hamdan Trading FZE I would suggest 2 x 20-foot containers as a first order, "
             "in 25 kg PP bags, CFR Jebel Ali.\n\nBest regards,\n" + S4,
     "note": "style=opener from the buyer's note; first-name greeting; company with and without legal form "
             "FZE; varieties and purity; CFR Jebel Ali",
     "err": ("company_missing", "body", [("Bin Hamdan Trading FZE", "your company"),
                                         ("Bin Hamdan Trading", "your company")],
             "your company", "every mention of the buyer's company replaced")},
]
