"""Natural e-mails N001-N020 (one per buyer, P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin, twin

MAILS = [
    # N001 -- P001 Kabus Feinkost GmbH (Germany), s1, German, first contact after the fair
    Mail(
        buyer="P001", sender="s1", kind="reply",
        subject="Slawonischer Kulen – Ihre Preisanfrage für den 10er-Karton",
        body="""Sehr geehrte Frau Kabus,

vielen Dank für das nette Gespräch an unserem Stand auf der Anuga in Köln. Wie versprochen sende ich Ihnen heute unsere Preise für den Slawonischen Kulen im Karton zu 10 Stück.

Unser Kulen (g.g.A. „Slavonski kulen“) wird in Osijek aus Schweinefleisch, scharfem Paprika und Knoblauch hergestellt und reift mindestens neun Monate. Ein Stück wiegt ca. 0,8–1,1 kg. Der Karton mit 10 Stück kostet 238,00 EUR netto ab Werk Osijek; ab einer Palette (48 Kartons) liefern wir DAP frei Ihr Lager.

Gern schicke ich zwei Stück zur Verkostung an Kabus Feinkost, damit sich Ihr Team selbst ein Bild machen kann. Als Einkaufsleiterin möchten Sie sicher auch unser IFS-Zertifikat sehen – es liegt dieser E-Mail bei.

Mit freundlichen Grüßen aus Slawonien

Ivona Kraljević Tadić
Voditeljica prodaje za inozemstvo (Leiterin Auslandsvertrieb)
Drava Delicije d.o.o.
Osijek, Kroatien
+385 31 555 284""",
        note="German reply to the note's price request (carton of 10) after the Anuga meeting; the German "
             "note quoted as a real writer would; `Slawonischer Kulen` and the PGI name `Slavonski kulen` for "
             "the category; the buyer's company without its legal form; the title in the sentence "
             "(`Als Einkaufsleiterin`); the sender's Croatian title with a German gloss.",
        twin=twin("note_wrong", "body", "auf der Anuga in Köln", "auf der Grünen Woche in Berlin",
                  "Anuga 2025 in Köln",
                  "The note records a meeting at Anuga in Cologne; the twin thanks her for a talk at "
                  "the Grüne Woche in Berlin, a fair the note does not name.",
                  found="Grünen Woche in Berlin"),
    ),
    # N002 -- P002 Hays Smallgoods Pty Ltd (Australia), s1, English
    Mail(
        buyer="P002", sender="s1", kind="reply",
        subject="Kulen for Hays Smallgoods – DAFF import conditions",
        body="""Dear Susan,

Thank you for stopping by our stand at Fine Food Australia in Melbourne. You mentioned that before any order you need to know how our Slavonian kulen meets the DAFF import conditions for cured pork, so I have gone through them with our veterinary office.

Cured pork from Croatia can enter Australia only under an import permit, and the permit conditions set the curing time, temperature and water activity the product must reach. Our kulen is dry-cured, cold-smoked and matured for at least nine months, and for every batch we keep the processing records (time, temperature, water activity) that a permit application asks for. Each shipment would travel with an official veterinary certificate from the Croatian authorities.

If it helps, I can send the full process description so that your customs broker can check it against the permit before Hays Smallgoods commits to a first pallet.

Kind regards,
Ivona Kraljević
Head of Export Sales
Drava Delicije d.o.o., Osijek, Croatia
+385 31 555 284""",
        note="Reply to the note's request (DAFF import conditions for cured pork) after the Fine Food "
             "Australia meeting; `Dear Susan`; the company in short form without `Pty Ltd`; the sender "
             "shortened to `Ivona Kraljević` with her title in English; BICON-style permit wording.",
        twin=twin("country_wrong", "body", "can enter Australia only", "can enter New Zealand only",
                  "Australia",
                  "The buyer is in Australia; the twin says the kulen can enter New Zealand under the permit.",
                  found="New Zealand"),
    ),
    # N003 -- P003 Hall Imports LLC (United States), s1, English, cold
    Mail(
        buyer="P003", sender="s1", kind="cold",
        subject="Slavonian kulen from Osijek – for Hall Imports?",
        body="""Hello Robin,

I'm Ivona from Drava Delicije in Osijek, eastern Croatia. We make Slavonian kulen – the paprika-spiced, slowly air-dried pork sausage that Slavonian families have made for generations – and we're looking for an importer in the United States.

