"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Key: (setting, buyer_id) -> (labels, note). A label is (type, part, found, expected, note).
Judgement calls are in README.md.
"""

SENDER_TITLE = "Senior Manager, Export Sales"
SENDER_CO = "Kranji Garden Provisions Pte. Ltd."

LABELS = {
    # ---- AR ----
    ("ar", "P001"): ([
        ("note_wrong", "body", "We have followed the growth of 株式会社高橋花卉 into Narita.",
         "the note: the buyer wants two shipments a week into Narita",
         "a claim about the buyer (its growth into Narita) that the note does not hold"),
        ("artifact", "body", "Export Sales Sales Sales Sales", SENDER_TITLE,
         "the last word of the sender's title repeated"),
    ], "IFEX Tokyo meeting right; the native-script greeting by full name accepted"),
    ("ar", "P002"): ([
        ("artifact", "body", "Would a brief call with السويدي لتجارة الزهور", "a complete closing question and signature",
         "body cut off in the closing question; no signature"),
    ], ""),
    ("ar", "P003"): ([
        ("artifact", "subject", "Fut orchids", "fresh cut orchids", "garbled category word in the subject"),
        ("artifact", "body", "Italyias", "It was", "the country's name fused into `It was`"),
        ("note_wrong", "body", "good to meet you at the Pescia flower market (Mefit)",
         "the note: a wholesaler at the Pescia market who asked for a price list",
         "a meeting the note does not record (the market is where the buyer trades)"),
    ], ""),
    ("ar", "P004"): ([
        ("category_wrong", "subject", "Frozen cut orchids", "fresh cut orchids",
         "frozen for fresh: another product than the buyer's"),
    ], "body clean"),
    ("ar", "P005"): ([
        ("note_wrong", "body", "I understand you need a short lead times.",
         "the note: a phytosanitary certificate with every shipment; Vanda samples asked for",
         "a need the note does not record, in place of the ones it does"),
        ("artifact", "body", "a short lead times", "short lead times", "broken grammar (a + plural)"),
        ("artifact", "body", "Export Sales Sales Sales Sales Manager,", SENDER_TITLE,
         "the sender's title loops and runs into the company line"),
    ], ""),
    ("ar", "P006"): ([
        ("artifact", "body", "Export Sales Sales Sales Sales Manager,", SENDER_TITLE,
         "the sender's title loops"),
    ], "HOFEX meeting right"),
    ("ar", "P007"): ([
        ("artifact", "body", "Export Sales Sales Sales Sales Sales", SENDER_TITLE, "the sender's title loops"),
    ], ""),
    ("ar", "P008"): ([], "clean"),
    ("ar", "P009"): ([], "clean"),
    ("ar", "P010"): ([
        ("artifact", "body",
         "It was good to meet you at Oosterse Groothandel Van Velthoven B.V. stands out",
         "a readable sentence", "two sentences fused; the meeting it seems to claim is garble, "
         "the note records none"),
    ], "English though the note says the buyer prefers Dutch: no type fits, no label"),
    ("ar", "P011"): ([
        ("artifact", "subject", "Neureuther from Kranji Garden Provisions Pte. Ltd.",
         "laksa paste from Kranji Garden Provisions Pte. Ltd.",
         "the buyer's family name stands in the product slot of the subject"),
        ("artifact", "body", "atuga in Köln getroffenj", "at Anuga in Köln",
         "garbled fair name with a German word of the note fused in"),
    ], ""),
    ("ar", "P012"): ([
        ("artifact", "subject", "Timit paste", "laksa paste", "garbled category word in the subject"),
    ], "body clean"),
    ("ar", "P013"): ([
        ("artifact", "body", "Export Sales Sales Sales Sales Sales Sales Sales Sales Sales Sales Sales Sales",
         SENDER_TITLE, "the sender's title loops"),
    ], ""),
    ("ar", "P014"): ([
        ("contact_wrong", "body", "Dear 뤂렂,", "פנחס ויצמן", "Hangul garble in place of the Hebrew contact"),
        ("company_misspelled", "body", "Uѕ oayaq paste", "ויצמן יבוא מזון בע\"מ",
         "garble in the company's place (also `Colaksa paste` and `ashipirajatf` later in the body)"),
        ("title_wrong", "body", "easenütamńyli Min", "מנהל יבוא", "garble in the title's place"),
    ], "kosher request from the note right"),
    ("ar", "P015"): ([
        ("artifact", "body", "at ООО «Восточная ку", "the full company and the rest of the e-mail",
         "body cut off inside the company's name; no closing, no signature"),
    ], "Prodexpo meeting right"),
    # ---- diffusion@160 ----
    ("diffusion@160", "P001"): ([
        ("artifact", "body", "stands out among buyers of fresh cut orchids in Sings.",
         "a readable sentence", "a sentence without its subject, with a cut-off place name"),
        ("artifact", "body", "from Sing with", "from Singapore with", "the sender's country cut off"),
        ("sender_wrong", "body", "Serene Jun苋", "Serene Lim Hui Min", "the sender's name garbled in the signature"),
    ], "IFEX meeting right"),
    ("diffusion@160", "P002"): ([
        ("artifact", "body", "ofالتا السويدي of fresh مدير المشتر", "a readable sentence and a signature",
         "garbled sentence, cut off in the middle of a word; no signature"),
    ], ""),
    ("diffusion@160", "P003"): ([
        ("artifact", "body", "Italy wer you are looking at thePescia flower market (Mi Ltd. stands out",
         "a readable sentence", "garbled note sentence fused with the next one"),
        ("title_wrong", "body", "Ask Sonspile acquisti", "Responsabile acquisti", "garble in the title's place"),
        ("sender_wrong", "body", "Meneer Manager, Export Sales Manager, Sales Ltd", SENDER_TITLE,
         "the sender's title (and company line) written wrong"),
    ], ""),
    ("diffusion@160", "P004"): ([
        ("artifact", "subject", "Castro a a quick idea", "Jimmy, a quick idea", "doubled word in the subject"),
        ("sender_wrong", "body", "from the Netherlands", "from Singapore",
         "the sender's own country written wrong"),
        ("sender_wrong", "body", "Senior Manager, Export Sales Manager", SENDER_TITLE,
         "the sender's title with a stray word"),
    ], ""),
    ("diffusion@160", "P005"): ([
        ("artifact", "body", "Thank you again for stall group, I would be glad to discuss it.",
         "a readable sentence", "garbled note sentence"),
        ("artifact", "body", "Would a brief call with 주식회사 양재화훼?", "a complete question",
         "broken sentence (the verb phrase is missing)"),
        ("sender_wrong", "body", "Serene Juni Min", "Serene Lim Hui Min", "the sender's name garbled"),
    ], ""),
    ("diffusion@160", "P006"): ([
        ("artifact", "body", "from theingapore", "from Singapore", "fused, cut word"),
        ("sender_wrong", "body", "Serene Dav朜ถ任司 Sales need Exportashi, Salesw, Kaza Kran",
         "Serene Lim Hui Min, " + SENDER_TITLE + ", " + SENDER_CO, "the signature garbled"),
    ], "HOFEX right"),
    ("diffusion@160", "P007"): ([
        ("artifact", "body", "上海杨丰进口食品有限公司 and clear.", "a readable sentence", "sentence without sense"),
        ("sender_wrong", "body", "Business Development Manager, Export Sales Manager, Export Sales",
         SENDER_TITLE, "the sender's title written wrong"),
    ], ""),
    ("diffusion@160", "P008"): ([
        ("artifact", "subject", "Solar coconut jam", "kaya coconut jam", "garbled category word"),
        ("artifact", "body", "from theingapore", "from Singapore", "fused, cut word"),
        ("sender_wrong", "body", "Senior Manager, Export Sales Manager", SENDER_TITLE,
         "the sender's title with a stray word"),
    ], ""),
    ("diffusion@160", "P009"): ([
        ("company_misspelled", "subject", "Kaya Pantry Imports Pty Ltd", "Hale Pantry Imports Pty Ltd",
         "the category word in place of the family name in the company"),
        ("sender_wrong", "body", "Senior Manager, Export Sales Manager", SENDER_TITLE,
         "the sender's title with a stray word"),
    ], ""),
    ("diffusion@160", "P010"): ([
        ("sender_wrong", "subject", "Wakes Garden Provisions Pte. Ltd.", SENDER_CO,
         "the sender's company garbled"),
        ("artifact", "body", "I understand you needecreicic,", "a readable sentence", "garbled note sentence"),
        ("artifact", "body", "from Ring with", "from Singapore with", "garbled place name"),
        ("sender_wrong", "body", "Export Sales Manager, Export Sales Manager, Export Park",
         SENDER_TITLE + ", " + SENDER_CO, "the sender's title and company garbled"),
    ], "English though the buyer prefers Dutch: no label"),
    ("diffusion@160", "P011"): ([
        ("artifact", "subject", "Vitauuuuuuuuuuuuuuuuuuuu", "a subject", "the subject loops; the body is empty"),
    ], "empty body labelled once, in the subject"),
    ("diffusion@160", "P012"): ([
        ("sender_wrong", "subject", "Elliott Asian Food Distributors x Elliott Asian Food Distributors LLC",
         "Elliott Asian Food Distributors LLC x " + SENDER_CO,
         "the buyer's company in the sender's slot"),
        ("company_misspelled", "body", "Elliott andian Food Distributors LLC",
         "Elliott Asian Food Distributors LLC", "garbled word in the company's name"),
        ("sender_wrong", "body", "from the United States", "from Singapore",
         "the sender's own country written as the buyer's"),
        ("sender_wrong", "body", "Senior Manager, Export Sales Manager, Kranji", SENDER_TITLE,
         "the sender's title with a stray word"),
    ], ""),
    ("diffusion@160", "P013"): ([
        ("sender_wrong", "body", "Export Sales Manager, Export採購專哺䡋", SENDER_TITLE,
         "the sender's title garbled with the buyer's title and junk"),
    ], ""),
    ("diffusion@160", "P014"): ([
        ("sender_wrong", "subject", "Spriji Garden Provisions Pte. Ltd.", SENDER_CO,
         "the sender's company garbled"),
        ("contact_wrong", "body", "Dear  FZEؙ엗 import k unଙortpopraʞ Trade,", "פנחס ויצמן",
         "garble in the contact's place"),
        ("artifact", "body", "a kosher cer,", "a kosher certificate", "cut word"),
        ("company_misspelled", "body", "afaΔ䋦 Marino粗 atimaɗ CV Marino", "ויצמן יבוא מזון בע\"מ",
         "garble in the company's place"),
        ("artifact", "body", "zelί((((((((((", "a readable text", "junk and a looping bracket; no signature"),
    ], ""),
    ("diffusion@160", "P015"): ([
        ("artifact", "body", "As Head SalesенедгерЀоаоам laksa paste at laksa paste back laksa paste",
         "a readable sentence", "garbled sentence looping on the category"),
        ("artifact", "body", "Tekкккlaksa pastam TekкѪам\nDear Маргарита Агафонова,",
         "a closing and a signature", "junk, then the greeting again; no signature"),
    ], "Prodexpo right"),
}
