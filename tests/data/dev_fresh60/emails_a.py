"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, T

S1_SIG_EN = """Nikolina Glavić
Export Manager, Elafiti Podrum d.o.o.
Dubrovnik, Croatia
+385 20 358 214 | nikolina.glavic@elafiti-podrum.hr"""

S2_SIG = """Salim Hamed Al-Yaqoubi
Marketing & Export Manager
Jebel Kawr Resources & Trading LLC
Ibri, Sultanate of Oman
Tel. +968 2569 1473 | salim.alyaqoubi@jebelkawr.om
www.jebelkawr.om"""

MAILS = [
    # N001 P001 Italian, after Cibus Parma, price list asked for
    Mail("P001", "s1",
         "Listino prezzi Paški sir (formaggio di Pag) stagionato 12 mesi",
         """Gentile Sig. Ginesio,

è stato un piacere conoscerLa al Cibus di Parma. Come promesso, Le invio in allegato il listino prezzi delle forme di Paški sir stagionate 12 mesi, il formaggio di pecora DOP dell'isola di Pag.

Le forme pesano circa 2,5–3 kg, sono confezionate sottovuoto e viaggiano refrigerate da Dubrovnik; per la Formaggeria Ginesio possiamo consegnare DAP Trieste oppure direttamente al Vostro magazzino con camion frigorifero (ordine minimo 40 forme).

Se lo desidera, aggiungiamo al primo ordine due forme da 18 mesi da assaggiare con i Suoi clienti.

Cordiali saluti,

Nikolina Glavić
Responsabile export | Elafiti Podrum d.o.o.
Dubrovnik, Croazia
+385 20 358 214 | nikolina.glavic@elafiti-podrum.hr""",
         "reply after the fair the note records (Cibus Parma) with the price list the note records; Paški sir, 'formaggio di Pag' and 'formaggio di pecora DOP' for the category; company shortened without S.r.l.; 'Croazia'; sender's title in Italian",
         T("company_misspelled", "body", "per la Formaggeria Ginesio", "per la Formaggeria Genesio", "Formaggeria Genesio",
           "Formaggeria Ginesio S.r.l.", "one vowel of the family name changed (Ginesio -> Genesio)")),

    # N002 P002 German, cold introduction
    Mail("P002", "s1",
         "Paški sir von der Insel Pag für Baum Feinkost",
         """Sehr geehrte Frau Baum,

Ihnen als Leiterin Einkauf der Baum Feinkost GmbH möchte ich einen Käse vorstellen, den man in Deutschland noch selten findet: Paški sir, den Schafskäse von der kroatischen Insel Pag (g.U.).

Die Schafe der Insel weiden auf salzigen, kräuterreichen Steinweiden; daher hat der Käse seinen leicht salzigen, würzigen Geschmack, ähnlich einem reifen Pecorino, aber feiner. Wir liefern Laibe von 2,5 bis 3 kg, 12 oder 18 Monate gereift, vakuumverpackt, DAP München oder an Ihr Lager.

Darf ich Ihnen unsere Preisliste und ein Probestück schicken?

Mit freundlichen Grüßen

Nikolina Glavić
Exportleiterin, Elafiti Podrum d.o.o.
Dubrovnik, Kroatien
+385 20 358 214""",
         "cold introduction in German; the recorded title inside the sentence ('Ihnen als Leiterin Einkauf der Baum Feinkost GmbH'); Pecorino named as a comparison; 'Schafskäse' for the category; DAP München a delivery place, not a claim about the buyer",
         T("company_foreign", "subject", "für Baum Feinkost", "für Käsehaus Schwab", "Käsehaus Schwab",
           "Baum Feinkost GmbH", "another buyer's company of this set (same category, Switzerland) in the subject")),

    # N003 P003 Swiss German, reply to the sample request of the note
    Mail("P003", "s1",
         "Muster Paški sir – 2 Laibe für das Käsehaus Schwab",
         """Grüezi Herr Schwab

Vielen Dank für Ihr Interesse. Wie gewünscht schicken wir dem Käsehaus Schwab vor der ersten Bestellung zwei Laibe Paški sir als Muster, je rund 2,8 kg, 12 Monate gereift.

Unser Paški sir wird ausschliesslich aus Rohmilch der Pager Schafe hergestellt. Die Bestätigung der Rohmilch-Herstellung, das g.U.-Zertifikat und ein Analysezertifikat legen wir der Sendung bei. Die Muster gehen nächste Woche per Kurier ab Dubrovnik; die Zollformalitäten für die Schweiz erledigt unser Spediteur.

Freundliche Grüsse

Nikolina Glavić
Leiterin Export
Elafiti Podrum d.o.o., Dubrovnik, Kroatien""",
         "reply to the request the note records (2 sample wheels, raw-milk cheese with certificate); Swiss greeting and 'ss' spelling; company with its article and without AG ('dem Käsehaus Schwab')",
         T("company_missing", "body", "Wie gewünscht schicken wir dem Käsehaus Schwab", "Wie gewünscht schicken wir Ihrem Haus",
           "Ihrem Haus", "Käsehaus Schwab AG", "every mention of the company replaced by 'Ihr Haus'",
           more=[("subject", "für das Käsehaus Schwab", "für Ihr Haus")])),

    # N004 P004 English, cold introduction
    Mail("P004", "s1",
         "Paški sir – sheep's cheese from the island of Pag",
         """Dear Ms Walsh,

I'm Nikolina Glavić, export manager at Elafiti Podrum in Dubrovnik, Croatia. We supply Paški sir, the hard sheep's-milk cheese from the island of Pag, and I think it would sit well on the counter at Walsh & Daughters next to a Manchego or a Pecorino.

The Pag sheep graze on salt-sprayed, herb-covered pasture, which gives the cheese its slightly salty, savoury finish. We sell 12- and 18-month wheels (about 2.5–3 kg), vacuum-packed, with the PDO certificate; our forwarder handles the UK export health certificate and delivers chilled to London.

Would you like a price list and two sample wedges?

Best regards,

""" + S1_SIG_EN,
         "cold introduction; company shortened to 'Walsh & Daughters'; Manchego and Pecorino as comparisons, not offers; the sender's title as 'export manager'",
         T("contact_wrong", "body", "Dear Ms Walsh,", "Dear Ms Welch,", "Ms Welch", "Grace Walsh",
           "near-miss family name in the greeting")),

    # N005 P005 Greek, after Food Expo Athens, PDO certificate and shelf life in Greek
    Mail("P005", "s1",
         "Paški sir: πιστοποιητικό ΠΟΠ και διάρκεια ζωής",
         """Αγαπητή κυρία Αρχάκη,

χάρηκα πολύ για τη γνωριμία μας στην Food Expo στην Αθήνα. Όπως σας υποσχέθηκα, σας στέλνω συνημμένα το πιστοποιητικό ΠΟΠ για το Paški sir, το πρόβειο τυρί από το νησί Pag της Κροατίας, καθώς και το τεχνικό δελτίο μεταφρασμένο στα ελληνικά.

Η διάρκεια ζωής είναι 12 μήνες για ολόκληρα κεφάλια σε συσκευασία κενού (0–8 °C) και 90 ημέρες για κομμάτια των 200 g.

Ως Υπεύθυνη Προμηθειών της Αρχάκη Τρόφιμα, ίσως θέλετε να δοκιμάσετε πρώτα δείγματα· μπορούμε να στείλουμε δύο κεφάλια στον Πειραιά με την επόμενη παλέτα.

Με εκτίμηση,

Νικολίνα Γκλάβιτς
Υπεύθυνη Εξαγωγών, Elafiti Podrum d.o.o.
Ντουμπρόβνικ, Κροατία""",
         "follow-up of the fair the note records (Food Expo Athens) with what the note asks (PDO certificate, shelf life in Greek); vocative greeting; recorded title inside the sentence; company without Α.Ε.; sender's name and title in Greek; 'πρόβειο τυρί' for the category",
         T("title_wrong", "body", "Ως Υπεύθυνη Προμηθειών", "Ως Υπεύθυνη Πωλήσεων", "Υπεύθυνη Πωλήσεων",
           "Υπεύθυνη Προμηθειών", "a sales title in place of the recorded purchasing one")),

    # N006 P006 English, quote FOB Ploče and COLA from the note
    Mail("P006", "s1",
         "Quote: maraschino liqueur, 1 pallet FOB Ploče",
         """Dear Mr Roach,

Thank you for your request. Please find below our quote for one pallet of maraschino liqueur, FOB Ploče:

- Maraschino, 32% ABV, 750 ml bottles, 6 per case
- 120 cases per pallet (720 bottles)
- USD 11.40 per bottle FOB Ploče; 30% with the order, the balance against a copy of the B/L

Our maraschino is distilled from Marasca sour cherries grown on the Dalmatian coast and rested in ash-wood vats before bottling. For the COLA, I can send the label artwork as a PDF with the importer statement, the government warning and "Product of Croatia", so Roach Spirits can file it with the TTB before the first shipment.

Kind regards,

""" + S1_SIG_EN,
         "reply to the quote request the note records (one pallet FOB Ploče, TTB label approval / COLA); company shortened to 'Roach Spirits'; 750 ml for the US market",
         T("category_wrong", "body", "one pallet of maraschino liqueur", "one pallet of slivovitz", "slivovitz",
           "maraschino liqueur", "a plum brandy the sender does not list in place of the category")),

    # N007 P007 English with a Dutch closing, cold introduction
    Mail("P007", "s1",
         "Croatian maraschino for Slijterij de Keijser",
         """Dear Ms De Keijser,

I'm writing from Elafiti Podrum, a small producer and exporter in Dubrovnik. Besides our wines we make maraschino, the clear liqueur distilled from Marasca cherries. Dutch cocktail bars know it from the Aviation and the Martinez, but few slijterijen stock one that actually comes from Croatia.

I'd be glad to send you a sample bottle together with our price list, DAP your shop via our groupage partner in Rotterdam. The minimum order is 60 bottles (10 cases), mixed with our Dingač if you like.

Met vriendelijke groet,

""" + S1_SIG_EN,
         "cold introduction; Dutch capitalisation of the prefix without a given name ('Ms De Keijser'); company without B.V.; Dingač named as another of the sender's products; Dutch closing",
         T("country_wrong", "body", "actually comes from Croatia", "actually comes from Slovenia", "Slovenia",
           "Croatia", "the sender's country given as Slovenia")),

    # N008 P008 traditional Chinese, after the Taipei food show, cocktail bars from the note
    Mail("P008", "s1",
         "台北國際食品展後續：克羅埃西亞瑪拉斯奇諾櫻桃利口酒",
         """李經理您好：

很高興在台北國際食品展與您見面，也謝謝您當天試飲我們的瑪拉斯奇諾櫻桃利口酒（maraschino）。

您提到貴公司供貨給台北多家調酒吧；Aviation、Martinez 等經典調酒都少不了這款利口酒。我們的 maraschino 以達爾馬提亞海岸的 Marasca 酸櫻桃蒸餾而成，酒精度 32%，700 ml 瓶裝。

附件是 CIF 基隆報價單與產品規格。如果方便，我們可以先寄兩瓶樣品到台北。

敬祝 商祺

Nikolina Glavić
出口經理
Elafiti Podrum d.o.o.（克羅埃西亞 杜布羅夫尼克）
電話：+385 20 358 214
Email：nikolina.glavic@elafiti-podrum.hr""",
         "after the fair the note records (Taipei International Food Show), using the note's cocktail bars in Taipei; '李經理' greeting; the company only as 貴公司; category as 瑪拉斯奇諾櫻桃利口酒; Croatia and Dubrovnik in Chinese",
         T("sender_wrong", "body", "電話：+385 20 358 214", "電話：+385 20 385 214", "+385 20 385 214",
           "+385 20 358 214", "two digits of the sender's phone swapped")),

    # N009 P009 English with a Hebrew closing, kosher certificate from the note
    Mail("P009", "s1",
         "Kosher-certified maraschino for ליפשיץ יבוא משקאות",
         """Shalom Tohar,

I understand that ליפשיץ יבוא משקאות lists only liqueurs with kosher certification, so I'll start there: our maraschino liqueur is certified kosher (parve), and the current certificate is attached.

It is distilled from Marasca sour cherries from the Dalmatian coast, 32% ABV, in 700 ml bottles. As purchasing manager you will want the price first: EUR 8.90 per bottle DAP Ashdod, minimum 600 bottles, Hebrew back labels applied at our cellar in Dubrovnik at no extra cost.

I'm happy to keep all our correspondence in English, as you prefer.

בברכה,

""" + S1_SIG_EN,
         "uses the note (kosher certification, English preferred); given name romanised in the greeting; company in Hebrew without בע\"מ inside English; the title as 'purchasing manager'; Hebrew closing",
         T("artifact", "body", "our maraschino liqueur is certified kosher", "our maraschino liqueur is is certified kosher", "is is certified",
           "is certified", "a doubled word")),

    # N010 P010 Japanese, cold introduction, no note
    Mail("P010", "s1",
         "クロアチア産マラスキーノ・リキュールのご紹介",
         """青木洋酒株式会社
仕入課長 青木修平様

突然のご連絡失礼いたします。クロアチア・ドゥブロヴニクのElafiti Podrumで輸出を担当しておりますニコリーナ・グラヴィッチと申します。

弊社はダルマチア地方のマラスカ種チェリーから造るマラスキーノ・リキュール（アルコール度数32%、700ml）を製造・輸出しております。アビエーションやマルティネスなどのクラシック・カクテルに欠かせないリキュールです。

価格表とサンプルをお送りできますので、ご興味がございましたらお知らせください。

何卒よろしくお願い申し上げます。

Nikolina Glavić（ニコリーナ・グラヴィッチ）
輸出担当マネージャー
Elafiti Podrum d.o.o.
クロアチア、ドゥブロヴニク""",
         "cold introduction in Japanese under a letter head (company, title, name 様); category as マラスキーノ・リキュール; sender's name in katakana",
         T("note_wrong", "body", "突然のご連絡失礼いたします。", "先日のFOODEX JAPANではありがとうございました。",
           "先日のFOODEX JAPANではありがとうございました。", "",
           "a fair meeting claimed for a buyer whose record has no note")),

    # N011 P011 English, after ProWein, Systembolaget tender from the note
    Mail("P011", "s1",
         "Dingač after ProWein – material for your Systembolaget tender",
         """Hej Maria,

Thank you for stopping at our stand at ProWein in Düsseldorf. You mentioned that Bloms Vinimport would like to tender a Croatian red for Systembolaget's order list, and I think our Dingač is a good candidate.

Dingač was Croatia's first protected wine appellation (1961): Plavac Mali from the steep southern slopes of the Pelješac peninsula, an hour from Dubrovnik. Our 2019 has 14.5% ABV and 18 months in Slavonian oak.

For the tender I can provide the analysis certificate, a Swedish back label and samples for the panel, and we can hold 1,200 bottles for you until the result is known.

Vänliga hälsningar,

""" + S1_SIG_EN,
         "after the fair the note records (ProWein Düsseldorf), using the note's Systembolaget tender; Swedish greeting and closing; company without AB; Plavac Mali, Pelješac and Slavonian oak as specs",
         T("company_foreign", "body", "that Bloms Vinimport would like", "that Wijnhandel Marien would like", "Wijnhandel Marien",
           "Bloms Vinimport AB", "another buyer's company of this set (same category, Belgium)")),

    # N012 P012 simplified Chinese, cold introduction
    Mail("P012", "s1",
         "克罗地亚丁加奇（Dingač）红葡萄酒介绍",
         """曾经理您好：

冒昧来信。我是克罗地亚杜布罗夫尼克 Elafiti Podrum 公司的出口经理 Nikolina Glavić。我们出产佩列沙茨半岛的丁加奇（Dingač）红葡萄酒。丁加奇是克罗地亚第一个受保护的葡萄酒产区，葡萄品种为普拉瓦茨·马里（Plavac Mali）。

我们希望为深圳曾氏葡萄酒进口有限公司的产品线增添一款有特色的达尔马提亚红酒：2019 年份，酒精度 14.5%，斯拉沃尼亚橡木桶陈酿 18 个月。可提供 CIF 盐田港报价，以及中文背标。

如有兴趣，我们可以先寄送样品。

此致
敬礼

Nikolina Glavić
出口经理
Elafiti Podrum d.o.o.
克罗地亚 杜布罗夫尼克
+385 20 358 214""",
         "cold introduction in simplified Chinese; '曾经理' greeting; full company in Chinese; category as 丁加奇（Dingač）红葡萄酒; Yantian port",
         T("contact_wrong", "body", "曾经理您好：", "王经理您好：", "王经理", "曾兵",
           "another buyer's family name of the same country (P016's 王) in the greeting")),

    # N013 P013 English, samples of the note's two vintages
    Mail("P013", "s1",
         "Dingač samples (2019 / 2020) for 다온와인앤컴퍼니",
         """Dear Ms Lee,

Thank you for your request. The samples you asked for, one bottle each of our Dingač 2019 and 2020, left Dubrovnik today by courier and should reach 다온와인앤컴퍼니 within five working days.

The two vintages show Plavac Mali from Pelješac quite differently: the 2019 is riper and fuller (14.8% ABV), the 2020 fresher, with more red fruit (14.2%). Both spent 18 months in Slavonian oak.

If the tasting goes well, I will send you a quote CIF Busan for a mixed pallet.

Best regards,

""" + S1_SIG_EN,
         "reply to the sample request the note records (2019 and 2020 vintages); romanised family name 'Ms Lee' for 이서윤; company in Hangul without 주식회사 inside English",
         T("company_missing", "body", "should reach 다온와인앤컴퍼니", "should reach your company", "your company",
           "주식회사 다온와인앤컴퍼니", "every mention of the company replaced by 'your company'",
           more=[("subject", "for 다온와인앤컴퍼니", "for your company")])),

    # N014 P014 English, cold introduction to an owner
    Mail("P014", "s1",
         "Dingač from Pelješac – a Croatian red for Wijnhandel Marien",
         """Dear Mr Marien,

As zaakvoerder of Wijnhandel Marien you choose every bottle yourself, so I'll keep this short.

We make Dingač, a dry red from Plavac Mali grown on the steep slopes of the Pelješac peninsula in southern Croatia, Croatia's oldest protected appellation. It has the structure of a good Zinfandel (the two grapes are related), with more salt and herb from the sea.

We ship mixed pallets from Dubrovnik, DAP Antwerp, from 300 bottles. May I send you two bottles to taste?

Kind regards,

""" + S1_SIG_EN,
         "cold introduction to an owner; recorded title (Zaakvoerder) in lower case inside English; company without BV; Zinfandel as a comparison",
         T("title_wrong", "body", "As zaakvoerder of Wijnhandel Marien", "As inkoper of Wijnhandel Marien", "inkoper",
           "Zaakvoerder", "a purchasing title for the owner")),

    # N015 P015 Polish, after Enoexpo, price list in zloty from the note
    Mail("P015", "s1",
         "Cennik Dingač w złotych – Elafiti Podrum",
         """Szanowna Pani Malwino,

dziękuję za rozmowę na Enoexpo w Krakowie. Zgodnie z Pani prośbą przesyłam cennik naszego Dingača w złotych (ceny netto, DAP magazyn Rećko Wina, zamówienie od 300 butelek):

- Dingač 2019, 0,75 l – 92 zł
- Dingač 2020, 0,75 l – 84 zł

To czerwone wino z odmiany Plavac Mali z półwyspu Pelješac, pierwsza chroniona apelacja w Chorwacji. Chętnie przyślę też próbki.

Z poważaniem

Nikolina Glavić
Kierowniczka eksportu, Elafiti Podrum d.o.o.
Dubrownik, Chorwacja""",
         "reply after the fair the note records (Enoexpo Kraków) with the price list in zloty the note asks for; vocative 'Pani Malwino'; Polish genitive 'Dingača'; company shortened to 'Rećko Wina'; 'Dubrownik, Chorwacja'",
         T("category_wrong", "subject", "Cennik Dingač w złotych", "Cennik Pošip w złotych", "Pošip",
           "Dingač red wine", "a Croatian white wine the sender does not list in the subject")),

    # N016 P016 English, assay certificates from the note
    Mail("P016", "s2",
         "Copper concentrate – independent assay certificates for every lot",
         """Dear Mr Wang,

Following your request, I confirm that every lot of our copper concentrate will come with an assay certificate from an independent laboratory (SGS or Alex Stewart) covering Cu, Au, Ag and As, sampled at loading in Sohar.

Typical specification of our Oman concentrate: Cu 24–26%, Au 2–3 g/t, Ag 40–60 g/t, As below 0.2%, moisture 8–9%. We ship in bulk, 10,000 wmt lots, CIF Shanghai, with umpire assays at a lab both sides agree on.

Please let me know if 江西王氏铜业 would like a trial lot this quarter.

Best regards,

""" + S2_SIG,
         "reply to the request the note records (independent assay certificates for Cu, Au, Ag, As); company shortened in Chinese inside English; 'Sultanate of Oman'; Sohar and Shanghai as ports",
         T("country_wrong", "body", "our Oman concentrate", "our Iranian concentrate", "Iranian",
           "Oman", "the origin given as Iran")),

    # N017 P017 English, cold introduction
    Mail("P017", "s2",
         "Omani copper concentrate for 佐藤製錬",
         """Dear Ms Sato,

As 原料調達課長 at 佐藤製錬株式会社 you will be looking at clean concentrates for the coming contract year, so allow me to introduce Jebel Kawr Resources & Trading LLC.

We market copper concentrate from mines in the Al Dhahirah region of Oman: Cu around 25%, low arsenic (below 0.2%) and low mercury, which suits Japanese smelters' limits. Shipments go from Sohar in 10,000 wmt lots, CIF Japan main port, on frame contracts or spot.

I would be glad to send our specification sheet and a sample analysis.

Kind regards,

""" + S2_SIG,
         "cold introduction; recorded title in Japanese inside an English sentence; company in Japanese inside English; 'Ms Sato' romanised",
         T("sender_wrong", "body", "salim.alyaqoubi@jebelkawr.om", "salim.alyaqoubi@jebelkawr.com", "salim.alyaqoubi@jebelkawr.com",
           "salim.alyaqoubi@jebelkawr.om", "the sender's e-mail with .com in place of Oman's .om")),

    # N018 P018 English with a Hindi greeting, arsenic and moisture specs from the note
    Mail("P018", "s2",
         "Arsenic and moisture specs – copper concentrate (IME Kolkata)",
         """Namaste Kiran ji,

It was good to meet you at IME in Kolkata. As promised, here are the arsenic and moisture specifications of our copper concentrate:

- As: max 0.15% (typical 0.08%)
- Moisture: 8.0–9.5%, below the TML of the cargo
- Cu: 24–26%

We can ship 5,000 wmt lots CFR Kandla or Visakhapatnam. If the figures suit शर्मा मेटल्स, I will send a full assay of the last lot.

Warm regards,

""" + S2_SIG,
         "after the fair the note records (IME Kolkata) with the arsenic and moisture specs the note asks for; Hindi greeting with the given name; company in Devanagari without प्राइवेट लिमिटेड inside English",
         T("artifact", "body", "- As: max 0.15%", "- As: max {arsenic_max}%", "{arsenic_max}",
           "0.15", "a leftover template placeholder")),

    # N019 P019 Russian, cold introduction
    Mail("P019", "s2",
         "Каменная соль из Омана для ООО «Соль Смирнова»",
         """Здравствуйте, Майя!

Меня зовут Салим Аль-Якуби, я менеджер по маркетингу и экспорту компании Jebel Kawr Resources & Trading LLC (Ибри, Оман). Мы добываем и экспортируем каменную соль: пищевую (NaCl не менее 98,5%) и техническую, для противогололёдных смесей.

Для ООО «Соль Смирнова» мы можем предложить поставки навалом или в мешках по 50 кг и биг-бэгах по 1 т, CFR Новороссийск. Сертификат происхождения и анализы прилагаем к каждой партии.

Буду рад прислать прайс-лист и образцы.

С уважением,
Салим Хамед Аль-Якуби
Jebel Kawr Resources & Trading LLC
Ибри, Султанат Оман
+968 2569 1473""",
         "cold introduction in Russian; greeting with the given name; full company in Russian with guillemets; sender's name in Cyrillic; category as 'каменная соль'",
         T("note_wrong", "body", "Меня зовут Салим", "Спасибо за встречу на «Продэкспо» в Москве. Меня зовут Салим",
           "Спасибо за встречу на «Продэкспо» в Москве.", "",
           "a fair meeting claimed for a buyer whose record has no note")),

    # N020 P020 English, de-icing salt before October from the note
    Mail("P020", "s2",
         "De-icing rock salt for your municipal tenders – delivery before October",
         """Dear Mr Kolehmainen,

I understand that Kolehmainen Tiesuola supplies de-icing salt for municipal tenders and needs the salt in stock before October. We can meet that date.

Our Omani rock salt for road use: NaCl min. 97%, grain 0–6 mm, anti-caking agent added on request. We would load in Sohar in July and discharge in Kotka or Hamina in late August, 25,000–30,000 t per vessel, so the salt is in your stores well before the first frost.

Shall I prepare a CIF offer for this season's quantities?

Best regards,

""" + S2_SIG,
         "uses the note (municipal tenders, delivery before October); company without Oy; Finnish ports as discharge places",
         T("company_misspelled", "body", "that Kolehmainen Tiesuola supplies", "that Kolehmaisen Tiesuola supplies", "Kolehmaisen Tiesuola",
           "Kolehmainen Tiesuola Oy", "the Finnish genitive of the family name in place of the recorded nominative")),
]
