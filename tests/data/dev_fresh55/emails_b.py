"""Natural e-mails N021-N040 of dev_fresh55 (buyers P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2", "煅烧氧化铝供货咨询", """\
邵经理您好：

我是巴林 Al Areen Industrial Trading W.L.L. 的区域销售经理 Ali Hasan Al-Khayyat。了解到淄博邵氏耐火材料有限公司主要生产高铝耐火制品和浇注料，想向您介绍我们的煅烧氧化铝。

主要指标：Al2O3 ≥ 99.5%，Na2O ≤ 0.25%，α相转化率 ≥ 93%，原粉或磨细粉（D50 2–5 µm）均可供应。包装为1吨吨袋，可报CIF青岛价格。

如您需要，我们可以先寄送2公斤样品，供贵司实验室检测。

顺祝商祺！

Ali Hasan Al-Khayyat
区域销售经理
Al Areen Industrial Trading W.L.L.
巴林伊萨城
+973 1768 2291""",
         "cold introduction in simplified Chinese; family name with a short title (邵经理); full company name and 贵司; category in Chinese (煅烧氧化铝); specs; CIF Qingdao; Isa Town in Chinese",
         Twin("category_wrong", "body", [("想向您介绍我们的煅烧氧化铝。", "想向您介绍我们的电熔刚玉。")], "电熔刚玉",
              "calcined alumina", "fused corundum in place of the buyer's category")),

    Mail("P022", "s2", "3.1 m and 3.6 m fibreglass dinghies – Sydney boat show follow-up", """\
Hi Amanda,

Great to meet you at the Sydney International Boat Show. As promised, here are the details of the two fibreglass dinghies you liked:

AT-310: 3.1 m LOA, 1.45 m beam, 68 kg hull, max 15 hp outboard, 3 persons
AT-360: 3.6 m LOA, 1.60 m beam, 92 kg hull, max 25 hp outboard, 4 persons

Both are hand-laid GRP with a gelcoat finish, built at our partner yard in Bahrain and CE-marked (category C). For Australia we fit an Australian Builders Plate to each hull. Price per unit FOB Khalifa Bin Salman Port: USD 2,450 (AT-310) and USD 3,180 (AT-360); a 40' HC container takes 12 boats nested.

Let me know if Davis Marine would like to start with a mixed container.

Best regards,
Ali Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L., Isa Town, Bahrain
+973 1768 2291""",
         "first contact after the note's fair, with the note's two models; given name alone; company without Pty Ltd; GRP, LOA, CE category C, Australian Builders Plate, FOB; sender's name without his father's name",
         Twin("country_wrong", "body", [("For Australia we fit", "For New Zealand we fit")], "New Zealand", "Australia",
              "another country said of the buyer")),

    Mail("P023", "s2", "Tender in vetroresina per Nautica Agnesi", """\
Gentile Sig. Agnesi,

mi chiamo Ali Hasan Al-Khayyat e mi occupo delle vendite regionali di Al Areen Industrial Trading, in Bahrein. Le scrivo perché commercializziamo tender e piccole barche in vetroresina che potrebbero completare l'offerta di Nautica Agnesi S.r.l.

I modelli più richiesti sono il tender da 2,7 m (per yacht fino a 20 m) e la barca da lavoro da 4,2 m con consolle centrale. Tutti gli scafi hanno la marcatura CE (categoria C/D) e possono essere consegnati CIF Genova o La Spezia.

In qualità di Responsabile Acquisti, gradirebbe ricevere il nostro catalogo e il listino prezzi?

Cordiali saluti,
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Regno del Bahrein
+973 1768 2291""",
         "cold introduction in Italian; category in Italian (tender in vetroresina); company shortened in the subject; recorded title in an Italian sentence; Genova, La Spezia, CIF",
         Twin("title_wrong", "body", [("In qualità di Responsabile Acquisti", "In qualità di Responsabile Commerciale")],
              "Responsabile Commerciale", "Responsabile Acquisti", "a sales title for the buyer's purchasing one")),

    Mail("P024", "s2", "CE-marked fibreglass dinghies for Hurghada dive centres", """\
السيد شريف الشناوي المحترم،

I hope this finds you well. I understand that شركة الشناوي للمعدات البحرية supplies the dive centres of Hurghada, and that any boat you sell must carry CE marking.

