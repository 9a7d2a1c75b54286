"""Natural e-mails N041-N060: 16 more first e-mails in other styles (N041-N056) and 4 follow-ups after
a sample or a certificate the notes record (N057-N060), each with the one edit its twin gets.

edit = (type, part, old, new, label note[, found[, expected]]), as in emails_a.py.
"""

MAILS = [
    dict(b="Q002", s="s2", subj="Seringues à usage unique – Mae Klong Healthcare",
         body="""Bonjour Monsieur Bettahar,

Mae Klong Healthcare (Thaïlande) fabrique des seringues stériles à usage unique de 1 à 50 ml, Luer lock et Luer slip, avec ou sans aiguille, marquées CE.

Nous serions heureux de devenir fournisseur de l'EURL Bettahar Médical Distribution. Puis-je vous adresser notre catalogue et nos prix CFR Alger ?

Bien cordialement,
Siriporn Wongsakul
Export Sales Manager
Mae Klong Healthcare Co.,Ltd.""",
         note="short note wholly in French; Monsieur + surname; the full company with EURL after l'; the sender's company without its legal form in the body; CFR Alger",
         edit=("company_missing", "body", "fournisseur de l'EURL Bettahar Médical Distribution", "votre fournisseur",
               "the company replaced by a generic wording", "votre fournisseur", "EURL Bettahar Médical Distribution")),
    dict(b="Q004", s="s3", subj="Hungarian NYM cable – stock for the Georgian market",
         body="""Dear Ms Kacharava,

Mecsek Kábel Kft. is a cable manufacturer in Pécs, Hungary. We produce NYM-J installation cable from 3x1.5 to 5x16 mm², with the VDE mark, and several distributors in the Caucasus already hold our stock.

Would your company be interested in a first trial pallet, delivered DAP Tbilisi? I can send a price list in English or Russian.

Best regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.""",
         note="English; the Georgian-script surname romanised (Kacharava) with Ms; the company in Georgian script not named (your company); the Georgian market; DAP Tbilisi",
         edit=("contact_wrong", "body", "Dear Ms Kacharava,", "Dear Ms Kakhiani,",
               "another Georgian surname", "Ms Kakhiani", "ელიზა კაჭარავა")),
    dict(b="Q007", s="s1", subj="Forged scaffolding couplers, EN 74-1",
         body="""Dear Mr Məmmədzadə,

A short introduction: Pohorje Hidravlika d.o.o. in Slovenia forges and galvanises scaffolding couplers (double, swivel, sleeve, putlog and girder couplers) tested to EN 74-1.

If Xəzər Tikinti Təchizat has tube-and-fitting jobs coming up in Baku or Sumgait, I would be glad to quote.

Best regards,
Urška Žagar
Head of Export
Pohorje Hidravlika d.o.o.""",
         note="short English introduction; surname with ə; girder couplers as a variety; Baku and Sumgait; company without MMC",
         edit=("note_wrong", "body", "Dear Mr Məmmədzadə,\n\nA short introduction:", "Dear Mr Məmmədzadə,\n\nThank you again for visiting our stand at Baku Build. A short introduction:",
               "a fair visit claimed for a buyer without a note (Baku Build is another buyer's note)",
               "Thank you again for visiting our stand at Baku Build.", "")),
    dict(b="Q009", s="s3", subj="Miniature circuit breakers from Hungary",
         body="""Добрий день, пані Ганно!

My colleague suggested I write to you in English, as our Ukrainian is limited. Mecsek Kábel Kft. makes miniature circuit breakers (1P-4P, 6-63 A, B and C curves) to IEC 60898-1, and we deliver to Lviv by truck in three to four days.

Could TOV Volt Zakhid use a second supplier of modular breakers? I can send certificates in Ukrainian.

Best regards,
Zsófia Bartos
Mecsek Kábel Kft., Hungary""",
         note="Ukrainian greeting with the vocative Ганно, English body; the Cyrillic company romanised (TOV Volt Zakhid); modular breakers; Lviv",
         edit=("company_misspelled", "body", "Could TOV Volt Zakhid use", "Could TOV Volt Zakhod use",
               "a changed vowel in the romanised company", "TOV Volt Zakhod", "ТОВ «Вольт Захід»")),
    dict(b="Q011", s="s2", subj="Natural latex pillows – private label",
         body="""Hello Yair,

Quick question: does your company sell pillows under its own brand? Mae Klong Healthcare makes natural latex foam pillows in Thailand and packs them under private label for importers in Israel and Europe, from 500 pieces per model.

Happy to send specs and prices.

Siriporn Wongsakul
Mae Klong Healthcare Co.,Ltd.""",
         note="very short one-question English note; the Hebrew first name romanised (Yair); the company not named; Israel as a market",
         edit=("company_foreign", "body", "does your company sell pillows", "does Kyriakou Hotel Supplies sell pillows",
               "another buyer's company of the same category (Cyprus)", "Kyriakou Hotel Supplies", 'שינה טובה יבוא בע"מ')),
    dict(b="Q013", s="s3", subj="Cable glands – nylon and nickel-plated brass, IP68",
         body="""Dear Mr Yamazaki,

I am Zsófia Bartos, export sales manager of Mecsek Kábel Kft. in Hungary. We make cable glands in nylon (PA66) and nickel-plated brass, M12 to M63 and PG sizes, IP68, with UL and CE approvals.

As purchasing section manager at Yamazaki Denzai, you may be looking for a European source for machine-builder customers. I would be glad to send samples to your office.

よろしくお願いいたします。
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="English with a Japanese closing; the kanji name romanised (Mr Yamazaki); the title 購買課長 in English in a sentence; the company romanised without 株式会社; PG sizes",
         edit=("title_wrong", "body", "As purchasing section manager at", "As general manager at",
               "general manager for a purchasing section chief", "general manager", "購買課長")),
    dict(b="Q015", s="s2", subj="Safety syringes for Korean hospitals",
         body="""Dear Ms Park,

Mae Klong Healthcare Co.,Ltd. in Thailand manufactures disposable syringes and safety syringes with retractable needles, CE and ISO 13485, already registered with importers in Japan and Taiwan.

We would welcome the chance to quote for Saebit Medical. You can reach me at +66 34 711 482 or siriporn.w@maeklonghealthcare.co.th.

Best regards,
Siriporn Wongsakul
Export Sales Manager""",
         note="English; the Korean surname romanised with Ms; the Hangul company romanised (Saebit Medical) without (주); the sender's phone and e-mail in the body",
         edit=("sender_wrong", "body", "+66 34 711 482 or", "+66 34 711 428 or",
               "the sender's phone with two digits swapped", "+66 34 711 428", "+66 34 711 482")),
    dict(b="Q017", s="s1", subj="External gear pumps, groups 1-3",
         body="""Dear Mr Fritsch,

Pohorje Hidravlika d.o.o. is a Slovenian maker of external gear pumps, groups 1 to 3, aluminium and cast-iron bodies, with German and SAE flanges, and tandem pumps for mobile hydraulics.

We supply OEMs and repair shops in Austria and Bavaria. If Fritsch Hydraulik buys gear pumps for repair or new units, I would be glad to send our catalogue.

Best regards,
Urška Žagar
Head of Export""",
         note="English; Mr + surname; company in short form without GmbH & Co. KG; gear-pump varieties; Austria and Bavaria as markets; the signature without the company",
         edit=("note_wrong", "body", "Dear Mr Fritsch,\n\nPohorje Hidravlika d.o.o. is", "Dear Mr Fritsch,\n\nAs requested, please find our quotation attached. Pohorje Hidravlika d.o.o. is",
               "a quotation request the buyer's record does not hold (no note)", "As requested, please find our quotation attached.", "")),
    dict(b="Q018", s="s4", subj="Frottee-Bademäntel für die Hotellerie",
         body="""Sehr geehrte Frau Rose,

wir sind Farg'ona To'qimachi, eine Weberei aus Usbekistan mit eigener Baumwolle. Für Hotels in Deutschland fertigen wir Frottee-Bademäntel mit Schalkragen oder im Kimono-Schnitt, 400 g/m², weiß oder in Hausfarben, mit Stickerei.

Gern schicken wir der Rose Hoteltextil GmbH ein Muster zu.

Mit freundlichen Grüßen
Dilnoza Yo'ldosheva
Export Manager
Farg'ona To'qimachi MChJ""",
         note="whole body in German; Frau + surname; the full company with GmbH in the dative; terry bathrobes in German; Deutschland; Usbekistan",
         edit=("country_wrong", "body", "Für Hotels in Deutschland fertigen", "Für Hotels in Österreich fertigen",
               "the buyer is in Germany", "Österreich", "Deutschland")),
    dict(b="Q020", s="s4", subj="Crew socks",
         body="""Mr Richards,

One line from Margilan: our combed cotton crew socks (cushioned sole, hand-linked toe) are now available for UK private label from 3,000 pairs per colour. Interested in a sample box?

Dilnoza Yo'ldosheva
Farg'ona To'qimachi MChJ""",
         note="very short note without a greeting word; Mr + surname; combed cotton crew socks; UK private label; the company not named",
         edit=("category_wrong", "body", "our combed cotton crew socks (cushioned sole,", "our combed cotton ankle socks (cushioned sole,",
               "ankle socks are a neighbouring product, not crew socks", "cotton ankle socks", "cotton crew socks")),
    dict(b="Q024", s="s3", subj="Cable glands for Jacobs Elektrotechniek",
         body="""Dear Linde,

I am writing from Mecsek Kábel in Hungary. We make polyamide and brass cable glands, M12-M63, IP68, including EMC glands for drives and Ex glands for hazardous areas, and deliver to Belgium in five working days.

As Aankoopverantwoordelijke at Jacobs Elektrotechniek, would you like to receive our price list?

Kind regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.""",
         note="English; first name; the Dutch title kept in an English sentence; company without BV; EMC and Ex glands; Belgium",
         edit=("contact_wrong", "body", "Dear Linde,", "Dear Lieve,",
               "another Flemish first name", "Dear Lieve", "Linde Jacobs")),
    dict(b="Q026", s="s3", subj="NYM installation cable – Mecsek Kábel (Hungary)",
         body="""Estimada Lucía:

I hope you don't mind me writing in English. Mecsek Kábel Kft. manufactures NYM installation cable, NYM-J and NYM-O, 1.5-16 mm², VDE approved, and ships to South America from Koper.

Electricidad Flores could receive a trial pallet CIF Buenos Aires; I can send the datasheets in Spanish.

Saludos cordiales,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="Spanish greeting with the first name written with its accent (Lucía for the record's Lucia) and Spanish closing, English body; company without S.R.L.; CIF Buenos Aires; Koper",
         edit=("company_missing", "body", "Electricidad Flores could receive", "Your company could receive",
               "the company replaced by a generic wording", "Your company", "Electricidad Flores S.R.L.")),
    dict(b="Q030", s="s3", subj="IP68 cable glands – price list for Cyprus",
         body="""Dear Marios,

Further to my introduction, I would like to send Petrides Electrical our current price list for nylon and brass cable glands (M16 to M50), with reducers, locknuts and blanking plugs.

We can deliver CIF Limassol in about ten days from Koper.

Kind regards,
Zsófia Bartos
Mecsek Kábel Kft.""",
         note="short English note; first name; company without Ltd; accessories (reducers, locknuts, blanking plugs) with cable glands; Cyprus",
         edit=("company_misspelled", "body", "send Petrides Electrical our", "send Petridis Electrical our",
               "the surname in the company spelt the Greek way", "Petridis Electrical", "Petrides Electrical Ltd")),
    dict(b="Q032", s="s3", subj="NYM-J cable – deliveries to Sarajevo",
         body="""Dear Mr Begić,

I would like to introduce Mecsek Kábel Kft., a Hungarian manufacturer of NYM-J and NYM-O installation cable (1.5 to 16 mm², VDE 0250-204).

Elektro Begić could receive deliveries DAP Sarajevo within four days. Please let me know if I may send our price list.

Best regards,
Zsófia Bartos
Export Sales Manager
Mecsek Kábel Kft.""",
         note="short English letter; Mr + surname with its diacritic; company without d.o.o.; Sarajevo",
         edit=("artifact", "body", "Dear Mr Begić,", "Dear\n,",
               "a broken greeting without the name", "Dear\n,", "Dear Mr Begić,")),
    dict(b="Q035", s="s1", subj="Marine gear pumps and spares",
         body="""Dear Joseph,

Pohorje Hidravlika d.o.o. makes external gear pumps with marine-grade coating for deck cranes, winches and steering gear. For ship repair yards in Malta we keep common displacements in stock and ship spares by air within 48 hours.

Would Camilleri Marine Hydraulics like our catalogue?

Best regards,
Urška Žagar
Head of Export, Pohorje Hidravlika d.o.o.""",
         note="short English note; first name; company without Ltd; marine uses; Malta",
         edit=("note_wrong", "body", "Dear Joseph,\n\nPohorje Hidravlika", "Dear Joseph,\n\nThank you for the call last week. Pohorje Hidravlika",
               "a call claimed for a buyer without a note", "Thank you for the call last week.", "")),
    dict(b="Q036", s="s1", subj="Solid carbide drills – catalogue and prices",
         body="""Dear Mr Rafiqul Islam,

Please find below a short overview of our carbide drill bits for Rahman Engineering Tools:

- solid carbide drills 3-20 mm, 3xD and 5xD, TiAlN coated
- carbide-tipped SDS-plus and SDS-max masonry bits
- step drills and centre drills on request

For a catalogue or prices CFR Chattogram, please write to urska.zagar@pohorje-hidravlika.si.

Best regards,
Urška Žagar
Head of Export
Pohorje Hidravlika d.o.o., Slovenia""",
         note="English bullet list; Mr + given names; company without Ltd.; SDS-plus/max; the sender's e-mail in the body",
         edit=("sender_wrong", "body", "urska.zagar@pohorje-hidravlika.si", "urska.zagar@pohorje-hydraulika.si",
               "the sender's e-mail domain misspelt", "urska.zagar@pohorje-hydraulika.si", "urska.zagar@pohorje-hidravlika.si")),
    dict(b="Q005", s="s2", subj="Re: CE certificate and size chart – knee braces",
         body="""Dear Mr Kapanadze,

I hope the CE certificate and the size chart reached you. Have you had a chance to look at our hinged knee braces and elastic knee supports?

If it helps, I can send one sample of each size to Kartli Medical Supply in Tbilisi free of charge.

Best regards,
Siriporn Wongsakul
Mae Klong Healthcare Co.,Ltd.""",
         note="follow-up after the certificate and size chart the note asked for; Mr + surname; company without LLC; Tbilisi",
         edit=("category_wrong", "body", "our hinged knee braces and", "our hinged ankle braces and",
               "ankle braces are a neighbouring product, not knee braces", "hinged ankle braces", "orthopaedic knee braces")),
    dict(b="Q010", s="s1", subj="Did the drill samples arrive?",
         body="""Dear Oleksandr,

Just checking whether the sample set of 3-12 mm carbide drills arrived at Kharkiv Instrument. If your customers have tested them in stainless, I would be very interested in their feedback.

Best regards,
Urška""",
         note="very short follow-up after the sample in the note; first name; company in short form without TOV; signed with the first name only",
         edit=("company_foreign", "body", "arrived at Kharkiv Instrument.", "arrived at Shelton Tool Supply.",
               "another buyer's company of the same category (United States)", "Shelton Tool Supply", "TOV Kharkiv Instrument")),
    dict(b="Q019", s="s1", subj="Re: BS EN 74-1 test certificates",
         body="""Hi Ann,

Following up on the BS EN 74-1 certificates I sent: were they what your client needed? If Booth Access is quoting a job now, I can hold stock of double and swivel couplers for you for four weeks.

Best,
Urška""",
         note="short follow-up after the certificates asked for in the note; Hi + first name; company without Ltd; couplers",
         edit=("contact_wrong", "body", "Hi Ann,", "Hi Anne,",
               "the first name with an added e", "Hi Anne", "Ann Booth")),
    dict(b="Q040", s="s4", subj="Your black crew socks sample – feedback?",
         body="""Hi Kristine,

The six pairs of black crew socks, sizes 39-42, should have reached Villareal Apparel Trading by now. How did you find the fit and the cushioning?

If you are happy with them, I can hold a production slot in January.

Salamat po,
Dilnoza""",
         note="short follow-up after the sample the note asked for; first name; company without Inc.; Filipino thanks; signed with the first name only",
         edit=("company_missing", "body", "should have reached Villareal Apparel Trading by now", "should have reached you by now",
               "the company dropped from the sentence", "should have reached you by now", "Villareal Apparel Trading Inc.")),
]
