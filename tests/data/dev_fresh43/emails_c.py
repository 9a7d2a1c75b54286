"""Natural e-mails N041-N060: a second e-mail to 20 buyers (the 18 with a note, and P012, P039),
each with the one edit its twin gets. `kind` says whether it is a follow-up on the writer's own
earlier e-mail, sample or quote, or another (shorter) first e-mail to the same buyer."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail(
        "P001", "s1", kind="follow-up",
        subject="Nachfrage: Muster 24-Monats-Hartkäse",
        body="""Sehr geehrte Frau Mielcarek,

ich hoffe, der Viertellaib unseres 24 Monate gereiften Hartkäses ist gut bei Ihnen angekommen. Laut Kurier wurde er am Dienstag zugestellt.

Wie hat er Ihnen und Ihrem Team geschmeckt? Falls das Käsekontor Mielcarek ihn ins Sortiment nehmen möchte, kann ich Ihnen für die erste Bestellung den Palettenpreis von 13,90 EUR/kg schon ab einer halben Palette gewähren.

Ich freue mich auf Ihre Rückmeldung.

Mit freundlichen Grüßen
Dovilė Norkutė
UAB „Šiaulių Skonis“
Tel. +370 41 52 3187""",
        note="German follow-up on the writer's own sample (the note's 24-month wheel); `24-Monats-Hartkäse` in the subject; company with the neuter article (`das Käsekontor Mielcarek`), no legal form; a short signature without title",
        twin=Twin("artifact", "Laut Kurier wurde er am Dienstag zugestellt.",
                  "Laut Kurier wurde er am Dienstag zugestellt. Laut Kurier wurde er am Dienstag zugestellt.",
                  found="zugestellt. Laut Kurier wurde er am Dienstag zugestellt.",
                  expected="Laut Kurier wurde er am Dienstag zugestellt.",
                  note="a repeated sentence"),
    ),
    # N042
    Mail(
        "P002", "s1", kind="follow-up",
        subject="Following up: price list and tasting case",
        body="""Hi Gerald,

Just checking in on the price list and FDA registration number I sent after the Summer Fancy Food Show. Have you had a chance to look at the 24- and 36-month wheels?

We are planning our spring container to the US East Coast and still have room for two pallets. If Mccarthy Fine Cheese Imports wants to try a first order, I can hold the space until the end of the month, and the tasting case is still on offer if your sales team would like to try the cheese first.

Best,
Dovilė

Dovilė Norkutė | Head of Export Department | UAB „Šiaulių Skonis“ | +370 41 52 3187""",
        note="English follow-up on the writer's own reply to the note's requests; informal; company without `, LLC`; one-line signature",
        twin=Twin("company_missing", "If Mccarthy Fine Cheese Imports wants", "If your company wants",
                  found="your company", expected="Mccarthy Fine Cheese Imports, LLC",
                  note="the company's name replaced by `your company` (its only mention)"),
    ),
    # N043
    Mail(
        "P005", "s1",
        subject="Lithuanian aged hard cheese – 24 and 36 months",
        body="""Dear Shaun,

I'm Dovilė Norkutė, head of export at UAB „Šiaulių Skonis“ in Lithuania. You asked whether we make a 36-month wheel: we do, in small numbers, alongside our 12- and 24-month aged hard cheese.

For a cheesemonger like Kelly & Vine, with shops in Bristol and Bath, I would suggest starting with four wheels of each, so your counter staff can cut and compare. I can send the spec sheets and a delivered price today.

