"""Natural e-mails N001-N020 (buyers P001-P020, one each), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Caraway cheese for your Dublin and Cork shops – Gaujas Klēts",
         """Dear Ms Warren,

It was a pleasure to talk to you at Riga Food last September. As promised, here are the details of our Jāņu cheese, the caraway cheese every Latvian family puts on the table at midsummer.

We make it in Valmiera from fresh cow's milk and whole caraway seeds. It comes in 1.2 kg wheels or in 300 g vacuum-packed pieces with a 60-day shelf life at 0–6 °C. Since Warren Continental Foods supplies the Baltic community shops in Dublin and Cork, the 300 g pieces with a bilingual Latvian/English label may suit you best: customers recognise the cheese at once.

We ship chilled by groupage via Riga and can deliver DAP Dublin every two weeks, from a single pallet.

Could I send you our price list and a sample box?

Kind regards,
Agnese Kalniņa
Eksporta pārdošanas vadītāja
SIA "Gaujas Klēts"
Valmiera, Latvia
+371 6420 7315
www.gaujasklets.lv""",
         "first contact after the fair the note names (Riga Food); the note's Dublin and Cork shops; Jāņu cheese for caraway cheese; company without Ltd; sender's title in Latvian",
         Twin("note_wrong", "body", "at Riga Food last September", "at SIAL Paris last October",
              "a fair the note does not name in place of Riga Food", found="SIAL Paris",
              expected="Riga Food 2024")),

    Mail("P002", "s1", "Ihre Anfrage: Muster und Preisliste für Kümmelkäse",
         """Sehr geehrter Herr Krebs,

vielen Dank für Ihre Anfrage und Ihr Interesse an unserem lettischen Kümmelkäse (Jāņu siers). Anbei erhalten Sie unsere aktuelle Preisliste; die Muster – zwei Laibe à 1,2 kg und vier Stücke à 300 g – gehen morgen per Kühlexpress an das Käsehaus Krebs.

Unsere Käserei in Valmiera ist nach IFS Food (Higher Level) zertifiziert; das gültige Zertifikat hängt ebenfalls an.

Die Preise verstehen sich FCA Valmiera. Gern kalkulieren wir Ihnen auch frei Lager (DAP).

Mit freundlichen Grüßen

Agnese Kalniņa
Eksporta pārdošanas vadītāja
SIA „Gaujas Klēts“
Valmiera, Lettland
Tel. +371 6420 7315""",
         "reply to the request the note records (samples, price list, IFS Food); German; Kümmelkäse; company with article and without GmbH; German quotation marks around the sender's name",
         Twin("company_missing", "body", "an das Käsehaus Krebs", "an Sie",
              "the only mention of the buyer's company replaced by `Sie`", found="an Sie",
              expected="Käsehaus Krebs GmbH")),

    Mail("P003", "s1", "Lettisk kumminost till Lundholms Ostbod",
         """Hej Maria,

Jag heter Agnese Kalniņa och ansvarar för exporten på Gaujas Klēts, ett mejeri och bageri i Valmiera i norra Lettland. Jag skriver till dig eftersom du som inköpschef på Lundholms Ostbod väljer ostarna till butiken, och jag tror att vår kumminost skulle vara något nytt för era kunder.

Jāņu siers är en färsk, mild ost av komjölk med hela kumminfrön – den lettiska midsommarosten. Den säljs i hela hjul om 1,2 kg eller i bitar om 300 gram, och passar bra på ostbrickan eller till ett glas öl.

Vi levererar redan kylda pallar till Sverige med färjan Riga–Stockholm. Får jag skicka några provbitar?

Vänliga hälsningar
Agnese Kalniņa
SIA "Gaujas Klēts", Valmiera, Lettland
+371 6420 7315 · agnese.kalnina@gaujasklets.lv""",
         "cold introduction in Swedish; the recorded title lower-case inside a sentence; kumminost; Sweden named as the destination",
         Twin("title_wrong", "body", "du som inköpschef på", "du som försäljningschef på",
              "a sales title for the purchasing one", found="försäljningschef",
              expected="Inköpschef")),

    Mail("P004", "s1", "Latvian caraway cheese for Деликатеси Фенеров",
         """Dear Mr Fenerov,

I am the export sales manager of Gaujas Klēts, a dairy and bakery in Valmiera, Latvia. I am writing to Деликатеси Фенеров ЕООД because your shops carry cheeses from many countries, and I believe our caraway cheese would be something new for your customers in Bulgaria.

