"""Natural e-mails N001-N020 (buyers P001-P020, one each), with the edit each twin gets."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail(
        "P001", "s1",
        "Saaremaa dolomite for sauna walls – the price list you asked for",
        """\
Dear Ilkka,

Thank you for stopping by our stand at Habitare in Helsinki in September. As promised, I attach our price list for honed Saaremaa dolomite slabs in 30 mm, the thickness you mentioned for sauna walls.

Dolomite from our quarry near Kuressaare takes heat well and does not crack with the humidity changes of a sauna; many Finnish builders already use it behind the stove. The honed finish keeps the surface matt and easy to clean.

Slabs are cut to 600 x 300 mm or to measure, packed on heat-treated pallets and shipped by ferry and truck to Helsinki in about a week.

If Kiviliike Lehtinen would like a sample crate before the winter season, just let me know the delivery address.

Best regards,
Kadri-Liis Vaher
Ekspordijuht (Export Manager)
Kaali Kivi & Mahl OÜ
Kuressaare, Estonia
+372 453 3127""",
        "English; first e-mail after the fair the note records (Habitare), answering the price-list "
        "request; given-name greeting; company without its legal form; the sender's Estonian title "
        "glossed in English.",
        Twin("note_wrong", "at Habitare in Helsinki", "at Finnbuild in Helsinki", "Habitare Helsinki",
             "the meeting is placed at a fair the note does not name (Finnbuild instead of Habitare)",
             found="Finnbuild"),
    ),
    # N002
    Mail(
        "P002", "s1",
        "Saaremaa-Dolomit: CE-Kennzeichnung und Frostprüfung nach EN 12371",
        """\
Sehr geehrter Herr Hermighausen,

vielen Dank für Ihr Interesse an unseren Dolomitplatten. Sie hatten vor einer ersten Bestellung nach der CE-Kennzeichnung und den Ergebnissen der Frostwiderstandsprüfung gefragt; beides sende ich Ihnen gern.

Unsere Platten aus Saaremaa-Dolomit tragen die CE-Kennzeichnung nach EN 1341 (Platten aus Naturstein für Außenbereiche); die Leistungserklärung liegt auf Deutsch vor. Die Frostwiderstandsprüfung nach EN 12371 hat im vergangenen Jahr ein akkreditiertes Labor in Tallinn durchgeführt: 56 Frost-Tau-Wechsel ohne sichtbare Schäden. Den vollständigen Prüfbericht finden Sie im Anhang.

Für die Hermighausen Naturstein GmbH können wir Formate von 300 x 300 bis 600 x 1200 mm in 20, 30 und 40 mm Stärke liefern, geschliffen, gebürstet oder gestockt. Gern schicke ich Ihnen ein Musterpaket nach Deutschland.

Mit freundlichen Grüßen
Kadri-Liis Vaher
Exportleiterin, Kaali Kivi & Mahl OÜ
Kuressaare, Estland
Tel. +372 453 3127""",
        "German; first e-mail answering the request the note records (CE marking, EN 12371); "
        "company with an article (`die Hermighausen Naturstein GmbH`); sender's title translated "
        "(Exportleiterin); Estland.",
        Twin("company_misspelled", "Für die Hermighausen Naturstein GmbH",
             "Für die Hermighausen Natursteine GmbH", "Hermighausen Naturstein GmbH",
             "the company's common word gets a plural -e", found="Hermighausen Natursteine GmbH"),
    ),
    # N003
    Mail(
        "P003", "s1",
        "Dolomietplaten uit Saaremaa voor uw natuursteenhandel",
        """\
Geachte mevrouw Hemma van Allemanië,

Mijn naam is Kadri-Liis Vaher, exportmanager bij Kaali Kivi & Mahl OÜ op het Estse eiland Saaremaa. Wij winnen en zagen dolomiet uit onze eigen groeve bij Kuressaare.

Als inkoopmanager van Natuursteenhandel Hemma van Allemanië B.V. zoekt u wellicht een lichte, warme natuursteen die niet uit Zuid-Europa of Azië komt. Onze dolomietplaten zijn crèmegrijs met een fijne fossieltekening, vorstbestendig en leverbaar in 20, 30 en 40 mm, gezoet, geborsteld of gezandstraald. Naar Nederland leveren wij per vrachtwagen in ongeveer vijf dagen.

