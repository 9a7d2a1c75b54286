"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail("P021", "s2", "Omani kumma caps for Nazari Fashion House", """\
Dear Ms Nazari,

I am writing to introduce Falaj Daris Trading LLC of Nizwa, Oman, and our kumma caps – the embroidered caps Omani men wear, which have been part of coastal East African dress for generations.

We supply them in three qualities: fully hand-stitched (each cap takes a craftswoman two to three weeks), half hand-stitched, and fine machine embroidery for everyday wear. Sizes run from 54 to 62 cm, in white and in colours, and we can mix designs in one carton.

For Tanzania we ship by sea from Sohar to Dar es Salaam, about three weeks door to door, or by air for small urgent orders. Payment can be by letter of credit or, after a first order, by bank transfer against documents.

As chief buyer for Nazari Fashion House Ltd, would you like to see our catalogue and price list? I can also send a few sample caps.

Kwa heri, and best regards,
Yaqoob Nasser Al-Hinai
Head of Exports
Falaj Daris Trading LLC, Nizwa, Oman
+968 2541 0387 · yaqoob.alhinai@falajdaris.om""",
         "English with a Swahili farewell; cold introduction; 'chief buyer' for the recorded "
         "Mnunuzi Mkuu; Dar es Salaam as Tanzania's port",
         Twin("note_wrong", "body",
              "I am writing to introduce Falaj Daris Trading LLC of Nizwa, Oman, and our kumma caps",
              "It was good to meet you at the Sabasaba fair in Dar es Salaam, and as promised I am "
              "writing about Falaj Daris Trading LLC of Nizwa, Oman, and our kumma caps",
              "no fair or meeting in the buyer's notes (the record has no note)",
              "a fair meeting claimed for a buyer whose record has no note",
              found="It was good to meet you at the Sabasaba fair in Dar es Salaam")),
    # N022
    Mail("P022", "s2", "Natural gypsum for your Kandla grinding unit – sample and CFR price", """\
नमस्ते महेन्द्रा जी,

Thank you for your enquiry. Please find below our offer of natural gypsum for the grinding unit of पिल्लई सीमेंट्स near Kandla.

Quality: natural gypsum (CaSO4·2H2O) min. 90% purity, SO3 min. 42%, free moisture max. 2%, size 0–50 mm. A typical analysis sheet is attached.

Sample: a 5 kg sample is being packed this week and will go by courier to your office; I will share the airway bill as soon as it leaves.

Price: USD 19.50 per metric tonne CFR Kandla, in bulk, for 25,000–50,000 t per vessel loaded at Salalah, valid for 30 days.

We would be glad to have your lab test the sample before you decide.

Warm regards,
Yaqoob Nasser Al-Hinai
Head of Exports
Falaj Daris Trading LLC, Nizwa, Sultanate of Oman
Tel. +968 2541 0387
yaqoob.alhinai@falajdaris.om""",
         "English with a Hindi greeting (given name + जी); reply to the request the note records "
         "(purity min. 90%, 5 kg sample, CFR Kandla price, grinding unit); the company's Devanagari "
         "short form without प्राइवेट लिमिटेड",
         Twin("sender_wrong", "body", "yaqoob.alhinai@falajdaris.om", "yaqoob.alhinai@falajdaris.com",
              "yaqoob.alhinai@falajdaris.om", "the sender's e-mail domain .com for .om",
              found="yaqoob.alhinai@falajdaris.com")),
    # N023
    Mail("P023", "s2", "Natural gypsum from Oman for জাহান সিমেন্ট ইন্ডাস্ট্রিজ লিমিটেড", """\
Dear Ms Jahan,

Bangladesh's cement mills import nearly all of their gypsum, and much of it comes from Oman. I am writing to offer জাহান সিমেন্ট ইন্ডাস্ট্রিজ লিমিটেড a supply of natural gypsum from Falaj Daris Trading LLC.

Our gypsum is mined in Dhofar and shipped from Salalah: purity above 90%, SO3 above 42%, low chloride, crushed to 0–50 mm or supplied as run-of-mine lumps. For Bangladesh we usually ship lots of 30,000–40,000 t to the Chattogram outer anchorage, where they are lightered to the mills' jetties.

