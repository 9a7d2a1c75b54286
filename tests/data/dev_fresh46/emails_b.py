"""Natural e-mails N021-N040 (one per buyer, P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin, text

S2_SIG = """Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Kingdom of Bahrain
+973 1773 5512"""

S4_SIG = """María Fernanda Quesada Brenes
Jefa de Exportaciones
Cerro Irazú Exportaciones S.R.L.
Cartago, Costa Rica
Tel. +506 2551 8042"""

MAILS = [
    # N021 P021 -------------------------------------------------------------------------------
    Mail(
        "P021", "s2", "first", "German",
        "Bio-Dattelpaste für Sölzer Backzutaten – Zertifikat anbei",
        text("""
Sehr geehrte Frau Sölzer,

es hat mich gefreut, Sie im Oktober auf der Südback in Stuttgart kennenzulernen. Sie hatten nach einem Bio-Zertifikat für unsere Dattelpaste gefragt: Unsere Bio-Linie ist nach der EU-Öko-Verordnung (EU) 2018/848 zertifiziert, das Zertifikat unserer Kontrollstelle finden Sie im Anhang.

Zur Ware: Bio-Dattelpaste aus 100 % Datteln, ohne Zusatzstoffe, in 10-kg-Kartons, Feuchte 18–20 %, backstabil und gut pumpfähig. Für die Sölzer Backzutaten GmbH & Co. KG liefern wir per Container ab Khalifa Bin Salman Port nach Hamburg; die Laufzeit beträgt rund vier Wochen.

Über eine Probebestellung würde ich mich sehr freuen.

Mit freundlichen Grüßen
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Königreich Bahrain
Tel. +973 1773 5512"""),
        "reply to the request the German note records, with the fair it names; the company with "
        "its full legal form GmbH & Co. KG inside a sentence; the category as Dattelpaste",
        Twin("company_missing", "body", "Für die Sölzer Backzutaten GmbH & Co. KG liefern wir",
             "Für Ihr Unternehmen liefern wir", "Sölzer Backzutaten GmbH & Co. KG",
             "every mention of the company replaced by 'Ihr Unternehmen'",
             found="Ihr Unternehmen",
             more=(("subject", "für Sölzer Backzutaten", "für Ihr Unternehmen"),)),
    ),
    # N022 P022 -------------------------------------------------------------------------------
    Mail(
        "P022", "s2", "first", "Turkish",
        "EC kalite alüminyum filmaşin, 9,5 mm – 2 tonluk kangallar",
        text("""
Sayın Erdemer Bey,

Nisan 2024'te wire Düsseldorf fuarında kısaca tanışmıştık. O zaman ilgilendiğiniz EC kalite alüminyum filmaşin için bu yıl kapasitemiz arttı ve Korutürk Kablo Sanayi A.Ş.'ye düzenli teklif verebilecek durumdayız.

- EC kalite alüminyum filmaşin (1350), çap 9,5 mm
- iletkenlik en az %61,5 IACS
- 2 tonluk kangallar, ahşap palet üzerinde
- CFR Mersin veya CFR Gemlik, yaklaşık 12 gün

Tubli Bay Industries W.L.L. olarak aylık 300 tona kadar sevkiyat yapabiliyoruz. Aylık ihtiyacınızı paylaşırsanız fiyat teklifimizi hemen gönderirim.

Saygılarımla,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Bahreyn
+973 1773 5512"""),
        "first e-mail after the fair the note records, with the note's spec (EC grade, 9.5 mm, "
        "2 t coils); Turkish given name + Bey; the company with the Turkish suffix 'ye; Mersin, "
        "Gemlik; the category as alüminyum filmaşin",
        Twin("note_wrong", "body", "wire Düsseldorf fuarında", "Aluminium Düsseldorf fuarında",
             "wire Düsseldorf", "a neighbouring fair the note does not name",
             found="Aluminium Düsseldorf"),
    ),
    # N023 P023 -------------------------------------------------------------------------------
    Mail(
        "P023", "s2", "first", "Vietnamese",
        "Chào hàng dây nhôm cán EC 9,5 mm từ Bahrain",
        text("""
