"""Natural e-mails N021-N040 (one per buyer, P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin, twin

MAILS = [
    # N021 -- P021 ગઢવી પેટ્રોકેમ પ્રાઇવેટ લિમિટેડ (India), s2, English with a Gujarati greeting, cold
    Mail(
        buyer="P021", sender="s2", kind="cold",
        subject="MTBE supply from Qatar – ગઢવી પેટ્રોકેમ",
        body="""નમસ્તે નીરજભાઈ,

I am Khalid Al-Kuwari, senior export sales manager at Umm Said Polymers & Steel Trading W.L.L. in Mesaieed, Qatar. We supply MTBE to fuel blenders and solvent users in western India, and I would like to offer ગઢવી પેટ્રોકેમ પ્રાઇવેટ લિમિટેડ a regular source.

Our MTBE is 98.5% min. purity, shipped in ISO tanks to Kandla, Mundra or Hazira, or as parcel cargo on chemical tankers for larger lots. Transit from Qatar to the Gujarat ports is about five days, so we can keep your tanks topped up at short notice.

May I send you our specification and an indicative price CFR Kandla?

Warm regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
+974 4455 7203""",
        note="English with the Gujarati greeting `નમસ્તે નીરજભાઈ` (given name + -bhai); the Gujarati "
             "company in full inside English and in short form in the subject; the sender's title "
             "in lower case in the sentence; Kandla, Mundra, Hazira.",
        twin=twin("company_foreign", "body", "offer ગઢવી પેટ્રોકેમ પ્રાઇવેટ લિમિટેડ a regular",
                  "offer Raakin Petroleum (Pvt.) Ltd. a regular", "ગઢવી પેટ્રોકેમ પ્રાઇવેટ લિમિટેડ",
                  "The twin offers the supply to another MTBE buyer of this set (Pakistan's Raakin "
                  "Petroleum) in the Gujarati buyer's place.",
                  found="Raakin Petroleum (Pvt.) Ltd."),
    ),
    # N022 -- P022 Tigist Gebremariam Construction Materials PLC (Ethiopia), s2, English
    Mail(
        buyer="P022", sender="s2", kind="reply",
        subject="B500B rebar 12–32 mm via Djibouti – offer",
        body="""Dear Ms Tigist,

Thank you for your enquiry about B500B rebar. We can supply the full range you asked for, 12 to 32 mm, in 12 m lengths, rolled in Mesaieed to EN 10080 / BS 4449 grade B500B.

Every bundle (about 2 t) carries two tags in English showing the grade, diameter, heat number and weight, so your site teams and the customs officers can read them without translation. A mill test certificate is issued for each heat.

We ship break-bulk from Mesaieed to Djibouti; from there your forwarder can truck the bundles or use the railway to Ethiopia's dry port at Modjo. Our indicative price is USD 565 per tonne CFR Djibouti for 1,000 t of mixed diameters.

I would be glad to discuss the diameter split for your first order.

Kind regards,
Khalid Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar | +974 4455 7203""",
        note="Reply to the note's request (B500B, 12-32 mm, English bundle tags, via Djibouti); "
             "`Dear Ms Tigist` (Ethiopian names: the given name, the second name is the father's); "
             "EN 10080 / BS 4449; the Djibouti railway and the Modjo dry port; the company not named.",
        twin=twin("country_wrong", "body", "the railway to Ethiopia's dry port", "the railway to Eritrea's dry port",
                  "Ethiopia",
                  "The buyer is in Ethiopia; the twin sends the rebar on to Eritrea's dry port.",
                  found="Eritrea"),
    ),
    # N023 -- P023 შპს „ნეფარიძე ფოლადი“ (Georgia), s2, English with a Georgian greeting, cold
    Mail(
        buyer="P023", sender="s2", kind="cold",
        subject="Steel rebar from Qatar via Poti",
        body="""გამარჯობა, ბატონო დათო,

My name is Khalid Al-Kuwari; I am senior export sales manager at Umm Said Polymers & Steel Trading W.L.L. in Qatar. I understand შპს „ნეფარიძე ფოლადი“ supplies reinforcing steel to builders in Georgia, and I would like to offer you our rebar.

We roll B500B and B500C rebar from 8 to 32 mm in 12 m lengths, to EN 10080, with a mill test certificate for every heat. Shipments go break-bulk to Poti or Batumi, about 20 days from Mesaieed through the Suez Canal and the Bosphorus; for a first 500 t we could quote CFR Poti.

