"""Natural e-mails N041-N060: a second e-mail to 20 buyers (the 18 with a note, and P005 and
P023), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail(
        buyer="P001", sender="s1",
        subject="Šipon 2023 – τιμοκατάλογος CIF Λεμεσός",
        body="""Αγαπητέ κύριε Ανδρουλάκη,

σας γράφω σχετικά με τον τιμοκατάλογο CIF Λεμεσός που σας έστειλα μετά την ProWein. Είχατε την ευκαιρία να τον δείτε;

Για τα ξενοδοχεία που εξυπηρετεί η Οινεμπορική Ανδρουλάκης Λτδ στη Λεμεσό και την Πάφο, θα μπορούσαμε να ετοιμάσουμε και μια δοκιμαστική παλέτα με το Šipon 2023 (κιβώτια των έξι φιαλών 0,75 l), ώστε να το δοκιμάσετε πρώτα σε λίγα ξενοδοχεία.

Αν θέλετε, μπορώ να σας στείλω και δύο φιάλες δείγματος.

Με εκτίμηση,
Tadeja Lovrec Meško
Διευθύντρια Εξαγωγών
Poetovio Dobrote d.d.
Ptuj, Σλοβενία
+386 2 788 41 60""",
        note="follow-up on the writer's own price list, after the fair the note records; Greek, the "
             "vocative `κύριε Ανδρουλάκη`; the note's customers and towns in Greek; the sender's "
             "title in Greek",
        twin=Twin("company_misspelled", "body", "η Οινεμπορική Ανδρουλάκης Λτδ", "η Οινεμπορική Ανδρουλάκις Λτδ",
                  found="Οινεμπορική Ανδρουλάκις Λτδ", expected="Οινεμπορική Ανδρουλάκης Λτδ",
                  note="ι for η in the family name of the company"),
    ),
    # N042
    Mail(
        buyer="P002", sender="s1",
        subject="Šipon samples – did they arrive?",
        body="""Dear Ms Huang,

I hope you are well. Our two sample bottles of the 2023 Šipon should have reached 黄家葡萄酒有限公司 last week. Did they arrive in good condition?

If you have had a chance to taste them, I would be glad to hear your impressions. The Chinese back labels you asked for can be printed and applied in Ptuj before shipping, so that the wine arrives in Taiwan ready for sale.

Best regards,
Tadeja Lovrec Meško
Export Director
Poetovio Dobrote d.d.
Ptuj, Slovenia
+386 2 788 41 60 | www.poetovio-dobrote.si""",
        note="follow-up on the writer's own samples, which the note records as asked for; English; "
             "`Ms Huang` for 黄; the Chinese company in full inside English",
        twin=Twin("sender_wrong", "body", "Poetovio Dobrote d.d.\nPtuj", "Poetovio Dobrote d.o.o.\nPtuj",
                  found="Poetovio Dobrote d.o.o.", expected="Poetovio Dobrote d.d.",
                  note="the sender's legal form `d.o.o.` for `d.d.`"),
    ),
    # N043
    Mail(
        buyer="P004", sender="s1",
        subject="Šipon til Vinmonopolet-anbudet – prøver på vei",
        body="""Hei Elin,

Som innkjøpsansvarlig i Brekke Vinimport AS ba du om prøveflasker av vår Šipon til anbudet i mars. Seks flasker av 2023-årgangen går med kurér i morgen, sammen med produktark og analysebevis.

Šipon er det slovenske navnet på Furmint, dyrket i Haloze ved Ptuj: tørr, 12,5 % alkohol, frisk syre.

Si gjerne fra om dere trenger noe mer til anbudet.

Vennlig hilsen
Tadeja Lovrec
Poetovio Dobrote d.d.""",
        note="another, shorter reply to the sample request the note records; Norwegian; the title "
             "lower-case in the sentence",
        twin=Twin("title_wrong", "body", "Som innkjøpsansvarlig i", "Som markedsansvarlig i",
                  found="markedsansvarlig", expected="Innkjøpsansvarlig",
                  note="a marketing title for the buyer's purchasing one"),
    ),
    # N044
    Mail(
        buyer="P006", sender="s1",
        subject="Kranjska sausages: PGI certificate attached",
        body="""Dear Mr Naumovski,

Attached is the PGI certificate for our Kranjska sausages that you asked for, with the entry of "Kranjska klobasa" in the EU register of protected names.

If Наумовски Деликатеси ДООЕЛ would like to taste them first, I can send a sample carton by refrigerated courier to North Macedonia.

