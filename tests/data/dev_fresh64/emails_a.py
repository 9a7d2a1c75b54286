"""Natural e-mails N001-N020 (buyers P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N001 P001 Germany, smoked eel; note: Fish International Bremen, price list, vacuum packs
    Mail("P001", "s1", "Preisliste heißgeräucherter Aal – Staldzenes Krasts, Ventspils",
         """Sehr geehrter Herr Davids,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Fish International in Bremen. Wie versprochen sende ich Ihnen anbei unsere aktuelle Preisliste für heißgeräucherten Aal.

Kurz zusammengefasst:
- ganzer Aal, heißgeräuchert, 300–500 g pro Stück, einzeln vakuumverpackt
- Aalfilets mit Haut, 2 × 100 g im Vakuumbeutel, 12 Beutel pro Karton
- Haltbarkeit 21 Tage bei 0–4 °C
- Lieferung DAP Hamburg per Kühl-Lkw, zweimal im Monat

Wir räuchern über Erlenholz, und die Fangdokumentation liegt jeder Sendung bei. Für die Fischräucherei Davids können wir bei einer festen Monatsmenge auch unter Ihrem eigenen Etikett verpacken.

Ich freue mich auf Ihre Rückmeldung.

Mit freundlichen Grüßen
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts"
Ventspils, Lettland
+371 63 624 518""",
         "German reply after the fair the note records; Lettland for the sender's country; company with Fischräucherei in a sentence; DAP Hamburg",
         Twin("note_wrong", "Fish International in Bremen", "Seafood Expo Global in Barcelona",
              note="the note records Fish International Bremen, not Seafood Expo Global")),

    # N002 P002 Netherlands, smoked eel; no note
    Mail("P002", "s1", "Baltic smoked eel for Van der Laan Visgroothandel",
         """Dear Ms Van der Laan,

I am writing from Ventspils on the Latvian coast, where our company has smoked eel for three generations. Knowing how much the Dutch love gerookte paling, and how tight supply has become, I thought a reliable second source might interest a wholesaler like yours.

We supply whole hot-smoked eel (200–400 g) and skinless fillets, vacuum packed, with catch documentation for every lot. Our reefer trucks leave Ventspils twice a week and reach the Netherlands in about 40 hours.

Would you like me to send our price list and a sample box to your warehouse?

Kind regards,
Ilze Kalniņa
Export Director, SIA "Staldzenes Krasts"
+371 63 624 518 | staldzeneskrasts.lv""",
         "cold introduction in English; the Dutch family name with capital Van when used alone; the category as gerookte paling too",
         Twin("contact_wrong", "Ms Van der Laan", "Ms Van der Linden", expected="Michelle van der Laan",
              note="the contact is Michelle van der Laan")),

    # N003 P003 Japan, smoked eel; note: Foodex Japan, price list for hot-smoked eel fillets, prefers English
    Mail("P003", "s1", "Price list: hot-smoked eel fillets (Foodex Japan)",
         """Dear Nakamura-san,

Thank you for visiting our booth at Foodex Japan in Makuhari. As you asked, I attach our price list for hot-smoked eel fillets, and I am writing in English as you preferred.

For 株式会社中村水産 we would suggest the skin-on fillets in 150 g vacuum packs, frozen at –25 °C straight after smoking, so that they keep for 12 months and travel well by sea. We ship in 20' reefer containers from Riga; transit to Tokyo or Osaka is about seven weeks. The prices in the list are CIF Tokyo and valid until the end of next month.

If the fillets suit your customers, I would be glad to send a frozen sample carton by air.

Best regards,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts" (Ventspils, Latvia)
ilze.kalnina@staldzeneskrasts.lv""",
         "English as the note asks; -san with the romanised family name; company in Japanese inside English; CIF Tokyo, Riga",
         Twin("company_misspelled", "株式会社中村水産", "株式会社仲村水産",
              note="仲 for 中: a homophone character in the family name")),

    # N004 P004 Denmark, smoked eel; no note
    Mail("P004", "s1", "Røget ål from Ventspils – an introduction",
         """Dear Mr Thomsen,

As Indkøbschef at Thomsens Røgeri you probably smoke most of your eel yourselves, but in the winter months many Danish smokehouses run short of raw material and finished product. That is where we could help.

SIA "Staldzenes Krasts" is a family smokehouse in Ventspils, Latvia. We offer hot-smoked eel, whole or as fillets, vacuum packed, and can also supply gutted eel ready for your own smoking. Deliveries to Denmark go by reefer truck over the Rostock ferry or by sea to Aarhus.

