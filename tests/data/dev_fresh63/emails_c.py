"""Natural e-mails N041-N060: a second e-mail to 20 buyers (follow-ups on the writer's own earlier
e-mail, and alternative first e-mails), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1",
"Re: Campioni di Tolminc DOP – did the wheels arrive?",
"""Dear Ms Bongiorno,

I hope the two Tolminc wheels reached Bongiorno Formaggi in good condition last week; the courier shows them delivered on Tuesday.

When you have had a chance to taste them with your team, I would be very interested in your view on the two ages: the 60-day wheel is the one most of our Austrian and German customers take for the counter, while the 12-month wheel is drier and better for grating over pasta, a little like an aged Montasio.

If either fits your range, I can prepare an offer for a first pallet (about 160 wheels) with Italian labels.

Best regards,
Urška
Krn Zakladi d.o.o. · Kobarid, Slovenia · +386 5 388 41 62""",
"follow-up on the writer's own sample shipment (the samples the note records), in English to an Italian buyer; Ms + family name; company without S.r.l.; Austria and Germany as the sender's existing markets; Montasio as a comparison; signed with the given name only",
Twin("artifact", "body", "I hope the two Tolminc wheels reached", "I hope the two Tolmincolminc wheels reached",
     "Tolmincolminc", "Tolminc",
     "a garbled word (the product's name with a repeated fragment)")),

Mail("P004", "s1",
"Tolminc PDO cheese – health certificate for import to Japan",
"""Dear Mr Maeda,

Thank you again for visiting our booth at FOODEX JAPAN 2025. I understand that 前田商会 needs a health certificate for every import of cheese, so I would like to confirm how we handle it: the Slovenian veterinary authority issues a certificate for each lot, stating the production and maturing conditions that Japan's animal quarantine service asks for.

Tolminc is a PDO cow's-milk cheese from the mountain dairies above Tolmin and Kobarid; we offer wheels of about 4 kg matured 60 days or 6 months.

If it is convenient, I will send a sample wheel and our CIF Yokohama price list to your office.

Best regards,
Urška Kravanja
Head of Export, Krn Zakladi d.o.o.
Kobarid, Slovenia | +386 5 388 41 62""",
"an alternative, shorter first e-mail to the same buyer, in English; Mr + romanised family name; the company in Japanese without 株式会社 inside English; the fair and the health certificate of the Japanese note; Yokohama; Japan named as the buyer's country",
Twin("country_wrong", "subject", "for import to Japan", "for import to Korea",
     "Korea", "Japan",
     "the buyer's country given as Korea in the subject")),

Mail("P006", "s1",
"Rebula sample case – any thoughts from your buying meeting?",
"""Hi Joe,

Just a short note to follow up on the mixed case of Rebula we sent after the London Wine Fair. I hope the skin-contact 2021 showed well at your buying meeting; several London restaurants that pour orange wine by the glass tell us it works with food because the tannins are soft.

If Thompson & Hale would like to go ahead, we can ship a first order of 30 cartons DAP to your bonded warehouse within two weeks. If the feedback was mixed, I'd be grateful to hear it too – it helps us choose which wines to bring to the UK next year.

All the best,
Urška
Krn Zakladi d.o.o.""",
"follow-up on the writer's own sample case; informal British English; company shortened (Thompson & Hale); London; a signature of the given name and the company only",
Twin("company_foreign", "body", "If Thompson & Hale would like", "If Norman & Pryce would like",
     "Norman & Pryce", "Thompson & Hale Wine Merchants Ltd",
     "another buyer's company of this set (same country, other category)")),

Mail("P008", "s1",
"Oferta na Rebulę – 600 butelek DAP Warszawa",
"""Szanowny Panie,

uprzejmie przypominam o naszej ofercie z ubiegłego tygodnia na 600 butelek (0,75 l) Rebuli z Goriškiej Brdy, z dostawą DAP Warszawa. Cena 7,40 EUR za butelkę obowiązuje do końca przyszłego miesiąca.

