"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P021", "s2", "cold", "모로코산 선인장 씨앗 오일 (Opuntia ficus-indica) 소개",
"""김앤코스메틱 주식회사
김정식 구매과장님께

안녕하십니까. 모로코 에사우이라에 있는 Mogador Artisanat et Terroir의 수출 담당 살마 아이트 벤하두입니다.

저희는 백년초(Opuntia ficus-indica) 씨앗을 냉압착하여 선인장 씨앗 오일을 생산합니다. 씨앗 1톤에서 오일이 30~50리터밖에 나오지 않는 귀한 원료로, 비타민 E와 리놀레산이 풍부하여 안티에이징 세럼에 많이 쓰입니다. ECOCERT 유기농 인증서와 COA를 제공합니다.

김앤코스메틱에서 관심이 있으시면 샘플 100 ml와 가격표를 보내 드리겠습니다.

감사합니다.
Salma Ait Benhaddou
Responsable Export, Mogador Artisanat et Terroir SARL
+212 524 47 36 18""",
"Korean; letter head with name, title and 님께; category in Korean; company shortened in the body; sender's name in Hangul",
Twin("company_misspelled", "body", "김앤코스메틱에서 관심이", "김엔코스메틱에서 관심이", "김앤코스메틱 주식회사",
     "앤 written 엔", found="김엔코스메틱")),

Mail("P022", "s2", "fair", "仙人掌籽油 COA 及有机证书 – 上海美博会后续",
"""陶经理您好，

很高兴在上海美博会（CBE）上与您交流。按照您的要求，随信附上我们冷榨仙人掌籽油的COA（分析证书）和ECOCERT有机证书。

产品信息：100%冷榨仙人掌果（Opuntia ficus-indica）籽油，产自摩洛哥索维拉地区，酸值≤1.0 mg KOH/g，维生素E含量约1000 mg/kg。包装为1升和5升铝瓶。

如广州陶氏化妆品有限公司需要样品，我们可以通过DHL寄送50 ml。

此致
敬礼

Salma Ait Benhaddou
出口部经理
Mogador Artisanat et Terroir SARL""",
"Simplified Chinese; 陶经理 address; the note's fair, COA and organic certificate; Essaouira as 索维拉; sender's title translated",
Twin("company_foreign", "body", "如广州陶氏化妆品有限公司需要样品", "如Laboratoires Leconte需要样品", "广州陶氏化妆品有限公司",
     "another buyer's company (same category, France)", found="Laboratoires Leconte")),

Mail("P023", "s2", "fair", "Huile de pépins de figue de Barbarie – COA et certificat Ecocert",
"""Bonjour Madame Leconte,

Suite à notre rencontre au salon in-cosmetics Global à Paris, je vous adresse comme promis le COA de notre dernier lot d'huile de pépins de figue de Barbarie (lot OP-2511) ainsi que notre certificat Ecocert.

Quelques données : pression à froid, acide linoléique 60–64 %, tocophérols 900–1 100 mg/kg, indice de peroxyde < 5 meq O2/kg. Conditionnement en flacons aluminium de 1 L ou en bidons de 5 L.

Si les Laboratoires Leconte souhaitent tester l'huile en formulation, je peux vous faire parvenir un échantillon de 100 ml dès cette semaine.

Bien à vous,
Salma Ait Benhaddou
Responsable Export
Mogador Artisanat et Terroir SARL""",
"French; the note's fair, COA and Ecocert; category in French; company with article, without SAS",
Twin("company_missing", "body", "Si les Laboratoires Leconte souhaitent", "Si votre laboratoire souhaite", "Laboratoires Leconte SAS",
     "the only mention replaced", found="votre laboratoire")),

Mail("P024", "s3", "reply", "Molybdenum concentrate, Mo 51% – offer for Tianjin",
"""Dear Mr Li,

Following your enquiry, I am pleased to offer molybdenum concentrate from the Erdenet area to 洛阳李氏钼业有限公司:

– Mo 51% min. (typical 52.3%), Cu 0.4% max., P 0.03% max.
– 500 wmt per month, in 2 mt big bags
– You asked for CIF Tianjin; as Mongolia is landlocked, the cargo goes by rail via the Erenhot crossing, so we quote CPT Tianjin, which gives you the same delivery point
– Payment: 90% against provisional invoice, balance after the final assay in Tianjin

I can send the last three assay certificates from SGS Ulaanbaatar.

Best regards,
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC, Erdenet, Mongolia
+976 7035 2218""",
"English; the note's assay and Incoterm (corrected to CPT with a reason); Chinese company inside English; Erenhot, Ulaanbaatar; sender's title in English",
Twin("contact_wrong", "body", "Dear Mr Li,", "Dear Mr Lin,", "李佳",
     "another family name", found="Mr Lin")),

