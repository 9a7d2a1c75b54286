"""Natural e-mails N001-N020 (buyers P001-P020), each with its twin's one edit."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N001 ------------------------------------------------------------------------------------
    Mail("P001", "s1",
         "Arctic char fillets – following up on our chat at the expo",
         t("""
Hi Danielle,

Thank you for stopping by and talking with us at Seafood Expo North America in Boston last month. As promised, here are the answers to your two questions.

Our char is farmed on land in Öxarfjörður, about an hour east of Húsavík, in spring water tempered with geothermal heat, and the farm is ASC certified. I have attached the certificate.

For skin-on fillets, trim D, pin-bone out, individually vacuum-packed and frozen, our current price is USD 7.85 per lb FOB Reykjavík, for a minimum of one pallet (about 1,000 kg). Our reefer containers sail from Reykjavík to Portland, Maine, every week, so transit to the East Coast is short.

If Green Family Seafood would like to test the market first, we can ship a mixed pallet with 300-600 g and 600-900 g fillets.

Best regards,
Þórdís Hallgrímsdóttir
Export Manager
Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland
+354 464 2190
"""),
         "follow-up, first contact after the fair the note records; answers both requests of the "
         "note (ASC, price per lb skin-on trim D); sender's name without the middle name, title "
         "translated; Öxarfjörður, Reykjavík, Portland (Maine), FOB, lb",
         Twin("note_wrong", "Seafood Expo North America in Boston",
              "Seafood Expo Global in Barcelona",
              "a fair the note does not name in place of the one it does")),
    # N002 ------------------------------------------------------------------------------------
    Mail("P002", "s1",
         "【規格書送付】アイスランド産アークティックチャー（北極イワナ）フィレのご案内",
         t("""
株式会社加藤水産
輸入部 課長
加藤 亮介 様

いつもお世話になっております。FOODEX JAPAN 2025にて名刺を交換させていただきました、アイスランドのSkjálfandi Æður og Bleikja hf.のÞórdís（ソウルディス）でございます。

その節はブースにお立ち寄りいただき、誠にありがとうございました。ご依頼いただいた刺身用グレードの規格書を添付いたします。

当社のアークティックチャー（北極イワナ）は、フーサヴィーク近郊の陸上養殖場で、地熱で温めた湧水を使って育てております。刺身用は水揚げ後すぐに加工し、−40℃で急速冷凍したスキンオン・ピンボーンアウトのフィレ（300〜600g）で、一枚ずつ真空包装しております。

価格はCFR東京で1kgあたり2,150円（最低ロット1パレット、約1,000kg）です。5kgのサンプルを無償でお送りすることも可能ですので、お気軽にお申し付けください。

何卒よろしくお願い申し上げます。

Skjálfandi Æður og Bleikja hf.
輸出担当マネージャー（Útflutningsstjóri）
Þórdís Björk Hallgrímsdóttir
+354 464 2190
thordis@skjalfandi.is
"""),
         "follow-up, first e-mail after the business-card exchange the Japanese note records; "
         "answers its request (sashimi-grade spec sheet); Japanese business letter with the "
         "company, department title and 様 as an address block; sender's given name in katakana, "
         "title translated with the Icelandic original; CFR Tokyo in yen",
         Twin("company_misspelled", "株式会社加藤水産", "株式会社加籐水産",
              "籐 (rattan) for 藤 (wisteria) in the company name, a common IME slip",
              found="加籐水産", expected="加藤水産")),
    # N003 ------------------------------------------------------------------------------------
    Mail("P003", "s1",
         "Filets d'omble chevalier d'Islande pour Marée Ollivier",
         t("""
Bonjour Madame Ollivier,

Je vous contacte en votre qualité d'acheteuse produits de la mer chez Marée Ollivier SAS. Nous produisons en Islande, près de Húsavík, des filets d'omble chevalier (Arctic char) surgelés, avec peau, sans arêtes, sous vide individuel.

L'omble chevalier plaît aux poissonniers et aux restaurateurs qui cherchent une alternative au saumon et à la truite : chair rose et fine, goût délicat. Notre élevage à terre, en eau de source réchauffée par la géothermie, est certifié ASC.

Je peux vous envoyer notre fiche technique et un prix DAP Rungis. Seriez-vous disponible pour un court appel la semaine prochaine ?

Bien cordialement,