Our fibreglass dinghies are built to ISO 12217 and CE-marked under the Recreational Craft Directive (category C), with the builder's plate and HIN moulded into every transom. For dive operators we recommend the 4.2 m model: a wide, stable hull with a reinforced floor for tanks, rated for 6 persons and a 40 hp outboard. We can deliver CIF Safaga.

May I send our brochure and prices?

مع أطيب التحيات،
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Kingdom of Bahrain
+973 1768 2291""",
         "English with an Arabic salutation and closing; Arabic company inside an English sentence; uses the note's dive centres and CE marking; ISO 12217, HIN; Hurghada, Safaga",
         Twin("note_wrong", "body", [("the dive centres of Hurghada", "the dive centres of Sharm El Sheikh")],
              "Sharm El Sheikh", "Hurghada", "another town in place of the note's")),

    Mail("P025", "s3", "Samples: dried galangal, sliced and powder", """\
Dear Mr Roodesteijn,

Thank you for your interest in our dried galangal (Alpinia galanga, called kha in Lao). As you asked, we sent samples of both forms by DHL today:

- sliced galangal, sun-dried, 3–5 mm slices, moisture below 10%
- galangal powder, 60 mesh, steam-sterilised

The rhizomes come from farms in Khammouane province and are dried and packed at our facility in Thakhek. Standard packing is 10 kg cartons for slices and 25 kg bags for powder; we truck the goods to Laem Chabang and ship CIF Rotterdam.

I look forward to hearing what Roodesteijn Toko Groothandel thinks of the quality.

Kind regards,
Souksavanh Phommachanh
Export Manager (ຜູ້ຈັດການຝ່າຍສົ່ງອອກ)
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Khammouane, Lao PDR
+856 51 212 447""",
         "reply to the note's sample request (sliced and powdered); category with its Latin and Lao names; company without B.V.; sender's Lao title with an English gloss; Khammouane, Laem Chabang, CIF Rotterdam",
         Twin("company_foreign", "body", [("what Roodesteijn Toko Groothandel thinks", "what Stephenson Spice Co. thinks")],
              "Stephenson Spice Co.", "Roodesteijn Toko Groothandel B.V.", "another buyer's company of this set (same category, another country)")),

    Mail("P026", "s3", "Lao dried galangal for Stephenson Spice", """\
Dear Kenneth,

My name is Souksavanh Phommachanh and I manage exports at Phou Hin Poun Trading in Thakhek, Laos. We grow and dry galangal in the limestone country of Khammouane, and I wondered whether Stephenson Spice Co. might be looking for another source.

Our dried galangal is available as slices (2–4 mm cut) or ground; it is sterilised, tested for aflatoxins and pesticide residues in a Bangkok laboratory, and shipped with a phytosanitary certificate. We can supply 1 to 5 tonnes a month, CIF Felixstowe.

If you buy for the UK catering and ethnic retail market, I'd be glad to send a sample and our price list.

Best wishes,
Souksavanh
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Lao PDR
+856 51 212 447 | souksavanh@phouhinpoun-trading.la""",
         "cold introduction; given name alone; company without Ltd; Thailand as the lab's country (Bangkok); aflatoxins, phytosanitary certificate, CIF Felixstowe; sender signs with his given name",
         Twin("country_wrong", "body", [("for the UK catering", "for the Irish catering")], "Irish", "United Kingdom",
              "another country said of the buyer's market")),

    Mail("P027", "s3", "Dried galangal from Laos – offer for Ochał Przyprawy", """\
Dear Ms Ochał,

I am writing from Phou Hin Poun Trading, a spice exporter in Thakhek, central Laos. We produce dried galangal, the rhizome used in Thai and Indonesian cooking, and we are looking for importers in Central Europe.

For Ochał Przyprawy Sp.j. we could offer:
- dried galangal slices, grade A, 10 kg cartons
- galangal powder, 25 kg paper bags with PE liner
- EU maximum residue levels respected, certificate of analysis for every lot

Delivery CIF Gdańsk (via Laem Chabang), transit about 35 days. Minimum order 1 tonne.

Would you like to receive samples?

Kind regards,
Souksavanh Phommachanh
Export Manager
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Khammouane, Laos
+856 51 212 447""",
         "cold introduction in English to a Polish buyer; family name with ł; company with and without Sp.j.; CIF Gdańsk, Laem Chabang, certificate of analysis",
         Twin("contact_wrong", "body", [("Dear Ms Ochał,", "Dear Ms Jarczak,")], "Jarczak", "Ochał",
              "another buyer's family name of the same country")),

    Mail("P028", "s3", "Catalogue khènes – Phou Hin Poun Trading", """\
