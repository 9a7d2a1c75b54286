"""Natural e-mails to P021-P040, each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P021", "s2", "Panneaux en pin cembro (arole) d'Autriche",
"""Monsieur Courvoisier,

Je suis responsable export de Murtal Naturprodukte GmbH, à Judenburg en Styrie. Nous fabriquons des panneaux massifs trois plis en pin cembro – l'arole, comme on dit en Valais – de 19 à 42 mm.

La Menuiserie Courvoisier pourrait les utiliser pour des chambres, des boiseries ou du mobilier : le bois garde son parfum pendant des années et se travaille très bien. Nous livrons en Suisse romande par camion, dédouané, à partir d'une demi-charge.

Je vous envoie volontiers des échantillons et notre liste de prix.

Meilleures salutations,
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH""",
"French (Swiss closing 'Meilleures salutations'); 'arole', the Swiss French name of stone pine; company without SA, with article.",
Twin("company_misspelled", "body", [("La Menuiserie Courvoisier pourrait", "La Menuiserie Corvoisier pourrait")],
     "A lost 'u' in the family name in the company.", found="Menuiserie Corvoisier")),

Mail("P022", "s2", "Loden swatches in navy and forest green – following Première Vision",
"""藤井様

Dear Ms Fujii,

Thank you for visiting our stand at Première Vision Paris. As promised, I have posted a swatch card of our boiled-wool loden in navy and forest green, 420 g/m² and 560 g/m², to 藤井テキスタイル株式会社 in Osaka; it should arrive within ten days.

Both colours are in stock at 150 cm width, and we can also weave a lighter 330 g/m² quality for coats.

I look forward to your comments.

With kind regards,
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH, Austria""",
"English follow-up after Première Vision (note) with a Japanese '様' line; the swatch colours of the note; company in Japanese script.",
Twin("note_wrong", "body", [("visiting our stand at Première Vision Paris.", "visiting our stand at Munich Fabric Start.")],
     "Another textile fair in place of Première Vision Paris.", found="Munich Fabric Start", expected="Première Vision Paris")),

Mail("P023", "s2", "Loden della Stiria per Lanificio Priuli",
"""Gentile Sig. Priuli,

mi permetto di presentarle la Murtal Naturprodukte GmbH di Judenburg, in Austria: tra i nostri prodotti c'è il loden tradizionale, follato e garzato, in pura lana vergine.

So che, in qualità di buyer tessuti del Lanificio Priuli S.p.A., lei valuta con attenzione le lane da affiancare alla vostra produzione. Il nostro loden è disponibile in 14 colori, da 330 a 560 g/m², in pezze da 50 metri.

Posso inviarle una cartella colori?

Cordiali saluti,
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH""",
"Italian cold intro; the recorded title (Buyer tessuti) lower-cased inside an Italian sentence.",
Twin("title_wrong", "body", [("in qualità di buyer tessuti del", "in qualità di responsabile commerciale del")],
     "A sales title for the recorded buying title.", found="responsabile commerciale")),

Mail("P024", "s3", "Raw candlenuts – BICON import conditions",
"""Dear Mark,

Thank you for your question about the BICON conditions for raw candlenuts.

Under the current BICON case for Aleurites moluccanus seeds for human consumption, raw candlenuts can come into Australia without an import permit, provided each consignment is free of live insects, soil and other contaminants, and the nuts are shelled. We fumigate every container in Dili and send a phytosanitary certificate with the documents.

I'd suggest checking the case once more before Thomas Spice Traders places a first order, as it is updated from time to time. Happy to send a sample in the meantime.

Best regards,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.
Gleno, Timor-Leste""",
"English reply to the note's BICON question; company in short form.",
Twin("country_wrong", "body", [("raw candlenuts can come into Australia without", "raw candlenuts can come into New Zealand without")],
     "The buyer's country named as New Zealand.", found="into New Zealand")),

Mail("P025", "s3", "Kemirinoten uit Oost-Timor",
"""Beste Nadia,

My name is Joaquim Soares da Costa, export manager of Ermera Agro Exportasaun, Lda. in Timor-Leste. We grow and shell candlenuts (kemiri), the nut that gives Indonesian and Malaysian curries their body, and I think they could fit the range of Van Tuijl Specerijen.

