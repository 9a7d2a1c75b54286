"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with its twin's one edit.
`kind` is "follow-up" for a follow-up on the writer's own earlier e-mail, offer or sample, and
"first" for another, shorter first e-mail to the same buyer."""
from mail import Mail, T

S1_SIG_EN = """Nikolina Glavić
Export Manager, Elafiti Podrum d.o.o.
Dubrovnik, Croatia
+385 20 358 214 | nikolina.glavic@elafiti-podrum.hr"""

S2_SIG = """Salim Hamed Al-Yaqoubi
Marketing & Export Manager
Jebel Kawr Resources & Trading LLC
Ibri, Sultanate of Oman
Tel. +968 2569 1473 | salim.alyaqoubi@jebelkawr.om"""

S3_SIG = """Kristine Joy Padilla
Export Marketing Manager
Panay Hablon Export Corporation
Iloilo City, Philippines
+63 33 329 4862 | kjpadilla@panayhablon.ph"""

S4_SIG_EN = """Mirian Duarte
Head of Foreign Trade, Aquidabán Productos Naturales S.A.
Concepción, Paraguay
+595 331 242 718 | mduarte@aquidaban.com.py"""

MAILS = [
    # N041 P001 follow-up on the price list
    Mail("P001", "s1",
         "Re: Paški sir price list – any questions?",
         """Dear Mr Ginesio,

I'm following up on the price list for our 12-month Paški sir wheels that I sent after Cibus. As Responsabile Acquisti at Formaggeria Ginesio you will be planning the autumn assortment now, so I wanted to check whether the prices and the 40-wheel minimum work for you.

If it helps, we can split the first order between 12- and 18-month wheels at the same minimum.

Kind regards,

""" + S1_SIG_EN,
         "follow-up on the writer's own price list (the note's request, after Cibus); recorded Italian title inside English; company without S.r.l.",
         T("title_wrong", "body", "As Responsabile Acquisti at", "As Responsabile Commerciale at", "Responsabile Commerciale",
           "Responsabile Acquisti", "a sales title in place of the recorded purchasing one"), kind="follow-up"),

    # N042 P003 another, shorter first e-mail
    Mail("P003", "s1",
         "Raw-milk Paški sir from Pag – samples for Käsehaus Schwab",
         """Dear Mr Schwab,

Elafiti Podrum in Dubrovnik exports Paški sir, the raw-milk sheep's cheese from the Croatian island of Pag (PDO). Before you list it at Käsehaus Schwab we would gladly send two sample wheels, with the raw-milk confirmation and the PDO certificate.

Would next week suit you for the courier?

Best regards,

""" + S1_SIG_EN,
         "another, shorter first e-mail in English, offering what the note asks for (two sample wheels, raw-milk cheese with certificate); company without AG",
         T("category_wrong", "body", "exports Paški sir, the raw-milk sheep's cheese", "exports Pag lamb, the salt-meadow lamb",
           "Pag lamb", "Pag cheese", "another product of the island the sender does not list in place of the category")),

    # N043 P005 follow-up on the certificate and samples
    Mail("P005", "s1",
         "Re: Paški sir – samples on the next pallet to Piraeus",
         """Dear Ms Archaki,

A short follow-up to my e-mail with the PDO certificate and the Greek technical sheet. Our next groupage pallet to Greece leaves Dubrovnik on the 14th, and I can put two sample wheels of Paški sir on it for Αρχάκη Τρόφιμα at no cost.

Please just confirm the delivery address in Piraeus.

Best regards,

""" + S1_SIG_EN,
         "follow-up on the writer's own earlier e-mail (the PDO certificate and shelf-life sheet the note asked for); family name romanised ('Ms Archaki'); company in Greek without Α.Ε. inside English",
         T("country_wrong", "body", "pallet to Greece leaves", "pallet to Cyprus leaves", "Cyprus",
           "Greece", "the buyer's country given as Cyprus"), kind="follow-up"),

    # N044 P006 follow-up on the quote
    Mail("P006", "s1",
         "Re: Quote: maraschino liqueur, 1 pallet FOB Ploče",
         """Dear Mr Roach,

