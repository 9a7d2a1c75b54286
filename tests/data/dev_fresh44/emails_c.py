"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, and P012, P038), each
with the one edit its twin gets. `kind`: follow_up (on the writer's own earlier e-mail, offer or
sample) or another, shorter first e-mail to the same buyer (cold or reply)."""
from mail import Mail, Twin, twin

MAILS = [
    # N041 -- P001 Kabus Feinkost GmbH, s1, German follow-up on the offer
    Mail(
        buyer="P001", sender="s1", kind="follow_up",
        subject="Nachfrage: Kulen-Angebot für Kabus Feinkost",
        body="""Liebe Frau Kabus,

ich wollte kurz nachfragen, ob unser Angebot für den Slawonischen Kulen (Karton zu 10 Stück) bei Ihnen angekommen ist. Die beiden Musterstücke, die wir nach der Anuga an Kabus Feinkost geschickt haben, sollten inzwischen auch da sein.

Falls Ihnen die Stückgröße von 0,8–1,1 kg zu groß ist: Wir können den Kulen auch halbiert und vakuumverpackt liefern, weiterhin 10 Stück pro Karton.

Ich freue mich auf Ihre Rückmeldung.

Herzliche Grüße aus Osijek
Ivona Kraljević Tadić
Drava Delicije d.o.o.""",
        note="German follow-up on the writer's own offer and samples; the warmer `Liebe Frau Kabus`; "
             "the company without `GmbH` in subject and body; Anuga named as the note has it.",
        twin=Twin("company_missing", "body",
                  (("subject", "für Kabus Feinkost", "für Ihr Haus"),
                   ("body", "an Kabus Feinkost geschickt", "an Ihr Haus geschickt")),
                  "Ihr Haus", "Kabus Feinkost GmbH",
                  "Both mentions of the company (subject and body) replaced by `Ihr Haus`."),
    ),
    # N042 -- P002 Hays Smallgoods Pty Ltd, s1, English, another (shorter, formal) first e-mail
    Mail(
        buyer="P002", sender="s1", kind="reply",
        subject="Slavonian kulen – process details for your import permit",
        body="""Dear Ms Hays,

Following our conversation at Fine Food Australia, I attach the process summary for our Slavonian kulen that you asked for, so that you can check it against the DAFF import conditions for cured pork.

In short: dry-cured, cold-smoked and matured for at least 270 days; water activity below 0.90 at release; produced in an EU-approved establishment in Osijek under veterinary supervision. Each batch has its own curing log, which we can provide for the import permit application of Hays Smallgoods Pty Ltd.

Once you are comfortable with the conditions, I would be pleased to quote CIF Melbourne.

Yours sincerely,
Ivona Kraljević Tadić
Voditeljica prodaje za inozemstvo | Head of Export Sales
Drava Delicije d.o.o., Osijek, Croatia
Tel. +385 31 555 284 · ivona.kraljevic@drava-delicije.hr""",
        note="A second, more formal first reply to the note's request (DAFF conditions); `Dear Ms "
             "Hays`; the company in full with `Pty Ltd`; the sender's title in Croatian and English; "
             "water activity and maturing days.",
        twin=twin("contact_wrong", "body", "Dear Ms Hays,", "Dear Ms Hayes,", "Susan Hays",
                  "The contact is Susan Hays; the twin writes Hayes.",
                  found="Ms Hayes"),
    ),
    # N043 -- P006 Mahmood Wine Merchants Ltd, s1, English follow-up on the samples
    Mail(
        buyer="P006", sender="s1", kind="follow_up",
        subject="Graševina 2023 – did the samples reach you?",
        body="""Hi Mark,

Just checking that the three bottles of our 2023 Graševina arrived safely at Mahmood Wine Merchants. The courier shows them delivered on Thursday, signed for at your warehouse.

When you've had a chance to taste them, I'd love to hear what you think – in particular whether this fresh, 12.5% style would work for your summer list. If it helps your planning, we can hold stock for you in a bonded warehouse in the UK from June.

