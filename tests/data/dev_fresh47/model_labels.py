"""Labels of the 30 model drafts, written by reading each draft's subject and body (nothing else of
the run was read). Keyed by (setting, buyer id); each label is (type, part, found, expected, note).
An empty list is a draft read as sendable.

Judgement rules: the body or signature running into garbage, cut off or looping is one artifact
per distinct place; a garbled or cut word standing in one record's slot takes that slot's type
(the contact's: contact_wrong; the buyer's company: company_misspelled; the category:
category_wrong; the buyer's country: country_wrong; the sender's name, company or country:
sender_wrong); a meeting the note does not record, written readably, is note_wrong, and a garbled
note sentence is an artifact; the sender's own title in Slovenian and her company without `d.d.`
are accepted.
"""

AR, D160 = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): [
        ("artifact", "body", "Supplies hotelsϮή Ανδρουλάκης Ανδρουλάκης Ανδρουλάκης Ανδρουλάκ", "",
         "a fragment of the note runs into a garbled character and a loop of the family name, and "
         "the body is cut off mid-word with no closing"),
    ],
    (AR, "P002"): [
        ("artifact", "body", "You asked about to,", "",
         "garbled note sentence (`asked about to`)"),
        ("artifact", "body", "Direktorica izvoza, Direktorica izvoza", "",
         "the sender's title repeated on a line of its own"),
        ("contact_wrong", "body", "Direktorica izvoza, may I send you a few samples?", "黄秀英",
         "the sender's title in the slot of the buyer's name"),
        ("artifact", "body", "Sincerely,\nTadeja Lovrec Meško\nDire", "",
         "a second closing after the first, cut off mid-word"),
    ],
    (AR, "P003"): [],
    (AR, "P004"): [
        ("artifact", "body", "It was good to meet you at om prøveflasker til anbudet i mars.", "",
         "garbled note sentence: a fragment of the Norwegian note as the place of a meeting"),
    ],
    (AR, "P005"): [],
    (AR, "P006"): [
        ("artifact", "body", "As Менаџер за набавки at Наумо", "",
         "body cut off in the middle of the company, no closing"),
    ],
    (AR, "P007"): [],
    (AR, "P008"): [],
    (AR, "P009"): [
        ("artifact", "subject",
         "As Acheteuse principale at Charcuterie Blouin inc. As Acheteuse principale at Charcuterie Blouin inc.",
         "", "the body's sentences run into the subject, one of them repeated nine times"),
        ("sender_wrong", "subject", "from the Canada", "Slovenia",
         "the sender's goods said to come from the buyer's country"),
        ("artifact", "body", "Would a brief call with Charcuterie Blouin inc.", "",
         "the body is one unfinished sentence, with no greeting"),
        ("artifact", "body", "Tadeja Lovrec Meško\nDirektorica", "",
         "the signature's title cut off where the body ends"),
    ],
    (AR, "P010"): [],
    (AR, "P011"): [
        ("artifact", "body", "As مدير المشتريات at شركة حمامي ل", "",
         "body cut off in the middle of the company, no closing"),
    ],
    (AR, "P012"): [
        ("contact_wrong", "body", "Dear 뼳궄 fillets,", "Լիզա Չեմեդիկյան",
         "garbled Hangul and a product word in the greeting"),
        ("artifact", "body", "As 볻hicken breast fillets, Direktorica izvoza, may I send you a few samples?", "",
         "garbled sentence: a broken category, then the sender's title where the buyer's name goes"),
    ],
    (AR, "P013"): [
        ("artifact", "body", "Direktorica izvoza, Direktorica izvoza", "",
         "the sender's title repeated on a line of its own"),
    ],
    (AR, "P014"): [
        ("artifact", "body", "Direktorica izvoza\nDirektorica izvoza", "",
         "the sender's title twice in the signature, on two lines"),
    ],
    (AR, "P015"): [
        ("category_wrong", "subject", "Fro chicken breast fillets", "frozen chicken breast fillets",
         "the category cut (`Fro`)"),
        ("artifact", "body", "a steady source", "", "body cut off mid-sentence, no closing"),
    ],
    (D160, "P001"): [
        ("artifact", "subject", "Ζηνόβιος Ανδρουλάκης Ανδρουλάκης,", "",
         "the subject is the contact's name with the family name doubled"),
        ("artifact", "body",
         "Supplies hotρορομος Ανδρουλάκης, so I am happy with a CoVEοΕβιος Ανδρουλάκης Ζηνόβιος Ανδρουλάκης Ανδρουλάκης o",
         "", "no greeting; the note sentence runs into garbage and looping names, cut off"),
    ],
    (D160, "P002"): [
        ("artifact", "body", "You asked about soed,", "", "garbled note sentence (`soed`)"),
        ("sender_wrong", "body", "Grade肋苋理\u0e5cl限啸etlab", "Tadeja Lovrec Meško",
         "garbage in place of the sender's name in the signature"),
    ],
    (D160, "P003"): [
        ("category_wrong", "subject", "CooPipon white", "Šipon white wine", "the category garbled"),
        ("company_misspelled", "body", "As Importk嫟eck Anstalt", "Weinkeller Beck Anstalt",
         "the company garbled after `at`"),
    ],
    (D160, "P004"): [
        ("note_wrong", "body", "It was good to meet you at Vinmonopolet.",
         "Leverer til Vinmonopolet. Ba om prøveflasker til anbudet i mars.",
         "a meeting the note does not record: the buyer supplies Vinmonopolet and asked for samples"),
        ("artifact", "body", "Šipon white wine As Innkjøpsansvarlig", "",
         "two sentences run together without a full stop"),
    ],
    (D160, "P005"): [],
    (D160, "P006"): [
        ("category_wrong", "subject", "Pranjska sausages", "Kranjska sausages", "the category misspelled"),
        ("artifact", "body", "Joljvaнtificam ofЀ", "", "garbage before the buyer's company"),
        ("artifact", "body", " hal bass offer\nDear Борче", "",
         "the body ends in garbage and a second, unfinished greeting; no closing"),
    ],
    (D160, "P007"): [],
    (D160, "P008"): [],
    (D160, "P009"): [
        ("artifact", "body", "I understand you needurentréal au SIAL Montréal. Demande॰e.", "",
         "garbled note sentence"),
        ("artifact", "body", "Companies like Charcuterie Blouin inc. a steady source of Kranjska sausages.", "",
         "a sentence without its verb"),
        ("company_misspelled", "body", "Charcuterie Blouin.,c.,", "Charcuterie Blouin inc.",
         "the legal form garbled"),
    ],
    (D160, "P010"): [],
    (D160, "P011"): [
        ("artifact", "body", "a hiral documentation", "", "garbled note word (`hiral` for halal)"),
        ("artifact", "body", "I am f to", "", "a broken verb (`I am f to introduce`)"),
        ("sender_wrong", "body", "ةري Com Rob..d.", "Poetovio Dobrote d.d.",
         "garbage in place of the sender's company"),
        ("artifact", "body", "roinging brestors offer", "", "garbage after the buyer's company"),
        ("contact_wrong", "body", "Dear شركة حمامي للأغذية المجمدة,", "صدقي حمامي",
         "a second greeting addressed to the company; the body ends there"),
    ],
    (D160, "P012"): [
        ("company_misspelled", "subject", "«Չեմեդիկյան", "«Չեմեդիկյան Ֆուդ» ՍՊԸ",
         "the company cut off at the end of the subject"),
        ("contact_wrong", "body", "FZE켫 import foopos k 7鷥봬6orp", "Լիզա Չեմեդիկյան",
         "garbage in the greeting in place of the contact"),
        ("artifact", "body", "We much who deliver on time.", "", "garbled sentence"),
        ("company_misspelled", "body", "«Չեմեդիկյան( p(((((", "«Չեմեդիկյան Ֆուդ» ՍՊԸ",
         "the company garbled"),
        ("artifact", "body", "in steryenia with short lead times", "",
         "two sentences fused around a garbled word"),
        ("sender_wrong", "body", "Comercialo Dobrote", "Poetovio Dobrote d.d.",
         "the sender's company garbled in the signature"),
    ],
    (D160, "P013"): [
        ("country_wrong", "body", "in B componentsin", "Bahrain", "the buyer's country garbled"),
    ],
    (D160, "P014"): [],
    (D160, "P015"): [
        ("company_misspelled", "subject", "შპს რამიშვილიteng.", "შპს რამიშვილი ფუდსი",
         "the company garbled in the subject"),
        ("artifact", "body", "introducePoetovio", "", "two words fused"),
        ("artifact", "body", "for Gშჴ ŃჃიდვჃ.", "", "garbage after the category"),
        ("artifact", "body", "Dear შპს რამიშვ for", "",
         "the body ends in a second greeting with the company cut off; no closing"),
    ],
}