Best regards,
Tadeja
Poetovio Dobrote d.d. | Ptuj, Slovenia | +386 2 788 41 60""",
        note="another, shorter reply to the PGI certificate the note asks for; English; signed with "
             "the given name only",
        twin=Twin("company_missing", "body", "If Наумовски Деликатеси ДООЕЛ would", "If your company would",
                  found="your company", expected="Наумовски Деликатеси ДООЕЛ",
                  note="the company's one mention replaced"),
    ),
    # N045
    Mail(
        buyer="P009", sender="s1",
        subject="Suivi – saucisses Kranjska pour Charcuterie Blouin",
        body="""Bonjour Madame Blouin,

Je reviens vers vous au sujet de la fiche technique et du prix par caisse que je vous ai envoyés après le SIAL Montréal. Avez-vous eu le temps d'y jeter un coup d'œil ?

Si cela peut vous aider, je peux vous envoyer une caisse d'échantillons (14 barquettes de deux saucisses) pour une dégustation avec votre équipe.

Bonne journée,
Tadeja Lovrec Meško
Directrice export – Poetovio Dobrote d.d.
+386 2 788 41 60""",
        note="follow-up on the writer's own data sheet and price, which the French note asks for; "
             "Québec French; the company short in the subject",
        twin=Twin("contact_wrong", "body", "Bonjour Madame Blouin,", "Bonjour Madame Brassard,",
                  found="Brassard", expected="Danielle Blouin",
                  note="another Québec family name in the greeting"),
    ),
    # N046
    Mail(
        buyer="P011", sender="s1",
        subject="شهادة الحلال ومستندات تسجيل صدور الدجاج المجمدة",
        body="""السيد صدقي حمامي المحترم،
تحية طيبة وبعد،

يسعدني أن أتواصل معكم بعد لقائنا في معرض جلفود في دبي. كما طلبتم، أرفق لكم شهادة الحلال الخاصة بمصنعنا في سلوفينيا، إضافةً إلى المواصفات الفنية لصدور الدجاج المجمدة ونموذج الشهادة الصحية، لتتمكن شركة حمامي للأغذية المجمدة ذ.م.م. من تسجيل المنتج لدى المؤسسة العامة للغذاء والدواء في الأردن.

صدور الدجاج لدينا مجمدة بطريقة التجميد السريع الفردي، ويتراوح وزن القطعة بين 150 و250 غراماً، وهي معبأة في كراتين سعة 10 كغ، ويمكن شحنها في حاويات مبردة إلى ميناء العقبة.

مع أطيب التحيات،
تاديا لوفريتس ميشكو
مديرة التصدير
Poetovio Dobrote d.d.
بتوي، سلوفينيا
+386 2 788 41 60""",
        note="another reply to the halal certificate and JFDA registration the note asks for, after "
             "the fair it records (Gulfood as `معرض جلفود`); Arabic; the category as `صدور الدجاج "
             "المجمدة`; the sender's name and title in Arabic, her company in Latin letters",
        twin=Twin("country_wrong", "body", "والدواء في الأردن", "والدواء في لبنان", found="لبنان",
                  expected="Jordan", note="Lebanon for the buyer's Jordan"),
    ),
    # N047
    Mail(
        buyer="P014", sender="s1",
        subject="Re: Price list CIF Tema – frozen chicken breast fillets",
        body="""Dear Mr Antwi,

I am following up on the price list CIF Tema I sent you after Anuga. Our prices for frozen chicken breast fillets are firm until the end of the month, and we still have reefer space on the vessel leaving Koper on the 18th.

If Antwi Cold Store Limited would like to book a first container, I can send the proforma invoice today.

Kind regards,
Tadeja Lovrec Meško
Export Director
Poetovio Dobrote d.d.
+386 2 788 41 60""",
        note="follow-up on the writer's own price list, which the note asks for, after the fair it "
             "records; English",
        twin=Twin("artifact", "body", "the price list CIF Tema I sent", "the price list CIF {port} I sent",
                  found="{port}", expected="Tema", note="a template placeholder left in the text"),
    ),
    # N048
    Mail(
        buyer="P016", sender="s2",
        subject="400-600克/条 IQF冷冻带鱼 — 规格确认",
        body="""潘经理：

您好！您在新加坡海产展上提到需要400-600克/条、单冻的带鱼。我们杜古姆的工厂可以按这个规格分级，每箱10公斤，全程-18°C以下冷链。

