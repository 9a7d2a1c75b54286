"""Natural e-mails N001-N020 of dev_fresh55 (buyers P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

S1_SIG = """Hrafnhildur Eyjólfsdóttir
Sölustjóri erlendra markaða / Export Sales Manager
Skutull Krásir ehf.
Ísafjörður, Iceland
+354 456 3180 | hrafnhildur@skutull.is"""

MAILS = [
    Mail("P001", "s1", "Brennivín price list (50 cl) – following ProWein", f"""\
Dear Mr Jensen,

Thank you for stopping by our stand at ProWein in Düsseldorf and for your interest in our brennivín. As promised, please find attached our 2025 export price list for the 50 cl bottle.

A few points you asked about:
- Brennivín, 37.5% ABV, caraway-flavoured, 50 cl flint glass, 12 bottles per case
- Prices FCA Reykjavík, or DAP Copenhagen on request
- Minimum order one pallet (60 cases); lead time three weeks

Denmark already has a taste for caraway spirits through akvavit, so I think Jensen Vinimport's customers would find ours familiar and still a little different. I would be happy to send a sample bottle to your office.

Best regards,

{S1_SIG}""",
         "reply to the note's fair and request, in English as the note asks; company with the English possessive ('Jensen Vinimport's') without ApS; akvavit as a comparison; Copenhagen, Reykjavík; FCA, DAP; bilingual sender title",
         Twin("note_wrong", "body", [("ProWein in Düsseldorf", "Bar Convent in Berlin")], "Bar Convent in Berlin",
              "ProWein Düsseldorf", "a fair the note does not name in place of the one it does")),

    Mail("P002", "s1", "Brennivín aus Island für Davids Spirituosen", """\
Sehr geehrte Frau Davids,

mein Name ist Hrafnhildur Eyjólfsdóttir, ich leite den Export bei Skutull Krásir in Ísafjörður in den Westfjorden Islands. Als Einkaufsleiterin der Davids Spirituosen GmbH suchen Sie vielleicht nach Spirituosen, die Ihre Kunden noch nicht kennen: Wir liefern Brennivín, den traditionellen isländischen Kümmelschnaps mit 37,5 % vol.

Unser Brennivín wird aus Getreide destilliert und mit Kümmel aromatisiert; man trinkt ihn eiskalt, gern zu Fisch. Wir liefern in 50-cl- und 1-l-Flaschen, mit deutschem Rückenetikett, versteuert über einen Partner in Hamburg oder unter Steueraussetzung in Ihr Steuerlager.

Darf ich Ihnen eine Probeflasche und unsere Preisliste schicken?

Mit freundlichen Grüßen
Hrafnhildur Eyjólfsdóttir
Exportleiterin
Skutull Krásir ehf.
Ísafjörður, Island
Tel. +354 456 3180""",
         "cold introduction in German; recorded title inside a German sentence with the genitive article ('Als Einkaufsleiterin der Davids Spirituosen GmbH'); category capitalised as a German noun and explained as Kümmelschnaps; Hamburg, Steuerlager; sender title translated (Exportleiterin)",
         Twin("title_wrong", "body", [("Als Einkaufsleiterin der", "Als Vertriebsleiterin der")], "Vertriebsleiterin",
              "Einkaufsleiterin", "a sales title for the buyer's purchasing one")),

    Mail("P003", "s1", "【FOODEX Japan】ブレニヴィンのサンプル送付のご案内", """\
松本洋酒株式会社
仕入課長 松本明美様

いつもお世話になっております。
先日のFOODEX Japan（幕張メッセ）では、弊社ブースにお立ち寄りいただき誠にありがとうございました。アイスランドのスクトゥル・クラウシル社（Skutull Krásir ehf.）のフラプンヒルドゥルでございます。

ご依頼いただきましたブレニヴィン（アイスランド産のキャラウェイ風味のスピリッツ、アルコール度数37.5%）のサンプルを、50clボトルと1リットルボトルを各1本、本日EMSにて発送いたしました。到着まで一週間ほどかかる見込みです。

