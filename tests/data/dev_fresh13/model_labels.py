"""Labels written by reading each model draft (subject and body only), as a careful sales manager would.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...]).
U+FFFD is written as \\ufffd where a draft holds it.
"""

S = "Mecsek Kábel Kft."
R = "\ufffd"

LABELS = {
    ("ar", "Q001"): ("garbled subject with another country's legal form; garbled fair; sender's company misspelt; cut signature", [
        ("company_misspelled", "subject", "PT Électricité Guendouz", "SARL Électricité Guendouz", "the Indonesian legal form PT for SARL"),
        ("artifact", "subject", "andiceria", "", "a garbled fragment after the company"),
        ("artifact", "body", "B Senatec", "Batimatec", "the fair of the note garbled"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Zsófia Bartos, Exportértékes", "Zsófia Bartos, Exportértékesítési vezető", "the signature cut inside the title"),
    ]),
    ("ar", "Q004"): ("Georgian-script buyer: subject is garble; the product in the name slot; cut off after three lines", [
        ("artifact", "subject", f"ელიზაim{R}{R}ააელიზა კაჭარავა fruit{R}{R}ეეელიზა fruit{R}{R}ეეელიზა", "",
         "word salad of the contact's name, 'fruit' and broken characters"),
        ("contact_wrong", "body", "Hello NYM installation cable,", "ელიზა კაჭარავა", "the product category in the greeting's name slot"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", f"to შპს კ{R}", "to შპს კაჭარავა ელექტრო", "cut off inside the buyer's company with a broken character; no offer, no closing"),
    ]),
    ("ar", "Q006"): ("sender's company misspelt in the subject; fused sentence after the fair; signature stops at the first name", [
        ("sender_wrong", "subject", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "at Baku Build bu need dependable suppliers of cable glands.", "",
         "the note's sentence fused with another one ('bu need')"),
        ("artifact", "body", "Kind regards,\nZsófia", "Zsófia Bartos, Mecsek Kábel Kft.",
         "the signature stops after the first name; the sender's company is named nowhere in the body"),
    ]),
    ("ar", "Q009"): ("fine start in Cyrillic; sender misspelt; cut inside the title", [
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "As Менеджер з зак", "As Менеджер з закупівель", "cut off inside the contact's title; no offer, no closing"),
    ]),
    ("ar", "Q013"): ("Japanese buyer; sender misspelt; cut after the title and company", [
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "As 購買課長 at 株式会社山崎電材", "", "the sentence and the mail cut off; no closing"),
    ]),
    ("ar", "Q016"): ("the note's sentence turns to garble and swallows the sender's name; cut in the closing", [
        ("artifact", "body", "asked about the VDE certiftification; happye LNNNE certiftit. makes", "",
         "garbled words where the note's request and the sender's company should be"),
        ("artifact", "body", "Would a brief call with Blü", "Would a brief call with Blümel Elektrogroßhandel GmbH",
         "cut off inside the company; no closing"),
    ]),
    ("ar", "Q023"): ("a meeting the note does not hold, garbled; sender's company garbled in the subject", [
        ("sender_wrong", "subject", "capsek Kábel Kft.", S, "the sender's company garbled"),
        ("note_wrong", "body", "It was good to meet you at", "Buys for projects in the Caribbean; IEC 60898 breakers are fine.",
         "the note records no meeting"),
        ("artifact", "body", "projects in the Caribbean circuit breakers.", "", "the note's words fused into a place of meeting"),
    ]),
    ("ar", "Q024"): ("'Chable' in the subject; sender misspelt twice; signature cut", [
        ("artifact", "subject", "Chable glands", "Cable glands", "a stray letter in the product"),
        ("sender_wrong", "subject", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Exportértékesítési vezető\nM", "Exportértékesítési vezető\nMecsek Kábel Kft.", "the signature cut after one letter"),
    ]),
    ("ar", "Q026"): ("clean apart from the sender's company and the cut signature", [
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Zsófia Bartos, Exportér", "Zsófia Bartos, Exportértékesítési vezető", "the signature cut inside the title"),
    ]),
    ("ar", "Q028"): ("Greek-script buyer; sender misspelt; cut inside the company", [
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", f"to Ηλεκτρ{R}", "to Ηλεκτρολογικά Χατζηγεωργίου ΛΤΔ", "cut off inside the company with a broken character; no offer, no closing"),
    ]),
    ("ar", "Q030"): ("'Pable' in the subject; the sender's company misspelt in two ways", [
        ("artifact", "subject", "Pable glands", "Cable glands", "the product's first letter garbled"),
        ("sender_wrong", "subject", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt in the introduction"),
        ("sender_wrong", "body", "Mersek Kábel Kft.", S, "the sender's company misspelt another way in the signature"),
    ]),
    ("ar", "Q032"): ("garbled sender slot in the subject; sender misspelt; signature stops at the first name", [
        ("artifact", "subject", "fM installation cable", "", "garble (a cut product) where the sender's company or the product should be"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Kind regards,\nZsófia", "Zsófia Bartos", "the signature stops after the first name"),
    ]),
    ("ar", "Q034"): ("a meeting the note does not hold, at 'eel'; sender garbled twice; cut in the closing", [
        ("sender_wrong", "subject", "andlysek Kábel Kft.", S, "the sender's company garbled and fused to 'and'"),
        ("note_wrong", "body", "It was a pleasure to meet you at", "Wants a price for 200 cartons of 1P 16 A breakers.",
         "the note records a price request, not a meeting"),
        ("artifact", "body", "at eel.", "", "a garbled place of meeting"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Would a brief call with Elektro Hoxha sh.p", "Would a brief call with Elektro Hoxha sh.p.k.",
         "cut off inside the legal form; no closing"),
    ]),
    ("ar", "Q037"): ("uses the note well; sender misspelt; signature cut", [
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "Kind regards,\nZsóf", "Zsófia Bartos", "the signature cut inside the first name"),
    ]),
    ("ar", "Q038"): ("the note's project garbled into a company; repeated title; cut", [
        ("sender_wrong", "subject", "capsek Kábel Kft.", S, "the sender's company garbled"),
        ("artifact", "body", "quoting a Makatimco Supply Corporation", "quoting a Makati office fit-out", "the note's project fused into a company name"),
        ("sender_wrong", "body", "Limsek Kábel Kft.", S, "the sender's company misspelt"),
        ("artifact", "body", "As Purchasing Head of Purchasing Head of", "As Purchasing Head of", "the title repeated"),
        ("artifact", "body", "Would a brief call with Dela Cruz Electrical Supply", "", "cut off inside the company; no closing"),
    ]),
    ("diffusion@160", "Q001"): ("garbled sender slot and fair; signature cut", [
        ("sender_wrong", "subject", "Soy,kábel Kft?", S, "the sender's company garbled"),
        ("artifact", "body", "Bore;athgiers", "Batimatec Algiers", "the fair of the note garbled"),
        ("artifact", "body", "Zsófia Bart", "Zsófia Bartos", "the signature cut inside the surname; the sender's company is named nowhere"),
    ]),
    ("diffusion@160", "Q004"): ("Georgian-script buyer: garble after 'I am' and cut off", [
        ("artifact", "body", f"I am შპს ელიზაy{R}{R}სსელ", "", "the introduction is the buyer's legal form, the contact's first name and broken characters; the mail ends there"),
    ]),
    ("diffusion@160", "Q006"): ("the contact's name in the sender slot; garbled fair and intro; cut", [
        ("sender_wrong", "subject", "Pəri Kábel Kft", S, "the contact's first name blended into the sender's company"),
        ("artifact", "body", f"Bake Build;ss nicks plands M SNC{R} Moul{R}M40.", "Baku Build; nickel-plated brass glands M20-M40.",
         "the note's sentence garbled"),
        ("artifact", "body", "I am hooerion to Uğurlu Elektrik MMC to Uğurlu Elektrik MMC.", "",
         "a garbled introduction with the company doubled; the sender's company is named nowhere"),
        ("artifact", "body", f"of U{R}", "of Uğurlu Elektrik MMC", "cut off inside the company; no closing"),
    ]),
    ("diffusion@160", "Q009"): ("cut inside the title", [
        ("artifact", "body", "As Менеджер з закупі", "As Менеджер з закупівель", "cut off inside the title; no offer, no sender, no closing"),
    ]),
    ("diffusion@160", "Q013"): ("cut before the end of the offer", [
        ("artifact", "body", "We can prepare samples of our cable glands for", "", "cut off; no sender, no closing"),
    ]),
    ("diffusion@160", "Q016"): ("buyer's company in the sender slot; 'British Kábel'; fair garbled; signature cut", [
        ("sender_wrong", "subject", f"BY{R}mel Elektrogroßhandel GmbH", S, "a garbled copy of the buyer's company in the sender's slot"),
        ("artifact", "body", "Light + Building Frank Co and", "Light + Building Frankfurt", "the fair's city cut into 'Frank Co'"),
        ("sender_wrong", "body", "British Kábel Kft.", S, "the sender's company with 'British' for Mecsek"),
        ("artifact", "body", "Zsófia Bart", "Zsófia Bartos", "the signature cut inside the surname"),
    ]),
    ("diffusion@160", "Q023"): ("garbled subject slot and note sentence; cut", [
        ("artifact", "subject", "and Product Manager at Francis Electric Supply Inc.", "", "a title and the buyer's company again where the sender should be"),
        ("artifact", "body", f"It wderstand you need rojects in the Caribbean; IE{R} to send details.", "", "the note's sentence garbled"),
        ("artifact", "body", "Would a brief call with Francis", "", "cut off inside the company; no sender, no closing"),
    ]),
    ("diffusion@160", "Q024"): ("'Praise' for the sender's company; no signature", [
        ("sender_wrong", "body", "I am writing to introduce Praise to", S, "'Praise' in the sender's company's place"),
        ("artifact", "body", "Sincerely,", "Sincerely,\nZsófia Bartos", "the closing without a name"),
    ]),
    ("diffusion@160", "Q026"): ("template subject left ungrammatical; 'cable parts'; cut", [
        ("artifact", "subject", "For Electricidad Flores S.R.L. buys NYM installation cable in Argentina", "", "a sentence fragment as subject"),
        ("artifact", "body", "NYM installation cable parts", "NYM installation cable", "'parts' added to the cable"),
        ("artifact", "body", "Would a brief call with Electricidad Flores", "", "cut off inside the company; no sender, no closing"),
    ]),
    ("diffusion@160", "Q028"): ("Greek-script buyer: garbled subject, no greeting, cut", [
        ("artifact", "subject", f"Ανδρέας,{R}ο{R * 9}εΉργίοί Χατζηγεωργίου,", "", "broken characters between the first name and the surname"),
        ("artifact", "body", "I found Ηλεκτρολογικά Χατζηγεωργίου, I hope this is relevant to you.", "",
         "no greeting and no introduction; a garbled first sentence"),
        ("artifact", "body", f"offer Ηλεκτρο{R}", "offer Ηλεκτρολογικά Χατζηγεωργίου ΛΤΔ", "cut off inside the company; no sender, no closing"),
    ]),
    ("diffusion@160", "Q030"): ("the buyer's company with Kft. in the sender slot; garbled company in the signature", [
        ("sender_wrong", "subject", "Petrides Electrical Kft.", S, "the buyer's company with the sender's legal form in the sender's slot"),
        ("sender_wrong", "body", "Ñ\nsek Kábel Kft.", S, "the sender's company garbled and broken over two lines"),
    ]),
    ("diffusion@160", "Q032"): ("'Praise' as the sender; signature cut", [
        ("sender_wrong", "subject", "and Praise", "and Mecsek Kábel Kft.", "'Praise' in the sender's slot"),
        ("artifact", "body", "Zsófia B", "Zsófia Bartos", "the signature cut after the surname's first letter"),
    ]),
    ("diffusion@160", "Q034"): ("a meeting the note does not hold, garbled with 'fruit'; signature cut", [
        ("note_wrong", "body", "It was good to meet you at", "Wants a price for 200 cartons of 1P 16 A breakers.",
         "the note records a price request, not a meeting"),
        ("artifact", "body", f"ica00 cartons of {R} fruit.", "", "the note's request garbled into 'cartons of fruit'"),
        ("artifact", "body", "Zsófia Bartos\nExport", "Zsófia Bartos\nExportértékesítési vezető\nMecsek Kábel Kft.",
         "the signature cut inside the title"),
    ]),
    ("diffusion@160", "Q037"): ("uses the note; a broken character; cut", [
        ("artifact", "body", f"ATE{R}-certified", "ATEX-certified", "a broken character in ATEX"),
        ("artifact", "body", "Would a brief call with Karnaphuli Power Solu", "", "cut off inside the company; no sender, no closing"),
    ]),
    ("diffusion@160", "Q038"): ("doubled word in the subject; garbled fair; repeated title eats the company; cut", [
        ("artifact", "subject", "NYM installation cable cable", "NYM installation cable", "a doubled word"),
        ("artifact", "body", f"Thank you for your time at World LLC{R}ila; Stas to Dela Cruz Electrical Supply Corporation.",
         "Worldbex Manila", "the fair garbled and fused"),
        ("artifact", "body", "As Purchasing Head of Purchasing Head Cruz Electrical Supply Corporation", "As Purchasing Head of Dela Cruz Electrical Supply Corporation",
         "the title repeated and the company's first word lost"),
        ("artifact", "body", "Sincerely,\nZsó", "Sincerely,\nZsófia Bartos", "the signature cut inside the first name"),
    ]),
}
