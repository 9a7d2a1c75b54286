"""Natural e-mails N041-N060 (a second e-mail to 20 buyers: the 18 with a note, and P005, P023),
each with its twin's one edit. Six are follow-ups on the writer's own earlier e-mail or sample
(N041, N044, N046, N047, N049, N053); the others are another, shorter first e-mail to the buyer."""
from mail import Mail, Twin

MAILS = [
    # N041 (P001, follow-up on the sample carton) -----------------------------------------
    Mail(
        buyer="P001", sender="s1",
        subject="Sample carton of smoked flounder – did it arrive?",
        body="""\
Dear Ms Vollbrecht,

Our sample carton of hot-smoked flounder (250–300 g pieces, two vacuum packs and one loose 3 kg carton) was delivered to the Fischräucherei Vollbrecht on Tuesday, according to the tracking.

I hope the fish reached you well chilled. If the size and the smoke suit your customers, I can hold a weekly slot for you from next month, on the CIF Hamburg terms of my price list.

Any comments from your counter staff would be very welcome.

Best regards from Pärnu,

Tõnis Õunapuu
Välismüügijuht
AS Sindi Mets ja Meri
+372 444 7316""",
        note="English follow-up on the writer's own sample (N001 offered it); `Dear Ms` + family "
             "name; the company with its article in English; the note's size and CIF Hamburg.",
        twin=Twin("artifact", "If the size and the smoke suit your customers, I can hold a weekly slot for you from next month, on the CIF Hamburg terms of my price list.",
                  "If the size and the smoke suit your customers, I can hold a weekly slot for you from next",
                  found="a weekly slot for you from next", expected="…from next month, on the CIF Hamburg terms of my price list.",
                  note="a sentence cut off"),
    ),
    # N042 (P002, another first e-mail, Japanese) ------------------------------------------
    Mail(
        buyer="P002", sender="s1",
        subject="エストニア産JAS集成材のご紹介",
        body="""\
高橋集成材工業株式会社
購買部長　高橋様

はじめてご連絡いたします。エストニアの集成材メーカー、AS Sindi Mets ja Meriのトニス・オウナプーと申します。

弊社はJAS認証を取得した構造用集成材を製造しており、E105-F300のスプルース集成材を日本向けに出荷しております。JAS認証書と曲げ試験の報告書をお送りできますので、ご入用でしたらお知らせください。

ご検討のほど、よろしくお願いいたします。

トニス・オウナプー（Tõnis Õunapuu）
AS Sindi Mets ja Meri
Tel: +372 444 7316""",
        note="A second, shorter Japanese first e-mail (the note asks for Japanese) offering the "
             "JAS certificate and test report the note asks for; `高橋様` with the recorded "
             "title; full-width space; the sender's name in katakana first.",
        twin=Twin("category_wrong", "弊社はJAS認証を取得した構造用集成材を製造しており",
                  "弊社はJAS認証を取得したCLT（直交集成板）を製造しており", found="CLT（直交集成板）",
                  expected="構造用集成材 (glulam beams)",
                  note="a neighbouring product (cross-laminated timber panels)"),
    ),
    # N043 (P004, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P004", sender="s1",
        subject="Smoked flounder by reefer truck to Lviv and Kyiv",
        body="""\
Dear Ms Dzhus,

You asked whether our smoked flounder can travel to Ukraine by reefer truck via Poland. It can: our trucks run Pärnu – Riga – Kaunas – Warsaw and cross at Korczowa, reaching Lviv in about 48 hours at 0–4 °C, and Kyiv a day later.

For the supermarket chains that ТОВ «Джус Фуд Імпорт» supplies, we suggest vacuum packs of two hot-smoked flounders (400–600 g per pack) with a Ukrainian label.

I can send a price list DAP Lviv whenever you are ready.

Kind regards,

Tõnis Õunapuu
Export Sales Manager
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="A second, shorter English first e-mail answering the note's question; the "
             "contact's family name transliterated (`Ms Dzhus`, as the e-mail address spells "
             "it); the Cyrillic company in full inside an English sentence; Korczowa.",
        twin=Twin("company_foreign", "For the supermarket chains that ТОВ «Джус Фуд Імпорт» supplies",
                  "For the supermarket chains that Duczmal Ryby Wędzone supplies",
                  found="Duczmal Ryby Wędzone", expected="ТОВ «Джус Фуд Імпорт»",
                  note="another smoked-flounder buyer's company of this set (P008, Poland, the route country)"),
    ),
    # N044 (P005, follow-up on the writer's offer) -----------------------------------------
    Mail(
        buyer="P005", sender="s1",
        subject="Re: Glulam beams from Estonia – CIF Busan offer",
        body="""\
김은주 팀장님께,

I hope you had a chance to look at the glulam offer I sent two weeks ago. To make comparison easier, I have now priced our three most common GL24h sections (90x270, 115x360 and 140x450 mm, 12 m) CIF Busan per cubic metre; the sheet is attached.

If 김해목구조 has a project starting this summer, a container booked before the end of next month would still arrive in time.

감사합니다.

Tõnis Õunapuu
Välismüügijuht
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="English follow-up on the writer's own offer (N005), Korean greeting and closing; "
             "the company without 주식회사.",
        twin=Twin("sender_wrong", "Tõnis Õunapuu\nVälismüügijuht", "Tõnu Õunapuu\nVälismüügijuht",
                  found="Tõnu Õunapuu", expected="Tõnis Õunapuu",
                  note="another Estonian given name for the sender's own"),
    ),
    # N045 (P006, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P006", sender="s1",
        subject="IQF wild cranberries for dried cranberry production",
        body="""\
Dear Mr Zheng,

I understand that 青岛郑氏食品 makes dried sweetened cranberries for bakeries and needs whole IQF berries. We pick wild cranberries in the bogs of south-west Estonia and freeze them whole within a day; they are EU-organic certified, and we are registered with the GACC as an overseas food producer, so they can be imported into China without delay.

Our standard pack is 10 kg cartons, 80 per pallet, shipped CIF Qingdao in -18 °C containers.

Shall I send you our organic certificate, the GACC registration and a 1 kg sample?

Best regards,

Tõnis Õunapuu
Export Sales Manager
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="A second, shorter English first e-mail answering the note's request (EU organic, "
             "GACC, IQF whole berries); `Mr Zheng`; the company in Chinese without 有限公司 "
             "inside an English sentence.",
        twin=Twin("country_wrong", "so they can be imported into China without delay.",
                  "so they can be imported into Taiwan without delay.", found="Taiwan",
                  expected="China",
                  note="a neighbouring market for the buyer's country (the GACC is China's)"),
    ),
    # N046 (P007, follow-up on the writer's own e-mail) ------------------------------------
    Mail(
        buyer="P007", sender="s1",
        subject="Re: Fire-resistance documents – SII contact in Haifa",
        body="""\
