"""Natural e-mails N041-N060 (second e-mails to 20 buyers), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("s1", "P001",
         "Re: Prijslijst Crémant de Luxembourg brut en rosé",
         """Dear Ms Pauwels,

A short follow-up on the price list I sent after Wine Paris. Our growers have just disgorged a new lot of the rosé, so I can now confirm delivery within three weeks of your order, for any quantity from one pallet.

For a wine merchant in Belgium like Wijnhuis Pauwels, we deliver duty paid, with the Belgian excise stamps and the back labels in Dutch and French already applied.

Is there anything else you need from me before you decide on a first order?

Best regards,
Tessy
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "follow-up on the writer's own price list, in English under the Dutch subject of her first "
         "e-mail: the fair the note names; the sender signs with her given name only",
         Twin("country_wrong", "For a wine merchant in Belgium like", "For a wine merchant in the Netherlands like",
              "Belgium", "the buyer's country replaced by its neighbour", found="the Netherlands")),
    Mail("s1", "P003",
         "Crémant samples for Williams & Hale – did they arrive?",
         """Dear Bethany,

I hope the two bottles of Crémant de Luxembourg (brut and rosé) reached you safely last week. I'd be very interested to hear what you and your team at Williams & Hale think of them, particularly the rosé, which has done well with independent merchants.

If they fit your range, I can hold an allocation of 60 cases for a first UK shipment in time for the Christmas trade.

Best wishes,
Tessy Kieffer-Goergen
Export Sales Manager, Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "follow-up on the writer's own samples, in English: 'Dear Bethany'; company short (Williams & "
         "Hale) in subject and body",
         Twin("company_misspelled", "for Williams & Hale –", "for Williams & Hail –",
              "Williams & Hale Wine Merchants Ltd", "a homophone in the company name, in the subject",
              part="subject", found="Williams & Hail")),
    Mail("s1", "P004",
         "Your sample case of Crémant de Luxembourg brut",
         """Dear Mr Sędek,

Thank you for asking for a sample case of our Crémant de Luxembourg brut. The case (six bottles, 75 cl) is packed and can leave Remich on Monday by courier; it should reach Sędek Wina Sp. z o.o. within three working days.

The brut is a blend of Auxerrois, Pinot Blanc and Riesling, with 12 months on the lees and a dosage of 8 g/l. I will put the technical sheet and our DAP Poland price list in the box.

Please confirm the delivery address and a phone number for the courier.

Kind regards,
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, a second, English answer to the note's request (English is the note's other "
         "language): family name with its ogonek; the company in full with Sp. z o.o.",
         Twin("note_wrong", "Thank you for asking for a sample case", "Thank you for asking, at ProWein, for a sample case",
              "Asked for a sample case of crémant brut; prefers e-mails in Polish or English.",
              "a fair meeting claimed that the note does not record", found="at ProWein")),
    Mail("s1", "P006",
         "Angebot Mirabellenbrand 50 cl – kurze Nachfrage",
         """Hallo Herr Huhn,

ich wollte kurz nachfragen, ob Sie unser Angebot für den Mirabellenbrand in der 50-cl-Flasche erhalten haben. Wir könnten die erste Lieferung an Spirituosen Huhn noch vor dem Weihnachtsgeschäft einplanen, wenn die Bestellung bis Ende des Monats bei uns ist.

Falls Ihnen der Preis pro Flasche zu hoch erscheint, können wir über eine größere Menge oder eine gemischte Palette mit unserem Crémant sprechen.

Viele Grüße aus Remich
Tessy Kieffer-Goergen
Miselerland Handel S.à r.l.
Tel. +352 23 69 81 47""",
         "follow-up on the writer's own offer, in German ('Hallo Herr Huhn'): the note's 50 cl "
         "bottle; the sender's other product (Crémant) offered alongside, which s1 sells",
         Twin("company_missing", "an Spirituosen Huhn noch", "an Ihr Unternehmen noch", "Spirituosen Huhn GmbH",
              "the one mention of the company replaced by 'Ihr Unternehmen'", found="Ihr Unternehmen")),
    Mail("s1", "P008",
         "Votre demande : fiche technique et échantillon 20 cl",
         """Bonjour Monsieur Aebi,

En tant que responsable des achats d'Aebi Distillerie & Négoce, vous m'avez demandé la fiche technique de notre eau-de-vie de mirabelle et un échantillon de 20 cl. Les voici : la fiche (42 % vol., lot MIR-2024-07) est en pièce jointe, et l'échantillon vous parviendra par colis en fin de semaine.

Belle journée,

Tessy Kieffer-Goergen
Miselerland Handel S.à r.l.
Remich – Luxembourg""",
         "first e-mail, a second, shorter answer to the note's request, in French: the recorded title "
         "in lower case inside the sentence; company elided and without SA",
         Twin("title_wrong", "En tant que responsable des achats d'", "En tant que directeur commercial d'",
              "Responsable des achats", "the buyer made a sales director", found="directeur commercial")),
    Mail("s1", "P010",
         "Label approval – anything missing?",
         """Dear Ms Hong,

I'm following up on the documents I sent for the Korean label approval of our mirabelle eau-de-vie. Has the customs broker of 주식회사 홍스피릿 had a chance to look at them? If the MFDS asks for a Korean translation of the certificate of analysis, our distillery can have it done within a week.

Once the label is approved, we can ship the first pallet from Antwerp to Busan; the voyage takes about five weeks.

Best regards,
Tessy Kieffer-Goergen
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "follow-up on the writer's own documents, in English: 'Ms Hong' (홍 romanised); the company "
         "in Hangul inside English; MFDS, Antwerp, Busan",
         Twin("category_wrong", "label approval of our mirabelle eau-de-vie.", "label approval of our quetsch eau-de-vie.",
              "mirabelle eau-de-vie", "the mirabelle spirit replaced by the Luxembourg plum spirit",
              found="quetsch eau-de-vie")),
    Mail("s1", "P011",
         "AZ sheet piles – price per tonne",
         """Dear Maurits,

As requested at bauma, our price for AZ sheet piles for the Rotterdam quay wall: EUR 1,085 per tonne for AZ 26-700 in S355GP, delivered to site on trucks, lengths up to 24 m. Longer piles are possible by barge.

We would be happy to work with Kamper Funderingstechniek B.V. on this project; please send me the tonnage so that I can reserve rolling capacity.

Regards,
Tessy Kieffer-Goergen
Miselerland Handel S.à r.l. | Remich, Luxembourg | +352 23 69 81 47""",
         "first e-mail, a second, shorter answer to the note's request (price per tonne for AZ "
         "profiles, Rotterdam quay wall) after the fair it names, in English: 'Dear Maurits'",
         Twin("company_foreign", "work with Kamper Funderingstechniek B.V. on", "work with Marchand Noten B.V. on",
              "Kamper Funderingstechniek B.V.", "another Dutch buyer's company of this set",
              found="Marchand Noten B.V.")),
    Mail("s1", "P013",
         "EN 10248 sheet piles – certificates for your Port Said East tender",
         """Dear Mr Hesham El-Sherbiny,

Thank you for your message about the quay tender at Port Said East. Our steel sheet piles are produced to EN 10248-1 and -2, and every delivery carries EN 10204 type 3.1 mill certificates issued by the rolling mill in Luxembourg. We can also arrange third-party inspection by Bureau Veritas or SGS if the tender requires it.

Please let me know the sections and quantities in the bill of quantities, and the tender's closing date, so that we can send a priced offer in time.

Best regards,
Tessy Kieffer-Goergen
Responsable des ventes export
Miselerland Handel S.à r.l.
+352 23 69 81 47""",
         "first e-mail, a second answer to the note's request, in English: the Arabic name "
         "romanised in full (Hesham El-Sherbiny); Bureau Veritas, SGS",
         Twin("contact_wrong", "Dear Mr Hesham El-Sherbiny,", "Dear Mr Sherif El-Sherbiny,", "هشام الشربيني",
              "another Egyptian given name in the greeting", found="Sherif")),
    Mail("s2", "P016",
         "Lump crab meat samples on their way",
         """Hi Richard,

Quick update: the samples of pasteurised lump crab meat (six 1 lb cans) left Bahrain today by air courier, packed with gel ice; the tracking number is on the attached invoice. They should reach Wilson Seafood Distributors by Thursday.

Once you've tried them, let's talk about a trial container. If it's easier, call me on +973 1746 2250.

Best,
Layla
Khor Hidd Trading W.L.L.""",
         "follow-up on the writer's own samples, in English: the note's 1 lb cans; company without "
         "', Inc.'; the sender's phone in the text",
         Twin("sender_wrong", "call me on +973 1746 2250.", "call me on +973 1764 2250.", "+973 1746 2250",
              "two digits of the sender's phone swapped", found="+973 1764 2250")),
    Mail("s2", "P018",
         "Crab meat samples and HACCP certificate for 林記水產",
         """Dear Ms Lin,

Thank you for asking for samples of our pasteurised crab meat and for our HACCP certificate. The certificate is attached, together with our plant's latest audit summary. The samples, two cans each of lump and claw meat, will go to Taiwan by chilled air freight next week; could you give me the delivery address and the name of the person who will receive them?

Kind regards,
Layla Bucheeri
Business Development Manager - Exports
Khor Hidd Trading W.L.L.
Hidd, Bahrain | +973 1746 2250""",
         "first e-mail, a second, English answer to the note's request: 'Ms Lin' (林 romanised); the "
         "company as the Chinese short form in the subject",
         Twin("note_wrong", "Thank you for asking for samples",
              "Thank you for visiting our booth at Seafood Expo Asia and asking for samples",
              "Asked for samples and the HACCP certificate.",
              "a fair meeting claimed that the note does not record",
              found="visiting our booth at Seafood Expo Asia")),
    Mail("s2", "P021",
         "Incense burners for your hotel customers in Dubai",
         """Dear Humaid,

I'm Layla from Khor Hidd Trading in Bahrain. For your hotel and majlis fit-out customers in Dubai I've selected three A'ali incense burners that suit lobbies and guest rooms. All are hand-thrown in Bahrain and can carry a hotel's logo. Photos and prices are in the attached PDF.

Warm regards,
Layla Bucheeri
Khor Hidd Trading W.L.L.""",
         "first e-mail, a second, shorter introduction in English that uses the note's customers "
         "without the fair: 'Dear Humaid'; the sender's company without W.L.L. in the text",
         Twin("artifact", "Photos and prices are in the attached PDF.",
              "Photos and prices are in the attached PDF. Photos and prices are in the attached PDF.",
              "Photos and prices are in the attached PDF.", "a repeated sentence",
              found="Photos and prices are in the attached PDF. Photos and prices are in the attached PDF.")),
    Mail("s2", "P022",
         "Ammonia offer, CFR Kandla",
         """Dear Mr Chopra,

Further to your request, we can offer refrigerated anhydrous ammonia in lots of 5,000 t, CFR Kandla, at USD 445 per tonne, loading from Sitra in the second half of next month. The offer to चोपरा फर्टिलाइज़र्स is valid until Friday.

Regards,
Layla Bucheeri
Khor Hidd Trading W.L.L.
+973 1746 2250""",
         "first e-mail, a second, shorter answer to the note's request, in English: 'Mr Chopra' "
         "(चोपरा romanised); the company in Devanagari without प्राइवेट लिमिटेड",
         Twin("company_foreign", "The offer to चोपरा फर्टिलाइज़र्स is", "The offer to Sakarya Gübre Sanayi is",
              "चोपरा फर्टिलाइज़र्स प्राइवेट लिमिटेड", "another buyer's company of this set, same category",
              found="Sakarya Gübre Sanayi")),
    Mail("s3", "P024",
         "IATF certificate and next steps – seat covers",
         """Dear Ms Gertz,

I hope you received the IATF 16949 certificate I sent after Automechanika. Our engineers would now like to quote your seat covers from real parts: if you can send us one set of the model you are sourcing, we will make a first-article sample in four weeks, at our cost.

Kind regards,
Vilayphone Sisouphanh
Head of Export Section
Banghiang Savan Import-Export Co., Ltd.""",
         "follow-up on the writer's own certificate e-mail, in English: the note's fair (short name) "
         "and certificate; no company named",
         Twin("category_wrong", "to quote your seat covers from", "to quote your floor mats from",
              "automotive seat covers", "seat covers replaced by a neighbouring interior part",
              found="floor mats")),
    Mail("s3", "P026",
         "Sus muestras de fundas de piel sintética",
         """Hola, Dolores:

Gracias por su interés en INA PAACE Automechanika. Ya preparamos las muestras de fundas de piel sintética que nos pidió; salen mañana de Savannakhet por DHL y deberían llegar a México en una semana. Incluyen la ficha técnica del material (espesor 1,2 mm, resistencia a la abrasión Martindale de 50.000 ciclos).

Un saludo,
Vilayphone
Banghiang Savan Import-Export Co., Ltd.""",
         "first e-mail, a second, shorter answer to the note's request, in Spanish: 'Hola, Dolores:' "
         "with usted; the fair by its short name; no company of the buyer named",
         Twin("country_wrong", "deberían llegar a México en", "deberían llegar a Guatemala en", "Mexico",
              "the buyer's country replaced by its neighbour", found="Guatemala")),
    Mail("s3", "P031",
         "Lao-Lao rice spirit with Chinese back labels",
         """Dear Ms Zhang,

Following our meeting at the China Food & Drinks Fair in Chengdu, I confirm that we can apply Chinese back labels on our bottling line in Savannakhet before shipment. For the label we need the importer's name and address in Chinese; if 昆明张氏酒业有限公司 is the importer of record, we will use its details.

Our Lao-Lao is distilled from glutinous rice, 40% vol., in 500 ml bottles, 12 per carton.

Best regards,
Vilayphone Sisouphanh
Banghiang Savan Import-Export Co., Ltd.
+856 41 252 318""",
         "first e-mail, a second, English answer to the note's request after the fair it names: "
         "'Ms Zhang' (张 romanised); the company in Chinese in full inside English",
         Twin("company_missing", "if 昆明张氏酒业有限公司 is the importer", "if your company is the importer",
              "昆明张氏酒业有限公司", "the one mention of the company replaced by 'your company'",
              found="your company")),
    Mail("s4", "P032",
         "Palo santo oil sample – your feedback?",
         """Shalom Noa,

I wanted to check whether the 30 ml sample of palo santo essential oil and the kosher certificate reached אלבז ארומה. If your team would like a second sample from a different lot, for comparison, I can send it this week.

Best regards,
Carina Friesen
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "follow-up on the writer's own sample, in English as the note prefers: the note's kosher "
         "certificate; the company in Hebrew inside English",
         Twin("artifact", "sample of palo santo essential oil", "sample of palo santosanto essential oil",
              "palo santo essential oil", "a stuttered, fused word", found="santosanto")),
    Mail("s4", "P034",
         "CITES documents for palo santo oil",
         """Dear Joel,

Following our conversation at in-cosmetics Global in Barcelona: Bulnesia sarmientoi is listed in CITES Appendix II, and in the EU in Annex B, so Aromas Badía will need an import permit from the Spanish CITES authority in addition to our Paraguayan export permit. I have attached a sample export permit and a copy of our legal-origin certificate for the wood.

Kind regards,
Carina Friesen
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.""",
         "first e-mail, a second, English answer to the note's question after the fair it names: "
         "'Dear Joel'; company without S.L.",
         Twin("company_foreign", "so Aromas Badía will need", "so Scalfaro Essenze will need",
              "Aromas Badía S.L.", "another buyer's company of this set, same category",
              found="Scalfaro Essenze")),
    Mail("s4", "P036",
         "Blanched peanuts – aflatoxin reports per lot",
         """Dear Mr Marchand,

It was good meeting you at SIAL Paris. To answer your question: each lot of blanched peanuts we ship to Marchand Noten comes with its own aflatoxin report (B1 and total B1+B2+G1+G2) from an ISO 17025 accredited laboratory, and the certificate number is printed on every big bag label.

I can send you the reports of our last three export lots so that you can see the typical values.

Kind regards,
Carina Friesen Giesbrecht
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
Filadelfia, Paraguay
+595 491 432 170
carina.friesen@chacoboqueron.com.py""",
         "first e-mail, a second, English answer to the note's need after the fair it names: 'Mr "
         "Marchand' (a French-looking Dutch family name); company short",
         Twin("sender_wrong", "Chaco Boquerón Agronegocios S.A.\n", "Chaco Boquerón Agronegocios S.R.L.\n",
              "Chaco Boquerón Agronegocios S.A.", "the sender's legal form replaced by another",
              found="Chaco Boquerón Agronegocios S.R.L.")),
    Mail("s4", "P038",
         "Beef tongues offer for ООО «Веселов Мясоторг»",
         """Dear Mr Veselov,

I am following up on my e-mail after Prodexpo. Our plant is on the Rosselkhoznadzor list, and I attach our offer for ООО «Веселов Мясоторг»: frozen beef tongues, Swiss cut, 20 kg cartons, CFR St Petersburg, first shipment possible within six weeks of your order.

Best regards,
Carina Friesen
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "follow-up on the writer's own e-mail, in English: 'Mr Veselov' (romanised); the company in "
         "Cyrillic with ООО in subject and body",
         Twin("company_missing", "our offer for ООО «Веселов Мясоторг»:", "our offer for your company:",
              "ООО «Веселов Мясоторг»",
              "every mention of the company (subject and body) replaced by 'your company'",
              found="your company",
              also=(("subject", "for ООО «Веселов Мясоторг»", "for your company"),))),
    Mail("s4", "P039",
         "パラグアイ産冷凍牛タンのご案内",
         """太田食肉株式会社
仕入部長　太田裕太様

はじめてご連絡いたします。パラグアイ・フィラデルフィアのChaco Boquerón Agronegocios S.A.で海外営業を担当しておりますカリーナ・フリーセンと申します。

弊社ではチャコ地方の牧草肥育牛の冷凍牛タン（スイスカット、真空包装、20kgケース）を輸出しております。日本向けの輸入条件が整い次第、サンプルと価格表をお送りしたく存じます。

ご検討のほど、よろしくお願い申し上げます。

Carina Friesen（カリーナ・フリーセン）
Jefa de Ventas Internacionales
Chaco Boquerón Agronegocios S.A.
+595 491 432 170""",
         "first e-mail, a second, Japanese introduction: the address block with company, title and "
         "name (without the record's space, with 様); the category as 冷凍牛タン; the sender in "
         "katakana and Latin",
         Twin("contact_wrong", "仕入部長　太田裕太様", "仕入部長　太田裕介様", "太田 裕太",
              "a near-miss given name", found="太田裕介")),
]
