"""Natural e-mails N001-N015: the first e-mail to each buyer of s2 (Breiðafjörður Marine ehf.,
Iceland: cod liver oil, lumpfish roe, kelp meal), each with the one edit its twin gets."""

from mail import Edit, mail

SIG = """Guðrún Ósk Sigurðardóttir
Export Manager
Breiðafjörður Marine ehf.
Stykkishólmur, Iceland
+354 434 7120 | gudrun@breidafjordur-marine.is"""

MAILS = [
    mail(
        "W001",
        "s2",
        "Your quote: refined cod liver oil in 190 kg drums (Vitafoods follow-up)",
        f"""
Dear Valerie,

It was good to meet you at Vitafoods Europe in Barcelona in May, and thank you for your
patience: our autumn production is now tested, so I can send the quote you asked for.

Refined cod liver oil, Breiðafjörður Marine ehf.
- Raw material: livers of Icelandic cod (Gadus morhua), landed in Stykkishólmur and Rif
- Refined, winterised and deodorised; Ph. Eur. monograph, natural vitamins A and D
- Packing: 190 kg steel drums, nitrogen-flushed, 80 drums per 20' container
- Price: EUR 7.40/kg CIF Felixstowe, valid to 31 January 2027
- Documents: CoA per batch, dioxin and PCB results, GMP certificate of the refinery

Shelf life is 24 months unopened. If Edwards Nutrition would like to test a batch before
committing, I can send a 1 kg sample by courier this week.

Best regards,
{SIG}
""",
        "style=follow-up after a fair with a quote in bullets; note used (Vitafoods, 190 kg "
        "drums); first-name greeting; company without its legal form; UK port; Incoterm CIF; "
        "species name; Ph. Eur.",
        Edit(
            "note_wrong",
            "body",
            "at Vitafoods Europe in Barcelona in May",
            "at SupplySide West in Las Vegas in October",
            "a meeting at a fair the note does not name",
            expected="Met at Vitafoods Europe, Barcelona (May 2026); asked for a quote on refined "
            "cod liver oil in 190 kg drums",
        ),
    ),
    mail(
        "W002",
        "s2",
        "Icelandic cod liver oil for Ó Cathaláin Sláinte",
        f"""
Dear Mr Mac Craobháin,

I am writing from Breiðafjörður Marine ehf. in the west of Iceland. We refine cod liver oil
from the livers of our own coastal fleet and supply it in bulk to supplement makers in the UK,
Ireland and Scandinavia.

As purchasing manager at Ó Cathaláin Sláinte, you may be looking for a second source with
short lead times. Our oil is refined to the Ph. Eur. monograph and is available plain or
lemon-flavoured, in 190 kg drums or 1,000 kg IBCs, with a CoA for every batch. We ship
weekly to Dublin through Rotterdam.

Would it be useful if I sent our specification and a price for a trial drum?

Kind regards,
{SIG}
""",
        "style=formal first e-mail; Mr + Irish family name with Mac; company without its Irish "
        "legal form (Teoranta); title lower-cased in a sentence; lemon-flavoured (another "
        "product's word in the category); Dublin, Rotterdam; IBC",
        Edit(
            "company_misspelled",
            "subject",
            "Ó Cathaláin Sláinte",
            "O Cathalain Slainte",
            "the Irish accents dropped",
        ),
    ),
    mail(
        "W003",
        "s2",
        "Риб'ячий жир з печінки тріски з Ісландії — COA та сертифікат GMP",
        """
Шановна пані Світлано,

дякуємо за інтерес до нашої продукції. Пишу від компанії Breiðafjörður Marine ehf.
(Ісландія): ми виробляємо рафінований риб'ячий жир з печінки тріски для виробників
харчових добавок і аптечних мереж.

Ви зазначали, що для ТОВ «Фарм-Полісся» потрібні сертифікат аналізу (COA) на кожну
партію та сертифікат GMP. Ми надаємо обидва документи: COA додається до кожної партії,
а чинний сертифікат GMP нашого рафінувального заводу я надішлю разом із пропозицією.

Жир відповідає монографії Європейської фармакопеї, містить природні вітаміни A і D,
постачається в бочках по 190 кг. Доставка до Польщі (Гданськ) морем, далі автомобілем до
Києва, на умовах DAP ваш склад.

Якщо зручніше, можемо продовжити листування англійською.

З повагою,
Гудрун Оск Сігурдардоттір
Менеджерка з експорту
Breiðafjörður Marine ehf.
+354 434 7120 | gudrun@breidafjordur-marine.is
""",
        "style=letter wholly in Ukrainian, answering the note (COA per batch, GMP, Ukrainian or "
        "English); vocative Світлано; company in «»; the sender's name transliterated and her "
        "title translated into Ukrainian; cod liver oil as риб'ячий жир з печінки тріски; "
        "Gdańsk as the route, DAP Kyiv",
        Edit(
            "company_foreign",
            "body",
            "ТОВ «Фарм-Полісся»",
            "Wittbrodt Pharma sp. z o.o.",
            "another buyer's company (the Polish cod liver oil buyer)",
        ),
    ),
    mail(
        "W004",
        "s2",
        "Cod liver oil sample (1 l) for Wittbrodt Pharma",
        f"""
Szanowna Pani Kalino,

thank you for your interest in our cod liver oil. As requested, we are preparing a 1 litre
sample of our refined cod liver oil with natural vitamins A and D (nothing added, the
vitamins are those of the oil itself).

The sample will leave Stykkishólmur on Tuesday by DHL, with:
- the certificate of analysis of the batch (vitamin A, vitamin D3, EPA, DHA, peroxide and
  anisidine values)
- our product specification and safety data sheet
- the results for dioxins, PCBs and heavy metals

For production volumes we supply 190 kg drums, delivered DAP to your warehouse in about
three weeks.

Z poważaniem,
{SIG}
""",
        "style=short reply to the note's sample request with bullets; Polish greeting with the "
        "vocative Kalino and Polish sign-off, English body; note used (1 l sample, natural "
        "vitamins A and D); company without legal form in the subject",
        Edit(
            "contact_wrong",
            "body",
            "Szanowna Pani Kalino",
            "Szanowna Pani Karolino",
            "another first name (Karolina) in the vocative",
        ),
    ),
    mail(
        "W005",
        "s2",
        "Cod liver oil in bulk for repacking in Nigeria",
        """
Dear Mr Obi,

Good day. My name is Guðrún Ósk Sigurðardóttir and I handle exports at
Breiðafjörður Marine ehf., an Icelandic refiner of cod liver oil.

Many pharmacies in Nigeria sell cod liver oil under their own name, and I would like to offer
Ezeugo Pharmacy & Stores Ltd bulk oil for repacking: refined to the Ph. Eur. monograph,
plain or orange-flavoured, in 190 kg drums. We ship to Apapa and Tin Can Island in 20'
containers and can supply capsules-grade oil too, if you work with a softgel filler.

Could you tell me your usual monthly volume? I will then send a CFR Lagos price.

Best regards,
Guðrún Ósk
Breiðafjörður Marine ehf.
+354 434 7120
""",
        "style=short first e-mail; Good day; Mr + family name; company with its legal form; "
        "Nigerian ports (Apapa, Tin Can Island); orange-flavoured and capsules-grade (other "
        "words, same category); the country in the subject; shortened signature",
        Edit(
            "title_wrong",
            "body",
            "Many pharmacies in Nigeria",
            "As sales manager at Ezeugo Pharmacy & Stores, you will know that many pharmacies "
            "in Nigeria",
            "a sales title for a procurement manager",
            found="sales manager",
            expected="Procurement Manager",
        ),
    ),
    mail(
        "W006",
        "s2",
        "Œufs de lompe noirs et rouges en pots de 50 g – suite à SIAL Paris",
        """
Bonjour Madame Adam,

Merci encore pour votre visite sur notre stand au SIAL Paris en octobre. Comme convenu, voici
notre proposition pour vos œufs de lompe en marque de distributeur :

- œufs de lompe noirs et rouges (Cyclopterus lumpus), pêchés au filet en Islande
- pots en verre de 50 g, étiquette Gérard Marée ou marque de votre client
- durée de conservation : 12 mois au réfrigérateur (0 à +4 °C)
- commande minimale : 9 600 pots par couleur, livraison DAP à votre entrepôt

La nouvelle saison de pêche commence fin mars ; nous pouvons réserver dès maintenant les
œufs bruts pour vos productions du printemps.

Je reste à votre disposition pour un échantillon de chaque couleur.

Bien cordialement,
Guðrún Ósk Sigurðardóttir
Responsable export
Breiðafjörður Marine ehf.
+354 434 7120
""",
        "style=follow-up after a fair, wholly in French; note used (stand at SIAL Paris, black "
        "and red roe in 50 g jars, private label); Bonjour Madame + family name; company "
        "without legal form; the sender's title in French; DAP; species name",
        Edit(
            "artifact",
            "body",
            "Merci encore pour votre visite sur notre stand au SIAL Paris en octobre.",
            "Merci encore pour votre visite sur notre stand au SIAL Paris en octobre. Merci "
            "encore pour votre visite sur notre stand",
            "a repeated clause",
            found="Merci encore pour votre visite sur notre stand au SIAL Paris en octobre. "
            "Merci encore pour votre visite sur notre stand",
        ),
    ),
    mail(
        "W007",
        "s2",
        "Lumpfish roe from Iceland for Heinrich Feinkost",
        f"""
Dear Mr Margraf,

I hope this finds you well. I am reaching out because Heinrich Feinkost GmbH sells
delicatessen fish products, and lumpfish roe from Iceland may be a good fit for your range
before Christmas and Easter.

What we offer:
- **Lumpfish roe, black and red**, ready-to-sell in 50 g and 100 g glass jars
- **Salted raw roe** in barrels for your own processing
- **Origin**: Breiðafjörður, West Iceland; caught with gillnets in the spring season
- **Delivery**: chilled, DAP Hamburg or your warehouse, about 10 days from order

Many German retailers sell our roe as "Seehasenrogen"; we can label in German.

Would you like a price list and two sample jars?

Best regards,
{SIG}
""",
        "style=LLM-style mail with bold labels in bullets; Mr + family name; company with legal "
        "form; German trade name Seehasenrogen; regions and ports (Breiðafjörður, Hamburg); "
        "seasons",
        Edit(
            "country_wrong",
            "body",
            "Many German retailers",
            "Many Austrian retailers",
            "the buyer's country as an adjective, another country",
            found="Austrian",
            expected="German",
        ),
    ),
    mail(
        "W008",
        "s2",
        "Huevas de lumpo de Islandia para Conserves Córdoba",
        """
Estimada Sra. Royo:

Me llamo Guðrún Ósk Sigurðardóttir y soy responsable de exportación de
Breiðafjörður Marine ehf., empresa pesquera de Stykkishólmur (Islandia). Le escribo en
castellano, tal como prefiere.

Conserves Córdoba elabora conservas de pescado, y creemos que nuestras huevas de lumpo
pueden interesarle:

- huevas de lumpo saladas en barriles de 105 kg, para su propia elaboración
- huevas teñidas en negro o rojo, listas para envasar
- campaña de pesca de marzo a junio; reservas ya abiertas para 2027
- entrega CIF Barcelona o DAP en su fábrica

Con gusto le enviaré una muestra y nuestra ficha técnica.

Atentamente,
Guðrún Ósk Sigurðardóttir
Breiðafjörður Marine ehf.
+354 434 7120
""",
        "style=letter wholly in Spanish, as the note asks; Estimada Sra. + first family name; "
        "company without legal form (twice); the sender's title in Spanish; barrels of 105 kg; "
        "Barcelona port; CIF, DAP",
        Edit(
            "company_missing",
            "subject",
            "para Conserves Córdoba",
            "para su empresa",
            "every mention of the company replaced by generic wording",
            found="su empresa",
            expected="Conserves Córdoba S.L.",
            everywhere=(
                ("para Conserves Córdoba", "para su empresa"),
                ("Conserves Córdoba elabora", "Su empresa elabora"),
            ),
        ),
    ),
    mail(
        "W009",
        "s2",
        "Lumpfish roe for Bilek Delikatesy",
        f"""
Dobrý deň, pani Dančiaková,

my name is Guðrún Ósk and I sell lumpfish roe for Breiðafjörður Marine ehf. in Iceland.
Lumpfish caviar ("kaviár z hrudkovca") is a steady seller in Slovak delicatessen shops, and
I would be glad to be your supplier for the Christmas and New Year season.

We pack black and red lumpfish roe in 50 g jars with Slovak labels, delivered DAP to your warehouse
in temperature-controlled trucks. Minimum order: one pallet.

May I send you our price list?

S pozdravom,
{SIG}
""",
        "style=friendly short note; Slovak greeting with the feminine family name and Slovak "
        "sign-off; Slovak product name in brackets; company without legal form; DAP; "
        "first name as the sender's introduction",
        Edit(
            "sender_wrong",
            "body",
            "my name is Guðrún Ósk and I sell lumpfish roe for Breiðafjörður Marine ehf.",
            "my name is Guðrún Ósk and I sell lumpfish roe for Breiðafjörður Seafood ehf.",
            "the sender's company with another trade word",
            found="Breiðafjörður Seafood ehf.",
            expected="Breiðafjörður Marine ehf.",
        ),
    ),
    mail(
        "W010",
        "s2",
        "Price: salted lumpfish roe in barrels",
        f"""
Hei Markus,

thank you for your enquiry. Here is our price for salted lumpfish roe in barrels, as raw
material for your own jars at Rautio Kala:

Product: lumpfish roe (Cyclopterus lumpus), raw, salted, sieved
Packing: 105 kg plastic barrels, about 100 kg net
Salt: 11-13%, with benzoate and sorbate as usual for the trade
Price: EUR 9.20/kg, FCA Reykjavík
Availability: new season from April 2027, 40 barrels reserved for you until 15 January

We also sell the roe already dyed, if that saves a step in your plant.

Ystävällisin terveisin,
{SIG}
""",
        "style=quotation in key: value lines, answering the note (salted roe in barrels as raw "
        "material for own jars); Finnish greeting and sign-off; first name; company without "
        "legal form; FCA Reykjavík",
        Edit(
            "category_wrong",
            "body",
            "Product: lumpfish roe (Cyclopterus lumpus), raw, salted, sieved",
            "Product: capelin roe (Mallotus villosus), raw, salted, sieved",
            "a neighbouring product: capelin roe instead of lumpfish roe",
            found="capelin roe",
            expected="lumpfish roe",
        ),
    ),
    mail(
        "W011",
        "s2",
        "Kelp meal for Smith Organics?",
        """
Hi Randy,

Quick question: does Smith Organics blend kelp meal into its organic fertilizers, or buy it
ready-packed?

We are Breiðafjörður Marine ehf., a harvester and dryer of Ascophyllum nodosum (knotted
wrack) on the west coast of Iceland. Our kelp meal is dried with geothermal heat, milled to
1-2 mm and packed in 50 lb bags or one-ton totes. It is certified organic and OMRI Listed.

If it's of interest, I can send landed prices for Baltimore or Norfolk.

Thanks,
Guðrún
Breiðafjörður Marine ehf., Iceland
""",
        "style=very short one-question note; first name; company without legal form; species "
        "name; US units (50 lb bags, one-ton totes); OMRI; US ports; first-name signature",
        Edit(
            "artifact",
            "body",
            "Quick question: does Smith Organics blend kelp meal into its organic fertilizers, "
            "or buy it\nready-packed?",
            "Quick question: does Smith Organics blend kelp meal into its organic fertilizers, "
            "or buy it",
            "a cut-off sentence",
            found="or buy it\n\nWe are",
            expected="or buy it\nready-packed?\n\nWe are",
        ),
    ),
    mail(
        "W012",
        "s2",
        "Kelp meal for your dairy premixes – after EuroTier",
        f"""
Beste Maurits,

Thank you for stopping at our stand at EuroTier in Hanover last month. You mentioned that
Van den Velde Diervoeding mixes mineral premixes for dairy cattle, so here are the details of
our kelp meal for that use:

1. Ascophyllum nodosum from Breiðafjörður, dried at low temperature with geothermal heat
2. Natural iodine around 700 mg/kg, with a certificate for every lot
3. Particle size 0.1-1 mm for premixes, or 1-2 mm for top-dressing
4. 25 kg bags or 1,000 kg big bags, delivered DAP your mill

We can also supply a feed-grade certificate (GMP+ FSA) if your customers require it.

Met vriendelijke groet,
{SIG}
""",
        "style=follow-up after a fair with a numbered list; note used (EuroTier Hanover, mineral "
        "premixes for dairy cattle); Dutch greeting by first name and Dutch sign-off; company "
        "without legal form; iodine value; GMP+ FSA",
        Edit(
            "company_foreign",
            "body",
            "Van den Velde Diervoeding mixes",
            "Bach Foder mixes",
            "another buyer's company (the Danish kelp meal buyer)",
            found="Bach Foder",
            expected="Van den Velde Diervoeding",
        ),
    ),
    mail(
        "W013",
        "s2",
        "Icelandic kelp meal – Glass Garden Supplies",
        f"""
Dear Bonnie,

I'm writing to introduce our kelp meal to Glass Garden Supplies Pty Ltd.

We harvest and dry Ascophyllum nodosum seaweed in Iceland's Breiðafjörður bay and sell the
meal to garden-product brands as a soil conditioner and for liquid seaweed fertilisers. It
is organic-certified and is shipped with a phytosanitary certificate, as Australia's
biosecurity rules require for plant material.

Formats: 20 kg bags or 1 t bulk bags, in 20' containers to Melbourne or Brisbane.

I'd be happy to send a 1 kg sample and our product sheet. Would that be useful?

Kind regards,
{SIG}
""",
        "style=friendly first e-mail; first-name greeting; company with its legal form; "
        "liquid seaweed fertilisers (another product named as a use); Australian spelling; "
        "biosecurity; Melbourne, Brisbane",
        Edit(
            "contact_wrong",
            "body",
            "Dear Bonnie,",
            "Dear Bonny,",
            "the contact's first name misspelled",
            found="Bonny",
            expected="Bonnie",
        ),
    ),
    mail(
        "W014",
        "s2",
        "Kelp meal for organic feed – Bach Foder",
        f"""
Hej Kent,

I'm Guðrún Ósk from Breiðafjörður Marine ehf. in Iceland. We supply kelp meal to Danish
and Swedish feed mills for organic pigs and poultry, and I would like to introduce our
meal to you as indkøbschef at Bach Foder.

- Ascophyllum nodosum, organic (EU), dried with geothermal heat
- Iodine content stated on each lot's certificate
- 25 kg bags on pallets or 1 t big bags, by sea to Aarhus

Would a short call next week suit you? I'm happy to send samples before.

Med venlig hilsen,
{SIG}
""",
        "style=short first e-mail with bullets; Danish greeting by first name and Danish "
        "sign-off; the title lower-cased in Danish inside an English sentence; company without "
        "legal form; Aarhus; Nordic neighbours named as markets",
        Edit(
            "title_wrong",
            "body",
            "as indkøbschef at Bach Foder",
            "as salgschef at Bach Foder",
            "the Danish sales title for the purchasing chief",
            found="salgschef",
            expected="Indkøbschef",
        ),
    ),
    mail(
        "W015",
        "s2",
        "Your kelp meal sample (1-2 mm) for the dairy trial",
        f"""
Dear Mcebisi,

Thank you for asking about our kelp meal for your dairy feed trial at Ayanda Agri. I have
put together a 2 kg sample of our 1-2 mm grade, taken from the lot we are shipping to Durban
in January, so what you test is what you would receive.

With the sample you will get the lot's certificate of analysis (iodine, minerals, moisture
and heavy metals) and the feed material registration. For a trial we usually suggest
50-100 g per cow per day, mixed into the concentrate.

It leaves Iceland on Monday by courier; I will send you the tracking number.

Kind regards,
{SIG}
""",
        "style=reply to the note's sample request; note used (sample, 1-2 mm, dairy feed "
        "trial); first-name greeting; company without legal form; Durban; dosage",
        Edit(
            "country_wrong",
            "body",
            "the lot we are shipping to Durban",
            "the lot we are shipping to Maputo",
            "a port of a neighbouring country as the buyer's destination",
            found="Maputo",
            expected="Durban",
        ),
    ),
]
