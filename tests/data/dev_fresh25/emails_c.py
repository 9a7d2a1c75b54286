"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, P013 and P038
without), each with its twin's one edit. Odd numbers are mostly follow-ups on the writer's own
earlier e-mail; the others are another, shorter first e-mail to the same buyer."""
from mail import M, T

MAILS = [
    # N041 P001: follow-up on the parcel list (N001)
    M("P001", "s1", "Re: Zambian rough emeralds, 1-5 ct – two lots on hold", """
Dear Mr Prasad,

I am following up on the parcel list I sent you after the Jaipur Jewellery Show. Two of the lots – lot 4 (38 ct of 2-3 ct pieces, fine bluish green) and lot 9 (64 ct of 1-2 ct, commercial) – have had interest from another cutter, and I did not want to let them go without asking you first.

I can hold both until Friday. If you would rather see them in person, our courier can bring them to Jaipur on memo, and you pay only for what you keep.

Warm regards,
Chileshe
Chileshe Bwalya
Export & Marketing Manager, Kafubu Gems & Produce Limited
+260 212 617 408
""", "follow-up on the writer's own parcel list (N001); English; the contact's family name romanised (Mr Prasad for प्रसाद); the fair the note records",
      T("sender_wrong", "body", "Export & Marketing Manager, Kafubu", "Export Sales Manager, Kafubu",
        "Export & Marketing Manager", "the sender's own title written wrong in the signature",
        found="Export Sales Manager")),

    # N042 P004: another first e-mail, on the viewing wish of the note
    M("P004", "s1", "Viewing Zambian emerald rough in Idar-Oberstein", """
Dear Mr Dörschner,

Since you prefer to see rough before you buy, may I propose a viewing in Idar-Oberstein rather than sending photographs?

As Leiter Rohsteineinkauf at Dörschner Edelsteinschleiferei you will want material that calibrates well, so I have put together 420 ct of Kafubu emerald rough, mostly clean crystals and sections that yield 4 x 3 mm to 7 x 5 mm stones with little waste. I will be in Germany in the second week of May and can bring the parcels to your workshop.

Kind regards,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited, Ndola, Zambia
""", "another, shorter first e-mail on the note's viewing wish; English; the recorded German title inside an English sentence; company without e.K.",
      T("title_wrong", "body", "As Leiter Rohsteineinkauf at", "As Leiter Verkauf at",
        "Leiter Rohsteineinkauf", "a sales title (Leiter Verkauf) for the rough-buying head",
        found="Leiter Verkauf")),

    # N043 P006: follow-up on the offer (N006)
    M("P006", "s1", "Re: Kapenta in 10 kg cartons – road freight to Gauteng", """
Dear Njabulo,

I hope my offer of last week for kapenta in 10 kg cartons reached you. Since then the transporter has confirmed a slot through Chirundu and Beitbridge for the first week of next month, so if Mbunjwa Foods (Pty) Ltd would like a first load, we could load on the 2nd.

The price of USD 4.10/kg delivered Gauteng still stands. Just let me know the delivery address and whether you want the full 28 t or a half load.

Best regards,
Chileshe

Chileshe Bwalya | Kafubu Gems & Produce Limited | Ndola, Zambia
""", "follow-up on the writer's own offer (N006); English; first-name greeting; company with `(Pty) Ltd`; one-line signature",
      T("contact_wrong", "body", "Dear Njabulo,", "Dear Sipho,",
        "Njabulo Mbunjwa", "another (Zulu) given name in the greeting", found="Sipho")),

    # N044 P007: another first e-mail, short
    M("P007", "s1", "Kapenta for south London grocers", """
Hello Lynn,

A short note from Zambia. We produce dried kapenta – the small Lake Kariba fish that Zambian and Zimbabwean families in London cook with nshima – and we would like Chadwick World Foods to carry it for the African grocers you supply.

I know you need two things: the approval number of our processing plant, which appears on every carton, and UK-compliant labels, which we print to your design. Samples can be with you in a week.

Kind regards,
Chileshe Mwape Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited
chileshe.bwalya@kafubugems.co.zm
""", "another, shorter first e-mail built on the note (south London grocers, plant approval number, UK labels); English; company without Ltd",
      T("company_misspelled", "body", "like Chadwick World Foods to carry", "like Chadwicke World Foods to carry",
        "Chadwick World Foods Ltd", "an extra e in the company's family name", found="Chadwicke World Foods")),

    # N045 P008: follow-up on the sample (N008)
    M("P008", "s1", "Suite à l'échantillon de kapenta", """
