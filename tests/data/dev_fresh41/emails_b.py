"""Natural e-mails N021-N040 (buyers P021-P040, one each), with the edit each twin gets."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail(
        "P021", "s2",
        "Botones de tagua ecuatoriana para Botones Luna",
        """\
Estimada Sra. Luna:

Le escribo desde Cuenca, Ecuador, en nombre de Tomebamba Paja y Tagua Cía. Ltda. Fabricamos botones de tagua, la semilla de palma que llaman «marfil vegetal», y exportamos ya a confeccionistas de Italia, Alemania y Japón.

Como responsable de compras de Botones Luna S.L., sabrá que cada vez más marcas piden botones naturales y compostables. La tagua se tiñe de forma uniforme, no se astilla al coser y conserva una veta propia que la distingue del poliéster. Ofrecemos modelos de dos y cuatro agujeros y de pie, del 14L al 54L, con grabado láser del logotipo del cliente.

Si le interesa, le envío un muestrario y nuestra lista de precios FOB Guayaquil.

Atentamente,
Paola Cristina Quizhpi Guamán
Gerente de Exportaciones
Tomebamba Paja y Tagua Cía. Ltda.
Cuenca – Ecuador
Tel. +593 7 284 1592""",
        "Spanish cold introduction; `Estimada Sra. Luna:` with a colon; the title in lower case "
        "in a sentence; other countries named as existing markets (Italia, Alemania, Japón); the "
        "sender's full name.",
        Twin("sender_wrong", "Gerente de Exportaciones\nTomebamba Paja y Tagua Cía. Ltda.",
             "Gerente de Exportaciones\nTomebamba Paja y Tagua S.A.",
             "Tomebamba Paja y Tagua Cía. Ltda.", "the sender's legal form changed in the signature",
             found="Tomebamba Paja y Tagua S.A."),
    ),
    # N022
    Mail(
        "P022", "s2",
        "Pulpa de naranjilla congelada en bolsas de 1 kg",
        """\
Estimado Bernardo:

Fue un gusto conversar con usted en Fruit Attraction, en Madrid. Me comentó que abastece a tiendas latinas de Madrid y Barcelona y que le interesaban bolsas de 1 kg de pulpa congelada; aquí le dejo los datos.

Nuestra pulpa de naranjilla (lulo, como la conocen sus clientes colombianos) se elabora en Cuenca con fruta de los valles subtropicales de Morona Santiago, sin azúcar ni conservantes, pasteurizada y congelada a −18 °C. La bolsa de 1 kg va en cajas de 12 kg; un contenedor reefer de 20 pies lleva unas 18 toneladas.

El precio para Frutas Tropicales Carrillo S.A. es de 2,35 USD/kg FOB Guayaquil o 3,10 USD/kg CFR Algeciras, para pedidos a partir de un contenedor. Le puedo enviar una caja de muestra por courier refrigerado.

Un saludo cordial,
Paola Quizhpi
Tomebamba Paja y Tagua Cía. Ltda.
Cuenca, Ecuador""",
        "Spanish; first e-mail after the fair the note records, with the 1 kg packs it asked for; "
        "given-name greeting; the product's Colombian name (lulo); prices, Incoterms and ports.",
        Twin("category_wrong", "Nuestra pulpa de naranjilla (lulo", "Nuestra pulpa de maracuyá (lulo",
             "frozen naranjilla pulp", "a neighbouring fruit pulp (passion fruit) for naranjilla",
             found="pulpa de maracuyá"),
    ),
    # N023
    Mail(
        "P023", "s2",
        "Frozen naranjilla pulp from Ecuador",
        """\
Dear Ms Everde,

I'm contacting you because Everde Tropical Foods B.V. is one of the few Dutch importers with a dedicated frozen tropical range, and I believe naranjilla is missing from most of those ranges.

Naranjilla (lulo in Colombia) is a small orange fruit from the Andean foothills with a sharp citrus-pineapple taste; in Ecuador it is the basis of the everyday jugo de naranjilla. We process it at Tomebamba Paja y Tagua Cía. Ltda. in Cuenca into a seedless frozen pulp, 100% fruit, in 1 kg and 10 kg packs – suitable for retail, smoothie bars and food service.