Þórdís Hallgrímsdóttir
Responsable export
Skjálfandi Æður og Bleikja hf. – Húsavík, Islande
+354 464 2190 · www.skjalfandi.is
"""),
         "cold introduction in French; the buyer's title as recorded inside a French sentence; "
         "category in French with the English name in brackets; salmon and trout named as what "
         "the char replaces; DAP Rungis; sender's title translated",
         Twin("title_wrong", "qualité d'acheteuse produits de la mer",
              "qualité de directrice commerciale",
              "a sales director's title for the recorded seafood buyer's",
              found="directrice commerciale", expected="acheteuse produits de la mer")),
    # N004 ------------------------------------------------------------------------------------
    Mail("P004", "s1",
         "Muster Seesaibling-Filets und Veterinärzeugnis",
         t("""
Grüezi Frau Hafner

Vielen Dank für Ihr Interesse an unseren Seesaibling-Filets (Arctic char). Gerne senden wir Ihnen das gewünschte Muster: 10 kg TK-Filets mit Haut, grätenfrei, einzeln vakuumiert, in zwei Grössen (300–600 g und 600–900 g).

Für die Einfuhr in die Schweiz legen wir der Sendung das Veterinärzeugnis der isländischen Lebensmittelbehörde MAST bei, dazu die Warenverkehrsbescheinigung EUR.1, damit die Filets nach dem EFTA-Abkommen zollfrei eingeführt werden können.

Das Muster geht per Luftfracht ab Keflavík nach Zürich. Könnten Sie mir bitte die Lieferadresse und die UID-Nummer der Hafner Fischhandel AG mitteilen?

Freundliche Grüsse

Þórdís Björk Hallgrímsdóttir
Exportleiterin
Skjálfandi Æður og Bleikja hf.
Húsavík, Island
Tel. +354 464 2190
"""),
         "first e-mail, a reply to the German note's request (10 kg frozen sample, veterinary "
         "certificate for Swiss import); Swiss German without ß (Grösse, Grüsse), `Grüezi` "
         "greeting; Seesaibling for Arctic char; MAST, EUR.1, EFTA, Keflavík, Zürich; sender's "
         "title translated into German",
         Twin("country_wrong", "Einfuhr in die Schweiz", "Einfuhr nach Österreich",
              "a neighbouring country for the buyer's Switzerland",
              found="Österreich", expected="Schweiz")),
    # N005 ------------------------------------------------------------------------------------
    Mail("P005", "s1",
         "Icelandic Arctic char fillets for 黃記海產",
         t("""
黃經理您好,

My name is Þórdís and I look after export sales at Skjálfandi Æður og Bleikja hf., a small company in Húsavík in the north of Iceland. I am writing to you as 採購經理 of 黃記海產股份有限公司 because we are looking for an importer in Taiwan for our Arctic char fillets.

Arctic char (北極紅點鮭) is a cold-water fish related to salmon, with pink, delicate flesh that works well raw, grilled or in hot pot. Ours is farmed on land in spring water, frozen at -40 °C and packed skin-on and boneless in 5 kg cartons.

We ship frozen containers via Rotterdam to Kaohsiung or Keelung. If you would like a sample carton and our price list CFR Kaohsiung, just reply to this e-mail.

Best regards,
Þórdís Björk Hallgrímsdóttir
Export Manager, Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland | +354 464 2190 | thordis@skjalfandi.is
"""),
         "cold introduction in English with a traditional Chinese greeting (family name + title "
         "+ 您好); the company in short form in the subject and in full in the body, the title "
         "as recorded inside an English sentence; the species named in Chinese; salmon named as "
         "a relative; Rotterdam, Kaohsiung, Keelung, CFR",
         Twin("category_wrong", "for our Arctic char fillets", "for our rainbow trout fillets",
              "a neighbouring fish for the buyer's Arctic char",
              found="rainbow trout fillets", expected="Arctic char fillets")),
    # N006 ------------------------------------------------------------------------------------
    Mail("P006", "s1",
         "Eiderdown duvets – the data you asked for at Heimtextil",
         t("""
박정숙 팀장님께,

Thank you for visiting our booth at Heimtextil in Frankfurt. As promised, here is the data you asked for on our eiderdown duvets.

