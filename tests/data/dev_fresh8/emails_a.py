"""Natural e-mails to buyers Q001-Q020, each with the one edit its injected twin gets."""
# ruff: noqa: E501  (an e-mail's lines are kept as written)

from mail import Mail

MAILS = [
    Mail(
        "Q001", "s1",
        "Cotización yerba mate elaborada con palo, 500 g – Espacio Food & Service",
        "Estimada Josefa:\n\n"
        "Fue un gusto conversar con usted en Espacio Food & Service en Santiago. Como quedamos, le envío la cotización de yerba mate elaborada con palo en paquetes de 500 g:\n\n"
        "- Yerba de Misiones, estacionamiento natural de 12 meses\n"
        "- Caja de 20 paquetes, 1.040 cajas por contenedor de 40'\n"
        "- CFR San Antonio, USD 2,35 por paquete\n\n"
        "Si Distribuidora Carrasco quiere probar también nuestra versión despalada (sin palo), con gusto le enviamos muestras a su atención como Jefa de Compras.\n\n"
        "Saludos cordiales,\n{sig}",
        "follow-up after a fair, wholly in Spanish, bullets; note used (fair and quote); con palo / sin palo varieties; CFR San Antonio; company without legal form; title in Spanish",
        ("note_wrong", "body", "en Espacio Food & Service en Santiago", "en la feria ANUGA en Colonia",
         "the buyer was met at Espacio Food & Service in Santiago, not at Anuga in Cologne"),
    ),
    Mail(
        "Q002", "s1",
        "Organic yerba mate from Misiones for Wojsa Herbaty",
        "Dzień dobry Panie Miłoszu,\n\n"
        "I am writing from Pampa Alta Exportaciones, a yerba mate packer in Posadas, in the Argentine province of Misiones. Poland has become one of Europe's liveliest yerba markets, and I believe Wojsa Herbaty sp. z o.o. could use a direct source.\n\n"
        "Every lot of our organic line ships with its EU organic certificate and the COI issued through TRACES, so your team would not need to chase paperwork. We pack 500 g and 1 kg bags, classic with stems or sin palo, and can print Polish labels.\n\n"
        "Would a sample box of three blends be useful for you as Kierownik ds. zakupów?\n\n"
        "Z poważaniem,\n{sig}",
        "first e-mail, Polish greeting with the vocative first name and Polish sign-off; note used (EU organic certificate); native title; company with its legal form; Misiones; TRACES",
        ("category_wrong", "body", "We pack 500 g and 1 kg bags, classic with stems or sin palo", "We pack 500 g and 1 kg bags of chamomile tea, loose or in tea bags",
         "chamomile tea is a neighbouring herbal category, not the buyer's yerba mate"),
    ),
    Mail(
        "Q003", "s1",
        "יֶרְבָּה מָטֶה ישירות מארגנטינה – yerba mate for לוי יבוא מזון",
        "שלום עילאי,\n\n"
        "My name is Lucía Fernández Ocampo, Export Manager at Pampa Alta Exportaciones S.R.L. in Argentina. Yerba mate has a loyal following in Israel, especially in the Druze communities of the Galilee and the Golan, and I would like to offer לוי יבוא מזון בע\"מ a direct supply from Misiones.\n\n"
        "We pack traditional yerba with stems in 500 g and 1 kg bags and can arrange kosher supervision for the packing line. Our usual terms are FOB Buenos Aires or CIF Haifa/Ashdod.\n\n"
        "May I send you our price list?\n\n"
        "Best regards,\n{sig}",
        "first e-mail, Hebrew greeting with the first name in Hebrew script, company in Hebrew with בע\"מ; Israeli market detail; FOB/CIF ports",
        ("company_misspelled", "body", "לוי יבוא מזון בע\"מ", "לוין יבוא מזון בע\"מ",
         "the company is לוי, not לוין (one letter added)"),
    ),
    Mail(
        "Q004", "s1",
        "Йерба мате из Аргентины — после Продэкспо",
        "Уважаемая Галина,\n\n"
        "Спасибо, что заглянули на наш стенд на выставке «Продэкспо-2026» в Москве. Как Вы просили, пишу по-русски.\n\n"
        "Pampa Alta Exportaciones производит йерба мате в провинции Мисьонес (Аргентина). Для ООО «Чайный дом Мухина» мы можем предложить:\n"
        "• классическую йербу с палочками, 500 г и 1 кг;\n"
        "• йербу без палочек (despalada) для чайных магазинов;\n"
        "• отгрузку FCA Буэнос-Айрес или CIF Санкт-Петербург.\n\n"
        "Буду рада выслать образцы и прайс-лист.\n\n"
        "С уважением,\nЛусия Фернандес Окампо\nМенеджер по экспорту, Pampa Alta Exportaciones S.R.L.\n+54 376 442 1985",
        "follow-up after a fair, wholly in Russian as the note asks; note used (stand visit at Prodexpo); Russian form of address with first name; sender's name and title transliterated; Incoterms and ports",
        ("country_wrong", "body", "в провинции Мисьонес (Аргентина)", "в провинции Мисьонес (Парагвай)",
         "Misiones is in Argentina, the sender's country; Paraguay is the neighbouring yerba country", "Парагвай", "Аргентина"),
    ),
    Mail(
        "Q005", "s1",
        "Yerba mate supply – Harrison Wholefoods",
        "Hi Ana,\n\n"
        "Quick intro: I'm Lucía, Export Manager at Pampa Alta Exportaciones in Posadas, Argentina. We grow and pack yerba mate in Misiones and already ship to health-food distributors in Europe.\n\n"
        "For Harrison Wholefoods we could do organic yerba in 500 g bags or bulk 25 kg sacks for your own brand, shipped CIF Sydney or Melbourne. Our packing line meets the import conditions for dried plant material into Australia, and we have shipped there before.\n\n"
        "Worth a 15-minute call next week?\n\n"
        "Cheers,\nLucía\n\n{sig}",
        "short friendly first e-mail, first name; company without legal form; private label, bulk sacks; Australian ports",
        ("contact_wrong", "body", "Hi Ana,", "Hi Anna,",
         "the contact is Ana, not Anna"),
    ),
    Mail(
        "Q006", "s1",
        "Lemon juice concentrate 400 GPL – kosher & FSSC 22000",
        "Dear Mr Vervaeke,\n\n"
        "I understand that Vervaeke Food Ingredients buys clear lemon juice concentrate at 400 GPL in drums and needs both kosher and FSSC 22000 certificates. Our partner processing plant in Tucumán holds both, and we export through Pampa Alta Exportaciones S.R.L.\n\n"
        "What we can offer:\n"
        "1. Clear lemon juice concentrate, 400 GPL, in 265 kg drums, frozen (-18 °C)\n"
        "2. Cloudy concentrate and lemon essential oil from the same harvest, if useful\n"
        "3. CFR Antwerp, about 3 weeks' transit from Buenos Aires\n\n"
        "Could you tell me your yearly volume, so I can quote the right price?\n\n"
        "Kind regards,\n{sig}",
        "first e-mail from the buyer's note (certificates, grade, drums), numbered list; Mr + surname; product named with another product's word (lemon essential oil from the same harvest) but in the buyer's line; Tucumán; Antwerp",
        ("company_foreign", "body", "I understand that Vervaeke Food Ingredients buys", "I understand that Coenen Kleding buys",
         "Coenen Kleding is another Belgian buyer of this set (a clothing buyer), not the recipient's company"),
    ),
    Mail(
        "Q007", "s1",
        "アルゼンチン産レモン果汁濃縮液のご案内",
        "株式会社佐藤飲料\n購買課長 佐藤 浩様\n\n"
        "突然のご連絡失礼いたします。アルゼンチンのPampa Alta Exportaciones S.R.L.で輸出を担当しておりますルシア・フェルナンデスと申します。\n\n"
        "弊社はトゥクマン州産のレモン果汁濃縮液（クリア・400 GPL、クラウディ）をドラム缶で輸出しております。日本の食品衛生法に基づく残留農薬検査にも対応可能です。\n\n"
        "サンプルと価格表をお送りしてもよろしいでしょうか。\n\n"
        "何卒よろしくお願い申し上げます。\n\n"
        "Lucía Fernández Ocampo\nExport Manager, Pampa Alta Exportaciones S.R.L.\n+54 376 442 1985",
        "first e-mail wholly in Japanese with a Japanese address block (company, title, name + 様); sender's name in katakana; Tucumán; grade",
        ("title_wrong", "body", "購買課長 佐藤 浩様", "購買部長 佐藤 浩様",
         "the title is 購買課長 (section manager), not 購買部長 (department head): one level up"),
    ),
    Mail(
        "Q008", "s1",
        "Ihr Muster: trübes Zitronensaftkonzentrat (Anuga)",
        "Sehr geehrte Frau Scherr,\n\n"
        "vielen Dank für das Gespräch auf der Anuga in Köln. Das Muster unseres trüben Zitronensaftkonzentrats ist gestern per Kurier an Scherr Getränke gegangen; die Sendungsnummer finden Sie unten.\n\n"
        "Kurz zur Ware: Zitronen aus Tucumán, trübes Konzentrat mit 400 GPL, in Fässern zu 250 kg, gefroren. Für Ihre Limonaden ist auch unser klares Konzentrat interessant, falls Sie beide Varianten vergleichen möchten.\n\n"
        "Sendungsnummer DHL: 4471 2209 53\n\n"
        "Mit freundlichen Grüßen\n{sig}",
        "follow-up after a fair and a sample, wholly in German; note used (Anuga, sample of cloudy concentrate); Frau + surname; company without legal form",
        ("sender_wrong", "body", "Lucía Fernández Ocampo\nExport Manager", "Lucía Fernández Ocampo\nExport Sales Director",
         "the sender's title is Export Manager", "Export Sales Director", "Export Manager"),
    ),
    Mail(
        "Q009", "s1",
        "Argentine lemon juice concentrate for McMonagle Beverages",
        "Dear Jeffrey,\n\n"
        "Ireland's soft-drink makers have been buying more lemon juice concentrate from the southern hemisphere to cover the European off-season, so I thought McMonagle Beverages Ltd might like a second source.\n\n"
        "We ship clear and cloudy lemon juice concentrate from Tucumán, the world's largest lemon-growing region, in frozen drums or aseptic bags in boxes, CFR Dublin. As Procurement Manager you will want documents up front: we send the certificate of analysis, origin certificate and a full spec sheet with every quote.\n\n"
        "Shall I send prices for your next contract period?\n\n"
        "Best regards,\n{sig}",
        "LLM-style first e-mail; first name; company with legal form; title in a sentence; bag-in-box packing named with another packaging word; Tucumán; CFR Dublin",
        ("artifact", "body", "We ship clear and cloudy lemon juice concentrate from Tucumán", "We ship clear and cloudy lemon juice concentrate concentrate from Tucumán",
         "doubled word `concentrate`", "concentrate concentrate", "concentrate"),
    ),
    Mail(
        "Q010", "s1",
        "Lemon juice concentrate: indicative prices",
        "Dear Sergey,\n\n"
        "Following up on my e-mail of last week, here are indicative prices for Voronin Napitki:\n\n"
        "- Clear lemon juice concentrate 400 GPL, frozen drums: USD 3,150/t FCA Buenos Aires\n"
        "- Cloudy lemon juice concentrate 400 GPL: USD 3,050/t FCA Buenos Aires\n\n"
        "Prices hold until the end of the month. If you buy from Spain or Italy today, note that our season runs opposite to the Mediterranean one, so we can cover your summer peak.\n\n"
        "Best regards,\nLucía Fernández Ocampo\nPampa Alta Exportaciones S.R.L.",
        "follow-up to an earlier e-mail, bullets with prices; first name; company without OOO; other countries named as competing origins",
        ("company_missing", "body", ("for Voronin Napitki",), ("for your company",),
         "the company is no longer named anywhere"),
    ),
    Mail(
        "Q011", "s1",
        "Doce de leite pasteleiro em baldes de 10 kg – cotação",
        "Cara Dra. Vera Silva,\n\n"
        "Conforme o seu pedido, segue a cotação do nosso dulce de leche repostero (doce de leite para pastelaria), em baldes de 10 kg:\n\n"
        "- Dulce de leche repostero, 10 kg: EUR 3,40/kg CIF Leixões\n"
        "- Dulce de leche clássico para barrar, 10 kg: EUR 3,10/kg CIF Leixões\n"
        "- Prazo de validade: 12 meses\n\n"
        "A versão repostero é mais firme e aguenta o forno, por isso funciona em pastéis e bolachas recheadas. Posso enviar 2 baldes de amostra para a Silva Distribuição Alimentar, Lda.?\n\n"
        "Com os melhores cumprimentos,\n{sig}",
        "first reply to a quote request from the note, wholly in Portuguese; Dra. + full name; pastry grade vs spreading grade; CIF Leixões; company with legal form",
        ("company_misspelled", "body", "Silva Distribuição Alimentar, Lda.?", "Silva Distribuicao Alimentar, Lda.?",
         "lost the cedilla and tilde: `Distribuicao` for `Distribuição`"),
    ),
    Mail(
        "Q012", "s1",
        "Encantada de conocerla en Expocomer",
        "Estimada Ana Lucía:\n\n"
        "Fue un placer saludarla en Expocomer en Ciudad de Panamá. Como le comenté, Pampa Alta Exportaciones elabora dulce de leche en Argentina para el canal mayorista y para panaderías.\n\n"
        "Para Distribuidora Batista podríamos despachar vía la Zona Libre de Colón, lo que le permitiría reexportar a Costa Rica y Colombia sin pagar aranceles dos veces. Trabajamos potes de 400 g, baldes de 10 kg y dulce de leche repostero.\n\n"
        "¿Le parece si le envío la lista de precios FOB Buenos Aires?\n\n"
        "Un cordial saludo,\nLucía Fernández Ocampo\nGerente de Exportación\nPampa Alta Exportaciones S.R.L.",
        "follow-up after a fair, wholly in Spanish; note used (Expocomer); compound first name; Colón Free Zone; other countries named as re-export markets; sender's title in Spanish",
        ("country_wrong", "body", "Fue un placer saludarla en Expocomer en Ciudad de Panamá.", "Fue un placer saludarla en Expocomer en Ciudad de Guatemala.",
         "Expocomer is in Panama City; the buyer is in Panama"),
    ),
    Mail(
        "Q013", "s1",
        "阿根廷牛奶醬（Dulce de leche）合作洽詢",
        "徐經理您好：\n\n"
        "冒昧來信。我是阿根廷 Pampa Alta Exportaciones S.R.L. 的外銷經理 Lucía Fernández。我們生產阿根廷傳統牛奶醬（dulce de leche），近年台灣烘焙業對焦糖牛奶抹醬的需求增加，希望能與徐記食品股份有限公司合作。\n\n"
        "產品規格：\n・烘焙用（repostero）10 公斤桶裝\n・抹醬用 400 公克玻璃罐\n\n"
        "可 CIF 基隆或高雄報價。方便寄樣品給您嗎？\n\n"
        "敬祝 商祺\n\n{sig}",
        "first e-mail wholly in traditional Chinese; family name + 經理 greeting; company in full; bakery and spread grades; ports Keelung/Kaohsiung",
        ("artifact", "body", "希望能與徐記食品股份有限公司合作。", "希望能與徐記食品股份有限公司 股份有限公司合作。",
         "doubled legal form `股份有限公司`", "徐記食品股份有限公司 股份有限公司", "徐記食品股份有限公司"),
    ),
    Mail(
        "Q014", "s1",
        "Dulce de leche för Larsson Livs?",
        "Hej Margareta,\n\n"
        "Jag heter Lucía och är exportchef på Pampa Alta Exportaciones i Argentina. Vi tillverkar dulce de leche, den argentinska kolasåsen, och söker en grossist i Sverige.\n\n"
        "I'm writing the rest in English to be precise on the details: we can supply 450 g glass jars with Swedish labels, and 10 kg buckets for bakeries. Everything ships at ambient temperature with a shelf life of 12 months, CIF Gothenburg.\n\n"
        "Would Larsson Livs AB like to try a carton of jars?\n\n"
        "Med vänliga hälsningar,\n{sig}",
        "first e-mail opening in Swedish, then English; first name; company with and without AB; sender's title in Swedish (exportchef); CIF Gothenburg",
        ("sender_wrong", "body", "Jag heter Lucía och är exportchef på Pampa Alta Exportaciones i Argentina.", "Jag heter Lucía och är exportchef på Pampa Alto Exportaciones i Argentina.",
         "the sender's company is Pampa Alta, not Pampa Alto", "Pampa Alto Exportaciones", "Pampa Alta Exportaciones"),
    ),
    Mail(
        "Q015", "s1",
        "Chalav Yisrael dulce de leche – certification details",
        "Dear Ms Ben-David,\n\n"
        "You told us that Ben-David Foods Ltd needs kosher dairy certification with chalav Yisrael supervision. I am glad to say that our dulce de leche is now produced in a dedicated run under the supervision of a rabbi from Buenos Aires, with milking supervised from the farm on.\n\n"
        "We can offer 400 g jars and 5 kg bakery buckets, CIF Ashdod. I attach the certificate and our specification.\n\n"
        "Best regards,\n{sig}",
        "reply built on the buyer's note (chalav Yisrael); Ms + hyphenated surname; company with legal form; CIF Ashdod",
        ("title_wrong", "body", "Dear Ms Ben-David,", "Dear Ms Ben-David, Head of Quality,",
         "the contact is Procurement Manager; Head of Quality is another function", "Head of Quality", "Procurement Manager"),
    ),
    Mail(
        "Q016", "s2",
        "Έλαιο πατσουλί από την Ινδονησία",
        "Αγαπητέ κύριε Τουρναβίτη,\n\n"
        "My name is Dewi Anggraini, Head of Export Sales at PT Sumber Wangi Nusantara in Surabaya. We distil patchouli oil in Sulawesi and refine it for perfumers and soap makers.\n\n"
        "For Τουρναβίτης Αρώματα we can offer:\n"
        "- Patchouli oil, light (iron-free) grade, patchouli alcohol min. 32%\n"
        "- Dark patchouli oil for soap and incense\n"
        "- 25 kg and 180 kg drums, CIF Piraeus\n\n"
        "As Υπεύθυνος Προμηθειών you will want a GC report before anything else: I can send one with a 50 ml sample.\n\n"
        "Με εκτίμηση,\n{sig}",
        "first e-mail with a Greek greeting (vocative surname) and sign-off; company in Greek without Α.Ε.; native title in a sentence; grades; Sulawesi; CIF Piraeus",
        ("category_wrong", "body", "- Dark patchouli oil for soap and incense", "- Clove leaf oil for soap and incense",
         "clove leaf oil is another Indonesian essential oil, not patchouli oil", "Clove leaf oil", "Dark patchouli oil"),
    ),
    Mail(
        "Q017", "s2",
        "GC-MS report: patchouli oil, PA 33.1%",
        "Prezado Sr. Benjamin,\n\n"
        "Following your request, I attach the GC-MS report of our current lot of patchouli oil from Aceh. Patchouli alcohol is 33.1%, above the 30% you need for Melo Fragrâncias.\n\n"
        "Other key data:\n- Iron content below 5 ppm (light grade)\n- Optical rotation -50°\n- Available: 2 t now, 4 t after the next distillation\n\n"
        "Price on request, CIF Santos. Happy to send a sample to your lab in São Paulo.\n\n"
        "Atenciosamente,\n{sig}",
        "reply from the note (GC-MS, PA ≥ 30%) with a Portuguese greeting (Sr. + first name, as common in Brazil) and sign-off; company without legal form; Aceh; CIF Santos; São Paulo",
        ("contact_wrong", "body", "Prezado Sr. Benjamin,", "Prezado Sr. Bernardo,",
         "the contact is Benjamin Melo"),
    ),
    Mail(
        "Q018", "s2",
        "Patchouli oil for Penttilä Kosmetiikka",
        "Hyvä Tiina Penttilä,\n\n"
        "Finnish natural cosmetics brands are known for clean ingredient lists, and I think Penttilä Kosmetiikka Oy could use a traceable source of patchouli oil.\n\n"
        "PT Sumber Wangi Nusantara works with 300 smallholder farmers in Southeast Sulawesi. Our oil is steam-distilled in stainless steel stills, so the light grade stays free of iron. We supply COSMOS-compliant documentation and IFRA certificates.\n\n"
        "Would you like a 100 ml sample?\n\n"
        "Ystävällisin terveisin,\n{sig}",
        "first e-mail with Finnish greeting (full name) and sign-off; product sentence with another material's word (stainless steel stills); COSMOS, IFRA; Southeast Sulawesi",
        ("company_foreign", "body", "I think Penttilä Kosmetiikka Oy could use", "I think Soini Tee Oy could use",
         "Soini Tee Oy is another Finnish buyer of this set, not the recipient"),
    ),
    Mail(
        "Q019", "s2",
        "Hand-stamped batik sarongs – after Oslo",
        "Hei Vidar,\n\n"
        "Thank you for stopping by at the trade days of Oslo Fashion Week. You asked about hand-stamped cotton sarongs, so here is what we make in Pekalongan:\n\n"
        "• Batik cap (copper-stamp) sarongs, 100% cotton primissima, 110 x 200 cm\n"
        "• Batik tulis (hand-drawn), for a premium line\n"
        "• MOQ 300 pieces per design, 45 days\n\n"
        "For Pettersen Strand og Fritid we could also develop a Nordic colour range. Shall I send swatches?\n\n"
        "Med vennlig hilsen,\n{sig}",
        "follow-up after a fair; note used (Oslo Fashion Week, hand-stamped cotton); Norwegian greeting and sign-off; cap vs tulis; Pekalongan; company without AS",
        ("note_wrong", "body", "You asked about hand-stamped cotton sarongs, so here is what we make in Pekalongan:", "You asked about hand-stamped cotton sarongs and ordered 200 pieces on the spot, so here is what we make in Pekalongan:",
         "the note holds a question about hand-stamped cotton sarongs, not an order", "ordered 200 pieces on the spot", "Met at Oslo Fashion Week trade days 2026; asked for hand-stamped cotton sarongs"),
    ),
    Mail(
        "Q020", "s2",
        "Batik sarongs for your resort range",
        "Hi Melanie,\n\n"
        "Summer ranges for Australian resorts are being bought now, so timing felt right: PT Sumber Wangi Nusantara supplies batik sarongs from Central Java, in rayon and cotton, in stock designs or your own.\n\n"
        "Most resort shops like our rayon sarongs with tassels at AUD 6.20 FOB Surabaya for 500 pieces per colourway. We can add Church Resort Wear's swing tag.\n\n"
        "Keen to send a few samples?\n\n"
        "Thanks,\nDewi\n\n{sig}",
        "short friendly first e-mail; first name; possessive of the company without legal form; price; FOB Surabaya; Central Java",
        ("company_missing", "body", ("We can add Church Resort Wear's swing tag.",), ("We can add your company's swing tag.",),
         "the company is no longer named anywhere"),
    ),
]
