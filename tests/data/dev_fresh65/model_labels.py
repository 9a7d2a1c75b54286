"""Labels of the 30 model drafts (s1, buyers P001-P015), written by reading each draft's subject
and body as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...])
"""

AR, D = "ar", "diffusion@160"
CLEAN = "clean: the buyer's company, contact, title, category and note as recorded"

LABELS = {
    (AR, "P001"): ("clean: the note's fair (Fruit Logistica Berlin) used correctly", []),
    (AR, "P002"): (CLEAN, []),
    (AR, "P003"): ("the note sentence is garbled", [
        ("artifact", "body", "air-freightlycparagus stands out", "You asked about an air-freight price CIF Narita in 5 kg cartons",
         "the note's request garbled and fused with the next sentence")]),
    (AR, "P004"): (CLEAN, []),
    (AR, "P005"): ("the note sentence is garbled", [
        ("artifact", "body", "needchekingureking", "samples of 16/20 mm spears", "a non-word where the note's request should be")]),
    (AR, "P006"): ("the fair sentence is garbled", [
        ("artifact", "body", "certificate of analysischer Expo West in Anaheim castañeda Rojas", "Natural Products Expo West in Anaheim.",
         "the fair sentence runs on into fragments of the note and the sender's name")]),
    (AR, "P007"): (CLEAN, []),
    (AR, "P008"): ("the note sentence is garbled", [
        ("artifact", "body", "You asked about asw", "You asked about a quote for 500 kg CIF Sydney", "a non-word where the note's request should be")]),
    (AR, "P009"): ("the fair is garbled", [
        ("artifact", "body", "atwe Agroarur gO", "at Natexpo in Paris", "a garbled fair name")]),
    (AR, "P010"): (CLEAN, []),
    (AR, "P011"): (CLEAN, []),
    (AR, "P012"): (CLEAN, []),
    (AR, "P013"): ("the note sentence is garbled; the signature's `Valle Moche` (company shortened) is accepted", [
        ("artifact", "body", "stunche Agroevec", "kosher certification", "non-words where the note's requirement should be")]),
    (AR, "P014"): ("clean: the signature without a title is accepted", []),
    (AR, "P015"): ("a garbled opening that also claims an earlier message", [
        ("artifact", "body", "Italyer you are lúcuma powder", "(a sentence about the meeting at SIGEP Rimini)", "a garbled clause"),
        ("note_wrong", "body", "I wanted to return to my last message", "met at SIGEP Rimini; wants lúcuma for gelato",
         "claims an earlier message to the buyer; the note records a fair meeting, no message")]),
    (D, "P001"): ("clean: the signature without the company is accepted", []),
    (D, "P002"): (CLEAN, []),
    (D, "P003"): ("the note sentence is garbled; the signature has no sender name", [
        ("artifact", "body", "an air-freight Key", "an air-freight price CIF Narita in 5 kg cartons", "a stray word in place of the note's request"),
        ("sender_wrong", "body", "Valle Moche Agroexport\nJefa de Exportaciones", "Lucía Castañeda Rojas\nJefa de Exportaciones",
         "the signature puts the company where the sender's name goes")]),
    (D, "P004"): (CLEAN, []),
    (D, "P005"): ("a meeting is claimed that the note does not record, at a garbled place", [
        ("note_wrong", "body", "It was good to meet you at", "prefers English; asked for samples of 16/20 mm spears",
         "a meeting claimed; the note records no fair or meeting, only a sample request"),
        ("artifact", "body", "soonF6/11", "(the place of a meeting)", "a garbled token where a place should be")]),
    (D, "P006"): ("the fair sentence runs into the next", [
        ("artifact", "body", "Expo Westeanies like", "Expo West in Anaheim. Companies like", "two sentences fused through a non-word")]),
    (D, "P007"): (CLEAN, []),
    (D, "P008"): ("the note sentence is garbled", [
        ("artifact", "body", "a sok11pg CIF Sydney", "a quote for 500 kg CIF Sydney", "a non-word in place of the quote and quantity")]),
    (D, "P009"): ("the note is pasted in French, garbled", [
        ("artifact", "body", "needurentrée au salon Natexpo à Paris atex", "met at Natexpo in Paris",
         "the French note pasted into an English sentence with fused fragments")]),
    (D, "P010"): (CLEAN, []),
    (D, "P011"): (CLEAN, []),
    (D, "P012"): (CLEAN, []),
    (D, "P013"): ("the body breaks down into word salad and has no closing", [
        ("artifact", "body", "It wher you need", "I understand you need", "a garbled opening"),
        ("artifact", "body", "We. quality checks", "We carry out quality checks", "a sentence without its verb"),
        ("artifact", "body", "Dear  FZE this Fif Grupo Dor", "(a closing and signature)",
         "the body ends in word salad in several scripts, with no closing or signature")]),
    (D, "P014"): (CLEAN, []),
    (D, "P015"): ("the opening is garbled and repeats the company", [
        ("artifact", "body", "Italy Re good to meet you", "It was good to meet you", "a garbled opening"),
        ("artifact", "body", "to Antonelli Gelati S.r.l. to Antonelli Gelati S.r.l. to Antonelli Gelati S.r.l.C.",
         "to Antonelli Gelati S.r.l.", "the company repeated three times with fragments")]),
}