Our candlenuts are sun-dried, hand-sorted and packed in 25 kg cartons. Transit from Dili to Rotterdam takes about five weeks via Singapore.

Would you like a sample?

Met vriendelijke groet,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"English with a Dutch subject, greeting and closing; 'kemiri', the Indonesian word; company without B.V.",
Twin("contact_wrong", "body", [("Beste Nadia,", "Beste Nina,")],
     "Another given name in the greeting.", found="Nina")),

Mail("P026", "s3", "Candlenuts from Timor-Leste",
"""เรียน คุณใกล้รุ่ง

My name is Joaquim Soares da Costa of Ermera Agro Exportasaun, Lda., Timor-Leste. I'm writing to บริษัท แนวพนิช ฟู้ดส์ จำกัด because we export shelled candlenuts, used in Thai and Indonesian curry pastes, and Timor-Leste is only a short sailing from Bangkok via Singapore.

We offer whole and half kernels, light in colour, moisture under 6%, in 25 kg cartons. I can quote CIF Laem Chabang or Bangkok.

Thank you for your time.

ขอแสดงความนับถือ
Joaquim Soares da Costa
Gerente de Exportação""",
"English with Thai greeting (คุณ + given name) and closing; company in Thai script in an English sentence; Laem Chabang.",
Twin("category_wrong", "body", [("because we export shelled candlenuts, used", "because we export shelled macadamia nuts, used")],
     "Macadamia nuts, a neighbouring nut of the same family, for candlenuts.", found="macadamia nuts")),

Mail("P027", "s3", "Kosher-certified tamarind pulp",
"""שלום נועם,

I'm Joaquim Soares da Costa, export manager at Ermera Agro Exportasaun, Lda. in Timor-Leste. We make seedless tamarind pulp from sweet and sour tamarind grown in the north of the island.

I understand ליברמן יבוא מזון needs kosher certification: our pulp is made on a line supervised by a kosher certification agency, and the certificate for this season is attached. We pack in 1 kg and 10 kg blocks, shipped reefer-free in 20' containers to Ashdod or Haifa.

Could I send you a sample and an offer?

Best regards,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"English (as the note prefers) with a Hebrew greeting; kosher certificate from the note; company in Hebrew short form inside English.",
Twin("company_foreign", "body", [("I understand ליברמן יבוא מזון needs", "I understand Curtis Oriental Foods needs")],
     "Another tamarind buyer's company of this set.", found="Curtis Oriental Foods")),

Mail("P028", "s3", "Tamarind pulp from Timor-Leste",
"""Dear Ms Curtis,

I'm writing from Ermera Agro Exportasaun, Lda., an exporter in Timor-Leste, to introduce our tamarind pulp.

We press seedless pulp from fresh pods, with no added sugar or preservatives, and pack it in 200 g, 400 g and 1 kg blocks that suit Asian grocers and restaurants. Curtis Oriental Foods Ltd could have its own label on the retail packs.

We ship to Felixstowe via Singapore. May I send you samples and a price list?

Kind regards,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.
joaquim.costa@ermera-agro.tl""",
"English cold intro; company in full; Felixstowe.",
Twin("sender_wrong", "body", [("joaquim.costa@ermera-agro.tl", "joaquim.costa@ermera-agro.tp")],
     "The sender's e-mail domain with the old .tp ending.", found="joaquim.costa@ermera-agro.tp", expected="joaquim.costa@ermera-agro.tl")),

Mail("P029", "s3", "Cotización: pulpa de tamarindo en bloques de 20 kg, FOB Dili",
"""Estimado Sr. Duarte:

Gracias por su solicitud. Le envío nuestra cotización de pulpa de tamarindo sin semilla en bloques de 20 kg, FOB Dili, tal como la pidió.

Es la misma pulpa que usan varios fabricantes de dulces de tamarindo en Asia: textura firme, acidez estable y color café oscuro. Cada bloque va envuelto en polietileno y en caja de cartón; caben 1 000 bloques en un contenedor de 20 pies.

Los precios tienen validez de 30 días. Si Dulces Duarte desea una muestra, la enviamos por mensajería a Guadalajara.

Atentamente,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"Spanish reply to the quote the note asks for (20 kg blocks FOB Dili); the tamarind candy of the note; company in short form.",
Twin("artifact", "body", [("Es la misma pulpa que usan", "Es la misma misma pulpa que usan")],
     "A doubled word.", found="misma misma")),

