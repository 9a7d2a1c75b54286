"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, P010 and P037 without),
each with its twin's one edit. 12 follow-ups on the writer's own earlier e-mail, quote or sample;
8 other, shorter first e-mails (another writer's) to a buyer who already has one."""
from mail import Mail, Twin


def B(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N041 -> P001, Japan, halibut (another first e-mail)
    Mail("P001", "s1",
         "Greenland halibut 2-3 kg for engawa – Breisund Havprodukter",
         B("""
Dear Ms Hashimoto,

Thank you for visiting our stand at the Japan International Seafood & Technology Expo in Tokyo. You told us that 橋本水産 buys Greenland halibut of 2-3 kg for engawa, so I have put together what we can offer in that size.

- Frozen Greenland halibut, 2-3 kg, HG, tail on, sea-frozen — the fin muscle stays intact for engawa
- About 200 t of 2-3 kg fish available this season
- CFR Tokyo or Osaka, about 6 weeks from Ålesund
- MSC certificate and Norwegian health certificate for Japanese customs

I would be glad to send you our price by size grade.

Best regards,
Synnøve Longva
Export Manager
Breisund Havprodukter AS
Ålesund, Norway
+47 70 55 81 30
"""),
         "another first e-mail after the fair the note records, in English; Ms + the romanised "
         "family name (Hashimoto for 橋本); the company in kanji without 株式会社 inside English; the "
         "fair by its English name; engawa from the note",
         Twin("company_foreign",
              [("body", "You told us that 橋本水産 buys", "You told us that 青岛恒泰水产 buys")],
              "青岛恒泰水产", "橋本水産株式会社",
              "another halibut buyer of this set (P003, China) in the buyer's place")),

    # N042 -> P003, China, halibut (follow-up)
    Mail("P003", "s1",
         "跟进：冷冻马舌鲽CFR青岛报价",
         B("""
项总您好！

上周给您发送了冷冻格陵兰大比目鱼（马舌鲽）CFR青岛的报价单，不知您是否已收到？

想补充两点：第一，目前1-2公斤规格库存较多，如贵司本月确认订单，可在原报价基础上每吨优惠50美元；第二，针对贵司加工后再出口日本和韩国的鱼片，我们可提供每批货的捕捞海域和渔船信息，方便贵司向日韩客户出具溯源证明。

如有任何问题，欢迎随时与我联系。

此致
敬礼

辛妮芙·朗瓦（Synnøve Longva）
出口经理
Breisund Havprodukter AS，挪威奥勒松
电话：+47 70 55 81 30
"""),
         "follow-up on the writer's own price list, wholly in simplified Chinese; 项总; no company "
         "name of the buyer (贵司 only); the note's re-export markets; the sender's company with a "
         "Chinese comma before the city",
         Twin("sender_wrong",
              [("body", "Breisund Havprodukter AS，挪威奥勒松", "Breisund Havprodukter ASA，挪威奥勒松")],
              "Breisund Havprodukter ASA", "Breisund Havprodukter AS",
              "the sender's legal form written as ASA (a public company) for AS")),

    # N043 -> P005, Poland, halibut (another first e-mail)
    Mail("P005", "s1",
         "Frozen Greenland halibut – MSC chain of custody covered",
         B("""
Dear Mr Pryszcz,

I understand from a colleague that Przetwórnia Ryb Warwas needs full MSC chain of custody for the fish it buys, and that you prefer e-mails in Polish or English — so here is a short note in English.

Breisund Havprodukter AS in Ålesund sells frozen Greenland halibut, sea-frozen and HG, in 0.5–1, 1–2 and 2–3 kg grades. We hold MSC chain of custody certification (MSC-C-57214), every carton carries the MSC label, and the certificate covers the fish from the vessel to your gate.

If you tell me which grades your filleting line takes, I will send a price CFR Gdynia.

Kind regards,
Synnøve Longva
Export Manager, Breisund Havprodukter AS
+47 70 55 81 30
"""),
         "another first e-mail answering the note (MSC chain of custody, Polish or English), in "
         "English; Mr + the family name with its consonant cluster; company without Sp. z o.o.",
         Twin("category_wrong",
              [("body", "in Ålesund sells frozen Greenland halibut, sea-frozen", "in Ålesund sells frozen Atlantic cod, sea-frozen")],
              "frozen Atlantic cod", "frozen Greenland halibut",
              "a neighbouring whitefish (Atlantic cod) for the buyer's Greenland halibut")),

    # N044 -> P006, United States, krill oil (follow-up)
    Mail("P006", "s1",
         "Re: Krill oil COA and IFOS report, as requested",
         B("""
Hi Elizabeth,

Just following up on the COA and the IFOS (IKOS) report I sent last week. Did your QA team have any questions?

Two things I didn't mention: we can print your Garcia Naturals label on the softgel bottles at no extra cost for orders above 50,000 units, and every lot comes with a COA from an ISO 17025 laboratory, which is what Amazon asks supplement sellers to keep on file.

I know that as Director of Sourcing you have many suppliers to weigh up, so I'm happy to keep it brief — a 15-minute call whenever suits you.

Best,
Synnøve

Synnøve Brandal Longva | Export Manager
Breisund Havprodukter AS | Ålesund, Norway | +47 70 55 81 30
"""),
         "follow-up on the writer's own reply (COA, IFOS), in English; the title as recorded "
         "inside a sentence; company short (Garcia Naturals); Amazon from the note; ISO 17025",
         Twin("title_wrong",
              [("body", "as Director of Sourcing you", "as Director of Marketing you")],
              "Director of Marketing", "Director of Sourcing",
              "a marketing title for the buyer's sourcing title")),

    # N045 -> P007, Australia, krill oil (follow-up)
    Mail("P007", "s1",
         "Did the krill oil softgels arrive?",
         B("""
Dear Maria,

I hope the 500 krill oil softgels reached Powell Health safely — DHL shows them delivered to your office on Tuesday.

Our QA team has now finished the TGA listing pack: the specification, certificates of analysis for three lots, 24-month stability data and the GMP certificate of our softgel plant. I've attached it as one PDF. If your regulatory consultant needs the documents in another format, just say.

We'd very much like to work with an Australian brand, and if the sample tests well I can send a quote for your first order.

Kind regards,
Synnøve Longva
Export Manager
Breisund Havprodukter AS
Ålesund, Norway
"""),
         "follow-up on the writer's own sample (the note's 500 softgels, TGA listing), in English; "
         "company short (Powell Health); the buyer's country as an adjective (an Australian brand)",
         Twin("country_wrong",
              [("body", "work with an Australian brand", "work with a New Zealand brand")],
              "a New Zealand brand", "Australia", "New Zealand for the buyer's Australia")),

    # N046 -> P008, Germany, krill oil (another first e-mail)
    Mail("P008", "s1",
         "Krillöl für die Karge Vital GmbH",
         B("""
Guten Tag Frau Karge,

wir hatten uns kurz auf der Vitafoods Europe in Genf gesprochen, und Sie baten darum, auf Deutsch zu schreiben – sehr gern.

Breisund Havprodukter AS aus Ålesund liefert Krillöl aus antarktischem Krill, MSC-zertifiziert, als Bulkware oder in Weichkapseln. Für die Karge Vital GmbH kann ich Ihnen kurzfristig Muster und eine Preisliste senden.

Passt Ihnen ein kurzes Telefonat in der nächsten Woche?

Freundliche Grüße
Synnøve Longva
Exportleiterin, Breisund Havprodukter AS
+47 70 55 81 30
"""),
         "another, shorter first e-mail after the fair the note records, wholly in German as the "
         "note asks; Guten Tag Frau + family name; company with the article; no title of the buyer",
         Twin("company_foreign",
              [("body", "Für die Karge Vital GmbH kann ich", "Für die Knight Wellness Ltd kann ich")],
              "Knight Wellness Ltd", "Karge Vital GmbH",
              "another krill oil buyer of this set (P010, United Kingdom) in the buyer's place")),

    # N047 -> P010, United Kingdom, krill oil (follow-up)
    Mail("P010", "s1",
         "Re: Norwegian krill oil for Knight Wellness",
         B("""
Dear Mr Knight,

I wrote to you a couple of weeks ago about our krill oil and haven't heard back, so I thought I'd try once more — I know how full a buyer's inbox gets.

In short: Breisund Havprodukter AS can supply Knight Wellness Ltd with MSC-certified krill oil in bulk or in softgels, delivered duty paid to your warehouse in the UK. I can send a sample and a UK price list by return.

If krill oil isn't on your agenda this year, a one-line reply would help me too.

Best regards,
Synnøve Longva
Export Manager
Breisund Havprodukter AS
+47 70 55 81 30
"""),
         "follow-up on the writer's own cold e-mail (N010), in English; Re: subject; company in "
         "full in the body",
         Twin("artifact",
              [("body", "I can send a sample and a UK price list by return.",
                "I can send a sample and a UK price list by return. I can send a sample and a UK price list by return.")],
              "I can send a sample and a UK price list by return. I can send a sample and a UK price list by return.",
              "I can send a sample and a UK price list by return.", "a sentence repeated")),

    # N048 -> P011, Thailand, collagen (another first e-mail)
    Mail("P011", "s1",
         "Marine collagen peptides with halal certificate – for your 7-Eleven beauty drinks",
         B("""
Dear Khun Sasina,

Your team at บริษัท ธูปะวิโรจน์ บิวตี้ดริ้งค์ จำกัด makes collagen drinks for 7-Eleven Thailand, and I know that halal certification is essential for you. Breisund Havprodukter AS in Norway produces marine collagen peptides from cod skin under halal certification, with a neutral taste that suits ready-to-drink products.

As หัวหน้าฝ่ายจัดซื้อ you will want to see the halal certificate and a sample first. I can send both this week.

ขอบคุณค่ะ
Synnøve Longva
Export Manager, Breisund Havprodukter AS
+47 70 55 81 30
"""),
         "another first e-mail answering the note (halal, 7-Eleven), in English; Dear Khun + the "
         "Thai given name in Latin letters (Sasina for ศศินา); the Thai title and company inside "
         "English; a Thai closing with the female particle",
         Twin("contact_wrong",
              [("body", "Dear Khun Sasina,", "Dear Khun Sasithorn,")],
              "Khun Sasithorn", "ศศินา ธูปะวิโรจน์", "another Thai given name (Sasithorn) in the greeting")),

    # N049 -> P012, Israel, collagen (another first e-mail)
    Mail("P012", "s1",
         "Re: sample request – marine collagen peptides",
         B("""
Dear Anna,

Thanks for asking for a sample. We'll send 1 kg of our marine collagen peptides to לוי תוספי תזונה בע"מ together with the molecular weight specification: an average of 1,600 Da, well under the 2,000 Da you mentioned.

The peptides are made from wild Norwegian cod and are kosher-certified. Lead time for full orders is about three weeks, CIF Haifa.

Best regards,
Synnøve Longva
Breisund Havprodukter AS, Ålesund
"""),
         "another, shorter reply to the request the note records (1 kg, under 2,000 Da), in "
         "English; the Hebrew given name in Latin letters (Anna for אנה); the company in Hebrew "
         "inside English; Haifa",
         Twin("company_misspelled",
              [("body", "to לוי תוספי תזונה בע\"מ together", "to לוין תוספי תזונה בע\"מ together")],
              "לוין תוספי תזונה בע\"מ", "לוי תוספי תזונה בע\"מ",
              "a final ן turns the family name לוי (Levi) into לוין (Levin)")),

    # N050 -> P015, Italy, collagen (follow-up)
    Mail("P015", "s1",
         "Re: Peptidi di collagene marino – schede tecniche in italiano",
         B("""
Gentile Sig. Scarponi,

Le scrivo per sapere se ha avuto modo di leggere le schede tecniche in italiano che Le ho inviato dopo Cosmofarma.

Nel frattempo abbiamo ottenuto anche la certificazione Friend of the Sea per i nostri peptidi di collagene marino, che potrebbe esserLe utile nella comunicazione ai clienti della Scarponi Nutraceutici.

Se desidera, posso spedirLe un campione da 1 kg la settimana prossima.

Cordiali saluti,
Synnøve Longva
Responsabile Export
Breisund Havprodukter AS – Ålesund (Norvegia)
+47 70 55 81 30
"""),
         "follow-up on the writer's own data sheets, wholly in Italian; the fair from the note; "
         "company with the article and without S.r.l.; category in Italian; Friend of the Sea",
         Twin("category_wrong",
              [("body", "per i nostri peptidi di collagene marino,", "per la nostra gelatina di pesce,")],
              "gelatina di pesce", "marine collagen peptides",
              "fish gelatine, a neighbouring product, for the collagen peptides")),

    # N051 -> P016, Brazil, garlic (follow-up)
    Mail("P016", "s2",
         "Re: Alho branco argentino – tabela de preços classes 6 e 7",
         B("""
Prezada Ayla,

Conforme combinado, segue anexa a nossa tabela de preços de alho branco para a Carvalho Hortifrúti: classes 6 e 7, caixas de 10 kg, CPT São Paulo, válida para embarques em janeiro e fevereiro.

Como as classes 6 e 7 são as mais procuradas no CEAGESP, recomendo reservar o volume com antecedência; a colheita em San Juan começa na segunda quinzena de novembro.

Fico à disposição para qualquer dúvida.

Atenciosamente,
Micaela Quiroga
Tulum Andes Agroindustrial S.A.
+54 264 421 7780
"""),
         "follow-up sending the writer's own price list, wholly in Portuguese; the note's classes "
         "and CEAGESP; company with the article and without Ltda.",
         Twin("company_missing",
              [("body", "para a Carvalho Hortifrúti:", "para a sua empresa:")],
              "sua empresa", "Carvalho Hortifrúti Ltda.",
              "the buyer's company, named once, replaced by 'sua empresa'")),

    # N052 -> P019, Russia, raisins (follow-up)
    Mail("P019", "s2",
         "Re: Изюм без косточек — цена CIF Санкт-Петербург",
         B("""
Уважаемый Пантелеймон Чеславович!

Хотела уточнить, получили ли Вы наше предложение по изюму без косточек (CIF Санкт-Петербург, контейнер 20 т). Цена действительна до конца месяца.

Если для ООО «ТД Самойлов» удобнее другой порт, например Новороссийск, я подготовлю новый расчёт.

С уважением,
Микаэла Кирога
Tulum Andes Agroindustrial S.A., Сан-Хуан, Аргентина
+54 264 421 7780
"""),
         "follow-up on the writer's own price offer, wholly in Russian; name and patronymic; the "
         "note's port and 20 t; company in Russian quotes; Novorossiysk",
         Twin("contact_wrong",
              [("body", "Уважаемый Пантелеймон Чеславович!", "Уважаемый Пантелеймон Станиславович!")],
              "Пантелеймон Станиславович", "Пантелеймон Чеславович Филатов",
              "another patronymic (Станиславович) for Чеславович")),

    # N053 -> P020, United Kingdom, raisins (another first e-mail)
    Mail("P020", "s2",
         "Sulphite-free seedless raisins for UK craft bakeries",
         B("""
Dear Ms Austin,

We met briefly at IFE London, where you mentioned that Austin Bakery Supplies Ltd serves craft bakeries across the UK and is looking for sulphite-free raisins.

Tulum Andes Agroindustrial S.A. in San Juan, Argentina dries its seedless raisins in the sun with no sulphur dioxide at all. They come in 12.5 kg cartons, ready for bakery use, and we can ship CIF Felixstowe every month.

May I send you a sample?

Kind regards,
Micaela Quiroga
Foreign Trade Manager, Tulum Andes Agroindustrial S.A.
+54 264 421 7780
"""),
         "another, shorter first e-mail after the fair the note records, in English; Ms + family "
         "name (the family name is also the company's); company in full; the UK",
         Twin("country_wrong",
              [("body", "craft bakeries across the UK", "craft bakeries across Ireland")],
              "across Ireland", "United Kingdom", "Ireland for the buyer's United Kingdom")),

    # N054 -> P022, Chile, quicklime (follow-up)
    Mail("P022", "s2",
         "Re: Cal viva – cotización DAP Antofagasta",
         B("""
Estimada Susana:

Le escribo para saber si recibió la cotización de cal viva DAP Antofagasta que le envié la semana pasada, con los informes de reactividad t60 de nuestros tres últimos lotes.

Si Insumos Mineros Velásquez quiere hacer una prueba, podemos despachar un primer camión de 28 t en maxisacos en un plazo de diez días desde San Juan.

Quedo atenta a sus comentarios.

Saludos cordiales,
Micaela Quiroga
Responsable de Comercio Exterior
Tulum Andes Agroindustrial S.A.
San Juan, Argentina · +54 264 421 7780
"""),
         "follow-up on the writer's own quotation, wholly in Spanish; Estimada + given name with "
         "usted; the note's t60; company without S.A.; the sender's city in the text and signature",
         Twin("sender_wrong",
              [("body", "en un plazo de diez días desde San Juan.", "en un plazo de diez días desde Mendoza.")],
              "desde Mendoza", "San Juan", "the sender's city given as Mendoza for San Juan")),

    # N055 -> P024, United States, titanium sponge (follow-up)
    Mail("P024", "s3",
         "Re: Titanium sponge MD-120 sample",
         B("""
Dear Mr. Jones,

Our MD-120 sample left Oskemen on Monday and should reach Jones Titanium, Inc. by the end of next week; the courier's tracking number is in the attached note. The lot analysis and the ASTM B299 certificate are in the box as well.

Once your lab has melted a button, I would be glad to hear the results. As the raw materials buyer, you may also want to know that we can hold 20 t of the same lot for you for 60 days.

Best regards,
Daniyar Zhaksybekov
Export Manager, Ertis Resurs JShS
Oskemen, Kazakhstan · +7 7232 57 14 06
"""),
         "follow-up on the writer's own sample (MD-120, ASTM B299 from the note), in English; the "
         "title in lower case inside a sentence (the raw materials buyer); company in full",
         Twin("title_wrong",
              [("body", "As the raw materials buyer,", "As the raw materials manager,")],
              "raw materials manager", "Raw Materials Buyer", "a manager's title, one rung up, for the buyer's")),

    # N056 -> P029, South Korea, antler velvet (another first e-mail)
    Mail("P029", "s3",
         "Altai maral antler velvet (녹용) for 주식회사 대록한방",
         B("""
손 대표님께,

I am writing from Oskemen in East Kazakhstan, where Ertis Resurs JShS farms maral deer in the Altai. Our dried antler velvet is well known in Korea, and I would like to offer it to 주식회사 대록한방 for the oriental medicine clinics you supply in Seoul and Daegu.

Every lot comes with an MFDS test report, as your clinics require. I would be happy to send prices and photos of this season's sets.

Sincerely,
Daniyar Zhaksybekov
Export Manager, Ertis Resurs JShS
+7 7232 57 14 06
"""),
         "another, shorter first e-mail answering the note, in English; Korean greeting with the "
         "family name alone + title (손 대표님께); company in Hangul in subject and body; Seoul, "
         "Daegu and MFDS from the note",
         Twin("company_foreign",
              [("body", "offer it to 주식회사 대록한방 for", "offer it to 주식회사 동진수산 for")],
              "주식회사 동진수산", "주식회사 대록한방",
              "another Korean buyer of this set (P002, halibut) in the buyer's place")),

    # N057 -> P031, Taiwan, antler velvet (follow-up)
    Mail("P031", "s3",
         "回覆：冷凍乾燥鹿茸片樣品及CITES說明",
         B("""
張經理您好：

上週寄出的冷凍乾燥馬鹿茸片樣品（上段及中段各200公克），快遞顯示已於週四送達，不知品質是否符合張氏蔘藥有限公司的需求？

關於CITES：阿爾泰馬鹿並未列入CITES附錄，因此出口不需CITES許可證；每批貨物均附哈薩克官方獸醫證明及原產地證明。

如需正式報價，請告知所需規格與數量。

敬祝　商祺

Daniyar Zhaksybekov（達尼亞爾）
出口經理
Ertis Resurs JShS
哈薩克 厄斯克門
+7 7232 57 14 06
"""),
         "follow-up on the writer's own sample (the note's freeze-dried slices and CITES), wholly "
         "in traditional Chinese; 張經理 (family name + the 經理 of the title); company in full; "
         "the sender's name, title and city in Chinese",
         Twin("company_misspelled",
              [("body", "是否符合張氏蔘藥有限公司的需求", "是否符合章氏蔘藥有限公司的需求")],
              "章氏蔘藥有限公司", "張氏蔘藥有限公司",
              "a homophone surname character (章 for 張) in the company's name")),

    # N058 -> P032, France, zellige (follow-up)
    Mail("P032", "s4",
         "Relance : devis zelliges pour vos hammams",
         B("""
Monsieur Dupont,

Je me permets de revenir vers vous au sujet du devis de zelliges que je vous ai envoyé après notre rencontre au salon Maison&Objet.

Pour les hammams, nous pouvons aussi fabriquer des pièces spéciales : bordures, angles arrondis et zelliges cintrés pour les voûtes. Le délai de fabrication est de cinq semaines à Fès.

Souhaitez-vous recevoir des échantillons chez Maison Dupont avant de valider la commande ?

Bien cordialement,
Ghita Berrada
Chargée des ventes à l'international
Saïss Artisanat & Terroir SARL AU – Fès
+212 535 64 20 17
"""),
         "follow-up on the writer's own quote, wholly in French; Relance : subject; the note's "
         "fair and hammams; company without SARL (chez Maison Dupont)",
         Twin("artifact",
              [("subject", "pour vos hammams", "pour vos vos hammams")],
              "vos vos", "vos", "a doubled word in the subject")),

    # N059 -> P037, Germany, capers (follow-up)
    Mail("P037", "s4",
         "Nachfrage: Kapernproben für Feinkost Geisler",
         B("""
Sehr geehrter Herr Geisler,

vor drei Wochen hatte ich Ihnen Proben unserer Kapern aus Fès geschickt – Nonpareilles und Surfines in Salzlake. Sind sie gut bei Ihnen angekommen?

Falls Ihnen die Kapern zusagen, kann ich Ihnen für Feinkost Geisler einen Preis für Gläser zu 100 g und für 1-kg-Eimer machen, frei Haus.

Mit freundlichen Grüßen

Ghita Berrada Sqalli
Saïss Artisanat & Terroir SARL AU
Fès, Marokko · +212 535 64 20 17
"""),
         "follow-up on the writer's own samples, wholly in German; company without e.K. in "
         "subject and body",
         Twin("company_missing",
              [("body", "Ihnen für Feinkost Geisler einen Preis", "Ihnen für Ihr Geschäft einen Preis"),
               ("subject", "Kapernproben für Feinkost Geisler", "Kapernproben für Ihr Geschäft")],
              "Ihr Geschäft", "Feinkost Geisler e.K.",
              "the buyer's company replaced by 'Ihr Geschäft' in the body and the subject")),

    # N060 -> P039, Australia, spearmint (another first e-mail)
    Mail("P039", "s4",
         "Organic spearmint for Hudson Tea Co.",
         B("""
Hello Katie,

Following our chat at Fine Food Australia in Melbourne: you were looking for certified organic spearmint for Hudson Tea Co. Pty Ltd's Moroccan mint blend, and we grow exactly that near Fès.

Our organic spearmint is the nanah type, cut for tea bags or loose leaf, and steam-treated to meet Australian import conditions. I'd be glad to send samples and a price CIF Melbourne.

Best wishes,
Ghita Berrada
Saïss Artisanat & Terroir SARL AU, Fès, Morocco
+212 535 64 20 17
"""),
         "another, shorter first e-mail after the fair the note records, in English; company in "
         "full with a possessive after Pty Ltd and short (Hudson Tea Co.) in the subject",
         Twin("note_wrong",
              [("body", "you were looking for certified organic spearmint", "you were looking for Fairtrade-certified spearmint")],
              "Fairtrade-certified spearmint", "Wants certified organic spearmint for its Moroccan mint blend",
              "the note misquoted: Fairtrade for the certified organic spearmint it records")),
]
