"""Natural e-mails N041-N060 of dev_fresh55: a second e-mail to 20 buyers (12 follow-ups on the
writer's own earlier e-mail, offer, quote or sample; 8 other, shorter first e-mails), each with its
twin's one edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Re: Brennivín price list (50 cl)", """\
Dear Mr Jensen,

I hope you had a good journey home from Düsseldorf. I am following up on the 50 cl price list I sent after ProWein, in case it got buried in the post-fair inbox.

Since then we have bottled a limited batch of brennivín aged six months in sherry casks, which might interest Jensen Vinimport for the Christmas season. It is the same 37.5% spirit, with a softer, rounder finish.

If it helps your planning, I could reserve 20 cases of each until the end of the month.

Best regards,
Hrafnhildur
Skutull Krásir ehf.""",
         "follow-up on the writer's price list, in English as the note asks; company without ApS; signed with the given name",
         Twin("company_foreign", "body", [("might interest Jensen Vinimport", "might interest Davids Spirituosen")],
              "Davids Spirituosen", "Jensen Vinimport ApS", "another buyer's company of this set (same category, another country)")),

    Mail("P002", "s1", "Brennivín – Iceland's caraway spirit", """\
Dear Ms Davids,

I would like to introduce brennivín, the caraway spirit of Iceland, to Davids Spirituosen. We are a small producer in Ísafjörður and already work with importers in Scandinavia.

Our brennivín is 37.5% vol., in 50 cl and 1 l bottles, and can be shipped under duty suspension to a German tax warehouse. German back labels are ready.

May I send you a sample bottle?

Kind regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf., Ísafjörður, Iceland
+354 456 3180""",
         "another, shorter first e-mail, in English to a German buyer with no note; company without GmbH; duty suspension",
         Twin("note_wrong", "body", [("I would like to introduce brennivín", "It was a pleasure to meet you at ProWein, and I would like to introduce brennivín")],
              "It was a pleasure to meet you at ProWein", "no meeting in the buyer's record",
              "a fair meeting claimed for a buyer whose record has no note")),

    Mail("P003", "s1", "Re: 【FOODEX Japan】ブレニヴィンのサンプル送付のご案内", """\
松本明美様

お世話になっております。Skutull Krásirのフラプンヒルドゥルです。

先日お送りしたブレニヴィンのサンプル（50clと1リットル）は無事に届きましたでしょうか。ご試飲のご感想や、日本市場向けの価格についてご意見をいただけましたら幸いです。

FOODEXでお話ししたとおり、最初のご注文は混載で1パレットから承ります。

引き続きよろしくお願いいたします。

Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf.""",
         "follow-up in Japanese on the samples the writer sent; full name with 様 alone; no company of the buyer named",
         Twin("contact_wrong", "body", [("松本明美様", "松本恵美様")], "松本恵美", "松本明美",
              "a near-miss given name with 様")),

    Mail("P005", "s1", "Образцы бреннивина для испытаний ЕАЭС", """\
Уважаемый Агап,

в ответ на ваш вопрос о сертификате соответствия ЕАЭС: мы готовы отправить образцы бреннивина для испытаний — шесть бутылок по 0,5 л и шесть по 1 л, вместе с протоколами нашей лаборатории в Рейкьявике.

Подскажите, пожалуйста, на какой адрес ООО «Лобанов и партнёры» отправить образцы и с каким органом по сертификации вы обычно работаете.

С уважением,
Храфнхильдур Эйольфсдоуттир
Skutull Krásir ehf.""",
         "another, shorter first reply in Russian to the note's certificate request; given name alone; company with its legal form in guillemets; category in the genitive (бреннивина)",
         Twin("category_wrong", "body", [("образцы бреннивина для испытаний", "образцы аквавита для испытаний")], "аквавита",
              "brennivín", "another spirit in place of the buyer's category")),

    Mail("P006", "s1", "Harðfiskur samples on their way to Hagen Fiskehandel", """\
Hi Robert,

A quick note to say that the carton of wolffish harðfiskur samples left Ísafjörður this morning. It should reach you in about a week; the tracking number is on the attached pro-forma invoice (no commercial value).

The health certificate travels with the carton, so Norwegian customs should clear it without trouble.

Let me know what you think once you've tasted it.

Best,
Hrafnhildur""",
         "follow-up on the samples the writer offered; company without AS in the subject; the buyer's country as an adjective",
         Twin("country_wrong", "body", [("so Norwegian customs", "so Swedish customs")], "Swedish", "Norway",
              "another country said of the buyer")),

    Mail("P007", "s1", "Re: CIF Busan quotation – harðfiskur", """\
