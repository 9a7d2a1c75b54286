"""Labels of the 30 model drafts, written by reading each draft's subject and body (nothing else
of the run was read). Key: (setting, buyer id). One label per distinct problem per part; a
repeat of the same garble in one part is named in its label's note."""

SENDER_CO = "Kafubu Gems & Produce Limited"


def L(type_, part, found, expected, note):
    return {"type": type_, "part": part, "found": found, "expected": expected, "note": note}


LABELS = {
    # ---------------- AR ----------------
    ("ar", "P001"): [
        L("artifact", "body", "as निदेशक of 1-5 ct", "",
          "the company's place holds `1-5 ct` from the note and the body stops there: no offer, "
          "no closing, no signature"),
    ],
    ("ar", "P002"): [
        L("company_misspelled", "subject", "tilesebtamчmaŌљڞ Comércio幯Ϣ", 'עמר אבני חן בע"מ',
          "the buyer's company is garbled into mixed-script noise"),
        L("contact_wrong", "body", "듂ʙ", "דימא עמר", "a garbled Hangul/Latin string for the contact"),
        L("company_misspelled", "body", "U documentation", 'עמר אבני חן בע"מ',
          "the company's place holds `U documentation`; its second mention is garbled too "
          "(`Comorgtamі픠thj ikds ehf.`)"),
        L("title_wrong", "body", "lic0", "מנהלת רכש", "the title's place holds the garble `lic0`"),
        L("artifact", "body", "from the Zambia", "", "a stray article before the country"),
        L("sender_wrong", "body", "Kajubu Gems & Bussance Limited", SENDER_CO,
          "the sender's company garbled in the signature"),
    ],
    ("ar", "P003"): [
        L("artifact", "body", "As หุ้นส่วนผู้จัดการ at ห้", "",
          "the body is cut off inside the company's name; no closing, no signature"),
    ],
    ("ar", "P004"): [
        L("artifact", "body", "As Leiter Rohsteineinkauf at Dörschner Edelsteinschleiferei e.K.\n", "",
          "a sentence that stops after its opening phrase"),
        L("sender_wrong", "body", "Kafubu Gems & Produce Bwalya", SENDER_CO,
          "the sender's family name in place of `Limited` in the signature"),
    ],
    ("ar", "P005"): [],
    ("ar", "P006"): [
        L("artifact", "body",
          "It was a pleasure to meet you at wholesalers in Gauteng; asked about roadailight via "
          "Chirundu and Beitbridge.", "",
          "the note pasted into a meeting sentence and garbled (`roadailight`); the note records "
          "no meeting, but the garble is what a reader sees"),
        L("sender_wrong", "body", "Kajubu Gems & Majeting Manager", SENDER_CO,
          "the sender's company garbled and fused with her title, on several signature lines"),
        L("artifact", "body", "Kajubu Gems & Ph & Ph & Ph & Ph", "",
          "the signature loops: repeated garbled lines, a second closing, `& Ph` a dozen times"),
    ],
    ("ar", "P007"): [
        L("artifact", "body",
          "It was good to meet you at the a a quick idea for Chadwick World Foods Ltd and wanted "
          "to check in.", "",
          "a broken meeting sentence (`at the a a quick idea`); the note records no meeting"),
        L("sender_wrong", "body", "Kajubu Gems & Majessing plants &łs & Phants &", SENDER_CO,
          "the sender's company garbled in the signature"),
    ],
    ("ar", "P008"): [
        L("artifact", "body", "I understand you need Rrançais  happy", "",
          "the note's language wish garbled (`Rrançais  happy`)"),
        L("sender_wrong", "body", "Kajubu Gems & Majeting Manager", SENDER_CO,
          "the sender's company garbled in the signature"),
        L("artifact", "body", "Kajubu Gems & Majeting Manager\nKajubu Gems & Majeting Manager", "",
          "the garbled signature line repeated, then a third garbled line (`Majder Sg.`)"),
    ],
    ("ar", "P009"): [],
    ("ar", "P010"): [
        L("artifact", "body",
          "I understand you are interested in 30 t truck through Kasumbalesa; pays in USD.", "",
          "the note pasted in as an ungrammatical fragment"),
        L("sender_wrong", "body", "Kajubu Gems & Majeting Manager", SENDER_CO,
          "the sender's company garbled in the signature"),
        L("artifact", "body", "Kajubu Gems & Majeting Manager\nKajubu Gems & Majeting Manager", "",
          "the garbled signature line repeated, then `Kajubu Gems &ywce Limited`"),
    ],
    ("ar", "P011"): [
        L("artifact", "subject", "D paprika pods", "", "the category cut to `D paprika pods`"),
        L("sender_wrong", "body", "Kajnu Gems & Majeting Manager", SENDER_CO,
          "the sender's company garbled in the signature (also `Kajlatoxin` twice)"),
        L("artifact", "body", "ochratoxin and ochratoxin and ochratoxin", "",
          "the note's words loop (`and ochratoxin` a dozen times), with a second closing and "
          "signature after them"),
    ],
    ("ar", "P012"): [
        L("artifact", "body", "As Beszerzési vezető at Nagy Fűszerpaprika Kft. I thought", "",
          "two sentence openings fused; the title and company then repeated"),
    ],
    ("ar", "P013"): [
        L("artifact", "body", "to Rice Ingredients, LLC stands out among buyers", "",
          "two sentences fused into one"),
        L("sender_wrong", "body", "Kajubu Gems & Majeting Manager", SENDER_CO,
          "the sender's company garbled in the signature, on two lines"),
        L("artifact", "body", "Ph growth of Rice in the Unitedambia", "",
          "garbled signature lines running into the body (`the Unitedambia`), then a second "
          "closing and a signature cut off at `Bwal`"),
    ],
    ("ar", "P014"): [
        L("artifact", "body",
          "It was good to meet you at je Charge eine Rückstandsanalyse (Pestizide) und möchte "
          "Muster von dur守ln.", "",
          "the German note pasted into the meeting sentence and garbled; the fair it records "
          "(Anuga) is not named"),
    ],
    ("ar", "P015"): [],
    # ---------------- diffusion@160 ----------------
    ("diffusion@160", "P001"): [
        L("artifact", "subject", "alpough emeripdsप forधनerystसाकक", "",
          "the category and the rest of the subject garbled after the contact and company"),
        L("artifact", "body", "CCC. निदेशक", "",
          "the whole body is noise: no greeting, no offer, no signature (`CCC. निदेशक`, "
          "`Chrouधप्रस`)"),
    ],
    ("diffusion@160", "P002"): [
        L("contact_wrong", "body", "FZEcuronicsə䞙 (telyɞikaب", "דימא עמר",
          "mixed-script noise in the greeting"),
        L("company_misspelled", "body", "oteran7䨨 cía䷑cía bKorp", 'עמר אבני חן בע"מ',
          "the company garbled; its second mention is noise too (`otet Sdn\"稨(䐑 Sdn젙 뗗 (u Trade\"`)"),
        L("title_wrong", "body", "zelec importϪ importaha importave Lead", "מנהלת רכש",
          "the title's place holds looping noise"),
        L("artifact", "body", "thebiabia", "", "the sender's country garbled (`from thebiabia`)"),
    ],
    ("diffusion@160", "P003"): [
        L("artifact", "subject", "พันเกล้า บุนยาภิสนท์", "",
          "the subject is only the contact's name"),
        L("company_misspelled", "body", "ห้างหุ้นส่วนจำกัด บุนยาภิสนท์", "ห้างหุ้นส่วนจำกัด บุนยาอัญมณี",
          "the company written with the contact's family name in place of บุนยาอัญมณี"),
        L("artifact", "body", "Dear หุ้นส่วนผู้จ", "",
          "a second greeting with the title cut off; the body stops there"),
    ],
    ("diffusion@160", "P004"): [
        L("artifact", "subject", "Drag c emeralds", "", "the category garbled (`Drag c emeralds`)"),
        L("artifact", "body",
          "It was a pleasure to meet you at jewellers; what you and the team at Dörschner "
          "Edelsteinschleiferei e.K. well.", "",
          "the meeting sentence garbled (`at jewellers; what you …`); the fair the note records "
          "is not named"),
    ],
    ("diffusion@160", "P005"): [],
    ("diffusion@160", "P006"): [
        L("artifact", "body", "road)ight", "", "a garbled word for the note's `road freight`"),
        L("artifact", "body", "I am happy to send details. I am happy to send details.", "",
          "a repeated sentence"),
    ],
    ("diffusion@160", "P007"): [],
    ("diffusion@160", "P008"): [
        L("artifact", "body",
          "It was good to meas you at oulinor e  grossiste à Matonge (Isto໰ een dried) Ltd.", "",
          "a garbled meeting sentence built from the French note; the note records no meeting"),
    ],
    ("diffusion@160", "P009"): [
        L("artifact", "subject", "Dap meenta", "", "the category garbled (`Dap meenta`)"),
    ],
    ("diffusion@160", "P010"): [
        L("artifact", "body", "It was good to meub you at the USD by ApS.", "",
          "a garbled meeting sentence (`meub`, `at the USD by ApS`); the note records no meeting"),
    ],
    ("diffusion@160", "P011"): [],
    ("diffusion@160", "P012"): [
        L("artifact", "subject", "Nagy,űri", "", "a garbled opening of the subject"),
        L("contact_wrong", "body", "Dear Nagy,", "Nagy Máté",
          "the family name (first in Hungarian order) used as if it were the given name"),
    ],
    ("diffusion@160", "P013"): [
        L("artifact", "subject", "Dice extracts", "",
          "the category garbled into `Dice extracts`"),
    ],
    ("diffusion@160", "P014"): [
        L("artifact", "body", "It wher you are lennengeluf der Anuga", "",
          "the German note (`Kennengelernt auf der Anuga`) garbled into the opening sentence"),
        L("company_misspelled", "body", "Keny Gewürzmühle GmbH & Co. KG", "Henk Gewürzmühle GmbH & Co. KG",
          "the company's family name garbled (`Keny`)"),
        L("contact_wrong", "body", "Zeron䬱k", "Veronica Henk",
          "a garbled name in a second greeting (`Good morning Zeron䬱k`)"),
    ],
    ("diffusion@160", "P015"): [
        L("title_wrong", "body", "As Бойко Поаков,", "Управител",
          "the contact's full name in the title's place"),
        L("sender_wrong", "body", "Chileshe coкоо Поаков", "Chileshe Mwape Bwalya",
          "the sender's name garbled and ending in the buyer's family name; the company without "
          "`Limited` after it is accepted"),
    ],
}
