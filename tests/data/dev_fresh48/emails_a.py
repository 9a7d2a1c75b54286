"""Natural e-mails N001-N020 (first e-mail to P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N001 -------------------------------------------------------------------------------
    Mail(
        buyer="P001", sender="s1",
        subject="Heißgeräucherte Flunder aus Pärnu – Preisliste CIF Hamburg",
        body="""\
Sehr geehrte Frau Vollbrecht,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Fish International in Bremen. Wie versprochen sende ich Ihnen anbei unsere Preisliste für heißgeräucherte Flunder, CIF Hamburg.

Kurz zusammengefasst:
- ganze Flunder, über Erlenholz heißgeräuchert, Stückgewicht 250–300 g
- Fang aus dem Rigaer Meerbusen, geräuchert in unserem Betrieb bei Pärnu
- Verpackung: 3-kg-Kartons, lose gelegt, oder vakuumverpackt zu je zwei Stück
- Haltbarkeit gekühlt (0–4 °C): 14 Tage ab Räuchertag
- Versand im Kühlcontainer ab Muuga (Tallinn), etwa drei Tage auf See bis Hamburg

Gern schicke ich der Fischräucherei Vollbrecht vorab einen Probekarton, damit Sie Geschmack und Größe selbst prüfen können.

Mit freundlichen Grüßen aus Pärnu

Tõnis Õunapuu
Välismüügijuht (Leiter Auslandsvertrieb)
AS Sindi Mets ja Meri
Tel. +372 444 7316
tonis.ounapuu@sindimetsjameri.ee
www.sindimetsjameri.ee""",
        note="German first contact after the fair the note records (follow-up kind); the note's "
             "250-300 g and CIF Hamburg; sender's Estonian title glossed in German; `Fischräucherei "
             "Vollbrecht` without GmbH; Rigaer Meerbusen, Muuga, Tallinn.",
        twin=Twin("note_wrong", "Fish International in Bremen", "Internorga in Hamburg",
                  expected="Fish International in Bremen",
                  note="a Hamburg fair the note does not name in place of Fish International Bremen"),
    ),
    # N002 -------------------------------------------------------------------------------
    Mail(
        buyer="P002", sender="s1",
        subject="JAS構造用集成材（E105-F300）のご案内と認証書の送付",
        body="""\
高橋集成材工業株式会社
購買部長 高橋 裕太 様

突然のご連絡失礼いたします。エストニア・パルヌのAS Sindi Mets ja Meriで海外営業を担当しております、トニス・オウナプー（Tõnis Õunapuu）と申します。

JAS認証の構造用集成材をお探しと伺い、ご連絡いたしました。弊社の集成材はエストニア産スプルースのラミナを使用し、強度等級E105-F300の対称異等級構成で製造しております。ご依頼のJAS認証書（写し）と、第三者機関による曲げ試験の報告書をPDFで添付いたしました。

主な仕様：
・樹種：ヨーロッパスプルース（エストニア産）
・断面：105×105 mm～120×450 mm、長さ最大12 m
・含水率：15％以下
・接着剤：レゾルシノール系（F☆☆☆☆）

在来軸組工法の梁・桁用として、東京港・名古屋港向けのCIF見積もりもご用意できます。必要な断面と数量をお知らせいただければ、二営業日以内にお見積もりをお送りいたします。

何卒よろしくお願い申し上げます。

Tõnis Õunapuu（トニス・オウナプー）
海外営業部長（Välismüügijuht）
AS Sindi Mets ja Meri
Pärnu, Estonia
Tel: +372 444 7316
E-mail: tonis.ounapuu@sindimetsjameri.ee""",
        note="Japanese reply to the note's request (JAS certificate, test report; in Japanese as the "
             "note asks); company and title as recorded in the address block; sender's name in "
             "katakana and Latin; E105-F300, F☆☆☆☆.",
        twin=Twin("title_wrong", "購買部長 高橋 裕太 様", "営業部長 高橋 裕太 様", found="営業部長",
                  expected="購買部長", note="a sales manager's title for the purchasing manager"),
    ),
    # N003 -------------------------------------------------------------------------------
    Mail(
        buyer="P003", sender="s1",
        subject="Wilde veenbessen uit Estland – diepgevroren, IQF",
        body="""\
Beste heer Reijers,

