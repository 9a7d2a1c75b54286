"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

SIG1 = """Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.
Debrecen, Hungary
+36 52 418 276 | reka.szilagyi@nagyerdodelikat.hu
www.nagyerdodelikat.hu"""

SIG2 = """Dana Obeidat
Export Sales Director
Horan Plains Industries P.S.C.
Irbid, Jordan
Tel. +962 2 724 5813
d.obeidat@horanplains.jo | www.horanplains.jo"""

MAILS = [
    Mail("P001", "s1", "Tokaji Aszú price list – following up from the London Wine Fair",
         f"""Dear Cameron,

Thank you for stopping by our table at the London Wine Fair last year – I hope the 6 puttonyos left a good impression. As promised, please find attached our price list for Tokaji Aszú in 50 cl bottles, with both the 5 and 6 puttonyos wines (vintages 2016 and 2017). Both are aged at least 18 months in Zemplén oak and bottled at the estate we work with in Mád.

Prices are quoted per case of six, ex cellar Debrecen, and I have added a DAP London column for mixed pallets, since I understand Daniels & Hart likes to start with a trial order before listing a wine.

If it helps with your autumn list, I can send two sample bottles of each wine to your office next week.

Kind regards,

{SIG1}""",
         "after-fair first e-mail; the note's fair and its request (5 and 6 puttonyos, 50 cl); company shortened to 'Daniels & Hart'; Zemplén, Mád, DAP London",
         Twin("note_wrong", "body", "at the London Wine Fair last year", "at ProWein Düsseldorf last year",
              "London Wine Fair", "the note records the London Wine Fair, not ProWein", found="ProWein Düsseldorf")),

    Mail("P002", "s1", "【ご案内】トカイ・アスー 375ml瓶のお見積り",
         f"""山口洋酒株式会社
輸入部 主任
山口真綾様

いつもお世話になっております。ハンガリー・デブレツェンのナジエルドゥー・デリカート社のシラージ・レーカでございます。

先日はFOODEX JAPAN 2025にて弊社ブースにお立ち寄りいただき、誠にありがとうございました。その際にご要望いただいた小売向け375ml瓶につきまして、トカイ・アスー（5プットニョシュ、2017年）を375ml瓶でご用意できることになりましたので、お見積りを添付いたします。

・内容量：375ml、1ケース12本入り
・残糖：約150 g/L、オーク樽熟成18か月以上
・条件：CIF横浜、最小ロット 60ケース

日本語の裏ラベル案も弊社で作成可能です。ご検討のほど、よろしくお願い申し上げます。

Réka Szilágyi（シラージ・レーカ）
Export Manager
Nagyerdő Delikát Kft.
+36 52 418 276 / reka.szilagyi@nagyerdodelikat.hu""",
         "after-fair first e-mail in Japanese with a letter head (company, title, name + 様); the note's FOODEX JAPAN and 375 ml; sender's name in katakana, family name first; CIF Yokohama; 5 puttonyos in katakana",
         Twin("contact_wrong", "body", "山口真綾様", "山口真理様", "山口真綾",
              "the given name 真綾 is changed to 真理 in the letter head", found="山口真理")),

    Mail("P003", "s1", "Próbki Tokaji Aszú 5 puttonyos 2017 dla Bytner Wina",
         f"""Szanowny Panie Adamie,

dziękuję za zainteresowanie naszymi winami. Zgodnie z Pana prośbą wysłaliśmy dziś kurierem dwie butelki Tokaji Aszú 5 puttonyos z rocznika 2017 (0,5 l) na adres biura Bytner Wina w Krakowie; numer przesyłki prześlę osobno.

Polskie kontretykiety przygotujemy sami przed wysyłką towaru – wystarczy, że zatwierdzi Pan projekt, który załączam w PDF. Zawierają one dane importera, skład i informację o alergenach (siarczyny).

Chętnie porozmawiam o cenach po degustacji. Przy zamówieniu od jednej palety oferujemy warunki DAP Kraków.

Z poważaniem
Réka Szilágyi
Export Manager, Nagyerdő Delikát Kft.
Debrecen, Węgry
+36 52 418 276""",
         "reply in Polish to the note's sample request (5 puttonyos 2017) and Polish back labels; vocative 'Panie Adamie'; company shortened to 'Bytner Wina'; Hungary as 'Węgry'; DAP Kraków",
         Twin("company_misspelled", "subject", "Bytner Wina", "Bytnar Wina", "Bytner Wina Sp. z o.o.",
              "the family name in the company is misspelt (Bytnar)")),

    Mail("P004", "s1", "Tokaji Aszú for Winiarnia Dziewit",
         f"""Dear Ms Dziewit,

I am writing from Nagyerdő Delikát, a small export house in Debrecen that works with three family estates in the Tokaj wine region. As the owner of Winiarnia Dziewit, you probably know how well a sweet Tokaji sells around Christmas in Poland – many Polish customers remember it from family tables.

We offer Tokaji Aszú 5 and 6 puttonyos in 0.5 l bottles, and also a younger Szamorodni for by-the-glass service. For a wine shop of your size I would suggest a mixed pallet or even a few cases by groupage to Warsaw.

May I send you our price list and a short tasting note in Polish?

Best regards,
Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.
www.nagyerdodelikat.hu""",
         "cold introduction in English to a shop owner; the recorded title 'Właścicielka' as 'the owner of'; Szamorodni as another wine named alongside; groupage to Warsaw",
         Twin("title_wrong", "body", "As the owner of Winiarnia Dziewit", "As the head of purchasing at Winiarnia Dziewit",
              "Właścicielka", "she is recorded as the owner, not a purchasing head", found="head of purchasing")),

    Mail("P005", "s1", "ProWine Shanghai 后续：托卡伊阿苏贵腐酒的中文背标与GACC注册",
         f"""张经理您好！

我是匈牙利Nagyerdő Delikát公司的出口经理Réka Szilágyi。去年在ProWine Shanghai与您交流托卡伊阿苏贵腐酒（Tokaji Aszú），非常感谢您抽时间来我们的展位。

关于您提到的两点：
1. 中文背标：我们可以按照贵司提供的格式在匈牙利灌装时直接贴好，也可以发来空白瓶由厦门张记在国内加贴。
2. GACC注册：酒庄的海关总署境外生产企业注册号已办好，我会在下一封邮件里发给您扫描件。

目前可供货的是2017年份5篓（5 puttonyos）和2016年份6篓，500毫升装，每箱6瓶。如贵司需要，我们可以报CIF厦门价格。

期待您的回复！

Réka Szilágyi
出口经理
Nagyerdő Delikát Kft.（匈牙利德布勒森）
电话：+36 52 418 276""",
         "after-fair first e-mail in simplified Chinese; '张经理您好' (family name + 经理, not the recorded 采购主管); the note's ProWine Shanghai, back labels and GACC; company as '贵司' and shortened '厦门张记'; Debrecen as 德布勒森; CIF Xiamen",
         Twin("category_wrong", "body", "交流托卡伊阿苏贵腐酒（Tokaji Aszú）", "交流托卡伊冰酒（Tokaji Eiswein）",
              "Tokaji aszú", "the product is changed to ice wine", found="托卡伊冰酒（Tokaji Eiswein）")),

    Mail("P006", "s1", "Mangalica-Schinken am Stück – Angebot für Feinkost Trubin",
         f"""Sehr geehrte Frau Trubin,

auf der Anuga in Köln hatten Sie nach Mangalica-Schinken am Stück gefragt, der mindestens 24 Monate gereift ist. Ich freue mich, Ihnen heute ein Angebot schicken zu können.

Unser Schinken stammt von reinrassigen Mangalica-Wollschweinen aus Freilandhaltung in der Hortobágy-Puszta und reift in Debrecen 24 bis 30 Monate. Wir liefern ihn mit Knochen (ca. 7–9 kg) oder entbeint und vakuumiert in zwei Hälften, was für die Theke bei Feinkost Trubin praktischer sein könnte.

Die Preise verstehen sich pro Kilogramm, DAP Ihr Lager; ab 20 Keulen gilt ein Staffelpreis. Alle Schinken tragen das EU-Identitätskennzeichen unseres Zerlegebetriebs (HU).

Über eine Rückmeldung würde ich mich freuen.

Mit freundlichen Grüßen
Réka Szilágyi
Export Manager | Nagyerdő Delikát Kft.
Debrecen, Ungarn
Tel. +36 52 418 276""",
         "after-fair reply in German to the note (Anuga Köln, whole ham, 24 months); company shortened to 'Feinkost Trubin' twice; Hortobágy; Hungary as 'Ungarn'",
         Twin("company_missing", "subject", "Angebot für Feinkost Trubin", "Angebot für Ihr Haus", "Feinkost Trubin GmbH",
              "every mention of the company replaced by 'Ihr Haus' / 'Ihre Theke'", found="Ihr Haus",
              more=(("body", "für die Theke bei Feinkost Trubin", "für Ihre Theke"),))),

    Mail("P007", "s1", "Jamón de Mangalica húngaro para Charcutería Sotelo",
         f"""Estimada Sra. Sotelo:

Me llamo Réka Szilágyi y llevo la exportación de Nagyerdő Delikát, una pequeña empresa de Debrecen (Hungría) que cura jamones de cerdo Mangalica, la raza húngara de pelo rizado que a muchos clientes españoles les recuerda al ibérico por su grasa infiltrada.

Sé que en España el listón del jamón es altísimo, y precisamente por eso creo que una charcutería como la suya puede ofrecer el Mangalica como una curiosidad de alta gama: piezas de 7 a 9 kg con hueso, curación de 24 a 30 meses, sin aditivos salvo sal marina.

Si le interesa, le envío una ficha técnica y un precio DAP Madrid por pieza.

Un cordial saludo,
Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.
+36 52 418 276""",
         "cold introduction in Spanish; 'Estimada Sra. Sotelo:' (the drawn given name José, kept as drawn); ibérico as a comparison, not an offer; Spain named as the buyer's market",
         Twin("country_wrong", "body", "Sé que en España el listón", "Sé que en Portugal el listón", "Spain",
              "the buyer is in Spain", found="Portugal")),

    Mail("P008", "s1", "Ihr Angebot: ganze Mangalica-Schinken mit Knochen, DAP Graz",
         f"""Sehr geehrte Frau Trummer,

vielen Dank für Ihre Anfrage. Anbei unser Angebot für ganze Mangalica-Schinken mit Knochen:

– Gewicht: 7,5–9 kg pro Keule, 24 Monate luftgetrocknet
– Mindestmenge: 10 Keulen, gemischt mit Schultern möglich
– Lieferbedingung: DAP Graz, Lieferzeit ca. 5 Werktage ab Auftrag
– Preis: siehe PDF, gültig bis Ende des Quartals

Wir liefern bereits an zwei Feinkosthändler in Wien; für Trummer Delikatessen wäre eine Sammelsendung über unseren Spediteur in Szombathely am günstigsten.

Ich rufe Sie gern an, um Details zu besprechen – oder Sie erreichen mich direkt unter +36 52 418 276.

Freundliche Grüße aus Debrecen
Réka Szilágyi
Export Manager, Nagyerdő Delikát Kft.""",
         "reply in German to the note's request (quote, whole bone-in hams, DAP Graz); company shortened to 'Trummer Delikatessen'; Vienna and Szombathely as places; sender's phone inside the body",
         Twin("sender_wrong", "body", "direkt unter +36 52 418 276", "direkt unter +36 52 481 276", "+36 52 418 276",
              "the sender's phone number has two digits swapped", found="+36 52 481 276")),

    Mail("P009", "s1", "Mangalica ham for 류가푸드 – MFDS documents",
         f"""류은지 과장님께,

It was a pleasure to meet you at Seoul Food 2024. You mentioned that 류가푸드 would need the documents for MFDS import registration before any trial order of our Mangalica ham, so I have put them together:

- health certificate model agreed between Hungary and Korea for heat-untreated pork products
- the approval number of our curing plant in Debrecen
- an ingredient list and a production flow chart in English

Our hams are cured for 24 months and can be shipped boneless, vacuum-packed, in 1 kg pieces, which I think suits the Korean retail channel better than whole legs.

Please let me know if your customs broker needs anything else.

감사합니다.

Réka Szilágyi (레카 실라지)
Export Manager, Nagyerdő Delikát Kft.""",
         "after-fair first e-mail in English with a Korean greeting (name + 과장님께, the short form of the recorded 수입팀 과장) and closing; company shortened to 류가푸드 without 주식회사; the note's Seoul Food and MFDS; sender's name in Hangul",
         Twin("artifact", "body", "so I have put them together:", "so I have have put them together:", "so I have put them together:",
              "a doubled word", found="have have")),

    Mail("P010", "s1", "Hungarian Mangalica ham – an introduction",
         f"""Dear Mr van Susa,

I hope you don't mind a short introduction. My name is Réka Szilágyi and I look after exports at Nagyerdő Delikát Kft. in Debrecen, Hungary. We cure hams from Mangalica pigs, the curly-haired Hungarian breed, for 24 to 30 months.

I noticed that Van Susa Vleeswaren supplies several delicatessens and restaurants in the Randstad, and I think a Mangalica ham could be an interesting premium line next to your Italian and Spanish hams. We can deliver whole hams with the bone or boneless halves, and we regularly ship by groupage to Rotterdam.

Would you like me to send a sample piece and our price list?

Met vriendelijke groet,
Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.
+36 52 418 276 | reka.szilagyi@nagyerdodelikat.hu""",
         "cold introduction in English with a Dutch closing; 'Mr van Susa' with the lower-case tussenvoegsel inside a sentence, 'Van Susa Vleeswaren' with it capitalised; Randstad, Rotterdam",
         Twin("company_foreign", "body", "I noticed that Van Susa Vleeswaren supplies", "I noticed that Trummer Delikatessen supplies",
              "Van Susa Vleeswaren B.V.", "another buyer's company (same category, Austria)", found="Trummer Delikatessen")),

    Mail("P011", "s1", "Blue poppy seed 99.95% – morphine certificate",
         f"""Dear Ms Holubová,

Thank you for your enquiry about our blue poppy seed. I can confirm that we can supply Hungarian blue poppy seed cleaned to 99.95% purity, in 25 kg paper bags with a PE liner.

Every lot comes with a certificate of analysis from an accredited laboratory in Budapest, stating the morphine and codeine content; our current crop is well below the EU limit of 20 mg/kg opium alkaloids. I attach the certificate of the lot we would offer Pekárny Holub, together with the specification sheet.

Delivery to your bakeries could be DAP by truck within 3–4 days from Debrecen. If you tell me your monthly volume, I will prepare a price for the season.

Kind regards,
Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.""",
         "reply in English to the note's request (blue poppy seed, 99.95%, morphine certificate); company shortened to 'Pekárny Holub'; Czech female family name 'Holubová'; EU limit, Budapest lab",
         Twin("category_wrong", "body", "about our blue poppy seed", "about our black sesame seed", "poppy seed",
              "the product is changed to sesame", found="black sesame seed")),

    Mail("P012", "s1", "Kosher blue poppy seed for Purim – Haifa delivery",
         f"""Shalom Elhanan,

Thank you for your note. We have been asked before about kosher poppy seed, and I am glad to say that our packing line in Debrecen is supervised and our blue poppy seed is certified kosher (pareve); the certificate is attached.

For the oznei Haman season I would suggest shipping by the end of December, so that the container reaches Haifa with enough time for customs and for the bakeries of מאפיית דגן to plan production. We pack in 25 kg bags, 20 tons per 20' container, CIF Haifa.

If you can share the quantity you are considering, I will reserve the lot now.

Best regards,
Réka Szilágyi
Export Manager, Nagyerdő Delikát Kft.
+36 52 418 276""",
         "reply in English to the note (kosher, Purim / oznei Haman, Haifa) with a Hebrew greeting word and the given name in Latin; company in Hebrew without בע\"מ inside English; CIF Haifa",
         Twin("note_wrong", "body", "the container reaches Haifa", "the container reaches Ashdod", "Haifa",
              "the note says the goods ship to Haifa", found="Ashdod")),

    Mail("P013", "s1", "Угорський блакитний мак для «Дубина Кондитер»",
         f"""Шановна пані Оксано,

мене звати Река Сіладі, я відповідаю за експорт в угорській компанії Nagyerdő Delikát Kft. з міста Дебрецен. Ми постачаємо блакитний харчовий мак, очищений до 99,95 %, у мішках по 25 кг.

Знаю, що ваша фабрика випікає рулети та пироги з маком, тож для «Дубина Кондитер» могла б запропонувати мак нового врожаю з сертифікатом аналізу на вміст алкалоїдів. Доставка автомобілем через кордон у Чопі займає кілька днів.

Чи можу я надіслати вам зразок і прайс-лист?

З повагою,
Река Сіладі
Export Manager
Nagyerdő Delikát Kft.
+36 52 418 276""",
         "cold introduction in Ukrainian; vocative 'пані Оксано'; the sender's name in Ukrainian Cyrillic; company in guillemets without ТОВ; Chop as the border crossing",
         Twin("contact_wrong", "body", "Шановна пані Оксано", "Шановна пані Олено", "Оксана Дубина",
              "another given name in the greeting", found="Олено")),

    Mail("P014", "s1", "Ungarischer Blaumohn für Ihre Backstube",
         f"""Sehr geehrte Frau Ullmann,

als Inhaberin der Bäckerei Ullmann wissen Sie sicher am besten, wie sehr Mohnstriezel und Mohnschnecken vom Geschmack des Mohns leben. Ich möchte Ihnen kurz unseren ungarischen Blaumohn vorstellen.

Wir reinigen den Mohn in Debrecen auf 99,95 % Reinheit; jede Partie wird auf Opiumalkaloide untersucht und liegt unter dem EU-Grenzwert. Für Handwerksbäckereien liefern wir auch kleine Mengen, ab 5 Säcken zu 25 kg, per Spedition frei Haus.

Darf ich Ihnen ein 1-kg-Muster zum Probebacken schicken?

Mit freundlichen Grüßen
Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft., Ungarn
reka.szilagyi@nagyerdodelikat.hu""",
         "cold introduction in German; the recorded title inside the sentence ('als Inhaberin der Bäckerei Ullmann'); company without e.K.; Blaumohn for poppy seed",
         Twin("title_wrong", "body", "als Inhaberin der Bäckerei Ullmann", "als Einkaufsleiterin der Bäckerei Ullmann",
              "Inhaberin", "she is the owner, not the head of purchasing", found="Einkaufsleiterin")),

    Mail("P015", "s1", "Poppy seed in 25 kg bags – after IBIE",
         f"""Hi William,

Great to meet you at IBIE in Las Vegas. As discussed, here is what we can do for Johnson Bakery Supply:

• Hungarian blue poppy seed, 99.95% purity, steam-sterilised on request
• 25 kg multiwall paper bags, 40 bags per pallet
• FDA food facility registration of our Debrecen plant – number in the attached sheet
• FOB Hamburg or CIF Newark / Savannah

I can also arrange prior notice through our forwarder so the shipment clears without surprises. Would a trial of one pallet next month work for you?

Best,
Réka

Réka Szilágyi
Export Manager | Nagyerdő Delikát Kft. | Hungary""",
         "after-fair first e-mail in English, informal ('Hi William', signed 'Réka'); the note's IBIE, 25 kg bags and FDA registration; FOB Hamburg, CIF Newark/Savannah; company without ', Inc.'",
         Twin("company_misspelled", "body", "here is what we can do for Johnson Bakery Supply", "here is what we can do for Jonson Bakery Supply",
              "Johnson Bakery Supply, Inc.", "the family name in the company lacks its h", found="Jonson Bakery Supply")),

    Mail("P016", "s2", "Jameed from Irbid – halal and SFDA documents",
         f"""السيد كاظم العقيل المحترم،
السلام عليكم ورحمة الله وبركاته،

It was a pleasure to meet you at Gulfood Dubai this year. As you asked, I am sending the documents for our jameed:

1. Our halal certificate, issued by an accredited Jordanian certification body
2. Product specification and the shelf-life study (12 months for the dried balls)
3. The list of documents we will need from شركة العقيل to start the SFDA product registration

Our jameed is made from sheep's milk yoghurt in the Irbid area and sold both as traditional dried balls and as liquid jameed in 1 kg pouches. Many Saudi customers prefer the dried balls for mansaf at home; restaurants usually take the liquid.

With best regards,

{SIG2}""",
         "after-fair first e-mail in English with an Arabic salutation (name + المحترم); the note's Gulfood, halal and SFDA; company shortened to 'شركة العقيل' inside English; the Saudi market named; mansaf",
         Twin("country_wrong", "body", "Many Saudi customers prefer", "Many Kuwaiti customers prefer", "Saudi Arabia",
              "the buyer is in Saudi Arabia", found="Kuwaiti")),

    Mail("P017", "s2", "جميد أردني من إربد",
         f"""السيدة حصة النعيمي المحترمة،
مديرة المشتريات – النعيمي للمواد الغذائية

تحية طيبة وبعد،

يسعدني أن أعرّفك بشركة سهول حوران للصناعات، وهي شركة أردنية مقرها مدينة إربد، ننتج الجميد البلدي من حليب الغنم، مجففاً على شكل كرات أو سائلاً في عبوات بوزن كيلوغرام واحد.

نعلم أن الطلب على الجميد يرتفع في الإمارات قبل شهر رمضان، ولذلك نقترح أن نرسل لكم عينات وقائمة أسعار تسليم دبي، مع شهادة الحلال وشهادة المنشأ.

نتطلع إلى ردكم الكريم.

مع خالص التحية،
دانة عبيدات
مديرة مبيعات التصدير
Horan Plains Industries P.S.C.
هاتف: +962 2 724 5813
d.obeidat@horanplains.jo""",
         "cold introduction wholly in Arabic; the buyer's name, title and company as recorded in a letter head; the sender's company translated (سهول حوران للصناعات) and in Latin in the signature; her name and title in Arabic; the UAE and Dubai named",
         Twin("sender_wrong", "body", "d.obeidat@horanplains.jo", "d.obeidat@horan-plains.jo", "d.obeidat@horanplains.jo",
              "a hyphen in the sender's e-mail domain", found="d.obeidat@horan-plains.jo")),

    Mail("P018", "s2", "Re: jameed – dried balls or liquid?",
         f"""Dear Mary,

Thanks for your question about the form of our jameed. We make both:

- Dried jameed balls (about 150–200 g each), packed in 1 kg and 5 kg bags. They keep for a year and are what most Jordanian and Palestinian families in the US still ask for.
- Liquid jameed in 1 kg pouches, pasteurised, ready to cook; shelf life 9 months, chilled not needed before opening.

For groceries in Dearborn and Paterson I would suggest a mixed pallet with both, so the stores can see which one moves faster. We ship from Aqaba to New York in about four weeks, and we have an FDA-registered facility.

Happy to send you our price list for Brown Mediterranean Foods.

Best regards,

{SIG2}""",
         "reply in English to the note's question (dried balls or liquid; Dearborn and Paterson); company without LLC; Aqaba, New York; the US named as a market",
         Twin("company_foreign", "body", "price list for Brown Mediterranean Foods", "price list for Johnson Bakery Supply",
              "Brown Mediterranean Foods LLC", "another buyer's company (same country, another category)", found="Johnson Bakery Supply")),

    Mail("P019", "s2", "Kaolin for your Morbi tile plant – Fe2O3 < 0.8%, 325 mesh",
         f"""नमस्ते सुनील जी,

Thank you for sharing your requirements. Our washed kaolin from the Batn El Ghoul area meets them:

- Fe2O3: 0.6–0.7%
- Fineness: 99% passing 325 mesh
- Moisture: below 8%, in 1.2 t jumbo bags

For कुमार सिरेमिक्स we can quote CFR Mundra for a trial of 500 tonnes, loaded at Aqaba. Transit time is usually 12–14 days. I attach the technical data sheet and a recent analysis from an independent laboratory.

Please let me know your monthly consumption so I can confirm the price.

Kind regards,

{SIG2}""",
         "reply in English with a Hindi greeting ('नमस्ते सुनील जी'); the note's Morbi, Fe2O3, 325 mesh and CFR Mundra; company in Devanagari, shortened, inside English; Batn El Ghoul, Aqaba",
         Twin("artifact", "body", "Fineness: 99% passing 325 mesh", "Fineness: 99% passing {mesh_size}", "Fineness: 99% passing 325 mesh",
              "a template placeholder left in", found="{mesh_size}")),

    Mail("P020", "s2", "Ürdün'den yıkanmış kaolin – Güçlü Seramik için teklif",
         f"""Sayın Merva Hanım,

Ürdün'ün İrbid şehrinden Horan Plains Industries olarak seramik ve porselen üreticilerine yıkanmış kaolin tedarik ediyoruz. Güçlü Seramik'in karo üretimi için ürünümüzün uygun olabileceğini düşünüyoruz.

Kaolinimizin Fe2O3 oranı %0,7'nin altındadır ve 325 mesh inceliğinde sunulmaktadır. Akabe limanından Mersin'e sevkiyat yaklaşık bir hafta sürmektedir; CFR Mersin fiyat verebiliriz.

Teknik föy ve numune göndermemizi ister misiniz?

Saygılarımla,
Dana Obeidat
Export Sales Director
Horan Plains Industries P.S.C.
+962 2 724 5813""",
         "cold introduction in Turkish; 'Sayın Merva Hanım' (given name + Hanım); company with the Turkish suffix ('Güçlü Seramik'in'); Aqaba as 'Akabe', Mersin; Jordan as 'Ürdün'",
         Twin("company_misspelled", "subject", "Güçlü Seramik için", "Güçlu Seramik için", "Güçlü Seramik Sanayi A.Ş.",
              "the second ü of the family name written u", found="Güçlu Seramik")),
]
