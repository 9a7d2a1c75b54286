"""Natural e-mails N021-N040 (one per buyer P021-P040), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N021 -> P021
    Mail("P021", "s2",
         "Tonka beans for fragrance use – certificate of analysis with every lot",
         """\
Dear Mr Shepard,

Thank you for your enquiry about tonka beans. I understand that Shepard Aromatics uses tonka for fragrance only, as it is not permitted in food in the US, and our beans already go to perfumery and tincture makers for exactly that purpose.

Every lot ships with a certificate of analysis: coumarin content (HPLC), moisture, foreign matter and a microbiological screen. A sample certificate from our last lot is attached.

Current offer: 2025 crop, crystallised and hand-sorted, 25 kg cartons, USD 38/kg FOB La Guaira. We can also ship to you in the United States by air freight via Miami for smaller lots.

Kind regards,
María Alejandra Rangel
Head of Export | Exportadora Chama Andina, C.A.
Mérida, Venezuela""",
         "first e-mail, reply to the note (fragrance use only, a certificate of analysis with each "
         "lot); English; the company without `Inc.`; FOB La Guaira, Miami",
         Twin("country_wrong", "ship to you in the United States", "ship to you in Mexico",
              "United States", "the buyer placed in Mexico", found="Mexico")),
    # N022 -> P022
    Mail("P022", "s2",
         "台北國際烘焙暨設備展後續：70% 黑巧克力調溫巧克力樣品",
         """\
薛主任您好：

很高興去年十一月在台北國際烘焙暨設備展與您見面。依照您的要求，我們已將 70% 黑巧克力調溫巧克力（couverture）樣品寄往貴公司，共兩款：

1. Sur del Lago 70%：可可來自委內瑞拉馬拉開波湖南岸，果香明顯
2. Barlovento 70%：可可來自米蘭達州沿海地區，帶有堅果與紅茶的風味

每款 1 公斤，為鈕扣狀（callets），預計兩週內送達。試用後若有任何意見，歡迎隨時告訴我。

敬祝 商祺

María Alejandra Rangel
出口經理
Exportadora Chama Andina, C.A.
委內瑞拉 梅里達""",
         "follow-up: first contact after the fair the note records, with the samples it asked for; "
         "wholly in traditional Chinese; `薛主任` for the 採購主任; the fair's Chinese name; "
         "Sur del Lago and Barlovento origins; the sender's title translated",
         Twin("artifact", "我們已將 70%", "我們已將已將 70%", "已將", "a doubled word",
              found="已將已將")),
    # N023 -> P023
    Mail("P023", "s2",
         "Venezuelan dark couverture for your pralines and desserts",
         """\
السيد مهيب العليان المحترم،

As مدير المشتريات at مؤسسة العليان للحلويات, you may be looking for a dark couverture with a clear origin for your pralines and desserts. I am María Alejandra Rangel, Head of Export at Exportadora Chama Andina in Mérida, Venezuela.

Our dark chocolate couverture is made from Venezuelan fine-flavour cacao:
- 70 % and 64 % cocoa, callets in 5 kg bags
- Halal certified, shelf life 24 months
- Shipped in reefer containers at 15–18 °C to Jeddah or Dammam

May I send you 1 kg of each for your pastry chefs to test?

مع خالص التحيات،
María Alejandra Rangel
Head of Export
Exportadora Chama Andina, C.A.""",
         "first e-mail, cold introduction; English with an Arabic greeting and closing; the "
         "recorded title and the full company in Arabic script inside an English sentence; "
         "reefer at 15–18 °C, Jeddah, Dammam, halal",
         Twin("title_wrong", "As مدير المشتريات at", "As مدير المبيعات at", "مدير المشتريات",
              "purchasing manager turned into sales manager", found="مدير المبيعات")),
    # N024 -> P024
    Mail("P024", "s3",
         "Résine de myrrhe de Somalie",
         """\
Monsieur Duhamel,

Je me permets de vous contacter au sujet de la myrrhe. Je m'appelle Hodan Abdirahman Warsame et je suis responsable export et logistique chez Karkaar Coast Trading, à Bosaso, en Somalie.