Zal ik u onze prijslijst en een paar monsters sturen?

Met vriendelijke groet,
Kadri-Liis Vaher
Ekspordijuht – Kaali Kivi & Mahl OÜ
Kuressaare, Estland | +372 453 3127 | www.kaalikivi.ee""",
        "Dutch cold introduction; the drawn multi-part family name (`Hemma van Allemanië`) in the "
        "greeting and the company; the title in lower case inside a Dutch sentence.",
        Twin("title_wrong", "Als inkoopmanager van", "Als marketingmanager van", "Inkoopmanager",
             "a marketing manager's title for the purchasing manager", found="marketingmanager"),
    ),
    # N004
    Mail(
        "P004", "s1",
        "Dolomite slab sizes for hotel bathrooms – following up from Tokyo Big Sight",
        """\
Dear Ms Sato,

It was a pleasure to meet you at Japan Home & Building Show at Tokyo Big Sight. You asked which slab sizes we can supply for hotel bathrooms, so here is a short overview, in English as you prefer.

For floors we recommend honed Saaremaa dolomite in 600 x 600 x 20 mm; for walls 300 x 600 x 15 mm, which keeps the weight low for dry fixing. Vanity tops can be cut to size up to 1,800 x 600 mm in 30 mm. All surfaces can be sealed against soap and water stains, and the stone's pale grey suits the calm look many Japanese hotels want.

We ship in 20 ft containers from Muuga port to Yokohama or Kobe, about seven weeks door to door. I would be happy to send a small sample box to 株式会社佐藤石材 for your design team.

With kind regards,
Kadri-Liis Vaher
Export Manager, Kaali Kivi & Mahl OÜ
Kuressaare, Estonia
kadri-liis.vaher@kaalikivi.ee""",
        "English (the note's preferred language); first e-mail after the show the note records, "
        "answering its question; `Ms Sato` for 佐藤; the company in kanji inside English.",
        Twin("company_foreign", "to 株式会社佐藤石材 for", "to 渡辺金属株式会社 for",
             "株式会社佐藤石材", "another Japanese buyer's company of this set (P034)",
             found="渡辺金属株式会社"),
    ),
    # N005
    Mail(
        "P005", "s1",
        'Saaremaa dolomite slabs for בן דוד אבן ושיש',
        """\
שלום הלל,

I am writing from Kaali Kivi & Mahl OÜ, a family quarry and stone workshop on Saaremaa, Estonia's largest island. We cut dolomite slabs – a warm, light-grey stone with fine fossil traces – for floors, walls and facades.

As purchasing and logistics manager at בן דוד אבן ושיש בע"מ you will know how hard it is to find a pale stone that stays cool underfoot yet is not marble. Our dolomite is dense (2,600 kg/m³), takes a honed or brushed finish and is sold in 20 and 30 mm slabs or cut to size.

Several of our customers in Israel receive full containers through Haifa port; transit from Muuga is about five weeks. If it helps, I can send you a price list in USD and a few 10 x 10 cm samples.

Kind regards,
Kadri-Liis Vaher
Export Manager | Kaali Kivi & Mahl OÜ
+372 453 3127 | www.kaalikivi.ee""",
        "English cold introduction with a Hebrew greeting (given name, as Israelis write); the "
        "company in Hebrew inside English, in the subject without its legal form; the title "
        "translated.",
        Twin("country_wrong", "customers in Israel receive", "customers in Jordan receive", "Israel",
             "a neighbouring country for the buyer's", found="Jordan"),
    ),
    # N006
    Mail(
        "P006", "s1",
        "Birch sap for the autumn season – import documents for Korea",
        """\
문경수 과장님께,

Thank you for your message. I understand 숲마루 sells gorosoe sap in spring and would like birch sap to carry the shelf through the autumn season. Our birch sap is collected in April on Saaremaa, pasteurised and filled the same week, so it keeps 12 months unopened and can be sold in autumn as fresh as in spring.

You asked which import documents we can provide. For each shipment to Korea we supply:
- commercial invoice and packing list
- origin declaration under the EU–Korea FTA
- health certificate from the Estonian Agriculture and Food Board
- laboratory analysis (microbiology, Brix, pH)
- Korean-language labels or stickers to MFDS requirements

We fill 250 ml cans and 1 l PET bottles, 24 and 12 per carton. Shall I prepare a quotation CIF Busan for one pallet of each?

