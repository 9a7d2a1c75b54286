"""Natural e-mails N021-N040 (one per buyer, P021-P040), each with its twin's one edit."""
from mail import M, T

MAILS = [
    # N021 P021: first e-mail after the fair the note records, answering its question
    M("P021", "s2", "Madame Jeanette peppers – USDA APHIS admissibility", """
Dear Mark,

It was good to meet you at the New York Produce Show. You asked whether our Madame Jeanette peppers can enter the US under USDA APHIS rules, and I promised to check properly rather than guess.

Here is where things stand: fresh peppers from Suriname are not yet on the APHIS list of admissible fruits and vegetables, so we cannot ship them fresh to New York today. Our Ministry of Agriculture has filed a market access request, but these take time. What we can ship now, without a fresh-produce permit, are frozen whole Madame Jeanettes and a Madame Jeanette mash in brine: both are processed products and enter under FDA rules.

If frozen peppers are of interest to Delgado Tropical Imports, I can send a 10 kg trial box and our FDA facility registration.

Best regards,
Sharmila Ramkisoensing
Head of Export
Coppename Tropenhandel N.V.
Paramaribo, Suriname
""", "first e-mail after the fair the note records, answering its APHIS question (fresh not admissible yet, frozen yes); English; the sender's title in English; company without `, Inc.`",
      T("category_wrong", "body", "are frozen whole Madame Jeanettes and", "are frozen whole habaneros and",
        "Madame Jeanette peppers", "a neighbouring pepper (habaneros) for Madame Jeanettes",
        found="frozen whole habaneros")),

    # N022 P022: first e-mail after the fair the note records, on MSC chain of custody
    M("P022", "s2", "Seabob del Suriname certificato MSC – dopo Barcellona", """
Gentile Sig. Guidone,

La ringrazio per il colloquio al Seafood Expo Global di Barcellona. Come promesso, Le scrivo a proposito dei gamberi seabob surgelati (Xiphopenaeus kroyeri) e della certificazione MSC.

La pesca del seabob in Suriname è certificata MSC dal 2011, e il nostro stabilimento di Paramaribo ha un proprio certificato di catena di custodia MSC, che Le allego. La merce può quindi essere venduta con il marchio blu anche in Italia, purché anche Guidone Surgelati sia certificata per la catena di custodia.

Offriamo:
– seabob intero crudo, congelato IQF, calibri 100/150 e 150/200 pezzi/kg
– seabob sgusciato crudo (PUD), IQF, 200/300
in cartoni da 10 x 1 kg, container reefer da 40 piedi CFR Salerno o Napoli.

Resto a disposizione per un campione.

Cordiali saluti,
Sharmila Ramkisoensing
Head of Export
Coppename Tropenhandel N.V.
Paramaribo, Suriname – +597 471 356
""", "first e-mail after the fair the note records, on the MSC chain of custody it needs; wholly Italian (formal Lei, capitalised Le); company without S.r.l.; Latin name of the shrimp",
      T("contact_wrong", "body", "Gentile Sig. Guidone,", "Gentile Sig. Guidotti,",
        "Azeglio Guidone", "another family name (Guidotti) in the greeting", found="Sig. Guidotti")),

    # N023 P023: cold introduction
    M("P023", "s2", "Camarón seabob congelado de Surinam – certificado MSC", """
Estimado Sr. Tejada:

Me dirijo a usted como director de compras de Congelados Tejada para presentarle el seabob congelado de Coppename Tropenhandel N.V., de Paramaribo (Surinam).

El seabob (Xiphopenaeus kroyeri) es un camarón pequeño y dulce de las aguas costeras de Surinam, con certificación MSC. Lo procesamos en tierra pocas horas después del desembarque:
• entero crudo IQF, 100/150 piezas por kilo
• pelado crudo IQF, 200/300 y 300/500
• pelado cocido IQF, 300/500
Cajas de 10 x 1 kg o 2 x 5 kg, contenedor reefer de 40 pies CFR Vigo o Algeciras.

Si le interesa, puedo enviarle muestras y precios actualizados.

Atentamente,
Sharmila Ramkisoensing
Hoofd Export
Coppename Tropenhandel N.V.
s.ramkisoensing@coppename-tropen.sr | +597 471 356
""", "cold introduction; wholly Spanish; the recorded title in lower case inside a Spanish sentence; company without S.A.; the category in Spanish (camarón seabob congelado); Suriname as Surinam",
      T("title_wrong", "body", "como director de compras de", "como director comercial de",
        "Director de Compras", "a sales director's title (director comercial) for the purchasing director",
        found="director comercial")),

    # N024 P024: first e-mail after the fair the note records, on the certificates it needs
    M("P024", "s2", "Frozen seabob shrimp – halal and Arabic health certificate", """
السيد خالد الفلاسي المحترم،

Thank you for the conversation at Gulfood in Dubai. You mentioned that any seafood supplier of شركة الفلاسي للمأكولات البحرية ذ.م.م needs a halal certificate and a health certificate in Arabic, so I have checked both with the authorities here in Paramaribo.

Halal: our seabob plant is certified by a halal body recognised in the UAE, and each shipment carries its own halal certificate.
Health certificate: Suriname's Fish Inspection Institute issues the certificate in English and Arabic for shipments to the UAE.

We can ship frozen whole and peeled seabob, IQF, in 10 x 1 kg cartons, in 40' reefers CFR Jebel Ali, about 30 days from Paramaribo.

With best regards,
Sharmila Ramkisoensing
Head of Export, Coppename Tropenhandel N.V.
Paramaribo, Suriname
+597 471 356
""", "first e-mail after the fair the note records, on the halal and Arabic health certificates it needs; English with a formal Arabic salutation (السيد … المحترم); the company in Arabic script with ذ.م.م inside an English sentence",
      T("company_misspelled", "body", "شركة الفلاسي للمأكولات البحرية ذ.م.م", "شركة الفلاسي للماكولات البحرية ذ.م.م",
        "شركة الفلاسي للمأكولات البحرية ذ.م.م", "the hamza of للمأكولات dropped (للماكولات)",
        found="شركة الفلاسي للماكولات البحرية ذ.م.م")),

    # N025 P025: first e-mail after the fair the note records: the offer it asked for
    M("P025", "s3", "Nordmanntannen 150–175 / 175–200 cm – Lieferung bis 1. Dezember", """
Sehr geehrter Herr Weimer,

vielen Dank für das Gespräch auf der IPM in Essen. Wie besprochen, hier unser Angebot für Nordmanntannen aus unseren Kulturen in Salling:

– 150–175 cm, Qualität I, genetzt: 8,90 EUR/Stück
– 175–200 cm, Qualität I, genetzt: 11,40 EUR/Stück
frei Lager Weimer Weihnachtsbaum-Handel, Lieferung in KW 47 und 48, spätestens am 1. Dezember.

Wir schlagen ab Mitte November und liefern mit eigenen Sattelzügen (ca. 700 Bäume 150–175 cm je Zug). Jeder Baum trägt ein Etikett mit Größe und Herkunft Dänemark.

Ich würde mich freuen, wenn wir in dieser Saison ins Geschäft kommen.

Mit freundlichen Grüßen
Mette Højgaard Kristiansen
Eksportchef
Salling Fjord Export ApS
Skive, Dänemark
mhk@sallingfjord.dk | +45 97 52 31 84
""", "first e-mail after the fair the note records, with the offer it asked for (sizes, netted, by 1 December); wholly German; the category in German (Nordmanntannen); company without GmbH inside `frei Lager …`; Denmark as Dänemark",
      T("sender_wrong", "body", "mhk@sallingfjord.dk |", "mhk@salling-fjord.dk |",
        "mhk@sallingfjord.dk", "the sender's e-mail domain with a hyphen",
        found="mhk@salling-fjord.dk")),

    # N026 P026: cold introduction
    M("P026", "s3", "Danish Nordmann fir for this Christmas season", """
Beste Teun,

I hope you don't mind an e-mail in English. I am the export manager at Salling Fjord Export ApS in Skive, in the north-west of Jutland, and we grow and cut Nordmann fir Christmas trees for retailers and wholesalers across Northern Europe.

For Van der Noot Kerstbomen B.V. we could offer this season:
- Nordmann fir, grades A and B, 125–250 cm, netted or unnetted
- delivery by truck to your yard in the Netherlands in weeks 46–50
- packed on pallets or loose-loaded, as you prefer

The trees are cut no earlier than mid-November and reach the Netherlands within two days.

Shall I send you our price list by height?

Med venlig hilsen / Met vriendelijke groet,
Mette Højgaard Kristiansen
Eksportchef, Salling Fjord Export ApS
+45 97 52 31 84
""", "cold introduction; English with a Dutch greeting (first name) and a Danish/Dutch closing; the sender's title translated in the body (export manager) and as recorded in the signature; a Dutch particle name (van der Noot) with capital V in the company",
      T("company_foreign", "body", "For Van der Noot Kerstbomen B.V. we", "For Weimer Weihnachtsbaum-Handel GmbH we",
        "Van der Noot Kerstbomen B.V.", "another Christmas-tree buyer's company of this set (the German one)",
        found="Weimer Weihnachtsbaum-Handel GmbH")),

    # N027 P027: cold introduction
    M("P027", "s3", "Nordmann fir from Denmark for Brown's Garden Centres", """
Dear Leah,

Most garden centres plan Christmas well ahead, so I wanted to get in touch early. I'm Mette Kristiansen, export manager at Salling Fjord Export ApS, a Danish grower and exporter of Nordmann fir Christmas trees.

We have worked with garden centres for many years and know what matters to a seasonal buyer: even grading, good needle retention and trees that arrive fresh. Our trees are cut from mid-November, netted, sorted in 25 cm height bands and delivered by trailer to your garden centres across the UK, with plant passports and phytosanitary certificates for every load.

I'd be happy to send our price list and photos of this year's stock.

Kind regards,
Mette Højgaard Kristiansen
Eksportchef (Export Manager)
Salling Fjord Export ApS, Skive, Denmark
mhk@sallingfjord.dk
""", "cold introduction; English; company with its apostrophe and without Ltd; the recorded title in lower case (seasonal buyer); the sender shortens her name (without the middle family name) in the body",
      T("country_wrong", "body", "garden centres across the UK,", "garden centres across Ireland,",
        "United Kingdom", "the buyer's country given as Ireland", found="Ireland")),

    # N028 P028: cold introduction
    M("P028", "s3", "Chair de moules cuite du Limfjord", """
Madame Auger,

Je me permets de vous présenter Salling Fjord Export ApS, entreprise danoise installée à Skive, au bord du Limfjord. Nous transformons les moules bleues (Mytilus edulis) pêchées dans le fjord et livrons de la chair de moules cuite, décortiquée et surgelée en IQF.

Nos calibres : 200-300, 300-500 et 500-700 chairs par kilo, en sachets de 1 kg ou en cartons de 10 kg. La pêcherie de moules du Limfjord est certifiée MSC.

La chair de moules cuite sert beaucoup en restauration et dans les plats cuisinés ; je serais ravie de vous envoyer un échantillon et nos prix rendus chez vous, en France.

Bien cordialement,
Mette Højgaard Kristiansen
Eksportchef – Salling Fjord Export ApS
Skive, Danemark
+45 97 52 31 84
""", "cold introduction; wholly French; `Madame Auger,` alone; the buyer's company never named (allowed: nothing wrong, only absent); the category in French (chair de moules cuite)",
      T("category_wrong", "body", "livrons de la chair de moules cuite,", "livrons de la chair de coques cuite,",
        "cooked blue mussel meat", "a neighbouring shellfish (cockle meat) for mussel meat",
        found="chair de coques cuite")),

    # N029 P029: cold introduction
    M("P029", "s3", "Polpa di cozze cotta dalla Danimarca per Sabatini Conserve Ittiche", """
Gentile Dott.ssa Sabatini,

mi chiamo Mette Højgaard Kristiansen e mi occupo delle esportazioni di Salling Fjord Export ApS, a Skive, in Danimarca. Le scrivo perché Sabatini Conserve Ittiche potrebbe essere interessata alla nostra polpa di cozze cotta, sgusciata e surgelata.

Le cozze provengono dal Limfjord, nel nord dello Jutland, da una pesca certificata MSC. Dopo la cottura a vapore le sgusciamo e le surgeliamo IQF entro poche ore. Per l'industria conserviera forniamo cartoni da 10 kg, calibro 300-500 pezzi/kg.

Posso inviarLe una scheda tecnica e un campione?

Cordiali saluti,
Mette Højgaard Kristiansen
Eksportchef
Salling Fjord Export ApS
mhk@sallingfjord.dk – +45 97 52 31 84
""", "cold introduction; wholly Italian; Dott.ssa + family name; company without S.p.A. in subject and body; the category in Italian (polpa di cozze cotta)",
      T("company_missing", "body", "perché Sabatini Conserve Ittiche potrebbe", "perché la vostra azienda potrebbe",
        "Sabatini Conserve Ittiche S.p.A.", "every mention of the company replaced by a generic wording",
        found="la vostra azienda",
        more=[("subject", "per Sabatini Conserve Ittiche", "per la vostra azienda")])),

    # N030 P030: cold introduction
    M("P030", "s3", "Cooked blue mussel meat from Denmark", """
Αγαπητέ κύριε Ζιάκα,

I am writing to you as Υπεύθυνος Προμηθειών of Ζιάκας Θαλασσινά Α.Ε. to offer our cooked blue mussel meat from the Limfjord in Denmark.

Salling Fjord Export ApS cooks, shells and freezes MSC-certified Limfjord mussels at our plant in Skive. The meat is IQF, glazed at 8-10%, in calibres 200-300 and 300-500 pieces per kg, packed 10 x 1 kg. It works well for pasta, saganaki and ready meals, and buyers in Greece often ask us for it out of season, when local mussels are scarce.

We deliver in reefer trucks to Thessaloniki or Athens in about five days. I would be glad to send you a quote.

Με εκτίμηση,
Mette Højgaard Kristiansen
Eksportchef
Salling Fjord Export ApS, Denmark
+45 97 52 31 84
""", "cold introduction; English with a Greek greeting (vocative Ζιάκα for Ζιάκας) and closing; the recorded Greek title and the company with Α.Ε. in Greek inside an English sentence",
      T("title_wrong", "body", "as Υπεύθυνος Προμηθειών of", "as Υπεύθυνος Πωλήσεων of",
        "Υπεύθυνος Προμηθειών", "a sales title (Υπεύθυνος Πωλήσεων) for the purchasing one",
        found="Υπεύθυνος Πωλήσεων")),

    # N031 P031: first e-mail after the fair the note records, with the figures it asked for
    M("P031", "s3", "Salmiakki grades – ammonium chloride content", """
Hei Katriina,

Thank you for the good talk at ISM in Cologne. You asked for the ammonium chloride content of each of our salted liquorice grades, so here it is:

- Salling Mild: 2.5% ammonium chloride
- Salling Classic: 4.5%
- Salling Extra Strong: 7.5%
- salmiak-powdered pastilles: 6%

All four are made with liquorice extract and wheat flour and come in 5 kg bulk cartons for pick-and-mix or in 150 g retail bags. The Extra Strong is the grade our Nordic customers ask for most.

I can send a mixed sample box to your office if that is useful.

Ystävällisin terveisin,
Mette Højgaard Kristiansen
Eksportchef, Salling Fjord Export ApS
Skive, Denmark
""", "first e-mail after the fair the note records, with the figures it asked for; English with a Finnish greeting and closing; the category as salmiakki and salmiak; the company never named (allowed)",
      T("note_wrong", "body", "the good talk at ISM in Cologne", "the good talk at ProSweets in Cologne",
        "ISM Cologne", "a fair the note does not name (ProSweets, held beside ISM) in place of ISM",
        found="ProSweets")),

    # N032 P032: cold introduction
    M("P032", "s3", "Salted liquorice from Denmark for Fannberg Heildverslun", """
Sæll Jónar,

I know Icelanders take their liquorice seriously, so I will keep this short and let the samples speak. Salling Fjord Export ApS in Skive makes salted liquorice in the Danish tradition: soft salty liquorice, hard salmiak pastilles and chocolate-coated salted liquorice.

For Fannberg Heildverslun ehf. we can pack in 5 kg bulk cartons or in 100–250 g bags with Icelandic labels, and ship by container from Aarhus to Reykjavík.

Would you like a sample box of our six best sellers?

Bestu kveðjur,
Mette Højgaard Kristiansen
Eksportchef
Salling Fjord Export ApS
+45 97 52 31 84 | mhk@sallingfjord.dk
""", "cold introduction; English with an Icelandic greeting (given name, as Icelanders address each other) and closing; company with ehf. in the body, without it in the subject",
      T("contact_wrong", "body", "Sæll Jónar,", "Sæll Jónas,",
        "Jónar Fannbergsson", "another given name (Jónas) in the greeting", found="Jónas")),

    # N033 P033: cold introduction
    M("P033", "s4", "雲南普洱茶餅供貨 – 大理蒼山貿易", """
谷小姐您好：

我是雲南大理蒼山貿易有限公司（Dali Cangshan Trading Co., Ltd.）外貿部經理段麗華，冒昧來信，想向谷記茶莊介紹我們的普洱茶餅。

我們與臨滄和勐海的茶農合作，收購大葉種曬青毛茶，在大理壓製成 357 克七子餅：
・生餅：2018、2020、2023 年份
・熟餅：2016、2019 年份
每批茶都附 SGS 農藥殘留檢驗報告，可配合台灣的輸入查驗規定。

如果方便，我可以先寄幾款樣品到貴公司，供您品鑑。

敬祝 商祺
段麗華 Duan Lihua
外貿部經理
大理蒼山貿易有限公司
+86 872 218 3406
""", "cold introduction; wholly traditional Chinese (Taiwan); the sender's name, title and company in traditional characters and the company also in English; the buyer's company in short form (谷記茶莊)",
      T("company_misspelled", "body", "想向谷記茶莊介紹", "想向谷記茶庄介紹",
        "谷記茶莊有限公司", "莊 written as the variant 庄", found="谷記茶庄")),

    # N034 P034: cold introduction
    M("P034", "s4", "Пуэр из Юньнани – прессованные блины 357 г", """
Уважаемая Евдокия,

меня зовут Дуань Лихуа, я руковожу отделом внешней торговли компании Dali Cangshan Trading Co., Ltd. (г. Дали, провинция Юньнань, Китай). Пишу Вам, потому что «Чайный дом Кононовой» работает с китайским чаем, и мы хотели бы предложить Вам наш пуэр.

Мы прессуем блины пуэра по 357 г из листа с плантаций Линьцана и Мэнхая:
— шэн пуэр урожаев 2018–2023 годов;
— шу пуэр 2016 и 2019 годов.
Упаковка — по 7 блинов в бамбуковом «тонге», 42 блина в коробке. Поставка авиатранспортом до Москвы или автотранспортом через Забайкальск.

С удовольствием вышлю образцы и прайс-лист.

С уважением,
Дуань Лихуа (Duan Lihua)
Руководитель отдела внешней торговли
Dali Cangshan Trading Co., Ltd.
+86 872 218 3406
""", "cold introduction; wholly Russian; the contact by given name (no patronymic recorded); company in its short form without ООО; the sender's name in Cyrillic and her title translated",
      T("artifact", "body", "Мы прессуем блины", "Мы прессуем прессуем блины", "",
        "a doubled word", found="прессуем прессуем")),

    # N035 P035: first e-mail after the fair the note records, with the quote for 357 g cakes
    M("P035", "s4", "香港國際茶展後續：357克普洱茶餅報價", """
林經理您好：

感謝您在香港國際茶展上撥冗交流。您提到林氏普洱茶行會把茶餅存放在香港的倉庫慢慢陳化，需要 357 克的標準餅，現將報價奉上：

1. 2023 年臨滄生餅，357 克，每提七餅，每件 42 餅：每餅 USD 14.50
2. 2020 年勐海生餅，357 克：每餅 USD 22.00
3. 2019 年熟餅，357 克：每餅 USD 12.80

以上為 DAP 香港價格，在雲南裝車，經深圳陸運至香港，約五天到貨。如需樣品，我們可先寄每款兩餅。

順頌商祺
段麗華
外貿部經理
大理蒼山貿易有限公司
Dali Cangshan Trading Co., Ltd.
""", "first e-mail after the fair the note records, quoting the 357 g cakes it wants for ageing in Hong Kong; wholly traditional Chinese; the company in short form (林氏普洱茶行)",
      T("company_foreign", "body", "您提到林氏普洱茶行會", "您提到谷記茶莊會",
        "林氏普洱茶行有限公司", "another pu-erh buyer's company of this set (the Taiwanese tea house)",
        found="谷記茶莊")),

    # N036 P036: first e-mail after the fair the note records, on grading
    M("P036", "s4", "【FOODEX JAPAN】雲南産冷凍松茸のご案内（等級別選別）", """
株式会社伊藤商店
仕入担当 伊藤涼平様

先日はFOODEX JAPANにてお時間をいただき、誠にありがとうございました。中国雲南省の大理蒼山貿易有限公司（Dali Cangshan Trading Co., Ltd.）の段麗華でございます。

会場でお話しいただいた通り、冷凍松茸は傘の開き具合で等級を分け、つぼみ（傘の閉じたもの）と開きを別々に梱包いたします。

・つぼみ　特級（8cm以上）／一級（6〜8cm）
・中開き
・開き
いずれも産地で洗浄・選別後、−40℃で急速冷凍し、1kg袋×10袋入りのケースでお届けします。

サンプルと価格表をお送りしたく存じますので、送付先をご教示いただけますと幸いです。

何卒よろしくお願い申し上げます。

大理蒼山貿易有限公司
外貿部経理 段麗華（Duan Lihua）
Tel: +86 872 218 3406
Email: duanlihua@cangshantrade.cn
""", "first e-mail after the fair the note records, on the grading it asked for (closed caps apart from open); wholly Japanese business style (company, title and name as the address block); the contact's name without faker's space",
      T("company_misspelled", "body", "株式会社伊藤商店\n仕入担当", "株式会社伊東商店\n仕入担当",
        "株式会社伊藤商店", "the homophone 伊東 for 伊藤 in the company", found="株式会社伊東商店")),

    # N037 P037: follow-up after the fair the note records
    M("P037", "s4", "Following up from Seoul Food – frozen matsutake, phytosanitary and MFDS", """
서지영 과장님께,

Following up on our conversation at Seoul Food in KINTEX: you told me that 주식회사 서진푸드 would need a phytosanitary certificate and MFDS import registration before it could bring in our frozen matsutake. Both can be arranged.

- Phytosanitary certificate: issued for each shipment by the customs inspection office in Kunming.
- MFDS: our processing plant in Chuxiong is registered as an overseas food facility with the Ministry of Food and Drug Safety; the registration number is on the attached certificate.

Our frozen matsutake come from the Chuxiong and Shangri-La highlands, sorted by size and cap, frozen at -40 °C in 1 kg bags, and flown from Kunming to Incheon.

I would be happy to send you a price list by grade.

Best regards,
Duan Lihua
外贸部经理 (Foreign Trade Manager)
Dali Cangshan Trading Co., Ltd.
+86 872 218 3406
""", "follow-up after the fair the note records, on the certificates it needs; English with a Korean greeting (full name + 과장님, the rank of the recorded title); the company in Hangul with 주식회사 in front inside an English sentence; the sender's title as recorded with an English gloss",
      T("company_missing", "body", "that 주식회사 서진푸드 would need", "that your company would need",
        "주식회사 서진푸드", "the only mention of the company replaced by `your company`",
        found="your company")),

    # N038 P038: cold introduction
    M("P038", "s4", "Frozen matsutake from Yunnan – 伊藤フーズ様", """
伊藤様

Please forgive me for writing in English. I am Duan Lihua, foreign trade manager of Dali Cangshan Trading Co., Ltd. in Dali, Yunnan. We export frozen matsutake to importers and processors in Japan, and I would like to introduce our products to 伊藤フーズ株式会社.

Yunnan matsutake are picked in the mountain forests of Chuxiong and Shangri-La from July to October. We clean, grade and quick-freeze them within 24 hours of picking. You can choose:
- whole closed-cap matsutake, 5-7 cm and 7-10 cm
- open-cap and sliced matsutake for processing
in 1 kg bags, 10 kg per carton, by reefer container or by air.

If it would be useful, I can send 2 kg of samples to your purchasing department.

With kind regards,
Duan Lihua (段丽华)
外贸部经理, Dali Cangshan Trading Co., Ltd.
duanlihua@cangshantrade.cn
""", "cold introduction; English with a Japanese greeting (family name + 様) and the company's short form + 様 in the subject; the company in Japanese inside an English sentence; the sender's name also in simplified characters",
      T("company_foreign", "body", "our products to 伊藤フーズ株式会社.", "our products to 株式会社伊藤商店.",
        "伊藤フーズ株式会社", "another Japanese matsutake buyer's company of this set (same family name 伊藤)",
        found="株式会社伊藤商店")),

    # N039 P039: cold introduction
    M("P039", "s4", "Hand tie-dyed cotton from Dali – Bai indigo fabric", """
Dear Nicole,

I'm writing from Dali in Yunnan, where the Bai people have tie-dyed cotton with indigo for more than a thousand years. Our company, Dali Cangshan Trading Co., Ltd., works with dye workshops in Zhoucheng village and exports their hand tie-dyed cotton fabric by the metre.

Our range for fabric buyers:
- 100% cotton, 110 cm and 140 cm wide, 150–180 gsm
- natural indigo (Strobilanthes cusia), colourfast when washed at 40 °C
- about 60 traditional patterns, and custom patterns from 500 m
Each roll is 30 m. We ship by air or sea to Sydney and Melbourne.

Could I send a swatch book to Martinez Textiles?

Kind regards,
Duan Lihua
Foreign Trade Manager
Dali Cangshan Trading Co., Ltd.
+86 872 218 3406
""", "cold introduction; English (British spellings); the sender's title translated into English; the recorded title in lower case (fabric buyers); company without Pty Ltd",
      T("category_wrong", "body", "exports their hand tie-dyed cotton fabric by", "exports their hand-drawn batik cotton fabric by",
        "tie-dyed cotton fabric", "a neighbouring textile (batik) for tie-dyed fabric",
        found="hand-drawn batik cotton fabric")),

    # N040 P040: cold introduction
    M("P040", "s4", "Indigo tie-dyed cotton for Lewis Fabric House", """
Hi Andrea,

Quilters and dressmakers love real indigo, so I thought Lewis Fabric House might like to see ours. I'm Duan Lihua from Dali Cangshan Trading Co., Ltd. in Yunnan, China. We export tie-dyed cotton fabric made by Bai artisans in Zhoucheng, near Dali: every piece is folded, stitched and dyed by hand, so no two metres are quite the same.

For a fabric shop we can sell in small quantities: half-bolts of 15 m, mixed patterns allowed, from 100 m per order. Shipping to the US takes about a week by air.

Would you like me to mail a few fat quarters as samples?

Best wishes,
Duan Lihua
Dali Cangshan Trading Co., Ltd.
duanlihua@cangshantrade.cn | +86 872 218 3406
""", "cold introduction; English (US quilting words: fat quarters, half-bolts); company without `, LLC` in subject and body; the owner's title not named",
      T("company_missing", "body", "I thought Lewis Fabric House might", "I thought your shop might",
        "Lewis Fabric House, LLC", "every mention of the company replaced by `your shop`",
        found="your shop",
        more=[("subject", "for Lewis Fabric House", "for your shop")])),
]
