"""Labels of the 30 model drafts (s1, buyers P001-P015), written by reading each draft's subject and body.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...]); [] = clean.
"""

NOTE_FAIR = "the buyer's note holds no such meeting"

LABELS = {
    ("ar", "P001"): ("clean; the note's fair used", []),
    ("ar", "P002"): ("clean; the note's BRCGS need used", []),
    ("ar", "P003"): ("clean", []),
    ("ar", "P004"): ("clean", []),
    ("ar", "P005"): ("garble after the note's fair", [
        ("artifact", "body", "(Tokyo) n an.", "(Tokyo).", "stray letters after the fair")]),
    ("ar", "P006"): ("the note's Vienna shops garbled", [
        ("artifact", "body", "Vienna Aganic d.", "the Balkan grocery shops in Vienna", "garbled note sentence")]),
    ("ar", "P007"): ("clean", []),
    ("ar", "P008"): ("meeting claimed at the buyer's company (the note only says: prefers English)", [
        ("note_wrong", "body", "It was good to meet you at Hellbergs Delikatesser AB.", "no meeting recorded", NOTE_FAIR)]),
    ("ar", "P009"): ("body cut off inside the title", [
        ("artifact", "body", "As Менедж", "As Менеджер по закупкам at ООО «Торговый дом Попова», …", "body cut off")]),
    ("ar", "P010"): ("meeting claimed at 'FDA registration', a question in the note", [
        ("note_wrong", "body", "It was good to meet you at FDA registration.", "the note: asked about FDA registration",
         NOTE_FAIR)]),
    ("ar", "P011"): ("a last message claimed; body cut off inside the company", [
        ("note_wrong", "body", "I wanted to return to my last message about supplying",
         "the note: met at Food Expo Athens", "an earlier message the record does not hold"),
        ("artifact", "body", "Would a brief call with Αθανασιάδη Τρό", "Αθανασιάδη Τρόφιμα Α.Ε. …", "body cut off")]),
    ("ar", "P012"): ("clean; the note's kosher need used", []),
    ("ar", "P013"): ("clean", []),
    ("ar", "P014"): ("clean", []),
    ("ar", "P015"): ("the note's price list garbled", [
        ("artifact", "body", "avte list", "a price list", "garbled note words")]),
    ("diffusion@160", "P001"): ("clean; the note's fair used", []),
    ("diffusion@160", "P002"): ("clean; the note's BRCGS need used", []),
    ("diffusion@160", "P003"): ("sender's legal form with an extra o", [
        ("sender_wrong", "body", "Zlatiborka Agrar d.o.o.o.", "Zlatiborka Agrar d.o.o.", "sender's company misspelt")]),
    ("diffusion@160", "P004"): ("clean", []),
    ("diffusion@160", "P005"): ("garble after the note's fair", [
        ("artifact", "body", "(Tokyo);appso);鈴木修平 team, and IIs was a pleTokyo)", "(Tokyo).", "garbled sentence")]),
    ("diffusion@160", "P006"): ("the note's Vienna shops and tubs garbled", [
        ("artifact", "body", "alkan grocery shops at Vienna;acks 1 kg tubs", "Balkan grocery shops in Vienna; 1 kg tubs",
         "garbled note sentence")]),
    ("diffusion@160", "P007"): ("clean", []),
    ("diffusion@160", "P008"): ("the note's English preference garbled", [
        ("artifact", "body", "you needlish", "you prefer English", "garbled note words")]),
    ("diffusion@160", "P009"): ("body only a word salad, then cut off", [
        ("artifact", "body", "I Попов needЀПо Попов", "a sentence", "word salad"),
        ("artifact", "body", "ЕАЭС buys kajmak", "a complete body with closing and signature", "body cut off")]),
    ("diffusion@160", "P010"): ("meeting claimed at 'FDA registration'; full stop missing", [
        ("note_wrong", "body", "It was good to meet you at FDA registration", "the note: asked about FDA registration",
         NOTE_FAIR),
        ("artifact", "body", "FDA registration I am writing", "FDA registration. I am writing", "missing full stop")]),
    ("diffusion@160", "P011"): ("signature without the sender's name, phone cut off", [
        ("artifact", "body", "Zlatiborka Agrar, +381 31 389", "Jelena Marković … +381 31 3891 204", "signature cut off")]),
    ("diffusion@160", "P012"): ("word missing in the note sentence", [
        ("artifact", "body", "need a kosher and", "need a kosher certificate, and", "word missing")]),
    ("diffusion@160", "P013"): ("clean", []),
    ("diffusion@160", "P014"): ("clean", []),
    ("diffusion@160", "P015"): ("the note's price list garbled", [
        ("artifact", "body", "a Marino0 list", "a price list", "garbled note words")]),
}
