"""N021-N040: first e-mails to P021-P040, each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2",
         "Sacs en fique naturel pour le jardin et la déco",
         """Chère Madame Maes,

Je vous écris de Medellín, en Colombie, pour vous présenter nos sacs en fibre de fique, qui trouvent facilement leur place en jardinerie : cache-pots, protection d'hiver des plantes, emballage cadeau.

Le fique est une fibre végétale colombienne, plus solide que le jute et entièrement biodégradable. Nous proposons des sacs de 60 × 90 cm et de 70 × 100 cm, ainsi que des petits sacs de 30 × 40 cm, en couleur naturelle ou teints avec des colorants végétaux.

Pour Maes Jardin & Déco, nous pourrions préparer un assortiment d'essai et l'envoyer en groupage jusqu'à Anvers.

Bien à vous,
Luisa Fernanda Zuluaga
Directrice des affaires internationales
Aburrá Flor y Fique S.A.S.
Medellín, Colombie
+57 604 448 3192""",
         "cold first e-mail in Belgian French (Bien à vous); company without SRL; the sender's "
         "title translated into French",
         Twin("artifact", "body", "plus solide que le jute et entièrement biodégradable. Nous",
              "plus solide que le Nous", "plus solide que le jute et entièrement biodégradable.",
              "a sentence cut off mid-phrase, the next one run on",
              found="plus solide que le Nous")),

    Mail("P022", "s2",
         "Aguardiente antioqueño para Distribuidora Urra",
         """Estimada Sra. Urra:

Me dirijo a usted como subgerente de compras de Distribuidora Urra y Cía. para presentarle nuestro aguardiente, elaborado en Antioquia con alcohol de caña y anís, como se hace en la región desde hace más de un siglo.

Ofrecemos dos versiones: la tradicional de 29 % vol. y una sin azúcar de 24 % vol., en botellas de 750 ml y de 375 ml, en cajas de 12 y 24 unidades. Las etiquetas se adaptan a las exigencias chilenas de rotulado, y despachamos por contenedor a San Antonio o Valparaíso.

Con gusto le envío la lista de precios CIF San Antonio y muestras para una degustación.

Saludos cordiales,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S.
Medellín, Colombia
+57 604 448 3192""",
         "cold first e-mail in Spanish; the buyer's title in lower case inside the sentence; "
         "company without Ltda.; aguardiente with its anise and strengths",
         Twin("title_wrong", "body", "como subgerente de compras de", "como gerente general de",
              "Subgerente de Compras", "the general manager's title for the deputy purchasing "
              "manager", found="gerente general")),

    Mail("P023", "s2",
         "Aguardiente after Bar Convent Berlin",
         """Dear Ms Wika,

Thank you for the conversation at Bar Convent Berlin. You mentioned that your bonded warehouse applies the Polish excise stamps, which makes things simple for us: we can ship the aguardiente unstamped under excise duty suspension, with the Polish back label already printed, and leave the stamps to Wika Trading.

To recap our range: aguardiente antioqueño at 29% ABV (the classic) and a sugar-free version at 24% ABV, both in 750 ml and 375 ml bottles, 12 to a case. A full pallet holds 80 cases.

I will send you the price list CIF Gdynia and our label files this week.

Best regards,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S., Medellín
+57 604 448 3192 | lzuluaga@aburraflorfique.com.co""",
         "first e-mail after the fair the note records, English; uses the note (bonded "
         "warehouse, excise stamps); company without Sp. z o.o.",
         Twin("company_misspelled", "body", "stamps to Wika Trading", "stamps to Wicka Trading",
              "Wika Trading Sp. z o.o.", "a c inserted into the company's name",
              found="Wicka Trading")),

    Mail("P024", "s3",
         "燕窝加工厂GACC注册编号及溯源标签",
         """楼经理您好：

感谢您对我们砂拉越燕窝的关注。您要求的加工厂GACC注册编号，已列在附件的注册证明里：我们位于古晋的加工厂已在中国海关总署注册，可以向中国出口净燕（燕盏、燕条、燕碎）。

溯源标签方面，每一盒都会贴上溯源码标签，扫码可查到燕屋编号、采摘日期、加工批次和检验检疫信息，每盒一码。

如需样品，我们可以从古晋寄往厦门。

顺祝商祺！

