"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, T

S2_SIG = """Salim Hamed Al-Yaqoubi
Marketing & Export Manager
Jebel Kawr Resources & Trading LLC
Ibri, Sultanate of Oman
Tel. +968 2569 1473 | salim.alyaqoubi@jebelkawr.om"""

S3_SIG = """Kristine Joy Padilla
Export Marketing Manager
Panay Hablon Export Corporation
Iloilo City, Philippines
+63 33 329 4862 | kjpadilla@panayhablon.ph | www.panayhablon.ph"""

S4_SIG_ES = """Mirian Beatriz Duarte Acosta
Jefa de Comercio Exterior
Aquidabán Productos Naturales S.A.
Concepción, Paraguay
+595 331 242 718 | mduarte@aquidaban.com.py"""

S4_SIG_EN = """Mirian Duarte
Head of Foreign Trade, Aquidabán Productos Naturales S.A.
Concepción, Paraguay
+595 331 242 718 | mduarte@aquidaban.com.py"""

MAILS = [
    # N021 P021 Swedish, cold introduction
    Mail("P021", "s2",
         "Bergsalt från Oman till Johansson Vägsalt",
         """Hej Daniel,

Jag heter Salim Al-Yaqoubi och ansvarar för marknadsföring och export på Jebel Kawr Resources & Trading LLC i Ibri, Oman. Vi bryter och exporterar bergsalt, och jag skriver eftersom Johansson Vägsalt kanske letar efter fler leverantörer av vägsalt inför nästa vinter.

Vårt salt håller minst 97 % NaCl, kornstorlek 0–6 mm, med antiklumpmedel om så önskas. Vi lastar i Sohar och kan lossa i Göteborg eller Norrköping, från 20 000 ton per fartyg.

Får jag skicka en offert och ett analysintyg?

Med vänliga hälsningar
""" + S2_SIG,
         "cold introduction in Swedish; informal greeting with the given name; company without AB; 'bergsalt' and 'vägsalt' for the category; Swedish ports as discharge places",
         T("company_misspelled", "body", "eftersom Johansson Vägsalt kanske", "eftersom Johanson Vägsalt kanske", "Johanson Vägsalt",
           "Johansson Vägsalt AB", "one letter of the family name dropped")),

    # N022 P022 English with an Arabic greeting, CFR Dammam quote and SFDA from the note
    Mail("P022", "s2",
         "Quote: Omani dried limes (loomi), CFR Dammam",
         """السلام عليكم Mr Al Awadh,

Thank you for your enquiry. As requested, here is our quote for dried limes (loomi) for مؤسسة آل عواض للتوابل:

- Black dried limes, whole, 3–4 cm, moisture max. 10%
- Packed in 10 kg cartons, 1,600 cartons per 40' container
- USD 3.10 per kg CFR Dammam, payment by L/C at sight

Our packing house in Ibri is registered with the SFDA, and each shipment carries a health certificate from the Omani Ministry of Agriculture and a certificate of origin.

With best regards,

""" + S2_SIG,
         "reply to the quote request the note records (CFR Dammam, SFDA registration); Arabic greeting; family name romanised ('Mr Al Awadh') for رضوان آل عواض; full company in Arabic inside English; loomi for the category",
         T("company_foreign", "body", "for مؤسسة آل عواض للتوابل:", "for White Spice Merchants:", "White Spice Merchants",
           "مؤسسة آل عواض للتوابل", "another buyer's company of this set (same category, United Kingdom)")),

    # N023 P023 French, cold introduction
    Mail("P023", "s2",
         "Citrons séchés d'Oman pour Épices Humbert",
         """Madame Humbert,

Je me permets de vous écrire au nom de Jebel Kawr Resources & Trading LLC, à Ibri, dans le sultanat d'Oman. Nous exportons des citrons séchés (loomi), noirs ou clairs, entiers ou concassés, très utilisés dans les cuisines du Golfe et d'Iran.

Pour Épices Humbert, nous pouvons proposer des cartons de 5 kg ou des sachets de 100 g prêts à la vente, livrés DAP Marseille, avec certificat d'origine et analyse de résidus de pesticides.

Je serais heureux de vous faire parvenir des échantillons et notre liste de prix.

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Salim Hamed Al-Yaqoubi
Responsable marketing et export
Jebel Kawr Resources & Trading LLC
Ibri, Sultanat d'Oman
+968 2569 1473""",
         "cold introduction in French; 'citrons séchés (loomi)' for the category; company without SARL; sender's title in French",
         T("company_missing", "body", "Pour Épices Humbert, nous pouvons", "Pour votre maison, nous pouvons", "votre maison",
           "Épices Humbert SARL", "every mention of the company replaced by 'votre maison'",
           more=[("subject", "pour Épices Humbert", "pour votre maison")])),

    # N024 P024 English, after IFE London, restaurants from the note
    Mail("P024", "s2",
         "Dried limes after IFE London",
         """Dear Mr White,

It was a pleasure to meet you at IFE London. You mentioned that White Spice Merchants supplies Persian and Gulf restaurants across London, so I have put together the two grades those kitchens use most:

- Black loomi, whole, for stews such as ghormeh sabzi and machboos
- Light (sun-dried) loomi, crushed 2–5 mm, for rice and spice blends

Both are packed in 5 kg cartons. I can offer DAP Felixstowe on a mixed pallet of 80 cartons, and samples can go out this week.

Best regards,

""" + S2_SIG,
         "after the fair the note records (IFE London), using the note's Persian and Gulf restaurants; company without Ltd; dishes named for the use",
         T("contact_wrong", "body", "Dear Mr White,", "Dear Mr Whyte,", "Mr Whyte", "Russell White",
           "near-miss family name in the greeting")),

    # N025 P025 Italian, cold introduction
    Mail("P025", "s3",
         "Tessuto di piña dalle Filippine per Tessuti Scandone",
         """Gentile Dott.ssa Scandone,

mi chiamo Kristine Joy Padilla e mi occupo dell'export per la Panay Hablon Export Corporation di Iloilo City, nelle Filippine. Produciamo a telaio a mano il tessuto di piña, ricavato dalle fibre delle foglie d'ananas: leggero, trasparente e lucido, tradizionalmente usato per il barong tagalog.

Come Responsabile Acquisti Tessuti di Tessuti Scandone, potrebbe interessarLe per camiceria e abiti da sposa. Lo offriamo puro o misto seta (piña-seda), in altezze di 90 cm.

Posso inviarLe una cartella campioni?

Cordiali saluti,

""" + S3_SIG,
         "cold introduction in Italian; 'Dott.ssa' address; the recorded title inside the sentence; company without S.p.A.; 'tessuto di piña' for the category; barong tagalog as the traditional use",
         T("title_wrong", "body", "Come Responsabile Acquisti Tessuti di", "Come Responsabile Vendite Tessuti di",
           "Responsabile Vendite Tessuti", "Responsabile Acquisti Tessuti", "a sales title in place of the recorded purchasing one")),

    # N026 P026 French, after Première Vision, piña-seda samples from the note
    Mail("P026", "s3",
         "Échantillons de piña-seda – suite à Première Vision",
         """Monsieur Hervé,

Merci encore pour votre visite sur notre stand à Première Vision Paris. Comme convenu, je vous envoie cette semaine des échantillons de piña-seda, notre tissu de piña mélangé à la soie, en trois poids (22, 28 et 35 g/m²), écru et teint.

Le piña est tissé à la main à Iloilo à partir de la fibre des feuilles d'ananas ; le mélange avec la soie le rend plus souple et plus facile à travailler pour la Maison Hervé.

Les délais sont de 8 à 10 semaines pour 200 mètres par coloris.

Bien cordialement,

Kristine Joy Padilla
Responsable marketing export
Panay Hablon Export Corporation
Iloilo City, Philippines
+63 33 329 4862""",
         "after the fair the note records (Première Vision Paris) with the piña-seda samples the note asks for; 'Maison Hervé' with its article and without SAS; sender's title in French",
         T("category_wrong", "body", "notre tissu de piña mélangé à la soie", "notre tissu d'abaca mélangé à la soie", "abaca",
           "piña fabric", "another Philippine fibre the sender does not list in place of the category")),

    # N027 P027 English, cold introduction to a bridal atelier's owner
    Mail("P027", "s3",
         "Hand-woven piña for Davis Bridal Atelier",
         """Dear Ms Davis,

I'm Kristine Joy Padilla of Panay Hablon Export Corporation in Iloilo City. We hand-weave piña, the sheer fabric made from pineapple-leaf fibre that Filipino brides have worn for generations, and I thought it might interest an atelier like yours for veils, overlays and sleeves.

Piña from the Philippines is naturally lustrous, takes embroidery beautifully and is lighter than organza. We sell by the metre (90 cm wide), from 20 metres per order, with hand embroidery on request.

I'd be happy to mail you a swatch card.

Warm regards,

""" + S3_SIG,
         "cold introduction to an owner; company in the subject only; organza as a comparison",
         T("country_wrong", "body", "Piña from the Philippines is", "Piña from Indonesia is", "Indonesia",
           "Philippines", "the origin given as Indonesia")),

    # N028 P028 English, BICON question from the note
    Mail("P028", "s3",
         "Dried danggit and Australian import conditions (BICON)",
         """Dear Anthony,

Thank you for asking about import conditions before ordering. Dried danggit (rabbitfish, split, gutted and sun-dried) falls under dried fish for human consumption in BICON; as far as we understand, it can enter Australia without an import permit when it is commercially prepared, packed and labelled, which ours is.

Each shipment to Hernandez Asian Groceries would carry a health certificate from BFAR, a certificate of origin and an ingredient list; the packs are 200 g and 500 g, vacuum-sealed. I'd still suggest your customs broker confirms the case on BICON before the first order.

Best regards,

""" + S3_SIG,
         "reply to the question the note records (BICON import conditions); given name only; company without Pty Ltd; BFAR as the Philippine authority",
         T("sender_wrong", "body", "Panay Hablon Export Corporation\nIloilo City", "Panay Hablon Export Inc.\nIloilo City",
           "Panay Hablon Export Inc.", "Panay Hablon Export Corporation", "the sender's company with a wrong legal form")),

    # N029 P029 English, cold introduction
    Mail("P029", "s3",
         "Dried danggit from Iloilo for Al Barsha Pinoy",
         """Dear Mr Manalo,

Kumusta! I'm Kristine Joy Padilla, export marketing manager of Panay Hablon Export Corporation in Iloilo City. I'm writing because Al Barsha Pinoy Foodstuff Trading serves many kababayan in Dubai, and dried danggit is one of the things they miss most from home.

Our danggit is split, lightly salted and sun-dried in Panay, then vacuum-packed in 250 g and 500 g packs with Arabic and English labels. As it is shelf-stable, a dry 20' container CFR Jebel Ali is enough, from 300 cartons.

May I send you our price list?

Salamat po,

""" + S3_SIG,
         "cold introduction in English with Filipino greeting and closing; 'kababayan'; company without LLC; Dubai and Jebel Ali as places",
         T("artifact", "body", "and dried danggit is one of the things they miss most from home.", "and dried danggit is one of the things they",
           "one of the things they", "one of the things they miss most from home", "a sentence cut off")),

    # N030 P030 English, cold introduction
    Mail("P030", "s3",
         "Hand-woven banig mats for Chung Home & Living",
         """Dear Karen,

I'm Kristine Joy Padilla from Panay Hablon Export Corporation in Iloilo City, Philippines. We work with weaving communities in Panay and Samar who make banig, the traditional hand-woven sleeping mats of pandan and tikog grass.

For Chung Home & Living, the patterned banig work well as wall hangings, rugs and table runners; we also make them in custom sizes and in natural or dyed colours. They are sun-dried and treated against mould before packing.

I'd love to send you our catalogue and a sample mat.

Kind regards,

""" + S3_SIG,
         "cold introduction; given name only; company without Pty Ltd; pandan and tikog as materials; Samar as a weaving region",
         T("note_wrong", "body", "I'm Kristine Joy Padilla from", "It was lovely to meet you at the Reed Gift Fair in Sydney. I'm Kristine Joy Padilla from",
           "It was lovely to meet you at the Reed Gift Fair in Sydney.", "",
           "a fair meeting claimed for a buyer whose record has no note")),

    # N031 P031 Spanish, after Intergift, catalogue with sizes from the note
    Mail("P031", "s3",
         "Catálogo de esteras banig con medidas – Intergift Madrid",
         """Estimada Sra. Narváez:

Fue un placer conocerla en Intergift Madrid. Tal como me pidió, le adjunto nuestro catálogo de esteras banig con todas las medidas: desde 60 × 90 cm hasta 180 × 270 cm, además de caminos de mesa de 35 × 150 cm.

Las esteras se tejen a mano en Panay con hojas de pandan y tikog, en colores naturales o teñidos. Para Decoración Narváez podemos preparar un pedido mixto a partir de 100 piezas, CIF Valencia.

Quedo a su disposición para cualquier consulta.

Un cordial saludo,

Kristine Joy Padilla
Gerente de Marketing de Exportación
Panay Hablon Export Corporation
Iloilo City, Filipinas
+63 33 329 4862""",
         "reply after the fair the note records (Intergift Madrid) with the catalogue and sizes the note asks for; 'Estimada Sra. Narváez:'; company without S.L.; 'esteras banig'; sender's title in Spanish; 'Filipinas'",
         T("note_wrong", "body", "Fue un placer conocerla en Intergift Madrid.", "Fue un placer conocerla en Maison&Objet París.",
           "Maison&Objet París", "Intergift Madrid", "a fair the note does not name in place of the one it does")),

    # N032 P032 English with a Thai greeting, cold introduction
    Mail("P032", "s3",
         "Banig mats for resort rooms – บริษัท นิลวิมล รีสอร์ท ซัพพลาย",
         """Dear Khun ฌาฆีภัตฐ์,

As ผู้จัดการฝ่ายจัดซื้อ at บริษัท นิลวิมล รีสอร์ท ซัพพลาย จำกัด, you furnish many resort rooms, so I would like to introduce banig: hand-woven mats from the Philippines, made of pandan and tikog leaves.

Hotels use them as bedside rugs, headboard panels and spa mats; they are light, cool underfoot and easy to replace. We can weave your resorts' colours and sizes, from 200 pieces per design, CIF Laem Chabang.

Shall I send a few samples?

ขอบคุณค่ะ

""" + S3_SIG,
         "cold introduction; 'Khun' with the given name in Thai; recorded title and full company in Thai inside English",
         T("contact_wrong", "body", "Dear Khun ฌาฆีภัตฐ์,", "Dear Khun ธนพล,", "Khun ธนพล", "ฌาฆีภัตฐ์ นิลวิมล",
           "another Thai given name in the greeting")),

    # N033 P033 English, COA values and flexitank from the note
    Mail("P033", "s4",
         "Tung oil – COA with acid and iodine value, 20' flexitank",
         """Dear Ms Liao,

Thank you for your specifications. Every lot of our tung oil will ship with a certificate of analysis showing the acid value and the iodine value, as you need:

- Acid value: max. 3 mg KOH/g
- Iodine value (Wijs): 163–173 g I₂/100 g
- Refractive index (25 °C): 1.517–1.520

We pack in 20' flexitanks of about 21 t, loaded in Asunción and shipped via Montevideo CIF Kaohsiung. Transit is about 45 days.

Kind regards,

""" + S4_SIG_EN,
         "reply to the request the note records (acid value and iodine value on the COA, 20-ft flexitank); 'Ms Liao' romanised; sender's name shortened and her title in English; Asunción, Montevideo and Kaohsiung as route",
         T("category_wrong", "body", "Every lot of our tung oil will", "Every lot of our linseed oil will", "linseed oil",
           "tung oil", "another drying oil the sender does not list in place of the category")),

    # N034 P034 German, cold introduction
    Mail("P034", "s4",
         "Tungöl aus Paraguay für die Schönland Holzschutz GmbH",
         """Sehr geehrter Herr Schönland,

als Einkäufer Rohstoffe der Schönland Holzschutz GmbH suchen Sie sicher zuverlässige Quellen für Tungöl (Holzöl). Aquidabán Productos Naturales S.A. presst Tungöl aus den Nüssen des Tungbaums im Norden Paraguays und exportiert es seit über zehn Jahren nach Europa.

Unser Öl ist kaltgepresst und gefiltert, Säurezahl max. 3 mg KOH/g, und eignet sich für Holzöle und Lasuren. Wir liefern in 200-kg-Fässern oder im Flexitank, CIF Hamburg.

Gern schicke ich Ihnen ein Muster und ein Analysenzertifikat.

Mit freundlichen Grüßen

Mirian Beatriz Duarte Acosta
Leiterin Außenhandel
Aquidabán Productos Naturales S.A.
Concepción, Paraguay""",
         "cold introduction in German; the recorded title inside the sentence; full company with article; 'Tungöl (Holzöl)' for the category; sender's title in German",
         T("title_wrong", "body", "als Einkäufer Rohstoffe der", "als Vertriebsleiter der", "Vertriebsleiter",
           "Einkäufer Rohstoffe", "a sales title in place of the recorded purchasing one")),

    # N035 P035 English, quote for 4 drums from the note
    Mail("P035", "s4",
         "Quote: tung oil, 4 drums × 200 kg",
         """Dear Mr Gomuła,

Thank you for your enquiry. Here is our quote for Gomuła Farby:

- Tung oil, cold-pressed, filtered, acid value max. 3 mg KOH/g
- 4 steel drums × 200 kg net (800 kg)
- EUR 4.60 per kg, DAP your warehouse in Poland (by sea to Hamburg, then by truck)
- Delivery about 8 weeks after payment

A certificate of analysis comes with the drums. If you would like to test the oil first, I can send a 1-litre sample by courier.

Best regards,

""" + S4_SIG_EN,
         "reply to the quote request the note records (4 drums of 200 kg); company without Sp.j.; Hamburg as the port",
         T("company_misspelled", "body", "our quote for Gomuła Farby:", "our quote for Gomula Farby:", "Gomula Farby",
           "Gomuła Farby Sp.j.", "the family name without its ł")),

    # N036 P036 Spanish, cold introduction
    Mail("P036", "s4",
         "Sombreros de palma karanday para Sombrerería Coll",
         """Estimado Sr. Coll:

Le escribo desde Aquidabán Productos Naturales S.A., en Concepción (Paraguay). Trabajamos con artesanos del norte del país que tejen a mano sombreros de palma karanday, el clásico sombrero pirí paraguayo: ligero, fresco y muy resistente.

Creemos que encajarían bien en Sombrerería Coll junto a los panamás y los sombreros de rafia. Los ofrecemos en tallas 55 a 61, con cinta de algodón en varios colores, a partir de 200 unidades, CIF Barcelona.

Si le parece bien, le envío una muestra de cada modelo.

Atentamente,

""" + S4_SIG_ES,
         "cold introduction in Spanish; 'Estimado Sr. Coll:'; company without S.L.; 'sombrero pirí' as the local name; panamás and raffia hats as comparisons",
         T("country_wrong", "body", "en Concepción (Paraguay)", "en Concepción (Bolivia)", "Bolivia",
           "Paraguay", "the sender's country given as Bolivia")),

    # N037 P037 English with a Greek greeting, island shops and April delivery from the note
    Mail("P037", "s4",
         "Karanday palm hats for the summer season – delivery by April",
         """Καλημέρα κύριε Λαγοπάτη,

I understand that Λαγοπάτης Αξεσουάρ sells to beach shops on Mykonos and Paros and needs the goods by April. Our karanday palm hats are made for exactly that kind of shop: light, hand-woven in northern Paraguay, and they fold into a suitcase without losing their shape.

If you order by the end of January, we can ship from Asunción in February and deliver to Piraeus by early April. Minimum 150 hats, mixed sizes and ribbon colours.

Shall I send you our catalogue with prices?

Best regards,

""" + S4_SIG_EN,
         "uses the note (beach shops on Mykonos and Paros, delivery by April); Greek greeting with the vocative; company in Greek without the legal form inside English",
         T("sender_wrong", "body", "Head of Foreign Trade, Aquidabán", "Head of Purchasing, Aquidabán", "Head of Purchasing",
           "Jefa de Comercio Exterior", "the sender's title given as a purchasing one")),

    # N038 P038 French, cold introduction
    Mail("P038", "s4",
         "Baies roses du Paraguay pour l'Épicerie fine Simonis",
         """Madame Simonis,

Je me permets de vous présenter Aquidabán Productos Naturales S.A., une entreprise de Concepción, au Paraguay, qui récolte et sèche des baies roses (Schinus terebinthifolius), ce « poivre rose » doux et fruité qu'apprécient les chefs.

Nos baies sont triées à la main, séchées à basse température et conditionnées en sacs de 5 kg ou en pots de 40 g pour la vente en épicerie fine. Nous livrons DAP Bruxelles à partir de 50 kg.

Je serais ravie de vous envoyer un échantillon.

Bien à vous,

Mirian Beatriz Duarte Acosta
Responsable du commerce extérieur
Aquidabán Productos Naturales S.A.
Concepción, Paraguay""",
         "cold introduction in French; 'baies roses' and 'poivre rose' for the category; company with article and without SRL; sender's title in French",
         T("artifact", "body", "Nos baies sont triées à la main,", "Nos baies sont triées à la main, triées à la main,",
           "triées à la main, triées à la main", "triées à la main", "a doubled phrase")),

    # N039 P039 French (Swiss), after Biofach, organic certificate from the note
    Mail("P039", "s4",
         "Baies roses bio – certificats UE et Bio Suisse",
         """Monsieur Comman,

Merci pour notre échange à Biofach, à Nuremberg. Comme vous en avez besoin pour Comman Épices, nos baies roses sont certifiées biologiques selon le règlement UE, et notre organisme de certification prépare l'attestation Bio Suisse pour la récolte de cette année ; je vous l'enverrai dès réception.

Je joins le certificat UE en vigueur et la fiche technique (humidité max. 12 %, calibre 4–6 mm).

Meilleures salutations,

Mirian Beatriz Duarte Acosta
Responsable du commerce extérieur
Aquidabán Productos Naturales S.A.
Concepción, Paraguay""",
         "after the fair the note records (Biofach Nuremberg), answering the certificate the note asks for (EU and Bio Suisse organic); Swiss closing; company without SA",
         T("company_foreign", "body", "besoin pour Comman Épices,", "besoin pour Käsehaus Schwab,", "Käsehaus Schwab",
           "Comman Épices SA", "another buyer's company of this set (same country, another category)")),

    # N040 P040 Turkish, cold introduction
    Mail("P040", "s4",
         "Paraguay'dan pembe biber – Akçay Baharat",
         """Sayın Şerafeddin Bey,

Paraguay'ın Concepción şehrinden Aquidabán Productos Naturales S.A. adına yazıyorum. Pembe biber (Schinus terebinthifolius) topluyor, kurutuyor ve ihraç ediyoruz.

Akçay Baharat Gıda A.Ş.'ye 5 kg'lık torbalarda ya da dökme olarak, CIF Mersin teslim fiyat verebiliriz. Her parti analiz sertifikası ve menşe şahadetnamesiyle gelir.

Numune ve fiyat listesi göndermemi ister misiniz?

Saygılarımla,

Mirian Beatriz Duarte Acosta
Dış Ticaret Sorumlusu
Aquidabán Productos Naturales S.A.
Concepción, Paraguay""",
         "cold introduction in Turkish; 'Sayın Şerafeddin Bey'; company with the Turkish dative suffix ('A.Ş.'ye') and shortened in the subject; 'pembe biber' for the category; sender's title in Turkish",
         T("company_missing", "body", "Akçay Baharat Gıda A.Ş.'ye 5 kg'lık", "Firmanıza 5 kg'lık", "Firmanıza",
           "Akçay Baharat Gıda A.Ş.", "every mention of the company replaced by 'firmanız'",
           more=[("subject", " – Akçay Baharat", "")])),
]