As the owner of Hall Imports you'll know how hard it is to find a kulen that is made the traditional way and still passes every export check. Ours is made in an EU-approved plant, cold-smoked over beech and matured for nine months, and sold whole (around 1 kg) or sliced in 100 g packs.

Would a short call next week suit you? I'd be glad to walk you through what US import would involve.

Best regards,
Ivona Kraljević Tadić
Drava Delicije d.o.o.
Osijek, Croatia | +385 31 555 284 | drava-delicije.hr""",
        note="Cold introduction; `Hello Robin` (a given name that does not tell the sex); the company "
             "without `LLC`; the title in lower case in the sentence (`As the owner of`); the sender's "
             "company shortened to `Drava Delicije` in the text and her website without https.",
        twin=twin("title_wrong", "body", "As the owner of Hall Imports", "As purchasing manager at Hall Imports",
                  "Owner",
                  "The contact is the owner; the twin makes her the purchasing manager.",
                  found="purchasing manager"),
    ),
    # N004 -- P004 Mesnine Zver d.o.o. (Slovenia), s1, English with Slovenian/Croatian greeting and closing
    Mail(
        buyer="P004", sender="s1", kind="cold",
        subject="Slavonian kulen for Mesnine Zver d.o.o.",
        body="""Spoštovana gospa Zver,

my name is Ivona Kraljević and I look after export sales at Drava Delicije d.o.o. in Osijek. Since Slovenian shoppers already know kulen well, I wanted to ask whether Mesnine Zver would like to add a genuine Slavonian kulen (PGI) to its range.

We deliver by our own refrigerated van to Ljubljana and Maribor every two weeks, so even a small first order of 20–30 pieces is no problem. Prices and a product sheet are attached; I can also bring samples on my next trip to Slovenia.

Lep pozdrav / Lijep pozdrav,
Ivona Kraljević Tadić
Voditeljica prodaje za inozemstvo
Drava Delicije d.o.o., Osijek
+385 31 555 284""",
        note="English with a Slovenian greeting (`Spoštovana gospa Zver`) and a Slovenian/Croatian "
             "double closing; the company without `d.o.o.` in the body and with it in the subject; "
             "Ljubljana and Maribor as delivery points; the sender's title in Croatian.",
        twin=twin("category_wrong", "body", "a genuine Slavonian kulen (PGI)", "a genuine Slavonian ham (šunka)",
                  "Slavonian kulen",
                  "The buyer's category is Slavonian kulen; the twin offers Slavonian dry-cured ham "
                  "(šunka), a neighbouring pork product.",
                  found="Slavonian ham (šunka)"),
    ),
    # N005 -- P005 Flückiger Delikatessen AG (Switzerland), s1, Swiss German, cold
    Mail(
        buyer="P005", sender="s1", kind="cold",
        subject="Echter Slawonischer Kulen für Ihr Delikatessensortiment",
        body="""Grüezi Herr Flückiger

Als Leiter Einkauf der Flückiger Delikatessen AG sind Sie stets auf der Suche nach Spezialitäten, die es nicht überall gibt. Deshalb möchte ich Ihnen heute unseren Slawonischen Kulen vorstellen: eine luftgetrocknete Rohwurst aus Schweinefleisch mit scharfem Paprika und Knoblauch, geschützt als g.g.A. «Slavonski kulen».

Wir produzieren in Osijek in kleinen Chargen; jede Wurst reift mindestens neun Monate. In die Schweiz liefern wir verzollt bis an Ihr Lager (DDP), mit allen Veterinärdokumenten, in ganzen Stücken zu ca. 1 kg oder geschnitten in 100-g-Packungen.

Darf ich Ihnen ein Muster zusenden?

Freundliche Grüsse
Ivona Kraljević Tadić
Leiterin Auslandsverkauf
Drava Delicije d.o.o., Osijek (Kroatien)
Tel. +385 31 555 284""",
        note="Swiss German: `Grüezi Herr Flückiger` without a comma, `Grüsse` with ss, guillemets; the "
             "title in the genitive sentence (`Als Leiter Einkauf der Flückiger Delikatessen AG`); the "
             "sender's title translated (`Leiterin Auslandsverkauf`); DDP Switzerland.",
        twin=twin("category_wrong", "body", "unseren Slawonischen Kulen vorstellen",
                  "unsere Slawonische Kobasica vorstellen", "Slavonian kulen",
                  "The category is Slavonian kulen; the twin introduces `Slawonische Kobasica`, the "
                  "smaller, quicker-cured Slavonian sausage, a neighbouring product.",
                  found="Slawonische Kobasica"),
    ),
    # N006 -- P006 Mahmood Wine Merchants Ltd (UK), s1, English, samples after the fair
    Mail(
        buyer="P006", sender="s1", kind="reply",
        subject="Graševina 2023 samples – following the London Wine Fair",
        body="""Dear Mark,