日本向けの裏ラベルや、輸入に必要な書類（原産地証明書、成分表）もご用意できますので、お気軽にお申し付けください。

今後ともどうぞよろしくお願い申し上げます。

Hrafnhildur Eyjólfsdóttir（フラプンヒルドゥル・エイヨルフスドッティル）
Export Sales Manager
Skutull Krásir ehf.
Ísafjörður, Iceland
+354 456 3180""",
         "reply in Japanese to the note's fair (FOODEX, Makuhari as 幕張メッセ) and sample request; letter head with company, title and 様; category in katakana (ブレニヴィン); sender's company and given name in katakana",
         Twin("contact_wrong", "body", [("仕入課長 松本明美様", "仕入課長 松本明子様")], "松本明子", "松本明美",
              "a near-miss given name in the letter head")),

    Mail("P004", "s1", "Icelandic brennivín for Jenkins Imports", """\
Hi Anna,

I'm Hrafnhildur, export sales manager at Skutull Krásir, a small producer in Ísafjörður in Iceland's Westfjords. I'm reaching out because Jenkins Imports looks like a good fit for brennivín, Iceland's traditional caraway spirit.

Bartenders in the US have started using it in place of aquavit or gin, and it has a story people like: it's the drink of Þorrablót, the midwinter feast. Our brennivín is 37.5% ABV (75 proof) in 750 ml bottles with an approved COLA label, and we ship FOB Reykjavík or delivered to a bonded warehouse on the East Coast.

Would you be open to a short call next week, or should I just send samples?

Thanks,
Hrafnhildur Eyjólfsdóttir
Skutull Krásir ehf. | Ísafjörður, Iceland
+354 456 3180 | www.skutull.is""",
         "cold introduction, informal US English ('Hi Anna'); company without LLC; aquavit and gin as comparisons; 75 proof, 750 ml, COLA, FOB",
         Twin("artifact", "body", [("a good fit for brennivín", "a good fit for for brennivín")], "for for",
              "for", "a doubled word")),

    Mail("P005", "s1", "Бреннивин: цены FCA Исафьордюр и сертификат ЕАЭС", """\
Уважаемый Агап, добрый день!

Спасибо за ваш запрос. Высылаю, как вы просили, цены на бреннивин (исландская тминная водка, 37,5 % об.) на условиях FCA Исафьордюр:

— бутылка 0,5 л: 6,80 EUR
— бутылка 1 л: 11,90 EUR
Коробка — 12 бутылок, минимальная партия — 1 паллета.

Что касается сертификата соответствия ЕАЭС: у нас есть протоколы испытаний из аккредитованной лаборатории, а сам сертификат (или декларацию) обычно оформляет импортёр. Если ООО «Лобанов и партнёры» возьмёт это на себя, мы предоставим все документы и образцы для испытаний.

С уважением,
Храфнхильдур Эйольфсдоуттир
Skutull Krásir ehf., Исландия
+354 456 3180""",
         "reply in Russian to the Russian note (EAEU certificate, FCA Ísafjörður as Исафьордюр); given name alone in the greeting; category transliterated (бреннивин) and explained; company with its legal form in guillemets; sender's name in Cyrillic",
         Twin("company_misspelled", "body", [("ООО «Лобанов и партнёры»", "ООО «Лобановы и партнёры»")],
              "Лобановы и партнёры", "ООО «Лобанов и партнёры»", "the family name turned plural")),

    Mail("P006", "s1", "Harðfiskur from wolffish – Seafood Expo Global follow-up", """\
Dear Robert,

It was good to talk to you at Seafood Expo Global in Barcelona. You mentioned that Hagen Fiskehandel would rather carry wolffish than haddock, and that suits us well: most of our harðfiskur is made from Atlantic wolffish (steinbítur) caught off the Westfjords and wind-dried outdoors in Ísafjörður.

