"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only):
one label per distinct problem per part. Keys: (setting, buyer id)."""

CO = {
    "P001": "橋本水産株式会社", "P003": "青岛恒泰水产有限公司", "P005": "Przetwórnia Ryb Warwas Sp. z o.o.",
    "P012": "לוי תוספי תזונה בע\"מ",
}
SENDER, SNAME = "Breisund Havprodukter AS", "Synnøve Brandal Longva"


def L(type_, part, found, expected, note):
    return {"type": type_, "part": part, "found": found, "expected": expected, "note": note}


LABELS = {
    ("ar", "P001"): [
        L("artifact", "body", "meet you at the Japan.", "meet you at the Japan International Seafood & Technology Expo",
          "the note's fair cut off after 'the Japan'"),
    ],
    ("ar", "P002"): [],
    ("ar", "P003"): [
        L("artifact", "body", "You asked about avt-e닙봥有限公司 stands out among buyers",
          "You asked about a price list CFR Qingdao",
          "the note's request garbled and run into another sentence"),
        L("company_misspelled", "body", "avt-e닙봥有限公司", CO["P003"], "garble in the buyer's company's place"),
    ],
    ("ar", "P004"): [],
    ("ar", "P005"): [
        L("company_misspelled", "subject", "FZetwórnia Ryb Warwas Sp. z o.o.", CO["P005"], "the company's first word garbled"),
        L("artifact", "body", "I note that you need the Certificate.", "the MSC chain of custody certificate",
          "the note's certificate cut to 'the Certificate'"),
        L("company_misspelled", "body", "Senetwórnia Ryb Warwas Sp. z o.o.", CO["P005"], "the company's first word garbled"),
        L("company_misspelled", "body", "atlicetwórnia Ryb Warwas Sp. z o.o.", CO["P005"],
          "'at' run into a garbled company name"),
        L("company_misspelled", "body", "Technetwórnia Ryb Warwas Sp. z o.o.", CO["P005"], "the company's first word garbled"),
    ],
    ("ar", "P006"): [
        L("artifact", "body", "It was good to meet you at the certificate of an certificate of analysis Foods.", "",
          "garbled note sentence claiming a meeting 'at the certificate of an certificate of analysis Foods' "
          "(the note records a request for a COA and the IFOS report, no meeting)"),
    ],
    ("ar", "P007"): [
        L("artifact", "body", "You asked about a sample set of Powell Health Pty Ltd.", "You asked about a sample of 500 softgels",
          "garbled note sentence"),
        L("artifact", "body", "I am writing to your office furniture to your office?", "",
          "garbled sentence ('office furniture'); the draft never names the product"),
    ],
    ("ar", "P008"): [
        L("artifact", "body", "meet you at in Genf", "meet you at Vitafoods Europe in Genf", "the fair's name dropped"),
    ],
    ("ar", "P009"): [],
    ("ar", "P010"): [],
    ("ar", "P011"): [
        L("artifact", "body", "Dear ศศินา ธูปะวิโร", "Dear ศศินา ธูปะวิโรจน์,",
          "body cut off after the greeting, inside the family name"),
    ],
    ("ar", "P012"): [
        L("company_misspelled", "subject", "됅焄 kganic x  tilesÉ焄 kg Logistiek", CO["P012"],
          "garbage in the buyer's company's slot of the subject"),
        L("contact_wrong", "body", "Dear 됮-ŀj", "אנה לוי", "garbage in the contact's slot"),
        L("artifact", "body", "You asked about a 1 kgerm and the molecular we make", "You asked about a 1 kg sample and the molecular weight specification",
          "garbled note sentence run into the next"),
        L("title_wrong", "body", "As liclecular at", "רכזת רכש", "garbage in the title's slot"),
        L("company_misspelled", "body", "tilesÉ startpywj bubuumryatamtam", CO["P012"], "garbage in the company's slot"),
        L("company_misspelled", "body", "tilesÉ tilesÇked", CO["P012"], "another garble in the company's slot"),
    ],
    ("ar", "P013"): [],
    ("ar", "P014"): [],
    ("ar", "P015"): [
        L("artifact", "body", "Italyas good to meet you at Cosmofarma.", "It was good to meet you at Cosmofarma.",
          "'It was' garbled into 'Italyas'"),
    ],
    ("diffusion@160", "P001"): [
        L("artifact", "body", "at the Japan International Seafood & Technology Expo stands out among buyers", "",
          "the note's sentence runs into another template sentence"),
        L("sender_wrong", "body", "Synnøve co桃子", SNAME, "the sender's name garbled with the buyer's given name"),
        L("sender_wrong", "body", "B互un & Technology Expo", SENDER, "the sender's company garbled with the fair's name"),
    ],
    ("diffusion@160", "P002"): [
        L("sender_wrong", "body", "Synnøve gnåo", SNAME, "the sender's family name garbled"),
        L("sender_wrong", "body", "Business Szlуn, B주입팀 권성수)", "Eksportsjef, " + SENDER,
          "the sender's title and company garbled, with the buyer's name in them"),
    ],
    ("diffusion@160", "P003"): [
        L("artifact", "body", "You asked about a Marino Se list CFR Qingdao. so", "You asked about a price list CFR Qingdao, so",
          "garbled note sentence ('a Marino Se list') with a stray full stop"),
        L("artifact", "body", "Would a brief call with 青岛恒泰水产有限公司?", "Would a brief call with 青岛恒泰水产有限公司 this month be possible?",
          "a question with its verb cut out"),
        L("sender_wrong", "body", "BVsric", SENDER, "the sender's company garbled in the signature (BVsric / Bcial)"),
    ],
    ("diffusion@160", "P004"): [],
    ("diffusion@160", "P005"): [
        L("company_misspelled", "subject", "atrepetwórnia Ryb Warwas Sp. z o.o.", CO["P005"],
          "'at' run into a garbled company name"),
        L("artifact", "body", "I understand you need importers of frozen Greenland halibut.", "",
          "garbled note sentence (the note: needs the MSC chain of custody certificate)"),
        L("company_misspelled", "body", "PraT Qpćia Ryb Warwas Sp. z o.o.", CO["P005"], "the company's first word garbled"),
        L("company_misspelled", "body", "PraT Groupórnia Ryb Warwas Sp. z o.o.", CO["P005"], "the company's first word garbled"),
        L("company_misspelled", "body", "PurPreenland dnia Ryb Warwas Sp. z o.o.", CO["P005"],
          "the company's first word garbled with the category"),
        L("company_misspelled", "body", "PraTĆrnia Ryb Warwas Sas Sp. z.o.", CO["P005"],
          "the company garbled, with another buyer's 'Sas' and a broken legal form"),
        L("sender_wrong", "body", "Vrsportsje dzpłu zakupóaak Precios. z o.o.", "Eksportsjef, " + SENDER,
          "the sender's title and company garbled with the buyer's title and legal form"),
    ],
    ("diffusion@160", "P006"): [
        L("artifact", "body", "I understand you need certiab selling supplement brand selling.", "",
          "garbled note sentence"),
    ],
    ("diffusion@160", "P007"): [
        L("note_wrong", "body", "a soon 100 softgels", "a sample of 500 softgels",
          "the note's request misquoted (100 for 500 softgels), with a stray 'soon'"),
        L("artifact", "body", "so I am happy to send details. I am happy to send details.", "so I am happy to send details.",
          "a sentence repeated"),
    ],
    ("diffusion@160", "P008"): [
        L("artifact", "body", "It was auf duf der Vitafoods Europe in Genf Den.", "It was good to meet you at Vitafoods Europe in Genf.",
          "garbled fair sentence with German words from the note"),
    ],
    ("diffusion@160", "P009"): [],
    ("diffusion@160", "P010"): [],
    ("diffusion@160", "P011"): [
        L("artifact", "body", "Dear ศศินา ธูปะวิโรจน์ บิวต", "Dear ศศินา ธูปะวิโรจน์,",
          "body cut off after the greeting, which runs on into the company's name"),
    ],
    ("diffusion@160", "P012"): [
        L("artifact", "subject", "Trade쑬杝((((((((", "", "a subject of garbage with a long loop of '('"),
        L("artifact", "body", "Hello afa搕 Sdn((((", "", "a body of garbage"),
    ],
    ("diffusion@160", "P013"): [
        L("sender_wrong", "body", "Eksportsjef, Berha", "Eksportsjef, " + SENDER, "the sender's company garbled to 'Berha'"),
    ],
    ("diffusion@160", "P014"): [
        L("artifact", "subject", "Tarine collagen peptides", "marine collagen peptides", "the category's first letter garbled"),
        L("artifact", "body", "Thiên Phúc. well.", "Thiên Phúc well.", "a stray full stop after the company"),
        L("sender_wrong", "body", "Synnøve Minh Quang", SNAME, "the buyer's given names in the sender's name"),
        L("sender_wrong", "body", "Brỹng tyHHH Mỹ phẩm Thiên Phúc Limited", SENDER,
          "the sender's company garbled with the buyer's"),
    ],
    ("diffusion@160", "P015"): [
        L("contact_wrong", "subject", "Accura", "Ruggero Scarponi", "a made-up word in the contact's slot ('Name, a quick idea')"),
        L("artifact", "body", "Italian you meet you at Cosmofarma at Cosmofarma.", "It was good to meet you at Cosmofarma.",
          "garbled fair sentence with the fair doubled"),
    ],
}
