"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with the one edit its twin gets."""
from mail import Mail, Twin

SIG1_EN = """Inês Pires
Diretora de Exportação | Tua & Tuela Sabores Transmontanos, Lda.
Mirandela, Portugal · +351 278 104 362 · ines.pires@tuaetuela.pt"""
SIG2 = """Leyla Məmmədova
Export Sales Manager
Göygöl Mineral Resurs MMC
Ganja, Azerbaijan
+994 22 256 41 87 | l.mammadova@goygolmineral.az | goygolmineral.az"""
SIG3 = """Khamla Sisouphanh
Export Manager
Nam Ko Highland Products Sole Co., Ltd.
Oudomxay, Lao PDR
Tel. +856 81 312 478 · khamla@namkohighland.la"""
SIG4 = """Itzel Samudio
Gerente de Exportaciones
Barú Cumbre Exportaciones, S.A.
Boquete, Chiriquí, Panamá
+507 720-3196 · isamudio@barucumbre.com.pa"""

MAILS = [
    Mail("P001", "s1", "Re: Alheira de Mirandela – trial order for the spring",
         f"""Dear Michael,

Just following up on my e-mail of two weeks ago with the shelf-life study you asked for at IFE London. Have you had a chance to look at it with your team?

We have now confirmed a chilled groupage slot from Porto to Felixstowe every Tuesday, so a trial of 40 cases could reach Morgan Iberian Provisions within a week of your order. If the shops in Stockwell and Vauxhall would like to taste first, I can send two cases free of charge.

Kind regards,
{SIG1_EN}""",
         "follow-up on the writer's own shelf-life e-mail; the note's fair and shops recalled",
         Twin("note_wrong", "body", "you asked for at IFE London.", "you asked for at the Speciality & Fine Food Fair.", "IFE London",
              "the note records IFE London, not the Speciality & Fine Food Fair",
              found="Speciality & Fine Food Fair")),
    Mail("P002", "s1", "Relance : devis alheiras pour Rungis",
         """Bonjour Madame Bouchet,

Je me permets de revenir vers vous au sujet de notre devis du 12 mai pour deux palettes d'alheiras livrées à Rungis. Avez-vous pu le consulter ?

Si le délai vous convient, nous pourrions charger le lundi 9 juin pour une livraison le jeudi 12. Je peux aussi vous envoyer un carton d'échantillons des deux recettes (IGP et volaille) pour une dégustation en magasin.

Bien cordialement,
Inês Pires
Directrice export – Tua & Tuela Sabores Transmontanos
+351 278 104 362""",
         "follow-up in French on the writer's own quote; the note's two pallets and Rungis recalled",
         Twin("note_wrong", "body", "pour deux palettes d'alheiras", "pour trois palettes d'alheiras", "deux palettes",
              "the note records a quote for two pallets, not three", found="trois palettes")),
    Mail("P004", "s1", "Alheiras for Brazil: labels and MAPA file ready",
         f"""Dear Julia,

A short note in English for your colleagues in logistics, who may not read Portuguese. As Gerente de Compras at Empório Fernandes you will have seen our Portuguese e-mail; in short:

- our Mirandela plant is approved by DGAV for meat products to Brazil;
- the label file for MAPA registration is ready in Brazilian Portuguese;
- we ship frozen alheiras (PGI and poultry) CIF Santos, about 18 days from Leixões.

Happy to have a call with your customs broker at any time.

Best regards,
{SIG1_EN}""",
         "a second, shorter first e-mail in English for the buyer's colleagues; the recorded Portuguese title inside English; the note's MAPA point",
         Twin("title_wrong", "body", "As Gerente de Compras at", "As Gerente Comercial at", "Gerente de Compras",
              "a sales title for the buyer's purchasing one", found="Gerente Comercial")),
    Mail("P006", "s1", "栗粉サンプルのご確認について",
         f"""佐藤製粉株式会社
購買部主任 佐藤舞様

先日お送りした栗粉のサンプル（500g）は無事にお手元に届きましたでしょうか。

グルテンフリー製菓用の配合例として、フィナンシェとロールケーキのレシピを添付いたします。米粉の3〜4割を栗粉に置き換えると、香りと甘みがよく出ます。

ご評価をお聞かせいただければ幸いです。必要であれば、追加のサンプルもすぐにお送りします。

よろしくお願いいたします。

Inês Pires（イネス・ピレス）
Tua & Tuela Sabores Transmontanos, Lda.
+351 278 104 362""",
         "follow-up on the writer's own 500 g sample, wholly in Japanese with a letter head; chestnut flour as 栗粉; the sender's name in katakana",
         Twin("company_foreign", "body", "佐藤製粉株式会社\n購買部主任", "주식회사 김가제과\n購買部主任", "佐藤製粉株式会社",
              "another buyer's company of this set (same category, South Korea) in the letter head", found="주식회사 김가제과")),
    Mail("P008", "s1", "Farina di castagne: ha ricevuto il certificato?",
         """Gentile Dott.ssa Ziani,

Le scrivo per sapere se ha ricevuto la nostra offerta con il certificato di analisi sulle aflatossine (lotto 24-117) che mi aveva chiesto a Cibus.

Nel frattempo abbiamo terminato la macinatura del nuovo raccolto: la farina di castagne del lotto 25-009 ha un'umidità del 6,5% e una granulometria inferiore a 250 µm. Se per la Pasticceria Ziani può essere utile, Le mando 2 kg per una prova in laboratorio.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
Inês Pires
Direttrice Export
Tua & Tuela Sabores Transmontanos, Lda.""",
         "follow-up in Italian on the writer's own offer and certificate; `Dott.ssa`; the company with an article and without S.r.l.",
         Twin("category_wrong", "body", "la farina di castagne del lotto", "la farina di farro del lotto", "chestnut flour",
              "spelt flour is not what the buyer's record names", found="farina di farro")),
    Mail("P009", "s1", "Chestnut flour – a quick introduction",
         f"""Hi Steven,

A short note in case my longer e-mail went to your spam folder: we are a small mill in northern Portugal making naturally gluten-free chestnut flour, and Lee Artisan Mills' gluten-free range seemed a good match.

Key points: stone-ground, < 20 ppm gluten, aflatoxins tested in every lot, organic lots available, FOB Leixões or CIF New York. Lead time is about five weeks from order to New York.

Happy to send a sample if you're interested.

Best,
{SIG1_EN}""",
         "a second, shorter first e-mail; the company with an English possessive; lead time",
         Twin("artifact", "body", "Lead time is about five weeks", "Lead time is {lead_time}", "Lead time is about five weeks",
              "a leftover template placeholder", found="{lead_time}")),
    Mail("P011", "s1", "Κουφέτα αμυγδάλου από την Πορτογαλία",
         """Αγαπητή κυρία Ευαγγελίδη,

σας γράφω από τη Μιραντέλα της Πορτογαλίας. Η εταιρεία μας, Tua & Tuela, παράγει κουφέτα με αμύγδαλα Πορτογαλίας και Καλιφόρνιας, με επικάλυψη ζάχαρης 55%, σε λευκό και παστέλ χρώματα.

Γνωρίζουμε ότι η Ευαγγελίδης Ζαχαρωτά εξυπηρετεί πολλά καταστήματα γάμου και βάπτισης στη Θεσσαλονίκη, γι' αυτό θα θέλαμε να σας προτείνουμε τα κουφέτα μας σε χαρτοκιβώτια των 10 κιλών.

Θα χαρώ να σας στείλω δείγματα και τιμοκατάλογο.

Με εκτίμηση,
Ινές Πίρες
Διευθύντρια Εξαγωγών
Tua & Tuela Sabores Transmontanos, Lda.""",
         "a second, shorter first e-mail wholly in Greek; sugared almonds as κουφέτα; the sender's name and title in Greek; the company in the nominative with an article",
         Twin("company_misspelled", "body", "η Ευαγγελίδης Ζαχαρωτά εξυπηρετεί", "η Εβαγγελίδης Ζαχαρωτά εξυπηρετεί",
              "Ευαγγελίδης Ζαχαρωτά Α.Ε.", "ευ spelt phonetically as εβ in the family name of the company",
              found="Εβαγγελίδης Ζαχαρωτά")),
    Mail("P012", "s1", "Re: sugared almonds – EAEU declaration and samples",
         f"""Dear Erast,

Following up on my Russian e-mail after Prodexpo: our partner in Saint Petersburg has confirmed that he can register the EAEU declaration of conformity for our sugared almonds within three weeks, so we could ship to Russia in time for the autumn wedding season.

Would you like me to send samples in the meantime to Кондитерский дом Самойлова? White, pink and blue, 1 kg each.

Best regards,
{SIG1_EN}""",
         "follow-up in English on the writer's own Russian e-mail; Russia named; the company in Cyrillic without ООО and its quotes inside English",
         Twin("country_wrong", "body", "so we could ship to Russia in time", "so we could ship to Belarus in time", "Russia",
              "the buyer is in Russia, not Belarus", found="Belarus")),
    Mail("P013", "s1", "Arabic-labelled sugared almonds for Bin Lafi Sweets",
         f"""Dear Mr Tarif Al Bin Lafi,

Following our talk at Gulfood, a colleague suggested I send you a short English summary for your team.

- Product: sugared almonds, white, pale gold and pastel, 55% sugar shell
- Halal certificate: Islamic Community of Lisbon
- Labels: Arabic and English, SFDA format
- Shipment: 20 ft containers, CFR Jeddah

With best regards,
{SIG1_EN}""",
         "a second, shorter first e-mail; the company transliterated into English (Bin Lafi Sweets); the full name with `Al Bin Lafi`",
         Twin("sender_wrong", "body", "Inês Pires\nDiretora", "Inês Peres\nDiretora", "Inês Pires",
              "the sender's family name misspelt", found="Inês Peres")),
    Mail("P014", "s1", "Re: kosher for Passover run – dates",
         f"""Dear Ms Amira,

A quick update on the kosher for Passover run: the Rabbinate of Lisbon has confirmed a supervisor for 13-17 January in Mirandela. If you confirm your quantities by 20 December, the goods would sail from Leixões on 24 January and reach Haifa in early February, in time for your production.

Could you let me know the quantities for each colour?

תודה רבה,
{SIG1_EN}""",
         "follow-up on the writer's own kosher e-mail; dates; Hebrew closing; company not named",
         Twin("artifact", "body", "in time for your production.", "in time for your production in time for your production.",
              "in time for your production.", "a doubled phrase",
              found="in time for your production in time for your production")),
    Mail("P016", "s2", "Monster natriumbentoniet 1-4 mm onderweg",
         f"""Beste meneer Van Schweinfurt,

Na ons gesprek op Interzoo in Neurenberg heb ik u de technische gegevens van ons natriumbentoniet gestuurd. Vandaag is het monster van 20 kg (korrels 1-4 mm) per koerier naar uw fabriek vertrokken.

Wij horen graag hoe de klontvorming in uw kattenbakvulling bevalt. Bij een positieve test kunnen we een eerste container van 20 t in big bags voor december inplannen, CIF Rotterdam.

Met vriendelijke groet,
{SIG2}""",
         "follow-up in Dutch on the writer's own data e-mail and sample; the note's fair and granule size; bentonite as natriumbentoniet; Van capitalised at the start of a mention without the given name",
         Twin("note_wrong", "body", "op Interzoo in Neurenberg", "op Zoomark in Bologna", "Interzoo Nuremberg",
              "the note records Interzoo Nuremberg, not Zoomark Bologna", found="Zoomark in Bologna")),
    Mail("P020", "s2", "Re: offer – calcium chloride flakes 500 t CIF Gdańsk",
         f"""Dear Ms Fudalej,

I am writing to follow up on the offer we sent to Fudalej Chemia on 3 September for 500 t of calcium chloride flakes, 77%, in big bags, CIF Gdańsk. The price of USD 218/t is valid until 3 October.

Our next vessel from Poti leaves on 15 October; if Fudalej Chemia confirms by the end of this month, we can reserve space for the full quantity.

Best regards,
{SIG2}""",
         "follow-up in English on the writer's own Polish offer; the note's quantity, grade and port",
         Twin("company_missing", "body", "the offer we sent to Fudalej Chemia on", "the offer we sent to your company on",
              "Fudalej Chemia Sp. z o.o.", "every mention of the company replaced by `your company` / `you`", found="your company",
              also=(("body", "if Fudalej Chemia confirms by", "if you confirm by"),))),
    Mail("P022", "s2", "하소 알루미나 샘플 제안",
         f"""이현숙 과장님께,

안녕하세요. 아제르바이잔 간자에 있는 Göygöl Mineral Resurs의 수출 담당 레일라 맘마도바입니다.

대성세라믹스에서 기술 세라믹용 알루미나를 사용하신다고 들어 연락드립니다. 저희 하소 알루미나(Al₂O₃ 99.6% 이상, D50 4.2 µm)는 5 kg 샘플로 보내드릴 수 있으며, 부산항까지 CFR 조건으로 약 40일이 걸립니다.

영문 자료를 선호하신다고 하셔서 기술 자료는 영어로 첨부하였습니다.

감사합니다.
{SIG2}""",
         "a second, shorter first e-mail in Korean; the title shortened to 과장님; aluminium oxide as 하소 알루미나; the company without 주식회사; the note's English preference",
         Twin("contact_wrong", "body", "이현숙 과장님께", "이현주 과장님께", "이현숙",
              "a near-miss given name (현주 for 현숙)", found="이현주")),
    Mail("P024", "s2", "Calcined alumina samples – your test results?",
         f"""Dear Sümeyye Hanım,

I hope the two calcined alumina samples reached Çamurcuoğlu Seramik safely. When your lab has tested them in the glaze and body recipes, we would be very glad to hear the results.

If the D50 5 µm grade performs well, we can offer a first lot of 20 t in big bags, DAP Bursa, by truck through Georgia in about eight days.

Best regards,
{SIG2}""",
         "follow-up in English on the writer's own samples; `Sümeyye Hanım` inside an English greeting; Georgia, Bursa",
         Twin("artifact", "body", "by truck through Georgia in about eight days.", "by truck through Georgia in about",
              "by truck through Georgia in about eight days.", "a sentence cut off", found="through Georgia in about")),
    Mail("P025", "s3", "Organic Job's tears for hatomugi tea",
         f"""Dear Mr Sasaki,

I sent a Japanese letter last week and add this short English summary in case it helps your colleagues.

We grow organic Job's tears (hatomugi) with contract farmers around Oudomxay and Luang Namtha in northern Laos. The lots are certified organic JAS by Control Union, and a pesticide residue report from a Japanese laboratory (about 300 substances, none detected) is attached. We ship 25 kg paper bags CIF Yokohama or Kobe.

Kind regards,
{SIG3}""",
         "a second, shorter first e-mail in English; Job's tears with hatomugi; the note's organic JAS and residue report",
         Twin("category_wrong", "body", "We grow organic Job's tears (hatomugi)", "We grow organic buckwheat (soba)", "Job's tears",
              "buckwheat is not what the buyer's record names", found="buckwheat (soba)")),
    Mail("P027", "s3", "Job's tears from Laos for Tubtimthai Foods",
         f"""Dear Khun Pornchanok,

One more note after THAIFEX, with our company profile for your colleagues: Nam Ko Highland Products works with 420 farming households in Oudomxay province. Our Job's tears are hulled and polished in our own mill, and we deliver by truck across the Friendship Bridge to Nong Khai.

Kind regards,
{SIG3}""",
         "a second, shorter first e-mail with the company profile; the Thai company transliterated in the subject; the note's fair and Nong Khai",
         Twin("artifact", "subject", "Job's tears from Laos", "Job's tears from from Laos", "Job's tears from Laos",
              "a doubled word in the subject", found="from from")),
    Mail("P030", "s3", "Nachfrage: Muster violetter Klebreis",
         f"""Sehr geehrter Herr Stumpf,

ich wollte nachfragen, ob unsere Muster und das EU-Öko-Zertifikat bei Stumpf Asia-Feinkost angekommen sind. Haben Sie schon Gelegenheit gehabt, den violetten Klebreis zu probieren?

Für eine erste Bestellung könnten wir einen 20-Fuß-Container mit 1-kg-Beuteln und 25-kg-Säcken mischen, CIF Hamburg.

Mit freundlichen Grüßen
{SIG3}""",
         "follow-up in German on the writer's own samples and certificate; company with a hyphenated word",
         Twin("company_foreign", "body", "bei Stumpf Asia-Feinkost angekommen", "bei Naser Naturkost GmbH angekommen",
              "Stumpf Asia-Feinkost GmbH", "another buyer's company of this set (same country, another category)",
              found="Naser Naturkost GmbH")),
    Mail("P031", "s3", "Tai Lue scarves: English price list",
         f"""Dear Britt,

Alongside the Dutch catalogue, here is our English price list for your buying team. Prices are per scarf, FCA Vientiane airport; for the Netherlands we can also quote DAP Amsterdam, duties paid.

Minimum order is 20 scarves per design, and delivery is about six weeks from order, as each piece is hand-woven.

Kind regards,
{SIG3}""",
         "a second, shorter first e-mail in English with a price list; the Netherlands named; FCA, DAP",
         Twin("country_wrong", "body", "for the Netherlands we can also quote", "for Belgium we can also quote", "Netherlands",
              "the buyer is in the Netherlands, not Belgium", found="Belgium")),
    Mail("P034", "s4", "Best of Panama 藝妓咖啡樣品",
         """陳經理您好：

上次在台灣國際咖啡展見面後，我們已將兩支Best of Panama參賽批次（水洗與日曬）的樣品各100克寄往貴公司，預計下週送達桃園。

兩支批次將於七月線上拍賣。若貴公司有意參與競標，我們可以協助註冊。

期待您的杯測回饋。

敬祝 商祺

Itzel Samudio
Barú Cumbre Exportaciones, S.A.
+507 720-3196""",
         "follow-up wholly in traditional Chinese on the writer's own English e-mail; Geisha as 藝妓咖啡; the company only as 貴公司",
         Twin("artifact", "body", "我們可以協助註冊。", "我們可以協助註冊。我們可以協助註冊。", "我們可以協助註冊。",
              "a repeated sentence", found="我們可以協助註冊。我們可以協助註冊。")),
    Mail("P036", "s4", "Re: Geisha samples – did they arrive?",
         f"""Dear Mr Patmanidis,

I am following up on the two 300 g Geisha samples (washed and natural) we sent to your roastery in Athens. DHL shows them as delivered on Tuesday.

When you have cupped them, let me know which you prefer; we can hold up to ten boxes of either lot until the end of the month.

Warm regards,
{SIG4}""",
         "follow-up in English on the writer's own Greek e-mail; the family name romanised; the note's 300 g washed and natural samples",
         Twin("sender_wrong", "body", "+507 720-3196", "+507 270-3196", "+507 720-3196",
              "digits of the sender's phone swapped")),
]