It was a pleasure to pour our Graševina for you at the London Wine Fair. As promised, three bottles of the 2023 vintage left Osijek this morning by courier, addressed to you at Mahmood Wine Merchants; you should have them by Thursday.

A quick reminder of what is coming: Graševina (Welschriesling) from our growers on the Erdut hills above the Danube, 12.5% abv, fermented in steel and kept on its fine lees for four months – green apple, a little almond on the finish, and very food-friendly.

The ex-cellar price is EUR 6.40 a bottle in 6-bottle cartons; we can also quote delivered in bond to a UK warehouse if you prefer.

If anything is unclear, just ring me on +385 31 555 284.

Best wishes,
Ivona Kraljević Tadić
Head of Export Sales, Drava Delicije d.o.o.
Osijek, Croatia""",
        note="Reply to the note's sample request after the London Wine Fair; `Dear Mark`; the company "
             "without `Ltd`; the grape's synonym `Welschriesling`, Erdut and the Danube; in-bond "
             "delivery; the sender's phone in the text.",
        twin=twin("sender_wrong", "body", "ring me on +385 31 555 284", "ring me on +385 31 555 248",
                  "+385 31 555 284",
                  "The sender's phone is +385 31 555 284; the twin swaps the last two digits.",
                  found="+385 31 555 248"),
    ),
    # N007 -- P007 株式会社後藤洋酒 (Japan), s1, Japanese (the note asks for Japanese material)
    Mail(
        buyer="P007", sender="s1", kind="reply",
        subject="FOODEX JAPANのお礼とグラシェヴィナ白ワインのご案内",
        body="""株式会社後藤洋酒
仕入部長 後藤 くみ子 様

拝啓 時下ますますご清栄のこととお喜び申し上げます。
先日はFOODEX JAPAN（幕張メッセ）の弊社ブースにお立ち寄りいただき、名刺を交換させていただきまして誠にありがとうございました。クロアチア・オシエクのDrava Delicije d.o.o.で輸出営業を担当しておりますイヴォナ・クラリェヴィッチ・タディッチです。

ご希望のとおり、日本語の資料をお送りいたします。弊社のグラシェヴィナ（Graševina）は、スラヴォニア地方エルドゥトの丘陵で育ったブドウから造る辛口の白ワインで、青りんごとアーモンドの香りが特徴です。天ぷらや白身魚など和食との相性もよく、日本のお客様にもお勧めしやすいワインと考えております。

添付の日本語カタログに、価格（FOBリエカ港、6本入りケース）と分析表を記載しております。サンプルをご希望の際は、お気軽にお申し付けください。

敬具

Drava Delicije d.o.o.
海外営業部長 イヴォナ・クラリェヴィッチ・タディッチ（Ivona Kraljević Tadić）
Osijek, Croatia
Tel: +385 31 555 284
ivona.kraljevic@drava-delicije.hr""",
        note="Japanese business letter (拝啓 … 敬具) as the note asks for Japanese material, after the "
             "FOODEX JAPAN card exchange; the addressee block `株式会社後藤洋酒 / 仕入部長 後藤 くみ子 様`; "
             "the category in katakana with the Latin name; the sender's name in katakana and Latin, "
             "her title translated (海外営業部長); FOB Rijeka.",
        twin=twin("title_wrong", "body", "仕入部長 後藤 くみ子 様", "営業部長 後藤 くみ子 様", "仕入部長",
                  "The contact is the head of purchasing (仕入部長); the twin addresses her as head of "
                  "sales (営業部長).",
                  found="営業部長"),
    ),
    # N008 -- P008 上海李氏酒业有限公司 (China), s1, simplified Chinese
    Mail(
        buyer="P008", sender="s1", kind="reply",
        subject="关于Graševina白葡萄酒中文背标事宜",
        body="""李总监您好！

非常感谢您在ProWine Shanghai期间到我们的展位品尝Graševina白葡萄酒。我是克罗地亚Drava Delicije d.o.o.公司的出口销售负责人Ivona Kraljević Tadić。

您当时提到，上海李氏酒业有限公司希望由出口方负责中文背标（CIQ）。我们可以做到：背标将在奥西耶克灌装时直接贴好，内容包括产品名称、原产国、进口商、配料、酒精度和灌装日期等，文字稿会先发给您确认后再印刷。

