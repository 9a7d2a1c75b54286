"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P021", "s2",
"Quotation: 200 t PE100 pipe resin, CIF Laem Chabang",
"""สวัสดีค่ะ Khun Piyachat,

Thank you for your request. Please find our quotation for Dabpetch Pipe below:

- Product: HDPE pipe resin PE100, black, bimodal, MRS 10 MPa
- Quantity: 200 t (eight 40' HC containers of 25 t each)
- Packing: 25 kg valve bags on pallets
- Delivery: CIF Laem Chabang, shipment within 3–4 weeks of your order
- Payment: irrevocable L/C at sight

The resin is approved for pressure pipes to TIS 982 and ISO 4427. I can hold this price for 14 days.

ขอบคุณค่ะ
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L., Qatar
+974 4412 7730""",
"reply to the request the note records (200 t PE100 via Laem Chabang); English with a Thai greeting and closing; Khun + romanised given name; the company romanised and shortened (Dabpetch Pipe), as its domain writes it; MRS, TIS 982, L/C",
Twin("company_foreign", "body", "quotation for Dabpetch Pipe below", "quotation for Duran Boru below",
     "Duran Boru", "บริษัท ดาบเพ็ชร์ ไปป์ จำกัด",
     "another buyer's company of this set (same category, other country)")),

Mail("P022", "s2",
"37% formalin in ISO tanks for your plywood plant in Binh Duong",
"""Dear Mr Phúc,

Thank you for your interest in our formaldehyde solution. Our agent in Ho Chi Minh City told us that Gỗ Mai Gia needs 37% formalin in ISO tanks for the plywood plant in Binh Duong, and we can supply exactly that:

- Formaldehyde solution 37% (w/w), methanol 1–1.5% as stabiliser
- Stainless-steel ISO tanks of 21 t net, kept at 20–30 °C in transit to avoid paraformaldehyde deposits
- CIF Cat Lai (Ho Chi Minh City), then by truck to Binh Duong, about 60 km

Since the glue you make goes into E1 and E0 panels, we can also send the free-acid and methanol figures for each lot.

Could you tell me your monthly volume? I will then send prices for one and for three ISO tanks per month.

Best regards,
Noora Khalid Al-Sulaiti
Lusail Olefins Trading W.L.L.
Lusail, Qatar · +974 4412 7730""",
"first e-mail answering the need the note records (37% formalin, ISO tanks, Binh Duong); Mr + given name (Vietnamese usage); company shortened without Công ty TNHH; formalin as another word for the category; E1/E0, paraformaldehyde, Cat Lai",
Twin("category_wrong", "body", "interest in our formaldehyde solution.", "interest in our urea-formaldehyde resin.",
     "urea-formaldehyde resin", "formaldehyde solution",
     "the glue resin made from the product named as what was asked about")),

Mail("P023", "s2",
"Giới thiệu dung dịch formaldehyde 37% từ Qatar",
"""Kính gửi chị Ngọc,

Tôi là Noora Al-Sulaiti, phụ trách kinh doanh tại Lusail Olefins Trading (Qatar). Chúng tôi cung cấp dung dịch formaldehyde (formalin) nồng độ 37% và 44%, đóng trong bồn ISO inox hoặc phuy nhựa 220 kg, giao CIF Hải Phòng hoặc Cát Lái.

Được biết Công ty Cổ phần Hóa chất Hưng Lê phân phối hóa chất cho các nhà máy keo và ván ép, tôi nghĩ sản phẩm của chúng tôi có thể bổ sung cho nguồn hàng hiện tại của quý công ty. Mỗi lô hàng đều có giấy chứng nhận phân tích (COA) và MSDS tiếng Việt.

Nếu chị quan tâm, tôi xin gửi bảng báo giá và mẫu thử.

Trân trọng,
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L.
+974 4412 7730""",
"cold introduction wholly in Vietnamese; chị + given name; the category in Vietnamese; the company in full and as quý công ty; Hai Phong, Cat Lai; the sender's company shortened",
Twin("sender_wrong", "body", "tại Lusail Olefins Trading (Qatar)", "tại Lusail Olefin Trading (Qatar)",
     "Lusail Olefin Trading", "Lusail Olefins Trading W.L.L.",
     "the sender's company misspelt (Olefin for Olefins)")),

