"""Natural e-mails N021-N040 (first e-mails to P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail("P021", "s2",
         "CFR Haldia price for paraxylene",
         """नमस्ते Mr Roy Chowdhury,

Thank you for stopping by our booth at India Chem in Mumbai. As requested, please find our indicative price for paraxylene delivered CFR Haldia:

- Product: paraxylene, 99.7 wt% min.
- Quantity: 6,000 t ± 10% in one parcel
- Delivery: CFR Haldia, laycan second half of next month
- Price: USD 1,015 per tonne
- Payment: irrevocable L/C at sight

Haldia's draught restrictions mean a smaller parcel; we have nominated a 12,000 dwt tanker that fits the dock system. The price is valid for 48 hours and subject to vessel confirmation.

I look forward to your comments and, hopefully, to a first parcel for रॉय चौधरी पेट्रोकेम.

Best regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager, Belait Petroleum Marketing Sdn Bhd
Kuala Belait, Brunei | +673 333 4621""",
         "reply with the CFR Haldia price the note records, after the fair it records; English with a Hindi "
         "greeting; `Mr Roy Chowdhury` (the two-word family name); company in Devanagari without प्राइवेट लिमिटेड; "
         "laycan, L/C, dwt; Mumbai as the fair's city",
         Twin("note_wrong", "body", "our booth at India Chem in Mumbai", "our booth at Chemspec Europe in Frankfurt",
              "India Chem Mumbai", "the note's fair replaced by another fair", found="Chemspec Europe in Frankfurt")),
    # N022
    Mail("P022", "s2",
         "Jet A-1 cargoes from Brunei",
         """เรียน คุณจักรีรัตน์

I hope this email finds you well. As ผู้จัดการฝ่ายจัดซื้อ at บริษัท หอมพิกุล ปิโตรเลียม จำกัด, you may be looking at new sources of jet fuel as air traffic in Thailand keeps growing.

Belait Petroleum Marketing Sdn Bhd supplies Jet A-1 from Brunei, meeting DEF STAN 91-091 and the AFQRJOS checklist, with a refinery certificate of quality and a recertification test at discharge. Typical parcels are 30,000–35,000 t on MR tankers, CIF Sriracha or Map Ta Phut, about four days from Muara.

We can offer spot cargoes or a 6- to 12-month term, priced against the monthly average of Singapore jet kerosene quotations.

Would you be available for a short call next week?

Kind regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
+673 333 4621""",
         "cold introduction; English with a Thai greeting (`เรียน คุณจักรีรัตน์`, given name); the recorded Thai "
         "title and company inside English; category as Jet A-1 and jet kerosene; Sriracha, Map Ta Phut, Muara",
         Twin("title_wrong", "body", "As ผู้จัดการฝ่ายจัดซื้อ at", "As ผู้จัดการฝ่ายขาย at",
              "ผู้จัดการฝ่ายจัดซื้อ", "a sales title for the buyer's purchasing title", found="ผู้จัดการฝ่ายขาย")),
    # N023
    Mail("P023", "s2",
         "Jet A-1 supply into eastern Australia",
         """Dear Lucas,

I'm the commercial manager at Belait Petroleum Marketing Sdn Bhd in Brunei. With most of Australia's jet fuel now imported, I thought Cross Aviation Fuels might welcome another source in the region.

We supply Jet A-1 to DEF STAN 91-091 / AFQRJOS, loaded at Muara and tested again by an independent surveyor at discharge. Sailing time to Brisbane is around nine days; we can deliver parcels of 30,000–35,000 t on MR tankers, CIF Brisbane or Botany.

We would be glad to quote a first jet fuel parcel for delivery next quarter, priced against Singapore jet kerosene plus a fixed premium.

Kind regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
+673 333 4621 | aqilah.rahman@belaitpetroleum.com.bn""",
         "cold introduction; English; company shortened without Pty Ltd; Brisbane, Botany, Muara; MR tankers",
         Twin("category_wrong", "body", "quote a first jet fuel parcel", "quote a first marine gasoil parcel",
              "jet fuel", "the product named as marine gasoil, which the sender does not sell", found="marine gasoil")),
    # N024
    Mail("P024", "s3",
         "Fetească Neagră z Mołdawii – czerwone wino poniżej 60 zł",
         """Szanowny Panie Jędrzeju,

