"""Natural e-mails N001-N020 (first e-mails to P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail("P001", "s1",
         "Gozo cheeselets for Smart's Fine Cheese – price list as promised",
         """Dear Diane,

It was a pleasure to meet you at IFE London in March, and thank you for stopping at our stand to taste the ġbejniet. As promised, I attach our export price list for Smart's Fine Cheese.

You mentioned the peppered cheeselets for your deli counter. They are our best seller: sheep's milk cheeselets, sun-dried and rolled in cracked black pepper, packed 10 to a vacuum tray (about 400 g). Unopened they keep 90 days at 0–4 °C, so they travel well by chilled groupage via Catania to Felixstowe.

The price list shows EXW Xagħra and DAP prices for 1, 2 and 4 pallets. The minimum order is one mixed pallet, so you could try the peppered ones alongside the plain dried cheeselets in brine.

If it helps, I can send a sample case along with the first pallet quote.

Kind regards,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
Xagħra, Gozo, Malta
+356 2155 3184 | www.ggantijafoods.com.mt""",
         "first e-mail after the fair the note records, sending the price list it records; English; "
         "company shortened without Ltd in subject and body; ġbejniet; port Felixstowe, via Catania; EXW, DAP",
         Twin("note_wrong", "body", "meet you at IFE London in March", "meet you at the Speciality & Fine Food Fair in March",
              "IFE London", "the note's fair (IFE London) replaced by another fair",
              found="the Speciality & Fine Food Fair")),
    # N002
    Mail("P002", "s1",
         "Samples of Gozo cheeselets on their way to Wiley Continental",
         """Dear David,

Thank you for your request for samples. A box with three kinds of Gozo cheeselets left Malta yesterday by courier: plain dried, peppered, and the ones cured in vinegar and salt brine, 12 pieces of each.

On the import side, our veterinary officer has issued the health certificate that goes with every consignment, and we have put a copy in the box together with the Listeria lab report, so that your broker can check the permit conditions with the Department of Agriculture before a commercial order.

Many of your customers will know ġbejniet from home; the bakeries in Sydney's west that make pastizzi and ftira could use the peppered ones straight on the counter.

Tracking: DHL 4417 2093 58

Best wishes,
Graziella
Graziella Attard Borg | Export Sales Manager
Ġgantija Heritage Foods Ltd, Malta
graziella@ggantijafoods.com.mt""",
         "reply to the sample request the note records, using the note's customers (Maltese-Australian "
         "bakeries in Sydney's west) and import permit; English; company shortened to `Wiley Continental` in the subject; "
         "pastizzi, ftira named as the customers' products, not offers",
         Twin("category_wrong", "body", "three kinds of Gozo cheeselets", "three kinds of Gozo halloumi",
              "Gozo cheeselets", "the product named as halloumi, which the sender does not sell",
              found="Gozo halloumi")),
    # N003
    Mail("P003", "s1",
         "Ġbejniet di Gozo – formaggini di pecora",
         """Gentile Sig. Ramazzotti,

mi chiamo Graziella Attard Borg e seguo le esportazioni di Ġgantija Heritage Foods, un piccolo caseificio di Xagħra, sull'isola di Gozo (Malta). Produciamo i ġbejniet, i tipici formaggini di latte di pecora di Gozo: freschi, essiccati al sole o al pepe nero.

Scrivo a Ramazzotti Formaggi S.r.l. perché penso che i nostri formaggini possano completare un'offerta di pecorini con qualcosa che in Italia si trova ancora poco. I formaggini essiccati si conservano 120 giorni sottovuoto a 0-4 °C e viaggiano refrigerati con il traghetto da Malta a Pozzallo, in 48 ore fino al Nord Italia.

Se le interessa, posso inviarle una campionatura e il listino franco destino.

Cordiali saluti,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd – Xagħra, Gozo, Malta
Tel. +356 2155 3184""",
         "cold introduction; Italian; category as `formaggini di latte di pecora` / ġbejniet; pecorini as a "
         "comparison; Pozzallo; franco destino",
         Twin("company_missing", "body", "Scrivo a Ramazzotti Formaggi S.r.l. perché", "Scrivo alla Vostra azienda perché",
              "Ramazzotti Formaggi S.r.l.", "the only mention of the company replaced by `Vostra azienda`",
              found="Vostra azienda")),
    # N004
    Mail("P004", "s1",
         "Τυράκια Γκόζο σε άλμη – τα δείγματα που ζητήσατε",
         """Αγαπητή κυρία Παπαστεργίου,