Eider down clusters are small and cling together, so the usual fill power test says little about eiderdown; instead we send the results of the official Icelandic down inspection for each lot: down content above 95%, turbidity above 500 mm, oxygen number below 10. The cluster photos and the full test report are attached.

A 140x200 cm duvet holds about 800 g of down, collected by hand from wild eider nests along Skjálfandi bay after the ducks have left. Each duvet is cased in 100% cotton batiste and numbered.

As 한결침구 sells through department stores such as Hyundai and Shinsegae, we can add a Korean-English certificate card to every duvet. Would a trial order of 20 duvets be of interest?

Kind regards,
Þórdís Björk Hallgrímsdóttir
Export Manager
Skjálfandi Æður og Bleikja hf.
+354 464 2190
"""),
         "follow-up on the fair visit the note records; answers its request (fill power, cluster "
         "data) and uses its customers (Hyundai, Shinsegae); Korean greeting with the family+given "
         "name and 팀장님께 for the recorded team-leader title; company without 주식회사; down "
         "test terms (turbidity, oxygen number)",
         Twin("contact_wrong", "박정숙 팀장님께", "박정순 팀장님께",
              "a near-miss given name (정순 for 정숙) in the greeting",
              found="박정순", expected="박정숙")),
    # N007 ------------------------------------------------------------------------------------
    Mail("P007", "s1",
         "Duvets en duvet d'eider d'Islande",
         t("""
Madame,

Je me permets de vous écrire au nom de Skjálfandi Æður og Bleikja hf., une petite entreprise de Húsavík, dans le nord de l'Islande. Nous fabriquons des duvets garnis de duvet d'eider, récolté à la main dans les nids sauvages après le départ des oiseaux, puis nettoyé et contrôlé par l'inspection officielle islandaise.

Le duvet d'eider est le plus léger et le plus chaud des garnissages naturels. C'est aussi un produit rare, à peine trois tonnes par an pour toute l'Islande, qui trouve naturellement sa place dans une literie haut de gamme comme Literie Diesbach.

Nous proposons les formats suisses 160x210 et 200x210 cm, en batiste de coton. Je serais heureuse de vous faire parvenir notre brochure et nos prix franco domicile.

Avec mes meilleures salutations,

Þórdís Björk Hallgrímsdóttir
Responsable export
Skjálfandi Æður og Bleikja hf.
Húsavík, Islande
+354 464 2190
"""),
         "cold introduction in French to the Swiss buyer, `Madame,` alone; the company without "
         "its legal form; `duvet` both for the quilt and for down, as French has it; Swiss "
         "sizes; sender's title translated",
         Twin("company_foreign", "comme Literie Diesbach", "comme Cociarelli Biancheria",
              "another eiderdown buyer's company of this set (Italy)",
              found="Cociarelli Biancheria", expected="Literie Diesbach")),
    # N008 ------------------------------------------------------------------------------------
    Mail("P008", "s1",
         "Eiderdown duvet prices 155x200 / 200x200 – Skjálfandi",
         t("""
Dear Mr Cociarelli,

It was a pleasure to meet you at HOMI Milano in September. As you asked, here are our prices for eiderdown duvets in the two sizes:

- 155x200 cm, 700 g eiderdown: EUR 2,950
- 200x200 cm, 900 g eiderdown: EUR 3,780

Prices are per piece, DAP Milan, in a cotton batiste casing, each duvet numbered. I have also attached the down test certificate from the Icelandic down inspection for this season's lot.

If Cociarelli Biancheria would like to show a duvet in its showroom, we can send a display piece at cost.

With best regards,
Þórdís Björk Hallgrímsdóttir
Export Manager | Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland
+354 464 2190 | www.skjalfandi.is
"""),
         "first e-mail, a reply to the note's requests (prices of 155x200 and 200x200, down test "
         "certificate) after the fair it records; company without S.r.l.; DAP Milan; the sender's "
         "own short name in the subject",
         Twin("sender_wrong", "www.skjalfandi.is", "www.skjalfandi.com",
              "the sender's website with another top-level domain")),
    # N009 ------------------------------------------------------------------------------------
    Mail("P009", "s1",
         "冰岛绒鸭绒被 – 致杭州胡氏家纺有限公司",
         t("""
胡总监您好：

我是冰岛Skjálfandi Æður og Bleikja hf.的出口经理Þórdís Björk Hallgrímsdóttir。我们公司位于冰岛北部的胡萨维克（Húsavík），专门生产冰岛绒鸭绒被（eiderdown duvets）。

