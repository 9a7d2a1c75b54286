"""Natural e-mails 1-20 (the first e-mail to P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Ihre Musterbox Robustos – Cibao Verde",
         """Grüezi Herr Kälin

Vielen Dank für das angenehme Gespräch an der InterTabac in Dortmund. Wie besprochen schicke ich Ihnen eine Musterbox mit unseren handgerollten Robustos (5 x 50, Ecuador-Connecticut-Deckblatt, Einlage aus Piloto Cubano und Olor aus dem Cibao-Tal).

Die Box enthält 10 Zigarren in zwei Stärken (mild und medium). Versand per DHL Express ab Santiago de los Caballeros, die Sendungsnummer erhalten Sie separat. Für die Verzollung in der Schweiz legen wir die Handelsrechnung und das Ursprungszeugnis bei.

Falls die Robustos für die Zigarren Kälin AG in Frage kommen, erstelle ich gerne ein Angebot für Kisten à 25 Stück, auch mit Ihrem eigenen Band.

Freundliche Grüsse
Yokasta Peña
Encargada de Exportaciones (Exportleiterin)
Cibao Verde Agroexport, S.R.L.
+1 809 582 0147 | www.cibaoverde.com.do""",
         "reply to the sample the note records (first e-mail), German with Swiss 'Grüezi' and 'Grüsse' without ß; sender as 'Yokasta Peña' (first family name only) with her Spanish title and a German gloss; Ecuador named as a wrapper origin",
         Twin("contact_wrong", "body", "Grüezi Herr Kälin", "Grüezi Herr Keller", "the greeting names another man", "Kälin", "Keller")),
    Mail("P002", "s1", "Χειροποίητα πούρα από τη Δομινικανή Δημοκρατία / hand-rolled cigars",
         """Αγαπητέ κύριε Καζανόπουλε,

I hope you don't mind an e-mail in English after the greeting. I am Yokasta Peña, export manager at Cibao Verde Agroexport, S.R.L. in Santiago de los Caballeros, Dominican Republic. We make hand-rolled cigars in our own factory in the Cibao valley, where most of the tobacco is also grown.

Our range for importers:
- Robusto 5 x 50, Toro 6 x 52, Churchill 7 x 48, Petit Corona 4½ x 42
- Cedar boxes of 10 or 25, all-tobacco, no homogenised binder
- EU-compliant health warnings and tracking and tracing labels can be applied at the factory

For Καπνεμπορική Καζανόπουλος Α.Ε. we could ship by air to Athens or by sea via Caucedo to Piraeus. I would be glad to send a price list in euros and a few samples.

Με εκτίμηση / Kind regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.
ypena@cibaoverde.com.do""",
         "cold introduction; Greek vocative greeting 'Αγαπητέ κύριε Καζανόπουλε' (the surname in the vocative); company in Greek script with Α.Ε.; Greek subject half; ports Caucedo and Piraeus",
         Twin("company_misspelled", "body", "Καπνεμπορική Καζανόπουλος Α.Ε.", "Καπνεμπορική Καζανόπουλλος Α.Ε.", "a doubled λ in the family name of the company", found="Καπνεμπορική Καζανόπουλλος Α.Ε.")),
    Mail("P003", "s1", "Price list: hand-rolled cigars CIF Bahrain",
         """Dear Ms Fatema,

Thank you for your interest in our cigars for your two lounges in Manama. As requested, please find below our current price list, CIF Khalifa Bin Salman Port, Bahrain, valid until 31 March:

Vitola | Size | Box | Price per box (USD)
Robusto | 5 x 50 | 25 | 118.00
Toro | 6 x 52 | 25 | 132.50
Churchill | 7 x 48 | 25 | 145.00
Torpedo | 6 1/8 x 52 | 20 | 128.00

Minimum order: 40 boxes, mixed vitolas allowed. All cigars are hand-rolled in Santiago de los Caballeros, aged at least 90 days after rolling, and shipped in a humidified reefer at 18 °C.

