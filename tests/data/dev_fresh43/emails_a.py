"""Natural e-mails N001-N020 (buyers P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N001
    Mail(
        "P001", "s1",
        subject="Nach der Anuga: Muster unseres 24 Monate gereiften Hartkäses",
        body="""Sehr geehrte Frau Mielcarek,

vielen Dank für das Gespräch an unserem Stand auf der Anuga in Köln. Wie besprochen schicke ich Ihnen gern ein Muster unseres 24 Monate gereiften Hartkäses: einen Viertellaib (ca. 2,5 kg), vakuumverpackt, per Kühlkurier. Geben Sie mir bitte nur kurz die Lieferadresse durch.

Zum Preis pro Kilo: Ganze Laibe zu rund 10 kg kosten 14,80 EUR/kg FCA Šiauliai, ab einer vollen Palette (ca. 60 Laibe) 13,90 EUR/kg. Die Preise für die 12 und 36 Monate gereiften Laibe finden Sie in der beigefügten Liste.

Der Käse wird aus pasteurisierter Kuhmilch aus Nordlitauen hergestellt, nur mit Lab, Salz und Kulturen, und ist gekühlt zwölf Monate haltbar. Ich würde mich freuen, wenn er bald im Sortiment des Käsekontors Mielcarek steht.

Mit freundlichen Grüßen

Dovilė Norkutė
Leiterin Exportabteilung (Eksporto skyriaus vadovė)
UAB „Šiaulių Skonis“
Šiauliai, Litauen
Tel. +370 41 52 3187""",
        note="German; first written contact after the fair meeting the note records (Anuga in Köln for the note's Cologne); answers the note's sample (24-month wheel, sent as a quarter wheel) and price-per-kg requests; company in the genitive (`des Käsekontors Mielcarek`, no legal form); sender's title translated with the Lithuanian in brackets; Šiauliai, Litauen, FCA",
        twin=Twin("note_wrong", "auf der Anuga in Köln", "auf der ISM in Köln",
                  found="ISM", expected="Anuga 2025 in Cologne",
                  note="another Cologne fair (ISM, the sweets fair) in place of the note's Anuga"),
    ),
    # N002
    Mail(
        "P002", "s1",
        subject="FDA registration and price list – Šiaulių Skonis hard cheese",
        body="""Dear Gerald,

Thank you for stopping by our booth at the Summer Fancy Food Show in New York. It was a pleasure to talk Baltic cheese with someone who knows the category so well.

As promised, here is what you asked for:

- our FDA food facility registration number: 17639204851
- our 2026 price list for the aged hard cheese (12-, 24- and 36-month wheels), FOB Klaipėda and DDP your warehouse, attached

All three ages are made from pasteurised cow's milk, which keeps things simple on the FDA side. If Mccarthy Fine Cheese Imports, LLC acts as importer of record, the prior notice can go in your name.

If it helps, I can ship a mixed tasting case (2 kg of each age) to your warehouse.

Best regards,
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“, Šiauliai, Lithuania
+370 41 52 3187 | dovile.norkute@siauliuskonis.lt""",
        note="English; first written contact after the fair the note records; answers both requests of the note (FDA registration number, price list); the faker spelling `Mccarthy` kept as recorded; company in full with `, LLC`; subject with the sender's company without `UAB` and quotes; Klaipėda, FOB, DDP",
        twin=Twin("sender_wrong", "+370 41 52 3187", "+370 41 52 3817",
                  expected="+370 41 52 3187", note="the sender's phone number with two digits swapped"),
    ),
    # N003
    Mail(
        "P003", "s1",
        subject="Aged Lithuanian hard cheese for פוקס גבינות בוטיק",
        body="""שלום אברהם,

I am Dovilė Norkutė, head of the export department at UAB „Šiaulių Skonis“ in Šiauliai, Lithuania. We make aged hard cheese from cow's milk, 12, 24 and 36 months in the cellar, and I think it could sit well next to the Italian and Swiss cheeses that boutique cheese shops in Israel usually carry.

One thing I want to say up front: our cheese is not kosher-certified today. If פוקס גבינות בוטיק בע"מ would need a hechsher for it, tell me which supervision you work with and I will ask our dairy what a supervised production run would take.

Could I send you a 1 kg tasting piece of the 24-month cheese? We take care of the shipping and the paperwork.