Jāņu cheese is a fresh, semi-soft cow's milk cheese with whole caraway seeds. It is mild and slightly sour, a little like a young kashkaval with spice. We offer it in 300 g vacuum packs (60 days' shelf life) and in 1.2 kg wheels, with Bulgarian labels if needed.

A chilled pallet reaches Sofia by truck in four days. Shall I send you our price list?

Best regards,
Agnese Kalniņa
Export Sales Manager, SIA "Gaujas Klēts"
+371 6420 7315
agnese.kalnina@gaujasklets.lv""",
         "written in English as the note (in Bulgarian) asks; the contact's family name romanised (`Mr Fenerov`); Cyrillic company in an English sentence and shortened in the subject; kashkaval as a comparison; Sofia",
         Twin("country_wrong", "body", "your customers in Bulgaria", "your customers in Romania",
              "another country for the buyer's", found="Romania", expected="Bulgaria")),

    Mail("P005", "s1", "FOODEX JAPAN 2025のお礼とキャラウェイチーズのサンプルについて",
         """株式会社松本チーズ商会
購買課長 松本美加子様

FOODEX JAPAN 2025では弊社ブースにお立ち寄りいただき、名刺を交換させていただきまして誠にありがとうございました。ラトビアのSIA "Gaujas Klēts"で輸出を担当しておりますアグネセ・カルニニャです。

その際にご希望いただいたキャラウェイチーズ（ヤーニチーズ）のサンプルを、本日国際クール便にて発送いたしました。300g真空パック4個と1.2kgホール1個です。ラトビアの夏至祭に欠かせない、キャラウェイシード入りの牛乳のフレッシュチーズです。

輸入手続きに必要な衛生証明書の写しも同封しております。ご試食のうえ、ご感想をお聞かせいただけましたら幸いです。

何卒よろしくお願い申し上げます。

アグネセ・カルニニャ
SIA "Gaujas Klēts"（ラトビア・ヴァルミエラ）
+371 6420 7315
agnese.kalnina@gaujasklets.lv""",
         "first e-mail after the fair and the card exchange the (Japanese) note records, with the samples it asks for; Japanese letter head with company, title and name; sender's name in katakana",
         Twin("contact_wrong", "body", "購買課長 松本美加子様", "購買課長 松本美香様",
              "a near-miss given name in the letter head", found="松本美香",
              expected="松本美加子")),

    Mail("P006", "s1", "Shelf life of our sliced rye bread",
         """Dear Edward,

Thank you for your question about our sliced rye bread. Here are the details:

- Rupjmaize (dark rye with caraway), 400 g sliced, sealed bag: 45 days from baking at room temperature, thanks to the sourdough and pasteurisation in the pack.
- Saldskābmaize (sweet-sour rye), 300 g sliced: 30 days.
- Both can be frozen; after thawing, 10 days.

For grocers in London and Peterborough, 45 days is enough for a fortnightly trailer from Valmiera with a week's buffer on the shelf. English stickers over the Latvian labels are applied at our bakery, so the bread can go straight to the shops Vaughan Baltic Foods supplies.

I attach the specification sheets and am happy to quote DAP your warehouse once you know the volumes.

Best wishes,
Agnese Kalniņa
Export Sales Manager
SIA "Gaujas Klēts"
Valmiera, Latvia | +371 6420 7315""",
         "reply to the shelf-life question the note records; the note's London and Peterborough grocers; Latvian names of the breads; company without Ltd",
         Twin("artifact", "body", "in London and Peterborough", "in London and and Peterborough",
              "a doubled word", found="and and", expected="and")),

    Mail("P007", "s1", "Ekologiskt rågbröd – uppföljning från Natural Products Scandinavia",
         """Hej Karl,

Tack för ett trevligt samtal i vår monter på Natural Products Scandinavia i Malmö. Du frågade efter ekologiskt rågbröd, och jag har goda nyheter: vårt mörka rågbröd med kummin (rupjmaize) är EU-ekologiskt certifierat sedan i våras. KRAV-certifiering har vi inte ännu, men ansökan är inlämnad och vi väntar besked till hösten.

Brödet bakas på surdeg i Valmiera och håller 45 dagar i obruten förpackning – lagom för import till Eks Brödimport och vidare ut till butikerna.

Jag bifogar produktbladet och EU-ekocertifikatet. Hör gärna av dig om du vill ha prover.

