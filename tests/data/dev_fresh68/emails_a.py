"""Natural e-mails N001-N020 of dev_fresh68 (one per buyer P001-P020), each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "first",
"Τιμοκατάλογος για τυρί σιρένε σε δοχεία 400 g και 900 g – Τσέλλος Τρόφιμα",
"""Αγαπητέ κύριε Τσέλλο,

Σας ευχαριστώ για τη συζήτηση στην Anuga στην Κολωνία. Όπως ζητήσατε, σας στέλνω συνημμένο τον τιμοκατάλογό μας για το βουλγάρικο λευκό τυρί άλμης (σιρένε) σε δοχεία των 400 g και 900 g, με τιμές FCA Σμόλιαν και CPT Θεσσαλονίκη.

Το σιρένε μας παράγεται από αγελαδινό και πρόβειο γάλα στη Ροδόπη και ωριμάζει τουλάχιστον 45 ημέρες. Για την Τσέλλος Τρόφιμα Α.Ε. μπορούμε να προσφέρουμε και ιδιωτική ετικέτα.

Αν σας ενδιαφέρει, στέλνουμε δείγματα με την επόμενη παλέτα προς Θεσσαλονίκη.

Με εκτίμηση,
Ντεσισλάβα Κεχάγιοβα
Export Manager, Rodopski Vkus EOOD
Σμόλιαν, Βουλγαρία | +359 301 6 2417""",
"Greek, vocative Τσέλλο; note (Anuga, price list 400 g / 900 g tins) used; sender's name in Greek script",
Twin("company_misspelled", "body", "Για την Τσέλλος Τρόφιμα Α.Ε.", "Για την Τσέλος Τρόφιμα Α.Ε.",
     "double λ dropped", found="Τσέλος Τρόφιμα Α.Ε.", expected="Τσέλλος Τρόφιμα Α.Ε.")),

Mail("P002", "s1", "first",
"Bulgarischer Salzlakenkäse (Sirene) für Karge Feinkost",
"""Sehr geehrte Frau Karge,

ich schreibe Ihnen als Exportleiterin von Rodopski Vkus, einer Käserei in Smoljan in den bulgarischen Rhodopen. Wir stellen Sirene her, den klassischen bulgarischen Weißkäse in Salzlake, aus Kuh- und Schafmilch, in 400-g-Bechern und 8-kg-Kanistern.

Für ein Feinkostgeschäft wie die Karge Feinkost GmbH könnte Sirene eine gute Ergänzung zu Feta und Hirtenkäse sein: milder, etwas cremiger und ideal für Schopska-Salat oder Banitsa.

Gerne schicke ich Ihnen Muster und unsere Preisliste (DAP Deutschland). Darf ich fragen, wer bei Ihnen über neue Käsesorten entscheidet?

Mit freundlichen Grüßen
Desislava Kehayova
Export Manager
Rodopski Vkus EOOD · Smolyan, Bulgarien
+359 301 6 2417 · d.kehayova@rodopskivkus.bg""",
"German; category as Sirene / Weißkäse in Salzlake; feta and Hirtenkäse as comparisons; Smoljan (German spelling)",
Twin("company_foreign", "body", "wie die Karge Feinkost GmbH", "wie die Smith & Daughters Deli Ltd",
     "same category, UK buyer's company", found="Smith & Daughters Deli Ltd", expected="Karge Feinkost GmbH")),

Mail("P003", "s1", "first",
"Sirene samples for Smith & Daughters – as promised at IFE London",
"""Dear Dominic,

Thank you for stopping by our stand at IFE London. As promised, the samples of our sirene are on their way to you: two 400 g tubs of the cow's milk version and one of the sheep's milk one, sent by DHL on Monday, tracking number to follow.

You mentioned that Smith & Daughters Deli Ltd needs a BRCGS or IFS Food certificate from every supplier. Our dairy in Smolyan is IFS Food certified (higher level, last audit in March); I attach the certificate and our specification sheets.

