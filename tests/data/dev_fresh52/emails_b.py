"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail("P021", "s2",
         "Katar'dan susuz amonyak tedariki",
         """Sayın Lütfi Bey,

Katar'ın Al Khor şehrinde faaliyet gösteren Simaisma Energy Trading W.L.L. adına yazıyorum. Mesaieed'de üretilen susuz (anhidrit) amonyağı pazarlıyoruz ve Bilir Gübre Sanayi ve Ticaret A.Ş.'ye yeni bir tedarik kaynağı olarak kendimizi tanıtmak istiyoruz.

Amonyağı –33 °C'de tam soğutmalı gemilerle, 15.000–25.000 tonluk partiler halinde, CFR Samsun veya CFR İskenderun bazında teslim edebiliriz. Süveyş Kanalı üzerinden sefer süresi yaklaşık iki haftadır.

Önümüzdeki çeyrek için bir fiyat teklifi göndermemi ister misiniz?

Saygılarımla,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "cold introduction; wholly Turkish; 'Sayın Lütfi Bey' (given name + Bey); the company "
         "in full with the Turkish dative suffix after an apostrophe (A.Ş.'ye); Katar, Samsun, "
         "İskenderun, Süveyş Kanalı; CFR",
         Twin("company_misspelled", "body", "ve Bilir Gübre Sanayi ve Ticaret A.Ş.'ye",
              "ve Bilir Gubre Sanayi ve Ticaret A.Ş.'ye", "Bilir Gübre Sanayi ve Ticaret A.Ş.",
              "the company without the ü of Gübre",
              found="Bilir Gubre Sanayi ve Ticaret A.Ş.")),
    # N022
    Mail("P022", "s2",
         "Open-spec naphtha from Qatar – term supply to Japan",
         """Dear Ms Sato,

I am Maryam Al-Mannai, Senior Marketing Manager at Simaisma Energy Trading W.L.L. in Qatar. We market full-range and open-spec naphtha, and I would like to offer 佐藤化成株式会社 a term supply for your cracker feed.

Our open-spec naphtha has paraffins of 70% minimum and a typical density of 0.69–0.72, and we load LR1 cargoes of about 55,000 tonnes. Pricing would follow the usual MOPJ basis, CFR your nominated Japanese port; the voyage from Ras Laffan to Japan takes around 18 days.

Could we arrange a call with your raw materials team?