Best,
Ivona""",
        note="Short English follow-up on the writer's own samples; signed with the given name only; "
             "the company without `Ltd`; the category as `Graševina` alone.",
        twin=twin("artifact", "body", "I'd love to hear what you think", "I'd love to hear what you think what you think",
                  "I'd love to hear what you think",
                  "A doubled phrase: `what you think what you think`.",
                  found="what you think what you think"),
    ),
    # N044 -- P007 株式会社後藤洋酒, s1, Japanese follow-up with samples
    Mail(
        buyer="P007", sender="s1", kind="follow_up",
        subject="グラシェヴィナのサンプルについて",
        body="""後藤様

いつもお世話になっております。Drava Delicijeのイヴォナです。

先日お送りした日本語資料はご覧いただけましたでしょうか。ご検討の参考になればと思い、グラシェヴィナ2023年ヴィンテージのサンプル2本を本日DHLで発送いたしました。来週前半には御社に届く予定です。

お試しいただいたご感想を伺えれば幸いです。引き続きよろしくお願いいたします。

Ivona Kraljević Tadić
Drava Delicije d.o.o.（クロアチア・オシエク）""",
        note="Short Japanese follow-up on the writer's own Japanese material; `後藤様` (family name + 様); "
             "`御社` for the company; the sender's given name in katakana, her full name in Latin.",
        twin=twin("sender_wrong", "body", "Ivona Kraljević Tadić\nDrava", "Ivana Kraljević Tadić\nDrava",
                  "Ivona Kraljević Tadić",
                  "The sender's given name misspelled in the signature (Ivana for Ivona).",
                  found="Ivana Kraljević Tadić"),
    ),
    # N045 -- P008 上海李氏酒业有限公司, s1, simplified Chinese, another (shorter) first e-mail
    Mail(
        buyer="P008", sender="s1", kind="reply",
        subject="Graševina白葡萄酒报价（含中文背标）",
        body="""尊敬的李总监：

您好！上次在ProWine Shanghai交流时，您提到需要由出口方完成中文背标。现将含中文背标的报价发给您参考：

Graševina干白葡萄酒，2023年份，750毫升，每箱6瓶，CIF上海每瓶4.60欧元；中文背标由我们在灌装线上贴好，不另收费。首单起订量为一个20尺整柜（约1,000箱）。

如有需要，我们也可以提供原产地证书和卫生证书。

祝好！
Ivona Kraljević Tadić
Drava Delicije d.o.o.
+385 31 555 284""",
        note="A second, shorter Chinese first reply to the note's back-label request; `尊敬的李总监`; "
             "the company not named; the category as `Graševina干白葡萄酒`.",
        twin=twin("title_wrong", "body", "尊敬的李总监", "尊敬的李经理", "采购总监",
                  "The contact is the purchasing director (采购总监); the twin addresses him as 经理 "
                  "(manager), one rung down.",
                  found="李经理"),
    ),
    # N046 -- P011 משקאות עיסא בע"מ, s1, English follow-up on the kosher certificate
    Mail(
        buyer="P011", sender="s1", kind="follow_up",
        subject="Elderflower syrup – kosher certificate and a first order",
        body="""שלום ג'וד,

I hope the kosher certificate I sent last week answered your question. Our supervising rabbinate has since confirmed in writing that it also covers the 5 L bag-in-box, in case משקאות עיסא would like the syrup for cafés as well as for retail.

If you are ready for a trial, a mixed pallet of 0.5 L and 1 L bottles could leave Osijek within two weeks, CIF Haifa.

Best regards,
Ivona Kraljević Tadić
Drava Delicije d.o.o.""",
        note="English follow-up on the writer's own certificate e-mail (the note's kosher need); the "
             "Hebrew greeting and the Hebrew company in short form inside English.",
        twin=twin("company_foreign", "body", "in case משקאות עיסא would like", "in case Miles Country Larder would like",
                  "משקאות עיסא בע\"מ",
                  "The twin names another elderflower-syrup buyer of this set (the UK's Miles Country "
                  "Larder) in the Israeli buyer's place.",
                  found="Miles Country Larder"),
    ),
    # N047 -- P012 주식회사 숲속카페, s1, Korean, another first e-mail (cold)
    Mail(
        buyer="P012", sender="s1", kind="cold",
        subject="크로아티아산 엘더플라워 시럽 소개",
        body="""김진우 과장님, 안녕하십니까.

크로아티아 오시예크의 Drava Delicije d.o.o.에서 해외영업을 맡고 있는 이보나 크랄례비치 타디치(Ivona Kraljević Tadić)입니다.