If the taste works for your counters, we can ship mixed pallets to Felixstowe on DAP terms.

Kind regards,
Desislava Kehayova
Export Manager | Rodopski Vkus EOOD
Smolyan, Bulgaria | +359 301 6 2417""",
"English; note (samples after IFE London, BRCGS or IFS Food) used; company shortened in the subject",
Twin("company_missing", "body", None, None, "every mention replaced", found="your shop",
     expected="Smith & Daughters Deli Ltd",
     repl=[("Sirene samples for Smith & Daughters", "Sirene samples for you"),
           ("Smith & Daughters Deli Ltd needs", "your shop needs")])),

Mail("P004", "s1", "first",
"Kosher sirene cheese for גליק מזון",
"""שלום ליטל,

I am writing from Rodopski Vkus, a dairy in Smolyan in Bulgaria's Rhodope mountains. We make sirene, the Bulgarian white cheese in brine, which many Israeli shoppers of Bulgarian origin know from home.

I understand that גליק מזון בע"מ needs kosher certification (OU or Badatz) before any order. Our plant is preparing a kosher production run under OU supervision this autumn; the milk, rennet and brine would all be supervised, and each tin would carry the OU-D mark.

Would you like me to send the OU letter of intent and a price for 900 g tins, CIF Haifa?

Best regards,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"English with a Hebrew greeting (given name); Hebrew company in an English sentence and shortened in the subject; note (kosher, OU or Badatz) used",
Twin("contact_wrong", "body", "שלום ליטל,", "שלום לילך,", "another given name",
     found="לילך", expected="ליטל")),

Mail("P005", "s1", "first",
"Bulgarian white cheese for the UAE market",
"""Dear Mr Al Nuaimi,

As Purchasing Manager of Al Nuaimi Foodstuff Trading, you will know how popular white brined cheese is in the Emirates, from breakfast tables to manakish. We are Rodopski Vkus, a dairy from Smolyan, Bulgaria, and our sirene is made from cow's and sheep's milk with microbial rennet, halal certified, in 400 g, 900 g and 16 kg tins.

We already ship reefer containers to Jebel Ali for two importers and could add mixed pallets to a consolidated load. Shelf life is 12 months unopened at 2–6 °C.

May I send you our price list CFR Jebel Ali?

Best regards,
Desislava Kehayova
Export Manager
Rodopski Vkus EOOD, Bulgaria
d.kehayova@rodopskivkus.bg""",
"English; company without L.L.C.; the Emirates / UAE for the country; halal, Jebel Ali, CFR",
Twin("title_wrong", "body", "As Purchasing Manager of", "As Sales Manager of", "a sales title for a purchasing one",
     found="Sales Manager", expected="Purchasing Manager")),

Mail("P006", "s1", "first",
"Лютеница: коммерческое предложение в рублях после «Продэкспо»",
"""Уважаемая Тамара,

спасибо за встречу на выставке «Продэкспо» в Москве. Как мы договорились, направляю коммерческое предложение на лютеницу в рублях: стеклянные банки 260 г и 520 г, классическая и острая, условия поставки DAP Москва.

Наша лютеница — это овощная паста из печёного красного перца, томатов и баклажанов, без консервантов, как её готовят в Родопах. Декларация о соответствии ЕАЭС уже оформлена, копию прилагаю.

Будем рады видеть нашу продукцию в ассортименте ООО «Продукты Жукова». Если нужны образцы для дегустации, отправим их вместе с первой партией документов.

С уважением,
Десислава Кехайова
Export Manager
Rodopski Vkus EOOD, Смолян, Болгария
+359 301 6 2417""",
"Russian; note (Prodexpo Moscow, quote in roubles, EAEU declaration) used; category as лютеница; sender's name in Cyrillic",
Twin("category_wrong", "body", "предложение на лютеницу в рублях", "предложение на аджику в рублях",
     "adjika, another pepper paste", found="аджику", expected="lyutenitsa")),