Mail("P024", "s3",
"Your arrack samples – VSOA and 3-year-old, after Imbibe Live",
"""Dear Jenna,

It was lovely to meet you at Imbibe Live in London this summer. As you asked, samples of our two coconut arracks are on their way to Norman & Pryce by courier (tracking number in the attachment):

- VSOA (Very Special Old Arrack), 37% ABV, blended from arracks aged in halmilla wood vats
- 3-year-old single-estate arrack, 40% ABV, from toddy tapped in the coconut belt near Kurunegala

Both are distilled only from the sap of coconut flowers, with no added cane spirit, so they behave quite differently from Batavia arrack in a cocktail. We can ship 6 × 70 cl cartons with UK duty labels via a bonded warehouse in Tilbury.

I look forward to hearing how they taste to your team.

Warm regards,
Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd
Nuwara Eliya, Sri Lanka · +94 52 222 4815""",
"first e-mail after the fair the note records (Imbibe Live London) with the VSOA and 3-year-old samples it asks for; company shortened (Norman & Pryce); Batavia arrack named as a comparison; toddy, halmilla, Kurunegala, Tilbury",
Twin("artifact", "body", "We can ship 6 × 70 cl cartons with UK duty labels via a bonded warehouse in Tilbury.", "We can ship 6 × 70 cl cartons with UK duty",
     "We can ship 6 × 70 cl cartons with UK duty", "We can ship 6 × 70 cl cartons with UK duty labels via a bonded warehouse in Tilbury.",
     "a sentence cut off")),

Mail("P025", "s3",
"Kokosnuss-Arrak aus Sri Lanka für das Spirituosenkontor Rädel",
"""Sehr geehrter Herr Rädel,

mein Name ist Nirosha Wickramasinghe, ich betreue den Export bei Seetha Eliya Heritage Exports in Nuwara Eliya, Sri Lanka. Wir füllen Kokosnuss-Arrak ab, der ausschließlich aus dem Saft der Kokosblüten (Toddy) destilliert und in Fässern aus Halmilla-Holz gereift wird.

Als Inhaber eines Spirituosenkontors kennen Sie sicher den Batavia-Arrak aus Java; unser Ceylon-Arrak ist weicher, mit Noten von Honig und Kokos, und eignet sich pur ebenso wie für Punsch und Tiki-Cocktails. Wir liefern in Kartons zu 6 × 0,7 l mit 37–40 % vol., verzollt über ein Steuerlager in Hamburg.

Darf ich Ihnen zwei Musterflaschen schicken?

Mit freundlichen Grüßen
Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"cold introduction wholly in German; the category in German (Kokosnuss-Arrak, Ceylon-Arrak); company with article and without e.K. in the subject; the recorded title Inhaber inside a sentence; Batavia arrack from Java as a comparison; Hamburg",
Twin("company_missing", "subject", "für das Spirituosenkontor Rädel", "für Ihr Kontor",
     "Ihr Kontor", "Spirituosenkontor Rädel e.K.",
     "the only mention of the company (in the subject) replaced by 'Ihr Kontor'")),

Mail("P026", "s3",
"Ceylon coconut arrack for Watkins Liquor Imports",
"""Hi Daniel,

I'm Nirosha from Seetha Eliya Heritage Exports in Sri Lanka's hill country. We export coconut arrack, the spirit Sri Lankans pour at every celebration, distilled from the sap of coconut blossoms and matured in halmilla vats.

Arrack is still a gap on most Australian back bars, but bartenders in Melbourne and Sydney who have tried it in punches keep asking for it. We could supply Watkins Liquor Imports with a VSOA at 37% and an aged 40% expression, in 6 × 700 ml cartons with labels that meet FSANZ rules, shipped FOB Colombo or CIF Melbourne.

If you're open to it, I'll send a price list and two sample bottles.

Cheers,
Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815 · nirosha@seethaeliya-exports.lk""",
"cold introduction in informal Australian English (Hi, Cheers); company without Pty Ltd; Melbourne, Sydney, Colombo; FSANZ; the sender's given name alone in the body",
Twin("sender_wrong", "body", "nirosha@seethaeliya-exports.lk", "nirosha@seethaeliya-exports.com",
     "nirosha@seethaeliya-exports.com", "nirosha@seethaeliya-exports.lk",
     "the sender's e-mail with .com for the Sri Lankan .lk")),

Mail("P027", "s3",
"スリランカのビーラル・レース（Beeralu lace）のご紹介",
"""鈴木レース株式会社
仕入課長 鈴木真綾様

突然のご連絡失礼いたします。スリランカ、ヌワラエリヤのSeetha Eliya Heritage Exportsで輸出を担当しておりますニロシャ・ウィクラマシンハと申します。

弊社は、南部海岸の職人が木製のボビンで一本ずつ編み上げる伝統的なボビンレース「ビーラル・レース」を扱っております。16世紀にポルトガルから伝わった技法で、綿糸100％、幅2〜15cmのトリミングレースのほか、襟やドイリー、テーブルランナーもございます。

貴社のレース素材のラインナップに加えていただけないかと思い、ご連絡いたしました。サンプル帳と価格表（1メートル単位、FOBコロンボ）をお送りしてもよろしいでしょうか。

よろしくお願いいたします。

Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"cold introduction wholly in Japanese; letter head with company, title and name + 様; the company elsewhere as 貴社; the category in katakana with the English name; Portugal named as the origin of the technique; Colombo; the sender's name in katakana",
Twin("title_wrong", "body", "仕入課長 鈴木真綾様", "営業課長 鈴木真綾様",
     "営業課長", "仕入課長",
     "sales section manager for the buyer's purchasing section manager (Japanese)")),

