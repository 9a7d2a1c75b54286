"""Natural e-mails 41-60: second e-mails to 20 buyers (other styles; three follow-ups on an own e-mail)."""

from mail import Mail, Twin

EMAILS = [
    Mail("Q002", "s3", "Solid carbide end mills – a new source for Gröttner", """\
Dear Mr Gröttner,

I hope you're well. I'm Ji-hoon Park, overseas sales team leader at Hanbit Precision in Incheon, South Korea. We manufacture tungsten carbide end mills (square, ball-nose, corner-radius and roughing types, Ø1–20 mm) and supply tool distributors in Europe under their own brands.

Why distributors work with us:
• runout below 3 µm
• coatings matched to the material: AlTiN for steel, ZrN for aluminium, DLC for graphite and composites
• 1,200 standard items in stock, so small mixed orders ship within a week

Would Gröttner Werkzeughandel be open to testing ten tools from our standard range?

Best regards,
Ji-hoon Park
Hanbit Precision Co., Ltd.""",
         "LLM-style first e-mail with bullets, wholly in English; the sender's title translated and lower-cased; "
         "company without GmbH; other materials (graphite, composites) named",
         Twin("company_misspelled", "body", "Would Gröttner Werkzeughandel", "Would Grötner Werkzeughandel",
              "Gröttner Werkzeughandel GmbH", "a single t", found="Grötner Werkzeughandel")),
    Mail("Q004", "s3", "Carbide end mills for Herramientas Acevedo – samples available", """\
Hello Ms Acevedo,

A quick introduction: Hanbit Precision is a Korean manufacturer of tungsten carbide end mills, and we are looking for a distributor in Mexico. Our tools are used by machine shops serving the automotive and aerospace industries in Asia, and we believe they would suit Herramientas Acevedo's customers as well.

We can send five sample end mills of your choice free of charge. Would you like me to share the catalogue?

Kind regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "short first e-mail wholly in English; possessive of the company without S.A. de C.V.; Mexico, Asia",
         Twin("contact_wrong", "body", "Hello Ms Acevedo,", "Hello Ms Azevedo,", "Sessa Acevedo",
              "the Portuguese spelling of the family name", found="Azevedo")),
    Mail("Q006", "s3", "Re: Wiper blades for Пикянски Ауто ЕООД", """\
Dear Mr Pikyanski,

Just following up on my e-mail of last week about our wiper blades. In case it is useful, I have attached our list for Bulgaria: 38 part numbers cover most cars on Bulgarian roads, from Škoda and VW to Dacia and Toyota.

If you prefer, I can also send you five sample blades so you can try them yourself.

Best regards,
Park Ji-hoon
Hanbit Precision Co., Ltd.""",
         "follow-up on the writer's own e-mail, wholly in English; the Cyrillic family name romanised "
         "('Mr Pikyanski'); car makes named; 'Bulgarian roads'",
         Twin("category_wrong", "body", "about our wiper blades", "about our wiper arms", "automotive wiper blades",
              "wiper arms, the neighbouring part", found="wiper arms")),
    Mail("Q009", "s3", "Wiper blades for the Brazilian aftermarket", """\
Hi Davi Lucas,

Hanbit Precision makes wiper blades in Korea for aftermarket distributors. For Carvalho Autopeças we could offer the three types Brazilian drivers buy most: conventional frame blades, flat beam blades and hybrid blades, with adapters for Fiat, VW, Chevrolet and Hyundai models.

Our rubber is tested for UV and heat, which matters under the Brazilian sun. Shall I send the price list?

Cheers,
Park Ji-hoon
Hanbit Precision Co., Ltd.""",
         "short friendly first e-mail wholly in English; compound first name; 'Brazilian' twice; car makes",
         Twin("country_wrong", "body", "under the Brazilian sun", "under the Argentine sun", "Brazil",
              "a neighbouring country's adjective", found="Argentine")),
    Mail("Q010", "s3", "Plumillas limpiaparabrisas para Repuestos Pizarro", """\
Estimada Magaly:

Le escribo porque, como Jefe de Compras de Repuestos Pizarro, quizá esté buscando un nuevo proveedor de plumillas limpiaparabrisas. En Hanbit Precision (Corea del Sur) fabricamos plumillas convencionales, planas e híbridas, y gracias al TLC Chile-Corea entran sin arancel.

¿Le envío nuestra lista de precios CIF San Antonio?

Saludos cordiales,
Park Ji-hoon
Hanbit Precision Co., Ltd.""",
         "short first e-mail wholly in Chilean Spanish ('plumillas'); the title as recorded inside a sentence; "
         "first name in the greeting; TLC Chile-Corea",
         Twin("title_wrong", "body", "como Jefe de Compras", "como Gerente de Compras", "Jefe de Compras",
              "a manager for a head of purchasing: one level up", found="Gerente de Compras")),
    Mail("Q012", "s3", "Shower toilet seats for Millet Sanitaires", """\
Dear Ms Millet,

I'm writing from Hanbit Precision, a Korean maker of bidet toilet seats, often called shower toilet seats in Europe. Our electronic seats offer heated water, an air dryer and a deodoriser, and they fit most wall-hung and floor-standing toilets sold in France.

Many bathroom retailers now display a seat next to their toilets; we would be happy to provide Millet Sanitaires with a display unit at cost.

Kind regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "first e-mail wholly in English; 'shower toilet seats' as another name of the category; 'toilets' "
         "alone; company without SAS",
         Twin("company_foreign", "body", "provide Millet Sanitaires with", "provide Laboratoires Merle with",
              "Millet Sanitaires SAS", "another French buyer's company of this set", found="Laboratoires Merle")),
    Mail("Q014", "s3", "Korean bidet toilet seats for 劉氏衛浴", """\
Dear Ms Liu,

I hope you are well. Hanbit Precision makes electronic and non-electric bidet toilet seats in Incheon, Korea. Taiwan already knows these seats well from Japanese brands, and we can offer comparable features (heated seat, warm-water wash, dryer, remote control) at a lower price for 劉氏衛浴.

Could I send you our catalogue and a quote CIF Keelung?

Best regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.
jh.park@hanbitprecision.co.kr""",
         "first e-mail wholly in English to a contact recorded in Chinese script: 'Ms Liu' romanised; the "
         "company in Chinese without 股份有限公司; Japan named; Keelung",
         Twin("sender_wrong", "body", "Hanbit Precision makes", "Hanbit Precison makes", "Hanbit Precision Co., Ltd.",
              "the sender's company with a letter lost", found="Hanbit Precison")),
    Mail("Q016", "s1", "Namibian horse mackerel for Reis Pescas", """\
Dear Nair Reis,

Erongo Coast Trading in Walvis Bay supplies sea-frozen Cape horse mackerel to importers across Central and West Africa. With Walvis Bay only a few days' sailing from Luanda, Reis Pescas could receive stock every week rather than every month.

Sizes 20–25, 25–30 and 30+ cm, in 20 kg cartons. Would you like this week's price CFR Luanda?

Kind regards,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "short first e-mail wholly in English; full name in the greeting; company without Lda.; Luanda",
         Twin("company_missing", "body", "Reis Pescas", "your company", "Reis Pescas, Lda.",
              "every mention of the company replaced by 'your company'", everywhere=True)),
    Mail("Q020", "s1", "Following up: devil's claw root", """\
Dear Mr Hoareau,

I'm following up on my e-mail of two weeks ago about devil's claw root from Namibia. Prices for the new harvest (cut 3–5 mm, harpagoside above 1.2 %) are now fixed, and I would be glad to send them to Herboristerie Hoareau together with a 200 g sample.

Kind regards,
Ndapewa Shikongo
Erongo Coast Trading (Pty) Ltd""",
         "short follow-up on the writer's own e-mail, wholly in English; cut size, harpagoside; company "
         "without SARL",
         Twin("artifact", "body", "Dear Mr Hoareau,", "Dear Mr Hoa Hoareau,", "Dear Mr Hoareau,",
              "a stuttered name", found="Hoa Hoareau")),
    Mail("Q021", "s1", "Devil's claw root from Namibia", """\
Dear Mr Shi,

Devil's claw (Harpagophytum procumbens) is becoming better known in China for joint-care products, and Namibia is its main source. Erongo Coast Trading exports the dried, sliced secondary tubers with a certificate of analysis for each lot (harpagoside ≥ 1.2 %).

We can ship CIF Shanghai in 25 kg bags. May I send a sample for your QC team?

Kind regards,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "first e-mail wholly in English to a contact recorded in Chinese script: 'Mr Shi' (pinyin of 石); "
         "no mention of the company; China, Shanghai",
         Twin("note_wrong", "body", "Devil's claw (Harpagophytum procumbens) is becoming",
              "It was good to meet you at CPHI China in Shanghai. Devil's claw (Harpagophytum procumbens) "
              "is becoming", "", "a fair meeting the buyer's record does not hold (no note)",
              found="It was good to meet you at CPHI China in Shanghai.")),
    Mail("Q023", "s1", "Granite blocks – a new colour from Namibia", """\
Hello Ms Parikh,

Short note: we have just opened a new bench of dark-green granite near Karibib, and the first blocks (7–9 m³) will be ready in six weeks. If Parikh Granites would like first choice, I can reserve two blocks and send photos.

Regards,
Ndapewa
Erongo Coast Trading (Pty) Ltd, Namibia""",
         "very short note wholly in English; the sender signs with her first name only; company without "
         "Pvt. Ltd.; Karibib",
         Twin("company_misspelled", "body", "If Parikh Granites", "If Parekh Granites", "Parikh Granites Pvt. Ltd.",
              "the other common spelling of the family name", found="Parekh Granites")),
    Mail("Q027", "s2", "Peultjes uit Guatemala voor Van den Wittenboer", """\
Beste heer Van den Wittenboer,

Graag stel ik u ons bedrijf voor: Agroexportadora Los Cuchumatanes uit Guatemala teelt en verpakt verse peultjes (snow peas) in de hooglanden. Wij leveren het hele jaar, klasse I, in dozen van 4,5 kg, per luchtvracht naar Schiphol.

Zou Van den Wittenboer Groenten en Fruit interesse hebben in een proefzending?

Met vriendelijke groet,
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.""",
         "first e-mail wholly in Dutch; 'heer Van den Wittenboer' capitalised as Dutch writes it without a "
         "first name; peultjes; company without B.V.",
         Twin("company_foreign", "body", "Zou Van den Wittenboer Groenten en Fruit", "Zou Van Schweinfurt Sanitair",
              "van den Wittenboer Groenten en Fruit B.V.", "another Dutch buyer's company of this set",
              found="Van Schweinfurt Sanitair")),
    Mail("Q029", "s2", "Xate fronds – following up", """\
Dear Mr Kallert,

I wrote to you last month about our xate palm fronds and wanted to check whether Kallert Floristbedarf might be interested. Our fronds come in bunches of 20, in long (50–60 cm) and medium (40–50 cm) grades, and reach Frankfurt airport within 48 hours of cutting.

Could I send a sample carton?

Best regards,
Ana Lucía Tzul Pérez
Agroexportadora Los Cuchumatanes, S. A.""",
         "follow-up on the writer's own e-mail, wholly in English; grades; company without GmbH & Co. KG",
         Twin("note_wrong", "body",
              "I wrote to you last month about our xate palm fronds and wanted to check whether Kallert "
              "Floristbedarf might be interested.",
              "At IPM Essen you asked about our xate palm fronds, and I wanted to check whether Kallert "
              "Floristbedarf is still interested.", "",
              "a fair and a request the buyer's record does not hold (no note)",
              found="At IPM Essen you asked about our xate palm fronds")),
    Mail("Q030", "s2", "Fresh rambutans by truck to El Salvador", """\
Dear Ms Cervántez,

Our rambutan season on Guatemala's south coast runs from July to November, and because El Salvador is just across the border, we can deliver by refrigerated truck within a day of harvest, far fresher than fruit shipped from Asia.

For Distribuidora Cervántez we can pack 2.5 kg or 5 kg boxes, or 500 g punnets for supermarkets. Shall I send a price list?

Best regards,
Ana Lucía Tzul Pérez
Agroexportadora Los Cuchumatanes, S. A.""",
         "first e-mail wholly in English; the buyer's and the sender's country in one sentence; Asia; "
         "company without S.A. de C.V.",
         Twin("country_wrong", "body", "because El Salvador is just across the border",
              "because Honduras is just across the border", "El Salvador", "a neighbouring country",
              found="Honduras")),
    Mail("Q031", "s2", "Rambután fresco de Guatemala", """\
Estimado Sr. Expósito:

Me pongo en contacto con usted como comprador de Frutas Tropicales Expósito para presentarle nuestro rambután fresco de Guatemala. Cosechamos de julio a noviembre en la costa sur y enviamos por vía aérea a Madrid en cajas de 2,5 kg.

Si le interesa, puedo enviarle una oferta CPT Madrid para la próxima temporada.

Un cordial saludo,
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.""",
         "formal first e-mail wholly in Spanish; the title lower-cased inside a sentence; company without S.L.",
         Twin("title_wrong", "body", "como comprador de", "como jefe de compras de", "Comprador",
              "head of purchasing for a buyer: one level up", found="jefe de compras")),
    Mail("Q034", "s4", "Tea tree oil for Laboratoires Merle", """\
Dear Ms Merle,

I'm Siobhán McAuliffe from Esperance Bay Botanicals in Western Australia. We supply pure Australian tea tree oil to cosmetic and pharmaceutical laboratories in Europe, with REACH covered by our only representative in the EU and documents for each lot (CoA, SDS, IFRA, allergens).

If Laboratoires Merle is looking for a second source of tea tree oil, I'd be happy to send a 100 ml sample and a price for 25 kg drums.

Best regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "first e-mail wholly in English; the sender's name with its fada; REACH, IFRA; company without SAS",
         Twin("category_wrong", "body", "We supply pure Australian tea tree oil",
              "We supply pure Australian eucalyptus oil", "tea tree oil", "eucalyptus oil, a neighbouring oil",
              found="eucalyptus oil")),
    Mail("Q035", "s4", "Tea tree oil for Єщенко Косметик", """\
Добрий день, пані Варваро!

I'm writing from Esperance Bay Botanicals in Australia. We produce and export tea tree oil that meets ISO 4730, and we ship to cosmetics manufacturers across Europe in 5 kg and 25 kg containers.

Would Єщенко Косметик be interested in a sample and a price DAP Ukraine?

З повагою,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "short first e-mail, English with Ukrainian greeting (vocative) and closing; company in Cyrillic "
         "without ТОВ and its quotes",
         Twin("artifact", "body", "and we ship to cosmetics manufacturers across Europe in 5 kg and 25 kg containers.",
              "and we ship to cosmetics kg across manufacturers 25 Europe and in containers 5 kg.",
              "and we ship to cosmetics manufacturers across Europe in 5 kg and 25 kg containers.",
              "word salad: the clause's words shuffled")),
    Mail("Q037", "s4", "Following up: lupins for Dương Feed", """\
Dear Mr Hoàng,

I'm following up on my note about Australian sweet lupins. The new crop is being harvested around Esperance now, and we have 500 t of cleaned whole lupins for shipment in January–February, CFR Cat Lai.

Would you like a firm offer?

Best regards,
Siobhán McAuliffe
Esperance Bay Botanicals Pty. Ltd.""",
         "short follow-up on the writer's own e-mail, wholly in English; 'Mr Hoàng' by the given name; company "
         "short form in the subject",
         Twin("contact_wrong", "body", "Dear Mr Hoàng,", "Dear Mr Dương,", "Dương Hoàng",
              "the family name used as if it were the name Vietnamese are addressed by", found="Mr Dương")),
    Mail("Q038", "s4", "Australian lupins for the Egyptian termis market", """\
Dear Mr Murshid,

Egypt is one of the largest buyers of Australian lupins, and Nile Delta Grains is well placed to serve the termis trade. Esperance Bay Botanicals can offer sweet white lupins from Western Australia, cleaned and bagged, with a phytosanitary certificate and an Australian certificate of origin.

May I send you a price for February shipment?

Best regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "first e-mail wholly in English to a contact recorded in Arabic script ('Mr Murshid' romanised); "
         "company short form; 'Egyptian', 'Australian'",
         Twin("sender_wrong", "body", "Siobhán McAuliffe", "Siobhán McAuley", "Siobhán McAuliffe",
              "the sender's family name changed")),
    Mail("Q017", "s1", "Frozen horse mackerel – weekly availability", """\
Dear Mr Lambert,

Here is our availability for the coming weeks, in case Congo Froid Lambert needs to top up its cold store:

- 25–30 cm, 20 kg cartons: 2 × 40' reefers
- 30 cm+: 1 × 40' reefer

All from our cold store in Walvis Bay, sea-frozen, with health certificates from the Namibian Standards Institution (NSI).

Kind regards,
Ndapewa Shikongo
Erongo Coast Trading (Pty) Ltd""",
         "short availability list wholly in English; company without SARL; Namibian in another name",
         Twin("company_missing", "body", "Congo Froid Lambert", "your company", "Congo Froid Lambert SARL",
              "the only mention of the company replaced by 'your company'", everywhere=True)),
]