Mail("P025", "s3", "cold", "Mongolian molybdenum concentrate for 井上金属",
"""Dear Mr Inoue,

I am Batbayar Ganzorig from Bayan-Undur Trade in Erdenet, Mongolia. As 原料購買課長 at 井上金属 you may be looking to diversify molybdenum supply beyond China and Chile, and I would like to introduce our concentrate.

We trade flotation concentrate from the Erdenet copper-molybdenum operation: Mo 48–52%, Cu below 0.5%, low rhenium. Shipments go by rail through China to Tianjin and on to Japanese ports in containers; we can quote CFR Yokohama or Kobe.

May I send you a typical analysis and our terms?

Best regards,
Batbayar Ganzorig
Bayan-Undur Trade LLC
+976 7035 2218
batbayar@bayanundur-trade.mn""",
"English; romanised family name in the greeting; title and short company in kanji inside English; China and Chile as other sources",
Twin("title_wrong", "body", "As 原料購買課長 at", "As 品質管理課長 at", "原料購買課長",
     "quality-control section head for raw-material purchasing", found="品質管理課長")),

Mail("P026", "s3", "reply", "Quotation: molybdenum concentrate, CFR Nhava Sheva",
"""Namaste Mr Jain,

Thank you for your enquiry. Please find our quotation for molybdenum concentrate below, on both bases you asked for:

– Grade: Mo 50% min., Cu 0.5% max., moisture 5% max.
– FOB Tianjin: 97.5% of the Platts MoO3 price for the quotational period, per lb Mo contained
– CFR Nhava Sheva: FOB plus USD 0.35 per lb Mo, container shipment, about five weeks from Tianjin
– Lot: 100 wmt in 2 mt bags; L/C at sight

Please let me know which basis suits जैन एलॉयज़ better, and I will send a draft contract.

Dhanyavaad,
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC""",
"English with Hindi greeting and closing; the note's two Incoterms; company shortened in Devanagari; Platts",
Twin("category_wrong", "body", "quotation for molybdenum concentrate below", "quotation for tungsten concentrate below",
     "molybdenum concentrate", "another ore concentrate", found="tungsten concentrate")),

Mail("P027", "s3", "cold", "Handmade Mongolian felt boots – Tuovisen Kenkä",
"""Dear Ms Tuovinen,

Felt boots keep feet warm at –40 °C on the Mongolian steppe, and we think they would do just as well in Finnish winters. I am writing from Bayan-Undur Trade in Erdenet, where we work with a workshop that makes traditional boots (esgii gutal) from pure sheep wool, pressed by hand, with a natural rubber sole.

For Tuovisen Kenkä we can offer sizes 35–46 in grey, white and brown, packed in pairs with care instructions in Finnish and English.

Could I send you a sample pair?

Kind regards,
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC""",
"English; the contact's nominative family name beside the company's genitive Tuovisen; Mongolian name of the product; Finnish as adjective",
Twin("country_wrong", "body", "in Finnish winters", "in Norwegian winters", "Finland",
     "the buyer's country named wrong", found="Norwegian")),

Mail("P028", "s3", "fair", "Filtstövlar i naturgrått, storlek 36–46",
"""Hej Andreas,

Tack för ett trevligt samtal på Nordstil i Hamburg! Som utlovat kommer här vårt erbjudande på filtstövlar till Nilsson Sko & Friluft:

– handpressad filt av mongolisk fårull, naturgrå (ofärgad)
– storlek 36–46, sula av naturgummi
– 38 EUR per par, DAP Göteborg, minsta order 300 par

Leveranstid cirka åtta veckor.

Med vänliga hälsningar
Batbayar Ganzorig
Bayan-Undur Trade LLC
+976 7035 2218
batbayar@bayanundur-trade.mn""",
"Swedish; given-name greeting; the note's fair, sizes and colour; category in Swedish; Hamburg, Gothenburg",
Twin("sender_wrong", "body", "batbayar@bayanundur-trade.mn", "batbayar@bayanundur-trade.com", "batbayar@bayanundur-trade.mn",
     "the e-mail's country domain changed")),

