"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin, text

MAILS = [
Mail("P001", "s1", "first",
"Tarif nuoc-mâm 40°N – bouteilles 500 ml – Mũi Né Hải Vị",
text("""
Bonjour Madame Arnaud,

Merci encore pour votre visite sur notre stand au SIAL Paris. Comme convenu, voici notre tarif pour le nuoc-mâm de Phan Thiết à 40°N, en bouteilles PET de 500 ml :

- 40°N, anchois (cá cơm) et sel uniquement, fermentation de 12 mois en fûts de bois : 2,35 USD la bouteille, FOB Cát Lái
- carton de 12 bouteilles, 1 800 cartons par conteneur 20'
- étiquette en français possible dès 600 cartons

Nous pouvons aussi proposer un 35°N pour la restauration, si Arnaud Saveurs d'Asie en a l'usage.

Je vous envoie volontiers deux bouteilles d'échantillon par DHL ; il me suffit de l'adresse de livraison.

Bien cordialement,

Huỳnh Thị Mỹ Duyên
Responsable export – Mũi Né Hải Vị Co., Ltd.
Phan Thiết, Vietnam
+84 252 3812 467
"""),
"French; reply to the price request the note records (500 ml, 40°N), thanks for the SIAL visit; 'Bonjour Madame Arnaud'; company short without SAS; sender title in French (Responsable export); cá cơm, FOB Cát Lái, 20' container",
Twin("note_wrong", "body", "sur notre stand au SIAL Paris", "sur notre stand au salon Anuga de Cologne",
     found="salon Anuga de Cologne", expected="SIAL Paris",
     note="the fair where they met: Anuga Cologne for the note's SIAL Paris")),

Mail("P002", "s1", "first",
"Phan Thiết fish sauce for Malý Gastro Import",
text("""
Dear Mr Malý,

I am writing from Mũi Né Hải Vị Co., Ltd. in Phan Thiết, the Vietnamese coastal town whose name is almost a synonym for fish sauce. We ferment anchovies and sea salt in wooden barrels for 12 to 15 months and bottle the sauce ourselves, at 25°N, 35°N and 40°N.

Many Czech wholesalers still buy Vietnamese fish sauce through Germany or Poland. We would be glad to deliver to you directly in the Czech Republic: mixed 20' containers from Cát Lái to Hamburg, then by truck, with Czech labels and the HACCP and health certificates your customs agent will ask for.

Would a short price list for 500 ml and 1 L PET bottles and 4.5 L canisters be useful to you as Vedoucí nákupu? I can send it the same day.

Kind regards,
Duyên Huỳnh
Head of Export, Mũi Né Hải Vị Co., Ltd.
+84 252 3812 467 · www.muinehaivi.com.vn
"""),
"English cold introduction; the Czech title as recorded inside an English sentence ('as Vedoucí nákupu'); the sender signs in Western order (Duyên Huỳnh); Germany and Poland named as routes, the Czech Republic as the buyer's country",
Twin("contact_wrong", "body", "Dear Mr Malý,", "Dear Mr Malík,", found="Malík", expected="Malý",
     note="a near-miss Czech surname in the greeting")),

Mail("P003", "s1", "first",
"20 L anchovy fish sauce sample for 바다곳간",
text("""
김정식 과장님께,

Thank you for your interest in our anchovy fish sauce for your kimchi production. As you asked, we have set aside a 20 L sample from our current barrels:

- anchovies (cá cơm) and sea salt only, 30°N, salt 25-27%
- 20 L food-grade HDPE jerrycan, histamine below 200 ppm (test report enclosed)
- sent by air to Incheon, sample free of charge, freight paid by us

For kimchi makers we usually recommend the 30°N grade: it blends well with Korean 멸치액젓 and keeps the cost down. If the trial goes well, we can supply 220 L drums or 1,000 L IBC tanks to 주식회사 바다곳간.

Could you confirm the delivery address and the consignee name for the customs papers?

Best regards,
Huỳnh Thị Mỹ Duyên (Duyên)
Head of Export Department
Mũi Né Hải Vị Co., Ltd. | Phan Thiết, Vietnam
Tel +84 252 3812 467
"""),
"English with a Korean salutation (김정식 과장님께: the title 구매과장 shortened to 과장 as Koreans address); reply to the 20 L sample request of the note; company without legal form in the subject (바다곳간) and in full in the body; 멸치액젓 (Korean anchovy sauce) named as what it blends with",
Twin("category_wrong", "body", "our anchovy fish sauce for your kimchi production",
     "our salted shrimp paste for your kimchi production", found="salted shrimp paste",
     expected="fish sauce", note="a neighbouring kimchi ingredient (salted shrimp) offered for fish sauce")),

Mail("P004", "s1", "first",
"Vietnamese fish sauce, direct from Phan Thiết",
text("""
Hi Robyn,

I hope you don't mind a direct note. I'm Duyên, and I look after exports at Mũi Né Hải Vị Co., Ltd., a family fish sauce maker in Phan Thiết, Vietnam.

I came across Kerr & Tan Asian Foods Limited while looking for importers who supply Asian grocers and restaurants across New Zealand. Our fish sauce is made the traditional way: anchovies and sea salt, aged in wooden barrels, with no added sugar or MSG in the 40°N grade. We already ship to Australia and could add your orders to our monthly container to Auckland.

If fish sauce is a line you buy for Kerr & Tan, I'd be happy to send our range (250 ml glass to 4.5 L) with FOB and CIF Auckland prices.

Warm regards,
Duyên
Huỳnh Thị Mỹ Duyên | Trưởng phòng Xuất khẩu
Mũi Né Hải Vị Co., Ltd. | +84 252 3812 467
"""),
"English cold introduction, informal ('Hi Robyn'); the company in full and shortened (Kerr & Tan); Australia named as another market of the sender; sender title in Vietnamese",
Twin("company_missing", "body", "I came across Kerr & Tan Asian Foods Limited while", "I came across your company while",
     found="your company", expected="Kerr & Tan Asian Foods Limited",
     more=[("body", "a line you buy for Kerr & Tan,", "a line you buy for your business,")],
     note="both mentions of the company replaced ('your company', 'your business')")),

Mail("P005", "s1", "follow-up",
"FOODEX JAPANでのご挨拶のお礼（ファンティエット産ヌクマム）",
text("""
森貿易株式会社
購買部 課長 森 治 様

いつもお世話になっております。
先日のFOODEX JAPANでは弊社ブースにお立ち寄りいただき、名刺交換をさせていただきまして、誠にありがとうございました。ベトナム・ファンティエットのMũi Né Hải Vị Co., Ltd.のフイン・ティ・ミー・ズエンです。

会場でもご説明しましたとおり、弊社の魚醤（ヌクマム）はカタクチイワシと天日塩のみを木樽で12か月以上熟成させたもので、たんぱく質含量40°Nの商品は日本の業務用のお客様にもご評価いただいております。

日本語の規格書と価格表（CIF東京・横浜）を添付いたします。サンプルが必要でしたら、500 mlを2本お送りいたします。

ご検討のほど、よろしくお願い申し上げます。

Mũi Né Hải Vị Co., Ltd.
輸出部長 フイン・ティ・ミー・ズエン（Huỳnh Thị Mỹ Duyên）
Tel: +84 252 3812 467
duyen.huynh@muinehaivi.com.vn
"""),
"Japanese, as the note asks; first contact after FOODEX JAPAN (business cards exchanged); Japanese letter head with company, title and name + 様; sender's name in katakana and the title translated (輸出部長); CIF Tokyo/Yokohama",
Twin("sender_wrong", "body", "Tel: +84 252 3812 467", "Tel: +84 252 3821 467", found="+84 252 3821 467",
     expected="+84 252 3812 467", note="two digits of the sender's phone swapped")),

Mail("P006", "s1", "first",
"越南平顺火龙果 直供报价",
text("""
陆主管您好！

冒昧来信，打扰了。我是越南潘切（Phan Thiết）Mũi Né Hải Vị Co., Ltd.的出口部经理黄氏美缘（Huỳnh Thị Mỹ Duyên）。潘切所在的平顺省是越南火龙果的主产区，我们与当地合作社长期合作，全年可供白心和红心火龙果。

如果广州市陆氏果业有限公司正在寻找稳定的越南货源，我们可以提供：
- 白心火龙果：300–500克/个，10公斤/箱
- 红心火龙果：350克以上，9公斤/箱
- 海运冷柜（5–8°C）至南沙港，约5天；也可陆运经友谊关

如有需要，我可以发送本周的CIF南沙报价以及果园和包装厂的海关总署注册号。

祝商祺！

黄氏美缘（Duyên）
出口部经理
Mũi Né Hải Vị Co., Ltd.
越南 平顺省 潘切市
电话：+84 252 3812 467
"""),
"Simplified Chinese cold introduction; '陆主管' (family name + the 主管 of the recorded title 采购主管); sender's name in Sino-Vietnamese characters (黄氏美缘) and title translated (出口部经理); Phan Thiết as 潘切, Nansha port, Friendship Pass, GACC registration",
Twin("company_misspelled", "body", "如果广州市陆氏果业有限公司正在", "如果广州市路氏果业有限公司正在",
     found="广州市路氏果业有限公司", expected="广州市陆氏果业有限公司",
     note="a homophone character: 路 (lù) for 陆 (lù)")),

Mail("P007", "s1", "follow-up",
"Dragon fruit for your supermarket programme",
text("""
Dear Jan,

It was a pleasure to talk with you at Fruit Attraction in Madrid. You mentioned that Veenstra Exotics packs for Dutch supermarkets, so I have put together what matters for a retail programme:

• White-flesh and red-flesh dragon fruit from Bình Thuận, from GlobalG.A.P.-certified farms
• Sizes 350-550 g, packed 10 or 12 fruits per 4.5 kg box, or in your own retail boxes
• Weekly airfreight from Ho Chi Minh City to Amsterdam, or sea freight under controlled atmosphere to Rotterdam in about 26 days

We can print your supermarkets' labels in Vietnam if that saves you a step at Veenstra Exotics B.V.

Shall I send a trial airfreight pallet in week 14 or 15?

Best regards,
Duyên Huỳnh
Head of Export
Mũi Né Hải Vị Co., Ltd., Phan Thiết, Vietnam
+84 252 3812 467
"""),
"English; first contact after Fruit Attraction Madrid (the note's fair) and its note on Dutch supermarkets; company short and in full; Bình Thuận, GlobalG.A.P., CA sea freight to Rotterdam",
Twin("note_wrong", "body", "at Fruit Attraction in Madrid", "at Fruit Logistica in Berlin",
     found="Fruit Logistica in Berlin", expected="Fruit Attraction Madrid",
     note="a neighbouring fruit fair (Fruit Logistica Berlin) for the note's Fruit Attraction Madrid")),

Mail("P008", "s1", "first",
"Fresh dragon fruit from Vietnam – weekly supply to the UAE",
text("""
Dear Mr Sultan,

Greetings from Phan Thiết, Vietnam.

I am writing on behalf of Mũi Né Hải Vị Co., Ltd. We grow and pack dragon fruit in Bình Thuận province and ship every week by air to the Gulf. We would like to offer Al Falasi Fruits & Vegetables Trading L.L.C. a direct supply:

- white-flesh and red-flesh dragon fruit, 400-600 g, 5 kg cartons
- air freight Ho Chi Minh City – Dubai within 48 hours of harvest, or 40' reefers to Jebel Ali
- phytosanitary certificate and certificate of origin with every shipment

If you let me know your weekly volume, I will quote CNF Dubai.

Best regards,
Huỳnh Thị Mỹ Duyên
Head of Export | Mũi Né Hải Vị Co., Ltd.
Tel: +84 252 3812 467
"""),
"English cold introduction; 'Dear Mr Sultan' (Gulf style, the given name); company in full with L.L.C.; the country as 'the UAE' in the subject; Jebel Ali, CNF Dubai",
Twin("category_wrong", "body", "We grow and pack dragon fruit in", "We grow and pack rambutans in",
     found="rambutans", expected="dragon fruit", note="a neighbouring tropical fruit named for the category")),

Mail("P009", "s1", "first",
"Питахайя из Вьетнама — цены CFR Владивосток",
text("""
Уважаемая Юлия,

благодарю за ваш запрос. Как вы просили, пишу по-русски и направляю цены на питахайю (драконий фрукт) на условиях CFR Владивосток:

— белая мякоть, 350–500 г, коробка 10 кг: 1,45 USD/кг
— красная мякоть, от 400 г, коробка 9 кг: 2,10 USD/кг
— рефконтейнер 40' (около 2 200 коробок), +5 °C, в пути из Хошимина около 12–14 дней

Фитосанитарный сертификат и сертификат происхождения оформляем сами, маркировка на русском языке для российского рынка. Цены действительны до конца месяца.

Если ООО «Экзотик-Фрукт» интересна регулярная программа, можем отгружать каждые две недели.

С уважением,
Хюинь Тхи Ми Зуен (Huỳnh Thị Mỹ Duyên)
руководитель экспортного отдела
Mũi Né Hải Vị Co., Ltd., Фантхьет, Вьетнам
тел. +84 252 3812 467
"""),
"Russian, as the note asks; reply to the CFR Vladivostok price request; dragon fruit as питахайя / драконий фрукт; the sender's name in Cyrillic and the title translated; company with Russian quotes",
Twin("country_wrong", "body", "для российского рынка", "для белорусского рынка", found="белорусского рынка",
     expected="Russia", note="the buyer's market given as Belarus (neighbouring country)")),

Mail("P010", "s1", "first",
"Vietnamese dragon fruit for गुरुंग फ्रेश फ्रूट्स",
text("""
नमस्ते प्रभु जी,

I hope this finds you well. My name is Duyên and I head the export department of Mũi Né Hải Vị Co., Ltd. in Phan Thiết, Vietnam, in the province where most of Vietnam's dragon fruit is grown.

Indian demand for dragon fruit has grown fast, and we already send reefer containers to Nhava Sheva and Chennai. For गुरुंग फ्रेश फ्रूट्स प्राइवेट लिमिटेड we could offer:

1. White-flesh dragon fruit, 350-450 g, 8 kg cartons
2. Red-flesh dragon fruit for juice bars and hotels, 9 kg cartons
3. A phytosanitary certificate that meets India's Plant Quarantine Order, and fumigation if your clearing agent asks for it

As खरीद प्रमुख you will want to see the fruit first: I can send a sample carton by air to Delhi or Mumbai.

With warm regards,
Huỳnh Thị Mỹ Duyên
Trưởng phòng Xuất khẩu (Head of Export)
Mũi Né Hải Vị Co., Ltd.
+84 252 3812 467
"""),
"English with a Hindi greeting (नमस्ते प्रभु जी: given name + जी); the company in Devanagari in full, short in the subject; the Hindi title as recorded inside English ('As खरीद प्रमुख'); Nhava Sheva, Chennai, Plant Quarantine Order",
Twin("contact_wrong", "body", "नमस्ते प्रभु जी,", "नमस्ते प्रभात जी,", found="प्रभात", expected="प्रभु",
     note="a near-miss Hindi given name in the greeting")),

Mail("P011", "s1", "first",
"Reispapier aus Phan Thiết für Asia-Feinkost Blümel",
text("""
Sehr geehrte Frau Blümel,

ich schreibe Ihnen im Namen der Mũi Né Hải Vị Co., Ltd. aus Phan Thiết in Vietnam. Neben Fischsauce stellen wir seit über zwanzig Jahren Reispapier (bánh tráng) her – aus Reismehl, Tapiokastärke, Salz und Wasser, in der Sonne getrocknet.

Für den deutschen Großhandel bieten wir an:
– runde Blätter mit 16 cm und 22 cm Durchmesser, 400-g-Beutel, 40 Beutel pro Karton
– quadratische Blätter 22 × 22 cm für die Gastronomie
– Etiketten auf Deutsch mit Nährwerttabelle nach LMIV

Als Leiterin Einkauf Trockensortiment entscheiden Sie sicher auch über Mindestmengen: Wir liefern schon ab einer Palette, gebündelt über Hamburg.

Darf ich Ihnen Muster und eine Preisliste schicken?

Mit freundlichen Grüßen

Huỳnh Thị Mỹ Duyên
Leiterin Export
Mũi Né Hải Vị Co., Ltd. · Phan Thiết, Vietnam
Tel. +84 252 3812 467
"""),
"German cold introduction; the recorded title inside a German sentence ('Als Leiterin Einkauf Trockensortiment'); company short without GmbH in the subject; fish sauce named as the sender's other line; LMIV, Hamburg; sender title in German (Leiterin Export)",
Twin("title_wrong", "body", "Als Leiterin Einkauf Trockensortiment", "Als Leiterin Vertrieb", found="Leiterin Vertrieb",
     expected="Leiterin Einkauf Trockensortiment", note="a sales title for the purchasing one")),

Mail("P012", "s1", "first",
"Papier ryżowy z Wietnamu – oferta dla Błażejewicz Import",
text("""
Szanowny Panie Nikodemie,

nazywam się Huỳnh Thị Mỹ Duyên i kieruję działem eksportu w firmie Mũi Né Hải Vị Co., Ltd. z Phan Thiết w Wietnamie. Produkujemy papier ryżowy (bánh tráng) do sajgonek i spring rolli, który trafia już do hurtowni w Niemczech i w Czechach.

Jeśli Błażejewicz Import Sp. z o.o. zaopatruje sklepy i restauracje azjatyckie w Polsce, możemy zaproponować:
• arkusze okrągłe 16 i 22 cm, opakowania 400 g
• wersję z dodatkiem tapioki, bardziej elastyczną przy zwijaniu
• etykiety w języku polskim i dostawę do Gdańska lub przez Hamburg

Chętnie prześlę cennik i próbki.

Z poważaniem
Huỳnh Thị Mỹ Duyên
Kierownik Działu Eksportu
Mũi Né Hải Vị Co., Ltd.
tel. +84 252 3812 467
"""),
"Polish cold introduction; the vocative 'Szanowny Panie Nikodemie'; company in full and without the legal form in the subject; Germany and Czechia named as other markets, Poland as the buyer's; sender title in Polish",
Twin("company_misspelled", "body", "Jeśli Błażejewicz Import Sp. z o.o.", "Jeśli Błażewicz Import Sp. z o.o.",
     found="Błażewicz Import Sp. z o.o.", expected="Błażejewicz Import Sp. z o.o.",
     note="a syllable lost from the family name in the company (Błażewicz)")),

Mail("P013", "s1", "first",
"22 cm rice paper – as promised at IFE",
text("""
Dear Lynne,

Thank you for stopping by our stand at IFE London. As promised, here are the details of our 22 cm round rice paper sheets:

- rice flour, tapioca starch, salt and water; no preservatives
- 22 cm round, about 30 sheets per 400 g pack, 40 packs per carton
- shelf life 24 months; BRCGS-certified factory
- USD 28.50 per carton FOB Cát Lái, or delivered to Felixstowe on request

We also make a 16 cm sheet that some of your restaurant customers may prefer for smaller rolls, but I have priced the 22 cm sheets as you asked.

I will post a sample carton to Smith & Lau this week unless you would like it sent elsewhere.

Kind regards,
Duyên Huỳnh
Head of Export, Mũi Né Hải Vị Co., Ltd.
Phan Thiết, Vietnam | +84 252 3812 467
"""),
"English; reply to the note's request for 22 cm round sheets after IFE London; company short (Smith & Lau); a 16 cm sheet of the same category mentioned; BRCGS, Felixstowe",
Twin("category_wrong", "body",
     "We also make a 16 cm sheet that some of your restaurant customers may prefer for smaller rolls, but I have priced the 22 cm sheets as you asked.",
     "We also make rice vermicelli that some of your restaurant customers may prefer for noodle salads, but I have priced the 22 cm sheets as you asked.",
     found="rice vermicelli", expected="rice paper",
     note="a neighbouring rice product offered beside the category")),

Mail("P014", "s1", "first",
"Vietnamese rice paper (bánh tráng) for บริษัท ตันตราจิณ ฟู้ดส์ จำกัด",
text("""
เรียน คุณวรนาฎ

Sawasdee ka. I am Duyên from Mũi Né Hải Vị Co., Ltd. in Phan Thiết, Vietnam. We make rice paper for Vietnamese spring rolls, and restaurants and caterers in Thailand are among our fastest-growing customers.

As หัวหน้าแผนกจัดซื้อ at บริษัท ตันตราจิณ ฟู้ดส์ จำกัด, you may be interested in:
- 22 cm round sheets in 500 g packs, with Thai-language stickers
- 100% rice sheets and a softer rice-and-tapioca blend
- delivery by truck through Cambodia to Bangkok in four to five days, or by sea to Laem Chabang

Under ATIGA the rice paper enters Thailand duty-free with a Form D.

May I send you a sample box?

Best regards,
Huỳnh Thị Mỹ Duyên
Head of Export Department
Mũi Né Hải Vị Co., Ltd.
Tel: +84 252 3812 467
"""),
"English with a Thai salutation (เรียน คุณวรนาฎ, the given name, as Thais are addressed) and a romanised Thai greeting; company and title in Thai script inside English; Cambodia named as a transit country; ATIGA, Form D, Laem Chabang",
Twin("title_wrong", "body", "As หัวหน้าแผนกจัดซื้อ at", "As ผู้จัดการฝ่ายขาย at", found="ผู้จัดการฝ่ายขาย",
     expected="หัวหน้าแผนกจัดซื้อ", note="a sales manager's title (Thai) for the head of purchasing")),

Mail("P015", "s1", "first",
"Rice paper for Σκορδάκης Τρόφιμα – direct from Vietnam",
text("""
Αγαπητέ κύριε Σκορδάκη,

Please allow me to continue in English. I head the export department of Mũi Né Hải Vị Co., Ltd., a food maker in Phan Thiết, Vietnam. Rice paper is one of our three lines, and more and more restaurants in Greece use it for summer rolls and fusion menus.

We would like to supply Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε. directly:
- round sheets of 16 and 22 cm, gluten-free (rice and tapioca only)
- cartons of 40 x 400 g, two years' shelf life
- sea freight to Piraeus, consolidated with our other orders for Greece

If you let me know your monthly volume, I will send you a price delivered to Piraeus.

Με εκτίμηση,
Huỳnh Thị Mỹ Duyên
Head of Export
Mũi Né Hải Vị Co., Ltd. | Phan Thiết, Vietnam | +84 252 3812 467
"""),
"English with a Greek salutation in the vocative (κύριε Σκορδάκη) and Greek closing (Με εκτίμηση); company in Greek script with the legal form Μ.Ι.Κ.Ε., without it in the subject; Piraeus",
Twin("company_misspelled", "body", "supply Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε. directly", "supply Σκορδάκις Τρόφιμα Μ.Ι.Κ.Ε. directly",
     found="Σκορδάκις Τρόφιμα Μ.Ι.Κ.Ε.", expected="Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.",
     note="a Greek homophone vowel: ι for η in the family name")),

Mail("P016", "s2", "first",
"Polvere di tara – certificato del tannino (Lineapelle)",
text("""
Gentile Sig. Toso,

La ringrazio per l'incontro a Lineapelle, a Milano. Come promesso, Le invio la documentazione sulla nostra polvere di tara (Caesalpinia spinosa) di Ayacucho:

- contenuto di tannino: 52–54% (metodo della polvere di pelle, certificato di analisi per ogni lotto)
- granulometria 200 mesh, umidità massima 10%
- sacchi da 25 kg, 20 t per container da 20', FOB Callao

Il certificato dell'ultimo lotto riporta il 53,1% di tannino, sopra il minimo del 50% che ci ha indicato. Per la Conceria Toso S.p.A. possiamo riservare lo stesso lotto per tutta la stagione.

In qualità di responsabile acquisti prodotti chimici, Le interessa anche un campione da 5 kg?

Cordiali saluti,

Edwin Tineo Palomino
Jefe de Comercio Exterior
Huamanga Tara & Grana E.I.R.L.
Ayacucho, Perù – Tel. +51 66 318 552
"""),
"Italian; reply to the note's tannin-certificate request after Lineapelle Milan; the recorded title lower-cased inside an Italian sentence; company with an article ('la Conceria Toso S.p.A.'); Caesalpinia spinosa, hide-powder method, FOB Callao; sender signs with both family names",
Twin("title_wrong", "body", "In qualità di responsabile acquisti prodotti chimici", "In qualità di responsabile vendite",
     found="responsabile vendite", expected="Responsabile acquisti prodotti chimici",
     note="a sales title for the purchasing one")),

Mail("P017", "s2", "first",
"Peruvian tara powder for Nicolini Pellami",
text("""
Dear Ms Nicolini,

My name is Edwin Tineo and I am in charge of foreign trade at Huamanga Tara & Grana E.I.R.L., a processor of tara pods in Ayacucho, Peru.

Many Italian tanneries use tara powder as a vegetable tannin for light-coloured, lightfast and chrome-free leather. We grind our own pods and can supply:
- tara powder, 50-55% tannin, in 25 kg bags
- a coarser grind for drum tanning
- REACH documentation and a certificate of analysis with every lot

If Nicolini Pellami S.r.l. is reviewing its tannin suppliers this year, I would be glad to send a 2 kg sample to Italy.

Best regards,
Edwin Tineo
Head of Foreign Trade
Huamanga Tara & Grana E.I.R.L. | Ayacucho, Peru
+51 66 318 552 | etineo@huamangatara.com.pe
"""),
"English cold introduction; sender signs with one family name (Edwin Tineo, as Peruvians do) and the title in English; company short in the subject",
Twin("company_foreign", "body", "If Nicolini Pellami S.r.l. is reviewing", "If Conceria Toso S.p.A. is reviewing",
     found="Conceria Toso S.p.A.", expected="Nicolini Pellami S.r.l.",
     note="another Italian tannery of this set, same category")),

Mail("P018", "s2", "first",
"Lote de ensaio de 1 tonelada – pó de tara",
text("""
Exmo. Senhor Tomás Domingues,

Obrigado pelo seu pedido de um lote de ensaio de 1 tonelada de pó de tara. Temos o lote disponível em Ayacucho e podemos embarcá-lo no próximo navio de Callao para Lisboa (trânsito de cerca de 30 dias).

Condições propostas:
- 40 sacos de 25 kg, tanino 52% (certificado de análise em anexo)
- CFR Lisboa, pagamento de 30% adiantado e 70% contra documentos
- envio em grupagem, sem necessidade de contentor completo

Se o ensaio correr bem na Curtumes Domingues, poderemos falar de um contrato anual, com entregas regulares a Portugal.

Com os melhores cumprimentos,
Edwin Tineo Palomino
Chefe de Comércio Exterior
Huamanga Tara & Grana E.I.R.L.
Ayacucho – Peru | +51 66 318 552
"""),
"European Portuguese; reply to the note's 1-tonne trial request (40 x 25 kg); 'Exmo. Senhor' with full name; company without its legal form and with an article ('na Curtumes Domingues'); the sender's title translated into Portuguese (Chefe de Comércio Exterior); CFR Lisboa",
Twin("country_wrong", "body", "entregas regulares a Portugal", "entregas regulares a Espanha", found="Espanha",
     expected="Portugal", note="the buyer's country given as the neighbouring Spain")),

Mail("P019", "s2", "first",
"Carmine from Ayacucho cochineal – for Bertelsen Naturfarver",
text("""
Dear Ms Bertelsen,

Ayacucho is Peru's main cochineal region, and Peru produces most of the world's cochineal. At Huamanga Tara & Grana E.I.R.L. we turn it into carmine for food, beverage and cosmetic colours.

For a natural colour house like Bertelsen Naturfarver ApS, our range could fit well:
- carmine powder with 50% and 52% carminic acid
- a water-soluble carmine solution for beverages
- whole dried cochineal, if you extract yourselves

Every lot comes with a certificate of analysis (carminic acid, heavy metals, microbiology), and we ship by air to Copenhagen within a week of your order.

Would you like the specifications and a 250 g sample?

Kind regards,
Edwin Tineo Palomino
Jefe de Comercio Exterior (Head of Foreign Trade)
Huamanga Tara & Grana E.I.R.L.
+51 66 318 552
"""),
"English cold introduction; 'Naturfarver' (natural colours, Danish) as a colour house; carminic acid grades, whole cochineal named as part of the category; Copenhagen",
Twin("company_missing", "body", "For a natural colour house like Bertelsen Naturfarver ApS,", "For a natural colour house like yours,",
     found="like yours", expected="Bertelsen Naturfarver ApS",
     more=[("subject", "– for Bertelsen Naturfarver", "– for your colour range")],
     note="the company in subject and body replaced ('your colour range', 'like yours')")),

Mail("P020", "s2", "first",
"Carmine for lipsticks – heavy-metals reports per lot",
text("""
שלום הללי,

Thank you for your message. I understand that for your lipstick line every lot of carmine needs its own heavy-metals test report, and that is exactly how we work.

With each lot of our cosmetic-grade carmine (52% carminic acid, CI 75470) we send:
- a certificate of analysis from an accredited laboratory in Lima: lead, arsenic, mercury and cadmium
- microbiology (total plate count, yeasts and moulds)
- the lot number printed on every 1 kg tin

Our last three lots tested below 2 ppm lead and below 1 ppm arsenic. I attach the reports so that אברמוב קוסמטיקס בע"מ can check them against your limits before ordering.

Best regards,
Edwin Tineo
Head of Foreign Trade, Huamanga Tara & Grana E.I.R.L.
Ayacucho, Peru | +51 66 318 552
"""),
"English with a Hebrew greeting by the given name (שלום הללי); reply to the note's heavy-metals request for a lipstick maker; company in Hebrew script with בע\"מ inside English; CI 75470, accredited lab in Lima",
Twin("category_wrong", "body", "With each lot of our cosmetic-grade carmine", "With each lot of our cosmetic-grade annatto",
     found="annatto", expected="cochineal carmine",
     note="a neighbouring natural red colour (annatto) for carmine")),
]
