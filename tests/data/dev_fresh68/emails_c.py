"""Natural e-mails N041-N060 of dev_fresh68: a second e-mail to 20 buyers (12 follow-ups on the
writer's own earlier e-mail, 8 other, shorter first e-mails), each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "follow-up",
"Re: sirene price list – Τσέλλος Τρόφιμα",
"""Αγαπητέ κύριε Τσέλλο,

I am following up on the price list for our sirene in 400 g and 900 g tins that I sent after Anuga. Have you had a chance to look at it?

We have a groupage truck leaving Smolyan for Thessaloniki on the 14th, so if Τσέλλος Τρόφιμα would like to try a mixed pallet, this would be an easy moment with low freight costs.

Με εκτίμηση,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"English with Greek greeting and closing; follow-up on the price list the note asked for; Greek company shortened inside English",
Twin("company_misspelled", "body", "if Τσέλλος Τρόφιμα would", "if Τσέλλας Τρόφιμα would", "a wrong ending",
     found="Τσέλλας Τρόφιμα", expected="Τσέλλος Τρόφιμα Α.Ε.")),

Mail("P003", "s1", "first",
"Bulgarian sirene for your deli counters",
"""Dear Mr Smith,

We met at IFE London, where you asked about samples. I'm the export manager of Rodopski Vkus, a dairy in Smolyan, Bulgaria, and I wanted to introduce our sirene properly: a brined white cheese, crumbly but creamy, made from cow's or sheep's milk and matured for 45 days.

It is a natural fit for a deli like Smith & Daughters Deli Ltd, next to feta and halloumi, and our IFS Food certificate should cover your supplier requirements.

Could I send you a few samples?

Kind regards,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"English; another, shorter first e-mail; note (IFE London, samples, IFS Food) used; feta and halloumi as comparisons",
Twin("company_foreign", "body", "a deli like Smith & Daughters Deli Ltd,", "a deli like Karge Feinkost GmbH,",
     "same category, the German buyer's company", found="Karge Feinkost GmbH", expected="Smith & Daughters Deli Ltd")),

Mail("P004", "s1", "first",
"גבינת סירנה בולגרית בכשרות – הצעה לגליק מזון",
"""שלום ליטל,

שמי דסיסלבה קהאיובה, מנהלת הייצוא של Rodopski Vkus, מחלבה בעיר סמוליאן שבהרי הרודופי בבולגריה. אנחנו מייצרים גבינת סירנה – גבינה לבנה במי מלח, שמוכרת היטב לעולים מבולגריה.

ידוע לי שגליק מזון בע"מ זקוקה לתעודת כשרות (OU או בד"ץ) לפני כל הזמנה. אנו נערכים לייצור בהשגחת OU, ואשמח לשלוח את מכתב הכוונות ומחירון למכלים של 900 גרם, CIF חיפה.

בברכה,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"Hebrew; another first e-mail; company with the prefix ל/ש (לגליק מזון, שגליק מזון בע\"מ); note (kosher, OU or Badatz) used; category as גבינת סירנה",
Twin("company_missing", "body", None, None, "every mention replaced", found="שאתם זקוקים",
     expected='גליק מזון בע"מ',
     repl=[("– הצעה לגליק מזון", "– הצעה עבורכם"),
           ('ידוע לי שגליק מזון בע"מ זקוקה', "ידוע לי שאתם זקוקים")])),

Mail("P006", "s1", "follow-up",
"Re: Лютеница: коммерческое предложение в рублях",
"""Уважаемая Тамара,

хотела уточнить, получили ли Вы наше коммерческое предложение на лютеницу и копию декларации ЕАЭС. Если цены в рублях Вас устраивают, мы можем зарезервировать партию из нового урожая перца: производство начинается в сентябре.

Буду рада ответить на любые вопросы.

С уважением,
Десислава Кехайова
Rodopski Vkus EOOD
+359 301 6 2417""",
"Russian follow-up on the writer's quote; no company of the buyer named",
Twin("contact_wrong", "body", "Уважаемая Тамара,", "Уважаемая Татьяна,", "another given name",
     found="Татьяна", expected="Тамара")),

Mail("P008", "s1", "follow-up",
"Lyutenitsa price list – following up",
"""Noud Ruijs
Inkoper, Ruijs Delicatessen B.V.

Dear Mr Ruijs,

Just a short follow-up on my e-mail about our lyutenitsa for your Eastern European shops in Rotterdam and The Hague. I have now attached the price list, DAP your warehouse, for mixed pallets of the mild, hot and aubergine versions.

If a tasting would help, I can send a case of 12 jars this week.

Best regards,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD
+359 301 6 2417""",
"English (as the note prefers) with an address block holding the Dutch title; follow-up with the price list",
Twin("title_wrong", "body", "Inkoper, Ruijs", "Verkoper, Ruijs", "a sales title for a purchasing one",
     found="Verkoper", expected="Inkoper")),