Kính gửi chị Thảo,

Tôi là Hussain Al-Aradi, Giám đốc Kinh doanh Xuất khẩu (Export Sales Manager) của Tubli Bay Industries W.L.L. tại Sitra, Bahrain. Được biết Công ty TNHH Dây cáp điện Phạm Gia sản xuất dây và cáp điện, tôi xin giới thiệu sản phẩm dây nhôm cán (aluminium wire rod) của chúng tôi:

- Dây nhôm cán cấp EC, đường kính 9,5 mm, độ dẫn điện ≥ 61,5% IACS
- Hợp kim 6101 hoặc 8030 theo yêu cầu
- Cuộn khoảng 2 tấn
- Giao hàng CFR Hải Phòng hoặc Cát Lái, thời gian vận chuyển khoảng 3 tuần

Với vai trò Trưởng phòng Mua hàng, chị có thể cho tôi biết nhu cầu hằng tháng của công ty để chúng tôi gửi báo giá cụ thể không?

Trân trọng,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Bahrain
ĐT: +973 1773 5512"""),
        "cold introduction wholly in Vietnamese; greeting with chị and the given name (the last "
        "of the family-first name); the recorded title inside a sentence; Hải Phòng, Cát Lái",
        Twin("category_wrong", "body", "- Dây nhôm cán cấp EC", "- Dây đồng cán cấp EC",
             "aluminium wire rod", "copper wire rod for aluminium", found="Dây đồng cán"),
    ),
    # N024 P024 -------------------------------------------------------------------------------
    Mail(
        "P024", "s2", "first", "Arabic",
        "قضبان أسلاك الألمنيوم من البحرين – عرض لشركة الزعبي",
        text("""
السيد يزن الزعبي المحترم،
مدير المشتريات – شركة الزعبي لصناعة الكوابل ذ.م.م

تحية طيبة وبعد،

يسعدني التواصل معكم من شركة Tubli Bay Industries W.L.L. في سترة بمملكة البحرين. نورّد قضبان أسلاك الألمنيوم من الدرجة الكهربائية (EC) بقطر 9.5 ملم لمصانع الكوابل في المنطقة، ونودّ أن نقدّم لكم عرضاً.

- الموصلية: لا تقل عن 61.5% IACS
- لفائف بوزن 2 طن تقريباً
- الشحن إلى ميناء العقبة خلال نحو أسبوعين، أو براً عبر المملكة العربية السعودية

يسعدنا إرسال شهادات التحليل وعرض سعر بالدولار الأمريكي.

مع خالص التحية،
حسين عبدالله العرادي (Hussain Abdulla Al-Aradi)
مدير مبيعات التصدير (Export Sales Manager)
Tubli Bay Industries W.L.L.
سترة، مملكة البحرين
هاتف: +973 1773 5512"""),
        "cold introduction wholly in Arabic; formal address block with name, title and company "
        "as recorded; the sender's name and title in Arabic with the Latin forms; Aqaba",
        Twin("contact_wrong", "body", "السيد يزن الزعبي المحترم", "السيد يزيد الزعبي المحترم",
             "يزن الزعبي", "a near-miss given name (Yazid for Yazan)", found="يزيد الزعبي"),
    ),
    # N025 P025 -------------------------------------------------------------------------------
    Mail(
        "P025", "s3", "first", "Thai",
        "ทองคำเปลวตีมือจากมัณฑะเลย์ 24K ขนาด 4.3 x 4.3 ซม.",
        text("""
เรียน คุณมาสิตะ