Med vänliga hälsningar
Agnese Kalniņa
Exportchef, SIA "Gaujas Klēts"
Valmiera, Lettland
+371 6420 7315""",
         "first e-mail after the fair the note names (Malmö), answering its KRAV / EU organic request honestly; Swedish; rågbröd; company without AB; sender's title translated",
         Twin("category_wrong", "body", "vårt mörka rågbröd med kummin", "vårt mörka vetebröd med kummin",
              "wheat bread for the rye bread the buyer buys", found="vetebröd",
              expected="rye bread")),

    Mail("P008", "s1", "Latvian rye bread for your shops in Haifa and Ashdod – Badatz kosher",
         """שלום אודליה,

I am writing from Gaujas Klēts, a bakery in Valmiera, Latvia, with an offer of our dark rye breads for the Russian-speaking shops you supply in Haifa and Ashdod. Many of their customers will know Borodinsky bread from home; our rupjmaize is the Latvian original of the dark, sweet-sour rye loaf.

On certification: we have agreed with a Badatz kashrut agency that a mashgiach will supervise dedicated production runs on our rye line, so every carton for Israel would carry the Badatz hechsher.

As מנהלת רכש at אזברגה מאפים ויבוא בע"מ you will want to see costs: we quote CIF Haifa in 40' reefer containers, frozen at –18 °C, with 12 months' shelf life frozen.

בברכה,
Agnese Kalniņa
Export Sales Manager, SIA "Gaujas Klēts"
Valmiera, Latvia
+371 6420 7315 · agnese.kalnina@gaujasklets.lv""",
         "English with a Hebrew greeting and closing; the contact's given name in Hebrew; the recorded title and company in Hebrew inside an English sentence; the note's Badatz certification and Russian-speaking shops in Haifa and Ashdod; Borodinsky as a comparison",
         Twin("company_foreign", "body", 'at אזברגה מאפים ויבוא בע"מ', "at Eks Brödimport AB",
              "another buyer's company (rye bread, Sweden)", found="Eks Brödimport AB",
              expected='אזברגה מאפים ויבוא בע"מ')),

    Mail("P009", "s1", "Latvisk rugbrød til Nielsen Dagligvare",
         """Hei Marius,

Mitt navn er Agnese Kalniņa, og jeg har ansvar for eksportsalg i Gaujas Klēts, et bakeri i Valmiera i Latvia. Jeg tar kontakt fordi jeg tror vårt rugbrød kan passe godt inn i sortimentet til Nielsen Dagligvare.

Rupjmaize er et kompakt, mørkt rugbrød bakt på surdeig med hel rug, malt og karve – litt som dansk rugbrød, men søtere. Det selges i skivede brød på 400 g med 45 dagers holdbarhet, så det tåler transporten fra Riga til Oslo godt.

Kan jeg sende deg noen prøver og en prisliste? Vi leverer DAP Oslo fra én pall.

Med vennlig hilsen
Agnese Kalniņa
SIA "Gaujas Klēts"
Valmiera, Latvia
+371 6420 7315""",
         "cold introduction in Norwegian; rugbrød; Danish rye bread as a comparison; Oslo; company without AS",
         Twin("sender_wrong", "body", "+371 6420 7315", "+371 6420 7351",
              "the sender's phone with two digits swapped", found="+371 6420 7351",
              expected="+371 6420 7315")),

    Mail("P010", "s1", "Λετονικό ψωμί σίκαλης για την Αρτοποιία Δ. Καπανταϊδάκη",
         """Αγαπητή κυρία Καπανταϊδάκη,

ονομάζομαι Agnese Kalniņa και είμαι υπεύθυνη εξαγωγών της Gaujas Klēts, αρτοποιείου και τυροκομείου στη Βαλμιέρα της Λετονίας. Σας γράφω επειδή, ως υπεύθυνη προμηθειών της Αρτοποιίας Δ. Καπανταϊδάκη, ίσως αναζητάτε σκούρο ψωμί σίκαλης για πελάτες που προσέχουν τη διατροφή τους.

Το rupjmaize είναι σκούρο ψωμί ολικής σίκαλης με προζύμι και κάρο. Σε κλειστή συσκευασία των 400 γρ., σε φέτες, διατηρείται 45 ημέρες.

Μπορούμε να σας στείλουμε δείγματα και τιμοκατάλογο CIF Πειραιά.

