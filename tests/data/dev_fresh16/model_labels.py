"""Labels for the model drafts, written by reading each draft's subject and body as a careful
sales manager would (the run's own statuses and findings were not read).

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...])
"""

SENDER_CO = "Dhofar Luban Trading S.A.O.C."

AR = {
    "H001": ("note sentence garbled", [
        ("artifact", "body", "Dubai; asked about Hojari grade stands out among buyers",
         "It was good to meet you at Gulfood 2026 in Dubai.",
         "the note pasted in and run into another sentence")]),
    "H002": ("clean; `Dear Dawn Merritt` (full name) accepted", []),
    "H003": ("a meeting claimed at a garbled place", [
        ("note_wrong", "body", "It was good to meet you", "prefers e-mails in Chinese",
         "a meeting the note does not hold"),
        ("artifact", "body", "Iuban Trading S.", "", "garbled fragment of the sender's company")]),
    "H004": ("note garbled to `avte`", [
        ("artifact", "body", "You asked about avte", "asked for a price for Najdi grade in 25 kg "
         "bags", "the note's request garbled")]),
    "H005": ("subject garbled", [
        ("artifact", "subject", "France for Hubert Parfums SAS",
         "Frankincense resin for Hubert Parfums SAS", "the buyer's country in the product's "
         "slot")]),
    "H006": ("clean; the stand visit is in the note", []),
    "H007": ("clean; the Arabic-script name in the greeting accepted", []),
    "H008": ("clean; the note's request copied", []),
    "H009": ("clean", []),
    "H010": ("greeting and title garbled", [
        ("contact_wrong", "body", "Dear 뀀,", "Հայկուհի Կոթողյան",
         "a stray Hangul syllable instead of the contact's name"),
        ("title_wrong", "body", "licuruin Hamad Al-Harthy", "Գնումների մենեջեր",
         "garble with the sender's name in the title's place")]),
    "H011": ("contact slot of the subject garbled", [
        ("contact_wrong", "subject", "Fer co", "Baudelio Cases",
         "garble in the contact's place")]),
    "H012": ("clean", []),
    "H013": ("fair name cut off", [
        ("artifact", "body", "It was good to meet you at the Japan.",
         "the Japan International Seafood & Technology Expo in Tokyo", "the fair's name cut off")]),
    "H014": ("clean; native-script name, title and company copied", []),
    "H015": ("note garbled, body cut off without closing", [
        ("artifact", "body", "You asked about avte CFR Piraeus", "asked for a price CFR Piraeus",
         "the note's request garbled"),
        ("artifact", "body", "We would like to offer Θαλασσιν", "",
         "body cut off mid-word, no closing or signature")]),
}

D160 = {
    "H001": ("sender's legal form garbled", [
        ("sender_wrong", "body", "Dhofar Luban Trading S.A.O.C.C.", SENDER_CO,
         "a letter added to the sender's legal form")]),
    "H002": ("sender named `Frank` in the subject", [
        ("sender_wrong", "subject", "Frank from", "Salim bin Hamad Al-Harthy",
         "the product's word cut to a person's name, read as the sender")]),
    "H003": ("note garbled; signature garbled", [
        ("artifact", "body", "re7sing Chinese Chinese", "prefers e-mails in Chinese",
         "the note garbled, a doubled word"),
        ("sender_wrong", "body", "Al-Harthy x Dhofar Luban Trading S.A.O.C.C.",
         "Salim bin Hamad Al-Harthy, Dhofar Luban Trading S.A.O.C.",
         "subject glue in the signature and a letter added to the legal form")]),
    "H004": ("buyer blended into the sender's slot; another category; garble", [
        ("sender_wrong", "subject", "Al Aradi Perfumes & Incense Luban Trading S.A.C.", SENDER_CO,
         "the buyer's company blended into the sender's"),
        ("category_wrong", "body", "Marino fabrics", "frankincense resin",
         "a textile product instead of the note's Najdi frankincense"),
        ("artifact", "body", "Shot of produces", "Dhofar Luban Trading S.A.O.C. produces",
         "garble in the sender's place")]),
    "H005": ("sender's legal form garbled", [
        ("sender_wrong", "body", "Dhofar Luban Trading S.A.O.C.C.", SENDER_CO,
         "a letter added to the sender's legal form")]),
    "H006": ("note sentence run on", [
        ("artifact", "body", "Gulfood 2026 I send details", "Gulfood 2026.",
         "two sentences fused")]),
    "H007": ("clean; given name in Arabic script", []),
    "H008": ("note garbled", [
        ("artifact", "body", "tole black limes", "whole black limes", "`tole` for `whole`")]),
    "H009": ("clean", []),
    "H010": ("greeting and title garbled", [
        ("contact_wrong", "body", "Purꎡ FZE House밂 FZE", "Հայկուհի Կոթողյան",
         "garble with stray CJK and a legal form instead of the contact's name"),
        ("title_wrong", "body", "yersض import)) SÓice terms Poland", "Գնումների մենեջեր",
         "garble instead of the title")]),
    "H011": ("sender's company garbled twice; note garbled", [
        ("sender_wrong", "subject", "Ferfar Luban Trading S.A.", SENDER_CO,
         "the sender's company garbled"),
        ("artifact", "body", "tole cleaned cuttlefish", "whole cleaned cuttlefish",
         "`tole` for `whole`"),
        ("sender_wrong", "body", "Defea Luban Trading S.A.", SENDER_CO,
         "the sender's company garbled in the signature")]),
    "H012": ("category word misspelled in the subject", [
        ("artifact", "subject", "couttlefish", "cuttlefish", "a garbled letter")]),
    "H013": ("sender's company garbled; fair sentence garbled", [
        ("sender_wrong", "subject", "Firfar Luban Trading S.A.", SENDER_CO,
         "the sender's company garbled"),
        ("artifact", "body", "at the Japan. Seafood & Technology Expo stands out among buyers",
         "at the Japan International Seafood & Technology Expo",
         "the fair's name broken and run into another sentence")]),
    "H014": ("`Fried` cuttlefish in the subject", [
        ("category_wrong", "subject", "Fried cuttlefish", "frozen cuttlefish",
         "a cooked product instead of frozen")]),
    "H015": ("category word garbled; note garbled; signature garbled", [
        ("artifact", "subject", "couisleh", "cuttlefish", "garbled category word"),
        ("artifact", "body", "a tie CFR Piraeus", "a price CFR Piraeus", "the note garbled"),
        ("sender_wrong", "body", "Salim CoolύΕσέέέέέιing",
         "Salim bin Hamad Al-Harthy, Dhofar Luban Trading S.A.O.C.",
         "the sender's name garbled, title and company lost")]),
}

LABELS = {**{("ar", b): v for b, v in AR.items()},
          **{("diffusion@160", b): v for b, v in D160.items()}}