ผม Nyein Chan Htun ผู้จัดการฝ่ายส่งออกของ Yadanabon Handicraft & Tea Company Limited เมืองมัณฑะเลย์ ประเทศเมียนมา ทราบมาว่าบริษัท จันทาทองคำเปลว จำกัด จัดส่งทองคำเปลวให้วัดต่าง ๆ ในเชียงใหม่ และต้องการทองคำเปลว 24K ขนาด 4.3 x 4.3 ซม. บรรจุเล่มละ 100 แผ่น

ทองคำเปลวของเราตีด้วยมือตามแบบดั้งเดิมของมัณฑะเลย์ ทองบริสุทธิ์ 24K คั่นด้วยกระดาษไผ่ทุกแผ่น และผลิตขนาด 4.3 x 4.3 ซม. เล่มละ 100 แผ่นได้ตามที่ต้องการ

เราส่งสินค้าไปประเทศไทยเป็นประจำ ทั้งทางอากาศและทางรถผ่านด่านแม่สอด ใช้เวลาประมาณ 7 วัน

ยินดีส่งตัวอย่าง 1 เล่มให้ทดลองใช้ครับ

ขอแสดงความนับถือ
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
โทร +95 2 4061 337"""),
        "reply to the note's request wholly in Thai (temples in Chiang Mai, 24k, 4.3 x 4.3 cm, "
        "booklets of 100); เรียน คุณ + given name; the company in full in Thai; Mae Sot",
        Twin("country_wrong", "body", "เราส่งสินค้าไปประเทศไทยเป็นประจำ",
             "เราส่งสินค้าไปประเทศลาวเป็นประจำ", "Thailand",
             "a neighbouring country as the buyer's (Laos)", found="ประเทศลาว"),
    ),
    # N026 P026 -------------------------------------------------------------------------------
    Mail(
        "P026", "s3", "first", "Italian",
        "Campioni di foglia d'oro battuta a 23,75 carati da Mandalay",
        text("""
Egregio Sig. Curiel,

è stato un piacere conoscerLa ad Artigiano in Fiera a Milano lo scorso dicembre. Come mi aveva chiesto, Le spedisco questa settimana i campioni di foglia d'oro a 23,75 carati: due libretti da 25 fogli, formato 8 x 8 cm, uno in versione libera e uno in versione decalco.

La nostra foglia d'oro è battuta a mano a Mandalay secondo una tradizione secolare ed è adatta sia alla doratura a guazzo sia a quella a missione. Per Curiel Forniture per Doratori S.r.l. possiamo garantire forniture regolari, con spedizione aerea in 5–7 giorni.

Resto a disposizione per inviarLe il listino prezzi.

Cordiali saluti,
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
Tel. +95 2 4061 337
nyeinchan@yadanabon-export.com.mm"""),
        "reply to the request the Italian note records, with its fair; formal Italian "
        "(Egregio Sig., capitalised La/Le); the category as foglia d'oro battuta; gilding terms",
        Twin("sender_wrong", "body", "Cordiali saluti,\nNyein Chan Htun",
             "Cordiali saluti,\nNyein Chan Hlaing", "Nyein Chan Htun",
             "the sender's own name changed in the signature", found="Nyein Chan Hlaing"),
    ),
    # N027 P027 -------------------------------------------------------------------------------
    Mail(
        "P027", "s3", "first", "Korean",
        "미얀마 만달레이 수공 금박 공급 제안",
        text("""
성서현 과장님께

안녕하십니까. 미얀마 만달레이의 Yadanabon Handicraft & Tea Company Limited에서 수출을 담당하고 있는 Nyein Chan Htun입니다.

주식회사 성보금박의 구매팀 과장님으로 계신 것을 알고 연락드립니다. 저희는 만달레이 전통 방식으로 손으로 두드려 만든 금박(24K)을 생산하고 있으며, 사찰 단청, 불상 개금, 공예품 장식용으로 널리 쓰이고 있습니다.