dziękuję za rozmowę na targach Enoexpo w Krakowie. Wspominał Pan, że szuka czerwonych win, które na półce kosztowałyby mniej niż 60 zł – myślę, że nasza Fetească Neagră dobrze się w to wpisuje.

To rodzima mołdawska odmiana, uprawiana w naszych winnicach nad Prutem koło Cahul (region Valul lui Traian). Wino jest wytrawne, z nutą suszonej śliwki i czarnej porzeczki, 13,5% alk., dojrzewa 6 miesięcy w dębie.

Cena dla Młodzik Wina Sp.j. to 3,20 EUR za butelkę 0,75 l EXW Cahul lub 3,65 EUR z dostawą do Państwa magazynu (DAP) przy zamówieniu jednej palety (600 butelek). Po akcyzie i marży sklepu powinno to pozwolić na cenę półkową ok. 49–55 zł.

Czy mogę przesłać dwie butelki do degustacji?

Z poważaniem
Nadejda Lungu
Manager vânzări export
Podgoria Prutului S.R.L.
Cahul, Mołdawia
+373 299 2 47 15""",
         "first e-mail after the fair the note records, on its price point (reds under 60 PLN); wholly Polish; "
         "vocative `Panie Jędrzeju`; company with Sp.j. after `dla`; the Prut, Valul lui Traian; EXW, DAP",
         Twin("note_wrong", "body", "na targach Enoexpo w Krakowie", "na targach ProWein w Düsseldorfie",
              "Enoexpo Kraków", "the note's fair replaced by another fair", found="ProWein w Düsseldorfie")),
    # N025
    Mail("P025", "s3",
         "Fetească Neagră from southern Moldova – for Price & Vine",
         """Dear Mr Price,

I'm Nadejda Lungu, export sales manager at Podgoria Prutului, a family winery in Cahul in the very south of Moldova. I'm writing because Fetească Neagră, our native red grape, is starting to find a following in the UK, and I think it would sit well on an independent merchant's list like yours.

Our Fetească Neagră 2022 is dry, 13.5% ABV, with ripe plum and black pepper, six months in Moldovan oak. We also make a reserve from the 2020 vintage with 14 months in barrel.

We ship palletised by road, DAP your warehouse, and can add a back label with your details as importer.

If useful, I can send two sample bottles and our trade price list in GBP.

With best regards,
Nadejda Lungu
Manager vânzări export (Export Sales Manager)
Podgoria Prutului S.R.L.
Cahul, Republic of Moldova
+373 299 2 47 15 | n.lungu@podgoriaprutului.md""",
         "cold introduction; English; company shortened to `Price & Vine`; the sender's title in Romanian with "
         "an English gloss; ABV, DAP",
         Twin("country_wrong", "body", "a following in the UK,", "a following in Ireland,",
              "United Kingdom", "the buyer's market named as a neighbouring country", found="Ireland")),
    # N026
    Mail("P026", "s3",
         "Samples of Fetească Neagră 2020 and 2021",
         """Dear Ms Sýkorová,

Thank you for your interest in our wines. As you asked, we sent samples of our Fetească Neagră from the 2020 and 2021 vintages to Vinotéka Sýkorová s.r.o. by courier this morning: two bottles of each, with the technical sheets.

The two vintages are quite different. 2020 was hot and dry in southern Moldova, so the wine is riper and fuller (14% ABV), with notes of prune and cocoa and 12 months in oak. 2021 was cooler: 13% ABV, more red cherry and spice, fresher acidity, 8 months in oak. Both are dry and come in 6-bottle cartons.

Ex-cellar prices are EUR 4.10 (2021) and EUR 4.90 (2020) per bottle, and we can deliver by groupage, DAP your shop, in about five days.

I look forward to hearing what you think once you have tasted them.