Best regards,
Kadri-Liis Vaher
Export Manager, Kaali Kivi & Mahl OÜ
Kuressaare, Estonia""",
        "English with a Korean greeting (full name + title + 님께); first e-mail answering the "
        "note's question on import documents; the company as 숲마루 without 주식회사; gorosoe sap "
        "named as the buyer's own product.",
        Twin("category_wrong", "Our birch sap is collected", "Our maple sap is collected", "birch sap",
             "the neighbouring product the buyer already sells (maple sap) for the one offered",
             found="maple sap"),
    ),
    # N007
    Mail(
        "P007", "s1",
        "来自爱沙尼亚萨雷马岛的天然白桦树汁",
        """\
尊敬的张总监：

您好！我是爱沙尼亚 Kaali Kivi & Mahl OÜ 的出口经理 Kadri-Liis Vaher。我们在萨雷马岛采集天然白桦树汁，每年四月采收，当周巴氏杀菌灌装，不添加糖和防腐剂，常温保质期 12 个月。

白桦树汁在北欧被视为春天的饮品，口感清淡微甜，近年来在中国的高端超市和健康食品渠道也越来越受欢迎。我们了解到上海张氏进口食品有限公司专注于欧洲进口食品，相信我们的产品能丰富贵公司的饮品品类。

我们可提供 250 毫升罐装和 1 升瓶装，并可按中国海关要求提供中文背标、原产地证和卫生证书。如您感兴趣，我很乐意寄送样品和报价单（CIF 上海）。

此致
敬礼

Kadri-Liis Vaher
出口经理
Kaali Kivi & Mahl OÜ
爱沙尼亚 库雷萨雷
电话：+372 453 3127""",
        "Simplified Chinese cold introduction; `张总监` (family name + the title 采购总监 shortened); "
        "the sender's title and town in Chinese, her name and company in Latin.",
        Twin("company_misspelled", "了解到上海张氏进口食品有限公司", "了解到上海章氏进口食品有限公司",
             "上海张氏进口食品有限公司", "a homophone character (章 for 张) in the company name",
             found="上海章氏进口食品有限公司"),
    ),
    # N008
    Mail(
        "P008", "s1",
        "Ціна на березовий сік у скляних пляшках 0,33 л",
        """\
Шановна пані Мілено,

дякую за зустріч на виставці World Food Ukraine у Києві та за інтерес до нашого березового соку. Як і обіцяла, надсилаю ціну на сік у скляних пляшках 0,33 л.

Березовий сік Kaali Kivi & Mahl збирають у квітні на острові Сааремаа в Естонії; він пастеризований, без цукру та консервантів, термін придатності – 12 місяців. У скляній пляшці 0,33 л (24 пляшки в коробці, 80 коробок на палеті) ціна становить 1,15 EUR за пляшку на умовах FCA Куресааре або 1,42 EUR за пляшку DAP Київ при замовленні від однієї палети.

Для ТОВ «Колісниченко Фуд Трейд» ми можемо виготовити етикетку українською мовою. Якщо бажаєте, надішлю зразки до Києва.

З повагою,
Кадрі-Ліїс Вахер (Kadri-Liis Vaher)
менеджерка з експорту, Kaali Kivi & Mahl OÜ
Куресааре, Естонія
+372 453 3127""",
        "Ukrainian; first e-mail after the fair the note records, with the price it asked for; "
        "vocative `пані Мілено`; the sender's name in Cyrillic with the Latin in brackets, her "
        "company once without its legal form.",
        Twin("note_wrong", "на виставці World Food Ukraine у Києві", "на виставці Продекспо у Києві",
             "World Food Ukraine", "the meeting is placed at a fair the note does not name",
             found="Продекспо"),
    ),
    # N009
    Mail(
        "P009", "s1",
        "Pure Estonian birch sap for Martin Wellness Beverages",
        """\
Hi Nichole,

Birch water keeps growing in U.S. natural channels, but most of what's on the shelf is blended or sweetened. Ours isn't: Kaali Kivi & Mahl OÜ taps birches on Saaremaa island, Estonia, each April and pasteurizes the sap the same week – nothing added, 12-month shelf life at room temperature.

