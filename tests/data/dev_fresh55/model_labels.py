"""Labels of the embedded models' drafts for dev_fresh55, written by reading each draft (buyer id,
subject and body only) as a careful sales manager would: one label per distinct problem per part.
Keys: (setting, buyer id); values: (type, part, found, expected, note).
"""
S1_CO = "Skutull Krásir ehf."
TITLE_AS_CO = "the sender's title in the sender's company's slot"

LABELS = {
    # ---- AR, seed 0
    ("ar", "P001"): [
        ("category_wrong", "subject", "Srennivín", "brennivín", "the category's first letter garbled"),
        ("artifact", "body", "2025s Areaða", "ProWein Düsseldorf 2025", "the note's fair run into garble"),
    ],
    ("ar", "P002"): [
        ("category_wrong", "subject", "Srennivín", "brennivín", "the category's first letter garbled"),
        ("sender_wrong", "subject", "Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("ar", "P003"): [
        ("artifact", "body", "; an S.", "", "a fragment after the note's fair"),
    ],
    ("ar", "P004"): [
        ("sender_wrong", "subject", "Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("ar", "P005"): [
        ("category_wrong", "subject", "Srennivín", "brennivín", "the category's first letter garbled"),
        ("note_wrong", "body", "I understand you are interested in Russia.",
         "Просит сертификат соответствия ЕАЭС и цены FCA Исафьордюр.",
         "a fluent interest the note does not hold (the note asks for a certificate and prices)"),
        ("artifact", "body", "at ООО «Лобанов", "", "the body cut off inside the company's name"),
    ],
    ("ar", "P006"): [
        ("sender_wrong", "subject", "Barcelona crudock", S1_CO, "the note's city and a garbled word in the sender's slot"),
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("ar", "P007"): [
        ("artifact", "body", "2025eses", "Seoul Food 2025", "letters run on after the note's fair"),
    ],
    ("ar", "P008"): [
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("ar", "P009"): [
        ("artifact", "body", "Would a brief call with Ξαν", "", "the body cut off inside the company's name"),
    ],
    ("ar", "P010"): [
        ("company_misspelled", "subject", "FZetwórstwo Ryb Jarczak Sp. z o.o.", "Przetwórstwo Ryb Jarczak Sp. z o.o.",
         "the company's first word garbled"),
        ("artifact", "body", "You asked about to n needs the am writing", "",
         "the note's sentence garbled and fused into the next"),
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
        ("company_misspelled", "body", "toaseetwórstwo Ryb Jarczak Sp. z o.o.", "Przetwórstwo Ryb Jarczak Sp. z o.o.",
         "the company's first word garbled and fused with 'to' (again as 'atlicetwórstwo')"),
    ],
    ("ar", "P011"): [
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "; need dependable suppliers of crowberries", "",
         "a sentence without its subject after the note's fair"),
    ],
    ("ar", "P013"): [
        ("category_wrong", "subject", "랂erries", "crowberries", "the category garbled with a Hangul syllable"),
        ("contact_wrong", "body", "뗭", "ח'אלד בנימין", "a Hangul syllable in the contact's slot"),
        ("artifact", "body", "meet you atke markaða", "", "a meeting the note does not record, garbled"),
        ("company_misspelled", "body", "ashiorgrowberries", 'בנימין מזון בריא בע"מ', "word salad in the company's slot (also 'Co킇op Cosollol', 'Seneteyosja markaðѿіoysaða')"),
        ("title_wrong", "body", "licogfjerries", "מנהל רכש", "word salad in the title's slot"),
        ("artifact", "body", "vendsirkjeormraäl eley\"ven cleyrup", "", "word salad"),
    ],
    ("ar", "P014"): [],
    ("ar", "P015"): [
        ("artifact", "body", "detcanite des échantillons surgelés", "SIAL Paris", "the note's fair garbled into the note's French words"),
        ("artifact", "body", "Sölustjóri erlendra markaða, Sölustjóri erlendra markaða", "",
         "the sender's title repeated over three signature lines"),
    ],
    # ---- diffusion, 160 steps, seed 0
    ("diffusion@160", "P001"): [
        ("sender_wrong", "subject", "Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
        ("artifact", "body", "2025 OHG", "ProWein Düsseldorf 2025", "a legal form after the note's fair"),
        ("sender_wrong", "body", "introduce Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("diffusion@160", "P002"): [
        ("sender_wrong", "subject", "Davids Spirituosen GmbH x Davids Spirituosen GmbH", S1_CO,
         "the buyer's company in the sender's slot"),
    ],
    ("diffusion@160", "P003"): [],
    ("diffusion@160", "P004"): [
        ("sender_wrong", "subject", "Sölustjóri erlendra markaða", S1_CO, TITLE_AS_CO),
    ],
    ("diffusion@160", "P005"): [
        ("company_misspelled", "body", "Агап Лобанов и партнёры»", "ООО «Лобанов и партнёры»",
         "the contact's given name in place of the company's opening"),
        ("artifact", "body", "партнёры»\nDear Агап Лобанов,", "", "the greeting repeated inside the body"),
        ("artifact", "body", "I under you need", "", "the body ends in a cut-off fragment"),
    ],
    ("diffusion@160", "P006"): [
        ("sender_wrong", "subject", "Hagen Fiskehandel AS x Hagen Fiskehandel AS", S1_CO,
         "the buyer's company in the sender's slot"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "body", "; so I am happy to send details", "", "a fragment after the note's fair"),
        ("artifact", "body", "Thank you,\n\n+354 456 3180", "Hrafnhildur Eyjólfsdóttir",
         "a signature without the sender's name"),
    ],
    ("diffusion@160", "P008"): [
        ("company_misspelled", "subject", "Hail tofilson Fine Foods Ltd", "Wilson Fine Foods Ltd",
         "the company's name garbled"),
    ],
    ("diffusion@160", "P009"): [
        ("artifact", "subject", "Πάτροκλος Ξανθάκης,", "", "the greeting line in the subject's place; the body has none"),
    ],
    ("diffusion@160", "P010"): [
        ("company_misspelled", "subject", "forrepetwórstwo Ryb Jarczak Sp. z o.o.", "Przetwórstwo Ryb Jarczak Sp. z o.o.",
         "the company's first word garbled and fused with 'for'"),
        ("artifact", "body", "me;OsAkeyɞfication; happy to so", "", "garble in the note's sentence"),
        ("artifact", "body", "I am happy to send details. I am happy to send details.", "", "a sentence repeated four times"),
        ("company_misspelled", "body", "Crietwó KArآbvarczak Sp. z o.o.", "Przetwórstwo Ryb Jarczak Sp. z o.o.",
         "the company's name garbled (also 'Marino Przetwórstwo …', 'withatar applianceswórstsz …')"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "Natural Products Scandinavia Oy", "Natural Products Scandinavia", "a legal form after the note's fair"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "body", "Shanghai;ss an", "", "garble after the note's fair"),
        ("company_misspelled", "body", "SIAL Shanghai Ch记", "大连阮记食品有限公司", "the fair and a fragment in the company's slot"),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "subject", "7ogriesri erlend 7艆", "", "garble in the subject"),
        ("artifact", "subject", "((((((((((", "", "one character repeated about 280 times"),
        ("artifact", "body", "", "", "an empty body"),
    ],
    ("diffusion@160", "P014"): [],
    ("diffusion@160", "P015"): [
        ("artifact", "body", "needuureising au documentation", "", "the note's sentence garbled"),
    ],
}
