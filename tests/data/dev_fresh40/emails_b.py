"""Natural e-mails N021-N040 (buyers P021-P040, one each) with their twins' edits."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail("P021", "s2", "Granular sulphur supply to Çetin Kimya – CFR Mersin",
         """Sayın Büreyre Hanım,

I am Faisal Al-Mulhim, export director at Jabal Al-Qarah Trading Co. Ltd. in Saudi Arabia. We supply granular sulphur of 99.5% min. purity, loaded at Jubail, to fertiliser and chemical producers around the Mediterranean.

Türkiye is an important market for us, and I believe Çetin Kimya could benefit from a regular supply from the Gulf with a short transit through Suez. We can offer:
– granular sulphur, 2–5 mm, oil content below 0.015%
– handysize or supramax parcels, CFR Mersin, İskenderun or Gemlik
– monthly or quarterly shipments under a term contract

Would it be possible to arrange a short call with you next week to understand your annual consumption?

Saygılarımla,
Faisal Al-Mulhim
Export Department Director
Jabal Al-Qarah Trading Co. Ltd.
+966 13 582 4410""",
         "first e-mail, cold; English with a Turkish greeting (`Sayın` + given name + `Hanım`) and "
         "closing; the company as `Çetin Kimya`; the country as `Türkiye`; Turkish ports",
         Twin("artifact", "body",
              "Would it be possible to arrange a short call with you next week to understand your annual consumption?",
              "Would it be possible to arrange a short call with you next week to",
              "Would it be possible to arrange a short call with you next week to understand your annual consumption?",
              "the last sentence cut off after `to`", found="a short call with you next week to\n")),
    # N022
    Mail("P022", "s2", "Fibre-grade MEG, 2,000 t/month CFR Kaohsiung",
         """何課長您好，

Thank you for your enquiry about monoethylene glycol. Following your requirements, we can offer fibre-grade MEG with a purity of 99.9% min., suitable for polyester fibre and filament.

Our proposal for 何氏紡織:
• Quantity: about 2,000 t per month, under a 12-month contract
• Delivery: CFR Kaohsiung, in parcel tankers from Jubail
• Specification: purity 99.9% min., DEG 0.08% max., UV transmittance at 220 nm 80% min.
• Payment: L/C at 60 days

The price will be linked to the monthly Asian MEG contract price; I will send you the formula separately. Please let me know if you would like a trial parcel of 1,000 t before the contract.

Best regards,
Faisal Al-Mulhim
Export Department Director
Jabal Al-Qarah Trading Co. Ltd., Al-Hofuf, Saudi Arabia
Tel +966 13 582 4410""",
         "first e-mail, reply to the note's request (fibre grade, 99.9%, 2,000 t a month, "
         "Kaohsiung); English with a traditional-Chinese greeting (`何課長`: family name + the "
         "title's 課長); the company in traditional characters without 股份有限公司; the abbreviation MEG",
         Twin("category_wrong", "body", "your enquiry about monoethylene glycol",
              "your enquiry about diethylene glycol", "monoethylene glycol",
              "diethylene glycol, a neighbouring glycol, for the MEG recorded", found="diethylene glycol")),
    # N023
    Mail("P023", "s2", "沙特乙二醇（MEG）供货介绍",
         """朱经理：您好！

冒昧来信。我是沙特阿拉伯Jabal Al-Qarah Trading Co. Ltd.出口部的费萨尔（Faisal Al-Mulhim）。我们长期向亚洲聚酯企业供应纤维级单乙二醇（MEG），货源来自朱拜勒工业城。

得知绍兴朱氏化纤是浙江的涤纶生产企业，我们希望能成为贵司稳定的原料供应商之一：
1. 产品：纤维级单乙二醇，纯度≥99.9%
2. 交货：CFR宁波或上海，散装液体化学品船
3. 数量：每月1,000–3,000吨，可签订年度合同

如贵司有兴趣，我们可提供近期的质量检验证书及报价。期待您的回复。

此致
敬礼