As procurement manager you will want to compare us with your current mills – I am happy to send a formal offer and sample certificates.

Best regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
+974 4455 7203""",
        note="English with the Georgian greeting `გამარჯობა, ბატონო დათო` (batono + the given name in "
             "the vocative); the Georgian company with `შპს` and Georgian quotes inside English; the "
             "title translated in lower case (`As procurement manager`); Poti, Batumi.",
        twin=twin("title_wrong", "body", "As procurement manager you", "As sales manager you",
                  "შესყიდვების მენეჯერი",
                  "The contact is the procurement manager (შესყიდვების მენეჯერი); the twin calls him sales manager.",
                  found="sales manager"),
    ),
    # N024 -- P024 ТОВ «Джунь Металобаза» (Ukraine), s2, Ukrainian, cold
    Mail(
        buyer="P024", sender="s2", kind="cold",
        subject="Арматура B500B з Катару для ТОВ «Джунь Металобаза»",
        body="""Шановний пане Андрію,

мене звати Khalid Al-Kuwari, я старший менеджер з експортних продажів компанії Umm Said Polymers & Steel Trading W.L.L. (Месаїд, Катар). Пишу Вам, бо ТОВ «Джунь Металобаза» закуповує арматуру, і ми хотіли б запропонувати нашу продукцію: арматурний прокат класу B500B за EN 10080 діаметром 10–32 мм, довжиною 12 м, із сертифікатом якості на кожну плавку.

Доставка морем до порту Одеса або через Констанцу (Румунія) з подальшим автотранспортом. Мінімальна партія — 500 т.

Як начальнику відділу постачання Вам, певно, важливі терміни: від замовлення до відвантаження минає близько трьох тижнів.

Буду радий надіслати комерційну пропозицію.

З повагою,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar
+974 4455 7203""",
        note="Ukrainian; the vocative `Шановний пане Андрію`; the title in the dative (`Як начальнику "
             "відділу постачання`); the sender's title translated in the text and in Latin in the "
             "signature, his company in Latin; Odesa and Constanța (Romania) named as routes.",
        twin=twin("company_misspelled", "body", "бо ТОВ «Джунь Металобаза» закуповує",
                  "бо ТОВ «Джун Металобаза» закуповує", "ТОВ «Джунь Металобаза»",
                  "The soft sign dropped from the family name in the company (Джун for Джунь).",
                  found="ТОВ «Джун Металобаза»"),
    ),
    # N025 -- P025 广州裴氏药材贸易有限公司 (China), s3, simplified Chinese (the note: Chinese only)
    Mail(
        buyer="P025", sender="s3", kind="reply",
        subject="胖大海（大粒）报价及植物检疫证书",
        body="""裴主管您好！

感谢您的询价。我是老挝Xe Don Valley Agro-Export Co., Ltd.的出口销售负责人Manivanh Inthavong。

您询问的大粒胖大海报价如下：
- 品名：胖大海（Scaphium macropodum），野生采集，产自老挝占巴塞省波罗芬高原
- 规格：大粒，每公斤约380–420粒，无霉变、无虫蛀，含水量≤12%
- 包装：25公斤编织袋
- 价格：每公斤9.80美元，CIF广州南沙港，起订量1吨

每批货物均附老挝农林部签发的植物检疫证书和原产地证书，符合中国海关的进口要求。

如需样品，我们可以先寄1公斤供您检验。期待您的回复！

此致
敬礼

Manivanh Inthavong
出口销售负责人（Head of Export Sales）
Xe Don Valley Agro-Export Co., Ltd.
老挝 巴色
电话：+856 31 555 418""",
        note="Simplified Chinese as the note asks; answers both of its requests (large-nut grade "
             "price, phytosanitary certificate); `裴主管您好` (family name + the recorded title 主管); the "
             "category as 胖大海 with its Latin name; Nansha port; the sender's title with an English gloss.",
        twin=twin("category_wrong", "body", "- 品名：胖大海（Scaphium macropodum）",
                  "- 品名：罗汉果（Siraitia grosvenorii）", "malva nuts (胖大海)",
                  "The buyer's category is malva nuts (胖大海); the twin's offer line names monk fruit "
                  "(罗汉果), a neighbouring herbal.",
                  found="罗汉果（Siraitia grosvenorii）"),
    ),
    # N026 -- P026 郭記蔘藥行有限公司 (Taiwan), s3, traditional Chinese, cold
    Mail(
        buyer="P026", sender="s3", kind="cold",
        subject="寮國胖大海供貨洽詢",
        body="""郭先生您好：

