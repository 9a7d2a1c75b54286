"""Natural e-mails to P001-P020, each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "奥古曼单板 — 广州家具展后续 / FSC证书及面板样片",
"""徐经理您好：

三月份在广州家具展（CIFF）上与您交流，非常愉快，感谢您到我们的展位了解加蓬奥古曼（okoumé）单板。

按照您当时的要求，随信附上我们的FSC证书扫描件。面板级（face grade）样片已经准备好，本周五从利伯维尔寄出，DHL运单号寄出后我会另行告知。

我们在奥文多（Owendo）有自己的旋切线，常规厚度为0.6 mm至2.2 mm，整柜起订，可报FOB奥文多或CIF连云港/青岛。

如临沂徐氏木业有限公司对样片有任何意见，欢迎随时联系我。

此致
敬礼

Clarisse Nzé Obame
出口部负责人
Estuaire Bois et Vivres SARL
Owendo, Gabon
+241 011 70 42 18""",
"Chinese follow-up after the CIFF fair the note records; FSC certificate and face-grade sample as the note asks; company in full; sender's title translated.",
Twin("company_misspelled", "body", [("临沂徐氏木业有限公司", "临沂许氏木业有限公司")],
     "徐 written as the homophone 许 in the company name.", found="许氏木业")),

Mail("P002", "s1", "Okoumé rotary veneer from Gabon for Ξυλεμπορική Μαρκόπουλος",
"""Αγαπητέ κύριε Μαρκόπουλε,

I am writing from Estuaire Bois et Vivres SARL, a Gabonese exporter of okoumé veneer based in Owendo, next to Libreville's port.

As Διευθυντής Προμηθειών at Ξυλεμπορική Μαρκόπουλος Α.Ε., you will know how hard it has become to find light, even-grained okoumé since Gabon stopped exporting logs. We peel our own veneer locally, 0.6 to 3.0 mm, and ship in 40' containers to Piraeus roughly every five weeks.

Would it help if I sent a few A4 sheets of each grade together with our current CIF Piraeus prices?

Με εκτίμηση,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL
c.nze@estuaire-bv.ga""",
"English cold intro with a Greek vocative greeting and closing; the recorded Greek title inside an English sentence; Piraeus.",
Twin("title_wrong", "body", [("As Διευθυντής Προμηθειών at", "As Διευθυντής Πωλήσεων at")],
     "Purchasing director becomes sales director.", found="Διευθυντής Πωλήσεων")),

Mail("P003", "s1", "Campioni di sfogliato okoumé 0,6 mm",
"""Gentile Sig. Ponti,

grazie per l'interesse verso il nostro sfogliato di okoumé. Come richiesto, le prepariamo una serie di campioni nello spessore 0,6 mm, qualità faccia e controfaccia, formato 2500 x 1270 mm ridotto a fogli da 50 x 50 cm per la spedizione.

Il pacco partirà da Owendo la prossima settimana; le invierò il numero di tracking appena disponibile. Se per Compensati Ponti S.r.l. servono anche spessori diversi, posso aggiungerli senza problemi.

Per le comunicazioni tecniche possiamo scriverci in italiano o in francese, come preferisce.

Cordiali saluti,

Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL
Owendo – Gabon""",
"Italian reply to the note's sample request (0.6 mm); offers Italian or French as the note says.",
Twin("category_wrong", "body", [("verso il nostro sfogliato di okoumé", "verso il nostro compensato di okoumé")],
     "Okoumé plywood for the okoumé veneer the buyer buys.", found="compensato di okoumé")),

Mail("P004", "s1", "Okoumé face veneer for जेटली प्लाइवुड",
"""नमस्ते श्रीपति जी,

My name is Clarisse Nzé Obame and I look after exports at Estuaire Bois et Vivres SARL in Owendo, Gabon.

Many plywood makers across India now use Gabonese okoumé as face veneer for their premium boards, and I thought जेटली प्लाइवुड प्राइवेट लिमिटेड might be interested too. We supply rotary-cut okoumé at 0.3–0.6 mm for faces and up to 2.2 mm for cores, with legality papers from the Gabonese forestry ministry for every shipment.

