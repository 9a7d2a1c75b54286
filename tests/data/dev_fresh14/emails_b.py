"""Natural e-mails N021-N040 (the rest of the first e-mails), written one by one.

edit = (part, old, new, type, expected, note)
"""

EMAILS = [
    dict(buyer="V021", sender="s2", subject="Za'atar in 1 kg catering packs – after Gulfood",
         body="""Dear Bernard,

It was good to meet you at Gulfood. You asked about za'atar in 1 kg catering packs for Wood Foodstuff Trading's hotel and restaurant customers, so here are the options:

- Jordanian green za'atar (thyme, sumac, sesame, olive oil free): AED 27 per kg
- Red za'atar with extra sumac: AED 29 per kg

Both come in 1 kg foil bags, 10 per carton, with a 12-month shelf life. We deliver CFR Jebel Ali within three weeks of order.

Best regards,
Rania Al-Khatib
Export Manager
Ghor Al-Safi Trading Co. L.L.C.""",
         note="follow-up after the fair in the note, English; first name; possessive of the company without L.L.C.; 1 kg packs from the note; 'thyme, sumac, sesame' as ingredients of the category; Jebel Ali; AED",
         edit=("body", "Wood Foodstuff Trading's hotel", "Woods Foodstuff Trading's hotel", "company_misspelled", "Wood Foodstuff Trading L.L.C.", "a plural s added to the family name")),
    dict(buyer="V022", sender="s2", subject="Za'atar-Gewürzmischung aus Jordanien",
         body="""Sehr geehrte Frau Börner,

ich bin Rania Al-Khatib, Export Managerin bei Ghor Al-Safi Trading in Amman. Wir stellen Za'atar nach jordanischer Art her – Thymian, Sumach, gerösteter Sesam und Meersalz, ohne Zusatzstoffe.

Für Börner Gewürze bieten wir lose Ware in 10-kg-Säcken und Handelspackungen mit 80 g an, IFS-zertifiziert, auf Wunsch in Bio-Qualität.

Darf ich Ihnen Muster schicken?

Mit freundlichen Grüßen
Rania Al-Khatib
Ghor Al-Safi Trading Co. L.L.C.
Amman, Jordanien""",
         note="wholly in German; 'Frau' + surname (the title in the record is the masculine 'Einkäufer'); sender's title translated and feminine; company without GmbH & Co. KG; ingredients; IFS",
         edit=("body", "Für Börner Gewürze bieten", "Für Geißler Nusskontor bieten", "company_foreign", "Börner Gewürze GmbH & Co. KG", "another German buyer's company of this set")),
    dict(buyer="V023", sender="s2", subject="Za'atar for Ljungberg Livs",
         body="""Hej Ann-Christin,

I am writing from Ghor Al-Safi Trading in Jordan. Za'atar has become a favourite in Swedish kitchens, and we would like to offer Ljungberg Livs our Jordanian za'atar mix in 100 g jars and 1 kg refill bags.

The blend is made with wild thyme from the Ajloun hills, sumac and toasted sesame. We can print the label in Swedish and ship DAP Helsingborg.

Would a call next Tuesday suit you?

Med vänliga hälsningar,
Rania Al-Khatib
Export Manager, Ghor Al-Safi Trading Co. L.L.C.""",
         note="English body, Swedish greeting and closing; double first name kept whole; company without AB; Ajloun hills; DAP Helsingborg; labels in Swedish",
         edit=("body", "Hej Ann-Christin,", "Hej Anna-Christina,", "contact_wrong", "Ann-Christin Ljungberg", "the first name lengthened to a near form")),
    dict(buyer="V024", sender="s3", subject="Stavebnice srubových domů – po Vaší návštěvě v Savonlinně",
         body="""Dobrý den, pane Růžičko,

děkuji za Vaši návštěvu v naší továrně v Savonlinně. Jak jsme se domluvili, posílám podklady k našim stavebnicím srubových domů:

- masivní lepené hranoly 200 x 275 mm ze severské borovice
- kompletní sada včetně oken, dveří a střešních prvků
- dodávka DAP Praha kamionem, cca 6 týdnů po podpisu smlouvy

Rád pro Růžička Dřevostavby připravím i individuální nabídku.

S pozdravem
Jyrki Mäkelä
Vientipäällikkö (Export Manager)
Saimaan Hirsitalo Oy Ab, Savonlinna, Finland""",
         note="follow-up after the factory visit in the note, wholly in Czech; vocative 'pane Růžičko'; company without s.r.o.; glulam logs, windows and roof parts inside the kit; DAP Prague; sender title in Finnish with English",
         edit=("body", "Rád pro Růžička Dřevostavby připravím", "Rád pro Vaši firmu připravím", "company_missing", "Růžička Dřevostavby s.r.o.", "the buyer's company never named")),
    dict(buyer="V025", sender="s3", subject="Maisons en rondins de Finlande",
         body="""Monsieur Marchal,

En tant que gérant de Marchal Chalets, vous connaissez bien la demande pour les maisons en bois massif. Notre entreprise finlandaise, Saimaan Hirsitalo, fabrique des kits de maisons en rondins depuis 1987 : madriers lamellés-collés en pin du Nord, charpente et menuiseries compris.

Nos kits sont conformes à la RE2020 et sont livrés DAP sur votre chantier.

Puis-je vous envoyer notre catalogue ?

Cordialement,
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="wholly in French; 'Monsieur' + surname; the buyer's title in French in a sentence; company without SAS; sender's company short; RE2020; glulam; carpentry and joinery inside the kit",
         edit=("body", "En tant que gérant de Marchal Chalets", "En tant que directeur commercial de Marchal Chalets", "title_wrong", "Gérant", "a sales director for the managing owner")),
    dict(buyer="V026", sender="s3", subject="Price for a 120 m² log house kit",
         body="""Dear Mr Yamaguchi,

Thank you for your enquiry about a 120 m² log house kit. Our price for the "Kallio 120" (two storeys, 3 bedrooms, 200 mm laminated logs) is EUR 98,500 FCA Savonlinna, or EUR 104,900 CIF Yokohama.

The kit meets the Japanese building standard for wooden houses, and our engineers can provide the structural calculations your architect will need. Yamaguchi Log Homes would receive the full assembly drawings in English.

Yours sincerely,
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab
Savonlinna, Finland""",
         note="answers the price request in the note, English, formal; 'Mr' + surname; company without Co., Ltd.; model name; FCA/CIF Yokohama; structural calculations",
         edit=("body", "EUR 104,900 CIF Yokohama", "EUR 104,900 CIF Busan", "country_wrong", "Japan", "a Korean port for a Japanese buyer")),
    dict(buyer="V027", sender="s3", subject="Preiselbeerpulver aus Finnland",
         body="""Grüezi Frau Walder

Gerne stelle ich Ihnen unser Preiselbeerpulver vor: aus wilden finnischen Preiselbeeren, gefriergetrocknet und fein vermahlen, ohne Zucker oder Trägerstoffe. Es eignet sich für Smoothie-Mischungen, Müesli und Kapseln.

Für Walder Naturprodukte können wir 1-kg-Beutel und 10-kg-Kartons liefern, Bio-zertifiziert nach EU und Bio Suisse.

Freundliche Grüsse
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab, Finnland""",
         note="wholly in Swiss German ('Grüezi', 'Grüsse' with ss, 'Müesli'); 'Frau' + surname; company without AG; freeze-dried; Bio Suisse; smoothie mixes and capsules as uses",
         edit=("body", "unser Preiselbeerpulver vor: aus wilden finnischen Preiselbeeren", "unser Heidelbeerpulver vor: aus wilden finnischen Heidelbeeren", "category_wrong", "lingonberry powder", "bilberry powder, a neighbouring berry powder")),
    dict(buyer="V028", sender="s3", subject="Freeze-dried lingonberry powder sample on its way",
         body="""Hi Gregory,

Your sample of freeze-dried lingonberry powder left Savonlinna today by FedEx (tracking 7731 4402 9985). It is 500 g from our current lot, with the spec sheet and COA in the box.

For Donovan Superfoods we can also offer a spray-dried version on maltodextrin, which is cheaper but less intense in colour.

Let me know what your R&D team thinks.

Best,
Jyrki
Jyrki Mäkelä, Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="follow-up on the sample request in the note, English, short; first name; company without Inc.; sender shortened to 'Jyrki'; spray-dried variant; FedEx",
         edit=("body", "Jyrki Mäkelä, Export Manager", "Jyrki Mäkinen, Export Manager", "sender_wrong", "Jyrki Mäkelä", "the sender's surname changed to a common near namesake")),
    dict(buyer="V029", sender="s3", subject="Lingonberry powder from Finland",
         body="""Dear Mr Yi,

您好！

I am Jyrki Mäkelä, Export Manager at Saimaan Hirsitalo in Finland. We produce freeze-dried lingonberry powder from wild Nordic berries, rich in anthocyanins and naturally red.

It is used in solid drinks, functional foods and skin-care supplements, and we already supply two customers in Shanghai. For Yi Health Food we could ship in 20 kg cartons, CIF Shanghai, with a GACC-registered facility.

May I send you our specification?

此致
敬礼
Jyrki Mäkelä""",
         note="English greeting with the family name (Chinese order in the record), Chinese 您好 and closing in simplified Chinese, body in English; company without Co., Ltd.; solid drinks; GACC; CIF Shanghai",
         edit=("body", "For Yi Health Food we could", "For Yi Health Food we we could", "artifact", "For Yi Health Food we could", "a doubled word")),
    dict(buyer="V030", sender="s3", subject="Birch xylitol for Daehan Foods",
         body="""Dear Mr Park,

Saimaan Hirsitalo produces xylitol from Finnish birch, not from corn cobs, which many Korean confectionery makers value for chewing gum and candy.

Our birch xylitol is available as crystalline (0.2-0.6 mm) and as a fine powder for direct compression, in 25 kg bags. We can ship CIF Busan within five weeks.

I would be happy to send specifications and a price list for Daehan Foods.

Kind regards,
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab, Savonlinna, Finland""",
         note="English, formal; 'Mr' + family name (Korean order in the record); company without Co., Ltd.; 'corn cobs' as the other source of xylitol; crystal sizes; CIF Busan",
         edit=("body", "Dear Mr Park,", "Dear Mr Ji-hoon,", "contact_wrong", "Park Ji-hoon", "the given name taken for the family name")),
    dict(buyer="V031", sender="s3", subject="Non-GMO statement for our birch xylitol",
         body="""Dear Kirstine,

You mentioned that Laursen Sødemidler needs a non-GMO statement. I attach it, signed by our quality manager: our xylitol is made only from Finnish birch wood, and no genetically modified organisms or GM-derived enzymes are used at any step.

Our birch xylitol comes in 25 kg paper bags and 1 MT big bags, FCA Savonlinna or DAP Kolding.

Venlig hilsen
Jyrki Mäkelä
Vientipäällikkö | Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="opens from the note (non-GMO statement), English body with Danish closing; first name; company with the Danish ø, without ApS; 'birch wood' and 'enzymes' inside the category's description; DAP Kolding",
         edit=("body", "needs a non-GMO statement. I attach it", "needs a non-GMO statement and a halal certificate. I attach both", "note_wrong", "needs a non-GMO statement", "a halal certificate the note does not ask for")),
    dict(buyer="V032", sender="s3", subject="Nyírfa-xilit Finnországból",
         body="""Kedves Kis Erika!

Jyrki Mäkelä vagyok, a finn Saimaan Hirsitalo exportvezetője. Nyírfából készült xilitet gyártunk kristályos és porított formában, 25 kg-os zsákokban.

A Kis Élelmiszer Kft. számára szívesen küldök mintát és árajánlatot DAP Budapest paritáson.

Üdvözlettel:
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="wholly in Hungarian; 'Kedves' with family name first as Hungarians write it; company with Kft.; the sender's title translated; DAP Budapest",
         edit=("body", "A Kis Élelmiszer Kft. számára", "A Kis Élelmiszer Kft. Kft. számára", "artifact", "Kis Élelmiszer Kft.", "the legal form doubled")),
    dict(buyer="V033", sender="s4", subject="Persian saffron – after SIAL Paris",
         body="""Αγαπητέ κύριε Κομκούδη,

It was a pleasure to meet you at SIAL Paris. As promised, here are our saffron threads for Κομκούδης Μπαχαρικά:

• Super Negin, ISO 3632 category I, crocin > 250: EUR 2,150/kg
• Sargol, all-red tips: EUR 1,890/kg
• Packing: 1 g and 2 g tins for retail, 100 g for food service

We can ship by air to Athens, DAP, with a phytosanitary certificate.

Με εκτίμηση,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.), Mashhad, Iran""",
         note="follow-up after the fair in the note; Greek greeting with the vocative surname and Greek closing, body in English; company in Greek script without Α.Ε.; Super Negin/Sargol grades; ISO 3632; air to Athens",
         edit=("body", "Super Negin, ISO 3632 category I", "Super Negin, ISO 3632 category I, together with our Spanish La Mancha saffron", "country_wrong", "Iran", "a Spanish origin offered by an Iranian exporter")),
    dict(buyer="V034", sender="s4", subject="Azafrán iraní en hebra para Vázquez Especias",
         body="""Estimado Sr. Vázquez:

Me llamo Mohammad-Reza Kazemi y soy director de exportación de Kavir Golestan, en Mashhad (Irán). Producimos azafrán en hebra de Khorasan: categorías Negin, Sargol y Pushal.

Sabemos que muchas envasadoras españolas mezclan o comparan orígenes; por eso enviamos con cada lote el análisis ISO 3632 de un laboratorio acreditado.

¿Le interesaría recibir muestras de 10 g?

Atentamente,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="wholly in Spanish; 'Sr.' + surname with colon; company without S.L.; the sender's title translated in the body; Khorasan; Negin/Sargol/Pushal grades",
         edit=("body", "Estimado Sr. Vázquez:", "Estimado Sr. Velázquez:", "contact_wrong", "Humberto Vázquez", "a near surname")),
    dict(buyer="V035", sender="s4", subject="Green peeled pistachio kernels – price",
         body="""Dear Ms Onio,

Thank you for your request. Our price for green peeled pistachio kernels (blanched, Grade A, from Kerman and Rafsanjan) is EUR 31.50 per kg CFR Genoa, in 10 kg vacuum bags, 2 bags per carton.

We also have whole natural kernels and slivered green kernels, in case Onio Frutta Secca needs them for pastry.

Aflatoxin tests are done by an accredited lab before shipping.

Best regards,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="answers the price request in the note, English; 'Ms' + surname; company without S.p.A.; Kerman and Rafsanjan; blanched/slivered varieties; CFR Genoa; aflatoxin",
         edit=("body", "in case Onio Frutta Secca needs them", "in case Onio Frutta Sec needs them", "company_misspelled", "Onio Frutta Secca S.p.A.", "the last word of the company cut short")),
    dict(buyer="V036", sender="s4", subject="Iranische Pistazienkerne für Geißler Nusskontor",
         body="""Sehr geehrter Herr Geißler,

als Einkaufsleiter eines Nusshandels kennen Sie die Schwankungen bei Pistazien aus Kalifornien. Wir bieten Ihnen iranische Pistazienkerne direkt vom Hersteller: natur, blanchiert grün und gehackt, in 10-kg-Vakuumbeuteln.

Die Ware wird nach EU-Vorgaben auf Aflatoxin getestet und CFR Hamburg geliefert.

Mit freundlichen Grüßen
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.), Mashhad""",
         note="wholly in German; 'Herr' + surname with ß; title in a sentence in German; California named as a competing origin; varieties; CFR Hamburg",
         edit=("body", "als Einkaufsleiter eines Nusshandels", "als Einkaufsassistent eines Nusshandels", "title_wrong", "Einkaufsleiter", "a purchasing assistant for the head of purchasing")),
    dict(buyer="V037", sender="s4", subject="Ядра фисташек из Ирана",
         body="""Уважаемая Нина,

меня зовут Мохаммад-Реза Каземи, я директор по экспорту компании Kavir Golestan (Мешхед, Иран). Мы поставляем ядра фисташек: натуральные, очищенные зелёные и дроблёные.

Для ООО «Одинцов Орехторг» можем предложить вакуумные пакеты по 10 кг, доставку через Каспийское море до Астрахани.

С уважением,
Мохаммад-Реза Каземи
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="wholly in Russian; first name (a real writer may not know the patronymic); sender's name and title translated; company with ООО and guillemets; route via the Caspian to Astrakhan",
         edit=("body", "Для ООО «Одинцов Орехторг» можем", "Для ООО «Одинцов Орехторг» «Одинцов Орехторг» можем", "artifact", "ООО «Одинцов Орехторг»", "the company name stuttered")),
    dict(buyer="V038", sender="s4", subject="Hand-knotted rugs – after Domotex",
         body="""Dear Patrick,

Thank you for visiting our stand at Domotex Hannover. As discussed, I attach photos and prices of the Kashan and Tabriz hand-knotted rugs you liked, plus a few Gabbeh pieces in wool with natural dyes.

Knot density ranges from 40 to 60 raj; sizes from 2 x 3 m to 3 x 4 m. Smith Rugs could start with a consignment of 20 pieces, DAP London.

Best regards,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="follow-up after the fair in the note, English; first name; company without Ltd; Kashan/Tabriz/Gabbeh; raj; 'wool' and 'natural dyes' inside the category; DAP London",
         edit=("body", "Smith Rugs could start", "Ward Provisions could start", "company_foreign", "Smith Rugs Ltd", "another UK buyer's company of this set")),
    dict(buyer="V039", sender="s4", subject="Handgeknoopte tapijten uit Iran",
         body="""Beste mevrouw Christiaens,

Als zaakvoerder van Christiaens Tapijten kent u de vraag naar echte handgeknoopte tapijten. Wij zijn een Iraanse producent uit Mashhad en weven Perzische tapijten in wol en zijde: Nain, Isfahan en moderne Gabbeh-ontwerpen.

Graag stuur ik u onze catalogus en prijzen DAP Antwerpen.

Met vriendelijke groeten,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="wholly in Dutch (Flemish 'zaakvoerder'); 'mevrouw' + surname; the buyer's title in a sentence; company without BV; 'wol en zijde'; Nain/Isfahan; DAP Antwerp",
         edit=("body", "Wij zijn een Iraanse producent", "Wij zijn een Turkse producent", "country_wrong", "Iran", "a neighbouring country for the sender's origin")),
    dict(buyer="V040", sender="s4", subject="Dywany ręcznie tkane z Iranu",
         body="""Szanowny Panie Mateuszu,

nazywam się Mohammad-Reza Kazemi i jestem dyrektorem eksportu w firmie Kavir Golestan z Meszhedu w Iranie. Produkujemy ręcznie tkane dywany perskie z wełny i jedwabiu.

Dla Nikołajuk Dywany mamy kolekcję klasycznych wzorów (Kashan, Tabriz) oraz nowoczesne dywany Gabbeh w rozmiarach 170 x 240 i 200 x 300 cm.

Chętnie prześlę katalog.

Z poważaniem
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="wholly in Polish; vocative first name 'Panie Mateuszu'; company without sp. z o.o.; sender's title translated; Polish city name of Mashhad; sizes in cm",
         edit=("body", "Dla Nikołajuk Dywany mamy", "Dla Ziegert Import Ryb mamy", "company_foreign", "Nikołajuk Dywany sp. z o.o.", "another Polish buyer's company of this set")),
]
