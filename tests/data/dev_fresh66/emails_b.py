"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

SIG2 = """Leyla Məmmədova
Export Sales Manager
Göygöl Mineral Resurs MMC
Ganja, Azerbaijan
+994 22 256 41 87 | l.mammadova@goygolmineral.az | goygolmineral.az"""
SIG3 = """Khamla Sisouphanh
Export Manager
Nam Ko Highland Products Sole Co., Ltd.
Oudomxay, Lao PDR
Tel. +856 81 312 478 · khamla@namkohighland.la"""
SIG4 = """Itzel Samudio
Gerente de Exportaciones
Barú Cumbre Exportaciones, S.A.
Boquete, Chiriquí, Panamá
+507 720-3196 · isamudio@barucumbre.com.pa"""

MAILS = [
    Mail("P021", "s2", "Calcium chloride flakes 77% for drilling and completion brines",
         f"""Dear Mr Al Safwan,

I am writing to introduce Göygöl Mineral Resurs, a producer of calcium chloride and bentonite in Ganja, Azerbaijan. Al Safwan Oilfield Chemicals supplies brines and mud additives to rigs in the Eastern Province, and our calcium chloride flakes are made for that use.

- CaCl₂: 77-80% (flakes), 94-97% (granules on request)
- Mg and alkali chlorides: below 0.5%
- insolubles: below 0.2%
- packing: 25 kg PE-lined bags or 1 t big bags

For Saudi Arabia we ship 20 ft containers via Poti and Suez to Dammam, CFR, about 30 days, with a certificate of origin legalised by the Saudi embassy in Baku.

Could you tell me your monthly consumption? I would then send a price.

Best regards,
{SIG2}""",
         "cold introduction; specs; Saudi Arabia named with Dammam and the embassy in Baku; company without Co.",
         Twin("country_wrong", "body", "For Saudi Arabia we ship", "For Oman we ship", "Saudi Arabia",
              "the buyer is in Saudi Arabia, not Oman", found="Oman")),
    Mail("P022", "s2", "Calcined alumina data sheet (D50 3-5 µm)",
         f"""Dear Ms Lee,

Thank you for your enquiry, and I will keep to English as you prefer. As 구매과장 at 대성세라믹스 you asked for a data sheet on calcined alumina with a D50 of 3-5 µm; it is attached, and the main values are:

- Al₂O₃: ≥ 99.6%
- Na₂O: ≤ 0.10%
- alpha-alumina content: ≥ 95%
- D50: 4.2 µm (laser diffraction), D90 ≤ 12 µm
- specific surface area (BET): 1.2-1.6 m²/g

This grade is used in technical ceramics and refractories. We pack 25 kg bags or 1 t big bags and ship via Poti to Busan, CFR, in about 40 days.

I would be happy to send a 5 kg sample for your lab.

Best regards,
{SIG2}""",
         "reply to the note's data-sheet request in English as it prefers; Korean title and company (without 주식회사) inside English; `Ms Lee` for 이현숙",
         Twin("title_wrong", "body", "As 구매과장 at", "As 영업과장 at", "구매과장",
              "a sales title (영업과장) for the buyer's purchasing one", found="영업과장")),
    Mail("P023", "s2", "Aluminium oxide for refractory castables",
         f"""Namaste Mr Chaturvedi,

I am writing on behalf of Göygöl Mineral Resurs MMC, a mineral producer in Ganja, Azerbaijan. Since चतुर्वेदी रिफ्रैक्टरीज़ makes castables and high-alumina bricks, our aluminium oxide may be of interest to you.

We offer calcined alumina (Al₂O₃ ≥ 99.5%, Na₂O ≤ 0.3%) in two grinds, 325 mesh and D50 5 µm, and a coarser reactive grade for low-cement castables. All lots come with a certificate of analysis; we pack in 1 t big bags with liners.

Containers go via Poti to Mundra or Visakhapatnam, CFR, about 40 days.

Could you let me know which grades you use and your monthly tonnage?

With regards,
{SIG2}""",
         "cold introduction in English with a Hindi-style greeting; the Devanagari company shortened (without प्राइवेट लिमिटेड) inside English; Mundra, Visakhapatnam",
         Twin("sender_wrong", "body", "Göygöl Mineral Resurs MMC, a mineral", "Göygöl Mineral Resurs ASC, a mineral",
              "Göygöl Mineral Resurs MMC", "a wrong legal form for the sender (ASC, a joint-stock company, for MMC)",
              found="Göygöl Mineral Resurs ASC")),
    Mail("P024", "s2", "UNICERA görüşmemiz: kalsine alümina numuneleri",
         f"""Sayın Sümeyye Hanım,

UNICERA İstanbul'da standımızı ziyaret ettiğiniz için tekrar teşekkür ederim. Konuştuğumuz gibi, kalsine alümina numunelerini bugün kargoyla Çamurcuoğlu Seramik adresine gönderdik: 2 kg D50 5 µm ve 2 kg 325 mesh.

Her iki ürünün Al₂O₃ oranı %99,5'in üzerindedir, Na₂O %0,3'ün altındadır. Analiz sertifikaları ve teknik föyler ektedir. Sevkiyatlar Gürcistan üzerinden kamyonla yapılır; Bursa'ya teslim süresi yaklaşık sekiz gündür (DAP).

Numuneleri denedikten sonra görüşlerinizi paylaşırsanız sevinirim.

Saygılarımla,
{SIG2}""",
         "post-fair reply to the note's sample request wholly in Turkish; `Sümeyye Hanım` (the drawn name is a woman's); company shortened; Georgia, Bursa, DAP",
         Twin("company_misspelled", "body", "Çamurcuoğlu Seramik adresine", "Çamurcuoğulu Seramik adresine",
              "Çamurcuoğlu Seramik San. ve Tic. A.Ş.", "a letter added in the family name of the company",
              found="Çamurcuoğulu Seramik")),
    Mail("P025", "s3", "有機JASハトムギと残留農薬検査報告書について",
         f"""株式会社佐々木園
仕入課長 佐々木太一様

はじめまして。ラオス北部ウドムサイ県のNam Ko Highland Products、輸出担当のカムラー・シースパンと申します。

ハトムギ茶用の原料をお探しと伺い、ご連絡いたしました。当社のハトムギ（殻付き・脱穀済み）は、ウドムサイとルアンナムターの山岳地帯で契約農家が栽培したもので、有機JAS認証（登録認証機関：Control Union）を取得しております。

ご要望の残留農薬検査報告書（日本の検査機関による一斉分析、約300項目）を添付いたします。いずれも不検出でした。

出荷は25kg紙袋、ラオスからタイのレムチャバン港経由で横浜港または神戸港、CIF条件となります。

ご検討のほど、よろしくお願い申し上げます。

{SIG3}""",
         "reply to the note's organic JAS and residue-report request, wholly in Japanese with a letter head; Job's tears as ハトムギ; the sender's name in katakana; Laem Chabang, Yokohama, Kobe",
         Twin("contact_wrong", "body", "仕入課長 佐々木太一様", "仕入課長 佐藤太一様", "佐々木太一",
              "another buyer's family name of the same country (佐藤, P006) in the letter head", found="佐藤太一")),
    Mail("P026", "s3", "老挝乌多姆赛薏米直供",
         f"""段经理您好：

我是老挝乌多姆赛省Nam Ko Highland Products的出口经理Khamla。得知云南段氏粮油贸易有限公司经营杂粮和薏米，特此来信介绍我们的产品。

我们的薏米来自老挝北部山区的合作农户，颗粒饱满、色白，适合煮粥、打粉和做薏米茶。
- 规格：脱壳精米，水分≤13%，杂质≤0.5%
- 包装：25公斤编织袋
- 运输：经磨憨—磨丁口岸陆运至昆明，DAP，约五天
- 可提供原产地证（中国—东盟自贸区FORM E）和植物检疫证书

如贵司有兴趣，我们可以先寄送两公斤样品。

此致
敬礼

{SIG3}""",
         "cold introduction wholly in simplified Chinese; Job's tears as 薏米; 段经理您好; Mohan-Boten crossing, Kunming, FORM E",
         Twin("company_foreign", "body", "得知云南段氏粮油贸易有限公司经营", "得知株式会社佐々木園经营", "云南段氏粮油贸易有限公司",
              "another buyer's company of this set (same category, Japan)", found="株式会社佐々木園")),
    Mail("P027", "s3", "Job's tears price DAP Nong Khai – after THAIFEX",
         f"""สวัสดีค่ะ Khun Pornchanok,

Thank you for stopping at our stand at THAIFEX - Anuga Asia in Bangkok. As you asked, here is our price for Job's tears delivered to Nong Khai:

- hulled Job's tears, grade A, moisture ≤ 13%: USD 1,180 per tonne, DAP Nong Khai
- packing: 50 kg PP bags; trucks of 20 t
- transit: Oudomxay to Vientiane, then over the Friendship Bridge, about three days

For บริษัท ทับทิมไทย ฟู้ดส์ we can prepare the phytosanitary certificate and the ATIGA Form D, so the goods enter Thailand duty free.

If the price works for you, we can load the first truck within two weeks of your order.

ขอบคุณค่ะ
{SIG3}""",
         "post-fair reply to the note's DAP Nong Khai request; English with a Thai greeting and closing; the Thai company inside English; Form D, Friendship Bridge",
         Twin("category_wrong", "body", "our price for Job's tears delivered", "our price for mung beans delivered", "Job's tears",
              "mung beans are not what the buyer's record names", found="mung beans")),
    Mail("P028", "s3", "Purple sticky rice in 25 lb bags",
         f"""Hi Rachel,

Thanks for your note about the Lao and Hmong grocers you supply in Minnesota. We can pack our purple sticky rice (khao kam) in 25 lb bags, as you asked, 40 bags to a pallet.

The rice is grown by upland farmers around Oudomxay in northern Laos. It is an heirloom glutinous variety with a deep purple bran; it is sold as whole grain, with moisture below 14% and broken grains below 5%.

For the United States we ship 20 ft containers via Laem Chabang to Los Angeles or Long Beach, and then by rail to Minneapolis. We are FDA registered and file prior notice for each shipment.

Would a sample of two bags help your customers decide?

Best,
{SIG3}""",
         "reply to the note's grocers and 25 lb bags; purple sticky rice as khao kam; United States named; Laem Chabang, Long Beach, Minneapolis",
         Twin("country_wrong", "body", "For the United States we ship", "For Canada we ship", "United States",
              "the buyer is in the United States, not Canada", found="Canada")),
    Mail("P029", "s3", "Purple sticky rice from northern Laos",
         f"""Dear Justin,

I'm Khamla from Nam Ko Highland Products in Oudomxay, Laos. I'm writing because Jones Pantry Imports brings Asian staples into Australia, and I'd like to offer our purple sticky rice.

It is an heirloom glutinous rice with a dark purple bran, grown on upland fields without irrigation. Cooked, it is sweet and chewy; in Laos and Thailand it is used for desserts with coconut milk and mango. We supply whole grain, machine-cleaned and colour-sorted, in 5 kg or 25 kg bags.

All lots come with a phytosanitary certificate, and we can meet the Department of Agriculture's import conditions for rice (the goods are milled to remove the husk).

Shall I send you a price CFR Melbourne?

Kind regards,
{SIG3}""",
         "cold introduction; purple sticky rice described; Australia's import conditions; company shortened",
         Twin("contact_wrong", "body", "Dear Justin,", "Dear Jason,", "Justin Jones",
              "another given name in the greeting", found="Jason")),
    Mail("P030", "s3", "Bio-Klebreis aus Laos – EU-Öko-Zertifikat",
         f"""Sehr geehrter Herr Stumpf,

es hat mich gefreut, Sie auf der BIOFACH in Nürnberg kennenzulernen. Als Einkäufer bei Stumpf Asia-Feinkost hatten Sie nach dem EU-Öko-Zertifikat für unseren violetten Klebreis gefragt: Es liegt bei. Die Zertifizierung erfolgt durch Control Union nach der Verordnung (EU) 2018/848; das COI wird für jede Sendung in TRACES ausgestellt.

Der Reis stammt von Kleinbauern aus der Provinz Oudomxay in Nordlaos. Wir liefern Vollkorn, sortiert und gereinigt, in 1-kg-Beuteln oder 25-kg-Säcken, per Container über Laem Chabang nach Hamburg, CIF.

Gerne schicke ich Ihnen Muster und eine Preisliste.

Mit freundlichen Grüßen
{SIG3}""",
         "post-fair first e-mail wholly in German; the note's fair and EU organic certificate used; the recorded title inside German; purple sticky rice as violetter Klebreis; COI, TRACES",
         Twin("title_wrong", "body", "Als Einkäufer bei", "Als Verkaufsleiter bei", "Einkäufer",
              "a sales title for the buyer's purchasing one", found="Verkaufsleiter")),
    Mail("P031", "s3", "Catalogus Tai Lue-sjaals na Ambiente",
         f"""Beste Britt,

Leuk dat je op de Ambiente in Frankfurt bij onze stand langskwam. Zoals beloofd stuur ik je hierbij onze catalogus met de katoenen sjaals die Tai Lue-weefsters in de dorpen rond Oudomxay met de hand weven.

De sjaals zijn van handgesponnen katoen, geverfd met indigo, lak en mangoschors, en zijn 180 × 50 cm. Elke sjaal krijgt een label met de naam van het dorp. Voor de fairtradewinkels die Van de Greef Wonen & Textiel belevert, kunnen we ook kleinere aantallen per dessin leveren, vanaf 20 stuks.

Verzending gaat per luchtvracht vanuit Vientiane naar Schiphol, of per zeevracht via Laem Chabang naar Rotterdam.

Met vriendelijke groet,
{SIG3}""",
         "post-fair reply to the note's catalogue request, wholly in Dutch; the note's fair-trade shops used; scarves described; company without B.V.",
         Twin("company_misspelled", "body", "die Van de Greef Wonen & Textiel belevert", "die Van der Greef Wonen & Textiel belevert",
              "Van de Greef Wonen & Textiel B.V.", "de misspelt as der in the family name", found="Van der Greef Wonen & Textiel")),
    Mail("P032", "s3", "Fulares de algodón tejidos a mano por mujeres tai lue",
         f"""Estimada Sra. Riera:

Le escribo desde Oudomxay, en el norte de Laos, porque creo que nuestros fulares podrían encajar en la colección de Riera Complementos. Me dirijo a usted como Responsable de Compras de la empresa.

Los tejen a mano mujeres tai lue en telares de madera, con algodón hilado a mano y tintes naturales (índigo, laca, corteza de mango). Miden 180 × 50 cm y cada uno lleva una etiqueta con el nombre de la tejedora y de su aldea.

Enviamos por avión desde Vientián a Madrid o Barcelona, en unos siete días, con certificado de origen para la entrada preferente en la UE.

Si le interesa, le envío el catálogo y una muestra de tres diseños.

Atentamente,
{SIG3}""",
         "cold introduction wholly in Spanish; the recorded title in a Spanish sentence; Tai Lue scarves as fulares; `Estimada Sra. Riera:`",
         Twin("title_wrong", "body", "como Responsable de Compras de", "como Responsable de Ventas de", "Responsable de Compras",
              "a sales title for the buyer's purchasing one", found="Responsable de Ventas")),
    Mail("P033", "s3", "Hand-woven Tai Lue cotton scarves",
         f"""Dear Elise,

I found Forsbergs Hantverk while looking for Scandinavian shops that sell handmade textiles with a clear origin, and I hope our scarves might interest you.

They are woven on back-strap and frame looms by Tai Lue women in villages near Oudomxay, in northern Laos, from hand-spun cotton dyed with indigo and stick lac. Each scarf is about 180 × 50 cm and carries a tag with the weaver's village.

We already sell to a few shops in Germany and the Netherlands, and we would be glad to find a first partner in Sweden. For small orders we send by air to Stockholm; prices are DAP, duties included.

May I send you our catalogue?

Warm regards,
{SIG3}""",
         "cold introduction; company in the Swedish genitive form as recorded; Sweden named, Germany and the Netherlands as existing markets",
         Twin("country_wrong", "body", "a first partner in Sweden", "a first partner in Norway", "Sweden",
              "the buyer is in Sweden, not Norway", found="Norway")),
    Mail("P034", "s4", "Best of Panama Geisha lots for Chen's",
         f"""Dear Mr Chen,

It was good to meet you at the Taiwan International Coffee Show in Taipei. As you said English is fine, I'll write in English.

You asked about Best of Panama lots. This year our farm above Boquete placed two Geisha lots in the competition: a washed lot from 1,750 m (90.5 points) and a natural from 1,800 m (91.25 points). Both will be sold in the online auction in July; we can register 陳氏精品咖啡 as a bidder and help with the paperwork.

Besides the auction, we hold 12 boxes (30 kg vacuum packs) of washed Geisha from the same plots, at a fixed price, for shipment by air to Taoyuan.

Please let me know if you'd like samples of both.

Warm regards,
Itzel Samudio
Gerente de Exportaciones
Barú Cumbre Exportaciones, S.A.
Boquete, Chiriquí, Panamá""",
         "post-fair reply to the note's Best of Panama request, in English as the note allows; the company shortened in Chinese inside English; altitudes, scores, Taoyuan",
         Twin("sender_wrong", "body", "Gerente de Exportaciones\nBarú", "Gerente General\nBarú", "Gerente de Exportaciones",
              "a title the sender does not hold", found="Gerente General")),
    Mail("P035", "s4", "巴拿马波奎特瑰夏咖啡生豆",
         f"""罗总您好：

我是巴拿马Barú Cumbre Exportaciones出口部的Itzel Samudio。了解到上海罗氏咖啡贸易有限公司为国内精品烘焙商供应生豆，冒昧来信介绍我们的瑰夏咖啡。

我们的庄园位于奇里基省波奎特，海拔1,600至1,850米，瑰夏品种，水洗与日晒两种处理方式，杯测分88至91分。生豆以30公斤真空包装，可空运至上海浦东，或海运（冷藏柜）至上海港，CIF。

如您方便，我们可寄送每个批次100克的样品供杯测。

顺祝商祺！

{SIG4}""",
         "cold introduction wholly in simplified Chinese; Geisha coffee as 瑰夏咖啡; 罗总您好 for a 采购总监; Boquete as 波奎特",
         Twin("company_misspelled", "body", "了解到上海罗氏咖啡贸易有限公司为", "了解到上海骆氏咖啡贸易有限公司为",
              "上海罗氏咖啡贸易有限公司", "a homophone character (骆 for 罗) in the family name of the company",
              found="上海骆氏咖啡贸易有限公司")),
    Mail("P036", "s4", "Δείγματα Γκέισα: πλυμένη και φυσική επεξεργασία",
         f"""Αγαπητέ κύριε Πατμανίδη,

σας ευχαριστώ για το μήνυμά σας. Όπως ζητήσατε, στείλαμε σήμερα με DHL δύο δείγματα πράσινου καφέ Γκέισα των 300 γραμμαρίων στο καφεκοπτείο σας στην Αθήνα: ένα πλυμένης επεξεργασίας (1.750 μ., 89,5 πόντοι) και ένα φυσικής (1.800 μ., 90,25 πόντοι).

Και τα δύο προέρχονται από τη φάρμα μας στο Μπουκέτε του Παναμά, στις πλαγιές του ηφαιστείου Μπαρού. Διαθέτουμε από κάθε παρτίδα δέκα κιβώτια των 30 κιλών σε συσκευασία κενού, με αεροπορική αποστολή μέσω Φρανκφούρτης.

Θα χαρώ να ακούσω τη γνώμη σας μετά το cupping.

Με εκτίμηση,
Itzel Samudio
Gerente de Exportaciones
Barú Cumbre Exportaciones, S.A.
+507 720-3196""",
         "reply to the note's 300 g washed and natural samples, wholly in Greek; vocative `κύριε Πατμανίδη`; Geisha as Γκέισα; Boquete and Barú in Greek; the company only as `το καφεκοπτείο σας`",
         Twin("category_wrong", "subject", "Δείγματα Γκέισα:", "Δείγματα Πακαμάρα:", "Geisha coffee",
              "Pacamara is another coffee variety, not what the buyer's record names", found="Πακαμάρα")),
    Mail("P037", "s4", "Borse chácara delle artigiane Ngäbe",
         f"""Gentile Sig. Tebaldi,

Le scrivo da Boquete, a Panamá, perché Tebaldi Artigianato Etnico vende oggetti fatti a mano con una storia chiara, e credo che le nostre chácaras possano interessarLe.

La chácara è la borsa tradizionale del popolo Ngäbe: è lavorata all'uncinetto, a mano, in fibra di pita o in filato di cotone colorato, e una borsa grande richiede fino a due settimane di lavoro. Collaboriamo con tre gruppi di artigiane della comarca Ngäbe-Buglé, pagate al momento della consegna.

Possiamo spedire via aerea da Panamá a Milano Malpensa in circa cinque giorni, con certificato d'origine.

Se per Tebaldi Artigianato Etnico può essere utile, Le mando volentieri il catalogo con i prezzi.

Cordiali saluti,
{SIG4}""",
         "cold introduction wholly in Italian; the chácara explained; the comarca Ngäbe-Buglé; company without S.r.l.",
         Twin("company_missing", "body", "perché Tebaldi Artigianato Etnico vende", "perché la Vostra azienda vende",
              "Tebaldi Artigianato Etnico S.r.l.", "every mention of the company replaced by `la Vostra azienda`", found="la Vostra azienda",
              also=(("body", "Se per Tebaldi Artigianato Etnico può", "Se per la Vostra azienda può"),))),
    Mail("P038", "s4", "Chácaras ngäbe con tarjeta de historia para cada bolsa",
         f"""Hola, Teo:

¡Qué gusto haberte conocido en Intergift, en Madrid! Como te comenté, trabajamos con artesanas ngäbe de la comarca Ngäbe-Buglé, y cada chácara puede llevar la tarjeta que pediste: el nombre de la artesana, su comunidad, los días que tardó en tejerla y una foto suya, en español y en inglés.

Para las tiendas de comercio justo que abastece Comercio Justo Zamorano, te propongo un primer pedido surtido de 60 chácaras (20 grandes de pita, 40 medianas de algodón), enviado por avión a Madrid-Barajas, DAP.

Te adjunto la lista de precios y fotos de los modelos disponibles.

Un abrazo,
{SIG4}""",
         "post-fair first e-mail wholly in Spanish (tuteo); the note's fair, fair-trade shops and story card used; Ngäbe in Spanish lower case",
         Twin("company_foreign", "body", "que abastece Comercio Justo Zamorano,", "que abastece Tebaldi Artigianato Etnico,",
              "Comercio Justo Zamorano S.L.", "another buyer's company of this set (same category, Italy)",
              found="Tebaldi Artigianato Etnico")),
    Mail("P039", "s4", "Igname de Panama pour Rey Exotique",
         f"""Monsieur Rey,

Je vous écris de la part de Barú Cumbre Exportaciones, exportateur panaméen de produits frais. En votre qualité d'acheteur fruits et légumes exotiques chez Rey Exotique, vous connaissez sans doute l'igname de la Caraïbe et d'Afrique de l'Ouest ; celle de Panamá (ñame diamante et ñame baboso) est de plus en plus demandée à Rungis.

Nos ignames viennent de producteurs de la région d'Azuero et du Darién. Elles sont lavées, triées par calibre (1 à 3 kg), traitées au sol fongicide autorisé dans l'UE et emballées en cartons de 18 kg. Nous expédions en conteneur ventilé de Balboa au Havre, CIF, en 18 jours environ.

Souhaitez-vous recevoir une offre pour un premier conteneur ?

Cordialement,
{SIG4}""",
         "cold introduction wholly in French; the recorded title inside a French sentence (lower case); ñame as igname, with the Panamanian variety names; Balboa, Le Havre",
         Twin("title_wrong", "body", "d'acheteur fruits et légumes exotiques", "de commercial fruits et légumes exotiques",
              "Acheteur fruits et légumes exotiques", "a sales title for the buyer's purchasing one",
              found="commercial fruits et légumes exotiques")),
    Mail("P040", "s4", "Panamanian ñame for Brewer Tropical Produce",
         f"""Dear Ms Brewer,

I'm Itzel Samudio, export manager at Barú Cumbre Exportaciones in Boquete, Panama. Brewer Tropical Produce supplies Caribbean and West African grocers in the Toronto area, and I believe our ñame could be a good fit.

We export two types: ñame diamante, with white flesh and a smooth skin, and ñame baboso, the softer "sticky" yam preferred in many Caribbean dishes. Tubers are 1-3 kg, washed, cured and packed in 18 kg cartons; shelf life in a ventilated container is about six weeks.

Shipments go from Manzanillo (Colón) to Halifax or Montreal, then by truck to Toronto. We hold CFIA-recognised phytosanitary certification for every lot.

Could Brewer Tropical Produce use a trial shipment this season?

Kind regards,
{SIG4}""",
         "cold introduction; the sender's Spanish title translated; ñame varieties; Manzanillo, Halifax, Toronto; company without Inc.",
         Twin("company_missing", "body", "Brewer Tropical Produce supplies", "Your company supplies", "Brewer Tropical Produce Inc.",
              "every mention of the company replaced by `your company`", found="Your company",
              also=(("body", "Could Brewer Tropical Produce use", "Could your company use"),
                    ("subject", "for Brewer Tropical Produce", "for your company")))),
]
