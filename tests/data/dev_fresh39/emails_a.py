"""N001-N020: first e-mails to P001-P020, each with the one edit its twin gets."""
from mail import Mail, Twin

S1_SIG = """Marjut Ylitalo
Export Sales Manager
Napapiirin Luonnonantimet Oy
+358 16 342 7718"""

MAILS = [
    Mail("P001", "s1",
         "Chaga aus Lappland – Analysenzertifikate für Sölzer Naturwaren",
         """Sehr geehrter Herr Sölzer,

vielen Dank für das Gespräch auf der Vitafoods Europe in Barcelona. Wie besprochen schicke ich Ihnen heute die Analysenzertifikate unseres getrockneten Chaga (Inonotus obliquus) aus der aktuellen Ernte: Schwermetalle (Blei, Cadmium, Quecksilber) und PAK, untersucht von einem akkreditierten Labor in Oulu. Alle Werte liegen deutlich unter den Höchstgehalten der EU.

Wir sammeln den Chaga wild an Birken in Lappland und trocknen ihn schonend bei unter 40 °C. Lieferbar sind Stücke (1–3 cm), Teeschnitt und Pulver, jeweils in Säcken zu 5 oder 20 kg.

Wenn die Zertifikate für Sie passen, sende ich Ihnen gern ein Muster von 500 g.

Mit freundlichen Grüßen
Marjut Ylitalo
Vientimyyntipäällikkö / Exportleiterin
Napapiirin Luonnonantimet Oy
Rovaniemi, Finnland
Tel. +358 16 342 7718""",
         "first e-mail after the fair the note records, in German; answers the note's request "
         "(heavy metals, PAK); Chaga without 'mushroom'; title in Finnish and German",
         Twin("note_wrong", "body", "Vitafoods Europe in Barcelona", "Vitafoods Europe in Genf",
              "Vitafoods Europe in Barcelona",
              "the fair moved to Geneva: the note records Vitafoods Europe in Barcelona",
              found="Vitafoods Europe in Genf")),

    Mail("P002", "s1",
         "Chaga sample (1 kg chunks) and MFDS documents – (주)백두자연",
         """박경숙 과장님께,

Thank you for your interest in our Lapland chaga. As you asked, I have set aside a 1 kg sample of dried chaga chunks for 백두자연, and I attach the documents you need for the MFDS import registration: a description of the process, a certificate of analysis (heavy metals, microbiology, moisture below 10%), a certificate of origin and our Finnish food business registration.

The sample can leave Rovaniemi by courier this week; please tell me which address in Korea it should go to, and whether your customs broker needs anything in Korean.

Best regards,
""" + S1_SIG + """ | marjut.ylitalo@napapiirinantimet.fi""",
         "reply to the note's request, English with a Korean salutation (full name + title "
         "honorific); company without (주) in the body",
         Twin("contact_wrong", "body", "박경숙 과장님께", "박경순 과장님께", "박경숙",
              "one syllable of the given name changed (숙 -> 순)", found="박경순")),

    Mail("P003", "s1",
         "芬兰拉普兰野生白桦茸（Chaga）供货介绍",
         """韦主管您好：

我是芬兰罗瓦涅米 Napapiirin Luonnonantimet Oy 的出口销售经理 Marjut Ylitalo。了解到杭州韦氏养生茶业有限公司经营养生茶，想向您介绍我们的干白桦茸（chaga，桦褐孔菌）。

我们的白桦茸全部采自拉普兰的野生白桦林，低温烘干，可提供块状、茶用切片和粉末三种规格，每批附第三方检测报告（重金属、农残、微生物）。芬兰气候寒冷，菌核生长缓慢，品质稳定。

如您有兴趣，我可以寄一份样品到杭州，并报上海或宁波港的CIF价格。

期待您的回复。

此致
敬礼

Marjut Ylitalo
出口销售经理
Napapiirin Luonnonantimet Oy
芬兰罗瓦涅米
电话：+358 16 342 7718""",
         "cold first e-mail in simplified Chinese; 韦主管 from the title 采购主管; chaga as "
         "白桦茸 / 桦褐孔菌; Hangzhou from the company name",
         Twin("company_misspelled", "body", "杭州韦氏养生茶业有限公司", "杭州伟氏养生茶业有限公司",
              "杭州韦氏养生茶业有限公司", "homophone character 伟 for the family name 韦")),

    Mail("P004", "s1",
         "Chaga from Finnish Lapland – organic certificate and beta-glucan assay",
         """Hi Jo,

It was good to talk chaga with you at SupplySide West in Las Vegas. As promised, here are the two documents you said you need before a trial order:

- our EU organic certificate (wild collection), with the statement for import under the US-EU organic equivalence arrangement;
- a beta-glucan assay of the current lot (Megazyme method): 18.4% beta-glucans on dry matter.

Since Price Family Botanicals sells to tea and supplement brands, you may prefer our tea-cut grade (3-6 mm) or the fine powder for capsules; both come from the same lot. I understand that as Sourcing Manager you will want to see the material too, so 1 kg of each grade is ready to ship from Rovaniemi.

Best,
Marjut

Marjut Ylitalo | Export Sales Manager
Napapiirin Luonnonantimet Oy, Rovaniemi, Finland
+358 16 342 7718""",
         "first e-mail after the fair the note records; answers both requests; uses the note's "
         "customers; company without ', LLC'; title inside a sentence",
         Twin("title_wrong", "body", "as Sourcing Manager you", "as Marketing Manager you",
              "Sourcing Manager", "a marketing title for the sourcing manager",
              found="Marketing Manager")),

    Mail("P005", "s1",
         "ラップランド産チャーガ（カバノアナタケ）のご案内",
         """株式会社石川茶舗
仕入部長 石川康弘様

はじめてご連絡いたします。フィンランド・ロヴァニエミのNapapiirin Luonnonantimet Oyで輸出営業を担当しております、マルユト・ユリタロと申します。

健康茶にチャーガをブレンドされていると伺い、ご連絡いたしました。弊社のチャーガ（カバノアナタケ）はラップランドの白樺林で採取した天然物で、40℃以下で乾燥しております。塊、ティーカット、パウダーの3種類をご用意でき、ロットごとに重金属・残留農薬・微生物の検査成績書をお付けします。

サンプルをお送りすることも可能ですので、ご興味がございましたらお知らせください。

何卒よろしくお願い申し上げます。

マルユト・ユリタロ（Marjut Ylitalo）
輸出営業マネージャー
Napapiirin Luonnonantimet Oy
フィンランド、ロヴァニエミ
Tel: +358 16 342 7718""",
         "cold first e-mail in Japanese as the note asks; Japanese address block (company, "
         "title, name + 様); the sender's name in katakana; uses the note (health teas)",
         Twin("company_foreign", "body", "株式会社石川茶舗\n", "杭州韦氏养生茶业有限公司\n",
              "株式会社石川茶舗", "another chaga buyer's company (P003, China) heads the address "
              "block", found="杭州韦氏养生茶业有限公司")),

    Mail("P006", "s1",
         "Pelli di renna dalla Lapponia – dopo il Salone del Mobile",
         """Gentile Signora Ravaglioli,

è stato un piacere conoscerLa al Salone del Mobile di Milano. Come promesso, Le scrivo con una proposta per Ravaglioli Interni.

Abbiamo selezionato nel nostro magazzino di Rovaniemi un lotto di pelli di renna conciate che rispondono alla Sua richiesta: lunghezza minima 120 cm, colore naturale grigio-bruno, pelo fitto invernale. Le pelli provengono dall'allevamento tradizionale delle renne in Lapponia e sono conciate senza cromo in Finlandia.

Posso inviarLe le foto delle singole pelli con le misure, oppure spedirLe due campioni a Sua scelta.

Cordiali saluti,
Marjut Ylitalo
Responsabile vendite export
Napapiirin Luonnonantimet Oy – Rovaniemi, Finlandia
Tel. +358 16 342 7718""",
         "first e-mail after the fair the note records, in Italian; answers the note's spec "
         "(120 cm, grey-brown); company without S.r.l.; sender's title in Italian",
         Twin("category_wrong", "body", "pelli di renna conciate", "pelli di alce conciate",
              "tanned reindeer hides", "elk hides for reindeer hides", found="pelli di alce")),

    Mail("P007", "s1",
         "Peaux de renne de Laponie pour Maison Moreau Déco",
         """Bonjour Monsieur Moreau,

Je me permets de vous écrire car vous achetez les textiles et la décoration de Maison Moreau Déco, et nos peaux de renne tannées pourraient compléter votre gamme d'hiver.

Nous sommes une petite entreprise de Rovaniemi, en Laponie finlandaise. Nos peaux sont issues de l'élevage traditionnel des rennes ; elles sont tannées en Finlande, sans chrome, et mesurent entre 100 et 140 cm. Les teintes vont du gris clair au brun foncé, et chaque peau est unique.

Je peux vous envoyer notre catalogue avec les prix DAP France.

Bien cordialement,

Marjut Ylitalo
Responsable export
Napapiirin Luonnonantimet Oy
Rovaniemi, Finlande
+358 16 342 7718""",
         "cold first e-mail in French; the buyer's title paraphrased into the sentence; company "
         "without SAS in subject and body",
         Twin("company_missing", "body", "Maison Moreau Déco", "votre enseigne",
              "Maison Moreau Déco SAS", "every mention of the company replaced by 'votre "
              "enseigne' (subject and body)", every=True)),

    Mail("P008", "s1",
         "Tanned reindeer hides from Finnish Lapland",
         """Αγαπητέ κύριε Κωνσταντινίδη,

I am writing from Rovaniemi in Finnish Lapland to introduce our tanned reindeer hides to Κωνσταντινίδης Δέρματα. We already supply leather and interior shops in several EU countries, and we would like to find a partner in Greece.

Our hides are a by-product of traditional reindeer herding, tanned without chromium in Finland, 100-140 cm long, in natural greys and browns. They are sold by the piece or in bales of 25, and we can ship by groupage truck to Thessaloniki or Athens in about ten days.

If you are interested, I will send our price list in euros and photos of the current stock.

Με εκτίμηση / With kind regards,
Marjut Ylitalo
Export Sales Manager
Napapiirin Luonnonantimet Oy
+358 16 342 7718""",
         "cold first e-mail in English with a Greek salutation (vocative Κωνσταντινίδη) and a "
         "bilingual closing; company in Greek without Μ.Ι.Κ.Ε.",
         Twin("country_wrong", "body", "a partner in Greece", "a partner in Cyprus", "Greece",
              "Cyprus for the Greek buyer's country", found="Cyprus")),

    Mail("P009", "s1",
         "Reindeer hides for Powell & Finch",
         """Dear Rachael,

I'm Marjut Ylitalo, export sales manager at Napapiirin Luonnonantimet Oy in Rovaniemi, Finnish Lapland. As Head of Buying at Powell & Finch Interiors you may already be planning the autumn range, and our tanned reindeer hides sell well in UK interiors shops over the autumn and winter.

Each hide is unique: 100-140 cm long, in natural shades from silver grey to dark brown, tanned chrome-free in Finland. They come from herding families in Lapland, as a by-product of meat production, so no animal is killed for its hide alone.

Would it help if I sent a small selection of six hides so you can see and feel the quality? UK delivery is DDP, so there are no surprises at customs.

Kind regards,
Marjut

Marjut Ylitalo
Export Sales Manager | Napapiirin Luonnonantimet Oy
Rovaniemi, Finland | +358 16 342 7718
www.napapiirinantimet.fi""",
         "cold first e-mail in English; company short in the subject, without Ltd in the body; "
         "buyer's title in a sentence",
         Twin("sender_wrong", "body", "+358 16 342 7718", "+358 16 342 7178",
              "+358 16 342 7718", "two digits of the sender's phone swapped")),

    Mail("P010", "s1",
         "Reindeer hides from Lapland for דהן עיצוב פנים",
         """שלום עדי,

My name is Marjut Ylitalo and I handle exports at Napapiirin Luonnonantimet Oy, a small company in Rovaniemi, Finland. I am writing to you as purchasing manager of דהן עיצוב פנים because interior designers use our tanned reindeer hides as rugs, throws and chair covers, and I think they would suit your projects.

The hides are 100-140 cm long, soft and dense, in natural grey and brown shades; they are tanned without chromium and come with a certificate of origin. We can send them by air freight to Tel Aviv or by sea to Haifa or Ashdod.

I would be happy to send photos and prices.

Best regards,
""" + S1_SIG,
         "cold first e-mail in English with a Hebrew greeting (given name); company in Hebrew "
         "without בע\"מ; the Hebrew title translated (purchasing manager)",
         Twin("artifact", "body", "soft and dense, in natural", "soft and dense, soft and dense, "
              "in natural", "soft and dense", "a phrase written twice",
              found="soft and dense, soft and dense")),

    Mail("P011", "s1",
         "IQF cloudberries – Brix values and residue analysis",
         """Dear Linnéa,

Thank you for stopping by our stand at Gastronord in Stockholm. As promised, here is the information on our frozen cloudberries for Johnssons Sylt & Saft:

- IQF whole berries, wild-picked in Lapland in August, frozen within 24 hours of picking
- Brix 9.5-11.0 (lot average 10.2)
- pesticide residue analysis (multi-residue screen of more than 500 substances): nothing above the limit of quantification; the report is attached
- packed in 10 kg cartons with a PE liner

Wild berries vary a little from season to season, so I would suggest you test a 10 kg carton in your jam before we talk volumes.

Med vänliga hälsningar,
Marjut Ylitalo
Vientimyyntipäällikkö / Export Sales Manager
Napapiirin Luonnonantimet Oy, Rovaniemi
+358 16 342 7718""",
         "first e-mail after the fair the note records, English with a Swedish closing; answers "
         "the three requests of the note",
         Twin("note_wrong", "body", "Gastronord in Stockholm", "SIAL in Paris",
              "Gastronord, Stockholm", "a fair the note does not name for the one it does")),

    Mail("P012", "s1",
         "Frozen cloudberries from Lapland – this season's crop",
         """Dear Mr Holm,

I am writing from Rovaniemi to offer Holm Frost our frozen cloudberries from this year's harvest. The berries are hand-picked on the Lapland bogs, cleaned and frozen IQF; we pack them in 10 kg cartons, 80 cartons to a pallet.

The crop was good in Lapland this year, and we still have about 12 tonnes unsold. We deliver frozen to Denmark by reefer truck in three to four days, DAP your warehouse.

Could I send you our price list and a specification? If a sample would help, I can add two cartons to our next shipment to Copenhagen.

Best regards,
Marjut Ylitalo
Export Sales Manager
Napapiirin Luonnonantimet Oy
Rovaniemi, Finland
+358 16 342 7718 · marjut.ylitalo@napapiirinantimet.fi""",
         "cold first e-mail in English; company without ApS; the family name is also in the "
         "company",
         Twin("company_misspelled", "body", "offer Holm Frost our", "offer Holme Frost our",
              "Holm Frost ApS", "an e added to the company's name", found="Holme Frost")),

    Mail("P013", "s1",
         "雲莓樣品（5公斤）冷凍寄送桃園",
         """鄭主任您好：

感謝您對我們拉普蘭冷凍雲莓的興趣。依您的要求，我們已準備好5公斤樣品，將以冷凍方式（-18°C以下）空運寄送至桃園，預計下週出貨，出貨後會立即提供追蹤號碼。

關於標示：我們已確認台灣的進口食品標示規定，樣品及日後的正式出貨都會貼上繁體中文標籤（品名、成分、原產地、淨重、有效日期及進口商資訊）。進口商資訊的部分，請提供鄭記烘焙原料的正式地址與電話，以便我們印製。

如有任何問題，歡迎隨時與我聯絡。

敬祝 商祺

Marjut Ylitalo
出口業務經理
Napapiirin Luonnonantimet Oy
芬蘭 羅瓦涅米
電話：+358 16 342 7718""",
         "reply to the note's request in traditional Chinese (5 kg sample to Taoyuan, labels in "
         "traditional Chinese); 鄭主任 from the title 採購部主任; company without 股份有限公司",
         Twin("country_wrong", "body", "確認台灣的進口", "確認日本的進口", "台灣 (Taiwan)",
              "Japan for the Taiwanese buyer's country", found="日本")),

    Mail("P014", "s1",
         "Moltebeeren aus Lappland für Wandl Feinkost",
         """Sehr geehrte Frau Wandl,

ich schreibe Ihnen, weil Sie als Einkäuferin bei Wandl Feinkost vielleicht nach besonderen Beeren für die Wintersaison suchen. Wir sind ein kleines Unternehmen aus Rovaniemi in Finnisch-Lappland und bieten tiefgekühlte Moltebeeren aus Wildsammlung an.

Die Beeren werden im Juli und August in den Mooren Lapplands von Hand gepflückt, gereinigt und einzeln schockgefrostet (IQF). Sie kommen in Kartons zu 10 kg; für Feinkostgeschäfte und Konditoreien bieten wir auch 1-kg-Beutel an. Wir liefern tiefgekühlt per Lkw nach Österreich, DAP Ihr Lager, in etwa fünf Tagen.

Gern schicke ich Ihnen eine Preisliste und ein Datenblatt.

Mit freundlichen Grüßen aus Lappland
Marjut Ylitalo
Exportleiterin
Napapiirin Luonnonantimet Oy
Tel. +358 16 342 7718""",
         "cold first e-mail in German; cloudberries as Moltebeeren; buyer's title in a sentence; "
         "company without GmbH",
         Twin("title_wrong", "body", "als Einkäuferin bei", "als Geschäftsführerin bei",
              "Einkäuferin", "a managing director's title for a buyer",
              found="Geschäftsführerin")),

    Mail("P015", "s1",
         "Fiche technique – plaquebières surgelées pour vos pralinés",
         """Madame Cretton,

Merci encore pour notre échange au salon ISM de Cologne. Comme convenu, vous trouverez ci-joint la fiche technique de nos plaquebières (Rubus chamaemorus) surgelées IQF, pour vos essais de pralinés à la Chocolaterie Cretton.

Quelques points clés :
– baies sauvages cueillies à la main en Laponie finlandaise ;
– Brix de 9,5 à 11, une acidité et un arôme marqués qui se marient bien avec le chocolat blanc ;
– cartons de 10 kg, ou sachets de 1 kg pour les essais ;
– livraison surgelée en Suisse par camion, dédouanement compris.

Je peux vous faire parvenir un sachet de 1 kg dès la semaine prochaine.

Avec mes meilleures salutations,
Marjut Ylitalo
Responsable des ventes export
Napapiirin Luonnonantimet Oy
Rovaniemi, Finlande
+358 16 342 7718""",
         "first e-mail after the fair the French note records, in French; answers its request "
         "(datasheet, pralinés); cloudberries as plaquebières; company without SA",
         Twin("company_foreign", "body", "à la Chocolaterie Cretton", "chez Wandl Feinkost",
              "Chocolaterie Cretton SA", "another cloudberry buyer's company (P014, Austria)",
              found="Wandl Feinkost")),

    Mail("P016", "s2",
         "Hydrangeas 60-70 cm, classic white and antique green",
         """Dear Lieve,

It was a pleasure to meet you at the IFTF in Vijfhuizen. As promised, here is our offer for Fiere Bloemenimport.

We grow our fresh cut hydrangeas on 14 hectares near Rionegro, in the highlands of Antioquia at 2,100 m, where the cool nights give large, firm heads. In the 60-70 cm length you asked for we can supply:

- classic white: 4,000 stems a week, all year round
- antique green: 2,500 stems a week, with a peak from March to May

The stems are hydrated on the farm, sleeved and packed 30 to a box. We fly them from Medellín (MDE) to Amsterdam three times a week; from cutting to Schiphol takes about 72 hours.

I can send you a trial box of each colour next week.

Kind regards,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S.
Medellín, Colombia
+57 604 448 3192""",
         "first e-mail after the fair the note records, English; answers the note's spec "
         "(length, colours); company without B.V.; sender signs with one family name",
         Twin("category_wrong", "body", "our fresh cut hydrangeas", "our fresh cut peonies",
              "fresh cut hydrangeas", "peonies, a neighbouring cut flower the sender does not "
              "sell", found="peonies")),

    Mail("P017", "s2",
         "Colombian hydrangeas for شركة آل رفيع للزهور",
         """السيد منذر آل رفيع المحترم،

I am writing from Medellín, Colombia, to introduce our fresh cut hydrangeas to آل رفيع للزهور. Colombian hydrangeas now reach Dubai every week, and we would like to offer you a direct supply from our farm.

We grow classic white, blue, pink and antique green hydrangeas near Rionegro, Antioquia, at 2,100 m. The heads are 18-25 cm across, the stems 50-70 cm, packed 30 stems to a box with hydration.

We can quote CPT Dubai (DXB) per stem; shipments fly via Amsterdam or Miami depending on the season.

May I send you our weekly availability list?

With best regards,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales (International Business Director)
Aburrá Flor y Fique S.A.S.
+57 604 448 3192""",
         "cold first e-mail in English with an Arabic salutation (السيد … المحترم); company in "
         "Arabic in the subject, short form (without شركة and ذ.م.م) in the body",
         Twin("contact_wrong", "body", "السيد منذر آل", "السيد منير آل", "منذر آل رفيع",
              "a near-miss given name (منير for منذر)", found="منير")),

    Mail("P018", "s2",
         "Свежесрезанные гортензии из Колумбии для «Родионов Флора»",
         """Уважаемый господин Родионов!

Меня зовут Луиса Фернанда Сулуага, я отвечаю за международные продажи компании Aburrá Flor y Fique S.A.S. из Медельина (Колумбия). Пишу Вам, чтобы предложить для компании «Родионов Флора» наши свежесрезанные гортензии.

Мы выращиваем гортензии в Рионегро (департамент Антьокия) на высоте 2100 м: белые, голубые, розовые и зелёные «антик», длина стебля 50–70 см, диаметр соцветия 18–25 см. Цветы упаковываются по 30 стеблей в коробку с гидратацией и отправляются самолётом через Амстердам.

Буду рада выслать Вам еженедельный прайс-лист и фотографии.

С уважением,
Луиса Фернанда Сулуага
Директор по международному бизнесу
Aburrá Flor y Fique S.A.S.
Медельин, Колумбия
+57 604 448 3192""",
         "cold first e-mail in Russian; company without ООО, in «» quotes; sender's name and "
         "title in Russian, the company in Latin",
         Twin("company_missing", "body", ("для «Родионов Флора»", "для компании «Родионов Флора»"),
              ("для вашей компании", "для вашей компании"), "ООО «Родионов Флора»",
              "every mention of the company replaced by 'вашей компании' (subject and body)",
              found="вашей компании", every=True)),

    Mail("P019", "s2",
         "Sacos de fique para Envases Castilla",
         """Estimado Sr. Castilla:

Le escribo desde Medellín porque Envases Castilla distribuye envases y embalajes, y quisiera presentarle nuestros sacos de fibra de fique.

El fique es una fibra natural colombiana, más resistente que el yute, biodegradable y sin aceites minerales, por lo que sirve para café, cacao y otros alimentos. Fabricamos sacos de 60 y 70 kg (70 × 100 cm), en tejido natural o con impresión a una tinta, y también sacos pequeños para regalo o decoración.

Podemos enviar contenedores completos o carga consolidada a Valencia o Algeciras. Si le interesa, le mando muestras y precios FOB Cartagena.

Un cordial saludo,

Luisa Fernanda Zuluaga Arango
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S.
Medellín, Colombia
Tel. +57 604 448 3192""",
         "cold first e-mail in Spanish (Estimado Sr. …: with a colon); company without S.L.; "
         "the sender with both family names",
         Twin("sender_wrong", "body", "Aburrá Flor y Fique S.A.S.", "Aburrá Flor y Fique S.A.",
              "Aburrá Flor y Fique S.A.S.", "the sender's legal form S.A. for S.A.S.")),

    Mail("P020", "s2",
         "Sacos de fique da Colômbia",
         """Exma. Senhora Luna Garcia,

Escrevo-lhe de Medellín, na Colômbia, para apresentar os nossos sacos de fibra de fique à Garcia & Filhos Embalagens. O fique é uma fibra natural colombiana, resistente e biodegradável, usada há gerações nos sacos de café.

Produzimos sacos de 60 e 70 kg, em tecido natural ou com impressão a uma cor, e também sacos pequenos para cabazes e decoração. Procuramos um distribuidor em Portugal e creio que a vossa empresa seria o parceiro certo.

Podemos enviar por contentor para Leixões ou Lisboa, FOB Cartagena ou CIF.

Com os melhores cumprimentos,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S.
+57 604 448 3192""",
         "cold first e-mail in Portuguese (Exma. Senhora + full name); company without Lda.; "
         "the sender's title stays Spanish",
         Twin("country_wrong", "body", "distribuidor em Portugal", "distribuidor em Espanha",
              "Portugal", "Spain for the Portuguese buyer's country", found="Espanha")),
]
