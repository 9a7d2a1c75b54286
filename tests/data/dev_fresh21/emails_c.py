"""Second e-mails to 20 buyers (N041-N060), each with the edit its twin gets."""
from mail import Mail as M

MAILS = [
M("P001", "s1", "Trial pallet of okra for Evans Fresh Imports - how did it go?",
"""Hi Stewart,

The trial pallet of okra landed at Heathrow on Tuesday, and I hope the pods arrived green and firm. Could you let me know how it looked once it reached your warehouse?

If Evans Fresh Imports is happy with it, we can book two pallets a week from the first week of January at the same price, USD 2.35/kg CPT Heathrow.

Thanks,
Karla""",
"follow-up on the writer's own trial pallet; Hi Stewart; the sender by given name only; the company named in subject and body without Ltd; Heathrow; CPT",
"follow_up", "en",
("company_missing", "body", [("Trial pallet of okra for Evans Fresh Imports", "Trial pallet of okra for your company"), ("If Evans Fresh Imports is happy", "If your company is happy")], "your company", "every mention of the company, subject and body, replaced by 'your company'"), "your company", "Evans Fresh Imports Ltd"),

M("P004", "s1", "Quick question: burgundy okra?",
"""Hi Michael,

One quick question: do your customers buy red (burgundy) okra as well as green? We have a small planting of Red Burgundy that will be ready in February, and as purchasing manager at Shaw Produce Distributors you would know whether there is demand for it in Texas.

Thanks,
Karla Rugama
Hortalizas Valle de Sébaco, S.A.""",
"one-question note; the recorded title in lower case in an English sentence; the company in full without LLC; Texas",
"first", "en",
("title_wrong", "body", "as purchasing manager at Shaw Produce", "as sales manager at Shaw Produce", "a sales title in place of the recorded purchasing title"), "sales manager", "purchasing manager"),

M("P007", "s1", "Bitter gourd season starts in December",
"""Hello Erica,

A short note to let you know that our winter bitter gourd harvest in Sébaco starts on 8 December. Both the Chinese type and the Indian karela are looking good this year after a dry November.

If Johnson Asian Foods would like a standing order through March, I can reserve volume now. Our updated price list is on www.hortalizassebaco.com.ni under "Export".

Best regards,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"seasonal note; Hello Erica; karela; the sender's website in the text; the company without Inc.",
"first", "en",
("sender_wrong", "body", "www.hortalizassebaco.com.ni", "www.hortalizasebaco.com.ni", "the sender's website with one s lost")),

M("P011", "s1", "Re: long eggplant offer - photos and price",
"""Dear Team Leader Lee,

Following my e-mail last week, I attach photos of this week's harvest of long eggplant and our price for 주식회사 이농산:

- Chinese long type, 25-35 cm, 5 kg box: USD 2.10/kg CPT Incheon
- minimum 1 ULD (about 600 boxes per week)

Please let me know if you would like Korean labels on the boxes; our packhouse can print them.

Best regards,
Karla Rugama
Hortalizas Valle de Sébaco, S.A.""",
"follow-up on the writer's own offer; 'Team Leader Lee' (the title 구매팀장 rendered in English with the family name); the company in Hangul; CPT Incheon; ULD",
"follow_up", "en",
("company_misspelled", "body", "주식회사 이농산", "주식회사 이농사", "the last syllable 산 changed to 사"), "주식회사 이농사", "주식회사 이농산"),

M("P013", "s1", "Long eggplant during Passover",
"""Hi Elinor,

I know that around Passover many importers in Israel want extra vegetables and that deliveries must arrive before the holiday. If דוד יבוא ירקות needs long eggplant for that week, we would have to fly it out of Managua by 10 April.

Shall I keep some boxes aside for you?

Best,
Karla""",
"one-question seasonal note; Hi Elinor (the Hebrew name in Latin); the company in Hebrew without בע\"מ; Passover; Managua; the sender by given name only",
"first", "en",
("contact_wrong", "body", "Hi Elinor", "Hi Elior", "the given name changed to another Hebrew name"), "Elior", "Elinor"),

M("P015", "s1", "Long eggplant - Japanese type now available",
"""Dear Ms Monte,

Besides the Chinese long eggplant we mentioned in our first e-mail, we now also grow a Japanese type: darker, thinner skin, 20-25 cm, very popular with restaurants. It ships in the same 5 kg boxes and can travel in the same air consignment to Zurich.

Would Monte Ortofrutta like to try both types in one shipment?

Kind regards,
Karla Rugama
Coordinadora de Exportaciones
Hortalizas Valle de Sébaco, S.A.""",
"stand-alone note on a new variety; Dear Ms Monte; the company without SA; Zurich",
"first", "en",
("category_wrong", "body", "Besides the Chinese long eggplant we mentioned", "Besides the zucchini we mentioned", "zucchini, a neighbouring vegetable the sender does not sell"), "zucchini", "Chinese long eggplant"),

M("P016", "s2", "Trucks of broom grass to Nong Khai from January",
"""เรียน คุณจณิตตา

Following our price of THB 38,500 per tonne DAP Nong Khai, I would like to confirm the truck schedule for the new season:

- first truck: 15 January, about 9 t
- then one truck every ten days until the end of March
- each truck with a phytosanitary certificate and a Lao certificate of origin (Form D for ATIGA)

Please confirm that บริษัท นฤทุกข์ เทรดดิ้ง จำกัด can receive on these dates.

ขอบคุณครับ
Phonesavanh""",
"follow-up on the writer's own price; Thai greeting and closing, English body; the company in Thai script; Form D, ATIGA; DAP Nong Khai; the sender by given name only",
"follow_up", "part",
("company_foreign", "body", "บริษัท นฤทุกข์ เทรดดิ้ง จำกัด can receive", "昆明周氏工贸有限公司 can receive", "another buyer's company (China, same category)"), "昆明周氏工贸有限公司", "บริษัท นฤทุกข์ เทรดดิ้ง จำกัด"),

M("P018", "s2", "Broom grass - delivery to Ukraine by rail?",
"""Dear Mr Hunko,

Since sea freight to Odesa is still difficult, a customer suggested another route: by rail from Laos through China and Kazakhstan, then on to Ukraine through Poland. Transit is about 25 days.

Would ТОВ «Гунько Віник» consider a trial of 5 t on this route? The price would be USD 1,120 per tonne DAP Mostyska.

Best regards,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.""",
"one-question note on a route; Dear Mr Hunko (the family name romanised from Гунько); the company in Cyrillic; China, Kazakhstan and Poland as transit countries; Odesa, Mostyska; DAP",
"first", "en",
("country_wrong", "body", "then on to Ukraine through Poland", "then on to Belarus through Poland", "the buyer is in Ukraine"), "Belarus", "Ukraine"),

M("P020", "s2", "New benzoin harvest - grade 3 siftings",
"""Namaste Binod ji,

The new benzoin harvest from Houaphan has come in, and we have about 2 tonnes of grade 3 siftings, which suit dhoop mass very well. The price is USD 9.80/kg CFR Kolkata.

Would शाही धूप उद्योग like to reserve part of this lot?

Regards,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.""",
"stand-alone new-harvest note; Namaste Binod ji in Latin letters; the company in Devanagari; Houaphan; CFR Kolkata (India)",
"first", "en",
("artifact", "body", "which suit dhoop mass very well", "which suitdhoop mass very well", "two words fused"), "suitdhoop", "suit dhoop"),

M("P023", "s2", "Sticklac colour index",
"""Dear Suzuki-san,

May I ask which colour index Suzuki Shellac needs for its food-grade shellac? Our sticklac from Phongsaly gives a lighter seedlac than the Oudomxay lots, and I could reserve the lighter material for you if colour matters.

Best regards,
Phonesavanh Keomany
Export Manager
Nam Ou Forest Products Sole Co., Ltd.""",
"one-question note; Dear Suzuki-san; the company short; seedlac named as what sticklac gives; Phongsaly, Oudomxay",
"first", "en",
("note_wrong", "body", "May I ask which colour index", "It was good to meet you at in-cosmetics Asia in Bangkok. May I ask which colour index", "a meeting at a fair for a buyer with no note"), "It was good to meet you at in-cosmetics Asia in Bangkok.", "May I ask which colour index"),

M("P024", "s2", "Sticklac price for Niță Coatings",
"""Dear Mrs Niță,

As promised, here is our price for cleaned sticklac for Niță Coatings: USD 4.60/kg CFR Constanța for 5 t, USD 4.35/kg for 10 t or more. Shipment about six weeks after order.

Mulțumesc,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.""",
"stand-alone price note; Dear Mrs Niță; the company in subject and body; a Romanian thank-you; CFR Constanța",
"first", "en",
("company_missing", "body", [("Sticklac price for Niță Coatings", "Sticklac price for your company"), ("cleaned sticklac for Niță Coatings:", "cleaned sticklac for your company:")], "your company", "every mention of the company, subject and body, replaced by 'your company'"), "your company", "Niță Coatings S.R.L."),

M("P025", "s3", "Shipping note - pyrethrum extract lot NY-26-114",
"""Dear Ms Murray,

Your first order of pale refined pyrethrum extract 50% (lot NY-26-114, 8 drums of 20 kg) left Kigali today on Ethiopian Airlines via Addis Ababa to Chicago. AWB 071-4412 3390. The COA, packing list and commercial invoice are attached; the OMRI certificate was sent last week.

Best regards,
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd""",
"stand-alone shipping note; Dear Ms Murray; Addis Ababa (Ethiopia) as transit, Chicago; OMRI and COA from the note",
"first", "en",
("sender_wrong", "body", "Claudine Uwimana\nResponsable", "Claudine Uwimane\nResponsable", "the sender's family name with one letter changed"), "Claudine Uwimane", "Claudine Uwimana"),

M("P026", "s3", "Pyrethrum extract 25% - new price",
"""Hi David,

A quick note: from January our crude pyrethrum extract 25% will be USD 118/kg CIP Sydney, down from USD 126, because the new flower crop in the Virunga foothills is large. Refined 50% stays at USD 236/kg.

Let me know if Ramirez Agrichem would like to lock in a quantity.

Cheers,
Claudine""",
"stand-alone price note; Hi David; the company without Pty Ltd; CIP Sydney; the sender by given name only",
"first", "en",
("contact_wrong", "body", "Hi David", "Hi Daniel", "the given name changed"), "Daniel", "David"),

M("P028", "s3", "Coltan grade for your Ningxia plant",
"""马主管您好，

I have not heard back about our coltan concentrate offer. Perhaps a lower grade is easier for your plant: we can also supply Ta2O5 24-26% at a lower price per unit, iTSCi-tagged as always, CIF Tianjin.

As 原料采购主管 at 宁夏马钽业有限公司, would you prefer that grade?

谢谢！
Claudine Uwimana""",
"stand-alone one-question note; Chinese greeting and thanks, English body; the title and the company in Chinese in an English sentence; Ningxia; CIF Tianjin",
"first", "part",
("title_wrong", "body", "As 原料采购主管 at", "As 销售主管 at", "a sales title in place of the recorded raw-material purchasing head"), "销售主管", "原料采购主管"),

M("P029", "s3", "Coltan assays for Davõdov Metals",
"""Dear Mr Davõdov,

Please find our last three coltan assays attached (Ta2O5 29.6-32.0%), in case they help Davõdov Metals compare our material with its current sources.

Kind regards,
Claudine Uwimana
Nyabarongo Agro & Minerals Ltd""",
"stand-alone note with assays; Dear Mr Davõdov; the company without AS",
"first", "en",
("company_misspelled", "body", "help Davõdov Metals compare", "help Davodov Metals compare", "the õ of the company lost"), "Davodov Metals", "Davõdov Metals"),

M("P031", "s3", "Bird's eye chillies - harvest update",
"""Dear Catharina,

Our dry-season harvest of bird's eye chillies is at its peak, and we have 6 t of stemless, sun- and solar-dried pods ready for shipment from Mombasa in January. Pungency of this lot: 62,000 SHU.

Would Booden Specerijen like a pre-shipment sample?

Kind regards,
Claudine Uwimana
Nyabarongo Agro & Minerals Ltd""",
"stand-alone harvest note; Dear Catharina; SHU; Mombasa (Kenya)",
"first", "en",
("category_wrong", "body", "harvest of bird's eye chillies is", "harvest of habanero peppers is", "habanero peppers, a neighbouring chilli the sender does not sell"), "habanero peppers", "bird's eye chillies"),

M("P034", "s4", "Re: Tongan kabocha squash for Hanul Seo",
"""Dear Ms Seo,

I wanted to follow up on my e-mail about kabocha squash. Our growers in Tongatapu have started planting, and bookings for November-January reefers close at the end of August.

If Hanul Seo would like one or two containers, please let me know by then, and I will send the price CFR Busan.

Kind regards,
Losaline Fifita
Vava'u Island Traders Ltd""",
"follow-up on the writer's own offer; Dear Ms Seo; the company without Co., Ltd., in subject and body; Tongatapu; CFR Busan",
"follow_up", "en",
("company_missing", "body", [("Re: Tongan kabocha squash for Hanul Seo", "Re: Tongan kabocha squash for your company"), ("If Hanul Seo would like", "If your company would like")], "your company", "every mention of the company, subject and body, replaced by 'your company'"), "your company", "Hanul Seo Co., Ltd."),

M("P036", "s4", "A new fola'osi from Vava'u",
"""Kia ora Summer,

A women's group in Neiafu has just finished a fola'osi of 10 x 24 langanga with a rare manulua kupesi. I thought of Toms Pasifika Arts Limited first, because you asked me about large ngatu at the Pasifika Festival.

I can send photos if you are interested.

'Ofa atu,
Losaline""",
"stand-alone note on a new piece; Kia ora + given name; the company in full; fola'osi, langanga, manulua kupesi; the large ngatu and the festival from the note; the sender by given name only",
"first", "en",
("artifact", "body", "Toms Pasifika Arts Limited first", "Toms Pasifika Arts Limited Limited first", "doubled legal form"), "Limited Limited", "Limited first"),

M("P037", "s4", "Ngatu for graduation season",
"""Hello Brian,

Graduation season is coming, and many families order ngatu and smaller tapa for the ceremonies in May and June. If Koch Polynesian Imports wants stock in time, orders should reach us by mid-March: the women's groups need about eight weeks.

Warm regards,
Losaline Fifita
Vava'u Island Traders Ltd""",
"stand-alone seasonal note; Hello Brian; the company without LLC; ngatu",
"first", "en",
("company_foreign", "body", "If Koch Polynesian Imports wants stock", "If Toms Pasifika Arts wants stock", "another buyer's company (New Zealand, same category)"), "Toms Pasifika Arts", "Koch Polynesian Imports"),

M("P038", "s4", "Tapa catalogue for Klein Island Crafts",
"""Dear Natalie,

As promised, I attach our tapa catalogue with retail-ready sizes and prices in Australian dollars, DAP Brisbane. Every piece comes with the DAFF declaration.

Kind regards,
Losaline Fifita
Export Manager, Vava'u Island Traders Ltd""",
"stand-alone catalogue note; Dear Natalie; the company in the subject; prices in Australian dollars; DAFF; DAP Brisbane",
"first", "en",
("country_wrong", "body", "prices in Australian dollars", "prices in New Zealand dollars", "the buyer is in Australia"), "New Zealand dollars", "Australian dollars"),
]