Mail("P029", "s3", "fair", "Mongolischer Wodka in 0,7-l-Flaschen – nach der ProWein",
"""Sehr geehrte Frau Hartmann,

vielen Dank für Ihren Besuch an unserem Stand auf der ProWein in Düsseldorf. Wie gewünscht, hier unser Angebot für Hartmann Spirituosen:

– Wodka aus mongolischem Weizen, fünffach destilliert, über Birkenkohle gefiltert
– 0,7-l-Flasche, 40 % vol., 6 Flaschen pro Karton
– 8,40 EUR pro Flasche, DDP Düsseldorf, verzollt und versteuert

Die Mindestmenge liegt bei einer Palette (720 Flaschen). Muster können wir Ihnen per Kurier senden.

Mit freundlichen Grüßen
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC, Erdenet, Mongolei""",
"German; the note's fair, bottle size and strength; category in German; company without e.K.",
Twin("artifact", "body", "Die Mindestmenge liegt bei einer Palette (720 Flaschen).", "Die Mindestmenge liegt bei einer",
     "Die Mindestmenge liegt bei einer Palette (720 Flaschen).", "cut-off sentence")),

Mail("P030", "s3", "cold", "Premium vodka from Mongolia",
"""สวัสดีครับ Khun Phatsawut,

I am writing to you for the first time. My name is Batbayar Ganzorig, and I handle foreign trade at Bayan-Undur Trade in Erdenet, Mongolia. We export a premium wheat vodka, distilled five times and filtered through birch charcoal.

I believe บริษัท ศรีอุ่น เทรดดิ้ง จำกัด imports spirits for hotels and bars in Thailand; our 0.75 l and 1 l bottles, 40% ABV, could be a good fit. We can ship in 20' containers CIF Laem Chabang and provide the documents the Thai Excise Department requires.

Kind regards,
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC
+976 7035 2218""",
"English with Thai greeting; Khun with romanised given name; full Thai company inside English; Laem Chabang",
Twin("note_wrong", "body", "I am writing to you for the first time.", "It was a pleasure to meet you at THAIFEX in Bangkok.",
     "no meeting: the buyer's record has no note", "a fair meeting claimed for a buyer without a note")),

Mail("P031", "s3", "cold", "Mongolian vodka for Σκουλαρίδης Ποτά",
"""Dear Mr Skoularidis,

Greek bars and kiosks sell plenty of vodka, mostly Russian and Polish brands, and I would like to offer Σκουλαρίδης Ποτά Ο.Ε. an alternative: our Mongolian wheat vodka from Bayan-Undur Trade in Erdenet.

It is distilled five times from spring wheat grown in the Selenge valley, 40% ABV, in 0.5 l, 0.7 l and 1 l bottles. Prices start at EUR 3.10 per 0.7 l bottle FCA Erdenet, or we can quote CIF Piraeus for a mixed 20' container.

Shall I send the price list and two sample bottles?

Best regards,
Batbayar Ganzorig
Foreign Trade Manager
Bayan-Undur Trade LLC""",
"English; romanised family name; Greek company inside English; Russian and Polish brands as competitors; Piraeus",
Twin("company_misspelled", "body", "offer Σκουλαρίδης Ποτά Ο.Ε. an", "offer Σκουλαρήδης Ποτά Ο.Ε. an", "Σκουλαρίδης Ποτά Ο.Ε.",
     "ι written η", found="Σκουλαρήδης Ποτά Ο.Ε.")),

Mail("P032", "s4", "cold", "Chilean sodium nitrate for Turner Agri Supply",
"""Dear Ms Turner,

I am Camila Rojas Tapia, deputy export manager at Salitrera Pampa del Tamarugal in Iquique, Chile. We produce natural sodium nitrate (16% N) from caliche ore in the Atacama, the same nitrate that has been used on US farms for more than a century; it is allowed in organic production under the USDA National Organic Program, with restrictions.

For Turner Agri Supply we can offer prilled and crystalline grades in 50 lb bags or 1 t big bags, shipped CFR Houston, Savannah or Long Beach.

Would you like a quote for the spring season?

Best regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA
+56 57 254 3190""",
"English; sender's title in English in the text, Spanish in the signature; company without LLC; US ports",
Twin("company_foreign", "body", "For Turner Agri Supply we", "For Fertilizantes Fortuny we", "Turner Agri Supply LLC",
     "another buyer's company (same category, Spain)", found="Fertilizantes Fortuny")),