我们的Graševina产自斯拉沃尼亚的埃尔杜特产区，酒精度12.5%，口感清爽，带有青苹果和杏仁的香气，很适合搭配海鲜和江浙菜。

附件为报价单（CIF上海，每箱6瓶）以及背标样稿，请您查收。如有任何问题，欢迎随时联系。

此致
敬礼

Ivona Kraljević Tadić
出口销售负责人
Drava Delicije d.o.o.
克罗地亚 奥西耶克
电话：+385 31 555 284""",
        note="Simplified Chinese reply to the note's request (Chinese back label by the exporter) after "
             "ProWine Shanghai; `李总监您好` (family name + the title's last two characters); the category "
             "as `Graševina白葡萄酒`; Osijek and Erdut in Chinese; 此致 敬礼 closing; CIF Shanghai.",
        twin=twin("company_misspelled", "body", "上海李氏酒业有限公司希望", "上海李式酒业有限公司希望",
                  "上海李氏酒业有限公司",
                  "氏 (clan) written as its homophone 式 in the company's name.",
                  found="上海李式酒业有限公司"),
    ),
    # N009 -- P009 Wijnkoperij van Dalem B.V. (Netherlands), s1, Dutch, cold
    Mail(
        buyer="P009", sender="s1", kind="cold",
        subject="Graševina uit Slavonië – iets nieuws voor uw assortiment?",
        body="""Beste heer Van Dalem,

Mijn naam is Ivona Kraljević Tadić; ik ben verantwoordelijk voor de export bij Drava Delicije d.o.o. in Osijek, Kroatië. Ik neem contact met u op omdat Wijnkoperij van Dalem bekendstaat om wijnen uit kleinere, minder bekende streken – en daar past onze Graševina goed bij.

Graševina is de belangrijkste witte druif van Kroatië. De onze komt van de heuvels van Erdut aan de Donau: droog, 12,5%, fris, met tonen van groene appel en amandel. Een mooie zomerwijn voor op het terras, maar ook bij vis en bij een Hollandse kaasplank.

We leveren per pallet (600 flessen) DAP Nederland; een proefpakket van drie flessen stuur ik u graag kosteloos toe.

Met vriendelijke groet,

Ivona Kraljević Tadić
Voditeljica prodaje za inozemstvo (hoofd export)
Drava Delicije d.o.o.
Osijek, Kroatië – +385 31 555 284""",
        note="Dutch cold e-mail; `Beste heer Van Dalem` (the particle capitalised without the given "
             "name, as Dutch writes it) while the company keeps `van Dalem`; the company without "
             "`B.V.`; the sender's title with a Dutch gloss; DAP Nederland.",
        twin=twin("company_foreign", "body", "omdat Wijnkoperij van Dalem bekendstaat",
                  "omdat Mahmood Wine Merchants bekendstaat", "Wijnkoperij van Dalem B.V.",
                  "The twin praises another wine buyer of this set (the UK's Mahmood Wine Merchants) in "
                  "the Dutch buyer's place.",
                  found="Mahmood Wine Merchants"),
    ),
    # N010 -- P010 ТОВ «Бабʼюк-Імпорт» (Ukraine), s1, Ukrainian, cold
    Mail(
        buyer="P010", sender="s1", kind="cold",
        subject="Хорватське біле вино Graševina для ТОВ «Бабʼюк-Імпорт»",
        body="""Шановна пані Тетяно,

мене звати Івона Кралєвич Тадич, я відповідаю за експортні продажі компанії Drava Delicije d.o.o. з міста Осієк (Хорватія). Пишу Вам як керівниці відділу закупівель ТОВ «Бабʼюк-Імпорт», бо ми шукаємо партнера для нашого білого вина Graševina в Україні.

Graševina — найпоширеніший білий сорт винограду в Хорватії. Наше вино походить із пагорбів Ердута над Дунаєм: сухе, 12,5 %, свіже, з нотами зеленого яблука та мигдалю. Воно добре пасує до риби, сирів і страв української кухні.

Можемо відвантажити змішаний палет на умовах DAP Львів. Прайс-лист і специфікацію додаю; за потреби надішлю зразки.

