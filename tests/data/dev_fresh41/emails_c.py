"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, P009 and P033
without), with the edit each twin gets."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail(
        "P001", "s1",
        "Dolomiittilaatat saunan seinään – ehdittekö katsoa hinnaston?",
        """\
Hei Ilkka,

lähetin teille Habitaren jälkeen hinnaston hiotuista 30 mm:n dolomiittilaatoista saunan seiniin. Halusin varmistaa, että viesti tuli perille, ja kysyä, onko teillä siitä kysyttävää.

Meillä on nyt valmiina näytelaatikko, jossa on kuusi 300 x 600 mm:n laattaa hiottuna ja harjattuna. Voimme lähettää sen Kiviliike Lehtisen varastolle vielä ennen joulua, jolloin ehditte näyttää kiveä asiakkaillenne ennen kevään saunaremontteja.

Kertoisitteko vain, mihin osoitteeseen laatikon saa toimittaa?

Ystävällisin terveisin
Kadri-Liis Vaher
Kaali Kivi & Mahl OÜ, Kuressaare
+372 453 3127""",
        "Finnish follow-up on the writer's own price list (after the fair the note records); the "
        "company inflected in the genitive (`Kiviliike Lehtisen`); the fair inflected "
        "(`Habitaren`).",
        Twin("artifact", "Halusin varmistaa, että viesti", "Halusin varmistaa, että että viesti",
             "että", "a doubled word", found="että että"),
    ),
    # N042
    Mail(
        "P002", "s1",
        "CE marking and EN 12371 frost test for our dolomite slabs",
        """\
Dear Mr Hermighausen,

You asked for the CE marking and the frost resistance results before placing a first order, so here they are in short:

1. Our dolomite slabs are CE-marked under EN 1341; the declaration of performance is attached in German and English.
2. Frost resistance was tested to EN 12371 by an accredited laboratory: 56 freeze–thaw cycles with no visible damage and a loss of flexural strength under 10%.

I hope this answers the question for Hermighausen Naturstein GmbH. If so, our standard lead time for a first truckload is three weeks from order.

Best regards,
Kadri-Liis Vaher
Export Manager, Kaali Kivi & Mahl OÜ
Kuressaare, Estonia""",
        "English, another writer's shorter first e-mail answering the request the note records; "
        "a numbered list; standards and test figures.",
        Twin("company_foreign", "question for Hermighausen Naturstein GmbH.", "question for Naturkost Faust e.K.",
             "Hermighausen Naturstein GmbH", "another German buyer's company of this set (P010)",
             found="Naturkost Faust e.K."),
    ),
    # N043
    Mail(
        "P004", "s1",
        "Sample box of dolomite for your hotel bathroom projects",
        """\
Dear Ms Sato,

I hope the sample box we sent after the show has arrived safely. It contains honed dolomite in the three sizes we discussed for hotel bathrooms: 600 x 600 x 20 mm for floors, 300 x 600 x 15 mm for walls and a 30 mm offcut for vanity tops.

If your design team would like a different finish, for example brushed for shower floors, we can cut new samples within a week. I would also be happy to join a video call with you, as purchasing section manager, and your designers to talk through quantities and delivery dates.

Kind regards,
Kadri-Liis Vaher
Export Manager
Kaali Kivi & Mahl OÜ
kadri-liis.vaher@kaalikivi.ee""",
        "English follow-up on the writer's own sample box (the note's show and question); "
        "購買課長 translated as `purchasing section manager`; no company named.",
        Twin("title_wrong", "as purchasing section manager,", "as sales section manager,", "購買課長",
             "a sales section manager's title for the purchasing section manager's",
             found="sales section manager"),
    ),
    # N044
    Mail(
        "P006", "s1",
        "가을 시즌용 자작나무 수액 – 수입 서류 안내",
        """\
문경수 과장님께,

안녕하십니까. 에스토니아 Kaali Kivi & Mahl OÜ의 수출 담당 Kadri-Liis Vaher입니다.

숲마루에서 봄에는 고로쇠 수액을 판매하시고, 가을 시즌에는 자작나무 수액을 찾고 계신다고 들었습니다. 저희 자작나무 수액은 에스토니아 사아레마 섬에서 4월에 채취하여 바로 살균·충전하며, 무첨가로 상온에서 12개월간 보관할 수 있어 가을에도 판매하기에 적합합니다.

문의하신 수입 서류로는 상업송장, 포장명세서, 한-EU FTA 원산지 신고서, 에스토니아 당국의 위생증명서, 성분 분석서를 제공해 드릴 수 있습니다. 한글 표시사항 스티커도 준비 가능합니다.

견적이 필요하시면 편하게 말씀해 주십시오.

감사합니다.
Kadri-Liis Vaher 드림
수출 매니저, Kaali Kivi & Mahl OÜ
+372 453 3127""",
        "Korean, another writer's first e-mail answering the note's question; the company as "
        "`숲마루에서` (with a particle, without 주식회사); gorosoe sap as the buyer's own product; "
        "the sender's name in Latin with 드림.",
        Twin("contact_wrong", "문경수 과장님께,", "문경호 과장님께,", "문경수",
             "another given name (경호 for 경수) in the greeting", found="문경호"),
    ),
    # N045
    Mail(
        "P008", "s1",
        "Березовий сік 0,33 л – чи встигли ви переглянути ціну?",
        """\
Добрий день, пані Мілено!

Тиждень тому я надіслала вам ціну на березовий сік у скляних пляшках 0,33 л. Хотіла дізнатися, чи маєте ви запитання, і запропонувати ще одне: якщо ТОВ «Колісниченко Фуд Трейд» замовить до кінця місяця, ми встигнемо надрукувати українські етикетки до нового сезону.

Також можемо додати на ту ж палету кілька коробок пляшок по 1 л для HoReCa – так ви зможете протестувати обидва формати без додаткових витрат на доставку.

З повагою,
Кадрі-Ліїс Вахер
Kaali Kivi & Mahl OÜ, Естонія
+372 453 3127""",
        "Ukrainian follow-up on the writer's own price (the size the note asked for); the sender "
        "only in Cyrillic, her company in Latin.",
        Twin("company_missing", "якщо ТОВ «Колісниченко Фуд Трейд» замовить", "якщо ваша компанія замовить",
             "ТОВ «Колісниченко Фуд Трейд»", "the only mention of the company replaced by `ваша "
             "компанія`", found="ваша компанія"),
    ),
    # N046
    Mail(
        "P009", "s1",
        "Following up: birch sap samples for Martin Wellness Beverages",
        """\
Hi Nichole,

Just checking in on the cans of birch sap I sent two weeks ago – did they reach you, and did the team get a chance to taste them?

A few details you may need for a category review: the sap has 8 kcal per 100 ml, 1% natural sugars and a Brix of about 1.0. It is pasteurized but only lightly filtered, so a slight natural cloudiness is normal. We can offer the 250 ml can at a landed price that leaves room for a $3.49 shelf price.

Happy to set up a call whenever suits you.

Best,
Kadri-Liis
Kaali Kivi & Mahl OÜ
+372 453 3127""",
        "American-style English follow-up on the writer's own samples; signed with the given name "
        "only; the buyer's company in the subject only.",
        Twin("category_wrong", "the cans of birch sap I sent", "the cans of maple water I sent",
             "birch sap", "a neighbouring tree-water product (maple water) for birch sap",
             found="maple water"),
    ),
    # N047
    Mail(
        "P010", "s1",
        "EU-Bio-Zertifikat für unseren Birkensaft",
        """\
Guten Tag Herr Faust,

nach unserem Gespräch auf der BioFach in Nürnberg sende ich Ihnen wie versprochen unser EU-Bio-Zertifikat für den Birkensaft. Der Saft stammt aus Birkenwäldern auf Saaremaa, ist naturbelassen und ohne Zuckerzusatz.

Für einen Naturkostladen wie Naturkost Faust e.K. bieten sich die 1-l-Glasflaschen an; die Mindestabnahme liegt bei 60 Flaschen.

Freundliche Grüße
Kadri-Liis Vaher, Exportleiterin
Kaali Kivi & Mahl OÜ · Kuressaare · Estland""",
        "German, another writer's shorter first e-mail after the fair the note records, with the "
        "certificate it asks for; a one-line signature with middle dots.",
        Twin("artifact",
             "ist naturbelassen und ohne Zuckerzusatz.\n",
             "ist naturbelassen und ohne Zuckerzusatz. Der Saft stammt aus Birkenwäldern auf "
             "Saaremaa, ist naturbelassen und ohne Zuckerzusatz.\n",
             "Der Saft stammt aus Birkenwäldern auf Saaremaa, ist naturbelassen und ohne "
             "Zuckerzusatz.", "a sentence repeated",
             found="Zuckerzusatz. Der Saft stammt aus Birkenwäldern auf Saaremaa, ist naturbelassen "
             "und ohne Zuckerzusatz."),
    ),
    # N048
    Mail(
        "P012", "s1",
        'Kama samples for SIA "Ābols un Partneri"',
        """\
Dear Hanss,

A short follow-up to my e-mail after Riga Food: the samples of kama in 500 g retail packs left Kuressaare this morning and should reach your office on Thursday. The box holds plain kama, kama with dried blueberries and our new oat-free kama, all with Latvian labels.

Since your shops already sell rye and barley mixes, I would suggest placing kama next to them rather than in the baking aisle. Many shops in Latvia and Estonia do it that way, and it sells better as a breakfast product.

Let me know what your customers think.

Best regards,
Kadri-Liis Vaher
Kaali Kivi & Mahl OÜ | +372 453 3127""",
        "English follow-up on the writer's own e-mail and samples, using the note's details; the "
        "company with its quotes in the subject; the buyer's and the sender's countries named "
        "together.",
        Twin("country_wrong", "Many shops in Latvia and Estonia", "Many shops in Lithuania and Estonia",
             "Latvia", "a neighbouring Baltic country for the buyer's", found="Lithuania"),
    ),
    # N049
    Mail(
        "P014", "s1",
        "קמח קאמה עם תעודת כשרות",
        """\
שלום מנחם,

תודה על פנייתך בנוגע לקאמה – תערובת קמחים קלויים מאסטוניה (שעורה, שיפון, שיבולת שועל ואפונה). הבנתי שיפת מזון טבעי בע"מ מספקת למכולות של דוברי רוסית בחיפה ובאשדוד, ושנדרשת תעודת כשרות.

הקאמה הרגילה שלנו כשרה פרווה, ואני מצרפת את התעודה התקפה. אנו אורזים בשקיות של 500 גרם (12 בקרטון) ובשקים של 25 ק"ג, ושולחים דרך נמל אשדוד.

אשמח לשלוח דוגמאות ומחירון.

בברכה,
Kadri-Liis Vaher
מנהלת ייצוא, Kaali Kivi & Mahl OÜ
קורסארה, אסטוניה""",
        "Hebrew, another writer's first e-mail answering the request the note records, with its "
        "cities in Hebrew; the company with the prefix ש (`שיפת מזון טבעי בע\"מ`); the sender's "
        "title and town in Hebrew.",
        Twin("company_misspelled", 'שיפת מזון טבעי בע"מ', 'שיפט מזון טבעי בע"מ', 'יפת מזון טבעי בע"מ',
             "a near-miss letter (ט for ת) in the company name", found='יפט מזון טבעי בע"מ'),
    ),
    # N050
    Mail(
        "P016", "s2",
        "Campionatura cappelli fino e superfino – è arrivata?",
        """\
Gentile Sig. Pertile,

Le scrivo per sapere se la campionatura di sei cappelli in paglia toquilla, tre fino e tre superfino con tesa da 7 cm, è arrivata in buone condizioni. I cappelli viaggiano arrotolati in una scatola di balsa e possono aver bisogno di qualche ora per riprendere la forma.

Se i modelli Le piacciono, per la prossima stagione estiva dovremmo ricevere l'ordine entro fine gennaio: la tessitura di un superfino richiede da due a tre settimane per cappello.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
Paola Quizhpi
Tomebamba Paja y Tagua Cía. Ltda.
Cuenca, Ecuador – +593 7 284 1592""",
        "Italian follow-up on the writer's own samples (the grades and brim the note records); no "
        "company of the buyer named.",
        Twin("sender_wrong", "Paola Quizhpi\nTomebamba", "Paola Quishpe\nTomebamba",
             "Paola Cristina Quizhpi Guamán", "the sender's family name spelled the other Andean "
             "way (Quishpe)", found="Paola Quishpe"),
    ),
    # N051
    Mail(
        "P017", "s2",
        "Chapeaux en paille toquilla – échantillons en 57 et 58",
        """\
Bonjour Monsieur Pierre,

Suite à notre rencontre au salon Who's Next, voici comme promis notre proposition d'échantillons pour la Chapellerie Pierre : trois chapeaux en paille toquilla tissés à la main, en tailles 57 et 58, soit six pièces au total.

Chaque chapeau est tissé dans la province d'Azuay puis mis en forme dans notre atelier de Cuenca. Les échantillons vous sont offerts ; seuls les frais d'envoi (35 USD) sont à votre charge.

Bien à vous,
Paola Quizhpi
Tomebamba Paja y Tagua Cía. Ltda. (Équateur)""",
        "French, another writer's shorter first e-mail after the fair the note records, with the "
        "sizes it asks for; the company with an article and without SARL.",
        Twin("company_missing", "pour la Chapellerie Pierre :", "pour votre boutique :",
             "Chapellerie Pierre SARL", "the only mention of the company replaced by `votre "
             "boutique`", found="votre boutique"),
    ),
    # N052
    Mail(
        "P019", "s2",
        "Tagua button samples 24L and 32L – any feedback?",
        """\
Dear Ms Travaglia,

I wanted to follow up on the tagua button samples in 24L and 32L and the OEKO-TEX certificate I sent last month. Has your quality team had a chance to test them on your sewing lines?

For Bottonificio Travaglia we could also dye the buttons to your own colour cards; we usually need two weeks for a lab dip. If it helps with planning, our current capacity allows an order of 200,000 pieces to ship within five weeks.

I look forward to your comments.

Best regards,
Paola Quizhpi Guamán
Export Manager
Tomebamba Paja y Tagua Cía. Ltda.""",
        "English follow-up on the writer's own samples and certificate (the note's request); the "
        "company without S.p.A.",
        Twin("company_foreign", "For Bottonificio Travaglia we could", "For Cappelleria Pertile we could",
             "Bottonificio Travaglia S.p.A.", "the other Italian buyer's company of this set, same "
             "sender (P016)", found="Cappelleria Pertile"),
    ),
    # N053
    Mail(
        "P022", "s2",
        "Muestra de pulpa de naranjilla – ¿la recibió?",
        """\
Estimado Bernardo:

Le escribo para confirmar si le llegó la caja de muestra de pulpa de naranjilla congelada en bolsas de 1 kg que le enviamos por courier refrigerado la semana siguiente a Fruit Attraction.

Si a sus clientes de las tiendas latinas de Madrid y Barcelona les gusta el producto, podríamos cargar el primer contenedor reefer en la segunda quincena del mes próximo. También podemos imprimir en la bolsa la receta del jugo de naranjilla ecuatoriano, que suele ayudar a la venta.

Quedo atenta a sus comentarios.

Un cordial saludo,
Paola Quizhpi
Tomebamba Paja y Tagua Cía. Ltda.""",
        "Spanish follow-up on the writer's own sample (the note's fair, customers and pack size); "
        "no company of the buyer named.",
        Twin("artifact",
             "la receta del jugo de naranjilla ecuatoriano, que suele ayudar a la venta.\n",
             "la receta del\n",
             "También podemos imprimir en la bolsa la receta del jugo de naranjilla ecuatoriano, "
             "que suele ayudar a la venta.", "a sentence cut off mid-phrase",
             found="También podemos imprimir en la bolsa la receta del"),
    ),
    # N054
    Mail(
        "P024", "s3",
        "Ceylon citronella oil – IFRA, CoA and GC-MS attached",
        """\
Dear Mr Bernier,

As you asked, I attach the three documents you need before we send any sample of our Ceylon citronella oil: the IFRA conformity certificate, the CoA of our current lot and its GC-MS report.

Our oil meets ISO 3849 (Sri Lankan type), with total geraniol around 58%. As buyer of raw materials for Arômes Bernier SAS, you will see from the GC-MS that it contains no added synthetic geraniol or citronellal.

Once you have reviewed the documents, I will send a 100 ml sample by courier.

Kind regards,
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd
Matara, Sri Lanka""",
        "English, another writer's shorter first e-mail answering the request the note records; "
        "`Acheteur matières premières` translated (`buyer of raw materials`).",
        Twin("title_wrong", "As buyer of raw materials for", "As purchasing director of",
             "Acheteur matières premières", "the title one rung up (purchasing director for a raw-"
             "materials buyer)", found="purchasing director"),
    ),
    # N055
    Mail(
        "P027", "s3",
        "Opony press-on 21x7x15 do wózków Jungheinrich",
        """\
Szanowny Panie Adrianie,

dziękuję za rozmowę na targach LogiMAT w Stuttgarcie. Wspomniał Pan, że Bany Wózki Widłowe potrzebuje opon pełnych typu press-on (tzw. bandaży) w rozmiarze 21x7x15 do wózków Jungheinrich – produkujemy je w naszej fabryce koło Matary na Sri Lance, w wersji czarnej oraz niebrudzącej (non-marking).

Cena za sztukę wynosi 48 EUR (czarna) i 55 EUR (non-marking) FCA Kolombo przy zamówieniu od 100 sztuk. Chętnie przygotuję pełną ofertę, jeśli prześle mi Pan roczne zapotrzebowanie.

Z poważaniem
Tharindu Jayasuriya
Manager, Export Sales
Nilwala Agro & Rubber Industries (Pvt) Ltd""",
        "Polish, another writer's first e-mail after the fair the note records, with its size and "
        "truck brand; vocative `Panie Adrianie`; the company without sp.j.; Matara and Colombo "
        "inflected or in Polish spelling (`koło Matary`, `Kolombo`).",
        Twin("contact_wrong", "Szanowny Panie Adrianie,", "Szanowny Panie Andrzeju,", "Adrian Bany",
             "another given name in the greeting", found="Panie Andrzeju"),
    ),
    # N056
    Mail(
        "P033", "s4",
        "Cobalt hydroxide specification – following up",
        """\
Dear Ms Jang,

Last month I wrote to you about cobalt hydroxide from the Zambian Copperbelt. I wonder whether you had the chance to share our specification with your raw-material purchasing team.

We have a 200 t lot available for shipment from Dar es Salaam next quarter, assay 34.2% Co, Mn 2.1%, Mg 3.0%. If 장원소재 is qualifying new sources, we could reserve part of it for a trial order and send a 2 kg sample by courier this week.

Best regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited""",
        "English follow-up on the writer's own e-mail; `Ms Jang` for 장은지; the Korean company "
        "without 주식회사.",
        Twin("category_wrong", "you about cobalt hydroxide from", "you about cobalt sulphate from",
             "cobalt hydroxide", "a neighbouring cobalt product (sulphate) for the hydroxide",
             found="cobalt sulphate"),
    ),
    # N057
    Mail(
        "P034", "s4",
        "Cobalt hydroxide – follow-up on Cu and Mn limits",
        """\
Dear Ms Watanabe,

Following my reply last week with our specification and OECD due-diligence report, I wanted to add one point on the limits you asked about. Our standard contract allows Cu up to 1.0% and Mn up to 3.0%, but for 渡辺金属株式会社 we can offer a selected grade with Cu below 0.5% and Mn below 2.0%, at a small premium.

The cobalt content remains at least 30% on a dry basis. Please let me know if you would like a quotation for that grade.

Kind regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
Kitwe, Zambia | +260 212 228 614""",
        "English follow-up on the writer's own reply (the note's Co, Cu and Mn questions); `Ms "
        "Watanabe` for 渡辺; the company in kanji inside English.",
        Twin("sender_wrong", "Kitwe, Zambia | +260 212 228 614", "Kitwe, Zambia | +260 212 228 641",
             "+260 212 228 614", "the sender's phone number with two digits swapped",
             found="+260 212 228 641"),
    ),
    # N058
    Mail(
        "P036", "s4",
        "Mukwa parquet blocks – UKTR documents and samples",
        """\
Dear Jodie,

I hope you received my note on the legal-harvest documents for the UKTR. To make your due-diligence file complete, I have now also attached a scan of the export permit for our last UK consignment, as an example of what would come with each shipment.

The 70 x 280 mm mukwa blocks are back in stock after kiln-drying. I can courier you a box of 20 blocks so your fitters can try them before you commit to a container for Begum Timber Flooring Ltd.

Best regards,
Mutale Musonda
Export Sales Manager
Nkana Hardwoods & Minerals Limited
+260 212 228 614""",
        "English follow-up on the writer's own e-mail (the note's UKTR and block size); the "
        "company in full.",
        Twin("artifact", "Mukwa parquet blocks – UKTR", "Mukwa parquet parquet blocks – UKTR", "parquet",
             "a doubled word in the subject", part="subject", found="parquet parquet"),
    ),
    # N059
    Mail(
        "P039", "s4",
        "White maize with aflatoxin under 10 ppb",
        """\
Dear Ms Mburu,

Good to meet you at the Nairobi International Trade Fair. As promised, a short summary of our offer for Mburu Grain Millers Ltd:

- non-GMO white maize, Grade 1, moisture 12.5% max
- total aflatoxin below 10 ppb, tested per truck by an accredited laboratory
- KEBS certificate via pre-export verification of conformity
- delivery by road via Tunduma and Namanga, lots from 30 tonnes

I can send an indicative price as soon as you let me know your monthly requirement.

Kind regards,
Mutale Musonda
Export Sales Manager, Nkana Hardwoods & Minerals Limited
Kitwe, Zambia""",
        "English, another writer's shorter first e-mail after the fair the note records, as a "
        "list of what it asks for; `Ms Mburu`.",
        Twin("company_missing", "our offer for Mburu Grain Millers Ltd:", "our offer for your mill:",
             "Mburu Grain Millers Ltd", "the only mention of the company replaced by `your mill`",
             found="your mill"),
    ),
    # N060
    Mail(
        "P040", "s4",
        "Maïs blanc rendu Lubumbashi – relance",
        """\
Monsieur Mukendi,

Je reviens vers vous au sujet de notre offre de maïs blanc à 305 USD la tonne rendu Lubumbashi, via Kasumbalesa, envoyée il y a dix jours. La récolte est maintenant rentrée en Zambie et nous pouvons charger les premiers camions dès la semaine prochaine.

Pour la Minoterie Mukendi SARL, nous pouvons maintenir ce prix jusqu'à la fin du mois pour un premier lot de 300 tonnes.

Dans l'attente de votre réponse, je vous prie d'agréer mes salutations distinguées.

Mutale Musonda
Nkana Hardwoods & Minerals Limited
Kitwe, Zambie – +260 212 228 614""",
        "French follow-up on the writer's own offer (the note's delivered price and border post); "
        "the company with an article.",
        Twin("company_foreign", "Pour la Minoterie Mukendi SARL,", "Pour Mburu Grain Millers Ltd,",
             "Minoterie Mukendi SARL", "the other white-maize buyer's company of this set (P039)",
             found="Mburu Grain Millers Ltd"),
    ),
]