Mail("P007", "s1", "first",
"Lyutenitsa for Ατσαλάκη & ΣΙΑ",
"""Αγαπητή κυρία Ατσαλάκη,

I hope you don't mind me writing in English. I am the export manager of Rodopski Vkus in Smolyan, not far across the border from Xanthi, and we make lyutenitsa: a thick relish of roasted red peppers, tomatoes and aubergines, a little like the ajvar your customers may know.

As Υπεύθυνη Αγορών of Ατσαλάκη & ΣΙΑ Ο.Ε., you may find it a good fit next to your other deli spreads. We deliver by truck to anywhere in Greece within three days, in 260 g jars, 12 to a case.

Shall I send a mixed case of the mild and hot versions?

Με εκτίμηση,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"English with Greek greeting and closing; Greek title and company inside English; ajvar as a comparison; Xanthi",
Twin("country_wrong", "body", "anywhere in Greece within", "anywhere in Cyprus within", "another country",
     found="Cyprus", expected="Greece")),

Mail("P008", "s1", "first",
"Lyutenitsa for your Eastern European shops",
"""Dear Mr Ruijs,

I understand Ruijs Delicatessen supplies Eastern European shops in Rotterdam and The Hague, so you will know how much Bulgarian customers miss a good lyutenitsa. We are Rodopski Vkus from Smolyan, Bulgaria, and ours is made the traditional way from roasted peppers and tomatoes, with no starch or preservatives.

We can ship mixed pallets (mild, hot, and with aubergine) to your warehouse on DAP terms, with Bulgarian labels and a Dutch sticker.

I'd be glad to send a price list and a few jars to taste.

Best regards,
Desislava Kehayova
Export Manager
Rodopski Vkus EOOD
+359 301 6 2417 | d.kehayova@rodopskivkus.bg""",
"English as the note prefers; note (Eastern European shops in Rotterdam and The Hague) used; company without B.V.",
Twin("sender_wrong", "body", "+359 301 6 2417 |", "+359 301 6 2471 |", "the sender's phone, digits swapped",
     found="+359 301 6 2471", expected="+359 301 6 2417")),

Mail("P009", "s1", "first",
"Lyutenitsa från Rhodopebergen till Anderbergs Skafferi",
"""Hej Joline,

jag heter Desislava och ansvarar för export på Rodopski Vkus i Smoljan i Bulgarien. Vi gör lyutenitsa, en tjock röra på grillad röd paprika, tomat och aubergine som bulgarer äter på bröd, till grillat och till ägg.

Jag tror att den skulle passa bra i Anderbergs Skafferi bland era andra delikatesser. Vi levererar 260 g-burkar, tolv per kartong, och kan skicka blandade pallar till Sverige med DAP Helsingborg.

Får jag skicka några burkar att smaka på?

Vänliga hälsningar
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"Swedish, first name; company without AB; category explained in Swedish",
Twin("artifact", "body", "bland era andra", "bland era era andra", "a doubled word",
     found="era era", expected="era")),

Mail("P010", "s1", "first",
"Hot lyutenitsa samples – following up from the Fancy Food Show",
"""Dear Michael,

It was a pleasure to meet you at the Summer Fancy Food Show in New York. You asked for samples of our hot lyutenitsa, and I have packed six 260 g jars for you, together with US nutrition facts labels and our FDA facility registration.

The hot version uses the same roasted red peppers and tomatoes as the mild one, with Bulgarian chili added. For Smith Imports we could also do a private-label jar if your specialty food customers prefer it.

The samples should reach you next week. Please let me know what you think.

Best regards,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
Smolyan, Bulgaria""",
"English; note (Summer Fancy Food Show New York, samples of the hot version) used; company without LLC",
Twin("note_wrong", "body", "the Summer Fancy Food Show in New York", "the Winter Fancy Food Show in Las Vegas",
     "a fair the note does not name", found="Winter Fancy Food Show in Las Vegas",
     expected="Summer Fancy Food Show New York")),

