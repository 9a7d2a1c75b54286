"""Natural e-mails N041-N060 of dev_fresh54 (second e-mails to 20 buyers: 12 follow-ups on the
writer's own earlier e-mail, 8 other, shorter first e-mails), each with its twin's edit."""
from mail import Mail, Twin, text, twin

MAILS = [
    # N041 follow-up ------------------------------------------------------------------------
    Mail("P001", "s1", "Following up: Vranac price list", text("""
Dear Mr Lewis,

I hope the price list reached you safely. I wanted to follow up on the oak-aged Vranac Barrique in
particular: we have 240 cases of the 2021 vintage left before the 2022 is released in the autumn,
and I would be happy to hold 40 cases for Lewis & Hart until the end of the month.

Just let me know if you would like the tasting samples sent to your office.

Best wishes,
Tijana
Tijana Đurišić
Head of Export | Ribnica Podrum d.o.o.
"""), "follow-up on her own price list (the note's request, oak-aged Vranac); English; company "
         "shortened to `Lewis & Hart`",
         twin("category_wrong", "on the oak-aged Vranac Barrique in", "on the oak-aged Krstač in",
              "Krstač", "Vranac wine", "Montenegro's white wine named in place of the Vranac")),
    # N042 first e-mail ---------------------------------------------------------------------
    Mail("P002", "s1", "Organic Vranac for Weinhandel Wiek", text("""
Dear Ms Wiek,

We met briefly at ProWein in Düsseldorf, where you mentioned that you list new wines only with the
EU organic certificate. Our Vranac from Podgorica has been certified organic since the 2022
vintage, and I attach the certificate.

Montenegro's red grape is still little known in Germany, which is exactly why it could be a
discovery for Weinhandel Wiek's customers. I would be happy to send samples.

Kind regards,
Tijana Đurišić
Export Manager
Ribnica Podrum d.o.o.
+382 20 655 214
"""), "another, shorter first e-mail after the note's fair, in English; `Ms Wiek`; company "
         "without GmbH and with an English possessive (`Weinhandel Wiek's`)",
         Twin("company_missing", (("discovery for Weinhandel Wiek's customers", "discovery for your shop's customers"),),
              "your shop", "Weinhandel Wiek GmbH",
              "every mention of the company replaced by `your shop` / `your wine shop`",
              subject_edits=(("for Weinhandel Wiek", "for your wine shop"),))),
    # N043 follow-up ------------------------------------------------------------------------
    Mail("P004", "s1", "Re: Vranac samples – did they arrive?", text("""
Dear Ms Suzuki,

I hope you are well. According to the EMS tracking, the two sample bottles of Vranac were
delivered to your office on Tuesday, and I hope they arrived in good condition.

When you have had a chance to taste them, I would be very interested in your impressions, and in
whether our Japanese back label, printed with your company's details, would work for Suzuki Yoshu.

Best regards,
Tijana Đurišić
Head of Export, Ribnica Podrum d.o.o.
"""), "follow-up on her own sample shipment (the note's two bottles, Japanese back labels); "
         "English; `Ms Suzuki` for 鈴木千代; company romanised and shortened (`Suzuki Yoshu`)",
         twin("contact_wrong", "Dear Ms Suzuki", "Dear Ms Sasaki", "Ms Sasaki", "鈴木千代",
              "another Japanese family name in the greeting")),
    # N044 follow-up ------------------------------------------------------------------------
    Mail("P006", "s1", "Образцы лозовачи отправлены", text("""
Савелий, добрый день!

Сообщаю, что образцы лозовачи (6 бутылок по 0,5 л) вчера отправлены DHL на адрес Торгового дома в
Москве, номер отправления 8841 2207 55. Вместе с образцами — копия декларации ЕАЭС и
спецификация.

Буду рада обсудить цены после дегустации.

С уважением,
Тияна Джуришич
Ribnica Podrum d.o.o.
"""), "follow-up on her own offer (the note's 0.5 l samples and EAEU declaration); Russian, "
         "given name first; company only as `Торгового дома` (genitive)",
         twin("note_wrong", "6 бутылок по 0,5 л", "6 бутылок по 0,7 л", "0,7 л", "0,5 л",
              "the note's 0.5 l samples misquoted as 0.7 l")),
    # N045 follow-up ------------------------------------------------------------------------
    Mail("P007", "s1", "Υπενθύμιση: προσφορά για λοζόβατσα, ισχύει έως 30 Ιουνίου", text("""
Αγαπητή κυρία Ξένου,

Σας γράφω για να σας υπενθυμίσω ότι η προσφορά μας για 600 φιάλες λοζόβατσα των 0,7 l, με
παράδοση στη Θεσσαλονίκη, ισχύει έως τις 30 Ιουνίου.

Ως Υπεύθυνη Προμηθειών της Ποτά Ξένου, ίσως θα θέλατε πρώτα να δοκιμάσετε το προϊόν· μπορώ να σας
στείλω ένα δείγμα μέσα σε τρεις ημέρες.

Με εκτίμηση,
Τιγιάνα Τζούρισιτς
Υπεύθυνη Εξαγωγών
Ribnica Podrum d.o.o.
+382 20 655 214
"""), "follow-up on her own quote (the note's 600 x 0.7 l to Thessaloniki); Greek; the "
         "recorded title and the company (genitive article, without Ε.Π.Ε.) in a Greek sentence; "
         "category as λοζόβατσα; the sender's name and title in Greek",
         twin("title_wrong", "Ως Υπεύθυνη Προμηθειών", "Ως Υπεύθυνη Πωλήσεων", "Υπεύθυνη Πωλήσεων",
              "Υπεύθυνη Προμηθειών", "a sales title for the purchasing one")),
    # N046 first e-mail ---------------------------------------------------------------------
    Mail("P008", "s1", "Montenegrin grape brandy for the US market", text("""
Dear Ms Stanley,

Following Bar Convent Brooklyn, I wanted to introduce our lozovača properly. It is a clear grape
brandy from Montenegro, double-distilled, 40% ABV, and we will bottle it in 750 ml for the US
market, as you asked.

Balkan rakija is finding its way onto American cocktail menus, and we think lozovača could be a
good fit for the portfolio of Stanley Spirits Imports.

I can send a price list FOB Bar, our Adriatic port, and a draft label for the COLA.

Best regards,
Tijana Đurišić
Head of Export
Ribnica Podrum d.o.o., Podgorica
"""), "another, shorter first e-mail after the note's fair (750 ml, COLA); English; `Ms "
         "Stanley`; company without LLC; Bar as the sender's port",
         twin("country_wrong", "in 750 ml for the US\nmarket", "in 750 ml for the Canadian\nmarket",
              "Canadian", "United States", "the buyer's market named as Canada")),
    # N047 follow-up ------------------------------------------------------------------------
    Mail("P009", "s1", "Update on our OU kosher certification", text("""
Dear Mohammad,

A short update: the OU inspection at our distillery took place last week and went well. The
rabbinic coordinator asked for two more documents on our cleaning procedures, which we sent
yesterday. We now expect the certificate by the end of July.

The sample bottles for סבן משקאות חריפים left by courier on Monday. I hope you enjoy them.

Best regards,
Tijana Đurišić
Head of Export, Ribnica Podrum d.o.o.
"""), "follow-up on her own earlier e-mail (the note's kosher certification and samples); "
         "English, given name; company in Hebrew inside English",
         twin("artifact", "We now expect the certificate by the end of July.",
              "We now expect the certificate by the end of July. We now expect the certificate by the end of July.",
              "We now expect the certificate by the end of July. We now expect the certificate by the end of July.",
              "We now expect the certificate by the end of July.", "a sentence repeated")),
    # N048 follow-up ------------------------------------------------------------------------
    Mail("P012", "s1", "Alborella affumicata: i campioni sono arrivati?", text("""
Gentile Dott. Paoletti,

Le scrivo per sapere se i campioni di alborella affumicata sono arrivati in buone condizioni. Se
li avete già assaggiati, mi farebbe piacere conoscere il parere Suo e dei clienti di Paoletti Ittica
sul lago di Como.

Per un primo ordine possiamo proporre un pallet misto di confezioni da 250 g e cartoni da 5 kg,
DAP Milano.

Cordiali saluti,
Tijana Đurišić
Ribnica Podrum d.o.o.
"""), "follow-up on her own sample shipment (the note's samples; Lake Como); Italian; company "
         "without S.r.l.",
         Twin("company_missing", (("dei clienti di Paoletti Ittica", "dei clienti della Vostra azienda"),),
              "della Vostra azienda", "Paoletti Ittica S.r.l.",
              "the only mention of the company replaced by `della Vostra azienda`")),
    # N049 first e-mail ---------------------------------------------------------------------
    Mail("P014", "s1", "Smoked bleak from Lake Skadar for Delikatesi Nikolić", text("""
Dear Ms Nikolić,

It was a pleasure to talk to you at the Novi Sad fair. As you asked, we can pack our smoked bleak
in 200 g vacuum packs, which should suit a delicatessen counter well.

The fish come from Lake Skadar and are smoked over beech wood in our smokehouse near Podgorica.
Delivery to Novi Sad takes one day by reefer truck.

I will send you a price offer by the end of the week.

Best regards,
Tijana Đurišić
Head of Export
Ribnica Podrum d.o.o.
"""), "another, shorter first e-mail after the note's fair (200 g vacuum packs), in English; "
         "`Ms Nikolić`; company without d.o.o. in the subject",
         twin("category_wrong", "pack our smoked bleak\nin 200 g", "pack our smoked carp\nin 200 g",
              "smoked carp", "smoked bleak", "another Skadar fish named in place of the bleak")),
    # N050 follow-up ------------------------------------------------------------------------
    Mail("P016", "s2", "Revised LAB price for Q3 – CFR Mundra", text("""
Dear Mr Goyal,

Following the drop in benzene prices this month, I am pleased to revise our offer for गोयल
डिटर्जेंट्स: USD 1,350/MT CFR Mundra for 1,000 MT in the third quarter, all other terms
unchanged, with a COA for every lot.

The offer is open until Friday. Shall I send the pro forma invoice?

Best regards,
Fahad Al-Mutairi
Burgan Aromatics Company K.S.C. (Closed)
"""), "follow-up on his own offer (the note's CFR Mundra, 1,000 t a quarter, COA); English; "
         "company in Devanagari, short, across a line break",
         twin("company_foreign", "offer for गोयल\nडिटर्जेंट्स:", "offer for Öcalan Deterjan:",
              "Öcalan Deterjan", "गोयल डिटर्जेंट्स प्राइवेट लिमिटेड",
              "another buyer's company of this set (same category, Turkey)")),
    # N051 first e-mail ---------------------------------------------------------------------
    Mail("P018", "s2", "Kuveyt'ten lineer alkilbenzen (LAB)", text("""
Günsel Hanım merhaba,

Chemshow Eurasia'da kısaca tanışmıştık; Türkçe yazışmayı tercih ettiğinizi belirtmiştiniz. Burgan
Aromatics olarak Al Ahmadi'deki tesisimizde deterjan kalitesinde LAB üretiyoruz ve Türkiye'ye ISO
tanklarla düzenli sevkiyat yapabiliyoruz.

Öcalan Deterjan için aylık ihtiyacınızı paylaşırsanız size CFR Mersin fiyatı çıkarabilirim.

İyi çalışmalar,
Fahad Nasser Al-Mutairi
Pazarlama ve Satış Müdürü
Burgan Aromatics Company K.S.C. (Closed)
"""), "another, shorter first e-mail after the note's fair, in Turkish as the note asks; "
         "`Günsel Hanım merhaba`; company shortened; the sender's city with a Turkish suffix",
         twin("contact_wrong", "Günsel Hanım merhaba", "Gönül Hanım merhaba", "Gönül Hanım",
              "Günsel Öcalan", "another Turkish given name in the greeting")),
    # N052 follow-up ------------------------------------------------------------------------
    Mail("P022", "s2", "Re: Bitumen 60/70 in drums – first container", text("""
Kính gửi chị Xuân,

Thank you for confirming a trial order of one 20' container of bitumen 60/70 in drums. The drums
will be loaded at Shuaiba next week and should reach Cat Lai in about 18 days.

Please find attached the pro forma invoice for Nhựa đường Dương Gia; once the L/C is opened, we
will send the test report of the batch.

Best regards,
Fahad Al-Mutairi
Burgan Aromatics Company K.S.C. (Closed)
"""), "follow-up on his own offer (the note's 60/70 drums to Cat Lai); English with a "
         "Vietnamese greeting; company without Công ty TNHH",
         twin("company_misspelled", "for Nhựa đường Dương Gia;", "for Nhựa đường Dương Giang;",
              "Nhựa đường Dương Giang", "Công ty TNHH Nhựa đường Dương Gia",
              "a letter added to Gia (another Vietnamese word)")),
    # N053 first e-mail ---------------------------------------------------------------------
    Mail("P024", "s3", "Broderies chakan du Tadjikistan – catalogue", text("""
Bonjour Madame Lebon,

Nous nous sommes rencontrées au salon Maison&Objet à Paris, et vous souhaitiez recevoir notre
catalogue : le voici en pièce jointe.

Vous y trouverez nos broderies chakan, brodées à la main à Khodjent : coussins, tentures murales et
chemins de table. Les prix sont indiqués départ atelier et rendu France.

Je reste à votre disposition pour toute question.

Bien à vous,
Nigora Qodirova
Hunari Khujand LLC
"""), "another, shorter first e-mail after the note's fair with the catalogue it asks for; "
         "French; no company named",
         twin("note_wrong", "au salon Maison&Objet à Paris", "au salon Première Vision à Paris",
              "Première Vision", "Maison&Objet Paris",
              "a fair the note does not name in place of Maison&Objet")),
    # N054 follow-up ------------------------------------------------------------------------
    Mail("P026", "s3", "Chakan wall hangings – holiday order deadline", text("""
Dear Eric,

Just a friendly reminder: to have the chakan wall hangings in your warehouse by the end of
September, we would need the order by mid-July. Our embroiderers are already booked for part of
the summer.

If it helps, I am happy to have a call; you can reach me on +992 3422 6 41 87 (Khujand is on
GMT+5).

Best regards,
Nigora
Nigora Qodirova | Export Manager | Hunari Khujand LLC
"""), "follow-up on her own price list (the note's holiday catalogue); English, first names; no "
         "company named",
         twin("sender_wrong", "+992 3422 6 41 87", "+992 3422 6 14 87", "+992 3422 6 14 87",
              "+992 3422 6 41 87", "the sender's phone number with two digits swapped")),
    # N055 first e-mail ---------------------------------------------------------------------
    Mail("P027", "s3", "タジキスタンの手織りアドラス生地のご案内", text("""
Abe Kimono Textiles Co., Ltd.
仕入課長 Ryosuke Abe様

はじめまして。タジキスタン・フジャンドのHunari Khujandで輸出を担当しておりますニゴラ・コディロワと申します。

弊社では、経糸に絹、緯糸に綿を用いた手織りの絣織物「アドラス」を製造しております。幅は約38cmで着物の反物に近く、羽織の裏地や帯地としてお使いいただけるのではないかと考えております。

ご希望であれば、5mのサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

Nigora Qodirova（ニゴラ・コディロワ）
Export Manager
Hunari Khujand LLC
"""), "another, shorter first e-mail in Japanese (the note's obi and haori, 5 m sample); letter "
         "head with the company as recorded, the Japanese title and the romanised name with 様; "
         "category as アドラス; the sender's name in katakana",
         twin("title_wrong", "仕入課長 Ryosuke Abe様", "営業課長 Ryosuke Abe様", "営業課長", "仕入課長",
              "a sales title (営業) for the purchasing one (仕入)")),
    # N056 follow-up ------------------------------------------------------------------------
    Mail("P029", "s3", "OEKO-TEX-Prüfung für unseren Adras – Zwischenstand", text("""
Sehr geehrter Herr Hornich,

kurz zum Stand: Das Prüfinstitut in Istanbul hat die Proben unseres Adras erhalten; das Ergebnis
der Prüfung nach STANDARD 100 by OEKO-TEX erwarten wir Ende Oktober. Den Prüfbericht aus Taschkent
zu Azofarbstoffen habe ich Ihnen letzte Woche geschickt.

Sobald das Zertifikat vorliegt, könnten wir die ersten Ballen per LKW nach Deutschland liefern,
DAP Ihr Lager.

Mit freundlichen Grüßen
Nigora Qodirova
Hunari Khujand LLC
"""), "follow-up on her own earlier answer (the note's OEKO-TEX question); German; no company "
         "named; Istanbul and Tashkent as labs' places",
         twin("country_wrong", "per LKW nach Deutschland liefern", "per LKW nach Österreich liefern",
              "Österreich", "Germany", "the buyer's country named as Austria")),
    # N057 first e-mail ---------------------------------------------------------------------
    Mail("P030", "s3", "Kurut from Khujand for Bereke Azyk", text("""
Dear Asel,

Thank you for visiting our stand at WorldFood Kazakhstan in Almaty. I understand Bereke Azyk is
looking for kurut in 500 g packs with labels in Kazakh and Russian; we can do exactly that, and our
packs already follow the EAEU labelling rules.

Our kurut is the classic salted kind, sun-dried, made from cow's milk in Khujand. I will send you a
price list DAP Almaty tomorrow.

Best regards,
Nigora Qodirova
Export Manager, Hunari Khujand LLC
"""), "another, shorter first e-mail after the note's fair (500 g packs, Kazakh and Russian "
         "labels), in English; the company romanised (`Bereke Azyk`) without ТОО",
         Twin("company_missing", (("I understand Bereke Azyk is", "I understand your company is"),),
              "your company", "ТОО «Береке Азық»",
              "every mention of the company replaced by `your company`",
              subject_edits=(("for Bereke Azyk", "for your company"),))),
    # N058 follow-up ------------------------------------------------------------------------
    Mail("P032", "s4", "¿Qué te pareció la grappamiel?", text("""
Hola, Ernesto:

¿Pudiste probar las muestras de grappamiel que te envié? Me encantaría saber qué opinan en Licores
Giner, sobre todo de la reserva.

Te adjunto la cotización FOB Montevideo para un pallet mixto (clásica y reserva, 600 botellas de
700 ml). Los precios son válidos hasta fin de mes.

Un abrazo,
Florencia
Queguay Alimentos y Bebidas S.A.
"""), "follow-up on her own samples (the note's request); Spanish, `Hola, Ernesto:`; company "
         "without S.L. across a line break; signed with the given name only",
         twin("category_wrong", "las muestras de grappamiel que", "las muestras de caña con ruda que",
              "caña con ruda", "grappamiel", "another Uruguayan spirit named in place of grappamiel")),
    # N059 first e-mail ---------------------------------------------------------------------
    Mail("P036", "s4", "Organic quince paste from Uruguay", text("""
Dear Mr Simon,

We met at SIAL Paris last October, where you told me that Simon Épicerie Fine only stocks organic
quince paste. I am happy to say that ours is now certified organic under the EU rules, from the
2025 harvest onwards.

It is made in Paysandú from local quinces and cane sugar, with nothing else added, and comes in
400 g blocks and 250 g trays, DAP Paris.

May I send you samples and the certificate?

Kind regards,
Florencia Bentancor Píriz
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
"""), "another, shorter first e-mail after the note's fair (organic only), in English; `Mr "
         "Simon`; company without SAS",
         twin("company_foreign", "that Simon Épicerie Fine only", "that Conservas Leal only",
              "Conservas Leal", "Simon Épicerie Fine SAS",
              "another buyer's company of this set (same category, Spain)")),
    # N060 follow-up ------------------------------------------------------------------------
    Mail("P038", "s4", "NAFDAC dossier for our corned beef", text("""
Dear Mr Ibrahim,

As promised, I attach the first part of the NAFDAC dossier for our 340 g corned beef: the
certificate of manufacture and free sale, the certificate of analysis and the label artwork for
your review. The Uruguayan health certificate will follow with the first shipment.

Could Ibrahim Foods Nigeria confirm who will file the application, so that we can address the
power of attorney correctly?

Best regards,
Florencia Bentancor Píriz
Foreign Trade Manager
Queguay Alimentos y Bebidas S.A.
"""), "follow-up on her own earlier e-mail (the note's NAFDAC registration, 340 g tins); "
         "English; company without Ltd",
         twin("artifact", "dossier for our", "dossier for for our", "for for", "for",
              "a doubled word in the subject", part="subject")),
]