σας ευχαριστώ για την επίσκεψή σας στο περίπτερό μας στη Food Expo στην Αθήνα. Όπως σας υποσχέθηκα, σας στέλνουμε αυτή την εβδομάδα δείγματα από τα τυράκια της Γκόζο (ġbejniet) σε άλμη: τα αποξηραμένα και τα πιπεράτα, σε βάζα των 500 γρ.

Είναι πρόβειο τυρί από το χωριό μας, την Xagħra, με μικρή ωρίμανση· στην άλμη διατηρούνται έξι μήνες χωρίς ψύξη πριν ανοιχτεί το βάζο. Για την Τ. Παπαστεργίου & ΣΙΑ Ε.Ε. θα μπορούσαμε να προτείνουμε και συσκευασία των 2 κιλών για τη βιτρίνα-ψυγείο.

Τα δείγματα θα φτάσουν με ταχυμεταφορά στη διεύθυνση της εταιρείας σας σε τρεις με τέσσερις εργάσιμες.

Με εκτίμηση,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Γκόζο, Μάλτα
+356 2155 3184""",
         "first e-mail after the fair the Greek note records, answering its request for samples in brine; "
         "wholly Greek; category as `τυράκια της Γκόζο`; company with its Greek partnership form inside a Greek sentence",
         Twin("company_misspelled", "body", "Για την Τ. Παπαστεργίου & ΣΙΑ Ε.Ε.", "Για την Τ. Παπαστέργιου & ΣΙΑ Ε.Ε.",
              "Τ. Παπαστεργίου & ΣΙΑ Ε.Ε.", "the accent of the family name moved in the company",
              found="Τ. Παπαστέργιου & ΣΙΑ Ε.Ε.")),
    # N005
    Mail("P005", "s1",
         "Ġbejniet aus Gozo – eine Schafskäse-Spezialität für Gertz Feinkost",
         """Sehr geehrter Herr Gertz,

als Einkaufsleiter der Gertz Feinkost GmbH sind Sie sicher immer auf der Suche nach Käsespezialitäten, die man nicht in jedem Supermarkt findet. Darf ich Ihnen unsere Ġbejniet vorstellen – kleine Schafskäse von der maltesischen Insel Gozo?

Wir stellen sie in Xagħra nach traditionellem Rezept her: frisch, luftgetrocknet oder in schwarzem Pfeffer gewälzt. Die getrockneten Käselaibchen sind vakuumverpackt bei 0–4 °C 120 Tage haltbar; wir liefern gekühlt per Sammelladung über Italien, DAP Ihr Lager.

Gern schicke ich Ihnen ein Probenpaket und unsere Preisliste. Passt Ihnen ein kurzes Telefonat in der kommenden Woche?

Mit freundlichen Grüßen
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
Xagħra, Gozo – Malta
+356 2155 3184
graziella@ggantijafoods.com.mt""",
         "cold introduction; wholly German; the recorded title inside a German sentence (`als Einkaufsleiter der`); "
         "company with the article and in short form in the subject; category as `kleine Schafskäse`, Käselaibchen",
         Twin("title_wrong", "body", "als Einkaufsleiter der", "als Verkaufsleiter der",
              "Einkaufsleiter", "a sales title for the buyer's purchasing title", found="Verkaufsleiter")),
    # N006
    Mail("P006", "s1",
         "Quote: frozen imqaret, 2 pallets – Hernandez Specialty Bakery Supply",
         """Hi Melissa,

Great to meet you at SIAL Canada in Montréal. Here is the quote you asked for, for two pallets of our frozen imqaret for Hernandez Specialty Bakery Supply Inc.:

- Imqaret, date-filled, ready to fry: 60 g pieces, 48 per carton, 120 cartons per pallet
- Price: EUR 21.40 per carton, CFR Montréal, in a shared 40 ft reefer at –18 °C
- Shelf life: 12 months frozen; fry from frozen, 3–4 minutes at 175 °C
- Lead time: 4 weeks from order, via Gioia Tauro