Mail("P030", "s3", "Timor teak, sawn — offer for Μόναχας Ξυλεμπορία",
"""Αγαπητέ κύριε Μόναχα,

My name is Joaquim Soares da Costa and I manage exports at Ermera Agro Exportasaun, Lda., Timor-Leste. We saw plantation teak from the hills of Ermera and Bobonaro into boards and squares, air- and kiln-dried to 10–12%.

I understand Μόναχας Ξυλεμπορία Ε.Π.Ε. trades hardwoods for joinery and boats; our teak comes with legality documents and can be shipped to Piraeus or Thessaloniki in 20' containers. Thicknesses from 25 to 75 mm, lengths 1.8 to 3.6 m.

Would a specification sheet and a CIF offer be useful?

Με εκτίμηση,
Joaquim Soares da Costa
Gerente de Exportação""",
"English with Greek vocative greeting and closing; company in Greek in subject and body.",
Twin("company_missing", "body", [("I understand Μόναχας Ξυλεμπορία Ε.Π.Ε. trades", "I understand your company trades")],
     "The company replaced by 'your company' in the body (the subject keeps it).",
     found="your company", expected="Μόναχας Ξυλεμπορία Ε.Π.Ε.")),

Mail("P031", "s3", "Plantation teak from Timor-Leste",
"""Dear Ms Ganesh,

Greetings from Timor-Leste. I'm Joaquim Soares da Costa, export manager of Ermera Agro Exportasaun, Lda.

Ganesh Timber Industries Pvt. Ltd. is one of the firms we'd most like to work with in India. We supply sawn plantation teak, 25–100 mm thick, with a golden colour and straight grain, and we can ship to Kandla or Tuticorin.

If you share the sizes you use most, I'll put together an offer.

Best regards,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"English cold intro; company in full.",
Twin("company_misspelled", "body", [("Ganesh Timber Industries Pvt. Ltd. is one", "Ganesh Timbers Industries Pvt. Ltd. is one")],
     "An extra 's' in the company name.", found="Ganesh Timbers Industries")),

Mail("P032", "s3", "Gỗ tếch xẻ vuông cấp FAS – sau hội chợ VIFA-EXPO",
"""Kính gửi anh Dương Nhiên,

Cảm ơn anh đã ghé gian hàng của chúng tôi tại VIFA-EXPO ở Thành phố Hồ Chí Minh.

Như anh đã hỏi, tôi gửi kèm bảng quy cách và giá gỗ tếch xẻ vuông cấp FAS: 50 x 50 đến 100 x 100 mm, dài 1,8–3,0 m, độ ẩm 10–12%. Với vai trò Trưởng phòng Thu mua của Công ty TNHH Gỗ Dương Phát, nếu anh cần số lượng thử một container 20 feet, chúng tôi có thể giao CIF Cát Lái trong khoảng ba tuần.

Trân trọng,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.
Timor-Leste""",
"Vietnamese follow-up after the VIFA-EXPO fair the note records; FAS-grade squares as the note asks; 'anh' + full name; the recorded title inside Vietnamese.",
Twin("title_wrong", "body", [("Với vai trò Trưởng phòng Thu mua của", "Với vai trò Trưởng phòng Kinh doanh của")],
     "Head of sales for the recorded head of purchasing.", found="Trưởng phòng Kinh doanh")),

Mail("P033", "s4", "عسل السدر الحضرمي – تحليل حبوب اللقاح ونسبة الرطوبة",
"""السيد سلطان الشهري المحترم،

Thank you for your enquiry about our Hadrami sidr honey.

As requested, I attach the pollen analysis (Ziziphus spina-christi pollen above 60%) and the lab report on moisture (16.8%) for the current batch, both from an accredited laboratory. Many honey shops in Saudi Arabia ask for exactly these documents, so we test every batch before it leaves Mukalla.

For مؤسسة الشهري للعسل we can supply 1 kg jars or 25 kg food-grade pails, by land through Al Wadiah or by sea to Jeddah.

مع خالص التحية،
Abdulrahman Saleh Bamatraf
مدير المبيعات الدولية
Hadramout Sidr & Sea Trading Co. Ltd.""",
"English with Arabic greeting and closing; the pollen analysis and moisture report the note asks for; company in Arabic inside English; Al Wadiah border crossing.",
Twin("country_wrong", "body", [("Many honey shops in Saudi Arabia ask", "Many honey shops in Kuwait ask")],
     "The buyer's country named as Kuwait.", found="in Kuwait")),

Mail("P034", "s4", "Hadrami sidr honey for Al Shamsi Foodstuff Trading",
"""Dear Mr Saeed,

My name is Abdulrahman Saleh Bamatraf, head of international sales at Hadramout Sidr & Sea Trading Co. Ltd. in Mukalla, Yemen.

We pack genuine Hadrami sidr honey from the Wadi Do'an valley, which is well known to customers in the Emirates. For Al Shamsi Foodstuff Trading L.L.C. we can offer 250 g and 500 g glass jars with Arabic and English labels, or bulk pails, delivered to Jebel Ali.

Could I send you our catalogue and prices?

Best regards,
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.
Mukalla, Yemen""",
"English cold intro; 'Dear Mr Saeed' (Gulf style, given name); company in full; Jebel Ali.",
Twin("contact_wrong", "body", [("Dear Mr Saeed,", "Dear Mr Rashid,")],
     "Another given name in the greeting.", found="Rashid")),

Mail("P035", "s4", "Sidr honey from Wadi Do'an",
"""Dear Ms Amna,

I hope you are well. I'm writing from Hadramout Sidr & Sea Trading Co. Ltd. in Yemen to introduce our sidr honey to Al Ketbi Honey House.

Our honey comes from beekeepers in Wadi Do'an and Wadi Al-Ain, harvested in the winter sidr bloom and tested for purity before export. For a category buyer with a premium shelf, our numbered 500 g jars in gift boxes may be of interest.

Shall I send a few jars for tasting?

Kind regards,
Abdulrahman Saleh Bamatraf
International Sales Manager
Hadramout Sidr & Sea Trading Co. Ltd.""",
"English cold intro; 'Dear Ms Amna' (given name); the recorded title lower-cased in a sentence; company without L.L.C.; sender's title translated.",
Twin("note_wrong", "body", [("I hope you are well. I'm writing", "It was good to meet you at Gulfood in Dubai. I'm writing")],
     "A fair meeting claimed for a buyer whose note records none.", found="It was good to meet you at Gulfood in Dubai.", expected="no fair in the note")),

Mail("P036", "s4", "Résine de sang-dragon de Socotra",
"""Monsieur Martins,

Je me permets de vous présenter Hadramout Sidr & Sea Trading Co. Ltd., exportateur yéménite basé à Moukalla.

Nous proposons de la résine de sang-dragon (Dracaena cinnabari) de l'île de Socotra, récoltée à la main, en larmes triées ou en poudre. Pour le Laboratoire Martins, elle pourrait entrer dans des soins cosmétiques ou des préparations traditionnelles ; nous joignons à chaque lot un certificat d'origine et une analyse.

Puis-je vous adresser une fiche technique et un échantillon de 100 g ?

Veuillez agréer, Monsieur, mes salutations distinguées.

Abdulrahman Saleh Bamatraf
Directeur des ventes internationales
Hadramout Sidr & Sea Trading Co. Ltd.""",
"French cold intro; 'Monsieur Martins,'; company without SAS with article; sender's title translated into French.",
Twin("category_wrong", "body", [("Nous proposons de la résine de sang-dragon (Dracaena cinnabari)", "Nous proposons de la résine d'oliban (Dracaena cinnabari)")],
     "Frankincense, a neighbouring resin, for dragon's blood.", found="résine d'oliban")),

Mail("P037", "s4", "Смола „драконова кръв“ от Сокотра / Dragon's blood resin",
"""Уважаеми г-н Ждраков,

My name is Abdulrahman Saleh Bamatraf, and I handle international sales at Hadramout Sidr & Sea Trading Co. Ltd. in Mukalla, Yemen.

We export dragon's blood resin from Socotra island, sorted tears and fine powder, which natural cosmetics makers use in balms and serums. I thought Ждраков Натурал ЕООД might be interested in a reliable source, with an analysis and certificate of origin for every lot.

I would be glad to send a 100 g sample to Sofia.

С уважение,
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"English with a Bulgarian greeting ('г-н' + family name) and closing; Bulgarian subject part; company in Cyrillic inside English.",
Twin("company_foreign", "body", [("I thought Ждраков Натурал ЕООД might be", "I thought Laboratoire Martins SAS might be")],
     "The other dragon's blood buyer's company of this set.", found="Laboratoire Martins SAS")),