费萨尔·穆勒希姆
出口部总监
Jabal Al-Qarah Trading Co. Ltd.
电话：+966 13 582 4410""",
         "first e-mail, cold; wholly in simplified Chinese; `朱经理` for 采购部经理; the company "
         "without 有限公司; the sender's given name alone in Chinese (`费萨尔`) and in full in the "
         "signature; the category as 单乙二醇 and as 乙二醇（MEG） in the subject",
         Twin("company_missing", "body", "得知绍兴朱氏化纤是浙江的涤纶生产企业", "得知贵公司是浙江的涤纶生产企业",
              "绍兴朱氏化纤有限公司", "the only mention of the company replaced by `贵公司`",
              found="贵公司")),
    # N024
    Mail("P024", "s2", "Chào hàng MEG cấp sợi từ Ả Rập Xê Út",
         """Kính gửi anh Trung,
Giám đốc Mua hàng – Công ty Cổ phần Xơ Sợi Đặng Gia

Tôi là Faisal Al-Mulhim, Giám đốc bộ phận Xuất khẩu của Jabal Al-Qarah Trading Co. Ltd. (Al-Hofuf, Ả Rập Xê Út). Chúng tôi chuyên cung cấp monoethylene glycol (MEG) cấp sợi, độ tinh khiết tối thiểu 99,9%, cho các nhà máy xơ và sợi polyester tại châu Á.

Chúng tôi có thể giao hàng theo điều kiện CFR Cái Mép hoặc Hải Phòng, bằng tàu chở hóa chất, mỗi lô từ 1.000 tấn, thanh toán bằng L/C. Mỗi lô hàng đều có chứng thư phân tích của giám định độc lập.

Nếu Đặng Gia quan tâm, tôi xin gửi bảng thông số kỹ thuật và báo giá tháng này.

Trân trọng,
Faisal Al-Mulhim
Giám đốc bộ phận Xuất khẩu
Jabal Al-Qarah Trading Co. Ltd.
ĐT: +966 13 582 4410""",
         "first e-mail, cold; wholly in Vietnamese; `anh Trung` (the given name, last in the "
         "Vietnamese order); the company in full and as `Đặng Gia`; the sender's title translated",
         Twin("contact_wrong", "body", "Kính gửi anh Trung,", "Kính gửi anh Trọng,", "Đặng Hải Trung",
              "the given name Trung written as the different name Trọng", found="anh Trọng")),
    # N025
    Mail("P025", "s3", "84-count cotton jamdani and the GI certificate",
         """Dear Ms Prabhu,

Thank you for your enquiry on behalf of Prabhu Handloom House. I was glad to read that your Mumbai boutiques want only 84-count cotton jamdani – that is exactly the fine count our weavers in Rupganj specialise in.

As requested, please find attached a copy of the Geographical Indication certificate for Jamdani Sari, registered in Bangladesh in 2016, together with the letter from the weavers' association that allows us to use the GI mark on every saree we export.

Our 84-count cotton jamdani sarees are 6 yards long with a blouse piece, woven on pit looms over 3 to 6 weeks depending on the design. Current stock is about 140 pieces in 35 designs, and we can also weave to your own designs with a lead time of about two months.

I would be happy to send a video catalogue or courier a few pieces to Mumbai for your team.

Warm regards,
Shahriar Kabir
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Narayanganj, Bangladesh
+880 1713 462 190""",
         "first e-mail, reply to the note's requests (84-count, GI certificate, Mumbai); English; "
         "the company without Pvt. Ltd.; `Jamdani Sari` as the GI's registered name; the sender "
         "without `Md.` and his third name",
         Twin("note_wrong", "body", "your Mumbai boutiques want only", "your Kolkata boutiques want only",
              "Mumbai boutique chain", "the note's Mumbai boutiques misquoted as Kolkata ones",
              found="Kolkata boutiques")),
    # N026
    Mail("P026", "s3", "Handwoven jamdani sarees from Narayanganj",
         """Dear Frances,

I hope you are well. I am Shahriar Kabir, DGM (Export) at Shitalakshya Weaves & Fisheries Ltd. in Narayanganj, Bangladesh. Our district is the home of jamdani weaving, which UNESCO lists as intangible cultural heritage, and we work directly with about 60 weaving families in Rupganj and Sonargaon.

