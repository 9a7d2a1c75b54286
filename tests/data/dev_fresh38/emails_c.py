"""Natural e-mails N041-N060 of dev_fresh38: a second e-mail to 20 buyers (18 of the 18 with a
note, and P004 and P030 without one), each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
    Mail(
        buyer="P001", sender="s1",
        subject="Re: Polish stoneware for Gomez Kitchen & Table – Prop 65 and FDA reports",
        body="""Hi April,

Just following up on my e-mail of last week. I've now attached both documents: the lead and cadmium leaching report from our accredited lab, tested against the FDA limits for ceramic ware, and our Prop 65 assessment for the glazes, so you have them before planning a first order.

Every pattern you saw at Atlanta Market came in well below the limits.

If your compliance team needs anything else, just let me know.

Best,
Dorota Szczepańska-Kubiak
Bóbr Ceramika i Szkło Sp. z o.o.""",
        note="follow-up on the writer's own earlier e-mail (N001), sending the reports the note "
             "asks for; `Re:` subject; Atlanta Market as the note records",
        twin=Twin("sender_wrong", "body", "Dorota Szczepańska-Kubiak",
                  "Dorota Szczepanik-Kubiak", "Dorota Szczepańska-Kubiak",
                  "the sender's family name misspelt in the signature",
                  found="Szczepanik-Kubiak"),
    ),
    Mail(
        buyer="P002", sender="s1",
        subject="16cm取り皿・ご飯茶碗の絵柄見本と価格表",
        body="""遠藤商事株式会社
遠藤様

いつもお世話になっております。Bóbr Ceramika i Szkłoのドロタ・シュチェパンスカです。

ご要望の16cm取り皿とご飯茶碗は、いずれも弊社の手描きの炻器シリーズでご用意できます。絵柄見本と価格表を添付いたしましたので、ご確認いただけましたら幸いです。

サンプルが必要でしたら、すぐにお送りいたします。

よろしくお願いいたします。

ドロタ・シュチェパンスカ
Bóbr Ceramika i Szkło Sp. z o.o.
輸出部長""",
        note="another, shorter first e-mail answering the note's request, in Japanese as the note "
             "asks; `遠藤様` alone under the company; the sender's katakana name without the second "
             "family name; company without legal form",
        twin=Twin("category_wrong", "body", "手描きの炻器シリーズ", "手描きの磁器シリーズ",
                  "hand-painted stoneware", "a neighbouring ware (磁器, porcelain) for stoneware",
                  found="磁器"),
    ),
    Mail(
        buyer="P004", sender="s1",
        subject="Handbeschilderd steengoed uit Bolesławiec",
        body="""Beste heer Salet,

Wij zijn Bóbr Ceramika i Szkło uit Bolesławiec in Polen en maken handbeschilderd steengoed: bekers, kommen, borden en ovenschalen, elk stuk met de hand gestempeld en beschilderd. Alles is vaatwasser- en ovenbestendig.

Als inkoper van Salet Servies bent u misschien op zoek naar iets dat niet in elke winkel staat. Graag stuur ik u onze catalogus en een proefdoos met zes dessins.

Met vriendelijke groet,
Dorota Szczepańska-Kubiak
Hoofd export
Bóbr Ceramika i Szkło Sp. z o.o.""",
        note="another, shorter cold first e-mail, in Dutch (`Beste heer Salet`); recorded title "
             "lower-cased in the sentence (`Als inkoper van`); company without B.V.; sender's "
             "title in Dutch",
        twin=Twin("artifact", "body", "elk stuk met de hand", "elk stuk stuk met de hand", "stuk",
                  "a doubled word", found="stuk stuk"),
    ),
    Mail(
        buyer="P005", sender="s1",
        subject="Following up: AUD price list for Mathews Homewares",
        body="""Dear Lisa,

I hope the AUD price list I sent last week reached you safely. I wanted to check whether you had any questions, and to add one thing: our Christmas patterns (holly and snowflakes) are now in stock and could go in the first shipment to Melbourne if Mathews Homewares orders by the end of July.

As before, everything is dishwasher, microwave and oven safe, which I know matters to the gift shops you supply.