שלום נויה,

As promised in my last e-mail, here is the contact at our freight forwarder in Haifa who has taken our glulam beams through SII testing for two other importers: Ms Dalia Mizrahi, customs department, +972 4 861 2290.

He tells me that the last SII approval for our GL24h beams took about five weeks from the sample's arrival. If קפלן הנדסת עץ orders a first container, he can handle the testing and the clearance together.

Best regards,

Tõnis Õunapuu
Välismüügijuht
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="English follow-up on the writer's own e-mail (N007) about the note's SII question; "
             "Hebrew greeting; the Hebrew company short inside an English sentence; a third "
             "party's name and phone.",
        twin=Twin("sender_wrong", "AS Sindi Mets ja Meri\nPärnu", "AS Sindi Mets ja Mere\nPärnu",
                  found="AS Sindi Mets ja Mere", expected="AS Sindi Mets ja Meri",
                  note="the sender's company misspelled (Mere, the genitive, for Meri)"),
    ),
    # N047 (P009, follow-up on the writer's own e-mail) ------------------------------------
    Mail(
        buyer="P009", sender="s1",
        subject="Glulam beam schedule – quick follow-up",
        body="""\
Hi Tracey,

Just following up on my note after Timber Expo. If you can send me the beam schedule of one of your standard houses, I will price it delivered to your yard, UKCA-marked and PEFC-certified as discussed.

Our next sailings from Muuga to Tilbury are on the 12th and the 26th, so an order confirmed this month could be with you in six weeks.

Best wishes,

Tõnis Õunapuu
Head of Export Sales
AS Sindi Mets ja Meri
+372 444 7316""",
        note="English follow-up on the writer's own e-mail (N009), naming the fair the note "
             "records, UKCA and PEFC; `Hi Tracey`.",
        twin=Twin("artifact", "Our next sailings from Muuga to Tilbury are on the 12th and the 26th,",
                  "Our next sailings from Muuga to Tilbury are on {sailing_dates},",
                  found="{sailing_dates}", expected="the 12th and the 26th",
                  note="a template placeholder left in the text"),
    ),
    # N048 (P011, another first e-mail, Finnish) -------------------------------------------
    Mail(
        buyer="P011", sender="s1",
        subject="Savustettu kampela Riianlahdelta",
        body="""\
Hyvä Mikael Salminen,

kiitos kysymyksistänne. Kampelamme pyydetään pääosin Riianlahdelta (ICES-osa-alue 28.1), ja jokaisen erän mukana tulee EU:n saalistodistus. Pyyntialue on merkitty myös jokaiseen laatikkoon, joten Kalatukku Salminen voi kertoa sen asiakkailleen.

Kampela on kuumasavustettu kokonaisena, 200–350 g/kpl, tyhjiöpakattu kaksittain. Tallinnan lautalla toimitamme sen Suomeen savustusta seuraavana päivänä.

Ystävällisin terveisin

Tõnis Õunapuu
vientimyyntipäällikkö
AS Sindi Mets ja Meri
Pärnu, Viro
+372 444 7316""",
        note="A second, shorter Finnish first e-mail (the note allows Finnish) answering the "
             "note's questions (Gulf of Riga as Riianlahti, catch certificate); `Hyvä` + full "
             "name; `Kalatukku Salminen` without Oy; the sender's title in Finnish, Estonia as "
             "Viro.",
        twin=Twin("company_misspelled", "joten Kalatukku Salminen voi", "joten Kalatukku Salminnen voi",
                  found="Kalatukku Salminnen", expected="Kalatukku Salminen Oy",
                  note="a doubled n"),
    ),
    # N049 (P013, follow-up on the writer's sample) ----------------------------------------
    Mail(
        buyer="P013", sender="s1",
        subject="Votre échantillon de canneberges : premiers essais ?",
        body="""\
Bonjour Madame Vidal,

Notre transporteur m'indique que l'échantillon de 5 kg de canneberges sauvages surgelées a été livré jeudi à la Confiturerie Vidal, en parfait état de froid.

Avez-vous pu faire un premier essai de confiture ? Si la taille des baies ou leur acidité ne convient pas tout à fait, nous pouvons vous proposer un lot trié plus finement, toujours certifié bio.

Je reste à votre disposition.

Bien cordialement,

Tõnis Õunapuu
AS Sindi Mets ja Meri
Pärnu, Estonie
+372 444 7316""",
        note="French follow-up on the writer's own sample (N013), the note's 5 kg; "
             "`Confiturerie Vidal` with the article.",
        twin=Twin("artifact", "a été livré jeudi à la Confiturerie Vidal,",
                  "a été livré jeudi a été livré jeudi à la Confiturerie Vidal,",
                  found="a été livré jeudi a été livré jeudi", expected="a été livré jeudi",
                  note="a doubled phrase"),
    ),
    # N050 (P015, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P015", sender="s1",
        subject="Frozen cranberries in 10 kg cartons for Taichung bakeries",
        body="""\
Dear Ms Sun,

As 採購課長 of 台中孫氏烘焙原料有限公司 you asked about frozen cranberries in 10 kg cartons and about the documents the Taiwan FDA needs. Our wild Estonian cranberries are IQF-frozen and packed in 10 kg cartons with a food-grade liner. With every shipment we send the commercial invoice, packing list, certificate of origin, health certificate and pesticide residue report, and we print the Chinese label to your layout.

Containers reach Taichung port about 40 days after loading in Tallinn.

Best regards,

Tõnis Õunapuu
Export Sales Manager
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="A second, shorter English first e-mail answering the note's request; `Ms Sun`; the "
             "recorded title and company in traditional Chinese inside an English sentence.",
        twin=Twin("title_wrong", "As 採購課長 of", "As 採購專員 of", found="採購專員",
                  expected="採購課長", note="a title one rung down (purchasing clerk for section chief)"),
    ),
    # N051 (P016, another first e-mail, Norwegian) -----------------------------------------
    Mail(
        buyer="P016", sender="s2",
        subject="Kalsinert petrolkoks til anodeverket i Mosjøen",
        body="""\
