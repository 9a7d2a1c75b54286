"""Natural e-mails N001-N020 (one per buyer P001-P020, in order), each with its twin's one edit."""
from mail import Mail, Twin


def B(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N001 -> P001, Japan, halibut
    Mail("P001", "s1",
         "【Breisund】冷凍カラスガレイ 2〜3kgサイズのご案内（縁側用）",
         B("""
橋本水産株式会社
仕入部長 橋本 桃子 様

いつもお世話になっております。
先日、東京でのジャパン・インターナショナル・シーフードショーでは弊社ブースにお立ち寄りいただき、誠にありがとうございました。ノルウェー・オーレスンのBreisund Havprodukter ASで輸出を担当しております、シンネーヴェ・ロングヴァです。

その際にお伺いした縁側用の2〜3kgサイズについて、今シーズンの冷凍カラスガレイ（Greenland halibut）を下記の通りご案内いたします。

・規格：2〜3kg（縁側・刺身用トリミング向け）、3kg上も少量あり
・形態：船上凍結、ヘッドレス・ドレス（尾付き）、約25kgカートン
・漁場：バレンツ海・ノルウェー海（MSC認証取得済み）
・積出：オーレスン港より冷凍コンテナにて、東京・大阪向け

サンプル2カートンを東京の冷蔵倉庫まで無償でお送りすることも可能です。
ご検討のほど、よろしくお願い申し上げます。

Breisund Havprodukter AS
輸出担当マネージャー（Eksportsjef）
シンネーヴェ・ブランダル・ロングヴァ（Synnøve Brandal Longva）
+47 70 55 81 30
"""),
         "first e-mail after the fair the note records, wholly in Japanese; the Tokyo expo by its "
         "Japanese name (ジャパン・インターナショナル・シーフードショー); category in Japanese "
         "(冷凍カラスガレイ) with the English name beside it; addressee block with 様; sender's name "
         "in katakana, her title in Japanese with the Norwegian title; engawa = 縁側",
         Twin("note_wrong",
              [("body", "東京でのジャパン・インターナショナル・シーフードショー",
                "ボストンでのシーフード・エキスポ・ノースアメリカ")],
              "ボストンでのシーフード・エキスポ・ノースアメリカ",
              "Japan International Seafood & Technology Expo in Tokyo",
              "the fair where they met: Seafood Expo North America in Boston for the Tokyo expo the "
              "note records")),

    # N002 -> P002, South Korea, halibut
    Mail("P002", "s1",
         "Sea-frozen Greenland halibut from Ålesund for 동진수산",
         B("""
권성수 과장님께,

My name is Synnøve Longva, export manager at Breisund Havprodukter AS in Ålesund, Norway. I am writing to you as 수입팀 과장 at 주식회사 동진수산 because Korean importers are among our most regular customers for frozen Greenland halibut.

Our Greenland halibut is caught by Norwegian longliners and trawlers in the Barents Sea and frozen at sea within hours. What we can offer for Busan:

- Sizes 500-1,000 g, 1-2 kg and 2-3 kg, head-off and gutted (HG), tail on
- 20-22 kg master cartons, about 24 t in a 40' reefer container
- MSC-certified, with Norwegian health certificate and catch certificate
- CFR Busan, about 6 weeks from Ålesund

If your team is planning for next season, I would be glad to send our current price list by size grade.

Best regards,
Synnøve Longva
Eksportsjef (Export Manager)
Breisund Havprodukter AS
Ålesund, Norway | +47 70 55 81 30
"""),
         "cold first e-mail in English with a Korean greeting (family name + given name + 과장님께); "
         "the Korean title inside an English sentence; company in the subject without 주식회사; "
         "sender's Norwegian title with its English gloss; Busan, Barents Sea",
         Twin("category_wrong",
              [("body", "regular customers for frozen Greenland halibut", "regular customers for frozen Atlantic halibut")],
              "frozen Atlantic halibut", "frozen Greenland halibut",
              "a neighbouring species (Atlantic halibut) for the buyer's Greenland halibut")),

    # N003 -> P003, China, halibut
    Mail("P003", "s1",
         "冷冻格陵兰大比目鱼（马舌鲽）CFR青岛报价单",
         B("""
项总您好！

感谢您对我司产品的关注。按照您的要求，随函附上冷冻格陵兰大比目鱼（马舌鲽，frozen Greenland halibut）的CFR青岛报价单，供青岛恒泰水产有限公司参考。

我司Breisund Havprodukter AS位于挪威奥勒松（Ålesund），专营船冻马舌鲽。贵司是中国领先的水产再加工企业之一，考虑到贵司将鱼片加工后再出口到日本和韩国，我们建议以下规格：
1. 去头去脏（HG），规格1-2公斤及2-3公斤，船上速冻；
2. 每箱约22公斤，40尺冷柜约24吨；
3. MSC认证，可提供挪威官方卫生证书及捕捞证明，便于贵司办理出口日韩所需的溯源文件；
4. 青岛港到岸价（CFR），船期约7周。

报价有效期至本月底。如需样品或其他规格，请随时告知。

此致
敬礼

Synnøve Brandal Longva（辛妮芙·朗瓦）
出口经理
Breisund Havprodukter AS
挪威 奥勒松
电话：+47 70 55 81 30
"""),
         "reply to the price-list request the note records, wholly in simplified Chinese; 项总 "
         "(family name + 总 for a director); category as 冷冻格陵兰大比目鱼（马舌鲽） with the English "
         "name; Japan and South Korea named as the buyer's re-export markets (from the note); the "
         "sender's name with a Chinese transliteration, her title as 出口经理",
         Twin("country_wrong",
              [("body", "贵司是中国领先的水产再加工企业之一", "贵司是韩国领先的水产再加工企业之一")],
              "韩国领先的", "China",
              "the buyer called a leading reprocessor of South Korea (its re-export market) instead of China")),

    # N004 -> P004, Netherlands, halibut
    Mail("P004", "s1",
         "Greenland halibut, sea-frozen, for Sas Vis",
         B("""
Dear Ms Sas,

I hope you don't mind a direct note from Norway. I'm Synnøve Longva and I run exports at Breisund Havprodukter AS in Ålesund. Looking at Sas Vis B.V.'s range, I thought frozen Greenland halibut (blåkveite in Norwegian, "zwarte heilbot" on Dutch menus) might be a good fit for you as inkoper diepvriesvis.

A few facts about what we do:
• Sea-frozen HG fish, 1-2 kg and 2-3 kg, plus interleaved skin-on fillets on request
• MSC-certified, caught by Norwegian trawlers
• Shipped from Ålesund in reefer containers to Rotterdam, or by truck straight to your cold store

Would it be useful if I sent our weekly price sheet? Happy to call as well.

Met vriendelijke groet,
Synnøve Longva
Export Manager, Breisund Havprodukter AS
Ålesund, Norway — +47 70 55 81 30
"""),
         "cold first e-mail in English with a Dutch closing; the title in lower case inside a "
         "sentence (as inkoper diepvriesvis); company with the possessive (Sas Vis B.V.'s) and "
         "without B.V. in the subject; the short family name Sas; the Dutch and Norwegian names of "
         "the fish",
         Twin("contact_wrong",
              [("body", "Dear Ms Sas,", "Dear Ms Vos,")],
              "Ms Vos", "Maja Sas", "another Dutch family name (Vos) in the greeting")),

    # N005 -> P005, Poland, halibut
    Mail("P005", "s1",
         "Halibut niebieski mrożony – certyfikat MSC CoC w załączeniu",
         B("""
Szanowny Panie Tadeuszu,

nazywam się Synnøve Longva i odpowiadam za eksport w firmie Breisund Havprodukter AS z Ålesund w Norwegii. Piszę po polsku, ponieważ wiem, że w Przetwórni Ryb Warwas woli Pan korespondencję po polsku lub po angielsku.

Oferujemy mrożonego na morzu halibuta niebieskiego (frozen Greenland halibut): tusze patroszone bez głowy (HG) w rozmiarach 0,5–1 kg, 1–2 kg i 2–3 kg. Surowiec dobrze nadaje się do filetowania i wędzenia na zimno.

Wiem, że potrzebuje Pan certyfikatu łańcucha dostaw MSC (MSC Chain of Custody) – nasz certyfikat (MSC-C-57214) załączam, a każdy karton ma oznaczenie MSC.

Dostawa: CFR Gdynia kontenerem chłodniczym albo chłodnią DAP do zakładu.

Chętnie prześlę aktualny cennik na kolejny kwartał.

Z poważaniem
Synnøve Brandal Longva
Kierowniczka eksportu (Eksportsjef)
Breisund Havprodukter AS, Ålesund, Norwegia
tel. +47 70 55 81 30
"""),
         "first e-mail answering the note (MSC chain of custody, Polish), wholly in Polish; the "
         "vocative Panie Tadeuszu; the company in the locative without its legal form (w Przetwórni "
         "Ryb Warwas); category in Polish (halibut niebieski) with the English name; the sender's "
         "title in feminine Polish; Gdynia",
         Twin("company_misspelled",
              [("body", "w Przetwórni Ryb Warwas woli", "w Przetwórni Ryb Wawras woli")],
              "Przetwórni Ryb Wawras", "Przetwórnia Ryb Warwas Sp. z o.o.",
              "two letters of the family name swapped (Wawras for Warwas)")),

    # N006 -> P006, United States, krill oil
    Mail("P006", "s1",
         "Krill oil COA and IFOS report, as requested",
         B("""
Hi Elizabeth,

Thanks for your interest in our krill oil. As requested, I've attached the certificate of analysis for our current lot and the latest IFOS report — IFOS certifies krill oil under its IKOS programme, so you'll see that name on the report.

Since Garcia Naturals sells both on Amazon and through Whole Foods, a few points that usually matter for private label:
- Phospholipids ≥ 40%, EPA + DHA ≥ 22%, natural astaxanthin 100-200 ppm
- MSC-certified Antarctic krill (Euphausia superba)
- Bulk oil in 190 kg drums, or finished 500 mg / 1,000 mg softgels from our softgel partner in Norway
- FDA food facility registration in place

Could we set up a short call next week to go through MOQs and pricing for the US? I'm in Ålesund, six hours ahead of New York.

Best,
Synnøve

Synnøve Brandal Longva | Eksportsjef (Export Manager)
Breisund Havprodukter AS | Ålesund, Norway
synnove.longva@breisund-havprodukter.example | +47 70 55 81 30
"""),
         "reply to the request the note records (COA, IFOS), in English; the buyer's customers from "
         "the note (Amazon, Whole Foods); company without LLC; IFOS / IKOS; other places (New "
         "York); the sender's e-mail address in the signature",
         Twin("sender_wrong",
              [("body", "synnove.longva@breisund-havprodukter.example",
                "synnove.longva@breisund-havprodukt.example")],
              "synnove.longva@breisund-havprodukt.example",
              "synnove.longva@breisund-havprodukter.example",
              "the sender's e-mail domain cut short (havprodukt for havprodukter)")),

    # N007 -> P007, Australia, krill oil
    Mail("P007", "s1",
         "Your sample of 500 krill oil softgels is on its way",
         B("""
Dear Maria,

Following your request, we have dispatched the 500 softgels you asked for — our 1,000 mg krill oil capsules — by DHL Express to Powell Health Pty Ltd. I'll send the tracking number as soon as I have it.

For your TGA listing, I've asked our QA team to put together the documents you'll need: the full specification, a certificate of analysis, 24-month stability data, the GMP certificate of our softgel partner and a statement on the Antarctic krill source (CCAMLR). If the TGA asks for anything beyond that, just let me know and we'll turn it round quickly.

Australia is a market we'd like to grow in, and I'd be glad to talk pricing once you've had a look at the sample.

Kind regards,
Synnøve Longva
Export Manager
Breisund Havprodukter AS
Ålesund, Norway
"""),
         "reply to the sample request the note records, in English; the note's 500 softgels and TGA "
         "listing; the given name alone in the greeting; company in full with Pty Ltd; CCAMLR; the "
         "buyer's country named as a market",
         Twin("note_wrong",
              [("body", "dispatched the 500 softgels you asked for", "dispatched the 50 softgels you asked for")],
              "the 50 softgels you asked for", "Asked for a sample of 500 softgels",
              "the note's request misquoted: 50 softgels for the 500 the note records")),

    # N008 -> P008, Germany, krill oil
    Mail("P008", "s1",
         "Krillöl aus Norwegen – unser Gespräch auf der Vitafoods Europe",
         B("""
Sehr geehrte Frau Karge,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Vitafoods Europe in Genf. Wie gewünscht schreibe ich Ihnen auf Deutsch.

Anbei erhalten Sie unsere Spezifikation für Krillöl (Euphausia superba): Phospholipide mind. 40 %, EPA + DHA mind. 22 %, Astaxanthin 100–200 mg/kg. Das Öl liefern wir in 190-kg-Fässern unter Stickstoff oder als fertige Weichkapseln (500 mg und 1.000 mg).

Für die Karge Vital GmbH dürften außerdem interessant sein: die MSC-Zertifizierung, die Zulassung als neuartiges Lebensmittel in der EU und die vollständige Rückverfolgbarkeit bis zum Fangschiff.

Darf ich Ihnen eine Probe von 1 kg zusenden? In Ihrer Funktion als Leitung Rohstoffeinkauf können Sie mir gern auch eine Ansprechperson aus der Qualitätssicherung nennen.

Mit freundlichen Grüßen aus Ålesund

Synnøve Brandal Longva
Exportleiterin (Eksportsjef)
Breisund Havprodukter AS
Ålesund, Norwegen
Tel. +47 70 55 81 30
"""),
         "first e-mail after the fair the note records, wholly in German as the note asks; the "
         "fair and Genf (Geneva) as the note writes them; company with the article (die Karge Vital "
         "GmbH); the gender-neutral title inside a German sentence; category in German (Krillöl); "
         "the sender's title in German",
         Twin("title_wrong",
              [("body", "als Leitung Rohstoffeinkauf", "als Leitung Vertrieb")],
              "Leitung Vertrieb", "Leitung Rohstoffeinkauf",
              "a sales title (head of sales) for the buyer's purchasing title")),

    # N009 -> P009, Taiwan, krill oil
    Mail("P009", "s1",
         "挪威南極磷蝦油原料供應 — 健富生技",
         B("""
曾小姐您好：

冒昧來信，我是挪威Breisund Havprodukter AS的出口經理Synnøve Longva（辛妮芙）。得知貴公司健富生技股份有限公司在台灣經營保健食品，特此介紹我們的南極磷蝦油（krill oil）。

產品重點：
‧原料為南極磷蝦（Euphausia superba），具MSC永續漁業認證
‧磷脂質≥40%，EPA+DHA≥22%，含天然蝦紅素
‧散裝油（190公斤桶）或500 mg／1000 mg軟膠囊
‧可提供COA、重金屬及塑化劑檢驗報告，符合台灣食藥署（TFDA）規定

如您方便，我們可寄送樣品及報價單至貴公司。期待有機會合作。

敬祝　商祺

Synnøve Brandal Longva
出口經理（Eksportsjef）
Breisund Havprodukter AS
挪威 奧勒松
+47 70 55 81 30
"""),
         "cold first e-mail wholly in traditional Chinese; 曾小姐 (family name + Miss); company "
         "short in the subject (健富生技) and in full in the body; category in Chinese with the "
         "English name; TFDA; the sender's city in Chinese (奧勒松)",
         Twin("company_foreign",
              [("body", "得知貴公司健富生技股份有限公司在台灣", "得知貴公司張氏蔘藥有限公司在台灣")],
              "張氏蔘藥有限公司", "健富生技股份有限公司",
              "another Taiwanese buyer's company of this set (P031) in the buyer's place")),

    # N010 -> P010, United Kingdom, krill oil
    Mail("P010", "s1",
         "Norwegian krill oil for Knight Wellness",
         B("""
Dear Mr Knight,

I'll keep this short. Breisund Havprodukter AS in Ålesund supplies krill oil — bulk and in softgels — to supplement brands across Europe, and I wonder whether Knight Wellness Ltd would like to see a sample and our UK price list.

Our oil is MSC-certified Antarctic krill with at least 40% phospholipids. We ship to the UK with full health certificates, and our customs agent can deliver duty paid to your warehouse if you prefer.

Would a 15-minute call suit you next week?

Best regards,
Synnøve Longva
Export Manager
Breisund Havprodukter AS, Norway
+47 70 55 81 30
"""),
         "short cold first e-mail in English; company without Ltd in the subject; UK for the "
         "United Kingdom",
         Twin("artifact",
              [("body", "supplies krill oil — bulk and in softgels — to",
                "supplies krill oil — bulk and in softgels — bulk and in softgels — to")],
              "bulk and in softgels — bulk and in softgels", "bulk and in softgels",
              "a doubled phrase")),

    # N011 -> P011, Thailand, collagen
    Mail("P011", "s1",
         "Halal-certified marine collagen peptides for your beauty drinks",
         B("""
เรียน คุณศศินา

My name is Synnøve Longva from Breisund Havprodukter AS in Ålesund, Norway. I understand that บริษัท ธูปะวิโรจน์ บิวตี้ดริ้งค์ จำกัด makes collagen beauty drinks for 7-Eleven stores across Thailand, and that a halal certificate is a must for you.

Our marine collagen peptides are made from the skin of Norwegian cod and saithe, hydrolysed to an average molecular weight of about 2,000 Da. They dissolve clear in cold water and have almost no fishy taste, which is why drink makers like them. The production is halal-certified (certificate attached), and we can add a certificate of analysis and heavy-metal results for every lot for the Thai FDA (อย.).

Packing is 20 kg bags, shipped CIF Laem Chabang. Would you like a 1 kg sample for a trial batch?

With best regards,
Synnøve Longva
Export Manager, Breisund Havprodukter AS
+47 70 55 81 30
"""),
         "first e-mail answering the note (halal, 7-Eleven customers), English with a Thai "
         "greeting (เรียน คุณ + given name); the company in full in Thai script inside an English "
         "sentence; อย.; Laem Chabang",
         Twin("company_missing",
              [("body", "I understand that บริษัท ธูปะวิโรจน์ บิวตี้ดริ้งค์ จำกัด makes",
                "I understand that your company makes")],
              "your company", "บริษัท ธูปะวิโรจน์ บิวตี้ดริ้งค์ จำกัด",
              "the buyer's company, named once, replaced by 'your company'")),

    # N012 -> P012, Israel, collagen
    Mail("P012", "s1",
         "Collagen peptides – 1 kg sample and molecular weight spec",
         B("""
שלום אנה,

Thank you for your enquiry. I'm happy to confirm that a 1 kg sample of our marine collagen peptides will leave Ålesund this week for לוי תוספי תזונה בע"מ, together with the specification you asked for.

On molecular weight: our standard grade has an average of 1,500–1,800 Da, so it is below the 2,000 Da you need; about 90% of the peptides are under 3,000 Da. The spec sheet shows the full distribution (SEC-HPLC).

Two more points for Israel: the peptides are made from wild Norwegian cod skin only, and we hold a kosher certificate (cod is a kosher species, so the powder is pareve).

Let me know once the sample has arrived at your office.

כל טוב,
Synnøve Longva
Eksportsjef | Breisund Havprodukter AS
Ålesund, Norway
"""),
         "reply to the request the note records (1 kg sample, under 2,000 Da), English with a "
         "Hebrew greeting and closing; the company in Hebrew with the gershayim of בע\"מ inside an "
         "English sentence; 3,000 Da and 1,500–1,800 Da beside the note's 2,000 Da; kosher pareve",
         Twin("artifact",
              [("body", "confirm that a 1 kg sample of", "confirm that a {sample_qty} sample of")],
              "{sample_qty}", "1 kg", "a template placeholder left in the text")),

    # N013 -> P013, Mexico, collagen
    Mail("P013", "s1",
         "Péptidos de colágeno marino de Noruega para Laboratorios Bétancourt",
         B("""
Estimado Sr. Bétancourt:

Me permito presentarme: soy Synnøve Longva, gerente de exportación de Breisund Havprodukter AS, empresa noruega de Ålesund que produce péptidos de colágeno marino a partir de piel de bacalao.

Sé que Laboratorios Bétancourt fabrica suplementos para el mercado mexicano, y creo que nuestro colágeno podría encajar bien en sus líneas de polvos y bebidas:

– Peso molecular promedio de unos 2.000 Da, disolución rápida en frío
– Sin olor ni sabor a pescado
– Certificado de análisis por lote, útil para sus trámites ante COFEPRIS
– Envío CIF Manzanillo o Veracruz, en sacos de 20 kg

Como gerente de abastecimiento, quizá le interese recibir una muestra y nuestra lista de precios en dólares. Con gusto se las envío.

Atentamente,

Synnøve Brandal Longva
Gerente de Exportación (Eksportsjef)
Breisund Havprodukter AS
Ålesund, Noruega
+47 70 55 81 30
"""),
         "cold first e-mail wholly in Spanish; Estimado Sr. + the accented family name; company "
         "without S.A. de C.V.; the title in lower case inside a sentence; category in Spanish; "
         "COFEPRIS, Manzanillo, Veracruz; the sender's title translated",
         Twin("contact_wrong",
              [("body", "Estimado Sr. Bétancourt:", "Estimado Sr. Betanzos:")],
              "Sr. Betanzos", "Genaro Bétancourt", "a near-miss family name (Betanzos) in the greeting")),

    # N014 -> P014, Vietnam, collagen
    Mail("P014", "s1",
         "Collagen peptide từ cá biển Na Uy cho Mỹ phẩm Thiên Phúc",
         B("""
Kính gửi anh Quang,

Tôi là Synnøve Longva, phụ trách xuất khẩu của công ty Breisund Havprodukter AS tại Ålesund, Na Uy. Tôi xin phép giới thiệu sản phẩm collagen peptide biển (marine collagen peptides) của chúng tôi tới Công ty TNHH Mỹ phẩm Thiên Phúc.

Sản phẩm được thủy phân từ da cá tuyết Na Uy, trọng lượng phân tử trung bình khoảng 2.000 Da, tan nhanh trong nước lạnh, không mùi tanh — phù hợp cho viên uống, bột pha và nước uống làm đẹp. Chúng tôi có thể cung cấp COA theo từng lô, chứng nhận halal và hồ sơ để công bố sản phẩm tại Việt Nam.

Đóng gói bao 20 kg, giao hàng CIF Cát Lái (TP. Hồ Chí Minh).

Nếu anh quan tâm, tôi xin gửi mẫu 500 g và bảng giá. Rất mong nhận được phản hồi của anh.

Trân trọng,
Synnøve Brandal Longva
Trưởng phòng Xuất khẩu (Eksportsjef)
Breisund Havprodukter AS
Ålesund, Na Uy
+47 70 55 81 30
"""),
         "cold first e-mail wholly in Vietnamese; Kính gửi anh + the given name (the family name "
         "Trần comes first); company short in the subject; category in Vietnamese with the English "
         "name; Cát Lái; the sender's title translated",
         Twin("country_wrong",
              [("body", "công bố sản phẩm tại Việt Nam", "công bố sản phẩm tại Thái Lan")],
              "Thái Lan", "Vietnam", "the registration country given as Thailand for a Vietnamese buyer")),

    # N015 -> P015, Italy, collagen
    Mail("P015", "s1",
         "Peptidi di collagene marino – schede tecniche in italiano (Cosmofarma)",
         B("""
Gentile Sig. Scarponi,

è stato un piacere conoscerLa a Cosmofarma, a Bologna. Come promesso, Le invio in allegato le schede tecniche dei nostri peptidi di collagene marino, tradotte in italiano.

Un breve riepilogo:
– origine: pelle di merluzzo nordico pescato in Norvegia (certificazione MSC);
– peso molecolare medio ca. 2.000 Da;
– solubilità immediata e sapore neutro, adatto a stick, bustine e shot;
– confezione in sacchi da 20 kg, consegna DAP presso il Vostro magazzino.

Resto a disposizione per un campione per la Scarponi Nutraceutici S.r.l. e per un'offerta.

Cordiali saluti,

Synnøve Brandal Longva
Responsabile Export (Eksportsjef)
Breisund Havprodukter AS
Ålesund (Norvegia)
Tel. +47 70 55 81 30
"""),
         "first e-mail after the fair the note records, wholly in Italian, answering the note's "
         "request (data sheets in Italian); company with the article (la Scarponi Nutraceutici "
         "S.r.l.); category in Italian; the sender's phone in the signature",
         Twin("sender_wrong",
              [("body", "Tel. +47 70 55 81 30", "Tel. +47 70 55 18 30")],
              "+47 70 55 18 30", "+47 70 55 81 30", "two digits of the sender's phone number swapped")),

    # N016 -> P016, Brazil, garlic
    Mail("P016", "s2",
         "Alho branco argentino classes 6 e 7 – safra nova de San Juan",
         B("""
Prezada Ayla,

Meu nome é Micaela Quiroga e sou responsável de comércio exterior da Tulum Andes Agroindustrial S.A., em San Juan, Argentina. Sei que a Carvalho Hortifrúti compra alho das classes 6 e 7 para o mercado atacadista do CEAGESP, em São Paulo, e gostaria de oferecer a nossa safra nova de alho branco (fresh white garlic).

– Classes 5, 6 e 7, em caixas de 10 kg
– Colheita em novembro e dezembro, embarques de dezembro a abril
– Caminhão até São Paulo em cerca de 5 dias, pela fronteira de Paso de los Libres/Uruguaiana
– Certificado fitossanitário do SENASA e registro no MAPA

Posso enviar a tabela de preços FOB San Juan e CPT São Paulo?

Atenciosamente,

Micaela Belén Quiroga Ortiz
Responsável de Comércio Exterior
Tulum Andes Agroindustrial S.A.
San Juan, Argentina
+54 264 421 7780
"""),
         "first e-mail answering the note (classes 6 and 7, CEAGESP), wholly in Portuguese; the "
         "given name alone; company with the article and without Ltda.; category in Portuguese "
         "with the English name; classes 5-7, SENASA, MAPA, Paso de los Libres/Uruguaiana; the "
         "sender's title in Portuguese; she signs with one family name in the text",
         Twin("category_wrong",
              [("body", "safra nova de alho branco (fresh white garlic)", "safra nova de alho roxo (purple garlic)")],
              "alho roxo (purple garlic)", "fresh white garlic",
              "purple garlic, Argentina's other garlic, for the buyer's white garlic")),

    # N017 -> P017, France, garlic
    Mail("P017", "s2",
         "Ail blanc d'Argentine en contre-saison pour Marin Primeurs",
         B("""
Madame Marin,

Je me permets de vous contacter au nom de Tulum Andes Agroindustrial S.A., producteur et exportateur d'ail blanc frais à San Juan, en Argentine.

Notre récolte arrive en Europe de février à juin, précisément quand l'ail français de la saison précédente se fait rare. Nous proposons :
– calibres 50-55, 55-60 et 60-65 mm ;
– cartons de 10 kg ou filets de 5 kg, sur palette ;
– transport en conteneur frigorifique, CIF Le Havre ;
– certificat phytosanitaire du SENASA et certificat d'origine pour le contingent tarifaire de l'UE.

En tant que responsable des achats chez Marin Primeurs, seriez-vous intéressée par une offre pour la prochaine campagne ?

Bien cordialement,

Micaela Quiroga
Responsable du commerce extérieur
Tulum Andes Agroindustrial S.A. – San Juan (Argentine)
+54 264 421 7780
"""),
         "cold first e-mail wholly in French; Madame + family name; the title inside a sentence "
         "(En tant que responsable des achats chez); company without SAS; category in French; "
         "calibres in mm, Le Havre, the EU tariff quota",
         Twin("company_misspelled",
              [("body", "chez Marin Primeurs", "chez Marine Primeurs")],
              "Marine Primeurs", "Marin Primeurs SAS", "an extra letter turns Marin into Marine")),

    # N018 -> P018, Spain, garlic
    Mail("P018", "s2",
         "Ajo blanco argentino para cubrir vuestra contraestación",
         B("""
Hola, Tito:

Te escribo desde San Juan, Argentina. Soy Micaela Quiroga, de Tulum Andes Agroindustrial, y exportamos ajo blanco fresco a Europa entre febrero y junio, justo cuando el ajo español de la campaña anterior empieza a escasear en cámara.

Muchas empresas de Las Pedroñeras completan su programa con ajo argentino en contraestación; quizá a Ajos Bayón también le interese. Ofrecemos calibres de 50 a 65 mm, en cajas de 10 kg o en mallas, con certificado fitosanitario del SENASA, y enviamos en contenedor CIF Valencia o Algeciras.

¿Te paso precios para la próxima campaña?

Un saludo,
Micaela
—
Micaela Belén Quiroga Ortiz
Responsable de Comercio Exterior
Tulum Andes Agroindustrial S.A.
San Juan (Argentina) · +54 264 421 7780
"""),
         "cold first e-mail in informal Spanish (tú, vosotros); Hola, Tito: with the given name; "
         "company without S.L.; the sender's company without S.A. in the text; Las Pedroñeras, "
         "Valencia, Algeciras; the sender signs with her given name, then in full",
         Twin("company_foreign",
              [("body", "quizá a Ajos Bayón también", "quizá a Encurtidos Cárdenas también")],
              "Encurtidos Cárdenas", "Ajos Bayón S.L.",
              "another Spanish buyer of this set (P036, capers) in the buyer's place")),

    # N019 -> P019, Russia, raisins
    Mail("P019", "s2",
         "Изюм без косточек из Аргентины — цена CIF Санкт-Петербург, 20 т",
         B("""
Уважаемый Пантелеймон Чеславович!

Благодарю за запрос. Направляю Вам цену на изюм без косточек (seedless raisins) урожая этого года, CIF Санкт-Петербург, за контейнер 20 т:

– сорт Flame Seedless, тёмный, очищенный и промытый, влажность не более 16 %;
– упаковка: картонные коробки по 10 кг, 2 000 коробок в 40-футовом контейнере;
– цена: 2 150 долларов США за тонну, CIF Санкт-Петербург;
– отгрузка из Буэнос-Айреса через 3–4 недели после подтверждения заказа.

К каждой партии прилагаются фитосанитарный сертификат SENASA и сертификат происхождения. Если как менеджеру по закупкам Вам нужны образцы, мы вышлем 1 кг курьером.

Буду рада ответить на вопросы ООО «ТД Самойлов».

С уважением,
Микаэла Кирога
Менеджер по внешней торговле (Responsable de Comercio Exterior)
Tulum Andes Agroindustrial S.A.
Сан-Хуан, Аргентина
+54 264 421 7780
"""),
         "reply to the price request the note records, wholly in Russian; name and patronymic in "
         "the greeting; the title in the dative inside a sentence (как менеджеру по закупкам); "
         "company in Russian quotes; category in Russian with the English name; the note's CIF "
         "Saint Petersburg and 20 t in Russian; the sender's name in Cyrillic, her title translated",
         Twin("title_wrong",
              [("body", "как менеджеру по закупкам", "как менеджеру по продажам")],
              "менеджеру по продажам", "Менеджер по закупкам",
              "a sales manager's title for the buyer's purchasing title")),

    # N020 -> P020, United Kingdom, raisins
    Mail("P020", "s2",
         "Sulphite-free raisins – following up from IFE",
         B("""
Dear Nicola,

It was good to meet you at IFE London last month. You mentioned that Austin Bakery Supplies looks after a lot of craft bakeries and that you need sulphite-free raisins — that is exactly what we grow in San Juan.

Our seedless raisins are sun-dried, never treated with SO₂, and only coated with a light sunflower oil to keep them free-flowing. For bakery use we offer:
• Flame and Thompson seedless, select and jumbo sizes
• 12.5 kg cartons
• Max. 15% moisture, metal-detected and colour-sorted
• CIF Felixstowe, or DDP your warehouse through our UK agent

I'd be happy to send a 2 kg sample for a test bake.

Kind regards,
Micaela Quiroga
Foreign Trade Manager
Tulum Andes Agroindustrial S.A.
San Juan, Argentina
+54 264 421 7780
"""),
         "first e-mail after the fair the note records, in English; the note's craft bakeries and "
         "sulphite-free raisins; company without Ltd; SO₂, Felixstowe; the sender's title in English",
         Twin("artifact",
              [("body", "I'd be happy to send a 2 kg sample for a test bake.",
                "I'd be happy to send a 2 kg sample for a")],
              "I'd be happy to send a 2 kg sample for a", "I'd be happy to send a 2 kg sample for a test bake.",
              "the last sentence cut off")),
]
