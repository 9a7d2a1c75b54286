"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N001 P001 -- French, first contact after SIAL (follow-up kind)
    Mail("P001", "s1",
         "Suite à notre rencontre au SIAL : fonio de Labé",
         "Bonjour Madame Maillot,\n\n"
         "Merci encore pour notre échange sur le stand au SIAL Paris en octobre. Comme promis, je reviens "
         "vers vous au sujet de notre fonio du Fouta-Djallon pour Maillot Saveurs du Monde.\n\n"
         "Notre fonio est décortiqué, lavé et séché à Labé, puis conditionné en sacs de 25 kg ou en "
         "sachets de 500 g. Vous m'aviez dit que le certificat bio Ecocert était indispensable avant une "
         "première commande : vous le trouverez en pièce jointe, avec la fiche technique (humidité < 10 %, "
         "sans sable ni gravillons).\n\n"
         "Je serais ravie de vous envoyer un échantillon pour vos magasins de la région lyonnaise.\n\n"
         "Bien cordialement,\n"
         "Mariama Diallo\nChargée des exportations\nFouta Labé Agro-Minerais SARLU\nLabé, Guinée\n+224 622 41 87 30",
         "French; Madame + family name; fair and certificate from the note; Fouta-Djallon region name",
         Twin("note_wrong", "body", "au SIAL Paris en octobre", "au salon Natexpo en octobre",
              "SIAL Paris", "the note records SIAL Paris, not Natexpo", found="Natexpo")),
    # N002 P002 -- Dutch cold introduction
    Mail("P002", "s1",
         "Fonio uit Guinee voor Vermeire Wereldvoeding",
         "Beste heer Vermeire,\n\n"
         "Als aankoper droge voeding bent u vast op zoek naar granen die uw klanten nog niet kennen. "
         "Mag ik u ons fonio voorstellen? Het is een oeroude graansoort uit de hooglanden van Guinee, "
         "glutenvrij en in drie tot vijf minuten gaar.\n\n"
         "Fouta Labé Agro-Minerais levert gereinigd en voorgekookt fonio in zakken van 25 kg en in "
         "consumentenverpakkingen van 500 g, FCA Conakry of CIF Antwerpen.\n\n"
         "Zal ik u een prijslijst en een staal van 1 kg sturen?\n\n"
         "Met vriendelijke groeten,\n"
         "Mariama Diallo\nFouta Labé Agro-Minerais SARLU\nm.diallo@foutalabe.gn",
         "Dutch (Flemish 'staal' for sample); title in a Dutch sentence; sender company without legal form once",
         Twin("title_wrong", "body", "Als aankoper droge voeding", "Als verkoopmanager droge voeding",
              "Aankoper droge voeding", "a sales manager's title for the buyer's purchasing one",
              found="verkoopmanager droge voeding")),
    # N003 P003 -- English reply to the note's sample request
    Mail("P003", "s1",
         "Fonio samples and gluten-free report for Wright Ancient Grains",
         "Dear Ms Wright,\n\n"
         "Thank you for your interest in our fonio. As requested, two 1 kg samples of our pre-cleaned "
         "white fonio leave Labé by courier this week, together with the gluten-free test report from an "
         "accredited lab (below 5 ppm).\n\n"
         "For bakeries like the ones you supply in Brooklyn and New Jersey, fonio flour works well in "
         "flatbreads and cookies; we can also supply whole grain in 25 kg bags.\n\n"
         "Please let me know once the samples arrive.\n\n"
         "Best regards,\n"
         "Mariama Djouldé Diallo\nExport Manager, Fouta Labé Agro-Minerais SARLU\n+224 622 41 87 30",
         "English; note's samples and report; sender title translated",
         Twin("category_wrong", "body", "two 1 kg samples of our pre-cleaned white fonio",
              "two 1 kg samples of our pre-cleaned pearl millet",
              "fonio grain", "a neighbouring grain the buyer did not ask about", found="pearl millet")),
    # N004 P004 -- German (the note asks for German), reply with prices
    Mail("P004", "s1",
         "Ihre Anfrage: Fonio in 25-kg-Säcken",
         "Sehr geehrte Frau Zorbach,\n\n"
         "vielen Dank für Ihr Interesse an unserem Fonio. Wie gewünscht, hier unsere Preise für "
         "gereinigten, vorgegarten Fonio in 25-kg-Säcken:\n\n"
         "- ab 1 Palette (40 Säcke): 3,40 EUR/kg CIF Hamburg\n"
         "- ab 5 Paletten: 3,10 EUR/kg CIF Hamburg\n\n"
         "Die Ware ist bio-zertifiziert und wird in Labé gereinigt und abgepackt. Gerne schicke ich "
         "Ihnen für die Zorbach Naturkost GmbH vorab ein Muster.\n\n"
         "Mit freundlichen Grüßen\n"
         "Mariama Diallo\nExportleiterin\nFouta Labé Agro-Minerais SARLU\nLabé, Guinea",
         "German as the note asks; 25-kg prices; sender title translated (Exportleiterin); no fair mention",
         Twin("contact_wrong", "body", "Sehr geehrte Frau Zorbach,", "Sehr geehrte Frau Zimmermann,",
              "Leila Zorbach", "another family name in the greeting", found="Frau Zimmermann")),
    # N005 P005 -- English cold
    Mail("P005", "s1",
         "West African fonio for Morales Fine Foods",
         "Hi Charles,\n\n"
         "I'm reaching out because fonio is starting to show up on shelves in Toronto and Vancouver, and "
         "I think it would sit well in the grains range at Morales Fine Foods.\n\n"
         "We grow and process fonio in the Fouta Djallon highlands of Guinea. It cooks in about five "
         "minutes, is naturally gluten-free and has a mild, nutty taste. We ship in 25 kg bags or retail "
         "pouches and can work with importers across Canada.\n\n"
         "Would a short call next week suit you?\n\n"
         "Kind regards,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English, first name; Canadian cities; 'across Canada'",
         Twin("country_wrong", "body", "can work with importers across Canada", "can work with importers across the United States",
              "Canada", "the buyer is in Canada", found="the United States")),
    # N006 P006 -- Italian reply to the 5-HTP requirement
    Mail("P006", "s1",
         "Semi di Griffonia: titolo 5-HTP e certificato HPLC",
         "Gentile Sig. Scialpi,\n\n"
         "la ringrazio per le indicazioni. I nostri semi di Griffonia simplicifolia, raccolti nella "
         "regione di Labé, hanno un contenuto di 5-HTP tra il 6,5 e l'8 % per lotto; ogni lotto è "
         "accompagnato da un certificato HPLC di un laboratorio indipendente.\n\n"
         "Per un fabbisogno di circa 20 tonnellate l'anno possiamo proporre a Scialpi Estratti Vegetali "
         "un contratto con consegne trimestrali CIF Genova.\n\n"
         "Resto a disposizione per un campione.\n\n"
         "Cordiali saluti,\n"
         "Mariama Djouldé Diallo\nFouta Labé Agro-Minerais SARLU\n+224 622 41 87 30",
         "Italian; note's 5-HTP >= 6% and 20 t; Latin species name; company without legal form",
         Twin("company_misspelled", "body", "a Scialpi Estratti Vegetali", "a Sciarpi Estratti Vegetali",
              "Scialpi Estratti Vegetali S.r.l.", "one letter changed (l -> r) in the family name", found="Sciarpi Estratti Vegetali")),
    # N007 P007 -- Spanish cold
    Mail("P007", "s1",
         "Semillas de Griffonia de Guinea",
         "Estimada Sra. Rey:\n\n"
         "Me pongo en contacto con usted porque Extractos Rey trabaja con materias primas vegetales para "
         "extracción y creemos que nuestras semillas de Griffonia pueden interesarle.\n\n"
         "Recolectamos la Griffonia en la zona de Labé, en Guinea, y la secamos y limpiamos antes de "
         "exportarla en sacos de 50 kg. Cada lote lleva análisis de 5-HTP.\n\n"
         "¿Le parece bien que le envíe una ficha técnica y una oferta CIF Valencia?\n\n"
         "Un cordial saludo,\n"
         "Mariama Diallo\nEncargada de exportaciones\nFouta Labé Agro-Minerais SARLU",
         "Spanish; sender title translated; company short form",
         Twin("company_foreign", "body", "porque Extractos Rey trabaja", "porque Scialpi Estratti Vegetali trabaja",
              "Extractos Rey S.L.", "another Griffonia buyer's company (Italy)", found="Scialpi Estratti Vegetali")),
    # N008 P008 -- English with Hindi greeting
    Mail("P008", "s1",
         "Griffonia seeds for शर्मा हर्बल एक्सट्रैक्ट्स",
         "नमस्ते इला जी,\n\n"
         "I am writing from Fouta Labé Agro-Minerais in Guinea. We supply Griffonia simplicifolia seeds "
         "to extractors of 5-HTP, and I understand शर्मा हर्बल एक्सट्रैक्ट्स प्राइवेट लिमिटेड buys "
         "botanical raw materials for its extraction lines.\n\n"
         "Our seeds are wild-collected, sun-dried and cleaned to 99% purity. We can ship 20 ft "
         "containers CIF Nhava Sheva or Chennai.\n\n"
         "As क्रय प्रबंधक, would you like me to send a sample and our latest assay?\n\n"
         "धन्यवाद,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English with Hindi greeting and closing; company and title in Devanagari inside English",
         Twin("artifact", "body", "We can ship 20 ft containers", "We can ship 20 ft containers 20 ft containers",
              "We can ship 20 ft containers", "a doubled phrase", found="20 ft containers 20 ft containers")),
    # N009 P009 -- English cold, Polish greeting
    Mail("P009", "s1",
         "Griffonia seeds from Guinea - Hadaś Fitofarm",
         "Dzień dobry Panie Piotrze,\n\n"
         "I hope you don't mind an e-mail in English. I'm the export manager of Fouta Labé Agro-Minerais, "
         "a Guinean supplier of Griffonia seeds for 5-HTP extraction.\n\n"
         "Hadaś Fitofarm Sp. z o.o. came up as a manufacturer of herbal supplements in Poland, so I "
         "thought our seeds might fit your production. We ship wild-harvested, cleaned seed with a 5-HTP "
         "assay for every lot, CIF Gdynia.\n\n"
         "If useful, I can call you at a time that suits you.\n\n"
         "Best regards,\n"
         "Mariama Diallo\nFouta Labé Agro-Minerais SARLU\n+224 622 41 87 30\nm.diallo@foutalabe.gn",
         "English with Polish vocative greeting (Panie Piotrze); country Poland",
         Twin("sender_wrong", "body", "+224 622 41 87 30", "+224 622 47 81 30",
              "+224 622 41 87 30", "the sender's phone with digits swapped")),
    # N010 P010 -- English with Korean greeting
    Mail("P010", "s1",
         "Griffonia seed supply for 주식회사 김산바이오",
         "김성수 팀장님께,\n\n"
         "My name is Mariama Diallo and I handle exports at Fouta Labé Agro-Minerais in Guinea. We "
         "collect and clean Griffonia seeds, the raw material for 5-HTP.\n\n"
         "I would like to offer 주식회사 김산바이오 a regular supply: lots of 5 to 10 tonnes, 5-HTP "
         "content tested per lot, CIF Busan.\n\n"
         "May I send you our specification sheet and a 1 kg sample?\n\n"
         "감사합니다.\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English with Korean greeting (name + 팀장님께) and thanks; company in Hangul inside English",
         Twin("company_missing", "body", "I would like to offer 주식회사 김산바이오 a regular supply",
              "I would like to offer your company a regular supply",
              "주식회사 김산바이오", "the buyer's company is never named", found="your company",
              also=[("subject", "주식회사 김산바이오", "your company")])),
    # N011 P011 -- simplified Chinese reply to the assay request
    Mail("P011", "s1",
         "几内亚铝土矿报价及化验指标",
         "郭经理您好：\n\n"
         "感谢您对我司铝土矿的关注。根据您提出的要求，我们供应的几内亚三水铝石型铝土矿化验指标如下：\n"
         "Al2O3 ≥ 46%，SiO2 ≤ 2.5%，Fe2O3 约 20%，水分 ≤ 10%。\n\n"
         "卸货港可选青岛或烟台，每船约 17 万吨，价格按 CIF 计。作为山东郭氏氧化铝有限公司的采购经理，"
         "如您需要，我们可以先寄送第三方化验报告。\n\n"
         "此致\n敬礼\n\n"
         "Mariama Diallo\nFouta Labé Agro-Minerais SARLU\n+224 622 41 87 30",
         "Simplified Chinese; note's Al2O3/SiO2 and ports; title inside a Chinese sentence",
         Twin("title_wrong", "body", "的采购经理", "的销售经理", "采购经理",
              "a sales manager's title for the purchasing manager", found="销售经理")),
    # N012 P012 -- Ukrainian cold
    Mail("P012", "s1",
         "Боксит із Гвінеї для ТОВ «Аврамчук Глинозем»",
         "Шановний пане Костянтине,\n\n"
         "звертаюся до Вас від компанії Fouta Labé Agro-Minerais (Гвінея). Ми постачаємо гіббситовий "
         "боксит з вмістом Al2O3 понад 45 % для глиноземних заводів.\n\n"
         "Для ТОВ «Аврамчук Глинозем» можемо запропонувати партії від 30 000 тонн на умовах CFR "
         "Південний або Ізмаїл. Надішлемо специфікацію та результати аналізів на Ваш запит.\n\n"
         "З повагою,\n"
         "Маріама Діалло\nFouta Labé Agro-Minerais SARLU\n+224 622 41 87 30",
         "Ukrainian; vocative greeting; sender name in Cyrillic; Ukrainian ports",
         Twin("company_misspelled", "body", "Для ТОВ «Аврамчук Глинозем»", "Для ТОВ «Абрамчук Глинозем»",
              "ТОВ «Аврамчук Глинозем»", "В for в: the family name misspelled", found="ТОВ «Абрамчук Глинозем»")),
    # N013 P013 -- English reply to the note (CFR Foynes, trihydrate split)
    Mail("P013", "s1",
         "Bauxite for Mitchell Shannon Minerals: CFR Foynes, Panamax",
         "Dear Ms Mitchell,\n\n"
         "Thank you for your questions. Our bauxite is almost entirely trihydrate (gibbsite): about 44% "
         "trihydrate alumina against 2% monohydrate, with reactive silica below 2%.\n\n"
         "We can quote CFR Foynes in Panamax lots of 60,000 to 70,000 tonnes, which suits a refinery on "
         "the Shannon estuary. I've attached the full analysis of our last three cargoes to Ireland "
         "and elsewhere in Europe.\n\n"
         "Kind regards,\n"
         "Mariama Djouldé Diallo\nChargée des exportations\nFouta Labé Agro-Minerais SARLU",
         "English; note's Foynes, Panamax and trihydrate/monohydrate split; Shannon estuary",
         Twin("country_wrong", "body", "last three cargoes to Ireland", "last three cargoes to Northern Ireland",
              "Ireland", "Northern Ireland is not the buyer's country", found="Northern Ireland")),
    # N014 P014 -- English with Greek greeting
    Mail("P014", "s1",
         "Guinean bauxite for Γιαπατζής Ορυκτά Α.Ε.",
         "Αγαπητέ κύριε Γιαπατζή,\n\n"
         "I am contacting you on behalf of Fouta Labé Agro-Minerais, a bauxite trader based in Labé, "
         "Guinea. We understand Γιαπατζής Ορυκτά sources ore for alumina and refractory uses in Greece.\n\n"
         "We can offer high-grade gibbsitic bauxite in Supramax lots, CFR Piraeus or Volos, with SGS "
         "inspection at loading.\n\n"
         "I'd be glad to send an offer.\n\n"
         "Με εκτίμηση,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English with Greek vocative greeting (Γιαπατζή) and closing; company short form in Greek",
         Twin("contact_wrong", "body", "Αγαπητέ κύριε Γιαπατζή,", "Αγαπητέ κύριε Παπαδόπουλε,",
              "Σταύρος Γιαπατζής", "another family name in the greeting", found="κύριε Παπαδόπουλε")),
    # N015 P015 -- English with Arabic greeting, no note
    Mail("P015", "s1",
         "Bauxite supply from Guinea",
         "السيد فلاح آل العسكري المحترم،\n\n"
         "I am writing to introduce Fouta Labé Agro-Minerais, a Guinean exporter of bauxite ore. "
         "شركة آل العسكري للتعدين may be interested in a second source of ore alongside domestic "
         "supply.\n\n"
         "We offer gibbsitic bauxite with 45-47% Al2O3 and low reactive silica, CFR Ras Al-Khair or "
         "Dammam, in Supramax lots.\n\n"
         "I would be happy to share analyses and discuss a trial cargo.\n\n"
         "مع التحية،\nMariama Diallo\nFouta Labé Agro-Minerais SARLU\n+224 622 41 87 30",
         "English with Arabic greeting and closing; company in Arabic script inside English; Saudi ports",
         Twin("note_wrong", "body", "I am writing to introduce Fouta Labé Agro-Minerais",
              "It was a pleasure to meet you at Saudi Mining Expo in Riyadh. I am writing to introduce Fouta Labé Agro-Minerais",
              "(no meeting recorded)", "a fair meeting the buyer's record does not hold",
              found="It was a pleasure to meet you at Saudi Mining Expo in Riyadh.")),
    # N016 P016 -- German, first contact after in-cosmetics (follow-up kind)
    Mail("P016", "s2",
         "Perubalsam – nach unserem Gespräch an der in-cosmetics",
         "Grüezi Frau Egli,\n\n"
         "es hat mich gefreut, Sie an der in-cosmetics Global in Paris kennenzulernen. Sie hatten nach den "
         "IFRA-Grenzwerten für Perubalsam gefragt: Rohes Perubalsam ist nach IFRA als Duftstoff verboten; "
         "zulässig sind nur Extrakte und Destillate, die bestimmte Grenzwerte einhalten. Unser "
         "destilliertes Perubalsamöl erfüllt diese Vorgaben, das Zertifikat lege ich bei.\n\n"
         "Gerne sende ich der Egli Duftstoffe AG ein Muster von 100 g.\n\n"
         "Freundliche Grüsse\n"
         "Rafael Menjívar\nJefe de Ventas Internacionales\nBálsamo del Pacífico, S.A. de C.V.\nSonsonate, El Salvador",
         "German with Swiss Grüezi/Grüsse; fair and IFRA question from the note; title left in Spanish",
         Twin("note_wrong", "body", "an der in-cosmetics Global in Paris", "an der Vitafoods Europe in Genf",
              "in-cosmetics Global in Paris", "the note records in-cosmetics Global, not Vitafoods",
              found="Vitafoods Europe in Genf")),
    # N017 P017 -- French reply to the sample request
    Mail("P017", "s2",
         "Échantillon de baume du Pérou et FDS",
         "Madame Morel,\n\n"
         "Suite à notre rencontre au salon SIMPPAR, je vous confirme l'envoi d'un échantillon de 500 g de "
         "baume du Pérou brut, récolté sur la Costa del Bálsamo, ainsi que la fiche de données de "
         "sécurité en français.\n\n"
         "Pour Morel Matières Aromatiques, nous pouvons livrer en fûts de 25 kg, CIP Marseille.\n\n"
         "Je reste à votre disposition.\n\n"
         "Cordialement,\n"
         "Rafael Antonio Menjívar Alvarado\nResponsable des ventes internationales\n"
         "Bálsamo del Pacífico, S.A. de C.V.\n+503 2451 7820",
         "French; the note's fair, 500 g sample and SDS; sender title translated",
         Twin("sender_wrong", "body", "Bálsamo del Pacífico, S.A. de C.V.", "Bálsamo del Pacífico S.A.",
              "Bálsamo del Pacífico, S.A. de C.V.", "the sender's legal form cut short")),
    # N018 P018 -- English cold to Japan
    Mail("P018", "s2",
         "Peru balsam from El Salvador for Yamazaki Koryo",
         "Dear Mr Yamazaki,\n\n"
         "I am Rafael Menjívar, international sales manager at Bálsamo del Pacífico in Sonsonate, El "
         "Salvador. Despite its name, almost all the world's Peru balsam comes from our coast, where it is "
         "tapped from Myroxylon trees by hand.\n\n"
         "We would like to offer 山崎香料株式会社 crude balsam and distilled balsam oil for flavour and "
         "fragrance use, with certificates of analysis for each drum.\n\n"
         "I would be glad to send samples to your office.\n\n"
         "Sincerely,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "English; Mr + family name for 山崎治; company in kanji inside English; romanised in subject",
         Twin("company_foreign", "body", "We would like to offer 山崎香料株式会社", "We would like to offer 三浦ナチュラルフーズ株式会社",
              "山崎香料株式会社", "another Japanese buyer's company of this set", found="三浦ナチュラルフーズ株式会社")),
    # N019 P019 -- traditional Chinese reply
    Mail("P019", "s2",
         "天然藍靛：靛藍素含量與樣品",
         "洪經理您好：\n\n"
         "感謝您詢問我們的天然藍靛。我們在薩爾瓦多以傳統方法從木藍（Indigofera）萃取藍靛，"
         "每批的靛藍素含量約為 30–35%，並附檢驗報告。\n\n"
         "我們將寄出 1 公斤樣品給洪氏藍染工坊，供三峽的染坊試染。\n\n"
         "敬祝 商祺\n\n"
         "Rafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.\nrmenjivar@balsamopacifico.com.sv",
         "Traditional Chinese; note's indigotin content, 1 kg sample, Sanxia; company short form",
         Twin("category_wrong", "body", "感謝您詢問我們的天然藍靛。", "感謝您詢問我們的天然蘇木染料。",
              "natural indigo dye", "sappanwood dye, a neighbouring natural dye", found="天然蘇木染料")),
    # N020 P020 -- Italian cold
    Mail("P020", "s2",
         "Indaco naturale dal Salvador",
         "Gentile Dott.ssa Mozart,\n\n"
         "mi permetto di scriverle in qualità di responsabile vendite internazionali di Bálsamo del "
         "Pacífico. Sapendo che lei è Responsabile Acquisti Tinture della Tessitura Mozart, volevo "
         "presentarle il nostro indaco naturale (añil), prodotto in El Salvador da Indigofera "
         "suffruticosa.\n\n"
         "Forniamo polvere di indaco in sacchi da 10 kg, con scheda tecnica e certificazione per il "
         "tessile biologico.\n\n"
         "Cordiali saluti,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "Italian; Dott.ssa; the recorded title inside an Italian sentence; añil",
         Twin("title_wrong", "body", "è Responsabile Acquisti Tinture", "è Responsabile Vendite Tinture",
              "Responsabile Acquisti Tinture", "a sales title for the buyer's purchasing one",
              found="Responsabile Vendite Tinture")),
]