Our wolffish harðfiskur comes in 100 g and 250 g bags and in 2 kg catering packs. It keeps for 12 months unopened, and we already ship to Bergen by container via Reykjavík.

I have attached our spec sheet; shall I send you a carton of samples?

Best regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager, Skutull Krásir ehf.
Ísafjörður, Iceland · +354 456 3180""",
         "first contact after the note's fair, using the note's wolffish/haddock preference; company without AS; steinbítur; Barcelona, Bergen, Reykjavík",
         Twin("sender_wrong", "body", [("+354 456 3180", "+354 465 3180")], "+354 465 3180", "+354 456 3180",
              "the sender's phone number with two digits swapped")),

    Mail("P007", "s1", "CIF Busan quotation – harðfiskur (dried wolffish)", """\
안녕하세요, 최채원 팀장님,

Thank you for visiting our booth at Seoul Food 2025. As requested, here is our quotation for harðfiskur, Icelandic wind-dried wolffish, CIF Busan:

- Harðfiskur, skinless pieces, 2 kg vacuum bags, 10 kg cartons: USD 58.00/kg
- Harðfiskur snack bags, 100 g × 40: USD 6.20/bag
- Minimum order: one 20' container, transit about 45 days via Rotterdam

Korean customers already love dried pollock (황태), so I think 해담수산 could present harðfiskur as its Icelandic cousin. The quotation is valid until the end of next month.

감사합니다.
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf., Ísafjörður, Iceland
+354 456 3180 / hrafnhildur@skutull.is""",
         "English with a Korean greeting and closing; name with a short form of the title (최채원 팀장님, the record has 구매팀장); company shortened to 해담수산 without 주식회사; 황태 as a comparison; CIF Busan, Rotterdam",
         Twin("contact_wrong", "body", [("최채원 팀장님", "최채은 팀장님")], "최채은", "최채원",
              "a near-miss given name in Hangul")),

    Mail("P008", "s1", "Wind-dried Icelandic fish for Wilson Fine Foods", """\
Dear Ms Wilson,

I am writing to introduce harðfiskur, the wind-dried fish that Icelanders have eaten as a snack for centuries, and which we make in Ísafjörður from wolffish and haddock.

Eaten with a knob of salted butter, or on its own as a high-protein snack (over 80% protein), it has found a following in delicatessens in Scandinavia, and I believe it would sit well on the shelves of a fine-food business like Wilson Fine Foods. Our retail packs are 60 g and 100 g with English labelling, and we deliver DAP to UK addresses via Immingham.

As Head of Buying you will want to taste it first: may I send you a sample box?

Kind regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf.
Ísafjörður, Iceland
Tel. +354 456 3180
www.skutull.is""",
         "cold introduction in British English; company without Ltd in subject and body; recorded title in a sentence; the UK and Scandinavia named as markets; Immingham, DAP",
         Twin("company_foreign", "body", [("a fine-food business like Wilson Fine Foods", "a fine-food business like Stephenson Spice Co.")],
              "Stephenson Spice Co.", "Wilson Fine Foods Ltd", "another buyer's company of this set (same country, other category)")),

    Mail("P009", "s1", "Harðfiskur – Icelandic dried fish for Ξανθάκης Τρόφιμα", """\
Αγαπητέ κύριε Ξανθάκη,

My name is Hrafnhildur Eyjólfsdóttir and I handle export sales for Skutull Krásir, a producer of dried fish in Ísafjörður, Iceland.

Greece knows salted cod well (bakaliaros), so harðfiskur may be easier to explain to your customers than in most markets: it is wolffish or haddock, hung outdoors in the cold sea wind until completely dry, then beaten soft and packed. No salt is added. We supply 100 g retail bags and 1 kg catering packs, CIF Piraeus.

As Υπεύθυνος Προμηθειών of Ξανθάκης Τρόφιμα Α.Ε., would you like to receive samples and our price list?