З повагою,
Івона Кралєвич Тадич
Drava Delicije d.o.o., Осієк, Хорватія
+385 31 555 284""",
        note="Ukrainian; the vocative `Шановна пані Тетяно`; the title in the dative inside the sentence "
             "(`керівниці відділу закупівель`, recorded as `Керівниця …`); the company with its "
             "modifier-letter apostrophe `Бабʼюк` as recorded; the sender's name in Cyrillic, the "
             "company in Latin; DAP Lviv.",
        twin=twin("contact_wrong", "body", "Шановна пані Тетяно", "Шановна пані Оксано",
                  "Тетяна Бабʼюк",
                  "The contact is Тетяна (vocative Тетяно); the twin greets Оксана.",
                  found="Оксано"),
    ),
    # N011 -- P011 משקאות עיסא בע"מ (Israel), s1, English with a Hebrew greeting (the note prefers English)
    Mail(
        buyer="P011", sender="s1", kind="reply",
        subject="Kosher-certified elderflower syrup for משקאות עיסא",
        body="""שלום ג'וד,

Thank you for your interest in our elderflower syrup. You mentioned that you can only list it with a kosher certificate, so let me start there: the syrup is certified kosher parve under the supervision of a recognised rabbinate, renewed every year, and the current certificate is attached to this e-mail.

The syrup is made in Osijek from elderflowers picked by hand in Slavonia in May, with sugar and lemon and nothing else – no colourings or preservatives. Diluted 1:10 it makes a light, floral drink; cafés also like it in lemonades and spritzers.

We supply 0.5 L and 1 L glass bottles, 12 per carton, and can ship a mixed pallet CIF Haifa or Ashdod. Let me know which sizes would suit משקאות עיסא בע"מ and I will send a quotation.

Best regards,
Ivona Kraljević Tadić
Head of Export Sales
Drava Delicije d.o.o.
Osijek, Croatia
+385 31 555 284""",
        note="English as the note prefers, with the Hebrew greeting `שלום ג'וד`; answers the note's "
             "kosher-certificate need (kosher parve); the Hebrew company in full and in short form "
             "inside English sentences; Haifa and Ashdod.",
        twin=twin("note_wrong", "body", "only list it with a kosher certificate",
                  "only list it with a halal certificate", "kosher certificate",
                  "The note says the buyer needs a kosher certificate; the twin says he asked for a halal one.",
                  found="halal certificate"),
    ),
    # N012 -- P012 주식회사 숲속카페 (South Korea), s1, English with a Korean greeting and closing
    Mail(
        buyer="P012", sender="s1", kind="cold",
        subject="Elderflower syrup for 숲속카페's drinks menu",
        body="""김진우 과장님께,

My name is Ivona Kraljević and I run export sales at Drava Delicije, a small producer in Osijek, Croatia. I am writing because elderflower drinks are becoming popular in Korean cafés, and I think our syrup could be a good fit for 주식회사 숲속카페.

Our elderflower syrup is made from hand-picked Slavonian flowers, sugar and lemon – nothing artificial. One 1 L bottle makes about 30 glasses of elderflower ade.

We already ship to Asia in 20-ft containers, CIF Busan, and the labels can carry the Korean importer's sticker. Would you like me to send two sample bottles to your team?

감사합니다.
Ivona Kraljević Tadić
Voditeljica prodaje za inozemstvo (Head of Export Sales)
Drava Delicije d.o.o., Osijek, Croatia
+385 31 555 284""",
        note="English with `김진우 과장님께` (name + the title's rank 과장 + honorific) and `감사합니다`; the "
             "company short (`숲속카페's`) in the subject and in full in the body; `elderflower ade`; "
             "CIF Busan.",
        twin=Twin("company_missing", "body",
                  (("subject", "for 숲속카페's drinks menu", "for your café's drinks menu"),
                   ("body", "a good fit for 주식회사 숲속카페.", "a good fit for your company.")),
                  "your company", "주식회사 숲속카페",
                  "Both mentions of the company (subject and body) replaced by `your café` / `your company`."),
    ),
    # N013 -- P013 Miles Country Larder Ltd (UK), s1, English
    Mail(
        buyer="P013", sender="s1", kind="reply",
        subject="Elderflower syrup – samples and prices (1 L glass, 5 L bag-in-box)",
        body="""Dear Benjamin,

Thank you for asking for samples at IFE London. Two 1 L bottles and one 5 L bag-in-box of our elderflower syrup went out to Miles Country Larder yesterday by DHL (tracking 4827 1190 35).

Here are the prices you asked for, ex works Osijek:

- 1 L glass bottle, 6 per case: EUR 5.10 per bottle
- 5 L bag-in-box: EUR 19.80 per box

For a full pallet we can quote delivered to your warehouse, with UK customs clearance through our forwarder in Dover. The syrup is made with Slavonian elderflowers, cane sugar and lemon juice only; shelf life is 18 months unopened.