Mail("P033", "s4", "reply", "Nitrato de sodio granulado 16 % N en big bags",
"""Estimada Sra. Fortuny:

Gracias por su consulta. Para Fertilizantes Fortuny le propongo nuestro nitrato de sodio granulado:

– N nítrico 16 % mín., humedad 0,5 % máx.
– granulometría 2–4 mm, big bags de 1.000 kg
– 385 USD/t CFR Valencia, embarque desde Iquique en enero
– pago: carta de crédito a la vista

Adjunto la ficha técnica y la ficha de datos de seguridad. Si lo desea, puedo enviarle una muestra de 5 kg.

Saludos cordiales,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"Spanish; the note's grade, N content and big bags; category in Spanish; Valencia",
Twin("company_missing", "body", "Para Fertilizantes Fortuny le propongo", "Para su empresa le propongo", "Fertilizantes Fortuny S.A.",
     "the only mention replaced", found="su empresa")),

Mail("P034", "s4", "reply", "Sodium nitrate CFR Dammam – offer",
"""Dear Mr Sarhan,

Thank you for your interest. As requested, here is our offer in English for شركة آل جعفر للأسمدة:

– Product: sodium nitrate, agricultural grade, N 16% min., prilled
– Packing: 25 kg PE bags on pallets or 1 t big bags
– Quantity: 1,000 t in 20' containers
– Price: USD 410 per t CFR Dammam
– Shipment: 45–50 days from Iquique, transshipped in Jebel Ali

We can also provide a certificate of origin legalised by the Saudi embassy in Santiago.

Best regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"English as the note prefers; given-name address (Mr Sarhan); Arabic company inside English; the note's CFR Dammam; Jebel Ali, Santiago",
Twin("contact_wrong", "body", "Dear Mr Sarhan,", "Dear Mr Sultan,", "سرحان آل جعفر",
     "another given name", found="Mr Sultan")),

Mail("P035", "s4", "fair", "Fully water-soluble potassium nitrate – after GreenTech",
"""Dear Quinn,

It was good to talk to you at GreenTech in Amsterdam. You mentioned that, as inkoper grondstoffen at Dijkstra Meststoffen, you need a potassium nitrate that dissolves completely for drip and hydroponic systems in greenhouses.

Our technical grade does exactly that: KNO3 99.3% min., N 13.7%, K2O 46.3%, water-insolubles below 0.02%, chloride below 0.1%. It is made in Iquique from Atacama caliche and shipped in 25 kg bags or 1 t big bags, CIF Rotterdam, about six weeks from Chile.

I attach the specification and a recent certificate of analysis. Shall we arrange a trial lot of one container?

Best regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA
+56 57 254 3190""",
"English; given-name greeting; the note's fair and water-soluble grade; Dutch title inside English; Rotterdam",
Twin("title_wrong", "body", "as inkoper grondstoffen at", "as verkoopleider at", "Inkoper grondstoffen",
     "sales manager for raw-material buyer", found="verkoopleider")),

