"""Labels written by reading each model draft (buyer id, subject and body only).
LABELS[(setting, buyer_id)] = (note, [(type, part, found, expected, note), ...])."""

SENDER = "Shire Highlands Commodities Limited"

LABELS = {
    ("ar", "P001"): ("fair sentence garbled", [
        ("artifact", "body", "atorkk tea", "the Speciality & Fine Food Fair London", "garbled words where the note's fair should be")]),
    ("ar", "P002"): ("body cut off", [
        ("artifact", "body", "Would a brief call with شركة السيوفي لتعبئة الشاي this", "a complete sentence and a signature", "body cut off mid-sentence")]),
    ("ar", "P003"): ("false note claim; body cut off", [
        ("note_wrong", "body", "I understand you are interested in Russia.", "the note's request (price list FOB Beira, 30% prepayment)", "claims an interest the note does not hold; Russia is the buyer's own country"),
        ("artifact", "body", "As Менеджер по", "a complete sentence and a signature", "body cut off mid-title")]),
    ("ar", "P004"): ("clean", []),
    ("ar", "P005"): ("half the given name; body cut off", [
        ("contact_wrong", "subject", "علی, a quick idea", "علی اصغر", "only the first half of the compound given name علی اصغر"),
        ("artifact", "body", "Would a brief call with شرکت ب", "a complete sentence and a signature", "body cut off mid-word")]),
    ("ar", "P006"): ("fair sentence garbled", [
        ("artifact", "body", "ANUGA Cologne bu needs organic documentation", "a meeting at ANUGA Cologne and the organic certificate", "garbled joining of the note's two parts")]),
    ("ar", "P007"): ("clean", []),
    ("ar", "P008"): ("note sentence garbled", [
        ("artifact", "body", "It was good to meet you at for Dubai and Sharjah bu is an easy way to start.", "the note's customers (restaurants in Dubai and Sharjah)", "garbled sentence; the meeting it starts to claim is not in the note")]),
    ("ar", "P009"): ("clean", []),
    ("ar", "P010"): ("garbled throughout", [
        ("contact_wrong", "subject", "먂p", "רומי", "garble in the contact's slot"),
        ("company_misspelled", "subject", "tilesjtam thira-Ųjbleco Ųik", "יונה יבוא מזון בע\"מ", "garble in the company's slot"),
        ("contact_wrong", "body", "Dear 먀 Teknik kilombero rice,", "רומי יונה", "garble in the greeting"),
        ("note_wrong", "body", "I understand you are interested in English.", "prefers e-mails in English", "the note's language preference misquoted as an interest"),
        ("company_misspelled", "body", "ashijira th ıext prey", "יונה יבוא מזון בע\"מ", "garble in the company's slot (repeated in the next sentences; one label)"),
        ("title_wrong", "body", "As easombero rice at", "מנהלת רכש", "garble in the title's slot"),
        ("artifact", "body", "Would a brief call with ashijiratlysumidyl ej prefers e-mails in English.", "a complete question", "garbled call sentence with the note pasted in")]),
    ("ar", "P011"): ("clean", []),
    ("ar", "P012"): ("clean", []),
    ("ar", "P013"): ("stray word; body cut off", [
        ("artifact", "body", "Δακαναλής Ξηροί Καρποί Α.Ε. team,", "Δακαναλής Ξηροί Καρποί Α.Ε.,", "a stray 'team' after the company"),
        ("artifact", "body", "our shelled groundn", "a complete sentence and a signature", "body cut off mid-word")]),
    ("ar", "P014"): ("fair sentence garbled; body cut off", [
        ("artifact", "body", "an Gulfood Dubai hbai need dependable suppliers", "one mention of the fair", "garbled repeat of the fair"),
        ("artifact", "body", "Would a brief call with ТОВ «Петлюра Горі", "a complete sentence and a signature", "body cut off mid-word")]),
    ("ar", "P015"): ("clean", []),

    ("diffusion@160", "P001"): ("buyer in the sender's slot; fair garbled; title garbled", [
        ("sender_wrong", "subject", "Page & Lyle Tea Merchants for", SENDER, "the buyer's company in the sender's slot"),
        ("artifact", "body", "Sum FZ & Fine Food Fair London documentation", "the Speciality & Fine Food Fair London", "the note's fair garbled"),
        ("sender_wrong", "body", "JingLe, Shire Highlands Commodities", "Export Trade Manager", "a garble for the sender's title")]),
    ("diffusion@160", "P002"): ("signature loops", [
        ("artifact", "body", "شركة شركة شركة شركة شركة شركة شركة ش", "the sender's signature", "garbled signature looping on one word")]),
    ("diffusion@160", "P003"): ("body loops and stops", [
        ("artifact", "body", "I understand you need Майя Ершова Менеджер по закупкам Ершова Менеджер", "a letter", "the record's fields looped; no letter follows")]),
    ("diffusion@160", "P004"): ("clean", []),
    ("diffusion@160", "P005"): ("several garbles; cut off", [
        ("artifact", "body", "Dear علی اصغر محجوب team,", "Dear علی اصغر محجوب,", "a stray 'team' after the contact's name"),
        ("artifact", "body", "ships via, so", "ships via Bandar Abbas", "the note's port dropped"),
        ("artifact", "body", "CTC black tea علی اصغر محجوب", "CTC black tea.", "the contact's name pasted after the product"),
        ("artifact", "body", "askش٪k٪kay Abbas of Shire High", "a complete sentence and a signature", "garble and cut off")]),
    ("diffusion@160", "P006"): ("fair sentence garbled; stray name", [
        ("artifact", "body", "ANUGA Cologne;stand you need IIsia.", "the note's fair and certificate", "garbled note sentence"),
        ("artifact", "body", "from Malawi Grace with", "from Malawi with", "the sender's middle name stray in a sentence")]),
    ("diffusion@160", "P007"): ("garbled subject", [
        ("artifact", "subject", "BillioŴstracte", "Kilombero rice", "a garble where the product should be")]),
    ("diffusion@160", "P008"): ("note misquoted", [
        ("note_wrong", "body", "I gather you are looking at Dubai", "supplies restaurants in Dubai and Sharjah; wants 25 kg bags", "the note misquoted as an interest in Dubai")]),
    ("diffusion@160", "P009"): ("clean", []),
    ("diffusion@160", "P010"): ("garbled throughout", [
        ("category_wrong", "subject", "textiles", "Kilombero rice", "a product the sender does not sell"),
        ("artifact", "subject", "((", "", "stray brackets"),
        ("contact_wrong", "body", "FZEب랞 importr (ata땬Yagingvo", "רומי יונה", "garble in the greeting"),
        ("company_misspelled", "body", "(ə敠 Sdnvo Dorҙ Sdnu n各(瀌", "יונה יבוא מזון בע\"מ", "garble in the company's slot"),
        ("sender_wrong", "body", "from thea with", "from Malawi with", "the sender's country garbled"),
        ("title_wrong", "body", "As yersО j씔眪ਨ웠 Vietnam", "מנהלת רכש", "garble (and another country) in the title's slot"),
        ("artifact", "body", "ituɓ땕攔 Dorҙorppos扐 랝0(((( zel torpu瞝0 month", "the company", "garbled call sentence"),
        ("sender_wrong", "body", "Shipira챠orpzel૨\"etailLCVhire High E-ikis.", "Chikondi Grace Mwale-Phiri, Shire Highlands Commodities Limited", "garbled signature")]),
    ("diffusion@160", "P011"): ("sender country and title garbled", [
        ("sender_wrong", "body", "from thea with", "from Malawi with", "the sender's country garbled"),
        ("sender_wrong", "body", "Juri\nJihoa, Shire Highlands Commodities", "Export Trade Manager", "garbled lines for the sender's title")]),
    ("diffusion@160", "P012"): ("sentence unfinished; buyer's company in the signature", [
        ("artifact", "body", "I hope this finds you and the team at Công ty TNHH Thực phẩm Nguyễn Phát.", "... Nguyễn Phát well.", "the sentence lacks its end"),
        ("sender_wrong", "body", "Chikondi Thực phẩm Nguyễn Phát", "Chikondi Grace Mwale-Phiri", "the buyer's company in place of the sender's family name")]),
    ("diffusion@160", "P013"): ("sender country garbled; signature garbled", [
        ("sender_wrong", "body", "from GΗπΕ.", "from Malawi.", "the sender's country garbled"),
        ("sender_wrong", "body", "QualifοοοΕΕ. Δακανα", "Chikondi Grace Mwale-Phiri", "garbled signature with the buyer's name")]),
    ("diffusion@160", "P014"): ("fair sentence garbled; junk after the signature", [
        ("artifact", "body", "Gulfood Dubai;;s to introduce Shire Highlands Commodities.", "a meeting at Gulfood Dubai, then an introduction", "two sentences garbled into one"),
        ("artifact", "body", "Mwale-Phiri Петлюра Горіх»Г", "Mwale-Phiri", "the buyer's company pasted after the signature")]),
    ("diffusion@160", "P015"): ("clean", []),
}
