"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject, body only).

Key: (setting, buyer_id). Each label: (type, part, found, expected, note). One label per
finding type per part; where one type has several spans in a part, `found` is the first or
plainest and the note names the others.
"""

CO = "Oeste Pomar & Faiança, Lda."
TITLE = "Responsável de Exportação"

LABELS: dict[tuple[str, str], list[tuple[str, str, str, str, str]]] = {
    # ---------------- AR ----------------
    ("ar", "P001"): [
        ("sender_wrong", "subject", "Lda.", CO, "The sender's company reduced to its legal form ('Rocha pears from Lda.')."),
        ("artifact", "body", "Macfrut Rimini in Brazil", "", "The note's fair put in the buyer's country (Macfrut is in Rimini, Italy): a garbled note sentence."),
        ("sender_wrong", "body", "Socha pears", CO, "The signature's company line is a garble of the sender and the product ('Socha pears')."),
    ],
    ("ar", "P002"): [
        ("note_wrong", "body", "It was good to meet you at GlobalG.A.P.P.",
         "Supplies two supermarket chains; needs GlobalG.A.P. and GRASP certificates before any trial.",
         "A meeting claimed for a buyer whose note records none, 'at' a garbled certificate name."),
        ("sender_wrong", "body", "Socha pears", CO, "The signature's company line is a garble ('Socha pears')."),
    ],
    ("ar", "P003"): [
        ("sender_wrong", "subject", "and Lda.", CO, "The sender's company reduced to its legal form."),
        ("sender_wrong", "body", "Sofe Pomar & Faiança, Lda.", CO, "The sender's company misspelt in the signature (Sofe for Oeste), twice."),
        ("artifact", "body", "Sofe Pomar & Faiança\nSofe Pomar & Faiança", "", "The signature's company line doubled."),
    ],
    ("ar", "P004"): [
        ("artifact", "subject", "As Directrice des achats at Les Importations Duchesne inc. As Directrice des achats at Les Importations Duchesne inc.", "",
         "A subject that runs on into body sentences and loops ('We. makes Rocha pears in Canada', the title sentence eleven times)."),
        ("artifact", "body", "Would a brief call with Les Importations Duchesne inc.\n", "",
         "The body is only a cut-off question and the signature (no greeting, no introduction)."),
        ("sender_wrong", "body", "Sesponsável de", TITLE, "The sender's title garbled and cut off in the signature."),
    ],
    ("ar", "P005"): [
        ("artifact", "body", "Correia\nSo.", "", "A stray fragment 'So.' where the signature's company line belongs."),
    ],
    ("ar", "P006"): [
        ("artifact", "subject", "Szulejo tiles", "", "The category garbled in the subject (Szulejo for azulejo)."),
        ("artifact", "body", "Coverings 2025 it.", "", "A stray word after the note's fair ('Coverings 2025 it.'); also a stray 'Lo.' as the signature's company line."),
    ],
    ("ar", "P007"): [
        ("artifact", "body", "Exportação\nSo.", "", "A stray fragment 'So.' where the signature's company line belongs."),
    ],
    ("ar", "P008"): [
        ("artifact", "body", "15y our stand at restaurant interiors", "", "The note's interest garbled ('blue-and-white 15y our stand at restaurant interiors'); also a stray 'So.' closing the signature."),
        ("sender_wrong", "body", "Sofponsável de Exportação", TITLE, "The sender's title garbled in the signature."),
    ],
    ("ar", "P009"): [
        ("contact_wrong", "subject", "뙂", "יעל שלו", "A garbled Hangul syllable in the contact's slot of the subject."),
        ("company_misspelled", "subject", "tilesupira Ütam", 'שלו אריחים ועיצוב בע"מ', "Garble in the buyer's company's place in the subject."),
        ("contact_wrong", "body", "Dear 뙽Т뜹ro", "יעל שלו", "A garbled name in the greeting."),
        ("company_misspelled", "body", "tilesupulic n her customers", 'שלו אריחים ועיצוב בע"מ', "Garble in the buyer's company's place ('introduce ... to tilesupulic n her customers'; again 'at Coperk o th ui tiles')."),
        ("title_wrong", "body", "lic0ulejo tiles", "מנהלת רכש", "Garble in the title's place ('As lic0ulejo tiles at ...')."),
        ("artifact", "body", "thelyer customers asimins", "", "Word salad ('You asked about thelyer customers asimins', 'Coermtase Üermer thsto tiles'), and a stray 'So.' closing the signature."),
    ],
    ("ar", "P010"): [
        ("artifact", "body", "Exportação\nSo.", "", "A stray fragment 'So.' where the signature's company line belongs."),
    ],
    ("ar", "P011"): [
        ("artifact", "subject", "injinha liqueur", "", "The category cut at its first letter (injinha for ginjinha)."),
        ("note_wrong", "body", "It was good to meet you atiu ginjinha liqueur",
         "Fala português; os clientes são cafés e mercearias portuguesas. Pediu ginjinha com fruto.",
         "A meeting claimed for a buyer whose note records none (the note has a request and customers), in a garbled sentence."),
        ("artifact", "body", "Exportação\nSo.", "", "A stray fragment 'So.' where the signature's company line belongs."),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "Bar Convent Berlin documentation, and I would be glad to discuss it", "", "The note's sentence garbled after the fair's name."),
        ("sender_wrong", "body", "introduce Lda. to", CO, "The sender's company reduced to its legal form; also the signature's company garbled ('Leadalayão, Lda.')."),
    ],
    ("ar", "P013"): [
        ("sender_wrong", "body", "introduce Lda. to", CO, "The sender's company reduced to its legal form."),
        ("artifact", "body", "Κάβα Ρίγκος Ι.Κ.Ε. As Υπεύθυνος Προμηθειών at Κάβα Ρίγκος Ι.", "", "A sentence fragment repeated, then the body cut off mid-word (no question, no signature)."),
    ],
    ("ar", "P014"): [
        ("artifact", "body", "Srl cl miniatures h customers asfreza", "", "The note's request garbled ('As you asked about  Srl cl miniatures h customers asfreza'); also a stray 'So.' closing the signature."),
    ],
    ("ar", "P015"): [
        ("artifact", "body", "Exportação\nSo.", "", "A stray fragment 'So.' where the signature's company line belongs."),
    ],
    # ---------------- diffusion@160 ----------------
    ("diffusion@160", "P001"): [
        ("artifact", "body", "Macfrut Rimini in the Cinea", "", "The note's fair followed by a garble ('in the Cinea')."),
    ],
    ("diffusion@160", "P002"): [
        ("artifact", "subject", "Cartwright Fresh Produce for Cartwright Fresh Produce Ltd", "", "The buyer's company where the product belongs: the name doubled."),
        ("artifact", "body", "looking at need RcS ermob", "", "The note's sentence garbled."),
        ("sender_wrong", "body", "Ces cablesoomar & Faiança", CO, "The sender's company garbled."),
    ],
    ("diffusion@160", "P003"): [
        ("sender_wrong", "subject", "Resta Pomar & Faiança", CO, "The sender's company misspelt (Resta for Oeste)."),
    ],
    ("diffusion@160", "P004"): [
        ("artifact", "subject", "Les Importations Duchesne auun for", "", "A garbled copy of the buyer's company where the product belongs."),
        ("artifact", "body", "needureAL Montréal and and", "", "The note's sentence garbled, with a doubled 'and'; also 'thisc. this month' in the closing question."),
        ("sender_wrong", "body", "Olive Cooles", CO, "The sender's company garbled."),
        ("company_misspelled", "body", "Les Importations Duchesne.c.", "Les Importations Duchesne inc.", "The buyer's legal form garbled (Duchesne.c.)."),
    ],
    ("diffusion@160", "P005"): [
        ("sender_wrong", "body", "Wesţvel & Faiança", CO, "The sender's company garbled."),
        ("artifact", "body", "As Kierownik działu zakupów at Wawryniuk Owoce Import Sp. z o.o.\n", "", "A sentence cut off after the title clause."),
    ],
    ("diffusion@160", "P006"): [
        ("artifact", "body", "Coverings 2025 to meetails", "", "The note's sentence garbled after the fair's name; 'I found Ball Tile & Stone a steady source of azulejo tiles' also reads as if the buyer sold them."),
    ],
    ("diffusion@160", "P007"): [
        ("sender_wrong", "subject", "Eeste Pomar & Faiança", CO, "The sender's company misspelt (Eeste for Oeste)."),
    ],
    ("diffusion@160", "P008"): [
        ("artifact", "body", "15 &; Buyer standce; Buyer dorres;.", "", "The note's interest garbled into word salad."),
    ],
    ("diffusion@160", "P009"): [
        ("company_misspelled", "subject", "Doraya", 'שלו אריחים ועיצוב בע"מ', "Garble in the buyer's company's place in the subject."),
        ("artifact", "subject", "((((Q( o( o( o(", "", "The subject loops on brackets."),
        ("contact_wrong", "body", "FZEəɢaveave", "יעל שלו", "A garbled name in the greeting."),
        ("sender_wrong", "body", "Wesţomar & Faiança", CO, "The sender's company garbled."),
        ("company_misspelled", "body", "ahaᐨ7lev", 'שלו אריחים ועיצוב בע"מ', "Garble in the buyer's company's place ('to (ڋ朕 ahaᐨ7lev', later 'FZE', 'cíaɱ hac g hac')."),
        ("artifact", "body", "theve; her customers", "", "Word salad, a long loop of brackets and the body cut off without a question or signature."),
    ],
    ("diffusion@160", "P010"): [],
    ("diffusion@160", "P011"): [
        ("artifact", "subject", "Caves Meyer S.à r.l. x Caves Meyer S.à r.l.", "", "The buyer's company on both sides of the 'x' (the sender's side holds the buyer)."),
        ("artifact", "body", "la p导 os clientes são cafés e mercearias", "", "The note's sentence garbled (a stray CJK character, the Portuguese note half copied); also 'in the Luxembourg'."),
        ("company_misspelled", "body", "Paves Meyer S.à r.o.", "Caves Meyer S.à r.l.", "The buyer's company misspelt (Paves, r.o.)."),
        ("sender_wrong", "body", "Ces Ltda", CO, "The signature's company garbled, with a wrong legal form."),
    ],
    ("diffusion@160", "P012"): [
        ("artifact", "body", "Berlin;istss Korean back labels bef labels before import", "", "The note's sentence garbled, with a doubled word."),
        ("company_misspelled", "body", "bu담주르", "주식회사 해담주류", "The title repeated in the company's place and the company garbled ('at 구매팀 과장 bu담주르')."),
        ("sender_wrong", "body", "Oakver Üo휋퀀 구매팀 과장ira.esto.", "Margarida Sofia Antunes Correia", "The sender's name replaced by a garble holding the buyer's title."),
    ],
    ("diffusion@160", "P013"): [
        ("artifact", "subject", "injinha liqueur", "", "The category cut at its first letter."),
        ("sender_wrong", "subject", "C.e Pomar & Exportação", CO, "The sender's company garbled with a word of her title."),
        ("artifact", "body", "Κάβα Ρίγκος Ι.Κ.Ε. Υπεύθυνος Προμηθειών\nDear Φρίξος", "", "A broken first sentence, the greeting repeated, and the body cut off after the question ('Φρ')."),
        ("country_wrong", "body", "in Portugal", "Greece", "The buyer placed among buyers in Portugal (the sender's country)."),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "body", "0 cl miniatures; customers", "", "The note's request garbled (0 cl for 5 cl, a stray semicolon)."),
    ],
    ("diffusion@160", "P015"): [
        ("artifact", "body", "As Category Manager, Spirits partners who deliver on time.", "", "Two sentences fused: words dropped after the title."),
    ],
}
