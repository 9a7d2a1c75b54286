"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Key: (setting, buyer_id) -> (note on the draft, [(type, part, found, expected, note), ...]).
"""

AR, D160 = "ar", "diffusion@160"
SENDER_TITLE = "Ekspordijuht"
SENDER_CO = "Kaali Kivi & Mahl OÜ"

LABELS = {
    # ---------------------------------------------------------------- AR
    (AR, "P001"): ("meets the note's fair; a garbled word after the month.", [
        ("artifact", "body", "September certi", "September",
         "a garbled word (`certi`) after the note's month"),
    ]),
    (AR, "P002"): ("uses the note's CE marking, then garbles the rest of the sentence.", [
        ("artifact", "body", "cappy to details", "frost resistance test results",
         "garbled words where the note's second request should be"),
    ]),
    (AR, "P003"): ("clean: given-name greeting, the long Dutch company and title as recorded.", []),
    (AR, "P004"): ("the note's `Prefers e-mails in English` turned into an interest; the rest as "
                   "recorded (`Dear 佐藤美加子` accepted).", [
        ("note_wrong", "body", "you are interested in English",
         "Prefers e-mails in English.",
         "the note's language preference misread as the buyer's interest in English"),
    ]),
    (AR, "P005"): ("the Hebrew company, contact and title are never written: every slot holds "
                   "mixed-script garble.", [
        ("artifact", "subject", "tilesdsywf leχ tiir竓 (-iraumkai", 'בן דוד אבן ושיש בע"מ',
         "garble where the buyer's company should be"),
        ("contact_wrong", "body", "Dear 딳", "הלל בן דוד",
         "a single Hangul syllable in the contact's slot"),
        ("artifact", "body", "tilesetails", 'בן דוד אבן ושיש בע"מ',
         "garble where the buyer's company should be"),
        ("artifact", "body", "licтѩ veumeel at vendsifif ueϱantoysü ueϱantoaljuht",
         'מנהל רכש ולוגיסטיקה at בן דוד אבן ושיש בע"מ',
         "garble where the title and company should be"),
        ("artifact", "body", "Co푇Hueil Eth炜ϓ Eth 뙽ins", 'בן דוד אבן ושיש בע"מ',
         "garble where the buyer's company should be"),
        ("artifact", "body", "tilesdsiraif Ethü (ϓѧѹolil", 'בן דוד אבן ושיש בע"מ',
         "garble where the buyer's company should be (closing question)"),
    ]),
    (AR, "P006"): ("the note sentence is garbled; the rest as recorded.", [
        ("artifact", "body", "invideorosoe maple sap a spring can a spring cÜ",
         "interested in birch sap for the autumn season",
         "the note sentence garbled (fused and repeated words)"),
    ]),
    (AR, "P007"): ("clean: the Chinese company, contact and title as recorded.", []),
    (AR, "P008"): ("the note's fair is right; the body is cut off inside the title.", [
        ("artifact", "body", "As Менеджерка із закупів", "As Менеджерка із закупівель",
         "the body is cut off mid-title, with no closing or signature"),
    ]),
    (AR, "P009"): ("clean: the company without `, LLC` (no legal form is allowed).", []),
    (AR, "P010"): ("the German note's words garbled into the meeting sentence.", [
        ("artifact", "body", "Nürnberg kennengelerntat", "BioFach in Nürnberg",
         "the German note's verb fused into the fair's place"),
    ]),
    (AR, "P011"): ("clean.", []),
    (AR, "P012"): ("a truncated company with an open quote in the subject's name slot; the note "
                   "sentence garbled.", [
        ("artifact", "subject", 'SIA "Ābols, a quick', "Hanss, a quick",
         "a truncated company name with an unclosed quote where the contact's name goes"),
        ("artifact", "body", "Riga Food n his shops", "Riga Food",
         "the note's next clause fused onto the fair (`n his shops`)"),
    ]),
    (AR, "P013"): ("clean: the sole proprietor's ФОП name with patronymic as recorded.", []),
    (AR, "P014"): ("a misspelled product in the subject; the body garbles the Hebrew contact, "
                   "company and title and claims a meeting the note does not hold.", [
        ("artifact", "subject", "Wama flour", "kama flour", "the product misspelled"),
        ("contact_wrong", "body", "Dear 랇 foo", "מנחם יפת",
         "a Hangul syllable and `foo` in the contact's slot"),
        ("note_wrong", "body", 'meet you at yourhdodj" & Hahl OÜ',
         "Supplies Russian-speaking groceries in Haifa and Ashdod; needs kosher certification.",
         "a meeting claimed for a buyer whose note records none (the place is garble)"),
        ("artifact", "body", "ashijiradira ormchellorglour", 'יפת מזון טבעי בע"מ',
         "garble where the buyer's company should be"),
        ("artifact", "body", "licaya flour at ven焄lrŪ auril Lda  o헪 蘽i & Mahl OÜ",
         'קניין מזון at יפת מזון טבעי בע"מ', "garble where the title and company should be"),
        ("artifact", "body", "Comouraclour need dependable suppliers", 'יפת מזון טבעי בע"מ',
         "garble where the buyer's company should be"),
    ]),
    (AR, "P015"): ("clean.", []),
    # ---------------------------------------------------------------- diffusion@160
    (D160, "P001"): ("the note's fair as recorded; the sender's title garbled in the signature.", [
        ("sender_wrong", "body", "Ms apordijuht", SENDER_TITLE,
         "the sender's own title garbled (`Ms apordijuht`)"),
    ]),
    (D160, "P002"): ("the note's CE marking used correctly; the sender's title garbled.", [
        ("sender_wrong", "body", "Ms apordijuht", SENDER_TITLE,
         "the sender's own title garbled (`Ms apordijuht`)"),
    ]),
    (D160, "P003"): ("the product misspelled in the subject; the signature garbles the sender's "
                     "title and company.", [
        ("artifact", "subject", "Ieomite slabs", "dolomite slabs", "the product misspelled"),
        ("sender_wrong", "body", "àspordijuht", SENDER_TITLE, "the sender's own title garbled"),
        ("sender_wrong", "body", "Kami Kivi & Mahl OÜ", SENDER_CO,
         "the sender's own company misspelled"),
    ]),
    (D160, "P004"): ("the title alone in the subject's name slot was accepted; a misread note, a "
                     "garbled sentence, the company with a stray letter and a garbled signature.", [
        ("artifact", "body", "you need lab", "Prefers e-mails in English",
         "the note misread into nonsense (`you need lab`)"),
        ("artifact", "body", "We supply matters to offer", "We supply dolomite slabs",
         "a garbled sentence"),
        ("company_misspelled", "body", "株式会社佐藤石材t", "株式会社佐藤石材",
         "the company with a stray Latin letter fused on"),
        ("artifact", "body", "ę藤藐ta堋\nKsŃΪrak S Khun.(䩠礗 tips AS",
         "Kadri-Liis Vaher, Ekspordijuht, Kaali Kivi & Mahl OÜ",
         "the signature is garble (no sender name, title or company)"),
    ]),
    (D160, "P005"): ("a looping subject with a garbled company; the body is empty (labelled once, "
                     "in the subject).", [
        ("artifact", "subject", '"((((((((((((((((((((', "Dolomite slabs for "
         'בן דוד אבן ושיש בע"מ', "garbled company and a looping subject; the body is empty"),
    ]),
    (D160, "P006"): ("a meeting claimed that the note does not hold, with a garbled place.", [
        ("note_wrong", "body", "meet you at theuutumn season sap",
         "Sells gorosoe maple sap in spring; wants birch sap for the autumn season and asked which "
         "import documents we can provide.",
         "a meeting claimed for a buyer whose note records none"),
        ("artifact", "body", "theuutumn", "the autumn", "a fused word"),
    ]),
    (D160, "P007"): ("the closing question lacks its verb; the signature is garble.", [
        ("artifact", "body", "Would a brief call with 上海张氏进口食品有限公司?",
         "Would a brief call with 上海张氏进口食品有限公司 be possible?",
         "a question with words missing"),
        ("artifact", "body", "Çri촵张uÜ蜏飉限Ü", "Kadri-Liis Vaher, Kaali Kivi & Mahl OÜ",
         "the signature is garble"),
    ]),
    (D160, "P008"): ("the note's fair, then a garbled run-on sentence with the sender's company "
                     "garbled; the body breaks off in a second greeting.", [
        ("artifact", "body", "World Food Ukraine Specialist", "World Food Ukraine",
         "a garbled run-on sentence after the fair"),
        ("sender_wrong", "body", "Walei Kivi & Mahl Oоіе", SENDER_CO,
         "the sender's own company garbled"),
        ("artifact", "body", "\nDear Менеджер", "a closing and signature",
         "the body breaks off in a second greeting, with no signature"),
    ]),
    (D160, "P009"): ("`to` inserted before the legal form of the company in the closing "
                     "question.", [
        ("company_misspelled", "body", "Martin Wellness Beverages to LLC",
         "Martin Wellness Beverages, LLC", "a stray `to` inside the company name"),
    ]),
    (D160, "P010"): ("the German note garbled; the title sentence breaks off.", [
        ("artifact", "body", "you need Bit need Bachel¦ Nürnberg kennengtiation",
         "BioFach in Nürnberg; EU organic certificate", "the note sentence garbled"),
        ("artifact", "body", "As Inhaber at Naturkost Faust e.K.\n",
         "As Inhaber at Naturkost Faust e.K., you know …", "a sentence with no main clause"),
    ]),
    (D160, "P011"): ("clean.", []),
    (D160, "P012"): ("a stray word in the subject; the note sentence garbled.", [
        ("artifact", "subject", '"Ābols un Partneri" rye and', 'SIA "Ābols un Partneri" and',
         "a stray word (`rye`) in the subject"),
        ("artifact", "body", "his shops sell you", "his shops sell rye and barley mixes",
         "the note's clause garbled"),
    ]),
    (D160, "P013"): ("a greeting wish without its last word; the closing question breaks off into "
                     "a second greeting and the body is cut off.", [
        ("artifact", "body", "I hope this finds you and the team at ФОП Бебешко Мілена Олегівна.",
         "I hope this finds you and the team at ФОП Бебешко Мілена Олегівна well.",
         "a dropped word (`well`)"),
        ("artifact", "body", "Would a brief call with ФОП Бебешко Мілена Олегівна\n\n Мілена Бебешко,",
         "Would a brief call with ФОП Бебешко Мілена Олегівна be possible?",
         "the question breaks off, the greeting restarts and the body is cut off"),
    ]),
    (D160, "P014"): ("subject and body are garble: another product in the subject, garble for the "
                     "contact and company, the sender's company garbled, looping letters.", [
        ("category_wrong", "subject", "coffee sourcing", "kama flour", "another product (coffee)"),
        ("artifact", "subject", "afaə Sdnoiਞazur", 'יפת מזון טבעי בע"מ',
         "garble where the buyer's company should be"),
        ("contact_wrong", "body", "Dear  FZEН쐗띵", "מנחם יפת", "garble in the contact's slot"),
        ("artifact", "body", "needian-speaking groceries",
         "Supplies Russian-speaking groceries in Haifa and Ashdod", "the note sentence garbled"),
        ("artifact", "body", "(ə Marino窪((", 'יפת מזון טבעי בע"מ',
         "garble where the buyer's company should be"),
        ("sender_wrong", "body", "Dorakai Kivi &hoshadora CV JSC", SENDER_CO,
         "the sender's own company garbled, with a foreign legal form"),
        ("artifact", "body", "uuuuuuuuuu", "readable text", "looping letters at the end"),
    ]),
    (D160, "P015"): ("clean (`As Kierowniczka zakupów at … I wanted to contact you directly` "
                     "accepted as clumsy style).", []),
}
