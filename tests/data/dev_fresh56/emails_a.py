"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Prijslijst Elbling – na ProWein",
         """Beste Liam,

Bedankt voor uw bezoek aan de Luxemburgse stand op ProWein in Düsseldorf. Zoals beloofd stuur ik u in bijlage onze prijslijst ex-kelder Grevenmacher voor de Elbling: de droge Elbling 2023 (11,5% alc.) en de Elbling Vieilles Vignes 2022.

Voor Wijnhandel Callens kunnen we een gemengde pallet van 60 dozen leveren, af kelder of DAP Gent. Elbling is de oudste druivensoort aan de Moezel: licht, fris en laag in alcohol, ideaal als aperitief- en terraswijn.

Laat gerust weten of u stalen wenst.

Met vriendelijke groeten,
Nadine Schmit-Weber
Exportleiterin – Uewermusel Spezialitéiten
Grevenmacher, Luxemburg
+352 75 84 21""",
         "reply to the note's request after the fair it names; wholly Dutch (Flemish); 'Beste Liam'; company without BV; category as 'Elbling' / 'droge Elbling'; Moezel, Düsseldorf, Gent as places; Luxemburg in Dutch",
         Twin("note_wrong", "body", "op ProWein in Düsseldorf", "op Vinexpo in Parijs", "ProWein in Düsseldorf",
              "a fair the note does not name (Vinexpo Paris) in place of ProWein", found="Vinexpo in Parijs")),

    Mail("P002", "s1", "FOODEX JAPANでのご面談御礼・エルブリングのサンプルについて",
         """山崎洋酒株式会社
輸入部課長 山崎亮介様

いつもお世話になっております。ルクセンブルクのUewermusel Spezialitéitenのナディーン・シュミット＝ヴェーバーでございます。

先日はFOODEX JAPAN 2025の弊社ブースにお立ち寄りいただき、誠にありがとうございました。ご依頼いただきましたエルブリング（Elbling）のサンプル6本を、本日航空便にて発送いたしました。辛口のエルブリング2023を4本、古木のエルブリング2022を2本お送りしております。

モーゼル川沿いの石灰質の畑で育つ軽やかな白ワインで、和食とも良く合うと考えております。ご試飲のうえ、ご感想をお聞かせいただけますと幸いです。

何卒よろしくお願い申し上げます。

ナディーン・シュミット＝ヴェーバー
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg""",
         "first e-mail after the fair the note names, sending the 6 samples it asks for; wholly Japanese with a letter head (company, title, name + 様); sender's name in katakana; category as エルブリング",
         Twin("contact_wrong", "body", "輸入部課長 山崎亮介様", "輸入部課長 山崎良介様", "山崎亮介",
              "a near-miss given name (良介 for 亮介) in the letter head", found="山崎良介")),

    Mail("P003", "s1", "Elbling tech sheets and quote – 60 cases DAP London",
         """Dear Carole,

Thank you for your request. Please find attached the technical sheets for our two Elblings and our quotation for Fox & Daughters:

- Elbling Grevenmacher 2023, dry, 11.5% ABV, 6 x 75 cl: EUR 39.00 per case
- Elbling Vieilles Vignes 2022, 12% ABV, 6 x 75 cl: EUR 52.50 per case

For 60 cases (one mixed pallet) delivered DAP London, duty unpaid, transport adds EUR 4.20 per case. Lead time is about two weeks from order; we can deliver under your duty deferment or to a bonded warehouse in Tilbury.

Elbling is a light, crisp grape that has grown on the Moselle since Roman times, and it works very well by the glass.

Kind regards,
Nadine Schmit-Weber
Exportleiterin, Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg
Tel. +352 75 84 21""",
         "reply to the note's request (tech sheets, quote for 60 cases DAP London); English; company shortened without 'Wine Merchants Ltd'; prices, ABV, DAP, Tilbury, duty deferment",
         Twin("artifact", "body", "find attached the technical sheets", "find attached the the technical sheets",
              "the", "a doubled word", found="the the")),

    Mail("P004", "s1", "Elbling z luksemburskiej Mozeli dla Gierasimiuk Wina",
         """Szanowny Panie Kamilu,

nazywam się Nadine Schmit-Weber i odpowiadam za eksport w firmie Uewermusel Spezialitéiten z Grevenmacher w Luksemburgu. Piszę do Pana jako kierownika działu zakupów Gierasimiuk Wina, ponieważ Państwa oferta win z mniej znanych regionów Europy bardzo dobrze pasuje do tego, co robimy.

Produkujemy Elbling – najstarszą odmianę winorośli nad Mozelą: lekkie, wytrawne białe wino (11,5% alk.), świetne jako wino kieliszkowe i do ryb. Możemy dostarczyć paletę mieszaną DAP Warszawa.

Czy mogę przesłać cennik i karty techniczne?

Z wyrazami szacunku
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l., Grevenmacher (Luksemburg)
+352 75 84 21""",
         "cold introduction; wholly Polish; vocative 'Panie Kamilu'; the recorded title in the genitive ('kierownika działu zakupów'); company without 'Sp. z o.o.'; Luksemburg, Mozela, Warszawa",
         Twin("title_wrong", "body", "kierownika działu zakupów", "kierownika działu sprzedaży",
              "Kierownik działu zakupów", "a sales title for the recorded purchasing one")),

    Mail("P005", "s1", "Trockener Elbling für die Gastronomie – nach der ProWein",
         """Sehr geehrter Herr Jockel,

vielen Dank für das Gespräch auf der ProWein in Düsseldorf. Sie hatten nach einem trockenen Elbling für Ihre Gastronomiekunden gefragt – hier die Eckdaten:

Elbling trocken 2023, Grevenmacher, 11,5 % vol., Restzucker 4 g/l, Schraubverschluss, 6 × 0,75 l
Elbling Vieilles Vignes 2022, 12 % vol., 6 × 0,75 l

Anders als der Elbling von der deutschen Obermosel wächst unserer auf der luxemburgischen Seite des Flusses, auf Muschelkalk. Für das Weinkontor Jockel können wir ab einer Palette frei Haus liefern.

Gern schicke ich Ihnen Muster.

Mit freundlichen Grüßen aus Grevenmacher
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
Tel. +352 75 84 21 · nadine.schmit@uewermusel.lu""",
         "first e-mail after the fair the note names, answering its interest (dry Elbling for restaurants); wholly German; company with article, without GmbH; Germany named as the neighbouring Elbling region (deutsche Obermosel), not as a wrong country",
         Twin("country_wrong", "body", "auf der luxemburgischen Seite", "auf der französischen Seite",
              "luxemburgischen", "the sender's wine placed on the French side of the Moselle", found="französischen")),

    Mail("P006", "s1", "Échantillons de Kachkéis et certificat IFS Food",
         """Madame Letellier,

Suite à votre demande, je vous confirme l'envoi cette semaine de nos échantillons de Kachkéis, le fromage cuit luxembourgeois : deux pots nature et deux pots au cumin, en colis réfrigéré.

Vous trouverez également en pièce jointe notre certificat IFS Food (version 8, niveau supérieur), valable jusqu'en mars 2026.

Le Kachkéis se tartine froid ou se fait fondre sur des pommes de terre ; il se conserve 60 jours à 4 °C. Je serais ravie d'en discuter avec vous pour la Fromagerie Letellier.

Bien cordialement,
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher – Luxembourg
+352 75 84 21""",
         "reply to the note's request (samples, IFS Food); wholly French; 'Madame Letellier,'; company with article, without SARL; category as 'fromage cuit luxembourgeois'",
         Twin("company_misspelled", "body", "la Fromagerie Letellier", "la Fromagerie Letelier",
              "Fromagerie Letellier SARL", "one l dropped from the family name", found="Fromagerie Letelier")),

    Mail("P007", "s1", "Kachkéis aus Luxemburg für Ihr Feinkostgeschäft",
         """Sehr geehrte Frau Rust,

als Inhaberin von Rust Feinkost suchen Sie sicher immer wieder nach Spezialitäten, die Ihre Kundschaft noch nicht kennt. Darf ich Ihnen unseren Kachkéis vorstellen? Der luxemburgische Kochkäse wird aus Magerquark, Butter und etwas Salz gekocht, aufs Brot gestrichen und traditionell mit Senf gegessen.

Wir liefern ihn in 250-g-Bechern, natur oder mit Kümmel, mindestens haltbar 60 Tage gekühlt. Ab 48 Bechern liefern wir per Kühlspedition nach ganz Deutschland.

Ich freue mich auf Ihre Rückmeldung.

Herzliche Grüße
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l. · Grevenmacher, Luxemburg
+352 75 84 21""",
         "cold introduction; wholly German; the recorded title inside the sentence ('als Inhaberin von'); company without e.K.; category as 'Kochkäse'; mustard (another s1 category) named only as what it is eaten with",
         Twin("title_wrong", "body", "als Inhaberin von", "als Einkaufsleiterin von", "Inhaberin",
              "a purchasing title for the recorded owner", found="Einkaufsleiterin")),

    Mail("P008", "s1", "Kachkéis – kosher certification (OU-D)",
         """Shalom Lior,

Thank you for your interest in our Kachkéis. As you asked, here is where we stand on kosher certification: our cooked cheese is made on a dedicated line, and the OU-D audit of our dairy in Grevenmacher is scheduled for next month. I will send you the certificate as soon as it is issued.

In the meantime I can share the full ingredient list (skimmed-milk quark made with microbial coagulant, butter, salt, bicarbonate of soda) and the production flow chart, so that נחמיאס יבוא מזון can check it with your rabbinate contact.

Shipping to Israel would be by reefer container via Antwerp to Haifa or Ashdod.

Best regards,
Nadine Schmit-Weber
Export Manager
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg""",
         "reply to the note's kosher requirement, in English as the note asks; Hebrew given name in Latin letters ('Shalom Lior'); the company in Hebrew script without בע\"מ inside English; the sender's title translated (Export Manager)",
         Twin("company_foreign", "body", "so that נחמיאס יבוא מזון can", "so that Kaashandel van der Schuijt can",
              "נחמיאס יבוא מזון בע\"מ", "another buyer's company of this set (same category, the Netherlands)",
              found="Kaashandel van der Schuijt")),

    Mail("P009", "s1", "Kachkéis after Anuga – shelf life and chilled transport",
         """Dear Ms van der Schuijt,

It was a pleasure to meet you at Anuga in Cologne. You asked about the shelf life of our Kachkéis and how we ship it chilled, so here are the details:

- Shelf life: 60 days from production at 2–6 °C, at least 40 days left on arrival
- Packing: 250 g cups, 12 per carton, 96 cartons per pallet
- Transport: groupage reefer from Grevenmacher at 2–6 °C, about 36 hours to your warehouse

Kachkéis (in Dutch you might call it kookkaas) is Luxembourg's everyday cooked cheese; it would sit well next to the Belgian and German specialities at Kaashandel van der Schuijt.

With kind regards,
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l., Grevenmacher, Luxembourg
+352 75 84 21""",
         "first e-mail after the fair the note names, answering its questions; English; 'Ms van der Schuijt' with the lower-case particle; category also as 'kookkaas', 'cooked cheese'; Belgian and German as other specialities' origins",
         Twin("category_wrong", "body", "the shelf life of our Kachkéis", "the shelf life of our Munster",
              "Kachkéis cooked cheese", "a cheese the sender does not sell", found="Munster")),

    Mail("P010", "s1", "Kachkéis – λουξεμβουργιανό βραστό τυρί για την Παλλάς Τρόφιμα",
         """Αγαπητέ κύριε Παλλά,

ονομάζομαι Nadine Schmit-Weber και είμαι υπεύθυνη εξαγωγών της Uewermusel Spezialitéiten στο Grevenmacher του Λουξεμβούργου. Σας γράφω ως υπεύθυνο αγορών της Παλλάς Τρόφιμα, γιατί πιστεύω ότι το Kachkéis μας θα ενδιέφερε τους πελάτες σας στα ντελικατέσεν.

Το Kachkéis είναι το παραδοσιακό βραστό τυρί του Λουξεμβούργου: αλείφεται σε ψωμί, λιώνει πάνω σε πατάτες και διατηρείται 60 ημέρες στους 4 °C. Συσκευασία 250 g, παράδοση με ψυγείο οδικώς ως την Αθήνα ή μέσω Πειραιά.

Θα χαρώ να σας στείλω δείγματα και τιμοκατάλογο.

Με εκτίμηση,
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Λουξεμβούργο
+352 75 84 21""",
         "cold introduction; wholly Greek; vocative 'κύριε Παλλά'; the recorded title in the accusative ('υπεύθυνο αγορών'); company without Α.Ε., with article; sender's title in Greek; Αθήνα, Πειραιάς",
         Twin("sender_wrong", "body", "+352 75 84 21", "+352 75 48 21", "+352 75 84 21",
              "the sender's phone number with two digits swapped")),

    Mail("P011", "s1", "Stone-ground mustard – FDA labels, as discussed at the Fancy Food Show",
         """Hi Amanda,

Great to meet you at the Summer Fancy Food Show in New York. As promised, a quick note on labelling: our stone-ground mustards would ship with US labels (Nutrition Facts panel, ingredient list in descending order by weight, net weight in oz and g, US importer's address). Our plant is FDA-registered and we file prior notice for every shipment.

For Barnes Provisions we could start with a mixed pallet of 200 g jars: classic stone-ground, with honey, and with Elbling wine. Price list attached, FOB Antwerp.

Best,
Nadine

Nadine Schmit-Weber | Exportleiterin | Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg | +352 75 84 21""",
         "first e-mail after the fair the note names, answering its label requirement; English, informal ('Hi Amanda', 'Best, Nadine'); company without LLC; FDA, prior notice, FOB Antwerp; Elbling (another s1 category) as a flavour of the mustard",
         Twin("company_missing", "body", "For Barnes Provisions we could", "For your company we could",
              "Barnes Provisions LLC", "the only mention of the company replaced", found="your company")),

    Mail("P012", "s1", "Stone-ground mustard from Luxembourg for 한결식품",
         """Dear Mr Kim,

My name is Nadine Schmit-Weber; I head exports at Uewermusel Spezialitéiten in Grevenmacher, Luxembourg. I am writing to you as 구매팀장 of 주식회사 한결식품 because Korean delis and bakery cafés are asking more and more for European condiments.

We make stone-ground mustard, milled slowly between basalt stones so the seed keeps its bite. It comes in 200 g glass jars and 1 kg food-service tubs, with a shelf life of 18 months, and we can ship in 20-foot containers to Busan.

Would you like to receive samples?

Kind regards,
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
+352 75 84 21 | www.uewermusel.lu""",
         "cold introduction; English; 'Mr Kim' (family name of 김정웅, romanised); the recorded title in Hangul inside an English sentence; company in Hangul, short form without 주식회사 in the subject; Busan",
         Twin("contact_wrong", "body", "Dear Mr Kim,", "Dear Mr Park,", "Kim (김정웅)",
              "another family name in the greeting", found="Mr Park")),

    Mail("P013", "s1", "Ihre Musteranfrage: drei Senfsorten",
         """Grüezi Frau Suter

Vielen Dank für Ihre Anfrage über unsere Website. Gerne schicken wir Ihnen Muster unserer drei Senfsorten aus der Steinmühle:

– Senf klassisch, grob gemahlen
– Senf mit Honig
– Senf mit Elbling-Wein

Die Muster gehen morgen per Post an die Suter Gourmet AG; die Verzollung übernehmen wir. Danach liefern wir ab einer gemischten Palette, DAP Zürich.

Freundliche Grüsse
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l., Grevenmacher, Luxemburg""",
         "reply to the German note's request (samples of three mustards); Swiss German ('Grüezi', 'Grüsse' with ss, no comma after the greeting); category as 'Senf aus der Steinmühle', 'grob gemahlen'; Zürich",
         Twin("company_misspelled", "body", "an die Suter Gourmet AG", "an die Sutter Gourmet AG",
              "Suter Gourmet AG", "a doubled t in the family name", found="Sutter Gourmet AG")),

    Mail("P014", "s1", "Steengemalen mosterd uit Luxemburg",
         """Beste Pim,

Als categorymanager sauzen bij Van Dokkum Delicatessen ziet u veel mosterd voorbijkomen. Toch denk ik dat de onze opvalt: wij malen het mosterdzaad langzaam tussen stenen. Dat geeft een grove, volle mosterd met pit, zonder conserveermiddelen.

We leveren in potten van 200 g en emmers van 1 kg voor de horeca, per pallet DAP Nederland. Een proefpakket stuur ik u graag toe.

Met vriendelijke groet,
Nadine Schmit-Weber
Exportleiterin | Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxemburg | +352 75 84 21""",
         "cold introduction; wholly Dutch; 'Beste Pim'; the recorded title in lower case inside the sentence; company without B.V.; category as 'steengemalen mosterd'",
         Twin("artifact", "body", "in potten van 200 g en", "in potten van {jar_size} en", "200 g",
              "a leftover template placeholder", found="{jar_size}")),

    Mail("P015", "s1", "Quote: 2 pallets of stone-ground mustard, 200 g jars",
         """Dear Ms Majorek,

Thank you for your enquiry. Here is our quote for Hurtownia Majorek:

Stone-ground mustard, 200 g glass jar, 12 jars per carton
2 pallets = 2 × 120 cartons = 2,880 jars
Price: EUR 1.62 per jar, DAP your warehouse in Poland
Shelf life: 18 months, at least 12 months on delivery
Lead time: 3 weeks from order

We can mix the classic and the honey mustard on the pallets at the same price.

Best regards / Z poważaniem
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg
+352 75 84 21""",
         "reply to the note's request (quote, 2 pallets, 200 g jars); English with a Polish closing; company without Sp.j.; Poland named as the delivery country",
         Twin("note_wrong", "subject", "200 g jars", "400 g jars", "200 g jars",
              "the note's jar size misquoted in the subject")),

    Mail("P016", "s2", "Caustic soda lye 48% – CFR Nhava Sheva offer",
         """Namaste Mr Mukherjee,

It was good to meet you at India Chem in Mumbai. As discussed, we can offer मुख़र्जी केमिकल्स membrane-grade caustic soda lye:

- NaOH 48% min., NaCl 50 ppm max., Fe 5 ppm max.
- 3,000 dmt per month in coated tanks, loading Mesaieed
- USD 395 per dry metric ton CFR Nhava Sheva, L/C at sight

I will send the specification sheet and a draft contract this week. Please also let me know whether your plant would take 99% flakes for part of the volume.

Best regards,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L.
Dukhan, Qatar
+974 4471 3820""",
         "first e-mail after the fair the note names, with the offer it asks for (48% lye, CFR Nhava Sheva); English with 'Namaste'; family name romanised (Mukherjee for मुख़र्जी); company in Devanagari, short, inside English; Mesaieed as loading port; dmt, L/C",
         Twin("sender_wrong", "body", "Zekreet Petrochemicals Trading W.L.L.", "Zekreet Petrochemicals Trading LLC",
              "Zekreet Petrochemicals Trading W.L.L.", "a wrong legal form for the sender's company")),

    Mail("P017", "s2", "عرض صودا كاوية من قطر",
         """الأستاذ كريم المنياوي المحترم،
مدير المشتريات – شركة المنياوي للكيماويات

تحية طيبة وبعد،

يسعدني أن أقدم لكم شركة Zekreet Petrochemicals Trading W.L.L. في دخان بدولة قطر. نوفر الصودا الكاوية بنوعيها: السائلة بتركيز 48٪ والرقائق بنقاوة 99٪ في أكياس 25 كغ، مع شهادة تحليل لكل شحنة.

يمكننا الشحن إلى ميناء الإسكندرية أو العين السخنة بشروط CFR، وبأسعار شهرية.

يسعدني إرسال عرض سعر مفصل إذا تفضلتم بإبلاغي بالكمية الشهرية المطلوبة.

وتفضلوا بقبول فائق الاحترام،
حمد ناصر المري
مدير صادرات البتروكيماويات
Zekreet Petrochemicals Trading W.L.L.
+974 4471 3820""",
         "cold introduction; wholly Arabic with a letter head (الأستاذ … المحترم, title, company); the sender's name and title in Arabic; Qatar as the sender's country; Alexandria, Ain Sokhna",
         Twin("category_wrong", "body", "نوفر الصودا الكاوية بنوعيها", "نوفر كربونات الصوديوم بنوعيها",
              "الصودا الكاوية (caustic soda)", "soda ash (sodium carbonate), which the sender does not sell, for caustic soda",
              found="كربونات الصوديوم")),

    Mail("P018", "s2", "COA and MSDS – caustic soda flakes 99%",
         """Dear Ms Yến,

Thank you for your request. Attached please find the certificate of analysis of our latest lot of caustic soda flakes (NaOH 99.2%, Na2CO3 0.4%, NaCl 0.02%) and the MSDS in English; a Vietnamese MSDS will follow next week.

Packing is 25 kg PE-lined bags, 27 MT per 20' container, CFR Hai Phong or Cat Lai (Ho Chi Minh City). For Hóa chất Bùi we could start with two containers as a trial.

Best regards,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L.
Dukhan, Qatar | +974 4471 3820 | h.almarri@zekreet-petro.com.qa""",
         "reply to the note's request (COA, MSDS, 99% flakes); English; 'Ms Yến' by the given name, as Vietnamese do; company shortened to 'Hóa chất Bùi'; Hai Phong, Cat Lai",
         Twin("contact_wrong", "body", "Dear Ms Yến,", "Dear Ms Hằng,", "Yến (Bùi Yến)",
              "another given name in the greeting", found="Ms Hằng")),

    Mail("P019", "s2", "二氯乙烷月度合同价格 – Chinaplas后续",
         """丁经理您好：

感谢您在上海Chinaplas展会期间抽空来我们展位交流。关于您询问的二氯乙烷（EDC）月度合同价格，现报价如下：

品名：二氯乙烷（EDC），纯度≥99.8%
数量：每月3,000吨，化学品船散装
价格：每月按当月东北亚EDC市场均价加固定贴水结算
交货：CFR宁波，即期信用证付款

如贵司有意签订年度合同，我们可以提供更优惠的贴水。

顺祝商祺！

Hamad Nasser Al-Marri（哈马德）
石化产品出口经理
Zekreet Petrochemicals Trading W.L.L.
卡塔尔 杜汉
+974 4471 3820""",
         "first e-mail after the fair the note names, with the monthly contract price it asks for; wholly simplified Chinese; '丁经理您好'; company only as 贵司; category as 二氯乙烷（EDC）; sender's title and town in Chinese; CFR宁波",
         Twin("note_wrong", "body", "感谢您在上海Chinaplas展会期间", "感谢您在广交会期间", "上海Chinaplas",
              "a fair the note does not name (the Canton Fair) in place of Chinaplas Shanghai", found="广交会")),

    Mail("P020", "s2", "Katar'dan EDC (etilen diklorür) tedariki",
         """Sayın Hudavent Bey,

Zekreet Petrochemicals Trading W.L.L. adına Katar'ın Dukhan şehrinden yazıyorum. Soylu Kimya'nın PVC ve solvent üretimi için düzenli bir etilen diklorür (EDC) tedarikçisine ilgi duyabileceğini düşündüm.

%99,8 saflıkta EDC'yi kimyasal tankerlerle, CFR Aliağa veya Dilovası şartıyla, ayda 2.000–5.000 ton olarak sunabiliyoruz. Her parti için analiz sertifikası veriyoruz; KKDİK kaydımız mevcuttur.

Uygun bir zamanda kısa bir telefon görüşmesi yapabilir miyiz?

Saygılarımla,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L.
+974 4471 3820""",
         "cold introduction; wholly Turkish; 'Sayın Hudavent Bey' (given name + Bey); company shortened with a suffix ('Soylu Kimya'nın'); category as 'etilen diklorür (EDC)'; Aliağa, Dilovası, KKDİK",
         Twin("company_misspelled", "body", "Soylu Kimya'nın", "Soylı Kimya'nın", "Soylu Kimya Sanayi ve Ticaret A.Ş.",
              "dotless ı for u in the family name", found="Soylı Kimya")),
]
