"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail("P001", "s1", "Carnica-Königinnen für Mai/Juni – Angebot für Imkereibedarf Köster", """\
Sehr geehrter Herr Köster,

vielen Dank für das nette Gespräch an unserem Stand auf dem Apisticus-Tag in Münster. Wie besprochen schicke ich Ihnen heute unser Angebot für begattete Carnica-Königinnen aus Oberkrain.

Für Ihre 150 Königinnen schlagen wir zwei Lieferungen vor: 80 Stück Ende Mai und 70 Stück Mitte Juni. Die Königinnen stammen von unseren Belegstellen auf der Jelovica, reisen in Versandkäfigen mit Begleitbienen und Futterteig und sind auf Wunsch gezeichnet. Jede Sendung geht mit der TRACES-Gesundheitsbescheinigung unseres Amtstierarztes per Express-Kurier nach Deutschland, in der Regel in 24 bis 48 Stunden.

Preis: 38,00 EUR je begattete Königin, ab 100 Stück 34,50 EUR, frei Haus. Den Versandkalender für die Saison habe ich angehängt.

Ich freue mich, wenn Imkereibedarf Köster unsere Carnica ins Sortiment nimmt.

Mit freundlichen Grüßen aus Radovljica

Tjaša Pogačnik
Vodja mednarodne prodaje (Leiterin internationaler Vertrieb)
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40
tjasa.pogacnik@cebelarstvo-jelovica.si""",
         "German; first written contact after the fair the note records; the 150 queens, May-June and "
         "TRACES of the note; Carnica-Königinnen for Carniolan queen bees; Oberkrain (Gorenjska); "
         "the sender's Slovenian title with a German translation",
         Twin("note_wrong", "body", "auf dem Apisticus-Tag in Münster",
              "auf den Süddeutschen Imkertagen in Donaueschingen",
              "Met at the Apisticus-Tag in Münster",
              "another fair than the one the note records",
              found="Süddeutschen Imkertagen in Donaueschingen")),
    # N002
    Mail("P002", "s1", "Carniolan queens from Slovenia for Λυγκούρας Μελισσοκομικά", """\
Αγαπητέ κύριε Λυγκούρα,

My name is Tjaša Pogačnik and I look after international sales at Čebelarstvo Jelovica d.o.o., a queen-rearing apiary in Radovljica, at the foot of the Jelovica plateau in Slovenia.

We raise Carniolan queen bees (Apis mellifera carnica), the only bee kept in Slovenia: a calm, thrifty strain that winters on small stores – a good match for beekeepers who move their hives between pine forest and thyme. Our mated queens come from selected, performance-tested lines, are checked for laying before dispatch and travel by air courier in cages with attendants, each consignment with a TRACES health certificate.

As Υπεύθυνος Προμηθειών of Λυγκούρας Μελισσοκομικά Ε.Π.Ε. you may already be planning the season's requeening. Would a small trial of 20–30 queens in May be of interest? I can send our price list and the dispatch calendar for Greece.

Με εκτίμηση / Kind regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o., Radovljica, Slovenia
+386 4 531 72 40 · www.cebelarstvo-jelovica.si""",
         "English with a Greek greeting (vocative Λυγκούρα) and closing; cold introduction; the "
         "company in Greek script with and without Ε.Π.Ε.; the Greek title inside an English sentence",
         Twin("company_misspelled", "body", "Λυγκούρας Μελισσοκομικά Ε.Π.Ε.",
              "Λιγκούρας Μελισσοκομικά Ε.Π.Ε.", "Λυγκούρας Μελισσοκομικά Ε.Π.Ε.",
              "ι for υ in the family name of the company")),
    # N003
    Mail("P003", "s1", "Marked Carniolan queens and the route into Great Britain", """\
Dear June,

Thank you for your questions about marked queens and the import rules. Here is how it would work for Pritchard Bee Supplies.

Marking: every mated queen can be marked in the international colour of the year on request, at no extra charge. Clipping is possible too, but many hobby beekeepers prefer unclipped queens, so we leave it off unless asked.

