"""Natural e-mails N021-N040 (first e-mail to P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N021 -------------------------------------------------------------------------------
    Mail(
        buyer="P021", sender="s3",
        subject="Natural wintergreen oil, methyl salicylate 98%+ – COA for the Thai FDA",
        body="""\
เรียน คุณอลิษา

Thank you for your enquiry about natural wintergreen oil for the herbal balm of บริษัท ฉิมพาลีโอสถ จำกัด.

Our wintergreen oil is steam-distilled from the leaves of Gaultheria fragrantissima, which grows wild in the hills of western Nepal and is collected under community forestry permits. The natural oil is almost pure methyl salicylate: our last five lots tested between 98.4% and 99.1% by GC, so your minimum of 98% is met.

Every lot comes with a COA (GC profile, specific gravity, refractive index) and a certificate of origin. For the Thai FDA we can add the safety data sheet and a statement that the oil is natural, not synthetic methyl salicylate.

We pack in 25 kg lacquered steel drums and ship by air from Kathmandu to Bangkok in three to four days.

ขอแสดงความนับถือ

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd., Pokhara, Nepal
+977 61 465208""",
        note="English reply to the note's request (methyl salicylate of at least 98%, a COA for "
             "the Thai FDA, herbal balm) with a Thai greeting (`เรียน คุณ` + given name) and "
             "closing; the Thai company in full inside an English sentence; Gaultheria "
             "fragrantissima, GC.",
        twin=Twin("artifact",
                  "so your minimum of 98% is met.\n\nEvery lot",
                  "so your minimum of 98% is met. The natural oil is almost pure methyl salicylate.\n\nEvery lot",
                  found="The natural oil is almost pure methyl salicylate.",
                  expected="(nothing: the sentence is already in the paragraph)",
                  note="a sentence of the paragraph repeated at its end"),
    ),
    # N022 -------------------------------------------------------------------------------
    Mail(
        buyer="P022", sender="s4",
        subject="Seco Herrerano de Panamá para Distribuciones Diéguez",
        body="""\
Estimada Sra. Diéguez:

Me llamo Yaritza Domínguez y soy gerente de negocios internacionales de Azuero Caña y Mar, S.A., en Chitré (Panamá). Me dirijo a usted como responsable de compras de Distribuciones Diéguez S.L. para presentarle el seco herrerano, el aguardiente de caña más tradicional de Panamá.

El seco se destila a partir de jugo fresco de caña de la península de Azuero y se embotella a 35% vol.; tiene un sabor limpio y ligeramente dulce. En Panamá se toma con hielo, con leche o en cócteles, y cada vez más bares en Europa lo usan en lugar del ron blanco.

Ofrecemos botellas de 750 ml y de 1 l, en cajas de 12, con etiqueta en español conforme a la normativa de la UE. Enviamos desde el puerto de Balboa a Valencia o Algeciras en unas tres semanas.

Quedo atenta a su respuesta y, si lo desea, le envío una caja de muestra.

Saludos cordiales,

Yaritza Domínguez C.
Gerente de Negocios Internacionales
Azuero Caña y Mar, S.A.
Chitré, Herrera – Panamá
Tel. +507 996 4173""",
        note="Spanish cold introduction (`Estimada Sra.` + family name, colon); the sender as "
             "`Yaritza Domínguez` and `Yaritza Domínguez C.` (first family name, second as an "
             "initial, as Panamanians sign); the title in lower case inside a sentence; Balboa, "
             "Valencia, Algeciras; the buyer's first name is recorded without its accent "
             "(Encarnacion) and not used.",
        twin=Twin("company_foreign", "responsable de compras de Distribuciones Diéguez S.L.",
                  "responsable de compras de Licores Nevado Canarias S.A.",
                  found="Licores Nevado Canarias S.A.", expected="Distribuciones Diéguez S.L.",
                  note="another Spanish seco buyer's company of this set (P031)"),
    ),
    # N023 -------------------------------------------------------------------------------
    Mail(
        buyer="P023", sender="s4",
        subject="Molas guna du Panamá pour la Galerie Olivier",
        body="""\
Monsieur Olivier,

Je me permets de vous écrire au nom d'Azuero Caña y Mar, S.A., une maison d'exportation de Chitré, au Panamá. En tant que gérant de la Galerie Olivier, vous cherchez peut-être des pièces textiles originales : nous proposons des molas, ces panneaux cousus à la main par les femmes guna de l'archipel de Guna Yala.