Many shops in the UK sell jamdani sarees for weddings and Eid, and I thought Davies & Rahman Sari House might welcome a direct source. We offer:

• cotton and half-silk jamdani sarees, 6 yards with blouse piece
• new collections twice a year, plus weaving to order
• shipment by air to London Heathrow within 10 days of order

Could I send you our lookbook and wholesale prices?

With best regards,
Shahriar Kabir
DGM (Export), Shitalakshya Weaves & Fisheries Ltd.
+880 1713 462 190 | shahriar.kabir@shitalakshya.example""",
         "first e-mail, cold; English; first-name greeting; the company without Ltd; `the UK` for "
         "United Kingdom; the sender's name shortened",
         Twin("sender_wrong", "body", "Shahriar Kabir\nDGM (Export), Shitalakshya", "Shahriar Karim\nDGM (Export), Shitalakshya",
              "Md. Shahriar Kabir Chowdhury", "the sender's own family name Kabir signed as Karim",
              found="Shahriar Karim")),
    # N027
    Mail("P027", "s3", "Following up from NY NOW – jamdani wholesale price list (USD)",
         """Hi Matthew,

Thank you again for visiting our booth at NY NOW in February. As promised, I'm attaching our wholesale price list in USD for the jamdani sarees you looked at, FCA Dhaka airport or delivered duty paid to New York.

A quick summary:
- Cotton jamdani, 6 yards with blouse piece: from USD 68 per piece
- Half-silk jamdani: from USD 115 per piece
- Minimum order: 30 pieces, mixed designs

Every saree carries the GI mark and a hand-woven label. If Rivera Loom Imports wants to test the market first, we can ship a smaller assortment of 15 pieces at the same prices.

Best,
Shahriar

Md. Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Narayanganj, Bangladesh""",
         "follow-up after the fair the note records, with the price list it asks for; English, "
         "informal; the company without `, Inc.`; the sender signs with his given name, then in full",
         Twin("company_misspelled", "body", "If Rivera Loom Imports wants", "If Riviera Loom Imports wants",
              "Rivera Loom Imports, Inc.", "Rivera spelt as the look-alike word Riviera",
              found="Riviera Loom Imports")),
    # N028
    Mail("P028", "s3", "Nakshi-Kantha-Quilts: Muster in Indigo und Rot",
         """Sehr geehrte Frau Holt,

vielen Dank für das nette Gespräch an unserem Stand auf der Ambiente in Frankfurt. Wie besprochen habe ich heute Muster unserer Nakshi-Kantha-Quilts in Indigo und Rot per Kurier an Holt Wohnkultur geschickt; die Sendungsnummer finden Sie unten.

Die Quilts werden von Frauengruppen in Jamalpur aus mehreren Lagen Baumwolle von Hand bestickt, jedes Stück ist ein Unikat. Größen: 150 × 220 cm und 220 × 240 cm, 100 % Baumwolle, waschbar bei 30 °C.

Über Ihre Rückmeldung zu den Mustern freue ich mich sehr. Gerne schicke ich Ihnen danach ein Angebot frei Haus.

Mit freundlichen Grüßen

Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Narayanganj, Bangladesch
Tel. +880 1713 462 190
DHL-Sendungsnummer: 4827 1930 55""",
         "follow-up after the fair the German note records, with the samples it asks for; wholly "
         "in German; the category as the compound `Nakshi-Kantha-Quilts`; the company without "
         "GmbH; the sender without `Md.`; Bangladesh in German",
         Twin("note_wrong", "body", "auf der Ambiente in Frankfurt", "auf der Heimtextil in Frankfurt",
              "Auf der Ambiente in Frankfurt getroffen",
              "the other Frankfurt home-goods fair, not the one the note records", found="Heimtextil")),
    # N029
    Mail("P029", "s3", "Quilts nakshi kantha brodés main – Bangladesh",
         """Madame Legrand,

Je me permets de vous contacter au nom de Shitalakshya Weaves & Fisheries Ltd., exportateur bangladais de textiles faits main basé à Narayanganj, près de Dacca.