Mail("P028", "s3",
"Dentelle aux fuseaux de Sri Lanka (Beeralu)",
"""Monsieur Laporte,

Je me permets de vous écrire de la part de Seetha Eliya Heritage Exports, à Nuwara Eliya (Sri Lanka). Nous exportons la dentelle Beeralu, une dentelle aux fuseaux en coton que les dentellières de la côte sud, autour de Galle, travaillent encore à la main depuis l'arrivée des Portugais au XVIe siècle.

En tant que gérant de Dentelles Laporte, vous connaissez mieux que personne la dentelle de Calais ou du Puy ; la nôtre est plus rustique, avec des motifs floraux et géométriques, et se vend au mètre (galons de 2 à 15 cm) ou en pièces finies : cols, napperons, chemins de table.

Puis-je vous envoyer un échantillonnage et nos prix FOB Colombo ?

Veuillez agréer, Monsieur, l'expression de mes salutations distinguées.

Nirosha Wickramasinghe
Responsable marketing export
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"cold introduction wholly in French; Monsieur + family name; the recorded title in a French sentence (en tant que gérant de); company without SARL; the category in French (dentelle aux fuseaux, dentelle Beeralu); Calais and Le Puy lace as comparisons; Galle, Colombo; the sender's title in French",
Twin("country_wrong", "body", "En tant que gérant de Dentelles Laporte,", "En tant que gérant de Dentelles Laporte en Belgique,",
     "Belgique", "France",
     "the buyer placed in Belgium")),

Mail("P029", "s3",
"Colletti e runner in pizzo Beeralu – dopo HOMI Milano",
"""Gentile Signora Sforza,

grazie ancora per la visita al nostro stand a HOMI Milano. Come Le avevo promesso, Le scrivo con i dettagli dei colletti e dei runner da tavola in pizzo Beeralu che Le erano piaciuti:

- colletti in pizzo a fuselli, cotone 100%, bianco o écru, 12 modelli;
- runner da tavola 40 × 150 cm e 40 × 180 cm;
- ordine minimo 50 pezzi per modello; consegna in 6–8 settimane, perché ogni pezzo è fatto a mano.

Il pizzo Beeralu nasce dai fuselli (beeralu, in singalese) portati dai portoghesi sulla costa di Galle: chi conosce il tombolo di Cantù ne riconoscerà la tecnica, ma con motivi tropicali.

Se per Merletti Sforza può andare, Le invio il listino FOB Colombo.

Cordiali saluti,
Nirosha Wickramasinghe
Seetha Eliya Heritage Exports (Pvt) Ltd
Nuwara Eliya, Sri Lanka""",
"first e-mail after the fair the note records (HOMI Milano) about the collars and table runners it names, wholly Italian; Gentile Signora + family name; the category in Italian (pizzo Beeralu, pizzo a fuselli); company without S.n.c.; Cantù bobbin lace as a comparison",
Twin("category_wrong", "body", "runner da tavola in pizzo Beeralu che", "runner da tavola in batik che",
     "batik", "Beeralu lace",
     "batik (another Sri Lankan craft) as the product the buyer liked")),

Mail("P030", "s3",
"Корнишоны в рассоле 30–60 шт./кг в бочках 200 л",
"""Уважаемая Ирина,

спасибо за интерес к нашим корнишонам. По Вашему запросу подтверждаю, что мы можем поставлять корнишоны в рассоле калибра 30–60 шт./кг в пластиковых бочках по 200 л (около 130 кг нетто плодов в бочке).

Огурцы выращивают фермеры-контрактники в районе Курунегалы и Анурадхапуры, солят сразу после сбора; рассол — 8–10 % соли с уксусной кислотой. Доставка морем из Коломбо до Санкт-Петербурга через Роттердам занимает в среднем 45 дней; в 20-футовый контейнер входит 80 бочек.

Для ООО «Северный засол» подготовлю коммерческое предложение, как только узнаю примерный объём на сезон.

С уважением,
Нироша Викрамасингхе
Seetha Eliya Heritage Exports (Pvt) Ltd
Шри-Ланка, +94 52 222 4815""",
"reply to the requirements the note records (30-60 per kg, 200 l drums, Saint Petersburg), wholly Russian; Уважаемая + given name; the category in Russian (корнишоны в рассоле); Colombo, Rotterdam as the transhipment port; the sender's name in Cyrillic",
Twin("note_wrong", "body", "калибра 30–60 шт./кг", "калибра 60–90 шт./кг",
     "60–90 шт./кг", "30-60 per kg",
     "the size grade the note records misquoted")),

Mail("P031", "s3",
"Korniszony w solance ze Sri Lanki – oferta dla Przetwórni Dzierwa",
"""Szanowna Pani,

nazywam się Nirosha Wickramasinghe i odpowiadam za eksport w firmie Seetha Eliya Heritage Exports ze Sri Lanki. Dostarczamy korniszony w solance, kalibrowane od 20 do 120 sztuk na kilogram, w beczkach 200 l – półprodukt, który przetwórnie w Europie dalej marynują i pakują do słoików.

Ponieważ Przetwórnia Warzyw Dzierwa sp.j. zajmuje się przetworami z ogórków, pomyślałam, że nasze korniszony mogą uzupełnić Pani dostawy poza sezonem polskiego ogórka – zbieramy je przez cały rok.

Jako specjalistka ds. zakupów może Pani potrzebować próbek przed decyzją: chętnie wyślę dwie beczki próbne i cennik CFR Gdynia.

Z poważaniem,
Nirosha Wickramasinghe
Seetha Eliya Heritage Exports (Pvt) Ltd
Nuwara Eliya, Sri Lanka""",
"cold introduction wholly in Polish; Szanowna Pani alone; the category in Polish (korniszony w solance); the company in the genitive and shortened in the subject (Przetwórni Dzierwa) and with a lower-case legal form in the body (sp.j.); the recorded title in a Polish sentence; Gdynia",
Twin("artifact", "body", "zbieramy je przez cały rok.", "zbieramy je przez cały cały rok.",
     "cały cały", "cały",
     "a doubled word")),

Mail("P032", "s3",
"Gherkins 40-60/kg in 200 l drums, CFR Rotterdam – after SIAL",
"""Dear Lukas,

Thank you for the conversation at SIAL Paris last October. As promised, here are the details for gherkins in brine in the grade you asked about:

- Size: 40-60 pieces per kg, straight, firm, even green colour
- Brine: 8% salt and 0.5% acetic acid
- Packing: 200 l HDPE drums, about 125 kg net fruit each, 80 drums per 20' container
- Terms: CFR Rotterdam, about 24 days' transit from Colombo

Our contract farmers near Kurunegala harvest all year round, so Van Voorst Conserven can book monthly containers instead of buying a whole season at once.

I will send our price list in euros this week; please tell me if you would also like the smaller 100-150/kg grade for cornichon jars.

Kind regards,
Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"first e-mail after the fair the note records (SIAL Paris), with the grade, drums and CFR Rotterdam it asks for; given name in the greeting; company without B.V.; cornichons named as another grade; France named only as the fair's place",
Twin("company_misspelled", "body", "so Van Voorst Conserven can book", "so Van Vorst Conserven can book",
     "Van Vorst Conserven", "Van Voorst Conserven B.V.",
     "one letter of the company dropped (Vorst for Voorst)")),

