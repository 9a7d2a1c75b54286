"""Natural e-mails N041-N060 (a second e-mail to the 20 buyers with a note), each with its twin's edit.

Follow-ups on the writer's own earlier e-mail: N041, N043, N044, N046, N048, N049, N051, N053, N055,
N057, N058, N060. Another, shorter first e-mail to the same buyer: N042, N045, N047, N050, N052,
N054, N056, N059.
"""
from mail import Mail, Twin

MAILS = [
    # N041 P001 follow-up
    Mail("P001", "s1",
         "Re: Gozo cheeselets price list – any questions?",
         """Hi Diane,

Just following up on the price list I sent after IFE London. Have you had a chance to look at it with your deli team?

One thing I should have mentioned: for a first order we can split a pallet into smaller lots, so you could take 20 trays of the peppered cheeselets, 20 of the dried ones in brine and 10 of the fresh, and see which move fastest at the counter. Fresh ones have a shorter life (21 days), so they would go by the weekly air shipment to Heathrow rather than by road.

Happy to jump on a call this week if that's easier.

Best,
Graziella

Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
+356 2155 3184""",
         "follow-up on the writer's price list (the note's request and fair); English; no company of the buyer "
         "named; Heathrow",
         Twin("sender_wrong", "body", "Export Sales Manager", "Export Sales Director",
              "Export Sales Manager", "the sender's title changed in the signature", found="Export Sales Director")),
    # N042 P002 another first e-mail
    Mail("P002", "s1",
         "Maltese cheeselets for your Sydney customers",
         """Hi David,

Graziella here, from Ġgantija Heritage Foods in Gozo. I understand many of Wiley Continental's customers are Maltese-Australian bakeries and delis in Sydney's west – they'll know our ġbejniet, the little sheep's milk cheeselets, from home.

We'd be happy to send samples of the dried and peppered ones. For Australia we prepare the full import paperwork: the veterinary health certificate, the lab results and the manufacturer's declaration your broker will need for the import permit.

Shall I put a sample box together?

Regards,
Graziella Attard Borg
Export Sales Manager, Ġgantija Heritage Foods Ltd, Malta
+356 2155 3184""",
         "another, shorter first e-mail using all three parts of the note (customers, samples, import permit); "
         "English; company shortened to `Wiley Continental's` (possessive); Sydney",
         Twin("contact_wrong", "body", "Hi David,", "Hi Daniel,",
              "David Wiley", "another given name in the greeting", found="Daniel")),
    # N043 P004 follow-up
    Mail("P004", "s1",
         "Did the cheeselet samples arrive?",
         """Καλημέρα κυρία Παπαστεργίου,

I hope the samples of our Gozo cheeselets in brine have reached you safely; the courier's tracking shows they were delivered on Tuesday.

When you have tasted them, I would be very glad to know what you and your colleagues at Τ. Παπαστεργίου & ΣΙΑ Ε.Ε. think, especially of the peppered ones, which people in Greece sometimes compare to a young κεφαλοτύρι. If the salt level or the jar size needs to change for your customers, we can adapt both.

I'll be in Athens in May and could visit you then, if convenient.

Με εκτίμηση,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd, Malta""",
         "follow-up on the writer's samples in brine (the Greek note's request); English with a Greek greeting "
         "and closing; the company in Greek inside English; κεφαλοτύρι as a comparison; Athens",
         Twin("category_wrong", "body", "the samples of our Gozo cheeselets in brine", "the samples of our Gozo graviera in brine",
              "Gozo cheeselets", "the product named as graviera, which the sender does not sell",
              found="Gozo graviera")),
    # N044 P006 follow-up
    Mail("P006", "s1",
         "Following up: imqaret quote",
         """Hi Melissa,

I wanted to check whether the quote for two pallets of frozen imqaret reached you and whether anything in it needs adjusting.

Since we spoke in Montréal, our forwarder has confirmed a reefer sailing from Malta Freeport on the 14th of next month with space for your pallets, arriving in Montréal about 18 days later. If you confirm by the end of this month, I can hold the space at the quoted price.

I can also send the bilingual label proofs for your team's review in the meantime.

Best regards,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
+356 2155 3184 | graziella@ggantijafoods.com.mt""",
         "follow-up on the writer's quote (the note's 2 pallets) after the fair the note records; English; no "
         "company of the buyer named; Malta Freeport, Montréal",
         Twin("note_wrong", "body", "the quote for two pallets of frozen imqaret", "the quote for four pallets of frozen imqaret",
              "2 pallets", "the quantity the note records misquoted", found="four pallets")),
    # N045 P007 another first e-mail
    Mail("P007", "s1",
         "إمقاريت مالطية حلال – عرض لشركة الحنبولي",
         """الأستاذ وسيم حنبولي المحترم
مدير المشتريات – شركة الحنبولي للأغذية المحدودة

السلام عليكم ورحمة الله وبركاته،

يسعدني أن أتواصل معكم بعد لقائنا في معرض جلفود في دبي. أنا غراتسييلا أتارد بورغ، مديرة مبيعات التصدير في شركة Ġgantija Heritage Foods من جزيرة غوزو في مالطا.

نقدّم لكم «الإمقاريت»، وهي حلوى مالطية تقليدية من عجينة السميد المحشوة بالتمر والمنكّهة باليانسون وقشر البرتقال. نوردها مجمّدة وجاهزة للقلي أو الخبز، في كراتين من 48 قطعة، وصلاحيتها 12 شهراً عند 18 درجة تحت الصفر.

منتجاتنا حاصلة على شهادة حلال من جهة معتمدة لدى مركز اعتماد دول مجلس التعاون الخليجي، ويسعدنا إرسال نسخة منها مع عينات مجانية.

وتفضلوا بقبول فائق الاحترام والتقدير،
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd – مالطا
+356 2155 3184""",
         "another first e-mail after the fair the note records, on its halal requirement; wholly Arabic with a "
         "letter head (name with الأستاذ, recorded title, company); the sender's name and title in Arabic; "
         "category as «الإمقاريت»; Gulfood as جلفود",
         Twin("title_wrong", "body", "مدير المشتريات – شركة", "مدير المبيعات – شركة",
              "مدير المشتريات", "a sales title for the buyer's purchasing title in the letter head",
              found="مدير المبيعات")),
    # N046 P011 follow-up
    Mail("P011", "s1",
         "Bigilla samples and next steps",
         """Hi Hannah,

Following up on my note with our FDA registration number: did it settle things with your compliance team?

We've now packed a sample case for you – six jars of plain and six of extra-hot bigilla – and can ship it by courier as soon as you give me the go-ahead. It would be our first listing in the US, so we're flexible on the first order: a half pallet is fine.

Speak soon,
Graziella Attard Borg
Export Sales Manager
Ġgantija Heritage Foods Ltd
+356 2155 3184""",
         "follow-up on the writer's e-mail with the registration number the note records; English; no company "
         "of the buyer named",
         Twin("country_wrong", "body", "our first listing in the US,", "our first listing in Canada,",
              "United States", "the buyer's market named as another country", found="Canada")),
    # N047 P013 another first e-mail
    Mail("P013", "s1",
         "Maltese bean dip, OU kosher",
         """Dear Efrat,

A short introduction, in English as I understand you prefer: I'm Graziella Attard Borg from Ġgantija Heritage Foods in Gozo, Malta. We make bigilla, a dip of small dark broad beans, garlic, parsley and chilli, under OU kosher supervision (parve).

I believe it could be a good fit for סאלם מזון בע"מ: it's vegan, shelf-stable for 18 months in 190 g jars, and close enough to ful to feel familiar while still being new.

May I send you a few jars and our price list CIF Haifa?

Kind regards,
Graziella Attard Borg
Export Sales Manager | Ġgantija Heritage Foods Ltd | +356 2155 3184""",
         "another, shorter first e-mail using the note (English, kosher OU); English; `Dear Efrat` (given name "
         "romanised from Hebrew); company in Hebrew inside English; category as `Maltese bean dip`; ful as a "
         "comparison; CIF Haifa",
         Twin("company_foreign", "body", 'a good fit for סאלם מזון בע"מ:', "a good fit for Basaj Delikatesy Sp. z o.o.:",
              'סאלם מזון בע"מ', "another buyer's company of this set (same category, Poland)",
              found="Basaj Delikatesy Sp. z o.o.")),
    # N048 P016 follow-up
    Mail("P016", "s2",
         "Draft term sheet: DES Sodegaura",
         """Dear Mr Abe,

Further to my e-mail after Gastech, I attach a draft term sheet for mid-term DES supply to Sodegaura for 阿部エネルギー株式会社: 6 cargoes a year for four years from April 2027, a JCC slope with an S-curve, and one downward quantity tolerance per year.

Our shipping team has also confirmed with the terminal that the 145,000 m³ vessels we would nominate are compatible with the Sodegaura berths.

Could we arrange a video call next week to go through it? Tuesday or Thursday morning Tokyo time would suit us.

Best regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
+673 333 4621""",
         "follow-up on the writer's outline (the note's fair and DES Sodegaura interest); English; company in "
         "Japanese inside English; JCC slope, S-curve; Tokyo time",
         Twin("company_missing", "body", "Sodegaura for 阿部エネルギー株式会社:", "Sodegaura for your company:",
              "阿部エネルギー株式会社", "the only mention of the company replaced by `your company`",
              found="your company")),
    # N049 P018 follow-up
    Mail("P018", "s2",
         "跟进：如东现货LNG报价",
         """任经理您好：

上周发给您的如东接收站现货LNG报价（DES，下月20日至26日到货窗口）不知是否已收到？

由于该窗口的船舶需在本周内确认，如贵司有意向，我们可以把报价有效期延长至下周三。若到货窗口需要调整，也请告知，我们另行安排。

另外，如贵司对明年的定期合同感兴趣，我们也可以安排视频会议，介绍我们的长协条款。

期待您的回复。

此致
敬礼

Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
+673 333 4621""",
         "follow-up on the writer's spot quote for Rudong (the note's request); wholly simplified Chinese; "
         "the company only as 贵司",
         Twin("artifact", "body", "我们可以把报价有效期", "我们可以可以把报价有效期",
              "我们可以把报价有效期", "a doubled word", found="可以可以")),
    # N050 P020 another first e-mail
    Mail("P020", "s2",
         "汶萊對二甲苯（PX）：每船附COA",
         """陳課長您好：

冒昧來信，我是汶萊Belait Petroleum Marketing Sdn Bhd的商務經理。我們了解貴公司習慣以中文往來，也要求每船貨附上分析證明書（COA）。

我們的對二甲苯純度在99.7%以上，每船貨都在汶萊摩拉港裝船時由獨立檢驗機構取樣分析，COA與提單一同寄送，也可事先以電子郵件傳送副本。

若陳氏化學有興趣，我們可以報一船5,000噸CFR麥寮的試單價格。

敬祝 商祺

Nurul Aqilah binti Haji Rahman
Commercial Manager
Belait Petroleum Marketing Sdn Bhd
+673 333 4621""",
         "another, shorter first e-mail using both parts of the note; wholly traditional Chinese; company "
         "shortened to 陳氏化學; Muara, Mailiao",
         Twin("sender_wrong", "body", "Nurul Aqilah binti Haji Rahman", "Nurul Aqila binti Haji Rahman",
              "Nurul Aqilah binti Haji Rahman", "the sender's name misspelt in the signature",
              found="Nurul Aqila binti Haji Rahman")),
    # N051 P021 follow-up
    Mail("P021", "s2",
         "Re: CFR Haldia price – revised offer",
         """Dear Mr Roy Chowdhury,

Following up on our CFR Haldia offer: the Asian PX market has softened by about USD 20 since then, so I can now offer the 6,000 t parcel of paraxylene at USD 995 per tonne CFR Haldia, with the same laycan and payment terms.

If you would rather take two smaller parcels of 3,000 t, we can arrange that as well, with a small freight surcharge.

Please let me know by Thursday if you would like me to firm up the vessel.

Best regards,
Nurul Aqilah binti Haji Rahman
Commercial Manager, Belait Petroleum Marketing Sdn Bhd
+673 333 4621 | aqilah.rahman@belaitpetroleum.com.bn""",
         "follow-up on the writer's CFR Haldia price (the note's request); English; no company of the buyer "
         "named; PX as a short form",
         Twin("category_wrong", "body", "6,000 t parcel of paraxylene at", "6,000 t parcel of orthoxylene at",
              "paraxylene", "the product named as orthoxylene, which the sender does not sell", found="orthoxylene")),
    # N052 P024 another first e-mail
    Mail("P024", "s3",
         "Po Enoexpo: mołdawska Fetească Neagră",
         """Dzień dobry Panie Jędrzeju,

miło było poznać Pana na Enoexpo w Krakowie. Krótko: mamy czerwone wino z rodzimej mołdawskiej odmiany Fetească Neagră, które przy cenie 3,65 EUR DAP mieści się w Pana progu 60 zł na półce.

Chętnie przyślę dwie butelki dla Młodzik Wina Sp.j. do degustacji – proszę tylko o adres dostawy.

Pozdrawiam serdecznie
Nadejda Lungu
Podgoria Prutului S.R.L., Cahul (Mołdawia)
+373 299 2 47 15""",
         "another, shorter first e-mail after the fair the note records, on its price point; wholly Polish; "
         "vocative; company with Sp.j.; fair in the subject",
         Twin("company_misspelled", "body", "dla Młodzik Wina Sp.j.", "dla Młodziak Wina Sp.j.",
              "Młodzik Wina Sp.j.", "a letter added to the family name in the company", found="Młodziak Wina Sp.j.")),
    # N053 P026 follow-up
    Mail("P026", "s3",
         "Fetească Neagră samples – your impressions?",
         """Dear Ms Sýkorová,

I hope the samples of the 2020 and 2021 vintages arrived in good condition. When you have had a chance to taste them, I would be very interested in your impressions – in particular which of the two would suit your customers better.

If it helps your planning: we still have about 4,000 bottles of the 2020 and can reserve 600 for you until the end of the month. The 2021 is available in larger quantities.

Kind regards,
Nadejda Lungu
Export Sales Manager
Podgoria Prutului S.R.L.
+373 299 2 47 15""",
         "follow-up on the writer's samples (the note's 2020 and 2021 vintages), in English as the note says; "
         "no company of the buyer named",
         Twin("note_wrong", "body", "the samples of the 2020 and 2021 vintages", "the samples of the 2019 and 2021 vintages",
              "2020 and 2021", "the vintages the note records misquoted", found="2019 and 2021")),
    # N054 P028 another first e-mail
    Mail("P028", "s3",
         "Divin de 10 ani pentru Ardelean Distribuție",
         """Stimată doamnă Ardelean,

Vă scriu după întâlnirea noastră de la Horeca Show București, unde ați întrebat de divinul nostru de 10 ani. Sunt Nadejda Lungu, manager vânzări export la Podgoria Prutului din Cahul.

Divinul de 10 ani este învechit în butoaie de stejar și are 40% vol.; îl livrăm în sticle de 0,5 l și 0,7 l. Prețul pentru sticla de 0,5 l în cutie de lemn este de 14,80 EUR, DAP la depozitul dumneavoastră, pentru o comandă minimă de 300 de sticle.

Aș fi bucuroasă să vă trimit o sticlă de probă.

Cu stimă,
Nadejda Lungu
Podgoria Prutului S.R.L.
+373 299 2 47 15""",
         "another, shorter first e-mail after the fair the Romanian note records, on its request; wholly "
         "Romanian; company without S.R.L. in the subject; the sender's title in lower case inside the sentence",
         Twin("contact_wrong", "body", "Stimată doamnă Ardelean,", "Stimată doamnă Ardeleanu,",
              "Steluța Ardelean", "a near-miss family name in the greeting", found="Ardeleanu")),
    # N055 P029 follow-up
    Mail("P029", "s3",
         "Kosher divin – sample set sent",
         """Dear Mr Frankel,

Following my e-mail about kosher divin: we have sent the sample set (5, 7 and 10 years, 0.5 l each) to פרנקל יבוא משקאות בע"מ by DHL; the tracking number is 7731 0482 66.

For the Russian-speaking shops you supply in Haifa and Ashdod, the 5-year divin in the 0.5 l bottle is usually the best seller; the 10-year works well as a gift in a wooden box before the holidays.

The kosher certificate and a draft Hebrew back label are attached.

Best regards,
Nadejda Lungu
Export Sales Manager
Podgoria Prutului S.R.L.
+373 299 2 47 15""",
         "follow-up on the writer's e-mail and sample set, using the note (kosher; shops in Haifa and Ashdod); "
         "English; company in Hebrew inside English",
         Twin("company_foreign", "body", 'to פרנקל יבוא משקאות בע"מ by DHL', "to Ardelean Distribuție S.R.L. by DHL",
              'פרנקל יבוא משקאות בע"מ', "another buyer's company of this set (same category, Romania)",
              found="Ardelean Distribuție S.R.L.")),
    # N056 P030 another first e-mail
    Mail("P030", "s3",
         "Bio-Traubenkernöl aus der Republik Moldau",
         """Kranz Naturkost GmbH & Co. KG
z. Hd. Frau Suse Kranz, Einkäuferin

Sehr geehrte Frau Kranz,

wir sind ein Weingut aus Cahul im Süden der Republik Moldau und pressen aus den Kernen unserer Bio-Trauben ein kaltgepresstes Traubenkernöl. Es ist nach der EU-Öko-Verordnung zertifiziert; jede Lieferung reist mit einer Kontrollbescheinigung über TRACES.

Gern schicke ich Ihnen das gewünschte Muster von 1 Liter und unsere Preisliste für Flaschen, Kanister und Fässer.

Mit freundlichen Grüßen
Nadejda Lungu
Podgoria Prutului S.R.L.
+373 299 2 47 15 | n.lungu@podgoriaprutului.md""",
         "another, shorter first e-mail using both parts of the German note (EU organic, 1 l sample); wholly "
         "German; address block with `z. Hd.` and the recorded title",
         Twin("title_wrong", "body", "z. Hd. Frau Suse Kranz, Einkäuferin", "z. Hd. Frau Suse Kranz, Verkäuferin",
              "Einkäuferin", "a sales title for the buyer's purchasing title", found="Verkäuferin")),
    # N057 P033 follow-up
    Mail("P033", "s4",
         "Seguimiento: pulpa de babaco para Zumos Cornejo",
         """Estimada Sra. Cornejo:

Le escribo para saber si la ficha técnica de la pulpa de babaco congelada que le envié tras Fruit Attraction le ha resultado útil, y si su equipo querría probar una muestra.

Podemos enviar 5 kg de pulpa congelada por courier refrigerado a la dirección que nos indique, en 4–5 días. Si el resultado les convence, el primer pedido podría ser medio contenedor reefer compartido con otro cliente nuestro de Valencia.

Quedo a su disposición.

Saludos cordiales,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180""",
         "follow-up on the writer's spec sheet (the note's request and fair); wholly Spanish; company without "
         "S.L. in the subject; Valencia",
         Twin("artifact", "body", "Quedo a su disposición.", "Quedo a su disposición a su disposición.",
              "Quedo a su disposición.", "a doubled phrase", found="a su disposición a su disposición")),
    # N058 P035 follow-up
    Mail("P035", "s4",
         "Babaco pulp quote – vessel space",
         """Hi Justin,

A quick follow-up on our quote for the 20 ft reefer of frozen babaco pulp. Our line has space on the Guayaquil sailing on the 9th, which would land the container in the US around the 24th.

If you confirm this week, we'll file the FDA prior notice in our name and send you the confirmation together with the kosher certificate for the lot.

Best regards,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180""",
         "follow-up on the writer's quote (the note's reefer, FDA prior notice and kosher); English; no company "
         "of the buyer named; Guayaquil",
         Twin("country_wrong", "body", "land the container in the US around", "land the container in Mexico around",
              "United States", "the buyer's country named as another country", found="Mexico")),
    # N059 P038 another first e-mail
    Mail("P038", "s4",
         "Guayusa biologica dall'Amazzonia ecuadoriana",
         """Gentile Sig.ra Tognazzi,

mi permetto di presentarle la guayusa, una foglia amazzonica ricca di caffeina e teobromina che si beve come una tisana, dal gusto morbido e senza amaro. La esportiamo da Ambato, in Ecuador.

So che per Erboristeria Tognazzi S.r.l. è necessario il certificato biologico UE: la nostra guayusa è certificata, e posso inviarle il certificato insieme ai campioni che ha chiesto, tre confezioni da 100 g.

Cordiali saluti,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
+593 3 242 6180""",
         "another, shorter first e-mail using both parts of the note (samples, EU organic); wholly Italian; "
         "category as `foglia amazzonica … come una tisana`",
         Twin("company_missing", "body", "per Erboristeria Tognazzi S.r.l. è necessario", "per la Vostra erboristeria è necessario",
              "Erboristeria Tognazzi S.r.l.", "the only mention of the company replaced by `la Vostra erboristeria`",
              found="la Vostra erboristeria")),
    # N060 P039 follow-up
    Mail("P039", "s4",
         "Catálogo S3: ¿le envío muestras?",
         """Estimado Sr. Antón:

Le escribo para dar seguimiento al catálogo de calzado de seguridad S3 que le envié. ¿Ha podido revisarlo?

Los modelos que más se venden en Europa son la bota AT-310 (S3, puntera de composite, 590 g) y el zapato AT-205 (S3, transpirable). Puedo enviarle un par de cada uno en su talla, sin coste, para que los prueben en su almacén.

Un cordial saludo,
Mayra Alejandra Masaquiza Chango
Jefa de Exportaciones
Tungurahua Andina Export Cía. Ltda.
www.tungurahuaandina.com.ec | +593 3 242 6180""",
         "follow-up on the writer's catalogue (the note's request, S3); wholly Spanish; no company of the buyer "
         "named; model numbers",
         Twin("sender_wrong", "body", "www.tungurahuaandina.com.ec", "www.tungurahua-andina.com.ec",
              "www.tungurahuaandina.com.ec", "a hyphen added to the sender's website",
              found="www.tungurahua-andina.com.ec")),
]
