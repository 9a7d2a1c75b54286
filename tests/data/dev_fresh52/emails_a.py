"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail("P001", "s1",
         "Halloumi price list – 200 g and 1 kg blocks",
         """Dear Melissa,

Thank you for stopping by our stand at IFE London in March. As promised, please find attached our current price list for PDO halloumi in the two formats you asked about: 200 g vacuum packs (12 per case) and 1 kg catering blocks (8 per case).

Our halloumi is made from a blend of sheep's, goat's and cow's milk in line with the PDO specification, and we ship chilled from Limassol to Felixstowe in about 12 days. Prices are quoted DAP your warehouse, with a minimum order of one pallet per format.

If Buckley Mediterranean Foods would like samples for a tasting with your team, I can have them with you within a week.

Kind regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd, Nicosia
+357 22 445 180""",
         "reply to the price-list request the note records, after the fair it names; English; "
         "PDO, sheep's/goat's/cow's milk, Limassol, Felixstowe, DAP; company without 'Ltd'",
         Twin("note_wrong", "body", "at IFE London in March",
              "at the Speciality & Fine Food Fair in London in March", "IFE London",
              "a fair the note does not name in place of the one it does",
              found="the Speciality & Fine Food Fair in London")),
    # N002
    Mail("P002", "s1",
         "Halloumi med svensk märkning till Johanssons Delikatesser",
         """Hej Åsa,

Jag heter Andri Charalambous och ansvarar för exporten på Troodos Gefseis Ltd i Nicosia på Cypern. Vi tillverkar halloumi med skyddad ursprungsbeteckning (SUB) och levererar kylt med lastbil och färja hela vägen till Sverige.

Jag har förstått att ni försörjer ICA-butiker runt Uppsala och söker PDO-halloumi med svenska etiketter. Det kan vi ordna: etiketterna trycks på svenska, med ingrediensförteckning och näringsvärden, redan från första pallen.

Vill du att jag skickar några förpackningar à 200 g, så att ni kan smaka och se etiketten?

Vänliga hälsningar
Andri Charalambous
Head of Export Sales, Troodos Gefseis Ltd
andri.charalambous@troodosgefseis.com.cy""",
         "cold introduction using the note; wholly Swedish (SUB = PDO in Swedish); the company "
         "in the subject after 'till'; the sender's title left in English",
         Twin("contact_wrong", "body", "Hej Åsa,", "Hej Anna,", "Åsa Johansson",
              "another given name in the greeting", found="Anna")),
    # N003
    Mail("P003", "s1",
         "Halloumi g.U. aus Zypern – Anfrage nach der Anuga",
         """Sehr geehrte Frau Gehringer,

vielen Dank für das nette Gespräch an unserem Stand auf der Anuga in Köln im Oktober 2025. Sie hatten nach unseren Zertifikaten gefragt: Anbei sende ich Ihnen unser aktuelles IFS-Food-Zertifikat (Higher Level) sowie das Halal-Zertifikat unserer Molkerei.

Als Leiterin Einkauf der Gehringer Feinkost GmbH interessiert Sie sicher auch die Logistik: Wir liefern gekühlt per Container über Limassol nach Hamburg, Laufzeit etwa zwei Wochen, Mindestabnahme eine Palette.

Gern schicke ich Ihnen Muster unseres Halloumi in 250-g- und 1-kg-Packungen.

Mit freundlichen Grüßen

Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd · Nicosia, Zypern
Tel. +357 22 445 180""",
         "reply to the certificates the note records, after the fair it names; wholly German; "
         "the recorded title inside a German sentence ('Als Leiterin Einkauf der …'); g.U. = PDO; "
         "Zypern for the sender's country",
         Twin("title_wrong", "body", "Als Leiterin Einkauf der", "Als Leiterin Vertrieb der",
              "Leiterin Einkauf", "a sales title for the purchasing one",
              found="Leiterin Vertrieb")),
    # N004
    Mail("P004", "s1",
         "Cypriot halloumi for شركة العبادي للمواد الغذائية",
         """السيد رامي العبادي المحترم،

Dear Mr Rami,

I am writing from Troodos Gefseis Ltd, a halloumi maker in Nicosia, Cyprus. Halloumi is one of the best-loved cheeses in Jordan, and we would like to offer you a direct supply from Cyprus.

Our halloumi is halal certified and made to the PDO specification. We can label it in Arabic and English, and a 40-foot reefer from Limassol reaches Aqaba in about ten days; we can also arrange the road leg from the port to your warehouse.

As مسؤول المشتريات at شركة العبادي للمواد الغذائية, would you be the right person to receive our price list and a few samples?

With best regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "cold introduction; English with an Arabic salutation; the Arabic company in subject and "
         "body and the recorded Arabic title inside an English sentence; 'Mr Rami' (given name, "
         "Levantine style); Aqaba; halal",
         Twin("country_wrong", "body", "best-loved cheeses in Jordan", "best-loved cheeses in Lebanon",
              "Jordan", "a neighbouring country for the buyer's", found="Lebanon")),
    # N005
    Mail("P005", "s1",
         "Grilling cheese for Raymond Fine Foods",
         """Hi Sean,

I'm Andri from Troodos Gefseis in Nicosia, Cyprus. We make halloumi, and I'm reaching out because halloumi has become a fixture on Australian café menus, and I suspect Raymond Fine Foods Pty Ltd sees that in its own numbers.

A few things that usually matter to importers in Australia:
- our halloumi is PDO, made with sheep's and goat's milk plus cow's milk as the specification allows;
- we have shipped to Australia before and know the BICON import conditions for cheese;
- shelf life is 12 months chilled in vacuum packs, so sea freight to Sydney or Melbourne works fine.

Would a call next week suit you to talk through pack sizes and pricing?

Cheers,
Andri Charalambous
Head of Export Sales | Troodos Gefseis Ltd
andri.charalambous@troodosgefseis.com.cy | +357 22 445 180""",
         "cold introduction; English, informal Australian register ('Hi', 'Cheers'); 'grilling "
         "cheese' as a synonym in the subject; BICON; Sydney, Melbourne; the sender's name "
         "shortened to 'Andri' and the company to 'Troodos Gefseis'",
         Twin("company_foreign", "subject", "Grilling cheese for Raymond Fine Foods",
              "Grilling cheese for Buckley Mediterranean Foods",
              "Raymond Fine Foods Pty Ltd", "another halloumi buyer's company of this set (UK)",
              found="Buckley Mediterranean Foods")),
    # N006
    Mail("P006", "s1",
         "Κουμανδαρία ΠΟΠ από την Κύπρο",
         """Αγαπητή κυρία Κυρκούδη,

Ονομάζομαι Άντρη Χαραλάμπους και είμαι υπεύθυνη εξαγωγών της Troodos Gefseis Ltd στη Λευκωσία. Σας γράφω γιατί η εταιρεία σας, Β. Κυρκούδη & ΣΙΑ Ο.Ε., εισάγει γλυκά κρασιά και πιστεύω ότι η Κουμανδαρία μας θα ταίριαζε στον κατάλογό σας.

Η Κουμανδαρία μας είναι οίνος ΠΟΠ από λιαστό Ξυνιστέρι και Μαύρο, από τα χωριά της Κουμανδαρίας στους πρόποδες του Τροόδους, με παλαίωση τεσσάρων ετών σε δρύινα βαρέλια. Διατίθεται σε φιάλες των 500 ml και 750 ml.

Θα χαρώ να σας στείλω δείγματα και τιμοκατάλογο, παραδοτέα στον Πειραιά.

Με εκτίμηση,
Άντρη Χαραλάμπους
Troodos Gefseis Ltd
Τηλ. +357 22 445 180""",
         "cold introduction; wholly Greek; the vocative 'Αγαπητή κυρία Κυρκούδη'; the sender's "
         "name in Greek script and her title translated ('υπεύθυνη εξαγωγών'); Κουμανδαρία for "
         "Commandaria; Ξυνιστέρι, Μαύρο, Τροόδος, Πειραιάς; the company in full with its legal form",
         Twin("company_misspelled", "body", "Β. Κυρκούδη & ΣΙΑ Ο.Ε.", "Β. Κυρκούδης & ΣΙΑ Ο.Ε.",
              "Β. Κυρκούδη & ΣΙΑ Ο.Ε.", "the masculine form of the family name in the company",
              found="Β. Κυρκούδης & ΣΙΑ Ο.Ε.")),
    # N007
    Mail("P007", "s1",
         "Образцы Коммандарии (375 мл) после «Продэкспо»",
         """Уважаемый Мокей,

благодарю Вас за встречу на выставке «Продэкспо» в Москве. Как договорились, на этой неделе отправляю Вам образцы нашей Коммандарии в бутылках 375 мл: урожаи 2018 и 2020 годов, по три бутылки каждого.

Коммандария — сладкое вино с защищённым наименованием места происхождения из вяленого винограда сортов Ксинистери и Мавро. Мы выдерживаем её не менее четырёх лет в дубовых бочках.

Если вино понравится, подготовлю для ООО «Винный дом Боброва» коммерческое предложение с доставкой до Санкт-Петербурга.

С уважением,
Андри Хараламбус
Head of Export Sales
Troodos Gefseis Ltd, Никосия, Кипр
+357 22 445 180""",
         "reply to the sample request the note records, after the fair it names; wholly Russian; "
         "'Уважаемый Мокей' (given name, a rare old Russian one); the sender's name in Cyrillic; "
         "Санкт-Петербург as the delivery port; the sender's title left in English",
         Twin("sender_wrong", "body", "+357 22 445 180", "+357 22 445 108", "+357 22 445 180",
              "the sender's phone with two digits swapped")),
    # N008
    Mail("P008", "s1",
         "卡曼达蕾雅甜酒礼盒 — 上海ProWine展会后续",
         """刘经理您好：

很高兴十一月在上海ProWine展会上与您交流。您当时提到对春节礼盒感兴趣，我们今年特别准备了卡曼达蕾雅（Commandaria）甜酒礼盒：每盒两瓶500毫升，配木质礼盒和中文背标。

卡曼达蕾雅是塞浦路斯受原产地保护的甜葡萄酒，用晒干的Xynisteri和Mavro葡萄酿造，在橡木桶中陈酿至少四年，非常适合节日送礼。

如贵司上海刘氏酒业有限公司有意向，我可以安排样品寄到上海，并提供CIF上海报价。

此致
敬礼

Andri Charalambous
出口销售主管
Troodos Gefseis Ltd（塞浦路斯尼科西亚）
电话：+357 22 445 180""",
         "reply to the interest the note records, after the fair it names; wholly simplified "
         "Chinese; '刘经理' (family name + the recorded 经理); Commandaria transliterated "
         "(卡曼达蕾雅) with the Latin name in brackets; the sender's title translated; CIF 上海",
         Twin("category_wrong", "body", "我们今年特别准备了卡曼达蕾雅（Commandaria）甜酒礼盒",
              "我们今年特别准备了波特酒（Port）礼盒", "Commandaria wine",
              "a neighbouring product (port wine) in the offer", found="波特酒（Port）")),
    # N009
    Mail("P009", "s1",
         "キプロスの甘口ワイン「コマンダリア」のご案内",
         """斉藤酒販株式会社
仕入部長 斉藤様

突然のご連絡失礼いたします。キプロス・ニコシアのTroodos Gefseis Ltdで輸出を担当しておりますアンドリ・ハラランブスと申します。

弊社は、世界最古の名前を持つワインとも言われる甘口ワイン「コマンダリア」（原産地呼称保護）を生産しております。天日干ししたジニステリ種とマヴロ種のブドウから造り、オーク樽で4年以上熟成させております。日本の洋酒専門店やバーでも、デザートワインとしてご好評をいただけると考えております。

ご興味がございましたら、サンプルと英文の価格表をお送りいたします。

何卒よろしくお願い申し上げます。

Andri Charalambous（アンドリ・ハラランブス）
Head of Export Sales, Troodos Gefseis Ltd
+357 22 445 180""",
         "cold introduction; wholly Japanese, formal letter head with company, title and "
         "'斉藤様' (family name + 様); the sender's name in katakana; コマンダリア for "
         "Commandaria; Japan named as the market",
         Twin("contact_wrong", "body", "仕入部長 斉藤様", "仕入部長 佐藤様", "斉藤洋介",
              "another buyer's family name of this set (P022, also in Japan) in the address line",
              found="佐藤様")),
    # N010
    Mail("P010", "s1",
         "Commandaria pour vos cavistes – suite à Wine Paris",
         """Bonjour Monsieur Louis,

Nous nous sommes rencontrés à Wine Paris en février, et vous m'aviez parlé de vos clients cavistes à Bruxelles et à Liège. Je me permets donc de revenir vers vous avec notre Commandaria, le vin doux AOP de Chypre.

Elle est élaborée à partir de raisins Xynisteri et Mavro séchés au soleil, puis vieillie au moins quatre ans en fût de chêne. Pour les cavistes, nous proposons la bouteille de 500 ml, avec une contre-étiquette en français et en néerlandais.

Si Vins Louis SRL souhaite goûter la gamme, je peux vous faire parvenir des échantillons à Bruxelles dès la semaine prochaine.

Bien cordialement,

Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd – Nicosie, Chypre
+357 22 445 180""",
         "first contact after the fair the note records, using the note's customers; wholly "
         "French; 'Monsieur Louis' (a family name that is also a given name); AOP; Bruxelles, "
         "Liège, Nicosie, Chypre",
         Twin("company_missing", "body", "Si Vins Louis SRL souhaite", "Si votre maison souhaite",
              "Vins Louis SRL", "the company replaced by 'votre maison' (its only mention)",
              found="votre maison")),
    # N011
    Mail("P011", "s1",
         "Kosher-certified zivania for ברק משקאות",
         """Shalom Neta,

I am Andri Charalambous, Head of Export Sales at Troodos Gefseis Ltd in Nicosia. I understand you need kosher certification for every spirit you list, so let me start there: our zivania is certified kosher by the Chief Rabbinate of Cyprus, and the certificate covers both the 200 ml and the 700 ml bottle.

Zivania is Cyprus's own pomace spirit, distilled from the skins and pips of Xynisteri and Mavro grapes after the wine is pressed, and bottled at 45% ABV. It has PDO status in the EU.

I would be glad to send a sample and the certificate to ברק משקאות בע"מ. Shipping from Limassol to Haifa takes only two days.

Best regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "cold introduction meeting the note's certification need, in English as the note asks; "
         "'Shalom Neta'; the Hebrew company in the subject (short, without בע\"מ) and in full in "
         "the body; Haifa; PDO; 45% ABV",
         Twin("artifact", "body", "Zivania is Cyprus's own pomace spirit, distilled",
              "Zivania is Cyprus's own pomace spirit, distilled distilled",
              "distilled", "a doubled word", found="distilled distilled")),
    # N012
    Mail("P012", "s1",
         "Zivania PDO – a Cypriot spirit for Τσαγλιώτης Ποτά",
         """Αγαπητέ κύριε Τσαγλιώτη,

I hope you don't mind me writing in English. My name is Andri Charalambous and I look after exports at Troodos Gefseis Ltd in Nicosia.

Greek customers know tsipouro well, and zivania is its Cypriot cousin: a clear pomace spirit, PDO, distilled from Xynisteri and Mavro grapes and bottled at 45%. We sell it in 200 ml, 500 ml and 700 ml bottles, and a pallet from Limassol reaches Piraeus in three to four days.

As Διευθυντής Αγορών of Τσαγλιώτης Ποτά Μονοπρόσωπη Ι.Κ.Ε., would you like to try a few bottles?

Με εκτίμηση,
Andri Charalambous
Head of Export Sales, Troodos Gefseis Ltd
andri.charalambous@troodosgefseis.com.cy""",
         "cold introduction; English with a Greek vocative salutation ('κύριε Τσαγλιώτη') and "
         "closing; the company short in the subject and in full in the body; the recorded Greek "
         "title inside an English sentence; tsipouro named as a comparison, not an offer",
         Twin("category_wrong", "body", "and zivania is its Cypriot cousin: a clear pomace spirit",
              "and ouzo is its Cypriot cousin: a clear pomace spirit", "zivania",
              "a neighbouring product (ouzo) in the offer", found="ouzo")),
    # N013
    Mail("P013", "s1",
         "Zivania for Curtis & Sons",
         """Dear Jack,

I'm Andri Charalambous from Troodos Gefseis Ltd, a Cypriot producer based in Nicosia. I'm writing because London has one of the largest Cypriot communities anywhere, and zivania — our clear grape-pomace spirit, PDO, 45% ABV — is something those customers look for and rarely find on a wine merchant's shelf.

We could supply Curtis & Sons Wine Merchants Ltd with 700 ml bottles in cases of six, duty unpaid to a bonded warehouse of your choice.

Would you be open to a short tasting when I'm in London next month?

Best wishes,
Andri
Troodos Gefseis Ltd
+357 22 445 180""",
         "cold introduction; English; the company short in the subject, in full in the body; "
         "signed with the given name only; London named; duty unpaid, bonded warehouse",
         Twin("company_foreign", "body", "We could supply Curtis & Sons Wine Merchants Ltd with",
              "We could supply Migda Alkohole Sp. z o.o. with", "Curtis & Sons Wine Merchants Ltd",
              "another zivania buyer's company of this set (Poland)",
              found="Migda Alkohole Sp. z o.o.")),
    # N014
    Mail("P014", "s1",
         "Zivania in 20-cl-Flaschen – unser Gespräch auf der ProWein",
         """Guten Tag Herr Kraushaar,

schön, dass wir uns auf der ProWein in Düsseldorf kennengelernt haben. Sie hatten nach Zivania in 20-cl-Flaschen gefragt – die gute Nachricht: Wir füllen ab März auch in diesem Format ab, 24 Flaschen pro Karton.

Zur Erinnerung: Zivania ist der zyprische Tresterbrand mit geschützter Ursprungsbezeichnung, gebrannt aus Xynisteri- und Mavro-Trester, 45 % vol. Für einen Inhaber eines Spirituosenfachgeschäfts ist die kleine Flasche ideal als Probiergröße an der Kasse.

Darf ich Ihnen ein Angebot frei Haus Spirituosen Kraushaar e.K. schicken?

Viele Grüße aus Nikosia
Andri Charalambous
Troodos Gefseis Ltd
+357 22 445 180""",
         "reply to the request the note records (in German), after the fair it names; wholly "
         "German; the recorded title in a German phrase ('Für einen Inhaber eines …'); the company "
         "after 'frei Haus'; Nikosia",
         Twin("title_wrong", "body", "Für einen Inhaber eines Spirituosenfachgeschäfts",
              "Für einen Einkaufsleiter eines Spirituosenfachgeschäfts", "Inhaber",
              "a purchasing title for the owner", found="Einkaufsleiter")),
    # N015
    Mail("P015", "s1",
         "Zivania – cypryjski destylat dla Migda Alkohole",
         """Szanowna Pani Julianno,

nazywam się Andri Charalambous i odpowiadam za eksport w firmie Troodos Gefseis Ltd z Nikozji na Cyprze. Chciałabym przedstawić Pani zivanię – cypryjski destylat z wytłoków winogron Xynisteri i Mavro, z chronioną nazwą pochodzenia, o mocy 45%.

W Polsce rośnie zainteresowanie mocnymi alkoholami regionalnymi z południa Europy, a zivania jest na rynku wciąż prawie nieznana. Dla Migda Alkohole Sp. z o.o. możemy przygotować butelki 500 ml i 700 ml z polską etykietą, z dostawą do magazynu w Polsce.

Czy mogę przesłać próbki i cennik?

Z poważaniem
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "cold introduction; wholly Polish; the vocative 'Pani Julianno'; the company short in "
         "the subject, in full in the body; 'zivanię' (Polish accusative); Poland named twice",
         Twin("company_missing", "body", "Dla Migda Alkohole Sp. z o.o. możemy",
              "Dla Państwa firmy możemy", "Migda Alkohole Sp. z o.o.",
              "every mention replaced: subject 'dla Państwa', body 'Państwa firmy'",
              found="Państwa firmy",
              also=(("subject", "dla Migda Alkohole", "dla Państwa"),))),
    # N016
    Mail("P016", "s2",
         "5N liquid helium in ISO containers to Ulsan",
         """Dear Mr Park,

It was good to meet you at SEMICON Korea in Seoul in February. You mentioned that 주식회사 우진특수가스 needs 5N helium delivered in ISO containers to Ulsan, so I would like to follow up with a concrete offer.

Simaisma Energy Trading W.L.L. markets liquid helium from the Ras Laffan helium plants. We can supply 99.999% grade in 11,000-gallon ISO containers, with a hold time of about 45 days, which leaves a comfortable margin for the voyage from Ras Laffan to Ulsan. We can offer term contracts as well as spot containers for South Korea.

Would a call next week with your team suit you?

Best regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L., Al Khor, Qatar
+974 4411 2375""",
         "first contact after the fair the note records, with the note's need; English; 'Mr "
         "Park' (the romanised family name of 박); the Korean company in full in an English "
         "sentence; 5N = 99.999%; Ras Laffan, Ulsan; South Korea named as the market",
         Twin("country_wrong", "body", "spot containers for South Korea.", "spot containers for Japan.",
              "South Korea", "a neighbouring country for the buyer's", found="Japan")),
    # N017
    Mail("P017", "s2",
         "卡達液態氦供應 — 李氏工業氣體股份有限公司",
         """李經理您好：

冒昧來信。我是卡達Simaisma Energy Trading W.L.L.的行銷經理Maryam Al-Mannai，我們專門銷售拉斯拉凡（Ras Laffan）氦氣廠生產的液態氦。

台灣半導體與醫療產業對液態氦的需求十分穩定。我們可為李氏工業氣體股份有限公司提供純度99.999%的液態氦，以ISO貨櫃運送至高雄港或台中港，亦可簽訂長約，確保穩定供應。

若您有興趣，我很樂意提供報價與規格書。

敬祝 商祺

Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "cold introduction; wholly traditional Chinese; '李經理' (family name + the 經理 of the "
         "recorded 採購經理); 卡達 (Taiwanese for Qatar); the sender's name shortened and her "
         "title translated (行銷經理); 高雄港, 台中港; Taiwan's chip and medical "
         "industries named as the market",
         Twin("company_misspelled", "body", "我們可為李氏工業氣體股份有限公司提供",
              "我們可為李世工業氣體股份有限公司提供", "李氏工業氣體股份有限公司",
              "a homophone character (世 for 氏) in the company",
              found="李世工業氣體股份有限公司")),
    # N018
    Mail("P018", "s2",
         "Elio liquido 5.0 con certificato di analisi – Simaisma Energy Trading",
         """Gentile Sig. Martinelli,

mi chiamo Maryam Al-Mannai e sono Senior Marketing Manager di Simaisma Energy Trading W.L.L., società del Qatar che commercializza elio liquido prodotto a Ras Laffan.

So che per Martinelli Gas Tecnici S.r.l. è importante ricevere un certificato di analisi con ogni container: lo emettiamo per ogni ISO container, con purezza 99,999%, umidità e impurezze misurate al carico. Possiamo consegnare al porto di Ravenna, con tempi di resa (hold time) di circa 45 giorni.

Le andrebbe di fissare una breve telefonata per parlare di volumi e prezzi?

Cordiali saluti,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L. – Al Khor, Qatar
Tel. +974 4411 2375""",
         "cold introduction meeting the note's need; wholly Italian; 'Sig. Martinelli' (the "
         "drawn given name Sergius is unusual for Italy, the family name is used); Ravenna; "
         "'elio liquido' for liquid helium; 5.0 = 99.999%",
         Twin("category_wrong", "body", "società del Qatar che commercializza elio liquido prodotto a Ras Laffan",
              "società del Qatar che commercializza azoto liquido prodotto a Ras Laffan",
              "liquid helium", "a neighbouring product (liquid nitrogen) in the offer",
              found="azoto liquido")),
    # N019
    Mail("P019", "s2",
         "Anhydrous ammonia cargoes from Qatar",
         """Namaste Mr Ahluwalia,

I am writing from Simaisma Energy Trading W.L.L. in Al Khor, Qatar. We market anhydrous ammonia produced at Mesaieed and would like to introduce ourselves to अहलूवालिया फर्टिलाइज़र्स प्राइवेट लिमिटेड as a supplier for your complex fertiliser plants.

We ship fully refrigerated cargoes of 20,000 to 40,000 tonnes at –33 °C, CFR Kandla, Paradip or Visakhapatnam, with monthly or quarterly pricing. The voyage from Mesaieed to the west coast of India takes about five days.

May I send you our specification sheet and a CFR indication for your next tender?

Kind regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375 | maryam.almannai@simaisma-energy.com.qa""",
         "cold introduction; English with 'Namaste'; the Devanagari company in full inside an "
         "English sentence; 'Mr Ahluwalia'; Mesaieed, Kandla, Paradip, Visakhapatnam; CFR; India named",
         Twin("contact_wrong", "body", "Namaste Mr Ahluwalia,", "Namaste Mr Walia,",
              "विष्णु अहलूवालिया", "a near-miss family name in the greeting", found="Mr Walia")),
    # N020
    Mail("P020", "s2",
         "Refrigerated ammonia supply for บริษัท ถนัดหัตถกรรม เคมีคอล จำกัด",
         """เรียน คุณปภาวรินทร์

Dear Khun Paphawarin,

My name is Maryam Al-Mannai, Senior Marketing Manager at Simaisma Energy Trading W.L.L. in Qatar. As ผู้จัดการฝ่ายจัดซื้อ at บริษัท ถนัดหัตถกรรม เคมีคอล จำกัด, you may be looking at new sources of anhydrous ammonia for the year ahead, and I would like to put our company forward.

We supply refrigerated anhydrous ammonia from Mesaieed on a CFR Map Ta Phut basis, in parcels from 10,000 tonnes, either on term or spot. Our cargoes meet the usual 99.5% minimum purity with water below 0.5%.

I would be happy to send a firm offer for your next purchase.

ขอแสดงความนับถือ
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "cold introduction; English with a Thai salutation and closing; 'Khun Paphawarin' "
         "(romanised given name, Thai style); the Thai company in full and the recorded Thai "
         "title inside an English sentence; Map Ta Phut",
         Twin("title_wrong", "body", "As ผู้จัดการฝ่ายจัดซื้อ at", "As ผู้จัดการฝ่ายขาย at",
              "ผู้จัดการฝ่ายจัดซื้อ", "the sales manager's title for the purchasing manager's",
              found="ผู้จัดการฝ่ายขาย")),
]