Dayang Nur Syahirah
出口经理
Warisan Sungai Sarawak Sdn Bhd
马来西亚 砂拉越 古晋
电话：+60 82-245 617""",
         "reply to the note's two requests in simplified Chinese; 楼经理 from the title; Xiamen "
         "from the company name; bird's nests as 燕窝 / 净燕",
         Twin("note_wrong", "body", "您要求的加工厂GACC注册编号", "您要求的加工厂HACCP证书",
              "the GACC registration number of the processing plant",
              "a HACCP certificate claimed as the buyer's request; the note asks for the GACC "
              "registration number", found="HACCP证书")),

    Mail("P025", "s3",
         "Sarawak edible bird's nests for นาคสุทิน เฮลท์ฟู้ด",
         """เรียน คุณซุกรี

My name is Syahirah and I am the export manager of Warisan Sungai Sarawak Sdn Bhd in Kuching, Malaysia. I am writing to ask whether บริษัท นาคสุทิน เฮลท์ฟู้ด จำกัด would be interested in our edible bird's nests.

Our nests come from swiftlet houses in Sarawak and are cleaned by hand in our own plant in Kuching. We supply cups, strips and broken pieces, graded by size and colour, with a laboratory report for nitrite and moisture on each lot. Most of our customers make ready-to-drink bird's nest beverages or sell the dry nests in gift boxes.

I would be glad to send samples of each grade to you in Thailand.

Kind regards,
Syahirah
Dayang Nur Syahirah Abang Jamil
Pengurus Eksport (Export Manager)
Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia
+60 82-245 617""",
         "cold first e-mail in English with a Thai salutation (เรียน คุณ + given name); "
         "company in full Thai in the body, short in the subject; sender's Malay title with "
         "English gloss",
         Twin("company_foreign", "body", "whether บริษัท นาคสุทิน เฮลท์ฟู้ด จำกัด would",
              "whether 張記燕窩海味有限公司 would", "บริษัท นาคสุทิน เฮลท์ฟู้ด จำกัด",
              "another bird's-nest buyer's company (P026, Hong Kong)",
              found="張記燕窩海味有限公司")),

    Mail("P026", "s3",
         "White house nests, grade AA – after HOFEX",
         """Dear Ms Cheung,

It was lovely to meet you at HOFEX in Hong Kong. As we discussed, I am sending our offer of white house nests in grade AA for 張記燕窩海味.

All our edible bird's nests are harvested from swiftlet houses in Sarawak and cleaned by hand in Kuching. Grade AA means whole, unbroken cups of 8-10 g each, ivory white, with no feathers left.

Prices are per kilogram, CIF Hong Kong, in 1 kg boxes of about 100-120 cups. I can courier a 100 g sample to your office if that suits you.

Best regards,
Syahirah (Dayang Nur Syahirah)
Export Manager
Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia
+60 82-245 617""",
         "first e-mail after the fair the note records, English (as the note allows); 張 as "
         "Ms Cheung (Cantonese romanisation); company without 有限公司; white house nests, AA",
         Twin("category_wrong", "body", "our offer of white house nests in grade AA",
              "our offer of dried fish maw in grade AA", "edible bird's nests",
              "dried fish maw, a neighbouring dried-seafood product the sender does not sell",
              found="dried fish maw")),

    Mail("P027", "s3",
         "Sarawak layer cakes for Martin's Asian Pantry",
         """Dear Gemma,

I'm Syahirah, export manager at Warisan Sungai Sarawak Sdn Bhd in Kuching. I'd like to introduce our Sarawak layer cakes (kek lapis Sarawak) to Martin's Asian Pantry: they are a favourite for Hari Raya, Christmas and Chinese New Year, and Malaysian and Indonesian customers in the UK look for them.

Each cake is baked layer by layer, then cut and stacked by hand into patterns; we make twelve designs, from the classic striped kek lapis to cheese, pandan and prune. They are vacuum-packed, 500 g each, 20 to a carton. We send them by air to London; in the vacuum pack they keep four weeks at room temperature and six months frozen.

Could I send you a tasting box of six flavours?

