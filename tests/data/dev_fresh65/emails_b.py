"""Natural e-mails N021-N040: the first e-mail to buyers P021-P040, each with its twin's edit."""
from emails_a import S2_SIG
from mail import Mail, Twin

S3_SIG = """Aruzhan Beisenova
Директор по экспорту / Export Director
Qaratau Fosfor Trade LLP
Taraz, Kazakhstan
+7 7262 45 18 09 | a.beisenova@qaratau-fosfor.kz
https://qaratau-fosfor.kz"""

S4_SIG = """Sarra Trabelsi
Responsable Export
Aghlabides Saveurs & Traditions SARL
Kairouan, Tunisie
+216 77 234 561 | s.trabelsi@aghlabides-st.com.tn
www.aghlabides-st.com.tn"""

MAILS = [
    # N021 P021
    Mail("P021", "s2",
         "Тёртый хрен из Литвы для ТД Горшкова",
         f"""Уважаемый Радован,

меня зовут Рута Янкаускене, я отвечаю за экспорт в литовской компании «Nevėžio skanėstai» из Паневежиса. Мы производим тёртый хрен по классическому рецепту, а также хрен со свёклой и со сливками, без красителей и консервантов, в банках по 200 и 350 г.

Поскольку ООО «Торговый дом Горшкова» поставляет соусы и приправы в розничные сети, предлагаю рассмотреть нашу продукцию. Мы можем отправить образцы и прайс-лист, а также подготовить этикетки на русском языке. Документы на соответствие требованиям ЕАЭС оформит ваш импортёр; со своей стороны мы предоставим протоколы испытаний и сертификат происхождения.

С уважением,

{S2_SIG}""",
         "Russian; cold introduction; `Уважаемый Радован` (given name, as Russian business letters often do without a patronymic); sender's name and city in Cyrillic; company with the genitive `Горшкова` shortened to ТД in the subject; EAEU",
         Twin("contact_wrong", "Уважаемый Радован,", "Уважаемый Радомир,", "Радован Горшков",
              "a near-miss given name (Радомир for Радован)", found="Радомир")),
    # N022 P022
    Mail("P022", "s2",
         "FOODEX JAPANでお会いしたリトアニアのコケモモジャム",
         f"""山田商事株式会社
購買担当 山田裕美子様

先日はFOODEX JAPAN（東京）の弊社ブースにお立ち寄りいただき、誠にありがとうございました。リトアニアのNevėžio skanėstaiで輸出を担当しておりますルータ・ヤンカウスキエネです。

ご案内したコケモモ（リンゴンベリー）ジャムは、ズーキヤ地方の森で手摘みした野生のコケモモを使い、果実含有量65%、着色料・保存料は使用しておりません。ご要望のとおり、日本語の一括表示ラベルを貼付してお届けできます。容量は240gと400gの瓶で、クライペダ港から横浜港まで海上輸送で約6週間です。

サンプルと価格表をお送りしますので、ご検討いただけますと幸いです。

よろしくお願いいたします。

{S2_SIG}""",
         "Japanese; first contact after the fair the note records (FOODEX Japan, Tokyo); the note's Japanese labels used; letter head with company, recorded title and name + 様; category as コケモモ（リンゴンベリー）ジャム; Dzūkija, Klaipėda, Yokohama",
         Twin("note_wrong", "FOODEX JAPAN（東京）の弊社ブース", "スーパーマーケット・トレードショー（東京）の弊社ブース", "met at FOODEX Japan in Tokyo",
              "a fair the note does not name (Supermarket Trade Show) in place of FOODEX Japan", found="スーパーマーケット・トレードショー")),
    # N023 P023
    Mail("P023", "s2",
         "Wild lingonberry jam for Ballard Nordic Pantry",
         f"""Dear Mr Ballard,

As the owner of Ballard Nordic Pantry, you know better than anyone how hard it is to find a lingonberry jam that tastes like the one from home. I'd like to introduce ours.

We are Nevėžio skanėstai, a small producer in Panevėžys, Lithuania. Our lingonberries are picked wild in the pine forests of Dzūkija and cooked in small batches with 65% fruit and only sugar added – no pectin, no colouring. The jam pairs with meatballs, potato pancakes and game, as your Scandinavian and Baltic customers will know.

We ship to the US through a consolidator in New Jersey, with FDA registration and prior notice handled on our side. Jars are 240 g and 400 g, 12 to a carton.

Would you like a sample carton?

Best regards,

{S2_SIG}""",
         "English; cold introduction; recorded title (Owner) inside the sentence; company in full without LLC; FDA prior notice, New Jersey; Scandinavian and Baltic customers",
         Twin("title_wrong", "As the owner of Ballard Nordic Pantry", "As the purchasing manager of Ballard Nordic Pantry", "Owner",
              "a purchasing title for an owner", found="purchasing manager")),
    # N024 P024
    Mail("P024", "s2",
         "Offerte vossenbessenjam – 2 pallets 400 g, DAP Rotterdam",
         f"""Beste mevrouw Mudden,

Hartelijk dank voor uw aanvraag. Hierbij onze offerte voor Mudden Delicatessen:

- Product: vossenbessenjam (wilde bosbessen uit Dzūkija, 65% vrucht), pot van 400 g
- Hoeveelheid: 2 pallets, elk 1.320 potten (110 dozen van 12)
- Prijs: EUR 2,45 per pot, DAP Rotterdam
- Levertijd: 10 werkdagen na bevestiging, transport per vrachtwagen via Polen en Duitsland

De etiketten zijn tweetalig (Engels/Litouws); een Nederlandstalige sticker kunnen we voor EUR 0,04 per pot aanbrengen.

Met vriendelijke groet,

{S2_SIG}""",
         "Dutch; reply to the request the note records (quote for 2 pallets of 400 g jars DAP Rotterdam); category as vossenbessenjam; company without B.V.; Poland and Germany as the truck route",
         Twin("artifact", "Hartelijk dank voor uw aanvraag.", "Hartelijk dank voor uw aanvraag. Hartelijk dank voor uw aanvraag.", "Hartelijk dank voor uw aanvraag.",
              "a doubled sentence", found="Hartelijk dank voor uw aanvraag. Hartelijk dank voor uw aanvraag.")),
    # N025 P025
    Mail("P025", "s3",
         "MSDS and offer – yellow phosphorus for Borah Agrochem",
         f"""Dear Mr Borah,

Thank you for your enquiry. As requested, I attach the MSDS (GHS format, 16 sections) for our yellow phosphorus.

Since Borah Agrochem uses it to make phosphorus trichloride, a few points that may interest your plant team:

- purity P4 ≥ 99.9%, arsenic ≤ 50 ppm, with a certificate of analysis per lot
- packed under water in 200 L steel drums (about 250 kg P4 net each), UN 1381, class 4.2 with subsidiary 6.1
- shipped in 20' containers from Taraz by rail to Bandar Abbas and on to Nhava Sheva or Mundra, around 35–40 days door to port

We produce at our furnace near the Karatau phosphorite deposits, with stable monthly output. If you share your monthly tonnage, I will send a CFR offer.

Best regards,

{S3_SIG}""",
         "English; reply to the request the note records (MSDS) and the note's use (phosphorus trichloride); company shortened without Pvt Ltd; UN number and class; Bandar Abbas, Nhava Sheva, Mundra, Karatau",
         Twin("category_wrong", "for our yellow phosphorus.", "for our red phosphorus.", "yellow phosphorus",
              "another form of phosphorus (red) in place of yellow", found="red phosphorus")),
    # N026 P026
    Mail("P026", "s3",
         "哈萨克斯坦黄磷供应——程氏化工",
         f"""程主管您好：

我是哈萨克斯坦Qaratau Fosfor Trade公司的出口总监Aruzhan Beisenova。得知江苏程氏化工有限公司以黄磷为原料生产磷化工产品，特来信介绍我们的供货能力。

我们在塔拉兹附近的卡拉套磷矿区设有电炉，黄磷纯度≥99.9%，水下储存，装200升钢桶，每桶净重约250公斤。货物可经霍尔果斯或阿拉山口铁路运至中国，运输周期约12至15天，比海运更稳定。

如贵公司需要，我们可以提供MSDS、质检报告和近期的CPT阿拉山口报价。

此致
敬礼

{S3_SIG}""",
         "Simplified Chinese; cold introduction; `程主管您好` (family name + title); company in full in the body, shortened to 程氏化工 in the subject; category as 黄磷; Taraz, Karatau, Khorgos, Alashankou; China named as the destination",
         Twin("country_wrong", "铁路运至中国，", "铁路运至越南，", "China",
              "the destination written as Vietnam", found="越南")),
    # N027 P027
    Mail("P027", "s3",
         "Yellow phosphorus from Kazakhstan – offer to Seohae Chemical",
         f"""Dear Mr Kang,

I am the export director of Qaratau Fosfor Trade, a producer of yellow phosphorus in Taraz, Kazakhstan. I am writing to 서해화학 because we are looking for a long-term customer in Korea for part of our output.

Our yellow phosphorus is 99.9% min. P4, packed under water in 200 L steel drums, and we can also load 20 MT ISO tank containers with water padding for customers with unloading facilities. Shipments go by rail to the Chinese port of Lianyungang and then by sea to Ulsan or Busan, about 25 days in total.

We can provide REACH-style safety documentation, K-REACH support through your importer, and a certificate of analysis for each lot. Could we arrange a call with your purchasing team?

Best regards,

{S3_SIG}""",
         "English; cold introduction; `Dear Mr Kang` (romanised family name of 강서준); company in Hangul inside an English sentence without 주식회사 and as an English rendering in the subject; Lianyungang, Ulsan, Busan; China as a transit country; K-REACH",
         Twin("company_foreign", "I am writing to 서해화학 because", "I am writing to 江苏程氏化工 because", "서해화학 주식회사",
              "another buyer's company of this set (P026, same category, China) in place of the buyer's", found="江苏程氏化工")),
    # N028 P028
    Mail("P028", "s3",
         "STPP technical grade 94% min – 25 kg bags",
         f"""Sayın Atnan Bey,

Thank you for your enquiry about sodium tripolyphosphate for Durmuş Deterjan. As you asked, we can supply technical grade STPP with an assay of 94% min. (P2O5 ≥ 57%), in 25 kg PP woven bags with PE liner, 1,000 kg per pallet.

Typical specification: whiteness ≥ 90%, pH (1% solution) 9.2–10.0, water insolubles ≤ 0.10%, Fe ≤ 0.007%. Our plant in Taraz runs a high-phase-I product that dissolves quickly, which suits powder detergent lines.

Delivery by rail or truck through Georgia to Turkey takes about 14 days; we can quote DAP Gebze or CIF Mersin, whichever you prefer.

Saygılarımla,

{S3_SIG}""",
         "English with a Turkish greeting (`Sayın Atnan Bey`, given name + Bey) and closing; reply to the request the note records (technical grade 94% min., 25 kg bags); company shortened without Sanayi A.Ş.; Georgia as a transit country, Gebze, Mersin, Turkey",
         Twin("sender_wrong", "Директор по экспорту / Export Director", "Директор по экспорту / Export Sales Assistant", "Директор по экспорту",
              "the sender's English title changed to another job", found="Export Sales Assistant")),
    # N029 P029
    Mail("P029", "s3",
         "Sodium tripolyphosphate offer – Qaratau Fosfor Trade",
         f"""السيد شافع شمران المحترم،

I hope this message finds you well. I am contacting شركة شمران للمنظفات because we produce sodium tripolyphosphate in Kazakhstan and would like to supply your detergent plant.

Our STPP is available in technical grade (94% min.) and food grade (E451), in 25 kg bags or 1-tonne jumbo bags. For detergent use, we recommend our technical grade with whiteness above 90% and low iron content. Shipment from Taraz is by rail to Poti in Georgia and then by sea to Alexandria or Damietta, about four weeks in total.

I would be happy to send a sample and a CIF Alexandria price.

مع أطيب التحيات،

{S3_SIG}""",
         "English with an Arabic greeting and closing (`السيد … المحترم`); cold introduction; company in Arabic script inside an English sentence; Poti (Georgia), Alexandria, Damietta; E451",
         Twin("company_missing", "I am contacting شركة شمران للمنظفات because", "I am contacting your company because", "شركة شمران للمنظفات",
              "the buyer's company replaced by `your company`", found="your company")),
    # N030 P030
    Mail("P030", "s3",
         "Food grade STPP for shrimp processing – COA attached",
         f"""Dear Ms Hong,

Thank you for your enquiry. Since Hồng Phát uses sodium tripolyphosphate in shrimp processing, I am offering our food grade STPP (E451(i)), not the technical grade: assay ≥ 95%, arsenic ≤ 3 ppm, lead ≤ 4 ppm, fluoride ≤ 10 ppm, meeting the JECFA and Codex specifications.

As requested, I attach the certificate of analysis of our latest lot, together with the halal certificate and the product specification. Food grade is packed in 25 kg kraft bags with food-grade PE liner.

We ship by rail to the Chinese port of Lianyungang and by sea to Ho Chi Minh City (Cat Lai), around 30 days. Please let me know your monthly volume and I will quote CIF Cat Lai.

Best regards,

{S3_SIG}""",
         "English; reply to the request the note records (food grade for shrimp processing; a COA); `Dear Ms Hong` (the given name, as Vietnamese address); company shortened to Hồng Phát; JECFA, Codex, halal; Cat Lai, Ho Chi Minh City, Lianyungang",
         Twin("note_wrong", "I am offering our food grade STPP (E451(i)), not the technical grade:", "I am offering our technical grade STPP, as you requested:",
              "needs food grade for shrimp processing", "the note's food grade misquoted as technical grade",
              found="I am offering our technical grade STPP, as you requested")),
    # N031 P031
    Mail("P031", "s3",
         "Cammello depilato baby, 17–18 micron – dopo Milano Unica",
         f"""Gentile Dott. Salvemini,

La ringrazio per la visita al nostro stand a Milano Unica. Come Le avevo accennato, per il Lanificio Salvemini possiamo offrire lana di cammello battriano depilata, qualità baby, con finezza media di 17–18 micron.

La fibra proviene dalla prima tosatura di cammelli giovani allevati nelle steppe del Kazakistan meridionale, viene lavata e depilata nel nostro impianto, con un contenuto di peli grossolani (giarre) inferiore allo 0,5%. Lunghezza media 36–40 mm, colore naturale beige chiaro. Per ogni lotto forniamo il test IWTO sulla finezza.

Posso inviarLe un campione di 1 kg a Biella insieme all'offerta CIP Milano?

Distinti saluti,

{S3_SIG}""",
         "Italian; first contact after the fair the note records (Milano Unica); the note's dehaired baby camel, 17–18 micron, used; `Gentile Dott. Salvemini`; company with an article (`per il Lanificio Salvemini`); category as lana di cammello battriano; IWTO, Biella, Milano",
         Twin("company_missing", "per il Lanificio Salvemini possiamo", "per il Vostro lanificio possiamo", "Lanificio Salvemini S.p.A.",
              "the buyer's company replaced by `il Vostro lanificio`", found="Vostro lanificio")),
    # N032 P032
    Mail("P032", "s3",
         "Camel wool from Kazakhstan for Piskor Tekstylia",
         f"""Dear Ms Piskor,

I am writing from Qaratau Fosfor Trade in Taraz, Kazakhstan. Besides our chemical business, we collect and process Bactrian camel wool from herders in the Zhambyl and Turkistan regions, and I think it could suit Piskor Tekstylia's blankets and knitwear yarns.

We offer washed and dehaired camel wool in two grades: baby camel (17–19 micron) and adult camel (21–23 micron), in natural beige and brown. Minimum order is 500 kg, packed in pressed bales of about 100 kg. Transport by truck through Russia and Belarus is not possible for us at present, so we ship by rail via China and by sea to Gdańsk, about six weeks.

I would be glad to send samples of both grades.

Best regards,

{S3_SIG}""",
         "English; cold introduction; company in the possessive (`Piskor Tekstylia's`) without Sp.j.; Zhambyl, Turkistan, Gdańsk; Russia, Belarus and China as routes",
         Twin("artifact", "I would be glad to send samples of both grades.", "I would be glad to send samples of", "I would be glad to send samples of both grades.",
              "a cut-off sentence", found="I would be glad to send samples of")),
    # N033 P033
    Mail("P033", "s4",
         "Tarifs makroudh pour le Ramadan",
         f"""Monsieur Pottier,

Suite à votre demande, je vous adresse ci-joint notre liste de prix pour les makroudh, en vue du Ramadan.

Nos makroudh sont fabriqués à Kairouan selon la recette traditionnelle : semoule de blé dur, pâte de dattes deglet nour, huile d'olive, puis un bain de miel. Nous proposons trois références : makroudh frits au miel (boîte de 500 g), makroudh au four (500 g) et un assortiment en boîte cadeau de 1 kg. La DLUO est de 4 mois.

Pour être livrés à temps pour le Ramadan, les commandes doivent nous parvenir au plus tard six semaines avant le début du mois ; l'expédition se fait par conteneur groupé de Radès à Marseille.

Bien cordialement,

{S4_SIG}""",
         "French; reply to the request the note records (price list, Ramadan); `Monsieur Pottier,` as salutation; company not named (the buyer is addressed directly); Kairouan, Radès, Marseille; deglet nour",
         Twin("contact_wrong", "Monsieur Pottier,", "Monsieur Poitier,", "Philippe Pottier",
              "a near-miss family name (Poitier) in the salutation", found="Poitier")),
    # N034 P034
    Mail("P034", "s4",
         "مقروض القيروان لمؤسسة آل علي للحلويات",
         f"""الأستاذ نصري آل علي المحترم،
مدير المشتريات

السلام عليكم ورحمة الله وبركاته،

يسعدني أن أقدم لكم شركة Aghlabides Saveurs & Traditions من مدينة القيروان في تونس، المتخصصة في صناعة المقروض القيرواني التقليدي المحشو بعجينة التمر والمغموس في العسل.

نظرًا لأن مؤسسة آل علي للحلويات توزع الحلويات الشرقية في المملكة، نقترح عليكم منتجاتنا في علب 500 غرام و1 كغ، مع شهادة حلال وصلاحية أربعة أشهر. يتم الشحن بحرًا من ميناء رادس إلى جدة في حوالي ثلاثة أسابيع.

يسعدنا إرسال عينات وقائمة الأسعار.

مع خالص التحيات،

{S4_SIG}""",
         "Arabic; cold introduction; letter head with name and recorded title; company named in full inside an Arabic sentence; category as المقروض القيرواني; Radès, Jeddah; `المملكة` for Saudi Arabia; halal",
         Twin("company_missing", "نظرًا لأن مؤسسة آل علي للحلويات توزع", "نظرًا لأن مؤسستكم الموقرة توزع", "مؤسسة آل علي للحلويات",
              "the buyer's company replaced by `مؤسستكم الموقرة` (your esteemed establishment)", found="مؤسستكم الموقرة",
              more=(("subject", "مقروض القيروان لمؤسسة آل علي للحلويات", "مقروض القيروان لمؤسستكم"),))),
    # N035 P035
    Mail("P035", "s4",
         "Makroudh from Kairouan for Dam Import",
         f"""Kære Yrsa,

I hope it is fine to write in English. I am Sarra Trabelsi from Aghlabides Saveurs & Traditions in Kairouan, Tunisia, and I am looking for an importer of North African pastries in Denmark.

Makroudh are diamond-shaped semolina pastries filled with date paste and dipped in honey; they are the signature sweet of Kairouan and are eaten all year, especially during Ramadan and Eid. We pack them in 500 g boxes with a four-month shelf life, and our factory is certified IFS Food and halal.

Dam Import could offer them to shops in Copenhagen and Aarhus serving Middle Eastern and North African customers. Shall I send samples?

Venlig hilsen,

{S4_SIG}""",
         "English with a Danish greeting and closing (`Kære Yrsa`, `Venlig hilsen`); cold introduction; company without ApS; Denmark named as the market; Copenhagen, Aarhus; IFS Food, halal",
         Twin("country_wrong", "North African pastries in Denmark.", "North African pastries in Norway.", "Denmark",
              "the buyer's market written as Norway", found="Norway")),
    # N036 P036
    Mail("P036", "s4",
         "Κόκκινα φέσια (chechia) για χορευτικούς συλλόγους",
         f"""Αξιότιμε κύριε Τζεβελέκο,

σας ευχαριστούμε για το ενδιαφέρον σας. Όπως ζητήσατε, σας στέλνουμε προσφορά για κόκκινα σκουφιά τύπου chechia (φέσι) σε μεγέθη 56 έως 60, για τους χορευτικούς συλλόγους με τους οποίους συνεργάζεται η εταιρεία Τζεβελέκος Παραδοσιακές Ενδυμασίες.

Τα chechia μας πλέκονται στο χέρι από μαλλί μερινό, πιλώνονται και βάφονται στο κόκκινο χρώμα της παράδοσης, χωρίς φούντα ή με μαύρη μεταξωτή φούντα κατά την επιλογή σας. Ελάχιστη παραγγελία 50 τεμάχια ανά μέγεθος· αποστολή από την Τυνησία στον Πειραιά σε περίπου δέκα ημέρες.

Με εκτίμηση,

{S4_SIG}""",
         "Greek; reply to the request the note records (red caps for dance associations, sizes 56–60; note in Greek); vocative of the family name (`κύριε Τζεβελέκο`); company in full without Ο.Ε.; category as chechia and φέσι; Piraeus; Tunisia in Greek as the origin",
         Twin("company_misspelled", "η εταιρεία Τζεβελέκος Παραδοσιακές Ενδυμασίες.", "η εταιρεία Τσεβελέκος Παραδοσιακές Ενδυμασίες.",
              "Τζεβελέκος Παραδοσιακές Ενδυμασίες Ο.Ε.", "Τζ misspelt as Τσ in the company name", found="Τσεβελέκος Παραδοσιακές Ενδυμασίες")),
    # N037 P037
    Mail("P037", "s4",
         "Handmade Tunisian chechia caps – Aghlabides Saveurs & Traditions",
         f"""Dear Mr Al-Otaibi,

I am writing from Aghlabides Saveurs & Traditions in Kairouan, Tunisia. We produce chechia, the red felted wool caps that have been made in Tunisia since the 17th century, and I believe they could interest Al-Otaibi Heritage Trading for your heritage shops and festival stands.

Our chechia are knitted by hand, fulled, carded with teasels and dyed in deep red, in sizes 54 to 62. They are also popular with collectors and with folklore groups across the Gulf. We can supply them in gift boxes with a card explaining their history in Arabic and English.

Shipment from Radès to Jeddah or Dammam takes about three weeks. May I send you our catalogue and prices?

Best regards,

{S4_SIG}""",
         "English; cold introduction; company without Est.; the Gulf named as a region; Radès, Jeddah, Dammam",
         Twin("sender_wrong", "I am writing from Aghlabides Saveurs & Traditions in Kairouan", "I am writing from Aglabides Saveurs & Traditions in Kairouan",
              "Aghlabides Saveurs & Traditions SARL", "the sender's company misspelt (Aglabides)", found="Aglabides Saveurs & Traditions")),
    # N038 P038
    Mail("P038", "s4",
         "Presupuesto: 50 chechias, tallas 56–58",
         f"""Estimada Sra. Larrañaga:

Muchas gracias por su consulta. Le envío el presupuesto para las 50 chechias rojas para su producción de zarzuela, en tallas 56 a 58:

- Chechia tradicional de lana merino, roja, sin borla: 14,50 EUR/unidad
- Con borla negra de seda: 16,80 EUR/unidad
- Reparto por tallas a su elección (por ejemplo, 15 de la 56, 20 de la 57 y 15 de la 58)

Plazo de fabricación: tres semanas. Envío por mensajería desde Túnez a Bilbao en 4–5 días, con todos los gastos pagados (DAP).

Quedo a su disposición para cualquier ajuste de colores o tallas para el vestuario.

Un cordial saludo,

{S4_SIG}""",
         "Spanish; reply to the request the note records (50 caps for a zarzuela production, sizes 56–58); `Estimada Sra. Larrañaga:`; company not named; category as chechias; Túnez, Bilbao, DAP",
         Twin("category_wrong", "el presupuesto para las 50 chechias rojas", "el presupuesto para las 50 boinas rojas", "chechia caps",
              "berets (boinas) in place of chechias", found="boinas rojas")),
    # N039 P039
    Mail("P039", "s4",
         "Оливковое масло из выжимок после ПродЭкспо – флекситанки 24 т",
         f"""Уважаемая Прасковья,

благодарю вас за встречу на выставке «Продэкспо» в Москве. Как мы договаривались, направляю информацию по рафинированному оливковому маслу из выжимок (olive pomace oil) для ООО «Оливковый двор».

Масло производится на наших партнёрских заводах в Сфаксе и Сусе, рафинируется и купажируется с оливковым маслом первого отжима (около 10%), соответствует стандарту IOC. Мы можем отгружать его во флекситанках по 24 тонны, как вы просили, из порта Сфакс в Новороссийск, около 16 дней в пути.

Прошу сообщить ожидаемый ежемесячный объём, и я подготовлю предложение CIF Новороссийск.

С уважением,

{S4_SIG}""",
         "Russian; first contact after the fair the note records (Prodexpo Moscow); the note's 24-tonne flexitanks used; given name greeting; company in full with ООО; category as оливковое масло из выжимок with the English name; Sfax, Sousse, Novorossiysk; IOC",
         Twin("company_foreign", "для ООО «Оливковый двор».", "для ООО «Торговый дом Горшкова».", "ООО «Оливковый двор»",
              "another buyer's company of this set (P021, same country, another category)", found="ООО «Торговый дом Горшкова»")),
    # N040 P040
    Mail("P040", "s4",
         "Refined olive pomace oil from Tunisia – CIF Nhava Sheva",
         f"""Dear Ms Das,

I am Sarra Trabelsi, export manager at Aghlabides Saveurs & Traditions in Kairouan, Tunisia. India has become one of the largest markets for olive pomace oil, and as Purchase Head of Das Edible Oils you may be looking for a reliable Mediterranean source.

We supply refined olive pomace oil blended with about 10% virgin olive oil, to IOC and FSSAI standards, in 15 L tins, 5 L PET bottles or flexitanks. Our mills are in the Sfax and Sousse olive belts, so supply is steady through the year, and Tunisia's olive harvests have been strong the last two seasons.

Shipping from Sfax to Nhava Sheva takes about 22 days. May I send you our price list and a sample?

Warm regards,

{S4_SIG}""",
         "English; cold introduction; recorded title inside the sentence (`as Purchase Head of`); company without Pvt Ltd; India as the market; FSSAI, IOC; Sfax, Sousse, Nhava Sheva",
         Twin("title_wrong", "as Purchase Head of Das Edible Oils", "as Sales Head of Das Edible Oils", "Purchase Head",
              "a sales title for the purchasing one", found="Sales Head")),
]