Import: since 2021 packages and colonies from the EU can no longer go to Great Britain, but caged queens can, with an EU health certificate issued through TRACES and pre-notification on IPAFFS by the importer. In practice you (or your agent) register on IPAFFS, we ship by courier from Ljubljana, and our official vet signs the certificate on the day of dispatch. The queens reach Wales in two to three days, with attendants and candy for the journey.

For your hobby customers we suggest booking queens in batches of 10 or 20, so that each batch arrives in one parcel. I attach the price list and the May–August dispatch dates.

Best wishes from Radovljica,
Tjaša Pogačnik
Head of International Sales, Čebelarstvo Jelovica d.o.o.
tjasa.pogacnik@cebelarstvo-jelovica.si | +386 4 531 72 40""",
         "English; reply to the request the note records (marked queens, the import route to Great "
         "Britain, hobby beekeepers in Wales); company without its legal form; Great Britain and "
         "Wales for the United Kingdom; Ljubljana as the courier's start",
         Twin("contact_wrong", "body", "Dear June,", "Dear Joan,", "June Pritchard",
              "another given name in the greeting", found="Joan")),
    # N004
    Mail("P004", "s1", "Reines carnica marquées pour Les Ruchers Andre", """\
Madame Andre,

Ce fut un plaisir d'échanger avec vous au Congrès national de l'apiculture française à Clermont-Ferrand. Comme promis, voici les informations sur nos reines carnica.

Nos reines fécondées sont élevées à Radovljica, en Haute-Carniole, berceau de l'abeille carniolienne (Apis mellifera carnica). Toutes peuvent être marquées à la couleur internationale de l'année, sans supplément. Chaque envoi part avec un certificat sanitaire officiel établi par notre vétérinaire et enregistré dans TRACES, comme l'exige le commerce intracommunautaire ; il arrive en France en 48 heures par transporteur express, en cagettes avec accompagnatrices et candi.

Pour Les Ruchers Andre, nous pourrions prévoir une première livraison de 50 reines à la mi-mai, puis des envois toutes les deux semaines jusqu'en août. Vous trouverez notre grille tarifaire en pièce jointe.

Je reste à votre disposition pour toute question.

Bien cordialement,

Tjaša Pogačnik
Responsable des ventes internationales
Čebelarstvo Jelovica d.o.o. – Radovljica, Slovénie
+386 4 531 72 40""",
         "French; first written contact after the congress the French note records; marked queens "
         "and the health certificate of the note; reines carnica / abeille carniolienne; "
         "Haute-Carniole; the sender's title in French; company without SAS",
         Twin("note_wrong", "body",
              "au Congrès national de l'apiculture française à Clermont-Ferrand",
              "au salon Eurobee à Chartres",
              "Rencontrée au Congrès national de l'apiculture française à Clermont-Ferrand",
              "another fair and town than the note's", found="salon Eurobee à Chartres")),
    # N005
    Mail("P005", "s1", "Carnica-moeren uit Slovenië voor Imkerij Stoffelsz", """\
Geachte mevrouw Stoffelsz,

Mijn naam is Tjaša Pogačnik, verantwoordelijk voor de internationale verkoop bij Čebelarstvo Jelovica d.o.o. in Radovljica, Slovenië. Wij kweken Carnica-moeren (Apis mellifera carnica), de inheemse bij van Slovenië.

Ik schrijf u omdat Imkerij Stoffelsz B.V. veel imkers in Nederland bedient. Onze bevruchte moeren zijn rustig op de raat, zwermen weinig en komen snel op gang in het voorjaar – eigenschappen waar Nederlandse imkers vaak naar vragen. Wij leveren van mei tot en met augustus, per koerier in verzendkooitjes met begeleidende bijen, en altijd met een gezondheidscertificaat via TRACES.

Zou u als inkoopmanager interesse hebben in een proefzending van 20 moeren dit voorjaar? Ik stuur u graag onze prijslijst en de verzenddata.