Mail("P011", "s1", "first",
"【ロドピ山脈のマウンテンティー】JAS有機認証と残留農薬検査報告書について",
"""斎藤商事株式会社
仕入部長 斎藤涼平様

FOODEX JAPANでは弊社ブースにお立ち寄りいただき、誠にありがとうございました。ブルガリア・スモリャンのRodopski Vkusで輸出を担当しておりますデシスラヴァ・ケハヨヴァです。

お問い合わせいただいた件についてご報告いたします。弊社のマウンテンティー（ムルサルスキ茶、学名Sideritis scardica）はEU有機認証を取得しており、JAS有機については同等性制度により輸出証明書を添付して日本に出荷できます。また、最新ロットの残留農薬検査報告書（ドイツの検査機関、約500項目）を添付いたします。

サンプルが必要でしたら、お気軽にお申し付けください。

今後ともよろしくお願い申し上げます。

Desislava Kehayova
Export Manager
Rodopski Vkus EOOD
+359 301 6 2417""",
"Japanese letter head with company, title and 様; note (FOODEX Japan, JAS organic, residue report) used; category as マウンテンティー / ムルサルスキ茶",
Twin("company_misspelled", "body", "斎藤商事株式会社\n仕入部長", "斉藤商事株式会社\n仕入部長", "斎 written 斉",
     found="斉藤商事株式会社", expected="斎藤商事株式会社")),

Mail("P012", "s1", "first",
"保加利亚罗多彼山区山茶介绍",
"""雍经理您好：

我是保加利亚Rodopski Vkus公司的出口经理Desislava Kehayova。我们位于罗多彼山区的斯莫梁，专门采集和加工当地的山茶（Sideritis，当地称为“穆尔萨尔斯基茶”），这是一种不含咖啡因的草本茶，在巴尔干地区已有几百年的饮用历史。

杭州雍氏茶业有限公司作为茶叶企业，或许会对这款有特色的欧洲草本茶感兴趣。我们提供整枝干花和切碎茶两种规格，均有欧盟有机认证，可按CIF上海报价。

如您感兴趣，我可以寄送样品和产品规格书。

此致
敬礼

Desislava Kehayova
出口经理
Rodopski Vkus EOOD，保加利亚
+359 301 6 2417""",
"Simplified Chinese, 雍经理; category as 山茶; sender's title in Chinese",
Twin("company_foreign", "body", "杭州雍氏茶业有限公司作为", "斎藤商事株式会社作为", "same category, the Japanese buyer's company",
     found="斎藤商事株式会社", expected="杭州雍氏茶业有限公司")),

Mail("P013", "s1", "first",
"Échantillon de thé des montagnes pour l'Herboristerie Roger",
"""Madame Roger,

Je vous remercie de votre intérêt pour notre thé des montagnes des Rhodopes (Sideritis scardica). Comme vous vendez en vrac, je vous envoie un échantillon de 500 g de plante entière, récoltée en juillet au-dessus de Smolyan, ainsi que la fiche technique (humidité, taille de coupe, analyses microbiologiques).

Nous livrons en sacs papier de 5 kg ou en cartons de 10 kg, certifiés bio UE. Pour l'Herboristerie Roger SARL, les prix seraient DAP France ; je peux aussi vous proposer des prix dégressifs à partir de 100 kg.

En vous remerciant par avance de votre retour,

Bien cordialement,
Desislava Kehayova
Export Manager – Rodopski Vkus EOOD
Smolyan, Bulgarie – +359 301 6 2417""",
"French; note in French (vrac, 500 g sample, fiche technique) used; category as thé des montagnes",
Twin("company_missing", "body", None, None, "every mention replaced", found="votre herboristerie",
     expected="Herboristerie Roger SARL",
     repl=[("pour l'Herboristerie Roger", "pour votre herboristerie"),
           ("Pour l'Herboristerie Roger SARL, les prix", "Pour votre herboristerie, les prix")])),

