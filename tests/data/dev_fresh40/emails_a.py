"""Natural e-mails N001-N020 (buyers P001-P020, one each) with their twins' edits."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail("P001", "s1", "Saaz hops – 2025 crop alpha-acid analysis for 加藤酒造",
         """加藤様

Thank you for your interest in our Saaz hops. As requested, I attach the laboratory analysis of our 2025 crop: the Saaz (Žatecký poloraný červeňák) lots we are offering now came in at 3.4–3.9% alpha acids and 0.5–0.6 ml/100 g total oil.

For a Czech-style pilsner like your 加藤ビール, most brewers use T90 pellets, packed in nitrogen-flushed aluminium foil bags of 5 kg and kept at 2 °C until shipment. We ship in reefer containers via Hamburg to Yokohama or Kobe, about seven weeks door to door.

If 加藤酒造 would like to brew a trial batch first, we can send a 1 kg sample of pellets by courier this month.

よろしくお願いいたします。

Zdeňka Procházková
vedoucí exportu (Head of Export)
Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic
+420 415 710 238""",
         "first e-mail, reply to the note's request (alpha-acid analysis); English with a Japanese "
         "greeting and closing; the buyer's own beer label from the note; the company in kanji inside "
         "English; the Czech variety name; the sender's title in Czech with a gloss",
         Twin("company_misspelled", "body", "If 加藤酒造 would", "If 加籐酒造 would",
              "加藤酒造株式会社", "藤 (wisteria) written as the look-alike 籐 (rattan)", found="加籐酒造")),
    # N002
    Mail("P002", "s1", "Saaz T90 pellets in 5 kg vacuum packs for Johns Creek",
         """Hi Paige,

It was great to talk hops with you at the Craft Brewers Conference in Las Vegas – thanks for stopping by our stand.

As promised, here are the details on the Saaz T90 pellets you asked about:

- Variety: Saaz (Czech PDO "Žatecký chmel"), 2025 crop
- Alpha acids: 3.4–3.9%
- Packing: 5 kg vacuum packs, nitrogen-flushed, 4 packs to a carton
- Storage: cold store at 2 °C in Žatec until dispatch

For a brewery of Johns Creek's size we usually suggest a contract for half a year's needs, so you get fresh lots and we hold the rest in cold storage for you. I can quote DAP your brewery or FCA Žatec, whichever suits you better.

Cheers,
Zdeňka

Zdeňka Procházková
Head of Export, Poohří Chmel a Bižuterie s.r.o.
zdenka.prochazkova@poohri-chmel.example | +420 415 710 238""",
         "follow-up after the fair the note records (first contact after meeting); English, "
         "informal; the note's packing request; the company as `Johns Creek` and possessive "
         "`Johns Creek's`; the PDO name in Czech",
         Twin("note_wrong", "body", "at the Craft Brewers Conference in Las Vegas",
              "at the Great American Beer Festival in Denver",
              "Met at the Craft Brewers Conference in Las Vegas",
              "another US beer event and city than the one the note records")),
    # N003
    Mail("P003", "s1", "Lúpulo Saaz da República Tcheca para a Cervejaria Garcia",
         """Prezado Sr. Brayan Garcia,

Meu nome é Zdeňka Procházková e sou responsável pela exportação da Poohří Chmel a Bižuterie s.r.o., em Žatec, a cidade do lúpulo Saaz na República Tcheca.

Como mestre cervejeiro, o senhor certamente conhece o aroma do Saaz em uma boa pilsen. Oferecemos lúpulo Saaz da safra 2025 em pellets T90, com 3,4–3,9% de alfa-ácidos, embalado a vácuo em sacos de 5 kg ou 20 kg. Muitas cervejarias artesanais no Brasil ainda compram o Saaz por meio de distribuidores europeus; comprando direto de Žatec, a Cervejaria Garcia teria lotes rastreáveis até o campo e preços melhores.

Posso enviar uma amostra de 500 g e a nossa tabela de preços CIF Santos?

Atenciosamente,