Kind regards,
Dorota
Bóbr Ceramika i Szkło""",
        note="follow-up on the writer's own price list (N005); signed with the given name and the "
             "company without legal form; company without Pty Ltd",
        twin=Twin("company_misspelled", "body", "if Mathews Homewares orders",
                  "if Matthews Homewares orders", "Mathews Homewares Pty Ltd",
                  "a doubled t in the company's family name", found="Matthews Homewares"),
    ),
    Mail(
        buyer="P006", sender="s1",
        subject="Bauble catalogue and minimum order per design",
        body="""Dear Albert,

You asked for two things, so here they are in short:

1. Catalogue – attached (PDF, 180 designs of mouth-blown, hand-painted glass baubles from 6 to 12 cm).
2. Minimum order – 36 pieces per design, with a first order of at least 600 pieces in total.

Both apply to Lucas Festive Décor Ltd from this season. If you'd like exclusive colours, we can discuss them on a call.

Best regards,
Dorota Szczepańska-Kubiak
Head of Export Department | Bóbr Ceramika i Szkło Sp. z o.o.""",
        note="another, shorter first e-mail answering the note's two requests (catalogue, minimum "
             "order per design); company in full with Ltd",
        twin=Twin("contact_wrong", "body", "Dear Albert,", "Dear Alfred,", "Albert Lucas",
                  "another given name, one letter pattern off", found="Alfred"),
    ),
    Mail(
        buyer="P011", sender="s1",
        subject="Polska pepparkakor utan palmolja – med svenska etiketter",
        body="""Hej Malin,

Tack för dina frågor! Kort svar på båda:

– Palmolja: våra polska pepparkakor (pierniki) innehåller ingen palmolja. Vi använder rapsolja och smör, och chokladen är gjord på kakaosmör.
– Etiketter: vi trycker hela etiketten på svenska – ingredienser, allergener och näringsvärde.

Eftersom Jansson Delikatesser redan säljer svenska pepparkakor tror jag att våra mjuka, fyllda hjärtan kan bli ett bra komplement snarare än en konkurrent.

Jag skickar gärna en provlåda.

Vänliga hälsningar
Dorota Szczepańska-Kubiak
Exportchef
Bóbr Ceramika i Szkło Sp. z o.o.""",
        note="another, shorter first e-mail answering the note (palm oil; Swedish labels; they "
             "already sell pepparkakor) wholly in Swedish; the category as `polska pepparkakor "
             "(pierniki)`; company without AB",
        twin=Twin("company_missing", "body", "Jansson Delikatesser", "er butik",
                  "Jansson Delikatesser AB",
                  "the only mention of the company replaced by `er butik` (your shop)",
                  forms=("Jansson Delikatesser AB", "Jansson Delikatesser")),
    ),
    Mail(
        buyer="P013", sender="s1",
        subject="Muster der gefüllten Lebkuchenherzen bis Ende Juli",
        body="""Sehr geehrter Herr Hentschel,

schön, dass Sie die Thorner Kathrinchen aus dem Urlaub kennen! Unser Lebkuchen wird nach demselben Thorner Rezept gebacken.

Die Muster unserer gefüllten Lebkuchenherzen (mit Pflaumenmus, in Zartbitterschokolade) schicke ich an Hentschel Feinkost noch vor Ende Juli, zusammen mit unserer Preisliste für Deutschland.

Herzliche Grüße aus Bolesławiec
Dorota Szczepańska
Bóbr Ceramika i Szkło""",
        note="another, shorter first e-mail answering the German note in German; company without "
             "e.K.; sender with one family name and company without legal form",
        twin=Twin("company_foreign", "body", "an Hentschel Feinkost noch",
                  "an Zöhrer Süßwaren noch", "Hentschel Feinkost e.K.",
                  "another gingerbread buyer's company of this set (Austria)",
                  found="Zöhrer Süßwaren"),
    ),
    Mail(
        buyer="P016", sender="s2",
        subject="Frozen molokhia in 400 g packs – halal and SFDA",
        body="""Dear Mr Munib,

Thank you for your enquiry about frozen molokhia for supermarkets in Riyadh.

- Halal: all our frozen vegetables are halal-certified; the certificate is attached.
- SFDA: we will provide every document needed for the product registration with the Saudi Food and Drug Authority – specification, process flow and laboratory analyses.
- Packs: minced molokhia in 400 g retail bags, 20 bags to a carton.

