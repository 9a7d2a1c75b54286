"""Natural first e-mails 1-30 (buyers H001-H030), written one by one, each with its twin's one edit.

err: (type, part, old, new, note) replaces `old` (unique in that part) by `new`; an optional sixth
item (found, expected) narrows the label to the entity when `old` needed context to be unique.
company_missing: ("company_missing", part, [(old, new), ...], found, note), applied to both parts.
"""

MAILS = [
    dict(
        b="H001", s="s1",
        subj="Natural sisal twine for Damian Import sp.j.",
        body="""Dear Mr. Damian,

I am writing to introduce Naivasha Highlands Exports Ltd, a Kenyan grower and exporter based in Nairobi. Besides roses and macadamias we spin sisal twine from fibre grown on estates near Thika, and I believe it could be of interest to Damian Import sp.j.

Our range:
- baler twine, 130 and 200 m/kg, for round and square balers
- horticultural tying twine in 2 kg spools
- polished sisal twine for packaging and crafts

Sisal is fully biodegradable, so it is a natural fit for Polish farms and garden centres that want to move away from polypropylene. We ship by sea from Mombasa, FOB or CIF Gdynia, in full container loads or mixed pallets.

Would you, as General Manager, be the right person to discuss this with? I would be happy to send samples.

Kind regards,
Wanjiru Kamau
Export Sales Manager
Naivasha Highlands Exports Ltd
+254 20 445 1872""",
        note="style=formal letter with bullets; Mr + surname; title in sentence; CIF port (Gdynia); 'Polish farms' adjective; polypropylene named as alternative",
        err=("company_misspelled", "subject", "Damian Import sp.j.", "Damain Import sp.j.", "two letters swapped"),
    ),
    dict(
        b="H002", s="s2",
        subj="Jute shopping bags – offer from Khulna",
        body="""Dzień dobry Panie Konstanty,

my name is Tanvir Hossain and I head the export team at Rupsha Fibre & Foods Ltd. in Khulna, Bangladesh. We make jute shopping bags for supermarkets and brands across Europe, and I would like to offer them to Dzika Import.

Briefly:
• natural or laminated jute, 12 oz and 14 oz fabric
• cotton or jute rope handles, gusseted bottoms
• screen printing in up to 4 colours, MOQ 3,000 bags per design

Given Poland's ban on lightweight plastic bags, many retailers are looking for sturdy reusable bags, and jute is both cheaper and more durable than canvas. I can send a price list for delivery CIF Gdańsk.

Z poważaniem / Best regards,
Tanvir Hossain
Head of Exports, Rupsha Fibre & Foods Ltd.""",
        note="style=LLM mail with bullets; Polish greeting with first name (Panie Konstanty); company without legal form; possessive Poland's; canvas and cotton words in right context; Polish sign-off",
        err=("company_foreign", "body", "offer them to Dzika Import.", "offer them to Damian Import.", "another Polish buyer's company (H001)", ("Damian Import", "Dzika Import")),
    ),
    dict(
        b="H003", s="s3",
        subj="End-grain balsa panels for Wypchło Handel",
        body="""Dear Ms. Wypchło,

Thank you for your interest in end-grain balsa panels. Costa Manabí Exportadora S.A. harvests and processes plantation balsa (Ochroma pyramidale) in Ecuador, which supplies most of the world's balsa.

For Wypchło Handel S.A. we could offer:
1. end-grain balsa core sheets, 5-50 mm, density 100-180 kg/m³, plain or scrim-backed
2. contoured (scored) panels for curved moulds
3. rigid balsa blocks for model making

All wood is FSC-certified. Our panels are used in wind turbine blades, boat hulls and rail interiors, and we ship from Guayaquil to Gdańsk in about five weeks.

May I send you our technical data sheet and a sample box?

Best regards,
Daniela Zambrano
Commercial Director
Costa Manabí Exportadora S.A.
Manta, Ecuador""",
        note="style=formal, opens from the note (end-grain balsa panels); Ms + surname; company without and with legal form; Latin species name; FSC; Guayaquil and Gdańsk ports",
        err=("company_missing", "subject", [("Wypchło Handel S.A.", "your company"), ("Wypchło Handel", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H004", s="s4",
        subj="Following up on Ambiente – Bohemian crystal",
        body="""Bună ziua, domnule Diaconu,

it was a pleasure to meet you at our stand at Ambiente Frankfurt. As promised, here is a short summary of what Krkonoše Trade s.r.o. can supply to Diaconu Distribuție S.A.:

- lead-free crystal wine and water glasses, machine-made, dishwasher safe
- hand-cut crystal vases and bowls from our partner glassworks in the Jizera Mountains
- whisky sets and decanters in gift boxes, popular for the Christmas season

We deliver to Romania by truck within 4-5 days (DAP Bucharest), from one mixed pallet upwards.

Shall I send you the catalogue and price list in EUR?

Cu stimă,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.""",
        note="style=follow-up after a trade fair (note); Romanian greeting and sign-off with domnule + surname; DAP Bucharest; whisky sets (another word, right category); region Jizera Mountains",
        err=("contact_wrong", "body", "domnule Diaconu", "domnule Dinu", "wrong surname in the greeting", ("Dinu", "Diaconu")),
    ),
    dict(
        b="H005", s="s2",
        subj="Frozen black tiger and vannamei shrimp – Rupsha Fibre & Foods",
        body="""Dear Mr. Ioniță,

I understand that as Manager Achiziții at Ioniță Distribuție you are responsible for the frozen seafood range, so I would like to introduce our shrimp.

Rupsha Fibre & Foods Ltd. processes black tiger (Penaeus monodon) and vannamei shrimp in our EU-approved plant in Khulna:
- HOSO, HLSO and PD, sizes 8/12 to 31/40
- block frozen or IQF, 10-20% glaze
- BAP and HACCP certified

We ship in 40' reefers to Constanța; I can quote CFR or CIF. Sample cartons can be sent by air.

Best regards,
Tanvir Hossain
Head of Exports
Rupsha Fibre & Foods Ltd.
tanvir.hossain@rupshaff.com.bd""",
        note="style=formal with bullets; Mr + surname with diacritic; native title quoted in sentence; company without legal form; trade terms HOSO/HLSO/PD, IQF; Constanța port; CFR/CIF",
        err=("title_wrong", "body", "as Manager Achiziții", "as Manager Vânzări", "sales manager instead of purchasing manager", ("Manager Vânzări", "Manager Achiziții")),
    ),
    dict(
        b="H006", s="s1",
        subj="Kenyan roses as a second source next to Colombia",
        body="""Hello Albert,

I heard that Aanei Comimpex currently buys its roses from Colombia. Many importers in Europe now add Kenya as a second origin: our roses grow at 2,000 m on the shores of Lake Naivasha, which gives big heads and a long vase life, and the flight to Europe is much shorter.

Naivasha Highlands Exports Ltd can offer cut roses in 40-70 cm, in red (Freedom, Red Naomi), white and spray roses, packed 20 stems per bunch. We are MPS-A and Fairtrade certified and can deliver via Amsterdam or directly to Bucharest by air freight.

Would a trial box next week be useful?

Best,
Wanjiru Kamau
Export Sales Manager, Naivasha Highlands Exports Ltd""",
        note="style=friendly, opens from the note (buys from Colombia); first name; company without legal form; varieties and spray roses; Lake Naivasha; Amsterdam and Bucharest; other origin country named",
        err=("category_wrong", "body", "can offer cut roses in 40-70 cm", "can offer cut carnations in 40-70 cm", "a neighbouring flower instead of roses", ("cut carnations", "cut roses")),
    ),
    dict(
        b="H007", s="s3",
        subj="Arriba Nacional cocoa beans for Ευστρατόπουλος Εισαγωγική Α.Ε.",
        body="""Αγαπητέ κύριε Ευστρατόπουλε,

thank you for asking about Arriba Nacional fine flavour beans. Costa Manabí Exportadora S.A. works with smallholder cooperatives in Manabí and Los Ríos, the home of the Nacional variety, famous for its floral aroma.

What we can offer to Greece:
- Arriba Nacional, ASSS and ASS grades, fermented 5-6 days, moisture below 7%
- organic certified lots with full traceability for EUDR
- 62.5 kg jute bags, 12.5 t per 20' container, CIF Piraeus

I would be glad to send 1 kg samples for your chocolate makers to test.

Με εκτίμηση,
Daniela Zambrano
Commercial Director, Costa Manabí Exportadora S.A.""",
        note="style=opens from the note; Greek greeting with the surname in the vocative (Ευστρατόπουλε); Greek sign-off; Ecuadorian provinces; ASSS/ASS grades; jute bags (another category's word, packaging); CIF Piraeus",
        err=("country_wrong", "body", "What we can offer to Greece:", "What we can offer to Cyprus:", "a neighbouring country", ("Cyprus", "Greece")),
    ),
    dict(
        b="H008", s="s2",
        subj="Reusable jute bags for Γκόνη Εμπορική",
        body="""Dear Ms. Γκόνη,

I am Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd., a jute mill and bag maker in Khulna, Bangladesh.

Greek supermarkets and bakeries increasingly hand out reusable bags, and we would like to supply Γκόνη Εμπορική Α.Ε. with jute shopping bags printed with your customers' logos. Typical sizes are 38 x 42 cm and 45 x 35 x 20 cm with a PE lining, and we also make small jute wine-bottle bags that sell well in gift shops.

Lead time is 35-40 days after artwork approval; shipment CIF Piraeus.

Best regards,
Tanvir Hossain
Rupsha Fibre & Foods Ltd.""",
        note="style=short formal; Ms + Greek-script surname; company in Greek script with and without legal form; 'Greek supermarkets' adjective; wine-bottle bags (another word, right category)",
        err=("sender_wrong", "body", "I am Tanvir Hossain, Head", "I am Tanvir Hussain, Head", "sender's surname misspelled", ("Tanvir Hussain", "Tanvir Hossain")),
    ),
    dict(
        b="H009", s="s3",
        subj="Skipjack and yellowfin tuna from Manta",
        body="""Dear Athanasia,

Manta is often called the tuna capital of the Pacific, and that is where Costa Manabí Exportadora S.A. packs its tuna. I am writing to see whether Samtanidou Imports could use a second supplier.

We pack skipjack and yellowfin:
- chunks and solid in olive oil, sunflower oil or brine
- 80 g, 160 g and 1.7 kg cans, easy-open lids
- dolphin-safe, MSC-certified lines available, EU health certificate

Private label is welcome. Our usual terms are CFR Thessaloniki or Piraeus.

Kind regards,
Daniela Zambrano
Commercial Director""",
        note="style=friendly with bullets; first name; company without legal form; olive oil and sunflower oil (another word, right category); MSC, dolphin-safe; two Greek ports",
        err=("artifact", "body", "We pack skipjack and yellowfin:", "We pack pack skipjack and yellowfin:", "doubled word"),
    ),
    dict(
        b="H010", s="s3",
        subj="Бальза з Еквадору / balsa wood from Ecuador",
        body="""Шановний пане Олександре,

my name is Daniela Zambrano, I am Commercial Director of Costa Manabí Exportadora S.A. in Ecuador. We saw that ТОВ «Байрак Імпорт» supplies composite materials to Ukrainian boat builders and wind-energy projects, and we would like to offer our balsa wood.

- end-grain balsa core, 80-250 kg/m³
- lumber and blocks, kiln-dried to 8-12% moisture
- FSC-certified plantation wood

We can deliver CIF Constanța or Gdańsk for onward trucking to Ukraine. Samples are free.

З повагою,
Daniela Zambrano""",
        note="style=short formal; Ukrainian greeting with the given name in the vocative (Олександре); Ukrainian sign-off; Cyrillic company with ТОВ and guillemets; bilingual subject; 'Ukrainian boat builders' adjective",
        err=("company_misspelled", "body", "ТОВ «Байрак Імпорт»", "ТОВ «Байрак Импорт»", "Russian и instead of Ukrainian і"),
    ),
    dict(
        b="H011", s="s1",
        subj="60 cm red roses – offer for ТОВ «Ткач Трейд»",
        body="""Добрий день, пані Соломіє!

Thank you for your request for 60 cm red roses. Here is our offer from Naivasha Highlands Exports Ltd:

Variety: Freedom and Rhodos, 60 cm, head size 5-6 cm
Packing: 20 stems per bunch, 10 bunches per box
Certification: MPS-A, KEPHIS phytosanitary certificate
Delivery: by air Nairobi – Warsaw or Rzeszów, then truck to Kyiv

Before Valentine's Day and 8 March we book capacity early, so please let me know your volumes for February by mid-January.

Best regards,
Wanjiru Kamau
Export Sales Manager
Naivasha Highlands Exports Ltd""",
        note="style=offer in a list, opens from the note; Ukrainian greeting with the given name in the vocative (Соломіє); Cyrillic company; KEPHIS; air routing via Poland; holidays",
        err=("company_foreign", "subject", "ТОВ «Ткач Трейд»", "ТОВ «Байрак Імпорт»", "another Ukrainian buyer's company (H010)"),
    ),
    dict(
        b="H012", s="s4",
        subj="Crystal glassware for Sagal Trade",
        body="""Dear Ms. Sagal,

I am Ondřej Hájek, Sales Director of Krkonoše Trade s.r.o. in Liberec, Czech Republic. We supply Bohemian crystal glassware to importers in Central and Eastern Europe and would be glad to add Sagal Trade LLC to our partners in Ukraine.

Our bestsellers are lead-free crystal stemware (wine, champagne and cognac glasses), cut-crystal tumblers and vases. Everything is packed in gift boxes with Ukrainian-language labels on request.

We deliver by truck DAP Lviv or Kyiv. May I send you our catalogue?

With kind regards,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.""",
        note="style=short formal; Ms + surname; company with and without legal form; region Central and Eastern Europe; Ukrainian-language labels; cognac glasses (another word, right category)",
        err=("company_missing", "body", [("Sagal Trade LLC", "your company"), ("Sagal Trade", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H013", s="s3",
        subj="After Salon du Chocolat – cocoa beans from Ecuador",
        body="""Уважаема г-жо Петрова,

it was a pleasure to talk with you at the Salon du Chocolat in Paris. As you run Петрова Трейд as its owner, I will keep it short and practical.

Costa Manabí Exportadora S.A. exports fine flavour cocoa beans from Manabí: Arriba Nacional and CCN-51, conventional and organic. For bean-to-bar makers in Bulgaria we can ship small lots from one pallet (about 15 bags of 62.5 kg), DAP Sofia via Thessaloniki.

I will send you the samples we discussed this week.

Поздрави,
Daniela Zambrano
Commercial Director""",
        note="style=follow-up after a trade fair (note); Bulgarian greeting г-жо + surname; Bulgarian sign-off; Cyrillic company without legal form; title paraphrased (run it as its owner); CCN-51; DAP Sofia via Thessaloniki",
        err=("contact_wrong", "body", "г-жо Петрова", "г-жо Петкова", "wrong surname in the greeting", ("Петкова", "Петрова")),
    ),
    dict(
        b="H014", s="s4",
        subj="Hiking boots with Vibram soles",
        body="""Dear Mr. Stoyanov,

I understand Stoyanov Trade OOD prefers hiking boots with Vibram soles, and that is exactly what we make. As COO you probably also care about lead times, so here are the key points:

- men's and women's trekking boots, nubuck and full-grain leather
- Vibram Megagrip outsoles, waterproof membrane, sizes 36-48
- made in our partner factory in the Czech Republic, MOQ 300 pairs per model

Delivery to Sofia by truck in 3-4 days, DAP.

Best regards,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=short LLM mail with bullets, opens from the note; Mr + surname; title abbreviated (COO); trekking boots as a variety; sender's own country named",
        err=("title_wrong", "body", "As COO you", "As CFO you", "finance instead of operations", ("CFO", "COO")),
    ),
    dict(
        b="H015", s="s4",
        subj="LED street lights for Bulgarian municipalities",
        body="""Dear Ms. Ivanova,

Many Bulgarian municipalities are replacing sodium lamps with LED street lights this year, financed by EU funds, and I would like to offer Ivanova Trade OOD a reliable European source.

Krkonoše Trade s.r.o. supplies LED street lights from 30 to 200 W, 150 lm/W, IP66 and IK08, with DALI or NEMA sockets for smart control, and a 7-year warranty. All luminaires are ENEC and CE certified.

As a buyer you will surely want samples and photometric files for your tenders; I can send both this week.

Kind regards,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.
+420 485 113 276""",
        note="style=formal; Ms + surname; 'Bulgarian municipalities' adjective; sodium lamps named as the old technology; tech specs; title in sentence (as a buyer)",
        err=("category_wrong", "body", "supplies LED street lights from 30 to 200 W", "supplies LED grow lights from 30 to 200 W", "a neighbouring LED product", ("LED grow lights", "LED street lights")),
    ),
    dict(
        b="H016", s="s2",
        subj="Frozen shrimp from Bangladesh",
        body="""שלום נועה,

my name is Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd. in Khulna, Bangladesh. I know shrimp is not kosher, so I assume פרידמן סחר בע"מ supplies the non-kosher retail and restaurant trade in Israel, where black tiger and vannamei shrimp are very popular.

We offer raw and cooked, peeled and deveined shrimp, IQF in 1 kg retail bags or 2 kg blocks, BAP certified. We ship CFR Ashdod or Haifa.

Could we arrange a short call next week?

Best regards,
Tanvir Hossain""",
        note="style=short; Hebrew greeting (שלום) with Hebrew first name; Hebrew company with בע\"מ; kosher named; Ashdod and Haifa ports",
        err=("country_wrong", "body", "restaurant trade in Israel,", "restaurant trade in Jordan,", "a neighbouring country", ("Jordan", "Israel")),
    ),
    dict(
        b="H017", s="s1",
        subj="Kenyan roses for Ben-David Imports",
        body="""Hi Yossi,

I am Wanjiru Kamau from Naivasha Highlands Exports Ltd. We grow roses on 40 hectares near Lake Naivasha and fly them daily from Nairobi.

For Ben-David Imports Ltd. we could offer:
- red, pink and bicolour roses, 40-60 cm
- spray roses for bouquet makers
- a standing order for Fridays and the week before Rosh Hashanah

Air freight Nairobi – Tel Aviv takes about five hours with one stop. Shall I send prices?

Best,
Wanjiru Kamau
Export Sales Manager
Naivasha Highlands Exports Ltd""",
        note="style=friendly with bullets; first name; company without and with legal form; holiday (Rosh Hashanah); route to Tel Aviv",
        err=("sender_wrong", "body", "I am Wanjiru Kamau from Naivasha Highlands Exports Ltd.", "I am Wanjiru Kamau from Naivasha Highland Exports Ltd.", "sender's company, one letter lost", ("Naivasha Highland Exports Ltd", "Naivasha Highlands Exports Ltd")),
    ),
    dict(
        b="H018", s="s1",
        subj="Kenyan macadamia nuts for 東昇貿易股份有限公司",
        body="""梁小姐您好，

My name is Wanjiru Kamau, Export Sales Manager at Naivasha Highlands Exports Ltd in Kenya. Kenya is one of the world's largest macadamia producers, and we would like to become a supplier of 東昇貿易股份有限公司.

We offer:
- kernels in styles 0 to 7, vacuum packed 11.34 kg in cartons
- nut-in-shell, cracked and roasted, for snack brands
- HACCP and FSSC 22000 certified factory in Thika

As Supply Chain Manager you will want stable lead times: we ship FOB Mombasa to Kaohsiung in about four weeks.

Best regards,
Wanjiru Kamau""",
        note="style=formal with bullets; Chinese greeting 梁小姐您好 (surname + Miss); traditional-Chinese company with legal form; styles 0-7; Kaohsiung port; title in sentence",
        err=("artifact", "body", "a supplier of 東昇貿易股份有限公司.", "a supplier of 東昇貿易股份有限公司有限公司.", "legal form doubled", ("東昇貿易股份有限公司有限公司", "東昇貿易股份有限公司")),
    ),
    dict(
        b="H019", s="s2",
        subj="Stretch denim jeans – samples for 德興實業",
        body="""張小姐您好，

Thank you for asking about stretch denim. Rupsha Fibre & Foods Ltd. sews jeans for European and Asian brands in our factory near Khulna, Bangladesh, and I would like to offer 德興實業有限公司 our stretch range:

1. 10-12 oz stretch denim, 98% cotton / 2% elastane
2. skinny, slim and mom fits for women, slim and regular for men
3. enzyme, stone and bleach washes, OEKO-TEX Standard 100 fabric

MOQ is 500 pieces per style and colour. I would be glad to send a sample set to Taipei.

Best regards,
Tanvir Hossain
Head of Exports""",
        note="style=opens from the note (stretch denim); Chinese greeting 張小姐您好 (surname + Miss); company in short form 德興實業 in subject and full in body; fabric composition; OEKO-TEX; Taipei",
        err=("company_misspelled", "body", "offer 德興實業有限公司 our", "offer 徳興實業有限公司 our", "Japanese variant character 徳 for 德", ("徳興實業有限公司", "德興實業有限公司")),
    ),
    dict(
        b="H020", s="s4",
        subj="Hiking boots for Te Hsing Trading",
        body="""Dear Ms. Peng,

I am writing from Krkonoše Trade s.r.o., a Czech maker of hiking boots. Taiwan's mountain trails are famous, and I believe Te Hsing Trading Co., Ltd. could be interested in European-made boots for serious hikers.

Our range covers lightweight hiking shoes, mid-cut boots with Gore-Tex membrane and heavy trekking boots for multi-day tours. Leather is tanned in Europe, soles are Vibram.

As Purchasing Manager you may want to see prices for 20' container or LCL shipments to Keelung: I can prepare both.

Best regards,
Ondřej Hájek
Sales Director""",
        note="style=formal; Ms + surname; possessive Taiwan's; company with legal form; hiking shoes and trekking boots as varieties; Keelung port; title in sentence",
        err=("company_foreign", "body", "Te Hsing Trading Co., Ltd. could", "Kobayashi Trading Co., Ltd. could", "another buyer's company of the same form (H056)", ("Kobayashi Trading Co., Ltd.", "Te Hsing Trading Co., Ltd.")),
    ),
    dict(
        b="H021", s="s3",
        subj="Tuna in olive oil for Pedersen Import",
        body="""Dear Erling,

I hope you don't mind a direct note. Costa Manabí Exportadora S.A. packs canned tuna in Manta, Ecuador, and I would like to introduce our products to Pedersen Import A/S.

Danish retailers mostly ask us for skipjack in water and yellowfin in olive oil in 185 g cans, and we also do tuna salads with vegetables in 160 g easy-open tins. All fish is caught by MSC-certified purse seiners and is dolphin-safe.

Shipping CFR Aarhus takes about 30 days. Shall I send you a price list?

Best regards,
Daniela Zambrano
Commercial Director
Costa Manabí Exportadora S.A.""",
        note="style=friendly, first name; company with legal form; 'Danish retailers' adjective; tuna salads with vegetables (another word, right category); Aarhus port",
        err=("company_missing", "subject", [("Pedersen Import A/S", "your company"), ("Pedersen Import", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H022", s="s4",
        subj="Czech hiking boots – a short introduction",
        body="""Hi Christoffer,

Quick introduction: I'm Ondřej from Krkonoše Trade s.r.o. in Liberec. We make leather hiking boots in the Czech Republic and sell them to outdoor shops in Germany and Scandinavia.

Would Skov Import be interested in a European-made alternative to the Asian boots on the market? Our mid-cut boot with waterproof membrane retails at about DKK 1,500 in Denmark.

Happy to send a sample pair in your size.

Cheers,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=very short friendly note; first name; company without legal form; region Scandinavia; Germany and Denmark named; currency DKK",
        err=("contact_wrong", "body", "Hi Christoffer,", "Hi Kristoffer,", "near-miss spelling of the first name", ("Kristoffer", "Christoffer")),
    ),
    dict(
        b="H023", s="s4",
        subj="Bohemian crystal for Frandsen Import ApS",
        body="""Dear Mr. Frandsen,

As the buyer for glassware at Frandsen Import ApS you probably see many catalogues, so I will be brief.

Krkonoše Trade s.r.o. offers:
• lead-free crystal stemware in Nordic, minimalist shapes
• hand-blown crystal carafes and water jugs
• crystal candle holders, a strong seller before Christmas in Denmark

We can ship mixed pallets DAP Copenhagen within a week of order.

Med venlig hilsen / Best regards,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.""",
        note="style=short with bullets; Mr + surname; title paraphrased (the buyer for glassware); candle holders (another word, right category); Danish sign-off; DAP Copenhagen",
        err=("title_wrong", "body", "As the buyer for glassware", "As the head of marketing for glassware", "marketing instead of buyer", ("head of marketing", "buyer")),
    ),
    dict(
        b="H024", s="s3",
        subj="Canned tuna for Ellingsen Handel",
        body="""Dear Ms. Ellingsen,

I saw that Ellingsen Handel AS supplies fish products to Norwegian supermarkets, so I would like to introduce Costa Manabí Exportadora S.A. from Manta, Ecuador. We produce canned tuna under our own and private labels.

Our main items:
- skipjack chunks in water or sunflower oil, 185 g
- yellowfin fillets in olive oil, 120 g glass jars
- tuna pâté in 80 g tins

As the owner you will want to know about prices first: I will gladly quote CIF Oslo for a mixed container.

Kind regards,
Daniela Zambrano
Commercial Director""",
        note="style=formal with bullets; Ms + surname; 'Norwegian supermarkets' adjective; glass jars (another word, right category); title in sentence (as the owner); CIF Oslo",
        err=("category_wrong", "body", "We produce canned tuna under", "We produce canned sardines under", "a neighbouring canned fish", ("canned sardines", "canned tuna")),
    ),
    dict(
        b="H025", s="s4",
        subj="Waterproof leather boots for Sæther Handel",
        body="""Hei Silje,

you asked about waterproof leather hiking boots, and we have just the thing. Krkonoše Trade s.r.o. makes full-grain leather boots with a waterproof, breathable membrane and sealed seams, tested for long wet days in the mountains.

Norway's weather is a good test, so I would like to send Sæther Handel AS two sample pairs. Sizes 36-47, in brown and dark grey. Prices are for DAP Oslo.

Med vennlig hilsen,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=friendly, opens from the note; Norwegian greeting Hei + first name; Norwegian sign-off; possessive Norway's; company with Norwegian letter æ; DAP Oslo",
        err=("country_wrong", "body", "Norway's weather is a good test", "Sweden's weather is a good test", "a neighbouring country", ("Sweden", "Norway")),
    ),
    dict(
        b="H026", s="s2",
        subj="Black tiger shrimp – Rupsha Fibre & Foods",
        body="""Dear Sebastian,

As co-founder of Olsen Import AS you know the shrimp market better than most, so let me go straight to the point. Rupsha Fibre & Foods Ltd. in Khulna farms and processes black tiger shrimp in the Sundarbans region of Bangladesh.

We can offer raw HOSO and PUD tails, sizes 13/15 to 21/25, IQF with 10% glaze, BAP 2-star. A 20' reefer to Oslo takes about five weeks; terms CFR.

Best regards,
Tanvir Hossain
Head of Exports
Rupsha Fibre & Foods Ltd.""",
        note="style=short formal; first name; title in sentence (as co-founder); company with legal form; region Sundarbans; HOSO/PUD; sender's company in subject and body",
        err=("sender_wrong", "body", "Rupsha Fibre & Foods Ltd. in Khulna", "Rupsa Fibre & Foods Ltd. in Khulna", "sender's company misspelled", ("Rupsa Fibre & Foods Ltd.", "Rupsha Fibre & Foods Ltd.")),
    ),
    dict(
        b="H027", s="s1",
        subj="Macadamia kernels from Kenya",
        body="""Hyvää päivää Markus,

I am Wanjiru Kamau, Export Sales Manager at Naivasha Highlands Exports Ltd in Kenya. We process macadamia nuts from about 6,000 smallholder farmers around Mount Kenya, and I would like to offer them to Soini Tukku Oy.

For wholesale in Finland we usually recommend style 4 and style 5 kernels for bakeries and style 1 for snacks. We also roast and salt macadamias in-house. Shipment is FOB Mombasa or CIF Helsinki.

Please let me know if I may send samples.

Best regards,
Wanjiru Kamau""",
        note="style=formal short; Finnish greeting with first name; region Mount Kenya; styles of kernels; company with legal form; CIF Helsinki",
        err=("artifact", "body", "Shipment is FOB Mombasa or CIF Helsinki.", "Shipment is FOB Mombasa or CIF", "sentence cut off", ("Shipment is FOB Mombasa or CIF", "Shipment is FOB Mombasa or CIF Helsinki.")),
    ),
    dict(
        b="H028", s="s1",
        subj="Great to meet you at Gulfood",
        body="""Dear Sanna,

It was great to meet you at Gulfood Dubai and to hear about Korhonen Tukku's plans for a healthy snack range. Here is the information I promised.

Naivasha Highlands Exports Ltd can supply:
- raw macadamia kernels, style 1 (wholes) and style 2 (halves)
- dry-roasted and lightly salted macadamias in 5 kg bags
- macadamia pieces for chocolate makers (style 4)

Our plant is HACCP certified and organic lots are available. As category manager you may also like our retail-ready 150 g pouches.

Warm regards,
Wanjiru Kamau
Export Sales Manager
Naivasha Highlands Exports Ltd""",
        note="style=follow-up after a trade fair (note); first name; possessive of company without legal form (Korhonen Tukku's); chocolate makers (another category's word, right context); title lower-case in sentence",
        err=("company_misspelled", "body", "Korhonen Tukku's", "Korhosen Tukku's", "one letter changed in the company name", ("Korhosen Tukku", "Korhonen Tukku")),
    ),
    dict(
        b="H029", s="s2",
        subj="Denim jeans after Kingpins Amsterdam",
        body="""Hi Heidi,

Thanks for stopping by our table at Kingpins Amsterdam. As promised, here are the details for Heikkinen Trading Oy Ab.

We make 5-pocket jeans in rigid and stretch denim, 9-14 oz, with organic and recycled cotton options. Washes are done with ozone and laser finishing to save water, which fits the sustainability requirements of Finnish retailers. MOQ is 600 pieces per style; lead time 60-75 days FOB Chattogram.

I'll send the lookbook and a fabric swatch card this week.

Best,
Tanvir Hossain
Rupsha Fibre & Foods Ltd.""",
        note="style=follow-up after a trade fair (note); first name; company with legal form; 'Finnish retailers' adjective; technical terms; FOB Chattogram",
        err=("company_foreign", "body", "here are the details for Heikkinen Trading Oy Ab.", "here are the details for Soini Tukku Oy.", "another Finnish buyer's company (H027)", ("Soini Tukku Oy", "Heikkinen Trading Oy Ab")),
    ),
    dict(
        b="H030", s="s1",
        subj="Organic macadamia nuts – certificate attached",
        body="""Dear Ms. Berglund,

I understand that Berglund Handel AB needs organic certification for its nuts. Our organic macadamias are certified under the EU organic regulation by a recognised control body, and I attach the current certificate.

Naivasha Highlands Exports Ltd can offer organic style 1 and style 4L kernels, packed in 11.34 kg vacuum cartons, shipped CIF Gothenburg.

As Procurement Director you may want an audit report too; we will share it on request.

Vänliga hälsningar,
Wanjiru Kamau
Export Sales Manager""",
        note="style=opens from the note (organic certification); Ms + surname; company with legal form; Swedish sign-off; Gothenburg port; title in sentence",
        err=("company_missing", "body", [("Berglund Handel AB", "your company")], "your company", "company replaced by generic wording"),
    ),
]