Bonjour Madame Torres,

Suite à votre demande, je vous envoie en pièce jointe notre catalogue de khènes (orgues à bouche laotiens en bambou). Nous travaillons avec des facteurs d'instruments de la province de Khammouane, qui fabriquent encore les khènes à la main.

Vous y trouverez les modèles à 6, 14 et 16 tuyaux, en plusieurs tonalités (la mineur, ré mineur, sol), ainsi que des khènes d'étude plus courts, adaptés aux débutants. Chaque instrument est accordé et testé avant l'expédition, et livré dans un étui en tissu.

Pour une boutique d'instruments du monde comme la vôtre à Lyon, je vous conseillerais de commencer par un assortiment de 10 à 15 pièces. Nous livrons par fret aérien, DAP.

Bien cordialement,
Souksavanh Phommachanh
Responsable export
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Laos
+856 51 212 447""",
         "reply in French to the note's catalogue request, using its shop and city; category in French (khènes, orgues à bouche); no company named; sender title translated",
         Twin("note_wrong", "body", [("comme la vôtre à Lyon", "comme la vôtre à Marseille")], "Marseille", "Lyon",
              "another city in place of the note's")),

    Mail("P029", "s3", "Handmade khene from Laos", """\
Dear Mr McCoy,

I'm Souksavanh Phommachanh, export manager at Phou Hin Poun Trading in Thakhek, Laos. We supply handmade khene, the bamboo mouth organ at the heart of Lao music, to instrument shops abroad, and Mccoy World Instruments seems like the right kind of shop for it.

Our khene are made by village craftsmen in Khammouane: 16-pipe concert models in A minor and G, and 14-pipe and 8-pipe models for learners, each with a hardwood windchest and metal-alloy reeds. We ship by air to the US with all export documents and an English invoice.

As the owner, would you like to try a small assortment of six?

Best regards,
Souksavanh Phommachanh
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Lao PDR
+856 51 212 447""",
         "cold introduction; the family name spelt McCoy in the greeting as its bearer would (the record has Mccoy), the company as recorded without Inc.; category as 'khene' (singular and plural); recorded title 'Owner' in lower case",
         Twin("title_wrong", "body", [("As the owner,", "As the purchasing manager,")], "purchasing manager", "Owner",
              "a purchasing title for the buyer, who owns the shop")),

    Mail("P030", "s3", "Jeow bong – Lao chilli paste for Nolan Asian Grocery", """\
Hi Sean,

I'm writing from Phou Hin Poun Trading in Thakhek, Laos. We make jeow bong, the sweet-hot Lao chilli paste with roasted chillies, garlic, galangal and a little buffalo skin, and I think it would sell well at Nolan Asian Grocery, especially with Lao and Thai customers in Australia.

It comes in 200 g glass jars (24 per carton) with a shelf life of 12 months, and the English label lists all ingredients and allergens. We have prepared the paperwork for the Australian import conditions (BICON), including a certificate for the buffalo-skin ingredient.

Could I send you a few jars to try?

Cheers,
Souksavanh Phommachanh
Export Manager
Phou Hin Poun Trading Sole Co., Ltd.
+856 51 212 447""",
         "cold introduction, informal Australian English; category explained; company without Pty Ltd; BICON; galangal named as an ingredient",
         Twin("category_wrong", "body", [("We make jeow bong, the sweet-hot Lao chilli paste", "We make nam prik pao, the sweet-hot Thai chilli paste")],
              "nam prik pao", "jeow bong", "a Thai chilli paste in place of the buyer's category")),

    Mail("P031", "s3", "Jeow bong mit Etikett auf Deutsch und Französisch", """\
Grüezi Frau Ziegler

Sie hatten erwähnt, dass die Ziegler Asia Import AG Etiketten auf Deutsch und Französisch braucht. Das ist für unser Jeow bong, die laotische Chilipaste aus gerösteten Chilis, Knoblauch und Galgant, kein Problem: Wir drucken die Etiketten zweisprachig, mit Zutatenliste, Allergenen und Ihrer Importeuradresse.