Met vriendelijke groet,

Tjaša Pogačnik
Vodja mednarodne prodaje
Čebelarstvo Jelovica d.o.o.
Radovljica, Slovenië
+386 4 531 72 40
www.cebelarstvo-jelovica.si""",
         "Dutch; cold introduction; Carnica-moeren for Carniolan queen bees; the title as recorded, "
         "lower case inside a Dutch sentence",
         Twin("company_misspelled", "body", "Imkerij Stoffelsz B.V.", "Imkerij Stoffels B.V.",
              "Imkerij Stoffelsz B.V.", "the final z of the family name lost")),
    # N006
    Mail("P006", "s1", "Ponuda: 40 AŽ košnica s okvirima, isporuka Zadar", """\
Poštovana gospođo Marin,

zahvaljujem na upitu. U privitku Vam šaljem ponudu prema Vašem upitu, s isporukom u Zadar.

Ukratko:
– AŽ košnica, 10 okvira po etaži, dvije etaže, od smrekovog drva, sa staklenim prozorčićem i hranilicom: 142,00 EUR/kom.
– Okviri su uključeni u cijenu (20 po košnici), ožičeni ili neožičeni po želji.
– Prijevoz do Zadra: 380,00 EUR za cijelu pošiljku od 40 košnica, kamionom iz Radovljice; rok isporuke tri tjedna od narudžbe.

Budući da je i Hrvatska u EU, nema carine ni dodatnih dokumenata; račun izdajemo bez PDV-a uz Vaš PDV broj.

Ako Pčelarstvo Marin želi, na prednje stranice košnica možemo naslikati tradicionalne slovenske motive (panjske končnice), koji se dobro prodaju pčelarima koji primaju posjetitelje.

Srdačan pozdrav iz Radovljice,

Tjaša Pogačnik
Vodja mednarodne prodaje
Čebelarstvo Jelovica d.o.o.
tel. +386 4 531 72 40""",
         "Croatian; reply to the quote request the note records (40 AŽ hives with frames, Zadar); "
         "AŽ košnica for AŽ beehives; company without d.o.o.; the Slovenian word panjske končnice",
         Twin("category_wrong", "body", "– AŽ košnica, 10 okvira", "– LR košnica, 10 okvira",
              "AŽ beehives", "Langstroth-Root hives, a neighbouring hive type, for AŽ hives",
              found="LR košnica")),
    # N007
    Mail("P007", "s1", "AŽ-Beuten aus Slowenien – für den Bienenhof Kastner", """\
Sehr geehrter Herr Kastner,

als Inhaber eines Bienenhofs kennen Sie die Vorzüge der Hinterbehandlung. Ich möchte Ihnen die AŽ-Beute vorstellen, die bei uns in Slowenien seit über hundert Jahren Standard ist: Die Waben werden von hinten wie Bücher aus dem Regal gezogen, die Beuten stehen neben- und übereinander im Bienenhaus, und man arbeitet im Stehen, ohne Zargen zu heben.

Čebelarstvo Jelovica d.o.o. fertigt AŽ-Beuten aus heimischer Fichte in Radovljica, zehn Waben pro Etage, zwei- oder dreistöckig, mit Glasfenster und Futtertasche. Für Betriebe in Österreich liefern wir per Spedition innerhalb einer Woche; ab zehn Beuten ist die Lieferung frei.

Für Schaubienenhäuser und Imkerschulen gibt es sie auch mit bemalten Stirnbrettchen nach Vorbildern aus dem 19. Jahrhundert.

Darf ich Ihnen den Katalog und die Preisliste schicken?

Mit freundlichen Grüßen