As ক্রয় ব্যবস্থাপক you will know how much steady quality matters for setting time; I can send our last twelve months' analysis certificates with the offer.

May I send you a CFR Chattogram quotation?

Best regards,
Yaqoob Al-Hinai
Head of Exports
Falaj Daris Trading LLC
Nizwa, Oman
+968 2541 0387""",
         "English; cold introduction; the company in full in Bengali script inside English, the "
         "Bengali title too; 'Ms Jahan'; Dhofar, Salalah, Chattogram",
         Twin("country_wrong", "body", "For Bangladesh we usually ship", "For Myanmar we usually ship",
              "Bangladesh", "a neighbouring country for the buyer's", found="Myanmar")),
    # N024
    Mail("P024", "s2", "Offer: natural gypsum lumps 0–50 mm, 5,000 t to Hai Phong", """\
Kính gửi anh Dũng,

It was a pleasure to meet you at Vietbuild in Hanoi. As promised, here is our offer for Công ty Cổ phần Xi măng Mai Sơn.

Product: natural gypsum from Oman, lumps 0–50 mm, CaSO4·2H2O min. 90%, combined water min. 18%, moisture max. 1.5%.
Quantity: 5,000 t per shipment to Hai Phong, in bulk or, if the plant prefers, in 20 ft containers.
Transit: about 25 days from Sohar to Hai Phong.

Our price is USD 31.00 per tonne CFR Hai Phong, valid for 30 days. A typical analysis and the inspection certificate of our last shipment are attached.

If you agree, we can ship a first lot next month.

Trân trọng,
Yaqoob Nasser Al-Hinai
Head of Exports
Falaj Daris Trading LLC – Nizwa, Oman
+968 2541 0387""",
         "English with a Vietnamese greeting (anh + given name) and closing; first written contact "
         "after the fair the note records; the note's 0-50 mm lumps, 5,000 t, Hai Phong; company in "
         "full in Vietnamese",
         Twin("note_wrong", "body", "at Vietbuild in Hanoi", "at Vietnam Expo in Hanoi",
              "Met at Vietbuild Hanoi", "another Hanoi fair than the one the note records",
              found="Vietnam Expo")),
    # N025
    Mail("P025", "s3", "Hand-carved sandstone from Siem Reap", """\
เรียน คุณกรพนธ์

My name is Chea Sophal, and I head the export section of Puok Artisan & Provisions Co., Ltd. in Siem Reap. Our workshop in Puok district employs 30 stone carvers trained in the Angkor tradition.

We carve sandstone statues and reliefs for gardens, hotels and spas: Apsara dancers, Buddha heads and seated Buddhas, Ganesha, lions, and wall panels after the reliefs of the Bayon and Banteay Srei. Sizes run from 40 cm to over 2 m. Every piece is new work, with a Ministry of Culture export permit confirming that it is not an antiquity.

Since บริษัท ถนัดเดินข่าว การ์เด้น จำกัด is just across the border, shipping is simple: by truck through the Poipet–Aranyaprathet crossing, three to four days to Bangkok.

I would be glad to send you our catalogue, or to welcome you at the workshop – Siem Reap is a short flight from Bangkok.

ขอแสดงความนับถือ
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodia
+855 63 966 214""",
         "English with a Thai greeting (คุณ + given name) and closing; cold introduction; the "
         "company in full in Thai script inside English; Apsara, Bayon, Banteay Srei; Poipet-"
         "Aranyaprathet",
         Twin("company_misspelled", "body", "บริษัท ถนัดเดินข่าว การ์เด้น จำกัด", "บริษัท ถนัดเดินขาว การ์เด้น จำกัด",
              "บริษัท ถนัดเดินข่าว การ์เด้น จำกัด", "the tone mark of ข่าว lost",
              found="บริษัท ถนัดเดินขาว การ์เด้น จำกัด")),
    # N026
    Mail("P026", "s3", "Statues d'Apsara et têtes de Bouddha en grès – suite à Maison&Objet", """\
Bonjour Monsieur Schneider,

Merci pour votre visite sur notre stand à Maison&Objet Paris. En tant qu'acheteur décoration de jardin, vous cherchiez des statues d'Apsara et des têtes de Bouddha de 60 à 120 cm : je vous envoie ci-joint une sélection de 14 modèles dans ces dimensions, avec photos et prix FOB Sihanoukville.

