"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...]).
"""

CY = "from the Cyprus"

LABELS = {
    # ---------------------------------------------------------------- AR
    ("ar", "P001"): ("fair sentence garbled; 'the Cyprus'", [
        ("artifact", "body", "IFE London in March cheese", "IFE London in March",
         "a stray product word fused onto the note's fair sentence"),
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("ar", "P002"): ("'the Cyprus'", [
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("ar", "P003"): ("fair sentence garbled", [
        ("artifact", "body", "Anuga in Cologne (October) n need dependable suppliers of halloumi cheese",
         "Anuga in Cologne (October 2025).", "the note's sentence runs into a cut-off fragment"),
    ]),
    ("ar", "P004"): ("body cut off in the company's name; no closing", [
        ("artifact", "body", "As مسؤول المشتريات at شركة العبادي للمواد الغذائي",
         "a finished sentence and a signature", "body cut off mid-word (the company's last letter lost) and ends there"),
    ]),
    ("ar", "P005"): ("'the Cyprus'", [
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("ar", "P006"): ("the buyer's company mixed with the contact's title, twice", [
        ("company_misspelled", "subject", "Κυρκούδη & Υπεύθυνη Αγορών", "Β. Κυρκούδη & ΣΙΑ Ο.Ε.",
         "the company's legal form replaced by the contact's title"),
        ("company_misspelled", "body", "at Κυρκούδη & Υπεύθυνη Αγορών", "Β. Κυρκούδη & ΣΙΑ Ο.Ε.",
         "the same mix in the title sentence (the company is right earlier in the body)"),
    ]),
    ("ar", "P007"): ("garble after the company in the subject; nonsense interest; body cut off", [
        ("artifact", "subject", "Продэкспо)овкам", "ООО «Винный дом Боброва»",
         "garbled note and title fragments after the company"),
        ("artifact", "body", "I understand you are interested in Russia.", "the note's sample request",
         "the buyer's country in the slot of what the buyer is interested in"),
        ("artifact", "body", "the team at ООО «Винн", "the team at ООО «Винный дом Боброва» well",
         "body cut off inside the company's name; no closing"),
    ]),
    ("ar", "P008"): ("clean", []),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("meeting placed at the buyer's company; 'the Cyprus'", [
        ("note_wrong", "body", "It was good to meet you at Vins Louis SRL", "Wine Paris",
         "a meeting at the buyer's company, where the note records one at Wine Paris"),
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("ar", "P011"): ("word salad in the subject's company slot, the greeting, the company and title slots", [
        ("company_misspelled", "subject", "tilesdssenådank areurimantuchceel", "ברק משקאות בע\"מ",
         "word salad in the buyer's company's place"),
        ("contact_wrong", "body", "렂Ϙѽ", "נטע ברק", "three characters of other scripts in the greeting"),
        ("company_misspelled", "body", "tilesetails kosher certification for distributors abroad",
         "ברק משקאות בע\"מ", "garble and note words in the buyer's company's place"),
        ("title_wrong", "body", "easdechütamó cyprus", "מנהלת רכש",
         "garble in the title's place"),
        ("company_foreign", "body", "Senet Logistiek Berk", "ברק משקאות בע\"מ",
         "an invented company (of no buyer here) in the company's place"),
    ]),
    ("ar", "P012"): ("title sentence without its clause; body cut off", [
        ("artifact", "body", "As Διευθυντής Αγορών at Τσαγλιώτης Ποτά Μονοπρόσωπη Ι.Κ.Ε.",
         "As … at …, you know …", "a sentence with no main clause"),
        ("artifact", "body", "Would you be open to a", "Would you be open to a short call next week?",
         "body cut off mid-sentence; no closing"),
    ]),
    ("ar", "P013"): ("'the Cyprus'", [
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("ar", "P014"): ("fair garbled", [
        ("artifact", "body", "meet you at Iivania", "ProWein in Düsseldorf",
         "a garbled word (from the category) in the fair's place"),
    ]),
    ("ar", "P015"): ("clean", []),
    # ---------------------------------------------------------------- diffusion@160
    ("diffusion@160", "P001"): ("fair sentence loops and garbles; 'the Cyprus'", [
        ("artifact", "body", "at IFE London at IFE London inaría Foods M United Kingdom", "at IFE London in March",
         "the fair doubled, then word salad"),
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
    ]),
    ("diffusion@160", "P002"): ("note phrase garbled; doubled word in the signature", [
        ("artifact", "body", "you need ICA halloumi cheese", "PDO halloumi with Swedish labels",
         "the note's retailer fused into the product"),
        ("artifact", "body", "Head of Export Sales Sales Troodos Gefseis Ltd",
         "Head of Export Sales, Troodos Gefseis Ltd", "a doubled word (and no comma) in the sender's title line"),
    ]),
    ("diffusion@160", "P003"): ("note sentence garbled", [
        ("artifact", "body", "It wderstand you need Anuga at Cologne (OVeral§",
         "It was good to meet you at Anuga in Cologne", "fused words and garble in the note sentence"),
    ]),
    ("diffusion@160", "P004"): ("'the Jordan'; question cut off; garbled closing", [
        ("artifact", "body", "in the Jordan", "in Jordan", "an article before the buyer's country"),
        ("artifact", "body", "Would a brief call with شركة العبادي للمواد الغذائية",
         "Would a brief call with … this month be possible?", "the closing question cut off"),
        ("artifact", "body", "againتادددتااواا", "again", "Arabic-letter garble fused to the closing; no signature"),
    ]),
    ("diffusion@160", "P005"): ("company misspelled", [
        ("company_misspelled", "body", "automond Fine Foods Pty Ltd", "Raymond Fine Foods Pty Ltd",
         "the family name garbled in the company"),
    ]),
    ("diffusion@160", "P006"): ("company garbled; stray cut greeting after the closing", [
        ("company_misspelled", "body", "Β. Κυρκούδη & ΣΙΑ.ινΕ.", "Β. Κυρκούδη & ΣΙΑ Ο.Ε.",
         "the legal form garbled, and the question ends there"),
        ("artifact", "body", "Dear Βιργινία Κυρκούδη & Υπ", "Andri Charalambous",
         "a cut-off greeting in the signature's place"),
    ]),
    ("diffusion@160", "P007"): ("garbled subject and a body of fragments", [
        ("artifact", "subject", "Москве; Мокей", "ООО «Винный дом Боброва»",
         "note and name fragments after the company (its closing quote lost)"),
        ("artifact", "body", "team at ООО «Винный дом Боброва Мокей\nксоера", "an e-mail",
         "the body is two fragments: no greeting, no text, no signature"),
    ]),
    ("diffusion@160", "P008"): ("fused sentences; garbled sender in the signature", [
        ("artifact", "body", "ProWine Shanghai Companies like", "ProWine Shanghai. Companies like",
         "two sentences fused (no full stop)"),
        ("sender_wrong", "body", "Ondina Ch桂苏䝂劋 采购经理", "Andri Charalambous, Head of Export Sales",
         "the sender's name garbled with CJK characters and the buyer's title in the sender's"),
    ]),
    ("diffusion@160", "P009"): ("sender's title garbled", [
        ("sender_wrong", "body", "Export of Export", "Head of Export Sales", "the sender's title garbled"),
    ]),
    ("diffusion@160", "P010"): ("note sentence garbled; 'the Cyprus'; doubled word in the signature", [
        ("artifact", "body", "CHineountФine documentation", "the note (Wine Paris; wine-shop customers)",
         "word salad with a Cyrillic letter in the note sentence"),
        ("artifact", "body", CY, "from Cyprus", "an article before the sender's country"),
        ("artifact", "body", "Head of Export Sales Sales", "Head of Export Sales",
         "a doubled word in the sender's title"),
    ]),
    ("diffusion@160", "P011"): ("word salad throughout", [
        ("contact_wrong", "subject", "icarectania", "נטע", "a garbled word in the contact's slot"),
        ("company_misspelled", "subject", "ituave Sdn((ٟ(ʶ quorpelyᐐ CV몪 orpu olenas Eng Eng杨",
         "ברק משקאות בע\"מ", "word salad in the company's slot"),
        ("contact_wrong", "body", "FZEHronics Ø뢵۪ g 娬", "נטע ברק", "word salad in the greeting"),
        ("company_misspelled", "body", "(u Sdn((( (Рrluki Sdn", "ברק משקאות בע\"מ",
         "word salad in the company's place"),
        ("title_wrong", "body", "liਠ import importaha importave((((ț", "מנהלת רכש",
         "word salad in the title's place"),
        ("artifact", "body", '""""""""""', "a finished e-mail",
         "the rest is word salad ending in a run of quotes; no closing"),
    ]),
    ("diffusion@160", "P012"): ("body text looping in the subject; garbled greeting, no text", [
        ("artifact", "subject", "Ξενοφών,έωϿαγλοτης", "Ξενοφών, a quick idea for …",
         "a garbled name and body sentences run into the subject"),
        ("sender_wrong", "subject", "Τσαγλιώτης Ποτά Μονοπρόσωπη Ι.Κ.Ε. makes zivania in the Cyprus",
         "Troodos Gefseis Ltd makes zivania in Cyprus", "the buyer's company in the sender's place"),
        ("contact_wrong", "body", "the Cyprusνοφών Τσαγλιώτης Ποτά Μονοπρόσωπη Ι.Κ.Ε.Ε.", "Ξενοφών Τσαγλιώτης",
         "garble and the company in the greeting's name"),
        ("artifact", "body", "Dear Ξενοφών", "an e-mail body",
         "a second greeting and nothing else: no text, no signature"),
    ]),
    ("diffusion@160", "P013"): ("opening sentence garbled", [
        ("artifact", "body", "It that Curtis", "I understand that Curtis", "a dropped verb ('It that')"),
    ]),
    ("diffusion@160", "P014"): ("the buyer's company in the sender's place of the subject; note garbled", [
        ("sender_wrong", "subject", "Spirituosen Kraushaar e.K. x Spirituosen Kraushaar e.K.",
         "Troodos Gefseis Ltd x Spirituosen Kraushaar e.K.", "the sender's slot holds the buyer's company"),
        ("artifact", "body", "needfinerinter Zivania", "Zivania in 20-cl bottles",
         "fused garble in the note sentence"),
    ]),
    ("diffusion@160", "P015"): ("title sentence without its clause", [
        ("artifact", "body", "As Kierowniczka ds. zakupów at Migda Alkohole Sp. z o.o.",
         "As … at …, you know …", "a sentence with no main clause"),
    ]),
}