Hei Ingeborg Simonsen,

takk for forespørselen om kalsinert petrolkoks (CPC). Vår anodekvalitet har svovel på 2,6–2,9 % og reell tetthet på 2,08–2,10 g/cm³, altså innenfor kravene deres på under 3,0 % svovel og minst 2,08 g/cm³.

Et prøveparti på 25 tonn kan sendes i storsekker i én 20-fots container fra Kuwait til Norge, med omlasting i Rotterdam. Analysesertifikat fra et uavhengig laboratorium følger hvert parti.

Gi meg gjerne beskjed om ønsket leveringstidspunkt for Simonsen Anodeverk, så sender jeg et tilbud.

Med vennlig hilsen

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="A second, shorter Norwegian first e-mail answering the note's request (sulphur, "
             "density, 25 t trial lot, Mosjøen); `Hei` + full name; `Simonsen Anodeverk` "
             "without AS; decimal commas.",
        twin=Twin("country_wrong", "fra Kuwait til Norge, med", "fra Kuwait til Sverige, med",
                  found="Sverige", expected="Norway (Norge)",
                  note="a neighbouring country for the buyer's"),
    ),
    # N052 (P017, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P017", sender="s2",
        subject="Gold-finish brass dallahs in three sizes",
        body="""\
Dear Mr Tamer Al-Kharafi,

Thank you for your interest in our dallahs for the hotels that مؤسسة الخرافي للتجهيزات الفندقية supplies in Riyadh. We make brass dallahs with a durable gold finish in three hotel sizes: 0.5 l for table service, 1 l, and 1.8 l for buffets and receptions.

All are handmade in our workshop in Fahaheel and can be engraved with a hotel's logo. Trucks reach Riyadh in about three days via the Nuwaiseeb crossing.

I would be pleased to send you a sample of each size.

With kind regards,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="A second, shorter English first e-mail answering the note's request; the contact "
             "transliterated (`Mr Tamer Al-Kharafi`); the Arabic company in full inside an "
             "English sentence.",
        twin=Twin("company_missing", "for the hotels that مؤسسة الخرافي للتجهيزات الفندقية supplies in Riyadh.",
                  "for the hotels that your establishment supplies in Riyadh.",
                  found="your establishment", expected="مؤسسة الخرافي للتجهيزات الفندقية",
                  note="the company's only mention replaced by `your establishment`"),
    ),
    # N053 (P019, follow-up on the writer's sample) ----------------------------------------
    Mail(
        buyer="P019", sender="s3",
        subject="Ihre Muster-Klangschalen sind unterwegs",
        body="""\
