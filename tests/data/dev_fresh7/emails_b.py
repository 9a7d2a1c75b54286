# ruff: noqa: E501  (e-mail bodies are prose: one paragraph a line, as written)
"""Natural e-mails 21-40 (first e-mails to P021-P040), each with the one edit its twin gets."""

from mail import Edit, Mail

S1 = """Inês Carvalho Marques
Export Manager
Montado Verde Exportações, Lda.
Aveiro, Portugal
+351 234 561 870"""
S2 = """Nguyễn Thị Thu Hà
Sales Manager
Mekong Lotus Trading Co., Ltd.
Can Tho, Vietnam"""
S3 = """Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.
Armenia, Quindío – Colombia"""
S4 = """Elif Yıldırım
Export Sales Manager
Ege Kervan Dış Ticaret A.Ş.
Denizli, Turkey"""

MAILS = [
    Mail(
        "P021", "s1",
        "Flor de Sal aus Aveiro für Gotthard Feinkost",
        """Sehr geehrte Frau Gotthard,

Sie führen Fleur de Sel in Geschenkgläsern – wir liefern das portugiesische Gegenstück: Flor de Sal, von Hand in den Salinen von Aveiro geerntet.

Für Gotthard Feinkost könnten passen:
– Flor de Sal naturell, lose in 5-kg-Eimern zum Selbstabfüllen;
– Flor de Sal in 125-g-Gläsern mit Korkdeckel, auf Wunsch mit Ihrem Etikett;
– grobes Meersalz für Salzmühlen, 1 kg und 25 kg.

Lieferung DAP an Ihr Lager in etwa einer Woche per Lkw.

Mit freundlichen Grüßen

""" + S1,
        "first e-mail wholly in German, opening from the note (fleur de sel in gift jars); company "
        "without GmbH; `Korkdeckel` (cork lid: another category's word on a salt product); flor de "
        "sal / Fleur de Sel / Meersalz; Aveiro salt pans; DAP",
        Edit("company_missing", "body", ("Gotthard Feinkost",), ("Ihr Haus",),
             "every mention of the company replaced by `Ihr Haus`"),
    ),
    Mail(
        "P022", "s3",
        "Bio-Panela (Vollrohrzucker) aus Kolumbien",
        """Guten Tag Herr Hethur,

You mentioned that you are looking for organic whole cane sugar – in Colombia that is panela, and it is what we make.

Our organic panela for Hethur Naturkost:
1. powdered panela in 25 kg paper sacks with a PE liner, for repacking;
2. 500 g retail pouches, German label on request;
3. EU organic certified, from family mills in Santander.

Nothing is separated from the cane juice, so the molasses stays in – the caramel taste your customers expect from Vollrohrzucker.

CIF Hamburg, about four weeks from Cartagena. Shall I send samples?

Mit freundlichen Grüßen
""" + S3,
        "English first e-mail with German greeting and sign-off and a German subject; opens from "
        "the note; the German trade word `Vollrohrzucker` as a synonym; company without GmbH & "
        "Co. KG; numbered list; Santander, Cartagena, Hamburg; CIF",
        Edit("contact_wrong", "body", "Guten Tag Herr Hethur,", "Guten Tag Herr Heuer,",
             "a similar but different German family name in the greeting", expected="Hethur",
             found="Heuer"),
    ),
    Mail(
        "P023", "s1",
        "Flor de sal from the Aveiro salt pans for Friis Gourmet",
        """Kære Tom,

Short and to the point: as indkøbschef at Friis Gourmet you probably see a lot of salt offers, but few come straight from the salt pans. We harvest flor de sal and coarse sea salt in the Ria de Aveiro and pack it ourselves.

Options: flor de sal in 100 g glass tubes with a cork stopper, smoked sea salt, and 1 kg coarse grey salt for restaurants.

Prices DAP Copenhagen on request.

Venlig hilsen
""" + S1,
        "short first e-mail; Danish greeting with the first name and Danish sign-off; the title in "
        "Danish, lower-cased in an English sentence; `cork stopper` on a salt tube (another "
        "category's product as packaging); Ria de Aveiro, Copenhagen; DAP",
        Edit("title_wrong", "body", "as indkøbschef at", "as salgschef at",
             "the sales head's title for the purchasing head's", expected="indkøbschef",
             found="salgschef"),
    ),
    Mail(
        "P024", "s2",
        "Hand-woven rattan baskets in Nordic colours",
        """Dear Lea,

Kristensen Interiør's shop has a calm, natural look, and I think our rattan baskets would sit well in it. We work with weaving workshops in northern Vietnam and design with Scandinavian retailers in mind:

- tall rattan floor baskets (Ø 35 cm, H 45 cm) in natural and black-stained finish;
- low bread and fruit baskets with a tight weave;
- rattan baskets with leather handles and a linen inner bag.

Every piece is kiln-dried and treated against mould, which matters on a long, humid container journey. We ship FOB Haiphong; transit to Aarhus is about 35 days, and the MOQ is 50 pieces per design.

Best regards,
""" + S2,
        "first e-mail, first-name greeting, possessive `Kristensen Interiør's` with ø; company "
        "without A/S; baskets named by use (bread and fruit) and with other materials (leather "
        "handles, linen bag); Haiphong, Aarhus; FOB",
        Edit("category_wrong", "body", "- tall rattan floor baskets", "- tall water hyacinth floor baskets",
             "a neighbouring weaving material (water hyacinth) in place of rattan",
             expected="rattan floor baskets", found="water hyacinth floor baskets"),
    ),
    Mail(
        "P025", "s1",
        "Portuguese sea salt for SIA Kalēja Garšvielas",
        """Labdien, Kalējas kundze!

I am writing from Montado Verde in Aveiro, Portugal, where we harvest and pack sea salt. Spice blenders in Latvia use coarse sea salt as the base for herb salts and grill seasonings, and I hope ours can be of use to Kalēja Garšvielas too.

• coarse sea salt 2-5 mm, washed and dried, 25 kg bags;
• fine sea salt 0-1 mm for blending, 25 kg bags and 1,000 kg big bags;
• flor de sal for premium lines.

We ship by truck, DAP Riga, in about six days.

Ar cieņu,
""" + S1,
        "English first e-mail with a Latvian greeting (family name in the genitive + `kundze`) "
        "and sign-off; company with SIA in the subject, without it in the body; grain sizes, big "
        "bags; Riga; DAP",
        Edit("country_wrong", "body", "Spice blenders in Latvia", "Spice blenders in Lithuania",
             "a neighbouring Baltic country for the buyer's", expected="Latvia", found="Lithuania"),
    ),
    Mail(
        "P026", "s2",
        "Steam-sterilised cassia with high oil content",
        """Dear Mr Vītols,

You need steam-sterilised spices that keep their volatile oil. Our cassia is sterilised with saturated steam in a closed line in Binh Duong and then dried at low temperature, so the oil loss is small – typically from 3.5% before to 3.2% after treatment.

For Vītols Trade we can offer:
• cassia powder, steam-sterilised, TPC below 10,000 cfu/g, 25 kg bags;
• cassia cut 2-4 mm for tea blends;
• whole tube cassia if you grind in Riga.

Lab reports (oil content, microbiology, ethylene oxide) come with every lot.

Best regards,
""" + S2,
        "first e-mail opening straight from the note (steam sterilisation, volatile oil loss); "
        "company without SIA; oil figures, TPC, cut sizes, tube cassia; Binh Duong, Riga",
        Edit("sender_wrong", "body", "Sales Manager", "Sales Director",
             "the sender's title one level up in the signature"),
    ),
    Mail(
        "P027", "s1",
        "Atlantic sea salt for ויסמן יבוא מזון",
        """שלום גאיה,

My name is Inês Carvalho Marques and I export sea salt from Aveiro, on Portugal's Atlantic coast. Israeli importers usually buy salt from the Dead Sea or the Mediterranean coast; ours is a different product, hand-raked in traditional salt pans and not washed, so it keeps its minerals.

For ויסמן יבוא מזון I can offer:
- flor de sal in 150 g jars with a cork lid, for delicatessen shelves;
- coarse sea salt in 1 kg bags, kosher certified;
- sea salt with rosemary or piri-piri for gift sets.

Shipping CIF Ashdod or Haifa, about 12 days from Leixões.

תודה רבה,
""" + S1,
        "English first e-mail with a Hebrew greeting (first name) and Hebrew thanks; company in "
        "Hebrew without בע\"מ inside English sentences; Dead Sea and Mediterranean as other "
        "sources; `cork lid` (another category's word); kosher; Ashdod, Haifa, Leixões; CIF",
        Edit("artifact", "body", "for gift sets.", "for gift sets sets salt rosemary for the with.",
             "word salad appended to a sentence", expected="for gift sets.",
             found="sets salt rosemary for the with"),
    ),
    Mail(
        "P028", "s4",
        "Filled and honed travertine – Denizli quarries",
        """Dear Mr Mizrahi,

Thank you for your interest in filled and honed travertine. Denizli is the heart of Turkish travertine, and our quarries supply the light and ivory tones that Israeli contractors know well.

Offer for Mizrahi Stone Ltd:
- light travertine, filled and honed, 60 x 60 x 2 cm and 40 x 60 x 1.2 cm;
- French pattern sets for patios;
- matching pool coping and steps, tumbled or honed.

Containers from Izmir to Haifa or Ashdod take five to seven days. I can send samples of the light and the walnut tones this week.

Best regards,
""" + S4,
        "first e-mail answering the note (filled and honed finish, contractors); `Israeli` as an "
        "adjective; sizes, French pattern, coping; `walnut` as a stone colour (a nut word); "
        "Denizli, Izmir, Haifa, Ashdod",
        Edit("company_misspelled", "body", "Offer for Mizrahi Stone Ltd", "Offer for Mizrachi Stone Ltd",
             "another romanisation of the family name in the company", expected="Mizrahi Stone Ltd",
             found="Mizrachi Stone Ltd"),
    ),
    Mail(
        "P029", "s1",
        "Flor de sal for Thatcher Delicatessen",
        """Beste heer Thatcher,

I hope you don't mind me writing in English. Montado Verde is a small Portuguese producer and exporter of sea salt from the Ria de Aveiro, and I think our flor de sal would suit the shelves of Thatcher Delicatessen B.V.

What we offer delicatessen retailers in the Netherlands and Belgium:
- flor de sal in 150 g ceramic pots and 250 g refill bags;
- Atlantic sea salt with seaweed in 200 g grinders;
- private label from 3,000 units.

Delivery DAP Rotterdam or to your warehouse, about four days by truck.

Met vriendelijke groet,
""" + S1,
        "English first e-mail with a Dutch greeting (`Beste heer` + family name) and sign-off; an "
        "English surname at a Dutch company; the Netherlands and Belgium named; seaweed salt; "
        "private label; Rotterdam; DAP",
        Edit("company_foreign", "body", "shelves of Thatcher Delicatessen B.V.",
             "shelves of Verheuvel Exotic Fruits B.V.", "the other Dutch buyer's company",
             expected="Thatcher Delicatessen B.V.", found="Verheuvel Exotic Fruits B.V."),
    ),
    Mail(
        "P030", "s3",
        "Physalis for your 100 g punnets – year-round from Colombia",
        """Dear Ms Verheuvel,

As Category Manager Exotics you will know that Colombia supplies most of the physalis sold in Europe. We grow cape gooseberries around Armenia in the Quindío and can supply Verheuvel Exotic Fruits every week of the year.

For your 100 g punnets for Dutch retailers we would ship the fruit in husk in 5 kg bulk boxes, so you keep control of the packing; or, if it saves you labour, we pack the 100 g punnets with your label here in Colombia.

Sea freight in controlled atmosphere to Rotterdam takes about 17 days; most of our clients still prefer air freight to Amsterdam.

Kind regards,
""" + S3,
        "first e-mail opening from the note (100 g punnets, Dutch retailers); the title exactly as "
        "recorded inside a sentence; physalis / cape gooseberries; Armenia in the Quindío (a city, "
        "not the country); Rotterdam, Amsterdam; company without B.V.",
        Edit("company_missing", "body", ("Verheuvel Exotic Fruits",), ("your company",),
             "the only mention of the company replaced by `your company`"),
    ),
    Mail(
        "P031", "s2",
        "Pangasius fillets – offer for Petrauskas Seafood",
        """Laba diena, Tomai,

I am Thu Ha from Mekong Lotus Trading in Can Tho, Vietnam. We farm and process pangasius and export to the Baltic states through Klaipėda.

Offer for UAB "Petrauskas Seafood":
- pangasius fillets, untrimmed and well-trimmed, 170-220 g, IQF, 15% glaze;
- pangasius portions 100-140 g for ready meals;
- breaded pangasius fillets for retail freezers.

Prices CFR Klaipėda; reefers take about 38 days via Rotterdam. Would you like a sample carton?

Best regards,
""" + S2,
        "English first e-mail with a Lithuanian greeting in the vocative (`Tomai` for Tomas); "
        "company with UAB and quotes in the body, short in the subject; trims, portions, breaded "
        "fillets; the Baltic states, Klaipėda, Rotterdam; CFR",
        Edit("contact_wrong", "body", "Laba diena, Tomai,", "Laba diena, Tadai,",
             "another Lithuanian first name (Tadas, vocative) in the greeting", expected="Tomai",
             found="Tadai"),
    ),
    Mail(
        "P032", "s3",
        "Following up from Fruit Logistica – cape gooseberries",
        """Dear Ms Žukauskienė,

It was a pleasure to talk with you at our stand at Fruit Logistica in Berlin. You asked whether we could supply cape gooseberries to Vilnius in small volumes to start with, and we can: a mixed pallet of 2 kg bulk boxes and 100 g clamshells, by air to Frankfurt and on by truck.

You also asked about peeled fruit – we sell it without the husk for fruit salads and cake decoration, in 1 kg trays.

As purchasing manager at Žukauskienė Fruit, you may want to compare our price with your Dutch supplier; I will send our FCA Bogotá and CPT Vilnius prices on Monday.

Best regards,
""" + S3,
        "first written contact after meeting at a fair (from the note); the title lower-cased in "
        "a sentence; company without UAB; husk-on and peeled fruit; Berlin, Vilnius, Frankfurt, "
        "Bogotá; FCA, CPT; `Dutch supplier`",
        Edit("title_wrong", "body", "As purchasing manager at", "As quality manager at",
             "another department's title", expected="purchasing manager", found="quality manager"),
    ),
    Mail(
        "P033", "s2",
        "Filete de pangasius (basa) para Distribuidora Tafoya",
        """Estimado Sr. Tafoya:

Reciba un cordial saludo desde Vietnam. Somos exportadores de filete de pangasius congelado, un pescado blanco de sabor suave que se vende muy bien en restaurantes y supermercados de Centroamérica como alternativa económica.

Le ofrecemos:
- filete de pangasius bien recortado, 5-7 oz y 7-9 oz, IQF, glaseo 10 %;
- porciones para frituras y ceviche;
- cajas de 10 lb o bolsas de 2 lb para supermercado.

Podemos enviar CFR Puerto Quetzal o Santo Tomás de Castilla. ¿Le interesaría recibir nuestra lista de precios?

Atentamente,
Nguyễn Thị Thu Hà
Gerente de Ventas
Mekong Lotus Trading Co., Ltd.""",
        "first e-mail wholly in Spanish; `Estimado Sr.` + family name; the sender's title "
        "translated (`Gerente de Ventas`); `basa` as the market's name for pangasius; sizes in "
        "ounces and pounds; Central America, Puerto Quetzal, Santo Tomás de Castilla; company "
        "without S.A.",
        Edit("category_wrong", "body", "- filete de pangasius bien recortado",
             "- filete de tilapia bien recortado", "another white fish offered in place of pangasius",
             expected="filete de pangasius", found="filete de tilapia"),
    ),
    Mail(
        "P034", "s4",
        "Toallas de algodón turco para hoteles en Antigua y la Ciudad de Guatemala",
        """Estimada Sra. Fierro:

Sabemos que Suministros Hoteleros Fierro abastece a hoteles en Antigua y en la Ciudad de Guatemala. Ege Kervan fabrica toallas de baño de algodón turco en Denizli, la capital textil de Turquía.

Para hoteles en Guatemala proponemos:
• toallas de baño 70 x 140 cm, 550 g/m², algodón 100 %, blancas con cenefa;
• toallas de mano y alfombrillas de baño a juego;
• bordado del logotipo del hotel desde 500 piezas.

Resisten más de 200 lavados industriales. Enviamos CIF Puerto Quetzal, unos 35 días desde Mersin.

Atentamente,
""" + S4,
        "first e-mail wholly in Spanish opening from the note (Antigua, Guatemala City); company "
        "without S.A.; the country inside a city's name; weights, sizes, hand towels and bath mats "
        "as a matching set; Denizli, Mersin, Puerto Quetzal; CIF",
        Edit("country_wrong", "body", "Para hoteles en Guatemala", "Para hoteles en Honduras",
             "a neighbouring country named as the buyer's market", expected="Guatemala",
             found="Honduras"),
    ),
    Mail(
        "P035", "s2",
        "Rattan baskets for Eriksson Inredning",
        """Hej Michaela,

I hope it's fine to write in English. I'm Thu Ha, sales manager at Mekong Lotus Trading in Vietnam, and we make hand-woven rattan baskets for Nordic interior shops.

Three designs that sell well in Sweden:
1. rattan wall baskets for plants and post (W 30 cm);
2. nesting storage baskets with lids, set of 2, natural or white-washed;
3. a round rattan picnic basket with a cotton lining.

We ship LCL to Gothenburg, and the MOQ is 30 pieces per design, so it is easy to test. Shall I send the lookbook?

Vänliga hälsningar,
Nguyễn Thị Thu Hà
Mekong Lotus Trading Co., Ltd.""",
        "friendly first e-mail with a Swedish greeting (first name) and sign-off; the sender's "
        "own title lower-cased in a sentence; company without AB; a picnic basket with a cotton "
        "lining (another category's fibre); Gothenburg; LCL, MOQ",
        Edit("sender_wrong", "body", "Nguyễn Thị Thu Hà\nMekong", "Nguyễn Thị Thu Hòa\nMekong",
             "the sender's given name changed by one vowel in the signature",
             expected="Nguyễn Thị Thu Hà", found="Nguyễn Thị Thu Hòa"),
    ),
    Mail(
        "P036", "s2",
        "Cassia for the kanelbulle season",
        """Dear Mr Jönsson,

With Kanelbullens dag on 4 October a few months away, I expect Jönsson Kryddor is buying cinnamon for the bakeries now. Most Swedish bakeries use cassia for kanelbullar because of its strong, sweet taste, and Vietnamese cassia is known for its high oil content.

We can ship before the season:
• cassia powder, 4-5% volatile oil, steam-treated, 25 kg bags;
• cassia cut for cinnamon tea and glögg spice mixes;
• whole sticks for repacking.

Sea freight from Cat Lai to Gothenburg takes around 35 days, so an order placed in June arrives in good time.

Best regards,
""" + S2,
        "first e-mail opening from the note (bakeries, autumn season) with a Swedish hook "
        "(Kanelbullens dag, kanelbullar, glögg); `Swedish` as an adjective; cinnamon as the wider "
        "trade word; Cat Lai, Gothenburg; company without AB",
        Edit("artifact", "body", "arrives in good time.",
             "arrives in good time, so an order placed in June arrives in good time.",
             "a clause repeated, as a small model loops",
             expected="arrives in good time.",
             found="so an order placed in June arrives in good time, so an order placed in June"),
    ),
    Mail(
        "P037", "s4",
        "Turkish cotton bath towels for Dalmatian hotels",
        """Poštovana gospođo Kupsjak,

Before the season starts on the Dalmatian coast, hotels restock their linen, and I would like to introduce our Turkish cotton bath towels to Kupsjak Hotelska Oprema.

We weave in Denizli and supply hotel suppliers in Croatia and Montenegro:
- bath towels 70 x 140 cm and bath sheets 90 x 160 cm, 500-600 g/m², ring-spun cotton;
- pool towels in blue-and-white stripes;
- logo jacquard from 1,000 pieces.

Delivery by truck, DAP Split, in about five days.

Srdačan pozdrav,
""" + S4,
        "English first e-mail with a Croatian greeting in the vocative (`gospođo`) and sign-off; "
        "opens from the note (Dalmatian hotels); company without d.o.o.; Croatia and Montenegro; "
        "bath sheets and pool towels as varieties; Denizli, Split; DAP",
        Edit("company_misspelled", "body", "to Kupsjak Hotelska Oprema.", "to Kupsiak Hotelska Oprema.",
             "the family name in the company spelled the Polish way", expected="Kupsjak Hotelska Oprema",
             found="Kupsiak Hotelska Oprema"),
    ),
    Mail(
        "P038", "s4",
        "Travertine tiles from Denizli",
        """Dear Mr Predovan,

Croatia has its own fine limestone, but for travertine most stone companies on the coast import from Turkey, and Predovan Kamen may be looking for a second source.

We quarry and cut classic and silver travertine in Denizli: tiles 40 x 40, 60 x 60 and 30 x 60 cm, honed and filled or tumbled, plus pool coping and mosaics. Trucks reach Split or Zagreb in five to six days.

Best regards,
""" + S4,
        "very short first e-mail; `Mr` + family name; the title not named; company without "
        "d.o.o.; Croatia and Turkey named; colours, sizes, finishes; Split, Zagreb",
        Edit("company_foreign", "body", "and Predovan Kamen may be", "and Kupsjak Hotelska Oprema may be",
             "the other Croatian buyer's company", expected="Predovan Kamen",
             found="Kupsjak Hotelska Oprema"),
    ),
    Mail(
        "P039", "s4",
        "土耳其純棉浴巾（酒店用）介紹 — 吳經理",
        """吳經理您好：

冒昧來信。我是土耳其 Ege Kervan Dış Ticaret A.Ş. 的出口銷售經理 Elif Yıldırım。得知澳門吳氏酒店用品有限公司為路氹的酒店及度假村供應毛巾，特此介紹我們在代尼茲利（Denizli）生產的土耳其純棉浴巾：

‧ 浴巾 70 x 140 cm，600 g/m²，100% 精梳棉，白色緞檔；
‧ 浴巾、面巾、地巾成套供應，可繡酒店標誌；
‧ 耐工業洗滌 200 次以上。

海運 CIF 香港或澳門，約 30 天。如有需要，可先寄樣品。

順頌商祺
""" + S4,
        "first e-mail wholly in traditional Chinese; greeting with family name + title "
        "(`吳經理`); opens from the note (Cotai resorts, `路氹`); the sender's title and city "
        "translated; towel sets; Hong Kong, Macau; CIF",
        Edit("company_missing", "body", ("澳門吳氏酒店用品有限公司",), ("貴公司",),
             "the company replaced by `貴公司` (your company)"),
    ),
    Mail(
        "P040", "s3",
        "Hass avocados for Macau – Colombian supply",
        """Dear Ms Wong,

I am Santiago Restrepo, commercial manager of Frutos del Quindío, a Hass avocado grower and packer in Colombia. Macau's restaurants and hotels buy more avocados every year, and Wong Importação e Exportação could add Colombia as a steady source next to Mexico and Peru.

- Hass, sizes 18-22, in 4 kg cartons;
- reefer containers via Hong Kong, about 35 days from Buenaventura;
- GlobalG.A.P., residue analyses per lot.

I would be glad to send a quotation CIF Hong Kong with delivery to Macau.

Muito obrigado and best regards,
""" + S3,
        "first e-mail; `Ms` + family name for a Cantonese name written family-first; company "
        "without `, Limitada`; possessive `Macau's`; Mexico and Peru as other origins; a "
        "Portuguese thanks (Macau); Buenaventura, Hong Kong; CIF",
        Edit("contact_wrong", "body", "Dear Ms Wong,", "Dear Ms Wang,",
             "the Mandarin family name for the Cantonese one", expected="Ms Wong", found="Ms Wang"),
    ),
]
