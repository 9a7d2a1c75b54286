"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

S1_SIG = """Liis Kaasik
Export Manager
Vallimäe Joogid OÜ
+372 325 5410
liis.kaasik@vallimae.ee"""

MAILS = [
    # N001
    Mail("P001", "s1", "Rhubarb wine samples for your Alko tender – Vallimäe Joogid",
         """Dear Ms Ylitalo,

Thank you for stopping by our table at Viinimessut Helsinki. As promised, I am sending samples of both our rhubarb wines for the Alko tender you mentioned:

- Vallimäe Rabarber Kuiv, a dry rhubarb wine, 11% ABV, 0.75 l
- Vallimäe Rabarber Magus, a dessert wine from late-harvest rhubarb, 14% ABV, 0.5 l

The rhubarb comes from farms around Rakvere and is pressed within a day of cutting. Both wines can carry Finnish back labels if Ylitalon Viinitukku takes them into the tender.

The parcel leaves Rakvere on Thursday by courier and should reach you early next week. I will include the technical sheets and the lab analyses that Alko asks for.

Kind regards,
""" + S1_SIG + "\nhttps://vallimae.ee",
         "first contact after a fair the note records (Viinimessut Helsinki); the note's two requests (dry and dessert samples, Alko tender); company in short form without Oy; wine names in Estonian (Rabarber Kuiv/Magus)",
         Twin("note_wrong", "body", [("at Viinimessut Helsinki", "at ProWein Düsseldorf")],
              "Viinimessut Helsinki", "a fair the note does not name in place of the one it does",
              found="ProWein Düsseldorf")),
    # N002
    Mail("P002", "s1", "Rabarbervin till Systembolagets anbud – ekologiskt certifikat och analys",
         """Hej Elvira,

Tack för ditt besked om vad Berglunds Vinimport behöver inför Systembolagets anbud. Här kommer det du bad om:

1. Vårt EU-ekologiska certifikat (kontrollorgan EE-ÖKO-01), giltigt till december 2026.
2. En fullständig laboratorieanalys av vårt torra rabarbervin, årgång 2024: alkoholhalt 11,2 %, restsocker 4 g/l, total syra 7,8 g/l, fri svaveldioxid under 20 mg/l.

Vinet görs enbart på rabarber från ekologiska gårdar i Lääne-Virumaa och jäses svalt i rostfria tankar. Vi kan leverera i 75 cl-flaskor med svensk baketikett, DAP ert lager i Sverige.

Säg gärna till om ni behöver varuprover till provningen – vi skickar dem samma vecka.

Med vänliga hälsningar
Liis Kaasik
Export Manager, Vallimäe Joogid OÜ
Rakvere, Estland
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Swedish reply to the request the note records (EU organic certificate, lab analysis, Systembolaget tender); category as rabarbervin; company in short form without AB; Estonian region Lääne-Virumaa; DAP",
         Twin("company_missing", "body", [("om vad Berglunds Vinimport behöver", "om vad ni behöver")],
              "Berglunds Vinimport AB", "the only mention of the company replaced by 'ni'",
              found="vad ni behöver")),
    # N003
    Mail("P003", "s1", "エストニア産ルバーブワインのご案内（Vallimäe Joogid）",
         """清水洋酒株式会社
輸入課長　清水真綾様

突然のご連絡失礼いたします。エストニアのラクヴェレでルバーブワインを造っておりますVallimäe Joogid OÜのリース・カーシクと申します。

弊社のルバーブワインは、地元の農家が育てたルバーブだけを原料に、低温でゆっくり発酵させたワインです。辛口（アルコール分11％）と、遅摘みルバーブのデザートワイン（14％）の二種類がございます。爽やかな酸味は和食、特に酢の物や天ぷらとよく合います。

貴社の輸入ワインのラインナップに、バルト海沿岸らしい一品としてご検討いただけないでしょうか。ご興味があれば、英文の商品規格書とサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

リース・カーシク
Export Manager
Vallimäe Joogid OÜ（エストニア）
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Japanese cold introduction; letter head with company, title and name + 様; category as ルバーブワイン; sender's name in katakana (リース・カーシク); Rakvere as ラクヴェレ; 貴社",
         Twin("contact_wrong", "body", [("輸入課長　清水真綾様", "輸入課長　清水真由様")],
              "清水真綾", "near-miss given name in the letter head", found="清水真由")),
    # N004
    Mail("P004", "s1", "Rhabarberwein aus Estland für die Wernecke Weinhandel GmbH",
         """Sehr geehrter Herr Wernecke,

als Einkaufsleiter eines Weinhandels suchen Sie sicher immer wieder nach Weinen, die Ihre Kunden noch nicht kennen. Darf ich Ihnen unseren Rhabarberwein vorstellen?

Wir keltern ihn in Rakvere im Norden Estlands aus frischem Rhabarber der Region – ohne Traubenanteil und ohne Aromazusatz. Es gibt ihn trocken (11 % vol.) und als Dessertwein (14 % vol.) in der 0,5-l-Flasche. Der trockene passt gut zu Spargel und Fisch, der süße zu Käse und Desserts.

Gern sende ich Ihnen die Preisliste (DAP Deutschland) und zwei Probeflaschen zu. Deutsche Rückenetiketten mit allen Pflichtangaben liefern wir mit.

Mit freundlichen Grüßen

Liis Kaasik
Export Manager
Vallimäe Joogid OÜ
Rakvere, Estland
Tel. +372 325 5410
liis.kaasik@vallimae.ee · vallimae.ee""",
         "German cold introduction; the recorded title inside a German sentence (als Einkaufsleiter eines Weinhandels); company with article in the subject; category as Rhabarberwein; Estland; DAP Deutschland",
         Twin("title_wrong", "body", [("als Einkaufsleiter eines", "als Verkaufsleiter eines")],
              "Einkaufsleiter", "a sales title for the purchasing one", found="Verkaufsleiter")),
    # N005
    Mail("P005", "s1", "Quote for two pallets of rhubarb wine – SIA Zeltiņa vīna nams",
         """Labdien, Krist!

It was a pleasure to meet you at Riga Food 2024. Here is the quote for two pallets that you asked for, delivered to your warehouse (DAP, Incoterms 2020):

Pallet 1: dry rhubarb wine, 0.75 l, 600 bottles – EUR 4.10 per bottle
Pallet 2: dessert rhubarb wine, 0.5 l, 720 bottles – EUR 4.60 per bottle

Latvian excise duty is not included; we ship under an e-AD to your excise warehouse. Lead time is two weeks from order, and the truck from Rakvere to Latvia takes one day.

The prices hold until the end of March. If Zeltiņa vīna nams would rather have a mixed pallet, I will gladly recalculate.

Ar cieņu / Best regards,
""" + S1_SIG,
         "first contact after a fair the note records (Riga Food 2024) answering its request (quote for two pallets); English as the note allows, Latvian greeting and closing; the Latvian vocative Krist of Krists; company in the subject without quotes, in the body without SIA; e-AD, DAP",
         Twin("company_misspelled", "body", [("If Zeltiņa vīna nams", "If Zeltiņš vīna nams")],
              "SIA \"Zeltiņa vīna nams\"", "the nominative family name for the company's genitive",
              found="Zeltiņš vīna nams")),
    # N006
    Mail("P006", "s1", "Ціни на хлібний квас: ПЕТ 1,5 л і кеги 30 л",
         """Шановний пане Амвросію,

дякую за запит від ТОВ «Тригуб Напої». Надсилаю ціни на наш хлібний квас живого бродіння, як Ви просили:

• ПЕТ-пляшка 1,5 л (6 шт. в упаковці) — 0,92 євро за пляшку;
• кега 30 л (KeyKeg, одноразова) — 27,50 євро за кегу.

Ціни на умовах DAP (Ваш склад в Україні), мінімальна партія — одна вантажівка (33 палети), ПЕТ і кеги можна змішувати. Термін придатності: ПЕТ — 90 днів, кеги — 60 днів за температури до +8 °C.

Квас вариться в Раквере з житнього солоду нашого власного виробництва, без консервантів. Маркування українською мовою підготуємо за Вашим погодженням.

З повагою,
Ліїс Каасік
Export Manager
Vallimäe Joogid OÜ, Естонія
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Ukrainian reply to the request the note records (prices for 1.5 l PET and 30 l kegs); vocative Амвросію; company in guillemets; category as хлібний квас; sender's name in Cyrillic (Ліїс Каасік); Rakvere as Раквере; DAP",
         Twin("category_wrong", "body", [("наш хлібний квас живого бродіння", "наш березовий сік")],
              "bread kvass", "birch sap offered instead of the buyer's bread kvass", found="березовий сік")),
    # N007
    Mail("P007", "s1", "Kosher certificate for our bread kvass",
         """Shalom Adam,

Thank you for your message about the kosher certificate. Our bread kvass is certified kosher parve by the rabbinate of the Jewish Community of Estonia in Tallinn; the certificate is attached and is renewed every January, and each bottle can carry the hechsher on its label.

Since ביטון יבוא מזון sells to Russian-speaking grocery chains, you may like that our label is already in Russian and Estonian; we would add the Hebrew import sticker you need for Israel. The kvass is brewed in Rakvere from our own rye malt, naturally fermented and without preservatives, in 1.5 l PET and 0.5 l glass bottles.

I would be glad to send a price list for a 20-foot container to Ashdod or Haifa.

Kol tuv,
""" + S1_SIG,
         "English reply to the request the note records (kosher certificate; Russian-speaking chains), Hebrew greeting and closing in Latin letters; given name in the greeting; company in Hebrew script and short form inside English; Tallinn, Ashdod, Haifa",
         Twin("country_wrong", "body", [("you need for Israel", "you need for Cyprus")],
              "Israel", "the buyer's country named wrong", found="Cyprus")),
    # N008
    Mail("P008", "s1", "Brotkvass-Muster nach unserem Gespräch auf der Internorga",
         """Sehr geehrte Frau Wesack,

vielen Dank für das nette Gespräch an unserem Stand auf der Internorga in Hamburg. Wie besprochen habe ich heute ein Paket mit zwölf Flaschen unseres Brotkvasses in der 0,5-l-Glasflasche an den Getränkevertrieb Wesack geschickt.

Unser Kvass wird in Rakvere aus Roggenmalz aus eigener Mälzerei gebraut, ist naturtrüb, leicht spritzig und hat weniger als 1,0 % vol. Alkohol. Er kommt ohne Konservierungsstoffe aus und ist gekühlt vier Monate haltbar. Das deutsche Etikett mit Zutatenliste und Nährwerttabelle liegt dem Paket bei.

Die Sendung sollte bis Freitag bei Ihnen sein. Ich rufe Sie in der Woche danach an, um Ihren Eindruck zu hören.

Herzliche Grüße aus Estland

Liis Kaasik
Export Manager | Vallimäe Joogid OÜ
Tel. +372 325 5410 | liis.kaasik@vallimae.ee""",
         "German first contact after the fair the note records (Internorga Hamburg) sending the samples it asked for (0.5 l glass); company short with article (an den Getränkevertrieb Wesack); category as Brotkvass / Kvass",
         Twin("artifact", "body", [("leicht spritzig", "leicht leicht spritzig")],
              "leicht spritzig", "a doubled word", found="leicht leicht")),
    # N009
    Mail("P009", "s1", "Kwas chlebowy z Estonii – propozycja współpracy",
         """Szanowny Panie Nikodemie,

nazywam się Liis Kaasik i odpowiadam za eksport w firmie Vallimäe Joogid OÜ z Rakvere w Estonii. Piszę, ponieważ Hurtownia Napojów Łupina prowadzi szeroki asortyment napojów, a nasz kwas chlebowy mógłby go ciekawie uzupełnić.

Kwas warzymy tradycyjnie ze słodu żytniego z własnej słodowni i fermentujemy naturalnie, bez konserwantów. Oferujemy butelki PET 1,5 l oraz szklane 0,5 l; etykiety w języku polskim przygotujemy na nasz koszt.

Czy mogę przesłać cennik (DAP Polska) i kilka butelek do degustacji?

Z poważaniem
Liis Kaasik
Export Manager
Vallimäe Joogid OÜ
tel. +372 325 5410
liis.kaasik@vallimae.ee""",
         "Polish cold introduction; vocative Panie Nikodemie; company without Sp. j.; category as kwas chlebowy; Estonia in Polish (w Estonii); DAP Polska",
         Twin("company_foreign", "body", [("ponieważ Hurtownia Napojów Łupina prowadzi", "ponieważ Getränkevertrieb Wesack prowadzi")],
              "Hurtownia Napojów Łupina Sp. j.", "another buyer's company (same category, Germany)",
              found="Getränkevertrieb Wesack")),
    # N010
    Mail("P010", "s1", "Bread kvass: FDA registration and Nutrition Facts, as promised at the Fancy Food Show",
         """Dear Mr. Hamilton,

It was good to meet you at the Summer Fancy Food Show in New York. As promised, here are the two things you asked for before Hamilton Specialty Beverages can list our bread kvass:

1. Our FDA food facility registration number: 17483920516. Our U.S. agent is named in the registration, and we file prior notice for every shipment.
2. The Nutrition Facts panel for the 16.9 fl oz (500 ml) glass bottle, attached as a PDF in the U.S. format: 110 calories per bottle, 26 g total sugars, 0 g fat, 15 mg sodium.

The kvass is brewed in Rakvere, Estonia, from rye malt made in our own malt house, naturally fermented and kept under 0.5% ABV, so it sells as a non-alcoholic beverage.

Could we set up a short call next week to talk about pricing for a first container to Newark?

Best regards,
""" + S1_SIG + "\nhttps://vallimae.ee",
         "English first contact after the fair the note records (Summer Fancy Food Show, New York) with both things the note asks for (FDA registration number, Nutrition Facts panel); U.S. units; company without LLC; Newark",
         Twin("sender_wrong", "body", [("+372 325 5410", "+372 325 5401")],
              "+372 325 5410", "the sender's phone number with two digits swapped")),
    # N011
    Mail("P011", "s1", "Rye malt spec sheets and our BRCGS certificate",
         """Dear Stuart,

Thank you for your enquiry. Please find attached the specification sheets for our two rye malts, together with our BRCGS Food Safety certificate (Issue 9, grade AA).

Fermented (red) rye malt: colour 400–600 EBC, moisture max. 5%, ground to 0.5 mm, for dark rye and Borodinsky-style breads.
Non-fermented rye malt: enzyme-active, diastatic power min. 250 °WK, moisture max. 5%, whole or ground, for sourdough and a softer crumb.

Both are malted and kilned at our malt house in Rakvere from Estonian rye and packed in 25 kg paper sacks with a PE liner.

If Gough & Sons would like to try them in your customers' recipes, I can send 5 kg of each to your warehouse.

Kind regards,
""" + S1_SIG,
         "English reply to the request the note records (spec sheets of fermented and non-fermented rye malt, BRCGS); given name in the greeting; company in short form (Gough & Sons); specs (EBC, °WK)",
         Twin("artifact", "body", [("recipes, I can send 5 kg of each to your warehouse.", "recipes, I can send")],
              "If Gough & Sons would like to try them in your customers' recipes, I can send 5 kg of each to your warehouse.",
              "a sentence cut off", found="If Gough & Sons would like to try them in your customers' recipes, I can send")),
    # N012
    Mail("P012", "s1", "에스토니아산 호밀 몰트 소개 – Vallimäe Joogid",
         """주식회사 도담제과원료
박혜진 과장님께

안녕하십니까. 에스토니아 라크베레에서 호밀 몰트와 크바스를 생산하는 Vallimäe Joogid OÜ의 수출 담당 리스 카식입니다.

저희는 에스토니아산 호밀로 직접 몰트를 만들며, 발효 호밀 몰트(적색, 색도 EBC 400~600)와 비발효 호밀 몰트(효소 활성) 두 가지를 공급합니다. 호밀빵, 사워도우, 통곡물 빵의 색과 풍미를 내는 데 쓰이며, 25kg 포대로 포장합니다.

도담제과원료의 제빵 원료 라인업에 더할 만한지 검토해 주시면 감사하겠습니다. 원하시면 사양서와 샘플 1kg을 보내 드리겠습니다.

감사합니다.

리스 카식 (Liis Kaasik)
Export Manager
Vallimäe Joogid OÜ
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Korean cold introduction; letter head with the company and name + 과장님께 (the recorded title 구매팀 과장 shortened to its rank); company without 주식회사 in the body; category as 호밀 몰트; sender's name in Hangul",
         Twin("company_misspelled", "body", [("도담제과원료의 제빵", "도담재과원료의 제빵")],
              "주식회사 도담제과원료", "a wrong vowel in one syllable (제 -> 재)", found="도담재과원료")),
    # N013
    Mail("P013", "s1", "Βιολογική βύνη σίκαλης για ψωμιά με προζύμι – μετά την Artopolis",
         """Αγαπητή κυρία Καφφέ,

σας ευχαριστώ για τη συζήτησή μας στην έκθεση Artopolis στην Αθήνα. Όπως σας είχα πει, η βύνη σίκαλης που παράγουμε στο Ράκβερε της Εσθονίας είναι πιστοποιημένη βιολογική κατά τον κανονισμό (ΕΕ) 2018/848· σας επισυνάπτω το πιστοποιητικό.

Για ψωμιά με προζύμι προτείνουμε δύο τύπους:
– ζυμωμένη (κόκκινη) βύνη σίκαλης, για σκούρο χρώμα και έντονο άρωμα ψημένου ψωμιού·
– μη ζυμωμένη βύνη σίκαλης με ενεργά ένζυμα, που βοηθά τη ζύμωση του προζυμιού.

Μπορούμε να στείλουμε δείγματα των 2 κιλών στους Αλευρόμυλους Καφφέ, ώστε να τα δοκιμάσει το εργαστήριό σας.

Με εκτίμηση,
Λιις Κάασικ
Export Manager
Vallimäe Joogid OÜ
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Greek first contact after the fair the note records (Artopolis Athens) on its two points (sourdough, EU organic); company inflected with an article (στους Αλευρόμυλους Καφφέ) without Α.Ε.; category as βύνη σίκαλης; sender's name in Greek letters; Regulation (EU) 2018/848",
         Twin("note_wrong", "body", [("στην έκθεση Artopolis στην Αθήνα", "στην έκθεση Anuga στην Κολωνία")],
              "Artopolis Athens", "a fair the note does not name in place of the one it does",
              found="Anuga στην Κολωνία")),
    # N014
    Mail("P014", "s1", "爱沙尼亚黑麦麦芽——供贵司烘焙原料参考",
         """莫主管您好：

我是爱沙尼亚Vallimäe Joogid OÜ公司的出口经理Liis Kaasik。我们在爱沙尼亚北部的拉克韦雷自建麦芽厂，用本地黑麦生产黑麦麦芽，主要有两种：

1. 发酵黑麦麦芽（红麦芽），色度EBC 400–600，适合做黑麦面包、全麦面包，颜色深、香气浓；
2. 未发酵黑麦麦芽，保留酶活性，适合酸面种（老面）面包。

产品为25公斤纸袋包装，可提供CIF广州报价，并附原产地证和检验报告。

不知广州莫氏烘焙原料是否有兴趣试用？如需要，我们可以先寄2公斤样品。

期待您的回复！

Liis Kaasik
出口经理
Vallimäe Joogid OÜ
电话：+372 325 5410
邮箱：liis.kaasik@vallimae.ee""",
         "Chinese cold introduction; 莫主管 (family name + the recorded title 采购主管 shortened); company short (广州莫氏烘焙原料) and 贵司; category as 黑麦麦芽; sender's title translated (出口经理); CIF Guangzhou",
         Twin("category_wrong", "subject", [("爱沙尼亚黑麦麦芽", "爱沙尼亚大麦麦芽")],
              "rye malt", "barley malt for the buyer's rye malt", found="大麦麦芽")),
    # N015
    Mail("P015", "s1", "Estonian rye malt for Olssons Bageri",
         """Dear Ms Olsson,

I am writing from Vallimäe Joogid, a malt house and brewery in Rakvere, northern Estonia. We make rye malt from Estonian rye, and I think it could suit a bakery like Olssons Bageri, especially for limpa and dark rågbröd.

Our fermented rye malt gives the deep colour and the slightly sweet, roasted taste that Swedish rye breads are known for; our non-fermented malt keeps its enzymes and helps the sourdough. Both come ground or whole in 25 kg sacks, and a truck from Rakvere reaches central Sweden in two days via the Paldiski–Kapellskär ferry.

Would you like a sample of 2 kg of each and our price list?

Best regards,
Liis Kaasik
Export Manager
Vallimäe Joogid OÜ
Rakvere, Estonia
+372 325 5410
liis.kaasik@vallimae.ee""",
         "English cold introduction; company without AB in subject and body; the sender's company without OÜ; Swedish bread names (limpa, rågbröd); Paldiski–Kapellskär",
         Twin("contact_wrong", "body", [("Dear Ms Olsson,", "Dear Ms Olofsson,")],
              "Magdalena Olsson", "another family name in the greeting", found="Olofsson")),
    # N016
    Mail("P016", "s2", "CFR Nhava Sheva quote: sulphuric acid 98% in ISO tanks",
         """Namaste Mr Nair,

Thank you for your enquiry to Tubli Bay Chemicals & Metals. As requested, please find our quotation for नायर केमिकल्स:

Product: sulphuric acid 98% min. (H2SO4), technical grade, Fe max. 50 ppm
Packing: 20 ft ISO tank containers, about 24 MT net per tank
Quantity: 10 ISO tanks per month
Price: USD 148 per MT, CFR Nhava Sheva (Incoterms 2020)
Payment: irrevocable L/C at sight
Loading: Khalifa Bin Salman Port, Bahrain; transit to India about 6 days
Validity: 15 days

The acid is made from sulphur recovered at the Sitra refinery and stored at our terminal in Ma'ameer. We will send the certificate of analysis of the last batch and the MSDS with the draft L/C.

With best regards,
Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
Ma'ameer, Kingdom of Bahrain
+973 1770 4521 | f.almahroos@tublibay.com.bh""",
         "English reply to the request the note records (CFR quote, 98%, ISO tanks, Nhava Sheva) with a Hindi greeting in Latin letters; family name in the greeting; company in Devanagari and short form inside English; sender's company without W.L.L. in the body; Incoterms, L/C, MSDS, Sitra, Khalifa Bin Salman Port",
         Twin("country_wrong", "body", [("transit to India about", "transit to Bangladesh about")],
              "India", "the buyer's country named wrong", found="Bangladesh")),
    # N017
    Mail("P017", "s2", "Sulphuric acid supply from Bahrain for ศรทอง เคมีภัณฑ์",
         """สวัสดีค่ะ Khun Thamonphan,

My name is Fatema Al-Mahroos and I handle business development at Tubli Bay Chemicals & Metals in Bahrain. As หัวหน้าแผนกจัดซื้อ at บริษัท ศรทอง เคมีภัณฑ์ จำกัด, you may be looking for a steady second source of sulphuric acid, and I would like to offer ours.

We supply 98% sulphuric acid in bulk by parcel tanker (3,000–5,000 MT) and in ISO tanks, and 94% acid for fertiliser and water-treatment use. Map Ta Phut and Laem Chabang are both regular destinations for our shipping partners, about 14 days' voyage from Bahrain.

If useful, I can send our specification sheet and an indicative CFR price for your next quarter's needs.

ขอบคุณค่ะ
Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "English cold introduction with Thai greeting and thanks (female particle ค่ะ); Khun + romanised given name; the recorded title in Thai inside an English sentence; company in Thai script, short in the subject; sender's name shortened (Fatema Al-Mahroos); Map Ta Phut, Laem Chabang",
         Twin("title_wrong", "body", [("As หัวหน้าแผนกจัดซื้อ at", "As หัวหน้าแผนกขาย at")],
              "หัวหน้าแผนกจัดซื้อ", "head of the sales department for head of purchasing",
              found="หัวหน้าแผนกขาย")),
    # N018
    Mail("P018", "s2", "SEMICON Taiwan 後續：電子級硫酸 COA 與金屬雜質規格",
         """李課長您好：

很高興在 SEMICON Taiwan 與您交流。依您當時的要求，附上我們電子級硫酸（96%）最近一批的分析證明書（COA）以及金屬雜質規格：

• 純度：H2SO4 96.0–96.5%
• 單一金屬雜質（Na、K、Fe、Cu、Ni、Zn 等 25 項）：每項 ≤ 10 ppb
• 顆粒數（≥ 0.2 µm）：≤ 100 個/mL
• 包裝：200 L HDPE 桶或 1,000 L IBC，亦可用 ISO 槽櫃

我們的電子級產品在巴林 Ma'ameer 的潔淨灌裝線生產，可從 Khalifa Bin Salman 港海運至高雄或台中，約 20 天。若李氏精密化學有意進行認證測試，我們可先提供 5 L 樣品。

敬祝 商祺

Fatema Jaffar Al-Mahroos
業務開發經理
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "traditional Chinese first contact after the fair the note records (SEMICON Taiwan) with what it asks for (COA, metal impurities in ppb); 李課長 (family name + the recorded title 採購課長 shortened); company short; category as 電子級硫酸; sender's title translated (業務開發經理); Kaohsiung, Taichung as 高雄, 台中",
         Twin("company_misspelled", "body", [("若李氏精密化學有意", "若李式精密化學有意")],
              "李氏精密化學股份有限公司", "a homophone character (氏 -> 式)", found="李式精密化學")),
    # N019
    Mail("P019", "s2", "HBI offer CFR Aliağa – 30,000 t lots, Fe metallic 88% min.",
         """Dear Mr Ergül,

Thank you for your enquiry. Please find below our offer of hot-briquetted iron for Ergül Demir Çelik, as you requested:

Product: hot-briquetted iron (HBI)
Fe total: 91% min.; Fe metallic: 88% min.; metallisation: 94% min.
C: 1.0–1.8%; S: 0.01% max.; P: 0.03% max.
Size: briquettes of about 110 x 50 x 30 mm, about 0.6 kg each
Quantity: 30,000 t per lot (+/- 10% in the vessel's option), Supramax
Price: USD 338 per t, CFR FO Aliağa, Turkey
Payment: L/C at sight
Laycan: second half of next month

The briquettes come from our partner's direct reduction plant at Hidd and are shipped from Khalifa Bin Salman Port, passivated for sea transport under the IMSBC Code (DRI (A)).

I look forward to your comments.

Best regards,
Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "English reply to the request the note records (CFR Aliağa, 30,000 t lots, metallic Fe 88% min.); company in short form without Sanayi ve Ticaret A.Ş.; specs, laycan, CFR FO, IMSBC Code; Hidd; Turkey as the port's country",
         Twin("category_wrong", "body", [("Product: hot-briquetted iron (HBI)", "Product: pig iron")],
              "hot-briquetted iron", "pig iron offered for the buyer's HBI", found="pig iron")),
    # N020
    Mail("P020", "s2", "HBI dal Bahrein per le Acciaierie Aulenti",
         """Gentile Signora Aulenti,

mi chiamo Fatema Al-Mahroos e mi occupo dello sviluppo commerciale della Tubli Bay Chemicals & Metals, in Bahrein. Le scrivo perché per un'acciaieria che lavora con forno elettrico come le Acciaierie Aulenti il ferro bricchettato a caldo (HBI) può essere un'utile alternativa al rottame di qualità.

Il nostro HBI ha ferro metallico minimo 88%, metallizzazione 94% e residui di rame, nichel e stagno praticamente assenti, il che permette di produrre acciai di qualità superiore. Lo spediamo in lotti da 25.000–35.000 t dal porto Khalifa Bin Salman, con consegna CFR Ravenna o Marghera in circa 20 giorni, via Suez.

Se è interessata, Le invio volentieri la scheda tecnica e un'indicazione di prezzo.

Cordiali saluti,
Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
Ma'ameer, Regno del Bahrein
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "Italian cold introduction; company with an article (le Acciaierie Aulenti) without S.p.A.; category as ferro bricchettato a caldo (HBI); Bahrein in Italian; Ravenna, Marghera, Suez",
         Twin("company_missing", "body", [("come le Acciaierie Aulenti il ferro", "come la Vostra il ferro")],
              "Acciaierie Aulenti S.p.A.", "every mention of the company replaced (body: 'come la Vostra'; subject: 'la Vostra acciaieria')",
              found="come la Vostra", other=[("per le Acciaierie Aulenti", "per la Vostra acciaieria")])),
]
