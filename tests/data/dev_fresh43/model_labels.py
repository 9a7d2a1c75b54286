"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).
Each entry: ([(type, part, found, expected, note), ...], note on the draft). AR M001-M015,
diffusion@160 M016-M030, both in buyer order P001-P015. One label per distinct problem per part;
the same garble repeated in one part carries one label."""

CO = "UAB „Šiaulių Skonis“"
GARBLED_CO = "the sender's company garbled"
UNCLOSED = "the sender's company without its closing quotation mark"

LABELS = {
    # ---------------------------------------------------------------- AR
    "M001": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis abkyriaus vadovė", CO, GARBLED_CO + " (a fragment of the title fused on), in the contact's slot of the subject"),
        ("artifact", "body", "Anuga 2025 on to talk", "Anuga 2025", "garbled end of the note sentence"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abkyriaus vadovė Skonis abur", CO, GARBLED_CO + " in the introduction"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abur Ü", CO, GARBLED_CO + " in the signature"),
    ], "AR; the note's fair (Anuga) used correctly; the recorded title in German inside English accepted"),
    "M002": ([
        ("contact_wrong", "subject", "Uerald", "Gerald Mccarthy", "garbled given name in the subject"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abriausese Imports", CO, GARBLED_CO + ", with a word of the buyer's company"),
        ("artifact", "body", "LLCed hard cheese, LLC stands out", "", "the buyer's legal form broken off onto a new line and fused into a garbled sentence"),
        ("artifact", "body", "Would a brief call with Mccarthy Fine Cheese Imports\n", "Would a brief call with Mccarthy Fine Cheese Imports this month be possible?", "sentence cut off"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis extik Ü", CO, GARBLED_CO + " in the signature"),
    ], "AR; the note's fair used correctly"),
    "M003": ([
        ("artifact", "subject", "uch hard cheese x  tilesLC tiles hard cheese", "", "garbled subject (Hangul garble, `tiles`)"),
        ("contact_wrong", "body", "hard cheese,", "אברהם פוקס", "garble and the category in the contact's slot of the greeting"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abriauschadovė Technikay", CO, GARBLED_CO + " in the introduction"),
        ("artifact", "body", "Pvtkyriausiaulių", "", "the rest of the body is garble; the buyer's company never appears (the sender's garbled company stands in its place)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis extord Ü", CO, GARBLED_CO + " in the signature"),
    ], "AR; Hebrew-script buyer: the draft is garble throughout"),
    "M004": ([
        ("artifact", "subject", "Skonis abup wkonis abup wkonis abup wkonis", "", "a looping, garbled subject (the sender's company garbled and repeated)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abityandýestion Publicadovė", CO, GARBLED_CO + " in the introduction"),
    ], "AR; `Dear 高橋 知実` and `As 仕入課長 at` accepted; signature without company gets no label"),
    "M005": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis extight VoLotes", CO, GARBLED_CO + " at the start of the subject"),
        ("artifact", "subject", "cheeseagheese cheese shops in Bristol and Bristol and Bristol and Bath", "", "the subject runs on into body sentences, with fused words and a loop"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abikãs thops", CO, GARBLED_CO + " in the signature"),
        ("artifact", "body", "in Bristol and Bristol and Bristol and Bath.\n\nWould a brief call", "", "a loop, and the closing question and signature repeated"),
        ("artifact", "body", "Eksporto skyriaus vado", "Eksporto skyriaus vadovė", "body cut off in the repeated signature"),
    ], "AR; the body starts without a greeting because the greeting and first paragraph went into the subject; the note's towns used correctly"),
    "M006": ([
        ("sender_wrong", "subject", "UOB jékŠiaulių Skonis abans huile de palme.", CO, GARBLED_CO + ", with words of the buyer's French note"),
        ("artifact", "body", "I understand you are interested in France.", "", "a garbled note sentence (the note asks for pralines without palm oil)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abans huile de palme.", CO, GARBLED_CO + " with words of the note, in the introduction and again in the signature"),
    ], "AR; `As Acheteuse confiserie at` accepted"),
    "M007": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis abŐощі»", CO, GARBLED_CO + " with a Cyrillic fragment of the buyer's company"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abriaus vadovė", CO, GARBLED_CO + " in the introduction"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis ab Techn fkonis abur»одощі»", CO, GARBLED_CO + " as the subject of a sentence"),
    ], "AR; the body ends after its second paragraph without a closing or signature (no label: nothing written is wrong)"),
    "M008": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis extord Auquutyis Oy É陕公司", CO, GARBLED_CO + " with a foreign legal form and Chinese characters"),
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis aburyriaus vadovė", CO, GARBLED_CO + " (second slot of the subject)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abriaus vadovė", CO, GARBLED_CO + " in the introduction"),
        ("artifact", "body", "Dovilė Norkutė\nEksporto", "Eksporto skyriaus vadovė", "signature cut off in the sender's title"),
    ], "AR; the note's fair (SIAL China) used correctly"),
    "M009": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis abkyriaus vadovė", CO, GARBLED_CO + " (title fragment fused on)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abkyriaus vadovė to", CO, GARBLED_CO + " in the introduction and again in the signature"),
        ("artifact", "body", "skonis abur Skonis abkyriaus, UAB „Šiaulių Sk", "", "a looping signature, cut off"),
    ], "AR; no note; `Dear Karin` accepted"),
    "M010": ([
        ("company_misspelled", "subject", "UOB ڊر شربتلي للحلويات والشوكولاتة", "شركة شربتلي للحلويات والشوكولاتة", "the buyer's company with a garbled start (UOB ڊر for شركة)"),
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis ab Techne", CO, GARBLED_CO),
        ("artifact", "subject", "and UAB „Šiaulių Skonis ab Techne and UAB „Šiaulių Skonis abriaus", "", "the sender's garbled company repeated in the subject"),
        ("artifact", "body", "As you asked about a halal certificate and gift boxes stands out among buyers", "", "a garbled note sentence fused with another"),
        ("artifact", "body", "at شرك", "", "body cut off mid-word in the buyer's company"),
    ], "AR; the note's request is what the garbled sentence quotes (not note_wrong)"),
    "M011": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis extight Vo", CO, GARBLED_CO + " in the sender's slot of `X x Y`"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abight Ü", CO, GARBLED_CO + " in the signature"),
    ], "AR; the note's fair (BIOFACH in Nuremberg) used correctly; `as Inkoper of` accepted"),
    "M012": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis ab헓뗸솜헬스푸드 this finds you", CO, GARBLED_CO + " fused with a Hangul fragment and the next sentence"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis Braikyriaus vadovė", CO, GARBLED_CO + " in the signature"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis extikyriaus vadovė", CO, GARBLED_CO + " on a second signature line"),
    ], "AR; `Dear 김경희` and `As 구매팀장 at` accepted"),
    "M013": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abŜ", CO, GARBLED_CO + " in the introduction"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abikã skonis", CO, GARBLED_CO + " in the signature"),
        ("artifact", "body", "bukonis bukonis bukonis bukonis", "", "the signature loops until the body is cut off"),
    ], "AR; subject and first paragraph correct"),
    "M014": ([
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis bu in Australia", CO, GARBLED_CO + " (the subject names no buyer)"),
        ("note_wrong", "body", "It was good to meet you at Melbourne.", "Supplies health food stores in Melbourne. Wants 250 ml amber glass bottles.", "a meeting claimed, at the note's city, for a buyer whose note records no meeting"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis abottles.", CO, GARBLED_CO + " fused with the note's `bottles`"),
        ("artifact", "body", "at Parker know how much", "at Parker Wholefoods Pty Ltd, you know how much", "words dropped: the buyer's company cut to `Parker` and `, you` lost"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis bukyriaus vadovė", CO, GARBLED_CO + " in the signature (repeated)"),
        ("artifact", "body", "bukonis bukonis bukonis bukonis", "", "the signature loops until the body is cut off"),
    ], "AR"),
    "M015": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis bukorΗiraorulių", CO, GARBLED_CO + " fused with Greek letters, in the introduction"),
        ("artifact", "body", "stands out among buyers of hemp", "", "a broken sentence, and the body cut off before any closing"),
    ], "AR; Greek-script buyer; subject correct; `Dear Ζαφείρης Βορλόκας` (nominative) accepted"),
    # ------------------------------------------------------- diffusion@160
    "M016": ([
        ("sender_wrong", "body", "vadovė, UAB „Šiaulių Skonis", CO, UNCLOSED + " in the signature"),
    ], "diffusion@160; otherwise correct: the note's fair (Anuga 2025 in Cologne) used as recorded"),
    "M017": ([
        ("sender_wrong", "subject", "accarthy Fine Cheese Imports", CO, "the sender's slot of `X x Y` holds the buyer's company, garbled (`accarthy`)"),
        ("artifact", "body", "the FDA registration Show, I hope", "the Summer Fancy Food Show", "garbled note sentence: the note's FDA request in the fair's name, and a comma splice"),
        ("sender_wrong", "body", "At UAB „Šiaulių Skonis we", CO, UNCLOSED),
    ], "diffusion@160; `Good morning Gerald` accepted; signature without company gets no label"),
    "M018": ([
        ("artifact", "subject", "Trade sourcing for afa", "", "garbled subject (mixed scripts, `Sdn`, `cía`)"),
        ("contact_wrong", "body", "Trade6orpkor reliable g", "אברהם פוקס", "garble in the contact's slot of the greeting"),
        ("company_misspelled", "body", "Marino( Sdn", 'פוקס גבינות בוטיק בע"מ', "garble in the buyer's company's place (`the team at afa… Marino( Sdn… Marino`)"),
        ("artifact", "body", "Marino well well.", "well.", "a doubled word"),
        ("artifact", "body", "As adoraec ginseng j n cfores", "", "the title sentence is garble"),
        ("artifact", "body", "from the with short lead times", "from Lithuania with short lead times", "a word dropped"),
        ("sender_wrong", "body", "Dovilė(orporpunė", "Dovilė Norkutė", "the sender's name garbled in the signature"),
    ], "diffusion@160; Hebrew-script buyer: the draft is mostly garble"),
    "M019": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis x 株式会社高橋チーズ商会", CO, UNCLOSED + ", and `x` for `to` (the subject's pattern) in the introduction"),
        ("artifact", "body", "CV. 株式会社高橋チーズ商会 in aco with short lead times.", "", "a garbled sentence (`CV.`, `in aco`)"),
        ("artifact", "body", "仕入課長 Exportver Import", "", "garble after the last sentence; no closing or signature"),
    ], "diffusion@160; subject correct; `as 仕入課長 of` accepted"),
    "M020": ([
        ("artifact", "body", "you need thre documentationes", "", "a garbled note sentence (the note asks about a 36-month wheel)"),
        ("artifact", "body", "our Iristol hard chees of Khat", "", "garbled words after the sender's company"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis our", CO, UNCLOSED + ", in the introduction and again in the signature"),
    ], "diffusion@160; subject and greeting correct"),
    "M021": ([
        ("sender_wrong", "subject", "and UAB „Šiaulių Skonis", CO, UNCLOSED),
        ("artifact", "body", "you needurereon du Chocolat de Paris", "", "a garbled note sentence (fused words)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis de Paris", CO, UNCLOSED + ", with words of the note fused on, in the signature"),
        ("artifact", "body", "de Paris de Paris de Paris", "", "a loop at the end of the signature"),
    ], "diffusion@160; `As Acheteuse confiserie,` accepted"),
    "M022": ([
        ("artifact", "body", "I would be glad to prepare you the team at", "", "a garbled sentence (the buyer's title attached to `I`, words missing)"),
        ("artifact", "body", "Dear Ірена І", "", "the contact's name and the greeting repeated and cut off; no closing"),
    ], "diffusion@160; subject and greeting correct"),
    "M023": ([
        ("artifact", "body", "Would a brief call with 上海曹氏食品贸易有限公司?", "Would a brief call with 上海曹氏食品贸易有限公司 this month be possible?", "words dropped from the question"),
        ("artifact", "body", "Thank you again for朜朇", "", "garble after the closing words; no signature"),
    ], "diffusion@160; the subject opening with the recorded title 采购总监 in the contact's slot accepted (Chinese address by title); the note's fair used correctly"),
    "M024": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis pipes", CO, UNCLOSED + ", with `pipes` fused on, in the signature"),
    ], "diffusion@160; otherwise correct"),
    "M025": ([
        ("company_misspelled", "subject", "سامح شربتلي للحلويات والشوكولاتة and", "شركة شربتلي للحلويات والشوكولاتة", "the buyer's company with the contact's given name in place of شركة"),
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis.", CO, UNCLOSED),
        ("artifact", "body", " Since you are سامح شربتلي للحلويات والشوكولاتة\n", "", "a stray broken line before the greeting"),
        ("contact_wrong", "body", "Dear سامح شربتلي للحلويات والشوكولاتة,", "سامح شربتلي", "the contact's name fused with the company's words in the greeting"),
        ("artifact", "body", "I gat you recently about chocolate pralines akov", "", "a garbled sentence, then the body is cut off in Arabic"),
    ], "diffusion@160; Arabic-script buyer"),
    "M026": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis to", CO, UNCLOSED + ", in the introduction and again in the signature"),
    ], "diffusion@160; otherwise correct: the note's fair (BIOFACH in Nuremberg) as recorded; the missing comma after `B.V.` accepted"),
    "M027": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis+", CO, UNCLOSED + ", and `+` for `to`"),
        ("sender_wrong", "body", "Thank you,\nÀ", "Dovilė Norkutė", "the sender's name in the signature is garble (mixed scripts)"),
    ], "diffusion@160; subject correct; `As 구매팀장 at …, I wanted to contact you directly` accepted"),
    "M028": ([
        ("sender_wrong", "body", "UAB „Šiaulių Skonis Ltd.", CO, UNCLOSED + ", with a legal form `Ltd.` added, in the signature"),
    ], "diffusion@160; otherwise correct"),
    "M029": ([
        ("artifact", "subject", "Bee m seed oil", "hemp seed oil", "the product garbled in the subject"),
        ("sender_wrong", "subject", "UAB „Šiaulių Skonis Trade?", CO, UNCLOSED + ", with `Trade` added"),
        ("artifact", "body", "I gather you are looking at Melbourne.", "", "a garbled note sentence (the note: supplies health food stores in Melbourne)"),
        ("sender_wrong", "body", "UAB „Šiaulių Skonis our", CO, UNCLOSED + " in the introduction"),
        ("artifact", "body", "to vemp seed oil", "hemp seed oil", "a garbled product word in a broken sentence"),
        ("artifact", "body", "Park Netherlands textile textile seed oil to month", "Parker Wholefoods Pty Ltd this month", "the buyer's company and the question garbled (`Park Netherlands textile textile`)"),
        ("sender_wrong", "body", "vadovė vadog", "Eksporto skyriaus vadovė", "the sender's title with a garbled word repeated in the signature"),
    ], "diffusion@160"),
    "M030": ([
        ("artifact", "subject", "Ζαφείρης Βορλόκας,", "", "the subject is only the greeting"),
        ("artifact", "body", "I Βορλόκας Βιολογικά Προϊόντα Ο.Ε. need", "", "a garbled first sentence; the body has no greeting"),
        ("artifact", "body", "Υπεύθυνος Αγορών.,", "Υπεύθυνος Αγορών,", "stray punctuation after the title"),
        ("sender_wrong", "body", "Βορλόκας Βιολογικά Προϊόντα Ο.Ε.Ε.", "Dovilė Norkutė", "the sender's name garbled and the buyer's company (with a doubled `Ε.`) in the signature"),
        ("artifact", "body", "Dear Βορλ", "", "a greeting fragment after the signature, cut off"),
    ], "diffusion@160; Greek-script buyer"),
}