Zdeňka Procházková
Vedoucí exportu (Gerente de Exportação)
Poohří Chmel a Bižuterie s.r.o.
Žatec – República Tcheca
Tel. +420 415 710 238""",
         "first e-mail, cold introduction; wholly in Portuguese; the buyer's title in lower case "
         "inside a sentence (`Como mestre cervejeiro`); decimal commas; the company without Ltda.",
         Twin("title_wrong", "body", "Como mestre cervejeiro, o senhor",
              "Como gerente de compras, o senhor", "Mestre Cervejeiro",
              "a purchasing manager's title for the brewery's master brewer",
              found="gerente de compras")),
    # N004
    Mail("P004", "s1", "Saaz hops from Žatec for 박가양조",
         """박경수 팀장님께,

My name is Zdeňka Procházková, Head of Export at Poohří Chmel a Bižuterie in Žatec, Czech Republic – the town that gave Saaz hops their name.

Korean craft brewers increasingly ask us for genuine Saaz for their pilsners and lagers, and I thought 박가양조 might be interested as well. We grow and pellet our own hops and can offer:

• Saaz T90 pellets, 2025 crop, 3.4–3.9% alpha
• 5 kg and 20 kg nitrogen-flushed foil packs
• reefer shipment to Busan, CIF or DAP your brewery

As 양조팀장, you will want to rub and smell the hops before anything else, so I would be glad to send a sample box by courier. Could you tell me which address to use?

감사합니다.

Zdeňka Procházková
vedoucí exportu | Head of Export
Poohří Chmel a Bižuterie s.r.o., Žatec, Czech Republic
+420 415 710 238 | www.poohri-chmel.example""",
         "first e-mail, cold; English with a Korean greeting (full name + title + 님께) and closing; "
         "the company without 주식회사; the Korean title inside an English sentence; the sender's "
         "company once without s.r.o.",
         Twin("contact_wrong", "body", "박경수 팀장님께", "박경민 팀장님께", "박경수",
              "the given name 경수 changed to 경민", found="박경민")),
    # N005
    Mail("P005", "s1", "Czech Saaz hops for Bia Thủ Công Bến Nghé",
         """Kính gửi chị Hồng,

I am writing from Žatec in the Czech Republic, where our company, Poohří Chmel a Bižuterie s.r.o., grows and processes Saaz hops.

The craft beer scene in Vietnam has grown fast, and many brewers there already brew Czech-style lagers – a natural fit for Saaz. For Bến Nghé we could supply:

1. Saaz T90 pellets, 2025 crop (alpha 3.4–3.9%)
2. Packing in 5 kg foil bags, cold-chain shipment to Cát Lái, Ho Chi Minh City
3. A certificate of origin for the EU–Vietnam FTA (EVFTA), so the hops enter at the preferential duty

Would you, as Trưởng phòng Mua hàng, be the right person to receive our price list? If another colleague handles hops, I would be grateful for their name.

Trân trọng,
Zdeňka Procházková
Head of Export – Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238""",
         "first e-mail, cold; English with a Vietnamese greeting (`chị` + given name) and closing; "
         "the company in the subject without Công ty TNHH and as `Bến Nghé` in the body; the "
         "Vietnamese title inside English; Cát Lái port; the EVFTA",
         Twin("country_wrong", "body", "The craft beer scene in Vietnam", "The craft beer scene in Cambodia",
              "Vietnam", "the neighbouring country named as the buyer's market", found="Cambodia")),
    # N006
    Mail("P006", "s1", "Bohemian garnet jewellery – a new line for your shop?",
         """Αγαπητέ κύριε Δεσύλλα,

I hope you don't mind a message out of the blue. I am Zdeňka Procházková from Poohří Chmel a Bižuterie s.r.o. in Žatec, in the north-west of the Czech Republic. Besides hops, our region is the home of the Bohemian garnet (pyrope), and we make and export Bohemian garnet jewellery: rings, earrings, pendants and brooches with small, deep-red stones set close together in the traditional way.

Most of our pieces are in sterling silver, gold-plated or plain, and a smaller range is in 14-carat gold. Each piece comes with a certificate confirming that the stones are genuine Bohemian pyropes.

I think the traditional designs would sit well next to what Δεσύλλας Κοσμήματα already offers. May I send you our catalogue and trade prices?