Since you buy functional beverages for Martin Wellness Beverages, LLC, I thought a clean-label birch sap might fit your line-up next to coconut water and maple water. We can ship 250 ml cans or 1 l bottles, with FDA facility registration in place and a U.S. importer of record in New Jersey if you'd rather not handle customs yourselves.

Could I send you a spec sheet and a few cans for a tasting?

Thanks,
Kadri-Liis Vaher
Export Manager | Kaali Kivi & Mahl OÜ
Kuressaare, Estonia | +372 453 3127""",
        "American-style English cold introduction; the company with its comma before `LLC`, "
        "without it in the subject; the title paraphrased (`you buy functional beverages`); "
        "other products named as shelf neighbours (coconut water, maple water).",
        Twin("sender_wrong", "Kuressaare, Estonia | +372 453 3127", "Kuressaare, Estonia | +372 453 3172",
             "+372 453 3127", "the sender's phone number with two digits swapped",
             found="+372 453 3172"),
    ),
    # N010
    Mail(
        "P010", "s1",
        "Birkensaft in Bio-Qualität – unser EU-Bio-Zertifikat",
        """\
Sehr geehrter Herr Faust,

es hat mich gefreut, Sie auf der BioFach in Nürnberg kennenzulernen. Wie besprochen, schicke ich Ihnen im Anhang unser EU-Bio-Zertifikat (Kontrollstelle EE-ÖKO-01) für den Birkensaft, gültig bis Ende nächsten Jahres.

Zur Erinnerung: Unser Birkensaft wird im April auf der Insel Saaremaa gezapft, schonend pasteurisiert und ohne jeden Zusatz abgefüllt. Für Naturkost Faust e.K. könnten sich die 1-Liter-Glasflaschen eignen, die sich in Naturkostläden am besten verkaufen; eine Palette (480 Flaschen) liefern wir frei Haus nach Deutschland.

Gern sende ich Ihnen auch das Datenblatt und eine Preisliste.

Viele Grüße aus Kuressaare
Kadri-Liis Vaher
Exportleiterin
Kaali Kivi & Mahl OÜ, Estland
+372 453 3127""",
        "German; first e-mail after the fair the German note records, sending the certificate it "
        "asks for; the sole trader's `e.K.` kept.",
        Twin("company_missing", "Für Naturkost Faust e.K. könnten", "Für Ihren Laden könnten",
             "Naturkost Faust e.K.", "the only mention of the company replaced by `Ihren Laden`",
             found="Ihren Laden"),
    ),
    # N011
    Mail(
        "P011", "s1",
        "Virolaista kamaa Aho Elintarvikkeelle",
        """\
Hyvä Tuukka Aho,

olen Kadri-Liis Vaher Kaali Kivi & Mahl OÜ:sta Saarenmaalta. Jauhamme perinteistä virolaista kamaa – paahdetun ohran, rukiin, kauran ja herneen seosta, jota Virossa sekoitetaan piimään tai jogurttiin aamupalaksi.

Kama on Suomessa vielä harvinainen, mutta kysyntä kasvaa terveysruokakaupoissa ja Suomessa asuvien virolaisten keskuudessa. Toimitamme kamaa 500 g:n vähittäispakkauksissa ja 25 kg:n säkeissä, rekalla Tallinnasta Helsinkiin parissa päivässä.

Hankintapäällikkönä voitte ehkä arvioida, sopisiko tuote Aho Elintarvike Oy:n valikoimaan. Lähetän mielelläni näytteitä ja hinnaston.

Ystävällisin terveisin
Kadri-Liis Vaher
vientipäällikkö, Kaali Kivi & Mahl OÜ
Kuressaare, Viro
+372 453 3127""",
        "Finnish cold introduction; the company inflected (`Aho Elintarvikkeelle`, `Aho "
        "Elintarvike Oy:n`); the title in the essive (`Hankintapäällikkönä`); Saaremaa and "
        "Estonia in Finnish (Saarenmaa, Viro).",
        Twin("title_wrong", "Hankintapäällikkönä voitte", "Myyntipäällikkönä voitte",
             "Hankintapäällikkö", "a sales manager's title (myyntipäällikkö) for the procurement "
             "manager's", found="Myyntipäällikkönä"),
    ),
    # N012
    Mail(
        "P012", "s1",
        "Kama flour in 500 g retail packs for your shops",
        """\
Labdien, Ābola kungs,

