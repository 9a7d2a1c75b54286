"""N041-N060: second e-mails (12 follow-ups, 8 other first e-mails), each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Nachfrage: Chaga-Muster für Sölzer Naturwaren",
         """Guten Tag Herr Sölzer,

vor zwei Wochen habe ich Ihnen die Analysenzertifikate zu Schwermetallen und PAK für unseren Chaga geschickt. Ich wollte kurz nachfragen, ob die Werte für Sölzer Naturwaren passen und ob Sie noch weitere Unterlagen brauchen, etwa zur Mikrobiologie oder zu Pestiziden.

Das Muster von 500 g Teeschnitt liegt für Sie bereit; sobald Sie mir Bescheid geben, geht es per Kurier aus Rovaniemi los.

Viele Grüße aus Lappland
Marjut Ylitalo
Napapiirin Luonnonantimet Oy
+358 16 342 7718""",
         "follow-up on the writer's own e-mail (certificates), in German; no title in the "
         "signature",
         Twin("company_misspelled", "body", "ob die Werte für Sölzer Naturwaren",
              "ob die Werte für Sölzner Naturwaren", "Sölzer Naturwaren GmbH",
              "an n added to the family name in the company", found="Sölzner Naturwaren")),

    Mail("P002", "s1",
         "Chaga sample on its way to 백두자연",
         """Dear Ms Park,

A short update: the 1 kg sample of dried chaga chunks left Rovaniemi this morning by DHL Express, tracking number 48 1936 2750. It should reach you in three to five working days.

The MFDS documents I sent last week (process description, certificate of analysis, certificate of origin and our food business registration) are also printed and in the parcel, in case your customs broker wants paper copies.

Please let me know when the sample arrives and what your lab thinks of it.

Best regards,
Marjut

Marjut Ylitalo
Export Sales Manager
Napapiirin Luonnonantimet Oy
+358 16 342 7718""",
         "follow-up on the sample the note asked for, English; 'Ms Park' for 박경숙 (family "
         "name romanised); company in Hangul without (주) in the subject",
         Twin("contact_wrong", "body", "Dear Ms Park,", "Dear Ms Kim Ji-hyun,", "박경숙 (Ms Park)",
              "another person's name (a colleague's) in the greeting",
              found="Ms Kim Ji-hyun")),

    Mail("P004", "s1",
         "Re: Chaga from Finnish Lapland – organic certificate and beta-glucan assay",
         """Hi Jo,

Just checking in on the organic certificate and the beta-glucan assay I sent after SupplySide West. Did they answer your questions for the trial order?

Since then our lab has also tested the tea-cut grade on its own: 17.9% beta-glucans, close to the powder. If your tea and supplement customers would like the numbers, I'm happy to send the full report.

The 1 kg samples of each grade are still set aside for Price Family Botanicals.

Best,
Marjut
Marjut Ylitalo | Export Sales Manager | Napapiirin Luonnonantimet Oy
+358 16 342 7718""",
         "follow-up on the writer's own e-mail, English; refers to the fair and the customers "
         "of the note; 'Re:' subject",
         Twin("note_wrong", "body", "I sent after SupplySide West",
              "I sent after Expo West in Anaheim", "SupplySide West, Las Vegas",
              "the other big US natural-products fair in place of the one the note records",
              found="Expo West in Anaheim")),

    Mail("P005", "s1",
         "健康茶用チャーガ原料のご提案（フィンランド産）",
         """株式会社石川茶舗
石川康弘様

突然のご連絡失礼いたします。フィンランドのNapapiirin Luonnonantimet Oyのユリタロでございます。

御社が健康茶にチャーガをブレンドされていると伺いました。弊社ではラップランド産の天然チャーガを、ブレンドに使いやすい2〜4mmのティーカットでご提供しております。残留農薬・重金属の検査成績書はロットごとにお付けいたします。

まずは100gのサンプルをお送りしたく存じますが、いかがでしょうか。

よろしくお願いいたします。