Toutes nos pièces sont sculptées à la main dans le grès par notre atelier de Puok, près de Siem Reap. Ce sont des créations neuves : chaque envoi est accompagné d'une attestation du ministère cambodgien de la Culture certifiant qu'il ne s'agit pas d'antiquités, pour votre dédouanement en France.

Pour Jardins Schneider, nous pouvons aussi patiner les statues pour leur donner un aspect « mousse ancienne » ; cela ne change rien à leur statut d'œuvres neuves.

Délai : 8 à 10 semaines pour un conteneur de 20 pieds.

Bien cordialement,

Chea Sophal
Responsable export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodge
+855 63 966 214""",
         "French; first written contact after the fair the note records; the note's Apsara and "
         "Buddha heads of 60-120 cm and the 'new, not antiques' document; the recorded title lower "
         "case in 'En tant qu'acheteur…'; grès for sandstone; company without SAS",
         Twin("title_wrong", "body", "En tant qu'acheteur décoration de jardin",
              "En tant que directeur marketing", "Acheteur décoration de jardin",
              "a marketing title for a buyer's", found="directeur marketing")),
    # N027
    Mail("P027", "s3", "Sandstone garden statues from Cambodia", """\
Dear Ms Muijs,

I came across Muijs Tuinbeelden through your website and would like to introduce our sandstone carvings from Siem Reap, Cambodia.

Puok Artisan & Provisions Co., Ltd. carves Buddhas, Apsaras, Ganeshas, elephants and garden lanterns from grey and pink sandstone. Once sealed, the stone stands up well to Dutch winters, and we treat every piece with a breathable water repellent before packing.

For the Netherlands we ship full or mixed 20 ft containers from Sihanoukville to Rotterdam, about five weeks at sea, with each statue in its own wooden crate.

Could I send you our trade catalogue with prices in euros?

Kind regards,
Sophal Chea
Head of Export, Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodia · +855 63 966 214 · sophal.chea@puokartisan.com.kh""",
         "English; cold introduction; company without B.V.; the sender's name in Western order "
         "(Sophal Chea)",
         Twin("company_foreign", "body", "I came across Muijs Tuinbeelden through",
              "I came across Imkerij Stoffelsz through", "Muijs Tuinbeelden B.V.",
              "another buyer's company of this set, same country", found="Imkerij Stoffelsz")),
    # N028
    Mail("P028", "s3", "Lackwaren aus Kambodscha für die Schumacher Wohnkultur AG", """\
Sehr geehrter Herr Schumacher

Ich erlaube mir, Ihnen als Leiter Einkauf der Schumacher Wohnkultur AG unsere Lackwaren aus Siem Reap vorzustellen.

In unserer Werkstatt in Puok entstehen Schalen, Tabletts, Dosen und Vasen aus Mango- und Bambusholz, die in bis zu zwölf Schichten lackiert und von Hand geschliffen werden, einige mit Blattgold oder Eierschalen-Intarsien. Jedes Stück ist ein Unikat; Farben und Grössen passen wir gern Ihrer Kollektion an.

Für die Schweiz liefern wir per Luftfracht nach Zürich oder per Seefracht über Rotterdam und den Rhein nach Basel; Bestellungen ab 200 Stück sind möglich.

Gerne sende ich Ihnen unseren Katalog und einige Muster.

Freundliche Grüsse

Chea Sophal
Leiter Export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Kambodscha
+855 63 966 214""",
         "Swiss German (no comma after the salutation, ss for ß); cold introduction; Lackwaren for "
         "lacquerware; the recorded title inside a German sentence; the sender's title as Leiter "
         "Export",
         Twin("country_wrong", "body", "Für die Schweiz liefern wir", "Für Österreich liefern wir",
              "Switzerland", "a neighbouring country for the buyer's", found="Österreich")),
    # N029
    Mail("P029", "s3", "Food-safe lacquer bowls – test report attached", """\
Dear Jasmine,

Thank you for asking about food safety – it is the right question to ask about lacquer bowls.

