"""Labels of the embedded models' drafts, written by reading each draft's subject and body.

LABELS[(setting, buyer_id)] = [(type, part, found, expected, note), ...]; [] is a clean draft.
One label per distinct problem per part; a draft garbled throughout carries one artifact for the
garble plus its main company, contact, title, category and sender problems.
"""

R = "\ufffd"
COMPANY = 'SIA "Kurzemes Dzintars"'

LABELS = {
    ("ar", "V001"): [
        ("artifact", "subject", "oils in oil", "Smoked sprats in oil", "the category stuttered"),
        ("artifact", "body", "Poznań cc.", "Poznań.", "a stray 'cc' after the city"),
    ],
    ("ar", "V002"): [
        ("artifact", "body", "We supply smoked sprats in oil. We supply smoked sprats in oil.",
         "We supply smoked sprats in oil.", "a sentence repeated"),
    ],
    ("ar", "V003"): [
        ("note_wrong", "body", 'It was good to meet you at "Kurzemes Dzintars".',
         "prefers Bulgarian or Russian", "a meeting the note does not hold (at the sender's own company)"),
        ("artifact", "body", 'Eksporta vadītāja\nSIA "Kurzemes Dz', COMPANY, "the signature cut off mid-name"),
    ],
    ("ar", "V004"): [
        ("artifact", "subject", f"{R}{R}\u03d3{R}ertificate", "", "garbled subject"),
        ("sender_wrong", "subject", "\u0147urzemes Dzintars", COMPANY, "the sender's company with a wrong first letter"),
        ("contact_wrong", "body", f"Dear {R}{R},", "הדר פלדמן", "garble for the contact's name"),
        ("company_misspelled", "body", f"{R}okit{R}sen Tekstilira{R}{R}{R} B{R}.", 'פלדמן יבוא מזון בע"מ',
         "a garbled, foreign company in the buyer's company's place"),
        ("title_wrong", "body", "Founderuajia, Soksporta vadītāja", "מנהל רכש", "a garbled title made of 'Founder' and the sender's title"),
        ("artifact", "body", f"As lic{R}{R}{R}ia at {R}{R}ked sprats in oil.", "",
         "word salad through the body: broken characters, repeated 'As … at …ked sprats in oil' clauses"),
    ],
    ("ar", "V005"): [
        ("artifact", "body", "We supply smoked sprats in oil. We supply smoked sprats in oil.",
         "We supply smoked sprats in oil.", "a sentence repeated"),
    ],
    ("ar", "V006"): [],
    ("ar", "V007"): [],
    ("ar", "V008"): [
        ("artifact", "body", "You asked about a set of Brewer Gems LLC stands out", "",
         "two sentences fused: the sample request cut off and run into another sentence"),
    ],
    ("ar", "V009"): [],
    ("ar", "V010"): [],
    ("ar", "V011"): [
        ("artifact", "body", "COA of COA of COA of", "a COA of CO2-extracted oil",
         "a loop on 'COA of' until the draft is cut off, with no offer, closing or signature"),
    ],
    ("ar", "V012"): [],
    ("ar", "V013"): [],
    ("ar", "V014"): [
        ("artifact", "body", "As Менеджер із закупівель at ТОВ «Ба", "",
         "cut off inside the company name; no closing or signature"),
    ],
    ("ar", "V015"): [
        ("artifact", "body", "toU organic certificate", "EU organic certificate", "a garbled word in the note's request"),
    ],
    ("diffusion@160", "V001"): [
        ("artifact", "body", "Polagra Food I Poznań; soed to introduce", "", "garbled sentence joins"),
        ("sender_wrong", "body", 'andurzemr "Kk produces', COMPANY, "the sender's company garbled"),
        ("artifact", "body", "this month be", "", "cut off in the question; no closing or signature"),
    ],
    ("diffusion@160", "V002"): [
        ("company_misspelled", "subject", "Plath Maschinenbau GmbH", "Plath Feinkost GmbH",
         "the trade word of the company changed"),
        ("artifact", "body", "Eksporta vadītāj", "Eksporta vadītāja, " + COMPANY, "the signature cut off; no company"),
    ],
    ("diffusion@160", "V003"): [
        ("note_wrong", "body", "I understand you need refin", "prefers Bulgarian or Russian",
         "a need the note does not hold, cut off mid-word"),
        ("sender_wrong", "body", "introduce Eksporta vadītāja to", COMPANY, "the sender's title in its company's place"),
        ("artifact", "body", "to Кирилов Консерви", "", "cut off after the company; no offer, closing or signature"),
    ],
    ("diffusion@160", "V004"): [
        ("category_wrong", "subject", "footwear sourcing", "smoked sprats in oil", "another category"),
        ("artifact", "subject", f"Sdn{R}ely{R}{R}{R} Dor{R}", "", "garble in the subject"),
        ("contact_wrong", "body", f"Dear  FZE{R}ronics", "הדר פלדמן", "garble for the contact's name"),
        ("sender_wrong", "body", f"Nin{R}{R}{R}Kurzems", COMPANY, "the sender's company garbled"),
        ("company_misspelled", "body", f"(\ufffd Sdn{R}{R} Sdn{R} Dor{R}", 'פלדמן יבוא מזון בע"מ',
         "garble with foreign legal forms in the buyer's company's place"),
        ("artifact", "body", "lenaKil. We supply smok", "", "word salad and runs of '(' to a cut-off end"),
    ],
    ("diffusion@160", "V005"): [],
    ("diffusion@160", "V006"): [
        ("artifact", "body", "Would a brief call with Buscetta Gi", "", "cut off inside the company; no closing or signature"),
    ],
    ("diffusion@160", "V007"): [
        ("artifact", "body", "I am reaching out because 株式会社小林ジュエリー in Japan.", "", "a sentence without its verb"),
        ("artifact", "body", "As 仕入担当 at 株式会社", "", "cut off inside the company; no closing or signature"),
    ],
    ("diffusion@160", "V008"): [
        ("artifact", "body", "a so9 cognacer pendants", "a sample of cognac amber pendants", "the note's request garbled"),
        ("sender_wrong", "body", f'BIC{R}"Kurzemes Dzintars"', COMPANY, "the sender's legal form garbled"),
        ("artifact", "body", "Thank you,\nIlze B", "Ilze Bērziņa", "the signature cut off in the sender's name"),
    ],
    ("diffusion@160", "V009"): [
        ("artifact", "subject", f"Falle{R}er ranKur", "", "garbled subject"),
        ("sender_wrong", "subject", f"TIt{R}Kurzemes Dzintars", COMPANY, "the sender's company garbled"),
        ("artifact", "body", "Eksporta vadītāj", "Eksporta vadītāja, " + COMPANY, "the signature cut off; no company"),
    ],
    ("diffusion@160", "V010"): [
        ("artifact", "body", "Gem Fair JSC to", "Gem Fair.", "fragments fused after the fair"),
        ("country_wrong", "body", "in the United Kabu", "Taiwan", "a garbled 'United K…' country for Taiwan; cut off there"),
    ],
    ("diffusion@160", "V011"): [
        ("artifact", "body", "a COA9 Corp", "a COA of CO2-extracted oil", "the note's request garbled"),
        ("sender_wrong", "body", 'introduce Eksporta vadītāja n"', COMPANY, "the sender's title in its company's place"),
        ("artifact", "body", f"(주)이코스메{R}", "(주)이코스메틱", "cut off inside the company; no offer, closing or signature"),
    ],
    ("diffusion@160", "V012"): [
        ("category_wrong", "subject", "specialty buckthorn oil", "sea buckthorn oil", "'buckthorn oil' is another plant's oil"),
        ("category_wrong", "body", "buys re buckthorn oil", "sea buckthorn oil", "the category garbled"),
        ("artifact", "body", "a steady source of abroad.", "a steady source of sea buckthorn oil.", "a word in the product's place"),
        ("artifact", "body", f"Eksporta vad{R}", "Eksporta vadītāja, " + COMPANY, "the signature cut off; no company"),
    ],
    ("diffusion@160", "V013"): [
        ("category_wrong", "subject", "abroad buckthorn oil", "sea buckthorn oil", "the category garbled"),
        ("category_wrong", "body", "abroad buckthorn oil", "sea buckthorn oil", "the category garbled"),
        ("artifact", "body", "Would a brief call with N", "", "cut off inside the company; no closing or signature"),
    ],
    ("diffusion@160", "V014"): [
        ("artifact", "body", "Натурпродукт». As", "", "cut off after two lines: no offer, closing or signature"),
    ],
    ("diffusion@160", "V015"): [
        ("artifact", "subject", "I believe we can help. As Purchase Manager, you will want partners",
         "", "the body's first paragraph written into the subject"),
        ("category_wrong", "subject", "sources abroad buckthorn oil", "sea buckthorn oil", "the category garbled"),
        ("category_wrong", "subject", "matters t buckthorn oil", "sea buckthorn oil", "the category garbled"),
        ("artifact", "body", "", "Dear Azad,", "no greeting or introduction in the body"),
    ],
}