我是寮國巴色 Xe Don Valley Agro-Export Co., Ltd. 的出口業務主管 Manivanh Inthavong。冒昧來信，想向郭記蔘藥行有限公司介紹我們的胖大海。

我們的胖大海採自占巴塞省波羅芬高原的野生林木，人工挑選後日曬乾燥，顆粒飽滿、少破殼。可依貴行需求分為大粒與中粒兩種規格，以25公斤袋裝，CIF基隆或高雄出貨，並附寮國官方核發的植物檢疫證明。

如您方便，我們可以先寄送500克樣品供您檢驗。若有任何問題，也歡迎以電子郵件或電話與我聯繫。

敬祝 商祺

Manivanh Inthavong
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos
+856 31 555 418""",
        note="Traditional Chinese (Taiwan usage: 寮國, 貴行, 敬祝 商祺); `郭先生您好`; the company in full; "
             "Keelung and Kaohsiung; the sender's title translated (出口業務主管) in the text.",
        twin=twin("company_foreign", "body", "想向郭記蔘藥行有限公司介紹", "想向广州裴氏药材贸易有限公司介紹",
                  "郭記蔘藥行有限公司",
                  "The twin introduces the nuts to another malva-nut buyer of this set (the Guangzhou "
                  "trader, in its simplified characters) in the Taiwanese buyer's place.",
                  found="广州裴氏药材贸易有限公司"),
    ),
    # N027 -- P027 Marshall Herbal Trading, Inc. (United States), s3, English, cold
    Mail(
        buyer="P027", sender="s3", kind="cold",
        subject="Wild malva nuts from southern Laos",
        body="""Dear Ms. Marshall,

I'm Manivanh Inthavong, head of export sales at Xe Don Valley Agro-Export in Pakse, Laos. We collect and dry malva nuts (pang da hai, Scaphium macropodum) from the forests of the Bolaven Plateau, and I'd like to introduce them to Marshall Herbal Trading.

Our nuts are sorted by hand into large and medium grades, sun-dried to below 12% moisture and packed in 25 kg bags or 1 kg pouches. Every lot is tested for aflatoxins and pesticide residues by an accredited laboratory in Bangkok and ships with a phytosanitary certificate for US entry.

As purchasing director, you may want to start with a sample: I can courier 1 kg of each grade to you this month. Prices are available FOB Bangkok or CIF Los Angeles/Long Beach.

With best regards,
Manivanh Inthavong
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos | +856 31 555 418""",
        note="Cold introduction; `Dear Ms. Marshall` with the US period; the category with its pinyin "
             "and Latin names; the title in lower case (`As purchasing director`); the company "
             "without `, Inc.`; Bangkok, Los Angeles/Long Beach.",
        twin=twin("title_wrong", "body", "As purchasing director, you", "As purchasing manager, you",
                  "Purchasing Director",
                  "The contact is the purchasing director; the twin calls her purchasing manager, one rung down.",
                  found="purchasing manager"),
    ),
    # N028 -- P028 有限会社田中和紙 (Japan), s3, Japanese
    Mail(
        buyer="P028", sender="s3", kind="reply",
        subject="ラオス産楮（白皮）サンプル発送のご連絡",
        body="""有限会社田中和紙
代表取締役 田中 桃子 様

いつもお世話になっております。ラオス・パクセーのXe Don Valley Agro-Export Co., Ltd.で輸出営業を担当しておりますマニヴァン・インタヴォンです。

先日ご依頼いただきました、試し漉き用の白皮（黒皮を削った楮皮）5キロのサンプルを、本日EMSにて発送いたしました。追跡番号はEE418337205LAです。一週間ほどで到着する見込みです。

今回のサンプルは、チャンパーサック県の山間部で採れた一年生の枝を蒸して皮を剥ぎ、黒皮を手作業で削ったものです。繊維が長く、塵が少ないのが特長です。漉かれた紙の仕上がりについて、ぜひご感想をお聞かせください。

本格的なご注文の際は、1トン単位でFOBバンコクまたはCIF大阪にて対応可能です。

今後ともよろしくお願い申し上げます。