I would be happy to send our specification sheets and prices. Is there a good time for a short call next week?

Med venlig hilsen
Ilze Kalniņa
Export Director
+371 63 624 518""",
         "English with a Danish closing; the recorded title Indkøbschef inside an English sentence; røget ål in the subject; the possessive company name without ApS",
         Twin("title_wrong", "Indkøbschef", "Salgschef", expected="Indkøbschef",
              note="Salgschef (sales manager) for the buyer's purchasing title")),

    # N005 P005 Poland, smoked eel; note (Polish): asked for 5 kg samples of cold-smoked eel
    Mail("P005", "s1", "Próbki węgorza wędzonego na zimno dla Wędzarni Maciocha",
         """Szanowna Pani Olgo,

dziękuję za zapytanie o próbki węgorza wędzonego na zimno. Przygotowaliśmy 5 kg: filety ze skórą w opakowaniach próżniowych po 250 g, z tej samej partii, którą obecnie wysyłamy do naszych stałych klientów.

Paczka wyjedzie z Windawy w czwartek transportem chłodniczym (0–4 °C) i powinna dotrzeć w ciągu dwóch dni. Zaadresujemy ją na Wędzarnia Maciocha Sp. z o.o., do Pani rąk. Do próbek dołączymy specyfikację, wyniki badań mikrobiologicznych i dokumentację połowu.

Jeżeli jakość Pani odpowiada, chętnie przygotujemy ofertę na regularne dostawy.

Z poważaniem
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts", Łotwa
+371 63 624 518""",
         "Polish reply to the sample request the note records; vocative Olgo; company declined (Wędzarni Maciocha) in the subject; Windawa and Łotwa (Ventspils and Latvia in Polish)",
         Twin("company_missing", "Zaadresujemy ją na Wędzarnia Maciocha Sp. z o.o., do Pani rąk.",
              "Zaadresujemy ją na Państwa firmę, do Pani rąk.", found="Państwa firmę",
              expected="Wędzarnia Maciocha Sp. z o.o.",
              note="every mention of the company replaced (Państwa firmę, dla Państwa)",
              more=(("subject", "dla Wędzarni Maciocha", "dla Państwa"),))),

    # N006 P006 United Kingdom, rye whisky; note: Whisky Live London; UK duty-paid pricing, 70 cl
    Mail("P006", "s1", "Latvian rye whisky – UK duty-paid prices",
         """Dear Kevin,

Good to meet you at Whisky Live London, and thanks for taking the time to taste through our range.

As promised, here are our prices duty-paid, delivered to your bonded partner in London, all in 70 cl bottles:
- Staldzene Rye 4 Years, 46% ABV – £24.80 per bottle
- Staldzene Rye Cask Strength, 58.4% ABV – £36.50 per bottle
- minimum order 60 cases of 6, mixed as you like

The labels already carry the UK importer panel and allergen-free wording, so Jones & Co. would only need to add your address. We can have the first pallet with you within three weeks of your order.

Let me know if you would like a few more sample bottles for your shop team.

Best wishes,
Ilze Kalniņa
Export Director | SIA "Staldzenes Krasts"
Ventspils, Latvia
+371 63 624 518 | ilze.kalnina@staldzeneskrasts.lv""",
         "English, first name; the fair and the duty-paid 70 cl request the note records; the company shortened to Jones & Co.",
         Twin("sender_wrong", "+371 63 624 518", "+371 63 624 581", expected="+371 63 624 518",
              note="the sender's phone with two digits swapped")),

    # N007 P007 United States, rye whisky; note: quote for one pallet, TTB COLA, 750 ml
    Mail("P007", "s1", "Quote for one pallet of Latvian rye (750 ml)",
         """Dear Ms Stone,

Thank you for your request. Please find our quote for one pallet below; everything is bottled in 750 ml for the US market.

- Staldzene Rye 4 Years, 46% ABV: 70 cases × 12, USD 14.20 per bottle
- or a mixed pallet with 20 cases of our six-year-old rye whisky at USD 21.90
- FOB Riga, or CIF New York / Newark on request

We have not registered a COLA for this label yet. As the importer of record, Stone Craft Imports would file it with the TTB; we will send the label artwork and the formula details you need, and we can change the back label to meet the US rules before bottling.

The offer is valid for 60 days. I am glad to set up a call with our distiller if that helps.