thank you for the good talk at Riga Food. You mentioned that your shops already sell rye and barley mixes and asked whether we could pack kama in 500 g retail packs – yes, we can.

Our kama is the classic Estonian blend of roasted barley, rye, oat and pea flour, milled in Kuressaare. The 500 g stand-up pouch has a resealable zip and a Latvian label (kama milti), 12 pouches per carton. For SIA "Ābols un Partneri" we could start with a mixed pallet of plain kama and kama with dried blueberries.

Delivery from Saaremaa to Riga takes two days by truck. Price list attached; tell me if you would like samples for the shops.

Best regards,
Kadri-Liis Vaher
Export Manager
Kaali Kivi & Mahl OÜ | Kuressaare, Estonia | +372 453 3127""",
        "English with a Latvian greeting (`Ābola kungs`, the family name in the genitive before "
        "`kungs`); first e-mail after the fair the note records, answering its request; SIA with "
        "the name in quotes.",
        Twin("contact_wrong", "Labdien, Ābola kungs,", "Labdien, Āboliņa kungs,", "Hanss Ābols",
             "a near-miss family name (Āboliņš) in the greeting", found="Āboliņa kungs"),
    ),
    # N013
    Mail(
        "P013", "s1",
        "Estonian kama for your shop",
        """\
Доброго дня, пані Мілено!

My name is Kadri-Liis Vaher and I export kama from Saaremaa, Estonia. Kama is a roasted flour of barley, rye, oats and peas, eaten with kefir or yoghurt – close to the толокно many of your customers will know.

I am writing to you as the owner of ФОП Бебешко Мілена Олегівна because small specialist shops are where kama sells best: it needs a few words of explanation, and a shop owner can give them. We pack it in 500 g pouches (12 per carton) and can add a Ukrainian sticker.

Shipping to Ukraine goes by groupage truck via Poland, about five days to Kyiv or Lviv. If you like, I can send a free carton so you can taste it with your regular customers.

Warm regards,
Kadri-Liis Vaher
Export Manager, Kaali Kivi & Mahl OÜ
Estonia""",
        "English with a Ukrainian greeting (vocative); the sole proprietor's ФОП name with "
        "patronymic inside English; `the owner` for Власниця; another country named as a route "
        "(Poland).",
        Twin("company_foreign", "owner of ФОП Бебешко Мілена Олегівна because",
             "owner of ТОВ «Колісниченко Фуд Трейд» because", "ФОП Бебешко Мілена Олегівна",
             "the other Ukrainian buyer's company of this set (P008)",
             found="ТОВ «Колісниченко Фуд Трейд»"),
    ),
    # N014
    Mail(
        "P014", "s1",
        "Kama flour with kosher certification",
        """\
Dear Menachem,

Thank you for your enquiry about kama for the Russian-speaking groceries you supply in Haifa and Ashdod. Many of their customers will remember kama from home, so it should need little explanation on the shelf.

On kosher certification: our plain kama is certified kosher parve by the Chief Rabbi of Estonia, and I attach the current certificate. The kama with dried berries is not yet covered, so I suggest starting with the plain one.

We ship 500 g pouches, 12 per carton, and 25 kg sacks for repacking. For יפת מזון טבעי בע"מ a mixed 20 ft container via Ashdod would bring the freight cost per kilo down considerably.

Best regards,
Kadri-Liis Vaher
Export Manager | Kaali Kivi & Mahl OÜ
Kuressaare, Estonia""",
        "English reply to the request the note records (kosher), using its details (Haifa, "
        "Ashdod); the Hebrew company with its gershayim inside English.",
        Twin("note_wrong", "supply in Haifa and Ashdod.", "supply in Haifa and Netanya.",
             "Haifa and Ashdod", "the note misquoted: Netanya for Ashdod",
             found="Haifa and Netanya"),
    ),
    # N015
    Mail(
        "P015", "s1",
        "Kama z Estonii dla Kut Zdrowa Żywność",
        """\
Dzień dobry Pani Saro,

nazywam się Kadri-Liis Vaher i odpowiadam za eksport w firmie Kaali Kivi & Mahl OÜ z wyspy Sarema w Estonii. Produkujemy kamę – tradycyjną estońską mieszankę prażonej mąki jęczmiennej, żytniej, owsianej i grochowej. Wystarczy wymieszać ją z kefirem lub jogurtem, żeby otrzymać pożywne, bogate w błonnik śniadanie.