Bonjour Monsieur Boulanger,

Votre échantillon de 2 kg devrait être arrivé à Matonge la semaine dernière. Je voulais savoir ce que vous en pensez, vous et vos clients : la taille, le goût, la propreté.

Si la qualité vous convient, nous pouvons préparer une première commande de 500 kg en cartons de 10 kg, par fret aérien jusqu'à Bruxelles. Je vous joins nos prix rendus aéroport.

Bien cordialement,
Chileshe Bwalya
Kafubu Gems & Produce Limited
Ndola, Zambie
""", "follow-up on the writer's own sample (N008, the 2 kg the note records); wholly French, as the note asks; the buyer's company never named (allowed)",
      T("artifact", "body", "une première commande de 500 kg en cartons de 10 kg, par fret aérien jusqu'à Bruxelles. Je",
        "une première commande de Je", "", "a sentence cut off mid-way and run into the next",
        found="une première commande de Je")),

    # N046 P010: another first e-mail, short
    M("P010", "s1", "Kapenta de Zambie pour Lubumbashi", """
Bonjour Monsieur Kalenga,

Je vous écris de Ndola, à deux heures de route de Kasumbalesa. Kafubu Gems & Produce Limited fournit du kapenta séché aux grossistes de la République démocratique du Congo, et nous serions heureux de compter Ets Kalenga et Fils parmi nos clients.

Nous livrons par camion complet de 30 tonnes, dédouané à Kasumbalesa, avec paiement en dollars américains. Voulez-vous que je vous envoie notre prix du mois ?

Cordialement,
Chileshe Bwalya
Export & Marketing Manager
+260 212 617 408
""", "another, shorter first e-mail built on the note (30 t trucks, Kasumbalesa, USD); wholly French; the buyer's country written out in French; company without SARL",
      T("country_wrong", "body", "grossistes de la République démocratique du Congo", "grossistes de la République du Congo",
        "Democratic Republic of the Congo", "the neighbouring Republic of the Congo for the DR Congo",
        found="République du Congo")),

    # N047 P011: follow-up on the sample offered in N011
    M("P011", "s1", "Muestra de pimiento seco en vaina – resultados de laboratorio", """
Estimada Lilia:

Le escribo para saber si ya recibió la muestra de 2 kg de pimiento seco en vaina que le enviamos después de Alimentaria. En el mismo paquete iba el informe del laboratorio: 196 ASTA, aflatoxina B1 1,8 µg/kg y ocratoxina A 6 µg/kg, todo dentro de los límites de la UE.

Si el color y el rendimiento en molienda le convencen, podemos reservarle 40 toneladas de la cosecha actual para embarque en junio.

Un saludo cordial,
Chileshe Bwalya
Kafubu Gems & Produce Limited
""", "follow-up on the writer's own sample (offered in N011); wholly Spanish; given name with Estimada; the note's spec values answered",
      T("category_wrong", "body", "la muestra de 2 kg de pimiento seco en vaina", "la muestra de 2 kg de guindilla seca",
        "dried paprika pods", "a neighbouring product (dried hot chillies, guindilla) for paprika pods",
        found="guindilla seca")),

    # N048 P013: another first e-mail (no note)
    M("P013", "s1", "A second paprika origin for Rice Ingredients", """
Dear Ms Rice,

Many US spice companies buy paprika pods from one or two origins, which leaves them exposed when a crop fails. Zambia harvests from May to August, out of step with Spain and China, so our pods can fill a gap in your calendar.

Kafubu Gems & Produce Limited ships dried paprika pods in pressed 25 kg bales: 180–220 ASTA, steam-sterilized on request, tested for aflatoxin and pesticides. We have sold to grinders in Europe and South Africa for six years.

If you'd like to evaluate us, I can send a 5 kg sample to your lab with the certificates of analysis.

Sincerely,
Chileshe Bwalya
Export & Marketing Manager
Kafubu Gems & Produce Limited, Zambia
""", "another, shorter first e-mail (the buyer has no note); English (US spelling sterilized); Ms + family name; other origins and markets named (Spain, China, Europe, South Africa)",
      T("note_wrong", "body", "Dear Ms Rice,\n\nMany US", "Dear Ms Rice,\n\nIt was good to meet you at the Summer Fancy Food Show in New York. Many US",
        "(no meeting in the notes)", "a fair meeting claimed for a buyer whose record has no note",
        found="It was good to meet you at the Summer Fancy Food Show in New York.")),

    # N049 P014: follow-up on the sample (N014)
    M("P014", "s1", "Ihr Muster: Mahltest und Rückstandsanalyse", """
