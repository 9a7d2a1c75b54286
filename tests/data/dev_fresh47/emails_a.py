"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail(
        buyer="P001", sender="s1",
        subject="Following up from ProWein – Šipon from Ptuj",
        body="""Dear Mr Androulakis,

It was good to talk to you at ProWein Düsseldorf. As promised, here are the details of our Šipon, the Furmint that grows on the Haloze hills above Ptuj.

For Οινεμπορική Ανδρουλάκης Λτδ and the hotels you supply in Limassol and Paphos, I would suggest our 2023 Šipon in 0.75 l bottles: dry, 12.5% vol., with a bright acidity that works well with grilled fish and meze. We ship in cartons of six bottles, and a first order can be a single pallet.

Shall I send you our price list CIF Limassol?

Kind regards,
Tadeja Lovrec
Export Director
Poetovio Dobrote d.d.
Ptuj, Slovenia
+386 2 788 41 60""",
        note="follow-up after the fair the note records; English; the Greek company in full inside an "
             "English sentence; the note's customers (hotels in Limassol and Paphos); the sender's "
             "title in English and her name without the second family name",
        twin=Twin("note_wrong", "body", "at ProWein Düsseldorf", "at Wine Paris",
                  found="Wine Paris", expected="ProWein Düsseldorf",
                  note="a fair the note does not name in place of ProWein Düsseldorf"),
    ),
    # N002
    Mail(
        buyer="P002", sender="s1",
        subject="Šipon 2023 樣品寄送事宜 — Poetovio Dobrote d.d.",
        body="""黄經理您好：

感謝您對我們 Šipon 白葡萄酒的興趣。依您的要求，我們已備好 2023 年份的樣品兩瓶，本週內以 DHL 寄往黄家葡萄酒有限公司，寄出後會立即把追蹤號碼告訴您。

關於中文背標：我們可以在出貨前於斯洛維尼亞貼好中文背標，內容依台灣的進口規定準備（品名、酒精濃度、容量、原產國、進口商名稱與地址等）。請提供進口商資料與背標文字，我們排版後再請您確認。

Šipon 是 Furmint 葡萄在斯洛維尼亞的名稱，產自普圖伊（Ptuj）附近的 Haloze 丘陵，酒體清爽、酸度明亮，很適合搭配海鮮與台灣料理。

期待您品嚐後的意見。

順頌商祺
Tadeja Lovrec Meško
出口總監
Poetovio Dobrote d.d.
+386 2 788 41 60 | tadeja.lovrec@poetovio-dobrote.si""",
        note="reply to the samples and back labels the note asks for; traditional Chinese; `黄經理` "
             "(family name + title); the category as `Šipon 白葡萄酒`; Ptuj as `普圖伊（Ptuj）`; the "
             "sender's title as `出口總監`",
        twin=Twin("company_misspelled", "body", "寄往黄家葡萄酒有限公司", "寄往黄佳葡萄酒有限公司",
                  found="黄佳葡萄酒有限公司", expected="黄家葡萄酒有限公司",
                  note="homophone 佳 (jiā) for 家 in the company"),
    ),
    # N003
    Mail(
        buyer="P003", sender="s1",
        subject="Šipon aus Haloze für den Weinkeller Beck",
        body="""Sehr geehrter Herr Beck

Ich schreibe Ihnen als Einkaufsleiter der Weinkeller Beck Anstalt, weil ich Ihnen einen Weisswein vorstellen möchte, den man in Liechtenstein noch selten findet: unseren Šipon aus den Haloze-Hügeln bei Ptuj.

Šipon ist der slowenische Name der Rebsorte Furmint. Unser Jahrgang 2023 ist trocken ausgebaut, hat 12,5 % vol. und eine frische, lebendige Säure – ein guter Begleiter zu Fisch, Kalbfleisch und Käse.

Wir liefern in Kartons zu sechs Flaschen à 0,75 l, auf Wunsch DAP Vaduz. Gerne schicke ich Ihnen zwei Musterflaschen und unsere Preisliste.

Freundliche Grüsse
Tadeja Lovrec Meško
Exportdirektorin
Poetovio Dobrote d.d., Ptuj (Slowenien)
Tel. +386 2 788 41 60""",
        note="cold first e-mail; German with Swiss spelling (Weisswein, Grüsse, no comma after the "
             "greeting) as in Liechtenstein; the company short (`den Weinkeller Beck`) in the subject; "
             "the title in its own language in the sentence; DAP Vaduz",
        twin=Twin("note_wrong", "body", "Ich schreibe Ihnen als Einkaufsleiter",
                  "Nach unserem Gespräch auf der ProWein in Düsseldorf schreibe ich Ihnen als Einkaufsleiter",
                  found="Nach unserem Gespräch auf der ProWein in Düsseldorf", expected="",
                  note="a fair meeting claimed for a buyer whose record has no note"),
    ),
    # N004
    Mail(
        buyer="P004", sender="s1",
        subject="Prøveflasker av Šipon 2023 til anbudet i mars",
        body="""Hei Elin,

takk for at du ba om prøveflasker av Šipon til anbudet i mars. Vi sender seks flasker av årgang 2023 (0,75 l, 12,5 % alkohol) med kurér denne uken, adressert til Brekke Vinimport AS i Norge og med alle dokumenter for vareprøver.

Sammen med flaskene får du produktark med analyse (restsukker, syre, SO₂), bilder av flaske og etikett og vår kapasitet i anbudsperioden: inntil 12 000 flasker per år.

Gi gjerne beskjed om hvilken leveringsbetingelse dere ønsker i tilbudet – vi kan tilby både FCA Ptuj og DAP til lageret deres.

Med vennlig hilsen
Tadeja Lovrec Meško
Eksportdirektør, Poetovio Dobrote d.d.
Ptuj, Slovenia
+386 2 788 41 60""",
        note="reply to the sample request the Norwegian note records (Vinmonopolet tender in March); "
             "Norwegian, first name address; the sender's title in Norwegian",
        twin=Twin("country_wrong", "body", "AS i Norge", "AS i Sverige", found="Sverige",
                  expected="Norway", note="the neighbouring country for the buyer's"),
    ),
    # N005
    Mail(
        buyer="P005", sender="s1",
        subject="Een Sloveense Šipon voor Wijnhandel Verstraeten?",
        body="""Beste heer Verstraeten,

Als aankoper wijnen bij Wijnhandel Verstraeten BV proeft u ongetwijfeld veel witte wijnen. Ik stel u er graag één voor die in België nog zelden op de kaart staat: Šipon uit de heuvels van Haloze, bij Ptuj in Slovenië.

Šipon is de Sloveense naam voor de druif Furmint. Onze 2023 is droog, 12,5 % alc., met een frisse zuurgraad en tonen van peer en kweepeer. Hij past bij vis, gevogelte en zachte kazen.

We leveren per doos van zes flessen van 0,75 l; een eerste bestelling vanaf één pallet leveren we DAP uw magazijn. Zal ik u twee stalen sturen, samen met onze prijslijst?

Met vriendelijke groeten
Tadeja Lovrec
Exportdirecteur – Poetovio Dobrote d.d.
Ptuj, Slovenië
tadeja.lovrec@poetovio-dobrote.si""",
        note="cold first e-mail; Flemish Dutch (`stalen` for samples); the title in its own language "
             "inside the sentence; the company without its legal form in the subject",
        twin=Twin("company_misspelled", "body", "bij Wijnhandel Verstraeten BV", "bij Wijnhandel Verstraten BV",
                  found="Wijnhandel Verstraten BV", expected="Wijnhandel Verstraeten BV",
                  note="a lost `e` in the family name of the company"),
    ),
    # N006
    Mail(
        buyer="P006", sender="s1",
        subject="PGI certificate for Kranjska klobasa – Poetovio Dobrote",
        body="""Dear Mr Naumovski,

Thank you for your interest in our Kranjska sausages. As you asked, I attach the certificate confirming that our Kranjska klobasa is produced under the EU protected geographical indication (PGI), together with the product specification from our certification body.

A few facts you may find useful as procurement manager at Наумовски Деликатеси ДООЕЛ:
- made from Slovenian pork and bacon, seasoned with garlic and pepper, smoked over beech wood
- pairs of 2 x 180 g, vacuum-packed, 14 packs per carton
- shelf life 60 days at 0-4 °C
- delivery by refrigerated truck from Ptuj to North Macedonia in about two days

If the documents are in order for you, I will gladly send a price offer.

Best regards,
Tadeja Lovrec Meško
Export Director | Poetovio Dobrote d.d.
Ptuj, Slovenia | +386 2 788 41 60""",
        note="reply to the PGI certificate the note asks for; in English as the note says; the "
             "Cyrillic company in full inside English; the buyer's title translated into lower-case "
             "English; the sender's company without its legal form in the subject",
        twin=Twin("title_wrong", "body", "as procurement manager at", "as sales manager at",
                  found="sales manager", expected="Менаџер за набавки",
                  note="a sales title for the buyer's purchasing one"),
    ),
    # N007
    Mail(
        buyer="P007", sender="s1",
        subject="Kranjska sausages from Slovenia for Azzopardi Fine Foods",
        body="""Dear Ms Azzopardi,

I am writing to introduce Poetovio Dobrote d.d., a food producer from Ptuj in north-eastern Slovenia, and our Kranjska sausages.

Kranjska klobasa is Slovenia's best-known sausage and carries an EU protected geographical indication: coarsely minced pork and bacon, garlic and pepper, smoked over beech. It is boiled or grilled and served with mustard, horseradish and fresh bread, and it travels well: vacuum-packed, it keeps for 60 days chilled.

For Azzopardi Fine Foods Ltd we could ship chilled groupage via Italy, in cartons of 14 packs of two sausages, so that a first order does not need to be a full truck.

Would a sample box be of interest?

Kind regards,
Tadeja Lovrec
Export Director
Poetovio Dobrote d.d.
tadeja.lovrec@poetovio-dobrote.si | +386 2 788 41 60""",
        note="cold first e-mail; English; the company without its legal form in the subject and in "
             "full in the body",
        twin=Twin("contact_wrong", "body", "Dear Ms Azzopardi,", "Dear Ms Attard,", found="Attard",
                  expected="Charmaine Azzopardi", note="another Maltese family name in the greeting"),
    ),
    # N008
    Mail(
        buyer="P008", sender="s1",
        subject="Saucisses de Carniole (Kranjska klobasa) pour votre boucherie",
        body="""Bonjour Monsieur Klein,

Je me permets de vous écrire en tant que gérant de la Boucherie-Charcuterie Klein S.à r.l. Je suis directrice export de Poetovio Dobrote d.d., à Ptuj en Slovénie, et nous produisons la Kranjska klobasa, la saucisse de Carniole protégée par une IGP européenne.

C'est une saucisse de porc et de lard fumée au bois de hêtre, relevée d'ail et de poivre, que l'on chauffe dans une eau frémissante et que l'on sert avec de la moutarde, du raifort et du pain.

Nous livrons par camion frigorifique au Luxembourg en trois jours environ, en cartons de 14 barquettes sous vide de deux saucisses.

Puis-je vous envoyer un colis d'échantillons ?

Bien cordialement,
Tadeja Lovrec Meško
Directrice export
Poetovio Dobrote d.d. – Ptuj, Slovénie
+386 2 788 41 60""",
        note="cold first e-mail; French; the category in French (`saucisse de Carniole`) and its "
             "Slovenian name; the title `gérant` in the sentence; `votre boucherie` in the subject",
        twin=Twin("country_wrong", "body", "au Luxembourg", "en Belgique", found="Belgique",
                  expected="Luxembourg", note="a neighbouring country for the buyer's"),
    ),
    # N009
    Mail(
        buyer="P009", sender="s1",
        subject="Kranjska klobasa : fiche technique et prix par caisse",
        body="""Bonjour Madame Blouin,

Merci encore pour notre rencontre au SIAL Montréal. Comme vous me l'aviez demandé, vous trouverez ci-joint la fiche technique de nos saucisses Kranjska (Kranjska klobasa, IGP) ainsi que notre prix par caisse.

En bref :
– caisse de 14 barquettes sous vide de 2 saucisses (2 × 180 g), soit 5,04 kg net ;
– prix par caisse : 58,80 € FCA Ptuj, ou 71,40 € CIF Montréal (conteneur frigorifique via Koper) ;
– conservation : 60 jours entre 0 et 4 °C.

Pour l'entrée au Canada, chaque envoi est accompagné du certificat vétérinaire officiel slovène.

N'hésitez pas à m'écrire si Charcuterie Blouin inc. a besoin d'autres renseignements.

Au plaisir,
Tadeja Lovrec Meško
Directrice export
Poetovio Dobrote d.d.
Ptuj, Slovénie | +386 2 788 41 60""",
        note="reply to the data sheet and price per case the French note asks for, after the fair it "
             "records; Québec French; prices per case FCA and CIF",
        twin=Twin("sender_wrong", "body", "+386 2 788 41 60", "+386 2 788 41 06",
                  expected="+386 2 788 41 60", note="the sender's phone with two digits swapped"),
    ),
    # N010
    Mail(
        buyer="P010", sender="s1",
        subject="Krainer Würste (Kranjska klobasa) aus Slowenien",
        body="""Sehr geehrte Frau Frank,

als Einkaufsleiterin der Épicerie fine Frank S.A. möchte ich Ihnen eine Spezialität aus Slowenien vorstellen: die Krainer Wurst (Kranjska klobasa), die in der EU als geschützte geografische Angabe eingetragen ist.

Unsere Krainer werden in Ptuj aus grob gehacktem Schweinefleisch und Speck hergestellt, mit Knoblauch und Pfeffer gewürzt und über Buchenholz geräuchert. Sie kommen vakuumverpackt zu je zwei Stück (2 × 180 g), 14 Packungen pro Karton, und sind gekühlt 60 Tage haltbar.

Die Lieferung per Kühl-LKW nach Luxemburg dauert etwa drei Tage. Gerne sende ich Ihnen ein Probepaket und unsere Preisliste.

Mit freundlichen Grüßen
Tadeja Lovrec Meško
Exportdirektorin
Poetovio Dobrote d.d. · Ptuj, Slowenien
Tel. +386 2 788 41 60 · tadeja.lovrec@poetovio-dobrote.si""",
        note="cold first e-mail; German (as the German title suggests) to a French-named Luxembourg "
             "company; the category as `Krainer Wurst` / `Krainer`, the Austrian name of Kranjska",
        twin=Twin("company_foreign", "body", "der Épicerie fine Frank S.A.",
                  "der Boucherie-Charcuterie Klein S.à r.l.",
                  found="Boucherie-Charcuterie Klein S.à r.l.", expected="Épicerie fine Frank S.A.",
                  note="another buyer of this set, same country and category"),
    ),
    # N011
    Mail(
        buyer="P011", sender="s1",
        subject="Halal frozen chicken breast fillets – documents for JFDA",
        body="""السيد صدقي حمامي المحترم،
تحية طيبة وبعد،

Thank you for stopping at our stand at Gulfood Dubai. As you asked, here is what شركة حمامي للأغذية المجمدة ذ.م.م. will need for our frozen chicken breast fillets:

1. Halal certificate: our poultry plant in Slovenia is certified by an accredited halal body. I attach the current certificate.
2. JFDA registration: we will send the product specification, a sample health certificate and the Arabic label, so that you can register the product with the Jordan Food and Drug Administration.

The fillets are IQF, 150-250 g each, packed in 2 kg bags, five bags per 10 kg carton; a 40 ft reefer holds about 24 tonnes, CFR Aqaba.

Kind regards,
Tadeja Lovrec Meško
Export Director, Poetovio Dobrote d.d.
Ptuj, Slovenia""",
        note="reply to the halal certificate and JFDA registration the note asks for, after the fair "
             "it records; English with an Arabic salutation; the Arabic company in full inside "
             "English",
        twin=Twin("category_wrong", "body", "for our frozen chicken breast fillets:",
                  "for our frozen chicken thigh fillets:", found="frozen chicken thigh fillets",
                  expected="frozen chicken breast fillets", note="a neighbouring cut"),
    ),
    # N012
    Mail(
        buyer="P012", sender="s1",
        subject="Frozen chicken breast fillets from Slovenia",
        body="""Հարգելի տիկին Չեմեդիկյան,

My name is Tadeja Lovrec Meško, export director at Poetovio Dobrote d.d. in Ptuj, Slovenia. I am writing to you as Գնումների մենեջեր of «Չեմեդիկյան Ֆուդ» ՍՊԸ to offer our frozen chicken breast fillets.

The fillets come from chickens raised in Slovenia, skinless and boneless, individually quick-frozen (IQF), 150-250 g each, in 10 kg cartons. Every lot ships with an EU veterinary certificate, and we can print the labels in Armenian.

Shipments usually go by reefer container to Poti in Georgia and on by truck to Armenia.

Could I send you our price list for a trial container?

Best regards,
Tadeja Lovrec Meško
Poetovio Dobrote d.d.
+386 2 788 41 60""",
        note="cold first e-mail; English with an Armenian salutation (`Հարգելի տիկին`); the Armenian "
             "title and company inside an English sentence; Poti in Georgia as the route",
        twin=Twin("company_missing", "body", "of «Չեմեդիկյան Ֆուդ» ՍՊԸ to offer",
                  "of your company to offer", found="your company",
                  expected="«Չեմեդիկյան Ֆուդ» ՍՊԸ", note="the company's one mention replaced"),
    ),
    # N013
    Mail(
        buyer="P013", sender="s1",
        subject="Halal chicken breast fillets for Al-Mahroos Cold Stores",
        body="""Dear Mr Jassim,

I hope this finds you well. Poetovio Dobrote d.d. is a Slovenian food producer, and we are looking for a cold-store partner in Bahrain for our halal frozen chicken breast fillets.

Our fillets are skinless and boneless, IQF, 150-250 g, packed 5 x 2 kg per carton, with a halal certificate and an EU health certificate for every shipment. We ship 40 ft reefers CFR Khalifa Bin Salman Port, and the labels can be bilingual, Arabic and English.

If Al-Mahroos Cold Stores W.L.L. would like to test the market, I can offer the first container at an introductory price.

With best regards,
Tadeja Lovrec
Export Director
Poetovio Dobrote d.d., Ptuj, Slovenia
+386 2 788 41 60""",
        note="cold first e-mail; English; `Dear Mr Jassim` (Gulf style, given name); the company "
             "without its legal form in the subject",
        twin=Twin("company_foreign", "body", "If Al-Mahroos Cold Stores W.L.L. would",
                  "If Fakhro Building Materials B.S.C. (c) would",
                  found="Fakhro Building Materials B.S.C. (c)", expected="Al-Mahroos Cold Stores W.L.L.",
                  note="another buyer of this set in the same country"),
    ),
    # N014
    Mail(
        buyer="P014", sender="s1",
        subject="Price list CIF Tema – frozen chicken breast fillets",
        body="""Dear Mr Antwi,

Thank you for visiting our stand at Anuga in Cologne. As promised, please find attached our price list CIF Tema for frozen chicken breast fillets.

In short:
• IQF skinless, boneless breast fillets, 150-250 g
• 10 kg cartons (5 x 2 kg bags), 2,400 cartons per 40 ft reefer
• USD 3,180 per tonne CIF Tema, valid for shipments until the end of next month
• payment: 30% in advance, the balance against documents

Every shipment carries an EU health certificate and a halal certificate. We can also pack under the Antwi Cold Store label if you prefer.

I look forward to your comments.

Kind regards,
Tadeja Lovrec Meško
Export Director
Poetovio Dobrote d.d.
tadeja.lovrec@poetovio-dobrote.si""",
        note="follow-up after the fair the note records, with the price list CIF Tema it asks for; "
             "English; the company short (`the Antwi Cold Store label`)",
        twin=Twin("note_wrong", "body", "at Anuga in Cologne", "at SIAL Paris", found="SIAL Paris",
                  expected="Anuga Cologne", note="another food fair in place of the one the note names"),
    ),
    # N015
    Mail(
        buyer="P015", sender="s1",
        subject="Frozen chicken breast fillets for შპს რამიშვილი ფუდსი",
        body="""ბატონო ბონდო,

My name is Tadeja Lovrec Meško and I head exports at Poetovio Dobrote d.d., a Slovenian producer of frozen chicken breast fillets. I am writing to you as შესყიდვების მენეჯერი at რამიშვილი ფუდსი.

Our fillets are IQF, skinless and boneless, 150-250 g each, packed in 10 kg cartons. We ship from Koper to Poti in reefer containers, and every lot comes with an EU veterinary certificate.

If you are sourcing for the coming season, I would be happy to send the specification and a CIF Poti price.

Best regards,
Tadeja Lovrec Meško
Export Director | Poetovio Dobrote d.d. | Ptuj, Slovenia
+386 2 788 41 60""",
        note="cold first e-mail; English with the Georgian salutation `ბატონო ბონდო` (Mr + given "
             "name); the Georgian title inside English; the company in full in the subject and "
             "without `შპს` in the body",
        twin=Twin("contact_wrong", "body", "ბატონო ბონდო,", "ბატონო ბადრი,", found="ბადრი",
                  expected="ბონდო რამიშვილი", note="another Georgian given name in the salutation"),
    ),
    # N016
    Mail(
        buyer="P016", sender="s2",
        subject="阿曼冷冻带鱼报价（400-600克/条，IQF）— 新加坡海产展后续",
        body="""潘经理您好：

很高兴在新加坡的亚洲海产展（Seafood Expo Asia）上与您交流。按照您的要求，我们为青岛潘氏水产有限公司准备了阿曼冷冻带鱼的报价：

- 规格：400-600克/条，单冻（IQF），整条
- 包装：10公斤/箱，内衬塑料袋
- 产地：阿曼杜古姆（Duqm），靠港后在我们自己的加工厂速冻
- 价格：每吨2,350美元，CFR青岛

我们每月可供3至4个40尺冷柜。如需样品或检验报告，请随时告知。

顺颂商祺
Hilal Al-Araimi（希拉勒）
出口发展经理
Al Wusta Bahr & Hajar SPC
电话：+968 2508 4417""",
        note="follow-up after the fair the note records, quoting the sizes and IQF it asks for; "
             "simplified Chinese; the category as 冷冻带鱼; `潘经理` (family name + title); the sender's "
             "name with a Chinese gloss and his title translated",
        twin=Twin("company_misspelled", "body", "为青岛潘氏水产有限公司", "为青岛潘式水产有限公司",
                  found="青岛潘式水产有限公司", expected="青岛潘氏水产有限公司",
                  note="homophone 式 (shì) for 氏 in the company"),
    ),
    # N017
    Mail(
        buyer="P017", sender="s2",
        subject="오만산 냉동 갈치 공급 제안 – Al Wusta Bahr & Hajar SPC",
        body="""주식회사 서진수산
서은지 구매과장님께

안녕하십니까. 오만 두큼(Duqm)의 수출업체 Al Wusta Bahr & Hajar SPC에서 수출 개발을 맡고 있는 힐랄 알아라이미입니다.

오만산 냉동 갈치를 소개해 드리고자 연락드립니다.

- 어종: 갈치(Trichiurus lepturus), 오만 아라비아해 어획
- 규격: 마리당 300-500g, 500-700g 등으로 선별
- 포장: 10kg 블록 동결, 카톤 포장
- 선적: 40피트 냉동 컨테이너, CFR 부산

샘플이나 견적서가 필요하시면 말씀해 주십시오.

감사합니다.
힐랄 알아라이미 드림
Export Development Manager
Al Wusta Bahr & Hajar SPC
+968 2508 4417 | hilal.araimi@bahrhajar.om""",
        note="cold first e-mail; Korean; company and `이름 + 직함 + 님께` address block; the category "
             "as 냉동 갈치; the sender's name in Hangul with `드림`",
        twin=Twin("title_wrong", "body", "서은지 구매과장님께", "서은지 구매부장님께", found="구매부장",
                  expected="구매과장", note="a title one rung up (부장 for 과장)"),
    ),
    # N018
    Mail(
        buyer="P018", sender="s2",
        subject="Frozen ribbonfish from Oman for 黃記海產",
        body="""Dear Mr Huang,

I am writing from Al Wusta Bahr & Hajar SPC in Duqm, on Oman's Arabian Sea coast, to offer 黃記海產股份有限公司 our frozen ribbonfish.

Our ribbonfish (Trichiurus lepturus) is landed at Duqm fishing harbour and frozen within hours in our own plant. We grade it by weight (300-500 g, 500-700 g, over 700 g), freeze it in 10 kg blocks and ship 40 ft reefers CFR Kaohsiung or Keelung.

As 採購主任, you will want to see the fish first: I can send a 10 kg sample carton by air together with our current price list.

Kind regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC
Duqm, Sultanate of Oman
+968 2508 4417""",
        note="cold first e-mail; English; `Mr Huang` for 黃; the company short in the subject and in "
             "full in the body; the Chinese title inside English",
        twin=Twin("company_foreign", "body", "to offer 黃記海產股份有限公司 our", "to offer 黄家葡萄酒有限公司 our",
                  found="黄家葡萄酒有限公司", expected="黃記海產股份有限公司",
                  note="another buyer of this set in the same country (the wine importer)"),
    ),
    # N019
    Mail(
        buyer="P019", sender="s2",
        subject="Gabbro aggregate – LA abrasion and water absorption certificates",
        body="""नमस्कार प्रवीणजी,

Thank you for your enquiry. As requested, I attach the latest test certificates for our gabbro aggregate from the Duqm quarry, issued by an independent laboratory in Muscat:

• Los Angeles abrasion value: 12% (ASTM C131)
• Water absorption: 0.4% (ASTM C127)
• Specific gravity: 2.95
• Sizes available: 5-10 mm, 10-20 mm and 20-40 mm

These results are well within the limits usually set for concrete and asphalt work. For फडके कन्स्ट्रक्शन मटेरियल्स we can load bulk carriers of 30,000-50,000 t at Duqm port, CFR Mumbai or JNPT.

Please let me know which size and quantity you are considering, and I will send an offer.

Best regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC, Duqm, Oman
+968 2508 4417 | hilal.araimi@bahrhajar.om""",
        note="reply to the test certificates the note asks for; English with a Marathi greeting "
             "(`नमस्कार प्रवीणजी`, given name + ji); the Devanagari company short, without its legal form",
        twin=Twin("category_wrong", "body", "for our gabbro aggregate from", "for our basalt aggregate from",
                  found="basalt aggregate", expected="gabbro aggregate", note="a neighbouring rock"),
    ),
    # N020
    Mail(
        buyer="P020", sender="s2",
        subject="Omani gabbro aggregate for Fakhro Building Materials",
        body="""Dear Ms Maryam,

As Procurement Manager at Fakhro Building Materials B.S.C. (c), you will know how hard it is to find hard, clean aggregate for high-strength concrete.

Al Wusta Bahr & Hajar SPC quarries gabbro near Duqm and ships it in 5-10 mm, 10-20 mm and 20-40 mm sizes. Our gabbro has an LA abrasion value of 12% and a water absorption of 0.4%, and every size is washed and screened before loading.

We can deliver by self-discharging vessel to Khalifa Bin Salman Port, in lots from 10,000 t.

Would you like a CFR offer for the next quarter?

Best regards,
Hilal Al-Araimi
Export Development Manager
Al Wusta Bahr & Hajar SPC
+968 2508 4417""",
        note="cold first e-mail; English; `Dear Ms Maryam` (Gulf style, given name); the company with "
             "its legal form `B.S.C. (c)` in the body and without it in the subject",
        twin=Twin("artifact", "body", "Would you like a CFR offer for the next quarter?",
                  "Would you like a CFR offer for the", found="Would you like a CFR offer for the",
                  expected="Would you like a CFR offer for the next quarter?",
                  note="a sentence cut off before the signature"),
    ),
]
