"""Natural e-mails N041-N060: a second e-mail in another style to 8 buyers (N041-N048) and
follow-ups after a fair, a sample or a quotation the buyer's note records (N049-N060), each with
the one edit its twin gets. Same entry format as emails_a.py.
"""

MAILS = [
    dict(
        buyer="H002", sender="s4",
        subject="Boswellia sacra resin – direct from Dhofar",
        body="""Dear Ms. Merritt,

I hope this email finds you well. I'm reaching out because Merritt Botanicals works with botanical raw materials, and I believe our frankincense could be a good fit.

Why Dhofar Luban Trading:
- **Single origin:** Boswellia sacra from the Dhofar mountains of Oman
- **Graded by hand:** Hojari, Najdi, Shazri and Sha'bi grades
- **Traceable:** every bag carries the harvest area and date
- **Flexible packing:** 1 kg, 5 kg or 25 kg

I'd be glad to send a sample set of three grades so your team can compare aroma and resin quality.

Looking forward to hearing from you.

Best regards,
Salim Al-Harthy
Export Manager | Dhofar Luban Trading S.A.O.C.
Salalah, Sultanate of Oman""",
        note="LLM-style mail with bold bullet heads; `Ms. Merritt`; company without LLC; four "
             "grades; `Sultanate of Oman`",
        edit=("company_misspelled", "body",
              [("because Merritt Botanicals works", "because Merrit Botanicals works")],
              "Merrit Botanicals", "Merritt Botanicals LLC", "one `t` lost"),
    ),
    dict(
        buyer="H010", sender="s4",
        subject="Black limes – one quick question",
        body="""Dear Ms Kotoghyan,

A quick question after my earlier e-mail: does Yerevan Spice House buy black limes whole for repacking, or ground for spice blends? We pack both in Salalah, and I would like to send you the right sample.

Thank you,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C., Oman""",
        note="one-question note in English; the Armenian-script contact romanised "
             "(`Ms Kotoghyan`); whole vs ground",
        edit=("company_foreign", "body",
              [("does Yerevan Spice House buy", "does Haddad Spices buy")],
              "Haddad Spices", "Yerevan Spice House LLC",
              "another black-lime buyer of this set"),
    ),
    dict(
        buyer="H014", sender="s4",
        subject="New season cuttlefish – November catch",
        body="""Dear Manager Yang,

The cuttlefish season off Dhofar opens again in November, and we will have frozen stock of whole round Sepia pharaonis from the first landings.

For 楊記海產 we can reserve:
- 1 x 40' reefer, block frozen 2 x 10 kg, sizes 300-500 g and 500-1000 g
- shipment in the first half of December, CFR Kaohsiung

If you would like a share of the first catch, please let me know by the end of October.

Best regards,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="seasonal offer in English; `Manager Yang` (the Taiwanese `楊經理` put into "
             "English); the company in short form in Chinese script; Kaohsiung",
        edit=("company_missing", "body",
              [("For 楊記海產 we can reserve", "For your company we can reserve")],
              "your company", "楊記海產股份有限公司",
              "the only mention of the company replaced by `your company`"),
    ),
    dict(
        buyer="H017", sender="s1",
        subject="Lavender oil – price indication for 2026",
        body="""Dear Mr Jungfer,

As promised in my letter, here is our price indication for Hvar lavender essential oil for the coming year:

Lavandula angustifolia, ISO 3515, 2026 distillation
- 1 kg aluminium bottle: EUR 118/kg
- 5 kg: EUR 109/kg
- 25 kg drum: EUR 98/kg
DAP Luxembourg, by road; prices valid until 31 March.

If Jungfer Cosmétiques needs organic-certified oil, add about 15%.

Kind regards,
Ivana Kovačević
Export Manager, Jadran Hrast j.d.o.o.""",
        note="price indication in English after the writer's own letter; company without "
             "S.à r.l., with its accent; `DAP Luxembourg`",
        edit=("contact_wrong", "body", [("Dear Mr Jungfer,", "Dear Mr Jünger,")],
              "Mr Jünger", "Isidor Jungfer", "a near namesake"),
    ),
    dict(
        buyer="H021", sender="s1",
        subject="Toast levels for your reds – a short note",
        body="""Dear Elena,

As an oenologist, you may find this useful: we have put together a one-page guide to the toast levels of our Slavonian oak barrels (light, medium, medium plus, heavy) and the styles of red wine each one suits. I attach it here, with the toasting times and temperatures we use.

If Viña Peñaloza plans barrel purchases for the 2027 vintage, we can hold 225 l barriques from this winter's production.

Best wishes,
Ivana Kovačević
Jadran Hrast j.d.o.o., Split""",
        note="short helpful note in English; `Enóloga` as `oenologist`; company with its ñ; "
             "vintage; barriques",
        edit=("title_wrong", "body",
              [("As an oenologist", "As a viticulturist")],
              "viticulturist", "Enóloga", "the vineyard role for the winemaking one"),
    ),
    dict(
        buyer="H026", sender="s2",
        subject="Sunflower kernels – this week's price",
        body="""Dear Mr Abdulrahman,

Quick update on sunflower kernels: confectionery grade, 99.95%, 25 kg bags, is USD 1,480/MT CFR Jeddah this week, for shipment in October. Bakery grade is USD 1,390/MT.

Shall I hold a container for Al-Otaibi Roastery?

Regards,
Ștefan Dumitrescu
S.C. Carpați Agro S.R.L.""",
        note="very short price note in English; Gulf `Mr Abdulrahman`; company without `Co.`; "
             "two grades; CFR Jeddah",
        edit=("category_wrong", "body",
              [("Quick update on sunflower kernels:", "Quick update on melon seed kernels:")],
              "melon seed kernels", "sunflower kernels",
              "another roasting seed, a neighbouring product"),
    ),
    dict(
        buyer="H031", sender="s2",
        subject="Beech firewood – trucks for Italy in October",
        body="""Dear Mr Granatelli,

We have three full trucks of kiln-dried beech firewood (33 cm, under 20% moisture, 1.8 m³ crates) still free for delivery to Italy in the second half of October. If Granatelli Legna would like one or more, I can confirm the price and loading dates within a day.

Best regards,
Ștefan Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.""",
        note="short availability note in English; company without S.r.l.; Italy in subject "
             "and body",
        edit=("country_wrong", "body",
              [("for delivery to Italy", "for delivery to Slovenia")],
              "Slovenia", "Italy", "a neighbouring country"),
    ),
    dict(
        buyer="H039", sender="s3",
        subject="Pomelo season 2026/27 – early booking",
        body="""Dear Mr Shilov,

I hope you are doing well. The Israeli pomelo harvest starts in October, and importers who book early get the best sizes. For FruktImport we can offer:

1. White pomelo, 10 kg cartons, sizes 6-12
2. Red pomelo, 10 kg cartons
3. Sweetie, 7 kg cartons

First shipments leave Ashdod in late October; a reefer container takes about two weeks to Novorossiysk.

Please let me know if you would like to book weekly containers.

Best regards,
Avraham Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.
avi@emekheferagro.example.co.il""",
        note="English early-booking offer with a numbered list; the Cyrillic contact and "
             "company romanised (`Mr Shilov`, `FruktImport`); Sweetie; the sender's e-mail",
        edit=("sender_wrong", "body",
              [("avi@emekheferagro.example.co.il", "avi@emekhefer-agro.example.co.il")],
              "avi@emekhefer-agro.example.co.il", "avi@emekheferagro.example.co.il",
              "the sender's e-mail with a hyphen added"),
    ),
    dict(
        buyer="H001", sender="s4",
        subject="Re: Hojari frankincense samples for Om Aromatics",
        body="""Dear Yash,

I hope the Hojari samples reached you safely. The courier shows them delivered to your office on Tuesday.

Has your team had a chance to try them? If the Royal Green grade works for you, we can hold 500 kg from this season's harvest until the end of the month, at USD 38/kg CIF Nhava Sheva.

Looking forward to your feedback.

Warm regards,
Salim""",
        note="follow-up after the samples the note records; first name; `Re:` subject with the "
             "company; the sender signs with his given name only",
        edit=("artifact", "body",
              [("The courier shows them delivered", "The couriershowsthem delivered")],
              "couriershowsthem", "courier shows them", "words fused"),
    ),
    dict(
        buyer="H013", sender="s4",
        subject="Re: 冷凍コウイカのご案内 / Frozen cuttlefish from Oman",
        body="""山口様

Following our conversation at the Japan International Seafood & Technology Expo, I have attached the specification sheet and our price list for frozen cuttlefish, as promised.

In short:
- Whole round, block frozen, 2 x 10 kg: 300-500 g and 500 g up
- Cleaned fillets, IQF, 1 kg bags
- CFR Tokyo, shipment 30 days after L/C

Please let me know if Yamaguchi Suisan would like to test one pallet first.

よろしくお願いいたします。
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="follow-up after the fair in the note; `山口様` (family name + sama); the company "
             "romanised; Japanese closing, English body",
        edit=("note_wrong", "body",
              [("Following our conversation at the Japan International Seafood & Technology "
                "Expo", "Following your visit to our plant in Salalah")],
              "your visit to our plant in Salalah",
              "met at the Japan International Seafood & Technology Expo in Tokyo",
              "a visit the note does not hold"),
    ),
    dict(
        buyer="H018", sender="s1",
        subject="Lavender oil sample on its way",
        body="""Hi Morgan,

Just a quick note to say the 10 ml sample of our Hvar lavender oil and the GC-MS report for lot 26-04 went out by post today, so they should reach Ó Bogáin Naturals early next week.

If you'd like to compare, I can also send a sample of our lavandin (Grosso) – it's cheaper, but I'd only suggest it for soaps and candles, not for skincare.

Best,
Ivana""",
        note="friendly follow-up after the fair (sample promised there); the company with Ó and "
             "fada; lavandin as a related variety; candles and soaps as uses",
        edit=("company_misspelled", "body",
              [("reach Ó Bogáin Naturals", "reach O Bogain Naturals")],
              "O Bogain Naturals", "Ó Bogáin Naturals Ltd", "the Irish accents lost"),
    ),
    dict(
        buyer="H025", sender="s2",
        subject="Bakery-grade sunflower kernels – samples and COA",
        body="""Dear Ms Köberl,

Following our meeting at Anuga in Cologne, I have sent you two 1 kg samples of bakery-grade sunflower kernels from our new crop, with the certificate of analysis for each lot. They should arrive in Austria by Thursday.

If the quality suits Köberl Backstoffe, we can reserve 100 MT for deliveries from January to June at a fixed price.

Kind regards,
Ștefan Dumitrescu
Director Export, S.C. Carpați Agro S.R.L.""",
        note="follow-up after the fair and request in the note, in English; company without "
             "GmbH; Cologne in English; COA",
        edit=("company_foreign", "body",
              [("If the quality suits Köberl Backstoffe", "If the quality suits Cedar Crown "
                "Roastery")],
              "Cedar Crown Roastery", "Köberl Backstoffe GmbH",
              "another sunflower-kernel buyer of this set"),
    ),
    dict(
        buyer="H033", sender="s3",
        subject="Quote: 16 mm drip lines for Murimi Agri Supplies",
        body="""Dear Mr Murimi,

Further to our meeting at the Nairobi International Trade Fair, please find our quote for the 16 mm drip lines you asked about:

16 mm flat-emitter drip line, 30 cm spacing, 1.6 l/h, 0.6 mm wall, 500 m coils
- 1 x 40' HC (about 1,900 coils): USD 0.072/m CIF Mombasa
Payment: 30% deposit, 70% against copy documents
Lead time: 3 weeks from deposit

I am also attaching our price list for fittings.

Best regards,
Avi Ben-Shimol
VP Export Sales
Emek Hefer Agro (2009) Ltd.""",
        note="quotation after the fair and request in the note; `Mr Murimi`; company in the "
             "subject only; 40' HC; CIF Mombasa",
        edit=("company_missing", "subject",
              [("for Murimi Agri Supplies", "for your company")],
              "your company", "Murimi Agri Supplies Ltd",
              "the only mention of the company replaced by `your company`"),
    ),
    dict(
        buyer="H040", sender="s3",
        subject="Pomelo trial pallet – update",
        body="""Dear Sara,

A short update after Fruit Logistica: our first white pomelos were picked this week and the quality is very good this year. I can ship a trial pallet of 80 cartons to Skwira Import with the next reefer to Gdynia, leaving Ashdod on 28 October.

Would you like me to book it?

Best regards,
Avi""",
        note="short follow-up after the fair in the note; first name; company without "
             "`sp. z o.o.`; Gdynia; sender signs `Avi`",
        edit=("contact_wrong", "body", [("Dear Sara,", "Dear Sandra,")],
              "Sandra", "Sara Skwira", "another given name"),
    ),
    dict(
        buyer="H011", sender="s4",
        subject="RE: Sepia entera limpia IQF 500-1000 g – oferta",
        body="""Estimado Sr. Cases:

Le escribo para saber si ha podido revisar nuestra oferta de sepia entera limpia IQF, talla 500-1000 g. Como jefe de compras, quizá le interese saber que podemos mantener el precio de 6,40 USD/kg CFR Valencia hasta final de mes y que tenemos producto disponible para embarque inmediato.

Quedo a la espera de sus noticias.

Un saludo,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="follow-up in Spanish on the quotation the note asked for; the title in a "
             "sentence, lower-cased; no company name at all",
        edit=("title_wrong", "body",
              [("Como jefe de compras", "Como director general")],
              "director general", "Jefe de Compras", "the managing director for the buyer"),
    ),
    dict(
        buyer="H020", sender="s1",
        subject="Barriques 225 l – delivery slot",
        body="""Dear Mr Jovanović,

Following up on our offer for the 225 l medium-toast barriques: we can still deliver by truck before your harvest if we receive your order by 15 July. The barrels would be coopered from Slavonian oak seasoned for 36 months, as quoted.

Shall I reserve a production slot for Vinarija Jovanović?

Best regards,
Ivana Kovačević-Šimunić
Jadran Hrast j.d.o.o.""",
        note="follow-up in English on the quotation the note asked for; the Cyrillic contact "
             "and company romanised (`Mr Jovanović`, `Vinarija Jovanović`); no д.о.о.",
        edit=("category_wrong", "body",
              [("coopered from Slavonian oak seasoned", "coopered from acacia seasoned")],
              "coopered from acacia", "oak wine barrels",
              "acacia barrels, a neighbouring product"),
    ),
    dict(
        buyer="H022", sender="s1",
        subject="Sage samples – did they arrive?",
        body="""Hello Joshua,

Our courier confirms that the three 1 kg sage samples (cut & sifted, rubbed and whole leaf) were delivered to Rodriguez Spice Company on Monday. Customs in the United States released them without any questions, so the paperwork for full shipments should be just as smooth.

When your QA team has run its tests, I would be glad to hear their comments. For a 20' container of cut & sifted sage in 25 kg bags, our price is USD 4.85/kg CIF New York.

Best regards,
Ivana""",
        note="follow-up after the samples of the note's request; first name; company without "
             "`, Inc.`; `the United States`; CIF New York",
        edit=("country_wrong", "body",
              [("Customs in the United States", "Customs in Canada")],
              "Canada", "United States", "a neighbouring country"),
    ),
    dict(
        buyer="H030", sender="s2",
        subject="Beech firewood – confirming 25 cm and pallets",
        body="""Dear Peder,

Following your request for kiln-dried beech logs, here is what we can confirm: 25 cm, split, on pallets in 1.8 m³ crates, under 20% moisture. We can load the first truck for Christensen Brænde on 8 September and two more in the following fortnight.

I will send the pro forma invoice today.

Med venlig hilsen,
Ștefan Dumitrescu
Director Export
S.C. Carpați Agro S.R.L.
+40 234 555 207""",
        note="follow-up on the note's request; Danish closing, English body; company with `æ` "
             "and without ApS; the sender's phone",
        edit=("sender_wrong", "body", [("+40 234 555 207", "+40 234 555 270")],
              "+40 234 555 270", "+40 234 555 207", "the sender's phone, two digits swapped"),
    ),
    dict(
        buyer="H038", sender="s3",
        subject="Shade net quote – any questions?",
        body="""Dear Daniela,

I wanted to check whether our quote for the 50% black shade net, 4 m wide, reached you and whether you have any questions. The price of USD 0.42/m² CIF Santos is valid until the end of this month, and we have the 4 m width in stock for shipment in four weeks.

If Jesus Telas Agrícolas needs other shade levels (30%, 70%) or white net for nurseries, I can add them to the same container.

Best regards,
Avi Ben-Shimol
Emek Hefer Agro (2009) Ltd.""",
        note="follow-up in English on the note's request; company without Ltda.; other shade "
             "levels",
        edit=("artifact", "body",
              [("for shipment in four weeks.", "for shipment in four weeks, and we have the 4 m "
                "width in stock for shipment in four weeks.")],
              "in four weeks, and we have the 4 m width in stock", "for shipment in four weeks.",
              "a clause repeated"),
    ),
    dict(
        buyer="H004", sender="s4",
        subject="Najdi frankincense – following up on our price",
        body="""Dear Mr Hussain,

I hope you are well. I am following up on our price for Najdi grade frankincense in 25 kg bags. We have just finished sorting the latest harvest, and the tears are large and clean this year.

If you confirm this week, we can ship the first 500 kg to Bahrain with the next feeder from Salalah.

With best regards,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="follow-up on the note's price request; Gulf `Mr Hussain`; no company name; "
             "Bahrain",
        edit=("note_wrong", "body",
              [("I hope you are well. I am following up", "I hope you are well, and thank you "
                "again for visiting our stand at Gulfood. I am following up")],
              "thank you again for visiting our stand at Gulfood",
              "asked for a price for Najdi grade in 25 kg bags",
              "a stand visit the note does not hold"),
    ),
]