Sehr geehrte Frau Henk,

vor drei Wochen haben wir Ihnen das Muster von 5 kg getrockneter Paprikaschoten mit der Rückstandsanalyse geschickt. Darf ich fragen, wie der Mahltest bei der Henk Gewürzmühle ausgefallen ist?

Für die nächste Charge (etwa 28 t, Verschiffung im Juli) liegt die Pestizidanalyse bereits vor; alle Werte liegen deutlich unter den EU-Höchstgehalten. Gern reservieren wir diese Charge bis Ende des Monats für Sie.

Mit freundlichen Grüßen
Chileshe Bwalya
Kafubu Gems & Produce Limited
""", "follow-up on the writer's own sample and analysis (N014); wholly German; company in short form with article (der Henk Gewürzmühle)",
      T("company_missing", "body", "wie der Mahltest bei der Henk Gewürzmühle ausgefallen", "wie der Mahltest bei Ihnen ausgefallen",
        "Henk Gewürzmühle GmbH & Co. KG", "the only mention of the company replaced by `bei Ihnen`",
        found="bei Ihnen")),

    # N050 P018: another first e-mail, short
    M("P018", "s2", "Pieux en basralocus – conformité RDUE", """
Monsieur Guilbert,

Vous cherchez des pieux en bois tropical conformes au RDUE et certifiés FSC : c'est exactement ce que nous proposons. Coppename Tropenhandel N.V. exporte du basralocus (angélique de Guyane) du Suriname, avec un dossier de diligence raisonnée complet pour chaque lot et des certificats FSC de gestion forestière et de chaîne de contrôle.

Guilbert Bois Tropicaux pourrait recevoir le dossier type et nos prix CIF Le Havre dès cette semaine. Cela vous intéresse-t-il ?

Cordialement,
Sharmila Ramkisoensing
Hoofd Export, Coppename Tropenhandel N.V.
+597 471 356
""", "another, shorter first e-mail on the note's request (EUDR file, FSC); wholly French; the category's French trade name given beside it (angélique de Guyane); company without SAS",
      T("company_foreign", "body", "Guilbert Bois Tropicaux pourrait", "Houthandel Van Gorp pourrait",
        "Guilbert Bois Tropicaux SAS", "another basralocus buyer's company of this set (the Belgian one)",
        found="Houthandel Van Gorp")),

    # N051 P019: follow-up on the trial pallet proposed in N019
    M("P019", "s2", "Proefpallet Madame Jeanette – hoe is hij aangekomen?", """
Hoi Elisa,

De proefpallet Madame Jeanette is dinsdag op Schiphol geland. Hoe was de kwaliteit bij aankomst: kleur, stevigheid, temperatuur?

Als alles goed is, zetten we vanaf volgende week twee pallets per week in op de vluchten van dinsdag en vrijdag, zoals je had gevraagd. Het GlobalG.A.P.-certificaat van onze derde teler is inmiddels verlengd; de nieuwe versie stuur ik mee.

Groet,
Sharmila
Sharmila Ramkisoensing | Coppename Tropenhandel N.V. | +597 471 356
""", "follow-up on the writer's own trial shipment (proposed in N019); wholly Dutch, informal (Hoi, je); the note's request (2 pallets a week, GlobalG.A.P.) quoted",
      T("sender_wrong", "body", "| +597 471 356", "| +597 417 356",
        "+597 471 356", "the sender's phone with two digits swapped", found="+597 417 356")),

    # N052 P021: another first e-mail, on the note's question
    M("P021", "s2", "Madame Jeanette peppers for the US market", """
Dear Mr Delgado,

At the New York Produce Show you asked whether our Madame Jeanette peppers are admissible under USDA APHIS rules. The short answer: fresh ones not yet, frozen ones yes. Frozen whole peppers need no APHIS permit and enter under FDA rules, and our plant is FDA-registered.

For sauces and stews, most of your customers will not taste the difference.

Would Delgado Tropical Imports like a price for a pallet of 10 kg cartons, FOB Paramaribo?

