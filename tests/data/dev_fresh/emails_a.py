"""Natural e-mails 1-30 of the fresh set, written one by one, each with its injected twin.

Each entry: buyer, sender, subject, body, note (style; hard-but-right features) and the one
error its twin carries: (type, part, old text, new text, note). For company_missing the part is
None and old/new is a list of (old, new) replacements over subject and body.
"""
E = dict  # one e-mail

EMAILS_A = [
E(buyer="F001", sender="s2",
  subject="Private-label cosmetics for Kaljurand Kaubandus",
  body="""Dear Vello,

I'm Katarzyna Nowicka, Key Account Manager at Wisła Trade in Gdańsk. We make private-label cosmetics for retailers around the Baltic Sea: argan hair oil, a coffee body scrub that sells well in winter, and hand creams in 75 ml tubes.

As Category Manager at Kaljurand Kaubandus AS you probably plan the spring range about now. All our formulas are CPNP-notified, produced under ISO 22716 (GMP for cosmetics), and we can deliver DAP Tallinn within a week of the order.

Could I send you a small box of samples?

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o. | Gdańsk, Poland
k.nowicka@wislatrade.pl""",
  note="style=friendly rep note; greeting by first name; company without legal form in subject; coffee body scrub (coffee word, cosmetics product); Baltic Sea region; ISO 22716, CPNP, DAP Tallinn",
  inject=("company_misspelled", "body", "Kaljurand Kaubandus AS", "Kaljuran Kaubandus AS", "company name misspelled (d dropped)")),

E(buyer="F002", sender="s2",
  subject="Rotary tillers and fertiliser spreaders from Poland",
  body="""Dear Ms. Lill,

My name is Katarzyna Nowicka and I look after key accounts at Wisła Trade Sp. z o.o. in Gdańsk.

We supply agricultural machinery for small and mid-sized farms: rotary tillers from 1.2 to 2.5 m working width, fertiliser spreaders and compact seed drills, all CE-marked and built for 25-60 hp tractors. Several dealers in Finland and Latvia already sell our range.

I understand you are the Ostujuht at Lill Import OÜ, so I thought you would be the right person to hear about it. If it is of interest, I can send our catalogue and a price list in EUR, FCA Gdańsk or delivered to Tallinn.

Kind regards,
Katarzyna Nowicka
Key Account Manager, Wisła Trade Sp. z o.o.
+48 58 520 34 17""",
  note="style=formal letter; Ms. + surname; native title Ostujuht as written; fertiliser spreaders (chemicals-adjacent word, machinery product); CE; FCA Gdańsk; neighbouring countries named",
  inject=("company_foreign", "body", "Lill Import OÜ", "Kaljurand Kaubandus AS", "another buyer's company (F001) in place of the buyer's")),

E(buyer="F003", sender="s4",
  subject="Rubberwood toys made in Sri Lanka - Zvirbule Serviss",
  body="""Hello Vilma,

I noticed Zvirbule Serviss currently buys its wooden toys from Vietnam, so I wanted to offer a second source closer in price and quality: Lanka Horizon Exports makes rubberwood stacking toys, pull-along animals and toy tea sets in Colombo, all tested to EN 71 parts 1-3 and painted with water-based colours.

We ship FOB Colombo or CIF Riga, with an MOQ of 300 pieces per design. As Product Manager you will want to see the finish yourself - shall I courier a sample set to your office in Latvia?

Warm regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd
Colombo, Sri Lanka""",
  note="style=note-led (buyer's note used: currently buys from Vietnam); first name; company without legal form; toy tea sets (tea word, toys product); EN 71; FOB Colombo/CIF Riga; MOQ",
  inject=("company_missing", None, [("Rubberwood toys made in Sri Lanka - Zvirbule Serviss", "Rubberwood toys made in Sri Lanka"),
                                    ("I noticed Zvirbule Serviss currently buys", "I noticed your company currently buys")],
          "the buyer's company is never named (subject and body)")),

E(buyer="F004", sender="s1",
  subject="Hand tools for Lāce Serviss",
  body="""Hi Alise,

Chen Yu-ting from Hsin Feng Industrial in Taichung here. We make chrome vanadium spanner sets, locking pliers and bicycle repair tool kits for hardware distributors in the Baltics and Scandinavia.

Lāce Serviss's customers are mostly workshops, I believe, so our 1000 V insulated screwdrivers (VDE, GS-certified) might also be of interest.

Would a short video call next week suit you? I'm happy to work around Riga time.

Best,
Yu-ting

Chen Yu-ting | International Business Manager
Hsin Feng Industrial Co., Ltd. | Taichung, Taiwan""",
  note="style=short rep note; first name with diacritic surname unused; possessive of company without legal form (Lāce Serviss's); bicycle repair tool kits (bicycle word, hand tools product); VDE/GS; sender signs with given name",
  inject=("contact_wrong", "body", "Hi Alise,", "Hi Alina,", "contact's first name wrong")),

E(buyer="F005", sender="s1",
  subject="Aftermarket clutch kits for Zupanc Commerce d.d.",
  body="""Dear Ms. Zupanc,

Thank you for your interest in aftermarket clutch kits. Hsin Feng Industrial Co., Ltd. supplies complete clutch kits (cover, disc and release bearing) for European passenger cars, together with brake pads and LED headlamp bulbs, to distributors in Slovenia, Croatia and Austria.

As Vodja nabave you will want to know our terms: IATF 16949 certified production, a two-year warranty, MOQ of 50 kits per reference, and CIF Koper.

I would be glad to send you our cross-reference list for your top 100 models.

Yours sincerely,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.
yuting.chen@hsinfeng.com.tw""",
  note="style=formal, note-led (asked about aftermarket clutch kits); Ms. + surname; native title Vodja nabave; other markets named (Croatia, Austria); LED headlamp bulbs (LED word, auto part); IATF 16949; CIF Koper",
  inject=("title_wrong", "body", "As Vodja nabave", "As Managing Director", "contact's title replaced by another title")),

E(buyer="F006", sender="s1",
  subject="Pliers, spanners and tool sets from Taiwan",
  body="""Dear Brigita,

Since you founded Jarc Trgovina, you will know how hard it is to find hand tools that are good enough for professionals and still priced for a hardware store.

Hsin Feng Industrial makes exactly that: combination pliers, ratchet spanner sets and 108-piece socket sets in chrome vanadium steel, tested to DIN ISO standards. We can pack them in your own blister cards.

If you tell me which tools sell best in Slovenia, I'll put together a trial assortment and an FOB Taichung quote.

Kind regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=friendly; first name; title Founder paraphrased as 'since you founded'; company without legal form; DIN ISO; FOB Taichung; private label",
  inject=("category_wrong", "body", "combination pliers, ratchet spanner sets and 108-piece socket sets", "LED floodlights, high-bay fixtures and 108-piece socket sets", "products of another category (LED lighting) offered to a hand-tools buyer")),

E(buyer="F007", sender="s2",
  subject="Mineral wool and laminate flooring for Јовановић Трговина",
  body="""Dear Драган Јовановић,

I am writing from Wisła Trade Sp. z o.o., a building materials exporter in Gdańsk, Poland. We supply mineral wool insulation slabs, laminate flooring (AC4/AC5) and ceramic roof tiles to builders' merchants across the Balkans.

Given your role as Menadžer nabavke at Јовановић Трговина д.о.о., I hope this is relevant to your plans for the coming season in Serbia. All products carry CE marking and declarations of performance; we deliver by truck, DAP Belgrade, in 5-6 days.

May I send you our price list?

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=formal; full native-script (Cyrillic) name in greeting; native company name with and without legal form; native title in Latin script; Balkans region; CE, DoP; DAP Belgrade",
  inject=("country_wrong", "body", "coming season in Serbia", "coming season in Croatia", "buyer's country wrong")),

E(buyer="F008", sender="s3",
  subject="Chilean condiments for Stojanović Promet",
  body="""Hello Ms. Stojanović,

My name is Matías Fuentes, Commercial Manager at Austral Alimentos SpA in Santiago, Chile. We produce condiments with a Chilean accent: merkén (smoked chilli seasoning), pebre sauce and avocado oil mayonnaise, in retail jars and 5 kg food-service tubs.

As Head of Imports at Stojanović Promet DOO you may be looking for something new for delicatessen shelves. Our products are IFS Food certified and shelf-stable for 18 months.

Could I send you a sample box to Belgrade?

Saludos cordiales,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA
mfuentes@australalimentos.cl""",
  note="style=LLM-ish formal; Ms. + surname with diacritic; Spanish sign-off; IFS Food; avocado oil mayonnaise; company in subject without legal form",
  inject=("sender_wrong", "body", "Matías Fuentes\nCommercial Manager", "Matías Fuentes\nExport Manager", "sender's title wrong in the signature")),

E(buyer="F009", sender="s2",
  subject="Linen tablecloths and kitchen towels - CIF Leixões",
  body="""Dear Amélia,

I saw that Loureiro Importações prefers CIF quotes, so I'll start there: we can deliver our home textiles CIF Leixões, with transit times of about five days from Gdańsk.

Wisła Trade makes linen tablecloths, waffle kitchen towels and stonewashed bed linen, all OEKO-TEX Standard 100 certified, in private label from 300 pieces per design.

As Supply Chain Manager you will also care about reliability: we hold stock of our core colours all year round.

Would it help if I sent a few swatches to Portugal?

Kind regards,
Katarzyna Nowicka
Key Account Manager | Wisła Trade Sp. z o.o.""",
  note="style=note-led (prefers CIF quotes); first name; company without legal form; kitchen towels (kitchen word, home textiles); OEKO-TEX; CIF Leixões (Portuguese port)",
  inject=("artifact", "body", "Dear Amélia,", "Dear\n,", "broken greeting: name missing")),

E(buyer="F010", sender="s3",
  subject="Merkén for Sá Importações",
  body="""Dear Júlia Sá,

Thank you for asking about merkén. Austral Alimentos SpA is one of the few producers who still smoke the cacho de cabra chillies over wood in the traditional Mapuche way, and we pack merkén in 50 g glass jars and 1 kg bags.

We also make chilli sauces and seasoned salts, if Sá Importações S.A. would like to widen its condiments range.

Prices are FOB San Antonio or CIF Lisbon, and I can send a pro forma invoice this week.

Atentamente,
Matías Fuentes
Commercial Manager, Austral Alimentos SpA
Santiago, Chile""",
  note="style=note-led (asked about merkén chilli seasoning); full name greeting; glass jars (packaging word); FOB San Antonio/CIF Lisbon; Spanish sign-off",
  inject=("company_misspelled", "subject", "Sá Importações", "Sa Importacoes", "company name without its diacritics")),
]

