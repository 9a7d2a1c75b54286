"""Labels of the 30 model drafts, written by reading each draft's subject and body (nothing else of the
run journal). Key: (setting, buyer id). A label is (type, part, found, expected, note); `found` is
the literal text, or ("span", a, b): from a through the next b, or ("between", a, b): the text
between a and the next b (for garbles that are hard to type); b None: to the end of the part.
"""

AR, D160 = "ar", "diffusion@160"
SENDER_CO = "Čebelarstvo Jelovica d.o.o."
SENDER_TITLE = "Vodja mednarodne prodaje"

LABELS = {
    (AR, "P001"): [
        ("artifact", "body", "Apisticus-Tag Stger mednarodne prodaje", "Apisticus-Tag in Münster",
         "garbled note sentence: words of the sender's title fused onto the fair's name"),
    ],
    (AR, "P002"): [
        ("artifact", "body", "As Υπεύθυνος Προμηθειών at Λυγκούρας Μελισσοκομικά Ε.Π.",
         "a whole sentence, a closing and a signature",
         "body cut off inside the company's legal form; no closing or signature"),
    ],
    (AR, "P003"): [
        ("artifact", "body", "markedaeen bees", "marked queen bees",
         "garbled word in the note sentence"),
    ],
    (AR, "P004"): [
        ("artifact", "body", "meet you at Souhaite des reines marquées et un documentation",
         "Congrès national de l'apiculture française à Clermont-Ferrand",
         "garbled note sentence: the note's request stands where the congress should; the garble "
         "is what a reader sees"),
    ],
    (AR, "P005"): [],
    (AR, "P006"): [
        ("sender_wrong", "subject", "Pčelarstvo Marin d.o.o. x Pčelarstvo Marin d.o.o.",
         f"{SENDER_CO} x Pčelarstvo Marin d.o.o.", "the sender's slot of the subject holds the buyer's company"),
    ],
    (AR, "P007"): [],
    (AR, "P008"): [
        ("note_wrong", "body", "It was good to meet you at the EAS conference.",
         "Saw an AŽ bee house at the EAS conference",
         "a meeting the note does not record (it records that he saw a bee house there)"),
    ],
    (AR, "P009"): [
        ("artifact", "body", "interested in in be na mednarodne prodaje",
         "Asked for an English assembly manual for the AŽ hives",
         "garbled note sentence: doubled 'in', fragments of the sender's title"),
    ],
    (AR, "P010"): [
        ("artifact", "body", "Пчеларски инвентар Бележкова ЕООД.o.o. makes",
         "Пчеларски инвентар Бележкова ЕООД. Čebelarstvo Jelovica d.o.o. makes",
         "two sentences fused: the sender's legal-form tail glued to the buyer's company"),
        ("artifact", "body", "Tjaša Pogačnik, Vodja", f"Tjaša Pogačnik, {SENDER_TITLE}",
         "signature cut off after the first word of the sender's title"),
    ],
    (AR, "P011"): [
        ("artifact", "body", "It was good to meet you atkjc.", "(no meeting in the note)",
         "garbled sentence claiming a meeting; the garble is what a reader sees"),
        ("artifact", "body", "張氏蜂業股份有限公司.o.o. makes",
         "張氏蜂業股份有限公司. Čebelarstvo Jelovica d.o.o. makes",
         "two sentences fused: the sender's legal-form tail glued to the buyer's company"),
    ],
    (AR, "P012"): [],
    (AR, "P013"): [],
    (AR, "P014"): [
        ("artifact", "subject", ("span", "랂", "certiftrd"), "a subject naming the product and the companies",
         "subject is garble"),
        ("contact_wrong", "body", ("between", "Dear ", ","), "מוריה כהן",
         "a garble (Hangul syllable + 'aris tincture') in the contact's slot"),
        ("artifact", "body", "interested inth-food shops in Tel Aviv d.",
         "Sells to health-food shops in Tel Aviv", "garbled note sentence"),
        ("artifact", "body", ("span", "because ashi", "in Israel."),
         "Needs a kosher certificate", "garbled note sentence ('Sells buys')"),
        ("company_misspelled", "body", ("between", "offer ", " a steady"), "כהן טבע בע\"מ",
         "a garble in the buyer's company's place"),
        ("artifact", "body", ("span", "As easaša", "d.o.o."), "As מנהלת רכש at כהן טבע בע\"מ …",
         "garbled title-and-company sentence (a garbled sender name in the title's place); body "
         "cut off, no closing or signature"),
    ],
    (AR, "P015"): [],
    (D160, "P001"): [
        ("sender_wrong", "subject", "Imkereibedarf Köster GmbH x Imkereibedarf Köster GmbH",
         f"{SENDER_CO} x Imkereibedarf Köster GmbH", "the sender's slot of the subject holds the buyer's company"),
        ("artifact", "body", "Apisticus-Tag GmbH", "Apisticus-Tag in Münster",
         "garbled note sentence: a legal form glued to the fair's name"),
        ("sender_wrong", "body", "Dróebelarstvo Jelovica d.o.", SENDER_CO,
         "the sender's company garbled in the signature"),
    ],
    (D160, "P002"): [
        ("artifact", "body", "We supply Carniolan queen bees Čebelarstvo Jelovica.",
         "We supply Carniolan queen bees from Slovenia.", "broken sentence (a word lost)"),
        ("artifact", "body", "Would a brief call with Λυγκούρας co", "a whole sentence, a closing and a signature",
         "body cut off inside the company's name; no closing or signature"),
    ],
    (D160, "P003"): [
        ("sender_wrong", "subject", "Malagabelarstvo Jelovica d.o.o.o.", SENDER_CO,
         "the sender's company garbled in the subject"),
        ("artifact", "body", "looking at Wales By kitchensenika",
         "Her customers are hobby beekeepers in Wales. Asked for marked queens …", "garbled note sentence"),
        ("sender_wrong", "body", "introduce Dorm to", f"introduce {SENDER_CO} to",
         "a garble in the sender's company's place"),
        ("sender_wrong", "body", "Vodja mednarodne prodaje Supply Co., Ltd.", f"{SENDER_TITLE}, {SENDER_CO}",
         "the sender's company in the signature is 'Supply Co., Ltd.'"),
    ],
    (D160, "P004"): [
        ("contact_wrong", "body", "Lrançoise", "Françoise Andre", "the contact's given name garbled"),
        ("artifact", "body", "needurecontrée au Congrès nationcucucucu",
         "Rencontrée au Congrès national de l'apiculture française …",
         "garbled note sentence that loops ('cucucu…') to the end; body cut off"),
    ],
    (D160, "P005"): [],
    (D160, "P006"): [
        ("artifact", "body", "ave10 AŽ beehives", "40 AŽ hives", "garbled note sentence (the note's 40 lost)"),
        ("sender_wrong", "body", "introduce Vodja mednarodne prodaje to", f"introduce {SENDER_CO} to",
         "the sender's title where her company should be"),
        ("sender_wrong", "body", "God JdOo &odne prodaje", SENDER_TITLE, "the sender's title garbled in the signature"),
    ],
    (D160, "P007"): [
        ("company_misspelled", "subject", "Samuel Obsessed a.", "Bienenhof Kastner e.U.",
         "a garble in the buyer's company's slot of the subject"),
        ("sender_wrong", "subject", "Čebelarstvo Jelovica d.o.o.o.", SENDER_CO,
         "the sender's legal form garbled (d.o.o.o.)"),
    ],
    (D160, "P008"): [
        ("note_wrong", "body", "It was a pleasure to meet you at the EAS conference.",
         "Saw an AŽ bee house at the EAS conference",
         "a meeting the note does not record (it records that he saw a bee house there)"),
        ("artifact", "body", "d.o.o.o.o.o.o.o.o.o.o.o.o. produces", f"{SENDER_CO} to Baker Apiary Supply LLC. We produce",
         "the sender's legal form loops and the sentence runs on"),
        ("sender_wrong", "body", "Gods mednarodne azder our meething", f"{SENDER_TITLE}, {SENDER_CO}",
         "the sender's title and company garbled in the signature"),
    ],
    (D160, "P009"): [
        ("artifact", "body", "I gatuns aed are interested in aŚpingh,",
         "Asked for an English assembly manual for the AŽ hives", "garbled note sentence"),
        ("sender_wrong", "body", "introduce 구매과장 x angwon-do.o.o.", f"introduce {SENDER_CO}",
         "the buyer's title and a garble of the note's Gangwon-do where the sender's company should be"),
        ("sender_wrong", "body", "DČebelarstvo Jelovica d.o.o.", SENDER_CO,
         "the sender's company in the signature with a stray letter"),
    ],
    (D160, "P010"): [
        ("artifact", "body", "As Управител Бележкова at Пчеларски инвентар Бележков",
         "As Управител at Пчеларски инвентар Бележкова ЕООД, …",
         "a family name stuck to the title, the company cut off; body ends there, no closing or signature"),
    ],
    (D160, "P011"): [
        ("artifact", "body", ("span", "It was good p pharmach", "el."),
         "Sells through pharmacies in Taichung …", "garbled note sentence"),
        ("sender_wrong", "body", "introduce 採購主任 to", f"introduce {SENDER_CO} to",
         "the buyer's title where the sender's company should be"),
        ("artifact", "body", ("span", "Thank you a brief call with", "採購主"),
         "a closing and a signature", "garbled closing; no signature"),
    ],
    (D160, "P012"): [
        ("artifact", "body", "because 株式会社太田ハニー in Japan.", "because 株式会社太田ハニー buys propolis tincture in Japan.",
         "broken sentence (the verb and object lost)"),
        ("artifact", "body", "fromlovenia", "from Slovenia", "fused, clipped words"),
        ("artifact", "body", "Would a brief call with 株式会社太田ハニー 購買課長",
         "Would a brief call … be possible?", "sentence cut off"),
        ("sender_wrong", "body", ("span", "Tjaša fabrics", "JSC"), f"Tjaša Pogačnik, {SENDER_TITLE}, {SENDER_CO}",
         "the sender's family name, title and company garbled in the signature"),
    ],
    (D160, "P013"): [
        ("sender_wrong", "subject", "Steinberg Naturwaren GmbH x Steinberg Naturwaren GmbH",
         f"{SENDER_CO} x Steinberg Naturwaren GmbH", "the sender's slot of the subject holds the buyer's company"),
        ("sender_wrong", "body", "Čebelarstvo Jelovica d.o.o.o.", SENDER_CO, "the sender's legal form garbled (d.o.o.o.)"),
        ("sender_wrong", "body", "Business Vodja mednarodne prodaje a.o.", f"{SENDER_TITLE}, {SENDER_CO}",
         "the sender's title with a stray word and 'a.o.' for her company in the signature"),
    ],
    (D160, "P014"): [
        ("artifact", "subject", ("span", "ropolis", "\"\""), "Propolis tincture for כהן טבע בע\"מ",
         "subject is garble (clipped product, garbled company)"),
        ("contact_wrong", "body", ("between", "Dear ", ","), "מוריה כהן", "garble in the contact's slot"),
        ("artifact", "body", "kefher documentation", "Needs a kosher certificate", "garbled note sentence"),
        ("sender_wrong", "body", ("between", "introduce ", " to"), SENDER_CO, "the sender's company garbled"),
        ("company_misspelled", "body", ("between", "Jelovica d. to ", " As afa"), "כהן טבע בע\"מ",
         "a garble in the buyer's company's place"),
        ("artifact", "body", ("span", "As afa", "reliable supply matters."), "As מנהלת רכש at כהן טבע בע\"מ, …",
         "garbled title-and-company sentence"),
        ("artifact", "body", ("span", "We would like to offer", "clear pricing."), "a readable offer sentence",
         "garbled offer sentence with looping quote marks"),
        ("artifact", "body", ("span", "I thought this might interest you", None), "a readable sentence, a closing and a signature",
         "garble looping quote marks to the end; no closing or signature"),
    ],
    (D160, "P015"): [
        ("artifact", "subject", "Ficolis tincture", "Propolis tincture", "garbled product word in the subject"),
        ("sender_wrong", "body", "God JdOo mednarodne prodaje, Responsabile acquisti Solar", f"{SENDER_TITLE}, {SENDER_CO}",
         "the sender's title garbled, followed by the buyer's title and 'Solar' in her company's place"),
    ],
}