As a senior buyer for soft drinks you'll probably want the spec sheet and allergen declaration too – both are attached.

Kind regards,
Ivona

Ivona Kraljević Tadić
Drava Delicije d.o.o. | Osijek, Croatia | +385 31 555 284""",
        note="Reply to both requests of the note (samples at IFE London; 1 L glass and 5 L bag-in-box "
             "prices); the title in lower case with `for` (`senior buyer for soft drinks`); the "
             "company without `Ltd`; a price list; Dover.",
        twin=twin("artifact", "body", "went out to Miles Country Larder", "went out to to Miles Country Larder",
                  "went out to Miles Country Larder",
                  "A doubled word: `to to`.",
                  found="to to"),
    ),
    # N014 -- P014 Maison Prévost SAS (France), s1, French
    Mail(
        buyer="P014", sender="s1", kind="reply",
        subject="Sirop de fleurs de sureau – fiche technique et taux de sucre",
        body="""Bonjour Madame Prévost,

Merci encore pour votre visite sur notre stand au SIRHA à Lyon. Comme convenu, vous trouverez ci-joint la fiche technique de notre sirop de fleurs de sureau.

Pour répondre à votre question sur le sucre : le sirop contient 62 g de sucres pour 100 g (uniquement du sucre de canne). Dilué à 1 pour 10, il donne une boisson à environ 6 g de sucres pour 100 ml, soit moins qu'une limonade classique.

Ingrédients : eau, sucre de canne, fleurs de sureau de Slavonie cueillies à la main, jus de citron. Sans colorant ni conservateur. DDM : 18 mois.

Nous pouvons livrer Maison Prévost en DAP, en bouteilles en verre de 0,5 L et 1 L, ou en bag-in-box de 5 L pour les cafés et restaurants.

Je reste à votre disposition pour toute question.

Bien cordialement,

Ivona Kraljević Tadić
Responsable des ventes export
Drava Delicije d.o.o.
Osijek, Croatie
+385 31 555 284""",
        note="French reply to the French note (SIRHA Lyon; technical sheet and sugar content); "
             "`Bonjour Madame Prévost`; the category as `sirop de fleurs de sureau`; the company "
             "without `SAS`; the sender's title translated (`Responsable des ventes export`).",
        twin=twin("sender_wrong", "body", "Drava Delicije d.o.o.\nOsijek, Croatie",
                  "Drava Delicije d.d.\nOsijek, Croatie", "Drava Delicije d.o.o.",
                  "The sender's legal form is d.o.o. (limited liability); the twin signs with d.d. "
                  "(a joint-stock company).",
                  found="Drava Delicije d.d."),
    ),
    # N015 -- P015 Norman Café Supplies Pty Ltd (Australia), s1, English, cold
    Mail(
        buyer="P015", sender="s1", kind="cold",
        subject="Slavonian elderflower syrup for Australian cafés",
        body="""Hi Cheyenne,

I'm Ivona, head of export sales at Drava Delicije in Osijek, Croatia. I'm reaching out because you look after beverages at Norman Café Supplies, and I think our elderflower syrup could earn a spot on your list.

Australian cafés already use elderflower in spritzes, iced teas and cocktails, but most of the syrup on the market is made with flavourings. Ours is made from elderflowers picked by hand in Slavonia each May, with cane sugar and lemon and nothing else.

A 1 L bottle makes around 30 drinks. We ship in 12-bottle cartons, CIF Melbourne or Sydney, and can add an FSANZ-style nutrition panel to the label.

Shall I send a couple of sample bottles?

Cheers,
Ivona Kraljević Tadić
Drava Delicije d.o.o.
Osijek, Croatia
+385 31 555 284""",
        note="Casual Australian register (`Hi Cheyenne`, `Cheers`); the title paraphrased (`you look "
             "after beverages at`); the company without `Pty Ltd`; FSANZ; the sender's title in "
             "lower-case English.",
        twin=twin("artifact", "body",
                  "Australian cafés already use elderflower in spritzes, iced teas and cocktails, but most of the syrup on the market is made with flavourings. ",
                  "Australian cafés already use elderflower in spritzes, iced teas and ",
                  "Australian cafés already use elderflower in spritzes, iced teas and cocktails, but "
                  "most of the syrup on the market is made with flavourings.",
                  "The sentence is cut off after `iced teas and`; the next sentence follows it.",
                  found="iced teas and Ours is made"),
    ),
    # N016 -- P016 चौहान पॉलिमर्स प्राइवेट लिमिटेड (India), s2, English with a Hindi greeting
    Mail(
        buyer="P016", sender="s2", kind="reply",
        subject="LDPE film grade (MFI 2) – offer CFR Mundra",
        body="""नमस्ते सुरेश जी,