As category manager for frozen, would you like to try a sample box? We ship reefer containers to Rotterdam every two weeks.

Kind regards,
Paola Quizhpi Guamán
Export Manager
Tomebamba Paja y Tagua Cía. Ltda., Cuenca, Ecuador
pquizhpi@tomebambapaja.com.ec""",
        "English cold introduction; the Dutch title `Category manager diepvries` translated "
        "(`category manager for frozen`); Colombia named for the fruit's other name.",
        Twin("company_missing", "because Everde Tropical Foods B.V. is one",
             "because your company is one", "Everde Tropical Foods B.V.",
             "the only mention of the company replaced by `your company`", found="your company"),
    ),
    # N024
    Mail(
        "P024", "s3",
        "Huile de citronnelle de Ceylan – certificat IFRA, CoA et GC-MS",
        """\
Monsieur Bernier,

Suite à votre demande, je vous adresse en pièce jointe les documents relatifs à notre huile essentielle de citronnelle de Ceylan (Cymbopogon nardus) : le certificat de conformité IFRA (51e amendement), le certificat d'analyse (CoA) du lot NC-2411 et le rapport GC-MS correspondant.

Vous y trouverez un taux de géraniol total de 58 %, du citronellal à 9 % et du limonène à 11 %, conformes à la norme ISO 3849. Notre huile est distillée à la vapeur à partir d'herbe cultivée dans la région de Matara, dans le sud du Sri Lanka, et conditionnée en fûts de 180 kg.

Si ces documents conviennent à Arômes Bernier SAS, je vous enverrai volontiers un échantillon de 100 ml pour vos essais en laboratoire.

Je vous prie d'agréer, Monsieur, mes salutations distinguées.

Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
Matara, Sri Lanka
tharindu.j@nilwala-agro.lk | +94 41 222 7385""",
        "French reply to the request the note records (IFRA, CoA, GC-MS); `Monsieur Bernier,` "
        "alone; the sender without his middle name; the English title in a French mail.",
        Twin("sender_wrong", "tharindu.j@nilwala-agro.lk |", "tharindu.j@nilwala-agro.com |",
             "tharindu.j@nilwala-agro.lk", "the sender's e-mail domain changed (.com for .lk)",
             found="tharindu.j@nilwala-agro.com"),
    ),
    # N025
    Mail(
        "P025", "s3",
        "Ceylon citronella oil for your aroma blends",
        """\
नमस्कार नेहा जी,

I am Tharindu Jayasuriya from Nilwala Agro & Rubber Industries in Matara, Sri Lanka. We distil Ceylon-type citronella oil (Cymbopogon nardus) from grass grown by some 300 smallholders in the southern hills.

Indian aroma houses mostly buy Java-type citronella, which is richer in citronellal. The Ceylon type is different – higher in geraniol, with a fresher, woodier note – and many of our customers in India use it in agarbatti, mosquito-repellent blends and soaps where Java oil smells too sharp. I thought देशपांडे अरोमा प्रायव्हेट लिमिटेड might like to compare the two.

We pack in 25 kg and 180 kg drums; transit from Colombo to Nhava Sheva is under a week. I can courier a 50 ml sample to your purchase team.

Regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
+94 41 222 7385""",
        "English cold introduction with a Marathi greeting (`नमस्कार नेहा जी`); the company in "
        "Devanagari inside English; the sender's company once without its legal form; Java named "
        "as the other oil type.",
        Twin("country_wrong", "our customers in India use it", "our customers in Bangladesh use it",
             "India", "a neighbouring country for the buyer's", found="Bangladesh"),
    ),
    # N026
    Mail(
        "P026", "s3",
        "Ceylon citronella oil – samples for your spa and aroma range",
        """\
เรียน คุณวรรณาต,

My name is Tharindu Jayasuriya, export sales manager at Nilwala Agro & Rubber Industries (Pvt) Ltd in Matara, southern Sri Lanka. We produce steam-distilled Ceylon citronella oil and supply spa-product and incense makers across Asia.

Because บริษัท ปรีชากุลเศรษฐ์ อโรมา จำกัด works with aroma oils, I hoped you, as head of purchasing, would be the right person to look at our oil. Ceylon citronella has a softer, more floral scent than the Java type common in Thailand, which is why spa brands often prefer it for massage blends and room sprays. Each drum comes with a CoA and an IFRA certificate.