Kind regards,
Sharmila Ramkisoensing
Head of Export
Coppename Tropenhandel N.V.
""", "another, shorter first e-mail answering the note's question; English; Mr + family name",
      T("note_wrong", "body", "At the New York Produce Show you asked", "At the PMA Fresh Summit in Anaheim you asked",
        "New York Produce Show", "a fair the note does not name (PMA Fresh Summit) in place of the New York Produce Show",
        found="PMA Fresh Summit in Anaheim")),

    # N053 P022: follow-up on the offer (N022)
    M("P022", "s2", "Re: Seabob del Suriname certificato MSC", """
Gentile Sig. Guidone,

Le riscrivo per sapere se ha potuto valutare la nostra offerta di seabob surgelato e il certificato di catena di custodia MSC che Le avevo allegato.

Abbiamo un container reefer da 40 piedi in partenza da Paramaribo a fine mese, con ancora 6 tonnellate disponibili di seabob intero IQF 100/150. Se Guidone Surgelati è interessata, posso riservarle la merce fino a venerdì.

Cordiali saluti,
Sharmila Ramkisoensing
Coppename Tropenhandel N.V.
""", "follow-up on the writer's own offer and MSC certificate (N022); wholly Italian; company without S.r.l.",
      T("artifact", "body", "seabob intero IQF", "seabob intero intero IQF", "",
        "a doubled word", found="intero intero")),

    # N054 P024: another first e-mail, short
    M("P024", "s2", "MSC seabob for Dubai – halal certified", """
Dear Mr Khalid,

Following our meeting at Gulfood, I would like to offer شركة الفلاسي للمأكولات البحرية ذ.م.م frozen seabob shrimp from Suriname, halal certified and shipped with a health certificate in Arabic and English, as you required.

Seabob is a small, sweet shrimp that restaurants and hotels use in biryani, machboos and fried dishes. We offer it whole or peeled, IQF, in 1 kg bags, CFR Jebel Ali.

May I send you our price list?

Best regards,
Sharmila Ramkisoensing
Head of Export, Coppename Tropenhandel N.V., Paramaribo, Suriname
""", "another, shorter first e-mail built on the note (Gulfood, halal, Arabic health certificate); English; Gulf-style `Mr` + given name; the company in Arabic script inside an English sentence",
      T("sender_wrong", "body", "Export, Coppename Tropenhandel N.V.,", "Export, Copename Tropenhandel N.V.,",
        "Coppename Tropenhandel N.V.", "the sender's company with one p", found="Copename Tropenhandel N.V.")),

    # N055 P025: follow-up on the offer (N025)
    M("P025", "s3", "Nordmanntannen: Ihre Mengen für KW 47/48", """
Sehr geehrter Herr Weimer,

ich möchte kurz an unser Angebot für Nordmanntannen in 150–175 und 175–200 cm erinnern. Damit die Bäume bis zum 1. Dezember bei Ihnen sind, müssten wir die Schlagmengen bis Ende Oktober festlegen.

Könnten Sie mir bis dahin sagen, wie viele Bäume je Größe die Weimer Weihnachtsbaum-Handel GmbH in dieser Saison abnehmen möchte? Alle Bäume werden wie besprochen genetzt geliefert.

Mit freundlichen Grüßen
Mette Højgaard Kristiansen
Salling Fjord Export ApS
""", "follow-up on the writer's own offer (N025); wholly German; company in full with article",
      T("artifact", "body", "Alle Bäume werden wie besprochen genetzt geliefert.",
        "Alle Bäume werden wie besprochen genetzt geliefert. Alle Bäume werden wie besprochen genetzt geliefert.",
        "", "a repeated sentence",
        found="Alle Bäume werden wie besprochen genetzt geliefert. Alle Bäume werden wie besprochen genetzt geliefert.")),

    # N056 P031: another first e-mail
    M("P031", "s3", "Danish salmiakki for Saarisen Makeistukku", """
Dear Ms Saarinen,

Finland is the toughest market in the world for salty liquorice, which is exactly why I'd like to offer ours. Salling Fjord Export ApS makes salted liquorice in Skive, Denmark, in four strengths, and for each grade we state the ammonium chloride content on the spec sheet, as you asked at ISM.

As Ostopäällikkö of Saarisen Makeistukku Oy you will know which strengths sell in your pick-and-mix ranges; we can deliver any grade in 5 kg bulk cartons.