ユリタロ・マルユト
Napapiirin Luonnonantimet Oy
輸出営業担当
+358 16 342 7718""",
         "another, shorter first e-mail in Japanese (the note's language); the sender's name "
         "family-first in katakana; no title for the buyer",
         Twin("contact_wrong", "body", "石川康弘様", "石山康弘様", "石川康弘",
              "one character of the family name changed (川 -> 山)", found="石山康弘")),

    Mail("P006", "s1",
         "Foto delle pelli di renna per Ravaglioli Interni",
         """Gentile Signora Ravaglioli,

Le scrivo di nuovo dopo la mia e-mail della settimana scorsa. In allegato trova le foto delle 18 pelli di renna del lotto che Le avevo proposto, tutte di almeno 120 cm e di colore naturale grigio-bruno, ciascuna con le misure e il numero di riferimento.

Se preferisce vederle dal vivo, posso spedirLe due pelli campione a Sua scelta entro pochi giorni.

Un cordiale saluto da Rovaniemi,
Marjut Ylitalo
Napapiirin Luonnonantimet Oy
Tel. +358 16 342 7718""",
         "follow-up on the writer's own e-mail, in Italian; repeats the note's spec",
         Twin("sender_wrong", "body", "Marjut Ylitalo", "Marjut Ylikoski", "Marjut Ylitalo",
              "another Finnish family name for the sender's")),

    Mail("P009", "s1",
         "Following up: reindeer hides for Powell & Finch Interiors",
         """Dear Rachael,

I wrote to you a couple of weeks ago about our tanned reindeer hides and wanted to follow up before the autumn buying closes.

To make it easy, I have put together a mixed bundle of six hides (two silver grey, two mid-brown, two dark brown, all 110-130 cm) that we could send DDP to Powell & Finch Interiors at a trial price. If they sell, we can talk about a seasonal order; if not, there is no obligation.

Would that be of interest?

Kind regards,
Marjut Ylitalo
Export Sales Manager
Napapiirin Luonnonantimet Oy
Rovaniemi, Finland | +358 16 342 7718""",
         "follow-up on the writer's own e-mail (no reply yet), English; company without Ltd",
         Twin("category_wrong", "body", "about our tanned reindeer hides",
              "about our sheepskin rugs", "tanned reindeer hides",
              "sheepskin rugs, a neighbouring interiors product the sender does not sell",
              found="sheepskin rugs")),

    Mail("P011", "s1",
         "Frysta hjortron från finska Lappland",
         """Hej Linnéa,

Tack för att du tittade förbi vår monter på Gastronord i Stockholm! Jag skriver kort så att du har våra uppgifter samlade.

Vi säljer IQF-frysta vilda hjortron från Lappland, plockade för hand och infrysta inom ett dygn. Brixvärdet ligger mellan 9,5 och 11, och för varje parti finns en analys av bekämpningsmedelsrester som jag gärna skickar till Johnssons Sylt & Saft. Bären levereras i kartonger om 10 kg, frysta, med lastbil till Sverige.

Säg till om du vill ha ett prov.

Vänliga hälsningar
Marjut Ylitalo
Vientimyyntipäällikkö / Exportchef
Napapiirin Luonnonantimet Oy, Rovaniemi
+358 16 342 7718""",
         "another, shorter first e-mail after the fair the note records, in Swedish (du, Hej); "
         "cloudberries as hjortron; company without AB",
         Twin("company_missing", "body", "Johnssons Sylt & Saft", "ert företag",
              "Johnssons Sylt & Saft AB", "the company's only mention replaced by 'ert "
              "företag'", every=True)),

    Mail("P013", "s1",
         "雲莓樣品已出貨",
         """鄭主任您好：

5公斤冷凍雲莓樣品已於今天從赫爾辛基空運出貨，預計三天內抵達桃園，追蹤號碼為 7781 2046 5390。箱內附乾冰，外箱及每一袋都已貼上繁體中文標籤，進口商資訊依您提供的鄭記烘焙原料地址印製。

收到後請先存放於-18°C以下；如對品質或標籤有任何意見，歡迎告訴我。

敬祝 商祺

Marjut Ylitalo
Napapiirin Luonnonantimet Oy
電話：+358 16 342 7718""",
         "follow-up on the sample the note asked for, in traditional Chinese",
         Twin("artifact", "body", "追蹤號碼為 7781 2046 5390", "追蹤號碼為 {tracking_number}",
              "7781 2046 5390", "a template placeholder left in the text",
              found="{tracking_number}")),

    Mail("P015", "s1",
         "Plaquebières de Laponie pour la Chocolaterie Cretton",
         """Bonjour Madame Cretton,

