"""Natural e-mails N001-N020 (buyers P001-P020), written one by one, each with its twin's edit."""
from mail import Mail, Twin

S1_SIG_DE = """Nina Kocjančič
Komercialistka za tuje trge (Exportvertrieb)
Haliaetum Delikatese d.o.o.
+386 5 641 2217 · nina.kocjancic@haliaetum.si · www.haliaetum.si"""

MAILS = [
    Mail("P001", "s1",
         "Refošk aus Slovenska Istra – Preisliste für Hartmann Weinimport",
         """Sehr geehrter Herr Hartmann,

vielen Dank für das Gespräch an unserem Stand auf der ProWein in Düsseldorf. Wie versprochen sende ich Ihnen anbei unsere Preisliste für den Refošk in der 0,75-l-Flasche.

Unser Refošk stammt aus Weinbergen oberhalb von Izola (Weinbaugebiet Slovenska Istra, g.U.): ein kräftiger, frischer Rotwein mit 12,5 % vol., 6 Flaschen pro Karton, 100 Kartons pro Palette. Die Preise verstehen sich DAP an Ihr Lager in Österreich; ab 10 Paletten gewähren wir 4 % Rabatt.

Als Einkaufsleiter von Hartmann Weinimport kennen Sie die Nachfrage nach autochthonen Sorten aus dem Alpen-Adria-Raum am besten – gern schicke ich Ihnen zwei Probeflaschen, wenn Sie möchten.

Mit freundlichen Grüßen aus Izola

""" + S1_SIG_DE,
         "first e-mail after the fair the note records (ProWein); German; price list for 0.75 l as the note asks; recorded title inside a German sentence; company without GmbH; the sender's Slovenian title glossed in German",
         Twin("title_wrong", "body", "Als Einkaufsleiter von", "Als Verkaufsleiter von",
              "a sales title for the buyer's purchasing one", found="Verkaufsleiter", expected="Einkaufsleiter")),
    Mail("P002", "s1",
         "【Haliaetum】FOODEXでのご面談のお礼とレフォシュク試飲サンプルについて",
         """伊藤洋酒株式会社
輸入ワイン担当　伊藤花子様

いつもお世話になっております。スロベニアのHaliaetum Delikatese（ハリアエトゥム）のニナ・コツヤンチッチでございます。
先日はFOODEX JAPANにて弊社ブースにお立ち寄りいただき、誠にありがとうございました。

ご希望いただきましたレフォシュク（Refošk）赤ワインのサンプル2本を、来週EMSにて発送いたします。スロベニア・イストラ地方（Slovenska Istra）の石灰質土壌で育った土着品種で、酸味が豊かで和食にもよく合います。

到着予定日と追跡番号は改めてご連絡いたします。ご不明な点がございましたら、お気軽にお問い合わせください。

何卒よろしくお願い申し上げます。

ニナ・コツヤンチッチ（Nina Kocjančič）
Haliaetum Delikatese d.o.o.（スロベニア・イゾラ）
Tel: +386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "first e-mail after the fair the Japanese note records (FOODEX JAPAN), two sample bottles as the note asks; Japanese letter head with company, title and name; category in katakana; sender's name in katakana",
         Twin("contact_wrong", "body", "輸入ワイン担当　伊藤花子様", "輸入ワイン担当　伊藤花江様",
              "a near-miss given name in the letter head", found="伊藤花江", expected="伊藤花子")),
    Mail("P003", "s1",
         "Рефошк из Словенской Истрии для «Винной галереи Юдина»",
         """Уважаемый Роман,

меня зовут Нина Кочьянчич, я отвечаю за экспорт в компании Haliaetum Delikatese (Изола, Словения). Мы производим и разливаем рефошк — красное вино из местного сорта, который растёт только на побережье Словенской Истрии и на Карсте.

Думаю, это вино может заинтересовать ООО «Винная галерея Юдина»: сухое, 12,5 % об., с яркой кислотностью и нотами ежевики, хорошо идёт к мясу и дичи. Упаковка — коробки по 6 бутылок 0,75 л, минимальный заказ — одна палета.

Если интересно, пришлю прайс-лист и технические листы. Документы для ввоза (сертификат происхождения, протоколы анализов) готовим сами.

С уважением,
Нина Кочьянчич
Haliaetum Delikatese d.o.o., Словения
+386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "cold introduction; Russian; company in the genitive in the subject (`«Винной галереи Юдина»`); the Karst named as a neighbouring wine region; sender's name in Cyrillic",
         Twin("company_misspelled", "body", "ООО «Винная галерея Юдина»", "ООО «Винная галерея Юдиной»",
              "the feminine genitive of the family name in the company", found="Винная галерея Юдиной",
              expected="Винная галерея Юдина")),
    Mail("P004", "s1",
         "Refošk samples for Harris & Vine",
         """Dear Marilyn,

It was a pleasure to meet you at the London Wine Fair last week, and thank you for tasting our Refošk at the Slovenian stand.

As promised, I have set aside two sample bottles of our 2022 Refošk (Slovenska Istra PDO, 12.5% ABV) for Harris & Vine. They will leave Izola on Monday by courier and should reach you within four working days. Since you sell mostly to restaurants, I have also added a one-page sheet with food pairings – it is a natural match for game, charcuterie and tomato-based dishes, and sommeliers tend to like it as an alternative to Italian Refosco.

Prices for the UK are quoted DAP, duty unpaid, in cases of six; I will send the list with the tracking number.

Kind regards,
Nina Kocjančič
Export Sales, Haliaetum Delikatese d.o.o.
Izola, Slovenia
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "first e-mail after the fair the note records (London Wine Fair), samples and restaurants as in the note; Italian Refosco named as a comparison; the sender's title translated",
         Twin("note_wrong", "body", "at the London Wine Fair last week", "at ProWein Düsseldorf last week",
              "a fair the note does not name in place of the one it does", found="ProWein Düsseldorf",
              expected="the London Wine Fair")),
    Mail("P005", "s1",
         "Kosher Refošk from Slovenian Istria – ליברמן יינות",
         """Shalom Yehuda,

I am writing from Haliaetum Delikatese in Izola, on the Slovenian coast, where we make Refošk, the dry red of Slovenian Istria.

I understand that every wine you list at ליברמן יינות בע"מ needs kosher certification. Since the 2023 vintage we produce a separate kosher lot of our Refošk under the supervision of the Orthodox Union, with the OU symbol on the back label and a certificate for each shipment.

The wine is 12.5% ABV, bottled in 0.75 l, six bottles a case. We can ship by sea from Koper to Haifa, which usually takes about a week.

Would a price list and the OU certificate be of interest to you as מנהל רכש? I would be glad to send both.

Best regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
Izola, Slovenia
+386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "cold introduction using the note (kosher); English with a Hebrew greeting word; company and title in Hebrew inside English; the given name romanised",
         Twin("category_wrong", "body", "a separate kosher lot of our Refošk", "a separate kosher lot of our Malvazija",
              "a wine the sender does not sell (Malvazija) for the Refošk", found="Malvazija", expected="Refošk")),
    Mail("P006", "s1",
         "Slowenische Potica für Dobes Feinkost",
         """Sehr geehrter Herr Dobes,

ich schreibe Ihnen aus Izola an der slowenischen Küste. Haliaetum Delikatese backt Potica, den traditionellen slowenischen Hefe-Rollkuchen, nach Rezepten aus der Region – mit Walnuss, Estragon, Mohn oder Honig.

Für ein Feinkostgeschäft wie Dobes Feinkost bieten wir die Potica in zwei Größen an: 500 g im Geschenkkarton und 1 kg in der klassischen Gugelhupfform. Die Haltbarkeit beträgt 60 Tage ab Backdatum, ohne Konservierungsstoffe; nach Deutschland liefern wir per LKW in etwa zwei Tagen.

Als Einkäufer Backwaren möchten Sie vielleicht zuerst probieren: Ich sende Ihnen gern ein Probierpaket mit allen vier Füllungen.

Freundliche Grüße
Nina Kocjančič
Exportvertrieb
Haliaetum Delikatese d.o.o., Izola (Slowenien)
Tel. +386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "cold introduction; German; category explained (`Hefe-Rollkuchen`); recorded title inside a German sentence; company without GmbH",
         Twin("company_missing", "body", "wie Dobes Feinkost bieten", "wie Ihr Haus bieten",
              "every mention of the company replaced by `Ihr Haus`", found="Ihr Haus", expected="Dobes Feinkost GmbH",
              more=(("subject", "für Dobes Feinkost", "für Ihr Haus"),))),
    Mail("P007", "s1",
         "Your quote: walnut and tarragon potica for Christmas",
         """Dear Ms Clark,

Thank you for your request. Please find below our quote for walnut and tarragon potica for the Christmas season, for Clark's European Bakery Supply.

- Walnut potica (orehova potica), 1 kg ring: USD 18.40 per piece
- Tarragon potica (pehtranova potica), 1 kg ring: USD 19.10 per piece
- Packed 6 pieces per carton, 160 cartons per pallet
- CIF New York, shelf life 90 days from baking, no preservatives

To be on the shelves for your customers in Cleveland by the first week of December, we would need your order by 20 October; the goods leave Koper around 28 October. Many of them will know these two fillings from home – both are baked the traditional way, in a ring mould, as in Slovenian kitchens.

The FDA prior notice and our food facility registration are taken care of on our side.

Best regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o. | Izola, Slovenia
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "reply to the request the note records (quote, walnut and tarragon, before Christmas); Slovenian names of the fillings; Cleveland customers as in the note; CIF, FDA prior notice",
         Twin("artifact", "body", "our quote for walnut", "our quote for for walnut",
              "a doubled word", found="for for", expected="for")),
    Mail("P008", "s1",
         "Potica aus Slowenien – für Ihr Sortiment?",
         """Sehr geehrter Herr Steiner,

als Inhaber eines Konditorei-Großhandels wissen Sie, wie gefragt Spezialitäten aus den Nachbarländern in Österreich sind – gerade die Potica kennt man in Kärnten und der Steiermark gut.

Wir von Haliaetum Delikatese in Izola backen Potica mit Walnuss-, Mohn- und Estragonfüllung, in Stücken zu 500 g und 1 kg, einzeln verpackt und 60 Tage haltbar. Die Lieferung nach Österreich erfolgt mit eigenem LKW, ab zwei Paletten frei Haus.

Darf ich dem Konditorei-Großhandel Steiner ein Musterpaket schicken? Die Preisliste lege ich gern bei.

Mit freundlichen Grüßen
Nina Kocjančič
Haliaetum Delikatese d.o.o.
Izola, Slowenien · +386 5 641 2217 · nina.kocjancic@haliaetum.si""",
         "cold introduction; Austrian German; the owner's title (`Inhaber`) inside a sentence; company without `e.U.` and with an article; Carinthia and Styria as regions",
         Twin("title_wrong", "body", "als Inhaber eines", "als Einkaufsleiter eines",
              "a purchasing title for the owner", found="Einkaufsleiter", expected="Inhaber")),
    Mail("P009", "s1",
         "Ποτίτσα από τη Σλοβενία – διάρκεια ζωής",
         """Αγαπητή κυρία Ταυλαρίδου,

σας ευχαριστώ για τη συνάντησή μας στη Food Expo στην Αθήνα. Όπως σας είχα υποσχεθεί, σας στέλνω τις πληροφορίες για τη διάρκεια ζωής της ποτίτσας μας.

Η ποτίτσα (potica) είναι το παραδοσιακό σλοβενικό ρολό από ζύμη μαγιάς με γέμιση καρυδιού, παπαρούνας ή εστραγκόν. Χωρίς συντηρητικά διατηρείται 60 ημέρες από την ημερομηνία ψησίματος σε θερμοκρασία δωματίου· σε συσκευασία προστατευτικής ατμόσφαιρας φτάνει τις 90 ημέρες. Από το Κόπερ στον Πειραιά η αποστολή διαρκεί περίπου πέντε ημέρες, οπότε στο ράφι μένουν σχεδόν τρεις μήνες.

Θα χαρώ να στείλω δείγματα στην Εισαγωγική Ταυλαρίδου.

Με εκτίμηση,
Νίνα Κοτσιάντσιτς
Haliaetum Delikatese d.o.o., Ίζολα, Σλοβενία
+386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "first e-mail after the fair the note records (Food Expo Athens), answering the shelf-life question; Greek; category in Greek (`ποτίτσα`); company shortened with its article case; sender's name in Greek",
         Twin("contact_wrong", "body", "κυρία Ταυλαρίδου,", "κυρία Ταυλαρίδη,",
              "a near-miss family name (another form) in the greeting", found="Ταυλαρίδη", expected="Ταυλαρίδου")),
    Mail("P010", "s1",
         "Slovenian potica for Kemp Fine Foods",
         """Dear Mr Kemp,

I'm Nina Kocjančič, in charge of export sales at Haliaetum Delikatese, a bakery and wine business in Izola on the Slovenian coast.

We bake potica – a rolled yeast cake with walnut, poppy seed or tarragon filling that is to Slovenians what panettone is to Italians. Canadian shoppers of Central European background look for it at Easter and Christmas, and it sits well in a bakery category next to strudel and stollen.

For Kemp Fine Foods we could offer 500 g and 1 kg rings, individually flow-wrapped, shelf life 90 days, shipped in mixed 20-foot containers from Koper to Montreal or Halifax. Bilingual English/French labels are no problem.

Would you like our price list and a few samples?

Best regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
+386 5 641 2217 · nina.kocjancic@haliaetum.si · www.haliaetum.si""",
         "cold introduction; English; panettone, strudel and stollen as comparisons; Canadian ports; company without Inc.",
         Twin("country_wrong", "body", "Canadian shoppers", "Australian shoppers",
              "the buyer's market named as another country", found="Australian", expected="Canadian")),
    Mail("P011", "s1",
         "Smrznuti štruklji od sira u vrećicama od 1 kg",
         """Poštovani gospodine Štrljiću,

hvala Vam na ugodnom razgovoru na sajmu Gast u Splitu. Kako smo dogovorili, šaljem Vam ponudu za smrznute štruklje sa sirom (skutni štruklji) u vrećicama od 1 kg.

Štruklje izrađujemo ručno u Izoli, od svježeg kravljeg sira, jaja i vrhnja, i brzo ih smrzavamo na –35 °C. Vrećica od 1 kg sadrži oko 14 komada; u kartonu je 8 vrećica. Priprema: 20 minuta u kipućoj vodi ili 30 minuta u pećnici. Rok trajanja je 12 mjeseci na –18 °C.

Do Zagreba i Splita vozimo hladnjačom jednom tjedno, pa bi Štrljić Trgovina mogla dobiti prvu isporuku već za dva tjedna.

Srdačan pozdrav,
Nina Kocjančič
Haliaetum Delikatese d.o.o., Izola, Slovenija
+386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "first e-mail after the fair the note records (Gast Split), cheese štruklji in 1 kg bags as asked; Croatian; vocative `gospodine Štrljiću`; category declined (`štruklje`); company without d.o.o.",
         Twin("note_wrong", "body", "na sajmu Gast u Splitu", "na sajmu SIAL u Parizu",
              "a fair the note does not name in place of the one it does", found="SIAL u Parizu",
              expected="Gast u Splitu")),
    Mail("P012", "s1",
         "Štruklji surgelati sloveni per Falloppio Surgelati",
         """Gentile Sig. Falloppio,

mi chiamo Nina Kocjančič e mi occupo delle vendite estere di Haliaetum Delikatese, un'azienda alimentare di Isola (Izola), sulla costa slovena a pochi chilometri da Trieste.

Produciamo štruklji surgelati: rotoli di pasta ripieni di ricotta, noci o grano saraceno, una specialità slovena parente degli strucchi friulani. Si cuociono in 20 minuti in acqua bollente oppure al forno, e si conservano 12 mesi a –18 °C.

Penso che possano interessare Falloppio Surgelati S.r.l. per il canale ristorazione del Nord-Est: li forniamo in sacchetti da 1 kg e in cartoni catering da 5 kg, con consegna in camion frigorifero entro 48 ore.

Come Responsabile Acquisti, gradirebbe ricevere il listino e alcuni campioni?

Cordiali saluti,
Nina Kocjančič
Haliaetum Delikatese d.o.o. – Isola, Slovenia
Tel. +386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "cold introduction; Italian; the sender's town in Italian (Isola) and Slovenian; Trieste and Friulian strucchi as neighbours; recorded title inside an Italian sentence",
         Twin("company_misspelled", "body", "Falloppio Surgelati S.r.l.", "Faloppio Surgelati S.r.l.",
              "one l dropped from the family name", found="Faloppio Surgelati S.r.l.",
              expected="Falloppio Surgelati S.r.l.")),
    Mail("P013", "s1",
         "Mindestbestellmenge für tiefgekühlte Štruklji",
         """Grüezi Frau Erni

Besten Dank für Ihre Anfrage nach unserer Mindestbestellmenge für tiefgekühlte Štruklji.

Die Mindestbestellmenge beträgt eine Palette (96 Kartons à 5 × 1 kg), gerne auch gemischt aus unseren drei Sorten: Quark (skutni), Walnuss und Buchweizen mit Quark. Die Štruklji sind vorgegart, schockgefroren und bei –18 °C zwölf Monate haltbar.

In die Schweiz liefern wir DAP Basel im Tiefkühl-LKW; die Verzollung übernimmt in der Regel Ihr Spediteur. Gerne stellen wir der Erni Tiefkühlprodukte AG die Spezifikationen und Zutatenlisten auf Deutsch zur Verfügung.

Freundliche Grüsse aus Izola

Nina Kocjančič
Verkauf Ausland
Haliaetum Delikatese d.o.o.
Tel. +386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "reply to the request the note records (minimum order quantity), in German as the note prefers; Swiss `Grüezi` and `ss`; DAP Basel as the border point; company with an article",
         Twin("sender_wrong", "body", "Tel. +386 5 641 2217", "Tel. +386 5 614 2217",
              "the sender's phone with two digits swapped", found="+386 5 614 2217", expected="+386 5 641 2217")),
    Mail("P014", "s1",
         "Spec sheet and ingredients – frozen štruklji",
         """Dear Taylor,

Thanks for your interest in our frozen štruklji. As requested, here are the specification and the full ingredients list; the PDF versions are attached.

Cottage cheese štruklji (skutni štruklji), frozen
- Ingredients: wheat flour, cottage cheese (milk) 32%, water, eggs, sour cream (milk), butter (milk), breadcrumbs (wheat), sugar, salt
- Allergens: wheat (gluten), milk, egg
- Unit: 1 kg bag, about 14 pieces; 8 bags per carton
- Storage: –18 °C, shelf life 12 months
- Preparation: 20 minutes in boiling water, or 30 minutes in the oven at 180 °C

The product travels in reefer containers from Koper to Melbourne or Sydney, and we can provide the health certificate the Australian authorities ask for.

Please let me know if Perry Continental Foods needs anything else for its product approval.

Kind regards,
Nina
Nina Kocjančič | Haliaetum Delikatese d.o.o. | Izola, Slovenia
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "reply to the request the note records (spec sheet, full ingredients list); English; a specification list; given name as greeting; company without Pty Ltd",
         Twin("artifact", "body", "- Storage: –18 °C,", "- Storage: {storage_temp},",
              "a leftover template placeholder", found="{storage_temp}", expected="–18 °C")),
    Mail("P015", "s1",
         "서울국제식품산업대전 후속 – 냉동 슈트루클리 샘플 발송",
         """최가푸드 최영환 구매팀장님께,

안녕하십니까. 슬로베니아 Haliaetum Delikatese의 니나 코치얀치치입니다. 서울국제식품산업대전에서 저희 부스를 방문해 주셔서 감사합니다.

요청하신 냉동 슈트루클리(štruklji) 샘플을 다음 주에 항공 특송으로 보내 드리겠습니다. 코티지치즈, 호두, 메밀 세 가지 맛이며, 끓는 물에 20분 또는 오븐에 30분이면 조리가 끝납니다. 영하 18도에서 12개월 보관할 수 있습니다.

샘플을 받으신 후 주식회사 최가푸드의 의견을 들려주시면 감사하겠습니다.

감사합니다.
니나 코치얀치치 드림
Haliaetum Delikatese d.o.o. (슬로베니아 이졸라)
+386 5 641 2217
nina.kocjancic@haliaetum.si""",
         "first e-mail after the fair the Korean note records (Seoul Food), samples as asked; Korean; greeting with company, name and title; category in Hangul; sender's name in Hangul",
         Twin("company_misspelled", "body", "주식회사 최가푸드의", "주식회사 최가프드의",
              "a wrong vowel in the company name", found="주식회사 최가프드", expected="주식회사 최가푸드")),
    Mail("P016", "s2",
         "苯乙烯单体CFR宁波报价（2,000吨/批）",
         """严经理您好，

感谢您在上海Chinaplas展会上抽空到我们展台交流。根据您的要求，现就苯乙烯单体（SM）向宁波严氏化工贸易有限公司报价如下：

- 产品：苯乙烯单体，纯度≥99.8%，含TBC阻聚剂10–15 ppm
- 数量：每批2,000吨，可按月连续供货
- 价格条款：CFR宁波，按装船月亚洲苯乙烯现货均价加升贴水计算
- 装运：科威特Mina Abdullah，化学品船，航程约18天
- 付款：即期信用证

如需样品或COA，请随时告知。期待与贵司合作。

此致
敬礼

Abdulaziz Khaled Al-Enezi
出口市场经理
Kazma Aromatics & Gas Trading Co. W.L.L.
科威特 Mina Abdullah
电话：+965 2326 4418
邮箱：a.alenezi@kazma-aromatics.com.kw""",
         "first e-mail after the fair the note records (Chinaplas Shanghai), CFR Ningbo offer for 2,000 t lots as asked; simplified Chinese; `严经理您好`; the sender's title in Chinese; TBC, L/C",
         Twin("company_foreign", "body", "向宁波严氏化工贸易有限公司报价", "向广州孙氏果业有限公司报价",
              "another buyer's company of this set (same country, another category)", found="广州孙氏果业有限公司",
              expected="宁波严氏化工贸易有限公司")),
    Mail("P017", "s2",
         "Styrene monomer for चोपरा पॉलिमर्स – term supply from Kuwait",
         """Namaste Ms Chopra,

I am writing to you as क्रय प्रबंधक of चोपरा पॉलिमर्स प्राइवेट लिमिटेड to introduce Kazma Aromatics & Gas Trading, a Kuwaiti trader of aromatics and LPG based at Mina Abdullah.

We supply styrene monomer (purity 99.8% min., inhibited with TBC) to polystyrene and ABS producers in the Gulf and South Asia, in parcels of 1,000 to 3,000 t on chemical tankers. Kandla and Nhava Sheva are both about six days' sailing from Kuwait, which keeps freight and inhibitor top-up low.

If your plant buys on a term basis, I would be glad to discuss a monthly contract priced against the Asian SM index, or a first spot parcel CFR Kandla.

With best regards,
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L., Kuwait
+965 2326 4418 | a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; English with a Hindi greeting; company and title in Devanagari inside English; the family name romanised; Indian ports",
         Twin("title_wrong", "body", "as क्रय प्रबंधक of", "as विक्रय प्रबंधक of",
              "a sales title for the buyer's purchasing one", found="विक्रय प्रबंधक", expected="क्रय प्रबंधक")),
    Mail("P018", "s2",
         "Stiren monomer tedariki – Kuveyt'ten Şensoy Kimya'ya teklif",
         """Sayın Ballı Hanım,

Kuveyt'in Mina Abdullah bölgesinde faaliyet gösteren Kazma Aromatics & Gas Trading olarak aromatik ürünler ve LPG ticareti yapıyoruz. Şensoy Kimya Sanayi ve Ticaret A.Ş.'nin polistiren ve reçine üretimi için stiren monomer (SM) satın aldığını öğrendik.

Ürünümüz %99,8 saflıkta olup TBC ile stabilize edilmiştir; 1.000–3.000 tonluk partiler halinde kimyasal tankerlerle yüklüyoruz. Kuveyt'ten Mersin veya Dilovası'na sefer süresi yaklaşık 16–18 gündür. Fiyatlarımızı CFR bazında, aylık Asya SM endeksine göre veriyoruz.

Satın Alma Müdürü olarak ilginizi çekerse, size bir spot teklif ve ürün spesifikasyonu göndermekten memnuniyet duyarım.

Saygılarımla,
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418
a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; Turkish; `Sayın Ballı Hanım`; company with a Turkish suffix (`A.Ş.'nin`) and short with `'ya` in the subject; category in Turkish; recorded title in a sentence",
         Twin("company_misspelled", "body", "Şensoy Kimya Sanayi ve Ticaret A.Ş.'nin", "Sensoy Kimya Sanayi ve Ticaret A.Ş.'nin",
              "the Turkish ş written as s", found="Sensoy Kimya Sanayi ve Ticaret A.Ş.",
              expected="Şensoy Kimya Sanayi ve Ticaret A.Ş.")),
    Mail("P019", "s2",
         "科威特純苯供應 – 致張記化學",
         """張課長您好：

冒昧來信。我是科威特Kazma Aromatics & Gas Trading的出口行銷經理Abdulaziz Al-Enezi。本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。

我們可供應石油級純苯（純度99.9%以上，結晶點≥5.45 °C），每批3,000至5,000噸，以化學船運往高雄或台中港，航程約20天。價格可採CFR台灣、依亞洲純苯月均價計算，付款方式為即期信用證。

若張記化學工業股份有限公司有長約或現貨需求，我們很樂意提供規格書與報價。

敬祝 商祺

Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
電話：+965 2326 4418
電郵：a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; traditional Chinese; `張課長您好`; company shortened in the subject; category in Chinese (純苯); Taiwanese ports",
         Twin("artifact", "body", "本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。",
              "本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。",
              "a repeated sentence",
              found="本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。",
              expected="本公司位於Mina Abdullah，主要經銷芳香烴與液化石油氣。")),
    Mail("P020", "s2",
         "Benzene parcels to Rotterdam – Kazma Aromatics",
         """Dear Mr Cosman,

I understand Cosman Chemicals buys aromatics for resale to chemical producers in the Netherlands and the ARA region, so I would like to introduce our benzene.

Kazma Aromatics & Gas Trading, based at Mina Abdullah in Kuwait, offers petroleum-grade benzene (99.9% min., freezing point 5.45 °C min.) in parcels of 5,000 t, delivered CIF Rotterdam or Antwerp via Suez, about 22 days at sea. We can price against the Northwest European monthly contract price or fix a spot price, as you prefer. Each parcel comes with a certificate of analysis from an independent surveyor at loading.

As inkoper aromaten you will want to see the full specification first – shall I send it, with an indicative offer for next month?

Kind regards,
Abdulaziz Khaled Al-Enezi
Export Marketing Manager, Kazma Aromatics & Gas Trading Co. W.L.L.
Mina Abdullah, Kuwait
+965 2326 4418 · a.alenezi@kazma-aromatics.com.kw""",
         "cold introduction; English; Dutch title inside English; company without B.V.; Antwerp named as a port",
         Twin("country_wrong", "body", "producers in the Netherlands", "producers in Denmark",
              "the buyer's market named as another country", found="Denmark", expected="the Netherlands")),
]