Nous proposons des quilts nakshi kantha : des couvre-lits faits de plusieurs couches de coton, entièrement brodés à la main au point kantha par des brodeuses du nord du Bangladesh. Chaque pièce est unique, avec des motifs traditionnels de fleurs, d'oiseaux et de scènes de village.

En tant qu'acheteuse textile chez Maison Legrand Décoration, vous cherchez peut-être des pièces artisanales qui se distinguent des produits industriels. Je serais heureux de vous envoyer notre catalogue et nos prix de gros, livraison DAP France.

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
+880 1713 462 190""",
         "first e-mail, cold; wholly in French; `Madame Legrand`; the buyer's title in lower case "
         "inside a sentence (`En tant qu'acheteuse textile`); the company without SARL; Dhaka in "
         "French (Dacca)",
         Twin("title_wrong", "body", "En tant qu'acheteuse textile chez", "En tant que directrice marketing chez",
              "Acheteuse textile", "a marketing director's title for the textile buyer",
              found="directrice marketing")),
    # N030
    Mail("P030", "s3", "WFTO membership proof for our kantha range",
         """Dear Mr van Hagen,

Thank you for your message. You asked for proof that our nakshi kantha range is covered by fair-trade membership: Shitalakshya Weaves & Fisheries Ltd. has been a guaranteed member of the World Fair Trade Organization (WFTO) since 2019, and I attach our membership certificate and the latest monitoring report.

The kantha quilts are stitched by two women's groups in Jamalpur, which we pay per piece at rates agreed with the groups each year and above the local minimum wage. Each quilt carries the WFTO label and a tag with the name of the group that made it.

Should Van Hagen Interieur need anything else for your website or your customers, please let me know.

Kind regards,
Shahriar Kabir
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Narayanganj, Bangladesh | +880 1713 462 190""",
         "first e-mail, reply to the note's request (WFTO proof); English; `Mr van Hagen` with a "
         "lower-case `van` after the title and `Van Hagen Interieur` capitalised as the company; "
         "the company without B.V.; the category as `kantha quilts`",
         Twin("contact_wrong", "body", "Dear Mr van Hagen,", "Dear Mr van Dijk,", "Rik van Hagen",
              "another Dutch family name", found="Mr van Dijk")),
    # N031
    Mail("P031", "s3", "Frozen hilsa 1–1.5 kg, IQF, 10 kg cartons",
         """Dear Gavin,

Thanks for your enquiry. We can supply frozen hilsa exactly as you described it for your East London customers:

Product: frozen hilsa (ilish, Tenualosa ilisha), whole round, IQF
Size: 1–1.5 kg per fish
Packing: 10 kg master cartons, each fish glazed and bagged
Origin: Padma and Meghna rivers, frozen within hours of landing
Shipment: reefer container CFR London Gateway, or air freight to Heathrow for urgent orders

The fish is processed in our HACCP-certified, EU-approved plant, and every shipment comes with an EU health certificate.

I'll send prices for a 20 ft container (about 12 t) later today. Would you also like a smaller size, 700–900 g, for price-sensitive shops?

Regards,
Shahriar Kabir
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
+880 1713 462 190""",
         "first e-mail, reply to the note (East London grocers, size, IQF, cartons); English; "
         "first-name greeting; the category with its Bengali name and Latin species name; a "
         "second size offered",
         Twin("category_wrong", "body", "Product: frozen hilsa (ilish, Tenualosa ilisha)",
              "Product: frozen rohu (rui, Labeo rohita)", "frozen hilsa",
              "rohu, another Bangladeshi river fish, for the hilsa recorded",
              found="frozen rohu (rui, Labeo rohita)")),
    # N032
    Mail("P032", "s3", "Padma hilsa for Alam Brothers – frozen, all sizes",
         """Assalamu alaikum Mr Alam,

My name is Shahriar Kabir Chowdhury, DGM (Export) at Shitalakshya Weaves & Fisheries Ltd., Narayanganj. We process and export frozen hilsa from the Padma and Meghna, and we already ship to foodstuff traders in Sharjah and Dubai.

For the Bangladeshi and Indian communities in the UAE, hilsa sells best before Pohela Boishakh and during the Puja season, so we plan our freezing around those months. We can offer:

1. Sizes 500–700 g, 700–1,000 g and 1,000–1,500 g
2. IQF or block frozen, 10 kg or 20 kg cartons
3. CFR Jebel Ali, 20 ft or 40 ft reefers, halal certificate included

Please let me know your monthly requirement, and I will send you our best price.

Best regards,
Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Mobile/WhatsApp: +880 1713 462 190""",
         "first e-mail, cold; English with an Arabic-Islamic greeting in Latin letters; the company "
         "as `Alam Brothers`; `the UAE`; Bengali New Year and Puja as seasons",
         Twin("country_wrong", "body", "Indian communities in the UAE", "Indian communities in Oman",
              "United Arab Emirates", "a neighbouring Gulf country named as the buyer's market",
              found="Oman")),
    # N033
    Mail("P033", "s3", "Hilsa surgelato dal Bangladesh per Fittipaldi Surgelati",
         """Gentile Sig. Fittipaldi,

mi chiamo Shahriar Kabir Chowdhury e sono DGM (Export) della Shitalakshya Weaves & Fisheries Ltd., azienda del Bangladesh che lavora ed esporta pesce surgelato.

In Italia la comunità bengalese è molto numerosa, soprattutto a Roma, Milano e Venezia, e l'hilsa (ilish), il pesce nazionale del Bangladesh, è tra i prodotti più richiesti dai negozi etnici. Potremmo fornirVi:
– hilsa intero surgelato IQF, pezzature 700–1.000 g e 1.000–1.500 g
– cartoni da 10 kg, container reefer CFR Genova o Napoli
– certificato sanitario UE e stabilimento con numero di approvazione UE

Come responsabile acquisti, potrebbe essere interessato a un primo container di prova? Le invio volentieri la nostra offerta.

Distinti saluti,
Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Tel. +880 1713 462 190""",
         "first e-mail, cold; wholly in Italian; the buyer's title in lower case inside a sentence; "
         "the company without S.r.l.; the category as `hilsa intero surgelato`",
         Twin("artifact", "body", "pezzature 700–1.000 g e 1.000–1.500 g", "pezzature {size_range}",
              "pezzature 700–1.000 g e 1.000–1.500 g", "a template placeholder left in the text",
              found="{size_range}")),
    # N034
    Mail("P034", "s4", "Tannat de Salto com certificado de origem MERCOSUL",
         """Prezada Alexia,

Foi um prazer conhecê-la na ProWine São Paulo e apresentar nossos Tannat. Como conversamos, todos os nossos vinhos seguem para o Brasil com o certificado de origem MERCOSUL, o que isenta a Gomes Importadora do imposto de importação.

Resumo da proposta:
• Tannat Clásico 2023 e Tannat Reserva 2022, de vinhedos próprios em Salto
• caixas de 6 garrafas, palete mista a partir de 600 garrafas
• entrega FCA Salto ou CIF Rio Grande / Itajaí

Anexo as fichas técnicas e a tabela de preços em dólares. Se quiser, posso enviar amostras dos dois vinhos para a sua equipe.

Um abraço,
Victoria Olivera
Jefa de Exportaciones
Daymán Vinos y Piedras S.A.S.
Salto, Uruguai
+598 4733 2917""",
         "follow-up after the fair the note records, with the MERCOSUR certificate it asks for; "
         "wholly in Portuguese from a Spanish-speaking writer (title left in Spanish); the company "
         "as `Gomes Importadora`; the sender signs as `Victoria Olivera`",
         Twin("company_foreign", "body", "isenta a Gomes Importadora do imposto", "isenta a Martinez Fine Wines do imposto",
              "Gomes Importadora de Vinhos Ltda.", "the US Tannat buyer of this set (P035) in the Brazilian buyer's place",
              found="Martinez Fine Wines")),
    # N035
    Mail("P035", "s4", "Uruguayan Tannat from Salto – samples for Martinez Fine Wines?",
         """Dear James,

Uruguay's signature grape is Tannat, and Salto, in the north-west of the country, is where it was first planted in Uruguay, in the 1870s. At Daymán Vinos y Piedras we make two Tannats from our own vineyards there: a fruit-driven Clásico and a Reserva aged 12 months in French oak.