Με εκτίμηση,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager, Skutull Krásir ehf.
Ísafjörður, Iceland | +354 456 3180""",
         "English with a Greek greeting (vocative 'κύριε Ξανθάκη') and closing; recorded Greek title and company inside an English sentence; company shortened in the subject; bakaliaros as a comparison; CIF Piraeus",
         Twin("company_misspelled", "body", [("of Ξανθάκης Τρόφιμα Α.Ε.", "of Ξανθάκη Τρόφιμα Α.Ε.")], "Ξανθάκη Τρόφιμα Α.Ε.",
              "Ξανθάκης Τρόφιμα Α.Ε.", "the vocative/genitive family name in the company's name")),

    Mail("P010", "s1", "Próbki harðfiskur i świadectwo zdrowia", """\
Szanowna Pani Karino,

dziękuję za zainteresowanie naszym harðfiskur, czyli suszoną na wietrze rybą z Islandii. Zgodnie z prośbą wysłaliśmy dziś kurierem próbki: suszonego zębacza (steinbítur) oraz plamiaka, po 1 kg każdego.

Do każdej dostawy dołączamy świadectwo zdrowia (health certificate) wystawione przez islandzki urząd MAST, zgodne z wymogami UE dla produktów rybołówstwa. Kopię wzoru świadectwa załączam do tej wiadomości.

Przetwórstwo Ryb Jarczak mogłoby wykorzystać harðfiskur jako produkt premium albo jako surowiec do przekąsek. Chętnie przygotuję ofertę z dostawą DAP Gdynia.

Z poważaniem
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf.
Ísafjörður, Islandia
+354 456 3180""",
         "reply in Polish to the note's sample request and health certificate; vocative given name (Pani Karino); company without Sp. z o.o.; category explained in Polish (suszona ryba, zębacz, plamiak); MAST, DAP Gdynia",
         Twin("company_missing", "body", [("Przetwórstwo Ryb Jarczak mogłoby", "Państwa firma mogłaby")], "Państwa firma",
              "Przetwórstwo Ryb Jarczak Sp. z o.o.", "the company's only mention replaced by 'Państwa firma'")),

    Mail("P011", "s1", "Organic frozen crowberries in 10 kg boxes", """\
Dear Kalle,

Thank you for the conversation at Natural Products Scandinavia in Malmö. Here are the details of the frozen crowberries you asked about:

- Wild Icelandic crowberries (Empetrum nigrum, krækiber), hand-picked in the Westfjords in August and September
- IQF frozen, cleaned, 10 kg boxes, 80 boxes per pallet
- EU organic certified (wild collection), certificate attached
- Delivered DAP Helsinki by reefer via Rotterdam, about 10 days

Since Finland has its own variksenmarja, I imagine Marjatalo Aaltonen will compare ours with the domestic berry: ours are a little smaller and more tart. Shall I send a 2 kg sample box?

Best regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager
Skutull Krásir ehf. · Ísafjörður, Iceland
+354 456 3180""",
         "reply after the note's fair with the note's box size and certificate; category with its Latin, Icelandic and Finnish names; company without Oy; Malmö, Helsinki, Rotterdam",
         Twin("note_wrong", "body", [("10 kg boxes, 80 boxes per pallet", "5 kg boxes, 160 boxes per pallet")], "5 kg boxes",
              "10 kg boxes", "the note's box size misquoted")),

    Mail("P012", "s1", "岩高兰有机证书及CIF大连报价", """\
阮经理您好！

感谢您在SIAL上海展期间到访我们的展位。按您的要求，现将冰岛野生岩高兰（crowberries）的有机证书和CIF大连报价发给您：

1. 产品：冰岛西峡湾野生岩高兰，速冻（IQF），10公斤/箱
2. 认证：欧盟有机认证（野生采集），证书见附件；如需中国有机认证，我们可以配合认证机构办理
3. 价格：CIF大连 每公斤9.40欧元，起订量一个40尺冷柜
4. 交货期：下单后约6周

期待与贵公司合作。如需样品，请告诉我收件地址。

此致
敬礼