Just checking in on the quote I sent for one pallet of maraschino FOB Ploče. I have also prepared the label files for your COLA application; shall I send them to you or directly to your label consultant?

The quote is valid until the end of next month.

Kind regards,
Nikolina Glavić
Export Manager, Elafiti Podrum d.o.o.
nikolina.glavic@elafiti-podrum.hr | +385 20 358 214""",
         "follow-up on the writer's own quote (the note's FOB Ploče request, COLA); company not named; sender's title in English",
         T("sender_wrong", "body", "nikolina.glavic@elafiti-podrum.hr", "nikolina.glavic@elafitipodrum.hr", "nikolina.glavic@elafitipodrum.hr",
           "nikolina.glavic@elafiti-podrum.hr", "the hyphen of the sender's e-mail domain dropped"), kind="follow-up"),

    # N045 P008 another, shorter first e-mail
    Mail("P008", "s1",
         "Maraschino for Taipei cocktail bars",
         """Dear Mr Lee,

Following the Taipei International Food Show: our Croatian maraschino liqueur is made from Marasca cherries on the Dalmatian coast, 32% ABV, and bartenders use it in the Aviation, the Martinez and the Hemingway Daiquiri. For 李氏洋酒貿易's bar customers in Taipei we can offer 700 ml bottles CIF Keelung, from 300 bottles.

Could I send you two bottles for your bartenders to try?

Best regards,

""" + S1_SIG_EN,
         "another, shorter first e-mail in English after the fair the note records, using the note's cocktail bars; family name romanised ('Mr Lee') for 李正義; company shortened in Chinese with an English possessive",
         T("artifact", "subject", "Maraschino for Taipei cocktail bars", "Maraschino for for Taipei cocktail bars", "for for",
           "for", "a doubled word in the subject")),

    # N046 P009 follow-up on the kosher certificate and price
    Mail("P009", "s1",
         "Re: Kosher-certified maraschino",
         """Shalom Tohar,

I hope the kosher certificate and the price DAP Ashdod reached you well. If it helps your decision, we can ship a first mixed order of 300 bottles at the same price, with the Hebrew back labels applied in Dubrovnik.

I'll keep writing in English, as you prefer; please let me know if anything is missing.

Best regards,

""" + S1_SIG_EN,
         "follow-up on the writer's own offer (the note's kosher certificate; English preferred); given name romanised",
         T("note_wrong", "body", "I'll keep writing in English, as you prefer;", "I'll switch to Hebrew from now on, as you prefer;",
           "I'll switch to Hebrew from now on, as you prefer;", "English",
           "the buyer's preferred language misquoted (the note records English)"), kind="follow-up"),

    # N047 P011 follow-up in Swedish on the tender material
    Mail("P011", "s1",
         "Sv: Dingač – underlag till Systembolaget",
         """Hej Maria,

Här kommer analysintyget och förslaget till svensk baketikett för vår Dingač 2019, som jag lovade efter ProWein. Vi håller 1 200 flaskor reserverade för Bloms Vinimport tills anbudsresultatet från Systembolaget är klart.

Säg till om ni behöver fler prover till panelen.

Vänliga hälsningar
Nikolina Glavić
Exportchef, Elafiti Podrum d.o.o.
Dubrovnik, Kroatien""",
         "follow-up in Swedish on the writer's own promise after the fair the note records (ProWein; Systembolaget tender); company without AB; sender's title in Swedish",
         T("company_misspelled", "body", "reserverade för Bloms Vinimport tills", "reserverade för Blooms Vinimport tills",
           "Blooms Vinimport", "Bloms Vinimport AB", "one letter of the company doubled"), kind="follow-up"),

    # N048 P013 another, shorter first e-mail
    Mail("P013", "s1",
         "Dingač from Croatia – 2019 and 2020 vintages",
         """Dear Ms Lee,

Thank you for your interest in our Dingač. We would be glad to send 주식회사 다온와인앤컴퍼니 samples of both vintages you asked about, 2019 and 2020, Plavac Mali from the Pelješac peninsula.

Please confirm the address for the courier and we will ship within the week.

Best regards,

