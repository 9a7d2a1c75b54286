"""Natural e-mails N021-N040 (one per buyer, P021-P040), each with its twin's one edit."""
from mail import Mail as M, Twin as T

MAILS = [
M("P021", "s2",
  "Biologisch roggeknäckebröd, ook als private label",
  """Geachte mevrouw Godfrey van Alemannië,

Dank voor uw vraag naar biologisch gecertificeerd knäckebröd. Slite Hamnhandel AB levert roggeknäckebröd van een familiebakkerij op Gotland, gebakken volgens een oud recept: volkoren rogge, water, zout en zuurdesem, verder niets. De hele lijn is biologisch gecertificeerd (KRAV en EU-bio), en private label is mogelijk: uw eigen verpakking vanaf 5.000 pakken van 200 g.

Voor Godfrey van Alemannië Foods B.V. maak ik graag een offerte franco Rotterdam, met proefpakken van onze drie varianten (dun, grof en met zaden).

Met vriendelijke groet,
Åsa Lövgren Hedström
Exportansvarig (exportmanager)
Slite Hamnhandel AB, Gotland, Zweden
+46 498 22 31 70""",
  "Dutch reply to the Dutch note (organic, private label); the long double family name in the salutation and the company; KRAV / EU-bio",
  T("company_misspelled", "Voor Godfrey van Alemannië Foods B.V.", "Voor Godfrey van Allemannië Foods B.V.",
    "Godfrey van Alemannië Foods B.V.", "a doubled l in the company's family name",
    found="Godfrey van Allemannië Foods B.V.")),

M("P022", "s2",
  "Swedish rye crispbread for Pyda Import",
  """Szanowny Panie,

My name is Åsa Lövgren Hedström and I look after exports at Slite Hamnhandel AB, a small trading company on the island of Gotland, Sweden. I am writing to you as head of purchasing at Pyda Import Sp. z o.o. because we are looking for an importer of Swedish rye crispbread in Poland.

Our crispbread is made from wholegrain rye, water, salt and sourdough, baked thin and dry so that it keeps for twelve months. We have three varieties – thin, coarse and seeded – in 200 g and 520 g packs with English and Swedish text; Polish labels can be added.

I would be glad to send samples and our export price list.

Z poważaniem,
Åsa Lövgren Hedström
Exportansvarig, Slite Hamnhandel AB
+46 498 22 31 70""",
  "English cold introduction with Polish salutation and closing (no name, as Poles write formally); buyer's title translated; company short in the subject",
  T("company_foreign", "at Pyda Import Sp. z o.o. because", "at Godfrey van Alemannië Foods B.V. because",
    "Pyda Import Sp. z o.o.", "another buyer of the same category (P021, Netherlands) in the company's place",
    found="Godfrey van Alemannië Foods B.V.")),

M("P023", "s2",
  "瑞典黑麥脆餅（繁體中文標籤）",
  """張小姐您好：

很高興在台北國際食品展（Food Taipei）與您見面。您提到張氏食品股份有限公司需要繁體中文標籤，我們已經確認：每一箱黑麥脆餅都可以在出貨前於瑞典貼好繁體中文背標，內容依台灣食品標示規定製作。

我們的產品是以全麥黑麥、水、鹽和酸種製成的瑞典傳統脆餅，有薄片、粗粒和綜合穀物三種口味，每包200公克。

附上報價單（CIF基隆），請參考。如需樣品，請告訴我寄送地址。

Åsa Lövgren Hedström
出口經理
Slite Hamnhandel AB（瑞典哥特蘭島）
+46 498 22 31 70""",
  "Traditional Chinese first contact after the fair the note records (follow-up kind); labels from the note; 張小姐 (family name + Miss); sender's title translated",
  T("company_missing", "張氏食品股份有限公司", "貴公司", "張氏食品股份有限公司",
    "the company replaced by '貴公司' (your company)", every=True)),

M("P024", "s3",
  "Урбеч из льна и абрикосовой косточки — после WorldFood Kazakhstan",
  """Здравствуйте, Карп!

Рада была познакомиться с вами на выставке WorldFood Kazakhstan в Алматы. Как и договаривались, высылаю информацию по урбечу для ваших магазинов здорового питания.

Мы производим урбеч в Дербенте на каменных жерновах, без сахара и масла: льняной и из абрикосовой косточки, а также конопляный и кунжутный. Для ТОО «Суворов Эко Фуд» могу предложить стеклянные банки по 200 и 500 г, срок годности 12 месяцев. Доставка автотранспортом через Астрахань, около недели до Алматы.

Прайс-лист и декларации ЕАЭС во вложении.

С уважением,
Мадина Гаджиева
Руководитель отдела ВЭД
ООО «Каспийский двор», Дербент
+7 87240 4 12 63""",
  "Russian first contact after the fair the note records (follow-up kind); flax and apricot-kernel urbech and health-food shops from the note; sender and her company in Cyrillic",
  T("contact_wrong", "Здравствуйте, Карп!", "Здравствуйте, Кирилл!", "Карп",
    "another Russian given name in the greeting", found="Кирилл")),

M("P025", "s3",
  "Stone-ground urbech from Dagestan",
  """Shalom Mr. Peretz,

I am Madina Gadzhieva, head of foreign trade at OOO "Kaspiyskiy Dvor" in Derbent, Dagestan (Russia). We make urbech – the traditional Dagestani paste of seeds and kernels, ground slowly between millstones – and I would like to offer it to פרץ מזון טבעי בע"מ.

As סמנכ"ל רכש you probably know the Russian-speaking customers in Israel who grew up with urbech; we also see growing interest from vegan and raw-food shoppers. Our range: flax, sesame, hemp, apricot kernel, walnut and a cocoa-and-nut blend, no sugar added, in 250 g glass jars.

We would need a kosher certificate for the Israeli market and are ready to arrange supervision if the volume is there. May I send you samples?

Best regards,
Madina Gadzhieva
Head of Foreign Economic Activity
OOO "Kaspiyskiy Dvor"
+7 87240 4 12 63""",
  "English cold introduction with Hebrew greeting; the family name romanised (Peretz); company and title in Hebrew inside English sentences; sender's title translated",
  T("title_wrong", "As סמנכ\"ל רכש you", "As סמנכ\"ל שיווק you", "סמנכ\"ל רכש",
    "VP purchasing turned into VP marketing", found="סמנכ\"ל שיווק")),

M("P026", "s3",
  "Urbech aus Dagestan für Ihr Feinkostsortiment",
  """Sehr geehrter Herr Butte,

mein Name ist Madina Gadzhieva, ich leite die Außenhandelsabteilung der OOO "Kaspiyskiy Dvor" in Derbent (Dagestan). Ich schreibe Ihnen, weil Urbech – steingemahlenes Mus aus Saaten und Kernen, wie es in Dagestan seit Jahrhunderten hergestellt wird – gut in das Sortiment der Butte Bio-Feinkost e.K. passen könnte.

Unser Urbech wird langsam zwischen Mühlsteinen gemahlen, ohne Zucker, Öl oder Zusätze: Leinsamen, Sesam, Hanf, Aprikosenkern und Walnuss, in 250-g-Gläsern. Eine EU-Bio-Zertifizierung ist für die Leinsaat- und Hanfsorten in Vorbereitung.

Als Inhaber entscheiden Sie sicher selbst über neue Produkte – darf ich Ihnen ein Probierpaket schicken?

Mit freundlichen Grüßen
Madina Gadzhieva
Leiterin Außenhandel
OOO "Kaspiyskiy Dvor"
Derbent, Russland
Tel. +7 87240 4 12 63""",
  "German cold introduction; category glossed; buyer's title inside a German sentence; company with article; sender's title in German",
  T("category_wrong", "weil Urbech – steingemahlenes Mus aus Saaten und Kernen, wie es",
    "weil Halwa – Süßware aus Sesammus und Zucker, wie sie", "Urbech",
    "halva (a sesame sweet) in place of urbech", found="Halwa")),

M("P027", "s3",
  "Farmed sturgeon caviar – CITES documents for each shipment",
  """السيد سالم الكتبي المحترم،

Dear Mr Salem,

It was good to meet you at Gulfood in Dubai, and thank you for explaining your requirements so clearly.

On the CITES point: every shipment of our farmed sturgeon caviar leaves Derbent with a copy of the Russian CITES export permit, the veterinary certificate, and the farm's registration code on each tin (source code C, captive-bred). For the UAE we also add a certificate of origin legalised by the Emirati embassy.

For شركة الكتبي للأغذية الفاخرة ذ.م.م we can offer Russian sturgeon (Acipenser gueldenstaedtii) caviar, malossol, in 50 g, 125 g and 500 g tins, flown to Dubai in a cold chain at -2 to +2 °C.

Please let me know the quantities you have in mind and I will send prices.

Best regards,
Madina Gadzhieva
Head of Foreign Trade
OOO "Kaspiyskiy Dvor", Derbent, Russia
+7 87240 4 12 63""",
  "English first contact after the fair the note records (follow-up kind), with an Arabic salutation; Gulf style 'Mr' + given name; CITES permit from the note; company in Arabic script",
  T("country_wrong", "For the UAE we also add", "For Qatar we also add", "United Arab Emirates",
    "the buyer's country given as a neighbouring one", found="Qatar")),

M("P028", "s3",
  "Farmed sturgeon caviar from the Caspian – Kaspiyskiy Dvor",
  """Sayın Berrin Hanım,

I am writing from Derbent, on the Russian Caspian coast, to introduce our farmed sturgeon caviar to Manço Gıda Tic. Ltd. Şti.

We work with two sturgeon farms in Dagestan that raise Russian sturgeon and sterlet in recirculating water. The roe is processed the traditional malossol way, with salt only, and packed in tins from 30 g to 1 kg. Every lot is CITES-documented (captive-bred, source code C) and travels by air to Istanbul or by reefer truck through Georgia.

I would be happy to send our price list and a tasting sample for your team.

Saygılarımla,
Madina Rasulovna Gadzhieva
Руководитель отдела ВЭД / Head of Foreign Trade
OOO "Kaspiyskiy Dvor"
+7 87240 4 12 63 | gadzhieva@kaspdvor.example""",
  "English cold introduction with Turkish salutation (given name + Hanım) and closing; sender's title in Russian and English; company short in the subject",
  T("sender_wrong", "gadzhieva@kaspdvor.example", "gadzhieva@kaspidvor.example", "gadzhieva@kaspdvor.example",
    "the sender's e-mail domain misspelt")),

M("P029", "s3",
  "俄羅斯養殖鱘魚魚子醬",
  """林總經理您好：

冒昧來信。我是俄羅斯達吉斯坦共和國德爾本特市 OOO "Kaspiyskiy Dvor" 的外貿部主管 Madina Gadzhieva。我們與當地兩家鱘魚養殖場合作，生產養殖鱘魚魚子醬，品種包括俄羅斯鱘（Acipenser gueldenstaedtii）和小體鱘，採傳統低鹽（malossol）工法，每批皆附CITES出口許可證。

不知林記國際貿易有限公司是否有興趣引進？我們可提供30公克至500公克的罐裝，以空運冷鏈送達桃園機場。

如您需要，我可以先寄送價目表與樣品。

敬祝 商祺

Madina Gadzhieva
外貿部主管
OOO "Kaspiyskiy Dvor"
+7 87240 4 12 63""",
  "Traditional Chinese cold introduction; greeting by family name + title (林總經理); sender's title translated",
  T("artifact", "以空運冷鏈送達", "以空運空運冷鏈送達", "以空運冷鏈送達", "a doubled word",
    found="空運空運")),

M("P030", "s3",
  "Мороженая каспийская килька",
  """Уважаемый Вугар,

меня зовут Мадина Гаджиева, я руковожу отделом ВЭД ООО «Каспийский двор» (Дербент, Дагестан). Пишу вам, потому что наша компания поставляет мороженую каспийскую кильку, а Азербайджан от нас совсем близко.

Кильку ловят на Каспии и замораживают в блоках по 10 кг сразу после выгрузки; она годится и для копчения, и для консервов, и на корм в аквакультуре. Доставка рефрижератором через пункт пропуска Яраг-Казмаляр занимает меньше суток.

Если Şükürov Balıq MMC это интересно, пришлю спецификацию и цены на условиях DAP Баку.

С уважением,
Мадина Гаджиева
Руководитель отдела ВЭД
ООО «Каспийский двор»
+7 87240 4 12 63""",
  "Russian cold introduction to an Azerbaijani buyer; given name in Russian spelling (Вугар for Vüqar); company in Latin inside Russian; border crossing",
  T("note_wrong", "Пишу вам, потому что", "Пишу вам, как вы просили на выставке Caspian Agro в Баку, потому что",
    "", "a request at a fair claimed for a buyer whose note records none",
    found="как вы просили на выставке Caspian Agro в Баку")),

M("P031", "s3",
  "Образец кильки 10 кг и цена CPT Тбилиси",
  """Здравствуйте, Иване!

Спасибо за запрос. Образец мороженой каспийской кильки, один блок 10 кг, отправим в Тбилиси на этой неделе рефрижератором через Верхний Ларс; накладную пришлю отдельно.

Цена на условиях CPT Тбилиси — во вложенном предложении, действует до конца месяца. Минимальная партия 20 тонн, блоки по 10 кг, температура хранения −18 °C.

В документах укажу получателя так: შპს გოგოლაძე ფიშ, Грузия. Если нужно иначе, напишите.

С уважением,
Мадина Гаджиева
ООО «Каспийский двор», Дербент
+7 87240 4 12 63""",
  "Russian reply to the Russian note (10 kg sample, CPT Tbilisi); Georgian given name as Georgians use it in Russian; company in Georgian script inside Russian",
  T("company_misspelled", "შპს გოგოლაძე ფიშ", "შპს გოგოლაზე ფიშ", "შპს გოგოლაძე ფიშ",
    "one Georgian letter changed (ძ -> ზ)")),

M("P032", "s3",
  "Каспийская килька для TOO \"Abenov Trade\"",
  """Добрый день, Нурлан!

Меня зовут Мадина Гаджиева, я отвечаю за экспорт в ООО «Каспийский двор» в Дербенте. Мы поставляем мороженую каспийскую кильку в блоках по 10 кг и хотели бы предложить её TOO "Abenov Trade".

Килька подходит для копчения, посола и консервов. Поставки в Казахстан идут через Астрахань и Атырау, документы оформляем по правилам ЕАЭС, без таможенной очистки.

Буду рада выслать прайс-лист и ветеринарные сертификаты.

С уважением,
Мадина Гаджиева
Руководитель отдела ВЭД
ООО «Каспийский двор»
+7 87240 4 12 63""",
  "Russian cold introduction; contact's Latin name written in Cyrillic; company in Latin as recorded",
  T("company_foreign", "предложить её TOO \"Abenov Trade\"", "предложить её ТОО «Суворов Эко Фуд»",
    "TOO \"Abenov Trade\"", "another Kazakh buyer of this set (P024) in the company's place",
    found="ТОО «Суворов Эко Фуд»")),

M("P033", "s4",
  "Ebony carvings from the Solomon Islands for Perano Pacific Art",
  """Dear Sarah,

My name is Elsie Kikolo and I coordinate exports for Mataniko Island Resources Ltd in Honiara, Solomon Islands. We work with carvers from the Western Province, many from villages around Marovo Lagoon, and I would love to show Perano Pacific Art Ltd some of their ebony work.

The carvings are hand-cut from Solomon Islands ebony, polished and often inlaid with nautilus shell: nguzunguzu canoe-prow figures, bowls, fish and turtles, from 15 cm pieces up to one-metre figures. Every piece is signed and comes with the carver's name and village.

All timber is legally sourced and each shipment carries a phytosanitary certificate for MPI. I can send a photo catalogue with prices in NZD, landed Auckland.

Warm regards,
Elsie Kikolo
Export Coordinator
Mataniko Island Resources Ltd
Honiara, Solomon Islands | +677 21 845""",
  "English cold introduction by first name; company short in the subject; nguzunguzu, Marovo Lagoon, MPI",
  T("company_missing", "Perano Pacific Art Ltd", "your gallery", "Perano Pacific Art Ltd",
    "every mention of the company replaced by 'your gallery'", every=True,
    also=(("subject", "Perano Pacific Art", "your gallery"),))),

M("P034", "s4",
  "Solomon Islands ebony carvings – wholesale",
  """Dear Ethan,

I'm writing from Honiara to introduce Mataniko Island Resources Ltd. We export handmade ebony carvings from the Solomon Islands and are looking for a wholesale buyer in New Zealand.

Our range covers small pieces for gift shops (turtles, dolphins, sharks, 10-20 cm) and larger shell-inlaid figures for galleries. Our prices leave room for a healthy retail margin, and we can mix items in one shipment from 50 pieces.

Would Olsen & Co Limited be interested in our wholesale price list?

Kind regards,
Elsie Tovosia Kikolo
Export Coordinator, Mataniko Island Resources Ltd
+677 21 845 | elsie.kikolo@mataniko.example""",
  "English cold introduction by first name; company with ampersand",
  T("contact_wrong", "Dear Ethan,", "Dear Evan,", "Ethan", "a near-miss given name in the greeting",
    found="Evan")),

M("P035", "s4",
  "所罗门群岛番龙眼原木 CIF张家港报价及文件",
  """李主管您好：

感谢您的来信。关于您提到的文件要求，我们每一船番龙眼（Pometia）原木都会提供所罗门群岛林业部签发的出口许可证、熏蒸证书以及植物检疫证书，正本随提单寄送。

作为张家港李氏木业有限公司的原木采购主管，您一定关心径级和材质：我们的原木径级60 cm以上，长度5.8 m以上，新鲜采伐，两端封蜡。价格条款为CIF张家港，每船约3,000立方米。

如方便，我可以先发几份今年的检尺单和照片供您参考。

此致
敬礼

Elsie Kikolo
出口协调员
Mataniko Island Resources Ltd（所罗门群岛霍尼亚拉）
+677 21 845""",
  "Simplified Chinese reply on the documents and CIF Zhangjiagang of the note; category in Chinese (番龙眼) with the Latin genus; buyer's title inside a Chinese sentence",
  T("title_wrong", "的原木采购主管，", "的销售主管，", "原木采购主管",
    "log purchasing supervisor turned into sales supervisor", found="销售主管")),

M("P036", "s4",
  "Pometia (taun) round logs from the Solomon Islands",
  """Kính gửi anh Trọng,

I am Elsie Kikolo, export coordinator at Mataniko Island Resources Ltd in Honiara. We supply Pometia round logs – known in the trade as taun or matoa – from licensed concessions on Guadalcanal and Makira, and I understand Vietnamese mills value the species for flooring and furniture.

For Công ty TNHH Lâm sản Nguyễn Trọng we could ship break-bulk or in 40' containers to Hai Phong or Quy Nhon, logs of 60 cm diameter and up, each shipment with export licence, fumigation and phytosanitary certificates.

Would you like a CIF offer for your next purchase?

Best regards,
Elsie Kikolo
Export Coordinator
Mataniko Island Resources Ltd
+677 21 845""",
  "English cold introduction with Vietnamese salutation (anh + given name); company in Vietnamese in full; trade names taun / matoa",
  T("category_wrong", "We supply Pometia round logs – known in the trade as taun or matoa – from",
    "We supply kwila (Intsia bijuga) round logs from", "Pometia round logs",
    "another Pacific hardwood in place of Pometia", found="kwila (Intsia bijuga) round logs")),

M("P037", "s4",
  "Pometia round logs – CIF Kandla offer",
  """नमस्ते सवितृ जी,

I hope this finds you well. I am writing from Honiara, Solomon Islands, on behalf of Mataniko Island Resources Ltd. India is one of the largest buyers of Pacific hardwood logs, and we would like to count शर्मा टिम्बर्स प्राइवेट लिमिटेड among our customers there.

We supply Pometia (taun) round logs, 60 cm+ diameter and 5.8 m+ long, fresh felled and end-waxed, with all export and fumigation papers. Shipments to India go by break-bulk vessel to Kandla or Tuticorin, about 30-35 days from Honiara.

May I send you our specification and a CIF Kandla price?

With regards,
Elsie Kikolo
Export Coordinator
Mataniko Island Resources Ltd
+677 21 845""",
  "English cold introduction with Hindi greeting (given name + ji); company in Devanagari inside English",
  T("country_wrong", "Shipments to India go by", "Shipments to Sri Lanka go by", "India",
    "the buyer's country given as a neighbouring one", found="Sri Lanka")),

M("P038", "s4",
  "Aquacultured corals from Honiara – CITES and LAX",
  """Dear Chris,

Great to meet you at Interzoo in Nuremberg, and thank you for the long chat about coral farming in the Solomons.

As promised, here is how we would handle your two conditions. Every box ships with the Solomon Islands CITES export permit and a packing list by species, and we send scans 48 hours before departure so that your broker can file with US Fish & Wildlife. Flights go Honiara – Brisbane – LAX, which keeps the corals under 40 hours in the bag.

Our list is mostly maricultured Acropora, Montipora and soft corals from our farms near Honiara, plus a few wild-collected LPS pieces under quota. I've attached this month's availability.

Best wishes,
Elsie Kikolo
Export Coordinator
Mataniko Island Resources Ltd
Honiara, Solomon Islands
+677 21 845""",
  "English first contact after the fair the note records (follow-up kind); short form of the given name (Chris for Christopher); CITES and LAX from the note",
  T("sender_wrong", "Mataniko Island Resources Ltd\nHoniara", "Matanika Island Resources Ltd\nHoniara",
    "Mataniko Island Resources Ltd", "the sender's company misspelt in the signature",
    found="Matanika Island Resources Ltd")),

M("P039", "s4",
  "Coraux d'aquarium vivants des îles Salomon",
  """Madame Bavaud,

Je me permets de vous écrire en tant que responsable des achats de Bavaud Aquariophilie Sàrl. Je m'appelle Elsie Kikolo et je coordonne les exportations de Mataniko Island Resources Ltd, à Honiara, aux îles Salomon.

Nous élevons des coraux en mariculture près de Honiara (Acropora, Montipora, coraux mous) et les expédions vivants, avec permis CITES, via Brisbane vers l'Europe. Pour la Suisse, les colis arrivent à Zurich en 48 heures environ, en boîtes isothermes avec oxygène.

Puis-je vous envoyer notre liste de disponibilités et nos prix FOB Honiara ?

Avec mes meilleures salutations,
Elsie Kikolo
Export Coordinator
Mataniko Island Resources Ltd
+677 21 845""",
  "French cold introduction ('Madame Bavaud,' alone); title and company with the Swiss Sàrl inside a French phrase; sender's title left in English",
  T("artifact", "notre liste de disponibilités", "notre liste de {product_list}", "notre liste de disponibilités",
    "a template placeholder left in the text", found="{product_list}")),

M("P040", "s4",
  "ソロモン諸島産 養殖サンゴのご案内",
  """有限会社斎藤アクア
代表取締役 斎藤 太郎 様

はじめまして。ソロモン諸島ホニアラの Mataniko Island Resources Ltd で輸出を担当しております、Elsie Kikolo と申します。

当社はホニアラ近郊の海で養殖したミドリイシ、コモンサンゴ、ソフトコーラルを、CITES輸出許可書付きで出荷しております。日本へはブリスベン経由で関西国際空港まで約40時間でお届けできます。

在庫リストと価格表をお送りしてもよろしいでしょうか。ご検討のほど、よろしくお願いいたします。

Elsie Tovosia Kikolo
Export Coordinator
Mataniko Island Resources Ltd
+677 21 845""",
  "Japanese cold introduction; address block with company, title (representative director) and name; coral genera in Japanese",
  T("note_wrong", "はじめまして。", "先日はInterzooでお話しいただきありがとうございました。", "",
    "a fair meeting (another buyer's fair) claimed for a buyer whose note records none",
    found="先日はInterzooでお話しいただきありがとうございました。")),
]
