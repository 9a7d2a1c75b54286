"""Natural e-mails N021-N040 (buyers P021-P040), written one by one, each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2",
         "Benzene supply for ตวงทอง ปิโตรเคมี",
         """Dear Khun Prayut,

สวัสดีครับ. My name is Abdulaziz Al-Enezi, and I look after export marketing at Kazma Aromatics & Gas Trading in Kuwait.

As หัวหน้าฝ่ายจัดซื้อ at บริษัท ตวงทอง ปิโตรเคมี จำกัด you may be looking at alternatives to regional benzene supply. We ship petroleum-grade benzene (99.9% min.) from Mina Abdullah to Map Ta Phut in about 14 days, in 3,000–5,000 t parcels, priced CFR against the Asian monthly average. Documents include a certificate of origin for Thai customs and a surveyor's certificate of quality at loading.

I would be happy to send our specification and an indicative offer.

ขอบคุณครับ
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418
a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; English with Thai greeting and thanks (male particle); `Khun` with the romanised given name; company and title in Thai inside English; Map Ta Phut",
         Twin("contact_wrong", "body", "Dear Khun Prayut,", "Dear Khun Prasert,",
              "another given name in the greeting", found="Khun Prasert", expected="Khun Prayut")),
    Mail("P022", "s2",
         "Quote: LPG 50/50 propane-butane, CFR Alexandria",
         """السلام عليكم أستاذة نهى،

Thank you for your enquiry. As requested, please find our quote for liquefied petroleum gas for شركة الشناوي لتوزيع الغاز:

- Product: LPG, propane/butane 50/50 mix (±5%), commercial grade, odorised on request
- Quantity: one 22,000 t cargo a month
- Price: CFR Alexandria (El Dekheila), Saudi Aramco CP of the loading month plus a premium of USD 38/t
- Loading: Mina Abdullah / Mina Al Ahmadi, Kuwait; transit via Suez about 12 days
- Payment: irrevocable L/C at sight

The quote is valid until the end of this week. If you want a different mix or a smaller parcel, tell me and I will revise it.

مع أطيب التحيات،
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418 | a.alenezi@kazma-aromatics.com.kw""",
         "reply to the request the note records (50/50 propane-butane, CFR Alexandria); English with Arabic greeting and closing; `أستاذة نهى` (given name, feminine); company in Arabic inside English; Saudi Aramco CP as the price basis",
         Twin("category_wrong", "body", "our quote for liquefied petroleum gas", "our quote for liquefied natural gas",
              "a product the sender does not sell (LNG) for LPG", found="liquefied natural gas",
              expected="liquefied petroleum gas")),
    Mail("P023", "s2",
         "쿠웨이트산 LPG 공급 제안 – 병철가스산업",
         """김병철 구매과장님께,

안녕하십니까. 쿠웨이트 Kazma Aromatics & Gas Trading의 수출 마케팅 매니저 압둘아지즈 알에네지입니다.

저희는 Mina Abdullah에 기반을 둔 방향족 및 LPG 무역회사로, 프로판과 부탄을 냉동 VLGC 및 가압선으로 아시아 각국에 공급하고 있습니다. 병철가스산업 주식회사에서 수입 LPG를 검토하고 계시다면, 울산 또는 여수 도착 CFR 조건으로 월간 계약이나 스팟 카고를 제안드리고 싶습니다. 가격은 사우디 아람코 CP에 프리미엄을 더하는 방식입니다.

관심이 있으시면 사양서와 참고 견적을 보내 드리겠습니다.

감사합니다.
Abdulaziz Khaled Al-Enezi 드림
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418
a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; Korean; name and title in the greeting; company short in the subject; the sender's name and title in Hangul in the body; Korean ports",
         Twin("company_missing", "body", "병철가스산업 주식회사에서", "귀사에서",
              "every mention of the company replaced by `귀사`", found="귀사", expected="병철가스산업 주식회사",
              more=(("subject", "병철가스산업", "귀사"),))),
    Mail("P024", "s3",
         "关于柬埔寨鲜龙眼包装厂海关总署注册的答复",
         """孙主管您好，

感谢您在香港亚洲果蔬产业博览会（Asia Fruit Logistica）上与我们交流。关于您询问的包装厂是否已在中国海关总署（GACC）注册：是的，我们位于马德望的包装厂已完成注册，注册号印在每一箱的标签上，果园也已在柬埔寨农业部备案。

我们的鲜龙眼每年7月至10月上市，以冷藏集装箱从西哈努克港运往广州南沙港，航程约6天。

如广州孙氏果业有限公司需要注册证明文件或报价，我可以马上发送。

祝好！
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
柬埔寨马德望
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "reply to the question the note records (GACC registration), after the fair it records (Asia Fruit Logistica Hong Kong); simplified Chinese; the fair in Chinese and English; Battambang as 马德望",
         Twin("note_wrong", "body", "在香港亚洲果蔬产业博览会（Asia Fruit Logistica）上", "在柏林国际果蔬展（Fruit Logistica）上",
              "a fair the note does not name in place of the one it does", found="柏林国际果蔬展（Fruit Logistica）",
              expected="香港亚洲果蔬产业博览会（Asia Fruit Logistica）")),
    Mail("P025", "s3",
         "Longanes fraîches du Cambodge – tarifs fret aérien jusqu'à Paris-CDG",
         """Bonjour Monsieur Guyot,

Merci encore pour notre échange à Fruit Logistica, à Berlin. Comme convenu, voici nos prix pour des longanes fraîches livrées par avion à Paris-CDG pour Guyot Fruits Exotiques :

- Longanes fraîches en grappes, calibre AA, cartons de 5 kg net
- Prix CPT Paris-CDG : 7,80 € le kg, pour un minimum d'une tonne par envoi
- Vols au départ de Phnom Penh via Doha, deux départs par semaine, environ 36 heures de la récolte à l'arrivée
- Saison : de juillet à octobre

Les certificats phytosanitaires sont délivrés à Battambang ; nos vergers sont certifiés GlobalG.A.P.

N'hésitez pas si vous souhaitez un échantillon avant la première commande.

Cordialement,
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd. – Battambang, Cambodge
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "first e-mail after the fair the note records (Fruit Logistica Berlin), air-freight prices to Paris-CDG as asked; French; category in French (`longanes`); CPT; Doha as a transit",
         Twin("company_foreign", "body", "pour Guyot Fruits Exotiques :", "pour Épicerie d'Asie Rodrigues :",
              "another buyer's company of this set (same country, another category)", found="Épicerie d'Asie Rodrigues",
              expected="Guyot Fruits Exotiques SAS")),
    Mail("P026", "s3",
         "Fresh Cambodian longans for Đặng Gia",
         """Kính gửi chị Dương,

My name is Chan Sokunthea, export manager at Sangker Harvest in Battambang, Cambodia. We grow and pack fresh longans along the Sangker river, less than a day by truck from the Bavet–Moc Bai border crossing.

Our longans (calibre A and AA) are harvested from July to October and can reach Ho Chi Minh City within 24 hours of picking in refrigerated trucks. We pack in 10 kg cartons or in bulk crates, as your wholesale customers prefer.

I would be glad to send Công ty TNHH Thương mại Đặng Gia a price list and to arrange a visit to our orchards during the season.

Trân trọng,
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "cold introduction; English with a Vietnamese greeting and closing (`chị` with the given name); company short in the subject; border crossing; the sender's title shortened to export manager",
         Twin("sender_wrong", "body", "Sangker Harvest Co., Ltd.", "Sangkar Harvest Co., Ltd.",
              "the sender's company misspelt in the signature", found="Sangkar Harvest Co., Ltd.",
              expected="Sangker Harvest Co., Ltd.")),
    Mail("P027", "s3",
         "Khmer rice wine – COLA label approval first",
         """Dear Mr Carroll,

I was glad to hear that your customers in Long Beach's Cambodia Town have been asking for sraa sor, the Khmer rice wine they know from home. I understand that Carroll Imports needs TTB label approval (COLA) before any order, so let me explain how we usually handle it.

As the importer, you file the COLA application; we supply the label artwork and the formula details. We have already prepared a US label with the Government Warning, the alcohol content (40% ABV) and the net contents of 750 ml. Approval normally takes four to six weeks. Once it is granted, we can ship a mixed 20-foot container from Sihanoukville to Long Beach, about 25 days at sea.

Shall I send you the draft label and our price list so that you can start the process?

Best regards,
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd., Battambang, Cambodia
+855 53 952 614 | sokunthea.chan@sangkerharvest.com.kh""",
         "first e-mail using the note (Cambodia Town, COLA before ordering); English; category by its Khmer name (`sraa sor`); TTB, Government Warning",
         Twin("artifact", "body", "Approval normally takes four to six weeks.", "Approval normally takes four to",
              "a sentence cut off", found="Approval normally takes four to",
              expected="Approval normally takes four to six weeks.")),
    Mail("P028", "s3",
         "Vin de riz khmer pour votre épicerie",
         """Madame Rodrigues,

En tant que gérante de l'Épicerie d'Asie Rodrigues, vous connaissez sans doute la demande de la clientèle cambodgienne pour le sraa sor, le vin de riz khmer traditionnel.

Sangker Harvest, à Battambang, produit ce vin de riz selon la méthode artisanale : riz gluant fermenté avec des ferments traditionnels, puis distillé, titrant 40 % vol., en bouteilles de 50 cl et 70 cl. Nous expédions déjà vers l'Europe via Le Havre ; les droits d'accise français sont réglés à l'arrivée par votre transitaire.

Je serais ravie de vous envoyer notre tarif et quelques bouteilles d'échantillon.

Bien cordialement,
Chan Sokunthea
Responsable export
Sangker Harvest Co., Ltd., Battambang (Cambodge)
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "cold introduction; French; `Madame Rodrigues,`; the manager's title inside a sentence; company with an elided article and without SARL; category in French; the sender's title translated",
         Twin("title_wrong", "body", "En tant que gérante de", "En tant que responsable des achats de",
              "a purchasing title for the manager", found="responsable des achats", expected="gérante")),
    Mail("P029", "s3",
         "Kroeung paste samples and allergen statement",
         """Dear Eric,

Thank you for asking about our kroeung paste. The samples – one jar each of our yellow kroeung (for samlor korko and amok) and our red kroeung – left Battambang yesterday by DHL; the tracking number follows.

Here is the allergen statement you asked for:
- Yellow kroeung: lemongrass, galangal, turmeric, kaffir lime leaf, garlic, shallot, fish sauce (fish), salt. Contains fish.
- Red kroeung: as above with dried red chilli and shrimp paste. Contains fish and crustaceans.
- Made in a facility that also handles peanuts; no gluten-containing ingredients.

The full statement, signed by our quality manager, is attached for Garrett Asian Grocery Wholesale's files. Both pastes keep 18 months unopened at room temperature, in 200 g jars, 24 jars per carton.

Best regards,
Sokunthea
Chan Sokunthea | Export & Key Accounts Manager
Sangker Harvest Co., Ltd. | Battambang, Cambodia
+855 53 952 614 | sokunthea.chan@sangkerharvest.com.kh""",
         "reply to the request the note records (samples, allergen statement: fish, shrimp paste); English; Khmer dishes named; company in the possessive without Pty Ltd",
         Twin("category_wrong", "body", "asking about our kroeung paste", "asking about our tamarind paste",
              "a product the sender does not sell for the kroeung paste", found="tamarind paste",
              expected="kroeung paste")),
    Mail("P030", "s3",
         "Cambodian kroeung paste for ดิศดใน ฟู้ดส์",
         """Dear Khun Pathaweekan,

สวัสดีค่ะ. I am Chan Sokunthea from Sangker Harvest in Battambang, Cambodia, and I would like to introduce our kroeung paste to บริษัท ดิศดใน ฟู้ดส์ จำกัด.

Kroeung is the herb paste at the heart of Khmer cooking – lemongrass, galangal, turmeric, kaffir lime and garlic, pounded fresh and packed without preservatives. It is close to the Thai pastes your customers know, but milder and more aromatic, and it works well for ready meals and food service. We produce it in 200 g jars and 1 kg food-service tubs, with a shelf life of 18 months.

Trucks from Battambang reach Bangkok through the Poipet–Aranyaprathet crossing in one day. Could I send you samples and our price list?

ขอบคุณค่ะ
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "cold introduction; English with Thai greeting and thanks (female particle); `Khun` with the romanised given name; company in Thai inside English and short in the subject; Thai pastes as a comparison",
         Twin("company_misspelled", "body", "บริษัท ดิศดใน ฟู้ดส์ จำกัด", "บริษัท ดิศดไน ฟู้ดส์ จำกัด",
              "a wrong vowel letter in the family name of the company", found="บริษัท ดิศดไน ฟู้ดส์ จำกัด",
              expected="บริษัท ดิศดใน ฟู้ดส์ จำกัด")),
    Mail("P031", "s3",
         "カンボジア産クルーン（ハーブペースト）のご案内",
         """長谷川食品株式会社
購買部主任　長谷川真綾様

突然のご連絡失礼いたします。カンボジア・バッタンバンのSangker Harvest Co., Ltd.で輸出を担当しておりますチャン・ソクンテアと申します。

弊社では、クメール料理の基本となるハーブペースト「クルーン（kroeung）」を製造しております。レモングラス、ガランガル、ウコン、こぶみかんの葉、にんにくを生のまますりつぶし、保存料を使わずに瓶詰めしております。タイのカレーペーストより穏やかな香りで、日本の食卓にも取り入れやすい味わいです。

200g瓶と1kg業務用パックをご用意しており、賞味期限は18か月です。サンプルと価格表をお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

チャン・ソクンテア（Chan Sokunthea）
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
+855 53 952 614
sokunthea.chan@sangkerharvest.com.kh""",
         "cold introduction; Japanese letter head with company, title and name; category in katakana; the sender's name in katakana; Thai curry paste as a comparison",
         Twin("country_wrong", "body", "日本の食卓にも", "韓国の食卓にも",
              "the buyer's market named as another country", found="韓国", expected="日本")),
    Mail("P032", "s4",
         "Malanga de Honduras – contenedor semanal a Algeciras",
         """Estimada Sra. Cárdenas:

Fue un gusto conocerla en Fruit Attraction, en Madrid. Como le comenté, podemos atender el contenedor refrigerado semanal de malanga que Frutas Cárdenas necesita con destino a Algeciras.

Nuestra malanga (blanca y lila) se cosecha durante todo el año en el valle del Aguán y se empaca en La Ceiba en cajas de 18 kg, 1.200 cajas por contenedor de 40 pies. El buque sale de Puerto Cortés cada jueves y llega a Algeciras en unos 14 días. Ofrecemos precio FOB Puerto Cortés o CFR Algeciras, según prefiera.

Le adjunto la ficha técnica; con gusto le envío la oferta de precios para las próximas ocho semanas.

Un cordial saludo,
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
La Ceiba, Honduras
+504 2440 3187 · dmejia@picobonito.hn""",
         "first e-mail after the fair the note records (Fruit Attraction Madrid), weekly reefer to Algeciras as asked; Spanish; `Estimada Sra. Cárdenas:`; company without S.L.; the sender signs with one given and one family name",
         Twin("note_wrong", "body", "en Fruit Attraction, en Madrid", "en Fruit Logistica, en Berlín",
              "a fair the note does not name in place of the one it does", found="Fruit Logistica, en Berlín",
              expected="Fruit Attraction, en Madrid")),
    Mail("P033", "s4",
         "Honduran malanga for Verharen Tropical Fruits",
         """Dear Mr Verharen,

I am Dilcia Mejía, head of exports at Agroindustrias Pico Bonito in La Ceiba, Honduras. We grow and pack malanga (also sold as yautía or cocoyam) and ship it weekly to Europe.

I noticed that Verharen Tropical Fruits supplies Caribbean and African grocers in the Netherlands – our white and lilac malanga would fit that range well. The roots are washed, waxed and packed in 18 kg cartons, and reach Rotterdam about 16 days after leaving Puerto Cortés in reefer containers at 7 °C.

We can quote FOB Puerto Cortés or CFR Rotterdam. Would Verharen Tropical Fruits be interested in a trial pallet?

Kind regards,
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187
dmejia@picobonito.hn""",
         "cold introduction; English; category with its other names (yautía, cocoyam); company without B.V.; the sender's title translated in the body",
         Twin("company_missing", "body", "I noticed that Verharen Tropical Fruits supplies", "I noticed that your company supplies",
              "every mention of the company replaced by `your company`", found="your company",
              expected="Verharen Tropical Fruits B.V.",
              more=(("body", "Would Verharen Tropical Fruits be", "Would your company be"),
                    ("subject", "Verharen Tropical Fruits", "your company")))),
    Mail("P034", "s4",
         "Malanga price per 40 lb case",
         """Hi Joy,

Thanks for your message. Here is our price for Honduran malanga per 40 lb case, as you asked:

- White malanga, 40 lb case: USD 27.50 FOB Puerto Cortés
- Lilac malanga, 40 lb case: USD 29.00 FOB Puerto Cortés
- Delivered Toronto (DAP, via Port Everglades and truck): USD 34.00 and USD 35.50 per case, from 20 pallets

Your customers in Toronto's Caribbean community will know malanga as the root for soups and fritters; ours is harvested year-round, so we can keep a steady weekly supply for Wallace Caribbean Produce.

Let me know if you would like a trial shipment.

Best regards,
Dilcia Mejía
Agroindustrias Pico Bonito S.A. de C.V.
La Ceiba, Honduras
+504 2440 3187 | dmejia@picobonito.hn""",
         "reply to the request the note records (price per 40 lb case, Toronto's Caribbean community); English; `Hi Joy`; a US port as a route; company without Ltd.",
         Twin("contact_wrong", "body", "Hi Joy,", "Hi Joan,",
              "another given name in the greeting", found="Joan", expected="Joy")),
    Mail("P035", "s4",
         "Pulpa de guanábana hondureña para Zumos Moliner",
         """Estimada Sra. Moliner:

Me permito presentarle Agroindustrias Pico Bonito, empresa de La Ceiba (Honduras) que procesa fruta tropical de la costa atlántica. Entre nuestros productos destaca la pulpa de guanábana congelada, 100 % fruta, sin azúcar añadido ni conservantes.

Para una empresa de zumos como Zumos Moliner ofrecemos la pulpa en cubos de 20 kg o en bidones de 200 kg, con 12–14 °Brix, pasteurizada y congelada a –18 °C. El contenedor refrigerado llega a Valencia en unos 15 días desde Puerto Cortés.

Como Responsable de Compras, quizá le interese recibir una muestra y nuestra ficha técnica; se las envío con mucho gusto.

Atentamente,
Dilcia Yessenia Mejía Orellana
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
Tel. +504 2440 3187
dmejia@picobonito.hn""",
         "cold introduction; Spanish; category in Spanish (`pulpa de guanábana`); recorded title in a sentence; company without S.L.; the sender's full name",
         Twin("sender_wrong", "body", "dmejia@picobonito.hn", "dmejia@pico-bonito.hn",
              "a hyphen in the sender's e-mail domain", found="dmejia@pico-bonito.hn", expected="dmejia@picobonito.hn")),
    Mail("P036", "s4",
         "Bio-Guanábana-Püree: EU-Bio-Zertifikat und Analysenzertifikate",
         """Sehr geehrte Frau Heydrich,

vielen Dank für Ihr Interesse an unserem Guanábana-Fruchtmark (Stachelannone, Soursop). Gern bestätige ich die beiden Punkte, die Heydrich Fruchtsaft benötigt:

1. EU-Bio-Zertifikat: Unsere Plantagen bei La Ceiba und die Verarbeitung sind nach der EU-Öko-Verordnung (EU) 2018/848 zertifiziert; das aktuelle Zertifikat liegt bei, und jede Sendung wird mit elektronischer Kontrollbescheinigung (COI) in TRACES gemeldet.
2. Analysenzertifikat: Jede Charge erhält ein eigenes Certificate of Analysis mit Brix, pH, Säure, Mikrobiologie und Pestizidrückständen, ausgestellt von unserem Labor und stichprobenartig von einem akkreditierten Labor in Deutschland bestätigt.

Das Mark ist ungesüßt, tiefgefroren (–18 °C) und in 20-kg-Kartons mit Innenbeutel verpackt. Gerne schicke ich Ihnen eine Probe.

Mit freundlichen Grüßen
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187
dmejia@picobonito.hn""",
         "reply to the request the note records (EU organic certificate, certificate of analysis per batch); German; category in German and Spanish (`Guanábana-Fruchtmark`, `Stachelannone`); COI, TRACES; Germany as a lab's country",
         Twin("category_wrong", "body", "Guanábana-Fruchtmark (Stachelannone, Soursop)", "Maracuja-Fruchtmark (Passionsfrucht)",
              "a product the sender does not sell (passion fruit) for the soursop", found="Maracuja-Fruchtmark (Passionsfrucht)",
              expected="Guanábana-Fruchtmark (Stachelannone, Soursop)")),
    Mail("P037", "s4",
         "Campioni di polpa di guanábana dopo il SIGEP",
         """Gentile Sig. Nibali,

grazie per la visita al nostro stand al SIGEP di Rimini. Come richiesto, spediamo questa settimana i campioni di polpa di guanábana (graviola) per Nibali Gelati: tre vaschette da 1 kg di polpa surgelata, senza zuccheri aggiunti, 13 °Brix.

La polpa proviene dalle nostre piantagioni vicino a La Ceiba, sulla costa caraibica dell'Honduras, ed è lavorata entro 24 ore dalla raccolta. Per gelati e sorbetti consigliamo un dosaggio del 25–30 %; il sapore ricorda un incrocio tra ananas e fragola, con una nota di cocco.

Il corriere consegnerà in circa cinque giorni. Resto a disposizione per il listino franco Genova.

Cordiali saluti,
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187 – dmejia@picobonito.hn""",
         "first e-mail after the fair the Italian note records (SIGEP Rimini), samples as asked; Italian; category with its Italian name (graviola); company without S.p.A.; pineapple, strawberry and coconut as flavour comparisons",
         Twin("company_foreign", "body", "per Nibali Gelati:", "per Falloppio Surgelati:",
              "another buyer's company of this set (same country, another category)", found="Falloppio Surgelati",
              expected="Nibali Gelati S.p.A.")),
    Mail("P038", "s4",
         "Honduran hot sauces for Ford & Daughters",
         """Dear Mr Ford,

I'm Dilcia Mejía, export manager at Agroindustrias Pico Bonito in La Ceiba, on the Caribbean coast of Honduras. Besides tropical fruit, we make a range of hot sauces from peppers grown in the Aguán valley: a green jalapeño and lime, a mango-habanero and a smoky red.

Chilli sauces are one of the fastest-growing condiment categories in the UK, and I think a Central American range with a clear origin story could work well for Ford & Daughters. The sauces come in 150 ml woodland bottles, 12 per case, with a shelf life of two years; the labels already carry UK allergen information.

Could I send you a tasting box?

Kind regards,
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187 | dmejia@picobonito.hn""",
         "cold introduction; English; the category as `chilli sauces`; company without Ltd; the sender's title translated in the body",
         Twin("artifact", "body", "with a shelf life of two years", "with a shelf life of with a shelf life of two years",
              "a doubled phrase", found="with a shelf life of with a shelf life of", expected="with a shelf life of")),
    Mail("P039", "s4",
         "Ostre sosy z Hondurasu dla Błażejak Import",
         """Szanowny Panie Marcinie,

nazywam się Dilcia Mejía i odpowiadam za eksport w firmie Agroindustrias Pico Bonito z La Ceiby w Hondurasie. Produkujemy ostre sosy z papryczek uprawianych na karaibskim wybrzeżu: zielony z jalapeño i limonką, mango-habanero oraz czerwony wędzony.

Sądzę, że nasze sosy mogłyby uzupełnić ofertę Błażejak Import Sp. z o.o. w sklepach z żywnością etniczną i delikatesach. Butelki mają 150 ml, w kartonie jest 12 sztuk, a termin przydatności wynosi 24 miesiące. Etykiety możemy przygotować po polsku.

Chętnie prześlę cennik oraz zestaw próbek.

Z poważaniem
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187
dmejia@picobonito.hn""",
         "cold introduction; Polish; vocative `Panie Marcinie`; the sender's town declined (`z La Ceiby`); category in Polish",
         Twin("company_missing", "body", "ofertę Błażejak Import Sp. z o.o. w", "ofertę Państwa firmy w",
              "every mention of the company replaced by `Państwa firmy`", found="Państwa firmy",
              expected="Błażejak Import Sp. z o.o.",
              more=(("subject", "dla Błażejak Import", "dla Państwa firmy"),))),
    Mail("P040", "s4",
         "Mild och habanero – heta såser från Honduras",
         """Hej Ingmar,

Tack för pratstunden på Stockholm Food & Wine! Som du bad om har vi tagit fram två varianter av vår hot sauce för den svenska marknaden: en mild med jalapeño och lime och en stark med habanero och mango.

Båda görs på chili som odlas i Aguándalen och buteljeras i La Ceiba, 150 ml per flaska och 12 flaskor per kartong, hållbarhet 24 månader. Vi kan skicka via Rotterdam till Göteborg på ungefär tre veckor, och etiketterna kan vi göra på svenska.

Säg till om Bloms Smakimport vill ha ett provpaket med båda såserna.

Vänliga hälsningar
Dilcia Mejía
Jefa de Exportaciones
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187 · dmejia@picobonito.hn""",
         "first e-mail after the fair the note records (Stockholm Food & Wine), a mild and a habanero variant as asked; Swedish; `Hej Ingmar`; company with the genitive s and without AB; Rotterdam as a route",
         Twin("country_wrong", "body", "för den svenska marknaden", "för den norska marknaden",
              "the buyer's market named as another country", found="norska", expected="svenska")),
]
