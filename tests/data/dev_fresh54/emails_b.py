"""Natural e-mails N021-N040 of dev_fresh54 (first e-mails to P021-P040), each with its twin's edit."""
from mail import Mail, Twin, text, twin

MAILS = [
    # N021 -------------------------------------------------------------------------------
    Mail("P021", "s2", "쿠웨이트산 파라자일렌(PX) 공급 제안 – Daesan Polytex", text("""
김지훈 원료구매 매니저님께,

안녕하십니까. 쿠웨이트 알아흐마디에 있는 Burgan Aromatics의 마케팅·영업 매니저 파하드 알무타이리입니다.

Daesan Polytex의 폴리에스터 생산에 필요한 파라자일렌 공급과 관련하여 연락드립니다. 당사는 순도 99.7% 이상의 PX를 월 5,000톤 규모로 공급할 수 있으며, 대산항 CFR 조건에 ACP 연동 가격으로 제안드립니다.

검토해 보시고 관심이 있으시면 사양서와 견적서를 보내드리겠습니다.

감사합니다.

Fahad Nasser Al-Mutairi
Marketing & Sales Manager
Burgan Aromatics Company K.S.C. (Closed)
+965 2398 4410
"""), "cold introduction in Korean; the romanised record's contact written in Hangul, family "
         "name first (`김지훈`), with his title in Korean (`원료구매 매니저님께`); company without "
         "Co., Ltd. in Latin script inside Korean; sender's name in Hangul; Daesan port",
         twin("contact_wrong", "김지훈 원료구매", "김지환 원료구매", "김지환", "Jihoon Kim",
              "a near-miss given name in the greeting (Hangul)")),
    # N022 -------------------------------------------------------------------------------
    Mail("P022", "s2", "Bitumen 60/70 in drums, CIF Cat Lai – offer after Vietbuild", text("""
Kính gửi chị Xuân,

It was a pleasure to meet you at Vietbuild in Ho Chi Minh City. As discussed, here is our offer
for Nhựa đường Dương Gia:

- Bitumen, penetration grade 60/70, in new 180 kg steel drums, 110 drums per 20' container
- Quantity: 10 x 20' containers a month
- Price: USD 455/MT CIF Cat Lai, Ho Chi Minh City
- Payment: L/C at sight; documents include the test report, certificate of origin and packing list

Drummed bitumen travels well and suits smaller road jobs in southern Vietnam, where bulk terminals
are few. The drums are filled at our plant in Al Ahmadi.

Best regards,
Fahad Al-Mutairi
Marketing & Sales Manager
Burgan Aromatics Company K.S.C. (Closed)
+965 2398 4410
"""), "first contact after Vietbuild (the note's fair) with the 60/70 drums CIF Cat Lai it asks "
         "for; English with a Vietnamese greeting (`chị Xuân`, the given name as Vietnamese do); "
         "company without Công ty TNHH",
         twin("country_wrong", "road jobs in southern Vietnam", "road jobs in southern Thailand",
              "Thailand", "Vietnam", "the buyer's country named as Thailand")),
    # N023 -------------------------------------------------------------------------------
    Mail("P023", "s2", "Class 320 bitumen for Kelley Road Materials", text("""
Dear Mr Kelley,

I am the marketing and sales manager of Burgan Aromatics in Kuwait. Alongside our aromatics, we
supply paving-grade bitumen in bulk and in packed form to road builders in Asia and Oceania.

For Australia we can supply Class 170 and Class 320 bitumen to AS 2008, in 1-tonne bitubags or
180 kg drums, CFR Brisbane, Melbourne or Fremantle. Each lot comes with a test certificate from an
independent laboratory.

Would a price indication for 500 t of Class 320 in bitubags, CFR Brisbane, be useful for your next
tender?

Kind regards,
Fahad Nasser Al-Mutairi
Marketing & Sales Manager
Burgan Aromatics Company K.S.C. (Closed)
Al Ahmadi, Kuwait
f.almutairi@burgan-aromatics.com.kw
"""), "cold introduction in English; company without Pty Ltd; the sender's title in lower case "
         "inside a sentence; AS 2008 classes, bitubags, Australian ports",
         twin("sender_wrong", "f.almutairi@burgan-aromatics.com.kw", "f.almutairi@burgan-aromatics.com",
              "f.almutairi@burgan-aromatics.com", "f.almutairi@burgan-aromatics.com.kw",
              "the sender's e-mail without its country domain")),
    # N024 -------------------------------------------------------------------------------
    Mail("P024", "s3", "Notre catalogue de broderies chakan, comme promis", text("""
Madame Lebon,

Merci encore pour votre visite sur notre stand au salon Maison&Objet, en janvier. Comme convenu,
je vous adresse en pièce jointe notre catalogue 2025 de broderies chakan.

Le chakan est une broderie traditionnelle tadjike, inscrite au patrimoine culturel immatériel de
l'UNESCO en 2018 : motifs de fleurs, de grenades et de soleils, brodés à la main au point de chaînette
sur coton ou sur soie par des brodeuses de la région de Khodjent. Le catalogue présente des
panneaux muraux, des coussins et des nappes, avec des prix départ Khodjent et DAP Paris.

Pour Lebon Déco, les coussins de 45 x 45 cm pourraient être un bon début.

Bien cordialement,
Nigora Qodirova
Responsable export
Hunari Khujand LLC
Khodjent, Tadjikistan
+992 3422 6 41 87
"""), "first contact after Maison&Objet (the French note's fair) with the catalogue it asks for; "
         "French, `Madame Lebon`; company without SARL; the sender's title in French; Khodjent "
         "(French exonym)",
         twin("artifact", "brodés à la main au point", "brodés à la main à la main au point",
              "à la main à la main", "à la main", "a doubled phrase")),
    # N025 -------------------------------------------------------------------------------
    Mail("P025", "s3", "Ricami chakan dal Tagikistan", text("""
Gentile Signora Pacetti,

mi permetto di scriverLe in qualità di responsabile export di Hunari Khujand, un laboratorio di
ricamo di Khujand, nel nord del Tagikistan. Produciamo ricami chakan, l'arte tradizionale tagika
del ricamo a mano, riconosciuta dall'UNESCO.

I nostri pannelli e cuscini sono ricamati a punto catenella su cotone e seta, con motivi di
melograni, peperoncini e rose in colori vivaci. Pensiamo che possano interessare Pacetti Tessuti
d'Arte come complemento alla Sua offerta di tessuti.

Se lo desidera, Le invio volentieri il catalogo e il listino prezzi DAP Italia.

Cordiali saluti,
Nigora Qodirova
Responsabile Export, Hunari Khujand LLC
Khujand, Tagikistan
+992 3422 6 41 87
"""), "cold introduction in Italian; `Gentile Signora Pacetti`; company without S.r.l. across a "
         "line break; category as `ricami chakan`; the sender's title in Italian",
         twin("company_misspelled", "Pacetti Tessuti\nd'Arte", "Pacetti Tesuti\nd'Arte",
              "Pacetti Tesuti", "Pacetti Tessuti d'Arte S.r.l.", "a letter dropped from Tessuti")),
    # N026 -------------------------------------------------------------------------------
    Mail("P026", "s3", "Wholesale prices: chakan wall hangings for your holiday catalog", text("""
Dear Eric,

Thank you for your request. Please find attached our wholesale price list for chakan wall
hangings: hand-embroidered Tajik panels in three sizes (40 x 60, 60 x 90 and 90 x 140 cm), from
USD 38 to USD 165, FCA Khujand or DAP your warehouse. For the holiday catalog we can deliver by the
end of September if the order is placed by mid-July.

On fair trade: our embroiderers are home workers in villages around Khujand, paid per piece at
agreed rates. We do not yet carry a fair-trade label, but we can share our pay records and a
third-party social audit from 2024.

Best regards,
Nigora Qodirova
Export Manager
Hunari Khujand LLC, Khujand, Tajikistan
+992 3422 6 41 87
"""), "reply to the note's request (wholesale prices of chakan wall hangings for the holiday "
         "catalogue, fair-trade documentation); English, first name; no company named; "
         "American spelling (catalog)",
         twin("category_wrong", "price list for chakan wall", "price list for suzani wall", "suzani",
              "chakan embroidery", "the Uzbek/Tajik suzani named in place of chakan")),
    # N027 -------------------------------------------------------------------------------
    Mail("P027", "s3", "Adras sample cut (5 m) for Abe Kimono Textiles", text("""
Dear Mr Abe,

Thank you for your interest in our adras. Today I sent a 5 m sample cut by DHL to your office;
the tracking number is 4471 2290 63.

The sample is our classic abrband pattern in red, yellow and indigo: a silk warp on a cotton weft,
38 cm wide, close to the width of a kimono bolt, so it should work for haori linings without much
waste. For obi we can also weave a heavier quality with a denser weft.

I look forward to hearing what your team thinks.

Best regards,
Nigora Qodirova
Export Manager, Hunari Khujand LLC
Khujand, Tajikistan
"""), "reply to the note's request (a 5 m sample cut; obi and haori linings); English, `Mr Abe`; "
         "company without Co., Ltd.; abrband, kimono bolt width",
         twin("note_wrong", "a 5 m sample cut by DHL", "a 10 m sample cut by DHL", "10 m", "5 m",
              "the note's 5 m sample cut misquoted as 10 m")),
    # N028 -------------------------------------------------------------------------------
    Mail("P028", "s3", "Handwoven adras silk from Khujand", text("""
Dear Ms Willis,

I am Nigora Qodirova, export manager at Hunari Khujand, a weaving and embroidery workshop in
Khujand, Tajikistan. I would like to introduce our adras: a handwoven ikat fabric with a silk warp
and a cotton weft, dyed by hand in the abrband technique and sold by the metre.

Adras is sturdier than atlas, our all-silk ikat, which makes it popular for cushions, upholstery
panels and garments. We keep about 40 designs in stock, 38 cm wide, and weave to order in 6-8
weeks.

If it would suit Willis & Crane, I can send a swatch card with 20 designs.

Kind regards,
Nigora Qodirova
Export Manager
Hunari Khujand LLC
Khujand, Tajikistan | +992 3422 6 41 87
"""), "cold introduction in English; `Ms Willis`; company shortened to `Willis & Crane`; atlas "
         "named as a neighbouring fabric, not an offer",
         twin("company_foreign", "suit Willis & Crane", "suit Hornich Stoffe", "Hornich Stoffe",
              "Willis & Crane Fabrics Ltd", "another buyer's company of this set (same category, Germany)")),
    # N029 -------------------------------------------------------------------------------
    Mail("P029", "s3", "Adras-Stoffe und OEKO-TEX – Ihre Frage von der Heimtextil", text("""
Sehr geehrter Herr Hornich,

vielen Dank für Ihren Besuch an unserem Stand auf der Heimtextil in Frankfurt. Sie hatten gefragt,
ob unser Adras nach OEKO-TEX geprüft ist.

Die ehrliche Antwort: noch nicht. Wir färben mit Naturfarben (Krapp, Walnussschalen, Indigo) und
mit Reaktivfarbstoffen; die Prüfung nach STANDARD 100 by OEKO-TEX haben wir bei einem Prüfinstitut
in Istanbul beantragt, das Ergebnis erwarten wir im Herbst.

Bis dahin schicke ich Ihnen für Hornich Stoffe gern einen Prüfbericht zu Azofarbstoffen und
Formaldehyd aus einem Labor in Taschkent.

Mit freundlichen Grüßen
Nigora Qodirova
Exportmanagerin
Hunari Khujand LLC
Chudschand, Tadschikistan
+992 3422 6 41 87
"""), "first contact after Heimtextil (the note's fair) answering its OEKO-TEX question; "
         "German, `Herr Hornich`; company without e.K.; Chudschand (German exonym); Istanbul and "
         "Tashkent as labs' places",
         twin("sender_wrong", "Hunari Khujand LLC\nChudschand", "Hunari Khujand GmbH\nChudschand",
              "Hunari Khujand GmbH", "Hunari Khujand LLC", "the sender's company with a wrong legal form")),
    # N030 -------------------------------------------------------------------------------
    Mail("P030", "s3", "Курут в упаковке 500 г с этикеткой на казахском и русском", text("""
Здравствуйте, Асель!

Спасибо за встречу на выставке WorldFood Kazakhstan в Алматы. Как обещала, высылаю предложение по
куруту для ТОО «Береке Азық».

Наш курут — классический солёный, из коровьего молока, шарики по 8-10 г, высушенные на солнце.
Упаковка — пакет 500 г с этикеткой на казахском и русском языках по ТР ТС 022/2011. Доставка
автотранспортом через Узбекистан, DAP Алматы, от 2 тонн.

Прайс-лист и фото упаковки во вложении.

С уважением,
Нигора Кодирова
менеджер по экспорту
Hunari Khujand LLC
г. Худжанд, Таджикистан
+992 3422 6 41 87
"""), "first contact after the note's fair (WorldFood Kazakhstan) with the 500 g bilingual "
         "packs it asks for; Russian, `Здравствуйте, Асель!`; company with ТОО and the Kazakh "
         "letter Қ; the sender's name and title in Russian; Uzbekistan as the route",
         Twin("company_missing", (("для ТОО «Береке Азық»", "для вашей компании"),),
              "вашей компании", "ТОО «Береке Азық»",
              "the only mention of the company replaced by `вашей компании`")),
    # N031 -------------------------------------------------------------------------------
    Mail("P031", "s3", "Tajik kurut for Güçlü Gıda", text("""
Dear Mr Güçlü,

I am writing from Hunari Khujand in northern Tajikistan. Besides textiles, we make kurut, the dried
salted yoghurt balls of Central Asia, which Turkish customers know from Erzurum and Kars.

Our kurut is made from cow's milk, in balls of 8-10 g, packed in 250 g and 500 g bags or in 10 kg
cartons for wholesale, with a shelf life of 12 months. We ship by truck through Iran, DAP
Istanbul.

As Satın Alma Müdürü of Güçlü Gıda Pazarlama, you may want to try it with a few customers first:
I would be glad to send 5 kg of samples.

Best regards,
Nigora Qodirova
Export Manager, Hunari Khujand LLC
Khujand, Tajikistan
"""), "cold introduction in English; `Mr Güçlü`; the recorded Turkish title inside an English "
         "sentence; company without Ltd. Şti. (short in the subject); Erzurum and Kars; Iran as the "
         "route",
         twin("title_wrong", "As Satın Alma Müdürü of", "As Satış Müdürü of", "Satış Müdürü",
              "Satın Alma Müdürü", "a sales title for the recorded purchasing one")),
    # N032 -------------------------------------------------------------------------------
    Mail("P032", "s4", "Muestras de grappamiel para Licores Giner", text("""
Estimado Ernesto:

Fue un gusto conocerte en la Barcelona Wine Week. Como te prometí, ayer salieron por courier las
muestras de nuestra grappamiel para Licores Giner: dos botellas de 700 ml de la grappamiel clásica
(30 % vol.) y una de la reserva, hecha con miel de monte nativo.

La grappamiel es el aperitivo típico del Uruguay: grappa de uva endulzada con miel de abeja de
Paysandú. Se toma sola y fría, o con unas gotas de limón.

Quedo atenta a vuestros comentarios. Si os interesa, preparo una cotización FOB Montevideo.

Un cordial saludo,
Florencia Bentancor
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
+598 4722 3391
"""), "first contact after the note's fair (Barcelona Wine Week) with the samples it asks for; "
         "Spanish with tuteo, `Estimado Ernesto:`; company without S.L.; the sender with one "
         "family name; FOB Montevideo",
         twin("note_wrong", "conocerte en la Barcelona Wine Week", "conocerte en Alimentaria",
              "Alimentaria", "Barcelona Wine Week", "a fair the note does not name in place of Barcelona Wine Week")),
    # N033 -------------------------------------------------------------------------------
    Mail("P033", "s4", "Grappamiel from Uruguay – a new spirit for Belpere Dranken", text("""
Dear Ms Belpere,

I am the foreign trade manager of Queguay Alimentos y Bebidas, a producer in Paysandú, Uruguay,
and would like to introduce grappamiel, Uruguay's best-known aperitif: grape grappa sweetened with
local honey, 30% vol.

It is not yet well known in the Netherlands, but it sits well beside honey liqueurs and amari on a
back bar, and it works in long drinks with tonic. We bottle in 700 ml and can ship a mixed pallet
FOB Montevideo or DAP Rotterdam.

May I send you a sample bottle and our price list?

Kind regards,
Florencia Bentancor Píriz
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
"""), "cold introduction in English; `Ms Belpere`; company without B.V.; honey liqueurs and "
         "amari as comparisons; the sender's Spanish title in her signature",
         twin("country_wrong", "well known in the Netherlands", "well known in Denmark", "Denmark",
              "Netherlands", "the buyer's country named as Denmark")),
    # N034 -------------------------------------------------------------------------------
    Mail("P034", "s4", "Grappamiel uruguaia para a Silveira Bebidas", text("""
Prezado Sr. Davi,

Meu nome é Florencia Bentancor e sou gerente de comércio exterior da Queguay Alimentos y Bebidas,
em Paysandú, no Uruguai. Gostaria de apresentar a nossa grappamiel: grappa uruguaia adoçada com
mel, 30% vol., o aperitivo mais tradicional do Uruguai.

Muitos brasileiros conhecem a grappamiel de viagens a Montevidéu e Punta del Este, e no Rio Grande
do Sul ela já tem público. Pelo Mercosul, a bebida entra no Brasil sem imposto de importação, com
certificado de origem.

Posso enviar amostras e a nossa lista de preços FCA Paysandú ou CPT Porto Alegre?

Atenciosamente,
Florencia Bentancor Píriz
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
+598 4722 3391
"""), "cold introduction in Portuguese; `Prezado Sr. Davi` (Sr. with the given name, as "
         "Brazilians write); company shortened with the article (`a Silveira Bebidas`); the "
         "sender's title translated; Mercosur, Porto Alegre",
         twin("contact_wrong", "Prezado Sr. Davi", "Prezado Sr. Daniel", "Sr. Daniel",
              "Davi Luiz Silveira", "another given name in the greeting")),
    # N035 -------------------------------------------------------------------------------
    Mail("P035", "s4", "Dulce de membrillo uruguayo para Conservas Leal", text("""
Estimada Sra. Leal:

Me dirijo a usted, como responsable de compras de Conservas Leal, para presentarle nuestro dulce
de membrillo, elaborado en Paysandú (Uruguay) con membrillos de la zona y azúcar, sin
conservantes.

En España el membrillo tiene una larga tradición, y el nuestro puede completar su oferta a
contraestación: aquí cosechamos en marzo y abril, cuando la fruta española ya se ha terminado.
Ofrecemos bloques de 400 g para la venta al público y cajas de 5 kg para industria y hostelería,
FOB Montevideo o CIF Valencia.

Quedo a su disposición para enviarle muestras.

Atentamente,
Florencia Bentancor Píriz
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
"""), "cold introduction in Spanish; `Estimada Sra. Leal:`; the recorded title in lower case "
         "inside the sentence; category as `dulce de membrillo`; company without S.A.; "
         "counter-season argument; CIF Valencia",
         twin("title_wrong", "como responsable de compras de", "como responsable de ventas de",
              "responsable de ventas", "Responsable de Compras", "a sales title for the purchasing one")),
    # N036 -------------------------------------------------------------------------------
    Mail("P036", "s4", "Pâte de coing biologique – suite à notre rencontre au SIAL", text("""
Bonjour Monsieur Simon,

Nous nous étions rencontrés au SIAL Paris, et vous m'aviez dit que Simon Épicerie Fine ne
référence que de la pâte de coing certifiée bio.

Bonne nouvelle : depuis la récolte 2025, notre pâte de coing est certifiée biologique selon le
règlement européen, par un organisme de contrôle reconnu par l'Union européenne, et le logo bio
européen peut figurer sur l'étiquette. Nous la proposons en pavés de 400 g et en barquettes de
250 g, DAP Paris, à partir d'une palette.

Je vous joins la fiche technique et le certificat. Voulez-vous que je vous envoie des échantillons ?

Cordialement,
Florencia Bentancor Píriz
Responsable du commerce extérieur
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
"""), "first contact after SIAL Paris (the note's fair) answering its organic-only condition; "
         "French, `Bonjour Monsieur Simon`; company without SAS; category as `pâte de coing`; the "
         "sender's title in French",
         twin("artifact", "Voulez-vous que je vous envoie des échantillons ?", "Voulez-vous que je vous",
              "Voulez-vous que je vous", "Voulez-vous que je vous envoie des échantillons ?",
              "the last sentence cut off")),
    # N037 -------------------------------------------------------------------------------
    Mail("P037", "s4", "Κυδωνόπαστο από την Ουρουγουάη", text("""
Αξιότιμε κύριε Αναστασόπουλε,

Ονομάζομαι Florencia Bentancor και είμαι υπεύθυνη εξωτερικού εμπορίου της Queguay Alimentos y
Bebidas στο Paysandú της Ουρουγουάης. Θα ήθελα να σας παρουσιάσω το κυδωνόπαστό μας (dulce de
membrillo), φτιαγμένο από κυδώνια της περιοχής μας, χωρίς συντηρητικά.

Επειδή στο νότιο ημισφαίριο τα κυδώνια ωριμάζουν τον Μάρτιο, μπορούμε να προμηθεύουμε την
Αναστασόπουλος Τρόφιμα με φρέσκο προϊόν όταν η ελληνική σοδειά έχει τελειώσει. Συσκευασίες: 400 g
για λιανική και 5 kg για επαγγελματίες, CIF Πειραιά.

Θα χαρώ να σας στείλω δείγματα.

Με εκτίμηση,
Florencia Bentancor Píriz
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
+598 4722 3391
"""), "cold introduction in Greek; vocative `κύριε Αναστασόπουλε`; company without Α.Ε. after "
         "an article; category as κυδωνόπαστο; the sender's title in Greek in the text; CIF "
         "Piraeus",
         twin("company_misspelled", "την\nΑναστασόπουλος Τρόφιμα", "την\nΑναστασιόπουλος Τρόφιμα",
              "Αναστασιόπουλος Τρόφιμα", "Αναστασόπουλος Τρόφιμα Α.Ε.",
              "a letter added to the family name in the company")),
    # N038 -------------------------------------------------------------------------------
    Mail("P038", "s4", "Corned beef 340 g – NAFDAC registration support", text("""
Dear Mr Ibrahim,

It was good to meet you at Gulfood in Dubai. Following our conversation, this is how we can
support Ibrahim Foods with the NAFDAC registration of our corned beef:

- We provide the documents NAFDAC asks of a foreign manufacturer: the certificate of manufacture
and free sale, the Uruguayan health certificate, a certificate of analysis from an accredited
laboratory and the label artwork.
- The 340 g tin will carry the NAFDAC number once it is issued, on an English label.
- Your company would be the local applicant, as NAFDAC requires a Nigerian company to hold the
registration.

Our corned beef is made in Paysandú from Uruguayan grass-fed beef, in 340 g tins, 24 per carton.

Best regards,
Florencia Bentancor Píriz
Foreign Trade Manager
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay | +598 4722 3391
"""), "first contact after Gulfood (the note's fair) answering its 340 g tins and NAFDAC "
         "registration; English, `Mr Ibrahim`; company shortened to `Ibrahim Foods`; the "
         "sender's title in English",
         twin("company_foreign", "support Ibrahim Foods with", "support Mahajna Food Import with",
              "Mahajna Food Import", "Ibrahim Foods Nigeria Ltd",
              "another buyer's company of this set (same category, Israel)")),
    # N039 -------------------------------------------------------------------------------
    Mail("P039", "s4", "Halal corned beef – SFDA registration", text("""
السلام عليكم Mr Abu Dawood,

Thank you for your message. On your two requirements:

Halal: our corned beef is made in Paysandú in a plant whose slaughter and processing are certified
halal by a certification body accredited by the Saudi Halal Center of the SFDA.

SFDA registration: the plant is already approved for export of beef to the Kingdom, and we will
register the 340 g tin in the SFDA system with شركة أبو داوود للأغذية as the importer. The labels
are in Arabic and English, as Saudi Arabia requires.

I can send the halal certificate and the draft label this week.

Regards,
Florencia Bentancor Píriz
Foreign Trade Manager
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
"""), "reply to the note's request (halal certificate, SFDA registration for the tins); English "
         "with an Arabic greeting and `Mr Abu Dawood`; company in Arabic without المحدودة "
         "inside English; the Kingdom",
         twin("country_wrong", "as Saudi Arabia requires", "as the United Arab Emirates requires",
              "United Arab Emirates", "Saudi Arabia", "the buyer's country named as the UAE")),
    # N040 -------------------------------------------------------------------------------
    Mail("P040", "s4", "Corned beef from Uruguay for Mahajna Food Import", text("""
Dear Ms Mahajna,

I am writing from Queguay Alimentos y Bebidas in Paysandú, Uruguay, where we can corned beef from
grass-fed Uruguayan cattle. Uruguay traces every animal from birth, which importers in Israel
have long valued.

We can offer 340 g tins, 24 per carton, with Hebrew stickers applied at origin, CIF Haifa or
Ashdod. If you need a kosher line, we run kosher production campaigns twice a year under
rabbinical supervision.

Would you like our price list?

Kind regards,
Florencia Bentancor Píriz
Gerente de Comercio Exterior
Queguay Alimentos y Bebidas S.A.
Paysandú, Uruguay
fbentancor@queguay.com.uy
"""), "cold introduction in English; `Ms Mahajna`; company without Ltd.; `can` as a verb next "
         "to the category; Haifa and Ashdod",
         twin("sender_wrong", "from Queguay Alimentos y Bebidas in", "from Quequay Alimentos y Bebidas in",
              "Quequay Alimentos y Bebidas", "Queguay Alimentos y Bebidas S.A.",
              "the sender's company misspelt (q for g)")),
]