Shipments go from Owendo to Mundra or Kandla in about four weeks. If you tell me the thickness and volume you use per month, I will send you a CIF offer.

धन्यवाद,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL
+241 011 70 42 18""",
"English cold intro with Hindi greeting and thanks; company in Devanagari inside English; Mundra/Kandla.",
Twin("country_wrong", "body", [("Many plywood makers across India now", "Many plywood makers across Bangladesh now")],
     "The buyer's market named as Bangladesh.", found="across Bangladesh")),

Mail("P005", "s1", "Gabon okoumé kaplama / okoumé veneer offer",
"""Sayın Ganiye Hanım,

I hope this finds you well. I am the export manager of Estuaire Bois et Vivres SARL, a veneer mill in Owendo, Gabon.

We produce rotary-cut okoumé veneer in 0.6, 1.0 and 1.5 mm, kiln-dried and clipped to 2600 x 1300 mm, which Turkish door and panel makers use both as face and as core. I understand Ergül Kaplama Sanayi ve Ticaret A.Ş. works with several veneer species, so okoumé may be a useful addition to your range.

We can quote CFR Mersin or Gemlik. May I send you our grade sheet and a price list?

Saygılarımla,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"English with Turkish greeting (given name + Hanım) and closing; Turkish word in the subject; company in full.",
Twin("contact_wrong", "body", [("Sayın Ganiye Hanım,", "Sayın Gülsüm Hanım,")],
     "Another given name in the greeting.", found="Gülsüm")),

Mail("P006", "s1", "Suite au SIAL : amandes de dika en sacs de 25 kg",
"""Bonjour Madame Lefèvre,

Merci encore pour notre échange au SIAL Paris. Comme promis, voici les éléments pour nos amandes de dika (mangue sauvage, Irvingia gabonensis).

– Conditionnement : sacs de 25 kg en polypropylène doublé, 960 sacs par conteneur de 40 pieds.
– Certificat phytosanitaire délivré à Libreville pour chaque expédition ; un exemplaire type est joint.
– Récolte 2025, séchage au soleil, humidité inférieure à 8 %.

Je peux préparer une offre CIF Le Havre pour Épicerie Tropicale Lefèvre dès que vous m'indiquez les volumes envisagés.

Bien cordialement,

Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL
Owendo, Gabon""",
"French follow-up to the SIAL Paris meeting the note records; 25 kg bags and phytosanitary certificate as in the note; company without its legal form.",
Twin("note_wrong", "body", [("pour notre échange au SIAL Paris.", "pour notre échange au salon Gourmet Sélection.")],
     "A fair the note does not name in place of SIAL Paris.", found="salon Gourmet Sélection")),

Mail("P007", "s1", "Dika nut kernels – price list as requested",
"""Dear Mr Matthews,

Thank you for your interest in our dika nut kernels. Please find our current price list attached: whole kernels in 25 kg and 10 kg bags, and ground ogbono in 500 g retail packs, all FOB Owendo and CIF Felixstowe.

Since Matthews & Sons supplies West African grocers in London and Birmingham, the 500 g packs may be the easiest to move; they carry English labelling and a best-before date of 18 months.

I'd be glad to send a sample carton before you decide.

Kind regards,
Clarisse Nzé Obame
Export Manager, Estuaire Bois et Vivres SARL
Owendo, Gabon · +241 011 70 42 18""",
"English reply to the price-list request; uses the note's London/Birmingham customers; company in short form; ogbono is the Nigerian name of the product.",
Twin("company_foreign", "body", [("Since Matthews & Sons supplies", "Since Curtis Oriental Foods supplies")],
     "Another UK buyer's company of this set.", found="Curtis Oriental Foods")),

Mail("P008", "s1", "Amandes de dika du Gabon",
"""Madame Pire,

Je me permets de vous contacter au nom d'Estuaire Bois et Vivres SARL, exportateur gabonais basé à Owendo.

Nous expédions des amandes de dika (ou « odika ») séchées, entières, très demandées par les épiceries africaines de Bruxelles et d'Anvers. Tropical Market Pire pourrait, je pense, y trouver une référence régulière : nous livrons par conteneur groupé via Anvers, à partir de 500 kg.

Puis-je vous faire parvenir une fiche technique et nos prix ?

Avec mes salutations distinguées,

Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL
Tél. +241 011 70 42 18""",
"French cold intro; 'Madame Pire,' alone; company without SRL; Brussels and Antwerp.",
Twin("sender_wrong", "body", [("Tél. +241 011 70 42 18", "Tél. +241 011 70 24 18")],
     "The sender's phone with two digits swapped.", found="+241 011 70 24 18", expected="+241 011 70 42 18")),