Payment: 30% advance, balance against copy of the B/L. If Al Mahroos Trading W.L.L. would like to try them first, I can send two sample boxes by courier.

Best regards,
Yokasta Peña
Export Manager, Cibao Verde Agroexport, S.R.L.
Dominican Republic | +1 809 582 0147""",
         "reply to the price list the note records (first e-mail); 'Dear Ms Fatema' (given name, as Gulf correspondence often does); price table; CIF with the port named; title in English",
         Twin("category_wrong", "body", "All cigars are hand-rolled", "All cigarillos are machine-made", "cigarillos, machine-made, are a neighbouring product the sender does not sell", "hand-rolled cigars", "cigarillos")),
    Mail("P004", "s1", "Dominican cigars for Convey Tobacconists",
         """Hi Aidan,

I came across Convey Tobacconists while looking at independent tobacconists in Ireland and wanted to introduce our company.

Cibao Verde Agroexport makes hand-rolled cigars in Santiago de los Caballeros, in the Dominican Republic. Our rollers work in pairs (bonchero and rolera) and every cigar is checked for draw before boxing. We already supply shops in Spain and Canada and would love to have a stockist in Dublin.

If you're open to it, I can send you a small selection — a robusto, a toro and our maduro corona — so you can judge for yourself. Prices are ex works or DAP Dublin, whichever suits you, and we can print the Irish health warnings in the factory.

All the best,
Yokasta
Cibao Verde Agroexport, S.R.L.
www.cibaoverde.com.do""",
         "cold introduction, no note; first-name greeting; company as 'Convey Tobacconists' without Ltd; sender signs 'Yokasta' and names her company without S.R.L. once; Spain and Canada as other markets",
         Twin("company_missing", "subject", "Convey Tobacconists", "your shop", "every mention of the buyer's company replaced", "Convey Tobacconists Ltd", "your shop",
              also=[("body", "I came across Convey Tobacconists while", "I came across your shop while")])),
    Mail("P005", "s1", "Zigarren in Zedernholzkisten à 25 Stück",
         """Sehr geehrte Frau Stolze,

mein Name ist Yokasta Peña, ich leite den Export der Cibao Verde Agroexport, S.R.L. in Santiago de los Caballeros (Dominikanische Republik). Wir stellen handgerollte Zigarren her und möchten uns dem Zigarrenhaus Stolze als Lieferant vorstellen.

Alle unsere Formate liefern wir in Zedernholzkisten à 25 Stück:
• Robusto 127 x 19,8 mm
• Toro 152 x 20,6 mm
• Belicoso 156 x 20,6 mm

Die Kisten tragen auf Wunsch die deutschen Warnhinweise und Steuerzeichen-Felder; die Einfuhr kann über Hamburg oder per Luftfracht nach Frankfurt erfolgen. Eine Preisliste in Euro (DAP Ihr Lager) schicke ich Ihnen gern zu.

Mit freundlichen Grüßen
Yokasta Peña
Encargada de Exportaciones
Cibao Verde Agroexport, S.R.L.""",
         "cold introduction in German, as the note asks, offering the cedar boxes of 25 the note records; 'dem Zigarrenhaus Stolze' without GmbH in the dative; sizes in mm; Hamburg and Frankfurt",
         Twin("company_foreign", "body", "dem Zigarrenhaus Stolze", "der Zigarren Kälin AG", "another buyer's company of this set (the Swiss cigar buyer)", "Zigarrenhaus Stolze GmbH")),
    Mail("P006", "s1", "Quote: green plantains, 2 x 40' reefers per month to Toronto",
         """Hi Leon,

Great meeting you at the CPMA show. As promised, here is our quote for two containers a month of fresh green plantains to Toronto:

