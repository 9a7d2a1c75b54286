"""Natural e-mails 41-60: sender s3 (Sassandra Agro-Négoce S.A., Côte d'Ivoire) to P024-P032, and
sender s4 (Huon Gulf Marine Products (PNG) Ltd, Papua New Guinea) to P033-P040.

Each one was written by hand and read against its buyer row; its Twin is the one error its
injected twin gets.
"""

from mail import Mail, Twin

MAILS = [
    Mail(
        "P032", "s3",
        "Suite à notre rencontre au Salon de l'Agriculture",
        "Bonjour Monsieur Cossy,\n\n"
        "Nous nous sommes rencontrés au Salon de l'Agriculture à Paris, sur le pavillon de la Côte "
        "d'Ivoire, et vous m'aviez parlé de votre magasin à Genève. Je vous écris comme promis au "
        "sujet de notre attiéké séché.\n\n"
        "Nous le livrons en sachets de 500 g et de 1 kg, en cartons de 20 sachets. Pour la Suisse, "
        "nous passons par un transitaire à Bâle qui s'occupe du dédouanement, ce qui simplifie les "
        "choses pour Cossy Afro Market.\n\n"
        "Souhaitez-vous recevoir un carton d'essai ?\n\n"
        "Bien cordialement,\n"
        "Christelle Kouadio\n"
        "Directrice commerciale export\n"
        "Sassandra Agro-Négoce S.A.",
        "follow-up after the fair the note names, wholly in French; Monsieur + surname; company "
        "without Sàrl; the fair's pavilion of the sender's country; Geneva and Basel; cartons",
        Twin("note_wrong", "body", "au Salon de l'Agriculture à Paris, sur le pavillon",
             "au SIAL Paris, sur le pavillon", "Salon de l'Agriculture",
             "a fair the buyer's note does not name; the note records the Salon de l'Agriculture",
             found="SIAL Paris"),
    ),
    Mail(
        "P024", "s3",
        "TSR 20 monthly price indication",
        "Dear Alpsü Ertaş,\n\n"
        "As promised after Tire Expo Istanbul, here is our price indication for next month's "
        "shipment:\n\n"
        "TSR 20, 35 kg bales, pallets of 1.26 t\n"
        "USD 1,745 per tonne CIF Mersin (SICOM + 35)\n"
        "Shipment: 200 t, loading San-Pédro in the second half of the month\n\n"
        "Please let me know if Ertaş Lastik would like to book.\n\n"
        "Kind regards,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.",
        "short price note after the fair the note names, wholly in English; Dear + full name "
        "(the contact's gender is not recorded); company without Lastik Sanayi A.Ş. in its short form; SICOM premium; CIF Mersin",
        Twin("sender_wrong", "body", "Christelle Kouadio\nSassandra Agro-Négoce S.A.",
             "Christelle Kouadio\nSassandra Agro-Négoce SARL", "Sassandra Agro-Négoce S.A.",
             "the sender's legal form changed to a neighbouring one",
             found="Sassandra Agro-Négoce SARL"),
    ),
    Mail(
        "P028", "s3",
        "Kola nut sample on its way",
        "Hi Michael,\n\n"
        "Following up on my e-mail: the 1 kg sample of dried, halved kola nuts left Abidjan today "
        "by DHL, with the COA of the lot (caffeine 2.1%). I hope it helps your QA team decide.\n\n"
        "Best,\n"
        "Christelle",
        "very short follow-up on the writer's own offer of a sample, wholly in English; first "
        "name; no company named; the sender's given name only",
        Twin("artifact", "body", "I hope it helps your QA team decide.",
             "I hope it helps your QA team decide. I hope it helps your QA team decide.",
             "one sentence", "a repeated sentence",
             found="I hope it helps your QA team decide. I hope it helps your QA team decide."),
    ),
    Mail(
        "P026", "s3",
        "Cotação TSR 20 CFR Santos",
        "Prezada Valentina,\n\n"
        "Conforme meu e-mail anterior, segue a cotação para a Borrachas Cassiano: TSR 20 em fardos "
        "de 35 kg, USD 1.790 por tonelada CFR Santos, lote mínimo de 100 t, embarque em 30 dias.\n\n"
        "Atenciosamente,\n"
        "Christelle Kouadio\n"
        "Sassandra Agro-Négoce S.A.",
        "short quotation wholly in Portuguese after the writer's own e-mail; first name; company "
        "without Ltda.; Brazilian number format; CFR Santos",
        Twin("company_missing", "body", "a cotação para a Borrachas Cassiano:",
             "a cotação para a sua empresa:", "Borrachas Cassiano Ltda.",
             "every mention of the buyer's company replaced by a generic phrase",
             found="sua empresa"),
    ),
    Mail(
        "P029", "s3",
        "Noix de cola : fraîches ou séchées ?",
        "Madame Haddad,\n\n"
        "Une question rapide avant de vous envoyer nos prix : vos clients préfèrent-ils la noix de "
        "cola fraîche, en sacs de 50 kg, ou séchée ? Les deux partent de San-Pédro, mais la "
        "fraîche voyage en conteneur réfrigéré.\n\n"
        "Bien à vous,\n"
        "Christelle Kouadio",
        "one-question note wholly in French; Madame + surname; no company named",
        Twin("contact_wrong", "body", "Madame Haddad", "Madame Haddadi", "Nadia Haddad",
             "a letter added to the buyer's family name", found="Haddadi"),
    ),
    Mail(
        "P025", "s3",
        "Re: TSR 20 from Côte d'Ivoire",
        "Dear Ms Kavitha,\n\n"
        "Following my earlier e-mail, I wanted to let you know that we have 120 t of TSR 20 ready "
        "for the next vessel to Port Klang. If you would like to test us with a first lot, we can "
        "split it into 40 t lots.\n\n"
        "Best regards,\n"
        "Christelle Kouadio\n"
        "Export Sales Director\n"
        "Sassandra Agro-Négoce S.A.",
        "short follow-up on the writer's own e-mail, wholly in English; Ms + given name; available "
        "stock; Port Klang",
        Twin("category_wrong", "body", "we have 120 t of TSR 20 ready", "we have 120 t of SBR 1502 ready",
             "TSR 20 natural rubber", "a synthetic rubber grade instead of the buyer's natural rubber",
             found="SBR 1502"),
    ),
    Mail(
        "P033", "s4",
        "Quotation: copra meal 500 t CFR Ho Chi Minh City",
        "Kính gửi chị Trang,\n\n"
        "Thank you for your enquiry. Please find below our offer for copra meal for Công ty TNHH "
        "Thức ăn Chăn nuôi Lê:\n\n"
        "Product: copra meal (copra expeller), pellets\n"
        "Protein: 20% min; oil: 8-10%; moisture: 12% max; aflatoxin B1: 20 ppb max\n"
        "Quantity: 500 t, in bulk 20' containers\n"
        "Price: USD 248 per tonne CFR Ho Chi Minh City (Cat Lai)\n"
        "Loading: Lae, within 30 days of the contract\n\n"
        "I hope this suits your feed formulation. Please let me know if you need a sample first.\n\n"
        "Trân trọng,\n"
        "Kila Tamarua\n"
        "Export Marketing Manager\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "quotation the note asks for; Vietnamese greeting (chị + the last given name, as "
        "Vietnamese address) and closing, English body; company in full in Vietnamese; "
        "specification; Cat Lai; Lae; the sender's first and last name without the middle name",
        Twin("contact_wrong", "body", "Kính gửi chị Trang", "Kính gửi chị Trinh", "Lê Thị Thu Trang",
             "the buyer's given name changed", found="Trinh"),
    ),
    Mail(
        "P034", "s4",
        "Copra meal from PNG for Wilkinson Stockfeeds",
        "Kia ora Stephen,\n\n"
        "I'm Kila Tamarua from Huon Gulf Marine Products in Lae, Papua New Guinea. Besides marine "
        "products we export copra meal from the Morobe and Madang coasts, and New Zealand dairy "
        "farmers are some of our best customers.\n\n"
        "Our copra meal is expeller-pressed, 20-22% protein, and ships in bulk or 50 kg bags to "
        "Tauranga or Napier. It works well as a supplement alongside pasture and PKE.\n\n"
        "Would Wilkinson Stockfeeds be interested in a trial shipment?\n\n"
        "Cheers,\n"
        "Kila\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "friendly first e-mail in English with the Māori greeting New Zealanders use; first name; "
        "company without Limited; 'marine products' in the sender's name next to a farm product; "
        "Morobe, Madang, Tauranga, Napier; PKE named as the feed it goes alongside",
        Twin("country_wrong", "body", "and New Zealand dairy farmers", "and Australian dairy farmers",
             "New Zealand", "the buyer's country named as its neighbour", found="Australian"),
    ),
    Mail(
        "P035", "s4",
        "Copra meal supply for Chaiyaporn Feedmill",
        "Dear Khun Kannika,\n\n"
        "I am writing from Huon Gulf Marine Products (PNG) Ltd in Lae. We export copra meal to feed "
        "mills in Southeast Asia and would like to offer it to Chaiyaporn Feedmill.\n\n"
        "Our copra meal has 20% minimum protein, low aflatoxin, and ships in 20' containers to "
        "Laem Chabang in about 18 days. We can supply 300-500 t per month.\n\n"
        "May I send you our specification and price CFR Laem Chabang?\n\n"
        "Kind regards,\n"
        "Kila Tamarua\n"
        "Export Marketing Manager",
        "first e-mail wholly in English; Khun + given name, as Thais are addressed; company "
        "without Co., Ltd.; Laem Chabang; Southeast Asia",
        Twin("company_missing", "subject", "for Chaiyaporn Feedmill", "for your company",
             "Chaiyaporn Feedmill Co., Ltd.",
             "every mention of the buyer's company replaced by a generic phrase",
             found="your company",
             more=(("body", "to offer it to Chaiyaporn Feedmill.", "to offer it to your company."),)),
    ),
    Mail(
        "P036", "s4",
        "Pelli di coccodrillo marino (Crocodylus porosus) con permessi CITES",
        "Gentile Sig. Iannotti,\n\n"
        "mi rivolgo a Lei in qualità di titolare della Conceria Iannotti. So che per voi ogni lotto "
        "deve essere accompagnato dal permesso di esportazione CITES: la Huon Gulf Marine Products "
        "(PNG) Ltd è registrata presso l'autorità CITES della Papua Nuova Guinea e ogni spedizione "
        "parte con il permesso originale e i cartellini numerati.\n\n"
        "Offriamo pelli salate di coccodrillo marino, ventri da 30 a 45 cm, da allevamento e da "
        "raccolta controllata lungo il fiume Sepik, spedite per via aerea a Milano Malpensa.\n\n"
        "Posso inviarLe la lista delle misure disponibili?\n\n"
        "Cordiali saluti,\n"
        "Kila Tamarua\n"
        "Export Marketing Manager\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "first e-mail wholly in Italian opening from the buyer's note (CITES); Sig. + surname; the "
        "title in Italian in a sentence; company without S.r.l.; the species' Latin name; belly "
        "widths; the Sepik; Malpensa; 'marine' in the sender's name with a leather product",
        Twin("title_wrong", "body", "in qualità di titolare della", "in qualità di responsabile acquisti della",
             "Titolare", "a purchasing title for the buyer's owner's one",
             found="responsabile acquisti"),
    ),
    Mail(
        "P037", "s4",
        "Saltwater crocodile skins for Tannerie Martin",
        "Dear Mr Martin,\n\n"
        "As leather buyer at Tannerie Martin, you will know how hard it is to find regular lots of "
        "saltwater crocodile skins in the 35-45 cm range. We are a registered exporter in Papua New "
        "Guinea and ship wet-salted skins, graded I to III, with CITES permits, by air to Paris CDG.\n\n"
        "If you tell me which widths and grades you need for the coming season, I will send you an "
        "offer per centimetre.\n\n"
        "Yours sincerely,\n"
        "Kila Wapi Tamarua\n"
        "Export Marketing Manager\n"
        "Huon Gulf Marine Products (PNG) Ltd\n"
        "kila.tamarua@huongulfmarine.example",
        "formal first e-mail wholly in English; Mr + surname; the French title (acheteur peaux) in "
        "English in a sentence; company without SAS; widths and grades; price per centimetre (as "
        "crocodile skins are sold); Paris CDG; the sender's full name",
        Twin("company_foreign", "body", "As leather buyer at Tannerie Martin,",
             "As leather buyer at Conceria Iannotti,", "Tannerie Martin SAS",
             "another crocodile-skin buyer's company of this set in the buyer's company's place",
             found="Conceria Iannotti"),
    ),
    Mail(
        "P038", "s4",
        "パプアニューギニア産イリエワニ原皮のご案内",
        "高橋皮革株式会社\n"
        "購買部長 高橋 和也様\n\n"
        "突然のご連絡失礼いたします。パプアニューギニアのHuon Gulf Marine Products (PNG) Ltdで"
        "輸出を担当しておりますキラ・タマルアと申します。\n\n"
        "弊社はイリエワニ（ソルトウォータークロコダイル）の塩蔵原皮を、CITES輸出許可書付きで"
        "輸出しております。腹幅30〜45cm、グレードI〜IIIを取り揃えており、成田空港まで空輸いたします。\n\n"
        "ご興味がございましたら、在庫リストをお送りいたします。\n"
        "何卒よろしくお願い申し上げます。\n\n"
        "キラ・タマルア\n"
        "Export Marketing Manager\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "first e-mail wholly in Japanese; address block with company, title and full name + 様; "
        "イリエワニ (the saltwater crocodile in Japanese) and the katakana loanword; the sender in "
        "katakana, company in Latin; CITES; Narita",
        Twin("artifact", "body", "購買部長 高橋 和也様", "購買部長 {contact_name}様",
             "高橋 和也", "leftover template text in place of the buyer's name",
             found="{contact_name}"),
    ),
    Mail(
        "P039", "s4",
        "台北國際食品展後續：巴布亞紐幾內亞乾海參",
        "盧經理您好：\n\n"
        "感謝您在台北國際食品展蒞臨我們的攤位。依照當天的討論，附上我們乾海參的規格與報價給盧記海味行參考。\n\n"
        "主要品項：\n"
        "・糙海參（sandfish），每斤20至40頭\n"
        "・黑乳參，每斤10至15頭\n"
        "・梅花參，大規格\n\n"
        "所有海參均為野生採捕，在萊城（Lae）日曬乾燥，以CIF基隆報價，並附巴紐國家漁業局出口許可。\n\n"
        "敬祝 商祺\n\n"
        "Kila Tamarua\n"
        "Export Marketing Manager\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "follow-up after the fair the note names, wholly in traditional Chinese; family name + "
        "經理 (his title) as the greeting; company in short form without 有限公司; species in trade "
        "names; per-catty counts; CIF Keelung; Lae; the sender in Latin",
        Twin("company_misspelled", "body", "給盧記海味行參考", "給卢記海味行參考", "盧記海味行有限公司",
             "the traditional character of the family name written in its simplified form",
             found="卢記海味行"),
    ),
    Mail(
        "P040", "s4",
        "Wild dried sea cucumber from Papua New Guinea",
        "Dear Ms Huang,\n\n"
        "I am Kila Tamarua, export marketing manager at Huon Gulf Marine Products (PNG) Ltd. PNG "
        "reopened its beche-de-mer fishery under a national quota, and we now export sun-dried sea "
        "cucumber from the Huon Gulf and the islands of Milne Bay.\n\n"
        "For Huang Seafood Trading we can offer sandfish, black teatfish and prickly redfish, graded "
        "by pieces per kilo, with NFA export licences. Many Taiwanese importers buy PNG sea cucumber "
        "through Hong Kong; we ship direct to Kaohsiung instead.\n\n"
        "Would you like our current grade list?\n\n"
        "Best regards,\n"
        "Kila Tamarua\n"
        "+675 472 3160",
        "first e-mail wholly in English; Ms + family name; company without Co., Ltd.; "
        "beche-de-mer; species; NFA; Hong Kong named as the usual route; Kaohsiung; the buyer's "
        "country as an adjective",
        Twin("country_wrong", "body", "Many Taiwanese importers", "Many Chinese importers", "Taiwan",
             "the buyer's market named as another one", found="Chinese"),
    ),
    Mail(
        "P033", "s4",
        "Re: Quotation copra meal 500 t",
        "Chị Trang thân mến,\n\n"
        "Just checking whether our offer for 500 t of copra meal CFR Ho Chi Minh City reached you. "
        "We can hold the price until Friday; after that the next vessel from Lae is in three "
        "weeks.\n\n"
        "Trân trọng,\n"
        "Kila",
        "short follow-up on the writer's own quotation; Vietnamese greeting and closing, English "
        "body; chị + given name; Lae",
        Twin("category_wrong", "body", "500 t of copra meal CFR", "500 t of palm kernel meal CFR",
             "copra meal", "a neighbouring feed meal instead of copra meal", found="palm kernel meal"),
    ),
    Mail(
        "P034", "s4",
        "Shipping schedule to Tauranga",
        "Hi Stephen,\n\n"
        "For planning: our next copra meal sailings from Lae to Tauranga leave on the 4th and the "
        "22nd of next month, about 16 days in transit.\n\n"
        "Cheers,\n"
        "Kila Tamarua\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "very short shipping note wholly in English; first name; no buyer company; Lae, Tauranga",
        Twin("sender_wrong", "body", "Kila Tamarua\nHuon Gulf", "Kila Tamarau\nHuon Gulf",
             "Kila Wapi Tamarua", "two letters of the sender's family name swapped",
             found="Kila Tamarau"),
    ),
    Mail(
        "P036", "s4",
        "Permessi CITES per il primo lotto",
        "Gentile Sig. Iannotti,\n\n"
        "le confermo che per il primo lotto della Conceria Iannotti (60 pelli, ventri 35-40 cm) "
        "l'autorità CITES di Port Moresby rilascerà il permesso entro dieci giorni; gliene invierò "
        "subito una copia.\n\n"
        "Cordiali saluti,\n"
        "Kila Tamarua",
        "short follow-up wholly in Italian on the certificate the note asks for; Sig. + surname; "
        "company without S.r.l.; Port Moresby",
        Twin("company_missing", "body", "per il primo lotto della Conceria Iannotti (60",
             "per il primo lotto della vostra conceria (60", "Conceria Iannotti S.r.l.",
             "every mention of the buyer's company replaced by a generic phrase",
             found="vostra conceria"),
    ),
    Mail(
        "P039", "s4",
        "乾海參樣品寄出通知",
        "盧經理您好：\n\n"
        "糙海參與黑乳參的樣品已於今天由DHL寄出，請盧記海味行查收。若對規格或價格有任何問題，歡迎隨時與我聯絡。\n\n"
        "敬祝 商祺\n"
        "Kila Tamarua",
        "very short follow-up wholly in traditional Chinese on samples after the fair of the note; "
        "family name + 經理; company in short form",
        Twin("company_foreign", "body", "請盧記海味行查收", "請Huang Seafood Trading查收",
             "盧記海味行有限公司",
             "another Taiwanese buyer's company of this set in the buyer's company's place",
             found="Huang Seafood Trading"),
    ),
    Mail(
        "P037", "s4",
        "Crocodile skins: widths for next season",
        "Dear Mr Martin,\n\n"
        "A short note: our wet-salted saltwater crocodile skins for the next season will be mostly "
        "in the 35-40 cm belly range. If Tannerie Martin needs larger widths, please tell me soon "
        "so that we can set them aside.\n\n"
        "Yours sincerely,\n"
        "Kila Tamarua",
        "very short note wholly in English; Mr + surname; company without SAS",
        Twin("title_wrong", "body", "Dear Mr Martin,\n\nA short note:",
             "Dear Mr Martin,\n\nA short note for you as head of leather purchasing:",
             "Acheteur peaux", "the buyer's title one level up (a buyer called the head of purchasing)",
             found="head of leather purchasing"),
    ),
    Mail(
        "P040", "s4",
        "Sea cucumber grade list",
        "Dear Ms Huang,\n\n"
        "Following my e-mail, here is our grade list for dried sea cucumber: sandfish 20-40 pcs/kg, "
        "black teatfish 6-10 pcs/kg, prickly redfish 4-8 pcs/kg, all CIF Kaohsiung.\n\n"
        "Best regards,\n"
        "Kila Tamarua\n"
        "Huon Gulf Marine Products (PNG) Ltd",
        "short follow-up on the writer's own e-mail, wholly in English; Ms + family name; grades; "
        "CIF Kaohsiung",
        Twin("note_wrong", "body", "Following my e-mail, here is",
             "Following our meeting at the Taipei International Food Show, here is",
             "no meeting (the buyer has no note)",
             "a meeting at a fair claimed for a buyer whose record has no note",
             found="Following our meeting at the Taipei International Food Show"),
    ),
]
