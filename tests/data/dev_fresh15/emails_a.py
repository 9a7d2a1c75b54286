"""Natural e-mails 1-20 (buyers Q001-Q020), each with the one edit its twin gets."""

from mail import Mail, Twin

EMAILS = [
    Mail("Q001", "s3", "6 mm 4-flute end mills – quote after EMO Hannover", """\
Dear Mr Grosz,

Thank you for stopping by the Hanbit Precision stand at EMO Hannover 2025. As promised, here is our quotation for the 6 mm 4-flute carbide end mills you asked about:

- HEM-4F-0600, 6 x 13 x 57 mm, AlTiN coated, 35° helix: EUR 7.40/pc
- the same with a 0.5 mm corner radius: EUR 8.10/pc
- MOQ 100 pcs per item, delivery in 3 weeks, DAP your warehouse in Poland

Grosz Narzędzia's customers in mould making might also like our 3-flute aluminium series (ZrN coated); I can add it to the offer if useful.

Best regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd. | Incheon, Korea""",
         "follow-up after a fair (note), bullets, English; possessive of the short company; 'Mr Grosz'; "
         "sender title in English for 해외영업팀장; corner radius, AlTiN, ZrN, DAP Poland",
         Twin("company_misspelled", "body", "Grosz Narzędzia's", "Gross Narzędzia's", "Grosz Narzędzia sp. z o.o.",
              "z → s in the family name of the company", found="Gross Narzędzia")),
    Mail("Q002", "s3", "VHM-Schaftfräser aus Korea für Gröttner Werkzeughandel", """\
Sehr geehrter Herr Gröttner,

mein Name ist Park Ji-hoon, ich leite den Auslandsvertrieb der Hanbit Precision Co., Ltd. in Incheon, Südkorea. Wir fertigen Schaftfräser aus Vollhartmetall (VHM): 2- bis 6-schneidig, Ø 1 bis 20 mm, mit AlTiN-, TiSiN- oder DLC-Beschichtung.

Für einen Werkzeughändler wie die Gröttner Werkzeughandel GmbH sind vor allem unsere Standardreihen für Stahl bis 55 HRC und für Aluminium interessant. Die Fräser haben Schäfte nach DIN 6535 HA; wir liefern DAP an Ihr Lager in etwa drei Wochen.

Darf ich Ihnen unseren Katalog und eine Preisliste zusenden?

Mit freundlichen Grüßen

Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "formal first letter wholly in German; VHM-Schaftfräser for carbide end mills; Südkorea; DIN 6535 HA, "
         "HRC; company with legal form after 'die'",
         Twin("company_foreign", "body", "die Gröttner Werkzeughandel GmbH", "die Kallert Floristbedarf GmbH & Co. KG",
              "Gröttner Werkzeughandel GmbH", "another German buyer's company of this set (a mail-merge slip)",
              found="Kallert Floristbedarf GmbH & Co. KG")),
    Mail("Q003", "s3", "Carbide end mills for Arsoy Kesici Takım – ISO 9001 certificate attached", """\
Sayın Bilender Hanım,

I understand Arsoy Kesici Takım needs a copy of our ISO 9001 certificate before listing a new supplier, so I have attached it together with our catalogue.

Hanbit Precision makes solid carbide end mills in Incheon: square, ball-nose and corner-radius types from Ø1 to Ø20 mm, for steel, stainless steel and aluminium. Most distributors in Turkey start with our 4-flute AlTiN range; we ship CIF Ambarlı or by air to Istanbul.

Would a short call next week suit you?

Saygılarımla,
Park Ji-hoon
Overseas Sales Team Leader, Hanbit Precision Co., Ltd.""",
         "first e-mail opening from the note (ISO 9001), English with Turkish greeting and closing "
         "('Sayın Bilender Hanım' with the first name, as Turks write); company short form without "
         "San. ve Tic. A.Ş.; Ambarlı, Istanbul",
         Twin("company_missing", "body", "Arsoy Kesici Takım", "your company", "Arsoy Kesici Takım San. ve Tic. A.Ş.",
              "every mention of the company replaced by 'your company'", everywhere=True)),
    Mail("Q004", "s3", "Fresas de carburo de tungsteno – Hanbit Precision", """\
Estimada Sra. Acevedo:

Le escribo de Hanbit Precision, fabricante coreano de fresas de carburo de tungsteno: fresas planas, de punta esférica y con radio en la esquina, de 1 a 20 mm.

Si Herramientas Acevedo abastece a talleres de maquinado, nuestras fresas de 4 filos con recubrimiento AlTiN trabajan aceros hasta 55 HRC, y podemos entregarlas DAP en su almacén en unas cuatro semanas.

¿Le interesaría recibir muestras y nuestra lista de precios en USD?

Saludos cordiales,
Park Ji-hoon
Jefe de Ventas Internacionales
Hanbit Precision Co., Ltd.""",
         "short first e-mail wholly in Spanish; 'Sra. Acevedo'; company without S.A. de C.V.; "
         "sender title translated into Spanish; fresas planas / punta esférica",
         Twin("contact_wrong", "body", "Estimada Sra. Acevedo:", "Estimada Sra. Acosta:", "Sessa Acevedo",
              "another Spanish family name", found="Acosta")),
    Mail("Q005", "s3", "コーナーラジアスエンドミルのサンプルについて", """\
株式会社後藤工具
購買部長 後藤 裕樹様

お世話になっております。韓国 Hanbit Precision の Park Ji-hoon です。

ご依頼いただいたコーナーラジアスエンドミルのサンプルを、本日 EMS にて発送いたしました。
・φ6 R0.5 4枚刃 AlTiN コーティング 3本
・φ10 R1.0 4枚刃 AlTiN コーティング 3本
追跡番号は別途お知らせいたします。

お試しいただいた後、ご感想をお聞かせいただけますと幸いです。
何卒よろしくお願い申し上げます。

Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.（韓国・仁川）""",
         "follow-up after a sample request (note), wholly in Japanese with the address block "
         "(company, title, name + 様); φ6 R0.5; 韓国・仁川",
         Twin("title_wrong", "body", "購買部長 後藤", "購買課長 後藤", "購買部長",
              "section manager (課長) for head of purchasing (部長): one level off", found="購買課長")),
    Mail("Q006", "s3", "Wiper blades for Пикянски Ауто ЕООД", """\
Здравейте, г-н Пикянски,

I am writing from Hanbit Precision in Incheon, South Korea. Besides cutting tools we make automotive wiper blades: conventional frame blades, flat (beam) blades with multi-adapters and hybrid blades from 12" to 28", plus rear blades for most European models.

For a parts business like Пикянски Ауто, a mixed starter order of about 2,000 blades would be a low-risk way to test them. Natural rubber or graphite-coated silicone rubber, your own brand on request.

May I send you our catalogue and CIF Varna prices?

Поздрави,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "first e-mail, English with Bulgarian greeting and closing in Cyrillic ('г-н Пикянски'); "
         "company in Cyrillic with and without ЕООД; 'cutting tools' (another category of the sender); "
         "frame/beam/hybrid, rubber grades; Varna",
         Twin("category_wrong", "body", "we make automotive wiper blades", "we make automotive wiper motors",
              "automotive wiper blades", "a neighbouring part (the motor, not the blade)",
              found="automotive wiper motors")),
    Mail("Q007", "s3", "Flat beam blades – after Automechanika Frankfurt", """\
Labdien, Artis!

It was good to talk at Automechanika Frankfurt. You mentioned that SIA Krūmiņš Auto is looking at flat beam blades for the Latvian aftermarket, so here is a short summary:

• beam blades 14"–28"; one multi-adapter fits about 95% of European cars
• graphite-coated natural rubber, tested from -40 °C to +80 °C
• 1 pc per blister or 10 pcs per box, your own brand possible
• FCA Incheon or CIF Riga, first order from 1,000 pcs

I can send 20 samples in the sizes you sell most; just tell me which.

Best regards,
Park Ji-hoon
Hanbit Precision Co., Ltd.""",
         "follow-up after a fair (note), bullets, English with Latvian greeting in the vocative ('Artis!' is "
         "also the nominative); company with the SIA prefix; 'Latvian aftermarket'; Riga",
         Twin("country_wrong", "body", "for the Latvian aftermarket", "for the Lithuanian aftermarket", "Latvia",
              "the neighbouring country's adjective", found="Lithuanian")),
    Mail("Q008", "s3", 'Price list: beam wiper blades 14" to 28"', """\
Hi Katherine,

As requested, attached is our price list for beam wiper blades from 14" to 28" (in 1" steps up to 24", then 26" and 28").

A few points that may help Baker Motor Factors decide:
1. Prices are per blade, CIF Felixstowe, for orders from 2,000 blades in mixed sizes.
2. Each blade comes with a universal adapter pack (hook, pin, side-lock, bayonet).
3. Lead time is about 30 days from deposit; private-label boxes add a week.

If you send me your top ten part numbers, I'll match them to our range.

Kind regards,
Ji-hoon Park
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.
jh.park@hanbitprecision.co.kr | +82 32 815 4472""",
         "answer to the price-list request of the note, numbered list, English, first name; company without "
         "Ltd; sender's name in Western order; Felixstowe; e-mail and phone in the signature",
         Twin("sender_wrong", "body", "jh.park@hanbitprecision.co.kr", "jh.park@hanbitprecission.co.kr",
              "jh.park@hanbitprecision.co.kr", "the sender's e-mail with a doubled s")),
    Mail("Q009", "s3", "Palhetas limpadoras – fabricante coreano", """\
Olá, Davi Lucas, tudo bem?

Sou Park Ji-hoon, da Hanbit Precision (Coreia do Sul). Fabricamos palhetas limpadoras para para-brisa: convencionais, tipo beam (slim) e híbridas, de 12" a 28".

Para a Carvalho Autopeças, podemos fornecer com a sua marca e embalagem em português, com entrega CIF Santos.

Posso enviar o catálogo?

Abraço,
Park Ji-hoon
Hanbit Precision Co., Ltd.""",
         "short friendly first e-mail wholly in Brazilian Portuguese; compound first name 'Davi Lucas'; "
         "'para para-brisa' is correct Portuguese, not a doubled word; company without Ltda.; Santos",
         Twin("artifact", "body", "Fabricamos palhetas limpadoras", "Fabricamos palhetas palhetas limpadoras",
              "Fabricamos palhetas limpadoras", "a doubled word", found="palhetas palhetas")),
    Mail("Q010", "s3", "Wiper blades for Repuestos Pizarro", """\
Dear Ms Pizarro,

Hanbit Precision is a Korean maker of automotive wiper blades. As Chile and Korea have a free-trade agreement, our blades enter duty-free with a certificate of origin, which keeps landed prices low for Repuestos Pizarro.

We offer frame, beam and hybrid blades in all common sizes, and rear blades. Would you like a price list CIF San Antonio?

Best regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "short first e-mail wholly in English; Korea-Chile FTA; company without Ltda.; San Antonio",
         Twin("note_wrong", "body", "Hanbit Precision is a Korean maker",
              "Thank you for visiting our stand at Automechanika Buenos Aires. Hanbit Precision is a Korean maker", "",
              "a fair visit the buyer's record does not hold (no note)",
              found="Thank you for visiting our stand at Automechanika Buenos Aires.")),
    Mail("Q011", "s3", "Great meeting you at KBIS – Hanbit bidet seats", """\
Hi Heather,

Thanks again for stopping by our booth at KBIS in Las Vegas. As promised, here are the details on the two bidet seats you liked:

- HB-700 electric bidet seat: heated seat, warm water, warm-air dryer, night light; elongated and round sizes
- HB-150 non-electric bidet seat: dual nozzle, self-cleaning, slow-close lid

Both fit standard US toilets. For Wang Bath Supply we can ship FOB Busan or DDP to your warehouse.

Would a call on Thursday work to go through pricing?

Best,
Ji-hoon Park
Hanbit Precision Co., Ltd.""",
         "follow-up after a fair (note), bullets, casual American English; company without Inc.; "
         "'elongated and round', 'slow-close lid' (lid, seat words inside the category); FOB Busan, DDP",
         Twin("company_misspelled", "body", "For Wang Bath Supply", "For Wong Bath Supply", "Wang Bath Supply, Inc.",
              "a vowel changed in the family name of the company", found="Wong Bath Supply")),
    Mail("Q012", "s3", "Abattants WC lavants pour Millet Sanitaires", """\
Madame Millet,

Je me permets de vous contacter au nom de Hanbit Precision, fabricant coréen d'abattants WC lavants (dits « japonais »). Notre gamme comprend des modèles électroniques avec eau chauffée, séchage et siège chauffant, ainsi qu'un modèle mécanique sans électricité.

Nos abattants sont marqués CE et s'adaptent à la plupart des cuvettes européennes. Pour Millet Sanitaires, nous pouvons livrer DAP votre entrepôt par palettes complètes.

Seriez-vous disponible pour un court appel la semaine prochaine ?

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Park Ji-hoon
Responsable export
Hanbit Precision Co., Ltd.""",
         "formal first letter wholly in French; abattants WC lavants for bidet toilet seats; company without "
         "SAS; sender title in French",
         Twin("company_foreign", "body", "Pour Millet Sanitaires", "Pour Herboristerie Hoareau",
              "Millet Sanitaires SAS", "another French buyer's company of this set", found="Herboristerie Hoareau")),
    Mail("Q013", "s3", "CE declaration for our bidet seats", """\
Poštovani gospodine Hadžiću,

You mentioned that Hadžić Kupaonice needs the CE declaration of conformity before taking on a new bidet seat, so I attach it for both of our models (LVD 2014/35/EU, EMC 2014/30/EU, RoHS), with the test reports.

Our electric bidet seat has a heated seat, warm-water wash and dryer; the non-electric one needs only the cold-water connection. Both fit most European toilets.

I'd be glad to quote DAP your warehouse for a mixed pallet.

S poštovanjem,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "first e-mail answering the note (CE declaration), English with Croatian greeting in the vocative "
         "('gospodine Hadžiću') and closing; company without d.o.o.; EU directives",
         Twin("company_missing", "body", "Hadžić Kupaonice", "your company", "Hadžić Kupaonice d.o.o.",
              "the only mention of the company replaced by 'your company'", everywhere=True)),
    Mail("Q014", "s3", "韓國免治馬桶座 – Hanbit Precision", """\
劉經理您好：

我是韓國 Hanbit Precision 海外業務部的 Park Ji-hoon。本公司生產免治馬桶座，包括溫水洗淨、暖座、暖風烘乾等功能的電子款，以及免插電的機械款。

如劉氏衛浴有興趣，我們可提供樣品及 CIF 基隆報價。

敬祝 商祺

Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "first e-mail wholly in traditional Chinese; '劉經理' (family name + title, as Taiwanese write); "
         "company short form without 股份有限公司; 基隆",
         Twin("contact_wrong", "body", "劉經理您好", "林經理您好", "劉心怡", "another family name", found="林經理")),
    Mail("Q015", "s3", "Sample of the slim electronic bidet seat is on its way", """\
Dear Mr Van Schweinfurt,

Good news: the sample of our slim electronic bidet seat (HB-520 Slim, 52 mm at its thinnest) that you asked for left Incheon today by DHL.

As inkoper at van Schweinfurt Sanitair you will want to check the fit on your toilet ranges; the seat has a quick-release bracket and comes with a Dutch and English manual and the CE declaration.

Let me know what your installers think.

Kind regards,
Park Ji-hoon
Overseas Sales Team Leader
Hanbit Precision Co., Ltd.""",
         "follow-up after the sample of the note, English; Dutch capital 'Van' after Mr but lower case "
         "in the company; title in Dutch inside the sentence; company without B.V.",
         Twin("title_wrong", "body", "As inkoper at", "As hoofd inkoop at", "Inkoper",
              "head of purchasing for buyer: one level off", found="hoofd inkoop")),
    Mail("Q016", "s1", "Carapau congelado da Namíbia – Reis Pescas", """\
Bom dia, Nair Reis,

Chamo-me Ndapewa Shikongo e sou responsável pelas exportações da Erongo Coast Trading, em Walvis Bay. Exportamos carapau congelado (Trachurus capensis), congelado a bordo ao largo da costa da Namíbia.

Para a Reis Pescas podemos oferecer:
- tamanhos 20-25 cm, 25-30 cm e acima de 30 cm
- caixas de 20 kg, contentores reefer de 40'
- CFR Luanda ou entrega por camião via Oshikango

Posso enviar a lista de preços desta semana?

Com os melhores cumprimentos,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd
Walvis Bay, Namíbia""",
         "first e-mail wholly in Portuguese (Angola); carapau for horse mackerel, Latin name; sizes, cartons; "
         "CFR Luanda, Oshikango border; Namíbia in Portuguese for the sender's country",
         Twin("category_wrong", "body", "Exportamos carapau congelado (Trachurus capensis)",
              "Exportamos cavala congelada (Scomber japonicus)", "frozen horse mackerel",
              "chub mackerel, a neighbouring fish", found="cavala congelada (Scomber japonicus)")),
    Mail("Q017", "s1", "Chinchard congelé – prix CIF Matadi", """\
Monsieur Lambert,

Suite à votre demande, voici nos prix CIF Matadi pour le chinchard congelé de Namibie (Trachurus capensis, congelé en mer, cartons de 20 kg) :

- 20-25 cm : 1 080 USD/t
- 25-30 cm : 1 190 USD/t
- 30 cm et plus : 1 320 USD/t

Prix valables pour un conteneur reefer de 40' (27 t), départ Walvis Bay sous trois semaines, paiement par lettre de crédit confirmée.

Je reste à votre disposition pour toute question sur l'approvisionnement de Congo Froid Lambert en République démocratique du Congo.

Cordialement,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "answer to the CIF Matadi request of the note, wholly in French, price bullets; chinchard for horse "
         "mackerel; company without SARL; 'République démocratique du Congo' for DR Congo",
         Twin("country_wrong", "body", "en République démocratique du Congo", "en République du Congo", "DR Congo",
              "the neighbouring Republic of the Congo (Brazzaville)", found="République du Congo")),
    Mail("Q018", "s1", "Following up from Seafood Expo Global – Namibian horse mackerel", """\
Dear Ms Vidal,

It was a pleasure to meet you at Seafood Expo Global in Barcelona. As discussed, Erongo Coast Trading can supply sea-frozen Cape horse mackerel (jurel) from Walvis Bay in 20 kg blocks, sizes 20-25, 25-30 and 30+ cm, from EU-approved vessels and cold stores.

For Congelados Vidal the 25-30 cm grade is usually the best fit. I can offer CFR Vigo in 40' reefers, shipping in about three weeks.

Shall I send a sample carton with the next vessel?

Kind regards,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd
Walvis Bay, Namibia | +264 64 220 418""",
         "follow-up after the fair of the note, English; 'jurel' the Spanish name; company without S.L.; "
         "sizes, blocks, EU approval; CFR Vigo",
         Twin("sender_wrong", "body", "Erongo Coast Trading can supply", "Erongo Coastal Trading can supply",
              "Erongo Coast Trading (Pty) Ltd", "the sender's company with one word changed",
              found="Erongo Coastal Trading")),
    Mail("Q019", "s1", "Devil's claw root (Harpagophytum procumbens) – Ph. Eur. quality", """\
Sehr geehrte Frau Losekann,

I understand that Losekann Phytopharm needs devil's claw root that meets the Ph. Eur. monograph and comes with a pesticide analysis. We can offer exactly that:

- Harpagophytum procumbens secondary tubers, sliced and sun-dried, from harvesters in the Omaheke region
- harpagoside at least 1.2 % (the Ph. Eur. minimum), tested per lot
- pesticide screen by an accredited laboratory in Germany, plus heavy metals and microbiology
- harvested under Namibia's permit system, packed in 25 kg bags

I would be happy to send a 1 kg sample with the certificate of analysis.

Mit freundlichen Grüßen
Ndapewa Shikongo
Export Manager, Erongo Coast Trading (Pty) Ltd""",
         "first e-mail opening from the note (Ph. Eur., pesticides), English with German greeting and "
         "closing ('Frau Losekann'); Latin name; harpagoside; Omaheke; Germany named as the lab's country",
         Twin("artifact", "body", "I would be happy to send a 1 kg sample with the certificate of analysis.",
              "I would be happy to send a 1 kg sample with the", "I would be happy to send a 1 kg sample with "
              "the certificate of analysis.", "a sentence cut off before its end")),
    Mail("Q020", "s1", "Namibian devil's claw root for Herboristerie Hoareau", """\
Dear Mr Hoareau,

Devil's claw (griffe du diable) is one of the herbs French herbalists ask about most, and most of the world's supply comes from Namibia. Erongo Coast Trading exports the dried secondary tubers of Harpagophytum procumbens, cut or powdered, in 25 kg bags or 1 kg pouches.

Would a price list DAP France and a sample be useful?

Kind regards,
Ndapewa Shikongo
Export Manager
Erongo Coast Trading (Pty) Ltd""",
         "short first e-mail wholly in English; French name of the herb; company as recorded without SARL in "
         "the subject; cut or powdered; DAP France",
         Twin("note_wrong", "body", "Devil's claw (griffe du diable) is one of",
              "Thank you for asking for a sample of our powdered devil's claw last week. Devil's claw "
              "(griffe du diable) is one of", "",
              "a sample request the buyer's record does not hold (no note)",
              found="Thank you for asking for a sample of our powdered devil's claw last week.")),
]
