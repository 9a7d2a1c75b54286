"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import B, Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Strandkorven voor uw paviljoen in Scheveningen – prijslijst",
         B("""
            Beste Tessa,

            Leuk dat we elkaar op de spoga+gafa in Keulen hebben gesproken. Zoals beloofd stuur ik u hierbij onze prijslijst voor overdekte rieten strandstoelen – bij ons aan de Oostzee heten ze gewoon Strandkörbe.

            Voor het strandpaviljoen in Scheveningen zou ik ons model "Ostsee" als tweezitter voorstellen: 125 cm breed, rugleuning verstelbaar tot ligstand, uittrekbare voetensteunen, een afsluitbaar opbergvak en een zonnekap van Dralon in uw eigen kleuren. Veertig stuks passen in twee vrachtwagens; wij leveren rechtstreeks vanuit Stralsund aan het paviljoen (DAP Scheveningen), vóór 1 april als de bestelling in januari binnen is.

            Wil Haack Strandinrichting B.V. eerst een proefexemplaar zien, dan nemen we er graag één mee naar Den Haag.

            Met vriendelijke groet,

            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            Stralsund, Duitsland
            +49 3831 289 4470
         """),
         "Dutch; follow-up after the fair the note records (spoga+gafa), sends the price list the note asks for; "
         "category in Dutch (overdekte rieten strandstoelen) and as the German Strandkörbe; 'Beste Tessa' with formal 'u'; "
         "the note's 40 chairs and Scheveningen pavilion; Den Haag",
         Twin("note_wrong", "body", [("op de spoga+gafa in Keulen", "op de Interzum in Keulen")], "spoga+gafa Cologne",
              "another Cologne fair (Interzum) than the one the note records", found="Interzum")),

    Mail("P002", "s1",
         "Strandkörbe for Mathiasen Strand & Have – roofed wicker beach chairs from the Baltic coast",
         B("""
            Kære Nicolaj Mathiasen,

            I am writing from Stralsund, just across the water from Rügen, where we build roofed wicker beach chairs – the Strandkorb you will know from the German and Danish Baltic beaches.

            As Indkøbschef at Mathiasen Strand & Have ApS you are probably planning the 2027 season already, so here is the short version: our chairs are woven from UV-stable polyrattan on a larch frame, seat two people, recline in three positions and lock with a key, so hotels and campsites can leave them on the beach overnight. The canopy fabric comes in 24 colours.

            We deliver to Denmark by truck in two to three days (DAP), and from ten chairs we print your logo on the back panel free of charge.

            Would a catalogue with prices in DKK be useful?

            Med venlig hilsen / Kind regards

            Wiebke Thießen
            Head of Export
            Strelasund Handelskontor GmbH & Co. KG
            w.thiessen@strelasund-kontor.de | +49 3831 289 4470
         """),
         "English with a Danish greeting and closing; cold introduction; the buyer's Danish title inside an English "
         "sentence; company short in the subject (no ApS); the sender's title translated (Head of Export)",
         Twin("company_misspelled", "body", [("at Mathiasen Strand & Have ApS", "at Mathiassen Strand & Have ApS")],
              "Mathiasen Strand & Have ApS", "doubled s (the common Danish spelling Mathiassen)",
              found="Mathiassen Strand & Have ApS")),

    Mail("P003", "s1",
         "Strandkörbe für Hotels und Strandbäder am Thunersee",
         B("""
            Grüezi Herr Käser

            ich schreibe Ihnen aus Stralsund an der Ostsee, wo wir überdachte Strandkörbe mit Korbgeflecht bauen – in unseren englischen Katalogen "roofed wicker beach chairs".

            Als Einkaufsleiter der Käser Gartenmöbel AG kennen Sie die Wünsche der Hotels und Strandbäder am Thunersee besser als wir. Für Seeufer empfehlen wir unser Modell "Ostsee XL": zweieinhalbsitzig, stufenlos verstellbare Rückenlehne, ausziehbare Fußstützen, abschließbar, mit witterungsbeständigem Kunststoffgeflecht und einem Verdeck aus Markisenstoff, der Sonne und Regen gleichermaßen verträgt.

            Wir liefern per LKW verzollt in die Schweiz (DDP), ab 20 Körben ohne Frachtzuschlag. Auf Wunsch bringen wir den Namen Ihres Kunden als Schriftzug auf der Rückwand an.

            Darf ich Ihnen unseren Katalog mit Preisen in CHF zusenden?

            Freundliche Grüße von der Ostsee

            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            Tel. +49 3831 289 4470
         """),
         "German, as the note asks; cold introduction that uses the note's customers (hotels and lidos on Lake Thun); "
         "Swiss greeting 'Grüezi Herr Käser' without comma, German writer's ß; category in German (überdachte "
         "Strandkörbe mit Korbgeflecht) and quoted in English; DDP, CHF",
         Twin("title_wrong", "body", [("Als Einkaufsleiter der", "Als Verkaufsleiter der")], "Einkaufsleiter",
              "sales manager for the recorded head of purchasing", found="Verkaufsleiter")),

    Mail("P004", "s1",
         "屋根付きビーチチェア（Strandkorb）のサンプルと難燃試験データについて",
         B("""
            鈴木リゾート用品株式会社
            購買部長　鈴木英樹様

            はじめてご連絡いたします。ドイツ・シュトラールズントのStrelasund Handelskontor GmbH & Co. KGで輸出を担当しております、ヴィーブケ・ティーセンと申します。

            このたびは、弊社の屋根付き籐製ビーチチェアのサンプル1台と、日よけ生地の難燃試験データをご依頼いただき、誠にありがとうございます。

            試験報告書（DIN 4102 B1およびEN 13501-1）を本メールに添付いたしました。サンプルは二人掛けの「Ostsee」モデルで、来週、航空便にて発送いたします（到着まで約1週間）。

            沖縄のビーチリゾートでのご使用を想定し、紫外線に強いポリラタン編みと、塩害に強いステンレス金具の仕様をご提案いたします。

            ご不明な点がございましたら、お気軽にお問い合わせください。
            何卒よろしくお願い申し上げます。

            Strelasund Handelskontor GmbH & Co. KG
            Leitung Export（輸出部門責任者）
            ヴィーブケ・ティーセン（Wiebke Thießen）
            +49 3831 289 4470
         """),
         "Japanese; reply to the note's request (a sample chair, flame-retardant data for the canopy fabric) that "
         "uses its customers (Okinawa beach resorts); Japanese letter head with company, title and 様; the sender's "
         "name in katakana and Latin, her title in German with a Japanese gloss; category in Japanese",
         Twin("category_wrong", "body", [("弊社の屋根付き籐製ビーチチェアのサンプル", "弊社の籐製デッキチェアのサンプル")],
              "roofed wicker beach chairs", "rattan deck chairs for roofed wicker beach chairs", found="籐製デッキチェア")),

    Mail("P005", "s1",
         "Kosze plażowe z daszkiem dla Mueller Wypoczynek",
         B("""
            Szanowna Pani Krystyno,

            nazywam się Wiebke Thießen i odpowiadam za eksport w firmie Strelasund Handelskontor GmbH & Co. KG ze Stralsundu. Produkujemy wiklinowe kosze plażowe z daszkiem – te, które zna Pani z plaż nad Bałtykiem.

            Myślę, że nasze kosze mogą zainteresować klientów Mueller Wypoczynek Sp. z o.o. Mamy trzy modele: dwuosobowy „Ostsee”, szerszy „Ostsee XL” i jednoosobowy „Mini”. Każdy ma regulowane oparcie, wysuwane podnóżki, zamykany schowek i daszek z tkaniny akrylowej w 24 kolorach.

            Dostawa do Polski ciężarówką trwa 2–3 dni robocze (DAP), a przy zamówieniu od 10 koszy nadrukowujemy logo na tylnej ściance bez dopłaty.

            Czy mogę przesłać katalog z cennikiem w euro?

            Z poważaniem
            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            tel. +49 3831 289 4470
         """),
         "Polish; cold introduction; vocative 'Szanowna Pani Krystyno' (the drawn German-looking family name Mueller "
         "kept); company short in the subject (no Sp. z o.o.), in full in the body; category in Polish",
         Twin("country_wrong", "body", [("Dostawa do Polski ciężarówką", "Dostawa na Litwę ciężarówką")], "Poland",
              "delivery to Lithuania for a Polish buyer", found="na Litwę")),

    Mail("P006", "s1",
         "Rügen healing chalk – after Vivaness, with our COSMOS Natural certificate",
         B("""
            Dear Ms Blažková,

            Thank you for stopping at our stand at Vivaness in Nuremberg. As promised, here is a short summary of our Rügen healing chalk for the spa hotels you supply in Karlovy Vary and Mariánské Lázně.

            The chalk is quarried on the Jasmund peninsula of Rügen, washed, dried and ground to below 20 µm. It carries the COSMOS Natural certificate (attached), which you mentioned you need. Spas mix it with warm water and apply it at about 40 °C as a pack or wrap; it is also used in face masks and baths. A full body pack needs roughly 1.5 kg.

            We pack it in 25 kg paper bags (one pallet = 1 tonne) or in 5 kg buckets for smaller spas. Delivery from Stralsund to the Czech Republic takes about three days.

            If it helps, I can send a 5 kg bucket for a trial treatment in one of your hotels.

            Best regards,
            Wiebke Thießen
            Leitung Export | Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470 | www.strelasund-kontor.de
         """),
         "English; follow-up after the fair the note records (Vivaness), uses the note's spa towns and certificate; "
         "Czech family name with háček; no company name in the mail",
         Twin("contact_wrong", "body", [("Dear Ms Blažková,", "Dear Ms Bláhová,")], "Blažková",
              "another Czech family name in the greeting", found="Bláhová")),

    Mail("P007", "s1",
         "Rügen healing chalk for 주식회사 강스킨랩 – a natural mask base from the Baltic",
         B("""
            강경수 과장님께,

            My name is Wiebke Thießen and I run exports at Strelasund Handelskontor GmbH & Co. KG in Stralsund, on Germany's Baltic coast.

            We supply Rügen healing chalk, a very fine natural chalk from the island of Rügen that German spas have used for packs and wraps for well over a century. Cosmetic makers also use it as a base for clay masks and powders: it is more than 98% calcium carbonate, white and odourless, with no additives.

            For 주식회사 강스킨랩's product development we can send a 1 kg sample with the certificate of analysis, the microbiology results and the safety data sheet. Commercial lots are packed in 25 kg bags and reach Busan from Hamburg in about five weeks.

            As 구매팀 과장 you will know when new formulations are planned — would a sample this month be useful?

            감사합니다.

            Wiebke Thießen
            Leitung Export (Head of Export)
            Strelasund Handelskontor GmbH & Co. KG
            w.thiessen@strelasund-kontor.de
         """),
         "English with a Korean greeting (full name + 과장님께, from the title 구매팀 과장) and closing; cold "
         "introduction; the company in Hangul with 주식회사 in front, in the subject and in a possessive; the title in "
         "Korean inside an English sentence",
         Twin("company_foreign", "body", [("For 주식회사 강스킨랩's product", "For 이앤씨머티리얼즈 주식회사's product")],
              "주식회사 강스킨랩", "the other Korean buyer's company (spodumene)", found="이앤씨머티리얼즈 주식회사")),

    Mail("P008", "s1",
         "Natural chalk packs for spas – Rügen healing chalk from Germany",
         B("""
            Dear Ms Cohen,

            I am reaching out from Stralsund on the German Baltic coast. Strelasund Handelskontor GmbH & Co. KG exports Rügen healing chalk: a soft, pure white chalk from the cliffs of Rügen, ground very fine and used in German spas for warm packs, body wraps and masks.

            I thought of כהן ספא סחר בע"מ because it is a mineral-only product that sits well beside the salts and muds spas already offer, and it gives their guests something new to try.

            Key facts: calcium carbonate above 98%, particle size below 20 µm, packed in 25 kg bags or 5 kg buckets, unlimited shelf life if kept dry. We ship from Hamburg to Ashdod in about two weeks, and a 5 kg trial bucket can go by courier.

            As מנהלת רכש you will want the documents first: I can send the product specification, the microbiology report and the safety data sheet today.

            Best regards,

            Wiebke Thießen
            Head of Export
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "English; cold introduction; the company in Hebrew script with בע\"מ inside an English sentence, and the "
         "buyer's Hebrew title; 'Ms Cohen' for כהן; Ashdod",
         Twin("sender_wrong", "body", [("+49 3831 289 4470", "+49 3831 289 4407")], "+49 3831 289 4470",
              "the sender's phone number with the last two digits swapped")),

    Mail("P009", "s1",
         "Following Cosmoprof: Rügen healing chalk for Loutraki and Edipsos",
         B("""
            Αγαπητέ κύριε Γκούσκο,

            Thank you for our conversation at Cosmoprof in Bologna — I am writing in English, as you preferred.

            You told me that the thermal spas you supply in Loutraki and Edipsos are looking for treatments beyond mud. Rügen healing chalk could be one: a natural chalk from the island of Rügen, ground very fine, mixed with warm water into a paste and applied at about 40 °C as a pack or wrap. German spas use it for stiff joints and back pain as well as for the skin.

            For Ο. Γκούσκος & ΣΙΑ Ο.Ε. I would suggest starting with one pallet of 40 bags of 25 kg, shipped CIF Piraeus. I attach the specification and our price list; a 5 kg sample can go to you by courier this week.

            Με εκτίμηση,
            Wiebke Thießen
            Leitung Export (Head of Export)
            Strelasund Handelskontor GmbH & Co. KG
            Stralsund, Germany
         """),
         "English, as the note asks, with a Greek vocative greeting (κύριε Γκούσκο) and closing; follows the Cosmoprof "
         "meeting the note records and its spa towns; the Greek partnership name Ο. Γκούσκος & ΣΙΑ Ο.Ε. inside English",
         Twin("artifact", "body", [("from the island of Rügen, ground", "from the island of Rügen, from the island of Rügen, ground")],
              "from the island of Rügen", "a phrase written twice",
              found="from the island of Rügen, from the island of Rügen")),

    Mail("P010", "s1",
         "Rügen healing chalk for 斎藤コスメティックス株式会社",
         B("""
            Dear Ms Saito,

            I hope you do not mind an e-mail in English. I work in export at Strelasund Handelskontor GmbH & Co. KG in Stralsund, Germany, and I am writing to 斎藤コスメティックス株式会社 about Rügen healing chalk.

            Rügen healing chalk is a fine white chalk from the German island of Rügen. German spas have used it for packs and wraps since the nineteenth century, and today cosmetic makers use it as a mild mineral base for clay masks, powders and bath products. It is more than 98% calcium carbonate, free of additives and ground below 20 µm.

            Since you handle purchasing (仕入担当), may I send you a 1 kg sample with the specification, the certificate of analysis and the safety data sheet? Sea freight from Hamburg to Yokohama takes about six weeks; small lots can go by air.

            With kind regards,

            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            w.thiessen@strelasund-kontor.de | +49 3831 289 4470
         """),
         "English; cold introduction; 'Ms Saito' for 斎藤千代; the company in Japanese script in subject and body; "
         "the buyer's title glossed in Japanese",
         Twin("company_missing", "body", [("斎藤コスメティックス株式会社", "your company")], "斎藤コスメティックス株式会社",
              "every mention of the company (subject and body) replaced by 'your company'", found="your company")),

    Mail("P011", "s1",
         "Spunta and Diamant seed potatoes, EU class A – CIF Alexandria offer",
         B("""
            Dear Mr El-Banna,

            Thank you for your enquiry about certified seed potatoes for شركة البنا للتقاوي والتجارة. Please find our offer below.

            Varieties: Spunta and Diamant
            Class: EU class A (certified), size 35/55 mm
            Packing: 25 kg bags, about 1,000 bags per 40' reefer container
            Price: EUR 640 per tonne CIF Alexandria for Spunta, EUR 610 per tonne for Diamant
            Shipment: November to January, from Rostock
            Documents: phytosanitary certificate issued by LALLF Mecklenburg-Vorpommern, EU certification labels, certificate of origin, and the brown rot and ring rot test results required for import into Egypt

            As مدير قسم التقاوي you will also want the field inspection reports; I will send them for each lot as soon as it is allocated.

            Best regards,
            Wiebke Thießen
            Head of Export
            Strelasund Handelskontor GmbH & Co. KG, Stralsund (Germany)
            +49 3831 289 4470
         """),
         "English; reply to the note's request (CIF Alexandria price) quoting its varieties, class and the "
         "phytosanitary certificate; the company and title in Arabic script inside English; 'Mr El-Banna' for "
         "البنا; an offer laid out as a list",
         Twin("note_wrong", "body", [("Varieties: Spunta and Diamant", "Varieties: Spunta and Lady Rosetta")],
              "Spunta and Diamant", "the note's second variety misquoted (Lady Rosetta for Diamant)",
              found="Spunta and Lady Rosetta")),

    Mail("P012", "s1",
         "Plants de pommes de terre certifiés pour Bennani Semences",
         B("""
            Monsieur Bennani,

            Je me permets de vous contacter au nom de Strelasund Handelskontor GmbH & Co. KG, exportateur de plants de pommes de terre certifiés basé à Stralsund, dans le nord de l'Allemagne.

            Nos plants sont produits en Mecklembourg-Poméranie-Occidentale sous le contrôle de l'office régional LALLF, en classes SE, E et A, calibres 28/35 à 45/55 mm. Pour le Maroc, nous proposons surtout des variétés à chair jaune adaptées aux plantations d'automne.

            En tant que responsable achats semences de Bennani Semences SARL, vous connaissez mieux que nous le calendrier : nous pouvons charger dès la fin octobre, en conteneurs frigorifiques de Hambourg à Casablanca, ou par camion via Algésiras.

            Puis-je vous adresser notre liste de variétés et nos prix CFR Casablanca ?

            Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.

            Wiebke Thießen
            Leitung Export (responsable export)
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "French; cold introduction; the buyer's French title inside a sentence; category in French (plants de "
         "pommes de terre certifiés); French spacing before : and ?; Casablanca, Algésiras, CFR",
         Twin("country_wrong", "body", [("Pour le Maroc, nous proposons", "Pour la Tunisie, nous proposons")], "Morocco",
              "Tunisia for a Moroccan buyer", found="la Tunisie")),

    Mail("P013", "s1",
         "Seed potato varieties for Akhalkalaki – after Potato Europe",
         B("""
            ბატონო გიგლა,

            It was good to talk to you at Potato Europe. You asked which of our certified seed potatoes would suit the Samtskhe-Javakheti highlands around Akhalkalaki, with their short season and cold nights at 1,700 m. My suggestions:

            - Gala: early, yellow flesh, good yields in a short season
            - Belana: early to mid-early, firm, stores well
            - Adretta: an old Mecklenburg variety, very tolerant of cold

            All three are available in class E and class A, 35/55 mm, in 25 kg bags or 1.25 t big bags.

            For შპს გაჯიევი აგრო we can ship by reefer truck through Turkey (about 12 days) or by container to Poti.

            Shall I prepare a quotation for 100 tonnes, delivered DAP Akhalkalaki?

            Best regards,
            Wiebke

            Wiebke Thießen | Leitung Export
            Strelasund Handelskontor GmbH & Co. KG, Stralsund
         """),
         "English with a Georgian greeting (ბატონო + given name); follow-up after the fair the note records (Potato "
         "Europe), answers its request on varieties for the highlands around Akhalkalaki; the company in Georgian "
         "script with შპს in front inside English; Poti",
         Twin("company_misspelled", "body", [("For შპს გაჯიევი აგრო we", "For შპს გაჯიევა აგრო we")], "შპს გაჯიევი აგრო",
              "one Georgian vowel changed in the family name (ი to ა)", found="შპს გაჯიევა აგრო")),

    Mail("P014", "s1",
         "Сертифицированный семенной картофель из Германии для ТОО «Омарова Агро»",
         B("""
            Уважаемая Жанар!

            Меня зовут Вибке Тиссен, я руковожу экспортом компании Strelasund Handelskontor GmbH & Co. KG из Штральзунда (Германия). Мы поставляем сертифицированный семенной картофель из Мекленбурга – Передней Померании: элиту и первую репродукцию по стандарту ЕС (классы SE, E и A), фракции 28/35 и 35/55 мм.

            Для Казахстана мы рекомендуем ранние и среднеранние сорта: Гала, Белана и Адретта. Фитосанитарный сертификат выдаёт земельное ведомство LALLF, каждая партия проходит лабораторный контроль на бурую и кольцевую гниль.

            Как руководителю отдела закупок ТОО «Омарова Агро» Вам, вероятно, важны сроки: отгрузка возможна с февраля, доставка – рефконтейнерами по Транскаспийскому маршруту через порт Актау.

            Если интересно, я пришлю прайс-лист и каталог сортов на русском языке.

            С уважением,
            Вибке Тиссен
            Руководитель экспорта (Leitung Export)
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "Russian; cold introduction; the Kazakh given name alone in the greeting; the company with ТОО and «» quotes "
         "in subject and body; the buyer's title in the dative; the sender's name in Cyrillic, her title translated "
         "with the German in brackets; Aktau, the Trans-Caspian route",
         Twin("contact_wrong", "body", [("Уважаемая Жанар!", "Уважаемая Динара!")], "Жанар",
              "another Kazakh given name in the greeting", found="Динара")),

    Mail("P015", "s1",
         "Amostras de batata-semente Agria e Kennebec",
         B("""
            Exmo. Senhor Ricardo Barros,

            Muito obrigada pelo seu pedido de amostras. Enviamos esta semana, por transportadora, duas caixas de 25 kg de batata-semente certificada – uma da variedade Agria e outra da Kennebec, ambas de classe A, calibre 35/55 mm – para a morada da Barros & Filhos, Lda.

            A Agria dá bons resultados em solos mais leves e é muito procurada para fritar; a Kennebec é uma variedade antiga e rústica, que as cooperativas de Trás-os-Montes conhecem bem. Cada caixa leva a etiqueta oficial azul da UE e o passaporte fitossanitário.

            Se as amostras corresponderem ao que procura, podemos carregar camiões completos (24 t) a partir de janeiro, com entrega DAP no seu armazém.

            Com os melhores cumprimentos,
            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            Stralsund, Alemanha
            +49 3831 289 4470
         """),
         "Portuguese; reply to the note's request (samples of Agria and Kennebec, written in Portuguese) that uses "
         "its customers (cooperatives in Trás-os-Montes); 'Muito obrigada' (a woman writing); category in Portuguese; "
         "company with its comma before Lda.",
         Twin("category_wrong", "body", [("duas caixas de 25 kg de batata-semente certificada", "duas caixas de 25 kg de batata de consumo")],
              "certified seed potatoes", "ware potatoes for certified seed potatoes", found="batata de consumo")),

    Mail("P016", "s2",
         "Greenheart piles for your Norfolk groynes – FSC and UKTR documents",
         B("""
            Dear Robert,

            Thank you for your note about the sea defence groynes in Norfolk. Greenheart is the timber most UK coastal engineers specify for groynes, and we can supply both the piles and the documents you asked for.

            Attached:
            - our FSC chain-of-custody certificate and the FSC forest management certificate of the concession the logs come from;
            - a UKTR due diligence pack: Guyana Forestry Commission legality documents, removal permits, the export licence, the species (Chlorocardium rodiei) and the concession map.

            Typical sizes for groynes are 300 x 300 mm and 250 x 250 mm in lengths of 6 to 12 m, rough sawn. Density is about 1,000 kg/m³, durability class 1. We ship from Georgetown to Tilbury via Port of Spain in about five weeks.

            As Procurement Manager you will want a delivered price per cubic metre — if you send me the schedule of sizes, I will price it this week.

            Kind regards,

            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            Bartica, Guyana | +592 455 2318
         """),
         "English; reply to the note's request (FSC certificate, UKTR due diligence documents) for its project (sea "
         "defence groynes in Norfolk); first name only; the sender's middle name left out; Georgetown, Tilbury, Port of "
         "Spain; no buyer company in the mail",
         Twin("title_wrong", "body", [("As Procurement Manager you", "As Project Manager you")], "Procurement Manager",
              "a project manager's title for the recorded procurement manager", found="Project Manager")),

    Mail("P017", "s2",
         "Greenheart heipalen voor waterbouw – Mertens Waterbouw NV",
         B("""
            Geachte mevrouw Mertens,

            Ik ben Shondelle Yhap van Mazaruni Woods & Provisions Inc. in Bartica, Guyana. Wij leveren greenheart (Chlorocardium rodiei) heipalen en balken voor de waterbouw: het hout waarvan in Vlaanderen en Nederland al meer dan een eeuw sluisdeuren, steigers en kaaimuren gebouwd worden.

            Greenheart valt in duurzaamheidsklasse 1, is zeer zwaar (ca. 1.000 kg/m³) en goed bestand tegen paalworm. Voor Mertens Waterbouw NV kunnen we palen leveren van 250 x 250 tot 400 x 400 mm, in lengtes tot 18 m, FSC-gecertificeerd en met alle documenten voor de EUDR. De verscheping van Georgetown naar Antwerpen duurt ongeveer vier weken.

            Als aankoopverantwoordelijke wilt u natuurlijk eerst een prijsindicatie per m³: stuur mij gerust uw maten en hoeveelheden.

            Met vriendelijke groeten,

            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            Bartica, Guyana
            +592 455 2318
         """),
         "Dutch (Flemish usage: aankoopverantwoordelijke, kaaimuren); cold introduction; the buyer's title in a "
         "sentence, lower case; category in Dutch (greenheart heipalen); EUDR, Antwerpen",
         Twin("company_foreign", "body", [("Voor Mertens Waterbouw NV kunnen", "Voor Houthandel Van der Heijden B.V. kunnen")],
              "Mertens Waterbouw NV", "the Dutch greenheart buyer's company", found="Houthandel Van der Heijden B.V.")),

    Mail("P018", "s2",
         "Greenheart marine piles from Guyana – for Houthandel Van der Heijden",
         B("""
            Dear Mr Van der Heijden,

            I am writing from Bartica, where the Essequibo, Mazaruni and Cuyuni rivers meet and where much of Guyana's greenheart is sawn. Mazaruni Woods & Provisions Inc. supplies greenheart marine piles and heavy sections for locks, jetties and fendering.

            For a timber merchant like Houthandel Van der Heijden B.V., the useful details are probably these:
            - species: greenheart (Chlorocardium rodiei), durability class 1 under EN 350
            - sections from 200 x 200 to 400 x 400 mm, lengths up to 20 m
            - FSC 100% and full EUDR due diligence information with each shipment
            - CIF Rotterdam, in containers or break bulk

            Our next shipments leave Georgetown in March and May. If you need piles in stock for the spring, I can hold volume for you.

            Best regards,
            Shondelle Yhap
            Export Marketing Officer, Mazaruni Woods & Provisions Inc.
            syhap@mazaruniwoods.gy | +592 455 2318
         """),
         "English; cold introduction; 'Mr Van der Heijden' with a capital V (Dutch usage without a given name); the "
         "company short in the subject, in full in the body; the buyer's title (Inkoper tropisch hardhout) not used; "
         "Rotterdam, EN 350",
         Twin("sender_wrong", "body", [("Officer, Mazaruni Woods & Provisions Inc.", "Officer, Mazaruni Woods & Provisions Ltd.")],
              "Mazaruni Woods & Provisions Inc.", "the sender's legal form changed in the signature (Ltd. for Inc.)",
              found="Mazaruni Woods & Provisions Ltd.")),

    Mail("P019", "s2",
         "Wallaba shingles – price per square, as promised in Las Vegas",
         B("""
            Hi Joanne,

            Great to meet you at the International Roofing Expo in Las Vegas. As promised, here is our price per square for wallaba roofing shingles:

            - Hand-split wallaba shingles, 24" long, 4" to 8" wide
            - One square covers 100 sq ft at 7.5" exposure
            - US$ 385 per square FOB Georgetown, or US$ 452 per square CIF Miami

            Wallaba is rich in natural resins, so the shingles need no treatment and last 30 years or more in sun and hurricane rain; many old roofs in Guyana and across the Caribbean are still wallaba.

            Our minimum order is one 20' container, about 120 squares. Let me know if you'd like a sample bundle sent to Curtis Roofing Supply LLC.

            Best,
            Shondelle

            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc. | Bartica, Guyana
            +592 455 2318
         """),
         "English (US); follow-up after the fair the note records (International Roofing Expo, Las Vegas) with the "
         "price per square it asks for; inch marks; FOB Georgetown, CIF Miami",
         Twin("note_wrong", "body", [("at the International Roofing Expo in Las Vegas", "at the International Builders' Show in Las Vegas")],
              "International Roofing Expo", "another Las Vegas trade show than the one the note records",
              found="International Builders' Show")),

    Mail("P020", "s2",
         "Wallaba roofing shingles from Guyana for Alleyne Building Supplies",
         B("""
            Dear Mr Alleyne,

            Good day from Bartica. My name is Shondelle Yhap and I handle export marketing for Mazaruni Woods & Provisions Inc. We split and bundle wallaba roofing shingles here in Guyana, and I believe they would sell well through Alleyne Building Supplies Ltd.

            Many chattel houses and beach bars in Barbados still carry wallaba roofs, and homeowners ask for the same shingles when they restore. Ours are 18" and 24" long, hand-split from Eperua falcata and sorted by width. They need no chemicals: the wood's own oils keep out rot and insects.

            We ship from Georgetown to Bridgetown every two weeks; a 20' container holds about 120 squares, and prices are in US dollars, CIF Bridgetown.

            As Purchasing Officer, would you like our price sheet and a sample bundle?

            Kind regards,
            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            +592 455 2318 | syhap@mazaruniwoods.gy
         """),
         "English; cold introduction to a Barbados building supplier; chattel houses, Bridgetown; botanical name "
         "(Eperua falcata); company short in the subject (no Ltd.), in full in the body",
         Twin("artifact", "body", [('Ours are 18" and 24" long', "Ours are {shingle_sizes} long")], '18" and 24"',
              "a template placeholder left in the text", found="{shingle_sizes}")),
]
