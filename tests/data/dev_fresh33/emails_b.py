"""Natural e-mails N021-N040 (one per buyer, P021-P040), each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2",
         "Olive wood nativity catalogue and price list",
         """Dear Brandon,

Thank you for your interest. As you asked, I've attached our current catalogue with wholesale prices for our olive wood nativity sets.

Everything is hand-carved in Beit Sahour and Bethlehem from the prunings of local olive trees; no tree is cut down for our work. For the parishes and church gift shops that Smith Church Supply serves, the most popular items are the 12-piece sets with 6-inch figures and the one-piece Holy Family, which retails for under $40.

Orders placed by the end of June reach the US in time for Advent.

Best regards,
Dima Qumsieh
Export Sales Coordinator | Wadi Artas Trading Co. Ltd.
Beit Sahour, Palestine | +970 2 277 4318""",
         "first e-mail, reply to the catalogue request the note records, naming the customers it "
         "records; American English, given name; inches and dollars; company without , Inc.",
         Twin("artifact", "body", "Orders placed by the end of June reach the US in time for Advent.",
              "Orders placed by the end of June reach the",
              "Orders placed by the end of June reach the US in time for Advent.",
              "a sentence cut off mid-way",
              found="Orders placed by the end of June reach the")),

    Mail("P022", "s2",
         "Tahini from Nablus – halal certificate and Arabic labels",
         """Dear Mr Obaid,

Thank you for visiting our stand at Gulfood in Dubai. As promised, please find attached our halal certificate for the tahini, together with draft labels in Arabic and English for your review.

Our tahini is stone-ground in Nablus from 100% Humera sesame, hulled and lightly roasted. We pack 400 g and 800 g jars and 18 kg tins for foodservice, and the labels show the production and expiry dates as the UAE authorities require.

Al Ketbi Foodstuff Trading could have a first container in Jebel Ali about three weeks after the order, shipped through Aqaba.

Best regards,
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.
Beit Sahour, Palestine
+970 2 277 4318""",
         "first e-mail answering both requests the note records, opening with the fair; Gulf usage "
         "Mr + given name; company without L.L.C.; Jebel Ali, Aqaba, Humera sesame",
         Twin("contact_wrong", "body", "Dear Mr Obaid,", "Dear Mr Saeed,", "Obaid Al Ketbi",
              "another Emirati given name in the greeting", found="Mr Saeed")),

    Mail("P023", "s2",
         "Tahin aus Nablus für Sauer Orientfeinkost",
         """Sehr geehrte Frau Sauer,

mein Name ist Dima Qumsieh, ich betreue den Export der Wadi Artas Trading Co. Ltd. in Beit Sahour (Palästina). Wir liefern Tahin, also Sesammus aus Nablus, steinvermahlen aus äthiopischem Humera-Sesam und ohne Zusätze.

Als Leiterin Einkauf der Sauer Orientfeinkost GmbH suchen Sie vielleicht eine Alternative zu den üblichen Importen aus der Türkei und dem Libanon? Wir liefern in 400-g-Gläsern und 18-kg-Eimern, auf Wunsch mit deutscher Etikettierung.

Gerne schicke ich Ihnen Muster und eine Preisliste frei Hamburg.

Mit freundlichen Grüßen
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.
Beit Sahour, Palästina
+970 2 277 4318""",
         "first e-mail, cold; German; Tahin / Sesammus for tahini; the recorded title and the full "
         "company in the genitive; Turkey and Lebanon named as other origins",
         Twin("title_wrong", "body", "Als Leiterin Einkauf der", "Als Leiterin Vertrieb der",
              "Leiterin Einkauf", "head of sales instead of head of purchasing",
              found="Leiterin Vertrieb")),

    Mail("P024", "s2",
         "Palestinian tahini for Kato Shokuhin",
         """Dear Mr Kato,

My name is Dima Qumsieh, and I look after export sales at Wadi Artas Trading Co. Ltd. in Beit Sahour, Palestine. We produce tahini in Nablus, a city known for its sesame mills for more than a century.

Unlike Japanese neri-goma, which is made from deeply roasted whole sesame, our tahini is made from hulled, lightly roasted Humera sesame, so it is paler and runnier; it is what restaurants need for hummus and baba ghanoush. I thought it might interest Kato Shokuhin Co., Ltd. as an import item for the growing number of Middle Eastern restaurants in Japan.