Mail("P033", "s4",
"Lista de preços do Albariño, FOB Montevidéu – ProWine São Paulo",
"""Prezada Sra. Isis Andrade,

foi um prazer conhecê-la na ProWine São Paulo. Conforme combinado, envio em anexo a nossa lista de preços FOB Montevidéu para o Albariño uruguaio.

Nossos vinhedos ficam a poucos quilômetros do Atlântico, em Maldonado; o clima marítimo dá ao Albariño uma acidez viva e notas salinas, um estilo mais próximo das Rías Baixas do que dos brancos do Vale do São Francisco.

- Albariño 2024, 12,5% vol., caixas de 6 × 750 ml
- Pedido mínimo: um palete (100 caixas); se preferir, transporte rodoviário até São Paulo em cerca de cinco dias
- Rótulo em português e registro no MAPA por conta do importador

Fico à disposição da Andrade Importadora para amostras.

Atenciosamente,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
Minas, Uruguay · +598 4442 3187""",
"first e-mail after the fair the note records (ProWine São Paulo) with the price list FOB Montevideo it asks for, wholly Portuguese (the sender's signature in Spanish); Prezada Sra. + full name; company shortened (Andrade Importadora); Rías Baixas and the São Francisco valley as comparisons; MAPA",
Twin("company_foreign", "body", "Fico à disposição da Andrade Importadora para", "Fico à disposição da Cervejaria Andrade Irmãos para",
     "Cervejaria Andrade Irmãos", "Andrade Importadora de Vinhos Ltda.",
     "another buyer's company of this set (same country and family name, other category)")),