Our lacquerware for food use is finished with a food-grade, lead-free lacquer, and the inside of every bowl gets three extra coats that are fully cured before packing. Decorative pieces with gold leaf or eggshell inlay are sold as décor only and labelled so.

I attach the food-contact test report from an accredited laboratory in Bangkok: overall migration, heavy metals (lead, cadmium, mercury) and formaldehyde, all within the limits for food-contact materials. The report covers our 15 cm and 20 cm salad bowls and the rice bowl.

For Murray Home & Living we could start with a mixed order of 300 bowls in four colours, shipped by sea to Sydney or Melbourne in about four weeks.

Best regards,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodia
+855 63 966 214""",
         "English; reply to the request the note records (food-safe lacquer bowls, food-contact test "
         "report); company without Pty Ltd; 'Dear Jasmine'",
         Twin("category_wrong", "body", "Our lacquerware for food use", "Our melamine tableware for food use",
              "lacquerware", "a neighbouring tableware product", found="melamine tableware")),
    # N030
    Mail("P030", "s3", "Cambodian lacquerware for Stuart Museum Stores", """\
Dear Mr Stuart,

Museum shops look for objects with a story, and Cambodian lacquerware has a long one: the craft was nearly lost in the 1970s and has been rebuilt by workshops in Siem Reap, a few kilometres from Angkor Wat.

Puok Artisan & Provisions Co., Ltd. makes lacquered boxes, trays, bowls and small Apsara figures, finished by hand in up to twelve layers. Many pieces carry motifs from the temples – the faces of the Bayon, lotus borders, naga heads – which makes them a natural fit for exhibitions on Southeast Asia.

As merchandise buyer for Stuart Museum Stores, Inc., you may be planning the shop range for a coming exhibition. We can prepare a small collection for it, with a card telling the story of each piece.

Could I send you our catalogue?

Sincerely,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
+855 63 966 214
sophal.chea@puokartisan.com.kh""",
         "English; cold introduction; the recorded title lower case inside an English sentence; "
         "company in full with ', Inc.'",
         Twin("sender_wrong", "body", "Sincerely,\nChea Sophal", "Sincerely,\nChea Sopheap",
              "Chea Sophal", "another Khmer given name in the sender's signature",
              found="Chea Sopheap")),
    # N031
    Mail("P031", "s3", "Échantillons de prahok en pots de 400 g pour Bruneau Import", """\
Madame Bruneau,

Merci pour votre demande. Nous vous envoyons cette semaine, par DHL, des échantillons de prahok en pots de 400 g : trois pots de prahok en morceaux et trois de prahok en pâte fine, pour que vos clients puissent comparer.

Notre prahok est préparé à Siem Reap à partir de poissons d'eau douce du Tonlé Sap, salé et fermenté au moins six mois, puis pasteurisé en pots de verre. Il se conserve 18 mois à température ambiante.

Pour Bruneau Import et les restaurants cambodgiens du 13e arrondissement, le pot de 400 g est la taille habituelle ; nous proposons aussi des seaux de 5 kg pour la restauration.

L'étiquette est en khmer, en français et en anglais, avec la mention de l'allergène (poisson) exigée dans l'UE, et notre établissement dispose de l'agrément sanitaire requis pour l'exportation vers l'Union européenne.

Bien cordialement,

Chea Sophal
Responsable export
Puok Artisan & Provisions Co., Ltd.
Siem Reap (Cambodge)
+855 63 966 214""",
         "French; reply to the sample request the French note records (400 g jars, Cambodian "
         "restaurants of the 13th arrondissement); company without SARL; Tonlé Sap",
         Twin("company_missing", "body", "Pour Bruneau Import et", "Pour votre société et",
              "Bruneau Import SARL", "every mention of the company replaced", found="votre société",
              also=(("subject", "pour Bruneau Import", "pour votre société"),))),
    # N032
    Mail("P032", "s3", "Prahok from Siem Reap for Wright Asian Foods", """\
Dear Mr Wright,

For Cambodian families in Australia, prahok is not an optional ingredient: it goes into samlor korko, into dips for green mango, into a Sunday-morning fried rice. Good prahok is still hard to find on Australian shelves, and I would like to offer Wright Asian Foods Pty Ltd a steady supply.