Με εκτίμηση,
Agnese Kalniņa
SIA "Gaujas Klēts"
Βαλμιέρα, Λετονία
+371 6420 7315""",
         "cold introduction in Greek; feminine vocative; the recorded title in the nominative inside a sentence; company in the genitive without Ε.Ε.; ψωμί σίκαλης; Piraeus",
         Twin("title_wrong", "body", "ως υπεύθυνη προμηθειών της", "ως υπεύθυνη πωλήσεων της",
              "a sales title for the purchasing one", found="υπεύθυνη πωλήσεων",
              expected="Υπεύθυνη Προμηθειών")),

    Mail("P011", "s1", "成都糖酒会后续：拉脱维亚黑加仑果酒CIF上海报价",
         """谭经理您好：

感谢您今年春季在成都全国糖酒会上到访我们的展位。我是拉脱维亚SIA "Gaujas Klēts"的出口销售经理Agnese Kalniņa。

按照您的要求，现将我们黑加仑果酒的CIF上海报价附上：
- 黑加仑干型果酒，12% vol，750毫升，每箱6瓶
- 黑加仑半甜型果酒，11% vol，750毫升，每箱6瓶
最小起订量为一个20尺整柜（约1,100箱），可按需要加贴中文背标。

我们的果酒用瓦尔米耶拉周边农场的黑加仑酿造，不添加香精。如青岛谭氏酒业需要样品，我们可以快递寄出。

此致
敬礼

Agnese Kalniņa
出口销售经理
SIA "Gaujas Klēts"（拉脱维亚 瓦尔米耶拉）
电话：+371 6420 7315""",
         "first e-mail after the fair the note names, with the CIF Shanghai prices it asks for; simplified Chinese; 谭经理 for 采购经理; 黑加仑果酒; company shortened",
         Twin("company_misspelled", "body", "如青岛谭氏酒业需要样品", "如青岛潭氏酒业需要样品",
              "a near-homophone character for the family name", found="青岛潭氏酒业",
              expected="青岛谭氏酒业有限公司")),

    Mail("P012", "s1", "Mustaherukkaviini – analyysitodistus ja etikettivedos Alkon hakua varten",
         """Hyvä Marjut Laine,

kiitos viestistänne. Liitteenä ovat pyytämänne asiakirjat mustaherukkaviinistämme Alkon valikoimahakua varten:

1. akkreditoidun laboratorion analyysitodistus (alkoholi 12,0 til-%, sokeri 18 g/l, kokonaishapot 7,2 g/l)
2. etikettivedos, jossa pakolliset merkinnät ovat suomeksi ja ruotsiksi.

Viini valmistetaan Valmierassa Vidzemen tilojen mustaherukoista. Jos tarjous menee läpi, toimitamme erät suoraan Laineen Viinitalon varastoon (DAP).

Ystävällisin terveisin
Agnese Kalniņa
vientipäällikkö, SIA "Gaujas Klēts"
Valmiera, Latvia
+371 6420 7315""",
         "reply to the request the note records (analysis certificate, label proof, Alko); Finnish; mustaherukkaviini; the company's Finnish genitive in a sentence",
         Twin("artifact", "body", "alkoholi 12,0 til-%", "alkoholi {abv} til-%",
              "a leftover template placeholder", found="{abv}", expected="12,0")),

    Mail("P013", "s1", "拉脫維亞黑醋栗果酒 — 洪氏國際貿易",
         """洪小姐您好：

冒昧來信。我是拉脫維亞SIA "Gaujas Klēts"的出口業務經理Agnese Kalniņa。

我們在瓦爾米耶拉以當地農場採收的黑醋栗釀造果酒，酒精度11–12%，有乾型與半甜兩款，750毫升裝。酸度明亮、果香濃郁，適合搭配甜點與起司。這類果酒在台灣市場還不多見。

如洪氏國際貿易有興趣，我們可提供CIF基隆報價及樣品。

敬祝 商祺

Agnese Kalniņa
SIA "Gaujas Klēts"
拉脫維亞 瓦爾米耶拉
+371 6420 7315""",
         "cold introduction in traditional Chinese; 黑醋栗果酒; company shortened; Taiwan and Keelung named",
         Twin("country_wrong", "body", "在台灣市場", "在香港市場",
              "another market for the buyer's", found="香港", expected="Taiwan")),

    Mail("P014", "s1", "Black currant wine – COLA label support after the Fancy Food Show",
         """Dear Matthew,

