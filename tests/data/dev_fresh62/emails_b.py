"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

SIG2 = """Dana Obeidat
Export Sales Director
Horan Plains Industries P.S.C.
Irbid, Jordan
Tel. +962 2 724 5813
d.obeidat@horanplains.jo | www.horanplains.jo"""

SIG3 = """Lê Thị Kim Oanh (Ms)
Deputy Sales Director (Phó Giám đốc Kinh doanh)
Cao Nguyên Xanh Co., Ltd.
Buôn Ma Thuột, Đắk Lắk, Vietnam
+84 262 3857 412 | oanh.le@caonguyenxanh.vn"""

SIG4 = """Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.
Heredia, Costa Rica
Tel. +506 2261 4738 | msolis@barvaverde.cr | www.barvaverde.cr"""

MAILS = [
    Mail("P021", "s2", "Caolino lavato dalla Giordania – scheda tecnica e campione",
         f"""Gentile Dott. Aporti,

La ringrazio ancora per la visita al nostro stand a Tecnargilla, a Rimini. Come promesso, Le invio in allegato la scheda tecnica del nostro caolino lavato e Le confermo che un campione da 5 kg è partito ieri con corriere espresso verso lo stabilimento di Ceramiche Aporti.

In sintesi: Fe2O3 0,65%, TiO2 0,4%, residuo a 45 µm inferiore all'1%, buona plasticità per impasti di gres porcellanato. Dal porto di Aqaba a Ravenna il transito è di circa 10 giorni; possiamo quotare CFR Ravenna in big bag da 1,2 t.

Resto a disposizione per qualsiasi domanda dopo le prove in laboratorio.

Cordiali saluti,
Dana Obeidat
Export Sales Director
Horan Plains Industries P.S.C. – Irbid, Giordania
+962 2 724 5813""",
         "after-fair reply in Italian to the note (Tecnargilla Rimini, data sheet, 5 kg sample); 'Gentile Dott. Aporti'; company without S.p.A.; Aqaba, Ravenna; gres porcellanato",
         Twin("company_missing", "body", "verso lo stabilimento di Ceramiche Aporti", "verso il Vostro stabilimento", "Ceramiche Aporti S.p.A.",
              "the company replaced by 'il Vostro stabilimento'", found="il Vostro stabilimento")),

    Mail("P022", "s2", "Amoxicillin 500 mg capsules – Jordanian manufacturer",
         f"""Dear Mr Majed,

I am writing on behalf of Horan Plains Industries, a Jordanian company in Irbid that exports pharmaceutical products of GMP-certified Jordanian manufacturers. Jordan's generic medicines are registered in most GCC countries, and we would like to offer Al-Zahrani Medical Supplies our amoxicillin capsules.

- Amoxicillin 250 mg and 500 mg capsules, blister packs of 16 and 20
- Manufactured under EU-GMP and SFDA-GMP inspected conditions
- Stability data for Zone IVb; shelf life 36 months

We can support the SFDA registration file in CTD format. If you have upcoming tenders, please let me know the quantities and the delivery schedule.

Best regards,

{SIG2}""",
         "cold introduction in English; 'Dear Mr Majed' (given name, as in the Gulf); company without 'Co. Ltd.'; SFDA, GCC, CTD, Zone IVb",
         Twin("sender_wrong", "body", "Horan Plains Industries P.S.C.\nIrbid", "Horan Plains Industries L.L.C.\nIrbid",
              "Horan Plains Industries P.S.C.", "a wrong legal form in the sender's signature", found="Horan Plains Industries L.L.C.")),

    Mail("P023", "s2", "Amoxicillin 500 mg capsules – UAE registration status",
         f"""Dear Pooja,

It was good to meet you at CPHI Middle East in Riyadh last December. You asked about the registration status of our amoxicillin 500 mg capsules in the UAE, so here is where we stand:

- The product is registered with the Ministry of Health and Prevention (MOHAP); the registration certificate is attached.
- The Dubai Health Authority listing is in progress and should be completed within the quarter.
- Pack sizes in the UAE: 16 and 20 capsules per box, bilingual Arabic/English leaflet.

We ship by air from Amman or by sea via Aqaba to Jebel Ali, temperature-monitored. If Gulf Crescent Pharma would like a quotation for a first order, please send me the monthly volumes.

Kind regards,

{SIG2}""",
         "after-fair first e-mail in English to the note's request (CPHI Middle East, Riyadh, December; registration in the UAE); company without L.L.C.; MOHAP, DHA, Amman, Aqaba, Jebel Ali",
         Twin("note_wrong", "body", "at CPHI Middle East in Riyadh last December", "at Arab Health in Dubai last January",
              "CPHI Middle East, Riyadh, December 2024", "the note records CPHI Middle East in Riyadh", found="Arab Health in Dubai last January")),

    Mail("P024", "s3", "Robusta Đắk Lắk per la Torrefazione Gonzaga",
         f"""Gentile Signora Gonzaga,

mi chiamo Lê Thị Kim Oanh e sono vicedirettrice commerciale della Cao Nguyên Xanh Co., Ltd., esportatore di caffè di Buôn Ma Thuột, nel cuore della zona della robusta in Vietnam.

Sapendo che Lei è Responsabile Acquisti Caffè Verde, Le propongo la nostra robusta lavata e lucidata, screen 18, umidità massima 12,5%, difetti inferiori al 2%. Molti torrefattori italiani la usano nelle miscele per espresso per la crema e il corpo.

Possiamo spedire da Ho Chi Minh City a Genova o Trieste, in sacchi di juta da 60 kg o in container bulk. Le invierei volentieri un campione da 300 g.

Cordiali saluti,
Lê Thị Kim Oanh
Cao Nguyên Xanh Co., Ltd.
+84 262 3857 412""",
         "cold introduction in Italian; 'Gentile Signora Gonzaga'; the recorded title inside an Italian sentence; the sender's title in Italian; screen 18, 12.5% moisture; Ho Chi Minh City, Genoa, Trieste",
         Twin("title_wrong", "body", "Lei è Responsabile Acquisti Caffè Verde", "Lei è Responsabile Vendite Caffè Verde",
              "Responsabile Acquisti Caffè Verde", "a sales title for her purchasing one", found="Responsabile Vendite Caffè Verde")),

    Mail("P025", "s3", "Робуста для растворимого кофе – цена CIF Санкт-Петербург",
         f"""Уважаемый Митофан,

благодарю вас за встречу на выставке WorldFood Moscow. Как вы просили, направляю цену CIF Санкт-Петербург на вьетнамскую робусту для производства растворимого кофе.

Для растворимого кофе мы предлагаем робусту Grade 2, screen 13, влажность до 13%, сорность до 5%, из провинции Даклак. Минимальная партия – один 20-футовый контейнер (19,2 т); поставка через Хошимин, транзитное время около 35 дней. Цена действительна до конца месяца.

Если ООО «Торговый дом Моисеев» интересны регулярные поставки, мы можем зафиксировать объём на полгода вперёд.

С уважением,
Ле Тхи Ким Оань
заместитель коммерческого директора
Cao Nguyên Xanh Co., Ltd., Вьетнам
+84 262 3857 412""",
         "after-fair reply in Russian to the note (WorldFood Moscow; CIF Saint Petersburg; robusta for instant coffee); 'Уважаемый Митофан' (given name only); the sender's name and title in Russian; Đắk Lắk as Даклак, Ho Chi Minh City as Хошимин",
         Twin("country_wrong", "body", "направляю цену CIF Санкт-Петербург", "направляю цену CIF Алматы", "Russia",
              "a Kazakh destination for a buyer in Russia", found="Алматы")),

    Mail("P026", "s3", "Robusta aus Đắk Lắk – Muster für Ihre Rösterei",
         f"""Sehr geehrter Herr Moosbrugger,

ich schreibe Ihnen aus Buôn Ma Thuột im vietnamesischen Hochland, wo unsere Firma Cao Nguyên Xanh Robusta von rund 400 Kleinbauern kauft und aufbereitet.

Viele Röstereien in Österreich und der Schweiz setzen für Espresso-Mischungen inzwischen auf nass aufbereitete Robusta. Unsere „Fine Robusta“ (Screen 16–18, gewaschen, Cupping-Score über 80) wäre vielleicht auch für die Moosbrugger Kaffeerösterei interessant.

Gern schicke ich Ihnen zwei Muster à 500 g, eine gewaschene und eine natural aufbereitete Partie. Die Lieferung erfolgt FOB Ho Chi Minh City oder über einen Importeur in Hamburg.

Mit freundlichen Grüßen
Lê Thị Kim Oanh
Cao Nguyên Xanh Co., Ltd.
oanh.le@caonguyenxanh.vn""",
         "cold introduction in German; company without GmbH; Austria and Switzerland as markets; Fine Robusta, cupping score; FOB Ho Chi Minh City, Hamburg",
         Twin("contact_wrong", "body", "Sehr geehrter Herr Moosbrugger", "Sehr geehrter Herr Moosburger", "Theodor Moosbrugger",
              "a near-miss family name in the greeting", found="Moosburger")),

    Mail("P027", "s3", "Huile de macadamia vierge certifiée COSMOS",
         f"""Madame Raynaud,

Nous nous sommes rencontrées au salon in-cosmetics Global à Paris, et vous m'aviez indiqué que les Laboratoires Raynaud recherchaient une huile de macadamia pressée à froid certifiée COSMOS.

Notre huile de macadamia vierge est pressée à froid à partir de noix cultivées dans la province de Đắk Lắk et certifiée COSMOS Natural par Ecocert ; la certification COSMOS Organic est en cours pour la récolte 2025. Acide palmitoléique : 17 à 22 %, indice de peroxyde < 2 meq O2/kg.

Je vous joins la fiche technique, le certificat et la FDS. Un échantillon de 1 litre peut partir cette semaine.

Bien cordialement,
Lê Thị Kim Oanh
Directrice commerciale adjointe
Cao Nguyên Xanh Co., Ltd. (Vietnam)
+84 262 3857 412""",
         "after-fair first e-mail in French to the note (in-cosmetics Global Paris, COSMOS, cold-pressed); 'Madame Raynaud,' (a woman named Claude); company as 'les Laboratoires Raynaud'; the sender's title in French; Ecocert, palmitoleic acid",
         Twin("category_wrong", "body", "Notre huile de macadamia vierge", "Notre huile d'argan vierge", "macadamia oil",
              "the product is changed to argan oil", found="huile d'argan")),

    Mail("P028", "s3", "越南澳洲堅果油（Macadamia oil）供應",
         f"""沈小姐您好：

我是越南Cao Nguyên Xanh公司的黎氏金鶯（Lê Thị Kim Oanh），負責銷售業務。我們在多樂省（Đắk Lắk）自有冷壓廠，生產初榨澳洲堅果油，適合保養品與按摩油配方。

了解沈氏生技專注於天然保養品原料，我們可提供：
・冷壓初榨澳洲堅果油，棕櫚油酸含量17%以上
・25公斤桶裝或1公斤鋁瓶
・COA、MSDS及ISO 22716文件

如您方便，我們可寄送200毫升樣品至台北。期待與貴公司合作。

黎氏金鶯 敬上
Cao Nguyên Xanh Co., Ltd.
+84 262 3857 412""",
         "cold introduction in traditional Chinese; '沈小姐您好' (family name + 小姐, not the recorded 採購專員); company shortened to '沈氏生技' and '貴公司'; the sender's Sino-Vietnamese name in Chinese; Đắk Lắk as 多樂省; Taipei",
         Twin("company_misspelled", "body", "了解沈氏生技專注於", "了解沉氏生技專注於", "沈氏生技股份有限公司",
              "a look-alike character (沉 for 沈) in the company", found="沉氏生技")),

    Mail("P029", "s3", "베트남산 냉압착 마카다미아 오일 소개",
         f"""김명자 대리님께,

안녕하세요. 베트남 닥락성 부온마투옷에 있는 Cao Nguyên Xanh Co., Ltd.의 레 티 김 오안입니다.

저희는 현지 농가에서 수매한 마카다미아로 냉압착 버진 마카다미아 오일을 생산하고 있습니다. 팔미톨레산 함량이 높아 스킨케어와 헤어 오일 원료로 많이 쓰이며, 해담코스메틱의 제품 라인에도 잘 맞을 것이라 생각합니다.

COA와 MSDS, 그리고 200ml 샘플을 보내 드릴 수 있습니다. 부산항까지 CIF 조건으로 견적도 가능합니다.

검토 부탁드립니다.

레 티 김 오안 드림
Cao Nguyên Xanh Co., Ltd.
oanh.le@caonguyenxanh.vn""",
         "cold introduction in Korean; 'name + 대리님께' (the short form of the recorded 원료구매팀 대리); company without 주식회사; the sender's name in Hangul; Đắk Lắk and Buôn Ma Thuột in Hangul; CIF Busan",
         Twin("artifact", "body", "검토 부탁드립니다.", "검토 부탁드립니다. 검토 부탁드립니다.", "검토 부탁드립니다.",
              "a repeated sentence", found="검토 부탁드립니다. 검토 부탁드립니다.")),

    Mail("P030", "s3", "黒にんにく（皮むき）サンプル送付のご案内",
         f"""渡辺食品株式会社
仕入課長 渡辺健一様

お世話になっております。ベトナムのCao Nguyên Xanh社のレ・ティ・キム・オアンです。

ご依頼いただきました皮むき黒にんにくのサンプル（1kg真空パック）を、本日EMSにて発送いたしました。追跡番号は別途お送りいたします。

原料はベトナム中部リーソン島産のにんにくで、60日間じっくり熟成させております。糖度は約40度、水分は約45％です。渡辺食品様の商品開発のご参考になれば幸いです。

価格表と製品規格書も添付いたしますので、ご検討のほどよろしくお願いいたします。

Lê Thị Kim Oanh（レ・ティ・キム・オアン）
Cao Nguyên Xanh Co., Ltd.
+84 262 3857 412""",
         "reply in Japanese to the note's sample request (peeled black garlic, 1 kg vacuum pack) with a letter head (company, title + name + 様); company shortened to '渡辺食品様'; Lý Sơn island in katakana; EMS",
         Twin("company_foreign", "body", "渡辺食品様の商品開発", "山口洋酒様の商品開発", "渡辺食品株式会社",
              "another buyer's company (same country, another category)", found="山口洋酒")),

    Mail("P031", "s3", "Black garlic from Vietnam – after THAIFEX",
         f"""Dear Khun Naphat,

Thank you for visiting our booth at THAIFEX – Anuga Asia in Bangkok. As หัวหน้าฝ่ายจัดซื้อ of ดวงทับทิม ฟู้ด you mentioned that your customers are looking for healthy snacks, so I wanted to follow up with more details about our black garlic.

- Whole bulbs and peeled cloves, aged 60 days without additives
- Packed in 250 g retail pouches or 5 kg cartons for food service
- HACCP and ISO 22000 certified, Form D for ASEAN duty-free import

Shipping from Ho Chi Minh City to Laem Chabang takes about 4 days. I will send you our price list and samples if you are interested.

ขอบคุณค่ะ

{SIG3}""",
         "after-fair first e-mail in English with a Thai closing; 'Dear Khun Naphat' (a romanised given name); the recorded Thai title and the company in Thai without บริษัท/จำกัด inside English; Form D, Laem Chabang",
         Twin("title_wrong", "body", "As หัวหน้าฝ่ายจัดซื้อ of", "As ผู้จัดการฝ่ายขาย of", "หัวหน้าฝ่ายจัดซื้อ",
              "a sales-manager title for her purchasing one", found="ผู้จัดการฝ่ายขาย")),

    Mail("P032", "s3", "Aged black garlic for Thomas & Pryce",
         f"""Dear Ms Thomas,

I am Oanh from Cao Nguyên Xanh, a Vietnamese producer of black garlic. We age single-clove and multi-clove garlic for 60 days at controlled temperature and humidity, with nothing added, until it turns sweet, soft and balsamic.

Several fine-food retailers in the UK now sell black garlic as a deli item and chefs use it in sauces and dressings. I thought it could sit well in the Thomas & Pryce range, either as peeled cloves in jars or as a black garlic paste.

Our products are HACCP certified and we already ship to Felixstowe through a consolidator. Shall I send you a sample box?

Kind regards,

{SIG3}""",
         "cold introduction in English signed by the sender's given name ('I am Oanh'); company shortened to 'Thomas & Pryce'; the UK as a market; Felixstowe",
         Twin("category_wrong", "body", "a Vietnamese producer of black garlic", "a Vietnamese producer of black truffles", "black garlic",
              "the product is changed to black truffles", found="black truffles")),

    Mail("P033", "s4", "Implantes dentales con registro COFEPRIS – seguimiento AMIC Dental",
         f"""Estimada Abigail:

Fue un gusto conversar con usted en AMIC Dental, en la Ciudad de México. Tal como le comenté, nuestros implantes dentales de titanio grado 4, con conexión cónica y superficie SLA, cuentan con registro sanitario COFEPRIS vigente; le adjunto el oficio.

Para Distribuidora Dental Guillen podemos ofrecer el kit quirúrgico en comodato con la primera compra de 200 implantes, y capacitación para sus clientes odontólogos en Guadalajara o Monterrey. Los implantes se fabrican en nuestra planta de Heredia bajo ISO 13485.

Quedo atenta a sus comentarios.

Saludos cordiales,

{SIG4}""",
         "after-fair first e-mail in Spanish to the note (AMIC Dental, Mexico City, COFEPRIS); 'Estimada Abigail:'; company without 'S.A. de C.V.'; grade 4 titanium, SLA, ISO 13485; Guadalajara, Monterrey",
         Twin("sender_wrong", "body", "Mariela Solís Araya\nGerente de Exportaciones", "Mariela Solís Araya\nGerente de Compras",
              "Gerente de Exportaciones", "the sender signs with a purchasing title", found="Gerente de Compras")),

    Mail("P034", "s4", "Implantes dentários da Costa Rica – apresentação",
         f"""Prezada Sra. Bárbara Marques,

Meu nome é Mariela Solís e sou gerente de exportações da Inversiones Barva Verde, empresa de Heredia, na Costa Rica, onde se concentra boa parte da indústria de dispositivos médicos do país.

Fabricamos implantes dentários de titânio com conexão cone-morse e superfície tratada, com certificação ISO 13485 e marcação CE. Sabemos que a Marques Odontológica distribui para clínicas em todo o Sudeste, e gostaríamos de iniciar o processo de registro na ANVISA com um distribuidor local.

Posso enviar o catálogo e uma proposta de parceria?

Atenciosamente,
Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.
+506 2261 4738""",
         "cold introduction in Portuguese; 'Prezada Sra. Bárbara Marques'; the sender's company without S.A. in the body; her title in Portuguese in the body and in Spanish in the signature; company without Ltda.; ANVISA; cone-morse",
         Twin("company_missing", "body", "Sabemos que a Marques Odontológica distribui", "Sabemos que a sua empresa distribui",
              "Marques Odontológica Ltda.", "the company replaced by 'a sua empresa'", found="sua empresa")),

    Mail("P035", "s4", "Οδοντικά εμφυτεύματα από την Κόστα Ρίκα",
         f"""Αγαπητή κυρία Βαζούρα,

Ονομάζομαι Mariela Solís και είμαι υπεύθυνη εξαγωγών της Inversiones Barva Verde S.A. από την Ερέδια της Κόστα Ρίκα. Κατασκευάζουμε οδοντικά εμφυτεύματα τιτανίου με κωνική σύνδεση, με σήμανση CE σύμφωνα με τον Κανονισμό (ΕΕ) 2017/745 και πιστοποίηση ISO 13485.

Θα θέλαμε να συνεργαστούμε με έναν διανομέα στην Ελλάδα και πιστεύουμε ότι τα Οδοντιατρικά Είδη Βαζούρα θα μπορούσαν να ενδιαφερθούν. Μπορούμε να στείλουμε δείγματα και τιμοκατάλογο σε ευρώ, παράδοση DAP Αθήνα.

Με εκτίμηση,
Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.
+506 2261 4738""",
         "cold introduction in Greek; 'Αγαπητή κυρία Βαζούρα'; company shortened (without Μονοπρόσωπη Ε.Π.Ε.) with a neuter plural article; the sender's title in Greek in the body; Heredia as Ερέδια; MDR; Greece named as the market",
         Twin("contact_wrong", "body", "Αγαπητή κυρία Βαζούρα", "Αγαπητή κυρία Μπαζούρα", "Σμαράγδα Βαζούρα",
              "a near-miss family name in the greeting", found="Μπαζούρα")),

    Mail("P036", "s4", "Gmelina round logs and sawn timber – CFR Kandla",
         f"""Dear Mr Das,

Thank you for the information on your packaging business. We export plantation-grown Gmelina arborea from the northern zone of Costa Rica and can supply both:

- Round logs, girth 60 cm+, length 2.4–5.8 m, debarked and fumigated
- Sawn gmelina, kiln-dried to 12–14%, for pallets and crates

For the Indian market we ship from Puerto Caldera in 40' containers; transit to Kandla is about 45 days. All shipments come with a phytosanitary certificate and ISPM-15 treatment where needed.

I would be glad to prepare a CFR Kandla offer for Das Timber if you send your monthly requirement.

Best regards,

{SIG4}""",
         "reply in English to the note (round logs and sawn gmelina for packaging; Kandla); company shortened to 'Das Timber'; Puerto Caldera; India named as the market; ISPM-15",
         Twin("country_wrong", "body", "For the Indian market we ship", "For the Pakistani market we ship", "India",
              "the buyer is in India", found="Pakistani")),

    Mail("P037", "s4", "哥斯达黎加人工林石梅木（Gmelina）原木供应",
         f"""杨经理您好！

我是哥斯达黎加Inversiones Barva Verde公司的出口经理Mariela Solís。我们在哥斯达黎加北部有人工林，供应石梅木（Gmelina arborea）原木和板材。

了解到张家港杨氏木业主要进口热带人工林木材，我们的石梅木材质轻、纹理均匀，适合做家具板材和包装材料。
・原木：径级25厘米以上，长度5.8米
・可提供植物检疫证书和熏蒸证明
・CFR张家港或太仓

如有兴趣，我可以发送报价和照片。

此致
敬礼

Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.""",
         "cold introduction in simplified Chinese; '杨经理您好' (family name + 经理, short for 进口部经理); company without 有限公司; gmelina as 石梅木 with the Latin name; CFR Zhangjiagang or Taicang",
         Twin("company_foreign", "body", "了解到张家港杨氏木业主要进口", "了解到Das Timber Industries主要进口", "张家港杨氏木业有限公司",
              "another buyer's company (same category, India)", found="Das Timber Industries")),

    Mail("P038", "s4", "Tapa dulce bio ? Réponse à votre question",
         f"""Monsieur Maillet,

Merci pour votre message. Pour répondre à votre question : oui, notre tapa dulce est certifiée biologique selon le règlement européen (certificat de contrôle COI disponible pour chaque lot), et elle provient de petits trapiches de la région de Grecia, au Costa Rica.

Nous pouvons livrer des palettes mixtes : tapa dulce en blocs de 500 g, tapa dulce râpée en sachets de 1 kg, et du café de Heredia si cela vous intéresse. Le minimum est d'une palette, en groupage maritime jusqu'au Havre.

Je vous envoie notre tarif en euros dès aujourd'hui.

Bien cordialement,
Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.""",
         "reply in French to the note (EU organic; small mixed pallets); 'Monsieur Maillet,'; the company not named; Grecia, Le Havre; coffee named as an extra",
         Twin("artifact", "body", "en groupage maritime jusqu'au Havre.", "en groupage maritime jusqu'au", "en groupage maritime jusqu'au Havre.",
              "a sentence cut off", found="en groupage maritime jusqu'au\n")),

    Mail("P039", "s4", "Tapa dulce costarricense para Distribuciones Tur",
         f"""Estimado Sr. Tur:

Le escribo desde Heredia, Costa Rica. En Inversiones Barva Verde exportamos tapa dulce, el azúcar de caña sin refinar que se elabora en trapiches tradicionales, parecido a la panela colombiana pero con un sabor más acaramelado.

En España hay cada vez más demanda entre la comunidad latinoamericana y en tiendas de productos naturales, y creo que Distribuciones Tur podría incluirla en su catálogo para Baleares y la Península. Ofrecemos tapas de 500 g y 1 kg, y también tapa dulce granulada.

¿Le envío una ficha técnica y precios CIF Valencia?

Un saludo cordial,
Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.
+506 2261 4738""",
         "cold introduction in Spanish; 'Estimado Sr. Tur:'; company without S.L.; panela as a comparison, not an offer; the Balearics, CIF Valencia; Spain named as the market",
         Twin("company_misspelled", "subject", "para Distribuciones Tur", "para Distribucones Tur", "Distribuciones Tur S.L.",
              "a letter dropped from the company", found="Distribucones Tur")),

    Mail("P040", "s4", "Private label tapa dulce, 500 g blocks – after PLMA",
         f"""Dear Dex,

Good to meet you at PLMA in Amsterdam. As promised, some details on private label tapa dulce for Dennenberg Latin Foods:

- 500 g blocks, each wrapped and labelled with your brand (Dutch, English and Spanish text)
- Minimum run of 5,000 blocks per design; lead time 6 weeks after artwork approval
- Shipped from Puerto Limón (Moín) to Rotterdam, about 3 weeks

We can also offer an EU-organic version if you plan a premium line. I'll send you a quotation and our label template this week.

Met vriendelijke groet,
Mariela

{SIG4}""",
         "after-fair first e-mail in English with a Dutch closing; 'Dear Dex'; the note's PLMA Amsterdam and private-label 500 g blocks; company without B.V.; Moín, Rotterdam",
         Twin("company_missing", "body", "private label tapa dulce for Dennenberg Latin Foods:", "private label tapa dulce for your company:",
              "Dennenberg Latin Foods B.V.", "the company replaced by 'your company'", found="your company")),
]
