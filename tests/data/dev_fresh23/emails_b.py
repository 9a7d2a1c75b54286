"""Natural e-mails N021-N040 of dev_fresh23 (one per buyer, P021-P040), each with its twin's edit."""
from mail import Mail, T, Twin

MAILS = [
    # N021 -> P021 (US), English, cold
    Mail("P021", "s2", "cold", "en",
         "FDA-listed ackee processor – Black River, Jamaica",
         """Dear Mr. Gonzalez,

Black River Provisions Limited is one of the Jamaican ackee processors on the FDA's list of approved firms, so our canned ackee enters the United States without detention.

I'd like to offer Gonzalez Caribbean Distributors:
- canned ackee in brine, 19 oz cans, 24 per case
- private label from 1,000 cases
- shipping from Kingston to Port Everglades or New York/New Jersey, with weekly sailings

As VP Purchasing you will want to see our FDA registration and the latest lab results; I'm happy to send both, together with our price list.

Best regards,
Shanique Whyte-Campbell
Export Manager, Black River Provisions Limited
Black River, St. Elizabeth, Jamaica
+1 876 965 2214""",
         "US formal (`Mr.` with a period); the buyer's title as recorded (`VP Purchasing`); the "
         "company without `, Inc.`; FDA import rules for ackee.",
         T("contact_wrong", "body", "Dear Mr. Gonzalez,", "Dear Mr. Gonzales,", "Dennis Gonzalez",
           "a near-miss spelling of the family name (s for z)", found="Gonzales")),

    # N022 -> P022 (Ireland), English, cold
    Mail("P022", "s2", "cold", "en",
         "Scotch bonnet pepper sauce – a hot one for Brogan Foods",
         """Hi Margaret,

Hope you're well. I'm reaching out from Black River Provisions Limited in Jamaica because I think our scotch bonnet pepper sauce could do well in Ireland, where hot sauces have been taking more and more shelf space.

It's made from fresh scotch bonnets grown in St. Elizabeth, with cane vinegar, onion and a little pimento; no thickeners or colourings. It comes in 150 ml glass bottles, 12 per case, with a shelf life of 24 months.

As Head of Buying at Brogan Foods you'll want to taste it first. Shall I send a few bottles to your office?

All the best,
Shanique Whyte-Campbell
Export Manager
Black River Provisions Limited
+1 876 965 2214""",
         "Friendly Irish-market note; the buyer's title as recorded inside the sentence; the company "
         "without Ltd.",
         T("country_wrong", "body", "could do well in Ireland,", "could do well in Iceland,", "Ireland",
           "a near-miss country name for the buyer's", found="Iceland")),

    # N023 -> P023 (Netherlands), Dutch, answers the request the note records (SIAL Paris)
    Mail("P023", "s2", "reply", "nl",
         "Scotch bonnet pepersaus in flessen van 150 ml",
         """Beste Loïs,

Op SIAL Paris vroeg u naar onze scotch bonnet pepersaus in flessen van 150 ml, voor de Surinaamse en Antilliaanse winkels die Jacquot Tropische Levensmiddelen belevert. Goed nieuws: die maat hebben wij nu in productie.

– glazen fles van 150 ml, 12 stuks per doos
– gemaakt van verse scotch bonnets uit St. Elizabeth, Jamaica
– 24 maanden houdbaar; Engels etiket met Nederlandse sticker
– verscheping vanuit Kingston naar Rotterdam

Zal ik u een proefzending van twee dozen sturen?

Met vriendelijke groet,
Shanique Whyte-Campbell
Export Manager, Black River Provisions Limited
+1 876 965 2214""",
         "Dutch; the note's fair and request (150 ml, Surinamese and Antillean shops); the company "
         "without B.V.; `pepersaus` for the category.",
         T("note_wrong", "body", "Op SIAL Paris vroeg u", "Op de Anuga in Keulen vroeg u", "SIAL Paris",
           "another buyer's fair (Anuga, P008's note) in place of the one the note names",
           found="Anuga in Keulen")),

    # N024 -> P024 (Belgium), Dutch (Flemish), cold
    Mail("P024", "s2", "cold", "nl",
         "Jamaicaanse scotch bonnet saus voor Eeckhout Sauzen",
         """Geachte mevrouw Eeckhout,

Mijn naam is Shanique Whyte-Campbell, exportmanager bij Black River Provisions Limited in Jamaica. Wij maken een pikante saus van scotch bonnet pepers, de pepers die de Jamaicaanse keuken haar karakter geven.

Omdat Eeckhout Sauzen BV zich op sauzen toelegt, denk ik dat onze scotch bonnet pepersaus een mooie aanvulling kan zijn op uw gamma:
• glazen flessen van 150 ml, 12 per doos
• natuurlijke ingrediënten, zonder kleurstoffen
• verscheping van Kingston naar Antwerpen

Ik stuur u graag stalen en een prijslijst.

Met vriendelijke groeten,
Shanique Whyte-Campbell
Black River Provisions Limited
+1 876 965 2214""",
         "Flemish usage (`gamma`, `stalen`); the company with BV in the body, without it in the "
         "subject.",
         Twin("company_missing", "body",
              [("Omdat Eeckhout Sauzen BV zich", "Omdat uw bedrijf zich")],
              "uw bedrijf", "Eeckhout Sauzen BV",
              "every mention of the company replaced by `uw bedrijf` (subject too)",
              other=[("saus voor Eeckhout Sauzen", "saus voor uw bedrijf")])),

    # N025 -> P025 (France), French, answers the request the French note records
    Mail("P025", "s3", "reply", "fr",
         "Couscous moyen en sacs de 25 kg – suite au SIAL",
         """Bonjour Monsieur Seguin,

Lors du SIAL Paris, vous m'aviez demandé une offre de couscous moyen en sacs de 25 kg pour les Établissements Seguin. La voici :

– Couscous moyen, 100 % semoule de blé dur algérien, roulé et séché à la vapeur
– Sacs kraft de 25 kg, 40 sacs par palette
– Certificat halal et analyses microbiologiques par lot
– Expédition depuis le port de Skikda vers Marseille, un départ par semaine

Le prix FOB Skikda figure dans l'offre jointe. Je reste à votre disposition pour l'envoi d'un échantillon.

Bien cordialement,
Lamia Benaïssa
Directrice export
SARL Ziban Agro-Export – Biskra, Algérie
+213 33 54 71 09""",
         "French; the French note used (SIAL Paris, couscous moyen, 25 kg sacks); the company with "
         "`les Établissements` and without SAS; Skikda and Marseille.",
         T("category_wrong", "body", "– Couscous moyen, 100 % semoule", "– Boulgour moyen, 100 % semoule",
           "couscous", "bulgur for couscous (a neighbouring wheat product)", found="Boulgour moyen")),

    # N026 -> P026 (Belgium), French, cold
    Mail("P026", "s3", "cold", "fr",
         "Couscous algérien pour Peters Distribution",
         """Monsieur Peters,

Je me permets de vous contacter en votre qualité de responsable achats de Peters Distribution SRL. Je dirige l'export de SARL Ziban Agro-Export, à Biskra, dans le sud-est algérien ; nous fabriquons du couscous de blé dur, fin et moyen, roulé selon la méthode traditionnelle.

Notre couscous est vendu en sachets de 1 kg (cartons de 10) et en sacs de 25 kg, avec certificat halal. Nous livrons déjà des épiceries en France et pouvons expédier vers Anvers.

Seriez-vous intéressé par un échantillon ?

Salutations distinguées,
Lamia Benaïssa
Directrice export – SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Formal French without a greeting word (`Monsieur Peters,`); the title in lower case inside "
         "the sentence; the Belgian SRL; France named as the sender's market.",
         T("title_wrong", "body", "en votre qualité de responsable achats de", "en votre qualité de responsable commercial de",
           "Responsable achats", "a sales title for the purchasing one", found="responsable commercial")),

    # N027 -> P027 (Canada), French (the note: prefers French, needs halal), answers the note
    Mail("P027", "s3", "reply", "fr",
         "Couscous certifié halal – Aliments Harvey",
         """Bonjour Monsieur Harvey,

Merci de votre intérêt. Comme vous cherchez un fournisseur certifié halal, je vous confirme que tout notre couscous est produit sous certificat halal, renouvelé chaque année ; vous le trouverez en pièce jointe.

Pour Aliments Harvey, je propose :
– couscous fin et moyen de blé dur, en sacs de 25 kg ou en sachets de 500 g
– étiquetage bilingue français-anglais conforme aux exigences de l'ACIA
– expédition depuis Alger vers le port de Montréal

Au plaisir de poursuivre en français avec vous.

Cordialement,
Lamia Benaïssa
Directrice export
SARL Ziban Agro-Export, Biskra (Algérie)
Tél. : +213 33 54 71 09
Courriel : l.benaissa@ziban-agroexport.dz""",
         "French for a buyer whose note asks for French; the note's halal requirement; `ACIA` (the "
         "CFIA in French), `courriel`; the company without `inc.`.",
         T("sender_wrong", "body", "Courriel : l.benaissa@ziban-agroexport.dz", "Courriel : l.benaissa@ziban-agroexport.com",
           "l.benaissa@ziban-agroexport.dz", "the sender's e-mail address with another domain",
           found="l.benaissa@ziban-agroexport.com")),

    # N028 -> P028 (Saudi Arabia), English with Arabic salutation, answers the note's request
    Mail("P028", "s3", "reply", "en+ar",
         "Algerian desert truffles by air to Riyadh – price per kg",
         """السيد شافع شربتلي المحترم،

Thank you for your enquiry about desert truffles (terfez, الكمأة). For شركة شربتلي للتجارة we can ship fresh truffles by air from Algiers to Riyadh throughout the season, from February to April, depending on the winter rains.

Our offer:
- white and red desert truffles (Terfezia and Tirmania) from the edge of the Sahara around Biskra and El Oued
- graded by size: large and medium
- packed in 5 kg ventilated cartons, chilled
- price per kg quoted weekly, depending on the harvest; this week's prices are attached

Shipments leave Algiers (ALG) for King Khalid International (RUH) within 48 hours of harvest.

Best regards,
Lamia Benaïssa
Export Director, SARL Ziban Agro-Export
Biskra, Algeria
+213 33 54 71 09""",
         "English with an Arabic salutation; the company in Arabic script inside English; the note's "
         "request (by air to Riyadh, February-April, price per kg); the sender's title in English.",
         T("company_misspelled", "body", "For شركة شربتلي للتجارة we", "For شركة شربتل للتجارة we",
           "شركة شربتلي للتجارة", "the family name in the company lost its final ي",
           found="شركة شربتل للتجارة")),

    # N029 -> P029 (UAE), English, cold
    Mail("P029", "s3", "cold", "en",
         "Fresh desert truffles from Algeria – 2026 season",
         """Dear Mr Obaid,

I hope you are well. I am Lamia Benaïssa, export director at SARL Ziban Agro-Export in Biskra, Algeria. Every spring we collect and pack fresh desert truffles (terfez, or فقع as they are known in the Gulf) and fly them to importers in the region.

For Al Suwaidi Fresh Foodstuff Trading we could supply:
• large and medium truffles, washed and graded by hand
• 5 kg chilled cartons, by air to Dubai (DXB) within two days of harvest
• a season from mid-February to April, depending on the winter rains

Would you like our weekly price list once the season opens?

Kind regards,
Lamia Benaïssa
SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Gulf-style address by given name (`Mr Obaid`); the Gulf Arabic word فقع for the truffles; "
         "the company without L.L.C.",
         T("artifact", "body", "Would you like our weekly price list once the season opens?",
           "Would you like our weekly price list once the season opens? Would you like our weekly price list once the season opens?",
           "Would you like our weekly price list once the season opens?", "a repeated sentence",
           found="Would you like our weekly price list once the season opens? Would you like our weekly price list once the season opens?")),

    # N030 -> P030 (Italy), Italian, cold (uses the note's customers, not its fair)
    Mail("P030", "s3", "cold", "it",
         "Tartufi del deserto dall'Algeria",
         """Gentile signora Tresoldi,

mi chiamo Lamia Benaïssa e dirigo l'export di SARL Ziban Agro-Export, a Biskra, in Algeria. Le scrivo a proposito dei tartufi del deserto (terfez) che raccogliamo ogni primavera ai margini del Sahara.

So che Tresoldi Tartufi rifornisce ristoranti in Umbria e a Roma: i terfez hanno un sapore più delicato del tartufo nero e si prestano a carpacci, risotti e fritture.
– stagione: da metà febbraio ad aprile
– calibri grande e medio, in cartoni refrigerati da 5 kg
– spedizione aerea Algeri–Roma Fiumicino in 48 ore

Posso inviarLe un cartone di prova alla prima raccolta?

Un cordiale saluto,
Lamia Benaïssa
Direttrice export, SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Italian, formal Lei; the note's customers (restaurants in Umbria and Rome), not its fair; "
         "the company without S.r.l.; the buyer's title (`Titolare`) not used; black truffle named "
         "as a comparison.",
         T("company_foreign", "body", "So che Tresoldi Tartufi rifornisce", "So che Al Suwaidi Fresh Foodstuff Trading rifornisce",
           "Tresoldi Tartufi S.r.l.", "another buyer's company of this set (same category, UAE)",
           found="Al Suwaidi Fresh Foodstuff Trading")),

    # N031 -> P031 (Spain), Spanish, cold
    Mail("P031", "s3", "cold", "es",
         "Esparto argelino para Artesanía Padilla",
         """Estimado Sr. Padilla:

Me llamo Lamia Benaïssa y soy directora de exportación de SARL Ziban Agro-Export, en Biskra (Argelia). Recolectamos esparto (alfa, Stipa tenacissima) en las estepas de las altas mesetas argelinas, la misma planta que se trabaja en Murcia y Almería desde hace siglos.

Como la producción española de esparto ya no cubre la demanda de muchos artesanos, quería ofrecer a Artesanía Padilla S.L.:
– esparto crudo y seco, en balas prensadas de unos 50 kg
– fibra larga (60–90 cm), seleccionada a mano
– envío en contenedor desde Orán o Argel a Valencia o Cartagena

¿Le interesaría recibir una muestra?

Un saludo cordial,
Lamia Benaïssa
Directora de exportación
SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Spanish with the colon after the salutation; `esparto`/`alfa` and the botanical name; "
         "Spanish regions and ports; the company in full in the body.",
         T("company_foreign", "body", "quería ofrecer a Artesanía Padilla S.L.:", "quería ofrecer a Moore Rural Crafts Ltd:",
           "Artesanía Padilla S.L.", "another buyer's company of this set (same category, UK)",
           found="Moore Rural Crafts Ltd")),

    # N032 -> P032 (UK), English, cold
    Mail("P032", "s3", "cold", "en",
         "Esparto grass for basketry and rope making",
         """Dear Mr Moore,

I'm writing to Moore Rural Crafts Ltd from Biskra, Algeria, where SARL Ziban Agro-Export collects and bales esparto grass from the high plateaus.

Esparto (Stipa tenacissima) has long fibres that stay supple when soaked, which makes it ideal for basketry, rope and traditional matting. We offer:
- dried raw esparto in pressed bales of about 50 kg
- hand-selected long fibre, 60–90 cm
- shipment by container from Algiers to Felixstowe, or smaller lots by groupage

If you run courses or sell materials to basket makers, I'd be happy to send a sample bundle.

Yours sincerely,
Lamia Benaïssa
Export Director, SARL Ziban Agro-Export
l.benaissa@ziban-agroexport.dz | +213 33 54 71 09""",
         "British formal; the company in full; the buyer (no note) is not claimed to have met anyone.",
         T("note_wrong", "body", "I'm writing to Moore Rural Crafts Ltd from Biskra",
           "Following our chat at the Spring Fair in Birmingham, I'm writing to Moore Rural Crafts Ltd from Biskra",
           "", "a fair meeting claimed for a buyer whose record has no note",
           found="Following our chat at the Spring Fair in Birmingham")),

    # N033 -> P033 (India), English, answers the request the note records
    Mail("P033", "s4", "reply", "en",
         "Urad (black matpe) FAQ 2025 crop – CNF Chennai",
         """Dear Ms Batra,

Thank you for your enquiry. Please find below our offer for black matpe beans (urad), FAQ grade, 2025 crop:

Quality: FAQ, admixture max 2%, moisture max 13%
Packing: 50 kg new PP bags
Quantity: 500 MT, shipment December–January
Price: USD 830 per MT CNF Chennai, in 20 ft containers
Payment: LC at sight

The beans are grown in the Sagaing and Bago regions and cleaned in our plant in Yangon. SQ grade is also available if Batra Pulses needs it for retail packs.

Kindly confirm at your earliest so that we can book space.

Best regards,
Khin Myat Noe
Export Manager
Shwe Ayeyar Trading Co., Ltd.
Yangon, Myanmar
+95 1 839 2415""",
         "Indian trade-style offer (FAQ, SQ, CNF, LC at sight, MT); the note's request; urad as the "
         "Indian name for the category; the company without Pvt. Ltd.",
         T("sender_wrong", "body", "Shwe Ayeyar Trading Co., Ltd.\nYangon", "Shwe Ayeyar Trading Pvt. Ltd.\nYangon",
           "Shwe Ayeyar Trading Co., Ltd.", "the sender's legal form written as an Indian one",
           found="Shwe Ayeyar Trading Pvt. Ltd.")),

    # N034 -> P034 (Japan), English with a Japanese address block, cold
    Mail("P034", "s4", "cold", "en+ja",
         "Black matpe beans from Myanmar for moyashi",
         """池田もやし株式会社
仕入部長 池田 太一 様

Dear Mr Ikeda,

My name is Khin Myat Noe, export manager at Shwe Ayeyar Trading Co., Ltd. in Yangon. Most of the black matpe beans used for bean sprouts (moyashi) in Japan come from Myanmar, and we have supplied sprouting-grade beans to Japanese importers for many years.

For your company we can offer:
• black matpe beans, sprouting grade, germination rate of 95% or more
• 2025 crop, machine-cleaned and hand-sorted
• 25 kg paper bags
• shipment from Yangon to Yokohama or Osaka

I would be glad to send a 5 kg sample for a germination test at your factory.

Best regards,
Khin Myat Noe
Export Manager
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "A Japanese address block (company, title, name, 様) over an English letter; the family name "
         "romanised (`Mr Ikeda`); moyashi.",
         T("title_wrong", "body", "仕入部長 池田 太一 様", "営業部長 池田 太一 様", "仕入部長",
           "the sales department head's title for the purchasing one", found="営業部長")),

    # N035 -> P035 (Singapore), English, cold
    Mail("P035", "s4", "cold", "en",
         "Black matpe beans – Myanmar origin, 2025 crop",
         """Dear Mr Goh,

I hope this email finds you well. I am Khin Myat Noe from Shwe Ayeyar Trading Co., Ltd., an exporter of pulses based in Yangon.

Since Goh Brothers Trading Pte. Ltd. imports pulses for the Singapore wholesale market, I would like to offer our black matpe beans (urad):
- FAQ and SQ grades, 2025 crop
- 25 kg and 50 kg PP bags
- regular sailings from Yangon to Singapore, about five to six days

I can send our price list and a 2 kg sample.

Best regards,
Khin Myat Noe
Export Manager | Shwe Ayeyar Trading Co., Ltd.
Yangon, Myanmar | +95 1 839 2415""",
         "Singapore English; `Mr Goh` (the family name comes first in the record `Goh Kian Seng`); "
         "the company in full.",
         Twin("company_missing", "body",
              [("Since Goh Brothers Trading Pte. Ltd. imports", "Since your company imports")],
              "your company", "Goh Brothers Trading Pte. Ltd.",
              "the company replaced by `your company`")),

    # N036 -> P036 (Thailand), English with Thai greeting, cold (uses the note's product)
    Mail("P036", "s4", "cold", "en+th",
         "Myanmar thanaka powder – a natural base for face powder",
         """เรียน คุณอนิวัฒน์

I am Khin Myat Noe, export manager at Shwe Ayeyar Trading Co., Ltd. in Yangon. I understand that บัวเผื่อน เฮอร์บัล makes a herbal face powder, so I would like to share some information about our thanaka powder:

- made from the bark of mature thanaka trees (Limonia acidissima) from Shwebo, Sagaing Region
- finely ground, natural colour, no additives
- 1 kg aluminium bags, 20 kg per carton
- COA and microbiological test for every lot

We deliver to Thailand by truck through Myawaddy and Mae Sot in about five days.

ขอบคุณค่ะ
Khin Myat Noe
Export Manager, Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "English with a Thai greeting and a woman's closing (ค่ะ); the note's product (herbal face "
         "powder), not its fair; the company in Thai without บริษัท … จำกัด; the botanical name.",
         T("category_wrong", "body", "information about our thanaka powder:", "information about our turmeric powder:",
           "thanaka powder", "another natural cosmetic powder for the buyer's category",
           found="turmeric powder")),

    # N037 -> P037 (South Korea), English with a Korean salutation, cold
    Mail("P037", "s4", "cold", "en+ko",
         "Natural thanaka powder from Myanmar for K-beauty formulations",
         """허성수 팀장님께,

I am writing from Shwe Ayeyar Trading Co., Ltd. in Yangon, Myanmar. We supply thanaka powder, the traditional Burmese cosmetic made from the bark of the thanaka tree, to cosmetic makers in Asia.

Thanaka is known for its cooling effect and gentle sun protection, and it is drawing attention as a natural ingredient for masks, cushion powders and soothing creams. For 주식회사 성수코스메틱 we can supply:
• fine thanaka powder, 1 kg bags
• COA, MSDS and a microbial test report for each lot
• sea freight from Yangon to Busan

Please let me know if a 500 g sample would be useful for your R&D team.

Best regards,
Khin Myat Noe
Export Manager
Shwe Ayeyar Trading Co., Ltd.
khinmyatnoe@shweayeyar.com.mm""",
         "English with a Korean salutation (full name + 팀장님께, the title 구매팀장 shortened to 팀장); "
         "the Korean company in full inside an English sentence.",
         T("contact_wrong", "body", "허성수 팀장님께,", "허성진 팀장님께,", "허성수",
           "another given name in the salutation", found="허성진")),

    # N038 -> P038 (Malaysia), English with a Malay greeting and closing, cold
    Mail("P038", "s4", "cold", "en+ms",
         "Thanaka powder supply from Yangon",
         """Assalamualaikum Puan Nurul Aisyah,

I am Khin Myat Noe, export manager at Shwe Ayeyar Trading Co., Ltd. in Yangon. Many Myanmar workers and families in Malaysia use thanaka every day, and more herbal brands are now adding it to their products.

We would be happy to supply Seri Mekar Herba with:
- pure thanaka powder, finely ground, in 1 kg or 5 kg bags
- a COA for each lot
- shipment by sea from Yangon to Port Klang

Could I send you a sample and our price list?

Terima kasih,
Khin Myat Noe
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "Malay greeting and closing; `Puan` with the given names (no family name in `binti` names); "
         "the company without Sdn. Bhd.; Port Klang.",
         T("country_wrong", "body", "families in Malaysia use thanaka", "families in Singapore use thanaka",
           "Malaysia", "a neighbouring country for the buyer's market", found="Singapore")),

    # N039 -> P039 (China), simplified Chinese, cold
    Mail("P039", "s4", "cold", "zh-Hans",
         "缅甸活青蟹空运供应（仰光—广州）",
         """袁经理您好！

我是缅甸仰光 Shwe Ayeyar Trading Co., Ltd. 的出口经理 Khin Myat Noe。我们公司专门出口缅甸丹老（Myeik）和若开沿海的活青蟹（泥蟹），每周从仰光空运至中国、新加坡和马来西亚。

了解到广州袁氏水产贸易有限公司从事活鲜进口，现向贵公司推荐我们的产品：
• 品种：青蟹（Scylla serrata / Scylla olivacea），公蟹、膏蟹均可
• 规格：每只300–500克，可按客户要求分级
• 包装：泡沫箱加冰袋，每箱约10公斤
• 价格条件：CIP 广州白云机场
• 证书：官方卫生证书及原产地证书

如有兴趣，欢迎告知每周需求量，我们将尽快报价。

此致
敬礼

Khin Myat Noe
出口经理
Shwe Ayeyar Trading Co., Ltd.（缅甸仰光）
电话：+95 1 839 2415""",
         "Chinese business letter: `袁经理您好` (family name + the recorded title's 经理), 此致/敬礼; "
         "青蟹 and 泥蟹 for mud crabs, 膏蟹; the company in full; CIP for air freight.",
         T("artifact", "body", "价格条件：CIP 广州白云机场", "价格条件：{price_terms}",
           "CIP 广州白云机场", "a template placeholder left in the text", found="{price_terms}")),

    # N040 -> P040 (Taiwan), traditional Chinese, cold
    Mail("P040", "s4", "cold", "zh-Hant",
         "緬甸活紅蟳、青蟳供應",
         """余主任您好：

冒昧來信，我是緬甸仰光 Shwe Ayeyar Trading Co., Ltd. 的出口經理 Khin Myat Noe。本公司出口緬甸丹老（Myeik）沿海的活泥蟹（青蟳），可依客戶需求分級供應紅蟳與沙公。

得知余記海產有限公司經營活海鮮進口，特此介紹：
・規格：每隻300–600公克
・包裝：保麗龍箱加冰，每箱約10公斤
・運輸：仰光經曼谷轉機空運至桃園機場
・文件：官方衛生證明及產地證明

若有興趣，歡迎告知每週需求量，我們將盡快報價。

敬祝　商祺

Khin Myat Noe
出口經理
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "Traditional Chinese with Taiwanese usage (紅蟳, 青蟳, 沙公, 保麗龍, 敬祝商祺); "
         "`余主任` (family name + the recorded title's 主任); the company in full.",
         T("company_misspelled", "body", "得知余記海產有限公司", "得知余紀海產有限公司", "余記海產有限公司",
           "紀 for 記 (a homophone)", found="余紀海產有限公司")),
]
