"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail("P001", "s1", "Re: Carnica queens for May–June – dispatch dates", """\
Dear Mr Köster,

A short follow-up on the offer I sent after the Apisticus-Tag: we have now fixed the dispatch dates for this season, and I would like to reserve your 150 mated queens before the May slots fill up.

Proposed: 80 queens leaving Radovljica on 26 May and 70 on 9 June, each parcel with its TRACES health certificate and by express courier to Imkereibedarf Köster.

If those dates work for you, a short confirmation is enough; the invoice follows with the first dispatch.

Best regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40
tjasa.pogacnik@cebelarstvo-jelovica.si""",
         "English; follow-up on the writer's own offer (N001); the note's fair, 150 queens and "
         "TRACES; Carnica for Carniolan",
         Twin("sender_wrong", "body", "Čebelarstvo Jelovica d.o.o.\n+386", "Čebelarstvo Jelovica s.p.\n+386",
              "Čebelarstvo Jelovica d.o.o.", "another Slovenian legal form (s.p.) for the sender's d.o.o.",
              found="Čebelarstvo Jelovica s.p.")),
    # N042
    Mail("P003", "s1", "Carniolan queens for Pritchard Bee Supplies – short overview", """\
Hello June,

Your hobby beekeepers in Wales may like what the Carniolan bee does best: it builds up fast in spring, stays calm on the comb and winters on small stores.

In brief, for Pritchard Bee Supplies:
• mated Carniolan queens, May to August, marked on request;
• shipped in cages with attendants, by courier from Slovenia;
• EU health certificate via TRACES; you pre-notify the import on IPAFFS.

A price list is attached. Happy to answer any questions.

Tjaša Pogačnik
Čebelarstvo Jelovica d.o.o., Radovljica, Slovenia
+386 4 531 72 40""",
         "English; a second, shorter first e-mail (answers the note's request in a list); the sender "
         "without her title",
         Twin("artifact", "body", "A price list is attached.", "A price list is attached. A price list is attached.",
              "A price list is attached.", "a repeated sentence",
              found="A price list is attached. A price list is attached.")),
    # N043
    Mail("P004", "s1", "Relance : reines carnica pour Les Ruchers Andre", """\
Madame Andre,

Je me permets de revenir vers vous au sujet des reines carnica marquées dont nous avions parlé au Congrès national de l'apiculture française. Avez-vous pu consulter notre grille tarifaire ?

Les premiers envois de la saison partent à la mi-mai et nos créneaux se remplissent vite. Si Les Ruchers Andre souhaite réserver un lot, je peux bloquer les dates dès maintenant ; le certificat sanitaire TRACES est établi pour chaque envoi.

Bien à vous,

