"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Keyed by (setting, buyer id); each label is (type, part, found, expected, note). NOTES holds a
one-line reading of each draft. One label per distinct problem per part; the judgement calls are
in README.md.
"""
S1_COMPANY = "Mũi Né Hải Vị Co., Ltd."
S1_NAME = "Huỳnh Thị Mỹ Duyên"
S1_TITLE = "Trưởng phòng Xuất khẩu"

LABELS = {
    # ---------------- AR ----------------
    ("ar", "P001"): [
        ("artifact", "body", "I understand you are interested in France.", "",
         "a nonsense note sentence: the buyer is in France; the note records a SIAL meeting and a price request"),
        ("sender_wrong", "body", "introduce Trưởng phòng Xuất khẩu to", S1_COMPANY,
         "the sender's title where the sender's company belongs"),
        ("artifact", "body",
         "Trưởng phòng Xuất khẩu, may I send you a few samples?\n\nKind regards,\nHuỳnh Thị Mỹ Duyên, Trư",
         "", "after the signature the closing starts again (the sender's title addressed like the reader) and breaks off mid-word"),
    ],
    ("ar", "P002"): [
        ("artifact", "body",
         "Trưởng phòng Xuất khẩu, may I send you a few samples?\n\nBest regards,\nHuỳnh Thị Mỹ Duyên\nTrưởng phòng Xuất khẩu\nTrưởng phòng Xuất khẩu, may I send you a few samples?\n\nBest regards,\nHuỳ",
         "", "the closing loops twice after the signature and breaks off mid-name"),
    ],
    ("ar", "P003"): [
        ("artifact", "body", "It was good to meet you at a +0 L set of an 바다곳간 stands out among buyers of fish sauce in South Korea.",
         "", "garbled note sentence (the note's 20 L sample request); it reads as a meeting claim, but the garble is what a reader sees"),
    ],
    ("ar", "P004"): [],
    ("ar", "P005"): [
        ("artifact", "body", "I understand you are interested in FOODEX JAPANで名刺交換。日本語での連絡を希望。",
         "", "the Japanese note pasted raw into an English sentence, and the body ends there (no offer, no signature)"),
    ],
    ("ar", "P006"): [],
    ("ar", "P007"): [
        ("artifact", "body", "Fruit Attraction Madrid bu packs a steady source of dragon fruit", "",
         "garbled note sentence"),
    ],
    ("ar", "P008"): [
        ("artifact", "body", "Trưởng phòng Xuất khẩu\nTrưởng phòng Xuất khẩu", "",
         "the sender's title twice in the signature"),
    ],
    ("ar", "P009"): [
        ("note_wrong", "body", "organic dolian certification", "Prefers correspondence in Russian; asked for prices CFR Vladivostok.",
         "claims an interest in organic certification (with a garbled product word) that the note does not hold"),
        ("artifact", "body", "Would you be open to a short call next", "", "the body breaks off mid-sentence"),
    ],
    ("ar", "P010"): [
        ("artifact", "body", "As खरीद प्रमुख at ग", "", "the body breaks off in the company's name"),
    ],
    ("ar", "P011"): [],
    ("ar", "P012"): [
        ("artifact", "body",
         "Trưởng phòng Xuất khẩu, may I send you a few samples?\n\nSincerely,\nHuỳnh Thị Mỹ Duyên\nTrưởng phòng Xuất khẩu, Trưởng phòng Xuất khẩu, may I send you a few samples?\n\nSincerely",
         "", "the closing loops after the signature (title doubled) and ends on a bare 'Sincerely'"),
    ],
    ("ar", "P013"): [
        ("sender_wrong", "subject", "Trưởng phòng Xuất khẩu", S1_COMPANY,
         "the sender's title in the sender's slot of an 'X and Y' subject"),
        ("artifact", "body", "IFE London bu asked about lecte paper", "", "garbled note sentence"),
        ("artifact", "body", "Trưởng phòng Xuất khẩu\nTrưởng phòng Xuất khẩu", "",
         "the sender's title twice in the signature"),
    ],
    ("ar", "P014"): [
        ("artifact", "body", "introduce Mũi Né Hải Vị Co., Ltd. to บริษัท ตันตราจิณ", "",
         "the body breaks off in the company's name after one sentence"),
    ],
    ("ar", "P015"): [
        ("artifact", "body", "As Υπεύθυνος Προμηθειών at Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.\nDear Σκ", "",
         "a sentence left unfinished, then a new greeting that breaks off"),
    ],
    # ---------------- diffusion@160 ----------------
    ("diffusion@160", "P001"): [
        ("sender_wrong", "subject", "Arnaud Saveurs d'Asie SAS x Arnaud Saveurs d'Asie SAS", S1_COMPANY,
         "the buyer's company in the sender's slot of an 'X x Y' subject"),
        ("contact_wrong", "body", "Dear morning Huỳnh", "Alix Arnaud",
         "the greeting names the sender's family name (and 'morning') instead of the contact"),
        ("artifact", "body", "I understand you needucontrée aumeuoc-mâm 40°Noren bouteilles de 00 col.", "",
         "garbled note sentence"),
        ("company_misspelled", "body", "Arnaud Saveurs d'Asie SNC", "Arnaud Saveurs d'Asie SAS",
         "the company with another French legal form (SNC for SAS)"),
        ("sender_wrong", "body", "Auỳnina", S1_NAME, "the sender's name garbled in the signature"),
        ("artifact", "body", "Ai Arnaud Officer ofcontce at Arnaud aupcontat, you will want partners who", "",
         "garbled text after the signature, broken off"),
    ],
    ("diffusion@160", "P002"): [],
    ("diffusion@160", "P003"): [
        ("artifact", "body", "I gathk you are lric7king at a 바다곳간, I would be glad to prepare you.", "",
         "garbled note sentence"),
        ("country_wrong", "body", "in Poland", "South Korea", "the buyer's company placed in Poland"),
    ],
    ("diffusion@160", "P004"): [
        ("artifact", "body", "Trưởng phòng Xuất khẩu, and I would be glad to discuss it.", "",
         "after the signature the draft starts over: a second body and closings, ending 'Sincerely, You'"),
        ("company_misspelled", "body", "Kerr & Tan Asian Foods Trading Vị Coị Co., Ltd", "Kerr & Tan Asian Foods Limited",
         "the buyer's company fused with pieces of the sender's (again as 'Kerr & Tan Asian Foods Limited Xźị Co., Ltd.' in the next paragraph)"),
        ("sender_wrong", "body", "Juỳnh Thị Dỹ Duyên", S1_NAME, "the sender's name misspelled in the second signature"),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "subject", "Trưởng phòng Xuất khẩu JSC", S1_COMPANY,
         "the sender's title with 'JSC' in the sender's slot of an 'X and Y' subject"),
        ("artifact", "body", "It whstand you need FOODEX JAPANで名刺交換。日本語での連絡を希望。望。", "",
         "the Japanese note pasted into a garbled sentence that runs into word salad"),
        ("sender_wrong", "body", "TradaẲ本IAòng Xuất", S1_NAME + ", " + S1_TITLE,
         "the signature's name and title garbled"),
    ],
    ("diffusion@160", "P006"): [
        ("sender_wrong", "body", "introduce Trưởng phòng Xuất khẩu to", S1_COMPANY,
         "the sender's title where the sender's company belongs"),
        ("sender_wrong", "body", "Business Development, M采购主管", S1_TITLE,
         "the sender's title in the signature written as 'Business Development' fused with the buyer's title"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "body", "Fruit Attraction Madrid; Techniques, you know", "", "garbled clause after the note's fair"),
    ],
    ("diffusion@160", "P008"): [],
    ("diffusion@160", "P009"): [
        ("sender_wrong", "subject", "Trưởng phòng Xuất khẩu", S1_COMPANY,
         "the sender's title in the sender's slot of an 'X and Y' subject"),
        ("sender_wrong", "body", "introduce Trưởng phòng Xuất khẩu JSC to", S1_COMPANY,
         "the sender's title with 'JSC' where the sender's company belongs"),
        ("artifact", "body", "We supply dusain FirОo from the Phil", "", "word salad for the product and origin"),
        ("sender_wrong", "body", "Thank you,\nOu", S1_NAME, "the signature's name is garbled letters in three scripts"),
    ],
    ("diffusion@160", "P010"): [
        ("company_misspelled", "subject", "प्रभु गुरुंग फ्रेश फ्रूट्स", "गुरुंग फ्रेश फ्रूट्स प्राइवेट लिमिटेड",
         "the subject is the company's short name with the contact's given name fused in front"),
        ("artifact", "body", "I found गुरुंग फ्रेश फ्रूट्स\nDear प्रभु गुरुंग फ्", "",
         "a fragment, then a second greeting that breaks off"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "It that Asia-Feinkost Blümel GmbH sources rice paper", "", "words missing ('It that')"),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "subject", "Nice paper", "rice paper", "the category garbled in the subject ('Nice paper')"),
        ("artifact", "body", "As Kierownik działu zakupów at Błażejewicz Import Sp. z o.o.\n\nWould", "",
         "a sentence left unfinished"),
    ],
    ("diffusion@160", "P013"): [
        ("sender_wrong", "subject", "Smith & Lau Oriental Supplies Ltd x Smith & Lau Oriental Supplies Ltd", S1_COMPANY,
         "the buyer's company in the sender's slot of an 'X x Y' subject"),
        ("artifact", "body", "IFE London; soed of", "", "garbled note sentence"),
        ("company_misspelled", "body", "SFɓ Lau Oriental ps", "Smith & Lau Oriental Supplies Ltd",
         "the buyer's company garbled inside the note sentence"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "subject", "ฟู้ดส์ จำกัด,", "บริษัท ตันตราจิณ ฟู้ดส์ จำกัด", "a stray comma ends the subject"),
        ("artifact", "body", "I found บริษัท ตันตราจิณ ฟู้ดส์ จำกัด", "",
         "the body is one fragment without a greeting, then breaks off"),
        ("contact_wrong", "body", "Dear บริษัท ตั", "วรนาฎ ตันตราจิณ",
         "the greeting addresses the (cut) company instead of the contact"),
    ],
    ("diffusion@160", "P015"): [
        ("company_misspelled", "body", "Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.Ε.Κ.Κ.Κ.", "Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.",
         "the legal form runs on into repeated letters"),
        ("artifact", "body", "Dear Σκορδά this", "", "a second greeting that breaks off"),
    ],
}

NOTES = {
    ("ar", "P001"): "AR; sender's title as its company, nonsense note sentence, looping cut-off closing",
    ("ar", "P002"): "AR; clean until the closing loops and is cut off",
    ("ar", "P003"): "AR; garbled note sentence, otherwise right",
    ("ar", "P004"): "AR; clean: company, contact, title, category and sender right",
    ("ar", "P005"): "AR; English although the note asks for Japanese (no label: no type fits); note pasted raw, body ends",
    ("ar", "P006"): "AR; clean; Chinese company and title inside English accepted",
    ("ar", "P007"): "AR; garbled note sentence",
    ("ar", "P008"): "AR; title doubled in the signature",
    ("ar", "P009"): "AR; English although the note asks for Russian (no label); invented certification request; cut off",
    ("ar", "P010"): "AR; cut off in the Devanagari company",
    ("ar", "P011"): "AR; clean",
    ("ar", "P012"): "AR; looping closing",
    ("ar", "P013"): "AR; sender's title in the subject, garbled note sentence, title doubled in signature",
    ("ar", "P014"): "AR; cut off after one sentence",
    ("ar", "P015"): "AR; cut off and restarted",
    ("diffusion@160", "P001"): "diffusion@160; many faults: subject, greeting, note garble, legal form, signature, tail",
    ("diffusion@160", "P002"): "diffusion@160; clean (a missing comma after the title is not labelled)",
    ("diffusion@160", "P003"): "diffusion@160; garbled note sentence; buyer placed in Poland",
    ("diffusion@160", "P004"): "diffusion@160; starts over after the signature with garbled company and sender name",
    ("diffusion@160", "P005"): "diffusion@160; subject, note garble, garbled signature",
    ("diffusion@160", "P006"): "diffusion@160; sender's title as its company; wrong title in signature",
    ("diffusion@160", "P007"): "diffusion@160; garbled clause after the fair",
    ("diffusion@160", "P008"): "diffusion@160; clean (a missing comma after the company is not labelled)",
    ("diffusion@160", "P009"): "diffusion@160; sender's title as company in subject and body; word salad; garbled signature",
    ("diffusion@160", "P010"): "diffusion@160; fused subject; body cut off",
    ("diffusion@160", "P011"): "diffusion@160; words missing in the first sentence",
    ("diffusion@160", "P012"): "diffusion@160; 'Nice paper' subject; unfinished sentence",
    ("diffusion@160", "P013"): "diffusion@160; buyer's company twice in the subject; garbled note sentence with garbled company",
    ("diffusion@160", "P014"): "diffusion@160; stray comma in subject; broken, cut-off body addressing the company",
    ("diffusion@160", "P015"): "diffusion@160; legal form runs on; second greeting cut off",
}
