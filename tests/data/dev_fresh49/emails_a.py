"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N001
    Mail("P001", "s1",
         "Galletti price list and shelf life – following IFE London",
         t("""
Dear Clive,

Thank you for stopping by our stand at IFE London in March – it was good to hear how Duffy Fine Foods is building up its Mediterranean range.

As promised, I attach our export price list for galletti crackers: original, multigrain and black pepper, in 200 g packs, 12 packs to a case. On shelf life: the crackers keep 12 months from baking in the sealed pack, and every pallet leaves Malta with at least nine months remaining. The shelf-life test report from our laboratory is attached as well.

If it helps, I can put together a mixed pallet so that you can trial all three flavours before committing to full lines.

Kind regards,

Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
Żejtun, Malta
+356 2167 4418
"""),
         "follow-up after the fair the note records (IFE London, March); answers the note's request "
         "(price list, shelf-life data); Żejtun with Ż",
         Twin("note_wrong", "at IFE London in March", "at the Speciality & Fine Food Fair in September",
              "IFE London in March",
              "the note records a meeting at IFE London in March, not at another London fair",
              found="the Speciality & Fine Food Fair in September")),
    # N002
    Mail("P002", "s1",
         "Maltese galletti crackers for Casey Continental",
         t("""
Dear Lauren,

I'm writing from Bir id-Deheb Foods in Żejtun, in the south of Malta, where we bake galletti – the round, crisp Maltese crackers that end up on every cheese board and antipasto platter on the island.

Casey Continental's deli range looks like a natural home for them in Australia. Our galletti crackers are baked with durum wheat flour and olive oil, contain no palm oil, and keep for 12 months in their sealed 200 g packs.

Would you like me to send a sample carton and our export price list? As Purchasing Officer you will know best which formats work for your customers, so I'm happy to adapt pack sizes.

Best regards,
Marthese Grech Azzopardi
Head of Export Sales, Bir id-Deheb Foods Ltd
marthese.grech@birideheb-foods.com.mt
"""),
         "cold introduction; the sender's company without its legal form (`Bir id-Deheb Foods`) and the "
         "buyer's without `Pty Ltd` and with a possessive (`Casey Continental's`); title as recorded",
         Twin("contact_wrong", "Dear Lauren,", "Dear Laura,", "Lauren",
              "the contact is Lauren Casey; the greeting names a Laura", found="Laura")),
    # N003
    Mail("P003", "s1",
         "Galletti-Muster für Lehmann Feinkost – drei Sorten",
         t("""
Sehr geehrte Frau Lehmann,

vielen Dank für das angenehme Gespräch auf der ISM in Köln. Wie besprochen haben wir heute die Muster unserer Galletti für Sie auf den Weg gebracht: je zwei Beutel der Sorten Original, Mehrkorn und Schwarzer Pfeffer. Das Paket sollte in drei bis vier Werktagen bei Ihnen sein.

Zu den Eckdaten: Galletti sind die klassischen maltesischen Cracker aus Hartweizenmehl und Olivenöl, ohne Palmöl, in 200-g-Beuteln, zwölf Beutel pro Karton; das Mindesthaltbarkeitsdatum liegt zwölf Monate nach dem Backtag. Eine Preisliste ab Werk und geliefert nach Deutschland (DAP) schicke ich Ihnen gern, sobald Sie die Muster probiert haben.

Mit freundlichen Grüßen aus Malta

Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd, Żejtun
"""),
         "wholly German; answers the note's request (samples of three varieties) and names the fair it "
         "records (ISM, Köln); company without `GmbH` in the subject; category as `Galletti` / "
         "`maltesische Cracker`; Incoterm DAP",
         Twin("company_misspelled", "Lehmann Feinkost", "Lehman Feinkost", "Lehmann Feinkost GmbH",
              "one n of Lehmann lost in the company's name", part="subject")),
    # N004
    Mail("P004", "s1",
         "Galletti crackers – a kosher certificate for each product",
         t("""
שלום מוריה,

My name is Marthese Grech Azzopardi and I look after export sales at Bir id-Deheb Foods Ltd in Żejtun, Malta. We bake galletti, the traditional Maltese crackers, and I understand that גרינברג יבוא ושיווק בע"מ lists a new product only once it has its own kosher certificate.

That fits the way we work: each of our three galletti crackers (original, multigrain and black pepper) is produced under kosher supervision and has a separate certificate, and I attach all three to this e-mail. The crackers are dairy-free and contain no animal fats.

Would a sample shipment to your warehouse be helpful for your tasting?

בברכה,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "English with a Hebrew greeting (given name, as Israelis write) and closing; the company in full "
         "in Hebrew script inside an English sentence; answers the note's requirement (kosher "
         "certificate for every product)",
         Twin("category_wrong", "each of our three galletti crackers", "each of our three grissini",
              "galletti crackers",
              "grissini (breadsticks) are a neighbouring product, not the buyer's galletti crackers",
              found="grissini")),
    # N005
    Mail("P005", "s1",
         "[몰타 갈레티 크래커] 주식회사 미래델리 구매팀 박성호 과장님께",
         t("""
박성호 과장님께,

안녕하십니까. 몰타 제이툰(Żejtun)에 있는 Bir id-Deheb Foods Ltd에서 수출 영업을 맡고 있는 Marthese Grech Azzopardi입니다.

저희는 몰타 전통 크래커인 갈레티(galletti crackers)를 굽는 회사로, 듀럼밀과 올리브유로 만들며 팜유는 사용하지 않습니다. 200g 포장이며 유통기한은 제조일로부터 12개월입니다.

주식회사 미래델리에서 취급하시는 치즈·델리 제품과 잘 어울릴 것 같아 연락드립니다. 관심이 있으시면 샘플과 수출 가격표를 보내 드리겠습니다.

감사합니다.

Marthese Grech Azzopardi 드림
Head of Export Sales
Bir id-Deheb Foods Ltd
+356 2167 4418
"""),
         "wholly Korean; the contact with family name first and the recorded title split into team and "
         "rank (`구매팀 … 과장님`); category transliterated (갈레티) with the English in brackets; "
         "Żejtun in Hangul (제이툰) with the Maltese spelling",
         Twin("company_foreign", "주식회사 미래델리에서", "주식회사 서해스틸에서", "주식회사 미래델리",
              "주식회사 서해스틸 is another Korean buyer of this batch (a steel mill)",
              found="주식회사 서해스틸")),
    # N006
    Mail("P006", "s1",
         "Frozen pastizzi for your Maltese club customers",
         t("""
Hi Joshua,

I understand that Griffin Bakery Supplies looks after a good number of the Maltese clubs and cafés in Melbourne's west – Sunshine, St Albans and around. Those are exactly the people who ask us, every time they visit Malta, why they can't get proper pastizzi back home.

We make frozen pastizzi at Bir id-Deheb Foods in Żejtun: hand-folded flaky pastry with the two classic fillings, ricotta and mushy peas. They go from freezer to oven at 200 °C and are ready in about 25 minutes, so a club kitchen needs no pastry skills at all. Cartons hold 40 pieces, and we ship in reefer containers at −18 °C.

Would you like to try a carton of each filling? I can have samples sent to Australia with our next shipment.

Cheers,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd | Żejtun, Malta
"""),
         "cold introduction that uses the note's customers (Maltese clubs and cafés in Melbourne's west, "
         "Sunshine, St Albans); Australian register (`Hi`, `Cheers`); −18 °C with a real minus sign",
         Twin("country_wrong", "samples sent to Australia", "samples sent to New Zealand", "Australia",
              "the buyer is in Australia (Melbourne); New Zealand is its neighbour",
              found="New Zealand")),
    # N007
    Mail("P007", "s1",
         "After SIAL Canada: frozen pastizzi with bilingual labels",
         t("""
Dear Jennifer,

It was a pleasure meeting you at SIAL Canada in Toronto. You mentioned that anything Bradley Foods brings into its frozen aisle must carry bilingual English and French labels – I have checked with our packaging supplier, and we can print the Canadian cartons in both languages from our next production run.

A quick reminder of what we discussed: our frozen pastizzi come in ricotta and pea versions, 40 pieces to a carton, and bake from frozen in about 25 minutes. I attach a draft of the bilingual carton label (Ricotta pastizzi / Pastizzi à la ricotta) for your team to review.

Could we schedule a short call next week to go over volumes and the listing timeline?

Best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
marthese.grech@birideheb-foods.com.mt | +356 2167 4418
"""),
         "follow-up after the fair the note records (SIAL Canada, Toronto) and its labelling requirement; "
         "company without `Inc.`; a French label line inside an English mail",
         Twin("note_wrong", "at SIAL Canada in Toronto", "at SIAL Canada in Montreal",
              "SIAL Canada in Toronto",
              "the note records SIAL Canada in Toronto; the show also runs in Montreal in other years, "
              "but not the meeting the note holds", found="SIAL Canada in Montreal")),
    # N008
    Mail("P008", "s1",
         "Maltese pastizzi for Thomas Frozen Foods",
         t("""
Dear Mr Thomas,

Pastizzi – the flaky pastry parcels every Maltese grows up with – have found a following in the UK well beyond the Maltese community, and I would like to offer Thomas Frozen Foods a ready-to-bake version.

Bir id-Deheb Foods Ltd makes frozen pastizzi in Żejtun, Malta, with ricotta or pea filling. Each carton holds 40 pieces, and they bake from frozen in around 25 minutes at 200 °C. We can supply them under our own brand or in plain cartons for your food-service customers.

If this is of interest, I would be glad to send samples and a price list delivered to the UK.

Yours sincerely,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd, Żejtun, Malta
"""),
         "cold introduction; the contact's family name (Thomas) is also the company's first word; "
         "`the UK` for United Kingdom",
         Twin("company_missing", "offer Thomas Frozen Foods a", "offer your company a",
              "Thomas Frozen Foods Ltd",
              "every mention of the company (subject and body) replaced by `your company`",
              found="your company",
              also=(("subject", "for Thomas Frozen Foods", "for your company"),))),
    # N009
    Mail("P009", "s1",
         "FDA registration and CIF New York quote – frozen pastizzi",
         t("""
Dear Ms Powell,

Thank you for your interest in our frozen pastizzi. Here is what you asked for:

1. FDA facility registration: our bakery in Żejtun is registered with the U.S. FDA; the registration number and our foreign supplier verification documents are attached.
2. Quote for one 20 ft reefer container: 1,150 cartons (40 pieces each, ricotta and pea in any mix), USD 31.50 per carton CIF New York, payment 30% in advance and 70% against documents. The quote is valid for 30 days.

Lead time is about four weeks from order to sailing from the Malta Freeport.

Please let me know if Powell Imports needs anything else for its supplier approval.

Kind regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "answers the note's request point by point (FDA facility registration; CIF New York, 20 ft "
         "reefer); company without `LLC`; the Malta Freeport as port of loading",
         Twin("artifact", "USD 31.50 per carton CIF New York", "USD 31.50 per carton USD 31.50 per carton CIF New York",
              "USD 31.50 per carton CIF New York", "a phrase written twice",
              found="USD 31.50 per carton USD 31.50 per carton")),
    # N010
    Mail("P010", "s1",
         "Κατεψυγμένα pastizzi από τη Μάλτα για την Κανελλής Τρόφιμα Λτδ",
         t("""
Αγαπητή κυρία Κανελλή,

Ονομάζομαι Marthese Grech Azzopardi και είμαι υπεύθυνη εξαγωγών της Bir id-Deheb Foods Ltd στο Żejtun της Μάλτας. Παράγουμε κατεψυγμένα pastizzi, τα παραδοσιακά μαλτέζικα σφολιατάκια με γέμιση ρικότα ή αρακά.

Τα pastizzi ψήνονται κατευθείαν από την κατάψυξη στους 200 °C σε περίπου 25 λεπτά και συσκευάζονται σε κιβώτια των 40 τεμαχίων. Πιστεύω ότι θα ταίριαζαν στη γκάμα της Κανελλής Τρόφιμα Λτδ για καφετέριες και αρτοποιεία στην Κύπρο.

Ως υπεύθυνη αγορών, θα θέλατε να σας στείλουμε δείγματα και τιμοκατάλογο;

Με εκτίμηση,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
+356 2167 4418
"""),
         "wholly Greek; the contact's feminine family name (Κανελλή) beside the firm's masculine form "
         "(Κανελλής), both as recorded; the title lower-cased inside a sentence (`Ως υπεύθυνη "
         "αγορών`); pastizzi in Latin script in Greek text; the sender's title glossed as `υπεύθυνη "
         "εξαγωγών`",
         Twin("contact_wrong", "Αγαπητή κυρία Κανελλή,", "Αγαπητή κυρία Κανελλοπούλου,", "Κανελλή",
              "another Greek family name in the greeting", found="Κανελλοπούλου")),
    # N011
    Mail("P011", "s1",
         "Listino e schede tecniche – prickly pear cordial da Malta",
         t("""
Egregio Sig. Storladi,

è stato un piacere conoscerLa al Cibus di Parma. Come promesso, Le invio in allegato il nostro listino prezzi export e le schede tecniche del prickly pear cordial, lo sciroppo di fichi d'India maltesi che produciamo a Żejtun.

In breve: bottiglie di vetro da 500 ml, cartoni da 6, da diluire 1 a 6 con acqua fredda o frizzante; senza coloranti né conservanti artificiali; 18 mesi di conservazione. Le schede riportano valori nutrizionali, allergeni e codifica del lotto.

Da Responsabile Acquisti di Storladi Bevande S.r.l. saprà valutare se il prodotto si adatta alla Vostra gamma di sciroppi per bar. Resto a disposizione per campioni o per un'offerta franco destino.

Cordiali saluti,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd – Żejtun, Malta
"""),
         "wholly Italian; answers the note's request (listino, schede tecniche) and names the fair it "
         "records (Cibus, Parma); the recorded title inside an Italian sentence; the category kept in "
         "English and glossed (`sciroppo di fichi d'India`)",
         Twin("title_wrong", "Da Responsabile Acquisti", "Da Responsabile Commerciale",
              "Responsabile Acquisti", "a sales title for the buyer's purchasing one",
              found="Responsabile Commerciale")),
    # N012
    Mail("P012", "s1",
         "Biologische prickly pear cordial voor Zeldenrust Dranken",
         t("""
Beste Vera,

Ik ben Marthese Grech Azzopardi, exportmanager bij Bir id-Deheb Foods Ltd op Malta. Omdat Zeldenrust Dranken biologische winkels en reformzaken bevoorraadt, denk ik dat onze prickly pear cordial – een siroop van Maltese cactusvijgen – goed in uw assortiment past.

De cordial wordt gemaakt van vruchten uit de omgeving van Żejtun, zonder kunstmatige kleur- of conserveermiddelen, in glazen flessen van 500 ml. Hij is EU-biologisch gecertificeerd; het certificaat stuur ik als bijlage mee, zodat u het meteen kunt doorsturen naar uw kwaliteitsafdeling.

Zal ik u een proefdoos met zes flessen sturen?

Met vriendelijke groet,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
marthese.grech@birideheb-foods.com.mt
"""),
         "wholly Dutch; uses the note (organic and health-food shops; EU organic certificate); company "
         "without `B.V.`; the sender's title translated (`exportmanager`) and as recorded in the "
         "signature",
         Twin("company_foreign", "Omdat Zeldenrust Dranken", "Omdat Exotic Fresh Westland",
              "Zeldenrust Dranken B.V.",
              "Exotic Fresh Westland B.V. is another Dutch buyer of this batch",
              found="Exotic Fresh Westland")),
    # N013
    Mail("P013", "s1",
         "【FOODEX JAPANのお礼】prickly pear cordial 日本語原材料表のご送付",
         t("""
株式会社近藤商店
購買部課長 近藤京助様

マルタのBir id-Deheb Foods Ltdで輸出営業を担当しておりますMarthese Grech Azzopardiでございます。

先日は幕張メッセのFOODEX JAPANにて弊社ブースにお立ち寄りいただき、誠にありがとうございました。ご依頼いただきましたprickly pear cordial（ウチワサボテン果実のコーディアル）の日本語の原材料表を添付いたします。

原材料：ウチワサボテン果実（マルタ産）、砂糖、レモン果汁
内容量：500 ml（ガラス瓶）、6本入りケース
お召し上がり方：水または炭酸水で6倍に希釈

ご不明な点がございましたら、お気軽にお問い合わせください。サンプルのご用意も可能です。

何卒よろしくお願い申し上げます。

Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd（マルタ・ゼイトゥン）
+356 2167 4418
"""),
         "wholly Japanese; follow-up after the fair the note records (FOODEX Japan, Makuhari) with the "
         "list it asked for; the contact's name written without the recorded space and with 様; the "
         "category in English with a Japanese gloss",
         Twin("company_misspelled", "株式会社近藤商店", "株式会社近籐商店", "株式会社近藤商店",
              "藤 replaced by the look-alike 籐 in the company's name")),
    # N014
    Mail("P014", "s1",
         "Prickly pear cordial from Malta – for บริษัท ขันธุลา เทรดดิ้ง จำกัด",
         t("""
เรียน คุณสุธินันท์

I hope this finds you well. I'm Marthese Grech Azzopardi, Head of Export Sales at Bir id-Deheb Foods Ltd in Malta, and I'm writing to introduce a drink that I think would do well in Thailand.

Our prickly pear cordial is made from the fruit of Malta's prickly pear cactus – bajtra in Maltese. It is bright pink, naturally sweet and tart, and mixes 1:6 with still or sparkling water, which works well in cafés, hotel bars and iced drinks.

Packing is 500 ml glass bottles, six to a carton. I'd be happy to send a sample case to บริษัท ขันธุลา เทรดดิ้ง จำกัด together with our price list CIF Laem Chabang.

ด้วยความเคารพ
Marthese Grech Azzopardi
Head of Export Sales, Bir id-Deheb Foods Ltd
Żejtun, Malta | +356 2167 4418
"""),
         "English with a Thai greeting (คุณ + given name, as Thais are addressed) and closing; the "
         "company in full in Thai script in the subject and the body; the Maltese word bajtra",
         Twin("sender_wrong", "+356 2167 4418", "+356 2167 4481", "+356 2167 4418",
              "the sender's phone number with two digits swapped")),
    # N015
    Mail("P015", "s1",
         "شراب التين الشوكي من مالطا – شهادة الحلال والملصقات العربية",
         t("""
السيد عبدالله المهيري المحترم،
مدير المشتريات – شركة المهيري للمواد الغذائية ذ.م.م

تحية طيبة وبعد،

أشكركم على زيارتكم لجناحنا في معرض جلفود دبي. كما اتفقنا، أرفق لكم شهادة الحلال الخاصة بشراب التين الشوكي المركّز (prickly pear cordial) من إنتاج شركة Bir id-Deheb Foods Ltd في مالطا، بالإضافة إلى مسودة الملصق الخلفي باللغة العربية لمراجعتها.

المنتج مصنوع من ثمار التين الشوكي المالطي، بدون ألوان أو مواد حافظة صناعية، في زجاجات سعة 500 مل، 6 زجاجات في الكرتونة، ويُخفف بنسبة 1 إلى 6 بالماء أو المياه الغازية.

يسعدنا إرسال عينات إلى الإمارات متى شئتم.

مع خالص التحية،
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd – Żejtun، مالطا
"""),
         "wholly Arabic; answers the note (Gulfood Dubai, as جلفود دبي; halal certificate; Arabic back "
         "labels); name, title and company in the address block as recorded; the category translated "
         "with the English in brackets",
         Twin("category_wrong", "بشراب التين الشوكي المركّز (prickly pear cordial)",
              "بمربى التين الشوكي (prickly pear jam)", "prickly pear cordial",
              "prickly pear jam is a neighbouring product of the same fruit",
              found="مربى التين الشوكي (prickly pear jam)")),
    # N016
    Mail("P016", "s2",
         "Muriate of potash from Jordan – offer for रोद्रिगुएस एग्रो केमिकल्स",
         t("""
नमस्ते रत्नम जी,

I am Lina Fawwaz Twal, foreign sales manager at Madaba Turath Trading Co. Ltd. in Madaba, Jordan. We supply muriate of potash from the Dead Sea – standard and granular grades, minimum 60% K2O – and I would like to offer it to रोद्रिगुएस एग्रो केमिकल्स प्राइवेट लिमिटेड.

As क्रय प्रमुख (head of purchase), you will be comparing landed costs: from Aqaba a Handysize vessel reaches Mundra or Kandla in about ten days, and we can also ship in 50 kg bags or one-tonne big bags in containers if you prefer smaller lots.

Shall I send you a CFR offer for your next season's requirement?

With kind regards,
Lina Fawwaz Twal
مديرة المبيعات الخارجية | Foreign Sales Manager
Madaba Turath Trading Co. Ltd.
+962 5 324 6180
"""),
         "English with a Hindi greeting (given name + जी); company in full in Devanagari inside an "
         "English sentence and shortened in the subject; the recorded title glossed in English; the "
         "sender's Arabic title with its English translation",
         Twin("title_wrong", "As क्रय प्रमुख (head of purchase)", "As विक्रय प्रमुख (head of sales)",
              "क्रय प्रमुख", "a sales title (विक्रय = sales) for the buyer's purchasing one",
              found="विक्रय प्रमुख (head of sales)")),
    # N017
    Mail("P017", "s2",
         "Cloreto de potássio (muriate of potash) da Jordânia – Fertilizantes da Paz",
         t("""
Prezada Sabrina,

Foi um prazer conhecê-la na Agrishow, em Ribeirão Preto. Como a senhora prefere se comunicar em português, escrevo nesta língua – perdoe algum deslize.

A Madaba Turath Trading Co. Ltd. exporta cloreto de potássio (muriate of potash, MOP) do Mar Morto, com no mínimo 60% de K2O, nas versões standard e granulada. Para o mercado brasileiro sugerimos o granulado, mais adequado às misturas NPK. Podemos embarcar a granel de Aqaba para Paranaguá ou Santos, ou em big bags de 1 t em contêineres.

Gostaria de receber uma cotação CFR para a próxima safra?

Atenciosamente,
Lina Fawwaz Twal
Gerente de Vendas Externas
Madaba Turath Trading Co. Ltd. – Madaba, Jordânia
l.twal@madabaturath.jo
"""),
         "wholly Portuguese, as the note asks; names the fair it records (Agrishow, Ribeirão Preto); "
         "company without `Ltda.`; the category translated with the English in brackets; the sender's "
         "title translated",
         Twin("country_wrong", "Para o mercado brasileiro", "Para o mercado argentino", "Brazil",
              "the buyer is in Brazil; Argentina is its neighbour", found="mercado argentino")),
    # N018
    Mail("P018", "s2",
         "Muriate of potash (MOP) from Jordan for Công ty TNHH Phân bón Mai Anh",
         t("""
Kính gửi chị Duyên,

My name is Lina Fawwaz Twal, foreign sales manager at Madaba Turath Trading Co. Ltd. in Jordan. I am writing to offer muriate of potash to Công ty TNHH Phân bón Mai Anh for your NPK blending.

Our MOP comes from the Dead Sea, in standard and granular grades, min. 60% K2O, moisture below 0.5%. From Aqaba we ship in 50 kg bags or jumbo bags in 20 ft containers to Hai Phong or Cat Lai; transit takes around 25 days.

As Trưởng phòng Mua hàng, would you like a CFR quotation for a trial container?

Trân trọng,
Lina Fawwaz Twal
Madaba Turath Trading Co. Ltd.
+962 5 324 6180
"""),
         "English with a Vietnamese greeting (chị + given name; the family name Mai comes first in the "
         "record) and closing; the recorded title inside an English sentence; the company in full with "
         "its Vietnamese diacritics",
         Twin("artifact", "As Trưởng phòng Mua hàng,", "As {contact_title},", "Trưởng phòng Mua hàng",
              "a template placeholder left in the text", found="{contact_title}")),
    # N019
    Mail("P019", "s2",
         "约旦液溴供应 – 致潍坊刘氏化工有限公司",
         t("""
刘经理您好：

我是约旦Madaba Turath Trading Co. Ltd.的外销经理Lina Fawwaz Twal。我们长期供应死海液溴（liquid bromine），纯度≥99.7%，可用ISO罐箱或铅衬钢桶包装，危险品第8类，UN 1744。

潍坊是中国溴化工的重要基地，我们希望成为潍坊刘氏化工有限公司稳定的溴原料供应商。从亚喀巴港发货到青岛港，海运约30天，可提供CFR青岛报价及中文版MSDS。

如您方便，我们可以先安排一柜试单。期待您的回复。

此致
敬礼

Lina Fawwaz Twal
Madaba Turath Trading Co. Ltd.（约旦马达巴）
电话：+962 5 324 6180
邮箱：l.twal@madabaturath.jo
"""),
         "wholly simplified Chinese; greeting 刘经理 (family name + a shortened form of the recorded "
         "title 采购部经理); the category translated with the English in brackets; Madaba as 马达巴",
         Twin("company_misspelled", "希望成为潍坊刘氏化工有限公司", "希望成为潍坊柳氏化工有限公司",
              "潍坊刘氏化工有限公司", "刘 replaced by the homophone 柳 (both liú) in the company's name",
              found="潍坊柳氏化工有限公司")),
    # N020
    Mail("P020", "s2",
         "Liquid bromine supply for जाधव केमिकल्स",
         t("""
नमस्कार शिल्पा जी,

I am writing from Madaba Turath Trading Co. Ltd. in Jordan. We export liquid bromine from the Dead Sea, Br2 99.7% minimum, with a certificate of analysis for every batch giving assay, chlorine, water content and non-volatile residue.

For जाधव केमिकल्स प्रायव्हेट लिमिटेड we can offer ISO tank lots to Nhava Sheva or smaller volumes in lead-lined drums, each shipment with a full dangerous-goods set (UN 1744, class 8).

As खरेदी व्यवस्थापक, you may want to compare us with your current source – I would be glad to send a CFR Nhava Sheva price for your monthly requirement.

Warm regards,
Lina Fawwaz Twal
Foreign Sales Manager, Madaba Turath Trading Co. Ltd.
l.twal@madabaturath.jo
"""),
         "English with a Marathi greeting (नमस्कार, given name + जी); the company in full in Devanagari "
         "(Marathi spelling प्रायव्हेट) and shortened in the subject; the recorded Marathi title in an "
         "English sentence",
         Twin("company_foreign", "For जाधव केमिकल्स प्रायव्हेट लिमिटेड",
              "For रोद्रिगुएस एग्रो केमिकल्स प्राइवेट लिमिटेड", "जाधव केमिकल्स प्रायव्हेट लिमिटेड",
              "another Indian buyer of this batch, also in Devanagari",
              found="रोद्रिगुएस एग्रो केमिकल्स प्राइवेट लिमिटेड")),
]
