"""Natural e-mails N041-N060: a second e-mail to 20 buyers (the 18 with a note, and P006 and
P021), with their twins' edits."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail("P001", "s1", "ザーツホップ 2025年産 アルファ酸分析値のご送付",
         """加藤酒造株式会社
醸造責任者 加藤和也様

お問い合わせいただき、誠にありがとうございます。チェコ・ジャテツのPoohří Chmel a Bižuterie s.r.o.でホップの輸出を担当しておりますズデンカ・プロハースコヴァーと申します。

加藤ビールのピルスナー用にザーツホップをご検討いただいているとのこと、大変光栄です。ご依頼のあった2025年産ザーツのアルファ酸分析結果を添付いたします（アルファ酸3.4～3.9%）。

T90ペレットは5 kgの窒素充填アルミ袋でお届けし、ハンブルク経由で横浜港まで約7週間です。加藤酒造様での試験醸造用に、1 kgのサンプルを無償でお送りすることも可能です。

何卒よろしくお願い申し上げます。

ズデンカ・プロハースコヴァー（Zdeňka Procházková）
輸出部長
Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic
Tel: +420 415 710 238""",
         "first e-mail (another writer's version of N001), reply to the note's request; wholly in "
         "Japanese; the address block with the title and the name without the space (`加藤和也様`); "
         "`加藤酒造様` without 株式会社; the category as ザーツホップ; the sender's name, town and "
         "title in Japanese",
         Twin("company_foreign", "body", "加藤酒造様での試験醸造用に", "山口ワイン貿易様での試験醸造用に",
              "加藤酒造株式会社", "the other Japanese buyer of this set (P036, a wine importer) in the brewery's place",
              found="山口ワイン貿易")),
    # N042
    Mail("P002", "s1", "Re: Saaz T90 pellets – did the sample arrive?",
         """Hi Paige,

Just checking in on the 1 kg sample of Saaz T90 pellets I sent to Johns Creek Brewing Company two weeks ago – the tracking shows it was delivered on Tuesday. I hope it made it into the cold room quickly!

If you get the chance to brew a pilot batch with it, I'd love to hear how the aroma comes through. The 5 kg vacuum packs you asked about at the Craft Brewers Conference hold the same material, just more of it.

Our 2025 crop is filling up fast, so if you'd like to reserve a lot, let me know by the end of the month and I'll hold it for you.

Cheers,
Zdeňka
Head of Export | Poohří Chmel a Bižuterie s.r.o. | +420 415 710 238""",
         "follow-up on the writer's own sample; English, informal; the company in full without "
         "`, LLC`; the note's fair and packing",
         Twin("contact_wrong", "body", "Hi Paige,", "Hi Paula,", "Paige Johns",
              "another given name in the greeting", found="Paula")),
    # N043
    Mail("P006", "s1", "Κοσμήματα με βοημικό γρανάτη για το κατάστημά σας",
         """Αγαπητέ κύριε Δεσύλλα,

Ονομάζομαι Zdeňka Procházková και είμαι υπεύθυνη εξαγωγών της εταιρείας Poohří Chmel a Bižuterie s.r.o. από το Žatec της Τσεχίας. Κατασκευάζουμε κοσμήματα με βοημικό γρανάτη (πυρωπό): δαχτυλίδια, σκουλαρίκια, μενταγιόν και καρφίτσες σε ασήμι 925, επιχρυσωμένο ασήμι και χρυσό 14 καρατίων.

Ως ιδιοκτήτης της εταιρείας Δεσύλλας Κοσμήματα, γνωρίζετε καλύτερα από τον καθένα τι ζητούν οι πελάτες σας. Πιστεύουμε ότι τα παραδοσιακά μας σχέδια με τις μικρές, βαθυκόκκινες πέτρες θα ξεχωρίσουν στη βιτρίνα σας.

Κάθε κόσμημα συνοδεύεται από πιστοποιητικό γνησιότητας. Θα χαρούμε να σας στείλουμε τον κατάλογο και τον τιμοκατάλογο χονδρικής.