We ship in 40 ft reefer containers to Jeddah Islamic Port or Dammam.

Best regards,
Nourhan Adel Abdelfattah
Export Sales Director
Beni Hasan Agro Export S.A.E.
Minya, Egypt""",
        note="another, shorter first e-mail answering the note's three points in English; "
             "Gulf-style address with the given name (`Dear Mr Munib`); SFDA written out",
        twin=Twin("sender_wrong", "body", "Beni Hasan Agro Export S.A.E.",
                  "Beni Hasan Agro Export L.L.C.", "Beni Hasan Agro Export S.A.E.",
                  "the sender's company with another legal form"),
    ),
    Mail(
        buyer="P017", sender="s2",
        subject="Minced molokhia samples on their way",
        body="""Dear Ms Alia,

Following my last e-mail, I'm glad to tell you that two 1 kg bags of our minced molokhia left Cairo this morning by air, packed frozen with dry ice. They should reach you in the UAE within 48 hours.

Once the chefs of your restaurant customers have cooked with them, I'd be very glad to hear what they think.

Best regards,
Nourhan Adel
Beni Hasan Agro Export S.A.E.""",
        note="follow-up on the writer's own earlier e-mail (N017), sending samples of the minced "
             "molokhia the note asks for; Cairo, dry ice",
        twin=Twin("artifact", "body", "within 48 hours.",
                  "within 48 hours. They should reach you in the UAE within 48 hours.",
                  "They should reach you in the UAE within 48 hours.", "a repeated sentence",
                  found="They should reach you in the UAE within 48 hours. They should reach you in the UAE within 48 hours."),
    ),
    Mail(
        buyer="P019", sender="s2",
        subject="Majoran für die Käster Gewürzmühle – 8 Tonnen im Jahr",
        body="""Sehr geehrte Frau Käster,

Sie suchen dampfsterilisierten Majoran mit einer Pyrrolizidinalkaloid-Analyse für jede Partie, rund 8 Tonnen im Jahr. Genau das können wir liefern: Unser Majoran wächst in der Provinz Minya, wird nach der Ernte gerebelt, gereinigt und in Ägypten dampfsterilisiert, und jede Partie wird vor dem Versand von einem akkreditierten Labor auf PA untersucht.

Für Ihre Mühle in Deutschland schlage ich vier Lieferungen zu je 2 Tonnen vor, CIF Hamburg.

Mit freundlichen Grüßen
Nourhan Adel
Beni Hasan Agro Export S.A.E.""",
        note="another, shorter first e-mail answering all three points of the note in German; "
             "company without GmbH in the subject; `Gewürzmühle` read as the buyer's mill",
        twin=Twin("country_wrong", "body", "Für Ihre Mühle in Deutschland",
                  "Für Ihre Mühle in Österreich", "Germany",
                  "the buyer's mill placed in the neighbouring country", found="Österreich"),
    ),
    Mail(
        buyer="P021", sender="s2",
        subject="Marjoram sample and kosher certificate",
        body="""שלום הדר,

Following up on my e-mail of last week: the 500 g marjoram sample left Minya yesterday by courier, together with the kosher certificate for that lot, so you can check both before ordering.

As I mentioned, we can ship to Haifa every week from Alexandria, by full container or LCL, and each lot will have its own kosher certificate.

Best regards,
Nourhan Adel
Export Sales Director
Beni Hasan Agro Export S.A.E.""",
        note="follow-up on the writer's own earlier e-mail (N021), sending the sample and kosher "
             "certificate; Hebrew greeting on the given name; Haifa as the note asks",
        twin=Twin("note_wrong", "body", "Following up on my e-mail of last week",
                  "Following up on our meeting at SIAL Paris",
                  "Needs a kosher certificate for every lot; asked whether the marjoram can be "
                  "shipped to Haifa.",
                  "a fair meeting claimed for a buyer whose note records none",
                  found="our meeting at SIAL Paris"),
    ),
    Mail(
        buyer="P022", sender="s2",
        subject="Papiro A4 per i corsi di calligrafia",
        body="""Gentile Sig. Bresciani,

ho saputo che cerca fogli di papiro in formato A4 per i corsi di calligrafia della Cartoleria Bresciani. Le propongo il nostro papiro chiaro e levigato, fatto a mano a Minya, in confezioni da 50 fogli, con consegna franco Vostro magazzino.

