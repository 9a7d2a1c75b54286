"""Natural e-mails N001-N020 (one per buyer, P001-P020), each with its twin's one edit."""
from mail import Mail as M, Twin as T

S1_SIG = "Zuwara Bahr Fisheries & Export J.S.C."

MAILS = [
M("P001", "s1",
  "Σφουγγάρια κηρήθρας 10-14 cm από τη Ζουάρα – Zuwara Bahr",
  """Αγαπητέ κύριε Σικαλίδη,

Χάρηκα πολύ για τη γνωριμία μας στο in-cosmetics Global στο Παρίσι. Όπως σας είχα πει, η Zuwara Bahr Fisheries & Export J.S.C. αλιεύει και επεξεργάζεται φυσικά σφουγγάρια στα ανοιχτά της Ζουάρα, στη δυτική ακτή της Λιβύης.

Για τα καταστήματα της Σπογγεμπορικής Σικαλίδης Α.Ε. στην Κάλυμνο μπορούμε να προσφέρουμε σφουγγάρια κηρήθρας σε μέγεθος 10-14 cm, καθαρισμένα χωρίς χλωρίνη, σε χαρτοκιβώτια των 100 τεμαχίων. Σας επισυνάπτω φωτογραφίες και τιμοκατάλογο FOB Τρίπολη.

Αν θέλετε, στέλνουμε δείγματα με courier μέσα στην εβδομάδα.

Με εκτίμηση,
Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "Greek; first contact after the fair the note records (follow-up kind); Greek vocative; company in the genitive with the Greek article; honeycomb 10-14 cm and Kalymnos from the note; sender's title in English",
  T("company_misspelled", "Σπογγεμπορικής Σικαλίδης Α.Ε.", "Σπογγεμπορικής Σικελίδης Α.Ε.",
    "Σπογγεμπορική Σικαλίδης Α.Ε.", "family name in the company: α -> ε")),

M("P002", "s1",
  "Éponges naturelles de Libye – Zuwara Bahr",
  """Bonjour Madame Bouchet,

Je me permets de vous contacter en tant qu'acheteuse chez Bouchet Éponges Naturelles SAS. Je m'appelle Khadija Abushagur et je dirige le service export de Zuwara Bahr Fisheries & Export J.S.C., à Zuwara, sur la côte ouest de la Libye.

Nos plongeurs récoltent des éponges naturelles de Méditerranée (éponge fine, éponge oreille d'éléphant, éponge de toilette) que nous lavons, taillons et trions à Zuwara avant l'expédition. Nous livrons déjà des grossistes en Grèce et en Italie, en groupage via Malte.

Seriez-vous intéressée par une liste de prix et quelques échantillons ? Je peux vous les faire parvenir à l'adresse de votre choix.

Bien cordialement,

Khadija Salem Abushagur
Responsable du service export
Zuwara Bahr Fisheries & Export J.S.C. – Zuwara, Libye
+218 25 262 1480""",
  "French cold introduction; buyer's title (feminine) in a French phrase; sender's title translated; Libye",
  T("company_foreign", "Bouchet Éponges Naturelles SAS", "Salaisons Masson SARL",
    "Bouchet Éponges Naturelles SAS", "another French buyer of this set (P008) in the company's place")),

M("P003", "s1",
  "Price list: wool and yellow sponges for Murphy Sponge Co.",
  """Dear Mr. Murphy,

Thank you for your interest in our sponges. As requested, please find attached our current price list for wool and yellow sponges, graded by size from 3-4" up to 7-8" and packed in 25 lb bales.

Both are harvested off the Libyan coast near Zuwara and processed in our own plant; we only bleach when a customer asks for it. Prices are quoted CIF Tampa, and delivery to your warehouse in Tarpon Springs, FL is possible on DAP terms.

If it helps Murphy Sponge Co., Inc. plan the season, we can hold stock for two container loads until the end of next month.

Best regards,
Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
Zuwara, Libya | +218 25 262 1480 | k.abushagur@zuwarabahr.example""",
  "English reply to the price-list request the note records; company short in the subject, in full in the body; inches and lb; Tampa / Tarpon Springs, CIF and DAP",
  T("company_missing", "Murphy Sponge Co., Inc.", "your company", "Murphy Sponge Co., Inc.",
    "every mention of the company replaced by 'your company'", every=True,
    also=(("subject", "Murphy Sponge Co.", "your company"),))),

M("P004", "s1",
  "洗顔用天然海綿のご提案（原産地証明書付き）",
  """株式会社山崎コスメティックス
購買部 課長 山崎 舞 様

はじめてご連絡いたします。リビア・ズワーラの Zuwara Bahr Fisheries & Export J.S.C. で輸出を担当しております Khadija Abushagur と申します。

御社が洗顔用ラインに天然海綿をお探しと伺い、ご連絡いたしました。当社は地中海産のシルクスポンジ（Spongia officinalis）を自社工場で洗浄・カットしており、直径6〜8 cmのフェイシャル用サイズをご用意できます。各ロットにはリビア商工会議所発行の原産地証明書をお付けします。

サンプルと価格表をお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

Khadija Salem Abushagur（ハディージャ・アブーシャグール）
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
Tel: +218 25 262 1480""",
  "Japanese first e-mail answering the note (facial line, certificate of origin); company and title in the address block; sender's name in katakana beside the Latin one",
  T("contact_wrong", "購買部 課長 山崎 舞 様", "購買部 課長 山田 舞 様", "山崎 舞",
    "family name of another Japanese buyer (P013) in the address block", found="山田 舞")),

M("P005", "s1",
  "Naturschwämme aus Libyen",
  """Sehr geehrter Herr Kostolzin,

als Einkaufsleiter der Kostolzin Naturschwamm GmbH kennen Sie den Markt für Naturschwämme besser als die meisten. Deshalb möchte ich Ihnen kurz unser Haus vorstellen: Zuwara Bahr Fisheries & Export J.S.C. sitzt in Zuwara an der libyschen Westküste und verarbeitet seit über zwanzig Jahren Mittelmeerschwämme – Feinschwamm, Elefantenohr und Badeschwamm.

Alle Schwämme werden von Hand gereinigt und nach Größe sortiert; gebleicht wird nur auf Wunsch und ohne Chlor. Nach Deutschland liefern wir üblicherweise CIF Hamburg, kleinere Mengen auch per Luftfracht nach Frankfurt.

Darf ich Ihnen unsere Preisliste und ein Musterpaket schicken?

Mit freundlichen Grüßen

Khadija Abushagur
Leiterin der Exportabteilung
Zuwara Bahr Fisheries & Export J.S.C.
Zuwara, Libyen
Tel. +218 25 262 1480""",
  "German cold introduction; buyer's title in a German phrase; company in the genitive with article; sender's title in German (feminine)",
  T("title_wrong", "als Einkaufsleiter der", "als Verkaufsleiter der", "Einkaufsleiter",
    "purchasing manager turned into sales manager", found="Verkaufsleiter")),

M("P006", "s1",
  "Muestra de anchoa en salazón – barril de 10 kg",
  """Estimada Sra. Guillen:

Fue un placer conocerla en Alimentaria Barcelona. Como me pidió, esta semana le enviamos una muestra de nuestra anchoa en salazón (Engraulis encrasicolus) en barril de 10 kg, capturada frente a la costa de Zuwara y madurada seis meses en nuestra planta.

La talla es de 28-32 piezas por kilo y la sal es marina, sin aditivos. Si la calidad encaja con lo que busca Conservas Guillen S.L., podemos servir barriles de 10 o 20 kg, CFR Santander.

Quedo a su disposición para cualquier consulta.

Un cordial saludo,
Khadija Abushagur
Jefa del Departamento de Exportación
Zuwara Bahr Fisheries & Export J.S.C. (Zuwara, Libia)
Tel. +218 25 262 1480""",
  "Spanish reply to the sample request of the Spanish note (fair and 10 kg barrel); Latin species name; sender's title in Spanish",
  T("category_wrong", "anchoa en salazón (Engraulis encrasicolus)", "sardina en salazón (Sardina pilchardus)",
    "anchoa en salazón (salted anchovies)", "salted sardines in place of salted anchovies in the body",
    found="sardina en salazón")),

M("P007", "s1",
  "Dopo TUTTOFOOD: acciughe salate per la filettatura",
  """Gentile Sig. Montalti,

è stato un piacere incontrarLa a TUTTOFOOD Milano. Come promesso, Le scrivo per riprendere il discorso sulle acciughe salate.

Per Montalti Alimentari S.r.l. proporrei la nostra acciuga di taglia 20/24 pezzi al chilo, maturata almeno cinque mesi sotto sale marino: è la pezzatura più richiesta per i filetti sott'olio alla maniera di Cetara. Confezioniamo in latte da 10 kg o in barili da 25 kg. Per la consegna in Italia calcoliamo circa dieci giorni via Malta fino a Salerno.

Se desidera, Le invio subito un campione di una latta.

Cordiali saluti,
Khadija Abushagur
Responsabile Export
Zuwara Bahr Fisheries & Export J.S.C.
Zuwara – Libia
+218 25 262 1480""",
  "Italian first contact after the fair the note records (follow-up kind); Cetara style from the note; capitalised courtesy pronouns; Salerno via Malta",
  T("country_wrong", "Per la consegna in Italia", "Per la consegna in Slovenia", "Italia (Italy)",
    "the buyer's country given as a neighbouring one", found="Slovenia")),

M("P008", "s1",
  "Anchois salés de Libye pour le filetage",
  """Monsieur Masson,

Je me permets de vous écrire au sujet des anchois salés. Zuwara Bahr Fisheries & Export J.S.C., entreprise de pêche et de salaison basée à Zuwara en Libye, cherche à développer ses ventes auprès des saleurs français.

Nous proposons des anchois entiers au sel, calibres 20/24 et 25/30 au kilo, en fûts de 10 et 25 kg, prêts au filetage. Le poisson est travaillé dans les heures qui suivent le débarquement, ce qui donne une chair ferme et rosée après maturation.

En tant que gérant de Salaisons Masson SARL, vous serez sans doute intéressé par un échantillon : il me suffit d'une adresse de livraison.

Bien à vous,
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
Tél. : +218 25 262 1480
k.abushagur@zuwarabahr.example""",
  "French cold introduction; 'Monsieur Masson,' without Cher; buyer's title in lower case inside a French phrase; signature without title",
  T("sender_wrong", "Tél. : +218 25 262 1480", "Tél. : +218 25 262 1408", "+218 25 262 1480",
    "the sender's phone with two digits swapped", found="+218 25 262 1408")),

M("P009", "s1",
  "Kosher-certified salted anchovies for דגי קליין בע\"מ",
  """Shalom Yuval,

Thank you for your message about salted anchovies. I understand that kosher certification is a must for you, so let me answer that first: our anchovies are repacked in Malta under the supervision of a rabbinical agency there, and each lot ships with its kosher certificate and a certificate of origin.

For דגי קליין בע"מ we could offer whole salted anchovies, 25/30 pieces per kg, in 10 kg tins, CIF Haifa via Malta. As מנהלת רכש you will want to see the fish before anything else, so I can send two sample tins next week.

Kind regards,
Khadija Abushagur
Export Department Manager, Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English (the note asks for it) reply on the kosher certificate the note records; Hebrew greeting word; company and title in Hebrew inside English sentences",
  T("artifact", "each lot ships with its kosher certificate", "each lot ships with its kosher certificate with its kosher certificate",
    "each lot ships with its kosher certificate", "a phrase doubled",
    found="with its kosher certificate with its kosher certificate")),

M("P010", "s1",
  "Salted anchovies from Libya – Zuwara Bahr",
  """Αγαπητέ κύριε Χρυσουλή,

I am writing to introduce Zuwara Bahr Fisheries & Export J.S.C., a fishing and salting company in Zuwara, on the western coast of Libya. We pack salted anchovies for delis and processors around the Mediterranean, and I believe Χρυσουλής & ΣΙΑ Ο.Ε. could use a steady second source.

Our anchovies are salted whole on the day they are landed and matured for five to six months. We pack them in 5 and 10 kg tins, a size that suits a shop counter as well as a filleting line, and ship to Piraeus or Thessaloniki.

Would you like me to send a price list, or a sample tin?

Με εκτίμηση,
Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English cold introduction with Greek greeting (vocative) and closing; company in Greek script inside English",
  T("note_wrong", "I am writing to introduce", "Following our talk at Food Expo Greece in Athens, I am writing to introduce",
    "", "a fair meeting claimed for a buyer whose note records none",
    found="Following our talk at Food Expo Greece in Athens")),

M("P011", "s1",
  "Whole round octopus 1-2 kg, IQF – following up from Busan",
  """김민준 과장님께,

It was a pleasure to meet you at the Busan International Seafood & Fisheries Expo. Thank you for taking the time to stop at our stand.

As discussed, we can supply whole round octopus (Octopus vulgaris) in the 1-2 kg size, individually quick frozen and glazed, in 10 kg master cartons. The octopus is caught by pot off Zuwara, frozen on shore within hours and stored at -25 °C.

I attach our specification sheet and a CFR Busan offer for one 40' reefer. If 주식회사 한바다수산 would like to test the quality first, we can air-freight a 10 kg carton.

감사합니다.
Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C. | Zuwara, Libya
+218 25 262 1480""",
  "English first contact after the fair the note records (follow-up kind); Korean greeting with name + title + honorific, Korean closing; company in Hangul with its legal form first",
  T("company_misspelled", "주식회사 한바다수산", "주식회사 한바디수산", "주식회사 한바다수산",
    "one Hangul syllable changed (다 -> 디)")),

M("P012", "s1",
  "冷冻章鱼2-3公斤报价（CFR大连）",
  """潘总监您好：

感谢您对我司冷冻章鱼的询价。按照您的要求，现报价如下：

品名：冷冻章鱼（Octopus vulgaris），整只，2-3公斤/只
包装：块冻，每块约20公斤，纸箱包装
价格条款：CFR大连，40尺冷柜
船期：收到定金后约30天

我们的章鱼在利比亚西部祖瓦拉近海笼捕，上岸当天冷冻，全程-25 °C冷链。如大连潘记水产有限公司需要，我们可以先空运一箱样品。

期待您的回复。

Khadija Abushagur（哈迪杰）
出口部经理
Zuwara Bahr Fisheries & Export J.S.C.
电话：+218 25 262 1480""",
  "Simplified Chinese reply to the CFR Dalian request of the note; greeting by family name + short title (总监); sender's title translated, given name transliterated",
  T("company_foreign", "如大连潘记水产有限公司需要", "如张家港李氏木业有限公司需要", "大连潘记水产有限公司",
    "another Chinese buyer of this set (P035) in the company's place", found="张家港李氏木业有限公司")),

M("P013", "s1",
  "リビア産冷凍ダコのご案内",
  """山田水産株式会社
仕入部長 山田 充 様

突然のご連絡失礼いたします。リビア西部ズワーラの Zuwara Bahr Fisheries & Export J.S.C. にて輸出を担当しております、Khadija Abushagur と申します。

当社は地中海産マダコ（Octopus vulgaris）を漁獲・加工しており、冷凍ダコ（ラウンド、1〜3 kg、ブロック凍結またはIQF）を日本向けにご提供できます。山田水産株式会社様の新たな調達先の一つとしてご検討いただければ幸いです。

規格書と価格表（CFR 下関）をお送りいたしますので、ご興味がございましたらお知らせください。

よろしくお願いいたします。

Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
Tel: +218 25 262 1480""",
  "Japanese cold introduction; address block with company, title and name; company with 様",
  T("company_missing", "山田水産株式会社", "貴社", "山田水産株式会社",
    "every mention of the company replaced by '貴社' (your company)", every=True)),

M("P014", "s1",
  "Frozen octopus for sushi processing – after THAIFEX",
  """เรียน คุณจุฑาภรณ์

Thank you for visiting our booth at THAIFEX - Anuga Asia in Bangkok. You mentioned that บริษัท สยามซีฟู้ด ถนอมกุลบุตร จำกัด supplies octopus to sushi processors, so I have put together an offer for that use.

Our frozen octopus is Mediterranean Octopus vulgaris from pot fisheries near Zuwara, Libya. For sushi (tako) we suggest the 1-2 kg size, frozen raw and whole, so your customers can boil and slice it to their own standard. Packing is 2 x 10 kg per carton.

I can send the specification and a CFR Laem Chabang price this week.

ขอบคุณค่ะ
Khadija Abushagur
Export Department Manager, Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English first contact after the fair the note records (follow-up kind); Thai greeting by given name with คุณ; company in Thai script in full; Thai closing with the female particle",
  T("contact_wrong", "เรียน คุณจุฑาภรณ์", "เรียน คุณจุฑามาศ", "คุณจุฑาภรณ์",
    "another Thai given name with the same first syllables", found="คุณจุฑามาศ")),

M("P015", "s1",
  "Pulpo congelado de Libia – Zuwara Bahr",
  """Estimado Sr. Olivé:

Me dirijo a usted como director de compras de Frigoríficos Olivé S.A. para presentarle Zuwara Bahr Fisheries & Export J.S.C., empresa pesquera de Zuwara (Libia) especializada en pulpo congelado.

Trabajamos pulpo de roca (Octopus vulgaris) capturado con nasa y congelado en tierra el mismo día, en tallas T1 a T6, en bloque o IQF. Muchos de nuestros clientes del Mediterráneo lo compran para cocer y envasar.

Si le interesa, le envío nuestra ficha técnica y precios CFR Vigo o Algeciras.

Atentamente,
Khadija Salem Abushagur
Jefa del Departamento de Exportación
Zuwara Bahr Fisheries & Export J.S.C.
Tel. +218 25 262 1480""",
  "Spanish cold introduction; buyer's title in lower case inside a Spanish phrase; T1-T6 sizes; Vigo, Algeciras",
  T("title_wrong", "como director de compras de", "como director comercial de", "Director de Compras",
    "purchasing director turned into sales director", found="director comercial")),

M("P016", "s2",
  "Surströmming till Koivisto Kala Oy",
  """Hej Pirkko,

Jag har förstått att du helst skriver på svenska, så här kommer ett kort brev från oss på Gotland.

Vi på Slite Hamnhandel AB tillverkar surströmming, jäst östersjösill, av strömming fångad i Bottenhavet. Årets premiär är som vanligt tredje torsdagen i augusti, och vi kan leverera burkar om 300 g och 440 g, även med finska etiketter.

Som ostopäällikkö på Koivisto Kala Oy vet du att burkarna bomberar och måste fraktas kylt och med rätt märkning. Vi skickar med färja från Stockholm till Åbo och sedan kyltransport till er.

Jag bifogar vår prislista. Hör av dig om du vill ha provburkar!

Vänliga hälsningar
Åsa Lövgren Hedström
Exportansvarig
Slite Hamnhandel AB
Slite, Gotland
+46 498 22 31 70""",
  "Swedish (the note asks for it), first names as Swedes write; buyer's Finnish title in lower case inside a Swedish sentence; surströmming glossed; premiere date, tin sizes, Åbo",
  T("category_wrong", "tillverkar surströmming, jäst östersjösill, av strömming", "tillverkar inlagd sill av strömming",
    "surströmming, jäst östersjösill (fermented Baltic herring)", "pickled herring in place of fermented herring",
    found="inlagd sill")),

M("P017", "s2",
  "Fermented Baltic herring from Gotland",
  """Dear Magnus,

I'm Åsa Lövgren Hedström, export manager at Slite Hamnhandel AB on Gotland, Sweden. We make surströmming – fermented Baltic herring – the traditional way, in our own plant by Slite harbour.

Knudsen Sild ApS knows herring better than most, so I won't explain the fish. What may be new to you: we supply fermented herring both in the classic 440 g tins and as fillets in brine for restaurants, and several Scandinavian delis already sell it as a late-summer speciality.

Delivery to Denmark goes by ferry to the mainland and then by refrigerated truck over the Öresund bridge, usually two days from Slite.

Could I send you our product sheet and a few sample tins?

Best regards,
Åsa Lövgren Hedström
Exportansvarig (Export Manager)
Slite Hamnhandel AB
+46 498 22 31 70""",
  "English cold introduction by first name (Scandinavian usage); sender's title glossed; Öresund route",
  T("country_wrong", "Delivery to Denmark", "Delivery to Norway", "Denmark",
    "the buyer's country given as a neighbouring one", found="Norway")),

M("P018", "s2",
  "Gotländischer Kalkstein für Bodenbeläge",
  """Sehr geehrte Frau Biggen,

ich wende mich an Sie als Einkäuferin der Biggen Natursteinhandel GmbH. Mein Name ist Åsa Lövgren Hedström, ich bin für den Export bei der Slite Hamnhandel AB in Slite auf Gotland zuständig.

Wir liefern Bodenplatten aus Gotland-Kalkstein, dem grauen Silur-Kalkstein mit seinen Fossilien, in 20 und 30 mm Stärke, geschliffen, gebürstet oder gespalten. Der Stein ist frostbeständig und wird auf der Insel seit dem Mittelalter für Kirchen und Häuser verwendet.

Gern schicke ich Ihnen Musterplatten und unsere Preisliste.

Mit freundlichen Grüßen
Åsa Lövgren Hedström
Exportansvarig
Slite Hamnhandel AB
Tel. +46 498 22 31 70
asa.lovgren@slitehamnhandel.example""",
  "German cold introduction; buyer's title in a German phrase; company in the genitive with article; category described (Silurian limestone, thicknesses, finishes)",
  T("sender_wrong", "bei der Slite Hamnhandel AB in Slite", "bei der Slite Hamnhandel Oy in Slite",
    "Slite Hamnhandel AB", "the sender's company with a Finnish legal form", found="Slite Hamnhandel Oy")),

M("P019", "s2",
  "Honed 20 mm Gotland limestone for your hotel project",
  """Dear Graeme,

Good to meet you at the Natural Stone Show in London, and thank you for stopping by.

You mentioned a hotel floor that needs honed 20 mm limestone. Our Gotland limestone comes in two shades, a cool grey and a warmer reddish one, and both can be honed to a matt finish that stays slip-resistant in lobbies and corridors. For a hotel floor we would suggest 600 x 600 mm or 600 x 300 mm tiles, calibrated to 20 mm ±1.

I'll send a box of honed samples in both shades to Atkins Stone Ltd, along with a quote delivered to a UK port. If you have the square metres and the timetable, I can book quarry capacity now.

Kind regards,
Åsa Lövgren Hedström
Export Manager, Slite Hamnhandel AB
Slite, Gotland, Sweden
+46 498 22 31 70""",
  "English first contact after the fair the note records (follow-up kind); honed 20 mm and the hotel floor from the note; sizes and tolerance",
  T("artifact", "If you have the square metres and the timetable, I can book quarry capacity now.",
    "If you have the square metres and the", "If you have the square metres and the timetable, I can book quarry capacity now.",
    "a sentence cut off")),

M("P020", "s2",
  "Kalkstein aus Gotland – Rohplatten und Bodenplatten",
  """Sehr geehrter Herr Seiler

Ich erlaube mir, Ihnen unseren Gotland-Kalkstein vorzustellen. Die Slite Hamnhandel AB ist ein kleines Handelshaus im Hafen von Slite auf Gotland (Schweden); wir liefern Bodenplatten aus grauem und rötlichem Kalkstein an Natursteinfirmen in ganz Europa.

Für die Seiler Steinwerk AG könnten besonders unsere Rohplatten in 30 mm interessant sein, die Sie in Ihrem Werk selbst zuschneiden und bearbeiten können. Wir liefern per LKW ab Slite, verzollt bis Basel oder Zürich.

Darf ich Ihnen Muster und Preise zusenden?

Freundliche Grüsse
Åsa Lövgren Hedström
Exportansvarig
Slite Hamnhandel AB, Slite (Gotland)
+46 498 22 31 70""",
  "Swiss German conventions (salutation without comma, ss for ß, 'Freundliche Grüsse'); cold introduction; company with article",
  T("note_wrong", "Ich erlaube mir, Ihnen unseren Gotland-Kalkstein vorzustellen.",
    "Wie an der Swissbau in Basel besprochen, stelle ich Ihnen unseren Gotland-Kalkstein vor.",
    "", "a fair meeting claimed for a buyer whose note records none",
    found="Wie an der Swissbau in Basel besprochen")),
]
