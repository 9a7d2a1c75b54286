"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only)
as a careful sales manager would: one label per distinct problem per part; a repeat of the same
garble in one part is named in the label's note, not labelled again.

LABELS[(setting, buyer_id)] = [(type, part, found, expected, note), ...]; an empty list is a
draft with nothing wrong.
"""

S1_NAME = "Tessy Kieffer-Goergen"
S1_COMPANY = "Miselerland Handel S.à r.l."
S1_TITLE = "Responsable des ventes export"
TITLE_JUNK = "the sender's title runs on into a fragment of another sentence"
LOOP = "the closing question and signature are written again after the signature"

LABELS = {
    # ---------------- AR ----------------
    ("ar", "P001"): [
        ("artifact", "body", "interested in out among buyers of Wijnhuis Pauwels BV", "a sentence",
         "the note's sentence garbled into words that make no sentence"),
        ("sender_wrong", "body", "Aogy Kieffer-Goergen", S1_NAME, "the sender's given name garbled"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with Wijnhuis Pauwels BV this month be possible?\n\nSincerely,", "one closing",
         LOOP),
    ],
    ("ar", "P002"): [],
    ("ar", "P003"): [
        ("artifact", "body", "export paperwork, soxatesg", S1_TITLE,
         TITLE_JUNK + ", ending in a garbled word; the body stops there"),
    ],
    ("ar", "P004"): [
        ("artifact", "body", "a set case", "a sample case", "the note's 'sample case' garbled"),
        ("sender_wrong", "body", "Aogy Kieffer-Goergen", S1_NAME,
         "the sender's given name garbled (also Rety, Vify in the repeated signatures)"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (three times)"),
        ("artifact", "body",
         "Would a brief call with Sędek Wina Sp. z o.o. this month be possible?\n\nSincerely,\nRety",
         "one closing", LOOP + " twice, and the body is cut off mid-sentence"),
    ],
    ("ar", "P005"): [
        ("sender_wrong", "body", "Sogy Kieffer-Goergen", S1_NAME, "the sender's given name garbled (twice)"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (again as 'paperwork, soxates ventes set')"),
        ("artifact", "body",
         "Would a brief call with Lejeune Vins & Spiritueux SRL this month be possible?\n\nBest regards,",
         "one closing", LOOP),
    ],
    ("ar", "P006"): [
        ("artifact", "body", "Bar Convent Berlin bu an Berl.", "Bar Convent Berlin",
         "garbled words after the fair's name"),
        ("sender_wrong", "body", "Angy Kieffer-Goergen", S1_NAME,
         "the sender's given name garbled (also Rogy in the repeated signature)"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with Spirituosen Huhn GmbH this month be possible?\n\nSincerely,", "one closing",
         LOOP),
    ],
    ("ar", "P007"): [
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with Mayer Getränke AG this month be possible?\n\nSincerely,", "one closing", LOOP),
        ("sender_wrong", "body", "Gessy Kieffer-Goergen", S1_NAME,
         "the sender's given name garbled in the repeated signature"),
    ],
    ("ar", "P008"): [
        ("artifact", "body", "It was good to meet you at technique (degré.", "a sentence",
         "a fragment of the note's data-sheet request written as the place of a meeting: garbled"),
        ("sender_wrong", "body", "Angy Kieffer-Goergen", S1_NAME,
         "the sender's given name garbled (also Rety in the repeated signature)"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with Aebi Distillerie & Négoce SA this month be possible?\n\nSincerely,",
         "one closing", LOOP),
        ("artifact", "body", "wuméro de lot) et un échantillon de lot) et un échantillon de", "nothing",
         "a looping fragment of the note after the signature"),
    ],
    ("ar", "P009"): [
        ("artifact", "body", "offer ООО «Рыбаков и Партнёры» a", "a whole e-mail",
         "the body stops mid-sentence, with no closing or signature"),
    ],
    ("ar", "P010"): [
        ("artifact", "body", "at the Wyow bu asked about the now bu asked about the렸.", "Seoul Bar Show",
         "the note's sentence garbled and looping"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with 주식회사 홍스피릿 this month be possible?\n\nSincerely,\nTessy Kieffer-Goergen\nResponsable des ventes export paperwork, so deliveries arrive without surprises.\n\nWould a brief call with 주식",
         "one closing", LOOP + " twice; the body is cut off mid-name"),
    ],
    ("ar", "P011"): [
        ("artifact", "body", "bauma Munich documentation", "bauma Munich",
         "the fair's name fused with a word of another sentence"),
        ("sender_wrong", "body", "Aogy Kieffer-Goergen", S1_NAME, "the sender's given name garbled (twice)"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE,
         TITLE_JUNK + " (twice)"),
        ("artifact", "body",
         "Would a brief call with Kamper Funderingstechniek B.V. this month be possible?\n\nSincerely,",
         "one closing", LOOP),
        ("sender_wrong", "body", "Maurits, Miselerland Handel S.à r.l.", S1_COMPANY,
         "the buyer's given name written in the sender's signature line"),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "Vũ Gia.à r.l. makes", "Vũ Gia. Miselerland Handel S.à r.l. makes",
         "the sender's legal form fused onto the buyer's company; the next sentence lost its subject"),
        ("artifact", "body", "export paperwork, so deliveries arrive without surprises.", S1_TITLE, TITLE_JUNK),
    ],
    ("ar", "P013"): [
        ("artifact", "body", "at شر", "a whole e-mail", "the body stops mid-word in the company's name"),
    ],
    ("ar", "P014"): [
        ("artifact", "body", "with Καρα", "a whole e-mail", "the body stops mid-word in the company's name"),
    ],
    ("ar", "P015"): [
        ("artifact", "body", "วิศวกรรม จ", "a whole e-mail", "the body stops mid-word in the company's name"),
    ],
    # ---------------- diffusion@160 ----------------
    ("diffusion@160", "P001"): [
        ("sender_wrong", "subject", "andntisour ApS", S1_COMPANY,
         "the sender's slot of the subject holds a garbled name with a Danish legal form"),
        ("artifact", "body", "you needetccine ParagЙémant brut en rosé", "a sentence",
         "the note's sentence garbled"),
        ("artifact", "body", "introducentan coffee", "introduce Miselerland Handel S.à r.l.",
         "garbled words where the sender's company should be"),
        ("sender_wrong", "body", "Focy Kieffer-Goergen", S1_NAME, "the sender's given name garbled"),
        ("artifact", "body", "List kmmmmmmith", S1_TITLE, "garbled letters after the sender's title"),
    ],
    ("diffusion@160", "P002"): [
        ("sender_wrong", "body", "Pray Kieffer-Goergen", S1_NAME, "the sender's given name garbled"),
        ("artifact", "body", "export paperwork,", S1_TITLE, "a stray word after the sender's title"),
    ],
    ("diffusion@160", "P003"): [
        ("sender_wrong", "subject", "Miselerland Handel S.à r.l.l.", S1_COMPANY, "the legal form garbled"),
        ("sender_wrong", "body", "Miselerland Handel S.à r.l.l. to", S1_COMPANY, "the legal form garbled"),
        ("sender_wrong", "body", "FemiiÛfer-Goergen", S1_NAME, "the sender's name garbled"),
    ],
    ("diffusion@160", "P004"): [
        ("sender_wrong", "subject", "Mighnikƻ.à r.o.l.", S1_COMPANY, "the sender's company garbled"),
        ("artifact", "body", "a so case", "a sample case", "the note's 'sample case' garbled"),
        ("sender_wrong", "body", "Mighnik des z S.Šo.", S1_COMPANY, "the sender's company garbled"),
        ("sender_wrong", "body", "FocuyiÛfer-Goergen", S1_NAME, "the sender's name garbled"),
        ("artifact", "body", "export paperwork, Sier", S1_TITLE, "garbled words after the sender's title"),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "body", "Fed Kieffer-Goergen", S1_NAME,
         "the sender's name garbled (also 'Ae Lyiæ &ianlergx' in the repeated signature)"),
        ("artifact", "body", "export paperwork, Liselerland.", S1_TITLE,
         "garbled words after the sender's title (again as 'paperwork, Liselerl Re.')"),
        ("artifact", "body",
         "Would a brief call with Lejeune Vins & Spiritueux SRL this month be possible?\n\nSincerely,\nAe",
         "one closing", LOOP + "; the body ends in a stray word"),
    ],
    ("diffusion@160", "P006"): [
        ("sender_wrong", "subject", "Miselerland Handel S.à r.l.l.", S1_COMPANY, "the legal form garbled"),
        ("artifact", "body", "sos 70 to meetails", "a sentence", "the note's sentence garbled"),
        ("sender_wrong", "body", "Minininand Handel S.à rritr.lis", S1_COMPANY, "the sender's company garbled"),
        ("sender_wrong", "body", "Frog Kieffer-Goergen", S1_NAME, "the sender's given name garbled"),
    ],
    ("diffusion@160", "P007"): [
        ("sender_wrong", "body", "Vehiiýer-Goergen", S1_NAME, "the sender's name garbled"),
        ("artifact", "body", "export paperwork, soisr FZCO", S1_TITLE,
         "garbled words and a stray legal form after the sender's title"),
    ],
    ("diffusion@160", "P008"): [
        ("sender_wrong", "subject", "andntisPonsable des à rot r.l.", S1_COMPANY,
         "the sender's slot of the subject holds a garble of her title and legal form"),
        ("artifact", "body", "It wer youandle ree ladiche technique (degré\n loti Distill achats. Compe stands out",
         "a sentence", "the note's sentence and the introduction garbled"),
        ("sender_wrong", "body", "Ready Kieffer-Goergen", S1_NAME, "the sender's given name garbled"),
        ("artifact", "body", "export paperwork, so I am happ", S1_TITLE,
         "a cut-off fragment of another sentence after the sender's title"),
    ],
    ("diffusion@160", "P009"): [
        ("artifact", "body", "ООО «Рыбаков и Партнёры Парамон,\n\nI found", "a sentence",
         "the sentence breaks off inside the company's name and starts again"),
        ("artifact", "body", "of Ры", "a whole e-mail",
         "the body stops mid-word, with no closing or signature"),
    ],
    ("diffusion@160", "P010"): [
        ("artifact", "body", "theeland Bar Sar Show; soed to introduceith contact contactał식de-vie.",
         "Seoul Bar Show", "the note's sentence and the introduction garbled"),
        ("sender_wrong", "body", "Femiié-oloergen", S1_NAME, "the sender's name garbled"),
        ("sender_wrong", "body", "Pethnueez", S1_TITLE, "a garbled word in place of the sender's title"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "bauma Munich;6ay to introducentit. Fed a pumpsich;6ayet to", "a sentence",
         "the note's sentence and the introduction garbled"),
        ("sender_wrong", "body", "Feminine Corporation", S1_NAME,
         "an invented company in place of the sender's name"),
        ("sender_wrong", "body", "Peru", "Luxembourg", "a wrong country in the sender's signature"),
        ("artifact", "body", "export paperwork, Rise", S1_TITLE, "stray words after the sender's title"),
    ],
    ("diffusion@160", "P012"): [
        ("sender_wrong", "body", "introduce Ştᴴ ty Công ty Cổ phần Xây dựng Cảng Vũ Gia", S1_COMPANY,
         "the buyer's company, garbled, in the sender's place"),
        ("artifact", "body", "Gia.à rả xà rảng.l.l.ljngôngngŻλźần Xây dựng Cảng Vũ Gia.Š.l.l.", "nothing",
         "a run of garbled letters"),
        ("artifact", "body", "Would a brief call with Công ty Cổ phần Xây dựng Cảng Vũ Gia?", "a question",
         "the question lost its verb"),
        ("sender_wrong", "body", "Éᴴ ty Công ty Cổ phần Xây dựng Cảng Vũ Gia.ŻrẺźźźźź", S1_NAME,
         "the signature holds the buyer's company, garbled, instead of the sender"),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "body", "والمقاولات\n\n\n team at", "a sentence",
         "the sentence breaks off and starts again"),
        ("company_misspelled", "body", "هشام الشربيني للأساسات", "شركة الشربيني للأساسات والمقاولات",
         "the contact's given name in place of شركة, and the company cut off; the body stops there"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "body", "As Υπεύθυνος Προμηθειών, I can share", "a sentence",
         "the buyer's title is given to the writer"),
        ("company_misspelled", "body", "Καραμσαλής Τεχνική Α.Ε.Ει\u0381ον", "Καραμσαλής Τεχνική Α.Ε.",
         "garbled letters fused onto the company's legal form"),
        ("artifact", "body", "Dear Θεόκλητος Κα", "a whole e-mail",
         "the greeting starts again and the body stops mid-name"),
    ],
    ("diffusion@160", "P015"): [
        ("artifact", "subject", "มารีนี เตมิยะเดช", "a subject", "the subject is only the contact's name"),
        ("artifact", "body", "I found บริษัท เตมิยะเดช,\n\nI found", "a sentence",
         "the sentence breaks off inside the company's name and starts again"),
        ("company_misspelled", "body", "บริษัท เตมิยะเดช วิศวกetet", "บริษัท เตมิยะเดช วิศวกรรม จำกัด",
         "the company cut off mid-word into garbled letters; the body stops there"),
    ],
}
