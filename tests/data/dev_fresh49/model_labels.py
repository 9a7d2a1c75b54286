"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject, body only).
Key: (setting, buyer_id) -> (note, [(type, part, found, expected, label note), ...])."""

AR, D160 = "ar", "diffusion@160"

LABELS = {
    # ---------------------------------------------------------------- AR
    (AR, "P001"): ("note sentence ends in a stray category word", [
        ("artifact", "body", "IFE London in March crackers.", "IFE London in March.",
         "a stray `crackers` after the note's fair and month"),
    ]),
    (AR, "P002"): ("clean", []),
    (AR, "P003"): ("the German note pasted into an English sentence and garbled", [
        ("artifact", "body", "Köln kennengelernt bu möchte Muster von drei Sorten",
         "the ISM in Köln (and the samples asked for)",
         "the note's German words pasted in, with a garbled `bu`: unreadable as a meeting sentence"),
    ]),
    (AR, "P004"): ("Hebrew-script buyer: every record slot garbled", [
        ("artifact", "subject", "랂癯炛瑲毂 Tradingckers", "galletti crackers",
         "the category slot of the subject is garbage (mixed scripts, a fused `Tradingckers`)"),
        ("contact_wrong", "body", "랇arleyels", "מוריה גרינברג", "garbage in the contact's slot"),
        ("artifact", "body", "make product before listat need dependable suppliers",
         "a kosher certificate for every product before listing",
         "the note sentence garbled"),
        ("title_wrong", "body", "licicyce", "מנהלת רכש", "garbage in the title's slot"),
        ("company_misspelled", "body", "U畒oğex", 'גרינברג יבוא ושיווק בע"מ',
         "garbage in the company's slot"),
        ("company_misspelled", "body", "ashi\x87礒 (.", 'גרינברג יבוא ושיווק בע"מ',
         "garbage (with a control character) in the company's slot of the closing question"),
    ]),
    (AR, "P005"): ("clean", []),
    (AR, "P006"): ("the note's customers cut into a broken clause", [
        ("artifact", "body", "interested in Melbourne's west (Sunshine.",
         "Maltese clubs and cafés in Melbourne's west (Sunshine, St Albans)",
         "the note cut off inside its bracket and turned into an interest"),
    ]),
    (AR, "P007"): ("subject lost its product word", [
        ("artifact", "subject", "Frozen from", "frozen pastizzi from",
         "`pastizzi` lost from the category in the subject"),
    ]),
    (AR, "P008"): ("clean", []),
    (AR, "P009"): ("clean: `asked about the FDA facility registration and a steady source` is loose but not "
                   "wrong", []),
    (AR, "P010"): ("clean (an English e-mail to a Greek-script buyer; names and title as recorded)", []),
    (AR, "P011"): ("the note sentence fused with the company and the category garbled", [
        ("artifact", "body", "Italyas a pleasure to meet you at Storladi Bevande S.r.l. stands out",
         "It was a pleasure to meet you at Cibus in Parma",
         "`It was` fused with `Italy`, and the fair replaced by the buyer's company run on into "
         "another sentence"),
        ("artifact", "body", "ofldkly pear cordial", "of prickly pear cordial",
         "the category garbled (`ldkly`); the same garble again in `supplyldkly pear cordial`"),
    ]),
    (AR, "P012"): ("garbled note sentence and a title fragment for the category", [
        ("artifact", "body", "atalth-food shops bu need dependable suppliers of foodkly pear cordial",
         "(the note: supplies organic and health-food shops; needs an EU organic certificate)",
         "a meeting sentence garbled out of the note (the note records no meeting)"),
        ("artifact", "body", "supplyldkoper dranken", "supply prickly pear cordial",
         "a fused garble of the buyer's title in the category's place"),
    ]),
    (AR, "P013"): ("note request garbled and category garbled", [
        ("artifact", "body", "ingredient list Director Japan", "an ingredient list in Japanese",
         "`in Japanese` garbled into `Director Japan`"),
        ("artifact", "body", "Åkly pear cordial", "prickly pear cordial", "the category garbled"),
    ]),
    (AR, "P014"): ("Thai-script buyer: subject garbled, body cut off", [
        ("artifact", "subject", "aboutirakly pear cordial", "about prickly pear cordial",
         "the category fused with `about` and garbled"),
        ("artifact", "body", "จำกัด. As", "(the rest of the e-mail)", "the body stops after `As`"),
    ]),
    (AR, "P015"): ("Arabic-script buyer: stray word, body cut off", [
        ("artifact", "body", "Gulfood Dubai it.", "Gulfood Dubai.", "a stray `it` after the fair"),
        ("artifact", "body", "شركة المهيري لل", "شركة المهيري للمواد الغذائية ذ.م.م",
         "the body stops inside the company's name"),
    ]),
    # ---------------------------------------------------------------- diffusion@160
    (D160, "P001"): ("the fair written twice", [
        ("artifact", "body", "at IFE London at IFE London", "at IFE London", "a doubled phrase"),
    ]),
    (D160, "P002"): ("clean", []),
    (D160, "P003"): ("German note garbled and fused with the next sentence", [
        ("artifact", "body", "Köln kennengelernt; möch to introduce", "the ISM in Köln. I am writing to introduce",
         "the note's German words cut (`möch`) and run into the introduction"),
    ]),
    (D160, "P004"): ("Hebrew-script buyer: subject loops, body empty (labelled once, in the subject)", [
        ("artifact", "subject", "gletti crackers", "galletti crackers", "the category lost its first letters"),
        ("company_misspelled", "subject", "Dor꒨ʙ SdnH Marino Trade Marino", 'גרינברג יבוא ושיווק בע"מ',
         "garbage (and an invented Latin name) in the company's slot"),
        ("artifact", "subject", "((((((((((", "(an end to the subject, and a body)",
         "the subject loops on `(` and the body is empty"),
    ]),
    (D160, "P005"): ("subject lost letters", [
        ("artifact", "subject", "gletti crackers", "galletti crackers", "the category lost its first letters"),
    ]),
    (D160, "P006"): ("a meeting sentence garbled out of the note", [
        ("artifact", "body", "meet you at Melbourne's, I hope", "(the note: customers in Melbourne's west)",
         "`meet you at Melbourne's` breaks off into the next sentence; the note records customers, "
         "no meeting"),
    ]),
    (D160, "P007"): ("sender's company garbled in the subject", [
        ("sender_wrong", "subject", "Firek-Deheb Foods Ltd", "Bir id-Deheb Foods Ltd",
         "the sender's company garbled"),
    ]),
    (D160, "P008"): ("clean", []),
    (D160, "P009"): ("the note's request garbled", [
        ("artifact", "body", "(0 ft reef,", "a CIF New York quote for a 20 ft reefer",
         "the note's request cut to a garbled fragment"),
    ]),
    (D160, "P010"): ("Greek-script buyer: title slot holds the name, tail garbled and cut off", [
        ("artifact", "subject", "Frozen pastiz for", "Frozen pastizzi for", "the category cut short"),
        ("title_wrong", "body", "As Ανθή Κανελλή,", "Υπεύθυνη Αγορών",
         "the contact's name in the title's slot"),
        ("artifact", "body", "Λτδ,ιμτδμρΎιμρμρα", "Λτδ this month be possible?",
         "the closing question breaks into garbage, a second greeting fusing contact and company, and "
         "a cut-off company name"),
    ]),
    (D160, "P011"): ("note garbled, category garbled, sender's company garbled in the signature", [
        ("artifact", "body", "In that you needgciuto albus di Parma; chiede listinastquiquire",
         "You asked at Cibus in Parma for our price list and technical sheets",
         "the Italian note garbled"),
        ("artifact", "body", "We supply matters of our mucholly pear cordial",
         "We can prepare samples of our prickly pear cordial",
         "two sentences fused and the category garbled"),
        ("sender_wrong", "body", "BesricupDeheb Foods Ltd", "Bir id-Deheb Foods Ltd",
         "the sender's company garbled in the signature"),
    ]),
    (D160, "P012"): ("category garbled twice (subject, body), note garbled, sentences fused", [
        ("artifact", "subject", "checkkly pear cordial", "prickly pear cordial", "the category garbled"),
        ("artifact", "body", "you need hl snacks", "(the note: supplies organic and health-food shops)",
         "the note garbled into `hl snacks`"),
        ("artifact", "body", "pipkly pear cordial", "prickly pear cordial", "the category garbled"),
        ("artifact", "body", "Zeldenrust Dranken B.V. this month be possible?",
         "Zeldenrust Dranken B.V., you … Would a brief call … this month be possible?",
         "the title sentence runs into the closing question: words lost"),
    ]),
    (D160, "P013"): ("note garbled, category garbled, sender's name garbled in the signature", [
        ("artifact", "body", "(Makes式会社迾;og AS AS.", "(Makuhari); you asked for an ingredient list in Japanese.",
         "the note garbled after `(Mak`"),
        ("artifact", "body", "messkly pear cordial", "prickly pear cordial", "the category garbled"),
        ("sender_wrong", "body", "Marthese co鋪嬬長", "Marthese Grech Azzopardi",
         "the sender's family names replaced by garbage in the signature"),
    ]),
    (D160, "P014"): ("Thai-script buyer: subject without its product, body cut off", [
        ("artifact", "subject", "For บริษัท", "prickly pear cordial for บริษัท",
         "the subject is only `For` and the company: the product words lost"),
        ("artifact", "body", "Foods Ltd  สุธินัน", "(the rest of the e-mail)",
         "the body breaks off after a double space with part of the contact's given name"),
    ]),
    (D160, "P015"): ("Arabic-script buyer: subject only the name, garbled body, no greeting", [
        ("artifact", "subject", "عبدالله المهيري,", "(a subject)", "the subject is only the contact's name and a comma"),
        ("artifact", "body", "It was a pleasure to شركة", "It was a pleasure to meet you at Gulfood Dubai.",
         "words lost: the sentence jumps from `pleasure to` to the company"),
        ("artifact", "body", "powerkly pear cordial", "prickly pear cordial", "the category garbled"),
        ("company_misspelled", "body", "of؅المهيري", "of شركة المهيري للمواد الغذائية ذ.م.م",
         "the company lost `شركة` and carries a stray Arabic sign"),
        ("artifact", "body", "ذ.م.م.مدير المشتريات\nDear شركة", "(an end to the e-mail and a signature)",
         "the title fused onto the company, a second greeting cut off; no signature"),
    ]),
}
