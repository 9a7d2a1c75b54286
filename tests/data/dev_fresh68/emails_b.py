"""Natural e-mails N021-N040 of dev_fresh68 (one per buyer P021-P040), each with its twin's edit."""
from mail import Mail, Twin

S3 = "Tan Mei Ling\nPengurus Eksport\nKinta Timah & Serat Sdn. Bhd.\n+60 5 241 7785"
S4 = "Laura Camila Rueda\nJefe de Comercio Exterior\nCacaos del Chicamocha S.A.S.\n+57 607 634 5120"

MAILS = [
Mail("P021", "s2", "first",
"Ethiopian berbere for Mattsson Kryddor",
"""Dear Mr Mattsson,

My name is Meron Alemayehu and I handle export sales at Hawassa Tabor Agro-Processing in Hawassa, Ethiopia. We produce berbere, the red spice blend at the heart of Ethiopian cooking, from sun-dried chillies, blended and packed at origin.

Ethiopian and Eritrean restaurants have become popular in Stockholm and Gothenburg, and I believe a genuine berbere would sell well in Mattsson Kryddor's range. We can supply 50 g glass jars with Swedish labels, or 1 kg and 5 kg bulk bags for repacking.

Could I send you a price list CIP Gothenburg and a small sample?

Best regards,
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"English; company with an English possessive, without AB; Stockholm, Gothenburg",
Twin("company_misspelled", "body", "in Mattsson Kryddor's range", "in Matsson Kryddor's range", "one t dropped",
     found="Matsson Kryddor", expected="Mattsson Kryddor AB")),

Mail("P022", "s2", "first",
"Korarima from Ethiopia – halal certificate and SFDA registration",
"""السلام عليكم أستاذ كاسر،

It was a pleasure to meet you at Gulfood in Dubai. As you asked, I attach our halal certificate, issued by the Ethiopian Islamic Affairs Supreme Council, and I can confirm that our korarima (Ethiopian cardamom, Aframomum corrorima) is being registered with the SFDA through our agent in Jeddah; the registration number should follow within a month.

Korarima can replace or complement green cardamom in Arabic coffee and kabsa, with a deeper, smoky aroma. We supply whole dried pods in 10 kg cartons.

I hope مؤسسة الدباغ للبهارات will consider a trial order.

With best regards,
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"English with an Arabic greeting (أستاذ + given name); note (Gulfood Dubai, halal, SFDA) used; Arabic company inside English; Jeddah",
Twin("company_foreign", "body", "I hope مؤسسة الدباغ للبهارات will", "I hope कदम मसाले प्राइवेट लिमिटेड will",
     "same category, the Indian buyer's company", found="कदम मसाले प्राइवेट लिमिटेड",
     expected="مؤسسة الدباغ للبهارات")),

Mail("P023", "s2", "first",
"Korarima (Ethiopian cardamom) for कदम मसाले",
"""नमस्ते संजय जी,

I am writing from Hawassa Tabor Agro-Processing in Ethiopia. We export korarima, also called Ethiopian cardamom or false cardamom, a pod with a warm, camphor-like aroma that works well in garam masala and chai blends, at a lower price than green cardamom from Kerala or Guatemala.

For कदम मसाले प्राइवेट लिमिटेड we could supply whole dried pods in 25 kg jute bags, with a phytosanitary certificate and FSSAI-compliant test results, CIF Nhava Sheva.

May I send you a 1 kg sample for your blending trials?

Warm regards,
Meron Alemayehu Bekele
Export Sales Manager, Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"English with a Hindi greeting (given name + जी); Devanagari company in English and shortened in the subject; Kerala, Guatemala as other origins",
Twin("company_missing", "body", None, None, "every mention replaced", found="your company",
     expected="कदम मसाले प्राइवेट लिमिटेड",
     repl=[("Korarima (Ethiopian cardamom) for कदम मसाले", "Korarima (Ethiopian cardamom) for your spice blends"),
           ("For कदम मसाले प्राइवेट लिमिटेड we could", "For your company we could")])),

Mail("P024", "s3", "first",
"マレーシア・イポー産ピューター食器のご紹介",
"""岡田洋食器株式会社
バイヤー 岡田裕美子様

突然のご連絡失礼いたします。マレーシア・イポーのKinta Timah & Serat Sdn. Bhd.で輸出を担当しておりますタン・メイリンと申します。

弊社はペラ州の錫を使ったピューター食器（錫97%、アンチモン・銅、鉛フリー）を製造しております。ビアマグ、タンブラー、酒器、トレイなど、手作業で仕上げた製品を揃えております。

日本向けには食品衛生法に基づく試験成績書もご用意できます。カタログをお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

Tan Mei Ling
Pengurus Eksport（輸出マネージャー）
Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785""",
"Japanese letter head; category as ピューター食器; sender's name in katakana",
Twin("contact_wrong", "body", "バイヤー 岡田裕美子様", "バイヤー 岡田由美子様", "a near-miss given name",
     found="岡田由美子", expected="岡田裕美子")),

Mail("P025", "s3", "first",
"Lead-free test reports for our pewter – following Ambiente",
"""Dear John,

Thank you for visiting our stand at Ambiente in Frankfurt. As the Purchasing Manager of Nolan Homewares, you asked whether our pewter tableware has lead-free test reports to AS/NZS 4020. It does: I attach the latest report from an accredited laboratory in Kuala Lumpur covering our tankards, hip flasks and serving bowls, all below the limits for lead, cadmium and antimony.

Our pewter is 97% tin with antimony and copper, cast and hand-polished in Ipoh. We ship LCL to Sydney or Melbourne in about three weeks.

I'll follow up with our Australian price list next week.

Kind regards,
Tan Mei Ling
Pengurus Eksport (Export Manager)
Kinta Timah & Serat Sdn. Bhd.
Ipoh, Malaysia | +60 5 241 7785""",
"English; note (Ambiente Frankfurt, AS/NZS 4020) used; title in a sentence; company without Pty Ltd",
Twin("title_wrong", "body", "As the Purchasing Manager of", "As the Marketing Manager of", "another title",
     found="Marketing Manager", expected="Purchasing Manager")),

Mail("P026", "s3", "first",
"Étain de Malaisie pour Boichat Arts de la Table",
"""Madame Boichat,

Je me permets de vous écrire au nom de Kinta Timah & Serat, un atelier d'Ipoh, en Malaisie, une ville qui vit de l'étain depuis plus d'un siècle. Nous fabriquons de la vaisselle en étain sans plomb : chopes, gobelets, plateaux, sous-verres et services à saké.

En tant que responsable des achats de Boichat Arts de la Table SA, vous cherchez peut-être des pièces qui changent de l'argenterie et de la porcelaine. Nos articles sont coulés et polis à la main, et nous pouvons graver un logo ou des initiales pour vos clients.

Je serais heureuse de vous envoyer notre catalogue et nos prix DAP Suisse.

Meilleures salutations,
Tan Mei Ling
Pengurus Eksport (responsable export)
Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785""",
"French (Swiss closing); title inside the sentence; category as vaisselle en étain",
Twin("category_wrong", "body", "de la vaisselle en étain sans plomb", "de la vaisselle en cuivre martelé",
     "hammered copper for pewter", found="vaisselle en cuivre martelé", expected="pewter tableware")),

Mail("P027", "s3", "first",
"洋麻纖維規格及每季兩個40呎貨櫃報價",
"""林經理您好：

感謝您對我們洋麻纖維（kenaf）的詢問。關於您提到每季需要兩個40呎貨櫃，我們的產能完全可以配合。

以下是您要求的規格：
- 纖維長度：90–150 公分（韌皮纖維，已脫膠）
- 含水率：12% 以下
- 包裝：每包約 200 公斤壓縮包

我們的洋麻種植於馬來西亞吉蘭丹及彭亨州，於怡保加工。可報 CIF 台中或高雄港價格，運往台灣約需兩週。

如需樣品，我們可寄 5 公斤至林氏紡織股份有限公司。

敬祝 商祺

Tan Mei Ling（陳美玲）
Pengurus Eksport
Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785""",
"Traditional Chinese, 林經理; note (2 x 40' a quarter, fibre length and moisture) used; category as 洋麻纖維; sender's Chinese name",
Twin("country_wrong", "body", "運往台灣約需兩週", "運往菲律賓約需兩週", "another country",
     found="菲律賓", expected="Taiwan")),

Mail("P028", "s3", "first",
"Kenaf fibre supply from Malaysia",
"""เรียน คุณสุภาพร,

My name is Tan Mei Ling, export manager at Kinta Timah & Serat in Ipoh, Malaysia. We process kenaf fibre from growers in Kelantan and Pahang: decorticated bast fibre, retted and dried to under 12% moisture, in 200 kg bales.

As a fibre company, บริษัท บุญญาภิรมย์ ไฟเบอร์ จำกัด might find our kenaf a good alternative to jute. We can deliver by truck across the border at Padang Besar or by sea to Laem Chabang.

Could we send you a sample bale and our specification sheet?

ขอแสดงความนับถือ
Tan Mei Ling
Pengurus Eksport
Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785 | meiling.tan@kintatimah.com.my""",
"English with Thai greeting (คุณ + given name) and closing; Thai company inside English; Padang Besar, Laem Chabang",
Twin("sender_wrong", "body", "Kinta Timah & Serat Sdn. Bhd.\n+60", "Kinta Timah & Serat Pte. Ltd.\n+60",
     "a wrong legal form for the sender", found="Kinta Timah & Serat Pte. Ltd.",
     expected="Kinta Timah & Serat Sdn. Bhd.")),

Mail("P029", "s3", "first",
"JEC World 후속: 자동차 도어 패널용 케나프 섬유",
"""김정수 과장님께,

안녕하세요. 파리 JEC World에서 인사드린 말레이시아 Kinta Timah & Serat의 탄 메이링입니다.

자동차 도어 패널에 케나프를 사용하신다고 하셔서, 부직포 및 복합재용 케나프 섬유 사양서를 첨부해 드립니다. 섬유 길이는 60–80 mm로 절단 가능하며, 함수율 10% 이하, 200 kg 압축 베일로 공급합니다.

김산업 주식회사의 월간 사용량을 알려 주시면 CIF 부산 기준 견적을 보내 드리겠습니다.

감사합니다.

""" + S3,
"Korean, name + 과장님께 (title shortened as people do); note (car door panels, JEC World Paris) used; category as 케나프 섬유",
Twin("artifact", "body", "케나프 섬유 사양서를 첨부해", "케나프 섬유 사양서를 섬유 사양서를 첨부해", "a doubled phrase",
     found="사양서를 섬유 사양서를", expected="사양서를")),

Mail("P030", "s3", "first",
"Meranti gezaagd hout met MTCS/PEFC-certificaat en EUDR-gegevens",
"""Geachte heer Stevens,

Dank voor uw interesse in ons meranti. U gaf aan dat Houthandel Stevens een FSC- of MTCS/PEFC-certificaat en gegevens voor de EUDR-zorgvuldigheidsverklaring nodig heeft. Ons gezaagd rood meranti komt uit concessies in Perak en Pahang met MTCS-certificering (PEFC-erkend); bij elke zending leveren wij de geolocatie van de percelen, de kapvergunningen en de PEFC-claim op de factuur.

Wij leveren kunstmatig gedroogd (KD 12–15%), in diktes van 25 tot 75 mm, CIF Antwerpen.

Mag ik u een prijslijst per m³ sturen?

Met vriendelijke groet,
Tan Mei Ling
Pengurus Eksport (exportmanager)
Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785""",
"Dutch; note (FSC or MTCS/PEFC, EUDR) used; company without NV; category as gezaagd rood meranti; Antwerpen",
Twin("note_wrong", "body", "Dank voor uw interesse in ons meranti.",
     "Dank voor het gesprek op de Carrefour International du Bois in Nantes.",
     "a fair meeting claimed where the note names no fair", found="Carrefour International du Bois in Nantes",
     expected="Needs FSC or MTCS/PEFC certificate and EUDR due-diligence data.")),

Mail("P031", "s3", "first",
"Meranti segato dalla Malesia per Carnera Legnami",
"""Gentile Signora Carnera,

mi chiamo Tan Mei Ling e mi occupo delle esportazioni della Kinta Timah & Serat di Ipoh, in Malesia. Forniamo meranti rosso segato, essiccato in forno (KD 12–15%), con certificazione MTCS/PEFC e documentazione completa per il Regolamento UE sulla deforestazione.

Come responsabile acquisti legname della Carnera Legnami S.p.A., potrebbe essere interessata a tavole e listelli per serramenti e perlinati: spessori da 25 a 75 mm, lunghezze da 1,8 a 6 m, CIF Genova o La Spezia.

Posso inviarLe il nostro listino in euro al metro cubo?

Cordiali saluti,
""" + S3,
"Italian; title in lower case inside the sentence; category as meranti rosso segato",
Twin("company_misspelled", "body", "della Carnera Legnami S.p.A.", "della Camera Legnami S.p.A.", "rn read as m",
     found="Camera Legnami S.p.A.", expected="Carnera Legnami S.p.A.")),

Mail("P032", "s4", "first",
"Votre échantillon de grué de cacao – Salon du Chocolat",
"""Chère Madame Pierre,

Ce fut un plaisir de vous rencontrer au Salon du Chocolat de Bruxelles. Comme convenu, je vous envoie cette semaine un échantillon de 2 kg de nos grués de cacao (cacao nibs), torréfiés et concassés, issus de cacao fino de aroma de Santander.

Nos grués sont produits à Bucaramanga à partir de fèves fermentées six jours ; taille 2–4 mm, sans coques, humidité inférieure à 3 %. Ils conviendraient bien aux tablettes et pralines de la Chocolaterie Pierre.

Je reste à votre disposition pour les prix CIF Anvers.

Bien cordialement,
Laura Camila Rueda
Jefe de Comercio Exterior
Cacaos del Chicamocha S.A.S.
Bucaramanga, Colombie | +57 607 634 5120""",
"French; note in French (Salon du Chocolat Bruxelles, 2 kg sample) used; category as grués de cacao",
Twin("company_foreign", "body", "pralines de la Chocolaterie Pierre.", "pralines de Batlle Obrador S.L.",
     "same category, the Spanish buyer's company", found="Batlle Obrador S.L.", expected="Chocolaterie Pierre SRL")),

Mail("P033", "s4", "first",
"Nibs de cacao de Santander para Batlle Obrador",
"""Estimado Sr. Batlle:

Le escribo desde Cacaos del Chicamocha, en Bucaramanga (Colombia). Producimos nibs de cacao tostados a partir de cacao fino de aroma del cañón del Chicamocha y de San Vicente de Chucurí, fermentado y secado en nuestras propias instalaciones.

Para un obrador como Batlle Obrador S.L., los nibs aportan textura y un amargor elegante a panes, galletas y bombones. Los ofrecemos en bolsas de 5 kg y cajas de 20 kg, con certificado ecológico UE, entrega CIF Valencia.

¿Le interesaría recibir una muestra?

Un cordial saludo,
""" + S4,
"Spanish; category as nibs de cacao; San Vicente de Chucurí; company shortened in the subject",
Twin("company_missing", "body", None, None, "every mention replaced", found="un obrador como el suyo",
     expected="Batlle Obrador S.L.",
     repl=[("para Batlle Obrador", "para su obrador"),
           ("Para un obrador como Batlle Obrador S.L., los nibs", "Para un obrador como el suyo, los nibs")])),

Mail("P034", "s4", "first",
"可可碎粒CIF上海报价及镉检测报告",
"""李总监您好：

感谢您对我们可可碎粒（cacao nibs）的询价。按您的要求，现报价如下：烘焙可可碎粒，2–4毫米，每公斤8.40美元，CIF上海，最小起订量一个20尺货柜（约10吨）。

关于镉含量，附件是哥伦比亚认证实验室出具的最新检测报告：镉含量为0.35 mg/kg，低于中国GB 2762和欧盟对可可制品的限量要求。

我们的可可豆产自哥伦比亚桑坦德省，在布卡拉曼加加工。若上海李氏食品有限公司需要样品，我们可以立即寄出1公斤。

此致
敬礼

Laura Camila Rueda
Jefe de Comercio Exterior（外贸经理）
Cacaos del Chicamocha S.A.S.
+57 607 634 5120""",
"Simplified Chinese, 李总监; note (CIF Shanghai, cadmium) used; category as 可可碎粒",
Twin("contact_wrong", "body", "李总监您好：", "王总监您好：", "another family name",
     found="王总监", expected="李磊")),

Mail("P035", "s4", "first",
"Bocadillo veleño for Autumn Le Latin Foods",
"""Dear Ms Le,

I'm writing to you as Purchasing Director of Autumn Le Latin Foods because we make something your Colombian and Venezuelan customers will recognise at once: bocadillo veleño, the guava paste from Vélez, wrapped in dried bijao leaves. Our factory in Santander makes it from guava pulp and panela only, with no colourings.

We pack 12 bocadillos to a box, or 500 g bars for food service, with FDA-compliant English/Spanish labels. We ship from Cartagena to Miami or Houston in about ten days.

Would you like a sample box?

Best regards,
Laura Camila Rueda
Jefe de Comercio Exterior
Cacaos del Chicamocha S.A.S., Bucaramanga, Colombia
+57 607 634 5120""",
"English; title in a sentence; company without Inc.; Vélez, Cartagena, Miami, Houston",
Twin("title_wrong", "body", "as Purchasing Director of", "as Sales Director of", "a sales title for a purchasing one",
     found="Sales Director", expected="Purchasing Director")),

Mail("P036", "s4", "first",
"Bocadillo veleño tras Alimentaria",
"""Hola, Ainara:

Fue un gusto conocerte en Alimentaria Barcelona. Como me comentaste que Distribuciones Garcés abastece a tiendas latinoamericanas en Madrid, te escribo con nuestra propuesta de bocadillo veleño, el dulce de guayaba que los colombianos comen con queso campesino.

Lo tenemos en cajas de 18 unidades envueltas en hoja de bijao y en barras de 1 kg, con etiquetado en español conforme a la normativa de la UE. Enviamos desde Cartagena a Valencia o Algeciras.

¿Te mando una caja de muestra y la lista de precios?

Un abrazo,
""" + S4,
"Spanish, informal (tú); note (Alimentaria Barcelona, Latin American shops in Madrid) used; company without S.L.",
Twin("category_wrong", "body", "nuestra propuesta de bocadillo veleño, el dulce de guayaba",
     "nuestra propuesta de arequipe, el dulce de leche", "another Colombian sweet",
     found="arequipe, el dulce de leche", expected="bocadillo veleño")),

Mail("P037", "s4", "first",
"Pâte de goyave colombienne (bocadillo veleño)",
"""Monsieur Lacombe,

Je me permets de vous présenter le bocadillo veleño, une pâte de goyave traditionnelle de Vélez, en Colombie, que nous fabriquons à Bucaramanga avec de la goyave et du sucre de canne complet (panela), sans colorant.

De plus en plus d'épiceries fines en France proposent des produits d'Amérique latine ; le bocadillo, vendu en boîte de 12 petites barres enveloppées dans des feuilles de bijao, se marie très bien avec un fromage frais ou un comté jeune.

Je peux envoyer une boîte d'échantillon à l'Épicerie Lacombe avec nos tarifs DAP Le Havre.

Cordialement,
""" + S4,
"French; company with article, without SAS; category as pâte de goyave; comté as a pairing",
Twin("country_wrong", "body", "épiceries fines en France", "épiceries fines en Belgique", "another country",
     found="Belgique", expected="France")),

Mail("P038", "s4", "first",
"Dudak balsamları için organik kakao yağı",
"""Sayın Atasagun Bey,

Kolombiya'nın Bucaramanga şehrinden Cacaos del Chicamocha S.A.S. adına yazıyorum. Dudak balsamlarınızda kakao yağı kullandığınızı öğrendim; bu nedenle deodorize edilmemiş, organik sertifikalı ham kakao yağımızı tanıtmak istedim.

Kakao yağımız Santander'de yetişen fino de aroma kakaodan soğuk preslenir; erime noktası 34–36 °C'dir. AB organik sertifikamız mevcuttur, COSMOS onayı için başvurumuz ise Ecocert'te değerlendirmededir.

Hayrioğlu Kozmetik için 5 kg'lık numune ve CIF Mersin fiyat teklifi gönderebilirim.

Saygılarımla,
Laura Camila Rueda Ardila
Jefe de Comercio Exterior
Cacaos del Chicamocha S.A.S.
laura.rueda@cacaoschicamocha.com.co | +57 607 634 5120""",
"Turkish, given name + Bey; note (lip balms, COSMOS or organic) used; category as kakao yağı; company without A.Ş.",
Twin("sender_wrong", "body", "laura.rueda@cacaoschicamocha.com.co", "laura.rueda@cacaos-chicamocha.com.co",
     "a hyphen in the sender's e-mail domain", found="laura.rueda@cacaos-chicamocha.com.co",
     expected="laura.rueda@cacaoschicamocha.com.co")),

Mail("P039", "s4", "first",
"Organic cacao butter for Harju Suklaa",
"""Dear Ms Harju,

I am the foreign trade manager of Cacaos del Chicamocha, a cacao processor in Bucaramanga, Colombia. Alongside our nibs we press cacao butter from fine-flavour Santander beans: natural (non-deodorised) for chocolate makers who want the cacao's own aroma, and deodorised for fillings.

For a chocolate maker such as Harju Suklaa Oy we can supply 25 kg cartons of pellets or 5 kg blocks, EU organic, with a certificate of analysis for each lot, delivered CIF Helsinki.

I would be glad to send a 1 kg sample of each.

Kind regards,
""" + S4,
"English; sender's title translated (foreign trade manager); Helsinki",
Twin("artifact", "subject", "cacao butter for Harju", "cacao butter for for Harju", "a doubled word in the subject",
     found="for for", expected="for")),

Mail("P040", "s4", "first",
"Какао-масло из Колумбии для ООО «Кондитер-Колесников»",
"""Уважаемый Филарет,

меня зовут Лаура Камила Руэда, я руковожу внешнеэкономической деятельностью компании Cacaos del Chicamocha в Букараманге, Колумбия. Пишу Вам, чтобы предложить натуральное какао-масло из бобов сорта fino de aroma из департамента Сантандер.

Мы поставляем какао-масло в блоках по 25 кг и в каллетах, недезодорированное и дезодорированное, с сертификатом анализа на каждую партию. Доставка возможна морем до Санкт-Петербурга через Роттердам.

Если ООО «Кондитер-Колесников» заинтересует наше предложение, я с удовольствием вышлю образцы и прайс-лист.

С уважением,
""" + S4,
"Russian; sender's name in Cyrillic; category as какао-масло; Saint Petersburg via Rotterdam",
Twin("note_wrong", "body", "Пишу Вам, чтобы предложить",
     "Пишу Вам после нашей встречи на выставке «ИнтерФуд» в Санкт-Петербурге, чтобы предложить",
     "a fair meeting claimed for a buyer without a note",
     found="после нашей встречи на выставке «ИнтерФуд» в Санкт-Петербурге", expected="(no note)")),
]
