"""Natural first e-mails 61-90: a second, shorter first e-mail in another style to the odd buyers
H001-H059, written one by one, each with its twin's one edit. Same item format as emails_a.py.
"""

MAILS = [
    dict(
        b="H001", s="s1",
        subj="Sisal baler twine – samples?",
        body="""Dear Jędrzej,

a short note from Kenya: Polish farmers who bale straw by hand-tied square bales are going back to sisal, and we have baler twine ready to ship.

Could Damian Import test 2 spools? I'll cover the courier.

Best,
Wanjiru Kamau
Naivasha Highlands Exports Ltd""",
        note="style=very short note; first name with Polish letter; company without legal form; 'Polish farmers' adjective; straw bales",
        err=("country_wrong", "body", "Polish farmers", "Czech farmers", "a neighbouring country as adjective", ("Czech", "Polish")),
    ),
    dict(
        b="H003", s="s3",
        subj="Balsa panels – price indication",
        body="""Dear Ms. Wypchło,

following my earlier letter, here is a price indication for Wypchło Handel: end-grain balsa panels, 25 mm, 150 kg/m³, from EUR 11.40 per sheet (1220 x 610 mm), CIF Gdańsk, for a 20' container.

Best regards,
Daniela Zambrano
Costa Manabí Exportadora S.A.""",
        note="style=very short price note; Ms + surname; company without legal form; panel sizes; CIF Gdańsk",
        err=("sender_wrong", "body", "Costa Manabí Exportadora S.A.", "Costa Manabí Exportaciones S.A.", "sender's company name changed"),
    ),
    dict(
        b="H005", s="s2",
        subj="Vannamei shrimp for the Christmas season",
        body="""Dear Octaviu,

Christmas is the peak season for shrimp in Romania, so I wanted to reach out early. We can reserve cooked and peeled vannamei (26/30, 1 kg bags) for Ioniță Distribuție, shipped in October.

Let me know the volume and I'll confirm the price.

Kind regards,
Tanvir Hossain
Head of Exports, Rupsha Fibre & Foods Ltd.""",
        note="style=short seasonal note; first name; company without legal form with ț; season; Romania named",
        err=("artifact", "body", "Kind regards,\nTanvir Hossain\n", "Kind regards,\n[Your Name]\n", "leftover template placeholder instead of the sender's name", ("[Your Name]", "Tanvir Hossain")),
    ),
    dict(
        b="H007", s="s3",
        subj="Δείγματα κακάου / cocoa samples",
        body="""Κύριε Ευστρατόπουλε, καλημέρα,

the 1 kg samples of Arriba Nacional beans for Ευστρατόπουλος Εισαγωγική left Guayaquil today by DHL. Tracking number to follow.

Με εκτίμηση,
Daniela Zambrano""",
        note="style=very short shipping note; Greek greeting with vocative surname; Greek subject and sign-off; Greek company without legal form",
        err=("company_misspelled", "body", "Ευστρατόπουλος Εισαγωγική", "Ευσταθόπουλος Εισαγωγική", "a similar Greek surname in the company"),
    ),
    dict(
        b="H009", s="s3",
        subj="Private-label tuna",
        body="""Hi Athanasia,

one more idea: if Samtanidou Imports S.A. has its own brand, we can pack tuna under your label from 1 container (about 100,000 cans of 160 g). Artwork in Greek is no problem.

Best,
Daniela
Costa Manabí Exportadora S.A.""",
        note="style=short friendly; first name; company with legal form; private label; Greek as a language",
        err=("company_foreign", "body", "Samtanidou Imports S.A.", "Γκόνη Εμπορική Α.Ε.", "another Greek buyer's company (H008)"),
    ),
    dict(
        b="H011", s="s1",
        subj="Rose prices for ТОВ «Ткач Трейд» – week 6",
        body="""Соломіє, добрий день!

Prices for week 6 for ТОВ «Ткач Трейд»: Freedom 60 cm USD 0.38 per stem, Rhodos 60 cm USD 0.36, FCA Nairobi. Air freight to Rzeszów is quoted separately.

Wanjiru Kamau
Naivasha Highlands Exports Ltd""",
        note="style=very short price list; Ukrainian greeting with the vocative first name; Cyrillic company in subject and body; FCA Nairobi; Rzeszów",
        err=("company_missing", "body", [("ТОВ «Ткач Трейд»", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H013", s="s3",
        subj="CCN-51 or Arriba?",
        body="""Здравейте, Милена,

quick question after our talk in Paris: for Петрова Трейд, should I quote Arriba Nacional only, or also CCN-51 for your cocoa-butter customers?

Поздрави,
Daniela Zambrano""",
        note="style=one-question note; Bulgarian greeting with first name; Cyrillic company; cocoa-butter customers; Paris",
        err=("contact_wrong", "body", "Здравейте, Милена,", "Здравейте, Мирена,", "one letter of the first name changed", ("Мирена", "Милена")),
    ),
    dict(
        b="H015", s="s4",
        subj="Photometric files for your tender",
        body="""Dear Desislava,

as a buyer preparing municipal tenders, you asked for photometric data. Attached are the LDT and IES files for our 60 W and 100 W LED street lights, plus the ENEC certificate.

Ivanova Trade can use them directly in DIALux.

Regards,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=short follow-up; first name; title lower-case in sentence; company without legal form; LDT/IES; DIALux",
        err=("title_wrong", "body", "as a buyer preparing", "as a head buyer preparing", "one level up", ("head buyer", "buyer")),
    ),
    dict(
        b="H017", s="s1",
        subj="Roses for Rosh Hashanah",
        body="""Hi Yossi,

Rosh Hashanah is coming up: shall we book red and white roses, 50 cm, for Ben-David Imports now? We have 60,000 stems a week free for Israel in September.

Best,
Wanjiru""",
        note="style=very short friendly; first name; company without legal form; holiday; Israel",
        err=("category_wrong", "body", "book red and white roses, 50 cm,", "book red and white lilies, 50 cm,", "another cut flower", ("lilies", "roses")),
    ),
    dict(
        b="H019", s="s2",
        subj="Jeans for Taiwan – price list",
        body="""張小姐您好，

As promised, our price list for stretch jeans (FOB Chattogram) for 德興實業有限公司 is attached. Many Taiwanese brands order 300-500 pieces per colour, and we can match that.

Best regards,
Tanvir Hossain""",
        note="style=very short; Chinese greeting 張小姐您好; traditional-Chinese company; Taiwan in subject and 'Taiwanese' adjective in body",
        err=("country_wrong", "body", "Many Taiwanese brands", "Many Japanese brands", "another country as adjective", ("Japanese", "Taiwanese")),
    ),
    dict(
        b="H021", s="s3",
        subj="Tuna for Pedersen Import – MSC documents",
        body="""Dear Erling,

here are the MSC chain-of-custody certificate and a sample label for Pedersen Import A/S. Let me know if your customers need Danish text on the can.

Kind regards,
Daniela Zambrano
Commercial Director
Costa Manabí Exportadora S.A.""",
        note="style=very short; first name; company in subject (without legal form) and body (with); MSC chain of custody; Danish as a language",
        err=("sender_wrong", "body", "Commercial Director\n", "Commercial Manager\n", "sender's title changed", ("Commercial Manager", "Commercial Director")),
    ),
    dict(
        b="H023", s="s4",
        subj="Crystal candle holders for Christmas",
        body="""Dear Vagn,

our crystal candle holders and crystal wine glasses for Christmas are in stock in Liberec. If Frandsen Import orders by 15 October, we deliver DAP Copenhagen in the first week of November.

Best regards,
Ondřej Hájek""",
        note="style=very short seasonal; first name; company without legal form; candle holders (right category); DAP Copenhagen",
        err=("artifact", "body", "crystal wine glasses for Christmas", "crystalwine glassesfor Christmas", "fused words", ("crystalwine glassesfor", "crystal wine glasses for")),
    ),
    dict(
        b="H025", s="s4",
        subj="Your sample boots are on the way",
        body="""Hei Silje,

the two sample pairs for Sæther Handel AS left Liberec today by DPD; they should reach Oslo on Thursday. Please test them in the rain!

Ondřej""",
        note="style=very short; Norwegian greeting Hei + first name; company with æ and legal form; signed with first name only",
        err=("company_misspelled", "body", "Sæther Handel AS", "Sæter Handel AS", "one letter dropped from the company name"),
    ),
    dict(
        b="H027", s="s1",
        subj="Roasted macadamias",
        body="""Hei Markus,

one more product that may suit Soini Tukku Oy: dry-roasted and salted macadamias in 1 kg and 5 kg bags for cafés and bakeries. Prices on request.

Regards,
Wanjiru Kamau
Naivasha Highlands Exports Ltd""",
        note="style=very short; Finnish greeting Hei + first name; company with legal form; roasted and salted macadamias",
        err=("company_foreign", "body", "Soini Tukku Oy", "Korhonen Tukku Oy Ab", "another Finnish buyer's company (H028)"),
    ),
    dict(
        b="H029", s="s2",
        subj="Recycled denim for Heikkinen Trading",
        body="""Hi Heidi,

Finnish shoppers ask more and more for recycled fibre, so here is our new line for Heikkinen Trading: jeans with 30% post-consumer recycled cotton, GRS certified. Lookbook attached.

Best,
Tanvir""",
        note="style=very short; first name; 'Finnish shoppers' adjective; company without legal form in subject and body; GRS",
        err=("company_missing", "body", [("Heikkinen Trading", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H031", s="s2",
        subj="Jute bags – a quick question",
        body="""Dear Mr. Ahmad,

do the jute shopping bags for Ahmad Handel AB need a zipper or an inner pocket? It changes the price by about 8 cents a bag, so I would like to quote the right version.

Best regards,
Tanvir Hossain
Rupsha Fibre & Foods Ltd.""",
        note="style=one-question note; Mr + surname; company with legal form",
        err=("contact_wrong", "body", "Dear Mr. Ahmad,", "Dear Mr. Ahmed,", "a near-miss surname (Ahmed is another buyer's first name)", ("Mr. Ahmed", "Mr. Ahmad")),
    ),
    dict(
        b="H033", s="s3",
        subj="Tuna for the tourist season",
        body="""Dear Mr. Stražičić,

before the tourist season on the Adriatic, may I ask you as purchasing manager whether Stražičić Trgovina would like 1.7 kg catering cans for hotels and restaurants? We can ship in April.

S poštovanjem,
Daniela Zambrano""",
        note="style=short; Mr + surname with diacritics (nominative); title lower-case in sentence; company without legal form; Adriatic; Croatian sign-off",
        err=("title_wrong", "body", "as purchasing manager", "as marketing manager", "marketing instead of purchasing", ("marketing manager", "purchasing manager")),
    ),
    dict(
        b="H035", s="s4",
        subj="Hand-cut crystal vases",
        body="""Dobrý deň, pani Marošová,

besides stemware we make hand-cut crystal vases and bowls, which could round out Marošová Obchod's crystal glassware range for the gift season. Photos attached.

S pozdravom,
Ondřej Hájek""",
        note="style=very short; Slovak greeting and sign-off, pani + surname; possessive of company without legal form (Marošová Obchod's); vases and bowls as right-category products",
        err=("category_wrong", "body", "Marošová Obchod's crystal glassware range", "Marošová Obchod's porcelain tableware range", "a neighbouring tableware category", ("porcelain tableware", "crystal glassware")),
    ),
    dict(
        b="H037", s="s3",
        subj="Balsa for Lithuanian boatyards",
        body="""Dear Vakris,

a container of end-grain balsa core leaves Guayaquil for Klaipėda next month with space for 6 more pallets. If UAB „Baltijos importas“ wants to share it, shipping to Lithuania would be much cheaper.

Best regards,
Daniela Zambrano""",
        note="style=short offer; first name; Lithuanian company with UAB and „…“; 'Lithuanian boatyards' in subject; Klaipėda; Lithuania in body",
        err=("country_wrong", "body", "shipping to Lithuania would", "shipping to Latvia would", "a neighbouring country", ("Latvia", "Lithuania")),
    ),
    dict(
        b="H039", s="s1",
        subj="Garden roses for weddings",
        body="""Laba diena, Robertai,

for the wedding season, our garden roses (Country Blues, Kahala) are a nice addition to UAB „Žalgirio prekyba“'s range. Call me any time: +254 20 445 1872.

Wanjiru Kamau
Naivasha Highlands Exports Ltd""",
        note="style=very short; Lithuanian greeting with the vocative first name; possessive of a quoted company name; rose varieties; sender's phone",
        err=("sender_wrong", "body", "+254 20 445 1872", "+254 20 445 1827", "sender's phone with two digits swapped"),
    ),
    dict(
        b="H041", s="s3",
        subj="Atum ralado – sample cans",
        body="""Prezado Emanuel,

the sample cans of grated tuna in oil for Importadora Araújo left Manta this morning. I added a few cans in brine, which some Brazilian supermarkets now ask for.

Atenciosamente,
Daniela Zambrano""",
        note="style=very short shipping note; Portuguese greeting with first name; Portuguese product name in subject; company without legal form; 'Brazilian supermarkets'",
        err=("artifact", "body", "left Manta this morning.", "left Manta this morning left Manta this morning.", "repeated clause", ("left Manta this morning left Manta this morning.", "left Manta this morning.")),
    ),
    dict(
        b="H043", s="s2",
        subj="BAP certificates for Importadora Burbano",
        body="""Estimada Elizabeth,

as promised, here are our BAP certificates and the latest residue test report. If Importadora Burbano Ltda. needs an INVIMA registration, we can prepare the documents too.

Saludos,
Tanvir Hossain""",
        note="style=very short; Spanish greeting with first name; company in subject without legal form and in body with it; INVIMA (Colombian authority)",
        err=("company_misspelled", "body", "Importadora Burbano Ltda.", "Importadora Barbano Ltda.", "one letter changed"),
    ),
    dict(
        b="H045", s="s4",
        subj="Surge protection for rural lines",
        body="""Estimado Pablo,

a short addition to my last mail: for the long rural lines in the south of Chile we recommend our 20 kV surge protector. Comercial Rojas can order it as an option with any of our street lights.

Saludos,
Ondřej""",
        note="style=short; Spanish greeting with first name; company without legal form; surge protector as a related product; region south of Chile",
        err=("company_foreign", "body", "Comercial Rojas can", "Comercial Pérez can", "the other Chilean buyer's company (H046)", ("Comercial Pérez", "Comercial Rojas")),
    ),
    dict(
        b="H047", s="s4",
        subj="Datasheets for Kapur Traders",
        body="""Dear Udarsh,

please find our LED street light datasheets and the BIS test report attached for Kapur Traders Private Limited. We can also offer solar-ready 24 V versions for villages without a grid.

Best regards,
Ondřej Hájek""",
        note="style=very short; first name; company in subject (without legal form) and body (with); BIS; solar-ready versions (another word, right category)",
        err=("company_missing", "subject", [("Kapur Traders Private Limited", "your company"), ("Kapur Traders", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H049", s="s2",
        subj="Laminated jute bags – quote",
        body="""Hi Oeshi,

quote for Tripathi Traders as discussed at PSI: laminated jute bags 40 x 35 x 15 cm, 2-colour print, 5,000 pcs at USD 1.12 each, CIF Kolkata.

Regards,
Tanvir""",
        note="style=very short quote; first name; company without legal form; PSI; CIF Kolkata",
        err=("contact_wrong", "body", "Hi Oeshi,", "Hi Oesha,", "one letter of the first name changed", ("Oesha", "Oeshi")),
    ),
    dict(
        b="H051", s="s1",
        subj="Twine samples sent",
        body="""Hi Christopher,

as supply chain manager you'll want to track this: the twine samples for Ray Imports went out with DHL today (waybill 4417 2290 31).

Cheers,
Wanjiru""",
        note="style=very short; first name; title lower-case in sentence; company without legal form",
        err=("title_wrong", "body", "as supply chain manager", "as supply chain analyst", "a lower role", ("supply chain analyst", "supply chain manager")),
    ),
    dict(
        b="H053", s="s3",
        subj="Balsa core test reports",
        body="""Dear Glen,

attached are the shear and compression test reports for our end-grain balsa core that Butler Supplies asked about. Happy to discuss densities by phone.

Kind regards,
Daniela Zambrano
Commercial Director""",
        note="style=very short; first name; company without legal form; test reports",
        err=("category_wrong", "body", "for our end-grain balsa core", "for our end-grain teak core", "another tropical wood from Ecuador", ("teak", "balsa")),
    ),
    dict(
        b="H055", s="s3",
        subj="低カドミウムのカカオ豆 – low-cadmium cocoa",
        body="""渡辺様

the cadmium test results for our Manabí lots are attached. All are well below the Japanese limit, so 株式会社渡辺商事 can use them for children's chocolate too.

Best regards,
Daniela Zambrano""",
        note="style=very short; Japanese greeting surname + 様; Japanese subject part; kanji company with 株式会社; 'Japanese limit'",
        err=("country_wrong", "body", "below the Japanese limit", "below the Korean limit", "another country as adjective", ("Korean", "Japanese")),
    ),
    dict(
        b="H057", s="s4",
        subj="Vibram licence",
        body="""Beste Bram,

as asked, attached is our Vibram licence agreement for Van Praet Trading. All boots are made in the Czech Republic.

Met vriendelijke groeten,
Ondřej Hájek
Krkonoše Trade s.r.o.""",
        note="style=very short; Dutch greeting Beste + first name; Dutch sign-off; company without legal form; sender's own country named",
        err=("sender_wrong", "body", "Krkonoše Trade s.r.o.", "Krkonoše Trade a.s.", "sender's company with another Czech legal form"),
    ),
    dict(
        b="H059", s="s1",
        subj="Bindegarn – samples",
        body="""Sehr geehrter Herr Schinagl,

the untreated sisal twine samples for Schinagl Import are on their way to Austria. Please let me know how they perform in your customers' vineyards.

Mit freundlichen Grüßen,
Wanjiru Kamau
Naivasha Highlands Exports Ltd""",
        note="style=very short; German greeting Herr + surname; German word in subject (Bindegarn); company without legal form; vineyards; Austria",
        err=("artifact", "body", "Mit freundlichen Grüßen,\n", "Mit freundlichen Grüßen,\nMit freundlichen Grüßen,\n", "repeated sign-off line", ("Mit freundlichen Grüßen,\nMit freundlichen Grüßen,", "Mit freundlichen Grüßen,")),
    ),
]
