"""Labels written by reading each model draft's subject and body (nothing else of the journal).

LABELS[setting][buyer_id] = list of (type, part, found, expected, note). One label per distinct
problem per part; an empty list is a clean draft.
"""
SIG = "Coordinadora de Exportaciones, Hortalizas Valle de Sébaco, S.A."

LABELS = {
    "ar": {
        "P001": [
            ("company_misspelled", "subject", "Fimans Fresh Imports Ltd", "Evans Fresh Imports Ltd", "the buyer's company garbled"),
            ("artifact", "body", "bu asked about avtalizas Valle de Sébaco", "and you asked for a price for 5 kg cartons", "the note sentence garbled: the request lost, a fragment of the sender's company"),
            ("sender_wrong", "body", "Regional Sales Manager\nS.A.", SIG, "the signature: an invented title and the company cut to its legal form"),
        ],
        "P002": [
            ("sender_wrong", "body", "Regional Sales Manager\nS.A.", SIG, "the signature: an invented title and the company cut to its legal form"),
        ],
        "P003": [
            ("artifact", "body", "I understand you needia Khalifa Bin Salman Port.", "you import by sea via Khalifa Bin Salman Port", "the note sentence garbled"),
            ("artifact", "body", "As مدير المشتريات at", "a finished sentence, a question and a signature", "the draft is cut off mid-sentence, no closing or signature"),
        ],
        "P004": [
            ("artifact", "subject", "Frates sourcing", "Fresh okra", "the category garbled"),
            ("company_misspelled", "subject", "Shaw panels Sploral Shaw", "Shaw Produce Distributors LLC", "the buyer's company garbled"),
            ("artifact", "body", "Show cerzit", "Show", "a garbled word after the fair's name"),
            ("company_misspelled", "body", "Shaw panelsce Distributors LLC", "Shaw Produce Distributors LLC", "the buyer's company garbled"),
            ("sender_wrong", "body", "Overseas deꊣco GFS audit.", SIG, "the signature's title and company garbled (a piece of the note in it)"),
        ],
        "P005": [
            ("company_misspelled", "subject", "Frozen.o.", "Σαμανίδης Λαχανικά Ο.Ε.", "the buyer's company slot garbled"),
            ("artifact", "body", "Dear Γιώργος,\n\nI am writing", "one greeting", "the draft starts again after a cut sentence"),
            ("artifact", "body", "As Υπεύ", "a finished sentence and a signature", "cut off mid-word, no closing or signature"),
        ],
        "P006": [
            ("artifact", "body", "a set box by air", "a sample box by air", "the note's request garbled"),
            ("sender_wrong", "body", "Founder, Hortalizas Valle de Sébaco", SIG, "an invented title for the sender"),
        ],
        "P007": [
            ("sender_wrong", "body", "Regional Sales Manager\nS.A.", SIG, "the signature: an invented title and the company cut to its legal form"),
        ],
        "P008": [
            ("sender_wrong", "body", "introduce S.A. to", "introduce Hortalizas Valle de Sébaco to", "the sender's company cut to its legal form in the introduction"),
            ("sender_wrong", "body", "Regional Sales S.A.", SIG, "the signature: an invented title fused with the legal form"),
        ],
        "P009": [
            ("sender_wrong", "body", "Regional Sales S.A.", SIG, "the signature: an invented title fused with the legal form"),
        ],
        "P010": [
            ("sender_wrong", "body", "Regional Sales S.A.", SIG, "the signature: an invented title fused with the legal form"),
        ],
        "P011": [
            ("sender_wrong", "body", "Merchandisinger, S.A.", SIG, "the signature: a garbled title and the company cut to its legal form"),
        ],
        "P012": [
            ("company_misspelled", "subject", "Denerger Gemüsex GmbH", "Hausberger Gemüsehandel GmbH", "the buyer's company garbled"),
            ("sender_wrong", "body", "Regionalerinadora de packing.A.", SIG, "the signature's title and company garbled"),
        ],
        "P013": [
            ("company_misspelled", "subject", "tiles煓prlant-mp Å炂plant", "דוד יבוא ירקות בע\"מ", "the buyer's company slot garbled"),
            ("contact_wrong", "body", "Dear 됳,", "Dear אלינור דוד,", "the contact's name garbled"),
            ("company_misspelled", "body", "U瓑ϕoğϧ Comércio Cooth", "דוד יבוא ירקות בע\"מ", "the buyer's company garbled (again as 'Sen眓ϕ' in the question)"),
            ("sender_wrong", "body", "from Nsrael", "from Nicaragua", "the sender's country garbled towards the buyer's"),
            ("title_wrong", "body", "As licѯϰa Nogama Zeledón", "As מנהלת רכש at", "the title slot garbled, with a piece of the sender's name"),
            ("sender_wrong", "body", "Regional Sales S.A.", SIG, "the signature: an invented title fused with the legal form"),
        ],
        "P014": [
            ("artifact", "body", "bu asked about Limalizas Valle de Sébaco", "and you asked about sea freight to Antwerp", "the note sentence garbled: the request lost"),
            ("sender_wrong", "body", "Overseas Salesar.A.", SIG, "the signature's title and company garbled"),
        ],
        "P015": [
            ("sender_wrong", "body", "Regional Sales S.A.", SIG, "the signature: an invented title fused with the legal form"),
        ],
    },
    "diffusion@160": {
        "P001": [
            ("artifact", "body", "at theȝ Sàrl p( kg documentation", "at the London Produce Show; you asked for a price for 5 kg cartons", "the note sentence garbled: fair and request lost"),
            ("sender_wrong", "body", "Pie Exporta Trade", "Coordinadora de Exportaciones", "the sender's title garbled"),
        ],
        "P002": [
            ("artifact", "subject", "Fed parts sourcing", "Fresh okra sourcing", "the category garbled into 'parts'"),
            ("sender_wrong", "body", "Giant de Fi", "Coordinadora de Exportaciones", "the sender's title garbled"),
        ],
        "P003": [
            ("artifact", "body", "I understand you need refationation by check in by7 via Khalifa Bin Salman Port.", "you import by sea via Khalifa Bin Salman Port", "the note sentence garbled"),
            ("sender_wrong", "body", "Hortalizas Valle de Sébaco ź.A.", "Hortalizas Valle de Sébaco, S.A.", "the sender's legal form garbled"),
            ("artifact", "body", "Dear علي الجودر للخضار والفواكه teama bicycle مدير المش", "a finished e-mail with a signature", "a second greeting fusing name and company, a stray 'bicycle', cut off, no signature"),
        ],
        "P004": [
            ("company_misspelled", "subject", "Shaw Marino semiconductorEtors LLC", "Shaw Produce Distributors LLC", "the buyer's company garbled"),
            ("artifact", "body", "Show you need dependable buyers of fresh okra.", "Show. You need dependable suppliers of fresh okra.", "two sentences fused; 'buyers' for suppliers"),
            ("company_misspelled", "body", "Shaw Marino semiconductor Distributors LLC", "Shaw Produce Distributors LLC", "the buyer's company garbled"),
            ("sender_wrong", "body", "Pie Distribution de Fi", SIG, "the signature's title garbled, no company"),
        ],
        "P005": [
            ("artifact", "body", "As Υπεύθυνος Προμηθειών, I can share", "As Υπεύθυνος Προμηθειών, you will ... I can share", "the buyer's title made to describe the writer (a broken sentence)"),
            ("artifact", "body", "Dear Γιώργος Σαμανίδηςadora de Jun ofΥπ΀Εγοιηςαννέ '", "a closing and a signature", "a second greeting running into garble, no signature"),
        ],
        "P006": [
            ("artifact", "body", "a so box by, so", "a sample box by air, so", "the note's request garbled"),
            ("sender_wrong", "body", "PiŚunin, Q FZE", SIG, "the signature's title and company garbled (another legal form)"),
        ],
        "P007": [
            ("sender_wrong", "body", "Giaœinadora de Fi Tortalizas Valle de Sébaco", SIG, "the signature's title and company garbled"),
        ],
        "P008": [
            ("sender_wrong", "subject", "Asia-Frisch Dörr GmbH x", "Hortalizas Valle de Sébaco x", "the buyer's company in the sender's slot of an 'X x Y' subject"),
            ("sender_wrong", "body", "Gigaadora de Fi", SIG, "the signature's title garbled, no company"),
        ],
        "P009": [
            ("company_misspelled", "subject", "Bieș Valle de Sébaco and", "Rozumek Import Sp. z o.o. and", "the buyer's company slot garbled into the sender's name"),
            ("sender_wrong", "body", "Giant de Fi", "Coordinadora de Exportaciones", "the sender's title garbled, no company"),
        ],
        "P010": [
            ("sender_wrong", "body", "Pie de Fi", "Coordinadora de Exportaciones", "the sender's title garbled, no company"),
        ],
        "P011": [],
        "P012": [
            ("sender_wrong", "body", "Gigaadora, Hortalizas", "Coordinadora de Exportaciones, Hortalizas", "the sender's title garbled"),
        ],
        "P013": [
            ("artifact", "subject", "듋敓  Dorə Sdnҕatima䐄cía(맧 n杋 afa蕬䜋କ Trade  Ven蕙Q SNC in long eggplant offer", "דוד יבוא ירקות בע\"מ", "the company slot a run of garble with other legal forms"),
            ("contact_wrong", "body", "Dear  FZEᐜ뙙압 powerissa 哓땬cu,", "Dear אלינור,", "the contact's name garbled"),
            ("company_misspelled", "body", "(cu Sdn CV瓓 aha畑ҕҐ", "דוד יבוא ירקות בע\"מ", "the buyer's company garbled"),
            ("artifact", "body", "((((((((((((((((((((", "a finished e-mail", "runs of brackets and 'Techn Techn ...' loops, a second greeting, no signature"),
        ],
        "P014": [
            ("artifact", "body", "Fruit Attraction A Mt long eggplant stands out", "Fruit Attraction in Madrid; you asked about sea freight to Antwerp", "the note sentence garbled into the next sentence"),
            ("sender_wrong", "body", "Pierre de Fi", "Coordinadora de Exportaciones", "the buyer's given name in the sender's title slot, no company"),
        ],
        "P015": [
            ("sender_wrong", "body", "Pie Distribution, Hortalizas", "Coordinadora de Exportaciones, Hortalizas", "the sender's title garbled"),
        ],
    },
}