Mail("P014", "s1", "first",
"Herbata górska z Rodopów dla Zioła Jaremek",
"""Szanowny Panie Maksymilianie,

nazywam się Desislava Kehayova i odpowiadam za eksport w firmie Rodopski Vkus ze Smolyanu w Bułgarii. Zbieramy i suszymy herbatę górską (Sideritis scardica, po bułgarsku „mursalski czaj”), ziele bez kofeiny cenione w krajach bałkańskich.

Jako kierownik ds. zakupów w Zioła Jaremek Sp. z o.o. może Pan być zainteresowany nowym surowcem do mieszanek ziołowych. Oferujemy całe ziele i krojone, z certyfikatem ekologicznym UE, w workach 5 i 10 kg, z dostawą DAP Polska.

Chętnie prześlę próbki i specyfikację.

Z wyrazami szacunku
Desislava Kehayova
Export Manager
Rodopski Vkus EOOD
+359 301 6 2417""",
"Polish, vocative Maksymilianie; title in lower case inside the sentence; category as herbata górska",
Twin("contact_wrong", "body", "Szanowny Panie Maksymilianie,", "Szanowny Panie Mikołaju,", "another given name",
     found="Mikołaju", expected="Maksymilian")),

Mail("P015", "s1", "first",
"카페쇼 서울 후속: 불가리아 마운틴 티 EU 유기농 인증서",
"""고영희 구매팀장님께,

안녕하세요. 서울 카페쇼에서 인사드렸던 불가리아 Rodopski Vkus의 데시슬라바 케하요바입니다. 부스를 방문해 주셔서 감사합니다.

요청하신 EU 유기농 인증서를 첨부해 드립니다. 저희 마운틴 티(시데리티스, 불가리아어로 '무르살스키 차이')는 스몰랸 인근 로도피 산맥에서 자라며, 카페인이 없어 허브티 메뉴에 잘 어울립니다.

주식회사 고티하우스에서 샘플이 필요하시면 1 kg 단위로 보내 드리겠습니다. 가격은 CIF 부산 기준으로 안내해 드릴 수 있습니다.

감사합니다.

Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417 | d.kehayova@rodopskivkus.bg""",
"Korean, name and title with 님께; note (Cafe Show Seoul, EU organic certificate) used; sender's name in Hangul",
Twin("title_wrong", "body", "고영희 구매팀장님께", "고영희 영업팀장님께", "a sales title for a purchasing one",
     found="영업팀장", expected="구매팀장")),

Mail("P016", "s2", "first",
"Teff flour: gluten test report and 25 kg price",
"""Dear Ms van Baalen,

Thank you for your enquiry about our teff flour. As requested, I attach the latest gluten test report from an accredited laboratory in Addis Ababa (R5 ELISA): below 5 ppm, well under the 20 ppm limit for gluten-free labelling in the EU. Our mill in Hawassa processes only teff, so there is no wheat or barley on the line.

The price per 25 kg bag of whole-grain ivory teff flour is USD 58.50 FOB Djibouti, or EUR 61.00 CIF Rotterdam for a full 20' container (560 bags). Brown teff flour is available at the same price.

I would be happy to send a 2 kg sample to Van Baalen Glutenvrij for baking trials.

Kind regards,
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
Hawassa, Ethiopia | +251 46 221 3390""",
"English; note (gluten report below 20 ppm, price per 25 kg bag) used; R5 ELISA, FOB Djibouti, CIF Rotterdam",
Twin("category_wrong", "body", "whole-grain ivory teff flour is", "whole-grain ivory sorghum flour is",
     "another gluten-free flour", found="sorghum flour", expected="teff flour")),