We can ship 25 kg drums by sea to Laem Chabang in about ten days. May I send you a sample and our price list?

Best regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
Matara, Sri Lanka | +94 41 222 7385""",
        "English cold introduction with a Thai greeting (`เรียน คุณ` + given name, as Thais "
        "address each other); the Thai company with บริษัท … จำกัด inside English; "
        "หัวหน้าฝ่ายจัดซื้อ translated as `head of purchasing`.",
        Twin("contact_wrong", "เรียน คุณวรรณาต,", "เรียน คุณวรรณา,", "วรรณาต ปรีชากุลเศรษฐ์",
             "the given name with its last letter dropped (another name)", found="คุณวรรณา,"),
    ),
    # N027
    Mail(
        "P027", "s3",
        "Press-on bands 21x7x15 for your Jungheinrich trucks",
        """\
Dear Mr Bany,

Thank you for visiting our booth at LogiMAT in Stuttgart. You mentioned that Bany Wózki Widłowe needs press-on bands in 21x7x15 for Jungheinrich trucks, so I checked our production plan.

We make the 21x7x15 press-on band in two compounds: a standard black one and a non-marking grey one for warehouses with painted floors. Both are vulcanised onto a steel base ring to ETRTO tolerances. The standard band costs 48 EUR per piece, the non-marking 55 EUR, FCA Colombo, for orders from 100 pieces.

Our solid rubber tyres are made from Sri Lankan natural rubber in our factory near Matara; we already supply distributors in Germany and the Czech Republic. If you send me your yearly volumes, I will prepare a full offer.

Best regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
tharindu.j@nilwala-agro.lk""",
        "English; first e-mail after the fair the note records, answering its size and truck "
        "brand; the company without `sp.j.`; `press-on bands` as a kind of solid tyre; other "
        "countries as existing markets.",
        Twin("category_wrong", "Our solid rubber tyres are made", "Our pneumatic tyres are made",
             "solid rubber tyres", "the neighbouring product (pneumatic tyres) for solid ones",
             found="pneumatic tyres"),
    ),
    # N028
    Mail(
        "P028", "s3",
        "Solid rubber tyres for your forklift fleet",
        """\
Уважаема г-жо Градинарова,

I hope this finds you well. I'm Tharindu Jayasuriya, responsible for export sales at Nilwala Agro & Rubber Industries (Pvt) Ltd, a Sri Lankan maker of solid rubber tyres for forklifts, airport tractors and industrial trailers.

Logistics companies like Градинарова Логистик ЕООД often run mixed forklift fleets, and solid tyres are the part that wears fastest. Ours are built in three layers – a hard base, a cushioning centre and a cut-resistant tread – and last on average 20–30% longer than budget tyres, which cuts downtime.

We stock the most common sizes (6.50-10, 18x7-8, 28x9-15 and 250-15), in black and non-marking, and ship to Varna in about four weeks. Would a price list in EUR be useful?

Kind regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd, Matara, Sri Lanka""",
        "English cold introduction with a Bulgarian greeting (`г-жо` + the family name in the "
        "vocative form it keeps); the Cyrillic company with ЕООД inside English; tyre sizes.",
        Twin("company_foreign", "companies like Градинарова Логистик ЕООД often",
             "companies like Лазова Гуми ДООЕЛ often", "Градинарова Логистик ЕООД",
             "the North Macedonian buyer's company of this set, same category (P029)",
             found="Лазова Гуми ДООЕЛ"),
    ),
    # N029
    Mail(
        "P029", "s3",
        "Solid rubber tyres from Sri Lanka – a supplier for Лазова Гуми",
        """\
Dear Ms Lazova,

As procurement manager at Лазова Гуми ДООЕЛ you will already have suppliers for passenger and truck tyres; I would like to offer you a specialist one for solid rubber tyres.

Nilwala Agro & Rubber Industries (Pvt) Ltd makes solid and press-on tyres for forklifts and industrial vehicles in Matara, Sri Lanka, from our own natural rubber. Sri Lanka produces a large share of the world's solid tyres, and we can offer European quality at prices that leave your dealers a fair margin.