Με εκτίμηση,
Zdeňka Procházková
Υπεύθυνη εξαγωγών
Poohří Chmel a Bižuterie s.r.o.
Τηλ.: +420 415 710 238""",
         "first e-mail, cold (another version for P006); wholly in Greek; the vocative greeting; "
         "the buyer's title in lower case inside a sentence (`Ως ιδιοκτήτης`); the company without "
         "Ι.Κ.Ε.; the category in Greek; the sender's title translated",
         Twin("title_wrong", "body", "Ως ιδιοκτήτης της εταιρείας", "Ως υπεύθυνος αγορών της εταιρείας",
              "Ιδιοκτήτης", "a purchasing manager's title for the owner", found="υπεύθυνος αγορών")),
    # N044
    Mail("P007", "s1", "תכשיטי נופך בוהמי בכסף מצופה זהב",
         """שלום רות,

תודה על פנייתך. הבנתי שעבור שתי החנויות של לוי תכשיטים, בתל אביב ובאילת, את מחפשת תכשיטים עם נופך בוהמי משובץ בכסף מצופה זהב ולא בזהב. רוב הקולקציה שלנו עשויה בדיוק כך.

אנחנו מייצרים בצ'כיה טבעות, עגילים, תליונים וסיכות עם אבני פירופ אמיתיות מצפון בוהמיה, וכל תכשיט מגיע עם תעודת מקור.

אשמח לשלוח לך קטלוג ומחירון סיטונאי, או ערכת דוגמאות של 12 פריטים.

בברכה,
Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238""",
         "first e-mail, reply to the note (two shops, gold-plated silver); wholly in Hebrew but "
         "the signature; the company without בע\"מ; the category in Hebrew (נופך = garnet)",
         Twin("company_missing", "body", "שתי החנויות של לוי תכשיטים", "שתי החנויות של החברה שלכם",
              "לוי תכשיטים בע\"מ", "the only mention of the company replaced by `החברה שלכם` (your company)",
              found="החברה שלכם")),
    # N045
    Mail("P008", "s1", "Certificate of origin for our garnet jewellery",
         """Dear Ms Montalcini,

You mentioned that every piece sold at Gioielleria Montalcini must come with a certificate of origin. I am happy to confirm that this is standard with us: each piece of our Bohemian garnet jewellery is delivered with a numbered certificate stating that the stones are genuine Bohemian pyropes, mined in the Czech Republic, together with the silver or gold hallmark.

I attach a sample certificate and our trade catalogue for 2026. The minimum order is 30 pieces, which can be mixed across models.

With kind regards,
Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o., Žatec
+420 415 710 238""",
         "first e-mail, a short reply to the note's requirement (certificate of origin); English; "
         "the company without S.n.c.",
         Twin("category_wrong", "body", "each piece of our Bohemian garnet jewellery", "each piece of our Bohemian glass jewellery",
              "Bohemian garnet jewellery", "glass jewellery, the neighbouring Czech product, for garnet jewellery",
              found="Bohemian glass jewellery")),
    # N046
    Mail("P011", "s1", "Did the seed bead colour card reach Jaipur?",
         """Dear Vipin ji,

I hope you are well. Two weeks ago I posted our colour card of 11/0 and 8/0 glass seed beads to your office in Jaipur, and I wanted to check that it has arrived safely.

Once you have had a look, could you mark the colours you would like to order? I can then send a proforma invoice for झा बीड्स एंड क्राफ्ट्स with prices per kilo, and we can reserve stock for you.

If the card has not arrived, please write to me at zdenka.prochazkova@poohri-chmel.example and I will send another by courier.

Best regards,
Zdeňka Procházková
Head of Export, Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238""",
         "follow-up on the writer's own colour card (the note's request); English; `Dear Vipin ji` "
         "(given name in Latin with the Hindi honorific); the company in Devanagari inside English",
         Twin("sender_wrong", "body", "zdenka.prochazkova@poohri-chmel.example", "zdenka.prochazkova@pohori-chmel.example",
              "zdenka.prochazkova@poohri-chmel.example", "the sender's own e-mail domain misspelt",
              found="zdenka.prochazkova@pohori-chmel.example")),
    # N047
    Mail("P012", "s1", "Letter of credit terms for Czech seed beads",
         """Dear Fahari,