Thank you for your enquiry. I understand चौहान पॉलिमर्स buys film-grade LDPE with an MFI of about 2, two containers a month, delivered CFR Mundra. We can support that volume on a regular monthly schedule.

Our offer for this month:
- Grade: LDPE film resin, MFI 2.0 g/10 min (190 °C / 2.16 kg), density 0.922 g/cm³, no slip or antiblock additives
- Packing: 25 kg bags, 24.75 t per 40-ft container
- Price: USD 1,185 per tonne CFR Mundra, payment by LC at sight
- Shipment: from Hamad Port, about 7 days' transit

The resin is produced in Mesaieed and suits lamination, shrink and general-purpose packaging film. A COA travels with every lot, and I can arrange a 25 kg trial bag for your film line before the first order.

Regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar
+974 4455 7203""",
        note="English reply to the note's request (film-grade LDPE, MFI about 2, two containers a month, "
             "CFR Mundra) with the Hindi greeting `नमस्ते सुरेश जी`; the Devanagari company in short "
             "form inside English; MFI test conditions, density, LC at sight, Hamad Port.",
        twin=twin("category_wrong", "body", "- Grade: LDPE film resin, MFI 2.0",
                  "- Grade: LLDPE film resin (butene), MFI 2.0", "LDPE film resin",
                  "The buyer buys LDPE; the twin's offer line is for butene LLDPE, a neighbouring resin.",
                  found="LLDPE film resin (butene)"),
    ),
    # N017 -- P017 شركة البنا للصناعات البلاستيكية ش.م.م (Egypt), s2, Arabic, cold
    Mail(
        buyer="P017", sender="s2", kind="cold",
        subject="عرض راتنج LDPE لأفلام التغليف من قطر",
        body="""الأستاذة سارة البنا المحترمة،
مديرة المشتريات – شركة البنا للصناعات البلاستيكية ش.م.م

تحية طيبة وبعد،

أنا خالد مبارك الكواري، مدير أول لمبيعات التصدير في شركة Umm Said Polymers & Steel Trading W.L.L. في مسيعيد بدولة قطر. نورّد راتنج البولي إيثيلين منخفض الكثافة (LDPE) المخصص لأفلام التغليف إلى مصانع في المنطقة، ويسعدنا أن نعرض عليكم التعاون.

المواصفات الأساسية: مؤشر انصهار 2 جم/10 دقائق، وكثافة 0.922 جم/سم³، في أكياس وزن 25 كجم. ويمكننا الشحن CFR الإسكندرية أو بورسعيد، مع شهادة تحليل لكل دفعة وشهادة منشأ.

يسعدني إرسال عرض سعر مفصّل وعينة للتجربة على خط الإنتاج لديكم.

وتفضلوا بقبول فائق الاحترام،
خالد مبارك الكواري
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
مسيعيد، قطر
+974 4455 7203""",
        note="Arabic business letter: `الأستاذة … المحترمة` with the title and the full company (with "
             "`ش.م.م`) as the address block; the sender's name and title in Arabic in the text, his "
             "company in Latin; LDPE spelled out in Arabic; Alexandria and Port Said.",
        twin=twin("contact_wrong", "body", "الأستاذة سارة البنا المحترمة", "الأستاذة منى البنا المحترمة",
                  "سارة البنا",
                  "The contact is Sara (سارة) El-Banna; the twin greets Mona (منى) El-Banna.",
                  found="منى البنا"),
    ),
    # N018 -- P018 Công ty TNHH Bao bì Nhựa Mai (Vietnam), s2, English with a Vietnamese greeting and closing
    Mail(
        buyer="P018", sender="s2", kind="reply",
        subject="LDPE film-grade samples after VietnamPlas",
        body="""Kính gửi anh Huy,

It was good to meet you at VietnamPlas at SECC in Ho Chi Minh City. As you asked, I have arranged film-grade LDPE samples for Công ty TNHH Bao bì Nhựa Mai: two 25 kg bags of our MFI 2 grade, which go out by air courier this week and should reach you within seven days.

The COA and TDS are attached. Once your team has run the samples on the blown-film line, I would be glad to hear how they compare with your current resin, and to prepare a price for regular containers to Vietnam.

