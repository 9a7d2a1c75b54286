"""Natural e-mails N041-N060 (a second e-mail to 20 buyers), each with its twin's one edit."""
from mail import Mail, Twin

SIG1 = "Marisol Cho Usher\nExport Sales Manager\nStann Creek Valley Exports Ltd.\nDangriga, Belize\n+501 522 3417"
SIG2 = "Milica Vukotić Radonjić\nMenadžerka za izvoz\nLovćen Gourmet d.o.o.\nCetinje, Montenegro\n+382 41 231 560"
SIG3 = "Amna Osman Abdelrahim\nHead of Export Department\nGash Delta Agricultural Trading Co. Ltd.\nKassala, Sudan\n+249 411 822 304"
SIG4 = "Marie-Josée Hoareau\nExport & Sales Manager\nAnse Royale Marine & Spice (Pty) Ltd\nVictoria, Mahé, Seychelles\n+248 437 1925"

MAILS = [
    Mail("P001", "s1", "Re: grapefruit sample – any feedback?",
         "Dear Ms Berger,\n\nJust checking whether the 20 kg sample of our 58 °Brix grapefruit concentrate reached "
         "Berger Fruchtsaft safely. If your lab has any questions on acidity or pulp content, I am happy to "
         "put them in touch with our QC team in Dangriga.\n\nBest regards,\nMarisol Cho Usher",
         "English follow-up on the sample from the note",
         Twin("artifact", "body", "If your lab has any questions on acidity or pulp content,",
              "If your lab has any questions on acidity or pulp content, or pulp content,", "a doubled phrase",
              found="or pulp content, or pulp content", expected="or pulp content"), kind="follow_up"),
    Mail("P003", "s1", "Drum sizes and shipping schedule",
         "Dear Ms Takahashi,\n\nA short note in English, as you prefer. Our next production of grapefruit juice "
         "concentrate will be packed entirely in 250 kg aseptic drums, 80 drums per 40 ft reefer. If "
         "株式会社高橋飲料 would like to reserve volume, we should agree by the end of the month.\n\n"
         "Kind regards,\nMarisol Usher\nStann Creek Valley Exports Ltd.",
         "English, short second first e-mail; drums and language from the note",
         Twin("company_foreign", "body", "株式会社高橋飲料", "有限会社田中洋酒店", "another buyer in the same country")),
    Mail("P005", "s1", "Pamplemousse rose – prix CFR Montréal",
         "Bonjour Samantha,\n\nUn petit mot rapide : nous venons de fixer nos prix pour le concentré de "
         "pamplemousse rose 58 °Brix. Si cela vous intéresse, je vous envoie l'offre CFR Montréal en fûts "
         "de 250 kg.\n\nBonne journée,\nMarisol",
         "French (the note), short; given name only",
         Twin("contact_wrong", "body", "Bonjour Samantha,", "Bonjour Sandra,", "another given name",
              found="Sandra", expected="Samantha")),
    Mail("P006", "s1", "Queen conch – new season prices",
         "Hi Natasha,\n\nFollowing up on my note after Boston: the Belize conch season reopened on 1 October, "
         "and we have 8 tonnes of cleaned queen conch meat ready to ship to the United States, each lot "
         "with its CITES export permit.\n\nShall I hold a share for Martinez Seafood Distributors?\n\n"
         "Best,\nMarisol\n" + SIG1,
         "English follow-up on the writer's earlier e-mail; CITES from the note",
         Twin("country_wrong", "body", "ready to ship to the United States", "ready to ship to Canada",
              "another country", found="Canada", expected="United States"), kind="follow_up"),
    Mail("P010", "s1", "Conch price CFR Xiamen – as promised",
         "Dear Mr Nie,\n\nAs promised after Qingdao, please find our price for frozen queen conch meat in 5 kg "
         "blocks, CFR Xiamen, attached. The offer is valid until the end of the month.\n\nBest regards,\n"
         "Marisol Cho Usher\nExport Sales Manager\nStann Creek Valley Exports Ltd.\n+501 522 3417",
         "English follow-up; Chinese family name as Mr Nie; 5 kg blocks from the note",
         Twin("sender_wrong", "body", "Stann Creek Valley Exports Ltd.\n+501", "Stann Creek Valley Export Ltd.\n+501",
              "the sender's company misspelled", found="Stann Creek Valley Export Ltd.",
              expected="Stann Creek Valley Exports Ltd."), kind="follow_up"),
    Mail("P011", "s1", "Kidney bean offer, 25 kg bags",
         "Dear Victor,\n\nFurther to the samples, here is a firm offer for Phillips Pulses Ltd: dark red kidney "
         "beans, 25 kg bags, one 20 ft container, CIF Felixstowe, shipment in November. Light speckled are "
         "available on the same terms.\n\nRegards,\n" + SIG1,
         "English second e-mail; bag size and varieties from the note",
         Twin("company_misspelled", "body", "Phillips Pulses Ltd", "Philips Pulses Ltd", "a lost l",
              found="Philips Pulses Ltd", expected="Phillips Pulses Ltd"), kind="follow_up"),
    Mail("P014", "s1", "OU kosher certificate – 2025 crop",
         "Hi Noga,\n\nOur new OU kosher certificate for the 2025 crop of red kidney beans has just been issued; "
         "I've attached it so קטניות אהרן בע\"מ has it on file before any order.\n\nBest,\nMarisol Cho Usher",
         "English, short second first e-mail; the given name transliterated (Noga for נגה)",
         Twin("company_missing", "body", "קטניות אהרן בע\"מ", "your company",
              "the company replaced by a generic phrase", found="your company")),
    Mail("P016", "s2", "Preisliste Njeguški pršut",
         "Liebe Frau Schütz,\n\nwie versprochen anbei unsere Preisliste für ganze Keulen Njeguški pršut, "
         "frei Haus Österreich ab 20 Stück. Melden Sie sich gern, wenn Sie Fragen haben.\n\n"
         "Viele Grüße\nMilica Vukotić Radonjić",
         "German follow-up on the writer's promise; whole legs from the note",
         Twin("artifact", "body", "Melden Sie sich gern, wenn Sie Fragen haben.", "Melden Sie sich gern, wenn Sie",
              "a cut-off sentence", found="Melden Sie sich gern, wenn Sie\n",
              expected="Melden Sie sich gern, wenn Sie Fragen haben."), kind="follow_up"),
    Mail("P018", "s2", "A pršut you can sell today",
         "Hi Ryan,\n\nWhile the USDA question is pending, I wonder whether David Imports Inc. would consider our "
         "Krstač white wine for your Balkan deli customers? It needs no USDA listing, only TTB label approval. "
         "As owner you will know best whether there is room on the shelf.\n\nAll the best,\nMilica",
         "English; another of s2's products offered to a pršut buyer, the note's request acknowledged",
         Twin("title_wrong", "body", "As owner you will know", "As purchasing manager you will know",
              "a purchasing title for an owner", found="purchasing manager", expected="Owner")),
    Mail("P019", "s2", "Re: gemischte Palette Krstač",
         "Hallo Herr Textor,\n\nich wollte nur kurz nachfragen, ob Sie unser Angebot für die gemischte Palette "
         "erhalten haben. Für die Weinhandel Textor e.K. halten wir die 90 Flaschen noch bis Monatsende "
         "zurück.\n\nBeste Grüße aus Cetinje\nMilica",
         "German follow-up; the mixed pallet from the note",
         Twin("company_foreign", "body", "die Weinhandel Textor e.K.", "die Feinkost Schütz GmbH",
              "another buyer of the same sender", found="Feinkost Schütz GmbH", expected="Weinhandel Textor e.K."),
         kind="follow_up"),
    Mail("P022", "s2", "Re: campione alloro",
         "Gentile Dott.ssa Leopardi,\n\nvolevo sapere se il campione di 1 kg di foglie intere è arrivato e se il "
         "certificato di analisi è completo per le vostre esigenze.\n\nCordiali saluti,\nMilica Vukotić Radonjić\n"
         "Lovćen Gourmet d.o.o.",
         "Italian follow-up on the note's sample",
         Twin("note_wrong", "body", "il campione di 1 kg di foglie intere", "il campione di 5 kg di foglie intere",
              "the note misquoted (sample size)", found="5 kg", expected="1 kg"), kind="follow_up"),
    Mail("P025", "s3", "Lab report for senna pods, lot 24-117",
         "Dear Padmini ji,\n\nAttached is the HPLC report for our current lot of senna pods: 3.1% total "
         "sennosides, well above your 2.5% minimum.\n\nRegards,\n" + SIG3,
         "English, short second first e-mail; the note's minimum",
         Twin("sender_wrong", "body", "Gash Delta Agricultural Trading Co. Ltd.", "Gash Delta Agricultural Trading Co. LLC",
              "the sender's legal form", found="Gash Delta Agricultural Trading Co. LLC",
              expected="Gash Delta Agricultural Trading Co. Ltd.")),
    Mail("P029", "s3", "Re: white sorghum offer",
         "Dear Mr El-Gammal,\n\nI hope you received our offer for white sorghum in 50 kg PP bags, FOB Port Sudan. "
         "Please let me know if you need a different quantity.\n\nKind regards,\nAmna Osman Abdelrahim",
         "English follow-up on the writer's offer; family name in Latin letters",
         Twin("contact_wrong", "body", "Dear Mr El-Gammal,", "Dear Mr El-Badry,", "another family name",
              found="El-Badry", expected="محمود الجمال / El-Gammal"), kind="follow_up"),
    Mail("P031", "s3", "Cane molasses – December loading",
         "Dear Mr Sultan,\n\nWe have a flexitank slot in December for cane molasses with TSAI about 50%, "
         "suited to baker's yeast. Would you like me to reserve it?\n\nBest regards,\nAmna Osman Abdelrahim\n"
         "Gash Delta Agricultural Trading Co. Ltd.",
         "English, short; Gulf-style given name; TSAI from the note",
         Twin("category_wrong", "body", "for cane molasses with", "for beet molasses with",
              "a neighbouring product", found="beet molasses", expected="cane molasses")),
    Mail("P032", "s4", "Loin sizes for Japan",
         "Dear Khun Thipprada,\n\nA quick addition to my last e-mail: for the Japanese market we can also grade "
         "yellowfin loins by weight, 3-5 kg and 5 kg+. Would this help บริษัท นานายน ซีฟู้ด จำกัด?\n\n"
         "Best regards,\nMarie-Josée Hoareau",
         "English; Khun + transliterated given name; note's Japanese market; company in Thai",
         Twin("company_misspelled", "body", "บริษัท นานายน ซีฟู้ด จำกัด", "บริษัท นานายล ซีฟู้ด จำกัด",
              "a changed Thai letter", found="นานายล", expected="นานายน"), kind="follow_up"),
    Mail("P034", "s4", "Certificado de captura y ficha técnica",
         "Estimada Belén:\n\nLe adjunto la ficha técnica de nuestros lomos de atún aleta amarilla congelados a "
         "-35 °C y un modelo de certificado de captura, para que Conservas Mata S.A. pueda revisarlo.\n\n"
         "Saludos,\nMarie-Josée",
         "Spanish, short second e-mail; the contact's name written with its accent (recorded Belen)",
         Twin("company_foreign", "body", "Conservas Mata S.A.", "Conserve Cardano S.p.A.",
              "another buyer of the same category")),
    Mail("P035", "s4", "Re: échantillon huile de feuille de cannelle",
         "Monsieur Dupuis,\n\nL'échantillon de 100 ml est bien arrivé à Grasse selon DHL. Avez-vous pu le "
         "tester ? Je reste à votre disposition pour toute question sur la fiche IFRA.\n\nCordialement,\n"
         "Marie-Josée Hoareau",
         "French follow-up; sample and IFRA from the note; Grasse as the delivery town",
         Twin("artifact", "subject", "Re: échantillon huile", "Re: échantillon échantillon huile",
              "a doubled word in the subject", found="échantillon échantillon", expected="échantillon"),
         kind="follow_up"),
    Mail("P038", "s4", "Price for swordfish steaks, CFR Hai Phong",
         "Dear Ms Mai,\n\nAs promised, our price for swordfish steaks 180-220 g, vacuum packed, CFR Hai Phong is "
         "attached. We can ship from Victoria within three weeks of order to Vietnam.\n\nBest regards,\n" + SIG4,
         "English follow-up; the note's spec",
         Twin("country_wrong", "body", "to Vietnam.", "to Cambodia.", "a neighbouring country",
              found="Cambodia", expected="Vietnam"), kind="follow_up"),
    Mail("P040", "s4", "Swordfish price list CFR Sydney",
         "Hi Robert,\n\nHere's the price list I promised after Fine Food Australia. Prices are CFR Sydney for "
         "frozen swordfish steaks, 200 g and 250 g portions, vacuum packed. Let me know if George Seafoods "
         "would like to start with a trial pallet.\n\nCheers,\nMarie-Josée",
         "English follow-up; the note's fair",
         Twin("company_missing", "body", "George Seafoods", "your team", "the company replaced by a generic phrase",
              found="your team", expected="George Seafoods Pty Ltd"), kind="follow_up"),
    Mail("P012", "s1", "Red kidney beans – container offer",
         "Dear Mr Crawford,\n\nWe have one 20 ft container of dark red kidney beans, this season's crop, "
         "unsold and ready in Belize City. I would be happy to offer it to Crawford Wholefoods Pty Ltd "
         "CFR Brisbane.\n\nKind regards,\n" + SIG1,
         "English, short cold second e-mail to a buyer without a note",
         Twin("note_wrong", "body", "Dear Mr Crawford,\n\nWe have",
              "Dear Mr Crawford,\n\nIt was good to meet you at Fine Food Australia. We have",
              "a fair meeting claimed for a buyer whose note records none (another buyer's fair)",
              found="It was good to meet you at Fine Food Australia.", expected="")),
]