Με εκτίμηση,
Zdeňka Procházková
vedoucí exportu / Head of Export
Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic · +420 415 710 238""",
         "first e-mail, cold; English with the Greek vocative greeting (`κύριε Δεσύλλα`) and a Greek "
         "closing; the company in Greek script without Ι.Κ.Ε. inside English; the sender's other "
         "line of business (hops) named",
         Twin("company_foreign", "body", "what Δεσύλλας Κοσμήματα already offers",
              "what Gioielleria Montalcini already offers", "Δεσύλλας Κοσμήματα Ι.Κ.Ε.",
              "the Italian garnet-jewellery buyer of this set (P008) in the Greek buyer's place",
              found="Gioielleria Montalcini")),
    # N007
    Mail("P007", "s1", "Gold-plated silver garnet pieces for your Tel Aviv and Eilat shops",
         """שלום רות,

Thank you for your note about the settings. I understand that for your two shops, in Tel Aviv and Eilat, you want the garnets in gold-plated silver rather than in gold – which is in fact where most of our range is.

Our Bohemian garnet jewellery is made in the Czech Republic with genuine pyrope garnets. For לוי תכשיטים I would suggest starting with three lines:

– "Classic": clustered stones in gold-plated sterling silver (rings, earrings, pendants)
– "Rosette": the traditional rose-shaped brooch and pendant, gold-plated silver
– "Slim": single-row bracelets and rings for everyday wear

All prices are per piece, ex works Žatec, with discounts from 50 pieces per model. I can also send a mixed sample set of 12 pieces so you can see the colour of the stones for yourself.

Best regards,
Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238 · zdenka.prochazkova@poohri-chmel.example""",
         "first e-mail, reply to the note's request (gold-plated silver, two shops); English with a "
         "Hebrew greeting by given name; the company in Hebrew without בע\"מ inside English",
         Twin("category_wrong", "body", "Our Bohemian garnet jewellery is made",
              "Our Bohemian crystal jewellery is made", "Bohemian garnet jewellery",
              "the neighbouring Czech product (crystal) for the garnet jewellery the buyer's row records",
              found="Bohemian crystal jewellery")),
    # N008
    Mail("P008", "s1", "Dopo Vicenzaoro: gioielli con granati di Boemia e certificato di origine",
         """Gentile Signora Montalcini,

è stato un piacere conoscerLa a Vicenzaoro a gennaio e parlare dei granati di Boemia davanti alla nostra vetrina.

Come promesso, Le riassumo le condizioni per la Gioielleria Montalcini:

• ogni pezzo viene consegnato con il certificato di origine, che attesta piropi autentici della Boemia;
• argento 925, anche placcato oro, e una linea in oro 14 carati;
• ordine minimo di 30 pezzi, anche assortiti;
• spedizione assicurata in 5–7 giorni lavorativi, resa DAP presso il Vostro negozio.

Le allego il catalogo 2026 e il listino prezzi per rivenditori. Se lo desidera, posso preparare una selezione in conto visione.

Cordiali saluti,

Zdeňka Procházková
Responsabile export
Poohří Chmel a Bižuterie s.r.o.
Žatec (Repubblica Ceca)
Tel. +420 415 710 238
www.poohri-chmel.example""",
         "follow-up after the fair the note records, with the note's certificate of origin; wholly "
         "in Italian; the capitalised courtesy pronouns (`conoscerLa`, `Le`); the company without "
         "S.n.c.; the sender's title translated",
         Twin("sender_wrong", "body", "Tel. +420 415 710 238", "Tel. +420 415 701 238",
              "+420 415 710 238", "two digits of the sender's phone number swapped",
              found="+420 415 701 238")),
    # N009
    Mail("P009", "s1", "Bohemian garnet jewellery from the Czech Republic",
         """გამარჯობა, ბატონო ნიკა,

I am contacting you on behalf of Poohří Chmel a Bižuterie s.r.o., a Czech maker of Bohemian garnet jewellery. We noticed that ადუაშვილის სამკაულები carries both classic and modern pieces, and we believe our garnet collections could interest your customers in Georgia.

Bohemian garnets are small, dark-red pyropes found only in the north of Bohemia. We set them in silver, gold-plated silver and 14-carat gold, following designs that go back to the 19th century. Each piece is hallmarked and comes with a certificate of origin.

If you are interested, I will gladly send our wholesale catalogue with prices in euros, and we can discuss a first order that suits the size of your shops.