Tjaša Pogačnik
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "French; follow-up on the writer's own e-mail (N004); the congress of the note without its "
         "town; 'Madame Andre,' alone",
         Twin("company_missing", "body", "Si Les Ruchers Andre souhaite", "Si votre rucher souhaite",
              "Les Ruchers Andre SAS", "every mention of the company replaced", found="votre rucher",
              also=(("subject", "pour Les Ruchers Andre", "pour votre rucher"),))),
    # N044
    Mail("P006", "s1", "Following up: quote for 40 AŽ hives to Zadar", """\
Dear Ms Marin,

I hope you received the quote for the 40 AŽ hives with frames that I sent last week. One point to add: our next truck to Croatia leaves Radovljica at the end of this month, so if you confirm by the 20th, the hives could be in Zadar at the start of next month, two weeks sooner than the quoted lead time.

Also, since several Croatian customers have asked, we can now supply the frames already wired and fitted with wax foundation.

Kind regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "English; follow-up on the writer's own quote (N006); the note's 40 hives and Zadar; no "
         "company mention",
         Twin("country_wrong", "body", "our next truck to Croatia leaves", "our next truck to Bosnia leaves",
              "Croatia", "a neighbouring country for the buyer's", found="Bosnia")),
    # N045
    Mail("P008", "s1", "Your AŽ bee house – any questions on the quote?", """\
Hi Michael,

Just checking in on the quote for the 12 AŽ hives for Baker Apiary Supply's bee house. Did the layout drawing work for the space you have in mind?

Two things I forgot to mention: the hives can be supplied unpainted, so that you can paint them to match the bee house, and we can include a set of our painted front panels for display at no cost.

The commercial invoice, packing list and certificate of origin will be ready as soon as you confirm, so your customs broker can prepare the entry in advance.

Best,
Tjaša
Čebelarstvo Jelovica d.o.o. · +386 4 531 72 40""",
         "English, informal ('Hi Michael', signed with the given name only); follow-up on the "
         "writer's own quote (N008); possessive company without LLC",
         Twin("company_missing", "body", "for Baker Apiary Supply's bee house", "for your company's bee house",
              "Baker Apiary Supply LLC", "the only mention of the company replaced",
              found="your company's")),
    # N046
    Mail("P009", "s1", "슬로베니아 AŽ 벌통 소개 – 주식회사 다온양봉", """\
이순옥 과장님께

안녕하세요. 슬로베니아 라도블리차에서 양봉 기자재와 여왕벌을 생산하는 Čebelarstvo Jelovica d.o.o.의 해외영업 책임자 타샤 포가치니크입니다.

주식회사 다온양봉에 슬로베니아의 전통 AŽ 벌통을 소개해 드리고자 연락드립니다. 강원도에서 양봉 체험 농장을 운영하신다고 들었습니다. AŽ 벌통은 뒤쪽에서 열어 작업하는 장식장 형태의 벌통으로, 뒤편의 유리창을 통해 방문객이 벌의 움직임을 안전하게 볼 수 있어 체험 농장에 특히 잘 맞습니다.

영문 조립 설명서와 함께 견적서를 보내드릴 수 있습니다. 편하신 때에 회신 부탁드립니다.

감사합니다.
Tjaša Pogačnik (타샤 포가치니크)
Vodja mednarodne prodaje / 해외영업 책임자
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "Korean; a second first e-mail (the note's farm in Gangwon-do and English manual); the "
         "sender's name in Hangul; AŽ 벌통 for AŽ beehives",
         Twin("company_foreign", "body", "주식회사 다온양봉에", "株式会社太田ハニー에", "주식회사 다온양봉",
              "another buyer's company of this set (a copy-paste from a mail to Japan)",
              found="株式会社太田ハニー")),
    # N047
    Mail("P011", "s1", "蜂膠酊樣品已寄出 – 追蹤編號", """\
張主任您好：

上週提到的蜂膠酊樣品已於今天以DHL寄往台中，追蹤編號為 4829 1736 05，預計三至四個工作天送達。包裹內有30 ml滴管瓶六瓶，以及中文標籤樣稿，標示酒精含量70%（v/v）、成分、產地與使用方式，請貴公司確認。

如藥局端對標示有任何意見，歡迎直接告訴我們，我們會在正式出貨前修改。

敬祝 商祺
Tjaša Pogačnik
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "Traditional Chinese; follow-up on the writer's own e-mail (N011): samples sent; the note's "
         "Chinese label, ethanol content, pharmacies; no company mention (貴公司)",
         Twin("artifact", "subject", "蜂膠酊樣品已寄出", "蜂膠酊樣品樣品已寄出", "樣品",
              "a doubled word in the subject", found="樣品樣品")),
    # N048
    Mail("P012", "s1", "Propolis tincture from Slovenia – samples for 株式会社太田ハニー", """\
Dear Ms Ota,

I am writing from Čebelarstvo Jelovica d.o.o., a beekeeping company in Radovljica, Slovenia, to offer 株式会社太田ハニー our propolis tincture.

It is made from propolis collected in our own Carniolan apiaries, extracted in ethanol at 20% and bottled in 30 ml amber dropper bottles; an alcohol-free glycerine version is also available. Each batch comes with a certificate of analysis for total polyphenols and flavonoids, which we understand Japanese buyers expect.

I would be happy to send samples to your office, along with our export price list.

With best regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40 · tjasa.pogacnik@cebelarstvo-jelovica.si""",
         "English; a second first e-mail; 'Ms Ota' (the family name 太田 romanised); the company in "
         "Japanese script inside English",
         Twin("company_foreign", "body", "to offer 株式会社太田ハニー our", "to offer 張氏蜂業股份有限公司 our",
              "株式会社太田ハニー", "another buyer's company of this set, same category, East Asia",
              found="張氏蜂業股份有限公司")),
    # N049
    Mail("P013", "s1", "Muster der Propolis-Tinktur – Rückmeldung?", """\
Liebe Frau Steinberg,

vor zwei Wochen habe ich Ihnen die Muster unserer Propolis-Tinktur und das EU-Bio-Zertifikat geschickt. Sind beide gut angekommen?

Falls Sie für die Listung bei Steinberg Naturwaren noch Unterlagen brauchen – Produktdatenblatt, Analysenzertifikat, EAN-Codes –, schicke ich sie Ihnen gern sofort.

Herzliche Grüße
Tjaša Pogačnik
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "German; follow-up on the writer's own e-mail (N013); the note's organic certificate; "
         "company without GmbH",
         Twin("contact_wrong", "body", "Liebe Frau Steinberg,", "Liebe Frau Steinmann,", "Jacqueline Steinberg",
              "a near family name in the greeting", found="Steinmann")),
    # N050
    Mail("P014", "s1", "Kosher propolis tincture for כהן טבע בע\"מ", """\
Dear Ms Cohen,

As purchasing manager at כהן טבע בע"מ, you will know how few propolis products on Israeli shelves carry a kosher certificate. Ours does: our propolis tincture from Slovenia is certified kosher parve by the KLBD.

It is a 20% propolis extract in grain alcohol, in 30 ml dropper bottles, made from the propolis of our own apiaries in Radovljica. For the health-food shops in Tel Aviv that you supply, we can apply a Hebrew label before shipping.

May I send you the certificate and a few samples?

Kind regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "English; a second first e-mail; 'Ms Cohen' (כהן romanised); the Hebrew company in full "
         "inside English; the recorded Hebrew title translated (purchasing manager)",
         Twin("title_wrong", "body", "As purchasing manager at", "As marketing manager at", "מנהלת רכש",
              "a marketing title for a purchasing one", found="marketing manager")),
    # N051
    Mail("P016", "s2", "Bakhoor samples shipped – tracking number", """\
Dear Mr Sabih,

Our bakhoor samples left Muscat today by Aramex: three 50 g tins of each of our three blends, with the Arabic labels as they would appear in your shops. The tracking number is 3451 9026 771; delivery to Jeddah should take three to four days.

Once you and your team in the six Jeddah shops have tried them, I would be glad to hear which blends suit your customers best. For the first order we can pack display cartons of 24 tins per shop.

Best regards,
Yaqoob Nasser Al-Hinai
Head of Exports
Falaj Daris Trading LLC
Nizwa, Oman
+968 2541 0387""",
         "English; follow-up on the writer's own e-mail (N016): samples shipped; 'Mr Sabih' (Gulf "
         "style, given name romanised); the note's 50 g tins and six Jeddah shops",
         Twin("sender_wrong", "body", "Falaj Daris Trading LLC", "Falaj Dares Trading LLC",
              "Falaj Daris Trading LLC", "the sender's company misspelled", found="Falaj Dares Trading LLC")),
    # N052
    Mail("P019", "s2", "Kumma caps for Kariuki General Traders", """\
Dear Nuhu,

Ramadan is when the kumma sells best in Stone Town, and we would like Kariuki General Traders to have full shelves this year.

Falaj Daris Trading LLC supplies Omani kumma caps from Nizwa, hand-stitched and machine-embroidered, in sizes from 56 to 60 cm and beyond. An order of 500 caps can reach Zanzibar in about four weeks by sea.

Shall I send our catalogue and prices?

Best regards,
Yaqoob Al-Hinai
Falaj Daris Trading LLC, Nizwa, Oman
+968 2541 0387""",
         "English; a second, short first e-mail using the note (Ramadan, Stone Town, 500 caps, sizes "
         "56-60); company without Ltd",
         Twin("company_foreign", "body", "we would like Kariuki General Traders to",
              "we would like Nazari Fashion House to", "Kariuki General Traders Ltd",
              "another buyer's company of this set, same country and category",
              found="Nazari Fashion House")),
    # N053
    Mail("P022", "s2", "Gypsum sample dispatched – CFR Kandla offer stands", """\
Dear Mahendra ji,

The 5 kg sample of our natural gypsum for पिल्लई सीमेंट्स प्राइवेट लिमिटेड went out today by DHL (AWB 7713 4620 58). It comes from the same stockpile we would load for your first shipment, with a purity of 93.4% on our last analysis – comfortably above the 90% minimum you need.

Our CFR Kandla price from last week remains valid until the end of the month. If the lab results at your grinding unit are satisfactory, we could load a first vessel within four weeks of your order.

With regards,
Yaqoob Nasser Al-Hinai
Head of Exports, Falaj Daris Trading LLC
+968 2541 0387""",
         "English; follow-up on the writer's own offer (N022): sample sent; 'Mahendra ji' (the "
         "Devanagari given name romanised); the company in full in Devanagari inside English",
         Twin("company_misspelled", "body", "पिल्लई सीमेंट्स प्राइवेट लिमिटेड", "पिल्लै सीमेंट्स प्राइवेट लिमिटेड",
              "पिल्लई सीमेंट्स प्राइवेट लिमिटेड", "ै for the family name's ई",
              found="पिल्लै सीमेंट्स प्राइवेट लिमिटेड")),
    # N054
    Mail("P024", "s2", "Natural gypsum from Oman for Xi măng Mai Sơn", """\
Kính gửi anh Dũng,

Following our conversation at Vietbuild Hanoi, I would like to confirm that Falaj Daris Trading LLC can supply Xi măng Mai Sơn with natural gypsum lumps of 0–50 mm, in shipments of 5,000 t to Hai Phong.

Our gypsum is mined in Oman and has a purity above 90%. We can send an analysis certificate and a CFR Hai Phong price whenever it suits you.

Trân trọng,
Yaqoob Al-Hinai
Head of Exports
Falaj Daris Trading LLC
+968 2541 0387""",
         "English with a Vietnamese greeting and closing; a second, short first e-mail after the "
         "note's fair; the company short (Xi măng Mai Sơn, without Công ty Cổ phần)",
         Twin("company_missing", "body", "can supply Xi măng Mai Sơn with", "can supply your company with",
              "Công ty Cổ phần Xi măng Mai Sơn", "every mention of the company replaced",
              found="your company", also=(("subject", "for Xi măng Mai Sơn", "for your company"),))),
    # N055
    Mail("P026", "s3", "Relance – statues en grès pour Jardins Schneider", """\
Bonjour Monsieur Schneider,

Je reviens vers vous au sujet de notre sélection de statues d'Apsara et de têtes de Bouddha de 60 à 120 cm, envoyée après Maison&Objet. Avez-vous pu la présenter à vos collègues ?

Si Jardins Schneider souhaite passer une première commande pour le printemps, il faudrait la confirmer d'ici quatre semaines : nos sculpteurs ont besoin de huit à dix semaines, et le transport jusqu'au Havre prend environ cinq semaines. L'attestation du ministère de la Culture (œuvres neuves, non antiques) sera jointe aux documents d'expédition.

Bien cordialement,
Chea Sophal
Puok Artisan & Provisions Co., Ltd.
+855 63 966 214""",
         "French; follow-up on the writer's own e-mail (N026); the note's statues, sizes, fair and "
         "document; company without SAS",
         Twin("company_foreign", "body", "Si Jardins Schneider souhaite", "Si Muijs Tuinbeelden souhaite",
              "Jardins Schneider SAS", "another buyer's company of this set, same category",
              found="Muijs Tuinbeelden")),
    # N056
    Mail("P029", "s3", "Lacquerware for Murray Home & Living", """\
Dear Ms Murray,

As Senior Buyer at Murray Home & Living Pty Ltd, you may be looking for tableware with a handmade story. Our lacquerware from Siem Reap fits that brief: bowls, trays and boxes of mango wood, lacquered by hand in our Puok workshop.

For bowls meant for food we use a lead-free, food-grade lacquer, and we can provide a food-contact test report from an accredited laboratory.

Would you like our catalogue and Australian price list?

Kind regards,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
+855 63 966 214""",
         "English; a second first e-mail that answers the note's food-safety point; title and "
         "company as recorded",
         Twin("title_wrong", "body", "As Senior Buyer at", "As Assistant Buyer at", "Senior Buyer",
              "a buyer's title two rungs lower", found="Assistant Buyer")),
    # N057
    Mail("P031", "s3", "Vos échantillons de prahok – l'avis de vos clients ?", """\
Madame Bruneau,

D'après le suivi DHL, les échantillons de prahok en pots de 400 g vous sont parvenus la semaine dernière. Avez-vous eu l'occasion de les faire goûter aux restaurants cambodgiens du 13e ?

Si le goût convient, nous pouvons préparer une première palette pour Bruneau Import : 720 pots de 400 g, avec un étiquetage en français, livrable au Havre en six semaines environ.

Bien cordialement,
Chea Sophal
Responsable export
Puok Artisan & Provisions Co., Ltd.
+855 63 966 214""",
         "French; follow-up on the writer's own e-mail (N031): samples arrived; the note's 400 g "
         "jars and restaurants of the 13th",
         Twin("category_wrong", "body", "les échantillons de prahok en pots", "les échantillons de pâte de crevettes en pots",
              "prahok", "a neighbouring fermented paste (shrimp paste, kapi)", found="pâte de crevettes")),
    # N058
    Mail("P033", "s3", "Prahok for Khmer grocery stores in Long Beach and Lowell", """\
Dear Ms Barnes,

Barnes Asian Grocery Distributors, Inc. supplies the Khmer grocery stores of Long Beach and Lowell, and their customers know exactly how prahok should taste. Ours is made in Siem Reap from Tonle Sap fish, fermented for at least six months and heat-treated in glass jars.

For the United States we can provide our FDA registration number and an English label with a Nutrition Facts panel, which is what you need for your customers' stores.

May I send you samples?

Best regards,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
+855 63 966 214""",
         "English; a second first e-mail using the note (customers, FDA number, English label); "
         "company in full with ', Inc.'",
         Twin("country_wrong", "body", "For the United States we can provide", "For Canada we can provide",
              "United States", "a neighbouring country for the buyer's", found="Canada")),
    # N059
    Mail("P035", "s4", "Following up: soybean meal offer CFR Mersin", """\
Dear Mr Akça,

I am following up on my e-mail about Paraguayan soybean meal for Akça Yem. The new crop is now being crushed, and we can offer Hipro meal with min. 46% protein for shipment in the coming two months.

If you would like a firm CFR Mersin offer, please let me know the quantity and the delivery window you have in mind, and I will send it within a day, with the SGS reports of our recent shipments.

Best regards,
Liz Benítez
Comercial Itapúa Poty S.A.
+595 71 204 385""",
         "English; follow-up on the writer's own e-mail (N035); company short (Akça Yem)",
         Twin("artifact", "body", "The new crop is now being crushed", "The new crop is nowbeing crushed",
              "now being", "two words fused", found="nowbeing")),
    # N060
    Mail("P037", "s4", "Seguimiento: ñandutí en crudo y blanco para Encajes y Bordados Tomas", """\
Estimada Regina:

Quería saber si recibió la propuesta de ñandutí que le envié después de Intergift Madrid: piezas de 20 cm en crudo y blanco, 100 de cada color.

Nuestras artesanas de Itauguá pueden empezar la próxima semana si nos confirma el pedido, y las piezas estarían listas para el envío aéreo a Madrid en unas seis semanas.

Quedo atenta a su respuesta.

Un saludo cordial,
Liz Benítez
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
Tel. +595 71 204 385
liz.benitez@itapuapoty.com.py""",
         "Spanish; follow-up on the writer's own e-mail (N037); the note's fair, colours and sizes",
         Twin("sender_wrong", "body", "Comercial Itapúa Poty S.A.", "Comercial Itapúa Poty S.R.L.",
              "Comercial Itapúa Poty S.A.", "another legal form for the sender's S.A.",
              found="Comercial Itapúa Poty S.R.L.")),
]
