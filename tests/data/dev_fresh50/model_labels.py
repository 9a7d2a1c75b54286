"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject, body) as a
careful sales manager would: one label per distinct problem per part.

(setting, buyer id) -> [(type, part, found, expected, note)]
"""
CO = "Skjálfandi Æður og Bleikja hf."
TITLE_AS_CO = "the sender's title written where the sender's company belongs"

LABELS = {
    # ---- AR ------------------------------------------------------------------------------
    ("ar", "P001"): [
        ("contact_wrong", "subject", "Ê", "Danielle", "a garbled letter in the contact's slot"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("artifact", "body", "Green Family Seafood\n\nWould", "Green Family Seafood.\n\nWould",
         "sentence left without its full stop"),
        ("sender_wrong", "body", "SLCjálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P002"): [
        ("artifact", "body", "needfandi Æðuration", "the sashimi-grade specification",
         "garbled note sentence (fused sender-company fragment)"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("artifact", "body", "Sincerely,", "Sincerely,\nÞórdís Björk Hallgrímsdóttir",
         "body cut off after the closing, no signature"),
    ],
    ("ar", "P003"): [],
    ("ar", "P004"): [
        ("artifact", "body", "Einfuhr foodr die Einfuhr in die Schweiz", "",
         "garbled note fragment used as a meeting place"),
        ("sender_wrong", "body", "Gantjálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P005"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "ÅUtflutningsstjóri", "Útflutningsstjóri",
         "garbled sender title in the signature"),
    ],
    ("ar", "P006"): [
        ("sender_wrong", "subject", "and Útflutningsstjóri", "and " + CO, TITLE_AS_CO + " (subject)"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Tantjálfandi", CO,
         "garbled, truncated sender company in the signature"),
    ],
    ("ar", "P007"): [],
    ("ar", "P008"): [
        ("artifact", "body", "Italyas good", "It was good", "garbled opening words"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Tantjálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P009"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Åindjálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P010"): [
        ("artifact", "body", "you need Rficate", "you need the inspection certificate",
         "garbled note sentence"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Ganttálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P011"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Tanttálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    ("ar", "P012"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
    ],
    ("ar", "P013"): [
        ("note_wrong", "body", "the Conditions for distributors abroad",
         "the DAFF import permit conditions for fish-based pet treats",
         "a need the note does not hold, in place of the import permit conditions it records"),
        ("sender_wrong", "body", "GÅUtflutningsstjóri", "",
         "garbled repeat of the sender's title before the company in the signature"),
    ],
    ("ar", "P014"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
    ],
    ("ar", "P015"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "Ganttálfandi", "Skjálfandi", "garbled sender company in the signature"),
    ],
    # ---- diffusion@160 -------------------------------------------------------------------
    ("diffusion@160", "P001"): [
        ("contact_wrong", "body", "Dear rele", "Dear Danielle", "a garbled word in the contact's slot"),
        ("sender_wrong", "body", "Útflutningsstjóri Industrial S Beam Reasons By", CO,
         "the sender's title and garbage where the sender's company belongs"),
        ("sender_wrong", "body", "Industrial Skjálfandi Æður og Bleikja", CO,
         "a stray word fused into the sender company in the signature"),
    ],
    ("diffusion@160", "P002"): [
        ("artifact", "subject", "株式会社加藤水産 partner for 株式会社加藤水産",
         "Arctic char fillets partner for 株式会社加藤水産",
         "the buyer's company repeated in the product's slot"),
        ("artifact", "body", "It wderstand you need FtŕA need", "I understand you need the spec sheet",
         "garbled note sentence"),
        ("artifact", "body", "t水甔뀂젠甔甔ドあ论䓗の覉の覉の覰玎級畝皎瀂挕手 輸入部 課長 taka Head", "",
         "word salad after the title written twice (`at 輸入部 課長`), body cut off, no closing"),
    ],
    ("diffusion@160", "P003"): [],
    ("diffusion@160", "P004"): [
        ("artifact", "body", "It that you needcht e ein Muster (10 kgt eweizärzeuuntund dastas",
         "I understand you need a sample (10 kg) and the veterinary certificate",
         "garbled note sentence"),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("artifact", "body", "As 採購經理 at 黃記海產股份有限公司, I wanted to contact you directly",
         "Since you are 採購經理 at 黃記海產股份有限公司, I wanted to contact you directly",
         "two template sentences fused: the dangling `As <title>` makes the writer the buyer's "
         "purchasing manager"),
    ],
    ("diffusion@160", "P006"): [
        ("artifact", "body", "akjá 상품기획팀장", "", "garbled words after the company"),
        ("sender_wrong", "body", "I주숝 주식회사 한결침구xt팀)", "Þórdís Björk Hallgrímsdóttir",
         "garbled signature holding the buyer's company instead of the sender"),
    ],
    ("diffusion@160", "P007"): [
        ("sender_wrong", "subject", "and Útflutningsstjóri", "and " + CO, TITLE_AS_CO + " (subject)"),
    ],
    ("diffusion@160", "P008"): [
        ("artifact", "subject", "A new eiderdown duvets at", "A new eiderdown duvets partner for",
         "lost words in the subject"),
        ("artifact", "body", "Italy was a pleasure to meet you at HOMI Milano at CoOpE",
         "It was a pleasure to meet you at HOMI Milano", "garbled note sentence (`Italy`, `at CoOpE`)"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("company_misspelled", "body", "Cociarelli Biancheria of en\x9ex뾾 duvets.l.",
         "Cociarelli Biancheria S.r.l.", "garbled legal form of the buyer's company (with a control character)"),
        ("company_misspelled", "body", "Cociarelli Biancheria S.r.l.l.", "Cociarelli Biancheria S.r.l.",
         "doubled letter of the legal form"),
        ("sender_wrong", "body", "Security\nSvazilsdsdóttve, ãoisttn duvetduvetduve akt.r.V.",
         "Þórdís Björk Hallgrímsdóttir, Útflutningsstjóri",
         "garbled signature (sender's name and company turned to word salad)"),
    ],
    ("diffusion@160", "P009"): [],
    ("diffusion@160", "P010"): [
        ("artifact", "body", "you arekedooking at traceability", "you are looking at traceability",
         "garbled word in the note sentence"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "pleasuremb", "pleasure", "a fused stray fragment"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("company_misspelled", "body", "Van Gelder Dierenvoeding.V.", "Van Gelder Dierenvoeding B.V.",
         "the buyer's legal form cut (`.V.`)"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "subject", "hkin dog chews", "fish skin dog chews", "the product's first word garbled"),
        ("sender_wrong", "body", "introduce Útflutningsstjóri", "introduce " + CO, TITLE_AS_CO),
        ("sender_wrong", "body", "S.", CO, "the sender's company cut to `S.` in the signature"),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "subject", "Randolph Tningsst톜s beforeorekjálforekjórii", "Randolph Pet Supplies Pty Ltd",
         "word salad in the subject"),
        ("artifact", "body", "you need JDO Distribuciones permit cond before;ish-based",
         "you need the DAFF import permit conditions for fish-based pet treats",
         "garbled note sentence (with a stray foreign company name)"),
        ("sender_wrong", "body", "for Randolph-bas", CO,
         "the buyer's name garbled into the sender's signature"),
    ],
    ("diffusion@160", "P014"): [
        ("sender_wrong", "body", "Étflutnings. z o.", CO,
         "garbled company line of the signature (title fragment + the buyer's legal form)"),
    ],
    ("diffusion@160", "P015"): [
        ("artifact", "body", "in the Canada", "in Canada", "a stray article before the country"),
        ("sender_wrong", "body", "Hallgrímsdóttir Bleikja hf.\nSrehellfandi Æður og Bleik",
         "Hallgrímsdóttir\n" + CO, "garbled signature: company fragment fused to the name, company garbled"),
    ],
}

NOTES = {
    ("ar", "P015"): "the recorded title cut to `Buyer` (accepted: the part before its comma)",
    ("ar", "P003"): "clean",
    ("ar", "P007"): "clean",
    ("diffusion@160", "P003"): "clean; the signature writes the company without `hf.` (accepted)",
    ("diffusion@160", "P009"): "clean; signature without company (accepted)",
    ("diffusion@160", "P015"): "subject of only the sender's company (accepted)",
}