Mail("P017", "s2", "first",
"Farina di teff etiope per il Molino Dellucci",
"""Gentile Sig. Dellucci,

mi chiamo Meron Alemayehu e sono responsabile delle vendite estere della Hawassa Tabor Agro-Processing PLC, un molino di Hawassa, in Etiopia, specializzato nel teff.

Molti panifici e pastifici in Italia cercano oggi farine naturalmente senza glutine: la nostra farina di teff, integrale, bianca (ivory) o scura, può essere venduta tal quale o usata nelle vostre miscele. La consegniamo in sacchi da 25 kg, con certificato di analisi per ogni lotto, CIF Genova.

Se per il Molino Dellucci può essere interessante, Le invio volentieri un campione e il listino.

Cordiali saluti,
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"Italian; company with article (il Molino Dellucci) and without S.r.l.; category as farina di teff; Genova",
Twin("country_wrong", "body", "pastifici in Italia cercano", "pastifici in Svizzera cercano", "another country",
     found="Svizzera", expected="Italy")),

Mail("P018", "s2", "first",
"Teff flour for your injera – after Israfood",
"""Dear Eitan,

It was good to talk to you at Israfood in Tel Aviv. You told me Biton Bakeries bakes injera for Ethiopian-Israeli shops, so you will know how much a good fermentation depends on fresh flour.

Our teff flour is milled to order in Hawassa and packed in 25 kg bags with an inner liner; from milling to Ashdod takes about four weeks. For injera most bakers prefer our brown teff, or a 70/30 blend with ivory. We can also arrange kosher supervision at the mill if you need it.

Shall I send 10 kg of each for a test batch?

Best regards,
Meron Alemayehu
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
meron.alemayehu@hawassatabor.com.et | +251 46 221 3390""",
"English, first name; note (Israfood Tel Aviv, injera for Ethiopian-Israeli shops) used; Ashdod; sender's name without her family name",
Twin("sender_wrong", "body", "meron.alemayehu@hawassatabor.com.et", "meron.alemayehu@hawassatabor.com",
     "the country domain dropped from the sender's e-mail", found="meron.alemayehu@hawassatabor.com |",
     expected="meron.alemayehu@hawassatabor.com.et")),

Mail("P019", "s2", "first",
"Authentic Ethiopian berbere for Quinn Spice Merchants",
"""Dear Ms Quinn,

I am the export sales manager of Hawassa Tabor Agro-Processing, a spice and grain processor in Hawassa, southern Ethiopia. We make berbere the way Ethiopian households do: sun-dried red chillies, roasted and ground with fenugreek, korarima, ginger, garlic, ajwain and a dozen other spices.

Many UK spice shops sell a 'berbere-style' blend made in Europe; ours is made and packed at origin, in 100 g retail pouches or 5 kg bulk bags, with aflatoxin and Sudan dye test results for every batch.

Would Quinn Spice Merchants Ltd like a sample set of our mild and hot berbere?

Kind regards,
Meron Alemayehu Bekele
Export Sales Manager, Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"English; category as berbere; korarima named as an ingredient; Sudan dye and aflatoxin tests",
Twin("artifact", "body", "in 100 g retail pouches", "in {pack_size} retail pouches", "a leftover placeholder",
     found="{pack_size}", expected="100 g")),

Mail("P020", "s2", "first",
"Berbere: Probe 1 kg und Analysezertifikat",
"""Sehr geehrter Herr Ziegert,

vielen Dank für Ihre Anfrage. Wie gewünscht schicke ich Ihnen eine Probe von 1 kg unserer Berbere-Gewürzmischung (mittelscharf) sowie das Analysezertifikat der aktuellen Charge mit den Aflatoxinwerten (B1 < 1 µg/kg, Summe < 2 µg/kg) aus einem akkreditierten Labor.

Unsere Berbere wird in Hawassa aus sonnengetrockneten Chilis, Bockshornklee, Korarima, Ingwer und Knoblauch gemischt und vor Ort verpackt. Für das Gewürzhaus Ziegert könnten wir sie in 1-kg-Beuteln oder in 5-kg-Säcken liefern.

Die Probe geht morgen per DHL an Sie.

Mit freundlichen Grüßen
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC
+251 46 221 3390""",
"German; note in German (1 kg sample, certificate of analysis, aflatoxin) used; company with article, without e.K.",
Twin("note_wrong", "body", "eine Probe von 1 kg unserer", "eine Probe von 5 kg unserer", "the note's sample size misquoted",
     found="Probe von 5 kg", expected="Probe von 1 kg")),
]