Kind regards,
Nadejda Lungu
Export Sales Manager
Podgoria Prutului S.R.L., Cahul, Moldova
+373 299 2 47 15""",
         "reply to the sample request the note records (2020 and 2021 vintages), in English as the note says "
         "she prefers; the Czech feminine family name with Ms; vintage specs",
         Twin("company_missing", "body", "to Vinotéka Sýkorová s.r.o. by courier", "to your wine shop by courier",
              "Vinotéka Sýkorová s.r.o.", "the only mention of the company replaced by `your wine shop`",
              found="your wine shop")),
    # N027
    Mail("P027", "s3",
         "Дивин із Кагула – пропозиція для вашого асортименту",
         """Шановний пане Максиме,

мене звати Надія Лунгу (Nadejda Lungu), я менеджерка з експорту компанії Podgoria Prutului S.R.L. з Кагула, що на півдні Молдови. Пишу вам як менеджеру із закупівель ТОВ «Торговий дім Базавлученка», оскільки ми шукаємо партнера для нашого дивину в Україні.

Дивин — це молдовський виноградний бренді, витриманий у дубових бочках. Ми пропонуємо три витримки: 5, 7 і 10 років (40–42% об.), у пляшках 0,5 л та 0,7 л, у подарункових коробках або без них.

Доставка автотранспортом через пункт пропуску Джурджулешти – Рені займає один-два дні, умови DAP ваш склад. Усі супровідні документи ми підготуємо.

Буду рада надіслати зразки та прайс-лист.

З повагою,
Nadejda Lungu
Manager vânzări export
Podgoria Prutului S.R.L., Кагул, Молдова
+373 299 2 47 15""",
         "cold introduction; wholly Ukrainian; vocative `пане Максиме`; the recorded title in the dative "
         "(`менеджеру із закупівель`); company with its genitive; the sender's name in Ukrainian form; "
         "category as дивин, `виноградний бренді`; the Giurgiulești–Reni crossing",
         Twin("company_misspelled", "body", "ТОВ «Торговий дім Базавлученка»", "ТОВ «Торговий дім Базавлюченка»",
              "ТОВ «Торговий дім Базавлученка»", "one letter of the family name in the company changed (ю for у)",
              found="ТОВ «Торговий дім Базавлюченка»")),
    # N028
    Mail("P028", "s3",
         "Prețuri divin 10 ani – Podgoria Prutului",
         """Stimată doamnă Ardelean,

Vă mulțumesc pentru vizita la standul nostru de la Horeca Show București. Așa cum v-am promis, vă trimit prețurile pentru divinul nostru de 10 ani:

- Divin 10 ani, 40% vol., sticlă de 0,5 l în cutie de lemn: 14,80 EUR/sticlă
- aceeași calitate, sticlă de 0,7 l fără cutie: 17,50 EUR/sticlă
- comandă minimă: 300 de sticle, livrare DAP la depozitul dumneavoastră, în 3–4 zile de la Cahul

Divinul este distilat din struguri de Fetească Albă și Rkațiteli din podgoriile noastre de pe Prut și învechit în butoaie de stejar. Documentele pentru vânzarea în UE (certificat de origine, buletine de analiză) sunt complete.

Dacă doriți, vă pot trimite și două sticle de probă pentru Ardelean Distribuție.

Cu stimă,
Nadejda Lungu
Manager vânzări export
Podgoria Prutului S.R.L.
Cahul, Republica Moldova
Tel. +373 299 2 47 15""",
         "reply with the prices the Romanian note records (10-year divin) after the fair it records; wholly "
         "Romanian; company without S.R.L.; Fetească Albă and Rkațiteli as grapes, not offers",
         Twin("sender_wrong", "body", "Podgoria Prutului S.R.L.", "Podgoria Prutului S.A.",
              "Podgoria Prutului S.R.L.", "a wrong legal form in the sender's company", found="Podgoria Prutului S.A.")),
    # N029
    Mail("P029", "s3",
         "Kosher divin for your Russian-speaking customers",
         """Dear Mr Frankel,

I'm Nadejda Lungu, export sales manager of Podgoria Prutului, a winery and distillery in Cahul, Moldova. I understand your customers are Russian-speaking liquor shops in Haifa and Ashdod – for them, Moldovan divin needs no introduction; many remember it from home as "коньяк".

We produce divin aged 5, 7 and 10 years under kosher supervision, with the hechsher on every bottle; the certificate for the current batch is attached. Bottles are 0.5 l and 0.7 l, with Hebrew back labels on request.