冰岛绒鸭绒是在野生绒鸭离巢后由人工逐个收集的，每年全冰岛产量仅约三吨，是世界上最轻、最保暖的天然填充物之一。每条被子都经过冰岛官方羽绒检验，并附有编号证书。

我们希望为贵公司的高端产品线提供绒鸭绒被。常规规格为200x230厘米，填充量约1000克，外层为全棉细布。

如您感兴趣，我们可以寄送样品并提供报价（CIF上海）。

此致
敬礼

Þórdís Björk Hallgrímsdóttir
出口经理
Skjálfandi Æður og Bleikja hf.
冰岛 胡萨维克
电话：+354 464 2190
"""),
         "cold introduction wholly in simplified Chinese: family name + 总监 greeting for the "
         "recorded 采购总监, the company in full in the subject, 贵公司 in the body; the sender's "
         "Latin name and company inside Chinese text, Húsavík transcribed; 此致 敬礼 closing; "
         "CIF Shanghai",
         Twin("artifact", "每年全冰岛产量仅约三吨，", "每年全冰岛产量仅约三吨，每年全冰岛产量仅约三吨，",
              "a doubled phrase",
              found="每年全冰岛产量仅约三吨，每年全冰岛产量仅约三吨",
              expected="每年全冰岛产量仅约三吨")),
    # N010 ------------------------------------------------------------------------------------
    Mail("P010", "s1",
         "Eiderdown duvets for Grant & Lockhart – traceability and certificate",
         t("""
Dear Andrew,

Thank you for your note about eiderdown duvets for Grant & Lockhart. You asked for traceability from nest to duvet and for the Icelandic down inspection certificate, so here is how it works for us.

Every bag of raw down we buy is marked with the colony (æðarvarp) it was collected on, mostly small colonies along Skjálfandi bay and on Melrakkaslétta. After cleaning, each lot is checked by a state down inspector and gets a numbered certificate; that number is sewn into the duvet's label, so every duvet can be traced back to its colony. A sample certificate is attached.

For boutique hotels in the Highlands I would suggest our 135x200 cm single duvet (650 g) and the 230x220 cm king size (1,100 g), both in cotton batiste with a ten-year guarantee.

I would be glad to send Grant & Lockhart a price list in GBP, delivered to your warehouse.

Best wishes,
Þórdís Hallgrímsdóttir
Export Manager, Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland · +354 464 2190
"""),
         "first e-mail, a reply to the note's requests (traceability, inspection certificate) "
         "that uses its customers (boutique hotels in the Highlands); company without Ltd; "
         "Icelandic word for an eider colony; UK bed sizes; GBP",
         Twin("company_missing", "duvets for Grant & Lockhart. You", "duvets for your company. You",
              "every mention of the company (subject and body) replaced by `your company`",
              found="your company", expected="Grant & Lockhart Ltd",
              more=(("subject", "Eiderdown duvets for Grant & Lockhart –", "Eiderdown duvets for your company –"),
                    ("body", "send Grant & Lockhart a price", "send your company a price")))),
    # N011 ------------------------------------------------------------------------------------
    Mail("P011", "s1",
         "Cod skin dog chews – after Interzoo",
         t("""
Beste Ties,

Great to meet you at Interzoo in Nuremberg. Here is the follow-up I promised on our fish skin dog chews.

Two points from our conversation:

1. EU health certificate: every shipment travels with the health certificate for dog chews, issued in TRACES by our food authority MAST, so clearance in Rotterdam is straightforward.
2. Private label: we can pack 100 g bags in your own design; the minimum is 5,000 bags per design.

The chews are made only from air-dried skins of wild Icelandic cod: rolls, twists and cubes, rich in omega-3 and suitable for dogs with food allergies.

I will send samples of all three shapes to Van Gelder Dierenvoeding next week.

Groeten uit IJsland,
Þórdís
Skjálfandi Æður og Bleikja hf.
+354 464 2190
"""),
         "follow-up on the fair meeting the note records; answers both of its needs (EU health "
         "certificate, private-label 100 g bags); English with a Dutch greeting and closing, "
         "given name only; cod skin for fish skin; TRACES, MAST, Rotterdam",
         Twin("note_wrong", "Interzoo in Nuremberg", "Zoomark in Bologna",
              "a fair the note does not name in place of the one it does")),
    # N012 ------------------------------------------------------------------------------------
    Mail("P012", "s1",
         "Kauartikel aus isländischer Fischhaut für Zahn Heimtierbedarf",
         t("""