I would be happy to send a sample and a specification in English, and we can provide the documents for the import notification.

Kind regards,
Dima Qumsieh
Export Sales Coordinator, Wadi Artas Trading Co. Ltd.
+970 2 277 4318 | dima.qumsieh@wadiartas.ps""",
         "first e-mail, cold; English to a romanised Japanese record; Mr + family name; neri-goma "
         "named as the product it is not; company with and without Co., Ltd.",
         Twin("category_wrong", "body", "We produce tahini in Nablus", "We produce sesame oil in Nablus",
              "tahini", "another sesame product", found="sesame oil")),

    Mail("P025", "s3",
         "Oyster sauce from Lau Fau Shan, Hong Kong",
         """เรียน คุณเพชรมณี

My name is Winnie Chan, and I look after exports at Lau Fau Shan Sing Kee Food Products Co., Limited. Our family has made oyster sauce in Lau Fau Shan, Hong Kong's old oyster village, for three generations.

I would like to introduce our oyster sauce to บริษัท ทวนไชย์ ฟู้ด จำกัด. We make a premium grade with a high oyster-extract content and a standard grade for cooking, in 510 g bottles and 2.27 kg catering bottles.

Would you, as หัวหน้าแผนกจัดซื้อ, like to receive samples? We can ship CIF Laem Chabang.

ขอแสดงความนับถือ
Winnie Chan Wing-sze
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
Yuen Long, Hong Kong · +852 2472 1836""",
         "first e-mail, cold; English with a Thai greeting (เรียน คุณ + given name) and closing; the "
         "company and the title in Thai script inside English sentences; Laem Chabang",
         Twin("company_misspelled", "body", "บริษัท ทวนไชย์ ฟู้ด จำกัด", "บริษัท ทวนไชย ฟู้ด จำกัด",
              "บริษัท ทวนไชย์ ฟู้ด จำกัด", "the silent-letter mark ์ of the family name dropped")),

    Mail("P026", "s3",
         "2.27 kg oyster sauce for your restaurant customers",
         """Dear Maurice,

Thank you for getting in touch. Yes, we pack our oyster sauce in 2.27 kg catering bottles, six to a carton, the size most Chinese restaurant kitchens in Sydney already use for stir-fries and braises.

The sauce is made in Lau Fau Shan, Hong Kong, from concentrated oyster extract, with no added preservatives, and keeps 24 months unopened. The labels meet FSANZ requirements.

For Mcpherson Foodservice we could start with a mixed 20' container, CFR Sydney, including a few cartons of our 510 g retail bottles for your cash-and-carry customers.

Best regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
+852 2472 1836""",
         "first e-mail, reply to the pack-size request the note records, naming its customers; "
         "Australian buyer; given name; FSANZ; the company as drawn (Mcpherson) without Pty Ltd",
         Twin("note_wrong", "body", "Chinese restaurant kitchens in Sydney",
              "Chinese restaurant kitchens in Melbourne", "Sydney",
              "the note misquoted: its customers are restaurants in Sydney",
              found="Melbourne")),

    Mail("P027", "s3",
         "Sauce aux huîtres de Hong Kong",
         """Bonjour Monsieur Beaudoin,

Je me présente : Winnie Chan, de Lau Fau Shan Sing Kee Food Products Co., Limited, une entreprise familiale de Hong Kong qui fabrique de la sauce aux huîtres depuis trois générations.

La cuisine asiatique gagne du terrain dans les épiceries du marché canadien, et je crois que notre sauce pourrait compléter l'offre d'Aliments Beaudoin : formats de 510 g pour le détail et de 2,27 kg pour la restauration, avec des étiquettes bilingues anglais-français conformes aux exigences de l'ACIA.

En tant qu'acheteur principal, accepteriez-vous de recevoir des échantillons à votre entrepôt ?