- 규격: 4.3 x 4.3 cm, 8 x 8 cm (주문 제작 가능)
- 포장: 100장 1권, 대나무 종이 간지
- 배송: 항공편으로 인천까지 약 7일

샘플과 가격표를 보내 드려도 될까요?

감사합니다.
Nyein Chan Htun 드림
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
Tel. +95 2 4061 337"""),
        "cold introduction wholly in Korean; the full name with 과장님 from the recorded title "
        "구매팀 과장, the title in a sentence; the category as 금박; Incheon",
        Twin("title_wrong", "body", "구매팀 과장님으로", "영업팀 과장님으로", "구매팀 과장",
             "a sales team's title for the purchasing team's", found="영업팀 과장"),
    ),
    # N028 P028 -------------------------------------------------------------------------------
    Mail(
        "P028", "s3", "first", "English (Thai greeting, Burmese hello)",
        "Laphet (pickled tea leaves) from Shan State – for นุชแนวนุ่ม เทรดดิ้ง",
        text("""
Dear คุณเจษฎากร,

Mingalaba from Mandalay. I am Nyein Chan Htun, export manager of Yadanabon Handicraft & Tea Company Limited. We pack laphet, Myanmar's pickled tea leaves, from tea gardens in Shan State, and I would like to offer them to บริษัท นุชแนวนุ่ม เทรดดิ้ง จำกัด.

Thailand has a large Myanmar community, and laphet thoke is on the menu of nearly every Myanmar restaurant from Bangkok to Mae Sot. Our range:
- plain pickled tea leaves, 250 g and 1 kg vacuum packs
- ready-to-mix laphet sets with fried beans, sesame and garlic
- shelf life nine months chilled

We send a truck through Myawaddy and Mae Sot every week, so small first orders are easy.

Best regards,
Nyein Chan Htun
Export Manager, Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar | +95 2 4061 337"""),
        "cold introduction; Thai greeting with คุณ + given name inside an English 'Dear'; the "
        "company in full in Thai inside an English sentence, short in the subject; laphet, "
        "Myawaddy, Mae Sot",
        Twin("company_foreign", "body", "offer them to บริษัท นุชแนวนุ่ม เทรดดิ้ง จำกัด.",
             "offer them to บริษัท จันทาทองคำเปลว จำกัด.", "บริษัท นุชแนวนุ่ม เทรดดิ้ง จำกัด",
             "another Thai buyer's company of this set (P025)",
             found="บริษัท จันทาทองคำเปลว จำกัด"),
    ),
    # N029 P029 -------------------------------------------------------------------------------
    Mail(
        "P029", "s3", "first", "traditional Chinese",
        "緬甸醃茶葉（Laphet）供貨：台北國際食品展之後",
        text("""
曾老闆您好：

我是緬甸曼德勒 Yadanabon Handicraft & Tea Company Limited 的出口經理 Nyein Chan Htun。去年六月在台北國際食品展與您見過面，謝謝您到我們的攤位試吃。

您在新北中和的店服務緬甸僑胞，我們的醃茶葉（lahpet，緬甸涼拌茶的主角）正是大家最熟悉的家鄉味：
・撣邦茶園嫩葉，自然發酵
・250 克及 1 公斤真空包裝
・另有搭配炸豆、芝麻、蒜片的涼拌茶組合包

我們可以空運到桃園，或併櫃海運到基隆，最小訂購量 200 公斤。

期待與曾記南洋食品有限公司合作。

敬祝 商祺
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
電話：+95 2 4061 337"""),
        "first e-mail wholly in traditional Chinese after the fair the note records, using the "
        "note's shop and customers; 曾老闆 for the recorded 負責人; Zhonghe as 中和, Taoyuan, "
        "Keelung",
        Twin("category_wrong", "body", "我們的醃茶葉（lahpet", "我們的乾茶葉（lahpet",
             "pickled tea leaves", "dried tea leaves for pickled ones", found="乾茶葉"),
    ),
    # N030 P030 -------------------------------------------------------------------------------
    Mail(
        "P030", "s3", "first", "Dutch",
        "Handgemaakte marionetten uit Mandalay voor Bastiaense Speelgoed",
        text("""
