"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

SIG1_EN = """Inês Pires
Diretora de Exportação | Tua & Tuela Sabores Transmontanos, Lda.
Mirandela, Portugal · +351 278 104 362 · ines.pires@tuaetuela.pt"""
SIG2 = """Leyla Məmmədova
Export Sales Manager
Göygöl Mineral Resurs MMC
Ganja, Azerbaijan
+994 22 256 41 87 | l.mammadova@goygolmineral.az | goygolmineral.az"""

MAILS = [
    Mail("P001", "s1", "Alheira de Mirandela for your Stockwell and Vauxhall delis",
         f"""Dear Michael,

It was good to meet you at IFE London in March. You mentioned that Morgan Iberian Provisions supplies Portuguese delis in Stockwell and Vauxhall and that you would need the chilled shelf life in writing, so here it is: our alheiras keep 60 days at 0-4 °C in modified-atmosphere packs of 2 × 180 g, and should be sold within 5 days once a pack is opened. The shelf-life study from our accredited laboratory in Porto is attached.

We make alheira the traditional Trás-os-Montes way, with wheat bread, olive oil, garlic and sweet paprika, smoked over oak for four days. Both the PGI Alheira de Mirandela and a poultry-only recipe are available. We ship chilled by groupage from Porto to Felixstowe, about five days, DAP your warehouse.

Would a trial of 40 cases suit you for the spring?

Kind regards,
{SIG1_EN}""",
         "post-fair first e-mail; the note's fair, shops and shelf-life request used; PGI, Felixstowe, DAP",
         Twin("note_wrong", "body", "at IFE London in March", "at SIAL Paris in October", "IFE London",
              "the note records IFE London, not SIAL Paris", found="SIAL Paris")),
    Mail("P002", "s1", "Devis alheiras – deux palettes livrées à Rungis",
         """Bonjour Madame Bouchet,

Suite à votre demande, voici notre devis pour deux palettes d'alheiras livrées à Rungis (DAP, MIN de Rungis, quai à préciser) :

- Alheira de Mirandela IGP, barquette sous atmosphère protectrice de 2 × 180 g, 12 barquettes par carton : 4,10 € la barquette
- Alheira de volaille (sans porc), même conditionnement : 3,85 € la barquette
- 90 cartons par palette, soit 1 080 barquettes ; DLC 60 jours entre 0 et 4 °C

Le camion frigorifique part de Mirandela le lundi et arrive à Rungis le jeudi. Pour l'Épicerie Fine Bouchet, nous pouvons panacher les deux recettes sur une même palette.

L'offre est valable jusqu'au 30 juin. Je reste à votre disposition pour toute question.

Bien cordialement,
Inês Pires
Directrice export – Tua & Tuela Sabores Transmontanos
+351 278 104 362""",
         "reply to the quote the (French) note records; French throughout; title translated; company without SARL",
         Twin("company_misspelled", "body", "l'Épicerie Fine Bouchet", "l'Épicerie Fine Boucher",
              "Épicerie Fine Bouchet SARL", "Bouchet misspelt as the common word Boucher",
              found="Épicerie Fine Boucher")),
    Mail("P003", "s1", "Alheiras de Mirandela pour Aeby Traiteur",
         """Monsieur,

Je me permets de vous écrire car Aeby Traiteur propose à Genève une belle sélection de charcuteries du Sud, et la communauté portugaise y est nombreuse. Nous sommes un petit producteur de Mirandela, dans le Trás-os-Montes, et nous fabriquons depuis 1998 l'alheira, la saucisse fumée au pain, à l'huile d'olive et à l'ail qui fait la fierté de notre région.

Nos alheiras (IGP, et une recette à la volaille) sont conditionnées sous atmosphère protectrice, DLC 60 jours. Pour la Suisse, un transitaire de Porto se charge du transport frigorifique jusqu'à Genève et du dédouanement.

Si cela intéresse Aeby Traiteur, je vous enverrai volontiers des échantillons et notre liste de prix en francs suisses.

Avec mes meilleures salutations,

Inês Pires
Directrice export
Tua & Tuela Sabores Transmontanos, Lda. – Mirandela (Portugal)""",
         "cold introduction in Swiss French; `Monsieur,` alone; company without SA; Geneva; the category described (saucisse fumée au pain)",
         Twin("company_missing", "body", "car Aeby Traiteur propose", "car votre maison propose", "Aeby Traiteur SA",
              "every mention of the company replaced by `votre maison`", found="votre maison",
              also=(("body", "Si cela intéresse Aeby Traiteur", "Si cela intéresse votre maison"),
                    ("subject", "pour Aeby Traiteur", "pour votre maison")))),
    Mail("P004", "s1", "Alheira de Mirandela para o Empório Fernandes",
         """Olá, Julia,

Foi um prazer conversar consigo no nosso stand na APAS Show, em São Paulo. Como me pediu, escrevo-lhe em português.

Quanto ao registo no MAPA: a nossa fábrica de Mirandela está habilitada pela DGAV a exportar produtos cárneos para o Brasil, e o Empório Fernandes, como importador, só precisa de registar os rótulos antes do primeiro embarque. Enviamos o dossiê completo: certificado sanitário internacional, ficha técnica e rótulo em português do Brasil.

Propomos alheiras de Mirandela IGP e alheiras de aves, em embalagens de 2 × 180 g, congeladas para a viagem Leixões–Santos (cerca de 18 dias), CIF Santos.

Consegue indicar-me um volume aproximado para o primeiro contentor?

Com os melhores cumprimentos,
Inês Pires
Diretora de Exportação
Tua & Tuela Sabores Transmontanos, Lda.""",
         "post-fair first e-mail in European Portuguese to a Brazilian buyer (the note's preferred language); MAPA, DGAV, CIF Santos; company shortened",
         Twin("note_wrong", "body", "na APAS Show, em São Paulo", "na Anuga, em Colónia", "APAS Show São Paulo",
              "the note records APAS Show São Paulo, not Anuga Cologne", found="na Anuga, em Colónia")),
    Mail("P005", "s1", "Portuguese alheira for Horne Continental Foods",
         f"""Dear Mr Horne,

I'm writing to introduce Tua & Tuela, a family producer of smoked sausages in Mirandela, in the north-east of Portugal. Our speciality is alheira: a garlicky smoked sausage of bread, olive oil and poultry or pork, traditionally fried and served with a fried egg, chips and greens. Toronto's and Montreal's Portuguese communities know it well, and we think it would sit nicely in the deli range of Horne Continental Foods.

We ship frozen in 20 ft reefers from Leixões to Montreal, and our labels can be printed in English and French for the Canadian market. Minimum order is one pallet (84 cases of 12 packs).

If you'd like to try them, I can send a sample box by courier next week.

Best regards,
{SIG1_EN}""",
         "cold introduction; the category explained; Canada named with English and French labels; Leixões, Montreal",
         Twin("category_wrong", "body", "Our speciality is alheira:", "Our speciality is chouriço:", "alheira sausages",
              "chouriço is a neighbouring Portuguese sausage, not what the buyer's record names", found="chouriço")),
    Mail("P006", "s1", "FOODEX JAPAN follow-up: chestnut flour sample (500 g)",
         f"""佐藤舞様

Thank you for visiting our booth at FOODEX JAPAN in Makuhari. As promised, a 500 g sample of our chestnut flour left Mirandela yesterday by DHL (tracking 48 1739 2205); it should reach 佐藤製粉 by Friday.

The flour is milled from dried Longal and Judia chestnuts of Trás-os-Montes, stone-ground to below 250 µm, naturally gluten-free, and tested in every lot for gluten (< 20 ppm), aflatoxins and moisture (max. 8%). It works well in financiers, castella-type sponges and mont blanc bases, replacing up to 40% of rice flour.

For Japan we can ship 25 kg paper bags or 1 kg retail packs, CIF Tokyo or Osaka, about 45 days by sea. I enclose the specification and our export price list.

よろしくお願いいたします。

{SIG1_EN}""",
         "post-fair first e-mail in English with a Japanese letter head and closing; the note's fair and 500 g sample; company shortened to 佐藤製粉 without 株式会社",
         Twin("note_wrong", "subject", "FOODEX JAPAN follow-up", "Supermarket Trade Show follow-up", "FOODEX JAPAN",
              "the note records FOODEX JAPAN, not the Supermarket Trade Show", found="Supermarket Trade Show")),
    Mail("P007", "s1", "밤가루 공급 제안 – 포르투갈 트라스우스몬트스산",
         """김영진 구매팀장님께,

안녕하세요. 포르투갈 북동부 미란델라에 있는 Tua & Tuela의 수출 담당 이네스 피레스입니다.

주식회사 김가제과에서 밤을 사용한 과자와 빵을 만드신다고 알고 있어 연락드립니다. 저희는 트라스우스몬트스 지방의 밤을 건조해 곱게 제분한 밤가루를 생산합니다. 글루텐이 없고 단맛이 자연스러워 밤빵, 마들렌, 양갱류에 잘 어울립니다.

- 입도 250 µm 이하, 수분 8% 이하
- 로트별 아플라톡신 및 글루텐 검사 성적서 제공
- 25 kg 크라프트 포대, 부산항 CIF 조건

관심이 있으시면 샘플과 가격표를 보내드리겠습니다.

감사합니다.
이네스 피레스 드림
Tua & Tuela Sabores Transmontanos, Lda.
+351 278 104 362 | ines.pires@tuaetuela.pt""",
         "cold introduction wholly in Korean; name with title and 님께; company with its legal form first; the sender's name in Hangul; chestnut flour as 밤가루; CIF Busan",
         Twin("contact_wrong", "body", "김영진 구매팀장님께", "김영준 구매팀장님께", "김영진",
              "a near-miss given name (영준 for 영진)", found="김영준")),
    Mail("P008", "s1", "Chestnut flour: price per tonne and certificate of analysis",
         f"""Dear Ms Ziani,

It was a pleasure to meet you at Cibus in Parma. As Responsabile Acquisti at Pasticceria Ziani you asked for two things: a price per tonne and a certificate of analysis covering aflatoxins. Both are below.

Chestnut flour, Trás-os-Montes origin, 25 kg paper bags on pallets of 1 t:
- 1-4 t: EUR 6,850 per tonne
- 5 t and above: EUR 6,400 per tonne
DAP your bakery, by truck from Mirandela (about four days).

The attached certificate of analysis for lot 24-117 shows aflatoxin B1 < 0.5 µg/kg and total aflatoxins < 1 µg/kg, well inside the EU limits, plus moisture 6.8% and gluten < 20 ppm. Every lot ships with its own certificate.

I know Italian chestnut flour is the reference for castagnaccio and necci; ours is a little sweeter and finer, which our customers like for pastry creams and biscuits.

Best regards,
{SIG1_EN}""",
         "post-fair reply to the note's price and certificate request; the Italian title inside an English sentence; Italian chestnut flour named as a comparison",
         Twin("title_wrong", "body", "As Responsabile Acquisti at", "As Responsabile Vendite at", "Responsabile Acquisti",
              "a sales title for the buyer's purchasing one", found="Responsabile Vendite")),
    Mail("P009", "s1", "Gluten-free chestnut flour for Lee Artisan Mills",
         f"""Hi Steven,

I came across Lee Artisan Mills through your heritage-grain flours and thought our chestnut flour might fit your gluten-free line.

We mill it in Mirandela, Portugal, from dried chestnuts grown in the Trás-os-Montes hills. It is stone-ground, naturally gluten-free (tested < 20 ppm every lot), and has a sweet, slightly smoky taste that works in pancakes, crêpes and cookies. We are FDA-registered and file prior notice for every shipment; organic (EU and USDA NOP) lots are available from the new harvest.

Packing is 25 kg bags or 1 lb retail pouches; we usually ship FOB Leixões, or CIF New York or Oakland.

Would you like a 2 kg sample to test?

Best,
{SIG1_EN}""",
         "cold introduction; FDA registration and prior notice; FOB Leixões, CIF Oakland; company in the subject",
         Twin("company_foreign", "subject", "for Lee Artisan Mills", "for Naser Naturkost GmbH", "Lee Artisan Mills LLC",
              "another buyer's company of this set (same category, Germany)", found="Naser Naturkost GmbH")),
    Mail("P010", "s1", "Kastanienmehl aus Portugal für Naser Naturkost",
         """Sehr geehrte Frau Naser,

ich schreibe Ihnen, weil Naser Naturkost ein breites Sortiment glutenfreier Mehle führt und Kastanienmehl dort noch fehlt, soweit ich sehe.

Wir sind ein Familienbetrieb aus Mirandela im Nordosten Portugals und mahlen Kastanienmehl aus getrockneten Esskastanien der Region Trás-os-Montes. Das Mehl ist von Natur aus glutenfrei (jede Charge unter 20 ppm geprüft), fein vermahlen (unter 250 µm) und eignet sich für Brot, Pfannkuchen und Gebäck. Bio-Ware nach EU-Öko-Verordnung ist ab der neuen Ernte verfügbar (Kontrollstelle PT-BIO-03).

Wir liefern in 25-kg-Säcken oder 500-g-Beuteln, DAP Ihr Lager, per Lkw in etwa fünf Tagen.

Gerne sende ich Ihnen Muster und unsere Preisliste für Naser Naturkost.

Mit freundlichen Grüßen
Inês Pires
Exportleiterin
Tua & Tuela Sabores Transmontanos, Lda.
Mirandela, Portugal""",
         "cold introduction wholly in German; chestnut flour as Kastanienmehl; the sender's title translated; company without GmbH",
         Twin("company_missing", "body", "weil Naser Naturkost ein", "weil Ihr Haus ein", "Naser Naturkost GmbH",
              "every mention of the company replaced by `Ihr Haus`", found="Ihr Haus",
              also=(("body", "Preisliste für Naser Naturkost.", "Preisliste für Ihr Haus."),
                    ("subject", "für Naser Naturkost", "für Ihr Haus")))),
    Mail("P011", "s1", "Samples of white sugared almonds for wedding bomboniere",
         f"""Αγαπητή κυρία Ευαγγελίδη,

Thank you for your request. The samples of white sugared almonds left Mirandela this morning by courier: three 500 g bags, with Californian, Spanish Marcona and our own Trás-os-Montes almonds, all in a white sugar shell of 55%.

For wedding bomboniere most Greek shops prefer the rounder Spanish almond with a matt finish; the Portuguese one is a little smaller and sweeter, and many brides like it for the five-almond bags. As you asked, we pack in 10 kg cartons (2 × 5 kg inner bags). Shelf life is 18 months.

For Ευαγγελίδης Ζαχαρωτά we would ship a mixed pallet by truck to Thessaloniki, DAP, in about six days.

Με εκτίμηση,
{SIG1_EN}""",
         "reply to the note's sample request in English with a Greek greeting (vocative, feminine family name) and closing; the company with the masculine family name; Thessaloniki",
         Twin("sender_wrong", "body", "+351 278 104 362", "+351 278 140 362", "+351 278 104 362",
              "two digits of the sender's phone swapped")),
    Mail("P012", "s1", "Миндальное драже после «Продэкспо»",
         """Уважаемый Эраст,

спасибо, что зашли к нам на стенд на «Продэкспо» в Москве. Как и обещала, пишу о нашем миндальном драже для ООО «Кондитерский дом Самойлова».

Мы производим драже в Мирандели на севере Португалии: миндаль из Траз-уш-Монтиш в сахарной оболочке (55%), белое, розовое и голубое, а также в тёмном шоколаде. Фасовка — коробки по 5 кг, срок годности 18 месяцев.

Декларацию о соответствии ЕАЭС (ТР ТС 021/2011) оформляет наш партнёр-импортёр в Санкт-Петербурге; образец декларации и протоколы испытаний прилагаю. Доставка — сборным грузом через Ригу или морем до Санкт-Петербурга, условия CIP.

Буду рада прислать образцы.

С уважением,
Инеш Пиреш
директор по экспорту
Tua & Tuela Sabores Transmontanos, Lda.
+351 278 104 362""",
         "post-fair first e-mail wholly in Russian; the Russian note's fair and EAEU declaration used; company with the genitive; sender's name in Cyrillic",
         Twin("company_misspelled", "body", "«Кондитерский дом Самойлова»", "«Кондитерский дом Самойлов»",
              "ООО «Кондитерский дом Самойлова»", "the family name in the nominative, where the company has the genitive",
              found="Кондитерский дом Самойлов»")),
    Mail("P013", "s1", "Sugared almonds for weddings and Eid – halal certified",
         f"""السلام عليكم Mr Tarif,

It was a pleasure to meet you at Gulfood in Dubai. As you asked, our sugared almonds are halal certified (the certificate from the Islamic Community of Lisbon is attached), and for Saudi Arabia we print the labels in Arabic and English, with the SFDA-compliant ingredient list and the production and expiry dates in the Gregorian calendar.

We make them in Mirandela with Portuguese and Californian almonds in a sugar shell of 55%, in white, pale gold and pastel colours; a gold pearl finish is popular for weddings. Packs of 1 kg or 5 kg, 18 months' shelf life.

For مؤسسة بن لافي للحلويات we can ship a 20 ft container CFR Jeddah, about 25 days from Leixões.

With best regards,
{SIG1_EN}""",
         "post-fair first e-mail in English with an Arabic greeting; the note's halal and Arabic labels; the Arabic company inside English; Saudi Arabia, SFDA, CFR Jeddah",
         Twin("country_wrong", "body", "for Saudi Arabia we print", "for Kuwait we print", "Saudi Arabia",
              "the buyer is in Saudi Arabia, not Kuwait", found="Kuwait")),
    Mail("P014", "s1", "Kosher sugared almonds for your Passover production",
         f"""Dear Ms Amira,

Thank you for the clear note on kosher certification. Our sugared almond line in Mirandela is certified kosher parve by the Rabbinate of Lisbon, and we are arranging a kosher for Passover supervision for a dedicated run in January, so the goods would reach you in time for your production in February. Both certificates will travel with the shipment.

For עמירה מתוקים we would offer white and pastel sugared almonds in 5 kg cartons, almonds from Portugal and California, 55% sugar shell, no gelatine or shellac.

Shipping is by sea from Leixões to Haifa, about 12 days, CIF Haifa.

Please let me know your expected volume for Passover.

תודה רבה,
{SIG1_EN}""",
         "reply to the note's kosher and Passover points; Hebrew company shortened (without בע\"מ) inside English; Hebrew closing; CIF Haifa",
         Twin("artifact", "body", "Both certificates will travel", "Both certificates will will travel", "Both certificates will travel",
              "a doubled word", found="will will")),
    Mail("P015", "s1", "Amêndoas confeitadas de Trás-os-Montes para a Doces da Mata",
         """Caro Vinicius,

Espero que esteja bem. Sou a Inês Pires, da Tua & Tuela, em Mirandela, e escrevo-lhe porque a Doces da Mata vende amêndoas confeitadas para casamentos e batizados em todo o Brasil.

Produzimos amêndoas cobertas com miolo de amêndoa de Trás-os-Montes e da Califórnia: as lisas de 55% de açúcar, as "amêndoas de Moncorvo" rugosas, e uma versão com chocolate negro. Embalamos em caixas de 5 kg, com validade de 18 meses.

Enviamos por via marítima de Leixões para Santos, CIF, com toda a documentação para a ANVISA.

Posso enviar-lhe amostras?

Um abraço,
Inês Pires
Diretora de Exportação
Tua & Tuela Sabores Transmontanos, Lda.
+351 278 104 362""",
         "cold introduction in Portuguese; sugared almonds as amêndoas confeitadas / cobertas; Moncorvo almonds; ANVISA; company without Ltda.",
         Twin("contact_wrong", "body", "Caro Vinicius,", "Caro Vitor,", "Vinicius da Mata",
              "another given name in the greeting", found="Vitor")),
    Mail("P016", "s2", "Sodium bentonite 1-4 mm for cat litter – swelling index data",
         f"""Dear Mr van Schweinfurt,

It was a pleasure to talk to you at Interzoo in Nuremberg. As promised, here are the data you asked for on our sodium-activated bentonite for clumping cat litter, 1-4 mm granules:

- free swelling index: 24-27 ml/2 g
- water absorption: 450-500%
- moisture: max. 10%
- bulk density: 0.95-1.05 t/m³
- dust (< 0.3 mm): below 1%

The clay comes from our deposit at Dash Salahli in western Azerbaijan and is activated and granulated at our plant in Ganja. For Van Schweinfurt Dierbenodigdheden we could supply 1.25 t big bags, shipped by rail to Poti and by sea to Rotterdam, CIF, about four weeks.

I can send a 20 kg sample for a clumping test in your line.

Kind regards,
{SIG2}""",
         "post-fair first e-mail; the note's fair, granule size and swelling index used; Dash Salahli, Poti, Rotterdam; company without B.V.",
         Twin("company_foreign", "body", "For Van Schweinfurt Dierbenodigdheden we", "For Riley Drilling Fluids we",
              "Van Schweinfurt Dierbenodigdheden B.V.", "another buyer's company of this set (same category, United Kingdom)",
              found="Riley Drilling Fluids")),
    Mail("P017", "s2", "Foundry-grade bentonite for Golla Foundry Supplies",
         f"""Dear Mr Golla,

I am writing from Göygöl Mineral Resurs in Ganja, Azerbaijan, a producer of sodium and calcium bentonite. I understand Golla Foundry Supplies serves green-sand foundries around Hyderabad and Pune, and our foundry-grade bentonite may interest you.

Typical values: montmorillonite content above 80%, methylene blue value 380-420 mg/g, green compression strength 0.12-0.14 MPa at 4% addition, moisture below 12%. Supplied as 200 mesh powder in 50 kg bags or 1 t big bags.

We ship containers via Poti to Nhava Sheva, CFR, about 35 days. A test report from an independent laboratory in Baku can accompany each lot.

Would a 25 kg trial sample be useful for your customers' sand labs?

Best regards,
{SIG2}""",
         "cold introduction; specs (methylene blue, green compression strength); Hyderabad, Pune, Poti, Nhava Sheva",
         Twin("sender_wrong", "body", "l.mammadova@goygolmineral.az", "l.mammadova@goygol-mineral.az", "l.mammadova@goygolmineral.az",
              "a hyphen inserted in the sender's e-mail domain")),
    Mail("P018", "s2", "API 13A bentonite for Riley Drilling Fluids",
         f"""Dear Ms Riley,

Riley Drilling Fluids came up when we looked for mud companies serving North Sea operators, so I hope you don't mind an introduction.

We produce drilling-grade bentonite in Ganja, Azerbaijan, from our own deposit. The Section 9 grade meets API 13A (viscometer dial reading at 600 rpm ≥ 30, yield point/plastic viscosity ratio ≤ 3, filtrate volume ≤ 15 ml); the OCMA grade is also available. Packing is 25 kg multiwall bags on shrink-wrapped pallets or 1.5 t big bags.

Shipment would be by container via Poti to Aberdeen or Grangemouth, CIF.

If useful, I can send our API test certificates and a price for a first 100 t.

Kind regards,
{SIG2}""",
         "cold introduction; API 13A spec, OCMA grade; Aberdeen, Grangemouth; company with `came up` as subject",
         Twin("category_wrong", "body", "We produce drilling-grade bentonite in Ganja", "We produce drilling-grade barite in Ganja",
              "bentonite clay", "barite is another drilling-mud mineral, not what the buyer's record names", found="barite")),
    Mail("P019", "s2", "Kalciumklorid i flingor inför vintersäsongen",
         f"""Hej Hjalmar,

Jag heter Leyla Məmmədova och arbetar med export på Göygöl Mineral Resurs i Ganja, Azerbajdzjan. Jag skriver eftersom Bergströms Vägunderhåll sköter halkbekämpning och dammbindning på grusvägar, och vi tillverkar kalciumklorid i flingor.

Våra flingor håller 77-80 % CaCl₂ och levereras i 25 kg säckar eller 1 ton storsäckar. De fungerar både för dammbindning på sommaren och som halkbekämpning ned till cirka -30 °C, och de uppfyller SS-EN 16811-1.

Vi skickar containrar via Poti till Göteborg, CIF, på ungefär fem veckor.

Vill du ha ett prisförslag inför vintern?

Med vänliga hälsningar
{SIG2}""",
         "cold introduction wholly in Swedish; the category as kalciumklorid i flingor; Swedish genitive company; standard, Göteborg",
         Twin("contact_wrong", "body", "Hej Hjalmar,", "Hej Hampus,", "Hjalmar Bergström",
              "another Swedish given name in the greeting", found="Hampus")),
    Mail("P020", "s2", "Oferta: chlorek wapnia płatkowany 77%, 500 t, dostawa do Gdańska",
         f"""Szanowna Pani Nelo,

dziękuję za zapytanie. W załączeniu przesyłam ofertę dla Fudalej Chemia na 500 t chlorku wapnia płatkowanego:

- zawartość CaCl₂: min. 77%
- pakowanie: worki typu big bag 1000 kg na paletach
- dostawa: CIF Gdańsk, statkiem z Poti przez Bosfor, ok. 25 dni
- cena: 218 USD/t
- ważność oferty: 30 dni

Do każdej partii dołączamy świadectwo jakości i kartę charakterystyki w języku polskim. Możemy podzielić dostawę na dwie partie po 250 t, jeśli tak będzie wygodniej dla Fudalej Chemia.

Z poważaniem,
{SIG2}""",
         "reply to the note's quote request wholly in Polish; the vocative `Pani Nelo`; 500 t, 77%, big bags, Gdańsk; company without Sp. z o.o.",
         Twin("company_missing", "body", "ofertę dla Fudalej Chemia na", "ofertę dla Państwa firmy na", "Fudalej Chemia Sp. z o.o.",
              "every mention of the company replaced by `Państwa firmy` / `dla Państwa`", found="Państwa firmy",
              also=(("body", "wygodniej dla Fudalej Chemia.", "wygodniej dla Państwa."),))),
]