Kind regards / בברכה,
Dovilė Norkutė
Head of Export Department, UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English with a Hebrew greeting (given name) and closing; cold introduction; the company in Hebrew inside English sentences, short in the subject and in full with בע\"מ in the body; kosher raised by the writer as a limitation, not as a claim; Italy and Switzerland named as other cheeses' origins",
        twin=Twin("company_misspelled", 'If פוקס גבינות בוטיק בע"מ would', 'If פוכס גבינות בוטיק בע"מ would',
                  found='פוכס גבינות בוטיק בע"מ', expected='פוקס גבינות בוטיק בע"מ',
                  note="כ for ק in the family name (Fuchs spelled with kaf)"),
    ),
    # N004
    Mail(
        "P004", "s1",
        subject="リトアニア産長期熟成ハードチーズのご紹介",
        body="""株式会社高橋チーズ商会
仕入課長 高橋知実様

突然のご連絡失礼いたします。リトアニア・シャウレイ市のUAB „Šiaulių Skonis“で輸出部長を務めております、ドヴィレ・ノルクテと申します。

弊社は牛乳を原料とした長期熟成ハードチーズ（12か月、24か月、36か月熟成）を製造しております。24か月熟成品はアミノ酸の結晶が感じられる濃厚な味わいで、欧州のワインバーや業務用のお客様からご好評をいただいております。

貴社でのお取り扱いにご関心がございましたら、各熟成品のサンプル（各500g）を日本へお送りいたします。日EU・EPAにより、ハードチーズの関税は段階的に引き下げられております。

ご検討のほど、どうぞよろしくお願い申し上げます。

UAB „Šiaulių Skonis“
輸出部長　ドヴィレ・ノルクテ（Dovilė Norkutė）
Tel: +370 41 52 3187
dovile.norkute@siauliuskonis.lt""",
        note="Japanese business letter; company, title and name as an address block (`高橋知実様`, the recorded `高橋 知実` without the space); the sender's name in katakana and her title as 輸出部長; Šiauliai as シャウレイ; Japan–EU EPA",
        twin=Twin("title_wrong", "仕入課長 高橋知実様", "仕入部長 高橋知実様",
                  found="仕入部長", expected="仕入課長",
                  note="department head (部長) for the recorded section manager (課長), one rung up"),
    ),
    # N005
    Mail(
        "P005", "s1",
        subject="Re: 36-month wheel",
        body="""Hi Shaun,

Good news on your question: yes, we do have a 36-month wheel. We only make about 200 a year, so it is allocated, but I can hold 12 wheels (roughly 10 kg each) for Kelly & Vine if you want them for the Christmas counters in Bristol and Bath.

It is the same recipe as our 24-month aged hard cheese, just left longer in the cellar: drier, sweeter, with plenty of crystals. It cuts cleanly on a counter and keeps well once opened.

Price for the 36-month is £21.40/kg delivered to Bristol, duty paid, minimum 4 wheels. I can add a 24-month wheel to the first pallet so your customers can taste the two side by side.

Cheers,
Dovilė

Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“ | Šiauliai, Lithuania
+370 41 52 3187""",
        note="English reply to the note's question (a 36-month wheel), with the note's towns (Bristol and Bath); informal `Hi Shaun` and `Cheers`; company short (`Kelly & Vine`, no `Cheesemongers Ltd`); the category in a longer phrase (`24-month aged hard cheese`); pounds, duty paid",
        twin=Twin("category_wrong", "I can add a 24-month wheel to the first pallet",
                  "I can add a few smoked curd cheeses to the first pallet",
                  found="smoked curd cheeses", expected="aged hard cheese",
                  note="a neighbouring dairy product (smoked curd cheese) offered instead of the buyer's aged hard cheese"),
    ),
    # N006
    Mail(
        "P006", "s1",
        subject="Nos pralinés sans huile de palme – suite au Salon du Chocolat",
        body="""Bonjour Madame Fabre,

Merci encore pour notre échange au Salon du Chocolat de Paris. Vous m'aviez demandé si nos pralinés pouvaient être fabriqués sans huile de palme : c'est déjà le cas pour toute notre gamme. Nos intérieurs praliné sont faits de noisettes, de beurre de cacao et de sucre, et nos ganaches de crème fraîche.

Je vous joins la fiche technique de nos coffrets de 9 et de 16 pralinés, avec la liste des ingrédients en français et les allergènes. Pour Fabre Confiserie Distribution, nous pouvons aussi proposer un coffret à votre marque à partir de 2 000 unités.

Souhaitez-vous recevoir des échantillons avant la fin du mois ?

Bien cordialement,

Dovilė Norkutė
Responsable du service export
UAB „Šiaulių Skonis“ – Šiauliai, Lituanie
+370 41 52 3187""",
        note="French; first written contact after the fair of the French note (Salon du Chocolat de Paris); answers the note's request (no palm oil); `Bonjour Madame Fabre`; company without `SAS`; `pralinés` and `intérieurs praliné` for the category; sender's title translated",
        twin=Twin("company_foreign", "Pour Fabre Confiserie Distribution, nous", "Pour Johanssons Konfektyr, nous",
                  found="Johanssons Konfektyr", expected="Fabre Confiserie Distribution SAS",
                  note="another praline buyer's company of this set (the Swedish P009)"),
    ),
    # N007
    Mail(
        "P007", "s1",
        subject="Шоколадні праліне з Литви для «Іщенко Солодощі»",
        body="""Шановна пані Ірено,

мене звати Довіле Норкуте, я керівниця експортного відділу литовської компанії UAB „Šiaulių Skonis“ з міста Шяуляй. Ми виготовляємо шоколадні праліне ручної роботи: з горіховою начинкою, з вершковим ганашем і з литовським медом.

Уже кілька років ми постачаємо праліне до Польщі та Латвії, а тепер шукаємо партнера в Україні. Думаю, наш асортимент міг би зацікавити ТОВ «Іщенко Солодощі», особливо подарункові набори на 12 і 24 цукерки.

Можемо надіслати вам зразки та прайс-лист; етикетки українською мовою підготуємо самі.

З повагою,
Довіле Норкуте
керівниця експортного відділу
UAB „Šiaulių Skonis“, Литва
+370 41 52 3187""",
        note="Ukrainian; cold introduction; the vocative `пані Ірено` for Ірена; the sender's name and title in Ukrainian (Довіле Норкуте, керівниця експортного відділу) and Šiauliai as Шяуляй; company with `ТОВ` and Ukrainian quotes, short in the subject; Poland and Latvia named as existing markets",
        twin=Twin("contact_wrong", "Шановна пані Ірено", "Шановна пані Ірино",
                  found="Ірино", expected="Ірена Іщенко",
                  note="Ірина (Iryna) for the recorded Ірена, in the vocative"),
    ),
    # N008
    Mail(
        "P008", "s1",
        subject="SIAL展会后续：手工夹心巧克力与中文背标",
        body="""曹总您好，

感谢您在上海SIAL中食展期间到我们展位交流。我是立陶宛UAB „Šiaulių Skonis“公司的出口部主管Dovilė Norkutė。

您提到货物出运前需要贴好中文背标。我们可以在立陶宛工厂直接加贴中文背标，内容包括产品名称、配料表、原产国、进口商（上海曹氏食品贸易有限公司）的名称和地址、生产日期和保质期。请您把贵司的进口商信息和背标样稿发给我们，我们的设计师会在一周内提供打样。

我们的手工夹心巧克力（pralines）共有12种口味，有9粒装和16粒装礼盒，适合中秋和春节的礼品市场。

期待您的回复。

此致
敬礼

Dovilė Norkutė（多维莱）
出口部主管
UAB „Šiaulių Skonis“
电话：+370 41 52 3187""",
        note="simplified Chinese; first written contact after the fair the note records (上海SIAL中食展 for SIAL China in Shanghai); answers the note's request (Chinese back labels before shipment); `曹总` for a 采购总监, as Chinese writers address directors; the company in full inside brackets; category as 手工夹心巧克力 (pralines); 此致 敬礼",
        twin=Twin("artifact", "直接加贴中文背标，", "直接加贴中文背标中文背标，",
                  found="中文背标中文背标", expected="中文背标",
                  note="a doubled phrase (中文背标 twice)"),
    ),
    # N009
    Mail(
        "P009", "s1",
        subject="Handmade pralines from Lithuania – for Johanssons Konfektyr?",
        body="""Hej Karin,

My name is Dovilė Norkutė and I run the export department of UAB „Šiaulių Skonis“, a chocolate and dairy producer in Šiauliai, Lithuania. I am writing because our handmade chocolate pralines have found a good home in Finnish delicatessens, and I believe they would suit Swedish customers just as well.

Our range has 14 pralines: hazelnut praliné, salted caramel, lingonberry ganache and a Lithuanian honey cream among them, all made with 70% dark or 35% milk chocolate. Shelf life is nine months.

Would Johanssons Konfektyr be interested in a tasting box? I can also send prices delivered to Sweden by truck; transit from Šiauliai takes about three days via the Klaipėda–Karlshamn ferry.

Med vänliga hälsningar,
Dovilė Norkutė
Head of Export, UAB „Šiaulių Skonis“
+370 41 52 3187 · dovile.norkute@siauliuskonis.lt""",
        note="English with a Swedish greeting and closing; cold introduction; company without `AB`, in the subject and body; the category as `handmade chocolate pralines`; Finland named as another market; Klaipėda–Karlshamn ferry; sender's title shortened to `Head of Export`",
        twin=Twin("country_wrong", "would suit Swedish customers", "would suit Norwegian customers",
                  found="Norwegian", expected="Sweden",
                  note="the neighbouring country (Norway) for the buyer's Sweden"),
    ),
    # N010
    Mail(
        "P010", "s1",
        subject="Halal certificate and Ramadan gift boxes – chocolate pralines",
        body="""السيد سامح شربتلي المحترم،
Dear Mr Sameh,

Thank you for your request. I attach our halal certificate for the chocolate pralines, issued by a GAC-accredited halal body and valid until March 2027. None of our fillings contains alcohol or animal gelatine.

For Ramadan we can make gift boxes of 16 and 25 pralines in a dark green box with gold foil, with the name شركة شربتلي للحلويات والشوكولاتة printed on the sleeve if you wish. To have them in Saudi Arabia two weeks before Ramadan, we would need your order by mid-December.

I can send a sample box with the sleeve in your colours first.

Best regards,
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“, Lithuania
+370 41 52 3187""",
        note="English with an Arabic salutation (`السيد … المحترم`) and `Dear Mr Sameh` (Gulf style, the given name, romanised); answers both requests of the note (halal certificate, Ramadan gift boxes); the Arabic company inside an English sentence; GAC (GCC accreditation)",
        twin=Twin("company_missing", "with the name شركة شربتلي للحلويات والشوكولاتة printed",
                  "with the name of your company printed",
                  found="your company", expected="شركة شربتلي للحلويات والشوكولاتة",
                  note="the company's name replaced by `your company` (its only mention)"),
    ),
    # N011
    Mail(
        "P011", "s1",
        subject="THC reports for our cold-pressed hemp seed oil (BIOFACH)",
        body="""Dear Chris,

It was good to meet you at BIOFACH in Nuremberg. You asked whether we can give a THC lab report for every batch of hemp seed oil: we can. Every batch is tested by an accredited laboratory in Kaunas for Δ9-THC and THCA; the last twelve batches were all below 1 mg/kg, well under the EU maximum of 7.5 mg/kg for hemp seed oil. I attach three recent reports so you can see the format.

The oil is cold-pressed in Šiauliai from organic hemp grown in northern Lithuania, filtered or unfiltered, in 250 ml and 500 ml dark glass bottles, or in 5 l bag-in-box if Dijkman Natuurvoeding prefers to bottle under its own label.

Shall I send samples of both versions to your warehouse?

Kind regards,
Dovilė Norkutė
Head of Export Department – UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English; first written contact after the fair the note records (BIOFACH, Nuremberg); answers the note's request (a THC lab report per batch); company without `B.V.`; Kaunas, Δ9-THC, THCA, the EU limit of 7.5 mg/kg, bag-in-box",
        twin=Twin("note_wrong", "to meet you at BIOFACH in Nuremberg", "to meet you at Natural & Organic Products Europe in London",
                  found="Natural & Organic Products Europe in London", expected="BIOFACH in Nuremberg",
                  note="another organic-trade fair (in London) in place of the note's BIOFACH in Nuremberg"),
    ),
    # N012
    Mail(
        "P012", "s1",
        subject="냉압착 헴프씨드 오일 – cold-pressed hemp seed oil from Lithuania",
        body="""김경희 팀장님께,

I am Dovilė Norkutė, head of export at UAB „Šiaulių Skonis“ in Šiauliai, Lithuania. We press hemp seed oil from Lithuanian-grown hemp seed, cold-pressed below 40 °C and bottled within days of pressing.

I know hemp seed oil is well established in Korea, and that importers need a THC test at import and a clean certificate of analysis. Every batch of ours is tested, and we can provide the documents your customs broker needs for the MFDS import declaration.

If 주식회사 다솜헬스푸드 is looking for a European source, I would be glad to send a sample and our price for 250 ml bottles CIF Busan.

감사합니다.
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“
+370 41 52 3187 | dovile.norkute@siauliuskonis.lt""",
        note="English with a Korean greeting (`김경희 팀장님께`, name with the short form of the recorded title 구매팀장) and closing; a bilingual subject with the category in Korean (헴프씨드 오일); cold introduction; the Hangul company with 주식회사 in front inside an English sentence; MFDS, CIF Busan",
        twin=Twin("contact_wrong", "김경희 팀장님께", "김경미 팀장님께",
                  found="김경미", expected="김경희",
                  note="another given name (경미) for the recorded 경희"),
    ),
    # N013
    Mail(
        "P013", "s1",
        subject="Olej z nasion konopi tłoczony na zimno – oferta z Litwy",
        body="""Szanowny Panie Albercie,

nazywam się Dovilė Norkutė i kieruję działem eksportu w firmie UAB „Šiaulių Skonis“ z Szawli na Litwie. Produkujemy olej z nasion konopi tłoczony na zimno, z konopi uprawianych na północy Litwy.

Piszę, ponieważ szukamy dystrybutora zdrowej żywności w Polsce i sądzę, że nasz olej konopny mógłby zainteresować firmę Bródka Zdrowa Żywność Sp. z o.o. Każda partia jest badana na zawartość THC, a butelki 250 ml z ciemnego szkła mają etykietę w języku polskim.

Dostawa z Szawli do Polski trwa zwykle dwa dni. Chętnie prześlę próbki i cennik.

Z poważaniem
Dovilė Norkutė
Kierowniczka Działu Eksportu
UAB „Šiaulių Skonis“, Litwa
tel. +370 41 52 3187""",
        note="Polish; cold introduction; the vocative `Panie Albercie`; Šiauliai under its Polish name (`z Szawli`); company in full with `Sp. z o.o.` after `firmę`; category as `olej z nasion konopi` and `olej konopny`; sender's title in Polish, feminine",
        twin=Twin("company_misspelled", "firmę Bródka Zdrowa", "firmę Brodka Zdrowa",
                  found="Brodka Zdrowa Żywność", expected="Bródka Zdrowa Żywność Sp. z o.o.",
                  note="the family name without its ó"),
    ),
    # N014
    Mail(
        "P014", "s1",
        subject="Hemp seed oil in 250 ml amber glass",
        body="""Hi Becky,

Thanks for your note about bottles. Yes, we can fill our cold-pressed hemp seed oil in 250 ml amber glass, which is what the health food stores in Melbourne seem to expect on the shelf. The bottle has a tamper-evident cap and a pouring insert, and the label can carry the Australian nutrition information panel and your importer details.

For Parker Wholefoods Pty Ltd the minimum run would be 1,200 bottles (one pallet), with a 14-month best-before. Hemp seed oil has been allowed as a food in Australia since 2017, so nothing special is needed beyond the usual imported food checks.

I'll send pricing CIF Melbourne this week. Would you like two sample bottles first?

Best,
Dovilė Norkutė
Head of Export Department, UAB „Šiaulių Skonis“
dovile.norkute@siauliuskonis.lt | +370 41 52 3187""",
        note="English reply to the note's request (250 ml amber glass bottles) with its city (Melbourne, health food stores); company in full with `Pty Ltd`; CIF Melbourne; the sender's e-mail in the signature",
        twin=Twin("sender_wrong", "dovile.norkute@siauliuskonis.lt", "dovile.norkute@siauliuskonis.com",
                  expected="dovile.norkute@siauliuskonis.lt", note="the sender's e-mail with `.com` for `.lt`"),
    ),
    # N015
    Mail(
        "P015", "s1",
        subject="Βιολογικό κανναβέλαιο – organic hemp seed oil from Lithuania",
        body="""Αγαπητέ κύριε Βορλόκα,

My name is Dovilė Norkutė; I head the export department of UAB „Šiaulių Skonis“ in Šiauliai, Lithuania. We cold-press organic hemp seed oil from hemp grown on our partner farms, certified under the EU organic regulation.

I understand that Βορλόκας Βιολογικά Προϊόντα Ο.Ε. supplies organic products in Greece, where hemp seed oil has become a regular item in health shops and pharmacies. We ship in 250 ml and 500 ml dark glass bottles with Greek labels, by groupage truck to Thessaloniki or Athens in about five days.

May I send you a sample and our price list?

Με εκτίμηση,
Dovilė Norkutė
Head of Export Department
UAB „Šiaulių Skonis“
+370 41 52 3187""",
        note="English with the Greek vocative greeting (`κύριε Βορλόκα` for Βορλόκας) and a Greek closing; cold introduction; a bilingual subject (κανναβέλαιο); the Greek company with `Ο.Ε.` inside an English sentence; Thessaloniki, Athens",
        twin=Twin("country_wrong", "supplies organic products in Greece", "supplies organic products in Cyprus",
                  found="Cyprus", expected="Greece",
                  note="Cyprus, a Greek-speaking neighbour, for the buyer's Greece"),
    ),
    # N016
    Mail(
        "P016", "s2",
        subject="HACCP plan and FIP status – frozen mahi-mahi portions from Piura",
        body="""Dear William,

Thank you for visiting us at Seafood Expo North America in Boston. As promised, I attach our HACCP plan for the frozen mahi-mahi portions, approved by SANIPES, Peru's fisheries health authority, together with our FDA facility registration.

On FIP status: our mahi-mahi comes from the Peruvian artisanal longline fishery, which has been in a comprehensive Fishery Improvement Project since 2015 and is currently rated B on FisheryProgress.org. I have added the latest progress report.

As seafood buyer at Peters Seafood Company you will want the specs too: skinless, boneless 6 oz and 8 oz portions, individually vacuum-packed, 10 lb cases, packed at our plant in Paita from fish landed October to March.

Best regards,
Rosa Chunga
Coordinadora de Negocios Internacionales
Comercializadora Tallán del Norte S.A.C.
Piura, Peru · +51 73 30 4521""",
        note="English; first written contact after the fair the note records (Seafood Expo North America, Boston); answers both of the note's needs (HACCP plan, FIP status); the title in lower case inside a sentence (`As seafood buyer at`); company without `, Inc.`; sender signs `Rosa Chunga` (first given name and first surname, as Peruvians do); SANIPES, Paita, FisheryProgress",
        twin=Twin("title_wrong", "As seafood buyer at", "As seafood sales manager at",
                  found="seafood sales manager", expected="Seafood Buyer",
                  note="a sales manager's title for the recorded Seafood Buyer"),
    ),
    # N017
    Mail(
        "P017", "s2",
        subject="Peruvian mahi-mahi portions for Davis Ocean Foods",
        body="""Dear Ms Davis,

I am writing from Comercializadora Tallán del Norte S.A.C. in Piura, on Peru's northern coast. We pack frozen mahi-mahi portions from the artisanal fleet of Paita, and after several seasons with importers in the United States we would like to start working in Canada.

Our portions are skinless and boneless, 4, 6 and 8 oz, individually vacuum-packed and frozen at -35 °C within hours of landing. The season runs from October to March, so now is the right time to agree volumes for the coming months.

Would Davis Ocean Foods Ltd. be open to a trial, either a full 40-ft container or a mixed LCL shipment to the Canadian port you prefer?

Atentamente,
Rosa Elvira Chunga Sernaqué
International Business Coordinator
Comercializadora Tallán del Norte S.A.C.
+51 73 30 4521 | rchunga@tallandelnorte.com.pe""",
        note="English with a Spanish closing; cold introduction; company short in the subject and in full with `Ltd.` in the body; the United States named as an earlier market; the sender's full name and her title translated; Paita, LCL",
        twin=Twin("company_foreign", "Would Davis Ocean Foods Ltd. be open", "Would Peters Seafood Company, Inc. be open",
                  found="Peters Seafood Company, Inc.", expected="Davis Ocean Foods Ltd.",
                  note="another mahi-mahi buyer's company of this set (the US P016)"),
    ),
    # N018
    Mail(
        "P018", "s2",
        subject="Ficha técnica – porciones de mahi-mahi 6-8 oz sin piel",
        body="""Estimado Sr. Cañete:

Le adjunto la ficha técnica que nos pidió de nuestras porciones congeladas de mahi-mahi (perico, como lo llamamos en Perú; lampuga o dorado en España). Como nos indicó, las porciones son de 6-8 oz (170-225 g), sin piel y sin espinas, envasadas al vacío una a una y congeladas a -35 °C.

Cajas de 10 lb (4,54 kg), palés de 80 cajas. Nuestra planta tiene número de autorización sanitaria para la UE, así que la mercancía puede entrar por Algeciras o Valencia sin problemas.

Si a Pescados Cañete le interesa, le preparo una oferta CFR Valencia de porciones de mahi-mahi para un contenedor de 20 pies.

Un cordial saludo,

Rosa Chunga Sernaqué
Coordinadora de Negocios Internacionales
Comercializadora Tallán del Norte S.A.C.
Piura (Perú) – Tel. +51 73 30 4521""",
        note="Spanish; reply to the Spanish note's request (technical sheet, 6-8 oz skinless portions); `Estimado Sr. Cañete:` with a colon; the fish's other names (perico in Peru, lampuga or dorado in Spain); company without `S.L.`; grams beside ounces, Algeciras, Valencia, CFR",
        twin=Twin("category_wrong", "CFR Valencia de porciones de mahi-mahi", "CFR Valencia de porciones de pez espada",
                  found="pez espada", expected="frozen mahi-mahi portions",
                  note="swordfish portions offered instead of the buyer's mahi-mahi"),
    ),
    # N019
    Mail(
        "P019", "s2",
        subject="Vicenzaoro – certificati 925 per la filigrana d'argento",
        body="""Gentile Sig.ra Tartini,

è stato un piacere conoscerla a Vicenzaoro a gennaio. Come promesso, le scrivo a proposito dei certificati per l'argento 925.

Tutti i nostri gioielli in filigrana d'argento sono realizzati a mano dagli artigiani di Catacaos, vicino a Piura, in argento sterling 925. Ogni lotto viene analizzato da un laboratorio accreditato e riceve un certificato di titolo; inoltre ogni pezzo porta il punzone "925" e il marchio del nostro laboratorio. Le allego un esempio di certificato e il catalogo con orecchini, ciondoli e spille.

Per Tartini Gioielli possiamo preparare una selezione campione di 30 pezzi da spedire in Italia con corriere espresso, con fattura proforma.

Cordiali saluti,

Rosa Elvira Chunga Sernaqué
Coordinatrice Affari Internazionali
Comercializadora Tallán del Norte S.A.C.
Piura, Perù – tel. +51 73 30 4521""",
        note="Italian; first written contact after the fair the note records (Vicenzaoro in January); answers the note's request (925 hallmark certificates); `Gentile Sig.ra Tartini`; company without `S.r.l.`; category as `gioielli in filigrana d'argento`; the sender's title in Italian; Catacaos",
        twin=Twin("artifact", "a mano dagli artigiani", "a mano dagli dagli artigiani",
                  found="dagli dagli", expected="dagli", note="a doubled word"),
    ),
    # N020
    Mail(
        "P020", "s2",
        subject="Peruvian silver filigree for Mills & Ashworth",
        body="""Dear Ms Mills,

I'm Rosa Chunga from Comercializadora Tallán del Norte S.A.C. in Piura, Peru. We work with about forty filigree silversmiths in Catacaos, a town famous in Peru for this craft, and export their jewellery in 925 sterling silver: earrings, pendants, brooches and hair combs.

Filigree is very fine work. Each piece is built from silver wire thinner than a hair, twisted and soldered by hand, so no two are quite the same. I think a small capsule collection could work well at Mills & Ashworth Jewellers, especially for the gift seasons, and we can have the pieces hallmarked through the Birmingham Assay Office before they go on sale.

Would you like our lookbook and trade prices?

Kind regards,
Rosa Chunga
International Business Coordinator
Comercializadora Tallán del Norte S.A.C.
+51 73 30 4521""",
        note="English; cold introduction; company short in the subject (`Mills & Ashworth`) and without `Ltd` in the body; `silver filigree` and `filigree … jewellery` for the category; UK hallmarking (Birmingham Assay Office); the sender's title translated",
        twin=Twin("company_missing", "could work well at Mills & Ashworth Jewellers, especially",
                  "could work well at your shop, especially",
                  found="your shop", expected="Mills & Ashworth Jewellers Ltd",
                  note="every mention of the company replaced (`your shop` in the body, in the subject too)",
                  more=(("subject", "for Mills & Ashworth", "for your shop"),)),
    ),
]
