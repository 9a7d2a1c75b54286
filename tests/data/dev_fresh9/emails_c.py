"""Natural e-mails 41-60: a second e-mail to 20 buyers in another style (4 follow-ups after a
sample or a quotation the note records; the others short first e-mails, price lists, an `Attn:`
offer, one-question notes), each with the one edit its twin gets."""

from mail import edit, mail

NOTE_R020 = "Greenhouse vegetable grower near Almaty; prefers Russian"
NOTE_R038 = "Visited our stand at Première Vision in Paris (September 2025)"

MAILS = [
    mail(
        "R006",
        "s1",
        "Fish maw samples – did they reach 周記海味?",
        """
周先生您好，

Just checking that the fish maw samples reached you – DHL shows them as delivered on Tuesday.

Once you have soaked and tried them, I would be glad to hear what you think of the extra-large pieces (250 g and up). If they suit 周記海味's customers, we can quote CIF Hong Kong for 200 kg or more, in 10 kg cartons.

Best regards,
Brenda

Brenda Nakato Ssekandi
Kagera Lakeside Exports (U) Ltd
""",
        "follow-up after the samples the note records; Chinese greeting with family name + "
        "先生 in an English mail; the short company in Chinese with an English possessive; the "
        "sender signs with her first name above the full signature",
        edit("company_misspelled", "body", "周記海味's customers", "周紀海味's customers",
             "the homophone 紀 for 記", found="周紀海味", expected="周記海味"),
    ),
    mail(
        "R010",
        "s1",
        "Re: Quotation: 1 tonne dried fish maw, CIF Bangkok",
        """
Dear Khun Pannawich,

I hope you had time to look at our quotation for 1 tonne of Grade A fish maw, CIF Bangkok. Two updates that may help:

1. We can split the tonne into two 500 kg shipments a month apart, at the same price.
2. If Chowitunkit Marine Products prefers smaller pieces for retail packs, our 50-100 g grade is USD 96.00/kg CIF Bangkok.

The offer stays valid until the end of the month. Is there anything else you need from us?

Kind regards,
Brenda Nakato Ssekandi
Kagera Lakeside Exports (U) Ltd
""",
        "follow-up after the quotation the note asked for (1 tonne, CIF Bangkok); `Re:` "
        "subject; Khun + first name; company without Co., Ltd.; numbered list",
        edit("contact_wrong", "body", "Dear Khun Pannawich,", "Dear Khun Pannawit,",
             "a near-miss Thai first name", found="Pannawit", expected="Pannawich"),
    ),
    mail(
        "R013",
        "s1",
        "Jak chutnal vzorek dřeně z marakuji?",
        """
Dobrý den, paní Švecová,

doufám, že vzorek mražené dřeně z marakuji bez semínek dorazil v pořádku. Měli jste už možnost ho vyzkoušet ve vašich nápojích?

Pokud by se Švecová Nápoje rozhodla pro první objednávku, můžeme dodat jednu paletu kbelíků po 10 kg do čtyř týdnů od objednávky.

Ráda zodpovím jakékoli dotazy.

S pozdravem
Brenda Nakato Ssekandi
Kagera Lakeside Exports (U) Ltd
Entebbe, Uganda
""",
        "follow-up after the sample the note records, written wholly in Czech; `paní` + "
        "feminine surname; the category in Czech (dřeň z marakuji); company without s.r.o.; "
        "the sender writes of herself in the feminine (Ráda)",
        edit("category_wrong", "body", "vzorek mražené dřeně z marakuji",
             "vzorek mražené dřeně z guavy", "guava pulp for passion fruit pulp",
             found="dřeně z guavy", expected="dřeně z marakuji"),
    ),
    mail(
        "R036",
        "s4",
        "Palm sugar sample – any feedback?",
        """
Hi Kendra,

The tracking says our palm sugar sample reached Brown Pantry last Thursday – I hope the granulated sugar and the cakes both arrived in good shape.

When you've had a chance to taste them, I'd love to know what you think. For a first order we can do a mixed pallet: organic granulated palm sugar in 250 g retail pouches and 10 kg bulk bags, CIF Melbourne or Sydney.

Cheers,
Sreyneang
Angkor Harvest Trading Co., Ltd.
+855 23 991 408
""",
        "follow-up after the sample the note records; first name; company without Pty Ltd; "
        "the sender signs with her given name only (Khmer name, family name Sok first); "
        "Australian ports",
        edit("sender_wrong", "body", "Angkor Harvest Trading Co., Ltd.",
             "Angkor Harvest Traders Co., Ltd.", "the sender's company with a changed word"),
    ),
    mail(
        "R017",
        "s2",
        "Quick question on tea towels",
        """
Hi Alyssa,

Does Myers Home & Kitchen sell tea towels under its own label? If so, we can weave 100% linen towels in your colors with a woven or printed label, starting at 500 pieces per design.

Thanks,
Rūta
Nemuno Linas UAB, Lithuania
""",
        "one-question note; first name; company without LLC; US spelling; the sender signs "
        "with her first name",
        edit("artifact", "body", "Home & Kitchen sell tea", "Home & Kitchensell tea",
             "two words fused", found="Kitchensell", expected="Kitchen sell"),
    ),
    mail(
        "R019",
        "s2",
        "[Nemuno Linas] 피트모스 가격표 안내",
        """
주식회사 김원예
구매팀장 김주원 님께

안녕하세요. 리투아니아 Nemuno Linas UAB의 루타 제마이티에네입니다.
육묘용 스패그넘 피트모스(화이트 피트, 0-10 mm, pH 5.5-6.5 조정)의 2026년 가격표를 첨부해 드립니다.

- 포장: 250 L 압축 베일, 6 m³ 빅베일
- 조건: CIF 부산, 40피트 HC 컨테이너 기준
- RHP 인증

검토 부탁드립니다.
감사합니다.

루타 제마이티에네 드림
Eksporto vadovė, Nemuno Linas UAB
""",
        "written wholly in Korean; address block with company, title and full name + 님께; "
        "the sender's name in Hangul; category in Korean; CIF Busan",
        edit("title_wrong", "body", "구매팀장 김주원", "영업팀장 김주원",
             "sales team leader for purchasing team leader", found="영업팀장",
             expected="구매팀장"),
    ),
    mail(
        "R023",
        "s2",
        "Rapeseed oil price list – delivered UK",
        """
Dear Alex,

Please find below our 2026 prices for cold-pressed rapeseed oil, delivered to Davis Fine Foods' warehouse in the UK (DAP):

Cold-pressed rapeseed oil, filtered
- 250 ml glass, 12 per case: GBP 19.20 per case
- 500 ml glass, 6 per case: GBP 16.80 per case
- 5 l tin, 2 per case: GBP 24.50 per case

Minimum order one mixed pallet; lead time three weeks.

Best regards,
Rūta Žemaitienė
Export Manager
Nemuno Linas UAB
""",
        "price list; first name; possessive of the company without Ltd; the buyer's country "
        "in the subject and the body; GBP prices per case",
        edit("country_wrong", "body", "warehouse in the UK (DAP)", "warehouse in Ireland (DAP)",
             "Ireland for the buyer's United Kingdom", found="Ireland", expected="the UK"),
    ),
    mail(
        "R014",
        "s1",
        "Passievruchtpulp uit Oeganda – nieuwe oogst",
        """
Beste Amir,

Short one: we still have 40 tonnes of seedless frozen passion fruit pulp from the new Ugandan harvest unallocated. If Rijcken Fruitverwerking needs pulp for its third-quarter production, I can offer it FCA cold store Rotterdam at EUR 2.95/kg.

Shall I reserve some for you?

Groeten,
Brenda Ssekandi
Kagera Lakeside Exports (U) Ltd
""",
        "short offer; Dutch subject, greeting and sign-off with the first name; company "
        "without B.V.; the sender's short name; FCA Rotterdam",
        edit("company_foreign", "body", "If Rijcken Fruitverwerking needs",
             "If Weerdenburg Visgroothandel needs",
             "another Dutch buyer's company of this set (R004)",
             found="Weerdenburg Visgroothandel", expected="Rijcken Fruitverwerking"),
    ),
    mail(
        "R020",
        "s2",
        "Торф для рассады – цены на весенний сезон",
        """
Тимофей, добрый день!

Направляю цены на верховой торф на весенний сезон: раскисленный торф фракции 0–10 мм с удобрением – 16 евро за кипу 250 л, CPT Алматы, при заказе от одного 40-футового контейнера.

Если «Карпов Агро» планирует высев рассады в феврале, заказ лучше подтвердить до середины декабря.

С уважением,
Рута Жемайтене
Nemuno Linas UAB
""",
        "short price note wholly in Russian (the note's language); first name; company in "
        "guillemets without ТОО; the sender's name in Russian; CPT Almaty (the note's city)",
        edit("note_wrong", "body", "Тимофей, добрый день!\n\nНаправляю цены",
             "Тимофей, добрый день!\n\nКак договорились на выставке в Астане, направляю цены",
             "a meeting at a fair that the buyer's note does not name",
             found="Как договорились на выставке в Астане", expected=NOTE_R020),
    ),
    mail(
        "R024",
        "s3",
        "Organic Brazil nut kernels, medium – offer",
        """
Dear Mr Briemer,

Thank you for your enquiry. For Briemer Nusskontor we can offer:

Organic Brazil nut kernels, medium (110-130/lb), new crop from Pando
20 kg vacuum-packed bags, one bag per carton
USD 8.90/kg CIF Hamburg, 12 t per 20' container
Shipment in February from Arica

An aflatoxin certificate comes with every lot.

Best regards,
María José Quispe
Riberalta Trópico Export S.R.L.
""",
        "a second writer's short English reply to the note's request (medium, organic, 20 kg "
        "vacuum packs); Mr + surname; company without GmbH; region; CIF Hamburg",
        edit("company_missing", "body", "For Briemer Nusskontor we can offer:",
             "For your company we can offer:", "the only mention of the company made generic",
             found="your company", expected="Briemer Nusskontor GmbH"),
    ),
    mail(
        "R026",
        "s3",
        "Neue Ernte Paranüsse – Preise ab Februar",
        """
Sehr geehrte Frau Lustenberger

Die neue Ernte aus dem Pando wird derzeit geschält und sortiert. Ab Februar können wir Lustenberger Nüsse wieder alle Kaliber liefern: large, medium, midget und Bruch.

Soll ich Ihnen die Preisliste schicken?

Freundliche Grüsse
María José Quispe
Riberalta Trópico Export S.R.L.
""",
        "short Swiss German note (no comma after the greeting, `Grüsse`); Frau + surname; "
        "company without AG; the category in German; grades",
        edit("company_misspelled", "body", "Lustenberger Nüsse wieder",
             "Lustenburger Nüsse wieder", "a changed vowel in the surname",
             found="Lustenburger Nüsse", expected="Lustenberger Nüsse"),
    ),
    mail(
        "R027",
        "s3",
        "Tin for solder – a monthly contract?",
        """
Dear Samarth,

Many Indian solder makers now buy tin on a monthly contract to smooth out LME swings. We could supply Tandon Solder Alloys with 20 t a month of 99.9% tin ingots, priced on the previous month's average LME cash price plus a fixed premium, CIF Nhava Sheva.

Would a call next week suit you to discuss volumes?

Regards,
María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "short proposal; first name; company without Pvt. Ltd.; the buyer's country as an "
        "adjective; proposes a call (claims none)",
        edit("contact_wrong", "body", "Dear Samarth,", "Dear Sumit,",
             "another Indian first name", found="Sumit", expected="Samarth"),
    ),
    mail(
        "R031",
        "s3",
        "Decking offer – ipê and cumaru, CIF Limassol",
        """
Attn: Ms Maria Georgiou, Purchasing Manager
Georgiou Timber Ltd, Cyprus

Dear Ms Georgiou,

Please find our decking offer for the coming season:

Ipê (tajibo) 21 x 145 mm, KD, smooth/grooved, RL 1.8-5.5 m – USD 3,900/m³ CIF Limassol
Cumaru 21 x 145 mm, KD, smooth both faces, RL 1.8-5.5 m – USD 3,300/m³ CIF Limassol
FSC 100% on request (+8%)

Minimum order: one 20' container, species can be mixed.

Kind regards,
María José Quispe
Export Manager
Riberalta Trópico Export S.R.L.
""",
        "`Attn:` offer with full name, title, company with Ltd and country; Ms + surname; "
        "species, sizes, random lengths; CIF Limassol",
        edit("title_wrong", "body", "Georgiou, Purchasing Manager", "Georgiou, Sales Manager",
             "a sales title for the purchasing one", found="Sales Manager",
             expected="Purchasing Manager"),
    ),
    mail(
        "R032",
        "s3",
        "Ipe decking samples for Nakamura Mokuzai",
        """
Dear Nakamura-san,

We have cut a set of ipe decking samples (20 x 145 mm, 300 mm long, smooth and grooved) and a cumaru piece for comparison. May I send them to Nakamura Mokuzai by courier? They are kiln-dried, so they clear Japanese plant quarantine without trouble.

Best regards,
María José Quispe
Riberalta Trópico Export S.R.L.
""",
        "short offer of samples (none requested before); surname + -san; company without "
        "Co., Ltd.; species; the buyer's country as an adjective",
        edit("category_wrong", "body", "a set of ipe decking samples",
             "a set of ipe flooring samples", "indoor flooring for decking",
             found="ipe flooring", expected="ipe decking"),
    ),
    mail(
        "R034",
        "s4",
        "Jasmine rice for Ramadan orders",
        """
Dear Ms Fatima,

Many traders in the UAE place their Ramadan rice orders three months ahead. To help Al Mazrouei Foodstuff Trading plan, we can hold this year's price on our Phka Rumduol jasmine rice for contracts signed by the end of January, shipped CIF Jebel Ali in February and March.

Would you like a proforma invoice for a trial container?

Best regards,
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "seasonal offer; Ms + first name as in the Gulf; company without L.L.C.; the buyer's "
        "country; variety; CIF Jebel Ali",
        edit("country_wrong", "body", "Many traders in the UAE", "Many traders in Oman",
             "Oman for the buyer's United Arab Emirates", found="Oman", expected="the UAE"),
    ),
    mail(
        "R035",
        "s4",
        "Own-brand jasmine rice?",
        """
Dear Ms Tan,

Does Kim Hin Rice Trading pack jasmine rice under its own brand? If so, we can mill and pack Cambodian Phka Rumduol in your bags in Phnom Penh, so it arrives in Singapore shelf-ready.

Kind regards,
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd.
""",
        "one-question note; Ms + family name; company without Pte Ltd; variety; the buyer's "
        "country",
        edit("sender_wrong", "body", "Sales & Export Manager", "Sales & Marketing Manager",
             "the sender's title changed"),
    ),
    mail(
        "R037",
        "s4",
        "Palmzucker-Muster für Täsche Naturkost",
        """
Sehr geehrte Frau Täsche,

darf ich Ihnen ein Muster unseres Bio-Palmzuckers aus Kampong Speu schicken? Wir liefern Granulat und Blöcke, in 25-kg-Säcken oder als 250-g-Beutel mit Ihrem Etikett, CIF Hamburg.

Mit freundlichen Grüßen
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "short German one-question mail; Frau + surname; company without GmbH in the subject; "
        "the category in German; formats",
        edit("artifact", "body", "Wir liefern Granulat und Blöcke, in",
             "Wir liefern Granulat und Blöcke, Wir liefern Granulat und Blöcke, in",
             "a repeated clause",
             found="Wir liefern Granulat und Blöcke, Wir liefern Granulat und Blöcke",
             expected="Wir liefern Granulat und Blöcke"),
    ),
    mail(
        "R038",
        "s4",
        "Nuovi colori per l'autunno – sciarpe di seta",
        """
Gentile signora Ceschi,

le scrivo per presentarle i nuovi colori delle nostre sciarpe di seta tessute a mano in Cambogia: ruggine, ocra, blu notte e verde oliva, tinte con coloranti naturali. Formato 50 x 180 cm; ordine minimo 50 pezzi per colore.

Se Ceschi Accessori desidera dei campioni, posso spedirli in Italia con DHL.

Cordiali saluti,
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "written wholly in Italian; signora + surname; company without S.r.l.; the category "
        "in Italian; colours; does not use the note",
        edit("note_wrong", "body", "le scrivo per presentarle",
             "come promesso a Pitti Uomo, le scrivo per presentarle",
             "a fair the buyer's note does not name (the note names Première Vision)",
             found="come promesso a Pitti Uomo", expected=NOTE_R038),
    ),
    mail(
        "R039",
        "s4",
        "Catálogo de pañuelos de seda",
        """
Estimada Ruby:

Le comparto nuestro catálogo de pañuelos de seda camboyana para la temporada otoño-invierno. Para Boutique Tijerina podemos preparar un surtido inicial de 60 piezas en 6 diseños, con precios DAP y entrega en México.

Quedo atenta a sus comentarios.

Saludos,
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "short Mexican Spanish note; `Estimada` + first name with a colon; company without "
        "S.A. de C.V.; the sender writes of herself in the feminine (atenta)",
        edit("company_missing", "body", "Para Boutique Tijerina podemos", "Para su tienda podemos",
             "the only mention of the company made generic", found="su tienda",
             expected="Boutique Tijerina S.A. de C.V."),
    ),
    mail(
        "R040",
        "s4",
        "Seidenschals – Lieferzeit für die Herbstkollektion",
        """
Sehr geehrter Herr Glaser,

damit die Schals rechtzeitig für die Herbstkollektion von Glaser Mode ankommen, sollten wir die Bestellung bis Ende März festmachen: Weben und Färben von Hand dauern etwa zehn Wochen, der Luftversand nach Österreich eine Woche.

Gerne reserviere ich Ihnen schon jetzt Webstühle in Takeo.

Mit freundlichen Grüßen
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "written wholly in German (the note's language), about the note's autumn collection; "
        "Herr + surname; company without GmbH; the buyer's country in German",
        edit("company_foreign", "body", "von Glaser Mode ankommen", "von Ceschi Accessori ankommen",
             "another silk buyer's company (R038, Italy)", found="Ceschi Accessori",
             expected="Glaser Mode"),
    ),
]