Trân trọng,
Khalid Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar | +974 4455 7203""",
        note="Reply to the note's sample request (25 kg bags) after VietnamPlas at SECC; `Kính gửi anh "
             "Huy` (the given name, last of the Vietnamese name, with `anh`) and `Trân trọng`; the "
             "Vietnamese company in full inside English; the sender shortened to `Khalid Al-Kuwari`.",
        twin=twin("country_wrong", "body", "regular containers to Vietnam", "regular containers to Cambodia",
                  "Vietnam",
                  "The buyer is in Vietnam; the twin offers regular containers to Cambodia.",
                  found="Cambodia"),
    ),
    # N019 -- P019 Βρακά Καύσιμα Α.Ε. (Greece), s2, Greek, cold
    Mail(
        buyer="P019", sender="s2", kind="cold",
        subject="Προσφορά MTBE για τη Βρακά Καύσιμα Α.Ε.",
        body="""Αξιότιμη κυρία Βρακά,

ονομάζομαι Khalid Al-Kuwari και είμαι Senior Export Sales Manager στην Umm Said Polymers & Steel Trading W.L.L. στο Mesaieed του Κατάρ. Σας γράφω γιατί, ως εταιρεία καυσίμων, η Βρακά Καύσιμα Α.Ε. ίσως ενδιαφέρεται για μια σταθερή πηγή MTBE.

Προμηθεύουμε MTBE καθαρότητας τουλάχιστον 98,5%, κατάλληλο για την παρασκευή αμόλυβδης βενζίνης κατά EN 228, σε ISO-tanks ή σε φορτία 3.000–5.000 τόνων με δεξαμενόπλοιο, CIF Πειραιάς ή Θεσσαλονίκη.

Θα χαρώ να σας στείλω το πιστοποιητικό ανάλυσης και μια ενδεικτική τιμή. Ως υπεύθυνη αγορών, ποιες ποσότητες θα σας ενδιέφεραν ανά τρίμηνο;

Με εκτίμηση,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar
+974 4455 7203""",
        note="Greek; `Αξιότιμη κυρία Βρακά` (the feminine surname); the company with `Α.Ε.` after the "
             "article `η`; the title in lower case inside the sentence (`Ως υπεύθυνη αγορών`); Piraeus "
             "and Thessaloniki in Greek; EN 228; the sender's name and company in Latin.",
        twin=twin("company_misspelled", "body", "η Βρακά Καύσιμα Α.Ε. ίσως", "η Βράκα Καύσιμα Α.Ε. ίσως",
                  "Βρακά Καύσιμα Α.Ε.",
                  "The accent of the family name in the company moved (Βράκα for Βρακά).",
                  found="Βράκα Καύσιμα Α.Ε."),
    ),
    # N020 -- P020 Raakin Petroleum (Pvt.) Ltd. (Pakistan), s2, English
    Mail(
        buyer="P020", sender="s2", kind="reply",
        subject="MTBE in ISO tanks to Port Qasim – COA and MSDS attached",
        body="""Dear Mr Raakin,

Thank you for your enquiry. As requested, please find attached the COA of our latest MTBE batch and the MSDS (16 sections, GHS format).

We can ship MTBE in 20-ft ISO tanks (about 18 t net each) from Hamad Port to Port Qasim, Karachi; transit is 5–6 days, and each tank is cleaned and certified before loading. For a first order of four tanks we would offer USD 905 per tonne CFR Port Qasim, LC at sight.

Our MTBE is 98.5% min. purity with methanol below 0.5%, suitable for gasoline blending.

Please let me know the quantity you plan per month, and I will confirm the tank schedule for Raakin Petroleum.

Best regards,
Khalid Mubarak Al-Kuwari
Senior Export Sales Manager
Umm Said Polymers & Steel Trading W.L.L.
Mesaieed, Qatar
Tel +974 4455 7203
k.alkuwari@ummsaid-trading.qa""",
        note="Reply to the note's requests (ISO tanks to Port Qasim, COA and MSDS); `Dear Mr Raakin`; "
             "the company without `(Pvt.) Ltd.`; GHS, CFR, LC at sight; the sender's e-mail address.",
        twin=twin("note_wrong", "body", "Thank you for your enquiry.",
                  "Thank you for your time at the Pakistan Energy Expo in Karachi.",
                  "no meeting (the note records requests only)",
                  "The note records an enquiry (ISO tanks, COA, MSDS) but no meeting; the twin thanks "
                  "him for his time at a fair.",
                  found="Pakistan Energy Expo in Karachi"),
    ),
]
