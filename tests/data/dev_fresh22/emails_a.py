"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the edit its twin gets."""
from mail import Mail, Twin


MAILS = [
    # N001 -> P001
    Mail("P001", "s1",
         "Juniper berries for Liehovar Adamec – oil content of the 2025 crop",
         """\
Dobrý deň, pani Adamecová,

thank you for stopping at our stand at Danubius Gastro in Bratislava in January. You asked about the essential oil content of our 2025 juniper crop: our laboratory measured 1.4–1.6 % v/w (hydrodistillation, ISO 6571) on the three lots we still hold, with moisture below 12 %.

Knowing that Liehovar Adamec uses around 8 tonnes of juniper a year for borovička, we could reserve one full lot for you until the 2026 harvest. As vedúca nákupu you will want to judge the berries yourself, so I can send 2 kg of each lot to Slovakia by courier this week.

Our berries are hand-picked on the slopes of Mount Tomorr above Berat, dried in the shade and sieved to 5–8 mm.

S pozdravom / Best regards,
Ermira Kapllani
Export Manager
Tomorri Herbs & Minerals Sh.p.k.
Berat, Albania | +355 32 234 561""",
         "first e-mail, reply to the request the note records (oil content), met at the fair the "
         "note names; English with a Slovak greeting and closing; the recorded title in Slovak "
         "inside an English sentence (`As vedúca nákupu`); the company without its legal form; "
         "the sender's title translated (Export Manager); ISO 6571, v/w, borovička, Mount Tomorr",
         Twin("title_wrong", "As vedúca nákupu", "As vedúca predaja", "Vedúca nákupu",
              "the buyer's purchasing title turned into the Slovak for head of sales",
              found="vedúca predaja")),
    # N002 -> P002
    Mail("P002", "s1",
         "【ご案内】アルバニア産 乾燥ジュニパーベリー（2025年産）",
         """\
林酒造株式会社
購買課長 林 晃 様

突然のご連絡にて失礼いたします。
アルバニアのベラト市でハーブと鉱物の輸出を行っております、Tomorri Herbs & Minerals Sh.p.k.のエルミラ・カプラニと申します。

ジンなどの原料として、弊社の乾燥ジュニパーベリーをご検討いただけないかと思い、ご連絡いたしました。トモリ山の斜面で野生のセイヨウネズ（Juniperus communis）の実を手摘みし、陰干ししたものです。

・2025年産、精油含有量 1.4～1.6％
・粒径 5～8mm、水分 12％以下
・25kg入りクラフト紙袋、ドゥラス港積み（CIF横浜・神戸でのお見積りも可能です）

ご興味がございましたら、サンプル（500g）を無料でお送りいたします。
何卒よろしくお願い申し上げます。

Tomorri Herbs & Minerals Sh.p.k.
輸出担当マネージャー　エルミラ・カプラニ（Ermira Kapllani）
Tel: +355 32 234 561
ermira.kapllani@tomorriherbs.al""",
         "first e-mail, cold introduction; wholly in Japanese, business-letter form (company, "
         "title and name with 様 at the top); the sender's name in katakana and the title "
         "translated; Berat, Mount Tomorr and Durrës in katakana; Yokohama and Kobe as ports",
         Twin("company_misspelled", "林酒造株式会社", "林酒蔵株式会社", "林酒造株式会社",
              "酒造 (brewery, company name) written as the near-homophone 酒蔵 (sake storehouse)")),
    # N003 -> P003
    Mail("P003", "s1",
         "Juniper berries – CIF Felixstowe offer and residue report",
         """\
Dear Colin,

Many thanks for your enquiry. As promised, here is our offer for 5 tonnes of dried juniper berries, 2025 crop:

- Price: EUR 4.85/kg CIF Felixstowe, in 25 kg multi-wall paper bags (200 bags, one 20' container)
- Volatile oil: 1.4–1.6 % v/w; moisture max. 12 %; foreign matter max. 1 %
- Shipment: 3–4 weeks from order, via Durrës

The pesticide residue report (multi-residue screen of more than 500 compounds, accredited laboratory) is attached; all results are below the UK maximum residue levels. With around 40 craft distilleries relying on Brown Botanicals for their gin botanicals, I understand that consistency matters, so every lot we ship comes with its own report.

The offer is valid until 31 May. I'd also be happy to send a 1 kg sample for your quality team.

Kind regards,
Ermira Kapllani
Export Manager, Tomorri Herbs & Minerals Sh.p.k.
Berat, Albania
+355 32 234 561 | tomorriherbs.al""",
         "first e-mail, reply to the request the note records (price CIF Felixstowe for 5 t, "
         "residue report); English; the company without `Ltd`; the note's 40 distilleries used; "
         "CIF, Durrës, 20' container, MRLs",
         Twin("company_foreign", "relying on Brown Botanicals", "relying on McLean & Morris Foods",
              "Brown Botanicals Ltd",
              "another UK buyer of this set (P034, a world-foods wholesaler) in the buyer's place",
              found="McLean & Morris Foods")),
    # N004 -> P004
    Mail("P004", "s1",
         "Wacholder aus Albanien – Ernte 2025",
         """\
Sehr geehrte Frau Mangold,

mein Name ist Ermira Kapllani, ich leite den Export bei Tomorri Herbs & Minerals in Berat, Albanien. Als Einkäuferin der Mangold Naturkost GmbH & Co. KG planen Sie vielleicht schon die Ware für die kommende Saison – daher stelle ich Ihnen kurz unsere getrockneten Wacholderbeeren vor.

Die Beeren (Juniperus communis) werden an den Hängen des Tomorr-Gebirges von Hand gesammelt, im Schatten getrocknet und auf 5–8 mm gesiebt. Ätherisches Öl 1,4–1,6 %, Feuchte unter 12 %, Abpackung in 25-kg-Papiersäcken. Ein Teil der Ernte ist nach der EU-Öko-Verordnung biozertifiziert.

Gern schicke ich Ihnen ein Muster von 1 kg und ein Angebot FCA Durrës oder frei Haus.

Mit freundlichen Grüßen
Ermira Kapllani
Exportleiterin
Tomorri Herbs & Minerals Sh.p.k.
Tel. +355 32 234 561""",
         "first e-mail, cold introduction; wholly in German; the recorded title in German "
         "(`Als Einkäuferin der …`) with the full legal form `GmbH & Co. KG` in the genitive; the "
         "sender's title in German (Exportleiterin); Wacholder in the subject, FCA, frei Haus",
         Twin("category_wrong", "unsere getrockneten Wacholderbeeren vor",
              "unsere getrockneten Lorbeerblätter vor", "dried juniper berries",
              "bay leaves (another Albanian herb) offered in place of juniper berries",
              found="Lorbeerblätter")),
    # N005 -> P005
    Mail("P005", "s1",
         "Biologische jeneverbessen uit Albanië",
         """\
Beste heer Theys,

Hartelijk dank voor uw interesse in onze jeneverbessen. U vroeg of wij biologisch gecertificeerde bessen kunnen leveren: ja, sinds 2022 is een deel van onze oogst biologisch gecertificeerd volgens Verordening (EU) 2018/848. Bij elke zending hoort een controlecertificaat (COI) in TRACES.

Voor Stokerij Theys kunnen we uit de oogst van 2025 twee ton biologische bessen reserveren: etherische olie 1,4–1,6 %, vocht onder 12 %, gezeefd op 5–8 mm, in papieren zakken van 25 kg. De prijs bedraagt EUR 5,60/kg FCA Durrës; levering tot aan uw stokerij (DAP) is ook mogelijk.

Zal ik u een staal van 1 kg toesturen, zodat u de bessen in uw jenever kunt proeven?

Met vriendelijke groet,
Ermira Kapllani
Exportmanager
Tomorri Herbs & Minerals Sh.p.k.
Berat, Albanië""",
         "first e-mail, reply to the request the note records (organic juniper), in Dutch as the "
         "note asks; Belgian `staal` for sample; the company without `bv`; EU 2018/848, COI, "
         "TRACES, FCA, DAP",
         Twin("contact_wrong", "Beste heer Theys", "Beste heer Roose", "Antonius Theys",
              "another Flemish family name in the greeting", found="Roose")),
    # N006 -> P006
    Mail("P006", "s1",
         "Oregano-Muster und mikrobiologische Spezifikation",
         """\
Sehr geehrter Herr Schomber,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Biofach in Nürnberg. Wie besprochen habe ich heute das Muster von 1 kg dampfsterilisiertem Oregano (Origanum vulgare ssp. hirtum, Ernte 2025, gerebelt 0,5–4 mm) per Kurier an die Schomber Gewürzmühle geschickt; die Sendungsnummer folgt separat.

Die mikrobiologische Spezifikation finden Sie im Anhang: Gesamtkeimzahl < 10⁵ KbE/g, Hefen und Schimmelpilze < 10³ KbE/g, E. coli < 10 KbE/g, Salmonellen in 25 g nicht nachweisbar. Sterilisiert wird mit Sattdampf ohne Zusätze; der Gehalt an ätherischem Öl liegt nach der Behandlung noch bei mindestens 2,5 ml/100 g.

Über Ihre Rückmeldung zum Muster und zu Ihren Jahresmengen würde ich mich freuen.

Mit freundlichen Grüßen aus Berat
Ermira Kapllani
Exportleiterin | Tomorri Herbs & Minerals Sh.p.k.
+355 32 234 561""",
         "first e-mail, reply to the requests the note records (1 kg sample, microbiology "
         "specification) after the fair it names; wholly in German (Nürnberg for Nuremberg); the "
         "company without `GmbH`, with the article; KbE/g, ssp. hirtum, gerebelt",
         Twin("note_wrong", "auf der Biofach in Nürnberg", "auf der Anuga in Köln",
              "Biofach, Nuremberg",
              "a fair the note does not name (Anuga, Cologne) in place of Biofach",
              found="Anuga in Köln")),
    # N007 -> P007
    Mail("P007", "s1",
         "Kosher certificate and FDA registration – dried oregano",
         """\
Hi Amy,

Thanks for your note. Here are the two documents you asked for:

1. Kosher certificate – our dried oregano is certified kosher pareve; the current certificate, valid to March 2027, is attached.
2. FDA food facility registration – our plant in Berat is registered with the FDA, registration number 17024458316, renewed in the October–December 2024 period.

With both in place, shipments of our oregano to you in the United States go through prior notice without delay. Since you supply pizza chains in the Midwest, you may like our "pizza cut" (1–3 mm, low stem content), which keeps its aroma in the oven.

I'm happy to quote FOB Durrës or delivered to your warehouse.

Best,
Ermira Kapllani
Export Manager
Tomorri Herbs & Minerals Sh.p.k. | Berat, Albania
ermira.kapllani@tomorriherbs.al""",
         "first e-mail, reply to the two requests the note records; English; the note's pizza "
         "chains and Midwest used; kosher pareve, FDA food facility registration, prior notice, FOB",
         Twin("country_wrong", "to you in the United States", "to you in Canada", "United States",
              "the buyer placed in Canada", found="Canada")),
    # N008 -> P008
    Mail("P008", "s1",
         "Origano secco albanese – raccolto 2025",
         """\
Gentile Sig. Curiel,

mi chiamo Ermira Kapllani e mi occupo dell'export per Tomorri Herbs & Minerals, a Berat, in Albania. Le scrivo perché il nostro origano secco potrebbe interessare Curiel Erbe Aromatiche.

Raccogliamo l'origano greco (Origanum vulgare ssp. hirtum) sulle colline intorno al monte Tomorr; dopo l'essiccazione all'ombra lo sfreghiamo e lo setacciamo. Il raccolto 2025 ha un contenuto di olio essenziale del 3–4 % e un'umidità inferiore al 10 %. Forniamo in sacchi di carta da 20 kg, anche in versione biologica certificata.

Spediamo via camion, con il traghetto Durazzo–Bari, in 3–4 giorni. Se lo desidera, le invio volentieri un campione e il listino prezzi.

Cordiali saluti,
Ermira Kapllani
Responsabile Export
Tomorri Herbs & Minerals Sh.p.k.""",
         "first e-mail, cold introduction; wholly in Italian (Durazzo for Durrës); the company "
         "without `S.r.l.`; the sender's title in Italian; no note, no meeting claimed",
         Twin("company_missing", "potrebbe interessare Curiel Erbe Aromatiche",
              "potrebbe interessare la vostra azienda", "Curiel Erbe Aromatiche S.r.l.",
              "the only mention of the company replaced by `la vostra azienda`",
              found="la vostra azienda")),
    # N009 -> P009
    Mail("P009", "s1",
         "Following up from Polagra Food – oregano price list FCA Durrës",
         """\
Szanowna Pani Roksano,

it was a pleasure to meet you at Polagra Food in Poznań last September. As promised, please find attached our price list for dried oregano FCA Durrës, valid for the 2025 crop:

- Oregano rubbed 0.5–4 mm, conventional: EUR 3.90/kg
- Oregano rubbed 0.5–4 mm, organic: EUR 5.20/kg
- Whole dried bunches: on request

Minimum order 1 tonne, packed in 20 kg paper bags on pallets. A truck from Durrës to Poland takes about four days.

Please let me know which grade suits Przyprawy Samiec best and I will reserve the quantity.

Z poważaniem,
Ermira Kapllani
Export Manager
Tomorri Herbs & Minerals Sh.p.k.
tel. +355 32 234 561""",
         "follow-up: first contact after the fair the note records, sending the price list it "
         "asked for; English with a Polish greeting (vocative `Roksano`) and closing; the company "
         "without `sp. z o.o.`; Poznań, FCA Durrës",
         Twin("sender_wrong", "+355 32 234 561", "+355 32 243 561", "+355 32 234 561",
              "the sender's phone number with two digits swapped")),
    # N010 -> P010
    Mail("P010", "s1",
         "Oregano, 2026 crop – 20 kg bales via Kakavia",
         """\
Αγαπητέ κύριε Κούτρη,

I understand that Κούτρης Μπαχαρικά has been bringing Albanian oregano into Greece by truck through Kakavia since 2019, so you know the product well. We would be glad to supply you with our 2026 crop.

The harvest starts in late June. The bunches are dried in the shade and pressed into 20 kg bales, as you asked; a full truck takes about 600 bales (12 tonnes). Trucks leave from Berat and cross at Kakavia the same day.

Prices for the new crop will be fixed in June, but if you let me know your expected volume, I can reserve it for you now.

Με εκτίμηση / Kind regards,
Ermira Kapllani
Export Manager, Tomorri Herbs & Minerals Sh.p.k.
Berat, Albania""",
         "first e-mail, reply to the wish the note records (2026 crop, 20 kg bales, Kakavia); "
         "English with the Greek vocative `κύριε Κούτρη` and a Greek closing; the company in "
         "Greek script without `Α.Ε.` inside an English sentence",
         Twin("artifact", "pressed into 20 kg bales, as you asked",
              "pressed into 20 kg bales pressed into 20 kg bales, as you asked",
              "pressed into 20 kg bales", "a doubled phrase",
              found="pressed into 20 kg bales pressed into 20 kg bales")),
    # N011 -> P011
    Mail("P011", "s1",
         "阿尔巴尼亚块状铬矿报价（Cr2O3 40%以上，CIF天津新港）",
         """\
李经理您好！

感谢贵司对阿尔巴尼亚铬矿的关注。根据您的要求，现将我司块状铬矿报价如下：

产品：块状铬矿（产地：布尔奇泽 Bulqizë）
品位：Cr2O3 ≥ 40%（典型值 41–42%），铬铁比约 3.0
粒度：10–150 毫米，水分 ≤ 3%
数量：每船 5,000 湿吨
价格：USD 285/干吨 CIF 天津新港
装运港：都拉斯港（Durrës）
付款方式：不可撤销即期信用证

随函附上最近一船的检验报告。期待与乌兰察布市李氏铁合金有限公司建立长期合作。

顺祝商祺！

Ermira Kapllani（艾尔米拉）
出口经理
Tomorri Herbs & Minerals Sh.p.k.
电话：+355 32 234 561""",
         "first e-mail, reply to the request the note records (lumpy ore, Cr2O3 40% min, CIF "
         "Tianjin Xingang); wholly in simplified Chinese; `李经理` for the 采购部经理; the full "
         "company name in Chinese; Bulqizë and Durrës transliterated; L/C terms",
         Twin("company_misspelled", "乌兰察布市李氏铁合金有限公司", "乌兰查布市李氏铁合金有限公司",
              "乌兰察布市李氏铁合金有限公司",
              "察 of 乌兰察布 (Ulanqab) written as the homophone 查")),
    # N012 -> P012
    Mail("P012", "s1",
         "Kromitmalm från Albanien",
         """\
Hej Gunnel,

Jag heter Ermira Kapllani och är exportchef på Tomorri Herbs & Minerals i Berat, Albanien. Som inköpschef på Johansson Legeringar AB köper du kanske redan kromitmalm till er ferrokromproduktion – därför vill jag gärna presentera vår malm.

Malmen kommer från gruvorna i Bulqizë och har ett högt Cr/Fe-förhållande (cirka 3,0), vilket ger ferrokrom med hög kromhalt. Vi levererar styckemalm med 40–42 % Cr2O3, från Durrës i partier om 3 000–5 000 ton.

Vill ni testa ett mindre parti? Jag skickar gärna analysintyg och en offert CIF till valfri svensk hamn.

Med vänliga hälsningar
Ermira Kapllani
Exportchef, Tomorri Herbs & Minerals Sh.p.k.
+355 32 234 561""",
         "first e-mail, cold introduction; wholly in Swedish (informal `Hej Gunnel`, du); the "
         "recorded title in Swedish in the sentence; the full company name with `AB`; the sender's "
         "title in Swedish; Cr/Fe, CIF",
         Twin("title_wrong", "Som inköpschef på", "Som försäljningschef på", "Inköpschef",
              "the buyer's purchasing title turned into head of sales",
              found="försäljningschef")),
    # N013 -> P013
    Mail("P013", "s1",
         "300 t of chromite a month by truck via Qafë Thanë",
         """\
Почитуван господине Трајковски,

thank you for your interest in Albanian chromite. We can supply the 300 tonnes a month you need, loaded onto trucks at Bulqizë and driven through the Qafë Thanë crossing to your plant in North Macedonia, a trip of a few hours.

Our proposal:
- Lumpy ore, Cr2O3 38–40 %, 10–100 mm
- About 12 trucks of 25 t a month
- Delivered to your plant (DAP), each truck with a weighbridge ticket and a laboratory analysis
- Monthly contract with a price reviewed every quarter

I would be glad to discuss the details by phone or to visit you.

Со почит / Best regards,
Ermira Kapllani
Export Manager, Tomorri Herbs & Minerals Sh.p.k.
Berat, Albania | +355 32 234 561""",
         "first e-mail, reply to the wish the note records (300 t a month by truck via Qafë Thanë); "
         "English with a Macedonian greeting (vocative `господине`) and closing; Bulqizë, DAP",
         Twin("country_wrong", "to your plant in North Macedonia", "to your plant in Kosovo",
              "North Macedonia", "the buyer's plant placed in Kosovo, another neighbour of Albania",
              found="Kosovo")),
    # N014 -> P014
    Mail("P014", "s1",
         "Chromerz für Feuerfestprodukte aus Albanien",
         """\
Sehr geehrter Herr Ritter,

für Magnesiachrom-Steine braucht man Chromerz mit wenig Kieselsäure und gleichmäßiger Körnung – genau das liefern wir aus Albanien. Mein Name ist Ermira Kapllani, ich bin Exportleiterin bei Tomorri Herbs & Minerals in Berat.

Unser Chromerz aus Bulqizë hat einen SiO2-Gehalt unter 5 % und wird auf Wunsch gebrochen und gesiebt geliefert. Für die Ritter Feuerfest GmbH könnten wir Partien ab 500 t per Schiff nach Koper und von dort per Bahn nach Österreich liefern.

Gern sende ich Ihnen eine aktuelle Analyse und ein Muster von 50 kg.

Mit freundlichen Grüßen
Ermira Kapllani
Exportleiterin
Tomorri Herbs & Minerals Sh.p.k.""",
         "first e-mail, cold introduction; wholly in German; refractory use (Magnesiachrom-Steine) "
         "of chromite; the full company name with `GmbH`; Koper and rail to Austria",
         Twin("company_foreign", "Für die Ritter Feuerfest GmbH", "Für die Johansson Legeringar AB",
              "Ritter Feuerfest GmbH",
              "the Swedish buyer of the same category (P012) in the buyer's place",
              found="Johansson Legeringar AB")),
    # N015 -> P015
    Mail("P015", "s1",
         "Albanian chromite ore for Miura Alloy Trading",
         """\
Dear Mr Miura,

I am writing from Tomorri Herbs & Minerals in Berat, Albania, to introduce our chromite ore to Miura Alloy Trading.

Chromite from the Bulqizë district is known for its high Cr/Fe ratio (around 3:1) and low phosphorus, which suits high-carbon ferrochrome. We currently offer:

- Lumpy ore, Cr2O3 40–42 %, 10–150 mm
- Lots of 5,000 wmt, loaded at Durrës
- CIF any main Japanese port, with independent sampling at loading

If useful, I can send the analyses of our last three shipments.

Yours sincerely,
Ermira Kapllani
Export Manager
Tomorri Herbs & Minerals Sh.p.k.
+355 32 234 561""",
         "first e-mail, cold introduction; English; the company without `Co., Ltd.` in subject "
         "and body; wmt, Cr/Fe, CIF",
         Twin("category_wrong", "to introduce our chromite ore to", "to introduce our manganese ore to",
              "chromite ore", "manganese ore, another ferroalloy ore, offered in place of chromite",
              found="manganese ore")),
    # N016 -> P016
    Mail("P016", "s2",
         "After ProWein – your 12-year-old sample and DAP Prague price",
         """\
Dobrý den, pane Staňku,

it was a pleasure to meet you at ProWein in Düsseldorf in March. As promised, the sample of our 12-year-old rum (Añejo 12 Años, 40 % vol., 0.7 l) left Mérida by courier this week; it should reach you within ten days.

The price you asked for: EUR 96.00 per case of 6 bottles, DAP Prague, for a mixed pallet of at least 60 cases. Czech excise duty and VAT are paid by the importer.

All our rums carry the protected designation of origin "Ron de Venezuela": distilled from Venezuelan molasses and aged at least two years in white-oak barrels.

S pozdravem / Best regards,
María Alejandra Rangel
Head of Export
Exportadora Chama Andina, C.A.
Mérida, Venezuela | +58 274 263 4410""",
         "follow-up: first contact after the fair the note records, with the sample and the price "
         "it asked for; English with a Czech greeting (vocative `pane Staňku`) and closing; the "
         "sender with the first family name only and her title translated; DAP Prague, Ron de "
         "Venezuela",
         Twin("note_wrong", "at ProWein in Düsseldorf", "at Vinexpo in Paris", "ProWein, Düsseldorf",
              "a fair the note does not name in place of ProWein", found="Vinexpo in Paris")),
    # N017 -> P017
    Mail("P017", "s2",
         "Venezolaanse gerijpte rum voor Van Enschot Dranken",
         """\
Beste Fleur,

Mijn naam is María Alejandra Rangel; ik ben verantwoordelijk voor de export bij Exportadora Chama Andina in Mérida, Venezuela. Graag stel ik u onze gerijpte rum voor, met het oog op het assortiment van Van Enschot Dranken.

Onze rums dragen de beschermde oorsprongsbenaming "Ron de Venezuela": minimaal twee jaar gerijpt in eikenhouten vaten. We hebben een 4-jarige, een 8-jarige en een 12-jarige, alle op 40 % vol., in flessen van 70 cl.

Zal ik u een proefpakket met drie flesjes van 20 cl sturen?

Met vriendelijke groet,
María Alejandra Rangel Uzcátegui
Jefa de Exportación
Exportadora Chama Andina, C.A.""",
         "first e-mail, cold introduction; wholly in Dutch (`Beste Fleur` with `u`, as Dutch "
         "business mail mixes them); the company without `B.V.`; the sender's full name and "
         "Spanish title",
         Twin("contact_wrong", "Beste Fleur", "Beste Femke", "Fleur d' Heripon",
              "another Dutch given name in the greeting", found="Femke")),
    # N018 -> P018
    Mail("P018", "s2",
         "Venezuelan aged rum for the Korean market",
         """\
장경수 과장님께,

My name is María Alejandra Rangel, Head of Export at Exportadora Chama Andina in Mérida, Venezuela. I understand that 장원주류 imports spirits for the Korean market, so I would like to introduce our aged rums:

- Añejo 4, 8 and 12 years, 40 % vol., 700 ml
- Protected designation of origin "Ron de Venezuela" (at least two years in oak)
- Shipped from Puerto Cabello to Busan, about six weeks with transshipment

I would be happy to send a sample set of the three ages with a price list CIF Busan.

감사합니다.
María Alejandra Rangel
Head of Export, Exportadora Chama Andina, C.A.""",
         "first e-mail, cold introduction; English with a Korean greeting (name + `과장님께`, the "
         "title's rank) and closing; the company in Hangul without `주식회사`; Puerto Cabello, "
         "Busan",
         Twin("company_misspelled", "that 장원주류 imports", "that 정원주류 imports", "장원주류 주식회사",
              "장 written as the near-miss 정 in the company name", found="정원주류")),
    # N019 -> P019
    Mail("P019", "s2",
         "Fèves tonka – fiche technique et échantillon de 500 g",
         """\
Madame Petit,

Je vous remercie pour notre échange au salon Simppar à Paris. Comme convenu, vous trouverez ci-joint la fiche technique de nos fèves tonka (Dipteryx odorata, récolte 2025, bassin du Caura, État de Bolívar), avec une teneur en coumarine de 2,8 % en moyenne (HPLC).

L'échantillon de 500 g est parti hier de Mérida par coursier ; je vous communiquerai le numéro de suivi séparément.

Selon la tradition du Caura, les fèves sont trempées dans le rhum puis séchées, ce qui fait apparaître les cristaux de coumarine à leur surface.

Je reste à votre disposition pour toute question.

Bien cordialement,
María Alejandra Rangel
Responsable export
Exportadora Chama Andina, C.A.
+58 274 263 4410""",
         "first e-mail, reply to the requests the note records (in French) after the fair it "
         "names; wholly in French; `Madame Petit,` alone; the sender's title in French; coumarin, "
         "HPLC, the Caura basin; rum named as a curing step, not as the category",
         Twin("sender_wrong", "Exportadora Chama Andina, C.A.", "Exportadora Chama Andina, S.A.",
              "Exportadora Chama Andina, C.A.",
              "the sender's Venezuelan legal form C.A. written as S.A.")),
    # N020 -> P020
    Mail("P020", "s2",
         "Tonkabohnen aus Venezuela",
         """\
Grüezi Herr Felber

Tonkabohnen geben Pralinés, Glacen und Crèmes eine Note von Vanille, Mandel und Heu – ich denke, sie könnten in der Confiserie Felber gut ankommen. Mein Name ist María Alejandra Rangel, ich leite den Export bei Exportadora Chama Andina in Mérida (Venezuela).

Unsere Bohnen (Dipteryx odorata) stammen aus dem Caura-Gebiet im Bundesstaat Bolívar, sind von Hand verlesen und gleichmässig kristallisiert. Wir liefern in Vakuumbeuteln zu 1 kg, ab 10 kg, per Luftfracht nach Zürich.

Gerne sende ich Ihnen 100 g zur Probe.

Freundliche Grüsse
María Alejandra Rangel
Jefa de Exportación, Exportadora Chama Andina, C.A.""",
         "first e-mail, cold introduction; wholly in Swiss German (`Grüezi`, no comma after the "
         "greeting, ss for ß, Glacen); the company as `die Confiserie Felber` without `AG`",
         Twin("company_missing", "in der Confiserie Felber gut ankommen", "in Ihrem Haus gut ankommen",
              "Confiserie Felber AG", "the only mention of the company replaced by `Ihrem Haus`",
              found="Ihrem Haus")),
]