Das Glas zu 200 g kostet CHF 3.40 ab Werk Thakhek, bei 2'000 Gläsern; die Lieferung per Seefracht über Antwerpen nach Basel ist möglich. Ein Muster schicke ich Ihnen gern per Post.

Freundliche Grüsse
Souksavanh Phommachanh
Export Manager
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Laos
+856 51 212 447""",
         "reply in Swiss German (Grüezi without comma, ss for ß, 2'000) to the note's label languages; company with its article; category capitalised as a German noun and explained; Antwerpen, Basel",
         Twin("company_missing", "body", [("dass die Ziegler Asia Import AG Etiketten", "dass Ihre Firma Etiketten")],
              "Ihre Firma", "Ziegler Asia Import AG", "the company's only mention replaced by 'Ihre Firma'")),

    Mail("P032", "s3", "แจ่วบองจากลาวสำหรับ จ้อยนุแสง ฟู้ดส์", """\
เรียน คุณศุภนุนาย จ้อยนุแสง
ผู้จัดการฝ่ายจัดซื้อ บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด

ผมชื่อ สุกสะหวัน พมมะจัน ผู้จัดการฝ่ายส่งออกของบริษัท Phou Hin Poun Trading ที่เมืองท่าแขก แขวงคำม่วน สปป.ลาว บริษัทของเราผลิตแจ่วบองแบบดั้งเดิม ทำจากพริกแห้งคั่ว กระเทียม ข่า และหนังควาย

สินค้าบรรจุขวดแก้วขนาด 200 กรัม อายุการเก็บรักษา 12 เดือน และสามารถส่งทางรถบรรทุกข้ามสะพานมิตรภาพไทย-ลาว แห่งที่ 3 (นครพนม) ได้ภายใน 2-3 วัน

หากสนใจ ผมยินดีส่งตัวอย่างสินค้าและใบเสนอราคาให้พิจารณาครับ

ขอแสดงความนับถือ
Souksavanh Phommachanh
Export Manager
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Lao PDR
+856 51 212 447""",
         "cold introduction in Thai; letter head with คุณ, full name, recorded title and company; company shortened in the subject; category in Thai script (แจ่วบอง); the sender's name in Thai script; Thakhek, Khammouane and Nakhon Phanom in Thai",
         Twin("contact_wrong", "body", [("เรียน คุณศุภนุนาย จ้อยนุแสง", "เรียน คุณศุภนุช จ้อยนุแสง")], "ศุภนุช จ้อยนุแสง",
              "ศุภนุนาย จ้อยนุแสง", "a near-miss given name in Thai script")),

    Mail("P033", "s4", "Chuño en bolsas de 1 kg para Alimentos Castells", """\
Estimada Sra. Castells:

Le escribo en respuesta a su consulta sobre chuño en bolsas de 1 kg. Sabemos que sus tiendas atienden a la comunidad boliviana de Madrid y Barcelona, y el chuño es justamente uno de los productos que más se extrañan lejos de casa.

Nuestro chuño negro se elabora de forma tradicional en el altiplano, helado por la noche y secado al sol, y se selecciona y envasa en Cochabamba. Podemos ofrecer:
- chuño negro entero, bolsas de 1 kg, cajas de 12 bolsas
- tunta (chuño blanco), bolsas de 1 kg
- precio CIF Valencia, mínimo 1 palé (80 cajas)

Todo el etiquetado va en español, con registro sanitario boliviano (SENASAG), y cumple la normativa de la UE.

Quedo atento a sus comentarios.

Saludos cordiales,
Gonzalo Vargas Rocha
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia
+591 4 452 3876""",
         "reply in Spanish to the note's request (1 kg bags), using its community and cities; company without S.L.; tunta as a related product; SENASAG, CIF Valencia",
         Twin("artifact", "subject", [("1 kg para Alimentos", "1 kg para para Alimentos")], "para para", "para",
              "a doubled word in the subject")),

    Mail("P034", "s4", "Chuño boliviano para Distribuidora Miranda", """\
Estimada Martina:

Mi nombre es Gonzalo Vargas Rocha, gerente de exportaciones de Tunari Sabores Andinos, en Cochabamba. Nos dedicamos a la exportación de productos andinos y quisiera presentarle nuestro chuño.