저희 엘더플라워 시럽은 슬라보니아 지방에서 5월에 손으로 딴 꽃과 사탕수수 설탕, 레몬만으로 만듭니다. 인공 향료와 색소가 들어가지 않아 카페의 에이드, 하이볼, 티 메뉴에 잘 어울립니다.

숲속카페의 음료 메뉴에 맞는지 보실 수 있도록 1L 샘플 두 병을 보내 드리고 싶습니다. 편하실 때 회신 부탁드립니다.

감사합니다.
Ivona Kraljević Tadić 드림
Drava Delicije d.o.o.
+385 31 555 284""",
        note="Korean cold e-mail; `김진우 과장님`; the category in Korean (엘더플라워 시럽); the company "
             "without `주식회사`; the sender's name in Hangul and Latin, `드림` after her name.",
        twin=twin("category_wrong", "body", "저희 엘더플라워 시럽은", "저희 엘더베리 시럽은",
                  "elderflower syrup (엘더플라워 시럽)",
                  "The buyer's category is elderflower syrup; the twin's product sentence names "
                  "elderberry syrup (엘더베리 시럽), made from the same shrub's berries.",
                  found="엘더베리 시럽"),
    ),
    # N048 -- P013 Miles Country Larder Ltd, s1, English follow-up on samples and prices
    Mail(
        buyer="P013", sender="s1", kind="follow_up",
        subject="Elderflower syrup – any feedback on the samples?",
        body="""Dear Benjamin,

I hope the elderflower syrup samples reached you in good time. I'd be very interested to hear how the 1 L glass and the 5 L bag-in-box compared in your tastings, and whether the prices I sent work for Miles Country Larder.

If the bag-in-box is the better fit for your café customers, we can also offer a 10 L size from next season.

Kind regards,
Ivona Kraljević Tadić
Drava Delicije d.o.o.
ivona.kraljevic@drava-delicije.hr | +385 31 555 284""",
        note="English follow-up on the writer's own samples and prices (the note's two requests); the "
             "company without `Ltd`; the sender's e-mail and phone in the signature.",
        twin=twin("sender_wrong", "body", "ivona.kraljevic@drava-delicije.hr", "ivona.kraljevic@dravadelicije.hr",
                  "ivona.kraljevic@drava-delicije.hr",
                  "The sender's e-mail domain lost its hyphen (dravadelicije.hr).",
                  found="ivona.kraljevic@dravadelicije.hr"),
    ),
    # N049 -- P014 Maison Prévost SAS, s1, French, another (shorter) first e-mail
    Mail(
        buyer="P014", sender="s1", kind="reply",
        subject="Sirop de sureau : fiche technique pour Maison Prévost",
        body="""Madame Prévost,

Suite à notre échange au SIRHA, je vous adresse la fiche technique de notre sirop de fleurs de sureau, avec le taux de sucre que vous m'aviez demandé : 62 g pour 100 g de sirop, uniquement du sucre de canne.

Le sirop est fabriqué à Osijek avec des fleurs cueillies à la main en Slavonie, du sucre et du citron, sans arômes ajoutés. Nous le proposons en bouteilles de 0,5 L et 1 L et en bag-in-box de 5 L.

Bien à vous,
Ivona Kraljević Tadić
Drava Delicije d.o.o. – Osijek (Croatie)""",
        note="A second, shorter French first reply to the note's requests; `Madame Prévost,` without "
             "`Bonjour`; `sirop de sureau` in the subject; the company in the subject only.",
        twin=twin("contact_wrong", "body", "Madame Prévost,\n\nSuite", "Madame Provost,\n\nSuite",
                  "Dominique Prévost",
                  "The contact is Dominique Prévost; the twin writes Provost (the subject keeps the "
                  "company `Maison Prévost`).",
                  found="Madame Provost"),
    ),
    # N050 -- P016 चौहान पॉलिमर्स प्राइवेट लिमिटेड, s2, English follow-up on the offer
    Mail(
        buyer="P016", sender="s2", kind="follow_up",
        subject="LDPE MFI 2 – follow-up on our offer",
        body="""Dear Suresh ji,

Following up on my offer of last week for film-grade LDPE (MFI 2), two containers a month CFR Mundra: our allocation for next month's loading closes on Friday, so if you would like to secure the first two containers, please let me know by Thursday.

The trial bag for your film line can travel with the first container or go ahead by courier, as you prefer.

