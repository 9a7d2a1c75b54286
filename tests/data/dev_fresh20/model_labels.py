"""Labels written by reading each model draft's subject and body (one label per distinct problem per part)."""

SIG = "Jelena Radovanović-Marković-Markoviće d.o.o."
SIG_EXP = "Jelena Radovanović-Marković, Podrinje Voće d.o.o."
SIG_NOTE = "the sender's name runs into a garbled company in the signature"


def L(type, part, found, expected, note):
    return {"type": type, "part": part, "found": found, "expected": expected, "note": note}


def sig():
    return L("sender_wrong", "body", SIG, SIG_EXP, SIG_NOTE)


AR = {
    "P001": [L("artifact", "body", "ProWein Düsseldorf buMe d.", "", "garbled tail on the (correct) fair sentence"), sig()],
    "P002": [sig()],
    "P003": [L("artifact", "body", "I understand you are interested in out.", "", "garbled note sentence (the note records a preferred language)"), sig()],
    "P004": [L("artifact", "subject", "As Directrice des achats at Agence Béland inc. As Directrice des achats at Agence Béland inc.", "", "the whole e-mail in the subject with one clause looping ten times"),
             L("artifact", "body", "Would a brief call with Agence Béland inc.", "", "no greeting; the only sentence cut off"),
             L("sender_wrong", "body", "Jelena Radovanović-Marko", "Jelena Radovanović-Marković", "the sender's name cut in the signature")],
    "P005": [L("company_misspelled", "body", "Caves Schmitz S.à r.l.o.", "Caves Schmitz S.à r.l.", "letters added to the legal form"), sig()],
    "P006": [L("artifact", "body", "interested inità extra.", "", "garbled note sentence (the sample of qualità extra)"), sig()],
    "P007": [sig()],
    "P008": [sig()],
    "P009": [L("sender_wrong", "subject", "D componje Voće d.o.o.", "Podrinje Voće d.o.o.", "the sender's company garbled in the subject"),
             L("artifact", "body", "I note that you need the Certificate for distributors abroad.", "", "garbled note sentence (the note records the EU organic certificate)"), sig()],
    "P010": [L("contact_wrong", "subject", "홍,", "현준 (or 홍현준 님)", "the family name alone in the first-name slot"), sig()],
    "P011": [L("contact_wrong", "subject", "Menadžerka izvoza,", "Mattias,", "the sender's own title in the contact's slot"),
             L("note_wrong", "body", "It was good to meet you at awzje Voće d.", "", "a meeting claimed (at a garbled place) that the note does not hold: it records a quote request"), sig()],
    "P012": [L("contact_wrong", "subject", "Menadžerka izvoza,", "Jasna,", "the sender's own title in the contact's slot"), sig()],
    "P013": [L("contact_wrong", "subject", "Menadžerka izvoza,", "Claudine,", "the sender's own title in the contact's slot"), sig()],
    "P014": [L("sender_wrong", "subject", "Menadžerka izvoza x", "Podrinje Voće d.o.o. x", "the sender's title in the sender's company slot of an `X x Y` subject"),
             L("artifact", "body", "We would like to offer Με", "", "cut off: no product, no close, no signature")],
    "P015": [L("company_misspelled", "subject", "„Плюцова Фуудс abДОД", "„Плюцова Фуудс“ ЕООД", "the legal form garbled"),
             L("artifact", "body", "I understand you are interested in aće d.", "", "garbled note sentence (the note records the preferred language); the e-mail also ends cut off in a garble"),
             L("company_misspelled", "body", "„Плюцова ФуудсŞ", "„Плюцова Фуудс“ ЕООД", "the company garbled; garbled again at the cut end (`abПЀова`)")],
}

D160 = {
    "P001": [L("sender_wrong", "subject", "Pitžerka izvoza x", "Podrinje Voće d.o.o. x", "a garbled title in the sender's slot of an `X x Y` subject"),
             L("artifact", "body", "ProWein Düsseldorf;ked of K Quin Digniɏ GmbH & Co. KG. while among buyers", "", "garble after the (correct) fair")],
    "P002": [L("sender_wrong", "subject", "Pendžerka izvoza", "Podrinje Voće d.o.o.", "a garbled title in the sender's slot")],
    "P003": [L("artifact", "body", "I understand you need loo documentation", "", "garbled note sentence (the note records a preferred language)"),
             L("sender_wrong", "body", "introduce PenAlžerka izvoza to", "Podrinje Voće d.o.o.", "a garbled title in the sender's company slot")],
    "P004": [L("artifact", "body", "c.\nDear", "", "a stray `c.` (the subject's cut `inc.`) before the greeting"),
             L("company_misspelled", "body", "Agence Béland Ltd Co.", "Agence Béland inc.", "the legal form replaced")],
    "P005": [],
    "P006": [L("sender_wrong", "subject", "Giusti BunCi S.r.l. x", "Podrinje Voće d.o.o. x", "a garble of the buyer's company in the sender's slot"),
             L("artifact", "body", "I gather you are loohi campione di porcini secchi", "", "garbled note sentence (keeps the sample, loses the sense)")],
    "P007": [L("sender_wrong", "body", "introduce Pendžerka izvoza to", "Podrinje Voće d.o.o.", "a garbled title in the sender's company slot")],
    "P008": [L("artifact", "subject", "Dorm mjeh mushrooms", "dried porcini mushrooms", "the category garbled in the subject"),
             L("sender_wrong", "body", "dedrinje Voće d.o.", "Podrinje Voće d.o.o.", "the sender's company garbled in the signature")],
    "P009": [L("artifact", "body", "I understand you need importers of dried mushroom", "", "garbled note sentence (the note records the EU organic certificate)")],
    "P010": [L("contact_wrong", "subject", "뙍 현준", "홍 현준", "the family name garbled"),
             L("sender_wrong", "body", "de dizo.o.", "Podrinje Voće d.o.o.", "the sender's company garbled in the signature")],
    "P011": [L("sender_wrong", "subject", "and Menadžerka izvoza", "and Podrinje Voće d.o.o.", "the sender's title in the sender's company slot"),
             L("artifact", "body", "You asked about aicasing at p16", "", "garbled note sentence (the note records a quote for 12 pallets)")],
    "P012": [L("company_misspelled", "subject", "Jošir d.o.o.", "Košir d.o.o.", "first letter of the company changed"),
             L("sender_wrong", "subject", "Pendžerka izvoza", "Podrinje Voće d.o.o.", "a garbled title in the sender's slot")],
    "P013": [],
    "P014": [L("artifact", "subject", "Αριστόβουλος Μελιτσόπουλος Τρόφιμα Α.Ε.", "", "the subject only the contact's first name run into the company, no topic"),
             L("title_wrong", "body", "MΔιευθυντήροΕειρουθυθαΕειρρρριπν", "Διευθυντής Προμηθειών", "the title garbled"),
             L("artifact", "body", "Dear Αριστόβουλος Μ", "", "the greeting repeated and cut; no product, no signature")],
    "P015": [L("artifact", "subject", "雞Плюцова Плюцова and Menadžerka izvoza Officer at 耞Плюцова Либерта", "", "the subject a garble of names and stray CJK characters"),
             L("artifact", "body", "Y Либерта,", "", "garbled greeting; the body breaks off into `Hello` with no product or signature"),
             L("company_misspelled", "body", "+ꞞПлюоа Плюцова", "„Плюцова Фуудс“ ЕООД", "the company garbled"),
             L("sender_wrong", "body", "introduce Menadžerka izvoza to", "Podrinje Voće d.o.o.", "the sender's title in the sender's company slot")],
}