I'm reaching out because I think a Tannat from Salto would give your customers something new next to their Malbec and Carménère.

We can quote FOB Montevideo or, through our importer of record, landed prices in the US. May I send you two sample bottles?

Best regards,
Victoria Olivera
Export Manager (Jefa de Exportaciones)
Daymán Vinos y Piedras S.A.S.
Salto, Uruguay | +598 4733 2917""",
         "first e-mail, cold; English; first-name greeting; the company only in the subject, "
         "without LLC; the sender's company once without S.A.S.; her title glossed",
         Twin("sender_wrong", "body", "Daymán Vinos y Piedras S.A.S.\nSalto", "Daymán Vinos y Piedras S.A.\nSalto",
              "Daymán Vinos y Piedras S.A.S.", "the sender's own legal form S.A.S. written as S.A.",
              found="Daymán Vinos y Piedras S.A.\n")),
    # N036
    Mail("P036", "s4", "タナ（Tannat）ワインのテクニカルシートご送付の件",
         """山口ワイン貿易株式会社
輸入担当 山口様

いつもお世話になっております。ウルグアイ・サルトのDaymán Vinos y Piedras S.A.S.、輸出部長のビクトリア・オリベラでございます。

先日ご依頼いただきました、弊社タナワイン各銘柄のテクニカルシートを添付にてお送りいたします。

・Tannat Clásico 2023（ステンレスタンク熟成）
・Tannat Reserva 2022（フレンチオーク樽12か月熟成）
・Tannat Rosé 2025

各シートには品種構成、アルコール度数、残糖、酸度、熟成方法および推奨温度を記載しております。日本向けの裏ラベル案も作成可能ですので、ご入用の際はお知らせください。

今後ともどうぞよろしくお願い申し上げます。

María Victoria Olivera Techera（ビクトリア・オリベラ）
Jefa de Exportaciones（輸出部長）
Daymán Vinos y Piedras S.A.S.
Salto, Uruguay
Tel: +598 4733 2917""",
         "first e-mail, reply to the note's request (technical sheets), in Japanese as the note "
         "asks; the address block with company, title and `山口様`; Tannat as タナ; the sender's "
         "name in katakana and her title translated",
         Twin("title_wrong", "body", "輸入担当 山口様", "営業部長 山口様", "輸入担当",
              "a sales manager's title for the import officer", found="営業部長")),
    # N037
    Mail("P037", "s4", "Amethyst-Geoden aus Uruguay – A-Qualität, 20–40 cm",
         """Sehr geehrter Herr Stoll,

es hat mich sehr gefreut, Sie auf den Mineralientagen München kennenzulernen. Wie besprochen sende ich Ihnen unser aktuelles Angebot an Amethyst-Geoden in A-Qualität mit tiefvioletter Farbe in den Größen 20 bis 40 cm.

Die Geoden stammen aus den Minen im Norden Uruguays, werden von Hand geöffnet, gereinigt und einzeln fotografiert. Zu jedem Stück erhalten Sie ein Foto mit Maßen und Gewicht, sodass Stoll Edelsteine genau auswählen kann, was zu Ihren Kunden passt.

Lieferung per Seefracht bis Hamburg oder per Luftfracht nach Frankfurt; die Preise verstehen sich in Euro pro Kilogramm, gestaffelt nach Größe und Farbe.

Mit freundlichen Grüßen aus Salto

María Victoria Olivera
Jefa de Exportaciones (Exportleiterin)
Daymán Vinos y Piedras S.A.S.
Tel. +598 4733 2917""",
         "follow-up after the fair the note records, with the grade, colour and sizes it asks "
         "for; wholly in German; the fair in the dative plural (`auf den Mineralientagen "
         "München`); the company without e.K.; the sender's title glossed in German",
         Twin("company_missing", "body", "sodass Stoll Edelsteine genau auswählen kann",
              "sodass Ihr Unternehmen genau auswählen kann", "Stoll Edelsteine e.K.",
              "the only mention of the company replaced by `Ihr Unternehmen`", found="Ihr Unternehmen")),
    # N038
    Mail("P038", "s4", "Uruguayan amethyst geodes for 东海易氏水晶",
         """易主管您好,