Kind regards,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts", Ventspils, Latvia
+371 63 624 518""",
         "English reply to the quote request the note records: 750 ml, TTB COLA; FOB Riga, CIF New York; the company without LLC",
         Twin("category_wrong", "six-year-old rye whisky", "six-year-old brandy", found="brandy",
              expected="rye whisky", note="brandy offered instead of the buyer's rye whisky")),

    # N008 P008 Greece, rye whisky; no note
    Mail("P008", "s1", "Ουίσκι σίκαλης από τη Λετονία",
         """Αγαπητή κυρία Τσαντίδου,

ονομάζομαι Ilze Kalniņa και είμαι υπεύθυνη εξαγωγών της SIA "Staldzenes Krasts" στο Βέντσπιλς της Λετονίας. Αποσταγματοποιούμε ουίσκι σίκαλης (rye whisky) από λετονική σίκαλη, με ωρίμανση τουλάχιστον τεσσάρων ετών σε δρύινα βαρέλια, 46% vol., σε φιάλες 700 ml.

Πιστεύουμε ότι θα ταίριαζε στο χαρτοφυλάκιο της Τσαντίδου Ποτά, ιδίως για μπαρ στην Αθήνα και στη Θεσσαλονίκη που αναζητούν κάτι διαφορετικό από το bourbon. Μπορούμε να στείλουμε τα εμπορεύματα οδικώς ή δια θαλάσσης μέσω Πειραιά.

Θα χαρώ να σας στείλω τιμοκατάλογο και δείγματα.

Με εκτίμηση,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts"
+371 63 624 518""",
         "wholly Greek; the sender's title translated (υπεύθυνη εξαγωγών) and Latvia in the genitive (Λετονίας); bourbon as a comparison; Piraeus",
         Twin("country_wrong", "στο Βέντσπιλς της Λετονίας", "στο Βέντσπιλς της Λιθουανίας", found="Λιθουανίας",
              expected="Latvia", note="Lithuania for the sender's country")),

    # N009 P009 South Korea, rye whisky; note: Seoul International Wine & Spirits Expo; cask-strength samples
    Mail("P009", "s1", "Cask-strength rye samples for 한결주류",
         """Dear 박정남 팀장님,

It was a pleasure to meet you at the Seoul International Wine & Spirits Expo. As promised, three 200 ml samples of our cask-strength rye whisky (58.4% ABV, six years in ex-bourbon casks) left Ventspils by DHL this morning; the tracking number is 4821 7730 19.

For 주식회사 한결주류 we can also offer our 46% standard bottling in 700 ml, and we are happy to print a Korean back label in Latvia before shipping, so that your customs clearance in Busan goes smoothly.

Please let me know what your team thinks after the tasting.

Best regards,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts"
+371 63 624 518""",
         "English with the full Hangul name and title honorific (팀장님) in the greeting; the fair and the samples the note records; company short in the subject; Busan",
         Twin("artifact", "left Ventspils by DHL", "left left Ventspils by DHL", found="left left",
              expected="left", note="a doubled word")),

    # N010 P010 Israel, rye whisky; note: kosher certification for every batch
    Mail("P010", "s1", "Kosher-certified Latvian rye whisky",
         """שלום תום,

I am the export director of SIA "Staldzenes Krasts", a small distillery and smokehouse in Ventspils, Latvia. I understand that for לוי יבוא משקאות kosher certification is a must for every batch.

Our rye whisky is distilled from Latvian rye and aged in new American oak, with no wine or sherry casks at any stage. Each bottling is supervised by the Chief Rabbinate of Latvia, and we can send the certificate with each shipment, batch by batch. It is bottled at 46% in 700 ml.

Shipping to Israel goes by container through Haifa or Ashdod. Would you like to receive our price list and the current kosher certificate?

Best regards,
Ilze Kalniņa
Export Director
+371 63 624 518""",
         "English with a Hebrew greeting and the given name; company short in Hebrew inside English; the kosher need the note records; Haifa, Ashdod",
         Twin("company_foreign", "for לוי יבוא משקאות kosher", "for Jones & Co. Spirits Ltd kosher",
              found="Jones & Co. Spirits Ltd", expected="לוי יבוא משקאות בע\"מ",
              note="another buyer's company (rye whisky, United Kingdom)")),

    # N011 P011 Sweden, grey peas; note: Baltic food shops in Stockholm and Gothenburg; EU organic
    Mail("P011", "s1", "Lettiska gråärter, EU-ekologiska",
         """Hej Åsa,

