"""Natural e-mails 71-90 of the fresh set: a second first e-mail to buyers of the first sixty,
in other styles (format as in emails_a.py)."""
E = dict

EMAILS_D = [
E(buyer="F025", sender="s2",
  subject="Hotel furniture from Poland in 12 days",
  body="""Hello,

I'm writing from Wisła Trade in Gdańsk, Poland: we make lounge chairs and dining tables for hotels, and we can deliver a full truck to Tbilisi in about 12 days, DAP, much faster than sea freight from Asia.

If შპს „ბუცხრიკიძე ტრეიდი“ has a hotel project starting this year, I'd be happy to prepare a quote.

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=short cold note; greeting without a name (Hello,); native-script company with prefix legal form; DAP Tbilisi",
  inject=("sender_wrong", "body", "Katarzyna Nowicka\nKey Account Manager", "Katarzyna Nowak\nKey Account Manager", "sender's surname wrong in the signature")),

E(buyer="F027", sender="s4",
  subject="Ceylon tea samples for Kərimzadə Group",
  body="""Dear Mehbarə,

You asked about Ceylon orthodox black tea in bulk, so before any price list I would like to send you samples: Dimbula BOP, Nuwara Eliya OP and our cinnamon blend. When you have tasted them, I would be happy to discuss prices for Kərimzadə Group, CIF Baku in 50 kg sacks or packed in 100 g cartons for retail.

Shall I courier them to your office?

Kind regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short, note-led (asked about Ceylon orthodox black tea in bulk); first name with schwa; company without legal form; tea grades; CIF Baku; cartons (packaging word)",
  inject=("artifact", "body", "When you have tasted them, I would be happy", "When you have tasted them, I would would be happy", "doubled word")),

E(buyer="F029", sender="s4",
  subject="Canvas shoes: our colour card",
  body="""Dear Mr. Dadasyan,

You asked about children's canvas shoes, so I attach our colour card for the spring season: twelve colours, all with natural rubber soles made in Sri Lanka.

«Դադասյան Թրեյդ» ՍՊԸ could mix colours and sizes freely within our 600-pair MOQ.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short, note-led; Mr. + romanised surname of a native-script (Armenian) name; native company with ՍՊԸ; MOQ",
  inject=("company_misspelled", "body", "«Դադասյան Թրեյդ» ՍՊԸ could", "«Դադաշյան Թրեյդ» ՍՊԸ could", "company name misspelled (one letter changed)")),

E(buyer="F031", sender="s4",
  subject="Bonded activewear for Islam Trading",
  body="""Dear ইশিতা হক,

I'm Dilani Perera from Lanka Horizon Exports in Colombo, and I wanted to share one product that may interest Islam Trading Ltd.: our bonded, laser-cut running jackets and sports bras, which few factories in South Asia make. They are light, seam-free and made from recycled polyester.

Would you like to see a sample?

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short; native-script (Bengali) full name; company with legal form and its final dot before a colon; running jackets and sports bras (sports word, apparel); South Asia",
  inject=("company_foreign", "body", "may interest Islam Trading Ltd.:", "may interest Chowdhury Corporation Limited:", "another buyer's company (F032) from the same country")),

E(buyer="F033", sender="s2",
  subject="Glycerine and citric acid for Koirala & Partners",
  body="""Dear purchasing team,

Wisła Trade Sp. z o.o. supplies REACH-registered chemicals to distributors in South Asia: food-grade citric acid, refined glycerine and sodium bicarbonate in 25 kg bags.

For Koirala & Partners we can combine several products in one container to Kolkata, and arrange onward trucking to Kathmandu.

Please let me know if you would like a quote.

Kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=team greeting; ampersand company without legal form; REACH; Kathmandu; food-grade (food word, chemicals)",
  inject=("company_missing", None, [("Glycerine and citric acid for Koirala & Partners", "Glycerine and citric acid for your company"),
                                    ("For Koirala & Partners we can combine", "For you we can combine")],
          "the buyer's company is never named")),

E(buyer="F035", sender="s1",
  subject="GaN chargers for Seifert Import - DAP Hamburg prices",
  body="""Dear Silke,

Thank you for asking about GaN USB-C chargers. Our DAP Hamburg prices for the 65 W and 100 W models are attached, with Seifert Import's logo printed on the housing from 1,000 pieces.

Samples can be in Germany within a week.

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=very short, note-led (asked about GaN USB-C chargers); first name; possessive of company without legal form; DAP Hamburg",
  inject=("contact_wrong", "body", "Dear Silke,", "Dear Silvia,", "contact's first name wrong")),

E(buyer="F038", sender="s1",
  subject="Vis et boulons : liste de prix",
  body="""Bonjour Chantal,

I'm Chen Yu-ting from Hsin Feng Industrial in Taichung. I have attached a price list for Roux Import: hex bolts DIN 933 and ISO 4017 in 8.8 and A2-70, flange nuts and furniture connector bolts, priced CIF Le Havre.

Since you are the Acheteuse for fasteners, could you tell me the ten sizes you buy most from Vietnam today? I will prepare samples of those.

Bien cordialement,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=French subject, greeting and sign-off; first name; native title Acheteuse; note used (buys from Vietnam); furniture connector bolts (furniture word, fasteners)",
  inject=("title_wrong", "body", "Since you are the Acheteuse for fasteners", "Since you are the Directrice Générale for fasteners", "contact's title wrong (another French title)")),

E(buyer="F040", sender="s2",
  subject="Degassing-valve pouches after interpack",
  body="""Dear 西村 裕美子 様,

It was good to meet you at interpack. I would like to send samples of our stand-up coffee pouches with one-way degassing valves and our compostable food trays to 株式会社西村商事.

Please let me know which sizes you would like us to quote.

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=short, note-led (met at interpack); native-script name with 様 and native company; coffee pouches with degassing valves (coffee and valve words, packaging)",
  inject=("category_wrong", "body", "our stand-up coffee pouches with one-way degassing valves", "our Robusta green coffee beans", "a product of another category (coffee and tea) offered")),

E(buyer="F043", sender="s3",
  subject="King crab for the holiday season",
  body="""Dear 이윤서 팀장님,

I am Matías Fuentes of Austral Alimentos SpA in Chile. Ahead of the holiday season in South Korea, I'd like to offer 이무역 주식회사 our new-season Patagonian king crab legs, cooked and frozen at sea, CIF Busan.

We can hold stock for you until the end of November.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=short; native-script name with title honorific 팀장님; native company; CIF Busan",
  inject=("country_wrong", "body", "Ahead of the holiday season in South Korea", "Ahead of the holiday season in Taiwan", "buyer's country wrong")),

E(buyer="F045", sender="s2",
  subject="Compostable trays for China's premium food brands",
  body="""Dear 葛飞,

I am Katarzyna Nowicka from Wisła Trade, a Polish packaging maker. Our compostable food trays (EN 13432) and kraft paper bags are now also available printed in Chinese, which may help 葛氏贸易有限公司 with imported brands.

I would be glad to send samples to Shanghai.

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=short; native-script name and company; possessive of country (China's); EN 13432; sender company without legal form in the body",
  inject=("sender_wrong", "body", "Katarzyna Nowicka\nKey Account Manager\nWisła Trade Sp. z o.o.", "Katarzyna Nowicka\nKey Account Manager\nWisła Trading Sp. z o.o.", "sender's company wrong in the signature")),

E(buyer="F047", sender="s4",
  subject="Glove prices for Stephens Supply",
  body="""Dear Richard,

Thank you for your time at MEDICA. I attach our prices for nitrile examination gloves and latex surgical gloves, DDP to your warehouse in the United States, for one and for five containers.

As Managing Director you may also want to see our FDA 510(k) letters; they are attached too.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short, note-led (met at MEDICA); first name; company without legal form in subject; FDA 510(k); DDP",
  inject=("artifact", "body", "for one and for five containers.", "for one and for five containers containers.", "doubled word at sentence end")),

E(buyer="F049", sender="s1",
  subject="Newman Supply: brake pad price list",
  body="""Dear Mr. Newman,

I'm Chen Yu-ting from Hsin Feng Industrial in Taiwan. Attached is our price list for ceramic brake pads for the UK's 50 best-selling models, with ECE R90 approval, CIF Felixstowe.

If Newman Supply would like to test the quality, we can send ten sets free of charge.

Kind regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=short; Mr. + surname; company as recorded (no legal form) in subject and body; ECE R90; CIF Felixstowe; possessive of country (UK's)",
  inject=("company_misspelled", "body", "If Newman Supply would like", "If Neuman Supply would like", "company name misspelled")),

E(buyer="F051", sender="s4",
  subject="Toy tea sets and stacking toys for Italy",
  body="""Dear Annibale,

I'm Dilani Perera from Lanka Horizon Exports in Colombo. Our rubberwood toy tea sets have just passed EN 71 testing, and I thought Grifeo Forniture might like to add them next to the stacking toys you asked about.

Shall I send a sample box before Spielwarenmesse?

Un cordiale saluto,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=short, note-led (asked about rubberwood stacking toys); first name; company without legal form (Forniture = supplies, not furniture); toy tea sets (tea word, toys); EN 71",
  inject=("company_foreign", "body", "I thought Grifeo Forniture might like", "I thought Mennea Commerciale might like", "another buyer's company (F050) from the same country")),

E(buyer="F053", sender="s4",
  subject="Coco peat blocks for the new season",
  body="""Hi team,

Ahead of the growing season, Lanka Horizon Exports has new stock of RHP-certified coco peat blocks and coir grow bags. Walsteijn Groothandel could take a mixed container, CIF Rotterdam, from next month.

Mart, I'll send our price list to you directly.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=Hi team greeting, then the contact by first name; company as recorded; RHP; CIF Rotterdam",
  inject=("company_missing", None, [("Walsteijn Groothandel could take a mixed container", "You could take a mixed container")],
          "the buyer's company is never named")),

E(buyer="F055", sender="s1",
  subject="An example lighting plan with IP65 floodlights",
  body="""Dear Zenobia,

You asked about IP65 LED floodlights, so I made a quick example: for a typical 2,000 m² car park, 42 of our 150 W floodlights give an average of 75 lux, well within EN 12464-2. The simulation is attached.

Prouba Emporiki can have samples in Greece within ten days.

Kind regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=short, note-led (asked about IP65 LED floodlights); first name; company without legal form; EN 12464-2; lux",
  inject=("contact_wrong", "body", "Dear Zenobia,", "Dear Zenovia,", "contact's first name misspelled")),

E(buyer="F057", sender="s3",
  subject="Ramadan assortment: dried fruit and nuts",
  body="""Dear نغم شربتلي,

I am Matías Fuentes from Austral Alimentos SpA in Chile. We still have capacity to ship dried plums, walnut kernels and apple chips to Jeddah before Ramadan. As the MD of شركة شربتلي التجارية you may want to secure volumes soon; I can hold stock for two weeks.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=short; native-script (Arabic) name and company; title abbreviated MD (Managing Director); Ramadan; Jeddah",
  inject=("title_wrong", "body", "As the MD of", "As the CFO of", "contact's title wrong (abbreviation)")),

E(buyer="F059", sender="s3",
  subject="Pet treats for Hungarian pet shops",
  body="""Dear Ms. Nagy,

I'm Matías Fuentes from Austral Alimentos SpA in Chile: our grain-free salmon dog treats now come in 80 g resealable pouches, which suit pet shop shelves. Nagy Kereskedelmi could test them with a single pallet.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=very short; Ms. + family name (family-first record); salmon (seafood word, pet food); company without legal form; country adjective Hungarian",
  inject=("category_wrong", "body", "our grain-free salmon dog treats", "our frozen salmon portions", "a product of another category (frozen seafood) offered")),

E(buyer="F011", sender="s2",
  subject="Flooring for Anjos Comércio's new stores",
  body="""Dear Margarida,

I'm Katarzyna Nowicka from Wisła Trade in Gdańsk. As you prepare the three new stores, I wanted to mention our waterproof vinyl click flooring, which sells very well in Portugal's coastal regions.

We can deliver samples and point-of-sale displays for each store.

Kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=short, note-led (expanding into three new stores); first name; possessive of company without legal form in subject; possessive of country (Portugal's)",
  inject=("country_wrong", "body", "sells very well in Portugal's coastal regions", "sells very well in Spain's coastal regions", "buyer's country wrong (possessive)")),

E(buyer="F019", sender="s2",
  subject="Bed linen samples for Hassan Enterprise",
  body="""Dear Nurul,

It was good to meet you at Heimtextil. I would like to send you samples of our percale and sateen bed linen, two linen tablecloths and a set of waffle kitchen towels, so you can judge the quality for Hassan Enterprise.

Where should I send them?

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.
k.nowicka@wislatrade.pl""",
  note="style=short, note-led (met at Heimtextil); first name; company without legal form; kitchen towels (kitchen word, home textiles); sender e-mail",
  inject=("sender_wrong", "body", "k.nowicka@wislatrade.pl", "k.nowicka@wislatrade.com", "sender's e-mail address wrong")),

E(buyer="F024", sender="s1",
  subject="Butterfly valve datasheets",
  body="""Dear Mr. Hosseini,

Please find attached the datasheets for our PN16 wafer butterfly valves, DN50 to DN300, with EPDM seats for water and PTFE seats for chemicals.

Once you have the quantities, I will send Hosseini Bazargani Co. an FOB Taichung quote within two days.

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=short reply, note-led (asked about PN16 butterfly valves); Mr. + surname; company with legal form; PTFE seats for chemicals (chemicals word, valve spec)",
  inject=("artifact", "body", "Please find attached the datasheets for our PN16 wafer butterfly valves", "Please find attached the datasheets for our PN16 wafer butterfly valves Please find attached the datasheets", "repeated clause fused into the sentence")),
]
