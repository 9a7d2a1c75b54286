"""Natural e-mails N001-N020 (one per buyer, P001-P020), each with its twin's one edit."""
from mail import M, T

MAILS = [
    # N001 P001: post-fair follow-up (the parcel list the note records as asked for)
    M("P001", "s1", "Zambian rough emeralds, 1-5 ct – the parcel list from Jaipur", """
नमस्ते धनञ्जय जी,

Thank you for the time you gave us at the Jaipur Jewellery Show in December. As promised, here is the parcel list you asked for: rough emeralds from the Kafubu area, sorted between 1 and 5 ct, with our price per carat for each lot.

This month's list has eleven lots, 412 ct in all. Most of the material has the bluish green that Zambian rough is known for, with good transparency; two lots are clean enough for faceting above 3 ct, the rest suit cabochons and beads. Each lot travels with its Zambian mineral export permit and a weight and valuation certificate.

We can send the lots you choose by insured courier from Ndola to Jaipur, or you can view them in our office before shipment.

Please tell me which lots interest प्रसाद रत्न उद्योग प्राइवेट लिमिटेड and I will hold them for two weeks.

With warm regards,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Zambia
+260 212 617 408
""", "follow-up after the fair the note records (sending the parcel list it asked for); English with a Hindi greeting (given name + ji); company in Devanagari inside an English sentence; sender shortened to given + family name",
      T("note_wrong", "body", "at the Jaipur Jewellery Show in December",
        "at the India International Jewellery Show in Mumbai", "Jaipur Jewellery Show",
        "a fair the note does not name (IIJS Mumbai) in place of the Jaipur Jewellery Show",
        found="India International Jewellery Show in Mumbai")),

    # N002 P002: cold introduction
    M("P002", "s1", "Rough emeralds from Zambia for עמר אבני חן", """
שלום דימא,

My name is Chileshe Bwalya and I look after exports at Kafubu Gems & Produce Limited in Ndola, Zambia. We buy rough emeralds from licensed small-scale miners around the Kafubu river and sell them, sorted and weighed, to cutting houses abroad.

I would like to offer עמר אבני חן בע"מ our rough: facet-grade pieces from 0.5 to 8 ct, and commercial cabochon rough by the kilo. Zambian emerald is usually a little darker and bluer than Colombian and often needs less oil, which many cutters in Ramat Gan appreciate.

If it helps, I can send photographs and weights of three current lots. We ship insured to Tel Aviv through Johannesburg.

Best regards,
Chileshe Mwape Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
www.kafubugems.co.zm
""", "cold introduction; English with a Hebrew greeting (given name); the company's short form in the subject and its full Hebrew form in the body; Colombia named as a comparison origin",
      T("company_misspelled", "body", 'offer עמר אבני חן בע"מ our', 'offer עמאר אבני חן בע"מ our',
        'עמר אבני חן בע"מ', "the family name spelled with an added alef (עמאר)",
        found='עמאר אבני חן בע"מ')),

    # N003 P003: cold introduction
    M("P003", "s1", "Zambian rough emeralds – direct from Ndola", """
เรียน คุณพันเกล้า

I am writing to you as หุ้นส่วนผู้จัดการ of ห้างหุ้นส่วนจำกัด บุนยาอัญมณี, because Thailand's cutters, in Chanthaburi and in Bangkok, are among the most experienced buyers of emerald rough in Asia.

Kafubu Gems & Produce Limited exports rough emeralds from the Kafubu area of Zambia's Copperbelt. We sort our goods into three grades – facet, fine cabochon and commercial – and sell by the lot, with weights and photographs of every parcel before you decide. All our exports leave with a Zambian mineral export permit.

Would a parcel of about 50 ct of cabochon rough, sent on memo to Bangkok, be a useful way to start? We would pay the courier and insurance both ways.

ขอแสดงความนับถือ
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited, Ndola, Zambia
chileshe.bwalya@kafubugems.co.zm
""", "cold introduction; English with Thai greeting and closing; the recorded Thai title and the company with its legal form in front, in Thai, inside an English sentence",
      T("title_wrong", "body", "as หุ้นส่วนผู้จัดการ of", "as ผู้จัดการฝ่ายขาย of",
        "หุ้นส่วนผู้จัดการ", "a sales manager's title (ผู้จัดการฝ่ายขาย) for the managing partner",
        found="ผู้จัดการฝ่ายขาย")),

    # N004 P004: first e-mail after the fair the note records, on its viewing wish
    M("P004", "s1", "Nach der inhorgenta: Rohsmaragde aus Sambia zur Ansicht in Idar-Oberstein", """
Sehr geehrter Herr Dörschner,

vielen Dank für das Gespräch auf der inhorgenta in München. Sie hatten erwähnt, dass Sie Rohware nur nach Ansicht kaufen – das passt gut, denn ich bin im Mai ohnehin in Europa.

Mein Vorschlag: Ich bringe drei Partien Rohsmaragde aus dem Kafubu-Gebiet mit nach Idar-Oberstein, zusammen rund 600 ct, vorsortiert für kalibrierte Steine von 3 bis 6 mm. Sie können die Ware in Ruhe in Ihrer Schleiferei prüfen; was Ihnen zusagt, reservieren wir für die Dörschner Edelsteinschleiferei e.K. und liefern es versichert und mit allen sambischen Ausfuhrpapieren nach Deutschland.

Würde Ihnen die Woche ab dem 12. Mai passen?

Mit freundlichen Grüßen
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Sambia
Tel. +260 212 617 408
""", "first e-mail after the fair the note records, answering its wish to view rough in Idar-Oberstein; wholly German; company with article (die … e.K.); the category in German (Rohsmaragde); Zambia as Sambia",
      T("category_wrong", "body", "drei Partien Rohsmaragde aus", "drei Partien Rohsaphire aus",
        "rough emeralds", "a neighbouring gem (rough sapphires) for rough emeralds",
        found="Rohsaphire")),

    # N005 P005: cold introduction
    M("P005", "s1", "尚比亞祖母綠原石供應 — Kafubu Gems & Produce Limited", """
彭總您好：

冒昧來信。我是尚比亞 Kafubu Gems & Produce Limited 的出口及市場經理 Chileshe Bwalya。本公司位於銅帶省恩多拉（Ndola），向當地持牌礦工收購祖母綠原石，分級後出口。

得知彭氏寶石貿易有限公司經營彩色寶石，想向貴公司介紹我們的尚比亞祖母綠原石：
・刻面級原石，單粒 1–6 克拉
・蛋面級原石，按公斤或按批出售
・每批附重量證明及尚比亞礦業部出口許可證

我們可經約翰內斯堡以保價快遞寄往香港，也歡迎您來恩多拉看貨。如有興趣，我可先寄上本月三個批次的照片和重量清單。

順祝商祺
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
+260 212 617 408
""", "cold introduction; wholly in traditional Chinese (Hong Kong); 彭總 for a managing director; the sender's title translated (出口及市場經理) in the body and as recorded in the signature",
      T("company_foreign", "body", "得知彭氏寶石貿易有限公司經營", "得知林氏普洱茶行有限公司經營",
        "彭氏寶石貿易有限公司", "another Hong Kong buyer's company of this set (the pu-erh tea house)",
        found="林氏普洱茶行有限公司")),

    # N006 P006: reply to the request the note records
    M("P006", "s1", "Kapenta in 10 kg cartons – road freight to Gauteng", """
Dear Mr Mbunjwa,

Thank you for your interest in our dried kapenta. You asked about 10 kg cartons for your wholesalers in Gauteng and how we would move them by road, so here are the details.

Product: sun-dried kapenta from Lake Kariba (Siavonga), cleaned, sorted and packed in 10 kg cartons lined with food-grade plastic.
Load: a 34-tonne interlink takes 2,800 cartons (28 t net).
Route: Ndola – Lusaka – Chirundu into Zimbabwe, then Harare – Beitbridge into South Africa and on to Johannesburg. Transit is normally five to six days, both borders included.
Documents: health certificate from our Department of Fisheries, SADC certificate of origin, commercial invoice and packing list.

Our price for a first load is USD 4.10 per kg, delivered to a warehouse in Gauteng, valid until the end of the month. If Mbunjwa Foods would like to test the market first, we can also send a half load.

Kind regards,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
+260 212 617 408 | chileshe.bwalya@kafubugems.co.zm
""", "reply to the request the note records (10 kg cartons, road via Chirundu and Beitbridge); English; company without its legal form; Zimbabwe named as a transit country",
      T("country_wrong", "body", "Beitbridge into South Africa", "Beitbridge into Botswana",
        "South Africa", "the buyer's country given as Botswana", found="Botswana")),

    # N007 P007: first e-mail using the note's needs
    M("P007", "s1", "Dried kapenta for Chadwick World Foods – UK labels and plant approval", """
Dear Lynn,

I understand that Chadwick World Foods Ltd supplies African grocers in south London, and that before you list a new dried fish you need two things: labels that meet UK rules, and the approval number of the plant that processes it.

Both are in place. Our kapenta is packed at our plant in Siavonga, approved by the Zambian Department of Fisheries under number ZM-DOF-117, and the number is printed on every carton. For the UK we can print 500 g and 1 kg retail bags in English with the product name, the Latin name (Limnothrissa miodon), net weight, the allergen statement (fish), a best-before date and your company as importer.

I would be glad to send artwork proofs and a 5 kg sample to south London. Our price list is attached.

Best wishes,
Chileshe
Chileshe Mwape Bwalya
Export & Marketing Manager, Kafubu Gems & Produce Limited
Tel +260 212 617 408
""", "first e-mail answering the needs the note records (UK labels, plant approval number); English; first-name greeting; sender signs with the given name, then in full",
      T("sender_wrong", "body", "Tel +260 212 617 408", "Tel +260 212 671 408",
        "+260 212 617 408", "the sender's phone with two digits swapped",
        found="+260 212 671 408")),

    # N008 P008: reply in French, as the note asks, on the 2 kg sample
    M("P008", "s1", "Votre échantillon de kapenta séché (2 kg)", """
Bonjour Monsieur Boulanger,

Merci pour votre demande. Comme vous le préférez, je vous écris en français.

L'échantillon de 2 kg de kapenta séché que vous avez demandé part de Ndola jeudi par DHL, à l'adresse de votre magasin à Matonge. Il s'agit de notre qualité « premium » : kapenta du lac Kariba, séché au soleil sur claies, trié à la main, sans sable, en sachets de 500 g.

Pour les commandes, nous proposons des cartons de 10 kg, livrés par fret aérien à Bruxelles-National (Zaventem) en 5 à 7 jours. Je vous enverrai notre grille de prix avec le numéro de suivi du colis.

N'hésitez pas à me dire ce que vos clients pensent du goût et de la taille.

Bien cordialement,
Chileshe Bwalya
Responsable export et marketing
Kafubu Gems & Produce Limited
Ndola, Zambie
+260 212 617 408
""", "reply to the request the note (in French) records: the 2 kg sample, in French as it asks; the sender's title translated (Responsable export et marketing); Zambia as Zambie",
      T("contact_wrong", "body", "Bonjour Monsieur Boulanger,", "Bonjour Monsieur Boulard,",
        "Gilles Boulanger", "another family name (Boulard) in the greeting",
        found="Monsieur Boulard")),

    # N009 P009: cold introduction
    M("P009", "s1", "Kapenta séché de Zambie pour Coste Distribution", """
Madame Coste,

Je me permets de vous écrire car vous achetez les produits de la mer pour Coste Distribution, et nous cherchons un importateur en France pour notre kapenta séché.

Le kapenta (Limnothrissa miodon) est un petit poisson d'eau douce pêché de nuit sur le lac Kariba et le lac Tanganyika, puis séché au soleil. C'est un produit de base des cuisines zambienne, congolaise et zimbabwéenne, très demandé dans les épiceries africaines de Paris, Lyon et Marseille.

Nous pouvons vous proposer :
– du kapenta de Kariba (petit calibre, 3 à 5 cm), en cartons de 10 kg ;
– du kapenta de Mpulungu (lac Tanganyika, plus gros), en cartons de 10 kg ;
– un conditionnement en sachets de 250 g ou 500 g à votre marque.

Chaque lot est accompagné d'un certificat sanitaire. Seriez-vous intéressée par un échantillon ?

Bien à vous,
Chileshe Mwape Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited – Ndola, Zambie
chileshe.bwalya@kafubugems.co.zm
""", "cold introduction; wholly French; `Madame Coste,` alone; company without its legal form in subject and body; the buyer's title paraphrased (vous achetez les produits de la mer)",
      T("company_missing", "body", "pour Coste Distribution,", "pour votre société,",
        "Coste Distribution SAS", "every mention of the company replaced by a generic wording",
        found="votre société",
        more=[("subject", "pour Coste Distribution", "pour votre société")])),

    # N010 P010: first e-mail on what the note records (30 t trucks, Kasumbalesa, USD)
    M("P010", "s1", "Kapenta séché – camion de 30 t rendu Lubumbashi", """
Monsieur Kalenga,

Je sais que vous achetez par camion complet, via Kasumbalesa, et que vous réglez en dollars. Voici donc notre offre pour un camion de kapenta séché à destination de Lubumbashi.

Quantité : 30 tonnes, soit 3 000 sacs de 10 kg.
Qualité : kapenta de Kariba, séché au soleil, trié, humidité inférieure à 12 %.
Prix : 3,60 USD le kilo, rendu entrepôt Lubumbashi, dédouanement à Kasumbalesa compris.
Paiement : en USD, 50 % à la commande, le solde à l'arrivée du camion.
Délai : chargement à Ndola sous 10 jours après l'acompte ; la route jusqu'à la frontière de Kasumbalesa prend moins d'une journée.

Nous pouvons aussi livrer un camion par mois si les ventes suivent.

Dans l'attente de votre retour, je vous prie d'agréer, Monsieur Kalenga, mes salutations distinguées.

Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Zambie – +260 212 617 408
""", "first e-mail built on what the note records (30 t trucks through Kasumbalesa, payment in USD); wholly French; formal French closing naming the contact again",
      T("artifact", "body", "le solde à l'arrivée du camion.",
        "le solde à l'arrivée du camion, le solde à l'arrivée du camion.", "",
        "a doubled phrase", found="le solde à l'arrivée du camion, le solde à l'arrivée du camion")),

    # N011 P011: first e-mail after the fair the note records, on its spec
    M("P011", "s1", "Pimentón de Zambia: vainas secas ASTA 160+ para Pimentones Alvarez", """
Estimada Sra. Alvarez:

Fue un placer conocerla en Alimentaria Barcelona. Me comentó que, como jefa de compras de Pimentones Alvarez, busca pimiento seco en vaina con un color de 160 ASTA o más, y con aflatoxinas y ocratoxina A dentro de los límites de la UE.

Nuestra cosecha de este año, de las provincias Central y Oriental de Zambia, da entre 170 y 210 ASTA en vaina entera. Secamos en túneles de aire caliente, no al sol sobre tierra, y cada lote se analiza en un laboratorio acreditado antes del embarque: en los últimos ocho lotes, la aflatoxina B1 quedó siempre por debajo de 5 µg/kg y la ocratoxina A por debajo de 15 µg/kg.

Podemos enviar vainas enteras, sin pedúnculo, prensadas en balas de 25 kg, en contenedor de 40 pies vía Durban o Walvis Bay hasta Valencia. Si le parece bien, le mando una muestra de 2 kg con su análisis.

Un cordial saludo,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola (Zambia)
chileshe.bwalya@kafubugems.co.zm
""", "first e-mail after the fair the note records, quoting its spec (ASTA 160+, aflatoxin, ochratoxin); wholly Spanish; the recorded title in lower case inside a Spanish sentence; the category in Spanish (pimiento seco en vaina)",
      T("title_wrong", "body", "como jefa de compras de", "como jefa de ventas de",
        "Jefa de Compras", "a sales title (jefa de ventas) for the purchasing head",
        found="jefa de ventas")),

    # N012 P012: cold introduction
    M("P012", "s1", "Dried paprika pods from Zambia – offer for Nagy Fűszerpaprika Kft.", """
Tisztelt Nagy Máté Úr!

I hope you will forgive me for continuing in English.

I look after exports at Kafubu Gems & Produce Limited, a Zambian exporter of dried paprika pods. Hungarian mills have long bought some African paprika to balance colour and price between domestic harvests, and I would like to offer Nagy Fűszerpaprika Kft. our new crop.

Our pods are a sweet, low-pungency type grown under contract by farmers in Zambia's Eastern Province, dried in hot-air tunnels and sorted by hand. This season's lots measure 180-220 ASTA, with moisture below 11%. We pack them stemless in 25 kg pressed bales and ship in 40' containers via Durban to Koper, from where the trucks to Hungary are short.

May I send you a 5 kg sample and the lab results?

Üdvözlettel,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Zambia | +260 212 617 408
""", "cold introduction; English with a Hungarian greeting (family name first, as recorded, with Úr) and closing; company with its Hungarian diacritics in subject and body",
      T("company_misspelled", "body", "offer Nagy Fűszerpaprika Kft. our", "offer Nagy Fuszerpaprika Kft. our",
        "Nagy Fűszerpaprika Kft.", "the company's ű written without its accent",
        found="Nagy Fuszerpaprika Kft.")),

    # N013 P013: cold introduction
    M("P013", "s1", "Zambian paprika pods, 200+ ASTA, for Rice Ingredients", """
Hi Amber,

I'm reaching out because Rice Ingredients buys dried paprika pods, and we may be a useful second origin alongside Spain, Peru and China.

Kafubu Gems & Produce Limited exports dried paprika pods grown by contracted farmers in Zambia's Central and Eastern provinces. A few points that tend to matter to US buyers:

- color: 180–230 ASTA, consistent across the season
- steam treatment on request, shipped to meet ASTA cleanliness specifications
- aflatoxin and pesticide residue tests on every lot, from an ISO 17025 lab
- FOB Durban or Walvis Bay, 40' containers of about 14 t of pressed bales

Would you like me to send a sample and a spec sheet to your attention?

Best,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Zambia
chileshe.bwalya@kafubugems.co.zm | +260 212 617 408
""", "cold introduction; English (US spelling color); company without `, LLC`; a surname that is also a food word (Rice); other origins named (Spain, Peru, China); ASTA as colour unit and as the US trade body",
      T("category_wrong", "body", "Limited exports dried paprika pods grown", "Limited exports dried guajillo chile pods grown",
        "dried paprika pods", "a neighbouring product (guajillo chile pods) for paprika pods",
        found="dried guajillo chile pods")),

    # N014 P014: first e-mail after the fair the note records (the sample it asks for)
    M("P014", "s1", "Anuga-Gespräch: Paprikaschoten aus Sambia, Muster 5 kg", """
Sehr geehrte Frau Henk,

ich hoffe, Sie sind gut aus Köln zurückgekommen. Vielen Dank, dass Sie sich auf der Anuga Zeit für unsere getrockneten Paprikaschoten genommen haben.

Wie besprochen, schicken wir Ihnen ein Muster von 5 kg aus der aktuellen Ernte (ganze Schoten, ohne Stiel, 190 ASTA). Sie hatten zu jeder Charge eine Rückstandsanalyse auf Pestizide verlangt – die bekommen Sie, auch schon zu diesem Muster; der Bericht liegt diesem Schreiben bei.

Für Lieferungen an die Henk Gewürzmühle GmbH & Co. KG schlagen wir Pressballen zu 25 kg im 40-Fuß-Container vor, CIF Hamburg.

Ich freue mich auf Ihre Einschätzung nach dem Mahltest.

Mit freundlichen Grüßen
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
Ndola, Sambia
""", "first e-mail after the fair the note (in German) records, with the 5 kg sample and the residue analysis it asks for; wholly German; company with article and `GmbH & Co. KG`; the category in German (Paprikaschoten)",
      T("note_wrong", "body", "eine Rückstandsanalyse auf Pestizide verlangt",
        "ein Aflatoxin-Zertifikat verlangt", "Rückstandsanalyse (Pestizide) je Charge",
        "a request the note does not hold (an aflatoxin certificate) in place of the pesticide residue analysis it records",
        found="ein Aflatoxin-Zertifikat verlangt")),

    # N015 P015: cold introduction
    M("P015", "s1", "Dried paprika pods from Zambia", """
Уважаеми г-н Поаков,

Please excuse me for writing in English. Bulgaria has a long tradition of milling червен пипер, and I am contacting Поаков Пипер ООД because we are looking for a Bulgarian miller who would like a second source of dried pods besides the local harvest.

We are Kafubu Gems & Produce Limited from Ndola, Zambia. Our paprika is grown by about 400 contract farmers, dried in tunnels and pressed into 25 kg bales. Typical values: 170–200 ASTA, moisture under 11%, no added oil.

We can deliver CFR Varna in 20' or 40' containers, transshipped in Durban. I would be glad to send you a sample and our prices for the new crop.

С уважение,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
+260 212 617 408
""", "cold introduction; English with a Bulgarian greeting (г-н + family name) and closing; company in Cyrillic inside an English sentence; the product's Bulgarian name (червен пипер) once",
      T("company_foreign", "body", "I am contacting Поаков Пипер ООД because", "I am contacting Nagy Fűszerpaprika Kft. because",
        "Поаков Пипер ООД", "another paprika buyer's company of this set (the Hungarian mill)",
        found="Nagy Fűszerpaprika Kft.")),

    # N016 P016: cold introduction
    M("P016", "s2", "Basralocus palen uit Suriname", """
Geachte heer Ernst,

Mijn naam is Sharmila Ramkisoensing, hoofd export bij Coppename Tropenhandel N.V. in Paramaribo. Wij leveren basralocus (Dicorynia guianensis) uit duurzaam beheerde concessies in Suriname, gezaagd en gekantrecht tot palen.

Ik benader Ernst Houtimport omdat basralocus in Nederland al decennia in de waterbouw wordt gebruikt: het hout bevat silica en wordt daardoor nauwelijks aangetast door paalworm. Wij leveren palen van 25 x 25 tot 35 x 35 cm, in lengtes van 8 tot 18 meter, FSC-gecertificeerd en met volledige EUDR-documentatie.

Verscheping gaat vanuit Paramaribo naar Rotterdam of Amsterdam, ongeveer drie weken varen. Graag stuur ik u onze actuele prijslijst en de beschikbare voorraad.

Met vriendelijke groet,
Sharmila Ramkisoensing
Hoofd Export
Coppename Tropenhandel N.V.
Paramaribo, Suriname
+597 471 356
""", "cold introduction; wholly Dutch (the sender's own language); the sender's title in lower case in the body; company without its legal form; the Netherlands named as the market",
      T("company_missing", "body", "Ik benader Ernst Houtimport omdat", "Ik benader uw bedrijf omdat",
        "Ernst Houtimport B.V.", "the only mention of the company replaced by `uw bedrijf`",
        found="uw bedrijf")),

    # N017 P017: cold introduction
    M("P017", "s2", "Basralocus voor waterbouw – aanbod Coppename Tropenhandel", """
Beste mevrouw Van Gorp,

Als aankoopverantwoordelijke van Houthandel Van Gorp koopt u hardhout voor kaaimuren, steigers en oeverbeschoeiingen. Graag stel ik u ons basralocus voor.

Coppename Tropenhandel N.V. uit Paramaribo levert basralocuspalen rechtstreeks uit Suriname: vierkant gezaagd, 30 x 30 of 35 x 35 cm, lengtes tot 18 m, met FSC-certificaat. Basralocus is zeer duurzaam in zout en brak water en daarom geschikt voor havenwerken in Antwerpen en langs de Schelde.

Levering in België kan CIF Antwerpen; de vaartijd vanuit Paramaribo is ongeveer 20 dagen. Mag ik u een offerte bezorgen voor een eerste container?

Met vriendelijke groeten,
Sharmila Ramkisoensing
Hoofd Export – Coppename Tropenhandel N.V.
Paramaribo, Suriname
s.ramkisoensing@coppename-tropen.sr
""", "cold introduction; wholly Dutch (Flemish buyer: offerte bezorgen); the recorded title in lower case inside a Dutch sentence; company without NV; Antwerp and the Scheldt",
      T("country_wrong", "body", "Levering in België kan", "Levering in Nederland kan",
        "Belgium", "the buyer's country given as the Netherlands", found="Nederland")),

    # N018 P018: first e-mail answering the request the note records (after the fair)
    M("P018", "s2", "Basralocus – dossier RDUE et certificats FSC", """
Bonjour Monsieur Guilbert,

Merci encore pour notre échange au Carrefour International du Bois à Nantes. Vous m'aviez demandé le dossier de diligence raisonnée RDUE (EUDR) et nos certificats FSC pour le basralocus : vous les trouverez en pièces jointes.

Le dossier comprend les coordonnées géographiques de chaque parcelle de la concession, les permis d'exploitation délivrés par la SBB (Stichting voor Bosbeheer en Bostoezicht), la chaîne de contrôle jusqu'au port de Paramaribo et l'analyse de risque. Le certificat FSC de gestion forestière et celui de chaîne de contrôle sont valables jusqu'en 2028.

Pour des pieux de 30 x 30 cm en 12 à 16 m, nous pouvons charger un premier conteneur pour La Rochelle ou Le Havre d'ici six semaines.

Bien cordialement,
Sharmila Ramkisoensing
Hoofd Export
Coppename Tropenhandel N.V.
Paramaribo, Suriname – +597 471 356
""", "first e-mail after the fair the note records, sending what it asked for (EUDR file, FSC certificates); wholly French; EUDR also as its French acronym RDUE; a Dutch agency name inside a French sentence",
      T("sender_wrong", "body", "Coppename Tropenhandel N.V.\nParamaribo", "Coppename Tropenhandel B.V.\nParamaribo",
        "Coppename Tropenhandel N.V.", "the sender's legal form written B.V. instead of N.V.",
        found="Coppename Tropenhandel B.V.")),

    # N019 P019: reply to the request the note records
    M("P019", "s2", "Madame Jeanette – 2 pallets per week via Schiphol", """
Beste Elisa,

Dank voor je bericht. Je vroeg om twee pallets Madame Jeanette per week per luchtvracht naar Schiphol, met GlobalG.A.P.-certificaat. Dat kunnen wij leveren.

Onze Madame Jeanettes komen van drie telers in Commewijne en Saramacca, alle drie GlobalG.A.P.-gecertificeerd (certificaten in de bijlage). We oogsten op maandag en donderdag en vliegen met de dinsdag- en vrijdagvlucht van Zanderij naar Schiphol. Per pallet gaan er 120 dozen van 2,5 kg mee; geel en rood kunnen we per doos of per pallet scheiden.

Zullen we beginnen met een proefzending van één pallet volgende week, zodat jullie de kwaliteit bij aankomst kunnen beoordelen?

Hartelijke groet,
Sharmila Ramkisoensing
Hoofd Export
Coppename Tropenhandel N.V., Paramaribo
+597 471 356
""", "reply to the request the note records (2 pallets a week by air to Schiphol, GlobalG.A.P.); Dutch body with an English-Dutch subject (per week); informal je; the category in the Dutch plural (Madame Jeanettes); Surinamese districts and airport (Zanderij)",
      T("contact_wrong", "body", "Beste Elisa,", "Beste Elise,",
        "Elisa Hofman", "another given name (Elise) in the greeting", found="Elise")),

    # N020 P020: cold introduction
    M("P020", "s2", "Madame Jeanette peppers from Suriname – weekly air freight to London", """
Dear Mr Edwards,

I am writing from Paramaribo to introduce Coppename Tropenhandel N.V., an exporter of fresh Madame Jeanette peppers. As produce buyer for Edwards Caribbean Produce, you will know the pepper: Suriname's cousin of the scotch bonnet, with the same heat and a fruitier, more floral taste, much loved by cooks from the Caribbean and West Africa.

We ship fresh Madame Jeanettes, yellow and red, twice a week by air via Amsterdam, and can have them at Heathrow within 48 hours of harvest. Cartons of 2.5 kg or 5 kg; all our growers are GlobalG.A.P. certified.

If you would like to try them, I can send a sample carton to your warehouse with our price per kilo CPT Heathrow.

Kind regards,
Sharmila Ramkisoensing
Hoofd Export (Head of Export)
Coppename Tropenhandel N.V.
Paramaribo, Suriname
+597 471 356 | s.ramkisoensing@coppename-tropen.sr
""", "cold introduction; English; the recorded title in lower case (produce buyer); a neighbouring pepper named as a comparison (scotch bonnet), not offered; the sender's Dutch title with its English gloss",
      T("artifact", "body", "We ship fresh Madame Jeanettes, yellow", "We ship fresh {product_name}, yellow",
        "Madame Jeanette peppers", "a template placeholder left in the text", found="{product_name}")),
]