Warm regards,
Syahirah
Export Manager, Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia | +60 82-245 617""",
         "cold first e-mail in English; company without Ltd, with its possessive 's; the "
         "category with its Malay name",
         Twin("company_missing", "body", "Martin's Asian Pantry", "your company",
              "Martin's Asian Pantry Ltd", "every mention of the company replaced by 'your "
              "company' (subject and body)", every=True)),

    Mail("P028", "s3",
         "Sarawak layer cakes – shelf life",
         """Dear Imran,

Thank you for your question about our Sarawak layer cakes. To be honest with you: they do not keep six months unrefrigerated. Kek lapis Sarawak is made with a lot of butter and eggs and no preservatives, so in its vacuum pack it keeps about four weeks at room temperature, three months in the fridge and six months frozen.

For Toko Vandenbergh I would suggest frozen stock: the cakes thaw in two hours and taste as fresh as in Kuching. Your spekkoek customers will find them familiar; the Sarawak cakes are the same layered idea, cut and stacked into colourful patterns.

We can send a mixed carton of six flavours by air to Amsterdam for you to try.

Best regards,
Syahirah
Dayang Nur Syahirah Abang Jamil
Export Manager
Warisan Sungai Sarawak Sdn Bhd
+60 82-245 617""",
         "reply to the note's question (no, not six months unrefrigerated), English; uses the "
         "note's customers (spekkoek); company without B.V.",
         Twin("contact_wrong", "body", "Dear Imran,", "Dear Irfan,", "Imran Vandenbergh",
              "a near-miss given name", found="Irfan")),

    Mail("P029", "s3",
         "Sarawak layer cakes – JAKIM halal certificate and SFDA registration",
         """السلام عليكم ورحمة الله وبركاته
Dear Mr Masrour,

Thank you for your interest in our Sarawak layer cakes for مؤسسة آل مقطة للحلويات. On the two points you require:

1. Halal: our bakery in Kuching holds a JAKIM halal certificate; a copy is attached, and every carton carries the JAKIM logo.
2. SFDA: we will register each product with the SFDA through your establishment as the importer. For this we will send you the Arabic label, the ingredient list, the nutrition facts and a certificate of analysis.

The cakes come in 500 g vacuum packs; for Saudi Arabia we recommend shipping them frozen by air to Jeddah or Riyadh.

With best regards / مع خالص التحية
Dayang Nur Syahirah
Export Manager
Warisan Sungai Sarawak Sdn Bhd, Kuching, Malaysia
+60 82-245 617 | syahirah@warisansarawak.com.my""",
         "reply to the note's two requirements, English with an Arabic greeting and closing; "
         "Gulf-style 'Mr' + given name; company in full Arabic",
         Twin("sender_wrong", "body", "syahirah@warisansarawak.com.my",
              "syahirah@warisan-sarawak.com.my", "syahirah@warisansarawak.com.my",
              "a hyphen in the sender's e-mail domain")),

    Mail("P030", "s3",
         "Belacan from Sarawak – for Kaul Asia Food",
         """Dear Ms Kaul,

I'm writing from Kuching, Malaysia, to introduce our belacan shrimp paste to Kaul Asia Food Großhandel. Belacan is the base of sambal, laksa and many other Malaysian dishes, and Asian restaurants and shops in Germany often find it hard to buy a good one.

We make ours the traditional way from small geragau shrimp caught off the Sarawak coast, salted, fermented and sun-dried, then pressed into blocks. It contains only shrimp and salt: no colouring, no MSG. We sell it in blocks of 250 g and 500 g and as toasted granules in jars. Belacan keeps 12 months at ambient temperature, so it travels in an ordinary container to Hamburg.

Would you like samples and our export price list?

Best regards,
Syahirah
Export Manager
Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia
+60 82-245 617""",
         "cold first e-mail in English to a German buyer; company without GmbH, with its ß",
         Twin("country_wrong", "body", "shops in Germany often", "shops in Austria often",
              "Germany", "Austria for the German buyer's country", found="Austria")),

    Mail("P031", "s3",
         "Belacan shrimp paste from Sarawak",
         """Hi Jade,

I'm Syahirah from Warisan Sungai Sarawak Sdn Bhd in Kuching, Malaysia. I'm writing to you as Procurement Manager at Newton Pacific Foods because our belacan shrimp paste might interest you.

Our belacan is made from geragau shrimp and salt and nothing else, fermented and sun-dried in Sarawak and pressed into 250 g blocks. We know the BICON import conditions for shrimp paste and send the manufacturer's declaration with every shipment.