Nous proposons de la résine de myrrhe (Commiphora myrrha) récoltée dans la région de Bari : larmes triées à la main en grades 1 et 2, teneur en huile essentielle de 3 à 7 % selon le lot. Nous livrons en sacs de 25 kg, par conteneur avec transbordement à Jebel Ali.

Pour Duhamel Naturels, je peux préparer un échantillon de 1 kg de chaque grade.

Bien cordialement,
Hodan Warsame
Responsable export & logistique
Karkaar Coast Trading Co.""",
         "first e-mail, cold introduction; wholly in French; `Monsieur Duhamel,` alone; the company "
         "without `SARL`; the sender's title in French and her name shortened (given name and "
         "family name, without the father's name); Commiphora myrrha, Bari, Jebel Ali",
         Twin("category_wrong", "Nous proposons de la résine de myrrhe",
              "Nous proposons de la résine d'oliban", "myrrh resin",
              "frankincense (oliban), the neighbouring Somali resin, offered in place of myrrh",
              found="résine d'oliban")),
    # N025 -> P025
    Mail("P025", "s3",
         "Bola (myrrh) with a botanical identity certificate",
         """\
नमस्ते वासिष्ठ जी,

Thank you for your enquiry about bola (myrrh) for the Ayurvedic formulations of चौहान आयुर्वेद प्राइवेट लिमिटेड. You asked for a botanical identity certificate: I attach one issued by an independent botanist, confirming the resin as Commiphora myrrha (Nees) Engl., together with an HPTLC fingerprint from an accredited laboratory.

Our bola is hand-collected in the Bari region around Bosaso, cleaned and graded; grade 1 tears are 5–25 mm. We pack in 25 kg bags and can ship to any Indian port via Jebel Ali.

Regards,
Hodan Abdirahman Warsame
Export & Logistics Manager
Karkaar Coast Trading Co., Bosaso, Somalia
+252 90 771 2384""",
         "first e-mail, reply to the request the note records (identity certificate); English with "
         "a Hindi greeting (given name + जी); the full company in Devanagari; bola, HPTLC, the "
         "author citation (Nees) Engl.",
         Twin("company_misspelled", "चौहान आयुर्वेद प्राइवेट लिमिटेड", "चौहाण आयुर्वेद प्राइवेट लिमिटेड",
              "चौहान आयुर्वेद प्राइवेट लिमिटेड", "न of चौहान written as the retroflex ण")),
    # N026 -> P026
    Mail("P026", "s3",
         "索马里没药（Commiphora myrrha）供货介绍",
         """\
高主管您好：

冒昧来信。我是索马里博萨索 Karkaar Coast Trading Co. 的出口与物流经理 Hodan Warsame。了解到亳州市高氏药材有限公司经营中药材，特向您介绍我司的没药。

我司没药产自索马里东北部巴里州山区，人工采收、手工分级：
· 一级：颗粒 10–30 毫米，红棕色，杂质 ≤ 1%
· 二级：颗粒 5–15 毫米，杂质 ≤ 3%
包装为 25 公斤编织袋，经迪拜杰贝阿里港转运至上海港。

如需样品，我们可以寄送 500 克。

此致
敬礼

Hodan Abdirahman Warsame
出口与物流经理
Karkaar Coast Trading Co.
电话：+252 90 771 2384""",
         "first e-mail, cold introduction; wholly in simplified Chinese; `高主管` for the 采购主管; "
         "the full company in Chinese; Bosaso, Bari and Jebel Ali transliterated; 没药 for myrrh",
         Twin("company_foreign", "了解到亳州市高氏药材有限公司经营中药材",
              "了解到乌兰察布市李氏铁合金有限公司经营中药材", "亳州市高氏药材有限公司",
              "another Chinese buyer of this set (P011, a ferroalloy smelter) in the buyer's place",
              found="乌兰察布市李氏铁合金有限公司")),
    # N027 -> P027
    Mail("P027", "s3",
         "Frozen spiny lobster tails, IQF 5–8 oz – after Gulfood",
         """\
السيد عبدالله الشامسي المحترم،

It was good to meet you at Gulfood in Dubai in February. As discussed, we can supply frozen spiny lobster tails, IQF, in the 5–8 oz range you need for شركة الشامسي للمأكولات البحرية.

