"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only)
as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...])
"""
NOTE_P001 = "Met at Riga Food 2024"
NOTE_P006 = "no fair in the note (shelf life of sliced rye bread asked)"

LABELS = {
    ("ar", "P001"): ("clean: the note's fair named correctly", []),
    ("ar", "P002"): ("a garbled request sentence", [
        ("artifact", "body", "You asked about to theEs", "You asked about samples and the price list",
         "garbled object of the request sentence"),
    ]),
    ("ar", "P003"): ("clean", []),
    ("ar", "P004"): ("body cut off in the company's name", [
        ("artifact", "body", "As Мениджър покупки at Деликатеси Фен", "a complete sentence and a signature",
         "body cut off mid-company, no closing or signature"),
    ]),
    ("ar", "P005"): ("a garbled interest sentence; ends without a signature (no label: nothing in it is wrong)", [
        ("artifact", "body", "interested in cus", "interested in caraway cheese", "garbled product"),
    ]),
    ("ar", "P006"): ("a meeting claimed at the note's question, where the note names no fair", [
        ("note_wrong", "body", "It was good to meet you at the shelf life of sliced rye bread",
         "Supplies Eastern European grocers in London and Peterborough; asked for the shelf life of sliced rye bread.",
         "a meeting the note does not record, placed at the note's question"),
    ]),
    ("ar", "P007"): ("garble after the note's fair", [
        ("artifact", "body", "cŪasana pārdošanas vadītāja, and I would be glad to discuss it",
         "", "garbled tail of the fair sentence (pieces of the sender's title)"),
    ]),
    ("ar", "P008"): ("garbled interest sentence, a sentence cut off, the sender's company doubled as signature", [
        ("artifact", "body", "interested in Hlēts\"", "interested in rye bread", "garbled product"),
        ("artifact", "body", "in Israel\nSIA", "in Israel.", "sentence cut off, no closing"),
        ("artifact", "body", 'SIA "Gaujas Klēts", SIA "Gaujas Klēts"', 'Agnese Kalniņa\nSIA "Gaujas Klēts"',
         "the sender's company doubled in place of the signature"),
    ]),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("body cut off in the company's name", [
        ("artifact", "body", "As Υπεύθυνη Προμηθειών at Αρτοποιία Δ. Καπα", "a complete sentence and a signature",
         "body cut off mid-company, no closing or signature"),
    ]),
    ("ar", "P011"): ("clean: the note's fair named correctly", []),
    ("ar", "P012"): ("a garbled meeting sentence", [
        ("artifact", "body", "It was good to meet you at A label proof stands out among buyers of black currant wine in Finland",
         "", "two sentences spliced into a meeting claim (the note names no fair)"),
    ]),
    ("ar", "P013"): ("clean", []),
    ("ar", "P014"): ("garble after the note's fair", [
        ("artifact", "body", "in New York currant wine", "in New York", "stray words after the fair"),
    ]),
    ("ar", "P015"): ("clean", []),

    ("diffusion@160", "P001"): ("meeting placed at the note's shops instead of its fair; a garbled sentence", [
        ("note_wrong", "body", "meet you at Baltic community shops", NOTE_P001,
         "the meeting placed at the note's shops, not at Riga Food"),
        ("artifact", "body", "I I am happy to send dig it", "", "doubled word and garble"),
    ]),
    ("diffusion@160", "P002"): ("a garbled request sentence", [
        ("artifact", "body", "You asked about me me me meetation", "You asked about samples and the price list",
         "repeated word and garble"),
    ]),
    ("diffusion@160", "P003"): ("clean", []),
    ("diffusion@160", "P004"): ("a garbled sentence; body cut off", [
        ("artifact", "body", "I under you Деликатеси Фенеров ЕООД well.", "I hope this finds you and the team at Деликатеси Фенеров ЕООД well.",
         "garbled sentence"),
        ("artifact", "body", "a steady source of caraway", "a steady source of caraway cheese.",
         "body cut off, no closing or signature"),
    ]),
    ("diffusion@160", "P005"): ("the raw note pasted into a garbled sentence; the sender's company doubled as signature", [
        ("artifact", "body", "It whstand you need FOODEX JAPAN 2025で名刺交換。サンプル希望。 well.",
         "", "garble with the CRM note pasted in"),
        ("artifact", "body", 'SIA "Gaujas Klēts\nSIA "Gaujas Klēts', 'Agnese Kalniņa\nSIA "Gaujas Klēts"',
         "the sender's company doubled (quote unclosed) in place of the signature"),
    ]),
    ("diffusion@160", "P006"): ("a garbled meeting sentence", [
        ("artifact", "body", "It Kalniņa need me meet you at London.", "",
         "garbled sentence (a meeting in London the note does not record)"),
    ]),
    ("diffusion@160", "P007"): ("garble after the note's fair", [
        ("artifact", "body", "in MR S urīt need I would be glad to discuss it", "in Malmö",
         "the fair's city garbled into stray words"),
    ]),
    ("diffusion@160", "P008"): ("garble after the title; a second garbled greeting line, cut off", [
        ("artifact", "body", "( import(((((((((orgika deeses.", "", "garble after the title"),
        ("artifact", "body", "Dear  Account䐭Ϝ啶\x91 this  send o the team at אזברגה מאפים", "",
         "a second, garbled greeting line; body cut off, no signature"),
    ]),
    ("diffusion@160", "P009"): ("clean", []),
    ("diffusion@160", "P010"): ("garble after the company; a second greeting, cut off", [
        ("artifact", "body", "Ε.Ε.οθυκ΄Ύν", "Ε.Ε.", "garbled letters after the company"),
        ("artifact", "body", "\nDear Διαλεκτή Καπανταϊδάκ", "", "a second greeting, cut off; no signature"),
    ]),
    ("diffusion@160", "P011"): ("the note's fair cut short; the sender's company doubled as signature", [
        ("artifact", "body", "at the China Food.", "at the China Food and Drinks Fair in Chengdu.",
         "fair name cut short"),
        ("artifact", "body", 'SIA "Gaujas Klēts\nSIA "Gaujas Klēts', 'Agnese Kalniņa\nSIA "Gaujas Klēts"',
         "the sender's company doubled (quote unclosed) in place of the signature"),
    ]),
    ("diffusion@160", "P012"): ("a garbled request sentence", [
        ("artifact", "body", "Is you asked about co to tenders", "As you asked about the Alko tender documents",
         "garbled sentence"),
    ]),
    ("diffusion@160", "P013"): ("the sender's company (quote unclosed) in the name's place of the signature", [
        ("sender_wrong", "body", 'SIA "Gaujas Klēts\nEksporta pārdošanas vadītāja', "Agnese Kalniņa",
         "the signature names no sender: her company, broken, stands in her name's place"),
    ]),
    ("diffusion@160", "P014"): ("a garbled country after the note's fair", [
        ("artifact", "body", "in theew States", "in New York", "garbled words"),
    ]),
    ("diffusion@160", "P015"): ("the sender's company garbled", [
        ("sender_wrong", "body", "At Blē we make", 'SIA "Gaujas Klēts"', "the sender's company garbled to `Blē`"),
    ]),
}