Kind regards,
Mette Kristiansen
Eksportchef, Salling Fjord Export ApS
""", "another, shorter first e-mail built on the note (ISM, ammonium chloride per grade); English; the recorded Finnish title inside an English sentence; company in the Finnish genitive as recorded; the sender without her middle family name",
      T("title_wrong", "body", "As Ostopäällikkö of", "As Myyntipäällikkö of",
        "Ostopäällikkö", "a sales title (Myyntipäällikkö) for the purchasing manager",
        found="Myyntipäällikkö")),

    # N057 P035: follow-up on the quote (N035)
    M("P035", "s4", "回覆：357克普洱茶餅報價", """
林經理您好：

上週寄上的三款 357 克普洱茶餅報價，不知您是否已過目？2020 年勐海生餅庫存只剩約 300 餅，若林氏普洱茶行有意存放陳化，我們可以為您保留到月底。

另外，樣品（每款兩餅）已於昨天由順豐寄往香港，單號隨後奉上。

段麗華
大理蒼山貿易有限公司
""", "follow-up on the writer's own quote (N035); wholly traditional Chinese; the company in short form; the ageing the note records",
      T("country_wrong", "body", "由順豐寄往香港", "由順豐寄往澳門",
        "Hong Kong", "the samples' destination given as Macau, not the buyer's Hong Kong",
        found="澳門")),

    # N058 P036: another first e-mail, short
    M("P036", "s4", "雲南産冷凍松茸　等級別のご提案", """
伊藤様

FOODEX JAPANでは貴重なお話をありがとうございました。大理蒼山貿易の段でございます。

ご要望の「つぼみと開きを分けた等級別」の冷凍松茸について、今季は次の三等級でご用意できます。
　特選つぼみ　6〜9cm
　つぼみ　4〜6cm
　開き（加工用）
いずれも1kg袋、10kgケースです。

お見積りをご希望でしたら、数量の目安をお知らせください。

段麗華
Dali Cangshan Trading Co., Ltd.
外貿部経理
""", "another, shorter first e-mail built on the note (FOODEX JAPAN, grading); wholly Japanese; family name + 様; the buyer's company never named (allowed); the sender by family name only, then in full",
      T("contact_wrong", "body", "伊藤様\n\nFOODEX", "伊東様\n\nFOODEX",
        "伊藤 涼平", "the homophone family name 伊東 for 伊藤 in the greeting", found="伊東様")),

    # N059 P037: follow-up on the price list offered in N037
    M("P037", "s4", "Re: frozen matsutake – price list by grade", """
Dear Ms Seo,

I sent you our price list by grade for frozen matsutake two weeks ago and wanted to check that it reached you. Picking in Chuxiong starts in July, so if 주식회사 서진푸드 would like to book quantities for Chuseok, now would be a good time.

The phytosanitary certificate and our MFDS registration are ready for the first shipment to Korea.

Best regards,
Duan Lihua
Dali Cangshan Trading Co., Ltd.
+86 872 218 3406
""", "follow-up on the writer's own price list (offered in N037); English; the family name romanised (Ms Seo for 서); Korea for South Korea; the note's certificates",
      T("country_wrong", "body", "first shipment to Korea.", "first shipment to Japan.",
        "South Korea", "the buyer's country given as Japan", found="Japan")),

    # N060 P038: another first e-mail (no note)
    M("P038", "s4", "Yunnan matsutake, frozen within 24 hours", """
Dear Ms Ito,

I am Duan Lihua, foreign trade manager at Dali Cangshan Trading Co., Ltd. in Yunnan. As 購買部 主任 at 伊藤フーズ株式会社 you may be looking for a steady supply of frozen matsutake outside the short Japanese season. Ours are picked in Yunnan's highland forests, graded by cap and size and frozen within 24 hours.

We pack 1 kg bags in 10 kg cartons and can ship to Japan by air or by reefer container. Shall I send you samples?

Kind regards,
Duan Lihua
Dali Cangshan Trading Co., Ltd.
""", "another, shorter first e-mail (the buyer has no note); English; the family name romanised (Ms Ito for 伊藤); the recorded Japanese title with its space and the company in Japanese inside an English sentence",
      T("note_wrong", "body", "I am Duan Lihua, foreign", "We met briefly at FOODEX JAPAN in Tokyo; I am Duan Lihua, foreign",
        "(no meeting in the notes)", "a fair meeting claimed for a buyer whose record has no note (another buyer's fair)",
        found="We met briefly at FOODEX JAPAN in Tokyo")),
]
