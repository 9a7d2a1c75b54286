"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

S1_SIG_EN = """Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ, Türkmenabat, Turkmenistan"""

MAILS = [
    # N001 -> P001, s1, English, first contact after the fair the note records
    Mail("P001", "s1",
         "Licorice root from Turkmenistan – following up on ISM Cologne",
         """Dear Mr Schagen,

Thank you for stopping by our table at ISM in Cologne and for your interest in our licorice root. As promised, I am writing to follow up on your request.

We can send a 2 kg sample of cut root (5–10 mm) from our current crop, together with the glycyrrhizin assay of the same lot (HPLC, done by an accredited laboratory in Ashgabat). Our root is Glycyrrhiza glabra collected along the Amu Darya in Lebap province, and it is dried and cut in our own facility in Türkmenabat.

Could you confirm the delivery address for the sample – should it go to Schagen Dropfabriek B.V. or straight to your laboratory?

Kind regards,
""" + S1_SIG_EN + """
+993 422 6 41 37""",
         "follow-up after the fair the note records (ISM Cologne), in English; the note's sample and assay request answered; 'Mr Schagen'",
         Twin("note_wrong", "body", "at ISM in Cologne", "at ProSweets in Cologne",
              found="ProSweets in Cologne", expected="Met at ISM Cologne",
              note="the fair is ProSweets (the supplier fair held beside ISM) instead of ISM, which the note records")),

    # N002 -> P002, s1, Japanese (the note asks for Japanese), cold
    Mail("P002", "s1",
         "甘草（カンゾウ）原料のご案内：トルクメニスタン産、日本薬局方規格適合品",
         """太田漢方製薬株式会社
購買部 課長 太田陽一様

突然のご連絡にて失礼いたします。トルクメニスタン・テュルクメナバートの"Amyderýa Söwda" HJで輸出部長を務めております、ジェレン・オラゾワと申します。

当社は、アムダリヤ川流域で採取したスペインカンゾウ（Glycyrrhiza glabra）の乾燥根を、全形・刻みの両方で輸出しております。日本薬局方「カンゾウ」の規格（グリチルリチン酸2.0%以上）への適合を確認したロットには、ロットごとに分析証明書を添付いたします。

漢方製剤の原料としてご検討いただけるようでしたら、まずはサンプル1kgと直近ロットの分析証明書をお送りいたします。

何卒よろしくお願い申し上げます。

ジェレン・オラゾワ（Jeren Orazowa）
輸出部長
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan
Tel: +993 422 6 41 37
j.orazowa@amyderyasowda.tm""",
         "cold introduction wholly in Japanese, as the note asks; JP monograph certificate offered; company and title block as Japanese letters open; sender's name in katakana",
         Twin("contact_wrong", "body", "課長 太田陽一様", "課長 大田陽一様", found="大田陽一",
              expected="太田陽一", note="the family name written 大田 (a common family name) for 太田")),

    # N003 -> P003, s1, Italian, cold
    Mail("P003", "s1",
         "Radice di liquirizia dal Turkmenistan per Liquirizia Borsiere",
         """Gentile Sig. Borsiere,

mi chiamo Jeren Orazowa e dirigo il reparto export di "Amyderýa Söwda" HJ, un'azienda di Türkmenabat, in Turkmenistan.

La Calabria ha una lunga tradizione di liquirizia, ma in certe annate il raccolto locale non basta. Noi esportiamo radice di liquirizia (Glycyrrhiza glabra) raccolta lungo l'Amu Darya: radice intera essiccata in balle pressate da circa 60 kg oppure radice tagliata, con l'analisi della glicirrizina per ogni lotto.

Come Responsabile Acquisti di Liquirizia Borsiere S.r.l., sarebbe interessato a ricevere un campione e il nostro listino CPT Genova?

Cordiali saluti,

Jeren Orazowa
Responsabile Export
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan
j.orazowa@amyderyasowda.tm""",
         "cold introduction in Italian; the buyer's title as recorded inside an Italian sentence; sender title translated ('Responsabile Export')",
         Twin("title_wrong", "body", "Come Responsabile Acquisti di", "Come Responsabile Commerciale di",
              found="Responsabile Commerciale", expected="Responsabile Acquisti",
              note="a sales manager's title for the purchasing manager")),

    # N004 -> P004, s1, French, cold
    Mail("P004", "s1",
         "Racine de réglisse du Turkménistan pour vos anisés",
         """Madame Pasquier,

Les anisés et les pastis doivent beaucoup à la réglisse, et c'est précisément notre métier : "Amyderýa Söwda" HJ, à Türkmenabat (Turkménistan), exporte de la racine de réglisse séchée (Glycyrrhiza glabra) récoltée dans la vallée de l'Amou-Daria.

Pour une maison comme la Distillerie Pasquier, nous proposons de la racine coupée (morceaux de 3 à 5 mm) pour la macération, ou de la racine entière en balles pressées. Chaque lot est livré avec son certificat d'analyse (teneur en glycyrrhizine, humidité, cendres).

Puis-je vous adresser un échantillon de 500 g et nos conditions CPT Marseille ?

Bien cordialement,

Jeren Orazowa
Responsable du département export
"Amyderýa Söwda" HJ – Türkmenabat, Turkménistan
+993 422 6 41 37""",
         "cold introduction in French; 'Madame Pasquier,' alone; company without legal form and with an article ('la Distillerie Pasquier'); Amou-Daria in French spelling",
         Twin("category_wrong", "body", "de la racine coupée (morceaux de 3 à 5 mm)", "de l'extrait de réglisse en poudre",
              found="extrait de réglisse en poudre", expected="licorice root",
              note="licorice extract powder (a product made from the root) offered instead of the cut root")),

    # N005 -> P005, s1, English, reply to the note's request
    Mail("P005", "s1",
         "Licorice root for tobacco flavor blends – FOB prices per metric ton",
         """Hi Thomas,

Since Rodriguez Flavor blends flavors for tobacco companies in North Carolina, licorice root is probably on your list every season. I'm Jeren Orazowa, head of the export department at "Amyderýa Söwda" HJ in Türkmenabat, Turkmenistan. We collect and dry Glycyrrhiza glabra root along the Amu Darya and ship it whole, cut or as a coarse powder.

You asked for FOB prices per metric ton. Turkmenistan is landlocked, so we quote FOB Poti (Georgia), at the end of the rail and Caspian ferry route via Türkmenbaşy and Baku:
- whole root, pressed bales: USD 1,150/MT FOB Poti
- cut root 5–10 mm: USD 1,380/MT FOB Poti
- powder, 80 mesh: USD 1,620/MT FOB Poti
Prices are valid through June; the minimum order is one 20' container.

Would a 1 kg sample of each help your lab compare them with your current supply?

Best regards,
Jeren Orazowa
Head of Export Department, "Amyderýa Söwda" HJ
Tel. +993 422 6 41 37 | j.orazowa@amyderyasowda.tm""",
         "reply in English to the note's request (FOB prices per metric ton) using its customers; company in short form without ', Inc.'; Georgia, Azerbaijan route places",
         Twin("sender_wrong", "body", "Tel. +993 422 6 41 37", "Tel. +993 422 6 14 37",
              found="+993 422 6 14 37", expected="+993 422 6 41 37",
              note="the sender's phone number with two digits swapped")),

    # N006 -> P006, s1, English with a Hindi greeting, first contact after the fair
    Mail("P006", "s1",
         "Crystalline iodine USP – your enquiry at CPHI India",
         """नमस्ते अकबर जी,

It was a pleasure to meet you at CPHI India in Greater Noida. Thank you for your interest in our crystalline iodine.

As you asked, here is our price for 500 kg of iodine, USP grade (assay 99.8% min.), packed in 50 kg fibre drums with inner liners:
USD 68.50 per kg, CFR Nhava Sheva, shipment within five weeks of the order.

The iodine is produced from natural brines in the Balkan region of Turkmenistan, and every lot comes with a certificate of analysis to USP. As it is a Class 8 dangerous good (UN 3495), it travels with full DG documents.

Please let me know if अगरवाल फार्मास्युटिकल्स would like a 1 kg sample for QC before placing the order.

With warm regards,
""" + S1_SIG_EN + """
j.orazowa@amyderyasowda.tm""",
         "follow-up after the fair the note records (CPHI India, Greater Noida), English with a Hindi greeting ('नमस्ते अकबर जी'); the 500 kg USP price the note asks for; company in Devanagari short form inside English",
         Twin("artifact", "body", "Thank you for your interest", "Thank you for your your interest",
              found="your your", expected="your", note="a doubled word")),

    # N007 -> P007, s1, English with a Korean greeting, cold
    Mail("P007", "s1",
         "Iodine from Turkmenistan for 성남정밀화학",
         """최상철 과장님께,

My name is Jeren Orazowa, and I head the export department of "Amyderýa Söwda" HJ in Türkmenabat, Turkmenistan. We supply crystalline iodine (99.8% min., prills and flakes) produced from natural brines in western Turkmenistan.

Korean fine-chemical makers use iodine for contrast-media intermediates, catalysts and disinfectants, and I would like to offer 주식회사 성남정밀화학 a second source next to your current suppliers. We ship in 50 kg drums by container via Bandar Abbas to Busan.

May I send you our specification sheet and a quotation CFR Busan?

Best regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ
+993 422 6 41 37""",
         "cold introduction in English with a Korean greeting (name + title + 님께); company in Hangul, short form in the subject and in full in the body",
         Twin("company_misspelled", "body", "주식회사 성남정밀화학", "주식회사 성남정밀하학",
              found="성남정밀하학", expected="주식회사 성남정밀화학",
              note="화 (chemistry) written 하")),

    # N008 -> P008, s1, German (the note asks for German), reply to the note's request
    Mail("P008", "s1",
         "Reinjod aus Turkmenistan – REACH-Registriernummer vorab",
         """Sehr geehrte Frau Gerlach,

Sie möchten vor jedem Angebot die REACH-Registriernummer sehen – deshalb steht sie gleich am Anfang: Unser Jod ist über unseren Alleinvertreter (Only Representative) in der EU registriert, Registriernummer 01-2119485285-30-0042.

Mein Name ist Jeren Orazowa, ich leite die Exportabteilung von "Amyderýa Söwda" HJ in Türkmenabat, Turkmenistan. Wir liefern kristallines Jod (Reinheit mind. 99,8 %, Prills) aus natürlicher Sole, in 50-kg-Fässern.

Für die Gerlach Feinchemie GmbH & Co. KG könnten wir CPT Hamburg liefern. Gerne sende ich Ihnen das Sicherheitsdatenblatt und ein Analysenzertifikat der aktuellen Charge.

Mit freundlichen Grüßen

Jeren Orazowa
Leiterin der Exportabteilung
"Amyderýa Söwda" HJ, Türkmenabat, Turkmenistan
Tel. +993 422 6 41 37""",
         "wholly in German, as the note asks; the REACH number the note needs given first; category as 'Reinjod' / 'kristallines Jod'; sender title translated",
         Twin("company_missing", "body", "Für die Gerlach Feinchemie GmbH & Co. KG könnten wir", "Für Ihr Haus könnten wir",
              found="Ihr Haus", expected="Gerlach Feinchemie GmbH & Co. KG",
              note="the only mention of the company replaced by 'Ihr Haus'")),

    # N009 -> P009, s1, Dutch, cold
    Mail("P009", "s1",
         "Kristallijn jodium uit Turkmenistan",
         """Geachte heer Van Kasteelen,

Mijn naam is Jeren Orazowa; ik ben hoofd van de exportafdeling van "Amyderýa Söwda" HJ in Türkmenabat, Turkmenistan. Wij leveren kristallijn jodium (min. 99,8%) uit natuurlijke pekel, verpakt in vaten van 50 kg.

Van Kasteelen Chemicaliën werd mij genoemd als een van de handelaren in fijnchemicaliën in Nederland, en ik denk dat ons jodium een interessante tweede bron voor u kan zijn. Levering CPT Rotterdam is mogelijk, met analysecertificaat en veiligheidsinformatieblad per partij.

Mag ik u een offerte voor één pallet (vier vaten) sturen?

Met vriendelijke groet,

Jeren Orazowa
Hoofd exportafdeling
"Amyderýa Söwda" HJ
+993 422 6 41 37 – j.orazowa@amyderyasowda.tm""",
         "cold introduction in Dutch; 'Geachte heer Van Kasteelen' (capital V without the given name); company without B.V.",
         Twin("country_wrong", "body", "in Nederland", "in België", found="België",
              expected="Netherlands", note="Belgium, the neighbouring country, for the Netherlands")),

    # N010 -> P010, s1, simplified Chinese, cold
    Mail("P010", "s1",
         "土库曼斯坦结晶碘供应——致淄博恒碘化工",
         """周经理您好！

我是土库曼斯坦"Amyderýa Söwda" HJ公司出口部负责人Jeren Orazowa。我公司位于土库曼纳巴德，长期出口以天然卤水提取的结晶碘，纯度≥99.8%，50公斤纤维桶包装。

了解到淄博恒碘化工有限公司主要生产碘化物，原料碘需求稳定。我们可以经中亚—中国铁路将货物直接运抵国内，报价条件可为CPT西安或CPT郑州，也可按贵司要求报价。每批货物均附检验证书（COA）和安全技术说明书（MSDS）。

如方便，请告知贵司的月用量和规格要求，我们将尽快提供报价和样品。

此致
敬礼

Jeren Orazowa
出口部负责人
"Amyderýa Söwda" HJ，土库曼斯坦土库曼纳巴德
电话：+993 422 6 41 37""",
         "cold introduction wholly in simplified Chinese; '周经理您好' (family name + title); company short in the subject, full in the body; 贵司 for 'your company'",
         Twin("company_foreign", "body", "了解到淄博恒碘化工有限公司主要生产碘化物", "了解到福建石狮海源海藻工业有限公司主要生产碘化物",
              found="福建石狮海源海藻工业有限公司", expected="淄博恒碘化工有限公司",
              note="another Chinese buyer of this set (the seaweed processor) named as the addressee's company")),

    # N011 -> P011, s1, English with a Turkish greeting and closing, first contact after the fair
    Mail("P011", "s1",
         "Ne 30/1 compact yarn samples – Texhibition Istanbul",
         """Sayın İsak Bey,

Thank you for visiting our stand at Texhibition Istanbul. As you asked, we have prepared samples of our 100% combed cotton yarn, Ne 30/1 compact, waxed for knitting, on 1.89 kg cones.

The yarn is spun in Turkmenistan from local medium-staple cotton, and we ship to Turkey by truck through Iran in about 8–10 days, so Alemdar Tekstil could hold smaller stocks and reorder more often. Two cones can go to you by courier this week.

Could you confirm who should receive the samples at your mill?

Saygılarımla,
""" + S1_SIG_EN + """
+993 422 6 41 37""",
         "follow-up after the fair the note records (Texhibition Istanbul), English with Turkish greeting and closing ('Sayın İsak Bey', 'Saygılarımla'); the note's Ne 30/1 compact samples; company short form",
         Twin("category_wrong", "body", "our 100% combed cotton yarn", "our 100% carded cotton yarn",
              found="carded cotton yarn", expected="combed cotton yarn",
              note="carded yarn, the neighbouring lower grade, for combed")),

    # N012 -> P012, s1, English, reply to the note's request
    Mail("P012", "s1",
         "Combed cotton yarn with OEKO-TEX Standard 100 for Padma Knit Composite",
         """Dear Mr Hasan,

I understand that Padma Knit Composite Ltd. knits for European retailers and needs OEKO-TEX Standard 100 and a certificate of origin with every yarn shipment. Both are standard with us.

"Amyderýa Söwda" HJ exports 100% combed cotton yarn from Turkmenistan, ring-spun and compact, Ne 20/1 to Ne 40/1, on 1.89 kg cones. Our spinning partners in Lebap hold OEKO-TEX Standard 100 (product class I), and each shipment travels with a certificate of origin issued by the Chamber of Commerce and Industry of Turkmenistan.

As GM - Commercial you will want landed costs, so we quote CFR Chattogram, by rail to Bandar Abbas and on by feeder vessel. Shall I send our current price list and a set of cones for testing?

Kind regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ, Türkmenabat
Turkmenistan
j.orazowa@amyderyasowda.tm""",
         "reply in English to the note (its customers, OEKO-TEX Standard 100 and the certificate of origin); the buyer's title as recorded in a sentence; Chattogram",
         Twin("title_wrong", "body", "As GM - Commercial you", "As GM - Marketing you",
              found="GM - Marketing", expected="GM - Commercial",
              note="marketing for commercial in the buyer's title")),

    # N013 -> P013, s1, Portuguese, cold
    Mail("P013", "s1",
         "Fio de algodão penteado do Turquemenistão",
         """Exma. Senhora Érica Cunha,

O meu nome é Jeren Orazowa e dirijo o departamento de exportação da "Amyderýa Söwda" HJ, em Türkmenabat, no Turquemenistão. Exportamos fio de algodão penteado 100%, de fiação em anel e compacto, de Ne 20/1 a Ne 40/1, em cones.

Escrevo à Tecelagem Cunha, Lda. porque o nosso fio penteado Ne 30/1 e Ne 40/1 é muito usado em tecelagem de camisaria e de roupa de cama. Podemos entregar CPT Leixões, com certificado de origem e certificado OEKO-TEX Standard 100.

Teria interesse em receber amostras e a nossa tabela de preços?

Com os melhores cumprimentos,

Jeren Orazowa
Diretora do Departamento de Exportação
"Amyderýa Söwda" HJ
Türkmenabat, Turquemenistão
+993 422 6 41 37""",
         "cold introduction in European Portuguese ('Exma. Senhora', Turquemenistão); sender title translated",
         Twin("company_misspelled", "body", "Escrevo à Tecelagem Cunha, Lda.", "Escrevo à Tecelagem Cunhal, Lda.",
              found="Tecelagem Cunhal, Lda.", expected="Tecelagem Cunha, Lda.",
              note="Cunhal, another Portuguese family name, for Cunha")),

    # N014 -> P014, s1, Russian, reply to the note's request
    Mail("P014", "s1",
         "Образцы гребенной хлопковой пряжи Ne 40/1 и сертификат СТ-1",
         """Уважаемый господин Трофимов,

меня зовут Джерен Оразова, я руковожу отделом экспорта компании «Amyderýa Söwda» HJ (г. Туркменабат, Туркменистан). Мы поставляем 100% хлопковую гребенную пряжу кольцевого и компактного прядения, Ne 20/1–40/1.

Вы просили образцы пряжи Ne 40/1 и сертификат происхождения СТ-1 — высылаем и то, и другое. Образцы для ООО «Ивановская ткацкая фабрика» (две бобины по 1,89 кг) готовы к отправке курьером, а сертификат СТ-1 на каждую партию оформляет Торгово-промышленная палата Туркменистана.

Доставка в Иваново — автотранспортом через Казахстан, около 12 дней.

С уважением,
Джерен Оразова
Руководитель отдела экспорта
«Amyderýa Söwda» HJ, Туркменабат, Туркменистан
Тел.: +993 422 6 41 37""",
         "reply wholly in Russian to the note's request (Ne 40/1 samples, CT-1 certificate); the sender's name in Cyrillic, her company in Latin letters with Russian quotes",
         Twin("note_wrong", "body", "Вы просили образцы пряжи Ne 40/1", "Вы просили образцы пряжи Ne 30/1",
              found="образцы пряжи Ne 30/1", expected="Просит образцы пряжи Ne 40/1",
              note="the note's request misquoted: Ne 30/1 samples instead of Ne 40/1")),

    # N015 -> P015, s1, English with a Vietnamese greeting, cold
    Mail("P015", "s1",
         "Combed cotton yarn from Turkmenistan for your knitting lines",
         """Kính gửi chị Duyên,

I am Jeren Orazowa, head of the export department at "Amyderýa Söwda" HJ, an exporter of yarn and raw materials in Türkmenabat, Turkmenistan.

Vietnamese knitters buy much of their combed cotton yarn from Central Asia, and we would like Dệt kim Mai Gia to consider us too. Our 100% combed cotton yarn comes in Ne 24/1, 30/1 and 40/1, compact or ring-spun, waxed for knitting, on 1.89 kg cones, with OEKO-TEX Standard 100.

As Trưởng phòng Cung ứng, would you like our price list CFR Cat Lai, Da Nang or Hai Phong, and a few sample cones?

Best regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan
j.orazowa@amyderyasowda.tm | +993 422 6 41 37""",
         "cold introduction in English with a Vietnamese greeting ('Kính gửi chị Duyên', the given name); the title as recorded inside English; company in short form without 'Công ty Cổ phần'",
         Twin("sender_wrong", "body", "j.orazowa@amyderyasowda.tm", "j.orazowa@amyderya-sowda.tm",
              found="j.orazowa@amyderya-sowda.tm", expected="j.orazowa@amyderyasowda.tm",
              note="the sender's e-mail domain with a hyphen")),

    # N016 -> P016, s2, Ukrainian, first contact after the fair
    Mail("P016", "s2",
         "Мандарини Kinnow з Пакистану — після Fruit Logistica",
         """Шановний пане Дмитре,

дякую за розмову на Fruit Logistica в Берліні. Як і домовлялися, надсилаю інформацію про наші мандарини Kinnow із Саргодхи.

Сезон у нас триває з грудня до березня. Ми калібруємо й воскуємо плоди на власній лінії, пакуємо в картонні ящики по 10 кг, калібри від 56 до 120 штук. Кожну партію супроводжує фітосанітарний сертифікат Департаменту захисту рослин Пакистану, а доставка до Одеси можлива морем з Карачі з перевантаженням у Стамбулі (приблизно 30–35 днів).

Якщо ТОВ «Чорноморфрукт» цікаво, я підготую ціну CFR Одеса за 40-футовий рефконтейнер.

З повагою,
Усман Чіма
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Саргодха, Пакистан
+92 48 3761 522""",
         "follow-up after the fair the note records (Fruit Logistica Berlin), wholly in Ukrainian with the vocative 'пане Дмитре'; the note's phytosanitary certificate and Odesa; sender's name in Ukrainian Cyrillic",
         Twin("company_misspelled", "body", "ТОВ «Чорноморфрукт»", "ТОВ «Черноморфрукт»",
              found="Черноморфрукт", expected="ТОВ «Чорноморфрукт»",
              note="the Russian spelling Черно- for the Ukrainian Чорно-")),

    # N017 -> P017, s2, English, cold
    Mail("P017", "s2",
         "Kinnow mandarins from Sargodha for the Indonesian market",
         """Dear Pak Bakti,

The Kinnow season in Pakistan runs from December to March, just when demand for mandarins peaks in Indonesia before the Lunar New Year. I'm Usman Cheema, Manager Exports at Kirana Hills Agro Traders in Sargodha, the heart of Pakistan's Kinnow belt.

We pack waxed, graded Kinnow in 10 kg cartons (counts 56–120) and load 40' reefers from Karachi to Tanjung Priok or Tanjung Perak. Every container ships with a phytosanitary certificate and the documents your import permit needs.

Would PT Prabowo Buah Nusantara like a trial container this season? I would be glad to send prices and photos of this week's packing.

Regards,
Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan
+92 48 3761 522""",
         "cold introduction in English; 'Pak Bakti' (Indonesian address by given name); Indonesian ports",
         Twin("country_wrong", "body", "peaks in Indonesia", "peaks in Malaysia", found="Malaysia",
              expected="Indonesia", note="Malaysia, the neighbouring market, for the buyer's country")),

    # N018 -> P018, s2, English, cold
    Mail("P018", "s2",
         "Kinnow mandarins for Moscow – season December to March",
         """Dear Mr Popov,

I am writing to АО «Фрукт-Импорт Подмосковье» because Russia is the largest market for Pakistani Kinnow, and I would like to offer you a direct source in the growing region.

Kirana Hills Agro Traders packs Kinnow from our own and partner orchards around Sargodha. The fruit is washed, waxed and graded, packed in 10 kg cartons and shipped in 40' reefers from Karachi to St Petersburg, or via Bandar Abbas and the North–South rail corridor to Moscow.

Could you tell me your usual weekly volume in the season? I will then quote both routes.

Best regards,
Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd., Sargodha, Pakistan
usman.cheema@kiranahillsagro.pk""",
         "cold introduction in English; company in Cyrillic with Russian quotes inside an English sentence; St Petersburg, Bandar Abbas",
         Twin("company_foreign", "body", "I am writing to АО «Фрукт-Импорт Подмосковье» because", "I am writing to ТОВ «Чорноморфрукт» because",
              found="ТОВ «Чорноморфрукт»", expected="АО «Фрукт-Импорт Подмосковье»",
              note="another Kinnow buyer of this set (the Ukrainian importer) named as the addressee")),

    # N019 -> P019, s2, English, reply to the note's request
    Mail("P019", "s2",
         "Himalayan pink salt – kosher certified, FDA-registered facility",
         """Hi Rebecca,

Natural food stores and spice shops are where our Himalayan pink salt sells best, so I thought Robinson & Hale should hear from us directly.

Kirana Hills Agro Traders sources its salt from the Khewra mine in the Salt Range and grinds and packs it in Pakistan. Our packing facility is registered with the FDA as a food facility and our salt is kosher certified – I can send both certificates today.

We offer fine (0.5–1 mm), medium and coarse grains in 25 kg bags, or retail grinders and jars under your own label, shipped FOB Karachi or CIF US East Coast ports.

Would you like samples of the three grains?

Best,
Usman

Usman Tariq Cheema | Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd. | Sargodha, Pakistan
+92 48 3761 522""",
         "reply in English to the note (its customers, kosher and FDA registration); company short form without '& Hale Salt Co. LLC'; the sender signs with his given name first",
         Twin("artifact", "body", "Hi Rebecca,", "Hi {first_name},", found="{first_name}",
              expected="Rebecca", note="a template placeholder left in the greeting")),

    # N020 -> P020, s2, German, cold
    Mail("P020", "s2",
         "Himalaya-Salz aus der Salt Range für Ihr Salzkontor",
         """Sehr geehrte Frau Schacht,

als Inhaberin des Salzkontors Schacht kennen Sie die Nachfrage nach rosa Himalaya-Salz genau. Ich möchte Ihnen eine Bezugsquelle direkt aus Pakistan vorstellen.

Kirana Hills Agro Traders in Sargodha bezieht das Salz aus dem Bergwerk Khewra, mahlt und siebt es selbst und liefert es fein (0,5–1 mm), grob (2–5 mm) oder als Brocken für Salzmühlen, in 25-kg-Säcken oder 1-kg-Beuteln, auf Wunsch mit Ihrem Etikett. Die Ware geht per Seefracht über Karachi nach Hamburg.

Darf ich Ihnen ein kleines Musterpaket schicken?

Mit freundlichen Grüßen

Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan
+92 48 3761 522""",
         "cold introduction wholly in German; the owner's title as recorded; company in the genitive without e.K. ('des Salzkontors Schacht'); category as 'rosa Himalaya-Salz'",
         Twin("title_wrong", "body", "als Inhaberin des", "als Einkaufsleiterin des",
              found="Einkaufsleiterin", expected="Inhaberin",
              note="a purchasing manager's title for the owner")),
]
