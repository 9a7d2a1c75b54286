"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import B, Mail, Twin

MAILS = [
    Mail("P021", "s2",
         "Cassareep price list in CAD – with bilingual labels",
         B("""
            Dear Angelica,

            Thank you for your interest in our cassareep. Attached is our price list in Canadian dollars, as you asked.

            Our cassareep is made in Guyana the traditional way: the juice of bitter cassava is boiled down for hours with cinnamon, cloves and a little brown sugar until it is thick, dark and glossy. It is the base of Guyanese pepperpot, and the Caribbean grocers you supply in Scarborough will have customers asking for it every December.

            For Canada we print bilingual English/French labels with the Nutrition Facts table in both languages, so the bottles can go straight onto the shelf. We offer 250 ml and 400 ml glass bottles, 12 to a case; a mixed pallet holds 120 cases. Prices are DDP Toronto.

            If Schwartz Fine Foods Inc. would like samples for your category review, I can courier a case this week.

            Best regards,
            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            Bartica, Guyana
            +592 455 2318
         """),
         "English; reply to the note's request (price list in CAD, bilingual English/French labels) that uses its "
         "customers (Caribbean grocers in Scarborough); pepperpot; DDP Toronto",
         Twin("country_wrong", "body", [("For Canada we print bilingual", "For the United States we print bilingual")], "Canada",
              "the United States for a Canadian buyer", found="the United States")),

    Mail("P022", "s2",
         "Cassareep from Guyana for Saunders World Foods",
         B("""
            Dear Ms Saunders,

            I'm Shondelle Yhap, export marketing officer at Mazaruni Woods & Provisions Inc. in Bartica, Guyana. We make cassareep — the thick, black cassava sauce that gives Guyanese pepperpot its colour and its bittersweet depth — and we are looking for an importer in the UK.

            Britain has a large Guyanese and Caribbean community, and cassareep is one of the things they look for in the world-food aisle before Christmas. Ours is boiled down from fresh bitter cassava with cinnamon and cloves and has no added preservatives: cassareep keeps by itself.

            As Head of Buying you will want the practical side: 250 ml and 400 ml glass bottles, UK-compliant labels, a shelf life of 24 months, shipped CIF Felixstowe.

            Could I send you a sample case?

            Warm regards,
            Shondelle Yhap
            Mazaruni Woods & Provisions Inc.
            Bartica, Guyana | syhap@mazaruniwoods.gy
         """),
         "English (British spelling); cold introduction; the sender's title in lower case in a sentence; company short "
         "in the subject (no Ltd), not in the body; CIF Felixstowe",
         Twin("category_wrong", "body", [("We make cassareep — the thick", "We make browning sauce — the thick")], "cassareep",
              "Caribbean browning (burnt-sugar) sauce for cassareep", found="browning sauce")),

    Mail("P023", "s2",
         "Authentic Guyanese cassareep for Thornton Specialty Foods",
         B("""
            Dear Christopher,

            I'm writing from Bartica, Guyana, to introduce our cassareep to Thornton Specialty Foods, Inc. Cassareep is the thick, dark sauce made from the juice of bitter cassava, and without it there is no Guyanese pepperpot — the dish Guyanese families across the US cook every Christmas.

            Mazaruni Woods & Provisions Inc. boils it the traditional way, with cinnamon, cloves and a little brown sugar, and bottles it in 250 ml and 400 ml glass bottles with FDA-compliant labels. Our facility is FDA-registered, and we ship CIF New York in mixed containers.

            As a buyer of specialty foods you will know how hard it is to find a cassareep that tastes the same from batch to batch; ours is standardised on Brix and colour.

            Shall I send samples and our US price list?

            Best regards,
            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            +592 455 2318
         """),
         "English (US); cold introduction; the recorded title (Buyer) in lower case inside a phrase; the company with "
         "its comma before Inc. in the body, short in the subject; FDA, Brix",
         Twin("contact_wrong", "body", [("Dear Christopher,", "Dear Christian,")], "Christopher",
              "a near given name in the greeting", found="Christian")),

    Mail("P024", "s3",
         "Natural Gulf pearls – DANAT reports for every lot",
         B("""
            नमस्ते गोतम जी,

            It was a pleasure to meet you at IIJS in Mumbai. As you asked, every lot we offer comes with its own DANAT report.

            DANAT, the Bahrain Institute for Pearls & Gemstones, X-rays each pearl to confirm that it is natural and not cultured. Bahrain does not allow cultured pearls to be traded at all, so our whole stock is natural Gulf pearls from the Pinctada radiata oyster.

            Our current lots, with their DANAT report numbers in the attached list:
            - Lot ML-14: 48 round and near-round pearls, 4–6 mm, white with a rosé overtone, undrilled
            - Lot ML-17: 12 button pearls, 7–9 mm, cream
            - Lot ML-21: 92 graduated seed pearls, 3–4 mm, enough for one strand

            Prices are per lot, shipped insured to Mumbai by secure courier. For गावडे ज्वेलर्स प्राइवेट लिमिटेड we can also hold lots for viewing at our office in Muharraq if you travel to the Gulf.

            With best regards,
            Maryam Al-Mannai
            Sales & Export Manager
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "English with a Hindi greeting (नमस्ते + given name + जी); reply to the note's request (DANAT reports for every "
         "lot) after the fair it records (IIJS Mumbai); the company in Devanagari inside English; the sender's Arabic "
         "title translated, her middle name left out",
         Twin("company_misspelled", "body", [("For गावडे ज्वेलर्स प्राइवेट लिमिटेड we", "For गावड़े ज्वेलर्स प्राइवेट लिमिटेड we")],
              "गावडे ज्वेलर्स प्राइवेट लिमिटेड", "a nukta added to the family name (ड to ड़)",
              found="गावड़े ज्वेलर्स प्राइवेट लिमिटेड")),

    Mail("P025", "s3",
         "Perles fines naturelles du Golfe – Boillat Joaillerie",
         B("""
            Madame Boillat,

            Je me permets de vous écrire de Muharraq, à Bahreïn, où l'on pêche les perles depuis l'Antiquité.

            Muharraq Lulu Trading W.L.L. propose des perles fines naturelles du Golfe : chaque perle vient de l'huître Pinctada radiata des bancs du nord de Bahreïn, et chaque lot est accompagné d'un rapport du DANAT (Bahrain Institute for Pearls & Gemstones) qui en atteste l'origine naturelle. À Bahreïn, le commerce des perles de culture est d'ailleurs interdit.

            En tant qu'acheteuse perles et pierres chez Boillat Joaillerie SA, vous savez combien les perles fines sont devenues rares. Nous disposons actuellement de lots de perles rondes de 4 à 8 mm, de perles bouton et de baroques, percées ou non.

            Je peux vous faire parvenir une sélection en confiage en Suisse, par transporteur sécurisé.

            Je vous prie d'agréer, Madame, mes salutations distinguées.

            Maryam Al-Mannai
            Directrice des ventes et de l'export
            Muharraq Lulu Trading W.L.L.
            Muharraq, Bahreïn
            +973 1734 5102
         """),
         "French; cold introduction; the buyer's title in lower case inside a sentence with 'chez'; category in French "
         "(perles fines naturelles du Golfe); the sender's Arabic title translated into French; confiage",
         Twin("title_wrong", "body", [("En tant qu'acheteuse perles et pierres chez", "En tant que directrice des achats chez")],
              "Acheteuse perles et pierres", "a director of purchasing's title for the recorded buyer (one rung up)",
              found="directrice des achats")),

    Mail("P026", "s3",
         "巴林天然海水珍珠 — 香港珠寶展後續",
         B("""
            劉主管您好：

            很高興在香港國際珠寶展與您見面。按照您的意思，以下以中文向您介紹我們的產品。

            Muharraq Lulu Trading W.L.L. 位於巴林穆哈拉格，專門經營海灣天然珍珠。巴林法律禁止養殖珍珠買賣，因此我們的每一顆珍珠都是在海灣珠母貝（Pinctada radiata）中天然形成，並附有巴林珍珠及寶石研究所（DANAT）的鑑定報告。

            目前的貨品包括：
            ・圓珠及近圓珠，4–7毫米，白色帶玫瑰色暈彩
            ・鈕扣珠及異形珠，適合設計款首飾
            ・未鑽孔散珠，按批次供貨

            如劉氏珠寶有限公司有興趣，我們可以安排保險快遞把樣品寄到香港，讓您親自檢查。

            順祝
            商祺

            Maryam Al-Mannai
            銷售及出口經理
            Muharraq Lulu Trading W.L.L.
            電話：+973 1734 5102
         """),
         "Traditional Chinese, as the note asks; first e-mail after the fair it records (Hong Kong International "
         "Jewellery Show); 劉主管 from the title 採購主管; category in Chinese (海灣天然珍珠); the sender's title "
         "translated into Chinese",
         Twin("sender_wrong", "body", [("Maryam Al-Mannai\n銷售及出口經理", "Mariam Al-Manai\n銷售及出口經理")],
              "Maryam Jassim Al-Mannai", "the sender's own name misspelt in the signature", found="Mariam Al-Manai")),

    Mail("P027", "s3",
         "حلوى بحرينية أصيلة لشركة المطيري للحلويات",
         B("""
            السيد بدر المطيري المحترم،

            تحية طيبة وبعد،

            يسعدني أن أعرّفكم بشركة Muharraq Lulu Trading W.L.L. من المحرق في مملكة البحرين. نصنع الحلوى البحرينية بالطريقة التقليدية: النشا والسكر والسمن مع الزعفران وماء الورد والهيل، تُطبخ ساعات طويلة في القدور النحاسية وتُزيَّن بالمكسرات.

            بصفتكم مسؤول المشتريات في شركة المطيري للحلويات ذ.م.م.، نودّ أن نعرض عليكم أصنافنا:
            - حلوى بالزعفران، وحلوى بالهيل والجوز، وحلوى بالكاجو
            - عبوات بلاستيكية 500 غرام و1 كغ، وعلب معدنية للهدايا
            - مدة الصلاحية ستة أشهر

            نشحن برًا عبر جسر الملك فهد والمملكة العربية السعودية إلى الكويت خلال ثلاثة أيام تقريبًا.

            يسعدنا أن نرسل إليكم عينات وقائمة الأسعار.

            وتفضلوا بقبول فائق الاحترام،

            مريم جاسم المناعي
            مديرة المبيعات والتصدير
            Muharraq Lulu Trading W.L.L.
            هاتف: +973 1734 5102
         """),
         "Arabic; cold introduction; formal greeting (السيد … المحترم، تحية طيبة وبعد); the company with ذ.م.م. inside "
         "an Arabic sentence, short (no legal form) in the subject; the sender's name in Arabic script, her company in "
         "Latin; the King Fahd Causeway; another Gulf state (Saudi Arabia) named as the route",
         Twin("company_foreign", "body", [("في شركة المطيري للحلويات ذ.م.م.،", "في مؤسسة أبو داوود التجارية،")],
              "شركة المطيري للحلويات ذ.م.م.", "the Saudi halwa buyer's company", found="مؤسسة أبو داوود التجارية")),

    Mail("P028", "s3",
         "Bahraini halwa for Ramadan – SFDA registration and halal certificate",
         B("""
            السلام عليكم أستاذ يعرب،

            Thank you for your message. Here are the answers on the two documents you need, and on timing for Ramadan.

            1. SFDA: our halwa is registered with the Saudi Food and Drug Authority; the registration numbers for each size are in the attached list.
            2. Halal: our halal certificate is attached; it is renewed every year.
            3. Ramadan: to have the stock in your warehouse by January, we would need your order by mid-November. We truck it over the King Fahd Causeway, and customs clearance usually takes one day.

            Our Bahraini halwa is made with saffron, cardamom, rose water and ghee, in 500 g and 1 kg tubs and in gift tins. For مؤسسة أبو داوود التجارية we can also print Ramadan sleeves with your name for the gift tins.

            As مدير قسم المشتريات, you may want to taste before ordering — shall I send a sample box?

            Best regards,
            Maryam Al-Mannai
            Sales & Export Manager
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "English with an Arabic greeting (أستاذ + given name); reply to the note's three points (SFDA registration, "
         "halal certificate, Ramadan stock by January); the company (مؤسسة, no legal form) and the title in Arabic "
         "script inside English",
         Twin("note_wrong", "body", [("Thank you for your message.", "Thank you for visiting our stand at Gulfood last month.")],
              "(none: the note records no meeting)", "a fair meeting claimed that the note does not record",
              found="Thank you for visiting our stand at Gulfood last month.")),

    Mail("P029", "s3",
         "Bahraini halwa for Al-Harbi Sweets",
         B("""
            Dear Ms Nouf,

            I hope this e-mail finds you well. I am Maryam Al-Mannai from Muharraq Lulu Trading W.L.L. in Bahrain; our family has cooked halwa in Muharraq for three generations.

            We make Bahraini halwa the traditional way: cornflour, sugar and ghee stirred for hours in copper pots, flavoured with saffron, cardamom and rose water and finished with cashews or pistachios.

            I believe it would complement the range at Al-Harbi Sweets Co.: your customers know Bahraini halwa, and ours travels well — six months' shelf life, 500 g and 1 kg tubs and gift tins, SFDA-registered and halal certified.

            As Procurement Specialist, you may prefer to start with a mixed pallet. We deliver by truck over the King Fahd Causeway, anywhere in the Kingdom within three to four days.

            May I send you our price list and a tasting box?

            Kind regards,
            Maryam Al-Mannai
            مديرة المبيعات والتصدير
            Muharraq Lulu Trading W.L.L.
            maryam.almannai@lulutrading.bh | +973 1734 5102
         """),
         "English; cold introduction; 'Dear Ms Nouf' (Gulf usage, given name); the company short in the subject (no "
         "Co.), in full in the body; the sender's title in Arabic in the signature",
         Twin("company_missing", "body", [("Al-Harbi Sweets Co.", "your company"), ("Al-Harbi Sweets", "your company")],
              "Al-Harbi Sweets Co.", "every mention of the company (subject and body) replaced by 'your company'",
              found="your company")),

    Mail("P030", "s3",
         "球团矿报价：Fe ≥ 65%，CFR京唐港",
         B("""
            钟经理您好：

            感谢您的询价。根据您的要求，现将我司铁矿球团的规格和CFR京唐港报价发给您。

            规格（典型值）：
            ・TFe：65.6%（保证值 ≥ 65%）
            ・SiO₂：2.3%，Al₂O₃：0.6%
            ・抗压强度：≥ 250 kg/个
            ・粒度9–16 mm：≥ 95%
            ・适用于高炉

            价格：每干吨142美元，CFR京唐港，每船5万吨 ±10%（超灵便型船）。
            装港：巴林哈利法·本·萨勒曼港，航程约25天。

            如唐山钟氏炉料贸易有限公司需要第三方检验（SGS或CCIC），我们可以在装港安排。

            此致
            敬礼

            Maryam Al-Mannai
            销售与出口经理
            Muharraq Lulu Trading W.L.L.
            电话：+973 1734 5102
         """),
         "Simplified Chinese; reply to the note's request (a spec with Fe ≥ 65%, a CFR Jingtang quote); 钟经理 from "
         "the title 采购部经理; category in Chinese (铁矿球团 / 球团矿); Khalifa Bin Salman Port in Chinese; SGS/CCIC",
         Twin("category_wrong", "body", [("现将我司铁矿球团的规格", "现将我司烧结矿的规格")], "iron ore pellets",
              "sinter for iron ore pellets", found="烧结矿")),

    Mail("P031", "s3",
         "Bahreyn'den demir cevheri peletleri – Çamurcuoğlu Demir Çelik",
         B("""
            Sayın Abdülkerim Bey,

            Bahreyn'in Muharrak şehrinden yazıyorum. Muharraq Lulu Trading W.L.L. olarak yüksek fırın ve doğrudan indirgeme (DRI) kalitesinde demir cevheri peletleri tedarik ediyoruz.

            Çamurcuoğlu Demir Çelik San. ve Tic. A.Ş.'nin Satın Alma Müdürü olarak sizin için önemli olan değerleri özetliyorum:
            – Fe: %65–67
            – Soğuk basma dayanımı: ≥ 250 kg/pelet
            – Tane boyutu 9–16 mm: ≥ %95
            – Sevkiyat: Halife bin Selman Limanı'ndan Türkiye limanlarına CFR, Supramax gemilerle

            Ayda yaklaşık 50.000 tonluk partiler sunabiliyoruz. Teknik şartnamemizi ve güncel fiyatımızı göndermemi ister misiniz?

            Saygılarımla,
            Maryam Al-Mannai
            Satış ve İhracat Müdürü
            Muharraq Lulu Trading W.L.L.
            Tel: +973 1734 5102
         """),
         "Turkish; cold introduction; 'Sayın Abdülkerim Bey' (given name + Bey); the company in full with the "
         "genitive suffix after A.Ş. ('nin), short in the subject; the sender's city in Turkish (Muharrak), her title "
         "translated; category in Turkish",
         Twin("title_wrong", "body", [("A.Ş.'nin Satın Alma Müdürü olarak", "A.Ş.'nin Satış Müdürü olarak")], "Satın Alma Müdürü",
              "sales manager for the recorded purchasing manager", found="Satış Müdürü")),

    Mail("P032", "s3",
         "DR-grade iron ore pellets from Bahrain for شركة فوزي للصلب",
         B("""
            Dear Eng. Dalia Fawzy,

            I am writing from Muharraq Lulu Trading W.L.L. in Bahrain. We supply direct-reduction grade iron ore pellets shipped from Khalifa Bin Salman Port, and Egypt's DRI plants are among the closest markets we serve by sea: a cargo reaches Ain Sokhna in about ten days.

            Our DR pellets typically run Fe 67.5%, SiO₂ + Al₂O₃ below 2.0% and cold crushing strength above 280 kg per pellet, which suits MIDREX and Energiron shaft furnaces.

            As مديرة المشتريات at شركة فوزي للصلب, you may want to test a trial cargo of 30,000 t before a term contract; we can arrange SGS inspection at loading.

            May I send our full specification and a CFR Ain Sokhna offer?

            Best regards,
            Maryam Al-Mannai
            Sales & Export Manager
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "English; cold introduction; 'Eng.' (the Egyptian engineer's form of address) with the romanised name of "
         "داليا فوزي; the company and the title in Arabic script inside English; Ain Sokhna, MIDREX, Energiron",
         Twin("country_wrong", "body", [("and Egypt's DRI plants are", "and Libya's DRI plants are")], "Egypt",
              "Libya for an Egyptian buyer", found="Libya's")),

    Mail("P033", "s4",
         "Spodumene concentrate SC5.5+ – spec sheet and CIF Shanghai price",
         B("""
            Dear Mr Zhang,

            Thank you for your enquiry. Please find attached the specification sheet for our spodumene concentrate, and our CIF Shanghai price below.

            Typical analysis (guaranteed values in brackets):
            - Li2O: 5.8% (min. 5.5%)
            - Fe2O3: 0.6% (max. 1.0%)
            - Moisture: 5% (max. 8%)
            - Packing: 1.5 t bulk bags

            Price: US$ 1,050 per dry metric tonne CIF Shanghai for a Li2O grade of 5.5%, adjusted pro rata for higher grades.
            Shipment: by road from our plant near Bikita to Beira, then by container to Shanghai, about 45 days in total.

            宜春市张氏锂业有限公司 could take a first lot of 2,000 t from our March production.

            Best regards,
            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
            Masvingo, Zimbabwe | +263 39 226 4471
         """),
         "English; reply to the note's request (a spec sheet with Li2O ≥ 5.5%, a CIF Shanghai price); 'Mr Zhang' for "
         "张强; the company in Chinese inside English; the sender's Zimbabwean title with a colon; Beira",
         Twin("artifact", "body", [("to Beira, then by container to Shanghai, about 45 days in total.", "to Beira, then by")],
              "to Beira, then by container to Shanghai, about 45 days in total.", "a sentence cut off mid-way",
              found="from our plant near Bikita to Beira, then by")),

    Mail("P034", "s4",
         "짐바브웨산 스포듀민 정광 공급 제안",
         B("""
            이선영 팀장님께,

            안녕하십니까. 짐바브웨 마스빙고에 있는 Bikita Lowveld Resources (Pvt) Ltd에서 수출을 총괄하고 있는 Nyasha Chigumba입니다.

            저희는 비키타 지역 페그마타이트 광산에서 생산한 스포듀민 정광(spodumene concentrate)을 공급하고 있습니다. 주요 품질은 다음과 같습니다.
            - Li₂O 5.5~6.0%
            - Fe₂O₃ 1.0% 이하
            - 수분 8% 이하, 1.5톤 톤백 포장

            이앤씨머티리얼즈 주식회사에서 검토하시기 편하도록 사양서와 분석 성적서를 첨부하였습니다. 베이라항에서 광양항까지는 컨테이너로 약 40일이 걸립니다.

            샘플(20kg)이 필요하시면 바로 보내 드리겠습니다.

            감사합니다.

            Nyasha Chigumba 드림
            Head: Exports (수출 총괄)
            Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "Korean; cold introduction; full name + 팀장님께 (from 원료구매팀장); category in Korean (스포듀민 정광) with the "
         "English in brackets; the company with 주식회사 after the name; Beira, Gwangyang; the sender's title glossed",
         Twin("contact_wrong", "body", [("이선영 팀장님께,", "이서영 팀장님께,")], "이선영",
              "a near Korean given name in the greeting (서영 for 선영)", found="이서영")),

    Mail("P035", "s4",
         "Large garden sculptures from Tengenenge – following Sydney Contemporary",
         B("""
            Dear Amanda,

            Thank you for your time at Sydney Contemporary. You mentioned that Thornton Gallery is looking for large garden pieces by Tengenenge artists, so here is a first selection (photos attached):

            1. "Guardian of the River" – green serpentine, 1.4 m, about 310 kg
            2. "Family" – dark serpentine, 1.1 m, about 240 kg
            3. "Rising Bird" – fruit serpentine, 1.6 m, about 380 kg

            All three were carved at the Tengenenge sculpture community in Guruve, and each comes with a certificate signed by the artist and a photo of the artist with the work.

            Large pieces travel in custom crates of ISPM 15 treated timber, which meets Australia's biosecurity rules; from Masvingo by road to Durban and on by sea to Sydney takes about eight weeks.

            Let me know which of these Thornton Gallery Pty Ltd would like priced, delivered to your gallery.

            Kind regards,
            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
            Masvingo, Zimbabwe
            +263 39 226 4471
         """),
         "English; follow-up after the fair the note records (Sydney Contemporary), answering its interest (large "
         "garden pieces by Tengenenge artists); company short (no Pty Ltd) and in full; South Africa (Durban) named "
         "as the route; ISPM 15",
         Twin("company_misspelled", "body", [("that Thornton Gallery is looking", "that Thorton Gallery is looking")],
              "Thornton Gallery Pty Ltd", "a lost n", found="Thorton Gallery")),

    Mail("P036", "s4",
         "Sculptures shona en serpentine pour la Galerie Toussaint",
         B("""
            Monsieur Toussaint,

            Je vous écris de Masvingo, au Zimbabwe, où Bikita Lowveld Resources (Pvt) Ltd travaille avec une vingtaine de sculpteurs shona de la communauté de Tengenenge et de la région de Masvingo.

            Nous exportons des sculptures en serpentine – verte, noire, ou « fruit » aux veines orangées – de 30 cm à près de deux mètres, des pièces d'intérieur aux grandes sculptures de jardin. Chaque œuvre est signée et accompagnée d'un certificat d'authenticité et d'une notice sur l'artiste.

            En tant que gérant de la Galerie Toussaint SRL, vous pourriez être intéressé par une exposition consacrée à la sculpture shona : nous pouvons proposer une sélection en dépôt-vente ou à l'achat ferme, livrée DAP à votre galerie.

            Puis-je vous envoyer notre catalogue et nos prix ?

            Veuillez agréer, Monsieur, l'expression de mes sentiments distingués.

            Nyasha Chigumba
            Head: Exports (responsable des exportations)
            Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "French (Belgium); cold introduction; the company with its article ('de la Galerie Toussaint SRL', 'pour la "
         "Galerie Toussaint'); the buyer's title (Gérant) in lower case in a sentence; category in French; dépôt-vente",
         Twin("company_missing", "body", [("la Galerie Toussaint SRL", "votre galerie"), ("la Galerie Toussaint", "votre galerie")],
              "Galerie Toussaint SRL", "every mention of the company (subject and body) replaced by 'votre galerie'",
              found="de votre galerie")),

    Mail("P037", "s4",
         "Shona-skulpturer i serpentin til Klausen Kunst & Have",
         B("""
            Kære Joan Klausen

            Mit navn er Nyasha Chigumba, og jeg er eksportchef hos Bikita Lowveld Resources (Pvt) Ltd i Masvingo, Zimbabwe.

            Vi eksporterer skulpturer i serpentinsten, hugget af shona-billedhuggere fra Tengenenge og Masvingo-området. Stenen er tæt og holdbar, og de større værker egner sig godt til haver og skulpturparker.

            Som indehaver af Klausen Kunst & Have ApS kender du sikkert allerede shona-skulpturen. Vi kan sende et udvalg fra 40 cm til 1,8 m, hver med kunstnerens signatur og et ægthedscertifikat. Levering DAP Danmark, ca. 8 uger fra Beira.

            Må jeg sende dig vores katalog og prisliste?

            Med venlig hilsen
            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "Danish; cold introduction; 'Kære' + full name without comma; the buyer's title (Indehaver) in lower case in "
         "a sentence; the sender's title translated (eksportchef) in the text, English in the signature; category in "
         "Danish",
         Twin("country_wrong", "body", [("Levering DAP Danmark", "Levering DAP Sverige")], "Denmark",
              "Sweden for a Danish buyer", found="Sverige")),

    Mail("P038", "s4",
         "Huile de marula pressée à froid – fiche technique et certificat ECOCERT",
         B("""
            Madame Colas,

            Merci encore pour notre échange à in-cosmetics Global à Paris. Comme convenu, vous trouverez ci-joint la fiche technique de notre huile de marula pressée à froid (INCI : Sclerocarya Birrea Seed Oil) ainsi que notre certificat ECOCERT.

            Quelques points clés :
            – pressage à froid d'amandes de marula récoltées par des groupements de femmes du lowveld zimbabwéen
            – acide oléique de 70 à 78 %, indice de peroxyde inférieur à 5 meq O₂/kg à la production
            – huile filtrée, non raffinée, naturellement stable grâce à ses antioxydants
            – bidons de 20 L ou fûts de 190 kg
            – documentation APA (protocole de Nagoya) disponible sur demande

            Pour les Laboratoires Colas SAS, nous pouvons envoyer un échantillon de 1 L pour vos essais de formulation.

            Bien cordialement,

            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
            nchigumba@bikitalowveld.co.zw | +263 39 226 4471
         """),
         "French; reply to the note's request (technical sheet with the INCI name, ECOCERT certificate, written in "
         "French) after the fair it records (in-cosmetics Global, Paris); the company with its article ('les "
         "Laboratoires Colas SAS'); category in French",
         Twin("sender_wrong", "body", [("nchigumba@bikitalowveld.co.zw", "nchigumba@bikitalowveld.co.za")],
              "nchigumba@bikitalowveld.co.zw", "the sender's e-mail with South Africa's domain (.co.za) for Zimbabwe's")),

    Mail("P039", "s4",
         "Olio di marula spremuto a freddo dallo Zimbabwe",
         B("""
            Gentile Signor Battelli,

            mi chiamo Nyasha Chigumba e mi occupo delle esportazioni di Bikita Lowveld Resources (Pvt) Ltd, a Masvingo, nello Zimbabwe.

            Produciamo olio di marula spremuto a freddo dai noccioli di Sclerocarya birrea raccolti nel lowveld zimbabwese. È un olio leggero, ricco di acido oleico e di antiossidanti e molto stabile all'ossidazione: per questo è apprezzato nei sieri viso, negli oli per capelli e nei balsami labbra.

            Penso che possa interessare Battelli Cosmesi S.r.l. come ingrediente naturale e tracciabile: forniamo scheda tecnica, certificato di analisi, scheda di sicurezza e la documentazione sul Protocollo di Nagoya. Confezioni da 20 L e fusti da 190 kg, consegna DAP in Italia.

            In qualità di Responsabile Acquisti, desidera ricevere un campione da 500 ml?

            Cordiali saluti,
            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "Italian; cold introduction; 'Gentile Signor Battelli'; the buyer's title in a sentence; category in Italian "
         "(olio di marula spremuto a freddo); formal Lei",
         Twin("company_foreign", "body", [("interessare Battelli Cosmesi S.r.l. come", "interessare Laboratoires Colas SAS come")],
              "Battelli Cosmesi S.r.l.", "the French marula buyer's company", found="Laboratoires Colas SAS")),

    Mail("P040", "s4",
         "Cold-pressed marula oil for Wojtarowicz i Wspólnicy",
         B("""
            Dear Mr Wojtarowicz,

            I am Nyasha Chigumba, Head: Exports at Bikita Lowveld Resources (Pvt) Ltd in Masvingo, Zimbabwe. We press marula oil from the kernels of the marula fruit, collected by rural women's groups in the Zimbabwean lowveld.

            Cold-pressed marula oil is light, absorbs quickly and keeps well: its high oleic acid content and natural antioxidants make it a favourite for face oils, serums and hair care. We supply it unrefined and filtered, with a certificate of analysis, a safety data sheet and Nagoya Protocol documentation for the EU cosmetics rules.

            For Wojtarowicz i Wspólnicy Sp.k. we could start with 20 L jerrycans, delivered DAP Poland within about seven weeks.

            As Specjalista ds. zakupów you may want a sample first — shall I send 500 ml?

            Best regards,
            Nyasha
            Nyasha Chigumba
            Head: Exports, Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "English; cold introduction; the Polish title inside an English sentence; the company short in the subject "
         "(no Sp.k.), in full in the body",
         Twin("title_wrong", "body", [("As Specjalista ds. zakupów you", "As Kierownik działu zakupów you")],
              "Specjalista ds. zakupów", "a purchasing manager's title (one rung up) for the recorded purchasing specialist",
              found="Kierownik działu zakupów")),
]