Thank you for telling us about the beadwork groups you supply around Narok. Czech glass seed beads are what many Maasai artisans prefer, for their even size and bright colours, and we would be pleased to become Kipsang Beadwork Supplies' direct source.

I understand you pay by letter of credit only. That suits us well: please have your bank open an irrevocable documentary credit at sight in our favour, and we will ship within 14 days of receiving it.

Shall I prepare a proforma invoice for a first order? If you let me know the sizes and colours, I will include them.

Kind regards,
Zdeňka Procházková
Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic""",
         "first e-mail (another version of N012), reply to the note; English; given-name greeting; "
         "the company as a possessive without Ltd; the sender signs without a title",
         Twin("company_foreign", "body", "become Kipsang Beadwork Supplies' direct source",
              "become Siyaya Beads & Crafts' direct source", "Kipsang Beadwork Supplies Ltd",
              "the South African bead buyer of this set (P013) in the Kenyan buyer's place",
              found="Siyaya Beads & Crafts")),
    # N048
    Mail("P015", "s1", "Chaquira checa para sus artesanos de Nayarit",
         """Buenos días, Sra. Fierro:

Le escribe Zdeňka Procházková, de Poohří Chmel a Bižuterie s.r.o. (República Checa). Recibimos su solicitud de carta de colores y precios por kilo para los artesanos wixárikas de Nayarit a los que surte Chaquiras Fierro.

Fabricamos chaquira de vidrio checa en tamaños del 15/0 al 6/0, con más de 300 colores. Con gusto le mando la carta de colores y la lista de precios por kilo esta misma semana.

Un saludo cordial,
Zdeňka Procházková
Jefa de Exportación
Poohří Chmel a Bižuterie s.r.o.""",
         "first e-mail, a short reply to the Spanish note's request; wholly in Spanish; the "
         "company without S.A. de C.V.",
         Twin("contact_wrong", "body", "Buenos días, Sra. Fierro:", "Buenos días, Sra. Herrera:",
              "María Elena Fierro", "another Spanish family name in the greeting", found="Sra. Herrera")),
    # N049
    Mail("P016", "s2", "Black and camel Hasawi bishts with gold zari – delivery before Ramadan",
         """Dear Mr Bader,

Thank you for your enquiry. We can make black and camel bishts with gold zari for شركة العجمي للأزياء الرجالية in time for Ramadan, provided we receive your order confirmation within two weeks.

Each bisht is hand-sewn by our craftsmen in Al-Ahsa. Production takes about six weeks, and the goods travel by road to Kuwait in about three days, so you will have them in your shops well before the first of Ramadan.

The price list and size chart (52 to 62) are attached. Please let me know the quantities per colour and size.

Best regards,
Faisal Al-Mulhim
Export Department Director
Jabal Al-Qarah Trading Co. Ltd.
Tel: +966 13 582 4410""",
         "first e-mail (an English version of N016), reply to the note's request; `Dear Mr Bader` "
         "(given name); the company in Arabic script without ذ.م.م inside English",
         Twin("country_wrong", "body", "travel by road to Kuwait", "travel by road to Iraq", "Kuwait",
              "the neighbouring country named as the destination", found="Iraq")),
    # N050
    Mail("P019", "s2", "回复：颗粒硫磺CFR南通报价——跟进",
         """吴经理您好：

上周我们就5,000吨颗粒硫磺（纯度99.5%以上）向贵司发送了CFR南通报价，不知您是否已经收到？

由于近期中东硫磺价格有所上涨，我们的报价有效期将于本周五到期。如南通吴氏化工有意下单，请尽早告知，我们可以为贵司保留下月初朱拜勒港的船期。

如对价格或付款方式有任何疑问，欢迎随时与我联系。

顺祝商祺！

