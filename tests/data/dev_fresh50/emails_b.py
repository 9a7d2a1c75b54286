"""Natural e-mails N021-N040 (buyers P021-P040), each with its twin's one edit."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N021 ------------------------------------------------------------------------------------
    Mail("P021", "s2",
         "Kaktusfeigenkernöl in EU-Bio-Qualität – nach der VIVANESS",
         t("""
Sehr geehrte Frau Hering,

vielen Dank für das angenehme Gespräch auf der VIVANESS in Nürnberg. Wie besprochen erhalten Sie hier unser Angebot für kaltgepresstes Kaktusfeigenkernöl (Opuntia ficus-indica) aus Tunesien.

Sie hatten ausschließlich Öl in EU-Bio-Qualität angefragt: Unser Öl ist nach der EU-Öko-Verordnung zertifiziert, das Zertifikat liegt dieser E-Mail bei. Auch Ihre Mindestmenge von 5 kg passt gut, denn wir füllen in Aluminiumflaschen zu 1 kg und 5 kg ab.

Unser Preis liegt bei 398 € pro kg, frei Haus Deutschland, bei Abnahme von 5 kg oder mehr.

Mit freundlichen Grüßen

Rim Chaabane Ben Romdhane
Chargée des exportations
Terre et Essences du Cap Bon SARL
Nabeul, Tunesien
Tel. +216 72 285 407
"""),
         "first e-mail in German after the fair the note records, a reply to its two needs (EU "
         "organic only, minimum 5 kg); category in German (Kaktusfeigenkernöl); the buyer's "
         "company never named; the sender's French title kept",
         Twin("note_wrong", "Sie hatten ausschließlich Öl in EU-Bio-Qualität angefragt",
              "Sie hatten nach dem COSMOS-Zertifikat und einem 1-kg-Muster gefragt",
              "the request of another buyer's note (P019) in place of the one this note records")),
    # N022 ------------------------------------------------------------------------------------
    Mail("P022", "s2",
         "Handgemaakte tajines uit Nabeul",
         t("""
Beste heer Devos,

Ik schrijf u in uw functie van aankoper bij Devos Huis & Keuken. Wij zijn Terre et Essences du Cap Bon SARL uit Nabeul, de pottenbakkersstad van Tunesië, en wij maken geglazuurde tajines van aardewerk, voor het fornuis en voor op tafel.

Onze tajines worden met de hand gedraaid en op 1.000 °C gebakken. Het glazuur is loodvrij en elke partij wordt getest volgens de Europese regels voor materialen die met levensmiddelen in contact komen. Er zijn drie maten (24, 28 en 32 cm) in zes kleuren.

Mag ik u onze catalogus en prijslijst sturen, FOB Radès of franco Antwerpen?

Met vriendelijke groeten,

Rim Chaabane Ben Romdhane
Chargée des exportations
Terre et Essences du Cap Bon SARL
Nabeul, Tunesië
+216 72 285 407
"""),
         "cold introduction wholly in Dutch (Flemish `aankoper`, `Beste heer`); the recorded "
         "title lower-cased inside the sentence, the company without BV; category in Dutch; "
         "Radès, Antwerpen",
         Twin("title_wrong", "functie van aankoper bij", "functie van zaakvoerder bij",
              "the owner-manager's title (zaakvoerder) for the recorded buyer's",
              found="zaakvoerder", expected="aankoper")),
    # N023 ------------------------------------------------------------------------------------
    Mail("P023", "s2",
         "Lead-free earthenware tagines from Nabeul",
         t("""
Dear Ms Johnson,

I am Rim Chaabane, export officer at Terre et Essences du Cap Bon SARL in Nabeul, the pottery town of Tunisia. I am writing to you as Category Buyer, Cookware at Johnson Kitchen Imports because our earthenware tagines might fill a gap in your cookware range.

Each tagine is thrown by hand, fired at 1,000 °C and finished with a lead-free, food-safe glaze; every batch is tested for lead and cadmium by an accredited laboratory. They go in the oven and, with a heat diffuser, on gas or electric stovetops.