Kind regards,
Zdeňka Procházková
Head of Export, Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic
Phone: +420 415 710 238""",
         "first e-mail, cold; English with a Georgian greeting (`ბატონო` + given name); the company "
         "in Georgian script without შპს inside English",
         Twin("artifact", "body", "suits the size of your shops", "suits the size of the size of your shops",
              "suits the size of your shops", "a doubled phrase", found="the size of the size of")),
    # N010
    Mail("P010", "s1", "Прикраси з богемським гранатом для ТОВ «Ювелірна майстерня Гавриленко»",
         """Шановна Ларисо Михайлівно,

мене звати Зденька Прохазкова, я керую експортом у компанії Poohří Chmel a Bižuterie s.r.o. (м. Жатец, Чехія). Ми виготовляємо прикраси з богемським гранатом — піропом, який видобувають лише на півночі Чехії.

Гадаю, наші колекції могли б доповнити асортимент ТОВ «Ювелірна майстерня Гавриленко»: сережки, каблучки, підвіски та брошки зі срібла 925 проби, зокрема позолоченого, а також невелика лінія із золота 585 проби. Кожен виріб супроводжується сертифікатом справжності каменів.

Якщо Вас це зацікавить, я надішлю каталог і гуртовий прайс-лист у євро. Доставку в Україну здійснюємо кур'єром із митним оформленням, зазвичай за 5–7 робочих днів.

З повагою,
Зденька Прохазкова
керівниця експортного відділу
Poohří Chmel a Bižuterie s.r.o.
Тел.: +420 415 710 238""",
         "first e-mail, cold; wholly in Ukrainian; the vocative of given name and patronymic "
         "(`Ларисо Михайлівно`); the sender's name, town and title in Ukrainian (`Зденька "
         "Прохазкова`, `Жатец`, `керівниця експортного відділу`), her company in Latin; the "
         "category paraphrased in Ukrainian",
         Twin("company_missing", "body", "асортимент ТОВ «Ювелірна майстерня Гавриленко»",
              "асортимент Вашої компанії", "ТОВ «Ювелірна майстерня Гавриленко»",
              "every mention of the company replaced by `Вашої компанії` / `Вашої компанії` (subject)",
              found="Вашої компанії",
              more=(("subject", "для ТОВ «Ювелірна майстерня Гавриленко»", "для Вашої компанії"),))),
    # N011
    Mail("P011", "s1", "Colour card for 11/0 and 8/0 Czech seed beads",
         """नमस्ते विपिन जी,

Thank you for asking about our glass seed beads. As requested, I have posted our colour card with 11/0 and 8/0 beads to you today – 312 colours in each size, from opaque and transparent to silver-lined, matte and AB finishes. It should reach your office in Jaipur in about ten days.

A few practical points for झा बीड्स एंड क्राफ्ट्स:
- Packing: 500 g bags or strung hanks (10 strands of 50 cm)
- Minimum order: 5 kg per colour and size
- Shipment: air freight to Jaipur or sea freight to Nhava Sheva, whichever you prefer

Please let me know which colours your customers ask for most, and I will prepare a quotation.

धन्यवाद,
Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o., Czech Republic
+420 415 710 238""",
         "first e-mail, reply to the note's request (colour card, Jaipur); English with a Hindi "
         "greeting (`विपिन जी`) and closing; the company in Devanagari without प्राइवेट लिमिटेड",
         Twin("company_misspelled", "body", "points for झा बीड्स एंड क्राफ्ट्स:",
              "points for झा बिड्स एंड क्राफ्ट्स:", "झा बीड्स एंड क्राफ्ट्स प्राइवेट लिमिटेड",
              "the long ी of बीड्स written as the short ि", found="झा बिड्स एंड क्राफ्ट्स")),
    # N012
    Mail("P012", "s1", "Czech seed beads for your Narok beadwork groups – L/C terms",
         """Dear Ms Kipsang,

Thank you for your enquiry and for explaining how Kipsang Beadwork Supplies works with the Maasai beadwork groups around Narok. Czech glass seed beads have long been part of Maasai beadwork, and we would be glad to supply you directly.

