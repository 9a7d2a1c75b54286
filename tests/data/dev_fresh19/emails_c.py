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
    Mail("P003", "s1", "Cibao Verde cigar price list (PDF) – CIF Bahrain",
         """Dear Ms Fatema,

Thank you for getting in touch. As requested, I attach our price list for hand-rolled cigars, CIF Bahrain, in PDF. In short:

- Robusto, Toro and Churchill in cedar boxes of 25, from USD 118 per box
- Single tubed cigars (aluminium, cedar-lined) for lounge service, USD 5.10 each
- Minimum order 40 boxes, mixed vitolas, shipped in a humidified reefer

Since you run two lounges in Manama, the tubed robusto is often the easiest way to offer a Dominican cigar by the piece.

Best regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "a shorter second reply to the price list the note records (first e-mail kind); 'Dear Ms Fatema'; the lounges in Manama from the note; no company named",
         Twin("note_wrong", "body", "Thank you for getting in touch. As requested,", "Thank you for visiting our stand at the Dubai Cigar Festival. As requested,", "a fair the note does not hold", "(no fair recorded; the note records a price list request)", "Thank you for visiting our stand at the Dubai Cigar Festival")),
    Mail("P005", "s1", "Handgerollte Zigarren aus der Dominikanischen Republik",
         """Guten Tag Frau Stolze,

ich möchte Ihnen kurz unsere handgerollten Zigarren vorstellen. Die Cibao Verde Agroexport, S.R.L. fertigt in Santiago de los Caballeros Robustos, Toros und Belicosos aus dominikanischem Tabak, verpackt in Zedernholzkisten à 25 Stück.

Gern schicke ich dem Zigarrenhaus Stolze eine Musterkiste und unsere Preisliste (DAP, in Euro). Alle Kisten tragen die deutschen Warnhinweise.

Freundliche Grüße aus der Karibik
Yokasta Peña
Encargada de Exportaciones""",
         "a shorter second cold introduction in German, as the note asks, with the cedar boxes of 25; 'dem Zigarrenhaus Stolze' without GmbH; the sender's company with the article 'Die'",
         Twin("company_missing", "body", "Gern schicke ich dem Zigarrenhaus Stolze eine", "Gern schicke ich Ihrem Unternehmen eine", "every mention of the buyer's company replaced", "Zigarrenhaus Stolze GmbH", "Ihrem Unternehmen")),
    Mail("P006", "s1", "Your plantain quote request – Cibao Verde",
         """Hi Leon,

Thanks for stopping by at the CPMA show and for your request. I'm putting the full quote together with our shipping line this week; in the meantime, here are the basics for two containers a month to Toronto:

- green plantains, grade 1, 50 lb boxes, 960 boxes per 40' reefer
- about USD 17-18 per box FOB Caucedo, depending on the sailing
- GlobalG.A.P. certified, phyto with every load

As produce buyer for Avery Tropical Foods, would you prefer one container every second week, or both on one sailing?

Best,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "a second, shorter reply to the quote the note records (first e-mail kind); the buyer's title in lower case in an English sentence; company without Inc.",
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
    Mail("P009", "s1", "Sample carton of plantains for Williams & Sons",
         """Dear Ashleigh,

Thank you for asking for a sample. We will send one carton of green plantains (18 kg, grade 1) by air to Heathrow next week, together with a few riper fingers so your grocers can see both stages.

Could you confirm the delivery address, and whether you have a UK import agent for fresh produce or we should use our own?

Kind regards,
Yokasta Peña
Export Manager, Cibao Verde Agroexport, S.R.L.""",
         "a second, shorter reply to the sample the note records (first e-mail kind); company as 'Williams & Sons' in the subject",
         Twin("category_wrong", "body", "one carton of green plantains", "one carton of green bananas", "green bananas, a neighbouring product the sender does not sell", "fresh plantains", "green bananas")),
    Mail("P011", "s1", "Larimar 拉利玛蛋面 – Cibao Verde Agroexport",
         """王经理：

您好！我们是多米尼加共和国的 Cibao Verde Agroexport, S.R.L.，专门供应拉利玛（Larimar，又称“海纹石”）蛋面。海纹石只产于多米尼加巴拉奥纳山区，我们直接从矿工收购原石，自己切磨。

贵司如需 AAA 级或 AA 级的椭圆、水滴形蛋面，我们可以按克拉报价，并用 DHL 寄送至深圳。

此致
敬礼

Yokasta Peña
出口经理""",
         "a second, shorter cold introduction in simplified Chinese; larimar also by its Chinese trade name 海纹石; '贵司' for the company; sender's title in Chinese",
         Twin("artifact", "body", "我们直接从矿工收购原石，自己切磨。", "我们直接从矿工收购原石，自己切磨。我们直接从矿工收购原石，自己切磨。", "a repeated sentence", "自己切磨。", "自己切磨。我们直接从矿工收购原石")),
    Mail("P013", "s1", "Re: calibrated 10x14 mm larimar ovals",
         """Dear Dhaval ji,

Thank you for your enquiry about calibrated 10x14 mm ovals. Yes, we cut this size every week, in AAA, AA and A, with flat backs and ±0.2 mm tolerance, which suits cast bezels.

I will send our price list today. If सुब्रमण्यम जेम्स प्राइवेट लिमिटेड would like to check the calibration first, we can post a strip of 10 pieces per grade to Jaipur.

Regards,
Yokasta Peña
Cibao Verde Agroexport, S.R.L.""",
         "a second, shorter reply to the request the note records (first e-mail kind); 'Dear Dhaval ji' (the given name romanised); company in full Devanagari inside English",
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
    Mail("P017", "s2", "Re: sample of hanakatsuo 500 g",
         """Dear Mr Rivière,

Thank you for your request for a sample of our hanakatsuo. We will send a 500 g bag by courier this week, with the specification sheet and our certificate of analysis for PAH.

If your ramen restaurants also use thin flakes for topping, I can add a 100 g bag of ito-kezuri.

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "a second, English reply to the sample the note records (first e-mail kind); no company named",
         Twin("note_wrong", "body", "Thank you for your request for a sample of our hanakatsuo.", "Thank you for visiting our stand at SIAL Paris and for your request for a sample of our hanakatsuo.", "a fair the note does not hold", "(no fair recorded; the note records a sample request)", "Thank you for visiting our stand at SIAL Paris")),
    Mail("P019", "s2", "Imo shochu from Kagoshima for Taiwan",
         """Dear Mr Chen,

I'm Kentaro Arimura of Satsuma Kaisan Co., Ltd. (有村健太郎, 薩摩海産株式会社) in Makurazaki, Japan. Besides seafood, we export sweet potato shochu from small distilleries in southern Kagoshima.

For 陳記洋酒 I would suggest two labels to start: a black koji imo shochu in 1.8 L bottles for izakaya, and a white koji one in 720 ml for retail. Both are 25% and can carry traditional Chinese back labels.

We can quote CIF Keelung or CIF Kaohsiung. May I send you our price list?

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "a second cold introduction, in English; 'Mr Chen' (the romanised family name of 陳); the company's short form in Chinese inside English; sender's name and company also in kanji; Keelung, Kaohsiung",
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
    Mail("P024", "s2", "Your request: frozen yellowtail fillets CFR Valencia",
         """Dear Ms Laguna,

Thank you for your request for a quotation. For one 40' reefer of frozen yellowtail fillets CFR Valencia, our price is EUR 14.80/kg (skin-on loins, 2-3 kg, vacuum-packed, 20 kg cartons), loading from Kagoshima within four weeks of order.

The offer is valid until the end of the month. I attach our specification and the EU health certificate model.

Kind regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "a second, English reply to the quotation the note records (first e-mail kind); price, packing and validity; no company named",
         Twin("category_wrong", "body", "one 40' reefer of frozen yellowtail fillets CFR", "one 40' reefer of frozen amberjack steaks CFR", "amberjack steaks, a neighbouring fish product the sender does not sell", "frozen yellowtail fillets", "frozen amberjack steaks")),
    Mail("P025", "s3", "EUDR documents for our sapele",
         """Dear Dex,

I understand that Houthandel Erhout needs EUDR due diligence documents with every shipment. That is no problem: for each container of sapele sawn timber we send the geolocation of the harvest plots, the cutting permits, the legality documents and our due diligence statement reference before the vessel sails.

I attach an example set from a recent shipment to Rotterdam, so your team can check that it fits your system.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL""",
         "a second, shorter e-mail on the documents the note records (first e-mail kind); company without B.V.",
         Twin("note_wrong", "body", "I understand that Houthandel Erhout needs", "As we discussed at the Carrefour International du Bois in Nantes, Houthandel Erhout needs", "a meeting at a fair the note does not hold (another buyer's fair)", "(no fair recorded; the note records EUDR documents)", "As we discussed at the Carrefour International du Bois in Nantes")),
    Mail("P027", "s3", "Sapelli – planning de chargement",
         """Dear Mr Bonnin,

As promised after Nantes, here is our loading plan for sapele: one 40' container of 27 mm and 54 mm (about 24 m³) can leave Douala on 18 March and reach La Rochelle in roughly 20 days.

Please confirm whether Bois Bonnin wants lengths cut to your joinery sizes; our sawmill needs two weeks' notice for that.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL, Douala""",
         "follow-up on the fair and his own offer, English with a French subject; 'after Nantes' for the fair the note records; company without SAS",
         Twin("company_foreign", "body", "Please confirm whether Bois Bonnin wants", "Please confirm whether Houthandel Erhout wants", "another sapele buyer's company of this set", "Bois Bonnin SAS", "Houthandel Erhout")),
    Mail("P031", "s3", "Prunus africana bark: CITES permits with every lot",
         """Dear Ms Bahon,

We understand that Bahon Phytopharma needs CITES export permits and a certificate of origin with every lot of Prunus africana bark. We can provide both: the CITES permit is issued by MINFOF for each lot, within Cameroon's annual quota, and the certificate of origin by the Douala chamber of commerce.

As responsable approvisionnement you may also want a pre-shipment sample for your own analysis; we can send 500 g before the permit is issued.

Kind regards,
Jean-Pierre Mbarga
Comptoir du Mungo SARL""",
         "a second, English reply to the permits the note records (first e-mail kind); the buyer's French title in lower case in an English sentence; company without SA",
         Twin("title_wrong", "body", "As responsable approvisionnement", "As directrice générale", "a general manager's title in place of her procurement one", "Responsable approvisionnement")),
    Mail("P033", "s4", "Virgin coconut oil – price list for Cook Natural Foods",
         """Hi Jane,

Here's our price list, as promised at Fine Food New Zealand (NZD, CFR Auckland):

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
    Mail("P034", "s4", "Kosher virgin coconut oil – certificate attached",
         """שלום אופק,

We understand that kosher certification is a must for טאהא קוסמטיקה טבעית בע"מ. Our virgin coconut oil is certified kosher pareve, and I attach the current certificate together with the COA of a recent lot.

If you need anything else for your supplier approval, just let me know.

Best regards,
Sieni Aiono
Upolu Niu Products Ltd""",
         "a second, shorter reply to the kosher certificate the note records (first e-mail kind); company in Hebrew script with בע\"מ inside English",
         Twin("company_missing", "body", "is a must for טאהא קוסמטיקה טבעית בע\"מ.", "is a must for your company.", "every mention of the buyer's company replaced", "טאהא קוסמטיקה טבעית בע\"מ", "your company")),
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
