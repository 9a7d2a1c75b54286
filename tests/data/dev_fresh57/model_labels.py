"""Labels of the 30 model drafts of dev_fresh57, written by reading each draft (buyer id, subject and
body only) as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = [(type, part, found, expected, note), ...]; a draft not listed is clean.
"""

AR, D = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): [
        ("artifact", "body", "(40 cm and up)at you requiblown glass vases",
         "It was good to meet you at Top Drawer London.", "The note sentence garbled after the fair's name."),
    ],
    (AR, "P002"): [
        ("note_wrong", "body", "It was good to meet you at Gnatz Wohnkultur GmbH", "Ambiente Frankfurt",
         "A meeting claimed at the buyer's company; the note records Ambiente Frankfurt."),
        ("artifact", "body", "Gnatz Wohnkultur GmbH stands out among buyers", "two sentences",
         "Two sentences run together without their joint."),
    ],
    (AR, "P005"): [
        ("note_wrong", "body", "I understand you are interested in Plaka.",
         "a gift shop in Plaka that asked for colours other than blue",
         "The note misread: her shop is in Plaka; she asked for colours other than blue."),
        ("artifact", "body", "you know how much reliable", "a complete e-mail", "The body is cut off mid-sentence."),
    ],
    (AR, "P006"): [
        ("artifact", "body", "Dublin bu anorgian doors in Dublin bu anorgian doors in Dublin bu anked about",
         "restores Georgian doors in Dublin; asked for a quote", "The note sentence garbled and repeated."),
    ],
    (AR, "P008"): [
        ("artifact", "body", "Boulat Pariscuss it", "Batimat Paris", "The fair's name garbled."),
    ],
    (AR, "P009"): [
        ("artifact", "body", "As Руководитель отдела зак", "a complete e-mail", "The body is cut off inside the title."),
    ],
    (AR, "P011"): [
        ("artifact", "body", "Italyer you are looking at HOMI Milano (September) n interested.",
         "Met at HOMI Milano (September)", "The note sentence garbled."),
    ],
    (AR, "P012"): [
        ("artifact", "body", "whogalengarked", "wholesale prices", "The note's request garbled."),
    ],
    (AR, "P014"): [
        ("note_wrong", "body", "I understand you are interested in Saudi Arabia.",
         "a Riyadh showroom that wants dials with Arabic-Indic numerals",
         "The note misread: the buyer is in Saudi Arabia and asked for Arabic-Indic dials."),
        ("artifact", "body", "Would a brief call with مؤسسة الشايع", "a complete e-mail",
         "The body is cut off inside the company's name, without a signature."),
    ],
    (D, "P001"): [
        ("artifact", "body", "Top Drawer London (40 Ltd.", "Top Drawer London.",
         "The note sentence cut and run into `Ltd.`."),
    ],
    (D, "P002"): [
        ("artifact", "body", "I understand you needente Frankfurt   orp  orpF.", "Ambiente Frankfurt",
         "The note sentence garbled."),
    ],
    (D, "P005"): [
        ("note_wrong", "body", "I understand you need Plaka", "a gift shop in Plaka that asked for colours other than blue",
         "The note misread: Plaka is where her shop is, not something she needs."),
        ("artifact", "body", "As Ιδιοκτήτρια at Ποταμιάνου Διακό", "a complete e-mail",
         "The body is cut off inside the company's name."),
    ],
    (D, "P006"): [
        ("artifact", "body", "I gather you are looking at Dublin;usts lion-, I hope",
         "restores Georgian doors in Dublin; wants lion-head and dolphin knockers", "The note sentence garbled."),
    ],
    (D, "P008"): [
        ("artifact", "body", "B Marino w Paris; aappy to meetails.", "Batimat Paris", "The fair's name and the sentence garbled."),
    ],
    (D, "P009"): [
        ("artifact", "body", "As Руководитель отдела закупок, you\nDear Милий Третьяков,",
         "one greeting", "A sentence broken off and the letter started again with a second greeting."),
        ("artifact", "body", "the team at ООО «Фурнитура Тр", "a complete e-mail",
         "The body is cut off inside the company's name."),
    ],
    (D, "P010"): [
        ("company_misspelled", "body", 'דהן פרזול"""  greenass door k', 'דהן פרזול בע"מ',
         "The buyer's company garbled (word salad in its slot)."),
    ],
    (D, "P011"): [
        ("artifact", "body", "Italy Re good to meet you at HOMI Milano (Set you need IOrDaسano (Sepaର disposables.",
         "It was good to meet you at HOMI Milano (September).", "The note sentence garbled, with stray scripts."),
        ("company_misspelled", "body", "Orologeria Grassi S.r.l.l", "Orologeria Grassi S.r.l.",
         "The legal form doubled at its end (`S.r.l.l.`)."),
    ],
    (D, "P012"): [
        ("artifact", "body", "You asked about Interlesale\x95pos", "wholesale prices",
         "The note's request garbled (with a stray control character, U+0095)."),
    ],
    (D, "P014"): [
        ("artifact", "body", "I understand you needyadh", "a Riyadh showroom", "The note sentence garbled (Riyadh cut)."),
        ("artifact", "body", "Sincerely,\nTa' Qal", "Jean Paul Mifsud, International Sales Manager, Ta' Qali Artisan Works Ltd",
         "The signature cut off: no sender name, company cut."),
    ],
}