- Product: green plantains (plátano barahonero), grade 1, 18-22 fingers per 50 lb box
- Packing: 960 boxes per 40' reefer, palletised, 13 °C
- Price: USD 17.40 per box FOB Caucedo; USD 21.90 per box CFR Port of Montreal, trucked to Toronto by your broker
- Transit: about 9 days to Philadelphia or 12 days to Montreal
- Certifications: GlobalG.A.P., phytosanitary certificate per shipment

We harvest year-round in the Cibao and the southwest, so supplying Canada with two containers a month is easy to keep steady. If it helps, I can also quote CFR Philadelphia with inland to Toronto.

Thanks again,
Yokasta Peña
Cibao Verde Agroexport, S.R.L., Dominican Republic
+1 809 582 0147""",
         "reply to the quote the note records (first e-mail); 50 lb boxes, FOB/CFR, Caucedo, Montreal and Philadelphia as routes (another country's port for a Canadian buyer)",
         Twin("country_wrong", "body", "so supplying Canada with", "so supplying the United States with", "the buyer's market named as the United States", "Canada", "the United States")),
    Mail("P007", "s1", "Cotation bananes plantain vertes – FOB Caucedo",
         """Bonjour Madame Jacquemin,

Suite à votre demande, voici notre cotation pour des bananes plantain vertes :

- Variété : plátano barahonero (type cuerno), calibre 1
- Conditionnement : cartons de 18 kg net, 1 080 cartons par conteneur reefer 40'
- Prix : 15,20 USD le carton FOB Caucedo
- Départ hebdomadaire de Caucedo vers Anvers, 14 jours de transit environ
- Certificat phytosanitaire et GlobalG.A.P. à chaque expédition

En tant qu'acheteuse fruits et légumes chez Exotic Fruits Jacquemin, vous pouvez aussi combiner plantain et cartons mixtes si vos clients africains et antillais le souhaitent.

Bien cordialement,
Yokasta Peña
Responsable export – Cibao Verde Agroexport, S.R.L.
Santiago de los Caballeros, République dominicaine""",
         "reply in French to the quotation the note records (first e-mail); the buyer's French title in a sentence, lower case; company without SRL; Antwerp as port; sender's title translated into French",
         Twin("title_wrong", "body", "En tant qu'acheteuse fruits et légumes", "En tant que directrice commerciale", "a sales title in place of her purchasing one", "Acheteuse fruits et légumes")),
    Mail("P008", "s1", "Plátano verde dominicano para Frutas Mendizábal",
         """Estimado Sr. Mendizábal:

Le escribo desde Cibao Verde Agroexport, S.R.L., exportadora de plátano verde de Santiago de los Caballeros, República Dominicana. Vendemos ya a mayoristas en Mercamadrid y Mercabarna y nos gustaría presentarle nuestra oferta.

Nuestro plátano barahonero llega a Algeciras en unos 12 días desde Caucedo, en cajas de 18 kg, con certificado GlobalG.A.P. Podemos trabajar FOB o CFR Algeciras, y a partir de la segunda carga también palés mixtos con yuca si le interesa.

Si me indica volumen semanal aproximado, le preparo una oferta concreta.

Un cordial saludo,
Yokasta Peña Rosario
Encargada de Exportaciones
Cibao Verde Agroexport, S.R.L.
Tel. +1 809 582 0147 · ypena@cibaoverde.com.do""",
         "cold introduction in Spanish; 'Estimado Sr. Mendizábal:' with a colon; sender with both family names and without 'Altagracia'; Mercamadrid, Mercabarna, Algeciras",
         Twin("sender_wrong", "body", "Tel. +1 809 582 0147", "Tel. +1 809 582 0174", "the sender's phone with two digits swapped", "+1 809 582 0147", "+1 809 582 0174")),
    Mail("P009", "s1", "Your sample carton of plantains",
         """Dear Ashleigh,