Sehr geehrter Herr Zahn,

als Einkaufsleiter der Zahn Heimtierbedarf GmbH suchen Sie vielleicht natürliche Snacks, die sich vom üblichen Angebot abheben. Wir stellen in Húsavík (Island) Kauartikel aus Fischhaut für Hunde her. Dafür trocknen wir die Haut von wild gefangenem isländischem Kabeljau an der Luft, ohne jeden Zusatz.

Die Kauartikel sind leicht verdaulich, reich an Omega-3-Fettsäuren und eignen sich auch für Hunde mit Futtermittelallergien. Wir liefern Rollen, Sticks und Würfel lose in 5-kg-Kartons oder verpackt in 100-g-Beuteln.

Darf ich Ihnen ein Musterpaket schicken?

Mit freundlichen Grüßen

Þórdís Björk Hallgrímsdóttir
Exportleiterin
Skjálfandi Æður og Bleikja hf.
Húsavík, Island
+354 464 2190
"""),
         "cold introduction in German; the recorded title inside the first sentence with the "
         "company in the genitive; category in German (Kauartikel aus Fischhaut); Kabeljau",
         Twin("category_wrong", "Kauartikel aus Fischhaut für Hunde", "Kauknochen aus Rinderhaut für Hunde",
              "a neighbouring chew (rawhide bones) for the buyer's fish skin chews",
              found="Kauknochen aus Rinderhaut", expected="Kauartikel aus Fischhaut")),
    # N013 ------------------------------------------------------------------------------------
    Mail("P013", "s1",
         "Fish skin dog chews – import conditions and sample",
         t("""
Hi Katherine,

Thanks for your interest in our fish skin dog chews. I understand Randolph Pet Supplies needs the DAFF import conditions sorted out before any order, so I have looked them up in BICON.

For dried fish-based pet treats the conditions ask for an import permit from DAFF and an official health certificate from our food authority MAST, stating the species, where the fish was caught and how the product was heat-treated. Our chews are made from the skins of wild cod caught in Icelandic waters and dried at over 70 °C, and MAST can certify both.

We have not shipped pet treats to Australia before, so I am happy to follow your lead on the permit application. In the meantime I will send the sample you asked for, a 2 kg box with rolls, twists and cubes, by courier.

Cheers,
Þórdís Hallgrímsdóttir
Export Manager
Skjálfandi Æður og Bleikja hf., Húsavík, Iceland
+354 464 2190
"""),
         "first e-mail, a reply to the note's two needs (DAFF import permit conditions, a "
         "sample); Australian `Cheers`; DAFF, BICON, MAST",
         Twin("country_wrong", "to Australia before", "to New Zealand before",
              "a neighbouring country for the buyer's Australia",
              found="New Zealand", expected="Australia")),
    # N014 ------------------------------------------------------------------------------------
    Mail("P014", "s1",
         "Gryzaki dla psów ze skóry ryb z Islandii",
         t("""
Szanowna Pani,

piszę do Pani jako specjalistki ds. zakupów w firmie Ogłaza Zoo Sp. z o.o. Nazywam się Þórdís Björk Hallgrímsdóttir i odpowiadam za eksport w firmie Skjálfandi Æður og Bleikja hf. z miasta Húsavík na północy Islandii.

Produkujemy naturalne gryzaki dla psów ze skóry ryb – suszonej na powietrzu skóry dorsza islandzkiego, bez żadnych dodatków. To przysmak bogaty w kwasy omega-3, odpowiedni także dla psów z alergiami pokarmowymi.

Chętnie prześlę próbki i cennik w euro z dostawą do Polski.

Z poważaniem
Þórdís Björk Hallgrímsdóttir
Kierownik ds. eksportu
Skjálfandi Æður og Bleikja hf.
tel. +354 464 2190
"""),
         "cold introduction wholly in Polish; the recorded feminine title declined inside the "
         "sentence (specjalistki), the company in full; category in Polish; the sender's title "
         "translated",
         Twin("company_misspelled", "Ogłaza Zoo Sp. z o.o.", "Ogłasa Zoo Sp. z o.o.",
              "s for z in the family name in the company",
              found="Ogłasa Zoo", expected="Ogłaza Zoo")),
    # N015 ------------------------------------------------------------------------------------
    Mail("P015", "s1",
         "Single-ingredient cod skin chews for Hunt Pet Distributors",
         t("""