Mail("P009", "s1", "FDA registration and 5 kg dika sample",
"""Hi Julie,

Thanks for getting back to me. Here is what you asked for:

1. Our FDA food facility registration number is in the attached certificate (Estuaire Bois et Vivres SARL, Owendo, Gabon).
2. A 5 kg sample of whole dika nut kernels ships on Monday by DHL to your warehouse; I'll send the tracking number as soon as I have it.

If the sample works for Clark African Foods, we can talk about a first LCL shipment to Houston or Newark.

Best regards,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"English reply to the note's two requests (FDA registration number, 5 kg sample); first name greeting.",
Twin("artifact", "body", [("ships on Monday by DHL to your warehouse;", "ships on Monday by DHL to your warehouse to your warehouse;")],
     "A doubled phrase.", found="to your warehouse to your warehouse")),

Mail("P010", "s1", "Dika nuts from Gabon for Van Holland Wereldvoeding",
"""Beste Daniel,

I'm Clarisse from Estuaire Bois et Vivres SARL in Gabon. We export dried dika nut kernels (Irvingia gabonensis), the thickener behind ogbono soup, which African and Caribbean shops in the Netherlands sell steadily all year.

Van Holland Wereldvoeding could take them in 10 kg bags, or we can pack 250 g retail pouches with Dutch labels. Rotterdam is on our regular route, so transit is about 24 days.

Shall I send a sample and prices?

Met vriendelijke groet,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"English with Dutch greeting and closing ('Beste Daniel'); company without B.V., also in the subject.",
Twin("company_missing", "body", [("Van Holland Wereldvoeding could take", "Your company could take")],
     "The buyer's company replaced by 'Your company' in the body (the subject keeps it).",
     found="Your company", expected="Van Holland Wereldvoeding B.V.")),

Mail("P011", "s1", "Bio-Maniokmehl aus Gabun – EU-Bio-Zertifikat",
"""Sehr geehrte Frau Schüler,

mein Name ist Clarisse Nzé Obame, ich leite den Export bei Estuaire Bois et Vivres SARL in Owendo, Gabun.

Wir stellen fein vermahlenes Maniokmehl her, glutenfrei und nach EU-Bio-Verordnung zertifiziert. Das aktuelle EU-Bio-Zertifikat unserer Kontrollstelle habe ich angehängt; es deckt Anbau und Verarbeitung ab.

Für eine Einkaufsleiterin einer glutenfreien Bäckerei wie der Schüler Glutenfrei Backwaren GmbH ist vielleicht auch interessant, dass wir in 25-kg-Papiersäcken mit Innenfolie liefern, per Container über Hamburg.

Gern schicke ich Ihnen ein Muster von 2 kg.

Mit freundlichen Grüßen
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"German throughout, as the note asks; EU organic certificate from the note; the recorded title inside a German sentence, article with the company.",
Twin("title_wrong", "body", [("Für eine Einkaufsleiterin einer", "Für eine Vertriebsleiterin einer")],
     "A sales title for the recorded purchasing title.", found="Vertriebsleiterin")),

Mail("P012", "s1", "Cassava flour from Gabon — introduction",
"""小林様

Dear Mr Kobayashi,

My name is Clarisse Nzé Obame, export manager of Estuaire Bois et Vivres SARL, Gabon. I am writing because 株式会社小林製粉 is known for specialty flours, and we produce a fine, white cassava flour that Japanese bakeries increasingly use for gluten-free breads and mochi-style snacks.

Our flour is milled from fresh roots within 24 hours, sun- and oven-dried, and sieved to 150 microns. We can ship 20 t lots CIF Yokohama or Kobe, with the Japanese residue test results done before shipment.

May I send a 1 kg sample to your Osaka office?

Yours sincerely,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"English with a Japanese '様' salutation line; company in kanji inside English.",
Twin("company_misspelled", "body", [("because 株式会社小林製粉 is known", "because 株式会社小林精粉 is known")],
     "製 (manufacture) written as the near-homophone 精.", found="株式会社小林精粉")),

