"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

SIG1 = "Marisol Cho Usher\nExport Sales Manager\nStann Creek Valley Exports Ltd.\nDangriga, Belize\n+501 522 3417"
SIG2 = "Milica Vukotić Radonjić\nMenadžerka za izvoz\nLovćen Gourmet d.o.o.\nCetinje, Montenegro\n+382 41 231 560"

MAILS = [
    Mail("P001", "s1", "Anuga – Grapefruitsaftkonzentrat aus Belize",
         "Sehr geehrte Frau Berger,\n\nvielen Dank für das nette Gespräch an unserem Stand auf der Anuga in Köln. "
         "Wie besprochen sende ich Ihnen anbei die Spezifikation unseres Grapefruitsaftkonzentrats mit 58 °Brix "
         "(weiß und pink, Ernte 2024/25, abgefüllt in 250-kg-Fässern oder Bag-in-Box).\n\n"
         "Das 20-kg-Muster für die Berger Fruchtsaft GmbH kann nächste Woche per Kurier nach Deutschland gehen. "
         "Dürfen wir dafür Ihre Lieferadresse im Lager verwenden oder soll es direkt ins Labor?\n\n"
         "Mit freundlichen Grüßen aus Dangriga\n\n" + SIG1,
         "German; first contact after the fair the note names; Brix and sample size from the note",
         Twin("note_wrong", "body", "auf der Anuga in Köln", "auf der Fruit Logistica in Berlin",
              "a fair the note does not name", found="Fruit Logistica in Berlin", expected="Anuga Cologne")),
    Mail("P002", "s1", "Grapefruit juice concentrate for Vergeer Sappen",
         "Dear Ms Vergeer,\n\nI am writing from Stann Creek Valley Exports in Belize. We process grapefruit from "
         "our own groves in the Stann Creek valley and ship frozen grapefruit juice concentrate (58-60 °Brix) "
         "to juice packers in Europe, mostly through Rotterdam.\n\n"
         "As inkoper grondstoffen at Vergeer Sappen B.V. you may be looking at a second origin next to Florida and "
         "Mexico. Could I send you our current spec sheet and a price indication CFR Rotterdam?\n\n"
         "Kind regards,\n" + SIG1,
         "English; recorded title in Dutch inside an English sentence; company with and without B.V.",
         Twin("company_misspelled", "body", "Vergeer Sappen B.V.", "Vergeer Sapen B.V.", "a lost p",
              found="Vergeer Sapen")),
    Mail("P003", "s1", "Grapefruit concentrate in 250 kg aseptic drums",
         "Dear Ms Takahashi,\n\nThank you for your interest in our grapefruit juice concentrate. I understand "
         "that 株式会社高橋飲料 needs the product in 250 kg aseptic drums, and that is exactly how we pack for "
         "Asian customers: steel drums with double aseptic bags, shipped frozen at -18 °C.\n\n"
         "I have addressed this to you as 購買部 課長, but please forward it if another colleague handles citrus. "
         "We can ship from Belize City via Manzanillo to Yokohama or Kobe.\n\n"
         "Best regards,\nMarisol Usher\nStann Creek Valley Exports Ltd.\n+501 522 3417",
         "English, as the note asks; the drums from the note; Japanese company and title inside English",
         Twin("title_wrong", "body", "as 購買部 課長", "as 営業部 課長", "sales section manager for purchasing",
              found="営業部 課長", expected="購買部 課長")),
    Mail("P004", "s1", "Koncentrat soku grejpfrutowego z Belize",
         "Dzień dobry Panie Krzysztofie,\n\nmy name is Marisol Usher and I handle exports at Stann Creek Valley "
         "Exports Ltd. in Belize. We supply grapefruit juice concentrate to several pressing houses in Europe and "
         "would like to add a partner in Poland.\n\nIf Tłocznia Kamyk blends grapefruit into its juices or "
         "nectars, I would be glad to send a 5 kg sample to your plant and a price CIF Gdynia.\n\n"
         "Z poważaniem,\n" + SIG1,
         "English with Polish greeting (vocative Krzysztofie), subject and closing; company without Sp. z o.o.",
         Twin("country_wrong", "body", "a partner in Poland", "a partner in the Czech Republic",
              "a neighbouring country", found="the Czech Republic", expected="Poland")),
    Mail("P005", "s1", "Concentré de jus de pamplemousse – offre pour Stevenson Beverage",
         "Bonjour Madame Stevenson,\n\nJe me permets de vous écrire en français, comme vous le préférez. "
         "Je suis responsable des ventes export chez Stann Creek Valley Exports Ltd., au Belize. Nous produisons "
         "du concentré de jus de pamplemousse (58 °Brix, blanc et rose) et livrons déjà des embouteilleurs en "
         "Amérique du Nord.\n\nPour Stevenson Beverage Co. Inc., nous pourrions proposer des fûts de 250 kg livrés "
         "CFR Montréal, avec certificat d'analyse par lot. Souhaitez-vous recevoir notre fiche technique ?\n\n"
         "Meilleures salutations,\nMarisol Cho Usher\nExport Sales Manager\nStann Creek Valley Exports Ltd.\n"
         "Dangriga, Belize",
         "French as the note asks; sender title translated in the sentence; company twice (subject, body)",
         Twin("company_missing", "body", "Stevenson Beverage Co. Inc.", "votre entreprise",
              "the company replaced by a generic phrase", found="votre entreprise")),
    Mail("P006", "s1", "Following up from Seafood Expo North America – queen conch",
         "Hi Natasha,\n\nGreat to meet you at Seafood Expo North America in Boston last month. As promised, here "
         "is a short note on our frozen queen conch meat.\n\nWe pack cleaned conch (Strombus gigas, 100% "
         "cleaned, 5 lb blocks) under the Belize Fisheries Department's quota, and every lot travels with its "
         "CITES export permit, so the paperwork Martinez Seafood Distributors needs is covered. We usually ship "
         "reefer containers to Miami.\n\nHappy to send the latest price list whenever suits you.\n\nBest,\n"
         "Marisol\n\nMarisol Cho Usher | Export Sales Manager\nStann Creek Valley Exports Ltd., Dangriga, Belize\n"
         "+501 522 3417 | marisol.usher@stanncreekexports.bz",
         "English; first contact after the note's fair; CITES from the note; company without its legal form",
         Twin("sender_wrong", "body", "+501 522 3417", "+501 522 3471", "the sender's phone, two digits swapped",
              expected="+501 522 3417")),
    Mail("P007", "s1", "Lambi congelé du Belize pour Marée Meyer",
         "Madame Meyer,\n\nNous exportons depuis le Belize de la chair de lambi congelée (Strombus gigas), "
         "nettoyée à 100 %, en blocs de 2,5 kg, pêchée sous quota et accompagnée des permis CITES.\n\n"
         "En tant qu'acheteuse produits de la mer chez Marée Meyer SAS, vous connaissez sans doute la "
         "demande antillaise en métropole. Nous pouvons livrer en conteneur frigorifique jusqu'au Havre.\n\n"
         "Je vous envoie volontiers nos prix.\n\nCordialement,\nMarisol Cho Usher\nResponsable export\n"
         "Stann Creek Valley Exports Ltd. (Belize)",
         "French; lambi = queen conch; recorded title inside the sentence; sender title translated",
         Twin("contact_wrong", "body", "Madame Meyer,", "Madame Mercier,", "another family name",
              found="Mercier", expected="Meyer")),
    Mail("P008", "s1", "貝里斯冷凍女王鳳凰螺肉",
         "吳經理您好：\n\n我是貝里斯 Stann Creek Valley Exports Ltd. 的出口業務經理 Marisol Cho Usher。"
         "本公司出口冷凍女王鳳凰螺肉（Strombus gigas），100% 去殼清理，每塊 5 磅，並附 CITES 出口許可證。\n\n"
         "得知吳記海產股份有限公司經營高級海產，想請問貴公司是否有興趣試單？我們可報 CIF 高雄價格。\n\n"
         "敬祝 商祺\nMarisol Cho Usher\n出口業務經理\nStann Creek Valley Exports Ltd.\n+501 522 3417",
         "Traditional Chinese; 吳經理 (family name + title); category in Chinese; Kaohsiung port",
         Twin("company_misspelled", "body", "吳記海產股份有限公司", "武記海產股份有限公司",
              "a homophone character", found="武記海產股份有限公司")),
    Mail("P009", "s1", "Frozen queen conch meat from Belize / 벨리즈산 냉동 여왕소라",
         "안민서 과장님께,\n\nI hope you don't mind me writing in English. I am the export sales manager at "
         "Stann Creek Valley Exports Ltd. in Belize, and we supply frozen queen conch meat, fully cleaned and "
         "block-frozen, with CITES permits for each shipment.\n\nQueen conch is still new in Korea, but its "
         "firm white meat works well for sashimi and grilled dishes, and I believe 주식회사 안씨푸드 could "
         "be a good first partner. Could I send you a price for a trial of 1 tonne CFR Busan?\n\n"
         "감사합니다.\n" + SIG1,
         "English with Korean greeting (name + title + 님께) and closing; company in Hangul inside English",
         Twin("category_wrong", "body", "we supply frozen queen conch meat,", "we supply frozen whelk meat,",
              "a neighbouring product", found="frozen whelk meat", expected="frozen queen conch meat")),
    Mail("P010", "s1", "青岛渔博会后续：伯利兹冷冻女王凤凰螺肉",
         "聂经理您好！\n\n很高兴在青岛中国国际渔业博览会上与您交流。作为厦门聂氏水产贸易有限公司的采购经理，"
         "您提到需要 5 公斤一块的包装——我们的冷冻女王凤凰螺肉正是 5 公斤块冻，100% 清洗去膜，每批附 CITES 出口许可证。\n\n"
         "附件是我们的规格表。如方便，我可以报 CFR 厦门的价格。\n\n此致\n敬礼\n\nMarisol Cho Usher\n出口销售经理\n"
         "Stann Creek Valley Exports Ltd.（伯利兹）",
         "Simplified Chinese; first contact after the note's fair (Qingdao); 5 kg blocks from the note",
         Twin("title_wrong", "body", "的采购经理，", "的销售经理，", "a sales manager for a purchasing one",
              found="销售经理", expected="采购经理")),
    Mail("P011", "s1", "Re: red kidney bean samples",
         "Dear Victor,\n\nThank you for your request. Samples of both our light speckled and dark red kidney "
         "beans left Belize City today by DHL, 1 kg of each, from the same lots we would pack in 25 kg "
         "polypropylene bags for Phillips Pulses.\n\nBoth are this season's crop from Mennonite farms in the "
         "Cayo district, machine-cleaned and sorted, moisture below 16%. Let me know how they cook up.\n\n"
         "Kind regards,\nMarisol\n\nStann Creek Valley Exports Ltd.",
         "English reply to the note's sample request; signature with given name and company only",
         Twin("category_wrong", "subject", "red kidney bean samples", "black bean samples", "a neighbouring pulse",
              found="black bean", expected="red kidney bean")),

    Mail("P012", "s1", "Belize red kidney beans for Crawford Wholefoods",
         "Hi George,\n\nI'm Marisol from Stann Creek Valley Exports in Belize. We grow and clean red kidney beans "
         "with Mennonite farmers in the Cayo district and ship them in 25 kg bags or 1 t totes.\n\n"
         "Australia doesn't see many Central American beans, but our dark reds have a good, even size "
         "(about 180-200 beans per 100 g) that canners and bulk stores like. Would Crawford Wholefoods Pty Ltd "
         "be interested in a 20 ft container trial CFR Brisbane or Sydney?\n\nCheers,\n" + SIG1,
         "English, informal; company in subject and body; origin region inside Belize",
         Twin("company_foreign", "body", "Would Crawford Wholefoods Pty Ltd", "Would Andrews & Sons (Wholesale) Limited",
              "another buyer of the same category", found="Andrews & Sons (Wholesale) Limited",
              expected="Crawford Wholefoods Pty Ltd")),
    Mail("P013", "s1", "Červené fazole z Belize",
         "Dobrý den, paní Kovářová,\n\ndovolte, abych se představila. Jsem Marisol Cho Usher, vedoucí exportu "
         "společnosti Stann Creek Valley Exports Ltd. z Belize. Vyvážíme červené fazole (red kidney beans), "
         "tmavě červené i světle skvrnité, balené po 25 kg.\n\nPokud firma Kovářová Luštěniny s.r.o. hledá "
         "nového dodavatele, ráda Vám pošlu vzorek a cenu CIF Hamburg.\n\nS pozdravem\n" + SIG1,
         "Czech; female surname form in the greeting; category in Czech with English in brackets",
         Twin("contact_wrong", "body", "paní Kovářová,", "paní Kovaříková,", "a near-miss family name",
              found="Kovaříková", expected="Kovářová")),
    Mail("P014", "s1", "Kosher-certified red kidney beans from Belize",
         "שלום נגה,\n\nI know that קטניות אהרן בע\"מ needs a kosher certificate with every shipment, so let "
         "me start there: our red kidney beans are packed in a plant certified kosher by the OU, and a "
         "certificate is issued for each lot.\n\nWe are Stann Creek Valley Exports Ltd. from Belize. Our "
         "beans are cleaned and sorted to supermarket standard, so they should suit the chains you supply. "
         "Could I quote you a container CIF Ashdod or Haifa?\n\nBest regards,\nMarisol Cho Usher\n"
         "Export Sales Manager, Stann Creek Valley Exports Ltd.\n+501 522 3417",
         "English with a Hebrew greeting; both parts of the note used; company in Hebrew inside English",
         Twin("note_wrong", "body", "needs a kosher certificate", "needs a halal certificate",
              "the note misquoted", found="halal certificate", expected="kosher certificate")),
    Mail("P015", "s1", "Red kidney beans – Belize origin",
         "Dear Mr Andrews,\n\nAs Purchasing Director of Andrews & Sons (Wholesale) Limited you will know how "
         "tight the kidney bean market has been. We are a Belizean exporter (Stann Creek Valley Exports Ltd.) "
         "with steady supply of red kidney beans from this season's crop.\n\nWe can offer 25 kg bags, "
         "delivered CIF Felixstowe, with phytosanitary and origin certificates. May I send you a sample and "
         "our current offer?\n\nYours sincerely,\n" + SIG1,
         "English, formal; full company with brackets; title inside the sentence",
         Twin("title_wrong", "body", "As Purchasing Director of", "As Sales Director of",
              "a sales title for a purchasing one", found="Sales Director", expected="Purchasing Director")),
    Mail("P016", "s2", "Njeguški pršut – ganze Keulen für Feinkost Schütz",
         "Liebe Frau Schütz,\n\nes hat mich sehr gefreut, Sie auf der Alles für den Gast in Salzburg "
         "kennenzulernen. Sie hatten nach Preisen für ganze Keulen gefragt: Unser Njeguški pršut wird in "
         "Njeguši über Buchenholz geräuchert und mindestens 12 Monate gereift; eine ganze Keule wiegt "
         "7-9 kg.\n\nFür Feinkost Schütz GmbH könnten wir ab 20 Keulen frei Haus Österreich liefern. "
         "Die Preisliste schicke ich Ihnen gern diese Woche.\n\nHerzliche Grüße aus Cetinje\n"
         "Milica Vukotić Radonjić\nExportleiterin, Lovćen Gourmet d.o.o.",
         "German; the note's fair and request; sender title translated (Exportleiterin)",
         Twin("company_missing", "body", "Feinkost Schütz GmbH", "Ihr Unternehmen",
              "the company replaced by a generic phrase", found="Ihr Unternehmen")),
    Mail("P017", "s2", "Njeguški pršut for Šalić Delikatese",
         "Dear Mr Šalić,\n\nMy name is Milica Vukotić Radonjić, and I run exports at Lovćen Gourmet d.o.o. in "
         "Cetinje. Your customers in Croatia already know Njeguški pršut from holidays on the coast; we would "
         "like to supply Šalić Delikatese d.o.o. directly, whole legs or vacuum-packed slices of 100 g.\n\n"
         "Since Montenegro is not in the EU, our plant is EU-approved for export and every lot carries a "
         "veterinary certificate. Shall I send samples?\n\nBest regards,\n" + SIG2,
         "English; recorded title not used; Montenegro named as the sender's country",
         Twin("country_wrong", "body", "Your customers in Croatia", "Your customers in Slovenia",
              "a neighbouring country", found="Slovenia", expected="Croatia")),
    Mail("P018", "s2", "Njeguški pršut – US import status",
         "Hi Ryan,\n\nThanks for asking about USDA eligibility. To be straightforward: Montenegro is not yet "
         "on the USDA FSIS list of countries eligible to export cured pork to the United States, so we cannot "
         "ship Njeguški pršut to David Imports today.\n\nOur plant is EU-approved and we have started the "
         "process. As soon as there is news I'll let you know; the Balkan delis you supply in Chicago and "
         "St. Louis are exactly the customers we would love to reach.\n\nAll the best,\nMilica\n\n" + SIG2,
         "English; honest answer to the note's request; company without Inc.; cities from the note",
         Twin("artifact", "body", "Our plant is EU-approved and we have started the process.",
              "Our plant is EU-approved and we have started the process. Our plant is EU-approved.",
              "a repeated sentence", found="Our plant is EU-approved.", expected="")),
    Mail("P019", "s2", "Krstač von der ProWein – gemischte Palette",
         "Guten Tag Herr Textor,\n\nschön, dass wir uns auf der ProWein in Düsseldorf kurz unterhalten konnten. "
         "Sie interessierten sich für eine gemischte Palette: Wir könnten Ihnen 60 Flaschen Krstač aus zwei "
         "Lagen (Ćemovsko polje und Crmnica) und 30 Flaschen unseres Krstač Reserve zusammenstellen.\n\n"
         "Der Krstač ist die autochthone weiße Sorte Montenegros: trocken, mit Noten von Birne und Mandel. "
         "Soll ich Ihnen ein Angebot für die Weinhandel Textor schicken?\n\nBeste Grüße\n"
         "Milica Vukotić Radonjić\nLovćen Gourmet d.o.o., Cetinje",
         "German; first contact after the note's fair; the mixed pallet from the note; company with article",
         Twin("sender_wrong", "body", "Lovćen Gourmet d.o.o., Cetinje", "Lovćen Gourmet d.d., Cetinje",
              "the sender's legal form", found="Lovćen Gourmet d.d.", expected="Lovćen Gourmet d.o.o.")),
    Mail("P020", "s2", "Vinho branco Krstač de Montenegro",
         "Prezado Sr. da Cunha,\n\nsou Milica Vukotić Radonjić, gerente de exportação da Lovćen Gourmet "
         "d.o.o., em Cetinje, Montenegro. Exportamos o Krstač, uva branca nativa de Montenegro, "
         "vinificado seco, com 12,5% de álcool.\n\nComo Gerente de Compras da da Cunha Importadora de Vinhos "
         "Ltda., talvez o senhor procure vinhos brancos diferentes para o mercado brasileiro. Posso enviar "
         "amostras para São Paulo?\n\nAtenciosamente,\n" + SIG2,
         "Portuguese; recorded title inside the sentence; company starting with lower-case da after 'da'",
         Twin("category_wrong", "body", "Exportamos o Krstač, uva branca", "Exportamos o Vranac, uva tinta",
              "a neighbouring product (Montenegro's red)", found="Vranac, uva tinta", expected="Krstač white wine")),
]