jag heter Ilze Kalniņa och är exportchef på SIA "Staldzenes Krasts" i Ventspils. Eftersom Johnsons Baltiska Livs säljer till baltiska butiker i Stockholm och Göteborg tror jag att våra gråärter (pelēkie zirņi) kan passa er: det är just de ärter som varje lett vill ha till pelēkie zirņi ar speķi.

Ärterna är odlade i Kurland och certifierade enligt EU:s ekologiska förordning. Certifikatet bifogar jag. Vi packar i 500 g påsar för butikerna och i 25 kg säckar för restauranger.

Leveranser till Sverige går med färjan Ventspils–Nynäshamn, så det tar bara ett par dagar.

Vill ni att jag skickar en prislista och några provpåsar?

Med vänliga hälsningar
Ilze Kalniņa
Export Director
+371 63 624 518""",
         "wholly Swedish; the category as gråärter and in Latvian; the buyer's customers and the EU organic certificate the note records; the ferry route to Nynäshamn",
         Twin("note_wrong", "i Stockholm och Göteborg", "i Malmö och Uppsala", found="Malmö och Uppsala",
              expected="Stockholm and Gothenburg", note="the note records shops in Stockholm and Gothenburg")),

    # N012 P012 Ukraine, grey peas; no note
    Mail("P012", "s1", "Латвійський сірий горох для ТОВ «Бакалія Гоголь»",
         """Шановний Бориславе,

мене звати Ілзе Калниня, я керівниця експортного відділу латвійської компанії SIA "Staldzenes Krasts" з Вентспілса. Пропонуємо традиційний латвійський сірий горох (pelēkie zirņi): великі темні зерна, які добре розварюються і тримають форму.

Фасування: пакети по 500 г або мішки по 25 кг. Доставка автотранспортом через Польщу займає 4–5 днів. Горох має сертифікат походження і фітосанітарний сертифікат.

Чи можу я надіслати Вам прайс-лист і зразки?

З повагою,
Ілзе Калниня
Export Director
SIA "Staldzenes Krasts"
+371 63 624 518""",
         "wholly Ukrainian; vocative Бориславе; the sender's name and title written in Ukrainian in the body; Poland as a transit country",
         Twin("contact_wrong", "Шановний Бориславе", "Шановний Богдане", found="Богдане",
              expected="Борислав Гоголь", note="another given name (Богдан) for Борислав")),

    # N013 P013 Finland, grey peas; note: Gastro Helsinki, 25 kg bag prices
    Mail("P013", "s1", "Grey peas in 25 kg bags – prices after Gastro Helsinki",
         """Hello Janne,

Thank you for stopping by at Gastro Helsinki. You asked for our prices for grey peas in 25 kg bags, so here they are:

- Latvian grey peas, cleaned and sorted, 25 kg paper bags: EUR 1.45/kg
- full pallet of 40 bags: EUR 1.38/kg
- delivery DAP Vuosaari, Helsinki, by ferry from Ventspils, about one week from order

As Ostopäällikkö at Aalto Elintarvike you may also be interested in our 500 g retail packs; I will bring samples if we meet again in Helsinki.

Ystävällisin terveisin,
Ilze Kalniņa
Export Director, SIA "Staldzenes Krasts"
+371 63 624 518""",
         "English with a Finnish closing; the recorded title inside English; the fair and the 25 kg request the note records; DAP Vuosaari",
         Twin("title_wrong", "As Ostopäällikkö at", "As Myyntipäällikkö at", found="Myyntipäällikkö",
              expected="Ostopäällikkö", note="a sales manager's title for the buyer's purchasing one")),

    # N014 P014 China, grey peas; no note
    Mail("P014", "s1", "拉脱维亚灰豌豆——致大连鲍氏豆业",
         """鲍经理您好：

我是拉脱维亚文茨皮尔斯SIA "Staldzenes Krasts"公司的出口总监Ilze Kalniņa。我们了解到贵司专门经营豆类产品，特此向您介绍我们的拉脱维亚灰豌豆（pelēkie zirņi）。

这种豌豆颗粒大、颜色深，煮后口感粉糯，适合做炖菜和小吃。我们可提供25公斤编织袋或1吨吨袋包装，从里加港海运至大连港约45天，价格可按CIF大连报价。

如您有兴趣，我们可以寄送样品和产品规格书。

此致
敬礼