Mail("P013", "s1", "Great meeting you at SIAL Canada — gluten-free cassava flour",
"""Dear Alicia,

It was a pleasure meeting you at SIAL Canada in Toronto. As promised, I'm following up on our cassava flour.

You mentioned that Escobar Natural Foods Inc. needs gluten-free certification for everything it sells across Canada. Our flour is certified gluten-free (below 10 ppm) by an accredited lab, and the certificate is attached together with the spec sheet.

We ship in 25 kg bags or 1 t big bags to Montreal or Vancouver. Would a trial pallet make sense for you?

All the best,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL, Gabon""",
"English follow-up after the SIAL Canada fair the note records; gluten-free certification as the note says.",
Twin("country_wrong", "body", [("everything it sells across Canada.", "everything it sells across the United States.")],
     "The buyer's market named as the United States.", found="across the United States")),

Mail("P014", "s1", "Harina de yuca de Gabón",
"""Estimado Sr. Canales:

Me llamo Clarisse Nzé Obame y soy responsable de exportaciones de Estuaire Bois et Vivres SARL, en Owendo (Gabón).

Producimos harina de yuca fina, sin gluten, que cada vez más molinos y panaderías en España incorporan a sus mezclas. Para Harinas Canales S.L. podríamos suministrar en sacos de 25 kg o big bags, con entrega CIF Valencia o Algeciras.

¿Le parece bien si le envío una ficha técnica y una muestra?

Un cordial saludo,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"Spanish cold intro; 'Estimado Sr. Canales:' with the colon; Valencia, Algeciras.",
Twin("contact_wrong", "body", [("Estimado Sr. Canales:", "Estimado Sr. Cabrales:")],
     "A near-miss family name in the greeting.", found="Cabrales")),

Mail("P015", "s1", "가봉산 카사바 가루 / cassava flour from Gabon",
"""최진호 팀장님께,

Greetings from Owendo, Gabon. I am Clarisse Nzé Obame of Estuaire Bois et Vivres SARL.

We mill cassava flour from fresh Gabonese roots, fine and gluten-free, and I believe it could suit 주식회사 최원식품 for rice cakes, noodles or gluten-free baking. We can pack in 20 kg bags with Korean labels and ship CIF Busan.

If you are interested, I will send a sample and our price list.

감사합니다.
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"English with Korean greeting (full name + 팀장님께) and thanks; Korean subject part; company in Hangul.",
Twin("category_wrong", "body", [("We mill cassava flour from fresh Gabonese roots, fine", "We mill tapioca starch from fresh Gabonese roots, fine")],
     "Tapioca starch, a neighbouring cassava product, for cassava flour.", found="tapioca starch")),

Mail("P016", "s2", "Штирийское тыквенное масло: цена за бутылку 250 мл",
"""Уважаемый Ростислав,

благодарю Вас за встречу на выставке «Продэкспо» в Москве. Как договаривались, направляю цену на наше штирийское тыквенное масло холодного отжима в бутылках 250 мл.

Цена за бутылку — в приложенном прайс-листе, на условиях FCA Юденбург; минимальная партия — одна палета (1 008 бутылок). Масло производится из семян штирийской тыквы, имеет статус g.g.A. (PGI).

Если для ООО «Калинин и партнёры» нужны другие объёмы (500 мл или 5 л), сообщите, пожалуйста.

С уважением,
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH
Judenburg, Österreich""",
"Russian follow-up after Prodexpo; the price for 250 ml bottles the note asks for; title kept in German.",
Twin("note_wrong", "body", [("на выставке «Продэкспо» в Москве", "на выставке WorldFood Moscow")],
     "Another Moscow fair in place of Prodexpo.", found="WorldFood Moscow", expected="Prodexpo Moscow")),

