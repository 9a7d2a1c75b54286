"""Natural e-mails N041-N060: a second first e-mail to 20 buyers, in another style.

edit = (part, old, new, type, expected, note)
"""

EMAILS = [
    dict(buyer="V002", sender="s1", subject="Premium Baltic sprats – a new line for your deli shelf?",
         body="""Dear Mr Plath,

I hope this message finds you well. I'm reaching out because Plath Feinkost is known for its carefully chosen range, and I believe our smoked sprats in oil could be a good fit.

Here is what sets our sprats apart:
- **Traditional smoking** over alder wood in Liepāja, Latvia
- **Simple recipe**: Baltic sprat, sunflower oil, salt – nothing else
- **Flexible formats**: 160 g easy-open tins or 270 g glass jars
- **Compliance**: IFS Food certified, labels in German on request

Would you be open to a short call to discuss listing options and pricing?

Best regards,
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars\"""",
         note="LLM-style first e-mail with bold bullet points, wholly in English; 'Mr' + surname; company without GmbH; glass jars, sunflower oil; IFS",
         edit=("body", "Plath Feinkost", "your company", "company_missing", "Plath Feinkost GmbH", "the buyer's company never named")),
    dict(buyer="V005", sender="s1", subject="Sprats",
         body="""Michael – one line from Latvia: we make smoked sprats in oil, MSC-certified, and would like to quote Ward Provisions for your next order. Worth a look?

Ilze Bērziņa, Kurzemes Dzintars, Liepāja""",
         note="very short note, wholly in English; first name; company without Ltd; the sender's company short, without SIA; MSC",
         edit=("body", "Ilze Bērziņa, Kurzemes Dzintars, Liepāja", "Ilze Bērziņa, Kurzemes Dzintari, Liepāja", "sender_wrong", "SIA \"Kurzemes Dzintars\"", "the sender's company with the plural ending")),
    dict(buyer="V008", sender="s1", subject="Baltic amber for Brewer Gems",
         body="""Hello Audrey,

As the owner of Brewer Gems, you will know that genuine Baltic amber sells best when customers can trust where it comes from. Every piece we make is cut and polished in our Liepāja workshop from amber found on the Latvian coast.

Our range includes raw (unpolished) amber necklaces, cognac and cherry amber rings, and silver pendants. Wholesale pricing starts at 50 pieces.

May I send you our wholesale catalogue?

Kind regards,
Ilze Bērziņa
Export Manager, SIA "Kurzemes Dzintars\"""",
         note="English; first name; the title in a sentence, lower-cased ('the owner of'); company without LLC; raw/cherry amber varieties; 'silver pendants' inside the category",
         edit=("body", "As the owner of Brewer Gems", "As the purchasing manager of Brewer Gems", "title_wrong", "Owner", "a purchasing manager for the owner")),
    dict(buyer="V012", sender="s1", subject="Organic sea buckthorn oil – CO2 extract and cold-pressed",
         body="""Dear Ms Köhler,

Natural cosmetics brands in Austria increasingly use sea buckthorn oil for its omega-7 and carotenoids. We produce it in Latvia in two qualities:

1. Cold-pressed seed oil, light yellow, for face oils and serums
2. Supercritical CO2 pulp extract, deep orange, 0.5–2% in creams

Both are certified organic and COSMOS-approved. Minimum order 5 kg.

Kind regards,
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars", Latvia""",
         note="English, numbered list; 'Ms' + surname; no company name used; Austria as the buyer's market; seed oil and pulp CO2 extract as varieties; COSMOS",
         edit=("body", "1. Cold-pressed seed oil, light yellow, for face oils and serums", "1. Sea buckthorn berry powder, freeze-dried, for face masks and scrubs", "category_wrong", "sea buckthorn oil", "a berry powder of the same plant, not the oil")),
    dict(buyer="V015", sender="s1", subject="Sea buckthorn oil for Ayurvedic formulations",
         body="""Dear Azad ji,

Sea buckthorn is well known in the Himalayan tradition, and many Indian herbal brands now import the European berry oil for its consistent quality. Lata Herbals could use our cold-pressed pulp oil in hair oils, capsules and skin creams.

We ship in 25 kg HDPE drums to Nhava Sheva or Chennai, and all lots come with an EU organic certificate and a COA.

Warm regards,
Ilze Bērziņa
Export Manager | SIA "Kurzemes Dzintars\"""",
         note="English with the Indian honorific 'ji' after the first name; company without Pvt. Ltd.; Himalayan tradition; hair oils and capsules as uses; ports Nhava Sheva and Chennai; the note's certificate",
         edit=("body", "Lata Herbals could use", "Pradhan Agro Chemicals could use", "company_foreign", "Lata Herbals Pvt. Ltd.", "another Indian buyer's company of this set")),
    dict(buyer="V016", sender="s2", subject="Private-label Dead Sea masks for Demir Kozmetik",
         body="""Dear Talayer Demir,

You asked about private-label prices, so here is how we usually work with brands in Türkiye:

- your formula or ours (black mud, mud & charcoal, mud & argan)
- your artwork on 100 g tubes or 250 g jars
- batches from 5,000 units, produced in our Jordanian plant under ISO 22716

We ship by sea from Aqaba to Mersin.

Best regards,
Rania Al-Khatib
Export Manager, Ghor Al-Safi Trading Co. L.L.C.""",
         note="opens from the note (private-label prices), English; full name (gender unclear); 'Türkiye' for the buyer's country; 'argan' inside a mud mask variant; Aqaba and Mersin; company without A.Ş.",
         edit=("body", "You asked about private-label prices, so here is how", "Following our meeting at Beauty Istanbul, here is how", "note_wrong", "asked for private-label prices", "a meeting at a fair the note does not name")),
    dict(buyer="V018", sender="s2", subject="Dead Sea mud masks for Australian salons",
         body="""Hi Tiffany,

Mud masks from the Dead Sea are one of the fastest-growing spa treatments in Australia, and Cooper Beauty could offer them under its own label.

Our salon range: 1 kg professional tubs of pure Dead Sea mud, plus 100 g retail tubes for take-home care. All products are cruelty-free and made without parabens.

If it's useful, I can send a small salon kit.

Kind regards,
Rania Al-Khatib
Ghor Al-Safi Trading Co. L.L.C., Amman""",
         note="English, short; first name; company without Pty Ltd; salon tubs and retail tubes as packings; Australia as the buyer's market",
         edit=("body", "Cooper Beauty", "your company", "company_missing", "Cooper Beauty Pty Ltd", "the buyer's company never named")),
    dict(buyer="V019", sender="s2", subject="Long-term supply of rock phosphate",
         body="""Dear Mr Pradhan,

Beyond the spot quotation you requested, we would like to propose a one-year contract for Pradhan Agro Chemicals: 4 shipments of 25,000 MT each, 30% P2O5, priced on a quarterly formula linked to the Indian DAP market.

Ghor Al-Safi can guarantee loading at Aqaba within the laycan, with SGS inspection at both ports.

Regards,
Rania Al-Khatib
Export Manager""",
         note="English, formal; 'Mr' + surname; the note's quotation named; company without Ltd; 'DAP' here the fertiliser (diammonium phosphate), not the Incoterm; laycan; SGS; the sender's company short",
         edit=("body", "Ghor Al-Safi can guarantee", "Ghor Al-Safa can guarantee", "sender_wrong", "Ghor Al-Safi Trading Co. L.L.C.", "one letter of the sender's company changed")),
    dict(buyer="V021", sender="s2", subject="Za'atar for your catering customers",
         body="""Dear Bernard,

Hotels in the Gulf go through a lot of za'atar at breakfast – on manakish, labneh and eggs. We make a Jordanian-style blend with wild thyme, sumac and sesame, and pack it in 1 kg catering bags.

Could Wood Foodstuff Trading take a trial pallet?

Regards,
Rania Al-Khatib
Ghor Al-Safi Trading Co. L.L.C.""",
         note="English, short; first name; company without L.L.C.; manakish/labneh as uses; 1 kg packs from the note",
         edit=("body", "Dear Bernard,", "Dear\n,", "artifact", "Dear Bernard,", "a broken greeting without the name")),
    dict(buyer="V022", sender="s2", subject="Za'atar – Jordanian spice blend",
         body="""Dear Ludwina,

za'atar is moving from Middle Eastern shops into mainstream German supermarkets. Börner Gewürze could offer a genuine Jordanian blend: wild thyme, sumac, toasted sesame and sea salt, in bulk 10 kg bags for your own packing.

I'd be glad to send a 500 g sample.

Best regards,
Rania Al-Khatib
Export Manager, Ghor Al-Safi Trading Co. L.L.C.""",
         note="English; first name; company without GmbH & Co. KG; Germany as the buyer's market; bulk bags; a lower-case start after the greeting",
         edit=("body", "Dear Ludwina,", "Dear Ludmila,", "contact_wrong", "Ludwina Börner", "a near first name")),
    dict(buyer="V025", sender="s3", subject="Finnish log houses – a quick question",
         body="""Dear Mr Marchal,

Do you currently source your log house kits from Scandinavia or the Baltics? Marchal Chalets might find our Finnish kits interesting: laminated logs that do not settle, factory-cut, with an energy performance that meets RE2020.

If you have a project coming up in the Alps or the Jura, I could send a quotation within a week.

Best regards,
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="English, a one-question opener; 'Mr' + surname; company without SAS; Scandinavia/the Baltics as competing origins; the Alps and the Jura as regions; RE2020",
         edit=("body", "Marchal Chalets might find", "Guyot Bijoux might find", "company_foreign", "Marchal Chalets SAS", "another French buyer's company of this set")),
    dict(buyer="V026", sender="s3", subject="山口様 – Finnish log house kits",
         body="""山口様

Following my earlier quotation, I wanted to add that our log house kits are also available with a 240 mm log for Hokkaido's colder climate, and with pre-installed electrical conduits.

Many Japanese customers appreciate that our kits come with detailed assembly manuals and on-site training by a Finnish supervisor.

Best regards,
Jyrki Mäkelä
Export Manager, Saimaan Hirsitalo Oy Ab""",
         note="English body with the Japanese surname + 様 in the subject and greeting; no company name; follows up the note's price request; Hokkaido; log thickness variants",
         edit=("body", "our log house kits are also available", "our log sauna kits are also available", "category_wrong", "log house kits", "sauna kits, a neighbouring product")),
    dict(buyer="V027", sender="s3", subject="Lingonberry powder for Walder Naturprodukte",
         body="""Dear Ms Walder,

As the person in charge of purchasing at Walder Naturprodukte, you may be looking for Nordic superfoods with a clear origin. Our lingonberry powder is made from wild berries picked in Eastern Finland, freeze-dried and milled without additives.

We can supply 1 kg bags, organic, with Bio Suisse approval.

Best regards,
Jyrki Mäkelä
Export Manager
Saimaan Hirsitalo Oy Ab""",
         note="English; 'Ms' + surname; the title 'Einkauf' rendered as a phrase ('in charge of purchasing'); company without AG; Eastern Finland; Bio Suisse",
         edit=("body", "As the person in charge of purchasing at Walder Naturprodukte", "As the person in charge of sales at Walder Naturprodukte", "title_wrong", "Einkauf", "sales for purchasing")),
    dict(buyer="V028", sender="s3", subject="Wild lingonberry powder – bulk for US brands",
         body="""Hi Gregory,

Lingonberries are one of the richest sources of anthocyanins among Nordic berries. Donovan Superfoods could add a wild, freeze-dried lingonberry powder to its range; we supply it in 20 kg cartons, kosher and organic (USDA NOP).

Shipping is FCA Savonlinna or DDP to your warehouse in the US.

Regards,
Jyrki Mäkelä""",
         note="English, short LLM-style; first name; company without Inc.; USDA NOP; FCA/DDP; signature with the name only",
         edit=("body", "Donovan Superfoods", "your company", "company_missing", "Donovan Superfoods Inc.", "the buyer's company never named")),
    dict(buyer="V030", sender="s3", subject="Finnish birch xylitol – specifications",
         body="""Dear Mr Park,

Please find below the main specifications of our birch xylitol:

- Purity: min. 99.5%
- Particle size: 0.2–0.6 mm (crystalline) or < 0.1 mm (powder)
- Packing: 25 kg multi-wall paper bags, 1,000 kg big bags
- Certificates: FSSC 22000, kosher, halal

Daehan Foods can use it in sugar-free gum, mints and oral-care products.

Kind regards,
Jyrki Mäkelä
Export Manager, Saimaan Hirsitalo Oy Ab""",
         note="English, a specification list; 'Mr' + family name; company without Co., Ltd.; gum, mints and oral-care as uses; FSSC 22000",
         edit=("body", "Daehan Foods can use it in sugar-free gum, mints and oral-care products.", "Daehan Foods can use it in sugar-free gum, mints and", "artifact", "Daehan Foods can use it in sugar-free gum, mints and oral-care products.", "a sentence cut off")),
    dict(buyer="V034", sender="s4", subject="Saffron threads – Negin grade",
         body="""Dear Mr Vázquez,

Spanish packers often blend or compare origins, so I will be brief: our Negin saffron threads from Torbat-e Heydarieh test above 260 crocin (ISO 3632) and come in 500 g and 1 kg tins.

Would Vázquez Especias like a lab sample?

Best regards,
Mohammad-Reza Kazemi
Kavir Golestan Co. (Private J.S.)""",
         note="English, very short; 'Mr' + surname with the accent; company without S.L.; Torbat-e Heydarieh; crocin; tins",
         edit=("body", "our Negin saffron threads from Torbat-e Heydarieh", "our safflower petals from Torbat-e Heydarieh", "category_wrong", "saffron threads", "safflower, a cheaper neighbouring product often sold next to saffron")),
    dict(buyer="V035", sender="s4", subject="Pistachio kernels for Onio Frutta Secca",
         body="""Dear Stefania,

Following your request for green peeled kernels, I thought you might also like to know about our new-crop Akbari and Kalleh Ghouchi kernels, which arrive from the October harvest.

Green peeled kernels are limited this year, so we suggest booking them before December.

Best regards,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="English; first name; company without S.p.A.; the note's request; Akbari and Kalleh Ghouchi varieties; new crop",
         edit=("body", "Following your request for green peeled kernels", "Following our meeting at Anuga and your request for green peeled kernels", "note_wrong", "asked for a price on green peeled kernels", "a meeting at a fair the note does not name")),
    dict(buyer="V036", sender="s4", subject="Pistachio kernels – direct from Iran",
         body="""Dear Mr Geißler,

Geißler Nusskontor supplies bakeries and confectioners across Germany, so you will know how much the colour of pistachio kernels matters. Our green peeled kernels keep a bright colour, and our natural kernels are sorted to under 1% shell.

Prices are CFR Hamburg; we would be glad to quote.

Best regards,
Mohammad-Reza Kazemi
Sales & Export Director""",
         note="English; 'Mr' + surname with ß; company without GmbH; bakeries and confectioners as the buyer's customers; CFR Hamburg; signature without company",
         edit=("body", "Geißler Nusskontor", "Your company", "company_missing", "Geißler Nusskontor GmbH", "the buyer's company never named")),
    dict(buyer="V038", sender="s4", subject="New Tabriz collection",
         body="""Dear Patrick,

Our weavers in Tabriz have just finished a new collection of silk-and-wool hand-knotted rugs, 50 raj, in muted colours that suit British interiors. I attach photos of twelve pieces.

Best regards,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.), Mashhad, Iran""",
         note="English, short; first name; no company name; Tabriz; silk-and-wool; raj; British interiors",
         edit=("body", "Sales & Export Director", "Sales & Marketing Director", "sender_wrong", "Sales & Export Director", "the sender's title changed")),
    dict(buyer="V039", sender="s4", subject="Persian hand-knotted rugs for Christiaens Tapijten",
         body="""Dear Ms Christiaens,

Christiaens Tapijten's customers looking for a lasting investment might appreciate our hand-knotted Persian rugs: 100% wool pile on a cotton foundation, vegetable dyes, each with a certificate of origin.

We can supply on consignment for your showroom.

Kind regards,
Mohammad-Reza Kazemi
Sales & Export Director
Kavir Golestan Co. (Private J.S.)""",
         note="English; 'Ms' + surname; possessive of the company without BV; 'cotton foundation' inside the category; consignment",
         edit=("body", "Christiaens Tapijten's customers", "Smith Rugs's customers", "company_foreign", "Christiaens Tapijten BV", "another rug buyer's company of this set")),
]
