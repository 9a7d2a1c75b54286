"""Natural e-mails N041-N060 of dev_fresh57 (second e-mails to 20 buyers), each with the one edit of
its twin: 12 follow-ups on the writer's own earlier e-mail, offer or sample, and 8 shorter first
e-mails to a buyer who already has one (another writer's version)."""
from mail import Mail, Twin

S1_SIG = "Jean Paul Mifsud\nInternational Sales Manager\nTa' Qali Artisan Works Ltd"
S2_SIG = "Shamsa Khalfan Al-Maamari\nHead of Trading\nBarka Sahil Trading LLC"
S3_SIG = "Farhana Yasmin Laskar\nExport Manager\nSurma Valley Agro & Crafts Ltd."
S4_SIG = "Rocío Soledad Ayala Fretes\nGerente de Exportaciones\nGuairá Artesanía y Hierbas S.A."

MAILS = [
    Mail("P001", "s1",
         "Following up: tall vases price list",
         """Dear Bethan,

I hope the price list for our tall hand-blown vases reached you safely last week. I know the weeks after Top Drawer are busy, so just a short note.

Two things that may help your planning: the 45 cm "Comino" cylinder in sea green is back in stock, and we can hold 24 pieces for Williams & Hale until the end of the month if you would like them for the spring windows. A mixed first order of 24 pieces remains our minimum.

If it's easier to talk it through, I'm free most afternoons UK time.

Kind regards,
Jean Paul
Jean Paul Mifsud | International Sales Manager
Ta' Qali Artisan Works Ltd | +356 2141 7736""",
         "Follow-up on the writer's own price list (the note's fair and minimum order), English; company shortened; signed with the given name above the full signature.",
         Twin("artifact", "body", "so just a short note.", "so just a short note, just a short note.",
              "A doubled phrase.", found="just a short note, just a short note", expected="just a short note")),
    Mail("P002", "s1",
         "Hand-blown vases from Malta – catalogue for Gnatz Wohnkultur",
         """Dear Mr Gnatz,

Thank you for visiting our stand at Ambiente in February. As agreed, our catalogue of hand-blown glass vases is attached, and two sample vases are on their way to you.

Every piece is mouth-blown in our Ta' Qali workshop in Malta. For Gnatz Wohnkultur we can ship DAP to your warehouse with a first order from 24 pieces.

Best regards,
""" + S1_SIG + """
+356 2141 7736""",
         "Shorter first e-mail (another writer's version) after the fair the German note records (Ambiente; catalogue and two sample vases), English; company without GmbH in subject and body.",
         Twin("company_missing", "body", "For Gnatz Wohnkultur we can ship", "For your shop we can ship",
              "Every mention of the buyer's company replaced (`your shop` in the body, `you` in the subject).",
              found="your shop", expected="Gnatz Wohnkultur GmbH",
              extra=(("subject", "catalogue for Gnatz Wohnkultur", "catalogue for you"),))),
    Mail("P004", "s1",
         "Mondgeblazen glazen vazen uit Malta",
         """Beste meneer Van Ham,

Mijn naam is Jean Paul Mifsud, International Sales Manager bij Ta' Qali Artisan Works in Mosta, op Malta. Wij maken mondgeblazen glazen vazen, elk stuk met de hand gevormd door onze glasblazers.

Onze kleuren – zeegroen, amber, kobaltblauw en rookgrijs – zitten in het glas zelf en verbleken dus niet. De hoogtes lopen van 15 tot 52 cm. Voor Van Ham Wonen leveren wij graag DAP, vanaf 24 stuks per bestelling.

Mag ik u onze catalogus en prijslijst sturen?

Met vriendelijke groet,
Jean Paul Mifsud
Ta' Qali Artisan Works Ltd
+356 2141 7736""",
         "Shorter first e-mail (another writer's version), wholly Dutch, formal `u`; `meneer Van Ham` with the capital V Dutch writes when no given name precedes; category as mondgeblazen glazen vazen; company without B.V.",
         Twin("country_wrong", "body", "in Mosta, op Malta.", "in Mosta, op Cyprus.",
              "The sender's country given as Cyprus.", found="Cyprus", expected="Malta")),
    Mail("P005", "s1",
         "Vases in amber and sea green – photos as promised",
         """Dear Ms Potamianou,

Following my earlier e-mail, I attach the photos I promised of the vases in colours other than blue: amber, sea green, smoky grey and our new coral pink. I photographed them in daylight so you can judge the colours as your customers in Plaka would see them.

The small sizes (15–22 cm) are the ones that travel best in a suitcase, and they are priced so that they work as gifts. Let me know which colours you would like in a first mixed order.

Με φιλικούς χαιρετισμούς,
""" + S1_SIG + """
+356 2141 7736""",
         "Follow-up on the writer's own e-mail (the note's colours other than blue, Plaka), English with a Greek closing; the family name romanised (`Ms Potamianou`).",
         Twin("sender_wrong", "body", "Jean Paul Mifsud", "Jean Paul Micallef",
              "Another Maltese family name for the sender in the signature.",
              found="Jean Paul Micallef", expected="Jean Paul Mifsud")),
    Mail("P006", "s1",
         "Re: Quote: 200 brass door knockers",
         """Dear Justin,

I'm following up on the quote I sent for 200 brass door knockers – 120 lion-head and 80 dolphin. Have you had a chance to look at it?

If it helps your restoration schedule in Dublin, we can split the delivery: the lion-heads in three weeks and the dolphins two weeks later. We have also cast a lion-head with a slightly heavier ring that several Georgian-door restorers prefer; I've attached a photo.

Best regards,
""" + S1_SIG + """
+356 2141 7736""",
         "Follow-up on the writer's own quote (the note's 200 pcs, lion-head and dolphin, Georgian doors in Dublin), English.",
         Twin("note_wrong", "body", "the quote I sent for 200 brass door knockers", "the quote I sent for 2,000 brass door knockers",
              "The quantity the note records (200 pcs) misquoted.", found="2,000 brass door knockers",
              expected="200 brass door knockers")),
    Mail("P008", "s1",
         "Brass door knockers in aged finish – after Batimat",
         """Dear Mr Lambert,

It was good to meet you at Batimat in Paris. You mentioned that Quincaillerie Lambert is looking for brass door knockers in an aged brass finish – all our cast designs are available in that finish, patinated and waxed by hand.

I attach our catalogue; the dolphin and lion-head models are the most popular with French customers. Samples are available on request.

Best regards,
Jean Paul Mifsud
International Sales Manager, Ta' Qali Artisan Works Ltd
+356 2141 7736""",
         "Shorter first e-mail (another writer's version) after the fair the note records (Batimat Paris; aged brass finish), English; company without SARL.",
         Twin("contact_wrong", "body", "Dear Mr Lambert,", "Dear Mr Laurent,",
              "Another French family name in the greeting.", found="Laurent", expected="Lambert")),
    Mail("P011", "s1",
         "Campioni verde e oro per l'Orologeria Grassi",
         """Gentile Sig. Grassi,

Le scrivo per aggiornarLa: i due orologi campione che Le avevo proposto, con cassa dipinta a mano in verde e oro, sono pronti e partiranno lunedì via corriere per l'Orologeria Grassi. Le invierò il numero di spedizione appena disponibile.

Come concordato, uno ha il movimento meccanico con suoneria e l'altro è al quarzo, così potrà mostrare ai clienti entrambe le versioni.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
""" + S1_SIG + """
+356 2141 7736""",
         "Follow-up on the writer's own offer of two samples (the note's green-and-gold cases), wholly Italian; company with the article, without S.r.l.",
         Twin("company_misspelled", "body", "per l'Orologeria Grassi.", "per l'Orologeria Grasso.",
              "The family name in the buyer's company changed (Grasso for Grassi).",
              found="Orologeria Grasso", expected="Orologeria Grassi S.r.l.")),
    Mail("P012", "s1",
         "Maltese wall clocks – checking in",
         """Dear Pamela,

I wanted to check whether our wholesale price list for the Maltese wall clocks was useful. Since I wrote, we have finished a small batch of 55 cm "Tal-Lira" clocks painted in a deep Charleston green with gold leaf – I thought of Stephens Clock Gallery when I saw them.

If you would like one or two for the store, I can hold them for you and quote door-to-door delivery to Charleston.

Best wishes,
""" + S1_SIG + """
+356 2141 7736""",
         "Follow-up on the writer's own price list (the note's wholesale prices, Charleston), English; company without LLC; Charleston green as a colour name.",
         Twin("company_missing", "body", "I thought of Stephens Clock Gallery when I saw them.", "I thought of your gallery when I saw them.",
              "The only mention of the buyer's company replaced by `your gallery`.",
              found="your gallery", expected="Stephens Clock Gallery LLC")),
    Mail("P014", "s1",
         "Follow-up: Arabic-Indic numeral dials",
         """Dear Mr Al-Shaya,

I hope you had a chance to look at the photo of the dial with Arabic-Indic numerals. Our painter has since finished a second version with the numerals in gold on a deep blue ground, which I attach as well.

For مؤسسة الشايع للساعات we could prepare a first showroom set of six clocks – three with mechanical chime and three quartz – with your choice of dial.

With kind regards,
""" + S1_SIG + """
+356 2141 7736""",
         "Follow-up on the writer's own e-mail and photo (the note's Arabic-Indic numerals, showroom), English as the note prefers; the Arabic company inside an English sentence.",
         Twin("company_missing", "body", "For مؤسسة الشايع للساعات we could", "For your showroom we could",
              "The only mention of the buyer's company replaced by `your showroom`.",
              found="your showroom", expected="مؤسسة الشايع للساعات")),
    Mail("P016", "s2",
         "ओमान से शुद्ध टेरेफ्थेलिक एसिड (PTA) की आपूर्ति",
         """आदरणीय श्री सक्सेना जी,

नमस्ते। मैं शम्सा अल-मामरी, ओमान की Barka Sahil Trading LLC में हेड ऑफ़ ट्रेडिंग हूँ। सूरत में आपकी पॉलिएस्टर स्पिनिंग इकाई के लिए हम फ़ाइबर-ग्रेड शुद्ध टेरेफ्थेलिक एसिड (PTA) की नियमित आपूर्ति कर सकते हैं।

हम प्रति माह 2,000 टन CFR हज़ीरा पर दे सकते हैं, और हर लॉट के साथ विश्लेषण प्रमाणपत्र (COA) भेजते हैं। उप महाप्रबंधक (क्रय) के रूप में यदि आपको नमूना या पिछले लॉट की रिपोर्ट चाहिए, तो कृपया बताइए।

धन्यवाद,
""" + S2_SIG + """
+968 2688 4519""",
         "Shorter first e-mail (another writer's version) answering the note (2,000 t/month CFR Hazira, COA, Surat), wholly Hindi; `आदरणीय श्री सक्सेना जी`; the sender's name and title in Devanagari; recorded title in a Hindi sentence.",
         Twin("title_wrong", "body", "उप महाप्रबंधक (क्रय) के रूप में", "उप महाप्रबंधक (बिक्री) के रूप में",
              "Sales (बिक्री) for purchase (क्रय) in the buyer's title.",
              found="उप महाप्रबंधक (बिक्री)", expected="उप महाप्रबंधक (क्रय)")),
    Mail("P017", "s2",
         "PTA spot offer CFR Gemlik – still open until Friday",
         """Dear Mansurali Bey,

A short follow-up on the PTA spot offer I sent after ITM Istanbul: 3,000 t fibre grade, CFR Gemlik, end-October loading. The vessel space is confirmed, and we can keep the price open until Friday.

If Fırat Polyester would prefer two smaller lots of 1,500 t, we can split the cargo at the same price. Please let me know how you would like to proceed.

Best regards,
""" + S2_SIG + """
+968 2688 4519""",
         "Follow-up on the writer's own spot offer (the note's ITM Istanbul, CFR Gemlik), English with the Turkish `Bey` after the given name; company shortened.",
         Twin("note_wrong", "body", "CFR Gemlik, end-October", "CFR Mersin, end-October",
              "The port the note records (CFR Gemlik) replaced.", found="CFR Mersin", expected="CFR Gemlik")),
    Mail("P019", "s2",
         "Cement clinker for your Davao grinding plant",
         """Dear Mr Manalastas,

Thank you for your enquiry. We can supply ordinary Portland cement clinker from Oman for your grinding plant in Davao: 50,000 t CIF Davao, with the full chemical analysis (CaO, SiO2, Al2O3, Fe2O3, MgO, free lime, C3S) certified by an independent surveyor for each cargo.

I will send a firm price once you confirm your preferred laycan.

Kind regards,
Shamsa Khalfan Al-Maamari
Head of Trading, Barka Sahil Trading LLC
+968 2688 4519""",
         "Shorter first e-mail (another writer's version) answering the note (CIF Davao, 50,000 t, chemical analysis), English.",
         Twin("category_wrong", "body", "ordinary Portland cement clinker", "ground granulated blast-furnace slag",
              "Slag, another cement raw material, for the buyer's category, cement clinker.",
              found="ground granulated blast-furnace slag", expected="cement clinker")),
    Mail("P022", "s2",
         "珪砂サンプル（5kg）発送のご連絡",
         """木村窯業株式会社
資材部長 木村太郎様

いつもお世話になっております。Barka Sahil Trading LLCのシャムサ・アル＝マアマリです。

先日ご依頼いただいた珪砂のサンプル5kgを、本日DHLにて発送いたしました。第三者機関による分析表を同封しております。Fe2O3は0.022%で、ご要望の0.03%未満を満たしております。

ご確認のうえ、ご不明な点がございましたらお知らせください。

よろしくお願いいたします。

""" + S2_SIG + """
+968 2688 4519""",
         "Follow-up on the writer's own promise of a sample (the note's 5 kg sample and Fe2O3 limit), wholly Japanese; letter head with company, title and name + 様; the sender's name in katakana; category as 珪砂.",
         Twin("company_foreign", "body", "木村窯業株式会社\n資材部長", "山田花器株式会社\n資材部長",
              "Another buyer's company of this set (same country, another category) in the letter head.",
              found="山田花器株式会社", expected="木村窯業株式会社")),
    Mail("P023", "s2",
         "Silica sand from Oman for 송원규사",
         """Dear Ms Song,

I am Shamsa Al-Maamari, Head of Trading at Barka Sahil Trading LLC in Barka, Oman. We supply washed silica sand (SiO2 ≥ 99.5%, Fe2O3 ≤ 0.03%) to glass and foundry customers, and I would like to offer it to 주식회사 송원규사.

We can ship in bulk or 1.5 t big bags, CFR Busan. A free sample with an independent analysis is available on request.

Kind regards,
""" + S2_SIG + """
www.barkasahil.com.om | +968 2688 4519""",
         "Shorter first e-mail (another writer's version), English; `Ms Song` (family name romanised); the Korean company in Hangul, shortened in the subject.",
         Twin("sender_wrong", "body", "www.barkasahil.com.om", "www.barka-sahil.com.om",
              "A hyphen in the sender's website domain.", found="www.barka-sahil.com.om", expected="www.barkasahil.com.om")),
    Mail("P025", "s3",
         "Échantillons de châles manipuri envoyés",
         """Madame Duhamel,

Suite à mon précédent message, je vous informe que les trois échantillons de châles manipuri sont partis hier par DHL : un châle en coton naturel, un avec le motif moirang phee et un en coton-soie. Vous les recevrez d'ici la fin de la semaine à l'Atelier Duhamel.

J'ai aussi joint au colis une copie de notre certificat WFTO, dont nous avions parlé à Who's Next. En tant qu'acheteuse textile, vous pourrez ainsi juger de la qualité du tissage avant une première commande.

Bien cordialement,
""" + S3_SIG + """
+880 821 716 042""",
         "Follow-up on the writer's own e-mail and samples (the note's Who's Next and WFTO), wholly French; recorded title inside a French sentence.",
         Twin("title_wrong", "body", "En tant qu'acheteuse textile", "En tant que responsable commerciale",
              "A sales title for the buyer's purchasing title (Acheteuse textile).",
              found="responsable commerciale", expected="Acheteuse textile")),
    Mail("P028", "s3",
         "Shatkora – first Tuesday flight",
         """Dear Martyn,

Following my offer of last week, I just wanted to let you know that the new-season shatkora is now being picked, and the first Tuesday flight to Birmingham has space for up to 80 cartons of 10 kg.

If Shah Fresh Foods would like to be on it, please confirm the number of cartons by Friday and I will book the space and send the pro-forma invoice.

Kind regards,
""" + S3_SIG + """
+880 821 716 042""",
         "Follow-up on the writer's own offer (the note's 10 kg cartons, weekly air freight to Birmingham), English; company without Ltd.",
         Twin("company_foreign", "body", "If Shah Fresh Foods would like", "If Nilssons Orientlivs would like",
              "Another buyer's company of this set (same category, Sweden).",
              found="Nilssons Orientlivs", expected="Shah Fresh Foods Ltd")),
    Mail("P031", "s3",
         "Frozen rohu fish for your Rome customers",
         """Dear Mr Porzio,

Thank you for your enquiry. We can supply frozen rohu (Labeo rohita) in the 1–2 kg size your Bengali customers in Rome prefer: whole, gutted and scaled, IQF, in 20 kg cartons, from an EU-approved plant in Bangladesh.

Shall I send prices CFR Naples for a 40' reefer?

Kind regards,
""" + S3_SIG + """
+880 821 716 042""",
         "Shorter first e-mail (another writer's version) answering the Italian note (1-2 kg, Bengali shops in Rome), English.",
         Twin("artifact", "subject", "Frozen rohu fish for", "Frozen rohu fish fish for",
              "A doubled word in the subject.", found="fish fish", expected="fish")),
    Mail("P032", "s3",
         "Re: Frozen rohu – 40' reefer price",
         """Dear Mr Barnes,

I'm following up on my offer of one 40' reefer of frozen rohu, 1–2 kg/pc, CFR New York. The next sailing from Chattogram with reefer space is on the 14th, so if Barnes Seafood Distributors can confirm by the 5th, we can load on that vessel.

I have also attached a copy of our FDA registration and the latest HACCP audit report, as you asked.

Best regards,
""" + S3_SIG + """
+880 821 716 042""",
         "Follow-up on the writer's own offer (the note's 40' reefer, HACCP and FDA), English; company without `, Inc.`",
         Twin("company_misspelled", "body", "if Barnes Seafood Distributors can confirm", "if Barns Seafood Distributors can confirm",
              "One letter dropped from the family name in the buyer's company.",
              found="Barns Seafood Distributors", expected="Barnes Seafood Distributors, Inc.")),
    Mail("P036", "s4",
         "Organic lapacho bark for your tea shops in Brno",
         """Dear Mr Musil,

Thank you for your enquiry. We can supply EU-organic certified lapacho bark (inner bark, cut 3–6 mm) in 25 kg paper bags, delivered DAP Brno in the Czech Republic. The price for 25 kg bags is EUR 7.40/kg from 500 kg; the organic certificate and a lot analysis are attached.

Best regards,
""" + S4_SIG + """
Villarrica, Paraguay
+595 541 42 318""",
         "Shorter first e-mail (another writer's version) answering the note (EU organic, 25 kg bags, tea shops in Brno), English; `Mr Musil` (family name; the given name Luboš not used).",
         Twin("country_wrong", "body", "in the Czech Republic", "in Slovakia",
              "The buyer's country given as Slovakia.", found="Slovakia", expected="Czech Republic")),
    Mail("P039", "s4",
         "파라과이 하프 견적 관련 – 추가 안내",
         """남경수 부장님께,

안녕하세요. 지난번에 보내드린 파라과이 하프 견적(36현, 38현)은 검토해 보셨는지요?

학원 선생님들께서 소리를 비교해 보실 수 있도록 두 모델의 연주 영상을 첨부해 드립니다. 10대 이상 주문하시면 7% 할인과 함께 인천까지 항공 혼재 운송을 준비해 드릴 수 있습니다.

궁금하신 점이 있으시면 언제든지 연락 주십시오.

감사합니다.
""" + S4_SIG + """
+595 541 42 318""",
         "Follow-up on the writer's own quote (the note's 36- and 38-string harps, harp school), wholly Korean; name + 부장님께; category as 파라과이 하프; Incheon.",
         Twin("category_wrong", "body", "보내드린 파라과이 하프 견적", "보내드린 파라과이 기타 견적",
              "Paraguayan guitars (기타) for the buyer's category, Paraguayan harps.",
              found="파라과이 기타", expected="파라과이 하프")),
]