We do not yet have a distributor in North Macedonia. Mixed containers of 300 to 600 tyres reach the country via Thessaloniki in around five weeks, and we support new partners with stock advice and marketing material in English.

Would you be open to a short call next week?

Best regards,
Tharindu Jayasuriya
Manager, Export Sales
+94 41 222 7385 | www.nilwala-agro.lk""",
        "English cold introduction; the Macedonian name transliterated (`Ms Lazova`) while the "
        "company stays in Cyrillic; `procurement manager` for Менаџер за набавки; Thessaloniki "
        "as the port.",
        Twin("country_wrong", "distributor in North Macedonia.", "distributor in Albania.",
             "North Macedonia", "a neighbouring country for the buyer's", found="Albania"),
    ),
    # N030
    Mail(
        "P030", "s3",
        "Fresh betel leaves from Sri Lanka – weekly air shipments",
        """\
Assalam-o-Alaikum Mr Umar,

Sri Lankan betel leaves are well known in Pakistan, and I would like to introduce Nilwala Agro & Rubber Industries (Pvt) Ltd as a direct source for Umar Paan Traders (Pvt.) Ltd.

We buy fresh betel leaves (bulath) every morning from growers in Kurunegala and the southern province, grade them by size and colour, and pack them in ventilated baskets of 40 kg lined with banana leaves. Shipments leave Colombo by air within 24 hours of picking and reach Karachi the next day, which keeps the leaves green and crisp.

As Director Procurement you will want consistent grading and a phytosanitary certificate with every shipment – both are standard for us. We can start with two shipments per week.

Could you tell me your weekly volume so I can quote C&F Karachi?

Best regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
Matara, Sri Lanka
+94 41 222 7385""",
        "English cold introduction with an Urdu-style greeting; the title in the Pakistani word "
        "order; the two companies' different legal-form spellings (`(Pvt) Ltd` and `(Pvt.) "
        "Ltd.`); the Sinhala word bulath.",
        Twin("company_misspelled", "source for Umar Paan Traders (Pvt.) Ltd.",
             "source for Umer Paan Traders (Pvt.) Ltd.", "Umar Paan Traders (Pvt.) Ltd.",
             "the family name in the company spelled the other common way (Umer)",
             found="Umer Paan Traders (Pvt.) Ltd."),
    ),
    # N031
    Mail(
        "P031", "s3",
        "أوراق التنبول الطازجة من سريلانكا",
        """\
السيد راشد الكتبي المحترم،

تحية طيبة وبعد،

يسرّني أن أعرّفكم بشركة Nilwala Agro & Rubber Industries (Pvt) Ltd من مدينة ماتارا في سريلانكا، وهي من مصدّري أوراق التنبول (البان) الطازجة إلى أسواق الخليج.

نعلم أن شركة الكتبي لتجارة الخضروات والفواكه ذ.م.م تزوّد أسواق الجاليات الآسيوية في الإمارات، حيث يزداد الطلب على أوراق التنبول الطازجة على مدار السنة. نحن نقطف الأوراق صباحاً ونفرزها حسب الحجم واللون ونشحنها جواً من كولومبو إلى دبي خلال 24 ساعة، في سلال مهوّاة وزن كل منها 20 كغ، مع شهادة صحة نباتية لكل شحنة.

وبصفتكم مدير المشتريات، يسعدني أن أرسل إليكم قائمة الأسعار وشروط التوريد الأسبوعي.

مع خالص التحية،
Tharindu Jayasuriya
مدير مبيعات التصدير
Nilwala Agro & Rubber Industries (Pvt) Ltd
ماتارا، سريلانكا
+94 41 222 7385""",
        "Arabic cold introduction (`السيد … المحترم`, `تحية طيبة وبعد`); the sender's company in "
        "Latin inside Arabic, his title and town in Arabic; the UAE as الإمارات.",
        Twin("title_wrong", "وبصفتكم مدير المشتريات،", "وبصفتكم مدير المبيعات،", "مدير المشتريات",
             "a sales manager's title for the purchasing manager's", found="مدير المبيعات"),
    ),
    # N032
    Mail(
        "P032", "s3",
        "Fresh Sri Lankan betel leaves for Nepal",
        """\
