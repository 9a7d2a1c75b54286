"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("s1", "P001",
         "Prijslijst Crémant de Luxembourg brut en rosé – Miselerland Handel",
         """Beste mevrouw Pauwels,

Fijn dat we elkaar op Wine Paris hebben ontmoet. Zoals beloofd stuur ik u hierbij onze prijslijst voor Crémant de Luxembourg, zowel de brut als de rosé.

Onze crémants komen van wijngaarden langs de Moezel rond Remich en worden volgens de méthode traditionnelle gemaakt, met minstens twaalf maanden rijping op gist. De brut is een assemblage van Auxerrois, Pinot Blanc en Riesling; de rosé is 100% Pinot Noir. Voor Wijnhuis Pauwels rekenen we per doos van zes flessen (75 cl), franco uw magazijn in België vanaf een volle pallet.

Graag stuur ik u ook twee flessen van elk ter proeving. Naar welk adres mag ik ze sturen?

Met vriendelijke groeten,

Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
Remich, Luxemburg
+352 23 69 81 47""",
         "first e-mail, reply to the note's request, in Dutch (Flemish buyer, Dutch note): the fair and "
         "the price list for brut and rosé as the note records; Luxemburg and Moezel in Dutch; company "
         "without its legal form; the sender's French title in a Dutch mail",
         Twin("note_wrong", "op Wine Paris hebben", "op ProWein in Düsseldorf hebben", "Wine Paris",
              "the fair the note names replaced by another wine fair", found="ProWein in Düsseldorf")),
    Mail("s1", "P002",
         "ルクセンブルク産クレマンのご紹介（Miselerland Handel）",
         """高橋ワイン株式会社
購買部長　高橋拓真様

突然のご連絡失礼いたします。ルクセンブルクのレミッヒでワインと蒸留酒の輸出を行っております、Miselerland Handel S.à r.l.のテッシー・キーファー＝ゲルゲンと申します。

弊社では、モーゼル川沿いの契約農家が瓶内二次発酵で造るCrémant de Luxembourg（クレマン・ド・リュクサンブール）を取り扱っております。ブリュットとロゼの2種類があり、いずれもAOPモーゼル・リュクサンブルジョワーズの認証を受けております。

日本ではまだ珍しい産地ですが、シャンパーニュに近い品質を手頃な価格でご提供できると考えております。ご興味がございましたら、価格表と技術資料をお送りいたします。

何卒よろしくお願い申し上げます。

Tessy Kieffer-Goergen（テッシー・キーファー＝ゲルゲン）
Responsable des ventes export（輸出営業担当）
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction wholly in Japanese: company, title and name in the Japanese "
         "address block (name without the record's space, with 様); the sender in katakana and Latin; "
         "the category in Latin with a katakana reading",
         Twin("company_misspelled", "高橋ワイン株式会社\n", "高橋ワイソ株式会社\n", "高橋ワイン株式会社",
              "ン written as the look-alike katakana ソ", found="高橋ワイソ株式会社")),
    Mail("s1", "P003",
         "Crémant de Luxembourg for Williams & Hale",
         """Dear Ms Williams,

I'm writing from Remich, on the Luxembourg side of the Moselle, where Miselerland Handel represents a group of family growers who make Crémant de Luxembourg.

As Wine Buyer at Williams & Hale Wine Merchants, you will know the crémants of Alsace and the Loire; ours are still little known in the UK, which is exactly why I think they could interest your customers. They are made by the traditional method, aged at least twelve months on the lees, and come as a brut (Auxerrois, Pinot Blanc, Riesling) and a rosé (Pinot Noir). Shelf prices would sit comfortably below entry-level Champagne.

We ship by groupage from Luxembourg to UK bonded warehouses, duty unpaid, from 60 cases. May I send you our price list and two sample bottles?

Kind regards,
Tessy Kieffer
Export Sales Manager
Miselerland Handel S.à r.l.
+352 23 69 81 47 | www.miselerland.lu""",
         "first e-mail, cold introduction in English: the recorded title inside the sentence; company "
         "without Ltd, and in the subject in short form; the sender signs with the first half of her "
         "double family name and her title in English; Alsace, Loire, Champagne as other origins",
         Twin("title_wrong", "As Wine Buyer at", "As Wine Sales Manager at", "Wine Buyer",
              "a buyer's title turned into a sales title", found="Wine Sales Manager")),
    Mail("s1", "P004",
         "Skrzynka próbna Crémant de Luxembourg brut",
         """Szanowny Panie Leonardzie,

dziękuję za zainteresowanie naszym Crémant de Luxembourg. Zgodnie z Pana prośbą przygotowaliśmy skrzynkę próbną z sześcioma butelkami wersji brut (75 cl), którą możemy wysłać kurierem do siedziby Sędek Wina w przyszłym tygodniu.

Nasz crémant powstaje metodą tradycyjną nad Mozelą, w okolicach Remich; leżakuje co najmniej dwanaście miesięcy na osadzie. Kupaż to Auxerrois, Pinot Blanc i Riesling.

Czy mogę prosić o potwierdzenie adresu dostawy? Razem z próbkami prześlę cennik w euro, z dostawą DAP do Polski.

Z poważaniem
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
Remich, Luksemburg
tel. +352 23 69 81 47""",
         "first e-mail, reply to the note's request (sample case of brut), in Polish as the note prefers: "
         "the vocative of the given name (Panie Leonardzie); company without Sp. z o.o.; Luksemburg, "
         "Mozela",
         Twin("contact_wrong", "Szanowny Panie Leonardzie,", "Szanowny Panie Leopoldzie,", "Leonard",
              "another given name, in the vocative", found="Leopoldzie")),
    Mail("s1", "P005",
         "Crémant de Luxembourg – une proposition pour Lejeune Vins & Spiritueux",
         """Madame Lejeune,

Je me permets de vous contacter de la part de Miselerland Handel, maison de négoce établie à Remich, au bord de la Moselle luxembourgeoise.

Nous représentons plusieurs vignerons qui élaborent un Crémant de Luxembourg en méthode traditionnelle : un brut à base d'Auxerrois et de Pinot blanc, et un rosé de Pinot noir. En Belgique, où le crémant est déjà bien connu des amateurs, nos cuvées trouvent leur place entre les crémants d'Alsace et les champagnes de négoce.

En tant qu'acheteuse vins, vous souhaiterez sans doute goûter avant tout : je peux vous faire livrer deux bouteilles de chaque cuvée à l'adresse de votre choix.

Bien cordialement,

Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction in French: the recorded title in lower case after 'En tant "
         "qu''; company without SRL in the subject; the buyer's country in French; Alsace and "
         "champagne as other wines",
         Twin("country_wrong", "En Belgique, où", "En France, où", "Belgium",
              "the buyer's country replaced by its neighbour", found="France")),
    Mail("s1", "P006",
         "Unser Mirabellenbrand in 50 cl",
         """Sehr geehrter Herr Huhn,

vielen Dank für das angenehme Gespräch auf der Bar Convent Berlin. Sie hatten gefragt, ob wir unser Mirabellen-Eau-de-vie auch in 50-cl-Flaschen liefern können, statt in der 70-cl-Flasche, die wir am Stand hatten: Ja, das ist möglich.

Der Brand wird aus vollreifen Mirabellen von der luxemburgischen Mosel gebrannt, hat 42 % vol. und trägt die Marque Nationale. Die 50-cl-Flasche liefern wir im Karton zu sechs Stück, ab 30 Kartons frei Haus nach Deutschland.

Gern schicke ich Ihnen ein Angebot für Spirituosen Huhn. Wie viele Kartons würden Sie für eine erste Bestellung einplanen?

Mit freundlichen Grüßen

Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l., Remich (Luxemburg)
Tel. +352 23 69 81 47""",
         "first e-mail, reply to the note's request (50 cl, not 70 cl) after the fair it names, in "
         "German: the category as Mirabellen-Eau-de-vie and Mirabellenbrand; company without GmbH",
         Twin("category_wrong", "unser Mirabellen-Eau-de-vie auch", "unser Zwetschgenwasser auch",
              "mirabelle eau-de-vie", "the mirabelle spirit replaced by a plum spirit",
              found="Zwetschgenwasser")),
    Mail("s1", "P007",
         "Mirabellen-Eau-de-vie aus Luxemburg",
         """Grüezi Frau Mayer

Als Leiterin Einkauf Spirituosen der Mayer Getränke AG sehen Sie viele Brände aus der Schweiz und dem Elsass; erlauben Sie mir, Ihnen einen aus Luxemburg vorzustellen.

Miselerland Handel in Remich vertreibt das Mirabellen-Eau-de-vie kleiner Brennereien an der Mosel. Die Früchte werden vollreif gelesen, einzeln vergoren und zweifach gebrannt; abgefüllt wird mit 42 % vol. in 50- oder 70-cl-Flaschen. Die Verzollung in die Schweiz übernimmt unser Spediteur, geliefert wird DDP an Ihr Lager.

Darf ich Ihnen ein Muster und die Preisliste in CHF senden?

Freundliche Grüsse
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction in Swiss German (Grüezi, Grüsse without ß, no comma after "
         "the greeting): the title and company as recorded inside the sentence, the company in the "
         "genitive with its article",
         Twin("company_foreign", "der Mayer Getränke AG", "der Aebi Distillerie & Négoce SA",
              "Mayer Getränke AG", "another Swiss buyer's company of this set, same category",
              found="Aebi Distillerie & Négoce SA")),
    Mail("s1", "P008",
         "Fiche technique et échantillon – eau-de-vie de mirabelle",
         """Monsieur Aebi,

Suite à votre demande, vous trouverez ci-joint la fiche technique de notre eau-de-vie de mirabelle : titre alcoométrique 42 % vol., lot n° MIR-2024-07, distillation en alambic à repasse, fruits récoltés en août sur la Moselle luxembourgeoise.

L'échantillon de 20 cl part demain par la poste à l'adresse d'Aebi Distillerie & Négoce ; comptez deux à trois jours pour la Suisse, dédouanement compris.

Je reste à votre disposition pour les conditions tarifaires et les délais.

Meilleures salutations,

Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l., Remich
+352 23 69 81 47""",
         "first e-mail, reply to the note's request (data sheet with degree and lot number, 20 cl "
         "sample), in French with the Swiss closing 'Meilleures salutations'; company elided (d'Aebi) "
         "and without SA; French spacing before colon and semicolon",
         Twin("artifact", "part demain par la poste", "part demain demain par la poste", "part demain",
              "a doubled word", found="demain demain")),
    Mail("s1", "P009",
         "Дистиллят из мирабели из Люксембурга",
         """Уважаемый господин Рыбаков,

меня зовут Тесси Киффер-Гёрген, я отвечаю за экспорт в компании Miselerland Handel S.à r.l. (Ремих, Люксембург).

Мы поставляем фруктовый дистиллят из мирабели (eau-de-vie de mirabelle), который производят небольшие винокурни в долине Мозеля. Крепость — 42 % об., бутылки 0,5 и 0,7 л. Мы бы хотели предложить его вашей компании, ООО «Рыбаков и Партнёры».

Если вам интересно, я с удовольствием вышлю прайс-лист и образцы.

С уважением,
Тесси Киффер-Гёрген
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction wholly in Russian: the sender's name in Cyrillic, her "
         "company in Latin; the category in Russian with the French term; company with ООО and "
         "Russian quotes",
         Twin("company_misspelled", "ООО «Рыбаков и Партнёры»", "ООО «Рыбакоф и Партнёры»",
              "ООО «Рыбаков и Партнёры»", "the family name in the company spelled with ф for в",
              found="Рыбакоф и Партнёры")),
    Mail("s1", "P010",
         "홍지연 팀장님 – label approval documents for our mirabelle eau-de-vie",
         """홍지연 팀장님께,

Thank you again for stopping by our table at the Seoul Bar Show. As promised, here are the documents you asked for, for the Korean label approval of our mirabelle eau-de-vie:

- certificate of analysis (42% vol., methanol within the EU limit)
- ingredient statement (mirabelle plums and water, no additives)
- certificate of origin (Luxembourg) and the producer's free-sale certificate
- the front and back labels as artwork files, so that your Korean sticker can be placed

If 주식회사 홍스피릿 needs anything else for the MFDS filing, just tell me and I will get it from the distillery.

Best regards,
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
Remich, Luxembourg
T +352 23 69 81 47
tessy.kieffer@miselerland.lu""",
         "first e-mail, reply to the note's request (documents for Korean label approval) after the "
         "fair it names, in English with a Korean greeting (full name + 팀장님께) and subject; "
         "company in Hangul inside English; MFDS",
         Twin("sender_wrong", "T +352 23 69 81 47", "T +352 23 69 18 47", "+352 23 69 81 47",
              "two digits of the sender's phone swapped", found="+352 23 69 18 47")),
    Mail("s1", "P011",
         "bauma follow-up: AZ sheet piles for your Rotterdam quay wall",
         """Dear Mr Kamper,

It was good to talk to you at bauma in Munich. As promised, here is our indication for the quay wall project in Rotterdam.

For hot-rolled AZ profiles in S355GP and S430GP, made in Luxembourg to EN 10248, we can offer EUR 1,085 per tonne for AZ 26-700 and EUR 1,110 per tonne for AZ 36-700N, lengths up to 28 m, delivered on trucks to the Port of Rotterdam. Prices are valid for 30 days and depend on the final tonnage and the rolling schedule.

If Kamper Funderingstechniek can share the drawings or the pile schedule, I will have our technical partner check the section choice and come back with a firm offer.

Kind regards,
Tessy Kieffer-Goergen
Export Sales Manager
Miselerland Handel S.à r.l., Remich
+352 23 69 81 47""",
         "follow-up, first contact after the fair the note records, in English: the note's project "
         "and request (price per tonne for AZ profiles); steel grades, EN 10248, section names; "
         "company without B.V.; the sender's title in English",
         Twin("note_wrong", "indication for the quay wall project in Rotterdam",
              "indication for the bridge abutment project in Rotterdam", "quay wall project in Rotterdam",
              "the note's project misquoted", found="bridge abutment project")),
    Mail("s1", "P012",
         "Steel sheet piles from Luxembourg – Miselerland Handel",
         """Kính gửi chị Hồng,

I am writing to you as Trưởng phòng Vật tư of Công ty Cổ phần Xây dựng Cảng Vũ Gia, because port contractors in Vietnam are among the main users of the steel sheet piles we sell.

Miselerland Handel is a trading house in Remich, Luxembourg. Together with the rolling mills of the Grand Duchy we supply hot-rolled U and Z sheet piles to EN 10248, in grades S355GP to S460AP and lengths up to 31 m. Shipments leave from Antwerp and reach Hai Phong or Cai Mep in about five weeks, CFR or CIF as you prefer.

If Vũ Gia has a project coming up, please send me the section and tonnage and I will quote within 48 hours.

Trân trọng,
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction in English with Vietnamese greeting and closing: chị + given "
         "name (Vietnamese address), the Vietnamese title inside an English sentence, company in full "
         "and as the short 'Vũ Gia'; Hai Phong and Cai Mep without diacritics, Antwerp",
         Twin("title_wrong", "as Trưởng phòng Vật tư of", "as Trưởng phòng Kinh doanh of",
              "Trưởng phòng Vật tư", "the head of purchasing made head of sales",
              found="Trưởng phòng Kinh doanh")),
    Mail("s1", "P013",
         "Sheet piles for the Port Said East quay tender – EN 10248 mill certificates",
         """Dear Mr Hesham,

Thank you for your enquiry about the quay tender at Port Said East. I confirm that all our steel sheet piles are rolled and tested to EN 10248, and each delivery comes with EN 10204 3.1 mill certificates showing the heat number, chemical analysis and mechanical properties. I attach a sample certificate so that شركة الشربيني للأساسات والمقاولات can include it in the technical envelope.

For projects in Egypt we usually ship from Antwerp to Port Said on a breakbulk vessel; the transit takes about 12 days.

Best regards / مع أطيب التحيات
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, reply to the note's request (EN 10248 mill certificates, Port Said East "
         "tender), in English with an Arabic closing: 'Dear Mr Hesham' (the given name romanised, "
         "as Egyptians are addressed); the Arabic company in full inside English",
         Twin("country_wrong", "For projects in Egypt we", "For projects in Libya we", "Egypt",
              "the buyer's country replaced by its neighbour", found="Libya")),
    Mail("s1", "P014",
         "Χαλύβδινες πασσαλοσανίδες / steel sheet piles from Luxembourg",
         """Αγαπητέ κύριε Καραμσαλή,

I hope you don't mind an e-mail in English. I am contacting Καραμσαλής Τεχνική Α.Ε. because Greek marine and foundation contractors are an important market for the steel sheet piles we trade.

Miselerland Handel S.à r.l., based in Remich, Luxembourg, supplies hot-rolled Z and U sheet piles to EN 10248, with EN 10204 3.1 certificates, as well as corner sections and tie rods. We ship from Antwerp to Piraeus or Thessaloniki, and can combine several sections in one shipment.

If Καραμσαλής Τεχνική has a tender where sheet piles are specified, I would be glad to quote.

Με εκτίμηση,
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction in English with a Greek greeting (the vocative Καραμσαλή), "
         "subject and closing; company in Greek script in full and without Α.Ε.; the category in "
         "Greek in the subject; Piraeus, Thessaloniki",
         Twin("company_missing", "I am contacting Καραμσαλής Τεχνική Α.Ε. because",
              "I am contacting your company because", "Καραμσαλής Τεχνική Α.Ε.",
              "every mention of the company replaced by 'your company'", found="your company",
              also=(("body", "If Καραμσαλής Τεχνική has", "If your company has"),))),
    Mail("s1", "P015",
         "Steel sheet piles for บริษัท เตมิยะเดช วิศวกรรม จำกัด",
         """เรียน คุณมารีนี

My name is Tessy Kieffer-Goergen and I handle export sales at Miselerland Handel S.à r.l. in Remich, Luxembourg. I am writing to you as ผู้จัดการฝ่ายจัดซื้อ because we supply steel sheet piles to engineering contractors in Thailand.

We offer hot-rolled U and Z sheet piles to EN 10248, lengths up to 31 m, with 3.1 mill certificates. Shipping from Antwerp to Laem Chabang takes about five weeks; we can quote CFR or CIF Bangkok.

Would you like our section catalogue and a price indication for your next project?

ขอแสดงความนับถือ
Tessy Kieffer-Goergen
Export Sales Manager
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, cold introduction in English with Thai greeting (คุณ + given name, as Thais "
         "are addressed) and closing; the Thai title inside English; the company in full Thai script "
         "in the subject only; Laem Chabang, Bangkok",
         Twin("contact_wrong", "เรียน คุณมารีนี", "เรียน คุณมาลินี", "มารีนี เตมิยะเดช",
              "a near-miss Thai given name", found="มาลินี")),
    Mail("s2", "P016",
         "Following up from Boston – lump crab meat in 1 lb cans",
         """Hi Richard,

Great to meet you at Seafood Expo North America in Boston. Following our talk, here are the details on our pasteurised lump crab meat in 1 lb cans:

- Species: blue swimming crab (Portunus pelagicus), caught in Bahraini waters
- Grades: jumbo lump, lump, backfin and claw; lump is the one you asked for
- Pack: 1 lb (454 g) cans, 12 cans per case, shelf life 18 months at 0-4 °C
- Plant: HACCP certified and FDA registered

We ship in reefer containers from Khalifa Bin Salman Port, about five weeks to the US East Coast. I can send a price for a trial container and samples next week.

Best regards,
Layla Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
Hidd, Kingdom of Bahrain
+973 1746 2250""",
         "follow-up, first contact after the fair the note records, in English: 'Hi Richard'; the "
         "note's request (lump meat in 1 lb cans); species, grades, HACCP, FDA; the sender without "
         "her middle name; Khalifa Bin Salman Port, the US East Coast",
         Twin("category_wrong", "details on our pasteurised lump crab meat in 1 lb cans:",
              "details on our frozen soft-shell crabs in 1 lb cans:", "pasteurised crab meat",
              "a neighbouring crab product", found="frozen soft-shell crabs")),
    Mail("s2", "P017",
         "Pasteurised blue crab meat from Bahrain",
         """Dear Mr Jang,

I am Layla Bucheeri of Khor Hidd Trading W.L.L. in Bahrain. We pack pasteurised crab meat from blue swimming crab landed in the Gulf, and Korea is a market we would very much like to grow.

Our plant in Hidd produces jumbo lump, lump, special and claw meat, pasteurised in sealed cans or cups, and is HACCP certified. For 주식회사 장수산 we could offer regular containers via Jebel Ali to Busan, or smaller air shipments for testing.

May I send you our specification sheets and a price list?

Kind regards,
Layla
Khor Hidd Trading W.L.L.
+973 1746 2250 | layla.bucheeri@khorhidd.com.bh""",
         "first e-mail, cold introduction in English: 'Mr Jang' (the Hangul family name 장 "
         "romanised); the company in Hangul with 주식회사 inside English; the sender signs with her "
         "given name; Jebel Ali, Busan",
         Twin("company_foreign", "For 주식회사 장수산 we", "For 주식회사 홍스피릿 we", "주식회사 장수산",
              "another Korean buyer's company of this set", found="주식회사 홍스피릿")),
    Mail("s2", "P018",
         "巴林蟹肉樣品與HACCP證書",
         """林主任您好：

感謝您對我們巴氏殺菌蟹肉的興趣。依您的要求，我們已準備好樣品：巨塊肉（jumbo lump）、塊肉（lump）及蟹腳肉（claw）各兩罐，每罐454公克，將以冷藏空運寄至林記水產。

附件為本公司工廠的HACCP證書及產品規格表。產品於0至4°C冷藏可保存18個月。

收到樣品後，如有任何問題，歡迎隨時與我聯繫。

順頌商祺

Layla Bucheeri（萊拉）
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
巴林 希德
+973 1746 2250""",
         "first e-mail, reply to the note's request (samples and HACCP certificate), wholly in "
         "traditional Chinese: 林主任 (family name + the short form of 採購主任); the company as the "
         "short 林記水產; the category in Chinese; the sender's given name in Chinese",
         Twin("artifact", "證書及產品規格表。", "證書及產品規格表及產品規格表。", "證書及產品規格表。",
              "a doubled phrase", found="及產品規格表及產品規格表")),
    Mail("s2", "P019",
         "Hand-thrown A'ali incense burners for Al-Otaibi Heritage Gifts",
         """Dear Mr Turki,

Greetings from Bahrain. I am writing from Khor Hidd Trading W.L.L., which exports the incense burners (mabkhara) thrown by hand in the pottery workshops of A'ali village.

Each piece is wheel-thrown from local clay, fired in the traditional kilns and finished either natural, glazed or with brass fittings, in heights from 12 to 25 cm. They sell well in gift shops across the Gulf, especially before Ramadan and Eid, and I believe they would suit the range of Al-Otaibi Heritage Gifts Est.

Our trucks reach Saudi Arabia over the King Fahd Causeway within two days. May I send you our catalogue with prices in SAR?

With best regards,
Layla Ebrahim Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
+973 1746 2250""",
         "first e-mail, cold introduction in English: 'Dear Mr Turki' (Gulf style, given name); the "
         "company in full and without Est. in the subject; mabkhara, A'ali, the King Fahd Causeway, SAR",
         Twin("sender_wrong", "from Khor Hidd Trading W.L.L., which", "from Khor Hidd Trading B.S.C., which",
              "Khor Hidd Trading W.L.L.", "the sender's legal form replaced by another Bahraini one",
              found="Khor Hidd Trading B.S.C.")),
    Mail("s2", "P020",
         "مباخر فخار عالي المصنوعة يدوياً من البحرين",
         """الأستاذة ريم السبيعي المحترمة
مديرة المشتريات – مؤسسة السبيعي للبخور والهدايا

السلام عليكم ورحمة الله وبركاته،

يسعدني أن أعرّفكم بشركة Khor Hidd Trading W.L.L. من البحرين، المتخصصة في تصدير مباخر الفخار المصنوعة يدوياً في قرية عالي.

تُشكَّل كل مبخرة على الدولاب من طين محلي وتُحرق في الأفران التقليدية، وتتوفر بأحجام من 12 إلى 25 سم، بلون الطين الطبيعي أو مزججة. ونرى أنها تناسب ما تقدمه مؤسستكم لعملائها من البخور والهدايا.

يمكننا الشحن براً عبر جسر الملك فهد خلال يومين. هل تودين أن أرسل لكِ الكتالوج وقائمة الأسعار بالريال السعودي؟

مع خالص التحية،
ليلى بوجيري
Layla Ebrahim Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
+973 1746 2250""",
         "first e-mail, cold introduction wholly in Arabic: name, title (feminine) and company in the "
         "address block; the sender's company in Latin, her name in Arabic and Latin; the category "
         "in Arabic (مباخر فخار عالي)",
         Twin("company_misspelled", "مؤسسة السبيعي للبخور والهدايا", "مؤسسة السبعي للبخور والهدايا",
              "مؤسسة السبيعي للبخور والهدايا", "a letter ي lost from the family name in the company",
              found="مؤسسة السبعي للبخور والهدايا")),
]
