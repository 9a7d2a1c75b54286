"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin, text

MAILS = [
Mail("P021", "s2", "first",
"페루산 코치닐 카민 공급 제안 – (주)오성컬러",
text("""
오숙자 부장님께,

안녕하십니까. 페루 아야쿠초에 있는 Huamanga Tara & Grana E.I.R.L.의 해외무역 책임자 에드윈 티네오(Edwin Tineo)입니다.

아야쿠초는 페루 코치닐 생산의 중심지이며, 저희는 농가에서 직접 코치닐을 수매하여 카민을 생산하고 있습니다. (주)오성컬러에서 식품·화장품용 천연 색소를 취급하신다면 아래 제품이 도움이 될 것 같아 연락드립니다.

- 카민 분말: 카민산 50% / 52%
- 음료용 수용성 카민
- 로트별 시험성적서(COA), 중금속 검사 포함

견본이 필요하시면 200 g을 항공편으로 보내 드리겠습니다.

감사합니다.

Edwin Tineo Palomino (에드윈 티네오)
Jefe de Comercio Exterior
Huamanga Tara & Grana E.I.R.L.
Tel. +51 66 318 552
"""),
"Korean cold introduction; '오숙자 부장님께' (full name + the 부장 of the recorded 구매부장); company with (주) inside Korean text and with a particle (에서); sender's name in Hangul beside the Latin one",
Twin("company_foreign", "body", "(주)오성컬러에서 식품", "주식회사 바다곳간에서 식품", found="주식회사 바다곳간",
     expected="(주)오성컬러", note="another Korean buyer of this set (the kimchi maker)")),

Mail("P022", "s2", "first",
"Retablos de Navidad – tras Intergift",
text("""
Estimado Sr. Cámara:

Fue un gusto conocerle en Intergift, en Madrid. Me comentó que busca retablos con escenas de Navidad para la campaña de este año, así que le escribo con nuestra propuesta.

Trabajamos con familias de retablistas de Ayacucho y de Quinua que hacen cada retablo a mano, en madera de cedro, con figuras de pasta de papa y yeso pintadas:
- retablos de Nacimiento de una puerta, 20 cm: desde 14 USD
- retablos de dos pisos, 35 cm, con los Reyes Magos: desde 32 USD
- pedido mínimo: 60 piezas surtidas

Para que lleguen a tiempo a la campaña de Navidad de Cámara Artesanía Andina, tendríamos que cerrar el pedido antes de finales de agosto: el envío marítimo de Callao a Valencia tarda unas cinco semanas.

Un cordial saludo,

Edwin Tineo Palomino
Jefe de Comercio Exterior
Huamanga Tara & Grana E.I.R.L.
Ayacucho, Perú · +51 66 318 552
"""),
"Spanish (the sender's own language); reply to the wish the note records after Intergift Madrid (Nativity retablos for Christmas); 'Estimado Sr. Cámara:' with the Spanish colon; company without S.L.; retablistas, Quinua, pasta de papa; Callao-Valencia",
Twin("contact_wrong", "body", "Estimado Sr. Cámara:", "Estimado Sr. Camacho:", found="Camacho", expected="Cámara",
     note="a near-miss Spanish surname in the greeting")),

Mail("P023", "s2", "follow-up",
"Ayacucho retablos – following up from Santa Fe",
text("""
Dear Sarah,

It was lovely to meet you at the International Folk Art Market in Santa Fe. You mentioned that Hunt Folk Art Imports sells to museum shops, so I have picked out retablos that travel well and suit a museum shop shelf:

- small one-door retablos (12-15 cm) with market, harvest and Nativity scenes
- San Marcos boxes, the older form of the retablo that Andean muleteers carried as a travelling altar
- every piece signed by its maker, with a card about the family workshop in Quinua

Wholesale prices start at USD 11 FOB Callao, and for small orders we can ship by air to Albuquerque.

As the owner, you may also like to visit the workshops one day: Ayacucho is a short flight from Lima.

Warm regards,
Edwin Tineo
Head of Foreign Trade
Huamanga Tara & Grana E.I.R.L.
Ayacucho, Peru | +51 66 318 552
"""),
"English; first contact after the International Folk Art Market Santa Fe (the note's fair) and the note's museum-shop customers; company short without ', LLC'; title 'Owner' lower-cased in a sentence; San Marcos boxes, Quinua, Albuquerque",
Twin("title_wrong", "body", "As the owner, you may", "As the purchasing manager, you may", found="purchasing manager",
     expected="Owner", note="a purchasing title for the owner")),

Mail("P024", "s3", "first",
"Halal-Zertifikat für unsere Baklava",
text("""
Sehr geehrter Herr Hövel,

vielen Dank für Ihre Anfrage. Anbei erhalten Sie unser gültiges Halal-Zertifikat sowie das IFS-Food-Zertifikat unserer Baklava-Produktion in Gaziantep.

Für türkische Supermärkte im Ruhrgebiet empfehlen wir:
– Antep-Pistazien-Baklava im 1-kg-Blech, tiefgekühlt, 18 Monate haltbar
– Walnuss-Baklava und Şöbiyet in der 500-g-Schale, frisch, 45 Tage haltbar
– zweisprachige Etiketten Deutsch/Türkisch

Die Ware fährt im Kühl-Lkw von Gaziantep nach Duisburg, etwa sechs Tage.

Gern schicke ich Hövel Feinkost-Großhandel ein Musterpaket.

Mit freundlichen Grüßen

Büşra Nur Karakaya
Dış Ticaret Müdürü (Leiterin Außenhandel)
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Gaziantep, Türkei
Tel. +90 342 337 41 86
"""),
"German; reply to the halal-certificate request the note records, for the Turkish supermarkets in the Ruhr it names; company short without 'GmbH & Co. KG'; Şöbiyet as a baklava variety; sender title in Turkish with a German gloss; Türkei",
Twin("artifact", "body", "Gern schicke ich Hövel Feinkost-Großhandel ein Musterpaket.",
     "Gern schicke ich Hövel Feinkost-Großhandel ein ein Musterpaket.", found="ein ein", expected="ein",
     note="a doubled word")),

Mail("P025", "s3", "first",
"بقلاوة عينتابية بالفستق لحلويات الظاهري",
text("""
السيدة موزة الظاهري المحترمة،
مديرة المشتريات – حلويات الظاهري ذ.م.م

تحية طيبة وبعد،

أنا بشرى نور قره كايا، مديرة التجارة الخارجية في شركة Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. في غازي عنتاب، تركيا. نصنع البقلاوة العينتابية بالفستق منذ أكثر من ثلاثين عاماً.

نقدم لكم:
- بقلاوة بالفستق في صوانٍ من 1 كغ، مجمدة، صلاحيتها 18 شهراً
- شهادة حلال معترف بها في دولة الإمارات العربية المتحدة
- الشحن بحاوية مبردة من ميناء مرسين إلى جبل علي خلال نحو 18 يوماً

ونستطيع قبل شهر رمضان حجز كميات خاصة لحلويات الظاهري.

هل تودّين أن نرسل إليكم عينات؟

مع خالص التحية،
بشرى نور قره كايا
Büşra Nur Karakaya
Dış Ticaret Müdürü
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
هاتف: +90 342 337 41 86
"""),
"Arabic cold introduction; formal header with the feminine title as recorded and the company with ذ.م.م; company short without the legal form with the preposition ل (لحلويات الظاهري); sender's name in Arabic script, company in Latin; Mersin, Jebel Ali, Ramadan",
Twin("category_wrong", "body", "- بقلاوة بالفستق في صوانٍ", "- كنافة بالجبن في صوانٍ", found="كنافة بالجبن",
     expected="baklava", note="a neighbouring Turkish sweet (cheese künefe) offered for baklava")),

Mail("P026", "s3", "first",
"Gaziantep baklava for შპს ქირია ფუდი",
text("""
გამარჯობა ბატონო ზვიად,

I hope you will excuse my writing in English. I am Büşra Karakaya, foreign trade manager at Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. in Gaziantep, Turkey. Besides carpets and nonwoven fabric, our food division bakes Gaziantep baklava, which has been a protected geographical indication in the EU since 2013.

Georgia is one of our closest export markets: our trucks reach Tbilisi through the Sarp border crossing in about two days.

For შპს ქირია ფუდი we could offer:
- pistachio baklava in 1 kg trays, fresh (45 days) or frozen (18 months)
- walnut baklava at a lower price point
- Georgian-language labels on request

Would a sample box be useful?

Best regards,
Büşra Karakaya
Dış Ticaret Müdürü / Foreign Trade Manager
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
+90 342 337 41 86
"""),
"English with a Georgian greeting ('ბატონო ზვიად': the vocative of ბატონი + the given name); company in Georgian script with შპს inside English; the sender's other categories (carpets, nonwoven fabric) named as hers; Sarp, Tbilisi, PGI",
Twin("contact_wrong", "body", "გამარჯობა ბატონო ზვიად,", "გამარჯობა ბატონო ზურაბ,", found="ზურაბ", expected="ზვიად",
     note="another Georgian given name in the greeting")),

Mail("P027", "s3", "follow-up",
"Машинні килими 160×230 і 200×290",
text("""
Шановний пане Ігнате,

дякую за розмову на виставці Domotex у Ганновері. Як ви просили, надсилаю пропозицію на машинні килими саме в розмірах 160×230 і 200×290:

— поліпропілен heat-set, 500 000 точок на м², висота ворсу 10 мм
— 24 дизайни в класичному та сучасному стилі
— пакування в рулони з етикетками українською мовою

Відвантаження автомобілем з Газіантепа через Румунію, близько семи-восьми днів.

Прайс-лист для ТОВ «Дім Килимів» додаю у вкладенні. Як керівнику відділу закупівель вам, мабуть, буде зручно спершу побачити зразки: можу надіслати кілька килимків 80×150.

З повагою,
Бюшра Нур Каракая (Büşra Nur Karakaya)
керівниця відділу зовнішньої торгівлі
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Газіантеп, Туреччина
тел. +90 342 337 41 86
"""),
"Ukrainian; first contact after Domotex Hannover (the note's fair) with the note's two sizes; the vocative 'пане Ігнате'; the recorded title in the dative inside a sentence ('Як керівнику відділу закупівель'); company with Ukrainian quotes; sender's name in Cyrillic, title translated; Romania as the route",
Twin("note_wrong", "body", "на виставці Domotex у Ганновері", "на виставці Heimtextil у Франкфурті",
     found="Heimtextil у Франкфурті", expected="Domotex Hannover",
     note="a neighbouring German textile fair (Heimtextil Frankfurt) for the note's Domotex Hannover")),

Mail("P028", "s3", "first",
"Machine-made carpets from Gaziantep – Tarawneh Carpets",
text("""
Dear Mr Tarawneh,

I am Büşra Karakaya, foreign trade manager at Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. Gaziantep weaves most of the world's machine-made carpets, and our looms run day and night for buyers across the Middle East.

For Tarawneh Carpets & Furnishings Co., I think three of our collections would suit the Jordanian market:
1. polypropylene frieze carpets, 2x3 m and 3x4 m, for living rooms
2. acrylic carpets with oriental medallion designs
3. washable kitchen and bathroom runners

We ship by sea from Mersin to Aqaba in about a week.

I would be glad to send you our catalogue and FOB Mersin prices.

Kind regards,
Büşra Karakaya
Foreign Trade Manager
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. | Gaziantep, Turkey
Tel: +90 342 337 41 86 | busra.karakaya@zeugmadokuma.com.tr
"""),
"English cold introduction; company in full and short (subject); 'the Jordanian market'; Mersin, Aqaba",
Twin("company_missing", "body", "For Tarawneh Carpets & Furnishings Co., I think", "For your company, I think",
     found="your company", expected="Tarawneh Carpets & Furnishings Co.",
     more=[("subject", "– Tarawneh Carpets", "– for your showroom")],
     note="the company in subject and body replaced ('your showroom', 'your company')")),

Mail("P029", "s3", "first",
"Машинные ковры из Газиантепа для ООО «КоврИмпорт»",
text("""
Уважаемый Викентий,

меня зовут Бюшра Нур Каракая, я руковожу отделом внешней торговли компании Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. в Газиантепе (Турция). Газиантеп — крупнейший в мире центр производства машинных ковров, и мы поставляем ковры в Россию и Казахстан уже более десяти лет.

Обращаюсь к вам как к коммерческому директору ООО «КоврИмпорт» с предложением:
• ковры из полипропилена (фризе, хитсет) и акрила шириной до 4 м
• более 300 дизайнов, в том числе разработанных для российского рынка
• сертификаты ЕАС, доставка автотранспортом через Грузию до Москвы

Если интересно, пришлю каталог и цены на условиях DAP Москва.

С уважением,
Бюшра Каракая
руководитель отдела ВЭД
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Тел.: +90 342 337 41 86
"""),
"Russian cold introduction; the recorded title (Коммерческий директор) in the dative inside a sentence; company with Russian quotes; Kazakhstan as another market, Georgia as the route; sender's name in Cyrillic and title as руководитель отдела ВЭД",
Twin("title_wrong", "body", "как к коммерческому директору", "как к генеральному директору", found="генеральному директору",
     expected="Коммерческий директор", note="the general manager's title for the commercial director's")),

Mail("P030", "s3", "first",
"SMS 25 gsm for surgical gowns – after INDEX",
text("""
Dear Ms Doležalová,

Thank you for your time at INDEX in Geneva. You told me that Doležal Medical needs SMS 25 gsm for surgical gowns, so here is our offer for exactly that material:

- SMS nonwoven fabric, 25 gsm, 100% polypropylene, white or blue
- widths of 1.6 m and 3.2 m, or slit to your width, in rolls of 2,000 m
- antistatic and alcohol-repellent finish on request
- tested to EN 13795 for surgical gowns

Delivery by truck from Gaziantep to the Czech Republic takes about five days.

I can send 50 m of each colour so that your production team can sew trial gowns.

Best regards,
Büşra Nur Karakaya
Dış Ticaret Müdürü (Foreign Trade Manager)
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Gaziantep, Turkey | +90 342 337 41 86
"""),
"English; reply to the SMS 25 gsm need the note records after INDEX Geneva; the Czech feminine surname (Doležalová) for the contact and the masculine family name in the company (Doležal Medical, short without s.r.o.); EN 13795",
Twin("company_misspelled", "body", "You told me that Doležal Medical needs", "You told me that Dolezal Medical needs",
     found="Dolezal Medical", expected="Doležal Medical s.r.o.", note="the company without its háček (Dolezal)")),

Mail("P031", "s3", "first",
"Spunbond and SMS nonwoven fabric for شركة البنا للمستلزمات الطبية",
text("""
السيد أحمد البنا المحترم،

I am writing from Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. in Gaziantep, Turkey. We produce spunbond and SMS nonwoven fabric for medical disposables: surgical gowns, drapes, masks, shoe covers and bed sheets.

As مدير قسم المشتريات at شركة البنا للمستلزمات الطبية, you may find our range useful:
- spunbond polypropylene, 15-80 gsm, in any colour
- SMS and SMMS, 25-50 gsm, for gowns and drapes
- shipment from Mersin to Alexandria in about four days, with a EUR.1 certificate so that the fabric enters Egypt duty-free under the Turkey–Egypt free trade agreement

Could you tell me which weights you use most? I will then quote CIF Alexandria.

Best regards,
Büşra Karakaya
Foreign Trade Manager
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
+90 342 337 41 86
"""),
"English with an Arabic salutation (السيد … المحترم); company and title in Arabic script inside English; SMS/SMMS, EUR.1, the Turkey–Egypt FTA, Alexandria",
Twin("title_wrong", "body", "As مدير قسم المشتريات at", "As مدير المبيعات at", found="مدير المبيعات",
     expected="مدير قسم المشتريات", note="a sales manager's title (Arabic) for the head of purchasing")),

Mail("P032", "s3", "first",
"UV-stabilised nonwoven crop covers from Turkey",
text("""
Dear Ms Szpyra,

I am Büşra Karakaya from Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti. in Gaziantep. We make spunbond nonwoven fabric, and a large share of it goes to growers and garden centres in Europe as frost fleece and crop covers.

For Szpyra Ogród Sp. z o.o. we could supply:
- white spunbond of 17, 19 and 23 gsm, UV-stabilised, 1.6 m to 10.5 m wide
- black 50 gsm weed-control fleece
- retail packs (1.6 x 10 m) with Polish labels, ready for garden centres

Our trucks reach Poland in about six days, and under the EU–Turkey customs union there is no duty on our fabric.

Shall I send samples and a price list?

Kind regards,
Büşra Karakaya
Foreign Trade Manager | Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Tel. +90 342 337 41 86
"""),
"English cold introduction; nonwoven fabric as frost fleece and crop covers for a garden company ('Ogród' = garden); company in full with Sp. z o.o.; the EU–Turkey customs union",
Twin("company_missing", "body", "For Szpyra Ogród Sp. z o.o. we could supply:", "For your company we could supply:",
     found="your company", expected="Szpyra Ogród Sp. z o.o.", note="the only mention of the company replaced")),

Mail("P033", "s4", "first",
"Puna yam – price CIF Tilbury",
text("""
Dear Mr Brown,

Thank you for your enquiry. As you prefer puna yam, I have priced only puna (Dioscorea rotundata) from our farmers in the Bono region:

- puna yam, 2-3 kg tubers, cleaned and graded
- 25 kg cartons, 1,080 cartons per 40' ventilated container
- USD 21.50 per carton CIF Tilbury
- next sailings from Tema on the 4th and the 18th of next month

Our yams are packed within three days of harvest and travel in ventilated containers, so they reach Tilbury in good condition after about 16 days.

Please let me know how many cartons Brown & Mensah African Foods would like on the first container.

Kind regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
Sunyani, Ghana | +233 35 202 7416
"""),
"English; reply to the note's request (puna yam, price CIF Tilbury); company short without Ltd; the sender signs without her middle name (Adwoa Sarpong); Dioscorea rotundata, Tema",
Twin("contact_wrong", "body", "Dear Mr Brown,", "Dear Mr Browne,", found="Browne", expected="Brown",
     note="a near-miss English surname in the greeting")),

Mail("P034", "s4", "first",
"Ghanaian white yams for Pauwels Tropical Foods",
text("""
Dear Ms Pauwels,

My name is Adwoa Sarpong, and I manage exports and marketing at Tano Bono Produce & Weaves Limited in Sunyani, Ghana. We buy white yam directly from farmers in the Bono region and ship it to Europe every week.

Rotterdam is our main European port. If Pauwels Tropical Foods B.V. supplies African shops in the Netherlands, our yams could be a good fit:
- puna, laribako and dente varieties
- 1.5-4 kg tubers in 25 kg cartons
- weekly sailings from Tema to Rotterdam, 14-16 days

I would be glad to send you our price list CIF Rotterdam.

Kind regards,
Adwoa Pokuaa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
+233 35 202 7416 | www.tanobono.com.gh
"""),
"English cold introduction; white yam varieties (puna, laribako, dente); company in full and short in the subject; the sender's full name with her middle name",
Twin("company_foreign", "body", "If Pauwels Tropical Foods B.V. supplies", "If Veenstra Exotics B.V. supplies",
     found="Veenstra Exotics B.V.", expected="Pauwels Tropical Foods B.V.",
     note="another Dutch buyer of this set (the dragon fruit importer)")),

Mail("P035", "s4", "follow-up",
"White yams for your Bronx customers – from the New York Produce Show",
text("""
Dear Michael,

Thank you for stopping at our table at the New York Produce Show. You mentioned that most of your customers are West African grocers in the Bronx, and they know exactly what a good yam looks like, so I will keep this short and specific:

- Ghana white yam (puna), 2-4 kg tubers
- 50 lb cartons, as US grocers expect
- ventilated 40' containers from Tema to Newark, about 20 days
- a phytosanitary certificate with every shipment

Mcgrath Produce Distributors could start with half a container to test the market.

I can send you our CIF New York price this week.

Best regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited | Sunyani, Ghana
+233 35 202 7416
"""),
"English; first contact after the New York Produce Show (the note's fair), with the note's customers (West African grocers in the Bronx); company short without ', Inc.', spelled 'Mcgrath' as recorded; 50 lb cartons, Newark",
Twin("category_wrong", "body", "- Ghana white yam (puna), 2-4 kg tubers", "- Ghana cocoyam, 1-2 kg corms",
     found="cocoyam", expected="white yams", note="a neighbouring West African root crop (cocoyam) for white yam")),

Mail("P036", "s4", "first",
"Handwoven kente cloth from Ghana",
text("""
Dear Ms Gonzalez,

I am Adwoa Sarpong of Tano Bono Produce & Weaves Limited in Sunyani, Ghana. Alongside our produce business, we work with master weavers in Bonwire, the home of kente, and sell their cloth abroad.

As a fabric buyer, you may be looking for kente for graduation stoles, church wear or designer collections. We can supply:
- handwoven kente strips, about 10 cm wide and 2 m long
- full pieces sewn from 24 strips
- cotton, rayon and silk-blend yarns, in traditional Asante patterns or in your own colours

All our cloth is woven by hand, not printed, and each piece carries the weaver's name.

Would Gonzalez Textiles like a sample pack of six patterns?

Kind regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
+233 35 202 7416
"""),
"English cold introduction; the recorded title lower-cased in a sentence ('As a fabric buyer'); company short (Gonzalez Textiles); Bonwire, Asante patterns; produce named as the sender's other business",
Twin("company_misspelled", "body", "Would Gonzalez Textiles like", "Would Gonzales Textiles like",
     found="Gonzales Textiles", expected="Gonzalez Textiles & Design Inc.", note="z and s confused in the family name (Gonzales)")),

Mail("P037", "s4", "first",
"Kente tissé main du Ghana – Tissus Richer",
text("""
Bonjour Monsieur Richer,

Je me permets de vous écrire au nom de Tano Bono Produce & Weaves Limited, à Sunyani, au Ghana. Nous travaillons avec des tisserands de Bonwire, le village d'origine du kente, et nous exportons leurs étoffes tissées à la main.

Pour Tissus Richer inc., nous pourrions proposer :
- des bandes de kente de 10 cm de large, vendues par 2 m
- des pièces complètes de 24 bandes cousues
- des étoles de finissants, prêtes pour les remises de diplômes

Nos envois vers le Canada partent de Tema et arrivent à Montréal en trois semaines environ.

En tant qu'acheteur de tissus, vous voudrez sans doute toucher l'étoffe : je vous envoie volontiers un jeu d'échantillons.

Cordialement,

Adwoa Sarpong
Responsable export et marketing
Tano Bono Produce & Weaves Limited
Sunyani, Ghana – +233 35 202 7416
"""),
"French (Québec usage: 'étoles de finissants'); company with the lower-case Québec 'inc.' and short in the subject; the recorded title with 'de' inside a sentence ('En tant qu'acheteur de tissus'); sender title in French; Montréal",
Twin("company_missing", "body", "Pour Tissus Richer inc., nous", "Pour votre entreprise, nous",
     found="votre entreprise", expected="Tissus Richer inc.",
     more=[("subject", "– Tissus Richer", "– pour votre boutique")],
     note="the company in subject and body replaced ('votre boutique', 'votre entreprise')")),

Mail("P038", "s4", "first",
"Grains of paradise – kosher certificate and steam-sterilised lot",
text("""
Dear Lidor,

Thank you for your enquiry. Both things you asked for are possible:

1. Kosher certificate: our grains of paradise are certified kosher (pareve); the current certificate is attached.
2. Steam-sterilised lot: we steam-sterilise in partnership with a plant in Tema, and the next lot (300 kg of whole seeds) will be ready in two weeks, with a microbiology report.

The seeds come from Aframomum melegueta pods, hand-picked and sun-dried by our farmers.

The price for the sterilised lot is USD 14.80 per kg CIF Ashdod, in 10 kg cartons.

Please confirm and we will book the lot for נתשה תבלינים.

Kind regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited | Sunyani, Ghana
+233 35 202 7416
"""),
"English; reply to both requests the note records (kosher certificate, steam-sterilised lot); greeting by the given name (Israeli usage); company short in Hebrew script without בע\"מ; Aframomum melegueta, pareve, Ashdod",
Twin("sender_wrong", "body", "Tano Bono Produce & Weaves Limited", "Tano Bono Produce & Weaving Limited",
     found="Tano Bono Produce & Weaving Limited", expected="Tano Bono Produce & Weaves Limited",
     note="the sender's own company misspelled (Weaving for Weaves)")),

Mail("P039", "s4", "first",
"Maniguette (graines de paradis) du Ghana",
text("""
Monsieur Paris,

Je me permets de vous contacter au sujet de la maniguette, ou graines de paradis (Aframomum melegueta), que nous exportons depuis Sunyani, au Ghana.

Chez Tano Bono Produce & Weaves Limited, nous achetons les gousses directement aux cueilleurs, puis nous les séchons et les trions nous-mêmes. Pour une maison comme Épices Paris & Fils, nous proposons :
- des graines entières, triées et nettoyées, en sacs de 10 kg
- des gousses entières, pour la présentation en épicerie fine
- une analyse microbiologique et un certificat d'origine pour chaque lot

Les chefs comme les distillateurs de gin l'apprécient pour ses notes poivrées et citronnées ; je serais ravie de vous envoyer 500 g d'échantillon.

Bien cordialement,

Adwoa Sarpong
Responsable export et marketing
Tano Bono Produce & Weaves Limited
Sunyani, Ghana · +233 35 202 7416
"""),
"French cold introduction; the category in French (maniguette, graines de paradis); 'Monsieur Paris,' (the contact's surname is also a city); company short without SARL",
Twin("company_foreign", "body", "Pour une maison comme Épices Paris & Fils,", "Pour une maison comme Arnaud Saveurs d'Asie,",
     found="Arnaud Saveurs d'Asie", expected="Épices Paris & Fils SARL",
     note="another French buyer of this set (the fish sauce importer)")),

Mail("P040", "s4", "first",
"Grains of paradise – COA and 5 kg sample for your gin",
text("""
Dear Ms Yamamoto,

Thank you for your interest in our grains of paradise for your craft gin. As requested:

- the certificate of analysis of our current lot is attached (moisture, volatile oil, microbiology, and pesticide residues checked against Japan's positive list)
- a 5 kg sample of whole seeds will leave Accra by DHL on Thursday and should reach 株式会社山本蒸溜所 early next week

Many gin distillers use grains of paradise for their peppery, citrus note; our seeds are hand-picked and sun-dried, so the aroma stays bright.

Please let me know when the sample arrives.

Kind regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
Sunyani, Ghana | +233 35 202 7416
"""),
"English; reply to both requests the note records (COA, 5 kg sample) for a craft gin distillery; the Japanese family name romanised (Ms Yamamoto); company in kanji inside English; Accra, Japan's positive list",
Twin("contact_wrong", "body", "Dear Ms Yamamoto,", "Dear Ms Yamada,", found="Yamada", expected="山本 裕美子",
     note="another Japanese family name (Yamada for Yamamoto) in the greeting")),
]