Mail("P010", "s1", "first",
"Bulgarian lyutenitsa for Smith Imports",
"""Hi Michael,

Great to meet you at the Summer Fancy Food Show. A quick recap of what we make at Rodopski Vkus in Smolyan, Bulgaria: lyutenitsa, a roasted red pepper and tomato spread, in mild and hot versions, in 260 g jars with English labels.

I'll send the samples of the hot version you asked for this week. If it works for your specialty food customers, we can ship a mixed pallet via Thessaloniki to Newark.

Best,
Desislava
Rodopski Vkus EOOD | +359 301 6 2417""",
"English, informal; another, shorter first e-mail; note (Summer Fancy Food Show, hot version samples) used; signature with the given name only",
Twin("category_wrong", "body", "Smolyan, Bulgaria: lyutenitsa,", "Smolyan, Bulgaria: ajvar,", "a neighbouring pepper relish",
     found="ajvar", expected="lyutenitsa")),

Mail("P011", "s1", "follow-up",
"Re: マウンテンティー サンプル送付のご案内",
"""斎藤商事株式会社
斎藤涼平様

先日お送りしたJAS有機の件と残留農薬検査報告書について、ご確認いただけましたでしょうか。

本日、マウンテンティーのサンプル（ホール100g×2袋）をEMSにて発送いたしました。日本への輸送には約10日かかります。

ご不明な点がございましたら、お気軽にお問い合わせください。

Desislava Kehayova
Rodopski Vkus EOOD
+359 301 6 2417""",
"Japanese follow-up with letter head (no title); samples sent",
Twin("country_wrong", "body", "日本への輸送", "韓国への輸送", "another country",
     found="韓国", expected="Japan")),

Mail("P013", "s1", "first",
"Thé des montagnes bio en vrac",
"""Bonjour Madame Roger,

Je suis responsable export chez Rodopski Vkus, à Smolyan, dans les Rhodopes bulgares. Nous récoltons et séchons le thé des montagnes (Sideritis scardica), une tisane sans théine très appréciée dans les Balkans.

Comme vous vendez en vrac, nous pouvons livrer la plante entière ou coupée en sacs de 5 kg, certifiée bio UE, avec fiche technique. Je vous propose de vous envoyer un échantillon de 500 g.

Bien à vous,
Desislava Kehayova
Responsable export – Rodopski Vkus EOOD
+359 301 6 2417""",
"French; another, shorter first e-mail; sender's title in French; note (vrac, 500 g, fiche technique) used",
Twin("sender_wrong", "body", "Je suis responsable export chez", "Je suis directrice générale chez",
     "another title for the sender", found="directrice générale", expected="Export Manager")),

Mail("P015", "s1", "follow-up",
"Mountain tea samples sent",
"""Dear Ms Ko,

Following the EU organic certificate I sent after Cafe Show Seoul, I have now dispatched 1 kg of our mountain tea to 주식회사 고티하우스 by courier. It should arrive within a week.

Please let me know how your tasting goes. I can then prepare a quotation CIF Busan for your first order.

Best regards,
Desislava Kehayova
Export Manager, Rodopski Vkus EOOD""",
"English follow-up; romanised family name Ko for 고; Hangul company inside English",
Twin("artifact", "body", "Please let me know how your tasting goes.",
     "Please let me know how your tasting goes. Please let me know how your tasting goes.", "a repeated sentence",
     found="Please let me know how your tasting goes. Please let me know how your tasting goes.",
     expected="Please let me know how your tasting goes.")),

Mail("P016", "s2", "first",
"Glutenvrij teffmeel uit Ethiopië",
"""Geachte mevrouw Van Baalen,

Mijn naam is Meron Alemayehu, exportmanager van Hawassa Tabor Agro-Processing in Ethiopië. Wij malen teffmeel, van nature glutenvrij, in een molen waar geen tarwe of gerst wordt verwerkt.

U vroeg naar een glutentestrapport (onder 20 ppm) en de prijs per zak van 25 kg: beide stuur ik u graag toe. Ons laatste rapport geeft minder dan 5 ppm.

Met vriendelijke groet,
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC""",
"Dutch; another, shorter first e-mail; note (gluten report, 25 kg bag) used; category as teffmeel; no company of the buyer named",
Twin("note_wrong", "body", "per zak van 25 kg", "per zak van 50 kg", "the note's bag size misquoted",
     found="zak van 50 kg", expected="25 kg bag")),