Chaque mola est réalisée en appliqué inversé : plusieurs couches de coton superposées, découpées et ourlées à la main, ce qui demande de deux à six semaines de travail. Nos panneaux mesurent environ 40 x 33 cm ; nous pouvons les livrer montés sur châssis ou encadrés.

Nous achetons directement aux coopératives de couturières, et chaque pièce est accompagnée d'une fiche avec le nom de l'artiste et sa communauté.

Je serais heureuse de vous envoyer une sélection de photos des pièces disponibles.

Bien cordialement,

Yaritza Domínguez Cedeño
Directrice des affaires internationales (Gerente de Negocios Internacionales)
Azuero Caña y Mar, S.A.
Chitré, Panamá
+507 996 4173""",
        note="French cold introduction (`Monsieur` + family name); the recorded title `Gérant` "
             "in lower case inside a sentence; `la Galerie Olivier` without SARL, with the "
             "article; the category as molas / panneaux; Guna Yala, appliqué inversé; the "
             "sender's title translated and glossed.",
        twin=Twin("title_wrong", "En tant que gérant de la Galerie Olivier",
                  "En tant qu'acheteur de la Galerie Olivier", found="acheteur",
                  expected="Gérant", note="a buyer's title for the owner-manager"),
    ),
    # N024 -------------------------------------------------------------------------------
    Mail(
        buyer="P024", sender="s4",
        subject="Panamanian cobia fillets – following up from Boston",
        body="""\
Hi Alyssa,

Great to meet you at Seafood Expo North America in Boston last month. As promised, here are the details of our frozen cobia fillets:

- Species: cobia (Rachycentron canadum), farmed in open-ocean net pens off Panama's Caribbean coast
- Cut: skin-off, boneless, bloodline trimmed on request
- Size: 8-10 oz fillets, individually vacuum-packed, IQF
- Packing: 10 lb master cases
- Certification: the farm and our processing plant are both BAP-certified (copies attached)

We ship frozen containers from Manzanillo, Colón, to the East Coast in about a week, or by air for smaller orders.

Would a sample case to your warehouse help?

Best,

Yaritza Domínguez
International Business Manager
Azuero Caña y Mar, S.A.
Chitré, Panama
+507 996 4173 | ydominguez@azuerocanaymar.com.pa""",
        note="English first contact after the fair the note records (follow-up kind), with the "
             "note's skin-off 8-10 oz fillets and BAP; `Hi Alyssa`; the sender's title "
             "translated; Manzanillo, Colón.",
        twin=Twin("contact_wrong", "Hi Alyssa,", "Hi Alicia,", found="Alicia",
                  expected="Alyssa Ortega", note="a near-miss given name in the greeting"),
    ),
    # N025 -------------------------------------------------------------------------------
    Mail(
        buyer="P025", sender="s2",
        subject="Anode-grade CPC from Kuwait for दासगुप्ता कार्बन्स",
        body="""\
नमस्ते विपुल जी,

I am Hessa Al-Roumi, International Business Development Manager at Failaka Heritage & Carbon Trading Co. K.S.C.C. in Kuwait. I am writing to you as वरिष्ठ क्रय अधिकारी of दासगुप्ता कार्बन्स प्राइवेट लिमिटेड to offer our calcined petroleum coke.

We calcine green coke from Kuwaiti refineries in rotary kilns. Typical values: fixed carbon above 98.5%, sulphur 2.5–3.0%, real density 2.06–2.09 g/cm³, volatile matter below 0.5% and moisture below 0.3%. We supply it in 0–1, 1–5 and 3–8 mm fractions, in jumbo bags or in bulk.

We know the DGFT conditions for CPC imports into India and can provide the documents they require. Shipments leave Shuaiba port for Haldia, Visakhapatnam or Mundra and arrive in 12 to 18 days.

Please let me know your monthly requirement and preferred port, and I will send you a CFR offer.

