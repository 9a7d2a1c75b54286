"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only) as a
careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...])
"""

AR, D = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): ("company garbled into `Smart's Fine Cheeselets` (subject and twice in the body); note sentence garbled", [
        ("company_misspelled", "subject", "Smart's Fine Cheeselets", "Smart's Fine Cheese Ltd", "the buyer's company garbled with the product"),
        ("artifact", "body", "anlets", "", "the note's sentence ends in a garbled fragment"),
        ("company_misspelled", "body", "Smart's Fine Cheeselets", "Smart's Fine Cheese Ltd", "the buyer's company garbled with the product (twice)"),
    ]),
    (AR, "P002"): ("note sentence garbled", [
        ("artifact", "body", "inwvian bakeries and deliscuss it", "", "the note's customers garbled and fused with the next clause"),
    ]),
    (AR, "P003"): ("clean; company shortened to `Ramazzotti` once (accepted)", []),
    (AR, "P004"): ("a fluent claim the Greek note does not hold; body cut off in the title", [
        ("note_wrong", "body", "I understand you are interested in Greece", "Food Expo Athens; samples in brine",
         "an interest the note does not record, in place of its fair and request"),
        ("artifact", "body", "As Υπεύθυνη Προμηθε", "", "the body cut off inside the title"),
    ]),
    (AR, "P005"): ("clean", []),
    (AR, "P006"): ("part of the title in the contact's slot of the subject; note sentence garbled", [
        ("contact_wrong", "subject", "Frozen Bakery", "Melissa Hernandez", "the end of the title where the contact's name belongs"),
        ("artifact", "body", "Montréal n asked about a brief call with", "", "the note's sentence garbled and fused with another"),
    ]),
    (AR, "P007"): ("note sentence garbled; body cut off after the title", [
        ("artifact", "body", "needoaterate pastries", "", "the note's requirement garbled"),
        ("artifact", "body", "As مدير المشتريات at", "", "the body cut off after the title"),
    ]),
    (AR, "P008"): ("clean", []),
    (AR, "P009"): ("clean", []),
    (AR, "P010"): ("clean; native-script name in `Dear` and recorded title inside English accepted", []),
    (AR, "P011"): ("clean; the note's fair named correctly", []),
    (AR, "P012"): ("clean", []),
    (AR, "P013"): ("word salad: subject, greeting, company and title slots", [
        ("artifact", "subject", "됓煝than certificate required (OU or Badatz) Andor", "", "garbled note fragment as the subject"),
        ("company_misspelled", "body", "ٱРgantija Heritage Foods Ltd", 'סאלם מזון בע"מ', "garbled text in the buyer's company slot (no greeting)"),
        ("title_wrong", "body", "licѰ燝ta", "מנהלת רכש", "garbled text in the title's slot"),
        ("company_misspelled", "body", "venywtw-gż", 'סאלם מזון בע"מ', "garbled text in the buyer's company slot"),
        ("company_misspelled", "body", "Senssjkyl", 'סאלם מזון בע"מ', "garbled text in the buyer's company slot"),
    ]),
    (AR, "P014"): ("clean", []),
    (AR, "P015"): ("body cut off inside the company", [
        ("artifact", "body", "Would a brief call with ООО «Т", "", "the body cut off inside the company's name"),
    ]),
    (D, "P001"): ("sender's slot of the subject garbled; contact's name cut; note sentence garbled", [
        ("sender_wrong", "subject", "Smart pija Heritage", "Ġgantija Heritage Foods Ltd", "the sender's company garbled with the buyer's name"),
        ("contact_wrong", "body", "Die", "Diane Smart", "the contact's given name cut short in the greeting"),
        ("artifact", "body", "(March Ltd.", "", "the note's sentence breaks off into a stray `Ltd.`"),
    ]),
    (D, "P002"): ("sender's slot of the subject garbled; garbled meeting claim from the note", [
        ("sender_wrong", "subject", "Auszᴣ Foods Pty Ltd", "Ġgantija Heritage Foods Ltd", "a garbled company in the sender's slot"),
        ("artifact", "body", "soney's west;,", "", "a garbled meeting place made of the note's customers"),
    ]),
    (D, "P003"): ("company garbled in subject and body; product garbled in the subject", [
        ("artifact", "subject", "Road sh cheeselets", "", "the product's name garbled"),
        ("company_misspelled", "subject", "Ramazzotti valvesmaggi S.r.l.", "Ramazzotti Formaggi S.r.l.", "the buyer's company garbled"),
        ("company_misspelled", "body", "Ramazzotti valvesmaggi S.r.l.", "Ramazzotti Formaggi S.r.l.", "the buyer's company garbled (three times)"),
    ]),
    (D, "P004"): ("body only a garbled fragment of the name", [
        ("artifact", "body", "&ρΎζίγμΕααιε Παπαστεργίου &ραε", "", "word salad after the greeting's name"),
        ("artifact", "body", "Παπαστεργί o", "", "the body ends cut off"),
    ]),
    (D, "P005"): ("clean", []),
    (D, "P006"): ("note sentence garbled; title sentence broken", [
        ("artifact", "body", "soed to you stands out", "", "the note's sentence garbled and fused with another"),
        ("artifact", "body", "Frozen Bakery on time.", "", "the title sentence loses its middle"),
    ]),
    (D, "P007"): ("title dumped as a garbled sentence; body cut off", [
        ("artifact", "body", "مدير المشتريات.لملم,", "", "the title as a stray sentence with garbled letters"),
        ("artifact", "body", "\n مدير المشتريا", "", "the body ends cut off inside the title"),
    ]),
    (D, "P008"): ("clean", []),
    (D, "P009"): ("company garbled in the subject", [
        ("company_misspelled", "subject", "Pimp skerij Groothandel B.V.", "Koning Bakkerij Groothandel B.V.", "the buyer's company garbled"),
    ]),
    (D, "P010"): ("clean", []),
    (D, "P011"): ("clean; the sender's `Ltd.` with a full stop accepted; the note's fair named correctly", []),
    (D, "P012"): ("clean", []),
    (D, "P013"): ("word salad: subject product, greeting, note, company and title slots", [
        ("artifact", "subject", "igilla bean dip", "bigilla bean dip", "the product's first letter lost"),
        ("contact_wrong", "body", "FZEĐ FZEorporp Trade۪ (OU Trade import۝", "אפרת סאלם", "garbled text in the contact's slot"),
        ("artifact", "body", "It wer you need RPicic", "", "the note's sentence garbled"),
        ("company_misspelled", "body", "(OU䐉aha뵵 7orp much storp(", 'סאלם מזון בע"מ', "garbled text in the buyer's company slot"),
        ("title_wrong", "body", "afaec import jnam甪樰  Voē婪", "מנהלת רכש", "garbled text in the title's slot"),
        ("company_misspelled", "body", "塝 bڜaha敝 re tea(ach Tradeȯ", 'סאלם מזון בע"מ', "garbled text in the buyer's company slot"),
    ]),
    (D, "P014"): ("a sentence left without its main clause", [
        ("artifact", "body", "As Kierowniczka działu zakupów at Basaj Delikatesy Sp. z o.o.", "", "a sentence without its main clause"),
    ]),
    (D, "P015"): ("a sentence without its main clause, then a second greeting cut off", [
        ("artifact", "body", "As Менеджер по закупкам at ООО «Торговый дом Одинцова»", "", "a sentence without its main clause"),
        ("artifact", "body", "Dear Авдей Одинцов Менеджер по зак", "", "a second greeting mid-body, cut off"),
    ]),
}