Sehr geehrter Herr Röhrdanz,

die drei Muster-Klangschalen (klein, mittel, groß) für die Klangwelt Röhrdanz sind heute per Luftpost abgegangen; die Sendungsnummer lautet RR 418 305 227 NP. Sie sollten in acht bis zehn Tagen bei Ihnen sein.

Wenn Ihnen Klang und Verarbeitung zusagen, schicke ich Ihnen gern unsere Preise für Abnahmemengen ab 30 Schalen je Größe.

Mit freundlichen Grüßen

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal""",
        note="German follow-up on the writer's own sample (N019; the note's three sizes and "
             "sample); `die Klangwelt Röhrdanz` with the article, without e.K.; a postal tracking "
             "number.",
        twin=Twin("sender_wrong", "Pokhara, Nepal", "Pokhara, Indien", found="Indien",
                  expected="Nepal", note="the sender's country wrong in the signature"),
    ),
    # N054 (P021, another first e-mail, English with Thai) ---------------------------------
    Mail(
        buyer="P021", sender="s3",
        subject="Wintergreen oil for herbal balm – 98%+ methyl salicylate",
        body="""\
เรียน คุณอลิษา ฉิมพาลี

I'm writing from Phewa Dhatu Jadibuti Udyog in Pokhara, Nepal, about natural wintergreen oil for your herbal balm. Our oil is distilled from wild Gaultheria leaves and runs at 98.4–99.1% methyl salicylate, above the 98% you need, and every lot comes with a COA that your Thai FDA file can use.