Ilze Kalniņa
出口总监
SIA "Staldzenes Krasts"
+371 63 624 518""",
         "wholly simplified Chinese; 鲍经理 (family name and title); company short in the subject, 贵司 in the body; CIF Dalian, Riga",
         Twin("company_misspelled", "致大连鲍氏豆业", "致大连包氏豆业", part="subject", found="大连包氏豆业",
              expected="大连鲍氏豆业有限公司", note="包 for 鲍: a homophone character")),

    # N015 P015 France, grey peas; note (French): SIAL Paris, quote for 2 tonnes
    Mail("P015", "s1", "Devis pois gris de Lettonie – 2 tonnes pour Épicerie Balte Bazin",
         """Bonjour Monsieur Bazin,

Merci encore pour votre visite sur notre stand au SIAL Paris. Comme convenu, voici notre devis pour 2 tonnes de pois gris de Lettonie (pelēkie zirņi) :

- pois gris triés et calibrés, sacs papier de 25 kg : 1,52 EUR/kg
- 2 tonnes, soit 80 sacs sur deux palettes : 3 040 EUR
- livraison DAP Paris (Rungis), par camion depuis Ventspils, 5 à 6 jours

Nous pouvons aussi proposer des sachets de 500 g avec étiquette en français pour le rayon de l'Épicerie Balte Bazin. Le devis est valable 30 jours.

Bien cordialement,
Ilze Kalniņa
Export Director
SIA "Staldzenes Krasts", Ventspils (Lettonie)
+371 63 624 518""",
         "wholly French; the fair and the 2-tonne quote the note records; pois gris; company with an elided article (l'Épicerie); DAP Rungis",
         Twin("company_missing", "pour le rayon de l'Épicerie Balte Bazin.", "pour votre rayon.",
              found="pour votre rayon", expected="Épicerie Balte Bazin SAS",
              note="every mention of the company replaced (votre maison, votre rayon)",
              more=(("subject", "pour Épicerie Balte Bazin", "pour votre maison"),))),

    # N016 P016 India, polyethylene; note: Plastivision Mumbai, LLDPE film grade MFI 1.0
    Mail("P016", "s2", "LLDPE film grade, MFI 1.0 – following Plastivision",
         """Dear Mr Kala,

It was good meeting you at Plastivision in Mumbai. As discussed, we can offer LLDPE film grade (butene comonomer) with MFI 1.0 g/10 min and density 0.918 g/cm³, which should run well on your blown-film lines.

Offer for Kala Polypack:
- 2 x 40' containers per month, 25 kg FFS bags, 1,375 bags per container
- CFR Nhava Sheva, payment by L/C at sight
- material of Kuwaiti origin, shipped from Shuwaikh port, transit about 10 days

I will send the TDS and a COA from the last batch separately. Please let me know your target price and monthly tonnage.

Best regards,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
Jahra, Kuwait
+965 2455 7310 | f.alshammari@mutlaa-chem.com.kw""",
         "English after the fair the note records; LLDPE, MFI, density, FFS bags, CFR Nhava Sheva, L/C; company short",
         Twin("sender_wrong", "f.alshammari@mutlaa-chem.com.kw", "f.alshammari@mutlaa-chem.com",
              expected="f.alshammari@mutlaa-chem.com.kw", note="the country domain dropped from the sender's e-mail")),

    # N017 P017 Turkey, polyethylene; no note
    Mail("P017", "s2", "Kuveyt menşeli polietilen teklifi",
         """Sayın Hudavent Bey,

Kuveyt'te faaliyet gösteren Mutlaa Chemicals Trading Co. W.L.L. adına yazıyorum. Sezer Plastik'in ambalaj üretimi için düzenli polietilen tedarikçisi aradığını düşünerek kendimizi tanıtmak istedim.

Sunabileceğimiz kaliteler: film için LDPE ve LLDPE, şişirme ve enjeksiyon için HDPE. Teslimat Mersin veya Gemlik limanına CFR olarak yapılabilir; aylık 200 tona kadar düzenli sevkiyat mümkündür.

Size teknik bilgi formlarını ve güncel fiyat listemizi göndermemi ister misiniz?