Jako kierowniczka zakupów w Kut Zdrowa Żywność Sp. z o.o. szuka Pani zapewne produktów, których nie ma jeszcze każdy sklep ze zdrową żywnością w Polsce. Kama jest właśnie takim produktem. Pakujemy ją w torebki 500 g (12 sztuk w kartonie), z polską etykietą.

Chętnie prześlę próbki i cennik.

Z pozdrowieniami
Kadri-Liis Vaher
Kierowniczka eksportu, Kaali Kivi & Mahl OÜ
Kuressaare, Estonia
tel. +372 453 3127""",
        "Polish cold introduction; vocative `Pani Saro`; the title in lower case in a sentence; "
        "`kamę` (kama in the accusative); Saaremaa as Polish `Sarema`; the sender's title "
        "translated.",
        Twin("title_wrong", "Jako kierowniczka zakupów w", "Jako kierowniczka sprzedaży w",
             "Kierowniczka zakupów", "a sales manager's title for the purchasing manager's",
             found="kierowniczka sprzedaży"),
    ),
    # N016
    Mail(
        "P016", "s2",
        "Cappelli in paglia toquilla, gradi fino e superfino",
        """\
Gentile Sig. Pertile,

è stato un piacere conoscerLa al Pitti Uomo di Firenze. Come promesso, Le scrivo con le informazioni sui nostri cappelli in paglia toquilla nei gradi fino e superfino, con la tesa da 7 cm che mi aveva chiesto.

Tutti i nostri cappelli sono intrecciati a mano da tessitrici della provincia di Azuay e rifiniti nel nostro laboratorio di Cuenca. Il grado fino ha circa 12-14 giri di intreccio per pollice, il superfino 16-18; entrambi sono disponibili in naturale, sbiancato e nei colori della nostra cartella. Questa misura di tesa si adatta ai modelli fedora, optimo e teardrop.

Per Cappelleria Pertile S.r.l. possiamo preparare una campionatura di sei cappelli (tre fino, tre superfino) da spedire in Italia con DHL.

Cordiali saluti,
Paola Quizhpi
Gerente de Exportaciones
Tomebamba Paja y Tagua Cía. Ltda.
Cuenca, Ecuador
+593 7 284 1592""",
        "Italian; first e-mail after the fair the note records, with the grades and brim it asked "
        "for; the sender signs with her first family name only, as Ecuadorians do; Spanish title "
        "in an Italian mail.",
        Twin("note_wrong", "con la tesa da 7 cm che", "con la tesa da 9 cm che", "7 cm",
             "the note misquoted: a 9 cm brim for the 7 cm one asked for", found="tesa da 9 cm"),
    ),
    # N017
    Mail(
        "P017", "s2",
        "Échantillons de chapeaux en paille toquilla, tailles 57 et 58",
        """\
Bonjour Monsieur Pierre,

Merci encore pour votre visite sur notre stand au salon Who's Next à Paris. Comme convenu, je vous prépare des échantillons de nos chapeaux en paille toquilla dans les tailles 57 et 58.

Je vous propose trois modèles : un fedora naturel, un modèle à ruban noir et un canotier à bord court, tous tissés à la main dans la région de Cuenca et finis dans notre atelier. Pouvez-vous me confirmer l'adresse de livraison de la Chapellerie Pierre SARL ? L'envoi part par DHL et arrive en France sous cinq jours ouvrés.

Je reste à votre disposition pour toute question sur nos tarifs ou nos délais de fabrication.

Bien cordialement,

Paola Cristina Quizhpi
Responsable export – Tomebamba Paja y Tagua Cía. Ltda.
Cuenca (Équateur)
+593 7 284 1592""",
        "French; first e-mail after the fair the French note records, with the sample sizes it "
        "asks for; the family name `Pierre` that looks like a given name; the sender's title in "
        "French.",
        Twin("contact_wrong", "Bonjour Monsieur Pierre,", "Bonjour Monsieur Perrin,", "Raymond Pierre",
             "a near-miss family name in the greeting", found="Monsieur Perrin"),
    ),
    # N018
    Mail(
        "P018", "s2",
        "Handwoven toquilla straw hats for the Greek summer season",
        """\
Αγαπητέ κύριε Μαργαρώνη,