Dear Kelly,

I'm reaching out because, as Buyer, Treats & Chews at Hunt Pet Distributors, you may be looking for natural chews with a short, clean label.

We make fish skin dog chews in Húsavík, Iceland: air-dried skins of wild Icelandic cod, nothing added. They come as rolls, braids and small training cubes, in bulk cartons or in retail bags with a bilingual English/French label for Canada.

Would you like me to send samples and our price list in CAD?

Best regards,
Þórdís Björk Hallgrímsdóttir
Export Manager | Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland | +354 464 2190 | thordis@skjalfandi.is
"""),
         "cold introduction; the recorded title with its comma and ampersand inside a sentence; "
         "company without Inc.; bilingual label for Canada; CAD",
         Twin("title_wrong", "as Buyer, Treats & Chews at", "as VP of Sales at",
              "a sales executive's title for the recorded buyer's",
              found="VP of Sales", expected="Buyer, Treats & Chews")),
    # N016 ------------------------------------------------------------------------------------
    Mail("P016", "s2",
         "Huile essentielle de géranium rosat du Cap Bon – échantillon et fiche IFRA",
         t("""
Madame Rémy,

Suite à notre rencontre au salon SIMPPAR à Paris, je vous adresse comme convenu notre offre d'huile essentielle de géranium rosat (Pelargonium graveolens), distillée à Nabeul, au Cap Bon.

Un échantillon de 50 ml part cette semaine par DHL à l'adresse de Rémy Arômes et Parfums. Vous trouverez en pièce jointe la fiche IFRA, la fiche de données de sécurité et le bulletin d'analyse CPG du lot 2025-07 (citronellol 33 %, géraniol 14 %).

Notre prix indicatif est de 145 € le kilo, CPT Marseille, en bidons de 5 et 25 kg.

Je reste à votre disposition pour tout complément.

Bien cordialement,

Rim Chaabane Ben Romdhane
Chargée des exportations
Terre et Essences du Cap Bon SARL
Nabeul – Tunisie
Tél. +216 72 285 407
r.chaabane@terre-essences.com.tn
"""),
         "first e-mail in French, a reply to the French note's requests (50 ml sample, IFRA "
         "sheet) after the fair it records; French spacing before `%`; company without SARL; "
         "CPG, CPT Marseille",
         Twin("sender_wrong", "r.chaabane@terre-essences.com.tn", "r.chaabane@terre-essences.com",
              "the sender's e-mail address with another domain")),
    # N017 ------------------------------------------------------------------------------------
    Mail("P017", "s2",
         "Rose geranium oil from Tunisia for रंगन एरोमैटिक्स",
         t("""
नमस्ते अकबर जी,

I am Rim Chaabane, in charge of exports at Terre et Essences du Cap Bon SARL in Nabeul, Tunisia. As क्रय प्रमुख of रंगन एरोमैटिक्स प्राइवेट लिमिटेड you may be looking for new sources of natural oils, so I would like to introduce our rose geranium oil.

It is steam-distilled from Pelargonium graveolens grown on the Cap Bon peninsula. Tunisian geranium has a rosy, slightly minty note that many perfumers prefer to Chinese or Egyptian oil, and every lot comes with a GC report, COA and MSDS.

We can offer 25 kg drums CIF Nhava Sheva, or smaller lots by air to Delhi.

Shall I send you a 100 ml sample?

With best regards,
Rim Chaabane Ben Romdhane
Chargée des exportations (Export Manager)
Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
+216 72 285 407
"""),
         "cold introduction in English with a Hindi greeting (given name + जी); the recorded "
         "Devanagari title and company in full inside English sentences, the short form in the "
         "subject; China and Egypt named as other origins; Nhava Sheva, Delhi",
         Twin("contact_wrong", "नमस्ते अकबर जी", "नमस्ते अकरम जी",
              "a near-miss given name (Akram for Akbar) in the greeting",
              found="अकरम", expected="अकबर")),
    # N018 ------------------------------------------------------------------------------------
    Mail("P018", "s2",
         "Эфирное масло розовой герани из Туниса",
         t("""
