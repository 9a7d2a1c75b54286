"""Natural e-mails N001-N020 of dev_fresh57 (buyers P001-P020), each with the one edit of its twin."""
from mail import Mail, Twin

S1_SIG = "Jean Paul Mifsud\nInternational Sales Manager\nTa' Qali Artisan Works Ltd"

MAILS = [
    Mail("P001", "s1",
         "Tall hand-blown vases – the price list you asked for",
         """Dear Bethan,

It was a pleasure to meet you at Top Drawer London in January, and thank you for taking the time to stop at our stand.

As promised, I attach our current price list for the tall range of hand-blown glass vases – everything from 40 cm upwards, including the 45 cm "Comino" cylinder and the 52 cm "Dwejra" amphora in sea green and amber. Each piece is mouth-blown and finished by hand at our workshop in Ta' Qali, so no two are quite the same.

On your question about the minimum order: for Williams & Hale we can start at 24 pieces, mixed across shapes and colours, packed six to a carton with double-wall protection. Delivery to the UK is DAP your warehouse, usually 10–12 working days from Malta.

If it helps, I can send two samples so you can see the colours in your own showroom light.

Kind regards,
""" + S1_SIG + """
Mosta, Malta
+356 2141 7736
www.taqaliartisan.com.mt""",
         "First e-mail after the fair the note records (Top Drawer London, January), English; answers the note's price list for 40 cm+ vases and minimum order; company shortened to Williams & Hale; given name greeting.",
         Twin("note_wrong", "body", "Top Drawer London in January", "Spring Fair Birmingham in February",
              "The fair is not the one the buyer's note records (Top Drawer London, January).",
              found="Spring Fair Birmingham", expected="Top Drawer London")),
    Mail("P002", "s1",
         "Ambiente – Katalog und zwei Mustervasen für Gnatz Wohnkultur",
         """Sehr geehrter Herr Gnatz,

vielen Dank für Ihren Besuch an unserem Stand auf der Ambiente in Frankfurt im Februar. Wie besprochen sende ich Ihnen anbei unseren aktuellen Katalog der mundgeblasenen Glasvasen.

Die zwei Mustervasen – die „Comino“ in Meergrün und die „Dwejra“ in Bernstein – gehen diese Woche per Kurier an Sie raus; die Sendungsnummer schicke ich Ihnen, sobald sie vorliegt. Jede Vase wird in unserer Werkstatt in Ta' Qali von Hand geblasen und geschliffen, kleine Farbabweichungen sind daher gewollt.

Als Einkaufsleiter interessiert Sie sicher auch die Staffelung: Ab 48 Stück gewähren wir 8 % Rabatt, Lieferung DAP Ihr Lager in Deutschland.

Ich freue mich auf Ihre Rückmeldung.

Mit freundlichen Grüßen
""" + S1_SIG + """
Mosta, Malta
Tel. +356 2141 7736
jeanpaul.mifsud@taqaliartisan.com.mt""",
         "First e-mail after the fair the German note records (Ambiente Frankfurt, February): catalogue and two sample vases; wholly German; category as mundgeblasene Glasvasen; recorded title inside a German sentence; company without GmbH in the subject.",
         Twin("title_wrong", "body", "Als Einkaufsleiter", "Als Vertriebsleiter",
              "A sales title for the buyer's purchasing title (Einkaufsleiter).",
              found="Vertriebsleiter", expected="Einkaufsleiter")),
    Mail("P003", "s1",
         "マルタ島の手吹きガラス花器のご紹介",
         """山田花器株式会社
仕入担当課長 山田香織様

突然のご連絡失礼いたします。マルタ共和国モスタのTa' Qali Artisan Works Ltdで海外営業を担当しておりますジャン・ポール・ミフスドと申します。

弊社はマルタの伝統的な吹きガラス工房で、一点ずつ職人が手で吹いて仕上げる花器を製作しております。地中海の海の色を映した青緑や琥珀色のグラデーションが特徴で、口の狭い一輪挿しから高さ50cmを超える大型の花器まで取り揃えております。

貴社の店頭で和花や枝物と合わせていただけるよう、日本向けに口径の小さいシリーズもご用意できます。カタログと価格表をお送りしてもよろしいでしょうか。

ご検討のほど、よろしくお願い申し上げます。

Jean Paul Mifsud（ジャン・ポール・ミフスド）
International Sales Manager
Ta' Qali Artisan Works Ltd（マルタ・モスタ）
Tel: +356 2141 7736
jeanpaul.mifsud@taqaliartisan.com.mt""",
         "Cold introduction, wholly Japanese, letter head with company, title and full name + 様; sender's name in katakana; category as 手吹きガラス花器 / 花器; 貴社.",
         Twin("contact_wrong", "body", "山田香織様", "山本香織様",
              "Near-miss family name in the letter head (山本 for 山田).", found="山本香織", expected="山田香織")),
    Mail("P004", "s1",
         "Hand-blown glass vases from Malta for Van Ham Wonen",
         """Dear Mr van Ham,

I am writing to you as Categoriemanager Wonen at Van Ham Wonen B.V. because I think our vases could sit well in your home accessories range.

We are Ta' Qali Artisan Works, a small glass and metal workshop in Mosta, Malta. Our hand-blown glass vases are made one at a time by four glassblowers; the colours – sea green, amber, cobalt and a smoky "Gozo grey" – are mixed in the melt, not sprayed on, so they do not fade.

For retailers in the Netherlands we ship DAP, in mixed cartons, with a first order from 24 pieces. I would be glad to send our wholesale catalogue and a price list in euros.

Would a short call next week suit you?

Best regards,
""" + S1_SIG + """
+356 2141 7736 | www.taqaliartisan.com.mt""",
         "Cold introduction, English; Dutch title inside an English sentence; `Mr van Ham` with the lower-case tussenvoegsel; sender company without Ltd in the body; Gozo as a colour name.",
         Twin("company_misspelled", "body", "Van Ham Wonen B.V.", "Van Hamm Wonen B.V.",
              "Doubled consonant in the buyer's company name.", expected="Van Ham Wonen B.V.")),
    Mail("P005", "s1",
         "Φυσητά γυάλινα βάζα από τη Μάλτα – και σε άλλα χρώματα εκτός από μπλε",
         """Αγαπητή κυρία Ποταμιάνου,

σας ευχαριστώ για το ενδιαφέρον σας για τα χειροποίητα φυσητά γυάλινα βάζα μας. Μου γράψατε ότι στο κατάστημά σας στην Πλάκα οι επισκέπτες βλέπουν ήδη πολύ μπλε γυαλί, οπότε σας στέλνω με χαρά τις υπόλοιπες αποχρώσεις μας: κεχριμπαρί, θαλασσί πράσινο, καπνιστό γκρι και ένα απαλό ροζ «κοράλλι».

Όλα τα βάζα φυσιούνται ένα-ένα στο εργαστήριό μας στο Τα' Κάλι, κοντά στη Μόστα, και έχουν ύψος από 15 έως 40 εκ. — ιδανικά μεγέθη για δώρα που χωράνε σε βαλίτσα. Για την Ποταμιάνου Διακόσμηση μπορούμε να ξεκινήσουμε με μια μικτή παραγγελία 24 τεμαχίων, παράδοση DAP Αθήνα.

Επισυνάπτω κατάλογο με φωτογραφίες και τιμές χονδρικής.

Με εκτίμηση,
""" + S1_SIG + """
Μόστα, Μάλτα
+356 2141 7736""",
         "Reply to the request the note records (colours other than blue, gift shop in Plaka), wholly Greek; `Αγαπητή κυρία Ποταμιάνου`; company without Ι.Κ.Ε. in the accusative; Ta' Qali and Mosta in Greek script.",
         Twin("category_wrong", "body", "φυσητά γυάλινα βάζα μας", "φυσητά γυάλινα ποτήρια μας",
              "Drinking glasses (ποτήρια) for the buyer's category, hand-blown glass vases.",
              found="φυσητά γυάλινα ποτήρια", expected="φυσητά γυάλινα βάζα")),
    Mail("P006", "s1",
         "Quote: 200 brass door knockers, lion-head and dolphin",
         """Dear Justin,

Thank you for your enquiry. Georgian doors deserve proper ironmongery, and our brass door knockers are cast for exactly that kind of restoration work.

Please find our quote for 200 pcs below:

- Lion-head knocker, 210 mm, solid cast brass, hand-polished: 120 pcs at EUR 38.50
- Dolphin knocker (the Maltese pattern you see on Valletta doors), 190 mm: 80 pcs at EUR 34.00

Both come unlacquered so they age naturally, with concealed bolt fixings for doors up to 60 mm thick. Lead time is five weeks from order; delivery DAP Dublin.

If McMahon Architectural Ironmongery needs a different finish for a particular project, we can also supply them lacquered or in an antique patina.

Best regards,
""" + S1_SIG + """
Mosta, Malta
T +356 2141 7736
E jeanpaul.mifsud@taqaliartisan.com.mt""",
         "Reply to the request the note records (quote for 200 pcs, lion-head and dolphin, Georgian doors in Dublin), English; company without Ltd; prices, sizes, DAP Dublin, Valletta as a design's origin.",
         Twin("sender_wrong", "body", "T +356 2141 7736", "T +356 2141 7763",
              "The sender's phone number with two digits swapped.", found="+356 2141 7763", expected="+356 2141 7736")),
    Mail("P007", "s1",
         "Cast brass door knockers from Malta",
         """Dear Abigail,

I'm Jean Paul from Ta' Qali Artisan Works in Malta. We cast and hand-finish brass door knockers – the dolphin, lion-head and Maltese-cross designs you see on old doors in Valletta and Mdina, plus a few plainer ring and bar styles that suit modern front doors.

I understand you look after door hardware as Category Buyer at Mcbride Hardware, and I wondered whether a small heritage range might work for your stores. Our knockers are solid brass (no plated zinc), supplied with fixings and a care card, and we already pack in retail-ready boxes with barcodes.

Shipping to Australia takes about six weeks by sea via Malta Freeport, or we can air-freight a first trial order.

Happy to send a sample set if you're interested.

Kind regards,
Jean Paul Mifsud
International Sales Manager, Ta' Qali Artisan Works Ltd
+356 2141 7736
www.taqaliartisan.com.mt""",
         "Cold introduction, English; the title shortened (Category Buyer, door hardware paraphrased), company as `Mcbride Hardware` (drawn spelling, no Co. Pty Ltd); Valletta, Mdina, Malta Freeport.",
         Twin("country_wrong", "body", "Ta' Qali Artisan Works in Malta.", "Ta' Qali Artisan Works in Cyprus.",
              "The sender's country given as Cyprus (she is in Malta).", found="Cyprus", expected="Malta")),
    Mail("P008", "s1",
         "Heurtoirs en laiton – finition laiton vieilli",
         """Monsieur Lambert,

Merci encore pour notre échange sur le salon Batimat à Paris. Vous m'aviez dit que la Quincaillerie Lambert cherchait des heurtoirs de porte en laiton avec une finition laiton vieilli : c'est justement une finition que nous réalisons à la main, par patine chimique puis cirage, sur toute notre gamme.

Je vous joins le catalogue avec les modèles qui, à mon avis, plairont le plus à votre clientèle : le dauphin maltais (190 mm), la tête de lion (210 mm) et l'anneau simple (160 mm). Tous sont en laiton massif coulé, livrés avec leur visserie.

Nous pouvons livrer en DAP Paris sous trois semaines environ. Souhaitez-vous que je vous envoie un échantillon de chaque finition ?

Bien cordialement,

""" + S1_SIG + """ – Mosta, Malte
+356 2141 7736""",
         "First e-mail after the fair the note records (Batimat Paris), wholly French, answers the aged brass finish; `Monsieur Lambert,`; category as heurtoirs de porte en laiton; Malte.",
         Twin("company_missing", "body", "la Quincaillerie Lambert cherchait", "votre maison cherchait",
              "The only mention of the buyer's company replaced by a generic `votre maison`.",
              found="votre maison", expected="Quincaillerie Lambert SARL")),
    Mail("P009", "s1",
         "Латунные дверные молотки ручной работы с Мальты",
         """Уважаемый Милий,

меня зовут Жан-Поль Мифсуд, я менеджер по международным продажам компании Ta' Qali Artisan Works Ltd (Моста, Мальта). Мы отливаем и вручную полируем латунные дверные молотки — классические «дельфины», «львиные головы» и кольца, которые на Мальте до сих пор висят на дверях старых домов.

Думаю, такие изделия могут заинтересовать покупателей ООО «Фурнитура Третьякова»: это цельная латунь, а не покрытие, с крепежом в комплекте. Можем поставлять на условиях DAP Москва или FCA Мальта — как вам удобнее.

С удовольствием вышлю каталог и прайс-лист в евро.

С уважением,
Жан-Поль Мифсуд
International Sales Manager
Ta' Qali Artisan Works Ltd
+356 2141 7736
jeanpaul.mifsud@taqaliartisan.com.mt""",
         "Cold introduction, wholly Russian; `Уважаемый Милий` (rare given name, no patronymic on record); the sender's name and title in Russian; category as латунные дверные молотки.",
         Twin("artifact", "body", "вручную полируем латунные", "вручную полируем полируем латунные",
              "Doubled word.", found="полируем полируем", expected="полируем")),
    Mail("P010", "s1",
         'Brass door knockers for דהן פרזול',
         """שלום הדר,

My name is Jean Paul Mifsud and I handle international sales at Ta' Qali Artisan Works in Mosta, Malta.

We make solid brass door knockers by hand – cast, filed and polished in our own workshop. I'm contacting you as אחראית רכש at דהן פרזול בע"מ because our designs might complement the door hardware you already carry: a Maltese dolphin, a lion-head, a simple ring and a slim bar knocker for contemporary doors.

All pieces are solid brass, come with fixings, and can be supplied polished, lacquered or in an aged finish. We can ship by sea to Haifa or Ashdod, or by air for smaller orders.

Could I send you our catalogue and price list?

תודה רבה,
""" + S1_SIG + """
+356 2141 7736""",
         "Cold introduction, English with a Hebrew greeting and closing; the Hebrew title and company inside an English sentence; company without בע\"מ in the subject; Haifa, Ashdod.",
         Twin("company_foreign", "body", 'at דהן פרזול בע"מ because', "at McMahon Architectural Ironmongery Ltd because",
              "Another buyer's company of this set (same category, Ireland).",
              found="McMahon Architectural Ironmongery Ltd", expected='דהן פרזול בע"מ')),
    Mail("P011", "s1",
         "Orologi maltesi dipinti a mano in verde e oro",
         """Gentile Sig. Grassi,

è stato un piacere conoscerLa a HOMI Milano a settembre. Come promesso, Le scrivo con qualche dettaglio sui nostri orologi da parete maltesi, l'«arloġġ tal-lira» che da secoli si trova nelle case dell'isola.

Lei mi aveva chiesto casse dipinte a mano in verde e oro: è proprio la combinazione più classica. Le casse sono in legno intagliato, dipinte a mano dai nostri artigiani a Ta' Qali con foglia oro sulle decorazioni; il movimento è meccanico con suoneria oppure al quarzo, a scelta.

In allegato trova il catalogo con le tre misure (55, 75 e 95 cm) e il listino per rivenditori. Per l'Orologeria Grassi potremmo preparare due campioni in verde e oro da esporre in vetrina.

Cordiali saluti,
""" + S1_SIG + """
Mosta, Malta
Tel. +356 2141 7736""",
         "First e-mail after the fair the note records (HOMI Milano, September), wholly Italian, answers the green-and-gold cases; category as orologi da parete maltesi and the Maltese name arloġġ tal-lira; company without S.r.l.",
         Twin("note_wrong", "body", "a HOMI Milano a settembre", "a Maison&Objet a Parigi a settembre",
              "The fair is not the one the buyer's note records (HOMI Milano).",
              found="Maison&Objet a Parigi", expected="HOMI Milano")),
    Mail("P012", "s1",
         "Wholesale prices – Maltese wall clocks",
         """Dear Pamela,

Thank you for asking about wholesale prices for our Maltese wall clocks. I have attached the trade price list; a quick summary:

- "Tal-Lira" classic, 75 cm, hand-painted case, mechanical movement with chime: USD 690
- "Tal-Lira" small, 55 cm, quartz movement: USD 340
- "Sunburst" round wall clock, 45 cm, gilded: USD 260

Every case is carved and hand-painted in our workshop at Ta' Qali, Malta. Prices are EXW; we can quote door-to-door delivery to your store in Charleston, SC, which usually takes three to four weeks by air freight.

As the owner of Stephens Clock Gallery, you will know your customers best – if a particular colour sells well in Charleston, we are happy to paint to order from 6 pieces.

Best wishes,
""" + S1_SIG + """
+356 2141 7736 · jeanpaul.mifsud@taqaliartisan.com.mt""",
         "Reply to the request the note records (wholesale prices, store in Charleston, SC), English; title `Owner` as `the owner of`; company without LLC; prices EXW.",
         Twin("title_wrong", "body", "As the owner of", "As the purchasing manager of",
              "A purchasing title for the buyer, who is the owner.", found="purchasing manager", expected="Owner")),
    Mail("P013", "s1",
         "马耳他手绘挂钟 – 合作咨询",
         """叶主管您好：

我是马耳他Ta' Qali Artisan Works Ltd的国际销售经理Jean Paul Mifsud。冒昧来信，想向东莞叶记钟表有限公司介绍我们的马耳他传统挂钟。

这种挂钟在马耳他叫"tal-lira"，已有两百多年历史：木质表壳由工匠手工雕刻、手绘，并以金箔装饰，机芯可选机械报时或石英。尺寸有55、75、95厘米三种，颜色可按客户要求定制。

我们可以提供FOB马耳他或CIF深圳报价，首单起订量为10台。如您有兴趣，我可以先发送电子目录和批发价格表。

期待您的回复。

此致
敬礼

Jean Paul Mifsud
International Sales Manager
Ta' Qali Artisan Works Ltd（马耳他 莫斯塔）
电话：+356 2141 7736
邮箱：jeanpaul.mifsud@taqaliartisan.com.mt""",
         "Cold introduction, wholly simplified Chinese; `叶主管您好` (family name + title); category as 马耳他传统挂钟; the sender's title translated (国际销售经理); FOB Malta, CIF Shenzhen.",
         Twin("company_misspelled", "body", "东莞叶记钟表有限公司", "东莞叶纪钟表有限公司",
              "A homophone character (纪 for 记) in the buyer's company.", expected="东莞叶记钟表有限公司")),
    Mail("P014", "s1",
         "Maltese wall clocks with Arabic-Indic numerals",
         """السلام عليكم Mr Al-Shaya,

Thank you for your interest in our Maltese wall clocks for your showroom in Riyadh. I am glad to confirm that we can paint the dials with Arabic-Indic numerals (١ to ١٢) instead of Roman ones – our painters have done this before for customers in the Gulf, and it looks very elegant with the gold-leaf decoration.

The clocks are made at our workshop in Ta' Qali, Malta: hand-carved wooden cases, hand-painted, with mechanical chiming or quartz movements. The most popular size for showrooms is 75 cm.

I attach a photo of a dial with Arabic-Indic numerals and our price list for مؤسسة الشايع للساعات. Lead time for custom dials is about eight weeks.

Best regards,
""" + S1_SIG + """
Mosta, Malta
+356 2141 7736""",
         "Reply to the request the note records (Riyadh showroom, Arabic-Indic numerals), in English as the note prefers, with an Arabic greeting; `Mr Al-Shaya` (family name romanised); Arabic company inside an English sentence; Arabic-Indic digits.",
         Twin("contact_wrong", "body", "Mr Al-Shaya,", "Mr Al-Shehri,",
              "Another family name in the greeting.", found="Al-Shehri", expected="Al-Shaya (الشايع)")),
    Mail("P015", "s1",
         "Maltańskie zegary ścienne ręcznie malowane",
         """Szanowna Pani Rozalio,

nazywam się Jean Paul Mifsud i odpowiadam za sprzedaż międzynarodową w firmie Ta' Qali Artisan Works Ltd z Mosty na Malcie. Piszę, ponieważ sądzę, że nasze maltańskie zegary ścienne mogłyby zainteresować klientów Zegarów Wawrzynek.

Zegar „tal-lira” to symbol maltańskich domów: rzeźbiona drewniana obudowa, ręcznie malowana i złocona, z mechanizmem mechanicznym z kurantem lub kwarcowym. Oferujemy trzy rozmiary (55, 75 i 95 cm) i dowolne kolory obudowy.

Wysyłamy do Polski na warunkach DAP, pierwsze zamówienie od 6 sztuk. Chętnie prześlę katalog i cennik hurtowy w euro.

Z wyrazami szacunku
""" + S1_SIG + """
tel. +356 2141 7736""",
         "Cold introduction, wholly Polish; vocative `Szanowna Pani Rozalio`; the company declined (`Zegarów Wawrzynek`, genitive, without Sp.j.); Mosta declined (`z Mosty`); category as maltańskie zegary ścienne.",
         Twin("category_wrong", "body", "maltańskie zegary ścienne mogłyby", "maltańskie zegary kominkowe mogłyby",
              "Mantel clocks (zegary kominkowe) for the buyer's category, wall clocks.",
              found="zegary kominkowe", expected="zegary ścienne")),
    Mail("P016", "s2",
         "PTA offer – 2,000 t/month CFR Hazira, COA attached",
         """Namaste Mr Saxena,

Thank you for your enquiry. Barka Sahil Trading can offer purified terephthalic acid for your polyester spinning in Surat on a term basis:

- Product: PTA, fibre grade
- Quantity: 2,000 t per month, 12-month term
- Packing: 1,000 kg jumbo bags, 20 bags per 20' container
- Delivery: CFR Hazira
- Payment: 90-day LC

As requested, the certificate of analysis of our latest lot is attached: acid value 675 mg KOH/g, 4-CBA 18 ppm, p-toluic acid 120 ppm, b* colour 0.9. These are typical figures for fibre-grade PTA and should run well on your polymerisation line.

Price is indexed to the monthly CFR India assessment; I can send an indicative figure for the next loading once you confirm the quantity.

Warm regards,
Shamsa Khalfan Al-Maamari
Head of Trading
Barka Sahil Trading LLC
Barka, Sultanate of Oman
+968 2688 4519
shamsa.almaamari@barkasahil.com.om""",
         "Reply to the request the note records (2,000 t/month CFR Hazira, a COA, spinner in Surat), English with `Namaste`; `Mr Saxena` for the Devanagari-script name; specs (4-CBA, b*), LC; Sultanate of Oman.",
         Twin("sender_wrong", "body", "shamsa.almaamari@barkasahil.com.om", "shamsa.almamari@barkasahil.com.om",
              "The sender's e-mail address misspelt (one a dropped).",
              found="shamsa.almamari@barkasahil.com.om", expected="shamsa.almaamari@barkasahil.com.om")),
    Mail("P017", "s2",
         "PTA spot teklifi – CFR Gemlik",
         """Sayın Mansurali Bey,

Haziran ayında ITM İstanbul fuarında tanışmamızdan memnuniyet duydum. Görüşmemizde istediğiniz saflaştırılmış tereftalik asit (PTA) spot teklifimizi aşağıda bilgilerinize sunarım:

- Ürün: PTA, elyaf kalitesi
- Miktar: 3.000 ton (±%5)
- Ambalaj: 1.100 kg'lık big bag
- Teslim: CFR Gemlik, Ekim sonu yükleme
- Ödeme: görüldüğünde akreditif (L/C at sight)

Analiz sertifikası ve fiyat ekte yer almaktadır. Fırat Polyester için bu miktarın uygun olup olmadığını ve ilerleyen aylar için düzenli bir anlaşma düşünüp düşünmediğinizi öğrenmek isterim.

Saygılarımla,
Shamsa Khalfan Al-Maamari
Head of Trading
Barka Sahil Trading LLC
Barka, Umman
+968 2688 4519""",
         "First e-mail after the fair the note records (ITM Istanbul, June), spot offer CFR Gemlik as asked; wholly Turkish; `Sayın Mansurali Bey`; category as saflaştırılmış tereftalik asit; company shortened; Umman.",
         Twin("company_missing", "body", "Fırat Polyester için", "Firmanız için",
              "The only mention of the buyer's company replaced by `Firmanız` (your firm).",
              found="Firmanız", expected="Fırat Polyester Sanayi ve Ticaret A.Ş.")),
    Mail("P018", "s2",
         "阿曼PTA供货 – 绍兴路氏化纤",
         """路经理您好：

我是阿曼Barka Sahil Trading LLC的贸易主管Shamsa Al-Maamari。了解到贵司在绍兴从事涤纶化纤生产，想向您介绍我们的精对苯二甲酸（PTA）货源。

我们从阿曼苏哈尔工业区的工厂直接拿货，纤维级PTA，4-CBA ≤ 25 ppm，b值 ≤ 1.0，可提供吨袋包装，CFR宁波或CFR上海交货，月供量2,000至5,000吨。付款方式可接受即期信用证。

如贵司近期有采购计划，请告知所需数量和交货期，我会尽快报价并附上最新批次的质检报告。

顺祝商祺！

Shamsa Khalfan Al-Maamari
Head of Trading
Barka Sahil Trading LLC（阿曼 巴尔卡）
电话：+968 2688 4519""",
         "Cold introduction, wholly simplified Chinese; `路经理您好` (family name + short title); company shortened in the subject (绍兴路氏化纤), 贵司 in the body; category as 精对苯二甲酸（PTA）; Sohar, Ningbo, Shanghai.",
         Twin("artifact", "body", "付款方式可接受即期信用证。", "付款方式可接受即期信用证。付款方式可接受即期信用证。",
              "A repeated sentence.", found="付款方式可接受即期信用证。付款方式可接受即期信用证。",
              expected="付款方式可接受即期信用证。")),
    Mail("P019", "s2",
         "CIF Davao quote – 50,000 t cement clinker",
         """Dear Mr Manalastas,

Thank you for your enquiry for your grinding plant in Davao. Please find our offer below:

Product: Portland cement clinker, ordinary grade
Quantity: 50,000 t (±10% at seller's option), one Supramax cargo
Delivery: CIF Davao, laycan on agreement, about 18 days' sailing from Oman
Payment: irrevocable LC at sight

Chemical analysis (typical, latest shipment): CaO 65.2%, SiO2 21.4%, Al2O3 5.1%, Fe2O3 3.6%, MgO 1.8%, SO3 0.7%, free lime 1.0%, LOI 0.3%; C3S 58%, C2S 18%. 28-day compressive strength of the clinker ground with 5% gypsum: 52 MPa. The full certificate from an independent surveyor is attached.

Price: USD 49.50 per tonne CIF Davao, valid for seven days.

Kind regards,
Shamsa Khalfan Al-Maamari
Head of Trading
Barka Sahil Trading LLC
Barka, Oman
+968 2688 4519 | www.barkasahil.com.om""",
         "Reply to the request the note records (CIF quote for 50,000 t to the Davao grinding plant, the chemical analysis), English; clinker chemistry, Supramax, laycan, LC; gypsum as a grinding additive, not an offer.",
         Twin("country_wrong", "body", "sailing from Oman", "sailing from the UAE",
              "The sender's country given as the UAE.", found="the UAE", expected="Oman")),
    Mail("P020", "s2",
         "Cement clinker supply from Oman",
         """Dear Daniel,

I'm writing from Barka Sahil Trading in Oman. We supply Portland cement clinker from Omani kilns to grinding plants in Asia and Africa, and we would like to offer Johnson Building Materials a second source alongside your current supply.

Our clinker meets the usual import specification (C3S above 55%, free lime below 1.5%, MgO below 2%), and we can load Handymax or Supramax cargoes at Sohar or Duqm, CFR an Australian east-coast port of your choice. Each cargo comes with an SGS certificate of quality and quantity.

If you are planning tenders for next year, I would be glad to send indicative CFR prices for Brisbane or Newcastle.

Best regards,
Shamsa Al-Maamari
Head of Trading | Barka Sahil Trading LLC
Barka, Oman
+968 2688 4519""",
         "Cold introduction, English; given-name greeting; company without Pty Ltd; sender's name shortened (without Khalfan); Sohar, Duqm, Brisbane, Newcastle; SGS.",
         Twin("company_foreign", "body", "offer Johnson Building Materials a second", "offer Manalastas Cement Grinding Corporation a second",
              "Another buyer's company of this set (same category, the Philippines).",
              found="Manalastas Cement Grinding Corporation", expected="Johnson Building Materials Pty Ltd")),
]
