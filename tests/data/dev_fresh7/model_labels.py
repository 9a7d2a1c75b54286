# ruff: noqa: E501  (found strings are copied from the drafts as they are)
"""Labels of the 30 model drafts, written by reading each draft's subject and body only.

Keys: (setting, buyer_id). Each label: (type, part, found, expected, note). An empty list is a
draft a careful sales manager would send as it is. The run's statuses and findings were not read.
"""

SENDER = "Inês Carvalho Marques"
COMPANY = "Montado Verde Exportações, Lda."
F = "\ufffd"  # U+FFFD, the replacement character the models emit inside garbled words

LABELS = {
    # --- AR ---------------------------------------------------------------------------------
    ("ar", "P001"): [
        ("sender_wrong", "body", "Export Lda.", COMPANY,
         "the signature splits the company and adds a stray `Export`: `Montado Verde Exportações` / `Export Lda.`"),
    ],
    ("ar", "P003"): [
        ("artifact", "body", "Montado Verde Exportações\nMontad", "Montado Verde Exportações",
         "the company repeated in the signature and cut off"),
    ],
    ("ar", "P005"): [
        ("artifact", "body", "We would like to offer В", "",
         "cut off mid-sentence after a stray Cyrillic letter; no product, no signature"),
    ],
    ("ar", "P007"): [
        ("artifact", "body", "We would like to offer", "",
         "cut off mid-sentence; no product, no signature"),
    ],
    ("ar", "P009"): [],
    ("ar", "P011"): [
        ("artifact", "body", "Montado Verde Exportações\nMontado Verde Exportações\nErzeur d",
         "Montado Verde Exportações", "the company repeated in the signature, then a garbled fragment"),
    ],
    ("ar", "P013"): [
        ("artifact", "body", "Export Manager, Montad", "Export Manager, Montado Verde Exportações",
         "the signature cut off inside the company"),
    ],
    ("ar", "P015"): [
        ("artifact", "body", "We supply tomato paste", "",
         "cut off mid-sentence; no signature"),
    ],
    ("ar", "P017"): [
        ("artifact", "body", "Montado Verde Exportações\nMontado Verde Exportações\nE",
         "Montado Verde Exportações", "the company repeated in the signature and a stray letter"),
    ],
    ("ar", "P019"): [
        ("artifact", "body", "Would you be", "", "cut off mid-question; no signature"),
    ],
    ("ar", "P021"): [
        ("artifact", "subject", "Lim salt", "sea salt", "a garbled product word (not a real product)"),
        ("artifact", "body", "Lim salt", "sea salt", "the same garbled product word in the body"),
        ("artifact", "body", "Montado Verde Exportações\nMontado Verde Exportações\nErzer",
         "Montado Verde Exportações", "the company repeated in the signature, then a garbled fragment"),
    ],
    ("ar", "P023"): [
        ("artifact", "body", "Lim salt", "sea salt", "a garbled product word (not a real product)"),
        ("artifact", "body", "Montado Verde Exportações\nMontado Verde Exportaçõ",
         "Montado Verde Exportações", "the company repeated in the signature and cut off"),
    ],
    ("ar", "P025"): [
        ("artifact", "subject", "batter salt", "sea salt", "a garbled product word (not a real product)"),
        ("artifact", "body", "Lim salt", "sea salt", "a garbled product word (not a real product)"),
        ("artifact", "body", "Inês Carvalho Marques\nMontad", "Montado Verde Exportações",
         "the signature cut off inside the company"),
    ],
    ("ar", "P027"): [
        ("artifact", "subject", "Supplyingicyc salt to lect", "",
         "the subject is word salad with U+FFFD characters"),
        ("contact_wrong", "body", "Dear eed", "גאיה ויסמן", "a garbled fragment instead of the contact's name"),
        ("company_misspelled", "body", "inist" + F * 11 + "tt", "ויסמן יבוא מזון בע\"מ",
         "garble with U+FFFD in the company's place (twice, two spellings)"),
        ("title_wrong", "body", "As arkt at", "מנהלת רכש", "a garbled word instead of the title"),
        ("artifact", "body", "We supplyitch salt", "We supply sea salt", "fused, garbled product words"),
        ("sender_wrong", "body", "Ingeüs Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
    ("ar", "P029"): [
        ("artifact", "subject", "batter salt", "sea salt", "a garbled product word (not a real product)"),
        ("artifact", "body", "batter salt", "sea salt", "the same garbled product word in the body"),
        ("artifact", "body", "Montado Verde Exportações\nMontado Verde Exportações",
         "Montado Verde Exportações", "the company repeated in the signature"),
    ],
    # --- diffusion@160 ------------------------------------------------------------------------
    ("diffusion@160", "P001"): [
        ("category_wrong", "subject", "office furniture", "cork stoppers", "another category offered"),
        ("artifact", "body", "contacte Bruise Verde Verde Verde", "",
         "garble and a `Verde` loop until the draft is cut off; no product, no signature"),
    ],
    ("diffusion@160", "P003"): [
        ("company_misspelled", "subject", "Polar novo Vos d..o.", "Vinarstvo Kos d.o.o.",
         "the company garbled in the subject"),
        ("contact_wrong", "body", "Marine noaecabers", "Marica Kos", "a garbled name for the contact"),
        ("sender_wrong", "body", "Montado Verde Exportações.o.", COMPANY,
         "the buyer's legal-form fragment fused onto the sender's company (and `Exportaçõesa Lda` in the signature)"),
        ("category_wrong", "body", "solar panels", "cork stoppers", "another category offered"),
        ("sender_wrong", "body", "Ing Is Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
    ("diffusion@160", "P005"): [
        ("artifact", "subject", "", "", "empty subject"),
        ("artifact", "body", "Oranornableableableeliverdustridustri", "",
         "word salad and loops throughout; no greeting to the contact, no company, no product"),
        ("sender_wrong", "body", "Orile C Carval Mistak", SENDER, "the sender's name garbled"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "subject", "", "", "empty subject"),
        ("artifact", "body", "areeliverelivereliverdustridustri", "",
         "word salad and loops; no greeting to the contact, no company; `Export Export Manager`"),
        ("title_wrong", "body", "M Account Executive", "Υπεύθυνη Προμηθειών", "a sales title for the purchasing one"),
        ("category_wrong", "body", "office furniture", "cork stoppers", "another category offered (twice)"),
        ("sender_wrong", "body", "from Turkey", "from Portugal", "the sender placed in another country"),
        ("sender_wrong", "body", "O Lumarvalal Marques", SENDER, "the sender's name garbled"),
    ],
    ("diffusion@160", "P009"): [
        ("sender_wrong", "body", "Montado Verde Exportaçõesararin Ltd", COMPANY,
         "a fragment and another legal form fused onto the sender's company"),
        ("category_wrong", "body", "office furniture", "cork stoppers", "another category offered"),
        ("title_wrong", "body", "Product Manager", "Production Manager", "a neighbouring title"),
        ("sender_wrong", "body", "Ingres Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "contacteor", "", "a garbled word after the sender's company"),
        ("title_wrong", "body", "Trade Manager", "Directeur des achats", "another title"),
        ("sender_wrong", "body", "Ing Industries Carvalho Marques", SENDER, "the sender's first name garbled"),
        ("sender_wrong", "body", "Montado Verde Exportaçõesa", COMPANY, "a letter fused onto the company in the signature"),
    ],
    ("diffusion@160", "P013"): [
        ("sender_wrong", "body", "Montado Verde Exportações.L.L.L.", COMPANY,
         "the buyer's legal-form letters fused onto the sender's company (and the signature cut off inside it)"),
        ("category_wrong", "body", "office furniture", "tomato paste", "another category offered"),
        ("sender_wrong", "body", "Ing Industries Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
    ("diffusion@160", "P015"): [
        ("artifact", "subject", "", "", "empty subject"),
        ("artifact", "body", "areableableable  dustridustri", "",
         "word salad and loops; no greeting to the contact, no company, no product"),
        ("title_wrong", "body", "M Account Executive", "Менеджер із закупівель", "a sales title for the purchasing one"),
        ("sender_wrong", "body", "Horri Moroccü M Mad", SENDER, "the sender's name garbled"),
    ],
    ("diffusion@160", "P017"): [
        ("sender_wrong", "subject", "Hying" + F + "atering Supplies Ltd", COMPANY,
         "the sender's slot of `X x Y` holds a garbled copy of the buyer's company"),
        ("category_wrong", "body", "skin care products", "tomato paste", "another category offered"),
        ("title_wrong", "body", "As Owner", "Buying Manager", "another title"),
        ("sender_wrong", "body", "Ingres Carvalho Marques", SENDER, "the sender's first name garbled"),
        ("sender_wrong", "body", "Montado Verde Exportaçõesampe", COMPANY, "a fragment fused onto the company in the signature"),
    ],
    ("diffusion@160", "P019"): [
        ("artifact", "subject", "Reliable Bu whileitureiture", "", "the subject is word salad"),
        ("contact_wrong", "body", "Good morning outableable", "小林 稔", "a garbled word instead of the contact's name"),
        ("artifact", "body", "contact contact buys. to  Kind contact contact contact", "",
         "word salad; no company, no product"),
        ("sender_wrong", "body", "Ing A Carvalal Marita", SENDER, "the sender's name garbled"),
    ],
    ("diffusion@160", "P021"): [
        ("contact_wrong", "subject", "Leiterin Einkauf", "Liesbeth Gotthard", "the title in the contact's place"),
        ("contact_wrong", "body", "Dear Leiterin Einkauf", "Dear Liesbeth", "the title in the greeting instead of her name"),
        ("sender_wrong", "body", "Montado Verde Exportações contact GmbH", COMPANY,
         "a garbled word and the buyer's legal form on the sender's company (then `Montado Verde Exportações CV`)"),
        ("category_wrong", "body", "medical disposables", "sea salt", "another category offered"),
        ("title_wrong", "body", "As Owner", "Leiterin Einkauf", "another title"),
        ("sender_wrong", "body", "Ing Industries Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
    ("diffusion@160", "P023"): [
        ("artifact", "body", "contact" + F + " arrivemark", "", "garbled words after the sender's company"),
        ("category_wrong", "body", "sports equipment", "sea salt", "another category offered"),
        ("title_wrong", "body", "As Commercial Director", "Indkøbschef", "a sales title for the purchasing one"),
        ("sender_wrong", "body", "Ing Is Carvalho Marques", SENDER, "the sender's first name garbled"),
        ("sender_wrong", "body", "Montado Verde Exportaçõesa Lda", COMPANY, "a letter fused onto the company in the signature"),
    ],
    ("diffusion@160", "P025"): [
        ("artifact", "subject", "and I believe we can help.", "",
         "the introduction written into the subject"),
        ("category_wrong", "subject", "office furniture", "sea salt", "another category offered (twice)"),
        ("title_wrong", "subject", "As Owner", "Iepirkumu vadītāja", "another title"),
        ("artifact", "body", "", "", "the body has no greeting and no introduction"),
        ("sender_wrong", "body", "Ing Is Carvalho Marques", SENDER, "the sender's first name garbled"),
        ("sender_wrong", "body", "Montado Verde Exportaçõese", COMPANY, "a letter fused onto the company in the signature"),
    ],
    ("diffusion@160", "P027"): [
        ("artifact", "subject", "Bu ad, a quick idea for out", "", "the subject is word salad"),
        ("artifact", "body", "We We like like to offer out contact contact", "",
         "word salad; no greeting, no contact, no company, no product"),
        ("sender_wrong", "body", "Ing O O Carval", SENDER, "the sender's name garbled and cut"),
    ],
    ("diffusion@160", "P029"): [
        ("sender_wrong", "subject", "HustLe V.L.", COMPANY, "the sender's slot of `X x Y` holds garble"),
        ("sender_wrong", "body", "Montado Verde Exportaçõesth B.V.", COMPANY,
         "a fragment and the buyer's legal form fused onto the sender's company (the signature cut off inside it)"),
        ("artifact", "body", "to Thatcher Delicatessen B.V. a steady source", "",
         "words dropped: the offer sentence runs into the introduction"),
        ("category_wrong", "body", "electric equipment", "sea salt", "another category offered"),
        ("title_wrong", "body", "As Operations Director", "Inkoper", "another title"),
        ("sender_wrong", "body", "Ing Is Carvalho Marques", SENDER, "the sender's first name garbled"),
    ],
}