Уважаемый Ярослав,

меня зовут Рим Шаабан, я отвечаю за экспорт в компании Terre et Essences du Cap Bon SARL (Набуль, Тунис). Пишу Вам как менеджеру по закупкам ООО «Кулагин Ароматикс»: мы производим эфирное масло розовой герани (Pelargonium graveolens) методом паровой дистилляции на полуострове Кап-Бон.

Тунисскую герань ценят парфюмеры за мягкий розовый аромат. К каждой партии прилагаются хроматограмма (ГХ-МС), сертификат анализа и паспорт безопасности. Фасовка — канистры по 5 и 25 кг.

Если Вам интересно, с удовольствием вышлю образец 50 мл и прайс-лист.

С уважением,
Рим Шаабан Бен Ромдан
Chargée des exportations
Terre et Essences du Cap Bon SARL
+216 72 285 407
"""),
         "cold introduction wholly in Russian; the recorded title in the dative inside the "
         "sentence, the company in full with its «» quotes; the sender's name transcribed into "
         "Cyrillic, her company and title left in French; Кап-Бон",
         Twin("company_misspelled", "ООО «Кулагин Ароматикс»", "ООО «Кулыгин Ароматикс»",
              "ы for а in the family name in the company",
              found="Кулыгин Ароматикс", expected="Кулагин Ароматикс")),
    # N019 ------------------------------------------------------------------------------------
    Mail("P019", "s2",
         "Prickly pear seed oil – COSMOS certificate and 1 kg sample",
         t("""
Dear Mr Kim,

Thank you for stopping at our stand at in-cosmetics Korea in Seoul. As you requested, I attach our COSMOS Organic certificate for our cold-pressed prickly pear seed oil, and a 1 kg sample is on its way to 주식회사 성진코스메틱 by express courier.

The oil is pressed from the seeds of Opuntia ficus-indica fruit grown in central Tunisia. It takes about a tonne of fruit to make one litre, which is why it is one of the most precious oils in natural skin care; it is rich in linoleic acid and vitamin E.

We supply it in 1 kg and 5 kg aluminium bottles, CIF Busan.

Kind regards,
Rim Chaabane
Export Manager
Terre et Essences du Cap Bon SARL, Nabeul, Tunisia
+216 72 285 407
"""),
         "first e-mail, a reply to the note's needs (COSMOS certificate, 1 kg sample) after the "
         "fair it records; `Dear Mr Kim` from the Hangul family name; the company in Hangul "
         "inside English; the sender's title translated; CIF Busan",
         Twin("category_wrong", "cold-pressed prickly pear seed oil, and", "cold-pressed argan oil, and",
              "a neighbouring oil for the buyer's prickly pear seed oil",
              found="argan oil", expected="prickly pear seed oil")),
    # N020 ------------------------------------------------------------------------------------
    Mail("P020", "s2",
         "Cold-pressed prickly pear seed oil from Tunisia",
         t("""
Αγαπητέ κύριε Βιτσαξή,

My name is Rim Chaabane and I handle exports at Terre et Essences du Cap Bon SARL, a producer of natural oils and essential oils in Nabeul, Tunisia. I am writing to you as Υπεύθυνος Αγορών of Βιτσαξής Φυσικά Καλλυντικά because our cold-pressed prickly pear seed oil could fit well into natural cosmetics like yours.

The oil is pressed from Opuntia seeds, unrefined, with a natural green-gold colour, and is certified organic. Every lot comes with a COA and its fatty acid profile.

The minimum order is 1 kg; I would be glad to send our price list in euros, delivered to Piraeus or Athens.

Με εκτίμηση,
Rim Chaabane Ben Romdhane
Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
+216 72 285 407 | r.chaabane@terre-essences.com.tn
"""),
         "cold introduction in English with a Greek greeting in the vocative (Βιτσαξή) and a "
         "Greek closing; the recorded title and the company without Ι.Κ.Ε. inside an English "
         "sentence; Piraeus, Athens",
         Twin("company_foreign", "of Βιτσαξής Φυσικά Καλλυντικά because", "of Hering Naturkosmetik because",
              "another prickly pear oil buyer's company of this set (Germany)",
              found="Hering Naturkosmetik", expected="Βιτσαξής Φυσικά Καλλυντικά")),
]