- Species: scalloped spiny lobster (Panulirus homarus), wild-caught off the Somali coast
- Grades: 5–6 oz, 6–7 oz and 7–8 oz
- Packing: individually wrapped tails in 10 lb cartons
- Transport: reefer container from Bosaso to Jebel Ali, about five days

Our season runs from October to May, so we can plan regular shipments until then.

Best regards / مع التحية،
Hodan Warsame
Export & Logistics Manager
Karkaar Coast Trading Co.""",
         "follow-up: first contact after the fair the note records, answering the wish it records "
         "(IQF, 5-8 oz); English with an Arabic greeting and closing; the company in Arabic script "
         "without `ذ.م.م`; Panulirus homarus, oz and lb, Jebel Ali",
         Twin("note_wrong", "at Gulfood in Dubai", "at SIAL in Paris", "Gulfood, Dubai",
              "a fair the note does not name in place of Gulfood", found="SIAL in Paris")),
    # N028 -> P028
    Mail("P028", "s3",
         "Frozen spiny lobster tails from Somalia",
         """\
เรียน คุณสุภาลินี

I am Hodan Abdirahman Warsame, Export & Logistics Manager at Karkaar Coast Trading Co. in Bosaso, Somalia. I am writing to offer บริษัท จันทา ซีฟู้ด จำกัด a new source of frozen spiny lobster tails from the Somali coast.

Our lobsters are caught by small boats and frozen at our plant within hours of landing. We pack tails from 4 to 12 oz, IQF or block-frozen, in 10 lb cartons, and ship in reefer containers via Jebel Ali to Laem Chabang.

If you are interested, I will send our size list and prices CFR Laem Chabang.

ขอแสดงความนับถือ
Hodan Warsame
Karkaar Coast Trading Co.
+252 90 771 2384""",
         "first e-mail, cold introduction; English with a Thai greeting (คุณ + given name, as Thai "
         "custom) and closing; the full company in Thai script; Laem Chabang, CFR",
         Twin("contact_wrong", "เรียน คุณสุภาลินี", "เรียน คุณสุภาวดี", "สุภาลินี จันทา",
              "another Thai given name (same first syllable) in the greeting",
              found="คุณสุภาวดี")),
    # N029 -> P029
    Mail("P029", "s3",
         "Somali spiny lobster tails for Xiamen Zhaoshi Seafood",
         """\
Dear Mr Zhao,

Spiny lobster from Somalia is still little known, and I think Xiamen Zhaoshi Seafood could be among the first to offer it to your customers in China. I am Hodan Abdirahman Warsame, Export & Logistics Manager at Karkaar Coast Trading Co. in Bosaso.

- Frozen spiny lobster tails, IQF, 4–12 oz, 10 lb cartons
- A catch certificate and a health certificate with every shipment
- Reefer containers via Jebel Ali to Xiamen

Would you like our price list CFR Xiamen?

Best regards,
Hodan Warsame
Karkaar Coast Trading Co.""",
         "first e-mail, cold introduction; English; `Mr Zhao` for the record's family-name-first "
         "`Zhao Liang`; the company shortened without `Import & Export Co., Ltd.`; Xiamen, CFR",
         Twin("country_wrong", "your customers in China", "your customers in Vietnam", "China",
              "the buyer's market placed in Vietnam", found="Vietnam")),
    # N030 -> P030
    Mail("P030", "s3",
         "Chilled goat meat from Somalia – regular air shipments",
         """\
السيد صبحي آل سعود المحترم،

I am writing from Karkaar Coast Trading Co. in Bosaso, Somalia, to offer شركة شربتلي للحوم المبردة a regular supply of chilled goat meat.

Our goats are Somali goats raised on open range in the Bari and Nugaal regions. They are slaughtered by hand according to halal rules at a licensed abattoir, and the carcasses (8–12 kg) are chilled and flown to Jeddah or Riyadh within 24 hours of slaughter. Every shipment carries a halal certificate and a veterinary health certificate.

I would be glad to send our weekly price list.