如果青岛潘氏水产有限公司需要，我们可以先寄一箱样品到青岛，供您检验。

此致
敬礼
Hilal Al-Araimi
Al Wusta Bahr & Hajar SPC
+968 2508 4417""",
        note="another, shorter reply to the sizes and IQF the note asks for, after the fair it "
             "records; simplified Chinese; `此致 敬礼` closing",
        twin=Twin("category_wrong", "body", "单冻的带鱼", "单冻的鲳鱼", found="鲳鱼",
                  expected="frozen ribbonfish", note="pomfret for ribbonfish"),
    ),
    # N049
    Mail(
        buyer="P019", sender="s2",
        subject="Test certificates – gabbro aggregate from Duqm",
        body="""Dear Mr Phadke,

Please find attached the test certificates you asked for on our gabbro aggregate: LA abrasion value 12% and water absorption 0.4%, tested in Muscat last month on the 10-20 mm and 20-40 mm sizes.

We would be glad to quote फडके कन्स्ट्रक्शन मटेरियल्स प्रायव्हेट लिमिटेड for a first shipment CFR any west-coast Indian port.

Regards,
Hilal Al-Araimi
Al Wusta Bahr & Hajar SPC, Duqm, Oman""",
        note="another, shorter reply to the test certificates the note asks for; English; `Mr Phadke` "
             "for फडके; the Devanagari company in full inside English",
        twin=Twin("company_misspelled", "body", "quote फडके कन्स्ट्रक्शन", "quote पडके कन्स्ट्रक्शन",
                  found="पडके कन्स्ट्रक्शन मटेरियल्स प्रायव्हेट लिमिटेड",
                  expected="फडके कन्स्ट्रक्शन मटेरियल्स प्रायव्हेट लिमिटेड",
                  note="unaspirated प for फ in the family name of the company"),
    ),
    # N050
    Mail(
        buyer="P021", sender="s2",
        subject="Dhow models catalogue – following up",
        body="""Dear Mr Micallef,

I am following up on the catalogue of our dhow models that I sent you two weeks ago. As Director of Micallef Nautical Gifts Ltd, you may want to see the models before deciding, so I can send one 30 cm sambuk as a free sample for the museum shop in Birgu.

The models are in stock, and a first order could reach Malta within three weeks.

Best regards,
Hilal Al-Araimi
Al Wusta Bahr & Hajar SPC
+968 2508 4417""",
        note="follow-up on the writer's own catalogue; English; the note's museum shop in Birgu",
        twin=Twin("title_wrong", "body", "As Director of", "As Purchasing Manager of",
                  found="Purchasing Manager", expected="Director",
                  note="a purchasing title for the buyer's director"),
    ),
    # N051
    Mail(
        buyer="P024", sender="s3",
        subject="クロマーのOEKO-TEX認証書をお送りします",
        body="""高橋様

東京インターナショナル・ギフト・ショーではありがとうございました。お問い合わせいただいたOEKO-TEX認証書（STANDARD 100）を添付にてお送りします。

高橋アジア雑貨株式会社様でのお取り扱いをご検討いただけるようでしたら、各色のサンプルを一枚ずつお送りいたします。

ソック・スレイモム
Dei Krahom Crafts & Foods Co., Ltd.
sreymom.sok@deikrahom.com.kh""",
        note="another, shorter reply to the certificate the note asks for, after the fair it records; "
             "Japanese; the company with `様` after it",
        twin=Twin("company_missing", "body", "高橋アジア雑貨株式会社様での", "貴社での", found="貴社",
                  expected="高橋アジア雑貨株式会社", note="the company's one mention replaced by 貴社"),
    ),
    # N052
    Mail(
        buyer="P027", sender="s3",
        subject="דוגמאות של עציצי טרקוטה בקוטר 40 ס״מ",
        body="""שלום הילה,

תודה על פנייתך. כפי שביקשת, אנחנו שולחים לגואטה גינון ועציצים בע"מ דוגמאות של עציצי הטרקוטה שלנו בגודל 40 ס״מ: עציץ עגול אחד ועציץ גבוה אחד, ללא זיגוג ועם חור ניקוז.

העציצים נעשים בעבודת יד בכפר הקדרים אנדונג רוסיי שבמחוז קמפונג צ'נאנג בקמבודיה, ונשרפים בכבשן בחום של כ־900 מעלות.

החבילה תצא ב־DHL ביום חמישי, ואשלח לך את מספר המעקב.