Cordialement,
Winnie Chan Wing-sze
Assistant Export Manager (directrice adjointe à l'exportation)
Lau Fau Shan Sing Kee Food Products Co., Limited
Yuen Long, Hong Kong
+852 2472 1836""",
         "first e-mail, cold; Québec French (Bonjour Monsieur); the country as an adjective; the "
         "company elided (d'Aliments Beaudoin) without inc.; ACIA; the sender's title glossed",
         Twin("country_wrong", "body", "les épiceries du marché canadien", "les épiceries du marché américain",
              "Canada", "the neighbouring country, as an adjective", found="marché américain")),

    Mail("P028", "s3",
         "香港流浮山勝記蛋捲 — 合作洽詢",
         """莊主任您好：

我是香港流浮山勝記食品有限公司的陳詠詩（Winnie Chan），負責出口業務。本公司除了蠔油之外，也生產傳統雞蛋捲，採用新鮮雞蛋和牛油，口感酥脆，適合作為伴手禮及年節禮盒。

得知莊記南北貨股份有限公司經營南北貨及年貨批發，想請問貴公司是否有興趣引進我們的蛋捲？我們提供鐵罐裝及禮盒裝，可依臺灣食品標示規定加貼中文標籤。

如方便，我可以先寄樣品到貴公司。

敬祝 商祺

陳詠詩 Winnie Chan
助理出口經理
流浮山勝記食品有限公司
電話：+852 2472 1836""",
         "first e-mail, cold; traditional Chinese; 莊主任 (family name + 採購主任 shortened); 蛋捲; "
         "the sender's company and name in Chinese (流浮山勝記食品有限公司, 陳詠詩); 伴手禮",
         Twin("company_misspelled", "body", "得知莊記南北貨股份有限公司", "得知壯記南北貨股份有限公司",
              "莊記南北貨股份有限公司", "a homophone character for the family name 莊",
              found="壯記南北貨股份有限公司")),

    Mail("P029", "s3",
         "Hongkongse egg rolls voor Toko van Praagh",
         """Beste Sara,

Mijn naam is Winnie Chan en ik werk bij Lau Fau Shan Sing Kee Food Products Co., Limited in Hongkong. Naast oestersaus bakken wij traditionele egg rolls: dunne, knapperige eierkoekjes die tot een rolletje worden gedraaid, verpakt in blikken en cadeaudozen.

Ze zijn erg gewild rond Chinees Nieuwjaar, en ik denk dat ze goed in het assortiment van Toko van Praagh zouden passen. We leveren via Rotterdam, met Nederlandse etiketten.

Zal ik je een proefdoos sturen?

Met vriendelijke groet,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
+852 2472 1836""",
         "first e-mail, cold; Dutch, Beste + given name and je; egg rolls kept in English and "
         "explained; Hongkong in Dutch spelling; company without B.V.",
         Twin("company_missing", "body", "in het assortiment van Toko van Praagh zouden",
              "in het assortiment van uw winkel zouden", "Toko van Praagh B.V.",
              "every mention of the company replaced by generic wording", found="uw winkel",
              also=(("Hongkongse egg rolls voor Toko van Praagh", "Hongkongse egg rolls voor uw winkel"),))),

    Mail("P030", "s3",
         "홍콩 전통 에그롤 소개 – 주식회사 김가네푸드 귀중",
         """김지아 과장님께,

안녕하십니까. 홍콩 라우파우산(流浮山)에 있는 Lau Fau Shan Sing Kee Food Products Co., Limited에서 수출을 담당하고 있는 위니 찬(Winnie Chan)입니다.

저희는 굴소스와 함께 홍콩식 전통 에그롤(蛋卷)을 생산하고 있습니다. 신선한 달걀과 버터로 얇게 구워 돌돌 만 바삭한 과자로, 선물용 틴케이스와 개별 포장 제품이 있습니다.

주식회사 김가네푸드에서 수입 과자를 취급하신다고 들었습니다. 한국 식품 표시 기준에 맞춘 한글 라벨 부착도 가능합니다. 샘플을 보내 드려도 될까요?

감사합니다.
위니 찬 (Winnie Chan Wing-sze)
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
+852 2472 1836""",
         "first e-mail, cold; Korean; full name + 과장님께 (the title shortened from 구매팀 과장); "
         "귀중 after the company in the subject; the sender's name in Hangul and Latin",
         Twin("contact_wrong", "body", "김지아 과장님께,", "박지아 과장님께,", "김지아",
              "another family name in the greeting", found="박지아")),

    Mail("P031", "s3",
         "Herbal jelly – storage and shipping to Toronto and Vancouver",
         """Dear Lisa,

Thank you for your question. Our herbal jelly (guilinggao) does not need refrigeration before opening: it is hot-filled and sealed in 250 g cans and keeps for 24 months at room temperature. Once opened, it should be kept in the fridge and eaten within two days, and many customers prefer it chilled anyway.

So Shaw Pan-Asian Distributors can take it in dry containers to both Toronto and Vancouver, with no cold chain. The labels are bilingual, English and French.

I've attached the specification sheet. Please let me know if you would like samples.

Best regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
Yuen Long, Hong Kong | +852 2472 1836""",
         "first e-mail, reply to the question the note records, naming both cities it records; "
         "Canadian buyer; given name; guilinggao; company without Inc.",
         Twin("artifact", "subject", "Herbal jelly – storage and shipping",
              "Herbal jelly – storage and and shipping",
              "storage and shipping", "a doubled word in the subject", found="and and")),

    Mail("P032", "s3",
         "Hong Kong herbal jelly for Schofield Wholesale",
         """Dear Mr Schofield,

I'm Winnie Chan, assistant export manager at Lau Fau Shan Sing Kee Food Products Co., Limited in Hong Kong. Besides our oyster sauce, we make herbal jelly (guilinggao), the dark, slightly bitter Cantonese dessert made from a blend of Chinese herbs and eaten with a little syrup.

It is a steady seller in Chinese supermarkets across the United Kingdom, and as Head of Buying you may be looking for a reliable supplier. We pack it in 250 g cans, 24 to a carton, shelf-stable for 24 months.

Could I send Schofield Wholesale Ltd a few cartons for tasting?

Kind regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
Yuen Long, Hong Kong | +852 2472 1836""",
         "first e-mail, cold; British English, Mr + family name; the recorded title capitalised "
         "inside the sentence; company with and without Ltd",
         Twin("sender_wrong", "body",
              "at Lau Fau Shan Sing Kee Food Products Co., Limited in Hong Kong",
              "at Lau Fau Shan Sing Kei Food Products Co., Limited in Hong Kong",
              "Lau Fau Shan Sing Kee Food Products Co., Limited",
              "the sender's own company misspelled (Kei for Kee)",
              found="Lau Fau Shan Sing Kei Food Products Co., Limited")),

    Mail("P033", "s3",
         "Low-sugar herbal jelly – after our talk in New York",
         """Dear Stacey,

It was a pleasure meeting you at the Summer Fancy Food Show in New York. You asked whether our herbal jelly comes in a low-sugar version: it does. The low-sugar recipe has 40% less sugar than our classic one, with the same herbs and the same 250 g can.

Both versions are made in our FDA-registered plant in Yuen Long, are shelf-stable for 24 months and carry a US Nutrition Facts panel. I've attached the spec sheets for both.

Would Miller Specialty Foods like a mixed sample case?

Best regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
+852 2472 1836""",
         "first e-mail answering the request the note records, opening with the fair; American "
         "English; given name; FDA registration; company without , Inc.",
         Twin("note_wrong", "body", "at the Summer Fancy Food Show in New York",
              "at the Winter Fancy Food Show in Las Vegas", "Summer Fancy Food Show in New York",
              "another fair named in place of the one the note records",
              found="Winter Fancy Food Show in Las Vegas")),

    Mail("P034", "s4",
         "Crevettes bleues de Nouvelle-Calédonie 20/30 pour les fêtes",
         """Madame Allain,

Merci encore pour votre visite sur notre stand au SIAL Paris. Comme convenu, je vous confirme que nous pourrons vous livrer des crevettes bleues (Litopenaeus stylirostris) en calibre 20/30 pour la saison de Noël : entières, crues, surgelées, en cartons de 10 boîtes de 1 kg.

Nos crevettes sont élevées dans la baie de Saint-Vincent, près de Boulouparis, et surgelées dans l'heure qui suit la pêche. Pour qu'elles soient chez Les Viviers Allain début décembre, il faudrait passer commande avant fin septembre ; le transport se fait en conteneur frigorifique jusqu'au Havre.

Je reste à votre disposition pour la grille de prix.

Bien cordialement,
Laëtitia Poigoune
Responsable commerciale export
Ouenghi Mer & Terroir SARL
Boulouparis, Nouvelle-Calédonie
+687 35 12 48""",
         "first e-mail answering the request the note records, opening with the fair; French; "
         "Madame + family name; calibre 20/30, Litopenaeus stylirostris, Le Havre; company without "
         "SARL; the sender without her middle name",
         Twin("category_wrong", "body", "livrer des crevettes bleues (Litopenaeus",
              "livrer des crevettes tigrées (Litopenaeus", "frozen blue prawns",
              "tiger prawns, a neighbouring species", found="crevettes tigrées")),

    Mail("P035", "s4",
         "ニューカレドニア産ブルーシュリンプ（天使の海老）のご案内",
         """株式会社小川水産
仕入部長 小川翔太様

突然のご連絡失礼いたします。ニューカレドニアのOuenghi Mer & Terroir SARLで輸出営業を担当しておりますLaëtitia Poigoune（レティシア・ポワグン）と申します。

弊社では、ブルパリのサン・ヴァンサン湾で養殖したブルーシュリンプ（学名 Litopenaeus stylirostris）を、水揚げ後すぐに急速冷凍してお届けしております。日本では「天使の海老」の名でも知られ、お刺身用としても高い評価をいただいております。

小川水産様でお取り扱いをご検討いただけないでしょうか。サイズ別の価格表とサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

Laëtitia Poigoune
Responsable commerciale export（輸出営業責任者）
Ouenghi Mer & Terroir SARL
ニューカレドニア・ブルパリ
+687 35 12 48""",
         "first e-mail, cold; Japanese business letter with the company, title and name as the "
         "address block (様); 天使の海老 as the Japanese trade name; 小川水産様 without 株式会社; "
         "the sender's name in Latin letters and katakana",
         Twin("title_wrong", "body", "仕入部長 小川翔太様", "営業部長 小川翔太様", "仕入部長",
              "the sales head instead of the purchasing head", found="営業部長")),

    Mail("P036", "s4",
         "Huile essentielle de niaouli de Nouvelle-Calédonie",
         """Monsieur Bovet,

Je me permets de vous contacter de la part d'Ouenghi Mer & Terroir SARL, à Boulouparis, en Nouvelle-Calédonie. Nous distillons à la vapeur les feuilles de niaouli (Melaleuca quinquenervia) récoltées dans la vallée de la Ouenghi.

Notre huile essentielle titre entre 55 et 65 % de 1,8-cinéole ; chaque lot est accompagné d'un bulletin d'analyse et d'une fiche de données de sécurité. Je pense qu'elle trouverait sa place dans la gamme de Bovet Aromathérapie, auprès des pharmacies et drogueries en Suisse.

En tant que responsable des achats, souhaiteriez-vous recevoir un échantillon de 10 ml ?

Meilleures salutations,
Laëtitia Poigoune
Responsable commerciale export
Ouenghi Mer & Terroir SARL
+687 35 12 48""",
         "first e-mail, cold; Swiss French (Meilleures salutations); Monsieur + family name; "
         "drogueries; 1,8-cinéole with a decimal comma; company without SA",
         Twin("country_wrong", "body", "drogueries en Suisse", "drogueries en Belgique", "Switzerland",
              "another French-speaking country", found="Belgique")),

    Mail("P037", "s4",
         "Niaouli essential oil from New Caledonia",
         """नमस्ते दीपाली जी,

I am Laëtitia Poigoune, export sales manager at Ouenghi Mer & Terroir SARL in New Caledonia. We distil niaouli essential oil (Melaleuca quinquenervia) from wild trees in the Ouenghi valley; it contains 55–65% 1,8-cineole.

I understand that झादव अरोमा प्राइवेट लिमिटेड supplies essential oils to aromatherapy and personal-care brands in India. Niaouli is used much like tea tree and cajeput oil but is gentler on the skin.

Could I send you a 50 ml sample and our certificate of analysis?

धन्यवाद,
Laëtitia Poigoune
Responsable commerciale export (Export Sales Manager)
Ouenghi Mer & Terroir SARL
Boulouparis, New Caledonia · +687 35 12 48""",
         "first e-mail, cold; English with a Hindi greeting (नमस्ते + given name + जी) and closing; "
         "the company in Devanagari inside an English sentence; tea tree and cajeput named as "
         "comparisons; the sender's French title glossed",
         Twin("company_foreign", "body", "I understand that झादव अरोमा प्राइवेट लिमिटेड supplies",
              "I understand that Bovet Aromathérapie SA supplies", "झादव अरोमा प्राइवेट लिमिटेड",
              "another niaouli buyer's company of this set (Switzerland)",
              found="Bovet Aromathérapie SA")),

    Mail("P038", "s4",
         "Niaouli oil – 1,8-cineole content",
         """שלום אודל,

Thank you for your message. Our current lot of niaouli essential oil contains 61.4% 1,8-cineole by GC, within our usual range of 55–65%. The full certificate of analysis, with the other main components (viridiflorol, α-pinene and limonene), is attached.

We sell in 1 kg and 5 kg aluminium bottles and 25 kg drums, and can send orders for סלימאן ארומה בע"מ by air freight via Paris to Tel Aviv.

Best regards,
Laëtitia Poigoune
Export Sales Manager
Ouenghi Mer & Terroir SARL
Boulouparis, New Caledonia
+687 35 12 48""",
         "first e-mail, reply to the question the note records, in English as it asks; a Hebrew "
         "greeting with the given name; the company in Hebrew script with בע\"מ inside an English "
         "sentence; GC, viridiflorol; the sender's title in English",
         Twin("contact_wrong", "body", "שלום אודל,", "שלום אורית,", "אודל סלימאן",
              "another Hebrew given name in the greeting", found="אורית")),

    Mail("P039", "s4",
         "Lomos precocidos de bonito del norte – informes de histamina",
         """Estimado Sr. Montaña:

Gracias por su interés. Le adjunto los informes de histamina de los tres últimos lotes de lomos precocidos congelados de atún blanco (Thunnus alalunga), el bonito del norte, todos por debajo de 50 mg/kg.

Pescamos el atún blanco con palangre en aguas de Nueva Caledonia; lo cocemos, limpiamos y congelamos en nuestra planta, en cajas de 20 kg.

Podemos enviar a Conservas Montaña contenedores frigoríficos CFR Vigo, a una hora de su fábrica de Ribeira.

Un saludo cordial,
Laëtitia Poigoune
Responsable commerciale export
Ouenghi Mer & Terroir SARL
Boulouparis, Nueva Caledonia
+687 35 12 48""",
         "first e-mail, reply to the report request the note records, naming the product and place "
         "it records; Spanish; bonito del norte = albacore; Vigo, Ribeira; company without S.A.",
         Twin("company_foreign", "body", "Podemos enviar a Conservas Montaña contenedores",
              "Podemos enviar a Salazones Mateos contenedores", "Conservas Montaña S.A.",
              "another Spanish buyer's company of this set", found="Salazones Mateos")),

    Mail("P040", "s4",
         "Lombi precotti di tonno alalunga dalla Nuova Caledonia",
         """Gentile Sig. Pisacane,

mi chiamo Laëtitia Poigoune e sono responsabile commerciale export di Ouenghi Mer & Terroir SARL, a Boulouparis, in Nuova Caledonia. Produciamo lombi precotti surgelati di tonno bianco (Thunnus alalunga), pescato con palangari nelle nostre acque e lavorato nel nostro stabilimento.

Per Conserve Ittiche Pisacane possiamo offrire lombi puliti, senza pelle e senza parte scura, in cartoni da 20 kg, con spedizione in container frigo CFR Salerno.

Come responsabile approvvigionamento materie prime, Le farebbe piacere ricevere la scheda tecnica e un'offerta?

Cordiali saluti,
Laëtitia Poigoune
Responsabile commerciale export
Ouenghi Mer & Terroir SARL
Boulouparis, Nuova Caledonia
+687 35 12 48 · l.poigoune@ouenghi-export.nc""",
         "first e-mail, cold; Italian, formal Lei; tonno bianco / alalunga; the recorded title "
         "lower-case inside a question; company without S.p.A.; Salerno",
         Twin("sender_wrong", "body", "l.poigoune@ouenghi-export.nc", "l.poigoune@ouenghi-export.fr",
              "l.poigoune@ouenghi-export.nc", "the sender's e-mail domain changed")),
]