Beste Lindsey,

Mijn naam is Nyein Chan Htun, exportmanager bij Yadanabon Handicraft & Tea Company Limited in Mandalay, Myanmar. Onze werkplaats maakt traditionele Birmese marionetten (yoke thé): met de hand gesneden uit licht hout, beschilderd en aangekleed met zijde en pailletten, aan 11 tot 18 touwtjes.

Als inkoper van Bastiaense Speelgoed B.V. zoekt u misschien iets bijzonders naast het gewone speelgoed. Wij leveren de poppen in 30, 45 en 60 cm, met een eenvoudig houten kruis voor kinderen of een volledig speelkruis voor verzamelaars. Voor de Europese markt laten we de modellen van 30 cm keuren volgens EN 71-1, -2 en -3.

Zal ik u onze catalogus en prijzen FOB Yangon sturen?

Met vriendelijke groet,
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
+95 2 4061 337"""),
        "cold introduction wholly in Dutch; 'Beste' + given name with formal u; the recorded "
        "title in lower case inside a sentence (Als inkoper van); the category as marionetten",
        Twin("contact_wrong", "body", "Beste Lindsey,", "Beste Linda,", "Lindsey Bastiaense",
             "a near-miss given name in the greeting", found="Linda"),
    ),
    # N031 P031 -------------------------------------------------------------------------------
    Mail(
        "P031", "s3", "first", "Czech",
        "Tradiční barmské loutky z Mandalaje",
        text("""
Vážený pane Čechu,

jmenuji se Nyein Chan Htun a vedu export ve společnosti Yadanabon Handicraft & Tea Company Limited v Mandalaji v Myanmaru. Vyrábíme tradiční barmské marionety (yoke thé), ručně vyřezávané a malované, oblečené do hedvábí s flitry.

Česká loutkářská tradice je známá po celém světě, a proto si myslím, že naše loutky by mohly zaujmout zákazníky firmy Čech Loutky s.r.o. Nabízíme velikosti 30, 45 a 60 cm a postavy prince, princezny, poustevníka, alchymisty (zawgyi), koně a slona. Minimální odběr je 20 kusů.

Rád Vám pošlu katalog a ceník.

S pozdravem
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
+95 2 4061 337"""),
        "cold introduction wholly in Czech; the vocative Čechu (the family name is also the word "
        "for a Czech); Mandalaj inflected; the category as loutky/marionety",
        Twin("company_missing", "body", "zákazníky firmy Čech Loutky s.r.o.",
             "zákazníky vaší firmy", "Čech Loutky s.r.o.",
             "the one mention of the company replaced by 'vaší firmy'", found="vaší firmy"),
    ),
    # N032 P032 -------------------------------------------------------------------------------
    Mail(
        "P032", "s3", "follow-up", "English",
        "Ten Mandalay marionette characters for Christmas 2026",
        text("""
Dear Louis,

It was a pleasure to meet you at Spielwarenmesse in Nuremberg in January. You mentioned that Davies & Daughter Toys would like ten puppet characters for Christmas 2026, so here is a first proposal:

king, queen, prince, princess, hermit, alchemist (zawgyi), ogre, horse, elephant and a dancing nat spirit, each 30 cm, on a simple wooden control with nine strings.

To have them in your shop by November, we would need the order by the end of June: carving, painting and sewing take about ten weeks, and sea freight from Yangon to Felixstowe another six. All 30 cm models are tested to EN 71-1, -2 and -3 and will carry the UKCA mark.

I can send photographs of each character next week.

