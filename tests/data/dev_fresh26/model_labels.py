"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Key: (setting, buyer_id) -> list of (type, part, found, expected, note). A `found` that starts
with "^" is the text from there to the end of its line, or with "^A|B" from A up to B (for garbles
with unusual characters).
"""
TAIL = "ąديرة مديرة قسم التصدير, may I send you a few samples?"
TITLE = "مديرة قسم التصدير"
S1 = "Zuwara Bahr Fisheries & Export J.S.C."
TAILNOTE = "after the signature a garbled copy of the sender's title runs into a sample question and a repeated sign-off (a loop)"

LABELS = {
    ("ar", "P001"): [
        ("artifact", "body", "in-co documentation", "in-cosmetics Global", "the note's fair garbled into 'in-co documentation'"),
        ("artifact", "body", "As Υπεύθυνος", "", "body cut off after the first word of the buyer's title"),
    ],
    ("ar", "P002"): [
        ("artifact", "body", TAIL, "", TAILNOTE),
        ("sender_wrong", "body", "Ċعńقur", "Khadija Salem Abushagur", "the sender's name garbled in the second signature"),
    ],
    ("ar", "P003"): [
        ("artifact", "body", "avte list", "price list", "the note's price list garbled"),
    ],
    ("ar", "P004"): [
        ("artifact", "body", "line;s", "line", "stray ';s' after the note's words"),
        ("artifact", "body", "Would a brief call with 株式会社", "", "body cut off inside the company"),
    ],
    ("ar", "P005"): [("artifact", "body", TAIL, "", TAILNOTE + ", cut off")],
    ("ar", "P006"): [
        ("artifact", "body", "atixona", "at Alimentaria Barcelona", "the note's fair garbled"),
        ("artifact", "body", TAIL, "", TAILNOTE + ", cut off"),
    ],
    ("ar", "P007"): [
        ("artifact", "body", "Italyistderstand", "I understand", "garbled opening word"),
        ("artifact", "body", TAIL, "", TAILNOTE + ", cut off"),
    ],
    ("ar", "P008"): [("artifact", "body", TAIL, "", TAILNOTE + ", cut off")],
    ("ar", "P009"): [
        ("artifact", "subject", "^뙂", "", "subject is garbage with a fragment of the sender's title"),
        ("contact_wrong", "body", "^뙀 th", "יובל קליין", "contact's name garbled in the greeting"),
        ("company_misspelled", "body", "^ tiles", "דגי קליין בע\"מ", "the company's place holds garbage and the sender's title"),
        ("company_misspelled", "body", "^드| this month", "דגי קליין בע\"מ", "the company's place in the call question holds garbage"),
    ],
    ("ar", "P010"): [("sender_wrong", "body", "^ąدي", "مديرة قسم التصدير", "the sender's title in the signature garbled and cut off")],
    ("ar", "P011"): [
        ("artifact", "body", "Expo Andan", "Expo", "stray word after the note's fair"),
        ("sender_wrong", "body", "^ąديرة مديرة قسم الت", TITLE, "the sender's title in the signature garbled, doubled and cut off"),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "our standorة مديرة قسم التصدير", "price", "the note's request garbled with a fragment of the sender's title"),
        ("sender_wrong", "body", "^ąديرة مديرة قسم التصد", TITLE, "the sender's title in the signature garbled, doubled and cut off"),
    ],
    ("ar", "P013"): [("sender_wrong", "body", "ąالتصدير", TITLE, "the sender's title in the signature garbled")],
    ("ar", "P014"): [("artifact", "body", "Dear จุฑาภรณ์ ถนอ", "", "body cut off inside the greeting")],
    ("ar", "P015"): [
        ("artifact", "body", "from Lirect", "from Libya", "garbled word where the origin should be"),
        ("artifact", "body", TAIL, "", TAILNOTE + ", cut off"),
    ],
    ("diffusion@160", "P001"): [
        ("artifact", "subject", "^καλίγικ", "", "the company runs into a letter loop"),
        ("artifact", "body", "Σικαλίδης Σικαλίδης Σικ", "Σικαλίδης", "family name repeated, body cut off after the greeting"),
    ],
    ("diffusion@160", "P002"): [
        ("category_wrong", "subject", "Bat wal lighting", "natural sea sponges", "garbled 'lighting' offered in the product's place"),
        ("sender_wrong", "body", "^Oمديرة", TITLE, "the sender's title in the signature doubled with a stray letter"),
    ],
    ("diffusion@160", "P003"): [
        ("sender_wrong", "subject", "Murphy Sponge Co., Inc. x Murphy Sponge Co., Inc.", S1, "the buyer's company in the sender's slot"),
        ("artifact", "body", "a Marino Se list", "a price list", "the note's price list garbled"),
        ("artifact", "body", "I am happhy to a quick tailored to", "", "garbled sentence"),
    ],
    ("diffusion@160", "P004"): [
        ("artifact", "body", "need  facial cleans", "a facial cleansing line", "the note's request garbled"),
        ("sender_wrong", "body", "introduce 購買部 課長.", "introduce " + S1, "the buyer's title in the sender's company slot"),
        ("artifact", "body", "^৪ Export", "", "garbage with the sender's title and a repeated buyer title, body cut off"),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "subject", "^Pate| x ", S1, "a garbled copy of the buyer's company in the sender's slot"),
        ("sender_wrong", "body", "^Dمديرة", TITLE, "the sender's title in the signature doubled with a stray letter"),
    ],
    ("diffusion@160", "P006"): [
        ("company_misspelled", "body", "IncomСlen S....", "Conservas Guillen S.L.", "company garbled (with a Cyrillic С)"),
        ("sender_wrong", "body", "from the United", "from Libya", "the sender's country wrong (cut 'the United …')"),
        ("sender_wrong", "body", "Dمديرة مديرة قسم التصدير", TITLE, "the sender's title in the signature doubled with a stray letter"),
        ("artifact", "body", "^ sصبغ", "", "garbage after the signature, a repeated closing and a garbled name with the note's fair"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "body", ";Lily to meetiasties", "", "garble after the note's fair"),
        ("sender_wrong", "body", "introduce مديرة قسم التصدير of salted anchovies", "introduce " + S1, "the sender's title in the sender's company slot"),
        ("sender_wrong", "body", "^Oyja", "Khadija Salem Abushagur, " + TITLE, "the sender's name and title garbled in the signature ('Oh Khadija', 'Oyja…')"),
    ],
    ("diffusion@160", "P008"): [
        ("sender_wrong", "body", "^Dمديرة", TITLE, "the sender's title in the signature doubled with a stray letter"),
    ],
    ("diffusion@160", "P009"): [
        ("artifact", "subject", "^ves", "", "subject is garbage"),
        ("contact_wrong", "body", "^Dear  FZE", "Dear יובל קליין", "contact's name replaced by garbage"),
        ("artifact", "body", "you need kos,", "you need kosher certification", "the note's kosher certification cut to 'kos'"),
        ("sender_wrong", "body", "^afaacacac| to (cu", S1, "garbage in the sender's company slot"),
        ("company_misspelled", "body", "^afacu Sdn| a steady source", "דגי קליין בע\"מ", "garbage in the company's place"),
        ("artifact", "body", "^As adora", "", "the rest of the body is garbage"),
    ],
    ("diffusion@160", "P010"): [
        ("sender_wrong", "body", "introduce Χρυσουλής & ΣΙΑ Ο.Ε. makes salted anchovies in Greece", S1 + " ... in Libya",
         "the buyer's company and country in the sender's slot"),
        ("sender_wrong", "body", "^QΤίμω", "Khadija Salem Abushagur", "the signature holds a garbled buyer name and the buyer's company"),
        ("artifact", "body", "^Ορίω", "", "stray Greek fragment and the contact's name after the signature"),
    ],
    ("diffusion@160", "P011"): [
        ("sender_wrong", "subject", "Zمدير & Export J.C.C.", S1, "the sender's company garbled with a piece of her title"),
        ("artifact", "body", "^Fisheries Expo it Expo", "Busan International Seafood & Fisheries Expo", "the note's fair followed by garbage"),
        ("company_misspelled", "body", "^À|, may", "주식회사 한바다수산", "company garbled (first syllables replaced)"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "body", "You asked about a CFR Dalian so", "You asked about a CFR Dalian price", "the note's request cut (price missing)"),
        ("sender_wrong", "body", "introduce 采购总监 x lock-frozen octopus", "introduce " + S1, "the buyer's title in the sender's company slot"),
        ("artifact", "body", "^䆚|. I thought", "", "garbage with a stray 'fabrics'"),
        ("sender_wrong", "body", "采购总监 makes China in Fina", S1 + " makes ... in Libya", "the buyer's title and country in the sender's slot"),
        ("sender_wrong", "body", "^Ðlj", "Khadija Salem Abushagur", "the signature is garbage with the buyer's title"),
    ],
    ("diffusion@160", "P013"): [
        ("sender_wrong", "body", "introduce 仕入部長 to", "introduce " + S1 + " to", "the buyer's title in the sender's company slot"),
        ("sender_wrong", "body", "^Khadija co", "Khadija Salem Abushagur / " + TITLE, "signature: the sender's name with the buyer's given name, a garbled 'Sales' title and the buyer's title"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "subject", "บริษัท สยามซีฟู้ด ถนอมกุลบุตร,", "บริษัท สยามซีฟู้ด ถนอมกุลบุตร จำกัด", "subject is the company cut before its legal form, with a comma"),
        ("artifact", "body", "Thank you again for at THAIFEX", "Thank you again for your time at THAIFEX - Anuga Asia", "no greeting, words missing"),
        ("artifact", "body", "the growth of บริษัท สยามซีฟู้ด", "", "body cut off inside the company"),
    ],
    ("diffusion@160", "P015"): [
        ("sender_wrong", "subject", "Frigoríficos Olivé S.A.C.C.", S1, "a garbled copy of the buyer's company in the sender's slot"),
        ("sender_wrong", "body", "^Dمديرة", TITLE, "the sender's title in the signature doubled with a stray letter"),
        ("artifact", "body", "^Crippled", "", "a repeated closing and a garbled name after the signature"),
    ],
}
