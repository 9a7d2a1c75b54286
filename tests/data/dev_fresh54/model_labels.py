"""Labels of the 30 model drafts of dev_fresh54, written by reading each draft (buyer id, subject
and body only) as a careful sales manager would: one label per distinct problem per part.

LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, label note), ...]).
"""
AR, D = "ar", "diffusion@160"

LABELS = {
    (AR, "P001"): ("the note's fair sentence garbled into the sender's company", [
        ("artifact", "body", "Andmpia) cerked about the\"e listdom.o.o.", "",
         "garbled text after the fair, running into the sender's company")]),
    (AR, "P002"): ("the fair garbled", [
        ("artifact", "body", "atinjn d.", "ProWein Düsseldorf 2025", "the fair garbled")]),
    (AR, "P003"): ("clean", []),
    (AR, "P004"): ("the fair sentence garbled", [
        ("artifact", "body", "het you", "", "garbled words where the fair should be")]),
    (AR, "P005"): ("clean", []),
    (AR, "P006"): ("a meeting claimed at the buyer's company, then garble; the body cut off", [
        ("note_wrong", "body", "meet you at ООО «Торговый дом Горшкова»", "Prodexpo 2025",
         "a meeting claimed at the buyer's company; the note records Prodexpo"),
        ("artifact", "body", "tersрршкова» tersоршкова» tersрршков",
         "", "repeated garble; the body ends there, without a closing")]),
    (AR, "P007"): ("`600 bottles` in the company's slot; the signature cut off", [
        ("company_misspelled", "body", "at 600 bottles", "Ποτά Ξένου Ε.Π.Ε.",
         "the note's quantity in the company's slot"),
        ("artifact", "body", "Tijana Đuri", "Tijana Đurišić", "the body cut off in the signature")]),
    (AR, "P008"): ("the fair sentence garbled", [
        ("artifact", "body", "2025appy", "", "garbled join after the fair")]),
    (AR, "P009"): ("word salad: category, company, contact and title slots", [
        ("category_wrong", "subject", "tileszovača", "lozovača", "garble in the category's slot"),
        ("company_misspelled", "subject", "tilesviyl Styurdopaqy Machinery th.o.o.",
         "סבן משקאות חריפים בע\"מ", "garble in the company's slot"),
        ("contact_wrong", "body", "랇arzovača", "מוחמד סבן", "garble in the contact's slot"),
        ("artifact", "body", "inwtam d.", "", "the note's request garbled"),
        ("company_misspelled", "body", "tilesviylı tiles", "סבן משקאות חריפים בע\"מ",
         "garble in the company's slots (three times)"),
        ("title_wrong", "body", "licogokiro", "מנהל רכש", "garble in the title's slot")]),
    (AR, "P010"): ("a meeting claimed at a garbled place", [
        ("artifact", "body", "the certificate of an certification", "",
         "garble where a fair would be (the note names none)")]),
    (AR, "P011"): ("a sentence without its main clause; the body cut off", [
        ("artifact", "body", "As Менаџер набавке at Рибарство Стојановић д.о.о.", "",
         "a sentence left without its main clause"),
        ("artifact", "body", "We would like to offer Рибарство Стојанови", "",
         "the body cut off mid-word")]),
    (AR, "P012"): ("the fair sentence garbled", [
        ("artifact", "body", "Italyas good to meet you at TUTTOFOOD Milano 2025cuss it.", "",
         "garbled sentence around the fair")]),
    (AR, "P013"): ("clean", []),
    (AR, "P014"): ("the fair garbled at its end", [
        ("artifact", "body", "2025esesia", "", "garble after the fair")]),
    (AR, "P015"): ("the body cut off", [
        ("artifact", "body", "matters. We", "", "the body cut off after one word")]),
    (D, "P001"): ("the fair garbled", [
        ("artifact", "body", "at the䍰on", "London Wine Fair 2025", "the fair garbled")]),
    (D, "P002"): ("the note misquoted: the buyer `needs` the fair", [
        ("note_wrong", "body", "I understand you need ProWein Düsseldorf 2025.",
         "needs the EU organic certificate", "the note's need misquoted (the fair in place of the certificate)")]),
    (D, "P003"): ("the closing question without its verb", [
        ("artifact", "body", "Would a brief call with 上海白氏葡萄酒贸易有限公司?", "",
         "a broken sentence")]),
    (D, "P004"): ("garble in three places; no signature", [
        ("artifact", "body", "Trade Trade CV.o.o.", "", "garble after the fair"),
        ("artifact", "body", "鈴木洋酒株式会社;edk,", "", "the closing question broken off into garble"),
        ("artifact", "body", "Thank you again for stopels our was a tbels", "",
         "a garbled paragraph and a second greeting after the close; no signature")]),
    (D, "P005"): ("`coffee` in the subject", [
        ("category_wrong", "subject", "coffee", "Vranac wine", "a wrong product in the subject")]),
    (D, "P006"): ("a fragment: garbled subject, company as the greeting, body cut off", [
        ("artifact", "subject", "Савелий,ам ООО «Торговый дом Горшкова «", "", "a garbled subject"),
        ("contact_wrong", "body", "Dear ООО «Торговый дом Горшкова «", "Савелий Горшков",
         "the company in the contact's slot"),
        ("artifact", "body", "ЕАЭС ООО «Торго", "", "the body is a cut-off fragment")]),
    (D, "P007"): ("the note's quantity garbled; the sender's legal form repeated", [
        ("artifact", "body", "ave11 bottles", "600 bottles", "the note's quantity garbled"),
        ("artifact", "body", "d.o.o.o.o.o.o.o.o.o.o.o.o.o.o.", "d.o.o.", "a repeated syllable")]),
    (D, "P008"): ("the fair sentence garbled", [
        ("artifact", "body", "hapA. to var Co Co Coppe", "", "garble after the fair")]),
    (D, "P009"): ("the whole draft in the subject, as word salad; the body only a signature", [
        ("company_misspelled", "subject", "afa k Sdnaveely Pro cíaвȧely䐐 CVά",
         "סבן משקאות חריפים בע\"מ", "garble in the company's slot"),
        ("title_wrong", "subject", "zelec extractsϓ", "מנהל רכש", "garble in the title's slot"),
        ("artifact", "subject", "so I am happ to start need your week?", "",
         "word salad and runs of brackets fill the subject"),
        ("artifact", "body", "Sincerely,", "", "the body is only a closing and a name")]),
    (D, "P010"): ("the note sentence garbled", [
        ("artifact", "body", "Is you asked about the certificate ofveral", "",
         "the note's request garbled")]),
    (D, "P011"): ("garble after the company; a broken closing question", [
        ("artifact", "body", "Стојановић.аѸћ", "", "garble after the company"),
        ("artifact", "body", "Would a brief call with Рибарство Стојановић?", "", "a broken sentence")]),
    (D, "P012"): ("the fair sentence garbled (with a garbled sender's company inside)", [
        ("artifact", "body", ");Ps. L. stands out among buyers of smoked bleak in Erihnica Pobn", "",
         "a garbled sentence")]),
    (D, "P013"): ("clean", []),
    (D, "P014"): ("garbled fair, a nonsense country, the company with an extra `o.`", [
        ("artifact", "body", "theacuumڱ of (0umesi", "", "garble where the fair should be"),
        ("country_wrong", "body", "the United Erotic", "Serbia", "a nonsense country in the country's slot"),
        ("company_misspelled", "body", "Delikatesi Nikolić d.o.o.o.", "Delikatesi Nikolić d.o.o.",
         "the legal form with an extra `o.`")]),
    (D, "P015"): ("a dangling phrase, then the first sentence repeated and cut off in garble", [
        ("artifact", "body", "As Ведущий специалист по закупкам,", "",
         "a sentence left without its main clause"),
        ("artifact", "body", "Пановой»пооо Панiz", "",
         "the first sentence repeated, ending in garble; no closing")]),
}