Vous m'aviez dit à l'ISM de Cologne, en tant que responsable des achats de la Chocolaterie Cretton, chercher des baies pour vos pralinés : voici donc la fiche technique de nos plaquebières surgelées.

Nos plaquebières sont cueillies à la main dans les tourbières de Laponie, puis surgelées une à une (IQF). Leur goût acidulé, presque abricoté, tient bien face au chocolat. Nous les livrons en cartons de 10 kg ou en sachets de 1 kg.

Je reste à votre disposition pour un échantillon.

Cordialement,
Marjut Ylitalo
Napapiirin Luonnonantimet Oy – Rovaniemi
+358 16 342 7718""",
         "another, shorter first e-mail answering the French note (fair, pralinés, datasheet), "
         "in French; the buyer's title in lower case inside the sentence",
         Twin("title_wrong", "body", "en tant que responsable des achats de",
              "en tant que responsable marketing de", "Responsable des achats",
              "a marketing title for the purchasing manager", found="responsable marketing")),

    Mail("P016", "s2",
         "Trial boxes of hydrangeas – shipped",
         """Dear Lieve,

Good news: the two trial boxes for Fiere Bloemenimport, one of classic white and one of antique green hydrangeas, all 60-70 cm, flew out of Medellín last night on the KLM cargo flight and should land at Schiphol tomorrow afternoon. The AWB number is 074-8823 4410.

I would be grateful for your feedback on head size and vase life. If all is well, we can start a standing order the week after.

Kind regards,
Luisa Fernanda
Aburrá Flor y Fique S.A.S.
+57 604 448 3192""",
         "follow-up on the trial boxes of the writer's first e-mail, English; the sender signs "
         "with her two given names",
         Twin("contact_wrong", "body", "Dear Lieve,", "Dear Liesbeth,", "Lieve Fiere",
              "another Dutch given name in the greeting", found="Liesbeth")),

    Mail("P023", "s2",
         "Aguardiente price list CIF Gdynia",
         """Dear Ms Wika,

As promised after Bar Convent Berlin, here is our price list CIF Gdynia, together with the Polish back-label files for both the 29% and the sugar-free 24% aguardiente. The prices are for goods shipped under excise duty suspension to your bonded warehouse, where the Polish excise stamps are applied, as you described.

For a first order, a mixed pallet of 40 cases of each would be ideal; I can hold the current price for Wika Trading until the end of the month.

Best regards,
Luisa Fernanda Zuluaga
Directora de Negocios Internacionales
Aburrá Flor y Fique S.A.S.
+57 604 448 3192""",
         "follow-up with the price list promised in the first e-mail, English; uses the note",
         Twin("company_foreign", "body", "price for Wika Trading until",
              "price for Distribuidora Urra until", "Wika Trading Sp. z o.o.",
              "the other aguardiente buyer's company (P022, Chile)",
              found="Distribuidora Urra")),

    Mail("P024", "s3",
         "砂拉越净燕供应 – 厦门楼氏燕窝贸易",
         """楼雪经理：

您好！我是马来西亚砂拉越古晋 Warisan Sungai Sarawak Sdn Bhd 的出口经理 Syahirah。

我们的加工厂已在海关总署（GACC）注册，可以合法出口燕窝到中国。注册编号和注册证明可随时提供；所有产品都贴有溯源码标签，一盒一码。

我们供应燕盏、燕条和燕碎，按大小和颜色分级。如贵司有兴趣，我可以寄一套样品到厦门。

祝好！
Syahirah
Warisan Sungai Sarawak Sdn Bhd
+60 82-245 617""",
         "another, shorter first e-mail in simplified Chinese answering the note (GACC, "
         "traceability labels); full name + 经理; company short in the subject",
         Twin("country_wrong", "body", "出口燕窝到中国", "出口燕窝到越南", "中国 (China)",
              "Vietnam for the Chinese buyer's country", found="越南")),

    Mail("P026", "s3",
         "Your AA sample – did it arrive?",
         """Dear Ms Cheung,