Mail("P018", "s2", "follow-up",
"Teff samples on their way",
"""Dear Eitan,

Following our talk at Israfood, the 10 kg samples of brown and ivory teff flour left Hawassa yesterday by air freight to Tel Aviv; the airway bill is attached. I hope Biton Bakeries can use them for a first injera test batch next week.

Kind regards,
Meron Alemayehu
Hawassa Tabor Agro-Processing PLC | +251 46 221 3390""",
"English follow-up on the samples offered; company without Ltd.",
Twin("company_misspelled", "body", "I hope Biton Bakeries can", "I hope Bitton Bakeries can", "a doubled t",
     found="Bitton Bakeries", expected="Biton Bakeries Ltd.")),

Mail("P020", "s2", "first",
"Äthiopische Berbere-Gewürzmischung",
"""Sehr geehrter Herr Ziegert,

ich bin Exportleiterin bei Hawassa Tabor Agro-Processing in Äthiopien. Wir stellen Berbere her, die traditionelle äthiopische Gewürzmischung aus Chili, Bockshornklee, Korarima und Ingwer, gemischt und verpackt in Hawassa.

Sie hatten eine Probe von 1 kg und ein Analysezertifikat mit den Aflatoxinwerten angefragt. Beides schicke ich Ihnen gern; für das Gewürzhaus Ziegert wären 1-kg-Beutel oder 5-kg-Säcke möglich.

Mit freundlichen Grüßen
Meron Alemayehu Bekele
Export Sales Manager
Hawassa Tabor Agro-Processing PLC""",
"German; another, shorter first e-mail; note (1 kg sample, aflatoxin certificate) used; company with article, without e.K.",
Twin("company_foreign", "body", "für das Gewürzhaus Ziegert wären", "für Quinn Spice Merchants Ltd wären",
     "same category, the UK buyer's company", found="Quinn Spice Merchants Ltd", expected="Gewürzhaus Ziegert e.K.")),

Mail("P022", "s2", "follow-up",
"SFDA registration number for our korarima – مؤسسة الدباغ",
"""الأستاذ كاسر المحترم،

Good news: the SFDA registration of our korarima is complete, and I attach the certificate together with our halal certificate. مؤسسة الدباغ للبهارات can now import without further paperwork on our side.

Shall I prepare a pro forma invoice for a trial order of 500 kg, CFR Jeddah?

With best regards,
Meron Alemayehu Bekele
Hawassa Tabor Agro-Processing PLC""",
"English with an Arabic salutation; follow-up on the SFDA registration the note asks for; Arabic company shortened in the subject",
Twin("company_missing", "body", None, None, "every mention replaced", found="Your company",
     expected="مؤسسة الدباغ للبهارات",
     repl=[("SFDA registration number for our korarima – مؤسسة الدباغ", "SFDA registration number for our korarima"),
           ("مؤسسة الدباغ للبهارات can now import", "Your company can now import")])),

Mail("P025", "s3", "first",
"Handmade pewter from Ipoh for Nolan Homewares",
"""Dear Mr Nolan,

You may remember our stand at Ambiente in Frankfurt, where you asked about lead-free test reports for pewter. I'm the export manager of Kinta Timah & Serat in Ipoh, Malaysia, and we make lead-free pewter tableware: tankards, tumblers, trays and hip flasks, cast and polished by hand.

Our test reports cover AS/NZS 4020 and the EU limits, and I'd be glad to send them with our catalogue.

Kind regards,
Tan Mei Ling
Pengurus Eksport
Kinta Timah & Serat Sdn. Bhd.""",
"English; another, shorter first e-mail; note (Ambiente, AS/NZS 4020) used",
Twin("contact_wrong", "body", "Dear Mr Nolan,", "Dear Mr Nolen,", "a near-miss family name",
     found="Nolen", expected="Nolan")),

Mail("P027", "s3", "follow-up",
"洋麻纖維樣品已寄出",
"""林子宸 採購經理 您好：

繼上次寄送規格後，我們已於今天以快遞寄出 5 公斤洋麻纖維樣品，預計五個工作天內送達林氏紡織股份有限公司。

若測試結果符合需求，我們可以先安排第一季的兩個40呎貨櫃。

敬祝 商祺

Tan Mei Ling（陳美玲）
Kinta Timah & Serat Sdn. Bhd.""",
"Traditional Chinese follow-up; full name and title in the greeting; note (2 x 40' a quarter) used",
Twin("title_wrong", "body", "林子宸 採購經理 您好", "林子宸 業務經理 您好", "a sales title for a purchasing one",
     found="業務經理", expected="採購經理")),

