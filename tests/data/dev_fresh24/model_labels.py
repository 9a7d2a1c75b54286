"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject, body only).

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, why), ...]); an empty list
is a draft with nothing wrong. The sender is s1: Olumo Agro-Allied Exports Limited, Folasade
Adebisi Ogunleye, Head, Export Sales.
"""

CO = "Olumo Agro-Allied Exports Limited"
TITLE = "Head, Export Sales"
NAME = "Folasade Adebisi Ogunleye"


def head(found="Ogunleye, Head"):
    return ("sender_wrong", "body", found, TITLE, "the sender's title cut to 'Head' in the signature")


def co(found):
    return ("sender_wrong", "body", found, CO, "the sender's company garbled in the signature")


LABELS = {
    # ---- AR ------------------------------------------------------------------------------
    ("ar", "P001"): ("the fair put in France; signature title cut, company garbled", [
        ("note_wrong", "body", "Fi Europe in France", "Fi Europe in Frankfurt",
         "the note's fair placed in the wrong country (the buyer's) instead of Frankfurt"),
        head(), co("JiginesAllied Exports Limited")]),
    ("ar", "P002"): ("signature title cut, company garbled", [
        head(), co("Jirect-Allied Exports Limited")]),
    ("ar", "P003"): ("subject and note sentence cut; signature title cut, company garbled", [
        ("artifact", "subject", "um arabic", "gum arabic", "the subject's first word cut"),
        ("artifact", "body", "the kibbled grade and an.", "the note's request",
         "the note sentence cut off after 'and an'"),
        head(), co("Zlumo Agro-Allied Exports Limited")]),
    ("ar", "P004"): ("body cut off in the Devanagari company", [
        ("artifact", "body", "to द्विवेदी फा", "द्विवेदी फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड",
         "the body stops inside the company's name; no offer, no signature")]),
    ("ar", "P005"): ("signature 'Export Sales, Olumo …' accepted as a department line", []),
    ("ar", "P006"): ("note sentence garbled; signature title cut, company garbled", [
        ("artifact", "body", "in February cisi Ogunleye, and I would be glad to discuss it",
         "", "garble after the note's fair (a fragment of the sender's name)"),
        head(), co("Zlumo Agro-Allied Exports Limited")]),
    ("ar", "P007"): ("signature title cut, company garbled", [
        head(), co("JiŠAllied Exports Limited")]),
    ("ar", "P008"): ("category garbled in the subject; signature title cut, company garbled", [
        ("artifact", "subject", "Sdire textiles", "adire textiles", "the category's first letter garbled"),
        head(), co("Jild Exports Limited")]),
    ("ar", "P009"): ("signature title cut, company garbled", [
        head(), co("Zlumo Agro-Allied Exports Limited")]),
    ("ar", "P010"): ("subject repeats the company in the product's place; garbled meeting "
                     "sentence; a title sentence looped eight times; closing question cut", [
        ("artifact", "subject", "Tissus Delisle for Tissus Delisle inc.", "adire textiles for Tissus Delisle inc.",
         "the buyer's company in the product's slot of the subject"),
        ("artifact", "body", "It was good to meet you atrespondance en français.", "",
         "a garbled note sentence (claims a meeting the note does not record; the garble is "
         "what a reader sees)"),
        ("artifact", "body",
         "As Acheteuse principale at Tissus Delisle inc. As Acheteuse principale at Tissus Delisle inc.",
         "", "the same fragment repeated eight times"),
        ("artifact", "body", "Would a brief call with Tissus Delisle inc.\n", "",
         "the closing question cut off")]),
    ("ar", "P011"): ("note sentence garbled; signature 'Export Sales' accepted", [
        ("artifact", "body", "IFE London bu needs the port happy to talk through", "",
         "garbled note sentence")]),
    ("ar", "P012"): ("signature title cut, company garbled", [
        head(), co("Jirect-Allied Exports Limited")]),
    ("ar", "P013"): ("note sentence garbled; signature title cut, company garbled", [
        ("artifact", "body", "meet you at vis wordt gerre.", "",
         "garbled note sentence (Dutch fragments)"),
        head(), co("Zlumo Agro-Allied Exports Limited")]),
    ("ar", "P014"): ("signature title cut, company garbled", [
        head(), co("Itno Agro-Allied Exports Limited")]),
    ("ar", "P015"): ("note sentence garbled; signature title cut, company garbled", [
        ("artifact", "body", "asked about inist00 cartons", "asked for a quote for 200 cartons",
         "garbled quantity in the note sentence"),
        head(), co("ZKalo Agro-Allied Exports Limited")]),
    # ---- diffusion@160 -------------------------------------------------------------------
    ("diffusion@160", "P001"): ("subject repeats the company; note sentence garbled; sender's "
                                "company and title garbled", [
        ("artifact", "subject", "Toussaint Hydrocolloïdes a quick idea for", "Édith, a quick idea for",
         "the buyer's company in the greeting slot of the subject"),
        ("artifact", "body", "Fi Europe Industrie Frankfurt;etfurt need an", "Fi Europe in Frankfurt",
         "garbled note sentence"),
        ("sender_wrong", "body", "A.oussain-Allied Exports Limited", CO,
         "the sender's company garbled with the buyer's name"),
        ("sender_wrong", "body", "Head Sales Export Sales", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P002"): ("sender's title garbled", [
        ("sender_wrong", "body", "Head Sales Export,", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P003"): ("note sentence garbled; sender's title garbled", [
        ("artifact", "body", "a so Ip kibbled grade grade", "a sample of the kibbled grade",
         "garbled note sentence with a doubled word"),
        ("sender_wrong", "body", "Head Sales Export Sales", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P004"): ("looping subject, empty body: labelled once, in the subject", [
        ("artifact", "subject", "aंपररििररंिपऍऍऍऍ", "", "the subject loops on broken characters; "
         "the body is empty")]),
    ("diffusion@160", "P005"): ("sender's name, title and company written wrong", [
        ("sender_wrong", "body", "Folasade NégocedebisiϺunleye", NAME, "the sender's name garbled"),
        ("sender_wrong", "body", "Export Sales Manager", TITLE,
         "another title (a manager one rung below head)"),
        ("sender_wrong", "body", "O財 Agro-Allied Exports Limited", CO, "the sender's company garbled")]),
    ("diffusion@160", "P006"): ("fair name garbled; sender's title garbled", [
        ("artifact", "body", "meet you at Fuel London well.", "Pure London in February",
         "garbled note sentence (Fuel for Pure, a stray 'well')"),
        ("sender_wrong", "body", "Head Sales Manager", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P007"): ("sender's title garbled", [
        ("sender_wrong", "body", "Head Sales Export Sales", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P008"): ("note sentence garbled; sender's title garbled", [
        ("artifact", "body", "a pumpsire eleko (cassava-paste resist); sodi,", "adire eleko",
         "garbled note sentence"),
        ("sender_wrong", "body", "Head Sales Export,", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P009"): ("the sender's country garbled; sender's title another one; "
                                "'Biyela, a quick idea' (family name) accepted", [
        ("artifact", "body", "from the United Aggres", "from Nigeria",
         "garbled origin in place of Nigeria"),
        ("sender_wrong", "body", "Export Sales Manager", TITLE,
         "another title (a manager one rung below head)")]),
    ("diffusion@160", "P010"): ("note sentence garbled; company garbled; origin garbled; closing "
                                "question garbled; sender's title garbled", [
        ("artifact", "body", "It whaite needouhaite0voir des la corcuan disposables.", "",
         "garbled note sentence"),
        ("company_misspelled", "body", "Tissus Delisle Head Co.", "Tissus Delisle inc.",
         "the buyer's company garbled (Head Co. for inc.)"),
        ("artifact", "body", "from the United Aggre with", "from Nigeria", "garbled origin"),
        ("artifact", "body", "Tissus Delisle thisc be possible", "", "a garbled word ('thisc')"),
        ("sender_wrong", "body", "Head Sales Manager", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P011"): ("note sentence garbled into a country loop; sender's title garbled", [
        ("artifact", "body", "the the United Kingdom Kingdom United Kingdom the United Kingdom", "",
         "garbled note sentence looping on the buyer's country"),
        ("sender_wrong", "body", "Head Sales Manager", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P012"): ("'in the Canada'; title run into the company; sender's title "
                                "garbled; the subject 'A new smoked catfish for …' accepted", [
        ("artifact", "body", "in the Canada", "in Canada", "a stray article before the country"),
        ("title_wrong", "body", "Category Buyer, Frozen & Dried Foods Inc.", "Category Buyer, Frozen & Dried",
         "the contact's title run into a fragment of the company"),
        ("sender_wrong", "body", "Head Sales Export Sales", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P013"): ("subject with the buyer's company in the sender's slot; note "
                                "sentence garbled; sender's title garbled", [
        ("sender_wrong", "subject", "Van Dessel Exotic Foods BV x Van Dessel Exotic Foods BV", CO,
         "the sender's slot of an 'X x Y' subject holds the buyer's company"),
        ("artifact", "body", "you needetro Seafood Expo Global wht.", "", "garbled note sentence"),
        ("sender_wrong", "body", "Head Sales Export Sales", TITLE, "the sender's title garbled")]),
    ("diffusion@160", "P014"): ("subject repeats the company in the product's place; sender's "
                                "title another one", [
        ("artifact", "subject", "Johnson African Market for Johnson African Market LLC",
         "smoked catfish for Johnson African Market LLC",
         "the buyer's company in the product's slot of the subject"),
        ("sender_wrong", "body", "Export Sales Manager", TITLE,
         "another title (a manager one rung below head)")]),
    ("diffusion@160", "P015"): ("company garbled in the subject; note sentence garbled; a title "
                                "sentence without its main clause", [
        ("company_misspelled", "subject", "Loredana Etnici S.r.l.", "Toldo Alimentari Etnici S.r.l.",
         "the contact's given name fused into the buyer's company"),
        ("artifact", "body", "You asked about ave00 cartons", "You asked for a quote for 200 cartons",
         "garbled quantity in the note sentence"),
        ("artifact", "body", "As Responsabile acquisti at Toldo Alimentari Etnici S.r.l.\n", "",
         "a sentence fragment without a main clause")]),
}
