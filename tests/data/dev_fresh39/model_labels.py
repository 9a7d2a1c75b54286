"""Labels of the 30 model drafts, written by reading each draft's subject and body (nothing else
of the run journal was read). Key: (setting, buyer_id) -> (note, [(type, part, found, expected,
label note), ...]). Escapes (\\uXXXX) spell characters of garbled spans exactly.
"""
S1_CO = "Napapiirin Luonnonantimet Oy"

LABELS = {
    # ---------------------------------------------------------------- AR (M001-M015)
    ("ar", "P001"): ("note sentence garbled; otherwise right", [
        ("artifact", "body", "meet you at in Barcelona kennengelerntxäällikkö",
         "meet you at Vitafoods Europe in Barcelona",
         "the note's sentence garbled: fair name lost, a German word and a piece of the "
         "sender's title fused"),
    ]),
    ("ar", "P002"): ("note sentence garbled; otherwise right", [
        ("artifact", "body", "a 1 kgain for", "a 1 kg sample of chaga chunks",
         "the note's request garbled ('kgain')"),
    ]),
    ("ar", "P003"): ("clean: names, title, category and sender right", []),
    ("ar", "P004"): ("sender's company misspelled in the subject; the body runs on after the "
                     "signature", [
        ("sender_wrong", "subject", "Dapapiirin Luonnonantimet Oy", S1_CO,
         "the sender's company misspelled (D for N)"),
        ("artifact", "body",
         "Las Vegas certificate and a beta-glucan assay before a steady source of dried chaga "
         "mushroom.", "",
         "the draft runs on after its signature: a garbled fragment of the note, a second "
         "question and a second sign-off"),
    ]),
    ("ar", "P005"): ("note sentence garbled (English, though the note asks for Japanese: no "
                     "label)", [
        ("artifact", "body", "interested in plasticooten", "blends chaga into health teas",
         "a garbled word in place of the note's content"),
    ]),
    ("ar", "P006"): ("buyer's company garbled with the country in the first sentence", [
        ("company_misspelled", "body", "Italyistaglioli Interni S.r.l.",
         "Ravaglioli Interni S.r.l.", "the company's name fused with 'Italy' and garbled"),
    ]),
    ("ar", "P007"): ("clean", []),
    ("ar", "P008"): ("two sentences fused, a fragment, and the body cut off before the "
                     "closing", [
        ("artifact", "body", "Μ.Ι.Κ.Ε. produces tanned reindeer hides", "",
         "two sentences fused: the buyer's company becomes the subject of 'produces'"),
        ("artifact", "body", "As Υπεύθυνος Αγορών at Κωνσταντινίδης Δέρματα Μ.Ι.Κ.Ε.", "",
         "a sentence fragment ('As … at …' with no main clause)"),
        ("artifact", "body", "Would a brief call with Κω", "",
         "the body is cut off mid-name; no closing or signature"),
    ]),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("Hebrew buyer: contact, company and title garbled into other scripts", [
        ("contact_wrong", "body", "Dear \ub8ae\u110b,", "עדי דהן",
         "the greeting's name is two Hangul characters, not the Hebrew name"),
        ("company_misspelled", "body", "tiles\u75bdikorjortaseeronnonantimet Oy", "דהן עיצוב פנים בע\"מ",
         "garble in the buyer's company's place (all three company slots are garbled)"),
        ("title_wrong", "body", "licogu\xfc\u8835ry hides", "מנהל רכש",
         "garble in the title's place"),
    ]),
    ("ar", "P011"): ("category misspelled in the subject; body right", [
        ("artifact", "subject", "Floudberries", "Cloudberries", "a garbled word (F for C)"),
    ]),
    ("ar", "P012"): ("clean ('Dear Verner')", []),
    ("ar", "P013"): ("note sentence garbled", [
        ("artifact", "body", "a  Srl kgain for distributors abroad",
         "a 5 kg sample shipped frozen to Taoyuan",
         "the note's request garbled ('Srl kgain'), with a double space"),
    ]),
    ("ar", "P014"): ("clean ('Dear Emilia')", []),
    ("ar", "P015"): ("category misspelled in the subject; note sentence garbled", [
        ("artifact", "subject", "Floudberries", "Cloudberries", "a garbled word (F for C)"),
        ("artifact", "body", "meet you at disiting salonand", "meet you at the ISM in Cologne",
         "the note's fair garbled"),
    ]),
    # ------------------------------------------------------- diffusion@160 (M016-M030)
    ("diffusion@160", "P001"): ("buyer's company in the sender's slot of the subject; note "
                                "sentence garbled", [
        ("sender_wrong", "subject", "Sölzer Naturwaren GmbH x Sölzer Naturwaren GmbH",
         S1_CO + " x Sölzer Naturwaren GmbH", "the sender's slot holds the buyer's company"),
        ("artifact", "body", "It wer you need Effic", "It was good to meet you at Vitafoods "
         "Europe", "the note's sentence garbled"),
    ]),
    ("diffusion@160", "P002"): ("note sentence garbled; sender's company wrong in the "
                                "signature", [
        ("artifact", "body", "a 1 kg so, so", "a 1 kg sample", "the request cut to 'so, so'"),
        ("sender_wrong", "body", "Kapp Trading Am", S1_CO,
         "an invented company in the signature's company line"),
    ]),
    ("diffusion@160", "P003"): ("sender's company garbled in the signature", [
        ("sender_wrong", "body", "Q采州indroom", S1_CO,
         "garble in the sender's company's place"),
    ]),
    ("diffusion@160", "P004"): ("many garbles: note sentence, a tripled sentence, the "
                                "sender's title for the company, a broken question, a "
                                "garbled run-on second signature", [
        ("artifact", "body", "to good to meetails", "It was good to meet you at SupplySide "
         "West", "the note's sentence garbled"),
        ("artifact", "body", "I am happy to send details. I am happy to send details. I am "
         "happy to send details.", "I am happy to send details.", "a sentence written three "
         "times"),
        ("sender_wrong", "body", "introduce Vientimyyntipäällikkö to", "introduce " + S1_CO +
         " to", "the sender's title in the sender company's place"),
        ("artifact", "body", "Would a brief call with Price Family Botanicals to your office?",
         "", "a broken question"),
        ("artifact", "body", "Bapa Family need need need office?", S1_CO,
         "garbled signature line with a tripled word; the draft then signs off a second time"),
        ("sender_wrong", "body", "Marjut Manager of Price Family Botanicals.",
         "Marjut Annikki Ylitalo, Vientimyyntipäällikkö, " + S1_CO,
         "the second signature makes the sender a manager of the buyer's company"),
    ]),
    ("diffusion@160", "P005"): ("note sentence garbled; sender's title and company garbled in "
                                "the signature", [
        ("artifact", "body", "you need refia", "blends chaga into health teas",
         "a garbled word in place of the note's content"),
        ("sender_wrong", "body", "Piimyyntipäällikipäag, N\u4ea0apa Chuseo",
         "Vientimyyntipäällikkö, " + S1_CO, "the sender's title and company garbled"),
    ]),
    ("diffusion@160", "P006"): ("buyer's company in the sender's slot of the subject; note "
                                "sentence broken", [
        ("sender_wrong", "subject", "Ravaglioli Interni S.r.l. x Ravaglioli Interni S.r.l.",
         S1_CO + " x Ravaglioli Interni S.r.l.", "the sender's slot holds the buyer's company"),
        ("artifact", "body", "Salone del Mobile, I would be glad to discuss it.",
         "Salone del Mobile.", "a comma splice whose 'it' refers to nothing"),
    ]),
    ("diffusion@160", "P007"): ("clean", []),
    ("diffusion@160", "P008"): ("subject fuses the given name with the company; a sentence "
                                "lacks its end; body ends in Greek garble, no signature", [
        ("artifact", "subject", "Παυσανίας Κωνσταντινίδης Δέρματα Μ.Ι.Κ.Ε.", "",
         "the subject is the given name run into the company, nothing else"),
        ("artifact", "body", "the team at Κωνσταντινίδης Δέρματα Μ.Ι.Κ.Ε. We supply",
         "the team at Κωνσταντινίδης Δέρματα Μ.Ι.Κ.Ε. well. We supply",
         "an unfinished sentence ('well' missing)"),
        ("artifact", "body", "As Υπεύθυνος Αγορών.\nΕϕϱσσαντΕτιαlikipΕ.Ε.Ε.έέρΕσααντι.", "",
         "a fragment, then Greek-letter garble; the body is cut off before any closing"),
    ]),
    ("diffusion@160", "P009"): ("sender's company garbled in the subject", [
        ("sender_wrong", "subject", "Rap hiirin Luonnonantimet Oy", S1_CO,
         "the sender's company garbled"),
    ]),
    ("diffusion@160", "P010"): ("Hebrew buyer: subject and body mostly garble; no greeting", [
        ("artifact", "subject", "anned reindeer hides supply for \ub4cb\u751f aha", "",
         "the subject is garble in several scripts, with a looping '((((' and control "
         "characters"),
        ("sender_wrong", "body", "introduce Vientimyyntipäällikkö to", "introduce " + S1_CO +
         " to", "the sender's title in the sender company's place"),
        ("company_misspelled", "body", "(cu Sdn\u751f aha \xc9quipements\u0259 Sdn\"",
         "דהן עיצוב פנים בע\"מ", "garble in the buyer's company's place"),
        ("title_wrong", "body", "As afa\u041els\uc514\u772a\u5a9b at", "מנהל רכש",
         "garble in the title's place"),
        ("artifact", "body", "( o( o( o( o( o( o(", "", "a looping garble"),
        ("sender_wrong", "body", "Sarlau torpadoraac", "Marjut Annikki Ylitalo",
         "garble in the signature's name"),
    ]),
    ("diffusion@160", "P011"): ("sender's title and company garbled in the signature", [
        ("sender_wrong", "body", "Piercyntipäällikipälikip, WesTeră",
         "Vientimyyntipäällikkö, " + S1_CO, "the sender's title and company garbled"),
    ]),
    ("diffusion@160", "P012"): ("clean ('Dear Verner')", []),
    ("diffusion@160", "P013"): ("the note's 5 kg read as 7 kg; garbles; cut off without a "
                                "signature", [
        ("note_wrong", "body", "7 kg", "5 kg", "the note's 5 kg sample quoted as 7 kg"),
        ("artifact", "body", "so, so", "sample", "the request cut to 'so, so'"),
        ("artifact", "body", "Sales\u4efded 採購部主任to\u6889鄭 採購部主任 sources frozen cloud",
         "", "garble that repeats the title, then the body is cut off mid-word"),
    ]),
    ("diffusion@160", "P014"): ("sender's company garbled in the subject", [
        ("sender_wrong", "subject", "Flirtiirin Luonnonantimet Oy", S1_CO,
         "the sender's company garbled"),
    ]),
    ("diffusion@160", "P015"): ("note sentence garbled; the signature's company cut to 'Cap'", [
        ("artifact", "body", "needurentinge au salon Iis documentation",
         "met at the ISM in Cologne; asks for a datasheet", "the French note garbled"),
        ("sender_wrong", "body", "Vientimyyntipäällikkö, Cap", "Vientimyyntipäällikkö, " + S1_CO,
         "the sender's company cut to 'Cap'"),
    ]),
}