May I send a 500 ml sample with the latest COA?

ขอบคุณค่ะ

Pramila Thapa Magar
Senior Export Officer
+977 61 465208""",
        note="A second, shorter English first e-mail answering the note's request; Thai greeting "
             "with the full name and a Thai thank-you (ค่ะ, the female writer's particle); the "
             "sender's company without Pvt. Ltd.; the buyer's company not named.",
        twin=Twin("contact_wrong", "เรียน คุณอลิษา ฉิมพาลี", "เรียน คุณอลิสา ฉิมพาลี",
                  found="อลิสา ฉิมพาลี", expected="อลิษา ฉิมพาลี",
                  note="a near-miss spelling of the given name (ส for ษ)"),
    ),
    # N055 (P023, another first e-mail, French) --------------------------------------------
    Mail(
        buyer="P023", sender="s4",
        subject="Molas du Panamá",
        body="""\
Cher Monsieur Olivier,

Je représente Azuero Caña y Mar, S.A., à Chitré, qui exporte des molas, les panneaux textiles en appliqué inversé des femmes guna du Panamá. Peu de galeries en France en proposent des pièces signées, avec le nom de l'artiste et de sa communauté : ce pourrait être une belle exposition pour la Galerie Olivier.

Puis-je vous envoyer le catalogue des 40 panneaux disponibles ?

Bien à vous,

Yaritza Domínguez
Azuero Caña y Mar, S.A.
+507 996 4173""",
        note="A second, shorter French first e-mail; `Cher Monsieur` + family name; the gallery "
             "with its article, without SARL; France named as the buyer's market.",
        twin=Twin("country_wrong", "Peu de galeries en France en proposent", "Peu de galeries en Belgique en proposent",
                  found="en Belgique", expected="France",
                  note="a neighbouring country for the buyer's"),
    ),
    # N056 (P024, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P024", sender="s4",
        subject="Skin-off cobia fillets, 8-10 oz, BAP certified",
        body="""\
Dear Ms. Ortega,

You were looking for skin-off cobia fillets of 8-10 oz from a BAP-certified source. We can supply exactly that: Panamanian open-ocean cobia, filleted, skinned and individually vacuum-packed, frozen and packed in 10 lb cases, with BAP certificates for the farm and the plant.

Shall I send a price delivered to your warehouse and a sample case?

Best regards,

Yaritza Domínguez
International Business Manager
Azuero Caña y Mar, S.A.
Chitré, Panama
+507 996 4173""",
        note="A second, shorter English first e-mail answering the note's request (size, "
             "skin-off, BAP) without naming the fair; `Ms.` with a full stop (US style); the "
             "buyer's company not named.",
        twin=Twin("category_wrong", "We can supply exactly that: Panamanian open-ocean cobia,",
                  "We can supply exactly that: Panamanian mahi-mahi,", found="mahi-mahi",
                  expected="cobia (frozen cobia fillets)",
                  note="a neighbouring fish in the offer sentence"),
    ),
    # N057 (P029, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P029", sender="s3",
        subject="Nettle yarn Nm 8/1 – your 2 kg sample",
        body="""\
Dear Ms Ota,

Thank you for your interest in our Himalayan nettle yarn for the hand-loomed scarves of 太田織物. Your 2 kg sample of Nm 8/1, undyed and hand-spun, is ready and will go out by air this week on two 1 kg cones.

For production we can spin lots from 50 kg, in natural colour or plant-dyed.