Jeśli dla Win Żuberek pomocna byłaby mniejsza pierwsza dostawa, możemy zacząć od 300 butelek na tych samych warunkach, a resztę wysłać po pierwszych opiniach klientów. Polskie kontretykiety są już przygotowane.

Chętnie odpowiem na wszelkie pytania.

Z poważaniem,
Urška Kravanja
Krn Zakladi d.o.o.
Kobarid, Słowenia""",
"follow-up on the writer's own quote (the request the note records), wholly Polish; Szanowny Panie alone; the category inflected (Rebulę, Rebuli); the company in the genitive (Win Żuberek for Wina Żuberek); Warszawa",
Twin("sender_wrong", "body", "Krn Zakladi d.o.o.\nKobarid", "Krn Zakladi Sp. z o.o.\nKobarid",
     "Krn Zakladi Sp. z o.o.", "Krn Zakladi d.o.o.",
     "the sender's company with a wrong (Polish) legal form")),

Mail("P010", "s1",
"Rebula from Slovenia for מרום יינות",
"""Dear Mr Marom,

My name is Urška Kravanja and I export wines from Goriška Brda in western Slovenia. I understand that מרום יינות is looking at white wines for restaurant clients in Tel Aviv and has asked whether they can be kosher.

Our Rebula (the grape Italians call Ribolla Gialla) is not kosher-certified today, so I would suggest it only for your non-kosher restaurant list: a crisp stainless-steel Rebula 2023 at 12% ABV and a skin-contact Rebula 2021 that sommeliers like with grilled fish and mezze.

I can send you a price list DAP Haifa and, if you wish, two sample bottles.

Kind regards,
Urška Kravanja
Head of Export, Krn Zakladi d.o.o.
+386 5 388 41 62""",
"an alternative, shorter first e-mail to the same buyer; Mr + romanised family name; the company in Hebrew without בע\"מ inside English, in subject and body; the kosher question and the Tel Aviv restaurants of the note; Haifa",
Twin("company_missing", "body", "I understand that מרום יינות is looking", "I understand that your company is looking",
     "your company", "מרום יינות בע\"מ",
     "every mention of the company replaced by 'your company'",
     also=(("subject", "for מרום יינות", "for your company"),))),

Mail("P011", "s1",
"Suite à l'envoi des échantillons de fleur de sel",
"""Bonjour Madame Verdier,

Je reviens vers vous au sujet des pots de 125 g de fleur de sel de Piran que nous vous avons expédiés il y a quinze jours. Avez-vous pu les goûter et les montrer à vos clients ?

Plusieurs épiceries fines en Autriche et en Allemagne les vendent à côté de leurs sels de Guérande et de Camargue, en mettant en avant la récolte manuelle dans les salines de Sečovlje. Je peux vous proposer un présentoir de comptoir pour 24 pots si cela aide à la vente.

Je reste à votre disposition pour le tarif et les délais de livraison.

Bien cordialement,
Urška Kravanja
Krn Zakladi d.o.o.""",
"follow-up on the writer's own samples (the 125 g jars the note asks for), wholly French; no company named; Austria and Germany as the sender's existing markets; Guérande and Camargue salts as comparisons",
Twin("category_wrong", "body", "pots de 125 g de fleur de sel de Piran", "pots de 125 g de miel de Carniole",
     "miel de Carniole", "Piran fleur de sel",
     "Carniolan honey (another Slovenian product) for the product sent")),

Mail("P013", "s1",
"中文背标样稿请确认",
"""胡经理您好：

上周我们寄出了皮兰海盐之花125克罐装的中文背标样稿，不知您是否已经收到？

为了赶上下一班从科佩尔开往宁波的船期，我们需要在本月20日前确认标签内容，包括进口商名称“杭州胡氏食品贸易有限公司”、地址和联系电话。原产地证书会在装船后三个工作日内出具。

如果样稿需要修改，请直接在PDF上标注，我们当天就会回复。

谢谢！