Saygılarımla,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "wholly Turkish; Sayın ... Bey with the given name; Kuveyt'te with a suffix; company short with its family name (Sezer Plastik'in); Mersin, Gemlik",
         Twin("category_wrong", "Sunabileceğimiz kaliteler: film için LDPE ve LLDPE, şişirme ve enjeksiyon için HDPE.",
              "Sunabileceğimiz kaliteler: film, şişirme ve enjeksiyon için polipropilen (PP).",
              found="polipropilen (PP)", expected="polyethylene",
              note="polypropylene offered instead of the buyer's polyethylene")),

    # N018 P018 Egypt, polyethylene; note: CFR Alexandria quote, 100 t HDPE blow moulding
    Mail("P018", "s2", "Quote: 100 t HDPE blow moulding grade, CFR Alexandria",
         """السلام عليكم أستاذ هشام،

Thank you for your enquiry. Here is our quote for شركة الشناوي للبلاستيك:

- HDPE blow moulding grade, MFI 0.3 g/10 min (190 °C/2.16 kg), density 0.954 g/cm³
- quantity: 100 metric tons, 25 kg bags on pallets, 4 x 40' containers
- price: USD 1,085 per ton CFR Alexandria (Old Port)
- shipment: 3–4 weeks after L/C opening, transit from Kuwait about 14 days via Suez

The material is suitable for detergent and oil bottles up to 5 litres. I can send samples of 25 kg by courier if your team wants to run trials first.

مع خالص التحيات،
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "English with an Arabic greeting (أستاذ and the given name) and closing; company in Arabic inside English; the quote the note records; Suez",
         Twin("country_wrong", "transit from Kuwait about 14 days", "transit from Oman about 14 days", found="Oman",
              expected="Kuwait", note="Oman for the sender's country")),

    # N019 P019 Saudi Arabia, sodium silicate; no note
    Mail("P019", "s2", "عرض سيليكات الصوديوم لمصنع الزهراني",
         """الأستاذ سلطان الزهراني المحترم،
مدير المشتريات – مصنع الزهراني للمنظفات

تحية طيبة وبعد،

يسعدني أن أقدم لكم شركة مطلاع للتجارة الكيماوية (Mutlaa Chemicals Trading Co. W.L.L.) من الجهراء بالكويت. نوفر سيليكات الصوديوم السائلة والصلبة بنسبة SiO2:Na2O بين 2.0 و3.3، وهي مناسبة لصناعة المنظفات ومساحيق الغسيل.

يمكننا التوريد براً إلى الدمام أو الرياض خلال ثلاثة إلى أربعة أيام، بعبوات 250 كغ أو بالصهاريج.

هل تودون أن نرسل لكم عينة وشهادة التحليل؟

مع خالص التحية،
فهد ناصر الشمري
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "wholly Arabic; letter head with name and recorded title; the sender's company and name in Arabic (مطلاع, فهد ناصر الشمري); modulus, Dammam, Riyadh",
         Twin("artifact", "يمكننا التوريد براً إلى الدمام أو الرياض",
              "يمكننا التوريد براً إلى الدمام أو الرياض يمكننا التوريد براً إلى الدمام أو الرياض",
              found="الرياض يمكننا التوريد براً", expected="يمكننا التوريد براً إلى الدمام أو الرياض",
              note="a doubled phrase")),

    # N020 P020 Thailand, sodium silicate; note: COA with SiO2/Na2O ratio; prefers English
    Mail("P020", "s2", "Sodium silicate with COA (SiO2/Na2O ratio)",
         """Dear Khun Nampetch,

Thank you for your interest. As requested, every lot of our sodium silicate comes with a certificate of analysis stating the SiO2/Na2O weight ratio, together with density (°Bé), viscosity and iron content.

For บริษัท สยามเคมีภัณฑ์ จำกัด we suggest:
- liquid sodium silicate, ratio 3.2 ± 0.05, 40 °Bé, in 1.4 t IBCs, or
- sodium silicate lumps (glass), ratio 3.3, in 1 t jumbo bags
- CFR Laem Chabang, about 18 days from Shuwaikh

I have attached a typical COA so that your QC team can compare it with your specification.

Best regards,
Fahad Nasser Al-Shammari
Regional Sales Manager
Mutlaa Chemicals Trading Co. W.L.L.
+965 2455 7310""",
         "English as the note asks; Khun with the romanised given name; company in Thai inside English; COA with the ratio the note records; Laem Chabang",
         Twin("company_foreign", "For บริษัท สยามเคมีภัณฑ์ จำกัด we suggest", "For Filangieri Chimica S.r.l. we suggest",
              found="Filangieri Chimica S.r.l.", expected="บริษัท สยามเคมีภัณฑ์ จำกัด",
              note="another buyer's company (sodium silicate, Italy)")),
]
