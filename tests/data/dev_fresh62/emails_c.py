"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups on the writer's own
earlier e-mail, 8 other, shorter first e-mails), each with its twin's one edit."""
from mail import Mail, Twin

SIG1 = """Réka Szilágyi
Export Manager
Nagyerdő Delikát Kft.
Debrecen, Hungary
+36 52 418 276 | reka.szilagyi@nagyerdodelikat.hu"""

SIG2 = """Dana Obeidat
Export Sales Director
Horan Plains Industries P.S.C.
Irbid, Jordan
Tel. +962 2 724 5813
d.obeidat@horanplains.jo | www.horanplains.jo"""

SIG3 = """Lê Thị Kim Oanh (Ms)
Deputy Sales Director
Cao Nguyên Xanh Co., Ltd.
Buôn Ma Thuột, Vietnam
+84 262 3857 412 | oanh.le@caonguyenxanh.vn"""

SIG4 = """Mariela Solís Araya
Gerente de Exportaciones
Inversiones Barva Verde S.A.
Heredia, Costa Rica
Tel. +506 2261 4738 | msolis@barvaverde.cr"""

MAILS = [
    Mail("P001", "s1", "Re: Tokaji Aszú price list – samples on their way",
         f"""Dear Cameron,

A quick follow-up on the price list I sent you last week. The two sample bottles of each wine (5 and 6 puttonyos, 50 cl) left Debrecen this morning by courier and should reach your office in London on Thursday.

If you would like to show the wines to your team, I am happy to join a short video call to talk about the vineyards in Mád and the aszú harvest.

Kind regards,

{SIG1}""",
         "follow-up in English on the writer's own price list and samples; the note's 5 and 6 puttonyos in 50 cl; Mád, London",
         Twin("artifact", "body", "should reach your office in London on Thursday.",
              "should reach your office in London on Thursday. should reach your office in London on Thursday.",
              "should reach your office in London on Thursday.", "a doubled phrase",
              found="on Thursday. should reach your office")),

    Mail("P002", "s1", "Tokaji Aszú in 375 ml bottles for Yamaguchi Yoshu",
         f"""Dear Ms Yamaguchi,

Thank you again for your visit at FOODEX JAPAN. You mentioned that your retail customers prefer smaller bottles, so I am pleased to confirm that our Tokaji Aszú 5 puttonyos is now available in 375 ml bottles, 12 per case.

I would be glad to send you a price list and a sample bottle to Tokyo.

Best regards,

{SIG1}""",
         "shorter first e-mail in English (another writer's version) to the note (FOODEX JAPAN, 375 ml); 'Dear Ms Yamaguchi'; company romanised from its mail domain ('Yamaguchi Yoshu') in the subject",
         Twin("note_wrong", "body", "available in 375 ml bottles", "available in 750 ml bottles", "375 ml",
              "the note asks for 375 ml bottles", found="750 ml")),

    Mail("P003", "s1", "Re: Próbki Tokaji Aszú – jak smakowało?",
         f"""Szanowny Panie Adamie,

minęły dwa tygodnie od wysyłki próbek Tokaji Aszú 5 puttonyos 2017, więc pozwalam sobie zapytać, czy udało się je już spróbować. Jako kierownik działu zakupów zna Pan najlepiej oczekiwania klientów Bytner Wina, dlatego bardzo zależy mi na Pana opinii.

Projekt polskiej kontretykiety czeka na akceptację – jeśli ma Pan uwagi, chętnie je naniosę.

Z poważaniem
Réka Szilágyi
Nagyerdő Delikát Kft.""",
         "follow-up in Polish on the writer's own samples; the recorded title in a Polish sentence ('Jako kierownik działu zakupów'); the note's 5 puttonyos 2017 and Polish back labels; genitive-free short company",
         Twin("title_wrong", "body", "Jako kierownik działu zakupów", "Jako kierownik działu sprzedaży", "Kierownik działu zakupów",
              "a sales title for his purchasing one", found="kierownik działu sprzedaży")),

    Mail("P005", "s1", "回复：GACC注册号及背标样稿",
         f"""张经理您好！

上次邮件提到的酒庄GACC注册号，现附上扫描件，请查收。另外附上中文背标样稿（2017年份5篓托卡伊阿苏），请您确认进口商信息是否正确。

如厦门张记方面没有问题，我们可以在下月灌装时直接贴标。

谢谢！
Réka Szilágyi
Nagyerdő Delikát Kft.
reka.szilagyi@nagyerdodelikat.hu""",
         "follow-up in simplified Chinese on the writer's own promise (the GACC number) and the note's back labels; company shortened to '厦门张记'",
         Twin("sender_wrong", "body", "reka.szilagyi@nagyerdodelikat.hu", "reka.szilagyi@nagyerdodelikat.com", "reka.szilagyi@nagyerdodelikat.hu",
              "the sender's e-mail with another country domain", found="reka.szilagyi@nagyerdodelikat.com")),

    Mail("P006", "s1", "Mangalica-Schinken, 24 Monate gereift",
         f"""Guten Tag Frau Trubin,

wir hatten auf der Anuga kurz über Mangalica-Schinken gesprochen. Wir haben jetzt ganze Schinken mit 24 und 30 Monaten Reifezeit vorrätig, am Stück mit Knochen oder entbeint.

Soll ich Ihnen Preise und ein Datenblatt schicken?

Viele Grüße
Réka Szilágyi
Nagyerdő Delikát Kft., Debrecen""",
         "shorter first e-mail in German (another writer's version) to the note (Anuga, whole ham, 24 months); 'Guten Tag Frau Trubin'; the company not named",
         Twin("contact_wrong", "body", "Guten Tag Frau Trubin", "Guten Tag Frau Ullmann", "Justine Trubin",
              "another buyer's family name (same country) in the greeting", found="Ullmann")),

    Mail("P008", "s1", "Nachfrage zu unserem Angebot – Mangalica-Schinken DAP Graz",
         f"""Sehr geehrte Frau Trummer,

ich wollte kurz nachfragen, ob Sie unser Angebot für ganze Mangalica-Schinken (DAP Graz) erhalten haben. Der Preis gilt noch bis Ende des Quartals; für die Weihnachtssaison müssten wir die Schinken bis Mitte Oktober einplanen.

Falls Trummer Delikatessen erst einmal nur fünf Keulen testen möchte, ist das ausnahmsweise auch möglich.

Freundliche Grüße
Réka Szilágyi
Nagyerdő Delikát Kft.""",
         "follow-up in German on the writer's own quote (the note's whole hams, DAP Graz); company shortened to 'Trummer Delikatessen'",
         Twin("company_misspelled", "body", "Falls Trummer Delikatessen", "Falls Trumer Delikatessen", "Trummer Delikatessen GmbH",
              "the double m of the family name dropped", found="Trumer Delikatessen")),

    Mail("P009", "s1", "헝가리산 망갈리차 햄 – 수입 서류 안내",
         f"""류은지 과장님께,

서울푸드 2024에서 인사드렸던 헝가리 Nagyerdő Delikát의 레카 실라지입니다.

말씀하신 대로 한국 MFDS 수입 등록에 필요한 서류(위생증명서 양식, 가공장 승인번호, 원재료 목록)를 준비해 두었습니다. 망갈리차 햄은 24개월 숙성 제품이며, 뼈를 제거한 1kg 진공 포장으로 공급할 수 있습니다.

필요하시면 바로 보내 드리겠습니다.

감사합니다.
레카 실라지 드림
Nagyerdő Delikát Kft.""",
         "shorter first e-mail in Korean (another writer's version) to the note (Seoul Food, MFDS); the sender's name in Hangul; Korea named as the market",
         Twin("country_wrong", "body", "한국 MFDS 수입 등록", "일본 MFDS 수입 등록", "South Korea",
              "Japan for the Korean buyer's registration", found="일본")),

    Mail("P011", "s1", "Re: Blue poppy seed – did the certificate answer your question?",
         f"""Dear Ms Holubová,

I hope the certificate of analysis I sent last week was what you needed. Since then our new-crop lot has been cleaned to 99.95%, and the morphine result from the lab came back even lower than the one I shared.

If Pekárny Holub would like to plan the Christmas season, I can hold 10 tonnes for you until the end of the month.

Kind regards,
Réka Szilágyi
Nagyerdő Delikát Kft.""",
         "follow-up in English on the writer's own certificate (the note's 99.95% and morphine certificate); company shortened to 'Pekárny Holub'",
         Twin("company_missing", "body", "If Pekárny Holub would like", "If your bakeries would like", "Pekárny Holub s.r.o.",
              "the company replaced by 'your bakeries'", found="your bakeries")),

    Mail("P012", "s1", "Kosher blue poppy seed ahead of Purim",
         f"""Dear Mr Dagan,

I understand that מאפיית דגן bakes oznei Haman in large quantities before Purim. Our Hungarian blue poppy seed is kosher certified and we can ship to Haifa in 25 kg bags.

May I send you a sample and the certificate?

Best regards,

{SIG1}""",
         "shorter first e-mail in English (another writer's version) to the note (kosher, Purim, Haifa); 'Dear Mr Dagan'; company in Hebrew without בע\"מ",
         Twin("company_foreign", "body", "I understand that מאפיית דגן bakes", "I understand that Pekárny Holub bakes", "מאפיית דגן בע\"מ",
              "another buyer's company (same category, Czech Republic)", found="Pekárny Holub")),

    Mail("P015", "s1", "Following up – poppy seed trial pallet",
         f"""Hi William,

Just checking in after my note from IBIE. Our forwarder has confirmed space on a vessel from Hamburg to Savannah at the end of the month, so a trial pallet of 40 × 25 kg bags could arrive in about five weeks.

Let me know if you'd like me to book it.

Best,
Réka""",
         "follow-up in English on the writer's own offer (the note's IBIE and 25 kg bags); informal, signed 'Réka'; Hamburg, Savannah",
         Twin("note_wrong", "body", "after my note from IBIE", "after my note from the Sweets & Snacks Expo", "IBIE Las Vegas 2025",
              "the note records IBIE, not the Sweets & Snacks Expo", found="the Sweets & Snacks Expo")),

    Mail("P016", "s2", "الجميد الأردني – شهادة الحلال وتسجيل الهيئة العامة للغذاء والدواء",
         f"""الأستاذ كاظم العقيل المحترم،

السلام عليكم،

سعدنا بلقائكم في معرض جلفود دبي. نود أن نعرض عليكم الجميد الأردني من إنتاجنا في إربد، بشكليه الكرات المجففة والجميد السائل، مع شهادة الحلال والوثائق اللازمة لتسجيل المنتج لدى الهيئة العامة للغذاء والدواء في المملكة.

هل يناسبكم أن نرسل العينات إلى مستودعكم في الرياض؟

مع التحية،
دانة عبيدات
Horan Plains Industries P.S.C.""",
         "shorter first e-mail wholly in Arabic (another writer's version) to the note (Gulfood Dubai, halal, SFDA written out in Arabic); 'الأستاذ' + full name; Riyadh; the company not named",
         Twin("category_wrong", "body", "نود أن نعرض عليكم الجميد الأردني", "نود أن نعرض عليكم اللبنة الأردنية", "jameed",
              "the product is changed to labneh", found="اللبنة الأردنية")),

    Mail("P018", "s2", "Re: jameed – price list and mixed pallet",
         f"""Dear Mary,

Following my message about dried and liquid jameed, I have attached our price list for both, FOB Aqaba and CIF New York. A mixed pallet for your Dearborn and Paterson stores would be about 480 kg.

If you have any questions, you can reach me on +962 2 724 5813 (Jordan time).

Best regards,
Dana Obeidat
Horan Plains Industries P.S.C.""",
         "follow-up in English on the writer's own message (the note's dried balls or liquid; Dearborn and Paterson); the sender's phone in the body",
         Twin("sender_wrong", "body", "on +962 2 724 5813", "on +962 6 724 5813", "+962 2 724 5813",
              "the sender's phone with Amman's area code instead of Irbid's", found="+962 6 724 5813")),

    Mail("P021", "s2", "Re: campione di caolino – esito delle prove?",
         f"""Gentile Dott. Aporti,

Le scrivo per sapere se il campione da 5 kg di caolino lavato è arrivato e se il Vostro laboratorio ha già potuto provarlo negli impasti. Per il mercato italiano possiamo garantire consegne regolari a Ravenna ogni sei settimane.

Se servono altri dati (curva granulometrica, analisi chimica completa), li invio subito.

Cordiali saluti,
Dana Obeidat
Horan Plains Industries P.S.C.""",
         "follow-up in Italian on the writer's own sample (the note's 5 kg sample); the company not named ('il Vostro laboratorio'); Italy named as the market; Ravenna",
         Twin("country_wrong", "body", "Per il mercato italiano", "Per il mercato spagnolo", "Italy",
              "the buyer is in Italy", found="spagnolo")),

    Mail("P023", "s2", "Amoxicillin capsules – registered with MOHAP",
         f"""Dear Ms Shukla,

As Supply Chain Manager at Gulf Crescent Pharma, you asked us at CPHI Middle East about the UAE registration of our amoxicillin 500 mg capsules. I am happy to confirm they are registered with MOHAP, and I can send the certificate and a quotation.

Kind regards,

{SIG2}""",
         "shorter first e-mail in English (another writer's version) to the note (CPHI Middle East, UAE registration); the recorded title inside a sentence; company without L.L.C.",
         Twin("title_wrong", "body", "As Supply Chain Manager at Gulf Crescent Pharma", "As Sales Manager at Gulf Crescent Pharma",
              "Supply Chain Manager", "a sales title for her supply-chain one", found="Sales Manager")),

    Mail("P025", "s3", "Re: Робуста – цена CIF Санкт-Петербург",
         f"""Уважаемый Митофан,

хотела уточнить, получили ли вы наше предложение по робусте Grade 2 для растворимого кофе на условиях CIF Санкт-Петербург. Цена действует до конца месяца, и у нас ещё есть свободный контейнер на отгрузку в следующем месяце.

Буду рада ответить на вопросы.

С уважением,
Ле Тхи Ким Оань
Cao Nguyên Xanh Co., Ltd.""",
         "follow-up in Russian on the writer's own offer (the note's CIF Saint Petersburg and instant coffee); feminine verb forms of the sender",
         Twin("artifact", "body", "Цена действует до конца месяца", "Цена цена действует до конца месяца",
              "Цена действует до конца месяца", "a doubled word", found="Цена цена")),

    Mail("P027", "s3", "Huile de macadamia pressée à froid – COSMOS",
         f"""Bonjour Madame Raynaud,

Suite à notre échange à in-cosmetics Global, je me permets de vous présenter notre huile de macadamia vierge, pressée à froid au Vietnam et certifiée COSMOS. Elle conviendrait aux soins visage et aux huiles de massage des Laboratoires Raynaud.

Puis-je vous envoyer un échantillon ?

Bien à vous,
Lê Thị Kim Oanh
Cao Nguyên Xanh Co., Ltd.""",
         "shorter first e-mail in French (another writer's version) to the note (in-cosmetics Global, COSMOS, cold-pressed); 'Bonjour Madame Raynaud'",
         Twin("category_wrong", "body", "notre huile de macadamia vierge", "notre huile de coco vierge", "macadamia oil",
              "the product is changed to coconut oil", found="huile de coco")),

    Mail("P031", "s3", "Black garlic samples and price list",
         f"""Dear Khun Naphat,

Following up on our meeting at THAIFEX – Anuga Asia: I have sent a sample box of our black garlic (whole bulbs and peeled cloves) to your office by DHL, together with the price list for 250 g pouches.

Please let me know what your product team thinks.

ขอบคุณค่ะ
Oanh

{SIG3}""",
         "follow-up in English on the writer's own samples, with a Thai closing; the note's THAIFEX – Anuga Asia",
         Twin("note_wrong", "body", "our meeting at THAIFEX – Anuga Asia", "our meeting at Food & Hotel Asia in Singapore",
              "THAIFEX - Anuga Asia 2025, Bangkok", "the note records THAIFEX in Bangkok", found="Food & Hotel Asia in Singapore")),

    Mail("P033", "s4", "Implantes dentales con COFEPRIS",
         f"""Hola, Abigail:

Nos conocimos en AMIC Dental. Le escribo solo para recordarle que nuestros implantes ya tienen registro COFEPRIS, por lo que Distribuidora Dental Guillen podría venderlos de inmediato. ¿Le envío la lista de precios?

Saludos,
Mariela Solís
Inversiones Barva Verde""",
         "shorter first e-mail in Spanish (another writer's version) to the note (AMIC Dental, COFEPRIS); 'Hola, Abigail:'; the sender's company without S.A.",
         Twin("company_missing", "body", "por lo que Distribuidora Dental Guillen podría", "por lo que su empresa podría",
              "Distribuidora Dental Guillen, S.A. de C.V.", "the company replaced by 'su empresa'", found="su empresa")),

    Mail("P036", "s4", "Re: Gmelina logs – CFR Kandla offer",
         f"""Dear Mr Das,

As promised, please find attached our CFR Kandla offer for gmelina round logs and kiln-dried sawn timber. The next vessel from Puerto Caldera with space for containers to India leaves in three weeks.

If Das Timber confirms by Friday, we can load the first two containers on it.

Best regards,
Mariela Solís Araya
Inversiones Barva Verde S.A.""",
         "follow-up in English on the writer's own offer (the note's round and sawn gmelina; Kandla); company shortened to 'Das Timber'; Puerto Caldera",
         Twin("company_foreign", "body", "If Das Timber confirms", "If 张家港杨氏木业 confirms", "Das Timber Industries Pvt. Ltd.",
              "another buyer's company (same category, China)", found="张家港杨氏木业")),

    Mail("P040", "s4", "Re: Private label tapa dulce – quotation",
         f"""Dear Dex,

Here is the quotation I promised after PLMA, for 500 g private label blocks of tapa dulce, with our label template attached. If you send us your artwork by the end of the month, the first run could ship from Moín in six weeks.

Met vriendelijke groet,
Mariela

{SIG4}""",
         "follow-up in English on the writer's own promise (the note's PLMA and 500 g private label blocks); 'Dear Dex'; Moín",
         Twin("contact_wrong", "body", "Dear Dex,", "Dear Dirk,", "Dex Dennenberg",
              "another buyer's given name of the same country (Dirk van Susa)", found="Dirk")),
]
