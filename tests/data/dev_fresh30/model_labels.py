"""Labels of the 30 model drafts, written by reading each draft's subject and body (only those,
with its buyer id, were printed from the run journals). Key: (setting, buyer id) -> (note,
labels); a label is (type, part, found, expected, note). One label per distinct problem per part.

Rules used (see README, "Judgement calls"): a garbled or wrong value in a slot of the sender's
own facts (company, name, title; mostly the signature) is sender_wrong; garble elsewhere, cut-off
bodies, doubled or fused words and sentence fragments are artifact; a garbled word in the
contact's slot is contact_wrong, in the buyer's company's place company_misspelled; a meeting the
buyer's note does not record ("It was good to meet you at ...") is note_wrong, and its garbled
place an artifact besides.
"""
CO = '"Amyderýa Söwda" HJ'
TITLE = "Eksport bölüminiň müdiri"
NAME = "Jeren Orazowa"

LABELS = {
    # ---------------- AR ----------------
    ("ar", "P001"): ("note sentence garbled after the right fair; signature's title garbled", [
        ("artifact", "body", "bu asked about a irhan bölüminiň müdiri", "", "the note's request (sample, assay) garbled into the sender's title"),
        ("sender_wrong", "body", "ąlorhan bölüminiň müdiri", TITLE, "the sender's title garbled on the signature's second line"),
    ]),
    ("ar", "P002"): ("meeting claimed for a buyer whose note records none, its place garbled; English to a buyer who asks for Japanese (no label)", [
        ("note_wrong", "body", "It was good to meet you", "日本薬局方（JP）の甘草規格に適合する分析証明書が必要。連絡は日本語希望", "a meeting the note does not record"),
        ("artifact", "body", "dineatに適吷da\" HJ", "", "the meeting's place is garble from the note and the sender's company"),
    ]),
    ("ar", "P003"): ("a wrong word in the subject's name slot; signature's company garbled", [
        ("contact_wrong", "subject", "Lab", "Hugo Borsiere", "'Lab' in the contact's slot of the subject"),
        ("sender_wrong", "body", "ĺoriceÐwda\" HJ", CO, "the sender's company garbled in the signature"),
    ]),
    ("ar", "P004"): ("signature's company garbled", [
        ("sender_wrong", "body", "ąlyderýa Söwda\" HJ", CO, "the sender's company garbled in the signature"),
    ]),
    ("ar", "P005"): ("no greeting: the subject runs into the body with the name fused; a fragment; a garbled product word; signature's company garbled", [
        ("contact_wrong", "body", "Ithomas", "Thomas Rodriguez", "the contact's given name fused with 'I'"),
        ("artifact", "body", "a quick idea for Rodriguez Flavor Company, Inc. and I would be glad to discuss it", "", "the subject line run into the body as its opening, no greeting"),
        ("artifact", "body", "As Procurement Manager at Rodriguez Flavor Company, Inc.", "", "a sentence fragment without a main clause"),
        ("artifact", "body", "Ingorice root", "licorice root", "garbled product word"),
        ("sender_wrong", "body", "ąarima\" HJ", CO, "the sender's company garbled in the signature"),
    ]),
    ("ar", "P006"): ("body cut off after the greeting", [
        ("artifact", "body", "Dear अकबर अगरवाल फ", "", "the body stops after the greeting with a stray letter"),
    ]),
    ("ar", "P007"): ("signature's company garbled", [
        ("sender_wrong", "body", "ģ.\" HJ", CO, "the sender's company reduced to garble in the signature"),
    ]),
    ("ar", "P008"): ("note sentence garbled; claims a 'last message' (no type fits, not labelled); product in the signature's title slot; English to a buyer who prefers German (no label)", [
        ("artifact", "body", "beforeli homeiň müdiri", "", "the note's 'before any offer' garbled into the sender's title"),
        ("sender_wrong", "body", "Ļrystalline iodine", TITLE, "a garbled product name where the sender's title belongs"),
    ]),
    ("ar", "P009"): ("stray letter before the sender's company in the signature", [
        ("sender_wrong", "body", "ĺAmyderýa Söwda\" HJ", CO, "the sender's company with a stray letter and without its opening quote"),
    ]),
    ("ar", "P010"): ("signature's company garbled", [
        ("sender_wrong", "body", "ąmyderýa Söwda\" HJ", CO, "the sender's company garbled in the signature"),
    ]),
    ("ar", "P011"): ("the note pasted into the meeting sentence ungrammatically; product in the signature's company slot", [
        ("artifact", "body", "Texhibition Istanbul; asked about", "", "a semicolon and a missing subject: the note's words pasted in"),
        ("sender_wrong", "body", "ąmbed cotton yarn", CO, "a garbled product where the sender's company belongs"),
    ]),
    ("ar", "P012"): ("meeting claimed for a buyer whose note records none, its place garbled; note words fused into the company sentence; signature's company garbled", [
        ("note_wrong", "body", "It was good to meet you", "Customers: knitwear for European retailers; needs OEKO-TEX Standard 100 and a certificate of origin", "a meeting the note does not record"),
        ("artifact", "body", "European retailersappy", "", "the meeting's place is garble from the note"),
        ("artifact", "body", "European retailers ns OEKO-TEX Standard 100 and a certificate of origin", "", "note words run into the sentence after the company"),
        ("sender_wrong", "body", "ąlyderýa Söwda\" HJ", CO, "the sender's company garbled in the signature"),
    ]),
    ("ar", "P013"): ("a phrase repeated; signature's company garbled", [
        ("artifact", "body", "As Diretora de Compras at Tecelagem Cunha, Lda. As Diretora de Compras at Tecelagem Cunha, Lda.", "", "the same phrase twice"),
        ("sender_wrong", "body", "ąarn", CO, "garble where the sender's company belongs"),
    ]),
    ("ar", "P014"): ("meeting claimed for a buyer whose note records none; body cut off in the company's name", [
        ("note_wrong", "body", "It was good to meet you", "Просит образцы пряжи Ne 40/1 и сертификат происхождения СТ-1", "a meeting the note does not record (at the buyer's own company)"),
        ("artifact", "body", "ООО «Ивановская ткацкая", "", "the body stops in the middle of the company's name"),
    ]),
    ("ar", "P015"): ("signature's second line garbled", [
        ("sender_wrong", "body", "ąryderýa Sölüminiň müdiri", CO, "the sender's company and title garbled together in the signature"),
    ]),
    # ---------------- diffusion@160 ----------------
    ("diffusion@160", "P001"): ("stray letter in the subject; punctuation slip; the sender's company garbled in the text", [
        ("artifact", "subject", "B.V. s licorice", "", "a stray 's' after the company"),
        ("artifact", "body", "ISM Cologne; so I am happy to send details", "", "a semicolon before 'so' and nothing the details refer to"),
        ("sender_wrong", "body", "ksmyderýa Söwda\" HJ", CO, "the sender's company garbled"),
    ]),
    ("diffusion@160", "P002"): ("garble loop, stray bracket and title, repeated greeting, body cut off", [
        ("artifact", "body", "本薬局扎扎扎扎扎扎扎渉灙る掎攐킋扎扎扎渕望", "", "garbled loop where the note should be"),
        ("artifact", "body", "太田漢方製薬株式会社) 購買部 課長 well", "", "a stray bracket and the title run into the sentence"),
        ("artifact", "body", "well.\nDear 太田陽一,", "", "the greeting repeated in the middle"),
        ("artifact", "body", "I 太田陽一 import 購買", "", "the body ends in garble, cut off, no signature"),
    ]),
    ("diffusion@160", "P003"): ("clean", []),
    ("diffusion@160", "P004"): ("clean", []),
    ("diffusion@160", "P005"): ("buyer's name mixed into the sender's company in the subject; meeting claimed for a buyer whose note records none, place garbled; signature's title garbled", [
        ("sender_wrong", "subject", "Sodriguezýa Söwda\" HJ", CO, "the sender's company garbled with the buyer's name"),
        ("note_wrong", "body", "It was good to meet you at North Carolina", "Customers: tobacco flavour blenders in North Carolina; wants FOB prices per metric ton", "a meeting the note does not record (the note names the customers' state)"),
        ("artifact", "body", ";abBanies", "", "garble after the meeting's place"),
        ("sender_wrong", "body", "Aksportشlüminiň müdiri", TITLE, "the sender's title garbled"),
    ]),
    ("diffusion@160", "P006"): ("the contact's given name run into the company in the subject; body cut off", [
        ("company_misspelled", "subject", "अकबर अगरवाल फार्मास्युटिकल्स", "अगरवाल फार्मास्युटिकल्स प्राइवेट लिमिटेड", "the contact's given name put in front of the company's name"),
        ("artifact", "body", "Thank you again for stoppP वरिष्ठ क्", "", "the body stops mid-word with garble"),
    ]),
    ("diffusion@160", "P007"): ("a dropped word; sender's name garbled and the buyer's company in the sender's company slot", [
        ("artifact", "body", "Turkmenistan short lead times", "Turkmenistan with short lead times", "'with' dropped"),
        ("sender_wrong", "body", "Ozira챁윀삔쀙", NAME, "the sender's name garbled in the signature"),
        ("sender_wrong", "body", "O꣼싋욌사 성남정밀화학", CO, "the buyer's company, garbled, where the sender's company belongs"),
    ]),
    ("diffusion@160", "P008"): ("subject and body garble the company three different ways; note sentence garbled; signature's title garbled", [
        ("artifact", "subject", "Gerlach parts", "", "garbled opening of the subject"),
        ("company_misspelled", "subject", "Gerlach Officer V Schch GmbH & Co. KG", "Gerlach Feinchemie GmbH & Co. KG", "company garbled"),
        ("artifact", "body", "creHationH registration numberyation", "", "the note's REACH registration number garbled"),
        ("company_misspelled", "body", "Gerlach Officer Viodine", "Gerlach Feinchemie GmbH & Co. KG", "company garbled with the product"),
        ("company_misspelled", "body", "Gerlach Officer No Schʏ & Co. KG", "Gerlach Feinchemie GmbH & Co. KG", "company garbled a second way"),
        ("company_misspelled", "body", "Gerlach Zenchpos GmbH & Co. KG", "Gerlach Feinchemie GmbH & Co. KG", "company garbled a third way"),
        ("sender_wrong", "body", "Merhialialțlüminiň müdiri", TITLE, "the sender's title garbled"),
    ]),
    ("diffusion@160", "P009"): ("a stray word before the sender's company", [
        ("sender_wrong", "body", "Zoo Amyderýa Söwda\" HJ", CO, "the sender's company with a stray 'Zoo' for its opening quote"),
    ]),
    ("diffusion@160", "P010"): ("another company in the sender's company slot", [
        ("sender_wrong", "body", "Elits AB", CO, "an unknown company name where the sender's company belongs"),
    ]),
    ("diffusion@160", "P011"): ("note sentence garbled; doubled word; a fragment; signature's company garbled", [
        ("artifact", "body", "soked about Ne 30/1 compact yor", "", "the note's request garbled"),
        ("artifact", "body", "short with short", "", "a doubled word"),
        ("artifact", "body", "As Satın Alma Müdürü at Alemdar Tekstil San. ve Tic. A.Ş.\n", "", "a sentence fragment without a main clause"),
        ("sender_wrong", "body", "Staged Amazýa Söwda\" HJ", CO, "the sender's company garbled"),
    ]),
    ("diffusion@160", "P012"): ("greeting with 'Md.' only; note sentence garbled; a stray hyphen; signature's company garbled", [
        ("contact_wrong", "body", "Dear Md.,", "Md. Rafiqul Hasan", "the greeting holds only the abbreviation of Mohammad, no name"),
        ("artifact", "body", "It wer you and the team at European retailers;ss OEKO-TEX Standard 100 and andisV.", "", "garbled sentence from the note"),
        ("artifact", "body", "from- with", "from Turkmenistan with", "a word lost, a stray hyphen"),
        ("sender_wrong", "body", "Staged & Kypr xdne Supply HE", CO, "garble where the sender's company belongs"),
    ]),
    ("diffusion@160", "P013"): ("a stray 'x' in the subject; words lost at a line break", [
        ("artifact", "subject", "Tecelagem Cunha x combed", "", "a stray 'x' joining the company and the product"),
        ("artifact", "body", "Lda.\n how much reliable supply matters", "", "'you know' lost, a line break inside the sentence"),
    ]),
    ("diffusion@160", "P014"): ("looping garbled subject, empty body (labelled once, in the subject)", [
        ("artifact", "subject", "акаброов СТ-1ѵла Руководитель отдела закупок 40/енисккатнисисисисиџакаиЁЅпок", "", "a looping, garbled subject; the body is empty"),
    ]),
    ("diffusion@160", "P015"): ("signature's title and company garbled", [
        ("sender_wrong", "body", "Öng, Brƻởng phònglmydźia", f"{TITLE}, {CO}", "garble (with the buyer's title's words) where the sender's title and company belong"),
    ]),
}