नमस्ते दिगविजया जी,

I am writing from Nilwala Agro & Rubber Industries (Pvt) Ltd in Matara, Sri Lanka. We export fresh betel leaves to South Asia and the Gulf, and would like to offer them to पन्त ट्रेडर्स प्रा. लि. for the Nepali market.

Our leaves are the broad, dark-green Sri Lankan type that paan makers value for their mild taste. They are graded by hand, packed in 20 kg ventilated baskets and flown from Colombo to Kathmandu, arriving within two days of picking. Every shipment carries a phytosanitary certificate from the Sri Lankan Department of Agriculture.

If you tell me how many baskets you would need each week, I will send you a quotation CPT Kathmandu.

With best regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
tharindu.j@nilwala-agro.lk | +94 41 222 7385""",
        "English cold introduction with a Nepali greeting (given name + जी); the company in "
        "Devanagari with `प्रा. लि.` inside English; Nepal in the subject, `Nepali market` in the "
        "body.",
        Twin("artifact", "graded by hand, packed", "graded by hand, graded by hand, packed",
             "graded by hand", "a doubled phrase", found="graded by hand, graded by hand"),
    ),
    # N033
    Mail(
        "P033", "s4",
        "Cobalt hydroxide from the Zambian Copperbelt",
        """\
장은지 과장님께,

I am Mutale Musonda, export sales manager at Nkana Hardwoods & Minerals Limited in Kitwe, Zambia. Besides hardwoods and grain, we market cobalt hydroxide from two Copperbelt processing plants, and Korea's cathode and precursor makers are among the buyers we most want to work with.

Our cobalt hydroxide contains 32–36% Co on a dry basis, with low manganese and magnesium, and is shipped in 1.5 t bulk bags through Dar es Salaam or Durban. Each lot comes with an assay certificate from an independent laboratory, and our supply chain is audited against the OECD Due Diligence Guidance.

If 장원소재 주식회사 is looking to add a second source next year, I would be glad to send our specification and a sample for your raw-material purchasing team.

Kind regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
Kitwe, Zambia | +260 212 228 614""",
        "English cold introduction with a Korean greeting (full name + 과장님께 from the title); "
        "the Korean company with 주식회사 after the name inside English; the sender without her "
        "middle name; Korea named as a market.",
        Twin("company_misspelled", "If 장원소재 주식회사 is", "If 장원소제 주식회사 is", "장원소재 주식회사",
             "a near-homophone syllable (제 for 재) in the company name", found="장원소제 주식회사"),
    ),
    # N034
    Mail(
        "P034", "s4",
        "水酸化コバルトの仕様およびOECDデューデリジェンス報告書について",
        """\
渡辺金属株式会社
資材調達課長　渡辺七夏様

お世話になっております。ザンビアのNkana Hardwoods & Minerals Limited、輸出営業担当のMutale Musondaでございます。

先日お問い合わせいただいた水酸化コバルトの件につき、ご回答申し上げます。

・コバルト含有量：最低30%（乾量基準、実績平均34%）
・銅（Cu）：1.0%以下
・マンガン（Mn）：3.0%以下
・OECDデューデリジェンス・ガイダンスに基づく年次報告書（英語版）を添付いたします。

各ロットには第三者機関による分析証明書を添付し、ダルエスサラーム港から大阪港または名古屋港向けに出荷いたします。

ご検討のほど、よろしくお願い申し上げます。

Mutale Musonda（ムタレ・ムソンダ）
輸出営業マネージャー
Nkana Hardwoods & Minerals Limited
ザンビア・キトウェ
+260 212 228 614""",
        "Japanese reply to the request the note records (Co content, Cu/Mn limits, OECD report); "
        "the Japanese business address block (company, title, name + 様); the sender's name in "
        "katakana beside the Latin, her title and town in Japanese.",
        Twin("note_wrong", "先日お問い合わせいただいた", "先日、Battery Japan展でお会いした際にお問い合わせいただいた",
             "Asked for the cobalt content (min. 30%), Cu and Mn limits and an OECD due-diligence "
             "report.", "a meeting at a fair claimed for a buyer whose note records none",
             found="Battery Japan展でお会いした"),
    ),
    # N035
    Mail(
        "P035", "s4",
        "Kobalthydroxide uit Zambia – een nieuwe bron voor Engels Metals",
        """\
