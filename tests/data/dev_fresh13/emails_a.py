"""Natural e-mails N001-N020 (first e-mails to Q001-Q020), each with the one edit its twin gets.

edit = (type, part, old, new, label note[, found[, expected]]): `old` occurs exactly once in the part
(company_missing replaces every `old`); found defaults to `new`, expected to `old`.
"""

MAILS = [
    dict(b="Q001", s="s3", subj="Batimatec : prix des disjoncteurs modulaires 1P et 3P",
         body="""Madame Guendouz,

Merci d'être passée sur notre stand au salon Batimatec d'Alger en mai. Comme convenu, vous trouverez ci-joint nos prix pour les disjoncteurs modulaires (miniature circuit breakers) 1P et 3P, courbe C, de 6 à 63 A, conformes à la norme IEC 60898-1, pouvoir de coupure 6 kA.

Pour SARL Électricité Guendouz, nous pouvons livrer en CIF Alger ou en FCA Pécs, avec un premier lot mixte sur palette.

Je reste à votre disposition pour un échantillon de chaque calibre.

Cordialement,
Zsófia Bartos
Exportértékesítési vezető
Mecsek Kábel Kft., Pécs, Hongrie
+36 72 512 930""",
         note="whole body in French (Algerian buyer); follow-up after the fair named in the note; MCB in French with the English term; curve C, IEC 60898-1, 6 kA; CIF Alger / FCA Pécs; the sender's title in Hungarian; Hongrie in French",
         edit=("note_wrong", "body", "au salon Batimatec d'Alger en mai", "au salon Elektrotechnika de Varsovie en mai",
               "the note names Batimatec Algiers, not a fair in Warsaw", "salon Elektrotechnika de Varsovie",
               "Met at Batimatec Algiers in May; asked for prices of 1P and 3P breakers, 6-63 A.")),
    dict(b="Q002", s="s2", subj="Disposable syringes for Bettahar Médical Distribution",
         body="""Dear Mr Bettahar,

I am writing from Mae Klong Healthcare in Thailand. We manufacture sterile disposable syringes: 1 ml insulin and tuberculin syringes, 2, 3, 5, 10 and 20 ml three-part Luer slip and Luer lock syringes, and auto-disable syringes for vaccination programmes. All are EO-sterilised, CE marked (Class IIa) and produced under ISO 13485.

As the Gérant of a distribution company in Algeria you may be tendering for hospitals as well as pharmacies; we supply both, in blister or PE packing, and can print your own brand on the box.

Could I send you our catalogue and a price list for a 40 ft container?

Kind regards,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.
Samut Songkhram, Thailand""",
         note="formal English first e-mail; the title Gérant kept in French inside a sentence; the company without its legal form (EURL dropped) in the subject; varieties of syringes (insulin, Luer slip/lock, auto-disable); CE Class IIa, ISO 13485",
         edit=("country_wrong", "body", "distribution company in Algeria", "distribution company in Tunisia",
               "the buyer is in Algeria", "Tunisia", "Algeria")),
    dict(b="Q003", s="s1", subj="Pompes à engrenages hydrauliques – Pohorje Hidravlika",
         body="""Bonjour Madame Nouar,

Je me permets de vous écrire en français. Pohorje Hidravlika d.o.o. fabrique en Slovénie des pompes hydrauliques à engrenages externes, groupes 1, 2 et 3, de 1 à 90 cm³/tr, en corps aluminium ou fonte, avec brides européennes ou SAE.

Nous livrons déjà des constructeurs de machines agricoles et de bennes ; pour Nouar Hydraulique, nous pourrions proposer un stock de référence des cylindrées les plus demandées en Algérie, ainsi que les pompes tandem sur demande.

Puis-je vous envoyer notre catalogue technique en français ?

Bien cordialement,
Urška Žagar
Vodja izvoza – Responsable export
Pohorje Hidravlika d.o.o.
Slovenska Bistrica, Slovénie""",
         note="whole body in French because the note says she prefers French (note used without quoting it); the company without its legal form; gear-pump varieties (groups 1-3, cm³/rev, aluminium or cast-iron bodies, SAE flanges, tandem pumps); the sender's title in Slovenian and French",
         edit=("company_foreign", "body", "pour Nouar Hydraulique, nous", "pour Fritsch Hydraulik, nous",
               "another buyer's company (Germany) of the same category", "Fritsch Hydraulik", "Nouar Hydraulique SPA")),
    dict(b="Q004", s="s3", subj="NYM installation cable for Georgia",
         body="""გამარჯობა ქალბატონო ელიზა,

My name is Zsófia Bartos, I handle export sales at Mecsek Kábel in Pécs, Hungary. We make NYM-J and NYM-O installation cable to VDE 0250-204, 1.5 to 16 mm², in 100 m coils and on drums, and we already ship to distributors in the Caucasus.

If შპს კაჭარავა ელექტრო stocks cable for residential projects in Tbilisi and Batumi, I would be glad to send a price list with delivery DAP Tbilisi.

With best regards,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="Georgian greeting with the title ქალბატონო + first name; English body; company in Georgian script with შპს; NYM-J/NYM-O, VDE, mm², coils/drums; cities Tbilisi and Batumi; Caucasus; DAP",
         edit=("artifact", "body", "If შპს კაჭარავა ელექტრო stocks", "If შპს შპს კაჭარავა ელექტრო stocks",
               "doubled legal form", "შპს შპს", "შპს")),
    dict(b="Q005", s="s2", subj="CE certificate and size chart – knee braces",
         body="""Dear Mr Kapanadze,

Thank you for your interest in our orthopaedic knee braces. As requested, please find attached the CE certificate (EU MDR, Class I) and the size chart for our range:

- elastic knee supports with patella opening, S to XXL
- hinged knee braces with adjustable ROM hinges (0-120°)
- post-operative knee immobilisers, 50 and 60 cm

For Kartli Medical Supply, we can pack in neutral boxes with Georgian labels. Minimum order is 300 pieces per model.

Best regards,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.
Thailand""",
         note="reply to the request in the note (CE certificate and size chart); bullet list of varieties; company without LLC; Georgian labels",
         edit=("contact_wrong", "body", "Dear Mr Kapanadze,", "Dear Mr Kalandadze,",
               "another Georgian surname", "Mr Kalandadze", "Levan Kapanadze")),
    dict(b="Q006", s="s3", subj="Baku Build follow-up: nickel-plated brass cable glands M20-M40",
         body="""Hörmətli Pəri xanım,

Thank you for visiting the Mecsek Kábel stand at Baku Build. As promised, here is our offer for nickel-plated brass cable glands, metric thread M20, M25, M32 and M40, IP68, with locknuts and sealing washers.

- M20: 0.62 EUR
- M25: 0.89 EUR
- M32: 1.35 EUR
- M40: 2.10 EUR

Prices FCA Pécs, per piece, for 1,000 pieces per size. Transit to Baku via Poti takes about three weeks.

Hörmətlə,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.""",
         note="follow-up after the fair in the note; Azerbaijani greeting Hörmətli + first name + xanım and closing Hörmətlə; English body; brass word in a cable-gland product; metric sizes and IP68; FCA, Poti; the sender's title in English",
         edit=("category_wrong", "body", "here is our offer for nickel-plated brass cable glands,", "here is our offer for nickel-plated brass cable lugs,",
               "cable lugs are a neighbouring product, not cable glands", "brass cable lugs", "cable glands")),
    dict(b="Q007", s="s1", subj="Scaffolding couplers – forged, EN 74-1",
         body="""Dear Mr Məmmədzadə,

I would like to introduce Pohorje Hidravlika d.o.o. from Slovenia. Besides hydraulics we forge scaffolding couplers: double (right-angle) couplers, swivel couplers, sleeve couplers and putlog couplers for 48.3 mm tube, tested to EN 74-1 and hot-dip galvanised.

As Procurement Director at Xəzər Tikinti Təchizat, you will know how much coupler quality matters on high-rise sites. We can offer pressed or drop-forged versions and deliver CIP Baku.

May I send you samples of our double and swivel couplers?

Best regards,
Urška Žagar
Head of Export
Pohorje Hidravlika d.o.o.
Slovenia""",
         note="formal English; the title in a sentence; the company without MMC; coupler types (double, swivel, sleeve, putlog), 48.3 mm, EN 74-1, galvanised; the sender's title in English",
         edit=("title_wrong", "body", "As Procurement Director at", "As Procurement Manager at",
               "one level below the record's Procurement Director", "Procurement Manager", "Procurement Director")),
    dict(b="Q008", s="s4", subj="Percale bed linen for hotels in Baku and Gabala",
         body="""Hörmətli Təranə xanım,

I understand Qafqaz Otel Tekstil supplies hotels in Baku and Gabala. We weave and sew percale bed linen in Margilan: 100% cotton, 300 thread count, white, combed yarn, in duvet covers, flat and fitted sheets and pillowcases (50x70 and 70x70 cm). Hotel-grade finishing withstands industrial washing at 75-90 °C.

Our factory is in Uzbekistan, so transit to Azerbaijan is short by rail or truck through Turkmenbashi.

I can send a sample set with our price list.

Best regards,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ""",
         note="Azerbaijani greeting with first name + xanım; the buyer's note used in one sentence (hotels in Baku and Gabala, 300 TC white); sizes; Turkmenbashi route; company without MMC",
         edit=("company_misspelled", "body", "I understand Qafqaz Otel Tekstil supplies", "I understand Kafkaz Otel Tekstil supplies",
               "Qafqaz written in the Turkish spelling", "Kafkaz Otel Tekstil", "Qafqaz Otel Tekstil MMC")),
    dict(b="Q009", s="s3", subj="Автоматичні вимикачі від Mecsek Kábel (Угорщина)",
         body="""Шановна пані Ганно,

мене звати Жофія Бартош, я відповідаю за експорт у компанії Mecsek Kábel Kft. з міста Печ, Угорщина. Ми виробляємо модульні автоматичні вимикачі 1P, 2P, 3P і 4P на 6–63 А, характеристики B і C, 4,5 та 6 кА, за стандартом IEC 60898-1.

Для ТОВ «Вольт Захід» можемо запропонувати поставку DAP Львів вантажівкою через Чоп за 3–4 дні.

Буду рада надіслати прайс-лист і сертифікати.

З повагою,
Жофія Бартош
Mecsek Kábel Kft.
+36 72 512 930""",
         note="whole body in Ukrainian with the vocative Ганно and пані; the sender's name in Ukrainian transcription; MCB in Ukrainian (автоматичні вимикачі); company with ТОВ and «»; DAP Lviv via Chop",
         edit=("company_misspelled", "body", "Для ТОВ «Вольт Захід» можемо", "Для ТОВ «Вольт Західь» можемо",
               "a stray soft sign at the end of the company's name", "ТОВ «Вольт Західь»", "ТОВ «Вольт Захід»")),
    dict(b="Q010", s="s1", subj="Your sample set of carbide drills, 3-12 mm",
         body="""Dear Oleksandr,

As you asked, we have prepared a sample set of our solid carbide drill bits from 3 to 12 mm: 5xD with internal coolant, TiAlN coated, h6 shank, for steel and stainless steel.

The set will go by DHL to Kharkiv Instrument this week; the tracking number follows.

Once you have tested the drills, I would be glad to discuss volumes for Ukraine.

Best regards,
Urška Žagar
Pohorje Hidravlika d.o.o.""",
         note="short note answering the sample request in the note; first name; company in short form without TOV; drill specs (5xD, TiAlN, h6 shank); Ukraine named",
         edit=("country_wrong", "body", "discuss volumes for Ukraine.", "discuss volumes for Moldova.",
               "the buyer is in Ukraine", "Moldova", "Ukraine")),
    dict(b="Q011", s="s2", subj="Latex foam pillows from Thailand",
         body="""שלום יאיר,

I am Siriporn from Mae Klong Healthcare in Thailand. We produce 100% natural latex foam pillows from Thai rubber: classic, contour (cervical) and high-profile models, with Tencel or bamboo covers, Dunlop and Talalay-type foam.

Many of our customers sell them through pharmacies and bedding stores. If שינה טובה יבוא is looking for a second source, we can do your own brand and vacuum-packed boxes that save freight.

Would a price list FOB Bangkok be useful?

Best regards,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.""",
         note="Hebrew greeting שלום with the first name; English body; the company in Hebrew without בע\"מ; pillow varieties (contour, cervical, Dunlop/Talalay, Tencel covers); the sender shortens herself to Siriporn",
         edit=("sender_wrong", "body", "Siriporn Wongsakul\nExport Sales Manager", "Siriporn Wongsakul\nExport Sales Director",
               "the sender's title one level up", "Export Sales Director", "Export Sales Manager")),
    dict(b="Q012", s="s2", subj="MEDICA 展後聯繫：鉸鏈式護膝",
         body="""詹經理您好，

感謝您在杜塞道夫 MEDICA 展期間蒞臨我們的攤位。隨信附上我們的鉸鏈式護膝（hinged knee braces）型錄與報價：可調角度鉸鏈 0–120°、鋁合金支條、透氣網布，尺寸 S 至 XXL，並有 CE 證書。

如詹氏醫療器材有意在台灣先試單，最低訂量為每款 200 件。

敬祝 商祺
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.（泰國）""",
         note="whole body in traditional Chinese; surname + 經理 greeting; follow-up after MEDICA named in the note; company in short form without 股份有限公司; the product in Chinese with the English term; Taiwan and Düsseldorf in Chinese",
         edit=("country_wrong", "body", "有意在台灣先試單", "有意在香港先試單",
               "the buyer is in Taiwan, not Hong Kong", "香港", "台灣")),
    dict(b="Q013", s="s3", subj="ケーブルグランドのご案内（ハンガリー Mecsek Kábel）",
         body="""株式会社山崎電材
購買課長 山崎様

突然のご連絡失礼いたします。ハンガリーのケーブルメーカー、Mecsek Kábel Kft.のバルトシュ・ジョーフィアと申します。

弊社ではケーブルグランド（ナイロン製および真鍮ニッケルめっき製、M12〜M63、IP68）を製造しております。制御盤や機械メーカー向けに欧州で実績がございます。

カタログとサンプルをお送りできればと存じますが、ご興味はございますでしょうか。

何卒よろしくお願い申し上げます。
バルトシュ・ジョーフィア
Mecsek Kábel Kft.""",
         note="whole body in Japanese with an address block (company, title, 様); the sender's name in katakana in Hungarian order; cable glands in nylon and nickel-plated brass",
         edit=("title_wrong", "body", "購買課長 山崎様", "購買部長 山崎様",
               "部長 (department head) for the record's 課長 (section chief)", "購買部長", "購買課長")),
    dict(b="Q014", s="s2", subj="OEKO-TEX certificate for our latex foam pillows",
         body="""Dear Ms Maeda,

Thank you for your request. Please find attached the OEKO-TEX Standard 100 certificate (class I) for our latex foam pillows and their covers, together with the test report from the lab.

For Maeda Shingu, the models that sell best in Japan are our low-profile contour pillow (10/12 cm) and the pincore latex pillow with a cotton cover. We can pack them with Japanese labels.

Please let me know if you need anything else.

Kind regards,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.""",
         note="English (the note says she prefers English); reply to the OEKO-TEX request in the note; Ms + surname; company without Co., Ltd.; cotton word in a pillow product (pincore latex pillow with a cotton cover)",
         edit=("company_missing", "body", "Maeda Shingu", "your company",
               "the company replaced by a generic wording", "your company", "Maeda Shingu Co., Ltd.")),
    dict(b="Q015", s="s2", subj="일회용 주사기 공급 제안 – Mae Klong Healthcare (Thailand)",
         body="""박서영 팀장님께,

안녕하세요. 태국 Mae Klong Healthcare의 Siriporn입니다.

We manufacture disposable syringes (1 ml to 50 ml, Luer lock and Luer slip, with or without needles), EO sterile, CE and ISO 13485. We also make safety syringes with retractable needles, which many Korean hospitals now ask for.

If 새빛메디칼 would consider a second supplier, I can send samples and a price list CIF Busan.

감사합니다.
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.""",
         note="Korean greeting with full name + 팀장님 (team head, matching 구매팀장) and Korean closing; English body; the company without (주); safety syringes; CIF Busan",
         edit=("artifact", "body", "If 새빛메디칼 would consider a second supplier, I can send samples and a price list CIF Busan.",
               "If 새빛메디칼 would consider a second supplier, I can send samples and a price list CIF Busan. If 새빛메디칼 would consider a second supplier, I can send",
               "a repeated clause, cut off", "If 새빛메디칼 would consider a second supplier, I can send samples and a price list CIF Busan. If 새빛메디칼 would consider a second supplier, I can send",
               "")),
    dict(b="Q016", s="s3", subj="VDE-Zertifikat für NYM-J 3x1,5 – Light + Building",
         body="""Sehr geehrte Frau Blümel,

vielen Dank für das nette Gespräch auf der Light + Building in Frankfurt. Wie besprochen sende ich Ihnen anbei das VDE-Zertifikat für unser NYM-J 3x1,5 mm² sowie das Datenblatt für die Querschnitte bis 5x16 mm².

Wir liefern im 100-m-Ring und auf Trommeln, frei Haus an Ihr Lager in Deutschland ab einer Palette.

Für Rückfragen stehe ich Ihnen gern zur Verfügung.

Mit freundlichen Grüßen
Zsófia Bartos
Exportértékesítési vezető
Mecsek Kábel Kft. | Pécs, Ungarn""",
         note="whole body in German; Frau + surname with umlaut; follow-up after the fair in the note answering the VDE request; German decimal comma 3x1,5; Ungarn; frei Haus",
         edit=("contact_wrong", "body", "Sehr geehrte Frau Blümel,", "Sehr geehrte Frau Blümle,",
               "the surname with two letters swapped", "Frau Blümle", "Bärbel Blümel")),
    dict(b="Q017", s="s1", subj="Zahnradpumpen aus Slowenien",
         body="""Sehr geehrter Herr Fritsch,

die Pohorje Hidravlika d.o.o. aus Slovenska Bistrica fertigt Außenzahnradpumpen der Baugrößen 1 bis 3 sowie Tandempumpen für Mobilhydraulik. Unsere Kunden sind Hersteller von Kommunal- und Landmaschinen in Österreich und Italien.

Da Sie als Einkäufer der Fritsch Hydraulik GmbH & Co. KG Ersatzpumpen und Neugeräte beschaffen, könnten wir Ihnen einen Rahmenvertrag mit Lagerhaltung in Slowenien anbieten.

Darf ich Ihnen unseren Katalog zusenden?

Mit freundlichen Grüßen
Urška Žagar
Vodja izvoza
Pohorje Hidravlika d.o.o.""",
         note="whole body in German; Herr + surname; the full company with GmbH & Co. KG; gear-pump varieties in German; other countries named as markets (Österreich, Italien); the title Einkäufer in a sentence",
         edit=("sender_wrong", "body", "die Pohorje Hidravlika d.o.o. aus Slovenska Bistrica", "die Pohorje Hydraulik d.o.o. aus Slovenska Bistrica",
               "the sender's company germanised", "Pohorje Hydraulik d.o.o.", "Pohorje Hidravlika d.o.o.")),
    dict(b="Q018", s="s4", subj="Terry bathrobes for hotels – from Uzbekistan",
         body="""Dear Ms Rose,

Hotels in Germany often ask us for bathrobes that survive 100+ industrial washes. At Farg'ona To'qimachi we make terry bathrobes from our own Uzbek cotton: shawl-collar and kimono styles, 380-450 g/m², white or in your hotel's colour, with embroidery.

Rose Hoteltextil could receive a sample of our 400 g/m² shawl-collar robe within two weeks, delivered DAP to your warehouse.

Would that be of interest?

Best regards,
Dilnoza Yo'ldosheva
Export Manager, Farg'ona To'qimachi MChJ
Margilan, Uzbekistan""",
         note="English; Ms + surname for Maria-Theresia Rose; company without GmbH; terry weights and styles; Germany named",
         edit=("company_misspelled", "body", "Rose Hoteltextil could receive", "Rosé Hoteltextil could receive",
               "an accent added to the company's name", "Rosé Hoteltextil", "Rose Hoteltextil GmbH")),
    dict(b="Q019", s="s1", subj="BS EN 74-1 test certificates – scaffolding couplers",
         body="""Hi Ann,

Following your request, attached are the BS EN 74-1 test certificates for our drop-forged double and swivel couplers, plus the sleeve and putlog couplers, from our accredited lab.

A few points for Booth Access:
- class B couplers, slip load tested
- hot-dip galvanised, each stamped with our mark and batch
- 25 per bag, 1,600 per pallet

Happy to quote CIF Felixstowe once you have the quantities.

Best,
Urška
Urška Žagar, Head of Export
Pohorje Hidravlika d.o.o.""",
         note="short friendly reply to the certificate request in the note; first name Hi Ann; company without Ltd; bullet list; class B, drop-forged; CIF Felixstowe",
         edit=("artifact", "body", "Following your request, attached are", "Following your your request, attached are",
               "a doubled word", "your your", "your")),
    dict(b="Q020", s="s4", subj="Combed cotton crew socks – Uzbek yarn, knitted in Margilan",
         body="""Dear Mr Richards,

I am writing to introduce Farg'ona To'qimachi MChJ, a textile mill in the Fergana Valley of Uzbekistan. Our newest line is cotton crew socks knitted from our own combed cotton yarn: 80% cotton, 17% polyamide, 3% elastane, 168 needle, hand-linked toes, in plain, rib and cushioned sole styles.

As Buying Director at Richards & Sons Hosiery, you will be familiar with the price pressure on basics. Our mill prices are FCA Tashkent by rail, or DAP UK.

Could I send you a sample box of six styles?

Yours sincerely,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ""",
         note="formal English; the title in a sentence; the company without Limited; sock specs (168 needle, hand-linked toes, cushioned sole); Fergana Valley; DAP UK; the sender's company with its legal form MChJ",
         edit=("title_wrong", "body", "As Buying Director at", "As Buying Manager at",
               "one level below the record's Buying Director", "Buying Manager", "Buying Director")),
]
