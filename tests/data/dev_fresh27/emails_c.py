"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, P010 and P028
without), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    # N041 P001 -- English follow-up on the writer's own certificate e-mail
    Mail("P001", "s1",
         "Re: Ecocert certificate for our fonio",
         "Dear Frédérique,\n\n"
         "Just a short follow-up on the Ecocert certificate I sent last week. Has your quality team had "
         "time to look at it? If everything is in order, Maillot Saveurs du Monde could receive a first "
         "pallet of fonio in 500 g pouches in about five weeks.\n\n"
         "Best regards,\nMariama\n\nFouta Labé Agro-Minerais SARLU",
         "English follow-up; given name; company without legal form",
         Twin("company_missing", "body", "Maillot Saveurs du Monde could receive", "your shop could receive",
              "Maillot Saveurs du Monde SAS", "the buyer's company is never named", found="your shop")),
    # N042 P003 -- English follow-up on the samples
    Mail("P003", "s1",
         "Did the fonio samples reach you?",
         "Hi Lisa,\n\n"
         "Our courier shows the two 1 kg fonio samples as delivered to your warehouse on Tuesday. I hope "
         "the bakers had a chance to try them. If you need a larger trial lot before the gluten-free "
         "line goes out across the United States, we can send 25 kg by air.\n\n"
         "Best,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English follow-up on samples; country named",
         Twin("country_wrong", "body", "across the United States", "across Canada",
              "United States", "Canada is not the buyer's country", found="Canada")),
    # N043 P004 -- German, another short first e-mail (reply to the price request)
    Mail("P004", "s1",
         "Fonio für Zorbach Naturkost – Angebot",
         "Guten Tag Frau Zorbach,\n\n"
         "danke für das nette Gespräch in Nürnberg. Anbei, wie gewünscht, unser Angebot für Fonio in "
         "25-kg-Säcken, auf Wunsch auch in 1-kg-Beuteln für Ihre Läden.\n\n"
         "Viele Grüße\nMariama Diallo\nFouta Labé Agro-Minerais",
         "German; Nürnberg = the BIOFACH of the note; sender company without legal form",
         Twin("category_wrong", "body", "unser Angebot für Fonio in", "unser Angebot für Hirse in",
              "fonio grain", "millet, a neighbouring grain", found="Hirse")),
    # N044 P006 -- English follow-up on the writer's offer
    Mail("P006", "s1",
         "Following up: Griffonia contract for 2025",
         "Dear Mr Scialpi,\n\n"
         "I am following up on my offer of a quarterly Griffonia contract. We have just received the HPLC "
         "results of our new lot: 7.2% 5-HTP. Would you like a 2 kg sample before we reserve 20 tonnes "
         "for you?\n\n"
         "Kind regards,\nMariama Djouldé Diallo\nChargée des exportations\nFouta Labé Agro-Minerais SARLU\n"
         "m.diallo@foutalabe.gn",
         "English follow-up; note's HPLC, 5-HTP and 20 t",
         Twin("sender_wrong", "body", "Fouta Labé Agro-Minerais SARLU", "Fouta Labé Agro-Minerais SARL",
              "Fouta Labé Agro-Minerais SARLU", "the sender's legal form SARL for SARLU")),
    # N045 P011 -- English, another first e-mail (reply)
    Mail("P011", "s1",
         "Bauxite assay for 山东郭氏氧化铝有限公司",
         "Dear Manager Guo,\n\n"
         "Please find attached the independent assay of our latest bauxite cargo: Al2O3 46.8%, SiO2 2.1%. "
         "Both are within the limits 山东郭氏氧化铝有限公司 asked for. The next vessel could discharge at "
         "Yantai in about six weeks.\n\n"
         "Best regards,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English; note's assay limits and Yantai; company in Chinese",
         Twin("company_foreign", "body", "the limits 山东郭氏氧化铝有限公司 asked for", "the limits 上海赵氏酒业有限公司 asked for",
              "山东郭氏氧化铝有限公司", "another Chinese buyer's company of this set",
              found="上海赵氏酒业有限公司")),
    # N046 P013 -- English, another first e-mail (reply)
    Mail("P013", "s1",
         "Panamax offer, CFR Foynes",
         "Dear Tonicha,\n\n"
         "Since you look after raw materials procurement at Mitchell Shannon Minerals, I wanted to send "
         "you our firm offer directly: one Panamax cargo of 65,000 tonnes of gibbsitic bauxite, CFR "
         "Foynes, loading in March.\n\n"
         "Kind regards,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English; title paraphrased in lower case; note's CFR Foynes and Panamax",
         Twin("title_wrong", "body", "you look after raw materials procurement at", "you are Sales Director at",
              "Raw Materials Procurement Manager", "a sales director's title for the procurement manager",
              found="Sales Director")),
    # N047 P016 -- English, another first e-mail (reply)
    Mail("P016", "s2",
         "Peru balsam oil and IFRA",
         "Dear Ms Egli,\n\n"
         "Following your question at in-cosmetics Global about IFRA, I attach the IFRA conformity "
         "statement for our distilled Peru balsam oil. Crude balsam is not allowed in fragrance, but the "
         "distilled oil is within the limits.\n\n"
         "Best regards,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "English; note's fair and IFRA question",
         Twin("contact_wrong", "body", "Dear Ms Egli,", "Dear Ms Eggli,", "Séverine Egli",
              "the contact's family name misspelled", found="Ms Eggli")),
    # N048 P017 -- French, another first e-mail (reply)
    Mail("P017", "s2",
         "Baume du Pérou : prix et délai",
         "Chère Madame Morel,\n\n"
         "Après l'échantillon de 500 g, voici nos conditions pour Morel Matières Aromatiques : fûts de "
         "25 kg, 38 USD/kg CIP Marseille, expédition sous trois semaines.\n\n"
         "Bien à vous,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "French; note's 500 g sample; company without legal form",
         Twin("company_misspelled", "body", "pour Morel Matières Aromatiques :", "pour Morell Matières Aromatiques :",
              "Morel Matières Aromatiques SARL", "a doubled l in the family name", found="Morell Matières Aromatiques")),
    # N049 P019 -- English follow-up on the sample
    Mail("P019", "s2",
         "Indigo sample: any feedback from Sanxia?",
         "Dear Ms Hung,\n\n"
         "I hope the 1 kg indigo sample reached 洪氏藍染工坊. I would be glad to hear how the dye workshops "
         "in Sanxia found the colour and the indigotin content.\n\n"
         "Best regards,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "English follow-up; Hung = Wade-Giles romanisation of 洪; company short form in Chinese",
         Twin("artifact", "body", "I would be glad to hear how", "I would be glad to to hear how",
              "I would be glad to hear how", "a doubled word", found="glad to to hear")),
    # N050 P021 -- English, another first e-mail
    Mail("P021", "s2",
         "GOTS documents for natural indigo",
         "Dear Gilbert,\n\n"
         "As promised when we met in New York, here are the documents your GOTS certifier needs for our "
         "natural indigo: the process description, the safety data sheet and the test report on "
         "restricted substances.\n\n"
         "Regards,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "English; the note's Kingpins meeting as 'when we met in New York'",
         Twin("note_wrong", "body", "when we met in New York", "when we met at Première Vision in Paris",
              "Kingpins New York", "the note records Kingpins New York, not Première Vision Paris",
              found="Première Vision in Paris")),
    # N051 P022 -- Spanish, another first e-mail (reply)
    Mail("P022", "s2",
         "Loroco congelado: precios por caja",
         "Estimada Caroline:\n\n"
         "Como me pidió, le confirmo el precio por caja de 20 bolsas de 1 lb para Hodges Hispanic Foods: "
         "USD 97 FOB Acajutla. El número de registro de la FDA va en el certificado adjunto.\n\n"
         "Saludos,\nRafael Menjívar\nBálsamo del Pacífico, S.A. de C.V.",
         "Spanish to a US buyer of Hispanic foods; note's FDA number and 1 lb bags",
         Twin("company_missing", "body", "para Hodges Hispanic Foods:", "para su empresa:",
              "Hodges Hispanic Foods, Inc.", "the buyer's company is never named", found="su empresa")),
    # N052 P025 -- German follow-up on the samples
    Mail("P025", "s3",
         "Nachfrage: Musterflaschen Vranec",
         "Lieber Herr Börner,\n\n"
         "die sechs Musterflaschen Vranec Barrique sollten inzwischen bei Ihnen sein. Als Inhaber des "
         "Weinhandels Börner entscheiden Sie ja selbst: Passt der Wein zu Ihrem Sortiment? Der Preis von "
         "7,40 EUR ab Keller gilt bis Ende Juni.\n\n"
         "Herzliche Grüße\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "German follow-up; the recorded title Inhaber; company in the genitive",
         Twin("title_wrong", "body", "Als Inhaber des", "Als Einkaufsleiter des",
              "Inhaber", "a purchasing manager's title for the owner", found="Einkaufsleiter")),
    # N053 P027 -- English, another first e-mail (reply)
    Mail("P027", "s3",
         "Mixed container of Vranec, CIF Shanghai",
         "Dear Ms Zhao,\n\n"
         "Further to your request, our CIF Shanghai price for a mixed 20ft container of Vranec (young, "
         "reserve and barrique) is attached. The Chinese back labels are applied in Kavadarci before "
         "the wine leaves North Macedonia, so no relabelling is needed in China.\n\n"
         "Best regards,\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English; note's CIF Shanghai, mixed container and back labels; Ms + family name",
         Twin("country_wrong", "body", "no relabelling is needed in China", "no relabelling is needed in Taiwan",
              "China", "Taiwan is not the buyer's country", found="Taiwan")),
    # N054 P031 -- English, another first e-mail (reply)
    Mail("P031", "s3",
         "Moisture data for the Prilep-type leaf",
         "Dear Mr Akdeniz,\n\n"
         "Here is the moisture data you asked for: our 2024 Prilep-type oriental tobacco leaf was "
         "baled at 11.5% on average, measured on every tenth bale.\n\n"
         "Best regards,\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English; note's moisture data and 2024 crop",
         Twin("category_wrong", "body", "Prilep-type oriental tobacco leaf", "Prilep-type Virginia tobacco leaf",
              "oriental tobacco leaf", "Virginia, a neighbouring tobacco type", found="Virginia tobacco leaf")),
    # N055 P033 -- English, another first e-mail
    Mail("P033", "s3",
         "Oriental leaf offer for Мангъфова Тютюн",
         "Dear Ms Mangafova,\n\n"
         "After our talk at the Plovdiv fair, here is our offer for Мангъфова Тютюн ЕООД: 20 tonnes of "
         "2024 oriental leaf, grades 1-2, delivered to Plovdiv by truck.\n\n"
         "Kind regards,\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English; contact name transliterated; company in Cyrillic inside English; note's fair",
         Twin("company_foreign", "body", "here is our offer for Мангъфова Тютюн ЕООД:", "here is our offer for Akdeniz Yaprak Tütün A.Ş.:",
              "Мангъфова Тютюн ЕООД", "another tobacco buyer's company (Turkey)", found="Akdeniz Yaprak Tütün A.Ş.")),
    # N056 P037 -- English follow-up on the data sheet
    Mail("P037", "s4",
         "Following up on the grow bag data",
         "Hi Philip,\n\n"
         "Just checking whether the RHP certificate and EC data I sent after GreenTech answered your "
         "questions. We can hold a slot in our April production for Muller Substraten.\n\n"
         "Best,\nNadeeka\nSabaragamuwa Gem & Coir (Private) Limited\n+94 45 222 3847",
         "English follow-up; note's fair, RHP and EC",
         Twin("sender_wrong", "body", "+94 45 222 3847", "+94 45 222 3874",
              "+94 45 222 3847", "the sender's phone with two digits swapped")),
    # N057 P038 -- English, another first e-mail
    Mail("P038", "s4",
         "Treatment certificate sample for your permit",
         "Hi Denise,\n\n"
         "For your import permit application, I attach a sample heat treatment certificate from our last "
         "shipment. The 40ft high-cube price CIF Brisbane stands as quoted.\n\n"
         "Kind regards,\nNadeeka Wickramasinghe\nSabaragamuwa Gem & Coir (Private) Limited",
         "English; note's permit, certificate, 40ft HC CIF Brisbane",
         Twin("contact_wrong", "body", "Hi Denise,", "Hi Deborah,", "Denise Reyes",
              "another given name in the greeting", found="Deborah")),
    # N058 P039 -- English, another first e-mail (reply)
    Mail("P039", "s4",
         "Kithul treacle for O'Brien World Foods",
         "Dear Mr O'Brien,\n\n"
         "Thank you for your order enquiry. O'Brien World Foods can have a first pallet of 350 g kithul "
         "treacle bottles (60 cartons) in London within five weeks of payment.\n\n"
         "Best regards,\nNadeeka Wickramasinghe\nSabaragamuwa Gem & Coir (Private) Limited",
         "English; note's bottle size; company with apostrophe",
         Twin("company_missing", "body", "O'Brien World Foods can have", "Your company can have",
              "O'Brien World Foods Ltd", "the buyer's company is never named", found="Your company",
              also=[("subject", "for O'Brien World Foods", "for your company")])),
    # N059 P010 -- English follow-up, no note
    Mail("P010", "s1",
         "Griffonia specification - follow-up",
         "Dear Mr Kim,\n\n"
         "I sent you our Griffonia seed specification two weeks ago and wanted to make sure it reached "
         "you. We still have 8 tonnes of this season's seed that could be shipped CIF Busan this month.\n\n"
         "Best regards,\nMariama Diallo\nFouta Labé Agro-Minerais SARLU",
         "English follow-up; Mr + family name for 김성수",
         Twin("artifact", "subject", "Griffonia specification - follow-up", "Griffonia specification - follow-up follow-up",
              "Griffonia specification - follow-up", "a doubled word in the subject", found="follow-up follow-up")),
    # N060 P028 -- English, another first e-mail, no note
    Mail("P028", "s3",
         "Ferronickel analyses for Saarela Metalli",
         "Dear Tapani,\n\n"
         "A short note with the analyses of our last three ferronickel lots (Ni 19.6-21.2%, P below "
         "0.02%), in case Saarela Metalli is planning its alloy purchases for the next quarter.\n\n"
         "Kind regards,\nBiljana Stojanovska\nCrna Reka Trade DOOEL",
         "English, given name; company without legal form",
         Twin("company_misspelled", "body", "in case Saarela Metalli is planning", "in case Saarella Metalli is planning",
              "Saarela Metalli Oy", "a doubled l in the family name", found="Saarella Metalli")),
]
