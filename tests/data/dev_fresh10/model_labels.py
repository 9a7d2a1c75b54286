"""Labels of the 30 model drafts, written by reading each draft (subject and body only).

Keyed by (setting, buyer_id); each label is (type, part, found, expected, note). An empty list
is a draft that could be sent as written. Conventions are in README.md ("Model drafts").
"""

FFFD = "\ufffd"
SIGNATURE = "Guðrún Ósk Sigurðardóttir\nExport Manager\nBreiðafjörður Marine ehf."
CLOSING = "a closing and the signature"

LABELS = {
    ("ar", "W001"): [
        (
            "artifact",
            "body",
            "Barcelona (May  Swedenrope",
            "Barcelona (May 2026)",
            "the note's sentence garbled after the fair's name",
        ),
        (
            "artifact",
            "body",
            "Would you be open to a short call next week",
            CLOSING,
            "cut off in the last sentence: no question mark, closing or signature",
        ),
    ],
    ("ar", "W002"): [
        (
            "artifact",
            "body",
            "Would a brief call with Ó Cathaláin Sláinte Teoranta this month",
            CLOSING,
            "cut off in the last sentence: no closing or signature",
        ),
    ],
    ("ar", "W003"): [
        (
            "artifact",
            "body",
            "I note that you need a the COper you need a the COA.",
            "I note that you need a COA for every batch",
            "the note's sentence garbled and repeated",
        ),
        (
            "artifact",
            "body",
            "to ТОВ «Фарм-Полісс",
            "to ТОВ «Фарм-Полісся»",
            "cut off inside the company's name; no closing or signature",
        ),
    ],
    ("ar", "W004"): [
        (
            "artifact",
            "body",
            "a 1 l set of Wittbrodt Pharma sp. z o.o.",
            "a 1 l sample of cod liver oil",
            "the note's sample request garbled: the buyer's company in the product's place",
        ),
        (
            "artifact",
            "body",
            "Would a brief call with Wittbrodt Pharma sp. z o.o. this",
            CLOSING,
            "cut off in the last sentence",
        ),
    ],
    ("ar", "W005"): [],
    ("ar", "W006"): [
        (
            "artifact",
            "body",
            f"(October iced dila){FFFD}k stands out among buyers of lumpfish roe in  Srl.",
            "(October 2026)",
            "word salad with U+FFFD after the fair's name, ending in 'in  Srl'",
        ),
        (
            "artifact",
            "body",
            "Kind regards,",
            "Kind regards,\n" + SIGNATURE,
            "no signature: the sender's name and company appear nowhere",
        ),
    ],
    ("ar", "W007"): [],
    ("ar", "W008"): [
        (
            "note_wrong",
            "body",
            "I understand you are interested in Spanish or Catalan.",
            "Prefers e-mails in Spanish or Catalan",
            "the note's language preference turned into an interest the buyer never stated",
        ),
        ("artifact", "body", "Kind", "Kind regards,\n" + SIGNATURE, "cut off in the closing"),
    ],
    ("ar", "W009"): [
        (
            "artifact",
            "body",
            "Kind regards",
            "Kind regards,\n" + SIGNATURE,
            "cut off after the closing words: no signature",
        ),
    ],
    ("ar", "W010"): [
        (
            "artifact",
            "body",
            "As you asked about avte,",
            "As you asked about a price for salted lumpfish roe in barrels,",
            "the note's request garbled into a non-word",
        ),
        (
            "artifact",
            "body",
            "Guðrún Ó",
            "Guðrún Ósk Sigurðardóttir",
            "cut off inside the sender's name",
        ),
    ],
    ("ar", "W011"): [],
    ("ar", "W012"): [
        (
            "note_wrong",
            "body",
            "It was good to meet you at EuroTier\n in the Netherlands.",
            "Met at EuroTier, Hanover (November 2026); mixes mineral premixes for dairy cattle",
            "the meeting placed in the Netherlands; the note records EuroTier in Hanover",
        ),
        (
            "artifact",
            "body",
            "Would a brief call with Van den",
            CLOSING,
            "cut off inside the company's name in the last sentence",
        ),
    ],
    ("ar", "W013"): [
        (
            "artifact",
            "body",
            "Breiðafjö",
            "Breiðafjörður Marine ehf.",
            "cut off inside the sender's company in the signature",
        ),
    ],
    ("ar", "W014"): [],
    ("ar", "W015"): [
        (
            "artifact",
            "body",
            "a sample set of Ayanda Agri (Pty) Ltd",
            "a sample of 1-2 mm kelp meal",
            "the note's sample request garbled: the buyer's company in the product's place",
        ),
        (
            "artifact",
            "body",
            "Breiðafjörð",
            "Breiðafjörður Marine ehf.",
            "cut off inside the sender's company in the signature",
        ),
    ],
    ("diffusion@160", "W001"): [
        (
            "sender_wrong",
            "subject",
            "Areaðafjörður Marine ehf.",
            "Breiðafjörður Marine ehf.",
            "the sender's company garbled in the subject's first slot",
        ),
        (
            "artifact",
            "body",
            f"It was good to meet you at Vit{FFFD}oods Europe, I hope this is relevant to you. "
            "Breiðafjörður Marine ehf.",
            "It was good to meet you at Vitafoods Europe in Barcelona.",
            "the fair's name garbled with U+FFFD, a run-on sentence and the sender's company "
            "left as a fragment; no product named",
        ),
    ],
    ("diffusion@160", "W002"): [
        (
            "artifact",
            "body",
            "Guðrún Ósk Sigurðardóttir,",
            SIGNATURE,
            "the signature stops after the name: the sender's company is named nowhere",
        ),
    ],
    ("diffusion@160", "W003"): [
        (
            "company_misspelled",
            "subject",
            "Світлана Фарм-Полісся»",
            "ТОВ «Фарм-Полісся»",
            "the contact's first name blended into the company's name",
        ),
        (
            "artifact",
            "body",
            "I understand you need COACA I I",
            "I understand you need a COA",
            "the note's sentence garbled",
        ),
        (
            "artifact",
            "body",
            "to ТОВ «Фарм-Полі",
            "to ТОВ «Фарм-Полісся»",
            "cut off inside the company's name; no closing or signature",
        ),
    ],
    ("diffusion@160", "W004"): [
        (
            "artifact",
            "body",
            "You asked about a 1 l so, so",
            "You asked about a 1 l sample, so",
            "the note's sample request garbled",
        ),
        (
            "artifact",
            "body",
            "We supply cod liver oil from Iceland with short",
            CLOSING,
            "cut off in the middle of a sentence; no closing or signature",
        ),
    ],
    ("diffusion@160", "W005"): [],
    ("diffusion@160", "W006"): [
        (
            "artifact",
            "subject",
            "Greaðafjör roe la mer at Gérard Marée SAS",
            "Breiðafjörður Marine ehf. x Gérard Marée SAS",
            "word salad in the subject: a garbled sender company and a piece of the title",
        ),
        (
            "artifact",
            "body",
            "at SIAL Parish roe? at SIAL Parish roe,",
            "at SIAL Paris in October,",
            "the fair's name garbled and the fragment repeated",
        ),
        (
            "artifact",
            "body",
            f"Guðrún {FFFD}",
            "Guðrún Ósk Sigurðardóttir",
            "the signature cut off with U+FFFD",
        ),
    ],
    ("diffusion@160", "W007"): [
        (
            "sender_wrong",
            "body",
            "Sales Manager",
            "Export Manager",
            "another title in the sender's signature",
        ),
        (
            "artifact",
            "body",
            "Breið",
            "Breiðafjörður Marine ehf.",
            "cut off inside the sender's company, which is named nowhere else",
        ),
    ],
    ("diffusion@160", "W008"): [
        (
            "note_wrong",
            "body",
            "I understand you need re documentation documentation",
            "Prefers e-mails in Spanish or Catalan",
            "a need for documentation the note does not hold (it records a language preference)",
        ),
        (
            "artifact",
            "body",
            "documentation documentation",
            "documentation",
            "a doubled word after a stray 're'",
        ),
        (
            "artifact",
            "body",
            "Would a brief call with Conserves Córdoba",
            CLOSING,
            "cut off inside the last sentence",
        ),
    ],
    ("diffusion@160", "W009"): [
        (
            "artifact",
            "subject",
            "lumpfish roe partner for Bilek Delikatesy s.r.o.",
            "A new lumpfish roe partner for Bilek Delikatesy s.r.o.",
            "the subject starts mid-phrase, in lower case",
        ),
        (
            "artifact",
            "body",
            "Guðrún Ó",
            "Guðrún Ósk Sigurðardóttir",
            "cut off inside the sender's name; the sender's company is named nowhere",
        ),
    ],
    ("diffusion@160", "W010"): [
        (
            "note_wrong",
            "body",
            "You asked about a Marino fabrics",
            "Asked for a price for salted lumpfish roe in barrels, as raw material for its own "
            "jars",
            "a request for another product (fabrics) the note does not hold",
        ),
        (
            "artifact",
            "body",
            "Guðrún Ósk Sigur",
            "Guðrún Ósk Sigurðardóttir",
            "cut off inside the sender's name; the sender's company is named nowhere",
        ),
    ],
    ("diffusion@160", "W011"): [
        (
            "artifact",
            "subject",
            f"Saf{FFFD}al",
            "kelp meal",
            "a garbled word with U+FFFD in the subject",
        ),
    ],
    ("diffusion@160", "W012"): [
        (
            "artifact",
            "body",
            "It was good to meet you at EuroS,",
            "It was good to meet you at EuroTier,",
            "the fair's name of the recorded meeting garbled",
        ),
        ("artifact", "body", "kecialty meal", "kelp meal", "the product garbled"),
        (
            "artifact",
            "body",
            "Would a brief call with Van den Velde Dier",
            CLOSING,
            "cut off inside the company's name in the last sentence",
        ),
    ],
    ("diffusion@160", "W013"): [],
    ("diffusion@160", "W014"): [],
    ("diffusion@160", "W015"): [
        (
            "artifact",
            "body",
            "You asked about a so I 1- parts,",
            "You asked about a sample of 1-2 mm kelp meal,",
            "the note's sample request garbled",
        ),
        ("artifact", "body", "kecialty meal", "kelp meal", "the product garbled"),
        (
            "artifact",
            "body",
            "Guðrún Ósk Sigurðardó",
            "Guðrún Ósk Sigurðardóttir",
            "cut off inside the sender's name; the sender's company is named nowhere",
        ),
    ],
}
