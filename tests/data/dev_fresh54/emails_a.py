"""Natural e-mails N001-N020 of dev_fresh54 (first e-mails to P001-P020), each with its twin's edit."""
from mail import Mail, Twin, text, twin

MAILS = [
    # N001 -------------------------------------------------------------------------------
    Mail("P001", "s1", "Vranac price list, as promised", text("""
Dear Mr Lewis,

Thank you for stopping by our table at the London Wine Fair at Olympia. As promised, I attach our
2025 export price list for the full Vranac range, including the oak-aged Vranac Barrique (18 months
in Slavonian oak, 14% ABV) that you tasted on the second day.

All prices are per case of 6 x 75 cl, FCA Podgorica or DAP Felixstowe for a mixed pallet of 60
cases. Our Vranac grows on the Ćemovsko polje, just south of the city, and the 2021 vintage of the
Barrique is ready to ship.

If Lewis & Hart would like to show Vranac to its customers, I would be glad to send two bottles of
each wine for a tasting.

Kind regards,
Tijana Đurišić
Head of Export
Ribnica Podrum d.o.o.
Podgorica, Montenegro
+382 20 655 214 | www.ribnica-podrum.me
"""), "first contact after the fair the note records (London Wine Fair), with the price list and "
         "the oak-aged Vranac it asks for; company shortened to `Lewis & Hart`; her title in "
         "English; Ćemovsko polje, Slavonian oak, FCA/DAP Felixstowe",
         twin("note_wrong", "at the London Wine Fair at Olympia", "at ProWein in Düsseldorf",
              "ProWein in Düsseldorf", "London Wine Fair",
              "a fair the note does not name in place of the London Wine Fair")),
    # N002 -------------------------------------------------------------------------------
    Mail("P002", "s1", "Vranac aus Montenegro – EU-Bio-Zertifikat für Weinhandel Wiek", text("""
Sehr geehrte Frau Wiek,

vielen Dank für das Gespräch an unserem Stand auf der ProWein in Düsseldorf. Sie hatten erwähnt,
dass Sie vor einer Listung das EU-Bio-Zertifikat benötigen: Im Anhang finden Sie das aktuelle
Zertifikat unserer Kontrollstelle für unseren Vranac (Jahrgang 2022) und die Analysewerte.

Unser Vranac wächst auf den Kiesböden des Ćemovsko polje südlich von Podgorica; er ist trocken,
13,5 % vol., mit Noten von Sauerkirsche und Pflaume. Für Weinhandel Wiek könnten wir ab einer
Palette (600 Flaschen) DAP an Ihr Lager liefern, mit deutschem Rückenetikett.

Gern schicke ich Ihnen auch Muster für eine Verkostung.

Mit freundlichen Grüßen
Tijana Đurišić
Exportleiterin
Ribnica Podrum d.o.o., Podgorica, Montenegro
Tel. +382 20 655 214
"""), "first contact after ProWein (the note's fair) answering the note's EU organic "
         "certificate; German; `Frau Wiek`; company without GmbH in subject and body; her title "
         "as Exportleiterin",
         Twin("company_missing", (("Für Weinhandel Wiek könnten wir", "Für Ihre Weinhandlung könnten wir"),),
              "Ihre Weinhandlung", "Weinhandel Wiek GmbH",
              "every mention of the company replaced by `Ihre Weinhandlung`",
              subject_edits=(("für Weinhandel Wiek", "für Ihre Weinhandlung"),))),
    # N003 -------------------------------------------------------------------------------
    Mail("P003", "s1", "黑山Vranac红葡萄酒 — 致上海白氏葡萄酒贸易有限公司", text("""
白经理您好：

我是黑山Ribnica Podrum酒庄的出口负责人Tijana Đurišić。冒昧来信，是想向贵司介绍我们的Vranac红葡萄酒。Vranac是黑山最具代表性的本土葡萄品种，酒体饱满，带有黑樱桃和香料的风味，很适合搭配红烧肉、烤羊肉等中式菜肴。

我们的葡萄园位于波德戈里察南部的Ćemovsko平原，年产约30万瓶。针对中国市场，我们可以提供750毫升装、每箱6瓶的产品，CIF上海报价，并可按要求加贴中文背标。

如果上海白氏葡萄酒贸易有限公司有兴趣，我很乐意寄送样品供您品鉴。

此致
敬礼

Tijana Đurišić
出口经理
Ribnica Podrum d.o.o.（黑山，波德戈里察）
电话：+382 20 655 214
"""), "cold introduction in simplified Chinese; `白经理您好` (family name + 经理 for an import "
         "purchasing manager); 贵司; company in full in subject and body; Vranac kept in Latin "
         "script; her title as 出口经理; CIF Shanghai, Chinese back labels",
         twin("company_misspelled", "如果上海白氏葡萄酒贸易有限公司有兴趣", "如果上海柏氏葡萄酒贸易有限公司有兴趣",
              "上海柏氏葡萄酒贸易有限公司", "上海白氏葡萄酒贸易有限公司",
              "the family name 白 (bái) written with the near-homophone 柏 (bǎi)")),
    # N004 -------------------------------------------------------------------------------
    Mail("P004", "s1", "FOODEX JAPANでのお礼とヴラナツのサンプルについて", text("""
鈴木洋酒株式会社
ワイン仕入担当 鈴木千代様

いつもお世話になっております。モンテネグロのRibnica Podrumのティヤナ・ジュリシッチです。
先日は幕張メッセのFOODEX JAPAN 2025にて弊社ブースにお立ち寄りいただき、誠にありがとうございました。

ご依頼いただいたヴラナツ（Vranac）のサンプル2本を、本日EMSにて発送いたしました。2022年ヴィンテージの赤ワインで、アルコール度数は13.5%です。日本語の裏ラベルにつきましては、輸入者様の表示内容に合わせて弊社で印刷・貼付することが可能です。

ご試飲のうえ、ご感想をお聞かせいただければ幸いです。
何卒よろしくお願い申し上げます。

Tijana Đurišić（ティヤナ・ジュリシッチ）
輸出部長
Ribnica Podrum d.o.o.
モンテネグロ、ポドゴリツァ
Tel: +382 20 655 214
"""), "first contact after FOODEX JAPAN (Makuhari, the note's fair) with the two sample "
         "bottles and the Japanese back labels the note asks for; Japanese letter head with "
         "company, title and `鈴木千代様`; category as ヴラナツ; sender's name in katakana, her "
         "title as 輸出部長",
         twin("title_wrong", "ワイン仕入担当 鈴木千代様", "ワイン営業担当 鈴木千代様", "ワイン営業担当",
              "ワイン仕入担当", "a sales title (営業) for the recorded purchasing one (仕入)")),
    # N005 -------------------------------------------------------------------------------
    Mail("P005", "s1", "Vranac from Montenegro for Wijnkoperij Van Jumiège", text("""
Dear Mr Van Jumiège,

I am writing from Ribnica Podrum, a family winery in Podgorica, Montenegro. We make Vranac, the
red grape of Montenegro, from our own 40 hectares on the Ćemovsko polje.

Vranac is still little known in the Netherlands, and I thought of Wijnkoperij Van Jumiège because
Dutch wine lovers have taken well to other Balkan reds such as Plavac Mali. Our Vranac Classic
(2022, 13.5%) is deep, dark-fruited and soft, and would sit at a shelf price under EUR 15.

We can ship a mixed pallet DAP Rotterdam within three weeks of an order. Would you like me to send
our price list and two sample bottles?

Best regards,
Tijana Đurišić
Export Manager, Ribnica Podrum d.o.o.
Podgorica, Montenegro
tijana.djurisic@ribnica-podrum.me
"""), "cold introduction in English; `Mr Van Jumiège` (the Dutch tussenvoegsel capitalised "
         "without the given name); company without B.V.; Plavac Mali named as a comparison, not an "
         "offer; DAP Rotterdam",
         twin("country_wrong", "little known in the Netherlands", "little known in Belgium",
              "Belgium", "Netherlands", "the buyer's country named as Belgium")),
    # N006 -------------------------------------------------------------------------------
    Mail("P006", "s1", "Лозовача из Черногории: декларация ЕАЭС и образцы 0,5 л", text("""
Уважаемый Савелий!

Благодарю Вас за встречу на выставке «Продэкспо» в Москве. Как мы договорились, направляю
информацию по нашей лозоваче — виноградной ракии двойной перегонки, 40 % об.

Декларация о соответствии ЕАЭС на лозовачу уже оформлена через нашего партнёра в Москве, копию
прилагаю. Образцы в бутылках 0,5 л (6 шт.) готовы к отправке — подскажите, пожалуйста, на какой
адрес Торгового дома Горшкова их направить.

Цены: FCA Подгорица или DAP Москва, от одного паллета (720 бутылок).

С уважением,
Тияна Джуришич
Руководитель отдела экспорта
Ribnica Podrum d.o.o., Подгорица, Черногория
+382 20 655 214
"""), "first contact after Prodexpo (the Russian note's fair) with the EAEU declaration and "
         "0.5 l samples it asks for; Russian; `Уважаемый Савелий!` (given name, no patronymic on "
         "record); company as `Торгового дома Горшкова` (genitive, without ООО); category declined "
         "(лозоваче); sender's name and title in Russian",
         twin("artifact", "готовы к отправке — подскажите", "готовы к отправке готовы к отправке — подскажите",
              "готовы к отправке готовы к отправке", "готовы к отправке", "a doubled phrase")),
    # N007 -------------------------------------------------------------------------------
    Mail("P007", "s1", "Quotation: 600 x 0.7 l lozovača, delivered Thessaloniki", text("""
Αγαπητή κυρία Ξένου,

Thank you for your enquiry. Please find below our quotation for Ποτά Ξένου:

- Lozovača (grape rakija), 40% vol., 0.7 l bottle, 6 bottles per carton
- Quantity: 600 bottles (100 cartons, one pallet)
- Price: EUR 6.90 per bottle, DAP Thessaloniki, duty unpaid
- Lead time: 3 weeks from order; the truck runs via Serbia and North Macedonia
- Payment: 30% in advance, the balance against documents

Our lozovača is distilled twice from our own Vranac and Krstač grapes. It is close to an
unflavoured tsipouro, without anise, and is served chilled.

The offer is valid until 30 June. I would be happy to send a sample bottle first.

Με εκτίμηση,
Tijana Đurišić
Head of Export, Ribnica Podrum d.o.o.
Podgorica, Montenegro | +382 20 655 214
"""), "reply with the quote the note asks for (600 x 0.7 l, Thessaloniki); English with a "
         "Greek greeting and closing; `κυρία Ξένου`; company without Ε.Π.Ε. in Greek script "
         "inside English; tsipouro as a comparison; Serbia and North Macedonia as the route",
         twin("contact_wrong", "Αγαπητή κυρία Ξένου", "Αγαπητή κυρία Ξενάκη", "κυρία Ξενάκη",
              "Αμαλία Ξένου", "a near-miss family name in the greeting")),
    # N008 -------------------------------------------------------------------------------
    Mail("P008", "s1", "Lozovača for Stanley Spirits – 750 ml and COLA", text("""
Hi Laura,

Great to meet you at Bar Convent Brooklyn. I have gone through your two points:

1. Bottle size: for the US we will bottle the lozovača in 750 ml only (our 70 cl bottle stays in
Europe).
2. COLA: we will prepare the label to TTB rules (class "grape brandy", 80 proof, net contents
750 mL, "Product of Montenegro", your name and address as importer), so that Stanley Spirits
Imports can file the COLA application as importer of record.

Lozovača is our grape rakija, distilled twice and unaged. I attach a draft label as a PDF; once
you are happy with it, I will send samples by courier.

Best,
Tijana
Tijana Đurišić | Head of Export
Ribnica Podrum d.o.o. | Podgorica, Montenegro
+382 20 655 214
"""), "first contact after the note's fair (Bar Convent Brooklyn) answering its 750 ml and "
         "COLA points; English, first names; company as `Stanley Spirits` and `Stanley Spirits "
         "Imports`; TTB, 80 proof",
         twin("sender_wrong", "+382 20 655 214", "+382 20 655 241", "+382 20 655 241",
              "+382 20 655 214", "the sender's phone number with two digits swapped")),
    # N009 -------------------------------------------------------------------------------
    Mail("P009", "s1", "Kosher certification for our lozovača – סבן משקאות חריפים", text("""
שלום מוחמד,

Thank you for your interest in our lozovača. I understand that סבן משקאות חריפים cannot place an
order before the spirit is kosher certified.

We have started the process with the OU: their rabbinic field representative will inspect the
distillery in Podgorica in May, and we expect the certificate in the summer. As it is a grape
spirit, the harvest, the distillation and the bottling will all be supervised.

In the meantime I will send two sample bottles (0.7 l, 40% vol.) to your office so that you can
taste it.

Best regards,
Tijana Đurišić
Head of Export
Ribnica Podrum d.o.o., Montenegro
+382 20 655 214
"""), "reply to the note's request (kosher certification before any order, samples); English "
         "with a Hebrew greeting by given name; company in Hebrew script without בע\"מ inside "
         "English; OU",
         twin("category_wrong", "interest in our lozovača", "interest in our šljivovica",
              "šljivovica", "lozovača", "plum rakija named in place of the grape one")),
    # N010 -------------------------------------------------------------------------------
    Mail("P010", "s1", "Lozovača från Montenegro – analyscertifikat och 70 cl", text("""
Hej Christina,

Tack för ditt mejl. Här kommer det ni bad om inför Systembolagets anbud:

– analyscertifikat (COA) från ett ackrediterat laboratorium för batch 24/07: 40,1 % vol.,
metanol och tungmetaller under EU:s gränsvärden;
– flaskan är på 70 cl, sex flaskor per kartong, med EAN-kod på både flaska och kartong.

Lozovača är ett druvbrännvin som destilleras två gånger av druvor från våra egna odlingar runt
Podgorica. Vi kan leverera DAP till Jacobssons Vin & Sprits lager i Sverige, en pall i taget.

Hör gärna av dig om ni behöver något mer till anbudet.

Vänliga hälsningar
Tijana Đurišić
Exportchef, Ribnica Podrum d.o.o.
Podgorica, Montenegro
+382 20 655 214
"""), "reply with the certificate of analysis and 70 cl bottles the note asks for; Swedish, "
         "`Hej Christina`; company in the Swedish genitive `Jacobssons Vin & Sprits` without AB; "
         "category explained as druvbrännvin; Systembolaget",
         twin("company_foreign", "till Jacobssons Vin & Sprits lager", "till Stanley Spirits Imports lager",
              "Stanley Spirits Imports", "Jacobssons Vin & Sprit AB",
              "another buyer's company of this set (same category, United States)")),
    # N011 -------------------------------------------------------------------------------
    Mail("P011", "s1", "Димљена укљева са Скадарског језера", text("""
Поштовани господине Стојановићу,

обраћам Вам се испред фирме Ribnica Podrum из Подгорице. Поред вина, прерађујемо и рибу са
Скадарског језера, а наш најтраженији производ је димљена укљева: мала језерска риба, очишћена,
посољена и димљена на буковом дрвету, по старом рецепту из Вирпазара.

Укљеву пакујемо у вакуум паковања од 250 g и у картонске кутије од 5 kg, с роком трајања од шест
мјесеци на температури до 4 °C. За Рибарство Стојановић можемо понудити испоруку DAP Београд
хладњачом, једном седмично.

Ако Вас занима, радо ћу Вам послати узорке и цјеновник.

Срдачан поздрав,
Тијана Ђуришић
Руководилац извоза
Ribnica Podrum d.o.o., Подгорица, Црна Гора
+382 20 655 214
"""), "cold introduction in Serbian Cyrillic as a Montenegrin writes it (ijekavian мјесеци, "
         "цјеновник); vocative `господине Стојановићу`; company without д.о.о.; sender's name "
         "and title in Cyrillic; Skadar Lake, Virpazar, DAP Belgrade",
         twin("contact_wrong", "господине Стојановићу", "господине Стефановићу", "Стефановићу",
              "Бранко Стојановић", "a near-miss family name in the greeting")),
    # N012 -------------------------------------------------------------------------------
    Mail("P012", "s1", "Campioni di alborella affumicata dal lago di Scutari", text("""
Gentile Dott. Paoletti,

è stato un piacere conoscerLa a TUTTOFOOD a Milano. Come promesso, ieri Le ho spedito con corriere
espresso i campioni della nostra alborella affumicata (ukljeva) del lago di Scutari: tre confezioni
sottovuoto da 250 g.

Ci aveva parlato dei missoltini che Paoletti Ittica vende sul lago di Como: la nostra ukljeva è un
pesce più piccolo dell'agone, salato e affumicato a caldo con legno di faggio, e si mangia così
com'è, con olio e pane, oppure passata sulla griglia.

Possiamo consegnare DAP Milano con camion frigorifero ogni due settimane. Attendo volentieri il Suo
parere sui campioni.

Cordiali saluti,
Tijana Đurišić
Responsabile Export
Ribnica Podrum d.o.o.
Podgorica, Montenegro
Tel. +382 20 655 214
"""), "first contact after TUTTOFOOD (the note's fair) with the samples it asks for, using the "
         "note's missoltini and Lake Como; Italian, `Gentile Dott. Paoletti`; category as "
         "`alborella affumicata (ukljeva)`; agone as a comparison; company without S.r.l.",
         twin("note_wrong", "conoscerLa a TUTTOFOOD a Milano", "conoscerLa a Cibus a Parma",
              "Cibus a Parma", "TUTTOFOOD Milano", "a fair the note does not name in place of TUTTOFOOD")),
    # N013 -------------------------------------------------------------------------------
    Mail("P013", "s1", "Smoked bleak from Lake Skadar – a new snack fish for 동해마루식품", text("""
Dear Ms Kim,

I am the export manager of Ribnica Podrum, a food producer in Podgorica, Montenegro. Knowing how
much Korean consumers enjoy small dried and smoked fish with drinks, I would like to introduce our
smoked bleak (ukljeva) from Lake Skadar.

The fish are 8-12 cm long, lightly salted and hot-smoked over beech wood, and are eaten whole,
much like dried anchovies. We pack them in 100 g vacuum pouches for retail or 5 kg cartons for
food service, chilled (0-4 °C, six months). For Korea we would ship by reefer container, CFR
Busan, with the health certificate the MFDS requires.

As 구매팀 과장 at 주식회사 동해마루식품, you will know best whether it has a place in your range.
May I send you samples?

Best regards,
Tijana Đurišić
Head of Export
Ribnica Podrum d.o.o. | Podgorica, Montenegro
"""), "cold introduction in English; `Ms Kim`; the recorded title and company in Hangul inside "
         "an English sentence, the company without 주식회사 in the subject; anchovies as a "
         "comparison; CFR Busan, MFDS",
         twin("title_wrong", "As 구매팀 과장 at", "As 영업팀 과장 at", "영업팀 과장", "구매팀 과장",
              "a sales team title (영업팀) for the purchasing one (구매팀)")),
    # N014 -------------------------------------------------------------------------------
    Mail("P014", "s1", "Dimljena ukljeva u vakuum pakovanju od 200 g", text("""
Poštovana gospođo Nikolić,

hvala Vam na razgovoru na Poljoprivrednom sajmu u Novom Sadu. Provjerili smo u proizvodnji:
dimljenu ukljevu možemo pakovati u vakuum pakovanja od 200 g, po 20 komada u kartonu, s Vašom ili
našom etiketom.

Cijena za Delikatese Nikolić je 4,80 EUR po pakovanju, DAP Novi Sad, uz minimalnu narudžbu od 100
kartona. Rok trajanja je šest mjeseci na temperaturi od 0 do 4 °C. Uz svaku isporuku šaljemo
veterinarsko uvjerenje i CEFTA uvjerenje o porijeklu.

Srdačan pozdrav,
Tijana Đurišić
Rukovodilac izvoza
Ribnica Podrum d.o.o.
Podgorica, Crna Gora
+382 20 655 214
"""), "first contact after the note's fair (Novi Sad) answering its 200 g vacuum packs; "
         "Montenegrin Latin script (ijekavian); `gospođo Nikolić`; company declined `za "
         "Delikatese Nikolić` without d.o.o.; CEFTA",
         twin("sender_wrong", "Rukovodilac izvoza", "Rukovodilac prodaje", "Rukovodilac prodaje",
              "Rukovodilac izvoza", "the sender's title changed (head of sales for head of export)")),
    # N015 -------------------------------------------------------------------------------
    Mail("P015", "s1", "Smoked bleak from Montenegro for Рыбный двор Пановой", text("""
Dear Ms Panova,

My name is Tijana Đurišić and I head exports at Ribnica Podrum in Podgorica, Montenegro. We smoke
bleak (ukljeva), a small freshwater fish from Lake Skadar, over beech wood: a product close to the
smoked vendace (ryapushka) that Russian customers know well.

We hold a veterinary certificate for export to the EAEU and can ship in 5 kg cartons, chilled, by
reefer truck through Serbia, DAP Moscow.

If ООО «Рыбный двор Пановой» is looking to widen its range of smoked fish, I would be glad to send
a price list and samples.

Kind regards,
Tijana Đurišić
Head of Export, Ribnica Podrum d.o.o.
+382 20 655 214
"""), "cold introduction in English; `Ms Panova`; company in Cyrillic inside English (with ООО "
         "in the body, without it in the subject); vendace as a comparison; EAEU, Serbia as a route",
         twin("company_misspelled", "ООО «Рыбный двор Пановой»", "ООО «Рыбный двор Панковой»",
              "ООО «Рыбный двор Панковой»", "ООО «Рыбный двор Пановой»",
              "a letter added to the family name in the company")),
    # N016 -------------------------------------------------------------------------------
    Mail("P016", "s2", "LAB offer CFR Mundra – 1,000 t per quarter", text("""
Namaste Mr Goyal,

Further to your enquiry, please find our offer of linear alkylbenzene (LAB) for गोयल डिटर्जेंट्स:

Product: LAB, detergent grade, C10-C13, bromine index max. 15, 2-phenyl isomer 28-32%
Quantity: 1,000 MT per quarter, in flexitanks of about 20 MT
Price: USD 1,385/MT CFR Mundra, basis Q3 2025
Payment: irrevocable L/C at sight
Documents: a certificate of analysis for every lot, certificate of origin, bill of lading

Our LAB is made at our plant in Al Ahmadi and loaded at Shuaiba port, about ten days' sailing from
Mundra.

Kind regards,
Fahad Al-Mutairi
Marketing & Sales Manager
Burgan Aromatics Company K.S.C. (Closed)
Al Ahmadi, Kuwait | +965 2398 4410
"""), "reply to the note's request (CFR Mundra, 1,000 t a quarter, COA every lot); English with "
         "`Namaste Mr Goyal`; company in Devanagari without प्राइवेट लिमिटेड inside English; "
         "LAB specs; sender without his middle name",
         twin("category_wrong", "our offer of linear alkylbenzene (LAB)",
              "our offer of linear alkylbenzene sulphonic acid (LABSA)",
              "linear alkylbenzene sulphonic acid (LABSA)", "linear alkylbenzene",
              "the sulphonic acid made from LAB named in place of LAB")),
    # N017 -------------------------------------------------------------------------------
    Mail("P017", "s2", "ألكيل بنزين خطي (LAB) من الكويت لشركة عبد الحميد للمنظفات الصناعية", text("""
الأستاذ أحمد عبد الحميد المحترم،
مدير المشتريات – شركة عبد الحميد للمنظفات الصناعية

تحية طيبة وبعد،

يسعدني أن أعرّفكم بشركة Burgan Aromatics في الأحمدي بالكويت، المنتجة للألكيل بنزين الخطي (LAB) الذي يُستخدم في تصنيع حمض السلفونيك والمنظفات. ونرى أن منتجنا يناسب احتياجات شركة عبد الحميد للمنظفات الصناعية من المواد الخام.

نستطيع توريد شحنات شهرية بالحاويات الصهريجية (ISO tanks) إلى ميناء الإسكندرية أو ميناء السخنة بسعر CFR، مع شهادة تحليل لكل دفعة وشهادة منشأ.

ويسعدنا إرسال عينة والمواصفات الكاملة للمنتج إذا كان الموضوع يهمكم.

وتفضلوا بقبول فائق الاحترام،
فهد ناصر المطيري
مدير التسويق والمبيعات
Burgan Aromatics Company K.S.C. (Closed)
الأحمدي – الكويت
+965 2398 4410
"""), "cold introduction in Arabic; `الأستاذ أحمد عبد الحميد المحترم` with title and company "
         "in the letter head; category as ألكيل بنزين خطي; sender's name and title in Arabic; "
         "Alexandria and Sokhna",
         Twin("company_missing",
              (("مدير المشتريات – شركة عبد الحميد للمنظفات الصناعية\n", "مدير المشتريات\n"),
               ("احتياجات شركة عبد الحميد للمنظفات الصناعية", "احتياجات شركتكم الموقرة")),
              "شركتكم الموقرة", "شركة عبد الحميد للمنظفات الصناعية",
              "every mention of the company removed or replaced by `شركتكم الموقرة`",
              subject_edits=(("لشركة عبد الحميد للمنظفات الصناعية", "لشركتكم"),))),
    # N018 -------------------------------------------------------------------------------
    Mail("P018", "s2", "Lineer alkilbenzen (LAB) teklifi – Chemshow Eurasia görüşmemiz", text("""
Sayın Günsel Hanım,

Chemshow Eurasia İstanbul fuarında standımızı ziyaret ettiğiniz için teşekkür ederim. Türkçe
yazışmayı tercih ettiğinizi not ettim; bundan sonra size Türkçe yazacağım.

Öcalan Deterjan'ın ihtiyacı olan lineer alkilbenzen (LAB) için teklifimiz şöyledir: deterjan
kalitesi, C10-C13, ISO tank ile aylık 200 ton, CFR Mersin, 30 gün vadeli akreditif ile. Her parti
için analiz sertifikası (COA) gönderiyoruz.

Numune ve teknik föy için adresinizi teyit etmeniz yeterli.

Saygılarımla,
Fahad Nasser Al-Mutairi
Pazarlama ve Satış Müdürü
Burgan Aromatics Company K.S.C. (Closed)
Al Ahmadi, Kuveyt
+965 2398 4410
"""), "first contact after the note's fair (Chemshow Eurasia), in Turkish as the note asks; "
         "`Sayın Günsel Hanım`; company shortened with a suffix (`Öcalan Deterjan'ın`); the "
         "sender's title in Turkish; CFR Mersin",
         twin("company_misspelled", "Öcalan Deterjan'ın", "Öcelan Deterjan'ın", "Öcelan Deterjan",
              "Öcalan Deterjan Sanayi ve Ticaret A.Ş.", "a vowel changed in the family name")),
    # N019 -------------------------------------------------------------------------------
    Mail("P019", "s2", "Paraxylene term supply to Ningbo – Burgan Aromatics", text("""
Dear Ms Zhang,

I am writing to introduce Burgan Aromatics, a Kuwaiti producer of aromatics at Al Ahmadi. We have
paraxylene (PX, purity 99.7% min.) available for term contracts from the third quarter, and Ningbo
Hengda Polyester, as a polyester producer in Zhejiang, seemed a natural partner.

We can offer 5,000-10,000 MT a month, CFR Ningbo, priced against the monthly Asian Contract Price
(ACP), with the usual L/C at 30 days.

Would you have time for a call next week to discuss your PX needs for 2026?

Best regards,
Fahad Al-Mutairi
Marketing & Sales Manager
Burgan Aromatics Company K.S.C. (Closed)
Al Ahmadi, Kuwait
"""), "cold introduction in English; `Ms Zhang` (family name of the romanised record); company "
         "without Co., Ltd.; PX specs, ACP, CFR Ningbo",
         twin("artifact", "as a polyester producer in Zhejiang", "as a {buyer_segment} in Zhejiang",
              "{buyer_segment}", "", "a template placeholder left in the text")),
    # N020 -------------------------------------------------------------------------------
    Mail("P020", "s2", "科威特對二甲苯（PX）供應 — 陳氏化纖", text("""
陳經理您好：

我是科威特Burgan Aromatics公司的行銷業務經理Fahad Al-Mutairi。本公司位於艾哈邁迪（Al Ahmadi），生產純度99.7%以上的對二甲苯（PX）。

我們希望能為貴公司的聚酯生產提供穩定的PX貨源：每月3,000至5,000公噸，CFR台中港或麥寮港，價格可依亞洲合約價（ACP）計算。

若陳氏化纖股份有限公司有興趣，我們可先提供規格書及樣品。

敬祝　商祺

Fahad Nasser Al-Mutairi
行銷業務經理
Burgan Aromatics Company K.S.C. (Closed)
科威特　艾哈邁迪
電話：+965 2398 4410
"""), "cold introduction in traditional Chinese; `陳經理您好`; 貴公司; company short in the "
         "subject (`陳氏化纖`) and in full in the body; category as 對二甲苯; Taichung and Mailiao",
         twin("company_foreign", "若陳氏化纖股份有限公司有興趣", "若Daesan Polytex Co., Ltd.有興趣",
              "Daesan Polytex Co., Ltd.", "陳氏化纖股份有限公司",
              "another buyer's company of this set (same category, South Korea)")),
]