Faisal Al-Mulhim（费萨尔）
出口部总监
Jabal Al-Qarah Trading Co. Ltd.
电话：+966 13 582 4410""",
         "follow-up on the writer's own quotation (the note's request); wholly in simplified "
         "Chinese; the company without 有限公司; the sender's given name in Chinese",
         Twin("artifact", "subject", "CFR南通报价——跟进", "CFR南通报价报价——跟进",
              "CFR南通报价——跟进", "a doubled word in the subject", found="报价报价")),
    # N051
    Mail("P021", "s2", "Suudi Arabistan'dan granül kükürt teklifi",
         """Sayın Büreyre Çetin,

Suudi Arabistan'ın Al-Hofuf kentinde faaliyet gösteren Jabal Al-Qarah Trading Co. Ltd. adına size yazıyorum. Şirketimiz, Cubeyl (Jubail) limanından yüklenen, en az %99,5 saflıkta granül kükürt tedarik etmektedir.

Çetin Kimya'nın gübre ve kimya üretimi için düzenli ve güvenilir bir hammadde kaynağına ihtiyaç duyabileceğini düşünüyoruz. Mersin, İskenderun veya Gemlik limanlarına CFR teslim, aylık ya da üç aylık sevkiyatlar sunabiliriz.

Yıllık tüketiminizi öğrenebilirsek size özel bir fiyat teklifi hazırlamaktan memnuniyet duyarız.

Saygılarımla,
Faisal Al-Mulhim
İhracat Departmanı Direktörü
Jabal Al-Qarah Trading Co. Ltd.
Tel: +966 13 582 4410""",
         "first e-mail, cold (another version for P021); wholly in Turkish; the company with the "
         "Turkish genitive suffix after an apostrophe (`Çetin Kimya'nın`); the category as "
         "`granül kükürt`; the sender's title translated; Jubail in Turkish",
         Twin("company_missing", "body", "Çetin Kimya'nın gübre", "Firmanızın gübre",
              "Çetin Kimya Sanayi ve Ticaret A.Ş.", "the only mention of the company replaced by `Firmanızın` (your firm's)",
              found="Firmanızın")),
    # N052
    Mail("P022", "s2", "纖維級MEG每月2,000噸供貨方案",
         """何氏紡織股份有限公司
採購課長 何冠廷先生 鈞鑒：

您好！感謝貴公司對纖維級單乙二醇（MEG）的詢價。

根據您的需求，本公司可提供純度99.9%以上的纖維級MEG，每月約2,000噸，以化學品船自沙烏地阿拉伯朱拜勒港運至高雄港（CFR高雄）。價格可按月與亞洲MEG合約價連動，付款方式為60天信用狀。

如需樣品或分析證明書，請隨時告知。

敬祝 商祺

Faisal Al-Mulhim
出口部總監
Jabal Al-Qarah Trading Co. Ltd.
電話：+966 13 582 4410""",
         "first e-mail (a traditional-Chinese version of N022), reply to the note's request; the "
         "company in full with the title and name in a formal address block; the category as "
         "單乙二醇 and MEG",
         Twin("title_wrong", "body", "採購課長 何冠廷先生", "業務課長 何冠廷先生", "採購課長",
              "a sales section chief's title for the purchasing section chief", found="業務課長")),
    # N053
    Mail("P025", "s3", "Jamdani sarees for Prabhu Handloom House – GI certificate attached",
         """Dear Lakshmi,

My colleague passed on your request. Attached is the GI certificate for Bangladesh's jamdani, which we are authorised to use, and a short catalogue of our 84-count cotton jamdani sarees, the only count you want for your Mumbai boutiques.

Prices start at INR 14,500 per saree, delivered to Mumbai with duties paid. For a first order we suggest 40 pieces across 10 designs.

Shall I send you swatches? Our weavers can also make pieces exclusive to Prabhu Handloom House.

Regards,
Md. Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd., Narayanganj""",
         "first e-mail (another writer's version of N025), reply to the note; English; "
         "given-name greeting; the company without Pvt. Ltd. in subject and body; prices in INR",
         Twin("company_foreign", "body", "exclusive to Prabhu Handloom House.", "exclusive to Davies & Rahman Sari House.",
              "Prabhu Handloom House Pvt. Ltd.", "the UK jamdani buyer of this set (P026) in the Indian buyer's place",
              found="Davies & Rahman Sari House")),
    # N054
    Mail("P027", "s3", "Re: jamdani wholesale price list – any questions?",
         """Hi Matthew,