Dear Ms Choi,

I wanted to check whether you had a chance to look at our CIF Busan quotation for harðfiskur. If a full 20' container is too much for a first order, we could consolidate 1 t with another customer's shipment to Korea next month.

Our shelf-life test report (12 months, water activity below 0.6) is attached, in case the 해담수산 quality team needs it.

Best regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf.
hrafnhildur@skutull.is""",
         "follow-up on the writer's quotation; family name romanised (Ms Choi); company in Hangul without 주식회사 inside an English sentence",
         Twin("sender_wrong", "body", [("hrafnhildur@skutull.is", "hrafnhildur@skutull.com")], "hrafnhildur@skutull.com",
              "hrafnhildur@skutull.is", "the sender's e-mail with another top-level domain")),

    Mail("P010", "s1", "Re: Próbki harðfiskur – oferta DAP Gdynia", """\
Szanowna Pani Karino,

czy próbki dotarły do Przetwórstwa Ryb Jarczak w dobrym stanie? Zgodnie z obietnicą przesyłam ofertę DAP Gdynia:

— suszony zębacz (harðfiskur), kartony 10 kg: 52 EUR/kg
— suszony plamiak, kartony 10 kg: 47 EUR/kg
— minimalne zamówienie: 200 kg, dostawa ok. 3 tygodni

Świadectwo zdrowia wystawimy dla każdej partii.

Z poważaniem
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf.""",
         "follow-up in Polish on the samples and with the offer; company declined in the genitive (do Przetwórstwa Ryb Jarczak) without Sp. z o.o.",
         Twin("company_missing", "body", [("do Przetwórstwa Ryb Jarczak", "do Państwa firmy")], "Państwa firmy",
              "Przetwórstwo Ryb Jarczak Sp. z o.o.", "the company's only mention replaced by 'Państwa firmy'")),

    Mail("P011", "s1", "Villit islantilaiset variksenmarjat", """\
Hyvä Kalle Aaltonen,

kiitos vielä tapaamisesta Malmön messuilla. Koska vastaatte Marjatalo Aaltosen ostoista ostopäällikkönä, lähetän tiedot suoraan teille: voimme toimittaa luomusertifioituja, pakastettuja islantilaisia variksenmarjoja 10 kg:n laatikoissa jo tämän syksyn sadosta.

Marjat poimitaan käsin Länsivuonoilta ja pakastetaan IQF-menetelmällä Ísafjörðurissa. Toimitus DAP Helsinki.

Ystävällisin terveisin
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf.""",
         "another, shorter first e-mail in Finnish after the note's fair; company in the Finnish genitive (Marjatalo Aaltosen); recorded title in the essive (ostopäällikkönä); category in Finnish (variksenmarjat)",
         Twin("title_wrong", "body", [("ostopäällikkönä", "myyntipäällikkönä")], "myyntipäällikkönä", "Ostopäällikkö",
              "a sales title for the buyer's purchasing one")),

    Mail("P012", "s1", "回复：岩高兰样品", """\
阮经理您好：

上周寄出的岩高兰样品（速冻果2公斤）应该已经到达大连，不知品尝结果如何？

另外，关于有机认证，我们已联系了一家在中国有资质的认证机构，可以为大连阮记食品有限公司的进口批次办理中国有机产品认证，大约需要三个月。

如有任何问题，请随时联系我。

此致
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf.""",
         "follow-up in simplified Chinese on the writer's samples and the note's certificate; full company name; Dalian",
         Twin("company_misspelled", "body", [("大连阮记食品有限公司", "大连阮氏食品有限公司")], "大连阮氏食品有限公司",
              "大连阮记食品有限公司", "one character of the company's name changed")),

    Mail("P013", "s1", "Crowberries for בנימין מזון בריא", """\
Dear Mr Binyamin,

Skutull Krásir in Iceland harvests wild crowberries, a small black berry full of antioxidants, and sells them frozen and as freeze-dried powder. Both are kosher certified, which I understand is a must for בנימין מזון בריא בע"מ.

If you would like to add a Nordic superberry to your range, I can send samples to Haifa within two weeks.