Payment by letter of credit is no problem for us. We would need an irrevocable L/C at sight, confirmed by a European bank, and we can ship CIF Mombasa in 20 ft containers, or by air to Nairobi for smaller orders.

The colours most Kenyan customers order from us are the classic red, white, royal blue, orange, yellow and green in size 10/0, opaque finish. I attach a proforma invoice for 500 kg in those colours so you can see the prices and the L/C wording we use.

Kind regards,

Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o.
Žatec, Czech Republic
Tel. +420 415 710 238
zdenka.prochazkova@poohri-chmel.example""",
         "first e-mail, reply to the note (Narok groups, letter of credit); English; the company "
         "without Ltd; the country as the adjective `Kenyan`",
         Twin("country_wrong", "body", "The colours most Kenyan customers", "The colours most Tanzanian customers",
              "Kenya", "the neighbouring country's adjective for the buyer's", found="Tanzanian")),
    # N013
    Mail("P013", "s1", "Czech glass seed beads – direct from the maker",
         """Hi Mandla,

I'm Zdeňka from Poohří Chmel a Bižuterie, a Czech company that supplies glass seed beads to bead shops and craft wholesalers.

Zulu and Ndebele beadwork use a lot of Czech beads, so I wondered whether Siyaya Beads & Crafts buys directly from a maker or through an agent. Buying direct, you would get:

* sizes 6/0 to 15/0, over 300 colours, in 500 g bags or hanks
* prices in EUR or ZAR, FOB Hamburg or CIF Durban
* a mixed first order from 50 kg

Would you like our colour card and price list? Happy to send both.

Best wishes,
Zdeňka Procházková
Head of Export | Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238""",
         "first e-mail, cold, short and informal; English; the company without (Pty) Ltd; the "
         "sender signs with her given name in the text",
         Twin("company_misspelled", "body", "whether Siyaya Beads & Crafts buys", "whether Siaya Beads & Crafts buys",
              "Siyaya Beads & Crafts (Pty) Ltd", "a lost `y` (Siaya is a Kenyan county)",
              found="Siaya Beads & Crafts")),
    # N014
    Mail("P014", "s1", "Czech glass seed beads for นพคเชนทร์ คราฟท์",
         """เรียน คุณพรปราณี

I am writing from Poohří Chmel a Bižuterie s.r.o. in the Czech Republic. We make and export glass seed beads, and I understand that นพคเชนทร์ คราฟท์ supplies beads to jewellery makers and craft shops in Thailand.

Our beads are known for their even size and stable colours, which matters for loom work and bead embroidery. We offer sizes 15/0 to 6/0 in more than 300 colours, packed in 500 g bags, and can ship by air to Bangkok within a week of your order.

As หัวหน้าฝ่ายจัดซื้อ, you may want to compare samples with what you buy today. I would be happy to send a free sample card.

ขอแสดงความนับถือ
Zdeňka Procházková
Head of Export
Poohří Chmel a Bižuterie s.r.o.
+420 415 710 238""",
         "first e-mail, cold; English with a Thai greeting (`คุณ` + given name) and closing; the "
         "company in Thai without บริษัท … จำกัด; the Thai title inside English",
         Twin("contact_wrong", "body", "เรียน คุณพรปราณี", "เรียน คุณพรพิมล", "พรปราณี",
              "another Thai given name with the same first syllable", found="คุณพรพิมล")),
    # N015
    Mail("P015", "s1", "Carta de colores y precio por kilo – chaquira checa",
         """Estimada Sra. Fierro:

Muchas gracias por su interés en nuestra chaquira de vidrio checa. Tal como nos pidió, hoy le envío por mensajería nuestra carta de colores y, adjunta a este correo, la lista de precios por kilo.

Sabemos que los artesanos wixárikas de Nayarit trabajan sobre todo con chaquira del 11/0 y colores muy intensos, así que en la carta marqué los tonos opacos y transparentes que más se usan en el arte huichol. Los precios se entienden por kilo, en bolsas de 500 g, CIF Manzanillo; a partir de 100 kg por pedido aplicamos un 5 % de descuento.

Quedo a sus órdenes para cualquier duda y para preparar un primer pedido para Chaquiras Fierro.

Saludos cordiales,

