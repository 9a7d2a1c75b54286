"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).
Key: (setting, buyer_id) -> list of (type, part, found, expected, note)."""

S1 = "Fouta Labé Agro-Minerais SARLU"

LABELS = {
    # ---- AR ----
    ("ar", "P001"): [],
    ("ar", "P002"): [],
    ("ar", "P003"): [
        ("artifact", "body", "two 1 kg be and and and", "two 1 kg samples", "the note's request garbled into a long loop of 'and'"),
        ("sender_wrong", "body", "introduce Vinerais SARLA", f"introduce {S1}", "the sender's company garbled"),
        ("artifact", "body", "you know how much reliable request.", "you know how much reliable supply matters.", "a broken sentence"),
        ("sender_wrong", "body", "New Jersey V terais SARL", S1, "the signature's company garbled, with a place from the note"),
    ],
    ("ar", "P004"): [
        ("artifact", "body", "meet you at fürnberg kennengelernt", "meet you at BIOFACH in Nürnberg", "the note's German fair sentence garbled"),
    ],
    ("ar", "P005"): [],
    ("ar", "P006"): [
        ("artifact", "body", "ark-HTP content of at least 6% per lot BV an least 6% per lot BV stands out",
         "5-HTP content of at least 6% per lot", "the note garbled and repeated, with a stray 'BV'"),
    ],
    ("ar", "P007"): [],
    ("ar", "P008"): [
        ("artifact", "subject", "As क्रय प्रबंधक at शर्मा हर्बल एक्सट्रैक्ट्स प्",
         "Griffonia seeds for शर्मा हर्बल एक्सट्रैक्ट्स प्राइवेट लिमिटेड",
         "the body's sentence ran into the subject, cut off mid-word; the body is empty (labelled once, here)"),
    ],
    ("ar", "P009"): [],
    ("ar", "P010"): [],
    ("ar", "P011"): [
        ("artifact", "body", "interested in Statéat Managing", "(a readable sentence)", "garbled words where the note's interest should be"),
    ],
    ("ar", "P012"): [
        ("artifact", "body", "Kind regards", "Kind regards,\nMariama Djouldé Diallo", "the draft stops at the closing: no signature"),
    ],
    ("ar", "P013"): [
        ("artifact", "body", "the nerrate split of", "the trihydrate/monohydrate split of", "the note's words garbled"),
        ("company_misspelled", "body", "theitchell Shnon Minerals Ltd", "Mitchell Shannon Minerals Ltd", "the buyer's company garbled"),
    ],
    ("ar", "P014"): [
        ("sender_wrong", "body", "Chargée des exportations\nFouta Labé Agro-Minerais SARL", S1, "the signature's legal form SARL for SARLU"),
    ],
    ("ar", "P015"): [
        ("artifact", "subject", "Finaauxite", "Bauxite", "a garbled word"),
        ("artifact", "body", "شركة آل العسكري للتعدين this", "… this month be possible?", "the body is cut off mid-sentence, no signature"),
    ],
    # ---- diffusion@160 ----
    ("diffusion@160", "P001"): [
        ("artifact", "body", "to meetcuascuas aets", "in October", "garbled words after the fair"),
        ("company_misspelled", "body", "Maillot Saveurs du Monde bef", "Maillot Saveurs du Monde SAS", "the legal form garbled"),
        ("sender_wrong", "body", "Ae Trading Sjerraleone\nCries Lyon", "Mariama Djouldé Diallo\nFouta Labé Agro-Minerais SARLU",
         "the signature names a garbled other company (and Sierra Leone), not the sender"),
    ],
    ("diffusion@160", "P002"): [],
    ("diffusion@160", "P003"): [
        ("artifact", "body", "You asked about two 1 kg, so", "You asked about two 1 kg samples, so", "the note's request cut short"),
        ("sender_wrong", "body", "Fouta Labé Agro-Minerais Limited", S1, "the sender's legal form Limited for SARLU"),
    ],
    ("diffusion@160", "P004"): [
        ("company_misspelled", "subject", "aaunataturalk GmbH", "Zorbach Naturkost GmbH", "the buyer's company garbled"),
        ("artifact", "body", "you needf der Beninengelernt. Mt happy", "(a readable sentence)", "the German note garbled"),
        ("sender_wrong", "body", "Cigare desourations", "Chargée des exportations", "the sender's title garbled"),
    ],
    ("diffusion@160", "P005"): [
        ("artifact", "body", "As Category Buyer, Grains at Morales Fine Foods Inc.", "… you know how much reliable supply matters.",
         "a sentence cut off after its opening phrase"),
    ],
    ("diffusion@160", "P006"): [
        ("artifact", "body", "7- contor at least 6% per lot of followed", "5-HTP content of at least 6% per lot", "the note garbled"),
        ("sender_wrong", "body", "Raríaa Djĉtiti Vent Pill S.r.", "Mariama Djouldé Diallo\nFouta Labé Agro-Minerais SARLU",
         "the signature's name and company garbled"),
    ],
    ("diffusion@160", "P007"): [
        ("artifact", "subject", "buys Griffonia seeds offer", "Griffonia seeds for Extractos Rey S.L.", "an ungrammatical subject"),
        ("sender_wrong", "body", "Business Development Manager\nULC", "Fouta Labé Agro-Minerais SARLU",
         "a second, wrong title and a wrong company (ULC) in the signature"),
    ],
    ("diffusion@160", "P008"): [
        ("artifact", "subject", "and इला,इला", "(nothing)", "the given name looped at the end of the subject"),
        ("artifact", "body", "the team at शर्मा हर्बल एक्", "the team at शर्मा हर्बल एक्सट्रैक्ट्स प्राइवेट लिमिटेड well.",
         "the body is cut off mid-word after one sentence"),
    ],
    ("diffusion@160", "P009"): [
        ("artifact", "body", "SARLU Hadaś Fitofarm Sp. z o.o. to Hadaś Fitofarm Sp. z o.o.o. to",
         "SARLU to", "the buyer's company looped (once as `o.o.o.`)"),
        ("artifact", "body", "As Kierownik Działu Zakupów at Hadaś Fitofarm Sp. z o.o.\n",
         "… you know how much reliable supply matters.", "a sentence cut off after its opening phrase"),
        ("sender_wrong", "body", "Coup Trade", "Fouta Labé Agro-Minerais SARLU", "a wrong company in the signature"),
    ],
    ("diffusion@160", "P010"): [
        ("artifact", "body", "the team at 주식회사 김산바이오.", "the team at 주식회사 김산바이오 well.", "a sentence left unfinished ('well' missing)"),
        ("sender_wrong", "body", ",é매팀쌥", ", Chargée des exportations", "the sender's title garbled from the buyer's"),
    ],
    ("diffusion@160", "P011"): [
        ("artifact", "body", "I gatas good to meas you at Qingdao 9 fruit", "(a readable sentence)",
         "a garbled sentence that seems to claim a meeting in Qingdao"),
        ("sender_wrong", "body", "限山䅏鰰 produces", "Fouta Labé Agro-Minerais SARLU produces", "the sender's company garbled"),
        ("artifact", "body", "I would be glad to prepare you the team at", "(a readable sentence)", "two sentences fused"),
        ("artifact", "body", "采购经理  dirad", "this month be possible?", "the body ends in garble, no signature"),
    ],
    ("diffusion@160", "P012"): [
        ("company_misspelled", "subject", "Костянтин Аврамчук Глинозем»", "ТОВ «Аврамчук Глинозем»",
         "the company's legal form and opening quote replaced by the contact's given name"),
        ("artifact", "subject", "Êaababь,", "Fouta Labé Agro-Minerais SARLU", "garbled letters"),
        ("artifact", "body", "As Начальник відділу закупівель,", "(no greeting; a sentence)",
         "no greeting, a broken sentence and the opening sentence repeated"),
        ("artifact", "body", "Костянтин, I", "(a closing and signature)", "the body is cut off"),
    ],
    ("diffusion@160", "P013"): [
        ("sender_wrong", "subject", "Mitchell Shannon Minerals Ltd x Mitchell Shannon Minerals Ltd",
         "Fouta Labé Agro-Minerais SARLU x Mitchell Shannon Minerals Ltd", "the sender's slot holds the buyer's company"),
        ("artifact", "body", "RȘedr", "the trihydrate/monohydrate split", "a garbled word where the note's request should be"),
        ("sender_wrong", "body", "introduce Mera Matcsn des to", f"introduce {S1} to", "the sender's company garbled"),
    ],
    ("diffusion@160", "P014"): [
        ("artifact", "subject", "Σταύρος,ω Σταύρος", "Σταύρος,", "a stray letter and the given name repeated"),
        ("sender_wrong", "subject", "andinea Labé Agro-Minerais SARL", "and Fouta Labé Agro-Minerais SARLU",
         "the sender's company garbled and its legal form cut"),
        ("artifact", "body", "υρ΁ζαρζαργΕ.ρ", "this month be possible?", "the body ends in garble, no signature"),
    ],
    ("diffusion@160", "P015"): [
        ("company_misspelled", "subject", "فلاح آل العسكري للتعدين", "شركة آل العسكري للتعدين",
         "the company's first word replaced by the contact's given name"),
        ("artifact", "body", "of مدير المشتريات of مدير المشتريات م", "of شركة آل العسكري للتعدين",
         "the title looped and the body cut off, no signature"),
    ],
}