Mail("P017", "s2", "奧地利施蒂利亞南瓜籽油",
"""李經理您好：

我是奧地利Murtal Naturprodukte GmbH的出口經理Theresa Pichler-Hofbauer。

我們生產施蒂利亞地理標誌（g.g.A.）南瓜籽油，以烘焙後冷壓的南瓜籽製成，顏色深綠、帶堅果香，近年在台灣的烘焙與沙拉醬市場越來越受歡迎。

不知李記食品是否有興趣引進？我們可提供250毫升及500毫升瓶裝，CIF基隆或高雄報價。歡迎來信索取樣品。

敬祝 商祺

Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH
奧地利 Judenburg""",
"Traditional Chinese cold intro; 李經理您好; company in short form (李記食品); Keelung/Kaohsiung.",
Twin("sender_wrong", "body", [("我是奧地利Murtal Naturprodukte GmbH的出口經理", "我是奧地利Murtal Naturprodukte AG的出口經理")],
     "The sender's legal form written AG instead of GmbH.", found="Murtal Naturprodukte AG", expected="Murtal Naturprodukte GmbH")),

Mail("P018", "s2", "Following up from the Fancy Food Show: Styrian pumpkin seed oil PGI papers",
"""Dear Pamela,

It was lovely to meet you at the Summer Fancy Food Show in New York. Thank you for taking the time to taste our oil.

As you asked, I've attached the PGI documents for our Styrian pumpkin seed oil (Steirisches Kürbiskernöl g.g.A.): the EU registration, our producer's certificate from the control body and the batch analysis.

For Nelson Fine Foods we could supply 250 ml and 500 ml bottles with US-compliant labels, landed at New York or New Jersey.

Kind regards from Styria,
Theresa Pichler-Hofbauer
Export Manager (Exportleiterin)
Murtal Naturprodukte GmbH""",
"English follow-up after the fair in the note; PGI documents; title translated with the German in brackets.",
Twin("company_foreign", "body", [("For Nelson Fine Foods we could", "For Clark African Foods we could")],
     "Another US buyer's company of this set.", found="Clark African Foods")),

Mail("P019", "s2", "Muster Zirbenplatten 19 mm",
"""Sehr geehrter Herr Bohnbach,

vielen Dank für Ihr Interesse an unseren Zirbenplatten. Wie gewünscht schicke ich Ihnen diese Woche Muster in 19 mm, dreischichtig, Qualität A/B, aus Zirbe aus den Seetaler Alpen.

Für Hotelzimmer, wie sie Ihre Kunden in Bayern ausstatten, empfehlen wir die astige Sortierung mit geölter Oberfläche – der typische Zirbenduft bleibt so über Jahre erhalten.

Die Platten liefern wir per LKW direkt nach Bayern, ab einer halben Ladung frei Haus.

Freundliche Grüße aus der Steiermark
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH""",
"German reply to the note's 19 mm sample request; uses the note's hotel customers in Bavaria.",
Twin("artifact", "body", [("Die Platten liefern wir per LKW direkt nach Bayern, ab einer halben Ladung frei Haus.", "Die Platten liefern wir per LKW direkt nach")],
     "A sentence cut off.", found="Die Platten liefern wir per LKW direkt nach\n")),

Mail("P020", "s2", "Zirbenplatten aus dem Murtal für Kohler Holzbau",
"""Grüezi Frau Kohler,

ich bin Exportleiterin bei der Murtal Naturprodukte GmbH in Judenburg. Wir produzieren massive Zirbenplatten (Dreischicht, 19 bis 42 mm) aus Zirbe aus den Ostalpen.

Viele Holzbauer in der Schweiz setzen Zirbe inzwischen für Schlafräume und Wellnessbereiche ein. Falls die Kohler Holzbau AG dafür einen Lieferanten sucht, sende ich Ihnen gerne Muster und Preise, geliefert verzollt nach St. Gallen oder Chur.

Freundliche Grüsse
Theresa Pichler-Hofbauer
Murtal Naturprodukte GmbH""",
"German (Swiss greeting and Grüsse without ß); company in full with article; Swiss cities.",
Twin("company_missing", "body", [("Falls die Kohler Holzbau AG dafür", "Falls Ihr Unternehmen dafür")],
     "The company replaced by 'Ihr Unternehmen' in the body (the subject keeps it).",
     found="Ihr Unternehmen", expected="Kohler Holzbau AG")),
]
