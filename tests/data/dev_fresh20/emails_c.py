"""Natural e-mails N041-N060 (second e-mails to 20 buyers), each with its twin's one edit."""
from mail import E, T

MAILS = [
E("P001", "s1", "Re: Sliwowitz samples – did they arrive?",
"""Dear Mr Köster,

Just a short follow-up: the two sample bottles of our 40% and 45% slivovitz were delivered to your Hamburg warehouse on Tuesday, according to the courier.

If your tasting panel at Köster Spirituosen has any questions on the ageing or the plum varieties, I am happy to arrange a video call with our master distiller. We are planning the next bottling run for late January, so an order before mid-January could still get your German back labels.

Best regards,
Jelena Radovanović
Podrinje Voće d.o.o.""",
"follow-up on the writer's own samples; in English to a German buyer; short company `Köster Spirituosen`; the subject keeps the German Sliwowitz",
T("company_misspelled", "body", "tasting panel at Köster Spirituosen has", "tasting panel at Köstner Spirituosen has", "Köster Spirituosen GmbH & Co. KG", "a letter added to the company name", found="Köstner Spirituosen")),

E("P006", "s1", "Porcini sample – feedback and price for 500 kg",
"""Dear Mr Giusti,

I hope the extra-grade porcini sample reached you in good condition. Several Italian customers grade our slices as "extra" without sorting, and I would be glad to hear how your team at Giusti Funghi found the colour and the moisture.

If it suits you, we can hold 500 kg from this season's lot at EUR 37.90/kg, delivery DAP Verona, valid until 20 December.

Kind regards,
Jelena Radovanović-Marković
Podrinje Voće d.o.o. | +381 15 882 417""",
"follow-up on the sample the note records; in English to an Italian buyer; `Giusti Funghi` without S.r.l.; DAP Verona",
T("company_foreign", "body", "your team at Giusti Funghi found", "your team at Carlier Épicerie Fine found", "Giusti Funghi S.r.l.", "another porcini buyer's company of this set", found="Carlier Épicerie Fine")),

E("P011", "s1", "Re: Quote 12 pallets mild ajvar – Axelssons Livs",
"""Hi Mattias,

Following up on our quote for the 12 pallets of mild ajvar. The peppers from this year's harvest are roasted and we have the jars for Axelssons Livs reserved until the end of the month.

Two small updates:
- we can print the Swedish ingredient list directly on the label, no sticker needed
- for a full truck (33 pallets) the price drops to EUR 2.19 per jar DAP Malmö

Let me know if you need anything else to decide.

Best,
Jelena""",
"follow-up on the quote the note records; wholly English; first names; company in the subject and body without AB",
T("company_missing", "body", [("Re: Quote 12 pallets mild ajvar – Axelssons Livs", "Re: Quote 12 pallets mild ajvar – your company"), ("the jars for Axelssons Livs reserved", "the jars for your company reserved")], "your company", "Axelssons Livs AB", "every mention of the company (subject and body) replaced by `your company`")),

E("P002", "s1", "Following up: slivovitz for the US market",
"""Dear Ms Mcintosh,

I wrote to you two weeks ago about our Serbian plum brandy and wanted to follow up briefly in case my e-mail got lost.

Since then we have received our TTB formula approval for the 45% seven-year slivovitz, so labels for the US are ready. I would be glad to send two 750 ml bottles to your office for tasting.

Best regards,
Jelena Radovanović-Marković
Export Manager
Podrinje Voće d.o.o.""",
"follow-up on the writer's own cold e-mail; wholly English; TTB; plum brandy / slivovitz",
T("contact_wrong", "body", "Dear Ms Mcintosh,", "Dear Ms McIntyre,", "Christine Mcintosh", "the contact's family name changed", found="McIntyre")),

E("P024", "s3", "New crop durum: 2026 quality results",
"""Dear Mr Pizzo,

As Responsabile Approvvigionamento Grano at Pastificio Pizzo, you may find our first results from the 2026 durum harvest in Kostanay and North Kazakhstan useful:

- average protein 13.8% (d.m.), range 13.1–14.6%
- test weight 81 kg/hl
- vitreousness 88%
- deoxynivalenol below 200 µg/kg in all lots tested

Old-crop stocks are almost sold, so new-crop shipments via Poti will start in November. I can reserve a 3,000 t lot for you if you let me know by the end of the month.

Kind regards,
Aigerim Seitkali
Head of Export, TOO "Esil Astyq"
Petropavl, Kazakhstan""",
"a stand-alone new-crop note in English with the buyer's Italian title kept as recorded in an English sentence; Poti (Georgia); DON; the sender's title in English",
T("title_wrong", "body", "As Responsabile Approvvigionamento Grano at", "As Responsabile Vendite at", "Responsabile Approvvigionamento Grano", "a sales title for a purchasing one", found="Responsabile Vendite")),

E("P019", "s2", "Aleppo pepper flakes – price after your sample test",
"""Hi Brittany,

I hope your QA team has had a chance to test the 1 kg sample of Aleppo pepper flakes. As promised, here is our price for a first pallet:

- 10 kg cartons, 48 cartons per pallet (480 kg)
- USD 9.60 per kg CIF Savannah, or USD 8.70 FOB Beirut
- lead time 4 weeks; steam sterilisation available at USD 0.35/kg

Looking forward to hearing from you.

Rasha""",
"follow-up on the sample the note records with a price; wholly English; first names; Savannah, Beirut (another country)",
T("category_wrong", "body", "test the 1 kg sample of Aleppo pepper flakes.", "test the 1 kg sample of Urfa pepper flakes.", "Aleppo pepper flakes", "a neighbouring chilli (Urfa biber, a Turkish pepper) the sender does not sell", found="Urfa pepper flakes")),

E("P016", "s2", "Re: Quotation cumin seeds CFR Chattogram",
"""Dear Mr Rahman,

I am following up on our quotation for 2 x 20' containers of Syrian cumin seeds, CFR Chattogram. The price of USD 3,180/MT is valid until Friday; after that, freight from the Eastern Mediterranean is expected to rise.

If you confirm this week, we can load in Latakia on the next vessel and send you the draft bill of lading within 10 days.

Best regards,
Rasha Al-Jabri
Qalaat Halab Trading Co. L.L.C.
Aleppo, Syria""",
"follow-up on the quote the note records; wholly English; the Eastern Mediterranean; Latakia",
T("country_wrong", "body", "Aleppo, Syria", "Aleppo, Lebanon", "Syria", "the sender's country changed in the signature", found="Aleppo, Lebanon")),

E("P007", "s1", "New season: our cèpes from the 2026 harvest",
"""Dear Ms Carlier,

A short note to tell you that the 2026 harvest of porcini (cèpes) in western Serbia was very good: the slices are large and pale, and about 70% of the lot is extra grade.

We now have the 40 g retail sachets in stock and can ship to France within two weeks. The new price list is attached.

With best regards,
Jelena Radovanović-Marković
Podrinje Voće d.o.o.
jelena.radovanovic@podrinjevoce.rs | www.podrinjevoce.rs""",
"a stand-alone seasonal note in English to a French buyer; cèpes and porcini both; the sender's contact lines",
T("sender_wrong", "body", "www.podrinjevoce.rs", "www.podrinjevoce.com", "https://www.podrinjevoce.rs", "the sender's website with another domain ending", found="www.podrinjevoce.com")),

E("P033", "s4", "Chilgoza: space booked on Thursday's flight",
"""Dear Mr Malhotra,

Thank you for confirming 600 kg of jumbo chilgoza. We have booked space on Thursday's Kam Air flight from Kabul to Delhi, and the goods are being packed in 10 kg cartons today.

Documents to follow by e-mail: commercial invoice, packing list, phytosanitary certificate and SAFTA certificate of origin. The original documents will travel with the cargo.

Regards,
Ahmad Shah""",
"follow-up on the price request the note records (an order confirmed); wholly English; signed with the first names only; Kabul–Delhi flight; SAFTA",
T("artifact", "body", "and the goods are being packed in 10 kg cartons today.", "and the goods are being packed in 10 kg cartonstoday.", "", "two words fused", found="cartonstoday")),

E("P013", "s1", "New: organic ajvar in 190 g jars",
"""Dear Ms Schär,

Since my last e-mail we have added an organic line: mild ajvar in 190 g jars, made from our own certified peppers in Loznica and labelled in German, French and Italian.

It might suit Schär Feinkost's shelves next to the classic 290 g jars. I can send you a box of samples to Zürich.

Kind regards,
Jelena Radovanović-Marković
Podrinje Voće d.o.o.""",
"a stand-alone note on a new product, in English; possessive `Schär Feinkost's` without GmbH",
T("note_wrong", "body", "Since my last e-mail we have added", "Since we met at Biofach in Nuremberg we have added", "", "a meeting at a fair claimed for a buyer with no note", found="Since we met at Biofach in Nuremberg")),

E("P018", "s2", "Cumin shipment confirmation – تغلب بن وائل للتوابل",
"""Dear Mr Ramez,

Thank you for your order of 19 MT of Syrian cumin seeds (99.5%) following our meeting at Gulfood. The container for تغلب بن وائل للتوابل ذ.م.م was loaded in Latakia yesterday; ETA Jebel Ali in about 12 days.

Copies of the bill of lading, certificate of origin and phytosanitary certificate are attached; originals go by DHL today.

Best regards,
Rasha Al-Jabri
Qalaat Halab Trading Co. L.L.C.""",
"follow-up after the fair the note records; in English with the buyer's Arabic-script company; `Dear Mr Ramez` (the Gulf usage of Mr + first name); Latakia, Jebel Ali",
T("company_misspelled", "body", "The container for تغلب بن وائل للتوابل ذ.م.م was", "The container for تغلب بن وائل للتوابل ذ.م.م was".replace("تغلب", "ثغلب", 1), "تغلب بن وائل للتوابل ذ.م.م", "one letter changed in the company's first word", found="ثغلب بن وائل للتوابل ذ.م.م")),

E("P025", "s3", "Re: Offre blé dur CFR Alger",
"""Dear Mr Madi,

I am following up on our offer of 5,000 t of Kazakh durum wheat, CFR Algiers, at USD 318/t. The vessel we have in mind can load at Novorossiysk in the second half of November.

If Moulins Madi would like to tender with an OAIC-style specification instead, please send us the document and we will adjust the offer.

Kind regards,
Aigerim Seitkali
TOO "Esil Astyq\"""",
"follow-up on the offer the note asks for; in English (subject kept in French); `Moulins Madi` without EURL; Algiers; Novorossiysk (Russia)",
T("company_foreign", "body", "If Moulins Madi would like", "If Pastificio Pizzo would like", "EURL Moulins Madi", "another durum buyer's company of this set", found="Pastificio Pizzo")),

E("P036", "s4", "Re: Bio-Maulbeeren – Muster unterwegs",
"""Dear Ms Zobel,

Further to the organic certificate and the pesticide analysis we sent, a 2 kg sample of organic dried white mulberries left Kabul today by air for Zobel Naturkost in Germany.

The sample is from the same lot as the analysis (lot SGM-MB-2611), so your lab can compare the results directly.

Best regards,
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.""",
"follow-up on the certificate and analysis the note records; in English with a German subject; company without GmbH",
T("company_missing", "body", [("for Zobel Naturkost in Germany", "for your company in Germany")], "your company", "Zobel Naturkost GmbH", "the only mention of the company replaced")),

E("P030", "s3", "Buckwheat sample – tracking number",
"""Dear Mr Kato,

The 2 kg sample of unroasted buckwheat groats we promised was handed to the courier in Petropavl this morning. It should reach your mill in about five days.

I have also attached the lab report for this lot (moisture 13.1%, impurities 0.2%).

Best regards,
Aigerim Seitkali
TOO "Esil Astyq\"""",
"follow-up on the sample the note records; in English to a kanji-named buyer romanised as Mr Kato (加藤); company not named",
T("contact_wrong", "body", "Dear Mr Kato,", "Dear Mr Sato,", "加藤 稔", "the contact's family name changed (Sato for Kato)", found="Mr Sato")),

E("P038", "s4", "Re: Hadda hing sample – lab results?",
"""Dear Mr Natarajan,

Has the 5 kg sample of white Hadda asafoetida reached your factory in good condition? As Managing Director of Natarajan Perungayam you will want the compounding trials done before the new crop arrives in June, so I wanted to check whether you need a second sample of the red type for comparison.

Regards,
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.""",
"follow-up on the sample the note records; wholly English; the recorded title in a sentence; company without Pvt. Ltd.",
T("title_wrong", "body", "As Managing Director of Natarajan Perungayam", "As Purchase Assistant of Natarajan Perungayam", "Managing Director", "a junior purchasing title for the managing director", found="Purchase Assistant")),

E("P003", "s1", "新商品のご案内：シュリヴォヴィッツ ギフトボックス",
"""森本様

いつもお世話になっております。Podrinje Voćeのイェレナです。

年末商戦に向けて、45％・7年熟成のシュリヴォヴィッツ（プラムブランデー）500mlを木箱入りギフトセットとしてご用意しました。日本向けの裏ラベルもご用意できます。

ご興味がございましたら、サンプルをお送りいたします。

イェレナ・ラドヴァノヴィッチ
Podrinje Voće d.o.o.""",
"a stand-alone note on a new pack, wholly Japanese as the note asks; 森本様 (family name only); the sender's first name in katakana",
T("category_wrong", "body", "シュリヴォヴィッツ（プラムブランデー）500ml", "チェリーブランデー500ml", "plum brandy", "a neighbouring fruit brandy (cherry) the sender does not sell", found="チェリーブランデー")),

E("P032", "s3", "Новый урожай гречки – цены",
"""Здравствуйте, Акива!

Сообщаю, что урожай гречихи 2026 года в Северо-Казахстанской области собран; качество хорошее, ядрица первого сорта.

Новые цены: обжаренная ядрица – 780 USD/т, зелёная – 820 USD/т, CIF Ашдод, 20-футовый контейнер (20 т). Кошерный сертификат на новую партию будет готов через две недели.

С уважением,
Айгерим Сейткали
ТОО «Esil Astyq», Казахстан""",
"a stand-alone new-crop note wholly in Russian as the note asks; Северо-Казахстанская область; CIF Ashdod",
T("country_wrong", "body", "ТОО «Esil Astyq», Казахстан", "ТОО «Esil Astyq», Кыргызстан", "Kazakhstan", "the sender's country changed to Kyrgyzstan in the signature", found="Кыргызстан")),

E("P035", "s4", "Re: chilgoza sample for Öcalan Kuruyemiş",
"""Dear Mr Öcalan,

Further to my e-mail, we sent 1 kg of jumbo in-shell chilgoza and 1 kg of kernels to your Istanbul office by DHL (waybill 4821 7730 15).

Please let me know your impression and the quantities you would need for the Ramadan season.

Best regards,
Ahmad Shah Noorzai
Export Manager
Spin Ghar Meva Trading Co. Ltd.
+93 20 230 1745""",
"follow-up on the writer's own offer; wholly English; company short; Istanbul",
T("sender_wrong", "body", "Ahmad Shah Noorzai\nExport Manager", "Ahmad Shah Nurzai\nExport Manager", "Ahmad Shah Noorzai", "the sender's family name spelt differently in the signature", found="Ahmad Shah Nurzai")),

E("P029", "s3", "Malting barley: new-crop offer for Thailand",
"""Dear Khun Siraporn,

Our 2026 two-row malting barley is now cleaned and tested: germination 97%, protein 10.6%, screenings 3.1%. We can offer 500 t in 20' containers, CFR Laem Chabang, shipment January via the port of Aktau and the Caspian–Black Sea route, or by rail to China and onwards by sea.

Would บริษัท ถนัดเดินข่าว มอลต์ จำกัด like a 5 kg sample for a micro-malting test?

Kind regards,
Aigerim Seitkali
TOO "Esil Astyq\"""",
"a stand-alone new-crop note in English; Khun + first name (romanised from สิราพร); the company in Thai script; Aktau, China as a route; Laem Chabang",
T("artifact", "body", "We can offer 500 t in 20' containers, CFR Laem Chabang,", "We can offer 500 t in 20' containers, CFR Laem Chabang, We can offer 500 t in 20' containers, CFR Laem Chabang,", "", "a clause repeated", found="We can offer 500 t in 20' containers, CFR Laem Chabang, We can offer")),

E("P023", "s2", "New: organic nigella seeds",
"""Dear Mr Booth,

We now have an organic-certified lot of nigella seeds (EU and UK organic, 12 MT). As for all our lots, a full certificate of analysis comes with the shipment.

If Booth Wholefoods would like to add an organic line, I can send a 500 g sample and a price CIF Felixstowe.

Best regards,
Rasha Al-Jabri
Qalaat Halab Trading Co. L.L.C.""",
"a stand-alone note on a new product; wholly English; the COA the note records mentioned again; company without Ltd",
T("note_wrong", "body", "As for all our lots, a full certificate of analysis comes with the shipment.", "As for all our lots, the halal certificate you asked for comes with the shipment.", "", "a certificate request the note does not hold (it asks for a COA)", found="the halal certificate you asked for")),
]
