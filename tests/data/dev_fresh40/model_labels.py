"""Labels of the 30 model drafts, written by reading each draft's subject and body (printed by
`make_model.py R --show`): one label per distinct problem per part. The hand-written labels
named a span with stray characters by its first and last characters, and the span was copied
here from the draft, so every `found` is exact. LABELS[id] = (note, [labels]); `buyer` guards
against a label written for another draft.
"""

LABELS = {
    'M001': ("AR; the note's alpha-acid request garbled", [
        {"buyer": "P001", "type": "artifact", "part": "body", "found": "the RLle documentation", "expected": "the 2025 crop's alpha-acid analysis (note)", "note": "garbled note sentence: `interested in the RLle documentation`"},
    ]),
    'M002': ('AR; contact garbled in the subject, note sentence garbled, signature company line garbled', [
        {"buyer": "P002", "type": "contact_wrong", "part": "subject", "found": "Pruge", "expected": "Paige", "note": "a garbled word in the contact's slot of the subject"},
        {"buyer": "P002", "type": "artifact", "part": "body", "found": "bu an the Czech Repops", "expected": "It was a pleasure to meet you at the Craft Brewers Conference in Las Vegas.", "note": "garbled end of the note sentence"},
        {"buyer": "P002", "type": "artifact", "part": "body", "found": "LLCoucí", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the signature's company line is a garble of `LLC` and `vedoucí`"},
    ]),
    'M003': ('AR; clean (company with its legal form, title as recorded)', [
    ]),
    'M004': ('AR; clean (Hangul name, company and title as recorded)', [
    ]),
    'M005': ('AR; clean (Vietnamese company in full, country right)', [
    ]),
    'M006': ('AR; the body is cut off in the signature', [
        {"buyer": "P006", "type": "artifact", "part": "body", "found": "Zdeňka Procházková, vedou", "expected": "Zdeňka Procházková, vedoucí exportu / Poohří Chmel a Bižuterie s.r.o.", "note": "the body ends mid-word in the sender's title"},
    ]),
    'M007': ("AR; badly garbled: subject's company slot, contact, note sentence, title and company slots", [
        {"buyer": "P007", "type": "artifact", "part": "subject", "found": "ŀ盰oğ s.r.o.", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the subject's company slot is a garble ending in s.r.o."},
        {"buyer": "P007", "type": "contact_wrong", "part": "body", "found": "Dear 먀", "expected": "רות לוי", "note": "a single Hangul syllable in the contact's slot"},
        {"buyer": "P007", "type": "artifact", "part": "body", "found": "golnems set in gold-plated silver, I wanted to return to my last message about supplying U؜ŕÛr l set of U\"ongsengemr set of Uel Aviv and Eilat Fjord", "expected": "the note: two shops, Tel Aviv and Eilat; garnets in gold-plated silver", "note": "the note sentence garbled (`golnems`, `Uel Aviv and Eilat Fjord`), running into the company's slot"},
        {"buyer": "P007", "type": "title_wrong", "part": "body", "found": "As lic0lesublic at ven Üywpywnt arnets set in gold-plated silver\n", "expected": "מנהלת רכש", "note": "the title and company slots of the `As … at …` sentence are garbles, and the sentence is cut"},
        {"buyer": "P007", "type": "company_misspelled", "part": "body", "found": "SenU tiles thops", "expected": "לוי תכשיטים בע\"מ", "note": "a garble in the buyer's company slot of the call sentence"},
    ]),
    'M008': ('AR; the note sentence garbled', [
        {"buyer": "P008", "type": "artifact", "part": "body", "found": "Italys you are looking at Vicenzaoro in January certification", "expected": "Met at Vicenzaoro in January; certificate of origin (note)", "note": "garbled note sentence (`Italys`, `January certification`)"},
    ]),
    'M009': ('AR; company truncated (subject and body), company words in the greeting, body cut off', [
        {"buyer": "P009", "type": "company_misspelled", "part": "subject", "found": "შპს ადუაშვილი", "expected": "შპს ადუაშვილის სამკაულები", "note": "the company cut to the legal form and the contact's family name"},
        {"buyer": "P009", "type": "contact_wrong", "part": "body", "found": "Dear ნიკა ადუაშვილის სამკაულები", "expected": "ნიკა ადუაშვილი", "note": "the greeting holds the given name with the company's words"},
        {"buyer": "P009", "type": "company_misspelled", "part": "body", "found": "to შპს ადუაშვილი.", "expected": "შპს ადუაშვილის სამკაულები", "note": "the company cut to the legal form and the contact's family name"},
        {"buyer": "P009", "type": "artifact", "part": "body", "found": "As შესყიდ", "expected": "As შესყიდვების მენეჯერი at …", "note": "the body ends mid-word in the buyer's title"},
    ]),
    'M010': ("AR; the body is cut off inside the company's name", [
        {"buyer": "P010", "type": "artifact", "part": "body", "found": "ТОВ «Ювелірна майстерня Гав", "expected": "ТОВ «Ювелірна майстерня Гавриленко» …", "note": "the body ends mid-word in the company, after one sentence"},
    ]),
    'M011': ('AR; note sentence garbled, body cut off', [
        {"buyer": "P011", "type": "artifact", "part": "body", "found": "interested in alesaler", "expected": "the note: Jaipur wholesaler; colour card of 11/0 and 8/0 beads", "note": "garbled note sentence (`alesaler`)"},
        {"buyer": "P011", "type": "artifact", "part": "body", "found": "the team at झा बी", "expected": "the team at झा बीड्स एंड क्राफ्ट्स प्राइवेट लिमिटेड …", "note": "the body ends mid-word in the company"},
    ]),
    'M012': ('AR; a meeting claimed that the note does not hold, its place garbled', [
        {"buyer": "P012", "type": "note_wrong", "part": "body", "found": "It was good to meet you atdit onter.", "expected": "(note: supplies Maasai beadwork groups around Narok; pays by letter of credit only)", "note": "a meeting claimed for a buyer whose note records none; the place is a garble"},
    ]),
    'M013': ('AR; clean', [
    ]),
    'M014': ("AR; the body is cut off inside the company's name", [
        {"buyer": "P014", "type": "artifact", "part": "body", "found": "to บริษัท นพคเช", "expected": "บริษัท นพคเชนทร์ คราฟท์ จำกัด …", "note": "the body ends mid-word in the Thai company"},
    ]),
    'M015': ('AR; the Spanish note garbled inside an English sentence', [
        {"buyer": "P015", "type": "artifact", "part": "body", "found": "interested in Ga de colores y pre to talk through", "expected": "the note: carta de colores y precio por kilo", "note": "garbled note sentence (`Ga de colores y pre to talk through`)"},
    ]),
    'M016': ("diffusion@160; sender's legal form garbled in the subject; note garble, company garble, a loop", [
        {"buyer": "P001", "type": "sender_wrong", "part": "subject", "found": "Poohří Chmel a Bižuterie Alimentosieys", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the sender's company with `Alimentosieys` for its legal form"},
        {"buyer": "P001", "type": "artifact", "part": "body", "found": "poas brewery at a un0 ti0 pumpss a Czech-style pilso", "expected": "the note: pilsner under its 加藤ビール label; alpha-acid analysis", "note": "garbled note sentence"},
        {"buyer": "P001", "type": "company_misspelled", "part": "body", "found": "加藤酒造o嚼式会礱", "expected": "加藤酒造株式会社", "note": "the company garbled after 加藤酒造"},
        {"buyer": "P001", "type": "artifact", "part": "body", "found": "pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0 pap0\"\"\"\"\"\"\"\"\"\"\"»加藤oo a steady source of Saaz hops Šech\"\"\"", "expected": "a closing and signature", "note": "a loop of `pap0`, stray quotes, no signature"},
    ]),
    'M017': ('diffusion@160; company doubled in the subject, fused sentences, garbled company line and stray closing', [
        {"buyer": "P002", "type": "artifact", "part": "subject", "found": "Johns Creek Brewing Company, LLC idea for Johns Creek Brewing Company, LLC", "expected": "a subject naming the company once", "note": "the buyer's company twice (`X idea for X`)"},
        {"buyer": "P002", "type": "artifact", "part": "body", "found": "Craft Brewers Conference Companies like", "expected": "Craft Brewers Conference. Companies like", "note": "two sentences fused without a full stop"},
        {"buyer": "P002", "type": "artifact", "part": "body", "found": "Catahns?\n\nThank you,", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the signature's company slot is a garble (`Catahns?`), followed by a stray second closing"},
    ]),
    'M018': ('diffusion@160; a garbled word in the greeting', [
        {"buyer": "P003", "type": "contact_wrong", "part": "body", "found": "Dear Purse", "expected": "Brayan Garcia", "note": "`Purse` in the contact's slot"},
    ]),
    'M019': ("diffusion@160; sender's family name garbled, a stray greeting after the signature", [
        {"buyer": "P004", "type": "sender_wrong", "part": "body", "found": "Zdeňka ext회", "expected": "Zdeňka Procházková", "note": "the sender's family name replaced by `ext회`"},
        {"buyer": "P004", "type": "artifact", "part": "body", "found": "Dear team at 주식회사 박가양조", "expected": "(nothing after the signature)", "note": "a stray greeting after the signature"},
    ]),
    'M020': ("diffusion@160; the contact in the sender's slot of the subject; sender's name and company garbled in the signature", [
        {"buyer": "P005", "type": "sender_wrong", "part": "subject", "found": "Nguyễn Phú Hồng x", "expected": "Poohří Chmel a Bižuterie s.r.o. x", "note": "the buyer's contact in the sender's slot of an `X x Y` subject"},
        {"buyer": "P005", "type": "sender_wrong", "part": "body", "found": "Zdeňka Phújồng", "expected": "Zdeňka Procházková", "note": "the sender's family name mixed with the buyer's given names"},
        {"buyer": "P005", "type": "sender_wrong", "part": "body", "found": "Crřᴙấ Ba HbÙří Chmic", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the sender's company garbled"},
    ]),
    'M021': ('diffusion@160; subject garble, title garbled, garbled sentence, garbled closing without signature', [
        {"buyer": "P006", "type": "artifact", "part": "subject", "found": "Σπήλιος,Κα", "expected": "Σπήλιος, …", "note": "a stray `Κα` fused after the contact's name"},
        {"buyer": "P006", "type": "title_wrong", "part": "body", "found": "BΙδιοκτήτησλ΄říậi", "expected": "Ιδιοκτήτης", "note": "the title with stray letters around it"},
        {"buyer": "P006", "type": "artifact", "part": "body", "found": "need me me know a oo talk, I send you a few samples?", "expected": "Let me know a good time to talk; may I send you a few samples?", "note": "garbled sentence"},
        {"buyer": "P006", "type": "artifact", "part": "body", "found": "Thank you agohoρ΁΁΁΁΁α", "expected": "a closing with the sender's name", "note": "garbled closing, no signature"},
    ]),
    'M022': ('diffusion@160; almost entirely garbled', [
        {"buyer": "P007", "type": "artifact", "part": "subject", "found": "LCÜfor教 orpore, a quick idea for itu敕 Marinoɟ Sdn Marinoțatimaə Marino닙orp CV o\"u oȑ(羪 呝 g b s silverwolverwil.", "expected": "a subject naming the category and the company", "note": "the subject is a garble"},
        {"buyer": "P007", "type": "contact_wrong", "part": "body", "found": "FZEب몪 䜆教셆䥾", "expected": "רות לוי", "note": "a garble in the contact's slot"},
        {"buyer": "P007", "type": "note_wrong", "part": "body", "found": "good to meet you at oAemi", "expected": "(note: two shops, Tel Aviv and Eilat; gold-plated silver, not gold)", "note": "a meeting claimed for a buyer whose note records none; the place is a garble"},
        {"buyer": "P007", "type": "artifact", "part": "body", "found": "Nedhřř cía Bet ojewellery", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the sender's company slot is a garble"},
        {"buyer": "P007", "type": "company_misspelled", "part": "body", "found": "( Ü땕䟋(囩uiəorprisorp둬 o(u.", "expected": "לוי תכשיטים בע\"מ", "note": "a garble in the buyer's company slot"},
        {"buyer": "P007", "type": "title_wrong", "part": "body", "found": "Bintre LeadϪ6aha Şashial", "expected": "מנהלת רכש", "note": "a garble in the title slot"},
        {"buyer": "P007", "type": "artifact", "part": "body", "found": "jewellery\"٣ver you our clear pricing.", "expected": "We supply Bohemian garnet jewellery … clear pricing.", "note": "garbled sentence"},
        {"buyer": "P007", "type": "artifact", "part": "body", "found": "jewellery\"윝 g brawedu o둝 g bra 랝 g b", "expected": "a closing and signature", "note": "the last sentence garbled and cut, no signature"},
    ]),
    'M023': ('diffusion@160; dangling note sentence, garbled title and company in the signature', [
        {"buyer": "P008", "type": "artifact", "part": "body", "found": "Thank you for your time at Vicenzaoro, I would be glad to discuss it.", "expected": "the note: certificate of origin for every piece", "note": "comma splice; `it` refers to nothing (the note's certificate is dropped)"},
        {"buyer": "P008", "type": "artifact", "part": "body", "found": "Pefederť Pyrřy", "expected": "vedoucí exportu", "note": "a garble in the sender's title slot"},
        {"buyer": "P008", "type": "sender_wrong", "part": "body", "found": "Pyhří Chmel", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the sender's company misspelt and cut"},
    ]),
    'M024': ('diffusion@160; a garbled run-on subject, empty body', [
        {"buyer": "P009", "type": "artifact", "part": "subject", "found": "hRL and Ńppემ B ნიკაun &შესყიდვების მენეჯერიationngstrias. I am this finds you as the team at შესყიდვების მენ", "expected": "a short subject; a body", "note": "the subject runs on through garbles and a body sentence and is cut; the body is empty"},
    ]),
    'M025': ("diffusion@160; the company's name runs into the contact's; body cut off", [
        {"buyer": "P010", "type": "company_misspelled", "part": "body", "found": "«Ювелірна майстерня Гавриленко Лариса Михайлівна", "expected": "ТОВ «Ювелірна майстерня Гавриленко»", "note": "the contact's given name and patronymic appended to the company, closing quote lost"},
        {"buyer": "P010", "type": "artifact", "part": "body", "found": "I found ТОВ «Ювелірна майстерня Гавриленко Лариса Михайлівна:", "expected": "a full body", "note": "the body ends after one broken sentence"},
    ]),
    'M026': ('diffusion@160; garbled throughout', [
        {"buyer": "P011", "type": "artifact", "part": "body", "found": "paipuringing our at Ψ+ tardery-making supplies;appy to a colass.", "expected": "the note: Jaipur wholesaler; colour card of 11/0 and 8/0 beads", "note": "garbled note sentence"},
        {"buyer": "P011", "type": "artifact", "part": "body", "found": "introduceझ्टयय४ेप॰्ु्रर a blass.", "expected": "I am writing to introduce Poohří Chmel a Bižuterie s.r.o. to …", "note": "a garble in place of the sender's company"},
        {"buyer": "P011", "type": "company_misspelled", "part": "body", "found": "झाHeadakiumoal", "expected": "झा बीड्स एंड क्राफ्ट्स प्राइवेट लिमिटेड", "note": "the company garbled after झा"},
        {"buyer": "P011", "type": "category_wrong", "part": "body", "found": "suppliers of lass", "expected": "glass seed beads", "note": "the category cut to `lass`"},
        {"buyer": "P011", "type": "artifact", "part": "body", "found": "of lass. I", "expected": "a closing and signature", "note": "the body ends after `I`, no signature"},
    ]),
    'M027': ('diffusion@160; two garbled sentences, title slot garbled', [
        {"buyer": "P012", "type": "artifact", "part": "body", "found": "looking at credit our boo as", "expected": "the note: pays by letter of credit only", "note": "garbled note sentence"},
        {"buyer": "P012", "type": "artifact", "part": "body", "found": "I am hp you are", "expected": "As", "note": "garbled opening of the title sentence"},
        {"buyer": "P012", "type": "artifact", "part": "body", "found": "Ps, Poohří", "expected": "vedoucí exportu, Poohří", "note": "`Ps` in the sender's title slot"},
    ]),
    'M028': ("diffusion@160; the sender's company garbled with the buyer's name", [
        {"buyer": "P013", "type": "sender_wrong", "part": "body", "found": "Piřaya B.Ś", "expected": "Poohří Chmel a Bižuterie s.r.o.", "note": "the sender's company slot mixes Poohří and Siyaya"},
    ]),
    'M029': ('diffusion@160; subject fuses the contact with the company and a garble; body cut off', [
        {"buyer": "P014", "type": "artifact", "part": "subject", "found": "คราฟท์ จำกัด andਫัรรด", "expected": "… and Poohří Chmel a Bižuterie s.r.o.", "note": "the subject fuses the contact's name with the company and ends in a garble in the sender's slot"},
        {"buyer": "P014", "type": "artifact", "part": "body", "found": "I found บริษัท นพคเชนทร์ คราฟท์ จำกัด\nDear บ", "expected": "a full body", "note": "the body breaks off after `I found` + company and a stray `Dear บ`"},
    ]),
    'M030': ("diffusion@160; the Spanish note garbled into the subject; garbled body, a garble in the contact's slot", [
        {"buyer": "P015", "type": "artifact", "part": "subject", "found": "de Nayarit; por k oilores y precio por kó y preió carta de colores y precio por kamar wates", "expected": "a short subject", "note": "the note garbled into the subject"},
        {"buyer": "P015", "type": "artifact", "part": "body", "found": "Thank you for viste a artes offer\nCarinas a sst beads, you.", "expected": "a greeting and a first paragraph", "note": "no greeting; two garbled lines"},
        {"buyer": "P015", "type": "contact_wrong", "part": "body", "found": "Gara,", "expected": "María Elena Fierro", "note": "`Gara` in the contact's slot"},
    ]),
}
