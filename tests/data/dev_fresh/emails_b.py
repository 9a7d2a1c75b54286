"""Natural e-mails 21-45 of the fresh set (see emails_a.py for the entry format)."""
E = dict

EMAILS_B = [
E(buyer="F021", sender="s4",
  subject="Organic cotton bodysuits for Kapoor Enterprises",
  body="""Hi Priya,

Thanks for asking about organic cotton baby bodysuits. At Lanka Horizon Exports we knit and sew them in Sri Lanka from GOTS-certified cotton, in sizes 0-24 months, with nickel-free snaps. We also make muslin swaddles and natural rubber teethers, so Kapoor Enterprises could source a whole baby gift range from one supplier.

As Purchasing Coordinator you'll want the paperwork in order: GOTS transaction certificates come with every shipment, and each style is tested to EN 14682 for cords and drawstrings.

Would a sample pack of five styles help?

Best wishes,
Dilani Perera
Head of Export Sales, Lanka Horizon Exports (Pvt) Ltd""",
  note="style=friendly, note-led (asked about organic cotton baby bodysuits); first name; company without legal form; GOTS, EN 14682; natural rubber teethers",
  inject=("company_missing", None, [("Organic cotton bodysuits for Kapoor Enterprises", "Organic cotton bodysuits for your company"),
                                    ("so Kapoor Enterprises could source", "so your company could source")],
          "the buyer's company is never named")),

E(buyer="F022", sender="s4",
  subject="An alternative to your Turkish supplier",
  body="""Dear Vikram,

I understand Verma Overseas currently buys its sports equipment from Turkey. Lanka Horizon Exports could be a useful second source, with shorter transit times to Indian ports and prices in USD.

We make cricket bats and balls, yoga mats in natural rubber, and table tennis tables for clubs and schools.

As Trade Marketing Manager you may also like our point-of-sale support: we can supply display stands and printed hang tags with your brand.

May I send you our catalogue?

Regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd
+94 11 258 3391""",
  note="style=note-led (currently buys from Turkey, said as 'Turkish supplier'); first name; company without legal form; title used in a clause; yoga mats in natural rubber; Indian ports",
  inject=("contact_wrong", "body", "Dear Vikram,", "Dear Vikas,", "contact's first name wrong (near miss)")),

E(buyer="F023", sender="s4",
  subject="Blue sapphire stud earrings - samples and prices",
  body="""Dear مهدی صنایعی,

Thank you for your enquiry about blue sapphire stud earrings. Lanka Horizon Exports (Pvt) Ltd sets Ceylon sapphires from our own cutters in 18k gold and sterling silver, and every stone comes with a laboratory report.

For شرکت بازرگانی صنایعی we could offer studs from 0.25 to 1 carat per stone, as well as moonstone pendants, which are also mined in Sri Lanka.

I understand you are VP Sourcing, so I have attached our price list for wholesale buyers; please tell me which sizes interest you and I will prepare samples.

With kind regards,
Dilani Perera
Head of Export Sales""",
  note="style=formal, note-led (asked about blue sapphire stud earrings); native-script (Persian) name and company; VP abbreviation; moonstone pendants; no sender company in signature (said in body)",
  inject=("title_wrong", "body", "I understand you are VP Sourcing", "I understand you are Head of Procurement", "contact's title wrong")),

E(buyer="F024", sender="s1",
  subject="PN16 butterfly valves for Hosseini Bazargani",
  body="""Dear Mr. Hosseini,

Thank you for your question about PN16 butterfly valves. Hsin Feng Industrial Co., Ltd. makes wafer and lug butterfly valves from DN50 to DN600 in ductile iron with EPDM or PTFE seats, and gate and check valves for water networks.

I understand you are the مدیر خرید (purchasing manager) at Hosseini Bazargani Co., so I will send the datasheets and an FOB Taichung quote for the sizes you need. Please let me know quantities and the medium.

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.
Taichung, Taiwan""",
  note="style=formal, note-led (asked about PN16 butterfly valves); Mr. + surname; native (Persian) title with English gloss; company with legal form; FOB Taichung",
  inject=("category_wrong", "body", "and gate and check valves for water networks", "and ratchet spanner sets for water networks", "a product of another category (hand tools) offered")),

E(buyer="F025", sender="s2",
  subject="Furniture for hotels in Georgia",
  body="""Dear ეთერ ბუცხრიკიძე,

My name is Katarzyna Nowicka, Key Account Manager at Wisła Trade Sp. z o.o. in Poland. We manufacture upholstered furniture and solid oak tables for hotels and restaurants: lounge chairs, kitchen bar stools, banquettes and dining tables, all to EN 16139 for contract use.

Tourism in Georgia is growing fast, and I believe შპს „ბუცხრიკიძე ტრეიდი“ supplies many of the new hotels in Tbilisi and Batumi. As შესყიდვების მენეჯერი you may be looking for a European supplier with shorter lead times than Asia.

Could I send you our contract furniture catalogue?

Kind regards,
Katarzyna Nowicka
Wisła Trade Sp. z o.o. | Gdańsk, Poland""",
  note="style=formal; full native-script (Georgian) name, company with its legal-form prefix შპს and native title; kitchen bar stools (kitchen word, furniture product); EN 16139; Tbilisi and Batumi; no title under signature (said in body)",
  inject=("country_wrong", "subject", "Furniture for hotels in Georgia", "Furniture for hotels in Armenia", "buyer's country wrong in the subject")),

E(buyer="F026", sender="s1",
  subject="Gravel bike frames for Khizanishvili Group",
  body="""Hello Gogi,

You asked about aluminium gravel bike frames. We make them in Taichung in 6061 aluminium, with 700c and 650b clearance, and can supply them bare or as complete bikes with Shimano GRX groupsets.

As VP Sourcing at Khizanishvili Group JSC you may also want e-bikes for Georgia's mountain roads; we have a gravel e-bike with a mid-drive motor that is EN 15194 certified.

Would you like the geometry sheets?

Regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=short, note-led (asked about aluminium gravel bike frames); first name; possessive of country (Georgia's); EN 15194; Shimano GRX (third-party brand)",
  inject=("sender_wrong", "body", "Regards,\nChen Yu-ting", "Regards,\nChen Yu-ling", "sender's name misspelled in the signature")),

E(buyer="F027", sender="s4",
  subject="Ceylon orthodox black tea in bulk",
  body="""Dear Mehbarə,

Thank you for your enquiry about Ceylon orthodox black tea in bulk. Lanka Horizon Exports (Pvt) Ltd buys at the Colombo Tea Auction and blends for importers in the Caucasus and Central Asia.

We can offer high-grown Nuwara Eliya and Dimbula teas (BOP, BOPF and OP grades) in 50 kg paper sacks, and a cinnamon-spiced blend that sells well in Azerbaijan. All teas carry the Lion logo of the Sri Lanka Tea Board and are Rainforest Alliance certified.

As Purchasing Coordinator at Kərimzadə Group MMC, would you like samples of three grades?

Kind regards,
Dilani Perera
Head of Export Sales, Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal, note-led (asked about Ceylon orthodox black tea in bulk); first name with schwa; Caucasus and Central Asia regions; tea grades; Rainforest Alliance; paper sacks (packaging word)",
  inject=("artifact", "body", "As Purchasing Coordinator at Kərimzadə Group MMC, would you like samples of three grades?", "As Purchasing Coordinator at Kərimzadə Group MMC, would you like", "sentence cut off")),

E(buyer="F028", sender="s4",
  subject="CIF Baku quote: yoga mats and fitness equipment",
  body="""Dear Ms. Musaxanlı,

Since you prefer CIF quotes, I have priced everything below CIF Baku, via Poti.

Lanka Horizon Exports makes sports equipment in Sri Lanka:
1. natural rubber yoga mats, 4 and 6 mm
2. resistance bands and rubber gym flooring tiles
3. cricket and badminton sets for schools

As the owner of Musaxanlı Group you will want to see the quality first, so I'm happy to send samples free of charge.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=note-led (prefers CIF quotes); Ms. + surname with Azerbaijani letters; title Owner lower-cased in a clause; company without legal form; rubber gym flooring (building word, sports product); CIF Baku via Poti",
  inject=("company_misspelled", "body", "Musaxanlı Group", "Musaxanli Group", "company name misspelled (dotless ı replaced)")),

E(buyer="F029", sender="s4",
  subject="Children's canvas shoes for Armenia",
  body="""Dear Պետրոս Դադասյան,

You asked about children's canvas shoes: Lanka Horizon Exports makes them in Sri Lanka with natural rubber soles vulcanised to the upper, in sizes 20-35, with velcro or laces.

We would be pleased to supply «Դադասյան Թրեյդ» ՍՊԸ. The shoes are tested for azo dyes and phthalates to EU limits, and our MOQ is 600 pairs per colour, mixed sizes.

As Supply Chain Manager you will want to know about lead times: 45 days from order, then CIF Poti.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal, note-led (asked about children's canvas shoes); full native-script (Armenian) name and company with ՍՊԸ; children's (children word, footwear); CIF Poti",
  inject=("company_foreign", "body", "We would be pleased to supply «Դադասյան Թրեյդ» ՍՊԸ.", "We would be pleased to supply Chapaghjuryan Import LLC.", "another buyer's company (F030)")),

E(buyer="F030", sender="s4",
  subject="Coir grow bags for Chapaghjuryan Import",
  body="""Dear Mr. Chapaghjuryan,

Thank you for asking about coir grow bags. Lanka Horizon Exports (Pvt) Ltd produces them from washed, buffered coco peat with low EC, in 100 x 18 cm slabs, pre-drilled for drippers. We also supply coir pots and coconut husk chips for orchids.

For greenhouses in Armenia our compressed blocks save freight: one 40' container carries about 21 tonnes.

I would be glad to arrange a trial pallet for Chapaghjuryan Import LLC.

Kind regards,
Dilani Perera
Head of Export Sales""",
  note="style=formal, note-led (asked about coir grow bags); Mr. + romanised surname; native title not mentioned; coconut husk chips for orchids (garden product); buffered coco peat, EC; 40' container",
  inject=("company_missing", None, [("Coir grow bags for Chapaghjuryan Import", "Coir grow bags for your greenhouses"),
                                    ("a trial pallet for Chapaghjuryan Import LLC.", "a trial pallet for your company.")],
          "the buyer's company is never named")),
]

EMAILS_B += [
E(buyer="F031", sender="s4",
  subject="Knitwear and activewear from Sri Lanka",
  body="""Dear ইশিতা হক,

I'm Dilani Perera, Head of Export Sales at Lanka Horizon Exports (Pvt) Ltd in Colombo. We make knitted apparel for brands and retailers: polo shirts, leggings, sports bras and kids' T-shirts, in certified organic and recycled fabrics.

I know Bangladesh has a strong garment industry of its own, so we focus on styles where Sri Lanka is strong: seamless and bonded activewear. As Director of Purchasing at Islam Trading Ltd., you might find that a useful complement.

Would you be open to a call next week?

Best regards,
Dilani Perera""",
  note="style=formal; full native-script (Bengali) name; title and company with legal form; sports bras and kids' T-shirts (other categories' words, apparel products)",
  inject=("contact_wrong", "body", "Dear ইশিতা হক,", "Dear Nusrat Chowdhury,", "another buyer's contact (F032) in the greeting")),

E(buyer="F032", sender="s3",
  subject="Apple juice concentrate from Chile",
  body="""Dear Ms. Chowdhury,

You asked about apple juice concentrate. Austral Alimentos SpA produces clear apple juice concentrate at 70-72 °Brix in Chile, packed in 265 kg aseptic drums, as well as grape juice concentrate and cold-pressed juices for beverage bottlers.

Our plant is FSSC 22000 and Halal certified, and we ship CIF Chattogram.

As the ক্রয় ব্যবস্থাপক at Chowdhury Corporation Limited, you might like samples of both concentrates for your technical team; I'd be glad to send them this week.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=formal, note-led (asked about apple juice concentrate); Ms. + surname; native (Bengali) title; FSSC 22000, Halal; CIF Chattogram; aseptic drums (packaging word)",
  inject=("title_wrong", "body", "As the ক্রয় ব্যবস্থাপক at", "As the Managing Director at", "contact's title wrong")),

E(buyer="F033", sender="s2",
  subject="Industrial chemicals for Koirala & Partners",
  body="""Dear बल्लु सिंह,

My name is Katarzyna Nowicka and I am Key Account Manager at Wisła Trade Sp. z o.o. in Poland. We supply chemicals to distributors in South Asia: food-grade citric acid, sodium bicarbonate, and cosmetic-grade glycerine, with REACH registration and full COA/SDS for every batch.

As a buyer at Koirala & Partners Pvt. Ltd. you may be looking for a European source with reliable quality. We can ship CIF Kolkata, with onward transport to Nepal by road.

I would be glad to send you a price list.

Kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=formal; native-script (Devanagari) full name; title Buyer in a clause (a buyer); ampersand company; food-grade and cosmetic-grade (other categories' words, chemicals products); REACH, COA/SDS; CIF Kolkata (landlocked country)",
  inject=("category_wrong", "body", "food-grade citric acid, sodium bicarbonate, and cosmetic-grade glycerine", "vegan skincare lines, sodium bicarbonate, and cosmetic-grade glycerine", "a product of another category (cosmetics) offered")),

E(buyer="F034", sender="s1",
  subject="Gate and ball valves before Q3",
  body="""Dear Sujan,

I understand Thapa Traders needs delivery before Q3, so I'll be brief: Hsin Feng Industrial has gate valves, ball valves and check valves from DN15 to DN200 in stock in Taichung, ready to ship.

Sea freight to Kolkata takes about 25 days, plus the road leg to Nepal, so an order placed this month would arrive well before the end of June.

All valves are pressure-tested to API 598 and come with EN 10204 3.1 certificates.

Shall I send a quote for your usual sizes?

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=note-led (needs delivery before Q3); first name; native title not mentioned; company without legal form; API 598, EN 10204 3.1; Kolkata route",
  inject=("country_wrong", "body", "plus the road leg to Nepal", "plus the road leg to Bhutan", "buyer's country wrong")),

E(buyer="F035", sender="s1",
  subject="GaN USB-C chargers for Seifert Import",
  body="""Dear Ms. Seifert,

Thank you for asking about GaN USB-C chargers. Hsin Feng Industrial Co., Ltd. makes 30 W, 65 W and 100 W GaN chargers with USB-C PD 3.0, as well as power banks and baby monitors for retail brands in the DACH region.

All chargers carry CE, RoHS and the new EU common-charger compliance, and we can print Seifert Import GmbH & Co. KG's logo on the housing from 1,000 pieces.

As Director of Purchasing you may want to compare our prices with your current supplier; I will send a quote DAP Hamburg.

Mit freundlichen Grüßen,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=formal, note-led (asked about GaN USB-C chargers); Ms. + surname; possessive of full company with GmbH & Co. KG; baby monitors (baby word, consumer electronics); DACH; CE, RoHS; German sign-off",
  inject=("sender_wrong", "body", "Mit freundlichen Grüßen,\nChen Yu-ting\nInternational Business Manager\nHsin Feng Industrial Co., Ltd.", "Mit freundlichen Grüßen,\nChen Yu-ting\nInternational Business Manager\nHsin Fong Industrial Co., Ltd.", "sender's company misspelled in the signature")),

E(buyer="F036", sender="s4",
  subject="Footwear from Sri Lanka for Wieloch Import",
  body="""Dear Ms. Wieloch,

I'm writing from Lanka Horizon Exports in Colombo. If Wieloch Import is looking for another footwear origin, we could add one with duty-free access to the EU under GSP+.

We make canvas sneakers, leather sandals and children's school shoes, with natural rubber soles from our own plantations.

As Head of Imports at Wieloch Import AG you might like to see samples at GDS Düsseldorf; we will be exhibiting there. Otherwise, I'll happily post a few pairs.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal rep note; Ms. + surname; company with and without legal form; children's school shoes (children word, footwear); GSP+; trade fair GDS Düsseldorf",
  inject=("artifact", "body", "we could add one with duty-free access to the EU under GSP+.", "we could add one with duty-free access access the EU to under GSP+ one add.", "word salad: clause scrambled")),

E(buyer="F037", sender="s2",
  subject="Wirth Import: tillers and seed drills from Poland",
  body="""Dear Ms. Wirth,

Wisła Trade Sp. z o.o. could be a close source of agricultural machinery for Wirth Import: we build rotary tillers, power harrows and pneumatic seed drills in Poland, CE-marked, and deliver to Germany by truck in three days.

As Director of Purchasing at Wirth Import GmbH you will want spare parts close at hand, so we keep a parts warehouse in Gdańsk and ship parts within 48 hours.

Would you like to see a demonstration at Agritechnica?

Kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=formal; Ms. + surname; company in subject with colon, with and without legal form; Agritechnica fair; CE",
  inject=("company_misspelled", "body", "Director of Purchasing at Wirth Import GmbH", "Director of Purchasing at Wirt Import GmbH", "company name misspelled")),

E(buyer="F038", sender="s1",
  subject="Fasteners from Taiwan - a second source to Vietnam",
  body="""Bonjour Madame Roux,

I understand Roux Import currently buys its fasteners from Vietnam. Hsin Feng Industrial Co., Ltd. in Taichung could be a competitive second source: hex bolts to DIN 933 and ISO 4017, flange nuts, self-tapping screws and furniture connector bolts, in zinc-plated and A2/A4 stainless steel.

As Acheteuse at Roux Import SAS you will appreciate our traceability: every lot ships with a 3.1 inspection certificate.

Could I send you our price list for the sizes you buy most?

Cordialement,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=note-led (currently buys from Vietnam); French greeting Madame + surname; native title Acheteuse; furniture connector bolts (furniture word, fasteners); DIN 933/ISO 4017; French sign-off",
  inject=("company_foreign", "body", "As Acheteuse at Roux Import SAS", "As Acheteuse at Tessier Négoce SARL", "another buyer's company (F039)")),

E(buyer="F039", sender="s3",
  subject="Chilean mussels and hake for Tessier Négoce",
  body="""Dear Henriette,

Austral Alimentos SpA exports frozen seafood from southern Chile: IQF mussel meat and half-shell mussels from Chiloé, hake fillets and Patagonian king crab legs.

I believe Tessier Négoce supplies restaurants and fishmongers across France, and as Senior Buyer you may be looking for ASC- and MSC-certified origins. Our mussels carry ASC certification and our hake is MSC-certified.

We ship CIF Le Havre in reefer containers. May I send you our specifications?

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=friendly formal; first name; company without legal form; ASC, MSC; Chiloé region; CIF Le Havre",
  inject=("company_missing", None, [("Chilean mussels and hake for Tessier Négoce", "Chilean mussels and hake for your company"),
                                    ("I believe Tessier Négoce supplies", "I believe your company supplies")],
          "the buyer's company is never named")),

E(buyer="F040", sender="s2",
  subject="interpack follow-up: corrugated boxes and coffee pouches",
  body="""Dear 西村 裕美子 様,

Thank you for visiting our stand at interpack. As promised, here is a short summary of what Wisła Trade Sp. z o.o. makes for 株式会社西村商事:

- corrugated shipping boxes in FSC-certified board
- stand-up coffee pouches with degassing valves
- compostable food trays (EN 13432)

As Supply Chain Manager you will care about lead times; from Gdańsk to Yokohama we need about 40 days by sea, so we would keep a buffer stock for you.

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=LLM bullets, note-led (met at interpack); native-script (Japanese) full name with 様; native company name; coffee pouches with degassing valves (coffee and valve words, packaging product); FSC, EN 13432; Yokohama",
  inject=("contact_wrong", "body", "Dear 西村 裕美子 様,", "Dear 小川 加奈 様,", "another buyer's contact (F041)")),

E(buyer="F041", sender="s2",
  subject="Citric acid and glycerine from Europe",
  body="""Dear 小川 加奈 様,

I understand that 小川産業株式会社 currently buys its chemicals from Vietnam. Wisła Trade Sp. z o.o. in Poland can offer a European alternative: food-grade citric acid (anhydrous and monohydrate), refined glycerine 99.7% and sodium percarbonate, all REACH-registered, with COA for each batch.

As Purchasing Manager, you might like to compare our CIF Osaka prices with your current source. I would be happy to send samples for your laboratory.

Kind regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=note-led (currently buys from Vietnam); native-script name with 様 and native company name; food-grade (food word, chemicals); REACH; CIF Osaka",
  inject=("title_wrong", "body", "As Purchasing Manager, you might", "As Sales Manager, you might", "contact's title wrong")),

E(buyer="F042", sender="s2",
  subject="Cast-iron casseroles for Aoki Boeki - CIF Tokyo",
  body="""Dear Mr. Aoki,

Thank you for letting us know you prefer CIF quotes; all prices in our attached list are CIF Tokyo.

Wisła Trade makes enamelled cast-iron casseroles, carbon-steel woks and stovetop tea kettles for kitchenware retailers in Japan and Korea. The enamel is tested to JIS and FDA limits for lead and cadmium.

I hope there is room at Aoki Boeki K.K. for a new supplier, and I would be glad to send you two or three pieces to judge the quality.

Yours sincerely,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=note-led (prefers CIF quotes); Mr. + surname; company without legal form in subject; tea kettles (tea word, kitchenware); JIS/FDA; title Buyer not mentioned",
  inject=("category_wrong", "body", "enamelled cast-iron casseroles, carbon-steel woks and stovetop tea kettles", "enamelled cast-iron casseroles, carbon-steel woks and Ceylon black tea", "a product of another category (coffee and tea) offered")),

E(buyer="F043", sender="s3",
  subject="Chilean king crab and mussels for Korea",
  body="""Dear 이윤서 팀장님,

My name is Matías Fuentes, Commercial Manager at Austral Alimentos SpA in Santiago. We export frozen seafood from southern Chile: Patagonian king crab legs, IQF mussel meat and hake fillets.

Chile and South Korea have had a free trade agreement since 2004, so our seafood enters duty-free. I would be glad to offer 이무역 주식회사 a trial container, CIF Busan.

Could I send you our specifications and price list?

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=formal; native-script (Korean) name with the title honorific 팀장님 (team leader, = 구매팀장); native company name; Chile-Korea FTA; CIF Busan",
  inject=("country_wrong", "body", "Chile and South Korea have had a free trade agreement since 2004", "Chile and Japan have had a free trade agreement since 2004", "buyer's country wrong")),

E(buyer="F044", sender="s1",
  subject="LED lighting for your new stores",
  body="""Dear 김옥순 님,

I heard that (주)김상사 is opening three new stores next spring. Hsin Feng Industrial Co., Ltd. in Taiwan makes LED lighting for retail: track spotlights with CRI 95, linear LED panels and LED garden spike lights for outdoor displays.

As 구매팀장 you can buy from us directly at factory prices, with KC certification already in place for the Korean market.

Would you like a lighting plan for one of the new stores?

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=note-led (expanding into three new stores next spring); native-script (Korean) name with 님, native company with (주) prefix, native title; LED garden spike lights (garden word, LED lighting); CRI 95; KC certification",
  inject=("sender_wrong", "body", "International Business Manager\nHsin Feng Industrial Co., Ltd.", "Export Business Manager\nHsin Feng Industrial Co., Ltd.", "sender's title wrong")),

E(buyer="F045", sender="s2",
  subject="European packaging for 葛氏贸易有限公司",
  body="""Dear 葛飞,

I am Katarzyna Nowicka from Wisła Trade Sp. z o.o. in Poland. We make packaging materials that meet EU food-contact rules: compostable food trays, kraft paper bags and coffee pouches with degassing valves.

As Trade Marketing Manager at 葛氏贸易有限公司 you may be looking for European-made packaging for imported premium brands in China. We can ship FOB Gdańsk or CIF Shanghai.

Would you like our catalogue?

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=formal; native-script (Chinese) full name and company; coffee pouches with valves (coffee/valve words, packaging); FOB Gdańsk/CIF Shanghai",
  inject=("artifact", "body", "coffee pouches with degassing valves", "coffeepouches withdegassing valves", "fused words")),
]
