"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, plus P002 and P033),
each with its twin's one edit."""
from mail import Mail as M, Twin as T

MAILS = [
M("P001", "s1",
  "Honeycomb sponge samples – did they reach Kalymnos?",
  """Αγαπητέ κύριε Σικαλίδη,

A short follow-up on my last e-mail: the courier tells me the box of honeycomb sponge samples (10-14 cm, unbleached) has been delivered. I hope they arrived in good shape.

If the quality suits Σπογγεμπορική Σικαλίδης Α.Ε., we could ship a first order before the summer season starts on Kalymnos. We hold about 4,000 pieces in that size range now.

I would be glad to hear your comments, good or bad.

Best regards,
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English follow-up on the writer's own samples, with Greek salutation (vocative); company in Greek script as recorded",
  T("company_misspelled", "If the quality suits Σπογγεμπορική Σικαλίδης Α.Ε.,", "If the quality suits Σπογγεμπορική Σικαλίδη Α.Ε.,",
    "Σπογγεμπορική Σικαλίδης Α.Ε.", "final ς of the family name lost in the company",
    found="Σπογγεμπορική Σικαλίδη Α.Ε.")),

M("P002", "s1",
  "Éponges fines et éponges de toilette – Zuwara Bahr",
  """Madame,

Zuwara Bahr Fisheries & Export J.S.C. (Zuwara, Libye) exporte des éponges naturelles de Méditerranée. Je serais heureuse de présenter à Bouchet Éponges Naturelles SAS nos éponges fines pour le visage et nos éponges de toilette, taillées et triées à la main.

Nous pouvons livrer en groupage via Marseille, à partir d'un carton de 50 pièces.

Souhaitez-vous recevoir notre catalogue ?

Cordialement,
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "French, a second, shorter cold introduction ('Madame,' alone)",
  T("company_foreign", "présenter à Bouchet Éponges Naturelles SAS nos", "présenter à Kostolzin Naturschwamm GmbH nos",
    "Bouchet Éponges Naturelles SAS", "another buyer of the same category (P005, Germany) in the company's place",
    found="Kostolzin Naturschwamm GmbH")),

M("P003", "s1",
  "Re: wool and yellow sponge prices",
  """Hello Eric,

Thanks for asking about wool and yellow sponges. Our price list is attached – prices per pound, by grade and size, CIF Tampa. For Murphy Sponge Co., Inc. we can also quote delivered to Tarpon Springs if you prefer not to handle the trucking.

Minimum order is one 20' container, mixed grades allowed.

Khadija Abushagur
Export Department Manager
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English, a second, shorter reply to the price-list request of the note; first name; Tampa and Tarpon Springs",
  T("company_missing", "Murphy Sponge Co., Inc.", "your firm", "Murphy Sponge Co., Inc.",
    "the company replaced by 'your firm'", every=True)),

M("P004", "s1",
  "海綿サンプルのご確認のお願い",
  """株式会社山崎コスメティックス
山崎様

いつもお世話になっております。Zuwara Bahr Fisheries & Export J.S.C. の Khadija Abushagur です。

先日お送りしたフェイシャル用シルクスポンジのサンプル（6〜8 cm、原産地証明書の写し同封）は届きましたでしょうか。洗顔ラインでのテスト結果など、ご意見をお聞かせいただければ幸いです。

ご不明な点がございましたら、お気軽にお問い合わせください。

Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "Japanese follow-up on the writer's own samples; family name + 様 only",
  T("contact_wrong", "山崎様\n\nいつも", "山本様\n\nいつも", "山崎 (山崎 舞)",
    "another Japanese family name in the address", found="山本様")),

M("P006", "s1",
  "Anchoa en salazón – muestra solicitada",
  """Hola Macarena:

Gracias por pasar por nuestro stand en Alimentaria Barcelona. Sé que, como jefa de compras de Conservas Guillen S.L., la decisión sobre la muestra pasa por ti, así que te confirmo que el barril de 10 kg de anchoa en salazón ya está preparado y sale el lunes por mensajería.

Cuando la hayáis probado, dime qué talla os interesa más para vuestras conservas.

Un abrazo,
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.""",
  "Spanish, informal (tú), a second reply to the sample request of the Spanish note; buyer's title in lower case",
  T("title_wrong", "como jefa de compras de", "como jefa de ventas de", "Jefa de Compras",
    "head of purchasing turned into head of sales", found="jefa de ventas")),

M("P007", "s1",
  "Campione di acciughe salate – Suo parere?",
  """Gentile Sig. Montalti,

Le scrivo per sapere se la latta campione di acciughe salate 20/24 che Le abbiamo spedito dopo TUTTOFOOD è arrivata a destinazione.

Mi interesserebbe molto il parere del Suo laboratorio sulla filettatura: la consistenza della carne e il colore dopo la maturazione sono i punti su cui i nostri clienti ci giudicano di più.

Resto a disposizione per un'offerta su un primo container.

Cordiali saluti,
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.""",
  "Italian follow-up on the writer's own sample; the fair of the note",
  T("category_wrong", "la latta campione di acciughe salate 20/24", "la latta campione di alici marinate 20/24",
    "acciughe salate (salted anchovies)", "marinated anchovies in place of salted ones",
    found="alici marinate")),

M("P009", "s1",
  "Salted anchovies – kosher certificate available",
  """Dear Yuval,

Zuwara Bahr Fisheries & Export J.S.C. salts anchovies in Zuwara, Libya, and we can ship them with a kosher certificate, which I understand דגי קליין בע"מ requires. Delivery to Israel would go via Malta to Ashdod or Haifa.

Shall I send you a price list in English?

Best regards,
Khadija Abushagur
+218 25 262 1480""",
  "English, a second, shorter first e-mail on the kosher requirement of the note; company in Hebrew inside English",
  T("country_wrong", "Delivery to Israel would go", "Delivery to Jordan would go", "Israel",
    "the buyer's country given as a neighbouring one", found="Jordan")),

M("P011", "s1",
  "CFR Busan offer for IQF octopus – any questions?",
  """김민준 과장님께,

I am following up on the CFR Busan offer for whole round octopus 1-2 kg, IQF, that I sent after the Busan expo. The price holds until the end of this month; after that we have to re-check freight rates.

If a 10 kg trial carton would help 주식회사 한바다수산 decide, I can air-freight it this week.

감사합니다.
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "English follow-up on the writer's own offer, Korean salutation and closing; company in Hangul",
  T("sender_wrong", "+218 25 262 1480", "+216 25 262 1480", "+218 25 262 1480",
    "the sender's phone with a neighbouring country's calling code")),

M("P012", "s1",
  "冷冻章鱼报价跟进",
  """潘总您好：

上周发给您的冷冻章鱼（2-3公斤/只，块冻）CFR大连报价，不知您是否已经看过？由于近期地中海运费波动，该报价有效期至本月底。

如贵司需要调整规格或包装，请随时告诉我，我们可以重新核算。

祝好！
Khadija Abushagur
Zuwara Bahr Fisheries & Export J.S.C.
+218 25 262 1480""",
  "Simplified Chinese follow-up on the writer's own offer; 潘总 (family name + short title); company not named (贵司)",
  T("artifact", "由于近期地中海运费波动，该报价有效期至本月底。",
    "由于近期地中海运费波动，该报价有效期至本月底。由于近期地中海运费波动，该报价有效期至本月底。",
    "由于近期地中海运费波动，该报价有效期至本月底。", "a sentence repeated")),

M("P014", "s1",
  "Octopus for your sushi customers",
  """เรียน คุณจุฑาภรณ์

We met briefly at THAIFEX - Anuga Asia in Bangkok, where you told me about your sushi-processor customers. Zuwara Bahr Fisheries & Export J.S.C. can supply raw frozen Mediterranean octopus in the 1-2 kg size that suits tako.

I would be happy to send a price CFR Laem Chabang.

ขอบคุณค่ะ
Khadija Abushagur
Export Department Manager
+218 25 262 1480""",
  "English, a second, shorter first contact after the fair the note records; Thai greeting and closing",
  T("note_wrong", "at THAIFEX - Anuga Asia in Bangkok", "at Seafood Expo Asia in Singapore",
    "THAIFEX - Anuga Asia in Bangkok", "a fair the note does not name in place of the one it does",
    found="Seafood Expo Asia in Singapore")),

M("P016", "s2",
  "Provburkar surströmming – har de kommit fram?",
  """Hej Pirkko,

Jag skickade provburkarna med surströmming (300 g och 440 g) till Koivisto Kala Oy förra veckan och ville bara höra att de kommit fram hela – burkarna tål inte värme, så de gick med kylbil.

Säg gärna till om ni vill ha finska etiketter redan på första ordern.

Ha det bra!
Åsa
Slite Hamnhandel AB
+46 498 22 31 70""",
  "Swedish follow-up on the writer's own samples (the note asks for Swedish); signed with the given name",
  T("company_misspelled", "till Koivisto Kala Oy förra", "till Koiviston Kala Oy förra", "Koivisto Kala Oy",
    "the family name in the Finnish genitive (Koiviston)", found="Koiviston Kala Oy")),

M("P019", "s2",
  "Samples on their way – honed Gotland limestone",
  """Hi Graeme,

Just to let you know that the honed 20 mm samples (grey and reddish) left Slite yesterday and should reach Atkins Stone Ltd by Friday. Tracking number below.

Once you have the square metres for the hotel floor, I can firm up the quote and book production.

Tracking: DHL 4471 2093 88

Best,
Åsa
Slite Hamnhandel AB
+46 498 22 31 70""",
  "English follow-up on the writer's own samples; honed 20 mm and the hotel floor from the note",
  T("company_foreign", "should reach Atkins Stone Ltd by", "should reach Biggen Natursteinhandel GmbH by",
    "Atkins Stone Ltd", "another buyer of the same category (P018, Germany) in the company's place",
    found="Biggen Natursteinhandel GmbH")),

M("P021", "s2",
  "Knäckebröd van Gotland voor Godfrey van Alemannië Foods",
  """Beste mevrouw Godfrey van Alemannië,

Slite Hamnhandel AB kan Godfrey van Alemannië Foods B.V. biologisch roggeknäckebröd leveren, ook onder uw eigen merk. Zullen we een proefzending sturen?

Met vriendelijke groet,
Åsa Lövgren Hedström
Slite Hamnhandel AB
+46 498 22 31 70""",
  "Dutch, a second, very short first e-mail on the organic / private-label request of the note; company short in the subject",
  T("company_missing", "Godfrey van Alemannië Foods B.V.", "uw bedrijf", "Godfrey van Alemannië Foods B.V.",
    "the company replaced by 'uw bedrijf' (your company)", every=True,
    also=(("subject", "Godfrey van Alemannië Foods", "uw bedrijf"),))),

M("P023", "s2",
  "黑麥脆餅樣品寄送確認",
  """張小姐您好：

附上黑麥脆餅樣品的寄送單號，預計下週寄達。樣品包裝上已貼好繁體中文背標的試印版，請您看看內容是否符合需求。

如有任何修改意見，請直接告訴我。

Åsa Lövgren Hedström
Slite Hamnhandel AB
+46 498 22 31 70""",
  "Traditional Chinese follow-up on the writer's own samples; labels of the note",
  T("contact_wrong", "張小姐您好", "陳小姐您好", "張 (張欣怡)", "another family name in the greeting",
    found="陳小姐")),

M("P024", "s3",
  "Урбеч: образцы для ТОО «Суворов Эко Фуд»",
  """Здравствуйте, Карп!

Напоминаю о нашем предложении по урбечу из льна и абрикосовой косточки. Пишу вам как директору по закупкам: если решение по ассортименту магазинов за вами, могу прислать по две банки каждого вида, чтобы вы могли попробовать.

Образцы отправим из Дербента курьером, около недели до Алматы.

С уважением,
Мадина Гаджиева
ООО «Каспийский двор»""",
  "Russian follow-up on the writer's own offer; title in the dative inside a Russian sentence",
  T("title_wrong", "как директору по закупкам", "как директору по продажам", "Директор по закупкам",
    "purchasing director turned into sales director", found="директору по продажам")),

M("P027", "s3",
  "Caviar for Dubai – Kaspiyskiy Dvor, Derbent",
  """Dear Mr Salem,

Following Gulfood, I would like to offer شركة الكتبي للأغذية الفاخرة ذ.م.م our farmed sturgeon caviar from Dagestan. Each shipment comes with a copy of the CITES export permit, as you asked.

May I send our price list for 50 g to 500 g tins?

Kind regards,
Madina Gadzhieva
OOO "Kaspiyskiy Dvor"
+7 87240 4 12 63""",
  "English, a second, shorter first e-mail after the fair of the note; Gulf style 'Mr' + given name",
  T("category_wrong", "our farmed sturgeon caviar from Dagestan", "our salmon roe from Dagestan",
    "farmed sturgeon caviar", "salmon roe in place of sturgeon caviar", found="salmon roe")),

M("P031", "s3",
  "Образец кильки отправлен",
  """Иване, добрый день!

Образец кильки (блок 10 кг) вышел из Дербента сегодня утром; машина пройдёт Верхний Ларс и будет в Тбилиси послезавтра. Для ввоза в Грузию ветеринарный сертификат уже оформлен, копию прикладываю.

Жду ваших комментариев по качеству и по цене CPT Тбилиси.

Мадина Гаджиева
ООО «Каспийский двор»
+7 87240 4 12 63""",
  "Russian follow-up on the sample of the note",
  T("country_wrong", "Для ввоза в Грузию", "Для ввоза в Армению", "Грузия (Georgia)",
    "the buyer's country given as a neighbouring one", found="Армению")),

M("P033", "s4",
  "Ebony carvings catalogue – following up",
  """Dear Sarah,

I sent our photo catalogue of Solomon Islands ebony carvings last week and wanted to check that it reached you. Several of the nguzunguzu figures in it are one-offs by senior carvers from Marovo Lagoon, so please let me know early if any catch your eye for Perano Pacific Art Ltd.

Warm regards,
Elsie Kikolo
Mataniko Island Resources Ltd, Honiara
+677 21 845""",
  "English follow-up on the writer's own catalogue",
  T("sender_wrong", "Elsie Kikolo\nMataniko", "Elise Kikolo\nMataniko", "Elsie Kikolo",
    "the sender's given name misspelt in the signature", found="Elise Kikolo")),

M("P035", "s4",
  "番龙眼原木出口文件说明",
  """李主管您好：

关于贵司要求的文件：我们每一船番龙眼（Pometia）原木都附所罗门群岛出口许可证和熏蒸证书，价格条款按CIF张家港。张家港李氏木业有限公司如需今年的检尺单样本，我可以马上发送。

Elsie Kikolo
Mataniko Island Resources Ltd
+677 21 845""",
  "Simplified Chinese, a second, very short reply to the documents of the note",
  T("artifact", "番龙眼（Pometia）", "番龙眼（Pomemetia）", "Pometia", "a garbled word (a syllable doubled inside it)",
    found="Pomemetia")),

M("P038", "s4",
  "Coral availability for the next two weeks",
  """Hi Chris,

Here is the coral availability for the next two weeks. As agreed after Interzoo, the boxes will fly Honiara – Brisbane – LAX, with the CITES export permit scans sent 48 hours ahead for your broker.

Let me know your picks by Wednesday so we can book the cargo space.

Cheers,
Elsie
Mataniko Island Resources Ltd
+677 21 845""",
  "English follow-up on the arrangement of the note (CITES, LAX); signed with the given name",
  T("note_wrong", "Honiara – Brisbane – LAX", "Honiara – Brisbane – JFK", "LAX",
    "the note's airport misquoted", found="JFK")),
]