Se lo desidera, Le invio subito dieci fogli di prova.

Cordiali saluti,
Nourhan Adel
Beni Hasan Agro Export S.A.E.""",
        note="another, shorter first e-mail answering the note's wish (A4 sheets for calligraphy "
             "courses) in Italian; company without S.n.c.",
        twin=Twin("contact_wrong", "body", "Gentile Sig. Bresciani,", "Gentile Sig. Bersani,",
                  "Napoleone Bresciani", "another Italian family name in the greeting",
                  found="Bersani"),
    ),
    Mail(
        buyer="P023", sender="s2",
        subject="Suivi : échantillons de papyrus A3 et A4",
        body="""Madame Martinez,

D'après le suivi DHL, les échantillons de papyrus A3 et A4 sont arrivés jeudi chez Martinez Beaux-Arts. J'espère qu'ils conviendront à vos ateliers de calligraphie.

N'hésitez pas à me dire quel format et quelle qualité (naturelle ou claire) vous ont plu ; je vous ferai alors une offre pour la rentrée.

Bien cordialement,
Nourhan Adel Abdelfattah
Directrice des ventes export
Beni Hasan Agro Export S.A.E.""",
        note="follow-up on the writer's own sample shipment (N023) in French; French typography "
             "(space before the colon and semicolon); company without SARL",
        twin=Twin("company_misspelled", "body", "chez Martinez Beaux-Arts",
                  "chez Martínez Beaux-Arts", "Martinez Beaux-Arts SARL",
                  "a Spanish accent added to the company's family name",
                  found="Martínez Beaux-Arts"),
    ),
    Mail(
        buyer="P025", sender="s3",
        subject="Puyat榴莲果肉1公斤装报价",
        body="""吴经理：

您好！感谢您的询问。我们的冷冻榴莲果肉可以只用Puyat品种，采用1公斤托盘包装；我们在达沃的包装厂已在海关总署（GACC）注册，注册号会随报价单一并发送。

货物可用冷藏集装箱运至广州南沙港，从达沃装船后约10天到港。

顺祝商祺！

Lourdes Sarmiento
出口销售主管
Calinan Prutas Export, Inc.""",
        note="another, shorter first e-mail answering the note's three points in simplified "
             "Chinese; `吴经理：`; Nansha port",
        twin=Twin("artifact", "body", "采用1公斤托盘包装；", "采用1公斤托盘包装包装；", "包装",
                  "a doubled word", found="包装包装"),
    ),
    Mail(
        buyer="P028", sender="s3",
        subject="Follow-up: calamansi concentrate sample",
        body="""Dear Mr Teo,

I hope the 1 kg sample of our 65 Brix calamansi concentrate reached Teo Brothers Beverages in good condition. Has your team had a chance to try it in your drinks?

If it works for you, we can start the monthly shipments of 20 kg pails from next month, and I can hold a fixed price for six months.

Best regards,
Lourdes Sarmiento
Calinan Prutas Export, Inc.""",
        note="follow-up on the writer's own sample (N028); company without Pte. Ltd.",
        twin=Twin("category_wrong", "body", "our 65 Brix calamansi concentrate",
                  "our 65 Brix dalandan concentrate", "calamansi concentrate",
                  "a neighbouring Philippine citrus (dalandan) for calamansi",
                  found="dalandan concentrate"),
    ),
    Mail(
        buyer="P030", sender="s3",
        subject="Calamansi concentrate for your drinks",
        body="""Dear Ms Yang,

I'm Lourdes Sarmiento of Calinan Prutas Export, Inc. in Davao City, Philippines. Calamansi drinks are popular in Korea, so I wanted to introduce our calamansi concentrate to 주식회사 그린드링크: 65 °Brix frozen concentrate or NFC juice, in 20 kg pails or 200 kg drums, shipped by reefer to Busan in about two weeks.

Samples and our analysis sheet are ready to send.