The pastries are made with semolina dough, dates, aniseed and orange zest, with no palm oil. Labels can be bilingual English/French for the Canadian market; we would need your importer's licence number for the paperwork.

The quote is valid until the end of next month. Let me know if you'd like me to hold space on the next sailing.

Best regards,
Graziella Attard Borg
Export Sales Manager, Ġgantija Heritage Foods Ltd
Malta | +356 2155 3184""",
         "reply with the quote the note records (2 pallets, frozen) after the fair it records; English; "
         "company without `Inc.` in the subject; CFR, Gioia Tauro, –18 °C, bilingual labels",
         Twin("company_foreign", "body", "for Hernandez Specialty Bakery Supply Inc.:", "for Koning Bakkerij Groothandel B.V.:",
              "Hernandez Specialty Bakery Supply Inc.", "another buyer's company of this set (same category, the Netherlands)",
              found="Koning Bakkerij Groothandel B.V.")),
    # N007
    Mail("P007", "s1",
         "Halal-certified imqaret – following our meeting at Gulfood",
         """السلام عليكم

Dear Mr Wasim,

Thank you for visiting our stand at Gulfood in Dubai. As promised, here is a short note on our imqaret for شركة الحنبولي للأغذية المحدودة.

Imqaret are Maltese pastries of semolina dough filled with dates and lightly spiced with aniseed, which we think will suit customers in Saudi Arabia very well, especially during Ramadan. We supply them frozen, ready to fry or bake, 48 pieces per carton.

On your question about halal: our plant in Gozo is certified by a halal body accredited by the GCC Accreditation Center, and the certificate covers the imqaret line. I attach a copy together with the ingredient list in Arabic. We can ship in 20 ft reefers to Jeddah Islamic Port, CFR.

I would be glad to send samples in the coming weeks.

مع أطيب التحيات
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Malta
+356 2155 3184 | graziella@ggantijafoods.com.mt""",
         "first e-mail after the fair the note records, answering its halal requirement; English with an Arabic "
         "greeting and closing; `Dear Mr Wasim` (given name with Mr); company in Arabic script inside English; "
         "Dubai as the fair's city, Jeddah as the port",
         Twin("country_wrong", "body", "customers in Saudi Arabia very well", "customers in Kuwait very well",
              "Saudi Arabia", "the buyer's market named as another Gulf country", found="Kuwait")),
    # N008
    Mail("P008", "s1",
         "Imqaret maltais : une pâtisserie aux dattes pour Maison Potier",
         """Chère Madame Potier,

Je me permets de vous écrire en tant que responsable export de Ġgantija Heritage Foods, une entreprise familiale de Xagħra, sur l'île de Gozo (Malte).

Nous fabriquons des imqaret, des petits losanges de pâte à la semoule fourrés aux dattes, parfumés à l'anis et au zeste d'orange, puis frits. C'est la pâtisserie de rue la plus connue de Malte, et elle se marierait bien avec une offre traiteur méditerranéenne comme celle de Maison Potier.

Nous les livrons surgelés, prêts à frire ou à cuire au four, en cartons de 48 pièces. Ils se conservent 12 mois à –18 °C ; nous expédions en groupage frigorifique via Marseille.

Puis-je vous envoyer quelques échantillons et notre tarif export ?

Bien cordialement,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd – Gozo, Malte
+356 2155 3184""",
         "cold introduction; wholly French; company shortened without SAS; the sender's title in French "
         "(`responsable export`); category described (`losanges de pâte à la semoule fourrés aux dattes`); Marseille",
         Twin("contact_wrong", "body", "Chère Madame Potier,", "Chère Madame Poitier,",
              "Paulette Potier", "a near-miss family name in the greeting", found="Poitier")),
    # N009
    Mail("P009", "s1",
         "Maltese imqaret for Koning Bakkerij",
         """Dear Mr Koning,

I'm writing from Ġgantija Heritage Foods in Gozo, Malta, where we make and freeze imqaret, the date-filled pastries sold at every Maltese village feast.

