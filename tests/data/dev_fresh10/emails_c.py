"""Natural e-mails N041-N060: a second e-mail to 20 buyers, in another style: five follow-ups
after the sample or quotation the buyer's note records, and fifteen first e-mails written
differently (a one-question note, an offer, a price list), each with its twin's edit."""

from emails_a import SIG
from emails_b import SIG1, SIG3, SIG4
from mail import Edit, mail

MAILS = [
    mail(
        "W004",
        "s2",
        "Re: Cod liver oil sample (1 l) for Wittbrodt Pharma",
        f"""
Dear Ms Elsner,

I hope the 1 litre sample of our cod liver oil with natural vitamins A and D reached you
safely in the first week of the month. Has your laboratory had a chance to test it yet?

If the results match our CoA, the next step could be a trial order of four 190 kg drums. For
Wittbrodt Pharma we can hold the current price until the end of February, and the oil for
your trial would come from the same production lot as the sample.

I am also happy to arrange a short video call with our quality manager if your team has
questions about the vitamin D3 values.

Best regards,
{SIG}
""",
        "style=follow-up after the sample the note records (1 l, natural vitamins A and D); "
        "Re: subject of the earlier mail; Ms + family name; company without legal form; trial "
        "order; vitamin D3",
        Edit(
            "company_misspelled",
            "body",
            "For\nWittbrodt Pharma we can hold",
            "For\nWitbrodt Pharma we can hold",
            "a doubled letter lost in the company's name",
            found="Witbrodt Pharma",
            expected="Wittbrodt Pharma",
        ),
    ),
    mail(
        "W015",
        "s2",
        "Kelp meal trial at Ayanda Agri – first results?",
        """
Hi Mcebisi,

Just checking in: your 2 kg sample of our 1-2 mm kelp meal should have arrived in time for
the start of your dairy feed trial. How is it going so far?

Two things that may help with the trial:
- the iodine level of that lot is on the certificate we sent, so you can set the inclusion
  rate against your mineral premix
- if the cows need time to accept the taste, farms usually start at half the dose for a week

When the trial is done, I can quote a 20' container CFR Durban in 25 kg bags or 1 t big bags.

Kind regards,
Guðrún Ósk
Breiðafjörður Marine ehf.
""",
        "style=follow-up after the sample the note records (1-2 mm, dairy feed trial); Hi + "
        "first name; company without legal form; mineral premix (another product named as a "
        "partner); CFR Durban",
        Edit(
            "category_wrong",
            "body",
            "your 2 kg sample of our 1-2 mm kelp meal should have arrived",
            "your 2 kg sample of our 1-2 mm fish meal should have arrived",
            "a neighbouring feed ingredient: fish meal instead of kelp meal",
            found="fish meal",
            expected="kelp meal",
        ),
    ),
    mail(
        "W016",
        "s1",
        "Échantillon de petitgrain : vos premières impressions ?",
        """
Bonjour Monsieur Gillet,

Je me permets de revenir vers vous au sujet de l'échantillon de 100 ml d'huile essentielle
de petitgrain et du certificat d'analyse que nous vous avons envoyés le mois dernier.

Votre équipe d'évaluation a-t-elle pu le sentir ? Si le profil convient à Parfums Bousquet,
nous pouvons réserver dès maintenant un fût de 180 kg du même lot, à prix fixe jusqu'en juin.

Nous proposons aussi un petitgrain rectifié, plus doux en tête, si vous souhaitez le comparer.

Bien cordialement,
Luz Marina Giménez
Naranjal Esencias y Taninos S.A.E.C.A.
+595 521 203 417
""",
        "style=follow-up after the sample and COA the note records, wholly in French; Bonjour "
        "Monsieur + family name; company without legal form; rectified grade named as a "
        "variety; 180 kg drum",
        Edit(
            "note_wrong",
            "body",
            "Je me permets de revenir vers vous au sujet de l'échantillon",
            "Suite à notre rencontre au salon SIMPPAR à Paris, je me permets de revenir vers "
            "vous au sujet de l'échantillon",
            "a meeting at a fair the note does not name",
            found="Suite à notre rencontre au salon SIMPPAR à Paris,",
            expected="Asked for a COA and a 100 ml sample of petitgrain oil",
        ),
    ),
    mail(
        "W036",
        "s4",
        "Re: Price: Tanzanian tur (pigeon peas), 500 t, CFR Nhava Sheva",
        """
નમસ્તે વિપુલભાઈ,

Following up on our offer of 500 t of Tanzanian tur CFR Nhava Sheva at USD 640 per tonne:
the new-crop lots in our Arusha warehouse are moving quickly, as Indian buyers are covering
before the import window closes.

If Shree Navkar Pulses can confirm by 18 December, we can still load the first 100 t at this
price in January, with SGS inspection at Dar es Salaam. I can also send you a 5 kg sample by
courier for your mill to check the dal recovery.

Regards,
Zawadi
Manyara Highlands Trading (T) Ltd
""",
        "style=follow-up after the quotation the note records (500 t, CFR Nhava Sheva); "
        "Gujarati greeting with the given name and bhai; Re: subject; company without legal "
        "form; India's import window; dal recovery; first-name signature",
        Edit(
            "contact_wrong",
            "body",
            "નમસ્તે વિપુલભાઈ,",
            "નમસ્તે વિમલભાઈ,",
            "another Gujarati given name (Vimal for Vipul)",
            found="વિમલભાઈ",
            expected="વિપુલભાઈ",
        ),
    ),
    mail(
        "W002",
        "s2",
        "A question about your cod liver oil range",
        f"""
Hello Trevor,

One short question: does Ó Cathaláin Sláinte buy its cod liver oil already encapsulated, or
as bulk oil for your own capsules and bottles?

We at Breiðafjörður Marine refine cod liver oil in Iceland and can supply either way, with a
CoA for every batch and fixed prices for six months. If it helps your planning, I'm happy to
send our price list.

All the best,
{SIG}
""",
        "style=very short one-question note; Hello + first name; company without legal form; "
        "encapsulated (another form of the product)",
        Edit(
            "title_wrong",
            "body",
            "One short question: does Ó Cathaláin Sláinte buy",
            "As purchasing director, one short question: does Ó Cathaláin Sláinte buy",
            "a higher title than the record's (director for manager)",
            found="purchasing director",
            expected="Purchasing Manager",
        ),
    ),
    mail(
        "W007",
        "s2",
        "Seehasenrogen for Easter 2027?",
        f"""
Dear Mr Margraf,

Easter is the high season for lumpfish roe in Germany, and our spring catch from Breiðafjörður
arrives just in time. Would Heinrich Feinkost like us to reserve jars of black and red roe for
delivery in March 2027?

We can print your German labels and deliver chilled to your warehouse. A reply with your
rough quantities is enough for me to send a price.

Kind regards,
{SIG}
""",
        "style=short seasonal offer with one question; Mr + family name; company without legal "
        "form; Seehasenrogen (the German trade word) in the subject; Breiðafjörður",
        Edit(
            "company_misspelled",
            "body",
            "Would Heinrich Feinkost like us",
            "Would Heinrichs Feinkost like us",
            "a genitive s added to the family name in the company",
            found="Heinrichs Feinkost",
            expected="Heinrich Feinkost",
        ),
    ),
    mail(
        "W011",
        "s2",
        "Organic kelp meal: specification and US landed prices",
        f"""
Dear Randy,

Following my short note, here is a fuller picture of our kelp meal for Smith Organics LLC.

**Product**: Ascophyllum nodosum kelp meal, harvested by hand-cutting in Breiðafjörður, Iceland
**Certifications**: USDA Organic (NOP), OMRI Listed; heavy metals tested per lot
**Grades**: 1-2 mm granular meal for blends; 0-0.5 mm powder for liquids and soluble mixes
**Packing**: 50 lb bags, 44 bags per pallet, or 2,000 lb totes
**Delivery**: landed Baltimore or Norfolk, about four weeks from our plant

Many organic fertilizer blenders in the US use kelp meal at 5-10% of a blend for its potassium
and trace minerals, and we can work with you on a steady monthly volume.

Best regards,
{SIG}
""",
        "style=offer sheet with bold labels after an earlier note; first name; company with its "
        "legal form; USDA NOP, OMRI; US units; ports",
        Edit(
            "sender_wrong",
            "body",
            "+354 434 7120 | gudrun@breidafjordur-marine.is",
            "+354 434 7210 | gudrun@breidafjordur-marine.is",
            "two digits of the sender's phone number swapped",
            found="+354 434 7210",
            expected="+354 434 7120",
        ),
    ),
    mail(
        "W013",
        "s2",
        "Kelp meal – price list for Glass Garden Supplies",
        """
Hi Bonnie,

Following my first e-mail, here is our current price list for kelp meal, landed in
Australia's main ports:

- 1-2 mm granular, 20 kg bags: AUD 1,780 per tonne CFR Melbourne
- 1-2 mm granular, 1 t bulk bags: AUD 1,690 per tonne CFR Melbourne
- Brisbane: add AUD 40 per tonne

Every shipment comes with a phytosanitary certificate and a fumigation-free declaration, so
it clears biosecurity without delay.

Cheers,
Guðrún
Breiðafjörður Marine ehf.
""",
        "style=short price list in bullets after the writer's own first e-mail (no claim about "
        "the buyer); Hi + first name; company without legal form; Australia's in a "
        "possessive; AUD; Cheers; first-name signature",
        Edit(
            "country_wrong",
            "body",
            "landed in\nAustralia's main ports",
            "landed in\nNew Zealand's main ports",
            "a neighbouring country as the buyer's, in a possessive",
            found="New Zealand's",
            expected="Australia's",
        ),
    ),
    mail(
        "W014",
        "s2",
        "Iodine in kelp meal – a note for Bach Foder",
        f"""
Dear Kent,

EU feed rules set a ceiling on iodine in complete feed, and this is often the
first question feed mills ask us about kelp meal. So, in short:

1. Our Ascophyllum meal carries its iodine value on every lot's certificate.
2. At typical inclusion rates in pig and poultry feed, Bach Foder would stay well below the
   EU maximum for iodine.
3. We can send a calculation for your own recipes if you share the inclusion rate.

I hope this is useful, and I'm happy to talk it through by phone.

Best regards,
{SIG}
""",
        "style=a helpful note in a numbered list; Dear + first name; company without legal "
        "form; EU rules; pig and poultry feed",
        Edit(
            "company_foreign",
            "body",
            "Bach Foder would stay well below",
            "Van den Velde Diervoeding would stay well below",
            "another buyer's company (the Dutch kelp meal buyer)",
            found="Van den Velde Diervoeding",
            expected="Bach Foder",
        ),
    ),
    mail(
        "W018",
        "s1",
        "Petitgrain oil – current prices from Paraguay",
        f"""
Dear Ms Aguilar,

The Paraguayan petitgrain harvest is steady this season, and prices have eased since the
summer. For Ortiz Flavors, our current offer is:

- Petitgrain oil Paraguay, natural, FCC: USD 38.50/kg
- Petitgrain oil, rectified (lighter top note): USD 44.00/kg
- 180 kg drums, CIF New York; 25 kg drums at USD 1.50/kg more

Prices are valid for orders confirmed by 31 January 2027.

Kind regards,
{SIG1}
""",
        "style=short price list; Ms + family name; company without legal form; FCC; "
        "rectified grade; CIF New York",
        Edit(
            "company_missing",
            "body",
            "For Ortiz Flavors, our current offer is:",
            "For your company, our current offer is:",
            "every mention of the company replaced by generic wording",
            found="your company",
            expected="Ortiz Flavors Inc.",
            everywhere=(
                (
                    "For Ortiz Flavors, our current offer is:",
                    "For your company, our current offer is:",
                ),
            ),
        ),
    ),
    mail(
        "W021",
        "s1",
        "Extrato de quebracho – amostra para ensaio",
        """
Caro Senhor Costa Pires,

Escrevo-lhe novamente para lhe propor uma amostra de 5 kg do nosso extrato de quebracho
sulfitado, para um ensaio nos fulões da Curtumes Abreu. O extrato vem do Chaco paraguaio e é
usado por muitos curtumes europeus em couro de sola e em recurtume.

Podemos enviar a amostra por correio expresso esta semana, com a ficha técnica e o
certificado de análise.

Com os melhores cumprimentos,
Luz Marina Giménez
Naranjal Esencias y Taninos S.A.E.C.A.
+595 521 203 417
""",
        "style=short note wholly in Portuguese offering a sample (no claim the buyer asked); "
        "Caro Senhor + family names; company without legal form; fulões (tannery drums); "
        "Chaco; sulfited grade",
        Edit(
            "artifact",
            "body",
            "para um ensaio nos fulões da Curtumes Abreu.",
            "para um ensaio nos fulões da Curtumes Abreu Abreu Abreu.",
            "a stuttered company name",
            found="Curtumes Abreu Abreu Abreu",
            expected="Curtumes Abreu",
        ),
    ),
    mail(
        "W023",
        "s1",
        "Stevia leaves – organic option for Park Bio Farm",
        f"""
Dear Mr Park,

A short addition to my earlier e-mail: besides conventional dried stevia leaves, we can now
offer certified organic leaves from a cooperative in Amambay, close to where the plant grows
wild. For a farm that sells organic produce, this may matter to Park Bio Farm's customers.

The organic leaves are packed in 20 kg bales like the conventional ones and cost about 20%
more. I would be glad to send a sample of each.

Kind regards,
{SIG1}
""",
        "style=short addition to the writer's own first e-mail (no meeting claimed); Mr + "
        "family name; company's possessive without legal form; Amambay; organic",
        Edit(
            "note_wrong",
            "body",
            "A short addition to my earlier e-mail:",
            "A short addition to our talk at Seoul Food in June:",
            "a meeting at a fair claimed for a buyer whose record has no note",
            found="our talk at Seoul Food in June",
            expected="",
        ),
    ),
    mail(
        "W026",
        "s3",
        "Baobab powder in retail pouches – private label",
        """
Dear Geoffrey,

Many UK superfood brands now sell baobab powder in 250 g pouches, and we pack them in Senegal
under our customers' labels. If Banks Superfoods would like to add baobab to its own brand
without repacking in the UK, we can:

• fill organic baobab powder into your printed pouches or ours
• add a UK organic logo and your batch codes
• ship full pallets to Felixstowe, about three weeks by sea

Minimum order: 5,000 pouches.

Best wishes,
Mame Diarra Ndiaye
Teranga Saloum Export SUARL
""",
        "style=private-label offer with bullets; first name (second e-mail); company without "
        "legal form; UK organic; Felixstowe",
        Edit(
            "category_wrong",
            "body",
            "• fill organic baobab powder into your printed pouches or ours",
            "• fill organic dried hibiscus flowers into your printed pouches or ours",
            "another of the sender's products (hibiscus) instead of baobab powder",
            found="organic dried hibiscus flowers",
            expected="organic baobab powder",
        ),
    ),
    mail(
        "W028",
        "s3",
        "Jamaica de Senegal – precio CFR Manzanillo",
        """
Estimado Sr. Mares:

Le comparto nuestro precio de la nueva cosecha de flor de jamaica para Distribuidora Alarcón:

Producto: flor de jamaica entera, cáliz rojo oscuro, limpia
Empaque: sacos de 25 kg
Precio: USD 2.35/kg CFR Manzanillo
Embarque: febrero 2027

Quedo atenta a sus comentarios.

Saludos cordiales,
Mame Diarra Ndiaye
Teranga Saloum Export SUARL
""",
        "style=very short price note wholly in Spanish in key: value lines; Estimado Sr. + "
        "first family name; company without legal form; CFR Manzanillo; quedo atenta "
        "(feminine, as the sender is a woman)",
        Edit(
            "company_misspelled",
            "body",
            "para Distribuidora Alarcón:",
            "para Distribuidora Alcarón:",
            "swapped letters in the company's family name",
            found="Distribuidora Alcarón",
            expected="Distribuidora Alarcón",
        ),
    ),
    mail(
        "W030",
        "s3",
        "Hibiscus TBC samples on their way",
        f"""
Dear Ms Kroker,

I have sent you two 500 g samples of our dried hibiscus flowers today, whole calyces and
TBC 2-4 mm, so that you can compare them in your red fruit blends. They are from the new
Saloum harvest.

The parcel should reach Kraushaar Teehandel within a week. Please let me know what your
tasting panel thinks.

Kind regards,
{SIG3}
""",
        "style=short note announcing samples the writer offered in her first e-mail; Ms + "
        "family name; company without legal form; TBC; Saloum",
        Edit(
            "contact_wrong",
            "body",
            "Dear Ms Kroker,",
            "Dear Ms Kröger,",
            "a similar German family name",
            found="Ms Kröger",
            expected="Ms Kroker",
        ),
    ),
    mail(
        "W032",
        "s3",
        "Fine green beans from Senegal – weekly air programme",
        f"""
Dear Ms Simon,

To follow my e-mail in French, here is our weekly programme for fine green beans for the
season, in case it is easier to share with your colleagues at Paquay Légumes:

- Extra-fine (≤ 6 mm) and fine (≤ 9 mm) beans, hand-picked in the Niayes
- 5 kg cartons or 200 g punnets, airfreight Dakar – Liège on Tuesdays and Fridays
- Fixed weekly volumes from December to April, prices fixed per month

Kind regards,
{SIG3}
""",
        "style=short programme in English after the writer's French e-mail; Ms + family name; "
        "company without legal form; Niayes, Dakar, Liège; calibres",
        Edit(
            "sender_wrong",
            "body",
            "+221 33 941 27 60 | md.ndiaye@teranga-saloum.sn",
            "+221 33 941 27 60 | md.ndiaye@teranga-saloum.com",
            "the sender's e-mail domain changed",
            found="md.ndiaye@teranga-saloum.com",
            expected="md.ndiaye@teranga-saloum.sn",
        ),
    ),
    mail(
        "W034",
        "s4",
        "Beeswax prices for the Czech market",
        f"""
Dear Ms Kašparová,

Natural cosmetics are growing fast in the Czech market, and beeswax prices have risen in
Europe this year. To help you plan, here is our offer for Vacková Kosmetika:

- yellow beeswax pellets, Ph. Eur., EU organic: EUR 8.90/kg
- yellow beeswax slabs, 25 kg: EUR 8.40/kg
- DAP to your warehouse, minimum 500 kg

Best regards,
{SIG4}
""",
        "style=short price list; Ms + feminine family name; the buyer's country as an "
        "adjective; company without legal form; EUR; DAP",
        Edit(
            "country_wrong",
            "body",
            "Natural cosmetics are growing fast in the Czech market",
            "Natural cosmetics are growing fast in the Slovak market",
            "a neighbouring country as the buyer's market, as an adjective",
            found="Slovak",
            expected="Czech",
        ),
    ),
    mail(
        "W037",
        "s4",
        "This week's pigeon pea price, CFR Jebel Ali",
        """
Dear Mr Thakkar,

Here is this week's price for Thakkar Foodstuff Trading: new-crop Tanzanian whole
pigeon peas, machine-cleaned, 50 kg PP bags, USD 655 per tonne CFR Jebel Ali, shipment within
three weeks of the order.

Regards,
Zawadi Kimaro
Manyara Highlands Trading (T) Ltd
""",
        "style=very short price note; Mr + family name; company without its legal form; CFR "
        "Jebel Ali",
        Edit(
            "company_missing",
            "body",
            "Here is this week's price for Thakkar Foodstuff Trading:",
            "Here is this week's price for you:",
            "every mention of the company replaced by generic wording",
            found="for you",
            expected="Thakkar Foodstuff Trading L.L.C.",
            everywhere=(
                (
                    "Here is this week's price for Thakkar Foodstuff Trading:",
                    "Here is this week's price for you:",
                ),
            ),
        ),
    ),
    mail(
        "W039",
        "s4",
        "New tanzanite rough parcels – December",
        f"""
Dear Khun Jaruwan,

Our December parcels of rough tanzanite from Mererani are ready. As purchasing manager of
Vinyuvanichkul Gems, you may want to see them before the Bangkok buyers' season in February:

- Parcel 12-A: 180 ct, pieces 1-3 ct, AA-AAA after heating
- Parcel 12-B: 240 ct, pieces 2-5 ct, AAA after heating, clean
- Parcel 12-C: 300 ct, mixed sizes under 1 g, A-AA, for calibrated small goods

I can send photos and a video of each parcel today.

Kind regards,
{SIG4}
""",
        "style=parcel list in bullets; Khun + first name; title lower-cased in a sentence; "
        "company without legal form; Mererani; Bangkok",
        Edit(
            "title_wrong",
            "body",
            "As purchasing manager of\nVinyuvanichkul Gems",
            "As sales manager of\nVinyuvanichkul Gems",
            "a sales title for the purchasing manager",
            found="sales manager",
            expected="Purchasing Manager",
        ),
    ),
    mail(
        "W010",
        "s2",
        "Re: Price: salted lumpfish roe in barrels",
        """
Hei Markus,

Did our price for salted lumpfish roe in barrels reach you? We still hold 40 barrels for
Rautio Kala until 15 January, and I'd be happy to adjust the quantity or the delivery month
to fit your jar production.

Ystävällisin terveisin,
Guðrún Ósk
Breiðafjörður Marine ehf.
""",
        "style=very short follow-up after the quotation the note records; Finnish greeting "
        "and sign-off; Re: subject; first name; company without legal form",
        Edit(
            "company_foreign",
            "body",
            "We still hold 40 barrels for\nRautio Kala until",
            "We still hold 40 barrels for\nBilek Delikatesy until",
            "another buyer's company (the Slovak lumpfish roe buyer)",
            found="Bilek Delikatesy",
            expected="Rautio Kala",
        ),
    ),
]