""" + S1_SIG_EN,
         "another, shorter first e-mail in English answering the note's sample request (2019 and 2020 vintages); full company in Hangul inside English",
         T("company_foreign", "body", "send 주식회사 다온와인앤컴퍼니 samples", "send 深圳曾氏葡萄酒进口有限公司 samples",
           "深圳曾氏葡萄酒进口有限公司", "주식회사 다온와인앤컴퍼니",
           "another buyer's company of this set (same category, China)")),

    # N049 P015 follow-up in Polish on the price list
    Mail("P015", "s1",
         "Re: Cennik Dingač – próbki dla Rećko Wina",
         """Szanowna Pani Malwino,

uprzejmie przypominam o cenniku Dingača w złotych, który wysłałam po Enoexpo. Jeśli ceny są do przyjęcia, chętnie wyślę do Rećko Wina po dwie butelki z rocznika 2019 i 2020 do degustacji.

Z poważaniem
Nikolina Glavić
Elafiti Podrum d.o.o., Dubrownik""",
         "follow-up in Polish on the writer's own price list in zloty (the note's request after Enoexpo); vocative; company shortened",
         T("company_missing", "body", "chętnie wyślę do Rećko Wina po dwie", "chętnie wyślę do Państwa firmy po dwie",
           "Państwa firmy", "Rećko Wina Sp. z o.o.", "every mention of the company replaced by 'Państwa firma'",
           more=[("subject", "próbki dla Rećko Wina", "próbki dla Państwa")]), kind="follow-up"),

    # N050 P016 follow-up in simplified Chinese on the trial lot
    Mail("P016", "s2",
         "回复：铜精矿试单及独立化验证书",
         """王经理您好：

上次邮件中我们确认了每批铜精矿均附独立实验室（SGS 或 Alex Stewart）出具的 Cu、Au、Ag、As 化验证书。想跟进一下江西王氏铜业是否考虑本季度先下一批 10,000 湿吨的试单，CIF 上海。

如需最近一批的完整化验报告，我可以马上发送。

此致
敬礼

Salim Hamed Al-Yaqoubi
市场与出口经理
Jebel Kawr Resources & Trading LLC
阿曼 伊卜里""",
         "follow-up in simplified Chinese on the writer's own confirmation (the note's independent assay certificates); '王经理' greeting; company shortened; sender's title and city in Chinese",
         T("contact_wrong", "body", "王经理您好：", "汪经理您好：", "汪经理", "王强",
           "a homophone family name (汪 for 王) in the greeting"), kind="follow-up"),

    # N051 P018 another, shorter first e-mail
    Mail("P018", "s2",
         "Low-arsenic copper concentrate from Oman",
         """Dear Mr Sharma,

Following our talk at IME Kolkata: Jebel Kawr offers copper concentrate from Oman with arsenic below 0.15% and moisture of 8–9.5%, Cu 24–26%, in 5,000 wmt lots CFR Kandla. If this fits शर्मा मेटल्स प्राइवेट लिमिटेड, I can send an assay of our last shipment.

Regards,

""" + S2_SIG,
         "another, shorter first e-mail after the fair the note records (IME Kolkata) with the arsenic and moisture specs the note asks for; full company in Devanagari inside English; sender company shortened to 'Jebel Kawr'",
         T("category_wrong", "body", "offers copper concentrate from Oman", "offers zinc concentrate from Oman", "zinc concentrate",
           "copper concentrate", "another concentrate the sender does not list in place of the category")),

    # N052 P020 follow-up on the de-icing offer
    Mail("P020", "s2",
         "Re: De-icing rock salt – vessel space for August",
         """Dear Mr Kolehmainen,

Following my offer for de-icing salt: we are fixing the vessel for late-August discharge in Kotka now. If Kolehmainen Tiesuola wants salt for this season's municipal tenders in Finland delivered before October, I would need your quantity by the end of the month.

Best regards,

""" + S2_SIG,
         "follow-up on the writer's own offer (the note's municipal tenders, delivery before October); company without Oy",
         T("country_wrong", "body", "municipal tenders in Finland delivered", "municipal tenders in Estonia delivered", "Estonia",
           "Finland", "the buyer's country given as Estonia"), kind="follow-up"),

    # N053 P022 follow-up in Arabic on the quote
    Mail("P022", "s2",
         "متابعة: عرض سعر الليمون الأسود المجفف CFR الدمام",
         """السيد رضوان آل عواض المحترم،