Thank you for your message. Your sample carton of green plantains left Caucedo on Tuesday by air to London Heathrow; the tracking number is below. It holds 18 kg of our Barahona plantain, grade 1, packed the same way as a full container.

For your grocers in south London we would suggest a mix of green and "ripe turning" fruit: the Caribbean shops usually want them green for tostones, and some West African customers like them riper for dodo and kelewele.

Once you have had a look, I'm happy to quote FOB Caucedo or CFR London Gateway for Williams & Sons.

Tracking: AWB 172-4418 0935

Best wishes,
Yokasta Peña
Export Manager, Cibao Verde Agroexport, S.R.L.""",
         "reply to the sample the note records (first e-mail); company in short form 'Williams & Sons'; dishes from the buyer's customers' cuisines; Heathrow and London Gateway",
         Twin("artifact", "body", "It holds 18 kg of our Barahona plantain, grade 1, packed", "It holds 18 kg of our Barahona plantain, grade 1, grade 1, packed", "a doubled phrase", "grade 1, packed", "grade 1, grade 1,")),
    Mail("P010", "s1", "Verse groene bakbananen uit de Dominicaanse Republiek",
         """Beste Joshua,

Mijn naam is Yokasta Peña van Cibao Verde Agroexport in Santiago de los Caballeros. Ik schrijf verder in het Engels, als dat goed is.

We export fresh green plantains — bakbananen — every week from Caucedo to Rotterdam. For an AGF importer like Lagerweij Exotics we can offer:

* 18 kg cartons, 20 pallets per 40' reefer
* Grade 1 fingers, 23-30 cm, dehanded and washed
* FOB Caucedo or CIF Rotterdam, GlobalG.A.P. certified

I'd be happy to send you our weekly price indication.

Met vriendelijke groet,
Yokasta Peña
Encargada de Exportaciones, Cibao Verde Agroexport, S.R.L.""",
         "cold introduction, Dutch opening and closing, English middle; 'bakbananen' (the Dutch word for plantains); 'AGF' from the buyer's title; company without B.V.",
         Twin("company_foreign", "body", "Lagerweij Exotics", "Frutas Mendizábal", "another plantain buyer's company of this set", "Lagerweij Exotics B.V.")),
    Mail("P011", "s1", "多米尼加拉利玛（Larimar）蛋面供货",
         """王经理您好：

我是多米尼加共和国 Cibao Verde Agroexport, S.R.L. 的出口负责人 Yokasta Peña。我们从巴拉奥纳省的矿区直接采购拉利玛原石，在圣地亚哥自己的工坊切磨成蛋面（cabochon）。

可供规格：
1. 椭圆蛋面 8x10 mm 至 18x25 mm
2. 等级 AAA / AA / A，按克拉计价
3. 每批附产地证明和检测报告

我们了解深圳市王氏珠宝有限公司主要做银饰镶嵌，AA 级的蓝色和图案已经非常适合。我们可以用 DHL 或 FedEx 寄到深圳，也可以走香港。

如有兴趣，我可以先寄一份样品卡。

祝好
Yokasta Peña（佩尼亚）
Cibao Verde Agroexport, S.R.L.
ypena@cibaoverde.com.do""",
         "cold introduction in simplified Chinese; '王经理您好' (family name + title); larimar as 拉利玛 and 蛋面 for cabochons; sender in Latin with a Chinese gloss; Hong Kong as a route",
         Twin("company_misspelled", "body", "深圳市王氏珠宝有限公司", "深圳市汪氏珠宝有限公司", "the family name in the company written with another character (汪 for 王)", found="深圳市汪氏珠宝有限公司")),
    Mail("P012", "s1", "Larimar cabochons from the Dominican Republic",
         """เรียน คุณจุฑาภรณ์

My name is Yokasta Peña, export manager at Cibao Verde Agroexport, S.R.L. We cut larimar from the Barahona mines into cabochons in our own workshop in Santiago de los Caballeros.

