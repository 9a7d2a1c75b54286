"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

S2_SIG = """Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh"""

S3_SIG = """Sabina Rai
Export Manager
Hile Himalayan Produce Pvt. Ltd.
+977 26 520318
sabina.rai@hileproduce.com.np"""

S4_SIG = """Jéssica Zambrano
Gerente de Comercio Exterior
Agroexportadora Mocache Cía. Ltda.
+593 5 275 0436
jzambrano@agromocache.com.ec"""

MAILS = [
    # N021
    Mail("P021", "s2", "HBI supply from Bahrain for 대성제강",
         """Dear Mr Kim,

I am Fatema Al-Mahroos, Business Development Manager at Tubli Bay Chemicals & Metals W.L.L. in Bahrain. As 원료구매팀장 at 대성제강 주식회사, you may be looking for clean iron units for your melt shop, and I would like to offer our hot-briquetted iron (HBI).

We ship HBI with Fe metallic 88% min. and very low residuals (Cu + Ni + Cr + Mo under 0.02%), in Supramax lots of 30,000–50,000 t or in smaller parcels of about 5,000 t shared with other buyers. The voyage from Khalifa Bin Salman Port to Pyeongtaek or Dangjin takes about 22 days.

May I send you our specification and a recent CFR Pyeongtaek indication?

Kind regards,
""" + S2_SIG,
         "English cold introduction; family name in the greeting; the recorded title in Hangul inside an English sentence; company in Hangul, short in the subject; Pyeongtaek, Dangjin; Supramax",
         Twin("company_foreign", "body", [("at 대성제강 주식회사,", "at Acciaierie Aulenti S.p.A.,")],
              "대성제강 주식회사", "another buyer's company (same category, Italy)",
              found="Acciaierie Aulenti S.p.A.")),
    # N022
    Mail("P022", "s2", "Fishmeal samples – protein 65% min., histamine under 1,000 ppm",
         """Dear Ms Vân,

Thank you for your enquiry on behalf of Lê Gia. We can meet both points you raised for your shrimp feed:

- Crude protein: 65% min. (our last ten lots averaged 66.3%)
- Histamine: max. 1,000 ppm (typically 300–600 ppm)
- Fat: max. 10%; moisture: max. 10%; salt and sand: max. 3%
- TVB-N: max. 120 mg/100 g
- Antioxidant: ethoxyquin-free, stabilised with natural tocopherols

I sent 2 kg samples from two lots by DHL this morning; the tracking number follows in a separate e-mail. Bulk shipments go in 50 kg bags, about 24 MT per 20 ft container, CFR Cát Lái (Ho Chi Minh City).

Best regards,
""" + S2_SIG,
         "English reply to the request the note records (protein 65% min., histamine below 1,000 ppm, samples) for the shrimp feed mill; Vietnamese given name in the greeting (Ms Vân); company by its distinctive part only (Lê Gia); TVB-N, ethoxyquin; Cát Lái",
         Twin("artifact", "body", [("Crude protein: 65% min.", "Crude protein: {protein_min} min.")],
              "65%", "a leftover template placeholder", found="{protein_min}")),
    # N023
    Mail("P023", "s2", "Fishmeal for Jensen Fôr – offer from Bahrain",
         """Hei Magnus,

I hope you don't mind an e-mail out of the blue. I am Fatema Al-Mahroos of Tubli Bay Chemicals & Metals in Bahrain, and we produce steam-dried fishmeal that could fit Jensen Fôr's feed formulations.

Our LT (low-temperature) grade has 68% protein and histamine under 500 ppm, and it is stabilised without ethoxyquin, in line with the EU feed rules that also apply in Norway. We ship in 1 MT big bags or 25 kg bags, CFR any main Norwegian port.

If it sounds interesting, I would be happy to send a sample and the certificate of analysis.

Med vennlig hilsen,
""" + S2_SIG,
         "English cold introduction with Norwegian greeting and closing; given name in the greeting; company with an English possessive (Jensen Fôr's) without AS; LT fishmeal; Norway named for its rules",
         Twin("sender_wrong", "body", [("Tubli Bay Chemicals & Metals W.L.L.", "Tubli Bay Chemical & Metals W.L.L.")],
              "Tubli Bay Chemicals & Metals W.L.L.", "the sender's company misspelt in the signature")),
    # N024
    Mail("P024", "s3", "First flush samples from Dhankuta, after the Speciality & Fine Food Fair",
         """Dear Sean,

It was lovely to meet you at the Speciality & Fine Food Fair in London. As promised, I have sent you first flush samples of our orthodox tea from this spring's picking in the hills of Dhankuta, eastern Nepal:

1. Hile Spring Whisper – FTGFOP1, picked on 28 March, light and floral
2. Hile Golden Tips – SFTGFOP1, mostly buds, with apricot notes
3. Dhankuta Clonal – FTGFOP1, from AV2 bushes at 1,900 m, brisk and muscatel-like

Each sample is 100 g, with the lot number, grade and garden altitude on the pack. The teas are hand-plucked and made in our own factory in Hile, and every lot is tested for pesticide residues against the UK and EU MRLs.

I would love to hear what you and your team at Ali & Co think once you have cupped them.

Warm regards,
Sabina Rai
Export Manager (निर्यात व्यवस्थापक)
Hile Himalayan Produce Pvt. Ltd.
Dhankuta, Nepal
+977 26 520318
sabina.rai@hileproduce.com.np""",
         "English first contact after the fair the note records (Speciality & Fine Food Fair London) sending what it asked for (first flush samples); given name in the greeting; company short (Ali & Co); tea grades (FTGFOP1, SFTGFOP1), AV2 clonal; the sender's title in English with the recorded Nepali one",
         Twin("note_wrong", "body", [("at the Speciality & Fine Food Fair in London", "at World Tea Expo in Las Vegas")],
              "Speciality & Fine Food Fair London", "a fair the note does not name in place of the one it does",
              found="World Tea Expo in Las Vegas")),
    # N025
    Mail("P025", "s3", "Nepali orthodox tea for شركة المهنا للشاي والقهوة",
         """السلام عليكم Ms Al-Muhanna,

I am Sabina Rai from Hile Himalayan Produce in Dhankuta, eastern Nepal. As مديرة المشتريات of شركة المهنا للشاي والقهوة, you may be interested in an orthodox black tea that brews a bright, strong cup, well suited to tea served with cardamom or mint after meals.

Our teas grow at 1,500–2,000 m in the same eastern Himalayan hills as Darjeeling. We offer whole-leaf grades (FTGFOP1, TGFOP) and broken grades (BOP, BOPF) for blending, packed in 25 kg foil-lined sacks, CFR Jeddah or Dammam, with the documents the SFDA requires.

Would you like me to send samples of three grades?

شكرًا
""" + S3_SIG,
         "English cold introduction with Arabic greeting and thanks; family name romanised in the greeting (Ms Al-Muhanna); the recorded feminine title in Arabic and the company in Arabic inside English sentences; Darjeeling as a comparison; Jeddah, Dammam, SFDA",
         Twin("contact_wrong", "body", [("Ms Al-Muhanna,", "Ms Al-Mutairi,")],
              "تولين المهنا", "another family name in the greeting", found="Al-Mutairi")),
    # N026
    Mail("P026", "s3", "Orthodoxe thee uit Oost-Nepal voor De Wit Thee & Kruiden",
         """Beste mevrouw De Wit,

Mijn naam is Sabina Rai en ik verzorg de export bij Hile Himalayan Produce in Dhankuta, in het oosten van Nepal. Als inkoper thee bij De Wit Thee & Kruiden bent u misschien op zoek naar een bijzondere losse thee die uw klanten nog niet kennen.

Wij maken orthodoxe thee, volledig met de hand geplukt en gerold, op 1.500 tot 2.000 meter hoogte. Onze first flush is licht en bloemig, de second flush voller met muskaattonen. Alle partijen worden getest op residuen volgens de EU-normen; op aanvraag leveren we ook biologisch gecertificeerde thee.

Zal ik u een proefpakket van vier soorten van elk 50 gram sturen?

Met vriendelijke groet,
""" + S3_SIG,
         "Dutch cold introduction; family name capitalised without the given name (mevrouw De Wit, recorded 'de Wit'); the recorded title inside a Dutch sentence (Als inkoper thee bij); company without B.V.; category as orthodoxe thee",
         Twin("title_wrong", "body", [("Als inkoper thee bij", "Als verkoper thee bij")],
              "Inkoper thee", "a sales title for the purchasing one", found="verkoper thee")),
    # N027
    Mail("P027", "s3", "Poivre de timur : fiche technique et échantillon de 500 g",
         """Bonjour Madame Delaunay,

Merci encore pour notre échange au Sirha, à Lyon. Comme convenu, vous trouverez ci-joint la fiche technique de notre poivre de timur (Zanthoxylum armatum), et un échantillon de 500 g part aujourd'hui par DHL pour Épices Delaunay.

Quelques points de la fiche :
– baies séchées au soleil puis triées à la main, graines noires retirées à 95 % minimum ;
– humidité max. 10 %, huile essentielle min. 3 % ;
– notes d'agrumes et de pamplemousse, avec le fourmillement typique sur la langue ;
– récolte de septembre–octobre dans les collines de Dhankuta, entre 1 200 et 2 000 m.

Pour le marché français, nous livrons en sacs kraft doublés de 10 kg, DAP entrepôt, avec l'analyse des résidus de pesticides selon les LMR de l'UE.

Bien cordialement,
Sabina Rai
Responsable export
Hile Himalayan Produce Pvt. Ltd.
Dhankuta, Népal
+977 26 520318
sabina.rai@hileproduce.com.np""",
         "French first contact after the fair the French note records (Sirha Lyon) with its two requests (technical sheet, 500 g sample); company without SARL; category as poivre de timur with its Latin name; the sender's title translated (Responsable export); Népal",
         Twin("country_wrong", "body", [("Pour le marché français,", "Pour le marché belge,")],
              "France", "the buyer's market named as another country's", found="marché belge")),
    # N028
    Mail("P028", "s3", "Timur pepper from Nepal – for 藤田香辛料",
         """Dear Mr Fujita,

My name is Sabina Rai, export manager at Hile Himalayan Produce Pvt. Ltd. in eastern Nepal. I am writing to 藤田香辛料株式会社 because our timur pepper might sit well next to sansho in your range: it is a close cousin of Japanese sansho (Zanthoxylum), with the same tingling effect but a brighter grapefruit aroma.

We harvest timur in the Dhankuta hills, sun-dry it and remove the black seeds by hand, so the husks are at least 95% clean. Moisture is below 10%, and each lot is tested for aflatoxin, pesticide residues and microbiology before shipment.

If you are interested, I can send a 1 kg sample with a certificate of analysis to your office in Japan.

Best regards,
""" + S3_SIG,
         "English cold introduction; family name in the greeting; company in Japanese inside English, short in the subject; sansho named as a comparison, not an offer; the sender's title in lower case in prose",
         Twin("artifact", "body", [("with the same tingling effect but", "with the same tingling effect, with the same tingling effect but")],
              "with the same tingling effect", "a doubled phrase",
              found="with the same tingling effect, with the same tingling effect")),
    # N029
    Mail("P029", "s3", "Timur pepper for Przyprawy Sterna",
         """Dear Mr Sterna,

I am Sabina Rai from Hile Himalayan Produce in Nepal. We grow and process timur pepper (Zanthoxylum armatum), the citrusy, numbing pepper of the Himalayas, and I wonder whether Przyprawy Sterna would like to add it to its range of spices.

Timur is close to Sichuan pepper but fresher and more grapefruit-like; chefs use it in marinades, pickles and even chocolate. We supply hand-cleaned husks (seeds removed, 95% min.), whole or ground, in 10 kg or 25 kg bags, with residue tests to EU limits. Transit to Gdańsk takes about five weeks via Kolkata.

Could I send you a 250 g sample and our price list?

Kind regards,
""" + S3_SIG,
         "English cold introduction; family name in the greeting; company without Sp. z o.o.; Sichuan pepper as a comparison; Gdańsk, Kolkata",
         Twin("company_foreign", "body", [("whether Przyprawy Sterna would", "whether Épices Delaunay would")],
              "Przyprawy Sterna Sp. z o.o.", "another buyer's company (same category, France)",
              found="Épices Delaunay")),
    # N030
    Mail("P030", "s3", "Price for 5 mukhi rudraksha, 6–8 mm, with X-ray certificates",
         """Dear Mr Varma,

Thank you for your enquiry. Here is our price for 5 mukhi rudraksha beads from eastern Nepal, as you asked:

- Size 6–8 mm, graded and polished, drilled for malas: INR 5,800 per 1,000 beads
- X-ray certificate: one per lot of 1,000 beads, from an independent gemmological lab in Kathmandu, confirming natural mukhis and no filled or joined beads
- Packing: 1,000 beads per sealed pouch, 20 pouches per carton
- Delivery: DAP your warehouse in India, by road via the Kakarbhitta–Panitanki border, about 7 days

The beads come from rudraksha trees (Elaeocarpus ganitrus) in the Dhankuta and Bhojpur hills; we sort them by size and mukhi at our workshop in Dhankuta.

Please let me know the quantity for your first order, and I will send a proforma invoice.

Regards,
""" + S3_SIG,
         "English reply to the request the note records (5 mukhi, 6-8 mm, X-ray certificates, price per 1,000 beads); family name in the greeting; no company name; Kathmandu, Kakarbhitta–Panitanki, Bhojpur; INR",
         Twin("sender_wrong", "body", [("sabina.rai@hileproduce.com.np", "sabina.rai@hileproduce.com")],
              "sabina.rai@hileproduce.com.np", "the sender's e-mail without its country domain")),
    # N031
    Mail("P031", "s3", "Nepali rudraksha beads for Jenkins Yoga Goods",
         """Hi Amanda,

I'm Sabina Rai, export manager at Hile Himalayan Produce in Dhankuta, Nepal. Many yoga studios and shops ask for genuine Nepali rudraksha, and I thought Jenkins Yoga Goods might be looking for a reliable source.

We offer loose 5 mukhi beads from 6 mm to 12 mm, and finished 108-bead malas knotted on cotton or silk thread. Nepali beads are larger and have deeper mukhi lines than most Indonesian ones, and every lot comes with an X-ray certificate. We ship to the United States by air in about a week, with a phytosanitary certificate.

Would a small trial order of 20 malas and 1,000 loose beads be of interest? I can send photos and a price list.

Best,
""" + S3_SIG,
         "English cold introduction, informal; given name in the greeting; company without LLC; Indonesian beads as a comparison; United States as the destination",
         Twin("country_wrong", "body", [("We ship to the United States by air", "We ship to Canada by air")],
              "United States", "the buyer's country named wrong", found="Canada")),
    # N032
    Mail("P032", "s4", "Fermentation and cut-test data for our Nacional cacao",
         """Dear Mr De Coster,

It was a pleasure to meet you at the Salon du Chocolat in Brussels. As promised, I attach the fermentation and cut-test data of our latest lot and a copy of our Fairtrade certificate, so that Chocolaterie De Coster can judge the beans before ordering samples.

Lot QV-2411 (Arriba Nacional, fine flavour):
- fermentation: 6 days in wooden boxes, turned every 48 hours
- cut test (300 beans): 82% well fermented, 12% partly purple, 3% slaty, no mouldy beans
- bean count: 92 beans per 100 g; moisture: 6.8%

The beans are grown by 140 smallholders around Quevedo and Mocache and sun-dried on wooden platforms. We ship in 69 kg jute bags, about 12.5 t per 20 ft container, to Antwerp.

Kind regards,
Jéssica Zambrano
Gerente de Comercio Exterior
Agroexportadora Mocache Cía. Ltda.
Quevedo, Ecuador
+593 5 275 0436
jzambrano@agromocache.com.ec""",
         "English first contact after the fair the note records (Salon du Chocolat Brussels) with what it asks for (fermentation and cut-test data, Fairtrade certificate); Flemish family name with its capital De; company without NV; category as Nacional cacao / beans; the sender's name shortened (Jéssica Zambrano); Antwerp",
         Twin("note_wrong", "body", [("a copy of our Fairtrade certificate", "a copy of our Rainforest Alliance certificate")],
              "Fairtrade certificate", "the certificate the note asks for misquoted",
              found="Rainforest Alliance certificate")),
    # N033
    Mail("P033", "s4", "Muster Arriba Nacional (1 kg) und EUDR-Nachweis",
         """Grüezi Herr Leu

Besten Dank für Ihre Anfrage. Gerne schicke ich der Leu Schokoladen AG wie gewünscht ein Muster von 1 kg Arriba-Nacional-Kakaobohnen aus unserer aktuellen Ernte; es geht morgen per Kurier ab Quevedo weg und sollte in etwa fünf Tagen in der Schweiz sein.

Zum EUDR-Nachweis: Für jede Partie liefern wir die Geolokalisierung aller Parzellen (Polygone), die Bestätigung, dass dort seit dem 31. Dezember 2020 keine Entwaldung stattgefunden hat, sowie die Sorgfaltserklärung mit Referenznummer. Damit können Sie die Bohnen auch an Kunden in der EU weiterverkaufen.

Die Bohnen sind sechs Tage fermentiert, an der Sonne getrocknet und haben 7 % Feuchte bei rund 90 Bohnen pro 100 g.

Freundliche Grüsse
""" + S4_SIG,
         "Swiss German reply to the request the German note records (1 kg Arriba Nacional sample, EUDR proof); Grüezi without a comma, ss for ß; company with its article in the dative (der Leu Schokoladen AG); category as Kakaobohnen; Schweiz, EU",
         Twin("company_missing", "body", [("schicke ich der Leu Schokoladen AG wie", "schicke ich Ihrem Haus wie")],
              "Leu Schokoladen AG", "the only mention of the company replaced by 'Ihrem Haus'",
              found="Ihrem Haus")),
    # N034
    Mail("P034", "s4", "Fine-flavour cacao beans from Ecuador for Papastergiou Confectionery",
         """Dear Ms Papastergiou,

I am Jéssica Zambrano, foreign trade manager at Agroexportadora Mocache in Quevedo, Ecuador. As Purchasing Manager at Papastergiou Confectionery S.A., you may be interested in a direct source of fine-flavour cacao beans.

We export Arriba Nacional cacao grown by smallholder families in Los Ríos province, fermented for five to six days and sun-dried. Its floral and fruity notes suit dark chocolate and pralines; for the base of a blend we also offer CCN-51 beans.

We ship in 69 kg jute bags by 20 ft container, CIF Piraeus, in about 30 days via the Panama Canal.

May I send you 1 kg samples of both?

Saludos cordiales / Kind regards,
""" + S4_SIG,
         "English cold introduction with a Spanish closing; Greek family name in Latin letters (feminine form); the recorded title inside an English sentence; the sender's title translated in prose (foreign trade manager); Arriba Nacional and CCN-51; Piraeus, Panama Canal",
         Twin("title_wrong", "body", [("As Purchasing Manager at", "As Sales Manager at")],
              "Purchasing Manager", "a sales title for the purchasing one", found="Sales Manager")),
    # N035
    Mail("P035", "s4", "Pitahaya amarilla por vía aérea – tras Fruit Attraction",
         """Hola, Toni:

Fue un gusto conocerte en Fruit Attraction, en Madrid. Como quedamos, te escribo con la propuesta de pitahaya amarilla para Frutas Ocaña:

- Variedad: pitahaya amarilla (Selenicereus megalanthus), de fincas certificadas GlobalG.A.P. en Los Ríos y Morona Santiago
- Calibres: 10, 12 y 14 frutas por caja de 2,5 kg
- Envío: por vía aérea de Guayaquil a Madrid-Barajas, dos vuelos por semana, menos de 48 horas de la cosecha al avión
- Incoterm: CPT Madrid

Te adjunto el certificado GlobalG.A.P. vigente y las fichas de calidad (°Brix mínimo 18).

Un saludo,
Jéssica Zambrano
Gerente de Comercio Exterior
Agroexportadora Mocache Cía. Ltda.
Quevedo (Los Ríos), Ecuador
+593 5 275 0436
jzambrano@agromocache.com.ec""",
         "Spanish first contact after the fair the note records (Fruit Attraction Madrid) with its two points (yellow pitahaya by air, GlobalG.A.P.); given name and tú between fair contacts; company without S.L.; Latin name; Guayaquil, Madrid-Barajas; CPT",
         Twin("contact_wrong", "body", [("Hola, Toni:", "Hola, Tomás:")],
              "Toni Ocaña", "another given name in the greeting", found="Tomás")),
    # N036
    Mail("P036", "s4", "Yellow pitahaya from Ecuador for Hexspoor Fresh Import",
         """Dear Ms Hexspoor,

I am Jéssica Zambrano of Agroexportadora Mocache, a fruit and cacao exporter in Quevedo, Ecuador. I am writing because Hexspoor Fresh Import may be looking for a year-round supplier of yellow pitahaya (dragon fruit).

Our yellow pitahaya is sweeter than the red-skinned fruit from Vietnam (18–22 °Brix), and we pack it in 2.5 kg single-layer boxes in sizes 8 to 16. We fly it to Amsterdam Schiphol twice a week and ship it by sea in reefer containers to Rotterdam (about 18 days), all from GlobalG.A.P. certified farms.

Would you like to receive our weekly price list?

Best regards,
""" + S4_SIG,
         "English cold introduction; family name in the greeting; company without B.V.; dragon fruit as a gloss; Vietnamese red pitahaya as a comparison; Schiphol, Rotterdam",
         Twin("artifact", "subject", [("Yellow pitahaya from", "Yellow pitahaya pitahaya from")],
              "Yellow pitahaya", "a doubled word in the subject", found="pitahaya pitahaya")),
    # N037
    Mail("P037", "s4", "回复：厄瓜多尔黄色火龙果的海关总署注册",
         """陈经理您好：

感谢您的询问。关于黄色火龙果出口中国的海关总署（GACC）注册，情况如下：

1. 我们在洛斯里奥斯省的三个果园和克韦多的包装厂均已完成注册，已列入海关总署公布的厄瓜多尔输华火龙果企业名单；
2. 每批货物随附厄瓜多尔农业监管机构（Agrocalidad）签发的植物检疫证书，符合双方议定书的要求；
3. 目前可空运至上海浦东，也可从瓜亚基尔港海运冷柜，约30天到港。

如上海陈氏果业有意试单，我们可以提供2.5公斤装纸箱的报价（CIF上海）和果园照片。

此致
敬礼

Jéssica Zambrano
对外贸易经理
Agroexportadora Mocache Cía. Ltda.
电话：+593 5 275 0436
邮箱：jzambrano@agromocache.com.ec""",
         "simplified Chinese reply to the question the note records (GACC registration); 陈经理 (family name + the recorded title 进口采购经理 shortened); company short (上海陈氏果业); category as 黄色火龙果; Quevedo as 克韦多, Guayaquil as 瓜亚基尔; the sender's title translated (对外贸易经理)",
         Twin("category_wrong", "body", [("关于黄色火龙果出口中国", "关于百香果出口中国")],
              "pitahaya", "passion fruit for the buyer's pitahaya", found="百香果")),
    # N038
    Mail("P038", "s4", "Huile de sacha inchi vierge d'Équateur – pour vos formulations",
         """Madame,

Je me permets de vous écrire de Quevedo, en Équateur, où Agroexportadora Mocache presse à froid de l'huile de sacha inchi (Plukenetia volubilis). En tant qu'acheteuse matières premières des Laboratoires Imbert, vous cherchez peut-être une huile végétale riche en oméga-3 pour vos soins.

Notre huile vierge contient 45 à 50 % d'acide alpha-linolénique et environ 35 % d'acide linoléique, avec un indice de peroxyde inférieur à 5 meq O2/kg à l'expédition. Elle est certifiée biologique (règlement UE 2018/848), et nous fournissons la fiche INCI (Plukenetia Volubilis Seed Oil), la FDS et un certificat d'analyse pour chaque lot. Conditionnement : fûts de 190 kg ou bidons de 20 kg, livraison DAP en France.

Je serais heureuse de vous adresser un échantillon de 250 ml.

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Jéssica Zambrano
Responsable du commerce extérieur
Agroexportadora Mocache Cía. Ltda.
Quevedo, Équateur
+593 5 275 0436
jzambrano@agromocache.com.ec""",
         "French cold introduction; Madame alone; the recorded feminine title inside a French sentence; company with an article (des Laboratoires Imbert) without SAS; category as huile de sacha inchi, INCI name; the sender's title translated; Équateur, France",
         Twin("title_wrong", "body", [("En tant qu'acheteuse matières premières des", "En tant que commerciale matières premières des")],
              "Acheteuse matières premières", "a sales title for the purchasing one",
              found="commerciale matières premières")),
    # N039
    Mail("P039", "s4", "Sacha inchi oil from Ecuador for 邱氏生技",
         """Dear Mr Chiu,

I am Jéssica Zambrano, foreign trade manager at Agroexportadora Mocache Cía. Ltda., a grower and processor in Quevedo, Ecuador. I am writing to 邱氏生技股份有限公司 because our cold-pressed sacha inchi oil may suit your health-food products.

Sacha inchi (Plukenetia volubilis) is a seed of the Amazon foothills. Our oil has 45–50% omega-3 (ALA) and a mild, nutty taste, so it can be bottled as an edible oil or filled into soft capsules. We supply it in 20 kg tins or 190 kg drums, CIF Keelung or Kaohsiung, with a COA, heavy-metal tests and our organic certificate.

I would be glad to send a 500 ml sample to Taiwan for your R&D team.

Best regards,
""" + S4_SIG,
         "English cold introduction; family name romanised (Wade-Giles Chiu) in the greeting; company in traditional Chinese inside English, short in the subject; Keelung, Kaohsiung; Taiwan",
         Twin("company_misspelled", "body", [("writing to 邱氏生技股份有限公司", "writing to 丘氏生技股份有限公司")],
              "邱氏生技股份有限公司", "a homophone family-name character (邱 -> 丘)", found="丘氏生技股份有限公司")),
    # N040
    Mail("P040", "s4", "Sacha inchi oil: kosher certificate and ALA content",
         """Dear Mr Ibrahim,

Thank you for your questions about our cold-pressed sacha inchi oil.

Kosher: the oil is certified kosher pareve; the certificate from our kashrut agency is attached and covers the oil in drums and in 20 kg tins.

Omega-3: the alpha-linolenic acid (ALA) content of our last five lots was 46.8–49.2% of total fatty acids, with linoleic acid (omega-6) at 34–36% and oleic acid at about 9%. The full fatty acid profile by GC is in the attached COA.

The seeds are shelled and pressed below 40 °C at our plant in Quevedo, and the oil is filtered but not refined. For Ibrahim Natural Oils we can ship by sea to Ashdod in about 28 days.

Kind regards,
""" + S4_SIG,
         "English reply to both questions the note records (kosher certificate, ALA content); family name in the greeting; company without Ltd.; fatty-acid specs; Ashdod",
         Twin("sender_wrong", "body", [("Gerente de Comercio Exterior", "Gerente de Compras")],
              "Gerente de Comercio Exterior", "a purchasing title for the sender's own")),
]
