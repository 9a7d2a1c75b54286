"""Natural e-mails N021-N040 of dev_fresh38 (one per buyer P021-P040), each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
    Mail(
        buyer="P021", sender="s2",
        subject="Kosher-certified marjoram, shipped to Haifa",
        body="""שלום הדר,

Thank you for your interest in our dried marjoram for שמעון תבלינים.

Kosher: every lot we pack is certified kosher by our supervising agency, and the certificate travels with the shipment, so your customers in Israel get a certificate for every lot, as you asked.

Shipping to Haifa: yes, we can. Containers leave Alexandria for Haifa every week and the sea transit is only a few days; for smaller quantities we can also ship LCL.

Our marjoram is harvested around Minya in early summer, rubbed to 1–4 mm and cleaned to 99.5% purity.

I'd be happy to send a 500 g sample together with the kosher certificate.

Best regards,
Nourhan Adel Abdelfattah
Export Sales Director
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="first e-mail answering both points of the note (kosher certificate per lot; "
             "shipping to Haifa); English with a Hebrew greeting on the given name (`שלום הדר`); "
             "company in Hebrew without בע\"מ inside English; Alexandria, Haifa, LCL",
        twin=Twin("country_wrong", "body", "your customers in Israel",
                  "your customers in Jordan", "Israel",
                  "the buyer's customers placed in the neighbouring country", found="Jordan"),
    ),
    Mail(
        buyer="P022", sender="s2",
        subject="Fogli di papiro A4 per i vostri corsi di calligrafia",
        body="""Gentile Sig. Bresciani,

è stato un piacere conoscerLa a Creativeworld a Francoforte. Come promesso, Le scrivo per i fogli di papiro in formato A4 per i corsi di calligrafia della Cartoleria Bresciani.

Il nostro papiro è fatto a mano nel nostro laboratorio vicino a Minya, con piante di Cyperus papyrus coltivate in Egitto: gli steli vengono tagliati a strisce, incrociati, pressati e asciugati. Per la calligrafia consigliamo il foglio chiaro e levigato, che regge bene l'inchiostro di china.

Formato A4 (21 × 29,7 cm), in confezioni da 50 fogli; su richiesta anche A3.

Posso inviarLe una decina di fogli campione per una prova in aula?

Cordiali saluti,
Nourhan Adel Abdelfattah
Direttrice vendite export
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="follow-up: first contact after the fair the note records (Creativeworld Frankfurt, "
             "`a Francoforte`), answering its wish (A4 sheets for calligraphy courses) in Italian; "
             "company without S.n.c.; Cyperus papyrus; sender's title in Italian",
        twin=Twin("note_wrong", "body", "conoscerLa a Creativeworld a Francoforte",
                  "conoscerLa a Paperworld a Francoforte", "Met at Creativeworld Frankfurt.",
                  "a neighbouring fair the note does not name (Paperworld) for Creativeworld",
                  found="Paperworld"),
    ),
    Mail(
        buyer="P023", sender="s2",
        subject="Échantillons de papyrus A3 et A4 pour vos ateliers",
        body="""Madame Martinez,

Merci pour votre demande. Je vous envoie volontiers des échantillons de papyrus en A3 et en A4 pour vos ateliers de calligraphie : cinq feuilles de chaque format, en qualité naturelle et en qualité claire, plus lisse.

Notre papyrus est fabriqué à la main à Minya, en Moyenne-Égypte, selon la méthode traditionnelle : les tiges sont découpées en lamelles, croisées, pressées puis séchées. Il accepte très bien l'encre de Chine et la plume.

En tant qu'acheteuse papeterie chez Martinez Beaux-Arts, vous trouverez aussi dans le colis notre tarif professionnel.

Les échantillons partiront cette semaine par DHL.

Bien cordialement,
Nourhan Adel Abdelfattah
Directrice des ventes export
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="first e-mail answering the French note (A3 and A4 samples for calligraphy "
             "workshops) in French; `Madame Martinez,` without Bonjour; recorded title "
             "lower-cased in the sentence (`En tant qu'acheteuse papeterie chez`); company without "
             "SARL; sender's title in French",
        twin=Twin("title_wrong", "body", "En tant qu'acheteuse papeterie chez",
                  "En tant que directrice commerciale chez", "Acheteuse papeterie",
                  "a sales title for the recorded purchasing one", found="directrice commerciale"),
    ),
    Mail(
        buyer="P024", sender="s2",
        subject="Papiro egipcio hecho a mano para tiendas de recuerdos",
        body="""Estimado Sr. Iglesia:

Me llamo Nourhan Adel y soy directora de ventas de exportación de Beni Hasan Agro Export, en Minya (Egipto). Además de hierbas aromáticas, fabricamos a mano hojas de papiro, lisas o pintadas con motivos egipcios: Tutankamón, el ojo de Horus o escenas del Libro de los Muertos.

He pensado en Iglesia Recuerdos y Regalos porque el papiro es un regalo ligero, fácil de enviar y con mucha historia, y se vende bien en tiendas de recuerdos de toda Europa.

Ofrecemos hojas desde 10 × 15 cm hasta 60 × 90 cm, en cajas de 100 unidades, con envío a España por avión o por barco hasta Valencia.

Como director de compras, ¿le interesaría recibir nuestro catálogo con precios?

Un cordial saludo,
Nourhan Adel Abdelfattah
Directora de Ventas de Exportación
Beni Hasan Agro Export S.A.E.
+20 86 236 4175""",
        note="cold first e-mail in Spanish (`Estimado Sr. Iglesia:` with a colon); the family name "
             "Iglesia is also a common word; company without S.L.; recorded title lower-cased; "
             "sender's company without its legal form in the body; Valencia",
        twin=Twin("company_missing", "body", "Iglesia Recuerdos y Regalos", "su tienda",
                  "Iglesia Recuerdos y Regalos S.L.",
                  "the only mention of the company replaced by `su tienda`",
                  forms=("Iglesia Recuerdos y Regalos S.L.", "Iglesia Recuerdos y Regalos")),
    ),
    Mail(
        buyer="P025", sender="s3",
        subject="进博会后续：Puyat榴莲果肉（1公斤装）及GACC注册号",
        body="""吴经理您好：

感谢您在上海进博会（中国国际进口博览会）期间到访我们的展位。我是菲律宾Calinan Prutas Export, Inc.的出口销售主管Lourdes Sarmiento。

根据您的要求，现回复如下：
1. 品种：我们可以供应100% Puyat品种的冷冻榴莲果肉，果肉来自达沃市卡利南区的果园。
2. 包装：1公斤托盘装，每箱10盘，零下18度冷冻储运。
3. GACC注册：我们的包装厂已在中国海关总署（GACC）注册，注册号将随报价单一并发送给您。

如需样品，我们可以空运至广州。期待与广州吴氏果业有限公司合作。

此致
敬礼

Lourdes Sarmiento
出口销售主管
Calinan Prutas Export, Inc.
电话：+63 82 295 3148""",
        note="follow-up: first contact after the fair the note records (the China International "
             "Import Expo in Shanghai, named by its Chinese short name 进博会 and in full), answers "
             "all three points (Puyat variety, 1 kg trays, GACC number) in simplified Chinese; "
             "`吴经理您好` (family name + manager); the sender's Filipino name in Latin, title "
             "translated; Calinan as 卡利南区; Guangzhou",
        twin=Twin("contact_wrong", "body", "吴经理您好", "胡经理您好", "吴浩",
                  "another family name (胡, close in sound to 吴) in the greeting",
                  found="胡经理"),
    ),
    Mail(
        buyer="P026", sender="s3",
        subject="Frozen durian pulp from Davao for Parks Asian Grocery",
        body="""Hi Gregory,

I'm Lourdes Sarmiento – Malou to most people – Export Sales Supervisor at Calinan Prutas Export, Inc. in Davao City, in the south of the Philippines. Calinan, our district, is known for its durian orchards, and we pack frozen durian pulp for Asian grocers in several markets.

Our pulp comes from ripe Puyat and Arancillo durians, opened by hand, seed-free and blast-frozen at -35 °C, in 400 g and 1 kg trays. Because the fruit is frozen at full ripeness, the aroma and creamy texture come through when it's thawed, which is what durian lovers look for.

For Australia we'd ship in reefer containers to Sydney or Brisbane, and we're familiar with the BICON import conditions for frozen fruit. Alongside durian we also grow calamansi and mangosteens, if a mixed container ever suits you.

Would you like a price list and a sample shipment?

Cheers,
Malou Sarmiento
Export Sales Supervisor
Calinan Prutas Export, Inc., Davao City, Philippines
+63 82 295 3148""",
        note="cold first e-mail in English; the sender introduces herself as Lourdes and signs "
             "with her nickname Malou (for Ma. Lourdes); company short without Pty Ltd; durian "
             "varieties Puyat and Arancillo; BICON; Sydney, Brisbane; the sender's other "
             "categories named as her own products",
        twin=Twin("artifact", "body", "we also grow calamansi and mangosteens",
                  "we also grow {other_products}", "calamansi and mangosteens",
                  "a leftover template placeholder", found="{other_products}"),
    ),
    Mail(
        buyer="P027", sender="s3",
        subject="Pulpe de durian surgelée des Philippines",
        body="""Bonjour Madame Fortin,

Je me permets de vous écrire de Davao, aux Philippines. Je m'appelle Lourdes Sarmiento et je suis superviseure des ventes à l'exportation chez Calinan Prutas Export, Inc.

Je crois que notre pulpe de durian surgelée pourrait intéresser Les Aliments Fortin : la demande pour le durian grandit au Canada, dans les épiceries asiatiques comme dans les restaurants.

La pulpe est extraite à la main de durians Puyat mûrs, sans noyaux, puis surgelée à -35 °C en barquettes de 400 g et de 1 kg. Nous expédions en conteneur frigorifique vers Vancouver ou Montréal.

Seriez-vous intéressée par une fiche technique et des échantillons ?

Bien cordialement,
Lourdes Sarmiento
Superviseure des ventes export
Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="cold first e-mail in (Québec) French; company with its article but without `inc.`; "
             "category as `pulpe de durian surgelée`; sender's title in French; Vancouver, Montréal",
        twin=Twin("category_wrong", "body", "notre pulpe de durian surgelée",
                  "notre pulpe de jacquier surgelée", "frozen durian pulp",
                  "a neighbouring tropical fruit (jackfruit) for durian",
                  found="pulpe de jacquier surgelée"),
    ),
    Mail(
        buyer="P028", sender="s3",
        subject="Calamansi concentrate, 65 Brix in 20 kg pails",
        body="""Dear Mr Teo,

Thank you for your enquiry. Yes, we can supply calamansi concentrate at 65 °Brix in 20 kg pails, on a monthly schedule for Teo Brothers Beverages.

A few details:
- Made from fresh calamansi grown in Mindanao, pasteurised and frozen at -18 °C
- 20 kg food-grade pails with a sealed liner, 40 pails to a pallet
- Monthly shipments by reefer container to Singapore, about five days from Davao

For drinks that hawker stalls mix by hand, the concentrate reconstitutes easily with water and syrup, and it keeps its sharp, fresh taste.

I'll send a 1 kg sample by courier this week so your team can test it in your recipes.

Best regards,
Lourdes Sarmiento
Export Sales Supervisor
Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="first e-mail answering the note (hawker-centre drinks; 65 Brix; 20 kg pails; "
             "monthly) in English; `Dear Mr Teo` (Chinese family name recorded first); company "
             "without Pte. Ltd.",
        twin=Twin("sender_wrong", "body", "Calinan Prutas Export, Inc.",
                  "Calinan Prutas Exports, Inc.", "Calinan Prutas Export, Inc.",
                  "the sender's company with a plural s in the signature"),
    ),
    Mail(
        buyer="P029", sender="s3",
        subject="フィリピン産カラマンシー濃縮果汁のご案内",
        body="""吉田果汁工業株式会社
購買担当　吉田 幹 様

突然のご連絡失礼いたします。フィリピン・ダバオ市のCalinan Prutas Export, Inc.で輸出営業を担当しております、ルルデス・サルミエントと申します。

弊社では、ミンダナオ島で収穫したカラマンシー（Citrus microcarpa）の濃縮果汁を製造しております。沖縄のシークヮーサーに似た爽やかな酸味があり、ジュースやポン酢、チューハイの原料として日本でもお使いいただけると考えております。

・65ブリックスの冷凍濃縮果汁、およびストレート果汁（NFC）
・20kgペール缶または200kgドラム
・日本のポジティブリスト制度に対応した残留農薬検査結果をご提供可能

ご興味がございましたら、サンプルと分析表をお送りいたします。

何卒よろしくお願い申し上げます。

Lourdes Sarmiento（ルルデス・サルミエント）
Export Sales Supervisor
Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="cold first e-mail in Japanese; address block with company, recorded title and "
             "`吉田 幹 様`; the sender's name in katakana and Latin; Okinawa's shikuwasa (シークヮー"
             "サー) named as a comparison, not offered; Citrus microcarpa",
        twin=Twin("company_foreign", "body", "吉田果汁工業株式会社\n購買担当",
                  "遠藤商事株式会社\n購買担当", "吉田果汁工業株式会社",
                  "another Japanese buyer's company of this set in the address block",
                  found="遠藤商事株式会社"),
    ),
    Mail(
        buyer="P030", sender="s3",
        subject="필리핀산 깔라만시 농축액 소개",
        body="""주식회사 그린드링크
구매팀 대리 양아름 님께

안녕하십니까. 필리핀 다바오시에 있는 Calinan Prutas Export, Inc.의 수출영업 담당 루르데스 사르미엔토(Lourdes Sarmiento)입니다.

한국에서 깔라만시 음료가 꾸준히 사랑받고 있어, 저희 깔라만시 농축액을 소개해 드리고자 연락드립니다.

- 65브릭스 냉동 농축액 및 NFC(비농축) 착즙액
- 20kg 페일 또는 200kg 드럼 포장
- 민다나오 농장에서 수확 후 24시간 이내 착즙
- 부산항까지 냉동 컨테이너로 약 2주

필요하시면 샘플과 성분 분석표를 보내 드리겠습니다.

감사합니다.

Lourdes Sarmiento
Export Sales Supervisor
Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="cold first e-mail wholly in Korean; address block with company, recorded title "
             "and name (`구매팀 대리 양아름 님께`); sender's name in Hangul and Latin; Busan",
        twin=Twin("title_wrong", "body", "구매팀 대리 양아름", "구매팀 과장 양아름",
                  "구매팀 대리", "one rung up (과장 for 대리)", found="구매팀 과장"),
    ),
    Mail(
        buyer="P031", sender="s3",
        subject="Ramadan programme – fresh mangosteens by air",
        body="""Dear Mr Sultan,

Thank you for your enquiry. Here is our Ramadan programme for fresh mangosteens, by air freight only, as you asked:

- Volume: about 2 tonnes a week, for the weeks of Ramadan
- Packing: 2 kg ventilated cartons, fruit graded 70–100 g
- Route: Davao to Dubai by air via Manila, about 36 hours from packing to arrival

Ramadan falls outside our main season, so this volume comes from our off-season orchards in Calinan; we can commit to it for every week of the programme. The attached sheet has our price per kg CPT Dubai International.

Best regards,
Lourdes Sarmiento
Export Sales Supervisor
Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="first e-mail answering the note (air freight only; a Ramadan programme price for "
             "about 2 tonnes a week); Gulf-style address with the given name (`Dear Mr Sultan`); "
             "CPT Dubai International, Manila",
        twin=Twin("note_wrong", "body", "Volume: about 2 tonnes a week",
                  "Volume: about 5 tonnes a week", "about 2 tonnes a week",
                  "the note's volume misquoted (5 tonnes for 2)", found="about 5 tonnes a week"),
    ),
    Mail(
        buyer="P032", sender="s3",
        subject="Fresh mangosteens from Davao for मजूमदार फ्रेश फ्रूट्स",
        body="""नमस्ते रजनी जी,

I'm Lourdes Sarmiento from Calinan Prutas Export, Inc., a fruit exporter in Davao City, Philippines, and I would like to offer fresh mangosteens to मजूमदार फ्रेश फ्रूट्स प्राइवेट लिमिटेड.

Our mangosteens are hand-picked in Davao, graded by size (60–110 g) and packed in 2 kg ventilated cartons. By air they reach India in two to three days, via Manila or Singapore. Each shipment carries a phytosanitary certificate from the Bureau of Plant Industry, and we can meet the conditions of India's import permit.

As खरीद प्रबंधक you will know that mangosteen is still a premium fruit in India, so we suggest starting with small weekly air shipments.

धन्यवाद,
Lourdes Sarmiento
Export Sales Supervisor, Calinan Prutas Export, Inc.
+63 82 295 3148""",
        note="cold first e-mail in English with a Hindi greeting on the given name (`नमस्ते रजनी "
             "जी`) and closing; company in full in Devanagari inside English, short in the "
             "subject; recorded Hindi title inside English (`As खरीद प्रबंधक`); Manila, Singapore",
        twin=Twin("company_misspelled", "body", "मजूमदार फ्रेश फ्रूट्स प्राइवेट लिमिटेड",
                  "मजुमदार फ्रेश फ्रूट्स प्राइवेट लिमिटेड",
                  "मजूमदार फ्रेश फ्रूट्स प्राइवेट लिमिटेड",
                  "short u sign (ु) for the long one (ू) in the family name"),
    ),
    Mail(
        buyer="P033", sender="s4",
        subject="Espadín and tobalá samples – great meeting you in New Orleans",
        body="""Hi Chris,

It was great meeting you at Tales of the Cocktail in New Orleans. As promised, the espadín and tobalá samples left Oaxaca yesterday by courier: two 200 ml bottles of each, with the spec sheets. Tracking to follow.

Our espadín is made from Agave angustifolia grown around Santiago Matatlán, and the tobalá from wild Agave potatorum gathered in the Sierra Sur. Both are cooked in earthen pits, distilled twice in copper stills, bottled at 47% ABV and certified as Mezcal Artesanal by the Consejo Regulador del Mezcal.

Once you've tasted them, I'd be happy to talk about pricing ex works Oaxaca or delivered to your warehouse, and about label approval for the US.

Saludos,
Xóchitl Hernández
Foreign Trade Coordinator
Grana y Maguey de Oaxaca, S. de R.L. de C.V.
+52 951 514 2867 · xhernandez@granaymaguey.com.mx""",
        note="follow-up: first contact after the fair the note records (Tales of the Cocktail, "
             "New Orleans), answering its request (espadín and tobalá samples); the sender signs "
             "with the first family name only, as Mexicans do; title in English; agave species, "
             "Santiago Matatlán, Sierra Sur, Consejo Regulador del Mezcal",
        twin=Twin("sender_wrong", "body", "xhernandez@granaymaguey.com.mx",
                  "xhernandez@granamaguey.com.mx", "xhernandez@granaymaguey.com.mx",
                  "the sender's e-mail domain without the `y`"),
    ),
    Mail(
        buyer="P034", sender="s4",
        subject="Mezcal artesanal de Oaxaca para Peláez Bebidas Selectas",
        body="""Estimada Sra. Peláez:

Soy Xóchitl Hernández, coordinadora de comercio exterior de Grana y Maguey de Oaxaca. Le escribo porque el mezcal vive un gran momento en los bares de España y creo que nuestros mezcales podrían completar el portafolio de Peláez Bebidas Selectas.

Trabajamos con palenques familiares de Santiago Matatlán y de la Sierra Sur: espadín, tobalá y ensamble, todos certificados como Mezcal Artesanal por el Consejo Regulador del Mezcal.

Como directora de compras, le interesará saber que embotellamos en 700 ml para Europa y que enviamos por barco a Valencia en unas cuatro semanas.

¿Le puedo enviar muestras y nuestra lista de precios?

Un saludo cordial,
Xóchitl Guadalupe Hernández Ruiz
Coordinadora de Comercio Exterior
Grana y Maguey de Oaxaca, S. de R.L. de C.V.
Oaxaca de Juárez, México""",
        note="cold first e-mail in Spanish (`Estimada Sra. Peláez:`); recorded title lower-cased "
             "in the sentence; company without S.A.; Mexico named as the sender's country in the "
             "signature; Valencia",
        twin=Twin("country_wrong", "body", "en los bares de España", "en los bares de Portugal",
                  "Spain", "the buyer's market as the neighbouring country", found="Portugal"),
    ),
    Mail(
        buyer="P035", sender="s4",
        subject="Mezcal in 700 ml bottles for New Zealand",
        body="""Kia ora William,

Thanks for your note. Yes – we can bottle our mezcal for McKenna Spirits in 700 ml instead of the 750 ml we use for the US.

For the bars and restaurants you supply in Wellington, I'd suggest starting with our espadín (47% ABV), which works both neat and in cocktails, and a small allocation of tobalá for the back bar.

The 700 ml bottle keeps the same label design, with the importer's details and the standard drinks statement required in New Zealand added.

Our minimum order is one mixed pallet, shipped by sea in about five weeks.

Ngā mihi,
Xóchitl Hernández
Foreign Trade Coordinator
Grana y Maguey de Oaxaca, S. de R.L. de C.V.""",
        note="first e-mail answering the note (700 ml, not 750 ml; bars and restaurants in "
             "Wellington); Māori greeting and closing; company without Limited; the US named as "
             "another market",
        twin=Twin("artifact", "body",
                  "which works both neat and in cocktails, and a small allocation of tobalá for the back bar.",
                  "which works both neat and in",
                  "which works both neat and in cocktails, and a small allocation of tobalá for the back bar.",
                  "a sentence cut off"),
    ),
    Mail(
        buyer="P036", sender="s4",
        subject="Dried cochineal from Oaxaca for natural dyeing",
        body="""Sayın Nurda Hanım,

My name is Xóchitl Hernández and I coordinate foreign trade at Grana y Maguey de Oaxaca, a Mexican producer of dried cochineal – grana cochinilla – the insect that gives carmine red.

Since Ülker Doğal Boya works with natural dyes, I thought our cochineal might interest you. It is farmed on nopal cactus in the Valles Centrales of Oaxaca, sun-dried and cleaned, with a carminic acid content of 19–22%. On wool and silk it gives crimson, scarlet and purple shades depending on the mordant, which is why carpet and kilim dyers have used it for centuries.

We sell in 25 kg bags and can ship by air to Istanbul or by sea to Mersin.

I'd be glad to send 500 g for a dye test.

Saygılarımla,
Xóchitl Hernández
Coordinadora de Comercio Exterior (Foreign Trade Coordinator)
Grana y Maguey de Oaxaca, S. de R.L. de C.V.""",
        note="cold first e-mail in English with a Turkish greeting (`Sayın Nurda Hanım`, given "
             "name + Hanım) and closing; company short (`Ülker Doğal Boya`, without `San. ve Tic. "
             "Ltd. Şti.`); Spanish grana cochinilla beside cochineal; Istanbul, Mersin",
        twin=Twin("company_missing", "body", "Ülker Doğal Boya", "your company",
                  "Ülker Doğal Boya San. ve Tic. Ltd. Şti.",
                  "the only mention of the company replaced by `your company`",
                  forms=("Ülker Doğal Boya San. ve Tic. Ltd. Şti.", "Ülker Doğal Boya")),
    ),
    Mail(
        buyer="P037", sender="s4",
        subject="Cochineal for natural red food colours",
        body="""เรียน คุณสุชิน

I'm Xóchitl Hernández, foreign trade coordinator at Grana y Maguey de Oaxaca in Mexico. We produce dried cochineal, the raw material of carmine (E120), and I'd like to offer it to บริษัท ตั้งกุลงาม ฟู้ดคัลเลอร์ จำกัด for your natural colour production.

Our cochineal comes from farms in the Valles Centrales of Oaxaca. It is sun-dried, sieved and cleaned to less than 1% foreign matter, with carminic acid of 19–22%, tested by an independent lab for every lot – useful when you make carmine and carminic acid extracts for food and drinks.

We pack in 25 kg lined bags and ship by air to Bangkok or by sea to Laem Chabang.

Would a 1 kg sample and the certificate of analysis be helpful?

ขอแสดงความนับถือ
Xóchitl Hernández
Coordinadora de Comercio Exterior
Grana y Maguey de Oaxaca, S. de R.L. de C.V.
+52 951 514 2867""",
        note="cold first e-mail in English with a Thai greeting on the given name (`เรียน คุณสุชิน`) "
             "and closing; company in full in Thai script inside English; carmine E120; Bangkok, "
             "Laem Chabang",
        twin=Twin("company_foreign", "body", "บริษัท ตั้งกุลงาม ฟู้ดคัลเลอร์ จำกัด",
                  "Leroux Colorants Naturels SAS", "บริษัท ตั้งกุลงาม ฟู้ดคัลเลอร์ จำกัด",
                  "another cochineal buyer's company of this set (France)"),
    ),
    Mail(
        buyer="P038", sender="s4",
        subject="Cochenille séchée – acide carminique ≥ 20 % et certificat COSMOS",
        body="""Monsieur Leroux,

Je vous remercie de votre demande. Notre cochenille séchée répond aux deux points que vous avez indiqués :

– Acide carminique : nous garantissons au moins 20 % pour chaque lot, avec un certificat d'analyse ; nos derniers lots se situaient entre 20,5 et 22 %.
– COSMOS : la matière première est approuvée pour les cosmétiques certifiés COSMOS, et je joins l'attestation à ce message.

Pour la fabrication de carmin destiné à la cosmétique, nous fournissons la cochenille tamisée et dépoussiérée, en sacs de 25 kg. Nous expédions par avion jusqu'à Paris-CDG ou par mer jusqu'au Havre.

Je reste à votre disposition pour un échantillon de 1 kg.

Bien cordialement,
Xóchitl Hernández
Coordinatrice du commerce extérieur
Grana y Maguey de Oaxaca, S. de R.L. de C.V.
+52 951 514 2867""",
        note="first e-mail answering both points of the note (carminic acid of at least 20 %; "
             "COSMOS-approved certificate; carmine for cosmetics) in French; `Monsieur Leroux,` "
             "alone; sender's title in French; Paris-CDG, Le Havre",
        twin=Twin("category_wrong", "body", "Notre cochenille séchée répond",
                  "Nos graines de rocou séchées répondent", "dried cochineal",
                  "a neighbouring natural colourant (annatto seeds) for cochineal",
                  found="graines de rocou séchées"),
    ),
    Mail(
        buyer="P039", sender="s4",
        subject="Mole negro paste from Oaxaca",
        body="""Dear Mr Johnson,

I'm Xóchitl Hernández, foreign trade coordinator at Grana y Maguey de Oaxaca in southern Mexico. Besides mezcal and cochineal, we make mole negro paste to a family recipe from the Valles Centrales: chilhuacle negro, mulato and pasilla chillies, toasted seeds, plantain, spices and Oaxacan chocolate, ground and cooked down into a dense paste.

As Purchasing Manager at Johnson & Reyes Mexican Foods, you probably know how hard it is to find a mole negro in the UK that tastes like Oaxaca. Ours only needs stock and a little heat, and it comes in 500 g jars for shops and 5 kg tubs for restaurants.

It keeps for 12 months unopened and contains no preservatives. We can ship by sea to Felixstowe, consolidated with other Mexican goods.

Would you like a few sample jars?

Kind regards,
Xóchitl Hernández
Foreign Trade Coordinator
Grana y Maguey de Oaxaca, S. de R.L. de C.V.""",
        note="cold first e-mail in English; recorded title inside the sentence; company without "
             "Ltd; the sender's other categories named as her own products; chilli names; "
             "Felixstowe",
        twin=Twin("title_wrong", "body", "As Purchasing Manager at", "As Sales Manager at",
                  "Purchasing Manager", "a sales title for the recorded purchasing one",
                  found="Sales Manager"),
    ),
    Mail(
        buyer="P040", sender="s4",
        subject="Authentic mole negro paste for Nelson Hispanic Foods",
        body="""Dear Ms Nelson,

My name is Xóchitl Hernández; I coordinate foreign trade at Grana y Maguey de Oaxaca in Oaxaca de Juárez, Mexico. I'm writing to introduce our mole negro paste, which I think could do well with the stores and restaurants you sell to in the United States.

Our mole is made the traditional way, with chilhuacle, mulato and pasilla chillies, Oaxacan chocolate and toasted seeds, and comes in 250 g and 500 g jars and 5 kg food-service tubs. Our plant has an FDA food facility registration, and the jars are labelled in English and Spanish.

We can ship by truck through Laredo in about a week.

May I send samples and a price list to Nelson Hispanic Foods?

Saludos cordiales,
Xóchitl Hernández
Foreign Trade Coordinator
Grana y Maguey de Oaxaca, S. de R.L. de C.V.
+52 951 514 2867""",
        note="cold first e-mail in English with a Spanish closing; company without `, Inc.`; the "
             "sender's city and country; FDA registration; Laredo",
        twin=Twin("country_wrong", "body", "you sell to in the United States",
                  "you sell to in Canada", "United States",
                  "the buyer's market as the neighbouring country", found="Canada"),
    ),
]
