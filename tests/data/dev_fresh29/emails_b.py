"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the edit its twin gets."""
from mail import Mail, Twin
from emails_a import S2_SIG

S3_SIG = """Kavita Ramdass-Mohammed
Business Development Manager, Exports
Naparima Export Traders Limited
San Fernando, Trinidad and Tobago
+1 868 652 4419 | kavita.rm@naparimaexport.co.tt"""

S4_SIG = """Firuza Rahimzoda
Мудири шӯъбаи содирот (Head of Export Department)
Konibodom Savdo JDMM
Kanibadam, Tajikistan
+992 3467 2 19 05 | f.rahimzoda@konibodomsavdo.tj"""

MAILS = [
    Mail("P021", "s2", "Na Fruit Logistica: diepvries zure kersen uit Moldavië",
f"""Beste Karel,

Het was fijn u te spreken op Fruit Logistica in Berlijn. U vertelde dat Diepvries Thijs bakkerijen in Vlaanderen bevoorraadt; daarvoor zijn onze ontpitte zure kersen, IQF of in blok van 10 kg, heel geschikt: ze houden hun vorm in taarten en vlaaien.

De kersen komen uit boomgaarden rond Orhei en worden binnen zes uur na de pluk ontpit en ingevroren. Levering per koelwagen, DAP uw magazijn, in ongeveer vier dagen.

Zal ik u de specificatie en een prijsopgave sturen?

Met vriendelijke groeten,
{S2_SIG}""",
         "fair follow-up, Dutch (Flemish buyer); the note's fair and bakeries",
         Twin("note_wrong", "body", "bakkerijen in Vlaanderen bevoorraadt", "ijssalons in Wallonië bevoorraadt",
              "supplies bakeries in Flanders", "the note's customers misquoted", found="ijssalons in Wallonië")),

    Mail("P022", "s2", "Miel de tilleul de Moldavie : analyse pollinique et échantillon",
f"""Madame Maury,

Suite à votre demande, je vous adresse ci-joint l'analyse pollinique de notre miel de tilleul, récolte de juin dans les forêts des Codri, au centre de la Moldavie. Le pollen de Tilia y est largement dominant, ce qui lui donne son arôme mentholé caractéristique.

L'échantillon de 1 kg pour la Miellerie Maury part cette semaine par DHL, avec la fiche technique (humidité 17,2 %, HMF inférieur à 10 mg/kg).

Nous livrons en fûts de 300 kg ou en seaux de 25 kg, DAP votre miellerie.

Je reste à votre disposition.

Bien cordialement,
{S2_SIG}""",
         "reply to the note's request, French; pollen analysis and 1 kg sample from the note; 'Madame Maury,' alone",
         Twin("company_foreign", "body", "pour la Miellerie Maury part", "pour l'Apicoltura Zoppetti part",
              "Miellerie Maury SARL", "the other honey buyer's company of this set", found="Apicoltura Zoppetti")),

    Mail("P023", "s2", "Miele di tiglio dalla Moldavia",
f"""Gentile Dott. Zoppetti,

mi chiamo Ion Cebotari-Rusu e sono il direttore export di Răut Vin & Fruct S.R.L., un'azienda di Orhei, in Moldavia. Le scrivo perché Apicoltura Zoppetti potrebbe essere interessata al nostro miele di tiglio.

Il miele proviene dalle foreste di tiglio dei Codri e viene raccolto a giugno; è chiaro, profumato e cristallizza lentamente. Possiamo fornirlo in fusti da 300 kg per il confezionamento, con analisi melissopalinologica e dei residui di un laboratorio accreditato UE.

Se lo desidera, Le invio un campione e il listino.

Cordiali saluti,
{S2_SIG}""",
         "cold introduction, Italian; company without legal form",
         Twin("company_missing", "body", "Le scrivo perché Apicoltura Zoppetti potrebbe", "Le scrivo perché la vostra azienda potrebbe",
              "Apicoltura Zoppetti S.r.l.", "the company's name replaced by 'la vostra azienda'", found="la vostra azienda")),

    Mail("P024", "s2", "モルドバ産リンデン（菩提樹）はちみつのご紹介",
f"""坂本養蜂場株式会社
購買担当 坂本知実様

はじめてご連絡いたします。モルドバのRăut Vin & Fruct S.R.L.で輸出を担当しているIon Cebotari-Rusuです。

弊社では、モルドバ中部コドリの森で6月に採れるリンデン（菩提樹）はちみつを取り扱っております。さわやかな香りと淡い色が特長で、結晶化がゆっくりです。300kgドラムでの納入が可能で、残留農薬分析の結果もお出しできます。

サンプルをお送りしてもよろしいでしょうか。

よろしくお願いいたします。

Ion Cebotari-Rusu
Director de export
Răut Vin & Fruct S.R.L.""",
         "cold introduction, Japanese; address block",
         Twin("artifact", "body", "残留農薬分析の結果もお出しできます。", "残留農薬分析の結果もお出しできます。残留農薬分析の結果もお出しできます。",
              "残留農薬分析の結果もお出しできます。", "a repeated sentence", found="残留農薬分析の結果もお出しできます。残留農薬分析の結果もお出しできます。")),

    Mail("P025", "s3", "Trinidad Lake Asphalt for ताम्बे रोड कंस्ट्रक्शन",
f"""नमस्ते चण्ड जी,

I am writing from Naparima Export Traders Limited in San Fernando, Trinidad and Tobago, a few kilometres from the Pitch Lake at La Brea, the world's largest natural deposit of lake asphalt.

As क्रय प्रबंधक at ताम्बे रोड कंस्ट्रक्शन प्राइवेट लिमिटेड, you may know that natural lake asphalt, blended with paving-grade bitumen, gives a harder and longer-lasting wearing course, which is why it has been used on heavy-traffic roads and bridges for more than a century. We supply the refined grade (épuré) in 200 kg drums or as pellets in 25 kg bags, CIF Nhava Sheva or Mundra.

May I send you the technical data and some reference projects?

With best regards,

{S3_SIG}""",
         "cold introduction in English with a Hindi greeting; company and title in Devanagari inside English",
         Twin("company_misspelled", "body", "ताम्बे रोड कंस्ट्रक्शन प्राइवेट लिमिटेड, you", "ताम्के रोड कंस्ट्रक्शन प्राइवेट लिमिटेड, you",
              "ताम्बे रोड कंस्ट्रक्शन प्राइवेट लिमिटेड", "ब of the family name written क", found="ताम्के रोड कंस्ट्रक्शन प्राइवेट लिमिटेड")),

    Mail("P026", "s3", "Penetration grade data – Trinidad Lake Asphalt for your bridge decks",
f"""Dear Ms Haynes,

Thank you for asking about the penetration grade data for your bridge deck work in New Jersey. I attach our data sheet for Trinidad Lake Asphalt épuré: penetration at 25 °C is 1 to 4 dmm, softening point 93 to 99 °C. Blended 50/50 with a PG 64-22 binder, it gives the stiff, rut-resistant mix that many US DOTs specify for bridge decks.

As purchasing manager at Haynes Paving Supply, you may also want the blend data; I can send the results from an AASHTO-accredited laboratory.

We ship in 200 kg drums or as pellets, CIF Port Newark.

Best regards,

{S3_SIG}""",
         "reply to the note's request, English; the title in lower case inside a sentence; company without ', Inc.'",
         Twin("title_wrong", "body", "As purchasing manager at Haynes", "As sales manager at Haynes",
              "Purchasing Manager", "a purchasing title turned into a sales one", found="sales manager")),

    Mail("P027", "s3", "Natural lake asphalt from Trinidad",
f"""Dear Mr Rice,

I am Kavita Ramdass-Mohammed, business development manager for exports at Naparima Export Traders Limited in Trinidad and Tobago. We supply natural lake asphalt from the Pitch Lake at La Brea, and I wonder whether Rice Surfacing Ltd would consider it for your surfacing work.

Trinidad Lake Asphalt has a long history on British roads: it was the binder in much of the hot-rolled asphalt laid in the UK for decades, and it is still specified for heavily trafficked junctions and bus lanes. We ship the refined grade in drums or in pellets, CIF Avonmouth or Tilbury.

I would welcome the chance to send you the technical data.

Kind regards,

{S3_SIG}""",
         "cold introduction, English",
         Twin("company_missing", "body", "whether Rice Surfacing Ltd would consider", "whether your firm would consider",
              "Rice Surfacing Ltd", "the company's name replaced by 'your firm'", found="your firm")),

    Mail("P028", "s3", "Nach der ISM: Kakaonibs aus Trinidad",
f"""Grüezi Frau Hürlimann

Vielen Dank für das Gespräch an der ISM in Köln. Wie versprochen sende ich Ihnen die Angaben zu unseren Kakaonibs aus Trinitario-Kakao.

Zu Ihrer Frage nach der Zertifizierung: Unsere Bohnen stammen von Kooperativen im Süden Trinidads, die nach Rainforest Alliance zertifiziert sind; ein Fairtrade-Zertifikat haben sie derzeit nicht. Die Nibs sind geröstet und entkeimt, in 10-kg-Kartons, CIF Basel über Rotterdam.

Gerne schicke ich der Chocolaterie Hürlimann ein Muster.

Freundliche Grüsse
Kavita Ramdass-Mohammed
Business Development Manager, Exports
Naparima Export Traders Limited
San Fernando, Trinidad und Tobago""",
         "fair follow-up, Swiss German (Grüezi, ss); the note's fair and certificate answered honestly",
         Twin("contact_wrong", "body", "Grüezi Frau Hürlimann", "Grüezi Frau Hürzeler",
              "Hürlimann", "another Swiss family name with the same start", found="Hürzeler")),

    Mail("P029", "s3", "Trinitario cocoa nibs from Trinidad",
f"""박정수 팀장님께,

I hope this e-mail finds you well. My name is Kavita Ramdass-Mohammed and I work in export development at Naparima Export Traders Limited in Trinidad and Tobago.

I understand 주식회사 박초콜릿 makes bean-to-bar chocolate and bakery items, and I would like to introduce our cocoa nibs made from Trinitario cocoa, a fine-flavour cocoa with notes of red fruit and molasses. The nibs are roasted, winnowed and packed in 10 kg cartons; we ship CIF Busan.

Could I send you a 1 kg sample?

감사합니다.

{S3_SIG}""",
         "cold introduction, English with Korean greeting and closing; Korean company in script",
         Twin("company_foreign", "body", "I understand 주식회사 박초콜릿 makes", "I understand 엄금속 주식회사 makes",
              "주식회사 박초콜릿", "another Korean buyer's company of this set", found="엄금속 주식회사")),

    Mail("P030", "s3", "Grués de cacao torréfiés de Trinidad",
f"""Bonjour Madame Lamontagne,

Comme vous préférez qu'on vous écrive en français, je vous présente nos grués de cacao en français.

Naparima Export Traders Limited, à San Fernando (Trinité-et-Tobago), exporte des grués de cacao Trinitario torréfiés, exactement ce que vous recherchez pour Chocolats Lamontagne. Nous les livrons en sacs de 10 kg, doublés d'aluminium, CIF Montréal.

Le Trinitario est un cacao fin aux notes de fruits rouges ; nos grués sont torréfiés à basse température pour garder cet arôme.

Puis-je vous envoyer un échantillon ?

Cordialement,
Kavita Ramdass-Mohammed
Business Development Manager, Exports
Naparima Export Traders Limited
San Fernando, Trinité-et-Tobago
+1 868 652 4419""",
         "first e-mail built on the note (French, roasted nibs, 10 kg bags); company without 'inc.'",
         Twin("note_wrong", "body", "Nous les livrons en sacs de 10 kg", "Nous les livrons en sacs de 25 kg",
              "sacs de 10 kg", "the bag size the note records misquoted", found="sacs de 25 kg")),

    Mail("P031", "s3", "Frozen kingfish steaks from Trinidad",
f"""Dear Robert,

I'm Kavita from Naparima Export Traders Limited in San Fernando, Trinidad. We process kingfish (king mackerel) landed by our local boats into frozen steaks, and I'd like to offer them to Avery Seafoods.

Kingfish is a favourite with West Indian families in Canada, especially around Toronto, and the steaks sell well at fish counters and in Caribbean grocery stores. Ours are cut 2 cm thick, individually quick frozen and vacuum-packed in 5 kg cartons; we ship by reefer container, CFR Halifax or Montreal.

Would you like a price list?

Best,

{S3_SIG}""",
         "cold introduction, English, informal; company without 'Ltd.'",
         Twin("country_wrong", "body", "West Indian families in Canada, especially", "West Indian families in the United States, especially",
              "Canada", "the neighbouring country", found="the United States")),

    Mail("P032", "s3", "Kingfish steaks for Cortez Caribbean Foods",
f"""Dear Mr Cortez,

Your company's name told me at once that you may be the right people for our frozen kingfish steaks.

Naparima Export Traders Limited processes kingfish caught off southern Trinidad. The steaks are cut from whole fish within hours of landing, individually quick frozen and vacuum-packed in 10 lb cartons. Our plant is registered with the FDA and follows a HACCP plan; we ship by reefer to Port Everglades or New York.

If you are interested, I will send our price list and a few sample cartons.

Kind regards,

{S3_SIG}""",
         "cold introduction, English",
         Twin("sender_wrong", "body", "+1 868 652 4419 | kavita.rm@naparimaexport.co.tt", "+1 868 652 4419 | kavita.rm@naparimaexport.com",
              "naparimaexport.co.tt", "the sender's e-mail domain with .com for .co.tt", found="kavita.rm@naparimaexport.com")),

    Mail("P033", "s4", "Sweet apricot kernels from Isfara valley",
f"""Sayın Cebesoy Bey,

I am writing from Konibodom Savdo JDMM in Kanibadam, in the north of Tajikistan. We export sweet apricot kernels from the Isfara valley, and I believe they could interest Zengin Kuruyemiş Gıda A.Ş.

Our kernels come from sweet-kernel apricot varieties only, so they can be eaten raw or roasted like almonds. They are hand-cracked, sorted and packed in 25 kg cartons; we send them by truck through Uzbekistan and Iran to Istanbul.

May I send you a sample and our offer?

Saygılarımla,

{S4_SIG}""",
         "cold introduction, English with Turkish greeting and closing; Turkish company with A.Ş.",
         Twin("category_wrong", "body", "We export sweet apricot kernels from", "We export bitter apricot kernels from",
              "sweet apricot kernels", "bitter kernels, the neighbouring product", found="bitter apricot kernels")),

    Mail("P034", "s4", "Armelline dolci dal Tagikistan per i vostri amaretti",
f"""Gentile Dott.ssa Mannoia,

Le scrivo da Konibodom Savdo JDMM, in Tagikistan, perché so che Amaretti Mannoia cerca armelline dolci con HCN inferiore a 10 mg/kg.

Le nostre armelline dolci della valle di Isfara vengono da varietà a seme dolce e sono analizzate lotto per lotto: gli ultimi tre lotti sono risultati tra 3 e 6 mg/kg di HCN. Il campione da 25 kg che ha chiesto può partire dalla prossima settimana, in cartone come la merce di serie.

Resto a Sua disposizione per un'offerta.

Cordiali saluti,
Firuza Rahimzoda
Responsabile export
Konibodom Savdo JDMM
Kanibadam, Tagikistan
+992 3467 2 19 05""",
         "reply to the note's request, Italian; HCN limit and 25 kg sample carton from the note; sender title translated",
         Twin("sender_wrong", "body", "Firuza Rahimzoda\nResponsabile export", "Firuza Rahimova\nResponsabile export",
              "Firuza Rahimzoda", "the sender's family name with the Soviet ending -ova for -zoda", found="Firuza Rahimova")),

    Mail("P035", "s4", "Сладкое абрикосовое ядро из Таджикистана",
f"""Уважаемый Галактион,

меня зовут Фируза Рахимзода, я руковожу отделом экспорта компании Konibodom Savdo JDMM (г. Канибадам, Таджикистан). Пишу вам, так как ООО «Панфилов Ингредиенты» закупает сырьё для кондитерской промышленности.

Мы предлагаем сладкое абрикосовое ядро из Исфаринской долины: только сладкие сорта, ручная колка, калибровка, упаковка — коробки по 25 кг. Доставка автотранспортом через Казахстан, DAP Москва, около 10 дней.

Буду рада выслать образцы и коммерческое предложение.

С уважением,
Фируза Рахимзода
Konibodom Savdo JDMM
+992 3467 2 19 05""",
         "cold introduction, Russian; sender in Cyrillic",
         Twin("company_foreign", "body", "так как ООО «Панфилов Ингредиенты» закупает", "так как ООО «Чайная компания Ершовой» закупает",
              "ООО «Панфилов Ингредиенты»", "the other Russian buyer's company of this set", found="ООО «Чайная компания Ершовой»")),

    Mail("P036", "s4", "塔吉克斯坦锑精矿 — Sb 45% 以上",
f"""郝主管您好：

我是塔吉克斯坦 Konibodom Savdo JDMM 的出口部经理 Firuza Rahimzoda。得知湖南郝氏锑业有限公司在冷水江的工厂需要锑含量不低于45%、砷含量低于0.3%的锑精矿，特此来信。

我们供应的塔吉克斯坦锑精矿（硫化锑）最近几批的化验结果为：Sb 47%–52%，As 0.12%–0.2%，均符合贵公司的要求。货物以吨袋包装，经哈萨克斯坦铁路运至霍尔果斯口岸，然后发往湖南。

如有兴趣，我们可以先提供样品和化验单。

此致
敬礼

Firuza Rahimzoda
出口部经理
Konibodom Savdo JDMM
塔吉克斯坦 Kanibadam""",
         "reply built on the note (Sb, As, Lengshuijiang), simplified Chinese; 郝主管 from 采购主管",
         Twin("company_misspelled", "body", "得知湖南郝氏锑业有限公司在", "得知湖南赫氏锑业有限公司在",
              "湖南郝氏锑业有限公司", "郝 written as the similar 赫", found="湖南赫氏锑业有限公司")),

    Mail("P037", "s4", "Concentré d'antimoine du Tadjikistan",
f"""Monsieur Gerard,

Je me permets de vous contacter au nom de Konibodom Savdo JDMM, société d'export basée à Kanibadam, au nord du Tadjikistan. Nous fournissons du concentré d'antimoine (stibine) et je pense que notre produit pourrait intéresser Gerard Métaux SA.

Nos concentrés titrent entre 47 % et 52 % de Sb, avec une faible teneur en arsenic. Ils sont livrés en big-bags d'une tonne, par rail jusqu'à un port de la mer Noire, puis par mer jusqu'à Anvers.

Je serais heureuse de vous envoyer les analyses de nos derniers lots.

Veuillez agréer, Monsieur, mes salutations distinguées.

Firuza Rahimzoda
Responsable export
Konibodom Savdo JDMM
Kanibadam, Tadjikistan""",
         "cold introduction, French (Belgian buyer); company with legal form",
         Twin("company_missing", "body", "pourrait intéresser Gerard Métaux SA.", "pourrait intéresser votre société.",
              "Gerard Métaux SA", "the company's name replaced by 'votre société'", found="votre société")),

    Mail("P038", "s4", "Following up from Metal Korea: antimony concentrate CIF Busan",
f"""Dear Ms Eom,

Thank you for visiting our stand at Metal Korea at KINTEX. As you asked, here is our indicative offer for antimony concentrate, CIF Busan.

Grade: Sb 50% min, As 0.2% max, moisture 8% max. Packing: 1-tonne big bags, in 20 ft containers. Route: by rail from Tajikistan to the Chinese coast and by sea to Busan, about 45 days. Price: on the basis of the Rotterdam antimony price, with a payable of 62% of the contained antimony.

I would be glad to send lot analyses to 엄금속 주식회사.

Best regards,

{S4_SIG}""",
         "fair follow-up, English; the note's fair and CIF Busan; Korean company in script",
         Twin("contact_wrong", "body", "Dear Ms Eom,", "Dear Ms Oh,",
              "엄서윤", "a different Korean family name (Oh, 오, for Eom)", found="Ms Oh")),

    Mail("P039", "s4", "Primary aluminium ingots P1020A from Tajikistan",
f"""เรียน คุณอำพร

My name is Firuza Rahimzoda, head of the export department at Konibodom Savdo JDMM in Tajikistan. As ผู้จัดการฝ่ายจัดซื้อ at บริษัท ตวงทอง อลูมิเนียม จำกัด, you may be interested in a new source of primary aluminium ingots.

We trade P1020A ingots (Al 99.70% min) produced in Tajikistan, in bundles of about 1 tonne. They can be shipped by rail to a Chinese port and on to Laem Chabang.

I can send you the certificate of analysis and an offer at LME plus premium.

ขอแสดงความนับถือ

{S4_SIG}""",
         "cold introduction in English with Thai greeting and closing; title and company in Thai script inside English",
         Twin("title_wrong", "body", "As ผู้จัดการฝ่ายจัดซื้อ at", "As ผู้จัดการฝ่ายขาย at",
              "ผู้จัดการฝ่ายจัดซื้อ", "purchasing manager turned into sales manager", found="ผู้จัดการฝ่ายขาย")),

    Mail("P040", "s4", "Tacikistan'dan birincil alüminyum külçe",
f"""Sayın Gökperi Hanım,

Tacikistan'ın kuzeyindeki Kanibadam'da bulunan Konibodom Savdo JDMM firmasından yazıyorum. İhsanoğlu Alüminyum Sanayi A.Ş. için birincil alüminyum külçe (P1020A, en az %99,70 Al) teklif etmek isteriz.

Külçeler yaklaşık 1 tonluk balyalar halinde, demiryolu ile Türkmenistan ve İran üzerinden Mersin'e ya da karayolu ile doğrudan fabrikanıza gönderilebilir. Fiyatlar LME artı prim esasındadır.

Analiz sertifikasını ve teklifimizi göndermemi ister misiniz?

Saygılarımla,
Firuza Rahimzoda
İhracat Müdürü
Konibodom Savdo JDMM
Kanibadam, Tacikistan""",
         "cold introduction, Turkish; sender title translated",
         Twin("category_wrong", "body", "için birincil alüminyum külçe (P1020A", "için alüminyum hurda (P1020A",
              "primary aluminium ingots", "aluminium scrap for primary ingots", found="alüminyum hurda")),
]