בברכה,
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="another reply to the 40 cm samples the note asks for; Hebrew, as the note allows; the "
             "company with the prefix ל- (`לגואטה …`); the category as `עציצי טרקוטה`",
        twin=Twin("company_misspelled", "body", "לגואטה גינון ועציצים בע\"מ", "לגואטה גינון ועציצם בע\"מ",
                  found="גואטה גינון ועציצם בע\"מ", expected="גואטה גינון ועציצים בע\"מ",
                  note="a lost yod in the company"),
    ),
    # N053
    Mail(
        buyer="P030", sender="s3",
        subject="ใบรับรอง HACCP และรูปลานตากปลาช่อนแห้ง",
        body="""เรียน คุณปภาวรินทร์

ขอบคุณที่สนใจปลาช่อนแห้งของเรา ตามที่คุณขอมา ดิฉันได้แนบใบรับรอง HACCP และรูปถ่ายลานตากปลาของเราที่จังหวัดกำปงชนัง ประเทศกัมพูชา มาพร้อมกับอีเมลฉบับนี้

ปลาช่อนของเราจับจากโตนเลสาบ ผ่าท้อง ล้างทำความสะอาด หมักเกลืออ่อน ๆ แล้วตากแดดบนชั้นยกสูงที่มีมุ้งกันแมลงประมาณ 3-4 วัน

หาก บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด ต้องการตัวอย่าง ดิฉันยินดีส่งไปให้ทางไปรษณีย์ด่วนค่ะ

ขอแสดงความนับถือ
Sreymom Sok
Sales & Export Manager
Dei Krahom Crafts & Foods Co., Ltd.
+855 26 988 214""",
        note="another reply to the HACCP certificate and photos the note asks for; Thai; the category "
             "as `ปลาช่อนแห้ง`; Kampong Chhnang in Thai script",
        twin=Twin("contact_wrong", "body", "เรียน คุณปภาวรินทร์", "เรียน คุณปภาวดี", found="ปภาวดี",
                  expected="ปภาวรินทร์ จ้อยนุแสง", note="another Thai given name with the same start"),
    ),
    # N054
    Mail(
        buyer="P032", sender="s4",
        subject="ブロッコリーのサンプルについて",
        body="""中村青果株式会社
仕入部長 中村零様

いつも大変お世話になっております。Páramo Cotopaxi Agroexport S.A.のディアナ・チルイサです。

先週お送りした冷凍ブロッコリー（IQF、20-40mm）のサンプルは、無事お手元に届きましたでしょうか。コンビニ弁当向けのカット規格についてご要望がございましたら、お知らせいただければ対応いたします。

引き続きよろしくお願いいたします。

Diana Chiluisa（ディアナ・チルイサ）
Coordinadora de Exportaciones
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="follow-up on the writer's own samples; Japanese address block with the recorded title "
             "before the name; the note's lunch-box customers as コンビニ弁当; the sender in katakana",
        twin=Twin("artifact", "body", "無事お手元に届きましたでしょうか", "無事お手元に無事お手元に届きましたでしょうか",
                  found="無事お手元に無事お手元に", expected="無事お手元に", note="a doubled phrase"),
    ),
    # N055
    Mail(
        buyer="P035", sender="s4",
        subject="Gypsophila 75 cm – availability for 8 March",
        body="""Dear Ms Kevlishvili,

Thank you for asking about 75 cm stems. For the Tbilisi florists you buy for, we can reserve Xlence gypsophila in 75 cm for the 8 March season, with the last shipments leaving Quito at the end of February.

Shall I send you our price per bunch?

Best regards,
Diana Chiluisa
Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="another, shorter reply to the stem length the note asks for; English; `Ms Kevlishvili` "
             "for კევლიშვილი",
        twin=Twin("sender_wrong", "body", "+593 3 280 1457", "+593 2 280 1457",
                  expected="+593 3 280 1457", note="the sender's phone with Quito's area code"),
    ),
    # N056
    Mail(
        buyer="P036", sender="s4",
        subject="Гипсофила: прайс-лист и наличие на следующую неделю",
        body="""Уважаемая Зайнаб,

на прошлой неделе я отправила вам наш прайс-лист на свежую гипсофилу. Хотела уточнить, получили ли вы его и нет ли у вас вопросов.

На следующей неделе у нас будет хороший объём Xlence длиной 70 и 80 см. Если Osiyeva Gul Savdo MChJ интересно, мы можем отправить первую пробную партию в Узбекистан уже в среду.

С уважением,
Диана Чилуиса
Páramo Cotopaxi Agroexport S.A.""",
        note="follow-up on the writer's own price list; Russian, as the note asks; the company in "
             "Latin letters inside Russian",
        twin=Twin("country_wrong", "body", "партию в Узбекистан", "партию в Казахстан", found="Казахстан",
                  expected="Uzbekistan", note="a neighbouring country for the buyer's"),
    ),
    # N057
    Mail(
        buyer="P038", sender="s4",
        subject="Re: bolsas de 1 kg de pulpa de tomate de árbol",
        body="""Hola, Carla:

Te confirmo que ya envasamos la pulpa de tomate de árbol congelada en bolsas de 1 kg, como pediste para las tiendas latinas que abastece Frutas Tropicales Villanueva, S.L. en Madrid y Barcelona.

Te paso precio CIF Valencia esta semana. Si quieres, te mando antes una caja de muestra con 12 bolsas.

Un abrazo,
Diana
Páramo Cotopaxi Agroexport S.A.""",
        note="another, informal reply to the 1 kg packs the note asks for, with its customers; "
             "Spanish with tú; signed with the given name",
        twin=Twin("company_missing", "body", "que abastece Frutas Tropicales Villanueva, S.L. en",
                  "que abastece tu empresa en", found="tu empresa",
                  expected="Frutas Tropicales Villanueva, S.L.", note="the company's one mention replaced"),
    ),
    # N058
    Mail(
        buyer="P040", sender="s4",
        subject="Tree tomato pulp samples – shipped",
        body="""Hi Deborah,

Quick update: the sample case of tree tomato pulp (twelve 14 oz packs) left Guayaquil by air courier this morning, addressed to Huerta Latin Foods Distributors, Inc. It travels on dry ice and should reach you in three days.

Our FDA registration number, 18472093556, is on the commercial invoice, as you asked at the Summer Fancy Food Show.

Let me know how the tasting goes!

Diana Chiluisa
Export Coordinator | Páramo Cotopaxi Agroexport S.A.
+593 3 280 1457""",
        note="follow-up on the writer's own samples; informal US English; the note's fair and FDA "
             "number",
        twin=Twin("company_foreign", "body", "addressed to Huerta Latin Foods Distributors, Inc.",
                  "addressed to Henderson Asian Provisions, Inc.", found="Henderson Asian Provisions, Inc.",
                  expected="Huerta Latin Foods Distributors, Inc.",
                  note="another buyer of this set in the same country"),
    ),
    # N059
    Mail(
        buyer="P005", sender="s1",
        subject="Šipon uit Haloze – een witte wijn voor uw assortiment",
        body="""Geachte heer Verstraeten,

Mag ik u kort voorstellen aan Šipon, de Furmint uit de heuvels van Haloze bij Ptuj? Poetovio Dobrote d.d. maakt er een droge witte wijn van met een strakke zuurgraad: jaargang 2023, 12,5 % alc.

Voor Wijnhandel Verstraeten BV kunnen we leveren per doos van zes flessen, vanaf één pallet.

Ik stuur u graag een fles ter proeve.

Hartelijke groet,
Tadeja Lovrec Meško
Poetovio Dobrote d.d., Ptuj (Slovenië)
+386 2 788 41 60""",
        note="another, shorter cold first e-mail; formal Dutch (`Geachte heer`)",
        twin=Twin("artifact", "subject", "Šipon uit Haloze", "Šipon uit uit Haloze", found="uit uit",
                  expected="uit", note="a doubled word in the subject"),
    ),
    # N060
    Mail(
        buyer="P023", sender="s2",
        subject="Teak dhow models for your curio range",
        body="""Hello Mr Mwangi,

I'm Hilal from Al Wusta Bahr & Hajar SPC in Duqm, Oman. We make dhow models by hand, in teak and mango wood with cotton sails, from 30 to 60 cm long: the kind of piece visitors to the Kenyan coast like to take home.

As Head of Buying at Mwangi Coastal Curios Ltd, would you like to see our price list and a few photos?

Kind regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC
hilal.araimi@bahrhajar.om""",
        note="another, shorter cold first e-mail; English; the title as recorded in the sentence",
        twin=Twin("category_wrong", "body", "We make dhow models by hand", "We make felucca models by hand",
                  found="felucca models", expected="dhow models", note="another traditional sailing boat"),
    ),
]