Prices are FOB Kuching or CIF Brisbane, Sydney or Melbourne, in cartons of 40 blocks. Would a sample carton help?

Cheers,
Syahirah
Export Manager | Warisan Sungai Sarawak Sdn Bhd
+60 82-245 617""",
         "cold first e-mail in informal Australian-friendly English (Hi, Cheers); title in a "
         "sentence; company without Pty Ltd",
         Twin("artifact", "body", "pressed into 250 g", "pressed into into 250 g", "into",
              "a doubled word", found="into into")),

    Mail("P032", "s3",
         "Belacan from Malaysia for Davis Pan-Asian Distributors",
         """Dear Mr. Davis,

As Purchasing Director of Davis Pan-Asian Distributors, you may be looking for a reliable source of authentic Malaysian belacan. I'm Syahirah, export manager at Warisan Sungai Sarawak Sdn Bhd in Kuching, and we make belacan shrimp paste from geragau shrimp caught off the Sarawak coast.

Our belacan:
• shrimp and salt only, no preservatives, colorings or MSG
• blocks of 250 g and 500 g, and toasted belacan granules in 200 g jars
• FDA food facility registration in place; English labels with US nutrition facts
• 12-month shelf life at ambient temperature

We can ship 20' containers to Los Angeles or New York, or mixed pallets through consolidators.

Would you like our price list and a sample carton?

Best regards,
Dayang Nur Syahirah
Export Manager
Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia
+60 82-245 617""",
         "cold first e-mail in US English (Mr., colorings); title in the opening sentence; "
         "company without ', Inc.'",
         Twin("title_wrong", "body", "As Purchasing Director of", "As Sales Director of",
              "Purchasing Director", "a sales title for the purchasing director",
              found="Sales Director")),

    Mail("P033", "s4",
         "Tingatinga-Bilder in 50 × 50 und 60 × 80 cm",
         """Grüezi Frau Frick

Herzlichen Dank für das Gespräch an der Ornaris in Bern. Wie versprochen sende ich Ihnen eine Auswahl unserer Tingatinga-Bilder für die Galerie Frick, ungerahmt und in den beiden Formaten, die Sie sich gewünscht haben: 50 × 50 cm und 60 × 80 cm.

Die Bilder werden in Tanga von den Malern unserer Kooperative mit Emaillefarbe auf Leinwand gemalt, in der Tradition von Edward Saidi Tingatinga: Tiere, Vögel, Dorfszenen, leuchtende Farben. Jedes Bild ist ein Unikat und auf der Rückseite signiert. Ungerahmt lassen sie sich gerollt und damit günstig per Luftfracht verschicken.

Die Fotos aller 36 Bilder mit Preisen finden Sie im Anhang. Sagen Sie mir einfach, welche ich für Sie reservieren soll.

Freundliche Grüsse
Neema Shekimweri
Export Sales Manager
Pangani Sanaa & Mazao Limited
Tanga, Tansania
+255 27 264 3190""",
         "first e-mail after the fair the note records, in Swiss German (Grüezi, an der Ornaris, "
         "Grüsse with ss); answers the note (sizes, unframed); company without AG; the Swahili "
         "title in English",
         Twin("company_misspelled", "body", "für die Galerie Frick,", "für die Galerie Fricke,",
              "Galerie Frick AG", "an e added to the family name in the company",
              found="Galerie Fricke")),

    Mail("P034", "s4",
         "Tingatinga paintings from Tanzania",
         """Dear Mr Sjöberg,

I hope you don't mind a first e-mail from Tanga, on the coast of Tanzania. I am the export sales manager of Pangani Sanaa & Mazao Limited, and we work with a cooperative of Tingatinga painters. As Sjöbergs Konst & Ram deals in art and framing, I thought our paintings might interest you.

Tingatinga is the style that Edward Saidi Tingatinga started in Dar es Salaam in the 1960s: bright enamel colours, animals and village life, strong outlines. Our painters work on canvas in sizes from 30 × 30 cm to 100 × 120 cm; every painting is signed, and unframed ones travel rolled by air freight.

I can send you photos of the paintings available now, with prices in euros or Swedish kronor.

