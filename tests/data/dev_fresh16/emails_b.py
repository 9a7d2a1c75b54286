"""Natural e-mails N021-N040 (first e-mails to H021-H040), each with the one edit its twin gets.

Same entry format as emails_a.py.
"""

MAILS = [
    dict(
        buyer="H021", sender="s1",
        subject="Barricas de roble de Eslavonia para Viña Peñaloza",
        body="""Estimada Elena:

Le escribo desde Split, Croacia, en nombre de Jadran Hrast j.d.o.o. Fabricamos barricas de roble de Eslavonia (Quercus robur), con madera secada al aire durante 36 meses como mínimo.

Como enóloga, sabrá que el roble de Eslavonia aporta menos tanino y aroma que el francés o el americano, y respeta la fruta; por eso muchas bodegas lo usan para tintos de guarda. Para Viña Peñaloza podemos ofrecer:

- barricas de 225 l y 300 l, tostado ligero, medio o medio plus;
- fudres de 2.000 a 5.000 l a medida;
- envío CIF San Antonio, en contenedor de 20'.

Si le interesa, le envío nuestro catálogo y precios.

Saludos cordiales,
Ivana Kovačević
Jefa de Exportación
Jadran Hrast j.d.o.o.""",
        note="wholly in Spanish; first name; the title `enóloga` lower-cased in a sentence; "
             "French and American oak named as the alternatives; foudres; San Antonio; the "
             "sender's title translated (Jefa de Exportación)",
        edit=("company_misspelled", "body",
              [("Para Viña Peñaloza podemos", "Para Viña Penaloza podemos")],
              "Viña Penaloza", "Viña Peñaloza", "the ñ lost"),
    ),
    dict(
        buyer="H022", sender="s1",
        subject="Dalmatian sage, cut & sifted – 25 kg bags",
        body="""Dear Mr. Rodriguez,

Thank you for your interest in cut and sifted sage in 25 kg bags. Jadran Hrast j.d.o.o. collects and dries Dalmatian sage (Salvia officinalis) on the islands and hills around Split, and we can supply Rodriguez Spice Company with:

1. Sage, cut & sifted, 2-5 mm, steam-sterilized, in 25 kg multiwall paper bags with PE liner
2. Rubbed sage for seasoning blends
3. Whole leaves, hand-selected, for retail packers

Every lot comes with a certificate of analysis (moisture, volatile oil, microbiology, pesticide residues) and meets ASTA cleanliness specifications.

I can ship 1 kg samples of each by courier to you in the United States this week.

Best regards,
Ivana Kovačević-Šimunić
Head of Export
Jadran Hrast j.d.o.o.
Split, Croatia
+385 21 555 014""",
        note="reply to the note's request (cut and sifted, 25 kg bags); numbered list; company "
             "without `, Inc.`; rubbed sage, whole leaves; ASTA; US spelling",
        edit=("company_foreign", "body",
              [("supply Rodriguez Spice Company with", "supply Merritt Botanicals with")],
              "Merritt Botanicals", "Rodriguez Spice Company, Inc.", "another US buyer of this set"),
    ),
    dict(
        buyer="H023", sender="s1",
        subject="Dalmatische salie voor Van der Maath Kruiden",
        body="""Geachte mevrouw Van der Maath,

I hope you don't mind me writing in English. I'm Ivana Kovačević, head of export at Jadran Hrast in Split, Croatia. We dry and export Dalmatian sage, the Salvia officinalis that grows wild on the limestone hills of the Adriatic coast, and I believe it could fit Van der Maath Kruiden's range of herbs.

We offer whole leaves, cut & sifted and rubbed sage, steam-treated on request, in 20 kg bags or in retail cartons for herb packers. Our lots are tested for pyrrolizidine alkaloids and pesticide residues against the EU limits.

Could I send you a sample and a price list, CPT Rotterdam?

Met vriendelijke groet,
Ivana Kovačević-Šimunić
Voditeljica izvoza
Jadran Hrast j.d.o.o.""",
        note="Dutch subject, greeting (capital `Van` without a given name) and closing, English "
             "body; possessive `Kruiden's`; category as `salie`; CPT Rotterdam",
        edit=("company_missing", "body",
              [("fit Van der Maath Kruiden's range", "fit your company's range"),
               ("salie voor Van der Maath Kruiden", "salie voor uw bedrijf")],
              "your company's", "Van der Maath Kruiden B.V.",
              "every mention replaced by `your company` / `uw bedrijf`"),
    ),
    dict(
        buyer="H024", sender="s1",
        subject="Dried sage leaves from Croatia",
        body="""Dear Ms Nagys,

I am writing in English, as I understand you prefer. My name is Ivana Kovačević and I manage exports at Jadran Hrast j.d.o.o., a Croatian producer of dried herbs, lavender oil and oak barrels.

For Prieskonių namai we would suggest our Dalmatian sage:
- whole dried sage leaves, hand-picked, for tea blends and retail
- cut sage, 3-5 mm, for spice mixes
- sage powder

Everything is packed in 20 kg paper bags, and delivery by truck to Lithuania takes about five days.

Would you like a sample?

Kind regards,
Ivana Kovačević-Šimunić
Export Manager, Jadran Hrast j.d.o.o.""",
        note="English, the note (prefers English) in one clause; company without UAB and "
             "quotes; the sender's other ranges named; sage `for tea blends` (another category's "
             "word); Lithuania",
        edit=("contact_wrong", "body", [("Dear Ms Nagys,", "Dear Ms Nagienė,")],
              "Ms Nagienė", "Svetlana Nagys",
              "a Lithuanian married-woman form the record does not hold"),
    ),
    dict(
        buyer="H025", sender="s2",
        subject="Sonnenblumenkerne in Bäckereiqualität – nach der Anuga",
        body="""Sehr geehrte Frau Köberl,

vielen Dank für das nette Gespräch auf der Anuga in Köln. Wie besprochen sende ich Ihnen unser Angebot für geschälte Sonnenblumenkerne in Bäckereiqualität.

- Herkunft: Rumänien (Moldau und Bărăgan), Ernte 2025
- Qualität: Bakery Grade, Reinheit 99,95 %, farbsortiert
- Verpackung: 25-kg-Papiersäcke oder Big Bags à 1.000 kg
- Lieferung: per LKW, DAP Österreich, ca. 4 Tage

Als Leiterin Einkauf interessiert Sie sicher auch die Analytik: Jede Partie wird auf Aflatoxine, Cadmium und Salmonellen geprüft.

Mit freundlichen Grüßen
Ștefan-Andrei Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.
Bacău, România""",
        note="follow-up after the fair in the note, wholly in German; the note's bakery grade; "
             "the title in a sentence; Romanian regions; Österreich; the sender's title and "
             "country in Romanian",
        edit=("title_wrong", "body",
              [("Als Leiterin Einkauf", "Als Leiterin Vertrieb")],
              "Leiterin Vertrieb", "Leiterin Einkauf", "head of sales for head of purchasing"),
    ),
    dict(
        buyer="H026", sender="s2",
        subject="Romanian sunflower kernels for roasting",
        body="""Dear Mr Abdulrahman,

My name is Ștefan Dumitrescu, export director of S.C. Carpați Agro S.R.L. in Bacău, Romania. We hull and sort sunflower seeds from our own farms and from growers in Moldavia, and we export the kernels to roasters and snack makers in the Gulf and in Europe.

For Al-Otaibi Roastery we can offer:
• Confectionery-grade sunflower kernels, 99.95% purity, for roasting and salting
• Bakery-grade kernels for toppings
• 25 kg bags or 1 MT big bags; about 18 MT per 20' container, CFR Jeddah

Our plant is FSSC 22000 certified and we can provide halal certificates.

Would you like a sample and our current price?

Best regards,
Ștefan Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.""",
        note="English opener; Gulf `Mr Abdulrahman` (given name); company without `Co.`; the "
             "sender shortened (`Ștefan Dumitrescu`); grades; Jeddah; halal, FSSC 22000",
        edit=("category_wrong", "body",
              [("• Confectionery-grade sunflower kernels", "• Confectionery-grade pumpkin seed "
                "kernels")],
              "pumpkin seed kernels", "sunflower kernels", "a neighbouring seed kernel"),
    ),
    dict(
        buyer="H027", sender="s2",
        subject="Sunflower kernels from Romania – Cedar Crown Roastery",
        body="""Dear Ms Saliba,

I am contacting you as purchasing manager of Cedar Crown Roastery, as I understand you roast and pack seeds and nuts for the Lebanese market.

We are S.C. Carpați Agro S.R.L., a Romanian processor of sunflower seeds. Our hulled sunflower kernels (confectionery and bakery grade) are colour-sorted, 99.95% pure, and packed in 25 kg kraft bags. We can ship by container to Beirut, CFR, within three weeks of order.

I would be happy to send a 2 kg sample so your team can try a roast.

Kind regards,
Ștefan-Andrei Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.
Bacău, Romania""",
        note="English; the Arabic-script contact romanised (`Ms Saliba`); the title in a "
             "sentence, lower-cased; company without S.A.L.; `Lebanese` as an adjective; Beirut",
        edit=("country_wrong", "body",
              [("for the Lebanese market", "for the Syrian market")],
              "Syrian", "Lebanon", "a neighbouring country"),
    ),
    dict(
        buyer="H028", sender="s2",
        subject="Walnusskerne: helle Hälften (80 % Hälften)",
        body="""Grüezi Herr Bosshard

Besten Dank für Ihre Anfrage zu hellen Walnusskernen mit 80 % Hälften. Gerne unterbreite ich Ihnen unser Angebot für die Bosshard Nüsse AG:

Walnusskerne, Herkunft Rumänien (Karpatenvorland), Ernte 2025
– Sortierung: Light Halves 80 % (LHP 80/20), maschinell geknackt, von Hand verlesen
– Feuchtigkeit max. 5 %, vakuumverpackt in 10-kg-Kartons
– Preis: EUR 7.90/kg, FCA Bacău
– Lieferung: 2 Wochen nach Auftrag

Gerne schicke ich Ihnen vorab ein Muster von 1 kg.

Freundliche Grüsse

Ștefan-Andrei Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.
Bacău, Rumänien""",
        note="quotation in Swiss German (`Grüezi`, no comma, `Grüsse` with ss) answering the "
             "note (light halves 80 %); category in German; LHP grade; FCA",
        edit=("sender_wrong", "body",
              [("Ștefan-Andrei Dumitrescu\nDirector", "Ștefan-Andrei Dumitriu\nDirector")],
              "Ștefan-Andrei Dumitriu", "Ștefan-Andrei Dumitrescu",
              "the sender's family name changed"),
    ),
    dict(
        buyer="H029", sender="s2",
        subject="Romanian walnut kernels for Mansız Kuruyemiş",
        body="""Sayın Tomurcuk Hanım,

My name is Ștefan Dumitrescu and I head exports at Carpați Agro in Bacău, Romania. We crack, grade and pack walnuts from the Carpathian foothills, and I would like to introduce our walnut kernels to Mansız Kuruyemiş.

Grades we can ship now:
- Extra light halves (ELH)
- Light halves and pieces (LHP)
- Light amber quarters
- Light pieces for bakery use

Packed in 10 kg vacuum cartons, by truck via Kapıkule, about three days door to door.

I would be glad to send samples and a price list.

Saygılarımla,
Ștefan Dumitrescu
S.C. Carpați Agro S.R.L.""",
        note="Turkish greeting (`Sayın Tomurcuk Hanım`, given name + Hanım) and closing, English "
             "body; company in short form without `Gıda San. ve Tic. Ltd. Şti.`; the sender's "
             "company without S.C./S.R.L. in the body; grades; Kapıkule border crossing",
        edit=("artifact", "body",
              [("I would be glad to send samples and a price list.",
                "I would be glad to send samples and a")],
              "I would be glad to send samples and a", "I would be glad to send samples and a "
              "price list.", "sentence cut off"),
    ),
    dict(
        buyer="H030", sender="s2",
        subject="Kiln-dried beech logs, 25 cm, on pallets",
        body="""Kære Peder,

Thank you for asking about kiln-dried beech logs, 25 cm, on pallets. Here is what Carpați Agro can deliver to Christensen Brænde:

- Species: European beech (Fagus sylvatica), 100% beech
- Length: 25 cm (±2 cm), split, diameter 6-14 cm
- Moisture: below 20%, kiln-dried and checked on every load
- Packing: crates of 1.8 loose m³ on a pallet, wrapped, 24 crates per truck
- Certificates: FSC; ISPM 15 heat-treated pallets
- Price: EUR 128 per crate, DAP Denmark

We can start loading in September, ahead of the heating season.

Med venlig hilsen,
Ștefan-Andrei Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.""",
        note="offer as a spec list answering the note (kiln-dried, 25 cm, pallets); Danish "
             "greeting and closing, English body; company without ApS; loose m³, ISPM 15, FSC",
        edit=("note_wrong", "body",
              [("Thank you for asking about", "Thank you for visiting our yard in Bacău last "
                "month and for asking about")],
              "visiting our yard in Bacău last month",
              "asked for kiln-dried logs, 25 cm, on pallets",
              "a visit the note does not hold"),
    ),
    dict(
        buyer="H031", sender="s2",
        subject="Legna di faggio essiccata in forno dalla Romania",
        body="""Egregio Sig. Granatelli,

sono Ștefan Dumitrescu, direttore export di S.C. Carpați Agro S.R.L., di Bacău (Romania). Produciamo legna da ardere di faggio essiccata in forno e la consegniamo in Italia con camion completi.

Per Granatelli Legna possiamo proporre:
– faggio spaccato, lunghezza 25 o 33 cm, umidità inferiore al 20%
– bancali da 1,8 metri steri, avvolti con rete, oppure sacchi da 15 kg per la grande distribuzione
– legnetti di faggio per l'accensione, in sacchi da 5 kg

Da titolare, saprà quanto conta la regolarità delle consegne in inverno: abbiamo 3.000 metri steri già pronti in magazzino coperto.

Se desidera, Le invio il listino DAP.

Cordiali saluti,
Ștefan Dumitrescu
Carpați Agro S.R.L.
Bacău, Romania""",
        note="wholly in Italian; `Egregio Sig.`; the title `titolare` in a sentence; category as "
             "`legna da ardere di faggio`; kindling as a related product; metri steri; the sender "
             "signs without `S.C.`",
        edit=("company_misspelled", "body",
              [("Per Granatelli Legna possiamo", "Per Granatello Legna possiamo")],
              "Granatello Legna", "Granatelli Legna S.r.l.", "`Granatello` for `Granatelli`"),
    ),
    dict(
        buyer="H032", sender="s2",
        subject="Beech firewood for the Swedish market",
        body="""Hej Ruth,

I hope you are well. I'm Ștefan from S.C. Carpați Agro S.R.L. in Romania; we produce kiln-dried beech firewood for retailers and wholesalers in Scandinavia and Germany.

Svensson Ved & Energi might like to add hardwood to its range: beech burns longer and more evenly than birch or spruce. We deliver:
- beech logs of 25, 30 or 33 cm, moisture under 20%
- 40 l net bags or 1.8 m³ crates
- full trucks to Sweden via the Trelleborg ferry

Can I send you our price list?

Med vänliga hälsningar,
Ștefan Dumitrescu
Director Export, S.C. Carpați Agro S.R.L.""",
        note="Swedish greeting and closing, English body; first names both sides; company "
             "without AB, with `&`; `Swedish` in the subject; birch and spruce as the "
             "alternatives; Trelleborg",
        edit=("company_foreign", "body",
              [("Svensson Ved & Energi might", "Christensen Brænde might")],
              "Christensen Brænde", "Svensson Ved & Energi AB",
              "another beech firewood buyer of this set"),
    ),
    dict(
        buyer="H033", sender="s3",
        subject="16 mm drip lines, 30 cm spacing – following the Nairobi fair",
        body="""Dear Francis,

It was good to meet you at the Nairobi International Trade Fair. As promised, here are the details of the 16 mm drip lines with 30 cm emitter spacing you asked about for Murimi Agri Supplies.

Emek Hefer Agro 16 mm drip line:
- Flat inline emitters every 30 cm, 1.6 l/h or 2.0 l/h
- Wall thickness 0.6 mm (2-3 seasons) or 1.0 mm (multi-season)
- Pressure-compensating (PC) version for sloping fields
- Coils of 500 m (0.6 mm) or 400 m (1.0 mm)
- Start connectors, takeoffs and 16 mm end caps available

For Kenyan smallholder kits we can also pack 100 m coils with a filter and fittings.

Let me know quantities and I will send a quote CIF Mombasa.

Best regards,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.
Hadera, Israel""",
        note="follow-up after the fair in the note with its request (16 mm, 30 cm); sender "
             "`Avi` for Avraham; the sender's company without `(2009) Ltd.` in the body; "
             "fittings; `Kenyan`; Mombasa",
        edit=("company_missing", "body",
              [("you asked about for Murimi Agri Supplies.", "you asked about for your company.")],
              "your company", "Murimi Agri Supplies Ltd",
              "the only mention of the company replaced by `your company`"),
    ),
    dict(
        buyer="H034", sender="s3",
        subject="Drip irrigation lines – supply for Mittal Irrigation Systems",
        body="""Dear Ms Mittal,

I am writing to you as Head of Procurement at Mittal Irrigation Systems to offer our drip irrigation lines for your projects.

Emek Hefer Agro (2009) Ltd. manufactures drip lines in Hadera, Israel, and already supplies distributors in Gujarat and Maharashtra. We can supply:
• 12 mm, 16 mm and 20 mm inline drip lines, 20-100 cm spacing
• Thin-wall drip tape (6-8 mil) for vegetables and sugarcane
• Pressure-compensating lines for orchards and vineyards

Our lines are made to IS 13488, and we ship in 40' containers to Mundra or Nhava Sheva. We can also supply under your own brand.

May I arrange a call with our technical team?

Regards,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.""",
        note="formal English opener; `Head of Procurement` for `Head - Procurement`; company "
             "without `Pvt. Ltd.`; drip tape; Indian states and ports; IS 13488",
        edit=("contact_wrong", "body", [("Dear Ms Mittal,", "Dear Ms Mehta,")],
              "Ms Mehta", "Eshana Mittal", "another Indian family name"),
    ),
    dict(
        buyer="H035", sender="s3",
        subject="Mangueras y cintillas de goteo de Israel",
        body="""Estimado Sr. Meraz:

Mi nombre es Avraham Ben-Shimol y soy vicepresidente de ventas de exportación de Emek Hefer Agro (2009) Ltd., fabricante israelí de líneas de riego por goteo.

Me dirijo a usted como gerente de compras de Riegos Meraz para presentarle nuestros productos:

- manguera de goteo de 16 mm con gotero integrado, espaciamiento de 20 a 50 cm;
- cintilla de riego de 6 y 8 milésimas para hortalizas;
- líneas autocompensadas para huertas de aguacate y nogal.

Enviamos por contenedor a Manzanillo, CIF, con entrega en unas seis semanas.

Quedo atento a sus comentarios.

Saludos cordiales,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.
Hadera, Israel""",
        note="wholly in Spanish (Mexican terms `manguera`, `cintilla`); the title in a sentence, "
             "lower-cased; the sender's title translated; `huertas de aguacate y nogal` (another "
             "category's word: walnut); Manzanillo",
        edit=("title_wrong", "body",
              [("como gerente de compras de", "como gerente de ventas de")],
              "gerente de ventas", "Gerente de Compras", "sales for purchasing"),
    ),
    dict(
        buyer="H036", sender="s3",
        subject="Крапельні лінії з Ізраїлю для ТОВ «Зрошення Поділля»",
        body="""Шановна пані Вікторіє,

мене звати Аві Бен-Шимоль, я віцепрезидент з експортних продажів компанії Emek Hefer Agro (2009) Ltd. (Хадера, Ізраїль). Ми виробляємо крапельні лінії для овочів, садів і виноградників.

Для «Зрошення Поділля» можемо запропонувати:
• крапельні лінії 16 мм з плоскими емітерами, крок 20, 30 або 40 см;
• компенсовані лінії 16 і 20 мм для садів на схилах;
• крапельну стрічку 6-8 міл для відкритого ґрунту.

Доставка автотранспортом через Польщу, DAP Україна.

Буду радий надіслати прайс-лист і зразки.

З повагою,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.""",
        note="wholly in Ukrainian (the note: prefers Ukrainian or English); vocative "
             "`Вікторіє`; the company in short form without ТОВ; the sender's name in Cyrillic "
             "in the body, Latin in the signature; drip tape; Україна",
        edit=("category_wrong", "body",
              [("Ми виробляємо крапельні лінії для овочів",
                "Ми виробляємо дощувальні установки для овочів")],
              "дощувальні установки", "drip irrigation lines",
              "sprinkler machines, a neighbouring irrigation product"),
    ),
    dict(
        buyer="H037", sender="s3",
        subject="Mallas de sombra para invernaderos",
        body="""Estimado Jesús:

Le escribo de parte de Emek Hefer Agro (2009) Ltd., empresa israelí que fabrica mallas de sombra agrícolas de polietileno de alta densidad (HDPE) tejido, estabilizadas contra rayos UV.

Para Invernaderos Gómez podemos ofrecer mallas de 35 %, 50 % y 65 % de sombra, en negro, blanco y verde, y también malla aluminizada para controlar la temperatura en cultivos de flores. Los anchos van de 2 a 8 m y los rollos, de 50 o 100 m.

Despachamos a Colombia por Cartagena o Buenaventura, CIF, en unas cinco semanas.

¿Le envío fichas técnicas y precios?

Cordialmente,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.""",
        note="wholly in Spanish; first name with `Estimado`; category as `mallas de sombra`; "
             "aluminised screen; flowers as a use; Colombian ports",
        edit=("country_wrong", "body",
              [("Despachamos a Colombia", "Despachamos a Ecuador")],
              "Ecuador", "Colombia", "a neighbouring country with Colombia's ports"),
    ),
    dict(
        buyer="H038", sender="s3",
        subject="Tela de sombreamento preta 50%, 4 m de largura",
        body="""Prezada Daniela,

Obrigado pelo seu pedido de tela de sombreamento preta 50%, com 4 m de largura. Segue nossa proposta para a Jesus Telas Agrícolas:

• Tela de sombreamento 50%, preta, de PEAD tricotado com aditivo UV
• Largura 4 m, rolos de 100 m (400 m²)
• Gramatura aproximada 80 g/m²; garantia de 5 anos contra raios UV
• Preço: USD 0,42/m², CIF Santos
• Prazo: 4 semanas após confirmação

Também temos a mesma tela em 3 m e 6 m de largura, caso precise.

Atenciosamente,
Avraham (Avi) Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.
Hadera, Israel""",
        note="quotation wholly in Portuguese answering the note (50% black, 4 m); company "
             "without Ltda. with the article `a`; the sender's name with its short form in "
             "brackets; CIF Santos",
        edit=("sender_wrong", "body",
              [("Emek Hefer Agro (2009) Ltd.\nHadera", "Emek Hefer Agro (2019) Ltd.\nHadera")],
              "Emek Hefer Agro (2019) Ltd.", "Emek Hefer Agro (2009) Ltd.",
              "the year in the sender's company changed"),
    ),
    dict(
        buyer="H039", sender="s3",
        subject="Свежий помело из Израиля — сезон 2026/27",
        body="""Уважаемый Архип,

меня зовут Ави Бен-Шимоль, я отвечаю за экспорт в компании Emek Hefer Agro (2009) Ltd. (Хадера, Израиль). Мы выращиваем и упаковываем свежий помело и предлагаем его импортёрам фруктов в России и СНГ.

Что мы можем предложить ООО «ФруктИмпорт» на сезон с октября по март:
— помело белый и красный, калибры 6-12 плодов в коробке 10 кг;
— гибрид помело и грейпфрута (свити, оробланко) в коробках 7 кг;
— упаковка в сетку и плёнку, ваша маркировка по запросу.

Отгрузка рефконтейнерами из Ашдода в Новороссийск, CFR.

Буду рад выслать прайс-лист.

С уважением,
Ави Бен-Шимоль
VP Export Sales
Emek Hefer Agro (2009) Ltd.""",
        note="wholly in Russian; the given name only; the company with ООО and quotes; the "
             "sender's name in Cyrillic; the pomelo-grapefruit hybrid (another fruit's word); "
             "Россия; Novorossiysk",
        edit=("artifact", "body", [("Уважаемый Архип,", "Уважаемый\n,")],
              "Уважаемый\n,", "Уважаемый Архип,", "broken greeting, the name lost"),
    ),
    dict(
        buyer="H040", sender="s3",
        subject="Israeli pomelos – after Fruit Logistica",
        body="""Szanowna Pani Saro,

Thank you for stopping at our stand at Fruit Logistica in Berlin. I promised to send you our pomelo programme for Skwira Import, so here it is:

Season: mid-October to March
Varieties: white pomelo, red pomelo, and Sweetie (a pomelo-grapefruit cross)
Packing: 10 kg cartons, 8-12 fruits, each fruit in a net or shrink film; 7 kg Sweetie cartons
Logistics: reefer container Ashdod–Gdynia, about 12 days
Certificates: GlobalG.A.P., GRASP

The first white pomelos will be ready for shipping in the second half of October. Shall I book a trial pallet for you?

Z poważaniem,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.
Hadera, Israel""",
        note="follow-up after the fair in the note; Polish greeting with the vocative `Saro` and "
             "closing, English body; company without `sp. z o.o.`; Sweetie hybrid; Gdynia; "
             "GlobalG.A.P.",
        edit=("note_wrong", "body",
              [("Fruit Logistica in Berlin", "Fruit Attraction in Madrid")],
              "Fruit Attraction in Madrid", "met at Fruit Logistica 2026 in Berlin",
              "a fair the note does not name"),
    ),
]