I am Paola Quizhpi, export manager of Tomebamba Paja y Tagua Cía. Ltda. in Cuenca, Ecuador, where the so-called Panama hat has always been made. We work with about 120 weavers in the Azuay highlands and finish every hat in our own workshop.

Many island boutiques in Greece sell straw hats that look like ours but are machine-made of paper straw. A real toquilla hat is lighter, breathes better and can be rolled for travel – a good argument for tourists who pay for quality. For Μαργαρώνης Καπέλα Ι.Κ.Ε. I would suggest starting with our fedoras and wide-brim women's models, which sell for 90–180 EUR retail.

Orders placed by January reach Piraeus in time for the season. May I send you our catalogue and price list?

Με εκτίμηση,
Paola Quizhpi
Gerente de Exportaciones
Tomebamba Paja y Tagua Cía. Ltda.
+593 7 284 1592""",
        "English cold introduction with a Greek greeting (the vocative `Μαργαρώνη`) and closing; "
        "the Greek company with `Ι.Κ.Ε.` inside English; `Panama hat` as the trade name of the "
        "product.",
        Twin("country_wrong", "island boutiques in Greece sell", "island boutiques in Cyprus sell",
             "Greece", "a neighbouring Greek-speaking country for the buyer's", found="Cyprus"),
    ),
    # N019
    Mail(
        "P019", "s2",
        "Bottoni in tagua – certificato OEKO-TEX e campioni",
        """\
Gentile Signora Travaglia,

La ringrazio per la Sua richiesta. In allegato trova il certificato OEKO-TEX Standard 100 (classe I, articoli per neonati) dei nostri bottoni in tagua, valido fino a marzo del prossimo anno.

I campioni nelle misure 24L (15 mm) e 32L (20 mm) partono domani con DHL: per ciascuna misura troverà bottoni a quattro fori e a gambo, in naturale e in cinque colori tinti a mano. La tagua, l'«avorio vegetale» delle foreste costiere dell'Ecuador, si lavora come il corno e accetta bene le tinture, ma ogni bottone conserva la sua venatura.

Come responsabile approvvigionamenti del Bottonificio Travaglia saprà valutare la qualità della lavorazione; per le quantità industriali possiamo garantire fino a 400.000 pezzi al mese.

Cordiali saluti,
Paola Quizhpi Guamán
Tomebamba Paja y Tagua Cía. Ltda. – Cuenca, Ecuador""",
        "Italian reply to the request the note records (certificate, 24L/32L samples); the title "
        "in lower case in a sentence; the company with an article and without `S.p.A.` "
        "(`del Bottonificio Travaglia`).",
        Twin("note_wrong", "e 32L (20 mm) partono", "e 36L (23 mm) partono", "32L",
             "the note misquoted: 36L samples for the 32L asked for", found="36L (23 mm)"),
    ),
    # N020
    Mail(
        "P020", "s2",
        "Tagua nut buttons – natural vegetable ivory from Ecuador",
        """\
魏主管您好，

My name is Paola Quizhpi and I manage exports at Tomebamba Paja y Tagua Cía. Ltda. in Cuenca, Ecuador. We turn tagua nuts – the "vegetable ivory" palm seed of the Ecuadorian coast – into buttons for shirt, knitwear and coat makers.

As 广州魏氏服装辅料有限公司 supplies trims to garment factories, you may have customers asking for natural, biodegradable buttons for export collections to Europe. Tagua buttons look and feel like horn, take dyes evenly and pass OEKO-TEX Standard 100. We make 4-hole, 2-hole and shank buttons from 14L to 54L, laser engraving included.

Minimum order is 10,000 pieces per size and colour; lead time 4–5 weeks plus sea freight to Nansha or Huangpu. Shall I send a sample card?

Best regards,
Paola Quizhpi
Export Manager | Tomebamba Paja y Tagua Cía. Ltda.
Cuenca, Ecuador | +593 7 284 1592""",
        "English cold introduction with a Chinese greeting (family name + 主管 from 采购主管); "
        "the company in Chinese inside English.",
        Twin("company_misspelled", "As 广州魏氏服装辅料有限公司 supplies", "As 广州魏式服装辅料有限公司 supplies",
             "广州魏氏服装辅料有限公司", "a homophone character (式 for 氏) in the company name",
             found="广州魏式服装辅料有限公司"),
    ),
]
