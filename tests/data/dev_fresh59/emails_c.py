"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups on the writer's own
earlier e-mail, 8 other, shorter first e-mails), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1", "Re: Caraway cheese for your Dublin and Cork shops",
         """Dear Paula,

I hope the sample box arrived in good condition last week. I would be glad to hear what you and your team thought of the caraway cheese, especially the 300 g pieces.

If it helps your planning: our next groupage truck leaves Valmiera for Dublin on 14 May, and we can add a pallet for Warren Continental Foods at the rates of the price list I sent, with no minimum beyond one pallet.

Best wishes,
Agnese

Agnese Kalniņa
SIA "Gaujas Klēts", Valmiera, Latvia
+371 6420 7315""",
         "follow-up on the writer's samples and price list; first name only in the greeting and signature; company without Ltd",
         Twin("company_misspelled", "body", "for Warren Continental Foods", "for Warran Continental Foods",
              "a wrong vowel in the company", found="Warran Continental Foods",
              expected="Warren Continental Foods Ltd")),

    Mail("P002", "s1", "Lettischer Kümmelkäse – Muster und Preise für das Käsehaus Krebs",
         """Guten Tag Herr Krebs,

danke für Ihre Anfrage. Kurz zu unserem Kümmelkäse: ein frischer, milder Käse aus Kuhmilch mit ganzem Kümmel, in Lettland traditionell zu Johanni (Jāņi) gegessen. Muster und Preisliste schicke ich Ihnen gern diese Woche; das IFS-Food-Zertifikat unserer Käserei (Higher Level) hänge ich an.

Beste Grüße aus Valmiera
Agnese Kalniņa
Gaujas Klēts
+371 6420 7315""",
         "another, shorter first reply to the note's request (samples, price list, IFS Food); German; company with article in the subject; sender's company without SIA",
         Twin("category_wrong", "body", "Kurz zu unserem Kümmelkäse", "Kurz zu unserem Räucherkäse",
              "smoked cheese for the caraway cheese the buyer buys", found="Räucherkäse",
              expected="caraway cheese")),

    Mail("P004", "s1", "Price list for Деликатеси Фенеров – caraway cheese",
         """Dear Mr Fenerov,

A short follow-up to my e-mail of last month about our caraway cheese. I attach our price list in euros, DAP Sofia, for the 300 g packs and the 1.2 kg wheels; Bulgarian back labels are included at no extra cost from two pallets.

If you would like to taste the cheese first, I can send a sample parcel by courier this week.

Kind regards,
Agnese Kalniņa
Export Sales Manager
SIA "Gaujas Klēts" · Valmiera, Latvia
+371 6420 7315""",
         "follow-up on the writer's own introduction, in English as the note prefers; Cyrillic company shortened in the subject; Sofia",
         Twin("contact_wrong", "body", "Dear Mr Fenerov", "Dear Mr Fenov",
              "a near-miss family name in the greeting", found="Fenov", expected="Ълен Фенеров")),

    Mail("P005", "s1", "Caraway cheese samples after FOODEX JAPAN",
         """Dear Ms Matsumoto,

Thank you for visiting our stand at FOODEX JAPAN in March and for exchanging business cards with us. You asked for samples of our caraway cheese, Jāņu siers, and we would be happy to send a chilled parcel to 株式会社松本チーズ商会 this month.

The cheese is made in Valmiera, Latvia, from cow's milk and whole caraway seeds. In 300 g vacuum packs it keeps 60 days chilled, which suits air or reefer shipment to Japan.

Could you confirm the delivery address and a contact person for the parcel?

Best regards,
Agnese Kalniņa
SIA "Gaujas Klēts", Latvia
+371 6420 7315""",
         "another, shorter first e-mail after the fair the note names, offering the samples it asks for; English; `Ms Matsumoto`; Japanese company inside an English sentence",
         Twin("company_foreign", "body", "to 株式会社松本チーズ商会", "to Lundholms Ostbod AB",
              "another buyer's company (caraway cheese, Sweden)", found="Lundholms Ostbod AB",
              expected="株式会社松本チーズ商会")),

    Mail("P006", "s1", "Re: Shelf life of our sliced rye bread",
         """Hi Edward,

Following up on the specification sheets I sent last week: have you had a chance to look at volumes? If a trial makes sense, we could put two pallets of rupjmaize and one of saldskābmaize on the trailer leaving Valmiera on the 22nd, arriving at your warehouse four days later.

For your grocers in London and Peterborough we can also print the price in pounds on the English sticker.

Best wishes,
Agnese

--
Agnese Kalniņa | SIA "Gaujas Klēts" | +371 6420 7315""",
         "follow-up on the writer's own specification sheets; the note's London and Peterborough grocers; short signature",
         Twin("artifact", "subject", "Shelf life of our", "Shelf life of of our",
              "a doubled word in the subject", found="of of", expected="of")),

    Mail("P007", "s1", "Organic rye bread from Latvia – following Natural Products Scandinavia",
         """Dear Karl,

It was good to meet you at Natural Products Scandinavia in Malmö. You asked whether we have KRAV or EU organic rye bread: our dark rye loaf is EU organic certified, and our KRAV application is under way.

I'd be glad to send samples and a price list to Eks Brödimport. Just tell me where to send them.

Kind regards,
Agnese Kalniņa
Export Sales Manager, SIA "Gaujas Klēts"
Valmiera, Latvia · +371 6420 7315""",
         "another, shorter first e-mail after the fair the note names, answering its organic request; English; company without AB",
         Twin("company_foreign", "body", "to Eks Brödimport", "to Nielsen Dagligvare",
              "another buyer's company (rye bread, Norway)", found="Nielsen Dagligvare",
              expected="Eks Brödimport AB")),

    Mail("P008", "s1", "Following up: Badatz-certified rye bread for Haifa and Ashdod",
         """Dear Odelia,

I wanted to follow up on my offer of our dark rye breads. The Badatz supervisor has now confirmed the dates of our first supervised production run (the week of 9 June), so if אזברגה מאפים ויבוא would like a trial container, this is the run to catch.

I can hold 1,200 cartons for you until the end of May.

תודה רבה,
Agnese Kalniņa
SIA "Gaujas Klēts", Valmiera, Latvia
+371 6420 7315""",
         "follow-up on the writer's own offer; the note's Badatz certification and Haifa and Ashdod; given name romanised; Hebrew company shortened in an English sentence; Hebrew closing",
         Twin("sender_wrong", "body", "Agnese Kalniņa\nSIA", "Agnese Kalniņš\nSIA",
              "the sender's family name in the masculine form", found="Agnese Kalniņš",
              expected="Agnese Kalniņa")),

    Mail("P011", "s1", "黑加仑果酒报价（CIF上海）",
         """谭先生您好：

很高兴在成都糖酒会上与您交流。您询问的黑加仑果酒CIF上海价格已整理在附件中，包括干型和半甜型两款（750毫升）。

我们的酒厂位于拉脱维亚瓦尔米耶拉。如青岛谭氏酒业需要样品，请告知收件地址。

祝好！
Agnese Kalniņa
SIA "Gaujas Klēts"
+371 6420 7315""",
         "another, shorter first e-mail after the fair the note names, with the CIF Shanghai prices; simplified Chinese; 谭先生; company shortened",
         Twin("company_missing", "body", "如青岛谭氏酒业需要样品", "如贵司需要样品",
              "the only mention of the buyer's company replaced by 贵司", found="贵司",
              expected="青岛谭氏酒业有限公司")),

    Mail("P012", "s1", "Alko tender – black currant wine documents",
         """Dear Ms Laine,

I sent the analysis certificate and the label proof for our black currant wine two weeks ago and wanted to make sure they reached you in time for the Alko tender. It would be our first listing in Finland, so we want everything to be right. If Alko's product specialists need the Swedish label text checked or a second lab sample, we can arrange both within a few days.

Please let me know if anything is missing for Laineen Viinitalo's submission.

Kind regards,
Agnese Kalniņa
Export Sales Manager, SIA "Gaujas Klēts"
Valmiera, Latvia
+371 6420 7315""",
         "follow-up on the writer's own documents for the Alko tender the note records; English; company in the Finnish genitive with an English possessive; Finland named",
         Twin("country_wrong", "body", "our first listing in Finland", "our first listing in Estonia",
              "another country for the buyer's", found="Estonia", expected="Finland")),

    Mail("P014", "s1", "Draft US label and sample case",
         """Hi Matthew,

Just checking in on the draft US label I sent for our black currant wine. If it looks right to you, our designer can deliver the print-ready files for your COLA filing within three days, and the sample case (six bottles) can leave Riga with next week's consolidation to Wright Cellars.

Best,
Agnese Kalniņa
Export Sales Manager, SIA "Gaujas Klēts"
+371 6420 7315""",
         "follow-up on the writer's own draft label for the COLA filing the note records; company shortened",
         Twin("contact_wrong", "body", "Hi Matthew", "Hi Michael",
              "another given name in the greeting", found="Michael", expected="Matthew Wright")),

    Mail("P016", "s2", "Re : Cargaisons de GTL diesel FOB Ras Laffan",
         """Monsieur Besançon,

Je reviens vers vous au sujet de notre offre de GTL diesel FOB Ras Laffan. Une cargaison de 33 000 t est disponible pour un laycan du 10 au 15 juillet ; si Besançon Energy Trading est intéressée, je peux vous la réserver jusqu'à vendredi.

Bien cordialement,
Hamad Nasser Al-Kaabi
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "follow-up on the writer's own offer; French; a cargo within the note's 30-35 kt; company without SA",
         Twin("artifact", "body", "est disponible pour", "est disponible est disponible pour",
              "a doubled phrase", found="est disponible est disponible", expected="est disponible")),

    Mail("P018", "s2", "GTL diesel for Euro 5 blending",
         """Dear Khun Anecha,

Thank you for your interest in GTL diesel as a blending component. In short: cetane above 70 and sulphur below 1 ppm, so a 20–30% blend raises cetane and lowers sulphur well inside the Euro 5 limits while keeping the density in range. The full spec sheet is attached.

We can deliver 5,000–10,000 t parcels to Map Ta Phut or Sriracha. Shall I prepare an indicative CFR price?

Best regards,
Hamad Nasser Al-Kaabi
Head of Product Marketing, Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "another, shorter first reply to the note's request (Euro 5, cetane, sulphur); English; `Khun` + romanised given name",
         Twin("sender_wrong", "body", "Head of Product Marketing", "Head of Product Sales",
              "the sender's title", found="Head of Product Sales", expected="Head of Product Marketing")),

    Mail("P019", "s2", "Re: APPEC 2024 follow-up – condensate assay",
         """Dear Mr Lee,

I hope the assay was useful. Our next available condensate cargo loads at Ras Laffan in the second half of August. If Seohae Energy would like to test it in the Daesan splitter, we could offer a single trial cargo of 650,000 barrels, priced against Dubai plus a premium.

Best regards,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "follow-up on the writer's own assay; English; `Mr Lee` for 이; the Korean company romanised and shortened; the note's Daesan splitter",
         Twin("company_misspelled", "body", "If Seohae Energy would", "If Seohea Energy would",
              "two letters swapped in the romanised company", found="Seohea Energy",
              expected="주식회사 서해에너지")),

    Mail("P022", "s2", "Re: VCM teklifi – CFR Aliağa",
         """Sayın Aypar Bey,

Geçen hafta gönderdiğimiz aylık 2.000 tonluk VCM teklifini değerlendirme fırsatınız oldu mu? Teklifin geçerlilik süresi 30 Haziran'da doluyor. KKDİK kaydıyla ilgili belgeleri de tek temsilcimizden aldık; isterseniz hemen iletebilirim.

Saygılarımla,
Hamad Nasser Al-Kaabi
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "follow-up on the writer's own quote; Turkish; VCM for vinyl chloride monomer; KKDİK",
         Twin("category_wrong", "body", "aylık 2.000 tonluk VCM teklifini", "aylık 2.000 tonluk EDC teklifini",
              "ethylene dichloride for the VCM the buyer buys", found="EDC",
              expected="vinyl chloride monomer")),

    Mail("P024", "s2", "VCM term supply offer – Hanul Vinyl",
         """Dear Ms Ryu,

Thank you for asking us for a six-month VCM term contract offer. Before I send the formal offer, could you confirm two points: the monthly quantity Hanul Vinyl needs, and whether you take delivery at Yeosu or Ulsan? With that I can send a firm price formula within two days.

Kind regards,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L., Qatar
+974 4463 2981""",
         "another, shorter first reply to the note's request, in English as it prefers; company shortened",
         Twin("note_wrong", "body", "a six-month VCM term contract offer", "a twelve-month VCM term contract offer",
              "the note's six-month term misquoted", found="twelve-month", expected="six-month")),

    Mail("P028", "s3", "Re: Quotation: split areca nuts CIF Chennai",
         """Dear Mr Natt,

I am following up on our quotation for split areca nuts CIF Chennai. Our new crop is being graded now, and we can ship the first container in three weeks with the phytosanitary certificate and the ISFTA certificate of origin. Please let me know if the price works for Natt Supari Traders, or if you would prefer a smaller first lot.

Kind regards,
Chamari Herath
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka
+94 81 223 4570""",
         "follow-up on the writer's own quotation; the note's CIF Chennai and phytosanitary certificate; company without Pvt Ltd; sender's name shortened",
         Twin("company_missing", "body", "works for Natt Supari Traders", "works for your company",
              "the only mention of the buyer's company replaced", found="your company",
              expected="Natt Supari Traders Pvt Ltd")),

    Mail("P031", "s3", "Goraka samples for Barron Botanicals",
         """Hello Victoria,

Thank you for your request. I have put together two samples of dried goraka rind from this season's harvest in the Kandy hills and will send them to Barron Botanicals with our latest certificate of analysis, which shows 16% HCA by HPLC.

Please let me know the shipping address, and whether you also need a sample of the powdered form.

Best regards,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
+94 81 223 4570""",
         "another, shorter first reply to the note's request (samples, certificate of analysis, HCA); company without Inc.",
         Twin("company_missing", "body", "send them to Barron Botanicals with", "send them to your team with",
              "every mention of the buyer's company replaced (subject and body)", found="your team",
              expected="Barron Botanicals Inc.",
              more=(("subject", "Goraka samples for Barron Botanicals", "Goraka samples for you"),))),

    Mail("P033", "s4", "Campione di tops 19,5 micron – Filatura Marazzi",
         """Gentile Signor Marazzi,

Le scrivo per sapere se il campione di 5 kg di tops da 19,5 micron è arrivato e se le prove di filatura hanno dato buoni risultati. Per la prossima stagione possiamo riservare alla Filatura Marazzi 40 tonnellate da lotti della stessa tosa.

Cordiali saluti,
Martín Sosa Olivera
Valle Edén Agroexportadora S.A.
+598 4632 6140""",
         "follow-up on the writer's own sample; Italian; the note's 19.5 micron; company with article",
         Twin("company_misspelled", "subject", "Filatura Marazzi", "Filatura Marrazzi",
              "a doubled letter in the company in the subject", found="Filatura Marrazzi",
              expected="Filatura Marazzi S.p.A.")),

    Mail("P035", "s4", "Rubans de laine mérinos 21 microns – Valle Edén",
         """Bonjour Monsieur Bonnin,

Nous nous sommes rencontrés au salon Première Vision à Paris, où vous cherchiez des rubans de laine de 21 microns pour la Filature Bonnin. Nous en peignons à partir de laines mérinos de Tacuarembó, au nord de l'Uruguay ; je peux vous faire parvenir des échantillons dès la semaine prochaine.

Bien à vous,
Martín Sosa Olivera
Jefe de Exportaciones, Valle Edén Agroexportadora S.A.
+598 4632 6140""",
         "another, shorter first e-mail after the fair the (French) note names; French; company with article; sender's company shortened in the subject",
         Twin("company_foreign", "body", "pour la Filature Bonnin", "pour la Filatura Marazzi",
              "another buyer's company (wool tops, Italy)", found="Filatura Marazzi",
              expected="Filature Bonnin SAS")),

    Mail("P036", "s4", "Re: Lista de precios y pedido mínimo – mermelada de butiá",
         """Hola, Lucila:

¿Pudiste revisar la lista de precios que te mandé? Si el pedido mínimo de un palé te resulta grande para empezar, podemos enviarte medio palé junto con la carga de otro cliente a Valencia.

Un abrazo,
Martín

Martín Sosa Olivera
Valle Edén Agroexportadora S.A. · Tacuarembó, Uruguay
+598 4632 6140""",
         "follow-up on the writer's own price list; Spanish, informal; the note's minimum order",
         Twin("sender_wrong", "body", "Valle Edén Agroexportadora S.A.", "Valle Edén Agroexportadora S.R.L.",
              "the sender's legal form S.A. written S.R.L.", found="Valle Edén Agroexportadora S.R.L.",
              expected="Valle Edén Agroexportadora S.A.")),
]
