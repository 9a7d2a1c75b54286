"""Natural e-mails N001-N020 of dev_fresh23 (one per buyer, P001-P020), each with its twin's edit."""
from mail import Mail, T, Twin

S1_SIG_EN = """Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
Şəki, Azerbaijan | +994 24 244 51 87"""

MAILS = [
    # N001 -> P001 (Russia), Russian, answers the request the note records after WorldFood Moscow
    Mail("P001", "s1", "reply", "ru",
         "Хурма «Королёк» в ящиках по 5 кг — предложение на ноябрь–январь",
         """Добрый день, Макар!

Спасибо за встречу на WorldFood Moscow и за интерес к нашей хурме. Как договаривались, высылаю предложение для «Мамонтов Агро» по сорту «Королёк»:

• упаковка: гофроящики по 5 кг, плоды уложены в один слой;
• период отгрузок: с ноября по январь, еженедельно;
• доставка: рефрижераторы через КПП Ялама — Самур, около четырёх дней до Москвы;
• происхождение: сады Шекинского и Огузского районов.

Цены DAP Москва пришлю отдельным письмом, как только вы подтвердите объём первой поставки. Сколько машин в неделю вы планируете принимать?

С уважением,
Наргиз Гусейнова
менеджер по экспорту
Şəki Bərəkət MMC (Шеки, Азербайджан)
+994 24 244 51 87
n.huseynova@sekibereket.az""",
         "Russian; the sender's name in Cyrillic (Наргиз Гусейнова) and her title translated; the "
         "buyer's company in short form in quotes without ООО; the note's fair and request (Korolyok, "
         "5 kg boxes, November-January); the Yalama-Samur border crossing.",
         T("note_wrong", "body", "на WorldFood Moscow", "на выставке «Продэкспо»",
           "WorldFood Moscow", "a fair the note does not name (Prodexpo, also in Moscow) for the one it does",
           found="Продэкспо")),

    # N002 -> P002 (Latvia), English, cold introduction
    Mail("P002", "s1", "cold", "en",
         "Azerbaijani persimmons for the coming winter season",
         """Dear Ms Skujiņa,

I am writing from Şəki Bərəkət MMC, a fruit and silk exporter in the north of Azerbaijan. We pack fresh persimmons for wholesalers in the Baltic states and Poland, and I would like to introduce our season to SIA "Skujiņu augļi".

Our persimmons come from orchards around Şəki and Qəbələ:
- Korolyok (sweet, dark-fleshed, non-astringent when ripe) and Hachiya types
- 5 kg single-layer cartons or 2.5 kg trays
- harvest from late October, shipments until the end of January
- delivered by reefer truck in about eight days

If persimmons are on your winter list for Latvia, I would be glad to send our price list and a photo spec sheet.

Kind regards,
""" + S1_SIG_EN,
         "Plain English intro with bullets; the Latvian company with its quotes; Qəbələ with ə as "
         "another Azerbaijani place; `Baltic states` and Poland as the sender's other markets.",
         T("country_wrong", "body", "winter list for Latvia", "winter list for Estonia",
           "Latvia", "the buyer's market named as a neighbouring country", found="Estonia")),

    # N003 -> P003 (Poland), Polish, first contact after the fair the note records
    Mail("P003", "s1", "fair", "pl",
         "Kaki z Azerbejdżanu – po rozmowie na Fruit Logistica",
         """Szanowny Panie Witoldzie,

dziękuję za rozmowę na naszym stoisku podczas Fruit Logistica w Berlinie. Zgodnie z obietnicą przesyłam krótkie podsumowanie oferty świeżych persymon (kaki) dla firmy Wawrzonek Owoce Egzotyczne Sp. z o.o.:

– odmiany: Korolok i Hachiya,
– opakowanie: kartony 5 kg, owoce w jednej warstwie,
– sezon: od końca października do stycznia,
– certyfikat GlobalG.A.P.: nasze sady w rejonie Şəki mają ważny certyfikat, skan załączam do tej wiadomości.

Chętnie przygotuję ofertę cenową DAP z dostawą do Państwa magazynu, gdy tylko poznam planowane ilości.

Z poważaniem
Nərgiz Hüseynova
Menedżer ds. eksportu
Şəki Bərəkət MMC, Azerbejdżan
tel. +994 24 244 51 87""",
         "Polish; the vocative `Panie Witoldzie`; persimmons as `persymony (kaki)`; the note's fair "
         "and GlobalG.A.P.; the sender's title translated.",
         T("company_misspelled", "body", "firmy Wawrzonek Owoce", "firmy Wawrzynek Owoce",
           "Wawrzonek Owoce Egzotyczne Sp. z o.o.", "o for y in the family name the company holds",
           found="Wawrzynek Owoce Egzotyczne Sp. z o.o.")),

    # N004 -> P004 (UAE), English with an Arabic salutation, first contact after Gulfood
    Mail("P004", "s1", "fair", "en+ar",
         "Persimmons CFR Jebel Ali – following up from Gulfood",
         """السيد حمد المزروعي المحترم،

Thank you for visiting our stand at Gulfood Dubai. As promised, here is our offer for fresh persimmons for شركة المزروعي لتجارة الفواكه والخضروات.

Product: fresh persimmons, Korolyok variety, class I
Packing: 5 kg cartons, about 4,000 cartons (20 t) per 40 ft reefer
Price: USD 9.80 per carton, CFR Jebel Ali
Route: reefer container by rail to Poti (Georgia), then by sea to Jebel Ali
Season: November to January

I can hold space for the first containers until the end of October.

Best regards,
Nərgiz Hüseynova
Export Manager | Şəki Bərəkət MMC
Şəki, Azerbaijan
Tel./WhatsApp: +994 24 244 51 87""",
         "English with an Arabic salutation (name and المحترم); the company in Arabic script without "
         "ذ.م.م inside English; the note's fair, CFR Jebel Ali and the 40 ft reefer; Poti (Georgia) "
         "named as the port of loading.",
         T("sender_wrong", "body", "Tel./WhatsApp: +994 24 244 51 87", "Tel./WhatsApp: +994 24 244 15 87",
           "+994 24 244 51 87", "the sender's phone with two digits swapped", found="+994 24 244 15 87")),

    # N005 -> P005 (Lithuania), English, short cold note
    Mail("P005", "s1", "cold", "en",
         "Persimmons from Azerbaijan for UAB „Vaisių takas“",
         """Dear Artūras,

I hope you don't mind a short note out of the blue. I export fresh persimmons from Şəki in Azerbaijan, and I believe UAB „Vaisių takas“ buys winter fruit for the Lithuanian market.

Our Korolyok persimmons are sweet and firm, packed in 5 kg cartons, and available from November. Could I send you our price list for the coming season?

Best wishes,
Nərgiz Hüseynova
İxrac üzrə menecer (Export Manager)
Şəki Bərəkət MMC
n.huseynova@sekibereket.az""",
         "Very short friendly note; Lithuanian company with „…“ quotes in the subject and body; the "
         "sender's title in Azerbaijani with a translation.",
         T("contact_wrong", "body", "Dear Artūras,", "Dear Arvydas,", "Artūras Grinius",
           "another Lithuanian given name in the greeting", found="Arvydas")),

    # N006 -> P006 (UK), English, answers the sample request the note records
    Mail("P006", "s1", "reply", "en",
         "Narsharab sample – 330 g glass bottle",
         """Dear Alice,

Thank you for your interest in our pomegranate sauce. I have put two 330 g glass bottles of our narsharab aside for Bond & Sayer, and they will go out by DHL on Monday; the tracking number will follow.

A few details for your category review:
• Ingredients: 100% pomegranates from Göyçay, cooked down slowly; no added sugar
• Shelf life: 24 months unopened
• Certification: our plant is BRCGS Food Safety certified (grade A); the certificate is attached
• Case size: 12 × 330 g

Let me know when the bottles arrive – I'd be happy to talk through pricing for World Foods.

Kind regards,
""" + S1_SIG_EN,
         "Reply to the note's request (330 g bottle sample, BRCGS); the company in short form "
         "(`Bond & Sayer`); `World Foods` from the buyer's title; narsharab as the product's name.",
         T("category_wrong", "body", "interest in our pomegranate sauce", "interest in our pomegranate juice",
           "pomegranate sauce", "a neighbouring product for the buyer's category",
           found="pomegranate juice")),

    # N007 -> P007 (Israel), English with a Hebrew greeting, cold (kosher news)
    Mail("P007", "s1", "cold", "en+he",
         "Kosher pomegranate sauce from Azerbaijan",
         """שלום אנאל,

My name is Nərgiz Hüseynova and I handle exports at Şəki Bərəkət MMC in Azerbaijan. I am writing to you as purchasing manager of אהרוני יבוא מזון because our pomegranate sauce (narsharab) is now kosher certified by the OU, and the certificate covers both our 330 g and 700 ml bottles.

Narsharab is the traditional Azerbaijani pomegranate sauce: tart, thick and made only from pomegranates. It is used with grilled fish and meat, in salads and in marinades.

I'd be glad to send you the OU letter, a product sheet and a few sample bottles by courier.

Best regards,
Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
+994 24 244 51 87 | n.huseynova@sekibereket.az""",
         "English with a Hebrew greeting by given name; the Hebrew company without בע\"מ inside an "
         "English sentence; the Hebrew title rendered in English (`purchasing manager`); the note's "
         "kosher requirement (OU).",
         T("title_wrong", "body", "as purchasing manager of", "as marketing manager of",
           "מנהלת רכש", "a marketing title for the purchasing one", found="marketing manager")),

    # N008 -> P008 (Germany), German, first contact after Anuga (the note, in German)
    Mail("P008", "s1", "fair", "de",
         "Granatapfelsauce Narşərab – Muster und Preisliste für Kabus Feinkost",
         """Sehr geehrte Frau Kabus,

vielen Dank für das nette Gespräch auf der Anuga in Köln. Wie besprochen schicke ich Ihnen zwei Musterflaschen unserer Granatapfelsauce (Narşərab, 330 g) per Kurier; die Preisliste finden Sie im Anhang.

Kurz zum Produkt:
– 100 % Granatäpfel aus Göyçay, ohne Zuckerzusatz
– Mindesthaltbarkeit 24 Monate
– Karton zu 12 Flaschen, 100 Kartons pro Palette

Ich würde mich freuen, wenn Narşərab einen Platz im Sortiment von Kabus Feinkost findet. Für Rückfragen stehe ich Ihnen gern zur Verfügung.

Mit freundlichen Grüßen
Nərgiz Hüseynova
Exportmanagerin
Şəki Bərəkət MMC · Şəki, Aserbaidschan
Tel. +994 24 244 51 87""",
         "German; the note (in German) used: Anuga Köln, two sample bottles, a price list; the "
         "product's Azerbaijani name Narşərab; the company without GmbH; the sender's title in German.",
         Twin("company_missing", "body",
              [("im Sortiment von Kabus Feinkost findet", "in Ihrem Sortiment findet")],
              "in Ihrem Sortiment", "Kabus Feinkost GmbH",
              "every mention of the company replaced by a generic wording (subject: `für Sie`)",
              other=[("Preisliste für Kabus Feinkost", "Preisliste für Sie")])),

    # N009 -> P009 (Netherlands), Dutch, cold
    Mail("P009", "s1", "cold", "nl",
         "Granaatappelsaus uit Azerbeidzjan",
         """Beste Lizzy,

Ik ben Nərgiz Hüseynova, exportmanager bij Şəki Bərəkət MMC in Azerbeidzjan. Wij maken narsharab, een dikke, zuurzoete granaatappelsaus die in de Kaukasus bij bijna elke maaltijd op tafel staat: bij gegrild vlees, vis, plov en in salades.

Omdat Langevoort Wereldkeuken producten uit keukens van over de hele wereld inkoopt, denk ik dat onze saus goed in uw assortiment past. Hij wordt geleverd in glazen flessen van 330 g, twaalf per doos, en is 24 maanden houdbaar.

Zal ik een paar proefflessen naar Nederland sturen?

Met vriendelijke groet,
Nərgiz Hüseynova
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Dutch, `Beste Lizzy` (given name, usual in Dutch business mail); the company without B.V.; "
         "`granaatappelsaus` for the category; plov named as a dish.",
         T("artifact", "body", "twaalf per doos, en", "twaalf per doos, twaalf per doos, en",
           "twaalf per doos", "a doubled phrase", found="twaalf per doos, twaalf per doos")),

    # N010 -> P010 (Greece), Greek, cold
    Mail("P010", "s1", "cold", "el",
         "Σάλτσα ροδιού από το Αζερμπαϊτζάν",
         """Αξιότιμε κύριε Τσούμο,

ονομάζομαι Nərgiz Hüseynova και είμαι υπεύθυνη εξαγωγών της Şəki Bərəkət MMC στο Αζερμπαϊτζάν. Σας γράφω για να σας παρουσιάσω τη σάλτσα ροδιού μας (narsharab), ένα παραδοσιακό προϊόν του Καυκάσου, φτιαγμένο μόνο από ρόδια.

Πιστεύουμε ότι θα ταίριαζε στη γκάμα της Τσούμος Τρόφιμα Α.Ε., καθώς η σάλτσα χρησιμοποιείται σε σαλάτες, μαρινάδες και με ψητά κρέατα.
– Συσκευασία: γυάλινη φιάλη 330 g, 12 τεμάχια ανά κιβώτιο
– Διάρκεια ζωής: 24 μήνες
– Αποστολή σε κοντέινερ μέσω του λιμανιού του Πότι στον Πειραιά

Θα χαρώ να σας στείλω δείγματα και τιμοκατάλογο.

Με εκτίμηση,
Nərgiz Hüseynova
İxrac üzrə menecer
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Greek; the vocative `κύριε Τσούμο`; the company in full with Α.Ε. in the genitive "
         "construction; the sender's name in Latin script, her title in Azerbaijani; Poti and Piraeus.",
         T("company_foreign", "body", "γκάμα της Τσούμος Τρόφιμα Α.Ε.,", "γκάμα της Langevoort Wereldkeuken B.V.,",
           "Τσούμος Τρόφιμα Α.Ε.", "another buyer's company of this set (same category, the Dutch one)",
           found="Langevoort Wereldkeuken B.V.")),

    # N011 -> P011 (Italy), Italian, answers the sample request the note records
    Mail("P011", "s1", "reply", "it",
         "Campioni di seta greggia per Santi Filati",
         """Gentile signora Santi,

grazie per la richiesta. Come da Sua indicazione Le preparo i campioni di seta greggia 20/22 denari, grado 3A, per le prove di tessitura nello stabilimento di Como:

• 3 matasse da circa 250 g ciascuna;
• seta di gelso (Bombyx mori) bivoltina, trattata nella nostra filanda di Şəki;
• certificato di prova (titolo, tenacità, regolarità) allegato a ogni lotto.

I campioni partiranno con DHL entro la fine della settimana. Per gli ordini successivi forniamo balle da 60 kg.

Cordiali saluti,
Nərgiz Hüseynova
Responsabile export
Şəki Bərəkət MMC – Şəki, Azerbaigian
+994 24 244 51 87""",
         "Italian, formal Lei; the note's request (20/22 denier, grade 3A, Como mill); "
         "`seta greggia` for raw silk yarn; the company without S.r.l. in the subject; the sender's "
         "title in Italian close to the buyer's (`Responsabile export` / `Responsabile acquisti`).",
         T("note_wrong", "body", "seta greggia 20/22 denari, grado 3A", "seta greggia 27/29 denari, grado 3A",
           "20/22 denier, grade 3A", "the note's request misquoted (another count)", found="27/29 denari")),

    # N012 -> P012 (India), English with a Hindi greeting, cold
    Mail("P012", "s1", "cold", "en+hi",
         "Mulberry raw silk yarn from Azerbaijan – 20/22 and 27/29 denier",
         """नमस्ते मणीन्द्र जी,

I am writing from Şəki Bərəkət MMC in Azerbaijan. Şəki has reeled silk since the days of the Silk Road, and we still run a filature there.

For चोधरी सिल्क मिल्स I would like to offer:
- bivoltine mulberry raw silk, 20/22 and 27/29 denier, grades 2A to 3A
- 60 kg bales, with a test certificate for every lot
- shipment by air or by sea to your mill in India

Our silk could be a second origin next to your usual suppliers, with steady evenness and cohesion. Could I send you 1 kg of each denier to try on your looms?

Regards,
Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
+994 24 244 51 87""",
         "English with a Hindi greeting (given name + जी); the company in Devanagari without "
         "प्राइवेट लिमिटेड inside an English sentence; denier counts and grades.",
         T("country_wrong", "body", "to your mill in India", "to your mill in Sri Lanka",
           "India", "another South Asian country for the buyer's", found="Sri Lanka")),

    # N013 -> P013 (France), French, first contact after Première Vision
    Mail("P013", "s1", "fair", "fr",
         "Suite à Première Vision – soie grège de Şəki",
         """Bonjour Monsieur Delahaye,

Merci encore pour notre échange à Première Vision en septembre. Vous m'aviez parlé des sergés de soie que vous tissez à Lyon pour les carrés ; je vous envoie comme promis notre fiche technique de soie grège.

Nous filons à Şəki (Azerbaïdjan) une soie grège de mûrier en 20/22 et 27/29 deniers, grades 2A et 3A, livrée en balles de 60 kg avec un certificat d'essai par lot. Pour Soieries Delahaye, je peux préparer des échantillons de 2 kg dans le titre de votre choix.

Quel titre utilisez-vous pour la chaîne et pour la trame ?

Bien cordialement,
Nərgiz Hüseynova
Responsable export – Şəki Bərəkət MMC
+994 24 244 51 87""",
         "French; the note's fair and business (silk twill for scarves, `carrés`, Lyon); `soie grège` "
         "for raw silk yarn; the company without SAS.",
         T("contact_wrong", "body", "Bonjour Monsieur Delahaye,", "Bonjour Monsieur Delaunay,",
           "Philippe Delahaye", "a near-miss family name in the greeting", found="Delaunay")),

    # N014 -> P014 (Thailand), English with Thai greeting and closing, cold
    Mail("P014", "s1", "cold", "en+th",
         "Raw silk yarn from Azerbaijan for Thai weaving",
         """เรียน คุณมาซีเตาะ

I hope this finds you well. As ผู้จัดการฝ่ายจัดซื้อ at บริษัท ไหมไทยนามเสวตร จำกัด you probably buy raw silk from several origins, so I would like to add one more to your list: Şəki in Azerbaijan.

We reel bivoltine mulberry silk and sell raw silk yarn in 20/22 and 27/29 denier, graded 2A–3A, in 60 kg bales. Weavers who work with hand-reeled local silk often use our yarn as warp.

If useful, I can send a 1 kg sample of each count by courier.

ขอแสดงความนับถือ
Nərgiz Hüseynova
Export Manager
Şəki Bərəkət MMC, Azerbaijan
+994 24 244 51 87""",
         "English with Thai salutation (`เรียน คุณ` + given name) and closing; the Thai title and "
         "the full Thai company inside an English sentence.",
         T("title_wrong", "body", "As ผู้จัดการฝ่ายจัดซื้อ at", "As ผู้จัดการฝ่ายขาย at",
           "ผู้จัดการฝ่ายจัดซื้อ", "sales manager for purchasing manager (Thai)", found="ผู้จัดการฝ่ายขาย")),

    # N015 -> P015 (Japan), Japanese (the note: prefers Japanese), answers the note's question
    Mail("P015", "s1", "reply", "ja",
         "27デニール生糸のお問い合わせについて",
         """佐藤織物株式会社
購買課長 佐藤 くみ子 様

初めてご連絡を差し上げます。アゼルバイジャンの Şəki Bərəkət MMC で輸出を担当しております、ナルギズ・フセイノヴァと申します。

このたびは着物地用の27デニール生糸についてお問い合わせいただき、誠にありがとうございます。
弊社はシェキの製糸工場で二化性の家蚕生糸を繰糸しており、27/29デニールは2A～3A格で常時ご用意できます。

・荷姿：60kgベール（小口のご注文にも対応いたします）
・各ロットに検査成績書を添付
・輸送：航空便にて関西国際空港まで約1週間

西陣でのご使用に向けて、まずは1kgのサンプルをお送りいたします。ご送付先をお知らせいただけますでしょうか。

何卒よろしくお願い申し上げます。

Şəki Bərəkət MMC
輸出担当マネージャー
ナルギズ・フセイノヴァ（Nərgiz Hüseynova）
Tel: +994 24 244 51 87
Email: n.huseynova@sekibereket.az""",
         "Japanese business letter: company, title and name as an address block; the sender's name "
         "in katakana with the Latin form; 生糸 for raw silk yarn; the note's 27 denier, kimono and "
         "Nishijin; Kansai airport.",
         T("company_misspelled", "body", "佐藤織物株式会社\n購買課長", "佐籐織物株式会社\n購買課長",
           "佐藤織物株式会社", "籐 (rattan) for 藤, a common mistyping of the family name",
           found="佐籐織物株式会社")),

    # N016 -> P016 (Germany), German, cold (s2)
    Mail("P016", "s2", "cold", "de",
         "Jamaika-Piment direkt vom Erzeuger",
         """Sehr geehrter Herr Lorch,

als Leiter Rohwareneinkauf der Lorch Gewürzmühle kennen Sie den Markt für Piment sicher genau. Ich möchte Ihnen Black River Provisions Limited vorstellen: Wir kaufen Pimentkörner (pimento berries) direkt bei Kleinbauern in St. Elizabeth und Manchester auf Jamaika, trocknen sie in der Sonne und reinigen und sortieren sie in unserem Betrieb in Black River.

– ganze Pimentkörner, handverlesen, Feuchte max. 12 %
– Ernte Juli bis September, Verschiffung ab Kingston
– Säcke zu 25 kg, auf Wunsch dampfsterilisiert

Gern sende ich Ihnen ein Muster von 1 kg und unsere aktuelle Preisindikation FOB Kingston.

Mit freundlichen Grüßen
Shanique Whyte-Campbell
Export Manager
Black River Provisions Limited
Black River, St. Elizabeth, Jamaika
Tel. +1 876 965 2214""",
         "German; the buyer's title inside the sentence (`als Leiter Rohwareneinkauf der …`); the "
         "company without `GmbH & Co. KG`; `Piment`/`Pimentkörner` with the English category in "
         "brackets; Jamaican parishes.",
         T("title_wrong", "body", "als Leiter Rohwareneinkauf der", "als Leiter Vertrieb der",
           "Leiter Rohwareneinkauf", "a sales title for the purchasing one", found="Leiter Vertrieb")),

    # N017 -> P017 (Sweden), Swedish, cold
    Mail("P017", "s2", "cold", "sv",
         "Jamaicansk pimento direkt från Black River",
         """Hej Tina,

Jag heter Shanique Whyte-Campbell och är exportchef på Black River Provisions Limited på Jamaica. Vi köper upp och soltorkar hel kryddpeppar (pimento berries) från småodlare i St. Elizabeth, den jamaicanska sorten som är känd för sin kraftiga arom.

Jag tror att bären kan passa bra i sortimentet hos Perssons Kryddor, både för inläggningar och julbak, och vi kan leverera:
• handsorterade bär, fukthalt högst 12 %
• 25 kg säckar, ångsteriliserade på begäran
• skörd juli–september, skeppning från Kingston

Får jag skicka ett prov på 500 g till er?

Vänliga hälsningar
Shanique Whyte-Campbell
Export Manager, Black River Provisions Limited
Black River, Jamaica
+1 876 965 2214""",
         "Swedish, `Hej Tina`; `kryddpeppar` (Swedish for allspice) with the English category in "
         "brackets; the sender's title both translated (`exportchef`) and in English; company "
         "genitive without AB (`hos Perssons Kryddor`).",
         T("category_wrong", "body", "soltorkar hel kryddpeppar (pimento berries)",
           "soltorkar hel svartpeppar (black peppercorns)", "pimento berries",
           "black pepper for allspice (a neighbouring spice)", found="svartpeppar (black peppercorns)")),

    # N018 -> P018 (US), English, answers the request the note records
    Mail("P018", "s2", "reply", "en",
         "ASTA specs + 5 kg sample of whole pimento",
         """Hi Alexis,

Thanks for your note. Attached are our specs for whole pimento berries against the ASTA cleanliness specifications (whole insects, excreta, mold, extraneous matter), along with the lab results from a lot we shipped in September.

The 5 kg sample of whole berries for Carson Spice Importers is packed and will go out by FedEx on Thursday; I'll send the tracking number as soon as I have it.

Quick summary:
- Origin: St. Elizabeth and Manchester parishes, Jamaica
- Moisture: max 12%
- Volatile oil: min 3.0%
- Packing: 25 kg bags, FOB Kingston

Happy to set up a call once your QA team has reviewed the numbers.

Best,
Shanique Whyte-Campbell
Export Manager | Black River Provisions Limited
+1 876 965 2214 | swhyte@blackriverprovisions.com.jm""",
         "US-style short reply to the note's request (ASTA specs, 5 kg sample of whole berries); "
         "the company without `, LLC`.",
         T("company_foreign", "body", "whole berries for Carson Spice Importers is", "whole berries for Gonzalez Caribbean Distributors is",
           "Carson Spice Importers, LLC", "another US buyer's company of this set",
           found="Gonzalez Caribbean Distributors")),

    # N019 -> P019 (UK), English, first contact after IFE
    Mail("P019", "s2", "fair", "en",
         "Great to meet you at IFE – canned ackee for Mills Caribbean Foods",
         """Dear Frederick,

It was good to meet you at IFE London in March, and thank you for taking the time to taste our ackee at the stand.

As promised, here are the details of our canned ackee:
• Ackee in brine, 540 g (19 oz) cans, 24 cans per case
• Packed in our FDA-registered plant in St. Elizabeth, with hypoglycin A testing on every batch
• Shelf life 3 years
• Shipped from Kingston to Tilbury or Felixstowe

Since you supply Caribbean grocers in London and Birmingham, I can also offer mixed containers with our pimento and scotch bonnet pepper sauce.

Would a trial pallet in May suit you?

Kind regards,
Shanique Whyte-Campbell
Export Manager
Black River Provisions Limited, Jamaica
+1 876 965 2214""",
         "The note's fair and customers (Caribbean grocers in London and Birmingham); the company "
         "without Ltd in the subject; the sender's other two products offered for a mixed container "
         "(the sender sells them).",
         T("artifact", "body",
           "I can also offer mixed containers with our pimento and scotch bonnet pepper sauce.",
           "I can also offer mixed con", "I can also offer mixed containers with our pimento and scotch bonnet pepper sauce.",
           "a sentence cut off mid-word", found="I can also offer mixed con")),

    # N020 -> P020 (Canada), English, cold
    Mail("P020", "s2", "cold", "en",
         "Canned ackee for Reed Island Foods",
         """Hello John,

I'm Shanique Whyte-Campbell, export manager at Black River Provisions Limited in Jamaica. We process and can ackee, Jamaica's national fruit, in our own plant in St. Elizabeth and ship it to distributors in Canada, the UK and the US.

If Reed Island Foods is looking for a second source of canned ackee, our ackee comes in 540 g cans, 24 per case, packed in brine; every lot is tested for hypoglycin A, and the labels are bilingual (English and French) for the Canadian market.

Could I send you a price list CIF Montréal or Halifax?

Thanks,
Shanique

Shanique Whyte-Campbell | Export Manager
Black River Provisions Limited
+1 876 965 2214""",
         "Casual North American tone, signed with the given name then in full; the company without "
         "Inc.; bilingual labels for Canada.",
         T("sender_wrong", "body", "Black River Provisions Limited\n+1 876", "Black River Provision Limited\n+1 876",
           "Black River Provisions Limited", "the sender's company misspelled in the signature",
           found="Black River Provision Limited")),
]