Mail("P034", "s4",
"乌拉圭阿尔巴利诺（Albariño）白葡萄酒介绍",
"""王总监您好！

我是乌拉圭Cerro Arequita Exportaciones公司的出口负责人Valentina Rodríguez。冒昧来信，向深圳王氏葡萄酒贸易有限公司介绍我们的阿尔巴利诺白葡萄酒。

乌拉圭的阿尔巴利诺种植在靠近大西洋的马尔多纳多产区，海风带来清爽的酸度和淡淡的咸味，很适合搭配粤菜和海鲜。我们的2024年份酒精度12.5%，750毫升装，每箱6瓶。

我们可以提供FOB蒙得维的亚或CIF深圳（盐田港）报价，并协助办理中文背标和原产地证书。海运约需40天。

如您有兴趣，我可以寄送样品。

此致
敬礼

Valentina Rodríguez Acosta
Cerro Arequita Exportaciones S.A.
乌拉圭米纳斯 | +598 4442 3187""",
"cold introduction wholly in simplified Chinese; 王总监 (family name + title) in the greeting; the company in full; the category in Chinese with the Latin name; Maldonado, Montevideo, Yantian; the sender's city and country in Chinese",
Twin("contact_wrong", "body", "王总监您好！", "黄总监您好！",
     "黄总监", "王晨",
     "another Chinese family name (黄, close in sound to 王) in the greeting")),