مع أطيب التحيات،
Hodan Abdirahman Warsame
Export & Logistics Manager
Karkaar Coast Trading Co.
hodan.warsame@karkaarcoast.so | +252 90 771 2384""",
         "first e-mail, cold introduction; English with an Arabic greeting and closing; the "
         "contact's family name (آل سعود) differs from the company's (شربتلي), as recorded; the "
         "company in Arabic script; Bari, Nugaal, Jeddah, Riyadh",
         Twin("sender_wrong", "hodan.warsame@karkaarcoast.so", "hodan.warsame@karkarcoast.so",
              "hodan.warsame@karkaarcoast.so",
              "the sender's e-mail domain with one `a` of Karkaar lost")),
    # N031 -> P031
    Mail("P031", "s3",
         "Halal certificate and DVS permit for our first shipment",
         """\
Assalamualaikum Encik Ahmad Zulkifli,

Thank you for visiting us at MIHAS in Kuala Lumpur. Before our first shipment of chilled goat meat to Syarikat Daging Segar Zulkifli, here is where we stand on the two documents you need:

1. Halal: our abattoir is being audited by a certification body on JAKIM's list of recognised foreign halal certification bodies. The audit is scheduled for next month, and I will send you the certificate as soon as it is issued.
2. DVS import permit: as the importer you apply for the permit; we will send you our abattoir's details and a specimen of the veterinary health certificate this week, so that you can file the application.

Salam hormat,
Hodan Warsame
Export & Logistics Manager, Karkaar Coast Trading Co.""",
         "first e-mail, reply to the requests the note records (JAKIM halal, DVS permit) after the "
         "fair it names; English with a Malay greeting (`Encik` + the given names, as Malay custom, "
         "without `bin Ismail`) and closing; the company without `Sdn. Bhd.`",
         Twin("category_wrong", "first shipment of chilled goat meat", "first shipment of chilled mutton",
              "chilled goat meat", "mutton in place of goat meat", found="chilled mutton")),
    # N032 -> P032
    Mail("P032", "s3",
         "Chilled goat meat flown from Bosaso",
         """\
Dear Mr Majid,

I'm Hodan Warsame, Export & Logistics Manager at Karkaar Coast Trading Co. in Bosaso. We supply chilled goat meat from Somali goats to importers in the UAE, and I would like to add Al Kaabi Meat Trading to our customers.

- Whole carcasses of 8–12 kg, or six-way cuts
- Halal slaughtered and chilled at 0–4 °C
- Flown to Dubai within 24 hours of slaughter, three times a week

Shall I send you this week's price list, CIP Dubai?

Best regards,
Hodan""",
         "first e-mail, cold introduction; English; `Dear Mr Majid` (Gulf style, the given name); "
         "the company without `L.L.C.`; CIP Dubai; signed with the given name only at the end",
         Twin("artifact", "Shall I send you this week's price list, CIP Dubai?",
              "Shall I send you this week's price", "Shall I send you this week's price list, CIP Dubai?",
              "the closing question cut off mid-sentence")),
    # N033 -> P033
    Mail("P033", "s4",
         "Maldive fish in 25 kg sacks – moisture and CFR Colombo price",
         """\
ආයුබෝවන් ජානක මහත්මයා,

Thank you for your enquiry. Our Maldive fish (umbalakada) is made the traditional way in Laamu Atoll: skipjack loins are boiled, smoked and sun-dried until hard. Here are the details you asked for:

- Moisture: 12–15 %, measured on every lot
- Packing: 25 kg sacks, as you buy them
- Price: USD 11.50/kg CFR Colombo, for a minimum of 1 tonne
- Shipping: weekly sailings from Malé, about two days to Colombo

I can send a 1 kg sample with the next sailing so that your customers in Pettah can see the quality.

Best regards,
Aishath Shimna Ibrahim
Business Development Manager - Exports
Laamu Ocean Foods Pvt Ltd, Malé""",
         "first e-mail, reply to the requests the note records (moisture, CFR Colombo, 25 kg sacks); "
         "English with a Sinhala greeting (given name + මහත්මයා); umbalakada, the Sinhala word for "
         "Maldive fish; Pettah from the note",
         Twin("contact_wrong", "ආයුබෝවන් ජානක මහත්මයා", "ආයුබෝවන් ජගත් මහත්මයා", "ජානක විජේරත්න",
              "another Sinhala given name in the greeting", found="ජගත්")),
    # N034 -> P034
    Mail("P034", "s4",
         "Maldive fish for McLean & Morris Foods",
         """\
