"""Natural e-mails N041-N060: a second e-mail to 20 buyers, each with its twin's one edit."""
from mail import Edit, Mail

MAILS = [
    # N041 P001: follow-up on the writer's own e-mail ------------------------------------------
    Mail("P001", "s1", "Relance – gomme arabique pour Toussaint Hydrocolloïdes", """\
Bonjour Madame Toussaint,

Je me permets de revenir vers vous au sujet de la fiche de spécification E414 et du modèle de certificat d'origine que je vous ai envoyés après le Fi Europe. Avez-vous pu les transmettre à votre service qualité ?

Si cela peut faciliter l'homologation chez Toussaint Hydrocolloïdes, nous pouvons vous envoyer 2 kg d'un lot de production (Acacia senegal, qualité kibbled), accompagnés de son certificat d'analyse et de son propre certificat d'origine, pour des essais dans vos conditions.

Je reste à votre écoute.

Folasade Ogunleye
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "French follow-up on the writer's own earlier e-mail (E414 sheet, certificate of "
         "origin, after Fi Europe); company short, without SAS, in subject and body; a signature "
         "without the title",
         Edit("company_missing", "body", "chez Toussaint Hydrocolloïdes", "dans votre société",
              "Toussaint Hydrocolloïdes SAS", "every mention of the company replaced by "
              "'votre société'", found="votre société", every=True,
              more=[("pour Toussaint Hydrocolloïdes", "pour votre société")])),
    # N042 P002: a shorter alternative first e-mail ---------------------------------------------
    Mail("P002", "s1", "Gummi arabicum – Muster für Ihre Qualitätssicherung?", """\
Guten Tag Herr Reuter,

kurz und direkt: Wir sind ein nigerianischer Exporteur von Gummi arabicum (Acacia senegal, E 414) und suchen Abnehmer in Deutschland, die Rohware in Säcken zu 50 kg direkt vom Ursprung beziehen möchten.

Für die Reuter Lebensmittelzusatzstoffe GmbH & Co. KG könnte unsere gereinigte, gebrochene Ware (kibbled) interessant sein. Sollen wir Ihrer Qualitätssicherung ein Muster mit Analysenzertifikat schicken?

Viele Grüße aus Abeokuta
Folasade Ogunleye
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "German, a shorter cold first e-mail (another writer's version); the company with the "
         "article 'die' and its full legal form; Gummi arabicum; the country named as the market",
         Edit("country_wrong", "body", "suchen Abnehmer in Deutschland", "suchen Abnehmer in Österreich",
              "Germany", "the buyer's market named as Austria", found="Österreich")),
    # N043 P003: follow-up on the sample sent ----------------------------------------------------
    Mail("P003", "s1", "Re: Kibbled gum arabic sample and allergen statement", """\
Hi Samantha,

Just checking in: DHL shows that the 2 kg kibbled sample and the allergen statement were delivered to Hopkins Flavor Systems on Tuesday. I hope they arrived in good order.

When your lab has run the emulsions, I'd be very interested to hear how the gum performed against your current supply, especially on emulsion stability for the soft-drink bottlers. If it helps, we can hold the same lot for you for 60 days so that a first order matches the sample exactly.

Thanks again,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited""",
         "English follow-up on the writer's own sample shipment (the note's request); first "
         "name; company without Inc.; Re: subject",
         Edit("sender_wrong", "body", "Folasade Ogunleye\nHead", "Folasade Ogunlade\nHead",
              "Folasade Adebisi Ogunleye", "the sender's family name misspelled in the signature",
              found="Folasade Ogunlade")),
    # N044 P004: a shorter alternative first e-mail ---------------------------------------------
    Mail("P004", "s1", "Acacia gum for pharmaceutical excipients", """\
Dear Mr Dwivedi,

Olumo Agro-Allied Exports Limited exports gum arabic (acacia) from Nigeria. For an excipient maker we offer cleaned and kibbled Acacia senegal with a certificate of analysis for every lot, tested to the IP monograph on request and shipped CIF Nhava Sheva.

Would a 500 g sample and our price list be useful to द्विवेदी फार्मा एक्सिपिएंट्स?

Regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited, Abeokuta, Nigeria
+234 803 555 0174""",
         "English, a shorter cold first e-mail; the Devanagari family name romanised (Mr "
         "Dwivedi); the company in Devanagari without प्राइवेट लिमिटेड; IP = Indian "
         "Pharmacopoeia",
         Edit("contact_wrong", "body", "Dear Mr Dwivedi,", "Dear Mr Trivedi,", "प्रेम द्विवेदी",
              "a near-miss family name (Trivedi for Dwivedi)", found="Trivedi")),
    # N045 P006: follow-up on the swatches sent --------------------------------------------------
    Mail("P006", "s1", "Adire fat quarters on their way", """\
Hi Kayleigh,

A quick update: the fat-quarter pack (six patterns, oniko and alabere, in light and heavy cotton) left Lagos this morning by DHL and should reach Heath Fabric House by Thursday. The tracking number is in the attached invoice.

When you've had a chance to wash and press a couple of pieces, let me know how the indigo holds up. Our dyers fix the colour with several dips and rounds of oxidation, so a little loose dye in the first cold wash is normal.

Speak soon,
Folasade
Olumo Agro-Allied Exports Limited""",
         "English follow-up on the writer's own offer of fat quarters (N006); first names; "
         "company without Ltd; a short signature",
         Edit("artifact", "body", "The tracking number is in the attached invoice.",
              "The tracking number is in the attached invoice. The tracking number is in the attached invoice.",
              "The tracking number is in the attached invoice.", "a sentence repeated",
              found="The tracking number is in the attached invoice. The tracking number is in the attached invoice.")),
    # N046 P008: alternative first e-mail, reply to the note --------------------------------------
    Mail("P008", "s1", "Adire eleko price list (English version)", """\
Dear Ms Santos,

As the buyer for Santos Tecidos Afro, you asked for our price list in Portuguese or English; I attach the English version here, with prices for adire eleko in 2-yard pieces and 10-yard lengths.

Eleko is our most labour-intensive cloth: cassava paste is painted or stencilled onto the cotton and left to dry, and the cloth is dyed in indigo before the paste is scraped off. Lead time is four weeks for up to 300 pieces.

Best regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "English reply to the note's request (price list in Portuguese or English; eleko); "
         "the recorded Portuguese title translated (the buyer); company without Ltda.",
         Edit("title_wrong", "body", "As the buyer for Santos Tecidos Afro", "As the sales manager of Santos Tecidos Afro",
              "Compradora", "a sales manager's title for the buyer", found="sales manager")),
    # N047 P010: follow-up on the samples sent ---------------------------------------------------
    Mail("P010", "s1", "Suivi – vos échantillons d'adire", """\
Bonjour Madame Delisle,

D'après le suivi DHL, les huit coupons d'adire oniko que vous aviez demandés ont été livrés hier chez Tissus Delisle. J'espère que les motifs correspondent à ce que vous recherchiez.

Si certains vous plaisent, je peux vous indiquer les quantités disponibles pour chacun, en pièces de 2 verges ou en longueurs de 10 verges, et vous envoyer un devis.

Bonne journée,

Folasade Ogunleye
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "French follow-up on the writer's own sample shipment (N010; the note's oniko); "
         "company without inc.",
         Edit("note_wrong", "body", "coupons d'adire oniko que vous aviez demandés",
              "coupons d'adire eleko que vous aviez demandés", "échantillons d'adire oniko",
              "the request misquoted: eleko (another buyer's wish) for the oniko the note asks",
              found="adire eleko")),
    # N048 P011: alternative first e-mail, reply to the note --------------------------------------
    Mail("P011", "s1", "Documents for a first smoked catfish order", """\
Dear Mr Hussain,

Following your request, I have put together the documents Hussain World Foods Ltd will need before a first order of our smoked catfish:

1. A specimen export health certificate (fishery products) from the Federal Department of Fisheries
2. Our establishment approval number
3. Shelf-life study: 12 months ambient, three batches
4. Certificate of analysis: moisture, PAH and microbiology

I hope these make it easy for your port health agent to say yes. Please tell me if Hussain World Foods works with a particular importer of record, and I will copy them in.

Best regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited""",
         "English reply to the note's need (port health paperwork, shelf-life data); company "
         "in full and short; a numbered list; PAH",
         Edit("company_missing", "body", "Hussain World Foods Ltd", "your company",
              "Hussain World Foods Ltd", "every mention of the company replaced by 'your company'",
              every=True, more=[("Hussain World Foods", "your company")])),
    # N049 P013: follow-up on the writer's own e-mail --------------------------------------------
    Mail("P013", "s1", "Follow-up: approval number and first pallet", """\
Dear Mr Van Dessel,

I am following up on my e-mail after Seafood Expo Global with our establishment approval number. Has your customs agent been able to check it in TRACES?

If everything is in order, we can reserve space for a mixed pallet for Van Dessel Exotic Foods on the next sailing to Antwerp, in about two weeks. I would only need your confirmation of the carton mix (whole fish and pieces).

Kind regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "English follow-up on the writer's own e-mail (N013) to a Flemish buyer; Mr + 'Van "
         "Dessel' (particle kept); company without BV; TRACES, Antwerp",
         Edit("artifact", "subject", "approval number and first pallet", "approval number and and first pallet",
              "and", "a doubled word in the subject", found="and and")),
    # N050 P015: follow-up on the quote -----------------------------------------------------------
    Mail("P015", "s1", "Sollecito offerta pesce gatto affumicato – CIF Genova", """\
Gentile Sig.ra Toldo,

Le scrivo per sapere se ha avuto modo di valutare la nostra offerta per 200 cartoni di pesce gatto affumicato, CIF Genova. Il prezzo resta valido fino alla fine del mese.

Per la vendita in Italia possiamo anche preparare un'etichetta in italiano con tutte le indicazioni obbligatorie, senza costi aggiuntivi.

Resto a disposizione per qualsiasi chiarimento.

Cordiali saluti,
Folasade Ogunleye
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "Italian follow-up on the writer's own quote (N015); Sig.ra + family name; no company "
         "name at all (a follow-up to a known contact)",
         Edit("country_wrong", "body", "Per la vendita in Italia possiamo", "Per la vendita in Svizzera possiamo",
              "Italy", "the buyer's market named as Switzerland (where Italian is also written)",
              found="Svizzera")),
    # N051 P016: alternative first e-mail, reply to the note --------------------------------------
    Mail("P016", "s2", "Private-label Taif rose water, 250 ml", """\
Dear Mr Saud,

Further to our conversation at Beautyworld Middle East, I am pleased to confirm that we can supply Taif rose water in 250 ml bottles under your own label.

For شركة المهيدب للعطور ذ.م.م we would suggest a 250 ml amber PET bottle with a fine-mist sprayer, filled in Taif from this season's distillation. The minimum is 5,000 bottles per design; you approve the artwork before printing, and delivery to Dubai by road takes about five days from dispatch.

I will send a sample bottle with a blank label this week.

Kind regards,
Abdulrahman Al-Thubaiti
International Sales Manager
Al-Hada Trading Est., Taif
+966 12 555 0193""",
         "English reply to the note (Beautyworld Middle East; 250 ml, private label); Gulf "
         "style Mr + given name (سعود = Saud) romanised; the Arabic company with ذ.م.م inside "
         "an English sentence",
         Edit("company_foreign", "body", "For شركة المهيدب للعطور ذ.م.م we would",
              "For Azlina Wangian Sdn. Bhd. we would", "شركة المهيدب للعطور ذ.م.م",
              "another rose-water buyer's company of this set (the Malaysian one)",
              found="Azlina Wangian Sdn. Bhd.")),
    # N052 P018: follow-up on the writer's own e-mail --------------------------------------------
    Mail("P018", "s2", "Lot certificate for your JAKIM check", """\
Dear Puan Nor Azlina,

As promised in my last e-mail, I attach a copy of the halal certificate for our most recent lot of Taif rose water (lot TRW-0425), with the batch number as it appears on the bottles and drums. Your team can use it to check the certifying body with JAKIM before placing an order with Al-Hada Trading.

If the check is positive, I would be happy to prepare a quotation CIF Port Klang for Azlina Wangian.

Warm regards,
Abdulrahman Al-Thubaiti
Al-Hada Trading Est.
Taif, Saudi Arabia
Tel. +966 12 555 0193""",
         "English follow-up on the writer's own e-mail (N018; the note's JAKIM need); Puan + "
         "given name; the buyer's company short; the sender's company short in the text",
         Edit("sender_wrong", "body", "Tel. +966 12 555 0193", "Tel. +966 12 555 0913",
              "+966 12 555 0193", "the sender's phone with two digits swapped",
              found="+966 12 555 0913")),
    # N053 P019: alternative first e-mail, reply to the note --------------------------------------
    Mail("P019", "s2", "PP homopolymer MFI 12 for injection moulding", """\
Dear Mr Cheng,

Thank you for visiting us at Chinaplas in Shanghai. You mentioned that 宁波程氏塑业有限公司 is looking for a homopolymer polypropylene of about MFI 12 for injection moulding.

Our PP homopolymer injection grade has an MFI of 12 g/10 min (230 °C/2.16 kg), good stiffness and a narrow molecular weight distribution for thin-walled parts. It is packed in 25 kg bags, 24.75 t per 40-foot container, and we can ship CFR Ningbo from Jeddah.

The TDS and MSDS are attached; a 5 kg sample is ready to go if your moulding team would like to run a trial.

Best regards,
Abdulrahman Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
+966 12 555 0193""",
         "English reply to the note (Chinaplas, Shanghai; MFI 12 homopolymer for injection "
         "moulding); 程 romanised (Mr Cheng); the Chinese company inside English",
         Edit("company_misspelled", "body", "that 宁波程氏塑业有限公司 is", "that 宁波成氏塑业有限公司 is",
              "宁波程氏塑业有限公司", "a homophone character (成 for 程) in the company",
              found="宁波成氏塑业有限公司")),
    # N054 P022: alternative first e-mail, reply to the note --------------------------------------
    Mail("P022", "s2", "Camel milk powder sample tin and certificates", """\
Dear Ms Chung,

Thank you for your enquiry. As you asked, we will send a 400 g sample tin of our full-cream camel milk powder to 鍾氏健康食品有限公司 by courier this week, together with copies of our halal and HACCP certificates.

The powder is spray-dried at low temperature from camel milk collected on partner farms in western Saudi Arabia, has no added sugar and keeps for 24 months. Besides tins, we can supply 25 kg bags for repacking under your own brand.

Best regards,
Abdulrahman Saeed Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
+966 12 555 0193""",
         "English reply to the note's request (sample tin, halal and HACCP certificates); 鍾 "
         "romanised the Taiwanese way (Ms Chung); the Chinese company inside English",
         Edit("contact_wrong", "body", "Dear Ms Chung,", "Dear Ms Chang,", "鍾秀英",
              "another family name (Chang, 張) in the greeting", found="Chang")),
    # N055 P025: alternative first e-mail, reply to the note --------------------------------------
    Mail("P025", "s3", "Bryndza – balení 125 g a 5 kg", """\
Dobrý den, paní Králová,

děkuji za setkání na veletrhu Salima. Jako nákupčí jste se ptala na bryndzu ve dvou baleních – vaničky po 125 g pro maloobchod a bloky po 5 kg pro gastro. Obojí vyrábíme:

- vanička 125 g, 12 ks v kartonu, trvanlivost 28 dní
- blok 5 kg ve vakuu, trvanlivost 35 dní

Ceník DAP Česká republika posílám v příloze. Vzorky vám můžeme poslat chlazenou dopravou hned příští týden.

S pozdravem
Lucia Hrnčiarová
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "Czech reply to the note (Salima; 125 g tubs and 5 kg blocks); the recorded title "
         "(nákupčí) inside a Czech sentence; no company of the buyer named",
         Edit("title_wrong", "body", "Jako nákupčí jste se ptala", "Jako obchodní ředitelka jste se ptala",
              "Nákupčí", "a sales director's title for the buyer", found="obchodní ředitelka")),
    # N056 P029: alternative first e-mail, reply to the note --------------------------------------
    Mail("P029", "s3", "Kosher certificates for our spa wafers", """\
Dear Ms Erez,

You mentioned at ISM that ארז מתוקים בע"מ needs a kosher certificate, OU or Badatz, for every product. I am happy to confirm that all four flavours of our spa wafers are certified by the OU: hazelnut, cocoa and vanilla as OU-D, lemon as OU pareve. The certificate names each product, and a copy goes with every shipment.

I attach the current certificate and our export price list, CIF Ashdod.

Kind regards,
Lucia Hrnčiarová
Export Manager
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "English reply to the note (ISM; kosher, OU or Badatz); the Hebrew family name "
         "romanised (Ms Erez); the Hebrew company inside English",
         Edit("company_foreign", "body", "that ארז מתוקים בע\"מ needs", "that Pavlíček Cukrovinky s.r.o. needs",
              "ארז מתוקים בע\"מ", "another spa-wafer buyer's company of this set (the Czech one)",
              found="Pavlíček Cukrovinky s.r.o.")),
    # N057 P031: alternative first e-mail, reply to the note --------------------------------------
    Mail("P031", "s3", "Blue-and-white majolica for 상현리빙", """\
Dear Mr Lee,

It was a pleasure to meet you at Maison&Objet in Paris. You were interested in our blue-and-white majolica tableware, so I have put together a selection for 주식회사 상현리빙: dinner and side plates, pasta bowls, mugs and a jug, all hand-painted in Modra with lead-free glazes.

Because every piece is painted by hand, the pattern varies slightly from piece to piece, which many of our customers see as part of its charm. We can ship a mixed first order of 200 pieces CIF Busan.

Best regards,
Lucia Hrnčiarová
Export Manager, Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slovakia""",
         "English reply to the note (Maison&Objet, Paris; blue-and-white majolica tableware); "
         "이 romanised Lee; the company in Hangul, short in the subject and with 주식회사 in the "
         "body",
         Edit("company_missing", "body", "주식회사 상현리빙", "your company", "주식회사 상현리빙",
              "every mention of the company replaced by 'your company'", every=True,
              more=[("상현리빙", "your company")])),
    # N058 P034: follow-up on the samples sent ---------------------------------------------------
    Mail("P034", "s4", "Following up: canarium kernel samples", """\
Hi Carolyn,

I hope the two 1 kg sample bags of raw and dry-roasted canarium kernels reached Gonzalez Nut Co. safely last week. Have you had a chance to taste them?

If the roast isn't quite what you need, we can adjust it: some of our customers prefer a lighter roast for mixing with other nuts, others a darker one for snacking.

Our next container leaves Luganville for Brisbane at the end of the month, so an order confirmed in the next two weeks could travel on it.

Best,
Nelly

Nelly Molisa | Export Officer | Sarakata Island Produce Ltd""",
         "English follow-up on the writer's own samples (N034; raw and dry-roasted as the note "
         "asks); first names; company without Pty Ltd",
         Edit("category_wrong", "body", "raw and dry-roasted canarium kernels", "raw and dry-roasted macadamia kernels",
              "canarium nuts", "a neighbouring nut (macadamia) named as the samples",
              found="macadamia kernels")),
    # N059 P037: alternative first e-mail, reply to the note --------------------------------------
    Mail("P037", "s4", "Tamanu oil – COSMOS certificate and SDS", """\
Dear Mr Leroy,

Thank you for your enquiry about our tamanu oil. As requested, please find attached our COSMOS Organic certificate and the safety data sheet in the EU format.

Our oil is cold-pressed from Calophyllum inophyllum nuts gathered on Espiritu Santo and only filtered, so it keeps its deep green colour, well suited to the organic-pharmacy formulations of Laboratoires Leroy. We supply 1 kg cans and 20 kg drums, each lot with a certificate of analysis.

Kind regards,
Nelly Tabi Molisa
Export Officer
Sarakata Island Produce Ltd
Luganville, Vanuatu
+678 553 6214""",
         "English reply to the note's request (COSMOS certificate, SDS; organic pharmacies); "
         "company without SAS",
         Edit("note_wrong", "body", "Thank you for your enquiry about our tamanu oil.",
              "Thank you for visiting our stand at in-cosmetics Global in Paris.",
              "(the note records a request, no fair)",
              "a fair meeting claimed for a buyer whose note records none",
              found="in-cosmetics Global in Paris")),
    # N060 P038: alternative first e-mail, reply to the note --------------------------------------
    Mail("P038", "s4", "Tamanu oil packs for your spa range", """\
Dear Khun Piyanuch,

Following our meeting at in-cosmetics Asia, here is a short summary of the tamanu oil packs you asked about: 1 kg HDPE bottles (10 per carton) and 20 kg HDPE jerrycans. Both contain the same cold-pressed, unrefined oil from Espiritu Santo.

For shipments to Thailand we quote CIF Laem Chabang; the lead time is about five weeks from order, including transhipment in Singapore.

Kind regards,
Nelly Molisa
Export Officer
Sarakata Island Produce Ltd
+678 553 6214""",
         "English reply to the note (in-cosmetics Asia; 1 kg and 20 kg packs); Khun + the "
         "given name romanised; no company of the buyer named; Singapore as a transhipment port",
         Edit("country_wrong", "body", "For shipments to Thailand we", "For shipments to Malaysia we",
              "Thailand", "the buyer's country written as a neighbour", found="Malaysia")),
]