السلام عليكم ورحمة الله وبركاته،

أود متابعة عرض السعر الذي أرسلته لكم للّومي (الليمون الأسود المجفف) بسعر 3.10 دولار للكيلوغرام CFR الدمام. نود أن نؤكد أن مصنع التعبئة لدينا في عبري مسجل لدى الهيئة العامة للغذاء والدواء (SFDA).

هل تودون أن نرسل عينة من 5 كغ لمؤسسة آل عواض للتوابل قبل الطلب الأول؟

مع خالص التحية،
سالم حمد اليعقوبي
مدير التسويق والتصدير
Jebel Kawr Resources & Trading LLC
عبري، سلطنة عُمان
+968 2569 1473""",
         "follow-up in Arabic on the writer's own quote (the note's CFR Dammam, SFDA); full name with honorific; full company in Arabic with the preposition attached ('لمؤسسة آل عواض للتوابل'); sender's name, title and city in Arabic",
         T("sender_wrong", "body", "Jebel Kawr Resources & Trading LLC\nعبري", "Jebel Kaur Resources & Trading LLC\nعبري",
           "Jebel Kaur Resources & Trading LLC", "Jebel Kawr Resources & Trading LLC", "the sender's company misspelt"),
         kind="follow-up"),

    # N054 P024 another, shorter first e-mail
    Mail("P024", "s2",
         "Black and light loomi for London's Persian kitchens",
         """Dear Russell,

Good to meet you at IFE London. For the Persian and Gulf restaurants White Spice Merchants supplies, we pack black and light dried limes, whole or crushed, in 5 kg cartons, DAP Felixstowe.

Shall I send samples of both?

Best,
Salim Al-Yaqoubi
Jebel Kawr Resources & Trading LLC, Oman""",
         "another, shorter first e-mail after the fair the note records (IFE London), using the note's restaurants; given name only; sender's name and company shortened",
         T("artifact", "body", "DAP Felixstowe.\n\nShall", "DAP Felixstowe. We pack black and light dried limes, whole or crushed.\n\nShall",
           "We pack black and light dried limes, whole or crushed.", "", "a repeated sentence")),

    # N055 P026 follow-up in French on the samples
    Mail("P026", "s3",
         "Suivi : échantillons de piña-seda",
         """Monsieur Hervé,

Je reviens vers vous au sujet des échantillons de piña-seda envoyés après Première Vision. Les avez-vous bien reçus ? Si l'un des trois poids convient à la Maison Hervé, nous pouvons réserver dès maintenant le tissage pour la collection printemps-été.

Bien cordialement,

Kristine Joy Padilla
Panay Hablon Export Corporation, Iloilo City""",
         "follow-up in French on the writer's own samples (the note's piña-seda after Première Vision Paris); company with article",
         T("note_wrong", "body", "envoyés après Première Vision.", "envoyés après Texworld.", "Texworld",
           "Première Vision Paris", "a fair the note does not name in place of the one it does"), kind="follow-up"),

    # N056 P028 another, shorter first e-mail
    Mail("P028", "s3",
         "Dried danggit for Hernandez Asian Groceries",
         """Hi Anthony,

Panay Hablon Export Corporation ships sun-dried danggit from Iloilo in 200 g and 500 g vacuum packs. On your question about BICON: it is commercially prepared, packed and labelled dried fish, and we supply the BFAR health certificate with every lot. Would Hernandez Asian Groceries like a trial order of 50 cartons?

Best regards,

""" + S3_SIG,
         "another, shorter first e-mail answering the note's BICON question; given name only; company without Pty Ltd",
         T("company_misspelled", "body", "Would Hernandez Asian Groceries like", "Would Hernandes Asian Groceries like",
           "Hernandes Asian Groceries", "Hernandez Asian Groceries Pty Ltd", "one letter of the family name changed (z -> s)")),

    # N057 P031 follow-up in Spanish on the catalogue
    Mail("P031", "s3",
         "Re: Catálogo de esteras banig",
         """Estimada Sra. Narváez:

Le escribo para saber si ha podido revisar el catálogo con las medidas que le envié después de Intergift. Si alguna de las esteras encaja en la colección de Decoración Narváez, le puedo preparar una muestra de cada tamaño.

Un cordial saludo,
Kristine Joy Padilla
Panay Hablon Export Corporation""",
         "follow-up in Spanish on the writer's own catalogue (the note's request after Intergift Madrid); company without S.L.",
         T("company_foreign", "body", "en la colección de Decoración Narváez,", "en la colección de Chung Home & Living,",
           "Chung Home & Living", "Decoración Narváez S.L.", "another buyer's company of this set (same category, Australia)"),
         kind="follow-up"),

    # N058 P033 follow-up in traditional Chinese on the COA
    Mail("P033", "s4",
         "回覆：桐油 COA（酸價、碘價）",
         """廖主任您好：

上週寄上的桐油規格中已列出酸價（最高 3 mg KOH/g）與碘價（163–173），每批貨的 COA 都會載明。想請問身為原料採購主任的您，是否需要我們先寄 1 公升樣品到台灣測試？20 呎 flexitank 的下一個船期是下個月中旬，經蒙特維多到高雄。

敬祝 商祺

Mirian Duarte
Aquidabán Productos Naturales S.A.
巴拉圭 康塞普西翁""",
         "follow-up in traditional Chinese on the writer's own specification (the note's acid and iodine value on the COA, 20-ft flexitank); '廖主任' greeting; recorded title in a sentence; company not named (addressed as 您)",
         T("title_wrong", "body", "身為原料採購主任的您", "身為業務主任的您", "業務主任",
           "原料採購主任", "a sales title in place of the recorded purchasing one"), kind="follow-up"),

    # N059 P037 another, shorter first e-mail in Greek
    Mail("P037", "s4",
         "Ψάθινα καπέλα karanday από την Παραγουάη",
         """Αγαπητέ κύριε Λαγοπάτη,

Είμαστε η Aquidabán Productos Naturales S.A. από την Παραγουάη και φτιάχνουμε χειροποίητα καπέλα από φύλλα φοίνικα karanday. Για τα καταστήματα στη Μύκονο και την Πάρο που εξυπηρετεί η Λαγοπάτης Αξεσουάρ, μπορούμε να παραδώσουμε στον Πειραιά πριν από τον Απρίλιο.

Να σας στείλω κατάλογο και τιμές;

Με εκτίμηση,
Mirian Duarte
Aquidabán Productos Naturales S.A.""",
         "another, shorter first e-mail in Greek using the note (shops on Mykonos and Paros, delivery by April); vocative greeting; company without the legal form; 'ψάθινα καπέλα' for the category",
         T("contact_wrong", "body", "Αγαπητέ κύριε Λαγοπάτη,", "Αγαπητέ κύριε Λαγόπουλε,", "κύριε Λαγόπουλε", "Ιερεμίας Λαγοπάτης",
           "another Greek family name in the greeting")),

    # N060 P039 another, shorter first e-mail in French
    Mail("P039", "s4",
         "Baies roses bio du Paraguay pour Comman Épices",
         """Monsieur Comman,

Suite à Biofach : Aquidabán Productos Naturales S.A. récolte au Paraguay des baies roses certifiées biologiques (UE), et l'attestation Bio Suisse est en cours. Pour Comman Épices, nous proposons des sacs de 5 kg, livrés DAP Bâle.

Puis-je vous envoyer un échantillon ?

Meilleures salutations,
Mirian Beatriz Duarte Acosta
Aquidabán Productos Naturales S.A., Concepción (Paraguay)""",
         "another, shorter first e-mail in French after the fair the note records (Biofach), answering the note's organic certificates; company without SA",
         T("company_missing", "body", "Pour Comman Épices, nous proposons", "Pour votre entreprise, nous proposons", "votre entreprise",
           "Comman Épices SA", "every mention of the company replaced by 'votre entreprise'",
           more=[("subject", " pour Comman Épices", "")])),
]
