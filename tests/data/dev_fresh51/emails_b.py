"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("s2", "P021",
         "After Ambiente: A'ali incense burners for hotels and majlis projects",
         """Dear Mr Humaid,

Thank you for visiting our stand at Ambiente in Frankfurt. You mentioned that your customers are hotels and majlis fit-out firms in Dubai, so I have put together a short selection of our A'ali incense burners that work well in lobbies and majlis rooms: the tall 25 cm burner with a brass lid, the glazed dome model in white and deep blue, and a set of three small burners for guest rooms.

All pieces are hand-thrown in A'ali, Bahrain, and can be stamped with a hotel's logo from 200 pieces. We deliver to Dubai by truck in four days, or by sea via Jebel Ali.

I attach the catalogue with prices. Shall I arrange samples for Al Mazrouei Home Décor Trading?

Best regards,
Layla Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
+973 1746 2250""",
         "follow-up, first contact after the fair the note records, in English: 'Dear Mr Humaid' "
         "(Gulf style); the note's customers (hotels, majlis fit-out firms in Dubai) used as a writer "
         "would; company without L.L.C.",
         Twin("note_wrong", "at Ambiente in Frankfurt.", "at INDEX in Dubai.", "Ambiente Frankfurt",
              "the fair the note names replaced by another fair", found="INDEX in Dubai")),
    Mail("s2", "P022",
         "CFR Kandla offer – anhydrous ammonia, 5,000 t lots",
         """नमस्ते जयदेव जी,

Thank you for your enquiry. Below is our indicative offer to चोपरा फर्टिलाइज़र्स प्राइवेट लिमिटेड, for your attention as क्रय प्रमुख:

Product: anhydrous ammonia, refrigerated, min. 99.5% NH3
Quantity: 5,000 t per lot, +/- 10% at seller's option
Price: USD 445 per tonne CFR Kandla
Loading: Sitra, Bahrain, on a fully refrigerated gas carrier
Laycan: second half of next month
Payment: irrevocable L/C at sight

The price is valid for three working days. Please let me know if you would like us to hold a cargo.

Regards,
Layla Ebrahim Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L., Hidd, Bahrain
+973 1746 2250""",
         "first e-mail, reply to the note's request (CFR Kandla, 5,000 t lots), in English with a "
         "Hindi greeting (given name + जी); company and title in Devanagari inside English; Sitra "
         "as the loading port (the sender sits in Hidd)",
         Twin("title_wrong", "as क्रय प्रमुख:", "as विक्रय प्रमुख:", "क्रय प्रमुख",
              "head of purchase made head of sales (one prefix)", found="विक्रय प्रमुख")),
    Mail("s2", "P023",
         "Amonyak teklifi / anhydrous ammonia from Bahrain",
         """Sayın Kerime Hanım,

I am writing from Khor Hidd Trading W.L.L. in Bahrain. We market refrigerated anhydrous ammonia from the Gulf to fertiliser producers, and Sakarya Gübre Sanayi is one of the companies in Turkey we would very much like to supply.

We can offer cargoes of 3,000 to 10,000 t on fully refrigerated carriers, CFR any safe port in Turkey with an ammonia terminal, through Suez. Spec: min. 99.5% NH3, max. 0.5% water, oil max. 5 ppm.

Would you be interested in a spot cargo, or in a term contract for next season? I'd be glad to send our offer.

Saygılarımla,
Layla Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
+973 1746 2250""",
         "first e-mail, cold introduction in English with Turkish greeting (Sayın + given name + "
         "Hanım), subject and closing; company without A.Ş.; the buyer's family name is also a "
         "Turkish province",
         Twin("country_wrong", "one of the companies in Turkey we", "one of the companies in Greece we",
              "Turkey", "the buyer's country replaced by its neighbour", found="Greece")),
    Mail("s3", "P024",
         "Sitzbezüge aus Savannakhet – IATF-16949-Zertifikat",
         """Sehr geehrte Frau Gertz,

vielen Dank für Ihren Besuch an unserem Stand auf der Automechanika in Frankfurt. Wie besprochen sende ich Ihnen anbei das IATF-16949-Zertifikat unseres Nähwerks in der Sonderwirtschaftszone Savan-Seno sowie die Prüfberichte zur Brennbarkeit nach FMVSS 302.

Wir fertigen Autositzbezüge aus Stoff, PU-Leder und Echtleder nach Kundenzeichnung, vom Zuschnitt bis zur fertig vernähten Garnitur. Die Ware geht per Lkw über die Freundschaftsbrücke nach Laem Chabang und von dort per Schiff nach Hamburg; die Laufzeit beträgt rund sechs Wochen.

Gerne erstellen wir für die Gertz Autoausstattung GmbH ein Angebot, sobald Sie uns Zeichnungen oder Muster senden.

Mit freundlichen Grüßen

Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
Savannakhet, Laos
+856 41 252 318""",
         "first e-mail, reply to the note's request (IATF 16949 certificate) after the fair it names, "
         "in German: the category as Autositzbezüge; company with article; Savan-Seno, the "
         "Friendship Bridge, Laem Chabang, Hamburg",
         Twin("contact_wrong", "Sehr geehrte Frau Gertz,", "Sehr geehrte Frau Görtz,", "Mariechen Gertz",
              "a near-miss family name in the greeting", found="Görtz")),
    Mail("s3", "P025",
         "Seat covers from Savannakhet for บริษัท ธนูปกรณ์ ออโต้พาร์ท จำกัด",
         """Dear Khun Boonnop,

Greetings from Savannakhet, just across the Mekong from Mukdahan. I am Vilayphone Sisouphanh, head of the export section of Banghiang Savan Import-Export Co., Ltd.

We cut and sew automotive seat covers in fabric, PU leather and genuine leather for car makers and aftermarket brands, and we are only a few hours by truck from the auto parts industry around Bangkok and the Eastern Seaboard. For บริษัท ธนูปกรณ์ ออโต้พาร์ท จำกัด this means short lead times, small first orders and duty-free trade under AFTA.

I would be happy to visit ธนูปกรณ์ ออโต้พาร์ท with samples, or to send them to you first. Which models are you buying covers for?

Best regards,
Vilayphone
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318""",
         "first e-mail, cold introduction in English: 'Khun Boonnop' (the Thai given name romanised "
         "after Khun); the company in Thai script in full and short; the sender's title paraphrased "
         "in a sentence; Mukdahan, the Eastern Seaboard, AFTA",
         Twin("company_missing", "For บริษัท ธนูปกรณ์ ออโต้พาร์ท จำกัด this means", "For your company this means",
              "บริษัท ธนูปกรณ์ ออโต้พาร์ท จำกัด",
              "every mention of the company (subject and body) replaced by 'your company'",
              found="your company",
              also=(("body", "to visit ธนูปกรณ์ ออโต้พาร์ท with", "to visit your company with"),
                    ("subject", "for บริษัท ธนูปกรณ์ ออโต้พาร์ท จำกัด", "for your company")))),
    Mail("s3", "P026",
         "Muestras de fundas de piel sintética – Banghiang Savan",
         """Estimada Sra. Gutiérrez:

Fue un gusto conocerla en INA PAACE Automechanika Ciudad de México. Como nos pidió, le enviamos esta semana por mensajería muestras de nuestras fundas para asientos de piel sintética: un juego en negro con costura doble y otro en gris con perforado central, ambos para asientos delanteros de sedán.

Fabricamos en la zona económica especial de Savannakhet, Laos, con certificación IATF 16949, y podemos trabajar con los patrones de Vestiduras Gutiérrez. Los envíos a México salen de Laem Chabang hacia Manzanillo, con unos 35 días de tránsito.

Quedo atenta a sus comentarios sobre las muestras.

Saludos cordiales,
Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318""",
         "first e-mail, reply to the note's request (samples of synthetic-leather covers) after the "
         "fair it names, in Spanish (Mexican usage, colon after the greeting); the category in "
         "Spanish; company without S.A. de C.V.; Manzanillo",
         Twin("category_wrong", "muestras de nuestras fundas para asientos de piel sintética",
              "muestras de nuestras fundas para volante de piel sintética", "automotive seat covers",
              "seat covers replaced by steering-wheel covers", found="fundas para volante")),
    Mail("s3", "P027",
         "Handwoven mudmee silk from Savannakhet",
         """Dear Ms Powell,

I hope this finds you well. I'm Vilayphone Sisouphanh from Banghiang Savan Import-Export in Savannakhet, Laos, and I'm writing because Powell & Reid Interiors might like our mudmee silk for cushions, upholstery panels or wall hangings.

Mudmee is the Lao ikat: the weft threads are tied and dyed before weaving, so every pattern is slightly irregular. Our weavers work on traditional looms in villages around Savannakhet, with natural dyes (indigo, lac, jackfruit wood) and also with colour-fast synthetic dyes for larger orders. Fabric is 90 cm wide, in lengths of 4 to 20 metres.

I would love to send you a set of swatches. Which address should I send them to?

Warm regards,
Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318 | www.banghiang-savan.la""",
         "first e-mail, cold introduction in English: company without Ltd; the sender's company "
         "without its legal form in the text; ikat, natural dyes",
         Twin("artifact", "in lengths of 4 to 20 metres.", "in lengths of {length_range}.", "4 to 20 metres",
              "a leftover template placeholder", found="{length_range}")),
    Mail("s3", "P028",
         "Lao mudmee silk for Long Loom Collective",
         """Hi Desiree,

I came across Long Loom Collective while looking for shops in the United States that sell handwoven textiles, and as its owner you may like to hear about our mudmee silk from Laos.

Mudmee is our ikat technique: the silk is tied and dyed thread by thread before it goes on the loom. The weavers we work with in Savannakhet province produce about 300 metres a month, in natural indigo, lac red and ebony black, 90 cm wide.

We can ship small lots by air (DHL, about a week to the US) and there is no minimum for a first order. Shall I mail you a swatch card?

All the best,
Vilayphone Sisouphanh
Banghiang Savan Import-Export Co., Ltd.
Savannakhet, Laos""",
         "first e-mail, cold introduction in English: 'Hi Desiree'; the title 'Owner' in lower case "
         "as 'its owner'; company without LLC; the country as 'the United States' and 'the US'",
         Twin("title_wrong", "as its owner you", "as its purchasing manager you", "Owner",
              "the owner given a purchasing title", found="purchasing manager")),
    Mail("s3", "P029",
         "Mudmee silk fabric – samples for Bell Textiles",
         """Dear Mr Bell,

My name is Vilayphone Sisouphanh and I look after exports at Banghiang Savan Import-Export Co., Ltd. in Savannakhet, Laos. We supply handwoven mudmee silk fabric to interior and fashion buyers, and I would like to introduce it to Bell Textiles.

Our silk is woven on village looms in ikat patterns, 90 cm wide, in natural and synthetic dyes. We can weave to your colours from 50 metres per design, and delivery to Australia takes about a week by air, or four weeks by sea via Laem Chabang to Sydney or Melbourne.

If you are interested, please reply to vilayphone@banghiang-savan.la and I will post a sample book.

Kind regards,
Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318""",
         "first e-mail, cold introduction in English: company without Pty Ltd; the sender's e-mail "
         "in the text; Sydney, Melbourne",
         Twin("sender_wrong", "reply to vilayphone@banghiang-savan.la and", "reply to vilayphone@banghiang-savan.com and",
              "vilayphone@banghiang-savan.la", "the sender's e-mail domain changed",
              found="vilayphone@banghiang-savan.com")),
    Mail("s3", "P030",
         "Giới thiệu rượu Lao-Lao từ Savannakhet",
         """Kính gửi anh Minh,

Tôi là Vilayphone Sisouphanh, phụ trách xuất khẩu của Banghiang Savan Import-Export Co., Ltd. tại Savannakhet, Lào. Chúng tôi sản xuất rượu Lao-Lao, rượu gạo nếp chưng cất truyền thống của Lào, nồng độ 40% và 45%, đóng chai 500 ml và 750 ml.

Vì Savannakhet chỉ cách cửa khẩu Lao Bảo khoảng 240 km theo Hành lang Kinh tế Đông – Tây, hàng có thể giao đến kho của Công ty TNHH Thương mại Đặng Minh bằng xe tải trong hai đến ba ngày.

Nếu anh quan tâm, tôi xin gửi bảng giá và mẫu thử.

Trân trọng,
Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318""",
         "first e-mail, cold introduction wholly in Vietnamese: anh + given name; the company in "
         "full; the category in Vietnamese (rượu Lao-Lao, rượu gạo nếp); Lao Bảo, the East-West "
         "Economic Corridor",
         Twin("company_misspelled", "Công ty TNHH Thương mại Đặng Minh", "Công ty TNHH Thương mại Đặng Mính",
              "Công ty TNHH Thương mại Đặng Minh", "a wrong tone mark on the company's given name",
              found="Công ty TNHH Thương mại Đặng Mính")),
    Mail("s3", "P031",
         "老挝米酒（Lao-Lao）中文背标事宜",
         """张经理您好：

很高兴在成都全国糖酒商品交易会上与您见面。关于您提到的中文背标，我们可以在出厂前为每瓶老挝米酒贴好符合GB 7718要求的中文背标，内容包括产品名称、配料、酒精度、原产国以及进口商和经销商信息等。请您提供昆明张氏酒业的名称、地址和联系方式，我们会先做样稿请您确认。

我们的货物从沙湾拿吉经磨憨口岸或中老铁路运到昆明，大约需要五到七天。

期待您的回复。

此致
敬礼

Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.
老挝 沙湾拿吉
+856 41 252 318""",
         "first e-mail, reply to the note's request (Chinese back labels) after the fair it names "
         "(the Chengdu fair by its Chinese name), wholly in simplified Chinese: 张经理 (family name + "
         "the short form of 采购经理); company as 昆明张氏酒业; GB 7718, Mohan, the China-Laos railway",
         Twin("note_wrong", "在成都全国糖酒商品交易会上", "在广州广交会上", "China Food & Drinks Fair in Chengdu",
              "the fair the note names replaced by the Canton Fair", found="广州广交会")),
    Mail("s4", "P032",
         "Palo santo essential oil – kosher certificate",
         """Shalom Noa,

Thank you for your interest in our palo santo essential oil. Since you need a kosher certificate: our distillery in Filadelfia, in the Paraguayan Chaco, is certified kosher, and I attach the current certificate together with the product specification.

The oil is steam-distilled from the heartwood of Bulnesia sarmientoi, using only wood from fallen trees and sawmill offcuts, with the CITES export permits Paraguay requires for this species. It is sold in 1 kg and 5 kg aluminium bottles; we ship by air to Israel via São Paulo or Madrid in about ten days.

I would be happy to send a 30 ml sample to אלבז ארומה.

Best regards,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
Filadelfia, Paraguay
+595 491 432 170""",
         "first e-mail, reply to the note's need (kosher certificate), in English as the note "
         "prefers: 'Shalom Noa' (Israeli first-name style); the company in Hebrew without בע\"מ inside "
         "English; the sender with her first family name only; Bulnesia sarmientoi, CITES",
         Twin("country_wrong", "by air to Israel via", "by air to Jordan via", "Israel",
              "the buyer's country replaced by its neighbour", found="Jordan")),
    Mail("s4", "P033",
         "Olio essenziale di palo santo dal Chaco paraguaiano",
         """Gentile Sig.ra Scalfaro,

mi chiamo Carina Friesen e mi occupo delle vendite internazionali di Chaco Boquerón Agronegocios S.A., a Filadelfia, nel Chaco paraguaiano.

Produciamo olio essenziale di palo santo (Bulnesia sarmientoi), distillato in corrente di vapore dal durame, con il caratteristico profumo dolce e legnoso dovuto al guaiolo e al bulnesolo. Ogni lotto è accompagnato da certificato di analisi GC-MS, scheda di sicurezza e permesso CITES.

Credo che il nostro olio possa interessare Scalfaro Essenze. Posso inviarLe un campione da 30 ml e il listino prezzi?

Cordiali saluti,
Carina Friesen Giesbrecht
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, cold introduction in Italian: Sig.ra + family name; company without S.r.l.; "
         "the category in Italian; Filadelfia the Paraguayan town, not the US city",
         Twin("company_foreign", "possa interessare Scalfaro Essenze.", "possa interessare Aromas Badía.",
              "Scalfaro Essenze S.r.l.", "another buyer's company of this set, same category",
              found="Aromas Badía")),
    Mail("s4", "P034",
         "Palo santo y CITES – respuesta a su consulta en in-cosmetics",
         """Estimado Sr. Badía:

Fue un placer conocerle en in-cosmetics Global, en Barcelona. Respecto a su pregunta sobre el estatus CITES del palo santo: la especie que destilamos, Bulnesia sarmientoi, figura en el Apéndice II de CITES desde 2010, y la inclusión abarca también los extractos, como el aceite esencial. Cada exportación sale, por tanto, con el permiso CITES emitido por el MADES de Paraguay; en la Unión Europea la especie figura en el Anexo B, de modo que el importador necesita además un permiso de importación.

No confunda, por favor, nuestro aceite con el de Bursera graveolens, el «palo santo» de Ecuador y Perú, que es otra especie y no está en CITES.

Le adjunto la ficha técnica de nuestro aceite esencial de palo santo y la copia de un permiso reciente. Si Aromas Badía lo desea, le enviamos una muestra de 30 ml.

Un cordial saludo,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
Filadelfia, Paraguay""",
         "first e-mail, reply to the note's question (CITES status of palo santo) after the fair it "
         "names, in Spanish: company without S.L.; the other 'palo santo' (Bursera graveolens, "
         "Ecuador and Peru) named as a different species on purpose; MADES, Annex B",
         Twin("category_wrong", "ficha técnica de nuestro aceite esencial de palo santo",
              "ficha técnica de nuestro aceite esencial de petitgrain", "palo santo essential oil",
              "a neighbouring Paraguayan essential oil", found="aceite esencial de petitgrain")),
    Mail("s4", "P035",
         "Blanched peanuts from the Paraguayan Chaco",
         """Dear Ms Wota,

I am Carina Friesen, head of international sales at Chaco Boquerón Agronegocios S.A. in Filadelfia, Paraguay. Farmers in the Chaco grow Runner peanuts for us, and we blanch, sort and pack them in our own plant.

For Wota Bakalie we could offer whole and split blanched peanuts in 38/42 and 40/50 counts per ounce, in 25 kg bags or 1 t big bags, with an aflatoxin analysis by an accredited lab for each lot to meet the EU limits. Shipments go by barge to Montevideo and from there to Gdańsk or Gdynia in about five weeks.

Shall I send you samples and a CFR offer?

Kind regards,
Carina Friesen Giesbrecht
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, cold introduction in English: company without Sp. z o.o.; the sender's "
         "title in English in the text, in Spanish in the signature; Montevideo, Gdańsk, Gdynia",
         Twin("contact_wrong", "Dear Ms Wota,", "Dear Ms Kusek,", "Olga Wota",
              "another Polish family name in the greeting", found="Kusek")),
    Mail("s4", "P036",
         "Geblancheerde pinda's – aflatoxine-analyse per partij",
         """Beste Senn,

Leuk dat we elkaar op SIAL in Parijs hebben gesproken. Zoals u vroeg: bij elke partij geblancheerde pinda's die we naar Marchand Noten sturen, leveren we een aflatoxine-analyse (B1 en totaal) van een geaccrediteerd laboratorium, bemonsterd volgens Verordening (EG) nr. 401/2006.

Onze pinda's zijn van het Runner-type, geteeld in de Paraguayaanse Chaco rond Filadelfia, en worden geblancheerd, gesorteerd en op kleur geselecteerd. We leveren heel of gespleten, in maten 38/42 en 40/50 per ounce, in big bags van 1.000 kg. Verscheping via Montevideo naar Rotterdam duurt ongeveer vier weken.

Zal ik een proefpartij van één container voor Marchand Noten B.V. offreren?

Met vriendelijke groet,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
Filadelfia, Paraguay
+595 491 432 170""",
         "first e-mail, reply to the note's need (aflatoxin analysis per lot) after the fair it names "
         "(SIAL Paris as 'SIAL in Parijs'), in Dutch: 'Beste Senn'; company short and in full; the "
         "category in Dutch",
         Twin("company_missing", "die we naar Marchand Noten sturen", "die we naar uw bedrijf sturen",
              "Marchand Noten B.V.", "every mention of the company replaced by 'uw bedrijf'",
              found="uw bedrijf",
              also=(("body", "voor Marchand Noten B.V. offreren", "voor uw bedrijf offreren"),))),
    Mail("s4", "P037",
         "Бланшований арахіс із Парагваю",
         """Шановна пані Пріско,

мене звати Каріна Фрізен, я керівниця міжнародних продажів компанії Chaco Boquerón Agronegocios S.A. (Філадельфія, Парагвай). Пишу Вам як менеджерці із закупівель ТОВ «Гайда Горіх», бо ми шукаємо покупців бланшованого арахісу в Україні.

Ми постачаємо арахіс сорту Runner, вирощений у парагвайському Чако: цілий або половинками, калібри 38/42 та 40/50 на унцію, у мішках по 25 кг. Кожна партія супроводжується аналізом на афлатоксини. Доставка морем через Монтевідео до Констанци (Румунія) з подальшим автотранспортом займає близько шести тижнів.

Якщо Вас цікавить, я надішлю зразки та цінову пропозицію.

З повагою,
Каріна Фрізен
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, cold introduction wholly in Ukrainian: the vocative Пріско; the recorded "
         "title in the dative (менеджерці із закупівель); company with ТОВ and Ukrainian quotes; "
         "the sender in Cyrillic; Constanța in Romania as the port",
         Twin("title_wrong", "менеджерці із закупівель", "менеджерці з продажу", "Менеджерка із закупівель",
              "the purchasing title made a sales title", found="менеджерці з продажу")),
    Mail("s4", "P038",
         "После «Продэкспо»: замороженные говяжьи языки из Парагвая",
         """Уважаемый господин Веселов,

благодарю за встречу на выставке «Продэкспо» в Москве. Как вы и просили, сообщаю: наш мясокомбинат в Филадельфии (Парагвай) включён в реестр предприятий, аттестованных Россельхознадзором для поставок говядины и субпродуктов в Россию; номер предприятия указан в приложенном документе.

Мы предлагаем замороженные говяжьи языки (Swiss cut), в вакуумной упаковке, в коробках по 20 кг, температура хранения −18 °C. Отгрузка из порта Монтевидео в Санкт-Петербург, около 35 дней в пути.

Буду рада прислать коммерческое предложение для ООО «Веселов Мясоторг».

С уважением,
Карина Фризен
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "follow-up, first contact after the fair the note records (Prodexpo in Russian), wholly in "
         "Russian: the note's requirement (Rosselkhoznadzor list); company with ООО and quotes; "
         "the sender in Cyrillic (Russian spelling, Фризен)",
         Twin("artifact", "включён в реестр предприятий", "включён в реестр реестр предприятий",
              "реестр предприятий", "a doubled word", found="реестр реестр")),
    Mail("s4", "P039",
         "Frozen beef tongues from Paraguay for 太田食肉株式会社",
         """Dear Mr Ota,

My name is Carina Friesen, and I am in charge of international sales at Chaco Boquerón Agronegocios S.A. in Filadelfia, Paraguay.

Beef tongue is one of the cuts Japan values most, and I would like to offer 太田食肉 our frozen beef tongues from grass-fed cattle of the Paraguayan Chaco: whole tongues, Swiss cut, vacuum-packed and frozen to -18 °C, in 20 kg cartons, graded from 1.0 to 2.0 kg per piece.

Our plant is preparing for Japan's import approval for Paraguayan beef, and we would like to know your interest and specifications before the first shipments. Would you like our price list, CFR Tokyo or Yokohama?

Kind regards,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, cold introduction in English: 'Mr Ota' (太田 romanised); company in kanji "
         "in full (subject) and short without 株式会社 (body); Tokyo, Yokohama",
         Twin("sender_wrong", "My name is Carina Friesen, and", "My name is Carina Penner, and",
              "Carina Friesen Giesbrecht", "the sender's family name replaced by another Mennonite name",
              found="Carina Penner")),
    Mail("s4", "P040",
         "Lenguas de vacuno congeladas desde el Chaco paraguayo",
         """Estimada Sra. Becerra:

Le escribe Carina Friesen, de Chaco Boquerón Agronegocios S.A., en Filadelfia (Paraguay). Exportamos lenguas de vacuno congeladas, corte suizo, envasadas al vacío en cajas de 20 kg, de novillos criados a pasto en el Chaco.

Chile es hoy uno de nuestros principales destinos: los camiones refrigerados cruzan Argentina por el paso Cristo Redentor y llegan a Santiago en unos cinco días. Para Comercial Becerra podemos ofrecer desde medio camión, con certificado sanitario del SENACSA y habilitación del SAG.

¿Le interesaría recibir nuestra lista de precios?

Saludos cordiales,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, cold introduction in Spanish: company without Ltda.; the category in "
         "Spanish (lenguas de vacuno); Argentina as a transit country, Cristo Redentor, Santiago, "
         "SENACSA, SAG",
         Twin("company_misspelled", "Para Comercial Becerra podemos", "Para Comercial Becera podemos",
              "Comercial Becerra Ltda.", "a lost r in the family name in the company",
              found="Comercial Becera")),
]