I hope the 100 g sample of grade AA white house nests reached your office last week. I'd love to hear what you think of the cups: their size, colour and how clean they are after soaking.

If 張記燕窩海味 would like to go ahead, we can hold 20 kg of the same lot for you for two weeks, at the CIF Hong Kong price in my offer.

Best regards,
Syahirah
Warisan Sungai Sarawak Sdn Bhd
Kuching, Sarawak, Malaysia
+60 82-245 617""",
         "follow-up on the writer's sample, English; company in Chinese without 有限公司",
         Twin("sender_wrong", "body", "Warisan Sungai Sarawak Sdn Bhd",
              "Warisan Sungei Sarawak Sdn Bhd", "Warisan Sungai Sarawak Sdn Bhd",
              "the old spelling Sungei for the sender's Sungai")),

    Mail("P028", "s3",
         "Houdbaarheid van onze Sarawak-spekkoek",
         """Beste Imran,

U vroeg of onze Sarawak layer cakes zes maanden buiten de koelkast houdbaar zijn. Helaas niet: kek lapis Sarawak bevat veel boter en eieren en geen conserveermiddelen. Vacuüm verpakt blijft hij ongeveer vier weken goed bij kamertemperatuur, en diepgevroren zes maanden.

Voor Toko Vandenbergh zou ik daarom diepvriesvoorraad aanraden. Uw klanten die spekkoek kennen, zullen de smaak herkennen; alleen zijn onze cakes in kleurrijke patronen gesneden en gestapeld.

Met vriendelijke groet,
Syahirah
Warisan Sungai Sarawak Sdn Bhd, Kuching
+60 82-245 617""",
         "another, shorter first e-mail answering the note's question, in Dutch; the category "
         "as Sarawak-spekkoek and in English",
         Twin("note_wrong", "body", "cakes zes maanden buiten", "cakes twaalf maanden buiten",
              "six months", "the note's question misquoted (twelve months for six)",
              found="twaalf maanden")),

    Mail("P029", "s3",
         "شهادة الحلال من جاكيم ومستندات التسجيل لدى هيئة الغذاء والدواء",
         """السيد مسرور آل مقطة المحترم،
السلام عليكم ورحمة الله وبركاته،

إلحاقًا برسالتي السابقة، أرفق لكم نسخة من شهادة الحلال الصادرة عن جاكيم (JAKIM) لمخبزنا في كوتشينغ، إضافةً إلى المستندات المطلوبة لتسجيل منتجاتنا لدى الهيئة العامة للغذاء والدواء (SFDA): البطاقة الغذائية باللغة العربية، وقائمة المكونات، وشهادة التحليل.

نرجو تأكيد اسم مؤسسة آل مقطة للحلويات وعنوانها كما سيظهران على بطاقة المستورد.

وتفضلوا بقبول فائق الاحترام،
دايانغ نور شهيرة
مديرة التصدير
Warisan Sungai Sarawak Sdn Bhd
كوتشينغ، ساراواك، ماليزيا
+60 82-245 617""",
         "follow-up with the documents the note requires, wholly in Arabic; the sender's name "
         "and title in Arabic, the company in Latin",
         Twin("company_misspelled", "body", "مؤسسة آل مقطة", "مؤسسة آل مقاطة",
              "مؤسسة آل مقطة للحلويات", "an alif inserted into the family name in the company",
              found="مؤسسة آل مقاطة")),

    Mail("P033", "s4",
         "Tingatinga aus Tanga – ungerahmt, 50 × 50 und 60 × 80 cm",
         """Grüezi Frau Frick

An der Ornaris in Bern haben Sie nach ungerahmten Bildern in 50 × 50 und 60 × 80 cm gefragt. Unsere Maler in Tanga haben in diesen Formaten gerade 24 neue Tingatinga-Bilder fertiggestellt: Giraffen, Leoparden, Perlhühner und Marktszenen.

Gerollt verschicken wir sie per Luftfracht nach Zürich; die Zollformalitäten erledigt unser Spediteur. Soll ich Ihnen die Fotos schicken?