I hope the trip back from NY NOW was smooth. I sent our USD wholesale price list for jamdani sarees about ten days ago and wanted to make sure it reached you.

If it would help, I can put together a starter assortment for Rivera Loom Imports: 30 pieces, mostly cotton jamdani in lighter colours for spring and summer, with a few half-silk pieces for weddings.

Happy to jump on a call whenever suits you.

Best,
Shahriar
DGM (Export), Shitalakshya Weaves & Fisheries Ltd.""",
         "follow-up on the writer's own price list (the note's request); English, short and "
         "informal; the company without `, Inc.`; the sender signs with his given name",
         Twin("category_wrong", "body", "price list for jamdani sarees", "price list for Tangail sarees",
              "jamdani sarees", "Tangail sarees, the neighbouring Bangladeshi handloom saree, for jamdani",
              found="Tangail sarees")),
    # N055
    Mail("P028", "s3", "Nachfrage: Muster Nakshi Kantha in Indigo und Rot",
         """Sehr geehrte Frau Holt,

vor zwei Wochen haben wir Ihnen die Muster unserer Nakshi-Kantha-Quilts in Indigo und Rot geschickt. Laut DHL wurden sie am Donnerstag zugestellt.

Hatten Sie schon Gelegenheit, die Quilts anzusehen? Gerne würde ich erfahren, welche Farben und Größen für Holt Wohnkultur in Frage kommen, damit ich Ihnen ein Angebot für die Herbst-/Wintersaison machen kann.

Mit freundlichen Grüßen
Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Tel. +880 1713 462 190""",
         "follow-up on the writer's own samples (the German note's request); wholly in German; "
         "the company without GmbH",
         Twin("company_missing", "body", "für Holt Wohnkultur in Frage", "für Ihr Haus in Frage",
              "Holt Wohnkultur GmbH", "the only mention of the company replaced by `Ihr Haus`",
              found="Ihr Haus")),
    # N056
    Mail("P030", "s3", "Bewijs WFTO-lidmaatschap voor onze kantha-quilts",
         """Geachte heer Van Hagen,

Hartelijk dank voor uw vraag. Hierbij stuur ik u het bewijs dat Shitalakshya Weaves & Fisheries Ltd. lid is van de World Fair Trade Organization (WFTO): ons lidmaatschapscertificaat en het laatste monitoringrapport zitten in de bijlage.

Onze nakshi kantha-quilts worden met de hand geborduurd door vrouwengroepen in Jamalpur, die per stuk een eerlijke, jaarlijks afgesproken prijs ontvangen. Elke quilt draagt het WFTO-label.

Als Van Hagen Interieur nog andere documenten nodig heeft, hoor ik het graag.

Met vriendelijke groet,
Shahriar Kabir Chowdhury
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
Narayanganj, Bangladesh""",
         "first e-mail (a Dutch version of N030), reply to the note's request; `heer Van Hagen` "
         "with a capital `Van` (surname without given name, as Dutch writes it); the company "
         "without B.V.",
         Twin("sender_wrong", "body", "Shitalakshya Weaves & Fisheries Ltd.\nNarayanganj",
              "Shitalakshya Weaves & Fisheries Pvt. Ltd.\nNarayanganj", "Shitalakshya Weaves & Fisheries Ltd.",
              "the sender's own legal form written as Pvt. Ltd. in the signature",
              found="Shitalakshya Weaves & Fisheries Pvt. Ltd.")),
    # N057
    Mail("P031", "s3", "Hilsa prices – 20 ft container, 1–1.5 kg",
         """Dear Gavin,

Following my email last week, please find attached our prices for frozen hilsa as you specified: 1–1.5 kg fish, IQF, in the 10 kg cartons you asked for, CFR London Gateway. A 20 ft reefer holds about 1,200 cartons.

