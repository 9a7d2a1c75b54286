"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import E, T

MAILS = [
E("P021", "s2", "Aleppo pepper for Ó Fionntáin Fine Foods",
"""Dear Ms Ó Fionntáin,

I'm Rasha Al-Jabri, export manager at Qalaat Halab Trading Co. L.L.C. in Aleppo, Syria. We produce Aleppo pepper flakes the traditional way: the Halaby peppers are sun-dried on the rooftops, seeded, crushed and lightly oiled.

For a fine-food distributor in Ireland we suggest:
- 100 g and 250 g resealable pouches with an English label
- 5 kg catering tubs
- delivery DAP Dublin by groupage via Rotterdam, minimum 300 kg

Many of your chefs will know it as pul biber or Halaby pepper. I'd be happy to send a sample and our price list.

With kind regards,
Rasha Al-Jabri
+963 21 266 4810 | www.qalaathalab.com""",
"cold introduction in English to an Irish-named buyer (Ms Ó Fionntáin with the fada); company without DAC; Dublin via Rotterdam; pul biber",
T("company_misspelled", "subject", "Ó Fionntáin Fine Foods", "O'Fionntain Fine Foods", "Ó Fionntáin Fine Foods DAC", "the Irish form anglicised with an apostrophe and the fada lost")),

E("P022", "s2", "حبة البركة السورية – عرض توريد",
"""الأستاذ ساهد حجار المحترم،
مدير المشتريات، شركة حجار التجارية

السلام عليكم ورحمة الله،

يسرنا في شركة قلعة حلب للتجارة (Qalaat Halab Trading Co. L.L.C.) أن نعرض عليكم حبة البركة (الحبة السوداء) من محصول هذا العام:
- نقاوة 99%، منظفة آلياً
- أكياس ورقية 25 كغ أو عبوات 500 غ للتجزئة
- شحن CFR ميناء جدة الإسلامي

هل ترغبون في عينة؟

مع خالص التحيات،
رشا الجابري
مديرة التصدير
حلب – سوريا""",
"cold introduction wholly in Arabic; الأستاذ with the full name; company in Arabic as recorded; حبة البركة / الحبة السوداء for nigella seeds; Jeddah Islamic Port",
T("company_foreign", "body", "مدير المشتريات، شركة حجار التجارية", "مدير المشتريات، تغلب بن وائل للتوابل ذ.م.م", "شركة حجار التجارية", "another buyer's (Arabic-script) company of this set", found="تغلب بن وائل للتوابل ذ.م.م")),

E("P023", "s2", "Nigella seeds with COA per lot",
"""Dear Mr Booth,

We understand that Booth Wholefoods needs a certificate of analysis with every lot. All our nigella seeds (Nigella sativa, sometimes sold as black cumin or kalonji) are tested by an accredited lab before shipping, and each COA covers:
- purity (min 99%) and foreign matter
- moisture
- aflatoxins B1 and total, ochratoxin A
- salmonella and E. coli
- pesticide residues to UK MRLs

Packing 25 kg paper bags; we ship CIF Felixstowe in 20' containers or groupage.

I have attached a sample COA from our current lot. Shall I send a 500 g sample?

Best regards,
Rasha Al-Jabri
Export Manager, Qalaat Halab Trading Co. L.L.C.
Aleppo, Syria""",
"reply to the COA need the note records; wholly English; company without Ltd; kalonji / black cumin as other names of nigella (not cumin); Felixstowe, UK MRLs",
T("company_missing", "body", [("that Booth Wholefoods needs", "that your company needs")], "your company", "Booth Wholefoods Ltd", "the only mention of the company replaced")),

E("P024", "s3", "Grano duro kazako – specifiche (proteine min. 13%)",
"""Gentile Sig. Pizzo,

come da Sua richiesta, Le invio le specifiche del nostro grano duro della regione di Kostanay e del Nord Kazakhstan:

- Proteine (s.s.): min. 13,0% – il raccolto 2026 è in media al 13,8%
- Peso ettolitrico: min. 80 kg/hl
- Vitrosità: min. 85%
- Umidità: max. 13,5%
- Falling number: min. 300 s
- Impurità: max. 2%

Spediamo via ferrovia fino al porto di Poti (Georgia) o in container attraverso la Russia, e da lì CIF Bari o Ravenna. Quantità minima: 3.000 t per nave, oppure container da 25 t.

Per Pastificio Pizzo possiamo inviare un campione di 2 kg.

Distinti saluti,
Aigerim Seitkali
TOO "Esil Astyq", Petropavl, Kazakhstan
+7 7152 46 19 03""",
"reply to the spec request the note records (protein min. 13%); wholly Italian; grano duro; other countries as routes (Georgia, Russia); Bari, Ravenna; the company without S.p.A.",
T("contact_wrong", "body", "Gentile Sig. Pizzo,", "Gentile Sig. Pozzo,", "Saverio Pizzo", "the contact's family name changed", found="Pozzo")),

E("P025", "s3", "Offre blé dur CFR Alger – 5 000 t",
"""Monsieur Madi,

Suite à votre demande, nous avons le plaisir de vous faire l'offre suivante pour les Moulins Madi :

Produit : blé dur du Kazakhstan, récolte 2026
Protéines : 13,5 % min. (sur sec)
Poids spécifique : 80 kg/hl min.
Grains mitadinés : 15 % max.
Quantité : 5 000 t (± 10 % au choix du vendeur)
Prix : 318 USD/t CFR Alger
Expédition : via la mer Noire (port de Novorossiïsk), novembre–décembre
Paiement : lettre de crédit irrévocable à vue

En tant que directeur des approvisionnements, vous souhaiterez peut-être un échantillon avant de confirmer : nous pouvons l'expédier par DHL.

Veuillez agréer, Monsieur, nos salutations distinguées.

Aigerim Seitkali
Responsable export – TOO "Esil Astyq"
Petropavl, Kazakhstan""",
"reply to the offer the note asks for (CFR Alger, 5 000 t); wholly French; `les Moulins Madi` without EURL (legal form first in the record); blé dur, grains mitadinés; Novorossiysk (Russia) as a route; title in lower case",
T("title_wrong", "body", "En tant que directeur des approvisionnements, vous", "En tant que directeur commercial, vous", "Directeur des approvisionnements", "a sales title for a purchasing one", found="directeur commercial")),

E("P026", "s3", "Durum wheat from North Kazakhstan",
"""Dear Mr Həsənzadə,

My name is Aigerim Seitkali; I head the export department of TOO "Esil Astyq", a grain trader in Petropavl, Kazakhstan.

We ship durum wheat to flour mills in the Caspian region by rail and via the port of Aktau to Baku (Alat). For "Həsənzadə Un" we can offer:
- durum wheat, protein 13%+, vitreousness 80%+
- wagons of 65 t or ferry lots of 2,000–3,000 t
- DAP Baku or FCA Aktau

Would you like a current price?

Best regards,
Aigerim Seitkali
+7 7152 46 19 03
www.esilastyq.kz""",
"cold introduction in English; the Azerbaijani ə in the contact's and company's names; company in quotes without MMC; Aktau, Baku (Alat); sender's Kazakh title given in English",
T("category_wrong", "body", "We ship durum wheat to flour mills", "We ship soft milling wheat to flour mills", "durum wheat", "a neighbouring wheat the sender does not sell (in the first mention)", found="soft milling wheat")),

E("P027", "s3", "哈萨克斯坦啤酒大麦供应 – Esil Astyq",
"""青岛海丰麦芽有限公司
吴雷经理：

您好！我是哈萨克斯坦TOO "Esil Astyq"公司出口部负责人Aigerim Seitkali（艾格丽姆）。

我公司位于北哈萨克斯坦州彼得罗巴甫尔，主营啤酒大麦（二棱春大麦），可通过霍尔果斯或阿拉山口铁路口岸发往中国：
- 发芽率 ≥ 95%
- 蛋白质 9.5–11.5%
- 水分 ≤ 13%
- 已取得海关总署输华大麦注册

请问贵公司明年的采购计划如何？我们可以提供样品和CPT阿拉山口报价。

此致
敬礼

Aigerim Seitkali
TOO "Esil Astyq"
+7 7152 46 19 03""",
"cold introduction wholly in Chinese; the contact as 吴雷经理 (surname + given name + 经理, the recorded title 采购经理 shortened); malting barley as 啤酒大麦; Khorgos / Alashankou border crossings; CPT",
T("country_wrong", "body", "我是哈萨克斯坦TOO", "我是乌兹别克斯坦TOO", "Kazakhstan", "the sender's country changed to Uzbekistan", found="乌兹别克斯坦")),

E("P028", "s3", "Malting barley from Kazakhstan",
"""Dear Mr Zafari,

I am writing from TOO "Esil Astyq" in Petropavl, Kazakhstan. We export two-row spring malting barley and already ship by rail through Turkmenistan (Serakhs) to Iran.

Typical specification:
- germination 95% min.
- protein 10–11.5%
- screenings (<2.2 mm) 5% max.

We can deliver DAP Sarakhs or FCA Petropavl in hopper wagons. Please let me know if شرکت ظفری مالت would be interested in an offer for the coming season.

Best regards,
Aigerim Seitkali
Head of Export, TOO "Esil Astyq"
+7 7152 46 19 03""",
"cold introduction in English to a Persian-script buyer: the contact romanised (Mr Zafari for ظفری) and the company kept in Persian script without (سهامی خاص); Turkmenistan as a route; Serakhs / Sarakhs",
T("sender_wrong", "body", "Head of Export, TOO \"Esil Astyq\"", "Head of Export, TOO \"Esil Astyk\"", "TOO \"Esil Astyq\"", "the sender's company spelt with k for q in the signature", found="TOO \"Esil Astyk\"")),

E("P029", "s3", "ข้อเสนอข้าวบาร์เลย์ทำมอลต์จากคาซัคสถาน",
"""เรียน คุณสิราพร ถนัดเดินข่าว
ผู้จัดการฝ่ายจัดซื้อ บริษัท ถนัดเดินข่าว มอลต์ จำกัด

ดิฉัน Aigerim Seitkali หัวหน้าฝ่ายส่งออกของบริษัท TOO "Esil Astyq" ประเทศคาซัคสถาน ขอแนะนำข้าวบาร์เลย์สำหรับทำมอลต์ (two-row spring barley) คุณภาพดี:
- อัตราการงอก 95% ขึ้นไป
- โปรตีน 10–11.5%
- บรรจุกระสอบ 50 กก. หรือตู้คอนเทนเนอร์ 20 ฟุต
- ราคา CFR ท่าเรือแหลมฉบัง

หากสนใจ ยินดีส่งตัวอย่างให้ค่ะ

ขอแสดงความนับถือ
Aigerim Seitkali
TOO "Esil Astyq"
+7 7152 46 19 03""",
"cold introduction wholly in Thai; เรียน คุณ + full name; title and company in Thai as recorded; ข้าวบาร์เลย์สำหรับทำมอลต์; Laem Chabang",
T("artifact", "body", "- อัตราการงอก 95% ขึ้นไป\n", "- อัตราการงอก 95% ขึ้นไป\n- อัตราการงอก 95% ขึ้นไป\n", "", "a repeated list line", found="- อัตราการงอก 95% ขึ้นไป\n- อัตราการงอก 95% ขึ้นไป")),

E("P030", "s3", "そば用丸抜き（未焙煎）サンプル発送のご案内",
"""株式会社加藤製粉
購買部長 加藤 稔様

いつもお世話になっております。カザフスタンのTOO "Esil Astyq"のアイゲリム・セイトカリです。

先日ご依頼いただきました未焙煎のそばの実（丸抜き）のサンプル2kgを、本日国際宅配便にて発送いたしました。

・産地：北カザフスタン州
・品種：ボガタヤ種
・水分：13.5％以下
・異物：0.3％以下

本格的なお取引の際は、コンテナにて横浜港CIFでのご提案が可能です。

ご検討のほど、よろしくお願いいたします。

アイゲリム・セイトカリ
TOO "Esil Astyq"（カザフスタン）""",
"reply to the sample request the note records (unroasted buckwheat groats); wholly Japanese; address block with title and 様; buckwheat groats as そばの実（丸抜き）; the sender's name in katakana; Yokohama CIF",
T("note_wrong", "body", "先日ご依頼いただきました未焙煎のそばの実（丸抜き）のサンプル2kg", "先日ご依頼いただきました焙煎済みのそばの実（丸抜き）のサンプル2kg", "unroasted buckwheat groats", "the sample the note records was unroasted; the twin says roasted", found="焙煎済み")),

E("P031", "s3", "Griķi no Kazahstānas / Buckwheat groats from Kazakhstan",
"""Labdien, Krūmiņas kundze!

My name is Aigerim Seitkali, head of export at TOO "Esil Astyq" in Petropavl, Kazakhstan. Forgive me for continuing in English.

We produce buckwheat groats (griķi) – roasted and unroasted, whole kernels, grade 1 – in 25 kg and 1,000 kg bags. For SIA "Krūmiņa Graudi" we can deliver by truck or rail via Russia to Riga, DAP.

Would you like a sample?

Ar cieņu / Best regards,
Aigerim Seitkali
+7 7152 46 19 03""",
"cold introduction in English with a Latvian greeting and closing; Krūmiņas kundze (the genitive of the recorded Krūmiņa); griķi; Russia as a route; Riga",
T("company_misspelled", "body", "For SIA \"Krūmiņa Graudi\" we", "For SIA \"Krumina Graudi\" we", "SIA \"Krūmiņa Graudi\"", "the Latvian diacritics lost", found="SIA \"Krumina Graudi\"")),

E("P032", "s3", "Гречневая крупа из Казахстана",
"""Здравствуйте, Акива!

Знаю, что Вам удобнее переписка на русском, поэтому пишу по-русски. Меня зовут Айгерим Сейткали, я руковожу отделом экспорта ТОО «Esil Astyq» (Петропавловск, Казахстан).

Мы поставляем гречневую крупу ядрицу первого сорта:
- обжаренная и необжаренная (зелёная)
- фасовка по 25 кг и биг-бэги 1 т
- доставка CIF Ашдод в 20-футовых контейнерах, кошерная сертификация возможна

Если компании רפאל מזון интересно, пришлю образцы и прайс-лист.

С уважением,
Айгерим Сейткали
ТОО «Esil Astyq»
+7 7152 46 19 03""",
"cold introduction wholly in Russian as the note asks; the contact's Hebrew first name in Cyrillic (Акива for עקיבא); the company in Hebrew script without בע\"מ inside a Russian sentence; the sender's Cyrillic name and Петропавловск (Russian for Petropavl); ядрица; Ashdod",
T("company_foreign", "body", "Если компании רפאל מזון интересно", "Если компании \"Həsənzadə Un\" интересно", "רפאל מזון בע\"מ", "another buyer's company of this set", found="\"Həsənzadə Un\"")),

E("P033", "s4", "Chilgoza price per kg – CIF Delhi by air",
"""Dear Mr Malhotra,

Thank you for your enquiry about chilgoza. Here are our current prices for Afghan pine nuts (Pinus gerardiana) from Khost and Paktia, new crop:

| Grade | Description | USD/kg CIF Delhi (air) |
|---|---|---|
| Jumbo | in shell, 650–700 nuts/kg | 36.50 |
| Large | in shell, 750–800 nuts/kg | 33.00 |
| Kernels | shelled, hand-picked | 74.00 |

Packing 10 kg cartons; minimum 500 kg per airway bill from Kabul to Delhi. Phytosanitary certificate and certificate of origin (SAFTA) included.

Please let me know the quantity for Malhotra Dry Fruits and we will book space.

Regards,
Ahmad Shah Noorzai
Export Manager
Spin Ghar Meva Trading Co. Ltd., Kabul
+93 20 230 1745""",
"reply to the price request the note records (per kg, CIF Delhi by air); wholly English; a table; chilgoza / Pinus gerardiana; Khost, Paktia; company without Pvt. Ltd.; SAFTA",
T("company_missing", "body", [("for Malhotra Dry Fruits and", "for your company and")], "your company", "Malhotra Dry Fruits Pvt. Ltd.", "the only mention of the company replaced")),

E("P034", "s4", "阿富汗松子供应 – Spin Ghar Meva",
"""庄春梅经理：

您好！我是阿富汗Spin Ghar Meva Trading Co. Ltd.出口经理Ahmad Shah Noorzai。

我们主营阿富汗松子（巴基斯坦松/Chilgoza），可通过喀布尔—上海的空运航线发货：
・带壳松子，每公斤约700粒
・松子仁，手工挑选
・10公斤纸箱，CIF上海浦东

请问上海庄记坚果有限公司目前的进口需求如何？欢迎索取样品。

祝好
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.
+93 20 230 1745""",
"cold introduction wholly in Chinese; the contact as 庄春梅经理 (the recorded 进口部经理 shortened); the sender's Latin name and company in a Chinese mail; 松子 / Chilgoza; Pakistan in the pine's Chinese name (巴基斯坦松); Kabul–Shanghai air route",
T("contact_wrong", "body", "庄春梅经理：", "庄春兰经理：", "庄春梅", "the contact's given name changed", found="庄春兰")),

E("P035", "s4", "Afgan çam fıstığı (chilgoza) teklifi",
"""Sayın Öztürk Öcalan,

Kabil'deki Spin Ghar Meva Trading Co. Ltd. firmasından yazıyorum. Afganistan'ın Khost ve Paktia bölgelerinden chilgoza çam fıstığı ihraç ediyoruz.

Satın Alma Müdürü olarak ilginizi çekebilecek ürünlerimiz:
- Kabuklu chilgoza, jumbo boy
- İç çam fıstığı, elle ayıklanmış
- 10 kg karton, CIP İstanbul (hava yolu)

Öcalan Kuruyemiş için numune gönderebiliriz.

Saygılarımla,
Ahmad Shah Noorzai
İhracat Müdürü
Spin Ghar Meva Trading Co. Ltd.""",
"cold introduction wholly in Turkish; Sayın + full name; the recorded title in a Turkish sentence; `Öcalan Kuruyemiş` without the long legal form; çam fıstığı; the sender's title in Turkish; CIP İstanbul",
T("title_wrong", "body", "Satın Alma Müdürü olarak", "Satış Müdürü olarak", "Satın Alma Müdürü", "a sales title for a purchasing one", found="Satış Müdürü")),

E("P036", "s4", "Bio-Maulbeeren getrocknet – Zertifikat und Rückstandsanalyse",
"""Sehr geehrte Frau Zobel,

vielen Dank für Ihre Nachricht. Für Zobel Naturkost haben wir die gewünschten Unterlagen zusammengestellt:

1. EU-Bio-Zertifikat (Kontrollstelle CERES, gültig bis 11/2027) für weiße getrocknete Maulbeeren
2. Pestizid-Rückstandsanalyse (GC-MS/LC-MS, über 500 Wirkstoffe) der aktuellen Partie, Labor in Hamburg – keine Befunde über der Bestimmungsgrenze
3. Produktspezifikation: sonnengetrocknet, Herkunft Parwan und Kabul, Feuchtigkeit max. 14 %, 12,5-kg-Kartons

Lieferung CIP Frankfurt per Luftfracht oder per Container über Karachi (Pakistan) nach Hamburg.

Mit freundlichen Grüßen
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.
Kabul, Afghanistan
+93 20 230 1745""",
"reply to the certificate and analysis the note records; wholly German; getrocknete Maulbeeren; `Zobel Naturkost` without GmbH; Karachi (Pakistan) as a route, Hamburg, Frankfurt",
T("category_wrong", "body", "für weiße getrocknete Maulbeeren", "für weiße getrocknete Feigen", "dried mulberries", "a neighbouring dried fruit (figs) the sender does not sell", found="getrocknete Feigen")),

E("P037", "s4", "Dried white mulberries from Afghanistan",
"""Dear Ms Bakiera,

I am Ahmad Shah from Spin Ghar Meva Trading, an exporter of dried fruit and nuts in Kabul. Our sun-dried white mulberries (suszona morwa biała) are popular with Polish health-food shops.

- Grade A, whole berries, no added sugar or sulphite
- 10 kg cartons, 1 pallet = 500 kg
- CIP Warsaw by air, or by truck via Iran and Turkey

Could I send a sample to Bakiera Bakalie?

Kind regards,
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.
ahmadshah.noorzai@spingharmeva.af""",
"cold introduction in English with the product in Polish (suszona morwa biała); the sender introduces himself by his first names; Iran and Turkey as routes; Warsaw",
T("country_wrong", "body", "an exporter of dried fruit and nuts in Kabul", "an exporter of dried fruit and nuts in Kabul, Pakistan", "Afghanistan", "the sender's city placed in Pakistan", found="Kabul, Pakistan")),

E("P038", "s4", "5 kg sample of white (Hadda) hing",
"""Dear Mr Natarajan,

Following your request, we have dispatched a 5 kg sample of white Hadda asafoetida (Ferula assa-foetida) to your factory today by air cargo, Kabul–Chennai.

Sample details:
- Type: Hadda (white/kabuli), raw resin tears, this season
- Origin: Herat and Farah
- Packing: 5 kg tin
- AWB and phytosanitary certificate attached

For your perungayam compounding, regular lots can be shipped in 25 kg tins, CIP Chennai. Price on confirmation of the sample.

Regards,
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.
+93 20 230 1745""",
"reply to the sample request the note records (white Hadda hing, 5 kg); wholly English; hing / Hadda / kabuli / perungayam as names of asafoetida; Herat, Farah, Chennai",
T("sender_wrong", "body", "Spin Ghar Meva Trading Co. Ltd.\n+93", "Spin Ghar Mewa Trading Co. Ltd.\n+93", "Spin Ghar Meva Trading Co. Ltd.", "the sender's company spelt Mewa in the signature", found="Spin Ghar Mewa Trading Co. Ltd.")),

E("P039", "s4", "अफगानी हिङ्ग आपूर्ति – Spin Ghar Meva",
"""आदरणीय किशोर गौतम जी,

नमस्कार। म काबुल, अफगानिस्तानको Spin Ghar Meva Trading Co. Ltd. बाट अहमद शाह नूरजई लेख्दैछु। हामी हेरात र फराहबाट कच्चा हिङ्ग (असाफोटिडा) निर्यात गर्छौं।

- हड्डा (सेतो) र लाल हिङ्ग
- ५ र २५ किलो टिन
- भारत (कोलकाता) हुँदै सडक मार्गबाट काठमाडौं सम्म ढुवानी

गौतम ट्रेडर्सलाई नमूना पठाउन पाउँदा खुसी लाग्नेछ।

धन्यवाद,
Ahmad Shah Noorzai
Spin Ghar Meva Trading Co. Ltd.
+93 20 230 1745""",
"cold introduction wholly in Nepali (Devanagari); जी after the full name; the sender's name in Devanagari; company short `गौतम ट्रेडर्स` without प्रा. लि.; हिङ्ग for asafoetida; India (Kolkata) as a route",
T("artifact", "body", "हामी हेरात र फराहबाट कच्चा हिङ्ग (असाफोटिडा) निर्यात गर्छौं।", "हामी हेरात र फराहबाट कच्चा हिङ्ग (असाफो", "", "a sentence cut off", found="हामी हेरात र फराहबाट कच्चा हिङ्ग (असाफो")),

E("P040", "s4", "Asafoetida from Afghanistan for Wickramasinghe Spices",
"""Dear Mr Wickramasinghe,

I am Ahmad Shah Noorzai, export manager of Spin Ghar Meva Trading Co. Ltd. in Kabul. We export raw asafoetida (perungayam / hing) resin from Herat to spice compounders across South Asia.

We can offer Hadda (white) and red asafoetida in 25 kg tins, CIF Colombo via Karachi. As Purchasing Manager you may also want our lab report on gum and resin content, which I can send with the price list.

Kind regards,
Ahmad Shah Noorzai
+93 20 230 1745""",
"short cold introduction in English; the recorded title in an English sentence; company without (Pvt) Ltd; Karachi route, Colombo",
T("note_wrong", "body", "I am Ahmad Shah Noorzai, export manager", "It was good to meet you at the Spices & Herbs fair in Colombo last month. I am Ahmad Shah Noorzai, export manager", "", "a meeting at a fair claimed for a buyer with no note", found="It was good to meet you at the Spices & Herbs fair in Colombo last month.")),
]