Thanks again for stopping by our stand at the Summer Fancy Food Show in New York. You mentioned that COLA label approval is the bottleneck for new imports at Wright Cellars, so here is how we can help.

Our US label for the black currant wine follows the TTB rules: the class and type designation, 12% alc./vol., 750 mL, the sulfite declaration, the Government Warning and "Product of Latvia". As importer of record you file the COLA through COLAs Online; we supply print-ready artwork, the formula details and a lab analysis, so your filing has everything in one go.

Would you like me to send the draft label and a sample case?

Best regards,
Agnese Kalniņa
Export Sales Manager
SIA "Gaujas Klēts" · Valmiera, Latvia
+371 6420 7315 · agnese.kalnina@gaujasklets.lv""",
         "first e-mail after the fair the note names, offering the COLA help it records; TTB, COLAs Online; company shortened",
         Twin("note_wrong", "body", "at the Summer Fancy Food Show in New York", "at ProWein in Düsseldorf",
              "a fair the note does not name", found="ProWein in Düsseldorf",
              expected="Summer Fancy Food Show 2024 in New York")),

    Mail("P015", "s1", "Zwarte-bessenwijn uit Letland",
         """Beste mevrouw De Ruiter,

Mijn naam is Agnese Kalniņa, exportmanager bij Gaujas Klēts in Valmiera, Letland. Wij maken vruchtenwijn van zwarte bessen van boerderijen in Vidzeme, en ik zoek een importeur in Nederland.

Onze zwarte-bessenwijn is er droog en halfzoet (11–12% vol., 75 cl). Hij is diep paars, fris van zuur en past goed bij wild, paté en kaas – een mooie aanvulling voor een wijnkoperij die graag iets bijzonders schenkt.

Mag ik Wijnkoperij De Ruiter een proefpakket van zes flessen sturen?

Met vriendelijke groet,
Agnese Kalniņa
SIA "Gaujas Klēts"
Valmiera, Letland
+371 6420 7315""",
         "cold introduction in Dutch; `mevrouw De Ruiter` (capital De without the given name); zwarte-bessenwijn; company without B.V.",
         Twin("contact_wrong", "body", "Beste mevrouw De Ruiter", "Beste mevrouw De Vries",
              "another family name in the greeting", found="De Vries",
              expected="Julia de Ruiter")),

    Mail("P016", "s2", "Cargaisons de GTL diesel FOB Ras Laffan – suite à l'ADIPEC",
         """Monsieur Besançon,

Je vous remercie pour notre échange à l'ADIPEC, à Abou Dhabi, en novembre dernier. Comme convenu, voici les grandes lignes de notre offre de GTL diesel pour Besançon Energy Trading :

- produit : GTL diesel (gazole paraffinique Fischer-Tropsch) conforme à la norme EN 15940, indice de cétane supérieur à 70, soufre inférieur à 1 mg/kg ;
- volume : cargaisons de 30 000 à 35 000 t, navires MR ;
- livraison : FOB Ras Laffan, laycan à convenir ; prix indexé sur la cotation ULSD 10 ppm CIF NWE, plus une prime.

En tant que responsable distillats moyens, vous savez que ce produit se valorise surtout en mélange : il relève l'indice de cétane et abaisse la teneur en soufre et en aromatiques.

Je reste à votre disposition pour un appel.

Cordialement,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
Al Wakrah, Qatar
+974 4463 2981""",
         "first e-mail after the fair the note names, with the cargo size and FOB Ras Laffan it records; French; the recorded title in a sentence; EN 15940, MR, laycan, CIF NWE",
         Twin("title_wrong", "body", "En tant que responsable distillats moyens", "En tant que responsable des ventes de distillats",
              "a sales title for the buyer's", found="responsable des ventes de distillats",
              expected="Responsable distillats moyens")),

    Mail("P017", "s2", "GTL diesel offer for शुक्ला पेट्रोकेम",
         """नमस्ते शुक्ला जी,

I am Hamad Al-Kaabi, head of product marketing at Wakrah Bay Hydrocarbons in Al Wakrah, Qatar. We market GTL diesel, a sulphur-free, high-cetane synthetic diesel made from natural gas. Your role as महाप्रबंधक (क्रय) at शुक्ला पेट्रोकेम प्राइवेट लिमिटेड makes you the right person for this offer.

Blended into BS-VI diesel, GTL diesel lifts the cetane number and cuts sulphur and aromatics. We can supply parcels of 5,000–10,000 t CFR Kandla or Mundra, from Ras Laffan in about five days' sailing.

