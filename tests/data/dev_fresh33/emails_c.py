"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups, 8 other first e-mails),
each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Following up – price list for Freitas & Filhos",
         """Dear Mr Freitas,

I'm following up on the price list for graúdo and especial salted cod that I sent after Conxemar. Have you had a chance to look at it?

Our next production run starts in three weeks, so if Freitas & Filhos would like a trial order or the two sample cartons, now would be a good time to reserve them. The prices hold until the end of the month.

Best regards,
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur
Klaksvík, Faroe Islands
+298 456 712""",
         "follow-up on the writer's own price list; English to a Portuguese buyer; Mr + family name; "
         "the note's fair and sizes; company without Lda.",
         Twin("company_missing", "body", "so if Freitas & Filhos would like", "so if your company would like",
              "Freitas & Filhos, Lda.", "every mention of the company replaced by generic wording",
              found="your company",
              also=(("Following up – price list for Freitas & Filhos", "Following up – price list for your company"),))),

    Mail("P003", "s1",
         "Bacalhau das Ilhas Faroé – ficha técnica e habilitação MAPA",
         """Olá, Emanuel,

Respondendo ao seu pedido, anexo a ficha técnica do nosso bacalhau salgado seco (Gadus morhua) e a documentação da nossa habilitação no MAPA.

Em resumo: cura tradicional, umidade máxima de 47%, caixas de 25 kg, tamanhos de 1 kg a mais de 3 kg. Embarcamos em contêineres de 40 pés para Santos.

Espero que seja o início de uma boa parceria com a Da Paz Pescados.

Abraço,
Rannvá

Rannvá Dam Jacobsen · Sp/f Norðoya Fiskavørur · +298 456 712""",
         "another, shorter first e-mail answering the Portuguese note's requests; informal Brazilian "
         "Portuguese (Olá, Abraço); company short form with an article",
         Twin("company_misspelled", "body", "parceria com a Da Paz Pescados.", "parceria com a Da Paz Pecados.",
              "Da Paz Pescados Importadora Ltda.", "a lost s (Pecados)", found="Da Paz Pecados")),

    Mail("P005", "s1",
         "Re: Μπακαλιάρος παστός for 25 March",
         """Αγαπητέ κύριε Κίσσα,

A short follow-up on my e-mail about delivery to Piraeus by mid-February. The last container that can reach Piraeus in time leaves Klaksvík in the first week of January, so I would need your sizes and quantities by the end of December.

Shall I keep space on it for Κίσσας Αλιεύματα?

Με εκτίμηση,
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur""",
         "follow-up on the writer's own e-mail; English with the Greek vocative greeting and closing; "
         "company in Greek script without Α.Ε.; the note's dates",
         Twin("artifact", "body", "Αγαπητέ κύριε Κίσσα,", "Αγαπητέ κύριε {last_name},", "Κίσσα",
              "a template placeholder left in the greeting", found="{last_name}")),

    Mail("P006", "s1",
         "Nachfrage: Seelachsfilets und MSC-Zertifikat",
         """Sehr geehrter Herr Rädel,

ich wollte kurz nachfragen, ob das MSC-Zertifikat, das ich Ihnen nach der Fish International geschickt habe, gut angekommen ist und ob Sie schon Mengen für unsere Seelachsfilets planen.

Gerne schicken wir Ihnen vorab eine Probepalette mit 7,5-kg-Blöcken per Kühl-Lkw.

Mit freundlichen Grüßen
Rannvá Dam Jacobsen
Exportleiterin
Sp/f Norðoya Fiskavørur
Tel. +298 456 712""",
         "follow-up on the writer's own certificate e-mail; German; the note's fair and certificate",
         Twin("contact_wrong", "body", "Sehr geehrter Herr Rädel,", "Sehr geehrter Herr Radler,", "Pedro Rädel",
              "a near-miss family name in the greeting", found="Herr Radler")),

    Mail("P008", "s1",
         "Saithe blocks for Słupsk – spec sheet",
         """Dear Mr Niebudek,

Thank you for asking about our interleaved saithe fillet blocks. In short: skinless, boneless Pollachius virens fillets, interleaved in 7.5 kg blocks and frozen at −35 °C. The full specification sheet, with the fillet size grades and the carton marking, is attached.

If the specification fits your line in Słupsk, we can send a trial pallet by truck to Poland within two weeks.

Kind regards,
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur
+298 456 712""",
         "another, shorter first e-mail answering the note's request; English; Mr + family name; "
         "Słupsk; company not named",
         Twin("category_wrong", "body", "our interleaved saithe fillet blocks",
              "our interleaved Alaska pollock fillet blocks", "frozen saithe fillets",
              "Alaska pollock, the neighbouring whitefish", found="Alaska pollock")),

    Mail("P009", "s1",
         "Re: Frozen saithe fillets from the Faroe Islands",
         """Hi Glenn,

Following up on my e-mail of last week about our saithe fillets. I know it's a busy time, so just a quick note: we have a trial lot of skinless, boneless fillets ready to ship to Immingham next week, if Jones & Wood Seafoods would like to test them.

Thanks,
Rannvá

Rannvá Dam Jacobsen | Sp/f Norðoya Fiskavørur | +298 456 712""",
         "follow-up on the writer's own cold e-mail; informal British English (Hi, Thanks); company "
         "without Ltd",
         Twin("note_wrong", "body", "Following up on my e-mail of last week about",
              "Following up on our chat at Seafood Expo Global in Barcelona about",
              "no meeting (the buyer has no note)",
              "a fair meeting claimed for a buyer whose record holds none",
              found="our chat at Seafood Expo Global in Barcelona")),

    Mail("P011", "s1",
         "回复：20公斤冻块蓝鳕鱼规格",
         """周经理：

您好！关于您询问的包装，我们的整条冷冻蓝鳕鱼采用每箱20公斤的冻块，内衬塑料袋，外箱为五层瓦楞纸箱，适合青岛周氏水产有限公司再加工使用。

规格：全长18–25厘米，零下35度速冻，保质期24个月。详细规格书请见附件。

如需样品，请告知收货地址。

祝好！
Rannvá Dam Jacobsen（出口经理）
Sp/f Norðoya Fiskavørur""",
         "another, shorter first e-mail answering the note's carton request; simplified Chinese; "
         "周经理; the company in full inside the sentence",
         Twin("company_missing", "body", "适合青岛周氏水产有限公司再加工使用", "适合贵公司再加工使用",
              "青岛周氏水产有限公司", "the company replaced by 贵公司 (your company)", found="贵公司")),

    Mail("P013", "s1",
         "Follow-up: CFR Lagos offer, frozen blue whiting",
         """Dear Mr Nnamani,

I hope you are well. Our CFR Lagos offer for frozen blue whiting expires at the end of this week. If you would like to book a first container for Apapa, I can hold the price for another seven days.

Best regards,
Rannvá Dam Jacobsen
Export Manager, Sp/f Norðoya Fiskavørur
rannva@nordoya-fisk.fo | +298 456 712""",
         "follow-up on the writer's own offer; English; the note's port and price basis; company "
         "not named",
         Twin("sender_wrong", "body", "Export Manager, Sp/f Norðoya Fiskavørur",
              "Export Manager, P/F Norðoya Fiskavørur", "Sp/f Norðoya Fiskavørur",
              "the sender's legal form turned into the other Faroese one (P/F)",
              found="P/F Norðoya Fiskavørur")),

    Mail("P016", "s2",
         "Freekeh samples on their way",
         """Dear Anthony,

A quick update: the samples of whole and cracked freekeh we discussed at Expo West left Beit Sahour yesterday by courier and should reach you early next week. A copy of the USDA organic certificate is in the box.

If Bennett Pantry Imports decides to go ahead, we can have a first pallet ready within four weeks.

Best,
Dima""",
         "follow-up on the writer's own samples; American English; Expo West shortened; company "
         "without LLC; signed with the given name only",
         Twin("company_foreign", "body", "If Bennett Pantry Imports decides", "If Miller Specialty Foods decides",
              "Bennett Pantry Imports LLC", "another US buyer's company of this set",
              found="Miller Specialty Foods")),

    Mail("P017", "s2",
         "Precios de freekeh en USD para Importadora Maturana",
         """Estimado Tulio:

Respondiendo a su solicitud, le envío nuestros precios de freekeh en dólares estadounidenses, CFR San Antonio:

- Freekeh entero, sacos de 25 kg: USD 3,10 por kg
- Freekeh partido, bolsas de 1 kg: USD 4,20 por kg

Como jefe de compras, usted sabrá qué formato funciona mejor en los almacenes de Patronato; con gusto armamos un primer pedido mixto.

Saludos,
Dima Qumsieh
Wadi Artas Trading Co. Ltd.
+970 2 277 4318""",
         "another, shorter first e-mail answering the Spanish note's request; Estimado + given name; "
         "decimal commas; the title lower-case inside the sentence; Patronato",
         Twin("title_wrong", "body", "Como jefe de compras,", "Como gerente general,", "Jefe de Compras",
              "the general manager's title for a purchasing one", found="gerente general")),

    Mail("P019", "s2",
         "Presepi in legno d'ulivo – offerta per Arte Sacra Siffredi",
         """Gentile Signor Siffredi,

Le scrivo di nuovo dopo la mia e-mail della settimana scorsa con l'offerta per i presepi in legno d'ulivo. Per garantire la consegna entro settembre, avremmo bisogno della Sua conferma entro la fine di maggio: i nostri artigiani di Beit Sahour stanno già preparando i pezzi per l'Avvento.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
Dima Qumsieh
Wadi Artas Trading Co. Ltd.""",
         "follow-up on the writer's own offer; Italian, formal Lei (Sua); the note's delivery month",
         Twin("artifact", "body", "i nostri artigiani", "i nostri nostri artigiani", "i nostri artigiani",
              "a doubled word", found="nostri nostri")),

    Mail("P021", "s2",
         "Nativity sets for Smith Church Supply – any questions?",
         """Hi Brandon,

I hope the catalogue and price list arrived safely. Did anything stand out for your parishes and gift shops? If it helps, we can put together a mixed starter order for Smith Church Supply with the 12-piece sets and the one-piece Holy Family, so you can test both.

Best regards,
Dima""",
         "follow-up on the writer's own catalogue; American English; the note's customers",
         Twin("company_missing", "body", "starter order for Smith Church Supply with",
              "starter order for your store with", "Smith Church Supply, Inc.",
              "every mention of the company replaced by generic wording", found="your store",
              also=(("Nativity sets for Smith Church Supply – any questions?",
                     "Nativity sets for your store – any questions?"),))),

    Mail("P022", "s2",
         "Follow-up: tahini labels for Al Ketbi Foodstuff Trading",
         """Dear Mr Obaid,

I wanted to check whether you have had time to review the Arabic labels and the halal certificate I sent after Gulfood. Once the labels are approved, we can start production of the tahini jars for your first container.

Best regards,
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.""",
         "follow-up on the writer's own labels; English; Mr + given name; the note's fair and "
         "requests",
         Twin("category_wrong", "body", "production of the tahini jars", "production of the halva jars",
              "tahini", "halva, the sweet made from tahini", found="halva")),

    Mail("P025", "s3",
         "Premium oyster sauce samples for บริษัท ทวนไชย์ ฟู้ด จำกัด",
         """เรียน คุณเพชรมณี ทวนไชย์

I am writing from Hong Kong to offer you free samples of our oyster sauce. Lau Fau Shan Sing Kee Food Products has made oyster sauce the traditional way since our grandfather's time, and our premium grade is popular with chefs who want a richer flavour.

If you are interested, I can send a sample carton to your office this month.

ขอบคุณค่ะ
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited""",
         "another, shorter cold first e-mail; English with a Thai greeting (full name) and closing "
         "(ค่ะ, the female particle); the company in Thai script in the subject; the sender's "
         "company without its legal form",
         Twin("contact_wrong", "body", "เรียน คุณเพชรมณี ทวนไชย์", "เรียน คุณพิไลพร ทวนไชย์", "เพชรมณี ทวนไชย์",
              "another Thai given name with the right family name", found="พิไลพร")),

    Mail("P026", "s3",
         "Oyster sauce in 2.27 kg bottles – Mcpherson Foodservice",
         """Dear Mr Mcpherson,

Thanks for your enquiry about catering packs. Our oyster sauce comes in 2.27 kg bottles, six per carton, and we can ship to Australia with labels that meet FSANZ requirements.

For your Chinese restaurant customers in Sydney I would suggest our premium grade: it holds up better in high-heat wok cooking.

Kind regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited
+852 2472 1836""",
         "another, shorter first e-mail answering the note's request and naming its customers; "
         "English; Mr + family name as drawn (Mcpherson)",
         Twin("country_wrong", "body", "we can ship to Australia with", "we can ship to New Zealand with",
              "Australia", "the neighbouring country", found="New Zealand")),

    Mail("P031", "s3",
         "Re: Does the herbal jelly need refrigeration?",
         """Hi Lisa,

Short answer: no, not until it's opened. Our canned herbal jelly is shelf-stable for 24 months, so Shaw Pan-Asian Distributors can store it in a dry warehouse and ship it to Toronto and Vancouver without reefers. After opening: into the fridge, and eat within two days.

Best,
Winnie""",
         "another, shorter first e-mail answering the note's question; informal Canadian English; "
         "both cities of the note; company without Inc.",
         Twin("company_misspelled", "body", "so Shaw Pan-Asian Distributors can", "so Shaw Pan-Asain Distributors can",
              "Shaw Pan-Asian Distributors Inc.", "two letters swapped (Asain)",
              found="Shaw Pan-Asain Distributors")),

    Mail("P033", "s3",
         "Low-sugar herbal jelly – sample case",
         """Dear Stacey,

Just checking in after my e-mail about the low-sugar herbal jelly. The mixed sample case for Miller Specialty Foods is packed and ready to go; could you confirm the delivery address?

Each case holds 12 cans of each version.

Best regards,
Winnie Chan
Assistant Export Manager
Lau Fau Shan Sing Kee Food Products Co., Limited""",
         "follow-up on the writer's own e-mail; American English; the note's request",
         Twin("artifact", "body", "Each case holds 12 cans of each version.",
              "Each case holds 12 cans of each version. Each case holds 12 cans of each version.",
              "Each case holds 12 cans of each version.", "a sentence repeated",
              found="Each case holds 12 cans of each version. Each case holds 12 cans of each version.")),

    Mail("P034", "s4",
         "Crevettes bleues 20/30 – relance pour Noël",
         """Madame Allain,

Je reviens vers vous au sujet des crevettes bleues en calibre 20/30 pour Noël. Pour garantir une livraison début décembre, nous devons réserver la place en conteneur avant fin septembre : pourriez-vous me confirmer les volumes souhaités ?

Bien cordialement,
Laëtitia Poigoune
Ouenghi Mer & Terroir SARL
+687 35 12 48""",
         "follow-up on the writer's own offer; French; the note's size and season",
         Twin("sender_wrong", "body", "Ouenghi Mer & Terroir SARL", "Ouenghi Mer & Terroir SAS",
              "Ouenghi Mer & Terroir SARL", "the sender's legal form changed")),

    Mail("P038", "s4",
         "1,8-cineole in our niaouli oil",
         """Dear Odel,

In answer to your question: our niaouli essential oil typically contains 55–65% 1,8-cineole, and the current lot tested at 61.4%. I've attached the certificate of analysis so that סלימאן ארומה בע"מ can check it against your specification.

Kind regards,
Laëtitia Poigoune
Ouenghi Mer & Terroir SARL""",
         "another, shorter first e-mail answering the note's question in English; Dear + given name; "
         "the company in Hebrew script inside an English sentence",
         Twin("company_missing", "body", 'so that סלימאן ארומה בע"מ can check', "so that your company can check",
              'סלימאן ארומה בע"מ', "the company replaced by generic wording", found="your company")),

    Mail("P039", "s4",
         "Seguimiento – lomos de bonito del norte",
         """Estimado Sr. Montaña:

Le escribo para saber si ha podido revisar los informes de histamina que le enviamos. Tenemos un contenedor de lomos precocidos congelados de atún blanco con salida de Numea a finales de mes, y podríamos reservar una parte para Conservas Montaña.

Un saludo,
Laëtitia Poigoune
Ouenghi Mer & Terroir SARL""",
         "follow-up on the writer's own reports; Spanish; Numea; company without S.A.",
         Twin("company_foreign", "body", "reservar una parte para Conservas Montaña.",
              "reservar una parte para Conserve Ittiche Pisacane.", "Conservas Montaña S.A.",
              "another albacore buyer's company of this set (Italy)", found="Conserve Ittiche Pisacane")),
]