Manivanh Inthavong（マニヴァン・インタヴォン）
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos
+856 31 555 418""",
        note="Japanese reply to the note's request (5 kg of white scraped bark for a trial batch); the "
             "category as 楮 / 白皮 / 黒皮 (the papermakers' words); the address block with the owner's "
             "title 代表取締役; the sender's name in katakana and Latin; Champasak; CIF Osaka.",
        twin=twin("note_wrong", "body", "白皮（黒皮を削った楮皮）5キロのサンプル",
                  "白皮（黒皮を削った楮皮）50キロのサンプル", "5 kg (the note's sample)",
                  "The note records a request for a 5 kg sample; the twin says she asked for 50 kg.",
                  found="50キロのサンプル"),
    ),
    # N029 -- P029 บริษัท กระดาษสาบ่อสร้าง จำกัด (Thailand), s3, English with Thai greeting and closing, cold
    Mail(
        buyer="P029", sender="s3", kind="cold",
        subject="Lao paper mulberry bark (ปอสา) for your papermaking",
        body="""เรียน คุณพิพิธธน

My name is Manivanh Inthavong, head of export sales at Xe Don Valley Agro-Export Co., Ltd. in Pakse, southern Laos. We buy paper mulberry bark from farming villages in Champasak and Salavan, and I would like to offer it to บริษัท กระดาษสาบ่อสร้าง จำกัด.

Our bark is steamed, stripped and sun-dried in the villages; we sell it as black bark (with the outer skin) or white bark (scraped by hand), in 30 kg bales. Because Pakse is only about 45 km from the Chong Mek border crossing, we can deliver by our own truck straight into Thailand, with the phytosanitary certificate and an ATIGA Form D for zero duty.

If it helps, I can bring a few kilos of each grade to Bo Sang on my next visit.

ขอแสดงความนับถือ
Manivanh Inthavong
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
+856 31 555 418""",
        note="English with the Thai greeting `เรียน คุณพิพิธธน` (คุณ + the given name) and closing; the "
             "category's Thai name ปอสา in the subject; the Thai company in full inside English; Chong "
             "Mek, ATIGA Form D, Bo Sang (also in the company's name).",
        twin=twin("country_wrong", "body", "straight into Thailand", "straight into Cambodia", "Thailand",
                  "The buyer is in Thailand (across Chong Mek from Pakse); the twin delivers into Cambodia.",
                  found="Cambodia"),
    ),
    # N030 -- P030 주식회사 전주천년한지 (South Korea), s3, Korean, after the festival
    Mail(
        buyer="P030", sender="s3", kind="reply",
        subject="전주한지문화축제 후속 – 라오스산 닥나무 껍질 샘플 안내",
        body="""이상현 대표님께,

안녕하십니까. 지난 전주한지문화축제에서 인사드린 라오스 Xe Don Valley Agro-Export Co., Ltd.의 마니반 인타봉(Manivanh Inthavong)입니다. 바쁘신 중에 저희 부스에 들러 주셔서 감사했습니다.

그때 라오스산 닥나무 껍질을 태국산과 비교하고 계신다고 말씀하셨지요. 저희 껍질은 참파삭 지방 산간 마을에서 1년생 가지만 채취하여 찌고 벗긴 뒤 햇볕에 말린 것으로, 섬유가 길고 고르며 흑피와 백피 모두 공급할 수 있습니다. 태국산과 직접 비교하실 수 있도록 흑피와 백피를 각 3kg씩 샘플로 보내 드리겠습니다.

정식 주문 시에는 부산항 CIF 조건으로 견적을 드리겠습니다.

감사합니다.
Manivanh Inthavong 드림
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos
+856 31 555 418""",
        note="Korean follow-up to the festival meeting the note records, answering its comparison of "
             "Lao and Thai bark; `이상현 대표님께` (name + the recorded title 대표 + honorific); the "
             "category as 닥나무 껍질 / 흑피 / 백피; the sender's name in Hangul and Latin; the company "
             "not named.",
        twin=twin("contact_wrong", "body", "이상현 대표님께", "이상훈 대표님께", "이상현",
                  "The contact is 이상현; the twin greets 이상훈 (one syllable off).",
                  found="이상훈"),
    ),
    # N031 -- P031 Blees Oriental Foods B.V. (Netherlands), s3, English, cold
    Mail(
        buyer="P031", sender="s3", kind="cold",
        subject="Sun-dried bamboo shoots from Laos for Blees Oriental Foods",
        body="""Dear Ms Blees,

My name is Manivanh Inthavong and I look after export sales at Xe Don Valley Agro-Export in Pakse, Laos. I am writing to you as the dry-goods buyer at Blees Oriental Foods because we produce dried bamboo shoots that may suit your range.

