"""Labels of the 30 model drafts of dev_fresh23, written by reading each draft (buyer id, subject
and body only) as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [label, ...]); a label is (type, part, found, expected, note).
`found` is the text itself, or a pair (start, end): the shortest span of the part that begins
with `start` and ends with `end`, or runs to the part's end when `end` is None (for long garbles
and loops, so that they need not be retyped here).
"""

S1_COMPANY = "Şəki Bərəkət MMC"
S1_NAME = "Nərgiz Hüseynova"
S1_TITLE = "İxrac üzrə menecer"
S1_COUNTRY = "Azerbaijan"

LABELS = {
    # ------------------------------------------------------------------ AR (M001-M015)
    ("ar", "P001"): ("Contact's given name garbled in subject and greeting; a fused word after the "
                     "fair's year; the body cut off after `at ООО`.", [
        ("contact_wrong", "subject", "Fакар", "Макар", "the given name garbled (Latin F for М)"),
        ("contact_wrong", "body", "Noveкар", "Макар", "the given name garbled in the greeting"),
        ("artifact", "body", "2025esfication", "WorldFood Moscow 2025", "a fused word after the year"),
        ("artifact", "body", "As Менеджер по закупкам at ООО", "", "the body cut off mid-sentence (no close, no signature)"),
    ]),
    ("ar", "P002"): ("Subject's first word cut; body clean.", [
        ("artifact", "subject", "Fre persimmons", "fresh persimmons", "a cut word (Fre)"),
    ]),
    ("ar", "P003"): ("Subject garbled; a broken sentence repeating the title and company; the "
                     "signature cut inside the sender's company.", [
        ("artifact", "subject", "February andqw", "", "a garbled phrase from the note's date"),
        ("artifact", "body",
         ("As Kierownik działu zakupów at", "as Kierownik działu zakupów of Wawrzonek Owoce Egzotyczne Sp. z o.o."),
         "", "a broken sentence that runs into a second one repeating the title and company"),
        ("artifact", "body", "Şəki Bər", S1_COMPANY, "the body cut off inside the sender's company in the signature"),
    ]),
    ("ar", "P004"): ("A fused garble after the fair's year; the body cut off inside the buyer's company.", [
        ("artifact", "body", "2026cuss it", "Gulfood Dubai 2026", "fused words after the year"),
        ("artifact", "body", "to شركة المزروعي لتجارة الفواكه", "", "the body cut off inside the company name (no close, no signature)"),
    ]),
    ("ar", "P005"): ("Frozen for fresh in the subject; the company garbled (two different garbles, "
                     "the first twice in the body).", [
        ("category_wrong", "subject", "Frozen persimmons", "fresh persimmons", "frozen for fresh"),
        ("company_misspelled", "subject", "UAB „Vaisių takas buight Ü", "UAB „Vaisių takas“", "the company's end garbled"),
        ("company_misspelled", "body", "UAB „Vaisių takas buight Ü", "UAB „Vaisių takas“", "the company's end garbled (twice)"),
        ("company_misspelled", "body", "UAB „Vaisių takas buor Vo", "UAB „Vaisių takas“", "the company's end garbled another way"),
    ]),
    ("ar", "P006"): ("A garbled phrase in the first sentence; otherwise clean.", [
        ("artifact", "body", "a steady source of the set of pomegranate sauce", "", "a garbled phrase (`the set of`)"),
    ]),
    ("ar", "P007"): ("Hebrew buyer: nearly every slot garbled (subject, two greetings, company twice, "
                     "title, the note's sentence).", [
        ("artifact", "subject", ("됓", "imaite sauce"), "pomegranate sauce", "the product garbled"),
        ("company_misspelled", "subject", "tiles-ÐZ琉畐 Servicesidarotexik", 'אהרוני יבוא מזון בע"מ', "the company's slot holds a garble"),
        ("contact_wrong", "body", ("Dear 됮-Ð", "send detüimør"), "אנאל אהרוני", "the greeting holds a garble instead of the name"),
        ("contact_wrong", "body", ("됮-Â", "rgiz Hüseynova"), "אנאל אהרוני", "a second greeting, addressed to a garble of the sender's own name"),
        ("artifact", "body", ("ꔛ", "lyoppy"), "", "a garbled word for what the buyer is interested in"),
        ("company_misspelled", "body", "tiles-Thes", 'אהרוני יבוא מזון בע"מ', "the company's slot holds a garble"),
        ("artifact", "body", "a kosher certificate (OU or Badatz) n English is made to start", "", "the note's words garbled into the sentence"),
        ("title_wrong", "body", ("뙞", "Swos certificai"), "מנהלת רכש", "the title's slot holds a garble"),
        ("company_misspelled", "body", "tiles-Timop", 'אהרוני יבוא מזון בע"מ', "the company garbled another way"),
    ]),
    ("ar", "P008"): ("Claims a meeting at the buyer's company; the note records Anuga in Cologne.", [
        ("note_wrong", "body", "meet you at Kabus Feinkost GmbH", "Anuga 2025 in Köln", "a meeting place the note does not hold (the company for the fair)"),
    ]),
    ("ar", "P009"): ("The sender's country cut; otherwise clean (`Dear Lizzy` accepted).", [
        ("sender_wrong", "body", "Azerbai", S1_COUNTRY, "the sender's country cut (Azerbai)"),
    ]),
    ("ar", "P010"): ("Clean until the signature, which stops after the name and a comma.", [
        ("artifact", "body", "Nərgiz Hüseynova,", S1_NAME, "the signature cut after the name (trailing comma)"),
    ]),
    ("ar", "P011"): ("A fused word and a meeting at the Como mill the note does not hold; the "
                     "sender's country cut; garbled lines in the signature for the company.", [
        ("artifact", "body", "Italyi", "", "a fused word opening the body"),
        ("note_wrong", "body", "meet you at the Como weaving mill", "Wants samples of 20/22 denier raw silk, grade 3A, for the Como weaving mill",
         "a meeting claimed from the note, which records a sample request, not a meeting"),
        ("sender_wrong", "body", "Azerbai", S1_COUNTRY, "the sender's country cut (Azerbai)"),
        ("sender_wrong", "body", "Eime 3A\nEimi Feak", S1_COMPANY, "garbled lines in the signature where the sender's company belongs"),
    ]),
    ("ar", "P012"): ("Devanagari buyer: the body cut off after the first sentence's company.", [
        ("artifact", "body", "I am writing to introduce Şəki Bərəkət MMC to चोधरी सिल्क मिल्स", "",
         "the body cut off inside the company name (no close, no signature)"),
    ]),
    ("ar", "P013"): ("The sender's company garbled in the subject; body accepted (`glad to discuss it`).", [
        ("sender_wrong", "subject", "Məki Bərəkət MMC", S1_COMPANY, "the sender's company garbled (Məki)"),
    ]),
    ("ar", "P014"): ("Thai buyer: the greeting loops on the family name and the body stops there.", [
        ("artifact", "body", ("นามเสวตร นามเสวตร", "นามเสวต"), "มาซีเตาะ นามเสวตร", "the family name looping, then the body cut off"),
    ]),
    ("ar", "P015"): ("A garbled note fragment with an open bracket; the sender's title garbled into "
                     "`ĺounder` (`佐藤,` in the subject accepted).", [
        ("artifact", "body", "kimono fabric (Nishijin.", "", "a note fragment cut with an unclosed bracket"),
        ("sender_wrong", "body", "ĺounder", S1_TITLE, "the sender's title garbled (a founder's title)"),
    ]),
    # ------------------------------------------------------------------ diffusion@160 (M016-M030)
    ("diffusion@160", "P001"): ("A missing verb before the company; the sender's company garbled into "
                                "a loop; a second greeting, garbled and cut.", [
        ("artifact", "body", "happy to ООО «Мамонтов Агро»", "", "a verb missing: the company stands in the phrase's slot"),
        ("sender_wrong", "body", ("WМанеджар", "Kəki Biru"), S1_COMPANY, "the sender's company garbled (with a looping letter)"),
        ("artifact", "body", "Dear Макар(овмоово Менед", "", "a second greeting, garbled and cut off"),
    ]),
    ("diffusion@160", "P002"): ("A garbled opening, a double comma, the sender's company garbled in "
                                "the signature.", [
        ("artifact", "body", "It that", "", "a garbled opening (words missing)"),
        ("artifact", "body", ",,", "", "a doubled comma"),
        ("sender_wrong", "body", ("IcäA", "Bəki B"), S1_COMPANY, "the sender's company garbled and cut in the signature"),
    ]),
    ("diffusion@160", "P003"): ("Subject: company cut and a garbled certificate; body: the sender's "
                                "company garbled twice, the title with a stray letter.", [
        ("company_misspelled", "subject", "Wawrzonek Owoce Egzotyczne. z", "Wawrzonek Owoce Egzotyczne Sp. z o.o.", "the legal form cut"),
        ("artifact", "subject", "GlobalG.A.P.P.C.", "GlobalG.A.P.", "the certificate's name garbled"),
        ("sender_wrong", "body", "Şəki Bərəkət TekM.", S1_COMPANY, "the sender's company garbled"),
        ("artifact", "body", "z GlobalG.A.P.P.C. produces", "", "a garbled phrase"),
        ("sender_wrong", "body", "Gİxrac", S1_TITLE, "a stray letter fused to the sender's title"),
        ("sender_wrong", "body", "Şəki Bərəkət Tek Rlobeclob", S1_COMPANY, "the sender's company garbled in the signature"),
    ]),
    ("diffusion@160", "P004"): ("Arabic buyer: the note sentence garbled and the body cut off in a garble.", [
        ("artifact", "body", ("It was a pleasure to ul", "recuap."), "", "the note's sentence garbled"),
        ("artifact", "body", ("əki B", "المزروعي لتجا"), "", "a garble, cut off (no close, no signature)"),
    ]),
    ("diffusion@160", "P005"): ("Subject: company and sender's company garbled; body: the company "
                                "garbled three ways; the signature loops.", [
        ("company_misspelled", "subject", "FABЫlmecVaisių takas", "UAB „Vaisių takas“", "the company garbled"),
        ("sender_wrong", "subject", "Bət MMC", S1_COMPANY, "the sender's company garbled"),
        ("company_misspelled", "body", "UAB „Vaisių takas Blmech", "UAB „Vaisių takas“", "the company's end garbled"),
        ("company_misspelled", "body", ("UAB „Vaisių takas foo", " know"), "UAB „Vaisių takas“", "the company's end garbled, `you` lost"),
        ("company_misspelled", "body", "UAB „Vaisių takas packubave", "UAB „Vaisių takas“", "the company's end garbled"),
        ("artifact", "body", ("Dİxrac üzrərər", "you are Pirkimų vadovas."), "", "the signature loops on `rə`"),
    ]),
    ("diffusion@160", "P006"): ("The note's sentence garbled; the sender's company garbled in the "
                                "body and fused with the title in the signature.", [
        ("artifact", "body", ("You asked about a so ran31", "glad to discuss it."), "", "the note's sentence garbled"),
        ("sender_wrong", "body", "Şald Foods", S1_COMPANY, "the sender's company garbled"),
        ("sender_wrong", "body", "Dİxrac üzrət MMC", "İxrac üzrə menecer / Şəki Bərəkət MMC", "the sender's title and company fused into a garble"),
    ]),
    ("diffusion@160", "P007"): ("Hebrew buyer: a garbled, looping subject and a body of garble "
                                "without a greeting.", [
        ("artifact", "subject", "omegranate sauce supply for (OU用ʕ Sdn싙 (OUorp", "", "the subject garbled, then a loop of brackets"),
        ("artifact", "body", ("I un", None), "", "the body is garble and a loop of brackets"),
    ]),
    ("diffusion@160", "P008"): ("The German note garbled into the first sentence; the signature loops.", [
        ("artifact", "body", ("Rcluga", "kennengelerntation"), "", "the note's words garbled"),
        ("artifact", "body", ("Dİxrac üzrərəki", "sthrərərərər"), "", "the signature loops on `rə`"),
    ]),
    ("diffusion@160", "P009"): ("The subject's sender slot holds the buyer's company; the signature loops.", [
        ("sender_wrong", "subject", "x Langevoort Wereldkeuken B.V.", S1_COMPANY, "the buyer's company in the sender's slot"),
        ("artifact", "body", ("Dİxrac üzrərərə", None), "", "the signature loops on `rə`"),
    ]),
    ("diffusion@160", "P010"): ("The sender's country garbled; a question cut into a garble; the "
                                "body ends in a cut sentence.", [
        ("sender_wrong", "body", ("from E", "ήγα"), S1_COUNTRY, "the sender's country garbled"),
        ("artifact", "body", "Τσούμος Τρόφιμα Α.Ε.οιμα Ρήγας,", "", "a question cut off in a garble"),
        ("artifact", "body", "Companies like Τσούμος Τρόφιμα Α.Ε.Ειμ", "", "the body cut off (no close, no signature)"),
    ]),
    ("diffusion@160", "P011"): ("Company fused in the subject; a garbled opening; the signature garbled.", [
        ("company_misspelled", "subject", "foranti Filati S.r.l.", "Santi Filati S.r.l.", "the company lost its S, fused to `for`"),
        ("artifact", "body", "Italy wer you are looking at raw silk yarn well.", "", "a garbled opening sentence"),
        ("sender_wrong", "body", "Dİxrac üzrərərət MMC", "İxrac üzrə menecer / Şəki Bərəkət MMC", "the sender's title and company fused into a garble"),
    ]),
    ("diffusion@160", "P012"): ("Devanagari buyer: a subject of only the name; a sentence cut by a "
                                "second greeting; a garbled thanks, cut off.", [
        ("artifact", "subject", "मणीन्द्र चोधरी", "", "the subject is only the contact's name (cut off)"),
        ("artifact", "body", ("I hope this finds you and the team at", "\nDear मणीन्द्र"), "", "a sentence cut off by a second greeting"),
        ("artifact", "body", ("Thank you again for", "Y ؤ"), "", "a garbled thanks, cut off (no signature)"),
    ]),
    ("diffusion@160", "P013"): ("Clean: the fair from the note, the company, the signature "
                                "(`glad to discuss it` after a comma accepted).", []),
    ("diffusion@160", "P014"): ("Thai buyer: a subject of only the name with a comma; no proper "
                                "greeting; the company in the contact's slot; cut off.", [
        ("artifact", "subject", "มาซีเตาะ นามเสวตร,", "", "the subject is only the contact's name and a comma (cut off)"),
        ("artifact", "body", "I found บริษัท ไหมไทยนามเสวตร จำกัด", "", "a cut sentence before any greeting; the body ends on a bare `Dear`"),
        ("contact_wrong", "body", "Dear บริษัท ไหมไทยนามเสวตร จำกัด", "มาซีเตาะ นามเสวตร", "the company in the greeting's name slot"),
    ]),
    ("diffusion@160", "P015"): ("The sender's company garbled in the subject; a garbled note phrase; "
                                "the signature's name, title and company all wrong.", [
        ("sender_wrong", "subject", "Kəki Bərəkət MMC", S1_COMPANY, "the sender's company garbled (Kəki)"),
        ("artifact", "body", "I understand you need 佐藤 documentation", "", "the note garbled into a need the buyer did not state"),
        ("sender_wrong", "body", ("Wə", "ॾॾ"), S1_NAME, "the sender's name garbled"),
        ("sender_wrong", "body", "ॾ, 購買課長", S1_TITLE, "the buyer's title in the sender's signature"),
        ("sender_wrong", "body", "Ul FZE", S1_COMPANY, "the sender's company garbled"),
    ]),
}
