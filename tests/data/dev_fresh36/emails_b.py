"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N021 P021 Japan, sago starch: English cold intro, title and company in Japanese
    Mail("P021", "s2",
         "Sago starch supply from Indonesia",
         """Dear Ms Nakamura,

I hope this message finds you well. I am Fransina Pattiasina of PT Leitimor Rempah Abadi, a sago starch and spice exporter in Ambon, Indonesia.

As 購買課長 at 中村澱粉工業株式会社 you probably source several starches already; I would like to introduce sago starch as an addition. Food makers in Japan use it for noodles, confectionery and as a blending starch because of its high viscosity and clean taste.

We mill the starch ourselves from smallholder sago palms in Maluku, and we can meet Japan's requirements for residual pesticides and microbiology. Standard packing is 25 kg multi-wall paper bags; we ship CIF Yokohama or Kobe.

If you are interested, I would be happy to send a sample and a specification.

Best regards,
Fransina Pattiasina
Export Manager, PT Leitimor Rempah Abadi
fransina.pattiasina@leitimor-rempah.co.id""",
         "English cold intro; the recorded title and company in Japanese inside an English "
         "sentence (the legal form after the name); Ms with the family name; Yokohama and Kobe.",
         Twin("country_wrong", "body", "meet Japan's requirements", "meet Korea's requirements",
              "Japan", "A neighbouring country: Korea for Japan.", found="Korea")),

    # N022 P022 UAE, agarwood chips: Arabic (the note), the note's fair in passing
    Mail("P022", "s2",
         "رقائق العود من جزر الملوك في إندونيسيا",
         """السيد حمدان المهيري المحترم،

تحية طيبة وبعد،

كما ذكرتم لنا في معرض بيوتي وورلد الشرق الأوسط في دبي، تفضّلون المراسلة باللغة العربية، لذلك يسعدني أن أقدّم لكم بالعربية رقائق العود التي نصدّرها من جزر الملوك في إندونيسيا.

نوفّر لدار المهيري للعود والبخور ذ.م.م رقائق العود من أشجار الأكويلاريا والجيرينوبس بعدة درجات، من الدرجات الممتازة الغنية بالدهن إلى درجات البخور اليومي، مع تصريح سايتس (CITES) لكل شحنة وشهادة المنشأ وصور لكل دفعة قبل التعبئة.

يسعدني أن أرسل لكم عينات من ثلاث درجات مع قائمة الأسعار بالشحن الجوي إلى دبي.

مع خالص التحية،
Fransina Pattiasina
مديرة التصدير
PT Leitimor Rempah Abadi
أمبون، إندونيسيا
+62 911 352 408""",
         "Arabic, as the note asks, the note's fair in passing (Beautyworld Middle East, written "
         "in Arabic); the formal address with the full name (السيد ... المحترم); the company "
         "joined to the preposition (لدار المهيري ...); the sender's company in Latin and her "
         "title in Arabic (مديرة التصدير).",
         Twin("sender_wrong", "body", "مديرة التصدير\nPT Leitimor Rempah Abadi",
              "مديرة التصدير\nPT Leitimur Rempah Abadi", "PT Leitimor Rempah Abadi",
              "The sender's company misspelt in the signature (Leitimur).",
              found="PT Leitimur Rempah Abadi")),

    # N023 P023 Saudi Arabia, agarwood chips: English cold intro, company in Arabic
    Mail("P023", "s2",
         "Agarwood chips from Indonesia, with CITES permits",
         """Dear Ms Ibtihaj Al-Kharafi,

Greetings from Ambon. I am writing to introduce PT Leitimor Rempah Abadi, an Indonesian exporter of agarwood chips from Maluku and Papua.

For a perfume and incense house like شركة الخرافي للعطور والبخور المحدودة, we can offer chips from cultivated and wild Aquilaria and Gyrinops trees in several grades: from super grades with heavy resin for burning, to lighter grades for bakhoor production. Every shipment travels with its CITES export permit, a certificate of origin and photos of the lot before packing.

We ship to Saudi Arabia by air to Riyadh or Jeddah, in sealed cartons of 5 or 10 kg.

I would be glad to send a sample set of four grades.

Kind regards,
Fransina Pattiasina
Export Manager
PT Leitimor Rempah Abadi
+62 911 352 408""",
         "English cold intro; the contact's name romanised (Ibtihaj Al-Kharafi) with Ms and "
         "given name; the company in Arabic inside an English sentence; bakhoor; Riyadh and Jeddah.",
         Twin("company_foreign", "body", "like شركة الخرافي للعطور والبخور المحدودة,",
              "like دار المهيري للعود والبخور ذ.م.م,", "شركة الخرافي للعطور والبخور المحدودة",
              "Another buyer's company of this set (same category, the UAE).",
              found="دار المهيري للعود والبخور ذ.م.م")),

    # N024 P024 China, agarwood chips: simplified Chinese reply to the note's CITES need
    Mail("P024", "s2",
         "沉香木片出口及CITES许可证说明",
         """张总监您好：

感谢您对我们沉香木片的关注。关于您提到的每批货都需要CITES出口许可证，请您放心：沉香属（Aquilaria）和拟沉香属（Gyrinops）均列入CITES附录II，我们每一批出口都会向印度尼西亚主管部门申请CITES出口许可证，并附原产地证书和装箱照片，以便在厦门顺利清关。

我们的木片来自马鲁古群岛和巴布亚的人工种植及野生沉香树，按油脂含量分为多个等级，适合熏香和制香。

如方便，我可以先寄一套四个等级的样品给厦门张氏沉香贸易有限公司，供您评估。

此致
敬礼

Fransina Pattiasina
出口经理
PT Leitimor Rempah Abadi
印度尼西亚 安汶""",
         "Simplified Chinese reply to the note's need (CITES permits, Aquilaria); address by "
         "family name and title rank (张总监); Gyrinops named beside Aquilaria; Xiamen from the "
         "company's own name.",
         Twin("company_misspelled", "body", "厦门张氏沉香贸易有限公司", "厦门章氏沉香贸易有限公司",
              "厦门张氏沉香贸易有限公司", "Homophone character: 章 for 张 (both zhāng).")),

    # N025 P025 Spain, pisco: Spanish cold intro
    Mail("P025", "s3",
         "Pisco chileno del Valle del Elqui",
         """Estimado Sr. Pinedo:

Le escribo desde La Serena, Chile, en nombre de Exportadora Elqui Azul Ltda. Exportamos pisco del Valle del Elqui, la zona de origen más conocida del pisco chileno, elaborado con uvas moscatel.

Creo que nuestro pisco podría encajar en el catálogo de Bebidas Pinedo S.L.: en España crece el interés por la coctelería latinoamericana y el pisco sour ya aparece en muchas cartas. Ofrecemos pisco especial de 35° y reservado de 40°, en botellas de 70 cl, con etiquetado conforme a la normativa de la UE y a la Denominación de Origen Pisco.

Si le interesa, puedo enviarle muestras y una lista de precios CIF Valencia.

Un saludo cordial,
Catalina Rojas
Subgerente de Exportaciones
Exportadora Elqui Azul Ltda.
+56 51 221 4093""",
         "Spanish cold intro with the Spanish colon after the greeting; the sender signs with "
         "her first surname only, as Chileans do; pisco grades 35° and 40°.",
         Twin("contact_wrong", "body", "Estimado Sr. Pinedo:", "Estimado Sr. Pineda:", "Tomás Pinedo",
              "Near-miss family name in the greeting: Pineda for Pinedo.", found="Sr. Pineda")),

    # N026 P026 USA, pisco: English follow-up after Bar Convent Brooklyn, the note's COLA question
    Mail("P026", "s3",
         "Pisco for Cruz Spirits – your COLA question",
         """Hi Patricia,

Great to meet you at Bar Convent Brooklyn last week, and thanks for tasting our pisco with us.

To answer your question: yes, our Pisco Especial 35° and Reservado 40° both have TTB label approval (COLA) from our previous importer, and we can file new COLAs under Cruz Spirits Imports, Inc. as soon as you are set up as importer of record. Pisco is also recognised as a distinctive product of Chile under the US–Chile Free Trade Agreement, so it enters duty-free.

The bottles are 750 ml for the US market, six per case. I can quote FOB San Antonio or delivered to your warehouse, whichever you prefer.

All the best,
Catalina Rojas
Deputy Export Manager
Exportadora Elqui Azul Ltda.
La Serena, Chile""",
         "Follow-up after the note's fair (Bar Convent Brooklyn) answering its question (TTB "
         "COLA); informal Hi with the given name; the company short in the subject; the sender's "
         "title translated (Deputy Export Manager); San Antonio (Chile) as port of loading.",
         Twin("note_wrong", "body", "Great to meet you at Bar Convent Brooklyn last week",
              "Great to meet you at Tales of the Cocktail last week",
              "Met at Bar Convent Brooklyn; asked whether the pisco has TTB label approval (COLA).",
              "A fair the note does not name (Tales of the Cocktail) in place of Bar Convent Brooklyn.",
              found="Tales of the Cocktail")),

    # N027 P027 Russia, pisco: Russian cold intro, title declined in the sentence
    Mail("P027", "s3",
         "Чилийский писко из долины Эльки",
         """Уважаемая Регина,

меня зовут Каталина Рохас, я заместитель руководителя экспортного отдела компании Exportadora Elqui Azul Ltda. из Ла-Серены (Чили).

Обращаюсь к Вам как к менеджеру по закупкам ООО «Шаров Трейд»: мы ищем импортёра чилийского писко в России. Наш писко производится в долине Эльки из мускатных сортов винограда, крепость 35° и 40°, бутылка 0,7 л. Он хорошо продаётся в барах как основа для коктейля «писко сауэр», а также в премиальной рознице.

Мы можем отгружать контейнеры из порта Сан-Антонио в Санкт-Петербург и подготовить этикетки на русском языке.

Буду рада выслать образцы и прайс-лист.

С уважением,
Каталина Рохас / Catalina Rojas
Subgerente de Exportaciones
Exportadora Elqui Azul Ltda.
+56 51 221 4093""",
         "Russian cold intro; the recorded title declined (как к менеджеру по закупкам); the "
         "company with its Russian quotes; the sender's name in Cyrillic and Latin, her title "
         "paraphrased in Russian.",
         Twin("title_wrong", "body", "как к менеджеру по закупкам", "как к менеджеру по продажам",
              "Менеджер по закупкам", "A sales title for a purchasing one.",
              found="менеджеру по продажам")),

    # N028 P028 Italy, lapis lazuli: Italian reply to the note's request (5 kg AA rough)
    Mail("P028", "s3",
         "Lapislazzuli grezzo qualità AA – 5 kg",
         """Gentile Sig. Juvara,

la ringrazio per la richiesta. Per Pietre Dure Juvara S.r.l. abbiamo selezionato un lotto di 5 kg di lapislazzuli grezzo cileno di qualità AA, proveniente dalla miniera Flor de los Andes, nella regione di Coquimbo.

Si tratta di blocchi da 200 g a 1,2 kg, di un blu intenso con poca calcite e qualche punto di pirite, adatti al taglio in lastrine per il commesso fiorentino. Le invio in allegato le fotografie di ogni pezzo, bagnato e asciutto, così può valutare il colore prima della spedizione.

Il prezzo è per chilogrammo, reso a Firenze tramite corriere espresso, con certificato di origine e fattura commerciale per la dogana.

Cordiali saluti,
Catalina Rojas
Subgerente de Exportaciones
Exportadora Elqui Azul Ltda.
La Serena, Cile""",
         "Reply to the note's request (5 kg of AA-grade rough lapis) for a pietra dura workshop "
         "in Florence (commesso fiorentino); the category in Italian (lapislazzuli); Cile.",
         Twin("company_missing", "body", "Per Pietre Dure Juvara S.r.l. abbiamo",
              "Per la vostra azienda abbiamo", "Pietre Dure Juvara S.r.l.",
              "The only mention of the company replaced by 'la vostra azienda'.",
              found="la vostra azienda")),

    # N029 P029 Switzerland, lapis lazuli: Swiss German cold intro
    Mail("P029", "s3",
         "Chilenischer Lapislazuli für die Hauser Edelsteine AG",
         """Sehr geehrte Frau Hauser

Ich erlaube mir, Ihnen unseren chilenischen Lapislazuli vorzustellen. Exportadora Elqui Azul Ltda. aus La Serena bezieht den Stein direkt aus der Region Coquimbo, einem der wenigen bedeutenden Vorkommen ausserhalb Afghanistans.

Wir liefern Rohsteine in den Qualitäten A bis AAA, gesägte Platten sowie kalibrierte Cabochons für die Schmuckherstellung. Der chilenische Lapis ist etwas heller als der afghanische und hat feine weisse Calcit-Adern, die viele Designer gerade schätzen.

Gerne sende ich Ihnen eine Musterkollektion in die Schweiz. Die Lieferung erfolgt per Kurier verzollt und versteuert (DDP), damit Sie mit der Einfuhr keinen Aufwand haben.

Freundliche Grüsse

Catalina Rojas
Subgerente de Exportaciones
Exportadora Elqui Azul Ltda.""",
         "Swiss German: no comma after the greeting, ss for ß (ausserhalb, weisse, Grüsse); the "
         "company with the article in the subject (für die Hauser Edelsteine AG); Afghanistan "
         "named as the other source, not the buyer's country.",
         Twin("artifact", "body",
              "Der chilenische Lapis ist etwas heller als der afghanische und hat feine weisse Calcit-Adern, die viele Designer gerade schätzen.",
              "Der chilenische Lapis ist etwas heller als der afghanische und hat feine",
              "", "A sentence cut off mid-way.",
              found="Der chilenische Lapis ist etwas heller als der afghanische und hat feine")),

    # N030 P030 India, lapis lazuli: English reply to the note's wish (little calcite)
    Mail("P030", "s3",
         "Low-calcite Chilean lapis for your inlay work",
         """Dear Mr Deshmukh,

As you explained at IIJS Mumbai, your marble inlay workshop in Agra needs lapis lazuli with as little calcite as possible, because white flecks show badly in inlaid panels. I have since gone through our stock with our grader.

For Deshmukh Marble Inlay Crafts Pvt. Ltd. we have set aside about 12 kg of AAA rough from the Flor de los Andes mine: deep blue, very low in calcite and with only fine pyrite. The pieces weigh 100-600 g, suitable for slicing into 3-4 mm sheets.

I can send photos of each piece and ship by air courier to Agra, with the certificate of origin.

Best regards,
Catalina Rojas
Deputy Export Manager
Exportadora Elqui Azul Ltda.
La Serena, Chile | +56 51 221 4093""",
         "Reply to the note's wish (lapis with little calcite) for the workshop in Agra, the "
         "note's fair (IIJS Mumbai) in passing; Indian legal form Pvt. Ltd.",
         Twin("company_foreign", "body", "For Deshmukh Marble Inlay Crafts Pvt. Ltd. we have",
              "For Hauser Edelsteine AG we have", "Deshmukh Marble Inlay Crafts Pvt. Ltd.",
              "Another buyer's company of this set (same category, Switzerland).",
              found="Hauser Edelsteine AG")),

    # N031 P031 Netherlands, fresh cherimoyas: Dutch cold intro
    Mail("P031", "s3",
         "Verse cherimoya's uit Chili",
         """Beste mevrouw Linschoten,

Graag stel ik mij voor: Catalina Rojas, exportmanager bij Exportadora Elqui Azul Ltda. in La Serena, Chili. Wij telen en exporteren verse cherimoya's van het ras Concha Lisa uit de valleien van de regio Coquimbo.

Voor Exotenhandel Linschoten B.V. kunnen wij van augustus tot december wekelijks leveren, per luchtvracht naar Schiphol of per zeecontainer met gecontroleerde atmosfeer naar Rotterdam. De vruchten worden hard geplukt en rijpen bij de klant in enkele dagen; ze zijn verpakt in dozen van 4 kg met één laag.

Hebt u interesse in een proefzending of in onze weekprijzen?

Met vriendelijke groet,
Catalina Rojas
Subgerente de Exportaciones
Exportadora Elqui Azul Ltda.
+56 51 221 4093""",
         "Dutch cold intro (cherimoya's, Chili); the variety Concha Lisa; Schiphol and Rotterdam.",
         Twin("sender_wrong", "body", "Subgerente de Exportaciones\nExportadora Elqui Azul Ltda.",
              "Subgerente de Exportaciones\nExportadora Elqui Azul S.A.", "Exportadora Elqui Azul Ltda.",
              "The sender's legal form wrong in the signature (S.A. for Ltda.).",
              found="Exportadora Elqui Azul S.A.")),

    # N032 P032 UK, fresh cherimoyas: English cold intro
    Mail("P032", "s3",
         "Chilean cherimoyas, August to December",
         """Dear Mr Gray,

I'm Catalina Rojas, deputy export manager at Exportadora Elqui Azul Ltda. in La Serena, Chile. We grow and pack fresh cherimoyas (Concha Lisa) in the Coquimbo region and are looking for a UK partner for the coming season.

Cherimoyas are still a discovery for many British shoppers, and an exotics specialist like Gray & Co Exotic Produce Ltd is the natural way in. We pick from August to December and fly twice a week via Madrid to Heathrow, so the fruit reaches you about five days after harvest. Each 4 kg single-layer tray holds 10 to 14 fruit, padded to avoid bruising.

Shall I send you a trial box and our price per tray delivered Heathrow?

Kind regards,
Catalina Rojas
Exportadora Elqui Azul Ltda.
catalina.rojas@elquiazul.cl""",
         "English cold intro; the company's & Co; Madrid as a transit, not a country of the buyer.",
         Twin("category_wrong", "body", "Shall I send you a trial box and our price",
              "Shall I send you a trial box of soursops and our price", "fresh cherimoyas",
              "A neighbouring product offered: soursops (another Annona) for cherimoyas.",
              found="soursops")),

    # N033 P033 Germany, purple tea: German follow-up after Internorga, the note's wish
    Mail("P033", "s4",
         "Bio-Purple-Tea aus Kenia – nach der Internorga",
         """Liebe Frau Scholz,

vielen Dank für das nette Gespräch auf der Internorga in Hamburg. Sie suchten für die Teeläden der Scholz Teekontor GmbH einen Bio-Purple-Tea, und ich habe gute Nachrichten: Unser Partnergarten in den Nandi Hills ist seit diesem Frühjahr nach der EU-Öko-Verordnung zertifiziert.

Der Purple Tea stammt von der kenianischen Sorte TRFK 306, deren Blätter viele Anthocyane enthalten. Wir bieten ihn als ganzblättrigen orthodoxen Tee und als feinere Broken-Qualität für Teebeutel an.

Als Einkäuferin Tee möchten Sie sicher zuerst probieren: Ich schicke Ihnen gern je 100 g beider Qualitäten.

Herzliche Grüße aus Nakuru
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited""",
         "Follow-up after the note's fair (Internorga Hamburg) and its wish (organic purple tea "
         "for tea shops); friendly Liebe Frau; the recorded title inside a sentence; the cultivar "
         "TRFK 306; Nandi Hills.",
         Twin("title_wrong", "body", "Als Einkäuferin Tee möchten", "Als Einkaufsleiterin Tee möchten",
              "Einkäuferin Tee", "A title one rung off: head of purchasing for buyer.",
              found="Einkaufsleiterin Tee")),

    # N034 P034 Taiwan, purple tea: traditional Chinese cold intro
    Mail("P034", "s4",
         "肯亞紫茶（Purple Tea）介紹",
         """林小姐您好：

冒昧來信。我是肯亞 Menengai Agri & Crafts Limited 的出口主管 Faith Langat，公司位於納庫魯（Nakuru），專門出口肯亞紫茶。

紫茶是肯亞茶葉研究所培育的品種（TRFK 306），葉片富含花青素，沖泡後茶湯帶淡紫色，口感清爽、苦澀度低。台灣消費者對特色茶接受度很高，相信林氏茶業有限公司的客人會對這款新茶有興趣。

我們提供條形紫茶與碎形紫茶兩種規格，可依貴公司需求分裝。若您方便，我很樂意寄上兩包 100 克的樣品供您品評。

敬祝 商祺
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited
+254 51 221 0467""",
         "Traditional Chinese cold intro; 林小姐 (family name + Miss) for the owner; the "
         "category in Chinese (紫茶) with the English in brackets; the sender's title "
         "translated in the text (出口主管).",
         Twin("company_misspelled", "body", "林氏茶業有限公司", "林式茶業有限公司", "林氏茶業有限公司",
              "Homophone character: 式 for 氏 (both shì).")),

    # N035 P035 Ukraine, purple tea: Ukrainian cold intro
    Mail("P035", "s4",
         "Кенійський фіолетовий чай для «Чайної гільдії»",
         """Шановний пане Аврелію,

мене звати Фейт Лангат, я керівниця експортного відділу компанії Menengai Agri & Crafts Limited з міста Накуру, Кенія.

Пишу Вам як директору з закупівель ТОВ «Чайна гільдія», бо впевнена, що наш фіолетовий чай (purple tea) зацікавить ваших покупців. Це кенійський сорт TRFK 306 з високим вмістом антоціанів: настій має ніжний фіолетовий відтінок і м'який смак без гіркоти.

Ми пропонуємо листовий ортодоксальний чай і дрібну фракцію для пакетованого чаю. Доставка можлива морем з Момбаси або авіапоштою для невеликих партій.

Буду рада надіслати зразки.

З повагою,
Faith Langat / Фейт Лангат
Head of Exports
Menengai Agri & Crafts Limited""",
         "Ukrainian cold intro; the vocative of the given name (пане Аврелію); the company "
         "declined in the subject («Чайної гільдії»); the recorded title declined in the "
         "sentence; the sender's name in Cyrillic and Latin.",
         Twin("contact_wrong", "body", "Шановний пане Аврелію,", "Шановний пане Валерію,",
              "Аврелій Ткаченко", "Another given name in the greeting: Валерій for Аврелій.",
              found="пане Валерію")),

    # N036 P036 Australia, soapstone figurines: English, the note's customers, fair in passing
    Mail("P036", "s4",
         "Kisii soapstone figurines for gift shops and museum stores",
         """Dear Elizabeth,

Since your customers are mostly gift shops and museum stores, as you told me at the Reed Gift Fair in Melbourne, I have put together a selection of our soapstone figurines that suits them: African wildlife (elephants, rhinos, giraffes), nesting animal families and small abstract pieces, hand-carved by cooperatives in Tabaka, in Kenya's Kisii hills.

Each piece comes with a swing tag telling the story of the carver group, which museum stores in particular like. Sizes run from 5 cm to 25 cm, and we can mix designs within a carton.

We ship to Australia by sea from Mombasa to Melbourne, or by air for a first trial order. Should I send you our wholesale catalogue for Hunter Home & Gift Pty Ltd?

Warm regards,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited
Nakuru, Kenya""",
         "Uses the note's customers (gift shops, museum stores), its fair in passing (Reed Gift "
         "Fair Melbourne); given name greeting; Tabaka and Kisii; Pty Ltd.",
         Twin("country_wrong", "body", "We ship to Australia by sea from Mombasa to Melbourne",
              "We ship to New Zealand by sea from Mombasa to Auckland", "Australia",
              "A neighbouring country: New Zealand (via Auckland) for Australia.",
              found="New Zealand")),

    # N037 P037 France, soapstone figurines: French cold intro
    Mail("P037", "s4",
         "Figurines en stéatite du Kenya pour Roger Déco",
         """Bonjour Madame Roger,

Je me permets de vous présenter nos figurines en stéatite (pierre à savon), sculptées à la main au Kenya, dans la région de Kisii. Menengai Agri & Crafts Limited travaille avec une vingtaine d'ateliers de sculpteurs, que nous payons au juste prix.

Animaux de la savane, bols, bougeoirs, petites sculptures abstraites : chaque pièce est unique, polie à la cire, peinte ou laissée au naturel. Je pense que ces objets trouveraient leur place dans l'assortiment de Roger Déco SARL, à côté de la décoration d'inspiration naturelle.

Je peux vous envoyer notre catalogue grossiste et les prix départ Nairobi ou livrés en France.

Bien cordialement,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited, Nakuru (Kenya)
+254 51 221 0467""",
         "French cold intro; the category in French (figurines en stéatite, pierre à savon); the "
         "company short in the subject, in full in the body; a family name (Roger) that is also "
         "a given name.",
         Twin("company_missing", "body", "dans l'assortiment de Roger Déco SARL",
              "dans l'assortiment de votre boutique", "Roger Déco SARL",
              "Every mention of the company replaced by 'votre boutique' (body and subject).",
              found="votre boutique",
              also=[("subject", "pour Roger Déco", "pour votre boutique")])),

    # N038 P038 Poland, soapstone figurines: English cold intro
    Mail("P038", "s4",
         "Hand-carved soapstone figurines from Kenya",
         """Dear Mr Sankiewicz,

I found Galeria Sankiewicz Sp. j. while looking for galleries in Poland that sell handmade decor from around the world, and I think our soapstone figurines could be a good fit.

Menengai Agri & Crafts Limited exports carvings made by soapstone artisans in Tabaka, western Kenya. The stone is soft, so every figurine is shaped and polished by hand: elephants, hippos, birds, mother-and-child figures and abstract forms, in natural cream, pink and grey tones or with hand-painted details.

We can send mixed cartons of 50 to 200 pieces by air to Poland, with a certificate of origin for duty-free entry into the EU.

Would you like to see our catalogue?

Best regards,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited
faith.langat@menengai-agri.co.ke""",
         "English cold intro; the Polish partnership form Sp. j. with its space.",
         Twin("sender_wrong", "body", "Best regards,\nFaith Langat", "Best regards,\nFaith Lagat",
              "Faith Chepkoech Langat", "The sender's family name misspelt in the signature.",
              found="Faith Lagat")),

    # N039 P039 Netherlands, fresh baby corn: English reply to the note's request
    Mail("P039", "s4",
         "Kenyan baby corn – weekly airfreight to Schiphol",
         """Dear Senn,

Thank you for your enquiry about fresh baby corn. As you asked, I attach our BRCGS Food Safety certificate (grade A) for the packhouse in Nakuru, together with our GlobalG.A.P. certificate.

We can supply Van der Avoirt Groente & Fruit B.V. every week all year round: the baby corn is grown by our outgrowers around Nakuru and Naivasha, packed the same day and flown from Nairobi to Schiphol overnight. It is available as loose cobs in 2 kg boxes or prepacked in 125 g punnets with your own label.

For a standing weekly programme I would suggest starting with 1.5 tonnes and adjusting after four weeks. Shall I send you a price per kg delivered Schiphol?

Best regards,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited
+254 51 221 0467""",
         "Reply to the note's request (BRCGS certificate, weekly airfreight via Schiphol); Dutch "
         "informal given-name greeting; the company's capital Van at the start of the name.",
         Twin("artifact", "subject", "Kenyan baby corn – weekly", "Kenyan baby corn corn – weekly",
              "", "A doubled word in the subject.", found="baby corn corn")),

    # N040 P040 UK, fresh baby corn: English cold intro
    Mail("P040", "s4",
         "Fresh baby corn from Kenya for Smith Foods",
         """Dear Ms Smith,

I am Faith Langat, head of exports at Menengai Agri & Crafts Limited in Nakuru, Kenya. We grow and pack fresh baby corn for UK and European importers and would be glad to add Smith Foods Limited to our customers.

Our baby corn is hand-picked young, de-husked and trimmed in our packhouse, then flown from Nairobi to Heathrow within 48 hours of harvest. We supply it loose in 2 kg cartons or in 125 g retail punnets with your labels. The packhouse holds BRCGS and GlobalG.A.P. certificates, and we can supply all year round.

Could I send you a sample box and a price list delivered to Heathrow?

Kind regards,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited
+254 51 221 0467 | faith.langat@menengai-agri.co.ke""",
         "English cold intro; the company short in the subject, in full in the body; the "
         "sender's title in lower case inside the sentence.",
         Twin("category_wrong", "body", "We grow and pack fresh baby corn for",
              "We grow and pack fresh sweetcorn for", "fresh baby corn",
              "A neighbouring product: sweetcorn for baby corn.", found="fresh sweetcorn")),
]
