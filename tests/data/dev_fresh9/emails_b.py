"""Natural e-mails 21-40 (first e-mails to R021-R040), each with the one edit its twin gets."""

from mail import edit, mail

MAILS = [
    mail(
        "R021",
        "s2",
        "Peat substrate for Camalov Aqro greenhouses",
        """
Hörmətli Əkbər bəy,

I am Rūta Žemaitienė, export manager of Nemuno Linas UAB in Lithuania. We supply sphagnum peat moss to greenhouse growers from the Baltic to the Caspian, and I would like to offer it to Camalov Aqro.

For tomato and cucumber seedlings we recommend our limed white peat, 0-10 mm, with a starter fertiliser; for potting mixes, a coarser 10-25 mm fraction. It comes in 250 l compressed bales on pallets or in 6 m³ big bales, delivered CPT Baku in containers via Poti, Georgia.

Could you tell me the volume you use per season? Then I will send a price.

Hörmətlə,
Rūta Žemaitienė
Eksporto vadovė
Nemuno Linas UAB, Kaunas
""",
        "formal first e-mail; Azerbaijani greeting with the first name + bəy and Azerbaijani "
        "sign-off; company without MMC; the sender's title in Lithuanian in the signature; "
        "another country (Georgia) as the route; fractions, bales; CPT Baku",
        edit("company_misspelled", "body", "offer it to Camalov Aqro.",
             "offer it to Camalov Agro.", "the Azerbaijani q spelt as English g",
             found="Camalov Agro", expected="Camalov Aqro"),
    ),
    mail(
        "R022",
        "s2",
        "Cold-pressed rapeseed oil in 5 l canisters – after SIAL Paris",
        """
Kedves Márta!

At SIAL Paris you asked whether our cold-pressed rapeseed oil comes in 5 l canisters for restaurants. It does, and here are the details for Orosz Élelmiszer's restaurant customers:

- Cold-pressed rapeseed oil from Lithuanian rapeseed, unrefined, golden colour, mild nutty taste – for dressings, marinades and gentle cooking
- 5 l PET canisters, 4 per carton, 40 cartons per pallet
- Best before 12 months from bottling
- EUR 3.10 per litre, DAP your warehouse in Hungary, from one pallet

I would be glad to send two canisters so your chefs can try it.

Üdvözlettel,
Rūta Žemaitienė
Export Manager
Nemuno Linas UAB
""",
        "follow-up on the note (SIAL Paris, 5 l canisters for restaurants); Hungarian greeting "
        "with the given name (recorded family name first) and Hungarian sign-off; possessive of "
        "the company without Kft.; packing; DAP",
        edit("contact_wrong", "body", "Kedves Márta!", "Kedves Mária!", "Mária for Márta",
             found="Mária", expected="Márta"),
    ),
    mail(
        "R023",
        "s2",
        "Lithuanian cold-pressed rapeseed oil for Davis Fine Foods",
        """
Dear Alex,

British shoppers already know cold-pressed rapeseed oil from farms in Yorkshire and Herefordshire; we would like to offer Davis Fine Foods our cold-pressed rapeseed oil from Lithuania, with the same quality at a sharper price.

Nemuno Linas UAB presses rapeseed from Lithuanian family farms once and cold, and bottles it filtered or unfiltered:
• 250 ml and 500 ml glass bottles, your own label from 2,000 bottles
• 5 l tins for food service
• 1,000 l IBCs for bottlers
• Certified organic lines on request

We deliver DAP to your warehouse, and our forwarder handles the UK import declaration.

Would a tasting sample be useful for your next range review?

Kind regards,
Rūta Žemaitienė
Export Manager, Nemuno Linas UAB
""",
        "British first e-mail with bullets; first name; company without Ltd; UK regions; "
        "packings; `range review`; the sender's title in English",
        edit("category_wrong", "body", "our cold-pressed rapeseed oil from Lithuania",
             "our cold-pressed linseed oil from Lithuania",
             "linseed oil, a neighbouring cold-pressed oil (and a flax product, as the sender's "
             "name suggests)", found="cold-pressed linseed oil",
             expected="cold-pressed rapeseed oil"),
    ),
    mail(
        "R024",
        "s3",
        "Angebot: Bio-Paranusskerne medium, 20-kg-Vakuumkartons",
        """
Sehr geehrter Herr Briemer,

vielen Dank für Ihre Anfrage. Gerne biete ich Briemer Nusskontor an:

Ware: Paranusskerne, medium (110-130 Kerne/lb), bio nach EU-Öko-Verordnung, neue Ernte
Verpackung: 20 kg vakuumverpackt im Alu-Verbundbeutel, im Karton
Preis: USD 8,90/kg CIF Hamburg
Menge: ab einem 20'-Container (ca. 12 t)
Lieferzeit: 4-6 Wochen ab Auftrag, Verschiffung über Arica (Chile)
Gültigkeit: 10 Tage

Jeder Partie liegt eine Aflatoxin-Analyse eines akkreditierten Labors bei.

Mit freundlichen Grüßen
María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
Santa Cruz de la Sierra, Bolivien
""",
        "quotation in German answering the note (medium kernels, organic, 20 kg vacuum "
        "cartons); Herr + surname; company without GmbH; category in German; kernel count; "
        "CIF Hamburg; Chile as the port country; the sender signs with her first surname only, "
        "as Bolivians do, and her Spanish title",
        edit("sender_wrong", "body", "Riberalta Trópico Export S.R.L.",
             "Riberalta Trópico Export S.A.", "the sender's legal form (S.A. for S.R.L.)"),
    ),
    mail(
        "R025",
        "s3",
        "Brazil nuts straight from Riberalta",
        """
Kia ora Melissa,

I'm María José Quispe, export manager at Riberalta Trópico Export in Bolivia. Riberalta is where a large share of the world's Brazil nuts are shelled, and we'd love to supply Smith Wholefoods directly.

We pack whole kernels in three sizes – large, medium and midget – plus chipped and broken pieces for bakeries and muesli makers, in 20 kg vacuum-sealed foil bags. The nuts are wild-harvested in the Pando and Beni forests, and our organic lots are certified to EU and NOP rules.

Shipping to Auckland takes about six weeks from Arica; we can quote CIF Auckland from one tonne in a shared container.

Would a sample box be welcome?

Ngā mihi,
María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "friendly first e-mail; Māori greeting and sign-off used in New Zealand business; "
        "first name; company without Limited; grades incl. `chipped` and `broken`; regions; "
        "the sender's title in English in the body and in Spanish in the signature",
        edit("artifact", "body", "we'd love to supply Smith", "we'd love to supply supply Smith",
             "doubled word", found="supply supply", expected="supply"),
    ),
    mail(
        "R026",
        "s3",
        "Paranusskerne mit Aflatoxin-Prüfbericht für jede Partie",
        """
Lustenberger Nüsse AG
Frau Ladina Lustenberger
Leiterin Beschaffung

Sehr geehrte Frau Lustenberger

Sie legen Wert auf einen Aflatoxin-Prüfbericht für jede einzelne Partie – genau so arbeiten wir. Jede Partie Paranusskerne von Riberalta Trópico Export wird vor der Verschiffung von einem nach ISO 17025 akkreditierten Labor auf Aflatoxin B1 und die Summe B1, B2, G1 und G2 untersucht; der Bericht geht mit den Verschiffungsdokumenten an Sie.

Wir liefern:
– ganze Kerne large, medium und midget sowie Bruch
– 20 kg Vakuumbeutel im Karton, auf Wunsch bio
– DAP an Ihr Lager

Gerne schicke ich Ihnen den letzten Prüfbericht als Muster.

Freundliche Grüsse
María José Quispe Vargas
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "Swiss German letter (no comma after the greeting, `Grüsse` with ss) opening from the "
        "note (aflatoxin reports); address block with the title; company in full in the "
        "address, short in the body; ISO 17025; the sender's full name",
        edit("title_wrong", "body", "Leiterin Beschaffung\n", "Leiterin Verkauf\n",
             "head of sales for head of procurement", found="Leiterin Verkauf",
             expected="Leiterin Beschaffung"),
    ),
    mail(
        "R027",
        "s3",
        "Tin ingots 99.9% Sn for Tandon Solder Alloys",
        """
Dear Mr Tandon,

I am writing from Riberalta Trópico Export S.R.L. in Santa Cruz, Bolivia. Alongside our forest products we trade refined tin from Bolivian smelters, and with India's electronics assembly growing fast, solder makers like Tandon Solder Alloys are the customers we want to serve.

Specification:
- Tin ingots, Sn 99.90% min (99.95% on request), low lead, suited to lead-free solder
- Ingots of about 25 kg, strapped in 1 t bundles
- Mill test certificate and SGS inspection at Arica for every lot
- CIF Nhava Sheva or Chennai, priced on LME cash settlement plus a premium

Could you share your monthly tonnage and the grade you buy?

Regards,
María José Quispe
Gerente de Exportaciones (Export Manager)
Riberalta Trópico Export S.R.L.
+591 3 336 4120
""",
        "formal first e-mail; Mr + surname; company without Pvt. Ltd.; the buyer's country as a "
        "possessive; `lead-free solder` (another metal's word) belongs to the category; "
        "purity grades; Indian ports; LME; the sender's title glossed",
        edit("country_wrong", "body", "with India's electronics", "with Pakistan's electronics",
             "Pakistan for the buyer's India", found="Pakistan's", expected="India's"),
    ),
    mail(
        "R028",
        "s3",
        "99.9% tin ingots – following up from Metal + Metallurgy China",
        """
Dear Ms Seo,

Thank you for stopping by our booth at Metal + Metallurgy China in Shanghai in June. You mentioned that Daeheung Metal buys 99.9% tin for its solder lines, so here is our current offer:

• Tin ingots, Sn ≥ 99.90%, about 25 kg each, in 1 t bundles
• Origin: Bolivia (Oruro), certificate of origin and analysis with every lot
• CIF Busan, priced on LME cash plus USD 450/t
• About 35 days in transit from Arica

We can also ship a 1 t trial lot if your quality team would like to test it first.

Best regards,
María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "follow-up after the fair in the note (Metal + Metallurgy China, Shanghai, June; 99.9% "
        "tin for solder); Ms + family name; company without Co., Ltd.; China named as the "
        "fair's country; Oruro; CIF Busan",
        edit("company_foreign", "body", "that Daeheung Metal buys", "that Tandon Solder Alloys buys",
             "another tin buyer's company (R027, India)", found="Tandon Solder Alloys",
             expected="Daeheung Metal"),
    ),
    mail(
        "R029",
        "s3",
        "Étain en lingots 99,9 % – origine Bolivie",
        """
Monsieur Lambot,

Je vous écris de la part de Riberalta Trópico Export S.R.L., une société bolivienne qui exporte de l'étain raffiné en lingots. Métaux Lambot achetant des matières premières pour l'industrie, je me permets de vous présenter notre offre :

- Lingots d'étain, Sn 99,90 % minimum (99,95 % sur demande), environ 25 kg
- Certificat d'analyse et certificat d'origine pour chaque lot
- Livraison CIF Anvers, environ 40 jours depuis Arica

Je serais heureuse de vous adresser une cotation sur la base du LME.

Veuillez agréer, Monsieur, mes salutations distinguées.

María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L. – Santa Cruz de la Sierra, Bolivie
""",
        "formal French letter (Belgian buyer) with `Monsieur` + surname and the formal close; "
        "company without SA; the title paraphrased (buys raw materials); category in French; "
        "CIF Antwerp in French",
        edit("note_wrong", "body", "Je vous écris de la part de",
             "Suite à notre rencontre à la Hannover Messe, je vous écris de la part de",
             "a meeting at a fair claimed for a buyer without a note",
             found="Suite à notre rencontre à la Hannover Messe", expected=""),
    ),
    mail(
        "R030",
        "s3",
        "Prix – terrasse en cumaru pour Bois Charbonneau",
        """
Bonjour M. Charbonneau,

Merci de votre demande de prix pour le cumaru. Voici notre liste pour vos clients constructeurs de chalets au Québec :

- Cumaru 21 x 145 mm, séché au séchoir (KD), quatre faces lisses, bouts cirés, longueurs de 1,83 à 6,10 m : 3 450 USD/m³ CIF Montréal
- Cumaru 21 x 90 mm, mêmes conditions : 3 250 USD/m³
- Vis en inox et attaches invisibles assorties, sur demande

Le bois est certifié FSC (chaîne de traçabilité). Délai : environ huit semaines.

Au plaisir,
María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "price list in Québec French answering the note (cumaru for cottage builders in "
        "Quebec); M. + surname; company without inc.; species; sizes; stainless screws and "
        "clips as accessories; FSC; CIF Montréal",
        edit("company_missing", "subject", "pour Bois Charbonneau", "pour votre entreprise",
             "the only mention of the company made generic", found="votre entreprise",
             expected="Bois Charbonneau inc."),
    ),
    mail(
        "R031",
        "s3",
        "Tropical hardwood decking for Cyprus hotels and villas",
        """
Dear Ms Georgiou,

Cyprus sun and sea air are hard on decks, which is why many builders there choose dense tropical hardwoods. Riberalta Trópico Export S.R.L. in Bolivia saws and kiln-dries FSC-certified decking in ipê (tajibo, as we call it in Bolivia), cumaru and jatobá.

Would Georgiou Timber like to receive our price list CIF Limassol? Our standard profile is 21 x 145 mm, smooth or grooved, in random lengths of 1.8-5.5 m.

Best regards,
María José Quispe
Export Manager, Riberalta Trópico Export S.R.L.
""",
        "short first e-mail; Ms + surname; company without Ltd; species with their local "
        "name; the buyer's country and port; the sender's title in English",
        edit("company_misspelled", "body", "Would Georgiou Timber", "Would Georgiu Timber",
             "a letter of the Greek surname dropped", found="Georgiu Timber",
             expected="Georgiou Timber"),
    ),
    mail(
        "R032",
        "s3",
        "Ipe and cumaru decking from Bolivia",
        """
Dear Nakamura-san,

My name is María José Quispe, and I handle exports at Riberalta Trópico Export S.R.L. in Santa Cruz, Bolivia. As Nakamura Mokuzai trades in timber, I would like to introduce our hardwood decking:

1. Ipe (tajibo): 20 x 105 mm and 20 x 145 mm, for decks and boardwalks
2. Cumaru: 20 x 120 mm, a lower-cost alternative
3. FSC-certified, kiln-dried to 12-15% moisture, graded to your specification

We ship from Arica to Tokyo or Yokohama, and sample pieces can go by courier.

Yoroshiku onegai itashimasu.

María José Quispe
Gerente de Exportaciones
Riberalta Trópico Export S.R.L.
""",
        "first e-mail with a numbered list; surname + -san; company without Co., Ltd. (mokuzai "
        "= timber); a romanised Japanese close; moisture; Japanese ports",
        edit("contact_wrong", "body", "Dear Nakamura-san,", "Dear Nakayama-san,",
             "a similar Japanese family name", found="Nakayama", expected="Nakamura"),
    ),
    mail(
        "R033",
        "s4",
        "Riz jasmin du Cambodge – suite à notre échange au SIAL",
        """
Bonjour Madame Maillot,

Nous nous étions rencontrées au SIAL Paris, où vous m'aviez parlé de vos clients, les épiceries asiatiques de Paris. Je reviens vers vous avec notre offre de riz jasmin cambodgien Phka Rumduol, plusieurs fois élu meilleur riz du monde :

- Riz jasmin blanc, 5 % de brisures au maximum, nouvelle récolte
- Sacs de 25 kg, ou sachets de 1 kg et 5 kg sous votre marque
- Droits de douane nuls dans l'UE (régime « Tout sauf les armes »)
- CIF Le Havre, au départ de Sihanoukville

Je peux faire parvenir des échantillons de 1 kg à Maillot Distribution.

Bien cordialement,
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd. – Phnom Penh, Cambodge
""",
        "follow-up in French after the fair in the note (SIAL Paris; Asian grocery stores in "
        "Paris); Madame + surname; company without SAS; variety; brokens; EBA; ports; the "
        "sender's Khmer name, family name first",
        edit("category_wrong", "body", "notre offre de riz jasmin cambodgien",
             "notre offre de riz gluant cambodgien", "glutinous rice for jasmine rice",
             found="riz gluant", expected="riz jasmin"),
    ),
    mail(
        "R034",
        "s4",
        "Cambodian jasmine rice for Al Mazrouei Foodstuff Trading",
        """
Dear Ms Fatima,

Greetings from Phnom Penh. I would like to introduce Angkor Harvest Trading, a Cambodian exporter of fragrant jasmine rice, to Al Mazrouei Foodstuff Trading.

Our premium grade, Phka Rumduol, is long, soft and aromatic; we also offer Sen Kra Ob, a fragrant rice at a lower price. Both come with 5% broken max, in 25 kg or 5 kg bags, halal certified, and ship CIF Jebel Ali in 20' containers of about 25 MT.

May I send samples for your team to cook?

Best regards,
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd.
+855 23 991 408
""",
        "first e-mail; Ms + first name as in the Gulf; company without L.L.C.; varieties; "
        "halal; Jebel Ali",
        edit("sender_wrong", "body", "Sok Sreyneang\nSales", "Sok Sreynang\nSales",
             "the sender's given name with a letter dropped", found="Sok Sreynang",
             expected="Sok Sreyneang"),
    ),
    mail(
        "R035",
        "s4",
        "Phka Rumduol jasmine rice – new crop",
        """
Dear Ms Tan,

As a director of Kim Hin Rice Trading, you will have seen Cambodian fragrant rice gain ground in Singapore. Our new-crop Phka Rumduol is now milled and ready to ship:

- Premium jasmine rice, 5% broken max
- 10 kg and 25 kg PP bags with your own brand, or under our Angkor Harvest label
- CIF Singapore, about two weeks from Sihanoukville

Shall I send you 5 kg for a cooking test?

Best regards,
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd.
""",
        "short first e-mail; Ms + family name of a name written family first; the title in a "
        "sentence, lower-cased; company without Pte Ltd; variety; PP bags",
        edit("artifact", "body", "Dear Ms Tan,", "Dear\n,", "the contact's name missing from "
             "the greeting", found="Dear\n,", expected="Dear Ms Tan,"),
    ),
    mail(
        "R036",
        "s4",
        "Your organic palm sugar sample is on its way",
        """
Hi Kendra,

Thanks for asking for a sample. A 1 kg pack of our organic palm sugar left Phnom Penh today by EMS – it should reach Brown Pantry in about a week.

What's in the box:
- Granulated palm sugar from Kampong Speu (a protected geographical indication), certified organic
- A 500 g pack of the traditional palm sugar cakes, for comparison
- Spec sheet and certificate of analysis

As category manager, you'll probably get the question shoppers ask most: it comes from the sap of the sugar palm (Borassus flabellifer), not from the oil palm.

Happy to talk pricing once you've tasted it.

Cheers,
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "reply to the note's sample request (organic palm sugar); Australian `Cheers`; first "
        "name; company without Pty Ltd; title in a sentence, lower-cased; `oil palm` named as "
        "what the product is not; GI region; formats",
        edit("title_wrong", "body", "As category manager,", "As assistant category manager,",
             "one level below the recorded title", found="assistant category manager",
             expected="category manager"),
    ),
    mail(
        "R037",
        "s4",
        "Bio-Palmzucker aus Kampong Speu",
        """
Sehr geehrte Frau Täsche,

ich möchte Ihnen Palmzucker aus Kambodscha vorstellen, der gut in das Sortiment von Täsche Naturkost passen könnte. Er wird aus dem Blütensaft der Zuckerpalme (Borassus) in der Provinz Kampong Speu gewonnen, langsam eingekocht und ist bio-zertifiziert (EU-Öko) – eine Alternative zu Kokosblütenzucker, die es auf dem deutschen Naturkostmarkt noch selten gibt.

Lieferformen: Granulat in 25-kg-Säcken oder 250-g-Beutel unter Ihrer Marke; Lieferung CIF Hamburg.

Darf ich Ihnen ein Muster schicken?

Mit freundlichen Grüßen
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd., Phnom Penh
""",
        "written wholly in German; Frau + surname with umlaut; company without GmbH; the "
        "category in German; coconut blossom sugar named as what it is an alternative to; the "
        "buyer's country as an adjective",
        edit("country_wrong", "body", "auf dem deutschen Naturkostmarkt",
             "auf dem österreichischen Naturkostmarkt",
             "Austrian for the buyer's German market", found="österreichischen",
             expected="deutschen"),
    ),
    mail(
        "R038",
        "s4",
        "Hand-woven Khmer silk scarves – after Première Vision",
        """
Gentile signora Ceschi,

thank you for visiting our stand at Première Vision in Paris in September. As promised, here are a few details on the scarves you liked:

- Hand-woven silk scarves from Takeo province, 50 x 180 cm, in ikat (hol) and plain weaves
- Golden Cambodian silk from native silkworms, dyed with lac and indigo
- Small MOQ: 50 pieces per design, custom colours from 200 pieces

Ceschi Accessori's customers will like that each scarf carries a tag with its weaver's name.

Cordiali saluti,
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd.
""",
        "follow-up after the fair in the note (Première Vision, Paris, September); Italian "
        "greeting and sign-off with the surname; possessive of the company without S.r.l.; "
        "ikat; natural dyes; MOQ",
        edit("company_foreign", "body", "Ceschi Accessori's customers",
             "Boutique Tijerina's customers", "another silk buyer's company (R039, Mexico)",
             found="Boutique Tijerina", expected="Ceschi Accessori"),
    ),
    mail(
        "R039",
        "s4",
        "Pañuelos de seda tejidos a mano en Camboya",
        """
Estimada Ruby:

Mi nombre es Sok Sreyneang y soy gerente de ventas y exportación de Angkor Harvest Trading Co., Ltd., en Nom Pen (Camboya). Le escribo porque creo que nuestros pañuelos de seda tejidos a mano encajarían muy bien en Boutique Tijerina.

Cada pañuelo se teje en telar de madera en la provincia de Takeo, con seda camboyana y tintes naturales. Ofrecemos:
- Pañuelos de 50 x 180 cm y cuadrados de 90 x 90 cm
- Diseños ikat tradicionales y lisos, en 20 colores
- Pedido mínimo de 30 piezas por diseño, con precios DAP (entrega en México)

¿Le envío nuestro catálogo con precios?

Saludos cordiales,
Sok Sreyneang
Angkor Harvest Trading Co., Ltd.
""",
        "written wholly in Mexican Spanish; `Estimada` + first name and a colon; company "
        "without S.A. de C.V.; the sender's title and city translated (Nom Pen); sizes; ikat",
        edit("note_wrong", "body", "Le escribo porque creo",
             "Como le comenté en nuestra llamada del martes, creo",
             "a call claimed for a buyer without a note",
             found="Como le comenté en nuestra llamada del martes", expected=""),
    ),
    mail(
        "R040",
        "s4",
        "Handgewebte Seidenschals für die Herbstkollektion von Glaser Mode",
        """
Sehr geehrter Herr Glaser,

Sie suchen handgewebte Schals für Ihre Herbstkollektion – gerne stelle ich Ihnen unsere Seidenschals aus Kambodscha vor. Jeder Schal wird in der Provinz Takeo am Handwebstuhl aus kambodschanischer Seide gewebt.

– Formate 50 x 180 cm und 70 x 200 cm
– Ikat-Muster (Hol) und uni, in Herbstfarben wie Rost, Senf und Aubergine
– Naturfarbstoffe wie Stocklack und Indigo
– Mindestmenge 50 Stück je Dessin, Lieferung DAP an Ihr Lager

Gerne schicke ich Glaser Mode eine Musterkollektion.

Mit freundlichen Grüßen
Sok Sreyneang
Sales & Export Manager
Angkor Harvest Trading Co., Ltd.
""",
        "written wholly in German as the note asks; opens from the note (hand-woven scarves for "
        "the autumn collection); Herr + surname; company without GmbH; colours; DAP",
        edit("company_missing", "subject", "von Glaser Mode", "Ihres Hauses",
             "every mention of the company made generic", found="Ihres Hauses",
             expected="Glaser Mode GmbH",
             more=(("body", "schicke ich Glaser Mode eine", "schicke ich Ihnen eine"),)),
    ),
]
