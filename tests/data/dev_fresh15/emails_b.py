"""Natural e-mails 21-40 (buyers Q021-Q040), each with the one edit its twin gets."""

from mail import Mail, Twin

EMAILS = [
    Mail("Q021", "s1", "纳米比亚南非钩麻（devil's claw）供应 – Erongo Coast Trading", """\
石经理，您好！

我是纳米比亚 Erongo Coast Trading (Pty) Ltd 的出口经理 Ndapewa Shikongo。我们出口南非钩麻（Harpagophytum procumbens，英文 devil's claw）的干燥切片次生块根，哈巴苷含量不低于 1.2%，每批附检测报告。

如贵司石氏中药材有兴趣，我们可以寄送 1 公斤样品，并报 CIF 广州或 CIF 上海价格。

此致
敬礼

Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd
Walvis Bay, Namibia""",
         "first e-mail wholly in simplified Chinese; '石经理' (family name + title); company short form without "
         "进出口有限公司; Chinese name of the root (南非钩麻); harpagoside (哈巴苷); CIF Guangzhou/Shanghai",
         Twin("company_misspelled", "body", "贵司石氏中药材", "贵司石式中药材", "石氏中药材进出口有限公司",
              "a homophone character (式 for 氏)", found="石式中药材")),
    Mail("Q022", "s1", "Granite blocks after your visit to Karibib", """\
Gentile Sig.ra Agostinelli,

Thank you again for making the trip to our quarry near Karibib in March. As promised, here are the block details for Agostinelli Graniti:

- Namibian granite, the blue-grey and the pink varieties you saw on the bench
- commercial blocks from 6 to 10 m³, gang-saw size, squared with diamond wire
- FOB Walvis Bay, or CFR Marina di Carrara on request

I will send the latest block photos and the list of numbered blocks by Friday.

Cordiali saluti,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "follow-up after the quarry visit of the note, bullets, English with Italian greeting and closing "
         "('Sig.ra'); company without S.r.l.; gang-saw size, m³; Marina di Carrara",
         Twin("note_wrong", "body", "making the trip to our quarry near Karibib in March",
              "meeting us at Marmomac in Verona in September", "visited the Karibib quarry in March 2025",
              "a fair meeting the note does not hold (the note has a quarry visit)",
              found="meeting us at Marmomac in Verona in September")),
    Mail("Q023", "s1", "Namibian granite blocks for Parikh Granites", """\
Dear Ms Parikh,

I hope this finds you well. I'm reaching out because Parikh Granites may be interested in exotic granite blocks from Namibia for its processing in India.

What we offer:
- quarry-fresh blocks in several Namibian colours, 6–12 m³
- block lists with photos, dimensions and weights before every shipment
- CFR Mundra or Chennai, payment by LC at sight

Many Indian processors combine imported blocks with their local granites to widen their range. Would it help if I sent our current block list?

Warm regards,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "LLM-style first e-mail with a bullet list, wholly in English; company without Pvt. Ltd.; 'Indian "
         "processors'; Mundra, Chennai",
         Twin("company_missing", "body", "Parikh Granites", "your company", "Parikh Granites Pvt. Ltd.",
              "every mention of the company replaced by 'your company'", everywhere=True)),
    Mail("Q024", "s1", "Blocos de granito – dimensões e fotografias", """\
Caro Brian Neves,

Conforme pedido, envio em anexo as dimensões e as fotografias dos blocos de granito que temos disponíveis na pedreira:

- bloco 114: 3,10 x 1,85 x 1,60 m (9,2 m³)
- bloco 117: 2,90 x 1,70 x 1,55 m (7,6 m³)
- bloco 121: 3,20 x 1,90 x 1,75 m (10,6 m³)

São todos de primeira escolha, sem fissuras visíveis. Podemos embarcar em Walvis Bay com destino a Leixões.

Com os melhores cumprimentos,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "answer to the note (dimensions and photos), wholly in European Portuguese, full name in the greeting; "
         "block sizes with decimal commas; Leixões; no mention of the buyer's company",
         Twin("contact_wrong", "body", "Caro Brian Neves,", "Caro Bruno Neves,", "Brian Neves",
              "a more common Portuguese first name", found="Bruno Neves")),
    Mail("Q025", "s2", "Guatemalan snow peas – nice meeting you at IFPA", """\
Hi Michael,

Great to meet you at the IFPA Global Produce & Floral Show. Here is the summary I promised on our snow peas:

- grown by small farmers in the Chimaltenango and Sacatepéquez highlands, packed in our plant in Quetzaltenango
- 10 lb cartons, also 8 x 1 lb bags, hand-graded and de-stringed on request
- PrimusGFS certified; supply all year, with the peak from November to April
- by air to Miami, or in reefers from Santo Tomás de Castilla to Port Everglades

If a weekly programme suits Young Fresh Produce, I can hold two pallets a week from January. I've copied our quality manager so that you, as the produce buyer, get the PrimusGFS audit report directly.

Saludos / Best regards,
Ana Lucía Tzul
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.
Quetzaltenango, Guatemala""",
         "follow-up after the fair of the note, bullets, American English; title lower-cased in a sentence; "
         "company without LLC; sender's name shortened (second family name left out); Guatemalan regions and "
         "ports; bilingual closing",
         Twin("title_wrong", "body", "as the produce buyer", "as the produce director", "Produce Buyer",
              "a director for a buyer: one level off", found="produce director")),
    Mail("Q026", "s2", "GLOBALG.A.P. certificate – snow peas from Guatemala", """\
Dear Caroline,

Thank you for your interest in our snow peas. As requested, I attach our GLOBALG.A.P. certificate (IFA v6, fruit and vegetables, valid to October) together with the latest pesticide residue report against UK MRLs.

Our snow peas (mangetout) come from growers around Chimaltenango, are graded to Class I and packed in 2 kg or 4.5 kg cartons, or in punnets for retail. We fly them to London Heathrow three times a week.

If the certificate meets Patel Fresh's requirements, I'd be happy to arrange a trial shipment.

Kind regards,
Ana Lucía Tzul Pérez
Export Manager
Agroexportadora Los Cuchumatanes, S. A.""",
         "answer to the note (GLOBALG.A.P.), English; 'mangetout' the British name; possessive of the company "
         "without Ltd; sender title in English; punnets, Class I",
         Twin("category_wrong", "body", "Our snow peas (mangetout)", "Our sugar snap peas", "fresh snow peas",
              "sugar snap peas, the neighbouring pea", found="sugar snap peas")),
    Mail("Q027", "s2", "Snow peas from Guatemala, all year round", """\
Beste David,

My name is Ana Lucía Tzul, export manager at Agroexportadora Los Cuchumatanes in Guatemala. We grow and pack fresh snow peas (peultjes) in the western highlands and fly them to Amsterdam Schiphol twice a week.

For an importer like Van den Wittenboer Groenten en Fruit we could supply:
- Class I snow peas, 8–10 cm, in 4.5 kg cartons
- GLOBALG.A.P. and GRASP certified farms
- year-round volumes for the Dutch market, with a peak from November to April

Would a trial pallet be of interest?

Met vriendelijke groet,
Ana Lucía Tzul
Agroexportadora Los Cuchumatanes, S. A.""",
         "first e-mail, English with Dutch greeting and closing; 'peultjes' the Dutch name; company capitalised "
         "'Van den' where no first name precedes, without B.V.; 'Dutch market'",
         Twin("country_wrong", "body", "for the Dutch market", "for the Belgian market", "Netherlands",
              "the neighbouring country's adjective", found="Belgian")),
    Mail("Q028", "s2", "Your sample box of xate fronds", """\
Hej Trine,

Thank you for asking for a sample box of our xate fronds. It leaves Guatemala City on Tuesday by air to Copenhagen, and I will send you the air waybill as soon as I have it.

The box holds about 600 fronds of Chamaedorea elegans (jade xate) in bunches of 20, long and medium grades, harvested in the community forest concessions of Petén. The fronds keep 30–40 days in a cool room, which florists like for green work.

Venlig hilsen / Kind regards,
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.
+502 7765 3190""",
         "follow-up on the sample request of the note, English with Danish greeting and closing; Latin name and "
         "grades; Petén; no mention of the buyer's company",
         Twin("sender_wrong", "body", "Ana Lucía Tzul Pérez", "Ana Lucía Tzuc Pérez", "Ana Lucía Tzul Pérez",
              "the sender's family name with one letter changed")),
    Mail("Q029", "s2", "Xate-Palmwedel aus Guatemala", """\
Sehr geehrter Herr Kallert,

wir sind ein Exporteur aus Guatemala und liefern frische Xate-Palmwedel (Chamaedorea) für Floristik und Trauerbinderei, nachhaltig im Petén geerntet. Die Wedel halten im Kühlraum mehrere Wochen und gehen in Bunden zu 20 Stück per Luftfracht nach Frankfurt.

Hätte Kallert Floristbedarf Interesse an einem Musterkarton?

Mit freundlichen Grüßen
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.""",
         "short first e-mail wholly in German; Xate-Palmwedel; company without GmbH & Co. KG; Frankfurt",
         Twin("artifact", "body", "Sehr geehrter Herr Kallert,", "Sehr geehrter Herr\n,", "Sehr geehrter Herr Kallert,",
              "a broken greeting: the name left out")),
    Mail("Q030", "s2", "Rambután fresco de Guatemala para Distribuidora Cervántez", """\
Estimada Licenciada Cervántez:

Reciba un cordial saludo desde Quetzaltenango. Somos Agroexportadora Los Cuchumatanes y cosechamos rambután fresco en fincas de la costa sur (Suchitepéquez y Retalhuleu), con temporada de julio a noviembre.

Por la cercanía, podemos entregar en camión refrigerado en su bodega de El Salvador en menos de 24 horas desde el empaque, en cajas de 2,5 kg o 5 kg, con el certificado fitosanitario del MAGA.

¿Le parece si le envío precios por caja para la próxima temporada?

Atentamente,
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.""",
         "formal first e-mail wholly in Central American Spanish ('Licenciada' as courtesy); rambután; the "
         "company with its written accent, without S.A. de C.V.; Guatemalan departments; MAGA",
         Twin("company_misspelled", "subject", "Distribuidora Cervántez", "Distribuidora Cervantes",
              "Distribuidora Cervántez, S.A. de C.V.", "the usual spelling instead of the recorded one (accent and z)")),
    Mail("Q031", "s2", "Fresh rambutans from Guatemala", """\
Dear Mr Expósito,

I'm Ana Lucía Tzul, export manager at Agroexportadora Los Cuchumatanes in Guatemala. From July to November we harvest red rambutans on the Pacific slope and fly them to Madrid-Barajas in 2.5 kg cartons.

For Frutas Tropicales Expósito this could be a good complement to lychees and mangosteens, which arrive from Asia at other times of the year. Our fruit is picked at full colour, sorted by size and cooled within hours.

Would you like an indicative price CPT Madrid?

Kind regards,
Ana Lucía Tzul Pérez
Agroexportadora Los Cuchumatanes, S. A.""",
         "first e-mail wholly in English; other fruits named as complements (lychees, mangosteens); company "
         "without S.L.; Madrid-Barajas, CPT",
         Twin("company_foreign", "body", "For Frutas Tropicales Expósito", "For Congelados Vidal",
              "Frutas Tropicales Expósito S.L.", "another Spanish buyer's company of this set",
              found="Congelados Vidal")),
    Mail("Q032", "s2", "Air-freight prices for rambutans to Skopje", """\
Почитувана госпоѓо Спасовска,

As you asked, here are our air-freight prices for fresh rambutans to Skopje, routed via Madrid or Frankfurt:

- 2.5 kg carton, CPT Skopje airport: USD 24.80
- minimum 100 cartons per shipment, weekly from July to November
- phytosanitary certificate and certificate of origin included

If Спасовска Овошје would like to start smaller, I can also offer a trial of 40 cartons at the same price.

Со почит,
Ana Lucía Tzul Pérez
Gerente de Exportaciones
Agroexportadora Los Cuchumatanes, S. A.""",
         "answer to the note (air freight to Skopje), English with Macedonian greeting in the vocative and "
         "closing in Cyrillic; company in Cyrillic without ДООЕЛ; CPT",
         Twin("company_missing", "body", "Спасовска Овошје", "your company", "Спасовска Овошје ДООЕЛ",
              "the only mention of the company replaced by 'your company'", everywhere=True)),
    Mail("Q033", "s4", "Tea tree oil – ISO 4730 certificate of analysis", """\
Dear Morimoto-san,

Thank you for your enquiry. Attached is the certificate of analysis for our current lot of Australian tea tree oil (Melaleuca alternifolia, from plantations in northern New South Wales), tested against ISO 4730:2017:

- terpinen-4-ol 40.8 %
- 1,8-cineole 3.1 %
- γ-terpinene 20.4 %

All values are within the ISO 4730 ranges. We can supply in 25 kg or 180 kg drums, CIF Yokohama.

Kind regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.
Esperance, Western Australia""",
         "answer to the note (ISO 4730), English with '-san'; analysis bullets; New South Wales, Yokohama; "
         "no mention of the buyer's company",
         Twin("contact_wrong", "body", "Dear Morimoto-san,", "Dear Moriyama-san,", "Yoichi Morimoto",
              "a similar Japanese family name", found="Moriyama-san")),
    Mail("Q034", "s4", "Huile essentielle de tea tree australienne", """\
Bonjour Madame Merle,

Je suis Siobhán McAuliffe, responsable des ventes export chez Esperance Bay Botanicals, en Australie-Occidentale. Nous fournissons de l'huile essentielle d'arbre à thé (tea tree, Melaleuca alternifolia) conforme à la norme ISO 4730, avec certificat d'analyse et fiche de données de sécurité pour chaque lot.

Pour les Laboratoires Merle, nous pouvons livrer en fûts de 25 kg, ou en bidons de 5 kg pour les premiers essais de formulation.

Puis-je vous envoyer un échantillon de 100 ml ?

Bien cordialement,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "first e-mail wholly in French; 'huile essentielle d'arbre à thé' (other words: huile, thé); sender "
         "title translated in the body; company with 'les', without SAS",
         Twin("company_foreign", "body", "Pour les Laboratoires Merle", "Pour Parfums Vaillant",
              "Laboratoires Merle SAS", "another French buyer's company of this set", found="Parfums Vaillant")),
    Mail("Q035", "s4", "Олія чайного дерева з Австралії для ТОВ «Єщенко Косметик»", """\
Добрий день, пані Варваро!

Мене звати Siobhán McAuliffe, я менеджер з експортних продажів компанії Esperance Bay Botanicals Pty. Ltd. (Західна Австралія). Ми постачаємо австралійську олію чайного дерева (Melaleuca alternifolia) за стандартом ISO 4730, у каністрах по 5 кг та бочках по 25 кг.

Як менеджеру із закупівель «Єщенко Косметик», Вам, мабуть, буде цікаво отримати зразок і сертифікат аналізу. Можемо доставити DAP до вашого складу.

З повагою,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "first e-mail wholly in Ukrainian; vocative 'пані Варваро'; the title in the dative inside a sentence; "
         "company with and without ТОВ; олія чайного дерева",
         Twin("title_wrong", "body", "Як менеджеру із закупівель", "Як директору із закупівель",
              "Менеджер із закупівель", "a director for a manager: one level off",
              found="директору із закупівель")),
    Mail("Q036", "s4", "Sweet lupin seeds – protein content and sample of dehulled kernels", """\
Dzień dobry Panie Igorze,

Thank you for your questions. Our Australian sweet lupin seeds (Lupinus angustifolius, narrow-leafed lupin) from the Esperance and Albany grain zones show this season:

- whole seed: 31–33 % crude protein (as is)
- dehulled kernels: 39–41 % crude protein
- alkaloids below 0.02 %

A 2 kg sample of dehulled lupin kernels leaves Perth by courier this week. For bulk we ship in 20' containers (about 22 t) CFR Gdynia.

Z poważaniem,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "answer to the note (protein, kernel sample), English with Polish greeting in the vocative and closing; "
         "Latin name; kernels as a variety of the category; Albany, Gdynia; no mention of the company",
         Twin("category_wrong", "body",
              "Our Australian sweet lupin seeds (Lupinus angustifolius, narrow-leafed lupin)",
              "Our Australian faba beans (Vicia faba)", "sweet lupin seeds",
              "faba beans, a neighbouring pulse", found="faba beans (Vicia faba)")),
    Mail("Q037", "s4", "Australian sweet lupins for aquafeed", """\
Dear Mr Hoàng,

Sweet lupin seeds from Western Australia are widely used by Vietnamese feed mills as a protein source in shrimp and fish feed. Esperance Bay Botanicals ships lupins, whole or split, in 20' containers (about 24 t, bagged or in a bulk liner) CFR Ho Chi Minh City (Cat Lai).

Typical analysis: 32 % protein, 6 % oil, low alkaloid. Would Dương Feed like a quote for the next shipment period?

Best regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "short first e-mail wholly in English; 'Mr Hoàng' by the given name, as Vietnamese address people; "
         "company without Công ty TNHH; 'Vietnamese feed mills'; Cat Lai",
         Twin("country_wrong", "body", "used by Vietnamese feed mills", "used by Thai feed mills", "Vietnam",
              "a neighbouring country's adjective", found="Thai")),
    Mail("Q038", "s4", "Sweet white lupins (termis) – CFR Alexandria offer", """\
السلام عليكم، الأستاذ مرشد المحترم،

As you prefer CFR Alexandria prices, here is our offer for Australian sweet white lupins (Lupinus albus) for the termis market:

- large seeds, machine-cleaned, in 50 kg PP bags
- USD 545/t CFR Alexandria, 20' containers of 24 t
- shipment January/February, payment by irrevocable LC at sight

I can send a 1 kg sample to your office by courier.

Best regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.
Esperance WA, Australia""",
         "offer answering the note (CFR Alexandria), English with Arabic greeting by the first name in Arabic "
         "script; termis; white lupins as a variety of the category; no mention of the buyer's company",
         Twin("sender_wrong", "body", "Esperance Bay Botanicals Pty. Ltd.", "Esperance Bay Botanics Pty. Ltd.",
              "Esperance Bay Botanicals Pty. Ltd.", "the sender's company with a syllable lost")),
    Mail("Q039", "s4", "Indian sandalwood oil – santalol content and 1 kg sample", """\
Dear Mr Banik,

Thank you for your enquiry about our Indian sandalwood oil (Santalum album), distilled from plantation heartwood grown around Kununurra in Western Australia.

Current lot:
- α-santalol 44 %, β-santalol 21 % (GC report attached)
- within ISO 3518
- 1 kg sample in an aluminium bottle, ready to go by courier

Please confirm the delivery address and we will send the 1 kg sample this week.

Kind regards,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "answer to the note (santalol, sample), English; 'Indian' sandalwood grown in Australia (the "
         "category's name, not the origin); ISO 3518; Kununurra; no mention of the company",
         Twin("artifact", "body", "we will send the 1 kg sample this week.",
              "we will send the 1 kg sample this week and we will send the 1 kg sample this week.",
              "we will send the 1 kg sample this week.", "a repeated clause",
              found="this week and we will send the 1 kg sample this week.")),
    Mail("Q040", "s4", "Following up from in-cosmetics Global – Indian sandalwood oil", """\
Bonjour Monsieur Vaillant,

It was a pleasure to meet you at in-cosmetics Global in Amsterdam. As promised, here is a short note on our Indian sandalwood oil for Parfums Vaillant:

- Santalum album grown on plantations in northern Western Australia, fully traceable
- α-santalol 41–55 % and β-santalol 16–24 %, within ISO 3518
- 1 kg, 5 kg and 25 kg containers; IFRA certificate and allergen declaration on request

Shall I send you a 50 ml sample for your perfumers?

Bien cordialement,
Siobhán McAuliffe
Export Sales Manager
Esperance Bay Botanicals Pty. Ltd.""",
         "follow-up after the fair of the note, English with French greeting and closing; company without "
         "SARL; ISO 3518, IFRA",
         Twin("note_wrong", "body", "at in-cosmetics Global in Amsterdam", "at Cosmetic 360 in Paris",
              "met at in-cosmetics Global 2025 in Amsterdam", "a fair the note does not name",
              found="Cosmetic 360 in Paris")),
]