EMAILS_A += [
E(buyer="F011", sender="s2",
  subject="Building materials for your new stores",
  body="""Dear Margarida,

Congratulations on the three new stores Anjos Comércio is opening next spring. Filling new shelves is a good moment to add a supplier, and I would like to introduce Wisła Trade Sp. z o.o. from Gdańsk.

We supply:
- laminate and vinyl click flooring
- mineral wool and XPS insulation boards
- ceramic bathroom tiles and tile adhesives

Everything is CE-marked and can ship in mixed containers, so you could test several lines in one order. Shall we schedule a call to talk about the store openings?

Best regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.
+48 58 520 34 17""",
  note="style=LLM bullets, note-led (expanding into three new stores next spring); first name; title Owner not mentioned; company without legal form; bathroom tiles; CE; mixed containers",
  inject=("company_foreign", "body", "Anjos Comércio is opening", "Loureiro Importações is opening", "another buyer's company (F009)")),

E(buyer="F012", sender="s2",
  subject="Cookware for Nuñez Comercial",
  body="""Estimado Felipe,

I hope you don't mind an e-mail in English. I'm Katarzyna Nowicka from Wisła Trade in Poland, and we export kitchenware to distributors in Latin America: enamelled cast-iron casseroles, tri-ply stainless steel pans and stovetop tea kettles.

As Gerente de Compras at Nuñez Comercial S.A.S. you know the market in Argentina far better than I do, so I'd value your view on which of these would work there. All items are LFGB and FDA compliant and induction-ready.

Could we talk for 15 minutes next week?

Saludos,
Katarzyna""",
  note="style=friendly with Spanish greeting (Estimado) and sign-off; first name; native title Gerente de Compras; tea kettles (tea word, kitchenware); LFGB/FDA; Latin America region",
  inject=("company_missing", None, [("Cookware for Nuñez Comercial", "Cookware for your company"),
                                    ("at Nuñez Comercial S.A.S. you know", "at your company you know")],
          "the buyer's company is never named")),

E(buyer="F013", sender="s1",
  subject="Butterfly and ball valves - following Valve World Expo",
  body="""Dear Mr. Medina,

It was good to meet you at Valve World Expo. As promised, here is a short overview of what Hsin Feng Industrial Co., Ltd. can offer Medina Distribuidora S.R.L.:

• Butterfly valves DN50-DN600, PN10/PN16, wafer and lug type
• Floating ball valves in stainless steel CF8M, DN15-DN100
• Food-grade sanitary valves with tri-clamp ends

Our valves are tested to API 598 and we hold ISO 9001 and CE (PED) certificates. We ship FOB Taichung, usually 35 days after the order.

I'll call you next Tuesday, Buenos Aires time, if that suits you.

Best regards,
Chen Yu-ting
International Business Manager
Hsin Feng Industrial Co., Ltd.""",
  note="style=LLM bullets, note-led (met at Valve World Expo); Mr. + surname; food-grade sanitary valves (food word, valve product); API 598, ISO 9001, PED; Buenos Aires",
  inject=("contact_wrong", "body", "Dear Mr. Medina,", "Dear Mr. Nuñez,", "another buyer's surname (F012) in the greeting")),

E(buyer="F014", sender="s4",
  subject="Latex surgical gloves from Sri Lanka",
  body="""Dear Juan Pablo,

Sri Lanka is one of the world's main producers of natural rubber gloves, and Lanka Horizon Exports (Pvt) Ltd supplies them to hospital distributors in South America and Europe.

Our range: powder-free latex surgical gloves (sterile, EN 455 and ISO 13485), nitrile examination gloves and cotton gauze swabs.

As Managing Director of Medina Comercial S.A. you may be reviewing tender prices for next year; I would be happy to quote CIF Buenos Aires for a trial container.

Kind regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal short; compound first name greeting; Medina Comercial vs the other Medina buyer (F013) both Argentine; EN 455, ISO 13485; cotton gauze (textile word, medical product)",
  inject=("title_wrong", "body", "As Managing Director of", "As Purchasing Manager of", "contact's title wrong")),

E(buyer="F015", sender="s1",
  subject="Aluminium gravel frames for Villanueva Supply",
  body="""Hi Jerome,

You asked about aluminium gravel bike frames - we build them in Taichung, in 6061 alloy with internal cable routing and flat-mount disc brakes, sizes XS to XL.

Hsin Feng Industrial also assembles complete gravel bikes and children's bikes if Villanueva Supply Corporation wants finished bikes for the Philippines rather than frames.

MOQ is 50 frames per size; FOB Taichung, about 45 days. Shall I send the geometry chart and price list?

Cheers,
Yu-ting
International Business Manager, Hsin Feng Industrial Co., Ltd.""",
  note="style=short rep note, note-led (asked about aluminium gravel bike frames); first name; children's bikes (children word, bicycles); FOB Taichung",
  inject=("category_wrong", "body", "complete gravel bikes and children's bikes", "complete gravel bikes and Bluetooth speakers", "a product of another category (consumer electronics) offered")),

E(buyer="F016", sender="s4",
  subject="Cricket bats for Mendoza Wholesale",
  body="""Dear Joy,

Thank you for asking about cricket bats for clubs. Lanka Horizon Exports makes English and Kashmir willow bats in Colombo, in senior and junior sizes, along with batting gloves, pads and leather cricket balls.

Cricket is still a niche in the Philippines, so we can start small: our MOQ is 100 bats, and we can print Mendoza Wholesale Inc.'s club logo on the grips.

Would you like me to send a quote for a first order, CIF Manila?

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd
dilani.perera@lankahorizon.lk""",
  note="style=note-led (asked about cricket bats for clubs); first name; possessive of full company with legal form (Inc.'s); leather cricket balls; CIF Manila",
  inject=("country_wrong", "body", "niche in the Philippines", "niche in Malaysia", "buyer's country wrong")),

E(buyer="F017", sender="s3",
  subject="Salmon-based cat food for the Philippine market",
  body="""Dear Ms. Reyes,

I'm Matías Fuentes, Commercial Manager at Austral Alimentos SpA in Chile. Our pet food division makes salmon-based cat food (wet pouches and dry kibble) from Chilean salmon trimmings, and grain-free dog treats.

I believe Reyes & Partners Inc. distributes premium pet food across the Philippines, and as VP Sourcing you may be looking for a new protein story. Our plant is HACCP and BRCGS certified.

I can send samples to the Philippines next week if that helps.

Best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA""",
  note="style=formal; Ms. + surname; VP abbreviation as recorded; salmon (seafood word, pet food product); ampersand company; HACCP, BRCGS",
  inject=("sender_wrong", "body", "I'm Matías Fuentes, Commercial Manager at Austral Alimentos SpA", "I'm Matías Fuentes, Commercial Manager at Andes Alimentos SpA", "sender's company wrong")),

E(buyer="F018", sender="s3",
  subject="Dried fruit and canned peaches for Ismail Trading",
  body="""Dear Encik Arif,

Greetings from Santiago. Austral Alimentos SpA exports processed foods from Chile: dried plums, dehydrated apple chips, walnut kernels and canned peaches in light syrup. Our plant is Halal certified by a JAKIM-recognised body, which I know matters for Malaysia.

As VP Sourcing at Ismail Trading Sdn Bhd, would you be open to a trial order? We ship CIF Port Klang in mixed 20' containers.

With best regards,
Matías Fuentes
Commercial Manager
Austral Alimentos SpA, Chile""",
  note="style=formal; Malay honorific Encik + first name; Halal/JAKIM; CIF Port Klang; company legal form without dots as recorded",
  inject=("artifact", "body", "Our plant is Halal certified by a JAKIM-recognised body, which I know matters for Malaysia.", "Our plant is Halal certified by a JAKIM-recognised body, which I know matters for Malaysia. Our plant is Halal certified by a JAKIM-recognised body, which I know matters for Malaysia.", "repeated sentence")),

E(buyer="F019", sender="s2",
  subject="Heimtextil follow-up: bed linen and tablecloths",
  body="""Dear Nurul,

It was a pleasure to meet you at Heimtextil in Frankfurt. As promised, I'm sending a short introduction to Wisła Trade.

We produce bed linen in percale and sateen, linen tablecloths and cotton bath towels, OEKO-TEX certified, with private-label packaging. Hassan Enterprise Sdn. Bhd. would be our first partner in Malaysia, so we are ready to be flexible on MOQ for the first order.

I'll send our price list, CIF Port Klang, by the end of the week.

Warm regards,
Katarzyna Nowicka
Key Account Manager
Wisła Trade Sp. z o.o.""",
  note="style=note-led (met at Heimtextil); first name; OEKO-TEX; CIF Port Klang; Frankfurt city of the fair",
  inject=("company_misspelled", "body", "Hassan Enterprise Sdn. Bhd.", "Hasan Enterprise Sdn. Bhd.", "company name misspelled (one s)")),

E(buyer="F020", sender="s4",
  subject="Seamless activewear for Kapoor Traders",
  body="""Dear मधुकर कौल जी,

Thank you for your enquiry about seamless activewear. Lanka Horizon Exports (Pvt) Ltd manufactures seamless leggings, sports bras and training tops in Sri Lanka for brands in India and the UK, knitted on Santoni machines from recycled nylon.

Kapoor Traders LLP could start with our core styles in six colours; MOQ is 500 pieces per style and lead time 60 days. We are WRAP and OEKO-TEX certified.

I'd be glad to send a size set for your team to try.

Best regards,
Dilani Perera
Head of Export Sales
Lanka Horizon Exports (Pvt) Ltd""",
  note="style=formal, note-led (asked about seamless activewear); native-script (Devanagari) name with respectful jī; native title not mentioned; sports bras (sports word, apparel product); WRAP, OEKO-TEX",
  inject=("company_foreign", "body", "Kapoor Traders LLP could start", "Kapoor Enterprises Private Limited could start", "another buyer's company (F021), a near namesake")),
]
