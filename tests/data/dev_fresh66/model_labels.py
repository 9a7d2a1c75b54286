"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only)
as a careful sales manager would: one label per distinct problem per part.

LABELS[setting][buyer_id] = [(type, part, found, expected, note), ...]; NOTES holds a line per draft.
"""
DUP_TITLE = "Diretora de Exportação, Diretora de Exportação"
STRAY = "and I would be glad to discuss it."

AR = {
    "P001": [],
    "P002": [("artifact", "body", "It was good to meet you at Épicerie Fine Bouchet SARL stands out among buyers",
              "", "two sentences run together: a meeting at the buyer's own company and a garbled compliment")],
    "P003": [],
    "P004": [("artifact", "body", "Hello Julia, " + STRAY, "Hello Julia,",
              "a stray clause fused onto the greeting")],
    "P005": [("artifact", "body", DUP_TITLE, "Diretora de Exportação", "the sender's title doubled on a line after the signature")],
    "P006": [("artifact", "body", "Good morning 佐藤舞, " + STRAY, "Good morning 佐藤舞,",
              "a stray clause fused onto the greeting"),
             ("artifact", "body", "https://www.tuaetuela.pt | Diretora de Exportação", "https://www.tuaetuela.pt",
              "the sender's title repeated at the end of the contact line")],
    "P007": [("artifact", "body", "Dear 김영진, " + STRAY, "Dear 김영진,", "a stray clause fused onto the greeting")],
    "P008": [("artifact", "body", "Good morning Adele, " + STRAY, "Good morning Adele,",
              "a stray clause fused onto the greeting")],
    "P009": [("artifact", "body", DUP_TITLE, "Diretora de Exportação", "the sender's title doubled on a line after the signature")],
    "P010": [("artifact", "body", "ines.pires@tuaetuela.pt | Diretora de Exportação", "ines.pires@tuaetuela.pt",
              "the sender's title repeated at the end of the contact line")],
    "P011": [("artifact", "body", "You asked about to I am writing", "", "a garbled sentence where the note's sample request should be"),
             ("artifact", "body", "As Υπεύθυνη Προμηθειών at Ευαγ", "", "the body cut off in the company's name")],
    "P012": [("artifact", "body", "to ООО «Кондитерский дом", "", "the body cut off in the company's name")],
    "P013": [("artifact", "body", "You asked about Gulfood Dubai 2025tification", "",
              "the note's fair and halal certificate garbled into one word"),
             ("artifact", "body", "As مدير المشتريات at مؤسسة بن لافي", "", "the body cut off in the company's name")],
    "P014": [("note_wrong", "body", "You asked about February", "",
              "a request the note does not hold (it records kosher certification and a February production start)"),
             ("artifact", "body", "Inês Carolina Morais Pi", "Inês Carolina Morais Pires", "the signature cut off")],
    "P015": [("artifact", "body", DUP_TITLE, "Diretora de Exportação", "the sender's title doubled on a line after the signature")],
}

DIFF = {
    "P001": [],
    "P002": [("artifact", "body", "It whstand you need demising atourevison à Rungis pour deux palettes.", "",
              "the note's quote request garbled into non-words")],
    "P003": [],
    "P004": [],
    "P005": [("artifact", "body", "you will want who deliver on time", "you will want partners who deliver on time",
              "a word dropped")],
    "P006": [("artifact", "body", "I am happ to 佐藤製粉株式会社. to 佐藤製粉株式会社. to 佐藤製粉株式会社. to 購買部主任.", "",
              "a garbled sentence repeating the company and the title"),
             ("artifact", "body", "Inês| ines.pires@tuaetuela.pt", "",
              "the signature broken: the first name run into the e-mail address, without family name or company")],
    "P007": [],
    "P008": [("artifact", "body", "Italy Re a pleasure to meet you", "It was a pleasure to meet you",
              "the opening garbled (a country and a stray word for `It was`)")],
    "P009": [],
    "P010": [],
    "P011": [("artifact", "body", "about about", "about", "a doubled word"),
             ("artifact", "body", "Α.Ε.νηses, so I would be glad to discuss it.", "Α.Ε.",
              "garbage run onto the company's legal form"),
             ("artifact", "body", "Dear Ματίνα Ευαγγε", "", "a second greeting, cut off, where the body should go on")],
    "P012": [("artifact", "body", "I Продэкспо 2025 ЕАЭС while researching importers", "",
              "the note's fair and EAEU declaration garbled into a sentence without a verb"),
             ("artifact", "body", "ЕАЭС7лде", "", "the body ends in garbage, with no close or signature")],
    "P013": [],
    "P014": [("artifact", "body", "I hope this might interest you as מנהלת רכש well.", "",
              "two templates run together (`as ... well`)"),
             ("artifact", "body", 'Mira歠uaness w sechadora o呝 (敝"essika)", I can share a few samples?', "",
              "word salad after the category")],
    "P015": [],
}

LABELS = {"ar": AR, "diffusion@160": DIFF}


def _note(setting: str, bid: str) -> str:
    labels = LABELS[setting][bid]
    if not labels:
        return f"{setting} draft for {bid}: read in full, nothing wrong found"
    return f"{setting} draft for {bid}: " + "; ".join(n for *_, n in labels)


NOTES = {s: {b: _note(s, b) for b in LABELS[s]} for s in LABELS}