Dear Ms McLean,

I am writing to introduce Laamu Ocean Foods, a Maldivian producer of Maldive fish based in Malé. As Category Buyer, World Foods at McLean & Morris Foods, you will know how hard it is to find Maldive fish of steady quality for Sri Lankan and South Indian cooking.

- Maldive fish chips (pre-cut) in 100 g and 200 g retail packs, or whole pieces in 5 kg cartons
- Boiled, smoked and sun-dried skipjack, nothing added
- Shipped by sea to Felixstowe, or by air to Heathrow for smaller orders

Would you like samples of both packs?

Kind regards,
Aishath Shimna Ibrahim
Business Development Manager - Exports
Laamu Ocean Foods Pvt Ltd""",
         "first e-mail, cold introduction; English; the recorded title in full inside the sentence; "
         "the company without `Ltd` in the body, in the subject too; no note, no meeting claimed",
         Twin("note_wrong", "I am writing to introduce Laamu Ocean Foods",
              "Following our chat at IFE in London, I am writing to introduce Laamu Ocean Foods",
              "(the buyer's record has no note: no meeting)",
              "a meeting at a fair claimed for a buyer whose record holds no note",
              found="Following our chat at IFE in London")),
    # N035 -> P035
    Mail("P035", "s4",
         "Maldive fish direct from the Maldives",
         """\
வணக்கம் Mr Kanagaratnam,

I'm Aishath Shimna Ibrahim of Laamu Ocean Foods in Malé. Much of the Maldive fish sold in Sri Lanka passes through two or three traders before it reaches a shop; we would like to sell directly to Kanagaratnam & Sons.

- Whole pieces or cut chips, in 5 kg and 25 kg packs
- Skipjack boiled, smoked and sun-dried in Laamu Atoll
- Weekly shipments to Colombo, cleared by our agent and trucked to your door

If you tell me your monthly volume, I will send you a price.

Regards,
Shimna""",
         "first e-mail, cold introduction; English with a Tamil greeting (வணக்கம்); the company "
         "as recorded (a partnership with no legal form); the sender signs with the name she is "
         "called by (Shimna)",
         Twin("company_missing", "sell directly to Kanagaratnam & Sons", "sell directly to your shop",
              "Kanagaratnam & Sons", "the only mention of the company replaced by `your shop`",
              found="your shop")),
    # N036 -> P036
    Mail("P036", "s4",
         "Skinless, boneless grouper fillets, 8–16 oz IVP",
         """\
Dear Allen,

Great to meet you at Seafood Expo North America in Boston. Following up on your request: we can supply frozen grouper fillets, skinless and boneless, 8–16 oz, individually vacuum packed (IVP), in 10 lb master cartons.

- Maldivian reef groupers (Epinephelus spp.), caught by handline
- Filleted and frozen at -18 °C or below within hours of landing
- HACCP plant, registered with the FDA
- Reefer containers via Colombo to any US East Coast port

Best regards,
Aishath Shimna Ibrahim
Business Development Manager - Exports
Laamu Ocean Foods Pvt Ltd""",
         "first e-mail, reply to the wish the note records (skinless, boneless, 8-16 oz, IVP) after "
         "the fair it names; English; IVP spelled out; Epinephelus, handline, HACCP",
         Twin("artifact", "we can supply frozen grouper fillets, skinless", "we can supply {product_category}, skinless",
              "frozen grouper fillets", "a template placeholder left in the text",
              found="{product_category}")),
    # N037 -> P037
    Mail("P037", "s4",
         "Frozen grouper fillets from the Maldives",
         """\
שלום נועם,

As אחראי רכש at דורון דגים בע"מ, you know how popular grouper (לוקוס) is in Israel. I'm Aishath Shimna Ibrahim from Laamu Ocean Foods in the Maldives, and we would like to offer you frozen grouper fillets from Maldivian reefs.

- Epinephelus spp., caught by handline around Laamu Atoll
- Skin-on or skinless, 200–400 g and 400–800 g, IQF or vacuum packed
- A fish with fins and scales, so kosher supervision of the packing can be arranged on request