As Inkoper at Koning Bakkerij Groothandel B.V., you supply bakeries and cafés that look for something new for the counter. Our imqaret come frozen and ready to fry, or to bake in 12 minutes at 200 °C, 48 pieces per carton, with a 12-month shelf life. The filling is just dates, orange zest, aniseed and a hint of clove; the dough is semolina and vegetable oil, so they are suitable for vegans.

We already ship frozen groupage to Rotterdam every two weeks, so even a few cartons can travel with other loads.

Would you like me to send a sample carton?

Kind regards,
Graziella Attard Borg
Export Sales Manager | Ġgantija Heritage Foods Ltd
+356 2155 3184 | www.ggantijafoods.com.mt""",
         "cold introduction; English to a Dutch buyer; the recorded Dutch title inside English (`As Inkoper at`); "
         "company in short form in the subject; Rotterdam",
         Twin("artifact", "body", "every two weeks", "every two two weeks", "every two weeks",
              "a doubled word", found="two two")),
    # N010
    Mail("P010", "s1",
         "マルタ・ゴゾ島の伝統菓子「イムカレット」のご紹介",
         """加藤食品株式会社
仕入課長 加藤学様

突然のご連絡失礼いたします。マルタ共和国ゴゾ島のĠgantija Heritage Foodsで輸出を担当しております、グラツィエッラ・アタード・ボルグと申します。

弊社では、マルタの伝統菓子「イムカレット」（imqaret）を製造しております。セモリナ生地にデーツ（なつめやし）のフィリングを包み、アニスとオレンジピールで香りづけした揚げ菓子です。冷凍でお届けし、揚げるかオーブンで焼くだけでお召し上がりいただけます。1ケース48個入り、冷凍で12か月保存可能です。

日本向けには、原材料の日本語表示と、輸入届出に必要な書類一式をご用意いたします。よろしければサンプルをお送りいたしますので、ご都合をお聞かせください。

何卒よろしくお願い申し上げます。

Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd（マルタ）
Tel: +356 2155 3184
graziella@ggantijafoods.com.mt""",
         "cold introduction; wholly Japanese with a letter head (company, title, name 様); the sender's name in "
         "katakana; category as イムカレット with the romanised name",
         Twin("sender_wrong", "body", "Tel: +356 2155 3184", "Tel: +356 2155 3814",
              "+356 2155 3184", "two digits of the sender's phone swapped", found="+356 2155 3814")),
    # N011
    Mail("P011", "s1",
         "Bigilla for Wallace Mediterranean Foods – our FDA registration",
         """Dear Hannah,

It was lovely to talk at the Summer Fancy Food Show in New York. You asked for our FDA food facility registration number before you could list anything, so here it is: 17823390514 (Ġgantija Heritage Foods Ltd, Xagħra, Malta), renewed last October.

A quick reminder of what you tasted: bigilla is Malta's bean dip, made from ful ta' Ġirba (small dark broad beans), garlic, parsley, chilli and olive oil. We pack it in 190 g glass jars, pasteurised and shelf-stable for 18 months, 12 jars to a case. The label already carries a US-format Nutrition Facts panel, and there are no major allergens in the recipe.

For Wallace Mediterranean Foods LLC we could start with a mixed pallet of plain and extra-hot bigilla, FOB Malta Freeport or delivered to your warehouse.

Looking forward to hearing from you,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
+356 2155 3184""",
         "first e-mail after the fair the note records, giving the registration number it records; English; "
         "bean dip described (ful ta' Ġirba); FOB Malta Freeport; New York as the fair's city",
         Twin("company_misspelled", "body", "For Wallace Mediterranean Foods LLC we", "For Wallis Mediterranean Foods LLC we",
              "Wallace Mediterranean Foods LLC", "the family name in the company misspelt (a homophone)",
              found="Wallis Mediterranean Foods LLC")),
    # N012
    Mail("P012", "s1",
         "Bigilla – maltesisk bönröra till Svenssons Delikatesser",
         """Hej Björn,