Puok Artisan & Provisions Co., Ltd. prepares prahok in Siem Reap from Tonle Sap freshwater fish, fermented for at least six months and heat-treated in glass jars (400 g and 1 kg), or in 5 kg tubs for restaurants. It keeps for 18 months at room temperature.

We know the Australian import conditions for fish products are strict: our prahok is heat-treated and we hold the process documents, so it can be cleared under the BICON conditions for shelf-stable fish products.

May I send you samples and a price list?

Kind regards,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodia · +855 63 966 214""",
         "English; cold introduction; company in full; samlor korko; BICON",
         Twin("artifact", "body", "in glass jars (400 g and 1 kg), or",
              "in glass jars (400 g and 1 kg) in glass jars (400 g and 1 kg), or",
              "in glass jars (400 g and 1 kg)", "a doubled phrase",
              found="in glass jars (400 g and 1 kg) in glass jars (400 g and 1 kg)")),
    # N033
    Mail("P033", "s3", "FDA registration and English label for our prahok", """\
Dear Amanda,

Thank you for your reply and for telling me about your customers – the Khmer grocery stores in Long Beach and Lowell are exactly where our prahok belongs.

FDA registration: our facility in Siem Reap is registered with the FDA; the registration number and the name of our US agent are on the attached sheet. Because the jars are heat-treated, our process is also filed with the FDA.

English label: I attach the draft, with the Khmer name kept in large letters for your customers, the ingredients (freshwater fish, salt), the allergen statement (fish), the net weight in grams and ounces, and a Nutrition Facts panel.

For Barnes Asian Grocery Distributors we suggest 400 g jars in cartons of 24 and 1 kg jars in cartons of 12, shipped in a 20 ft container to Long Beach.

Best regards,
Chea Sophal
Head of Export
Puok Artisan & Provisions Co., Ltd.
Siem Reap, Cambodia
+855 63 966 214""",
         "English; reply to the request the note records (FDA registration number, English label; "
         "Khmer grocery stores in Long Beach and Lowell); company without ', Inc.'",
         Twin("note_wrong", "body", "in Long Beach and Lowell are", "in Long Beach and Fresno are",
              "Customers are Khmer grocery stores in Long Beach and Lowell",
              "the note's customers misquoted (another town)", found="Long Beach and Fresno")),
    # N034
    Mail("P034", "s4", "Paraguayan soybean meal for Pasze Górnisiewicz", """\
Dear Mr Górnisiewicz,

I am Liz Benítez, foreign trade manager at Comercial Itapúa Poty S.A. in Encarnación, Paraguay. We export soybean meal from crushing plants in Itapúa and Alto Paraná, the heart of Paraguay's soy belt.

Our Hipro meal has 46–47% protein, max. 12.5% moisture and max. 3.5% fibre, from conventional or, on request, certified non-GMO beans – a point many Polish feed mills now ask about. Shipments go down the Paraná by barge to Nueva Palmira or Rosario and from there by ocean vessel to Gdańsk or Szczecin, in lots of 5,000 t and up, or in containers for smaller orders.

For Pasze Górnisiewicz Sp. z o.o. we could quote CIF Gdańsk for the coming crop, with SGS analysis at loading.

Would that be of interest? I look forward to your reply.

Kind regards,
Liz Benítez
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
Encarnación, Paraguay
+595 71 204 385""",
         "English; cold introduction; the sender shortened to Liz Benítez, her title translated and "
         "in Spanish; Itapúa both a department and part of the sender's company name; Nueva Palmira "
         "(Uruguay) and Rosario (Argentina) as transit ports",
         Twin("contact_wrong", "body", "Dear Mr Górnisiewicz,", "Dear Mr Górecki,", "Adam Górnisiewicz",
              "another Polish family name in the greeting", found="Górecki")),
    # N035
    Mail("P035", "s4", "Soybean meal from Paraguay – offer for Akça Yem", """\
Dear Mr Akça,

Turkey's feed industry buys most of its soybean meal from Argentina and Brazil; Paraguay, one of the world's largest soybean exporters, is a less known but reliable alternative. I would like to offer Akça Yem Sanayi ve Ticaret A.Ş. soybean meal from Comercial Itapúa Poty S.A.