धन्यवाद,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="English with a Hindi greeting (`नमस्ते` + given name + `जी`) and closing; the "
             "Devanagari title and company in full inside an English sentence, the company short "
             "in the subject; DGFT, Haldia, Visakhapatnam, Mundra; the Bengali family name "
             "Dasgupta in Devanagari, as recorded.",
        twin=Twin("company_misspelled", "of दासगुप्ता कार्बन्स प्राइवेट लिमिटेड to offer",
                  "of दासगुप्ता कार्बन प्राइवेट लिमिटेड to offer",
                  found="दासगुप्ता कार्बन प्राइवेट लिमिटेड",
                  expected="दासगुप्ता कार्बन्स प्राइवेट लिमिटेड",
                  note="the plural ending of कार्बन्स dropped"),
    ),
    # N026 -------------------------------------------------------------------------------
    Mail(
        buyer="P026", sender="s2",
        subject="Handmade dallahs from Kuwait – Al-Ghamdi Home & Hospitality",
        body="""\
Dear Mr Abdulmajeed,

Greetings from Kuwait. I'm Hessa Al-Roumi of Failaka Heritage & Carbon Trading Co. K.S.C.C. in Fahaheel. We make dallah coffee pots in brass, copper and stainless steel, and I would like to introduce them to Al-Ghamdi Home & Hospitality Trading Est.

Our dallahs are shaped and finished by hand in the classic Gulf form with the crescent spout, in sizes from 0.5 to 2 litres. The brass and copper pots are tinned inside; finishes are plain, engraved or gold-plated, and we can engrave a hotel's or a family's name on the lid.

We deliver by truck to all cities in Saudi Arabia within four days of dispatch, and we keep stock of the standard sizes, so repeat orders leave within a week.

As purchasing manager, you may like to see the finishes first: I can send a sample set of three sizes.

Best regards,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482 | h.alroumi@failaka-hc.com.kw""",
        note="English cold introduction; `Dear Mr Abdulmajeed` (Gulf style, given name); the "
             "company in full in the body, without Trading Est. in the subject; the recorded "
             "title in lower case inside a sentence.",
        twin=Twin("category_wrong", "We make dallah coffee pots in brass,",
                  "We make finjan coffee cups in brass,", found="finjan coffee cups",
                  expected="dallah coffee pots",
                  note="a neighbouring product (the cups served with a dallah)"),
    ),
    # N027 -------------------------------------------------------------------------------
    Mail(
        buyer="P027", sender="s2",
        subject="Housses de coussin Sadu tissées à la main au Koweït",
        body="""\
Madame,

Je vous écris de la part de Failaka Heritage & Carbon Trading Co. K.S.C.C., au Koweït, pour vous présenter nos housses de coussin Sadu, en pensant qu'elles pourraient intéresser la responsable des achats de Polla Intérieurs SA.

Le Sadu est le tissage traditionnel des Bédouins du Koweït : laine de mouton et poil de chameau, teintures naturelles, motifs géométriques rouges, noirs et blancs. Chaque housse est tissée à la main sur un métier au sol par une tisserande dont le nom figure sur l'étiquette.

Formats : 45 x 45 cm et 50 x 50 cm, fermeture éclair invisible. Nous livrons en DAP à votre adresse en Suisse, par fret aérien, en trois à quatre semaines après la commande.

Je vous enverrai volontiers un échantillon de tissage et notre catalogue.

Veuillez agréer, Madame, mes salutations distinguées.

Hessa Al-Roumi
Responsable du développement international
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Koweït
+965 2391 4482""",
        note="French cold introduction, `Madame,` alone with the formal closing; the recorded "
             "title in lower case and feminine article inside the sentence; the company as "
             "recorded; the sender's title in French.",
        twin=Twin("country_wrong", "à votre adresse en Suisse", "à votre adresse en France",
                  found="en France", expected="Switzerland (en Suisse)",
                  note="a neighbouring country for the buyer's"),
    ),
    # N028 -------------------------------------------------------------------------------
    Mail(
        buyer="P028", sender="s3",
        subject="Handgeschmiedete Klangschalen aus Pokhara",
        body="""\
Grüezi Frau Hunziker

Ich heisse Pramila Thapa Magar und bin Senior Export Officer bei Phewa Dhatu Jadibuti Udyog Pvt. Ltd. in Pokhara, Nepal. Als Geschäftsführerin der Hunziker Klangraum GmbH suchen Sie vielleicht Klangschalen, deren Herkunft Sie Ihren Klientinnen und Klienten erklären können.

Unsere Klangschalen werden von Schmieden in Pokhara und Patan von Hand aus Kupfer-Zinn-Bronze getrieben. Für die Klangtherapie stellen wir Sätze von sieben Schalen zusammen, ausgewählt nach Grundton; das Messprotokoll liegt jeder Schale bei.

Wir liefern per Luftfracht ab Kathmandu nach Zürich in etwa einer Woche, auf Wunsch verzollt (DDP).

Darf ich der Hunziker Klangraum GmbH unsere Preisliste und ein Video der Schalen schicken?

Freundliche Grüsse

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208""",
        note="Swiss German cold introduction (`Grüezi Frau` + family name without comma, `ss` "
             "for ß: heisse, Grüsse); the recorded title inside a sentence; the company inflected "
             "(`der … GmbH`); Patan, Zürich, DDP.",
        twin=Twin("company_missing", "Als Geschäftsführerin der Hunziker Klangraum GmbH suchen",
                  "Als Geschäftsführerin Ihres Unternehmens suchen", found="Ihres Unternehmens",
                  expected="Hunziker Klangraum GmbH",
                  note="every mention of the company replaced by `Ihres Unternehmens` / `Ihrem Unternehmen`",
                  also=(("body", "Darf ich der Hunziker Klangraum GmbH unsere",
                         "Darf ich Ihrem Unternehmen unsere", 1),)),
    ),
    # N029 -------------------------------------------------------------------------------
    Mail(
        buyer="P029", sender="s3",
        subject="ネトル（アロー）糸のサンプルの件",
        body="""\
太田織物株式会社
購買担当 太田 幹 様

お問い合わせいただき、ありがとうございます。ネパール・ポカラのPhewa Dhatu Jadibuti Udyog Pvt. Ltd.で輸出を担当しております、プラミラ・タパ・マガルと申します。

手織りのストール用にネトル糸 Nm 8/1 をご検討とのことで、ご依頼の2kgのサンプルをご用意いたしました。ヒマラヤに自生するイラクサ（アロー、Girardinia diversifolia）の繊維を手で紡いだ糸で、無染色の生成りです。

サンプルは1kgのコーン2個で、来週航空便にて発送いたします。量産時は1ロット50kgから承り、CIP成田または関西空港でお見積もりいたします。

何卒よろしくお願い申し上げます。

Pramila Thapa Magar（プラミラ・タパ・マガル）
シニア輸出担当（Senior Export Officer）
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
Tel: +977 61 465208""",
        note="Japanese reply to the note's request (Nm 8/1 for hand-loomed scarves, a 2 kg "
             "sample); address block with company and title as recorded; the sender's name in "
             "katakana and Latin, her title translated and glossed; the category as ネトル糸 / "
             "アロー / イラクサ.",
        twin=Twin("note_wrong", "ネトル糸 Nm 8/1 をご検討", "ネトル糸 Nm 4/1 をご検討",
                  found="Nm 4/1", expected="Nm 8/1 (the note's yarn count)",
                  note="the note's request misquoted (another yarn count)"),
    ),
    # N030 -------------------------------------------------------------------------------
    Mail(
        buyer="P030", sender="s3",
        subject="Natural wintergreen oil from Nepal",
        body="""\
Dear Ms Dimaculangan,

Good day! I'm Pramila Thapa Magar, Senior Export Officer at Phewa Dhatu Jadibuti Udyog Pvt. Ltd. in Pokhara, Nepal. I'm writing to Dimaculangan Pharmaceutical Laboratories because wintergreen oil goes into many of the liniments and ointments made in the Philippines.

Our oil is steam-distilled from wild Gaultheria fragrantissima in the foothills of the Himalaya. It is natural methyl salicylate of 98–99% purity and meets the USP monograph. We pack it in 25 kg and 180 kg drums and can send a COA, the safety data sheet and a certificate of origin with every lot for your FDA Philippines file.

Shipments go by air from Kathmandu to Manila, or by sea via Kolkata for full container loads.

Would you like a 1 kg sample for your QC laboratory?

Best regards,

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208 | pramila@phewadhatu.com.np""",
        note="English cold introduction in Philippine business style (`Good day!`); the company "
             "without `, Inc.`; the title not named; USP, FDA Philippines, Kolkata.",
        twin=Twin("contact_wrong", "Dear Ms Dimaculangan,", "Dear Ms Macaraeg,", found="Macaraeg",
                  expected="Arlene Dimaculangan", note="another Filipino family name in the greeting"),
    ),
    # N031 -------------------------------------------------------------------------------
    Mail(
        buyer="P031", sender="s4",
        subject="Seco herrerano para Canarias",
        body="""\
Estimado Sr. Nevado:

Le escribo desde Chitré, en la península de Azuero (Panamá), donde Azuero Caña y Mar, S.A. elabora y exporta seco herrerano. Me dirijo a usted como jefe de compras de Licores Nevado Canarias, porque creo que este aguardiente de caña puede encontrar su público en las islas, donde el ron y los licores de caña tienen tanta tradición.

El seco es un destilado de jugo de caña, limpio y suave, embotellado a 35% vol. Se vende en botellas de 750 ml y de 1 l, en cajas de 12, con etiquetado conforme a la normativa europea.

Desde el puerto de Balboa enviamos contenedores a Las Palmas de Gran Canaria en unas tres semanas; también podemos consolidar palets con otros importadores canarios.

Si le interesa, le envío precios CIF Las Palmas y una caja de muestra para Licores Nevado Canarias.

Un cordial saludo,

Yaritza Domínguez
Gerente de Negocios Internacionales
Azuero Caña y Mar, S.A.
Chitré, Panamá
+507 996 4173""",
        note="Spanish cold introduction; `Licores Nevado Canarias` without S.A. (twice); the "
             "title in lower case inside a sentence; Las Palmas de Gran Canaria, Balboa.",
        twin=Twin("company_missing", "como jefe de compras de Licores Nevado Canarias, porque",
                  "como jefe de compras de su empresa, porque", found="su empresa",
                  expected="Licores Nevado Canarias S.A.",
                  note="every mention of the company replaced by `su empresa`",
                  also=(("body", "una caja de muestra para Licores Nevado Canarias.",
                         "una caja de muestra para su empresa.", 1),)),
    ),
    # N032 -------------------------------------------------------------------------------
    Mail(
        buyer="P032", sender="s4",
        subject="Guna molas for your collection",
        body="""\
Dear Ms. Mcdaniel,

I'm Yaritza Domínguez, International Business Manager at Azuero Caña y Mar, S.A. in Chitré, Panama. I'm writing to you as Collections Buyer at Mcdaniel Textile Arts because we export molas, the hand-stitched textile panels of the Guna women of Panama.

Each mola is made in reverse appliqué: two to five layers of cotton are stacked, cut through and hemmed by hand, and a single panel takes two to six weeks. Our panels measure about 16 x 13 inches, the size of a traditional blouse front. We buy directly from sewing cooperatives in Guna Yala and give every piece a card with the artist's name, her community and the story of the design.

We can ship framed or unframed, by air courier to anywhere in the US.

I'd be glad to send you photos of the 40 panels we have available now.

Warm regards,

Yaritza Domínguez
International Business Manager
Azuero Caña y Mar, S.A.
Chitré, Panama
+507 996 4173""",
        note="English cold introduction; the contact's family name copied as recorded "
             "(`Mcdaniel`, lower-case d) in greeting and company; `Mcdaniel Textile Arts` "
             "without `, Inc.`; the recorded title; inches; Guna Yala.",
        twin=Twin("company_foreign", "as Collections Buyer at Mcdaniel Textile Arts because",
                  "as Collections Buyer at Galerie Olivier because", found="Galerie Olivier",
                  expected="Mcdaniel Textile Arts, Inc.",
                  note="another mola buyer's company of this set (P023, France)"),
    ),
    # N033 -------------------------------------------------------------------------------
    Mail(
        buyer="P033", sender="s4",
        subject="Filetes de cobia congelados de Panamá",
        body="""\
Estimado Sr. Cifuentes:

Soy Yaritza Domínguez, de Azuero Caña y Mar, S.A., en Chitré (Panamá). Le escribo como comprador de pescado de Congelados Cifuentes S.L. para ofrecerle filetes de cobia congelados.

La cobia (Rachycentron canadum) se cría en jaulas de mar abierto frente a la costa caribeña de Panamá. Su carne es blanca, firme y con buen contenido de grasa, muy apreciada en restauración para plancha y para crudo.

- Filetes sin piel y sin espinas, de 200 a 400 g o de 400 a 800 g
- Congelados IQF y envasados al vacío uno a uno
- Cajas de 10 kg
- Plantas con certificación BAP y registro sanitario para exportar a la UE

Enviamos contenedores frigoríficos desde Manzanillo (Colón) a Vigo o Algeciras en unas tres semanas.

Quedo a su disposición para enviarle precios y una caja de muestra.

Atentamente,

Yaritza Domínguez Cedeño
Gerente de Negocios Internacionales
Azuero Caña y Mar, S.A.
Chitré, Panamá
+507 996 4173""",
        note="Spanish cold introduction; the recorded title in lower case inside the sentence; "
             "the company as recorded; metric sizes (the US buyer's note has ounces); Vigo, "
             "Algeciras.",
        twin=Twin("category_wrong", "para ofrecerle filetes de cobia congelados.",
                  "para ofrecerle filetes de corvina congelados.", found="filetes de corvina congelados",
                  expected="frozen cobia fillets (filetes de cobia congelados)",
                  note="a neighbouring Panamanian fish (corvina) in the offer sentence"),
    ),
    # N034 -------------------------------------------------------------------------------
    Mail(
        buyer="P034", sender="s2",
        subject="عرض فحم بترولي مكلسن لمصنع الأنودات – سي إف آر سفاجا",
        body="""\
الأستاذ وائل سرور المحترم،
مدير إدارة المشتريات – شركة سرور للكربون والجرافيت

تحية طيبة وبعد،

بالإشارة إلى طلبكم، يسعدنا أن نقدم لكم عرضاً لتوريد الفحم البترولي المكلسن (CPC) لمصنع الأنودات بالقرب من نجع حمادي، بكمية ٥٠٠٠ طن كل ربع سنة، بشرط التسليم CFR ميناء سفاجا.

المواصفات النموذجية:
- الكبريت: ٢٫٥–٣٫٠٪
- الكثافة الحقيقية: ٢٫٠٧–٢٫٠٩ جم/سم³
- الرماد: أقل من ٠٫٣٪
- الرطوبة: أقل من ٠٫٣٪

تُشحن الكمية صباً على سفينة بضائع سائبة من ميناء الشعيبة إلى سفاجا في نحو اثني عشر يوماً، ونرفق شهادة تحليل من مختبر مستقل مع كل شحنة.

وتفضلوا بقبول فائق الاحترام،

حصة يوسف الرومي
مديرة تطوير الأعمال الدولية
Failaka Heritage & Carbon Trading Co. K.S.C.C.
الفحيحيل – الكويت
+965 2391 4482""",
        note="Arabic reply to the note's request (5,000 t a quarter, CFR Safaga, anode plant near "
             "Nag Hammadi); address block with title and company as recorded; the sender's full "
             "Arabic name with her father's name; Shuaiba, Safaga in Arabic; CFR in Latin "
             "letters in the body and transliterated in the subject.",
        twin=Twin("artifact", "عرض فحم بترولي مكلسن لمصنع", "عرض فحم بترولي مكلسن مكلسن لمصنع",
                  part="subject", found="مكلسن مكلسن", expected="مكلسن",
                  note="a doubled word in the subject"),
    ),
    # N035 -------------------------------------------------------------------------------
    Mail(
        buyer="P035", sender="s2",
        subject="Kuveyt'ten el yapımı dallah kahve güğümleri",
        body="""\
Sayın Şüküfe Hanım,

Ben Hessa Al-Roumi, Kuveyt'in Fahaheel kentindeki Failaka Heritage & Carbon Trading Co. K.S.C.C. firmasında uluslararası iş geliştirme müdürüyüm. Şensoy Ev Gereçleri A.Ş.'nin satın alma sorumlusu olarak Körfez tarzı kahve güğümlerine, yani dallahlara ilgi duyabileceğinizi düşündüm.

Dallahlarımız pirinç, bakır ve paslanmaz çelikten, atölyemizde elle şekillendirilip işleniyor. Hilal biçimli ağzıyla klasik Körfez formunda, 0,5 litreden 2 litreye kadar beş boyutta üretiyoruz. Pirinç ve bakır modellerin içi kalaylıdır; düz, gravürlü ya da altın kaplama seçenekleri var.

İstanbul'daki Arap turistlere ve otellere satış yapan mağazalar için bu ürünlerin ilgi göreceğini umuyorum. Gönderileri deniz yoluyla Ambarlı'ya ya da hava kargoyla İstanbul'a yapabiliriz.

Numune seti ve fiyat listesi göndermemi ister misiniz?

Saygılarımla,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482""",
        note="Turkish cold introduction (`Sayın` + given name + `Hanım`); the company with the "
             "Turkish suffix (`A.Ş.'nin`); the recorded title in lower case inside a sentence; "
             "the category in Turkish (kahve güğümü) and as `dallah` with suffixes; Ambarlı.",
        twin=Twin("company_misspelled", "Şensoy Ev Gereçleri A.Ş.'nin", "Sensoy Ev Gereçleri A.Ş.'nin",
                  found="Sensoy Ev Gereçleri A.Ş.", expected="Şensoy Ev Gereçleri A.Ş.",
                  note="the cedilla of Ş lost"),
    ),
    # N036 -------------------------------------------------------------------------------
    Mail(
        buyer="P036", sender="s2",
        subject="Sadu cushion covers in red and black – after Life Instyle",
        body="""\
Dear Scott,

Thank you for stopping by our stand at Life Instyle in Sydney in February. You were looking for cushion covers in the traditional red and black Sadu patterns, so I have put together a selection for Peterson Homewares.

Attached are photos of twelve designs, all woven by hand in Kuwait on ground looms, in sheep's wool dyed red and black with natural undyed white and camel-brown bands. The patterns are the classic geometric ones, with tree motifs and bands of small triangles. Each cover is 45 x 45 cm with a concealed zip.

Minimum order is 50 covers per design, with a lead time of ten weeks. We can ship to Sydney by air, DAP, or consolidate by sea if your order grows.

Best regards,

Hessa Al-Roumi
International Business Development Manager
Failaka Heritage & Carbon Trading Co. K.S.C.C.
Fahaheel, Kuwait
+965 2391 4482 | h.alroumi@failaka-hc.com.kw""",
        note="English first contact after the fair the note records (follow-up kind), with the "
             "red and black patterns it asks for; `Dear Scott`; `Peterson Homewares` without Pty "
             "Ltd.",
        twin=Twin("sender_wrong", "h.alroumi@failaka-hc.com.kw", "h.alroumi@failaka-hc.com",
                  expected="h.alroumi@failaka-hc.com.kw",
                  note="the sender's e-mail domain without its country ending"),
    ),
    # N037 -------------------------------------------------------------------------------
    Mail(
        buyer="P037", sender="s3",
        subject="Hand-hammered singing bowls from Pokhara",
        body="""\
Dear Ms Porter,

I'm Pramila Thapa Magar, Senior Export Officer at Phewa Dhatu Jadibuti Udyog Pvt. Ltd., a metalwork and herbal products company in Pokhara, Nepal. I'm writing to you as Director of Porter Sound Healing Ltd because we make hand-hammered singing bowls for practitioners.

Our bowls are beaten by hand from copper-tin bronze by smiths in Pokhara and Patan, not cast or spun. We sort them by fundamental note and sustain, and each bowl comes with its frequency reading, a wooden striker and a cushion. For sound baths we also assemble matched sets of seven.

We ship by air from Kathmandu to London in about a week, DDP if you prefer, so there is no customs paperwork on your side.

May I send you our price list and a short recording of each size?

Kind regards,

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208""",
        note="English cold introduction; the company in full; the recorded title `Director`; "
             "Patan, London, DDP.",
        twin=Twin("company_foreign", "as Director of Porter Sound Healing Ltd because",
                  "as Director of Hunziker Klangraum GmbH because", found="Hunziker Klangraum GmbH",
                  expected="Porter Sound Healing Ltd",
                  note="another singing-bowl buyer's company of this set (P028, Switzerland)"),
    ),
    # N038 -------------------------------------------------------------------------------
    Mail(
        buyer="P038", sender="s3",
        subject="Przędza z pokrzywy himalajskiej z Nepalu",
        body="""\
Szanowna Pani,

nazywam się Pramila Thapa Magar i zajmuję się eksportem w firmie Phewa Dhatu Jadibuti Udyog Pvt. Ltd. z Pokhary w Nepalu. Piszę do Pani jako właścicielki Pracowni Dziewiarskiej Ceynowa, ponieważ produkujemy przędzę z pokrzywy himalajskiej (allo).

Włókno pokrzywy pozyskują i przędą ręcznie spółdzielnie kobiet z okolic Pokhary. Przędza jest mocna, lekko połyskująca i dobrze się sprawdza w dziewiarstwie ręcznym i maszynowym. Oferujemy ją w grubościach od Nm 4/1 do Nm 10/1, w kolorze naturalnym lub barwioną naturalnymi barwnikami, w motkach po 100 g lub na stożkach po 1 kg.

Przesyłki wysyłamy pocztą lotniczą z Katmandu; do Polski docierają w ciągu 7–10 dni.

Czy mogę przesłać Pracowni Dziewiarskiej Ceynowa kartę próbek?

Z wyrazami szacunku

Pramila Thapa Magar
Senior Export Officer
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208""",
        note="Polish cold introduction (`Szanowna Pani` without the name); the title and company "
             "inflected (`właścicielki Pracowni Dziewiarskiej Ceynowa`, dative `Pracowni`), "
             "without sp.j.; Pokhara and Kathmandu in Polish (Pokhary, Katmandu).",
        twin=Twin("company_missing", "jako właścicielki Pracowni Dziewiarskiej Ceynowa, ponieważ",
                  "jako właścicielki Pani firmy, ponieważ", found="Pani firmy",
                  expected="Pracownia Dziewiarska Ceynowa sp.j.",
                  note="every mention of the company replaced by `Pani firmy` / `Pani firmie`",
                  also=(("body", "Czy mogę przesłać Pracowni Dziewiarskiej Ceynowa kartę",
                         "Czy mogę przesłać Pani firmie kartę", 1),)),
    ),
    # N039 -------------------------------------------------------------------------------
    Mail(
        buyer="P039", sender="s3",
        subject="Dầu lộc đề tự nhiên cho dầu gió – phuy 180 kg và giấy chứng nhận xuất xứ",
        body="""\
Kính gửi chị Lan,

Cảm ơn chị đã quan tâm đến dầu lộc đề (wintergreen oil) tự nhiên của chúng tôi để sản xuất dầu gió tại Công ty TNHH Dược phẩm Lê Gia.

Dầu được chưng cất bằng hơi nước từ lá cây Gaultheria fragrantissima mọc hoang ở vùng đồi núi Nepal, hàm lượng methyl salicylate từ 98% đến 99%. Theo yêu cầu của chị, chúng tôi có thể đóng dầu trong phuy thép 180 kg và gửi kèm giấy chứng nhận xuất xứ (C/O) cho mỗi lô hàng, cùng với phiếu kiểm nghiệm (COA) và bảng dữ liệu an toàn (SDS).

Hàng được vận chuyển bằng đường biển qua cảng Kolkata đến cảng Cát Lái hoặc Hải Phòng, khoảng 25 ngày.

Nếu chị cần, chúng tôi sẽ gửi mẫu 500 ml để phòng kiểm nghiệm của công ty thử trước.

Trân trọng,

Pramila Thapa Magar
Senior Export Officer (Chuyên viên xuất khẩu cấp cao)
Phewa Dhatu Jadibuti Udyog Pvt. Ltd.
Pokhara, Nepal
+977 61 465208""",
        note="Vietnamese reply to the note's request (180 kg drums, a certificate of origin, dầu "
             "gió); `Kính gửi chị` + given name; the category in Vietnamese (dầu lộc đề) and "
             "English; the company as recorded; Cát Lái, Hải Phòng, Kolkata.",
        twin=Twin("contact_wrong", "Kính gửi chị Lan,", "Kính gửi chị Linh,", found="Linh",
                  expected="Lê Thị Lan", note="another given name in the greeting"),
    ),
    # N040 -------------------------------------------------------------------------------
    Mail(
        buyer="P040", sender="s4",
        subject="Seco Herrerano – Panama's cane spirit for Norris Spirits",
        body="""\
Dear James,

I'm Yaritza Domínguez from Azuero Caña y Mar, S.A. in Chitré, Panama. As Category Manager, Spirits at Norris Spirits Distributors, you may be looking for something your accounts haven't seen yet, so let me introduce seco herrerano.

Seco is Panama's national spirit: triple-distilled from fresh sugarcane juice in the Azuero peninsula and bottled at 35% ABV. It is clean and lightly sweet, and bartenders use it in place of white rum or blanco tequila; at home in Panama it is drunk with ice, with milk, or in a "seco con leche".

We offer 750 ml and 1 l bottles in cases of 12, with US-compliant labels and a COLA on file. Containers leave Balboa for Port Everglades or Los Angeles and arrive in 7 to 12 days.

Could I send Norris Spirits Distributors a sample case and our FOB price list?

Best regards,

Yaritza Domínguez
International Business Manager
Azuero Caña y Mar, S.A.
Chitré, Panama
+507 996 4173""",
        note="English cold introduction; `Dear James`; the recorded title with its comma "
             "(`Category Manager, Spirits`) inside a sentence; the company without `, Inc.` and "
             "short in the subject; ABV, COLA, Port Everglades.",
        twin=Twin("company_missing", "Category Manager, Spirits at Norris Spirits Distributors, you",
                  "Category Manager, Spirits at your company, you", found="your company",
                  expected="Norris Spirits Distributors, Inc.",
                  note="every mention of the company replaced by `your company` (subject too)",
                  also=(("body", "Could I send Norris Spirits Distributors a sample",
                         "Could I send your company a sample", 1),
                        ("subject", "cane spirit for Norris Spirits", "cane spirit for your company", 1))),
    ),
]