Shipping is by truck to Constanța and by sea to Haifa or Ashdod, around 12 days in all.

Would you like a sample set of the three ages for פרנקל יבוא משקאות?

Best regards,
Nadejda Lungu
Export Sales Manager
Podgoria Prutului S.R.L., Moldova
+373 299 2 47 15 | n.lungu@podgoriaprutului.md""",
         "cold introduction using the note (kosher; Russian-speaking shops in Haifa and Ashdod); English; "
         "`Mr Frankel` romanised from the Hebrew record; company in Hebrew without בע\"מ; коньяк in Cyrillic; Constanța",
         Twin("contact_wrong", "body", "Dear Mr Frankel,", "Dear Mr Friedman,",
              "צבי פרנקל", "another family name in the greeting", found="Friedman")),
    # N030
    Mail("P030", "s3",
         "Bio-Traubenkernöl – Ihr Muster (1 l) ist unterwegs",
         """Sehr geehrte Frau Kranz,

vielen Dank für Ihre Anfrage. Das gewünschte Muster unseres kaltgepressten Traubenkernöls (1 l) haben wir heute per Kurier an die Kranz Naturkost GmbH & Co. KG geschickt.

Zu Ihrer Frage nach der Bio-Zertifizierung: Unser Öl ist nach der EU-Öko-Verordnung 2018/848 zertifiziert; das aktuelle Zertifikat liegt dieser E-Mail bei, und jede Lieferung reist mit einer Kontrollbescheinigung (COI) über TRACES. Die Trauben stammen aus unseren eigenen Bio-Weinbergen bei Cahul; die Kerne werden direkt nach dem Keltern getrocknet und unter 40 °C gepresst.

Lieferformen: 1-l-Flaschen, 5-l-Kanister oder 200-l-Fässer; Mindesthaltbarkeit 18 Monate.

Ich freue mich auf Ihre Rückmeldung nach der Verkostung.

Mit freundlichen Grüßen
Nadejda Lungu
Manager vânzări export
Podgoria Prutului S.R.L.
Cahul, Republik Moldau
+373 299 2 47 15""",
         "reply to both requests of the German note (EU organic certificate, 1 l sample); wholly German; company "
         "with `GmbH & Co. KG` and the article; category as `kaltgepresstes Traubenkernöl`; COI, TRACES",
         Twin("artifact", "body", "Sehr geehrte Frau Kranz,", "Sehr geehrte Frau {nachname},",
              "Kranz", "a template placeholder left in the greeting", found="{nachname}")),
    # N031
    Mail("P031", "s3",
         "Huile de pépins de raisin pressée à froid de Moldavie",
         """Bonjour Monsieur Riou,

Je suis Nadejda Lungu, responsable des ventes export de Podgoria Prutului, un domaine viticole de Cahul, dans le sud de la Moldavie. En plus de nos vins, nous pressons à froid les pépins de nos propres raisins.

Je pense que notre huile de pépins de raisin pourrait intéresser Huilerie Riou SAS, en vrac pour un conditionnement sous votre marque ou en bouteilles de 250 ml. Elle est riche en acide linoléique (environ 70 %), d'un vert clair, au goût léger et fruité, avec une acidité inférieure à 0,5 %.

Nous livrons en fûts de 200 l ou en IBC de 1 000 l, départ Cahul ou rendu chez vous (DAP), en 5 à 6 jours par la route.

Souhaitez-vous recevoir un échantillon et la fiche technique ?

Bien à vous,
Nadejda Lungu
Manager vânzări export
Podgoria Prutului S.R.L. – Cahul, Moldavie
+373 299 2 47 15""",
         "cold introduction; wholly French; the sender's title in French in the body and in Romanian in the "
         "signature; category as `huile de pépins de raisin`; IBC, DAP",
         Twin("company_foreign", "body", "pourrait intéresser Huilerie Riou SAS,", "pourrait intéresser Kranz Naturkost GmbH & Co. KG,",
              "Huilerie Riou SAS", "another buyer's company of this set (same category, Germany)",
              found="Kranz Naturkost GmbH & Co. KG")),
    # N032
    Mail("P032", "s3",
         "Cold-pressed grape seed oil from Moldova",
         """Dear Mr Park,

