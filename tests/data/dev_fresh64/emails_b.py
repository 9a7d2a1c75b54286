"""Natural e-mails N021-N040 (buyers P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N021 P021 Italy, sodium silicate; no note
    Mail("P021", "s2", "Silicato di sodio dal Kuwait – presentazione",
         """Gentile Dott. Filangieri,

mi permetto di contattarLa in qualità di Responsabile Acquisti della Filangieri Chimica: siamo un'azienda commerciale con sede a Jahra, in Kuwait, e forniamo silicato di sodio liquido e solido a produttori di detergenti, cementi e ceramiche nel Mediterraneo.

Possiamo offrire silicato di sodio liquido con rapporto SiO2/Na2O da 2,0 a 3,3, in cisternette da 1.400 kg o in isotank, con consegna CFR Genova o Napoli. Ogni lotto viene accompagnato da certificato di analisi.

Se è interessato, Le invio volentieri la scheda tecnica e un listino indicativo.

Cordiali saluti,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "wholly Italian; Dott. with the family name; the recorded title in an Italian phrase (in qualità di Responsabile Acquisti della ...); CFR Genoa or Naples",
         Twin("title_wrong", "in qualità di Responsabile Acquisti della", "in qualità di Responsabile Vendite della",
              found="Responsabile Vendite", expected="Responsabile Acquisti",
              note="a sales title for the buyer's purchasing one")),

    # N022 P022 Taiwan, carbon black; note: Taipei Plas, N330 for tyre treads
    Mail("P022", "s2", "N330 carbon black for tread compounds",
         """陳經理您好,

Thank you for visiting us at Taipei Plas. Following our conversation about tread compounds, I am glad to confirm that we can supply ASTM N330 carbon black:

- iodine absorption 82 ± 5 g/kg, OAN 102 ± 5 ml/100 g
- pelletised, in 25 kg bags or 1 t jumbo bags
- CFR Kaohsiung, about 3 weeks from Shuwaikh

For 陳氏橡膠 we can also quote N220 or N550 if your sidewall and inner-liner compounds need them. I will send the full TDS and a recent COA this week.

Best regards,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
Jahra, Kuwait""",
         "English with a traditional Chinese greeting (family name and title); the fair and N330 the note records; company short in Chinese; iodine number, OAN, CFR Kaohsiung",
         Twin("note_wrong", "visiting us at Taipei Plas", "visiting us at Chinaplas in Shanghai", found="Chinaplas in Shanghai",
              expected="Taipei Plas", note="the note records Taipei Plas")),

    # N023 P023 South Korea, carbon black; no note
    Mail("P023", "s2", "카본블랙 공급 제안 – 쿠웨이트 Mutlaa Chemicals",
         """박서윤 과장님께,

안녕하십니까. 쿠웨이트 Mutlaa Chemicals Trading Co. W.L.L.의 Fahad Nasser Al-Shammari입니다. 동해고무에서 고무 제품용 카본블랙을 정기적으로 구매하신다고 들어 연락드립니다.

저희는 ASTM 규격 N220, N330, N550, N660 카본블랙을 공급하고 있으며, 25kg 포대 또는 톤백 포장으로 부산항 CFR 조건 납품이 가능합니다. 로트마다 분석증명서(COA)를 함께 보내드립니다.

샘플과 기술자료가 필요하시면 말씀해 주십시오.

감사합니다.
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "wholly Korean; full name with 과장님께; company short without 주식회사; ASTM grades, CFR Busan",
         Twin("contact_wrong", "박서윤 과장님께", "박서연 과장님께", found="박서연",
              expected="박서윤", note="a near-miss given name (서연 for 서윤)")),

    # N024 P024 France, Kampot pepper; note (French): Salon des Épices, red pepper PGI, 10 kg
    Mail("P024", "s3", "Poivre rouge de Kampot IGP – 10 kg pour Maison Seguin",
         """Chère Madame Seguin,

C'était un plaisir de vous rencontrer au Salon des Épices. Comme vous le souhaitiez, nous pouvons vous réserver 10 kg de poivre rouge de Kampot IGP de la récolte de cette année.

Nos grains sont cueillis à pleine maturité dans nos plantations près de Kampot, blanchis puis séchés au soleil ; chaque lot porte le numéro de l'Association de Promotion du Poivre de Kampot. Pour Maison Seguin, nous proposons des sachets sous vide de 1 kg, envoyés par fret aérien depuis Phnom Penh jusqu'à Paris-CDG.

Je vous adresse le prix et les frais d'envoi dès demain.

Bien à vous,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
Kampot, Cambodge""",
         "wholly French; Chère Madame with the family name; the fair and the 10 kg of PGI red pepper the note records; Cambodge; Phnom Penh to CDG",
         Twin("company_missing", "Pour Maison Seguin, nous proposons", "Pour votre maison, nous proposons",
              found="votre maison", expected="Maison Seguin Épices SARL",
              note="every mention of the company replaced (votre maison, votre boutique)",
              more=(("subject", "pour Maison Seguin", "pour votre boutique"),))),

    # N025 P025 Japan, Kampot pepper; no note
    Mail("P025", "s3", "カンポット胡椒のご紹介",
         """斎藤スパイス株式会社
購買担当 斎藤花子様

はじめてご連絡いたします。カンボジア・カンポット州のTeuk Chhou Agro Co., Ltd.でエクスポートを担当しておりますChan Sopheaと申します。

弊社では地理的表示（GI）認証を受けたカンポット胡椒（黒・赤・白）を生産・輸出しております。完熟した赤胡椒は甘い香りが特徴で、日本のレストランやスパイス専門店でも評価をいただいております。

サンプルと価格表をお送りしたいのですが、ご興味はございますでしょうか。

何卒よろしくお願い申し上げます。

Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "wholly Japanese; a letter head with company, recorded title and name with 様; GI; the sender's title paraphrased (エクスポートを担当)",
         Twin("company_misspelled", "斎藤スパイス株式会社\n", "斉藤スパイス株式会社\n", found="斉藤スパイス株式会社",
              expected="斎藤スパイス株式会社", note="斉 for 斎: the other common writing of the family name")),

    # N026 P026 Australia, Kampot pepper; note: samples of black and red; BICON
    Mail("P026", "s3", "Kampot pepper samples – black and red",
         """Dear Michael,

Thank you for your request. I have packed 250 g each of our black and red Kampot pepper (PGI) for you, and they will leave Phnom Penh by EMS on Monday.

On the import side: we have checked BICON, and for whole dried peppercorns the conditions are that they are clean and free of soil and other seeds; your broker can confirm whether a permit is needed for your shipments. Each sample pack has an ingredient label and a phytosanitary statement, and for commercial shipments we would add a phytosanitary certificate from the Cambodian Ministry of Agriculture.

If the samples suit Glenn Fine Foods, we can ship 20 kg cartons by air or LCL to Melbourne or Sydney.

Kind regards,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
Kampot, Cambodia
+855 33 932 415""",
         "English reply to the sample request and the BICON check the note records; company without Pty Ltd; EMS, Melbourne, Sydney",
         Twin("sender_wrong", "Teuk Chhou Agro Co., Ltd.\nKampot", "Teuk Chou Agro Co., Ltd.\nKampot",
              found="Teuk Chou Agro Co., Ltd.", expected="Teuk Chhou Agro Co., Ltd.",
              note="the sender's company misspelt in the signature")),

    # N027 P027 Germany, kapok fibre; note (German): Heimtextil Frankfurt, OEKO-TEX
    Mail("P027", "s3", "Kapokfaser mit OEKO-TEX-Zertifikat – nach der Heimtextil",
         """Sehr geehrte Frau Holzapfel,

herzlichen Dank für das Gespräch auf der Heimtextil in Frankfurt. Wie besprochen bieten wir gereinigte Kapokfaser für Kissen und Bettdecken an, mit OEKO-TEX STANDARD 100 (Produktklasse I) – das Zertifikat sende ich Ihnen mit dieser E-Mail.

Die Faser wird in Kampot von Hand entsamt, zweimal gereinigt und in Ballen zu 50 kg gepresst. Für die Holzapfel Bettwaren können wir monatlich bis zu 3 Tonnen liefern, CIF Hamburg ab Sihanoukville.

Gerne schicke ich Ihnen auch ein Muster von 2 kg.

Mit freundlichen Grüßen
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "wholly German; the fair and the OEKO-TEX need the note records; company with an article and without GmbH; CIF Hamburg from Sihanoukville",
         Twin("category_wrong", "bieten wir gereinigte Kapokfaser für Kissen", "bieten wir gereinigte Kokosfaser für Kissen",
              found="Kokosfaser", expected="kapok fibre", note="coir fibre offered instead of kapok")),

    # N028 P028 Spain, kapok fibre; no note
    Mail("P028", "s3", "Fibra de kapok desde Camboya",
         """Estimado Sr. Canals:

Le escribo desde Kampot, en el sur de Camboya, donde nuestra empresa, Teuk Chhou Agro Co., Ltd., recoge y procesa fibra de kapok (miraguano) de árboles de ceiba de la zona.

El kapok es ligero, hidrófugo e hipoalergénico, y se usa como relleno de almohadas, cojines y chalecos. Ofrecemos fibra limpia y sin semillas, prensada en balas de 50 kg, con envío CIF Barcelona o Valencia desde el puerto de Sihanoukville.

¿Le interesaría recibir una muestra para Textiles Canals?

Atentamente,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "wholly Spanish; Sr. with the family name and a colon; kapok also as miraguano; company short; CIF Barcelona or Valencia",
         Twin("country_wrong", "en el sur de Camboya, donde", "en el sur de Vietnam, donde", found="Vietnam",
              expected="Cambodia", note="Vietnam for the sender's country")),

    # N029 P029 China, kapok fibre; note: quote for 5 t cleaned kapok, FOB Sihanoukville
    Mail("P029", "s3", "报价：5吨精制木棉纤维，FOB西哈努克港",
         """赵总监您好：

感谢您的询价。现将5吨精制木棉纤维的报价发给您：

- 产品：去籽精制木棉纤维，含杂率≤1%，50公斤压缩包
- 数量：5吨（约100包，一个40尺高柜）
- 价格：FOB西哈努克港，每吨2,450美元
- 交货期：收到预付款后三周

木棉纤维由我们在贡布省的工厂手工去籽、两道清洁。如杭州赵氏家纺需要，我们可以先寄2公斤样品。

祝好！
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "wholly simplified Chinese; 赵总监 (family name and title); the quote the note records; company short; 贡布省 for Kampot province; FOB Sihanoukville",
         Twin("artifact", "木棉纤维由我们在贡布省的工厂手工去籽、两道清洁。",
              "木棉纤维由我们在贡布省的工厂手工去籽、两道清洁。木棉纤维由我们在贡布省的工厂手工去籽、两道清洁。",
              found="两道清洁。木棉纤维由我们", expected="木棉纤维由我们在贡布省的工厂手工去籽、两道清洁。",
              note="a repeated Chinese sentence")),

    # N030 P030 Australia, salted duck eggs; no note
    Mail("P030", "s3", "Salted duck eggs from Kampot",
         """Dear Ms Martin,

I am writing from Teuk Chhou Agro in Kampot, Cambodia. We make traditional salted duck eggs from free-range ducks raised along the Teuk Chhou river, cured in brine for 30 days until the yolks are rich and orange.

We think they would sell well through Martin Asian Grocery Wholesale to Asian groceries and restaurants across Australia. The eggs are cooked and vacuum-packed in 6s, 40 packs per carton, with a 6-month shelf life at room temperature.

As an egg product they need an import permit under BICON, and our processing plant is preparing the documents for that. Could I send you our product sheet and prices?

Kind regards,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "English cold introduction; company in full without Pty Ltd; the river the sender's company is named after; BICON permit",
         Twin("company_foreign", "sell well through Martin Asian Grocery Wholesale to", "sell well through Glenn Fine Foods to",
              found="Glenn Fine Foods", expected="Martin Asian Grocery Wholesale Pty Ltd",
              note="another buyer's company (same country, Kampot pepper)")),

    # N031 P031 United States, salted duck eggs; note: FDA registration and USDA egg rules
    Mail("P031", "s3", "Salted duck eggs – FDA and USDA questions",
         """Dear Mr Lopez,

Following your note about FDA registration and the USDA egg product rules, here is where we stand.

Our plant in Kampot is registered with the FDA as a food facility, and we can give you the registration number for your prior notice filings. Because our eggs are cooked and cured, they are not shell eggs; however, USDA FSIS still applies to some egg products from abroad, so we suggest your customs broker confirms the classification of cooked salted duck eggs before the first order.

For Lopez Oriental Foods we can offer vacuum packs of 6 cooked eggs, 40 packs per carton, shipped by reefer from Sihanoukville to Los Angeles or Oakland.

Best regards,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
+855 33 932 415""",
         "English reply to the FDA and USDA points the note records; company without Inc.; Los Angeles, Oakland",
         Twin("note_wrong", "Following your note about FDA registration", "Following our talk at the Summer Fancy Food Show about FDA registration",
              found="our talk at the Summer Fancy Food Show", expected="no fair in the note",
              note="a fair meeting the buyer's note does not record")),

    # N032 P032 United Kingdom, salted duck eggs; no note
    Mail("P032", "s3", "Cambodian salted duck eggs for Hall Far East",
         """Dear Jessica,

I hope this finds you well. My name is Chan Sophea and I handle exports at Teuk Chhou Agro, a food producer in Kampot, Cambodia.

We make salted duck eggs the traditional way: fresh duck eggs coated in salted clay or brined for a month, then cooked. They are used for mooncakes, congee and salted egg yolk sauces, which are increasingly popular in the UK. We can supply cooked vacuum packs or raw salted yolks, frozen, for bakeries.

Would Hall Far East Supplies be interested in trying a few cartons? I am happy to send a price list with delivery to Felixstowe.

Best regards,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.""",
         "English cold introduction; first name; company short in the subject and without Ltd in the body; mooncakes, congee; Felixstowe",
         Twin("contact_wrong", "Dear Jessica,", "Dear Jennifer,", found="Jennifer",
              expected="Jessica Hall", note="another given name")),

    # N033 P033 Sweden, Yungas coffee; note: Nordic Coffee Festival, 3 kg pre-shipment samples
    Mail("P033", "s4", "Pre-shipment samples: Yungas coffee (3 kg)",
         """Dear Erik,

It was great to meet you at the Nordic Coffee Festival. As you asked, we have prepared 3 kg of pre-shipment samples from this season's Yungas lots:

- Lot 14: Typica/Caturra, washed, 1,650 m, Coroico – 1 kg
- Lot 17: Caturra, natural, 1,800 m, Caranavi – 1 kg
- Lot 21: Typica, washed, 1,550 m, Coroico – 1 kg

They will leave La Paz by courier this week and should reach Sjöströms Kafferosteri in about eight days. The lots are held in our warehouse until you confirm; shipping goes in GrainPro bags via Arica in Chile.

Un saludo desde los Yungas,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
Coroico, Bolivia""",
         "English with a Spanish closing; first name; the fair and the 3 kg samples the note records; varieties, processes and altitudes; Caranavi, La Paz; Chile for Arica",
         Twin("company_misspelled", "reach Sjöströms Kafferosteri in", "reach Sjöstörms Kafferosteri in",
              found="Sjöstörms Kafferosteri", expected="Sjöströms Kafferosteri AB", note="two letters swapped")),

    # N034 P034 Greece, Yungas coffee; no note
    Mail("P034", "s4", "Specialty coffee from the Bolivian Yungas",
         """Αγαπητέ κύριε Νασίκα,

As owner of Καφεκοπτεία Νασίκας you know your customers better than anyone, so I will keep this short: we export washed Arabica coffee from the Yungas of Bolivia, grown at 1,500–1,900 m around Coroico, with cup scores of 84–86.

Bolivian coffee is still rare in Greece, and a single-origin Yungas could be something special for your shop in Thessaloniki or Athens. We sell in 69 kg jute bags with GrainPro liners, and we can ship a few bags by LCL to Piraeus.

May I send you samples of our current lots?

Saludos cordiales,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
+591 2 289 5136""",
         "English with a Greek greeting (vocative Νασίκα); company in Greek inside English; the recorded title as owner; cup scores, 69 kg bags, LCL to Piraeus",
         Twin("title_wrong", "As owner of", "As purchasing manager of", found="purchasing manager",
              expected="Ιδιοκτήτης", note="a purchasing title for the owner")),

    # N035 P035 Poland, Yungas coffee; no note
    Mail("P035", "s4", "Yungas coffee for Palarnia Żółkiewicz",
         """Szanowny Panie Pawle,

I hope you don't mind me writing in English. I am the head of foreign trade at Uchumachi Alimentos, a coffee exporter in Coroico, in the Yungas valleys of Bolivia.

Small roasteries such as Palarnia Żółkiewicz are exactly the customers we like to work with: we can sell as little as five 69 kg bags, and every lot is traceable to one farm. This season we have washed Typica and Caturra at 84–86 points, and two naturals from Caranavi.

I would be glad to send you 200 g samples of three lots. Shipping to Poland goes via Arica and Hamburg, or we can deliver from a bonded warehouse in Gdynia.

Best regards,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
+591 2 289 5136""",
         "English with a Polish greeting (vocative Pawle); company without Sp.j.; the sender's title translated (head of foreign trade); Gdynia",
         Twin("company_missing", "Small roasteries such as Palarnia Żółkiewicz are exactly",
              "Small roasteries such as yours are exactly", found="such as yours",
              expected="Palarnia Żółkiewicz Sp.j.",
              note="every mention of the company replaced (yours, your roastery)",
              more=(("subject", "for Palarnia Żółkiewicz", "for your roastery"),))),

    # N036 P036 Spain, tarwi; note: Alimentaria Barcelona; technical sheet (protein, alkaloids)
    Mail("P036", "s4", "Ficha técnica del tarwi (proteína y alcaloides)",
         """Estimada Lorenza:

Fue un gusto conocerla en Alimentaria Barcelona. Tal como me pidió, le adjunto la ficha técnica de nuestro tarwi (Lupinus mutabilis) desamargado:

- proteína: 42–45 % sobre materia seca
- grasa: 16–18 %
- alcaloides totales: < 0,02 % tras el desamargado en agua
- humedad: ≤ 12 %, grano entero seco, sacos de 25 kg

El tarwi se cultiva en el altiplano y los valles de La Paz y lo desamargamos en nuestra planta. Para Legumbres Marín podemos preparar un contenedor de 20 pies con envío a Valencia vía Arica.

Quedo atenta a sus comentarios.

Un cordial saludo,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
Coroico, Bolivia
+591 2 289 5136""",
         "wholly Spanish; first name with a colon; the fair and the technical sheet the note records; Lupinus mutabilis, protein, alkaloids; Valencia via Arica",
         Twin("sender_wrong", "Uchumachi Alimentos S.R.L.\nCoroico", "Uchumachi Alimentos S.A.\nCoroico",
              found="Uchumachi Alimentos S.A.", expected="Uchumachi Alimentos S.R.L.",
              note="a wrong legal form for the sender's company")),

    # N037 P037 Belgium, tarwi; no note
    Mail("P037", "s4", "Tarwi (lupin andin) pour Massin Bio Foods",
         """Bonjour Monsieur Massin,

Je me permets de vous écrire de la part d'Uchumachi Alimentos, exportateur bolivien de produits andins. En tant qu'acheteur matières premières, vous cherchez peut-être de nouvelles sources de protéines végétales : le tarwi (Lupinus mutabilis), ou lupin andin, contient plus de 40 % de protéines et se prête aux farines, aux alternatives à la viande et aux snacks.

Nous livrons le grain entier, débarrassé de ses alcaloïdes, séché et calibré, en sacs de 25 kg, via Arica jusqu'à Anvers. Une certification biologique UE est en cours pour la prochaine récolte.

Puis-je vous envoyer un échantillon de 1 kg et notre fiche technique ?

Cordialement,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
+591 2 289 5136""",
         "wholly French; the recorded title in a French phrase (en tant qu'acheteur matières premières); tarwi as lupin andin; Antwerp via Arica",
         Twin("category_wrong", "le tarwi (Lupinus mutabilis), ou lupin andin, contient plus de 40 % de protéines",
              "le quinoa royal, céréale andine, contient plus de 14 % de protéines",
              found="le quinoa royal", expected="tarwi", note="royal quinoa offered instead of tarwi")),

    # N038 P038 Italy, achachairú; note (Italian): Macfrut Rimini, frozen pulp samples
    Mail("P038", "s4", "Campioni di polpa di achachairú surgelata",
         """Gentile Sig.ra Doria,

è stato un piacere incontrarLa a Macfrut a Rimini. Come promesso, Le invieremo campioni di polpa di achachairú surgelata: 5 confezioni da 1 kg, senza zuccheri aggiunti, congelate a -18 °C.

L'achachairú (Garcinia humilis) è un frutto tropicale dalla Bolivia orientale, dolce e acidulo, con una buccia arancione. Lo raccogliamo con i produttori di Porongo, vicino a Santa Cruz, dove ogni gennaio si tiene la festa dell'achachairú.

I campioni partiranno con corriere refrigerato e arriveranno alla Doria Frutta Esotica in circa una settimana.

Cordiali saluti,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
+591 2 289 5136""",
         "wholly Italian; Sig.ra with the family name; the fair and the frozen pulp samples the note records; Garcinia humilis; Porongo, Santa Cruz",
         Twin("country_wrong", "frutto tropicale dalla Bolivia orientale", "frutto tropicale dal Perù orientale",
              found="Perù", expected="Bolivia", note="Peru for the sender's country")),

    # N039 P039 Netherlands, achachairú; no note
    Mail("P039", "s4", "Achachairú – a new exotic fruit from Bolivia",
         """Dear Mr Jonkman,

I am writing to introduce achachairú, a small orange fruit from the Bolivian lowlands, related to the mangosteen and with a sweet-sour, refreshing flesh. In Bolivia it is eaten fresh, in juices and in ice cream, and it is still almost unknown in Europe.

Uchumachi Alimentos can supply fresh fruit by air from Santa Cruz during the season (November to February) and frozen pulp all year round. For Jonkman Exotics we could start with a trial shipment of 200 kg of fresh fruit to Amsterdam Schiphol.

I would be happy to send you a short product sheet and prices.

Kind regards,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.
+591 2 289 5136""",
         "English cold introduction; the mangosteen as a comparison, not an offer; company without B.V.; Santa Cruz to Schiphol",
         Twin("artifact", "trial shipment of 200 kg of fresh fruit", "trial shipment of {quantity} of fresh fruit",
              found="{quantity}", expected="200 kg", note="a leftover template placeholder")),

    # N040 P040 Denmark, achachairú; no note
    Mail("P040", "s4", "Frozen achachairú pulp for Mathiasen Frugt & Grønt",
         """Dear Ms Mathiasen,

My name is Marcela Mamani Ticona, and I am in charge of foreign trade at Uchumachi Alimentos S.R.L. in Bolivia. I am contacting you because Mathiasen Frugt & Grønt is known for bringing new fruit to Danish shops and restaurants.

We export achachairú, a tropical fruit from eastern Bolivia with a sweet and tangy taste. Fresh fruit travels by air in season; frozen pulp in 1 kg bags travels by reefer all year, via Arica to Aarhus or Copenhagen.

Would you be interested in samples of the pulp?

Med venlig hilsen / Saludos,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.""",
         "English with a Danish and Spanish closing; company with an ampersand, without A/S; Aarhus, Copenhagen",
         Twin("company_foreign", "because Mathiasen Frugt & Grønt is known", "because Jonkman Exotics B.V. is known",
              found="Jonkman Exotics B.V.", expected="Mathiasen Frugt & Grønt A/S",
              note="another buyer's company (achachairú, Netherlands)")),
]
