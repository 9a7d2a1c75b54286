"""Natural first e-mails 31-60 (buyers H031-H060), written one by one, each with its twin's one edit.

Same item format as emails_a.py.
"""

MAILS = [
    dict(
        b="H031", s="s2",
        subj="Jute shopping bags – Sedex audited factory",
        body="""Hej Mikael,

I understand Ahmad Handel AB needs a Sedex audit report from its suppliers. Our factory in Khulna had its SMETA 4-pillar audit in March, and I can share the report through Sedex right away.

Rupsha Fibre & Foods Ltd. makes jute shopping bags for Scandinavian retail chains: natural jute with cotton webbing handles, laminated bags for groceries and small jute gift pouches. Printing is with water-based inks.

Could I send you a few samples to Stockholm?

Vänliga hälsningar,
Tanvir Hossain
Head of Exports
Rupsha Fibre & Foods Ltd.""",
        note="style=opens from the note (Sedex); Swedish greeting Hej + first name; Swedish sign-off; SMETA; region Scandinavian; cotton webbing (another word, right category); Stockholm",
        err=("contact_wrong", "body", "Hej Mikael,", "Hej Michael,", "near-miss spelling of the first name", ("Michael", "Mikael")),
    ),
    dict(
        b="H032", s="s3",
        subj="Fine flavour cocoa from Ecuador for Lindkvist Handel",
        body="""Dear Mr. Lindkvist,

As inköpschef of Lindkvist Handel AB you are probably looking at how to secure cocoa supply in a year of record prices. Costa Manabí Exportadora S.A. buys directly from farmer associations in Manabí and Esmeraldas and exports Arriba Nacional and CCN-51 cocoa beans.

- fine flavour Arriba, ASE and ASS grades
- CCN-51 for bulk use, well fermented
- EUDR geolocation data for every lot

We ship to Gothenburg or via Hamburg. I would be happy to share our current offer.

Best regards,
Daniela Zambrano
Commercial Director""",
        note="style=formal with bullets; Mr + surname (first name Ahmed not used); Swedish title lower-case in sentence; Ecuadorian provinces; grades; EUDR; Gothenburg and Hamburg",
        err=("title_wrong", "body", "As inköpschef of", "As försäljningschef of", "sales manager instead of purchasing manager", ("försäljningschef", "inköpschef")),
    ),
    dict(
        b="H033", s="s3",
        subj="Tuna for the Adriatic coast",
        body="""Poštovani gospodine Stražičiću,

I am Daniela Zambrano, Commercial Director of Costa Manabí Exportadora S.A. in Manta, Ecuador. Stražičić Trgovina d.o.o. is well known on the Dalmatian coast, and I would like to offer our canned tuna for your retail and HoReCa customers.

We can supply:
- skipjack in sunflower oil, 80 g and 160 g, in 3-packs for supermarkets
- yellowfin in olive oil, 1.7 kg catering cans for restaurants
- MSC and dolphin-safe certified

Delivery CIF Rijeka or Split. Samples can follow by courier.

S poštovanjem,
Daniela Zambrano""",
        note="style=formal; Croatian greeting with the surname in the vocative (Stražičiću); Croatian sign-off; company with legal form and diacritics; region Dalmatian coast; HoReCa; Rijeka and Split",
        err=("category_wrong", "body", "offer our canned tuna for", "offer our canned mackerel for", "a neighbouring canned fish", ("canned mackerel", "canned tuna")),
    ),
    dict(
        b="H034", s="s2",
        subj="Denim jeans from Bangladesh",
        body="""Dear Mr. Pajur,

I hope this finds you well. I am Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd. We sew denim jeans for brands and wholesalers in the EU, and I would like to introduce our factory to Pajur Trgovina.

As managing director you will mostly care about price, quality and reliability:
• FOB prices from USD 7.80 for a basic 5-pocket jean
• AQL 2.5 inspection on every shipment
• 60-day lead time, shipment to Koper for onward delivery to Croatia

Would a call next Tuesday suit you?

Best regards,
Tanvir Hossain""",
        note="style=LLM mail with bullets; Mr + surname; company without legal form; title lower-case in sentence; Koper port (Slovenia) for a Croatian buyer; AQL",
        err=("country_wrong", "body", "onward delivery to Croatia", "onward delivery to Slovenia", "a neighbouring country", ("Slovenia", "Croatia")),
    ),
    dict(
        b="H035", s="s4",
        subj="Crystal glassware – closer than Poland",
        body="""Dobrý deň, pani Marošová,

I heard that Marošová Obchod s.r.o. currently sources its glassware from Poland. Krkonoše Trade s.r.o. is just across the border in Liberec, so we can deliver Bohemian crystal glassware to Slovakia in two days.

Our range: crystal wine glasses, hand-cut whisky tumblers, vases and bowls, lead-free and dishwasher safe. We can also engrave logos for corporate gifts.

As vedúca nákupu you might like to compare our prices with your current supplier: I will gladly send a quote.

S pozdravom,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.""",
        note="style=opens from the note (sources from Poland); Slovak greeting with pani + surname; Slovak sign-off; native title in sentence; other country named (Poland) as the current source; whisky tumblers",
        err=("sender_wrong", "body", "Ondřej Hájek\nSales Director\n", "Ondřej Hájek\nSales Manager\n", "sender's title one level off", ("Sales Manager", "Sales Director")),
    ),
    dict(
        b="H036", s="s4",
        subj="100 W LED luminaires with DALI",
        body="""Dear Ms. Kubičková,

Thank you for your enquiry about 100 W luminaires with DALI. Our KT-S100 LED street light fits your request:

- 100 W, 15,000 lm, 3000 K or 4000 K
- DALI-2 driver, Zhaga socket for a light sensor
- IP66, IK09, optics for roads of type ME3-ME5

We supply municipal contractors in the Czech Republic and Slovakia, and Kubičková Obchod s.r.o. can count on local stock in Liberec.

Kind regards,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=opens from the note (100 W DALI); Ms + surname with diacritics; product model name; Zhaga; road classes; Slovakia and the sender's country named",
        err=("artifact", "body", "Dear Ms. Kubičková,", "Dear\n,", "broken greeting, name left out", ("Dear\n,", "Dear Ms. Kubičková,")),
    ),
    dict(
        b="H037", s="s3",
        subj="Balsa wood for UAB „Baltijos importas“",
        body="""Dear Vakris,

I am Daniela Zambrano from Costa Manabí Exportadora S.A., a balsa wood exporter in Ecuador. As owner of UAB „Baltijos importas“ you supply materials to Baltic boatyards and wind-blade workshops, so our balsa may be of interest.

We offer end-grain balsa core (plain, contoured and resin-coated), balsa lumber for model makers and rigid balsa blocks. All wood is FSC certified and kiln-dried. We ship CIF Klaipėda.

I can send samples and the technical data sheet.

Best regards,
Daniela Zambrano
Commercial Director""",
        note="style=short formal; first name; Lithuanian company with UAB and „…“ quotes; title in sentence (as owner); region Baltic; Klaipėda port",
        err=("company_misspelled", "body", "UAB „Baltijos importas“ you", "UAB „Baltijos importa“ you", "last letter of the name dropped", ("UAB „Baltijos importa“", "UAB „Baltijos importas“")),
    ),
    dict(
        b="H038", s="s1",
        subj="Macadamia kernels from Kenya – an alternative to South Africa",
        body="""Dear Mr. Gronskis,

I understand that UAB „Nemuno prekyba“ currently sources its macadamias from South Africa. Kenya is the other big macadamia origin in Africa, and our season (March to July) complements the South African one nicely.

Naivasha Highlands Exports Ltd offers style 0 to style 4 kernels, vacuum packed in nitrogen, HACCP certified, and we can ship CIF Klaipėda in 5-6 weeks.

Since you are a senior buyer, I assume you compare offers carefully, so I have attached our specifications and a price indication.

Kind regards,
Wanjiru Kamau
Export Sales Manager""",
        note="style=opens from the note (sources from South Africa); Mr + surname; Lithuanian company with UAB and „…“; other origin country named twice, also as adjective; title lower-case in sentence",
        err=("company_foreign", "body", "UAB „Nemuno prekyba“", "UAB „Žalgirio prekyba“", "another Lithuanian buyer's company (H039)"),
    ),
    dict(
        b="H039", s="s1",
        subj="Roses from Lake Naivasha for UAB „Žalgirio prekyba“",
        body="""Laba diena, Robertai,

I am Wanjiru Kamau of Naivasha Highlands Exports Ltd. We grow roses on the shores of Lake Naivasha in Kenya and ship them to florists and wholesalers across Europe.

For UAB „Žalgirio prekyba“ we could offer standard roses in 40-70 cm, spray roses, and garden-type roses for weddings, MPS certified. Air freight goes via Amsterdam or Frankfurt; from there, trucks reach Vilnius in a day.

As category manager, which lengths and colours sell best in Lithuania?

Best regards,
Wanjiru Kamau""",
        note="style=friendly; Lithuanian greeting with the first name in the vocative (Robertai); Lithuanian company with UAB and „…“ in subject and body; garden roses and spray roses as varieties; Vilnius; title in sentence",
        err=("company_missing", "body", [("UAB „Žalgirio prekyba“", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H040", s="s2",
        subj="Sacolas de juta – jute shopping bags",
        body="""Prezado Anthony,

my name is Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd. in Bangladesh. As Gerente de Compras of Comércio Martins you are probably looking for sustainable alternatives to plastic bags, and jute is one of the best.

We produce:
- jute shopping bags with cotton handles, natural or dyed
- laminated jute bags for supermarkets
- jute and canvas mixed bags for fashion stores

We ship CFR Santos in 40' containers. I would be glad to send samples to São Paulo.

Atenciosamente,
Tanvir Hossain
Rupsha Fibre & Foods Ltd.""",
        note="style=LLM mail with bullets; Portuguese greeting and sign-off with first name; Portuguese subject part; native title in sentence; company without legal form; canvas (another material, right category); Santos, São Paulo",
        err=("contact_wrong", "body", "Prezado Anthony,", "Prezado Antônio,", "the name Portuguese-ised", ("Antônio", "Anthony")),
    ),
    dict(
        b="H041", s="s3",
        subj="Seafood Expo Global – follow-up on canned tuna",
        body="""Prezado Sr. Araújo,

thank you for visiting the Costa Manabí stand at Seafood Expo Global in Barcelona. As Head of Purchasing at Importadora Araújo, you mentioned that Brazilian consumers prefer tuna in oil, so here is our proposal:

- solid light tuna in soybean oil, 170 g
- grated tuna (atum ralado) in oil and in brine, 170 g
- private-label packing with Portuguese labels approved by ANVISA

We can ship CFR Santos or Itajaí. Shall we arrange a video call with your quality team?

Atenciosamente,
Daniela Zambrano
Commercial Director, Costa Manabí Exportadora S.A.""",
        note="style=follow-up after a trade fair (note); Portuguese greeting Sr. + surname; sender's company in short form; 'Brazilian consumers' adjective; atum ralado; ANVISA; soybean oil",
        err=("title_wrong", "body", "As Head of Purchasing at", "As Head of Sales at", "sales instead of purchasing", ("Head of Sales", "Head of Purchasing")),
    ),
    dict(
        b="H042", s="s1",
        subj="Baler twine – after Agritechnica",
        body="""Olá Pedro,

it was good to meet you at Agritechnica in Hanover. Brazil grows a lot of sisal itself, so I was glad to hear that Comércio Sampaio still looks for a reliable second source of finished sisal twine.

Naivasha Highlands Exports Ltd produces:
- sisal baler twine, 150 and 200 m/kg, knot strength above 80 kgf
- garden and vineyard tying twine
- binder twine for old-style reapers

Prices are FOB Mombasa; a 40' container takes about 45 days to Santos.

Um abraço,
Wanjiru Kamau
Export Sales Manager""",
        note="style=follow-up after a trade fair (note); Portuguese greeting and sign-off with first name; the buyer's own country as a sisal grower; company without legal form; varieties baler/binder/vineyard twine",
        err=("category_wrong", "body", "reliable second source of finished sisal twine.", "reliable second source of finished jute twine.", "a neighbouring fibre", ("jute twine", "sisal twine")),
    ),
    dict(
        b="H043", s="s2",
        subj="BAP-certified shrimp for Importadora Burbano",
        body="""Estimada Elizabeth,

I understand Importadora Burbano Ltda. needs BAP certification from its shrimp suppliers. Our farms and plant in Khulna are BAP 4-star certified (hatchery, farm, feed mill and processing), and I attach the certificates.

We export black tiger shrimp raw and cooked, HLSO and PDTO, IQF. For the Colombian market we can pack 454 g retail bags with Spanish labels.

As co-founder, you might also want to visit the plant; you are very welcome.

Saludos cordiales,
Tanvir Hossain
Head of Exports, Rupsha Fibre & Foods Ltd.""",
        note="style=opens from the note (BAP); Spanish greeting and sign-off with first name; 'Colombian market' adjective; BAP 4-star; Spanish labels; title in sentence",
        err=("country_wrong", "body", "For the Colombian market", "For the Peruvian market", "a neighbouring country as adjective", ("Peruvian", "Colombian")),
    ),
    dict(
        b="H044", s="s2",
        subj="Stretch denim samples",
        body="""Hola Elvia,

thanks for asking about stretch denim. Rupsha Fibre & Foods Ltd. can offer Comercializadora Arango a full stretch range: power-stretch jeggings, skinny and slim jeans for women and men, 10-11.5 oz, 1-3% elastane, with good recovery after washing.

We can also develop the Colombian-style push-up fit that many of our Latin American customers ask for.

Tell me the sizes and washes you need and I'll ship samples to Medellín by DHL.

Saludos,
Tanvir Hossain
Head of Exports
tanvir.hossain@rupshaff.com.bd""",
        note="style=friendly, opens from the note; Spanish greeting and sign-off with first name; company without legal form; jeggings as a variety; 'Colombian-style' and 'Latin American'; Medellín; sender's e-mail",
        err=("sender_wrong", "body", "tanvir.hossain@rupshaff.com.bd", "tanvir.hossain@rupshafoods.com.bd", "sender's e-mail domain wrong"),
    ),
    dict(
        b="H045", s="s4",
        subj="LED street lights for Chilean municipalities",
        body="""Estimado Sr. Rojas,

Many Chilean municipalities are upgrading to LED street lights, and Comercial Rojas SpA could offer them a European product with a long warranty.

Krkonoše Trade s.r.o. manufactures LED street lights of 40-180 W with high efficiency (160 lm/W), IP66 housings and surge protection up to 10 kV, which matters on long rural lines. We can also supply pole brackets and photocells.

As Head of Purchasing you may need documents for public tenders: we provide LM-79 and LM-80 reports.

Saludos cordiales,
Ondřej Hájek
Sales Director""",
        note="style=formal; Spanish greeting Sr. + surname; 'Chilean municipalities' adjective; company with SpA; pole brackets and photocells as related products; LM-79/LM-80; title in sentence",
        err=("artifact", "body", "which matters on long rural lines.", "which matters on long rural lines lines protection the surge of rural.", "word salad after the sentence", ("lines lines protection the surge of rural.", "lines.")),
    ),
    dict(
        b="H046", s="s4",
        subj="Bohemian crystal for Comercial Pérez",
        body="""Estimada Sra. Pérez,

I am Ondřej Hájek, Sales Director of Krkonoše Trade s.r.o., a supplier of Bohemian crystal glassware from Liberec in the Czech Republic.

Wine is a big part of life in Chile, so I thought Comercial Pérez Ltda. might be interested in our crystal wine glasses: shapes for Carmenère, Sauvignon Blanc and sparkling wine, lead-free, machine-made and dishwasher safe. We also make crystal decanters and pisco glasses.

We ship by sea from Hamburg to San Antonio, CIF.

Saludos,
Ondřej Hájek""",
        note="style=formal; Spanish greeting Sra. + surname; company with and without legal form; grape varieties; pisco glasses (local product, right category); San Antonio port",
        err=("company_misspelled", "body", "Comercial Pérez Ltda.", "Comercial Perez Ltda.", "accent lost in the company name"),
    ),
    dict(
        b="H047", s="s4",
        subj="LED street lights for Indian smart city projects",
        body="""Dear Mr. Kapur,

Kapur Traders supplies lighting to contractors in several Smart City projects, I understand, and I would like to present Krkonoše Trade s.r.o. as a European partner for LED street lights.

Our luminaires (30-250 W) are built for heat and dust: IP66, IK10, drivers rated up to 60 °C ambient, 10 kV surge protection. We can add CCMS-ready NEMA sockets.

As Sourcing Manager you will appreciate that we can ship CIF Nhava Sheva within six weeks.

Best regards,
Ondřej Hájek
Sales Director
Krkonoše Trade s.r.o.""",
        note="style=formal; Mr + surname; company without legal form; 'Indian smart city projects' adjective; CCMS; Nhava Sheva port; title in sentence",
        err=("company_foreign", "body", "Kapur Traders supplies", "Tripathi Traders supplies", "another Indian buyer's company (H049)", ("Tripathi Traders", "Kapur Traders")),
    ),
    dict(
        b="H048", s="s1",
        subj="MPS-certified roses for Varty Traders",
        body="""Dear Adya,

I understand Varty Traders only works with MPS-certified farms. Naivasha Highlands Exports Ltd holds MPS-ABC (A+ level) and MPS-SQ, and our roses are also Fairtrade certified.

We grow 25 varieties of cut roses, 40-80 cm, including the red, white and pink roses Indian weddings ask for. Air freight from Nairobi to Mumbai or Delhi is direct and quick.

As category manager, would a mixed trial box be helpful?

Warm regards,
Wanjiru Kamau
Export Sales Manager""",
        note="style=opens from the note (MPS); first name; company without legal form in subject and body; MPS-ABC/MPS-SQ; 'Indian weddings'; Mumbai and Delhi; title lower-case in sentence",
        err=("company_missing", "subject", [("Varty Traders", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H049", s="s2",
        subj="Good to meet you at PSI Düsseldorf",
        body="""Dear Ms. Tripathi,

It was good to meet you at PSI in Düsseldorf. As I mentioned, Rupsha Fibre & Foods Ltd. makes printed jute shopping bags for promotional-products companies in Europe, and I think they could also work well for Tripathi Traders' corporate clients in India.

We print logos in screen, heat transfer or full-colour sublimation on laminated jute. MOQ is 1,000 pieces; delivery by road or by sea from Mongla to Chennai or Kolkata.

Best regards,
Tanvir Hossain
Head of Exports""",
        note="style=follow-up after a trade fair (note); Ms + surname; possessive of company without legal form (Tripathi Traders'); sender from a neighbouring country; Mongla, Chennai, Kolkata",
        err=("contact_wrong", "body", "Dear Ms. Tripathi,", "Dear Ms. Kapur,", "another Indian buyer's surname", ("Ms. Kapur", "Ms. Tripathi")),
    ),
    dict(
        b="H050", s="s3",
        subj="Balsa for Fox Wholesale",
        body="""G'day Anthony,

I'm Daniela Zambrano from Costa Manabí Exportadora S.A. in Ecuador. We export balsa wood, and I was told you are the import manager at Fox Wholesale, which supplies boat builders and surf-board shapers around Australia.

We ship:
- balsa sheets and strips for shapers and hobbyists
- end-grain balsa core panels for marine composites
- balsa blanks for hollow wooden surfboards

All FSC-certified, kiln-dried, CIF Brisbane or Sydney.

Cheers,
Daniela""",
        note="style=friendly Australian greeting G'day with first name; title lower-case in sentence; company without legal form; surfboard blanks; Brisbane and Sydney",
        err=("title_wrong", "body", "you are the import manager at", "you are the export manager at", "export instead of import", ("export manager", "import manager")),
    ),
    dict(
        b="H051", s="s1",
        subj="Sisal twine for Ray Imports",
        body="""Dear Christopher,

Australian hay and viticulture growers use a lot of twine, and I believe Ray Imports Pty Ltd could offer them a natural, biodegradable alternative to polypropylene.

Naivasha Highlands Exports Ltd spins sisal twine in Kenya: baler twine for small square balers, tying twine for vineyards and nurseries, and sisal rope in 6-12 mm for farms. Our twine is untreated or lightly oiled, as you prefer.

As supply chain manager you'll want to know: FOB Mombasa to Melbourne is about 30 days.

Best regards,
Wanjiru Kamau
Export Sales Manager, Naivasha Highlands Exports Ltd""",
        note="style=formal short; first name; 'Australian hay and viticulture growers'; sisal rope as a related product; polypropylene named; title lower-case in sentence; Melbourne",
        err=("category_wrong", "body", "spins sisal twine in Kenya", "spins coir twine in Kenya", "a neighbouring fibre twine", ("coir twine", "sisal twine")),
    ),
    dict(
        b="H052", s="s3",
        subj="Cocoa beans for small-batch chocolate in Ireland",
        body="""Dear Haley,

I came across Annsboro Distribution and saw that you supply Irish bean-to-bar chocolate makers. Costa Manabí Exportadora S.A. sells fine flavour Arriba Nacional cocoa beans from Ecuador in small lots, from a single 62.5 kg bag to a full container.

Each lot comes with a flavour profile, cut test results and the farm's GPS coordinates for EUDR. We ship via Rotterdam to Dublin.

As a co-founder you may enjoy tasting the difference yourself: shall I send a 2 kg sample?

Kind regards,
Daniela Zambrano
Commercial Director""",
        note="style=friendly formal; first name; company without legal form; 'Irish bean-to-bar' adjective and country in subject; cut test; EUDR; Rotterdam and Dublin; title in sentence",
        err=("country_wrong", "body", "you supply Irish bean-to-bar", "you supply Scottish bean-to-bar", "a neighbouring country as adjective", ("Scottish", "Irish")),
    ),
    dict(
        b="H053", s="s3",
        subj="Balsa core for Butler Supplies",
        body="""Dear Mr. Butler,

my name is Daniela Zambrano and I am the Commercial Director of Costa Manabí Exportadora S.A. in Ecuador, the largest producer of balsa wood.

I see that Butler Supplies Limited distributes composite materials to boatyards in Ireland. Our end-grain balsa core (100-250 kg/m³) is an alternative to PVC foam: lighter in many densities, stiffer and easier to bond.

As category manager, would you like our price list and test reports?

Kind regards,
Daniela Zambrano
Costa Manabí Exportadora S.A.
dzambrano@costamanabi.com.ec""",
        note="style=formal; Mr + surname; company with legal form; PVC foam named as competing product; title in sentence; sender's e-mail",
        err=("sender_wrong", "body", "my name is Daniela Zambrano and", "my name is Daniela Zambrana and", "sender's surname with one letter changed", ("Daniela Zambrana", "Daniela Zambrano")),
    ),
    dict(
        b="H054", s="s2",
        subj="バングラデシュ産冷凍エビのご案内 (frozen shrimp from Bangladesh)",
        body="""株式会社青木商会
青木 舞様

Dear Ms. Aoki,

I am Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd. in Bangladesh. Japan is one of the most demanding shrimp markets, and we have supplied black tiger shrimp to Japanese importers for ten years.

We offer black tiger shrimp for tempura (nobashi), HLSO blocks and PD IQF, sized 16/20 to 31/40, with residue tests for every lot.

We would be honoured to work with 株式会社青木商会.

Best regards,
Tanvir Hossain""",
        note="style=formal Japanese address block (company and name with 様) then English; Japanese subject part; Ms + romanised surname; nobashi shrimp for tempura; 'Japanese importers'",
        err=("artifact", "body", "青木 舞様", "青木 青木 舞様", "stuttered name in the address block"),
    ),
    dict(
        b="H055", s="s3",
        subj="エクアドル産カカオ豆 – cocoa beans from Ecuador",
        body="""渡辺様

Dear Ms. Watanabe,

I am writing from Costa Manabí Exportadora S.A. in Ecuador. I understand that 株式会社渡辺商事 supplies cocoa beans to chocolate makers in Japan, and I would like to introduce our fine flavour cocoa.

As head of the cocoa category you may be interested in:
- Arriba Nacional single-origin lots from Manabí
- low-cadmium beans meeting EU and Japanese limits
- nibs roasted to order

I would be happy to send samples to Tokyo.

Best regards,
Daniela Zambrano
Commercial Director""",
        note="style=Japanese greeting surname + 様 then English Ms + romanised surname; Japanese subject part; kanji company with 株式会社 in body; title paraphrased (head of the cocoa category); cocoa nibs as a related product; cadmium",
        err=("company_misspelled", "body", "株式会社渡辺商事", "株式会社渡部商事", "similar-looking surname character (渡部 for 渡辺)"),
    ),
    dict(
        b="H056", s="s1",
        subj="Sisal twine from Kenya – introduction",
        body="""Dear Ms. Kobayashi,

I hope you are well. My name is Wanjiru Kamau from Naivasha Highlands Exports Ltd in Kenya. We produce sisal twine and rope, and I would like to ask whether Kobayashi Trading Co., Ltd. imports natural fibres for Japanese agriculture or packaging.

Our sisal twine is used for hay baling, tomato and vine tying, and for gift wrapping. It is biodegradable, strong and available in natural or bleached colour.

As COO you may want to see our production capacity first; I attach our company profile.

Best regards,
Wanjiru Kamau""",
        note="style=formal; Ms + surname; company with legal form; 'Japanese agriculture'; gift wrapping as a use; rope as a related product; title abbreviated (COO)",
        err=("company_foreign", "body", "Kobayashi Trading Co., Ltd. imports", "Te Hsing Trading Co., Ltd. imports", "another buyer's company of the same form (H020)", ("Te Hsing Trading Co., Ltd.", "Kobayashi Trading Co., Ltd.")),
    ),
    dict(
        b="H057", s="s4",
        subj="Hiking boots with Vibram soles for Van Praet Trading",
        body="""Beste Bram,

I heard Van Praet Trading NV prefers boots with Vibram soles. All Krkonoše Trade boots use Vibram outsoles, from our light hiking shoe to our alpine boot, and we can show the Vibram licence on the box.

Belgian outdoor shops like our mid-cut leather model for the Ardennes; it weighs 620 g per boot and is fully resoleable.

Could I send Van Praet Trading a sample collection in sizes 42 and 38?

Met vriendelijke groeten,
Ondřej Hájek
Sales Director""",
        note="style=opens from the note (Vibram); Dutch greeting Beste + first name; Dutch sign-off; company with and without legal form, 'Van' capitalised; sender's company in short form; region Ardennes; 'Belgian outdoor shops'",
        err=("company_missing", "body", [("Van Praet Trading NV", "your company"), ("Van Praet Trading", "your company")], "your company", "company replaced by generic wording in subject and body"),
    ),
    dict(
        b="H058", s="s4",
        subj="LED street lights for Flemish cities",
        body="""Beste Marnix,

As inkoopmanager at Van den Broeck Import NV you probably know that many Flemish cities are switching to dimmable LED street lights to save energy at night.

Krkonoše Trade s.r.o. makes LED street lights from 20 to 150 W with DALI-2 and Zhaga-D4i sockets, so they work with the smart-city controllers common in Belgium. Colour temperatures from 2200 K (amber, for nature areas) to 4000 K.

Could we schedule a short call?

Met vriendelijke groeten,
Ondřej Hájek
Sales Director, Krkonoše Trade s.r.o.""",
        note="style=formal friendly; Dutch greeting Beste + first name; Dutch title lower-case; 'Flemish cities'; company with 'Van den' and legal form; amber 2200 K; Belgium",
        err=("contact_wrong", "body", "Beste Marnix,", "Beste Maarten,", "a different Dutch first name", ("Maarten", "Marnix")),
    ),
    dict(
        b="H059", s="s1",
        subj="Naturbelassener Sisal-Bindegarn / untreated sisal twine",
        body="""Sehr geehrter Herr Schinagl,

I understand that Schinagl Import GmbH prefers untreated natural twine. Our sisal twine is spun without mineral oil or chemical rot-proofing, so it can go to the compost with the crop residues.

Naivasha Highlands Exports Ltd in Kenya supplies:
- garden and vineyard twine in 250 g and 2 kg balls
- untreated baler twine for organic farms
- twisted sisal cord for florists

As Leiter Einkauf you will want to test it first; I can send samples to Austria this week.

Mit freundlichen Grüßen,
Wanjiru Kamau""",
        note="style=opens from the note (untreated); German greeting Herr + surname; German sign-off; bilingual subject; native title in sentence; company with legal form; florists (right category use); Austria",
        err=("title_wrong", "body", "As Leiter Einkauf you", "As Leiter Vertrieb you", "head of sales instead of head of purchasing", ("Leiter Vertrieb", "Leiter Einkauf")),
    ),
    dict(
        b="H060", s="s2",
        subj="Denim jeans for Pichler Import",
        body="""Sehr geehrte Frau Pichler,

my name is Tanvir Hossain, Head of Exports at Rupsha Fibre & Foods Ltd. We manufacture denim jeans in Bangladesh for brands in Germany and Austria.

Our factory offers:
- women's high-waist, straight and wide-leg jeans
- men's slim and regular fit, 12-14 oz denim
- organic cotton (GOTS) and recycled denim options

As Leiterin Einkauf of Pichler Import GmbH, you may be interested in our lower FOB prices compared with Turkey, with a lead time of 60 days.

Mit freundlichen Grüßen,
Tanvir Hossain""",
        note="style=formal with bullets; German greeting Frau + surname; German sign-off; native title in sentence; company without and with legal form; GOTS; another country (Turkey) named as competitor",
        err=("category_wrong", "subject", "Denim jeans for", "Denim jackets for", "a neighbouring garment", ("Denim jackets", "Denim jeans")),
    ),
]
