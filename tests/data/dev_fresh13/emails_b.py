"""Natural e-mails N021-N040 (first e-mails to Q021-Q040), each with the one edit its twin gets.

edit = (type, part, old, new, label note[, found[, expected]]), as in emails_a.py.
"""

MAILS = [
    dict(b="Q021", s="s1", subj="Great meeting you at IMTS – carbide instead of cobalt",
         body="""Hi Kimberly,

It was great to meet you at IMTS in Chicago. You mentioned Shelton Tool Supply is looking for an alternative to cobalt drills for your machine-shop customers, so here is what I would suggest:

1. Our solid carbide jobber-length drill bits, 1/8" to 1/2" and 3-12 mm, 140° point, TiAlN coated
2. Carbide-tipped masonry bits if your contractors need them too
3. Private label in blister cards or 10-packs

Carbide costs more per bit, but tool life in stainless is 5-8 times that of M35 cobalt.

Shall I send a few samples to your warehouse?

Cheers,
Urška Žagar
Head of Export, Pohorje Hidravlika d.o.o.
Slovenia""",
         note="friendly follow-up after the fair named in the note; uses the note's cobalt request in one sentence; numbered list; inch and metric sizes; 'cobalt drills' and 'masonry bits' are drill bits (another material's word in the buyer's category); M35",
         edit=("company_foreign", "body", "You mentioned Shelton Tool Supply is looking", "You mentioned Rahman Engineering Tools is looking",
               "another buyer's company of the same category (Bangladesh)", "Rahman Engineering Tools", "Shelton Tool Supply LLC")),
    dict(b="Q022", s="s4", subj="Percale sheets, 200-400 TC, made in Uzbekistan",
         body="""Dear Jesse,

Farg'ona To'qimachi is a vertically integrated mill in Uzbekistan: we gin, spin, weave and sew our own cotton. For Johnston Home Textiles I would like to offer percale bed linen in 200, 300 and 400 thread count: sheet sets, duvet covers and pillowcases in US sizes (Twin to California King), white and solid colours, with deep-pocket fitted sheets.

Our cotton is traceable from field to finished sheet, which more US retailers now require.

Could we set up a short call to go through your programme?

Best regards,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ
Margilan, Uzbekistan""",
         note="English first e-mail to a US buyer by first name; company without Inc.; thread counts and US sizes; traceability; the title not used",
         edit=("note_wrong", "body", "Dear Jesse,\n\nFarg'ona To'qimachi is", "Dear Jesse,\n\nIt was a pleasure to meet you at Heimtextil in Frankfurt. Farg'ona To'qimachi is",
               "a meeting at a fair claimed for a buyer without a note", "It was a pleasure to meet you at Heimtextil in Frankfurt.", "")),
    dict(b="Q023", s="s3", subj="IEC 60898 breakers for your Caribbean projects",
         body="""Dear Ms Francis,

Since you supply projects in the Caribbean, where many islands follow IEC rather than UL practice, I thought our miniature circuit breakers could be a good fit for Francis Electric Supply: 1P to 4P, 6-63 A, B and C curves, 6 kA and 10 kA, to IEC 60898-1, with matching RCBOs and DIN-rail enclosures.

We can consolidate mixed pallets and ship CIF Kingston or Port of Spain from Koper.

Best regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.
Pécs, Hungary""",
         note="opening from the note (Caribbean, IEC 60898); Ms + surname; company without Inc.; RCBOs and DIN-rail enclosures as related products; ports Kingston, Port of Spain, Koper",
         edit=("category_wrong", "body", "I thought our miniature circuit breakers could", "I thought our moulded case circuit breakers could",
               "moulded case breakers are a neighbouring product, not miniature circuit breakers", "moulded case circuit breakers", "miniature circuit breakers")),
    dict(b="Q024", s="s3", subj="Kabelwartels / cable glands – Mecsek Kábel",
         body="""Beste mevrouw Jacobs,

Mijn naam is Zsófia Bartos van Mecsek Kábel Kft. uit Hongarije. Wij produceren kabelwartels in polyamide en vernikkeld messing, M12 tot M63, IP68, ook in EMC- en Ex-uitvoering.

Voor Jacobs Elektrotechniek kunnen wij leveren vanuit ons magazijn in Pécs, met levering DAP binnen vijf werkdagen naar België.

Mag ik u onze catalogus en prijslijst sturen?

Met vriendelijke groet,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="whole body in Dutch (Flemish buyer), Beste mevrouw + surname; cable glands as kabelwartels; EMC and Ex versions; België; company without BV",
         edit=("sender_wrong", "body", "Mijn naam is Zsófia Bartos van", "Mijn naam is Zsófia Bartok van",
               "the sender's surname with one letter changed", "Zsófia Bartok", "Zsófia Bartos")),
    dict(b="Q025", s="s2", subj="Your 5 ml Luer lock samples",
         body="""Dear Kevin,

I hope the samples of our 5 ml Luer lock syringes that we sent in October reached you in good order. Have you had a chance to test them with your customers?

For Peeters Medical NV we could also offer the 3 ml and 10 ml Luer lock syringes in the same packing, and hypodermic needles to go with them.

I would be happy to prepare a quotation for a first order.

Best regards,
Siriporn
Mae Klong Healthcare Co.,Ltd.""",
         note="short follow-up after the sample recorded in the note; first name; the full company with NV; hypodermic needles as a related product; the sender signs with her first name",
         edit=("company_missing", "body", "For Peeters Medical NV we could", "For you we could",
               "the company dropped from the sentence", "For you we could", "Peeters Medical NV")),
    dict(b="Q026", s="s3", subj="Cable NYM para Electricidad Flores",
         body="""Estimada Sra. Flores:

Me pongo en contacto con usted desde Mecsek Kábel Kft., fabricante húngaro de cables de instalación NYM-J y NYM-O (VDE 0250-204), de 1,5 a 16 mm², en rollos de 100 m y bobinas.

Sabemos que en Argentina muchas obras con proyectistas europeos especifican NYM; por eso queremos ofrecer a Electricidad Flores S.R.L. precios CIF Buenos Aires para contenedores completos o mixtos.

Quedo a su disposición para enviarle el catálogo.

Saludos cordiales,
Zsófia Bartos
Exportértékesítési vezető
Mecsek Kábel Kft.""",
         note="whole body in Spanish; Estimada Sra. + surname with a colon; company with S.R.L. and in the subject without it; Argentina; CIF Buenos Aires; decimal comma",
         edit=("country_wrong", "body", "en Argentina muchas obras", "en Uruguay muchas obras",
               "the buyer is in Argentina", "Uruguay", "Argentina")),
    dict(b="Q027", s="s2", subj="Lista de precios en español – rodilleras ortopédicas",
         body="""Estimado Thiago:

Gracias por la llamada del 12 de noviembre. Tal como le comenté, adjunto nuestra lista de precios en español para las rodilleras ortopédicas:

- rodillera elástica con rótula abierta
- rodillera articulada con bisagras regulables
- inmovilizador de rodilla post-operatorio

Todos los precios son FOB Laem Chabang y válidos hasta el 31 de marzo. Para Ortopedia Guzman, el pedido mínimo es de 200 unidades por modelo, tallas surtidas.

Un saludo cordial,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd., Tailandia""",
         note="whole body in Spanish; first name; follow-up after the call recorded in the note with the Spanish price list it asked for; knee-brace varieties in Spanish; FOB Laem Chabang; company without S.A.",
         edit=("note_wrong", "body", "Gracias por la llamada del 12 de noviembre.", "Gracias por su visita a nuestro stand en Expomedical Buenos Aires.",
               "a fair visit the note does not hold (the note records a call)", "Gracias por su visita a nuestro stand en Expomedical Buenos Aires.",
               "Call on 12 November; wants the price list in Spanish.")),
    dict(b="Q028", s="s3", subj="Μικροαυτόματοι διακόπτες – Mecsek Kábel",
         body="""Αγαπητέ κύριε Χατζηγεωργίου,

Είμαι η Zsófia Bartos από τη Mecsek Kábel Kft. στην Ουγγαρία. We manufacture miniature circuit breakers to IEC 60898-1 (1P-4P, 6-63 A, curves B and C, 6 kA), with RCCBs and RCBOs to match, and we already supply wholesalers in Greece.

For Ηλεκτρολογικά Χατζηγεωργίου we could ship CIF Limassol from Koper in about ten days.

Με εκτίμηση,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="Greek greeting with the vocative κύριε and surname, Greek opening line and closing, English body; company in Greek without ΛΤΔ; Greece named as another market; CIF Limassol",
         edit=("company_foreign", "body", "For Ηλεκτρολογικά Χατζηγεωργίου we could", "For Petrides Electrical we could",
               "another Cypriot buyer's company of this set", "Petrides Electrical", "Ηλεκτρολογικά Χατζηγεωργίου ΛΤΔ")),
    dict(b="Q029", s="s2", subj="Latex foam pillows for hotels in Limassol and Paphos",
         body="""Dear Eleni,

I understand Kyriakou Hotel Supplies looks after hotels in Limassol and Paphos. Our natural latex foam pillows are made for exactly that: antimicrobial, hypoallergenic and washable covers with zips, in a hotel standard 50x70 cm size and a firmer contour model for pillow menus.

We can supply in bulk cartons of 10, or individually boxed for retail at the hotels' shops.

May I send you two sample pillows?

Warm regards,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.""",
         note="the buyer's note used in one sentence (hotels in Limassol and Paphos); first name; company without Ltd; hotel pillow menus; the sender's full signature",
         edit=("category_wrong", "body", "Our natural latex foam pillows are made", "Our memory foam pillows are made",
               "memory foam pillows are a neighbouring product, not latex foam", "memory foam pillows", "latex foam pillows")),
    dict(b="Q030", s="s3", subj="Cable glands for Petrides Electrical",
         body="""Dear Mr Petrides,

We are Mecsek Kábel Kft., a Hungarian maker of cable glands and installation cable. Our polyamide and nickel-plated brass cable glands (M12 to M63, IP68) are stocked by electrical wholesalers across southern Europe.

As Managing Director, you might like to see our price list for Cyprus before the summer building season; we ship consolidated pallets CIF Limassol.

Kind regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.""",
         note="short formal English; Mr + surname; the title in a sentence; company without Ltd in the subject; Cyprus and CIF Limassol",
         edit=("title_wrong", "body", "As Managing Director, you", "As Sales Director, you",
               "a sales title for the record's Managing Director", "Sales Director", "Managing Director")),
    dict(b="Q031", s="s1", subj="Ponuda za 5.000 okretnih spojnica",
         body="""Poštovana gospođo Hodžić,

zahvaljujemo na upitu. U prilogu Vam šaljemo ponudu za 5.000 okretnih spojnica (swivel couplers) za cijev 48,3 mm, kovanih i vruće pocinčanih, ispitanih prema EN 74-1.

Cijena vrijedi FCA Slovenska Bistrica; isporuka kamionom do Sarajeva traje dva dana. Za Građevinar Hodžić možemo dodati i ukrštene spojnice po istim uvjetima.

Srdačan pozdrav,
Urška Žagar
Vodja izvoza
Pohorje Hidravlika d.o.o.""",
         note="whole body in Bosnian with the vocative gospođo; reply to the quote request in the note; swivel couplers with the English term; double couplers (ukrštene spojnice) as a related product; Sarajevo; company without d.o.o.",
         edit=("contact_wrong", "body", "Poštovana gospođo Hodžić,", "Poštovana gospođo Hadžić,",
               "a neighbouring Bosnian surname", "gospođo Hadžić", "Amra Hodžić")),
    dict(b="Q032", s="s3", subj="NYM kabel – Mecsek Kábel, Mađarska",
         body="""Poštovani gospodine Begiću,

Mecsek Kábel Kft. iz Pečuha proizvodi instalacijske kablove NYM-J i NYM-O prema VDE 0250-204, presjeka od 1,5 do 16 mm², u kolutima od 100 m i na bubnjevima.

Vjerujemo da bi Elektro Begić d.o.o. mogao biti dobar partner za Bosnu i Hercegovinu; isporuka DAP Sarajevo traje tri do četiri dana.

S poštovanjem,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="whole body in Bosnian with the vocative Begiću; the sender's city as Pečuh (its local name in the buyer's language); company with d.o.o.; Bosna i Hercegovina in the accusative",
         edit=("company_misspelled", "body", "Vjerujemo da bi Elektro Begić d.o.o. mogao", "Vjerujemo da bi Elektro Begic d.o.o. mogao",
               "the company without its diacritic", "Elektro Begic d.o.o.", "Elektro Begić d.o.o.")),
    dict(b="Q033", s="s4", subj="Terry bathrobes – Farg'ona To'qimachi",
         body="""Përshëndetje znj. Bregu,

I would like to introduce our terry bathrobes, woven and sewn at our mill in Margilan, Uzbekistan: 100% cotton terry, 380-450 g/m², shawl collar, kimono and hooded styles, for hotels and spas along the Albanian coast.

For Bregu Tekstil we can make small first runs (from 300 pieces per style) with your own labels.

Faleminderit,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ""",
         note="Albanian greeting Përshëndetje with znj. (Mrs) and surname and Albanian thanks; English body; company without sh.p.k.; Albanian coast; hooded style",
         edit=("company_missing", "body", "For Bregu Tekstil we can", "For you we can",
               "the company dropped from the sentence", "For you we can", "Bregu Tekstil sh.p.k.")),
    dict(b="Q034", s="s3", subj="Price for 200 cartons of 1P 16 A breakers",
         body="""Dear Dritan,

Thank you for your enquiry. For 200 cartons of our 1P 16 A miniature circuit breakers (curve C, 6 kA, IEC 60898-1, 12 pieces per box, 10 boxes per carton) our price is 1.38 EUR per piece, CPT Durrës.

Delivery is about three weeks from your order. We can add RCCBs and 2P breakers to the same truck if Elektro Hoxha needs them.

Best regards,
Zsófia Bartos
Export Sales Manager, Mecsek Kábel Kft.""",
         note="short price reply to the request in the note; first name; packing details; CPT Durrës; company without sh.p.k.",
         edit=("artifact", "body", "Thank you for your enquiry. For 200 cartons", "Thank you for your enquiry. For 200 cartons of ofour 1P carton 16 A of our",
               "word salad in the middle of a sentence", "of ofour 1P carton 16 A of our", "")),
    dict(b="Q035", s="s1", subj="Gear pumps for marine hydraulics",
         body="""Dear Mr Camilleri,

I am contacting you from Pohorje Hidravlika d.o.o. in Slovenia. We make external gear pumps (groups 1 to 3) and tandem pumps, including versions with stainless-steel shafts and marine-grade coating for deck machinery, cranes and steering systems.

For Camilleri Marine Hydraulics, we can hold spares on a call-off basis and ship by air to Malta within 48 hours for urgent repairs.

Could I send you our catalogue?

Kind regards,
Urška Žagar
Head of Export
Pohorje Hidravlika d.o.o.""",
         note="formal English; Mr + surname; company without Ltd; marine uses; stainless-steel word in a pump product; Malta; air freight",
         edit=("category_wrong", "body", "We make external gear pumps (groups 1 to 3) and tandem pumps,", "We make hydraulic vane pumps (groups 1 to 3) and tandem pumps,",
               "vane pumps are a neighbouring product, not gear pumps", "hydraulic vane pumps", "hydraulic gear pumps")),
    dict(b="Q036", s="s1", subj="Carbide drill bits for Rahman Engineering Tools",
         body="""Dear Mr Rafiqul Islam,

Assalamu alaikum. I am writing from Pohorje Hidravlika d.o.o., Slovenia, to offer our solid carbide drill bits (3-20 mm, 3xD and 5xD) and carbide-tipped SDS-plus masonry bits, which we sell to tool distributors across South Asia and the Gulf.

As Senior Manager, Procurement at Rahman Engineering Tools Ltd., you may be interested in our private-label programme with printed boxes.

Prices are CFR Chattogram. May I send our catalogue?

Best regards,
Urška Žagar
Head of Export
Pohorje Hidravlika d.o.o.""",
         note="formal English with the Muslim greeting; Mr + the given names (Md. dropped) as a Bangladeshi name is used; the full title with its comma in a sentence; full company with Ltd.; CFR Chattogram; South Asia and the Gulf",
         edit=("title_wrong", "body", "As Senior Manager, Procurement at", "As Senior Manager, Production at",
               "production for procurement", "Senior Manager, Production", "Senior Manager, Procurement")),
    dict(b="Q037", s="s3", subj="ATEX cable glands for your gas plant project",
         body="""Dear Ms Nusrat Jahan,

I understand Karnaphuli Power Solutions needs ATEX-certified cable glands for a gas plant project. Our Ex d and Ex e brass cable glands are certified to ATEX and IECEx, for armoured and unarmoured cable, M20 to M75, with barrier versions for zone 1.

I can send the certificates and a quotation as soon as you share the cable list.

Best regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.
Pécs, Hungary""",
         note="opens from the note (ATEX glands for a gas plant); Ms + full name as Bangladeshi names are used; company without Ltd.; Ex d / Ex e, IECEx, armoured cable, zone 1",
         edit=("company_foreign", "body", "I understand Karnaphuli Power Solutions needs", "I understand Rahman Engineering Tools needs",
               "another Bangladeshi buyer's company of this set", "Rahman Engineering Tools", "Karnaphuli Power Solutions Ltd.")),
    dict(b="Q038", s="s3", subj="Worldbex follow-up – NYM cable for the Makati fit-out",
         body="""Dear Ramon,

Good to meet you at Worldbex in Manila. For the Makati office fit-out you are quoting, here is a summary of what we discussed:

• NYM-J 3x1.5 and 3x2.5 mm² for lighting and sockets, 100 m coils
• NYM-J 5x6 and 5x10 mm² for sub-mains, on drums
• VDE and third-party test reports for the consultant

We can ship one 20 ft container CIF Manila within five weeks of order; we already supply two contractors in the Philippines.

Best regards,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="follow-up after the fair named in the note, using its project; first name; bullet points; cable sizes; CIF Manila; the Philippines; the company not named (the fit-out named instead)",
         edit=("country_wrong", "body", "two contractors in the Philippines.", "two contractors in Indonesia.",
               "the buyer is in the Philippines", "Indonesia", "Philippines")),
    dict(b="Q039", s="s4", subj="Percale bed linen for resorts",
         body="""Hi Maria Theresa,

Resorts in Boracay, Cebu and Palawan need bed linen that stays crisp in the humidity. Our 250 and 300 thread count percale is woven from Uzbek cotton and finished for industrial laundries, in white and with a satin stripe.

Isla Linen Supply could start with a mixed container of flat sheets, duvet covers and pillowcases.

Salamat,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ""",
         note="short English note with a Filipino thanks; the double first name kept whole; Philippine resort places; satin stripe (another weave's word) on percale linen; company without Inc.",
         edit=("sender_wrong", "body", "Farg'ona To'qimachi MChJ", "Farg'ona To'quvchi MChJ",
               "the sender's company with another Uzbek word", "Farg'ona To'quvchi MChJ", "Farg'ona To'qimachi MChJ")),
    dict(b="Q040", s="s4", subj="Your sample: black crew socks, sizes 39-42",
         body="""Dear Kristine,

Thank you for asking for a sample. We have packed six pairs of our black cotton crew socks in sizes 39-42: combed cotton with polyamide and elastane, cushioned sole, reinforced heel and toe. They go out by courier to Villareal Apparel Trading tomorrow.

Once you have seen them, I can quote for your first order in 12-pair packs.

Warm regards,
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ, Uzbekistan""",
         note="reply to the sample request in the note; first name; company without Inc.; sock details; the title Owner not used",
         edit=("artifact", "body", "Thank you for asking for a sample. We have packed", "Thank you for asking for a sample. We have packed six pairs of our black cotton",
               "a cut-off fragment repeated into the sentence", "We have packed six pairs of our black cotton six pairs", "")),
]
