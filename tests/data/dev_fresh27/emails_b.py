"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N021 P021 -- English, first contact after Kingpins (follow-up kind)
    Mail("P021", "s2",
         "Natural indigo after Kingpins New York",
         "Hi Gilbert,\n\n"
         "Great to meet you at Kingpins New York. You mentioned that your GOTS certifier needs to accept "
         "any natural dye you bring in. Our añil is plant-based indigo from El Salvador, processed with "
         "water only, and it has been used by GOTS-certified dye houses in Europe; I can send the "
         "documentation your certifier will want to see.\n\n"
         "We supply Phillips Denim Works in 10 kg bags or 200 kg lots, DAP New York.\n\n"
         "Talk soon,\nRafael\n\n"
         "Rafael Menjívar Alvarado | Bálsamo del Pacífico, S.A. de C.V. | +503 2451 7820",
         "English, first names; fair and GOTS from the note; company without legal form",
         Twin("artifact", "body", "We supply Phillips Denim Works in 10 kg bags",
              "We supply Phillips Denim Works in 10 kg bags or in in 10 kg bags",
              "We supply Phillips Denim Works in 10 kg bags", "a doubled word and a repeated phrase",
              found="or in in 10 kg bags")),
    # N022 P022 -- English reply to FDA / price request
    Mail("P022", "s2",
         "Frozen loroco: FDA registration and 1 lb prices",
         "Dear Ms Hodges,\n\n"
         "Thank you for your inquiry. Our FDA food facility registration number is on the attached "
         "certificate, and our frozen loroco buds are IQF, packed in 1 lb bags, 20 bags to a case.\n\n"
         "Prices for Hodges Hispanic Foods: USD 4.85 per 1 lb bag FOB Acajutla, or USD 5.60 delivered "
         "to Los Angeles in reefer containers. Pupuserías usually prefer our whole buds, which keep "
         "their flavour in the masa.\n\n"
         "Best regards,\n"
         "Rafael Menjívar\nInternational Sales Manager\nBálsamo del Pacífico, S.A. de C.V.",
         "English; the note's FDA number and 1 lb bag prices; pupuserías in LA",
         Twin("company_missing", "body", "Prices for Hodges Hispanic Foods:", "Prices for your business:",
              "Hodges Hispanic Foods, Inc.", "the buyer's company is never named", found="your business")),
    # N023 P023 -- English cold
    Mail("P023", "s2",
         "Frozen loroco for Nunez Specialty Foods",
         "Dear Victoria,\n\n"
         "Loroco, the edible flower bud Salvadorans put in pupusas, is hard to find fresh in Canada, so I "
         "wanted to introduce our IQF frozen loroco buds to Nunez Specialty Foods.\n\n"
         "We pack in 1 lb retail bags and 10 kg foodservice cartons and ship in reefers to Toronto or "
         "Montreal.\n\n"
         "If you are interested, I can send a price list in Canadian dollars.\n\n"
         "Saludos,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "English with Spanish closing; first name; company without legal form",
         Twin("contact_wrong", "body", "Dear Victoria,", "Dear Valeria,",
              "Victoria Nunez", "another given name in the greeting", found="Valeria")),
    # N024 P024 -- Spanish cold
    Mail("P024", "s2",
         "Loroco congelado de El Salvador",
         "Estimado Javi:\n\n"
         "Le escribo de Bálsamo del Pacífico, en Sonsonate. Sabemos que Alimentación Latina Palacio "
         "distribuye productos centroamericanos en España y quería ofrecerle nuestro loroco congelado, "
         "en botón entero, ideal para pupusas y salsas.\n\n"
         "Lo enviamos en cajas de 10 kg o bolsas de 454 g, CFR Valencia o Algeciras.\n\n"
         "Quedo atento a sus comentarios.\n\n"
         "Saludos cordiales,\n"
         "Rafael Antonio Menjívar Alvarado\nJefe de Ventas Internacionales\nBálsamo del Pacífico, S.A. de C.V.",
         "Spanish; recorded given name Javi; company without legal form",
         Twin("company_foreign", "body", "Sabemos que Alimentación Latina Palacio", "Sabemos que Hodges Hispanic Foods",
              "Alimentación Latina Palacio S.A.", "another loroco buyer's company (United States)",
              found="Hodges Hispanic Foods")),
    # N025 P025 -- German, first contact after ProWein (follow-up kind)
    Mail("P025", "s3",
         "Vranec Barrique – unser Gespräch auf der ProWein",
         "Lieber Herr Börner,\n\n"
         "vielen Dank für Ihren Besuch an unserem Stand auf der ProWein in Düsseldorf. Wie besprochen, "
         "schicke ich Ihnen unser Angebot für den Vranec Barrique 2021 aus dem Tikveš-Gebiet: 7,40 EUR "
         "pro Flasche ab Keller Kavadarci, also unter Ihrer Grenze von 8 Euro.\n\n"
         "Der Wein reift 12 Monate in mazedonischer Eiche und hat 14 % Alkohol. Für den Weinhandel Börner "
         "kann ich gern sechs Musterflaschen schicken.\n\n"
         "Herzliche Grüße aus Kavadarci\n"
         "Biljana Stojanovska\nExportmanagerin\nCrna Reka Trade DOOEL",
         "German; fair and price ceiling from the note; ex cellar; sender title translated",
         Twin("note_wrong", "body", "auf der ProWein in Düsseldorf", "auf der Vinitaly in Verona",
              "ProWein in Düsseldorf", "the note records ProWein, not Vinitaly", found="Vinitaly in Verona")),
    # N026 P026 -- English cold, Polish buyer
    Mail("P026", "s3",
         "Vranec from North Macedonia for Znojek Wina Bałkańskie",
         "Dear Ms Znojek,\n\n"
         "As Balkan wines are your speciality, I would like to introduce Crna Reka Trade, a wine "
         "exporter from Kavadarci, in the heart of the Tikveš region.\n\n"
         "Our Vranec red wine is offered in three lines: a young Vranec, a reserve and a barrique, all "
         "with Polish back labels on request. Znojek Wina Bałkańskie could receive a mixed pallet by "
         "truck within a week.\n\n"
         "Best regards,\n"
         "Biljana Stojanovska\nMenadžer za izvoz / Export Manager\nCrna Reka Trade DOOEL",
         "English; company short form with Polish ł and ń; sender title in Latin transliteration",
         Twin("company_misspelled", "body", "Znojek Wina Bałkańskie could", "Znojek Wina Balkańskie could",
              "Znojek Wina Bałkańskie Sp. z o.o.", "ł written as l", found="Znojek Wina Balkańskie")),
    # N027 P027 -- simplified Chinese reply
    Mail("P027", "s3",
         "Vranec 红葡萄酒：中文背标及上海 CIF 报价",
         "赵经理您好：\n\n"
         "感谢您对我们北马其顿 Vranec 红葡萄酒的兴趣。按您的要求，我们可以为上海赵氏酒业提供中文背标，"
         "混装货柜（青年款、珍藏款和橡木桶款）CIF 上海报价见附件。\n\n"
         "如需样酒，请告诉我收件地址。\n\n"
         "祝好\n"
         "Biljana Stojanovska\n出口经理\nCrna Reka Trade DOOEL\nKavadarci, North Macedonia\n+389 43 412 655",
         "Simplified Chinese; note's back labels, CIF Shanghai, mixed container; sender title in Chinese",
         Twin("sender_wrong", "body", "Crna Reka Trade DOOEL", "Crna Rijeka Trade DOOEL",
              "Crna Reka Trade DOOEL", "the sender's company misspelled (Croatian Rijeka)")),
    # N028 P028 -- English cold
    Mail("P028", "s3",
         "Ferronickel from Kavadarci",
         "Dear Mr Saarela,\n\n"
         "I am writing from Crna Reka Trade in North Macedonia. We market ferronickel granules from the "
         "Kavadarci smelter, with 18-22% Ni and low phosphorus, in 1 t big bags.\n\n"
         "For a stainless producer like Saarela Metalli, we can offer monthly deliveries by rail and sea "
         "via Thessaloniki to Finnish ports.\n\n"
         "Could I send you our specification and recent analyses?\n\n"
         "Kind regards,\n"
         "Biljana Stojanovska\nExport Manager, Crna Reka Trade DOOEL\n+389 43 412 655",
         "English; Finnish ports; company without legal form",
         Twin("category_wrong", "body", "We market ferronickel granules", "We market ferrochrome lumps",
              "ferronickel", "ferrochrome, a neighbouring alloy the buyer did not ask about",
              found="ferrochrome lumps")),
    # N029 P029 -- English with Korean
    Mail("P029", "s3",
         "Ferronickel offer for 고산특수강 주식회사",
         "고성호 팀장님께,\n\n"
         "I am Biljana Stojanovska of Crna Reka Trade, North Macedonia. We supply ferronickel granules "
         "(around 20% Ni) to stainless steel mills.\n\n"
         "As 원료구매팀장 of 고산특수강, you may be looking at new sources. We can ship CFR Busan or "
         "Gwangyang in 1 t big bags, with SGS analysis.\n\n"
         "감사합니다.\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English with Korean greeting; title and company short form in Hangul inside English",
         Twin("artifact", "body", "We can ship CFR Busan or Gwangyang", "We can ship CFR Busan or",
              "We can ship CFR Busan or Gwangyang", "a sentence cut off in the middle",
              found="We can ship CFR Busan or in")),
    # N030 P030 -- French cold
    Mail("P030", "s3",
         "Ferronickel de Macédoine du Nord",
         "Monsieur Demir,\n\n"
         "Je me permets de vous contacter au nom de Crna Reka Trade, exportateur de ferronickel basé à "
         "Kavadarci. Nous livrons des granulés à environ 20 % de nickel aux aciéries inoxydables en "
         "Belgique et dans le reste de l'Europe.\n\n"
         "Nous serions heureux de proposer aux Aciéries Demir des livraisons régulières par camion ou "
         "par train jusqu'à Charleroi.\n\n"
         "Veuillez agréer, Monsieur, mes salutations distinguées.\n\n"
         "Biljana Stojanovska\nResponsable export\nCrna Reka Trade DOOEL",
         "French; formal closing; company with article 'aux Aciéries Demir'",
         Twin("country_wrong", "body", "aux aciéries inoxydables en Belgique", "aux aciéries inoxydables au Luxembourg",
              "Belgium", "Luxembourg is not the buyer's country", found="au Luxembourg")),
    # N031 P031 -- English reply, Turkish greeting
    Mail("P031", "s3",
         "Prilep-type leaf: 2024 crop samples",
         "Sayın Cihandide Bey,\n\n"
         "Thank you for your request. We are sending samples of our 2024 crop of Prilep-type oriental "
         "tobacco leaf, grades 1 to 3, by courier to Akdeniz Yaprak Tütün this week. The moisture of "
         "the bales is 11-12%; the lab sheets are attached.\n\n"
         "As Yaprak Tütün Alım Müdürü you will know the Prilep style well: small, aromatic leaves that "
         "suit blends.\n\n"
         "Saygılarımla,\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English with Turkish greeting (given name + Bey) and closing; title in Turkish inside English",
         Twin("title_wrong", "body", "As Yaprak Tütün Alım Müdürü", "As Yaprak Tütün Satış Müdürü",
              "Yaprak Tütün Alım Müdürü", "a sales manager's title for the purchasing manager",
              found="Yaprak Tütün Satış Müdürü")),
    # N032 P032 -- English with Arabic greeting, no note
    Mail("P032", "s3",
         "Oriental tobacco leaf from North Macedonia",
         "السيد محمود عبد الحميد المحترم،\n\n"
         "I am writing to offer شركة عبد الحميد لتجارة الدخان oriental tobacco leaf from the Prilep and "
         "Tikveš regions of North Macedonia: sun-cured, aromatic, packed in 40 kg bales.\n\n"
         "We can ship CIF Alexandria with phytosanitary certificates and a full grade list.\n\n"
         "مع أطيب التحيات،\nBiljana Stojanovska\nCrna Reka Trade DOOEL\n+389 43 412 655",
         "English with Arabic greeting and closing; company in Arabic script inside English",
         Twin("company_missing", "body", "I am writing to offer شركة عبد الحميد لتجارة الدخان oriental",
              "I am writing to offer your company oriental",
              "شركة عبد الحميد لتجارة الدخان", "the buyer's company is never named", found="your company")),
    # N033 P033 -- Bulgarian (the note prefers Bulgarian)
    Mail("P033", "s3",
         "Ориенталски тютюн от Северна Македония",
         "Уважаема г-жо Мангъфова,\n\n"
         "Радвам се, че се запознахме на Международния панаир в Пловдив. Както обещах, Ви изпращам "
         "информация за ориенталския тютюн от реколта 2024 г. от района на Прилеп.\n\n"
         "За „Мангъфова Тютюн“ можем да доставим листа на бали по 40 кг, франко склад Пловдив.\n\n"
         "С уважение,\nБиляна Стояновска\nCrna Reka Trade DOOEL\nКавадарци, Северна Македония",
         "Bulgarian as the note prefers; fair from the note; company without legal form in Bulgarian quotes; sender name in Bulgarian spelling",
         Twin("contact_wrong", "body", "Уважаема г-жо Мангъфова,", "Уважаема г-жо Манолова,",
              "Клара Мангъфова", "another family name in the greeting", found="г-жо Манолова")),
    # N034 P034 -- English with Thai greeting
    Mail("P034", "s4",
         "Ceylon moonstones for บริษัท เลขะพันธุ์ อัญมณี จำกัด",
         "เรียน คุณสหัสมณี\n\n"
         "My name is Nadeeka Wickramasinghe, export manager of Sabaragamuwa Gem & Coir in Ratnapura, "
         "Sri Lanka. We cut and sort Ceylon moonstones with a strong blue sheen, from 4 mm rounds to "
         "calibrated cabochons.\n\n"
         "I would like to offer บริษัท เลขะพันธุ์ อัญมณี จำกัด parcels for your jewellery lines in "
         "Bangkok, with free memo for the first order.\n\n"
         "ขอบคุณค่ะ\nNadeeka Wickramasinghe\nSabaragamuwa Gem & Coir (Private) Limited",
         "English with Thai greeting (given name) and thanks; company in Thai inside English",
         Twin("company_misspelled", "body", "I would like to offer บริษัท เลขะพันธุ์ อัญมณี จำกัด",
              "I would like to offer บริษัท เลขพันธุ์ อัญมณี จำกัด",
              "บริษัท เลขะพันธุ์ อัญมณี จำกัด", "a vowel (ะ) dropped from the family name",
              found="บริษัท เลขพันธุ์ อัญมณี จำกัด")),
    # N035 P035 -- English with Hebrew greeting
    Mail("P035", "s4",
         "Blue-sheen moonstones from Ratnapura",
         "שלום אלרואי,\n\n"
         "I hope this finds you well. I'm Nadeeka from Sabaragamuwa Gem & Coir in Ratnapura, Sri "
         "Lanka's gem town. We supply Ceylon moonstones, mostly blue-sheen cabochons from 5x7 mm to "
         "10x14 mm.\n\n"
         "If רזניק אבני חן is buying for the Ramat Gan exchange, I'd be happy to send a parcel on memo.\n\n"
         "Best wishes,\n"
         "Nadeeka Kumari Wickramasinghe\nExport Manager\nSabaragamuwa Gem & Coir (Private) Limited\n"
         "nadeeka@sabaragamuwagemcoir.lk",
         "English with Hebrew greeting (given name); company short form in Hebrew",
         Twin("sender_wrong", "body", "nadeeka@sabaragamuwagemcoir.lk", "nadeeka@sabaragamuwagemcoir.com",
              "nadeeka@sabaragamuwagemcoir.lk", "the sender's e-mail domain .com for .lk")),
    # N036 P036 -- Russian cold
    Mail("P036", "s4",
         "Цейлонский лунный камень для «Федорова Самоцветы»",
         "Уважаемая Елена,\n\n"
         "меня зовут Надика Викрамасингхе, я менеджер по экспорту компании Sabaragamuwa Gem & Coir "
         "(Шри-Ланка). Мы предлагаем цейлонский лунный камень с синим отливом: кабошоны и калиброванные "
         "вставки.\n\n"
         "Будем рады предложить ООО «Федорова Самоцветы» партии от 500 карат. Могу выслать фото и прайс-лист.\n\n"
         "С уважением,\nНадика Викрамасингхе\nSabaragamuwa Gem & Coir (Private) Limited",
         "Russian; sender name in Cyrillic; company in full inside a Russian sentence",
         Twin("company_foreign", "body", "предложить ООО «Федорова Самоцветы» партии", "предложить ООО «Аврамчук Глинозем» партии",
              "ООО «Федорова Самоцветы»", "another Cyrillic-script buyer's company of this set",
              found="ООО «Аврамчук Глинозем»")),
    # N037 P037 -- Dutch, first contact after GreenTech (follow-up kind)
    Mail("P037", "s4",
         "Cocopeat growbags – na GreenTech Amsterdam",
         "Beste Philip,\n\n"
         "Leuk dat we elkaar spraken op GreenTech Amsterdam. Zoals beloofd stuur ik je de gegevens van "
         "onze cocopeat growbags: RHP-gecertificeerd, gebufferd en gewassen tot een EC onder 0,5 mS/cm.\n\n"
         "Voor Muller Substraten kunnen we slabs van 100 x 15 x 10 cm leveren, CIF Rotterdam.\n\n"
         "Hartelijke groet,\n"
         "Nadeeka Wickramasinghe\nSabaragamuwa Gem & Coir (Private) Limited\n+94 45 222 3847",
         "Dutch (je-form); the note's fair, RHP and EC; company without legal form",
         Twin("note_wrong", "body", "op GreenTech Amsterdam", "op de IPM in Essen",
              "GreenTech Amsterdam", "the note records GreenTech Amsterdam, not IPM Essen", found="IPM in Essen")),
    # N038 P038 -- English reply to the permit question
    Mail("P038", "s4",
         "Coco peat grow bags: import permit and CIF Brisbane",
         "Dear Denise,\n\n"
         "Thanks for your questions. Coco peat into Australia needs an import permit under the "
         "biosecurity rules, and each shipment travels with a phytosanitary certificate and a heat "
         "treatment certificate, which we arrange in Sri Lanka before loading.\n\n"
         "For Reyes Hydroponics, a 40ft high-cube holds about 4,000 grow bags; our price is USD 1.35 per "
         "bag CIF Brisbane.\n\n"
         "Kind regards,\nNadeeka\n\n"
         "Nadeeka Wickramasinghe | Sabaragamuwa Gem & Coir (Private) Limited",
         "English; note's permit, treatment certificate and 40ft HC CIF Brisbane",
         Twin("country_wrong", "body", "Coco peat into Australia needs", "Coco peat into New Zealand needs",
              "Australia", "New Zealand is not the buyer's country", found="New Zealand")),
    # N039 P039 -- English reply to the bottle price request
    Mail("P039", "s4",
         "Kithul treacle 350 g bottles: prices",
         "Dear Sean,\n\n"
         "As promised, here are our prices for pure kithul treacle in 350 g glass bottles, 24 to a "
         "carton: GBP 2.10 per bottle CIF London Gateway for a 20ft container, GBP 2.45 for a mixed pallet "
         "by LCL.\n\n"
         "Our treacle is tapped from kithul palms around Ratnapura and has no added cane sugar, which the "
         "grocers in Tooting and Wembley will appreciate.\n\n"
         "Best regards,\n"
         "Nadeeka Wickramasinghe\nExport Manager\nSabaragamuwa Gem & Coir (Private) Limited",
         "English; the note's bottle size and the grocers",
         Twin("category_wrong", "body", "pure kithul treacle in 350 g glass bottles", "pure coconut treacle in 350 g glass bottles",
              "kithul treacle", "coconut treacle, a neighbouring product", found="coconut treacle")),
    # N040 P040 -- Japanese cold
    Mail("P040", "s4",
         "スリランカ産キトゥルトリークルのご案内",
         "三浦ナチュラルフーズ株式会社\n仕入担当 三浦明美様\n\n"
         "突然のご連絡失礼いたします。スリランカ・ラトゥナプラのSabaragamuwa Gem & Coirで輸出を担当して"
         "おりますナディーカと申します。\n\n"
         "当社のキトゥルトリークルは、キトゥル椰子の樹液を煮詰めた天然の甘味料で、砂糖を加えておりません。"
         "350 gのガラス瓶でお届けできます。\n\n"
         "サンプルをお送りしてもよろしいでしょうか。\n\n"
         "よろしくお願いいたします。\n"
         "Nadeeka Wickramasinghe\nSabaragamuwa Gem & Coir (Private) Limited",
         "Japanese; company, title and name in the address block; sender in katakana",
         Twin("artifact", "body", "天然の甘味料で、砂糖を加えておりません。",
              "天然の甘味料で、砂糖を加えておりません。砂糖を加えておりません。",
              "天然の甘味料で、砂糖を加えておりません。", "a repeated clause",
              found="砂糖を加えておりません。砂糖を加えておりません。")),
]
