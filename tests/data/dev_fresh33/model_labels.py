"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Key: (setting, buyer_id) -> list of (type, part, found, expected, note). A draft not listed is clean.
"""
FAR = ("sender_wrong", "body", "from Far", "from the Faroe Islands",
       "the sender's country cut to Far")
TITLE = "Útflutningsstjóri"
COMPANY = "Sp/f Norðoya Fiskavørur"

LABELS = {
    # ---- AR ----
    ("ar", "P001"): [
        ("artifact", "body", "I hope this finds you and the team at Freitas & Filhos",
         "I hope this finds you and the team at Freitas & Filhos well.",
         "sentence cut off after the company; the next line starts a new sentence"),
    ],
    ("ar", "P003"): [
        ("artifact", "body",
         "It was good to meet you athu a ficha té documentation, and I would be glad to discuss it.",
         "a sentence about the note's request (ficha técnica, MAPA registration)",
         "garbled note sentence; it also claims a meeting the note does not hold"),
    ],
    ("ar", "P005"): [
        ("sender_wrong", "subject", "Sp.f.", COMPANY, "the sender's slot holds a garbled legal form only"),
        ("artifact", "body", "I understand you are interested in Peak demand before ş.",
         "a sentence about the note (peak demand before 25 March)", "garbled note sentence"),
        ("artifact", "body", "Sp/f Norðoya Fiskavørur produces salted co",
         "a finished body with a signature", "body cut off mid-word, no signature"),
    ],
    ("ar", "P006"): [
        ("category_wrong", "subject", "Fish Internationale fillets", "frozen saithe fillets",
         "the category slot garbled with the note's fair"),
    ],
    ("ar", "P008"): [
        ("company_misspelled", "subject", "Froðoya Fish Sp. z o.o.", "Niebudek Fish Sp. z o.o.",
         "the buyer's company garbled with the sender's name"),
        ("artifact", "body", "interleaved fillet blocks. stands out among buyers",
         "a sentence with the company as its subject", "a sentence without its subject"),
        ("company_misspelled", "body", "Nd kg interleaved fillet blocks.", "Niebudek Fish Sp. z o.o.",
         "the company's place holds a garble of the note"),
    ],
    ("ar", "P009"): [
        ("sender_wrong", "body", "S. Sp/f Norðoya Fiskavørur", COMPANY,
         "a stray S. before the sender's company in the signature"),
    ],
    ("ar", "P011"): [
        ("artifact", "body", "China Fisheries & Seafood Expoovørur",
         "China Fisheries & Seafood Expo in Qingdao", "the fair's name fused with a piece of the sender's company"),
        ("sender_wrong", "body", "Åouptflutningsstjóri", TITLE, "the sender's title garbled"),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "As Руководитель отдела закупок at ООО «Северный улов»,",
         "a finished sentence and a signature", "body cut off mid-sentence, no signature"),
    ],
    ("ar", "P013"): [
        ("category_wrong", "subject", "Ferer whiting", "frozen blue whiting", "the category garbled"),
        ("artifact", "body",
         "I understand you are interested in a the CFR Lagos with a steady source of frozen blue whiting.",
         "a sentence about the note's request (a CFR Lagos price)", "garbled note sentence"),
    ],
    ("ar", "P014"): [
        ("artifact", "body", "Would a brief call with شركة عبد", "a finished question and a signature",
         "body cut off inside the company's name, no signature"),
    ],
    # ---- diffusion@160 ----
    ("diffusion@160", "P001"): [
        ("sender_wrong", "subject", "Grécluðoya Fiskavørur", COMPANY, "the sender's company garbled"),
        ("company_misspelled", "body", "Vile to & Filhos", "Freitas & Filhos, Lda.", "the buyer's company garbled"),
        ("artifact", "body", "Lda.\n know how much reliable supply matters", "Lda., you know how much reliable supply matters",
         "a sentence broken by a line break and a lost word"),
        FAR,
        ("sender_wrong", "body", "Grtflutningsstjóri", TITLE, "the sender's title garbled"),
        ("sender_wrong", "body", "Sana Compass, Olas", COMPANY, "the sender's company in the signature garbled"),
    ],
    ("diffusion@160", "P002"): [
        FAR,
        ("sender_wrong", "body", "ńtflutningsstjóri", TITLE, "the sender's title garbled"),
    ],
    ("diffusion@160", "P003"): [
        ("artifact", "body", "Ireland you needntntato em pamiguês.",
         "a sentence about the note (Portuguese preferred)", "garbled note sentence"),
        ("sender_wrong", "body", "Prc Limited Manager", TITLE, "the sender's title garbled"),
    ],
    ("diffusion@160", "P004"): [
        ("sender_wrong", "subject", "Pometta Baccalà S.r.l. x Pometta Baccalà S.r.l.",
         f"Pometta Baccalà S.r.l. x {COMPANY}", "the sender's slot holds the buyer's company"),
        ("sender_wrong", "body", "P/f Norðoya Fiskavørur", COMPANY, "the sender's legal form changed"),
        FAR,
        ("sender_wrong", "body", "GrŻtflutningsstjóri", TITLE, "the sender's title garbled"),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "subject", "NmÙðoya Fiskavørur", COMPANY, "the sender's company garbled"),
        ("artifact", "body", "stopping bem our before oulitu 녱 before oulitu 됿ομηθα΄α",
         "readable text", "garbled body: mixed scripts and repeats"),
        ("contact_wrong", "body", "Εφραίμ Κίσσαςchιών", "Εφραίμ Κίσσας", "the contact's name fused with a garble"),
        ("artifact", "body", "Dear Εφραίμ Κίσσας oΑα", "a signature",
         "a second garbled greeting at the end; no signature"),
    ],
    ("diffusion@160", "P006"): [
        ("sender_wrong", "subject", "Einkaufsleiter at Rädel Fischfeinkost GmbH", COMPANY,
         "the sender's slot holds the buyer's title and company"),
        FAR,
        ("sender_wrong", "body", "ńtflutningsstjóri", TITLE, "the sender's title garbled"),
        ("sender_wrong", "body", "Vinð aztitiic EURL", COMPANY, "the sender's company garbled, with a French legal form"),
    ],
    ("diffusion@160", "P007"): [
        FAR,
        ("sender_wrong", "body", "ńtflutningsstjóri", TITLE, "the sender's title garbled"),
        ("sender_wrong", "body", "Z/f Norðoya Fiskavørur", COMPANY, "the sender's legal form garbled"),
    ],
    ("diffusion@160", "P008"): [
        ("artifact", "body",
         "I unkstand you are about inpecifications of 7.5ed of specifications kg inter kg interleaved fillet blocies",
         "a sentence about the note's request", "garbled note sentence"),
        ("country_wrong", "body", "Sp. z o.o. in Far", "Poland",
         "the buyer placed in 'Far' (a piece of the sender's country)"),
        ("title_wrong", "body", "Wi cownik działu zakupów", "Kierownik działu zakupów", "the title garbled"),
        ("artifact", "body", "Niebudek Fish Sp. z o.o.\n\nWould", "a finished sentence",
         "the sentence stops after the company"),
        ("sender_wrong", "body", "Ground Nóðoya Fiskavørur", COMPANY, "the sender's company garbled"),
    ],
    ("diffusion@160", "P009"): [
        FAR,
        ("sender_wrong", "body", "ńtflutningsstjóri", TITLE, "the sender's title garbled"),
        ("sender_wrong", "body", "V Norðoya Fiskavørur", COMPANY, "the sender's company garbled"),
    ],
    ("diffusion@160", "P010"): [
        ("sender_wrong", "subject", "ûtðoya Fiskavørur", COMPANY, "the sender's company garbled"),
        ("artifact", "body", "It that Visgroothandel", "a grammatical opening sentence", "broken sentence opening"),
        FAR,
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "Expo Expo Expo Expo", "China Fisheries & Seafood Expo in Qingdao",
         "a word looping to the end; body cut off, no signature"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "body", "As Руководитель отдела закупок,\n\nI hope this finds you and the team at ООО «Северный улов»а Руководител",
         "a finished sentence and a signature",
         "sentence broken off, the opening repeated and fused, cut off, no signature"),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "body", "It was good to meet you at a CFR Lagos pumps.",
         "a sentence about the note's request (a CFR Lagos price)",
         "garbled note sentence; it also claims a meeting the note does not hold"),
        ("sender_wrong", "body", "GrUnts plasticsstjóri", TITLE, "the sender's title garbled"),
        ("sender_wrong", "body", "V.", COMPANY, "the sender's company reduced to V."),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "subject", "and مدير قسم الاستيراد", "a subject without the title tacked on",
         "the buyer's title appended to the subject as a second addressee"),
        ("contact_wrong", "body", "أيمن عبد الفتاح للأسماك المجمدة", "أيمن عبد الفتاح",
         "the contact's name run on into the company's words"),
        ("artifact", "body", "الفتاح\nDear أيمن عبد ال team", "a finished sentence and a signature",
         "a repeated word, a second broken greeting, cut off, no signature"),
    ],
    ("diffusion@160", "P015"): [FAR],
}