Our shoots are harvested in the rainy season from wild bamboo in the hills of Champasak, boiled, sliced and sun-dried without sulphites. They come in strips or shredded, in 10 kg cartons or in 250 g retail bags with a Dutch and English label.

We ship LCL to Rotterdam, usually together with other Lao dry goods, so small first orders are welcome. Shall I send you a sample carton?

Kind regards,
Manivanh Inthavong
Head of Export Sales
Xe Don Valley Agro-Export Co., Ltd.
Pakse, Laos
+856 31 555 418""",
        note="Cold introduction; `Dear Ms Blees`; the Dutch title translated (`the dry-goods buyer`, "
             "for Inkoper droogwaren); the company without `B.V.`; LCL to Rotterdam.",
        twin=twin("artifact", "body", "so small first orders are welcome.",
                  "so small first orders are welcome. We ship LCL to Rotterdam, usually together with other Lao dry goods, so small first orders are welcome.",
                  "the sentence once",
                  "A sentence repeated word for word.",
                  found="welcome. We ship LCL to Rotterdam, usually together with other Lao dry goods, so small first orders are welcome."),
    ),
    # N032 -- P032 Comptoir Asiatique Lévêque SARL (France), s3, French, cold
    Mail(
        buyer="P032", sender="s3", kind="cold",
        subject="Pousses de bambou séchées du Laos pour le Comptoir Asiatique Lévêque",
        body="""Monsieur Lévêque,

Je me permets de vous écrire de Paksé, au sud du Laos, où notre société, Xe Don Valley Agro-Export Co., Ltd., produit des pousses de bambou séchées au soleil. En tant que gérant du Comptoir Asiatique Lévêque, vous connaissez bien la demande de vos clients pour ce produit, très utilisé dans les cuisines lao, thaïe et vietnamienne.

Nos pousses sont récoltées à la saison des pluies dans les collines de Champassak, blanchies, tranchées puis séchées sans sulfites. Nous les proposons en lamelles ou effilées, en cartons de 10 kg ou en sachets de 250 g étiquetés en français.

L'expédition se fait en groupage jusqu'au Havre, avec certificat phytosanitaire et certificat d'origine. Je vous enverrai volontiers un échantillon si vous le souhaitez.

Veuillez agréer, Monsieur, l'expression de mes salutations distinguées.

Manivanh Inthavong
Responsable des ventes export
Xe Don Valley Agro-Export Co., Ltd.
Paksé, Laos
+856 31 555 418""",
        note="Formal French (`Monsieur Lévêque,` alone, `Veuillez agréer …`); the title in the "
             "sentence (`En tant que gérant du Comptoir …`, with the article fused into `du`); the "
             "company without `SARL`; French spellings Paksé, Champassak; Le Havre.",
        twin=Twin("company_missing", "body",
                  (("subject", "pour le Comptoir Asiatique Lévêque", "pour votre commerce"),
                   ("body", "En tant que gérant du Comptoir Asiatique Lévêque,", "En tant que gérant de votre commerce,")),
                  "votre commerce", "Comptoir Asiatique Lévêque SARL",
                  "Both mentions of the company (subject and body) replaced by `votre commerce`."),
    ),
    # N033 -- P033 Distribuciones Puga S.L. (Spain), s4, Spanish
    Mail(
        buyer="P033", sender="s4", kind="reply",
        subject="Precio singani – caja de 12 botellas",
        body="""Estimado Sr. Puga:

Muchas gracias por su consulta. Como me pidió, le paso el precio de nuestro singani en caja de 12 botellas:

- Singani 40 % vol., botella de 70 cl, caja de 12: 142,80 EUR (11,90 EUR por botella), DAP almacén de Distribuciones Puga
- Pedido mínimo: 50 cajas

Sé que sus clientes son restaurantes bolivianos de Madrid y Barcelona; para ellos el singani es imprescindible en el chuflay, y el nuestro, destilado de uva moscatel de Alejandría cultivada en los valles de Tarija por encima de los 1.600 m, es el que muchos recuerdan de casa.

Le adjunto la ficha técnica y el certificado de la denominación de origen. Quedo atenta a sus comentarios.

Un cordial saludo,