Regards,
Khalid Al-Kuwari
Umm Said Polymers & Steel Trading W.L.L.
+974 4455 7203""",
        note="English follow-up on the writer's own offer; `Dear Suresh ji` (the contact's given name "
             "in Latin letters with the Hindi honorific); the note's quantities repeated; the company "
             "not named.",
        twin=twin("artifact", "body", "closes on Friday, so", "closes on {deadline}, so",
                  "a day (Friday)",
                  "A template placeholder left in the text: `{deadline}`.",
                  found="{deadline}"),
    ),
    # N051 -- P018 Công ty TNHH Bao bì Nhựa Mai, s2, Vietnamese, another first e-mail
    Mail(
        buyer="P018", sender="s2", kind="reply",
        subject="Mẫu hạt nhựa LDPE màng cho Công ty TNHH Bao bì Nhựa Mai",
        body="""Kính gửi anh Mai Đức Huy,

Cảm ơn anh đã ghé gian hàng của chúng tôi tại VietnamPlas ở SECC. Theo yêu cầu của anh, chúng tôi đã chuẩn bị mẫu hạt nhựa LDPE loại thổi màng (MFI 2), đóng bao 25 kg, để gửi cho Công ty TNHH Bao bì Nhựa Mai. Mẫu sẽ được gửi bằng đường hàng không trong tuần này, kèm theo COA và TDS.

Sau khi chạy thử, rất mong nhận được phản hồi của anh để chúng tôi báo giá cho các lô hàng định kỳ.

Trân trọng,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar""",
        note="Vietnamese reply to the note's sample request after VietnamPlas; `Kính gửi anh Mai Đức "
             "Huy` (the full name, family name first, with `anh`); the category in Vietnamese (`hạt "
             "nhựa LDPE loại thổi màng`); the company in full in subject and body.",
        twin=twin("company_misspelled", "body", "để gửi cho Công ty TNHH Bao bì Nhựa Mai.",
                  "để gửi cho Công ty TNHH Bao bì Nhựa Mại.", "Công ty TNHH Bao bì Nhựa Mai",
                  "A tone mark added to the family name in the company (Mại for Mai).",
                  found="Công ty TNHH Bao bì Nhựa Mại"),
    ),
    # N052 -- P020 Raakin Petroleum (Pvt.) Ltd., s2, English follow-up on the tank schedule
    Mail(
        buyer="P020", sender="s2", kind="follow_up",
        subject="MTBE ISO tanks – schedule to Port Qasim",
        body="""Dear Mr Raakin,

Further to the COA and MSDS I sent, our tank operator has confirmed four cleaned ISO tanks for the first shipment to Pakistan, loading at Hamad Port in the week of the 10th and arriving at Port Qasim about six days later.

If your team has any questions on the MSDS, our HSE officer is happy to join a call. Otherwise, a purchase order by the end of this week would keep that slot.

Best regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.""",
        note="English follow-up on the writer's own COA/MSDS e-mail (the note's requests); Port Qasim; "
             "the company not named.",
        twin=twin("country_wrong", "body", "the first shipment to Pakistan", "the first shipment to Bangladesh",
                  "Pakistan",
                  "The buyer is in Pakistan (Port Qasim); the twin ships to Bangladesh.",
                  found="Bangladesh"),
    ),
    # N053 -- P022 Tigist Gebremariam Construction Materials PLC, s2, English, another (bulleted) first e-mail
    Mail(
        buyer="P022", sender="s2", kind="reply",
        subject="Rebar offer – B500B, 12–32 mm, bundle tags in English",
        body="""Dear Ms Tigist,

Thank you for asking about B500B rebar for Tigist Gebremariam Construction Materials. In brief:

- Sizes 12, 16, 20, 25 and 32 mm, 12 m lengths, EN 10080 B500B
- Two English-language tags on every bundle (grade, size, heat no., weight)
- Break-bulk to Djibouti; mill certificates per heat
- Indicative USD 565/t CFR Djibouti, 1,000 t lot

I can send a formal offer once you confirm the diameter split.

Regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar""",
        note="A second, bulleted first reply to the note's request; `Dear Ms Tigist`; the company, "
             "which holds the contact's own name, without `PLC`.",
        twin=twin("sender_wrong", "body", "Senior Export Sales Manager\nUmm Said", "Senior Export Sales Director\nUmm Said",
                  "Senior Export Sales Manager",
                  "The sender's title inflated in the signature (Director for Manager).",
                  found="Senior Export Sales Director"),
    ),
    # N054 -- P025 广州裴氏药材贸易有限公司, s3, simplified Chinese follow-up with a sample
    Mail(
        buyer="P025", sender="s3", kind="follow_up",
        subject="胖大海样品已寄出",
        body="""裴主管您好！

上周发给您的大粒胖大海报价不知是否收到？为了方便您比较，我们今天已通过DHL给广州裴氏药材贸易有限公司寄出1公斤大粒样品，运单号为5822317740，预计三到四天到达。

样品随附检测报告；正式发货时会提供老挝官方签发的植物检疫证书。请您收到后告诉我们您的意见。

谢谢！
Manivanh Inthavong
Xe Don Valley Agro-Export Co., Ltd.
+856 31 555 418""",
        note="Chinese follow-up on the writer's own quote (the note: Chinese only, large-nut grade, "
             "phytosanitary certificate); the company in full.",
        twin=twin("company_missing", "body", "给广州裴氏药材贸易有限公司寄出", "给贵公司寄出",
                  "广州裴氏药材贸易有限公司",
                  "The one mention of the company replaced by `贵公司` (your company).",
                  found="贵公司"),
    ),
    # N055 -- P028 有限会社田中和紙, s3, Japanese follow-up on the sample
    Mail(
        buyer="P028", sender="s3", kind="follow_up",
        subject="楮皮サンプル到着のご確認",
        body="""有限会社田中和紙
田中 桃子 様

お世話になっております。Xe Don Valley Agro-Exportのマニヴァンです。

先日EMSでお送りした白皮5キロのサンプルは、無事お手元に届きましたでしょうか。試し漉きの結果がわかりましたら、繊維の長さや紙の色合いについてご意見をいただけますと幸いです。

次回は黒皮のサンプルもお送りできますので、必要でしたらお知らせください。

よろしくお願いいたします。

Manivanh Inthavong
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos""",
        note="Japanese follow-up on the writer's own 5 kg sample (the note's request); the company in "
             "the address block; the sender's company without `Co., Ltd.` in the text.",
        twin=twin("company_foreign", "body", "有限会社田中和紙\n田中 桃子 様", "주식회사 전주천년한지\n田中 桃子 様",
                  "有限会社田中和紙",
                  "The address block names another paper-mulberry buyer of this set (the Korean hanji "
                  "maker) above the Japanese contact.",
                  found="주식회사 전주천년한지"),
    ),
    # N056 -- P030 주식회사 전주천년한지, s3, English, another (shorter) first e-mail
    Mail(
        buyer="P030", sender="s3", kind="reply",
        subject="Lao and Thai paper mulberry bark – samples for comparison",
        body="""Dear Mr Lee,

Thank you for visiting our stand at the Jeonju Hanji Culture Festival. You mentioned that you were comparing Lao bark with Thai bark, so I would like to send you 3 kg each of our black and white bark for a side-by-side test at your mill.

Our bark comes from one-year shoots grown in Champasak; its fibres are long and even, and the white bark is scraped by hand. Shipping to Busan would be LCL from Bangkok.

Best regards,
Manivanh Inthavong
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.""",
        note="A second, English first e-mail after the festival the note records; `Dear Mr Lee` (the "
             "family name 이 romanised as Lee); the note's comparison used; the company not named.",
        twin=twin("note_wrong", "body", "at the Jeonju Hanji Culture Festival", "at Paperworld in Frankfurt",
                  "Jeonju Hanji Culture Festival",
                  "The note records a meeting at the Jeonju Hanji Culture Festival; the twin thanks him "
                  "for a visit at Paperworld in Frankfurt.",
                  found="Paperworld in Frankfurt"),
    ),
    # N057 -- P033 Distribuciones Puga S.L., s4, Spanish follow-up on the price
    Mail(
        buyer="P033", sender="s4", kind="follow_up",
        subject="Singani – ¿pudo revisar el precio por caja?",
        body="""Estimado Albert:

Le escribo para saber si pudo revisar el precio que le envié por la caja de 12 botellas de singani. Si sus clientes de Madrid y Barcelona prefieren empezar con menos, podemos armar un primer envío de 20 cajas sin recargo.