En el norte argentino y en la comunidad boliviana de Buenos Aires el chuño tiene demanda todo el año, y creemos que Distribuidora Miranda S.R.L. podría abastecer ese mercado con un producto seleccionado y envasado con registro sanitario. Enviamos por camión vía Villazón–La Quiaca, en bolsas de 1 y 5 kg o en sacos de 25 kg.

¿Le interesaría recibir una lista de precios y muestras?

Saludos cordiales,
Gonzalo Vargas Rocha
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia
Tel. +591 4 452 3876
gvargas@tunarisabores.com.bo""",
         "cold introduction in Spanish; given name alone; buyer and sender both S.R.L.; Buenos Aires, Villazón–La Quiaca",
         Twin("sender_wrong", "body", [("gvargas@tunarisabores.com.bo", "gvargas@tunari-sabores.com.bo")],
              "gvargas@tunari-sabores.com.bo", "gvargas@tunarisabores.com.bo", "a hyphen in the sender's e-mail domain")),

    Mail("P035", "s4", "Chuño dalla Bolivia", """\
Gentile Dott.ssa Serao,

sono Gonzalo Vargas Rocha, responsabile export di Tunari Sabores Andinos, un'azienda di Cochabamba (Bolivia) che esporta prodotti tipici andini. Ho visto che Serao Alimentari Etnici distribuisce prodotti latinoamericani e vorrei proporLe il nostro chuño, la patata disidratata dal gelo e dal sole dell'altopiano.

In Italia le comunità boliviana e peruviana lo cercano soprattutto per zuppe e piatti tradizionali come il chairo. Lo forniamo in sacchetti da 1 kg e in sacchi da 25 kg, con etichetta in italiano, reso DAP Milano.

Se Le interessa, Le invio volentieri listino e campioni.

Cordiali saluti,
Gonzalo Vargas Rocha
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia
+591 4 452 3876""",
         "cold introduction in Italian; Dott.ssa with the family name; company without S.r.l.; category explained in Italian; chairo; Peru named as a community's origin; DAP Milano",
         Twin("company_foreign", "body", [("Ho visto che Serao Alimentari Etnici distribuisce", "Ho visto che Nautica Agnesi distribuisce")],
              "Nautica Agnesi", "Serao Alimentari Etnici S.r.l.", "another buyer's company of this set (same country, other category)")),

    Mail("P036", "s4", "Vida útil del api morado en polvo", """\
Hola, Débora:

Un gusto haberla conocido en Alimentaria Barcelona. Me preguntó por la vida útil de nuestro api morado en polvo; aquí tiene los datos del laboratorio:

- api morado instantáneo (maíz morado, canela, clavo y azúcar), bolsa de 500 g: 18 meses
- harina de maíz morado para api, sin azúcar, bolsa de 1 kg: 12 meses
- conservar en lugar fresco y seco; una vez abierto, consumir en 2 meses

Le adjunto la ficha técnica y el análisis microbiológico. Franch Distribución podría ofrecerlo tanto a tiendas latinas como a herbolarios, porque el maíz morado tiene buena fama por sus antocianinas.

Un saludo,
Gonzalo Vargas Rocha
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia""",
         "reply in Spanish to the note's fair and question (shelf life); informal greeting with the given name; company without S.L.; category with its ingredients",
         Twin("note_wrong", "body", [("en Alimentaria Barcelona", "en Fruit Attraction Madrid")], "Fruit Attraction Madrid",
              "Alimentaria Barcelona", "a fair the note does not name in place of the one it does")),

    Mail("P037", "s4", "Api morado : une boisson andine pour Humbert Épicerie Fine", """\
Monsieur,

Je me permets de vous contacter en tant qu'exportateur de produits andins établi à Cochabamba, en Bolivie. Une épicerie fine comme Humbert Épicerie Fine SA pourrait s'intéresser à notre api morado, une boisson chaude traditionnelle à base de maïs violet, de cannelle et de clou de girofle, que l'on boit au petit-déjeuner avec des beignets.

Nous le proposons en préparation instantanée (sachets de 500 g) et en farine de maïs violet (1 kg), avec un étiquetage en français et en allemand conforme aux exigences suisses. Livraison DAP Genève par fret aérien ou maritime.

En tant qu'acheteur, souhaiteriez-vous recevoir des échantillons ?

