"""Labels of the embedded models' drafts, written by reading each draft against its buyer row.

Key: (setting, buyer_id) → (note, [(type, part, found, expected, note), ...]). An empty list is a
draft that could be sent as written. U+FFFD in a draft is written as \\ufffd here.
"""

F = "\ufffd"
SALAD = "dustridustri"

LABELS = {
    # --- AR (sender s2, Ravinala Export SARL) ---
    ("ar", "L001"): ("clean; 'Dear Adwoa Gyasi' with the full name accepted", []),
    ("ar", "L006"): (
        "garbled product word in the subject",
        [
            (
                "artifact",
                "subject",
                "Filla beans",
                "Vanilla beans",
                "the product's first word garbled in the subject",
            )
        ],
    ),
    ("ar", "L007"): ("clean", []),
    ("ar", "L009"): (
        "Arabic-script buyer: company fused onto the contact, cut off",
        [
            (
                "contact_wrong",
                "body",
                "جودي المغاولة للتجارة ذ.م.م",
                "جودي المغاولة",
                "the company's trade word and legal form fused onto the contact's name",
            ),
            (
                "artifact",
                "body",
                "شركة المغاولة لل" + F,
                "شركة المغاولة للتجارة ذ.م.م",
                "cut off inside the company with U+FFFD: no offer, close or signature",
            ),
        ],
    ),
    ("ar", "L012"): ("clean", []),
    ("ar", "L014"): (
        "cut off mid-word",
        [
            (
                "artifact",
                "body",
                "We supply vanilla beans from Madagas",
                "We supply vanilla beans from Madagascar ...",
                "cut off inside 'Madagascar': no close or signature",
            )
        ],
    ),
    ("ar", "L023"): ("clean; 'As Encargada de Compras' accepted", []),
    ("ar", "L026"): ("clean", []),
    ("ar", "L027"): ("clean; signature without title accepted", []),
    ("ar", "L029"): ("clean", []),
    ("ar", "L030"): ("clean; 'As Buyer, you will want' accepted", []),
    ("ar", "L031"): (
        "kanji buyer: cut off before the close",
        [
            (
                "artifact",
                "body",
                "Would you be open to a short",
                "Would you be open to a short call next week?",
                "cut off mid-sentence: no close or signature",
            )
        ],
    ),
    ("ar", "L034"): (
        "traditional Chinese buyer: wrong country, cut off",
        [
            ("country_wrong", "body", "Mexico", "Taiwan", "the buyer placed in another country"),
            (
                "artifact",
                "body",
                "As 採購經理, you will want",
                "As 採購經理, you will want partners ...",
                "cut off mid-sentence: no close or signature",
            ),
        ],
    ),
    ("ar", "L039"): ("clean", []),
    ("ar", "L040"): (
        "Hebrew-script buyer: company, contact and title replaced by garble",
        [
            (
                "company_misspelled",
                "subject",
                f'ld\u0131{F}ract{F}eneral{F * 5}th{F} {F * 2} Co{F * 20}"th{F}',
                'מחאמיד תבלינים בע"מ',
                "garble with U+FFFD in the company's place",
            ),
            (
                "contact_wrong",
                "body",
                f"ld\u0131{F}th{F}",
                "אריאל מחאמיד",
                "garble instead of the name",
            ),
            (
                "company_misspelled",
                "body",
                f"lect{F}ract{F}ski{F}ract{F} anic{F * 2}age{F}ld{F}",
                'מחאמיד תבלינים בע"מ',
                "garble with U+FFFD in the company's place",
            ),
            (
                "artifact",
                "body",
                f"Condan{F}ote{F}ulp{F} {F * 2} Co{F * 4}are{F * 7} {F} we make",
                "",
                "word salad with U+FFFD; the draft also breaks off after 'you'",
            ),
            (
                "title_wrong",
                "body",
                "arkanilla beans",
                "מנהל רכש",
                "a garbled product word as the title",
            ),
        ],
    ),
    # --- diffusion@160 (sender s2) ---
    ("diffusion@160", "L001"): (
        "company garbled, wrong product",
        [
            (
                "company_misspelled",
                "subject",
                f"Gyasi Electmod{F}ies Company Co LLC",
                "Gyasi Commodities Company Limited",
                "garbled trade word with U+FFFD and a US legal form",
            ),
            (
                "company_misspelled",
                "body",
                f"Gyasi Makmod{F}ies Company Ltd",
                "Gyasi Commodities Company Limited",
                "garbled trade word with U+FFFD, written three ways in the body",
            ),
            (
                "category_wrong",
                "body",
                "green tea",
                "whole cloves",
                "a product of another category",
            ),
        ],
    ),
    ("diffusion@160", "L006"): (
        "garbled contact in the subject, buyer said to make tiles",
        [
            (
                "contact_wrong",
                "subject",
                f"Ae{F}iable",
                "Mehdi",
                "garble instead of the first name",
            ),
            (
                "artifact",
                "body",
                "As Importance Arômes Sqalli S.A. produces",
                "",
                "garbled clause that makes the buyer the producer",
            ),
            (
                "category_wrong",
                "body",
                "ceramic tiles",
                "vanilla beans",
                "a product of another category",
            ),
            (
                "title_wrong",
                "body",
                "As Commercial Director at",
                "Responsable Achats",
                "the sender's own title given to the buyer",
            ),
        ],
    ),
    ("diffusion@160", "L007"): (
        "wrong product and origin",
        [
            (
                "category_wrong",
                "body",
                "medical disposables",
                "whole cloves",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "from South",
                "from Madagascar",
                "the sender's country cut to 'South' (the example exporter's South Korea?)",
            ),
        ],
    ),
    ("diffusion@160", "L009"): (
        "Arabic-script buyer: word salad throughout",
        [
            ("artifact", "subject", "", "a subject", "empty subject"),
            (
                "artifact",
                "body",
                "Bu Executive while Bu ,,, idea idea for",
                "",
                "word salad throughout; no greeting",
            ),
            (
                "company_misspelled",
                "body",
                "outableableableableialedustridustri dustridustridustri",
                "شركة المغاولة للتجارة ذ.م.م",
                "garble in the company's place",
            ),
            (
                "category_wrong",
                "body",
                "medical disposables",
                "whole cloves",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "Kor KorLotomomalala",
                "Hery Rakotomalala",
                "the sender's name garbled",
            ),
            (
                "sender_wrong",
                "body",
                "Lava umal Export SARL",
                "Ravinala Export SARL",
                "the sender's company garbled",
            ),
        ],
    ),
    ("diffusion@160", "L012"): (
        "wrong product in subject and body",
        [
            (
                "category_wrong",
                "subject",
                "General materials",
                "whole cloves",
                "a garbled, wrong product in the subject",
            ),
            (
                "category_wrong",
                "body",
                "cotton fabrics",
                "whole cloves",
                "a product of another category",
            ),
        ],
    ),
    ("diffusion@160", "L014"): (
        "Cyrillic buyer: word salad throughout",
        [
            ("artifact", "subject", "", "a subject", "empty subject"),
            ("artifact", "body", "Kind Executive while Bu iture,,", "", "word salad throughout"),
            (
                "company_misspelled",
                "body",
                f"outited contact contactroot{F}",
                "Арсовски Импекс ДООЕЛ",
                "garble in the company's place",
            ),
            (
                "contact_wrong",
                "body",
                "Hi outecialecialecial",
                "Мирјана Арсовски",
                "garble instead of the name",
            ),
            (
                "category_wrong",
                "body",
                "medical disposables",
                "vanilla beans",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "Kor DorM Industries Industries Industries",
                "Hery Rakotomalala",
                "the sender's name replaced by garble",
            ),
            (
                "sender_wrong",
                "body",
                "Lava umzel Export SARL",
                "Ravinala Export SARL",
                "the sender's company garbled",
            ),
        ],
    ),
    ("diffusion@160", "L023"): (
        "wrong product, sender's title for the buyer",
        [
            (
                "category_wrong",
                "body",
                "green tea",
                "whole cloves",
                "a product of another category",
            ),
            (
                "title_wrong",
                "body",
                "As Commercial Director at",
                "Encargada de Compras",
                "the sender's own title given to the buyer",
            ),
        ],
    ),
    ("diffusion@160", "L026"): (
        "wrong product",
        [
            (
                "category_wrong",
                "body",
                "green tea",
                "flake graphite",
                "a product of another category",
            )
        ],
    ),
    ("diffusion@160", "L027"): (
        "wrong product; 'Stumpf,' in the subject accepted",
        [
            (
                "category_wrong",
                "body",
                "solar panels",
                "vanilla beans",
                "a product of another category",
            )
        ],
    ),
    ("diffusion@160", "L029"): (
        "two wrong products",
        [
            (
                "category_wrong",
                "body",
                "solar panels",
                "vanilla beans",
                "a product of another category",
            ),
            (
                "category_wrong",
                "body",
                "ceramic tiles",
                "vanilla beans",
                "a second product of another category (samples)",
            ),
        ],
    ),
    ("diffusion@160", "L030"): (
        "sender garbled in the subject, no greeting, wrong product",
        [
            (
                "sender_wrong",
                "subject",
                "Takinala Export Distribution SARL",
                "Ravinala Export SARL",
                "the sender's company garbled in the subject's first slot",
            ),
            (
                "artifact",
                "subject",
                "Thomas Advanced Materials,",
                "Thomas Advanced Materials Corp.",
                "a stray comma ends the subject",
            ),
            (
                "artifact",
                "body",
                "Thomas Advanced Materials, you know how much reliable supply matters",
                "",
                "no greeting; the introduction runs into the next sentence",
            ),
            (
                "category_wrong",
                "body",
                "plastic pumps",
                "flake graphite",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "from South",
                "from Madagascar",
                "the sender's country cut to 'South'",
            ),
        ],
    ),
    ("diffusion@160", "L031"): (
        "kanji buyer: garble throughout",
        [
            ("contact_wrong", "subject", "iture", "伊藤 充", "garble instead of the name"),
            (
                "company_misspelled",
                "subject",
                "out monthanelseliverelivereliver" + SALAD * 4 + "dustri",
                "伊藤カーボン株式会社",
                "garble in the company's place",
            ),
            (
                "artifact",
                "body",
                "As  quality checks at outableableableable" + SALAD * 2 + "dustri,",
                "",
                "word salad; no greeting; 'I I send'",
            ),
            (
                "company_misspelled",
                "body",
                "out possible contact contactanb" + SALAD * 3,
                "伊藤カーボン株式会社",
                "garble in the company's place",
            ),
            (
                "category_wrong",
                "body",
                "medical disposables",
                "flake graphite",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "from Turkey",
                "from Madagascar",
                "another country for the sender",
            ),
            (
                "sender_wrong",
                "body",
                "Est Rakotomalala",
                "Hery Rakotomalala",
                "the sender's first name changed",
            ),
            (
                "sender_wrong",
                "body",
                "Lava faalal",
                "Ravinala Export SARL",
                "the sender's company garbled",
            ),
        ],
    ),
    ("diffusion@160", "L034"): (
        "traditional Chinese buyer: garble throughout",
        [
            ("contact_wrong", "subject", "A in", "黃志銘", "garble instead of the name"),
            (
                "company_misspelled",
                "subject",
                f"out monthanelseliver{F}ecial" + SALAD * 3 + "dustri",
                "宏碩材料科技股份有限公司",
                "garble with U+FFFD in the company's place",
            ),
            (
                "artifact",
                "body",
                "I am this finds you and the team at",
                "",
                "word salad throughout; no greeting; 'is is is'",
            ),
            (
                "company_misspelled",
                "body",
                f"out possibleableable{F}rief" + SALAD * 2,
                "宏碩材料科技股份有限公司",
                "garble with U+FFFD in the company's place",
            ),
            (
                "sender_wrong",
                "body",
                "a Taiwan maker",
                "a Madagascar exporter",
                "the sender made a maker in the buyer's country",
            ),
            (
                "category_wrong",
                "body",
                "medical disposables",
                "flake graphite",
                "a product of another category",
            ),
            (
                "title_wrong",
                "body",
                "As Operations Director",
                "採購經理",
                "another title for the buyer",
            ),
            (
                "sender_wrong",
                "body",
                "Est Rakotomalala",
                "Hery Rakotomalala",
                "the sender's first name changed",
            ),
            (
                "sender_wrong",
                "body",
                "Lava aalal",
                "Ravinala Export SARL",
                "the sender's company garbled",
            ),
        ],
    ),
    ("diffusion@160", "L039"): (
        "no greeting, company with a stray word",
        [
            (
                "artifact",
                "subject",
                "Shapira Advanced Materials,",
                "Shapira Advanced Materials Ltd",
                "a stray comma ends the subject",
            ),
            (
                "artifact",
                "body",
                "Shapira Advanced Materials, you know how much reliable supply matters",
                "",
                "no greeting; the introduction runs into the next sentence",
            ),
            (
                "company_misspelled",
                "body",
                "Shapira Advanced Materials Mattes Ltd.",
                "Shapira Advanced Materials Ltd",
                "a stray word inside the company",
            ),
            (
                "category_wrong",
                "body",
                "cotton fabrics",
                "flake graphite",
                "a product of another category",
            ),
        ],
    ),
    ("diffusion@160", "L040"): (
        "Hebrew-script buyer: garble throughout",
        [
            ("contact_wrong", "subject", "I in", "אריאל מחאמיד", "garble instead of the name"),
            (
                "company_misspelled",
                "subject",
                "outableableableelivereliver" + SALAD * 3 + "dustri",
                'מחאמיד תבלינים בע"מ',
                "garble in the company's place",
            ),
            ("artifact", "body", "", "a greeting", "no greeting; the contact is named nowhere"),
            (
                "company_misspelled",
                "body",
                "outableableableableelivereliver" + SALAD * 2 + "MBuor",
                'מחאמיד תבלינים בע"מ',
                "garble in the company's place",
            ),
            ("title_wrong", "body", "As L of", "מנהל רכש", "garble instead of the title"),
            (
                "category_wrong",
                "body",
                "medical disposables",
                "vanilla beans",
                "a product of another category",
            ),
            (
                "sender_wrong",
                "body",
                "Kor Morakotomomalaa",
                "Hery Rakotomalala",
                "the sender's name garbled",
            ),
            (
                "sender_wrong",
                "body",
                "Sales Director",
                "Commercial Director",
                "another title for the sender",
            ),
        ],
    ),
}