My name is Nadejda Lungu, and I handle export sales at Podgoria Prutului S.R.L., a winery in Cahul, southern Moldova. I'm writing to 한결유지 주식회사 because we produce grape seed oil from our own vineyards and are looking for an importer in Korea.

Our oil is cold-pressed from seeds dried right after the harvest, unrefined, with about 70% linoleic acid and acidity below 0.5%. It can also be supplied refined, in bulk, for frying.

For the Korean market we can pack in 500 ml glass bottles or in 18 l tins for food service, and ship in 20 ft containers via Constanța to Busan in about five weeks.

I would be happy to send a sample and a price offer CIF Busan.

Kind regards,
Nadejda Lungu
Export Sales Manager
Podgoria Prutului S.R.L.
+373 299 2 47 15 | n.lungu@podgoriaprutului.md""",
         "cold introduction; English; `Dear Mr Park` from the Hangul record; company in Hangul inside English; "
         "Constanța, Busan, CIF",
         Twin("category_wrong", "body", "we produce grape seed oil from", "we produce sunflower oil from",
              "grape seed oil", "the product named as sunflower oil, which the sender does not sell",
              found="sunflower oil")),
    # N033
    Mail("P033", "s4",
         "Ficha técnica de pulpa de babaco congelada – Fruit Attraction",
         """Estimada Sra. Cornejo:

Fue un gusto conocerla en Fruit Attraction, en Madrid. Tal como le prometí, le adjunto la ficha técnica de nuestra pulpa de babaco congelada para Zumos Cornejo.

Un resumen:
- Pulpa 100 % babaco (Vasconcellea × heilbornii), sin semillas ni azúcar añadido
- Brix 5–7, pH 3,6–4,0
- Congelada a –18 °C en bolsas asépticas de 20 kg dentro de caja, o en tambores de 200 kg
- Vida útil: 24 meses congelada
- Origen: fincas de Tungurahua, procesada en nuestra planta de Ambato

El babaco tiene una acidez fresca, entre la piña y el maracuyá, que funciona muy bien en zumos y batidos. En España todavía es poco conocido, lo que puede ser una ventaja para una marca de zumos.

Podemos enviar en contenedor reefer de 20 pies a Valencia o Algeciras, CFR.

Quedo atenta a sus comentarios.

Saludos cordiales,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
Ambato, Ecuador
+593 3 242 6180""",
         "first e-mail after the fair the note records, sending the spec sheet it records; wholly Spanish; "
         "`Estimada Sra. Cornejo:`; company without S.L.; pineapple and passion fruit as comparisons; Brix, pH; "
         "Valencia, Algeciras",
         Twin("country_wrong", "body", "En España todavía es poco conocido", "En Portugal todavía es poco conocido",
              "Spain", "the buyer's market named as a neighbouring country", found="Portugal")),
    # N034
    Mail("P034", "s4",
         "Frozen babaco pulp for Jdotte Fruit Import",
         """Dear Ms Jdotte,

I'm Mayra Masaquiza, head of exports at Tungurahua Andina Export in Ambato, Ecuador. We process babaco – a seedless highland relative of the papaya with a bright, tangy flavour – into frozen pulp for juice, dairy and ice-cream makers.

Since Jdotte Fruit Import B.V. imports fruit, I thought our pulp could complement your range, especially for customers who want something new alongside passion fruit and mango.

Our frozen babaco pulp is 100% fruit, Brix 5–7, in 20 kg aseptic bags or 200 kg drums, with 24 months' shelf life at –18 °C. We ship reefer containers from Guayaquil to Rotterdam in about 21 days.

Would you like a sample and our price CFR Rotterdam?

Kind regards,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180 | mmasaquiza@tungurahuaandina.com.ec""",
         "cold introduction; English; the sender's name shortened and her title in English; passion fruit and "
         "mango as comparisons; Guayaquil, Rotterdam",
         Twin("contact_wrong", "body", "Dear Ms Jdotte,", "Dear Ms Koning,",
              "Loïs Jdotte", "another buyer's family name of the same country in the greeting", found="Koning")),
    # N035
    Mail("P035", "s4",
         "Quote: frozen babaco pulp, one 20 ft reefer",
         """Attn: Justin Moore, Procurement Manager
Moore Tropical Ingredients Inc.