Shall I send you our price list CFR Ashdod?

Best regards,
Shimna""",
         "first e-mail, cold introduction; English with a Hebrew greeting (given name); the "
         "recorded title and the full company in Hebrew inside an English sentence; לוקוס for "
         "grouper; Ashdod, CFR",
         Twin("title_wrong", "As אחראי רכש at", "As מנהל שיווק at", "אחראי רכש",
              "the purchasing title turned into marketing manager", found="מנהל שיווק")),
    # N038 -> P038
    Mail("P038", "s4",
         "Filetti di cernia surgelati dalle Maldive",
         """\
Gentile Sig.ra Cabrini,

mi chiamo Aishath Shimna Ibrahim e mi occupo dello sviluppo commerciale per l'export di Laamu Ocean Foods, alle Maldive. Le scrivo per proporre a Cabrini Ittica i nostri filetti di cernia surgelati.

Le cernie (Epinephelus spp.) sono pescate a lenza sulle barriere coralline dell'atollo di Laamu, sfilettate e surgelate entro poche ore dallo sbarco. Offriamo filetti con o senza pelle, nelle pezzature 200–400 g e 400–800 g, IQF o sottovuoto, in cartoni da 10 kg, spediti in container refrigerati via Colombo fino a un porto italiano.

Resto a disposizione per inviarle un campione.

Cordiali saluti,
Aishath Shimna Ibrahim
Business Development Manager - Exports
Laamu Ocean Foods Pvt Ltd, Malé""",
         "first e-mail, cold introduction; wholly in Italian; `Gentile Sig.ra`; the company "
         "without `S.r.l.`; the category in Italian (filetti di cernia surgelati)",
         Twin("category_wrong", "i nostri filetti di cernia surgelati", "i nostri filetti di dentice surgelati",
              "frozen grouper fillets", "snapper (dentice), another reef fish, in place of grouper",
              found="filetti di dentice")),
    # N039 -> P039
    Mail("P039", "s4",
         "Breadfruit chips – 100 g packs and the gluten-free claim",
         """\
Hi Julie,

Lovely to meet you at Fine Food Australia in Melbourne. Good news on both points you raised:

- 100 g retail packs: we can pack our breadfruit chips in 100 g nitrogen-flushed bags, 24 bags to a carton.
- Gluten-free claim: the chips are made only from breadfruit, coconut oil and sea salt, on a line that handles no cereals. Since FSANZ allows "gluten free" only with no detectable gluten, every lot is tested by ELISA, and the latest result is attached.

I can send a carton of samples to you in Australia next week.

Cheers,
Shimna
Aishath Shimna Ibrahim | Business Development Manager - Exports
Laamu Ocean Foods Pvt Ltd, Malé, Maldives""",
         "first e-mail, reply to the wishes the note records (100 g packs, gluten-free claim) after "
         "the fair it names; informal English (`Hi Julie`, `Cheers`); FSANZ, ELISA",
         Twin("sender_wrong", "Laamu Ocean Foods Pvt Ltd", "Laamu Ocean Food Pvt Ltd",
              "Laamu Ocean Foods Pvt Ltd", "the sender's own company name misspelled (Food for Foods)")),
    # N040 -> P040
    Mail("P040", "s4",
         "Breadfruit chips from the Maldives",
         """\
Dear Mr Smith,

Breadfruit chips are still rare on UK shelves, which is why I thought of Smith & Ahmed Snacks. I'm Aishath Shimna Ibrahim, Business Development Manager - Exports at Laamu Ocean Foods in Malé.

- Thin-cut breadfruit, fried in coconut oil, lightly salted; also a chilli-lime flavour
- 40 g and 100 g bags, shelf life nine months
- Shipped by sea via Colombo to Felixstowe

Would you like a sample carton?

Kind regards,
A. Shimna Ibrahim""",
         "first e-mail, cold introduction; English; the company without `Ltd`; the sender signs "
         "with an initial and the two names she uses",
         Twin("company_foreign", "I thought of Smith & Ahmed Snacks", "I thought of Collins Pantry",
              "Smith & Ahmed Snacks Ltd",
              "the Australian buyer of the same category (P039) in the buyer's place",
              found="Collins Pantry")),
]
