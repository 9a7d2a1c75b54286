"""Labels of the 30 model drafts, written by reading each draft's subject and body only.

Key: (setting, buyer_id) → list of (type, part, found, expected, note). An empty list is a clean draft.
"""
CO = "Cibao Verde Agroexport, S.R.L."

LABELS = {
    # ---- AR ----
    ("ar", "P001"): [
        ("sender_wrong", "subject", "S.R.L. x", CO, "the sender's slot of 'X x Y' holds only the legal form"),
        ("artifact", "body", "InterTabac Dortmund bu an InterTabac Dortmund cigars", "InterTabac Dortmund", "garbled note sentence with the fair repeated"),
        ("sender_wrong", "body", "Encargada de Exportaciones\nS.R.L.", CO, "the signature's company line is only 'S.R.L.'"),
    ],
    ("ar", "P002"): [
        ("artifact", "body", "As Διευθυντής Αγορών at Καπνεμπορική Καζαν", "a whole sentence, closing and signature", "body cut off inside the company name; no closing or signature"),
    ],
    ("ar", "P003"): [
        ("artifact", "subject", "S.R.L. and S.R.L.", "the two companies", "subject holds only a legal form twice: neither company is named"),
        ("artifact", "body", "It was good to meet you at awar list CIF Bahrain.", "the price list the note records", "garbled note sentence (a meeting at 'awar list')"),
    ],
    ("ar", "P004"): [
        ("sender_wrong", "body", "introduce S.R.L. to", CO, "the sender's company reduced to its legal form; again as the signature's company line"),
    ],
    ("ar", "P005"): [
        ("artifact", "body", "It was good to meet you at +garrenhaus Stolze GmbH stands out", "a sentence", "two sentences fused and garbled; the note holds no meeting"),
        ("sender_wrong", "body", "Encargada de Exportaciones\nS.R.L.", CO, "the signature's company line is only 'S.R.L.'"),
    ],
    ("ar", "P006"): [
        ("sender_wrong", "subject", "Fibao Verde Agroeajotes", "Cibao Verde Agroexport", "the sender's company garbled"),
        ("company_misspelled", "subject", "Ayka Tavet Foods Inc.", "Avery Tropical Foods Inc.", "buyer's company garbled"),
        ("artifact", "body", "bu asked about aűantains", "the quote the note records", "garbled note sentence"),
        ("artifact", "body", "I thought this might interest you astamon Aduagracia Peña Rosario of", "a sentence", "garbled sentence mixing the sender's name into the buyer's side"),
        ("company_misspelled", "body", "Ayka Ttur Foods Inc.", "Avery Tropical Foods Inc.", "buyer's company garbled"),
        ("sender_wrong", "body", "S.rao Verde Agroeśa Rosario, S.R.L.", CO, "the signature's company garbled"),
    ],
    ("ar", "P007"): [
        ("contact_wrong", "subject", "Fr de 18 kg", "Mélissa", "the contact's slot holds a garbled note fragment"),
        ("artifact", "body", "une cotation pour bananihat you require", "the quotation the note records", "garbled note sentence"),
        ("sender_wrong", "body", "cartons de 18 kg", "Encargada de Exportaciones", "a note fragment in the sender's title place"),
        ("sender_wrong", "body", "F.R.L.", CO, "the signature's company is only a garbled legal form"),
    ],
    ("ar", "P008"): [
        ("sender_wrong", "subject", "and S.R.L.", CO, "the sender's slot holds only the legal form"),
        ("sender_wrong", "body", "introduce S.R.L. to", CO, "the sender's company reduced to its legal form; again in the signature"),
    ],
    ("ar", "P009"): [
        ("artifact", "subject", "Ferhean and West African grocers in south London n asked", "a subject", "the subject is a garbled note fragment"),
        ("artifact", "body", "I note that you need Rendan and West African grocers in south London n asked.", "the sample carton the note records", "garbled note sentence"),
        ("sender_wrong", "body", "Shibao Verde Agroeś, S.R.L.", CO, "the signature's company garbled"),
    ],
    ("ar", "P010"): [
        ("sender_wrong", "subject", "Fibao Verde Agroeaj", "Cibao Verde Agroexport", "the sender's company garbled"),
        ("sender_wrong", "body", "introduce S.R.L. to", CO, "the sender's company reduced to its legal form; again in the signature"),
    ],
    ("ar", "P011"): [
        ("artifact", "body", "Encargada de Exportaciones\nEncargada de Exportaciones\nEncargada de Exportaciones, Encargada de Exportaciones", "Encargada de Exportaciones", "the sender's title repeated four times in the signature"),
        ("sender_wrong", "body", "S.o.", CO, "the signature's company is a garbled 'S.o.'"),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "As ผู้", "a whole sentence, closing and signature", "body cut off inside the buyer's Thai title"),
    ],
    ("ar", "P013"): [
        ("artifact", "body", "I understand you are interested in a Agroe calibrated 10x14 mm ovals bu Hवे", "a sentence on the ovals the note records, closing and signature", "garbled note sentence, then the body stops"),
    ],
    ("ar", "P014"): [
        ("sender_wrong", "subject", "and S.R.L.", CO, "the sender's slot holds only the legal form"),
    ],
    ("ar", "P015"): [
        ("sender_wrong", "body", "introduce S.R.L. to", CO, "the sender's company reduced to its legal form; again in the signature"),
    ],
    # ---- diffusion@160 ----
    ("diffusion@160", "P001"): [
        ("artifact", "body", "InterTabac Dortmund; sos.", "InterTabac Dortmund.", "garbled end of the note sentence"),
    ],
    ("diffusion@160", "P002"): [
        ("artifact", "subject", "snacksραζαζαζανανανανανανααζαναναναανα", "a subject", "the subject loops on Greek letters; the body is empty"),
    ],
    ("diffusion@160", "P003"): [
        ("artifact", "body", "I gather you are loo ling loungesking at aíae list CIF Bahrain I I am to contact you directly.", "the price list the note records", "garbled note sentence"),
    ],
    ("diffusion@160", "P004"): [
        ("artifact", "body", "Invest you you are interested in hand-rolled cigars.", "I understand you are interested", "garbled opening sentence"),
    ],
    ("diffusion@160", "P005"): [
        ("artifact", "body", "I gather you are looking at unhile; prefers e-ble 1۞iand you need C f Executive.", "the cedar boxes the note records", "garbled note sentence"),
    ],
    ("diffusion@160", "P006"): [
        ("company_misspelled", "subject", "A Sdn T Fi Foods Inc.", "Avery Tropical Foods Inc.", "buyer's company garbled"),
        ("artifact", "body", "trade show;, so", "trade show, so", "stray ';,'"),
        ("sender_wrong", "body", "introduce Encargada de Exportaciones", CO, "the sender's title in the company's place, and the sentence stops"),
        ("company_misspelled", "body", "A Sdnꯆ Inc.", "Avery Tropical Foods Inc.", "buyer's company garbled"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "body", "It we good to meet you at FOB Caucedo pumps I am happy to send details.", "the quotation the note records", "garbled note sentence"),
        ("sender_wrong", "body", "introduce Encargada de Exportaciones to", CO, "the sender's title in the company's place"),
        ("sender_wrong", "body", "Cnc.R.L.", CO, "the signature's company garbled"),
    ],
    ("diffusion@160", "P008"): [
        ("sender_wrong", "subject", "Frutas Mendizábal S.L. x", CO, "the buyer's company in the sender's slot of 'X x Y'"),
    ],
    ("diffusion@160", "P009"): [
        ("contact_wrong", "body", "Dhleigh", "Ashleigh", "the contact's first name garbled"),
        ("artifact", "body", "It was good to meet you at so cartonon.", "the sample carton the note records", "garbled note sentence (a meeting at 'so cartonon')"),
        ("sender_wrong", "body", "Cycle a goodde Sàrl", CO, "the signature's company garbled, with a Swiss legal form"),
    ],
    ("diffusion@160", "P010"): [
        ("sender_wrong", "body", "At Ehf Barge de Fi we make", CO, "the sender's company garbled"),
    ],
    ("diffusion@160", "P011"): [
        ("sender_wrong", "body", "introduce Encargada de Exportaciones to", CO, "the sender's title in the company's place"),
        ("sender_wrong", "body", "Çlcir公䋋\nPllc Oyj", "Yokasta Altagracia Peña Rosario / " + CO, "the signature's name and company garbled"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "subject", "จุฑาภรณ์ แถมธน,", "a subject", "the subject is only the contact's name and a comma"),
        ("artifact", "body", "I hope this might interest you as ผู้จัดการฝ่ายจัดซื้อ จุฑาภรณ์ แถมธน", "a whole sentence, closing and signature", "no greeting; the body stops after the title and name"),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "body", "Dear धवल सुब्रमण्यम जेम्स प्राइवेट ल", "Dear धवल सुब्रमण्यम, and a body", "the body is only a greeting that runs into the company and stops"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "subject", "For Stahr Edelsteine e.K. buys larimar cabochons", "a subject", "garbled subject (a clause where the offer should be)"),
        ("artifact", "body", "Intergem Bishein I I am", "Intergem in Idar-Oberstein. I am", "garbled fair place and a doubled 'I'"),
        ("sender_wrong", "body", "introduce Encargada de Exportaciones to", CO, "the sender's title in the company's place"),
    ],
    ("diffusion@160", "P015"): [
        ("sender_wrong", "body", "introduce Encargada de Exportaciones\n to", CO, "the sender's title in the company's place"),
        ("artifact", "body", "Encargada de Exportaciones,", "Encargada de Exportaciones", "stray comma at the end of the signature"),
    ],
}