Zdeňka Procházková
Jefa de Exportación
Poohří Chmel a Bižuterie s.r.o.
Žatec, República Checa
Tel. +420 415 710 238""",
         "first e-mail, reply to the Spanish note's request (colour card, price per kilo); wholly "
         "in Spanish; the category as the Mexican `chaquira`; the company without S.A. de C.V.; "
         "`huichol` beside `wixárikas` as in the note",
         Twin("note_wrong", "body", "los artesanos wixárikas de Nayarit", "los artesanos otomíes de Hidalgo",
              "artesanos wixárikas (huicholes) de Nayarit",
              "the note's Wixárika artisans of Nayarit misquoted as Otomí artisans of Hidalgo",
              found="los artesanos otomíes de Hidalgo")),
    # N016
    Mail("P016", "s2", "بشوت حساوية باللونين الأسود والجملي قبل رمضان",
         """السيد بدر العجمي المحترم،
مدير المشتريات – شركة العجمي للأزياء الرجالية

السلام عليكم ورحمة الله وبركاته،

نشكركم على اهتمامكم بالبشوت الحساوية. بحسب طلبكم، يسعدنا أن نؤكد إمكانية تجهيز البشوت باللونين الأسود والجملي مع تطريز الزري الذهبي، بخياطة يدوية على أيدي حرفيين في الأحساء.

وللتسليم قبل شهر رمضان المبارك، نقترح تأكيد الطلب خلال الأسبوعين القادمين، إذ يستغرق التجهيز نحو ستة أسابيع، ثم الشحن البري إلى الكويت خلال ثلاثة أيام تقريباً.

مرفق لكم كتالوج الموديلات وقائمة الأسعار حسب المقاسات (من 52 إلى 62).

وتفضلوا بقبول فائق الاحترام،

فيصل عبدالله الملحم
مدير إدارة التصدير
Jabal Al-Qarah Trading Co. Ltd.
الهفوف – الأحساء، المملكة العربية السعودية
هاتف: +966 13 582 4410""",
         "first e-mail, reply to the note's request (before Ramadan, black and camel, gold zari); "
         "wholly in Arabic; the company without ذ.م.م; the sender's name in Arabic, his company in "
         "Latin; the country in Arabic",
         Twin("country_wrong", "body", "الشحن البري إلى الكويت", "الشحن البري إلى البحرين", "الكويت",
              "the buyer's country written as Bahrain", found="البحرين")),
    # N017
    Mail("P017", "s2", "Handmade Hasawi bishts for Al Marri Menswear",
         """Dear Mr Jassim,

Greetings from Al-Ahsa.

I am Faisal Al-Mulhim, export director of Jabal Al-Qarah Trading Co. Ltd. in Al-Hofuf. Al-Ahsa has been the home of the hand-sewn Hasawi bisht for generations, and we supply these cloaks to menswear retailers across the Gulf.

Our range covers:
- winter bishts in fine wool: black, brown, camel and navy
- light summer bishts in white and cream
- hand-stitched zari edging in gold or silver thread, and simpler everyday models without zari

I believe Al Marri Menswear's customers would appreciate the difference that hand stitching makes. For a retailer in Qatar we can deliver by road through the Salwa crossing within three days of production, and we would be pleased to send a few samples to your showroom.

Best regards,
Faisal Al-Mulhim
Export Department Director
Jabal Al-Qarah Trading Co. Ltd.
Al-Hofuf, Saudi Arabia
Tel: +966 13 582 4410""",
         "first e-mail, cold; English; `Dear Mr Jassim` (Gulf style, given name); the company "
         "without Trading W.L.L. and as a possessive; the sender's Arabic title in English",
         Twin("company_foreign", "body", "I believe Al Marri Menswear's customers",
              "I believe Al Mazrouei Gents Fashion's customers", "Al Marri Menswear Trading W.L.L.",
              "the UAE bisht buyer of this set (P018) in the Qatari buyer's place",
              found="Al Mazrouei Gents Fashion")),
    # N018
    Mail("P018", "s2", "Hasawi bisht cloaks – trade prices for 2026",
         """Dear Ms Mariam,

I hope this email finds you well. My name is Faisal Al-Mulhim, and I lead the export department of Jabal Al-Qarah Trading Co. Ltd., a family business from Al-Ahsa in Saudi Arabia that makes and trades Hasawi bisht cloaks.