Mijn naam is Tõnis Õunapuu; ik ben verantwoordelijk voor de buitenlandse verkoop bij AS Sindi Mets ja Meri in Pärnu, Estland. Ik schrijf u omdat Reijers Fruitverwerking als verwerker mogelijk interesse heeft in diepgevroren veenbessen uit de Estse hoogvenen.

Onze veenbessen (Vaccinium oxycoccos) worden in september en oktober met de hand geplukt in de venen rond Soomaa, gereinigd, gesorteerd en binnen 24 uur IQF ingevroren. Ze zijn kleiner en zuurder dan de Amerikaanse cultuurveenbes en daardoor goed geschikt voor sap, jam en vullingen.

- verpakking: dozen van 10 kg met PE-zak, 80 dozen per pallet
- kwaliteit: klasse A (minstens 95% hele bessen) of klasse B voor puree
- levering: vriestrailer naar Rotterdam of Venlo, ongeveer vier dagen

Zal ik u als inkoper grondstoffen een monster van 2 kg sturen, samen met de specificaties en de residuanalyses?

Met vriendelijke groet,

Tõnis Õunapuu
Välismüügijuht (hoofd buitenlandse verkoop)
AS Sindi Mets ja Meri, Pärnu, Estland
+372 444 7316 | www.sindimetsjameri.ee""",
        note="Dutch cold introduction; `Reijers Fruitverwerking` without B.V.; the title in lower "
             "case inside a Dutch sentence; Vaccinium oxycoccos, Soomaa, Venlo.",
        twin=Twin("category_wrong", "interesse heeft in diepgevroren veenbessen",
                  "interesse heeft in diepgevroren vossenbessen", found="vossenbessen",
                  expected="veenbessen (frozen cranberries)",
                  note="lingonberries (vossenbessen), a neighbouring berry, in the offer sentence"),
    ),
    # N004 -------------------------------------------------------------------------------
    Mail(
        buyer="P004", sender="s1",
        subject="Копчена камбала з Естонії: доставка рефрижератором через Польщу",
        body="""\
Шановна пані Маріє,

дякую за Ваш запит щодо копченої камбали для ТОВ «Джус Фуд Імпорт». Так, доставка рефрижератором через Польщу можлива: вантаж іде з Пярну через Латвію, Литву та Польщу до пункту пропуску Корчова – Краковець, а далі до Львова. Загалом дорога займає 2–3 дні при температурі 0…+4 °C.

Коротко про продукт:
– камбала гарячого копчення, ціла, 200–350 г/шт.;
– вакуумна упаковка по 2 шт. або ящики по 3 кг;
– термін придатності 14 днів;
– ветеринарний сертифікат і сертифікат походження на кожну партію.

Для мереж у Львові та Києві можемо друкувати етикетки українською мовою. Якщо зручно, надішлю прайс-лист на умовах DAP Львів.

З повагою,
Tõnis Õunapuu
менеджер із зовнішніх продажів (Välismüügijuht)
AS Sindi Mets ja Meri
Пярну, Естонія
+372 444 7316""",
        note="Ukrainian reply to the note's question (reefer truck via Poland; chains in Lviv and "
             "Kyiv); vocative `пані Маріє`; company in Ukrainian quotes as recorded; Pärnu as "
             "`Пярну`; the sender's name left in Latin.",
        twin=Twin("contact_wrong", "Шановна пані Маріє,", "Шановна пані Оксано,", found="Оксано",
                  expected="Марія Джус", note="another given name in the greeting (vocative)"),
    ),
    # N005 -------------------------------------------------------------------------------
    Mail(
        buyer="P005", sender="s1",
        subject="Glulam beams from Estonia for 김해목구조",
        body="""\
김은주 팀장님께,

My name is Tõnis Õunapuu, head of foreign sales (Välismüügijuht) at AS Sindi Mets ja Meri in Pärnu, Estonia. As 자재구매팀장 at 김해목구조 주식회사 you buy the structural timber for your projects, so I would like to introduce our glulam beams.

We laminate Estonian spruce and pine into beams up to 16 m long and 1,200 mm deep, in strength classes GL24h to GL30c under EN 14080, CE-marked and PEFC-certified. Our beams travel to Asia in 40-ft containers via Muuga and Hamburg; to Busan the transit time is about 45 days, and we quote CIF Busan.

If you send me the sections and lengths of a current project, I will prepare an offer within two working days. We can also supply strength and glue-line test reports from an accredited laboratory for your structural engineer.

