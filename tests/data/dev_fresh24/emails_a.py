"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Edit, Mail

MAILS = [
    # N001 ------------------------------------------------------------------------------------
    Mail("P001", "s1", "Gomme arabique du Nigeria – fiche E414 et certificats d'origine", """\
Bonjour Madame Toussaint,

Merci encore pour notre conversation sur le stand au Fi Europe à Francfort. Comme convenu, je vous écris au sujet de la gomme arabique que nous exportons depuis Abeokuta.

Nous travaillons principalement l'Acacia senegal (grade 1, triée à la main) récoltée dans les États de Borno et de Yobe, disponible en larmes entières ou concassée (kibbled), et nous pouvons aussi proposer de l'Acacia seyal pour des applications moins exigeantes. Vous trouverez en pièce jointe la fiche de spécification E414 (humidité, cendres, viscosité, microbiologie). Chaque lot est accompagné de son propre certificat d'origine, visé par la Lagos Chamber of Commerce and Industry.

Pour un premier essai, nous pouvons expédier un conteneur de 20 pieds (environ 16 tonnes en sacs de 50 kg), FOB Apapa ou CIF Le Havre.

Seriez-vous disponible pour un court appel la semaine prochaine afin de préciser vos exigences ?

Bien cordialement,

Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
+234 803 555 0174""",
         "French; first contact after the fair the note records (Fi Europe, Frankfurt = Francfort); "
         "answers both requests of the note (E414 sheet, a certificate of origin per lot); "
         "Acacia senegal/seyal, Borno and Yobe, kibbled, Apapa, Le Havre; the sender's English "
         "title in a French mail",
         Edit("note_wrong", "body", "sur le stand au Fi Europe à Francfort",
              "sur le stand au salon Vitafoods à Genève", "Fi Europe in Frankfurt",
              "a fair the note does not name (Vitafoods, Geneva) in place of Fi Europe in Frankfurt",
              found="salon Vitafoods à Genève")),
    # N002 ------------------------------------------------------------------------------------
    Mail("P002", "s1", "Gummi arabicum (E 414) aus Nigeria – Direktbezug", """\
Sehr geehrter Herr Reuter,

als Leiter Einkauf Rohstoffe der Reuter Lebensmittelzusatzstoffe GmbH & Co. KG kennen Sie die Schwankungen bei Qualität und Verfügbarkeit von Gummi arabicum. Wir liefern direkt aus dem Ursprung: Olumo Agro-Allied Exports Limited kauft Acacia-senegal- und Acacia-seyal-Gummi bei Sammlern im Nordosten Nigerias, sortiert und reinigt ihn in unserem Lager in Abeokuta und verschifft ab Lagos.

Für Lebensmittelanwendungen empfehlen wir unsere Qualität „Grade 1, hand-picked selected“ oder die gebrochene Ware (kibbled, 2–10 mm), die sich gut für die Weiterverarbeitung zu sprühgetrocknetem Pulver eignet. Jede Partie wird vor dem Versand auf Feuchtigkeit, Asche, Viskosität und Mikrobiologie geprüft.

Darf ich Ihnen ein Muster von 1 kg und unsere aktuelle Preisliste (FOB Lagos und CFR Hamburg) zusenden?

Mit freundlichen Grüßen

Folasade Adebisi Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Ogun State, Nigeria
Tel. +234 803 555 0174
f.ogunleye@olumoagroallied.com.ng""",
         "German cold introduction; the recorded title and the company in full with its legal "
         "form inside a German sentence; grades (hand-picked selected, kibbled 2-10 mm), Hamburg",
         Edit("title_wrong", "body", "als Leiter Einkauf Rohstoffe der", "als Leiter Vertrieb der",
              "Leiter Einkauf Rohstoffe", "a sales title for the purchasing one",
              found="Leiter Vertrieb")),
    # N003 ------------------------------------------------------------------------------------
    Mail("P003", "s1", "Kibbled gum arabic sample and allergen statement", """\
Dear Ms. Hopkins,

Thank you for your interest in our gum arabic. As requested, we have set aside a 2 kg sample of our kibbled grade (Acacia senegal, 4–12 mm pieces) for Hopkins Flavor Systems, and it can leave Lagos by courier this week together with our allergen statement. In short: the gum is a single-ingredient natural exudate, cleaned and graded in a warehouse that handles no peanuts, tree nuts, milk, soy or wheat.

For beverage emulsions most of our customers look for low turbidity and consistent emulsifying power, so the sample comes from a lot with a certificate of analysis covering moisture, ash, viscosity, optical rotation and microbiology. If your soft-drink bottlers work to a particular emulsion stability test, send it over and we will run it on the same lot before shipping.

Could you confirm the delivery address, and a FedEx or DHL account number if you prefer to use your own?

Best regards,
Folasade Ogunleye
Head of Export Sales, Olumo Agro-Allied Exports Ltd
Abeokuta, Nigeria | +234 803 555 0174""",
         "English reply to the note's request (kibbled sample, allergen statement; beverage "
         "emulsions, soft-drink bottlers); company without its legal form; the sender's title "
         "reworded (Head of Export Sales) and Ltd for Limited",
         Edit("category_wrong", "body", "our kibbled grade (Acacia senegal, 4–12 mm pieces)",
              "our kibbled gum karaya (Sterculia urens, 4–12 mm pieces)", "gum arabic",
              "a neighbouring gum (karaya) offered as the sample", found="gum karaya")),
    # N004 ------------------------------------------------------------------------------------
    Mail("P004", "s1", "Gum arabic (acacia) for excipient use – direct from Nigeria", """\
नमस्ते प्रेम जी,

I am writing from Olumo Agro-Allied Exports Limited in Abeokuta, Nigeria, to introduce our gum arabic to द्विवेदी फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड.

Nigeria is one of Africa's main sources of gum arabic, and we ship cleaned Acacia senegal tears and kibbled gum that excipient makers mill into powder for suspensions, lozenges and tablet binding. Each lot can be tested against the Indian Pharmacopoeia monograph for acacia by an independent laboratory in Lagos before loading, and we ship CIF Nhava Sheva or Mundra in 20-foot containers.

As क्रय प्रमुख you will want to see the documents first: I would be glad to send a recent certificate of analysis and a 500 g sample.

With warm regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "English cold introduction with a Hindi greeting (given name + ji); the company and "
         "the title in Devanagari inside English sentences; Indian Pharmacopoeia, Nhava Sheva, "
         "Mundra",
         Edit("company_misspelled", "body", "द्विवेदी फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड.",
              "द्विवेदि फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड.",
              "द्विवेदी फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड",
              "the family name in the company with a short i (ि) for the long ī (ी)",
              found="द्विवेदि फार्मा एक्सिपिएंट्स प्राइवेट लिमिटेड")),
    # N005 ------------------------------------------------------------------------------------
    Mail("P005", "s1", "ナイジェリア産アラビアガムのご案内", """\
岡田香料株式会社
購買部長 岡田京助様

突然のご連絡失礼いたします。ナイジェリア・アベオクタのOlumo Agro-Allied Exports Limitedで輸出営業を統括しておりますフォラサデ・オグンレイェと申します。

弊社はナイジェリア北東部で採取されたアラビアガム（Acacia senegal）を選別・洗浄し、ティアーズ（塊状）およびキブルド（粗砕品）として輸出しております。香料・飲料用乳化剤の原料として、水分・灰分・粘度・微生物の分析証明書を各ロットに添付いたします。

ご関心がございましたら、サンプル（500g）と英文の規格書をお送りいたします。価格はFOBラゴスまたはCIF横浜にてご提示可能です。

何卒よろしくお願い申し上げます。

Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
Tel: +234 803 555 0174""",
         "Japanese cold introduction in business form (company, title, full name + 様 as the "
         "address block); the sender's name in katakana in the text and in Latin letters in "
         "the signature; Lagos in katakana, Yokohama",
         Edit("contact_wrong", "body", "購買部長 岡田京助様", "購買部長 岡本京助様", "岡田京助",
              "another family name (岡本, Okamoto) in the address", found="岡本京助")),
    # N006 ------------------------------------------------------------------------------------
    Mail("P006", "s1", "Adire yardage after Pure London", """\
Hi Kayleigh,

It was lovely to meet you at Pure London in February – thank you for spending so long with the indigo swatches.

You mentioned you were looking for adire by the yard for cushion covers and quilts rather than finished wrappers. Our dyers in Itoku, Abeokuta, can produce adire oniko (tie-dyed) and adire alabere (stitch-resist) on 100% cotton in continuous lengths of up to 10 yards, 44 inches wide, in three depths of indigo. For quilting the lighter cotton shirting works best; for cushions we would suggest the heavier poplin base.

I have attached photos of six patterns we can repeat consistently. The minimum run is 50 yards per pattern, and we can ship by air to Heathrow within three weeks of confirmation.

Would it help if I sent a fat-quarter pack of each pattern to Heath Fabric House so your team can handle them?

Best wishes,
Folasade

Folasade Ogunleye | Head, Export Sales
Olumo Agro-Allied Exports Limited, Abeokuta, Nigeria
+234 803 555 0174 | f.ogunleye@olumoagroallied.com.ng""",
         "English first contact after the fair the note records (Pure London, February); "
         "answers the note's wish (yardage for cushion covers and quilts); first names; company "
         "without Ltd; Itoku, oniko/alabere, 44 inches, fat quarters, Heathrow",
         Edit("sender_wrong", "body", "+234 803 555 0174 |", "+234 803 555 0147 |",
              "+234 803 555 0174", "the sender's phone with two digits swapped",
              found="+234 803 555 0147")),
    # N007 ------------------------------------------------------------------------------------
    Mail("P007", "s1", "Hand-dyed adire cloth from Abeokuta for Bronder Stoffen", """\
Dear Mr Bronder,

I'm writing to introduce Olumo Agro-Allied Exports Limited, an exporter in Abeokuta, the south-west Nigerian town best known for adire, the indigo resist-dyed cloth of the Yoruba.

Many fabric shops in the Netherlands already sell wax prints; adire is their hand-made counterpart, and customers who sew their own clothes often go looking for it. We can supply Bronder Stoffen B.V. with adire oniko and adire eleko in 2-yard and 5-yard pieces or by the roll, all on 100% cotton and dyed with natural indigo. Every piece is unique within its pattern, which we state clearly on our invoices and labels.

If adire fits your range, I would be happy to send a sample card with twelve patterns and our price list in euros.

Kind regards,
Folasade Ogunleye
Head, Export Sales – Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria · +234 803 555 0174""",
         "English cold introduction to a Dutch buyer; company short (subject) and in full "
         "(body); wax prints named as a neighbouring product of the market, not offered",
         Edit("company_missing", "body", "Bronder Stoffen B.V.", "your shop", "Bronder Stoffen B.V.",
              "every mention of the company replaced by 'your shop'", every=True,
              more=[("Bronder Stoffen", "your shop")])),
    # N008 ------------------------------------------------------------------------------------
    Mail("P008", "s1", "Lista de preços – adire eleko e outros tecidos de Abeokuta", """\
Prezada Milena,

Muito obrigada pelo interesse no adire eleko. Segue em anexo a nossa lista de preços em português, como pediu, com as peças disponíveis para a Santos Tecidos Afro Ltda.

O adire eleko é feito em Abeokuta com pasta de mandioca aplicada à mão ou com estêncil de zinco antes do banho de índigo; cada peça de 2 jardas (cerca de 1,80 m) leva três a quatro dias para ficar pronta. Também temos adire oniko (amarrado) e adire alabere (costurado), caso queira oferecer mais de uma técnica aos seus clientes.

Os preços estão em dólares, FOB Lagos, e também CIF Salvador para pedidos a partir de 300 peças. Como seria o nosso primeiro cliente no Brasil, o envio aéreo das amostras fica por nossa conta.

Fico à disposição.

Atenciosamente,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta – Nigéria
+234 803 555 0174""",
         "Portuguese reply to the note's request (price list in Portuguese; eleko = cassava "
         "paste); given-name greeting; yards and metres; Salvador as a port; Nigéria",
         Edit("country_wrong", "body", "primeiro cliente no Brasil", "primeiro cliente em Portugal",
              "Brazil", "the buyer's market named as Portugal", found="Portugal")),
    # N009 ------------------------------------------------------------------------------------
    Mail("P009", "s1", "Indigo adire from Nigeria for Biyela Fabrics", """\
Dear Mr Biyela,

Sawubona, and thank you for taking a moment to read this.

My name is Folasade Ogunleye and I head export sales at Olumo Agro-Allied Exports Limited in Abeokuta, south-west Nigeria. We export adire – hand-made Yoruba indigo cloth – to fabric retailers and designers in Europe and North America, and we would like to find a partner in South Africa.

Shweshwe has shown how much South African customers value a traditional indigo print. Adire is close in spirit but made entirely by hand: each piece is resist-patterned with cassava paste, raffia ties or stitching, then dipped in indigo several times. We supply 2-yard pieces and 10-yard lengths, and shipping from Lagos to Durban takes about three weeks.

As Procurement Manager you will want prices and lead times first, so I have attached our wholesale list (USD, CIF Durban) and can send a swatch book at no charge.

Warm regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "English cold introduction with a Zulu greeting (Sawubona); shweshwe named as a "
         "local comparison, not offered; Durban; the sender's title paraphrased (I head export "
         "sales)",
         Edit("artifact", "body", "then dipped in indigo several times.",
              "then dipped in indigo several times dipped in indigo several times.",
              "then dipped in indigo several times", "a doubled phrase",
              found="dipped in indigo several times dipped in indigo several times")),
    # N010 ------------------------------------------------------------------------------------
    Mail("P010", "s1", "Échantillons d'adire oniko pour Tissus Delisle", """\
Bonjour Madame Delisle,

Comme vous préférez correspondre en français, je vous écris dans cette langue ; pardonnez-moi d'avance les petites maladresses.

Merci de votre intérêt pour l'adire oniko. En tant qu'acheteuse principale chez Tissus Delisle inc., vous souhaitiez recevoir des échantillons : nous avons préparé un jeu de huit coupons de 50 × 50 cm, teints à l'indigo naturel selon la technique du nouage (oniko), sur coton 100 %. Chaque motif peut être reproduit en pièces de 2 verges ou en longueurs de 10 verges.

L'envoi partira d'Abeokuta par DHL Express ; comptez environ cinq jours ouvrables jusqu'au Canada. Je joins aussi notre liste de prix en dollars américains, FOB Lagos.

Au plaisir de vous lire,

Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
+234 803 555 0174""",
         "French reply to the note (samples of adire oniko; prefers French); the recorded "
         "title inside a French sentence; Canadian 'verges' for yards",
         Edit("title_wrong", "body", "En tant qu'acheteuse principale chez",
              "En tant que directrice des ventes chez", "Acheteuse principale",
              "a sales director's title for the chief buyer", found="directrice des ventes")),
    # N011 ------------------------------------------------------------------------------------
    Mail("P011", "s1", "Smoked catfish – port health documents and shelf-life data", """\
Dear Charlie,

Good to meet you at IFE London, and thanks for stopping by to taste our smoked catfish.

You said Hussain World Foods would need the port health paperwork and shelf-life data before placing a first order, so here is where we stand:

- Each consignment travels with the fishery-products health certificate signed by the Federal Department of Fisheries, and we pre-notify on IPAFFS together with your import agent.
- Shelf life is 12 months at ambient temperature in sealed cartons; moisture is below 10% after kiln smoking. The lab reports of our last three batches are attached.
- Packing: 10 kg cartons of whole, curled catfish (Clarias gariepinus); 2 kg retail bags on request.

If the documents look right to your agent, we could start with a mixed pallet to London Gateway.

Kind regards,
Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
+234 803 555 0174""",
         "English first contact after the fair the note records (IFE London); answers the "
         "note's two needs (port health paperwork, shelf-life data); company without Ltd; "
         "IPAFFS, Clarias gariepinus, London Gateway",
         Edit("company_foreign", "body", "You said Hussain World Foods would",
              "You said Garrison Global Foods would", "Hussain World Foods Ltd",
              "another buyer's company of this set (the Canadian smoked-catfish buyer)",
              found="Garrison Global Foods")),
    # N012 ------------------------------------------------------------------------------------
    Mail("P012", "s1", "Smoked catfish from Nigeria – for your dried fish range", """\
Hello Ms. Garrison,

I understand you look after the frozen and dried categories at Garrison Global Foods Inc., so I hope a note about smoked catfish is welcome.

Olumo Agro-Allied Exports Limited smokes farmed African catfish (Clarias gariepinus) over hardwood in Abeokuta, Nigeria, and packs it whole and curled, the way West African and Caribbean shoppers expect it. We offer 10 kg cartons for food service and 500 g retail bags with a bilingual English/French label ready for Canada.

The fish is dried to below 10% moisture, keeps for 12 months unrefrigerated and travels in dry containers to Halifax or Montreal.

Could I send you a specification sheet and a carton price, CIF Montreal?

Best regards,
Folasade Ogunleye
Head, Export Sales | Olumo Agro-Allied Exports Limited
Abeokuta, Ogun State, Nigeria | +234 803 555 0174""",
         "English cold introduction; the recorded title paraphrased (look after the frozen and "
         "dried categories); bilingual label for Canada; Halifax, Montreal",
         Edit("category_wrong", "body", "a note about smoked catfish is welcome",
              "a note about smoked mackerel is welcome", "smoked catfish",
              "a neighbouring smoked fish", found="smoked mackerel")),
    # N013 ------------------------------------------------------------------------------------
    Mail("P013", "s1", "Gerookte meerval uit Nigeria – na Seafood Expo Global", """\
Beste heer Van Dessel,

Bedankt voor het gesprek op Seafood Expo Global in Barcelona. U vroeg in welke erkende inrichting onze vis gerookt wordt; hierbij het antwoord.

Onze gerookte meerval (Clarias gariepinus) wordt verwerkt in onze eigen rokerij in Abeokuta, Ogun State. De inrichting heeft een erkenningsnummer van het Federal Department of Fisheries en staat op de lijst van inrichtingen die visserijproducten naar de EU mogen uitvoeren. Het nummer en een kopie van de erkenning vindt u in bijlage, zodat uw douaneagent ze kan nakijken in TRACES.

Voor een eerste bestelling stellen wij een gemengde pallet voor: kartons van 10 kg hele meerval en kartons met stukken, CIF Antwerpen.

Met vriendelijke groeten,

Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
+234 803 555 0174""",
         "Dutch (Flemish) first contact after the fair the note records (Seafood Expo Global, "
         "Barcelona); answers the note's question (which approved establishment); meerval for "
         "catfish; TRACES, Antwerpen",
         Edit("note_wrong", "body", "op Seafood Expo Global in Barcelona.",
              "op Seafood Expo Global in Brussel.", "Seafood Expo Global in Barcelona",
              "the fair placed in Brussels (its city before 2022), not Barcelona as the note says",
              found="Seafood Expo Global in Brussel")),
    # N014 ------------------------------------------------------------------------------------
    Mail("P014", "s1", "Smoked catfish for Johnson African Market", """\
Dear Christian,

As the owner of Johnson African Market, you know better than anyone how hard it is to keep good smoked catfish on the shelf. I'm Folasade Ogunleye, head of export sales at Olumo Agro-Allied Exports Limited in Abeokuta, Nigeria, and smoked catfish is one of our three export lines.

Our catfish is farm-raised, hot-smoked over hardwood and dried hard, so it travels without refrigeration. It comes whole and curled in 10 kg cartons, or in 1 lb retail bags with an FDA-compliant label. Our plant is registered with the FDA, and we clear through a customs broker in New Jersey.

If you'd like to try it, I can offer a trial order of 20 cartons at our introductory price.

Best,
Folasade

Folasade Ogunleye
Head, Export Sales, Olumo Agro-Allied Exports Limited
+234 803 555 0174""",
         "English cold introduction to a shop owner; first name; company without LLC; FDA, "
         "1 lb bags, New Jersey",
         Edit("contact_wrong", "body", "Dear Christian,", "Dear Christopher,", "Christian Johnson",
              "another given name in the greeting", found="Christopher")),
    # N015 ------------------------------------------------------------------------------------
    Mail("P015", "s1", "Offerta: 200 cartoni di pesce gatto affumicato, CIF Genova", """\
Gentile Sig.ra Toldo,

grazie per la richiesta. Ecco la nostra offerta per Toldo Alimentari Etnici S.r.l.:

- Prodotto: pesce gatto africano (Clarias gariepinus) affumicato ed essiccato, intero, arrotolato
- Confezione: cartoni da 10 kg netti
- Quantità: 200 cartoni (2.000 kg)
- Prezzo: 11,40 USD/kg, CIF Genova
- Consegna: circa 5 settimane dalla conferma dell'ordine
- Pagamento: 30% anticipato, saldo contro documenti

L'offerta è valida 30 giorni. Il certificato sanitario e il certificato d'origine accompagnano ogni spedizione.

Cordiali saluti,

Folasade Ogunleye
Head, Export Sales
Olumo Agro-Allied Exports Limited
Abeokuta, Nigeria
Tel. +234 803 555 0174""",
         "Italian reply to the note's request (quote for 200 cartons, CIF Genoa = Genova); "
         "pesce gatto for catfish; a price, terms and Italian number format",
         Edit("artifact", "body", "- Prezzo: 11,40 USD/kg, CIF Genova",
              "- Prezzo: {price_per_kg}, CIF Genova", "11,40 USD/kg",
              "a template placeholder left in the price line", found="{price_per_kg}")),
    # N016 ------------------------------------------------------------------------------------
    Mail("P016", "s2", "ماء الورد الطائفي بعبوات 250 مل لعلامتكم الخاصة", """\
الأستاذ سعود المهيدب المحترم،
مدير المشتريات – شركة المهيدب للعطور ذ.م.م

السلام عليكم ورحمة الله وبركاته،

سعدتُ بلقائكم في معرض بيوتي وورلد الشرق الأوسط في دبي، وشكراً على اهتمامكم بماء الورد الطائفي. كما ذكرتم، تبحثون عن ماء الورد في عبوات سعة 250 مل لعلامتكم التجارية الخاصة.

نقطّر ماء الورد لدى مزارعنا الشريكة في الهدا والشفا بالطائف خلال موسم القطاف (من مارس إلى مايو)، بالطريقة التقليدية في قدور نحاسية، ودون أي إضافات. ويمكننا تعبئته في عبوات زجاجية أو بلاستيكية سعة 250 مل تحمل ملصق علامتكم، والحد الأدنى للطلب 5,000 عبوة لكل تصميم.

مرفق لكم عرض سعر مبدئي بشرط التسليم DAP دبي، ويسعدنا إرسال عينات.

مع خالص التحية،
عبدالرحمن سعيد الثبيتي
مدير المبيعات الدولية
مؤسسة الهدا للتجارة (Al-Hada Trading Est.)
الطائف، المملكة العربية السعودية
+966 12 555 0193""",
         "Arabic first e-mail after the fair the note records (Beautyworld Middle East, Dubai, "
         "in Arabic script) answering its wish (250 ml, private label); the address block with "
         "the title and the company with ذ.م.م; the sender's name and company in Arabic (مؤسسة = "
         "Est.); Al Hada and Al Shafa as places",
         Edit("sender_wrong", "body", "مؤسسة الهدا للتجارة (Al-Hada Trading Est.)",
              "مؤسسة الهدى للتجارة (Al-Huda Trading Est.)", "Al-Hada Trading Est.",
              "the sender's company written Al-Huda (الهدى) for Al-Hada (الهدا)",
              found="مؤسسة الهدى للتجارة (Al-Huda Trading Est.)")),
    # N017 ------------------------------------------------------------------------------------
    Mail("P017", "s2", "Taif rose water for your loukoumia", """\
Αγαπητή κυρία Κωτσιονοπούλου,

I hope you don't mind an e-mail in English. I am writing from Al-Hada Trading Est. in Taif, Saudi Arabia, because rose loukoumi is one of the finest uses we know for our rose water, and Λουκουμοποιία Κωτσιονοπούλου Ο.Ε. is exactly the kind of traditional maker we would like to supply.

Taif roses are a Damask rose grown on mountain terraces around Taif at about 2,000 m. Our rose water is distilled from fresh petals during the spring harvest; it is food grade, with no added alcohol or fragrance, and its scent holds up well in cooking. It comes in 1-litre bottles and 20-litre food-grade drums.

Could I send you two 1-litre samples for a trial batch?

Με εκτίμηση,
Abdulrahman Al-Thubaiti
International Sales Manager (مدير المبيعات الدولية)
Al-Hada Trading Est., Taif, Saudi Arabia
+966 12 555 0193""",
         "English cold introduction with a Greek greeting and closing; the company in Greek "
         "script inside an English sentence; loukoumi/loukoumia; the sender's title in English "
         "and Arabic; the sender's name without the middle name",
         Edit("company_misspelled", "body", "Λουκουμοποιία Κωτσιονοπούλου Ο.Ε. is",
              "Λουκουμοποιία Κοτσιονοπούλου Ο.Ε. is", "Λουκουμοποιία Κωτσιονοπούλου Ο.Ε.",
              "the family name in the company with omicron for omega",
              found="Λουκουμοποιία Κοτσιονοπούλου Ο.Ε.")),
    # N018 ------------------------------------------------------------------------------------
    Mail("P018", "s2", "Halal certificates for Taif rose water", """\
Assalamualaikum Puan Nor Azlina,

Thank you for your message. I understand that Azlina Wangian Sdn. Bhd. needs a halal certificate recognised by JAKIM for every lot, so let me explain how we handle this.

Our Taif rose water is certified by a halal body on JAKIM's list of recognised foreign certification bodies, and a lot-specific halal certificate is issued for each shipment, quoting the batch number printed on every bottle and drum. Each shipment also carries a certificate of analysis and a certificate of origin from the Taif Chamber of Commerce. Shipments go from Jeddah Islamic Port to Port Klang in about 18 days.

If helpful, I can send a copy of a recent lot certificate so that your team can check it with JAKIM in advance.

Best regards,
Abdulrahman Saeed Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
Taif, Saudi Arabia | +966 12 555 0193""",
         "English reply to the note's need (a JAKIM-recognised halal certificate for every "
         "lot); Malay greeting with Puan and the given name (binti-name not cut into a "
         "surname); Jeddah Islamic Port, Port Klang",
         Edit("company_missing", "body", "Azlina Wangian Sdn. Bhd.", "your company",
              "Azlina Wangian Sdn. Bhd.", "the only mention of the company replaced by 'your company'",
              every=True)),
    # N019 ------------------------------------------------------------------------------------
    Mail("P019", "s2", "注塑级均聚聚丙烯颗粒（MFI 12）报价", """\
程总您好！

很高兴在上海Chinaplas展会上与您交流。您当时提到宁波程氏塑业有限公司需要一款熔融指数约12的均聚聚丙烯，用于注塑。

我们可以提供沙特原产的注塑级均聚PP颗粒，熔融指数为12 g/10 min（230 °C/2.16 kg），25公斤袋装，每个40尺柜约24.75吨。货物从吉达港或达曼港出运，到宁波港约需25天。随函附上技术数据表（TDS）和物质安全数据表（MSDS）。

如您方便，我们可以先寄送5公斤样品供试模，价格可按CFR宁波报价。

顺祝商祺！

Abdulrahman Al-Thubaiti
国际销售经理 / مدير المبيعات الدولية
Al-Hada Trading Est.（沙特阿拉伯 塔伊夫）
电话：+966 12 555 0193""",
         "Simplified Chinese first e-mail after the fair the note records (Chinaplas, Shanghai) "
         "answering its wish (MFI 12 homopolymer for injection moulding); 程总 (family name + "
         "总 for a director); PP/聚丙烯; Jeddah, Dammam, Ningbo in Chinese; the sender's title "
         "in Chinese and Arabic",
         Edit("category_wrong", "body", "注塑级均聚PP颗粒", "注塑级高密度聚乙烯（HDPE）颗粒",
              "polypropylene granules", "a neighbouring polymer (HDPE) offered",
              found="高密度聚乙烯（HDPE）颗粒")),
    # N020 ------------------------------------------------------------------------------------
    Mail("P020", "s2", "Suudi Arabistan menşeli PP granül teklifi", """\
Sayın Yekda Güçlü,

Suudi Arabistan'ın Taif şehrinden, Al-Hada Trading Est. adına yazıyorum. Güçlü Plastik Ambalaj San. ve Tic. A.Ş.'nin ambalaj üretimi için düzenli olarak polipropilen hammaddesine ihtiyaç duyduğunu düşünerek size ulaşmak istedim.

Rafya, BOPP film ve enjeksiyon uygulamaları için homopolimer PP granül, şeffaf ambalaj için ise random kopolimer sunabiliyoruz. Ürünler 25 kg'lık torbalarda sevk ediliyor; Cidde limanından Mersin'e yükleme yaklaşık on gün sürüyor.

Satın Alma Müdürü olarak hangi MFI değerleriyle çalıştığınızı paylaşırsanız, size CFR Mersin fiyatımızı ve teknik veri sayfalarını gönderebilirim.

Saygılarımla,
Abdulrahman Saeed Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
Taif, Suudi Arabistan
+966 12 555 0193""",
         "Turkish cold introduction; the company with its full legal form and the suffix "
         "'nin after an apostrophe; the recorded title inside a Turkish sentence; Cidde = "
         "Jeddah, Mersin; Suudi Arabistan",
         Edit("company_misspelled", "body", "Güçlü Plastik Ambalaj San. ve Tic. A.Ş.'nin",
              "Güclü Plastik Ambalaj San. ve Tic. A.Ş.'nin",
              "Güçlü Plastik Ambalaj San. ve Tic. A.Ş.", "the second ç of Güçlü written c",
              found="Güclü Plastik Ambalaj San. ve Tic. A.Ş.")),
]
