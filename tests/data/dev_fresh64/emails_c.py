"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups on the writer's own
earlier e-mail, offer, quote or samples; 8 shorter first e-mails), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N041 P001 Germany, smoked eel: follow-up on the price list
    Mail("P001", "s1", "Re: Preisliste heißgeräucherter Aal",
         """Dear Mr Davids,

I wanted to follow up on the price list I sent after Fish International. Have you had a chance to look at it?

Since then we have fixed our winter smoking schedule, so I can now confirm weekly deliveries to Fischräucherei Davids from November, DAP Hamburg or direct to your premises. If the vacuum-packed whole eel in 300–500 g sizes is too large for your counter, we can also do 200–300 g pieces.

I will be in Hamburg in the second week of next month and could bring samples.

Best regards,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts"
+371 63 624 518""",
         "English follow-up on the writer's own price list (subject in German); the fair from the note; company without GmbH",
         Twin("company_misspelled", "deliveries to Fischräucherei Davids from", "deliveries to Fischräucherei Davis from",
              found="Fischräucherei Davis", expected="Fischräucherei Davids GmbH",
              note="the family name in the company misspelt (Davis)"), kind="follow-up"),

    # N042 P003 Japan, smoked eel: a shorter first e-mail with a Japanese letter head
    Mail("P003", "s1", "Smoked eel fillets from Latvia",
         """株式会社中村水産
輸入課長 中村晃様

Dear Mr Nakamura,

Thank you for your interest in our eel at Foodex Japan. Our hot-smoked fillets are vacuum packed and frozen, which makes sea freight to Japan simple. I have asked our team to prepare a price list in yen, CIF Tokyo, and will send it in English as you prefer.

With best regards,
Ilze Kalniņa
SIA "Staldzenes Krasts", Latvia""",
         "English under a Japanese letter head (company, recorded title, name with 様); the fair and the language preference the note records; a short signature without title",
         Twin("title_wrong", "輸入課長 中村晃様", "営業課長 中村晃様", found="営業課長",
              expected="輸入課長", note="a sales section chief's title for the buyer's import title")),

    # N043 P005 Poland, smoked eel: a shorter first e-mail
    Mail("P005", "s1", "Cold-smoked eel samples",
         """Dear Ms Maciocha,

Thank you for asking about samples of our cold-smoked eel. We can send the 5 kg you asked for next week, vacuum packed and chilled, together with the specification and catch documents.

Please confirm the delivery address for Wędzarnia Maciocha and the best day for receiving chilled goods.

Kind regards,
Ilze Kalniņa
Export Director, SIA "Staldzenes Krasts"
Ventspils, Latvia""",
         "short English first reply to the sample request the note records; company without Sp. z o.o.",
         Twin("note_wrong", "We can send the 5 kg you asked for", "We can send the 15 kg you asked for", found="15 kg",
              expected="5 kg", note="the note records a request for 5 kg")),

    # N044 P006 United Kingdom, rye whisky: follow-up on the duty-paid prices
    Mail("P006", "s1", "Following up: rye whisky prices for Jones & Co.",
         """Hi Kevin,

Just checking in on the duty-paid prices I sent after Whisky Live. We have just bottled a new batch of the cask-strength rye, so stock is good for the first Jones & Co. order before Christmas.

If 60 cases is too much for a start, we could do a first pallet of 40 cases at the same price. I am also happy to send two bottles for a staff tasting.

Best,
Ilze""",
         "short English follow-up on the writer's own prices; first names only, signed with the sender's given name; company shortened to Jones & Co. in subject and body",
         Twin("company_missing", "stock is good for the first Jones & Co. order before", "stock is good for your first order before",
              found="your first order", expected="Jones & Co. Spirits Ltd",
              note="every mention of the company replaced (your first order, your shop)",
              more=(("subject", "for Jones & Co.", "for your shop"),)), kind="follow-up"),

    # N045 P007 United States, rye whisky: follow-up on the quote
    Mail("P007", "s1", "Re: Quote for one pallet of Latvian rye (750 ml)",
         """Hi Stephanie,

A quick follow-up on our quote for one pallet. Our designer has now finished the US back label for the 750 ml bottle, with the Government Warning and the importer line left blank for Stone Craft Imports, so you could file the COLA as soon as you decide.

The quote stays valid until the end of next month. Let me know if you need anything else for your TTB application.

Kind regards,
Ilze Kalniņa
Export Director, SIA "Staldzenes Krasts\"""",
         "short English follow-up on the writer's own quote; first name; the COLA and 750 ml points the note records",
         Twin("contact_wrong", "Hi Stephanie,", "Hi Stacey,", found="Stacey", expected="Stephanie Stone",
              note="another given name"), kind="follow-up"),

    # N046 P009 South Korea, rye whisky: a shorter first e-mail in Korean
    Mail("P009", "s1", "라트비아 호밀 위스키 샘플 안내",
         """박정남 팀장님께,

서울국제주류박람회에서 만나 뵙게 되어 반가웠습니다. 요청하신 캐스크 스트렝스 호밀 위스키 샘플을 보내 드리겠습니다. 도착하면 한결주류 팀과 함께 시음해 보시고 의견을 주시면 감사하겠습니다.

감사합니다.
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts" (라트비아)
+371 63 624 518""",
         "short first e-mail wholly in Korean; the fair and the cask-strength samples the note records; company short without 주식회사; Latvia in Hangul",
         Twin("sender_wrong", "Ilze Kalniņa\nExport Director", "Ilze Kalniņa\nSales Assistant", found="Sales Assistant",
              expected="Export Director", note="a wrong title for the sender")),

    # N047 P010 Israel, rye whisky: follow-up on the kosher certificate
    Mail("P010", "s1", "Re: Kosher-certified Latvian rye whisky",
         """לכבוד
תום לוי, מנהלת רכש
לוי יבוא משקאות בע"מ

Dear Tom,

Following my e-mail last week, I attach the kosher certificate for our current rye whisky batch, signed by the Chief Rabbinate of Latvia. The next batch will be bottled in March under the same supervision, and we will send its certificate before shipping.

Please let me know if your kashrut supervisor needs anything further.

Best regards,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts\"""",
         "English under a Hebrew letter head (לכבוד, name, recorded title, company in full); follow-up on the writer's own e-mail with the kosher certificate the note asks for",
         Twin("title_wrong", "תום לוי, מנהלת רכש", "תום לוי, מנהלת מכירות", found="מנהלת מכירות",
              expected="מנהלת רכש", note="a sales manager's title for the buyer's purchasing one"),
         kind="follow-up"),

    # N048 P011 Sweden, grey peas: follow-up on the price list and samples
    Mail("P011", "s1", "Uppföljning: gråärter till Johnsons Baltiska Livs",
         """Hej Åsa,

jag ville bara höra om provpåsarna med gråärter kom fram som de skulle. Som jag skrev förra veckan är ärterna EU-ekologiska, och certifikatet finns med i bilagan.

Om ni vill prova dem i butikerna i Stockholm först kan vi börja med en pall 500 g påsar, med svensk etikett. Nästa färja från Ventspils går på tisdag.

Med vänliga hälsningar
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts\"""",
         "wholly Swedish follow-up on the writer's own samples; company in the subject; the EU organic certificate and the Stockholm shops the note records",
         Twin("artifact", "Nästa färja från Ventspils går på tisdag.", "Nästa färja från Ventspils går på",
              found="färja från Ventspils går på\n", expected="Nästa färja från Ventspils går på tisdag.",
              note="a sentence cut off"), kind="follow-up"),

    # N049 P013 Finland, grey peas: a shorter first e-mail
    Mail("P013", "s1", "Latvian grey peas for Aalto Elintarvike",
         """Dear Mr Aalto,

It was nice to meet you at Gastro Helsinki. I am writing to introduce our grey peas properly: a traditional Latvian pulse, cleaned and sorted, packed in 25 kg bags for food service. Deliveries to Finland go by ferry from Ventspils and take about a week.

I will send the bag prices you asked for tomorrow.

Best regards,
Ilze Kalniņa
Export Director, SIA "Staldzenes Krasts\"""",
         "short English first e-mail after the fair the note records; company without Oy; Finland as the buyer's country",
         Twin("country_wrong", "Deliveries to Finland go by ferry", "Deliveries to Estonia go by ferry", found="Estonia",
              expected="Finland", note="Estonia for the buyer's country")),

    # N050 P015 France, grey peas: follow-up on the quote
    Mail("P015", "s1", "Relance : devis pois gris 2 tonnes",
         """Bonjour Monsieur Bazin,

Je me permets de revenir vers vous au sujet de notre devis pour 2 tonnes de pois gris envoyé après le SIAL. Avez-vous pu l'étudier ?

Si cela convient à l'Épicerie Balte Bazin, nous pourrions charger les deux palettes dès la semaine prochaine. Nous restons aussi ouverts à une première commande d'une seule palette.

Bien cordialement,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts\"""",
         "wholly French follow-up on the writer's own quote; company with an elided article; the fair and the 2 tonnes the note records",
         Twin("company_foreign", "convient à l'Épicerie Balte Bazin, nous", "convient à Johnsons Baltiska Livs AB, nous",
              found="Johnsons Baltiska Livs AB", expected="Épicerie Balte Bazin SAS",
              note="another buyer's company (grey peas, Sweden)"), kind="follow-up"),

    # N051 P016 India, polyethylene: follow-up on the LLDPE offer
    Mail("P016", "s2", "Re: LLDPE film grade, MFI 1.0",
         """Dear Mr Kala,

Following my offer after Plastivision, I attach the TDS and a COA for the LLDPE film grade, MFI 1.0, density 0.918. The COA is from a lot produced last month, so it reflects what we would ship to you.

Could you share your target price and the monthly quantity for Kala Polypack? With that I can confirm the CFR Nhava Sheva price and the first shipment date.

Best regards,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "English follow-up on the writer's own offer; the fair and the MFI the note records; company without Private Limited",
         Twin("note_wrong", "LLDPE film grade, MFI 1.0, density", "LLDPE film grade, MFI 2.0, density",
              found="MFI 2.0", expected="MFI 1.0", note="the note records MFI 1.0"), kind="follow-up"),

    # N052 P018 Egypt, polyethylene: a shorter first e-mail in Arabic
    Mail("P018", "s2", "عرض سعر بولي إيثيلين عالي الكثافة",
         """الأستاذ هشام الشناوي المحترم،

بالإشارة إلى طلبكم، يسرنا أن نؤكد أن بإمكاننا توريد 100 طن من البولي إيثيلين عالي الكثافة (HDPE) درجة النفخ لشركة الشناوي للبلاستيك، بسعر CFR الإسكندرية. سنرسل لكم العرض التفصيلي وشهادة التحليل خلال يومين.

مع خالص التحية،
فهد ناصر الشمري
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "short first reply wholly in Arabic; الأستاذ with the full name; company in full in an Arabic phrase; the request the note records; the sender's name in Arabic",
         Twin("company_misspelled", "لشركة الشناوي للبلاستيك", "لشركة الشنواي للبلاستيك", found="الشنواي",
              expected="شركة الشناوي للبلاستيك", note="two letters swapped in the family name")),

    # N053 P020 Thailand, sodium silicate: follow-up on the COA
    Mail("P020", "s2", "Re: Sodium silicate with COA (SiO2/Na2O ratio)",
         """เรียน คุณน้ำเพชร

I hope your QC team had time to look at the typical COA I sent. To make the comparison easier, I have now added the SiO2/Na2O molar ratio next to the weight ratio, and the test methods we use.

If the ratio 3.2 liquid grade fits, we can send a 25 kg sample to your plant by courier.

Best regards,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.""",
         "English follow-up with a Thai greeting (เรียน คุณ and the given name); the ratio the note asks for",
         Twin("contact_wrong", "เรียน คุณน้ำเพชร", "เรียน คุณน้ำผึ้ง", found="น้ำผึ้ง",
              expected="น้ำเพชร เตชะกำพุ", note="another Thai given name"), kind="follow-up"),

    # N054 P022 Taiwan, carbon black: a shorter first e-mail in traditional Chinese
    Mail("P022", "s2", "N330碳黑供應",
         """陳經理您好：

很高興在台北國際塑橡膠工業展與您見面。關於貴公司輪胎胎面用的N330碳黑，我們可以穩定供應，CFR高雄港，25公斤袋裝或噸袋。詳細規格與報價將於本週寄給您。

敬祝 商祺
Fahad Nasser Al-Shammari
Mutlaa Chemicals Trading Co. W.L.L.""",
         "short first e-mail wholly in traditional Chinese; 陳經理; 貴公司 only; the fair (Taipei Plas in Chinese) and N330 the note records; CFR Kaohsiung",
         Twin("category_wrong", "輪胎胎面用的N330碳黑", "輪胎胎面用的活性碳", found="活性碳",
              expected="carbon black", note="activated carbon for carbon black")),

    # N055 P024 France, Kampot pepper: follow-up on the red pepper reservation
    Mail("P024", "s3", "Re: Poivre rouge de Kampot IGP – prix et envoi",
         """Chère Madame Seguin,

Comme promis, voici le prix des 10 kg de poivre rouge de Kampot IGP que nous vous avons réservés : 68 EUR le kilo, soit 680 EUR, plus 95 EUR de fret aérien jusqu'à Paris-CDG. Le certificat IGP et le certificat phytosanitaire accompagneront l'envoi.

Si cela vous convient, je vous envoie la facture pro forma.

Bien à vous,
Chan Sophea
Export Coordinator
Teuk Chhou Agro Co., Ltd.
sophea.chan@teukchhou-agro.com.kh""",
         "wholly French follow-up on the writer's own offer; the 10 kg of PGI red pepper the note records; no company mention",
         Twin("sender_wrong", "sophea.chan@teukchhou-agro.com.kh", "sophea.chan@teuk-chhou-agro.com.kh",
              expected="sophea.chan@teukchhou-agro.com.kh", note="a hyphen in the sender's e-mail domain"),
         kind="follow-up"),

    # N056 P026 Australia, Kampot pepper: follow-up on the samples
    Mail("P026", "s3", "Kampot pepper samples: did they arrive?",
         """Hi Michael,

Our tracking shows that the black and red Kampot pepper samples were delivered to Glenn Fine Foods on Thursday. I hope they came through the border without trouble.

When your team has tasted them, I can quote 20 kg cartons by air to Melbourne or Sydney.

Kind regards,
Chan Sophea
Teuk Chhou Agro Co., Ltd., Cambodia""",
         "short English follow-up on the writer's own samples (those the note records); company without Pty Ltd",
         Twin("artifact", "Kampot pepper samples: did they arrive?", "Kampot pepper samples samples: did they arrive?",
              part="subject", found="samples samples", expected="samples", note="a doubled word in the subject"),
         kind="follow-up"),

    # N057 P027 Germany, kapok fibre: a shorter first e-mail in English
    Mail("P027", "s3", "Kapok fibre for Holzapfel Bettwaren",
         """Dear Ms Holzapfel,

Thank you for visiting our stand at Heimtextil. As promised, a short summary: we supply cleaned kapok fibre from Kampot for pillows and duvets, OEKO-TEX STANDARD 100 certified, in 50 kg bales. For Holzapfel Bettwaren we could ship up to 3 tonnes a month, CIF Hamburg.

Kind regards,
Chan Sophea
Export Coordinator, Teuk Chhou Agro Co., Ltd.""",
         "short English first e-mail after the fair the note records; company without GmbH in subject and body",
         Twin("company_missing", "For Holzapfel Bettwaren we could ship", "For your company we could ship",
              found="your company", expected="Holzapfel Bettwaren GmbH",
              note="every mention of the company replaced (your company, your bedding)",
              more=(("subject", "for Holzapfel Bettwaren", "for your bedding"),))),

    # N058 P029 China, kapok fibre: follow-up on the quote
    Mail("P029", "s3", "回复：5吨精制木棉纤维报价",
         """赵总监您好：

上周发给您的5吨木棉纤维报价（FOB西哈努克港）不知您是否已看过？我们已为杭州赵氏家纺预留了这批货，样品也可以随时寄出。

如有任何问题，欢迎随时联系我。

祝好！
Chan Sophea
Teuk Chhou Agro Co., Ltd.""",
         "wholly simplified Chinese follow-up on the writer's own quote; 赵总监; company short; FOB Sihanoukville as the note records",
         Twin("company_foreign", "我们已为杭州赵氏家纺预留了", "我们已为Textiles Canals S.L.预留了",
              found="Textiles Canals S.L.", expected="杭州赵氏家纺有限公司",
              note="another buyer's company (kapok fibre, Spain)"), kind="follow-up"),

    # N059 P033 Sweden, Yungas coffee: a shorter first e-mail
    Mail("P033", "s4", "Bolivian Yungas coffee – samples on the way",
         """Hej Erik,

Just a short note after the Nordic Coffee Festival: your 3 kg of pre-shipment samples from our washed and natural Yungas lots are packed and leave La Paz this week. This is coffee from Bolivia, grown between 1,550 and 1,800 m.

Saludos,
Marcela Mamani Ticona
Uchumachi Alimentos S.R.L.""",
         "short English first e-mail with a Swedish greeting and a Spanish closing; the fair and the 3 kg samples the note records",
         Twin("country_wrong", "This is coffee from Bolivia, grown", "This is coffee from Ecuador, grown", found="Ecuador",
              expected="Bolivia", note="Ecuador for the sender's country")),

    # N060 P036 Spain, tarwi: follow-up on the technical sheet
    Mail("P036", "s4", "Re: Ficha técnica del tarwi",
         """Estimada Lorenza:

¿Pudo revisar la ficha técnica del tarwi que le envié? Nuestro laboratorio ha repetido el análisis de alcaloides en el último lote desamargado y el resultado es de 0,015 %, por debajo del límite que le indiqué.

Si le parece bien, le envío 2 kg de muestra para que su equipo pruebe la cocción.

Un cordial saludo,
Marcela Mamani Ticona
Jefa de Comercio Exterior
Uchumachi Alimentos S.R.L.""",
         "wholly Spanish follow-up on the writer's own technical sheet; first name with a colon; the alkaloids the note records",
         Twin("category_wrong", "la ficha técnica del tarwi que le envié", "la ficha técnica de las habas secas que le envié",
              found="habas secas", expected="tarwi", note="dried broad beans for tarwi"), kind="follow-up"),
]
