"""N001-N020: first e-mails to W001-W020, written one by one from their buyers.csv rows."""

# ruff: noqa: E501 (the e-mail bodies keep one paragraph per line, as a mail client sends them)

from mail import Edit, Mail

MAILS = [
    Mail("W001", "s1", "Carnaubawachs T1 – Ihre Musteranfrage von der Automechanika",
         """Sehr geehrter Herr Scholtz,

vielen Dank für das Gespräch auf der Automechanika in Frankfurt. Wie besprochen senden wir Ihnen diese Woche ein Muster unserer Carnaubawachs-Flocken Typ 1 (T1, hellgelb) zu – 2 kg, mit Analysenzertifikat.

Für Autopolituren und Hartwachse setzen viele Kunden T1 ein; falls Scholtz Autopflege für dunklere Pasten auch T3 oder T4 prüfen möchte, legen wir gern ein kleines Muster bei.

Zur Einordnung: Lieferung in 25-kg-Säcken, ab Pecém (Fortaleza) per Container, CIF Hamburg oder Bremerhaven.

Mit freundlichen Grüßen

Maria Luíza Sobreira
Gerente de Exportação
Sertão Verde Exportadora Ltda.
Fortaleza, Brasilien""",
         "follow-up after a fair, wholly in German; note used (fair, T1 sample); category in German "
         "(Carnaubawachs); grades T1/T3/T4; company without legal form; sender signs with one "
         "surname; port and Incoterm",
         Edit("company_misspelled", "body", "falls Scholtz Autopflege", "falls Scholz Autopflege",
              "Scholtz Autopflege GmbH", "the family name in the company lost its t",
              found="Scholz Autopflege")),
    Mail("W002", "s1", "Carnauba wax from Brazil – T1/T3 flakes and powder for 山崎化成",
         """株式会社山崎化成
購買部長 山崎 洋介様

Dear Mr Yamazaki,

I am writing from Sertão Verde Exportadora in Fortaleza, in the north-east of Brazil, where carnauba palms grow wild in the backlands of Ceará and Piauí. We refine and export carnauba wax in flakes and powder:

- Type 1 (T1), light yellow, for cosmetics, food coatings and tablet polishing
- Type 3 (T3) and Type 4 (T4), for car polishes, floor care and inks
- micronised powder on request

Every lot ships with a COA (melting point 82-86 °C, acid value, colour) and can go CIF Tokyo or Kobe in 20 ft containers.

If 山崎化成 is reviewing its wax suppliers for the coming year, I would be glad to send samples and a price list.

Best regards,
Maria Luíza Sobreira Albuquerque
Export Manager
Sertão Verde Exportadora Ltda.""",
         "first e-mail; Japanese address block with 様, English body; contact romanised "
         "(Mr Yamazaki for 山崎); company short form 山崎化成 in the subject and body; grades, "
         "uses of other industries (car polishes, inks); sender's title in English",
         Edit("company_foreign", "body", "If 山崎化成 is reviewing", "If 橋本食品 is reviewing",
              "株式会社山崎化成", "another Japanese buyer's company of this set (W034)",
              found="橋本食品")),
    Mail("W003", "s1", "Carnauba wax T1 for your lip balms – COA and non-GMO statement",
         """Hi Veronica,

I understand Fields Naturals makes lip balms and needs a COA and a non-GMO statement with every wax lot – both come as standard with our carnauba wax.

We ship T1 prime yellow flakes, refined in Fortaleza, Brazil:
• melting point 82–86 °C, low odour, light colour
• COA per lot, non-GMO and allergen statements
• 25 kg bags, or 10 kg cartons for smaller orders

Happy to send a 1 kg sample to your lab. Would that work for you?

Best,
Malu Sobreira
Export Manager | Sertão Verde Exportadora Ltda.
malu.sobreira@sertaoverde.example | +55 85 3271 4408""",
         "first e-mail opening from the note (lip balms, COA, non-GMO); wholly English; first "
         "name; company without legal form; product of another category's word (lip balms are "
         "the buyer's product); sender's nickname Malu",
         Edit("company_missing", "body", "Fields Naturals makes", "your company makes",
              "Fields Naturals Inc.", "the buyer's company replaced by a generic phrase",
              found="your company")),
    Mail("W004", "s1", "Cera carnauba per vernici e finiture legno – Sertão Verde (Brasile)",
         """Gentile Fiorino Cafarchia,

I'm writing in English, I hope that's fine. We are Sertão Verde Exportadora Ltda., a carnauba wax refiner and exporter in Fortaleza, Brazil.

For wood finishes and furniture polishes many Italian producers use our T3 and T4 grades: they give hardness and gloss at a lower cost than T1. We also offer a bleached, almost white grade for clear varnishes, which may suit Vernici Cafarchia's lighter finishes.

We ship CIF Genoa or La Spezia, in 25 kg bags on pallets, with a COA and SDS per lot.

May I send you our specifications and a sample?

Cordiali saluti,
Maria Luíza Sobreira
Export Manager
Sertão Verde Exportadora Ltda.""",
         "first e-mail; Italian subject, greeting and closing, English body; full name in the "
         "greeting; possessive without legal form (Vernici Cafarchia's); grades and bleached "
         "variety; ports",
         Edit("contact_wrong", "body", "Gentile Fiorino Cafarchia,", "Gentile Fiorenzo Cafarchia,",
              "Fiorino Cafarchia", "a near first name", found="Fiorenzo Cafarchia")),
    Mail("W005", "s1", "After in-cosmetics Global – carnauba wax for Μάστορας Καλλυντικά",
         """Αγαπητέ κύριε Μάστορα,

thank you for stopping by our stand at in-cosmetics Global in Amsterdam. As promised, here are the carnauba wax grades for lipsticks and mascaras:

- T1 flakes, refined and filtered, light yellow
- T1 micronised powder for pressed powders
- organic T1 (Ecocert) on request

All grades come with a COA and an allergen statement, and we ship CIF Limassol.

As Υπεύθυνος Προμηθειών at Μάστορας Καλλυντικά, you may want to compare them with your current wax; we can send 500 g of each grade.

Με εκτίμηση,
Maria Luíza Sobreira Albuquerque
Gerente de Exportação
Sertão Verde Exportadora Ltda.""",
         "follow-up after a fair from the note; Greek greeting with the vocative (Μάστορα) and "
         "Greek closing, English body; company in Greek script without ΛΤΔ; title in Greek in a "
         "sentence; cosmetics uses; sender's title in Portuguese",
         Edit("title_wrong", "body", "As Υπεύθυνος Προμηθειών at", "As Διευθυντής Πωλήσεων at",
              "Υπεύθυνος Προμηθειών", "a sales director instead of the procurement manager",
              found="Διευθυντής Πωλήσεων")),
    Mail("W006", "s1", "Technical CNSL, moisture below 1% – offer for Jain Friction Materials",
         """Dear Dipta Jain,

We understand you need technical cashew nut shell liquid with low moisture for friction dust. Our technical CNSL from Ceará is decanted and dehydrated before loading:

1. Moisture: max 1.0% (typically 0.6-0.8%)
2. Viscosity: 150-250 cPs at 30 °C
3. Cardanol content: 75-80%, polymerised matter below 20%
4. Packing: flexitanks, ISO tanks or 200 L drums

We ship from Pecém, CFR Nhava Sheva or Chennai; lead time is about four weeks from the contract.

Could you tell me your monthly volume, so that I can quote a firm price?

Kind regards,
Maria Luíza Sobreira
Export Manager
Sertão Verde Exportadora Ltda.
+55 85 3271 4408""",
         "first e-mail from the note (low-moisture technical CNSL); wholly English; numbered "
         "spec; category spelled out and as CNSL; cardanol (a CNSL fraction) named; ports",
         Edit("category_wrong", "body", "Our technical CNSL from Ceará",
              "Our refined castor oil from Ceará", "cashew nut shell liquid",
              "another industrial vegetable oil offered", found="refined castor oil")),
    Mail("W007", "s1", "Brazilian CNSL for resin production in China",
         """Dear Mr Tan,

Sertão Verde Exportadora is a Brazilian exporter of cashew nut shell liquid (CNSL). Resin makers use our technical CNSL as the raw material for cardanol, phenalkamine hardeners and friction resins, and I would like to offer it to Jiangsu Tan Resin as well.

Typical specification: moisture max 1%, ash max 1%, viscosity max 250 cPs at 30 °C. Packing in 20 ft flexitanks (about 20 t) or ISO tanks, CFR Shanghai or Zhangjiagang.

If you send me your current specification, I will check it against ours and come back with a price.

Best regards,
Maria Luíza Sobreira Albuquerque
Gerente de Exportação | Export Manager
Sertão Verde Exportadora Ltda.
Fortaleza, Brazil""",
         "first e-mail; wholly English; Mr + family name of a contact written family name "
         "first (Tan Chao); company without legal form; derived products named; sender's "
         "title in two languages",
         Edit("country_wrong", "subject", "resin production in China", "resin production in Taiwan",
              "China", "the buyer's country wrong in the subject", found="Taiwan")),
    Mail("W008", "s1", "장브레이크 CNSL 견적 – 4 ISO tanks per quarter",
         """장미경 팀장님께,

Thank you for your enquiry. As requested, here is our price for technical cashew nut shell liquid, 4 ISO tanks (about 80 t) per quarter:

- technical CNSL, moisture max 1%, viscosity max 250 cPs at 30 °C
- USD 1,180 per metric ton, CFR Busan, in ISO tanks
- validity 30 days; shipment 3-4 weeks after each call-off

We can fix the price for two quarters if 장브레이크 confirms the volume in one contract. A COA and an SDS will go with every tank.

감사합니다.

Maria Luíza Sobreira
Export Manager
Sertão Verde Exportadora Ltda.""",
         "reply to the quote the note records; Korean greeting with the title as address "
         "(팀장님) and Korean closing, English body; company short form without 주식회사; "
         "Incoterm and port",
         Edit("sender_wrong", "body", "Sertão Verde Exportadora Ltda.",
              "Sertão Verde Exportadora S.A.", "Sertão Verde Exportadora Ltda.",
              "the sender's legal form changed")),
    Mail("W009", "s1", "Cashew nut shell liquid for Çorlu Kimya",
         """Sayın Seydo Bey,

My name is Maria Luíza Sobreira and I export cashew nut shell liquid from Fortaleza, Brazil. In Turkey CNSL goes mostly into friction dust, epoxy curing agents and surfactants, and I thought it could interest Çorlu Kimya Sanayi A.Ş.

Our technical grade has moisture below 1% and a cardanol content of 75-80%; we also offer distilled cardanol. Shipments go CIF Mersin or Ambarlı in flexitanks.

Would you be the right person to receive our specification sheet, or should I write to a colleague in R&D?

Saygılarımla,
Maria Luíza Sobreira
Sertão Verde Exportadora Ltda.""",
         "first e-mail; Turkish greeting with first name + Bey and Turkish closing, English "
         "body; company with A.Ş.; company name holds a Turkish town (Çorlu); related product "
         "distilled cardanol; ports",
         Edit("artifact", "body", "Çorlu Kimya Sanayi A.Ş.", "Çorlu Kimya Sanayi A.Ş. A.Ş.",
              "Çorlu Kimya Sanayi A.Ş.", "doubled legal form", found="A.Ş. A.Ş.")),
    Mail("W010", "s1", "Following up – CNSL and cardanol for epoxy hardeners",
         """Hello Jari,

It was good to meet you at the European Coatings Show in Nuremberg. Many phenalkamine producers start from technical CNSL or distilled cardanol, and I thought of Köster Coatings' epoxy hardeners.

What we can supply:
- technical cashew nut shell liquid, moisture max 1%
- distilled cardanol, light colour, for coatings where colour matters

Both ship from Pecém to Rotterdam, CIF, in ISO tanks, or in IBCs for trial quantities. I will send our technical data sheets separately; let me know if you'd like a 20 L sample of each.

Met vriendelijke groet,
Malu Sobreira
Sertão Verde Exportadora Ltda.""",
         "follow-up after the fair in the note; English with a Dutch closing; first name; "
         "possessive without legal form (Köster Coatings'); related product cardanol; coatings "
         "(the buyer's industry) as another word",
         Edit("note_wrong", "body", "at the European Coatings Show in Nuremberg",
              "at ChinaCoat in Shanghai", "Met at the European Coatings Show in Nuremberg.",
              "a fair the note does not name", found="ChinaCoat in Shanghai")),
    Mail("W011", "s1", "Brazilian melons for the UK winter season – GLOBALG.A.P. certified",
         """Dear Lauren,

With two supermarket chains to keep in fruit from October to March, you'll know how little the Spanish and Moroccan melon seasons leave for the winter. That is when our growers in Rio Grande do Norte and Ceará are in full harvest.

Our partner farms grow and pack:
• Yellow Honeydew and Galia, 10 kg cartons, sizes 5-8
• Cantaloupe (Charentais type) and Piel de Sapo
• GLOBALG.A.P. and GRASP certified; SMETA audit available

Melons leave Natal and Pecém by reefer container for London Gateway; transit is about 14 days.

Could I send you our weekly availability for Young Fresh Produce from week 40?

Kind regards,
Maria Luíza Sobreira
Export Manager
Sertão Verde Exportadora Ltda.""",
         "first e-mail opening from the note (two chains, GLOBALG.A.P.); wholly English; "
         "first name; varieties; other countries named as competing origins (Spain, Morocco); "
         "regions and ports",
         Edit("company_misspelled", "body", "for Young Fresh Produce", "for Youngs Fresh Produce",
              "Young Fresh Produce Ltd", "an s added to the family name",
              found="Youngs Fresh Produce")),
    Mail("W012", "s1", "Meloenen uit Brazilië voor Bruyninckx Fruit – winterseizoen",
         """Beste Tom,

Ik ben Maria Luíza Sobreira van Sertão Verde Exportadora, een exporteur van verse meloenen uit het noordoosten van Brazilië. Van september tot maart oogsten onze telers in Ceará en Rio Grande do Norte gele meloen, Galia, Cantaloupe en Piel de Sapo.

Voor Bruyninckx Fruit kunnen we wekelijks containers leveren naar Antwerpen (CIF), in kartons van 10 kg, kalibers 5 tot 9, met GLOBALG.A.P.-certificaat.

Mag ik u onze prijslijst voor de komende weken sturen?

Met vriendelijke groeten,
Maria Luíza Sobreira
Gerente de Exportação
Sertão Verde Exportadora Ltda.""",
         "first e-mail wholly in Dutch (Flemish usage, Beste + first name with u); category in "
         "Dutch (meloenen); varieties; company without NV",
         Edit("company_foreign", "body", "Voor Bruyninckx Fruit kunnen", "Voor Camilleri Imports kunnen",
              "Bruyninckx Fruit NV", "another melon buyer's company of this set (W013, Malta)",
              found="Camilleri Imports")),
    Mail("W013", "s1", "Melons for Malta – small mixed loads",
         """Dear Mr Camilleri,

A short note from Brazil: we export fresh melons (Yellow, Galia and Cantaloupe) and can ship mixed reefer containers, which often suit an island market like Malta better than full loads of one variety.

Transit to Marsaxlokk (Malta Freeport) is about 16 days via Algeciras. If Camilleri Imports is interested, I can send prices CFR Malta for the coming season.

Best regards,
Maria Luíza Sobreira | Sertão Verde Exportadora Ltda. | Fortaleza, Brazil""",
         "short note; wholly English; Mr + surname; company without Ltd; port names and "
         "transhipment port in another country (Spain's Algeciras); one-line signature",
         Edit("company_missing", "body", "If Camilleri Imports is interested",
              "If your company is interested", "Camilleri Imports Ltd",
              "the buyer's company replaced by a generic phrase", found="your company")),
    Mail("W014", "s1", "Fruit Logistica follow-up: Brazilian melons for Bahrain",
         """السيد رامز الطحان المحترم،

thank you for visiting our stand at Fruit Logistica in Berlin. As discussed, we can supply fresh melons from Brazil to Bahrain by reefer container, direct to Khalifa Bin Salman Port or via Jebel Ali:

- Yellow Honeydew, 10 kg cartons, sizes 6-9
- Galia and Cantaloupe, 5 kg and 10 kg cartons
- a phytosanitary certificate and the GLOBALG.A.P. certificate with every shipment

I will send our price list CFR Khalifa Bin Salman Port this week.

مع أطيب التحيات،
Maria Luíza Sobreira
Export Manager
Sertão Verde Exportadora Ltda.""",
         "follow-up after the fair in the note; Arabic greeting and closing in Arabic script, "
         "English body; company not named; ports including one in another country (UAE)",
         Edit("contact_wrong", "body", "السيد رامز الطحان", "السيد رامي الطحان", "رامز الطحان",
              "a near first name (Rami for Ramez)", found="رامي الطحان")),
    Mail("W015", "s1", "Свежие дыни из Бразилии для ООО «Южный Фрукт»",
         """Уважаемая Евпраксия,

меня зовут Мария Луиза Собрейра, я менеджер по экспорту компании Sertão Verde Exportadora Ltda. (Форталеза, Бразилия). Пишу Вам как менеджеру по закупкам «Южного Фрукта»: с сентября по март мы поставляем свежие дыни — жёлтые (Yellow Honeydew), Galia, Cantaloupe и Piel de Sapo.

Дыни упакованы в коробки по 10 кг, калибры 5–9; отгрузка рефконтейнерами до Санкт-Петербурга, срок в пути около 25 дней. Все партии сопровождаются фитосанитарным сертификатом.

Если Вам интересно, пришлю прайс-лист на условиях CIF Санкт-Петербург.

С уважением,
Мария Луиза Собрейра
Sertão Verde Exportadora Ltda.""",
         "first e-mail wholly in Russian (the note prefers Russian); first name; company "
         "declined without ООО («Южного Фрукта»); title in Russian in the dative; sender's name "
         "in Cyrillic, company in Latin; category in Russian (дыни)",
         Edit("title_wrong", "body", "как менеджеру по закупкам", "как менеджеру по продажам",
              "Менеджер по закупкам", "a sales title for the purchasing one",
              found="менеджеру по продажам")),
    Mail("W016", "s2", "Your Waka kava sample is on its way",
         """Bula David,

Thanks for asking for a sample of our noble Waka powder. I've sent 500 g of Waka powder by DHL today; it is 100% lateral roots of noble varieties from Kadavu and Taveuni, dried and finely ground at our plant in Lautoka.

A few points for your paperwork:
- noble varieties only (no tudei), tested before export
- moisture below 12%, kavalactones about 8-10% on the lab report
- packed in 1 kg foil bags, 20 kg per carton

DHL tracking: 4417 2093 65

Vinaka vakalevu,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited
Lautoka, Fiji""",
         "sample note from the note (Waka sample); English with the sender's Fijian greeting and "
         "thanks; first name; grade Waka (lateral root) instead of the category's words; islands",
         Edit("category_wrong", "body", "I've sent 500 g of Waka powder",
              "I've sent 500 g of turmeric powder", "kava root powder",
              "another Pacific root powder named as the sample", found="turmeric powder")),
    Mail("W017", "s2", "Noble kava for Chandler Kava Bar",
         """Hi Tammy,

I came across Chandler Kava Bar while looking at kava bars in the US and wanted to introduce ourselves: Vanua Yaqona is a kava processor in Lautoka. We sell noble kava root powder straight from Fiji – Waka (lateral root) for strong, smooth shells, and Lewena (basal root) for everyday serving.

Bar owners usually start with a 10 kg trial in 1 kg bags; we ship by air to LAX, or by sea for larger orders, and we handle the FDA prior notice.

Want me to send our bar price list?

Vinaka,
Mereoni
Vanua Yaqona (Fiji) Pte Limited""",
         "short casual first e-mail; wholly English bar the sender's vinaka; owner's first name; "
         "company without LLC; sender signs with her first name and short company",
         Edit("country_wrong", "body", "straight from Fiji", "straight from Vanuatu", "Fiji",
              "the product's origin (the sender's country) given as a neighbouring kava country",
              found="Vanuatu")),
    Mail("W018", "s2", "Great to meet you at Pasifika – kava for Duncan Pacific Foods",
         """Kia ora Julia,

It was lovely to meet you at the Pasifika Festival in Auckland. Here is the summary I promised for Duncan Pacific Foods:

Kava root powder (noble varieties, Fiji)
• Waka (lateral roots) – 500 g and 1 kg retail packs, or 10 kg bulk
• Lewena (basal roots) – milder, popular with younger drinkers
• instant kava on request

We can pack under your label for New Zealand supermarkets and ship from Lautoka to Auckland in about six days.

As category manager you will want to see sell-through in other markets – happy to share our figures from Australia on a call.

Ngā mihi / Vinaka,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "follow-up after the event in the note; Māori greeting and closing with the Fijian one; "
         "title lower-cased in a sentence; varieties; another market named (Australia)",
         Edit("sender_wrong", "body", "Mereoni Ratuvou\n", "Mereoni Ratuvu\n", "Mereoni Ratuvou",
              "one letter of the sender's surname lost", found="Mereoni Ratuvu")),
    Mail("W019", "s2", "Crystallised ginger from Fiji – dices, slices and chunks",
         """Dear Mr Butler,

I am writing on behalf of Vanua Yaqona (Fiji) Pte Limited, a processor of Fijian ginger in Lautoka. Fiji ginger is young, low in fibre and bright in colour, which is why British confectioners have used it for decades in chocolate enrobing, biscuits and Christmas cakes.

For Butler & Sons Confectionery we could offer:
- crystallised ginger dices, 3-5 mm and 5-8 mm, sugar-rolled
- crystallised ginger slices and chunks for enrobing
- stem ginger in syrup, in 20 kg pails

Everything is packed in 10 kg cartons at a BRCGS-certified plant and shipped CIF Felixstowe or Southampton.

I would be glad to send samples of the dices and the chunks for your product development team.

Yours sincerely,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited
+679 666 0192""",
         "formal first letter; wholly English; Mr + surname; company with & but without Ltd; "
         "sizes and cuts; related product stem ginger in syrup; chocolate (another category's "
         "word) as a use",
         Edit("artifact", "body", "For Butler & Sons Confectionery we",
              "For Butler & Sons & Sons Confectionery we", "Butler & Sons Confectionery",
              "stuttered company name", found="Butler & Sons & Sons Confectionery")),
    Mail("W020", "s2", "廖記食品 – quotation for crystallised ginger in 20 kg cartons",
         """廖經理您好，

Thank you for your request. Please find our quotation for crystallised ginger in 20 kg cartons below:

1. Crystallised ginger slices, 2-4 mm – USD 3.45/kg
2. Crystallised ginger dices, 5-8 mm – USD 3.60/kg
3. Crystallised baby ginger chunks – USD 3.95/kg

Terms: CIF Keelung or Kaohsiung, one 20 ft container (mixed sizes allowed), payment by L/C at sight, validity 30 days. Shelf life 24 months.

If 廖記 needs smaller cartons for retail, we also pack 5 kg.

敬祝 商祺
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "quotation answering the note's request; traditional Chinese greeting (surname + 經理) "
         "and closing, English body; company short forms 廖記食品 and 廖記; numbered prices; "
         "ports",
         Edit("note_wrong", "body", "Thank you for your request.",
              "Thank you for visiting our factory in Lautoka last month.",
              "Asked for a quote for 20 kg cartons.", "a visit the note does not hold",
              found="Thank you for visiting our factory in Lautoka last month.")),
]