We have stock from this season's catch ready to ship within three weeks of your order. If your East London customers would like to try it first, we can also send 50 cartons by air to Heathrow.

Please let me know how you would like to proceed.

Regards,
Shahriar Kabir
DGM (Export)
Shitalakshya Weaves & Fisheries Ltd.
+880 1713 462 190""",
         "follow-up on the writer's own earlier e-mail (N031), with prices; English; the note's "
         "size, freezing, cartons and customers",
         Twin("note_wrong", "body", "in the 10 kg cartons you asked for", "in the 20 kg cartons you asked for",
              "10 kg cartons", "the note's 10 kg cartons misquoted as 20 kg", found="20 kg cartons you asked for")),
    # N058
    Mail("P034", "s4", "Tannat uruguaio para a Gomes Importadora",
         """Olá, Alexia, tudo bem?

Sou a Victoria Olivera, da Daymán Vinos y Piedras, vinícola de Salto, no norte do Uruguai. Soube que a Gomes Importadora procura Tannat com certificado de origem MERCOSUL — é exatamente o que fazemos: todos os nossos embarques para o Brasil seguem com esse certificado.

Produzimos dois Tannat de vinhedos próprios: um Clásico sem madeira e um Reserva com 12 meses em carvalho francês.

Posso mandar as fichas técnicas e uma proposta de preços?

Abraços,
Victoria Olivera
Jefa de Exportaciones
Daymán Vinos y Piedras S.A.S.""",
         "first e-mail (another version for P034), reply to the note's certificate; wholly in "
         "informal Brazilian Portuguese; the company as `Gomes Importadora` in subject and body",
         Twin("country_wrong", "body", "embarques para o Brasil", "embarques para a Argentina", "Brazil",
              "the neighbouring country named as the buyer's", found="Argentina")),
    # N059
    Mail("P036", "s4", "ウルグアイ産タナワインのテクニカルシート",
         """山口ワイン貿易株式会社
山口春香様

お問い合わせいただき、ありがとうございます。ウルグアイ・サルトのワイナリー、Daymán Vinos y Piedras S.A.S.のビクトリア・オリベラと申します。

弊社では自社畑のタナ種から、クラシコとレゼルバの2種類の赤ワインを造っております。ご要望のテクニカルシートは、各ワインの分析値と醸造方法をまとめて日本語でご用意いたしました。

ご確認のほど、よろしくお願いいたします。

ビクトリア・オリベラ
Daymán Vinos y Piedras S.A.S.
+598 4733 2917""",
         "first e-mail, a short reply in Japanese to the note's request (technical sheets); the "
         "company in full and the name without a space in the address block",
         Twin("artifact", "body", "ご確認のほど、よろしくお願いいたします。",
              "ご確認のほど、よろしくお願いいたします。よろしくお願いいたします。",
              "ご確認のほど、よろしくお願いいたします。", "the closing phrase repeated",
              found="よろしくお願いいたします。よろしくお願いいたします。")),
    # N060
    Mail("P037", "s4", "Tiefviolette Amethyst-Geoden aus Uruguay für Stoll Edelsteine",
         """Guten Tag Herr Stoll,

Sie suchen Amethyst-Geoden in A-Qualität, tiefviolett, in Größen von 20 bis 40 cm. Genau diese Ware haben wir derzeit aus den Minen im Norden Uruguays auf Lager: rund 80 Stück, jedes einzeln fotografiert und vermessen.

Die Fotos schicke ich Ihnen gern als PDF. Die Preise gelten ab Lager Salto oder CIF Hamburg, in Euro pro Kilogramm.

Freundliche Grüße
Victoria Olivera
Daymán Vinos y Piedras S.A.S.
Salto, Uruguay""",
         "first e-mail (another version for P037), reply to the note's request, without the fair; "
         "wholly in German; the company without e.K. in the subject",
         Twin("company_misspelled", "subject", "für Stoll Edelsteine", "für Stol Edelsteine",
              "Stoll Edelsteine e.K.", "a lost `l` in the family name of the company",
              found="Stol Edelsteine")),
]
