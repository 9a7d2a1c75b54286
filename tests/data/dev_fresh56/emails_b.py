"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2", "EDC supply for Dugal Polymers – Qatar origin",
         """Dear Mr Dugal,

I am writing from Zekreet Petrochemicals Trading in Dukhan, Qatar. We export ethylene dichloride (EDC, 99.8% min.) to PVC producers in South and East Asia, and I would like to offer Dugal Polymers in India a regular supply for your VCM and PVC production.

Typical parcels are 5,000–10,000 MT on chemical tankers, CFR Dahej or Kandla, about five days' sailing from Qatar. Pricing can be fixed per cargo or set on a monthly formula.

As General Manager - Procurement you will want to see our specification and references first; I will gladly send both.

Regards,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L.
Dukhan, Qatar | +974 4471 3820""",
         "cold introduction; English; company without Limited; the recorded title inside the sentence; EDC, VCM, PVC; Dahej, Kandla; Qatar as the sender's country",
         Twin("country_wrong", "body", "Dugal Polymers in India", "Dugal Polymers in Bangladesh", "India",
              "the buyer placed in another country", found="Bangladesh")),

    Mail("P022", "s2", "線性α烯烴（LAO）供應 – 卡達Zekreet",
         """謝課長您好：

冒昧來信。我是卡達Zekreet Petrochemicals Trading W.L.L.的Hamad Nasser Al-Marri，負責石化產品出口。我們供應線性α烯烴（LAO），包括1-丁烯、1-己烯、1-辛烯及C10–C14餾分，可作為聚乙烯共聚單體、PAO潤滑油基礎油及界面活性劑的原料。

我們的1-己烯與1-辛烯純度達98.5%以上，可用ISO槽櫃或散裝化學品船運至高雄港或台中港，CFR條件。相信對謝興化學的產品線會有幫助。

如貴公司有興趣，我可以寄送規格書與樣品。

敬祝 商祺

Hamad Nasser Al-Marri
石化產品出口經理
Zekreet Petrochemicals Trading W.L.L.
+974 4471 3820""",
         "cold introduction; wholly traditional Chinese; '謝課長您好' (family name + the recorded title's rank); company shortened to 謝興化學 and 貴公司; category as 線性α烯烴（LAO） with its cuts; 卡達 for Qatar; Kaohsiung, Taichung",
         Twin("company_misspelled", "body", "對謝興化學的", "對謝新化學的", "謝興化學工業股份有限公司",
              "a homophone character (新 for 興) in the company", found="謝新化學")),

    Mail("P023", "s2", "Korea Chem 후속: 1-헥센(C6)·1-옥텐(C8) 공급 제안",
         """노병철 부장님께,

지난 서울 Korea Chem 전시회에서 만나 뵙게 되어 반가웠습니다. 카타르 Zekreet Petrochemicals Trading의 Hamad Nasser Al-Marri입니다.

말씀하신 선형 알파 올레핀 중 C6(1-헥센)과 C8(1-옥텐) 그레이드에 대해 안내드립니다.
- 1-헥센: 순도 99.0% 이상
- 1-옥텐: 순도 98.5% 이상
- 포장: ISO 탱크 또는 벌크, CFR 울산 또는 여수

노진케미칼의 월 소요량을 알려주시면 견적서를 보내드리겠습니다.

감사합니다.
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L. (Dukhan, Qatar)""",
         "first e-mail after the fair the note names, on the C6 and C8 grades it records; wholly Korean; '노병철 부장님께' (the recorded title's rank, 부장, with the honorific); company without 주식회사; category as 선형 알파 올레핀; Ulsan, Yeosu",
         Twin("artifact", "subject", "공급 제안", "공급 공급 제안", "공급", "a doubled word in the subject",
              found="공급 공급")),

    Mail("P024", "s2", "Linear alpha olefins for ทองแท้ ปิโตรเคมี",
         """Dear Khun Chidchanok,

My name is Hamad Nasser Al-Marri, and I manage petrochemical exports at Zekreet Petrochemicals Trading W.L.L. in Dukhan, Qatar. I am contacting you as ผู้จัดการฝ่ายจัดซื้อ of บริษัท ทองแท้ ปิโตรเคมี จำกัด to offer linear alpha olefins: 1-butene, 1-hexene, 1-octene and C12–C14 cuts for detergent alcohols and PAO.

We ship to Map Ta Phut and Laem Chabang in ISO tanks or as bulk parcels, and a monthly contract with fixed premiums is possible.

May I send you our specifications?

ขอบคุณครับ
Hamad Nasser Al-Marri
+974 4471 3820 | h.almarri@zekreet-petro.com.qa""",
         "cold introduction; English with a Thai closing; 'Khun Chidchanok' (given name, romanised); the recorded title and the full company in Thai script inside English; Map Ta Phut, Laem Chabang",
         Twin("title_wrong", "body", "as ผู้จัดการฝ่ายจัดซื้อ of", "as ผู้จัดการฝ่ายขาย of", "ผู้จัดการฝ่ายจัดซื้อ",
              "a sales title for the recorded purchasing one", found="ผู้จัดการฝ่ายขาย")),

    Mail("P025", "s3", "Coconut-shell activated carbon samples – iodine number 1,050",
         """Dear Ms Endo,

Thank you for your enquiry about coconut-shell activated carbon. Following your requirement of an iodine number above 1000, we have set aside a 25 kg sample of our steam-activated grade MOC-1050:

- Iodine number: 1,050 mg/g min.
- Mesh: 8x30 (other cuts on request)
- Hardness: 97% min., ash 3% max., moisture 5% max.

The sample will leave Colombo by air courier on Thursday, addressed to 株式会社遠藤環境技研, 購買課 (attn. 遠藤加奈様). I will e-mail you the tracking number.

With best regards,
Ishara Nadeeka Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd
Negombo, Sri Lanka
+94 31 222 7415""",
         "reply to the note's request (iodine number 1000+, 25 kg sample); English; 'Ms Endo' (family name of 遠藤加奈, romanised); the Japanese company, department and name + 様 in an address line; Colombo",
         Twin("sender_wrong", "body", "Deputy General Manager - Exports", "Deputy General Manager - Imports",
              "Deputy General Manager - Exports", "the sender's title changed")),

    Mail("P026", "s3", "6x12 coconut-shell carbon for CIL – hardness 98%+",
         """Hi Mark,

Thanks for your enquiry about carbon for the gold CIL plants you supply in WA. Our gold-recovery grade of coconut-shell activated carbon meets your spec:

- Size: 6x12 mesh (3.35–1.70 mm)
- Ball-pan hardness: 98% min.
- CTC activity: 60% min.
- Packing: 500 kg bulk bags, 20 t per 20' container
- CFR Fremantle, about three weeks from Colombo

We already supply carbon to gold mines in Ghana and Indonesia, so we know how much attrition losses matter in a CIL circuit. Happy to send a 20 kg sample to Bartlett Mining Supplies for your metallurgist to test.

Cheers,
Ishara Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd
+94 31 222 7415 | ishara.fernando@mahaoyaexports.lk""",
         "reply to the note's spec (gold CIL in WA, 6x12 mesh, hardness 98%); English, Australian register ('Hi Mark', 'Cheers'); company without Pty Ltd; Ghana and Indonesia as the sender's other markets; Fremantle; sender's name shortened",
         Twin("note_wrong", "body", "Size: 6x12 mesh", "Size: 8x16 mesh", "6x12 mesh",
              "the note's mesh size misquoted", found="8x16 mesh")),

    Mail("P027", "s3", "Активированный уголь из скорлупы кокоса для золотодобычи",
         """Уважаемый Ержан,

меня зовут Ишара Фернандо, я заместитель генерального директора по экспорту компании Maha Oya Coco & Rubber Exports (Шри-Ланка). Пишу Вам как начальнику отдела снабжения ТОО «Жумабеков Майнинг Сервис».

Мы производим активированный уголь из кокосовой скорлупы для золотоизвлекательных фабрик (CIL/CIP): фракции 6×12 и 8×16 меш, прочность на истирание не менее 98%, йодное число не менее 1000 мг/г. Поставляем в контейнерах через порты Китая и далее по железной дороге через Хоргос.

Готова выслать образцы и сертификаты качества.

С уважением,
Ишара Надика Фернандо
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd
Негомбо, Шри-Ланка
+94 31 222 7415""",
         "cold introduction; wholly Russian; 'Уважаемый Ержан' (given name); the recorded title in the dative; full company with ТОО and guillemets; sender's name and title in Russian; China and Khorgos as the route",
         Twin("company_misspelled", "body", "ТОО «Жумабеков Майнинг Сервис»", "ТОО «Жумабаев Майнинг Сервис»",
              "ТОО «Жумабеков Майнинг Сервис»", "a near-miss Kazakh family name in the company",
              found="Жумабаев Майнинг Сервис")),

    Mail("P028", "s3", "King coconut water – 330 ml Tetra Pak, organic option",
         """Dear Frederick,

Thank you for stopping by our stand at IFE London. You asked whether our king coconut water comes in 330 ml Tetra Pak and in organic: yes to both.

King coconut ("thambili" in Sinhala) is a variety native to Sri Lanka, sweeter than the usual green coconut. We pack the water within 24 hours of harvest at our plant near Negombo:
- 330 ml Tetra Pak Prisma, 12 per tray, 12 months shelf life
- EU and UK organic certified, no added sugar
- GBP 0.74 per pack, CIF Felixstowe

Shall I send a case of samples to Blake Drinks?

Kind regards,
Ishara Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd, Negombo, Sri Lanka""",
         "first e-mail after the fair the note names, answering its request (330 ml Tetra Pak, organic); English; company without Ltd; category also as 'thambili'; green coconut as a comparison; Felixstowe",
         Twin("category_wrong", "body", "whether our king coconut water comes", "whether our coconut milk comes",
              "king coconut water", "a product the sender does not sell", found="coconut milk")),

    Mail("P029", "s3", "Прайс-лист: вода королевского кокоса, 330 мл и 1 л",
         """Здравствуйте, Акулина!

Спасибо за запрос. Направляю прайс-лист на воду королевского кокоса (king coconut) из Шри-Ланки в двух форматах:

— 330 мл, Tetra Pak, 12 шт. в коробке: 0,82 USD/шт.
— 1 л, Tetra Pak, 12 шт. в коробке: 2,10 USD/шт.

Условия: CIF Санкт-Петербург, минимальная партия — один 20-футовый контейнер, срок годности 12 месяцев. Декларацию соответствия ЕАЭС оформим вместе с вашим таможенным брокером.

Буду рада ответить на вопросы ТД «Жданова».

С уважением,
Ишара Фернандо
Maha Oya Coco & Rubber Exports (Pvt) Ltd
Негомбо, Шри-Ланка
+94 31 222 7415""",
         "reply to the Russian note's request (price list, 330 ml and 1 l); wholly Russian; 'Здравствуйте, Акулина!'; company shortened to ТД «Жданова» without ООО; category as 'вода королевского кокоса'; EAEU declaration; Saint Petersburg",
         Twin("company_missing", "body", "на вопросы ТД «Жданова».", "на вопросы вашей компании.",
              "ООО «ТД Жданова»", "the only mention of the company replaced", found="вашей компании")),

    Mail("P030", "s3", "斯里兰卡皇家椰子水 – 供应介绍",
         """翁经理您好：

我是斯里兰卡Maha Oya Coco & Rubber Exports (Pvt) Ltd的出口副总经理Ishara Fernando。冒昧来信，向翁记饮品介绍我们的皇家椰子水（king coconut water）。

皇家椰子是斯里兰卡特有的橙色椰子品种，椰子水更清甜。我们在尼甘布附近的工厂于采摘后24小时内灌装：
- 规格：330毫升利乐包，每箱12盒，保质期12个月
- 不添加糖和防腐剂
- 可报CIF广州南沙价格

如贵司有兴趣，我们可以先寄送样品。

此致
敬礼

Ishara Nadeeka Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd""",
         "cold introduction; wholly simplified Chinese; '翁经理您好' (family name + 经理 from the recorded title); company shortened to 翁记饮品 and 贵司; category as 皇家椰子水; Negombo in Chinese; Nansha",
         Twin("artifact", "body", "- 不添加糖和防腐剂", "- 不添加糖和防腐剂不添加糖和防腐剂", "不添加糖和防腐剂",
              "a repeated Chinese phrase", found="不添加糖和防腐剂不添加糖和防腐剂")),

    Mail("P031", "s3", "Lastre di para crêpe 3 e 5 mm – dopo Lineapelle",
         """Gentile Sig. Balotelli,

è stato un piacere incontrarLa a Lineapelle a Milano. Come richiesto, Le invio i dati delle nostre lastre di para crêpe chiara (pale crepe di gomma naturale dello Sri Lanka):

- spessori: 3 mm e 5 mm (anche 7 mm su richiesta)
- grado Pale Crepe 1X, colore Lovibond max. 2,5
- imballo: balle da 50 kg, 12 t per container da 20', CIF Genova

Per il Suolificio Balotelli possiamo preparare un campione di 10 kg per ciascuno spessore.

Cordiali saluti,
Ishara Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd
Negombo, Sri Lanka – +94 31 222 7415""",
         "first e-mail after the fair the note names, with the sheet thicknesses it asks for; wholly Italian; 'Gentile Sig. Balotelli'; company with article, without S.r.l.; category as 'para crêpe chiara'; Genova",
         Twin("contact_wrong", "body", "Gentile Sig. Balotelli,", "Gentile Sig. Balestrieri,", "Balotelli (Ernesto Balotelli)",
              "another family name in the greeting", found="Sig. Balestrieri")),

    Mail("P032", "s3", "Crepe natural de Sri Lanka para suelas",
         """Estimado Sr. Manzano:

Me pongo en contacto con usted como jefe de compras de Suelas Manzano porque fabricamos crepe pálido (pale crepe) de caucho natural en Sri Lanka, el material de las clásicas suelas de crepe.

Ofrecemos láminas de 3, 5 y 7 mm, grado 1X, en balas de 50 kg, con entrega CIF Valencia o Alicante. Es un material que muchos fabricantes de calzado de Elche conocen bien.

Si le interesa, le envío una muestra de cada espesor.

Atentamente,
Ishara Nadeeka Fernando
Deputy General Manager - Exports
Maha Oya Coco & Rubber Exports (Pvt) Ltd
Negombo, Sri Lanka
ishara.fernando@mahaoyaexports.lk""",
         "cold introduction; wholly Spanish; 'Estimado Sr. Manzano:'; the recorded title in lower case inside the sentence; company without S.L.; category as 'crepe pálido'; Valencia, Alicante, Elche",
         Twin("sender_wrong", "body", "ishara.fernando@mahaoyaexports.lk", "ishara.fernando@mahaoya-exports.lk",
              "ishara.fernando@mahaoyaexports.lk", "a hyphen added to the sender's e-mail domain")),

    Mail("P033", "s4", "Muestras de pasta de achiote de 1 kg – Expo ANTAD",
         """Estimada Marisol:

Fue un gusto saludarla en Expo ANTAD en Guadalajara. Tal como quedamos, le envío por DHL dos muestras de 1 kg de nuestra pasta de achiote (recado rojo): la tradicional, con naranja agria, y una versión con menos sal.

Nuestro achiote se cultiva en la costa sur de Guatemala, en Retalhuleu, y la pasta se elabora con semilla recién molida, comino, pimienta gorda y ajo, sin colorantes artificiales.

Quedo atenta a sus comentarios para preparar una cotización para Alimentos Tapia.

Saludos cordiales,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
Retalhuleu, Guatemala
+502 7771 0364""",
         "first e-mail after the fair the Spanish note names, sending the 1 kg samples it asks for; wholly Spanish; 'Estimada Marisol:'; company without S.A. de C.V.; category as 'recado rojo'",
         Twin("note_wrong", "body", "en Expo ANTAD en Guadalajara", "en Alimentaria en Barcelona",
              "Expo ANTAD en Guadalajara", "a fair the note does not name in place of Expo ANTAD",
              found="Alimentaria en Barcelona")),

    Mail("P034", "s4", "Guatemalan achiote paste for Especias Carvajal",
         """Dear Ms Carvajal,

I am Ana Gabriela Xicará, head of exports at Agroindustrias Samalá in Retalhuleu, on Guatemala's Pacific coast. We grow annatto and make achiote paste (recado rojo), the red seasoning of cochinita pibil and tacos al pastor.

For a spice house like Especias Carvajal we can offer:
- achiote paste in 1 kg and 5 kg tubs, and 100 g blocks for retail
- natural colour only, gluten-free, 12-month shelf life
- mixed 20' containers CIF Valencia, with labels in Spanish to EU rules

Would you like a price list and samples?

Best regards,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
+502 7771 0364 · agxicara@agrosamala.com.gt""",
         "cold introduction; English; company without S.L.; category also as annatto and 'recado rojo'; Spanish-language dish names; Valencia",
         Twin("sender_wrong", "body", "+502 7771 0364", "+502 7771 0346", "+502 7771 0364",
              "the sender's phone number with two digits swapped")),

    Mail("P035", "s4", "Certificat bio UE – pâte de rocou (achiote)",
         """Madame Lallemand,

Merci pour votre message. Vous trouverez ci-joint notre certificat biologique UE pour la pâte d'achiote (pâte de rocou), délivré par Mayacert, organisme de contrôle reconnu par la Commission européenne, valable jusqu'au 31 décembre 2025.

Notre pâte est faite de graines de rocou cultivées à Retalhuleu, d'ail, de cumin et d'orange amère, sans colorant ni conservateur ajouté. Conditionnement : pots de 200 g et seaux de 1 kg.

Je serais heureuse de vous faire parvenir une offre pour Épices Lallemand, livraison CIF Anvers.

Bien cordialement,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
Retalhuleu, Guatemala""",
         "reply to the note's request (EU organic certificate), in French as the note asks; 'Madame Lallemand,'; company without SRL; category as 'pâte de rocou'; Anvers",
         Twin("company_missing", "body", "une offre pour Épices Lallemand,", "une offre pour votre maison,",
              "Épices Lallemand SRL", "the only mention of the company replaced", found="votre maison")),

    Mail("P036", "s4", "Flor de pacaya en salmuera desde Retalhuleu",
         """Estimado Sr. García:

Le escribe Ana Gabriela Xicará, de Agroindustrias Samalá en Retalhuleu, Guatemala. Sabemos que en El Salvador la flor de pacaya envuelta en huevo es un plato muy querido, y quisiera ofrecerle a Distribuidora García nuestra pacaya:

• pacaya fresca, en cajas de 10 kg, por camión refrigerado vía Pedro de Alvarado – La Hachadura
• pacaya en salmuera, frascos de 16 oz y bolsas de 1 kg

Entregamos en San Salvador en menos de 24 horas desde la cosecha.

¿Le puedo enviar la lista de precios?

Atentamente,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
+502 7771 0364""",
         "cold introduction; wholly Spanish; 'Estimado Sr. García:'; company without S.A. de C.V.; category as 'flor de pacaya'; El Salvador named as the buyer's country; the border crossing and San Salvador",
         Twin("country_wrong", "body", "en El Salvador la flor", "en Honduras la flor", "El Salvador",
              "the buyer's country replaced by a neighbour", found="Honduras")),

    Mail("P037", "s4", "Pacaya palm flowers – fresh and in brine",
         """Dear Mr Arce,

I am writing from Agroindustrias Samalá in Retalhuleu, Guatemala, not far from the border with Chiapas. We grow and pack pacaya (Chamaedorea tepejilote), the bitter palm flower eaten in Chiapas, Tabasco and across Central America.

For Comercializadora Arce we can offer fresh pacaya by refrigerated truck through Tecún Umán – Ciudad Hidalgo, and pacaya in brine in 16 oz jars for supermarkets. Let me know which format suits your customers and I will send prices.

Saludos cordiales,
Ana Gabriela Xicará López
Jefa de Exportaciones, Agroindustrias Samalá, S.A.
+502 7771 0364""",
         "cold introduction; English with a Spanish closing; company without S.A. de C.V.; category by its Latin name; Chiapas, Tabasco, Central America, the border crossing",
         Twin("category_wrong", "body", "We grow and pack pacaya", "We grow and pack loroco", "pacaya palm flowers",
              "another Central American flower bud the sender does not sell", found="loroco")),

    Mail("P038", "s4", "Pacaya in brine – FDA registration and bilingual labels",
         """Dear Christopher,

Thanks again for your time at Expo Comida Latina in Los Angeles. To answer your two questions:

1. FDA: our plant in Retalhuleu is registered with the FDA, and our pacaya in brine is filed as an acidified food (FCE and SID numbers on request).
2. Labels: we print bilingual English/Spanish labels, "Pacaya Flowers in Brine / Flor de Pacaya en Salmuera", 16 oz (454 g), with a Nutrition Facts panel, and can add Cummings Latin Foods as the importer.

A 20' container holds about 1,600 cases of 12 jars, CIF Long Beach.

Best regards,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
Retalhuleu, Guatemala | +502 7771 0364""",
         "first e-mail after the fair the note names, answering its two requirements; English; company without Inc.; FDA, acidified food, FCE/SID; Long Beach",
         Twin("contact_wrong", "body", "Dear Christopher,", "Dear Christian,", "Christopher (Christopher Cummings)",
              "another given name in the greeting", found="Christian")),

    Mail("P039", "s4", "Graines de courge pepitoria du Guatemala",
         """Monsieur Lebreton,

Je me permets de vous contacter en tant que responsable achats de Graines Lebreton. Je suis responsable des exportations chez Agroindustrias Samalá, au Guatemala, où nous cultivons la pepitoria (Cucurbita argyrosperma), une courge dont les petites graines plates, grillées et moulues, entrent dans le pepián et d'autres plats mayas.

Nous proposons des graines décortiquées ou entières, crues ou grillées, en sacs de 25 kg, CIF Le Havre. Leur goût est plus doux que celui des graines de courge de Styrie.

Puis-je vous envoyer des échantillons ?

Cordialement,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A., Retalhuleu (Guatemala)""",
         "cold introduction; wholly French; 'Monsieur Lebreton,'; the recorded title inside the sentence, in lower case; company without SAS; category as 'graines de courge pepitoria'; Styrian pumpkin seeds as a comparison; Le Havre",
         Twin("artifact", "body", "en sacs de 25 kg", "en sacs de de 25 kg", "de", "a doubled word", found="de de")),

    Mail("P040", "s4", "Pepitoria-Kürbiskerne: Bio-Zertifikat und Aflatoxin-Analyse",
         """Grüezi Herr Zollinger

Vielen Dank für Ihre Anfrage. Im Anhang finden Sie:
– unser EU-Bio-Zertifikat (Mayacert) für Pepitoria-Kürbiskerne; die Anerkennung durch Bio Suisse ist beantragt
– die Aflatoxin-Analyse der aktuellen Charge (B1 < 0,5 µg/kg, Summe B1+B2+G1+G2 < 1 µg/kg) eines akkreditierten Labors in Guatemala-Stadt

Pepitoria ist eine mittelamerikanische Kürbisart mit kleinen, flachen Kernen. Wir liefern geschält, in 25-kg-Säcken, CIF Rotterdam oder verzollt ab Lager Basel.

Freundliche Grüsse
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.
Retalhuleu, Guatemala""",
         "reply to the note's requests (EU organic, Bio Suisse, aflatoxin report); Swiss German; 'Grüezi Herr Zollinger'; no company named; category as 'Pepitoria-Kürbiskerne'; Guatemala City, Rotterdam, Basel",
         Twin("category_wrong", "body", "für Pepitoria-Kürbiskerne;", "für Chiasamen;", "pepitoria squash seeds",
              "a seed the sender does not sell", found="Chiasamen")),
]