We ship Hipro meal with min. 46% protein, max. 12.5% moisture and max. 3.5% fibre, also pelleted. After barge transport down the Paraná, it loads at Nueva Palmira or Rosario in lots of 10,000 t and more, about 35 days to Mersin or İskenderun.

As purchasing manager, you will want to see our analysis certificates; I can send the SGS reports of our last three shipments with a CFR Mersin offer.

Saygılarımla / Best regards,
Liz Carolina Benítez
Foreign Trade Manager
Comercial Itapúa Poty S.A.
+595 71 204 385 · liz.benitez@itapuapoty.com.py""",
         "English with a Turkish closing; cold introduction; company in full with A.Ş. and short "
         "(Akça Yem); Argentina and Brazil named as other origins; the recorded title translated",
         Twin("artifact", "body",
              "As purchasing manager, you will want to see our analysis certificates; I can send the "
              "SGS reports of our last three shipments with a CFR Mersin offer.",
              "As purchasing manager, you will want to see our analy",
              "As purchasing manager, you will want to see our analysis certificates; …",
              "a sentence cut off in the middle of a word", found="you will want to see our analy")),
    # N036
    Mail("P036", "s4", "Soybean meal from Paraguay for Lê Gia feed", """\
Kính gửi chị Duyên,

My name is Liz Benítez and I handle foreign trade at Comercial Itapúa Poty S.A., an exporter of soybean meal in Encarnación, Paraguay.

Vietnam is one of the largest buyers of South American soybean meal, and most of it reaches your feed mills from Argentina and Brazil. We would like to offer Công ty TNHH Thức ăn Chăn nuôi Lê Gia a Paraguayan option: Hipro meal with min. 46% protein and max. 12.5% moisture, shipped in containers via Montevideo to Cai Mep or Hai Phong, in lots from 500 t.

As Purchasing Director you will also want flexible terms: we can offer CFR with payment by letter of credit at sight, and SGS inspection at loading.

I would be glad to send you a quotation.

Trân trọng,
Liz Benítez
Encargada de Comercio Exterior (Foreign Trade Manager)
Comercial Itapúa Poty S.A. – Encarnación, Paraguay
+595 71 204 385""",
         "English with a Vietnamese greeting (chị + given name) and closing; cold introduction; the "
         "recorded Giám đốc Thu mua translated as Purchasing Director; company in full in Vietnamese, "
         "short in the subject (Lê Gia feed)",
         Twin("title_wrong", "body", "As Purchasing Director you", "As Sales Director you",
              "Giám đốc Thu mua", "a sales title for a purchasing one", found="Sales Director")),
    # N037
    Mail("P037", "s4", "Ñandutí en crudo y blanco, piezas de 20 cm", """\
Estimada Regina:

Fue un gusto conocerla en Intergift Madrid. Como le prometí, le envío la propuesta de ñandutí para Encajes y Bordados Tomas.

Tenemos disponibles piezas redondas de 20 cm en crudo y en blanco, tejidas a mano por artesanas de Itauguá con hilo de algodón mercerizado, cada una con un diseño tradicional distinto. Podemos enviar un primer lote de 200 piezas, 100 de cada color, en un plazo de seis semanas.

Las piezas se almidonan y se planchan antes del envío, y van en sobres individuales con una tarjeta que explica el origen del ñandutí y el nombre de la artesana.

Le adjunto la lista de precios FOB Asunción y el costo del envío aéreo a Madrid.

Un cordial saludo,

Liz Carolina Benítez Ruiz Díaz
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
Encarnación, Paraguay
Tel. +595 71 204 385""",
         "Spanish ('Estimada Regina:'); first written contact after the fair the Spanish note "
         "records; the note's crudo y blanco, 20 cm pieces; company without S.L.; the sender's full "
         "name with both family names",
         Twin("category_wrong", "body", "la propuesta de ñandutí para", "la propuesta de encaje de bolillos para",
              "ñandutí lace", "a neighbouring lace (bobbin lace)", found="encaje de bolillos")),
    # N038
    Mail("P038", "s4", "Pizzo ñandutí dal Paraguay per la Merceria Respighi", """\
Gentile Signor Respighi,

mi chiamo Liz Benítez e mi occupo del commercio estero di Comercial Itapúa Poty S.A., a Encarnación, in Paraguay.