Mail("P038", "s4", "Colas de langosta congeladas de 200-300 g – tras Seafood Expo Global",
"""Estimada Sra. Barroso:

Fue un placer conocerla en Seafood Expo Global en Barcelona. Como le comenté, nuestras colas de langosta de roca congeladas se calibran exactamente en el rango de 200-300 g que usted busca.

Capturamos en la costa de Hadramaut, congelamos a bordo a -35 °C y enviamos en cajas de 10 kg con glaseado del 8 %. Para Mariscos Barroso S.A. podemos ofrecer un primer contenedor reefer de 40 pies CIF Vigo o Valencia.

Le adjunto la ficha técnica y el certificado sanitario de exportación.

Un saludo cordial,
Abdulrahman Saleh Bamatraf
Director de Ventas Internacionales
Hadramout Sidr & Sea Trading Co. Ltd.""",
"Spanish follow-up after the fair the note records; 200-300 g tails as the note says; 'Hadramaut' as a region name (the coast) beside the company's own spelling 'Hadramout'.",
Twin("sender_wrong", "body", [("Director de Ventas Internacionales\nHadramout Sidr & Sea Trading Co. Ltd.", "Director de Ventas Internacionales\nHadramaut Sidr & Sea Trading Co. Ltd.")],
     "The sender's company spelled 'Hadramaut' in the signature.", found="Hadramaut Sidr & Sea Trading Co. Ltd.", expected="Hadramout Sidr & Sea Trading Co. Ltd.")),

