"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, note), ...]). One label per
distinct problem per part; odd characters of garbled spans are written as \\u escapes.
"""

S1_CO = "Strelasund Handelskontor GmbH & Co. KG"

LABELS = {
    # ------------------------------------------------------------------ AR
    ("ar", "P001"): ("greeting fused and garbled; the note sentence loops on the fair's name and the body stops there", [
        ("contact_wrong", "body", "Dearsmea", "Tessa Haack", "a garbled word fused with 'Dear' in the contact's place"),
        ("artifact", "body", "spoga+gafa Cologne bu an spoga+gafa Cologne bu an spoga+gafa Cologne n an GmbH & Co. KG",
         "spoga+gafa Cologne", "the note sentence loops three times, ends in the sender's bare legal form, and the body is cut off there"),
    ]),
    ("ar", "P002"): ("body clean; the category garbled in the subject", [
        ("artifact", "subject", "Stofed", "Roofed", "garbled first word of the category"),
    ]),
    ("ar", "P003"): ("the German-language note turned into a garbled interest; English draft to a buyer whose note asks for German (no label: no type fits)", [
        ("artifact", "body", "Rundentsch korrespondieren", "(the note: Bitte nur auf Deutsch korrespondieren)",
         "garbled words from the note in an 'interested in' sentence"),
    ]),
    ("ar", "P004"): ("the note's sample chair garbled; signed with the given name only (accepted)", [
        ("artifact", "body", "a set chair", "a sample chair", "garbled word where the note has 'sample'"),
    ]),
    ("ar", "P005"): ("clean", []),
    ("ar", "P006"): ("the note sentence breaks off into a fragment", [
        ("artifact", "body", "Vivaness Nuremberg; supplies spa hotels.", "Vivaness Nuremberg",
         "a note fragment glued to the meeting sentence"),
    ]),
    ("ar", "P007"): ("clean", []),
    ("ar", "P008"): ("the Hebrew buyer's company, contact and title all garbled", [
        ("company_misspelled", "subject", "tilesogue Pkzttiraile antmds", "כהן ספא סחר בע\"מ",
         "garbled text in the buyer's company's place"),
        ("contact_wrong", "body", "\ub642\u03e4", "יפה כהן", "garbled characters in the contact's place"),
        ("company_misspelled", "body", "U\xfcgen healing chalk", "כהן ספא סחר בע\"מ",
         "a garbled category in the buyer's company's place ('introduce … to Uügen healing chalk')"),
        ("title_wrong", "body", "lic0 Guoundterdech\xfc", "מנהלת רכש", "garbled text in the title's place"),
        ("company_misspelled", "body", "Comasung Export", "כהן ספא סחר בע\"מ", "an invented company in the buyer's company's place"),
        ("company_misspelled", "body", "Co\u1507asine", "כהן ספא סחר בע\"מ", "garbled word in the buyer's company's place"),
        ("company_misspelled", "body", "ashi\u11f5t\"me", "כהן ספא סחר בע\"מ", "garbled word in the buyer's company's place"),
    ]),
    ("ar", "P009"): ("the note sentence garbled; the body stops mid-sentence, no closing", [
        ("artifact", "body", "bu prefers Englishat you require", "(the note: prefers English)",
         "note words glued into a garbled clause"),
        ("artifact", "body", "you know how much reliable supply matters", "a finished sentence, closing and signature",
         "the body is cut off after this (no full stop, no signature)"),
    ]),
    ("ar", "P010"): ("clean", []),
    ("ar", "P011"): ("garbled interest sentence; the title doubled and cut mid-word, body ends there", [
        ("artifact", "body", "a phyung Export", "(the note: a phytosanitary certificate)", "garbled words in an 'interested in' sentence"),
        ("artifact", "body", "مدير قسم التقاوي مدير قسم التق", "مدير قسم التقاوي",
         "the title written again and cut off mid-word; the body stops there"),
    ]),
    ("ar", "P012"): ("clean", []),
    ("ar", "P013"): ("the sender's company garbled in subject and body; the fair's name garbled; body cut off mid-name", [
        ("sender_wrong", "subject", "Strelasund Handelskontor \xdb Mak \xf5", S1_CO, "the sender's company garbled"),
        ("artifact", "body", "Potato Europeti", "Potato Europe", "the fair's name with a stray syllable"),
        ("sender_wrong", "body", "Strelasund Handelskontor \xe6n extRLn \xdb Mak \xe8nik\u1cc3 Tech", S1_CO,
         "the sender's company garbled in the introduction"),
        ("company_misspelled", "body", "\u10d8 \u10d2\u10d0\u10ef\u10d8\u10d4\u10d5\u10d8 \u10d0\u10d2\u10e0\u10dd",
         "შპს გაჯიევი აგრო", "the company fused to the garble before it, its შპს lost"),
        ("artifact", "body", "We would like to offer \u10e8\u10de\u10e1 \u10d2\u10d0\u10ef", "We would like to offer შპს გაჯიევი აგრო …",
         "the body is cut off mid-name, no closing or signature"),
    ]),
    ("ar", "P014"): ("clean", []),
    ("ar", "P015"): ("a meeting 'at' garbled note words; the legal form garbled", [
        ("artifact", "body", "Agria e Kennebec clientes", "(the note: samples of Agria and Kennebec asked for)",
         "note words in the place of a fair ('meet you at Agria e Kennebec clientes')"),
        ("company_misspelled", "body", "Barros & Filhos, Lda.o.", "Barros & Filhos, Lda.", "a stray 'o.' after the legal form"),
    ]),
    # ------------------------------------------------------------- diffusion@160
    ("diffusion@160", "P001"): ("buyer's company in the sender's slot of the subject; contact from family name and title; garbled note sentence; a sentence without its end; the sender's company garbled", [
        ("sender_wrong", "subject", "Haack Strandinrichting B.V. x Haack Strandinrichting B.V.",
         f"{S1_CO} x Haack Strandinrichting B.V.", "the buyer's company in the sender's slot"),
        ("contact_wrong", "body", "Haack Inkoop", "Tessa Haack", "family name + a word of the title in the greeting"),
        ("artifact", "body", "spoga+gafa Cologne;acks 40 two-seater chairs I I am happy", "spoga+gafa Cologne",
         "garbled note fragment and a doubled 'I'"),
        ("artifact", "body", "As Hoofd Inkoop at Haack Strandinrichting B.V.", "a finished sentence",
         "the sentence breaks off after the company"),
        ("sender_wrong", "body", "Strelasund Handelskontor de Co. KG", S1_CO, "the sender's company garbled in the signature"),
    ]),
    ("diffusion@160", "P002"): ("clean ('Mathiasen, a quick idea …' addresses the buyer by family name: accepted)", []),
    ("diffusion@160", "P003"): ("buyer's company in the sender's slot; garbled note sentence with the sender's company garbled; signature company with a wrong legal form", [
        ("sender_wrong", "subject", "Käser Gartenmöbel AG x Käser Gartenmöbel AG", f"{S1_CO} x Käser Gartenmöbel AG",
         "the buyer's company in the sender's slot"),
        ("artifact", "body", "Hotels undenbäder to meis and the", "(the note: Hotels und Strandbäder am Thunersee)",
         "garbled note words as a meeting place"),
        ("sender_wrong", "body", "Hälsnin Handelskontor GmbH & Co. KG", S1_CO, "the sender's company garbled"),
        ("sender_wrong", "body", "Strelasund Handelskontor Limited", S1_CO, "the sender's legal form replaced by 'Limited' in the signature"),
    ]),
    ("diffusion@160", "P004"): ("garbled request; the signature garbled with the buyer's title and a loop", [
        ("artifact", "body", "a so chairs", "a sample chair", "garbled words where the note has 'a sample chair'"),
        ("sender_wrong", "body", "\xe0ebc\xf6\u670b\u094byung Export \u8cfc\u8cb7\u90e8\u9577s", "Wiebke Mareike Thießen, Leitung Export",
         "the sender's name garbled and the buyer's title written as hers"),
        ("artifact", "body", "Jememememememememememememememememememe", "", "a syllable looping at the end"),
    ]),
    ("diffusion@160", "P005"): ("buyer's company in the sender's slot; the sender's company ends in a product word", [
        ("sender_wrong", "subject", "Mueller Wypoczynek Sp. z o.o. x Mueller Wypoczynek Sp. z o.o.",
         f"{S1_CO} x Mueller Wypoczynek Sp. z o.o.", "the buyer's company in the sender's slot"),
        ("sender_wrong", "body", "Strelasund Handelskontor chairs", S1_CO, "'chairs' in place of the sender's legal form"),
    ]),
    ("diffusion@160", "P006"): ("note fragment; the sender's company garbled; the signature garbled", [
        ("artifact", "body", "Vivaness Nuremberg; supplies.", "Vivaness Nuremberg", "a note fragment glued to the meeting sentence"),
        ("sender_wrong", "body", "Strelasund Handelskontor de &.c.", S1_CO, "the sender's legal form garbled"),
        ("sender_wrong", "body", "Oiebke M\xe1 siv\xe1zekun & Leitung Export Relu Industrial Selehatamin\u022boto.",
         "Wiebke Mareike Thießen, Leitung Export, Strelasund Handelskontor GmbH & Co. KG",
         "the signature's name and company garbled"),
    ]),
    ("diffusion@160", "P007"): ("the product said to come from the buyer's country; the sender's title with 'Ltd' and no company", [
        ("sender_wrong", "body", "from South Korea with short lead times", "from Germany",
         "the sender's country given as the buyer's"),
        ("sender_wrong", "body", "Leitung Export Ltd", "Leitung Export, Strelasund Handelskontor GmbH & Co. KG",
         "a bare 'Ltd' in place of the sender's company"),
    ]),
    ("diffusion@160", "P008"): ("garbled throughout: company, contact, title, a long loop, a garbled signature", [
        ("company_misspelled", "subject", "\ub6cb\u751f ( k Marino tatima\u1d52orp Marino Trade", "כהן ספא סחר בע\"מ",
         "garbled text in the buyer's company's place"),
        ("contact_wrong", "body", "FZE\u0259\u4514 \u46cb1 Pro need", "יפה כהן", "garbled text in the contact's place"),
        ("company_misspelled", "body", "ote\u020b9pos ( kies7\u4410Q7andorp Trade Trade Rs\u09c6\xa7", "כהן ספא סחר בע\"מ",
         "garbled text in the buyer's company's place"),
        ("title_wrong", "body", "yers\u0ca0 import diaha (\u5aaa\u7a1b\u0229", "מנהלת רכש", "garbled text in the title's place"),
        ("company_misspelled", "body", "ote\u020b\u751f ( ktton tui\u1412ors", "כהן ספא סחר בע\"מ",
         "garbled text in the buyer's company's place (second mention)"),
        ("artifact", "body", "Trade Trade Trade Trade Trade Trade Trade Trade Trade Trade", "", "'Trade' looping some 180 times"),
        ("sender_wrong", "body", "Ti\xea\u7514((((((\"a Trade Trade Trade Trade Trade deradortunulstor Trade Trade SA de Trade & Export SA de Trade",
         "Wiebke Mareike Thießen, Leitung Export, Strelasund Handelskontor GmbH & Co. KG", "the signature garbled, no name or company"),
    ]),
    ("diffusion@160", "P009"): ("subject with a garbled legal form on the buyer's company; a garbled note fragment; stray letters after the signature", [
        ("company_misspelled", "subject", "Ο. Γκούσκος & ΣΙΑ Ο.Ε.Ε. KG", "Ο. Γκούσκος & ΣΙΑ Ο.Ε.",
         "an extra 'Ε.' and the sender's 'KG' fused to the buyer's legal form"),
        ("artifact", "body", "Bologna;sanies like", "Bologna", "a garbled word fused to the fair's name"),
        ("artifact", "body", "Thießen Ο. Ο. Ο.", "Wiebke Mareike Thießen", "stray repeated letters after the signature's name"),
    ]),
    ("diffusion@160", "P010"): ("the sender's company garbled in the signature", [
        ("sender_wrong", "body", "Selling Junk Handelskontor GmbH", S1_CO, "the sender's company garbled"),
    ]),
    ("diffusion@160", "P011"): ("garbled request; an invented company for the buyer; garbled origin; garbled signature", [
        ("artifact", "body", "a CHer and and", "(the note: a CIF Alexandria price)", "garbled word and a doubled 'and'"),
        ("company_misspelled", "body", "M CIF Alexandria JSC", "شركة البنا للتقاوي والتجارة",
         "note words and a legal form in the buyer's company's place"),
        ("artifact", "body", "from Stoo\u062d lead times", "from Germany with short lead times", "a garbled origin, words lost"),
        ("sender_wrong", "body", "Qi\u76ea\u0627\u0644\u062a \u0645", "Wiebke Mareike Thießen",
         "the signature garbled, no name or company"),
    ]),
    ("diffusion@160", "P012"): ("body clean; the category garbled in the subject", [
        ("artifact", "subject", "Berhfied\u0624eed potatoes", "Certified seed potatoes", "garbled category"),
    ]),
    ("diffusion@160", "P013"): ("the company cut short; garbled origin; the body ends mid-word", [
        ("company_misspelled", "body", "Companies like \u10e8\u10de\u10e1 \u10d2\u10d0\u10ef\u10d8\u10d4\u10d5\u10d8 need",
         "შპს გაჯიევი აგრო", "the company without its last word (აგრო)"),
        ("artifact", "body", "from G\u10e0", "from Germany", "a garbled origin"),
        ("artifact", "body", "Could. send you our catalogue and prices for certified seed potatoes of \u10e8\u10d4\u10e1\u10e7\u10d8",
         "Could I send you our catalogue and prices for certified seed potatoes?",
         "garbled question cut off mid-word (a piece of the buyer's title); no closing or signature"),
    ]),
    ("diffusion@160", "P014"): ("the draft breaks off, claims a meeting at the buyer's company, greets again and is cut off", [
        ("artifact", "body", "As Руководитель отдела закупок,", "a finished sentence", "the sentence breaks off after the title"),
        ("note_wrong", "body", "Thank you for your time at ТОО «Омарова Агро»", "(none: the buyer has no note)",
         "a meeting claimed that no note records"),
        ("artifact", "body", "Dear Жанар Омарова,", "", "a second greeting in the middle of the body"),
        ("artifact", "body", "Thank you ag and the team", "", "garbled restart of the opening sentence"),
        ("artifact", "body", "We would like to offer ТОО", "", "the body is cut off mid-name, no closing or signature"),
    ]),
    ("diffusion@160", "P015"): ("buyer's company in the sender's slot; garbled word; a sentence without its end; the sender's company misspelt", [
        ("sender_wrong", "subject", "Barros & Filhos to Barros & Filhos", f"{S1_CO} to Barros & Filhos",
         "the buyer's company in the sender's slot"),
        ("artifact", "body", "needuicic", "(the note: samples)", "a garbled word"),
        ("artifact", "body", "As Diretor de Compras at Barros & Filhos, Lda.", "a finished sentence", "the sentence breaks off after the company"),
        ("sender_wrong", "body", "Sredasund Handelskontor GmbH & Co. KG", S1_CO, "the sender's company misspelt in the signature"),
    ]),
}