My name is Victoria Olivera, and I manage exports at Daymán Vinos y Piedras S.A.S. in Salto, Uruguay. Donghai is known as China's crystal capital, so I wanted to introduce our amethyst geodes to 东海易氏水晶.

Uruguayan amethyst is known for its deep violet colour and small, dense crystals. We offer:
- geodes from 10 cm to over 1 m, grades A to AAA
- whole geodes or cut pairs, polished rims on request
- sea freight CIF Lianyungang in wooden crates, 20 ft containers

We can send photos and videos of each lot before shipment. Would you be interested in our current price list?

Best regards,
Victoria Olivera
Jefa de Exportaciones
Daymán Vinos y Piedras S.A.S.
Salto, Uruguay
+598 4733 2917""",
         "first e-mail, cold; English with a Chinese greeting (`易主管`: family name + title); the "
         "company in Chinese without 有限公司 inside English; Donghai and Lianyungang named",
         Twin("company_misspelled", "body", "geodes to 东海易氏水晶.", "geodes to 东海易氏水精.",
              "东海易氏水晶有限公司", "晶 (crystal) written as the homophone 精", found="东海易氏水精")),
    # N039
    Mail("P039", "s4", "Counter-season in-shell pecans from Uruguay",
         """Dear Ms Krabbe,

While the northern hemisphere waits for the autumn harvest, our pecans in Uruguay are picked from May to July. That is why I am writing to Krabbe Noten: our in-shell pecans could fill the gap in your spring and summer programme.

Key facts:
- Varieties: Stuart, Desirable and Mahan
- Size: 50–60 nuts per pound, moisture below 4.5%
- Packing: 25 kg polypropylene bags, about 17 t in a 20 ft container
- Delivery: CIF Rotterdam, about four weeks from Montevideo

As inkoper noten en zuidvruchten you probably also work with US and Mexican suppliers; we would be glad to be compared with them. Shall I send a 5 kg sample?

Kind regards,
María Victoria Olivera Techera
Jefa de Exportaciones
Daymán Vinos y Piedras S.A.S.
Salto, Uruguay – +598 4733 2917""",
         "first e-mail, cold; English; the buyer's Dutch title in lower case inside an English "
         "sentence; the company without B.V.; the sender's full name",
         Twin("note_wrong", "body", "Dear Ms Krabbe,\n\nWhile",
              "Dear Ms Krabbe,\n\nIt was good to meet you at the INC Congress in Valencia. While",
              "(no note: the buyer's record holds no meeting)",
              "a meeting at a nut-trade congress claimed for a buyer whose record has no note",
              found="It was good to meet you at the INC Congress in Valencia.")),
    # N040
    Mail("P040", "s4", "In-shell pecans from Uruguay – new crop in June",
         """김은지 대리님께,

My name is María Victoria Olivera, export manager of Daymán Vinos y Piedras S.A.S. in Salto, Uruguay. Besides wine, our farms grow pecans, and this year we are looking for a partner in South Korea for our in-shell pecans.

Pecans are becoming popular in Korea as a healthy snack, and in-shell pecans sell well in gift sets before Chuseok. Our new crop is harvested in May and June and can reach Busan by August, in time for the autumn season.

We offer Stuart and Desirable pecans in 25 kg bags or 10 kg cartons, CFR Busan. If 김씨네견과 is interested, I will send samples and a copy of our phytosanitary certificate so you can check the import requirements.

감사합니다.
María Victoria Olivera
Daymán Vinos y Piedras S.A.S.
+598 4733 2917""",
         "first e-mail, cold; English with a Korean greeting (full name + title + 님께) and closing; "
         "the company in Hangul without 주식회사 inside English; the sender's title in English "
         "lower case; the sender's other line of business (wine) named",
         Twin("artifact", "body", "in time for the autumn season.",
              "in time for the autumn season. Our new crop is harvested in May and June.",
              "in time for the autumn season.", "a sentence of the paragraph repeated at its end",
              found="Our new crop is harvested in May and June and can reach Busan by August, in time for the autumn season. Our new crop is harvested in May and June.")),
]
