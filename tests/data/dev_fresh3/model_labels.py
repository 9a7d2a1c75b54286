"""Labels written by reading each model draft (subject and body only) as a careful sales manager.

Per setting, buyer id -> [(type, part, found, expected, note), ...]; [] means sendable as written.
One label per distinct problem per part; a draft that is garbled throughout gets one `artifact`
label for the garble plus its main company, contact, title, category and sender problems.
Buyers of s2's categories were drafted with sender s2, buyers of s4's with s4 (SENDER below).
"""

SENDER = {b: "s2" for b in "H002 H005 H008 H016 H019 H026 H029 H031 H034 H040 H043 H044 H049 H054 H060".split()}
SENDER.update({b: "s4" for b in "H004 H012 H014 H015 H020 H022 H023 H025 H035 H036 H045 H046 H047 H057 H058".split()})

R = "Rupsha Fibre & Foods Ltd."
K = "Krkonoše Trade s.r.o."

AR = {
    "H002": [
        ("company_misspelled", "subject", "Dzika Importoundpüjy Ltd.", "Dzika Import sp.j.", "garbled company with a foreign legal form, twice"),
        ("company_misspelled", "body", "Dzika Importoredpüjy", "Dzika Import sp.j.", "garbled company"),
        ("artifact", "body", "�-�-Fupsha Fibre & Foods Ltd.", "", "replacement characters and a garbled sender company fused onto the buyer's"),
        ("title_wrong", "body", "Head of Exportss", "Dyrektor ds. zakupów", "the sender's title, misspelled, given as the buyer's"),
    ],
    "H005": [
        ("artifact", "subject", "Frozenistribu, a quick idea for Ionițăinob, a quick idea for", "", "garbled words and a repeated clause; the body's opening is written into the subject"),
        ("company_misspelled", "subject", "Ionițăistentahraahraii Industries", "Ioniță Distribuție S.A.", "garbled company with an invented 'Industries'"),
        ("artifact", "body", "", "", "no greeting and no introduction: the body is only the closing question and signature"),
        ("sender_wrong", "body", "Exportsia Fibre & Export Foods Ltd.", R, "sender's company garbled and fused to the title"),
    ],
    "H008": [
        ("artifact", "subject", "ahraahraahraahra", "", "word salad; repeated fragments fill the subject"),
        ("company_misspelled", "subject", "daóda", "Γκόνη Εμπορική Α.Ε.", "company replaced by garbled letters"),
        ("sender_wrong", "subject", "Qupsha Fi", R, "sender's company garbled"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H016": [
        ("artifact", "subject", "ahraahraahraahra", "", "word salad; repeated fragments fill the subject"),
        ("company_misspelled", "subject", "daóó", 'פרידמן סחר בע"מ', "company replaced by garbled letters"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H019": [
        ("company_misspelled", "subject", "oteayaóag", "德興實業有限公司", "company replaced by garbled letters"),
        ("artifact", "subject", "ahraahraahraahraahra Wagre & Foods Ltd.", "", "word salad and a garbled copy of the sender's company"),
        ("contact_wrong", "body", "Dear Rupsha Fibre & Foods Ltd.", "張淑貞", "the sender's company greeted instead of the contact"),
        ("artifact", "body", "amatingasa Fibre & Foods Ltd. producesgsha Fibre & Foods Ltd.", "", "garbled, fused sentence; no introduction"),
    ],
    "H026": [
        ("sender_wrong", "body", "Crimp Evbre & Export Foods Ltd.", R, "sender's company garbled in the signature"),
    ],
    "H029": [
        ("artifact", "subject", "Heikkinen Trading Oy Ab, a quick idea for Heikkinen Trading Oy Ab, a quick idea for", "", "the same clause repeated eight times"),
        ("company_misspelled", "subject", "Heikkinen Trading Oy AbR Ltd.", "Heikkinen Trading Oy Ab", "stray letter and a second legal form"),
        ("artifact", "body", "Head of Exportsain", "", "fused garbage after the sender's title; no greeting or introduction"),
        ("sender_wrong", "body", "Business Development Manager", "Head of Exports", "a second, wrong title for the sender"),
    ],
    "H031": [
        ("category_wrong", "body", "ginseng extracts", "jute shopping bags", "product of another category"),
        ("title_wrong", "body", "As Head of Exports", "Inköpschef", "the sender's title given as the buyer's"),
        ("sender_wrong", "body", "Exportsven Miingarsia Fibre & Export Foods Ltd.", R, "sender's company garbled in the signature"),
    ],
    "H034": [
        ("artifact", "subject", "produces Qupsha Fibre & Foods Ltd.", "", "the body's opening run into the subject, garbled"),
        ("artifact", "body", "", "", "no greeting and no introduction: only the closing question and signature"),
        ("sender_wrong", "body", "Business Development Manager", "Head of Exports", "wrong title for the sender"),
    ],
    "H040": [
        ("contact_wrong", "body", "Dear Gerente de Compras,", "Anthony Martins", "the title greeted instead of the contact"),
        ("category_wrong", "body", "ginseng extracts", "jute shopping bags", "product of another category"),
        ("title_wrong", "body", "Head of Exportsany de Co.", "Gerente de Compras", "the sender's title, garbled, given as the buyer's"),
        ("artifact", "body", "Head of Exportsven Fihain", "", "garbled signature line"),
        ("sender_wrong", "body", "Head of Exports Ph Ltda.", R, "sender's company replaced by a garbled one with the buyer's legal form"),
    ],
    "H043": [
        ("sender_wrong", "body", "Head of Exports Development Manager", "Head of Exports", "two titles fused for the sender"),
    ],
    "H044": [
        ("category_wrong", "body", "instant noodles", "denim jeans", "product of another category"),
        ("sender_wrong", "body", "Head of Exports Development Manager", "Head of Exports", "two titles fused for the sender"),
    ],
    "H049": [
        ("company_misspelled", "subject", "Tripathidustriers", "Tripathi Traders", "garbled company, twice"),
        ("company_misspelled", "body", "Tripathidustriers", "Tripathi Traders", "garbled company, three times"),
        ("artifact", "body", "Would a brief call with TripathidustriersWmenters, may I send you a few samples?", "", "two questions fused; also a fused clause after the introduction"),
        ("category_wrong", "body", "instant noodles", "jute shopping bags", "product of another category"),
        ("sender_wrong", "body", "Exportsanyua Fibre & Foods Ltd.", R, "sender's company garbled"),
    ],
    "H054": [
        ("company_misspelled", "subject", "oteound", "株式会社青木商会", "company replaced by garbled letters"),
        ("artifact", "subject", "ahraahraahraahra", "", "word salad; the body's sentences run into the subject"),
        ("title_wrong", "subject", "Managing Director of Operations", "購買課長", "an invented title"),
        ("artifact", "body", "", "", "no greeting and no introduction"),
        ("sender_wrong", "body", "Head of Exportsmupre & Foods Ltd.", R, "sender's company garbled"),
    ],
    "H060": [
        ("category_wrong", "body", "ginseng extracts", "denim jeans", "product of another category"),
        ("title_wrong", "body", "As Head of Exports Sales Manager", "Leiterin Einkauf", "the sender's title and another given as the buyer's"),
        ("sender_wrong", "body", "Head of Exports Development Manager", "Head of Exports", "two titles fused for the sender"),
    ],
    "H004": [
        ("artifact", "subject", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated fifteen times"),
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company with 'Manager' for its legal form"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H012": [
        ("artifact", "subject", "Krkonoše Tradelassware", "", "fused words"),
        ("contact_wrong", "body", "Dear Sagal,", "Violetta Sagal", "surname alone, as if it were a first name"),
        ("sender_wrong", "body", "Krkonoše Trade LLC", K, "sender's company with the buyer's legal form"),
        ("category_wrong", "body", "lithium batteries", "crystal glassware", "product of another category"),
        ("artifact", "body", "åquRReälälüçérçv", "", "garbage after the sender's company"),
    ],
    "H014": [
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company with 'Manager' for its legal form"),
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
        ("company_missing", "body", "", "Stoyanov Trade OOD", "the buyer's company is named nowhere"),
    ],
    "H015": [
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Tradestoźe Trade Manager,", "", "one phrase repeated with garble; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H020": [
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company with 'Manager' for its legal form"),
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H022": [
        ("artifact", "subject", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated fifteen times"),
        ("sender_wrong", "subject", "and Krkonoše Trade Manager", K, "sender's company wrong"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H023": [
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company with 'Manager' for its legal form"),
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H025": [
        ("artifact", "subject", "Alrkonoše", "", "garbled word where the first name belongs"),
        ("company_misspelled", "subject", "S�óther Handel AS", "Sæther Handel AS", "æ turned into a replacement character and ó"),
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H035": [
        ("company_misspelled", "subject", "Marošová Obchodzedupu", "Marošová Obchod s.r.o.", "garbled company"),
        ("artifact", "subject", "a quick idea for Marošová Obchodá, a quick idea for Marošová Obchodá,", "", "repeated clause; the body runs into the subject"),
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company wrong"),
        ("category_wrong", "subject", "instant noodles", "crystal glassware", "product of another category"),
        ("artifact", "body", "Would a brief call with Marošová, may I send you a few samples?", "", "no greeting or introduction; two questions fused"),
    ],
    "H036": [
        ("artifact", "subject", "may I believe we can help. Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "the body runs into the subject; one phrase repeated with garble"),
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company wrong"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H045": [
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H046": [
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H047": [
        ("sender_wrong", "subject", "Krkonoše Trade Manager", K, "sender's company wrong"),
        ("company_misspelled", "subject", "Kapurnterers Private Limited", "Kapur Traders Private Limited", "garbled company"),
        ("artifact", "body", "", "", "empty body"),
    ],
    "H057": [
        ("contact_wrong", "subject", "Van Praet,", "Bram", "addressed by the surname alone"),
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
    "H058": [
        ("artifact", "body", "Krkonoše Trade Manager, Krkonoše Trade Manager, Krkonoše Trade Manager,", "", "one phrase repeated; the body breaks off"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong"),
    ],
}

D160 = {
    "H002": [
        ("artifact", "subject", "Don GmbH Import�.s.", "", "garbled words with a replacement character and a German legal form"),
        ("company_misspelled", "subject", "Dzika Import�p.j.", "Dzika Import sp.j.", "replacement character for ' s' in the legal form"),
        ("company_misspelled", "body", "Dzika Import�p.j.", "Dzika Import sp.j.", "replacement character for ' s', twice"),
        ("category_wrong", "body", "solar panels", "jute shopping bags", "product of another category"),
        ("title_wrong", "body", "As Head of Exports", "Dyrektor ds. zakupów", "the sender's title given as the buyer's"),
    ],
    "H005": [
        ("company_misspelled", "subject", "Ionițăaretdustridustriie S.A.", "Ioniță Distribuție S.A.", "garbled company"),
        ("company_misspelled", "body", "Ionițăaretdustridustriie S.A.", "Ioniță Distribuție S.A.", "garbled company (the second mention is right)"),
        ("artifact", "body", "Ionițăaretdustridustriie S.A. produces frozen seafood", "", "two sentences fused: the buyer is said to produce"),
        ("title_wrong", "body", "As Trade Manager at", "Manager Achiziții", "an invented title"),
    ],
    "H008": [
        ("artifact", "subject", "", "", "empty subject"),
        ("contact_wrong", "body", "Dear iture,", "Αυγουστίνα Γκόνη", "garbled word greeted instead of the contact"),
        ("artifact", "body", "dustridustridustridustri", "", "word salad where the introduction and company belong"),
        ("category_wrong", "body", "agricultural machinery", "jute shopping bags", "product of another category"),
        ("sender_wrong", "body", "Tormir Hossain", "Tanvir Hossain", "sender's name garbled"),
    ],
    "H016": [
        ("company_misspelled", "subject", "out monthanelseliver", "פרידמן סחר בע\"מ", "company replaced by garbled words"),
        ("artifact", "subject", "eliverelivereliverdustridustri", "", "word salad"),
        ("company_misspelled", "body", "out possible contact contactanbeliver", "פרידמן סחר בע\"מ", "company replaced by garbled words"),
        ("artifact", "body", "Would a brief call with outitedableableableeliverdustridustridustridustridustridustri,", "", "garbled question that breaks off; no greeting"),
    ],
    "H019": [
        ("company_misspelled", "subject", "outitedableable", "德興實業有限公司", "company replaced by garbled words"),
        ("artifact", "subject", "dustridustridustri", "", "word salad"),
        ("artifact", "body", "I am writing to introduce Rupsha Fibre & Foods Ltd. to out possible?", "", "no greeting; the only sentence breaks off in garble"),
    ],
    "H026": [
        ("title_wrong", "body", "As Head of Exports", "Co-founder", "the sender's title given as the buyer's"),
    ],
    "H029": [
        ("company_misspelled", "subject", "Heikkinen Trading Oy Abse Fibre & Foods Ltd.", "Heikkinen Trading Oy Ab", "the buyer's and sender's companies fused"),
        ("company_misspelled", "body", "Heikkinen Trading Oy Abse Fibre & Foods Ltd.", "Heikkinen Trading Oy Ab", "the buyer's and sender's companies fused"),
        ("category_wrong", "body", "medical disposables", "denim jeans", "product of another category"),
        ("artifact", "body", "As Senior Buyer at Heikkinen Trading Oy Ab. I wanted to contact you directly.", "", "a stray full stop after the company cuts the sentence (again before 'this month')"),
    ],
    "H031": [
        ("category_wrong", "body", "solar panels", "jute shopping bags", "product of another category"),
        ("title_wrong", "body", "As Head of Exports", "Inköpschef", "the sender's title given as the buyer's"),
    ],
    "H034": [
        ("category_wrong", "body", "ceramic tiles", "denim jeans", "product of another category"),
    ],
    "H040": [
        ("category_wrong", "subject", "office furniture", "jute shopping bags", "product of another category"),
        ("title_wrong", "body", "As Head of Exports at", "Gerente de Compras", "the sender's title given as the buyer's"),
        ("category_wrong", "body", "office furniture", "jute shopping bags", "product of another category"),
    ],
    "H043": [
        ("title_wrong", "body", "As Head of Exports", "Co-founder", "the sender's title given as the buyer's"),
    ],
    "H044": [
        ("category_wrong", "body", "solar panels", "denim jeans", "product of another category"),
    ],
    "H049": [
        ("contact_wrong", "subject", "Origathi", "Oeshi", "garbled name"),
        ("company_misspelled", "subject", "Tripathi MozambI", "Tripathi Traders", "garbled company"),
        ("company_misspelled", "body", "Tripathi last,", "Tripathi Traders", "garbled company"),
        ("artifact", "body", "to Tripathi last message about supplying Tripathi last, you know how much reliable supply matters.", "", "garbled, fused sentence"),
    ],
    "H054": [
        ("company_misspelled", "subject", "out monthBueliver", "株式会社青木商会", "company replaced by garbled words"),
        ("artifact", "subject", "dustridustri�dustridustri", "", "word salad with a replacement character"),
        ("artifact", "body", "to out month be glad to a short questions about frozen seafood.", "", "no greeting; garbled sentence where the company belongs"),
        ("sender_wrong", "body", "Rupsha Fibre & Foods Pvt. Ltd.", R, "sender's company with an added 'Pvt.'"),
        ("title_wrong", "body", "As  Sales,,", "購買課長", "garbled title"),
    ],
    "H060": [
        ("company_misspelled", "subject", "Igler Import GmbH", "Pichler Import GmbH", "garbled company"),
        ("artifact", "body", "Pichler Import GmbH. a steady source", "", "stray full stop after the company, three times"),
        ("category_wrong", "body", "lithium batteries", "denim jeans", "product of another category"),
        ("title_wrong", "body", "As General Manager at", "Leiterin Einkauf", "an invented title"),
    ],
    "H004": [
        ("category_wrong", "subject", "office furniture", "crystal glassware", "product of another category"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong (also in the signature, with a stray 'Ul e')"),
        ("artifact", "body", "Diaconu Distribuție S.A.o. produces office furniture", "", "two sentences fused; stray letter after the legal form"),
        ("category_wrong", "body", "produces office furniture", "crystal glassware", "product of another category"),
        ("title_wrong", "body", "As Trade Manager,", "Manager Achiziții", "an invented title"),
    ],
    "H012": [
        ("artifact", "subject", "", "", "empty subject"),
        ("contact_wrong", "body", "Oliolett�", "Violetta Sagal", "garbled first name"),
        ("category_wrong", "body", "medical disposables", "crystal glassware", "product of another category"),
        ("artifact", "body", "As  handles export paperwork, so deliveries arrive without surprises.", "", "broken sentence; also 'sourcesnd disposables'"),
        ("sender_wrong", "body", "Krkonoše Trade Manager | Krkonoše Trade Development Executive | Krkonoše Trade", K, "sender's company repeated with invented titles"),
    ],
    "H014": [
        ("contact_wrong", "subject", "Ae o�", "Georgi", "garbled letters where the first name belongs"),
        ("artifact", "body", "Krkonoše Trade�toyanov Trade Development Manager, Stoyanov Trade OOD, you know how much reliable supply matters.", "", "the sender's and buyer's companies fused into a broken sentence"),
        ("category_wrong", "body", "ceramic equipment", "hiking boots", "product of another category (also 'ceramic tiles')"),
        ("sender_wrong", "body", "Krkonoše Trade�uäl z o.o.", K, "sender's company garbled, with a Polish legal form"),
    ],
    "H015": [
        ("artifact", "body", "Krkonoše Trade�vanova Trade OOD CV.", "", "the sender's and buyer's companies fused, with a stray 'CV'"),
        ("sender_wrong", "body", "Krkonoše Trade� o.o.", K, "sender's company garbled"),
    ],
    "H020": [
        ("artifact", "subject", "Te Hsing Trading Co., Ltd. x Te Hsing Trading Co., Ltd.", "", "the buyer's company doubled where the sender's belongs"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager at Te Hsing Trading Co., Ltd.", K, "sender presented as a manager of the buyer's company (signature also wrong)"),
        ("category_wrong", "body", "ceramic equipment", "hiking boots", "product of another category"),
    ],
    "H022": [
        ("sender_wrong", "body", "Krkonoše Trade ehf.", K, "sender's company with an Icelandic legal form (signature garbled too)"),
        ("category_wrong", "body", "auto parts", "hiking boots", "product of another category"),
    ],
    "H023": [
        ("sender_wrong", "subject", "Krkonoše Trade SARL", K, "sender's company with a French legal form"),
        ("artifact", "body", "introduce Krkonoše Trade�randsen Import ApS.", "", "the sender's and buyer's companies fused"),
        ("category_wrong", "body", "electric motors", "crystal glassware", "product of another category"),
        ("sender_wrong", "body", "Krkonoše Trade�r.o.", K, "sender's company garbled"),
    ],
    "H025": [
        ("category_wrong", "subject", "office furniture", "hiking boots", "product of another category"),
        ("company_misspelled", "subject", "Sáther Handel AS", "Sæther Handel AS", "á for æ"),
        ("sender_wrong", "body", "Krkonoše Trade� z o.o.", K, "sender's company garbled, with a Polish legal form"),
        ("company_misspelled", "body", "Sáther Handel AS", "Sæther Handel AS", "á for æ, four times"),
        ("category_wrong", "body", "office furniture", "hiking boots", "product of another category"),
    ],
    "H035": [
        ("artifact", "subject", "Marošová Obchod a quick idea for Marošová Obchod ..", "", "company doubled where the first name belongs, stray dots"),
        ("contact_wrong", "body", "bamila Marošová", "Kamila Marošová", "first letter of the first name wrong"),
        ("sender_wrong", "body", "Krkonoše Trade Sdn.r.o.", K, "sender's company garbled, Malaysian 'Sdn' (signature garbled too)"),
        ("company_misspelled", "body", "Marošová Obchod .r.o.o.", "Marošová Obchod s.r.o.", "garbled legal form"),
        ("artifact", "body", "Marošová Obchod .r.o.o. produces", "", "two sentences fused: the buyer is said to produce"),
        ("category_wrong", "body", "kitchen appliances", "crystal glassware", "product of another category"),
    ],
    "H036": [
        ("company_misspelled", "subject", "Kubičková Obchod AB", "Kubičková Obchod s.r.o.", "Swedish legal form for a Slovak company"),
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager", K, "sender's company wrong (signature too)"),
        ("company_misspelled", "body", "Kubičková Obchod o�", "Kubičková Obchod s.r.o.", "garbled legal form"),
        ("artifact", "body", "Kubičková Obchod a a steady", "", "doubled word"),
    ],
    "H045": [
        ("artifact", "body", "introduce Krkonoše Trade�ojas SpA.", "", "the sender's and buyer's companies fused"),
        ("sender_wrong", "body", "Krkonoše Trade�uäll.o.", K, "sender's company garbled"),
    ],
    "H046": [
        ("sender_wrong", "body", "introduce Krkonoše Trade Manager at Comercial Pérez Ltda.", K, "sender presented as a manager of the buyer's company (signature garbled too)"),
        ("category_wrong", "body", "home valves", "crystal glassware", "product of another category"),
    ],
    "H047": [
        ("company_misspelled", "subject", "Kapur Makers Private Limited", "Kapur Traders Private Limited", "trade word changed"),
        ("sender_wrong", "body", "Krkonoše Trade ehf.", K, "sender's company with an Icelandic legal form (signature garbled too)"),
        ("company_misspelled", "body", "Kapur ceramicers Private Limited", "Kapur Traders Private Limited", "garbled company (also 'Kapur lasters')"),
    ],
    "H057": [
        ("contact_wrong", "subject", "Pan,", "Bram", "wrong name"),
        ("artifact", "body", "introduce Krkonoše Trade�anoret Trading NV.", "", "the sender's and buyer's companies fused (also a stray full stop after 'NV')"),
        ("category_wrong", "body", "office furniture", "hiking boots", "product of another category"),
        ("title_wrong", "body", "As Commercial Director,", "Inkoopmanager", "an invented title"),
        ("sender_wrong", "body", "Krkonoše Trade�ar Trade Inc.", K, "sender's company garbled with a US legal form"),
    ],
    "H058": [
        ("artifact", "body", "introduce Krkonoše Trade�an den Broeck Import NV. A.K. produces", "", "the sender's and buyer's companies fused; stray 'A.K.'"),
        ("title_wrong", "body", "As Owner at", "Inkoopmanager", "wrong title"),
        ("sender_wrong", "body", "Krkonoše Trade�uäl z o.o.", K, "sender's company garbled, with a Polish legal form"),
    ],
}

D64 = {}
