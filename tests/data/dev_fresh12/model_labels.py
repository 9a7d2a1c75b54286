"""Labels of the 30 model drafts, written by reading each draft as a careful sales manager would.

Keyed by (setting, buyer id): the draft's note and its labels as (type, part, found, expected,
note). The tool's own statuses and findings were not looked at.
"""

# ruff: noqa: E501 (labels quote the drafts' text as it stands)

SENDER = "Sertão Verde Exportadora Ltda."
SIGNER = "Maria Luíza Sobreira Albuquerque, Gerente de Exportação, Sertão Verde Exportadora Ltda."

LABELS = {
    ("ar", "W001"): ("The note's sentence is garbled (and turns the sample request into 'a steady source'); the signature stops inside the sender's title.", [
        ("artifact", "body", "Automechanika Frankfurt; asked about a steady source of T1 flakes", "a sentence about the fair and the T1 sample", "the note pasted into the sentence without a verb; broken grammar"),
        ("artifact", "body", "Gerente de Exporta", SIGNER, "signature cut off inside the title"),
    ]),
    ("ar", "W002"): ("Stops in the middle of the body: no closing, no signature.", [
        ("artifact", "body", "We can prepare samples of our carnauba wax", "a finished sentence, a closing and a signature", "draft cut off"),
    ]),
    ("ar", "W003"): ("The note's sentence is garbled with a doubled phrase and a replacement character; the signature stops after the first name.", [
        ("artifact", "body", "you needs you needs a COA and non-GMO stat�", "you need a COA and a non-GMO statement", "doubled words, broken word with U+FFFD"),
        ("artifact", "body", "Kind regards,\nMaria", SIGNER, "signature cut off after the first name"),
    ]),
    ("ar", "W004"): ("Correct up to the closing, which stops at 'Kind'.", [
        ("artifact", "body", "Kind", "Kind regards and the signature", "closing cut off, no signature"),
    ]),
    ("ar", "W005"): ("The fair's name is garbled ('in-co panels Global Amsterde'); the draft stops inside the company in Greek script.", [
        ("artifact", "body", "in-co panels Global Amsterde", "in-cosmetics Global Amsterdam", "the fair's name garbled, another word ('panels') fused in"),
        ("artifact", "body", "to Μάσ�", "the company, the rest of the mail and a signature", "cut off inside the company, with U+FFFD"),
    ]),
    ("ar", "W006"): ("The note's sentence is merged with a template phrase; the signature stops after 'M'.", [
        ("artifact", "body", "technical CNSL who need dependable suppliers of cashew nut shell liquid", "technical CNSL with low moisture", "two sentences fused; the note's low moisture lost"),
        ("artifact", "body", "Kind regards,\nM", SIGNER, "signature cut off"),
    ]),
    ("ar", "W007"): ("Correct (`Chao` is the given name of a contact recorded family name first); the signature stops inside the sender's company.", [
        ("artifact", "body", "Sertão Ver", SENDER, "signature cut off inside the company"),
    ]),
    ("ar", "W008"): ("The note's sentence is garbled; no closing and no signature.", [
        ("artifact", "body", "You asked about 4 ISO tanks a steady source of cashew nut shell liquid.", "You asked for a price for 4 ISO tanks of CNSL a quarter.", "two phrases fused into a broken sentence"),
        ("artifact", "body", "Would you be open to a short call next week?", "a closing and a signature after the question", "draft ends without closing or signature"),
    ]),
    ("ar", "W009"): ("Correct up to the signature, which stops after the company's first letter.", [
        ("artifact", "body", "Gerente de Exportação\nS", SENDER, "signature cut off inside the company"),
    ]),
    ("ar", "W010"): ("The fair's city has a fragment of 'liquid' fused on; the signature stops inside the title.", [
        ("artifact", "body", "Nurembergquid", "Nuremberg", "fused word"),
        ("artifact", "body", "Albuquerque, Gerente de", SIGNER, "signature cut off inside the title"),
    ]),
    ("ar", "W011"): ("The subject puts the buyer's title where the product belongs; the category is garbled in the body. Signature without the company line, accepted.", [
        ("artifact", "subject", "Fruit Buyer from Sertão Verde Exportadora Ltda.", "Fresh melons from Sertão Verde Exportadora Ltda.", "the buyer's title in the product's slot: reads as if the sender were a fruit buyer"),
        ("artifact", "body", "fresh needelons", "fresh melons", "garbled category"),
    ]),
    ("ar", "W012"): ("Correct up to the signature, which stops at 'Sertão'.", [
        ("artifact", "body", "Gerente de Exportação\nSertão", SENDER, "signature cut off inside the company"),
    ]),
    ("ar", "W013"): ("The body is correct and complete; the subject's product is garbled.", [
        ("artifact", "subject", "Froons", "Fresh melons", "garbled category"),
    ]),
    ("ar", "W014"): ("Stops inside the Arabic-script company with a replacement character.", [
        ("artifact", "body", "شركة ا�", "the company, the rest of the mail and a signature", "cut off inside the company, with U+FFFD"),
    ]),
    ("ar", "W015"): ("The subject's product is garbled as in W013; the body stops mid-sentence. Written in English although the note prefers Russian (no type fits; not labelled).", [
        ("artifact", "subject", "Froons", "Fresh melons", "garbled category"),
        ("artifact", "body", "our fresh melons for", "a finished sentence, a closing and a signature", "draft cut off"),
    ]),
    ("diffusion@160", "W001"): ("The sender's company is garbled with a French legal form in the subject; the fair's name is cut; the signature has no company.", [
        ("sender_wrong", "subject", "Sonão Verde EURL", SENDER, "the sender's company misspelled with a French legal form"),
        ("artifact", "body", "Automechanika Frank,", "Automechanika Frankfurt.", "the fair's name cut, two sentences run together"),
        ("artifact", "body", "Gerente de Exportação,", SIGNER, "signature cut off after the title"),
    ]),
    ("diffusion@160", "W002"): ("The subject fuses the contact with a garbled company; the body stops mid-sentence.", [
        ("company_misspelled", "subject", "山崎 洋介��崎化��成", "株式会社山崎化成", "the company garbled with U+FFFD, the contact fused on"),
        ("artifact", "body", "We supply carnauba", "a finished sentence, a closing and a signature", "draft cut off"),
    ]),
    ("diffusion@160", "W003"): ("The subject's sender slot is garbled; the note's sentence is garbled; the signature stops inside the surname.", [
        ("sender_wrong", "subject", "Far partsuba waxdeze Ltda.", SENDER, "garble in the sender's slot of an 'X x Y' subject"),
        ("artifact", "body", "cerMAA", "a COA and a non-GMO statement", "the note garbled"),
        ("artifact", "body", "Maria Luíza Sobreira Albuquer", SIGNER, "signature cut off inside the surname"),
    ]),
    ("diffusion@160", "W004"): ("The subject is word salad; the body stops in the closing question.", [
        ("artifact", "subject", "Far Importţo Vernici Cafarchia Exportação Vernici Cafarchia", "Carnauba wax for Vernici Cafarchia S.r.l.", "word salad"),
        ("artifact", "body", "Would a brief call with Vernici Cafarchia S.r.l. this month", "a finished question, a closing and a signature", "draft cut off"),
    ]),
    ("diffusion@160", "W005"): ("The fair's sentence turns into Greek-letter garble and the greeting starts again, cut off.", [
        ("artifact", "body", "at at-co cosmetics Global Am�τορατιιιιονάομηθηθομΤΔ", "at in-cosmetics Global in Amsterdam.", "doubled word, garbled fair, Greek-letter garble with U+FFFD"),
        ("artifact", "body", "Dear Μεθόδ", "the rest of the mail and a signature", "the greeting repeated and cut off"),
    ]),
    ("diffusion@160", "W006"): ("The subject has the company in the product's slot; the body claims a meeting 'at low moisture' (the note holds no meeting); the signature stops after 'Mar'.", [
        ("artifact", "subject", "Jain Friction Materials for Jain Friction Materials Pvt. Ltd.", "Cashew nut shell liquid for Jain Friction Materials Pvt. Ltd.", "the company repeated in the product's slot"),
        ("note_wrong", "body", "It was good to meet you at low moisture.", "Wants technical CNSL with low moisture.", "a meeting the note does not hold (the note's request turned into a place)"),
        ("artifact", "body", "Sincerely,\nMar", SIGNER, "signature cut off"),
    ]),
    ("diffusion@160", "W007"): ("Correct; the signature stops inside the title and has no company.", [
        ("artifact", "body", "Gerente de Exportaçã", SIGNER, "signature cut off inside the title"),
    ]),
    ("diffusion@160", "W008"): ("The note's sentence is garbled; the sender's company is misspelled with a French legal form added; the body stops at 'As'.", [
        ("artifact", "body", "a Marino Se so ISO", "a price for 4 ISO tanks a quarter", "the note garbled"),
        ("sender_wrong", "body", "Sol�ão Verde EURL Ltda", SENDER, "the sender's company garbled, with U+FFFD and a French legal form"),
        ("artifact", "body", "for your review. As", "a finished sentence, a closing and a signature", "draft cut off"),
    ]),
    ("diffusion@160", "W009"): ("The subject is ungrammatical; the body is correct; the signature stops inside the surname.", [
        ("artifact", "subject", "For Çorlu Kimya Sanayi A.Ş. sources cashew nut shell liquid", "Cashew nut shell liquid for Çorlu Kimya Sanayi A.Ş.", "two subject templates fused"),
        ("artifact", "body", "Maria Luíza Sobreira Al", SIGNER, "signature cut off inside the surname"),
    ]),
    ("diffusion@160", "W010"): ("The fair's sentence is garbled, one sentence has no verb, and the signature stops after 'M'.", [
        ("artifact", "body", "European Coatings Show you need SE", "European Coatings Show in Nuremberg", "the fair's sentence garbled"),
        ("artifact", "body", "As Inkoper at Köster Coatings B.V.\n", "As Inkoper at Köster Coatings B.V., you know how much reliable supply matters.", "sentence cut off"),
        ("artifact", "body", "Sincerely,\nM", SIGNER, "signature cut off"),
    ]),
    ("diffusion@160", "W011"): ("The subject is garbled around the title; the note's sentence is garbled; the signature stops inside the title.", [
        ("artifact", "subject", "Fruit Buyer, aviit Buyer at Young Fresh Produce Ltd", "Fresh melons for Young Fresh Produce Ltd", "garbled, the title stuttered"),
        ("artifact", "body", "I gathand you need supermarket chains;ss;s.A.A.", "a sentence about the two supermarket chains and GLOBALG.A.P.", "the note garbled"),
        ("artifact", "body", "Gerente de Exportaç", SIGNER, "signature cut off inside the title"),
    ]),
    ("diffusion@160", "W012"): ("The subject addresses the contact by his family name as if it were his first name; the signature stops inside the title.", [
        ("contact_wrong", "subject", "Bruyninckx, a quick idea", "Tom", "the family name in the first name's slot"),
        ("artifact", "body", "Gerente de Exportaç", SIGNER, "signature cut off inside the title"),
    ]),
    ("diffusion@160", "W013"): ("The subject's company is garbled; the signature has 'Ltda' instead of the company.", [
        ("company_misspelled", "subject", "Falill�i Imports Ltd", "Camilleri Imports Ltd", "the company garbled with U+FFFD"),
        ("sender_wrong", "body", "Gerente de Exportação, Ltda", SIGNER, "the sender's company reduced to its legal form"),
    ]),
    ("diffusion@160", "W014"): ("The fair's name has a legal form fused on; the body stops inside the Arabic-script company.", [
        ("artifact", "body", "Fruit Logistica B PLC", "Fruit Logistica Berlin", "the fair's city cut, a legal form fused on"),
        ("artifact", "body", "شركة الطحان ل�", "the company, the rest of the mail and a signature", "cut off inside the company, with U+FFFD"),
    ]),
    ("diffusion@160", "W015"): ("The note's sentence is garbled; the body stops inside the Russian title. Written in English although the note prefers Russian (not labelled).", [
        ("artifact", "body", "I understand you needian.", "a sentence in Russian, or none", "the note garbled"),
        ("artifact", "body", "As Менедже�", "As Менеджер по закупкам at ООО «Южный Фрукт», …, a closing and a signature", "cut off inside the title, with U+FFFD"),
    ]),
}