Mail("P035", "s4",
"Uruguayan Albariño for Edwards Coastal Wines",
"""Dear Ms. Edwards,

My name is Valentina Rodríguez, and I handle exports for Cerro Arequita Exportaciones in Minas, Uruguay. I'm reaching out because Edwards Coastal Wines seems to focus on whites from maritime regions, and Uruguay's Albariño fits that story well.

Our vineyards in Maldonado sit within sight of the Atlantic; the wine is bright and saline, 12.5% ABV, unoaked, somewhere between a Rías Baixas Albariño and a Vinho Verde Alvarinho in style. We already ship to importers in the UK and Brazil, and we can provide COLA-ready labels and FDA prior notice with each shipment into New York or Savannah.

As Director of Purchasing, would you like a tech sheet and FOB Montevideo pricing?

Best regards,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
+598 4442 3187 | vrodriguez@arequita.com.uy""",
"cold introduction in American English (Ms.); company without LLC; the recorded title inside a sentence; Rías Baixas and Vinho Verde Alvarinho as comparisons; the UK and Brazil as the sender's existing markets; COLA, FDA prior notice, New York, Savannah",
Twin("title_wrong", "body", "As Director of Purchasing,", "As Director of Sales,",
     "Director of Sales", "Director of Purchasing",
     "a sales title for the buyer's purchasing title")),

Mail("P036", "s4",
"Queso Colonia uruguayo para Abarrotes Finos Bahena",
"""Estimado Sr. Bahena:

Le escribo desde Minas, Uruguay, en nombre de Cerro Arequita Exportaciones. Exportamos queso Colonia, el queso semiduro de ojos grandes que los inmigrantes suizos empezaron a elaborar en Nueva Helvecia hace más de un siglo, con leche de vacas de pastoreo.

Para una tienda de abarrotes finos puede ser una alternativa más accesible al Emmental y al Gruyère: hormas de 5 a 7 kg o trozos de 300 g al vacío, con 90 días de maduración y etiquetado conforme a la NOM-051.

Si le interesa, con gusto le envío la lista de precios CIF Veracruz y le preparo una caja de muestras.

Saludos cordiales,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
+598 4442 3187""",
"cold introduction wholly in Spanish; Estimado Sr. + family name with a colon; company without S.A. de C.V.; Emmental and Gruyère as comparisons; Nueva Helvecia; NOM-051, Veracruz; Swiss immigrants named (Switzerland not the buyer's country)",
Twin("country_wrong", "body", "Para una tienda de abarrotes finos puede", "Para una tienda de abarrotes finos en Colombia puede",
     "Colombia", "Mexico",
     "the buyer placed in Colombia")),

Mail("P037", "s4",
"Προσφορά: 2 τόνοι τυρί Colonia σε κεφάλια 5 κιλών, CIF Πειραιάς",
"""Αγαπητή κυρία Δαμαλά,

Σας ευχαριστούμε για το αίτημά σας. Σας στέλνουμε την προσφορά μας για 2 τόνους queso Colonia σε κεφάλια των 5 κιλών, CIF Πειραιάς:

- Τυρί Colonia (ημίσκληρο, αγελαδινό, με μεγάλες τρύπες), ωρίμανση 90 ημερών
- Περίπου 400 κεφάλια, σε συσκευασία κενού, σε χαρτοκιβώτια των 4 τεμαχίων
- Μεταφορά σε κοντέινερ-ψυγείο 20 ποδών, 4–8 °C, περίπου 35 ημέρες από το Μοντεβιδέο
- Τιμή: 6,80 ευρώ/κιλό CIF Πειραιάς, πληρωμή 30% προκαταβολή και 70% με την παραλαβή των εγγράφων

Το Colonia θυμίζει Emmental, αλλά είναι πιο γλυκό και βουτυρώδες. Μπορούμε να στείλουμε και ένα δείγμα στη Δαμαλάς Τυροκομικά πριν από την παραγγελία.

Με εκτίμηση,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
Minas, Ουρουγουάη · +598 4442 3187""",
"reply to the request the note records (2 t of 5 kg wheels, CIF Piraeus), wholly Greek; Αγαπητή κυρία + the feminine family name in the vocative; the category as queso Colonia and τυρί Colonia; the company (the masculine form of her family name) with a feminine article and without Α.Ε.; Emmental as a comparison; Montevideo",
Twin("note_wrong", "body", "σε κεφάλια των 5 κιλών, CIF", "σε κεφάλια των 10 κιλών, CIF",
     "κεφάλια των 10 κιλών", "5 kg wheels",
     "the wheel size the note records misquoted")),