Ximena Arce Baldivieso
Responsable de Ventas Internacionales
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivia
+591 4 666 2157""",
        note="Spanish reply to the note's price request (12-bottle case) using its customers (Bolivian "
             "restaurants in Madrid and Barcelona); `Estimado Sr. Puga:` with the Spanish colon; the "
             "sender signing without her second given name but with both family names; `Quedo "
             "atenta`; chuflay, Muscat of Alexandria, the denomination of origin.",
        twin=twin("company_missing", "body", "DAP almacén de Distribuciones Puga",
                  "DAP almacén de su empresa", "Distribuciones Puga S.L.",
                  "The one mention of the company replaced by `su empresa`.",
                  found="su empresa"),
    ),
    # N034 -- P034 Binner Spirituosen e.K. (Germany), s4, German, after the fair
    Mail(
        buyer="P034", sender="s4", kind="reply",
        subject="Singani 40 % vol. in der 0,7-l-Flasche für Binner Spirituosen",
        body="""Sehr geehrter Herr Binner,

es hat mich sehr gefreut, Sie auf dem Bar Convent Berlin an unserem Stand begrüßen zu dürfen. Sie hatten nach Singani mit 40 % vol. in 0,7-l-Flaschen gefragt – gute Nachricht: Für den europäischen Markt füllen wir genau dieses Format ab.

Unser Singani wird in Tarija aus Muskat von Alexandria destilliert, ausschließlich aus Trauben, die über 1.600 m Höhe wachsen, wie es die bolivianische Herkunftsbezeichnung verlangt. Er ist klar, blumig und ideal für Cocktails wie den Chuflay oder einfach pur.

Preis: 9,40 EUR je Flasche, 6 Flaschen pro Karton, FCA Hamburg (verzollt und versteuert auf Anfrage). Gern sende ich Ihnen zwei Flaschen für Ihr Team.

Mit freundlichen Grüßen

Ximena Arce Baldivieso
Responsable de Ventas Internacionales (Leiterin internationaler Vertrieb)
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivien
+591 4 666 2157""",
        note="German reply to the note's request (40% vol., 0.7 L) after the Bar Convent Berlin "
             "meeting; `dem Bar Convent` (masculine, as the fair is written); the company without "
             "`e.K.` in the subject; the sender's Spanish title with a German gloss; FCA Hamburg.",
        twin=twin("note_wrong", "body", "auf dem Bar Convent Berlin an unserem Stand",
                  "auf der ProWein in Düsseldorf an unserem Stand", "Bar Convent Berlin",
                  "The note records a meeting at Bar Convent Berlin; the twin places it at ProWein in "
                  "Düsseldorf.",
                  found="ProWein in Düsseldorf"),
    ),
    # N035 -- P035 Michelangeli Distillati S.r.l. (Italy), s4, Italian, cold
    Mail(
        buyer="P035", sender="s4", kind="cold",
        subject="Singani boliviano per Michelangeli Distillati",
        body="""Gentile Sig. Michelangeli,

mi chiamo Ximena Arce Baldivieso e mi occupo delle vendite internazionali di Guadalquivir Andino Exportaciones S.R.L., a Tarija, in Bolivia. Le scrivo perché credo che il nostro singani possa interessare a Michelangeli Distillati.

Il singani è l'acquavite nazionale boliviana: si distilla da uva moscato d'Alessandria coltivata nelle valli andine sopra i 1.600 metri ed è protetto da una denominazione d'origine. Ha un profumo floreale intenso e un gusto secco; in Italia potrebbe trovare spazio nei cocktail bar, accanto al pisco, e tra gli appassionati di grappe aromatiche.

Possiamo fornire bottiglie da 0,7 l a 40 % vol., in cartoni da 6, resa DAP al Vostro magazzino in Italia. Se desidera, Le invio volentieri due bottiglie campione.

Cordiali saluti,
Ximena Arce Baldivieso
Responsabile vendite internazionali
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivia
Tel. +591 4 666 2157""",
        note="Italian cold e-mail; `Gentile Sig. Michelangeli`, the courtesy capitals `Le`/`Vostro`; "
             "the company without `S.r.l.`; pisco and grappa named as neighbours of the category "
             "(not offered); the sender's title translated into Italian.",
        twin=twin("company_misspelled", "body", "possa interessare a Michelangeli Distillati",
                  "possa interessare a Michelangelo Distillati", "Michelangeli Distillati S.r.l.",
                  "The family name in the company written as the painter's (Michelangelo for Michelangeli).",
                  found="Michelangelo Distillati"),
    ),
    # N036 -- P036 Da Paz Fertilizantes Ltda. (Brazil), s4, Portuguese
    Mail(
        buyer="P036", sender="s4", kind="reply",
        subject="Ulexita granulada (mín. 10% B) – oferta CFR Paranaguá",
        body="""Prezada Ana Lívia,

