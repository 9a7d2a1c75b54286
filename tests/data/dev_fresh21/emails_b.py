"""Natural e-mails, one per buyer P021-P040 (N021-N040), each with the edit its twin gets."""
from mail import Mail as M

MAILS = [
M("P021", "s2", "Your 1 kg sample of Siam benzoin, grade 1 almonds",
"""السلام عليكم أستاذ رامي،

Thank you for your request. The 1 kg sample of Siam benzoin, grade 1 almonds, left Luang Prabang today by DHL and should reach Amman in five to six working days. Tracking number: 7734 2210 561.

About the sample:
- Styrax tonkinensis, almond tears 10-30 mm, pale yellow to reddish inside
- Collected in Houaphan province during the 2026 season
- Typical vanillin-like, sweet balsamic smell, well suited to bakhoor and oud blends

If the quality suits شركة الحوراني للبخور, we can ship 25 kg cartons by air via Bangkok, or by sea to Aqaba.

مع التحية،
Phonesavanh Keomany
Export Manager, Nam Ou Forest Products Sole Co., Ltd.""",
"reply to the sample request the note records; Arabic greeting with أستاذ + given name and closing, English body; the company in Arabic script without ذ.م.م; bakhoor, oud; Bangkok (Thailand) as transit, Amman, Aqaba",
"first", "part",
("contact_wrong", "body", "أستاذ رامي", "أستاذ سامي", "the given name رامي changed to سامي"), "سامي", "رامي"),

M("P022", "s2", "Stocklack aus Laos für Hövel Naturharze",
"""Sehr geehrte Frau Hövel,

mein Name ist Phonesavanh Keomany, ich leite den Export der Nam Ou Forest Products Sole Co., Ltd. in Luang Prabang, Laos. Wir kaufen Stocklack (sticklac, von Kerria lacca) direkt bei Bauern in den Provinzen Oudomxay und Phongsaly, reinigen und sieben ihn und verkaufen ihn an Schellackhersteller in Asien und Europa.

Unsere Qualität:
- Harzgehalt 65-70 %, Verunreinigung unter 4 %
- lose gesiebt, 50-kg-Säcke
- Lieferung FOB Laem Chabang oder CFR Hamburg

Falls Hövel Naturharze eine zweite Bezugsquelle neben Indien und Thailand sucht, sende ich Ihnen gerne ein 2-kg-Muster.

Mit freundlichen Grüßen
Phonesavanh Keomany
ຜູ້ຈັດການຝ່າຍສົ່ງອອກ (Exportleiter)
Nam Ou Forest Products Sole Co., Ltd.""",
"cold introduction wholly in German; Sehr geehrte Frau Hövel; the company without GmbH & Co. KG; sticklac as Stocklack; Kerria lacca; shellac named as the customers' product; India and Thailand as other origins; Laem Chabang, Hamburg; the title in Lao with a German gloss",
"first", "German",
("category_wrong", "body", "Wir kaufen Stocklack (sticklac, von Kerria lacca)", "Wir kaufen Kopal (Copal-Harz)", "copal, a neighbouring natural resin the sender does not sell"), "Kopal (Copal-Harz)", "Stocklack (sticklac, von Kerria lacca)"),

M("P023", "s2", "Raw sticklac from northern Laos",
"""Dear Suzuki-san,

I am writing to introduce Nam Ou Forest Products, an exporter of forest products in Luang Prabang, Laos. We understand that Suzuki Shellac refines shellac for food glazing and pharmaceutical coatings, and we would like to offer raw sticklac from northern Laos as a new source.

Our sticklac:
* Kerria lacca on Cajanus and rain-tree hosts, harvested in May-June and November
* Resin content 65-70%, impurities below 4%, wax about 4-5%
* 50 kg PP bags, 12 t in a 20' container
* CFR Osaka or CFR Yokohama, shipped from Laem Chabang

As Procurement Manager you may wish to check the colour index first; I can send a 2 kg sample to your factory.

Best regards,
Phonesavanh Keomany
Export Manager
Nam Ou Forest Products Sole Co., Ltd.
phonesavanh@namouforest.la | +856 71 254 318""",
"cold introduction; Dear Suzuki-san; the company short without Co., Ltd.; the recorded title in an English sentence; shellac named as the buyer's product; Cajanus; Laem Chabang (Thailand), Osaka, Yokohama; CFR",
"first", "en",
("title_wrong", "body", "As Procurement Manager you may", "As Sales Manager you may", "a sales title in place of the recorded procurement title"), "Sales Manager", "Procurement Manager"),

M("P024", "s2", "Sticklac offer for Niță Coatings",
"""Stimată doamnă Niță,

My name is Phonesavanh Keomany and I manage exports at Nam Ou Forest Products in Laos. I found Niță Coatings while looking for European users of natural shellac, and I wonder whether you also buy the raw material, sticklac, directly.

We can supply:
- cleaned sticklac, resin content 65-70%
- 50 kg bags, minimum 5 t
- CFR Constanța, about 40 days from Laem Chabang

If Niță Coatings refines its own shellac or works with a refiner, I would be glad to send a sample and a price.

Cu stimă,
Phonesavanh Keomany
Nam Ou Forest Products Sole Co., Ltd.
+856 71 254 318""",
"Romanian greeting (Stimată doamnă + family name) and closing, English body; the company without S.R.L.; Constanța, Laem Chabang (Thailand); shellac named as the buyer's use",
"first", "part",
("company_missing", "body", [("Sticklac offer for Niță Coatings", "Sticklac offer for your company"), ("I found Niță Coatings while", "I found your company while"), ("If Niță Coatings refines", "If your company refines")], "your company", "every mention of the company, subject and body, replaced by 'your company'"), "your company", "Niță Coatings S.R.L."),

M("P025", "s3", "Pyrethrum extract - OMRI listing and COA",
"""Dear Ms Murray,

Thank you for your enquiry. You mentioned that Murray Botanical Insecticides can only buy pyrethrum extract that is OMRI-listed and comes with a COA showing the pyrethrins content, so I have attached both:

1. OMRI listing for our "Pale Refined Pyrethrum Extract 50%"
2. COA for lot NY-26-114: total pyrethrins 50.4% (HPLC), pyrethrins I/II ratio 1.6

Packing is 20 kg HDPE drums under nitrogen. We ship by air from Kigali, or by sea via Mombasa to Savannah, FOB Mombasa or CIF Savannah.

Our pyrethrum is grown by smallholders on the volcanic soils around Musanze, at 2,200 m.

Best regards,
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd
c.uwimana@nyabarongo.rw""",
"reply to the certificates the note records (OMRI, COA); Dear Ms Murray; the company without Inc.; pyrethrins I/II; Kigali, Mombasa in Kenya, Savannah; FOB/CIF; the sender's title in French",
"first", "en",
("note_wrong", "body", "Thank you for your enquiry.", "Thank you for visiting our stand at BioFach.", "a meeting at a fair the note does not record"), "visiting our stand at BioFach", "Thank you for your enquiry."),

M("P026", "s3", "Natural pyrethrum extract from Rwanda",
"""Hi David,

I'm Claudine from Nyabarongo Agro & Minerals in Rwanda. We process pyrethrum flowers grown in the Virunga foothills into crude and refined extracts, and I believe Ramirez Agrichem formulates natural insecticides for the Australian market.

What we offer:
- crude pyrethrum extract 25% and pale refined 50%
- 20 kg drums, air freight Kigali-Dubai-Sydney
- COA per lot; APVMA registration support documents on request

Would a short call next week work for you?

Cheers,
Claudine Uwimana
Nyabarongo Agro & Minerals Ltd | Musanze, Rwanda
+250 788 413 927""",
"cold introduction; Hi David; the company without Pty Ltd; Dubai (UAE) as transit, Sydney; APVMA; the sender by given name",
"first", "en",
("country_wrong", "body", "for the Australian market", "for the New Zealand market", "the buyer's market is Australia")),

M("P027", "s3", "25 kg drum of pyrethrum extract after Parasitec",
"""Kære Louise,

It was a pleasure to meet you at Parasitec in Paris. As you asked, we can supply our pale refined pyrethrum extract 50% in a single 25 kg drum, so that Thorsen BioKontrol can run its formulation trials before committing to larger volumes.

- 25 kg steel drum, nitrogen blanket
- EUR 412/kg CPT Copenhagen (air via Brussels)
- COA and SDS attached; REACH registration held by our EU importer

Let me know and I will book the shipment.

Med venlig hilsen,
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd
c.uwimana@nyabarongo.rw""",
"follow-up after the fair and the drum the note records; Danish greeting (Kære + given name) and closing, English body; the company without ApS; Brussels (Belgium) as transit, Copenhagen; CPT; REACH",
"follow_up", "part",
("sender_wrong", "body", "c.uwimana@nyabarongo.rw", "c.uwimana@nyabarongo.co.rw", "the sender's e-mail domain changed")),

M("P028", "s3", "卢旺达钽铌矿 coltan concentrate offer",
"""马主管您好，

My name is Claudine Uwimana, export manager at Nyabarongo Agro & Minerals Ltd in Rwanda. We supply coltan concentrate from artisanal and small-scale mines in the Northern and Western provinces, fully tagged under the iTSCi traceability scheme.

For 宁夏马钽业有限公司 we can offer:
- Ta2O5 28-32%, Nb2O5 15-20%, U3O8 + ThO2 below 0.5%
- 200 kg drums, sealed and tagged, 10-20 t per month
- by road from Kigali to Dar es Salaam, then by sea to Tianjin, CIF Tianjin
- independent assay by Alex Stewart International at loading

Could you tell me which grade your plant prefers?

谢谢！
Claudine Uwimana
Nyabarongo Agro & Minerals Ltd""",
"Chinese greeting (family name + the title's 主管) and thanks, English body; the company in Chinese characters; coltan also named 钽铌矿; iTSCi; Dar es Salaam in Tanzania, Tianjin; CIF; the sender's title in English",
"first", "part",
("company_foreign", "body", "For 宁夏马钽业有限公司 we", "For Davõdov Metals AS we", "another buyer's company (Estonia, same category)"), "Davõdov Metals AS", "宁夏马钽业有限公司"),

M("P029", "s3", "Conflict-free coltan concentrate for Davõdov Metals",
"""Dear Mr Davõdov,

I understand that Davõdov Metals trades tantalum raw materials for European processors, and I would like to introduce Nyabarongo Agro & Minerals Ltd, a Rwandan exporter of coltan concentrate.

Our material is iTSCi-tagged from mine to export, and our smelter customers pass RMAP audits with it. Typical assay: Ta2O5 30%, Nb2O5 18%, low radioactivity. We ship sealed 200 kg drums via Dar es Salaam to Antwerp or Hamburg; from there it can go by rail to Sillamäe.

Tere tulemast to Rwanda if you ever visit the mines with us.

Kind regards,
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd
+250 788 413 927""",
"cold introduction; Dear Mr Davõdov with the õ; the company without AS; iTSCi, RMAP; Dar es Salaam, Antwerp, Hamburg, Sillamäe; an Estonian 'tere tulemast'",
"first", "en",
("contact_wrong", "body", "Dear Mr Davõdov", "Dear Mr Davydov", "the family name written in the Russian form, not as recorded"), "Davydov", "Davõdov"),

M("P030", "s3", "Ta2O5-analyses van onze coltan – na de T.I.C.-vergadering",
"""Beste Edgard,

Bedankt voor het gesprek tijdens de T.I.C. General Assembly. U vroeg naar de Ta2O5-analyses van onze coltan; hieronder de resultaten van de laatste drie partijen, geanalyseerd door Alex Stewart International in Kigali:

| partij | Ta2O5 | Nb2O5 | SnO2 |
| NY-C-0921 | 31,2 % | 17,8 % | 1,9 % |
| NY-C-0934 | 29,6 % | 18,4 % | 2,3 % |
| NY-C-0940 | 32,0 % | 16,9 % | 1,6 % |

Alle partijen zijn iTSCi-getagd. De volgende zending van 12 ton kan eind januari in Antwerpen zijn, CIF Antwerpen.

Met vriendelijke groeten,
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd""",
"follow-up after the meeting and the assays the note records, wholly in Dutch; Beste Edgard with u; a table of assays; Kigali, Antwerp; CIF",
"follow_up", "Dutch",
("artifact", "body", "Alle partijen zijn iTSCi-getagd.", "Alle partijen zijn iTSCi-getagd. Alle partijen zijn iTSCi-getagd.", "a sentence repeated"), "Alle partijen zijn iTSCi-getagd. Alle partijen zijn iTSCi-getagd.", "Alle partijen zijn iTSCi-getagd."),

M("P031", "s3", "Dried bird's eye chillies from Rwanda",
"""Dear Catharina,

Nyabarongo Agro & Minerals grows and dries bird's eye chillies with about 900 farmers in northern Rwanda, and I would like to offer them to Booden Specerijen.

- Capsicum frutescens, dried whole, stemless, 2-3 cm
- Pungency 50,000-70,000 SHU, moisture below 10%
- Aflatoxin and ochratoxin tested per lot (EU limits)
- 10 kg cartons or 25 kg bags; sea freight via Mombasa to Rotterdam

Would your quality team like a 1 kg sample?

Kind regards,
Claudine Uwimana
Nyabarongo Agro & Minerals Ltd
www.nyabarongo.rw""",
"cold introduction; Dear Catharina; the company without B.V.; Capsicum frutescens; SHU; aflatoxin/ochratoxin; Mombasa (Kenya), Rotterdam",
"first", "en",
("category_wrong", "body", "grows and dries bird's eye chillies with", "grows and dries cayenne peppers with", "cayenne peppers, a neighbouring chilli the sender does not sell"), "cayenne peppers", "bird's eye chillies"),

M("P032", "s3", "Getrocknete Bird's-Eye-Chilis aus Ruanda",
"""Sehr geehrter Herr Sedlák,

da Sie Deutsch oder Tschechisch bevorzugen, schreibe ich Ihnen auf Deutsch. Ich bin Exportverantwortliche der Nyabarongo Agro & Minerals Ltd in Musanze, Ruanda, und möchte Sedlák Koření unsere getrockneten Bird's-Eye-Chilis vorstellen.

- ganze Schoten ohne Stiel, 2-3 cm, 50.000-70.000 SHU
- Feuchtigkeit unter 10 %, Aflatoxin nach EU-Grenzwerten geprüft
- 25-kg-Säcke, per Seefracht über Mombasa nach Hamburg und weiter per LKW nach Prag

Gerne sende ich Ihnen Muster und Preise CIF Hamburg.

Mit freundlichen Grüßen
Claudine Uwimana
Responsable des exportations
Nyabarongo Agro & Minerals Ltd""",
"wholly in German as the note allows (Czech or German), saying so; Sehr geehrter Herr Sedlák; the company without s.r.o.; the sender's title in German and French; Mombasa (Kenya), Hamburg, Prague",
"first", "German",
("company_misspelled", "body", "möchte Sedlák Koření unsere", "möchte Sedlak Koreni unsere", "the company's diacritics lost"), "Sedlak Koreni", "Sedlák Koření"),

M("P033", "s4", "トンガ産かぼちゃ 11月～12月出荷のご案内",
"""イシカワフーズ株式会社
バイヤー イシカワ アスカ様

FOODEX JAPANでは弊社ブースにお立ち寄りいただき、誠にありがとうございました。トンガのVava'u Island Traders Ltdのロサリネ・フィフィタです。

お問い合わせいただいた11月～12月の出荷枠について、ご案内いたします。

・品種：えびす、栗えびす
・規格：8kg段ボール、1ケース4～6玉
・出荷：11月中旬～12月下旬、ヌクアロファから冷蔵コンテナでオークランド経由、東京港着
・数量：週40フィート2～3本まで対応可能

国産かぼちゃの端境期を埋める商品として、ご検討いただけましたら幸いです。

ロサリネ・フィフィタ
Losaline Fifita / Export Manager
Vava'u Island Traders Ltd""",
"follow-up after the fair and the window the note records, wholly in Japanese; address block with title and 様; FOODEX JAPAN; kabocha as かぼちゃ with varieties えびす; Nuku'alofa, Auckland (New Zealand) as transhipment, Tokyo; the sender in katakana and without the middle name",
"follow_up", "Japanese",
("contact_wrong", "body", "イシカワ アスカ様", "イシカワ アヤカ様", "the given name アスカ changed to アヤカ"), "イシカワ アヤカ様", "イシカワ アスカ様"),

M("P034", "s4", "Tongan kabocha squash for Hanul Seo",
"""Dear Ms Seo,

Tonga grows kabocha squash in the Southern Hemisphere summer, so our harvest arrives in Korea from November to January, when Korean squash is finished. I am the export manager of Vava'u Island Traders Ltd, and I would like to offer Hanul Seo a trial shipment this season.

- Varieties: Ebisu and Delica, 1.2-2.0 kg
- 10 kg cartons, 40' reefer, about 2,000 cartons
- Nuku'alofa - Auckland - Busan, around 21 days, CFR Busan
- Phytosanitary certificate by MAFF Tonga, fumigation not required

Would Hanul Seo be interested in a price for 2 containers?

Kind regards,
Losaline Fifita
Export Manager
Vava'u Island Traders Ltd
+676 70 123 45""",
"cold introduction; Dear Ms Seo; the company without Co., Ltd. (twice); Ebisu, Delica; Nuku'alofa, Auckland (New Zealand) as transhipment, Busan; CFR; the sender without her middle name",
"first", "en",
("company_missing", "body", [("Tongan kabocha squash for Hanul Seo", "Tongan kabocha squash for your company"), ("offer Hanul Seo a trial", "offer your company a trial"), ("Would Hanul Seo be interested", "Would your company be interested")], "your company", "every mention of the company replaced by 'your company'"), "your company", "Hanul Seo Co., Ltd."),

M("P035", "s4", "東加南瓜報價 CIF 高雄",
"""潘經理您好：

感謝您詢價。以下是我們東加（Tonga）栗子南瓜的報價：

・品種：惠比壽（Ebisu）
・包裝：10公斤紙箱，每櫃約2,000箱
・價格：每公斤 USD 0.92，CIF 高雄
・船期：11月中旬至12月底，努瓜婁發（Nuku'alofa）經奧克蘭轉運至高雄，約24天
・檢疫：附東加農業部植物檢疫證明

如潘記蔬果有需要，我們可以先安排一櫃試單。

敬祝 商祺

Losaline Fifita（羅莎琳）
Export Manager
Vava'u Island Traders Ltd""",
"reply to the price the note records (CIF Kaohsiung), wholly in traditional Chinese; 潘經理 (family name + the title's 經理); the company short (潘記蔬果) without 有限公司; kabocha as 栗子南瓜, Ebisu; Auckland (New Zealand) as transhipment; the sender with a Chinese name",
"first", "Chinese",
("title_wrong", "body", "潘經理您好", "潘業務經理您好", "a sales title in place of the recorded purchasing manager"), "潘業務經理", "潘經理"),

M("P036", "s4", "Large ngatu after the Pasifika Festival",
"""Kia ora Summer,

Mālō e lelei from Neiafu! It was lovely to meet you at the Pasifika Festival in Auckland. You asked about large ngatu for Toms Pasifika Arts, so here is what our women's groups in Vava'u have ready now:

- 3 ngatu of 4 x 8 langanga (about 2 x 4.5 m), kupesi patterns, natural brown and black dyes
- 1 fola'osi of 10 x 20 langanga, made for a wedding order that was cancelled
- all hiapo (paper mulberry) bark, hand-beaten and printed

Prices are NZD 1,400 for each 4 x 8 and NZD 4,800 for the fola'osi, DAP Auckland. Biosecurity NZ usually clears tapa quickly if it is clean and dry, and we pack each piece rolled, never folded.

'Ofa atu,
Losaline
Vava'u Island Traders Ltd""",
"follow-up after the fair and the large ngatu the note records; Kia ora + given name, a Tongan greeting and closing; the company without Limited; tapa as ngatu, fola'osi, langanga, kupesi, hiapo; Biosecurity NZ; DAP Auckland; the sender by given name only",
"follow_up", "en",
("note_wrong", "body", "at the Pasifika Festival in Auckland", "at the Auckland Art Fair", "the note records the Pasifika Festival"), "the Auckland Art Fair", "the Pasifika Festival in Auckland"),

M("P037", "s4", "Handmade Tongan tapa cloth for Koch Polynesian Imports",
"""Hello Brian,

Many Tongan families in Utah and California still need ngatu for weddings, funerals and 21st birthdays, and I understand that Koch Polynesian Imports supplies them. We are Vava'u Island Traders Ltd in Tonga, and we buy tapa cloth directly from women's groups in Vava'u.

We can supply:
1. Ngatu in standard sizes (4 x 8 and 5 x 10 langanga)
2. Smaller tapa pieces for wall hangings, 1 x 1.5 m
3. Custom kupesi designs with 8-10 weeks' notice

Shipping is by air via Auckland to Salt Lake City or LAX, DAP your warehouse. USDA inspection has not been an issue for bark cloth.

Warm regards,
Losaline Fifita
Export Manager, Vava'u Island Traders Ltd
losaline@vavautraders.to""",
"cold introduction; Hello Brian; the company without LLC; ngatu, langanga, kupesi; Utah, California; Auckland (New Zealand) as transit, Salt Lake City, LAX; USDA; DAP",
"first", "en",
("company_foreign", "body", "I understand that Koch Polynesian Imports supplies them", "I understand that Klein Island Crafts supplies them", "another buyer's company (Australia, same category)"), "Klein Island Crafts", "Koch Polynesian Imports"),

M("P038", "s4", "Tapa cloth for Klein Island Crafts",
"""Dear Natalie,

I hope this finds you well. I run exports at Vava'u Island Traders Ltd in Neiafu, Tonga, and I noticed that Klein Island Crafts sells Pacific crafts across Australia.

We work with weaving and tapa-making groups in Vava'u and can offer:
- tapa cloth panels, 1 x 1.5 m and 2 x 3 m, ready to frame or hang
- printed with traditional kupesi, natural dyes only
- each piece labelled with the makers' village

The Department of Agriculture (DAFF) asks for a clean, bark-free declaration, which we provide. Air freight via Auckland to Brisbane takes 4-5 days.

May I send you a catalogue with prices?

Kind regards,
Losaline Fifita
Vava'u Island Traders Ltd
+676 70 123 45""",
"cold introduction; Dear Natalie; the company without Pty Ltd; kupesi; DAFF; Auckland (New Zealand) as transit, Brisbane",
"first", "en",
("country_wrong", "body", "sells Pacific crafts across Australia", "sells Pacific crafts across New Zealand", "the buyer is in Australia")),

M("P039", "s4", "Trochus: dichiarazione CITES e misure 5-8 cm",
"""Gentile signor Rapisardi,

grazie ancora per la visita al nostro stand a Milano Unica. Come richiesto, Le confermo che il trochus (Tectus niloticus) non è elencato nelle appendici CITES: allego la dichiarazione del Ministero della Pesca di Tonga e il certificato di origine.

Per il Bottonificio Rapisardi possiamo fornire:
- gusci di trochus con diametro di base 5-8 cm, selezionati per spessore
- puliti, senza carne e senza incrostazioni
- sacchi da 50 kg, spedizione via Auckland fino a Genova, CIF Genova

Sarò lieta di inviarLe un campione di 10 kg.

Cordiali saluti,
Losaline Fifita
Export Manager
Vava'u Island Traders Ltd""",
"follow-up after the fair with the CITES confirmation and sizes the note records, wholly in Italian; Gentile signor Rapisardi; the company without S.r.l.; Tectus niloticus; Auckland (New Zealand), Genoa; CIF",
"follow_up", "Italian",
("category_wrong", "body", "- gusci di trochus con diametro", "- gusci di Turbo marmoratus con diametro", "green snail (Turbo marmoratus), a neighbouring button shell the sender does not sell"), "Turbo marmoratus", "trochus"),

M("P040", "s4", "Conchas de trochus de Tonga para botões",
"""Cara Fabiana Henriques,

Chamo-me Losaline Fifita e sou responsável pelas exportações da Vava'u Island Traders Ltd, em Tonga. Fornecemos conchas de trochus (Tectus niloticus) a fábricas de botões na Itália e no Japão e gostaríamos de apresentar a nossa oferta à Botões Henriques.

- diâmetro de base 6-10 cm, conchas limpas e secas
- sacos de 50 kg, mínimo 2 toneladas
- transporte marítimo via Auckland até Leixões, CIF Leixões

Podemos enviar uma amostra de 5 kg para testarem o corte e o polimento.

Com os melhores cumprimentos,
Losaline Fifita
Export Manager
Vava'u Island Traders Ltd""",
"cold introduction wholly in Portuguese (European); Cara + full name; the company without Lda.; Tectus niloticus; Italy and Japan as other markets; Auckland (New Zealand), Leixões; CIF",
"first", "Portuguese",
("artifact", "body", "Podemos enviar uma amostra", "{{contact_title}}, podemos enviar uma amostra", "leftover template text"), "{{contact_title}}", "Podemos enviar uma amostra"),
]
