"""Labels of the 30 model drafts, written by reading each draft against its buyer's row.

Key: (setting, buyer_id); value: (type, part, found, expected, note) per distinct problem.
`found` starting with `re:` is a pattern resolved against the draft by make_model.py.
"""

import csv
from pathlib import Path

with open(Path(__file__).resolve().parent / "buyers.csv", encoding="utf-8", newline="") as _fh:
    _ROWS = {r["buyer_id"]: r for r in csv.DictReader(_fh)}


def rec(buyer_id: str, field: str) -> str:
    return _ROWS[buyer_id][field]


SENDER_CO = "Kagera Lakeside Exports (U) Ltd"
GARBLE = "U+FFFD garble"

LABELS = {
    # ---------------------------------------------------------------- AR
    ("ar", "R001"): [
        ("contact_wrong", "subject", r"re:^[^,]+", rec("R001", "contact_name"),
         f"{GARBLE} in the contact's slot"),
        ("company_misspelled", "subject", r"re:(?<=a quick idea for ).+$",
         rec("R001", "company"), f"{GARBLE} in the company's place"),
        ("contact_wrong", "body", r"re:(?<=Dear )[^,]+", rec("R001", "contact_name"),
         f"{GARBLE} ending in `tha` instead of the contact's name"),
        ("title_wrong", "body", r"re:(?<=interest you as )\S+", rec("R001", "contact_title"),
         f"{GARBLE} in the title's place"),
        ("company_misspelled", "body", r're:(?<= of )\S+"\S+(?=\.)', rec("R001", "company"),
         f"{GARBLE} in the company's place"),
        ("category_wrong", "body", r"re:(?<=to offer ).+?(?= for distributors)",
         "Nile perch fillets", "garble ending in `extile…s` (textiles) offered instead of the "
         "buyer's category"),
        ("artifact", "body", r"re:Would a brief call with \S+$", "",
         f"{GARBLE} throughout; cut off mid-sentence, no closing or signature"),
    ],
    ("ar", "R002"): [],
    ("ar", "R003"): [
        ("artifact", "body", "interested in in Limar", "",
         "a doubled `in` and a cut place name (the note's Limassol) in the note's sentence"),
        ("artifact", "body", "I am writing to introduce Kagera Lakeside Exports (U) Ltd", "",
         "the draft stops here: no offer, closing or signature"),
    ],
    ("ar", "R004"): [],
    ("ar", "R005"): [
        ("artifact", "subject", "Pescados Busquets for Pescados Busquets S.L.",
         "Nile perch fillets for Pescados Busquets S.L.",
         "the buyer's company repeated in the product's slot"),
        ("note_wrong", "body", "It was a pleasure to meet you at pangasius certification",
         rec("R005", "notes"), "a meeting the note does not hold (it records current "
         "pangasius purchases, no meeting)"),
        ("artifact", "body", "We can prepare samples of our Nile perch fille", "",
         "cut off inside the product's name; no closing or signature"),
    ],
    ("ar", "R006"): [
        ("artifact", "body", "re:As 採購經理 at .+$", "",
         "cut off inside the company's name (U+FFFD); no offer, closing or signature"),
    ],
    ("ar", "R007"): [
        ("artifact", "body", "", "Dear Winnie,",
         "no greeting: the body starts with the company's name"),
    ],
    ("ar", "R008"): [
        ("artifact", "subject", "Wish maw", "Fish maw", "the product's name garbled"),
        ("note_wrong", "body", "It was good to meet you at restaurants in Singapore",
         rec("R008", "notes"), "a meeting the note does not hold (it records a preference "
         "for e-mail and the buyer's customers)"),
        ("artifact", "body", "Export Sales Manager, K", "Export Sales Manager, " + SENDER_CO,
         "signature cut off in the sender's company"),
    ],
    ("ar", "R009"): [
        ("artifact", "body", "Co., Ltd. team", "Co., Ltd.",
         "a stray `team` fused after the legal form"),
        ("artifact", "body", "We would like", "",
         "cut off mid-sentence; no offer, closing or signature"),
    ],
    ("ar", "R010"): [
        ("contact_wrong", "subject", "re:^Chowitunkit", "Pannawich",
         "the family name in the first-name slot (Thai business uses the first name)"),
    ],
    ("ar", "R011"): [
        ("note_wrong", "body", "It was good to meet you", rec("R011", "notes"),
         "a meeting the note does not hold (it records juices and an organic certificate)"),
        ("artifact", "body", "atkesyication (Bio Suisse or EU organic)", "",
         "fused garble of the note, then the draft stops: no offer, closing or signature"),
    ],
    ("ar", "R012"): [],
    ("ar", "R013"): [
        ("artifact", "subject", "Re: ", "", "a reply prefix on a first e-mail"),
        ("artifact", "body", "Anuga in Cologne (U) Ltd", "Anuga in Cologne",
         "the sender's legal form fused onto the fair's city, and the draft stops there"),
    ],
    ("ar", "R014"): [
        ("artifact", "body", "Brenda Nak", "Brenda Nakato Ssekandi",
         "signature cut off in the sender's name"),
    ],
    ("ar", "R015"): [
        ("artifact", "body", "interested in cafés in Tallinn caf.", "",
         "the note's sentence garbled (a stuttered `caf.`)"),
        ("artifact", "body", "re:Brenda Nak$", "Brenda Nakato Ssekandi",
         "signature cut off in the sender's name"),
    ],
    # ---------------------------------------------------------------- diffusion@160
    ("diffusion@160", "R001"): [
        ("company_misspelled", "subject", r"re:(?<=supply for ).+(?= offer$)",
         rec("R001", "company"), f"{GARBLE} with foreign legal forms (Sdn, Services) in the "
         "company's place"),
        ("contact_wrong", "body", r"re:(?<=Dear ).+?(?=,\n)", rec("R001", "contact_name"),
         f"{GARBLE} with `FZE` in the contact's place"),
        ("company_misspelled", "body", r"re:(?<=the team at ).+?(?= well\.)",
         rec("R001", "company"), f"{GARBLE} in the company's place"),
        ("artifact", "body", r"re:It that you need \S+ fillets", "",
         f"{GARBLE} throughout (`R…e7ch fillets`); the offer ends in garble, no closing or "
         "signature"),
    ],
    ("diffusion@160", "R002"): [],
    ("diffusion@160", "R003"): [
        ("artifact", "subject", "re:^.+$", "",
         "word salad: the title `Υπεύθυνος` looped, garble"),
        ("company_misspelled", "subject", r"re:^\S+", rec("R003", "company"),
         "a garbled fragment of the company's name"),
        ("artifact", "body", "", "", "empty body"),
    ],
    ("diffusion@160", "R004"): [
        ("contact_wrong", "subject", "AeriaL", "Louise", "a garbled word in the first-name slot"),
        ("artifact", "body", "Sincerely,\nB", "Sincerely,\nBrenda Nakato Ssekandi",
         "signature cut to one letter"),
    ],
    ("diffusion@160", "R005"): [
        ("note_wrong", "body", "It was good to meet you at restaurants", rec("R005", "notes"),
         "a meeting the note does not hold (restaurants are the buyer's customers)"),
        ("artifact", "body", "We supply Nile perch fillets from Uganda with short lead times",
         "", "the draft stops here: no closing or signature"),
    ],
    ("diffusion@160", "R006"): [
        ("artifact", "body", "Seafood Expo ASS to 周記海味有限公司", "Seafood Expo Asia",
         "the fair's name garbled and a template fragment fused onto it"),
        ("artifact", "body", "re:As 採購經理 at$", "",
         "cut off mid-sentence; no offer, closing or signature"),
    ],
    ("diffusion@160", "R007"): [],
    ("diffusion@160", "R008"): [
        ("artifact", "body", "I understand you need loo specialty by e-aret; sells.", "",
         "the note's sentence garbled"),
        ("artifact", "body", "Brenda Nakato Ssekandi\nExport Sales Manager", "",
         "the signature stops after the title: the sender's company is named nowhere"),
    ],
    ("diffusion@160", "R009"): [
        ("artifact", "body", "As Trưởng phòng Thu mua at Ngọ", "",
         "cut off inside the company's name; no offer, closing or signature"),
    ],
    ("diffusion@160", "R010"): [
        ("artifact", "body", "You asked about a so I am happy to send details.", "",
         "the note's request garbled (`about a so`)"),
        ("artifact", "body", "Export Sales Manager, K", "Export Sales Manager, " + SENDER_CO,
         "signature cut off in the sender's company"),
    ],
    ("diffusion@160", "R011"): [
        ("sender_wrong", "subject", "re:^.+(?= x Jus)", SENDER_CO,
         "the sender's company garbled (U+FFFD, a lost bracket)"),
        ("note_wrong", "body", "It was good to meet you at Lighten GmbH", rec("R011", "notes"),
         "a meeting at an invented company; the note records none"),
        ("artifact", "body", "Export Sales Manager, Kager", "Export Sales Manager, " + SENDER_CO,
         "signature cut off in the sender's company"),
    ],
    ("diffusion@160", "R012"): [
        ("contact_wrong", "subject", r"re:^[^,]+", "David",
         "a garbled word (U+FFFD) in the first-name slot"),
    ],
    ("diffusion@160", "R013"): [
        ("artifact", "body", "in Czech Republic", "in the Czech Republic",
         "the country without its article"),
        ("artifact", "body", "Would a brief call with Švecová Nápoje s", "",
         "cut off inside the legal form; no closing or signature"),
    ],
    ("diffusion@160", "R014"): [
        ("artifact", "body", "Brenda Nakato Ssekand", "Brenda Nakato Ssekandi",
         "signature cut off in the sender's family name; the title and company are missing"),
    ],
    ("diffusion@160", "R015"): [
        ("note_wrong", "body", "It was good to meet you at cafés in Tall", rec("R015", "notes"),
         "a meeting the note does not hold (cafés in Tallinn are the buyer's customers)"),
        ("sender_wrong", "body", "Dorm Lakeside Exports", "Kagera Lakeside Exports",
         "the sender's company garbled"),
        ("artifact", "body", '"es out among buyers', "",
         "a fused fragment of a template sentence (`stands out among buyers`)"),
        ("artifact", "body", "Sincerely,\nBrend", "Sincerely,\nBrenda Nakato Ssekandi",
         "signature cut off in the sender's name"),
    ],
}
