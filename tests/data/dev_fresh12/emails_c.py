"""N041-N060: second e-mails (follow-ups, price notes, seasonal offers) to 20 of the buyers."""

# ruff: noqa: E501 (the e-mail bodies keep one paragraph per line, as a mail client sends them)

from mail import Edit, Mail

MAILS = [
    Mail("W001", "s1", "T1 sample – first results?",
         """Hi Swen,

Just checking in: according to DHL, the 2 kg sample of T1 carnauba flakes reached Scholtz Autopflege last Tuesday. Has your lab had a chance to try it in the hard wax?

If it helps, I can also send T3 for comparison – it is darker but often good enough for paste waxes.

Best regards,
Malu Sobreira
Sertão Verde Exportadora Ltda.""",
         "follow-up after the sample in the note; wholly English; first name; company without "
         "GmbH; grades; sender's nickname",
         Edit("company_misspelled", "body", "reached Scholtz Autopflege", "reached Schultz Autopflege",
              "Scholtz Autopflege GmbH", "a near spelling of the family name in the company",
              found="Schultz Autopflege")),
    Mail("W003", "s1", "Organic carnauba wax for natural lip care",
         """Hello Ms. Fields,

I hope this message finds you well. I'm reaching out because Fields Naturals' lip balms seem a natural fit for our organic carnauba wax, a plant-based alternative to beeswax in vegan formulas.

Here's what sets our wax apart:
- **Organic and non-GMO**: certified organic T1 flakes, with a non-GMO statement for every lot
- **Full documentation**: COA, allergen and residual-solvent statements
- **Flexible packing**: 5 kg and 25 kg bags, shipped CIF New York or Savannah

Would you be open to a short call next week to discuss your volumes?

Warm regards,
Maria Luíza Sobreira Albuquerque
Export Manager, Sertão Verde Exportadora Ltda.""",
         "LLM-style first e-mail with bold bullets; wholly English; Ms. + surname; possessive "
         "without Inc. (Fields Naturals'); note used (lip balms, non-GMO); beeswax named as "
         "the alternative",
         Edit("company_foreign", "body", "because Fields Naturals' lip balms",
              "because Chandler Kava Bar's lip balms", "Fields Naturals Inc.",
              "another US buyer's company of this set (W017)", found="Chandler Kava Bar")),
    Mail("W005", "s1", "Δείγματα κεριού καρναούβης",
         """Αγαπητέ κύριε Μάστορα,

σας ευχαριστώ και πάλι για την επίσκεψή σας στο περίπτερό μας στην έκθεση in-cosmetics Global στο Άμστερνταμ. Θα χαρούμε να στείλουμε στην εταιρεία Μάστορας Καλλυντικά δείγματα κεριού καρναούβης T1 σε νιφάδες και σε σκόνη, μαζί με πιστοποιητικό ανάλυσης.

Παρακαλώ επιβεβαιώστε μας τη διεύθυνση αποστολής.

Με εκτίμηση,
Maria Luíza Sobreira Albuquerque
Sertão Verde Exportadora Ltda.""",
         "short follow-up after the fair in the note, wholly in Greek; vocative; category in "
         "Greek (κερί καρναούβης); company in Greek script without ΛΤΔ; sender in Latin script",
         Edit("company_missing", "body", "στην εταιρεία Μάστορας Καλλυντικά", "στην εταιρεία σας",
              "Μάστορας Καλλυντικά ΛΤΔ", "the buyer's company replaced by 'your company'",
              found="στην εταιρεία σας")),
    Mail("W006", "s1", "CNSL price for March shipment",
         """Dear Dipta,

A quick price update for technical CNSL (moisture max 1%): USD 1,060/MT CFR Nhava Sheva in flexitanks, for shipment in March. The offer is valid until Friday.

If Jain Friction Materials confirms two flexitanks, I can hold the same price for April.

Regards,
Maria Luíza Sobreira
Sertão Verde Exportadora Ltda.
+55 85 3271 4408""",
         "price note; wholly English; first name; category abbreviated (CNSL) only; company "
         "without Pvt. Ltd.",
         Edit("contact_wrong", "body", "Dear Dipta,", "Dear Deepti,", "Dipta Jain",
              "a near Indian first name", found="Deepti")),
    Mail("W008", "s1", "Re: CNSL 견적 – ISO tank 4기/분기",
         """장미경 팀장님, 안녕하세요.

I am following up on our quotation for 4 ISO tanks of technical CNSL per quarter. We have space on a vessel from Pecém in three weeks, so if 장브레이크 can confirm by Friday, the first tank would reach Busan in about 45 days.

Please let me know if you would like a 1 L sample for your lab first.

감사합니다.
Maria Luíza Sobreira
Sertão Verde Exportadora Ltda.""",
         "follow-up on the quote in the note; Korean greeting (name + 팀장님) and closing, "
         "English body; Korean in the subject; company short form",
         Edit("title_wrong", "body", "장미경 팀장님,", "장미경 사장님,", "구매팀장",
              "the company president's form of address for the purchasing team leader",
              found="사장님")),
    Mail("W011", "s1", "Week 44 availability – Yellow and Galia melons",
         """Hi Lauren,

Our first containers of the season load next week. Availability for Young Fresh Produce, week 44:

- Yellow Honeydew, 10 kg, sizes 6/8: 4 pallets
- Galia, 5 kg, sizes 8/10: 6 pallets
- Cantaloupe, 5 kg, sizes 9/12: 3 pallets

All GLOBALG.A.P. certified, arriving at London Gateway in week 46. Let me know by Thursday and I'll allocate.

Cheers,
Malu""",
         "seasonal availability note; wholly English; first name; varieties and sizes; the "
         "category's word only in varieties; sender signs with her nickname only",
         Edit("category_wrong", "body", "- Cantaloupe, 5 kg, sizes 9/12: 3 pallets",
              "- Mini seedless watermelons, 5 kg, sizes 9/12: 3 pallets", "fresh melons",
              "a neighbouring fruit that holds the category's word",
              found="Mini seedless watermelons")),
    Mail("W015", "s1", "Цены на дыни – CIF Санкт-Петербург",
         """Евпраксия, добрый день!

Как обещала, направляю цены на свежие дыни на 45-ю неделю с доставкой в Россию, CIF Санкт-Петербург:

— Yellow Honeydew, 10 кг, калибр 6–8: 9,80 USD за коробку
— Galia, 5 кг, калибр 8–10: 6,40 USD за коробку

Цены действительны до пятницы. Если «Южный Фрукт» подтвердит заказ, контейнер выйдет из Натала 2 ноября.

С уважением,
Мария Луиза Собрейра
Sertão Verde Exportadora Ltda.""",
         "price note wholly in Russian (the note prefers Russian); first name; company without "
         "ООО; country in Russian in the accusative (в Россию); port in another country (Natal)",
         Edit("country_wrong", "body", "с доставкой в Россию", "с доставкой в Казахстан", "Russia",
              "the buyer's country given as a neighbouring one", found="Казахстан")),
    Mail("W016", "s2", "Did the Waka sample reach you?",
         """Hi David,

Just checking that the 500 g Waka sample arrived safely and that the lab report made sense. Some of our customers mix Waka with a little Lewena for a smoother taste – happy to send a small bag of that too.

If Reid Botanicals would like to start with 100 kg, we can ship by air from Nadi within a week.

Vinaka,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "follow-up after the sample in the note; English with vinaka; first name; kava named "
         "only by its grades (Waka, Lewena); company without Pty Ltd",
         Edit("sender_wrong", "body", "Vanua Yaqona (Fiji) Pte Limited",
              "Vanua Yaqona (Fiji) Pty Limited", "Vanua Yaqona (Fiji) Pte Limited",
              "the sender's legal form written as the buyer's country writes it")),
    Mail("W018", "s2", "Kava retail packs – sample box for Duncan Pacific Foods",
         """Kia ora Julia,

Following our chat at the Pasifika Festival, I've put together a sample box for Duncan Pacific Foods: 500 g Waka, 500 g Lewena and two 100 g packs of instant kava, with retail-ready labels that meet New Zealand food labelling rules.

It should arrive by courier early next week. I'd love your feedback on the pack sizes before we quote.

Ngā mihi,
Mereoni Ratuvou
Vanua Yaqona (Fiji) Pte Limited""",
         "follow-up after the event in the note; Māori greeting and closing, English body; "
         "first name; varieties and instant kava; company without Limited",
         Edit("artifact", "body", "a sample box for Duncan Pacific Foods:",
              "a sample box for [Company Name]:", "Duncan Pacific Foods Limited",
              "template placeholder left in", found="[Company Name]")),
    Mail("W019", "s2", "Crystallised ginger – new crop prices",
         """Dear Mr Butler,

The new Fiji ginger crop is in, and our crystallised ginger prices for the next six months are now fixed:

- dices 3-5 mm: GBP 3.90/kg
- dices 5-8 mm: GBP 3.80/kg
- slices: GBP 4.10/kg

CIF Felixstowe, 10 kg cartons, minimum one pallet. Samples for Butler & Sons Confectionery are ready whenever you need them.

Yours sincerely,
Mereoni Ratuvou
Marketing & Export Manager
Vanua Yaqona (Fiji) Pte Limited""",
         "seasonal price note; wholly English; Mr + surname; company without Ltd; sizes; "
         "no meeting claimed (the buyer has no note)",
         Edit("note_wrong", "body",
              "The new Fiji ginger crop is in, and our crystallised ginger prices",
              "As you asked when we met at ISM in Cologne, our crystallised ginger prices", "",
              "a meeting and a request claimed for a buyer without a note",
              found="As you asked when we met at ISM in Cologne")),
    Mail("W020", "s2", "糖漬薑報價 – 20公斤裝",
         """廖經理您好，

上週寄上的糖漬薑（crystallised ginger）報價，不知是否已收到？20公斤紙箱裝，CIF基隆或高雄，報價有效至本月底。

如廖記食品需要樣品，我們可以先寄每種規格各1公斤。

敬祝 商祺
Mereoni Ratuvou
Vanua Yaqona (Fiji) Pte Limited""",
         "follow-up on the quote in the note, wholly in traditional Chinese; surname + 經理; "
         "category in Chinese with the English in brackets; company short form 廖記食品",
         Edit("company_misspelled", "body", "如廖記食品需要樣品", "如寥記食品需要樣品",
              "廖記食品股份有限公司", "a look-alike character in the company",
              found="寥記食品")),
    Mail("W021", "s2", "Crystallised ginger for the Christmas season",
         """Dear Mr Etzold,

A short reminder: for deliveries to Hamburg before October, crystallised ginger orders need to reach us by the end of June. We still have dices of 3-5 mm and 5-8 mm from the current crop, in 10 kg cartons.

Shall I reserve a quantity for Bäckerei-Bedarf Etzold?

Best regards,
Mereoni Ratuvou
Vanua Yaqona (Fiji) Pte Limited""",
         "seasonal reminder; wholly English; Mr + surname; company without GmbH & Co. KG; "
         "sizes; port",
         Edit("company_foreign", "body", "for Bäckerei-Bedarf Etzold?", "for Scholtz Autopflege?",
              "Bäckerei-Bedarf Etzold GmbH & Co. KG",
              "another German buyer's company of this set (W001)", found="Scholtz Autopflege")),
    Mail("W023", "s2", "Mahogany – FSC certificate and price list",
         """Good day, Mr. Mendoza,

As promised, attached are our FSC certificate and the price list for kiln-dried mahogany sawn timber, CFR Manila. The FSC claim ("FSC 100%") will appear on each invoice to Mendoza Lumber Corporation, so your own chain of custody stays intact.

Please let me know if you need other thicknesses than 1" and 2".

Best regards,
Mereoni Ratuvou
Vanua Yaqona (Fiji) Pte Limited""",
         "follow-up sending the certificate the note asks for; wholly English; full company "
         "name; FSC claim",
         Edit("company_missing", "body", "to Mendoza Lumber Corporation,", "to your company,",
              "Mendoza Lumber Corporation", "the buyer's company replaced by a generic phrase",
              found="your company")),
    Mail("W024", "s3", "Zircon sand sample for your lab",
         """Dear Rosa María,

The 5 kg zircon sand sample left Beira today by courier and should reach Esmaltes Casal within a week. Enclosed is the SGS certificate of analysis of the same lot (ZrO2+HfO2 65.7%, Fe2O3 0.09%).

Once your lab has tested it, I will be glad to discuss a trial container CIF Castellón.

Kind regards,
Ana Paula Macuácua
Commercial Director
Zambeze Recursos Naturais, Limitada""",
         "sample note after the fair in the note; wholly English; compound first name; company "
         "without S.A.; analysis",
         Edit("contact_wrong", "body", "Dear Rosa María,", "Dear Rosa Marta,", "Rosa María Casal",
              "a near second first name", found="Rosa Marta")),
    Mail("W026", "s3", "Zircon sand – Q3 offer",
         """张总监您好，

Following my earlier e-mail, here is our offer for Q3:

Zircon sand, ZrO2+HfO2 65% min, Fe2O3 0.12% max, 1 t jumbo bags
USD 1,890/MT CIF Nansha, 100-200 MT per month
Payment: 30% T/T in advance, 70% against copy of B/L

For the first shipment to Foshan Zhang Ceramic Materials we can add an SGS inspection at loading at our cost.

Best regards,
Ana Paula Macuácua
Zambeze Recursos Naturais, Limitada""",
         "price offer; simplified Chinese greeting with the surname and title (张总监 = "
         "Director Zhang) for a romanised contact, English body; grade from the note",
         Edit("title_wrong", "body", "张总监您好", "张经理您好", "Procurement Director",
              "a manager's title, one level below director", found="张经理")),
    Mail("W028", "s3", "Próbki tytoniu Virginia – Twardosz Tytoń",
         """Szanowny Panie Dawidzie,

the sample box with five grades of flue-cured Virginia (lemon and orange leaf, strips) was delivered to Twardosz Tytoń on Monday. I would be grateful for your blender's comments, especially on the orange leaf grades.

We can hold 40 t of the same grades until the end of the month.

Z poważaniem,
Ana Paula Macuácua
Zambeze Recursos Naturais, Limitada""",
         "sample follow-up after the fair in the note; Polish subject, greeting and closing, "
         "English body; company with the diacritic (Tytoń); styles",
         Edit("category_wrong", "body", "five grades of flue-cured Virginia",
              "five grades of air-cured burley", "flue-cured tobacco leaf",
              "a neighbouring tobacco type", found="air-cured burley")),
    Mail("W030", "s3", "Oferta cigala congelada – calibres 2 y 3",
         """Estimada Asunción:

Tal como le prometí en Barcelona, le paso la oferta de cigala de Mozambique para el próximo embarque:

- calibre 2 (16-20 piezas/kg): 24,50 €/kg
- calibre 3 (21-30 piezas/kg): 19,80 €/kg

CIF Vigo, cajas de 2 kg, pago 30 % por anticipado y el resto contra documentos.

Un saludo,
Ana Paula Macuácua
Zambeze Recursos Naturais, Limitada""",
         "price offer after the fair in the note, wholly in Spanish; first name; category in "
         "Spanish; sizes; the fair's city only",
         Edit("country_wrong", "body", "cigala de Mozambique", "cigala de Madagascar",
              "Mozambique", "the product's origin (the sender's country) given as a "
              "neighbouring one", found="Madagascar")),
    Mail("W034", "s4", "Organic maple syrup – certificates",
         """橋本様

Further to FOODEX Japan, I attach the Canada Organic certificate for our organic maple syrup and our packer's organic certificate. Both cover the Grade A Amber and Dark syrups we offered to 橋本食品.

If you need Japanese back labels, our printer in Québec can prepare them from your artwork.

よろしくお願いいたします。
Geneviève Tremblay-Côté
Commerce Boréal Export inc.""",
         "follow-up after the fair and the question in the note; Japanese greeting (surname + "
         "様) and closing, English body; company short form; grades",
         Edit("sender_wrong", "body", "Geneviève Tremblay-Côté\n", "Geneviève Tremblay-Côte\n",
              "Geneviève Tremblay-Côté", "the accent of the sender's surname lost",
              found="Geneviève Tremblay-Côte")),
    Mail("W036", "s4", "Snow crab clusters – updated price",
         """Dear Yu-ting Huang,

Landings in the Gulf of St. Lawrence were strong this week, so our price for frozen snow crab clusters 5-8 oz is now USD 11.20/lb CIF Kaohsiung, down from USD 11.65.

We have two 40 ft containers available for May shipment. Please let me know if Huang Seafood would like to book one.

Best regards,
Geneviève Tremblay-Côté
Export Director
Commerce Boréal Export inc.""",
         "price note; wholly English; full name; size from the note; company without Co., Ltd.",
         Edit("artifact", "body", "available for May shipment.",
              "available for May shipment, available for May shipment.",
              "available for May shipment.", "a repeated clause",
              found="available for May shipment, available for May shipment")),
    Mail("W037", "s4", "Snow crab – season opening",
         """Hi Robert,

The Newfoundland snow crab season has opened, and the first brine-frozen clusters will be packed next week. If Patterson Seafood wants to secure 8-up clusters for the spring, now is the time to book.

I can send our price sheet every Monday; just reply "yes".

Geneviève Tremblay-Côté
Commerce Boréal Export inc.""",
         "short seasonal note; wholly English; first name; company short form; sizes; no "
         "meeting claimed (the buyer has no note)",
         Edit("note_wrong", "body", "The Newfoundland snow crab season has opened",
              "Good to meet you at Seafood Expo North America in Boston. The Newfoundland snow "
              "crab season has opened", "", "a meeting claimed for a buyer without a note",
              found="Good to meet you at Seafood Expo North America in Boston")),
]
