"""N021-N040: first e-mails to W021-W040, written one by one from their buyers.csv rows."""

# ruff: noqa: E501 (the e-mail bodies keep one paragraph per line, as a mail client sends them)

from mail import Edit, Mail

MAILS = [
    Mail("W021", "s2", "Kandierter Ingwer aus Fidschi für Bäckerei-Bedarf Etzold",
         """Sehr geehrter Herr Etzold,

wir sind Vanua Yaqona (Fiji) Pte Limited aus Lautoka und verarbeiten Ingwer von den Fidschi-Inseln. Für Lebkuchen, Stollen und Früchtebrot liefern wir kandierten Ingwer in Würfeln (3–5 mm und 5–8 mm) sowie in Scheiben, in 10-kg-Kartons.

Gern stellen wir Bäckerei-Bedarf Etzold rechtzeitig vor der Weihnachtssaison Muster und Preise CIF Hamburg zur Verfügung. Unser Werk ist nach BRCGS zertifiziert.

Mit freundlichen Grüßen
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "first e-mail wholly in German; category in German (kandierter Ingwer); company "
         "without GmbH & Co. KG; sizes; seasonal bakery uses; the sender's company with its "
         "bracketed country in a German sentence",
         Edit("company_misspelled", "body", "Gern stellen wir Bäckerei-Bedarf Etzold",
              "Gern stellen wir Bäckereibedarf Etzold", "Bäckerei-Bedarf Etzold GmbH & Co. KG",
              "the company's hyphenated word written as one word",
              found="Bäckereibedarf Etzold")),
    Mail("W022", "s2", "Fijian mahogany sawn timber – kiln-dried, FAS grade",
         """Dear Mr Tanaka,

Vanua Yaqona (Fiji) Pte Limited exports plantation-grown mahogany (Swietenia macrophylla) sawn timber from Fiji. The plantations were planted in the 1960s and are now harvested under a managed programme, with FSC-certified stock available.

Our standard offer for Tanaka Mokuzai:
- kiln-dried to 10-12%, FAS and Select grades
- 4/4, 6/4 and 8/4 (25, 38 and 50 mm), random widths, lengths 1.8-4.8 m
- 20 ft containers, CIF Tokyo, Nagoya or Osaka

Japanese furniture makers and guitar workshops use it for cabinetry and necks. May I send you our current price list?

Yours sincerely,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "formal first e-mail; wholly English; Mr + surname; company without Co., Ltd.; "
         "botanical name; grades and thicknesses; ports",
         Edit("company_foreign", "body", "Our standard offer for Tanaka Mokuzai:",
              "Our standard offer for Mendoza Lumber:", "Tanaka Mokuzai Co., Ltd.",
              "another mahogany buyer's company of this set (W023)", found="Mendoza Lumber")),
    Mail("W023", "s2", "FSC-certified mahogany from Fiji",
         """Good day, Mr. Mendoza!

I understand Mendoza Lumber needs FSC certificates for its mahogany purchases. Our Fijian plantation mahogany is FSC-certified, and every shipment carries the FSC claim on the invoice with our certificate code.

We can supply kiln-dried mahogany sawn timber, 1" and 2" thick, random widths, CFR Manila North Harbor or Cebu. Fiji to Manila is about three weeks by sea.

Would you like our price list and a copy of the certificate?

Thank you and best regards,
Mereoni Ratuvou
Vanua Yaqona (Fiji) Pte Limited""",
         "first e-mail from the note (FSC); wholly English with a Philippine greeting (Good "
         "day); Mr. + surname; company without Corporation; ports",
         Edit("company_missing", "body", "I understand Mendoza Lumber needs",
              "I understand your company needs", "Mendoza Lumber Corporation",
              "the buyer's company replaced by a generic phrase", found="your company")),
    Mail("W024", "s3", "Arena de circón de Mozambique – tras Cevisama",
         """Estimada Sra. Casal:

Fue un placer conocerla en Cevisama, en Valencia. Como le comenté, Zambeze Recursos Naturais exporta arena de circón (zircon sand) de las arenas minerales de la costa de Mozambique, apta para opacificantes y fritas.

Datos principales:
- ZrO2 + HfO2: 65,5 % mín.
- Fe2O3: 0,10 % máx.; TiO2: 0,15 % máx.
- big bags de 1 t, CIF Castellón o Valencia

Podemos enviar una muestra de 5 kg a Esmaltes Casal para su laboratorio.

Un cordial saludo,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada
Beira, Moçambique""",
         "follow-up after the fair in the note; wholly in Spanish; Sra. + first surname; "
         "category in Spanish with the English in brackets; analysis; ports; company without "
         "S.A.; sender's company without its legal form in the body",
         Edit("contact_wrong", "body", "Estimada Sra. Casal:", "Estimada Sra. Casals:",
              "Rosa María Casal", "a near surname (Catalan Casals)", found="Sra. Casals")),
    Mail("W025", "s3", "Zircon sand for Capuana Ceramiche – premium and standard grades",
         """Gentile Sig.ra Capuana,

I am the commercial director of Zambeze Recursos Naturais, an exporter of zircon sand from Mozambique's heavy mineral sands. As the buyer responsible for raw materials at Capuana Ceramiche, you may be looking at alternatives to Australian and South African zircon; our sand already goes to tile and glaze producers in Castellón.

Grades:
1. Premium: ZrO2+HfO2 66% min, Fe2O3 0.08% max
2. Standard: ZrO2+HfO2 65% min, Fe2O3 0.12% max

We ship in 1 t big bags, CIF Ravenna or La Spezia, 4-6 weeks from the order.

Cordiali saluti,
Ana Paula Macuácua
Commercial Director
Zambeze Recursos Naturais, Limitada""",
         "first e-mail; Italian greeting and closing, English body; the title in a sentence "
         "(the buyer); company without S.p.A.; other countries as competing origins; grades; "
         "sender's title in English",
         Edit("title_wrong", "body", "As the buyer responsible for raw materials",
              "As the technical director responsible for raw materials", "Buyer",
              "a director's title for the buyer", found="technical director")),
    Mail("W026", "s3", "Zircon sand, ZrO2 65% min, for Foshan Zhang Ceramic Materials",
         """Dear Director Zhang,

Noted that you need zircon sand with ZrO2 65% min. Our standard grade from Mozambique meets this comfortably: ZrO2+HfO2 65.3-65.8% on recent lots, Fe2O3 below 0.12%, TiO2 below 0.20%, moisture below 0.5%.

We load 1 t jumbo bags in 20 ft containers (25 t) at Beira or Nacala, CIF Guangzhou Nansha, with an SGS certificate of analysis per lot.

I would be glad to quote for your next quarter.

Best regards,
Ana Paula Macuácua
Commercial Director
Zambeze Recursos Naturais, Limitada""",
         "first e-mail from the note (ZrO2 65% min); wholly English; title + surname as a "
         "Chinese writer would (Director Zhang); grade and analysis; ports",
         Edit("category_wrong", "body", "Our standard grade from Mozambique",
              "Our ilmenite concentrate from Mozambique", "zircon sand",
              "another heavy-mineral-sand product offered", found="ilmenite concentrate")),
    Mail("W027", "s3", "Flue-cured Virginia tobacco from Mozambique",
         """Poštovani gospodine Mehmedoviću,

my name is Ana Paula Macuácua, commercial director at Zambeze Recursos Naturais in Beira. We buy, process and export flue-cured Virginia tobacco from the Tete and Manica provinces of Mozambique, threshed and redried. We already ship to blenders in the Balkans and would like to offer our leaf in Bosnia and Herzegovina as well.

Current crop:
- lemon and orange styles, leaf and cutter grades
- strips in 200 kg C48 cartons, moisture 12-13%
- filler grades for blending

Shipping via Beira to Ploče or Koper, CIF.

I would be happy to send Mehmedović Duhan a sample box of five grades.

S poštovanjem,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada""",
         "first e-mail; Bosnian greeting with the vocative (Mehmedoviću) and closing, English "
         "body; company without d.o.o.; ports in other countries (Croatia, Slovenia); grades "
         "and styles; sender's title in Portuguese",
         Edit("country_wrong", "body", "our leaf in Bosnia and Herzegovina as well",
              "our leaf in Croatia as well", "Bosnia and Herzegovina",
              "the buyer's market given as a neighbouring country", found="Croatia")),
    Mail("W028", "s3", "Po targach InterTabac – tytoń Virginia z Mozambiku",
         """Szanowny Panie Dawidzie,

dziękuję za rozmowę na targach InterTabac w Dortmundzie. As promised, here is a short summary in English:

• Flue-cured Virginia, crop 2026, Tete and Manica provinces
• Grades: lemon and orange leaf, strips (threshed and redried), 200 kg cartons
• Moisture 12-13%, nicotine 1.8-2.6% depending on grade
• Samples: 1 kg of each grade can go to Twardosz Tytoń by courier next week

Delivery CIF Gdynia or Gdańsk, payment by L/C or CAD.

Z poważaniem,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada
Beira, Moçambique""",
         "follow-up after the fair in the note; Polish subject, greeting (Pan + first name in "
         "the vocative) and opening sentence, English body; company without sp. z o.o.; "
         "category in Polish in the subject (tytoń Virginia)",
         Edit("sender_wrong", "body", "Zambeze Recursos Naturais, Limitada\nBeira",
              "Zambezi Recursos Naturais, Limitada\nBeira", "Zambeze Recursos Naturais, Limitada",
              "the sender's company spelled as the English river name",
              found="Zambezi Recursos Naturais")),
    Mail("W029", "s3", "FCV tobacco leaf from Mozambique – offer for the 2026 crop",
         """Dear Ms. Bautista,

Zambeze Recursos Naturais exports flue-cured Virginia (FCV) tobacco leaf from Mozambique. Many leaf dealers in the Philippines blend imported FCV with local Virginia for flavour and filling value, and I'd like to offer our 2026 crop to Bautista Leaf Tobacco.

Available: orange leaf grades, lemon cutters, scrap and strips, in 200 kg cartons. CIF Manila or Subic.

Please let me know which styles you buy most, and I will send matching samples.

Best regards,
Ana Paula Macuácua
Commercial Director
Zambeze Recursos Naturais, Limitada""",
         "first e-mail; wholly English; Ms. + surname; category abbreviated (FCV); company "
         "without Corporation; grades; ports",
         Edit("artifact", "body", "Dear Ms. Bautista,", "Dear\n,", "Dear Ms. Bautista,",
              "broken greeting: the name left out", found="Dear\n,")),
    Mail("W030", "s3", "Cigala congelada de Mozambique para Mariscos Fuentes",
         """Estimada Sra. Fuentes:

Muchas gracias por su visita a nuestro stand en Seafood Expo Global, en Barcelona. Le resumo nuestra oferta de cigala de Mozambique (Metanephrops mozambicus) congelada a bordo:

- calibres 1 (10-15 piezas/kg), 2 (16-20), 3 (21-30) y 4 (31-40)
- cajas de 2 kg, glaseado 5 %, congelada a -25 °C en el barco
- capturada en aguas profundas frente a Inhambane, con certificado de captura UE

Podemos servir contenedores completos o grupajes, CIF Vigo o Valencia.

Un saludo cordial,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada""",
         "follow-up after the fair in the note; wholly in Spanish; category in Spanish "
         "(cigala) with the species; sizes; region; ports; company without S.L.",
         Edit("note_wrong", "body", "en Seafood Expo Global, en Barcelona", "en Conxemar, en Vigo",
              "Visited our stand at Seafood Expo Global in Barcelona.",
              "a fair the note does not name", found="Conxemar, en Vigo")),
    Mail("W031", "s3", "Lagostim congelado de Moçambique",
         """Exma. Senhora Eva Rocha,

Sou a Directora Comercial da Zambeze Recursos Naturais, na Beira. Exportamos lagostim (Metanephrops mozambicus) congelado a bordo, pescado em águas profundas ao largo de Moçambique, e gostaríamos de o apresentar à Rocha Pescado.

Calibres 1 a 4, caixas de 2 kg, vidragem de 5 %, com certificado sanitário e certificado de captura aceites na UE. Entrega CIF Leixões ou Lisboa.

Posso enviar a nossa tabela de preços?

Com os melhores cumprimentos,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada""",
         "first e-mail wholly in Portuguese; formal greeting with the full name; category in "
         "Portuguese (lagostim); the sender's title in a sentence; company without Lda.; ports",
         Edit("company_misspelled", "body", "à Rocha Pescado.", "à Rocha Pescados.",
              "Rocha Pescado, Lda.", "an s added to the company", found="Rocha Pescados")),
    Mail("W032", "s3", "Votre échantillon de langoustines L2 (21-30/kg)",
         """Bonjour Madame Baron,

Suite à votre demande, nous avons expédié aujourd'hui un échantillon de langoustines congelées du Mozambique, calibre L2 (21-30 pièces/kg) : deux cartons de 2 kg, congelés à bord, glaçage 5 %. Le colis doit arriver à Rungis jeudi.

Si la qualité convient à Marée Baron, nous pouvons livrer par conteneur complet ou en groupage, CIF Le Havre, avec certificat de capture UE.

Je reste à votre disposition pour toute question.

Bien cordialement,
Ana Paula Macuácua
Directora Comercial
Zambeze Recursos Naturais, Limitada""",
         "sample note from the note (size L2); wholly in French; Madame + surname; company "
         "without SAS; size in the subject; Rungis",
         Edit("company_foreign", "body", "convient à Marée Baron", "convient à Mariscos Fuentes",
              "Marée Baron SAS", "another langoustine buyer's company of this set (W030)",
              found="Mariscos Fuentes")),
    Mail("W033", "s4", "Pure maple syrup from Québec – Grade A, four colour classes",
         """Dear Ms. Kim,

I'm Geneviève Tremblay-Côté, export director at Commerce Boréal Export in Québec City. We export pure maple syrup from Québec producers, and since demand keeps growing in Korean cafés and bakeries, I'd like to introduce our range to Kim Foods.

• Grade A Golden (delicate taste), Amber (rich), Dark (robust) and Very Dark (strong)
• glass bottles of 250 ml and 500 ml, 540 ml tins, and 20 L bag-in-box for food service
• certified organic and kosher on request

Maple syrup is shelf-stable, so it travels in dry 20 ft containers, CIF Busan.

May I send our catalogue and price list?

Best regards,
Geneviève Tremblay-Côté
Directrice des exportations | Export Director
Commerce Boréal Export inc.""",
         "first e-mail; wholly English; Ms. + surname; company without Co., Ltd.; grades and "
         "packings; sender's title in French and English; sender's company without inc. in "
         "the body",
         Edit("company_missing", "body", "our range to Kim Foods.", "our range to your company.",
              "Kim Foods Co., Ltd.", "the buyer's company replaced by a generic phrase",
              found="your company")),
    Mail("W034", "s4", "FOODEX Japan follow-up – organic maple syrup for 橋本食品",
         """橋本食品株式会社
仕入課長 橋本 真綾 様

Dear Ms Hashimoto,

It was good to meet you at FOODEX Japan in Tokyo. You asked about organic certification: our organic maple syrup is certified under Canada Organic, which Japan recognises as equivalent to JAS, so it can be sold as organic (有機) in Japan.

Available for 橋本食品:
- organic Grade A Amber, 250 g glass bottles with Japanese labels
- organic Grade A Dark, 1 kg PET bottles and 18 L bulk for bakeries

Our price list FOB Montréal and CIF Yokohama is attached.

今後ともよろしくお願いいたします。
Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.""",
         "follow-up after the fair in the note, answering its question (organic); Japanese "
         "address block with the title and 様, Japanese closing, English body; contact "
         "romanised (Ms Hashimoto); company short form 橋本食品",
         Edit("contact_wrong", "body", "Dear Ms Hashimoto,", "Dear Ms Hashida,", "橋本 真綾",
              "a near Japanese surname", found="Ms Hashida")),
    Mail("W035", "s4", "Canadian maple syrup for Kyprianou Gourmet",
         """Dear Mr Kyprianou,

As managing director of a gourmet importer, you will know how well Canadian maple syrup sells in delis and at hotel breakfasts. Commerce Boréal Export supplies pure maple syrup from Québec in retail and catering packs: 250 ml maple-leaf glass bottles, 500 ml jugs and 1 L tins, all Grade A (Golden, Amber, Dark).

We can consolidate small mixed pallets to Limassol, so you need not take a full container to start.

Shall I send you our export price list?

Kind regards,
Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.
Québec, Canada""",
         "first e-mail; wholly English; Mr + surname; title lower-cased in a sentence; company "
         "in the subject only, without Ltd; packings and grades",
         Edit("title_wrong", "body", "As managing director of a gourmet importer",
              "As purchasing assistant of a gourmet importer", "Managing Director",
              "a junior title for the managing director", found="purchasing assistant")),
    Mail("W036", "s4", "Frozen snow crab clusters 5-8 oz for Huang Seafood",
         """Dear Yu-ting Huang,

Since Huang Seafood prefers frozen clusters of 5-8 oz, I'd like to offer exactly that from this season's Gulf of St. Lawrence catch:

- snow crab (Chionoecetes opilio) clusters, 5-8 oz, brine-frozen and glazed
- 30 lb master cartons (2 x 15 lb)
- MSC-certified fishery, CFIA export certificate
- CIF Kaohsiung or Keelung, 40 ft reefer

Prices move quickly after the spring landings; once you confirm the volume I can hold an offer for 48 hours.

Best regards,
Geneviève Tremblay-Côté
Export Director, Commerce Boréal Export inc.""",
         "first e-mail opening from the note (clusters 5-8 oz); wholly English; full name in "
         "the greeting (gender unknown); species; packing; region; ports",
         Edit("category_wrong", "body", "- snow crab (Chionoecetes opilio) clusters",
              "- red king crab (Paralithodes camtschaticus) clusters", "frozen snow crab",
              "a neighbouring crab species offered",
              found="red king crab (Paralithodes camtschaticus)")),
    Mail("W037", "s4", "Canadian snow crab for the US market – 5-8 oz and 8-up",
         """Hi Robert,

Quick introduction: Commerce Boréal Export ships Canadian snow crab from Newfoundland and the Gulf of St. Lawrence to distributors in the Northeast and Midwest. For Patterson Seafood we can offer:

- clusters 5-8 oz, 8-10 oz and 10-up, 30 lb cases
- whole cooked and frozen crab, and meat in 1 lb packs
- trucked from Québec or New Brunswick, DAP your warehouse, usually within three days

Would it help if I sent weekly prices through the season?

Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.
+1 418 555 0137""",
         "short first e-mail; wholly English; first name; company without Distributors, Inc.; "
         "sizes; regions; DAP",
         Edit("country_wrong", "body", "ships Canadian snow crab", "ships Norwegian snow crab",
              "Canada", "the product's origin (the sender's country) given as another "
              "snow-crab country", found="Norwegian")),
    Mail("W038", "s4", "Red split lentils – price CFR Aqaba",
         """السيدة زكية جبيلي المحترمة،

Thank you for your enquiry. Please find our price for Canadian red split lentils, CFR Aqaba:

• Red split lentils, Canada No. 1, machine-cleaned and polished
• Packing: 25 kg or 50 kg PP bags, 20 ft containers (about 24 t)
• Price: USD 748 per metric ton CFR Aqaba, shipment within 30 days
• Payment: CAD or L/C at sight
• Documents: phytosanitary certificate, certificate of origin, CGC certificate of quality

The price is valid for 7 days, as the Saskatchewan market is moving.

مع خالص التحية،
Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.
+1 418 555 0137""",
         "quotation answering the note's request (CFR Aqaba); Arabic greeting (feminine form) "
         "and closing, English body; company not named; grade; province",
         Edit("sender_wrong", "body", "+1 418 555 0137", "+1 418 555 0173", "+1 418 555 0137",
              "two digits of the sender's phone swapped")),
    Mail("W039", "s4", "Lentilles rouges décortiquées du Canada – offre pour SARL Bouchareb Import",
         """Monsieur Bouchareb,

Commerce Boréal Export, exportateur québécois de légumineuses, propose des lentilles rouges décortiquées (red split lentils) de la Saskatchewan pour le marché algérien :

- qualité Canada n° 1, triées et polies, humidité max. 14 %
- sacs de 25 kg ou 50 kg, conteneurs de 20 pieds
- livraison CFR Alger, Oran ou Annaba

Nous pouvons répondre à vos appels d'offres et fournir tous les certificats demandés à l'importation.

Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.

Geneviève Tremblay-Côté
Directrice des exportations
Commerce Boréal Export inc.""",
         "formal first letter wholly in French; Monsieur + surname; category in French with "
         "the English in brackets; country as an adjective (algérien); ports; sender's title "
         "in French",
         Edit("artifact", "body",
              "fournir tous les certificats demandés à l'importation.", "fournir tous les",
              "fournir tous les certificats demandés à l'importation.",
              "sentence cut off", found="fournir tous les\n")),
    Mail("W040", "s4", "Red split lentils for Jahan Agro – following your call",
         """Dear Ms. Nusrat Jahan,

Thank you for your call after Gulfood in Dubai. As discussed, Commerce Boréal Export can supply Canadian red split lentils to Chattogram:

1. Red split lentils, Canada No. 1, moisture 14% max, admixture 0.5% max
2. 50 kg PP bags, 20 ft or 40 ft containers
3. CFR Chattogram, shipped from Vancouver, about 35 days' transit
4. Payment by irrevocable L/C at sight

Please let me know your monthly volume and I will confirm a firm offer for Jahan Agro Industries.

Best regards,
Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.""",
         "follow-up after the call in the note; wholly English; Ms. + full name as in "
         "Bangladesh; company short forms (Jahan Agro, Jahan Agro Industries); numbered terms; "
         "ports",
         Edit("note_wrong", "body", "Thank you for your call after Gulfood in Dubai.",
              "Thank you for visiting our stand at Gulfood in Dubai.",
              "Called us after Gulfood Dubai.", "a stand visit the note does not hold",
              found="visiting our stand at Gulfood in Dubai")),
]