Avec mes meilleures salutations,
Gonzalo Vargas Rocha
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivie
+591 4 452 3876""",
         "cold introduction in Swiss French ('Monsieur,' alone); recorded title in lower case inside a French sentence; category explained in French; DAP Genève",
         Twin("title_wrong", "body", [("En tant qu'acheteur,", "En tant que directeur commercial,")], "directeur commercial",
              "Acheteur", "a sales title for the buyer's purchasing one")),

    Mail("P038", "s4", "아피 모라도 분말 샘플 및 한글 원재료 목록", """\
윤하윤 과장님께,

안녕하십니까. 볼리비아 코차밤바에 있는 Tunari Sabores Andinos S.R.L.의 수출 담당 곤살로 바르가스 로차입니다.

요청하신 아피 모라도(자색 옥수수 음료) 분말 샘플 500g을 오늘 EMS로 발송했습니다. 한글 원재료 목록도 함께 첨부합니다:

원재료명: 자색옥수수분말 62%, 설탕 30%, 계피 4%, 정향 2%, 레몬껍질 2%

자연애식품에서 건강 음료로 소개하시기에 좋은 제품이라고 생각합니다. 안토시아닌 분석 결과가 필요하시면 말씀해 주십시오.

감사합니다.

Gonzalo Vargas Rocha
Gerente de Exportaciones (수출부장)
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia
+591 4 452 3876""",
         "reply in Korean to the note's sample and ingredient-list request; name with the short title (과장님, the record has 구매과장); company shortened to 자연애식품 without 주식회사; category in Hangul; the sender's name in Hangul",
         Twin("company_misspelled", "body", [("자연애식품에서", "자연에식품에서")], "자연에식품", "주식회사 자연애식품",
              "one Hangul vowel changed in the company's name")),

    Mail("P039", "s4", "Цены на 10 чаранго для вашего магазина", """\
Здравствуйте, Эммануил!

Спасибо за запрос. Высылаю цены на чаранго для вашего музыкального магазина в Санкт-Петербурге, из расчёта партии в 10 инструментов:

— чаранго учебное (корпус из кедра, дека из ели): 95 USD за шт.
— чаранго концертное (корпус из цельного ореха): 240 USD за шт.
— модели можно комбинировать в одной партии

Каждый инструмент вручную делают мастера из Кочабамбы; в комплекте чехол и запасные струны. Доставка авиапочтой DAP Санкт-Петербург, около трёх недель.

С уважением,
Гонсало Варгас Роча
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Кочабамба, Боливия
+591 4 452 3876""",
         "reply in Russian to the note's price request, using its shop, city and quantity; given name alone; no company named (a sole proprietor); category in Cyrillic; the sender's name and city in Cyrillic",
         Twin("sender_wrong", "body", [("Gerente de Exportaciones", "Gerente de Ventas")], "Gerente de Ventas",
              "Gerente de Exportaciones", "the sender's title changed")),

    Mail("P040", "s4", "Τσαράνγκο από τη Βολιβία", """\
Αγαπητέ κύριε Φανουργάκη,

Ονομάζομαι Gonzalo Vargas Rocha και είμαι υπεύθυνος εξαγωγών της Tunari Sabores Andinos στην Κοτσαμπάμπα της Βολιβίας. Σας γράφω γιατί πιστεύω ότι τα χειροποίητα τσαράνγκο μας θα ταίριαζαν στο κατάστημα της Φανουργάκης Μουσικά Όργανα Ο.Ε.

Το τσαράνγκο είναι μικρό δεκάχορδο έγχορδο των Άνδεων, με ήχο που θυμίζει λίγο το μαντολίνο. Στην Ελλάδα η μουσική των Άνδεων έχει πολλούς φίλους, και προσφέρουμε μοντέλα για αρχάριους και για επαγγελματίες, με θήκη και ανταλλακτικές χορδές, με παράδοση DAP Αθήνα.

Θα σας ενδιέφερε να σας στείλω τιμοκατάλογο;

Με εκτίμηση,
Gonzalo Vargas Rocha
Gerente de Exportaciones
Tunari Sabores Andinos S.R.L.
Cochabamba, Bolivia
+591 4 452 3876""",
         "cold introduction in Greek; vocative family name (κύριε Φανουργάκη); company with the genitive article (της Φανουργάκης …); category in Greek script; mandolin as a comparison; DAP Athens",
         Twin("country_wrong", "body", [("Στην Ελλάδα η μουσική", "Στην Κύπρο η μουσική")], "Κύπρο", "Greece",
              "another country said of the buyer")),
]