Kind regards,
Dovilė Norkutė
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English; another, shorter first reply to the note's question, with its towns; company short (`Kelly & Vine`); `cheesemonger` from the company's name",
        twin=Twin("contact_wrong", "Dear Shaun,", "Dear Sean,",
                  found="Sean", expected="Shaun Kelly",
                  note="a near-miss spelling of the given name (Sean for Shaun)"),
    ),
    # N044
    Mail(
        "P006", "s1", kind="follow-up",
        subject="Vos échantillons de pralinés",
        body="""Bonjour Madame Fabre,

Je reviens vers vous au sujet des échantillons de pralinés sans huile de palme que nous vous avons envoyés la semaine dernière. J'espère qu'ils sont arrivés en bon état.

En tant qu'acheteuse confiserie, vous aurez sans doute un avis précis sur le goût et sur le prix. N'hésitez pas à me dire ce que vous en pensez, même si ce n'est pas encore le bon moment pour Fabre Confiserie Distribution : nous pouvons adapter la taille des coffrets ou les recettes.

Bien à vous,
Dovilė Norkutė
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="French follow-up on the writer's own samples (palm-oil-free, as the note asked); the recorded title inside the sentence (`En tant qu'acheteuse confiserie`); company without `SAS`",
        twin=Twin("title_wrong", "En tant qu'acheteuse confiserie", "En tant que responsable marketing",
                  found="responsable marketing", expected="Acheteuse confiserie",
                  note="a marketing title for the recorded confectionery buyer"),
    ),
    # N045
    Mail(
        "P008", "s1",
        subject="Chocolate pralines with Chinese back labels",
        body="""Dear Mr Cao,

It was good to meet you at SIAL China in Shanghai. You said you need Chinese back labels on the goods before shipment; that is no problem for us. We print and apply them at our factory in Šiauliai, with the importer details of 上海曹氏食品贸易有限公司, so the cartons arrive ready for sale.

Our handmade chocolate pralines come in 12 flavours and in gift boxes of 9 and 16, which work well for the Mid-Autumn and Spring Festival seasons in the Chinese market.

Kind regards,
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English; another, shorter first e-mail after the fair the note records (SIAL China, Shanghai) answering its request (Chinese back labels); `Dear Mr Cao` (the family name 曹 romanised); the Chinese company inside an English sentence",
        twin=Twin("country_wrong", "seasons in the Chinese market", "seasons in the Taiwanese market",
                  found="Taiwanese", expected="China",
                  note="Taiwan for the buyer's China"),
    ),
    # N046
    Mail(
        "P010", "s1", kind="follow-up",
        subject="متابعة: شهادة الحلال وعلب هدايا رمضان",
        body="""السيد سامح شربتلي المحترم،

تحية طيبة وبعد،

أود أن أتابع معكم بخصوص شهادة الحلال التي أرسلتها إليكم الأسبوع الماضي، وعرضنا لعلب هدايا رمضان من الشوكولاتة المحشوة (البرالين). هل وصلتكم الشهادة، وهل تناسب متطلبات شركة شربتلي للحلويات والشوكولاتة؟

للتذكير، نحتاج إلى طلبكم قبل منتصف ديسمبر حتى تصل العلب إلى المملكة العربية السعودية قبل رمضان بأسبوعين. ويمكننا إرسال علبة عينة بألوان شركتكم خلال عشرة أيام.

مع أطيب التحيات،
دوفيلي نوركوتي
رئيسة قسم التصدير
UAB „Šiaulių Skonis“، ليتوانيا
+370 41 52 3187""",
        note="Arabic follow-up on the writer's own reply to the note's requests (halal certificate, Ramadan gift boxes); formal salutation and `تحية طيبة وبعد`; the sender's name and title in Arabic; the category as الشوكولاتة المحشوة (البرالين); the Latin sender company beside an Arabic comma",
        twin=Twin("company_misspelled", "متطلبات شركة شربتلي للحلويات", "متطلبات شركة شربتلى للحلويات",
                  found="شركة شربتلى للحلويات والشوكولاتة", expected="شركة شربتلي للحلويات والشوكولاتة",
                  note="ى (alif maqsura) for the final ي of the family name"),
    ),
    # N047
    Mail(
        "P011", "s1", kind="follow-up",
        subject="Monsters hennepzaadolie en THC-rapporten",
        body="""Beste Chris,

Vorige week heb ik de monsters van onze koudgeperste hennepzaadolie, gefilterd en ongefilterd, naar jullie magazijn gestuurd, samen met de THC-rapporten van de laatste drie batches. Zijn ze goed aangekomen?

Zoals op BIOFACH besproken, krijgt Dijkman Natuurvoeding bij elke levering het labrapport van die batch. Als jullie de olie onder eigen label willen bottelen, kan ik ook een prijs voor 5 l bag-in-box maken.

Met vriendelijke groet,
Dovilė Norkutė
Hoofd exportafdeling
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="Dutch follow-up on the writer's own samples; `Beste Chris` and `jullie`; the note's fair and request (a THC lab report per batch) recalled; company without `B.V.`; `hennepzaadolie` for the category; the sender's title in Dutch",
        twin=Twin("sender_wrong", "UAB „Šiaulių Skonis“\n+370", "UAB „Šiaulių Skanis“\n+370",
                  found="Šiaulių Skanis", expected="UAB „Šiaulių Skonis“",
                  note="the sender's company misspelled (Skanis for Skonis)"),
    ),
    # N048
    Mail(
        "P012", "s1",
        subject="Hemp seed oil for 다솜헬스푸드",
        body="""Dear Ms Kim,

I am writing from UAB „Šiaulių Skonis“, a food producer in Šiauliai, Lithuania. As 구매팀장 at 주식회사 다솜헬스푸드 you may already be comparing suppliers of hemp seed oil; ours is cold-pressed from Lithuanian hemp seed, tested for THC in every batch and bottled in 250 ml dark glass.

I would be glad to send a sample bottle to Korea together with our certificate of analysis.

Best regards,
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English; another, shorter cold first e-mail; `Dear Ms Kim` (the family name 김 romanised); the recorded Korean title inside an English sentence (`As 구매팀장 at`); company short in the subject, with 주식회사 in the body",
        twin=Twin("category_wrong", "comparing suppliers of hemp seed oil", "comparing suppliers of CBD oil",
                  found="CBD oil", expected="hemp seed oil",
                  note="a neighbouring hemp product (CBD oil) for the buyer's hemp seed oil"),
    ),
    # N049
    Mail(
        "P014", "s1", kind="follow-up",
        subject="Sample bottles on their way",
        body="""Hi Becky,

Quick update: the two sample bottles of hemp seed oil in 250 ml amber glass left Šiauliai yesterday by courier, tracking number LT 4418 2093 7715. They should reach you in about a week.

When they arrive, I'd love to hear whether the bottle and label would work on the shelves of the health food stores you supply in Melbourne. If so, I'll send the pro forma for the first pallet for Parker Wholefoods.

Best,
Dovilė""",
        note="English follow-up on the writer's own samples (the note's 250 ml amber glass bottles) with the note's customers and city; company without `Pty Ltd`; signed with the given name only",
        twin=Twin("note_wrong", "health food stores you supply in Melbourne", "health food stores you supply in Sydney",
                  found="health food stores you supply in Sydney",
                  expected="Supplies health food stores in Melbourne",
                  note="the note's customers put in another city (Sydney for Melbourne)"),
    ),
    # N050
    Mail(
        "P016", "s2",
        subject="Mahi-mahi portions – HACCP and FIP documents",
        body="""Dear Mr Peters,

Following our conversation at Seafood Expo North America in Boston, I am sending the two documents you need before you can list a new supplier: our HACCP plan for the frozen mahi-mahi portions and a summary of the Peruvian mahi-mahi FIP, with its latest progress report.

We would be glad to pack for Peters Seafood Company, Inc. under your own label. The next season opens in October.

Kind regards,
Rosa Chunga Sernaqué
Comercializadora Tallán del Norte S.A.C.
+51 73 30 4521""",
        note="English; another, shorter first e-mail after the fair the note records, with both of its needs (HACCP plan, FIP); company in full with `, Inc.`",
        twin=Twin("company_foreign", "pack for Peters Seafood Company, Inc. under", "pack for Davis Ocean Foods Ltd. under",
                  found="Davis Ocean Foods Ltd.", expected="Peters Seafood Company, Inc.",
                  note="another mahi-mahi buyer's company of this set (the Canadian P017)"),
    ),
    # N051
    Mail(
        "P018", "s2", kind="follow-up",
        subject="Re: Ficha técnica – porciones de mahi-mahi",
        body="""Estimado Sr. Cañete:

¿Ha podido revisar la ficha técnica de las porciones de 6-8 oz sin piel? Quedo atenta a cualquier duda sobre el calibre, el glaseado o el envase.

Le comento que nuestra planta tiene capacidad para un contenedor de 20 pies en la segunda quincena de noviembre. Si Pescados Cañete S.L. desea reservarlo, le enviaré la oferta CFR Valencia esta misma semana.

Un cordial saludo,
Rosa Chunga Sernaqué
Comercializadora Tallán del Norte S.A.C.""",
        note="Spanish follow-up on the writer's own technical sheet (the note's 6-8 oz skinless portions); `Quedo atenta` (the writer is a woman); company in full with `S.L.`; signature without title or phone",
        twin=Twin("contact_wrong", "Estimado Sr. Cañete:", "Estimado Sr. Cañizares:",
                  found="Cañizares", expected="Martín Cañete",
                  note="another, similar family name (Cañizares for Cañete)"),
    ),
    # N052
    Mail(
        "P019", "s2",
        subject="925 certificates for our filigree – Vicenzaoro",
        body="""Dear Ms Tartini,

Thank you for stopping at our stand at Vicenzaoro in January. You asked for 925 hallmark certificates: every lot of our silver filigree jewellery is assayed by an accredited laboratory and each piece is stamped 925. I attach a sample certificate.

Our Catacaos filigree is lighter and airier than most European work, which I think the Italian customers of Tartini Gioielli would appreciate. May I send a sample selection of 30 pieces?

Kind regards,
Rosa Chunga
Comercializadora Tallán del Norte S.A.C.
Piura, Peru · +51 73 30 4521""",
        note="English; another, shorter first e-mail after the fair the note records, answering its request; company without `S.r.l.`; `Catacaos filigree`",
        twin=Twin("country_wrong", "the Italian customers", "the Spanish customers",
                  found="Spanish", expected="Italy",
                  note="Spain for the buyer's Italy"),
    ),
    # N053
    Mail(
        "P022", "s2", kind="follow-up",
        subject="Pedido de prueba de algarrobina – botellas de 1 kg",
        body="""Hola, Azeneth:

Te escribo para saber si pudiste revisar la lista de precios de la algarrobina en botella de 1 kg. Varios de los restaurantes peruanos de Madrid con los que trabajan ya la conocen de casa, así que creo que funcionaría bien.

Si Distribuciones Espada Andina quiere hacer un pedido de prueba, podemos sumar su palé a un contenedor consolidado que sale del Callao el día 20 con destino a Valencia.

Un saludo,
Rosa""",
        note="Spanish follow-up on the writer's own price list (the note's 1 kg bottles, its restaurants in Madrid); Peruvian `trabajan` (ustedes) with `tú`; company without `S.L.`; Callao",
        twin=Twin("company_misspelled", "Si Distribuciones Espada Andina quiere", "Si Distribuciones Espada Andino quiere",
                  found="Distribuciones Espada Andino", expected="Distribuciones Espada Andina S.L.",
                  note="Andino for Andina"),
    ),
    # N054
    Mail(
        "P025", "s3",
        subject="NAMM Showでのご挨拶とコンサートウクレレのご案内",
        body="""池田楽器株式会社
仕入部長 池田浩様

先日はNAMM Show（アナハイム）にて弊社ブースにお立ち寄りいただき、誠にありがとうございました。フィリピン・セブ市のSugbo Kabilin Export Corporationで輸出営業を担当しております、マ・ルルデス・タン・オウアノと申します。

ご関心をお寄せいただいたソリッドトップのコンサートウクレレにつきましては、スプルース単板トップとアカシア単板トップの2モデルをご用意しております。いずれもマクタン島の工房で一本ずつ手作りし、出荷前に調整しております。

サンプルを各1本日本へお送りいたしますので、送付先をお知らせいただけますと幸いです。

今後ともどうぞよろしくお願い申し上げます。

Sugbo Kabilin Export Corporation
AVP, Export Sales
Ma. Lourdes Tan Ouano
+63 32 255 8140""",
        note="Japanese; another first e-mail after the fair the note records (NAMM Show, Anaheim) with its interest (solid-top concert ukuleles); address block with company, title and name (`池田浩様`, the recorded `池田 浩` without the space); the sender's name in katakana",
        twin=Twin("artifact", "一本ずつ手作りし", "一本ずつ一本ずつ手作りし",
                  found="一本ずつ一本ずつ", expected="一本ずつ",
                  note="a doubled phrase"),
    ),
    # N055
    Mail(
        "P027", "s3", kind="follow-up",
        subject="Re: Sample order – 30 soprano ukuleles",
        body="""Kia ora Stuart,

Just following up on my note about the 30 soprano ukuleles for the Auckland school programmes. I know that as purchasing manager you have to line this up with the schools' term dates, so I wanted to let you know we can still ship by air within three weeks if the order comes in before the 15th.

If it helps Rowe Music Supplies to plan, I can also hold the same price for a follow-up order of 200 in the new school year.

Ngā mihi,
Lourdes

Lourdes Tan Ouano | AVP, Export Sales | Sugbo Kabilin Export Corporation | +63 32 255 8140""",
        note="English follow-up on the writer's own quote (the note's 30 soprano ukuleles for its Auckland schools); Māori greeting and closing; the recorded title in lower case inside the sentence; company without `Limited`",
        twin=Twin("title_wrong", "as purchasing manager you", "as sales manager you",
                  found="sales manager", expected="Purchasing Manager",
                  note="a sales title for the recorded purchasing manager"),
    ),
    # N056
    Mail(
        "P029", "s3", kind="follow-up",
        subject="Your 20 pendant lamp samples have shipped",
        body="""เรียน คุณพิมพ์ประภา

Your 20 capiz shell pendant lamp samples left Cebu by air this morning (AWB 297-3381 6604) and should be in Bangkok by Thursday. All have 220 V fittings with Thai plugs.

Once your team has hung them in one of the Phuket resorts, I would be glad to hear how they look in the space. For larger projects we can adapt the sizes and frame colours.

ขอบคุณค่ะ
Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
+63 32 255 8140""",
        note="English follow-up on the writer's own samples (the note's 20 pendant lamps, its Phuket resorts); Thai salutation and closing; the buyer's company is not named (a thread)",
        twin=Twin("sender_wrong", "+63 32 255 8140", "+63 2 255 8140",
                  found="+63 2 255 8140", expected="+63 32 255 8140",
                  note="the sender's phone with Manila's area code (2) for Cebu's (32)"),
    ),
    # N057
    Mail(
        "P030", "s3",
        subject="Capiz shell lamps for your Dubai hotel projects",
        body="""Dear Mr Al Ketbi,

I understand that مؤسسة الكتبي للديكور والإنارة fits out hotels in Dubai and needs fire-retardant certificates for every decorative item. Our capiz shell lamps are treated and tested to BS 476 Part 7, and I can send the test reports and CE declarations with our catalogue.

We make pendants, wall sconces and table lamps in capiz shell, in standard designs or to a designer's drawing, and ship CFR Jebel Ali.

Best regards,
Ma. Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation, Cebu City, Philippines""",
        note="English; another, shorter first e-mail using the note (hotels in Dubai, fire-retardant certificates); `Dear Mr Al Ketbi` (family name with its article); the Arabic company inside an English sentence",
        twin=Twin("category_wrong", "Our capiz shell lamps are treated", "Our rattan pendant lamps are treated",
                  found="rattan pendant lamps", expected="capiz shell lamps",
                  note="a neighbouring lamp (rattan pendants) for the buyer's capiz shell lamps"),
    ),
    # N058
    Mail(
        "P034", "s4", kind="follow-up",
        subject="Votre offre CIF Le Havre – huile de palme rouge",
        body="""Bonjour Monsieur Nguyen,

Suite à notre rencontre au SIAL Paris, je vous ai envoyé notre offre CIF Le Havre pour une palette mixte d'huile de palme rouge (bouteilles de 1 l, bidons de 5 l et de 20 l). Avez-vous eu le temps de la regarder ?

Nos prix sont garantis jusqu'à la fin du mois. Si Nguyen Alimentation Exotique souhaite commencer plus petit, nous pouvons aussi grouper votre palette avec celle d'un autre client de la région parisienne.

Cordialement,
Efua Arthur-Quansah
Ahanta Bay Commodities Limited
+233 31 202 4417""",
        note="French follow-up on the writer's own quote after the fair the note records (SIAL Paris); company without `SARL`",
        twin=Twin("company_foreign", "Si Nguyen Alimentation Exotique souhaite", "Si Mosley Afro Foods souhaite",
                  found="Mosley Afro Foods", expected="Nguyen Alimentation Exotique SARL",
                  note="another red palm oil buyer's company of this set (the Dutch P036)"),
    ),
    # N059
    Mail(
        "P035", "s4", kind="follow-up",
        subject="Re: FSSAI documents – red palm oil",
        body="""नमस्ते इन्द्र जी,

I hope the FSSAI documents and the CIF Nhava Sheva price reached you safely. Please let me know if your clearing agent needs anything else, for example the lab report in a particular format.

Flexitank space from Takoradi to India is tight in the coming weeks, so if दासगुप्ता एडिबल ऑयल्स would like to book the first container, I suggest we confirm by the end of next week.

धन्यवाद,
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited
+233 31 202 4417""",
        note="English follow-up on the writer's own reply to the note's requests (FSSAI documents, CIF Nhava Sheva); Hindi greeting and thanks; the Devanagari company short (without प्राइवेट लिमिटेड)",
        twin=Twin("note_wrong", "the CIF Nhava Sheva price", "the CIF Mundra price",
                  found="CIF Mundra", expected="a CIF Nhava Sheva price",
                  note="another Indian port (Mundra) for the note's Nhava Sheva"),
    ),
    # N060
    Mail(
        "P039", "s4",
        subject="Djembés professionnels du Ghana",
        body="""Bonjour Monsieur Nüsslin,

Je vous écris de la part d'Ahanta Bay Commodities Limited, à Takoradi (Ghana). Nous exportons des djembés sculptés d'une seule pièce dans du tweneboa, avec peau de chèvre, fabriqués par des ateliers d'Aburi.

En tant que directeur de Nüsslin Percussions, vous cherchez peut-être des instruments de scène à un prix raisonnable : nos djembés de 60 cm reviennent à environ 180 CHF l'unité, rendus en Suisse, droits acquittés.

Puis-je vous envoyer un instrument d'essai ?

Cordialement,
Efua Arthur-Quansah
Responsable des exportations et du marketing
Ahanta Bay Commodities Limited""",
        note="Swiss French; another, shorter cold first e-mail; the recorded title in lower case inside the sentence (`En tant que directeur de`); company with ü, without `Sàrl`; `d'Ahanta Bay` with elision; CHF, rendus droits acquittés (DDP)",
        twin=Twin("company_missing", "directeur de Nüsslin Percussions,", "directeur de votre magasin,",
                  found="votre magasin", expected="Nüsslin Percussions Sàrl",
                  note="the company's name replaced by `votre magasin` (its only mention)"),
    ),
]