Mail("P029", "s3", "follow-up",
"Kenaf fibre quotation for your door panels",
"""Dear Mr Kim,

As promised after JEC World, here is our quotation for kenaf fibre cut to 60–80 mm for your door panel mats: USD 1,180 per tonne, CIF Busan, in 200 kg bales, moisture below 10%.

We can hold this price for 60 days. Please let me know if 김산업 주식회사 would like a trial lot of one 40' container.

Best regards,
Tan Mei Ling
Pengurus Eksport, Kinta Timah & Serat Sdn. Bhd.
+60 5 241 7785""",
"English follow-up with the quotation the earlier e-mail promised; note (car door panels, JEC World) used",
Twin("category_wrong", "body", "quotation for kenaf fibre cut", "quotation for jute fibre cut", "jute for kenaf",
     found="jute fibre", expected="kenaf fibre")),

Mail("P030", "s3", "first",
"MTCS/PEFC-certified meranti for Houthandel Stevens",
"""Dear Mr Stevens,

I'm Tan Mei Ling, export manager of Kinta Timah & Serat in Ipoh, Malaysia. We supply kiln-dried red meranti sawn timber with MTCS certification, which is endorsed by PEFC, and full EUDR due-diligence data: geolocation of the harvest plots, felling permits and chain-of-custody documents.

We ship CIF Antwerp, with onward delivery by truck to your yard anywhere in Belgium. I believe we could meet Houthandel Stevens' needs well.

Kind regards,
Tan Mei Ling
Pengurus Eksport
Kinta Timah & Serat Sdn. Bhd.""",
"English; another, shorter first e-mail; note (MTCS/PEFC, EUDR) used; company with an English possessive",
Twin("country_wrong", "body", "anywhere in Belgium.", "anywhere in the Netherlands.", "another country",
     found="the Netherlands", expected="Belgium")),

Mail("P032", "s4", "follow-up",
"Suivi de votre échantillon de grué de cacao",
"""Chère Madame Pierre,

Votre échantillon de 2 kg de grués de cacao a été livré hier, d'après le suivi DHL. J'espère qu'il répond à vos attentes pour vos tablettes et pralines.

Si vous le souhaitez, je vous envoie notre offre CIF Anvers pour une première commande de 200 kg.

Bien cordialement,
Laura Camila Rueda
Jefe de Comercio Exterior
Cacaos del Chicamocha S.A.S.
+57 607 634 5120""",
"French follow-up on the 2 kg sample the note asked for",
Twin("sender_wrong", "body", "+57 607 634 5120", "+57 601 634 5120", "the sender's phone, another area code",
     found="+57 601 634 5120", expected="+57 607 634 5120")),

Mail("P034", "s4", "follow-up",
"可可碎粒样品寄送通知",
"""李总监您好：

我们已通过DHL寄出1公斤烘焙可可碎粒样品，运单号稍后发给您。随样品附上最新的镉检测报告原件。

CIF上海的报价有效期为30天。如有任何问题，请随时与我联系。

此致
敬礼

Laura Camila Rueda
Cacaos del Chicamocha S.A.S.""",
"Simplified Chinese follow-up; note (CIF Shanghai, cadmium) used",
Twin("artifact", "body", "我们已通过DHL", "我们已我们已通过DHL", "a doubled phrase",
     found="我们已我们已", expected="我们已")),

Mail("P036", "s4", "follow-up",
"Muestra de bocadillo veleño enviada",
"""Hola, Ainara:

Te escribo para contarte que ayer salió la caja de muestra de bocadillo veleño que te prometí en Alimentaria Barcelona, junto con la lista de precios para las tiendas latinoamericanas que abastecéis en Madrid.

Si os encaja, podríamos preparar un primer pedido mixto de cajas y barras para el próximo contenedor a Valencia.

Un abrazo,
Laura Camila Rueda
Cacaos del Chicamocha S.A.S.
+57 607 634 5120""",
"Spanish, informal follow-up; note (Alimentaria Barcelona, Latin American shops in Madrid) used",
Twin("note_wrong", "body", "en Alimentaria Barcelona", "en el Salón Gourmets de Madrid", "a fair the note does not name",
     found="Salón Gourmets de Madrid", expected="Alimentaria Barcelona")),
]