Jag heter Graziella Attard Borg och ansvarar för exporten på Ġgantija Heritage Foods på Gozo, Malta. Vi tillverkar bigilla, en traditionell maltesisk bönröra på små mörka bondbönor (ful ta' Ġirba), vitlök, persilja, chili och olivolja.

Jag tror att bigillan skulle passa fint i delikatessdisken hos Svenssons Delikatesser, bredvid tapenade och aioli. Den serveras med galletti-kex eller bröd och är vegansk, utan tillsatser.

Våra burkar med bigilla väger 190 g och håller 18 månader i rumstemperatur; 12 burkar per kartong. Vi levererar fritt ert lager (DAP) med samlastning via Rotterdam.

Får jag skicka några provburkar?

Vänliga hälsningar
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Malta
+356 2155 3184""",
         "cold introduction; wholly Swedish; `Hej Björn`; category as `maltesisk bönröra` and the definite "
         "`bigillan`; company without AB; tapenade and aioli as neighbours on the shelf, not offers",
         Twin("category_wrong", "body", "Våra burkar med bigilla väger", "Våra burkar med hummus väger",
              "bigilla bean dip", "the product named as hummus, which the sender does not sell", found="hummus")),
    # N013
    Mail("P013", "s1",
         'Kosher bigilla for סאלם מזון',
         """שלום אפרת,

I'll write in English, as I understand you prefer. My name is Graziella Attard Borg, export sales manager at Ġgantija Heritage Foods in Gozo, Malta. We make bigilla, a Maltese dip of small dark broad beans with garlic, parsley, chilli and olive oil – close to ful medames in taste, but smooth and spreadable.

Before offering bigilla in Israel, we arranged kosher supervision: the bigilla line is now certified by the OU (parve), and the certificate and this year's letter of certification are attached. Badatz is not yet possible for us.

We pack bigilla in 190 g jars, 12 per case, shelf-stable for 18 months, and ship from Malta Freeport to Haifa or Ashdod in about five days.

Would a few sample jars for סאלם מזון בע"מ be useful?

בברכה,
Graziella Attard Borg
Export Sales Manager, Ġgantija Heritage Foods Ltd
+356 2155 3184 | graziella@ggantijafoods.com.mt""",
         "cold introduction using the note (English preferred, kosher OU or Badatz); English with a Hebrew "
         "greeting and closing; `שלום אפרת`; company in Hebrew inside English and without בע\"מ in the subject; "
         "ful medames as a comparison; Haifa, Ashdod",
         Twin("country_wrong", "body", "Before offering bigilla in Israel,", "Before offering bigilla in Jordan,",
              "Israel", "the buyer's market named as a neighbouring country", found="Jordan")),
    # N014
    Mail("P014", "s1",
         "Bigilla – maltańska pasta z bobu",
         """Szanowna Pani Marianno,

nazywam się Graziella Attard Borg i odpowiadam za eksport w firmie Ġgantija Heritage Foods z wyspy Gozo na Malcie. Piszę, ponieważ sądzę, że nasza bigilla mogłaby wzbogacić ofertę Basaj Delikatesy Sp. z o.o.

Bigilla to tradycyjna maltańska pasta z małego, ciemnego bobu (ful ta' Ġirba) z czosnkiem, natką pietruszki, chili i oliwą. Podaje się ją z krakersami galletti lub chlebem, jako przystawkę do wina. Nie zawiera konserwantów i jest wegańska.

Pakujemy ją w słoiki 190 g, po 12 sztuk w kartonie; termin przydatności to 18 miesięcy. Dostawa DAP do Państwa magazynu, drobnicą przez Włochy, zajmuje ok. 7 dni.

Chętnie prześlę próbki i cennik w euro.

Z wyrazami szacunku
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Malta
tel. +356 2155 3184""",
         "cold introduction; wholly Polish; vocative `Szanowna Pani Marianno`; company with Sp. z o.o. in the "
         "genitive slot; category as `maltańska pasta z bobu`",
         Twin("company_missing", "body", "wzbogacić ofertę Basaj Delikatesy Sp. z o.o.", "wzbogacić ofertę Państwa firmy",
              "Basaj Delikatesy Sp. z o.o.", "the only mention of the company replaced by `Państwa firmy`",
              found="Państwa firmy")),
    # N015
    Mail("P015", "s1",
         "Мальтийская бобовая паста бигилла",
         """Уважаемый Авдей,

меня зовут Грациелла Аттард Борг, я менеджер по экспорту компании Ġgantija Heritage Foods с острова Гозо (Мальта). Пишу вам как менеджеру по закупкам ООО «Торговый дом Одинцова», потому что мы ищем партнёра для мальтийских деликатесов в России.

Мы производим бигиллу — традиционную мальтийскую пасту из мелких тёмных бобов (ful ta' Ġirba) с чесноком, петрушкой, перцем чили и оливковым маслом. Её подают с крекерами или хлебом как закуску к вину.

Фасовка: стеклянные банки по 190 г, 12 банок в коробке, срок годности 18 месяцев при комнатной температуре. Мы можем подготовить маркировку на русском языке и документы для ЕАЭС.

Если вам интересно, с удовольствием вышлю образцы и прайс-лист.

С уважением,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Мальта
+356 2155 3184""",
         "cold introduction; wholly Russian; `Уважаемый Авдей`; the recorded title in the dative inside a "
         "sentence (`менеджеру по закупкам`); company with its genitive; the sender's name in Cyrillic; "
         "category as `бигилла` in the accusative; EAEU",
         Twin("contact_wrong", "body", "Уважаемый Авдей,", "Уважаемый Андрей,",
              "Авдей Одинцов", "a near-miss given name in the greeting", found="Андрей")),
    # N016
    Mail("P016", "s2",
         "Mid-term DES LNG to Sodegaura – Belait Petroleum Marketing",
         """阿部エネルギー株式会社
燃料調達部長 阿部治様

Dear Mr Abe,

Thank you for the conversation at Gastech in Milan. You mentioned that Abe Energy is looking at mid-term supply delivered ex-ship to Sodegaura, and I promised to come back with an outline.

Belait Petroleum Marketing Sdn Bhd markets LNG cargoes from Brunei on a portfolio basis. For a 3–5 year term from 2027 we could offer:
- 6 to 8 cargoes a year on standard 145,000 m³ vessels compatible with Sodegaura
- DES Sodegaura, about six days' sailing from Lumut
- Pricing as a slope to JCC, or a hybrid JCC/JKM formula if you prefer
- Flexibility to move one cargo a year between quarters

If this is of interest, I can send a draft term sheet and arrange a call with our shipping team in Kuala Belait.

Best regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd, Brunei
+673 333 4621 | aqilah.rahman@belaitpetroleum.com.bn""",
         "first e-mail after the fair the note records, on the DES cargoes to Sodegaura it records; English under "
         "a Japanese letter head (company, recorded title, name 様); company also as `Abe Energy`; category as LNG; "
         "Lumut, JCC, JKM",
         Twin("title_wrong", "body", "燃料調達部長 阿部治様", "営業部長 阿部治様",
              "燃料調達部長", "a sales title for the buyer's fuel-procurement title in the letter head", found="営業部長")),
    # N017
    Mail("P017", "s2",
         "브루나이산 LNG 공급 제안",
         """주식회사 동해가스
김은경 연료구매팀장님께

안녕하십니까. 브루나이 Belait Petroleum Marketing Sdn Bhd에서 LNG 판매를 담당하고 있는 누룰 아킬라(Nurul Aqilah binti Haji Rahman)입니다.

주식회사 동해가스의 연료 구매 다변화에 도움이 될 수 있을까 하여 연락드립니다. 저희는 브루나이 루뭇(Lumut) 액화기지에서 생산되는 LNG를 DES 또는 FOB 조건으로 공급하고 있으며, 한국까지의 항해 일수는 약 5일입니다.

현물 카고(약 6만 5천 톤) 및 1~3년 단기 계약 모두 가능하며, 가격은 JKM 연동 또는 유가 연동 방식 중 선택하실 수 있습니다.

관심이 있으시면 다음 주 중 화상 회의로 자세히 설명드리겠습니다.

감사합니다.

Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd (브루나이)
+673 333 4621""",
         "cold introduction; wholly Korean with a letter head (name, recorded title, 님께); the legal form first "
         "(`주식회사 동해가스`) in the genitive `의`; the sender's name in Hangul; category as LNG; Lumut",
         Twin("company_foreign", "body", "주식회사 동해가스의 연료 구매", "한결유지 주식회사의 연료 구매",
              "주식회사 동해가스", "another buyer's company of this set (same country, another category)",
              found="한결유지 주식회사")),
    # N018
    Mail("P018", "s2",
         "如东接收站现货LNG（DES）报价",
         """任经理您好：

感谢您询问如东接收站的现货LNG报价。现将我司报价说明如下：

- 货量：一船，约6.5万吨（14.5万立方米船型）
- 交货条件：DES江苏如东LNG接收站
- 装货港：文莱卢穆特（Lumut）
- 到货窗口：下月20日至26日
- 价格：JKM下月均价 + 0.35美元/百万英热单位

报价有效期至本周五下午五点（文莱时间）。如贵司确认需求，我们可在两个工作日内提供船舶信息及购销合同补充条款草案。

如有任何问题，欢迎随时联系。

此致
敬礼

Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd（文莱）
+673 333 4621""",
         "reply with the spot DES quote for Rudong the note records; wholly simplified Chinese; `任经理您好` "
         "(family name and a title-like address); the company only as 贵司; Lumut; JKM",
         Twin("artifact", "body", "报价有效期至本周五下午五点（文莱时间）。",
              "报价有效期至本周五下午五点（文莱时间）。报价有效期至本周五下午五点（文莱时间）。",
              "报价有效期至本周五下午五点（文莱时间）。", "a repeated sentence",
              found="报价有效期至本周五下午五点（文莱时间）。报价有效期至本周五下午五点（文莱时间）。")),
    # N019
    Mail("P019", "s2",
         "Paraxylene supply from Brunei for 宁波林氏石化",
         """Dear Ms Lin,

I am the commercial manager of Belait Petroleum Marketing Sdn Bhd in Kuala Belait, Brunei. We market paraxylene produced at the Pulau Muara Besar aromatics complex, which is about five days' sailing from Ningbo.

For a petrochemical company like 宁波林氏石化有限公司, a steady PX supply outside the usual Korean and Japanese sources may be useful. Our typical offer:
- Paraxylene, purity 99.7 wt% min., ASTM D5136
- Parcels of 5,000–10,000 t in chemical tankers, CFR Ningbo
- Monthly term contract, priced against the Asian contract price or the monthly PX assessment
- Certificate of quality and quantity from an independent surveyor at loading

Please let me know whether a trial parcel in the next quarter would be of interest.

Best regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
aqilah.rahman@belaitpetroleum.com.bn | +673 333 4621""",
         "cold introduction; English; `Dear Ms Lin`; company in Chinese inside English and shortened without "
         "有限公司 in the subject; PX; Korea and Japan named as other sources, not the buyer's country; Ningbo, "
         "Pulau Muara Besar",
         Twin("sender_wrong", "body", "aqilah.rahman@belaitpetroleum.com.bn", "aqilah.rahman@belait-petroleum.com.bn",
              "aqilah.rahman@belaitpetroleum.com.bn", "a hyphen added to the sender's e-mail domain",
              found="aqilah.rahman@belait-petroleum.com.bn")),
    # N020
    Mail("P020", "s2",
         "對二甲苯（PX）供應與COA說明",
         """陳課長您好：

我是汶萊Belait Petroleum Marketing Sdn Bhd的商務經理Nurul Aqilah。得知貴公司偏好以中文溝通，因此以中文來信。

我們供應汶萊大摩拉島（Pulau Muara Besar）煉化廠生產的對二甲苯（PX），純度99.7%以上。了解陳氏化學工業股份有限公司要求每一船貨都附上分析證明書（COA），我們每批貨物都由獨立檢驗機構在裝港取樣，並隨提單一併提供COA及品質數量證明。

一般條件如下：每批5,000至10,000噸，CFR台中港或麥寮港，每月定期合約或現貨均可。

如方便，我們可先寄送最近三船的COA供貴公司品管部門參考。

敬祝 商祺

Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd（汶萊）
+673 333 4621""",
         "cold introduction using both parts of the note (COA with every cargo; Chinese preferred); wholly "
         "traditional Chinese; `陳課長您好` (family name and the recorded title's rank); the sender's title as 商務經理; "
         "category as 對二甲苯（PX）; Taichung, Mailiao",
         Twin("company_misspelled", "body", "了解陳氏化學工業股份有限公司要求", "了解陳式化學工業股份有限公司要求",
              "陳氏化學工業股份有限公司", "a homophone character (式 for 氏) in the company",
              found="陳式化學工業股份有限公司")),
]