Tjaša Pogačnik
Vodja mednarodne prodaje | Internationaler Vertrieb
Čebelarstvo Jelovica d.o.o.
Radovljica, Slowenien
Tel. +386 4 531 72 40""",
         "German; cold introduction; AŽ-Beute for AŽ beehives; the recorded title Inhaber inside a "
         "German sentence; company as 'den Bienenhof Kastner' without e.U.",
         Twin("country_wrong", "body", "Für Betriebe in Österreich", "Für Betriebe in Deutschland",
              "Austria", "the neighbouring country for the buyer's", found="Deutschland")),
    # N008
    Mail("P008", "s1", "12 AŽ hives for your bee house – quote and US customs papers", """\
Dear Michael,

Thank you for getting in touch after seeing the AŽ bee house at the EAS conference – I'm glad it caught your eye.

For a bee house of 12 hives, I would suggest our AŽ hives in three-storey stacks, four wide, ten frames per storey. I attach a drawing of the layout and a quote for 12 hives with frames, delivered by sea freight to the US East Coast port of your choice (DAP). The hives travel assembled, stacked on two heat-treated pallets.

On the US customs side there is nothing exotic: the hives are wooden goods, made of kiln-dried spruce, on ISPM 15 pallets. We supply the commercial invoice, packing list and certificate of origin; your customs broker files the entry and the ISF. No bees, wax or honey travel with the hives, so there are no extra animal-health papers.

If Baker Apiary Supply would also like the painted front panels that give Slovenian bee houses their look, I can add a few samples to the shipment.

Kind regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o. | Radovljica, Slovenia
+386 4 531 72 40 | tjasa.pogacnik@cebelarstvo-jelovica.si""",
         "English; reply to the request the note records (12 AŽ hives for a bee house, US customs "
         "paperwork, the EAS conference where he saw one); company without LLC; ISPM 15, ISF, DAP",
         Twin("note_wrong", "body", "after seeing the AŽ bee house at the EAS conference",
              "after we met at the American Beekeeping Federation conference",
              "Saw an AŽ bee house at the EAS conference",
              "a meeting at another conference than the one the note records",
              found="after we met at the American Beekeeping Federation conference")),
    # N009
    Mail("P009", "s1", "AŽ 벌통 조립 설명서 (English assembly manual)", """\
이순옥 과장님께,

Thank you for your message. As you asked, I attach the English assembly manual for our AŽ hives (24 pages, with a drawing for each step). It covers assembling the hive body, fitting the frames and the glass window, and setting the hives up in a bee house.

For a bee-tourism farm like yours in Gangwon-do, the AŽ hive has one big advantage: visitors can watch through the glass window at the back while you work the frames, without anyone standing in front of the entrance. Many Slovenian bee houses receive school groups this way.

If 주식회사 다온양봉 would like to test the hives first, we can send two assembled hives by air and the rest flat-packed by sea to Busan. I would be glad to prepare a quote.

감사합니다.

Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o., Radovljica, Slovenia
+386 4 531 72 40""",
         "English with a Korean greeting (full name + 과장님, the short form of the recorded 구매과장) "
         "and closing; reply to the manual request of the note; bee-tourism farm in Gangwon-do; "
         "company in Hangul with 주식회사 first",
         Twin("title_wrong", "body", "이순옥 과장님께", "이순옥 부장님께", "구매과장",
              "부장 (department head), one rung above the recorded section chief", found="부장님")),
    # N010
    Mail("P010", "s1", "AŽ кошери от Словения за Пчеларски инвентар Бележкова", """\
Уважаема госпожо Бележкова,

Казвам се Тяша Погачник и отговарям за международните продажби в Čebelarstvo Jelovica d.o.o. – пчеларска фирма от Радовлица, Словения.

Пиша Ви, защото Пчеларски инвентар Бележкова ЕООД предлага пчеларски инвентар в България, а ние произвеждаме AŽ кошери – традиционния словенски кошер, който се обслужва отзад, като шкаф. Кошерите се подреждат един до друг в пчелин и пчеларят работи прав, без да вдига корпуси – удобство, което все повече пчелари търсят.

Изработваме ги от смърчово дърво, с по 10 рамки на етаж, стъклено прозорче и хранилка. За България доставяме със спедиция до 10 работни дни.

Ще се радвам да Ви изпратя каталог и ценова листа.

