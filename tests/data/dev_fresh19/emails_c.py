"""Natural e-mails 41-60 (second e-mails to 20 buyers), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Following up: robusto samples and a quote for boxes of 25",
         """Dear Mr Kälin,

I hope the sample box of robustos reached you in good condition. When we met at InterTabac you also asked about the Churchill, so I have added it to the attached quote in case Zigarren Kälin would like to compare.

Quote (CPT Zurich airport, customs cleared by your agent):
- Robusto 5 x 50, box of 25: CHF 96.00
- Toro 6 x 52, box of 25: CHF 104.00
- Churchill 7 x 48, box of 25: CHF 118.00
Minimum 30 boxes per order, mixed.

Your own cigar band can be printed in Santiago de los Caballeros at no extra cost from 100 boxes.

Best regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "follow-up on the sample and the fair the note records; English this time; CHF prices; CPT Zurich; 'Zigarren Kälin' without AG",
         Twin("note_wrong", "body", "When we met at InterTabac you also asked", "When we met at the Tobacco Plus Expo in Las Vegas you also asked", "a fair the note does not name in place of the one it does", "InterTabac", "the Tobacco Plus Expo in Las Vegas")),
    Mail("P003", "s1", "Re: price list – cigars CIF Bahrain",
         """Dear Ms Fatema,

Just a short follow-up on the price list I sent last week. If it helps with your lounge menu, we can also supply the same vitolas in single tubes (aluminium, cedar-lined), which keep well in a lounge humidor and look good on display.

Tubed robusto: USD 5.10 per cigar, boxes of 20, CIF Bahrain.

Please let me know whether Al Mahroos Trading would like to go ahead with a first order, or if you need anything else.

Best regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "follow-up on her own price list (which the note records); 'Dear Ms Fatema'; company without W.L.L.",
         Twin("note_wrong", "body", "Just a short follow-up on the price list I sent last week.", "Just a short follow-up on the price list I sent last week, and on the samples you asked for at Dubai Duty Free.", "a request and a place the note does not hold", "price list CIF Bahrain", "the samples you asked for at Dubai Duty Free")),
    Mail("P005", "s1", "Preisliste Zigarren – Zedernholzkisten à 25",
         """Sehr geehrte Frau Stolze,

vielen Dank für Ihre Rückmeldung. Anbei wie besprochen unsere Preisliste für das Zigarrenhaus Stolze, DAP Lager Deutschland, unverzollt und unversteuert:

Robusto (127 x 19,8 mm), Kiste à 25: 89,00 EUR
Toro (152 x 20,6 mm), Kiste à 25: 97,50 EUR
Belicoso (156 x 20,6 mm), Kiste à 25: 104,00 EUR

Ab 50 Kisten liefern wir frei Haus; die Kisten tragen bereits die deutschen Warnhinweise. Die Lieferzeit ab Auftrag beträgt etwa fünf Wochen (Seefracht ab Caucedo nach Hamburg).

Mit freundlichen Grüßen
Yokasta Peña
Cibao Verde Agroexport, S.R.L.
Santiago de los Caballeros""",
         "follow-up on her own e-mail, German as the note asks; cedar boxes of 25; company in the dative 'für das Zigarrenhaus Stolze'; Caucedo and Hamburg",
         Twin("company_missing", "body", "unsere Preisliste für das Zigarrenhaus Stolze, DAP", "unsere Preisliste für Ihr Unternehmen, DAP", "every mention of the buyer's company replaced", "Zigarrenhaus Stolze GmbH", "Ihr Unternehmen")),
    Mail("P006", "s1", "Plantains to Toronto – shipping schedule",
         """Hi Leon,

Following up on the quote for two containers a month: I've checked the reefer schedule from Caucedo and we can load on the 1st and 3rd Thursday of every month, arriving Montreal about 12 days later.

As produce buyer for Avery Tropical Foods, you may want the first container split 70/30 green and "half-ripe" to test your customers' demand — we can pack that in the same reefer.

Let me know and I'll book the first slot.

Yokasta
Cibao Verde Agroexport, S.R.L.""",
         "follow-up on the quote the note records; the buyer's title in lower case in an English sentence; company without Inc.; sender signs with given name",
         Twin("title_wrong", "body", "As produce buyer for", "As CEO of", "an executive title in place of his buyer's title", "Produce Buyer")),
    Mail("P007", "s1", "Disponibilité plantain – semaine 6",
         """Bonjour Madame Jacquemin,

Une petite mise à jour après notre cotation : nous avons de la place dans le reefer qui quitte Caucedo le 5 février pour Anvers. Si Exotic Fruits Jacquemin souhaite y charger 10 ou 20 palettes de bananes plantain vertes (cartons de 18 kg), le prix FOB reste celui de notre offre.

Je peux vous réserver l'espace jusqu'à vendredi.

Bien cordialement,
Yokasta Peña Rosario
Cibao Verde Agroexport, S.R.L.
+1 809 582 0147""",
         "follow-up on her own quotation, French; company without SRL; Antwerp; sender with both family names",
         Twin("sender_wrong", "body", "Cibao Verde Agroexport, S.R.L.\n+1 809", "Cibao Verde Agroexport, S.A.\n+1 809", "the sender's own legal form changed", "Cibao Verde Agroexport, S.R.L.", "Cibao Verde Agroexport, S.A.")),
    Mail("P009", "s1", "Did the plantain sample arrive?",
         """Hi Ashleigh,

Just checking that the sample carton of plantains made it to you. Heathrow can be slow with fresh produce, so let me know if anything was held up.

If your grocers liked them, we could start with a 20-pallet trial in a shared reefer to London Gateway, and I'll keep the fruit on the green side so it has time to sell.

Best,
Yokasta Peña
Cibao Verde Agroexport""",
         "follow-up on the sample the note records; short; sender company without legal form",
         Twin("category_wrong", "body", "that the sample carton of plantains made it", "that the sample carton of green bananas made it", "green bananas, a neighbouring product the sender does not sell", "fresh plantains", "green bananas")),
    Mail("P011", "s1", "拉利玛蛋面样品卡已寄出",
         """王经理您好：

样品卡已于今天通过 DHL 寄往深圳，运单号 58 1093 2246。卡上有 AAA、AA、A 三个等级的椭圆蛋面各 5 颗（10x14 mm 和 13x18 mm），方便贵司比较颜色和纹路。

如果贵司的银饰系列需要更大的尺寸，我们也可以切 18x25 mm。

期待您的反馈。

Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "follow-up on her own first e-mail, simplified Chinese; '贵司' for the buyer's company; DHL to Shenzhen",
         Twin("artifact", "body", "样品卡已于今天通过 DHL 寄往深圳", "样品卡已于今天通过 DHL 寄往深圳样品卡已于今天", "a fused repeat of the sentence start", "样品卡已于今天通过 DHL 寄往深圳", "深圳样品卡已于今天")),
    Mail("P013", "s1", "Re: 10x14 mm larimar ovals – strip of samples sent",
         """Dear Dhaval ji,

The strip of 10x14 mm ovals (10 pieces each of AAA, AA and A) left by FedEx this morning, tracking 7794 2180 3321. It should clear in Delhi within two or three days and reach Jaipur by the end of the week.

If the calibration suits your settings, the price list I sent stands for 30 days. For larger orders from सुब्रमण्यम जेम्स प्राइवेट लिमिटेड we can offer 5% off from 1,000 pieces.

Regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "follow-up on her own reply; 'Dear Dhaval ji' (given name romanised from Devanagari with ji); company in full Devanagari inside English",
         Twin("company_misspelled", "body", "सुब्रमण्यम जेम्स प्राइवेट लिमिटेड", "सुब्रमण्यन जेम्स प्राइवेट लिमिटेड", "the final म of the family name in the company written न", found="सुब्रमण्यन जेम्स प्राइवेट लिमिटेड")),
    Mail("P014", "s1", "Larimar for Idar-Oberstein – free-form collector pieces",
         """Dear Mr Stahr,

Since we met at Intergem you mentioned interest in stronger, free-form pieces as well. This month we cut a small lot of 38 collector cabochons from one exceptional rough (deep blue with red-brown hematite inclusions), 12-64 ct each.

Photos and weights are in the attached list. We would offer the lot to Stahr Edelsteine first, DDP Idar-Oberstein in Germany, before we show it at Tucson.

Best regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L., Dominican Republic""",
         "follow-up after the fair the note records, English to a German buyer; Tucson (USA) as another market; company without e.K.",
         Twin("country_wrong", "body", "DDP Idar-Oberstein in Germany, before", "DDP Idar-Oberstein in Austria, before", "the buyer's town placed in Austria", "Germany", "Austria")),
    Mail("P017", "s2", "Hanakatsuo 500 g – after your sample",
         """Dear Mr Rivière,

I hope the 500 g hanakatsuo sample arrived well and your ramen chefs had a chance to try it in their dashi.

If it suits them, for the first order I suggest one pallet (60 cartons of 20 × 500 g bags) by sea, CIF Le Havre, about 45 days from Kagoshima. We can also add 100 g bags of ito-kezuri for topping.

I look forward to your comments.

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "follow-up on the sample the note records, in English to a French buyer; pallet and carton arithmetic; Le Havre, Kagoshima",
         Twin("note_wrong", "body", "I hope the 500 g hanakatsuo sample arrived well", "It was good to meet you at SIAL Paris, and I hope the 500 g hanakatsuo sample arrived well", "a fair the note does not hold", "(no fair recorded)", "It was good to meet you at SIAL Paris")),
    Mail("P019", "s2", "Re: imo shochu offer",
         """Dear Mr Chen,

Following my e-mail of last week, I attach our price list for Taiwan, CIF Keelung:

- Satsuma Kuro, 1.8 L × 6: JPY 13,200 per case
- Satsuma Shiro, 720 ml × 12: JPY 14,400 per case

Mixed cases are possible from 50 cases. Labels in traditional Chinese can be applied in Kagoshima before shipment.

Best regards,
Kentaro Arimura (有村健太郎)
Satsuma Kaisan Co., Ltd.""",
         "follow-up on his own e-mail, English to a Taiwanese buyer; 'Mr Chen' (the romanised family name of 陳); sender with kanji gloss; Keelung",
         Twin("contact_wrong", "body", "Dear Mr Chen,", "Dear Mr Lin,", "another family name in the greeting", "Chen (陳)", "Lin")),
    Mail("P022", "s2", "Yellowtail loins – sample box to Italy",
         """Dear Mr Natta,

Further to our meeting at Seafood Expo Global in Barcelona and my e-mail with the specifications, I can send a sample box of 10 kg frozen yellowtail loins by air to Milan Malpensa, in a dry-ice box.

Please let me know a delivery address and your importer of record, and whether Natta Ittica prefers loins with or without skin.

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "follow-up after the fair the note records, English; Malpensa; company without S.r.l.",
         Twin("note_wrong", "body", "Further to our meeting at Seafood Expo Global in Barcelona", "Further to our meeting at the Tuttofood fair in Milan", "a fair the note does not name in place of the one it does", "Seafood Expo Global in Barcelona", "the Tuttofood fair in Milan")),
    Mail("P024", "s2", "Yellowtail offer CFR Valencia – validity",
         """Dear Ms Laguna,

A quick reminder that our offer for one 40' reefer of frozen yellowtail fillets at EUR 14.80/kg CFR Valencia is valid until the end of this month. After that the new farm price for the spring harvest will apply.

If Pescados Laguna needs a smaller first lot, we can also ship 20 t in a 20' reefer at EUR 15.30/kg.

Kind regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "follow-up on his own quotation (the one the note records), in English to a Spanish buyer; prices and container sizes",
         Twin("category_wrong", "body", "one 40' reefer of frozen yellowtail fillets at", "one 40' reefer of frozen amberjack steaks at", "amberjack steaks, a neighbouring fish product the sender does not sell", "frozen yellowtail fillets", "frozen amberjack steaks")),
    Mail("P025", "s3", "Sapele sample boards sent",
         """Dear Dex,

Two sample boards of sapele (FAS, KD, 27 x 200 x 2400 mm) left Douala today by DHL, together with a complete EUDR document set for the lot they come from, so you can see how we present it.

If the documents are what Houthandel Erhout needs, I can offer a first container of 27 and 52 mm for March loading.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL""",
         "follow-up on his own e-mail, with the documents the note records; sizes; company without B.V.",
         Twin("note_wrong", "body", "Two sample boards of sapele", "As you asked at the Carrefour International du Bois in Nantes, two sample boards of sapele", "a fair and a request the buyer's note does not hold", "EUDR documents", "As you asked at the Carrefour International du Bois in Nantes")),
    Mail("P027", "s3", "Sapelli – planning de chargement",
         """Dear Mr Bonnin,

As promised after Nantes, here is our loading plan for sapele: one 40' container of 27 mm and 54 mm (about 24 m³) can leave Douala on 18 March and reach La Rochelle in roughly 20 days.

Please confirm whether Bois Bonnin wants lengths cut to your joinery sizes; our sawmill needs two weeks' notice for that.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL, Douala""",
         "follow-up on the fair and his own offer, English with a French subject; 'after Nantes' for the fair the note records; company without SAS",
         Twin("company_foreign", "body", "Please confirm whether Bois Bonnin wants", "Please confirm whether Houthandel Erhout wants", "another sapele buyer's company of this set", "Bois Bonnin SAS", "Houthandel Erhout")),
    Mail("P031", "s3", "Prunus africana bark – permit timing",
         """Dear Ms Bahon,

A short note on timing for your first lot of Prunus africana bark: the CITES export permit takes about three weeks from MINFOF once the lot is weighed and sealed, and the certificate of origin a few days more. We would therefore ship five weeks after your order.

As responsable approvisionnement you may want to add a pre-shipment sample for your own sterol analysis; we can send 500 g before the permit is issued.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL""",
         "follow-up on his own e-mail and the permits the note records, English; the buyer's French title in lower case in an English sentence",
         Twin("title_wrong", "body", "As responsable approvisionnement", "As directrice générale", "a general manager's title in place of her procurement one", "Responsable approvisionnement")),
    Mail("P033", "s4", "Virgin coconut oil – price list for Cook Natural Foods",
         """Hi Jane,

Here's the price list you asked for at Fine Food New Zealand (NZD, CFR Auckland):

- 300 ml glass jar, 12 per carton: $6.20 per jar
- 500 ml glass jar, 12 per carton: $9.40 per jar
- 4 L tub: $48.00
- 20 L pail: $215.00

Mixed pallets from 40 cartons. Organic and Fair Trade certificates attached.

Ngā mihi,
Sieni Aiono
Upolu Niu Products Ltd | +685 26 418 | www.upoluniu.ws""",
         "follow-up after the fair the note records; NZ prices; Māori closing 'Ngā mihi'; company without Limited",
         Twin("sender_wrong", "body", "+685 26 418 | www.upoluniu.ws", "+685 26 481 | www.upoluniu.ws", "the sender's phone with two digits swapped", "+685 26 418", "+685 26 481")),
    Mail("P034", "s4", "Kosher certificate for our virgin coconut oil",
         """שלום אופק,

As promised, I attach our current kosher certificate for the virgin coconut oil, together with the COA of the lot we would ship to טאהא קוסמטיקה טבעית בע"מ.

If you need the certificate in Hebrew as well, the certifying agency can issue a letter of confirmation within a week.

Best regards,
Sieni Aiono
Upolu Niu Products Ltd""",
         "follow-up with the kosher certificate the note records; company in Hebrew script with בע\"מ inside English",
         Twin("company_missing", "body", "the lot we would ship to טאהא קוסמטיקה טבעית בע\"מ.", "the lot we would ship to your company.", "every mention of the buyer's company replaced", "טאהא קוסמטיקה טבעית בע\"מ", "your company")),
    Mail("P037", "s4", "Noni juice: first order to Chile",
         """Dear Ignacio,

Thank you for confirming the organic certificate and shelf life suit you. For a first order to Chile I would suggest one pallet (80 cartons of 12 × 1 L), CIF San Antonio, at USD 9.60 per bottle.

The production date on each lot will give you the full 24 months, less about six weeks in transit.

Best regards,
Sieni Aiono
Upolu Niu Products Ltd""",
         "follow-up on the certificate and shelf life the note records, English to a Chilean buyer; CIF San Antonio",
         Twin("country_wrong", "body", "For a first order to Chile I would", "For a first order to Argentina I would", "the buyer's country named as Argentina", "Chile", "Argentina")),
    Mail("P039", "s4", "Taro: our phytosanitary certificate and next shipment",
         """Hi Shawn,

As promised, attached is a copy of the phytosanitary certificate from our last taro shipment to Brisbane, so you can see what meets the BICON conditions.

Our next reefer leaves Apia on the 14th; if Davis Pacific Produce would like 200 cartons (20 kg) on it, please let me know by Friday.

Cheers,
Sieni
Upolu Niu Products Ltd""",
         "follow-up on her own reply to the BICON question the note records; company without Pty Ltd; sender as 'Sieni'",
         Twin("artifact", "subject", "Taro: our phytosanitary certificate and next shipment", "Taro: our phytosanitary certificate and next shipment shipment", "a doubled word in the subject", "and next shipment", "shipment shipment")),
]