Mail("P039", "s4", "냉동 바닷가재 꼬리 / Frozen rock lobster tails from Yemen",
"""이정식 팀장님께,

I'm Abdulrahman Saleh Bamatraf from Hadramout Sidr & Sea Trading Co. Ltd., a seafood and honey exporter in Mukalla, Yemen.

We catch spiny rock lobster along the Arabian Sea coast and export frozen tails in 100-400 g grades, packed in 10 kg master cartons. I believe 이수산 주식회사 could use them for restaurant and retail customers in Korea. We can ship reefer containers CIF Busan.

Would you like our price list and specifications?

감사합니다.
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"English with Korean greeting and thanks; Korean subject part; company in Hangul inside English.",
Twin("artifact", "body", [("packed in 10 kg master cartons. I believe", "packed in 10 kg master cartons. We catch spiny rock lobster along the Arabian Sea coast. I believe")],
     "A sentence repeated.", found="We catch spiny rock lobster along the Arabian Sea coast. I believe")),

Mail("P040", "s4", "冷冻岩龙虾尾 CIF南沙报价及卫生证书",
"""陈经理您好：

感谢您的询价。按照您的要求，随信附上我们冷冻岩龙虾尾的CIF南沙报价，以及也门官方出具的卫生证书样本。

我们的龙虾捕自阿拉伯海沿岸，船上速冻，规格100–400克，10公斤外箱包装。广州陈记水产贸易有限公司如需先订一个40尺冷柜试单，我们可在四周内安排出运。

如有任何问题，请随时联系。

此致
敬礼
Abdulrahman Saleh Bamatraf
国际销售经理
Hadramout Sidr & Sea Trading Co. Ltd.
也门穆卡拉""",
"Chinese reply to the note's request (CIF Nansha price, health certificate); company in full; sender's title translated.",
Twin("company_missing", "body", [("广州陈记水产贸易有限公司如需", "贵公司如需")],
     "The company replaced by '贵公司' (your company).", found="贵公司", expected="广州陈记水产贸易有限公司")),
]