We offer three sizes (24, 28 and 32 cm) in six colours, in printed cartons with English and French instructions for Canada. The minimum order is one mixed pallet of 120 pieces.

Could I send you our catalogue and a price list CIF Montreal?

Kind regards,
Rim Chaabane Ben Romdhane
Chargée des exportations (Export Officer)
Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
+216 72 285 407 | r.chaabane@terre-essences.com.tn
"""),
         "cold introduction; the recorded title with its comma inside the sentence, company "
         "without Inc.; `cookware` both as the title's word and the range; bilingual "
         "instructions; CIF Montreal",
         Twin("artifact", "gap in your cookware range", "gap in your {product_category} range",
              "a template placeholder left in the text",
              found="{product_category}", expected="cookware")),
    # N024 ------------------------------------------------------------------------------------
    Mail("P024", "s3",
         "Hand-embroidered suzanis from Samarkand for Soylu Ev Tekstili",
         t("""
Sayın Gülşa Hanım,

My name is Jasurbek Abdurahmonov and I head the export department of Zarafshon Hunar Savdo MChJ in Samarkand, Uzbekistan. We work with about forty embroiderers in Samarkand, Bukhara and Nurota who make suzani embroideries by hand, in silk or cotton thread on cotton cloth.

I thought of Soylu Ev Tekstili because suzanis sell well in Turkey as bedspreads, wall hangings and cushion covers, and our workshops can embroider both traditional patterns and your own designs in your colours.

Sizes run from 50x50 cm cushion covers to 2.5x3 m bedspreads. I would be glad to send photos of our current stock and a price list in USD, delivered to Turkey.