Le scrivo per presentarLe il ñandutí, il pizzo ad ago paraguaiano che prende il nome dalla parola guaraní per «ragnatela». Ogni pezzo è lavorato a mano da artigiane di Itauguá con filo di cotone: centrini, rotelle da 5 a 30 cm da applicare su abiti e biancheria, e bordure a metraggio, in bianco, écru o nei colori vivaci tipici del Paraguay.

Come titolare della Merceria Respighi, saprà meglio di me se le rotelle singole possono interessare la Sua clientela: in Italia sono ancora poco diffuse.

Se desidera, posso inviarLe un campionario con dieci motivi diversi e il listino.

Cordiali saluti,

Liz Benítez
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
+595 71 204 385""",
         "Italian; cold introduction; pizzo ñandutí; the recorded title Titolare lower case inside a "
         "sentence; company short (Merceria Respighi) without '& C. S.n.c.'",
         Twin("contact_wrong", "body", "Gentile Signor Respighi,", "Gentile Signor Rossetti,",
              "Gionata Respighi", "another Italian family name in the greeting", found="Rossetti")),
    # N039
    Mail("P039", "s4", "Hamacs en coton tissés à la main au Paraguay", """\
Bonjour Monsieur Morard,

Je me permets de vous contacter au nom de Comercial Itapúa Poty S.A., exportateur à Encarnación, au Paraguay. Nous proposons des hamacs en coton tissés à la main par des artisans de Carapeguá, une ville connue dans tout le pays pour cet artisanat.

Nos hamacs sont en coton 100 %, tissés sur métier traditionnel, avec des franges en macramé ; ils existent en version une place (200 × 110 cm) et deux places (220 × 160 cm), dans une quinzaine de coloris. Le coton épais les rend confortables et très résistants, pour le jardin comme pour la terrasse.

Je pense que ces hamacs pourraient compléter l'assortiment de Morard Plein Air pour la saison d'été. En tant que responsable des achats, souhaiteriez-vous recevoir notre catalogue et nos prix franco domicile en Suisse ?

Meilleures salutations,

Liz Benítez
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
+595 71 204 385
liz.benitez@itapuapoty.com.py""",
         "Swiss French (Meilleures salutations); cold introduction; hamacs en coton; company without "
         "Sàrl; the recorded title inside a sentence",
         Twin("company_missing", "body", "l'assortiment de Morard Plein Air", "l'assortiment de votre entreprise",
              "Morard Plein Air Sàrl", "the only mention of the company replaced",
              found="votre entreprise")),
    # N040
    Mail("P040", "s4", "Handgewebte Baumwoll-Hängematten aus Paraguay", """\
Sehr geehrte Frau Ullrich,

mein Name ist Liz Benítez, ich leite den Außenhandel der Comercial Itapúa Poty S.A. in Encarnación, Paraguay. Da die Hängematten Ullrich GmbH auf Hängematten spezialisiert ist, möchte ich Ihnen unsere handgewebten Baumwoll-Hängematten vorstellen.

Sie werden in Carapeguá auf traditionellen Webstühlen aus kräftigem, naturfarbenem oder gefärbtem Baumwollgarn gewebt und mit Makramee-Fransen abgeschlossen. Wir fertigen Einzel- und Doppelhängematten, auf Wunsch auch mit Ihrem Etikett.

Für Deutschland versenden wir per Seefracht nach Hamburg; ein 20-Fuß-Container fasst rund 1.200 Hängematten. Als Einkäuferin interessiert Sie sicher auch, dass alle Farben OEKO-TEX-geprüft sind.

Darf ich Ihnen Muster schicken?

Mit freundlichen Grüßen

Liz Benítez
Encargada de Comercio Exterior
Comercial Itapúa Poty S.A.
Tel. +595 71 204 385""",
         "German; cold introduction; Baumwoll-Hängematten for cotton hammocks; the company's own "
         "word Hängematten next to the product; the recorded title inside a sentence",
         Twin("artifact", "body", "Darf ich Ihnen Muster schicken?", "Darf ich Ihnen {sample_offer} schicken?",
              "Muster", "a template placeholder left in the text", found="{sample_offer}")),
]
