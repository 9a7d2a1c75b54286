# ruff: noqa: E501  (e-mail bodies are prose: one paragraph a line, as written)
"""Natural e-mails 41-60: 12 follow-ups (after samples, a call, a fair or a trial shipment) and
8 first e-mails by a second writer in another style, each with the one edit its twin gets."""

from mail import Edit, Mail

S1 = """Inês Carvalho Marques
Export Manager
Montado Verde Exportações, Lda.
Aveiro, Portugal
+351 234 561 870"""
S2 = """Nguyễn Thị Thu Hà
Sales Manager
Mekong Lotus Trading Co., Ltd.
Can Tho, Vietnam"""
S3 = """Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.
Armenia, Quindío – Colombia"""
S4 = """Elif Yıldırım
Export Sales Manager
Ege Kervan Dış Ticaret A.Ş.
Denizli, Turkey"""

MAILS = [
    Mail(
        "P001", "s1",
        "Re : échantillons de bouchons 45 x 24 mm – Domaine Bruneau",
        """Bonjour Monsieur Bruneau,

Les échantillons de bouchons naturels 45 x 24 mm (qualités Extra et Premier) sont arrivés au domaine mardi, d'après le transporteur. Avez-vous pu faire les essais de bouchage ?

En tant que responsable achats, vous souhaiterez sans doute une offre ferme avant la mise en bouteille du printemps : pour 180 000 bouchons, je peux maintenir nos prix jusqu'au 31 janvier.

Je reste à votre disposition pour un appel.

Bien cordialement,

""" + S1,
        "follow-up after samples, wholly in French; `Re :` subject; the title lower-cased in a "
        "sentence; the note's volume reused; company only in the subject",
        Edit("title_wrong", "body", "En tant que responsable achats", "En tant que maître de chai",
             "the cellar master's title for the purchasing head's", expected="responsable achats",
             found="maître de chai"),
    ),
    Mail(
        "P009", "s1",
        "Following up on our call – cork samples and pricing",
        """Hi Paula,

Thanks for taking the time to talk on Thursday. To recap what we agreed:

- I'll send 200 natural corks 49 x 24 mm and 200 micro-agglomerated corks for your bottling trial in March;
- pricing is CIF Oakland, with a 5% discount if you take the full 100,000 pieces in one shipment;
- the corks will carry the Williams Family Vineyards logo on the side.

I'll let you know as soon as the samples leave Leixões.

Best,
Inês Carvalho Marques
Montado Verde Exportações, Lda.""",
        "follow-up after a call, recap bullets; first-name greeting; company as a logo owner; "
        "sizes and volumes; Oakland, Leixões; CIF",
        Edit("category_wrong", "body", "and 200 micro-agglomerated corks", "and 200 screw caps",
             "a neighbouring closure (screw caps) in place of corks",
             expected="micro-agglomerated corks", found="200 screw caps"),
    ),
    Mail(
        "P013", "s1",
        "Tomato paste samples – feedback from your chefs?",
        """Dear Ms Nouf,

I hope the tomato paste samples (800 g and 4.5 kg tins, double concentrate) reached Al-Enezi General Trading safely last week. Have your catering customers had a chance to try them?

If the colour and thickness suit them, I can reserve a first 20' container for loading in May, CFR Shuwaikh.

Kind regards,
""" + S1,
        "short follow-up after samples; Gulf-style `Ms` + first name; company without Co. W.L.L.; "
        "tin sizes; Shuwaikh; CFR",
        Edit("artifact", "body", "Dear Ms Nouf,", "Dear\n,", "a broken greeting with the name lost",
             expected="Dear Ms Nouf,"),
    ),
    Mail(
        "P018", "s3",
        "Trial container – arrival at London Gateway",
        """Dear Josephine,

Our trial reefer with 20 pallets of Hass (sizes 16-20) berthed at London Gateway this morning and should reach Wright Fresh Produce's ripening rooms in Kent tomorrow. The temperature log shows 5.5 °C throughout the voyage.

Please let me know how the fruit ripens and what your QC team finds on dry matter and skin colour; we would like to plan a weekly programme for the UK from the next harvest.

Kind regards,
Santiago
""" + S3,
        "follow-up after a trial shipment; first-name greeting; the note's Kent ripening rooms; "
        "possessive `Wright Fresh Produce's`; London Gateway; `the UK`",
        Edit("country_wrong", "body", "weekly programme for the UK", "weekly programme for Ireland",
             "a neighbouring country for the buyer's market", expected="the UK", found="Ireland"),
    ),
    Mail(
        "P010", "s2",
        "Rattan basket samples – did they arrive?",
        """Hi Michael,

Our courier shows that the samples (round lidded baskets in honey finish and two shelf baskets) were delivered to Brady Home Goods on Monday. I hope they arrived in good shape after the flight.

If the quality works for you, we can hold production slots in April for your Q3 programme. Happy to jump on a call this week.

Best,
Thu Ha
Mekong Lotus Trading Co., Ltd.""",
        "short follow-up after samples; first-name greeting; company without Inc.; the sender's "
        "given name without diacritics",
        Edit("contact_wrong", "body", "Hi Michael,", "Hi Mitchell,",
             "a similar but different first name", expected="Michael", found="Mitchell"),
    ),
    Mail(
        "P021", "s1",
        "Nach der Anuga: Ihre Flor-de-Sal-Muster",
        """Sehr geehrte Frau Gotthard,

vielen Dank für das nette Gespräch an unserem Stand auf der Anuga in Köln. Wie besprochen sende ich Ihnen diese Woche Muster unserer Flor de Sal in 125-g-Gläsern sowie eine Preisliste DAP für Gotthard Feinkost.

Als Leiterin Einkauf interessiert Sie sicher auch die Mindestmenge für Ihr eigenes Etikett: Sie liegt bei 2.400 Gläsern.

Mit freundlichen Grüßen

""" + S1,
        "follow-up after a trade fair, wholly in German; the title as recorded in a German "
        "sentence (`Als Leiterin Einkauf`); company without GmbH; Anuga, Köln; DAP",
        Edit("company_misspelled", "body", "DAP für Gotthard Feinkost", "DAP für Gothard Feinkost",
             "a doubled letter lost in the company", expected="Gotthard Feinkost",
             found="Gothard Feinkost"),
    ),
    Mail(
        "P030", "s3",
        "Physalis: weekly programme as discussed",
        """Dear Yinthe,

Thank you for the call yesterday. As agreed, here is the programme for Verheuvel Exotic Fruits from week 12:

- 2 pallets a week of physalis in husk, 5 kg boxes, by air to Amsterdam;
- price CPT Amsterdam, fixed for eight weeks;
- a Brix and size report with every shipment.

Please confirm and we'll book the first flight.

Saludos,
""" + S3,
        "follow-up after a call; first-name greeting; Spanish sign-off; physalis; Amsterdam; CPT",
        Edit("sender_wrong", "body", "Frutos del Quindío S.A.S.", "Frutas del Quindío S.A.S.",
             "one letter of the sender's company changed", found="Frutas del Quindío"),
    ),
    Mail(
        "P036", "s2",
        "Cassia samples for Jönsson Kryddor – next steps",
        """Dear Mr Jönsson,

I hope the three cassia samples (powder, cut and whole sticks) have reached Jönsson Kryddor. Our lab report shows 4.3% volatile oil in the powder, above the 4% you asked for.

If your bakery customers approve the taste, we can load 6 tonnes in late June so the cassia is in Gothenburg before August.

Best regards,
""" + S2,
        "follow-up after samples; company without AB; oil figures; bakeries from the note; "
        "Gothenburg",
        Edit("company_foreign", "body", "have reached Jönsson Kryddor", "have reached Eriksson Inredning",
             "the other Swedish buyer's company", expected="Jönsson Kryddor",
             found="Eriksson Inredning"),
    ),
    Mail(
        "P028", "s4",
        "Travertine samples – light and walnut",
        """Dear Mr Mizrahi,

Our samples of filled and honed light travertine and tumbled walnut travertine left Izmir by courier yesterday; you should have them in Tel Aviv by Thursday.

I have also attached the quarry's test report (water absorption, flexural strength) that Mizrahi Stone's contractors asked for, and a loading plan for 60 x 60 cm tiles: about 450 m² per 20' container.

Best regards,
Elif
""" + S4,
        "follow-up after samples; `walnut` as a travertine colour; finishes; Izmir, Tel Aviv; "
        "test report; possessive `Mizrahi Stone's` without Ltd",
        Edit("category_wrong", "body", "tumbled walnut travertine", "polished Afyon marble",
             "a neighbouring stone (Turkish marble) in place of travertine",
             expected="tumbled walnut travertine"),
    ),
    Mail(
        "P014", "s4",
        "Good to meet you at Gulfood – apricot prices",
        """Dear Mr Abdullah,

It was good to meet you and your colleagues from Al-Rashidi Foodstuff at Gulfood in Dubai. As you asked, our Ramadan prices are attached: Jumbo and No. 1 sulphured apricots CFR Shuwaikh, and walnut-stuffed apricots in 250 g gift trays.

You mentioned that the final decision rests with you as category manager for dried fruits and nuts, so I will call you on Sunday, once you have had time to look at the offer.

Best regards,
Elif Yıldırım
Ege Kervan Dış Ticaret A.Ş.""",
        "follow-up after a trade fair (Gulfood, Dubai); `Mr` + first name; the title paraphrased "
        "and lower-cased; walnut-stuffed apricots; Sunday as a working day in Kuwait; company without "
        "Co. K.S.C.C.",
        Edit("title_wrong", "body", "as category manager for dried fruits and nuts",
             "as category manager for fresh fruit", "another category manager's title",
             expected="Category Manager - Dried Fruits & Nuts",
             found="category manager for fresh fruit"),
    ),
    Mail(
        "P016", "s2",
        "Pangasius for Tkachenko Seafood – summary of our call",
        """Dear Olena,

Thank you for the call this morning. To summarise for Tkachenko Seafood:
1. well-trimmed pangasius fillets 170-220 g, 10% glaze, net weight on the label in Ukrainian;
2. first order one 40' reefer, CFR Constanța, with onward trucking arranged by you;
3. payment 30% deposit, 70% against copy documents.

I will send the proforma invoice tomorrow.

Best regards,
Thu Ha
""" + S2,
        "follow-up after a call; first-name greeting; numbered terms; the language `Ukrainian` "
        "on the label; Constanța; CFR; payment terms",
        Edit("company_missing", "body", ("Tkachenko Seafood",), ("your company",),
             "every mention of the company replaced by `your company`"),
    ),
    Mail(
        "P034", "s4",
        "Muestras de toallas – Suministros Hoteleros Fierro",
        """Estimada Sra. Fierro:

Le escribo para saber si recibió las muestras de toallas de baño de 550 g/m² y 600 g/m² que enviamos a Guatemala por DHL la semana pasada.

Si sus hoteles en Antigua prefieren el peso mayor, podemos preparar el primer pedido para que llegue antes de la Semana Santa.

Quedo atenta a sus comentarios.

Saludos cordiales,
Elif Yıldırım
Ege Kervan Dış Ticaret A.Ş.""",
        "follow-up after samples, wholly in Spanish; `Estimada Sra.`; Antigua from the note; "
        "Semana Santa; company only in the subject",
        Edit("country_wrong", "body", "que enviamos a Guatemala", "que enviamos a El Salvador",
             "a neighbouring country as the samples' destination", expected="Guatemala",
             found="El Salvador"),
    ),
    Mail(
        "P003", "s1",
        "Reliable cork closures for Vinarstvo Kos d.o.o.",
        """Dear Ms Kos,

I hope this message finds you well. I'm reaching out on behalf of Montado Verde Exportações, a Portuguese exporter of cork stoppers, because I believe we could support Vinarstvo Kos as you look beyond your current supplier in Spain.

Here's what sets us apart:
- **Consistency:** every batch of natural corks is sorted by camera and tested for TCA.
- **Flexibility:** natural, 1+1 and colmated corks in 38, 44 and 49 mm, branded with your logo.
- **Speed:** delivery by truck to the Vipava valley in about eight days.

Would you be open to a short call next week to discuss your bottling plans?

Warm regards,
""" + S1,
        "first e-mail by a second writer in LLM style with bold markdown bullets; company with "
        "d.o.o. in the subject, short in the body; Spain as the current origin; Vipava valley",
        Edit("company_misspelled", "body", "support Vinarstvo Kos as", "support Vinarstvo Koš as",
             "a háček added to the family name in the company", expected="Vinarstvo Kos",
             found="Vinarstvo Koš"),
    ),
    Mail(
        "P011", "s1",
        "Tomato paste in drums – quick question",
        """Dear Mr Benali,

One quick question before I send a formal offer: for repacking at Benali Import, do you prefer 220 kg aseptic drums, or would 1,000 kg aseptic bins suit your filling line better? We have both in double concentrate 28-30 Brix.

Thank you,
Inês Carvalho Marques
Montado Verde Exportações, Lda.
ines.marques@montadoverde.pt | +351 234 561 870""",
        "one-question first e-mail in English by a second writer; `Mr` + family name; company "
        "without SARL; repacking from the note; drums and bins",
        Edit("sender_wrong", "body", "ines.marques@montadoverde.pt", "ines.marques@montadoverde.com",
             "the sender's e-mail on another top-level domain"),
    ),
    Mail(
        "P020", "s3",
        "Introduction: Frutos del Quindío, Colombian Hass avocados",
        """Dear Mr Takeshi Mori,

Please allow me to introduce our company. Frutos del Quindío S.A.S. grows and exports Hass avocados from the Colombian coffee region, at 1,500 to 2,200 metres above sea level, where the fruit develops a high oil content.

We would be honoured to become a supplier to Mori Seika K.K. Our packhouse is certified to GlobalG.A.P. and we can prepare fruit to Japanese retail standards, including size sorting and a sticker on every fruit.

I look forward to your reply.

Respectfully,
""" + S3,
        "formal first e-mail by a second writer; `Mr` + full name in Western order; company with "
        "K.K.; the sender's company in the body; coffee region, altitude; Japanese retail",
        Edit("contact_wrong", "body", "Dear Mr Takeshi Mori,", "Dear Mr Takashi Mori,",
             "a similar but different Japanese first name", expected="Takeshi Mori",
             found="Takashi Mori"),
    ),
    Mail(
        "P025", "s1",
        "Jūras sāls no Portugāles / sea salt from Portugal",
        """Dear Ms Kalēja,

As iepirkumu vadītāja at SIA Kalēja Garšvielas you may find a price indication more useful than a brochure, so here it is, ahead of the grilling season:

coarse sea salt 2-5 mm, 25 kg bags: EUR 210 per tonne
fine sea salt 0-1 mm, 1,000 kg big bags: EUR 190 per tonne
flor de sal, 5 kg buckets: EUR 9.80 per kg

All prices DAP Riga, full truck of 22 tonnes.

Kind regards,
""" + S1,
        "first e-mail by a second writer as a price table; bilingual Latvian/English subject; the "
        "title in Latvian, lower-cased in an English sentence; company with SIA; Riga; DAP",
        Edit("company_foreign", "body", "at SIA Kalēja Garšvielas", "at SIA Vītols Trade",
             "the other Latvian buyer's company", expected="SIA Kalēja Garšvielas",
             found="SIA Vītols Trade"),
    ),
    Mail(
        "P007", "s1",
        "Φελλοί για την Οινοποιία Κοντού",
        """Αγαπητή κυρία Κοντού,

Σας γράφω εκ μέρους της Montado Verde Exportações, Lda., εξαγωγικής εταιρείας φελλών από την Πορτογαλία. Γνωρίζουμε ότι η Οινοποιία Κοντού ζήτησε προσφορά για συσσωματωμένους φελλούς (agglomerated) για τα κρασιά της Νεμέας.

Μπορούμε να προσφέρουμε:
– συσσωματωμένους φελλούς 38 x 23,5 mm·
– τεχνικούς φελλούς 1+1, 44 x 23,5 mm·
– εκτύπωση του ονόματος του οινοποιείου.

Παράδοση CIF Πειραιά σε περίπου δέκα ημέρες.

Με εκτίμηση,
""" + S1,
        "first e-mail by a second writer wholly in Greek (vocative greeting, company in the "
        "accusative and nominative, without Ι.Κ.Ε.); the request from the note; Nemea, Piraeus "
        "in Greek; CIF",
        Edit("company_missing", "body", ("την Οινοποιία Κοντού", "η Οινοποιία Κοντού"),
             ("την εταιρεία σας", "η εταιρεία σας"),
             "every mention of the company replaced by `η/την εταιρεία σας` (your company)",
             found="η εταιρεία σας"),
    ),
    Mail(
        "P024", "s2",
        "Rattan storage for Kristensen Interiør A/S",
        """Hej Lea,

We are Mekong Lotus Trading, a rattan basket maker in Vietnam, and we would love to work with Kristensen Interiør A/S. Our best sellers in Denmark are round rattan storage baskets with lids in three sizes and a slim rattan magazine basket.

Could I send you our price list (FOB Haiphong) and a few photos?

Venlig hilsen
Thu Ha
""" + S2,
        "short first e-mail by a second writer; Danish greeting and sign-off; company with A/S "
        "and ø; Denmark named; Haiphong; FOB",
        Edit("artifact", "body", "round rattan storage baskets", "roundrattan storagebaskets",
             "words fused, as a small model drops spaces", expected="round rattan storage baskets"),
    ),
    Mail(
        "P006", "s4",
        "Apricot prices for the new crop – Ilieva Foods",
        """Dear Radostina,

The new-crop Malatya apricots come to market in August, and prices are usually at their lowest in the first weeks. As procurement manager at Ilieva Foods you may want to fix volumes early for your autumn mixes.

Indicative prices, FCA Denizli:
No. 4 sulphured – USD 6.20/kg
No. 5 sulphured – USD 5.90/kg
diced 8-10 mm – USD 5.60/kg

Best regards,
""" + S4,
        "first e-mail by a second writer with a price list; first-name greeting; the title "
        "lower-cased in a sentence; company without OOD; mixes from the note; Malatya; FCA",
        Edit("title_wrong", "body", "As procurement manager at", "As production manager at",
             "a production title for the procurement one", expected="procurement manager",
             found="production manager"),
    ),
    Mail(
        "P033", "s2",
        "Pangasius fillets – container offer, CFR Puerto Quetzal",
        """Dear Mr Tafoya,

We have one 40' reefer of well-trimmed pangasius fillets (7-9 oz, IQF, 10% glaze) ready for shipment in two weeks, and Guatemala is on the route of our next sailing to the Pacific coast of Central America.

If Distribuidora Tafoya can take it, we can offer a special price CFR Puerto Quetzal. The full specification is attached.

Best regards,
""" + S2,
        "first e-mail in English by a second writer; a spot offer; `Mr` + family name; company "
        "without S.A.; Guatemala, Central America, Puerto Quetzal; CFR",
        Edit("category_wrong", "body", "well-trimmed pangasius fillets", "well-trimmed hake fillets",
             "another white fish in place of pangasius", expected="pangasius fillets",
             found="hake fillets"),
    ),
]