Hrafnhildur Eyjólfsdóttir
出口销售经理
Skutull Krásir ehf.
冰岛伊萨菲厄泽
+354 456 3180""",
         "reply in simplified Chinese to the note's fair, certificate and price request; family name with a short title (阮经理); company only as 贵公司; category as 岩高兰; Ísafjörður in Chinese",
         Twin("artifact", "body", [("期待与贵公司合作。", "期待与贵公司合作。期待与贵公司合作。")],
              "期待与贵公司合作。期待与贵公司合作。", "期待与贵公司合作。", "a repeated Chinese sentence")),

    Mail("P013", "s1", "Kosher-certified Icelandic crowberries", """\
Shalom Mr Binyamin,

I understand that any product for בנימין מזון בריא must carry a kosher certificate. I am glad to say that our frozen and freeze-dried crowberries are certified kosher (parve) by a recognised European kashrut authority; the certificate is attached.

Crowberries are small black wild berries from the Icelandic heathland, rich in anthocyanins, with a taste somewhere between blueberry and cranberry. Health-food buyers use the freeze-dried powder in smoothies and the frozen berries in juices. We ship CIF Haifa or Ashdod.

Could I send you a sample and our price list?

Best regards,
Hrafnhildur Eyjólfsdóttir
Export Sales Manager, Skutull Krásir ehf.
Ísafjörður, Iceland
+354 456 3180""",
         "English with a Hebrew greeting word; family name romanised (Binyamin); company in Hebrew without בע\"מ inside an English sentence; uses the note's kosher requirement; blueberry and cranberry as comparisons; Haifa, Ashdod",
         Twin("sender_wrong", "body", [("Skutull Krásir ehf.", "Skutull Krásir hf.")], "Skutull Krásir hf.",
              "Skutull Krásir ehf.", "a wrong legal form for the sender's company")),

    Mail("P014", "s1", "Wilde kraaiheibessen uit IJsland", """\
Beste heer Van Formbach,

Mijn naam is Hrafnhildur Eyjólfsdóttir, exportmanager bij Skutull Krásir in Ísafjörður, IJsland. Wij plukken en verwerken wilde kraaiheibessen (crowberries, Empetrum nigrum) uit de Westfjorden.

De bessen zijn klein, donker en rijk aan anthocyanen. We leveren ze diepgevroren in dozen van 10 kg, of gevriesdroogd als poeder in zakken van 1 kg. Voor een bedrijf als Van Formbach Natuurvoeding kan het poeder interessant zijn voor smoothies en muesli. Wij leveren CIF Rotterdam.

Mag ik u een monster en onze prijslijst sturen?

Met vriendelijke groet,
Hrafnhildur Eyjólfsdóttir
Exportmanager
Skutull Krásir ehf.
Ísafjörður, IJsland
+354 456 3180""",
         "cold introduction in Dutch; tussenvoegsel capitalised after 'heer' (Van Formbach); category in Dutch (kraaiheibessen) with the English and Latin names; company without B.V.; CIF Rotterdam",
         Twin("company_misspelled", "body", [("Van Formbach Natuurvoeding", "Van Formbag Natuurvoeding")],
              "Van Formbag Natuurvoeding", "Van Formbach Natuurvoeding B.V.", "one letter changed in the family name of the company")),

    Mail("P015", "s1", "Échantillons surgelés de camarine noire – suite au SIAL", """\
Madame Jacques,

Nous nous sommes rencontrées au SIAL Paris l'an dernier, et vous m'aviez demandé des échantillons surgelés de nos baies de camarine noire (crowberries). Je vous prie d'excuser le délai : la récolte 2025 vient de se terminer dans les Fjords de l'Ouest, et je peux enfin vous envoyer des baies de la nouvelle saison.

Le colis partira lundi en transport frigorifique : 2 kg de baies entières surgelées IQF et 500 g de purée surgelée. La fiche technique et le certificat d'analyse sont joints à ce message.