Kind regards,

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208""",
        note="A second, shorter English first e-mail answering the note's request (Nm 8/1, a 2 kg "
             "sample, hand-loomed scarves); `Ms Ota` (the family name romanised); the company in "
             "Japanese without 株式会社 inside an English sentence.",
        twin=Twin("company_misspelled", "the hand-loomed scarves of 太田織物.", "the hand-loomed scarves of 大田織物.",
                  found="大田織物", expected="太田織物株式会社",
                  note="a look-alike character (大 for 太)"),
    ),
    # N058 (P034, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P034", sender="s2",
        subject="CPC for your anode plant – 5,000 t per quarter CFR Safaga",
        body="""\
Dear Mr Wael Sorour,

Following your request, Failaka Heritage & Carbon Trading can supply شركة سرور للكربون والجرافيت with 5,000 t of anode-grade calcined petroleum coke every quarter, CFR Safaga, for your plant near Nag Hammadi.

Typical analysis: sulphur 2.5–3.0%, real density 2.07–2.09 g/cm³, ash below 0.3%. We ship in bulk from Shuaiba; the voyage to Safaga takes about twelve days.

I will gladly send a formal offer with our quarterly price formula.

Kind regards,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="A second, shorter English first e-mail answering the note's request; the contact "
             "transliterated (`Mr Wael Sorour`); the Arabic company in full inside an English "
             "sentence; the sender's company once short.",
        twin=Twin("company_foreign", "can supply شركة سرور للكربون والجرافيت with",
                  "can supply Simonsen Anodeverk with", found="Simonsen Anodeverk",
                  expected="شركة سرور للكربون والجرافيت",
                  note="another CPC buyer's company of this set (P016, Norway)"),
    ),
    # N059 (P036, another first e-mail, English) -------------------------------------------
    Mail(
        buyer="P036", sender="s2",
        subject="Red and black Sadu cushion covers",
        body="""\
Hello Scott,

Red and black are the colours of classic Kuwaiti Sadu, and our weavers can make cushion covers in those traditional patterns for Peterson Homewares. Each cover is handwoven on a ground loom from sheep's wool, 45 x 45 cm with a concealed zip.

Few homeware shops in Australia carry real handwoven Sadu, so the covers would stand out on your shelves. We ask for 50 covers per design and ten weeks.

Shall I send photos and prices?

Hessa Al-Roumi
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait""",
        note="A second, shorter English first e-mail answering the note's request without naming "
             "the fair; `Hello Scott`; `Peterson Homewares` without Pty Ltd; Australia named as "
             "the buyer's market.",
        twin=Twin("country_wrong", "Few homeware shops in Australia carry", "Few homeware shops in New Zealand carry",
                  found="New Zealand", expected="Australia",
                  note="a neighbouring country for the buyer's"),
    ),
    # N060 (P039, another first e-mail, Vietnamese) ----------------------------------------
    Mail(
        buyer="P039", sender="s3",
        subject="Dầu lộc đề tự nhiên từ Nepal",
        body="""\
Kính gửi chị Lê Thị Lan,

Tôi là Pramila Thapa Magar, phụ trách xuất khẩu của Phewa Dhatu Jadibuti Udyog Pvt. Ltd. (Pokhara, Nepal). Chúng tôi cung cấp dầu lộc đề tự nhiên, methyl salicylate 98–99%, đóng phuy 180 kg, kèm giấy chứng nhận xuất xứ cho từng lô – phù hợp để sản xuất dầu gió tại Việt Nam.

Chị có muốn nhận mẫu và bảng giá không ạ?

Trân trọng,
Pramila Thapa Magar
+977 61 465208""",
        note="A second, shorter Vietnamese first e-mail answering the note's request (180 kg "
             "drums, certificate of origin, dầu gió); `chị` + full name; `ạ`; the buyer's "
             "company not named; Vietnam named as the buyer's country.",
        twin=Twin("country_wrong", "để sản xuất dầu gió tại Việt Nam.", "để sản xuất dầu gió tại Campuchia.",
                  found="Campuchia", expected="Việt Nam",
                  note="a neighbouring country (Cambodia) for the buyer's"),
    ),
]
