"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject, body only) as
a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...]).
"""

LABELS = {
    # --- AR ---
    ("ar", "P001"): ("clean; the fair the note records", []),
    ("ar", "P002"): ("a garbled fair/meeting phrase (the note has no fair)", [
        ("artifact", "body", "atalysis", "",
         "'meet you atalysis': garbled text where a fair would go (the note has none)"),
    ]),
    ("ar", "P003"): ("clean; full native-script name in the greeting", []),
    ("ar", "P004"): ("clean", []),
    ("ar", "P005"): ("clean; the fair the note records", []),
    ("ar", "P006"): ("body cut off in its last sentence, no closing or signature", [
        ("artifact", "body", "Would you be open to a short call", "Would you be open to a short call next week?",
         "the body is cut off mid-sentence; no closing or signature"),
    ]),
    ("ar", "P007"): ("a garbled note sentence", [
        ("artifact", "body", "n sellstificate", "",
         "garbled words from the note (certificate, sells) in the opening sentence"),
    ]),
    ("ar", "P008"): ("clean; the fair the note records", []),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("clean; the fair the note records", []),
    ("ar", "P011"): ("clean; the note's request (spec sheets)", []),
    ("ar", "P012"): ("clean", []),
    ("ar", "P013"): ("body cut off after the third sentence: no call to action, closing or signature", [
        ("artifact", "body", "Vallimäe Joogid OÜ makes rye malt in Estonia for distributors abroad.",
         "a closing and the sender's signature", "the body ends without a closing or a signature"),
    ]),
    ("ar", "P014"): ("clean", []),
    ("ar", "P015"): ("clean", []),
    # --- diffusion@160 ---
    ("diffusion@160", "P001"): ("clean; the fair the note records", []),
    ("diffusion@160", "P002"): ("a garbled note phrase", [
        ("artifact", "body", "needystembolaget", "need ... Systembolaget tenders",
         "garbled words from the note (needs, Systembolaget)"),
    ]),
    ("diffusion@160", "P003"): ("clean", []),
    ("diffusion@160", "P004"): ("clean", []),
    ("diffusion@160", "P005"): ("clean; the fair the note records; signature company without OÜ accepted", []),
    ("diffusion@160", "P006"): ("the body is a fragment: word salad of the note and the title, cut off", [
        ("artifact", "body", "I under you and ПЕТ 1,5 ПЕТ 1,5", "",
         "word salad from the note in place of the opening sentence"),
        ("artifact", "body", "Менеджер із закупівель Менеджер із закупівель", "Менеджер із закупівель",
         "the recorded title doubled inside the word salad"),
        ("artifact", "body", "Амвросій Т", "",
         "the body is cut off in the middle of the contact's family name; no closing or signature"),
    ]),
    ("diffusion@160", "P007"): ("garbled note phrase; garbage in the company's slot; signature without the sender's name", [
        ("artifact", "body", "a kvas a s documentation", "",
         "garbled words from the note (kvass, kosher certificate)"),
        ("company_misspelled", "body", "import媵 set((\" tapaines", "ביטון יבוא מזון בע\"מ",
         "garbage where the company goes after the title ('Since you are מנהל רכש ...')"),
        ("artifact", "body", "Thank you,\nVallimäe Joogid OÜ", "the sender's name",
         "a signature with the company but without the sender's name"),
    ]),
    ("diffusion@160", "P008"): ("clean; the fair the note records", []),
    ("diffusion@160", "P009"): ("clean", []),
    ("diffusion@160", "P010"): ("clean; the fair the note records", []),
    ("diffusion@160", "P011"): ("garbled sentence with a garbled company", [
        ("artifact", "body", "I am happ to meet you at", "",
         "a garbled sentence (a meeting claim the note does not hold, in broken words)"),
        ("company_misspelled", "body", "spec & Sons Bakery Supplies Ltd", "Gough & Sons Bakery Supplies Ltd",
         "a note word (spec) in place of the family name in the company's slot"),
    ]),
    ("diffusion@160", "P012"): ("clean", []),
    ("diffusion@160", "P013"): ("clean; the fair the note records; signature company then given name accepted", []),
    ("diffusion@160", "P014"): ("clean", []),
    ("diffusion@160", "P015"): ("clean", []),
}