Urška Kravanja
Krn Zakladi d.o.o.
+386 5 388 41 62""",
"follow-up on the writer's own label draft (the Chinese back labels and certificate of origin of the note), wholly simplified Chinese; 胡经理; the company in full inside Chinese quotation marks; Koper, Ningbo",
Twin("company_foreign", "body", "“杭州胡氏食品贸易有限公司”", "“深圳王氏葡萄酒贸易有限公司”",
     "深圳王氏葡萄酒贸易有限公司", "杭州胡氏食品贸易有限公司",
     "another buyer's company of this set (same country, other category) as the importer")),

Mail("P015", "s1",
"Piran fleur de sel – tins and bakery bags, as discussed at Food Taipei",
"""Dear Mr Lee,

Thank you for your time at Food Taipei 2025. Following our conversation, I would like to introduce Piran fleur de sel more fully to 李記國際食品.

It is harvested by hand in the Sečovlje salt pans on the Slovenian coast, where salt makers still use the 700-year-old method of growing the crystals on a bed of petola. For retail we pack it in 100 g tins (24 per carton); for bakeries, in 5 kg kraft bags with a food-grade liner.

I can send samples of both packs to Taipei together with a CIF Keelung price list. Please let me know which address to use.

Best regards,
Urška Kravanja
Head of Export
Krn Zakladi d.o.o., Kobarid, Slovenia""",
"an alternative, shorter first e-mail to the same buyer, in English; 李 romanised as Lee; the company in Chinese, shortened without 股份有限公司, inside English; the fair and the packs of the note; Taipei, Keelung",
Twin("note_wrong", "body", "in 100 g tins (24 per carton)", "in 250 g tins (24 per carton)",
     "250 g tins", "100 g tins",
     "the tin size the note records misquoted")),

Mail("P016", "s2",
"Follow-up: 1-hexene offer CFR Hazira",
"""Dear Mr Chopra,

I am following up on our 1-hexene offer of last week. A chemical tanker loads at Mesaieed in the second half of next month with space for a 1,000 t parcel to the west coast of India, so if Chopra Polymers can confirm a volume soon, we can include it at the price we quoted.

As agreed, each lot will carry a certificate of analysis from an independent surveyor (purity 99.0% min.), and discharge will be at Hazira.

Looking forward to your reply.

Best regards,
Noora Al-Sulaiti
Lusail Olefins Trading W.L.L.
+974 4412 7730""",
"follow-up on the writer's own offer; the company romanised and shortened (Chopra Polymers); the COA, purity and Hazira of the note; India named as the buyer's country; Mesaieed",
Twin("company_missing", "body", "if Chopra Polymers can confirm", "if your company can confirm",
     "your company", "चोपरा पॉलिमर्स प्राइवेट लिमिटेड",
     "the only mention of the company replaced by 'your company'")),

Mail("P018", "s2",
"1-헥센 장기계약 제안 관련 후속 연락",
"""이종수 과장님께,

K 2025 전시회 이후 보내 드린 1-헥센(1-hexene) 월 500톤 장기계약 제안서는 검토해 보셨는지요?

저희 물류팀에서 대산항 또는 울산항 도착 기준으로 첫 선적을 다음 달 말로 잡을 수 있다고 합니다. 대산케미칼의 공장 정기보수 일정이 있다면 알려 주십시오. 선적 일정을 맞추어 조정하겠습니다.

궁금하신 점은 언제든지 연락 주십시오.

감사합니다.

Noora Khalid Al-Sulaiti
Lusail Olefins Trading W.L.L.
Lusail, Qatar | +974 4412 7730""",
"follow-up on the writer's own term-contract proposal (the quote the note asks for), wholly Korean; full name + the rank of the recorded title (과장) + 님께; the category in Hangul with the Latin name; company without 주식회사; Daesan and Ulsan ports",
Twin("title_wrong", "body", "이종수 과장님께", "이종수 부장님께",
     "부장", "원료구매 과장",
     "a higher rank (부장, general manager) for the buyer's 과장")),

Mail("P019", "s2",
"PE100 black pipe compound for Duran Boru – CIF Mersin",
"""Dear Mr Duran,

