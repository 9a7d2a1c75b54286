"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N021
    Mail(
        "P021", "s2",
        subject="秘魯手工花絲銀飾（filigree）合作洽詢",
        body="""蔣經理您好：

冒昧來信。我是秘魯皮烏拉（Piura）Comercializadora Tallán del Norte S.A.C. 的國際業務協調員 Rosa Chunga。我們與卡塔考斯（Catacaos）約四十位銀匠合作，出口手工925純銀花絲首飾，包括耳環、墜飾、胸針和髮飾。

花絲工藝以比髮絲還細的銀線手工扭絞、焊接而成，每件作品都略有不同。我們相信這類作品會是蔣氏銀飾股份有限公司產品線的好補充。

如您有興趣，我們可以寄上型錄和樣品，並提供CIF基隆或桃園機場的報價。

敬祝 商祺

Rosa Elvira Chunga Sernaqué
國際業務協調員
Comercializadora Tallán del Norte S.A.C.
電話：+51 73 30 4521""",
        note="traditional Chinese; cold introduction; `蔣經理您好` (family name + the short form of 採購經理); the category as 花絲銀飾 / 純銀花絲首飾 with `filigree` in brackets; the company in full; Piura and Catacaos in Chinese with the Spanish in brackets; Keelung, Taoyuan airport; 敬祝 商祺",
        twin=Twin("company_misspelled", "會是蔣氏銀飾股份有限公司", "會是將氏銀飾股份有限公司",
                  found="將氏銀飾股份有限公司", expected="蔣氏銀飾股份有限公司",
                  note="將 for the look-alike family name 蔣 (without the grass radical)"),
    ),
    # N022
    Mail(
        "P022", "s2",
        subject="Algarrobina en botella de 1 kg para restaurantes peruanos",
        body="""Hola, Azeneth:

Gracias por tu mensaje. Sí, tenemos la algarrobina de Piura en botella PET de 1 kg, que es el formato que prefieren las cocinas: la usan para el cóctel de algarrobina, para postres y para glasear carnes. También la ofrecemos en frasco de vidrio de 350 g para la venta al público.

Como Distribuciones Espada Andina trabaja con restaurantes peruanos en Madrid, te propongo empezar con un palé mixto: 600 botellas de 1 kg y 240 frascos de 350 g. Nuestra algarrobina es 100 % jarabe de vainas de algarrobo (Prosopis pallida), sin azúcar añadido ni conservantes, y se conserva 24 meses.

Te envío la lista de precios CIF Valencia. ¿Qué te parece?

Un saludo,
Rosa Chunga
Coordinadora de Negocios Internacionales
Comercializadora Tallán del Norte S.A.C.
+51 73 30 4521""",
        note="Spanish with `tú` and `Hola, Azeneth:`; reply to the note's request (1 kg bottles) naming its customers (Peruvian restaurants in Madrid); company without `S.L.`; Prosopis pallida, algarrobina cocktail, CIF Valencia",
        twin=Twin("note_wrong", "restaurantes peruanos en Madrid", "restaurantes peruanos en Barcelona",
                  found="restaurantes peruanos en Barcelona", expected="Peruvian restaurants in Madrid",
                  note="the note's customers put in another city (Barcelona for Madrid)"),
    ),
    # N023
    Mail(
        "P023", "s2",
        subject="Algarrobina de Piura para Comercial Fierro",
        body="""Estimado Sr. Fierro:

Le escribo desde Piura, en el norte del Perú. Soy Rosa Chunga Sernaqué, coordinadora de negocios internacionales de Comercializadora Tallán del Norte S.A.C. Elaboramos y exportamos algarrobina, el jarabe espeso que se obtiene de las vainas del algarrobo de nuestros bosques secos.

En el mercado chileno la algarrobina ya es conocida gracias a la cocina peruana en Santiago, pero la oferta suele ser irregular. Nosotros podemos abastecer todo el año, en frascos de vidrio de 350 g y botellas PET de 1 kg, con el rotulado que exige el Reglamento Sanitario de los Alimentos. El envío marítimo de Paita a San Antonio tarda unos diez días.

¿Estaría Comercial Fierro y Cía. Ltda. interesada en recibir una primera muestra?

Atentamente,
Rosa Chunga Sernaqué
Comercializadora Tallán del Norte S.A.C.
Piura, Perú · +51 73 30 4521""",
        note="Spanish (usted); cold introduction; company short in the subject and in full with `y Cía. Ltda.` in the body; Santiago, Paita, San Antonio, the Chilean food regulation; the sender's title in lower case inside a sentence",
        twin=Twin("country_wrong", "En el mercado chileno", "En el mercado argentino",
                  found="argentino", expected="Chile",
                  note="the neighbouring Argentina for the buyer's Chile"),
    ),
    # N024
    Mail(
        "P024", "s2",
        subject="Algarrobina – ein Sirup aus dem Norden Perus",
        body="""Sehr geehrter Herr Losekann,

als Leiter Einkauf der Losekann Naturkost GmbH sind Sie sicher immer auf der Suche nach Produkten, die Ihre Kunden noch nicht kennen. Darf ich Ihnen eines vorstellen? Algarrobina ist ein dunkler, dickflüssiger Sirup aus den Schoten des Algarrobo-Baums (Prosopis pallida), der in den Trockenwäldern um Piura wächst. Sie schmeckt nach Karamell und Malz und wird in Peru für Desserts, Getränke und zum Süßen von Müsli verwendet.

Unsere Algarrobina besteht zu 100 % aus eingekochtem Schotenextrakt, ohne Zuckerzusatz und ohne Konservierungsstoffe. Wir liefern in 350-g-Gläsern mit deutschem Etikett; eine Bio-Zertifizierung nach EU-Verordnung bereiten wir für die Ernte 2027 vor.

Gern schicke ich Ihnen zwei Gläser zum Probieren.

Mit freundlichen Grüßen
Rosa Elvira Chunga Sernaqué
Koordinatorin für internationale Geschäfte
Comercializadora Tallán del Norte S.A.C.
Piura, Peru – Tel. +51 73 30 4521""",
        note="German; cold introduction; the recorded title inside the sentence (`als Leiter Einkauf der Losekann Naturkost GmbH`); the category explained (`Sirup`, feminine `die Algarrobina`); Prosopis pallida; organic certification promised for the future, not claimed",
        twin=Twin("title_wrong", "als Leiter Einkauf der", "als Leiter Vertrieb der",
                  found="Leiter Vertrieb", expected="Leiter Einkauf",
                  note="head of sales (Vertrieb) for the recorded head of purchasing (Einkauf)"),
    ),
    # N025
    Mail(
        "P025", "s3",
        subject="Solid-top concert ukuleles – following up from NAMM",
        body="""Dear Mr Ikeda,
池田様

Thank you for taking the time to visit our stand at the NAMM Show in Anaheim. You mentioned that 池田楽器株式会社 is interested in solid-top concert ukuleles, so here are our two concert models:

- SK-C20: solid spruce top, mahogany back and sides, bone nut and saddle, Aquila strings
- SK-C30: solid acacia top, back and sides, satin finish, Aquila strings

Both are built by hand in our partner workshop on Mactan Island, where guitar makers have worked for generations, and every instrument is set up and checked before packing. Each comes with a padded gig bag.

I can send one of each to Japan as samples. Would the first week of next month suit you?

Best regards,
Ma. Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
Cebu City, Philippines · +63 32 255 8140""",
        note="English with a Japanese salutation (`池田様`) after `Dear Mr Ikeda` (the family name romanised); first written contact after the fair the note records (NAMM Show, Anaheim) and its interest (solid-top concert ukuleles); the Japanese company inside an English sentence; Mactan Island; the sender's `Ma.` for María",
        twin=Twin("company_foreign", "You mentioned that 池田楽器株式会社 is", "You mentioned that 株式会社高橋チーズ商会 is",
                  found="株式会社高橋チーズ商会", expected="池田楽器株式会社",
                  note="another Japanese buyer's company of this set (P004, a cheese importer)"),
    ),
    # N026
    Mail(
        "P026", "s3",
        subject="Ukulelen aus Cebu für das Musikhaus Felder",
        body="""Sehr geehrte Frau Felder

Mein Name ist Ma. Lourdes Tan Ouano, ich leite den Exportverkauf der Sugbo Kabilin Export Corporation in Cebu City auf den Philippinen. Auf der Nachbarinsel Mactan werden seit Generationen Gitarren und Ukulelen von Hand gebaut, und wir exportieren diese Instrumente heute in zwölf Länder.

Für das Musikhaus Felder könnten vor allem unsere Sopran- und Konzert-Ukulelen interessant sein: Decke aus massiver Fichte oder Akazie, sauber eingestellt, mit Aquila-Saiten und Gigbag. Im Laden liegen sie etwa zwischen 120 und 290 Franken.

Darf ich Ihnen unseren Katalog und eine Preisliste in CHF senden?

Freundliche Grüsse

Ma. Lourdes Tan Ouano
AVP, Export Sales (Leiterin Exportverkauf)
Sugbo Kabilin Export Corporation
Cebu City, Philippinen
+63 32 255 8140""",
        note="Swiss German: greeting without a comma, `Grüsse` with ss, Franken and CHF; cold introduction; company without `AG`, with the article (`das Musikhaus Felder`); `Ukulelen`, `Sopran- und Konzert-Ukulelen` for the category; the sender's title with a German gloss",
        twin=Twin("sender_wrong", "der Sugbo Kabilin Export Corporation in Cebu City",
                  "der Sugbo Kabilin Export Inc. in Cebu City",
                  found="Sugbo Kabilin Export Inc.", expected="Sugbo Kabilin Export Corporation",
                  note="the sender's company with another Philippine legal form (Inc. for Corporation)"),
    ),
    # N027
    Mail(
        "P027", "s3",
        subject="Sample order – 30 soprano ukuleles for Auckland schools",
        body="""Kia ora Stuart,

Thanks for asking about a sample order. Thirty soprano ukuleles is no problem at all; we can ship them as one lot by air to Auckland within three weeks of your order.

For school programmes we recommend our SK-S10 soprano ukulele: laminated mahogany body (tough enough for classroom knocks), geared tuners that hold pitch, and a padded nylon gig bag. Each one is set up by hand in our Mactan workshop before packing. The price for 30 pieces is US$38.50 each, CPT Auckland Airport; from 200 pieces it drops to US$33.00.

If Rowe Music Supplies would like them in school colours, we can also do red, blue and yellow finishes at no extra charge from 100 pieces per colour.

Salamat and best regards,
Lourdes Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation, Cebu City, Philippines
+63 32 255 8140""",
        note="English with a Māori greeting (`Kia ora`) and a Cebuano thank-you (`Salamat`); reply to the note's request (a sample order of 30 soprano ukuleles) for its schools in Auckland; company without `Limited`; the sender signs `Lourdes Ouano` (no `Ma.`, no middle name); CPT Auckland Airport",
        twin=Twin("category_wrong", "our SK-S10 soprano ukulele:", "our SK-M10 mandolin:",
                  found="mandolin", expected="ukuleles",
                  note="a neighbouring instrument (a mandolin) recommended for the buyer's ukulele order"),
    ),
    # N028
    Mail(
        "P028", "s3",
        subject="Hanglampen van capiz-schelp uit Cebu",
        body="""Geachte mevrouw Den Haag,

Mijn naam is Lourdes Tan Ouano, AVP Export Sales bij Sugbo Kabilin Export Corporation in Cebu City op de Filipijnen. Wij maken lampen van capiz-schelp: dunne, doorschijnende schelpplaatjes die met de hand in een frame worden gezet en een warm, gefilterd licht geven.

Omdat u als inkoper verlichting bij Woonwinkel den Haag werkt, dacht ik dat onze hanglampen, wandlampen en tafellampen interessant voor u kunnen zijn. Alle lampen hebben CE-markering en E27-fittingen met een Europees snoer.

Ik stuur u graag onze catalogus en de prijslijst FOB Cebu. Wij leveren ook kleinere aantallen per model, vanaf 20 stuks.

Met vriendelijke groet,
Lourdes Tan Ouano
AVP Export Sales
Sugbo Kabilin Export Corporation
Cebu City, Filipijnen
+63 32 255 8140""",
        note="Dutch; cold introduction; `mevrouw Den Haag` with the capital D Dutch writes when no given name precedes the family name `den Haag`, while the company keeps `Woonwinkel den Haag` as recorded (without `B.V.`); the family name is also a city's name; the title inside the sentence (`als inkoper verlichting`); `lampen van capiz-schelp` for the category",
        twin=Twin("contact_wrong", "Geachte mevrouw Den Haag", "Geachte mevrouw Van den Haag",
                  found="Van den Haag", expected="Suze den Haag",
                  note="another family name (Van den Haag) for the recorded den Haag"),
    ),
    # N029
    Mail(
        "P029", "s3",
        subject="20 capiz pendant lamp samples for your Phuket resort projects",
        body="""เรียน คุณพิมพ์ประภา

Thank you for your request for 20 pendant lamp samples. I have put together a selection of our capiz shell pendants for resort interiors: five designs, four pieces each, from a 30 cm globe to a 60 cm drum. The capiz shells are hand-cut and set in rattan or brass frames, and we seal them as standard, so they hold up well in the humid, salty air of Phuket.

The samples can leave Cebu by air freight next week and reach Bangkok in about four days. For บริษัท หิรัญสาลี ดีไซน์ จำกัด we will invoice them at 50% of the trade price, credited against your first order.

Could you confirm the delivery address and whether you need 220 V fittings with Thai plugs?

ขอบคุณค่ะ
Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
+63 32 255 8140""",
        note="English with a Thai salutation (`เรียน คุณพิมพ์ประภา`, the given name) and a female Thai closing (`ขอบคุณค่ะ`); reply to the note's request (20 pendant lamp samples) for its resorts in Phuket; the Thai company with บริษัท … จำกัด inside an English sentence; Bangkok",
        twin=Twin("artifact", "and reach Bangkok in about four days.", "and reach Bang",
                  found="and reach Bang", expected="and reach Bangkok in about four days.",
                  note="a sentence cut off mid-word"),
    ),
    # N030
    Mail(
        "P030", "s3",
        subject="Fire-retardant certificates – capiz shell lamps for hotel projects",
        body="""Dear Mr Majid,

Thank you for your interest in our capiz shell lamps for your hotel fit-out work in Dubai. I understand that every decorative material in a guest room or lobby needs a fire-retardant certificate before Civil Defence will approve it.

Our capiz panels and rattan frames are treated with a fire-retardant coating and tested to BS 476 Part 7 (surface spread of flame) by an accredited laboratory in Manila. I attach the test reports for our three most popular ranges, together with the CE and RoHS declarations for the electrical parts.

If مؤسسة الكتبي للديكور والإنارة has a project in hand, send me the drawings and we will quote per room type, CFR Jebel Ali.

Best regards,
Ma. Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
Cebu City, Philippines
+63 32 255 8140 | lourdes.ouano@sugbokabilin.ph""",
        note="English; reply to the note's need (fire-retardant certificates) for its hotels in Dubai; `Dear Mr Majid` (Gulf style, the given name); the Arabic company (a Latin-script contact) inside an English sentence; BS 476 Part 7, RoHS, Manila, CFR Jebel Ali",
        twin=Twin("note_wrong", "hotel fit-out work in Dubai", "hotel fit-out work in Abu Dhabi",
                  found="hotel fit-out work in Abu Dhabi", expected="Fits out hotels in Dubai",
                  note="the note's hotels put in another emirate (Abu Dhabi for Dubai)"),
    ),
    # N031
    Mail(
        "P031", "s3",
        subject="필리핀 세부산 바나나칩 소개",
        body="""강산식품 주식회사
수입팀 강상훈 과장님께

안녕하십니까. 필리핀 세부에 있는 Sugbo Kabilin Export Corporation의 수출영업 담당 AVP 마 루르데스 탄 우아노(Ma. Lourdes Tan Ouano)입니다.

저희는 세부산 사바 바나나로 만든 바나나칩을 생산하여 수출하고 있습니다. 코코넛 오일에 튀겨 설탕 시럽을 살짝 입힌 제품과 설탕을 넣지 않은 제품 두 가지가 있으며, 10kg 벌크 카톤과 소매용 200g 파우치로 공급 가능합니다.

한국에서는 그래놀라용과 간식용으로 수요가 꾸준하다고 알고 있습니다. 관심이 있으시면 샘플과 CIF 부산 가격표를 보내 드리겠습니다.

감사합니다.

Ma. Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
+63 32 255 8140""",
        note="Korean; cold introduction; a Korean address block (company with 주식회사 after the name as recorded, team, name, title + 님께); the sender's name in Hangul with the Latin in brackets; 바나나칩 for the category; CIF 부산",
        twin=Twin("title_wrong", "수입팀 강상훈 과장님께", "수입팀 강상훈 부장님께",
                  found="강상훈 부장님께", expected="수입팀 과장",
                  note="부장 (department head) for the recorded 과장, two rungs up"),
    ),
    # N032
    Mail(
        "P032", "s3",
        subject="Banana chips for Witka Bakalie",
        body="""Dear Ms Witka,

I am Lourdes Tan Ouano, AVP for export sales at Sugbo Kabilin Export Corporation in Cebu City, Philippines. We produce banana chips from saba bananas grown in the Visayas, fried in coconut oil and lightly sweetened, or plain with no added sugar.

Many dried fruit and nut packers in Europe use our chips in trail mixes and muesli, and I thought Witka Bakalie Sp. z o.o. might be interested too. We ship in 10 kg cartons, whole or broken slices, with a 12-month shelf life, CIF Gdynia or Gdańsk.

Shall I send you a sample carton?

Best regards,
Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation
+63 32 255 8140""",
        note="English; cold introduction; `Dear Ms Witka` for the double given name Anna Maria; company short in the subject and in full with `Sp. z o.o.` in the body; saba, Visayas, CIF Gdynia or Gdańsk",
        twin=Twin("company_missing", "I thought Witka Bakalie Sp. z o.o. might", "I thought your company might",
                  found="your company", expected="Witka Bakalie Sp. z o.o.",
                  note="every mention of the company replaced (`your company`, in the subject too)",
                  more=(("subject", "for Witka Bakalie", "for your company"),)),
    ),
    # N033
    Mail(
        "P033", "s3",
        subject="Banana chips from Cebu",
        body="""Dear Mr Thomsen,

I'm writing from Sugbo Kabilin Export Corporation in Cebu City, Philippines. We make banana chips from saba bananas, a cooking banana grown across the Visayas, in two versions: a lightly sweetened chip fried in coconut oil, and an unsweetened vacuum-fried chip.

I believe Thomsens Tørret Frugt could sell them in Denmark both as a straight snack and in mixes. We already ship to two packers in the Netherlands, so our chips meet EU rules on pesticide residues and acrylamide, and we can deliver CIF Aarhus in about six weeks.

May I send you a 2 kg sample of each version?

Best regards,
Lourdes Tan Ouano
AVP, Export Sales
Sugbo Kabilin Export Corporation, Cebu City
+63 32 255 8140""",
        note="English; cold introduction; company with the Danish ø, without `ApS`; the Netherlands named as another market; acrylamide, vacuum-fried, CIF Aarhus",
        twin=Twin("country_wrong", "sell them in Denmark", "sell them in Sweden",
                  found="Sweden", expected="Denmark",
                  note="the neighbouring Sweden for the buyer's Denmark"),
    ),
    # N034
    Mail(
        "P034", "s4",
        subject="Huile de palme rouge du Ghana – suite au SIAL",
        body="""Bonjour Monsieur Nguyen,

Merci pour votre visite sur notre stand au SIAL Paris. Comme je vous l'ai dit, notre huile de palme rouge vient de petites huileries de la région Ouest du Ghana, autour de Takoradi : c'est l'huile non raffinée, bien rouge, que les clients des épiceries africaines de Château-Rouge utilisent pour la sauce graine ou le red red.

Nous la livrons en bouteilles de 1 l et en bidons de 5 l et de 20 l, avec un étiquetage en français et un certificat d'analyse pour chaque lot (acidité, indice de peroxyde, absence de colorants Soudan). Pour Nguyen Alimentation Exotique, je peux vous faire une offre CIF Le Havre pour une palette mixte.

Bien cordialement,

Efua Arthur-Quansah
Responsable des exportations et du marketing (Head of Exports & Marketing)
Ahanta Bay Commodities Limited
Takoradi, Ghana – +233 31 202 4417""",
        note="French; first written contact after the fair the note records (SIAL Paris), with the note's customers (African grocery shops in Château-Rouge); company without `SARL`; the sender signs with one given name (no Nyameke); her title translated with the English in brackets; Sudan dyes, red red, CIF Le Havre",
        twin=Twin("sender_wrong", "Efua Arthur-Quansah\nResponsable", "Efua Arthur-Mensah\nResponsable",
                  found="Efua Arthur-Mensah", expected="Efua Nyameke Arthur-Quansah",
                  note="the sender's second family name changed (Mensah for Quansah)"),
    ),
    # N035
    Mail(
        "P035", "s4",
        subject="FSSAI documents and CIF Nhava Sheva price – red palm oil",
        body="""नमस्ते इन्द्र जी,

Thank you for your enquiry about our red palm oil. Here are the documents FSSAI will ask for at import, all attached:

- a certificate of analysis for each lot (FFA, peroxide value, carotene content, free from Sudan dyes)
- a certificate of origin (Ghana) and a health certificate issued by the Food and Drugs Authority of Ghana
- our label design, with the importer's FSSAI licence number left blank for दासगुप्ता एडिबल ऑयल्स प्राइवेट लिमिटेड to fill in

Price: USD 1,365 per tonne CIF Nhava Sheva in 20-tonne flexitanks, or USD 1,520 per tonne in 20-litre jerrycans, 30 days from the bill of lading.

Best regards,
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited, Takoradi, Ghana
+233 31 202 4417""",
        note="English with a Hindi greeting (`नमस्ते इन्द्र जी`, the given name with जी); answers both requests of the note (FSSAI import documents, a CIF Nhava Sheva price); the Devanagari company in full inside an English sentence; FFA, flexitanks, the Ghanaian FDA",
        twin=Twin("company_misspelled", "blank for दासगुप्ता एडिबल", "blank for दासगुप्त एडिबल",
                  found="दासगुप्त एडिबल ऑयल्स प्राइवेट लिमिटेड", expected="दासगुप्ता एडिबल ऑयल्स प्राइवेट लिमिटेड",
                  note="the family name without its final ा (दासगुप्त)"),
    ),
    # N036
    Mail(
        "P036", "s4",
        subject="Red palm oil from Ghana's Western Region",
        body="""Dear Mr Mosley,

I am Efua Arthur-Quansah, head of exports and marketing at Ahanta Bay Commodities Limited in Takoradi, Ghana. We buy red palm oil from small mills in the Western Region, test every lot and export it in 1 l bottles and 5 l and 20 l jerrycans.

Most of our customers in Europe are importers of African foods such as Mosley Afro Foods B.V., supplying shops whose customers cook with the deep-red, unrefined oil they know from home. Each lot comes with a certificate of analysis showing it is free of Sudan dyes, which EU border checks test for.

Could I send you our price list CIF Rotterdam?

Kind regards,
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited
+233 31 202 4417 | efua.quansah@ahantabay.com.gh""",
        note="English; cold introduction; `Mr Mosley` (an English family name on a Dutch buyer, as recorded); company in full with `B.V.`; the sender's title in lower case in a sentence; CIF Rotterdam",
        twin=Twin("company_foreign", "such as Mosley Afro Foods B.V.,", "such as Nguyen Alimentation Exotique SARL,",
                  found="Nguyen Alimentation Exotique SARL", expected="Mosley Afro Foods B.V.",
                  note="another red palm oil buyer's company of this set (the French P034)"),
    ),
    # N037
    Mail(
        "P037", "s4",
        subject="Handwoven Bolga baskets from northern Ghana",
        body="""Dear Deborah,

I'm Efua Arthur-Quansah from Ahanta Bay Commodities Limited in Takoradi, Ghana. Alongside our food exports, we work with weaving groups around Bolgatanga in the far north of Ghana, where the well-known Bolga baskets are woven by hand from elephant grass and finished with leather-wrapped handles.

As Buyer, Home Décor at Martin & Rye Home Goods, you may find them a good fit for storage and market-basket displays: each one is unique in pattern and colour, and we can do custom colourways for orders of 300 pieces or more. Our weavers are paid per piece at above-market rates, and we can document that for your customers.

Would you like a sample set of five sizes shipped to your office?

Warm regards,
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited
Takoradi, Ghana | +233 31 202 4417""",
        note="English; cold introduction; the recorded title with its comma inside the sentence (`As Buyer, Home Décor at`); company without `, Inc.`; Bolgatanga, elephant grass",
        twin=Twin("category_wrong", "a sample set of five sizes", "a sample set of Bolga straw hats in five sizes",
                  found="Bolga straw hats", expected="Bolga baskets",
                  note="a neighbouring Bolgatanga craft (straw hats) offered as the sample instead of the buyer's baskets"),
    ),
    # N038
    Mail(
        "P038", "s4",
        subject="Bolga baskets for Svendsen Bolig",
        body="""Kære Nanni,

My name is Efua Arthur-Quansah and I look after exports at Ahanta Bay Commodities Limited in Takoradi, Ghana. I'm writing because Bolga baskets, handwoven from elephant grass in Ghana's Upper East Region, suit the calm, natural look of Scandinavian interiors very well.

We offer them in natural tones, black-and-natural patterns and soft colours, from small bread baskets to 50 cm laundry baskets, all with leather-wrapped handles. For Svendsen Bolig ApS we could start with a mixed assortment of 100 pieces, CIF Aarhus.

Shall I send you our catalogue and prices?

Med venlig hilsen / Best regards,
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited
+233 31 202 4417""",
        note="English with a Danish greeting (`Kære Nanni`, the given name) and closing; cold introduction; company short in the subject and with `ApS` in the body; `bread baskets` and `laundry baskets` as kinds of the category; Upper East Region, CIF Aarhus",
        twin=Twin("contact_wrong", "Kære Nanni,", "Kære Nanna,",
                  found="Nanna", expected="Nanni Svendsen",
                  note="another given name (Nanna) for the recorded Nanni"),
    ),
    # N039
    Mail(
        "P039", "s4",
        subject="Djembés du Ghana pour Nüsslin Percussions",
        body="""Monsieur,

Je me permets de vous écrire depuis Takoradi, au Ghana. Je suis responsable des exportations et du marketing chez Ahanta Bay Commodities Limited, et nous travaillons avec des ateliers de sculpteurs d'Aburi et de Kumasi qui fabriquent des djembés de qualité professionnelle.

Nos djembés sont taillés d'une seule pièce dans du tweneboa, le bois traditionnel des djembés ghanéens, avec des peaux de chèvre et un cordage en polyester pré-étiré, en hauteurs de 50 à 65 cm. Chaque instrument est accordé et testé avant l'expédition.

Je serais heureuse de présenter notre gamme à Nüsslin Percussions et de vous envoyer un djembé d'échantillon. Le bois est couvert par les documents d'exportation de la Forestry Commission du Ghana.

Veuillez agréer, Monsieur, mes salutations distinguées.

Efua Arthur-Quansah
Responsable des exportations et du marketing
Ahanta Bay Commodities Limited
Takoradi, Ghana
+233 31 202 4417""",
        note="Swiss French; cold introduction; `Monsieur,` alone and the formal French closing; company with ü, without `Sàrl`; the writer's feminine `heureuse`; tweneboa, Aburi, Kumasi, the Forestry Commission",
        twin=Twin("artifact", "Nos djembés sont taillés", "Nos {product_list} sont taillés",
                  found="{product_list}", expected="djembés",
                  note="a template placeholder left in the text"),
    ),
    # N040
    Mail(
        "P040", "s4",
        subject="Djemben aus Ghana für das Trommelhaus Hertrampf",
        body="""Sehr geehrte Frau Hertrampf,

mein Name ist Efua Arthur-Quansah, ich bin bei der Ahanta Bay Commodities Limited in Takoradi, Ghana, für Export und Marketing verantwortlich. Wir arbeiten mit Schnitzerwerkstätten in Aburi zusammen, die Djemben aus einem Stück Tweneboa-Holz fertigen, mit Ziegenfell bespannt und von Hand gestimmt.

Als Inhaberin eines Trommelgeschäfts kennen Sie den Unterschied zwischen Souvenirtrommeln und Instrumenten für Unterricht und Bühne. Unsere Djemben gehören zur zweiten Sorte: Höhe 58 bis 62 cm, Felldurchmesser 30 bis 33 cm, Seile aus vorgedehntem Polyester.

Gern stelle ich dem Trommelhaus Hertrampf unser Sortiment vor; eine Mustertrommel kann innerhalb von zwei Wochen per Luftfracht bei Ihnen in Deutschland sein.

Mit freundlichen Grüßen
Efua Arthur-Quansah
Head of Exports & Marketing
Ahanta Bay Commodities Limited
Takoradi, Ghana · +233 31 202 4417""",
        note="German; cold introduction; the German plural `Djemben`; the recorded title inside the sentence (`Als Inhaberin eines Trommelgeschäfts`); company with the article and in the dative (`dem Trommelhaus Hertrampf`), without `e.K.`; Aburi, Tweneboa",
        twin=Twin("company_missing", "stelle ich dem Trommelhaus Hertrampf unser", "stelle ich Ihrem Geschäft unser",
                  found="Ihrem Geschäft", expected="Trommelhaus Hertrampf e.K.",
                  note="every mention of the company replaced (`Ihrem Geschäft`, `Ihr Geschäft` in the subject)",
                  more=(("subject", "für das Trommelhaus Hertrampf", "für Ihr Geschäft"),)),
    ),
]