En tant que responsable achats de Maison Jacques, vous trouverez peut-être la purée utile pour les sorbets et les confitures. Je reste à votre disposition pour toute question.

Bien cordialement,
Hrafnhildur Eyjólfsdóttir
Responsable export
Skutull Krásir ehf.
Ísafjörður, Islande
+354 456 3180""",
         "reply in French to the French note (SIAL Paris 2024 as 'l'an dernier', frozen samples); recorded title in lower case inside a French sentence; company without SAS; category in French (camarine noire); sender title translated",
         Twin("artifact", "body", [("Madame Jacques,", "Madame {last_name},")], "{last_name}", "Jacques",
              "a leftover template placeholder in the greeting")),

    Mail("P016", "s2", "CFR Mundra offer – fully refrigerated propane, 22,000 t", """\
Dear Ms Mandal,

Further to your enquiry, I am pleased to offer fully refrigerated propane for delivery CFR Mundra:

Product: commercial propane, min. 95% C3, fully refrigerated at –42 °C
Quantity: 22,000 t ± 10% in buyer's option, per cargo
Vessel: fully refrigerated gas carrier (part-cargo on a VLGC)
Price: Saudi CP propane for the month of loading + USD 38/t
Laycan: second half of next month
Payment: irrevocable L/C at sight, confirmed by a first-class bank

Our cargoes load at Sitra, Bahrain, and the voyage to Mundra takes about five days. If मंडल गैस प्राइवेट लिमिटेड would like a term contract for two or three cargoes a quarter, I can improve the premium.

धन्यवाद,
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Kingdom of Bahrain
+973 1768 2291""",
         "reply to the note's quote request (CFR Mundra, 22,000 t, refrigerated) with a Hindi closing; family name romanised (Ms Mandal); company in Devanagari inside an English sentence; C3, –42 °C, VLGC, Saudi CP, laycan, L/C; Sitra",
         Twin("category_wrong", "body", [("Product: commercial propane, min. 95% C3", "Product: commercial butane, min. 95% C4")],
              "commercial butane", "propane", "another gas in place of the buyer's category")),

    Mail("P017", "s2", "Yorulmaz Enerji için propan tedariki", """\
Sayın Eroğul Bey,

Bahreyn'de faaliyet gösteren Al Areen Industrial Trading olarak LPG sektöründe çalışıyoruz. Yorulmaz Enerji A.Ş.'nin tüplü ve dökme gaz dağıtımında propan ihtiyacı olabileceğini düşünerek size yazıyorum.

Basınçlı ve soğutulmuş propanı 3.000-5.000 tonluk partiler halinde, CFR Aliağa, Dörtyol veya İzmit teslim sunabiliyoruz. Fiyatlar Aramco CP bazlıdır; ödeme akreditif ile.

Satın Alma Müdürü olarak bir teklif görmek isterseniz, aylık tahmini hacminizi bildirmeniz yeterli.

Saygılarımla,
Ali Hasan Al-Khayyat
Bölge Satış Müdürü
Al Areen Industrial Trading W.L.L.
Isa Town, Bahreyn
+973 1768 2291""",
         "cold introduction in Turkish; given name with Bey; company with the Turkish genitive suffix (A.Ş.'nin); category in Turkish (propan); recorded title in a Turkish sentence; Aliağa, Dörtyol, İzmit; sender title translated",
         Twin("company_misspelled", "body", [("Yorulmaz Enerji A.Ş.'nin", "Yorulmas Enerji A.Ş.'nin")], "Yorulmas Enerji A.Ş.",
              "Yorulmaz Enerji A.Ş.", "z written s in the family name of the company")),

    Mail("P018", "s2", "丙烷供應合作洽詢", """\
王經理您好：

冒昧來信。我是巴林 Al Areen Industrial Trading W.L.L. 的區域銷售經理 Ali Hasan Al-Khayyat。本公司長期供應中東產的冷凍丙烷及加壓丙烷，主要客戶在印度、土耳其及東南亞。