감사합니다.

Tõnis Õunapuu
Välismüügijuht
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316
tonis.ounapuu@sindimetsjameri.ee""",
        note="English with a Korean greeting (name + 팀장님께) and closing; the recorded Korean "
             "title and company inside an English sentence; the company without 주식회사 in the "
             "subject; the company's name begins with the city Gimhae (김해), not the contact's "
             "family name 김.",
        twin=Twin("company_misspelled", "As 자재구매팀장 at 김해목구조 주식회사",
                  "As 자재구매팀장 at 김해목조 주식회사", found="김해목조 주식회사",
                  expected="김해목구조 주식회사", note="a syllable dropped (목구조 -> 목조)"),
    ),
    # N006 -------------------------------------------------------------------------------
    Mail(
        buyer="P006", sender="s1",
        subject="回复：IQF整颗冷冻蔓越莓及所需证书",
        body="""\
郑主管您好：

感谢您对我们冷冻蔓越莓的关注。根据您的要求，现将相关资料一并发送给您：

1. 欧盟有机认证证书（爱沙尼亚农业与食品局签发，控制机构代码 EE-ÖKO-01）
2. 我司在中国海关总署（GACC）的境外食品生产企业注册证明，注册号见附件第一页

产品为爱沙尼亚野生沼泽蔓越莓，人工采摘，IQF单颗速冻，整果率95%以上，果径8–12毫米，比北美栽培品种小、酸度更高，很适合做糖渍烘干的蔓越莓干。
包装：10公斤纸箱，内衬食品级PE袋，每托盘80箱。
运输：-18 °C冷冻集装箱，从塔林港到青岛港约40天，可报CIF青岛价。

如需样品，我们可以快递1公斤冷冻样品到青岛郑氏食品。

此致
敬礼

Tõnis Õunapuu（托尼斯）
海外销售经理
AS Sindi Mets ja Meri
爱沙尼亚 派尔努
电话：+372 444 7316
邮箱：tonis.ounapuu@sindimetsjameri.ee""",
        note="Simplified Chinese reply to the note's request (EU organic certificate, GACC "
             "registration, IQF whole berries for dried cranberries); `郑主管` (family name + "
             "title); the company without 有限公司; Pärnu as 派尔努, the sender's given name as "
             "托尼斯.",
        twin=Twin("note_wrong", "1. 欧盟有机认证证书（爱沙尼亚农业与食品局签发，控制机构代码 EE-ÖKO-01）",
                  "1. 美国USDA有机认证证书（爱沙尼亚农业与食品局签发，控制机构代码 EE-ÖKO-01）",
                  found="美国USDA有机认证证书", expected="欧盟有机认证证书 (EU organic certificate)",
                  note="the note's request misquoted: a USDA organic certificate for the EU one"),
    ),
    # N007 -------------------------------------------------------------------------------
    Mail(
        buyer="P007", sender="s1",
        subject="Fire-resistance documents for our glulam beams",
        body="""\
שלום נויה,

Thank you for your questions about glulam beams for the pergolas and timber roofs of קפלן הנדסת עץ.

Fire resistance: I attach the classification report for our GL24h and GL30c beams (reaction to fire D-s2,d0 under EN 13501-1) and the charring-rate calculation under EN 1995-1-2, which lets your engineer size a beam for R30 or R60.

The SII mark: our beams do not carry the Israeli Standards Institute mark at present. They are CE-marked under EN 14080 and made under certified factory production control; Israeli importers have cleared them through SII testing with our reports, and our freight forwarder in Haifa can tell you how long that took.

For pergolas we recommend pine glulam, pressure-treated or with a pigmented finish: standard sections from 100x200 to 140x400 mm, lengths up to 13.5 m.

I would be glad to send an offer for a first container to Haifa or Ashdod.

Best regards,