Mail("P038", "s4",
"Queso Colonia: halal rennet certificate and SFDA registration",
"""السلام عليكم Mr Ramez,

Thank you for your message about our queso Colonia. On the two points you raised:

1. Halal: the cheese is made with microbial rennet, not animal rennet, and the dairy holds a halal certificate from a body recognised by the SFDA; I attach the certificate, which names the rennet.
2. SFDA registration: we are registered as an exporting establishment and can register the product with مؤسسة المغاولة للمواد الغذائية as importer once you confirm a first order.

The cheese ships chilled in 5–7 kg wheels or 300 g vacuum packs, CFR Jeddah Islamic Port, about 38 days from Montevideo. Arabic labels are printed in Uruguay before shipment.

I would be glad to send a price list.

مع خالص التحية،
Valentina Rodríguez Acosta
Cerro Arequita Exportaciones S.A.
Minas, Uruguay · +598 4442 3187""",
"reply to the requirements the note records (halal rennet, SFDA, Jeddah); English with an Arabic greeting and closing; Mr + given name; the company in Arabic script inside English; Jeddah Islamic Port, Montevideo",
Twin("company_misspelled", "body", "مؤسسة المغاولة للمواد الغذائية", "مؤسسة المغاوله للمواد الغذائية",
     "مؤسسة المغاوله للمواد الغذائية", "مؤسسة المغاولة للمواد الغذائية",
     "the final ta marbuta of the family name written as ha")),

Mail("P039", "s4",
"Pilsen malt in 1 t big bags – following Brasil Brau 2025",
"""Dear Alexandre,

Thank you for visiting us at Brasil Brau 2025 in São Paulo. As discussed, our Pilsen malt is made from two-row spring barley grown in western Uruguay, and we can supply it in the 1 t big bags you need:

- Moisture ≤ 4.5%, extract ≥ 81% (dry basis), colour 3.0–4.0 EBC
- Protein 9.5–11.0%, friability ≥ 85%
- 1 t big bags with liner, 25 bags per truck; door delivery in southern Brazil in 3–5 days by road

For Cervejaria Andrade Irmãos we could also quote a pale ale malt (5–7 EBC), if you brew ales as well.

Please let me know the monthly tonnage and the delivery address, and I will send a price.

Um abraço,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
+598 4442 3187""",
"first e-mail after the fair the note records (Brasil Brau 2025) with the Pilsen malt in 1 t big bags it names; English with a Portuguese closing; given name; company without Ltda.; malt specs (EBC, extract, friability); pale ale malt as a second malt of the same category",
Twin("contact_wrong", "body", "Dear Alexandre,", "Dear Alexandra,",
     "Alexandra", "Alexandre Andrade",
     "near-miss given name (the feminine form)")),

Mail("P040", "s4",
"Malta Pilsen y Pale Ale desde Uruguay",
"""Estimada Sra. Heredia:

Mi nombre es Valentina Rodríguez y me encargo de las exportaciones de Cerro Arequita Exportaciones, en Minas, Uruguay. Le escribo porque Cervecería Heredia podría interesarse en nuestra cebada malteada: malta Pilsen (3–4 EBC) y Pale Ale (5–7 EBC), elaboradas con cebada cervecera de dos hileras cultivada en Uruguay.

Uruguay exporta malta desde hace décadas a cervecerías de toda la región; a México podemos despachar en contenedores de 20' con big bags de 1 t o sacos de 25 kg, CIF Manzanillo o Veracruz, con certificado de análisis por lote.

Como jefa de compras, ¿le vendría bien recibir una muestra de 5 kg de cada tipo y la ficha técnica?

Atentamente,
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.
Minas, Uruguay
+598 4442 3187""",
"cold introduction wholly in Spanish; Estimada Sra. + family name; the category in Spanish (cebada malteada, malta Pilsen); company without S.A. de C.V.; the recorded title lower-case in a sentence; Manzanillo, Veracruz; Mexico named as the buyer's country",
Twin("category_wrong", "body", "en nuestra cebada malteada:", "en nuestra cebada forrajera:",
     "cebada forrajera", "malted barley",
     "feed barley for malted barley")),
]