Kind regards,
Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar | +95 2 4061 337"""),
        "follow-up after the fair the note records, answering its request (ten characters for "
        "Christmas 2026); the company without Ltd; Nuremberg, Yangon, Felixstowe",
        Twin("company_foreign", "body", "You mentioned that Davies & Daughter Toys would like",
             "You mentioned that Smith & Vine Spirits would like", "Davies & Daughter Toys Ltd",
             "another UK buyer's company of this set (P013)", found="Smith & Vine Spirits"),
    ),
    # N033 P033 -------------------------------------------------------------------------------
    Mail(
        "P033", "s4", "first", "English (Spanish closing)",
        "Dracaena cuttings from Cartago, Costa Rica – weekly air freight to Amsterdam",
        text("""
Dear Mr Winters,

My name is María Fernanda Quesada Brenes, head of exports at Cerro Irazú Exportaciones S.R.L. in Cartago, Costa Rica. We grow and ship dracaena cuttings from farms in the Turrialba valley: Dracaena fragrans 'Massangeana', 'Compacta' and 'Janet Craig', and Dracaena marginata.

For Kwekerij Winters B.V. we could supply:
- unrooted cane cuttings of 30, 60, 90, 120 and 150 cm, waxed at the top
- tip cuttings of 20–25 cm
- a phytosanitary certificate with every shipment, as required for entry into the EU

Our cuttings fly weekly from San José to Amsterdam. Would you like our availability list for the coming quarter?

Saludos cordiales / Kind regards,
María Fernanda Quesada
Jefa de Exportaciones
Cerro Irazú Exportaciones S.R.L.
Cartago, Costa Rica
+506 2551 8042 | mfquesada@irazu-export.cr"""),
        "cold introduction; the sender's name with one family name in the signature; varieties "
        "and sizes; San José, Amsterdam, Turrialba",
        Twin("company_misspelled", "body", "For Kwekerij Winters B.V. we could supply",
             "For Kwekerij Winter B.V. we could supply", "Kwekerij Winters B.V.",
             "the final s of the family name lost", found="Kwekerij Winter B.V."),
    ),
    # N034 P034 -------------------------------------------------------------------------------
    Mail(
        "P034", "s4", "first", "English",
        "Dracaena cuttings for Szymała Ogrody",
        text("""
Dear Mr Szymała,

I understand you are Specjalista ds. zakupów at Szymała Ogrody sp.j., so I hope you are the right person for this. I'm María Fernanda Quesada Brenes, head of exports at Cerro Irazú Exportaciones S.R.L. in Cartago, Costa Rica, and we supply dracaena cuttings to pot-plant growers in Europe.

We ship unrooted canes (30–150 cm) and tip cuttings of Dracaena fragrans and Dracaena marginata every week by air to Amsterdam or Frankfurt, from where they reach Poland by truck in a day. Every shipment comes with a phytosanitary certificate.

Shall I send you our price list and the planting schedule for spring?

Kind regards,
""" + S4_SIG),
        "cold introduction; the Polish title as recorded inside an English sentence; the company "
        "with sp.j. in the body and without it in the subject",
        Twin("title_wrong", "body", "you are Specjalista ds. zakupów at",
             "you are Specjalista ds. sprzedaży at", "Specjalista ds. zakupów",
             "a sales specialist's title for a purchasing one", found="Specjalista ds. sprzedaży"),
    ),
    # N035 P035 -------------------------------------------------------------------------------
    Mail(
        "P035", "s4", "follow-up", "Dutch (Flemish)",
        "Dracaena-stekken uit Costa Rica – na IPM Essen",
        text("""
Beste Sara,

Bedankt voor het fijne gesprek op IPM Essen in januari. Zoals beloofd stuur ik u hierbij onze beschikbaarheidslijst van dracaena-stekken voor het tweede kwartaal: Dracaena fragrans 'Massangeana' en 'Lemon Lime' en Dracaena marginata, als ongewortelde stamstekken van 30 tot 150 cm en als kopstekken.