We met briefly at Plast Eurasia Istanbul 2024, where you mentioned that Duran Boru Sanayi ve Ticaret A.Ş. buys PE100 black compound for its pressure pipes. I would like to introduce our offer properly.

Lusail Olefins Trading supplies bimodal HDPE pipe resin from Qatar: PE100 black with 2–2.5% carbon black, MFR 0.22 g/10 min (190 °C/5 kg), approved for EN 12201 pipes. We ship in 25 kg bags, 24.75 t per 40' HC container, CIF Mersin, with a transit of about 18 days.

Could you share your typical monthly tonnage? I will then send a firm price.

Kind regards,
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L.
+974 4412 7730""",
"an alternative, shorter first e-mail to the same buyer, in English; Mr + family name; the company in full with A.Ş. and shortened in the subject; the fair and the PE100 black compound, CIF Mersin of the note",
Twin("artifact", "body", "buys PE100 black compound for its pressure pipes", "buys {product} for its pressure pipes",
     "{product}", "PE100 black compound",
     "a leftover template placeholder")),

Mail("P021", "s2",
"Re: Quotation: 200 t PE100 pipe resin, CIF Laem Chabang",
"""สวัสดีค่ะ Khun Piyachat,

I am writing to check whether you have had a chance to review our quotation for 200 t of PE100 black pipe resin, CIF Laem Chabang. The price is valid until Friday; after that the freight part may change, as rates from the Gulf to Thailand have gone up this month.

If บริษัท ดาบเพ็ชร์ ไปป์ จำกัด needs a smaller trial first, we could ship two containers (50 t) on the same terms, so that your QC team can run pressure tests before the full order.

ขอบคุณค่ะ
Noora Al-Sulaiti
Lusail Olefins Trading W.L.L.""",
"follow-up on the writer's own quotation (the request the note records); English with a Thai greeting and closing; the company in Thai script with its legal form inside English; Thailand named as the buyer's country; the Gulf",
Twin("company_misspelled", "body", "If บริษัท ดาบเพ็ชร์ ไปป์ จำกัด needs", "If บริษัท ดาบเพชร ไปป์ จำกัด needs",
     "บริษัท ดาบเพชร ไปป์ จำกัด", "บริษัท ดาบเพ็ชร์ ไปป์ จำกัด",
     "the family name in the company written in the modern spelling (ดาบเพชร for ดาบเพ็ชร์)")),

Mail("P022", "s2",
"Formalin 37% đóng bồn ISO cho nhà máy ván ép tại Bình Dương",
"""Kính gửi anh Phúc,

Tôi là Noora Al-Sulaiti, phụ trách kinh doanh của Lusail Olefins Trading tại Qatar. Được biết Công ty TNHH Gỗ Mai Gia cần formalin 37% đóng bồn ISO cho nhà máy ván ép tại Bình Dương, tôi xin giới thiệu sản phẩm của chúng tôi.

Dung dịch formaldehyde 37% của chúng tôi có hàm lượng methanol 1–1,5%, axit formic dưới 0,03%, phù hợp để sản xuất keo urê-formaldehyde cho ván ép đạt chuẩn E1 và E0. Hàng được giao bằng bồn ISO inox 21 tấn, giữ nhiệt trong suốt hành trình, CIF cảng Cát Lái.

Anh vui lòng cho biết nhu cầu hằng tháng để chúng tôi gửi báo giá.

Trân trọng,
Noora Khalid Al-Sulaiti
Lusail Olefins Trading W.L.L.
+974 4412 7730""",
"an alternative, shorter first e-mail to the same buyer, wholly Vietnamese; anh + given name; the company in full; the category in Vietnamese and as formalin; urea-formaldehyde glue named as what the buyer makes from it; Binh Duong, Cat Lai",
Twin("contact_wrong", "body", "Kính gửi anh Phúc,", "Kính gửi anh Phú,",
     "Kính gửi anh Phú,", "Mai Văn Phúc",
     "near-miss given name in the greeting (Phú for Phúc)")),

Mail("P024", "s3",
"Arrack samples – how did the team find them?",
"""Dear Jenna,

