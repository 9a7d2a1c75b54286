"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin, text

MAILS = [
    # N001 P001 Japan, s1, Japanese, first written contact after the fair the note records
    Mail("P001", "s1",
         "IFEX東京でのお礼／モカラ・デンファレ切り花のご案内",
         text("""
株式会社高橋花卉
仕入課長　高橋花子様

突然のメールにて失礼いたします。
シンガポールのKranji Garden Provisions Pte. Ltd.で輸出営業を担当しております、林慧敏（セリーン・リム）と申します。

10月のIFEX（国際フラワーEXPO）東京では、弊社ブースにお立ち寄りいただき誠にありがとうございました。
その際に伺いましたモカラとデンファレ（Dendrobium）の件、成田着で週2便の出荷体制をご用意できますので、改めてご案内申し上げます。

・モカラ：オレンジ、イエロー、レッド、パープルなど8色、1箱100本入り
・デンファレ：ホワイト、パープル、ツートン、1箱120本入り（茎長50cm以上）
・出荷：火曜・金曜の週2便、チャンギ空港発の直行便で成田着（翌朝着）
・植物検疫証明書は毎便添付いたします

弊社はシンガポール北西部のクランジ地区に自社農園を持ち、収穫から24時間以内に予冷・箱詰めして出荷しております。
ご希望でしたら、次の金曜便でサンプルを2箱お送りいたします。

ご検討のほど、何卒よろしくお願い申し上げます。

林 慧敏（Serene Lim Hui Min）
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel: +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first written contact after IFEX Tokyo (note); wholly Japanese with 様, the buyer's title "
         "and full name above the greeting; sender's name in kanji with katakana; orchid varieties "
         "(Mokara, デンファレ = Dendrobium), Narita, Changi",
         Twin("title_wrong", "body", "仕入課長　高橋花子様", "営業課長　高橋花子様",
              "仕入課長", "a sales section manager's title (営業課長) for the buyer's purchasing one",
              found="営業課長")),

    # N002 P002 UAE, s1, English with Arabic greeting, cold
    Mail("P002", "s1",
         "Fresh cut orchids from Singapore for the wedding season",
         text("""
السلام عليكم Mr Rashid,

My name is Serene Lim and I look after export sales at Kranji Garden Provisions in Singapore. We grow and pack fresh cut orchids on our own farm in Kranji and have been flying them to florists in the Gulf for several years.

As purchasing manager of السويدي لتجارة الزهور ذ.م.م you will know how sharply demand rises before Eid and through the wedding season. This is where orchids work well: Mokara, Aranda and Dendrobium sprays hold for two weeks in the vase, even in air-conditioned halls, and they come in the whites, purples and creams that wedding planners in Dubai ask for.

What we can offer:
- Mokara in 8 colours and Dendrobium in white, purple and bicolour, 100-120 stems per box
- Vanda Miss Joaquim, Singapore's national flower, in limited quantities
- Daily flights Singapore-Dubai, about 7 hours, with phytosanitary certificates
- Prices CPT Dubai International (DXB), in US dollars

I would be glad to send you our current availability list and a trial box with your next order of any size. Would a short call next week suit you?

With best regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194 | serene.lim@kranjigarden.com.sg
"""),
         "cold first e-mail; English with an Arabic greeting; Gulf-style `Mr Rashid` (given name); "
         "the company in Arabic script inside an English sentence; the title translated into "
         "English in lower case; Eid, Dubai, DXB, CPT",
         Twin("company_foreign", "body", "السويدي لتجارة الزهور ذ.م.م", "الظاهري للفواكه والخضروات ذ.م.م",
              "السويدي لتجارة الزهور ذ.م.م",
              "another buyer's company of this set (P026, the Dubai fruit trader, same country)")),

    # N003 P003 Italy, s1, Italian, reply to the price list the note records
    Mail("P003", "s1",
         "Listino prezzi Dendrobium – Kranji Garden Provisions",
         text("""
Gentile signora Roncalli,

la ringrazio per l'interesse e, come richiesto, Le invio in allegato il nostro listino prezzi per le orchidee Dendrobium a stelo, con i prezzi per scatola.

In breve:
- Dendrobium bianco, viola e bicolore: scatole da 120 steli, lunghezza 50-60 cm
- Dendrobium "Sonia" e "Madame Pompadour": scatole da 100 steli
- prezzi CPT Milano Malpensa, in euro, validi fino a fine mese
- partenze da Singapore il martedì e il venerdì, arrivo a Malpensa in circa 14 ore

Per un grossista del mercato dei fiori di Pescia credo che la combinazione più interessante sia il bianco e il viola in scatole miste: se lo desidera, posso preparare una prima spedizione di prova con 10 scatole a un prezzo di lancio.

Roncalli Fiori è per noi un partner molto interessante in Toscana, e sarei lieta di sentirLa anche per telefono.

Cordiali saluti,

Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel. +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first e-mail, reply to the price list the note records; wholly Italian with formal Lei; "
         "`signora Roncalli`; the company without its legal form; Pescia (Mefit) from the note; "
         "Malpensa, CPT",
         Twin("contact_wrong", "body", "Gentile signora Roncalli,", "Gentile signora Ronconi,",
              "Serafina Roncalli", "another family name in the greeting", found="Ronconi")),

    # N004 P004 Australia, s1, English, cold
    Mail("P004", "s1",
         "Singapore-grown orchids for Castro Flower Wholesalers",
         text("""
Dear Jimmy,

I hope this finds you well. I'm Serene Lim from Kranji Garden Provisions, a grower and exporter of fresh cut orchids based in Singapore.

We already ship to two wholesalers at the Sydney Flower Market, and I thought Castro Flower Wholesalers might be interested in a steady supply of Mokara, Dendrobium and Oncidium through the Australian winter, when local production is thin.

A few points that usually matter to Australian buyers:
- every consignment meets the Australian import conditions for cut flowers (pest-free, with a phytosanitary certificate; we are used to the inspection at Sydney Airport)
- stems are pre-cooled and packed within 24 hours of harvest
- daily flights to Sydney, Melbourne and Brisbane
- prices CPT Sydney in AUD

As purchasing manager, you may prefer to start small: I can send you a mixed trial box of 100 stems at our cost.

Kind regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
www.kranjigarden.com.sg
"""),
         "cold first e-mail; English; first-name greeting; the company without `Pty Ltd`; "
         "Australian import conditions, Sydney Flower Market; the title in lower case",
         Twin("category_wrong", "body",
              "interested in a steady supply of Mokara, Dendrobium and Oncidium",
              "interested in a steady supply of potted Phalaenopsis orchids",
              "fresh cut orchids",
              "a neighbouring product (potted orchids, not cut stems) offered to a cut-orchid buyer",
              found="potted Phalaenopsis orchids")),

    # N005 P005 South Korea, s1, Korean, reply to the samples the note asks for
    Mail("P005", "s1",
         "반다 샘플 발송 및 식물검역증명서 안내",
         text("""
주식회사 양재화훼
양은정 과장님께

안녕하세요. 싱가포르 Kranji Garden Provisions Pte. Ltd.의 세린 림(Serene Lim)입니다.

요청하신 반다(Vanda) 샘플을 이번 주 목요일 싱가포르항공 편으로 인천공항에 보내드릴 예정입니다. 샘플은 보라색과 파란색 반다 각 20송이, 그리고 참고용으로 모카라 10송이를 함께 넣었습니다.

말씀하신 대로 모든 선적에는 싱가포르 국립공원청(NParks)이 발행하는 식물검역증명서를 첨부하며, 이번 샘플에도 원본 증명서를 동봉하겠습니다.

양재 꽃시장의 여러 매장에 함께 공급하시는 것으로 알고 있어, 정기 공급 시에는 매장별로 박스를 나누어 포장해 드릴 수도 있습니다.

샘플을 받아 보신 후 의견 주시면 감사하겠습니다.

감사합니다.

Serene Lim (세린 림)
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel: +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first e-mail, reply to the sample request the note records; wholly Korean; company and "
         "`양은정 과장님께` above the greeting (the title 구매팀 과장 shortened to 과장, as Koreans "
         "address); the sender's name in Hangul; NParks, Incheon, Yangjae market from the note",
         Twin("company_misspelled", "body", "주식회사 양재화훼", "주식회사 양제화훼", "주식회사 양재화훼",
              "재 written 제 (a near-homophone syllable)", found="양제화훼")),

    # N006 P006 Hong Kong, s1, English, first written contact after HOFEX (note)
    Mail("P006", "s1",
         "Halal kaya in 250 g jars – following our chat at HOFEX",
         text("""
Dear Mr Liu,

Thank you for stopping by our stand at HOFEX Hong Kong. You mentioned that 廖記南洋食品 is looking for a halal-certified kaya for its Nanyang range, so I am writing with the details.

Our kaya coconut jam is cooked in Singapore from fresh coconut milk, eggs, sugar and pandan, in small batches, without preservatives. It is certified halal by MUIS, the Islamic Religious Council of Singapore, and the certificate covers the whole production line.

For Hong Kong we would propose:
- 250 g glass jars, 24 jars per carton
- labels in traditional Chinese and English, to your wording
- shelf life 12 months unopened; keep refrigerated after opening
- prices FOB Singapore or CIF Hong Kong, as you prefer

I can send samples of both the classic pandan kaya and the darker Hainanese-style kaya by courier this week. Would that be helpful?

Best regards,
Serene Lim (林慧敏)
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel: +65 6368 2194
Email: serene.lim@kranjigarden.com.sg
"""),
         "first written contact after HOFEX (note); English; `Mr Liu` (Cantonese romanisation of 廖); "
         "the company short in Chinese (without 有限公司); halal (MUIS), 250 g jars, Chinese labels "
         "from the note; pandan and Hainanese kaya",
         Twin("note_wrong", "body", "Thank you for stopping by our stand at HOFEX Hong Kong.",
              "Thank you for stopping by our stand at the HKTDC Food Expo.",
              "HOFEX Hong Kong", "a fair the note does not name in place of the one it does",
              found="the HKTDC Food Expo")),

    # N007 P007 China, s1, simplified Chinese, cold
    Mail("P007", "s1",
         "新加坡咖椰酱（Kaya）供货介绍",
         text("""
杨主管您好：

冒昧来信，我是新加坡 Kranji Garden Provisions Pte. Ltd. 的出口销售高级经理林慧敏（Serene Lim）。

我们是一家新加坡本地的食品生产商，主要产品是传统的咖椰酱（kaya coconut jam），用新鲜椰浆、鸡蛋、砂糖和班兰叶小批量熬制，不添加防腐剂。目前产品已出口到香港、台湾和澳大利亚。

了解到上海杨丰进口食品有限公司是中国进口食品的专业经销商，我们希望能与贵公司合作，把正宗的新加坡咖椰酱带给国内的消费者。

我们可以提供：
1. 250克和400克玻璃瓶装，可按要求提供中文背标；
2. 保质期12个月（未开封），开封后需冷藏；
3. 报价可按FOB新加坡或CIF上海；
4. 免费寄送样品。

如您有兴趣，请告知收样地址，我们会尽快安排快递。

祝商祺！

林慧敏 Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
新加坡
电话：+65 6368 2194
邮箱：serene.lim@kranjigarden.com.sg
"""),
         "cold first e-mail; wholly simplified Chinese; `杨主管您好` (family name + the title's "
         "short form 主管); the company in full; other markets named (Hong Kong, Taiwan, Australia); "
         "CIF 上海",
         Twin("country_wrong", "body", "是中国进口食品的专业经销商", "是韩国进口食品的专业经销商", "China",
              "the buyer is said to be a Korean importer", found="韩国")),

    # N008 P008 UK, s1, English, cold
    Mail("P008", "s1",
         "Kaya coconut jam for Summers Oriental Foods",
         text("""
Dear Ms Summers,

I'm writing from Singapore to introduce our kaya coconut jam, which I think could sit well in the Oriental Foods range you buy for.

Kaya is the sweet coconut and egg spread that Singaporeans have on toast every morning. Ours is made at our kitchen in Kranji from fresh coconut milk, free-range eggs and pandan leaf, with no preservatives or colouring. It is already sold in Asian supermarkets in Australia and Hong Kong, and we are now looking for a first partner in the UK.

Practical details for a UK listing:
- 250 g jars, 12 per case; English labelling to UK requirements
- halal certified; suitable for vegetarians
- 12 months' shelf life unopened
- prices DDP to your warehouse, or FOB Singapore

As a category buyer you will want to taste it before anything else, so I'd be happy to send a case of samples. Could you let me know the best delivery address?

Kind regards,

Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel: +65 6368 2194
serene.lim@kranjigarden.com.sg
www.kranjigarden.com.sg
"""),
         "cold first e-mail; English; `Ms Summers`; the company as `Summers Oriental Foods` "
         "(subject) and `Oriental Foods range`; the title in lower case; DDP, UK labelling",
         Twin("sender_wrong", "body", "Tel: +65 6368 2194", "Tel: +65 6368 2914", "+65 6368 2194",
              "the sender's phone number with two digits swapped", found="+65 6368 2914")),

    # N009 P009 Australia, s1, English, cold
    Mail("P009", "s1",
         "Singapore kaya for Hale Pantry Imports",
         text("""
Hi Kevin,

I'm Serene from Kranji Garden Provisions in Singapore. We make kaya coconut jam, and I understand Hale Pantry Imports brings Asian pantry lines into Australia, so I wanted to reach out directly.

Our kaya is already on shelves in two Asian grocery chains in Sydney and Melbourne through another distributor, but they don't cover Queensland or WA, and we're looking for an importer who can take it further.

Some quick facts:
- classic pandan kaya and Hainanese (caramelised) kaya, 250 g and 400 g jars
- no preservatives; made from fresh coconut milk and eggs, which is what customers notice first
- halal certified; imported foods paperwork for the Australian border is familiar to us
- prices CIF Sydney or Brisbane, in AUD

As import manager you'll want the numbers first, so I've attached our price sheet and a product spec. Happy to send samples whenever suits.

Cheers,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore | +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "cold first e-mail; English, informal Australian `Hi Kevin` and `Cheers`; the company "
         "without `Pty Ltd`; the sender's given name alone in the opening; Queensland, WA",
         Twin("artifact", "body", "which is what customers notice first",
              "which is what customers notice first which is what customers notice first",
              "which is what customers notice first", "a phrase doubled")),

    # N010 P010 Netherlands, s1, Dutch, reply to the note's questions (shelf life, EAN)
    Mail("P010", "s1",
         "Kaya kokosjam: houdbaarheid en EAN-codes",
         text("""
Beste mevrouw Van Velthoven,

Dank voor uw vragen over onze kaya kokosjam. Omdat u liever in het Nederlands correspondeert, schrijf ik u graag in uw taal; vergeeft u mij eventuele foutjes.

Houdbaarheid: ongeopend is de kaya 12 maanden houdbaar bij kamertemperatuur. Na opening moet de pot in de koelkast en is hij binnen vier weken op te maken. We gebruiken geen conserveermiddelen; de houdbaarheid komt van het pasteuriseren in de pot.

EAN-codes: alle artikelen hebben een EAN-13-code op het etiket en op de omdoos:
- kaya pandan 250 g: 8 88 8123 00014 7
- kaya Hainanese stijl 250 g: 8 88 8123 00015 4
- omdoos 24 potten: eigen ITF-14-code

Ik denk dat de kaya goed past bij het assortiment van Oosterse Groothandel Van Velthoven, naast de Indonesische en Maleisische producten die de toko's bij u afnemen. Zal ik u een proefdoos met beide smaken sturen?

Met vriendelijke groet,

Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel. +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first e-mail, reply to the questions the note records (shelf life, EAN codes), in Dutch "
         "as the note asks; `mevrouw Van Velthoven` (capital V without the given name); the company "
         "without B.V.; EAN-13 and ITF-14 codes",
         Twin("company_missing", "body", "Oosterse Groothandel Van Velthoven", "uw bedrijf",
              "Oosterse Groothandel Van Velthoven B.V.",
              "the buyer's company replaced by `uw bedrijf` (your company)", every=True)),

    # N011 P011 Germany, s1, German, first written contact after Anuga (note, in German)
    Mail("P011", "s1",
         "Laksa-Paste ohne Geschmacksverstärker – Anuga Köln",
         text("""
Sehr geehrter Herr Neureuther,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Anuga in Köln. Wie besprochen sende ich Ihnen heute die Informationen zu unserer Laksa-Paste.

Unsere Paste wird in Singapur nach traditionellem Rezept aus getrockneten Garnelen, Chili, Zitronengras, Galgant, Kurkuma und Kerzennüssen hergestellt. Sie enthält keine Geschmacksverstärker (kein Mononatriumglutamat, keine Hefeextrakte) und keine Konservierungsstoffe.

Für den deutschen Markt können wir Folgendes anbieten:
- 200-g-Gläser und 1-kg-Eimer für die Gastronomie
- Etikett vollständig auf Deutsch, mit Nährwerttabelle und Allergenkennzeichnung (Krebstiere)
- Mindesthaltbarkeit 18 Monate
- Preise CIF Hamburg oder DAP Lager

Gern schicke ich Ihnen Muster an die Neureuther Asia-Feinkost GmbH. Bitte teilen Sie mir mit, wie viele Gläser Sie für Ihr Team benötigen.

Mit freundlichen Grüßen

Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapur
Tel. +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first written contact after Anuga (the note, in German); wholly German; `Sehr geehrter "
         "Herr Neureuther`; no flavour enhancers and German label from the note; `Singapur`; "
         "ingredients and allergens; CIF Hamburg",
         Twin("category_wrong", "body", "Informationen zu unserer Laksa-Paste.",
              "Informationen zu unserer Rendang-Paste.", "laksa paste",
              "a neighbouring product (rendang paste) in the sentence that names the offer",
              found="Rendang-Paste")),

    # N012 P012 United States, s1, English, cold
    Mail("P012", "s1",
         "Laksa paste from Singapore – for your distribution",
         text("""
Dear Ms. Elliott,

I am reaching out because Elliott Asian Food Distributors seems to be exactly the kind of partner we are looking for in the United States.

We are Kranji Garden Provisions, a Singapore food producer, and our laksa paste is the base of the curry noodle soup that is probably Singapore's best-known dish. Restaurants and home cooks in the US increasingly ask for it by name, but most of what is on offer is not made in Singapore.

Our paste is made in Singapore from dried shrimp, chili, lemongrass, galangal and candlenuts. We are registered with the FDA as a foreign food facility, and our US labels carry a Nutrition Facts panel and the allergen statement (shellfish).

Sizes: 185 g retail jars (24 per case) and 1 kg foodservice tubs. Prices FOB Singapore or CIF Los Angeles / New York.

As Director of Purchasing you may want to see the full spec sheet and our certifications first; I have attached both. I would be glad to send samples to your warehouse.

Best regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
+65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "cold first e-mail; English (US `Ms.`); the company without LLC; the title as recorded "
         "inside a sentence; FDA facility registration, Nutrition Facts (the record has no note, "
         "this is the writer's own knowledge)",
         Twin("title_wrong", "body", "As Director of Purchasing you", "As Director of Marketing you",
              "Director of Purchasing", "a marketing director's title for the buyer's purchasing one",
              found="Director of Marketing")),

    # N013 P013 Taiwan, s1, traditional Chinese, cold
    Mail("P013", "s1",
         "新加坡叻沙醬（Laksa Paste）合作洽詢",
         text("""
許小姐您好：

冒昧來信，我是新加坡 Kranji Garden Provisions Pte. Ltd. 的出口業務資深經理林慧敏（Serene Lim）。

我們在新加坡生產傳統的叻沙醬（laksa paste），以蝦米、辣椒、香茅、南薑、薑黃和石栗調製，不添加防腐劑，是製作新加坡叻沙湯麵的正宗醬料。近年來台灣的南洋餐廳與家庭料理對叻沙的需求越來越高，我們希望能與許興食品股份有限公司合作，將產品引進台灣市場。

產品資訊如下：
・零售瓶裝 185 公克（每箱 24 瓶），餐飲用 1 公斤桶裝
・可依台灣法規提供繁體中文標示
・保存期限 18 個月
・報價可為 FOB 新加坡或 CIF 基隆／高雄

如您方便，我們可以先寄送樣品給您與採購團隊試用。期待您的回覆。

敬祝 商祺

林慧敏 Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
新加坡
電話：+65 6368 2194
電郵：serene.lim@kranjigarden.com.sg
"""),
         "cold first e-mail; wholly traditional Chinese; `許小姐您好` (family name + Miss); the "
         "company in full; 叻沙醬 for laksa paste; Keelung / Kaohsiung",
         Twin("contact_wrong", "body", "許小姐您好：", "徐小姐您好：", "許秀珠",
              "another family name (徐, read Xu like 許) in the greeting", found="徐小姐")),

    # N014 P014 Israel, s1, English with a Hebrew greeting, reply to the note's requirement
    Mail("P014", "s1",
         "Kosher certificate for our laksa paste",
         text("""
שלום פנחס,

Thank you for your interest in our laksa paste. I understand that ויצמן יבוא מזון can list it only with a kosher certificate and that the paste must be parve.

Our standard paste is made with dried shrimp, which is not kosher, so for the kosher market we make a parve version with shiitake and seaweed instead: no meat, no dairy, no shellfish. This version is produced on a dedicated day under the supervision of the Singapore Jewish community's kashrut authority, and we can supply the certificate with every shipment.

Sizes are 185 g jars and 1 kg tubs; labels can be in Hebrew and English. Prices CIF Ashdod or Haifa.

Shall I send you the certificate and a sample carton so you can show it to your customers?

Best regards,
Serene Lim
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Singapore
Tel: +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first e-mail, reply to the requirement the note records (kosher, parve); English with a "
         "Hebrew greeting by the given name; the company short in Hebrew without בע\"מ; Ashdod, "
         "Haifa",
         Twin("note_wrong", "body", "can list it only with a kosher certificate",
              "can list it only with a halal certificate", "a kosher certificate (note)",
              "the note's requirement misquoted (halal for kosher)", found="a halal certificate")),

    # N015 P015 Russia, s1, Russian, first written contact after Prodexpo (note)
    Mail("P015", "s1",
         "Паста для лаксы из Сингапура — после «Продэкспо»",
         text("""
Уважаемая Маргарита,

благодарю Вас за встречу на выставке «Продэкспо» в Москве. Как мы договорились, направляю информацию о нашей пасте для лаксы.

Паста производится в Сингапуре по традиционному рецепту: сушёные креветки, чили, лемонграсс, галангал, куркума, орехи кемири. Без консервантов и усилителей вкуса.

По Вашим требованиям:
— для поставок в Россию мы оформим декларацию о соответствии ЕАЭС (EAC) через нашего партнёра-заявителя;
— на каждую банку будет наклеена контрэтикетка на русском языке с составом, пищевой ценностью и сведениями об импортёре, то есть об ООО «Восточная кухня»;
— фасовка: стеклянные банки по 185 г (24 шт. в коробке) и вёдра по 1 кг для ресторанов;
— срок годности 18 месяцев;
— цены на условиях FOB Сингапур или CIF Санкт-Петербург.

Будем рады выслать образцы на Ваш склад. Сообщите, пожалуйста, удобный адрес.

С уважением,
Серин Лим (Serene Lim)
Senior Manager, Export Sales
Kranji Garden Provisions Pte. Ltd.
Сингапур
Тел.: +65 6368 2194
serene.lim@kranjigarden.com.sg
"""),
         "first written contact after Prodexpo (note); wholly Russian; `Уважаемая Маргарита` "
         "(given name, as Russians address colleagues); EAC and Russian back label from the note; "
         "the sender's name in Cyrillic; CIF Санкт-Петербург",
         Twin("company_misspelled", "body", "ООО «Восточная кухня»", "ООО «Восточнная кухня»",
              "ООО «Восточная кухня»", "a doubled н in the company's name",
              found="«Восточнная кухня»")),

    # N016 P016 Ghana, s2, English, reply to the note's needs
    Mail("P016", "s2",
         "Violet de Galmi onions in 25 kg mesh bags – trucks to Accra",
         text("""
Dear Mr Ofosu,

Good day. My name is Rakiatou Hamani and I handle export sales at Maggia Agro-Sahel, an onion grower and trader in Birni-N'Konni, Niger.

I understand that Ofosu Agro Ventures sells at the Agbogbloshie onion market and that your onions reach Accra by truck through Burkina Faso. That is exactly the road our trucks already take to other traders in Ghana, so the logistics are familiar to us.

Our Violet de Galmi onions come from the Maggia valley and the Galmi area, where this purple onion was first grown. They are firm, keep well in the heat and are the variety Ghanaian customers ask for.

What we can supply:
- Violet de Galmi, medium and large, cured in the field
- packed in 25 kg red mesh bags, as you asked
- full trucks of 30 tonnes, delivered to Agbogbloshie, with ECOWAS certificate of origin and phytosanitary certificate
- the main season runs from February to May, with stored onions until August

I would be happy to send you our price per bag delivered Accra for the coming season.

Best regards,
Rakiatou Hamani Garba
Export Sales Manager (Responsable des ventes export)
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
Tel: +227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "first e-mail, answering the needs the note records (Agbogbloshie, trucks via Burkina "
         "Faso, 25 kg mesh bags); English; another country named as the route (Burkina Faso); the "
         "company without Ltd; the sender's title in English with the French original; ECOWAS",
         Twin("country_wrong", "body", "to other traders in Ghana", "to other traders in Togo", "Ghana",
              "the buyer's own country named as Togo (a neighbour)", found="Togo")),

    # N017 P017 Côte d'Ivoire, s2, French, first written contact after SARA (note in French)
    Mail("P017", "s2",
         "Oignons Violet de Galmi – suite à notre rencontre au SARA",
         text("""
Madame Bamba,

Je vous remercie pour notre rencontre au SARA d'Abidjan et pour l'intérêt que vous avez porté à nos oignons.

Comme convenu, je vous adresse notre offre pour les oignons Violet de Galmi destinés aux Ets Bamba Distribution :
- calibre moyen et gros, oignons séchés au champ ;
- conditionnement en sacs de 25 kg, comme vous l'avez demandé ;
- livraison par camion complet (30 tonnes) jusqu'à Adjamé, via Ouagadougou et Ferkessédougou ;
- certificat d'origine CEDEAO et certificat phytosanitaire pour chaque camion.

La grande campagne commence en février ; nous pouvons vous réserver dès maintenant deux camions par mois jusqu'en mai.

Je reste à votre disposition pour un appel et vous prie d'agréer, Madame, mes salutations distinguées.

Rakiatou Hamani Garba
Responsable des ventes export
Maggia Agro-Sahel SARL
Birni-N'Konni – Niger
Tél. : +227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "first written contact after the SARA (the note, in French); wholly French; `Madame "
         "Bamba`; the company without SARL after `aux Ets`; 25 kg bags and Adjamé from the note; "
         "the route through Burkina Faso (Ouagadougou, Ferkessédougou); CEDEAO",
         Twin("company_foreign", "body", "destinés aux Ets Bamba Distribution",
              "destinés à Ofosu Agro Ventures", "Ets Bamba Distribution SARL",
              "another buyer's company of this set (P016, the Ghanaian onion buyer)",
              found="Ofosu Agro Ventures")),

    # N018 P018 Nigeria, s2, English, cold
    Mail("P018", "s2",
         "Purple onions from Niger for the Lagos market",
         text("""
Dear Mr Omojola,

I hope you are well. I am writing from Maggia Agro-Sahel SARL in Birni-N'Konni, just north of the Nigerian border, to offer Omojola Global Links our Violet de Galmi onions.

Many of the purple onions sold in Lagos already come from our area; we would like to sell to you directly instead of through several middlemen in Kano and Sokoto. That means a better price for you and onions that reach Mile 12 market fresher.

Our offer:
- Violet de Galmi onions, medium and large, in 50 kg or 25 kg bags
- trucks loaded in Birni-N'Konni, crossing at Illela and driving to Lagos
- certificate of origin (ECOWAS trade liberalisation scheme) and phytosanitary certificate
- prices per bag delivered Lagos, in naira or CFA francs

As procurement officer you will want to compare us with your current suppliers, so I am happy to quote for a trial truck first.

Yours sincerely,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "cold first e-mail; English; the company without `Nigeria Limited`; Nigerian places "
         "(Kano, Sokoto, Illela, Mile 12) that are right; the category as `purple onions` in the "
         "subject; the title in lower case",
         Twin("sender_wrong", "body", "I am writing from Maggia Agro-Sahel SARL in",
              "I am writing from Maggia Agro-Sahel SA in", "Maggia Agro-Sahel SARL",
              "the sender's legal form written SA instead of SARL", found="Maggia Agro-Sahel SA")),

    # N019 P019 Spain, s2, Spanish, reply to the note's requirement (aflatoxin)
    Mail("P019", "s2",
         "Chufa seca de Níger con análisis de aflatoxinas por lote",
         text("""
Estimado Sr. Bárcena:

Me pongo en contacto con usted desde Maggia Agro-Sahel, en Níger, porque sabemos que Horchatas Bárcena elabora horchata en Alboraya y compra chufa de importación para las líneas que no llevan la Denominación de Origen Chufa de Valencia.

Le ofrecemos chufa seca (tiger nuts) de la región de Maradi y Tahoua, limpia, calibrada y secada al sol:
- calibre 8-12 mm, humedad máxima 8 %
- análisis de aflatoxinas de cada lote en un laboratorio acreditado, conforme a los límites máximos de la UE, con el certificado adjunto a la documentación de embarque
- sacos de 50 kg o big bags de 1 tonelada
- precio CIF Valencia

Podemos enviarle una muestra de 5 kg con su análisis para que la pruebe en su obrador.

Reciba un cordial saludo,

Rakiatou Hamani Garba
Responsable de ventas de exportación
Maggia Agro-Sahel SARL
Birni-N'Konni (Níger)
Tel.: +227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "first e-mail, answering the note (aflatoxin per lot, not for the PDO line); wholly "
         "Spanish; `Estimado Sr. Bárcena:`; the company without S.L.; chufa seca with `tiger "
         "nuts` in brackets; the sender's title translated; `Níger` with the Spanish accent",
         Twin("artifact", "body", "Le ofrecemos chufa seca (tiger nuts) de la región",
              "Le ofrecemos {producto} de la región", "chufa seca (tiger nuts)",
              "a template placeholder left in the text", found="{producto}")),

    # N020 P020 Poland, s2, English with a Polish greeting, first written contact after BIOFACH (note)
    Mail("P020", "s2",
         "Organic tiger nuts from Niger – BIOFACH follow-up",
         text("""
Dzień dobry Pani Karino,

It was a pleasure to meet you at BIOFACH in Nuremberg. As promised, here is our offer of organic dried tiger nuts for Kamyk Naturalnie.

Our tiger nuts are grown by a cooperative of 140 farmers near Maradi and are certified organic under the EU organic regulation. For every lot we issue the EU organic certificate of inspection (COI) in TRACES, together with the control body's transaction certificate, so your customs clearance in Gdańsk or at the inland terminal is straightforward.

Specification:
- whole dried tiger nuts, sorted and washed, 8-12 mm
- moisture below 8 %, aflatoxin tested per lot
- 25 kg paper bags with inner liner
- price CIF Gdańsk or DAP your warehouse

I will be glad to send a 2 kg sample with the certificate so that you can test it for your peeled and flaked products.

Best regards / Z poważaniem,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "first written contact after BIOFACH (note); English with a Polish greeting in the "
         "vocative (`Pani Karino`) and closing; the company without Sp. z o.o.; EU organic "
         "certificate per lot from the note (COI, TRACES); Gdańsk",
         Twin("company_misspelled", "body", "for Kamyk Naturalnie.", "for Kamyk Naturalne.",
              "Kamyk Naturalnie Sp. z o.o.", "a lost i in the company's name",
              found="Kamyk Naturalne")),
]