Best regards,
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf., Ísafjörður, Iceland""",
         "another, shorter first e-mail using the note's kosher requirement; Hebrew company with its legal form inside an English sentence, and without it in the subject",
         Twin("company_foreign", "body", [('a must for בנימין מזון בריא בע"מ', "a must for Maison Jacques SAS")],
              "Maison Jacques SAS", 'בנימין מזון בריא בע"מ', "another buyer's company of this set (same category, another country)")),

    Mail("P015", "s1", "Les échantillons de camarine sont-ils arrivés ?", """\
Bonjour Madame Jacques,

Je voulais simplement m'assurer que le colis d'échantillons surgelés (baies entières et purée de camarine noire) est bien arrivé chez Maison Jacques, et que la chaîne du froid a été respectée.

Si vos équipes ont pu goûter la purée, je serais ravie d'avoir leur avis. Pour une première commande, nous pouvons livrer à partir de 200 kg.

Bien cordialement,
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf.""",
         "follow-up in French on the samples the writer sent; company without SAS after 'chez'",
         Twin("company_missing", "body", [("est bien arrivé chez Maison Jacques,", "est bien arrivé chez vous,")], "chez vous",
              "Maison Jacques SAS", "the company's only mention replaced by 'chez vous'")),

    Mail("P016", "s2", "Re: CFR Mundra offer – refrigerated propane", """\
Dear Ms Mandal,

I am following up on our CFR Mundra offer for 22,000 t of refrigerated propane. The premium of USD 38/t over Saudi CP holds until Friday; after that we would have to requote against next month's loading programme.

If मंडल गैस would prefer a smaller first parcel, we can offer 11,000 t on a shared VLGC with a second discharge port on the west coast of India.

Regards,
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.""",
         "follow-up on the writer's offer; company shortened to मंडल गैस inside an English sentence; the buyer's country named for a second port",
         Twin("category_wrong", "body", [("22,000 t of refrigerated propane", "22,000 t of refrigerated ammonia")],
              "refrigerated ammonia", "propane", "another refrigerated cargo in place of the buyer's category")),

    Mail("P019", "s2", "低ソーダ煅焼アルミナのご紹介", """\
長谷川セラミックス株式会社
資材部長 長谷川知実様

はじめまして。バーレーンのAl Areen Industrial Trading W.L.L.でリージョナル・セールス・マネージャーを務めております、アリ・ハサン・アル＝ハイヤートと申します。

セラミックス・ジャパンで弊社ブースにお立ち寄りいただいたと伺い、ご連絡いたしました。弊社ではNa2O 0.1%未満の低ソーダ煅焼アルミナを取り扱っており、ファインセラミックス用途に適しております。

仕様書をお送りいたしますので、ご検討いただけましたら幸いです。

Ali Hasan Al-Khayyat
Al Areen Industrial Trading W.L.L.
+973 1768 2291""",
         "another, shorter first e-mail in Japanese, using the note's fair and spec; letter head with company, title and 様; category in Japanese; the sender's name and title in katakana",
         Twin("contact_wrong", "body", [("長谷川知実様", "長谷川知美様")], "長谷川知美", "長谷川知実",
              "a near-miss given name (homophone kanji) in the letter head")),

    Mail("P020", "s2", "Nachfrage: Angebot kalzinierte Tonerde", """\
Sehr geehrter Herr Börner,

ich wollte nachfragen, ob Sie unser Angebot vom letzten Monat (500 t kalzinierte Tonerde, CIF Rotterdam) prüfen konnten. Inzwischen könnten wir die Ware für Ihr Werk in Deutschland auch ab Lager Rotterdam in Teilmengen von 25 t liefern.

Die 20-kg-Probe für Ihr Labor steht weiterhin bereit.

Mit freundlichen Grüßen
Ali Hasan Al-Khayyat
Al Areen Industrial Trading W.L.L.""",
         "follow-up in German on the writer's offer; no company named; the buyer's country said of its plant",
         Twin("country_wrong", "body", [("für Ihr Werk in Deutschland", "für Ihr Werk in Österreich")], "Österreich",
              "Germany", "another country said of the buyer's plant")),

    Mail("P022", "s2", "Re: 3.1 m and 3.6 m fibreglass dinghies", """\
Hi Amanda,

Just checking in on the AT-310 and AT-360 offer. We have a container slot to Sydney at the end of next month, so if Davis Marine wants boats in the water before summer, that sailing is the one to catch.

The builders plates and owner's manuals are ready; I can also send the hull drawings if your rigger needs them.