Quedo atenta.

Un saludo,
Ximena Arce Baldivieso
Guadalquivir Andino Exportaciones S.R.L.""",
        note="Spanish follow-up on the writer's own price; `Estimado Albert:` (the Catalan given name "
             "as recorded, with `usted`); the note's customers; the company not named.",
        twin=twin("contact_wrong", "body", "Estimado Albert:", "Estimado Alberto:", "Albert Puga",
                  "The contact is Albert (Catalan); the twin writes the Castilian Alberto.",
                  found="Alberto"),
    ),
    # N058 -- P034 Binner Spirituosen e.K., s4, German, another (bulleted) first e-mail
    Mail(
        buyer="P034", sender="s4", kind="reply",
        subject="Singani 40 % vol., 0,7 l – Angebot",
        body="""Sehr geehrter Herr Binner,

vielen Dank für Ihren Besuch auf dem Bar Convent Berlin. Wie besprochen biete ich Binner Spirituosen e.K. unseren Singani mit 40 % vol. in der 0,7-l-Flasche an:

- 6 Flaschen pro Karton, 9,40 EUR je Flasche FCA Hamburg
- Mindestmenge: 60 Kartons
- Lieferzeit: ca. 6 Wochen ab Auftrag

Ein Produktdatenblatt mit den Analysewerten liegt bei.

Mit freundlichen Grüßen
Ximena Arce Baldivieso
Guadalquivir Andino Exportaciones S.R.L., Tarija (Bolivien)""",
        note="A second, bulleted German first reply to the note's request after Bar Convent Berlin; "
             "the company in full with `e.K.`.",
        twin=twin("company_misspelled", "body", "biete ich Binner Spirituosen e.K.", "biete ich Binder Spirituosen e.K.",
                  "Binner Spirituosen e.K.",
                  "The family name in the company written as the commoner German name Binder.",
                  found="Binder Spirituosen e.K."),
    ),
    # N059 -- P036 Da Paz Fertilizantes Ltda., s4, Portuguese follow-up on the offer
    Mail(
        buyer="P036", sender="s4", kind="follow_up",
        subject="Ulexita granulada – seguimento da oferta",
        body="""Prezada Ana Lívia,

Gostaria de saber se a oferta de ulexita granulada (mín. 10% B) CFR Paranaguá atende às necessidades da Da Paz Fertilizantes. Para a safra de verão, podemos reservar 500 t com embarque no próximo mês.

Se preferir, envio antes uma amostra de 5 kg para testes de mistura com os seus NPK.

Atenciosamente,
Ximena Arce Baldivieso
Guadalquivir Andino Exportaciones S.R.L.""",
        note="Portuguese follow-up on the writer's own offer (the note's ulexite, 10% B, Paranaguá); "
             "`da Da Paz Fertilizantes`.",
        twin=twin("artifact", "body", "testes de mistura com", "testes de mistura mistura com",
                  "testes de mistura com",
                  "A doubled word: `mistura mistura`.",
                  found="mistura mistura"),
    ),
    # N060 -- P038 Fritas Cuenca S.A., s4, Spanish follow-up on her own earlier e-mail
    Mail(
        buyer="P038", sender="s4", kind="follow_up",
        subject="Muestra de ulexita para Fritas Cuenca",
        body="""Estimada Sra. Cuenca:

Le escribo para retomar mi correo de hace dos semanas sobre nuestra ulexita de calidad cerámica. Hemos preparado una muestra de 10 kg con su análisis (B2O3, Fe2O3, humedad y granulometría) y podemos enviarla a Fritas Cuenca esta misma semana si me confirma la dirección de su laboratorio.

Atentamente,
Ximena Arce Baldivieso
Responsable de Ventas Internacionales
Guadalquivir Andino Exportaciones S.R.L.""",
        note="Spanish follow-up on the writer's own cold e-mail and sample offer; the company without "
             "`S.A.` in subject and body.",
        twin=twin("company_foreign", "body", "enviarla a Fritas Cuenca esta", "enviarla a Olivetti Smalti e Fritte esta",
                  "Fritas Cuenca S.A.",
                  "The twin sends the sample to another ulexite buyer of this set (the Italian glaze "
                  "maker) in the Spanish buyer's place.",
                  found="Olivetti Smalti e Fritte"),
    ),
]