Dear Justin,

Thank you for your request. Here is our quote for one 20 ft reefer of frozen babaco pulp:

- 100% babaco pulp, seedless, no added sugar, Brix 5–7
- 20 kg aseptic bags in cartons, 900 cartons (18 t net) per container, at –18 °C
- USD 1.62 per kg, CFR Philadelphia or CFR Long Beach (same price)
- Shipment: 3 weeks from order, from Guayaquil
- Payment: 30% advance, balance against copy of documents

On compliance: our plant is registered with the FDA, and we file the prior notice for every shipment ourselves and send you the confirmation number before the vessel arrives. The pulp is certified kosher (parve) by OK Kosher; I attach the current letter of certification.

The quote is valid for 30 days.

Best regards,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda., Ecuador
+593 3 242 6180""",
         "reply with the quote the note records (20 ft reefer), answering its FDA prior notice and kosher "
         "requirements; English; an Attn line with the recorded title; CFR, Philadelphia, Long Beach, Guayaquil",
         Twin("title_wrong", "body", "Attn: Justin Moore, Procurement Manager", "Attn: Justin Moore, Sales Manager",
              "Procurement Manager", "a sales title for the buyer's procurement title", found="Sales Manager")),
    # N036
    Mail("P036", "s4",
         "Guayusa from the Ecuadorian Amazon",
         """Dear Andrew,

I came across Cruz Tea Company while looking for Canadian tea companies that work with unusual leaves, and I'd like to introduce ours.

I'm Mayra Masaquiza, head of exports at Tungurahua Andina Export in Ambato, Ecuador. We source guayusa (Ilex guayusa) from Kichwa family farms in Napo province. It is a caffeinated holly leaf, a cousin of yerba mate, but smooth and never bitter – traditionally brewed before dawn in Kichwa homes.

We offer guayusa tea as loose cut leaf (2–4 mm, in 10 kg kraft bags) and as pyramid tea bags for private label, in two styles: green (gently dried) and toasted.

Could I send you samples of both?

Best wishes,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
Ambato, Ecuador | +593 3 242 6180""",
         "cold introduction (no note); English; company shortened without `Ltd.`; yerba mate as a comparison; "
         "Napo province; Ilex guayusa",
         Twin("note_wrong", "body",
              "I came across Cruz Tea Company while looking for Canadian tea companies that work with unusual leaves, and I'd like to introduce ours.",
              "It was good to meet you at the Toronto Tea Festival last month, and I'd like to follow up on our chat.",
              "(no note: no meeting on record)", "a fair meeting claimed for a buyer whose record has no note",
              found="It was good to meet you at the Toronto Tea Festival last month")),
    # N037
    Mail("P037", "s4",
         "Guayusa – a new leaf for Swedish tea drinkers",
         """Hi Jenny,

My name is Mayra Masaquiza and I run exports at Tungurahua Andina Export in Ambato, Ecuador. I'm contacting Erikssons Te & Kaffe AB because guayusa, the Amazonian leaf we export, is a natural fit for a tea and coffee specialist: it has about as much caffeine as a cup of coffee but brews like a herbal tea, smooth and slightly sweet.

We supply loose-leaf guayusa tea (cut 2–4 mm) in 10 kg bags and as tea bags for private label, EU organic certified, with every lot tested for pesticides and heavy metals in Germany. Shipping to Gothenburg by sea takes about five weeks; small orders can go by air.

If you'd like to try it, I can send a sample pack of green and toasted guayusa this week.

Warm regards,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones, Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180""",
         "cold introduction; English to a Swedish buyer; `Hi Jenny`; coffee as a comparison; Germany as a lab's "
         "country; Gothenburg",
         Twin("company_missing", "body", "I'm contacting Erikssons Te & Kaffe AB because", "I'm contacting your company because",
              "Erikssons Te & Kaffe AB", "the only mention of the company replaced by `your company`",
              found="your company")),
    # N038
    Mail("P038", "s4",
         "Campioni di guayusa biologica per Erboristeria Tognazzi",
         """Gentile Sig.ra Tognazzi,

La ringrazio per la richiesta di campioni. Oggi abbiamo spedito per corriere all'Erboristeria Tognazzi S.r.l. tre confezioni da 100 g della nostra guayusa: foglia tagliata verde, foglia tostata e filtri piramidali.

