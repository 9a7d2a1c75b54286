"""Natural e-mails N021-N040 (one per buyer P021-P040, in order), each with its twin's one edit."""
from mail import Mail, Twin


def B(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N021 -> P021, Brazil, raisins
    Mail("P021", "s2",
         "Argentine seedless raisins ahead of panettone season",
         B("""
Olá João Felipe,

I'm Micaela Quiroga, foreign trade manager at Tulum Andes Agroindustrial S.A. in San Juan, Argentina — the province that grows most of Argentina's raisins.

Distributors start buying raisins for panettone and Christmas baking in June and July, so I wanted to reach Distribuidora Nunes de Alimentos in Brazil before the season:
- Dark Flame seedless and golden seedless raisins
- 10 kg cartons, or 1 kg retail bags under your own brand
- Duty-free within Mercosur with our certificate of origin
- By truck to São Paulo in about 6 days

As gerente de suprimentos, you may want to compare our prices with what you pay now; I'd be glad to send a quote.

Atenciosamente,
Micaela Quiroga
Tulum Andes Agroindustrial S.A.
+54 264 421 7780
"""),
         "cold first e-mail in English with a Portuguese greeting and closing; the double given "
         "name João Felipe; company without Ltda.; the Portuguese title in lower case inside an "
         "English sentence; Mercosur, São Paulo",
         Twin("country_wrong",
              [("body", "Distribuidora Nunes de Alimentos in Brazil", "Distribuidora Nunes de Alimentos in Paraguay")],
              "in Paraguay", "Brazil", "a neighbouring Mercosur country for the buyer's Brazil")),

    # N022 -> P022, Chile, quicklime
    Mail("P022", "s2",
         "Cal viva sanjuanina para la minería de Antofagasta – ensayo t60 por lote",
         B("""
Estimada Sra. Velásquez:

Le escribe Micaela Quiroga, responsable de comercio exterior de Tulum Andes Agroindustrial S.A., de San Juan (Argentina). Además de ajo y pasas, producimos cal viva en nuestros hornos de Los Berros, a pocos kilómetros de la ciudad.

Entiendo que Insumos Mineros Velásquez abastece a las mineras de cobre de Antofagasta y que necesitan el ensayo de reactividad (t60) de cada lote. Todos nuestros despachos salen con:
– CaO disponible ≥ 90 %
– reactividad t60 < 3 minutos según EN 459-2, con informe de laboratorio por lote
– granulometría 0-5 mm o 10-40 mm, en maxisacos de 1 t o a granel

Transportamos en camión por el Paso de Jama hasta Antofagasta.

Quedo atenta para enviarle una cotización DAP Antofagasta.

Saludos cordiales,

Micaela Belén Quiroga Ortiz
Responsable de Comercio Exterior
Tulum Andes Agroindustrial S.A.
San Juan, Argentina
+54 264 421 7780
"""),
         "first e-mail answering the note (copper mines, t60 per lot), wholly in Spanish; Estimada "
         "Sra. + family name; company without S.A.; category in Spanish (cal viva); the sender's "
         "other products named in passing (ajo y pasas); Los Berros, Paso de Jama, EN 459-2",
         Twin("note_wrong",
              [("body", "abastece a las mineras de cobre de Antofagasta", "abastece a las mineras de litio de Antofagasta")],
              "mineras de litio", "Supplies copper mines in Antofagasta",
              "the note misquoted: lithium mines for the copper mines it records")),

    # N023 -> P023, Chile, quicklime
    Mail("P023", "s2",
         "Oferta de cal viva desde San Juan",
         B("""
Sr. Francisco Alarcón
Encargado de Compras
Comercial Alarcón Ltda.
Presente

De mi consideración:

Tulum Andes Agroindustrial S.A. produce cal viva de alta reactividad en San Juan, Argentina, a un día de camión de Santiago por el Paso Cristo Redentor.

Ofrecemos cal viva en maxisacos de 1 t y a granel, con CaO disponible superior al 90 % y certificado de origen para la preferencia arancelaria del ACE 35 (Chile–Mercosur).

Si Comercial Alarcón tiene clientes en minería, tratamiento de aguas o construcción, con gusto le envío una cotización.

Atentamente,

Micaela Quiroga
Responsable de Comercio Exterior
Tulum Andes Agroindustrial S.A.
+54 264 421 7780
"""),
         "short cold first e-mail in formal Chilean-style Spanish: an address block with the title "
         "and Presente, De mi consideración:; company with Ltda. in the block and without it in the "
         "text; Santiago, Paso Cristo Redentor, ACE 35",
         Twin("title_wrong",
              [("body", "Encargado de Compras\nComercial", "Encargado de Ventas\nComercial")],
              "Encargado de Ventas", "Encargado de Compras",
              "a sales title for the buyer's purchasing title in the address block")),

    # N024 -> P024, United States, titanium sponge
    Mail("P024", "s3",
         "Titanium sponge MD-120 sample and ASTM B299 certificate",
         B("""
Dear Mr. Jones,

Thank you for your inquiry about titanium sponge. As you requested, please find attached our ASTM B299 certificate of conformance and the chemical analysis of the lot from which we are taking your sample of grade MD-120 (Brinell hardness 120 HB max.).

The 5 kg sample will be packed under argon and shipped by air from Oskemen via Almaty to Jones Titanium, Inc.; I will send the air waybill as soon as it is issued. Commercial lots are delivered in argon-filled steel drums of about 220 kg.

Our sponge is made in Oskemen, East Kazakhstan, by magnesium reduction and vacuum distillation, and we would be glad to qualify as a second source for Jones Titanium.

Best regards,

Daniyar Zhaksybekov
Export Manager
Ertis Resurs JShS
Oskemen, Kazakhstan
+7 7232 57 14 06
"""),
         "reply to the request the note records (ASTM B299 certificate, MD-120 sample), in "
         "English; Mr. with a period (US style); company in full with the comma before Inc. and "
         "short; Oskemen, Almaty, East Kazakhstan; the sender's title in English",
         Twin("company_missing",
              [("body", "shipped by air from Oskemen via Almaty to Jones Titanium, Inc.;",
                "shipped by air from Oskemen via Almaty to your company;"),
               ("body", "a second source for Jones Titanium.", "a second source for your company.")],
              "your company", "Jones Titanium, Inc.",
              "both mentions of the buyer's company replaced by 'your company'")),

    # N025 -> P025, India, titanium sponge
    Mail("P025", "s3",
         "Titanium sponge from Kazakhstan for कलिता एलॉयज़",
         B("""
नमस्ते अमला जी,

I am Daniyar Zhaksybekov, export manager of Ertis Resurs JShS, a producer of titanium sponge in Oskemen, East Kazakhstan. I am writing to you as वरिष्ठ क्रय अधिकारी of कलिता एलॉयज़ प्राइवेट लिमिटेड to offer our sponge for your alloy production.

- Grades TG-100 to TG-130 (GOST 17746), also to ASTM B299 MD-120
- Fractions 2–12 mm and 12–70 mm
- Packed in argon-filled steel drums
- Delivered CIF Nhava Sheva, about 45 days from Oskemen

Please let me know which grade and fraction you use, and I will send a price.

Regards,
Daniyar Zhaksybekov
Export Manager, Ertis Resurs JShS
Oskemen, Kazakhstan | +7 7232 57 14 06
"""),
         "cold first e-mail in English with a Hindi greeting (नमस्ते + given name + जी); the "
         "Devanagari title and company inside English sentences; company short in the subject; "
         "GOST 17746, Nhava Sheva",
         Twin("company_misspelled",
              [("body", "of कलिता एलॉयज़ प्राइवेट लिमिटेड to", "of कलिता एलॉयस प्राइवेट लिमिटेड to")],
              "कलिता एलॉयस प्राइवेट लिमिटेड", "कलिता एलॉयज़ प्राइवेट लिमिटेड",
              "ज़ written as स in the company's name")),

    # N026 -> P026, Turkey, zinc
    Mail("P026", "s3",
         "SHG zinc ingots for hot-dip galvanizing – Ertis Resurs",
         B("""
Sayın Akyıldız Tevetoğlu,

My name is Daniyar Zhaksybekov and I am export manager at Ertis Resurs JShS in Oskemen, Kazakhstan. We supply zinc ingots to galvanizers around the Black Sea, and I would like to introduce ourselves to Tevetoğlu Galvaniz.

Our offer:
- Special High Grade zinc, Zn ≥ 99.995%, 25 kg ingots in 1 t bundles
- Shipped by the Middle Corridor (Aktau–Baku–Tbilisi) to Gemlik or directly to your plant, about 3 weeks
- Mill certificate with each lot; price on LME cash plus a fixed premium

As Satınalma Müdürü you will know your monthly consumption; if you share it, I can propose a term contract.

Saygılarımla,
Daniyar Zhaksybekov
Export Manager
Ertis Resurs JShS, Oskemen, Kazakhstan
+7 7232 57 14 06
"""),
         "cold first e-mail in English with a Turkish greeting (Sayın + full name) and closing; the "
         "given name Akyıldız (a family name elsewhere); company short (Tevetoğlu Galvaniz); the "
         "Turkish title inside an English sentence; Aktau, Baku, Tbilisi, Gemlik, LME",
         Twin("category_wrong",
              [("body", "We supply zinc ingots to galvanizers", "We supply zinc concentrate to galvanizers")],
              "zinc concentrate", "zinc ingots", "zinc concentrate (a mine product) for zinc ingots")),

    # N027 -> P027, Egypt, zinc
    Mail("P027", "s3",
         "Zinc ingots from Kazakhstan – offer for شركة الشاذلي للجلفنة",
         B("""
السيد شريف الشاذلي المحترم،

Dear Mr El-Shazly,

I hope this finds you well. I am Daniyar Zhaksybekov from Ertis Resurs JShS in Oskemen, Kazakhstan. We produce zinc ingots and would like to offer them to شركة الشاذلي للجلفنة for your galvanizing lines.

- Special High Grade zinc, 99.995%
- 25 kg ingots, strapped in 1 t bundles
- CIF Alexandria via the Georgian port of Poti, about 5 weeks
- Each lot with a certificate of analysis and a certificate of origin

As head of the purchasing department, you may like to compare our price with your current suppliers; I would be happy to quote for a trial lot of 25 t.

With best regards,
Daniyar Zhaksybekov
Export Manager | Ertis Resurs JShS
+7 7232 57 14 06
"""),
         "cold first e-mail in English with an Arabic greeting line, then Mr + the family name as "
         "Egyptians romanise it (El-Shazly for الشاذلي); the company in Arabic inside English; the "
         "title translated (head of the purchasing department for رئيس قسم المشتريات); Alexandria, Poti",
         Twin("sender_wrong",
              [("body", "from Ertis Resurs JShS in Oskemen", "from Ertis Resurs JSC in Oskemen")],
              "Ertis Resurs JSC", "Ertis Resurs JShS",
              "the sender's legal form written as JSC (a joint-stock company) for JShS")),

    # N028 -> P028, Greece, zinc
    Mail("P028", "s3",
         "Zinc ingots for Γαλβανιστήρια Θεσσαλίας – offer from Kazakhstan",
         B("""
Αγαπητέ κύριε Μπραζιώτη,

My name is Daniyar Zhaksybekov; I am the export manager of Ertis Resurs JShS in Oskemen, Kazakhstan. We produce Special High Grade zinc and are looking for galvanizers in Greece who buy zinc ingots directly rather than through traders.

For Γαλβανιστήρια Θεσσαλίας Α.Ε. we could deliver:
• SHG zinc ≥ 99.995%, 25 kg ingots in 1 t bundles
• CIF Volos or Thessaloniki, via Poti, about 4 weeks
• An LME-linked price with a fixed premium for 6 or 12 months

I understand that as Υπεύθυνος Προμηθειών you compare offers carefully, so I will be happy to send our analysis certificates first.

Με εκτίμηση,
Daniyar Zhaksybekov
Export Manager
Ertis Resurs JShS
Oskemen, Kazakhstan
+7 7232 57 14 06
"""),
         "cold first e-mail in English with a Greek greeting in the vocative (κύριε Μπραζιώτη) and "
         "closing; the Greek company and title inside English sentences; company without Α.Ε. in "
         "the subject; Volos, Thessaloniki",
         Twin("country_wrong",
              [("body", "looking for galvanizers in Greece who", "looking for galvanizers in Bulgaria who")],
              "galvanizers in Bulgaria", "Greece", "a neighbouring country for the buyer's Greece")),

    # N029 -> P029, South Korea, antler velvet
    Mail("P029", "s3",
         "Maral antler velvet from the Altai – MFDS test report for every lot",
         B("""
손영숙 대표님께,

My name is Daniyar Zhaksybekov, export manager of Ertis Resurs JShS in Oskemen, East Kazakhstan. We harvest maral antler velvet (녹용) on deer farms in the Altai mountains, and Altai velvet has a good name among Korean oriental medicine doctors.

I understand that 주식회사 대록한방 supplies oriental medicine clinics in Seoul and Daegu and needs an MFDS test report for every lot. We already ship to Korea, so each lot goes with:
- the MFDS import test report (heavy metals, residues) from an accredited Korean laboratory
- a Kazakh veterinary certificate and a certificate of origin
- photos of each set of antlers before drying

The antlers are dried whole in the traditional way, graded by weight and packed in 10 kg cartons.

Would a sample set be useful for your clinic customers?

Best regards,
Daniyar Zhaksybekov
Export Manager
Ertis Resurs JShS
Oskemen, Kazakhstan
+7 7232 57 14 06
"""),
         "first e-mail answering the note (clinics in Seoul and Daegu, MFDS report per lot), in "
         "English with a Korean greeting (full name + 대표님께); category with its Korean name "
         "(녹용); company in Hangul inside English; Altai",
         Twin("note_wrong",
              [("body", "clinics in Seoul and Daegu", "clinics in Seoul and Busan")],
              "Seoul and Busan", "Supplies oriental medicine clinics in Seoul and Daegu",
              "the note misquoted: Busan for Daegu")),

    # N030 -> P030, China, antler velvet
    Mail("P030", "s3",
         "哈萨克斯坦阿尔泰马鹿茸 — 供广州康寿药材参考",
         B("""
周总您好！

我是哈萨克斯坦Ertis Resurs JShS公司的出口经理Daniyar Zhaksybekov（达尼亚尔）。我们公司位于东哈萨克斯坦州厄斯克门市，在阿尔泰山区经营马鹿养殖场，主要出口马鹿茸（maral antler velvet）。

我们可以向广州康寿药材有限公司提供：
一、整枝干鹿茸，按重量分级；
二、鹿茸片（冻干或传统烘干）；
三、哈萨克斯坦官方兽医卫生证书及原产地证书。

如贵司有兴趣，我们可以寄送样品并报价（CIP广州）。

顺祝商祺！

Daniyar Zhaksybekov（达尼亚尔·扎克瑟别科夫）
出口经理
Ertis Resurs JShS
哈萨克斯坦 厄斯克门
+7 7232 57 14 06
"""),
         "cold first e-mail wholly in simplified Chinese; 周总 (family name + 总 for a general "
         "manager); company short in the subject; category in Chinese with the English name; the "
         "sender's name transliterated, Oskemen as 厄斯克门",
         Twin("contact_wrong",
              [("body", "周总您好！", "吴总您好！")],
              "吴总", "周建军", "another family name (吴) in the greeting")),

    # N031 -> P031, Taiwan, antler velvet
    Mail("P031", "s3",
         "Freeze-dried antler velvet slices – sample and CITES status",
         B("""
Dear Ms Chang,

Thank you for your message. I am glad to send 張氏蔘藥有限公司 a sample of our freeze-dried maral antler velvet slices: 200 g of top-section slices and 200 g of middle-section slices, by courier to your office.

On CITES: the maral (Altai wapiti, Cervus canadensis sibiricus) is not listed in the CITES appendices, so no CITES permit is needed. Our antlers come from farmed deer in the Altai; each shipment goes with a veterinary certificate from Kazakhstan and a certificate of origin, which is normally what importers in Taiwan need.

If the sample suits you, we can offer slices packed in 500 g or 1 kg bags, or whole dried sets.

Best regards,
Daniyar Zhaksybekov
Export Manager
Ertis Resurs JShS, Oskemen, Kazakhstan
+7 7232 57 14 06
"""),
         "reply to the request the note records (freeze-dried slices sample, CITES position), in "
         "English; Ms Chang for 張 (Taiwanese romanisation); the company in Chinese inside English; "
         "the Latin name of the maral",
         Twin("contact_wrong",
              [("body", "Dear Ms Chang,", "Dear Ms Cheng,")],
              "Ms Cheng", "張宜蓁", "a near-miss family name (Cheng, 鄭) for Chang (張)")),

    # N032 -> P032, France, zellige
    Mail("P032", "s4",
         "Zelliges de Fès pour vos projets de hammams – suite à Maison&Objet",
         B("""
Monsieur Dupont,

Merci encore pour votre visite sur notre stand au salon Maison&Objet, à Paris. Vous m'aviez parlé de vos projets de hammams : je vous envoie, comme convenu, notre catalogue de zelliges de Fès.

Pour des hammams, nous conseillons :
– le zellige émaillé 10 × 10 cm, taillé à la main, en vert de Fès, bleu majorelle ou blanc cassé ;
– des motifs géométriques (étoiles à huit branches) montés sur trame pour les voûtes et les banquettes ;
– des joints à la chaux, adaptés aux pièces humides.

Nous livrons en caisses de 1 m², par camion depuis Fès jusqu'à Paris en cinq à six jours (DAP).

Je reste à votre disposition pour un échantillonnage ou un devis pour Maison Dupont.

Bien cordialement,

Ghita Berrada Sqalli
Chargée des ventes à l'international
Saïss Artisanat & Terroir SARL AU
Fès, Maroc
+212 535 64 20 17
"""),
         "first e-mail after the fair the note records (French note), wholly in French; Monsieur + "
         "family name; company without SARL; category in French (zelliges); the note's hammams; "
         "Paris; the sender's double family name",
         Twin("company_foreign",
              [("body", "un devis pour Maison Dupont.", "un devis pour Marin Primeurs.")],
              "Marin Primeurs", "Maison Dupont SARL",
              "another French buyer of this set (P017, garlic) in the buyer's place")),

    # N033 -> P033, United Arab Emirates, zellige
    Mail("P033", "s4",
         "زليج فاسي أصلي لمشاريع الفلل في الإمارات",
         B("""
السيد سالم النعيمي المحترم،
Procurement Manager

تحية طيبة وبعد،

يسعدني أن أقدّم لكم شركة Saïss Artisanat & Terroir SARL AU من مدينة فاس بالمغرب، المتخصصة في الزليج الفاسي المصنوع يدويًا (zellige tiles)، وأن أعرض على النعيمي لمواد البناء ذ.م.م منتجاتنا.

نقدّم لكم:
- زليجًا مزججًا بمقاسات 10×10 و5×5 سم وبألوان متعددة؛
- تصاميم هندسية جاهزة على شبكة لتسهيل التركيب في الفلل والمجالس والنوافير؛
- الشحن إلى ميناء جبل علي (CIF) خلال ثلاثة إلى أربعة أسابيع.

يسعدنا إرسال الكتالوج والعينات إلى مكتبكم.

وتفضلوا بقبول فائق الاحترام،

غيثة برادة
مكلفة بالمبيعات الدولية
Saïss Artisanat & Terroir SARL AU
فاس، المغرب
+212 535 64 20 17
"""),
         "cold first e-mail wholly in Arabic; السيد + full name + المحترم; the English title as "
         "recorded under the greeting; company in Arabic with ذ.م.م; category in Arabic with the "
         "English name; the country in the subject (الإمارات); the sender's name and title in "
         "Arabic, her company and the city Fès in Latin and Arabic; Jebel Ali",
         Twin("company_missing",
              [("body", "وأن أعرض على النعيمي لمواد البناء ذ.م.م منتجاتنا", "وأن أعرض على شركتكم الموقرة منتجاتنا")],
              "شركتكم الموقرة", "النعيمي لمواد البناء ذ.م.م",
              "the buyer's company, named once, replaced by 'your esteemed company'")),

    # N034 -> P034, Netherlands, zellige
    Mail("P034", "s4",
         "Handmade zellige from Fès for Tegelhuis Van der Heijden",
         B("""
Dear Mr Van der Heijden,

I came across Tegelhuis Van der Heijden while looking for tile shops in the Netherlands that sell handmade and natural tiles, and I wondered whether zellige from Fès would fit your range.

Each tile is cut by hand from glazed clay, so no two are alike — the uneven surface is what makes zellige shine in kitchens and bathrooms. We make 10 × 10 cm squares and 5 × 15 cm bricks in about 30 colours, and ship by truck to the Netherlands in about a week.

As the owner, you may like to see the tiles before anything else: I can send a box of samples free of charge.

Kind regards,
Ghita Berrada
International Sales Executive
Saïss Artisanat & Terroir SARL AU
Fès, Morocco
+212 535 64 20 17
"""),
         "cold first e-mail in English; Mr Van der Heijden with a capital V (no given name before "
         "it), the given name Jort not used; company without a legal form; the title Eigenaar "
         "translated (the owner); the sender's title translated and her name shortened",
         Twin("sender_wrong",
              [("body", "Saïss Artisanat & Terroir SARL AU\nFès", "Saïss Artisanat & Terroirs SARL AU\nFès")],
              "Saïss Artisanat & Terroirs SARL AU", "Saïss Artisanat & Terroir SARL AU",
              "the sender's company misspelled (Terroirs) in the signature")),

    # N035 -> P035, Italy, capers
    Mail("P035", "s4",
         "Capperi marocchini in salamoia – calibri dal 7 mm in su",
         B("""
Gentile Sig. Savorgnan,

mi chiamo Ghita Berrada e mi occupo delle vendite internazionali di Saïss Artisanat & Terroir, a Fès. La regione di Fès è una delle principali zone di raccolta dei capperi in Marocco, e vorrei proporLe i nostri capperi in salamoia per la linea sottaceti di Savorgnan Conserve.

– calibri: nonpareilles (7-8 mm), surfines (8-9 mm), capucines (9-11 mm), capotes (11-13 mm) e oltre;
– in salamoia semplice o acetata, in fusti da 180 kg;
– raccolta a mano, selezione e calibratura nel nostro stabilimento, certificazione IFS Food;
– consegna via camion con il traghetto Tanger Med–Genova.

Sarò lieta di inviarLe campioni dei diversi calibri.

Cordiali saluti,
Ghita Berrada Sqalli
Addetta alle vendite internazionali
Saïss Artisanat & Terroir SARL AU
Fès (Marocco) – +212 535 64 20 17
"""),
         "cold first e-mail wholly in Italian; Gentile Sig. + family name; the buyer's title "
         "echoed (linea sottaceti); company without S.p.A.; category in Italian; French caper "
         "grades; Tanger Med, Genova; the sender's title translated",
         Twin("category_wrong",
              [("body", "proporLe i nostri capperi in salamoia", "proporLe i nostri cucunci in salamoia")],
              "cucunci in salamoia", "capers in brine",
              "caper berries (cucunci) for the buyer's capers")),

    # N036 -> P036, Spain, capers
    Mail("P036", "s4",
         "Alcaparras en salmuera de Fez para Encurtidos Cárdenas",
         B("""
Estimada Sra. Cárdenas:

Soy Ghita Berrada, encargada de ventas internacionales de Saïss Artisanat & Terroir SARL AU, en Fez (Marruecos). Le escribo porque muchas empresas de encurtidos en España compran alcaparra marroquí para completar la producción nacional, y me gustaría presentarle la nuestra.

Ofrecemos alcaparras en salmuera en todos los calibres, desde nonpareilles hasta capotes, en bidones de 180 kg o en cubos de 5 kg, con análisis de laboratorio por lote. El transporte hasta la Península se hace en camión por Tánger Med y Algeciras, en dos o tres días.

Como responsable de compras, ¿le interesaría recibir muestras y precios para la próxima campaña?

Un cordial saludo,

Ghita Berrada Sqalli
Saïss Artisanat & Terroir SARL AU
Fez, Marruecos
+212 535 64 20 17
"""),
         "cold first e-mail wholly in Spanish; the city as Spaniards spell it (Fez for Fès); the "
         "title in lower case inside a sentence; company without S.A.; category in Spanish; "
         "Tánger Med, Algeciras",
         Twin("title_wrong",
              [("body", "Como responsable de compras,", "Como directora comercial,")],
              "directora comercial", "Responsable de Compras",
              "a commercial director's title for the buyer's purchasing title")),

    # N037 -> P037, Germany, capers
    Mail("P037", "s4",
         "Kapern aus Fès für Ihr Feinkostsortiment",
         B("""
Sehr geehrter Herr Geisler,

als Inhaber eines Feinkostgeschäfts suchen Sie sicher immer wieder Produkte mit Herkunft und Geschichte. Mein Name ist Ghita Berrada, ich betreue den internationalen Vertrieb der Saïss Artisanat & Terroir SARL AU in Fès, Marokko.

Unsere Kapern werden in der Region um Fès von Hand gepflückt und in Salzlake eingelegt. Für Feinkost Geisler könnten vor allem die kleinen Sorten interessant sein: Nonpareilles (7–8 mm) und Surfines (8–9 mm), in Gläsern zu 100 g oder in 1-kg-Eimern für die Theke.

Gern schicke ich Ihnen ein kleines Probenpaket.

Mit freundlichen Grüßen

Ghita Berrada Sqalli
Referentin internationaler Vertrieb
Saïss Artisanat & Terroir SARL AU
Fès, Marokko
+212 535 64 20 17
"""),
         "cold first e-mail wholly in German; the title inside a sentence (als Inhaber eines "
         "Feinkostgeschäfts); company without e.K.; category in German (Kapern … in Salzlake); the "
         "sender's title translated",
         Twin("company_misspelled",
              [("body", "Für Feinkost Geisler könnten", "Für Feinkost Geissler könnten")],
              "Feinkost Geissler", "Feinkost Geisler e.K.", "a doubled s in the family name (Geissler)")),

    # N038 -> P038, Ukraine, spearmint
    Mail("P038", "s4",
         "Dried spearmint from Morocco for ТОВ «Бабариченко Фітотрейд»",
         B("""
Шановний пане Лукʼяне,

I am Ghita Berrada from Saïss Artisanat & Terroir SARL AU in Fès, Morocco. We grow and dry spearmint (Mentha spicata) in the Saïss plain between Fès and Meknès, the heart of Moroccan mint, and I would like to offer it to ТОВ «Бабариченко Фітотрейд» for your herbal teas.

- Dried spearmint leaves, cut 2–4 mm for tea bags or as whole leaves
- Pesticide residues tested in an EU-accredited laboratory
- Packed in 20 kg paper bags; delivered CIF Odesa or by truck through Poland

As head of the purchasing department, you will want to see the quality first; I can send 1 kg of each cut.

Best regards,
Ghita Berrada
International Sales Executive
Saïss Artisanat & Terroir SARL AU
Fès, Morocco | +212 535 64 20 17
"""),
         "cold first e-mail in English with a Ukrainian greeting in the vocative (пане Лукʼяне, "
         "with the modifier-letter apostrophe of the record); company in Cyrillic with «» inside "
         "English; the title translated; Mentha spicata, Meknès, Odesa, Poland",
         Twin("artifact",
              [("body", "I would like to offer it to", "I would like to offer offer it to")],
              "offer offer", "offer", "a doubled word")),

    # N039 -> P039, Australia, spearmint
    Mail("P039", "s4",
         "Certified organic spearmint for your Moroccan mint blend",
         B("""
Hi Katie,

Lovely to meet you at Fine Food Australia in Melbourne. As promised, here are the details of our certified organic spearmint for Hudson Tea Co.'s Moroccan mint blend.

Our organic plots in the Saïss plain are certified under the EU organic regulation and the USDA NOP.
- Cut 1–3 mm (tea-bag cut) and 3–6 mm (loose leaf)
- Sweet, strong aroma — the nanah type Moroccans use for their own tea
- 20 kg bags, shipped CIF Melbourne
- Steam-treated to meet the Australian import conditions in BICON

Shall I send 500 g of each cut to your blending room?

Warm regards,
Ghita Berrada
International Sales Executive
Saïss Artisanat & Terroir SARL AU
Fès, Morocco
+212 535 64 20 17
"""),
         "first e-mail after the fair the note records, in English, answering the note (certified "
         "organic, Moroccan mint blend); Hi + given name; company short with a possessive "
         "(Hudson Tea Co.'s); USDA NOP, BICON, Melbourne",
         Twin("note_wrong",
              [("body", "Lovely to meet you at Fine Food Australia in Melbourne.",
                "Lovely to meet you at Naturally Good in Sydney.")],
              "Naturally Good in Sydney", "Fine Food Australia in Melbourne",
              "another Australian trade fair for the one the note records")),

    # N040 -> P040, Poland, spearmint
    Mail("P040", "s4",
         "Moroccan spearmint for Herbaciarnia Żugaj",
         B("""
Dear Mr Żugaj,

Is Moroccan mint tea on the menu at Herbaciarnia Żugaj? If so, you might like to try spearmint straight from Fès.

I'm Ghita Berrada of Saïss Artisanat & Terroir SARL AU. We dry our own spearmint in the Saïss plain and sell it in small lots too — from 5 kg bags, which suits a tea shop better than the 20 kg sacks wholesalers buy. It blends perfectly with gunpowder green tea for the classic Moroccan mint tea.

Shipping to Poland is by courier, about five days, duties paid.

If you tell me how much you use per month, I'll send a price.

Best regards,
Ghita Berrada
Saïss Artisanat & Terroir SARL AU, Fès, Morocco
"""),
         "short cold first e-mail in English to a one-man tea shop; Mr + the family name with Ż; "
         "company (no legal form) in subject and body; gunpowder green tea named as a blend "
         "partner, not offered",
         Twin("company_missing",
              [("body", "on the menu at Herbaciarnia Żugaj?", "on the menu at your tea shop?"),
               ("subject", "for Herbaciarnia Żugaj", "for your tea shop")],
              "your tea shop", "Herbaciarnia Żugaj",
              "the buyer's company replaced by 'your tea shop' in the subject and the body")),
]