Best regards,
Lourdes Sarmiento
Export Sales Supervisor""",
        note="another, shorter cold first e-mail, in English (`Dear Ms Yang`, the Korean family "
             "name); company in Hangul with 주식회사 inside English",
        twin=Twin("company_foreign", "body", "to 주식회사 그린드링크:", "to 주식회사 누리장식:",
                  "주식회사 그린드링크", "another Korean buyer's company of this set",
                  found="주식회사 누리장식"),
    ),
    Mail(
        buyer="P031", sender="s3",
        subject="Fresh mangosteens for Ramadan, by air",
        body="""Dear Mr Sultan,

Thank you for your enquiry. For Al Mansoori Fresh Fruits we can offer a Ramadan programme of fresh mangosteens by air freight only, around 2 tonnes a week, in 2 kg cartons. I'll send our price per kg CPT Dubai in a separate sheet.

Best regards,
Malou Sarmiento
Calinan Prutas Export, Inc., Davao City""",
        note="another, shorter first e-mail answering the note (air freight only; Ramadan "
             "programme; about 2 tonnes a week); company without `Trading L.L.C.`; sender's "
             "nickname Malou",
        twin=Twin("company_missing", "body", "Al Mansoori Fresh Fruits", "your company",
                  "Al Mansoori Fresh Fruits Trading L.L.C.",
                  "the only mention of the company replaced by `your company`",
                  forms=("Al Mansoori Fresh Fruits Trading L.L.C.", "Al Mansoori Fresh Fruits")),
    ),
    Mail(
        buyer="P033", sender="s4",
        subject="Did the espadín and tobalá samples arrive?",
        body="""Hi Chris,

Just checking that the espadín and tobalá samples reached Taylor Agave Imports – the tracking shows them delivered on Tuesday.

I'd love to hear what you and your team think. If they fit your range, I can send a price list for both, and we could aim for a first pallet before the holidays.

Saludos,
Xóchitl
Grana y Maguey de Oaxaca""",
        note="follow-up on the writer's own samples (N033); signed with the given name and the "
             "company without legal form; company without `, LLC`",
        twin=Twin("company_missing", "body", "Taylor Agave Imports", "your office",
                  "Taylor Agave Imports, LLC",
                  "the only mention of the company replaced by `your office`",
                  forms=("Taylor Agave Imports, LLC", "Taylor Agave Imports")),
    ),
    Mail(
        buyer="P035", sender="s4",
        subject="700 ml mezcal for your Wellington bars",
        body="""Kia ora William,

Thanks for getting in touch. We can supply our mezcal in 700 ml bottles – not 750 ml – for McKenna Spirits, with the standard drinks statement for New Zealand on the label. For the bars and restaurants you supply in Wellington I'd start with our espadín and a small amount of tobalá.

Ngā mihi,
Xóchitl Hernández
Foreign Trade Coordinator
Grana y Maguey de Oaxaca, S. de R.L. de C.V.""",
        note="another, shorter first e-mail answering the note (700 ml, not 750 ml; Wellington "
             "bars and restaurants); Māori greeting and closing",
        twin=Twin("sender_wrong", "body", "Grana y Maguey de Oaxaca, S. de R.L. de C.V.",
                  "Grano y Maguey de Oaxaca, S. de R.L. de C.V.",
                  "Grana y Maguey de Oaxaca, S. de R.L. de C.V.",
                  "the sender's company misspelt (Grano for Grana) in the signature"),
    ),
    Mail(
        buyer="P038", sender="s4",
        subject="Cochenille pour carmin cosmétique",
        body="""Monsieur Leroux,

Vous recherchez une cochenille d'au moins 20 % d'acide carminique et un certificat de matière première approuvée COSMOS pour votre fabrication de carmin cosmétique. Nous pouvons vous fournir les deux : chaque lot de notre cochenille séchée d'Oaxaca est analysé, et l'attestation COSMOS est jointe à ce message.

Seriez-vous intéressé par un échantillon de 1 kg ?

Bien cordialement,
Xóchitl Guadalupe Hernández Ruiz
Coordinatrice du commerce extérieur
Grana y Maguey de Oaxaca, S. de R.L. de C.V.""",
        note="another, shorter first e-mail answering both points of the note in French; the "
             "sender's full name with both given names and family names",
        twin=Twin("note_wrong", "body", "d'au moins 20 % d'acide", "d'au moins 18 % d'acide",
                  "carminic acid of at least 20 %", "the note's minimum misquoted (18 % for 20 %)",
                  found="au moins 18 %"),
    ),
]
