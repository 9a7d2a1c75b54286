"""Natural e-mails N001-N020 of dev_fresh38 (one per buyer P001-P020), each with its twin's edit."""
from mail import Mail, Twin

S1_SIG = """Dorota Szczepańska-Kubiak
Head of Export Department
Bóbr Ceramika i Szkło Sp. z o.o.
Bolesławiec, Poland
+48 75 612 48 30"""

MAILS = [
    Mail(
        buyer="P001", sender="s1",
        subject="Polish stoneware for Gomez Kitchen & Table – Prop 65 and FDA reports",
        body="""Hi April,

It was a pleasure to meet you at Atlanta Market in January, and thank you for stopping by our booth.

As promised, before you plan a first order: our hand-painted stoneware is tested every year by an accredited lab for lead and cadmium release against the FDA limits for ceramic ware, and we hold a California Prop 65 assessment for every glaze we use. I can send both reports as PDFs this week – would you like them for the whole range, or only for the mugs, bowls and bakers you liked?

A few facts for your team: each piece is stamped and painted by hand in Bolesławiec, fired at about 1,250 °C, and is dishwasher, microwave, oven and freezer safe.

If it helps, I can also put together a mixed opening assortment for Gomez Kitchen & Table with our US wholesale prices.

Best regards,
Dorota Szczepańska-Kubiak
Head of Export, Bóbr Ceramika i Szkło Sp. z o.o.
Bolesławiec, Poland · +48 75 612 48 30""",
        note="follow-up: first contact after the fair the note records (Atlanta Market), answers its "
             "request (Prop 65, FDA lead/cadmium reports); English; sender's title translated "
             "(Head of Export); Bolesławiec as the maker's town",
        twin=Twin("note_wrong", "body", "meet you at Atlanta Market in January",
                  "meet you at Las Vegas Market in January",
                  "Met at Atlanta Market in January.",
                  "a fair the note does not name (Las Vegas Market) in place of Atlanta Market",
                  found="Las Vegas Market"),
    ),
    Mail(
        buyer="P002", sender="s1",
        subject="16cm取り皿とご飯茶碗のご案内（ポーランド・ボレスワヴィエツの手描き食器）",
        body="""遠藤商事株式会社
輸入雑貨バイヤー
遠藤 亮介 様

弊社の手描き食器にご関心をお寄せいただき、誠にありがとうございます。ポーランド・ボレスワヴィエツのBóbr Ceramika i Szkłoで輸出を担当しております、ドロタ・シュチェパンスカ＝クビャクと申します。

ご要望いただいた16cmの取り皿とご飯茶碗について、ご案内いたします。
・取り皿（直径16cm）：定番の絵柄12種類からお選びいただけます
・ご飯茶碗（直径11.5cm、容量約300ml）：日本のお客様向けに今年から製作しているサイズです
いずれも一点ずつスタンプと手描きで絵付けした炻器で、食器洗浄機・電子レンジ・オーブンに対応しております。

ご興味がございましたら、両アイテムのサンプルと卸価格表をお送りいたします。今後のご連絡も日本語でさせていただきますので、どうぞお気軽にお申し付けください。

何卒よろしくお願い申し上げます。

Bóbr Ceramika i Szkło Sp. z o.o.
輸出部長　ドロタ・シュチェパンスカ＝クビャク
Tel: +48 75 612 48 30
d.szczepanska@bobr-ceramika.pl""",
        note="first e-mail answering the note's request (16 cm plates, rice bowls) in Japanese as "
             "the note asks; address block with company, recorded title and `遠藤 亮介 様`; the "
             "category as 炻器 (stoneware); sender's name in katakana, company in Latin, title "
             "translated (輸出部長)",
        twin=Twin("contact_wrong", "body", "遠藤 亮介 様", "江藤 亮介 様", "遠藤 亮介",
                  "another family name (江藤, a near-homophone) in the address block",
                  found="江藤 亮介"),
    ),
    Mail(
        buyer="P003", sender="s1",
        subject="Handbemalte Keramik aus Bunzlau für die Metz Tafelkultur GmbH",
        body="""Sehr geehrte Frau Metz,

ich schreibe Ihnen als Leiterin der Exportabteilung von Bóbr Ceramika i Szkło aus Bolesławiec – vielen Ihrer Kundinnen und Kunden eher als Bunzlau bekannt. Wir fertigen dort handbemaltes Steinzeug im typischen Bunzlauer Stil: Tassen, Teller, Schüsseln und Auflaufformen, jedes Stück von Hand gestempelt und bemalt.

Da Sie als Einkäuferin Tischkultur das Sortiment der Metz Tafelkultur verantworten, dachte ich, dass unsere Dekore – vom klassischen Pfauenauge bis zu neuen, ruhigeren Mustern – gut zu Ihrem Angebot passen könnten. Alle Stücke sind spülmaschinen-, mikrowellen- und backofenfest. Nach Deutschland liefern wir per Spedition in zwei bis drei Werktagen.

Darf ich Ihnen unseren aktuellen Katalog mit Händlerpreisen schicken?

Mit freundlichen Grüßen

Dorota Szczepańska-Kubiak
Kierowniczka Działu Eksportu (Leiterin Export)
Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="cold first e-mail in German; the town's German name Bunzlau and `Bunzlauer Stil` "
             "(the pottery's German trade name) beside Bolesławiec; recorded title inside the "
             "sentence (`als Einkäuferin Tischkultur`); company without legal form in the body; "
             "the category as `handbemaltes Steinzeug`; sender's title in Polish with a German gloss",
        twin=Twin("title_wrong", "body", "als Einkäuferin Tischkultur",
                  "als Einkaufsleiterin Tischkultur", "Einkäuferin Tischkultur",
                  "one rung up: head of purchasing for the recorded buyer",
                  found="Einkaufsleiterin Tischkultur"),
    ),
    Mail(
        buyer="P004", sender="s1",
        subject="Hand-painted Polish stoneware – a new line for your customers?",
        body="""Beste Bastiaan,

I hope you don't mind an e-mail out of the blue. My name is Dorota Szczepańska and I look after export at Bóbr Ceramika i Szkło in Bolesławiec, south-west Poland, where we make hand-painted stoneware in the traditional Bolesławiec style.

I think our mugs, bowls and oven dishes could be a good fit for Salet Servies B.V.: every piece is stamped and painted by hand, the patterns are instantly recognisable, and everything is dishwasher and oven safe.

We already deliver to shops in Belgium and Germany by pallet, so the Netherlands is a short trip for us – about four days door to door, DAP your warehouse.

If you're interested, I'd be glad to send a sample box with six of our best-selling patterns.

Met vriendelijke groet,
Dorota Szczepańska
Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="cold first e-mail in English with a Dutch greeting and closing (`Beste Bastiaan`, "
             "`Met vriendelijke groet`); sender signs with one half of her double family name; "
             "other countries named as existing markets (Belgium, Germany)",
        twin=Twin("company_misspelled", "body", "Salet Servies B.V.", "Sallet Servies B.V.",
                  "Salet Servies B.V.", "a doubled l in the family name of the company"),
    ),
    Mail(
        buyer="P005", sender="s1",
        subject="Wholesale price list in AUD – Bóbr hand-painted stoneware",
        body="""Dear Lisa,

Thank you for your interest in our stoneware for Mathews Homewares. As you asked, I've attached our wholesale price list in Australian dollars, valid until the end of the year.

On your second question: yes, every piece is dishwasher safe and oven safe (up to 250 °C), and microwave and freezer safe as well. The glazes are lead- and cadmium-free, and the clay is fired at around 1,250 °C, so the pieces stand up to everyday use.

Many of our retailers sell the patterns in small sets – a mug, a bowl and a plate – which tends to work well in gift shops. I'd be happy to suggest a starter assortment for the independent shops you supply in Victoria.

We ship by sea from Gdynia to Melbourne, which takes about six weeks, so an order placed in August reaches your warehouse in Australia well before Christmas.

Kind regards,
Dorota Szczepańska-Kubiak
Export, Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30 · d.szczepanska@bobr-ceramika.pl""",
        note="first e-mail answering the note's two requests (AUD price list; dishwasher and oven "
             "safe) and using its customers (gift shops in Victoria); company without legal form; "
             "ports Gdynia and Melbourne",
        twin=Twin("country_wrong", "body", "your warehouse in Australia",
                  "your warehouse in New Zealand", "Australia",
                  "the buyer's warehouse placed in the neighbouring country", found="New Zealand"),
    ),
    Mail(
        buyer="P006", sender="s1",
        subject="Following up from Spring Fair – bauble catalogue and MOQs",
        body="""Dear Albert,

Thank you for stopping by our stand at Spring Fair at the NEC – it was good to talk baubles with someone who knows the trade so well.

As promised, our 2026 catalogue is attached. It has around 180 mouth-blown glass baubles, all silvered inside and painted by hand in our workshop near Bolesławiec, from 6 cm miniatures to 12 cm showpieces.

On minimum orders: we ask for 36 pieces per design (three cartons of twelve) and 600 pieces for a first order in total. Designs made only for Lucas Festive Décor – a colour, a motif or a logo – start at 240 pieces per design.

For the UK we quote DDP your warehouse, so our forwarder handles customs and you receive the goods as you would from a domestic supplier.

Happy to set up a call if you'd like to go through the catalogue together.

Kind regards,
""" + S1_SIG,
        note="follow-up: first contact after the fair the note records (Spring Fair, NEC "
             "Birmingham), answers both requests (catalogue, minimum order per design); company "
             "without legal form; DDP",
        twin=Twin("artifact", "body", "all silvered inside and painted",
                  "all silvered inside, all silvered inside and painted", "all silvered inside",
                  "a doubled phrase", found="all silvered inside, all silvered inside"),
    ),
    Mail(
        buyer="P007", sender="s1",
        subject="Mondgeblazen glazen kerstballen uit Polen",
        body="""Beste Juul,

Mijn naam is Dorota Szczepańska-Kubiak, ik ben hoofd export bij Bóbr Ceramika i Szkło in Bolesławiec (Polen). Naast handbeschilderd steengoed maken wij mondgeblazen glazen kerstballen, die in onze eigen werkplaats met de hand worden verzilverd en beschilderd.

Als category manager kerst bij Van der Veiver Kerstdecoratie kijkt u waarschijnlijk al naar het assortiment voor volgend jaar. Wij laten u graag een paar ontwerpen zien: klassieke rode en gouden ballen, maar ook figuren zoals eikels, paddenstoelen en vogeltjes.

Wij leveren al aan winkels in Duitsland en België; een zending naar Nederland is met de vrachtwagen in ongeveer vier dagen bij u.

Zal ik u onze catalogus en prijslijst sturen?

Met vriendelijke groet,
Dorota Szczepańska-Kubiak
Kierowniczka Działu Eksportu – hoofd export
Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="cold first e-mail in Dutch; the recorded title lower-cased inside the sentence "
             "(`Als category manager kerst bij`); company without B.V.; category as `glazen "
             "kerstballen`; sender's Polish title with a Dutch gloss",
        twin=Twin("company_foreign", "body", "bij Van der Veiver Kerstdecoratie kijkt",
                  "bij Salet Servies kijkt", "Van der Veiver Kerstdecoratie B.V.",
                  "another Dutch buyer's company of this set", found="Salet Servies"),
    ),
    Mail(
        buyer="P008", sender="s1",
        subject="Hand-painted glass baubles from Poland – χριστουγεννιάτικα στολίδια",
        body="""Αγαπητέ κύριε Γκαγκαουδάκη,

I hope you'll forgive me for writing in English. I'm Dorota Szczepańska-Kubiak, head of export at Bóbr Ceramika i Szkło in Bolesławiec, Poland, and I'm writing because I believe our mouth-blown glass baubles could suit Γκαγκαουδάκης Χριστουγεννιάτικα Είδη Ο.Ε. very well.

Every bauble is blown, silvered and painted by hand. Besides classic balls we make many figures – angels, stars, small churches and sailing boats – which our customers in Cyprus tell us sell well to Greek families.

As Υπεύθυνος Αγορών you will know how early Christmas buying starts: orders placed by the end of June can be delivered to Greece by truck in September.

Shall I send you our catalogue and price list?

Με εκτίμηση,
Dorota Szczepańska-Kubiak
Head of Export, Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="cold first e-mail in English with a Greek greeting (vocative `κύριε Γκαγκαουδάκη`) "
             "and closing; company in full in Greek script inside an English sentence; recorded "
             "Greek title inside English (`As Υπεύθυνος Αγορών`); Cyprus named as another market",
        twin=Twin("company_misspelled", "body",
                  "suit Γκαγκαουδάκης Χριστουγεννιάτικα", "suit Γκαγκαουδάκις Χριστουγεννιάτικα",
                  "Γκαγκαουδάκης Χριστουγεννιάτικα Είδη Ο.Ε.",
                  "ι for η in the family name of the company",
                  found="Γκαγκαουδάκις Χριστουγεννιάτικα Είδη Ο.Ε."),
    ),
    Mail(
        buyer="P009", sender="s1",
        subject="Ръчно рисувани стъклени коледни играчки от Полша",
        body="""Уважаема госпожо Плюнкова,

Казвам се Дорота Шчепанска-Кубяк и отговарям за износа в Bóbr Ceramika i Szkło – полска фирма от град Болеславец. Произвеждаме ръчно издухани и ръчно рисувани стъклени коледни играчки: класически топки, звезди, шишарки и фигурки.

Пиша Ви, защото смятам, че нашите играчки биха допълнили асортимента на Плюнкова Декор ЕООД. Като мениджър покупки Вие най-добре знаете кои модели се търсят – ще се радвам да ги обсъдим.

Доставяме до България с камион за около пет дни, DAP до Вашия склад.

Ще Ви изпратя с удоволствие каталог и ценова листа.

С уважение,
Дорота Шчепанска-Кубяк
Ръководител отдел „Износ“
Bóbr Ceramika i Szkło Sp. z o.o.
тел. +48 75 612 48 30
d.szczepanska@bobr-ceramika.pl""",
        note="cold first e-mail in Bulgarian; the sender's name and town in Cyrillic (Дорота "
             "Шчепанска-Кубяк, Болеславец), her company in Latin; recorded title lower-cased in "
             "the sentence (`Като мениджър покупки`); category as `стъклени коледни играчки`",
        twin=Twin("sender_wrong", "body", "+48 75 612 48 30", "+48 75 621 48 30",
                  "+48 75 612 48 30", "the sender's phone with two digits swapped"),
    ),
    Mail(
        buyer="P010", sender="s1",
        subject="Hand-blown glass baubles from Poland / 폴란드 수제 유리 오너먼트",
        body="""허종수 차장님께,

My name is Dorota Szczepańska-Kubiak, and I head the export department at Bóbr Ceramika i Szkło in Bolesławiec, Poland. We make mouth-blown glass baubles, silvered and painted entirely by hand.

European Christmas decorations seem to be more and more popular in Korea, and I think our baubles could be a good addition to the range of 주식회사 누리장식. Besides classic round baubles in 6, 8 and 10 cm we make figures – snowmen, owls, Santa Claus and angels.

We ship to Busan by sea in about five weeks, each bauble in its own box, and we can add Korean labels if needed.

I'd be glad to send our English catalogue and a few samples.

감사합니다.
Dorota Szczepańska-Kubiak
Head of Export Department
Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="cold first e-mail in English with a Korean greeting (name + rank `허종수 차장님께`) "
             "and closing; subject half in Korean; company in Hangul with 주식회사 inside English",
        twin=Twin("title_wrong", "body", "허종수 차장님께", "허종수 부장님께", "수입팀 차장",
                  "one rung up (부장, department head, for 차장) in the greeting", found="부장"),
    ),
    Mail(
        buyer="P011", sender="s1",
        subject="Palm-oil-free gingerbread with Swedish labels",
        body="""Hej Malin,

Thank you for your questions about our gingerbread for Jansson Delikatesser.

Palm oil first: Our gingerbread is made without palm oil. The dough uses rapeseed oil and butter, and the chocolate coating is made with cocoa butter only, so you can say "utan palmolja" on the shelf.

Labels: we can print the full label in Swedish – ingredients, allergens and nutrition table – on every pack, or add a Swedish sticker for small first orders.

Since you already sell Swedish pepparkakor, our products would sit next to them rather than compete: they are soft Toruń-style pierniki, filled with plum jam or covered in dark chocolate, more of a gift than an everyday biscuit.

I'd be glad to send a sample box to your office.

Med vänliga hälsningar,
Dorota Szczepańska-Kubiak
Exportchef, Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="first e-mail answering both of the note's questions (palm oil, Swedish labels) and "
             "using its context (they sell pepparkakor); English with Swedish greeting, closing "
             "and a Swedish shelf phrase; Polish `pierniki` and Swedish `pepparkakor` beside "
             "gingerbread; sender's title in Swedish (Exportchef)",
        twin=Twin("category_wrong", "body", "Our gingerbread is made without palm oil",
                  "Our shortbread is made without palm oil", "gingerbread",
                  "a neighbouring biscuit (shortbread) for the product", found="shortbread"),
    ),
    Mail(
        buyer="P012", sender="s1",
        subject="Polish gingerbread for Sullivan Fine Foods",
        body="""Dear Mr Sullivan,

I'm writing from Bóbr Ceramika i Szkło, a company in Bolesławiec, Poland, best known for stoneware, which also exports traditional Polish gingerbread – pierniki – baked to a Toruń recipe with honey and spices.

As Category Manager, Confectionery at Sullivan Fine Foods Inc., you may already be planning your holiday range. Our best sellers are chocolate-covered gingerbread hearts, plum-jam-filled pierniki and tins of mini gingerbread that make an easy gift.

Shelf life is 12 months, and we can prepare bilingual English/French labels to meet the rules in Canada.

Would a sample box and a price list be helpful?

Best regards,
Dorota Szczepańska-Kubiak
Head of Export
Bóbr Ceramika i Szkło Sp. z o.o., Bolesławiec, Poland
+48 75 612 48 30 | d.szczepanska@bobr-ceramika.pl""",
        note="cold first e-mail in English; recorded title with its comma inside the sentence "
             "(`As Category Manager, Confectionery at`); Toruń named as the recipe's origin",
        twin=Twin("country_wrong", "body", "the rules in Canada", "the rules in the United States",
                  "Canada", "the buyer's country as its neighbour", found="the United States"),
    ),
    Mail(
        buyer="P013", sender="s1",
        subject="Muster gefüllte Lebkuchenherzen – Versand noch im Juli",
        body="""Sehr geehrter Herr Hentschel,

vielen Dank für Ihr Interesse an unserem Lebkuchen. Es freut mich, dass Sie die Thorner Kathrinchen aus dem Urlaub kennen – unsere Pierniki werden nach demselben Thorner Rezept mit Honig und Gewürzen gebacken.

Die gewünschten Muster der gefüllten Lebkuchenherzen (mit Pflaumenmus, in Zartbitterschokolade) schicke ich Ihnen gern noch vor Ende Juli, damit Sie genug Zeit für Ihre Weihnachtsplanung haben. Ich lege auch einige Kathrinchen und unsere Lebkuchen in der Blechdose bei.

Da Sie als Geschäftsführer von Hentschel Feinkost selbst entscheiden, füge ich gleich unsere Händlerpreisliste für Deutschland bei.

Mit freundlichen Grüßen aus Bolesławiec

Dorota Szczepańska-Kubiak
Leiterin Exportabteilung
Bóbr Ceramika i Szkło Sp. z o.o.
+48 75 612 48 30""",
        note="first e-mail answering the German note (knows Thorner Kathrinchen from a holiday; "
             "samples of filled gingerbread hearts before the end of July) in German; recorded "
             "title in the sentence (`als Geschäftsführer von`); company without e.K.; category "
             "as Lebkuchen/Pierniki",
        twin=Twin("title_wrong", "body", "als Geschäftsführer von", "als Einkaufsleiter von",
                  "Geschäftsführer", "a purchasing title for the recorded managing director",
                  found="Einkaufsleiter"),
    ),
    Mail(
        buyer="P014", sender="s1",
        subject="波蘭傳統薑餅 — 給德陳貿易的合作提案",
        body="""陳專員您好：

我是波蘭Bóbr Ceramika i Szkło公司的出口部經理Dorota Szczepańska-Kubiak。我們位於波蘭西南部的博萊斯瓦維茨（Bolesławiec），除了手繪陶器之外，也出口依照托倫（Toruń）傳統配方製作的波蘭薑餅（pierniki）。

我想向德陳貿易有限公司介紹我們的產品：
・巧克力薑餅心（每盒150克）
・梅子果醬夾心薑餅
・鐵盒裝迷你薑餅，適合作為聖誕節禮品

產品保存期限為12個月，不含棕櫚油，並可依台灣法規提供中文標示。海運至基隆約需六週。

如您有興趣，我很樂意寄送樣品及報價單給您參考。

敬祝 商祺

Dorota Szczepańska-Kubiak
出口部經理
Bóbr Ceramika i Szkło Sp. z o.o.
電話：+48 75 612 48 30""",
        note="cold first e-mail in traditional Chinese; greeting with family name and the "
             "title's last word (`陳專員您好`); company in full in the body, short in the subject; "
             "category as 薑餅; sender's company and name in Latin, title translated (出口部經理); "
             "Keelung",
        twin=Twin("company_misspelled", "body", "向德陳貿易有限公司", "向得陳貿易有限公司",
                  "德陳貿易有限公司", "a homophone character (得 for 德)", found="得陳貿易有限公司"),
    ),
    Mail(
        buyer="P015", sender="s1",
        subject="Lebkuchen aus Polen – Pierniki nach Thorner Art",
        body="""Sehr geehrte Frau Zöhrer,

mein Name ist Dorota Szczepańska-Kubiak, ich leite die Exportabteilung von Bóbr Ceramika i Szkło in Bolesławiec (Polen). Neben handbemalter Keramik exportieren wir traditionellen polnischen Lebkuchen, gebacken nach Thorner Rezept.

Ich schreibe an Zöhrer Süßwaren, weil polnische Pierniki in Österreich noch selten zu finden sind und sich gut neben heimischem Lebkuchen behaupten könnten: gefüllte Herzen mit Pflaumenmus, Lebkuchen in Zartbitterschokolade und kleine Geschenkdosen.

Für die Weihnachtssaison schicke ich Ihnen gern eine Musterbox und unsere Preisliste für Österreich; per Spedition liefern wir in drei bis vier Werktagen.

Mit freundlichen Grüßen
Dorota Szczepańska-Kubiak
Exportleitung
Bóbr Ceramika i Szkło Sp. z o.o.""",
        note="cold first e-mail in German to an Austrian buyer; company without GmbH; category as "
             "Lebkuchen and Pierniki; sender's title as `Exportleitung`",
        twin=Twin("company_missing", "body", "Zöhrer Süßwaren", "Ihr Unternehmen",
                  "Zöhrer Süßwaren GmbH", "the only mention of the company replaced by `Ihr "
                  "Unternehmen`", forms=("Zöhrer Süßwaren GmbH", "Zöhrer Süßwaren")),
    ),
    Mail(
        buyer="P016", sender="s2",
        subject="ملوخية مجمدة بعبوات 400 غرام – شهادة حلال وتسجيل SFDA",
        body="""السيد منيب آل الشيخ المحترم،

تحية طيبة وبعد،

أشكركم على اهتمامكم بالملوخية المجمدة من شركتنا بني حسن أجرو إكسبورت في المنيا بمصر. وبصفتكم مدير قسم المواد الغذائية، يسعدني أن أرد على طلباتكم:

- شهادة الحلال: جميع منتجاتنا حاصلة على شهادة حلال سارية، وسنرفق نسخة منها مع عرض السعر.
- تسجيل المنتج لدى الهيئة العامة للغذاء والدواء (SFDA): لدينا جميع المستندات المطلوبة، وسنتولى التسجيل بالتنسيق معكم.
- العبوات: نوفر الملوخية المفرومة المجمدة في عبوات 400 غرام، 20 عبوة في الكرتونة، وهي مناسبة لرفوف السوبر ماركت في الرياض.

يمكننا الشحن في حاويات مبردة 40 قدمًا إلى ميناء جدة الإسلامي أو ميناء الدمام.

أتطلع إلى ردكم.

مع خالص التحيات،
نورهان عادل عبد الفتاح
مديرة مبيعات التصدير
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="first e-mail answering the note's three points (halal, SFDA registration, 400 g "
             "packs for Riyadh supermarkets) wholly in Arabic; the sender's company transliterated "
             "in Arabic in the body (بني حسن أجرو إكسبورت) and in Latin in the signature; her name "
             "and title in Arabic; recorded title inside the sentence; Jeddah, Dammam",
        twin=Twin("contact_wrong", "body", "السيد منيب آل الشيخ", "السيد منير آل الشيخ",
                  "منيب آل الشيخ", "another given name one letter off (منير for منيب)",
                  found="منير آل الشيخ"),
    ),
    Mail(
        buyer="P017", sender="s2",
        subject="Minced frozen molokhia for your restaurant customers",
        body="""Dear Ms Alia,

Thank you for your message. Since the Egyptian restaurants you supply in Dubai and Sharjah prefer minced molokhia, not whole leaves, I'm glad to say that minced is our main product: the leaves are picked around Minya in the morning, blanched, finely minced and IQF-frozen the same day, so the colour and texture Egyptian cooks look for stay as they should.

For food service we pack minced molokhia in 1 kg bags, 10 bags to a carton, and a 40 ft reefer container to Jebel Ali holds about 2,200 cartons.

I'll send you our price list CFR Jebel Ali and our halal certificate today.

With best regards,
Nourhan Adel
Export Sales Director
Beni Hasan Agro Export S.A.E., Minya, Egypt
+20 86 236 4175""",
        note="first e-mail answering the note (Egyptian restaurants in Dubai and Sharjah; minced, "
             "not whole leaves); Gulf-style address with the given name (`Dear Ms Alia`); sender "
             "signs with given name and father's name (Nourhan Adel); Jebel Ali, CFR",
        twin=Twin("note_wrong", "body", "prefer minced molokhia, not whole leaves",
                  "prefer whole leaves, not minced molokhia",
                  "wants minced molokhia, not whole leaves",
                  "the note's wish misquoted (turned round)",
                  found="prefer whole leaves, not minced molokhia"),
    ),
    Mail(
        buyer="P018", sender="s2",
        subject="Frozen molokhia from Egypt – minced or whole leaf",
        body="""Dear Ms Booth,

I'm Nourhan Adel Abdelfattah, Export Sales Director at Beni Hasan Agro Export S.A.E. We grow and freeze molokhia (jute mallow) on farms around Minya in Upper Egypt, and I'd like to offer it to Booth & Karim World Foods for your world-food range.

We supply frozen molokhia in two forms – minced, ready to cook, and whole leaves – in 400 g retail bags or 1 kg catering packs. Many of our customers in the UK sell it to Egyptian, Sudanese and Levantine shoppers.

As Buyer, World Foods, you will know how hard it is to find molokhia with a consistent green colour; ours is blanched and frozen within hours of picking.

We ship in reefer containers to Felixstowe and can consolidate smaller orders through a cold store near London.

Would you like a sample carton?

Kind regards,
Nourhan Adel Abdelfattah
Export Sales Director, Beni Hasan Agro Export S.A.E.
+20 86 236 4175 · nourhan.adel@benihasan-agro.com.eg""",
        note="cold first e-mail in English; recorded title with its comma inside the sentence "
             "(`As Buyer, World Foods,`); company without Ltd; jute mallow as the English name of "
             "molokhia; Felixstowe",
        twin=Twin("company_foreign", "body", "offer it to Booth & Karim World Foods for",
                  "offer it to Johnson & Reyes Mexican Foods for", "Booth & Karim World Foods Ltd",
                  "another UK buyer's company of this set", found="Johnson & Reyes Mexican Foods"),
    ),
    Mail(
        buyer="P019", sender="s2",
        subject="Dampfsterilisierter Majoran aus Ägypten – PA-Analyse je Partie",
        body="""Sehr geehrte Frau Käster,

vielen Dank für Ihre Anfrage. Gern biete ich Ihnen unseren gerebelten Majoran aus Mittelägypten an, in der Qualität, die Sie beschrieben haben:

– dampfsterilisiert, ohne Bestrahlung und ohne ETO
– für jede Partie eine Analyse auf Pyrrolizidinalkaloide (PA) durch ein akkreditiertes Labor, die wir Ihnen vor dem Versand schicken
– Reinheit mindestens 99,5 %, Feuchte höchstens 10 %

Bei etwa 8 Tonnen im Jahr schlage ich vier Abrufe zu je 2 Tonnen vor, in 20-kg-Papiersäcken mit PE-Inliner, CIF Hamburg. Ein 1-kg-Muster für die Käster Gewürzmühle ist bereits vorbereitet.

Mit freundlichen Grüßen
Nourhan Adel Abdelfattah
Export Sales Director
Beni Hasan Agro Export S.A.E., Minya (Ägypten)""",
        note="first e-mail answering all three points of the note (steam sterilisation, PA "
             "analysis per lot, about 8 tonnes a year) in German; category as `gerebelter "
             "Majoran`; company without GmbH; CIF Hamburg",
        twin=Twin("category_wrong", "body", "unseren gerebelten Majoran",
                  "unseren gerebelten Oregano", "dried marjoram",
                  "a neighbouring herb (oregano) for marjoram", found="Oregano"),
    ),
    Mail(
        buyer="P020", sender="s2",
        subject="Egyiptomi majoránna a Szabó Fűszer Kft. részére",
        body="""Tisztelt Szabó Úr!

Nourhan Adel Abdelfattah vagyok, a Beni Hasan Agro Export S.A.E. exportértékesítési igazgatója. Az egyiptomi Minya tartományban termesztünk, szárítunk és tisztítunk majoránnát európai fűszercégek számára.

A magyar konyha sok majoránnát használ – a kolbászba, a hurkába és sok levesbe –, ezért remélem, hogy termékünk felkelti a Szabó Fűszer Kft. érdeklődését.

Az új termést májusban és júniusban takarítjuk be. Morzsolt (1–4 mm) és egész levelű majoránnát kínálunk, kérésre gőzsterilizálva, 15 kg-os papírzsákokban.

Szívesen küldök mintát és árajánlatot, magyarországi raktárba szállítva.

Üdvözlettel:
Nourhan Adel Abdelfattah
Export Sales Director
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="cold first e-mail in Hungarian; the contact recorded family name first (Szabó "
             "János), addressed `Tisztelt Szabó Úr!`; company in full with Kft. in subject and body; "
             "sender's title translated in the body (exportértékesítési igazgató), English in the signature",
        twin=Twin("contact_wrong", "body", "Tisztelt Szabó Úr!", "Tisztelt Szalai Úr!",
                  "Szabó János", "another Hungarian family name in the greeting", found="Szalai"),
    ),
]
