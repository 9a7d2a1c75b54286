"""Labels written by reading each model draft (s1 to P001-P015), as a careful sales manager would.

Keyed by (setting, buyer_id): a reading note and the labels. A label's `found` is the exact text,
WHOLE for the whole part, or (start, end) for the text between `start` and the next `end` (end
None: to the end of the part), used where the draft's garble holds characters hard to type.
"""

WHOLE = "whole"

CO = "Agrícola Tierra de Pococí S.A."
SIG = "Gerente de Exportaciones / Agrícola Tierra de Pococí S.A."


def L(type_, part, found, expected, note):  # noqa: N802 - reads as a table
    return {"type": type_, "part": part, "found": found, "expected": expected, "note": note}


LABELS = {
    ("ar", "P001"): ("the note's fair (SIAL Paris) garbled into 'palm'", [
        L("artifact", "body", "It was good to meet you at palm.", "It was good to meet you at SIAL Paris.",
          "the fair of the note replaced by a fragment of the category"),
    ]),
    ("ar", "P002"): ("the whole e-mail written into the subject, looping; empty body", [
        L("artifact", "subject",
          "As Directeur des achats at Distributions Dufour inc. As Directeur des achats at "
          "Distributions Dufour inc.",
          "a short subject", "the body written into the subject, one clause repeated ten times and "
          "cut off"),
        L("artifact", "body", "", "a greeting, an introduction and a closing", "the body is empty"),
    ]),
    ("ar", "P003"): ("note sentence garbled; the surname used as a first name in the subject", [
        L("contact_wrong", "subject", "Russell,", "Christopher",
          "the family name used as the form of address, as if it were the first name"),
        L("artifact", "body", "You asked about a set of Russell Specialty Foods LLC stands out",
          "You asked for a sample of organic hearts of palm at the Summer Fancy Food Show",
          "the note's sentence broken into two template sentences fused together"),
    ]),
    ("ar", "P004"): ("clean", []),
    ("ar", "P005"): ("garbled throughout (Hebrew-script buyer): subject, name, company, title", [
        L("artifact", "subject", WHOLE, "Agrícola Tierra de Pococí S.A. x עודה יבוא בע\"מ",
          "garble and a fragment of the note instead of the two companies"),
        L("contact_wrong", "body", ("Dear ", ","), "מילה עודה",
          "garbled characters and a piece of the category instead of the contact's name"),
        L("company_misspelled", "body", 'tileseb Purchasing"antora Tierra de Pococí S.A.',
          'עודה יבוא בע"מ', "garble and a piece of the sender's company in the buyer's company's place"),
        L("title_wrong", "body", "licogas Solano", "מנהלת רכש",
          "garble and the sender's surname in the title's place"),
        L("artifact", "body", ("call with ", " this month"), "Would a brief call this month be possible?",
          "word salad with a fragment of the note"),
    ]),
    ("ar", "P006"): ("meets the buyer at the auction, which the note does not say; then garble", [
        L("note_wrong", "body", "It was good to meet you at the auction in Aalsmeer",
          "the note: buys at the auction in Aalsmeer, wants direct supply (no meeting)",
          "a meeting claimed that the note does not hold"),
        L("artifact", "body", "; is a trial order and shipped with full documentation.",
          "a complete sentence", "the rest of the sentence is fragments of other template sentences"),
    ]),
    ("ar", "P007"): ("clean (the record's masculine title copied as recorded)", []),
    ("ar", "P008"): ("clean; in English although the note says the buyer prefers Japanese (no label "
                     "type fits; the tool drafts English)", []),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("company garbled in subject and body; note sentence garbled", [
        L("company_misspelled", "subject", "UAB „Kalvelis gėlės ab Distribution", "UAB „Kalvelis gėlės“",
          "the company's closing quote lost and 'ab Distribution' fused on"),
        L("artifact", "body", "asked about avte devi", "asked for a price per box CIF Klaipėda",
          "the note's request garbled"),
        L("company_misspelled", "body", "UAB „Kalvelis gėlės nhollės nas Sol", "UAB „Kalvelis gėlės“",
          "fragments fused onto the company (and 'UAB „Kalvelis gėlės n.' later)"),
    ]),
    ("ar", "P011"): ("category, company and title garbled", [
        L("artifact", "subject", "Fhayote", "fresh chayote", "the category garbled"),
        L("company_misspelled", "subject", "Smith Officerce Inc.", "Smith Produce Inc.",
          "the company's word changed to 'Officerce'"),
        L("company_misspelled", "body", "Smith Officer Inc.", "Smith Produce Inc.",
          "the company's word changed to 'Officer', twice"),
        L("title_wrong", "body", "Asechce Buyer", "Produce Buyer", "the title garbled and fused to 'As'"),
    ]),
    ("ar", "P012"): ("category garbled in the subject; the note's visit rendered right", [
        L("artifact", "subject", "Fhayote", "fresh chayote", "the category garbled"),
    ]),
    ("ar", "P013"): ("category garbled in the subject", [
        L("artifact", "subject", "Fhayote", "fresh chayote", "the category garbled"),
    ]),
    ("ar", "P014"): ("category garbled in the subject; note sentence broken", [
        L("artifact", "subject", "Fhayote", "fresh chayote", "the category garbled"),
        L("artifact", "body", "You asked about GlobalG.A.P. certificate stands out among buyers",
          "You asked about our GlobalG.A.P. certificate.",
          "the note's sentence fused with another template sentence"),
    ]),
    ("ar", "P015"): ("category garbled in the subject", [
        L("artifact", "subject", "Fhayote", "fresh chayote", "the category garbled"),
    ]),
    ("diffusion@160", "P001"): ("note garbled; the sender's company garbled in the signature", [
        L("artifact", "body", "you needucontrée au SIAL Paris documentation",
          "we met at SIAL Paris; 400 g jars", "the French note copied in pieces, fused to 'need'"),
        L("sender_wrong", "body", "Agrícola Tierra de Pococí901P, L Product", CO,
          "garble fused onto the sender's company"),
    ]),
    ("diffusion@160", "P002"): ("the buyer's legal form changed once", [
        L("company_misspelled", "body", "Distributions Dufour Ltd Co.", "Distributions Dufour inc.",
          "another legal form in place of 'inc.'"),
    ]),
    ("diffusion@160", "P003"): ("note sentence garbled", [
        L("artifact", "body", "You asked about a soon",
          "You asked for a sample of organic hearts of palm at the Summer Fancy Food Show",
          "the note's request lost; the sentence does not parse"),
    ]),
    ("diffusion@160", "P004"): ("the sender's company garbled in the signature", [
        L("sender_wrong", "body", "Arroś de Pococí S.A.", CO, "the sender's company garbled"),
    ]),
    ("diffusion@160", "P005"): ("garbled subject, empty body (Hebrew-script buyer)", [
        L("artifact", "subject", WHOLE, "a subject naming the sender or the buyer and the product",
          "garble and a run of brackets"),
        L("artifact", "body", "", "a greeting, an introduction and a closing", "the body is empty"),
    ]),
    ("diffusion@160", "P006"): ("a meeting the note does not hold, garbled; signature garbled", [
        L("note_wrong", "body", "It was good to meet you at Auction Industrie Aalsmeer",
          "the note: buys at the auction in Aalsmeer, wants direct supply (no meeting)",
          "a meeting claimed that the note does not hold"),
        L("artifact", "body", "Auction Industrie Aalsmeer of Willemsen Bloemen B.V.",
          "the auction in Aalsmeer", "the place garbled and the buyer's company fused on"),
        L("sender_wrong", "body", "Arrog, Inkoper snijgroen", SIG,
          "the sender's company garbled and the buyer's title in its place"),
    ]),
    ("diffusion@160", "P007"): ("category garbled in the subject", [
        L("artifact", "subject", "Bath papleaf fern", "leatherleaf fern", "the category garbled"),
    ]),
    ("diffusion@160", "P008"): ("garbled throughout (Japanese buyer): no greeting, country, "
                                "company, signature", [
        L("artifact", "subject", WHOLE, "Agrícola Tierra de Pococí S.A. x ハシモトフラワー株式会社",
          "a looping fragment and a cut-off sentence instead of a subject"),
        L("artifact", "body", ("Ireunderstand", "."), "Dear ハシモト ヤスヒロ, / I am writing to "
          "introduce …", "no greeting; the first sentence garbled"),
        L("sender_wrong", "body", "from ColonE", "from Costa Rica", "the sender's country garbled"),
        L("company_misspelled", "body", "ハシモト capsfood", "ハシモトフラワー株式会社",
          "the company's second half replaced by 'capsfood'"),
        L("sender_wrong", "body", ("Thank you,\n", None), "José Pablo Vargas Solano / " + SIG,
          "garble and the buyer's title instead of the sender's name, title and company"),
    ]),
    ("diffusion@160", "P009"): ("clean", []),
    ("diffusion@160", "P010"): ("subject garbled; note garbled; company's quote lost; signature "
                                "garbled", [
        L("artifact", "subject", WHOLE, "Agrícola Tierra de Pococí S.A. x UAB „Kalvelis gėlės“",
          "the two companies blended and garbled"),
        L("artifact", "body", "IPM Essen;Aktsias IPM Essen", "IPM Essen",
          "the note's fair repeated with garble between"),
        L("company_misspelled", "body", "UAB „Kalvelis gėlės.", "UAB „Kalvelis gėlės“",
          "the closing quote of the company's name lost (twice)"),
        L("sender_wrong", "body", "RiB trrku", SIG, "garble instead of the sender's title and company"),
    ]),
    ("diffusion@160", "P011"): ("contact, company, title and sender's company garbled", [
        L("contact_wrong", "subject", "Fhc macay,", "Amber",
          "garble in the contact's slot of a 'Name, a quick idea for Company' subject"),
        L("company_misspelled", "subject", "Smith Bhd Lda Inc.", "Smith Produce Inc.",
          "other countries' legal forms in place of 'Produce'"),
        L("company_misspelled", "body", "Smith Przce Inc.", "Smith Produce Inc.",
          "the company garbled (and 'Smith Bhd semiconductor Inc.' later)"),
        L("title_wrong", "body", "Spiri Officer", "Produce Buyer", "a garbled title of another kind"),
        L("sender_wrong", "body", "ArroŸ de Pococí S.A.", CO, "the sender's company garbled"),
    ]),
    ("diffusion@160", "P012"): ("the buyer's company in the sender's slot of the subject", [
        L("sender_wrong", "subject", WHOLE, "Agrícola Tierra de Pococí S.A. x Simpson Exotic Veg Ltd",
          "the buyer's company written in the sender's slot"),
    ]),
    ("diffusion@160", "P013"): ("subject garbled", [
        L("artifact", "subject", "Bart Aliment S fresh chayote So pumps",
          "fresh chayote", "word salad around the category, with 'pumps'"),
    ]),
    ("diffusion@160", "P014"): ("note's word cut", [
        L("artifact", "body", "GlobalG.A.P. certificat,", "GlobalG.A.P. certificate",
          "the last letter of the note's word lost"),
    ]),
    ("diffusion@160", "P015"): ("the buyer's company in the sender's slot of the subject", [
        L("sender_wrong", "subject", WHOLE,
          "Agrícola Tierra de Pococí S.A. x Al Falasi Vegetables Trading L.L.C.",
          "the buyer's company written in the sender's slot"),
    ]),
}