Best regards,
Neema Shekimweri
Meneja wa Mauzo ya Nje / Export Sales Manager
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
+255 27 264 3190""",
         "cold first e-mail in English; company without AB (Konst & Ram = art & frame); the "
         "sender's Swahili title with its English",
         Twin("note_wrong", "body", "I hope you don't mind a first e-mail from Tanga",
              "It was good to meet you at Formex in Stockholm, and here is my first e-mail from "
              "Tanga", "(no meeting: the buyer has no note)",
              "a fair meeting claimed for a buyer whose record has no note",
              found="It was good to meet you at Formex in Stockholm")),

    Mail("P035", "s4",
         "Tableaux Tingatinga de Tanzanie",
         """Madame,

Je me permets de vous écrire depuis Tanga, en Tanzanie. Notre société, Pangani Sanaa & Mazao Limited, travaille avec une coopérative de peintres, et je pense que nos tableaux Tingatinga auraient leur place chez Riou Art Africain.

Né à Dar es Salaam dans les années 1960 avec Edward Saidi Tingatinga, ce style se reconnaît à ses couleurs vives peintes à l'émail, à ses animaux stylisés et à ses scènes de village. Nos tableaux sont peints sur toile, signés, et disponibles en plusieurs formats, du 30 × 30 cm au 100 × 120 cm. Non encadrés, ils voyagent roulés par fret aérien, ce qui limite les frais.

Je vous enverrai volontiers notre catalogue et nos prix en euros.

Veuillez agréer, Madame, l'expression de mes salutations distinguées.

Neema Shekimweri
Responsable des ventes export
Pangani Sanaa & Mazao Limited
Tanga, Tanzanie
+255 27 264 3190""",
         "cold first e-mail in formal French to a gérante ('Madame,' alone); company without "
         "SARL",
         Twin("category_wrong", "body", "nos tableaux Tingatinga auraient",
              "nos sculptures makondé auraient", "Tingatinga paintings",
              "Makonde carvings, Tanzanian art the sender does not sell",
              found="sculptures makondé")),

    Mail("P036", "s4",
         "Fornelli in schiuma di mare pre-forati per cannelli in radica",
         """Gentile Signora Garrone,

grazie ancora per la visita al nostro stand all'InterTabac di Dortmund. Come d'accordo, Le invio l'offerta per Pipe Garrone: fornelli in schiuma di mare da blocco, pre-forati per l'innesto su cannelli in radica.

La nostra schiuma di mare proviene dai giacimenti della Tanzania settentrionale; ogni fornello è tornito da un unico blocco, non da schiuma ricostituita. Possiamo forarli secondo le Sue misure, se ci manda un disegno.

Posso spedirLe dieci fornelli campione via corriere da Tanga.

Cordiali saluti,
Neema Shekimweri
Responsabile vendite export
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
+255 27 264 3190""",
         "first e-mail after the fair the note records, in Italian; answers the note (block "
         "meerschaum, pre-drilled for briar shanks); company without S.r.l.",
         Twin("company_foreign", "body", "l'offerta per Pipe Garrone:",
              "l'offerta per Winther Piber:", "Pipe Garrone S.r.l.",
              "another meerschaum buyer's company (P037, Denmark)", found="Winther Piber")),

    Mail("P037", "s4",
         "Meerschaum pipe bowls from Tanzania",
         """Dear Kim Winther,

Danish pipe makers have long worked with meerschaum, so I wanted to introduce our meerschaum pipe bowls to Winther Piber. I am the export sales manager of Pangani Sanaa & Mazao Limited in Tanga, Tanzania.

Our meerschaum is mined in northern Tanzania and turned by hand in our workshop: plain bowls for lining briar pipes, finished bowls ready for a shank, and a small series of carved bowls. The block meerschaum is dried slowly and waxed, so it colours evenly as it is smoked.

If you send me your drawings, we can turn bowls to your sizes. A sample set of ten bowls can be with you in about a week by courier.

Best regards,
Neema Shekimweri
Export Sales Manager
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
Tel. +255 27 264 3190 | neema@panganisanaa.co.tz""",
         "cold first e-mail in English; 'Dear Kim Winther' (a given name either sex bears); "
         "company without ApS",
         Twin("sender_wrong", "body", "+255 27 264 3190", "+255 27 264 3910", "+255 27 264 3190",
              "two digits of the sender's phone swapped")),

    Mail("P038", "s4",
         "عرض سعر برتقال طازج من تنزانيا – CFR جبل علي",
         """السيدة ريم المغاولة المحترمة،