Saygılarımla,
Jasurbek Abdurahmonov
Eksport bo'limi boshlig'i (Head of Export)
Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "cold introduction in English with a Turkish greeting (`Sayın` + given name + Hanım) "
         "and closing; the company without Ltd. Şti. in subject and body; Bukhara, Nurota",
         Twin("company_missing", "I thought of Soylu Ev Tekstili because",
              "I thought of your company because",
              "every mention of the company (subject and body) replaced by `your company`",
              found="your company", expected="Soylu Ev Tekstili Ltd. Şti.",
              more=(("subject", "from Samarkand for Soylu Ev Tekstili", "from Samarkand for your company"),))),
    # N025 ------------------------------------------------------------------------------------
    Mail("P025", "s3",
         "Silk suzanis about 2 x 3 m – a photo of each piece",
         t("""
Dear Phillip,

It was good to meet you at NY NOW in August. As promised, here are our current hand-embroidered silk suzanis close to the size you asked for, 2 x 3 m. We have eleven such pieces at the moment, from 1.9 x 2.8 m to 2.1 x 3.1 m, and I attach a photo of each piece, front and back, with its exact size and the workshop that made it.

All are silk thread on handwoven cotton, in the Samarkand and Nurota styles, and each took two or three women several months to embroider. Prices run from USD 1,450 to USD 2,800 a piece, delivered to your door in the US.

Walters & Finch can reserve any piece for two weeks while you decide.

Best regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ, Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "first e-mail after the fair the note records, a reply to its two needs (silk suzanis "
         "about 2 x 3 m, a photo of each piece); company in short form without `, Inc.`; the "
         "sender's title translated",
         Twin("country_wrong", "to your door in the US", "to your door in Canada",
              "a neighbouring country for the buyer's United States",
              found="Canada", expected="the US")),
    # N026 ------------------------------------------------------------------------------------
    Mail("P026", "s3",
         "Suzani embroideries for Pasman Interieur & Textiel",
         t("""
Dear Ivan,

I am writing to you as inkoper woontextiel at Pasman Interieur & Textiel B.V. My company, Zarafshon Hunar Savdo MChJ in Samarkand, sells suzani embroideries made by hand in Uzbek towns and villages: bedspreads, wall hangings, table runners and cushion covers.

Suzanis are often bought as one-off pieces by interior designers, but we can also supply a series in one pattern and in your colours for a shop collection, with a lead time of about four months.

Would you like to see our catalogue? I can also send two or three pieces on approval, so that you can feel the quality for yourself.

Kind regards,
Jasurbek Abdurahmonov
Head of Export Department
Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75 | j.abdurahmonov@zarafshonhunar.uz
"""),
         "cold introduction; the recorded Dutch title inside an English sentence; the company "
         "with its ampersand and B.V.",
         Twin("contact_wrong", "Dear Ivan,", "Dear Ties,",
              "another buyer's given name (P011, same country) in the greeting",
              found="Ties", expected="Ivan")),
    # N027 ------------------------------------------------------------------------------------
    Mail("P027", "s3",
         "Узбекские пчаки — заключение о хозяйственно-бытовом назначении",
         t("""
Уважаемая Евдокия,

благодарю за встречу на выставке «Клинок» в Москве. Как и обещал, отправляю информацию по нашим узбекским пчакам.

По Вашей просьбе прикладываю копию заключения экспертизы, подтверждающего, что наши пчаки являются ножами хозяйственно-бытового назначения и не относятся к холодному оружию. Такое заключение мы оформляем на каждую модель.

Пчаки делают мастера из Чуста и Самарканда: клинок из углеродистой стали, рукоять из рога, кости или абрикосового дерева, кожаные ножны. Длина клинка — от 14 до 20 см.

Буду рад прислать прайс-лист для ООО «Торговый дом Гришина».

С уважением,
Жасурбек Абдурахмонов
Начальник отдела экспорта
ООО «Зарафшон Хунар Савдо» (Zarafshon Hunar Savdo MChJ)
Самарканд, Узбекистан
+998 66 233 41 75
"""),
         "first e-mail wholly in Russian after the fair the note records, a reply to its need "
         "(certificate that the pchaks are household knives, not cold weapons); the sender's "
         "name, title and company in Russian (MChJ as ООО) with the Uzbek form in brackets; "
         "Чуст",
         Twin("sender_wrong", "Жасурбек Абдурахмонов", "Жасурбек Абдурахманов",
              "the sender's family name misspelt in the signature (а for о)",
              found="Абдурахманов", expected="Абдурахмонов")),
    # N028 ------------------------------------------------------------------------------------
    Mail("P028", "s3",
         "Пчаки из Самарканда для ТОО «Сайрам Сауда»",
         t("""
Здравствуйте, Динара!

Меня зовут Жасурбек Абдурахмонов, я руковожу отделом экспорта компании Zarafshon Hunar Savdo MChJ из Самарканда. Мы производим и продаём традиционные узбекские ножи — пчаки.

В Казахстане пчаки хорошо знают: их берут для кухни, для разделки мяса и в подарок. Мы предлагаем около тридцати моделей, от простых кухонных ножей с деревянной рукоятью до подарочных пчаков ручной работы с рукоятью из рога и гравировкой на клинке.

Поставляем автотранспортом до Шымкента или Алматы за 3–4 дня, с сертификатом происхождения СТ-1.

Если Вам как менеджеру по закупу это интересно, пришлю каталог и цены в тенге или долларах.

С уважением,
Жасурбек Абдурахмонов
Zarafshon Hunar Savdo MChJ
Самарканд, Узбекистан
+998 66 233 41 75
"""),
         "cold introduction wholly in Russian; `Здравствуйте, Динара!` (no patronymic recorded); "
         "the recorded title in the Kazakh-Russian form (по закупу) inside the sentence; the "
         "company in full in the subject only; Шымкент, Алматы, СТ-1, тенге",
         Twin("category_wrong", "традиционные узбекские ножи — пчаки", "складные туристические ножи",
              "a neighbouring product (folding camping knives) for the buyer's pchaks")),
    # N029 ------------------------------------------------------------------------------------
    Mail("P029", "s3",
         "Usbekische Pchak-Messer – nach der Ambiente",
         t("""
Sehr geehrter Herr Zirme,

vielen Dank für Ihren Besuch an unserem Stand auf der Ambiente in Frankfurt. Wie versprochen schreibe ich Ihnen auf Deutsch.

Unsere Pchak-Messer werden von Messerschmieden in Tschust und Samarkand von Hand geschmiedet: Klinge aus Kohlenstoffstahl, Griff aus Horn, Knochen oder Aprikosenholz, mit Lederscheide. Für ein Fachgeschäft wie das Messerhaus Zirme empfehle ich vor allem unsere Serie mit 16-cm-Klinge und Widderhorngriff.

Bitte beachten Sie: Die Klingen sind nicht rostfrei und sollten nach dem Gebrauch abgetrocknet und leicht geölt werden. Eine deutsche Pflegeanleitung legen wir jedem Messer bei.

Gern sende ich Ihnen unsere Preisliste (EXW Samarkand oder DAP Deutschland).

Mit freundlichen Grüßen

Jasurbek Abdurahmonov
Leiter der Exportabteilung
Zarafshon Hunar Savdo MChJ
Samarkand, Usbekistan
Tel. +998 66 233 41 75
"""),
         "first e-mail in German after the fair the note records, honouring its `Prefers "
         "German`; company without e.K. and with an article; Tschust; the sender's title in "
         "German",
         Twin("company_foreign", "wie das Messerhaus Zirme", "wie die Zahn Heimtierbedarf GmbH",
              "another German buyer's company of this set (P012)",
              found="Zahn Heimtierbedarf GmbH", expected="Messerhaus Zirme")),
    # N030 ------------------------------------------------------------------------------------
    Mail("P030", "s3",
         "Dried barberries in 10 kg cartons – documents for Dubai",
         t("""
Dear Mr Sultan,

Thank you for your enquiry. I understand Al Mazrouei Foodstuff Trading supplies Iranian and Afghan restaurants in Dubai, so I would suggest two kinds of our dried barberries:

- red barberries, seedless and sun-dried, for rice dishes such as zereshk polo;
- black barberries, the small ones Uzbek and Afghan cooks put into plov.

Both are packed in 10 kg cartons with a food-grade inner bag, as you asked. Every shipment comes with a certificate of origin from the Chamber of Commerce and Industry of Uzbekistan and a phytosanitary certificate from our plant quarantine service.

We can send them by air from Samarkand to Dubai, or by road and sea via Bandar Abbas for full loads.

Best regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "first e-mail, a reply to the note's needs (certificate of origin, phytosanitary "
         "certificate, 10 kg cartons) that uses its customers (Iranian and Afghan restaurants "
         "in Dubai); Gulf-style `Dear Mr Sultan` (given name); company without L.L.C.; Iran "
         "named as a cuisine and a route (Bandar Abbas)",
         Twin("company_foreign", "I understand Al Mazrouei Foodstuff Trading supplies",
              "I understand Jones Wholefoods supplies",
              "another barberry buyer's company of this set (P031, UK)",
              found="Jones Wholefoods", expected="Al Mazrouei Foodstuff Trading")),
    # N031 ------------------------------------------------------------------------------------
    Mail("P031", "s3",
         "Dried barberries from Samarkand",
         t("""
Dear Ms Jones,

I am writing to introduce Zarafshon Hunar Savdo MChJ, an exporter in Samarkand, Uzbekistan, and our dried barberries. As the buyer for Jones Wholefoods you may already stock barberries for Persian cooking; ours could be a good second source.

We sell two kinds: sweet-sour red barberries, seedless, and the small black barberries used in Uzbek plov. Both are sun-dried, cleaned and sorted by hand, and come in 5 kg or 10 kg cartons, or in 100 g retail packs with your own label.

Please let me know if you would like a sample.

Kind regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "cold introduction to a buyer without a note; the recorded title `Buyer` inside the "
         "sentence; company without Ltd",
         Twin("note_wrong", "I am writing to introduce Zarafshon",
              "Following our chat at IFE in London, I am writing to introduce Zarafshon",
              "a fair meeting claimed for a buyer whose note records none",
              found="Following our chat at IFE in London", expected="")),
    # N032 ------------------------------------------------------------------------------------
    Mail("P032", "s3",
         "Dried barberries (კოწახური) from Samarkand",
         t("""
ქალბატონო გალინა,

I hope you don't mind me writing in English. My name is Jasurbek Abdurahmonov, head of export at Zarafshon Hunar Savdo MChJ in Samarkand, Uzbekistan, and I am contacting შპს „ჯიბლაძე ფუდი“ because we are looking for a partner in Georgia for our dried barberries.

Our red and black barberries are sun-dried in the Zarafshan valley, cleaned and sorted by hand, and packed in 10 kg cartons. We can send them to Tbilisi by road and by ferry across the Caspian Sea in about ten days.

If this is of interest, I will send a sample and our price list, CPT Tbilisi.

With best regards,
Jasurbek Abdurahmonov
Head of Export, Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "cold introduction in English with a Georgian greeting (ქალბატონო + given name) and "
         "the category in Georgian in the subject; the company in full, with its Georgian "
         "quotes, inside an English sentence; the Zarafshan valley (the sender's company name "
         "in another spelling), Caspian route, CPT Tbilisi",
         Twin("company_misspelled", "შპს „ჯიბლაძე ფუდი“", "შპს „ჯიბლაზე ფუდი“",
              "ზ for ძ in the family name in the company",
              found="ჯიბლაზე ფუდი", expected="ჯიბლაძე ფუდი")),
    # N033 ------------------------------------------------------------------------------------
    Mail("P033", "s4",
         "Whole allspice from Alta Verapaz, Guatemala",
         t("""
السيد عبد اللطيف آل عايض المحترم،

My name is Marta Elena Caal and I am the foreign trade manager of Agroartesanías de la Verapaz, S.A. in Cobán, Guatemala. I am writing to you as مسؤول المشتريات at مؤسسة آل عايض للبهارات because allspice is one of the spices that go into almost every Arabic baharat blend.

Our allspice berries come from pimienta trees in Alta Verapaz; they are sun-dried, machine-cleaned and sold whole, graded by size, in 25 kg or 50 kg bags. We can also grind them to your mesh size.

We ship 20-foot containers from Santo Tomás de Castilla to Jeddah. If you would like a sample and a price CFR Jeddah, I would be glad to send them.

Best regards,
Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846
"""),
         "cold introduction in English with a formal Arabic greeting (السيد … المحترم); the "
         "recorded Arabic title and company inside an English sentence; the sender's name "
         "with the first family name only; Alta Verapaz, Santo Tomás de Castilla, Jeddah",
         Twin("contact_wrong", "اللطيف آل عايض المحترم", "اللطيف آل عايد المحترم",
              "a near-miss family name (د for ض) in the greeting",
              found="آل عايد", expected="آل عايض")),
    # N034 ------------------------------------------------------------------------------------
    Mail("P034", "s4",
         "Whole allspice in 25 kg bags – moisture, ASTA and kosher",
         t("""
שלום יזן,

It was a pleasure to meet you at SIAL Paris in October. Here are the figures you asked for on our whole allspice berries:

- moisture: 10-11% (maximum 12%)
- cleanliness: our 2025 lots meet the ASTA cleanliness specifications; the laboratory reports are attached
- volatile oil: 3.5-4.0 ml per 100 g

The berries are packed in 25 kg polypropylene bags, as you buy them. Our plant has been kosher certified since 2023, and the certificate is attached as well.

We can ship CFR Ashdod or Haifa.

Kind regards,
Marta Caal
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846 | mcaal@verapazexport.com.gt
"""),
         "first e-mail after the fair the note records, a reply to its three needs (moisture, "
         "ASTA cleanliness, kosher) for the 25 kg bags it names; English with a Hebrew greeting "
         "(given name); the buyer's company never named; Ashdod, Haifa",
         Twin("artifact", "Whole allspice in 25 kg bags", "Whole allspice allspice in 25 kg bags",
              "a doubled word in the subject", part="subject",
              found="allspice allspice", expected="allspice")),
    # N035 ------------------------------------------------------------------------------------
    Mail("P035", "s4",
         "Ziele angielskie z Gwatemali",
         t("""
Szanowna Pani Klaro,

nazywam się Marta Elena Caal Choc i kieruję działem handlu zagranicznego w firmie Agroartesanías de la Verapaz, S.A. z Cobán w Gwatemali. Piszę do Pani jako kierowniczki zakupów w firmie Rurarz Przyprawy, ponieważ ziele angielskie z regionu Alta Verapaz mogłoby uzupełnić Państwa ofertę.

Nasze ziele angielskie to całe, suszone na słońcu owoce korzennika lekarskiego (Pimenta dioica), oczyszczone i sortowane według wielkości. Pakujemy je w worki po 25 kg i wysyłamy kontenerem do Gdyni.

Ziele angielskie jest w Polsce przyprawą codzienną, dlatego chętnie przygotuję ofertę dla rynku polskiego: próbkę oraz cenę CFR Gdynia.

Z wyrazami szacunku
Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Gwatemala
tel. +502 7951 2846
"""),
         "cold introduction wholly in Polish: vocative `Pani Klaro`, the recorded feminine title "
         "declined inside the sentence (kierowniczki zakupów), company without Sp.j.; category "
         "in Polish (ziele angielskie) and Latin; Gdynia",
         Twin("country_wrong", "dla rynku polskiego", "dla rynku czeskiego",
              "a neighbouring country's market for the buyer's Poland",
              found="czeskiego", expected="polskiego")),
    # N036 ------------------------------------------------------------------------------------
    Mail("P036", "s4",
         "Natural chicle gum base for Yoshida Seika – after ISM",
         t("""
Dear Mr Yoshida,

Thank you for your time at ISM in Cologne. I was glad to hear that Yoshida Seika is developing a natural chewing gum line, and I think our chicle gum base can be at its heart.

As you asked, our chicle is 100% natural latex from sapodilla trees (Manilkara zapota), tapped by hand in the forests of Petén. It is cleaned and blended without any synthetic polymers, polyisobutylene or PVAc. Our plant is FSSC 22000 certified; I have attached the certificate.

We can supply granules in 25 kg cartons with a lead time of eight weeks. Would a 5 kg trial lot for your R&D team be helpful?

Best regards,
Marta Elena Caal Choc
Foreign Trade Manager
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846
"""),
         "follow-up on the fair meeting the note records, answering its two points (no synthetic "
         "polymers, FSSC 22000); `Mr Yoshida` from the kanji family name; company without "
         "Co., Ltd.; the sender's title translated; Petén",
         Twin("company_missing", "that Yoshida Seika is developing", "that your company is developing",
              "every mention of the company (subject and body) replaced by `your company`",
              found="your company", expected="Yoshida Seika Co., Ltd.",
              more=(("subject", "gum base for Yoshida Seika –", "gum base for your company –"),))),
    # N037 ------------------------------------------------------------------------------------
    Mail("P037", "s4",
         "Gomma chicle naturale dal Guatemala",
         t("""
Gentile Sig.ra Iannucci,

mi chiamo Marta Elena Caal Choc e sono responsabile del commercio estero di Agroartesanías de la Verapaz, S.A., a Cobán, in Guatemala. Mi rivolgo a Lei, Responsabile Acquisti Materie Prime della Dolciaria Iannucci, perché produciamo chicle, la gomma base naturale ottenuta dal lattice dell'albero della sapodilla.

Il nostro chicle viene raccolto a mano dai chicleros nelle foreste del Petén, poi pulito, essiccato e granulato. È adatto a gomme da masticare naturali e biodegradabili, senza polimeri sintetici.

Possiamo inviarLe una campionatura di 2 kg con la scheda tecnica; le spedizioni commerciali partono via mare, CIF Genova.

Cordiali saluti,

Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
Tel. +502 7951 2846
"""),
         "cold introduction wholly in Italian; the recorded title capitalised in apposition, "
         "the company with an article and without S.p.A.; category in Italian (gomma base); "
         "chicleros, Petén, CIF Genova",
         Twin("sender_wrong", "Agroartesanías de la Verapaz, S.A.\nCobán",
              "Agroartesanías de la Verapaz, S.R.L.\nCobán",
              "the sender's legal form changed in the signature",
              found="Agroartesanías de la Verapaz, S.R.L.",
              expected="Agroartesanías de la Verapaz, S.A.")),
    # N038 ------------------------------------------------------------------------------------
    Mail("P038", "s4",
         "Natural chicle gum base from Guatemala",
         t("""
เรียน คุณอัญธิกา,

My name is Marta Elena Caal, foreign trade manager at Agroartesanías de la Verapaz, S.A. in Cobán, Guatemala. I am writing to you as หัวหน้าฝ่ายจัดซื้อ of บริษัท อัตตนาถ ฟู้ดส์ จำกัด to introduce our chicle gum base.

Chicle is the natural latex of the sapodilla tree, the same tree that gives the ละมุด fruit you know in Thailand. Ours is tapped by hand in the forests of Petén, then cleaned and granulated, and it lets confectioners make chewing gum without synthetic polymers.

We can ship 25 kg cartons CIF Laem Chabang and send a 2 kg sample for your R&D team.

Best regards,
Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846
"""),
         "cold introduction in English with a Thai greeting (เรียน คุณ + given name); the "
         "recorded Thai title and company in full inside an English sentence; the fruit in Thai; "
         "Laem Chabang",
         Twin("title_wrong", "as หัวหน้าฝ่ายจัดซื้อ of", "as หัวหน้าฝ่ายขาย of",
              "a sales head's title for the recorded purchasing head's",
              found="หัวหน้าฝ่ายขาย", expected="หัวหน้าฝ่ายจัดซื้อ")),
    # N039 ------------------------------------------------------------------------------------
    Mail("P039", "s4",
         "Huipiles de Guatemala: de qué pueblos vienen",
         t("""
Estimado Sr. Carrasco:

Fue un gusto conocerle en Intergift Madrid. Como me preguntó de qué pueblos vienen nuestros huipiles, le cuento: trabajamos con cooperativas de tejedoras de Cobán y San Juan Chamelco (Alta Verapaz), de Nebaj (Quiché) y de San Antonio Aguas Calientes (Sacatepéquez). Cada huipil lleva una etiqueta con el nombre de la tejedora y de su pueblo, para que los clientes de su tienda de comercio justo sepan exactamente de dónde viene.

Todos están tejidos a mano en telar de cintura; un huipil de Cobán, de gasa blanca brocada, lleva de uno a tres meses de trabajo.

Le adjunto nuestro catálogo con precios CIP Madrid.

Un cordial saludo,

Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
Tel. +502 7951 2846
"""),
         "first e-mail wholly in Spanish after the fair the note records, a reply to its "
         "question (which villages) that uses its fair-trade shop; Spanish plural huipiles; "
         "the buyer's company never named; Guatemalan villages and departments; CIP Madrid",
         Twin("note_wrong", "en Intergift Madrid", "en Maison&Objet en París",
              "a fair the note does not name in place of the one it does",
              found="Maison&Objet en París", expected="Intergift Madrid")),
    # N040 ------------------------------------------------------------------------------------
    Mail("P040", "s4",
         "Huipils tissés à la main au Guatemala",
         t("""
Bonjour Monsieur Jean,

Je m'appelle Marta Elena Caal Choc et je dirige le commerce extérieur d'Agroartesanías de la Verapaz, S.A., à Cobán, au Guatemala. Je vous écris puisque vous êtes acheteur aux Importations Jean : nous exportons des huipils, les blouses tissées à la main par les femmes mayas des hautes terres du Guatemala.

Chaque pièce est unique, tissée sur un métier à ceinture, brodée ou brochée selon les motifs de son village. Les huipils se portent comme blouses, mais on les encadre aussi comme pièces d'art textile.

Je serais heureuse de vous envoyer notre catalogue et nos prix, livrés au Canada.

Au plaisir de vous lire,

Marta Elena Caal Choc
Gerente de Comercio Exterior
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846
"""),
         "cold introduction in Québec-style French (`Au plaisir de vous lire`); the recorded "
         "title lower-cased, the company contracted with its article (aux Importations Jean) "
         "and without inc.; the family name Jean that is also a given name; French plural "
         "huipils",
         Twin("category_wrong", "des huipils, les blouses tissées", "des rebozos, les châles tissés",
              "a neighbouring Guatemalan textile (shawls) for the buyer's huipil textiles",
              found="rebozos, les châles", expected="huipils, les blouses")),
]