As ผู้จัดการฝ่ายจัดซื้อ at บริษัท แถมธน เจมส์ จำกัด you will know how hard it is to find steady supply of good larimar. We offer:
- calibrated ovals, pears and rounds, 6 mm to 30 mm
- grades AAA to B, sold per carat or per lot
- shipping by FedEx to Bangkok, duties unpaid

I would be glad to send a sample parcel for your graders to see.

ขอบคุณค่ะ
Yokasta Peña
Cibao Verde Agroexport, S.R.L. | Dominican Republic""",
         "cold introduction in English with Thai greeting 'เรียน คุณจุฑาภรณ์' (Khun + given name) and closing; buyer's title and company in Thai script inside an English sentence",
         Twin("artifact", "body", "We offer:\n- calibrated ovals", "We offer:\n- {product_list}\n- calibrated ovals", "leftover template placeholder", "", "{product_list}")),
    Mail("P013", "s1", "Calibrated 10x14 mm larimar ovals",
         """नमस्ते धवल जी,

Thank you for your message. I understand you need calibrated 10x14 mm ovals for your Jaipur workshop, so here is what we can offer from our stock:

10x14 mm oval cabochons, larimar, Dominican Republic
- AAA (deep blue, strong turtle-back pattern): USD 38 per piece
- AA: USD 24 per piece
- A: USD 14 per piece
Thickness 5-6 mm, flat back, calibrated to ±0.2 mm.

We can ship 200 pieces of each grade within two weeks, by FedEx to Jaipur (via Delhi customs). If सुब्रमण्यम जेम्स prefers, I can also send one strip of 10 pieces per grade first.

Please write in Hindi or English, whichever is easier.

धन्यवाद,
Yokasta Peña
Cibao Verde Agroexport, S.R.L., Santiago de los Caballeros""",
         "reply to the request the note records (calibrated 10x14 mm ovals); 'नमस्ते धवल जी' (given name + ji); short company form in Devanagari without प्राइवेट लिमिटेड; Jaipur and Delhi",
         Twin("contact_wrong", "body", "नमस्ते धवल जी", "नमस्ते राहुल जी", "another given name in the greeting", "धवल", "राहुल")),
    Mail("P014", "s1", "Larimar-Cabochons – schön, Sie auf der Intergem kennengelernt zu haben",
         """Sehr geehrter Herr Stahr,

es war mir eine Freude, Sie auf der Intergem in Idar-Oberstein kennenzulernen. Wie versprochen sende ich Ihnen unsere aktuelle Larimar-Liste.

Als Inhaber von Stahr Edelsteine kennen Sie die Qualitätsunterschiede besser als ich: Wir sortieren in AAA, AA, A und Handelsware, jeweils kalibriert (Ovale 8x10 bis 20x30 mm, Tropfen, Rund) oder frei geschliffen. Preise pro Karat, ab 1.000 ct Mengenrabatt.

Die Ware kommt direkt aus Los Chupaderos bei Barahona; geschliffen wird in Santiago de los Caballeros. Versand per FedEx, verzollt (DDP) nach Idar-Oberstein möglich.

Mit besten Grüßen
Yokasta Peña
Cibao Verde Agroexport, S.R.L.
Dominikanische Republik""",
         "follow-up after the fair the note records, German; 'Als Inhaber von Stahr Edelsteine' (title as recorded, company without e.K.); the mine and the cutting town named",
         Twin("title_wrong", "body", "Als Inhaber von", "Als Einkaufsleiter von", "a purchasing title for the owner", "Inhaber")),
    Mail("P015", "s1", "Larimar cabochons for Adams Gem & Mineral",
         """Dear Ms. Adams,

I'm writing from Cibao Verde Agroexport in the Dominican Republic, the only country where larimar is found. We buy rough directly from the miners near Barahona and cut our own cabochons in Santiago de los Caballeros.