I hope the VSOA and 3-year-old arrack samples reached you safely. I would be glad to hear what your team at Norman & Pryce thought of them, especially in cocktails: a few bars in London use our VSOA in place of rum in a classic arrack punch.

If you would like to list one of them, our next consolidated shipment to the UK bonded warehouse leaves Colombo in six weeks, and we could add 50 cartons for you.

Warm regards,
Nirosha
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"follow-up on the writer's own samples (the VSOA and 3-year-old of the note); company shortened; rum named as a comparison; signed with the given name",
Twin("company_missing", "body", "what your team at Norman & Pryce thought", "what your buying team thought",
     "your buying team", "Norman & Pryce Spirits Ltd",
     "the only mention of the company replaced by 'your buying team'")),

Mail("P029", "s3",
"Beeralu lace collars and table runners for Merletti Sforza",
"""Dear Ms Sforza,

It was a pleasure to meet you at HOMI Milano 2025. You mentioned that Merletti Sforza is looking for lace collars and table runners with a handmade story, and I think our Beeralu lace fits that well.

Beeralu is the bobbin lace of Sri Lanka's southern coast, made by women in villages around Galle on pillows with dozens of wooden bobbins. Our collars come in 12 patterns in white and ecru cotton, and the runners in 40 × 150 and 40 × 180 cm.

As titolare, you may want to see the quality first: shall I send a small sample box to your shop?

Kind regards,
Nirosha Wickramasinghe
Manager – Export Marketing
Seetha Eliya Heritage Exports (Pvt) Ltd""",
"an alternative, shorter first e-mail to the same buyer, in English; Ms + family name; company without S.n.c.; the recorded title in Italian, lower-case, inside an English sentence; the fair and products of the note; Galle",
Twin("title_wrong", "body", "As titolare, you", "As responsabile vendite, you",
     "responsabile vendite", "Titolare",
     "a sales title for the buyer's owner title (Italian)")),

