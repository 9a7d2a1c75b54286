"""Labels of the 30 embedded-model drafts of the sixty-third fresh set, written by reading each
draft (buyer id, subject and body only) as a careful sales manager would: one label per distinct
problem per part. Keys: (setting, buyer id); values: (note on the draft, [labels]), each label
(type, part, found, expected, note).
"""

AR, D = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): ("the note sentence garbled (a fused 'Italy' and a cut date); the rest clean", [
        ("artifact", "body", "Italyas good to meet you at Cibus Parma (May.",
         "It was good to meet you at Cibus Parma (May 2024).",
         "garbled opening of the note sentence and an unclosed, cut-off parenthesis")]),
    (AR, "P002"): ("clean", []),
    (AR, "P003"): ("clean", []),
    (AR, "P004"): ("the note sentence is word salad; a stray '.o.' (from d.o.o.) glued to the buyer's company", [
        ("artifact", "body", "I understand you are interested in TPAN ogy0RLonsi discuss it.",
         "a readable sentence about the FOODEX meeting or the health certificate", "word salad"),
        ("artifact", "body", "株式会社前田商会.o.", "株式会社前田商会.",
         "a stray fragment of the sender's legal form after the buyer's company (the company itself intact)")]),
    (AR, "P005"): ("clean", []),
    (AR, "P006"): ("a fluent meeting claim at 'the restaurant trade' (a phrase of the note) where the note records the London Wine Fair", [
        ("note_wrong", "body", "It was good to meet you at the restaurant trade.", "London Wine Fair 2025",
         "the meeting placed at a phrase of the note instead of the fair it records")]),
    (AR, "P007"): ("clean", []),
    (AR, "P008"): ("the note sentence garbled (a repeated, broken '600 bottles (0.75')", [
        ("artifact", "body", "You asked about 600 bottles (0.75rk0 bottles (0.75ਝza, so I am happy to send details.",
         "You asked about 600 bottles (0.75 l), so I am happy to send details.",
         "garbled, partly repeated fragment with a stray Gurmukhi letter")]),
    (AR, "P009"): ("clean", []),
    (AR, "P010"): ("the signature repeats the sender's given name before the company, with a stray space", [
        ("artifact", "body", "Urška , Krn Zakladi d.o.o.", "Krn Zakladi d.o.o.",
         "a stray repeated fragment in the signature")]),
    (AR, "P011"): ("the note sentence is garbled", [
        ("artifact", "body", "It was good to meet you atet youtnurher SAS.",
         "It was good to meet you at Sirha Lyon 2025.", "garbled words in place of the fair")]),
    (AR, "P012"): ("the body is cut off inside the company's name, without a closing or signature", [
        ("artifact", "body", "We would like to offer ООО «Тарасов и партнёры",
         "a finished sentence, a closing and a signature", "body cut off")]),
    (AR, "P013"): ("the note sentence is garbled", [
        ("artifact", "body", "As you asked about stintificate of entry Ningbo.",
         "As you asked about the certificate of origin and the port of entry, Ningbo,",
         "fused, cut words")]),
    (AR, "P014"): ("clean", []),
    (AR, "P015"): ("clean; 'As 採購主任, you will want…' without the company is accepted", []),
    (D, "P001"): ("the note sentence garbled; two sentences fused so that the buyer 'makes Tolminc cheese in Slovenia'; the signature ends in the given name instead of the legal form", [
        ("artifact", "body", "Italy Re good to meet you at Cibus Parma (May ᫻6 60 day.",
         "It was good to meet you at Cibus Parma (May 2024).", "garbled note sentence with a stray symbol"),
        ("artifact", "body", "to Bongiorno Formaggi S.r.l. makes Tolminc cheese in Slovenia.",
         "to Bongiorno Formaggi S.r.l. We make Tolminc cheese in Slovenia.",
         "two sentences fused (the buyer becomes the maker)"),
        ("artifact", "body", "Krn Zakladi, Urška", "Krn Zakladi d.o.o.",
         "a stray repeated given name in the signature")]),
    (D, "P002"): ("clean", []),
    (D, "P003"): ("clean", []),
    (D, "P004"): ("the opening is word salad holding a garbled form of the buyer's company; the signature (title, company without d.o.o., given name) is accepted", [
        ("artifact", "body", "IOOO toand you needOODAVA I am happand to OD",
         "a readable sentence", "word salad"),
        ("company_misspelled", "body", "檏会社前田商企瀂", "株式会社前田商会",
         "garble in the buyer's company's slot")]),
    (D, "P005"): ("clean", []),
    (D, "P006"): ("the fair sentence runs into the next, whose subject (the buyer's company) is only the legal form 'JSC'", [
        ("company_misspelled", "body", "2025 JSC stands out", "Thompson & Hale Wine Merchants Ltd",
         "the company's slot holds only a foreign legal form (JSC), fused to the fair sentence")]),
    (D, "P007"): ("clean", []),
    (D, "P008"): ("the note sentence garbled; the signature ends in the given name instead of the legal form", [
        ("artifact", "body", "You asked about aed10 bottles, so I am happy to send details.",
         "You asked about 600 bottles (0.75 l), so I am happy to send details.", "garbled quantity"),
        ("artifact", "body", "Krn Zakladi, Urška", "Krn Zakladi d.o.o.",
         "a stray repeated given name in the signature")]),
    (D, "P009"): ("clean", []),
    (D, "P010"): ("a garbled product word in the note sentence", [
        ("artifact", "body", "tobula", "Rebula", "a garbled word")]),
    (D, "P011"): ("the note sentence is garbled", [
        ("artifact", "body", "I understand you needureiruuic Trade;ua Lyon en potss de 125.",
         "a readable sentence about Sirha Lyon and the 125 g jars", "garbled note sentence")]),
    (D, "P012"): ("the company's closing guillemet dropped once; the body is cut off inside the last sentence, without a signature", [
        ("company_misspelled", "body", "ООО «Тарасов и партнёры, you know", "ООО «Тарасов и партнёры»",
         "the company without its closing guillemet"),
        ("artifact", "body", "Would a brief call with ООО «Тарасов и",
         "a finished sentence, a closing and a signature", "body cut off")]),
    (D, "P013"): ("the signature lacks the sender's name and ends in a stray given name", [
        ("artifact", "body", "Krn Zakladi , Urška", "Urška Kravanja, Krn Zakladi d.o.o.",
         "broken signature: no name line, a stray given name after the company")]),
    (D, "P014"): ("two sentences fused", [
        ("artifact", "body", "We supply Piran fleur de sel range is made to order",
         "We supply Piran fleur de sel. Our range is made to order", "two sentences fused")]),
    (D, "P015"): ("the closing is garbage and the signature gives the buyer's title instead of the sender's name and title", [
        ("artifact", "body", "Ag蝝掉扉限公扉限睿滐un.", "a closing", "garbage characters"),
        ("sender_wrong", "body", "限un 採購主任", "Urška Kravanja, Vodja izvoza",
         "the buyer's title in the sender's signature, no sender name")]),
}