Best regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "cold introduction; English; 'Ms Sato' (the usual romanisation of 佐藤); the Japanese "
         "company in full inside an English sentence; MOPJ, LR1, Ras Laffan; Japan named as the "
         "destination; 'raw materials team' paraphrases the recorded 原料購買課長",
         Twin("company_foreign", "body", "I would like to offer 佐藤化成株式会社 a term supply",
              "I would like to offer 邱氏石化股份有限公司 a term supply", "佐藤化成株式会社",
              "another naphtha buyer's company of this set (Taiwan)",
              found="邱氏石化股份有限公司")),
    # N023
    Mail("P023", "s2",
         "Quote: 25,000 t open-spec naphtha CFR Mailiao",
         """Dear Mr Chiu,

Thank you for your enquiry. As requested, please find below our indication for 25,000 tonnes of open-spec naphtha, CFR Mailiao:

- quality: paraffins 70% min., aromatics 10% max., sulphur 650 ppm max.;
- laycan: second half of next month, loading Ras Laffan;
- price: MOPJ average of the month of loading plus a premium of USD 9.50/t, CFR Mailiao;
- payment: irrevocable L/C at sight or open account against an approved bank guarantee.

The indication is valid until Friday, 17:00 Doha time. I would be glad to discuss any changes to the quality or timing that suit 邱氏石化股份有限公司 better.

Kind regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
maryam.almannai@simaisma-energy.com.qa
+974 4411 2375""",
         "reply to the quote request the note records, with its quantity, product and port; "
         "English; 'Mr Chiu' (the Taiwanese romanisation of 邱); the company in full in Chinese "
         "characters; MOPJ, laycan, L/C; Doha time (the sender is in Al Khor)",
         Twin("sender_wrong", "body", "maryam.almannai@simaisma-energy.com.qa",
              "maryam.almannai@simaisma-energy.com", "maryam.almannai@simaisma-energy.com.qa",
              "the sender's e-mail without its country domain")),
    # N024
    Mail("P024", "s3",
         "Эспарцетовый мёд из Каракола – после WorldFood Kazakhstan",
         """Здравствуйте, Ерлан!

Рада была познакомиться с Вами на выставке WorldFood Kazakhstan в Алматы. Вы говорили, что ищете мёд в банках по 1 кг и в бочках по 300 кг, – мы можем поставлять оба варианта.

Наш белый эспарцетовый мёд собирают на пасеках вокруг Иссык-Куля. Он кристаллизуется в нежную кремовую массу, влажность не выше 18 %. Из Каракола до Алматы машина идёт около суток, так что поставки в Казахстан для нас несложны.

Могу выслать для ТОО «Жаксылыков Трейд» образцы и прайс-лист на условиях DAP Алматы.

С уважением,
Айзада Токтосунова
руководитель экспортного отдела
ОсОО «Терскей Табият», Каракол, Кыргызстан
+996 3922 5 14 07""",
         "first contact after the fair the note records, with the note's pack sizes; wholly "
         "Russian; 'Здравствуйте, Ерлан!' (given name); the sender's name, title (translated "
         "from Kyrgyz) and company in Cyrillic; Иссык-Куль, Каракол, Алматы; Kazakhstan named",
         Twin("note_wrong", "body", "на выставке WorldFood Kazakhstan в Алматы",
              "на выставке Food Expo Qazaqstan в Астане", "WorldFood Kazakhstan",
              "a fair the note does not name in place of the one it does",
              found="Food Expo Qazaqstan")),
    # N025
    Mail("P025", "s3",
         "White sainfoin honey from Kyrgyzstan",
         """السيد شدّاد آل قصير المحترم،

Dear Mr Al Qusayr,

I am Aizada Toktosunova, head of exports at OsOO "Terskey Tabiyat" in Karakol, Kyrgyzstan. We produce white sainfoin honey in the mountains around Lake Issyk-Kul, and I believe it would suit customers in Saudi Arabia who look for natural, unblended mountain honey.

Our honey is raw, unheated and naturally creamy; it is lab-tested for every lot (moisture, HMF, diastase) and we can provide a halal certificate. We pack it in 250 g and 500 g glass jars or in 25 kg pails for repacking, and ship by air or by sea to Jeddah or Dammam.

Would مؤسسة آل قصير التجارية be interested in samples?

Best regards,
Aizada Toktosunova
Экспорт бөлүмүнүн башчысы
OsOO "Terskey Tabiyat"
+996 3922 5 14 07""",
         "cold introduction; English with an Arabic salutation; 'Mr Al Qusayr' (romanised family "
         "name); the Arabic company in full inside an English sentence; the sender's title in "
         "Kyrgyz in the signature and translated in the text; Issyk-Kul, Jeddah, Dammam; HMF, diastase",
         Twin("country_wrong", "body", "would suit customers in Saudi Arabia who look",
              "would suit customers in Kuwait who look", "Saudi Arabia",
              "a neighbouring country for the buyer's", found="Kuwait")),
    # N026
    Mail("P026", "s3",
         "Weisser Esparsettenhonig aus Kirgistan",
         """Grüezi Frau Portmann

Ich heisse Aizada Toktosunova und leite den Export von OsOO «Terskey Tabiyat» in Karakol, Kirgistan. Wir imkern am Issyk-Kul-See auf rund 1800 m ü. M. und ernten dort weissen Esparsettenhonig – cremig, mild und kaum bekannt in der Schweiz.

Für die Portmann Honig AG könnten wir Fässer à 300 kg zum Abfüllen liefern oder, wenn Sie lieber fertige Ware möchten, Gläser à 250 g und 500 g. Kirgistan ist von der EU als Drittland für die Honigeinfuhr zugelassen; jede Charge wird in einem akkreditierten Labor in Deutschland geprüft.

Darf ich Ihnen ein Muster zusenden?

Freundliche Grüsse
Aizada Toktosunova
OsOO «Terskey Tabiyat»
Karakol, Kirgistan
+996 3922 5 14 07""",
         "cold introduction; wholly Swiss German ('Grüezi', 'ss' for ß, no comma after the "
         "greeting); the company with the article ('Für die Portmann Honig AG'); the sender's "
         "company with Swiss guillemets; Esparsettenhonig; Kirgistan; m ü. M.; Germany as the lab's country",
         Twin("company_missing", "body", "Für die Portmann Honig AG könnten wir", "Für Ihr Haus könnten wir",
              "Portmann Honig AG", "the company replaced by 'Ihr Haus' (its only mention)",
              found="Ihr Haus")),
    # N027
    Mail("P027", "s3",
         "Organic rosehip shells – 5 kg sample on its way",
         """Dear Iida,

Thank you for your interest in our rosehips. You asked for a 5 kg sample of EU-organic rosehip shells for your tea blends, and I am glad to say it left Karakol this morning by courier; the tracking number is in the attachment.

The sample is from this autumn's harvest of wild Rosa canina in the Issyk-Kul region: seedless shells, cut 2–6 mm, certified organic under the EU regulation, with the certificate of inspection (COI) prepared for each shipment. For regular orders we pack in 20 kg paper bags.

Once your team at Lehtisen Luontaistuote Oy has tried it, I would be happy to quote for your annual volume, delivered to Helsinki or to Vuosaari port.

Kind regards,
Aizada Toktosunova
Head of Export, OsOO "Terskey Tabiyat"
Karakol, Kyrgyzstan
aizada.toktosunova@terskey-tabiyat.kg""",
         "reply to the sample request the note records; English; first-name greeting; the "
         "Finnish genitive company (Lehtisen, from the contact's Lehtinen); Rosa canina, COI, "
         "Vuosaari; the sender's title translated into English",
         Twin("company_misspelled", "body", "at Lehtisen Luontaistuote Oy has tried it",
              "at Lehtinen Luontaistuote Oy has tried it", "Lehtisen Luontaistuote Oy",
              "the company spelt with the contact's nominative family name",
              found="Lehtinen Luontaistuote Oy")),
    # N028
    Mail("P028", "s3",
         "Dried rosehips from Kyrgyzstan for Zioła Ciuruś",
         """Dear Mr Ciuruś,

My name is Aizada Toktosunova and I run the export department of OsOO "Terskey Tabiyat", a small company in Karakol, Kyrgyzstan, that collects and dries wild rosehips in the Tian Shan mountains.

Poland has a long tradition of rosehip tea and syrups, and I think our fruit could interest Zioła Ciuruś Sp.j. We offer whole dried rosehips and seedless shells, cut to your size, with low moisture (below 10%) and pesticide analyses for every lot. Delivery to Poland is by truck through Kazakhstan and Russia, or by rail to Małaszewicze, in about three weeks.

Could I send you our specification and a small sample?

Kind regards,
Aizada Toktosunova
OsOO "Terskey Tabiyat"
+996 3922 5 14 07""",
         "cold introduction; English; 'Mr Ciuruś' with the Polish ś; the company short in the "
         "subject and in full in the body; Tian Shan, Małaszewicze; Kazakhstan and Russia as "
         "transit countries",
         Twin("country_wrong", "body", "Poland has a long tradition of rosehip tea",
              "The Czech Republic has a long tradition of rosehip tea", "Poland",
              "a neighbouring country for the buyer's", found="The Czech Republic")),
    # N029
    Mail("P029", "s3",
         "Rosehips for nyponsoppa – following Natural Products Scandinavia",
         """Dear Carl,

It was a pleasure to meet you at Natural Products Scandinavia in Malmö. You told me you use rosehips for nyponsoppa, so I wanted to send you a few details while our conversation is still fresh.

For soup, most of our Swedish customers take whole dried rosehips, which give a deeper colour and more body than shells alone. Ours are wild Rosa canina from the Issyk-Kul region, dried at low temperature to keep the vitamin C, and packed in 25 kg bags.

If Holms Nypon AB would like to test a batch, I can send 10 kg to Sweden straight away, with the certificate of analysis.

Best regards,
Aizada Toktosunova
Head of Export
OsOO "Terskey Tabiyat", Karakol, Kyrgyzstan
+996 3922 5 14 07""",
         "first contact after the fair the note records, using its use of the product; English; "
         "'nyponsoppa' (Swedish rosehip soup, from the note); the company with Nypon = rosehip "
         "in its name; Malmö",
         Twin("category_wrong", "body", "most of our Swedish customers take whole dried rosehips, which",
              "most of our Swedish customers take whole dried hawthorn berries, which",
              "dried rosehips", "a neighbouring product (hawthorn berries) in the offer",
              found="dried hawthorn berries")),
    # N030
    Mail("P030", "s3",
         "Shyrdaks 120 × 180 cm – suite à Maison&Objet",
         """Bonjour Madame Durand,

Merci encore pour votre visite sur notre stand à Maison&Objet en janvier. Vous cherchiez des tapis de 120 × 180 cm : nos artisanes de Karakol peuvent réaliser des shyrdaks à ce format, en feutre de laine de mouton cousu main, avec les motifs traditionnels kirghizes ou dans les couleurs de votre collection.

Chaque shyrdak est unique et prend environ trois semaines de travail. Pour une première commande, nous proposons dix pièces, livrées en DAP Paris.

Je vous envoie volontiers notre catalogue et nos prix pour Maison Durand Déco SARL.

Bien à vous,
Aizada Toktosunova
Responsable export
OsOO « Terskey Tabiyat » – Karakol, Kirghizistan
+996 3922 5 14 07""",
         "reply to the size request the note records, after the fair it names; wholly French; "
         "'Madame Durand'; the sender's title translated (Responsable export); kirghizes, "
         "Kirghizistan; French guillemets around the sender's company",
         Twin("sender_wrong", "body", "OsOO « Terskey Tabiyat » – Karakol",
              "OsOO « Terskey Tabiat » – Karakol", "OsOO \"Terskey Tabiyat\"",
              "the sender's company misspelt in the signature", found="Terskey Tabiat")),
    # N031
    Mail("P031", "s3",
         "Handgemaakte vilttapijten (shyrdaks) uit Kirgizië",
         """Beste Ian,

Mijn naam is Aizada Toktosunova, ik leid de exportafdeling van OsOO "Terskey Tabiyat" in Karakol, Kirgizië. Wij werken met vilters uit de dorpen rond het Issyk-Koelmeer, die shyrdaks maken: vilttapijten van schapenwol, met de hand gestikt in de traditionele mozaïekpatronen. Het vakmanschap staat op de UNESCO-lijst van immaterieel erfgoed.

Ik denk dat deze tapijten goed passen in het assortiment van Bronder Interieur B.V. We hebben ze in maten van 90 × 150 cm tot 200 × 300 cm, in natuurlijke kleuren of met plantaardig geverfde wol.

Zal ik u onze catalogus en prijslijst sturen?

Met vriendelijke groet,
Aizada Toktosunova
OsOO "Terskey Tabiyat"
+996 3922 5 14 07""",
         "cold introduction; wholly Dutch; 'Beste Ian' with 'u' in the text; Kirgizië, "
         "Issyk-Koelmeer; UNESCO; the company in full",
         Twin("company_foreign", "body", "in het assortiment van Bronder Interieur B.V.",
              "in het assortiment van Maison Durand Déco SARL", "Bronder Interieur B.V.",
              "another shyrdak buyer's company of this set (France)",
              found="Maison Durand Déco SARL")),
    # N032
    Mail("P032", "s3",
         "Tapis en feutre kirghizes pour Julliard Tapis & Décoration",
         """Madame,

En tant que gérante de Julliard Tapis & Décoration SA, vous connaissez sans doute les kilims et les tapis berbères ; permettez-moi de vous présenter un tapis beaucoup plus rare en Suisse : le shyrdak kirghiz.

Il s'agit d'un tapis de feutre de laine de mouton, composé de deux couches découpées en motifs et cousues à la main par des artisanes de la région d'Issyk-Koul. Notre société, OsOO « Terskey Tabiyat », basée à Karakol, en exporte vers l'Europe avec un certificat d'origine pour le dédouanement.

Je serais heureuse de vous faire parvenir quelques photos et une liste de prix.

Avec mes meilleures salutations,
Aizada Toktosunova
Responsable export
OsOO « Terskey Tabiyat »
+996 3922 5 14 07""",
         "cold introduction; wholly French, Swiss closing ('Avec mes meilleures salutations'); "
         "'Madame,' alone; the recorded title in lower case inside a French sentence ('En tant "
         "que gérante de'); kilims and Berber rugs named as comparisons; Suisse",
         Twin("title_wrong", "body", "En tant que gérante de Julliard", "En tant qu'acheteuse de Julliard",
              "Gérante", "a purchasing title for the manager/owner", found="acheteuse")),
    # N033
    Mail("P033", "s4",
         "Battery-grade lithium carbonate – 1 kg sample for 江西唐氏锂业",
         """Dear Mr Tang,

Thank you for your enquiry. You asked for battery-grade lithium carbonate of at least 99.5% and a 1 kg sample; the sample was packed today and will leave Potosí by courier on Monday, together with the certificate of analysis.

Our battery-grade Li2CO3 is produced from brine of the Salar de Uyuni: Li2CO3 99.5% min., Na below 250 ppm, magnetic impurities below 0.5 ppm, D50 between 3 and 8 µm. We ship in 500 kg jumbo bags via the port of Arica in Chile, CIF Shanghai or CIF Ningbo.

If the sample passes your tests, I would be glad to discuss a trial order of 20 tonnes with 江西唐氏锂业有限公司.

Best regards,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
Potosí, Bolivia
+591 2 622 4418""",
         "reply to the sample request and spec the note records; English; 'Mr Tang' (pinyin of "
         "唐); the Chinese company short in the subject (without 有限公司) and in full in the "
         "body; Salar de Uyuni, Arica (Chile), Shanghai, Ningbo; µm, ppm",
         Twin("company_missing", "body", "a trial order of 20 tonnes with 江西唐氏锂业有限公司.",
              "a trial order of 20 tonnes with your company.", "江西唐氏锂业有限公司",
              "every mention replaced: subject 'for your plant', body 'your company'",
              found="your company",
              also=(("subject", "1 kg sample for 江西唐氏锂业", "1 kg sample for your plant"),))),
    # N034
    Mail("P034", "s4",
         "볼리비아산 탄산리튬 공급 제안",
         """강산소재 주식회사
강지혜 구매과장님께

안녕하십니까. 볼리비아 포토시에 있는 Tunupa Recursos Andinos S.R.L.의 수출 담당 윌마 초케 마마니입니다.

저희는 우유니 소금사막의 염수로 생산한 탄산리튬을 판매하고 있습니다. 배터리 등급(Li2CO3 99.5% 이상)과 공업용 등급(99.0% 이상)을 모두 공급할 수 있으며, 칠레 아리카 항을 통해 부산항 또는 광양항까지 CIF 조건으로 보내 드립니다.

관심이 있으시면 제품 사양서와 견적서를 보내 드리겠습니다.

감사합니다.

Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "cold introduction; wholly Korean; the formal letter head with company and '강지혜 "
         "구매과장님께' (name + recorded title + 님께); the sender's name in Hangul; 포토시, 우유니, "
         "아리카, 부산항, 광양항",
         Twin("contact_wrong", "body", "강지혜 구매과장님께", "강지현 구매과장님께", "강지혜",
              "a near-miss given name (지현 for 지혜) in the address line", found="강지현")),
    # N035
    Mail("P035", "s4",
         "Lithium carbonate from the Salar de Uyuni",
         """Dear Mr Verelst,

I am Wilma Choque Mamani, export manager at Tunupa Recursos Andinos S.R.L. in Potosí, Bolivia. We produce lithium carbonate from the brines of the Salar de Uyuni, and I am writing to ask whether Verelst Battery Materials NV would consider us as a second source.

We offer battery grade (99.5% min.) and technical grade (99.0% min.), in 500 kg big bags, shipped from Arica to Antwerp in about five weeks. Every lot comes with a certificate of analysis from an independent laboratory, and we can share our ESG and water-use data, which many European buyers now ask for under the EU Battery Regulation.

May I send you our full specification?

Kind regards,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
wchoque@tunupa.com.bo""",
         "cold introduction; English to a Flemish buyer; 'Mr Verelst'; the company in full; "
         "Arica, Antwerp; EU Battery Regulation, ESG; the sender's title translated in the text "
         "and as recorded in the signature",
         Twin("company_misspelled", "body", "whether Verelst Battery Materials NV would",
              "whether Verelts Battery Materials NV would", "Verelst Battery Materials NV",
              "two letters swapped in the company's family name",
              found="Verelts Battery Materials NV")),
    # N036
    Mail("P036", "s4",
         "Baby llama fibre under 23 micron – after Pitti Filati",
         """Dear Ms Maspero,

It was a pleasure to talk with you at Pitti Filati in Florence. As Responsabile materie prime at Lanificio Maspero S.p.A., you said you were looking for baby llama under 23 micron, and I am happy to confirm that we can supply it.

Our fibre comes from llama herds on the Bolivian Altiplano. It is sorted by hand, scoured and dehaired in Bolivia, and sold in lots with an IWTO test certificate: the current baby llama lot measures 21.8 micron with a mean staple length of 40 mm. Colours are natural: white, fawn, brown and grey.

Shall I send a 2 kg sample of each colour to your mill?

Kind regards,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "first contact after the fair the note records, with the note's spec; English; the "
         "recorded Italian title inside an English sentence; Lanificio; Altiplano; IWTO",
         Twin("title_wrong", "body", "As Responsabile materie prime at Lanificio",
              "As Responsabile commerciale at Lanificio", "Responsabile materie prime",
              "a sales title for the raw-materials buyer's", found="Responsabile commerciale")),
    # N037
    Mail("P037", "s4",
         "Fibre de lama de Bolivie pour Filature Arnaud",
         """Bonjour Monsieur Arnaud,

Je m'appelle Wilma Choque Mamani et je suis responsable des exportations chez Tunupa Recursos Andinos S.R.L., à Potosí, en Bolivie. La Bolivie possède le plus grand cheptel de lamas au monde, et nous exportons leur fibre, triée et éjarrée, vers les filatures européennes.

Je me permets de vous écrire, en tant que responsable achats de Filature Arnaud SAS, pour vous proposer nos lots de fibre de lama : baby lama (21 à 23 microns) et lama standard (25 à 28 microns), en couleurs naturelles, avec certificat IWTO pour chaque lot.

Pourrais-je vous envoyer des échantillons ?

Cordialement,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "cold introduction; wholly French; the recorded title in lower case inside a French "
         "sentence; 'éjarrée' (dehaired); the sender's title translated in the text, recorded "
         "in the signature; Bolivie",
         Twin("note_wrong", "body", "Je me permets de vous écrire, en tant que",
              "Suite à notre rencontre au salon Première Vision à Paris, je me permets de vous écrire, en tant que",
              "no meeting: the buyer's record has no note",
              "a fair meeting claimed for a buyer whose note records none",
              found="Suite à notre rencontre au salon Première Vision à Paris")),
    # N038
    Mail("P038", "s4",
         "Fibra de llama boliviana para Hilaturas Ros",
         """Estimada Sra. Ros:

Me llamo Wilma Choque Mamani y soy responsable de exportaciones de Tunupa Recursos Andinos S.R.L., en Potosí (Bolivia). Trabajamos con comunidades llameras del altiplano potosino y exportamos fibra de llama clasificada y descerdada.

Como jefa de compras de Hilaturas Ros S.L., quizá le interese una fibra con el tacto de la alpaca a un precio más competitivo. Ofrecemos baby llama (21–23 micras) y llama estándar (25–28 micras), en colores naturales, en fardos de 50 kg, con embarque desde Arica hasta Valencia o Barcelona.

¿Le puedo enviar muestras y nuestra lista de precios?

Un cordial saludo,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "cold introduction; wholly Spanish; 'Estimada Sra. Ros:'; the recorded title in lower "
         "case inside a Spanish sentence; alpaca named as a comparison, not an offer; "
         "'descerdada' (dehaired); Arica, Valencia, Barcelona",
         Twin("company_foreign", "body", "Como jefa de compras de Hilaturas Ros S.L., quizá",
              "Como jefa de compras de Filature Arnaud SAS, quizá", "Hilaturas Ros S.L.",
              "another llama-fibre buyer's company of this set (France)",
              found="Filature Arnaud SAS")),
    # N039
    Mail("P039", "s4",
         "Cañahua ecológica en sacos de 25 kg",
         """Hola, Telmo:

Fue un gusto conocerte en Organic Food Iberia, en Madrid. Me comentaste que te interesaba la cañahua ecológica en sacos de 25 kg, así que te escribo con los datos.

Nuestra cañahua se cultiva en el altiplano de Potosí, por encima de los 3.800 metros, y tiene certificación ecológica UE. Es un grano más pequeño que la quinua, sin saponinas, así que no necesita lavado; la ofrecemos en grano entero y también en harina. En sacos de 25 kg, un contenedor de 20 pies lleva unas 16 toneladas.

Si a Giner Ecológicos S.L. le interesa, te mando una muestra de 1 kg y precios CIF Valencia.

Un abrazo,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "first contact after the fair the note records, with the note's pack size; wholly "
         "Spanish, informal 'tú' register ('Hola, Telmo:'); quinoa named as a comparison, not an "
         "offer; 3.800 m; saponinas; CIF Valencia",
         Twin("category_wrong", "body", "Nuestra cañahua se cultiva en el altiplano",
              "Nuestra quinua real se cultiva en el altiplano", "cañahua",
              "a neighbouring product (royal quinoa) in the offer", found="quinua real")),
    # N040
    Mail("P040", "s4",
         "Cañahua from Bolivia for Manning Ancient Grains",
         """Hi Rachel,

I'm Wilma Choque Mamani, export manager at Tunupa Recursos Andinos S.R.L. in Potosí, Bolivia. We grow and clean cañahua (kañiwa), the small Andean grain that is quinoa's lesser-known cousin, and I think it would fit well alongside the ancient grains Manning Ancient Grains LLC already sells.

Cañahua needs no rinsing (it has no saponins), cooks in 15 minutes and has about 15% protein. Ours is certified organic, and we can ship whole grain or flakes in 25 kg bags to any US port, with FDA prior notice filed by us.

Would you like a sample to try?

Best,
Wilma Choque Mamani
Tunupa Recursos Andinos S.R.L.
wchoque@tunupa.com.bo""",
         "cold introduction; English, informal American register; kañiwa as an alternative "
         "spelling; quinoa named as a comparison; FDA prior notice; the company short in the "
         "subject and in full in the body",
         Twin("artifact", "body", "Cañahua needs no rinsing (it has no saponins), cooks in 15 minutes",
              "Cañahua needs no rinsing (it has no saponins), cooks in {cook_time}",
              "cooks in 15 minutes", "a leftover template placeholder",
              found="{cook_time}")),
]