As Senior Buyer at Al Mazrouei Gents Fashion, you know how much customers in the Emirates value a properly hand-finished bisht for weddings and Eid. Every one of our bishts is cut and stitched by hand in Al-Ahsa, with zari borders in gold-coloured thread.

I have attached our 2026 trade price list (AED, delivered to Dubai or Abu Dhabi). If you would like to see the finishing for yourself, we can arrange a visit to our workshop in Al-Hofuf or send samples.

Kind regards,
Faisal Al-Mulhim
Export Department Director | Jabal Al-Qarah Trading Co. Ltd.
+966 13 582 4410 | f.almulhim@jabalqarah.example""",
         "first e-mail, cold; English; `Dear Ms Mariam` (given name); the buyer's title inside a "
         "sentence; the company without L.L.C.; the country as `the Emirates`",
         Twin("title_wrong", "body", "As Senior Buyer at", "As Assistant Buyer at", "Senior Buyer",
              "the buyer's title one rung down", found="Assistant Buyer")),
    # N019
    Mail("P019", "s2", "颗粒硫磺 5,000吨 CFR南通报价",
         """吴经理您好：

感谢您对我司颗粒硫磺的询价。根据您的要求，现报价如下：

品名：颗粒硫磺（granular sulphur）
纯度：99.5% 以上
数量：5,000 吨（±10%，船方选择）
价格条款：CFR 南通
装运港：沙特朱拜勒港
装运期：收到信用证后30天内
付款方式：即期信用证

具体单价请见附件报价单，有效期七天。如南通吴氏化工需要，我们可以提供SGS检验报告和原产地证书。

顺祝商祺！

Faisal Al-Mulhim（费萨尔·穆勒希姆）
出口部总监
Jabal Al-Qarah Trading Co. Ltd.
沙特阿拉伯 胡富夫
电话：+966 13 582 4410""",
         "first e-mail, reply to the note's request (CFR Nantong, 5,000 t, 99.5%); wholly in "
         "simplified Chinese; `吴经理` (family name + the title's 经理); the company without "
         "有限公司; the sender's name in Latin with a Chinese rendering, his title translated",
         Twin("category_wrong", "body", "品名：颗粒硫磺（granular sulphur）", "品名：块状硫磺（lump sulphur）",
              "granular sulphur", "lump sulphur, the neighbouring form, for the granular sulphur recorded",
              found="块状硫磺（lump sulphur）")),
    # N020
    Mail("P020", "s2", "Penawaran sulfur granular dari Arab Saudi",
         """Yth. Bapak Wahyu Zulkarnain
Manajer Pengadaan
PT Pupuk Zulkarnain Sejahtera

Dengan hormat,

Perkenalkan, saya Faisal Al-Mulhim dari Jabal Al-Qarah Trading Co. Ltd., perusahaan dagang di Al-Hofuf, Arab Saudi. Kami memasok sulfur granular dengan kemurnian minimal 99,5% untuk industri pupuk dan asam sulfat.

Kami dapat mengirim dalam partai curah 10.000–30.000 ton ke pelabuhan di Indonesia, misalnya Gresik atau Cilegon, dengan syarat CFR dan pembayaran L/C. Sertifikat analisis dari surveyor independen disertakan pada setiap pengapalan.

Apabila Bapak berminat, kami akan dengan senang hati mengirimkan spesifikasi lengkap dan harga terbaru.

Hormat kami,

Faisal Al-Mulhim
Direktur Departemen Ekspor
Jabal Al-Qarah Trading Co. Ltd.
Tel. +966 13 582 4410""",
         "first e-mail, cold; wholly in Indonesian; a formal address block with the title; the "
         "category as `sulfur granular`; the sender's title translated; Indonesian number format",
         Twin("sender_wrong", "body", "Direktur Departemen Ekspor\nJabal Al-Qarah Trading Co. Ltd.",
              "Direktur Departemen Ekspor\nJabal Al-Qarra Trading Co. Ltd.", "Jabal Al-Qarah Trading Co. Ltd.",
              "the sender's own company misspelt in the signature (Qarra for Qarah)",
              found="Jabal Al-Qarra Trading Co. Ltd.")),
]
