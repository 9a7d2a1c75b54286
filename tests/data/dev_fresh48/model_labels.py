"""Labels of the 30 model drafts of dev_fresh48, written by reading each draft (buyer id, subject
and body only) as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, note), ...]). `found` is the
text as it stands in the draft, or a pair (head, tail): the shortest span of the part that starts
with head and ends with tail, or from head to the part's end when tail is None (for garbles with control or stray characters).
"""

AR, D160 = "ar", "diffusion@160"

LABELS = {
    # ------------------------------------------------------------------ AR
    (AR, "P001"): ("The note's fair sentence garbled after `(Feb`.", [
        ("artifact", "body", "(Feb he0gjfication; happy to talk through what you require.",
         "(Feb 2026) …", "note sentence garbled (`he0gjfication`) and run into another clause"),
    ]),
    (AR, "P002"): ("Body cut off inside the company name; no closing.", [
        ("artifact", "body", "Would a brief call with 高橋集成材工業株", "…高橋集成材工業株式会社 this month be possible? + signature",
         "body cut off mid-company, no signature"),
    ]),
    (AR, "P003"): ("Clean.", []),
    (AR, "P004"): ("Claims a meeting the note does not hold (the note names the buyer's customers); "
                   "body cut off.", [
        ("note_wrong", "body", "It was good to meet you at supermarket chains.",
         "(no meeting: the note records that the buyer imports for supermarket chains)",
         "a meeting claimed at the note's `supermarket chains`"),
        ("artifact", "body", "you know how much reliable supply matters", "…matters. + signature",
         "body cut off after this clause, no signature"),
    ]),
    (AR, "P005"): ("Clean (`Dear 김은주` accepted).", []),
    (AR, "P006"): ("A meeting sentence garbled from the note's words; the signature's company line "
                   "garbled.", [
        ("artifact", "body", "It was good to meet you at bakeries certification;",
         "(the note records no meeting)", "garbled note sentence (`bakeries certification`)"),
        ("sender_wrong", "body", "PSpakeriesapera Berardes", "AS Sindi Mets ja Meri",
         "the sender's company line garbled in the signature"),
    ]),
    (AR, "P007"): ("Subject's buyer slot, greeting and body garbled; body loops and breaks off.", [
        ("company_misspelled", "subject", "Ňistance test Logistykachezydsmros Inlevth",
         'קפלן הנדסת עץ בע"מ', "garble in the buyer's company slot of an `X x Y` subject"),
        ("contact_wrong", "body", "렂낂낂딱s", "נויה קפלן", "garble in the contact's slot"),
        ("artifact", "body", ("bu asked about fire-resistance testasafs", "(SIsraeli Standards Institute (S"),
         "(a sentence about the note's fire tests and SII mark)",
         "the note sentence loops (`bu asked about fire-resistance test…` ×6, `(SIsraeli Standards "
         "Institute` ×6) and breaks off; no signature"),
    ]),
    (AR, "P008"): ("Stray `P` before the sender's company in the signature.", [
        ("artifact", "body", "P AS Sindi Mets ja Meri", "AS Sindi Mets ja Meri",
         "a stray letter before the company line"),
    ]),
    (AR, "P009"): ("The opening went into the subject (from mid-sentence); the body starts without "
                   "greeting; stray `P` in the signature.", [
        ("artifact", "subject", "PEFC chain of custody. We would like to offer",
         "a subject line", "three sentences of body text, starting mid-sentence, as the subject"),
        ("artifact", "body", "Would you be open to a short call next week?",
         "Dear Tracey, … (greeting and introduction)", "the body starts without greeting or introduction"),
        ("artifact", "body", "P AS Sindi Mets ja Meri", "AS Sindi Mets ja Meri",
         "a stray letter before the company line"),
    ]),
    (AR, "P010"): ("The title slot repeats the contact's name and the body breaks off.", [
        ("artifact", "body", "As Ματρώνη Λιολιοπούλου Ματρώνη Λιολιοπούλου Μα",
         "As Προϊσταμένη Προμηθειών at …", "the contact's name looped where the title belongs, "
         "body cut off, no signature"),
    ]),
    (AR, "P011"): ("Stray `P` in the signature; `As you asked about flounder` fairly sums up the "
                   "note's question.", [
        ("artifact", "body", "P AS Sindi Mets ja Meri", "AS Sindi Mets ja Meri",
         "a stray letter before the company line"),
    ]),
    (AR, "P012"): ("Garbled greeting; the title's slot holds a garble of the sender's own title.", [
        ("contact_wrong", "body", "땕鬀䂀 vantamheira åun", "Օլեգ Աթանեսյան", "garble in the contact's slot"),
        ("title_wrong", "body", "ciorensüügijuht", "Գնումների բաժնի պետ",
         "garble (echoing the sender's Välismüügijuht) in the buyer's title slot"),
    ]),
    (AR, "P013"): ("The note's fair (Natexpo) garbled in the meeting sentence.", [
        ("artifact", "body", "It was good to meet you at des documentation,",
         "Natexpo Paris", "garbled note sentence"),
    ]),
    (AR, "P014"): ("Stray `P` in the signature.", [
        ("artifact", "body", "P AS Sindi Mets ja Meri", "AS Sindi Mets ja Meri",
         "a stray letter before the company line"),
    ]),
    (AR, "P015"): ("A garbled meeting sentence (the note records no meeting).", [
        ("artifact", "body", "It was good to meet you at importatrets ja Meri.",
         "(the note records no meeting)", "garbled sentence fusing `importers` and the sender's name"),
    ]),
    # ------------------------------------------------------------------ diffusion@160
    (D160, "P001"): ("Stray `b` after the greeting, garbled fair sentence, buyer's title as the "
                     "sender's origin, looping signature.", [
        ("artifact", "body", "Dear Ella Vollbrecht,b", "Dear Ella Vollbrecht,", "a stray letter after the greeting"),
        ("artifact", "body", "(Fischräucherei Vollbrecht bmked flounder.", "(Feb 2026) …",
         "the note sentence runs into a garble"),
        ("sender_wrong", "body", "from Einkäuferin Räucherfisch.", "from Estonia",
         "the buyer's title where the sender's origin belongs"),
        ("artifact", "body", ("Tõnis Importȓ", None), "Tõnis Õunapuu / Välismüügijuht / AS Sindi Mets ja Meri",
         "the signature after the given name is a looping garble"),
    ]),
    (D160, "P002"): ("Garbled almost throughout: note sentence, sender's company twice, buyer's "
                     "company, a run of garble; cut off.", [
        ("artifact", "body", "I note that you need JASýcertiru1001erication;", "JAS-certified",
         "garbled note sentence"),
        ("sender_wrong", "body", "AS萍 Mets ja Meri", "AS Sindi Mets ja Meri",
         "the sender's company garbled (again later as `AS杞雴枝der post- SA`)"),
        ("company_misspelled", "body", ("p高橋集成材工業株", "1)es"), "高橋集成材工業株式会社",
         "the buyer's company cut and run into garble"),
        ("artifact", "body", ("plulam bi M", "documentationcues."), "(a sentence)",
         "a run of garble after the recorded title"),
        ("artifact", "body", "produces glulam beams jve", "…glulam beams. + closing and signature",
         "body ends in a garble, cut off, no signature"),
    ]),
    (D160, "P003"): ("Clean.", []),
    (D160, "P004"): ("Garbled note sentence, sender's company garbled, title in the company's "
                     "place, looping and cut-off end.", [
        ("artifact", "body", "I understand you needkmked about supermarket documentation,",
         "(the note's question about reefer trucks via Poland)", "garbled note sentence"),
        ("sender_wrong", "body", "AS Bind Logisti Mets ja Meri", "AS Sindi Mets ja Meri",
         "the sender's company garbled"),
        ("company_misspelled", "body", "basoked Менеджерка із закупівель", "ТОВ «Джус Фуд Імпорт»",
         "garble and the title in the buyer's company slot"),
        ("artifact", "body", "scok ð bo boooooooo", "smoked flounder. + closing and signature",
         "body loops and breaks off"),
    ]),
    (D160, "P005"): ("`lulam` for glulam in subject and body (the body's sentence also lacks its "
                     "verb); the signature's title and company garbled.", [
        ("artifact", "subject", "lulam beams", "glulam beams", "first letter lost"),
        ("artifact", "body", "AS Sindi Mets ja Meri lulam beams with", "… makes glulam beams with",
         "verb missing and `lulam` for glulam"),
        ("sender_wrong", "body", "Praism۰ggijuht", "Välismüügijuht", "the sender's title garbled"),
        ("sender_wrong", "body", "AS칀해목", "AS Sindi Mets ja Meri",
         "the sender's company garbled with Hangul from the buyer's company"),
    ]),
    (D160, "P006"): ("Garbled opening, sender's company and origin garbled, a dangling fragment, "
                     "a bare legal form as the signature's company.", [
        ("artifact", "body", "It was good p you needzweet you need ETeries and and",
         "(a sentence on the note)", "garbled note sentence"),
        ("sender_wrong", "body", "AS Visit ws ja Meri", "AS Sindi Mets ja Meri", "the sender's company garbled"),
        ("artifact", "body", "AS to 青岛郑氏食品有限公司.", "(nothing)", "a dangling fragment"),
        ("sender_wrong", "body", "from EcoMÜaces", "from Estonia", "the sender's origin garbled"),
        ("sender_wrong", "body", "Tõnis Õunapuu SA", "Tõnis Õunapuu … AS Sindi Mets ja Meri",
         "a stray `SA` where the signature's company belongs"),
    ]),
    (D160, "P007"): ("Garbled throughout (subject offers coffee); the buyer's country `Israel` in "
                     "the subject is right.", [
        ("artifact", "subject", "렬Uick", "Quick", "garbled first word"),
        ("category_wrong", "subject", "coffee sourcing", "glulam beams", "another product in the subject"),
        ("company_misspelled", "subject", ("Dor", "Sdn"), 'קפלן הנדסת עץ בע"מ',
         "garble in the buyer's company slot"),
        ("contact_wrong", "body", ("FZEHyers", "Tekark"), "נויה קפלן", "garble in the contact's slot"),
        ("artifact", "body", ("Thank you for your time at fire-resistan", "StAC."),
         "(the note records no meeting)", "a garbled thank-you for a meeting"),
        ("sender_wrong", "body", "AS Trade Trade de Mets ja Meri", "AS Sindi Mets ja Meri",
         "the sender's company garbled"),
        ("company_misspelled", "body", ("(٧䤜aha test", "o(å o"), 'קפלן הנדסת עץ בע"מ',
         "garble in the buyer's company slot"),
        ("title_wrong", "body", ("As afa", "7orp FZE"), "רכזת רכש", "garble in the title's slot"),
        ("artifact", "body", ("at ote٧", "much reliable supply matters."), "…you know how much reliable supply matters.",
         "a garbled, half-repeated clause"),
        ("sender_wrong", "body", "from the I with", "from Estonia with", "the sender's origin cut to `the I`"),
        ("artifact", "body", ("jzel ", "es?"), "glulam beams?", "stray garble at the end of the question"),
        ("sender_wrong", "body", ("Äoizfor", "ȫ"), "Tõnis Õunapuu", "the sender's name in the signature garbled"),
    ]),
    (D160, "P008"): ("Signature title garbled; `at Duczmal … sp. z o.o. I wanted` (no comma) accepted.", [
        ("sender_wrong", "body", "Moulismüügijuht", "Välismüügijuht", "the sender's title garbled"),
    ]),
    (D160, "P009"): ("`Thank you for your time at Timber Expo, I would be glad to discuss it.` "
                     "(`it` refers to nothing); the sender's company garbled.", [
        ("artifact", "body", "Thank you for your time at Timber Expo, I would be glad to discuss it.",
         "(the note's UKCA and PEFC needs)", "the note sentence fused with an unrelated clause"),
        ("sender_wrong", "body", "AS Importa Mets ja Meri", "AS Sindi Mets ja Meri",
         "the sender's company garbled"),
    ]),
    (D160, "P010"): ("Subject ends in a comma; no greeting (`I found …,` in its place); a broken "
                     "sentence cut off.", [
        ("artifact", "subject", "Ζαχαροπλαστική Λιολιοπούλου,", "Ζαχαροπλαστική Λιολιοπούλου",
         "a stray comma at the end"),
        ("artifact", "body", "I found Ζαχαροπλαστική Λιολιοπούλου,", "Dear Ματρώνη Λιολιοπούλου,",
         "a broken greeting"),
        ("artifact", "body", "As Προϊσταμένη Προμηθειών, so I am writing to introduce Ζαχαροπλαστική Λιο",
         "… + the sender's company, closing and signature",
         "a broken sentence introducing the buyer's own company, cut off; no signature"),
    ]),
    (D160, "P011"): ("The product garbled, a sentence repeated, a garbled fragment; the "
                     "signature's title garbled.", [
        ("artifact", "body", "cmounder", "flounder", "garbled product word"),
        ("artifact", "body", "I am happy to send details. I am happy to send details.",
         "I am happy to send details.", "a sentence repeated"),
        ("artifact", "body", "I am happkku Sindi a. Writinets Irelinen", "I am writing to introduce AS Sindi Mets ja Meri",
         "garbled introduction"),
        ("sender_wrong", "body", "Moulismüügijuht", "Välismüügijuht", "the sender's title garbled"),
    ]),
    (D160, "P012"): ("Subject and body: `lulam`, the buyer's company cut into brackets, garbled "
                     "greeting and title, stray words after the sender's name.", [
        ("artifact", "subject", "lulam beams", "glulam beams", "first letter lost"),
        ("company_misspelled", "subject", "«Աթանեսյան(()", "«Աթանեսյան Շին» ՍՊԸ",
         "the buyer's company cut and bracket-garbled"),
        ("contact_wrong", "body", ("FZE", "footwear"), "Օլեգ Աթանեսյան", "garble in the contact's slot"),
        ("company_misspelled", "body", "«Աթանեսյան(( need", "«Աթանեսյան Շին» ՍՊԸ",
         "the buyer's company cut and bracket-garbled (also `«Աթանեսյան(»` later)"),
        ("title_wrong", "body", "yersά import sa)", "Գնումների բաժնի պետ", "garble in the title's slot"),
        ("sender_wrong", "body", "Tõnis Õunapuu Impt FZE", "Tõnis Õunapuu … AS Sindi Mets ja Meri",
         "stray `Impt FZE` where the signature's company belongs"),
    ]),
    (D160, "P013"): ("Garbled subject, wrong given name, the note's fair sentence garbled, a stray "
                     "`B` in the signature.", [
        ("artifact", "subject", "sheptem xé parts offer", "frozen cranberries offer", "garbled subject"),
        ("contact_wrong", "body", "Dear Coas Vidal,", "Marine Vidal", "a garble for the given name"),
        ("artifact", "body", "I understand you need Flame à Natexpo Paris (s.", "Natexpo Paris (septembre 2025)",
         "garbled note sentence"),
        ("artifact", "body", "B AS Sindi Mets ja Meri", "AS Sindi Mets ja Meri",
         "a stray letter before the company line"),
    ]),
    (D160, "P014"): ("Clean (`at Visgroothandel Fechant B.V. you know` without a comma accepted).", []),
    (D160, "P015"): ("Garbled note sentence, `Ask` for `As`, the signature garbled with the "
                     "buyer's title.", [
        ("artifact", "body", "I understand you are aichuning b Tran¨es at Taichung;acks JSC.",
         "(the note: bakeries in Taichung, 10 kg cartons, Taiwan FDA documents)", "garbled note sentence"),
        ("artifact", "body", "Ask採購課長", "As 採購課長", "`Ask` fused with the title"),
        ("sender_wrong", "body", "Oõ中朏長 採購課長 La SA", "Tõnis Õunapuu / Välismüügijuht / AS Sindi Mets ja Meri",
         "the signature garbled, with the buyer's title as the sender's"),
    ]),
}