Best regards,
Ali Al-Khayyat
Al Areen Industrial Trading W.L.L.""",
         "follow-up on the writer's offer; company without Pty Ltd; Sydney",
         Twin("company_foreign", "body", [("if Davis Marine wants", "if Nautica Agnesi wants")], "Nautica Agnesi",
              "Davis Marine Pty Ltd", "another buyer's company of this set (same category, another country)")),

    Mail("P025", "s3", "Re: Samples: dried galangal", """\
Dear Mr Roodesteijn,

DHL tells me the galangal samples were delivered to your warehouse on Tuesday. Have you had time to look at them?

If the slices suit you, we can ship a first lot of 2 tonnes in the next container from Thakhek; the powder can go in the same container.

Kind regards,
Souksavanh Phommachanh
Phou Hin Poun Trading Sole Co., Ltd.
Thakhek, Lao PDR""",
         "follow-up on the samples the writer sent; no company of the buyer named",
         Twin("sender_wrong", "body", [("Phou Hin Poun Trading Sole Co., Ltd.", "Phou Hin Pouan Trading Sole Co., Ltd.")],
              "Phou Hin Pouan Trading", "Phou Hin Poun Trading Sole Co., Ltd.", "the sender's company misspelt")),

    Mail("P028", "s3", "Khènes laotiens faits main", """\
Madame,

En tant que gérante d'une boutique d'instruments du monde à Lyon, vous connaissez peut-être déjà le khène, l'orgue à bouche en bambou du Laos. Notre société, Phou Hin Poun Trading, fait fabriquer ses khènes par des artisans de la province de Khammouane et les exporte vers l'Europe.

Je serais heureux de vous faire parvenir notre catalogue et nos tarifs.

Cordialement,
Souksavanh Phommachanh
Phou Hin Poun Trading Sole Co., Ltd., Thakhek, Laos""",
         "another, shorter first e-mail in French ('Madame,' alone), using the note's shop and city; recorded title in lower case; no company of the buyer named",
         Twin("title_wrong", "body", [("En tant que gérante", "En tant qu'acheteuse")], "acheteuse", "Gérante",
              "a purchasing title for the buyer, who manages the shop")),

    Mail("P030", "s3", "Jeow bong samples for Nolan Asian Grocery", """\
Hi Sean,

I'm Souksavanh from Phou Hin Poun Trading in Thakhek, Laos. We make jeow bong, the sweet and smoky Lao chilli paste, and I've put aside a carton of 24 jars for Nolan Asian Grocery so your team can taste it and try a few on the shelf.

Just send me the delivery address and I'll ship it by air.

Cheers,
Souksavanh""",
         "another, shorter first e-mail; company without Pty Ltd in subject and body; signed with the given name",
         Twin("company_missing", "body", [("for Nolan Asian Grocery", "for your shop")], "your shop",
              "Nolan Asian Grocery Pty Ltd", "every mention of the company replaced by 'your shop'",
              other=[("for Nolan Asian Grocery", "for your shop")])),

    Mail("P033", "s4", "Chuño y tunta de Cochabamba", """\
Estimada Sra. Castells:

Soy Gonzalo Vargas Rocha, de Tunari Sabores Andinos (Cochabamba, Bolivia). Exportamos chuño y tunta seleccionados, en bolsas de 1 kg con etiqueta en español, pensados para tiendas que atienden a la comunidad boliviana, como las de Alimentos Castells en Madrid y Barcelona.

¿Le envío nuestra lista de precios CIF Valencia?

Saludos cordiales,
Gonzalo Vargas Rocha
Tunari Sabores Andinos S.R.L.""",
         "another, shorter first e-mail in Spanish, using the note's bag size, community and cities; company without S.L.",
         Twin("category_wrong", "body", [("Exportamos chuño y tunta seleccionados", "Exportamos quinua real y tunta seleccionadas")],
              "quinua real", "chuño", "another Andean product in place of the buyer's category")),

    Mail("P036", "s4", "Re: Vida útil del api morado en polvo", """\
Hola, Débora:

¿Pudo revisar la ficha técnica del api morado? Si les sirve, podemos preparar un primer pedido mixto: 100 bolsas de api instantáneo de 500 g y 50 bolsas de harina de maíz morado de 1 kg, con etiqueta en español.

Quedo a su disposición para cualquier duda.

Un saludo,
Gonzalo Vargas Rocha
Tunari Sabores Andinos S.R.L.""",
         "follow-up in Spanish on the writer's data sheet; no company of the buyer named",
         Twin("artifact", "body", [("con etiqueta en español.", "con etiqueta en español con etiqueta en español.")],
              "con etiqueta en español con etiqueta en español", "con etiqueta en español", "a doubled phrase")),
]
