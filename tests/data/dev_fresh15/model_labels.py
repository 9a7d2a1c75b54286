"""Labels of the model drafts, written by reading each draft as a careful sales manager would.

Keys: (setting, buyer id). Each label: (type, part, found, expected, note). `found: ""` marks a
part that is missing (no closing, no introduction). Conventions: a garbled or cut-off sentence is
one `artifact`; a stray letter or a blend in the sender's name or company is `sender_wrong`; in an
`X x Y` subject the first slot is the sender's; a garbled company in the buyer's company's place is
`company_misspelled`.
"""

SIGNOFF = "Park Ji-hoon\n해외영업팀장\nHanbit Precision Co., Ltd."

LABELS = {
    ("ar", "Q001"): [
        ("artifact", "body", "EMO Hannover 2025es", "EMO Hannover 2025", "a fragment fused onto the fair"),
        ("sender_wrong", "body", "Tech Prel, Precision Co., Ltd.", "Hanbit Precision Co., Ltd.",
         "the sender's company garbled in the signature"),
    ],
    ("ar", "Q002"): [],
    ("ar", "Q003"): [
        ("artifact", "body", "You asked about the copy of Arsoy Kesici Takım San. ve Tic. A.Ş.",
         "needs a copy of the ISO 9001 certificate", "the note garbled: the certificate became the company"),
    ],
    ("ar", "Q004"): [],
    ("ar", "Q005"): [
        ("artifact", "body", "towLCrade carbide end mills", "corner-radius end mills", "garbled words for the note's product"),
        ("artifact", "body", "� 해외영업팀장", "해외영업팀장", "a broken character before the title"),
    ],
    ("ar", "Q006"): [],
    ("ar", "Q007"): [
        ("artifact", "body", "n U ost Salest �0�팀장", "", "word salad with broken characters after the fair"),
    ],
    ("ar", "Q008"): [
        ("artifact", "body", "You asked about avte list for distributors abroad.",
         "asked for a price list for 14 to 28 inch beam blades",
         "the note garbled, and no introduction or product follows"),
    ],
    ("ar", "Q009"): [],
    ("ar", "Q010"): [],
    ("ar", "Q011"): [
        ("sender_wrong", "subject", "Wang Bath Supply, Inc. x", "Hanbit Precision Co., Ltd. x",
         "the buyer's company in the sender's slot of the subject"),
        ("artifact", "body", "We have followed the growth of Wang Bath Supply\n",
         "", "a sentence cut off; no introduction and no product"),
    ],
    ("ar", "Q012"): [],
    ("ar", "Q013"): [
        ("artifact", "body", "You asked about conformity, so I am happy to send details.",
         "needs the CE declaration of conformity", "the note cut to one word; no details follow"),
    ],
    ("ar", "Q014"): [],
    ("ar", "Q015"): [
        ("artifact", "subject", "Widet toilet seats", "Bidet toilet seats", "a garbled first letter"),
        ("artifact", "body", "You asked about awanir B.V. stands out", "asked for a sample of the slim electronic "
         "bidet seat", "two sentences fused; the note lost"),
        ("company_misspelled", "body", "awanir B.V.", "van Schweinfurt Sanitair B.V.", "the company garbled"),
    ],
    ("diffusion@160", "Q001"): [
        ("artifact", "body", "soked about a documentation", "asked for a quote on 6 mm 4-flute end mills",
         "garbled words for the note's request"),
        ("artifact", "body", "", SIGNOFF, "ends after the question: no closing and no signature"),
    ],
    ("diffusion@160", "Q002"): [
        ("sender_wrong", "body", "S Park Ji-hoon", "Park Ji-hoon", "a stray letter before the sender's name"),
        ("artifact", "body", "Ji-hoon\n �", SIGNOFF, "a broken character where the title and company should be"),
    ],
    ("diffusion@160", "Q003"): [
        ("artifact", "body", "Is you asked about copOO 9001 certificate ISO 9001 certification",
         "needs a copy of the ISO 9001 certificate", "garbled note sentence"),
        ("artifact", "body", "Would a brief call with Arsoy Kesici Takım San. ve Tic. A",
         "Arsoy Kesici Takım San. ve Tic. A.Ş.", "cut off in the company; no closing or signature"),
    ],
    ("diffusion@160", "Q004"): [
        ("artifact", "subject", "Sung den carbide end mills", "tungsten carbide end mills", "the category garbled"),
        ("artifact", "body", "you know how", "", "cut off mid-sentence; no question, closing or signature"),
    ],
    ("diffusion@160", "Q005"): [
        ("artifact", "subject", "ungsten carbide end mills", "tungsten carbide end mills", "first letter lost"),
        ("artifact", "body", "You asked about to corner-radius end mills",
         "asked for samples of corner-radius end mills", "a stray word in the note sentence"),
        ("artifact", "body", "samples of our tungsten carbide end mills for your",
         "", "cut off mid-sentence; no question, closing or signature"),
    ],
    ("diffusion@160", "Q006"): [
        ("artifact", "body", "As Упр", "As Управител at Пикянски Ауто ЕООД", "cut off in the title"),
    ],
    ("diffusion@160", "Q007"): [
        ("artifact", "body", "2024;., Ltd. to SIA Krūmiņš Auto", "2024. I am writing to introduce Hanbit Precision "
         "Co., Ltd. to SIA Krūmiņš Auto", "a fragment of the introduction fused onto the fair"),
        ("artifact", "body", "We would like", "", "cut off mid-sentence; no question, closing or signature"),
    ],
    ("diffusion@160", "Q008"): [
        ("artifact", "body", "a Marino� list", "a price list for 14 to 28 inch beam blades", "garbled note words"),
        ("sender_wrong", "body", "S Park Ji-hoon", "Park Ji-hoon", "a stray letter before the sender's name"),
        ("artifact", "body", "Ji-hoon\n �", SIGNOFF, "a broken character where the title and company should be"),
    ],
    ("diffusion@160", "Q009"): [
        ("sender_wrong", "body", "S Park Ji-hoon", "Park Ji-hoon", "a stray letter before the sender's name"),
        ("artifact", "body", "Ji-hoon\n 해외", SIGNOFF, "the title cut off, no company"),
    ],
    ("diffusion@160", "Q010"): [
        ("artifact", "body", "in the Chile", "in Chile", "a stray article before the country"),
        ("sender_wrong", "body", "S Park Ji-hoon", "Park Ji-hoon", "a stray letter before the sender's name"),
        ("artifact", "body", "Ji-hoon\n 해외�", SIGNOFF, "the title cut off with a broken character, no company"),
    ],
    ("diffusion@160", "Q011"): [
        ("artifact", "subject", "Bre�isiont seats", "Bidet toilet seats", "the category garbled"),
        ("artifact", "body", "Thank you for your time at KBIS 2025, I would be glad to discuss it.",
         "met at KBIS 2025 in Las Vegas", "a dangling 'it': nothing was named to discuss"),
        ("artifact", "body", "Wang Bath Supply\n Inc.", "Wang Bath Supply, Inc.", "a line break inside the company"),
        ("sender_wrong", "body", "해외영업팀장, P", "해외영업팀장\nHanbit Precision Co., Ltd.",
         "the sender's company cut to one letter"),
    ],
    ("diffusion@160", "Q012"): [
        ("sender_wrong", "subject", "Millet a Co., Ltd.", "Hanbit Precision Co., Ltd.",
         "the buyer's name blended into the sender's slot"),
        ("artifact", "body", "", "I am writing to introduce Hanbit Precision Co., Ltd.",
         "the body never says which company writes (no introduction, no company in the signature)"),
    ],
    ("diffusion@160", "Q013"): [
        ("artifact", "body", "you need need CE declarationation conformity", "the CE declaration of conformity",
         "a doubled word and a fused word"),
        ("artifact", "body", "Would a brief call", "", "cut off mid-sentence; no closing or signature"),
    ],
    ("diffusion@160", "Q014"): [
        ("artifact", "body", "As 採購經理 at 劉氏衛浴股份�", "As 採購經理 at 劉氏衛浴股份有限公司",
         "cut off in the company with a broken character; no closing or signature"),
    ],
    ("diffusion@160", "Q015"): [
        ("company_misspelled", "subject", "Gm�itair B.V.", "van Schweinfurt Sanitair B.V.", "the company garbled"),
        ("artifact", "body", "You asked about a so I so I am", "asked for a sample of the slim electronic bidet seat",
         "a stutter; the note lost"),
        ("artifact", "body", "Would a brief call with van Schweinfurt Sanita", "van Schweinfurt Sanitair B.V.",
         "cut off in the company; no closing or signature"),
    ],
}