تحية طيبة وبعد،

شكرًا لاهتمامكم ببرتقالنا الطازج. بناءً على طلبكم، يسعدني أن أرسل لكم عرض السعر على أساس CFR جبل علي لكل كرتونة وزن 15 كغ.

برتقالنا من مزارع منطقة موهيزا في إقليم تانغا، ويُقطف ويُفرز ويُعبأ في محطتنا في تانغا، ثم يُشحن في حاويات مبرّدة من ميناء دار السلام إلى جبل علي خلال نحو 14 يومًا. الموسم الرئيسي من أبريل إلى أغسطس، وتتوفر كميات أقل بين أكتوبر وديسمبر.

الأسعار والأحجام المتاحة مرفقة بهذه الرسالة، ويسعدنا إرسال عينة إليكم إذا رغبتم.

مع خالص التحية،
نيما شيكيمويري
مديرة مبيعات التصدير
Pangani Sanaa & Mazao Limited
تانغا، تنزانيا
+255 27 264 3190""",
         "reply to the note's request, wholly in Arabic (CFR Jebel Ali, 15 kg carton); the "
         "sender's name and title in Arabic, the company in Latin",
         Twin("artifact", "body", "ويُفرز ويُعبأ", "ويُفرز ويُفرز ويُعبأ", "ويُفرز",
              "a doubled word", found="ويُفرز ويُفرز")),

    Mail("P039", "s4",
         "Fresh oranges from Tanzania for पिल्लई फ्रेश फ्रूट्स",
         """नमस्ते कृष्ण जी,

I am writing from Tanga, Tanzania, to offer our fresh oranges to पिल्लई फ्रेश फ्रूट्स. Tanzanian oranges are in season from April to August, when Indian oranges are scarce; we already ship to the Gulf and would like to start supplying importers in India.

Our oranges grow in the Muheza district near Tanga: sweet and juicy, with a thin green-to-yellow skin, in counts of 56 to 100 per 15 kg carton. We pack them in our own packhouse and ship them in reefer containers from Dar es Salaam to Nhava Sheva in about 12 days, each shipment with a phytosanitary certificate.

Shall I send you our price list CFR Nhava Sheva?

Best regards,
Neema Shekimweri
Export Sales Manager
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
+255 27 264 3190""",
         "cold first e-mail in English with a Hindi salutation (नमस्ते + given name + जी); "
         "company in Devanagari without प्राइवेट लिमिटेड",
         Twin("country_wrong", "body", "importers in India", "importers in Bangladesh", "India",
              "Bangladesh for the Indian buyer's country", found="Bangladesh")),

    Mail("P040", "s4",
         "Свежие апельсины из Танзании для «Казакова Фрут»",
         """Уважаемая Юлия!

Меня зовут Нима Шекимвери, я менеджер по экспорту компании Pangani Sanaa & Mazao Limited из Танги (Танзания). Знаю, что «Казакова Фрут» закупает апельсины для торговых сетей Москвы, и хотела бы предложить вам танзанийские апельсины.

Наши апельсины растут в округе Мухеза недалеко от Танги. Основной сезон — с апреля по август, когда поставки из Египта и Марокко идут на спад. Плоды сладкие и сочные, калибр от 56 до 100 штук в коробке 15 кг; отгружаем в рефрижераторных контейнерах через Дар-эс-Салам в Санкт-Петербург или Новороссийск.

Если вам интересно, пришлю прайс-лист и фитосанитарные документы.

С уважением,
Нима Шекимвери
Менеджер по экспорту
Pangani Sanaa & Mazao Limited
Танга, Танзания
+255 27 264 3190""",
         "cold first e-mail in Russian, as the Russian note allows; uses the note (Moscow "
         "chains); company without ООО; the sender's name in Cyrillic",
         Twin("company_missing", "body", ("для «Казакова Фрут»", "что «Казакова Фрут» закупает"),
              ("для вашей компании", "что ваша компания закупает"), "ООО «Казакова Фрут»",
              "every mention of the company replaced by 'ваша/вашей компании' (subject and "
              "body)", found="ваша компания", every=True)),
]