Beste mevrouw Engels,

Mijn naam is Mutale Musonda, exportverantwoordelijke bij Nkana Hardwoods & Minerals Limited in Kitwe, in de Zambiaanse Copperbelt. Ik schrijf u omdat u als aankoopverantwoordelijke grondstoffen bij Engels Metals NV misschien een extra bron van kobalthydroxide zoekt.

Wij leveren kobalthydroxide met 32 tot 36 % Co (droge stof), in big bags van 1,5 ton, verscheept via Dar es Salaam of Walvis Bay naar Antwerpen. Elke partij wordt onafhankelijk geanalyseerd, en onze keten is geaudit volgens de OESO-richtlijnen voor due diligence, die de nieuwe EU-batterijverordening vraagt.

Mag ik u onze specificaties en een staal toesturen?

Met vriendelijke groeten,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
Kitwe, Zambia
mutale.musonda@nkanahm.co.zm""",
        "Flemish Dutch cold introduction (`staal` for sample, `OESO`); the buyer's Flemish title "
        "written as recorded, in lower case in a sentence; the sender's title in Dutch and in "
        "English.",
        Twin("contact_wrong", "Beste mevrouw Engels,", "Beste mevrouw Engelen,", "Tine Engels",
             "a near-miss family name in the greeting", found="mevrouw Engelen"),
    ),
    # N036
    Mail(
        "P036", "s4",
        "Mukwa parquet blocks – legal harvest documents for UKTR",
        """\
Dear Jodie,

Thanks for your enquiry. Below is what we can provide so that Begum Timber Flooring can meet its UKTR due-diligence obligations for our mukwa parquet:

- harvesting licence and annual allowable cut from the Zambian Forestry Department for the concession in Mwinilunga district
- timber movement permits and an export permit for each consignment
- a chain-of-custody statement linking every container to the concession
- a note that mukwa (Pterocarpus angolensis) is not CITES-listed, so no CITES permit is needed

On size: yes, we cut 70 x 280 mm blocks, 20 mm thick, kiln-dried to 9–11% and bundled in shrink-wrapped packs of 1 m². A 20 ft container holds about 1,100 m².

Shall I put together a quotation CIF Felixstowe?

Best regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
Kitwe, Zambia | +260 212 228 614""",
        "English reply to the request the note records (UKTR, 70 x 280 mm); the company without "
        "`Ltd`; a list; the botanical name; CITES named as not applicable.",
        Twin("company_missing", "so that Begum Timber Flooring can meet", "so that your company can meet",
             "Begum Timber Flooring Ltd", "the only mention of the company replaced by `your "
             "company`", found="your company"),
    ),
    # N037
    Mail(
        "P037", "s4",
        "Mukwa – an African hardwood for Croatian parquet",
        """\
Poštovani gospodine Zeba,

Croatian parquet makers are known for oak, and I would not try to replace it. But if Zeba Parketi d.o.o. is looking for a warm, golden-brown exotic to complement your oak range, mukwa (Pterocarpus angolensis, also called kiaat or African teak) may interest you.

Nkana Hardwoods & Minerals Limited in Kitwe, Zambia, saws and kiln-dries mukwa from managed concessions in north-western Zambia. It is stable, moves little with humidity and is hard enough for floors. We supply mukwa parquet as lamellas, blocks and unfinished strips to your specifications, or as sawn boards if you prefer to machine them yourselves.

Delivery to Rijeka takes about six weeks from Dar es Salaam. May I send some samples?

Srdačan pozdrav,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited""",
        "English cold introduction with a Croatian greeting and closing (`Poštovani gospodine "
        "Zeba`); the wood's other names (kiaat, African teak) and oak named as the buyer's own "
        "range.",
        Twin("category_wrong", "We supply mukwa parquet as lamellas", "We supply iroko parquet as lamellas",
             "mukwa parquet", "a neighbouring African hardwood parquet (iroko) for mukwa",
             found="iroko parquet"),
    ),
    # N038
    Mail(
        "P038", "s4",
        "Mukwa parquet for Φωκαδελής Ξυλεία",
        """\
