"""Natural e-mails 46-70 of the fresh set (see emails_a.py for the entry format)."""
E = dict

EMAILS_C = [
E(buyer="F046", sender="s2",
  subject="Natural soap bars and hair oils, priced in USD",
  body="""Hi Emily,

I saw that Castillo Wholesale asks for prices in USD, so our attached cosmetics price list is in dollars, FOB Gdańsk and DDP to your warehouse.

Wisła Trade makes natural soap bars, argan and rosehip hair oils and a coffee body scrub under private label. All formulas are cruelty-free, and we can provide MoCRA-ready labels and SDS for the US market.

As Purchasing Coordinator at Castillo Wholesale Inc., would you like a sample kit for your buying team?

Thanks,
Katarzyna Nowicka
Key Account Manager, Wisła Trade Sp. z o.o.""",
  note="style=friendly, note-led (asks for prices in USD); first name; company with and without legal form; coffee body scrub (coffee word, cosmetics); MoCRA; DDP",
  inject=("company_misspelled", "body", "Purchasing Coordinator at Castillo Wholesale Inc.", "Purchasing Coordinator at Castilo Wholesale Inc.", "company name misspelled")),

E(buyer="F047", sender="s4",
  subject="Following up from MEDICA: gloves and gauze",
  body="""Dear Mr. Stephens,

It was a pleasure to meet you at MEDICA in Düsseldorf. As promised, here are the details of our medical supplies:

• Latex surgical gloves, sterile, powder-free, sizes 5.5-9
• Nitrile examination gloves, 3.5 g, FDA 510(k) cleared
• Cotton gauze swabs and disposable face masks (ASTM Level 2)

Lanka Horizon Exports (Pvt) Ltd is ISO 13485 certified, and we already ship to distributors in the United States, so Stephens Supply Corp. would have FDA paperwork from day one.

As Managing Director you will want a reliable second source after the shortages of recent years; I would be glad to quote a trial container.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=LLM bullets, note-led (met at MEDICA); Mr. + surname; FDA 510(k), ASTM Level 2, ISO 13485; cotton gauze (textile word, medical); Düsseldorf",
  inject=("company_foreign", "body", "so Stephens Supply Corp. would have", "so Castillo Wholesale Inc. would have", "another buyer's company (F046)")),

E(buyer="F048", sender="s4",
  subject="Ceylon tea for West Wholesale",
  body="""Dear Duncan,

I'm Dilani Perera, Head of Export Sales at Lanka Horizon Exports in Colombo. We supply Ceylon tea to wholesalers in the UK: high-grown black teas from Nuwara Eliya, green tea, and Earl Grey and cinnamon blends, in bulk or in tea bags packed for your own brand.

As Purchasing Manager at West Wholesale Ltd you'll know how much the quality of tea from origin varies; we taste every lot before it ships, and every pack carries the Lion logo.

Could I send you a tasting set of six teas?

Kind regards,
Dilani""",
  note="style=friendly; first name; title and company with legal form; Nuwara Eliya; tea bags; Lion logo; sender signs with first name only",
  inject=("company_missing", None, [("Ceylon tea for West Wholesale", "Ceylon tea for your shelves"),
                                    ("As Purchasing Manager at West Wholesale Ltd you'll", "As Purchasing Manager at your company you'll")],
          "the buyer's company is never named")),

E(buyer="F049", sender="s1",
  subject="Brake pads and clutch kits for the UK aftermarket",
  body="""Dear Julian,

I'm Chen Yu-ting from Hsin Feng Industrial in Taiwan. We supply aftermarket auto parts to distributors in the UK and Ireland: ceramic brake pads, clutch kits, cabin air filters and LED headlamp bulbs, all E-marked and covered by a two-year warranty.

As Purchasing Manager at Newman Supply you'll know that right-hand-drive fitments matter; our catalogue covers the 400 best-selling UK models.

Would a price list for your top 50 lines be useful?

Kind regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=rep note; first name; company without legal form as recorded (none); LED headlamp bulbs (LED word, auto part); E-mark; UK and Ireland region; right-hand drive",
  inject=("contact_wrong", "body", "Dear Julian,", "Dear Duncan,", "another buyer's contact (F048) in the greeting")),

E(buyer="F050", sender="s4",
  subject="Sapphire and moonstone jewellery from Colombo",
  body="""Gentile Sig. Mennea,

I am Dilani Perera, Head of Export Sales at Lanka Horizon Exports (Pvt) Ltd in Colombo. We design and make fine jewellery with Ceylon gemstones: sapphire stud earrings, moonstone pendants and stacking rings in sterling silver and 18k gold.

As Senior Buyer at Mennea Commerciale S.r.l. you will see many suppliers at Vicenzaoro; our edge is that we cut our own stones and can certify their origin.

May I send you our new collection and wholesale prices?

Cordiali saluti,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal with Italian greeting (Gentile Sig.) and sign-off; British spelling jewellery vs category jewelry; Vicenzaoro fair (not from notes); stacking rings",
  inject=("title_wrong", "body", "As Senior Buyer at Mennea Commerciale", "As Junior Buyer at Mennea Commerciale", "contact's title wrong")),

E(buyer="F051", sender="s4",
  subject="Rubberwood stacking toys for Grifeo Forniture",
  body="""Dear Annibale,

You asked about rubberwood stacking toys. Lanka Horizon Exports makes them in Colombo from plantation rubberwood, finished with water-based paints and tested to EN 71-1, -2 and -3. Next to the stacking rainbows and towers, we also make wooden puzzles, pull-along animals and toy tea sets.

As VP Sourcing at Grifeo Forniture S.r.l., you might like to see them before Spielwarenmesse; I can courier a sample box to Italy this week.

Un cordiale saluto,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=note-led (asked about rubberwood stacking toys); first name; VP abbreviation; toy tea sets (tea word, toys); EN 71; Spielwarenmesse (category's fair, not in the note); Italian sign-off",
  inject=("category_wrong", "body", "we also make wooden puzzles, pull-along animals and toy tea sets", "we also make wooden puzzles, muslin swaddles and toy tea sets", "a product of another category (baby products) offered")),

E(buyer="F052", sender="s1",
  subject="Zinc-flake coated M8 bolts - quote",
  body="""Dear Jinthe,

Thank you for asking about zinc-flake coated M8 bolts. Hsin Feng Industrial coats hex bolts and flange bolts in Geomet 321 + Plus VL (720 h salt spray), sizes M6 to M16, strength class 8.8 and 10.9, to ISO 4017 and ISO 4162.

For de Marduras Handel we could hold buffer stock of the M8 sizes you use most, so you could call off from stock in the Netherlands on a monthly basis.

As Purchasing Manager, shall I send a quote for 100,000 pieces as a start?

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=note-led (asked about zinc-flake coated M8 bolts); first name; lower-case particle company without legal form; Geomet, ISO 4017/4162; strength classes",
  inject=("country_wrong", "body", "call off from stock in the Netherlands", "call off from stock in Belgium", "buyer's country wrong")),

E(buyer="F053", sender="s4",
  subject="spoga+gafa follow-up: coir grow bags and pots",
  body="""Dear Mart,

Thank you for stopping by our stand at spoga+gafa in Cologne. As promised, here is an overview of our garden products:

- coir grow bags and slabs for tomatoes and berries
- biodegradable coir pots (8-15 cm)
- coconut husk chips and coco peat blocks

All substrates are RHP certified, which I know Dutch growers look for. For Walsteijn Groothandel we can pack under your own label.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd
+94 11 258 3391""",
  note="style=LLM bullets, note-led (met at spoga+gafa); first name; company as recorded (no legal form); RHP certification; Cologne; title Senior Buyer not mentioned",
  inject=("sender_wrong", "body", "Dilani Perera\nHead of Export Sales\nLanka Horizon Exports (Pvt) Ltd\n+94 11 258 3391", "Dilani Pereira\nHead of Export Sales\nLanka Horizon Exports (Pvt) Ltd\n+94 11 258 3391", "sender's name misspelled in the signature")),

E(buyer="F054", sender="s4",
  subject="Kind + Jugend: organic baby textiles",
  body="""Dear Θεμιστόκλεια Παπακώστα,

It was lovely to meet you at Kind + Jugend in Cologne. As VP Sourcing at Παπακώστα Α.Ε. you may like our organic range, so here it is in short: GOTS-certified baby bodysuits, muslin swaddles, cotton baby blankets and natural rubber teethers, all made in Sri Lanka.

We ship CIF Piraeus in about 25 days, and our MOQ is 300 pieces per style.

Shall I send the full catalogue with prices?

Warm regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=note-led (met at Kind + Jugend); full native-script (Greek) name and company with Α.Ε.; GOTS; CIF Piraeus; cotton blankets (home-textiles word, baby product)",
  inject=("artifact", "body", "Dear Θεμιστόκλεια Παπακώστα,", "Dear Θεμιστόκλεια Θεμιστόκλεια Παπακώστα,", "stuttered name in the greeting")),

E(buyer="F055", sender="s1",
  subject="IP65 LED floodlights for Prouba Emporiki",
  body="""Dear Ms. Prouba,

You asked about IP65 LED floodlights. Hsin Feng Industrial Co., Ltd. makes them from 30 W to 400 W, at 140 lm/W, with symmetric and asymmetric optics for car parks, sports grounds and building façades. They carry CE, ENEC and RoHS, and a five-year warranty.

As Procurement Lead at Prouba Emporiki A.E. you may also be interested in our LED high-bay fixtures for warehouses.

I would be glad to run a free lighting simulation for one of your projects in Greece.

Kind regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=note-led (asked about IP65 LED floodlights); Ms. + surname; sports grounds (sports word) and warehouses; CE, ENEC; company with and without legal form",
  inject=("company_misspelled", "subject", "Prouba Emporiki", "Proubas Emporiki", "company name misspelled")),

E(buyer="F056", sender="s2",
  subject="Upholstered furniture for hotels and offices",
  body="""Dear יקיר מיכאלי,

My name is Katarzyna Nowicka and I am a Key Account Manager at Wisła Trade Sp. z o.o. in Gdańsk, Poland. We make upholstered furniture for hotels and offices: lounge chairs, sofas, kitchen bar stools and solid oak dining tables, tested to EN 16139 and EN 1021 for fire safety.

As Category Manager at מיכאלי יבוא בע"מ, you may be looking for European-made furniture with shorter lead times than Asia; we ship to Ashdod in about 14 days.

Would you like our catalogue and price list?

Kind regards,
Katarzyna Nowicka
Wisła Trade Sp. z o.o.""",
  note="style=formal; full native-script (Hebrew) name and company with בע\"מ; kitchen bar stools (kitchen word, furniture); EN 16139, EN 1021; Ashdod; 'a Key Account Manager' with article",
  inject=("company_foreign", "body", "As Category Manager at מיכאלי יבוא בע\"מ,", "As Category Manager at شركة شربتلي التجارية,", "another buyer's company (F057)")),

E(buyer="F057", sender="s3",
  subject="Dried fruit and canned peaches from Chile",
  body="""Dear نغم شربتلي,

Greetings from Santiago. I am Matías Fuentes, Commercial Manager at Austral Alimentos SpA. We produce processed foods in Chile that sell well in the Gulf: dried plums, walnut kernels, dehydrated apple chips and canned peaches, all Halal certified.

As Managing Director of شركة شربتلي التجارية, you may be preparing your Ramadan assortment; we can deliver CIF Jeddah in about 35 days.

Would you like samples?

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=formal; full native-script (Arabic) name and company; Gulf region; Halal; Ramadan; CIF Jeddah",
  inject=("company_missing", None, [("As Managing Director of شركة شربتلي التجارية, you may", "As Managing Director, you may")],
          "the buyer's company is never named")),

E(buyer="F058", sender="s3",
  subject="A reliable juice supplier for Al-Ghamdi Commercial",
  body="""Dear Mr. Al-Ghamdi,

I understand Al-Ghamdi Commercial Co. is reviewing its suppliers after a late shipment. Reliability is where Austral Alimentos SpA can help: we keep beverages in stock in Santiago and book containers two weeks ahead.

We produce 100% apple, grape and cranberry juices in 1 l Tetra Pak and 250 ml cans, and sparkling grape juice for celebrations, all Halal certified and free of alcohol.

As Purchasing Coordinator, would you like our stock list and CIF Dammam prices?

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=note-led (reviewing suppliers after a late shipment); Mr. + hyphenated surname; non-alcoholic beverages for Saudi market; Tetra Pak; Halal; CIF Dammam",
  inject=("contact_wrong", "body", "Dear Mr. Al-Ghamdi,", "Dear Mr. Al-Qahtani,", "contact's surname wrong")),

E(buyer="F059", sender="s3",
  subject="Salmon cat food and dog treats from Chile",
  body="""Dear Ms. Nagy,

I am Matías Fuentes from Austral Alimentos SpA, a food producer in Santiago, Chile. Our pet food line uses Chilean salmon and hake trimmings: salmon-based wet cat food, grain-free dog treats and fish-oil supplements.

As Head of Procurement at Nagy Kereskedelmi Zrt. you may be looking for new premium lines for Hungarian pet shops. Our plant is EU-approved for pet food exports, and we ship CIF Koper.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=formal; Ms. + Hungarian family name (name written family-first in the record); salmon/hake (seafood words, pet food); EU-approved plant; CIF Koper",
  inject=("title_wrong", "body", "As Head of Procurement at Nagy", "As Head of Marketing at Nagy", "contact's title wrong")),

E(buyer="F060", sender="s1",
  subject="GaN USB-C chargers for Carter Distributors",
  body="""Hi Kerry,

Following your question about GaN USB-C chargers: Hsin Feng Industrial makes 35 W, 65 W and 140 W GaN chargers with interchangeable AU/NZ, UK and EU plugs, RCM-approved for Australia, plus power banks and Bluetooth speakers.

As the founder of Carter Distributors Pty Ltd you'll appreciate that we can ship small first orders: 500 pieces per model, FOB Kaohsiung.

Shall I send you samples of the 65 W model?

Cheers,
Yu-ting
International Business Manager, Hsin Feng Industrial Co., Ltd.""",
  note="style=short rep note, note-led (asked about GaN USB-C chargers); first name; title Founder lower-cased; RCM approval; FOB Kaohsiung; sender signs with given name",
  inject=("category_wrong", "body", "plus power banks and Bluetooth speakers", "plus power banks and LED floodlights", "a product of another category (LED lighting) offered")),
]

# second first e-mails to buyers of the first sixty, in other styles
EMAILS_C += [
E(buyer="F002", sender="s2",
  subject="Seed drills for Estonian farms",
  body="""Hi Reet,

Katarzyna from Wisła Trade in Gdańsk here, with a quick one: spring sowing in Estonia starts in April, and we still have a few 3 m pneumatic seed drills and rotary tillers that could reach Lill Import before then.

They are CE-marked and work with 60-90 hp tractors. If it helps, I can send a price list this week.

Best,
Katarzyna Nowicka
Key Account Manager, Wisła Trade Sp. z o.o.""",
  note="style=very short rep note; first name; company without legal form; native title not mentioned; country adjective Estonian in subject; CE",
  inject=("country_wrong", "subject", "Seed drills for Estonian farms", "Seed drills for Latvian farms", "buyer's country wrong (adjective) in subject")),

E(buyer="F005", sender="s1",
  subject="Clutch kits: cross-reference for Slovenia's top 100 models",
  body="""Dear Ksenija,

You asked about aftermarket clutch kits, so instead of a brochure I have attached our cross-reference list of clutch kits for the 100 best-selling models in Slovenia, with OE numbers. Zupanc Commerce could start with the 30 fastest-moving references, and we would hold the rest in stock in Taichung.

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=short, note-led (asked about aftermarket clutch kits); first name; possessive of country (Slovenia's); company without legal form; OE numbers",
  inject=("sender_wrong", "body", "Chen Yu-ting\nInternational Business Manager\nHsin Feng Industrial Co., Ltd.", "Chen Yu-ting\nInternational Business Manager\nHanbit Trading Co., Ltd.", "signed with the example sender's company")),

E(buyer="F007", sender="s2",
  subject="Roof tiles for Serbian builders' merchants",
  body="""Dear Драган,

Wisła Trade Sp. z o.o. in Gdańsk supplies ceramic roof tiles, tile adhesives and insulation to builders' merchants in Serbia and Bosnia, and I think they could suit Јовановић Трговина. Our trucks reach Belgrade in five days.

As Menadžer nabavke you will want to compare prices: I can send a DAP Belgrade quote for a full truck of roof tiles.

Srdačan pozdrav,
Katarzyna Nowicka""",
  note="style=short with Serbian sign-off; first name in Cyrillic; native company name without legal form; native title in Latin script; Bosnia (neighbouring market); country adjective Serbian",
  inject=("artifact", "body", "Our trucks reach Belgrade in five days.", "Our trucks reach Belgrade in five days. Our trucks reach", "repeated clause cut off")),

E(buyer="F009", sender="s2",
  subject="Loureiro Importações: linen for autumn, CIF Leixões",
  body="""Dear Ms. Loureiro,

I'm Katarzyna Nowicka, Key Account Manager at Wisła Trade in Gdańsk. We make stonewashed linen bed sets and tablecloths, and our autumn colours are ready; I have priced them CIF Leixões, as Loureiro Importações Lda. prefers.

As Supply Chain Manager you may also like to know that we hold three months of stock of every core colour.

With kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=short formal, note-led (prefers CIF quotes); Ms. + surname; company with legal form, and in subject with colon",
  inject=("company_misspelled", "subject", "Loureiro Importações", "Loreiro Importações", "company name misspelled in subject")),

E(buyer="F012", sender="s2",
  subject="Tea kettles and cookware for Argentina",
  body="""Hola Felipe,

I'm Katarzyna from Wisła Trade, a Polish maker of kitchenware. We have just added enamelled stovetop tea kettles and pressure cookers to our cast-iron casseroles, all induction-ready, and I think the kettles and casseroles for Nuñez Comercial S.A.S. could open a new shelf in Argentina's department stores.

Shall I send samples to Buenos Aires?

Saludos,
Katarzyna Nowicka
Wisła Trade Sp. z o.o.""",
  note="style=very short, Spanish greeting and sign-off; first name; tea kettles (tea word, kitchenware); pressure cookers; possessive of country",
  inject=("company_foreign", "body", "casseroles for Nuñez Comercial S.A.S.", "casseroles for Medina Comercial S.A.", "another buyer's company (F014) from the same country")),

E(buyer="F014", sender="s4",
  subject="Nitrile gloves for public tenders",
  body="""Dear Mr. Medina,

Many hospital tenders in Argentina now ask for nitrile instead of latex. Lanka Horizon Exports (Pvt) Ltd makes nitrile examination gloves (EN 455, ISO 13485) and disposable face masks in Sri Lanka, and we can provide all tender documents in Spanish.

If Medina Comercial S.A. is preparing bids for next year, I'd be happy to send a quote CIF Buenos Aires.

Kind regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal short, opens with a market fact; Mr. + surname (two Medina buyers in the set); EN 455, ISO 13485; title Managing Director not mentioned",
  inject=("company_missing", None, [("If Medina Comercial S.A. is preparing bids", "If your company is preparing bids")],
          "the buyer's company is never named")),

E(buyer="F016", sender="s4",
  subject="Cricket in the Philippines - club starter kits",
  body="""Hi Joy,

Dilani from Lanka Horizon Exports in Colombo here. Since you asked about cricket bats for clubs, here is an idea for Mendoza Wholesale: club starter kits with two Kashmir willow bats, six leather balls, pads, gloves and stumps in one bag. They are popular with new clubs and schools.

As Director of Purchasing you could order them in mixed cartons with single bats.

Best,
Dilani""",
  note="style=short rep note, note-led (asked about cricket bats for clubs); first name; company without legal form; Director of Purchasing; stumps; sender signs with first name",
  inject=("contact_wrong", "body", "Hi Joy,", "Hi Jay,", "contact's first name misspelled")),

E(buyer="F018", sender="s3",
  subject="Walnuts and dried plums, Halal certified",
  body="""Dear Mr. Ismail,

I'm Matías Fuentes of Austral Alimentos SpA in Chile. Our new crop of Chilean walnut kernels and pitted dried plums is ready, and as VP Sourcing of Ismail Trading Sdn Bhd you may want to secure volumes for Hari Raya; our Halal certificates are recognised by JAKIM.

We can ship mixed containers CIF Port Klang from March.

Best regards,
Matías Fuentes
Commercial Manager, Austral Alimentos SpA""",
  note="style=short formal; Mr. + surname; Hari Raya; JAKIM; CIF Port Klang; company with Sdn Bhd (no dots) as recorded",
  inject=("title_wrong", "body", "as VP Sourcing of Ismail Trading", "as VP Sales of Ismail Trading", "contact's title wrong")),

E(buyer="F020", sender="s4",
  subject="Sports bras and leggings: a size set for you",
  body="""Dear मधुकर कौल जी,

Thank you for asking about seamless activewear. We have put together a size set of our best-selling sports bras, leggings and cycling shorts for Kapoor Traders, knitted in Sri Lanka from recycled nylon with OEKO-TEX certification.

Could you tell me where to send it?

Warm regards,
Dilani Perera
Head of Export Sales, Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short, note-led (asked about seamless activewear); native-script name with jī; cycling shorts and sports bras (bicycles/sports words, apparel); company without legal form",
  inject=("category_wrong", "body", "sports bras, leggings and cycling shorts", "sports bras, leggings and cricket bats", "a product of another category (sports equipment) offered")),

E(buyer="F023", sender="s4",
  subject="Sapphire stud earrings: sizes and samples",
  body="""Dear مهدی صنایعی,

Thank you for your question about blue sapphire stud earrings. Lanka Horizon Exports cuts Ceylon sapphires in 4, 5 and 6 mm rounds and sets them in 18k white gold.

Would شرکت بازرگانی صنایعی like samples sent to Iran?

Kind regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=very short, note-led; native-script (Persian) name and company; 18k white gold",
  inject=("country_wrong", "body", "sent to Iran?", "sent to Iraq?", "buyer's country wrong")),
]
