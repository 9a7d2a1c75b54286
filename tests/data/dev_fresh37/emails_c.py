"""Natural e-mails N041-N060: a second e-mail to 20 buyers (17 with a note, 3 without), each
with its twin's one edit. Follow-ups go on the writer's own earlier e-mail, price list or sample;
the other second e-mails are another, shorter first e-mail to the same buyer."""
from mail import Mail, Twin, text

MAILS = [
Mail("P001", "s1", "follow-up",
"Nuoc-mâm 40°N – following up on my price list",
text("""
Dear Ms Arnaud,

I hope the SIAL rush is behind you. I am following up on the price list I sent for our 40°N fish sauce in 500 ml bottles, as you asked when we met in Paris.

Two updates since then:
- we can now print the French back label in Vietnam, so the bottles arrive shelf-ready;
- our next container to Le Havre leaves Cát Lái on the 20th, with space for about 300 cartons.

If the 500 ml size works for Arnaud Saveurs d'Asie, I can hold those 300 cartons for you until Friday.

Best regards,
Duyên
Huỳnh Thị Mỹ Duyên | Head of Export
Mũi Né Hải Vị Co., Ltd. | +84 252 3812 467
"""),
"English follow-up on the writer's own price list (the note's 500 ml / 40°N request, SIAL named as 'when we met in Paris'); company short without SAS; Le Havre",
Twin("note_wrong", "body", "in 500 ml bottles, as you asked", "in 1 L bottles, as you asked", found="1 L bottles",
     expected="500 ml", note="the note's request misquoted: 1 L bottles for the 500 ml it records")),

Mail("P003", "s1", "first",
"멸치 액젓 20 L 샘플 발송 안내",
text("""
김정식 과장님께,

안녕하세요. 베트남 판티엣에 있는 Mũi Né Hải Vị Co., Ltd.의 수출팀장 후인 티 미 주옌입니다.

요청하신 멸치 액젓(fish sauce) 20 L 샘플을 준비했습니다. 원료는 멸치와 천일염뿐이며, 나무통에서 12개월 숙성한 제품입니다. 김치 공장에서 많이 쓰시는 30°N 제품으로 보내 드리며, 성분 분석서와 히스타민 검사 결과를 함께 넣었습니다.

샘플은 이번 주 금요일 항공편으로 발송하여 다음 주 초 한국에 도착할 예정입니다. 통관에 필요하시면 인보이스를 미리 보내 드리겠습니다.

감사합니다.

후인 티 미 주옌 (Huỳnh Thị Mỹ Duyên)
수출팀장 | Mũi Né Hải Vị Co., Ltd.
Tel. +84 252 3812 467
"""),
"Korean; another first e-mail answering the note's 20 L sample request; '김정식 과장님께'; fish sauce as 멸치 액젓 with the English word in brackets; the sender's name in Hangul, title as 수출팀장; no company of the buyer named",
Twin("country_wrong", "body", "다음 주 초 한국에 도착할", "다음 주 초 일본에 도착할", found="일본", expected="South Korea",
     note="the sample's destination given as Japan instead of Korea")),

Mail("P005", "s1", "first",
"ベトナム・ファンティエット産ヌクマムのご案内",
text("""
森貿易株式会社
森 治 様

突然のご連絡、失礼いたします。ベトナム・ファンティエットで魚醤（ヌクマム）を製造しておりますMũi Né Hải Vị Co., Ltd.の輸出部でございます。

弊社のヌクマムはカタクチイワシと塩だけで造り、12〜15か月熟成させております。業務用には1 Lのペットボトルと4.5 Lの缶をご用意しております。

森貿易株式会社様のお取り扱い商品に加えていただけるようでしたら、価格表とサンプルをお送りいたします。

何卒よろしくお願い申し上げます。

フイン・ティ・ミー・ズエン
輸出部長
Mũi Né Hải Vị Co., Ltd.（ベトナム・ファンティエット）
+84 252 3812 467
"""),
"Japanese (the note's language wish); another, shorter first e-mail that does not mention the fair; company with 様; the title left out of the header",
Twin("company_foreign", "body", "森貿易株式会社様のお取り扱い商品に", "株式会社山本蒸溜所様のお取り扱い商品に",
     found="株式会社山本蒸溜所", expected="森貿易株式会社", note="another Japanese buyer of this set (the gin distillery)")),

Mail("P007", "s1", "follow-up",
"Trial pallet of dragon fruit – week 15?",
text("""
Hi Jan,

Just a short follow-up on my e-mail about a trial airfreight pallet for Veenstra Exotics. Our farms in Bình Thuận start the off-season crop under lights next month, so fruit quality will be very even through April and May.

For the trial I would suggest:
- one pallet of 120 cartons of 5 kg, white flesh, 400-500 g per fruit
- shipped on Tuesday from Tân Sơn Nhất, at Schiphol on Wednesday night
- EUR 3.10 per kg CPT Schiphol

If week 15 suits you, I only need your confirmation by Friday.

Best regards,
Duyên
Mũi Né Hải Vị Co., Ltd.
+84 252 3812 467
"""),
"English follow-up on the writer's own trial-pallet offer; company short; off-season dragon fruit under lights; Tân Sơn Nhất, Schiphol, CPT",
Twin("artifact", "body", "very even through April and May.",
     "very even through April and May. Our farms in Bình Thuận start the off-season crop under lights next month, so fruit quality will be very even through April and May.",
     found="April and May. Our farms", expected="April and May.", note="a sentence repeated")),

Mail("P009", "s1", "first",
"Цены на питахайю CFR Владивосток",
text("""
Юлия, добрый день!

Отвечаю на ваш запрос по-русски, как вы просили. Цены на питахайю CFR Владивосток на этот месяц:

белая мякоть, коробка 10 кг — 14,50 USD;
красная мякоть, коробка 9 кг — 18,90 USD.

Отгрузка рефконтейнером из Хошимина каждый четверг, в пути около 12 дней. Минимальная партия — один 40-футовый контейнер.

Готова ответить на любые вопросы.

С уважением,
Зуен (Huỳnh Thị Mỹ Duyên)
Mũi Né Hải Vị Co., Ltd.
duyen.huynh@muinehaivi.com.vn
+84 252 3812 467
"""),
"Russian; another first e-mail answering the note's CFR Vladivostok request in the language it asks for; informal opening ('Юлия, добрый день!'); the sender's given name in Cyrillic; no company of the buyer named",
Twin("sender_wrong", "body", "duyen.huynh@muinehaivi.com.vn", "duyen.huynh@muinehaivi.vn", found="duyen.huynh@muinehaivi.vn",
     expected="duyen.huynh@muinehaivi.com.vn", note="the sender's e-mail domain wrong (.vn for .com.vn)")),

Mail("P012", "s1", "first",
"Rice paper for Błażejewicz Import – samples?",
text("""
Dear Mr Błażejewicz,

A short note from Phan Thiết, Vietnam: we are Mũi Né Hải Vị Co., Ltd., and we make rice paper (bánh tráng) in 16 and 22 cm rounds for spring rolls.

We already deliver to importers in Germany and the Czech Republic and would like to add deliveries to Poland, either direct to Gdańsk or in a mixed container via Hamburg. Polish labels are no problem.

May I send a sample box to Błażejewicz Import Sp. z o.o.?

Kind regards,
Huỳnh Thị Mỹ Duyên
Head of Export, Mũi Né Hải Vị Co., Ltd.
+84 252 3812 467
"""),
"English; a shorter cold first e-mail to a buyer without a note; Germany and the Czech Republic as the sender's other markets, Poland as the buyer's; company short and in full",
Twin("country_wrong", "body", "add deliveries to Poland", "add deliveries to Slovakia", found="Slovakia", expected="Poland",
     note="the buyer's country given as the neighbouring Slovakia")),

Mail("P013", "s1", "follow-up",
"Did the 22 cm sample carton arrive?",
text("""
Dear Lynne,

I hope the sample carton of our 22 cm rice paper reached Smith & Lau last week; the tracking showed it delivered on Tuesday.

When your kitchen team has tried it, I would be very glad to hear how the sheets behave: how long they take to soften, and whether they tear when rolled tight. Some UK customers prefer our rice-and-tapioca blend, which is a little more elastic, and I can send that too.

Our next shipment to Felixstowe closes on the 12th, if you would like to add a first order.

Kind regards,
Duyên Huỳnh
Mũi Né Hải Vị Co., Ltd. | Phan Thiết, Vietnam
"""),
"English follow-up on the writer's own sample (the note's 22 cm sheets); company short; the signature without title or phone",
Twin("artifact", "body", "Some UK customers prefer our rice-and-tapioca blend, which is a little more elastic, and I can send that too.",
     "Some UK customers prefer our rice-and-tapioca blend, which is", found="blend, which is",
     expected="blend, which is a little more elastic, and I can send that too.", note="a sentence cut off")),

Mail("P016", "s2", "first",
"Tara powder – tannin certificate above 50%",
text("""
Dear Mr Toso,

Following our conversation at Lineapelle, please find attached the certificate of analysis of our current lot of tara powder: 53.1% tannin by the hide-powder method, above the 50% minimum you need for Conceria Toso.

The lot is 18 tonnes, ground to 200 mesh, in 25 kg bags, and ready for shipment from Callao. I can reserve it for you for two weeks.

Best regards,
Edwin Tineo
Head of Foreign Trade
Huamanga Tara & Grana E.I.R.L. | Ayacucho, Peru
"""),
"English; another first e-mail answering the note's certificate request (min. 50% tannin) after Lineapelle; company short without S.p.A.",
Twin("note_wrong", "body", "Following our conversation at Lineapelle,", "Following our conversation at Simac Tanning Tech,",
     found="Simac Tanning Tech", expected="Lineapelle Milan",
     note="the tannery-machinery fair held beside Lineapelle (Simac Tanning Tech) for the note's Lineapelle")),

Mail("P018", "s2", "follow-up",
"Lote de ensaio – embarque confirmado",
text("""
Caro Sr. Domingues,

Escrevo para confirmar que o lote de ensaio de 1 tonelada de pó de tara seguiu ontem de Callao, no navio que lhe indiquei na semana passada. A chegada a Lisboa está prevista para daqui a cerca de 30 dias.

Em anexo seguem o conhecimento de embarque, a fatura comercial, o certificado de origem e o certificado de análise (tanino 52,4%).

Quando o material chegar à Curtumes Domingues, diga-me, por favor, como correu o ensaio no fulão.

Com os melhores cumprimentos,
Edwin Tineo Palomino
Jefe de Comercio Exterior
Huamanga Tara & Grana E.I.R.L.
+51 66 318 552
"""),
"European Portuguese follow-up on the writer's own trial-lot offer (the note's 1-tonne lot, now shipped); 'Caro Sr. Domingues'; company with the contracted article ('à Curtumes Domingues'); the sender's title in Spanish in the signature",
Twin("sender_wrong", "body", "Jefe de Comercio Exterior", "Gerente General", found="Gerente General",
     expected="Jefe de Comercio Exterior", note="the sender's own title written wrong (general manager)")),

Mail("P020", "s2", "first",
"Heavy-metals reports for every carmine lot",
text("""
Dear Ms Abramov,

Thank you for asking about heavy metals. For a lipstick maker this is the first question, and the answer is yes: every lot of our cosmetic-grade carmine ships with its own test report for lead, arsenic, mercury and cadmium, from an accredited laboratory in Lima.

I have attached the reports of our last three lots. If your limits are stricter than the EU cosmetics rules, tell me the figures and we will test each lot against them before we ship.

Kind regards,
Edwin Tineo
Huamanga Tara & Grana E.I.R.L.
Ayacucho, Peru | +51 66 318 552
"""),
"English; another first e-mail answering the note's heavy-metals request for a lipstick maker; the Hebrew family name romanised (Ms Abramov); no company of the buyer named",
Twin("artifact", "body", "For a lipstick maker this is the first question", "For a {{segment}} maker this is the first question",
     found="{{segment}}", expected="lipstick", note="a template placeholder left in the text")),

Mail("P021", "s2", "first",
"Carmine 52% for (주)오성컬러",
text("""
Dear Ms Oh,

I am Edwin Tineo of Huamanga Tara & Grana E.I.R.L. in Ayacucho, Peru, where most of Peru's cochineal is farmed on prickly pear cactus. We make carmine powder with 50% and 52% carminic acid for food and cosmetic colours.

We already ship to colour houses in Europe and would like to supply South Korea directly, with a certificate of analysis for every lot and air delivery to Incheon within ten days.

May I send a 200 g sample to (주)오성컬러?

Best regards,
Edwin Tineo
Head of Foreign Trade, Huamanga Tara & Grana E.I.R.L.
+51 66 318 552
"""),
"English; a shorter cold first e-mail to a buyer without a note; the Korean family name romanised (Ms Oh for 오); company with (주) inside English; Incheon",
Twin("country_wrong", "body", "supply South Korea directly", "supply Japan directly", found="Japan", expected="South Korea",
     note="the buyer's country given as Japan")),

Mail("P022", "s2", "follow-up",
"Retablos de Navidad – ¿cerramos el pedido?",
text("""
Estimado Maximiano:

Le escribo de nuevo sobre los retablos de Nacimiento que le propuse después de Intergift. Los talleres de Quinua ya están pintando la primera tanda y me preguntan cuántas piezas deben reservar para Cámara Artesanía Andina.

Recuerde que, para tenerlos en España antes de noviembre, el barco debe salir de Callao a mediados de septiembre. Si prefiere un pedido más pequeño, podemos enviar 30 piezas por avión, aunque el flete es más caro.

Quedo atento a su respuesta.

Un saludo cordial,
Edwin Tineo
Huamanga Tara & Grana E.I.R.L. · Ayacucho, Perú
+51 66 318 552
"""),
"Spanish follow-up on the writer's own Nativity-retablo offer after Intergift; the given name with 'usted' ('Estimado Maximiano:'); company short without S.L.; Spain as the destination",
Twin("company_misspelled", "body", "reservar para Cámara Artesanía Andina.", "reservar para Camara Artesanía Andina.",
     found="Camara Artesanía Andina", expected="Cámara Artesanía Andina S.L.", note="the company's accent lost (Camara)")),

Mail("P023", "s2", "follow-up",
"Retablo catalogue for your museum shops",
text("""
Hi Sarah,

I wanted to check that the catalogue I sent after Santa Fe reached you; it was a large file and sometimes lands in spam.

Since you sell to museum shops in the United States, I also asked our retablistas for a smaller series: 10 cm boxes with a single scene, light enough to ship by air and easy to price under USD 40 in a shop. The first twelve are ready and I can send photos this week.

Warm regards,
Edwin
Edwin Tineo Palomino | Huamanga Tara & Grana E.I.R.L. | Ayacucho, Peru
"""),
"English follow-up on the writer's own catalogue; the note's museum shops; no company of the buyer named; 'Santa Fe' for the fair",
Twin("country_wrong", "body", "museum shops in the United States", "museum shops in Canada", found="Canada",
     expected="United States", note="the buyer's market given as Canada")),

Mail("P024", "s3", "first",
"Halal certificate – Zeugma baklava",
text("""
Dear Mr Hövel,

Thank you for your enquiry. Our halal certificate for the baklava line is attached; it covers both the frozen and the fresh products and is valid until the end of next year.

For supermarkets in the Ruhr, our frozen pistachio baklava in 1 kg trays works best: 18 months' shelf life, and the shops can thaw what they sell each day.

I will gladly send a sample box to Hövel Feinkost-Großhandel GmbH & Co. KG.

Best regards,
Büşra Karakaya
Foreign Trade Manager
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
Gaziantep, Turkey | +90 342 337 41 86
"""),
"English; another first e-mail answering the note's halal request, for the note's Ruhr supermarkets; company in full; the sender's company short in the subject (Zeugma)",
Twin("sender_wrong", "body", "Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.", "Zeugma Dokuma ve Gıda San. Tic. A.Ş.",
     found="Zeugma Dokuma ve Gıda San. Tic. A.Ş.", expected="Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.",
     note="the sender's legal form wrong (A.Ş. for Ltd. Şti.)")),

Mail("P027", "s3", "first",
"160x230 and 200x290 carpets – price list",
text("""
Dear Mr Yaremkiv,

Thank you for your interest in our machine-made carpets. Please find attached our price list for the two sizes you asked about, 160x230 and 200x290, in 24 designs, for ТОВ «Дім Килимів».

All the carpets are heat-set polypropylene with 500,000 points per m², packed in rolls with Ukrainian labels. A mixed truck takes about 800 carpets of these two sizes.

Kind regards,
Büşra Karakaya
Foreign Trade Manager, Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
+90 342 337 41 86
"""),
"English; another first e-mail with the note's two sizes; the Ukrainian family name romanised (Mr Yaremkiv for Яремків); company in Cyrillic inside English",
Twin("company_foreign", "body", "for ТОВ «Дім Килимів».", "for ООО «КоврИмпорт».", found="ООО «КоврИмпорт»",
     expected="ТОВ «Дім Килимів»", note="another buyer of this set in the same category (the Russian carpet importer)")),

Mail("P030", "s3", "first",
"SMS 25 g/m² pro operační pláště",
text("""
Vážená paní Doležalová,

děkuji za Váš zájem na veletrhu INDEX v Ženevě. Posílám nabídku netkané textilie SMS 25 g/m² pro operační pláště:

– 100% polypropylen, bílá nebo modrá
– šíře 1,6 m a 3,2 m, návin 2 000 m
– zkoušeno podle EN 13795, antistatická úprava na přání

Kamionem z Gaziantepu do České republiky dodáváme zhruba za pět dní. Ráda Vám pošlu vzorky na zkušební šití.

S pozdravem

Büşra Nur Karakaya
Dış Ticaret Müdürü (vedoucí zahraničního obchodu)
Zeugma Dokuma ve Gıda San. Tic. Ltd. Şti.
tel. +90 342 337 41 86
"""),
"Czech; another first e-mail answering the note's SMS 25 gsm need after INDEX Geneva (Ženeva); 'Vážená paní Doležalová'; no company of the buyer named; sender title with a Czech gloss",
Twin("artifact", "subject", "SMS 25 g/m² pro operační pláště", "SMS 25 g/m² pro pro operační pláště", found="pro pro",
     expected="pro", note="a doubled word in the subject")),

Mail("P033", "s4", "first",
"Puna yam CIF Tilbury – Tano Bono",
text("""
Dear Gregory,

Thank you for asking about puna yam. Our price CIF Tilbury is USD 21.50 per 25 kg carton of 2-3 kg tubers, on a full 40' ventilated container (1,080 cartons).

Puna is the yam most of our UK buyers ask for, and this season's harvest around Sunyani is good: firm, clean tubers with few cuts. If Brown & Mensah African Foods Ltd would like to try a smaller quantity first, we can share a container with another London importer.

Kind regards,
Adwoa Sarpong
Tano Bono Produce & Weaves Limited
+233 35 202 7416
"""),
"English; another first e-mail answering the note's request (puna, CIF Tilbury); greeting by the given name; company in full; the sender's company short in the subject",
Twin("company_missing", "body", "If Brown & Mensah African Foods Ltd would like", "If your company would like",
     found="your company", expected="Brown & Mensah African Foods Ltd", note="the only mention of the company replaced")),

Mail("P036", "s4", "first",
"Kente stoles for graduation season",
text("""
Dear Jessica,

Graduation season is when many Canadian fabric buyers look for kente, so I thought I would write now rather than in April.

At Tano Bono Produce & Weaves Limited we source handwoven kente from master weavers in Bonwire, Ghana. We can supply finished stoles (1.8 m, with or without embroidery) and kente strips for Gonzalez Textiles & Design Inc. to make up in Canada.

Shall I send you our price list and a few swatches?

Warm regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
"""),
"English; a shorter cold first e-mail to a buyer without a note; company in full; Canada as the buyer's country",
Twin("artifact", "body", "and kente strips for Gonzalez", "and kente strips and kente strips for Gonzalez",
     found="kente strips and kente strips", expected="kente strips", note="a doubled phrase")),

Mail("P038", "s4", "first",
"Kosher grains of paradise, steam-sterilised",
text("""
Dear Mr Natsha,

Thank you for your enquiry. Yes, we can supply grains of paradise with a kosher certificate, and we will steam-sterilise the lot before shipment, as you asked. The certificate and a sample microbiology report are attached.

Our next lot is 300 kg of whole seeds, packed in 10 kg cartons, CIF Ashdod.

Best regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited | Sunyani, Ghana
"""),
"English; another first e-mail answering both requests of the note; the Hebrew family name romanised (Mr Natsha for נתשה); no company of the buyer named",
Twin("note_wrong", "body", "Thank you for your enquiry.", "It was good to meet you at Anuga in Cologne.",
     found="meet you at Anuga in Cologne", expected="Asked for a kosher certificate and a steam-sterilised lot.",
     note="a fair meeting claimed for a buyer whose note records none")),

Mail("P040", "s4", "follow-up",
"Your 5 kg sample of grains of paradise",
text("""
Dear Ms Yamamoto,

The 5 kg sample of grains of paradise left Accra on Thursday, as promised; DHL expects to deliver it to 株式会社山本蒸溜所 on Tuesday. The tracking number is 48 1937 2206.

When your distillers have made a trial batch, I would love to hear how the seeds work in your gin. For a regular supply we can hold the same lot for you for up to six months, so that every batch tastes the same.

Best regards,
Adwoa Sarpong
Export & Marketing Manager
Tano Bono Produce & Weaves Limited
Sunyani, Ghana | +233 35 202 7416
"""),
"English follow-up on the writer's own sample (the note's 5 kg sample); company in kanji inside English",
Twin("sender_wrong", "body", "Adwoa Sarpong\n", "Adwoa Sarpomaa\n", found="Adwoa Sarpomaa", expected="Adwoa Pokuaa Sarpong",
     note="the sender's own family name misspelled in the signature")),
]