La guayusa (Ilex guayusa) è una pianta della foresta amazzonica dell'Ecuador, parente del mate; contiene caffeina e teobromina e dà un infuso morbido, senza amaro.

Come richiesto, allego il certificato biologico UE valido fino a dicembre; ogni spedizione viaggia inoltre con il certificato di ispezione (COI) su TRACES.

Resto a disposizione per prezzi e quantità minime.

Cordiali saluti,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
Ambato, Ecuador – Tel. +593 3 242 6180""",
         "reply to both requests of the note (samples, EU organic certificate); wholly Italian; company with "
         "the elided article (`all'Erboristeria`); mate as a comparison; COI, TRACES",
         Twin("company_foreign", "body", "all'Erboristeria Tognazzi S.r.l.", "a Erikssons Te & Kaffe AB",
              "Erboristeria Tognazzi S.r.l.", "another buyer's company of this set (same category, Sweden)",
              found="Erikssons Te & Kaffe AB")),
    # N039
    Mail("P039", "s4",
         "Catálogo de calzado de seguridad de cuero S3",
         """Estimado Sr. Antón:

Gracias por su interés. Le adjunto nuestro catálogo de calzado de seguridad de cuero para Suministros Industriales Antón.

Todos los modelos del catálogo están certificados según EN ISO 20345:2022, categoría S3 (puntera de composite de 200 J, plantilla antiperforación textil, suela de PU/caucho resistente a hidrocarburos y piel hidrófuga). Los certificados de examen UE de tipo, emitidos por un organismo notificado, están en la última página.

Fabricamos en Ambato, la capital del cuero del Ecuador, con piel flor de vacuno curtida en nuestra provincia. Tallas 36–48; pedido mínimo de 600 pares por modelo, con entrega CIF Valencia en unas seis semanas.

Si lo desea, puedo enviarle un par de muestra del modelo que más le interese.

Un cordial saludo,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180 | mmasaquiza@tungurahuaandina.com.ec""",
         "reply sending the catalogue the note records, on the S3 standard it records; wholly Spanish; company "
         "without S.L.; EN ISO 20345:2022, 200 J; CIF Valencia",
         Twin("artifact", "body", "Si lo desea, puedo enviarle un par de muestra del modelo que más le interese.",
              "Si lo desea, puedo enviarle un par de", "Si lo desea, puedo enviarle un par de muestra del modelo que más le interese.",
              "a sentence cut off", found="Si lo desea, puedo enviarle un par de")),
    # N040
    Mail("P040", "s4",
         "Leather safety shoes from Ecuador – EN ISO 20345 S3",
         """Sayın Toktuğ Bey,

I hope you'll excuse me for writing in English. I'm Mayra Masaquiza, head of exports at Tungurahua Andina Export in Ambato, Ecuador's leather town. We make leather safety shoes, and I'd like to offer them to Aksu İş Güvenliği Ekipmanları A.Ş. for your distribution in Turkey.

Our range includes S1P, S2 and S3 models to EN ISO 20345, with composite toecaps, metal-free anti-perforation insoles and PU/rubber soles; the uppers are full-grain cowhide from tanneries in our province. Prices start at USD 19.50 per pair FOB Guayaquil for 600 pairs of a model.

Turkey has a strong footwear industry of its own, so we focus on what is harder to find locally: lightweight, metal-free S3 boots at a fair price.

Could I send you our catalogue and a sample pair?

Saygılarımla,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda., Ecuador
+593 3 242 6180""",
         "cold introduction; English with a Turkish greeting and closing (`Sayın Toktuğ Bey`, given name with Bey); "
         "company with A.Ş. inside English; S1P, S2, S3; FOB Guayaquil",
         Twin("company_misspelled", "body", "to Aksu İş Güvenliği Ekipmanları A.Ş. for", "to Aksu İş Güvenlik Ekipmanları A.Ş. for",
              "Aksu İş Güvenliği Ekipmanları A.Ş.", "the compound's possessive suffix dropped (`Güvenlik` for `Güvenliği`)",
              found="Aksu İş Güvenlik Ekipmanları A.Ş.")),
]
