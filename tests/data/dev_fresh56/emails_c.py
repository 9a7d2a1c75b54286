"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Re: Prijslijst Elbling – na ProWein",
         """Dear Liam,

I hope the price list I sent after ProWein reached you safely. I wanted to add one thing: the Elbling 2023 is now also available in 37.5 cl bottles, which several wine bars in Antwerp have asked us about.

If it would help Wijnhandel Callens, I can put together a small mixed order (30 cases of 75 cl and 10 cases of 37.5 cl) so you can test it in the shop before committing to a full pallet.

Kind regards,
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l.
+352 75 84 21""",
         "follow-up on the writer's own price list (the note's request); English to a Dutch-speaking buyer; company without BV; Antwerp",
         Twin("company_foreign", "body", "help Wijnhandel Callens,", "help Weinkontor Jockel,", "Wijnhandel Callens BV",
              "another buyer's company of this set (same category, Germany)", found="Weinkontor Jockel")),

    Mail("P002", "s1", "Elbling from Luxembourg – for Yamazaki Yoshu",
         """Dear Mr Yamazaki,

I am the export manager of Uewermusel Spezialitéiten, a small winery and delicatessen producer in Grevenmacher on the Luxembourg Moselle. A growing number of wine bars in Japan are looking for light, low-alcohol whites, and our Elbling (11.5% ABV, bone dry) fits that wish very well.

Could I send 山崎洋酒 our price list and technical sheets?

Best regards,
Nadine Schmit-Weber
Exportleiterin
Uewermusel Spezialitéiten S.à r.l.""",
         "another, shorter first e-mail to the buyer (no fair named); English; 'Mr Yamazaki' (family name, romanised); company romanised without 株式会社 in the subject and in Japanese, short, in the body; Japan as the buyer's market",
         Twin("country_wrong", "body", "wine bars in Japan are", "wine bars in Korea are", "Japan",
              "the buyer's country replaced", found="Korea")),

    Mail("P003", "s1", "Re: Elbling tech sheets and quote – 60 cases DAP London",
         """Dear Carole,

Just checking in on the quote for 60 cases DAP London that I sent last week. The price holds until the end of the month; after that our carrier's autumn surcharge applies.

If the Vieilles Vignes is above what Fox & Daughters usually lists by the bottle, we could replace it with more of the 2023 dry Elbling at the lower price.

Best wishes,
Nadine""",
         "follow-up on the writer's own quote (the note's request); English, short, signed with the given name only; company shortened",
         Twin("company_foreign", "body", "what Fox & Daughters usually", "what Gierasimiuk Wina usually",
              "Fox & Daughters Wine Merchants Ltd", "another buyer's company of this set (same category, Poland)",
              found="Gierasimiuk Wina")),

    Mail("P005", "s1", "Elbling-Muster unterwegs",
         """Sehr geehrter Herr Jockel,

wie auf der ProWein besprochen, sind heute je drei Flaschen unseres Elbling trocken 2023 und des Vieilles Vignes 2022 per Paketdienst an das Weinkontor Jockel gegangen.

Als Einkaufsleiter Wein kennen Sie den Elbling der Obermosel; ich bin gespannt, wie Ihnen unserer im Vergleich schmeckt. Ich rufe Sie in der kommenden Woche kurz an, wenn es Ihnen recht ist.

Mit freundlichen Grüßen
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l.""",
         "follow-up on the writer's own offer of samples; wholly German; the recorded title inside the sentence ('Als Einkaufsleiter Wein'); company with article, without GmbH",
         Twin("title_wrong", "body", "Als Einkaufsleiter Wein kennen", "Als Verkaufsleiter Wein kennen",
              "Einkaufsleiter Wein", "a sales title for the recorded purchasing one", found="Verkaufsleiter Wein")),

    Mail("P006", "s1", "Did the Kachkéis samples arrive?",
         """Dear Ms Letellier,

I hope the chilled parcel with our Kachkéis samples arrived in good condition at Fromagerie Letellier. The two plain cups are best tasted cold on bread; the cumin ones are nicest warmed, over boiled potatoes.

Do let me know what you and your team think. If the cheese counter of Fromagerie Letellier would like a first order, 48 cups is our smallest chilled shipment to France.

Best regards,
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l.
Grevenmacher, Luxembourg""",
         "follow-up on the writer's own samples (the note's request); English to a French buyer; company twice, without SARL; France as the delivery country",
         Twin("company_missing", "body", "arrived in good condition at Fromagerie Letellier.",
              "arrived in good condition at your shop.", "Fromagerie Letellier SARL",
              "every mention of the company replaced ('your shop', 'your cheese counter')", found="your shop",
              more=[("If the cheese counter of Fromagerie Letellier would", "If your cheese counter would")])),

    Mail("P008", "s1", "Luxembourg cooked cheese for Israel",
         """Dear Mr Nachmias,

I am writing because Kachkéis, Luxembourg's cooked cheese spread, is still almost unknown in Israel, and I think it could find a place with importers who care about good dairy. As מנהל רכש at נחמיאס יבוא מזון, you will know best whether it would suit your customers.

We are preparing OU-D certification and can ship chilled via Antwerp to Haifa.

Kind regards,
Nadine Schmit-Weber
Exportleiterin, Uewermusel Spezialitéiten S.à r.l.""",
         "another, shorter first e-mail to the buyer, in English as the note asks; 'Mr Nachmias' (family name, romanised); the recorded title and the company in Hebrew inside an English sentence; Israel as the buyer's country; Haifa",
         Twin("title_wrong", "body", "As מנהל רכש at", "As מנהל מכירות at", "מנהל רכש",
              "a sales title (sales manager) for the recorded purchasing one", found="מנהל מכירות")),

    Mail("P011", "s1", "Following up: mustard pallet for Barnes Provisions",
         """Hi Amanda,

Following up on the price list I sent after the Fancy Food Show. Our US label artwork for the three stone-ground mustards is now approved, so we could ship a first mixed pallet within four weeks of your order.

Would it help Barnes Provisions if we started with half a pallet instead?

Best,
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l. | +352 75 84 21""",
         "follow-up on the writer's own price list; English, informal; company in the subject and the body, without LLC",
         Twin("company_foreign", "body", "help Barnes Provisions if", "help Van Dokkum Delicatessen if",
              "Barnes Provisions LLC", "another buyer's company of this set (same category, the Netherlands)",
              found="Van Dokkum Delicatessen")),

    Mail("P013", "s1", "Senfmuster angekommen?",
         """Grüezi Frau Suter

Sind unsere drei Senfmuster gut bei Ihnen angekommen? Die Zollabfertigung in die Schweiz hat laut Post zwei Tage gedauert, ich hoffe, das Paket lag nicht zu lange.

Falls Ihnen eine Sorte besonders zusagt, stelle ich Ihnen gern ein Angebot für eine gemischte Palette zusammen.

Freundliche Grüsse
Nadine Schmit-Weber""",
         "follow-up on the writer's own samples (the note's request); Swiss German; no company named; Switzerland named as the buyer's country",
         Twin("country_wrong", "body", "Zollabfertigung in die Schweiz", "Zollabfertigung nach Österreich", "Schweiz",
              "the buyer's country replaced by a neighbour", found="Österreich")),

    Mail("P015", "s1", "Oferta na musztardę – przypomnienie",
         """Pani Ewo,

uprzejmie przypominam o naszej ofercie na dwie palety musztardy gruboziarnistej w słoikach 200 g. Cena 1,62 EUR za słoik jest ważna do końca miesiąca.

Jeśli Hurtownia Majorek potrzebuje etykiet w języku polskim, przygotujemy je bez dodatkowych kosztów.

Pozdrawiam serdecznie
Nadine Schmit-Weber
Uewermusel Spezialitéiten S.à r.l.""",
         "follow-up on the writer's own quote (the note's request); wholly Polish; vocative 'Pani Ewo' (given name, informal-polite); company without Sp.j.; category as 'musztarda gruboziarnista'",
         Twin("contact_wrong", "body", "Pani Ewo,", "Pani Anno,", "Ewa (Ewa Majorek)",
              "another given name (vocative) in the greeting", found="Pani Anno")),

    Mail("P016", "s2", "Membrane-grade caustic soda from Qatar",
         """Dear Mr Mukherjee,

Zekreet Petrochemicals Trading W.L.L. supplies membrane-grade caustic soda, as 48% lye and 99% flakes, from Qatar to chemical distributors and alumina, textile and soap producers across India. I would be glad to quote मुख़र्जी केमिकल्स for Nhava Sheva, Mundra or Chennai.

Regards,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
+974 4471 3820""",
         "another, shorter first e-mail to the buyer (no fair named); English; family name romanised; company in Devanagari, short, inside English; India as the buyer's market; Indian ports",
         Twin("company_foreign", "body", "to quote मुख़र्जी केमिकल्स for", "to quote Dugal Polymers for",
              "मुख़र्जी केमिकल्स प्राइवेट लिमिटेड",
              "another buyer's company of this set (same country, another category)", found="Dugal Polymers")),

    Mail("P018", "s2", "Re: COA and MSDS – caustic soda flakes 99%",
         """Dear Ms Yến,

As promised, please find attached the Vietnamese version of the MSDS for our caustic soda flakes. I have also asked our logistics team for the current freight to Hai Phong: a trial of two containers could load in Mesaieed within three weeks.

Please let me know if Hóa chất Bùi needs anything else for your import permit.

Best regards,
Hamad Nasser Al-Marri
Manager, Petrochemical Exports
Zekreet Petrochemicals Trading W.L.L.
h.almarri@zekreet-petro.com.qa""",
         "follow-up on the writer's own promise (the Vietnamese MSDS the note's request led to); English; given name in the greeting; company shortened",
         Twin("sender_wrong", "body", "h.almarri@zekreet-petro.com.qa", "h.almarri@zekreet-petro.com",
              "h.almarri@zekreet-petro.com.qa", "the sender's e-mail with its country domain dropped")),

    Mail("P019", "s2", "EDC from Qatar for Ningbo Ding Chemical",
         """Dear Manager Ding,

We are an EDC exporter in Qatar and supply ethylene dichloride (99.8% min.) in parcels of 3,000–5,000 tonnes CFR Ningbo. If 宁波丁氏化工 buys EDC for its own VCM production or for resale, I would be glad to send a spot offer or a yearly contract proposal.

Best regards,
Hamad Nasser Al-Marri
Zekreet Petrochemicals Trading W.L.L., Dukhan, Qatar""",
         "another, shorter first e-mail to the buyer (no fair named); English; 'Manager Ding' (the Chinese 丁经理 translated); company romanised in the subject and short in Chinese in the body; Ningbo",
         Twin("company_misspelled", "body", "If 宁波丁氏化工 buys", "If 宁波丁式化工 buys", "宁波丁氏化工有限公司",
              "a homophone character (式 for 氏) in the company", found="宁波丁式化工")),

    Mail("P025", "s3", "活性炭サンプル発送のご連絡",
         """株式会社遠藤環境技研
購買課長 遠藤加奈様

お世話になっております。Maha Oya Coco & Rubber Exportsのイシャラ・フェルナンドです。

ご依頼のヤシ殻活性炭（ヨウ素吸着性能1,050 mg/g）のサンプル25 kgを、本日コロンボより航空便で発送いたしました。追跡番号は別途お送りいたします。

ご評価の結果をお待ちしております。

イシャラ・フェルナンド
Maha Oya Coco & Rubber Exports (Pvt) Ltd""",
         "follow-up on the writer's own sample shipment (the note's request); wholly Japanese with a letter head (company, title, name + 様); category as ヤシ殻活性炭; sender's name in katakana; Colombo",
         Twin("title_wrong", "body", "購買課長 遠藤加奈様", "営業課長 遠藤加奈様", "購買課長",
              "a sales title for the recorded purchasing one in the letter head", found="営業課長")),

    Mail("P028", "s3", "Sri Lankan king coconut water",
         """Dear Mr Blake,

Many UK drinks brands now want coconut water with a clear origin. Ours comes only from king coconuts grown around Negombo, packed within a day of harvest, organic certified, in 330 ml and 1 l Tetra Pak.

Would Blake Drinks be interested in tasting it?

Kind regards,
Ishara Fernando
Maha Oya Coco & Rubber Exports (Pvt) Ltd""",
         "another, shorter first e-mail to the buyer (no fair named); English; 'Mr Blake'; company without Ltd; the UK as the buyer's market",
         Twin("company_missing", "body", "Would Blake Drinks be interested", "Would your company be interested",
              "Blake Drinks Ltd", "the only mention of the company replaced", found="your company")),

    Mail("P029", "s3", "Прайс-лист на воду королевского кокоса – уточнение",
         """Здравствуйте, Акулина!

Хотела уточнить, получили ли Вы наш прайс-лист на форматы 330 мл и 1 л. Для ТД «Жданова» мы можем сделать сборный контейнер: половина 330 мл, половина 1 л, по тем же ценам.

Если нужен образец декларации ЕАЭС от другого нашего покупателя, пришлю.

С уважением,
Ишара Фернандо""",
         "follow-up on the writer's own price list (the Russian note's request); wholly Russian; given name; company shortened without ООО",
         Twin("company_foreign", "body", "Для ТД «Жданова» мы", "Для Blake Drinks мы", "ООО «ТД Жданова»",
              "another buyer's company of this set (same category, the United Kingdom)", found="Blake Drinks")),

    Mail("P031", "s3", "Campioni di para crêpe in partenza",
         """Gentile Sig. Balotelli,

Le confermo che i campioni di para crêpe chiara da 3 mm e da 5 mm, 10 kg ciascuno, sono partiti ieri da Colombo per corriere aereo. Dovrebbero arrivare al Suolificio Balotelli entro la fine della settimana.

Resto a disposizione per qualsiasi domanda tecnica.

Cordiali saluti,
Ishara Fernando
Maha Oya Coco & Rubber Exports (Pvt) Ltd""",
         "follow-up on the writer's own sample offer (the note's thicknesses); wholly Italian; company with article, without S.r.l.; Colombo",
         Twin("artifact", "body", "sono partiti ieri da Colombo", "sono partiti ieri sono partiti ieri da Colombo",
              "sono partiti ieri", "a doubled phrase", found="sono partiti ieri sono partiti ieri")),

    Mail("P033", "s4", "Achiote paste from Guatemala – samples on their way",
         """Dear Ms Tapia,

After our talk at Expo ANTAD I am glad to confirm that the two 1 kg samples of achiote paste you asked for are on their way. Our paste is made in Retalhuleu from annatto grown on our own farms, with bitter orange and spices and no artificial colour.

I would be happy to prepare a quote for Alimentos Tapia once you have tasted it.

Best regards,
Ana Gabriela Xicará López
Agroindustrias Samalá, S.A.""",
         "another, shorter first e-mail to the buyer (in English, about the fair and the samples the note records); 'Ms Tapia'; company without S.A. de C.V.; category also as annatto",
         Twin("note_wrong", "body", "the two 1 kg samples", "the two 10 kg samples", "1 kg",
              "the note's sample size misquoted", found="10 kg samples")),

    Mail("P035", "s4", "Relance : offre pâte d'achiote",
         """Madame Lallemand,

Je me permets de revenir vers vous au sujet de notre certificat bio et de l'offre pour la pâte d'achiote. Avez-vous pu les examiner ?

Si cela vous intéresse, nous pourrions livrer un premier lot de 200 pots de 200 g avec votre prochaine commande groupée à Anvers.

Bien cordialement,
Ana Gabriela Xicará López
Agroindustrias Samalá, S.A.""",
         "follow-up on the writer's own certificate and offer (the note's request), in French as the note asks; 'Madame Lallemand,'; no company named; Anvers",
         Twin("category_wrong", "body", "l'offre pour la pâte d'achiote.", "l'offre pour la pâte de piment.",
              "achiote paste", "a chilli paste the sender does not sell", found="pâte de piment")),

    Mail("P038", "s4", "Guatemalan pacaya for Cummings Latin Foods",
         """Dear Mr Cummings,

Central American shoppers in the United States still have a hard time finding good pacaya. We grow and jar it in Retalhuleu, Guatemala, with bilingual labels made for the U.S. market, and our plant is FDA-registered.

Could I send you a case of 16 oz jars to try?

Best regards,
Ana Gabriela Xicará López
Jefa de Exportaciones
Agroindustrias Samalá, S.A.""",
         "another, shorter first e-mail to the buyer (no fair named); English; 'Mr Cummings'; company in the subject without Inc.; the United States as the buyer's market, written twice (United States, U.S.)",
         Twin("country_wrong", "body", "made for the U.S. market", "made for the Canadian market", "U.S.",
              "the buyer's market replaced by another country", found="Canadian")),

    Mail("P040", "s4", "Organic pepitoria seeds for Zollinger Naturkost",
         """Dear Mr Zollinger,

We grow pepitoria, a Central American squash with small, flat, mild seeds, on the Pacific coast of Guatemala, and we hold EU organic certification. I think they could interest Zollinger Naturkost as a new seed for muesli and bakery customers.

May I send you a sample and our latest aflatoxin report?

Kind regards,
Ana Gabriela Xicará López
Agroindustrias Samalá, S.A.""",
         "another, shorter first e-mail to the buyer (in English, offering what the note asks for); 'Mr Zollinger'; company in the subject and the body, without AG",
         Twin("company_missing", "body", "could interest Zollinger Naturkost as", "could interest your company as",
              "Zollinger Naturkost AG", "every mention of the company replaced (the subject's by the origin)",
              found="your company",
              more=[("Organic pepitoria seeds for Zollinger Naturkost", "Organic pepitoria seeds from Guatemala")])),
]