For Adams Gem & Mineral, I think three lines would interest you:
1. Calibrated ovals (8x10 to 18x25 mm) for jewelers
2. Free-form "collector" cabochons with strong pattern, 20-60 ct
3. Parcels of mixed AA/A for the show trade

Prices are per carat, FOB Santo Domingo (Las Américas airport) or shipped DDP to your door via UPS.

Would you like me to send our catalogue with photos?

Kind regards,
Yokasta Peña
Export Manager
Cibao Verde Agroexport, S.R.L. — ypena@cibaoverde.com.do""",
         "cold introduction, American 'Ms.' and 'jewelers'; company without LLC in subject and body; Santo Domingo airport as FOB point",
         Twin("company_missing", "body", "For Adams Gem & Mineral, I think", "For your company, I think", "every mention of the buyer's company replaced", "Adams Gem & Mineral LLC", "your company",
              also=[("subject", "for Adams Gem & Mineral", "for your business")])),
    Mail("P016", "s2", "가쓰오부시(dried bonito flakes) from Makurazaki",
         """이영환 팀장님께,

Hello, I am Kentaro Arimura of Satsuma Kaisan Co., Ltd. in Makurazaki, Kagoshima, the biggest katsuobushi town in Japan.

We produce dried bonito flakes from skipjack landed in Makurazaki, smoked in our own smokehouse (arabushi) and shaved fresh for each order:
- Hanakatsuo flakes, 500 g and 1 kg bags (for restaurants and food makers)
- Thin-cut "ito-kezuri" for toppings
- Honkarebushi (mould-cured) flakes for premium dashi

Many Korean udon restaurants and eomuk makers use our flakes. For 주식회사 이가식품 we can ship LCL from Kagoshima to Busan in 3-4 days.

I will be glad to send samples.

Best regards,
ARIMURA Kentaro
海外営業課長 / Overseas Sales Manager
Satsuma Kaisan Co., Ltd.""",
         "cold introduction in English with Korean greeting '이영환 팀장님께' (full name + team-leader honorific, for 구매팀장); company in Hangul; Japanese name order in capitals; Japanese title with English gloss; Busan",
         Twin("category_wrong", "body", "We produce dried bonito flakes from skipjack", "We produce dried sardine flakes from anchovy", "dried sardine flakes, a neighbouring dashi product the sender does not sell", "dried bonito flakes", "dried sardine flakes")),
    Mail("P017", "s2", "Votre échantillon de hanakatsuo 500 g",
         """Bonjour Monsieur Rivière,

Merci pour votre demande. Je vous envoie cette semaine par DHL un échantillon de hanakatsuo (flocons de bonite séchée) en sachet de 500 g, ainsi qu'un sachet de 100 g d'ito-kezuri pour la décoration des bols.

Nos katsuobushi sont fumés et séchés à Makurazaki, au Japon, à partir de listao pêché dans le Pacifique. Les flocons sont conformes à la réglementation européenne sur les HAP (benzo[a]pyrène) ; le certificat d'analyse est joint au colis.

Pour les restaurants de ramen que Rivière Distribution approvisionne à Paris, le format 500 g est le plus pratique. Le prix indicatif est de 18,50 EUR le sachet, CIF Le Havre, par carton de 20 sachets.

Je reste à votre disposition.

Cordialement,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.
k.arimura@satsuma-kaisan.co.jp""",
         "reply in French to the sample the note records (first e-mail); bonito flakes as 'flocons de bonite séchée'; company without SAS; EU PAH rule; Le Havre; the Pacific as the fish's origin",
         Twin("country_wrong", "body", "que Rivière Distribution approvisionne à Paris", "que Rivière Distribution approvisionne à Bruxelles", "the buyer's restaurants placed in Brussels (Belgium)", "France", "Bruxelles")),
    Mail("P018", "s2", "Katsuobushi supplier for Day Pacific Foods",
         """Dear Mr. Day,

