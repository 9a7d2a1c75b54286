"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

SIG2 = "Milica Vukotić Radonjić\nMenadžerka za izvoz\nLovćen Gourmet d.o.o.\nCetinje, Montenegro\n+382 41 231 560"
SIG3 = "Amna Osman Abdelrahim\nHead of Export Department\nGash Delta Agricultural Trading Co. Ltd.\nKassala, Sudan\n+249 411 822 304"
SIG4 = "Marie-Josée Hoareau\nExport & Sales Manager\nAnse Royale Marine & Spice (Pty) Ltd\nVictoria, Mahé, Seychelles\n+248 437 1925"

MAILS = [
    Mail("P021", "s2", "モンテネグロの白ワイン「クルスタチ」のご案内",
         "有限会社田中洋酒店\n代表取締役 田中裕樹様\n\n突然のご連絡失礼いたします。モンテネグロ・ツェティニェの Lovćen Gourmet d.o.o. で"
         "輸出を担当しております、ミリツァ・ヴコティッチ・ラドニッチと申します。\n\n"
         "当社はモンテネグロ固有の白ブドウ品種クルスタチ（Krstač）の辛口白ワインを輸出しております。"
         "和食にも合う、すっきりとした味わいです。サンプルをお送りしてもよろしいでしょうか。\n\n"
         "何卒よろしくお願い申し上げます。\n\n" + SIG2,
         "Japanese business letter: company and title + name + 様 at the top; sender name in katakana",
         Twin("company_misspelled", "body", "有限会社田中洋酒店", "有限会社田仲洋酒店", "a homophone character",
              found="田仲洋酒店", expected="田中洋酒店")),
    Mail("P022", "s2", "Campione di foglie di alloro – Spezie Leopardi",
         "Gentile Dott.ssa Leopardi,\n\ncome richiesto, abbiamo spedito oggi il campione di 1 kg di foglie di "
         "alloro essiccate, foglie intere, raccolte a mano sulle colline di Cetinje. In allegato trova il "
         "certificato di analisi (umidità, olio essenziale, microbiologia, pesticidi).\n\n"
         "Per Spezie Leopardi S.r.l. possiamo offrire sacchi da 10 kg, consegna DAP Milano.\n\n"
         "Cordiali saluti,\nMilica Vukotić Radonjić\nResponsabile export\nLovćen Gourmet d.o.o.",
         "Italian reply to the note's sample request; Dott.ssa; sender title translated",
         Twin("artifact", "body", "abbiamo spedito oggi il campione", "abbiamo spedito oggi oggi il campione",
              "a doubled word", found="oggi oggi", expected="oggi")),
    Mail("P023", "s2", "Hojas de laurel secas de Montenegro",
         "Estimada Sra. Casanova:\n\nMe llamo Milica Vukotić Radonjić y soy responsable de exportación de "
         "Lovćen Gourmet d.o.o., en Montenegro. Exportamos hojas de laurel secas, seleccionadas a mano, "
         "enteras o trituradas.\n\nSi Especias Casanova S.L. busca un segundo origen además de Turquía, con "
         "mucho gusto le envío una muestra a su almacén.\n\nUn cordial saludo,\n" + SIG2,
         "Spanish; Turkey named as another origin; company with legal form",
         Twin("company_foreign", "body", "Especias Casanova S.L.", "Spezie Leopardi S.r.l.",
              "another buyer of the same category")),
    Mail("P024", "s2", "Dried bay leaves from Montenegro / Φύλλα δάφνης",
         "Αγαπητέ κύριε Φουντζούλα,\n\nI am writing from Lovćen Gourmet d.o.o. in Montenegro. We export dried "
         "bay leaves, hand-picked in the hills above the Bay of Kotor and sorted to whole-leaf grade, in 10 kg "
         "cartons.\n\nI know Greece grows its own bay, but demand often runs ahead of local harvests. If "
         "Μπαχαρικά Φουντζούλας Α.Ε. ever needs additional lots, we can deliver by truck to Thessaloniki "
         "within a week.\n\nΜε εκτίμηση,\n" + SIG2,
         "English with a Greek vocative greeting (Φουντζούλα) and closing; company in Greek inside English",
         Twin("contact_wrong", "body", "κύριε Φουντζούλα,", "κύριε Αβραμίδη,", "another family name",
              found="Αβραμίδη", expected="Φουντζούλας")),
    Mail("P025", "s3", "Senna pods for Narayan Herbals – sennoside 2.5% and above",
         "नमस्ते पद्मिनी जी,\n\nIt was good meeting you at CPHI India in Greater Noida. You mentioned that your "
         "minimum is 2.5% sennosides; our hand-picked senna pods from the Kassala region test between 2.8% and "
         "3.4% (HPLC, lab report per lot).\n\nWe ship in 40 kg pressed bales from Port Sudan to Nhava Sheva "
         "or Mundra. Could नारायण हर्बल्स प्राइवेट लिमिटेड use a 5 tonne trial in India this quarter?\n\n"
         "With regards,\n" + SIG3,
         "English with Hindi greeting (given name + जी); both parts of the note; company in Devanagari inside English",
         Twin("country_wrong", "body", "a 5 tonne trial in India", "a 5 tonne trial in Sri Lanka",
              "a neighbouring country", found="Sri Lanka", expected="India")),
    Mail("P026", "s3", "Sennesschoten aus dem Sudan",
         "Sehr geehrte Frau Dowerg,\n\nals Einkäuferin pflanzliche Rohstoffe bei Dowerg Phytopharm GmbH suchen "
         "Sie vermutlich gut dokumentierte Drogen in Arzneibuchqualität. Wir exportieren Sennesfrüchte "
         "(Cassia senna, Ph. Eur.) aus dem Sudan, handverlesen, mit Analysenzertifikat je Charge.\n\n"
         "Gern sende ich Ihnen ein Muster von 500 g nach Deutschland.\n\nMit freundlichen Grüßen\n"
         "Amna Osman Abdelrahim\nLeiterin Exportabteilung\nGash Delta Agricultural Trading Co. Ltd.\nKassala, Sudan",
         "German; recorded title inside the sentence; Sennesfrüchte = senna pods; sender title translated",
         Twin("title_wrong", "body", "als Einkäuferin pflanzliche Rohstoffe", "als Vertriebsleiterin",
              "a sales title for a purchasing one", found="Vertriebsleiterin",
              expected="Einkäuferin pflanzliche Rohstoffe")),
    Mail("P027", "s3", "苏丹番泻叶荚（番泻果）供货",
         "熊主管您好：\n\n我是苏丹 Gash Delta Agricultural Trading Co. Ltd. 出口部负责人 Amna Osman Abdelrahim。"
         "我们出口苏丹番泻叶荚（番泻果，senna pods），人工采摘，番泻苷含量 2.5% 以上，每批附检测报告。\n\n"
         "如果安徽熊氏中药材有限公司有采购需求，我们可以寄样品，并报 CIF 上海价格。\n\n顺祝商祺！\n"
         "Amna Osman Abdelrahim\n+249 411 822 304",
         "Simplified Chinese; 熊主管 (family name + title); category in Chinese",
         Twin("category_wrong", "body", "我们出口苏丹番泻叶荚（番泻果，senna pods）", "我们出口苏丹番泻叶（senna leaves）",
              "a neighbouring product: the leaves for the pods", found="番泻叶（senna leaves）",
              expected="番泻叶荚 / senna pods")),
    Mail("P028", "s3", "White sorghum from Gedaref for your feed mill",
         "السيد تركي الغامدي المحترم،\n\nI am writing to introduce Gash Delta Agricultural Trading Co. Ltd. from "
         "Kassala, Sudan. We export white sorghum from the Gedaref and Kassala rain-fed farms, cleaned to "
         "max. 2% foreign matter, in bulk or 50 kg bags.\n\nSudanese sorghum has been shipped to Saudi feed "
         "mills for decades, and the short crossing from Port Sudan to Jeddah keeps freight low. Would "
         "شركة الغامدي للأعلاف like an offer for the coming season?\n\nBest regards,\n" + SIG3,
         "English with an Arabic greeting (name + المحترم); company in Arabic inside English",
         Twin("company_missing", "body", "شركة الغامدي للأعلاف", "your company",
              "the company replaced by a generic phrase", found="your company")),
    Mail("P029", "s3", "White sorghum offer – 50 kg PP bags, FOB Port Sudan",
         "Dear Mr Mahmoud El-Gammal,\n\nFollowing your enquiry, here is our offer for white sorghum for your "
         "poultry feed mills: Feterita type, protein 10-11%, moisture max. 13%, packed in 50 kg PP bags, FOB "
         "Port Sudan.\n\nWe can load 3,000 tonnes per month from December. The price is valid for ten days.\n\n"
         "Kind regards,\nAmna Osman\nGash Delta Agricultural Trading Co. Ltd.",
         "English reply to the note's request; Latin transliteration of the Arabic name; sender name shortened",
         Twin("note_wrong", "body", "packed in 50 kg PP bags", "packed in 25 kg PP bags",
              "the note misquoted (bag size)", found="25 kg PP bags", expected="50 kg PP bags")),
    Mail("P030", "s3", "Cane molasses – Sudan origin",
         "Dear Mr Rashid,\n\nAs procurement manager at الظاهري للتجارة العامة ذ.م.م you may be sourcing cane "
         "molasses for feed or fermentation customers in the UAE. We export cane molasses from the White Nile "
         "sugar estates, Brix 80-85, TSAI around 48%, in flexitanks or bulk.\n\nShipping from Port Sudan to "
         "Jebel Ali takes about a week. May I send you our specification?\n\nKind regards,\n" + SIG3,
         "English; Gulf style given name (Mr Rashid); company in Arabic inside English; title in lower case",
         Twin("sender_wrong", "body", "+249 411 822 304", "+249 411 822 340", "the sender's phone",
              expected="+249 411 822 304")),
    Mail("P031", "s3", "Cane molasses for baker's yeast – sugar content",
         "Dear Mr Sultan Al-Zahrani,\n\nThank you for asking about sugar content. Our cane molasses for "
         "مصنع الزهراني للخميرة would come with TSAI (total sugars as invert) of 48-52%, Brix 82-85, sulphated "
         "ash below 12%; low in the volatile acids that slow down yeast growth.\n\nWe supply in flexitanks "
         "to Jeddah Islamic Port. A lab certificate is issued for every shipment.\n\nBest regards,\n" + SIG3,
         "English reply to the note's question; TSAI from the note; company in Arabic",
         Twin("company_foreign", "body", "مصنع الزهراني للخميرة", "الظاهري للتجارة العامة ذ.م.م",
              "another buyer of the same category")),
    Mail("P032", "s4", "Yellowfin tuna loins for the Japanese market – after THAIFEX",
         "เรียน คุณทิพรดา,\n\nThank you for visiting our stand at THAIFEX in Bangkok. You mentioned that "
         "บริษัท นานายน ซีฟู้ด จำกัด processes loins for the Japanese market, so our ultra-low-temperature line "
         "may be interesting: frozen yellowfin tuna loins, -60 °C, CO-free, sashimi grade, from longliners "
         "landing in Port Victoria.\n\nI can send you a price CFR Bangkok for a 20 ft reefer.\n\n"
         "ขอแสดงความนับถือ\n" + SIG4,
         "English with Thai greeting and closing; first contact after the note's fair; company in Thai",
         Twin("artifact", "body", "frozen yellowfin tuna loins, -60 °C,", "frozen yellowfin tuna loins, -60 °C, -60 °C,",
              "a doubled phrase", found="-60 °C, -60 °C", expected="-60 °C")),
    Mail("P033", "s4", "Lombi di tonno pinna gialla dalle Seychelles",
         "Gentile Signora Cardano,\n\nsono Marie-Josée Hoareau, responsabile export di Anse Royale Marine & Spice "
         "(Pty) Ltd a Victoria, Seychelles. Forniamo lombi di tonno pinna gialla congelati, pescati con palangari "
         "nell'Oceano Indiano, ideali per conserve di alta qualità.\n\nSe Conserve Cardano S.p.A. è interessata, "
         "posso inviarle la scheda tecnica e un prezzo CFR Salerno.\n\nCordiali saluti,\n" + SIG4,
         "Italian; sender title translated; category in Italian",
         Twin("contact_wrong", "body", "Gentile Signora Cardano,", "Gentile Signora Cardone,", "a near-miss family name",
              found="Cardone", expected="Cardano")),
    Mail("P034", "s4", "Lomos de atún aleta amarilla – certificación",
         "Estimada Sra. Mata:\n\nSobre su consulta: nuestros lomos de atún aleta amarilla proceden de la "
         "pesquería de palangre de Seychelles, en evaluación para MSC, y cada lote viaja con certificado de "
         "captura de la UE. Los congelamos a -35 °C, como nos pidió.\n\nPara Conservas Mata S.A. en España podemos "
         "ofrecer contenedores de 20 pies CFR Vigo.\n\nUn saludo,\nMarie-Josée Hoareau\nDirectora de Exportación\n"
         "Anse Royale Marine & Spice (Pty) Ltd",
         "Spanish reply to the note; sustainability certificate and -35 °C from the note",
         Twin("country_wrong", "body", "Conservas Mata S.A. en España", "Conservas Mata S.A. en Portugal",
              "a neighbouring country", found="Portugal", expected="Spain")),
    Mail("P035", "s4", "Huile essentielle de feuille de cannelle – fiche IFRA et échantillon",
         "Monsieur Dupuis,\n\nSuite à votre demande, vous trouverez ci-joint la fiche IFRA de notre huile "
         "essentielle de feuille de cannelle (Cinnamomum verum, Seychelles, eugénol 75-85 %). L'échantillon de "
         "100 ml part demain par DHL vers Arômes Dupuis.\n\nNous distillons sur Mahé dans notre propre "
         "alambic.\n\nBien cordialement,\nMarie-Josée Hoareau\nResponsable export et ventes\n"
         "Anse Royale Marine & Spice (Pty) Ltd\nVictoria, Seychelles\n+248 437 1925",
         "French reply to the note (in French); company without SAS; sender title translated",
         Twin("sender_wrong", "body", "Anse Royale Marine & Spice (Pty) Ltd\nVictoria",
              "Anse Royal Marine & Spice (Pty) Ltd\nVictoria", "the sender's company misspelled",
              found="Anse Royal Marine & Spice", expected="Anse Royale Marine & Spice (Pty) Ltd")),
    Mail("P036", "s4", "Олія листя кориці із Сейшельських островів",
         "Шановна пані Вікторіє,\n\nмене звати Марі-Жозе Оро, я менеджерка з експорту компанії Anse Royale "
         "Marine & Spice (Pty) Ltd (Сейшельські острови). Ми виробляємо ефірну олію листя кориці "
         "(Cinnamomum verum) з високим вмістом евгенолу.\n\nЯкщо ТОВ «Колодуб Аромат» шукає постачальника, "
         "надішлю зразок і сертифікат аналізу.\n\nЗ повагою,\nМарі-Жозе Оро\n" + SIG4,
         "Ukrainian; vocative given name; sender name in Cyrillic; company with Ukrainian quotes",
         Twin("company_misspelled", "body", "ТОВ «Колодуб Аромат»", "ТОВ «Колодоб Аромат»", "a changed vowel",
              found="Колодоб Аромат", expected="Колодуб Аромат")),
    Mail("P037", "s4", "Cinnamon leaf oil from the Seychelles",
         "Dear Mr White,\n\nI'm Marie-Josée Hoareau from Anse Royale Marine & Spice in the Seychelles. We "
         "distil cinnamon leaf oil from wild Cinnamomum verum on Mahé; eugenol content runs 75-85%, and the "
         "oil is steam-distilled in small batches.\n\nIf White Essential Oils, Inc. is looking for a traceable "
         "origin, I'd be glad to ship a 50 ml sample to you.\n\nWarm regards,\n" + SIG4,
         "English; company without its legal form in the opening line",
         Twin("category_wrong", "body", "distil cinnamon leaf oil from", "distil cinnamon bark oil from",
              "a neighbouring product", found="cinnamon bark oil", expected="cinnamon leaf oil")),
    Mail("P038", "s4", "Swordfish steaks 180-220 g, CFR Hai Phong",
         "Kính gửi chị Mai,\n\nThank you for your enquiry. As Trưởng phòng Thu mua you asked for swordfish steaks of "
         "180-220 g, vacuum packed: we can cut to that range from longline swordfish landed in Victoria, "
         "individually vacuum packed and frozen at -40 °C.\n\nI will send our price CFR Hai Phong for a "
         "20 ft reefer by Friday.\n\nTrân trọng,\n" + SIG4,
         "English with Vietnamese greeting (chị + given name) and closing; title in Vietnamese inside English",
         Twin("title_wrong", "body", "As Trưởng phòng Thu mua you", "As Giám đốc Kinh doanh you",
              "a sales director's title for the purchasing head", found="Giám đốc Kinh doanh",
              expected="Trưởng phòng Thu mua")),
    Mail("P039", "s4", "Diepvries zwaardvissteaks uit de Seychellen",
         "Beste meneer Zaal,\n\nIk ben Marie-Josée Hoareau van Anse Royale Marine & Spice (Pty) Ltd op de "
         "Seychellen. Wij leveren diepvries zwaardvissteaks, met de lijn gevangen, per stuk vacuüm verpakt.\n\n"
         "Als inkoper vis bij Visgroothandel Zaal B.V. zoekt u misschien een vaste leverancier; ik stuur u "
         "graag een prijs CFR Rotterdam.\n\nMet vriendelijke groet,\n" + SIG4,
         "Dutch; recorded title inside the sentence; category in Dutch",
         Twin("company_missing", "body", "Visgroothandel Zaal B.V.", "uw bedrijf",
              "the company replaced by a generic phrase", found="uw bedrijf")),
    Mail("P040", "s4", "Great to meet you at Fine Food Australia",
         "Hi Robert,\n\nThanks for stopping by at Fine Food Australia in Melbourne. As you supply restaurants in "
         "Sydney, our frozen swordfish steaks might be a good fit: line-caught in Seychelles waters, cut to "
         "order and vacuum packed.\n\nI'll send George Seafoods a price list CFR Sydney this week.\n\n"
         "Kind regards,\nMarie-Josée\n" + SIG4,
         "English; first contact after the note's fair; company without Pty Ltd",
         Twin("note_wrong", "body", "at Fine Food Australia in Melbourne", "at Seafood Directions in Melbourne",
              "a fair the note does not name", found="Seafood Directions", expected="Fine Food Australia")),
]