Agradeço o seu contato. Conforme solicitado, segue nossa oferta de ulexita granulada para as misturas NPK da Da Paz Fertilizantes:

- Produto: ulexita granulada, 10% B mínimo (B2O3 ≥ 32%)
- Granulometria: 2–4 mm, compatível com ureia e KCl na mistura física
- Embalagem: big bags de 1 t
- Preço: USD 410 por tonelada CFR Paranaguá, lote mínimo de 500 t
- Embarque: em contêineres pelo porto de Arica (Chile)

A ulexita vem dos salares do sudoeste da Bolívia e é lavada, seca e granulada em nossa planta.

Fico à disposição para enviar a análise completa e uma amostra de 5 kg.

Atenciosamente,
Ximena Arce Baldivieso
Responsable de Ventas Internacionales
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolívia
+591 4 666 2157""",
        note="Portuguese reply to the note's request (granular ulexite, min. 10% B, NPK blends, CFR "
             "Paranaguá); `Prezada Ana Lívia` (the two given names, as Brazilians address); the "
             "company with the contracted article (`da Da Paz Fertilizantes`) and without `Ltda.`; "
             "B as B2O3; Arica in Chile as the port of loading.",
        twin=twin("category_wrong", "body", "- Produto: ulexita granulada, 10% B",
                  "- Produto: colemanita granulada, 10% B", "ulexite",
                  "The buyer wants ulexite; the twin's offer line is for colemanite, a neighbouring borate.",
                  found="colemanita granulada"),
    ),
    # N037 -- P037 Olivetti Smalti e Fritte S.p.A. (Italy), s4, English, cold
    Mail(
        buyer="P037", sender="s4", kind="cold",
        subject="Bolivian ulexite for frits and glazes",
        body="""Dear Ms Olivetti,

I am writing from Tarija, Bolivia, where Guadalquivir Andino Exportaciones S.R.L. processes and exports ulexite from the salt flats of the Bolivian Altiplano. For a frit and glaze maker such as Olivetti Smalti e Fritte, ulexite is an economical source of boron that also brings sodium and calcium into the melt.

Our ceramic grade has 38–40% B2O3, Fe2O3 below 0.05% and moisture below 2%; it is ground to under 1 mm and packed in 1 t big bags. We ship in containers from Arica to Ravenna.

As head of procurement, you may want to test a sample first: a 10 kg bag with its full analysis can reach you within two weeks.

Best regards,
Ximena Arce Baldivieso
Responsable de Ventas Internacionales
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivia | +591 4 666 2157""",
        note="English to an Italian buyer; `Dear Ms Olivetti`; the Italian title translated (`head of "
             "procurement` for Responsabile approvvigionamenti); the company without `S.p.A.`; oxide "
             "specs; Arica to Ravenna.",
        twin=twin("sender_wrong", "body", "Guadalquivir Andino Exportaciones S.R.L.\nTarija, Bolivia |",
                  "Guadalquivir Andino Exportaciones S.A.\nTarija, Bolivia |",
                  "Guadalquivir Andino Exportaciones S.R.L.",
                  "The signature gives the sender's company the legal form S.A. instead of S.R.L. (the "
                  "first paragraph still has S.R.L.).",
                  found="Guadalquivir Andino Exportaciones S.A."),
    ),
    # N038 -- P038 Fritas Cuenca S.A. (Spain), s4, Spanish, cold
    Mail(
        buyer="P038", sender="s4", kind="cold",
        subject="Ulexita boliviana para fritas cerámicas",
        body="""Estimada Sra. Cuenca:

Me dirijo a usted como jefa de aprovisionamiento de Fritas Cuenca S.A. para presentarle nuestra ulexita. Soy Ximena Arce, responsable de ventas internacionales de Guadalquivir Andino Exportaciones S.R.L., en Tarija (Bolivia).

La ulexita es un borato de sodio y calcio muy utilizado en fritas y esmaltes. Nuestra calidad cerámica tiene un 38–40 % de B2O3 y un contenido de hierro muy bajo, y la suministramos molida, en big bags de 1 t.

Enviamos en contenedor desde Arica hasta Valencia o Castellón; para un primer pedido podríamos cotizar 200 t CFR Valencia. Con gusto le envío una muestra de 10 kg con su análisis completo.

