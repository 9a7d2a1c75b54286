"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only) as a
careful sales manager would: one label per distinct problem per part.
Key: (setting, buyer id) -> list of (type, part, found, expected, note). No entry or [] = clean."""

AR, D = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): [
        ("contact_wrong", "subject", "Wijnhandel Callens, a quick idea", "Liam",
         "the buyer's company in the subject's slot for the contact's given name"),
        ("artifact", "body", "askedoper wijnen", "asked for the ex-cellar price list",
         "the note's request garbled into the recorded title"),
    ],
    (AR, "P002"): [
        ("artifact", "body", "EPdaaging", "Elbling wine (or the note's samples)", "a garbled non-word"),
    ],
    (AR, "P003"): [
        ("artifact", "body", "and a brief call with Fox & Daughters Wine Merchants Ltd stands out",
         "two sentences (the note's request; the company standing out)", "two sentences run together"),
    ],
    (AR, "P005"): [
        ("artifact", "body", "ProWein Düsseldorf bu SpA", "ProWein Düsseldorf", "garble after the fair's name"),
    ],
    (AR, "P008"): [
        ("company_misspelled", "subject", "ŗ (OU-D). Prefers English.", "נחמיאס יבוא מזון בע\"מ",
         "the company's slot holds garble and note fragments"),
        ("contact_wrong", "body", "뜷燴osher certificate", "ליאור נחמיאס",
         "the greeting's name slot holds garble and a note fragment"),
        ("artifact", "body", "interested in dairy (OU-D)", "needs a kosher certificate for dairy (OU-D)",
         "the note garbled"),
        ("company_misspelled", "body", "tilesion textilesцѳ (OU-D). Prefers English.", "נחמיאס יבוא מזון בע\"מ",
         "word salad in the company's slot"),
        ("title_wrong", "body", "turs a kosher certificerk", "מנהל רכש", "word salad in the title's slot"),
        ("company_misspelled", "body", "Senikäl r.", "נחמיאס יבוא מזון בע\"מ",
         "garble in the company's slot of the closing question"),
    ],
    (AR, "P009"): [
        ("artifact", "body", "Anuga Cologne bu asked", "Anuga Cologne. You asked", "the note sentence garbled"),
    ],
    (AR, "P010"): [
        ("artifact", "body", "cheese.Ε.", "cheese.", "a stray letter and full stop (the legal form's tail)"),
        ("artifact", "body", "Nadine Schmit-", "Nadine Schmit-Weber, Exportleiterin",
         "the body cut off inside the signature"),
    ],
    (AR, "P013"): [
        ("note_wrong", "body", "It was a pleasure to meet you", "no meeting: the note records contact through the website",
         "a meeting the buyer's note does not record"),
        ("artifact", "body", "atatewermusel Spezialitéiten S.à r.l.", "(a fair or place)",
         "garble, and the sender's own company as the meeting place"),
    ],
    (AR, "P015"): [
        ("artifact", "body", "aka pallets", "a quote for 2 pallets of 200 g jars", "the note's request garbled"),
    ],
    (D, "P001"): [
        ("artifact", "subject", "electriclbling wine", "Elbling wine", "a garbled category"),
        ("artifact", "body", "(Luxembourg in Belgium.", "(Luxembourg stand)",
         "the note's parenthesis garbled and left open"),
    ],
    (D, "P002"): [
        ("artifact", "body", "It wderstand you need FOODEX JAPAN 2025で面談。サンプル6本を希望。ςςςςςςςςσ)",
         "a sentence about the fair and the 6 samples", "the raw Japanese note pasted into a garbled sentence"),
        ("artifact", "body", "\"悒ϗ望を帜嗗。ςςςςςςςςςώ望 輸入部課長 &友 輸入部課長 & 輸入部課長",
         "Elbling wine", "word salad and the title repeated in place of the offer"),
        ("artifact", "body", "& 輸", "the rest of the e-mail and the signature", "the body cut off"),
    ],
    (D, "P003"): [
        ("category_wrong", "subject", "Clerk tea", "Elbling wine", "tea, which the sender does not sell"),
    ],
    (D, "P005"): [
        ("title_wrong", "body", "Einkaufsleiter Wein Dl", "Einkaufsleiter Wein", "stray letters in the title"),
    ],
    (D, "P006"): [
        ("note_wrong", "body", "It was good to meet you at", "no meeting: the note records a request for samples",
         "a meeting the buyer's note does not record"),
        ("artifact", "body", "IFS Food certif Food IFS Food IFS Food", "the IFS Food certificate",
         "the note's words repeated in a loop"),
        ("artifact", "body", "Is Food Is IA", "the rest of the e-mail and the signature",
         "the body cut off inside the loop"),
    ],
    (D, "P008"): [
        ("company_misspelled", "subject", "afaH Sdn뗗 Sdnə Sdnź (OU-D)ᐻ", "נחמיאס יבוא מזון בע\"מ",
         "word salad in the company's slot"),
        ("artifact", "subject", "Accountvers adoraog", "Kachkéis cooked cheese", "garble in the product's slot"),
        ("contact_wrong", "body", "FZEog Cri䐐 FZE됐 FZE", "ליאור נחמיאס", "word salad in the greeting's name slot"),
        ("artifact", "body", "a k khertification", "a kosher certificate", "the note garbled"),
        ("company_misspelled", "body", "(OU-D)(( Sdn( powerese", "נחמיאס יבוא מזון בע\"מ",
         "word salad in the company's slot"),
        ("title_wrong", "body", "yersec import j import0ahaahaave (OU-D)((P) Ltd", "מנהל רכש",
         "word salad in the title's slot"),
        ("company_misspelled", "body", "afaY Marino Corp.", "נחמיאס יבוא מזון בע\"מ",
         "garble ending in a made-up company in the company's slot"),
    ],
    (D, "P009"): [
        ("artifact", "body", "at shuf life", "at Anuga Cologne", "a garbled note fragment in the fair's place"),
    ],
    (D, "P010"): [
        ("artifact", "subject", "Ναθαναήλ.:", "Ναθαναήλ:", "a stray full stop"),
        ("artifact", "body", "As Υπεύθυνος Αγορών.", "As Υπεύθυνος Αγορών at Παλλάς Τρόφιμα Α.Ε., …",
         "a sentence left without its main clause"),
    ],
    (D, "P013"): [
        ("artifact", "body", "It wher you need P Emily need Fishing", "a sentence about the sample request",
         "the note sentence garbled"),
    ],
    (D, "P014"): [
        ("artifact", "subject", "B.V..:", "B.V.:", "a doubled full stop"),
        ("artifact", "body", "It that Van Dokkum", "I see that Van Dokkum", "a sentence missing words"),
    ],
    (D, "P015"): [
        ("artifact", "body", "ave gallets", "2 pallets", "the note's request garbled"),
    ],
}