Mail("P036", "s4", "cold", "智利天然硝酸鉀供應",
"""王經理您好：

我是智利伊基克 Salitrera Pampa del Tamarugal 的出口副理 Camila Rojas Tapia。本公司以阿塔卡馬沙漠的天然硝石礦生產硝酸鉀，品質穩定，已供應亞洲多家肥料及化工客戶。

我們的硝酸鉀有農業級（N 13.5%、K2O 46%）及工業級（純度99.4%以上）兩種規格，包裝為25公斤袋或1噸太空袋，可報 CIF 台中港或高雄港。

若王氏化工有興趣，我們可以先寄送樣品及規格書。

敬祝 商祺

Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"Traditional Chinese; 王經理 address; category in Chinese; company shortened to 王氏化工; sender's title translated; Taichung, Kaohsiung",
Twin("category_wrong", "body", "天然硝石礦生產硝酸鉀，", "天然硝石礦生產氯化鉀，", "potassium nitrate",
     "potassium chloride for potassium nitrate", found="氯化鉀")),

Mail("P037", "s4", "reply", "Offerta nitrato di potassio – 100 t, resa Ravenna",
"""Gentile Dott.ssa Barracco,

La ringrazio per la richiesta d'offerta. Ecco la nostra proposta per Barracco Fertilizzanti:

– nitrato di potassio, grado agricolo cristallino (N 13,5%, K2O 46%)
– quantità: 100 t in big bag da 1.000 kg
– prezzo: 780 USD/t CIF Ravenna
– imbarco da Iquique a febbraio, transit time circa 35 giorni
– pagamento: 30% anticipato, saldo contro documenti

La merce parte dal Cile con certificato d'origine e certificato di analisi per ogni lotto.

Cordiali saluti,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"Italian; the Italian note's quantity and port; Dott.ssa; company without S.p.A.; category in Italian",
Twin("country_wrong", "body", "parte dal Cile con", "parte dal Perù con", "Chile",
     "the sender's country named wrong", found="Perù")),

Mail("P038", "s4", "cold", "Boric acid for glass fibre – Chilean origin",
"""Dear Ms Wu,

Glass-fibre producers in Taiwan use large quantities of boric acid, and I would like to offer 吳氏玻纖 a supply from Chile. I am Camila Rojas Tapia of Salitrera Pampa del Tamarugal in Iquique; besides nitrates, we refine boric acid from ulexite mined in the salars of the Andes.

Our technical grade has H3BO3 99.5% min., SO4 below 0.1%, Fe below 10 ppm, granular or powder, in 25 kg bags or 1 t big bags. We can quote CIF Kaohsiung or Taichung, monthly lots of 200–500 t.

Could you tell me which particle size your furnaces use?

Best regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"English; romanised family name; short company in traditional Chinese inside English; ulexite as raw material; Kaohsiung, Taichung",
Twin("sender_wrong", "body", "Subgerente de Exportaciones\nSalitrera", "Gerente General\nSalitrera", "Subgerente de Exportaciones",
     "the sender's title changed", found="Gerente General")),

Mail("P039", "s4", "reply", "Boric acid sample and SDS",
"""Dear Mr Hall,

Thank you for your request. A 2 kg sample of our boric acid (technical grade, powder, H3BO3 99.5% min.) left Iquique today by FedEx, addressed to Hall Ceramics; it should arrive in about a week. I attach the Safety Data Sheet in the Australian GHS format together with the certificate of analysis of the lot.

For glazes and frits most of our customers use the powder grade; if you prefer granular, let me know and I will send that too.

Kind regards,
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA
crojas@salitrerapampa.cl""",
"English; the note's sample and SDS; company without Pty Ltd",
Twin("artifact", "body", "it should arrive in about a week.", "it should arrive in about a week. it should arrive in about a week.",
     "it should arrive in about a week.", "doubled sentence")),

Mail("P040", "s4", "cold", "Kwas borowy z Chile dla Huty Szkła Zgoła",
"""Szanowna Pani,

piszę do Pani po raz pierwszy w imieniu firmy Salitrera Pampa del Tamarugal z Iquique w Chile. Produkujemy kwas borowy techniczny (H3BO3 min. 99,5%), stosowany m.in. w produkcji szkła borokrzemowego i szkła gospodarczego.

Dla Huty Szkła Zgoła możemy zaproponować dostawy w workach 25 kg lub big bagach 1 t, CIF Gdynia, z certyfikatem analizy dla każdej partii oraz kartą charakterystyki w języku polskim.

Czy mogłabym przesłać ofertę cenową?

Z poważaniem
Camila Rojas Tapia
Subgerente de Exportaciones
Salitrera Pampa del Tamarugal SpA""",
"Polish; Szanowna Pani alone; company inflected (Huty Szkła Zgoła, genitive) without Sp.j.; category in Polish; Gdynia",
Twin("note_wrong", "body", "piszę do Pani po raz pierwszy w imieniu", "miło było poznać Panią na targach Glasstec w Düsseldorfie. Piszę w imieniu",
     "no meeting: the buyer's record has no note", "a fair meeting claimed for a buyer without a note",
     found="miło było poznać Panią na targach Glasstec w Düsseldorfie")),
]