Freundliche Grüsse
Neema Shekimweri
Pangani Sanaa & Mazao Limited, Tanga
+255 27 264 3190""",
         "another, shorter first e-mail answering the note (sizes, unframed), in Swiss German; "
         "no company of the buyer named",
         Twin("category_wrong", "subject", "Tingatinga aus Tanga", "Batiken aus Tanga",
              "Tingatinga paintings", "batiks, Tanzanian textile art the sender does not sell, "
              "in the subject", found="Batiken")),

    Mail("P034", "s4",
         "Re: Tingatinga paintings from Tanzania",
         """Dear Mr Sjöberg,

I am following up on my e-mail about Tingatinga paintings for Sjöbergs Konst & Ram. Our painters have just finished a series of small works, 30 × 30 cm and 40 × 50 cm, which may suit your framing customers: they are signed, unframed and light enough to send by post.

I attach photos of twelve of them. Prices start at 45 euros each, and we can also quote in Swedish kronor.

Best regards,
Neema Shekimweri
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
+255 27 264 3190""",
         "follow-up on the writer's own e-mail, English; company without AB",
         Twin("artifact", "body", "I attach photos of twelve of them.",
              "I attach photos of twelve of them. I attach photos of twelve of them.",
              "I attach photos of twelve of them.", "a sentence written twice",
              found="I attach photos of twelve of them. I attach photos of twelve of them.")),

    Mail("P036", "s4",
         "Block meerschaum bowls, pre-drilled for briar shanks",
         """Dear Ms Garrone,

Following our talk at InterTabac Dortmund, here is a short summary for Pipe Garrone. We supply block meerschaum bowls from northern Tanzania, turned from a single block and pre-drilled to fit briar shanks, as you asked. The drilling can follow your own drawings.

Ten sample bowls can leave Tanga by courier this week. Shall I send them?

Kind regards,
Neema Shekimweri
Export Sales Manager
Pangani Sanaa & Mazao Limited
+255 27 264 3190""",
         "another, shorter first e-mail after the fair the note records, English; company "
         "without S.r.l.",
         Twin("company_missing", "body", "Pipe Garrone", "your company", "Pipe Garrone S.r.l.",
              "the company's only mention replaced by 'your company'", every=True)),

    Mail("P038", "s4",
         "Fresh Tanzanian oranges – CFR Jebel Ali per 15 kg carton",
         """Dear Ms Reem,

Thank you for asking about our fresh oranges. As requested, our offer is per 15 kg carton, CFR Jebel Ali, for شركة المغاولة لتجارة الفواكه والخضروات. The attached sheet gives prices by count (56, 64, 72, 88 and 100 per carton) for the main season, April to August.

The oranges come from the Muheza district near Tanga and reach Jebel Ali in reefer containers in about two weeks.

Best regards,
Neema Shekimweri
Export Sales Manager
Pangani Sanaa & Mazao Limited
Tanga, Tanzania
+255 27 264 3190""",
         "another, shorter first e-mail answering the note, English; Gulf-style 'Ms' + given "
         "name; company in Arabic without ذ.م.م",
         Twin("company_foreign", "body", "for شركة المغاولة لتجارة الفواكه والخضروات.",
              "for شركة آل رفيع للزهور.", "شركة المغاولة لتجارة الفواكه والخضروات ذ.م.م",
              "another Emirati buyer's company (P017, a florist)",
              found="شركة آل رفيع للزهور")),

    Mail("P040", "s4",
         "Танзанийские апельсины: прайс-лист и фитосанитарные документы",
         """Уважаемая Юлия!

На прошлой неделе я писала вам о наших апельсинах из Танзании. Как директору по закупкам «Казакова Фрут», вам, наверное, важно заранее планировать поставки для московских сетей, поэтому направляю прайс-лист на сезон с апреля по август и образцы фитосанитарных документов.

Первую партию можем отгрузить в апреле через Дар-эс-Салам. Буду рада ответить на ваши вопросы.

С уважением,
Нима Шекимвери
Pangani Sanaa & Mazao Limited
+255 27 264 3190""",
         "follow-up on the writer's own e-mail, in Russian; the buyer's title in the dative "
         "inside the sentence; uses the note (Moscow chains)",
         Twin("title_wrong", "body", "Как директору по закупкам", "Как коммерческому директору",
              "Директор по закупкам", "the commercial director's title for the purchasing "
              "director", found="коммерческому директору")),
]