Voor Dockx Plantenkwekerij kunnen we wekelijks leveren via luchtvracht naar Brussel of Amsterdam, telkens met fytosanitair certificaat.

Laat u mij weten welke maten u voor uw teelt nodig heeft?

Met vriendelijke groeten,
""" + S4_SIG),
        "follow-up after the fair the note records, in Flemish Dutch ('Beste' + given name with "
        "u); the company without BV; the category as dracaena-stekken",
        Twin("category_wrong", "body", "beschikbaarheidslijst van dracaena-stekken",
             "beschikbaarheidslijst van cordyline-stekken", "dracaena cuttings",
             "cordyline, a neighbouring foliage plant", found="cordyline-stekken"),
    ),
    # N036 P036 -------------------------------------------------------------------------------
    Mail(
        "P036", "s4", "first", "French",
        "Cathéters guides – documentation MDR et Swissmedic en français",
        text("""
Madame,

Je me permets de vous contacter en tant que responsable des exportations de Cerro Irazú Exportaciones S.R.L., à Cartago (Costa Rica). Nous distribuons des cathéters guides fabriqués dans la zone franche de Cartago : 5F à 8F, courbes Judkins (JL/JR), Amplatz et EBU, longueur 100 cm.

J'ai noté que Chenaux Médical SA souhaite recevoir la documentation MDR et Swissmedic en français. Nous pouvons vous la fournir intégralement en français : déclaration de conformité UE, certificat CE de l'organisme notifié, mode d'emploi (IFU), étiquetage, ainsi que les données nécessaires à l'enregistrement auprès de Swissmedic.

Je reste à votre disposition pour un échange téléphonique.

Veuillez agréer, Madame, mes salutations distinguées.

""" + S4_SIG),
        "cold introduction in formal French (Madame, alone), answering the note; the category as "
        "cathéters guides; sizes and curves",
        Twin("company_missing", "body", "J'ai noté que Chenaux Médical SA souhaite",
             "J'ai noté que votre société souhaite", "Chenaux Médical SA",
             "the one mention of the company replaced by 'votre société'",
             found="votre société"),
    ),
    # N037 P037 -------------------------------------------------------------------------------
    Mail(
        "P037", "s4", "first", "English (Georgian greeting)",
        "Guide catheters from Costa Rica for ჯანელიძე მედიქალ",
        text("""
გამარჯობა, ბატონო ხვიჩა,

I'm María Fernanda Quesada Brenes, head of exports at Cerro Irazú Exportaciones S.R.L. in Cartago, Costa Rica. Cartago's free zone is home to several medical-device plants, and we export the guide catheters made there to distributors in Europe and the Caucasus.

Our range covers 5F to 8F, Judkins left and right, Amplatz, EBU and multipurpose curves, 100 cm long, all CE-marked under the MDR and made in an ISO 13485 plant. We can ship by air to Tbilisi within a week.

Could შპს ჯანელიძე მედიქალ use a price list and a set of IFUs in English?

Best regards,
""" + S4_SIG + """
mfquesada@irazu-export.cr"""),
        "cold introduction; Georgian greeting with ბატონო + given name; the company in Georgian "
        "with შპს inside an English sentence and without it in the subject; Tbilisi",
        Twin("contact_wrong", "body", "გამარჯობა, ბატონო ხვიჩა,", "გამარჯობა, ბატონო ხვთისო,",
             "ხვიჩა ჯანელიძე", "another Georgian given name in the greeting", found="ხვთისო"),
    ),
    # N038 P038 -------------------------------------------------------------------------------
    Mail(
        "P038", "s4", "first", "Spanish",
        "Zanahoria fresca de Cartago en bolsas de 20 lb – camión semanal por Paso Canoas",
        text("""
Estimada Sra. Antúnez:

Reciba un cordial saludo desde Cartago. Sé que Distribuidora Antúnez abastece a supermercados en Ciudad de Panamá y que busca zanahoria en bolsas de 20 lb, con un camión semanal por Paso Canoas. Podemos cumplir con ambas cosas.

Nuestra zanahoria viene de Tierra Blanca y Llano Grande, en las faldas del volcán Irazú:
- lavada y seleccionada, calibres mediano y grande
- bolsas de 20 lb, paletizadas
- camión refrigerado cada semana: Cartago – Paso Canoas – Ciudad de Panamá, unas 18 horas
- certificado fitosanitario y GlobalG.A.P.

Con gusto le envío esta semana una cotización DAP Ciudad de Panamá.

Saludos cordiales,
""" + S4_SIG),
        "reply to the note's request wholly in Spanish (supermarkets in Panama City, 20 lb bags, "
        "Paso Canoas); Sra. + first family name; the company without S.A.; the category as "
        "zanahoria fresca",
        Twin("company_misspelled", "body", "Sé que Distribuidora Antúnez abastece",
             "Sé que Distribuidora Antunes abastece", "Distribuidora Antúnez, S.A.",
             "the Portuguese spelling of the family name", found="Distribuidora Antunes"),
    ),
    # N039 P039 -------------------------------------------------------------------------------
    Mail(
        "P039", "s4", "first", "English",
        "Costa Rican carrots for Harris Fresh Produce",
        text("""
Hi Savannah,

I'm María Fernanda Quesada, head of exports at Cerro Irazú Exportaciones S.R.L. in Cartago, Costa Rica. Our growers in the Irazú highlands harvest fresh carrots all year, and I'd like to offer Harris Fresh Produce, Inc. a steady supply, especially for the winter months.

- jumbo and medium, washed and graded
- 50 lb sacks, or 2 lb and 5 lb consumer bags
- reefer containers from Moín to Port Everglades, about four days at sea
- GlobalG.A.P. and a phytosanitary certificate with every load

As a produce buyer you'll want to see the product first: I can send photos today and a sample pallet with our next container.

Best,
María Fernanda

""" + S4_SIG),
        "cold introduction; informal US style with the given name, the recorded title in lower "
        "case; the company with its legal form after a comma; Moín, Port Everglades",
        Twin("company_foreign", "body", "offer Harris Fresh Produce, Inc. a steady supply",
             "offer Montgomery Fine Provisions LLC a steady supply", "Harris Fresh Produce, Inc.",
             "another US buyer's company of this set (P004)",
             found="Montgomery Fine Provisions LLC"),
    ),
    # N040 P040 -------------------------------------------------------------------------------
    Mail(
        "P040", "s4", "first", "Spanish",
        "Zanahoria fresca de Costa Rica para Maestre Hermanos",
        text("""
Estimado Sr. Maestre:

Mi nombre es María Fernanda Quesada Brenes y soy jefa de exportaciones de Cerro Irazú Exportaciones S.R.L., en Cartago, Costa Rica. Le escribo porque creo que Maestre Hermanos, S.A. podría interesarse en nuestra zanahoria fresca de altura.

Cosechamos todo el año en las faldas del Irazú y despachamos a Panamá por camión refrigerado a través de Paso Canoas: zanahoria lavada, en sacos de 50 lb o bolsas de 20 lb, con certificado fitosanitario.

Si me indica los volúmenes semanales que maneja, le preparo una cotización sin compromiso.

Atentamente,
""" + S4_SIG),
        "cold introduction wholly in Spanish; Sr. + first family name; the sender's title in lower "
        "case in the sentence; the company with its legal form after a comma",
        Twin("company_missing", "body", "creo que Maestre Hermanos, S.A. podría",
             "creo que su empresa podría", "Maestre Hermanos, S.A.",
             "every mention of the company replaced by 'su empresa'", found="su empresa",
             more=(("subject", "para Maestre Hermanos", "para su empresa"),)),
    ),
]
