"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the edit its twin gets."""
from mail import Mail, Twin

S1_SIG = """Chikondi Grace Mwale-Phiri
Export Trade Manager
Shire Highlands Commodities Limited
Blantyre, Malawi
+265 1 871 204 | c.mwalephiri@shirehighlands.mw"""

S2_SIG = """Ion Cebotari-Rusu
Director de export
Răut Vin & Fruct S.R.L.
Orhei, Republica Moldova
+373 235 2 41 87 | export@rautvinfruct.md"""

MAILS = [
    Mail("P001", "s1", "Speciality & Fine Food Fair follow-up: BP1 and PF1 samples",
f"""Dear Damian,

It was a pleasure to meet you at the Speciality & Fine Food Fair in London. As promised, I have set aside samples of our CTC black tea in the two grades you asked about, BP1 and PF1, from this month's Thyolo and Mulanje manufacture.

Both grades are made on our partner estates in Malawi's Shire Highlands. The BP1 gives a bright, brisk liquor that takes milk well; the PF1 brews a little faster and suits tea bags. I will send 500 g of each by courier to Page & Lyle Tea Merchants this week, with the tasting notes and the lot numbers, so your tasters can compare them against your current blend.

If they meet your standard, we can offer both grades in 60 kg multiwall paper sacks, shipped via Beira.

Kind regards,

{S1_SIG}""",
         "fair follow-up, English; the note's fair and both grades",
         Twin("note_wrong", "body", "the Speciality & Fine Food Fair in London", "the Food & Drink Expo in Birmingham",
              "the Speciality & Fine Food Fair in London", "another UK fair in place of the one the note records")),

    Mail("P002", "s1", "CTC black tea from Malawi for شركة السيوفي لتعبئة الشاي",
f"""السيد أيمن السيوفي المحترم،

Dear Mr Al-Sayoufi,

I am writing to introduce Shire Highlands Commodities Limited, a tea, rice and groundnut exporter based in Blantyre, Malawi. I understand that شركة السيوفي لتعبئة الشاي packs loose and bagged black tea for the Egyptian market, and I believe our CTC black tea would fit your blends well.

Malawi teas are known for their bright colour and strong cup, which is what Egyptian consumers expect from a kushari-style brew. We offer the usual CTC grades (BP1, PF1, PD and D1) from estates in Thyolo and Mulanje, packed in 60 kg sacks, CIF Alexandria or Port Said.

May I send you our current price list and a set of samples?

مع أطيب التحيات،
Best regards,

{S1_SIG}""",
         "cold introduction, English with an Arabic greeting and closing; company in Arabic script inside English",
         Twin("company_misspelled", "subject", "شركة السيوفي لتعبئة الشاي", "شركة الصيوفي لتعبئة الشاي",
              "شركة السيوفي لتعبئة الشاي", "س written as the emphatic ص in the family name", found="شركة الصيوفي لتعبئة الشاي")),

    Mail("P003", "s1", "Прайс-лист на чай CTC из Малави",
f"""Уважаемая Майя,

благодарю за интерес к нашему чаю. Как вы просили, направляю прайс-лист на чёрный чай CTC из Малави на условиях FOB Beira (порт Бейра, Мозамбик): сорта BP1, PF1, PD и D1, урожай этого сезона с плантаций в Тёло и Муланье, упаковка — бумажные мешки по 60 кг.

Условия оплаты принимаем ваши: предоплата 30%, остаток — против копий документов. Первая партия может быть отгружена в течение трёх недель после предоплаты.

Если для ООО «Чайная компания Ершовой» нужны образцы для дегустации, с удовольствием отправим их в Москву курьером.

С уважением,
Чиконди Мвале-Фири
Менеджер по экспорту
Shire Highlands Commodities Limited
Блантайр, Малави
+265 1 871 204 | c.mwalephiri@shirehighlands.mw""",
         "reply to the note's request, Russian; FOB Beira and 30% prepayment from the note; sender in Cyrillic, title translated",
         Twin("company_misspelled", "body", "ООО «Чайная компания Ершовой»", "ООО «Чайная компания Ершевой»",
              "ООО «Чайная компания Ершовой»", "one vowel of the family name changed", found="Ершевой")),

    Mail("P004", "s1", "Herbata CTC z Malawi dla Herbaciarni Pyś",
f"""Szanowny Panie Antoni,

nazywam się Chikondi Mwale-Phiri i odpowiadam za eksport w firmie Shire Highlands Commodities Limited z Blantyre w Malawi. Piszę do Pana jako kierownika działu zakupów w Herbaciarnia Pyś Sp. z o.o., ponieważ oferujemy czarną herbatę CTC z plantacji w Thyolo i Mulanje.

Herbata z Malawi daje mocny, jasnoczerwony napar i dobrze sprawdza się w mieszankach ekspresowych. Oferujemy gradacje BP1, PF1 i PD, pakowane w worki po 60 kg, z dostawą CIF Gdynia.

Czy mogę przesłać próbki i aktualny cennik?

Z poważaniem
Chikondi Mwale-Phiri
Export Trade Manager
Shire Highlands Commodities Limited
Blantyre, Malawi
+265 1 871 204""",
         "cold introduction, Polish; the recorded Polish title in the instrumental, company with legal form",
         Twin("title_wrong", "body", "jako kierownika działu zakupów", "jako kierownika działu sprzedaży",
              "Kierownik działu zakupów", "purchasing department head turned into sales department head", found="kierownika działu sprzedaży")),

    Mail("P005", "s1", "ISO 3720 test report for our CTC black tea",
f"""Dear Mr Mahjoob,

Thank you for your interest in Malawi tea. As requested, I attach the ISO 3720 test report for our CTC black tea, grade BP1, issued by an accredited laboratory in Blantyre. It covers total ash, water extract, crude fibre and the other parameters of the standard, and every result is within the limits.

We are happy to ship to Bandar Abbas as you prefer; our forwarder has regular container space from Beira to Bandar Abbas via Jebel Ali. For شرکت بازرگانی چای محجوب we could offer a first 20 ft container of BP1 and PF1 in 60 kg sacks.

Please let me know which grades and quantities you have in mind, and I will send a firm offer.

Best regards,

{S1_SIG}""",
         "reply to the note's request, English; ISO 3720 and Bandar Abbas from the note; Persian company in script",
         Twin("category_wrong", "body", "for our CTC black tea, grade BP1", "for our orthodox green tea, grade BP1",
              "CTC black tea", "green tea, a neighbouring tea the sender does not sell", found="orthodox green tea")),

    Mail("P006", "s1", "Nach der ANUGA: Bio-Kilombero-Reis aus Malawi",
f"""Sehr geehrte Frau Reichmann,

vielen Dank für das nette Gespräch an unserem Stand auf der ANUGA in Köln. Wie besprochen sende ich Ihnen die Unterlagen zu unserem Kilombero-Reis, einem aromatischen Langkornreis aus dem Norden Malawis (Karonga).

Für Reichmann Reisimport ist sicher das Wichtigste das Bio-Zertifikat: Unsere Partnerbetriebe sind nach der EU-Öko-Verordnung (EU) 2018/848 zertifiziert, das Zertifikat liegt dieser E-Mail bei. Wir liefern in 25-kg-Säcken oder in 1-kg-Beuteln, CIF Hamburg.

Gern schicke ich Ihnen ein Muster von 2 kg zu.

Mit freundlichen Grüßen
Chikondi Mwale-Phiri
Export Trade Manager
Shire Highlands Commodities Limited
Blantyre, Malawi""",
         "fair follow-up, German; the note's fair and certificate; company without legal form",
         Twin("contact_wrong", "body", "Sehr geehrte Frau Reichmann", "Sehr geehrte Frau Reichardt",
              "Reichmann", "a near-miss family name", found="Reichardt")),

    Mail("P007", "s1", "Kilombero-rijst uit Malawi",
f"""Beste Jay,

Ik ben Chikondi Mwale-Phiri, exportmanager bij Shire Highlands Commodities Limited in Blantyre, Malawi. Ik neem contact op omdat Bouthoorn Rijsthandel B.V. rijst van buiten Azië inkoopt, en ik denk dat onze Kilombero-rijst interessant voor u kan zijn.

Kilombero is een aromatische rijst die in Malawi aan het meer wordt geteeld, rond Karonga en Salima. Hij is minder bekend dan basmati, maar heeft een vergelijkbaar aroma en een zachte, iets kleverige textuur. We leveren in zakken van 25 of 50 kg, CIF Rotterdam.

Zal ik u een monster en een prijsindicatie sturen?

Met vriendelijke groet,

{S1_SIG}""",
         "cold introduction, Dutch; signature in English",
         Twin("sender_wrong", "body", "+265 1 871 204 | c.mwalephiri@shirehighlands.mw", "+265 1 817 204 | c.mwalephiri@shirehighlands.mw",
              "+265 1 871 204", "two digits of the sender's phone swapped", found="+265 1 817 204")),

    Mail("P008", "s1", "Kilombero rice in 25 kg bags for your restaurant customers",
f"""Dear Mr Khalid,

I understand that Al Mazrouei Foodstuff Trading supplies restaurants in Dubai and Sharjah, and that 25 kg bags are the size your customers prefer. I would like to offer you Kilombero rice from Malawi in exactly that pack.

Kilombero is an aromatic long-grain rice grown along Lake Malawi. Chefs like it for its fragrance and because it stays soft after reheating, which matters in a busy kitchen. We pack it in 25 kg woven polypropylene bags with an inner liner, and ship CIF Jebel Ali in 20 ft containers (about 1,000 bags each).

I would be glad to send a 5 kg sample to your warehouse.

Best regards,

{S1_SIG}""",
         "first e-mail built on the note (restaurants, 25 kg bags); Gulf style 'Mr' with the given name; short company form",
         Twin("company_missing", "body", "I understand that Al Mazrouei Foodstuff Trading supplies", "I understand that your company supplies",
              "Al Mazrouei Foodstuff Trading L.L.C.", "the company's name replaced by 'your company'", found="your company")),

    Mail("P009", "s1", "馬拉維 Kilombero 香米 — 朱記米行",
f"""朱經理您好：

我是馬拉維 Shire Highlands Commodities Limited 的出口經理 Chikondi Mwale-Phiri。得知朱記米行有限公司在香港經營多種進口米，冒昧來信介紹我們的 Kilombero 香米。

Kilombero 是馬拉維湖畔（Karonga 及 Salima 一帶）種植的香米，米粒細長、香氣濃郁，煮後口感柔軟，與泰國香米風格相近。我們可提供 25 公斤及 5 公斤包裝，CIF 香港。

如您有興趣，我們樂意寄送樣品及報價。

順頌商祺

Chikondi Mwale-Phiri
出口經理
Shire Highlands Commodities Limited
馬拉維 Blantyre
+265 1 871 204 | c.mwalephiri@shirehighlands.mw""",
         "cold introduction in traditional Chinese; 朱經理 from the title 採購經理; Malawi written 馬拉維",
         Twin("company_foreign", "body", "得知朱記米行有限公司在香港", "得知陳記米行有限公司在香港",
              "朱記米行有限公司", "a Hong Kong rice shop of another family", found="陳記米行有限公司")),

    Mail("P010", "s1", "Kilombero rice from Malawi – kosher certificate available",
f"""Dear Romi,

Thank you for your note that you prefer to correspond in English, so I will keep to it.

I am writing on behalf of Shire Highlands Commodities Limited in Blantyre, Malawi, to offer Yona Food Import our Kilombero rice, an aromatic long-grain rice from the Lake Malawi shore. Since you need a kosher certificate: our rice is packed in a mill that is supervised by a recognised kashrut agency, and I can send you the current certificate together with a sample.

We ship in 25 kg bags, CIF Haifa or Ashdod.

Best regards,

{S1_SIG}""",
         "first e-mail using the note (English, kosher); company translated into English without the legal form",
         Twin("company_misspelled", "body", "to offer Yona Food Import our", "to offer Yoma Food Import our",
              "יונה יבוא מזון בע\"מ", "one letter of the transliterated family name changed", found="Yoma Food Import")),

    Mail("P011", "s1", "Aflatoxin results and 40 ft price – shelled groundnuts",
f"""Dear Mr Zulkarnain,

Further to your request, please find attached the aflatoxin results for our current lot of shelled groundnuts (Chalimbana variety, count 50/60). Total aflatoxin was measured at 2.1 ppb, well under your maximum of 4 ppb; the analysis was done by an SGS laboratory before bagging.

For a full 40 ft container (about 25 tonnes in 50 kg jute bags), our price is USD 1,620 per tonne CFR Surabaya, shipment within four weeks of order.

I hope this allows PT Zulkarnain Kacang Nusantara to consider us as a new origin.

Salam hormat,

{S1_SIG}""",
         "reply to the note's request, English with an Indonesian closing; aflatoxin limit and 40 ft from the note",
         Twin("artifact", "body", "was measured at 2.1 ppb, well under", "was measured at 2.1 ppb, well under well under",
              "was measured at 2.1 ppb, well under", "a doubled phrase", found="well under well under")),

    Mail("P012", "s1", "Đậu phộng nhân Malawi — shelled groundnuts offer",
f"""Kính gửi chị Chi,

My name is Chikondi Mwale-Phiri, and I handle exports at Shire Highlands Commodities Limited in Malawi. As Trưởng phòng Thu mua at Công ty TNHH Thực phẩm Nguyễn Phát, you may be looking for new origins of shelled groundnuts for roasting and confectionery.

Malawi groundnuts, mainly the Chalimbana and CG7 varieties, have large kernels and a sweet taste. We offer counts 40/50, 50/60 and 60/70, in 50 kg bags, CIF Cat Lai (Ho Chi Minh City).

I would be happy to send a sample and our price list.

Trân trọng,

{S1_SIG}""",
         "cold introduction in English with Vietnamese greeting, subject and closing; the title as recorded inside English",
         Twin("title_wrong", "body", "As Trưởng phòng Thu mua at", "As Trưởng phòng Kinh doanh at",
              "Trưởng phòng Thu mua", "purchasing head turned into sales head", found="Trưởng phòng Kinh doanh")),

    Mail("P013", "s1", "Shelled groundnuts from Malawi",
f"""Αγαπητέ κύριε Δακαναλή,

I hope you do not mind an e-mail in English. I am writing from Shire Highlands Commodities Limited, an exporter in Blantyre, Malawi, because Δακαναλής Ξηροί Καρποί Α.Ε. is, I understand, one of the larger nut roasters in Greece.

We export shelled groundnuts of the Chalimbana variety, hand-picked and graded to 40/50 and 50/60 counts, with aflatoxin tested by SGS before each shipment. A 20 ft container takes about 18 tonnes; we can ship CIF Piraeus.

If it is useful, I can send 2 kg of each count for your quality team.

Με εκτίμηση,

{S1_SIG}""",
         "cold introduction in English with Greek vocative greeting and closing; Greek company in script",
         Twin("country_wrong", "body", "nut roasters in Greece", "nut roasters in Cyprus",
              "Greece", "a neighbouring Greek-speaking country", found="Cyprus")),

    Mail("P014", "s1", "Після Gulfood: арахіс калібру 50/60",
f"""Шановна пані Марино,

була рада познайомитися з Вами на виставці Gulfood у Дубаї. Як і домовлялися, надсилаю пропозицію на очищений арахіс з Малаві калібру 50/60 (сорт Chalimbana), урожай цього року.

Для ТОВ «Петлюра Горіх» можемо запропонувати поставку в мішках по 50 кг, CIF Одеса або, якщо зручніше, CIF Гданськ з доставкою до України автотранспортом. Протоколи аналізу на афлатоксини додаються до кожної партії.

Якщо потрібно, надішлю зразок.

З повагою,
Чіконді Мвале-Фірі
Export Trade Manager
Shire Highlands Commodities Limited
Blantyre, Malawi""",
         "fair follow-up, Ukrainian; vocative Марино; the note's fair and count",
         Twin("note_wrong", "body", "на виставці Gulfood у Дубаї", "на виставці SIAL у Парижі",
              "Gulfood (Dubai)", "another fair than the one the note records", found="SIAL у Парижі")),

    Mail("P015", "s1", "Shelled groundnuts for Haneberg Pinda Import",
f"""Dear Ms Haneberg,

I am the export trade manager of Shire Highlands Commodities Limited in Blantyre, Malawi. We ship shelled groundnuts to roasters and importers in Europe, and I would like to introduce them to Haneberg Pinda Import B.V.

Our kernels are of the Chalimbana and CG7 varieties, blanchable, sorted to counts 40/50 to 60/70, and tested for aflatoxin against the EU limit (4 ppb total) before loading. We can ship CIF Rotterdam in 50 kg bags or 1-tonne big bags.

Could I send you a sample and our price list?

Kind regards,

{S1_SIG}""",
         "cold introduction, English",
         Twin("sender_wrong", "body", "Shire Highlands Commodities Limited in Blantyre, Malawi. We ship", "Shire Highland Commodities Limited in Blantyre, Malawi. We ship",
              "Shire Highlands Commodities Limited", "the sender's company without the plural s", found="Shire Highland Commodities Limited")),

    Mail("P016", "s2", "Wino musujące metodą tradycyjną z Mołdawii",
f"""Szanowna Pani Klaro,

piszę z Orhei w Mołdawii, z firmy Răut Vin & Fruct S.R.L. Jako właścicielka Winnicy i Handlu Botor szuka Pani zapewne win, których nie ma jeszcze każdy sklep w Polsce, dlatego chciałbym przedstawić nasze wino musujące wytwarzane metodą tradycyjną.

Wino dojrzewa co najmniej 18 miesięcy na osadzie w butelce; oferujemy Brut z Fetească Albă i Chardonnay oraz Brut Rosé z Pinot Noir. Możemy dostarczyć paletę mieszaną, DAP Kraków.

Chętnie prześlę cennik i dwie butelki próbne.

Z wyrazami szacunku
{S2_SIG}""",
         "cold introduction, Polish; vocative Klaro; company in genitive without legal form; title as recorded in a sentence",
         Twin("title_wrong", "body", "Jako właścicielka Winnicy", "Jako kierowniczka zakupów Winnicy",
              "Właścicielka", "an owner turned into a purchasing manager", found="kierowniczka zakupów")),

    Mail("P017", "s2", "ProWine Shanghai 后续：传统法起泡酒及中文背标",
f"""文经理您好：

很高兴在 ProWine Shanghai 展会上与您见面。按照您的要求，我们已为上海文氏酒业有限公司准备了中文背标的样稿，标签内容包括进口商信息、原产国（摩尔多瓦）、酒精度及配料，符合中国进口食品标签的要求。

我们的传统法起泡酒在瓶中带酒泥陈酿至少18个月，有 Brut 和 Brut Rosé 两款。首批可按托盘混装，CIF 上海。

如需样酒，请告诉我寄送地址。

此致
敬礼

Ion Cebotari-Rusu
出口总监
Răut Vin & Fruct S.R.L.
摩尔多瓦 Orhei""",
         "fair follow-up, simplified Chinese; 文经理 from 进口部经理; the note's fair and back label",
         Twin("artifact", "body", "传统法起泡酒在瓶中带酒泥陈酿至少18个月", "传统法起泡酒在瓶中带酒泥陈酿至少18个月至少18个月",
              "传统法起泡酒在瓶中带酒泥陈酿至少18个月", "a doubled phrase", found="至少18个月至少18个月")),

    Mail("P018", "s2", "モルドバ産瓶内二次発酵スパークリングワインのご案内",
f"""株式会社小林洋酒
仕入部長 小林裕太様

突然のご連絡失礼いたします。モルドバ共和国オルヘイのワイナリー、Răut Vin & Fruct S.R.L. で輸出を担当しております Ion Cebotari-Rusu と申します。

弊社では、シャンパーニュと同じ瓶内二次発酵（トラディショナル方式）のスパークリングワインを造っております。澱とともに18か月以上熟成させたブリュットとロゼの2種類で、日本ではまだ珍しいフェテアスカ・アルバ種も使用しております。

ご興味がございましたら、価格表とサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

Ion Cebotari-Rusu
Director de export
Răut Vin & Fruct S.R.L.
Orhei, Moldova""",
         "cold introduction, Japanese; address block with company and title",
         Twin("contact_wrong", "body", "仕入部長 小林裕太様", "仕入部長 小松裕太様",
              "小林裕太", "a neighbouring family name (小松 for 小林)", found="小松裕太")),

    Mail("P019", "s2", "IQF Sauerkirschen, entsteint – max. 1 Stein pro kg",
f"""Sehr geehrter Herr Hauffer,

Sie suchen IQF-Sauerkirschen, entsteint, mit höchstens einem Kern pro Kilogramm. Genau das können wir aus Orhei (Republik Moldau) liefern.

Unsere Kirschen werden innerhalb von sechs Stunden nach der Ernte entsteint und schockgefroren. Nach dem Entsteinen laufen sie über einen optischen Sortierer und eine Röntgenkontrolle, sodass wir die Grenze von 1 Stein/kg vertraglich zusichern können. Verpackung: 10-kg-Kartons mit PE-Beutel, Lieferung FCA Orhei oder DAP Ihr Lager.

Für Hauffer Tiefkühlfrucht schicke ich gern eine Probe und die Spezifikation.

Mit freundlichen Grüßen
{S2_SIG}""",
         "first e-mail built on the note, German; company in short form",
         Twin("category_wrong", "subject", "IQF Sauerkirschen, entsteint", "IQF Süßkirschen, entsteint",
              "frozen sour cherries", "sweet cherries for sour cherries", found="Süßkirschen")),

    Mail("P020", "s2", "Sauerkirschen aus Moldau für Walser Obstverarbeitung",
f"""Sehr geehrte Frau Walser,

da Sie als Einkaufsleiterin der Walser Obstverarbeitung GmbH den Rohwareneinkauf verantworten, möchte ich Ihnen unsere tiefgekühlten Sauerkirschen vorstellen: Für die kommende Saison haben wir noch Mengen frei.

Die Kirschen stammen aus Obstgärten rund um Orhei in der Republik Moldau, werden entsteint und IQF gefroren oder als Block in 10-kg-Kartons geliefert. Für Österreich liefern wir per Kühl-LKW, DAP Ihr Werk, in etwa drei Tagen.

Darf ich Ihnen eine Spezifikation und ein Angebot senden?

Mit freundlichen Grüßen
{S2_SIG}""",
         "cold introduction, German; title as recorded inside a sentence",
         Twin("country_wrong", "body", "Für Österreich liefern wir", "Für die Schweiz liefern wir",
              "Austria", "a neighbouring German-speaking country", found="die Schweiz")),
]