Atentamente,
Ximena Arce Baldivieso
Responsable de Ventas Internacionales
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivia
+591 4 666 2157""",
        note="Spanish cold e-mail; `Estimada Sra. Cuenca:`; the title in lower case in the sentence "
             "(`como jefa de aprovisionamiento de`); the family name `Cuenca` that is also a Spanish "
             "city; the sender as `Ximena Arce` (first family name only) in the text; Valencia and "
             "Castellón.",
        twin=twin("title_wrong", "body", "como jefa de aprovisionamiento de", "como jefa de ventas de",
                  "Jefa de Aprovisionamiento",
                  "The contact heads procurement; the twin makes her head of sales.",
                  found="jefa de ventas"),
    ),
    # N039 -- P039 Pereyra Alimentos S.R.L. (Argentina), s4, Spanish, cold
    Mail(
        buyer="P039", sender="s4", kind="cold",
        subject="Mocochinchi y pelones de Tarija para Pereyra Alimentos",
        body="""Estimado Bautista:

Le escribo desde Tarija, en el sur de Bolivia. Soy Ximena Arce Baldivieso, responsable de ventas internacionales de Guadalquivir Andino Exportaciones S.R.L., y quería ofrecerle nuestros duraznos deshidratados a Pereyra Alimentos S.R.L.

Trabajamos con dos productos tradicionales de los valles tarijeños: el mocochinchi (durazno secado entero, con cáscara) y el pelón (durazno pelado y sin carozo). Ambos se secan al sol, sin sulfitos, y se envasan en bolsas de 5 kg o de 500 g.

Desde Tarija, la mercadería llega a Argentina por el paso de Bermejo–Aguas Blancas en un par de días, con certificado fitosanitario y certificado de origen del MERCOSUR.

Si le interesa, con gusto le mando muestras de ambos.

Saludos cordiales,
Ximena Arce Baldivieso
Guadalquivir Andino Exportaciones S.R.L.
Tarija, Bolivia
+591 4 666 2157""",
        note="Spanish with Rioplatense and Andean words (`durazno`, `carozo`, `mercadería`); `Estimado "
             "Bautista:` (the first of two given names); the category as `duraznos deshidratados`, "
             "`mocochinchi` and `pelón`; buyer and sender both `S.R.L.`; the Bermejo–Aguas Blancas "
             "crossing.",
        twin=twin("country_wrong", "body", "la mercadería llega a Argentina por", "la mercadería llega a Paraguay por",
                  "Argentina",
                  "The buyer is in Argentina (the Bermejo–Aguas Blancas crossing); the twin delivers to Paraguay.",
                  found="Paraguay"),
    ),
    # N040 -- P040 Empório Araújo Ltda. (Brazil), s4, Portuguese, cold
    Mail(
        buyer="P040", sender="s4", kind="cold",
        subject="Pêssegos secos da Bolívia para o Empório Araújo",
        body="""Prezada Clara,

Meu nome é Ximena Arce Baldivieso, sou responsável pelas vendas internacionais da Guadalquivir Andino Exportaciones S.R.L., em Tarija, na Bolívia. Escrevo porque acredito que nossos pêssegos secos possam agradar aos clientes do Empório Araújo.

São pêssegos dos vales de Tarija, secos ao sol da maneira tradicional: o mocochinchi, com casca, usado no refresco boliviano de mesmo nome, e o pelón, descascado e sem caroço, ótimo para compotas e sobremesas. Não usamos sulfitos nem conservantes.

Oferecemos embalagens de 500 g e de 5 kg, com rótulo em português, e enviamos por via terrestre até São Paulo, passando por Corumbá.

Posso lhe enviar algumas amostras?

Atenciosamente,
Ximena Arce
Guadalquivir Andino Exportaciones S.R.L.
Tarija – Bolívia
+591 4 666 2157""",
        note="Portuguese cold e-mail; `Prezada Clara`; the company without `Ltda.` with the contracted "
             "article (`do Empório Araújo`); the sender as `Ximena Arce`; mocochinchi and pelón; "
             "Corumbá, São Paulo.",
        twin=Twin("company_missing", "body",
                  (("subject", "para o Empório Araújo", "para a sua loja"),
                   ("body", "aos clientes do Empório Araújo.", "aos clientes da sua loja.")),
                  "sua loja", "Empório Araújo Ltda.",
                  "Both mentions of the company (subject and body) replaced by `sua loja`."),
    ),
]