Αξιότιμε κύριε Φωκαδελή,

I am writing from Kitwe, Zambia, on behalf of Nkana Hardwoods & Minerals Limited. We produce mukwa parquet – an African hardwood with a honey-to-reddish-brown colour and a fine, interlocked grain – and export it to flooring importers in Europe and the Middle East.

As procurement director of Φωκαδελής Ξυλεία Α.Ε. you may be interested in a hardwood that holds its shape well in the Greek climate: mukwa shrinks less than oak from green to dry and resists termites naturally. We offer 10 and 15 mm lamellas, 22 mm blocks and pre-finished planks, all kiln-dried to 8–10%.

Containers reach Piraeus from Durban in around four weeks. I would be glad to send you our price list.

Με εκτίμηση,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
+260 212 228 614""",
        "English cold introduction with a Greek greeting (vocative `Φωκαδελή`) and closing; the "
        "Greek company with Α.Ε. inside English, without it in the subject; the title "
        "translated.",
        Twin("sender_wrong", "Export Sales Manager\nNkana Hardwoods & Minerals Limited\n+260",
             "Export Sales Manager\nNkana Hardwood & Minerals Limited\n+260",
             "Nkana Hardwoods & Minerals Limited", "the sender's company misspelled in the "
             "signature (Hardwood for Hardwoods)", found="Nkana Hardwood & Minerals Limited"),
    ),
    # N039
    Mail(
        "P039", "s4",
        "Non-GMO white maize for Mburu Grain Millers – aflatoxin and KEBS",
        """\
Dear Dorcas,

It was good to meet you at the Nairobi International Trade Fair. As you explained, your mill needs white maize with aflatoxin below 10 ppb and a KEBS certificate for every consignment.

Our white maize is grown by commercial farmers in Zambia's Central and Copperbelt provinces, dried to 12.5% moisture and cleaned to Grade 1. Every truck is sampled at loading and tested for total aflatoxin by an accredited laboratory; last season's average was 3.2 ppb. We arrange pre-export verification of conformity with a KEBS-approved inspection agent, so the certificate travels with the trucks.

We can deliver by road through Tunduma and Namanga, or by rail and truck via Dar es Salaam, in lots of 30 to 1,000 tonnes. Would a price per tonne delivered to your mill help you compare?

Best regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
Kitwe, Zambia""",
        "English; first e-mail after the fair the note records, answering its aflatoxin and KEBS "
        "needs; given-name greeting; the company in the subject without `Ltd`; border posts and "
        "Tanzania's port as the route.",
        Twin("artifact", "Our white maize is grown", "Our {product_category} is grown", "white maize",
             "a template placeholder left in the text", found="{product_category}"),
    ),
    # N040
    Mail(
        "P040", "s4",
        "Maïs blanc rendu Lubumbashi – notre prix",
        """\
Monsieur Mukendi,

Suite à votre demande, je vous communique notre prix pour du maïs blanc livré par camion via le poste frontière de Kasumbalesa.

Pour un lot de 600 tonnes (20 camions de 30 t), le prix est de 305 USD la tonne, rendu Lubumbashi, dédouanement côté zambien compris. Il s'agit de maïs blanc non OGM de qualité Grade 1, humidité 12,5 % maximum, en sacs de 50 kg ; chaque camion est accompagné d'un certificat phytosanitaire et d'un certificat d'origine COMESA.

Nous livrons déjà plusieurs minoteries en République démocratique du Congo et connaissons bien les formalités à la frontière. Pour la Minoterie Mukendi SARL, nous pouvons assurer des livraisons régulières de mai à décembre.

Je reste à votre disposition.

Cordialement,
Mutale Musonda
Responsable des ventes export
Nkana Hardwoods & Minerals Limited
Kitwe, Zambie
+260 212 228 614""",
        "French reply to the request the French note records (price delivered Lubumbashi via "
        "Kasumbalesa); `DR Congo` written out in French; the sender's title translated.",
        Twin("country_wrong", "minoteries en République démocratique du Congo",
             "minoteries en République du Congo", "DR Congo",
             "the neighbouring Republic of the Congo for the DR Congo", found="République du Congo"),
    ),
]
