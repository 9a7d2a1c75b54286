"""Natural e-mails N041-N060 (second e-mails to 20 buyers: 12 follow-ups, 8 other first
e-mails), each with its twin's one edit."""
from emails_a import S1_SIG
from emails_b import S2_SIG, S3_SIG, S4_SIG
from mail import Mail, Twin

MAILS = [
    # N041 follow-up
    Mail("P001", "s1", "Re: Raparperiviinin näytteet Alkon tarjouskilpailuun",
         """Hei Maria,

halusin varmistaa, että raparperiviinin näytteet ovat tulleet perille. Kuriirin mukaan paketti toimitettiin Ylitalon Viinitukulle tiistaina.

Jos Alkon tarjouspyynnön aikataulu on jo tiedossa, kerrotko, milloin tarvitsette lopulliset hinnat ja tuotekortit? Voimme toimittaa kuivaa raparperiviiniä 12 000 pulloa ja jälkiruokaviiniä 4 000 pulloa vielä tämän vuoden aikana.

Ystävällisin terveisin
""" + S1_SIG,
         "Finnish follow-up on the writer's samples (N001) for the Alko tender the note records; given name; company inflected in the allative (Ylitalon Viinitukulle) without Oy; category as raparperiviini (partitive raparperiviiniä)",
         Twin("category_wrong", "body", [("toimittaa kuivaa raparperiviiniä", "toimittaa kuivaa karpaloviiniä")],
              "rhubarb wine", "cranberry wine for the buyer's rhubarb wine", found="karpaloviiniä")),
    # N042 another first e-mail
    Mail("P004", "s1", "Rhubarb wine from Estonia – a new idea for Wernecke Weinhandel",
         """Dear Mr Wernecke,

I would like to introduce Vallimäe Joogid, a small winery in Rakvere, Estonia, that makes wine from rhubarb instead of grapes. Our dry rhubarb wine is crisp, with notes of green apple and gooseberry, and our dessert wine is honeyed and fresh at the same time.

Germans love rhubarb in cakes and spritzers, so I believe Wernecke Weinhandel could sell it well as something new for the spring and the asparagus season.

May I send you two bottles to taste?

Best regards,
""" + S1_SIG,
         "English first e-mail (another, shorter one to a buyer who has N004); family name; company without GmbH in subject and body; Germans as the market's people",
         Twin("company_missing", "body", [("I believe Wernecke Weinhandel could", "I believe your shop could")],
              "Wernecke Weinhandel GmbH", "every mention of the company replaced (body: 'your shop'; subject: 'your wine shop')",
              found="your shop", other=[("for Wernecke Weinhandel", "for your wine shop")])),
    # N043 follow-up
    Mail("P005", "s1", "Re: Quote for two pallets of rhubarb wine",
         """Labdien, Krist!

Just a short follow-up on the quote I sent after Riga Food. Have you had a chance to look at it?

If the price of the dessert wine is too high for your customers, we could replace part of the second pallet with our 0.375 l bottle, which many wine shops prefer for a sweet wine. The offer remains valid until the end of March.

Ar cieņu,
""" + S1_SIG,
         "English follow-up on the writer's quote (N005) after the fair the note records; Latvian vocative Krist; no company name",
         Twin("sender_wrong", "body", [("liis.kaasik@vallimae.ee", "liis.kaasik@valli-mae.ee")],
              "liis.kaasik@vallimae.ee", "a hyphen in the sender's e-mail domain")),
    # N044 follow-up
    Mail("P006", "s1", "Re: Ціни на хлібний квас",
         """Добрий день, пане Амвросію!

Нагадую про нашу пропозицію щодо хлібного квасу, яку я надіслала минулого тижня. Якщо для ТОВ «Тригуб Напої» потрібні зразки для дегустації, ми можемо відправити кур'єром шість пляшок ПЕТ 1,5 л і одну кегу 30 л.

Також повідомляю, що з наступного місяця ми можемо постачати квас і в банках 0,5 л, якщо це буде цікаво Вашим клієнтам.

З повагою,
Ліїс Каасік
Vallimäe Joogid OÜ
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Ukrainian follow-up on the writer's prices (N006) for what the note asked (1.5 l PET, 30 l kegs); vocative; company in guillemets; category as хлібний квас (genitive хлібного квасу); the writer's feminine verb form; signature in Cyrillic",
         Twin("company_foreign", "body", [("для ТОВ «Тригуб Напої» потрібні", "для Hurtownia Napojów Łupina потрібні")],
              "ТОВ «Тригуб Напої»", "another buyer's company (same category, Poland)",
              found="Hurtownia Napojów Łupina")),
    # N045 another first e-mail
    Mail("P007", "s1", "קוואס לחם מאסטוניה – הצעה לביטון יבוא מזון",
         """שלום אדם,

שמי ליס קאסיק, מנהלת הייצוא של Vallimäe Joogid OÜ מרקוורה שבאסטוניה. אנחנו מבשלים קוואס לחם בתסיסה טבעית, מלתת שיפון שאנחנו מייצרים בעצמנו, בלי חומרים משמרים.

לדעתי הקוואס שלנו יכול להתאים למגוון של ביטון יבוא מזון, במיוחד לרשתות המזון בישראל שפונות לדוברי רוסית. יש לנו תעודת כשרות (פרווה), ואנחנו מספקים בבקבוקי PET של 1.5 ליטר ובבקבוקי זכוכית של 0.5 ליטר.

אשמח לשלוח מחירון ודוגמאות.

בברכה,
ליס קאסיק
Export Manager
Vallimäe Joogid OÜ
+372 325 5410
liis.kaasik@vallimae.ee""",
         "Hebrew first e-mail (another to a buyer who has N007); given name; company in short form without בע\"מ, with the prefix ל in the subject; category as קוואס לחם; the note's Russian-speaking chains and kosher; Estonia and Israel in Hebrew; sender's name and title in Hebrew",
         Twin("country_wrong", "body", [("לרשתות המזון בישראל", "לרשתות המזון ביוון")],
              "Israel", "the buyer's country named wrong (Greece)", found="יוון")),
    # N046 follow-up
    Mail("P008", "s1", "Ihre Brotkvass-Muster – wie ist Ihr Eindruck?",
         """Sehr geehrte Frau Wesack,

ich hoffe, die zwölf Flaschen Brotkvass sind gut beim Getränkevertrieb Wesack angekommen. Seit unserem Gespräch auf der Internorga sind nun drei Wochen vergangen, und ich würde mich sehr über Ihre Rückmeldung freuen – zu Geschmack, Etikett und Preisvorstellung.

Für einen ersten Auftrag könnten wir eine gemischte Palette (0,5-l-Glas und 1,5-l-PET) anbieten, frei Haus Deutschland, Lieferzeit zwei Wochen.

Mit freundlichen Grüßen
""" + S1_SIG,
         "German follow-up on the writer's samples (N008) after the fair the note records (Internorga); company with article in the dative (beim Getränkevertrieb Wesack)",
         Twin("note_wrong", "body", [("auf der Internorga sind", "auf der ProWein sind")],
              "Internorga Hamburg", "a fair the note does not name in place of the one it does",
              found="ProWein")),
    # N047 follow-up
    Mail("P010", "s1", "Following up: kvass pricing for a first container",
         """Dear Mr. Hamilton,

I hope the FDA registration number and the Nutrition Facts panel I sent were what you needed. I wanted to follow up on pricing for a first order.

For a 40 ft container to Newark (about 1,500 cases of 12 x 500 ml glass bottles), our price is USD 14.40 per case, CIF Newark, with delivery about five weeks after the order. We can also add 1.5 l PET bottles to the same container if Hamilton Specialty Beverages wants to test a larger size with its customers.

Would a call on Thursday or Friday suit you?

Best regards,
""" + S1_SIG,
         "English follow-up on the writer's documents (N010) that the note asked for; company without LLC; CIF Newark",
         Twin("company_misspelled", "body", [("if Hamilton Specialty Beverages wants", "if Hamilton Speciality Beverages wants")],
              "Hamilton Specialty Beverages LLC", "the British spelling of a word of the company's name",
              found="Hamilton Speciality Beverages")),
    # N048 another first e-mail
    Mail("P011", "s1", "Estonian rye malt for your bakery customers",
         """Dear Mr Gough,

I am the export manager of Vallimäe Joogid in Rakvere, Estonia, where we malt Estonian rye in our own malt house. As Gough & Sons Bakery Supplies serves bakeries, I think our rye malt could be a useful addition to your range.

Red (fermented) rye malt gives dark rye and sourdough breads their colour and a malty, slightly sweet depth; the non-fermented malt adds enzymes for a better rise. We deliver in 25 kg sacks on pallets to the UK in about five days by road and ferry.

Would you like samples and our specification sheets?

Kind regards,
""" + S1_SIG,
         "English first e-mail (another to a buyer who has N011); family name; company without Ltd; the sender's title in lower case in prose; the UK",
         Twin("contact_wrong", "body", [("Dear Mr Gough,", "Dear Mr Gouge,")],
              "Stuart Gough", "a near-miss family name in the greeting", found="Gouge")),
    # N049 follow-up
    Mail("P013", "s1", "Re: Organic rye malt samples",
         """Καλημέρα κυρία Καφφέ,

I hope the 2 kg samples of our organic rye malt reached Αλευρόμυλοι Καφφέ safely. As Υπεύθυνη Προμηθειών you will want to know our terms before your bakers finish their trials, so here they are:

- Fermented rye malt, organic: EUR 1.35/kg
- Non-fermented rye malt, organic: EUR 1.20/kg
- 25 kg sacks, minimum order one pallet (1,000 kg), DAP Greece, about 6 days by truck

Each delivery comes with the organic certificate and a certificate of inspection from TRACES.

Με εκτίμηση,
""" + S1_SIG,
         "English follow-up on the writer's samples (N013) with a Greek greeting and closing; the recorded feminine title and the company in Greek inside English; EU organic as the note asks; DAP Greece, TRACES",
         Twin("title_wrong", "body", [("As Υπεύθυνη Προμηθειών you", "As Υπεύθυνη Πωλήσεων you")],
              "Υπεύθυνη Προμηθειών", "a sales title for the purchasing one", found="Υπεύθυνη Πωλήσεων")),
    # N050 follow-up
    Mail("P016", "s2", "Follow-up: sulphuric acid quote CFR Nhava Sheva",
         """Dear Mr Nair,

I am following up on our quotation of last week for sulphuric acid 98% in ISO tanks, CFR Nhava Sheva. Our freight rate holds until the end of the month, so if नायर केमिकल्स can confirm by then, we can load the first 10 tanks in the second week of next month.

If you would prefer a trial of two tanks first, that is also possible at the same price.

Best regards,
Fatema Jaffar Al-Mahroos
Business Development Manager
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "English follow-up on the writer's quote (N016) for what the note asked; family name; company in Devanagari and short form inside English",
         Twin("company_missing", "body", [("if नायर केमिकल्स can confirm", "if your company can confirm")],
              "नायर केमिकल्स प्राइवेट लिमिटेड", "the only mention of the company replaced by 'your company'",
              found="your company")),
    # N051 another first e-mail
    Mail("P018", "s2", "Electronic-grade sulphuric acid from Bahrain",
         """Dear Mr Lee,

I hope you remember our conversation at SEMICON Taiwan. Tubli Bay Chemicals & Metals W.L.L. produces electronic-grade sulphuric acid in Bahrain, and I would like to offer it to 李氏精密化學 as a second source next to your local suppliers.

Our grade has metals below 10 ppb each and particles (≥ 0.2 µm) below 100 per mL, and we supply it in 200 L drums, IBCs or ISO tanks, shipped to Kaohsiung in about 20 days.

Could we arrange a qualification sample?

Best regards,
""" + S2_SIG,
         "English first e-mail (another to a buyer who has N018) after the fair the note records; family name romanised (Lee for 李); company in traditional Chinese, short, inside English; ppb specs; Kaohsiung",
         Twin("category_wrong", "body", [("produces electronic-grade sulphuric acid in", "produces electronic-grade hydrochloric acid in")],
              "sulphuric acid", "hydrochloric acid for the buyer's sulphuric acid", found="hydrochloric acid")),
    # N052 follow-up
    Mail("P019", "s2", "HBI teklifimiz hakkında – CFR Aliağa",
         """Sayın Türabi Bey,

Geçen hafta gönderdiğimiz sıcak briketlenmiş demir (HBI) teklifini değerlendirme fırsatınız oldu mu? Hatırlatmak isterim: 30.000 tonluk partiler, metalik Fe en az %88, fiyat ton başına 338 USD, CFR Aliağa, Türkiye.

Gelecek ayın ikinci yarısı için bir Supramax gemisinde yer ayırmamız gerekiyor; bu nedenle Ergül Demir Çelik'in kararını bu ayın 20'sine kadar bildirmesi bizim için çok yardımcı olur.

Saygılarımla,
Fatema Jaffar Al-Mahroos
İş Geliştirme Müdürü
Tubli Bay Chemicals & Metals W.L.L.
+973 1770 4521
f.almahroos@tublibay.com.bh""",
         "Turkish follow-up on the writer's offer (N019) of what the note asked (CFR Aliağa, 30,000 t, Fe 88%); Sayın + given name + Bey; company short with the genitive suffix (Ergül Demir Çelik'in); category as sıcak briketlenmiş demir (HBI); Türkiye; the sender's title translated",
         Twin("country_wrong", "body", [("CFR Aliağa, Türkiye.", "CFR Aliağa, Yunanistan.")],
              "Turkey", "the buyer's country named wrong (Greece)", found="Yunanistan")),
    # N053 follow-up
    Mail("P022", "s2", "Về mẫu bột cá đã gửi",
         """Kính gửi chị Vân,

Tôi là Fatema Al-Mahroos, Tubli Bay Chemicals & Metals (Bahrain). Tuần trước chúng tôi đã gửi 2 kg mẫu bột cá từ hai lô hàng bằng DHL cho công ty Lê Gia. Chị đã nhận được mẫu chưa ạ?

Nếu kết quả phân tích (đạm thô tối thiểu 65%, histamine dưới 1.000 ppm) phù hợp với nhà máy thức ăn tôm của chị, chúng tôi có thể chào giá CFR Cát Lái cho lô đầu tiên 100 tấn.

Trân trọng,
""" + S2_SIG,
         "Vietnamese follow-up on the writer's samples (N022) for what the note asked (protein 65%, histamine below 1,000 ppm, shrimp feed); chị + given name; company by its distinctive part (công ty Lê Gia); category as bột cá",
         Twin("company_foreign", "body", [("cho công ty Lê Gia.", "cho công ty Jensen Fôr.")],
              "Công ty TNHH Thức ăn Chăn nuôi Lê Gia", "another buyer's company (same category, Norway)",
              found="Jensen Fôr")),
    # N054 another first e-mail
    Mail("P024", "s3", "Orthodox tea from eastern Nepal for Ali & Co",
         """Dear Mr Ali,

Following our chat at the Speciality & Fine Food Fair, I wanted to introduce our garden properly. Hile Himalayan Produce grows and makes orthodox tea in Dhankuta, in the hills of eastern Nepal, at 1,500 to 2,000 metres. Our spring and summer flushes are close in character to Darjeeling but usually better value, which may interest a tea merchant like Ali & Co Tea Merchants.

We sell whole-leaf grades in 10 kg foil-lined bags; deliveries to the UK go by sea to Felixstowe via Kolkata, or by air for the first flush.

I would be glad to arrange a tasting of our current lots.

Best wishes,
""" + S3_SIG,
         "English first e-mail (another to a buyer who has N024) after the fair the note records; family name; company without Ltd; Darjeeling as a comparison; Felixstowe, Kolkata",
         Twin("sender_wrong", "body", [("Sabina Rai\nExport Manager", "Sabina Roy\nExport Manager")],
              "Sabina Rai", "the sender's family name wrong in the signature", found="Sabina Roy")),
    # N055 follow-up
    Mail("P026", "s3", "Proefpakket orthodoxe thee – nog interesse?",
         """Beste mevrouw De Wit,

Enkele weken geleden schreef ik u over onze orthodoxe thee uit Dhankuta. Ik wilde even nagaan of De Wit Thee & Kruiden interesse heeft in een proefpakket.

Inmiddels is onze second flush binnen: een volle, zoete thee met muskaattonen, die goed past naast Darjeeling in een assortiment losse thee. Ik stuur u graag kosteloos vier soorten van elk 50 gram.

Met vriendelijke groet,
""" + S3_SIG,
         "Dutch follow-up on the writer's first e-mail (N026); mevrouw De Wit; company without B.V.; Darjeeling as a comparison",
         Twin("company_misspelled", "body", [("of De Wit Thee & Kruiden interesse", "of De Witt Thee & Kruiden interesse")],
              "De Wit Thee & Kruiden B.V.", "a doubled letter in the company's family name",
              found="De Witt Thee & Kruiden")),
    # N056 another first e-mail
    Mail("P027", "s3", "Le poivre de timur du Népal pour Épices Delaunay",
         """Bonjour Madame Delaunay,

Suite à notre rencontre au Sirha, je souhaitais vous présenter plus en détail notre maison : Hile Himalayan Produce récolte et prépare le poivre de timur dans les collines de Dhankuta, à l'est du Népal.

Le timur, cousin népalais du poivre du Sichuan, offre un parfum d'agrumes très frais et un léger effet anesthésiant en bouche. Il accompagne les poissons, les chocolats et les cocktails. Nous pouvons le fournir entier ou concassé, en sacs de 1 kg à 10 kg.

Je vous enverrai volontiers notre catalogue et nos tarifs.

Bien à vous,
Sabina Rai
Responsable export
Hile Himalayan Produce Pvt. Ltd.
+977 26 520318
sabina.rai@hileproduce.com.np""",
         "French first e-mail (another to a buyer who has N027) after the fair the note records; company without SARL in the subject; Sichuan pepper as a comparison; Népal",
         Twin("contact_wrong", "body", [("Bonjour Madame Delaunay,", "Bonjour Madame Delorme,")],
              "Valentine Delaunay", "another family name in the greeting", found="Delorme")),
    # N057 follow-up
    Mail("P030", "s3", "Re: 5 mukhi rudraksha – first order",
         """Dear Mr Varma,

I am following up on our price for 5 mukhi rudraksha beads (6–8 mm, INR 5,800 per 1,000 beads, with X-ray certificates). Our sorters have just finished grading this season's harvest, so we can reserve up to 200,000 beads for Varma Spiritual Arts if you confirm this month.

Delivery would be DAP your warehouse in India within 7 days of payment.

Regards,
""" + S3_SIG,
         "English follow-up on the writer's price (N030) for what the note asked (5 mukhi, 6-8 mm, X-ray, per 1,000); company without Pvt. Ltd.; India",
         Twin("note_wrong", "body", [("our price for 5 mukhi rudraksha", "our price for 7 mukhi rudraksha")],
              "5 mukhi", "the note's bead type misquoted", found="7 mukhi")),
    # N058 another first e-mail
    Mail("P032", "s4", "Fijne cacaobonen uit Ecuador voor Chocolaterie De Coster",
         """Geachte heer De Coster,

Na onze kennismaking op het Salon du Chocolat in Brussel wil ik u graag Agroexportadora Mocache voorstellen. Wij kopen cacao rechtstreeks bij 140 kleine boeren rond Quevedo, fermenteren hem zelf zes dagen in houten bakken en drogen hem in de zon.

Onze Arriba Nacional heeft de bloemige, fruitige smaak waarvoor Ecuador bekend staat en zou goed passen in de pure pralines van Chocolaterie De Coster. Wij leveren in jutezakken van 69 kg, CIF Antwerpen, met Fairtrade-certificaat.

Zal ik u monsters van 1 kg sturen?

Met vriendelijke groeten,
""" + S4_SIG,
         "Dutch (Flemish) first e-mail (another to a buyer who has N032) after the fair the note records; family name with De; company without NV; category as cacaobonen; Brussel, Antwerpen; Fairtrade as the note asks",
         Twin("company_missing", "body", [("pralines van Chocolaterie De Coster.", "pralines van uw chocolaterie.")],
              "Chocolaterie De Coster NV", "every mention of the company replaced (body and subject: 'uw chocolaterie')",
              found="uw chocolaterie", other=[("voor Chocolaterie De Coster", "voor uw chocolaterie")])),
    # N059 follow-up
    Mail("P033", "s4", "Nachfrage: Ihr Muster Arriba Nacional",
         """Grüezi Herr Leu

Das Muster von 1 kg Arriba Nacional sollte inzwischen bei Ihnen in der Schweiz angekommen sein, zusammen mit den EUDR-Unterlagen. Konnte Ihre Qualitätsabteilung die Bohnen schon rösten und verkosten?

Falls Sie für die Leu Schokoladen AG eine grössere Menge prüfen möchten, halten wir aus der aktuellen Ernte zwei Container (je 12,5 t) bis Ende Monat für Sie zurück.

Freundliche Grüsse
""" + S4_SIG,
         "Swiss German follow-up on the writer's sample (N033) that the German note asked for, with EUDR; company with article; Schweiz; ss for ß",
         Twin("artifact", "body", [("bis Ende Monat für Sie", "bis Ende Monat bis Ende Monat für Sie")],
              "bis Ende Monat", "a doubled phrase", found="bis Ende Monat bis Ende Monat")),
    # N060 another first e-mail
    Mail("P035", "s4", "Pitahaya amarilla de Ecuador para Frutas Ocaña",
         """Estimado Sr. Ocaña:

Me llamo Jéssica Zambrano y dirijo el comercio exterior de Agroexportadora Mocache, en Quevedo (Ecuador). Le escribo porque creo que nuestra pitahaya amarilla podría interesar a Frutas Ocaña como fruta exótica de alto valor para sus clientes en España.

Nuestras fincas tienen certificación GlobalG.A.P., y la fruta llega a Madrid por vía aérea en menos de 48 horas desde la cosecha, con un dulzor de 18 a 22 °Brix. También podemos enviarla por barco a Valencia en contenedor refrigerado.

¿Le parece bien que le envíe nuestra lista de precios semanal?

Atentamente,
""" + S4_SIG,
         "Spanish first e-mail (another, formal one to a buyer who has N035); Estimado Sr. + family name; company without S.L.; GlobalG.A.P. as the note asks; España, Madrid, Valencia",
         Twin("company_foreign", "body", [("interesar a Frutas Ocaña como", "interesar a Hexspoor Fresh Import como")],
              "Frutas Ocaña S.L.", "another buyer's company (same category, Netherlands)",
              found="Hexspoor Fresh Import")),
]