Would you like the specification sheet and an indicative price?

धन्यवाद,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981 | h.alkaabi@wakrahbay.com.qa""",
         "cold introduction in English with a Hindi greeting (`शुक्ला जी`) and closing; title and company in Devanagari inside English, company shortened in the subject; BS-VI, Kandla, Mundra",
         Twin("company_foreign", "body", "at शुक्ला पेट्रोकेम प्राइवेट लिमिटेड", "at Besançon Energy Trading SA",
              "another buyer's company (GTL diesel, Switzerland)", found="Besançon Energy Trading SA",
              expected="शुक्ला पेट्रोकेम प्राइवेट लिमिटेड")),

    Mail("P018", "s2", "GTL diesel spec sheet – cetane and sulphur",
         """เรียน คุณอเนชา

Thank you for your enquiry. As requested, I attach the specification sheet of our GTL diesel. The figures that matter for blending to Euro 5:

- cetane number: 74 minimum (typically 76)
- sulphur: below 1 mg/kg (the Euro 5 limit is 10 mg/kg)
- density at 15 °C: 770–785 kg/m³
- total aromatics: below 1% (m/m)

Because of its low density, a blend of up to 20–30% keeps the finished diesel inside the density range. For บริษัท ถนัดรักษา ปิโตรเลียม จำกัด we could supply parcels of 10,000 t CFR Map Ta Phut or Sriracha.

ขอแสดงความนับถือ
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L., Al Wakrah, Qatar
+974 4463 2981""",
         "reply to the spec-sheet request the note records (Euro 5, cetane, sulphur); English with a Thai greeting (`คุณ` + given name) and closing; Thai company in an English sentence; density caveat; Map Ta Phut, Sriracha",
         Twin("category_wrong", "body", "the specification sheet of our GTL diesel", "the specification sheet of our GTL kerosene",
              "another product for the buyer's", found="GTL kerosene", expected="GTL diesel")),

    Mail("P019", "s2", "APPEC 2024 후속 – 콘덴세이트 성상 분석서(assay) 송부",
         """이준서 원료구매팀장님께,

지난 9월 싱가포르 APPEC 2024에서 만나 뵙게 되어 반가웠습니다. 카타르 Wakrah Bay Hydrocarbons의 하마드 알카아비입니다.

말씀하신 대로 저희 콘덴세이트의 성상 분석서(assay)를 첨부해 드립니다. 주요 수치는 다음과 같습니다.
- API 비중: 54.5°
- 황 함량: 0.25 wt%
- 나프타 수율(C5–165 °C): 약 62 vol%

나프타 수율이 높아 대산에 있는 서해에너지의 콘덴세이트 스플리터에 잘 맞을 것으로 생각합니다. 선적은 FOB 라스라판 기준이며, 카고 단위(약 65만 배럴)로 공급 가능합니다.

감사합니다.

하마드 나세르 알카아비 (Hamad Nasser Al-Kaabi)
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "first e-mail after the fair the note names, with the assay it asks for and its Daesan splitter; Korean; name + title + 님께; company without 주식회사; sender's name in Hangul",
         Twin("note_wrong", "body", "대산에 있는", "울산에 있는",
              "the note's Daesan splitter placed in Ulsan", found="울산", expected="Daesan")),

    Mail("P020", "s2", "カタール産コンデンセートのご案内",
         """中島石油化学株式会社
原料調達部長 中島裕樹様

突然のご連絡失礼いたします。カタールのWakrah Bay Hydrocarbons W.L.L.でプロダクトマーケティングを担当しておりますハマド・アル＝カアビと申します。

弊社はラス・ラファン積みのコンデンセートを販売しております。ナフサ留分の多い軽質コンデンセート（API 54°前後、硫黄分0.25 wt%）を、FOBラス・ラファンまたはCFR鹿島・千葉にてご提供可能です。

原料の多様化をご検討の際には、性状表とサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

ハマド・ナセル・アル＝カアビ
Wakrah Bay Hydrocarbons W.L.L.（カタール・アルワクラ）
+974 4463 2981
h.alkaabi@wakrahbay.com.qa""",
         "cold introduction in Japanese with a letter head; sender's name in katakana; Kashima and Chiba",
         Twin("title_wrong", "body", "原料調達部長 中島裕樹様", "営業部長 中島裕樹様",
              "a sales title for the purchasing one", found="営業部長", expected="原料調達部長")),
]
