"""Labels of the 30 model drafts, written by reading each draft's subject and body (nothing else of
the run was opened). Key: (setting, buyer_id) -> [(type, part, found, expected, note)]."""

LOOP = "مدير التصدير التصدير"
T = "مدير التصدير"

LABELS = {
    ("ar", "P001"): [
        ("artifact", "body", "meet you at l'eau de fleur d'orange blossom water", "meet you at Sirha Lyon", "garbled note sentence: the fair's place is filled with the product"),
        ("artifact", "body", LOOP, T, "the sender's title loops (repeated word)"),
    ],
    ("ar", "P002"): [
        ("artifact", "subject", "Wenge blossom water", "orange blossom water", "garbled category word in a subject that holds the e-mail"),
        ("artifact", "subject", "As Directeur des achats at Les Importations Martel inc. As Directeur des achats", "Zahlé Bustan S.A.L. x Les Importations Martel inc.", "the whole introduction written into the subject, one clause looping ten times"),
        ("artifact", "body", LOOP, T, "the sender's title loops; the body has no greeting or introduction (they went into the subject)"),
    ],
    ("ar", "P003"): [("artifact", "body", LOOP, T, "the sender's title loops")],
    ("ar", "P004"): [("artifact", "body", LOOP, T, "the sender's title doubled")],
    ("ar", "P005"): [("artifact", "body", "matters. Zahlé Bust", "matters.", "the body is cut off mid-word, no closing or signature")],
    ("ar", "P006"): [("artifact", "body", LOOP, T, "the sender's title loops")],
    ("ar", "P007"): [
        ("contact_wrong", "body", "Dear 뼳,", "Լառա Ճոճկանյան", "a Hangul character in place of the Armenian contact"),
        ("title_wrong", "body", "As cioon at", "Գնումների մենեջեր", "a garbled word in the title's place"),
        ("artifact", "body", "ՍՊԸ, Zahlé Bustan S.A.L.", "", "sentence broken off; no closing or signature"),
    ],
    ("ar", "P008"): [("artifact", "body", LOOP, T, "the sender's title loops")],
    ("ar", "P009"): [
        ("company_misspelled", "subject", "Zrton Continental Foods Pty Ltd", "Burton Continental Foods Pty Ltd", "first letters of the company garbled"),
        ("artifact", "body", LOOP, T, "the sender's title loops"),
    ],
    ("ar", "P010"): [
        ("artifact", "body", "As مسؤولة المشتريات at شركة بنو معقل للمواد الغذائية ذ.م.م. We", "", "the 'As … at …' sentence lost its main clause"),
        ("artifact", "body", "شركة بنو معقل للمواد الغذائ", "شركة بنو معقل للمواد الغذائية ذ.م.م.", "the body is cut off inside the company name; no closing or signature"),
    ],
    ("ar", "P011"): [
        ("artifact", "body", "interested in frozenth 12 garrafas", "asked for a FOB Beirute quote, cases of 12 bottles", "garbled note sentence"),
        ("artifact", "body", LOOP, T, "the sender's title loops"),
    ],
    ("ar", "P012"): [
        ("sender_wrong", "body", "Zahlé Bustan S.A.L. de C.V.", "Zahlé Bustan S.A.L.", "the buyer's Mexican legal form added to the sender's company"),
        ("artifact", "body", "Distribuidora Godínez\nDear Modesto Godínez,", "", "the e-mail restarts after a broken first paragraph"),
        ("artifact", "body", LOOP, T, "the sender's title loops"),
    ],
    ("ar", "P013"): [
        ("artifact", "body", "bu asked about avte", "", "garbled note sentence"),
        ("artifact", "body", "ير التصدير التصدير", "", "runs into a loop of the sender's title; rest of the e-mail and signature missing"),
    ],
    ("ar", "P014"): [("artifact", "body", "interested in a to I.", "asked for a quote on 12 x 70 cl cases", "garbled note sentence (English draft to a buyer who prefers Japanese: no label, the tool drafts English)")],
    ("ar", "P015"): [("artifact", "body", LOOP, T, "the sender's title loops")],

    ("diffusion@160", "P001"): [
        ("sender_wrong", "subject", "Tomip, aulian S.ir M Ltd", "Zahlé Bustan S.A.L.", "garble in the sender's slot of an 'X and Y' subject"),
        ("artifact", "body", "you needuu Sirha Lyon en bouteil.", "met at Sirha Lyon; 1 L bottles", "garbled note sentence"),
    ],
    ("diffusion@160", "P002"): [
        ("company_misspelled", "subject", "Les Importations Martel,c.", "Les Importations Martel inc.", "legal form garbled"),
        ("artifact", "body", "It wer you need det you need demé un échantillon documentation", "Bonjour / Dear Alexandre … you asked for a sample", "no greeting; garbled note sentence"),
        ("sender_wrong", "body", "؍ations Martel to", "Zahlé Bustan S.A.L.", "garble of the buyer's company in the sender's slot (again as the signature's company, 'Z؍ations Martel')"),
        ("company_misspelled", "body", "Les Importations Martel.c.", "Les Importations Martel inc.", "legal form garbled (again as 'Les Importations Martel Lead Co.')"),
    ],
    ("diffusion@160", "P003"): [
        ("artifact", "subject", "Robinson Mediterranean Pantry for Robinson Mediterranean Pantry LLC", "orange blossom water for Robinson Mediterranean Pantry LLC", "the buyer's company in the product's slot: a meaningless subject"),
        ("sender_wrong", "body", "ضon MediterؓA.Laseegas.", "Zahlé Bustan S.A.L.", "garble (of the buyer's company and Las Vegas) in the sender's company slot"),
    ],
    ("diffusion@160", "P004"): [("artifact", "body", "Good morning Α. Πολέμη & Σια Ο.Ε.ιΪΊα Υπεύθυνη Προμη", "Georges Abi Rached", "a garbled greeting line in place of the signature")],
    ("diffusion@160", "P005"): [
        ("artifact", "body", "oul comp0 ml bottification; happy to so", "250 ml bottle price … halal certificate", "garbled note sentence"),
        ("sender_wrong", "body", "introduce مديرة المشتريات.", "Zahlé Bustan S.A.L.", "the buyer's title in the sender's slot"),
        ("artifact", "body", "مديرة المشترياتlاجججججة\nHello أريج آل جع", "", "garbled run, a second greeting, cut off; no closing or signature"),
    ],
    ("diffusion@160", "P006"): [
        ("sender_wrong", "body", "ZimelديرA.Ligne Feinkost GmbH", "Zahlé Bustan S.A.L.", "garble in the sender's slot (and 'Zero Co., Ltd.' for the company in the signature)"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "subject", "«Ճոճկանյան partner for «Ճոճկանյան", "carob molasses partner for «Ճոճկանյան Ֆուդ» ՍՊԸ", "company cut after its first word, in the product's slot too"),
        ("artifact", "body", "", "an e-mail body", "empty body"),
    ],
    ("diffusion@160", "P008"): [
        ("artifact", "body", "Zealan, may I send you a few samples?\n\nThank you,", "", "a second closing after the signature"),
        ("contact_wrong", "body", "Zealan,", "Emanuel", "a garbled word in the contact's place"),
        ("sender_wrong", "body", "Ąll Buyan S.A.L.", "Zahlé Bustan S.A.L.", "the sender's company garbled in the second signature"),
    ],
    ("diffusion@160", "P009"): [
        ("artifact", "subject", "Pal farasses", "carob molasses", "garbled category"),
        ("artifact", "body", "Zeal, may I send you a few samples?\n\nThank you,", "", "a second closing after the signature"),
        ("contact_wrong", "body", "Zeal,", "Kenneth", "a garbled word in the contact's place"),
        ("sender_wrong", "body", "Ąton Contran S.A.", "Zahlé Bustan S.A.L.", "the sender's company garbled (with a piece of the buyer's) in the second signature"),
    ],
    ("diffusion@160", "P010"): [
        ("sender_wrong", "body", "introduce شركة بنو معقل للمواد الغذائية ذ.م.م.A.L.L.", "introduce Zahlé Bustan S.A.L.", "the buyer's company fused with a garbled legal form in the sender's slot"),
        ("artifact", "body", "at شركة بنو معقل للمواد الغذائية ذ.م.", "", "cut off inside the company; no closing or signature"),
    ],
    ("diffusion@160", "P011"): [
        ("sender_wrong", "subject", "Zerent؍ BuA S.A.L.", "Zahlé Bustan S.A.L.", "the sender's company garbled"),
        ("sender_wrong", "body", "Zerentخ Bustan S.A.L.", "Zahlé Bustan S.A.L.", "the sender's company garbled (and the signature 'Georges de Compras ofas Comprت …')"),
        ("artifact", "body", "As Gerente de Compras at Fonseca Bebidas Importadas Ltda. As Gerente de Compras", "", "a clause loops three times"),
        ("artifact", "body", "We supply reak", "We supply arak", "garbled category"),
        ("country_wrong", "body", "at Finland", "Brazil", "a country that is neither the buyer's nor the sender's"),
    ],
    ("diffusion@160", "P012"): [
        ("company_misspelled", "subject", "Distribuidora Godínez a S.A. de C.V..", "Distribuidora Godínez, S.A. de C.V.", "stray 'a' and doubled full stop in the company"),
        ("artifact", "body", "need S.A. de compak, you know", "", "garbled sentence"),
        ("artifact", "body", "We supply reak", "We supply arak", "garbled category"),
        ("company_misspelled", "body", "Distribuidora Godínez\n S.A. de C.V.", "Distribuidora Godínez, S.A. de C.V.", "the company broken over a line, comma lost"),
        ("artifact", "body", "International l, Zahlé", "Zahlé", "garbled words in the signature"),
    ],
    ("diffusion@160", "P013"): [
        ("sender_wrong", "subject", "andالتؠ", "and Zahlé Bustan S.A.L.", "garble in the sender's slot"),
        ("sender_wrong", "body", "Georges AyδάιΪτΪτΪτια Τσουκιά Τσουκιάdor Τσο", "Georges Abi Rached", "the sender's name garbled with the buyer's family name; no company"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "body", "you need 12 documentation", "asked for a quote on 12 x 70 cl cases", "garbled note sentence"),
        ("sender_wrong", "body", "introduce 輸入課長. to", "introduce Zahlé Bustan S.A.L. to", "the buyer's title in the sender's slot"),
        ("artifact", "body", "Thank you again forએ井king our pandh I & 輸入課長 & Cirlé Buتصص", "", "cut sentence and a garbled closing; no signature"),
    ],
    ("diffusion@160", "P015"): [
        ("contact_wrong", "subject", "Martin,", "Jacob", "the family name in the given name's slot"),
        ("artifact", "subject", ",st idea", ", a quick idea", "garbled words"),
        ("artifact", "body", "We supply reak", "We supply arak", "garbled category"),
    ],
}
