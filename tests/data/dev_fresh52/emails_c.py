"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    # N041
    Mail("P001", "s1",
         "Re: Halloumi price list – 200 g and 1 kg blocks",
         """Dear Melissa,

I hope the price list reached you safely. I just wanted to check whether you had any questions about the 200 g and 1 kg formats, or whether it would help to have samples for your chilled range review.

One update since I wrote: from next month we can also offer the 200 g pack with a recyclable mono-material film, which several UK retailers now ask for.

Happy to talk whenever suits you.

Best regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
andri.charalambous@troodosgefseis.com.cy
+357 22 445 180""",
         "follow-up on the writer's own price list (the note's request); English; 'Re:' subject "
         "repeating the first e-mail's; no company of the buyer named; UK named as a market",
         Twin("sender_wrong", "body", "andri.charalambous@troodosgefseis.com.cy",
              "andri.charalambous@troodos-gefseis.com.cy", "andri.charalambous@troodosgefseis.com.cy",
              "the sender's e-mail domain with a hyphen it does not have")),
    # N042
    Mail("P002", "s1",
         "PDO halloumi with Swedish labels for your ICA stores",
         """Dear Åsa,

A short note from Cyprus. I understand that Johanssons Delikatesser AB supplies ICA stores around Uppsala and is looking for PDO halloumi with Swedish labels.

We are a halloumi maker in Nicosia, and we already print Swedish labels for two customers in Sweden, so your packs could be ready from the first order: 200 g for the dairy shelf and 1 kg for delis.

Would you like me to send samples with the label artwork?

Best regards,
Andri Charalambous
Head of Export Sales, Troodos Gefseis Ltd
+357 22 445 180""",
         "a second, shorter first e-mail to the same buyer (another writer's version), English; "
         "uses the note's customers and request; 'your ICA stores' in the subject; Sweden named",
         Twin("country_wrong", "body", "for two customers in Sweden, so", "for two customers in Norway, so",
              "Sweden", "a neighbouring country for the buyer's", found="Norway")),
    # N043
    Mail("P003", "s1",
         "Halloumi with IFS Food and halal certificates",
         """Dear Ms Gehringer,

I'm writing to you in English, I hope that's all right. We met briefly at Anuga in Cologne in October 2025, and you mentioned that Gehringer Feinkost GmbH needs the IFS Food certificate and halal certification from any new cheese supplier.

Our dairy in Cyprus holds both, and I have attached the current certificates. Our halloumi is PDO, in 250 g and 1 kg packs, shipped chilled to Hamburg.

If these meet your requirements, I'd be glad to send samples and prices.

Kind regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "a second first e-mail to the same buyer (a shorter English version after the fair the "
         "note records); 'Ms Gehringer'; Anuga, Cologne, Hamburg; the note's two certificates",
         Twin("artifact", "body", "Our dairy in Cyprus holds both, and",
              "Our dairy in Cyprus holds both, holds both, and", "holds both",
              "a doubled phrase", found="holds both, holds both")),
    # N044
    Mail("P007", "s1",
         "Commandaria samples (375 ml) – have they arrived?",
         """Dear Mokey,

I am writing in English this time, so that my colleagues in logistics can follow. The samples of Commandaria in 375 ml bottles that you asked for at Prodexpo left Limassol ten days ago, and the courier shows them at customs in Moscow.

If anything is needed for clearance on your side, for example a copy of the certificate of origin, please tell me and I will send it at once.

I look forward to hearing what you and your team at ООО «Винный дом Боброва» think of the wine.

Best regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "follow-up on the samples the note records; English; 'Dear Mokey' (romanised given "
         "name); the Russian company in Cyrillic inside an English sentence; Prodexpo in Latin "
         "letters; Limassol, Moscow",
         Twin("note_wrong", "body", "in 375 ml bottles that you asked for", "in 750 ml bottles that you asked for",
              "375 ml", "the note's bottle size misquoted in the request", found="750 ml")),
    # N045
    Mail("P008", "s1",
         "关于卡曼达蕾雅礼盒样品",
         """刘经理：

您好！上周我们寄出的卡曼达蕾雅（Commandaria）礼盒样品，快递显示已于周三送达上海，不知您和同事是否已经品尝？

春节礼盒的订货期比较早，如果贵司有意向，建议我们在本月内确认数量和包装设计。我们可以按您的要求印制中文礼盒和背标。

期待您的回复。

Andri Charalambous
Troodos Gefseis Ltd
电话：+357 22 445 180""",
         "follow-up on the writer's own samples, using the note's gift-box interest; wholly "
         "simplified Chinese, short; '刘经理'; 'the company' only as 贵司; 上海",
         Twin("artifact", "body", "我们可以按您的要求印制中文礼盒和背标。",
              "我们可以按您的要求印制中文礼盒和背标。我们可以按您的要求印制中文礼盒和背标。",
              "我们可以按您的要求印制中文礼盒和背标。", "a repeated sentence",
              found="我们可以按您的要求印制中文礼盒和背标。我们可以按您的要求印制中文礼盒和背标。")),
    # N046
    Mail("P010", "s1",
         "Commandaria for Belgian wine shops",
         """Dear Mr Louis,

We met at Wine Paris in February, and you told me your customers are independent wine shops in Brussels and Liège. I thought of you when we bottled this year's Commandaria.

As acheteur vins et spiritueux at Vins Louis SRL, you will know how hard it is to find a sweet wine with a real story: Commandaria has been made in the same villages below the Troodos mountains for some eight hundred years. We can offer it in 500 ml bottles with a French and Dutch back label.

Would you like a sample case?

Kind regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
+357 22 445 180""",
         "a second first e-mail to the same buyer (English, after the fair the note records, "
         "with the note's customers); the recorded French title in lower case inside an English "
         "sentence; Brussels, Liège; 'Belgian' in the subject",
         Twin("title_wrong", "body", "As acheteur vins et spiritueux at Vins Louis SRL",
              "As directeur commercial at Vins Louis SRL", "Acheteur vins et spiritueux",
              "a sales director's title for the buyer's", found="directeur commercial")),
    # N047
    Mail("P011", "s1",
         "Re: Kosher-certified zivania",
         """Dear Neta,

Following my e-mail of last week, I am attaching the kosher certificate for our zivania issued by the Chief Rabbinate of Cyprus, as well as the product specification in English.

If it would help your review, I can also send the certificate of analysis for the current lot. The sample bottle is ready to go to Haifa as soon as you confirm the delivery address.

With kind regards,
Andri Charalambous
Head of Export Sales
Troodos Gefseis Ltd
Nicosia, Cyprus
+357 22 445 180""",
         "follow-up on the writer's own first e-mail (N011), with the note's certification "
         "need, in English as the note asks; first-name greeting; Haifa",
         Twin("sender_wrong", "body", "Troodos Gefseis Ltd\nNicosia", "Troodos Gefseis S.A.\nNicosia",
              "Troodos Gefseis Ltd", "the sender's company with a legal form it does not have",
              found="Troodos Gefseis S.A.")),
    # N048
    Mail("P014", "s1",
         "Ihr Angebot: Zivania 20 cl",
         """Guten Tag Herr Kraushaar,

wie versprochen anbei unser Angebot für Zivania in 20-cl-Flaschen: 24 Flaschen pro Karton, Mindestmenge 30 Kartons, geliefert frei Haus an Spirituosen Kraushaar e.K. in Deutschland. Die Branntweinsteuer ist im Preis nicht enthalten, da die Lieferung unter Steueraussetzung an Ihr Zolllager bzw. mit Ihrer Verbrauchsteuernummer erfolgen kann.

Falls Sie vorab eine Flasche zum Probieren möchten, schicke ich sie Ihnen gern.

Viele Grüße
Andri Charalambous
Troodos Gefseis Ltd
+357 22 445 180""",
         "follow-up with the offer the note's request led to; wholly German; the company in full "
         "after 'an'; Branntweinsteuer, Steueraussetzung; Deutschland named",
         Twin("company_missing", "body", "geliefert frei Haus an Spirituosen Kraushaar e.K. in Deutschland",
              "geliefert frei Haus an Ihr Geschäft in Deutschland", "Spirituosen Kraushaar e.K.",
              "the company replaced by 'Ihr Geschäft' (its only mention)", found="Ihr Geschäft")),
    # N049
    Mail("P016", "s2",
         "Following up: 5N helium for Ulsan",
         """Dear Mr Park,

I wanted to follow up on my offer of last week for 5N liquid helium in ISO containers delivered to Ulsan. Our next containers are planned for loading at Ras Laffan at the end of the month, and I could reserve two of them for 주식회사 우진특수가스 if you confirm within ten days.

Please let me know if you would like us to adjust the price basis or the contract length.

Best regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "follow-up on the writer's own offer (N016), with the note's need; English; the Korean "
         "company in full; Ras Laffan, Ulsan",
         Twin("sender_wrong", "body", "Maryam Abdulla Al-Mannai\nSenior Marketing Manager",
              "Maryam Abdulla Al-Mannai\nSenior Sales Manager", "Senior Marketing Manager",
              "the sender's title written wrong in the signature", found="Senior Sales Manager")),
    # N050
    Mail("P018", "s2",
         "Elio liquido con certificato di analisi per ogni container",
         """Buongiorno Sig. Martinelli,

Le scrivo da Simaisma Energy Trading W.L.L., in Qatar. Sappiamo che Martinelli Gas Tecnici S.r.l. richiede un certificato di analisi per ogni container di elio: per noi è la prassi, e il certificato accompagna ogni ISO container sin dal carico a Ras Laffan.

Possiamo proporre forniture regolari di elio liquido con consegna a Ravenna, sia a contratto sia spot.

Posso inviarLe un'offerta indicativa?

Cordiali saluti,
Maryam Abdulla Al-Mannai
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "a second, shorter first e-mail to the same buyer (another writer's version), wholly "
         "Italian; the note's certificate need and Ravenna; 'InviarLe' (courtesy capital)",
         Twin("company_foreign", "body", "Sappiamo che Martinelli Gas Tecnici S.r.l. richiede",
              "Sappiamo che Lanificio Maspero S.p.A. richiede", "Martinelli Gas Tecnici S.r.l.",
              "another Italian buyer's company of this set (another category)",
              found="Lanificio Maspero S.p.A.")),
    # N051
    Mail("P023", "s2",
         "Re: Quote: 25,000 t open-spec naphtha CFR Mailiao",
         """Dear Mr Chiu,

Our indication for 25,000 tonnes of open-spec naphtha CFR Mailiao expires this Friday. If the quality or the laycan needs adjusting, we can look at a cargo loading in the first half of the following month instead, at the same premium over MOPJ.

I would be happy to have a short call with your team before the deadline.

Kind regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "follow-up on the writer's own quote (N023, the note's request); English; 'Re:' subject; "
         "MOPJ, laycan; no company of the buyer named",
         Twin("artifact", "body", "we can look at a cargo loading in the first half of the following month instead, at the same premium over MOPJ.",
              "we can look at a cargo loading in the first half of the",
              "we can look at a cargo loading in the first half of the following month instead, at the same premium over MOPJ.",
              "a sentence cut off mid-phrase",
              found="we can look at a cargo loading in the first half of the")),
    # N052
    Mail("P024", "s3",
         "Sainfoin honey in 1 kg jars and 300 kg drums",
         """Dear Yerlan,

Following our conversation at WorldFood Kazakhstan in Almaty, here are the details you asked for. We can supply our white sainfoin honey from Issyk-Kul in both formats you need: 1 kg glass jars (12 per carton) and 300 kg steel drums with a food-grade lining.

Deliveries to ТОО «Жаксылыков Трейд» would go by truck from Karakol, with EAEU documents, so there is no customs clearance at the border.

Best regards,
Aizada Toktosunova
Head of Export
OsOO "Terskey Tabiyat", Karakol
+996 3922 5 14 07""",
         "a second first e-mail to the same buyer (a short English version after the fair the "
         "note records, with its pack sizes); 'Dear Yerlan' (romanised given name); the company "
         "in Cyrillic inside an English sentence; EAEU (both countries are members)",
         Twin("company_misspelled", "body", "Deliveries to ТОО «Жаксылыков Трейд» would",
              "Deliveries to ТОО «Жаксыкулов Трейд» would", "ТОО «Жаксылыков Трейд»",
              "a near-miss Kazakh family name in the company", found="ТОО «Жаксыкулов Трейд»")),
    # N053
    Mail("P027", "s3",
         "Did the rosehip sample arrive?",
         """Dear Iida,

I hope the 5 kg sample of organic rosehip shells reached you in good condition. The courier shows it was delivered to your office on Tuesday.

When your team has tested it for your tea blends, I would be glad to hear your comments on cut size and colour. We can also cut finer (1–3 mm) for tea bags if that suits your production better.

Kind regards,
Aizada Toktosunova
Head of Export
OsOO "Terskey Tabiyat"
+996 3922 5 14 07""",
         "follow-up on the sample the note records; English; first-name greeting; no company of "
         "the buyer named",
         Twin("note_wrong", "body", "I hope the 5 kg sample of organic rosehip shells reached you",
              "I hope the 5 kg sample of organic rosehip shells you asked for when we met at BioFach in Nuremberg reached you",
              "no fair in the buyer's note", "a fair meeting claimed for a buyer whose note records none",
              found="when we met at BioFach in Nuremberg")),
    # N054
    Mail("P029", "s3",
         "Nypon från Kirgizistan till nyponsoppa",
         """Hej Carl,

Tack för ett trevligt samtal på Natural Products Scandinavia i Malmö! Du nämnde att ni använder nypon till nyponsoppa, så jag ville berätta lite mer om våra.

Vi plockar vilda nypon (Rosa canina) runt sjön Issyk-Kul i Kirgizistan och torkar dem varsamt, så att färgen och C-vitaminet bevaras. Till soppa rekommenderar vi hela torkade nypon i säckar om 25 kg.

Ska jag skicka ett prov till Holms Nypon AB?

Vänliga hälsningar
Aizada Toktosunova
OsOO "Terskey Tabiyat"
+996 3922 5 14 07""",
         "a second first e-mail to the same buyer (a Swedish version after the fair the note "
         "records, with the note's use); wholly Swedish; 'Hej Carl'; nypon = rosehips; "
         "Kirgizistan, Issyk-Kul",
         Twin("contact_wrong", "body", "Hej Carl,", "Hej Karl,", "Carl Holm",
              "a near-miss given name (K for C) in the greeting", found="Karl")),
    # N055
    Mail("P030", "s3",
         "Catalogue shyrdaks 120 × 180 cm",
         """Bonjour Madame Durand,

Comme promis, vous trouverez ci-joint notre catalogue de shyrdaks au format 120 × 180 cm, avec les prix DAP Paris pour une première commande de dix pièces.

Nos artisanes peuvent aussi adapter les couleurs à votre prochaine collection ; il faut compter environ six semaines pour une série sur mesure.

Je reste à votre disposition pour toute question.

Bien cordialement,
Aizada Toktosunova
Responsable export
OsOO « Terskey Tabiyat »
+996 3922 5 14 07""",
         "follow-up with the catalogue promised in N030 (the note's size request); wholly "
         "French; DAP Paris",
         Twin("artifact", "subject", "Catalogue shyrdaks 120 × 180 cm",
              "Catalogue shyrdaks shyrdaks 120 × 180 cm", "shyrdaks",
              "a doubled word in the subject", found="shyrdaks shyrdaks")),
    # N056
    Mail("P033", "s4",
         "碳酸锂样品（1公斤）已寄出",
         """唐总监您好：

您要求的1公斤电池级碳酸锂样品（Li2CO3 ≥ 99.5%）已于本周一从玻利维亚波托西寄出，附有分析证书（COA），预计十天左右到达江西。

如检测结果符合贵司要求，我们可以商讨20吨的试订单，经智利阿里卡港海运至上海或宁波，CIF条款。

期待您的反馈。

Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "follow-up on the sample the note records (a second writer's version of N033); wholly "
         "simplified Chinese; '唐总监' (family name + the 总监 of the recorded 采购总监); 波托西, "
         "阿里卡, 江西, 上海, 宁波; the buyer's company only as 贵司",
         Twin("category_wrong", "body", "您要求的1公斤电池级碳酸锂样品", "您要求的1公斤电池级氢氧化锂样品",
              "lithium carbonate", "a neighbouring product (lithium hydroxide) in the sample",
              found="氢氧化锂")),
    # N057
    Mail("P036", "s4",
         "Fibra di baby llama sotto i 23 micron",
         """Gentile Dott.ssa Maspero,

è stato un piacere conoscerLa a Pitti Filati, a Firenze. Mi aveva detto di cercare baby llama sotto i 23 micron: Le confermo che il nostro lotto attuale misura 21,8 micron, con certificato IWTO.

Per il Lanificio Maspero S.p.A. possiamo preparare campioni di 2 kg per ciascun colore naturale (bianco, beige, marrone e grigio), spediti dalla Bolivia con corriere espresso.

Resto a disposizione per qualsiasi informazione.

Cordiali saluti,
Wilma Choque Mamani
Responsable de Exportaciones
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "a second first e-mail to the same buyer (an Italian version after the fair the note "
         "records, with its spec); 'Gentile Dott.ssa Maspero'; the company with the article "
         "('Per il Lanificio …'); Firenze; IWTO",
         Twin("company_missing", "body", "Per il Lanificio Maspero S.p.A. possiamo", "Per il Vostro lanificio possiamo",
              "Lanificio Maspero S.p.A.", "the company replaced by 'il Vostro lanificio' (its only mention)",
              found="Vostro lanificio")),
    # N058
    Mail("P039", "s4",
         "Organic cañahua – sample and CIF Valencia prices",
         """Dear Telmo,

As promised after Organic Food Iberia, I have sent you a 1 kg sample of our organic cañahua, together with prices for 25 kg bags, CIF Valencia. The sample should reach Giner Ecológicos S.L. by the end of next week.

I have also added a small bag of cañahua flour, in case you want to try it in a bakery mix.

Un abrazo,
Wilma Choque Mamani
Tunupa Recursos Andinos S.R.L.
+591 2 622 4418""",
         "follow-up on the sample promised in N039 (after the fair the note records); English "
         "with a Spanish closing; first-name greeting; CIF Valencia",
         Twin("contact_wrong", "body", "Dear Telmo,", "Dear Teodoro,", "Telmo Giner",
              "another given name in the greeting", found="Teodoro")),
    # N059
    Mail("P005", "s1",
         "PDO halloumi from Cyprus",
         """Dear Sean,

I'm the export manager of Troodos Gefseis, a halloumi maker in Nicosia, Cyprus. We're looking for an importer in Australia, and Raymond Fine Foods Pty Ltd seemed a natural fit.

Our halloumi is PDO, vacuum packed in 200 g, 250 g and 1 kg, with a 12-month chilled shelf life that suits the sea freight to Australia.

If you're open to it, I'd send samples and an FOB Limassol price list.

Kind regards,
Andri Charalambous
Head of Export Sales, Troodos Gefseis Ltd
+357 22 445 180""",
         "a second, shorter first e-mail to the same buyer (another writer's version), English; "
         "Australia named twice; 'export manager' for the recorded Head of Export Sales in the "
         "text; FOB Limassol",
         Twin("country_wrong", "body", "We're looking for an importer in Australia, and",
              "We're looking for an importer in New Zealand, and", "Australia",
              "a neighbouring country for the buyer's", found="New Zealand")),
    # N060
    Mail("P021", "s2",
         "Following up: anhydrous ammonia CFR Samsun",
         """Dear Mr Bilir,

I wrote to you two weeks ago about anhydrous ammonia from Mesaieed for Bilir Gübre Sanayi ve Ticaret A.Ş. I understand the purchasing season is busy, so just a brief reminder: we have a 20,000-tonne parcel that could load in the second half of next month, CFR Samsun or İskenderun.

If it is of interest, I can send a firm offer within a day.

Kind regards,
Maryam Abdulla Al-Mannai
Senior Marketing Manager
Simaisma Energy Trading W.L.L.
+974 4411 2375""",
         "follow-up on the writer's own first e-mail (N021), English; 'Mr Bilir'; the Turkish "
         "company in full with its diacritics; Mesaieed, Samsun, İskenderun",
         Twin("note_wrong", "body", "I wrote to you two weeks ago about anhydrous ammonia",
              "As you asked at the Argus Fertilizer Europe conference, I wrote to you two weeks ago about anhydrous ammonia",
              "no meeting or request in the buyer's record (no note)",
              "a meeting and a request claimed for a buyer whose note records none",
              found="As you asked at the Argus Fertilizer Europe conference")),
]