С уважение,
Tjaša Pogačnik
Vodja mednarodne prodaje (ръководител международни продажби)
Čebelarstvo Jelovica d.o.o., Radovljica
+386 4 531 72 40""",
         "Bulgarian; cold introduction; the sender's name in Cyrillic (Тяша Погачник) and Latin; "
         "AŽ кошери with the Latin AŽ; company in full in Cyrillic",
         Twin("contact_wrong", "body", "госпожо Бележкова", "госпожо Белчева", "Ергана Бележкова",
              "another Bulgarian family name in the greeting", found="Белчева")),
    # N011
    Mail("P011", "s1", "蜂膠酊中文標示與酒精含量說明", """\
張主任您好：

感謝您的來信。關於您提到的中文標示：我們的蜂膠酊（propolis tincture）酒精含量為70%（v/v），蜂膠萃取物含量20%，每瓶30 ml，附滴管。我們可以依照台灣法規在瓶身加貼中文標籤，清楚標示酒精含量、成分、產地（斯洛維尼亞）與使用方式，標籤內容會先寄給貴公司確認。

考慮到張氏蜂業股份有限公司主要透過台中的藥局銷售，我們也建議在外盒加印中文說明，方便藥師向顧客解釋。

隨信附上產品規格書與價目表。如需樣品，我們可以在一週內以快遞寄到台中。

敬祝 商祺

Tjaša Pogačnik
國際業務主管
Čebelarstvo Jelovica d.o.o.（斯洛維尼亞 拉多夫利察）
+386 4 531 72 40
tjasa.pogacnik@cebelarstvo-jelovica.si""",
         "Traditional Chinese; reply to the label request the note records (ethanol content, "
         "Chinese label, pharmacies in Taichung); 張主任 (family name + the short form of 採購主任); "
         "蜂膠酊 for propolis tincture; the sender's title in Chinese",
         Twin("company_misspelled", "body", "張氏蜂業股份有限公司", "章氏蜂業股份有限公司",
              "張氏蜂業股份有限公司", "the homophone 章 for the family name 張")),
    # N012
    Mail("P012", "s1", "スロベニア産プロポリスチンキのご案内", """\
株式会社太田ハニー
購買課長 太田花子様

突然のご連絡失礼いたします。スロベニアのラドヴリツァで養蜂場を営むČebelarstvo Jelovica d.o.o.の国際営業担当、ターシャ・ポガチュニクと申します。

弊社では、自社の養蜂場で採取したプロポリスを原料に、プロポリスチンキ（アルコール抽出液）を製造しております。プロポリス含有率20%、30 mlのスポイト付き遮光瓶入りで、アルコールを使わないグリセリンタイプもご用意しております。

はちみつ・蜂産品を扱われる貴社に、ぜひご紹介したくご連絡いたしました。カーニオラン種のミツバチが集めたヨーロッパ産のプロポリスは、日本ではまだ珍しく、品揃えの差別化につながるかと存じます。

よろしければ、サンプルと日本向け価格表をお送りいたします。ご検討のほど、よろしくお願い申し上げます。

Tjaša Pogačnik（ターシャ・ポガチュニク）
国際営業部長 / Vodja mednarodne prodaje
Čebelarstvo Jelovica d.o.o.
Tel: +386 4 531 72 40""",
         "Japanese; cold introduction; Japanese letter head (company, title, name + 様, the name "
         "without the record's space); プロポリスチンキ for propolis tincture; the sender's name in "
         "katakana and her title in Japanese",
         Twin("title_wrong", "body", "購買課長 太田花子様", "購買部長 太田花子様", "購買課長",
              "部長 (department head) for the recorded 課長 (section chief)", found="購買部長")),
    # N013
    Mail("P013", "s1", "Propolis-Tinktur mit EU-Bio-Zertifikat – nach der BIOFACH", """\
Liebe Frau Steinberg,

schön, dass wir uns auf der BIOFACH in Nürnberg kennengelernt haben! Wie versprochen hier die Unterlagen zu unserer Propolis-Tinktur.