Tõnis Õunapuu
Välismüügijuht (Head of Export Sales)
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="English reply to both questions of the note (fire-resistance documents, the SII "
             "mark, answered honestly: not carried); Hebrew greeting with the given name; the "
             "Hebrew company without בע\"מ inside an English sentence; Haifa, Ashdod.",
        twin=Twin("company_foreign", "timber roofs of קפלן הנדסת עץ.",
                  "timber roofs of Edwards Timber Frame.", found="Edwards Timber Frame",
                  expected='קפלן הנדסת עץ בע"מ',
                  note="another glulam buyer's company of this set (P009, UK)"),
    ),
    # N008 -------------------------------------------------------------------------------
    Mail(
        buyer="P008", sender="s1",
        subject="Flądra wędzona z Estonii – oferta dla Duczmal Ryby Wędzone",
        body="""\
Szanowny Panie,

nazywam się Tõnis Õunapuu i odpowiadam za sprzedaż zagraniczną w firmie AS Sindi Mets ja Meri z Parnawy (Pärnu) w Estonii. Piszę do Pana jako kierownika zakupów w Duczmal Ryby Wędzone sp. z o.o., ponieważ oferujemy flądrę wędzoną na gorąco, poławianą w Zatoce Ryskiej.

Flądry wędzimy w całości nad drewnem olchowym, w kalibrach 200–250 g oraz 250–350 g. Pakujemy je w kartony po 3 kg albo próżniowo po dwie sztuki; termin przydatności to 14 dni w temperaturze 0–4 °C. Do Polski dowozimy chłodnią w ciągu 24–30 godzin trasą Via Baltica.

Chętnie prześlę cennik DAP oraz karton próbny.

Z poważaniem
Tõnis Õunapuu
Välismüügijuht (kierownik sprzedaży zagranicznej)
AS Sindi Mets ja Meri
Pärnu, Estonia
tel. +372 444 7316""",
        note="Polish cold introduction; `Szanowny Panie` without the name; the recorded title "
             "inflected (`kierownika zakupów`); Pärnu also in its Polish name Parnawa; Zatoka "
             "Ryska, Via Baltica.",
        twin=Twin("title_wrong", "jako kierownika zakupów", "jako kierownika sprzedaży",
                  found="kierownika sprzedaży", expected="Kierownik zakupów",
                  note="a sales manager's title for the purchasing manager"),
    ),
    # N009 -------------------------------------------------------------------------------
    Mail(
        buyer="P009", sender="s1",
        subject="Following up – UKCA glulam with PEFC chain of custody",
        body="""\
Dear Tracey,

It was good to meet you at Timber Expo at the NEC in October, and thank you for walking me through your frame projects.

You mentioned that Edwards Timber Frame needs glulam beams that are UKCA-marked and covered by PEFC chain of custody. Both are in place at our plant: our UKCA certificate under BS EN 14080 was issued by a UK Approved Body, and our PEFC chain of custody number is printed on every delivery note and invoice.

We can supply GL24h and GL28c beams in standard sections or cut to your frame schedule, pre-drilled for connectors. Deliveries go by sea from Muuga to Tilbury or Immingham, about a week door to door.

Could you send me the beam schedule of a typical house? I will price it delivered to your yard.

Kind regards,

Tõnis Õunapuu
Head of Export Sales (Välismüügijuht)
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316 | tonis.ounapuu@sindimetsjameri.ee""",
        note="English first contact after the fair the note records (follow-up kind), answering "
             "the note's UKCA and PEFC needs; `Dear Tracey`; `Edwards Timber Frame` without Ltd.",
        twin=Twin("note_wrong", "at Timber Expo at the NEC in October", "at Ecobuild at ExCeL London in March",
                  found="Ecobuild at ExCeL London in March",
                  expected="Timber Expo, NEC Birmingham (Oct 2025)",
                  note="another UK building fair than the one the note records"),
    ),
    # N010 -------------------------------------------------------------------------------
    Mail(
        buyer="P010", sender="s1",
        subject="Frozen wild cranberries for Ζαχαροπλαστική Λιολιοπούλου",
        body="""\
Αγαπητή κυρία Λιολιοπούλου,

I am writing from AS Sindi Mets ja Meri in Pärnu, Estonia, where I look after our export customers. Knowing that Ζαχαροπλαστική Λιολιοπούλου Α.Ε. makes cakes and fruit fillings, I thought our frozen cranberries might interest you as Προϊσταμένη Προμηθειών.

Our berries are wild Estonian bog cranberries, hand-picked in autumn and IQF-frozen within a day. They keep their shape in baking and give a sharp, bright colour to fillings and glazes. We pack them whole in 10 kg or 2.5 kg cartons.

We ship in -18 °C reefer containers to Piraeus (about three weeks), or by groupage truck for smaller quantities.

Would a 2 kg sample be useful for your pastry chefs?

Με εκτίμηση,

Tõnis Õunapuu
Välismüügijuht (Export Sales Manager)
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316""",
        note="English with a Greek greeting (`Αγαπητή κυρία` + the recorded genitive family "
             "name) and closing; Greek company and title inside English sentences; Piraeus.",
        twin=Twin("company_missing", "Knowing that Ζαχαροπλαστική Λιολιοπούλου Α.Ε. makes",
                  "Knowing that your company makes", found="your company",
                  expected="Ζαχαροπλαστική Λιολιοπούλου Α.Ε.",
                  note="every mention of the company replaced by `your company` (subject too)",
                  also=(("subject", "for Ζαχαροπλαστική Λιολιοπούλου", "for your company", 1),)),
    ),
    # N011 -------------------------------------------------------------------------------
    Mail(
        buyer="P011", sender="s1",
        subject="Re: smoked flounder – fishing area and catch certificate",
        body="""\
Dear Mr Salminen,

Thank you for your questions about our smoked flounder.

Yes, most of our flounder comes from the Gulf of Riga (ICES subdivision 28.1), landed by coastal trap-net fishermen in Pärnu Bay and on Kihnu island. In late summer we also buy flounder from the open Baltic west of Saaremaa (subdivision 28.2); the fishing area is printed on every carton, so Kalatukku Salminen can keep the two apart if your customers ask.

Every lot comes with its EU catch certificate, and I attach the certificate of last week's lot as an example.

The fish is hot-smoked whole, 200–350 g, and vacuum-packed in pairs. With the Tallinn–Helsinki ferry we can deliver the day after smoking.

Ystävällisin terveisin,

Tõnis Õunapuu
Välismüügijuht / vientimyyntipäällikkö
AS Sindi Mets ja Meri
Pärnu, Estonia
+372 444 7316
tonis.ounapuu@sindimetsjameri.ee""",
        note="English reply to the note's questions (Gulf of Riga, catch certificate; the note "
             "allows English) with a Finnish closing; the sender's title also in Finnish; "
             "`Kalatukku Salminen` without Oy; ICES subdivisions, Kihnu, Saaremaa.",
        twin=Twin("sender_wrong", "+372 444 7316", "+372 444 7361",
                  expected="+372 444 7316", note="the sender's phone number with two digits swapped"),
    ),
    # N012 -------------------------------------------------------------------------------
    Mail(
        buyer="P012", sender="s1",
        subject="Glulam beams from Estonia – offer for «Աթանեսյան Շին»",
        body="""\
Հարգելի պարոն Աթանեսյան,

I am Tõnis Õunapuu, head of foreign sales at AS Sindi Mets ja Meri, a glulam producer in Pärnu, Estonia. As Գնումների բաժնի պետ you source the structural timber of «Աթանեսյան Շին» ՍՊԸ, and I would like to offer you our glulam beams.

We make straight and curved beams in GL24h and GL30c from Estonian spruce, CE-marked under EN 14080, up to 18 m long. For deliveries to Armenia we ship by container to Poti in Georgia and on by truck; a 40-ft container takes about 50 m³ of beams.

If you have a project in hand, our engineer can work out the sections with yours, and I will send you a price delivered to your site.

Հարգանքով,

Tõnis Õunapuu
Välismüügijuht
AS Sindi Mets ja Meri, Pärnu, Estonia
+372 444 7316 | tonis.ounapuu@sindimetsjameri.ee""",
        note="English with an Armenian greeting (`Հարգելի պարոն` + family name) and closing; "
             "the Armenian title and company (with ՍՊԸ and «») inside English sentences; Poti "
             "in Georgia as the route.",
        twin=Twin("title_wrong", "As Գնումների բաժնի պետ you", "As Վաճառքի բաժնի պետ you",
                  found="Վաճառքի բաժնի պետ", expected="Գնումների բաժնի պետ",
                  note="head of the sales department for head of purchasing"),
    ),
    # N013 -------------------------------------------------------------------------------
    Mail(
        buyer="P013", sender="s1",
        subject="Suite à Natexpo : canneberges sauvages surgelées bio",
        body="""\
Bonjour Madame Vidal,

Merci encore pour notre échange sur le stand de Natexpo en septembre. Comme convenu, je reviens vers vous au sujet des canneberges sauvages surgelées pour vos confitures bio.

Nos canneberges sont cueillies à la main dans les tourbières de la région de Pärnu, triées et surgelées IQF dans les 24 heures. Elles sont certifiées biologiques (organisme de contrôle EE-ÖKO-01) ; le certificat est joint à ce message.

Votre échantillon de 5 kg partira lundi prochain en colis express à -18 °C ; vous devriez le recevoir sous 48 heures. Pour les commandes, nous livrons en camion frigorifique, par palettes de 80 cartons de 10 kg.

N'hésitez pas à me dire si la Confiturerie Vidal souhaite aussi une fiche technique avec le Brix et l'acidité des baies.

Bien cordialement,

Tõnis Õunapuu
Responsable des ventes export (Välismüügijuht)
AS Sindi Mets ja Meri
Pärnu, Estonie
+372 444 7316""",
        note="French first contact after the fair the note (in French) records (follow-up kind); "
             "the 5 kg sample it asks for; `Confiturerie Vidal` without SAS; the sender's title "
             "translated.",
        twin=Twin("note_wrong", "Votre échantillon de 5 kg", "Votre échantillon de 500 g",
                  found="500 g", expected="5 kg (the note's sample)",
                  note="the note's request misquoted (500 g for a 5 kg sample)"),
    ),
    # N014 -------------------------------------------------------------------------------
    Mail(
        buyer="P014", sender="s1",
        subject="Hot-smoked Baltic flounder for Visgroothandel Fechant",
        body="""\
Dear Ms Fechant,

I'm Tõnis Õunapuu from AS Sindi Mets ja Meri in Pärnu, Estonia. We smoke Baltic flounder, and I'm writing to you as fish buyer at Visgroothandel Fechant B.V., since gerookte bot is still a classic on Dutch fish counters.

Our flounder is caught in the Gulf of Riga, hot-smoked whole over alder and packed in 3 kg cartons or vacuum packs of two, in sizes 200–250 g and 250–350 g. Shelf life is 14 days at 0–4 °C. We deliver to the Netherlands by chilled truck in about 48 hours, twice a week.

I'd be happy to send a sample carton and our price list. Which size suits your customers best?

Best regards,

Tõnis Õunapuu
Export Sales Manager
AS Sindi Mets ja Meri
+372 444 7316
www.sindimetsjameri.ee""",
        note="English cold introduction to a Dutch buyer; the recorded title `Inkoper vis` "
             "paraphrased as `fish buyer`; the product also by its Dutch name (gerookte bot).",
        twin=Twin("artifact", "hot-smoked whole over alder", "hot-smoked whole over over alder",
                  found="over over", expected="over", note="a doubled word"),
    ),
    # N015 -------------------------------------------------------------------------------
    Mail(
        buyer="P015", sender="s1",
        subject="冷凍蔓越莓10公斤裝及輸入台灣所需文件",
        body="""\
孫課長您好：

感謝您詢問我們的冷凍蔓越莓。以下說明10公斤紙箱包裝的規格，以及輸入台灣時食藥署（TFDA）通常需要的文件。

產品：愛沙尼亞野生蔓越莓，人工採收，IQF單顆急速冷凍，適合麵包、蛋糕與內餡。
包裝：10公斤紙箱（內襯食品級PE袋），每棧板80箱。

輸入文件（由進口商向食藥署申請輸入查驗）：
1. 商業發票與裝箱單
2. 原產地證明
3. 衛生證明（由愛沙尼亞農業與食品局簽發）
4. 產品規格書及農藥殘留檢驗報告
5. 中文標示資料（可依您提供的格式印在外箱上）

由塔林港以 -18 °C 冷凍貨櫃運至台中港約需40天。若台中孫氏烘焙原料有限公司需要，我們也可以先寄1公斤樣品給您，供台中的烘焙客戶試用。

敬祝 商祺

Tõnis Õunapuu
海外業務經理
AS Sindi Mets ja Meri
愛沙尼亞 派爾努
電話：+372 444 7316""",
        note="Traditional Chinese reply to the note's request (10 kg cartons, the documents Taiwan "
             "FDA needs; bakeries in Taichung); `孫課長` (family name + recorded title); the "
             "company as recorded; Taichung port.",
        twin=Twin("company_misspelled", "若台中孫氏烘焙原料有限公司需要", "若台中孫氏焙烘原料有限公司需要",
                  found="台中孫氏焙烘原料有限公司", expected="台中孫氏烘焙原料有限公司",
                  note="two characters swapped (烘焙 -> 焙烘)"),
    ),
    # N016 -------------------------------------------------------------------------------
    Mail(
        buyer="P016", sender="s2",
        subject="CPC for Simonsen Anodeverk – specification and 25 t trial lot",
        body="""\
Dear Ms Simonsen,

Thank you for your enquiry about calcined petroleum coke for your anode plant in Mosjøen.

Our anode-grade CPC is calcined in rotary kilns from green coke of Kuwaiti refineries. Typical analysis of current production:
- sulphur: 2.6–2.9%
- real density: 2.08–2.10 g/cm³
- vanadium below 250 ppm, nickel below 200 ppm
- ash below 0.3%

So both of your limits, sulphur below 3.0% and a real density of at least 2.08 g/cm³, are met, and each lot comes with its certificate of analysis from an independent laboratory.

The 25 t trial lot can go in one 20-ft container in 1.25 t bulk bags, CIF Mosjøen with transhipment in Rotterdam, about five weeks from loading at Shuaiba.

Kind regards,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482 | h.alroumi@failaka-hc.com.kw""",
        note="English reply to the note's request (sulphur, real density, 25 t trial lot to "
             "Mosjøen); the sender as `Hessa Al-Roumi` (without her father's name) with her "
             "Arabic title in English; `Simonsen Anodeverk` without AS; Shuaiba port.",
        twin=Twin("sender_wrong", "Failaka Heritage & Carbon Trading Co. K.S.C.C.",
                  "Failaka Heritage & Carbon Trading Co. W.L.L.",
                  expected="Failaka Heritage & Carbon Trading Co. K.S.C.C.",
                  note="the sender's legal form (W.L.L. for K.S.C.C.)"),
    ),
    # N017 -------------------------------------------------------------------------------
    Mail(
        buyer="P017", sender="s2",
        subject="دلال قهوة نحاسية بطلاء ذهبي بثلاثة أحجام",
        body="""\
الأستاذ تامر الخرافي المحترم،
مسؤول المشتريات – مؤسسة الخرافي للتجهيزات الفندقية

السلام عليكم ورحمة الله وبركاته،

شكراً لاهتمامكم بدلال القهوة التي نصنعها. بناءً على طلبكم، يسرّنا أن نعرض عليكم دلالاً من النحاس الأصفر بطلاء ذهبي، بثلاثة أحجام تناسب الفنادق:

- الحجم الصغير: ٠٫٥ لتر، للخدمة على الطاولة
- الحجم المتوسط: ١ لتر
- الحجم الكبير: ١٫٨ لتر، للبوفيه والاستقبال

تُصنع الدلال يدوياً في ورشتنا في الفحيحيل، والطلاء الذهبي يتحمل الغسيل اليومي. ويمكننا نقش شعار الفندق على الغطاء عند الطلب.

نرسل الشحنات إلى الرياض براً عبر منفذ النويصيب، وتصل خلال ثلاثة أيام تقريباً.

مع خالص التحية،

حصة الرومي
مديرة تطوير الأعمال الدولية
Failaka Heritage & Carbon Trading Co. K.S.C.C.
الفحيحيل، الكويت
هاتف: +965 2391 4482""",
        note="Arabic reply to the note's request (brass dallahs, gold finish, three sizes, hotels "
             "in Riyadh); address block with the recorded title and company; the sender's name in "
             "Arabic without her father's name, her title as recorded; the company in Latin "
             "letters; Fahaheel as الفحيحيل; the Nuwaiseeb crossing.",
        twin=Twin("contact_wrong", "الأستاذ تامر الخرافي المحترم", "الأستاذ ثامر الخرافي المحترم",
                  found="ثامر الخرافي", expected="تامر الخرافي",
                  note="a near-miss given name (ثامر for تامر)"),
    ),
    # N018 -------------------------------------------------------------------------------
    Mail(
        buyer="P018", sender="s2",
        subject="Handwoven Sadu cushion covers from Kuwait",
        body="""\
Dear Leanne,

I'm Hessa Al-Roumi of Failaka Heritage & Carbon Trading in Kuwait. Alongside our industrial business we run a weaving programme with Bedouin women weavers that makes Sadu cushion covers, and I think they would sit well in the Connor & Hart range.

Al Sadu is the traditional Bedouin weaving of Kuwait, recognised by UNESCO as intangible cultural heritage. Our covers are woven on ground looms from sheep's wool and camel hair, in the classic red, black, white and natural patterns. Sizes are 45 x 45 cm and 40 x 60 cm, with a concealed zip; each cover carries the weaver's name on its label.

As Head of Buying you will want to know about volumes: each weaver makes about eight covers a month, so we work with pre-orders of 100 to 300 pieces and a ten-week lead time. We quote FOB Shuwaikh or DAP to your warehouse in the UK.

Shall I send you a swatch book?

Best wishes,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="English cold introduction; `Dear Leanne`; `Connor & Hart` (the company without "
             "Interiors Ltd); the sender's company once without its legal form; `Head of Buying` "
             "as recorded; Shuwaikh port.",
        twin=Twin("category_wrong", "that makes Sadu cushion covers,", "that makes Sadu floor rugs,",
                  found="Sadu floor rugs", expected="Sadu cushion covers",
                  note="a neighbouring product (floor rugs) in the offer sentence"),
    ),
    # N019 -------------------------------------------------------------------------------
    Mail(
        buyer="P019", sender="s3",
        subject="Handgeschmiedete Klangschalen – Muster für Klangwelt Röhrdanz",
        body="""\
Sehr geehrter Herr Röhrdanz,

vielen Dank für Ihren Besuch an unserem Stand auf der Ambiente in Frankfurt. Wie besprochen, hier die Angaben zu unseren handgeschmiedeten Klangschalen in drei Größen:

- klein: Ø 12–13 cm, etwa 350 g
- mittel: Ø 16–18 cm, etwa 700 g
- groß: Ø 22–24 cm, etwa 1,3 kg

Alle Schalen werden in unserer Werkstatt in Pokhara von Hand aus Kupfer-Zinn-Bronze geschmiedet, nicht gegossen. Zu jeder Schale gehören ein Klöppel und ein Kissen.

Das gewünschte Muster – je eine Schale pro Größe – geht diese Woche per Luftpost an Sie; die Sendungsnummer schicke ich Ihnen, sobald sie vorliegt.

Mit freundlichen Grüßen aus Pokhara

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
Tel. +977 61 465208""",
        note="German first contact after the fair the note (in German) records (follow-up kind); "
             "three sizes and the sample it asks for; `Klangwelt Röhrdanz` without e.K.; the "
             "sender's English title kept in a German mail.",
        twin=Twin("note_wrong", "auf der Ambiente in Frankfurt", "auf der Tendence in Frankfurt",
                  found="Tendence in Frankfurt", expected="Ambiente Frankfurt",
                  note="another Frankfurt consumer-goods fair than the one the note records"),
    ),
    # N020 -------------------------------------------------------------------------------
    Mail(
        buyer="P020", sender="s3",
        subject="Filato di ortica himalayana per Filati Giannelli",
        body="""\
Gentile Signora Giannelli,

mi chiamo Pramila Thapa Magar e mi occupo dell'export per Phewa Dhatu Jadibuti Udyog Pvt. Ltd., un'azienda di Pokhara, in Nepal. Le scrivo in qualità di responsabile acquisti di Filati Giannelli S.r.l. per presentarLe il nostro filato di ortica.

L'ortica gigante himalayana (allo, Girardinia diversifolia) cresce spontanea sulle colline intorno a Pokhara. Le fibre vengono estratte, cardate e filate a mano da cooperative di donne: ne risulta un filato naturale, lucido e resistente, nei titoli da Nm 4/1 a Nm 10/1, anche in mischia con cotone biologico.

Forniamo rocche da 1 kg, in colore naturale o tinte con coloranti vegetali, e possiamo inviarLe un campionario con dieci titoli. Le spedizioni partono per via aerea da Kathmandu e arrivano a Milano Malpensa in circa una settimana.

Cordiali saluti,

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208 · pramila@phewadhatu.com.np""",
        note="Italian cold introduction (`Gentile Signora`, courtesy capitals `Le`, "
             "`presentarLe`); the recorded title in lower case inside an Italian sentence; the "
             "category in Italian (filato di ortica) and by its Nepali name allo, Girardinia "
             "diversifolia; Malpensa.",
        twin=Twin("title_wrong", "in qualità di responsabile acquisti", "in qualità di responsabile commerciale",
                  found="responsabile commerciale", expected="Responsabile acquisti",
                  note="a sales manager's title for the purchasing manager"),
    ),
]