I am Kentaro Arimura, overseas sales manager at Satsuma Kaisan Co., Ltd. in Makurazaki, Japan. We are a katsuobushi maker and would like to offer our dried bonito flakes to Day Pacific Foods.

Why Makurazaki: the town has smoked bonito for over 300 years, and our fish is skipjack caught by pole-and-line in the western Pacific. We have FDA food facility registration, HACCP, and can produce to your own label.

Packs: 40 g retail bags, 500 g and 1 kg food-service bags, 10 kg cartons for manufacturers.
Terms: FOB Kagoshima or CIF Los Angeles/Long Beach, 20' dry container.

If you send me the products you are using now, I can suggest the closest match.

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.
+81 993 72 3148""",
         "cold introduction; 'Dear Mr. Day' (a surname that is also a word); company without ', Inc.'; pole-and-line, FDA and HACCP; Kagoshima and Los Angeles/Long Beach",
         Twin("sender_wrong", "body", "Satsuma Kaisan Co., Ltd.\n+81 993 72 3148", "Satsuma Kaisen Co., Ltd.\n+81 993 72 3148", "the sender's own company misspelt in the signature", "Satsuma Kaisan Co., Ltd.", "Satsuma Kaisen Co., Ltd.")),
    Mail("P019", "s2", "鹿兒島芋燒酎 — 薩摩海産株式会社",
         """陳經理您好：

敝姓有村，是日本鹿兒島縣枕崎市薩摩海産株式会社（Satsuma Kaisan Co., Ltd.）海外營業課長。本公司除了水產品之外，也與在地酒造合作出口芋燒酎。

產品概要：
‧原料：鹿兒島產黃金千貫（Kogane Sengan）地瓜
‧酒精度 25%，720 ml 與 1.8 L（一升瓶）
‧黑麴與白麴兩種口味，每箱 12 瓶或 6 瓶

貴公司陳記洋酒若有興趣，我們可從鹿兒島港或博多港以 CIF 基隆報價，並提供台灣進口所需的衛生證明與原產地證明。

敬祝 商祺
有村健太郎
薩摩海産株式会社
k.arimura@satsuma-kaisan.co.jp""",
         "cold introduction in traditional Chinese; '陳經理您好' (family name + title); sender as '有村' and '有村健太郎' in kanji with the Japanese company name; buyer's company in short form '陳記洋酒'; Keelung, Hakata",
         Twin("contact_wrong", "body", "陳經理您好", "林經理您好", "another family name in the greeting", "陳", "林經理")),
    Mail("P020", "s2", "Imo shochu for Saunders Wine & Spirits",
         """Dear Graham,

I hope this finds you well. I'm Kentaro Arimura from Satsuma Kaisan in Kagoshima, Japan. Alongside our seafood we export sweet potato shochu from two small distilleries near Makurazaki, and I thought it might suit your spirits range.

A few facts:
- Honkaku imo shochu, single distillation, 25% ABV
- Made from Kogane Sengan sweet potatoes with black or white koji
- 720 ml bottles, 6 per case; UK-compliant back labels available
- Price: JPY 1,450 per bottle FOB Kagoshima, or DDP London on request

UK bartenders are starting to use shochu in highballs, and the black koji version works well neat or on the rocks.

Shall I send two sample bottles to Saunders Wine & Spirits?

Kind regards,
Kentaro Arimura
海外営業課長, Satsuma Kaisan Co., Ltd.""",
         "cold introduction; first-name greeting; 'Satsuma Kaisan' without Co., Ltd. in the first line; honkaku, koji, ABV, JPY price; buyer's company without Ltd",
         Twin("company_foreign", "body", "Shall I send two sample bottles to Saunders Wine & Spirits?", "Shall I send two sample bottles to Williams & Sons?", "another UK buyer's company of this set", "Saunders Wine & Spirits Ltd", "Williams & Sons")),
]