Das EU-Bio-Zertifikat unserer slowenischen Kontrollstelle liegt bei; es deckt unsere Bienenstände, die Propolisgewinnung und die Abfüllung ab. Die Tinktur enthält 20 % Propolisextrakt in Bio-Ethanol und wird in 30-ml-Braunglasflaschen mit Pipette abgefüllt.

Für die Naturkosmetik-Regale der Steinberg Naturwaren GmbH könnten wir auch eine alkoholfreie Variante auf Glycerinbasis anbieten.

Muster schicke ich Ihnen gern per Post – sagen Sie mir einfach, wie viele Sie brauchen.

Herzliche Grüße aus Radovljica

Tjaša Pogačnik
Vodja mednarodne prodaje
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "German, informal 'Liebe Frau'; first written contact after the fair the note records; the "
         "EU organic certificate of the note; Propolis-Tinktur; Naturkosmetik from the recorded title",
         Twin("category_wrong", "body", "zu unserer Propolis-Tinktur.", "zu unserem Propolis-Mundspray.",
              "propolis tincture", "a neighbouring propolis product", found="Propolis-Mundspray")),
    # N014
    Mail("P014", "s1", "Kosher certificate for our propolis tincture", """\
שלום מוריה,

Thank you for your quick reply and for explaining what כהן טבע needs for the health-food shops in Tel Aviv.

Our propolis tincture is certified kosher parve by the KLBD; I attach the current certificate, which names the product, our bottling line in Radovljica and the alcohol we use. The ethanol is grain-based and certified kosher as well, which I understand is the point Israeli importers check first.

For shops we would suggest the 30 ml dropper bottle, 20% propolis, with a Hebrew sticker that we can apply before shipping if you send us the approved text.

Would a first order of 600 bottles on one pallet suit you? I can quote air or sea freight to Ashdod.

Best regards,
Tjaša Pogačnik
Head of International Sales
Čebelarstvo Jelovica d.o.o.
+386 4 531 72 40""",
         "English with a Hebrew greeting (given name); reply to the kosher request the note records "
         "(health-food shops in Tel Aviv); the company's Hebrew short form without בע\"מ",
         Twin("company_foreign", "body", "what כהן טבע needs", "what Steinberg Naturwaren needs",
              "כהן טבע בע\"מ", "another buyer's company of this set, same category",
              found="Steinberg Naturwaren")),
    # N015
    Mail("P015", "s1", "Tintura di propoli dalla Slovenia per l'Erboristeria Balbi", """\
Gentile Sig.ra Balbi,

mi chiamo Tjaša Pogačnik e mi occupo delle vendite internazionali di Čebelarstvo Jelovica d.o.o., un'azienda apistica di Radovljica, in Slovenia, a un'ora dal confine con il Friuli.

Produciamo tintura di propoli con la propoli raccolta nei nostri apiari di api carniche: estratto al 20% in alcol etilico, in flaconi da 30 ml con contagocce, e una versione analcolica in glicerina per chi preferisce evitare l'alcol.

Le scrivo perché l'Erboristeria Balbi S.r.l. è il tipo di partner che cerchiamo in Italia: un'erboristeria che consiglia i clienti e sa spiegare la differenza tra un estratto titolato e un prodotto generico. Ogni lotto è accompagnato dall'analisi del contenuto di polifenoli.

Come responsabile acquisti, mi dica pure quali formati preferisce: posso spedirLe alcuni campioni e il listino per l'Italia.

Cordiali saluti,

Tjaša Pogačnik
Responsabile vendite internazionali
Čebelarstvo Jelovica d.o.o.
Radovljica (Slovenia)
+386 4 531 72 40""",
         "Italian; cold introduction; company with the article (l'Erboristeria Balbi); tintura di "
         "propoli; the recorded title lower case inside an Italian sentence",
         Twin("company_missing", "body", "l'Erboristeria Balbi S.r.l. è", "la vostra erboristeria è",
              "Erboristeria Balbi S.r.l.", "every mention of the company replaced",
              found="la vostra erboristeria",
              also=(("subject", "per l'Erboristeria Balbi", "per la vostra erboristeria"),))),
    # N016
    Mail("P016", "s2", "عينات البخور العُماني في علب 50 غرامًا", """\
السيد صبيح كانو المحترم،
مدير المشتريات – مؤسسة كانو للعود والبخور

السلام عليكم ورحمة الله وبركاته،

شكرًا لاهتمامكم بمنتجاتنا. بناءً على طلبكم، جهّزنا عينات من البخور في علب معدنية بوزن 50 غرامًا، وتشمل ثلاثة أصناف: بخور العود، وبخور الورد، وبخور المسك واللبان على الطريقة العُمانية.

وبما أن لديكم ستة محلات في جدة، يمكننا تجهيز الطلبية الأولى بعبوات عرض جاهزة لكل محل، مع ملصقات باللغة العربية وبيانات المنتج وفق متطلبات المملكة العربية السعودية. ويتم الشحن برًا أو جوًا من مسقط، حسب ما يناسبكم.

سنرسل العينات هذا الأسبوع، وسأوافيكم برقم الشحنة فور خروجها.

مع خالص التحية والتقدير،
يعقوب بن ناصر الهنائي
رئيس قسم التصدير
شركة فلج دارس للتجارة (Falaj Daris Trading LLC)
نزوى – سلطنة عُمان
هاتف: +968 2541 0387""",
         "Arabic; reply to the sample request the note records (50 g tins, six shops in Jeddah); "
         "Arabic letter head with the recorded title and company; the sender's name and company in "
         "Arabic, the company also in Latin",
         Twin("country_wrong", "body", "وفق متطلبات المملكة العربية السعودية", "وفق متطلبات دولة الكويت",
              "Saudi Arabia", "a neighbouring Gulf country for the buyer's", found="دولة الكويت")),
    # N017
    Mail("P017", "s2", "Omani bakhoor for Al Ketbi Perfumes", """\
Dear Mr Obaid,

I am Yaqoob Al-Hinai, head of exports at Falaj Daris Trading LLC in Nizwa, Oman. We blend and pack bakhoor the Omani way: wood chips soaked for weeks in perfume oils, then dried slowly, so that the smoke stays sweet and lasts.

Our range has eight blends, from a classic Omani mix with frankincense and rose to a heavier oud-and-musk blend that sells well in the Emirates. They come in 40 g and 80 g tins, or in bulk for perfumers who pack under their own name.

As Purchasing Manager of Al Ketbi Perfumes L.L.C., you may be looking for a reliable source close to home: our trucks reach Dubai and Abu Dhabi in a day through the Hatta or Al Ain border crossings.

May I send you a sample box with all eight blends?

Best regards,

Yaqoob Nasser Al-Hinai
Head of Exports
Falaj Daris Trading LLC
Nizwa, Sultanate of Oman
Tel: +968 2541 0387
yaqoob.alhinai@falajdaris.om""",
         "English; cold introduction; 'Dear Mr Obaid' (Gulf style, given name); the sender's Arabic "
         "title as Head of Exports; frankincense, rose, oud and musk as blends of the bakhoor",
         Twin("sender_wrong", "body", "Tel: +968 2541 0387", "Tel: +968 2451 0387", "+968 2541 0387",
              "two digits of the sender's phone swapped", found="+968 2451 0387")),
    # N018
    Mail("P018", "s2", "Bakhoor from Oman – a new line for Turner Home Fragrance", """\
Dear Mr Turner,

Home fragrance in Britain has moved well beyond candles and reed diffusers, and many of your customers will have met bakhoor already – in London shops or on a trip to the Gulf. I am writing to offer Turner Home Fragrance Ltd a ready-made way to carry it.

Falaj Daris Trading LLC makes bakhoor in Nizwa, Oman: wood chips soaked in blends of oud, rose, sandalwood and musk oils and slowly dried. We can supply it in 40 g tins with English labelling and burning instructions, or as a gift set with a small clay burner and charcoal discs – a good first purchase for customers new to it.

All blends come with an IFRA certificate and a safety data sheet, which your buying team will want for the UK market.

If this is of interest, I would be happy to send samples to your office.

With kind regards,
Yaqoob Al-Hinai
Head of Exports, Falaj Daris Trading LLC
Nizwa, Oman · +968 2541 0387""",
         "English; cold introduction; Britain / the UK for the United Kingdom; the sender shortened "
         "to Yaqoob Al-Hinai; IFRA, safety data sheet",
         Twin("category_wrong", "body", "makes bakhoor in Nizwa", "makes incense sticks in Nizwa",
              "bakhoor", "a neighbouring incense product", found="incense sticks")),
    # N019
    Mail("P019", "s2", "500 kumma caps before Ramadan – sizes 56 to 60", """\
Habari Bwana Nuhu,

Thank you for your enquiry. We can deliver the 500 kumma caps to your shop in Stone Town well before Ramadan if we confirm the order this month.

Here is what I propose, in the sizes you asked for:
56 cm – 80 caps
57 cm – 100 caps
58 cm – 130 caps
59 cm – 110 caps
60 cm – 80 caps

All caps are embroidered on white cotton in the classic Omani patterns; about a third are hand-stitched, the rest fine machine embroidery at a lower price. We ship by sea from Sohar to Zanzibar via Dar es Salaam, or by air to Zanzibar if time is short.

I attach the price list and photos of our 20 designs. Kariuki General Traders can choose the mix of designs for each size.

Asante sana, and best regards,
Yaqoob Nasser Al-Hinai
Head of Exports – Falaj Daris Trading LLC
Nizwa, Oman
+968 2541 0387""",
         "English with a Swahili greeting (Bwana + given name) and thanks; reply to the order enquiry "
         "the note records (500 caps, Ramadan, sizes 56-60, Stone Town); company without Ltd",
         Twin("contact_wrong", "body", "Habari Bwana Nuhu,", "Habari Bwana Juma,", "Nuhu Kariuki",
              "another given name in the greeting", found="Juma")),
    # N020
    Mail("P020", "s2", "الكمة العُمانية – عرض لشركة النعيمي للأزياء التقليدية", """\
السيدة شما النعيمي المحترمة،

تحية طيبة وبعد،

أنا يعقوب الهنائي، رئيس قسم التصدير في شركة فلج دارس للتجارة في نزوى. نوفّر الكمة العُمانية بتطريز يدوي وتطريز آلي دقيق، بألوان ونقوش تقليدية وحديثة، وبمقاسات من 54 إلى 62 سم.

ولأن النعيمي للأزياء التقليدية ذ.م.م متخصصة في الأزياء التقليدية في الإمارات، نعتقد أن الكمة العُمانية ستجد لديكم زبائن من العُمانيين والإماراتيين على حد سواء. يمكننا التوريد بكميات تبدأ من 200 قطعة، مع إمكانية تطريز شعاركم على البطانة.

يسعدني إرسال كتالوج التصاميم وقائمة الأسعار، أو زيارتكم في مكتبكم إذا كان ذلك أنسب.

مع أطيب التحيات،
يعقوب بن ناصر الهنائي
رئيس قسم التصدير
Falaj Daris Trading LLC – نزوى، سلطنة عُمان
+968 2541 0387""",
         "Arabic; cold introduction; the contact's Latin record name written in Arabic (شما النعيمي); "
         "الكمة العُمانية for kumma caps; company in Arabic with and without ذ.م.م",
         Twin("company_misspelled", "body", "النعيمي للأزياء التقليدية ذ.م.م", "النعمي للأزياء التقليدية ذ.م.م",
              "النعيمي للأزياء التقليدية ذ.م.م", "a lost ي in the family name of the company",
              found="النعمي للأزياء التقليدية ذ.م.م")),
]