得知貴公司在台灣從事液化石油氣的進口與配銷，想請問王氏能源是否有意評估新的丙烷貨源？我們可以提供台中港或高雄港的 CFR 報價，價格以沙烏地 CP 為基準，單船約 20,000 公噸，亦可與其他買家併船。

如您方便，我可以先寄上產品規格與近期報價供參考。

順頌 商祺

Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Bahrain
+973 1768 2291""",
         "cold introduction in traditional Chinese; family name with a short title (王經理); company shortened (王氏能源) and as 貴公司; category in Chinese (丙烷); India, Turkey and South-East Asia as the sender's markets; Taichung, Kaohsiung; CFR, CP",
         Twin("country_wrong", "body", [("貴公司在台灣從事", "貴公司在新加坡從事")], "新加坡", "Taiwan",
              "another country said of the buyer")),

    Mail("P019", "s2", "Calcined alumina spec sheet (low soda) – Ceramics Japan", """\
Dear Ms Hasegawa,

Thank you for visiting us at Ceramics Japan 2025. As promised, I attach the specification sheet for our low-soda calcined alumina. The typical values are:

Al2O3 ≥ 99.6%
Na2O ≤ 0.08% (guaranteed below 0.1%, as you asked)
SiO2 ≤ 0.03%, Fe2O3 ≤ 0.02%
α-Al2O3 ≥ 95%; D50 3–5 µm (ground) or 60–80 µm (unground)

The material is calcined by our partner plant in the Gulf and packed in 1 t jumbo bags, CIF Nagoya or Yokkaichi. For 長谷川セラミックス we could also supply a trial lot of 5 t before a contract.

Please let me know if your laboratory needs a sample.

Best regards,
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Kingdom of Bahrain
Tel: +973 1768 2291
ali.alkhayyat@alareen-trading.com.bh""",
         "reply in English to the note's fair and spec request (Na2O below 0.1%); family name romanised (Ms Hasegawa); company in Japanese without 株式会社 inside an English sentence; specs (Al2O3, α-Al2O3, D50); Nagoya, Yokkaichi",
         Twin("artifact", "body", [("Please let me know if your laboratory needs a sample.", "Please let me know if your laboratory")],
              "Please let me know if your laboratory", "Please let me know if your laboratory needs a sample.",
              "a sentence cut off")),

    Mail("P020", "s2", "Angebot kalzinierte Tonerde CIF Rotterdam", """\
Sehr geehrter Herr Börner,

vielen Dank für das Gespräch auf der ALUMINIUM in Düsseldorf. Wie besprochen sende ich Ihnen unser Angebot für kalzinierte Tonerde für die Feuerfestproduktion:

Produkt: kalzinierte Tonerde, Al2O3 ≥ 99,5 %, Na2O ≤ 0,3 %, gemahlen, D50 ca. 4 µm
Menge: 500 t, in Teillieferungen à 100 t
Verpackung: Big Bags à 1 t, auf Wunsch 25-kg-Säcke
Preis: 585 USD/t CIF Rotterdam
Lieferzeit: ca. 5 Wochen nach Auftrag, Zahlung per Akkreditiv

Für die Börner Feuerfest GmbH schicke ich gern auch eine Probe von 20 kg, damit Ihr Labor die Körnung prüfen kann.

Mit freundlichen Grüßen
Ali Hasan Al-Khayyat
Regional Sales Manager
Al Areen Industrial Trading W.L.L.
Isa Town, Königreich Bahrain
+973 1768 2291""",
         "reply in German to the note's fair (the ALUMINIUM fair, whose name is also a metal) and quote request; category in German (kalzinierte Tonerde); company with its article; CIF Rotterdam, Akkreditiv, D50",
         Twin("company_missing", "body", [("Für die Börner Feuerfest GmbH schicke ich", "Für Ihr Unternehmen schicke ich")],
              "Ihr Unternehmen", "Börner Feuerfest GmbH", "the company's only mention replaced by 'Ihr Unternehmen'")),
]