Mail("P030", "s3",
"Корнишоны 30–60 шт./кг: предложение на сезон",
"""Уважаемая Ирина,

напоминаю о нашем письме по корнишонам в рассоле калибра 30–60 шт./кг в бочках по 200 л. Ближайшее судно из Коломбо в Санкт-Петербург через Роттердам уходит через три недели, и мы можем зарезервировать для «Северного засола» один или два 20-футовых контейнера (по 80 бочек).

Если нужны образцы, отправим курьером два ведра по 5 л.

С уважением,
Нироша Викрамасингхе
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"follow-up on the writer's own e-mail (the grade and drums of the note), wholly Russian; the company in the genitive without ООО («Северного засола»); Colombo, Rotterdam, Saint Petersburg",
Twin("country_wrong", "body", "для «Северного засола» один", "для «Северного засола» в Казахстане один",
     "Казахстане", "Russia",
     "the buyer placed in Kazakhstan")),

Mail("P032", "s3",
"Augurken op pekel, 40-60 per kg, CFR Rotterdam",
"""Beste Lukas,

Leuk dat we elkaar op SIAL Paris hebben gesproken. Je vertelde dat Van Voorst Conserven augurken op pekel zoekt in de sortering 40-60 per kg, in vaten van 200 liter, CFR Rotterdam. Dat kunnen wij leveren.

Onze augurken worden het hele jaar door geoogst door contractboeren in Sri Lanka en direct na de oogst op pekel gezet (8% zout, 0,5% azijnzuur). In een 20ft-container gaan 80 vaten, met ongeveer 125 kg netto vrucht per vat; de reistijd van Colombo naar Rotterdam is zo'n 24 dagen.

Zal ik een monster van 10 kg opsturen, samen met onze prijslijst in euro's?

Met vriendelijke groet,
Nirosha Wickramasinghe
Seetha Eliya Heritage Exports (Pvt) Ltd
+94 52 222 4815""",
"an alternative, shorter first e-mail to the same buyer, wholly Dutch; Beste + given name; the category in Dutch (augurken op pekel); company without B.V.; the fair, grade, drums and CFR Rotterdam of the note",
Twin("company_missing", "body", "Je vertelde dat Van Voorst Conserven augurken", "Je vertelde dat jullie bedrijf augurken",
     "jullie bedrijf", "Van Voorst Conserven B.V.",
     "the only mention of the company replaced by 'jullie bedrijf'")),

Mail("P033", "s4",
"Amostras de Albariño para a Andrade Importadora",
"""Prezada Isis,

escrevo para saber se a lista de preços FOB Montevidéu que enviei depois da ProWine São Paulo chegou bem. Ainda temos algumas caixas da safra 2024 reservadas para importadores brasileiros, e posso mandar duas garrafas de amostra por courier para o seu escritório.

Se a Andrade Importadora de Vinhos preferir, podemos também organizar a entrega rodoviária até São Paulo, o que costuma simplificar o primeiro pedido.

Um abraço,
Valentina Rodríguez Acosta
Cerro Arequita Exportaciones S.A.
+598 4442 3187""",
"follow-up on the writer's own price list (the one the note asks for), wholly Portuguese; Prezada + given name; company shortened without Ltda.; Brazil named as the buyer's market",
Twin("sender_wrong", "body", "+598 4442 3187", "+595 4442 3187",
     "+595 4442 3187", "+598 4442 3187",
     "the sender's phone with Paraguay's country code")),

Mail("P037", "s4",
"Queso Colonia for Δαμαλάς Τυροκομικά – quote for 2 t",
"""Dear Ms Damala,

Thank you for your request for a quote. Before I send the final figures, let me introduce what we would ship to Δαμαλάς Τυροκομικά Α.Ε.: queso Colonia, Uruguay's semi-hard cow's-milk cheese with round eyes, first made by Swiss settlers in Nueva Helvecia. It is milder and more buttery than Emmental and melts well, so it works for toasts and saganaki-style dishes as well as at the counter.

For 2 t we would pack 5 kg wheels, vacuum-sealed, four to a carton, in one 20' reefer container at 4–8 °C, CIF Piraeus, about 35 days from Montevideo.

I will send the price sheet tomorrow.

Kind regards,
Valentina Rodríguez Acosta
Cerro Arequita Exportaciones S.A., Minas, Uruguay""",
"an alternative, shorter first e-mail to the same buyer, in English; Ms + romanised feminine family name; the company in Greek script inside English, with Α.Ε. in the body and without it in the subject; the 2 t of 5 kg wheels CIF Piraeus of the note; Emmental and saganaki as comparisons",
Twin("company_misspelled", "body", "ship to Δαμαλάς Τυροκομικά Α.Ε.:", "ship to Δαμάλας Τυροκομικά Α.Ε.:",
     "Δαμάλας Τυροκομικά Α.Ε.", "Δαμαλάς Τυροκομικά Α.Ε.",
     "the accent of the family name in the company moved (Δαμάλας for Δαμαλάς)")),

Mail("P038", "s4",
"Follow-up: price list for queso Colonia, CFR Jeddah",
"""السلام عليكم Mr Ramez,

As promised, I attach our price list for queso Colonia CFR Jeddah Islamic Port, together with the halal certificate that covers the microbial rennet.

For a first order we suggest one 20' reefer container (about 10 t), mixing 5–7 kg wheels for your food-service customers and 300 g vacuum packs for retail. Once you confirm, we will start the SFDA product registration with مؤسسة المغاولة as importer of record; it usually takes three to four weeks.

Please let me know if you have any questions.

مع خالص التحية،
Valentina Rodríguez Acosta
Encargada de Exportaciones
Cerro Arequita Exportaciones S.A.""",
"follow-up on the writer's own e-mail (halal rennet, SFDA, Jeddah of the note); English with an Arabic greeting and closing; the company shortened in Arabic script inside English; the sender's title in Spanish",
Twin("sender_wrong", "body", "Encargada de Exportaciones", "Encargada de Compras",
     "Encargada de Compras", "Encargada de Exportaciones",
     "the sender's title given as a purchasing title")),
]
