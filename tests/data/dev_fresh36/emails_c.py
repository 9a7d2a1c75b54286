"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, and P010, P027),
each with its twin's one edit. Follow-ups on the writer's own earlier e-mail, quote or sample,
or another, shorter first e-mail to the same buyer."""
from mail import Mail, Twin

MAILS = [
    # N041 P001 Brazil: Portuguese follow-up on the quote
    Mail("P001", "s1",
         "Re: Pera Rocha – cotação CFR Santos",
         """Olá Theo,

Só para saber se teve oportunidade de ver a nossa cotação para o calibre 60/65 em caixas de 18 kg, CFR Santos.

Entretanto confirmámos espaço num navio com saída de Leixões a 12 de outubro. Se a Importadora Sampaio Hortifrúti quiser avançar com o primeiro contentor, consigo garantir fruta da nova colheita, acabada de sair da câmara.

Fico a aguardar notícias suas.

Um abraço,
Margarida
Oeste Pomar & Faiança, Lda.
margarida.correia@oestepomar.pt | +351 262 840 317""",
         "Follow-up on the writer's own quote (the note's CFR Santos, 60/65, 18 kg); the company "
         "without its legal form; the sender signs with her given name only.",
         Twin("sender_wrong", "body", "margarida.correia@oestepomar.pt",
              "margarida.correia@oestepomar.com.pt", "margarida.correia@oestepomar.pt",
              "The sender's e-mail with a wrong domain (.com.pt).")),

    # N042 P002 UK: English, another shorter first e-mail using the note
    Mail("P002", "s1",
         "Rocha pears – certified grower in Portugal",
         """Hello Denise,

A short note from Portugal: we are a Rocha pear grower and packer in Caldas da Rainha, and I understand Cartwright Fresh Produce needs GlobalG.A.P. and GRASP certificates before starting a trial. Both are in place for all 46 of our growers, and I can send copies today.

Rocha pears store until May and have a long shelf life, which suits supermarket programmes well. If that is of interest, I would be happy to arrange a trial pallet.

Best wishes,
Margarida Correia
Oeste Pomar & Faiança, Lda.""",
         "Another, shorter first e-mail using the note (GlobalG.A.P. and GRASP before a trial, "
         "supermarket customers); the company without Ltd.",
         Twin("note_wrong", "body", "A short note from Portugal: we are",
              "It was good to meet you at Fruit Logistica in Berlin last February. As you know, we are",
              "Supplies two supermarket chains; needs GlobalG.A.P. and GRASP certificates before any trial.",
              "A fair meeting claimed for a buyer whose note records none.",
              found="It was good to meet you at Fruit Logistica in Berlin")),

    # N043 P004 Canada (Québec): French, another shorter first e-mail (the note's price list)
    Mail("P004", "s1",
         "Poires Rocha pour le Québec",
         """Madame Duchesne,

Nous nous sommes croisées au SIAL Montréal, où vous m'aviez demandé une liste de prix en français. La voici en pièce jointe, établie pour une livraison au port de Montréal.

Pour rappel, la poire Rocha est une variété portugaise à chair ferme et sucrée, disponible de septembre à mai. Les Importations Duchesne inc. pourrait la proposer en complément des poires d'Amérique du Sud au printemps.

Bien à vous,
Margarida Correia
Oeste Pomar & Faiança, Lda.""",
         "Another, shorter first e-mail answering the note's request (French price list, port of "
         "Montréal) and naming its fair; Madame alone with the family name; South American "
         "pears named as competitors.",
         Twin("company_missing", "body", "Les Importations Duchesne inc. pourrait",
              "Votre entreprise pourrait", "Les Importations Duchesne inc.",
              "The only mention of the company replaced by 'Votre entreprise'.",
              found="Votre entreprise")),

    # N044 P006 USA: English follow-up on the samples
    Mail("P006", "s1",
         "Did the tile samples arrive?",
         """Hi Michael,

Our courier shows that the box of azulejo samples was delivered to Ball Tile & Stone on Tuesday. I hope the tiles arrived in one piece and that the 14 x 14 cm size works for your projects.

If any pattern caught your eye, I can send a quote for a first order with six to eight weeks' lead time. We can also paint a custom pattern if a client has something specific in mind.

Best,
Margarida Correia
Oeste Pomar & Faiança, Lda.""",
         "Follow-up on the writer's own samples (the note's 14 x 14 cm); the company without , LLC.",
         Twin("artifact", "body", "works for your projects.", "works for your {project_type}.",
              "", "A leftover template placeholder.", found="{project_type}")),

    # N045 P008 Japan: Japanese follow-up on the samples
    Mail("P008", "s1",
         "Re: ポルトガルの手描きアズレージョのご案内",
         """吉田様

先日はご返信いただき、誠にありがとうございました。ご依頼の青白柄15cm角の見本10種を本日EMSで発送いたしました。到着まで一週間ほどかかる見込みです。

見本をご確認のうえ、飲食店向けにご採用いただけそうな柄がございましたら、数量に応じたお見積もりをお送りいたします。

引き続きよろしくお願いいたします。

マルガリーダ・コレイア
Oeste Pomar & Faiança, Lda.""",
         "Japanese follow-up on the writer's own samples (the note's blue-and-white 15 cm tiles "
         "for restaurants); family name with 様 only; the sender's name in katakana only.",
         Twin("contact_wrong", "body", "吉田様", "吉川様", "吉田 晃",
              "A near-miss family name (吉川 for 吉田).")),

    # N046 P009 Israel: English, another shorter first e-mail (the note's catalogue)
    Mail("P009", "s1",
         "Hand-painted azulejos for your architects",
         """Dear Yael,

You asked us for a catalogue, so here it is, attached. Our hand-painted azulejos from Caldas da Rainha are made for projects, and the architects and interior designers you work with can choose a pattern from the book or send us their own drawing.

For שלו אריחים ועיצוב בע"מ we can hold a sample set in your showroom at no charge.

Kind regards,
Margarida Correia
Oeste Pomar & Faiança, Lda., Portugal""",
         "Another, shorter first e-mail answering the note (catalogue; architects and "
         "designers); the contact's given name romanised (Yael for יעל); the company in Hebrew.",
         Twin("company_foreign", "body", "For שלו אריחים ועיצוב בע\"מ we can", "For Salet Tegelhandel B.V. we can",
              "שלו אריחים ועיצוב בע\"מ", "Another buyer's company of this set (same category).",
              found="Salet Tegelhandel B.V.")),

    # N047 P010 Netherlands: English, another shorter first e-mail (no note)
    Mail("P010", "s1",
         "Azulejo tiles for the Dutch market",
         """Dear Mr Salet,

We make hand-painted azulejo tiles in Caldas da Rainha, Portugal, and are looking for a tile dealer in the Netherlands to carry our range. Salet Tegelhandel B.V. was recommended to me as a shop that sells more than standard tiles.

Our tiles travel by groupage and reach the Netherlands in about a week. I'd be glad to send a box with ten patterns.

Kind regards,
Margarida Correia
Export Manager, Oeste Pomar & Faiança, Lda.""",
         "Another, shorter cold first e-mail in English to a Dutch buyer.",
         Twin("country_wrong", "body", "a tile dealer in the Netherlands to", "a tile dealer in Belgium to",
              "Netherlands", "A neighbouring country: Belgium for the Netherlands.", found="Belgium")),

    # N048 P011 Luxembourg: French, another shorter first e-mail (the note's customers and request)
    Mail("P011", "s1",
         "Ginjinha pour vos clients portugais",
         """Madame Meyer,

Au Luxembourg, la communauté portugaise est nombreuse, et vous m'avez dit que les clients des Caves Meyer sont surtout des cafés et des épiceries portugaises. Notre ginjinha d'Óbidos, avec les griottes dans la bouteille, est exactement ce qu'ils connaissent du pays.

Je vous propose une palette mixte de 70 cl et de 50 cl, livrée à Luxembourg.

Meilleures salutations,
Margarida Correia
Oeste Pomar & Faiança, Lda.""",
         "Another, shorter first e-mail in French (Luxembourg's business language) using the "
         "note's customers and its request (with the fruit); the company with the article "
         "contracted (des Caves Meyer) and without S.à r.l.; Luxembourg as city and country.",
         Twin("company_misspelled", "body", "des Caves Meyer sont", "des Caves Mayer sont",
              "Caves Meyer S.à r.l.", "Near-miss spelling: Mayer for Meyer.", found="Caves Mayer")),

    # N049 P012 South Korea: English, another shorter first e-mail (the note's labels)
    Mail("P012", "s1",
         "Korean back labels for our ginjinha",
         """Dear Mr Choi,

Following your request for Korean back labels: we can print and apply them on our bottling line in Portugal, so the ginjinha reaches 해담주류 ready for the shelf. Please send us the approved Korean text and the importer details, and our designer will prepare a proof within three working days.

Best regards,
Margarida Correia
Export Manager
Oeste Pomar & Faiança, Lda.""",
         "Another, shorter first e-mail answering the note's request (Korean back labels); Mr "
         "with the romanised family name (Choi for 최); the company in Hangul without 주식회사.",
         Twin("company_missing", "body", "reaches 해담주류 ready", "reaches your company ready",
              "주식회사 해담주류", "The only mention of the company replaced by 'your company'.",
              found="your company")),

    # N050 P014 Switzerland: English, another shorter first e-mail (the note's miniatures)
    Mail("P014", "s1",
         "5 cl ginjinha miniatures",
         """Dear Mr Béguelin,

As acheteur vins et spiritueux at Béguelin Vins & Spiritueux SA you asked about 5 cl miniatures: we fill them in cartons of 48 and can add a counter display of 24. They sell well in Portuguese grocery shops as a small gift.

Prices are DAP Geneva; I will send them on request.

Kind regards,
Margarida Correia
Oeste Pomar & Faiança, Lda.""",
         "Another, shorter first e-mail answering the note (5 cl miniatures, Portuguese "
         "grocers); the recorded French title in lower case inside an English sentence.",
         Twin("title_wrong", "body", "As acheteur vins et spiritueux at", "As directeur commercial at",
              "Acheteur vins et spiritueux", "A sales title for a purchasing one.",
              found="directeur commercial")),

    # N051 P016 India: English follow-up on the offer
    Mail("P016", "s2",
         "Re: Whole nutmeg – CIF Nhava Sheva offer",
         """Dear Anupam ji,

I am following up on the offer I sent for a steam-sterilised lot of whole nutmeg, CIF Nhava Sheva. The new crop from Banda is now graded, and I can hold a container for you until the end of this month at the quoted price.

If you need the microbiology report of the sterilised lot before deciding, I can send it right away.

Warm regards,
Fransina Pattiasina
Export Manager, PT Leitimor Rempah Abadi""",
         "Follow-up on the writer's own offer (the note's CIF Nhava Sheva, steam-sterilised); "
         "Dear with the given name and ji.",
         Twin("sender_wrong", "body", "Fransina Pattiasina\nExport Manager",
              "Fransiska Pattiasina\nExport Manager", "Fransina Maria Pattiasina",
              "The sender's given name wrong in the signature (Fransiska).",
              found="Fransiska Pattiasina")),

    # N052 P020 Taiwan: traditional Chinese follow-up on the sample
    Mail("P020", "s2",
         "Re: 西米澱粉樣品",
         """胡主任您好：

想請問上週寄出的 25 公斤西米澱粉樣品是否已收到？貴公司研發部門如有測試結果，或需要調整細度、含水量，請隨時告訴我。

若測試順利，我們下個月即可安排第一個 20 呎貨櫃運往台灣，目的港基隆或高雄都可以。

敬祝 商祺
Fransina
PT Leitimor Rempah Abadi""",
         "Follow-up on the writer's own sample (the note's 25 kg), in Chinese as the note asks; "
         "the company as 貴公司 only (no name), the sender by her given name.",
         Twin("country_wrong", "body", "運往台灣", "運往日本", "Taiwan",
              "A neighbouring country: Japan for Taiwan.", found="日本")),

    # N053 P022 UAE: English with Arabic greeting, another shorter first e-mail
    Mail("P022", "s2",
         "Agarwood chips from Maluku",
         """السلام عليكم Mr Hamdan,

I know you prefer Arabic, so our full offer in Arabic follows; here is a short summary in English first.

We export agarwood chips from Maluku and Papua in several grades, each shipment with its CITES permit. For دار المهيري للعود والبخور ذ.م.م I would suggest starting with a mixed 10 kg box of three grades by air to Dubai.

Best regards,
Fransina Pattiasina
PT Leitimor Rempah Abadi""",
         "Another, shorter first e-mail using the note (prefers Arabic); Arabic greeting; Mr with "
         "the given name (Gulf style); the company in Arabic inside English.",
         Twin("company_foreign", "body", "For دار المهيري للعود والبخور ذ.م.م I would",
              "For شركة الخرافي للعطور والبخور المحدودة I would", "دار المهيري للعود والبخور ذ.م.م",
              "Another buyer's company of this set (same category, Saudi Arabia).",
              found="شركة الخرافي للعطور والبخور المحدودة")),

    # N054 P024 China: English follow-up on the CITES permit
    Mail("P024", "s2",
         "CITES permit for the agarwood samples",
         """Dear Mr Zhang,

A quick update on the CITES export permit for the sample order: the conservation office (BKSDA) in Ambon issued it yesterday, so the samples can leave for Xiamen this week with the permit, the certificate of origin and photos of each grade.

Once 厦门张氏沉香贸易有限公司 has evaluated the samples, we can apply for the permit for the first commercial shipment, which usually takes two to three weeks.

Best regards,
Fransina Pattiasina
PT Leitimor Rempah Abadi""",
         "Follow-up on the writer's own sample order and the note's CITES need; Mr with the "
         "romanised family name (Zhang for 张); the company in Chinese inside English.",
         Twin("artifact", "body", "shipment, which usually takes two to three weeks.",
              "shipment, which usually takes two to three weeks, which usually takes two to three weeks.",
              "", "A repeated clause.",
              found="which usually takes two to three weeks, which usually takes two to three weeks")),

    # N055 P026 USA: English, another shorter first e-mail (the note's COLA question)
    Mail("P026", "s3",
         "Chilean pisco for Cruz Spirits Imports",
         """Dear Patricia,

When we met at Bar Convent Brooklyn you asked whether our pisco has TTB label approval. It does: both our Especial 35° and Reservado 40° carry approved COLAs, and we will file new ones in the name of Cruz Spirits Imports, Inc. once you are the importer.

The pisco comes from the Elqui Valley and is made from Muscat grapes. Shall I send two sample bottles?

Best,
Catalina Rojas
Exportadora Elqui Azul Ltda.""",
         "Another, shorter first e-mail answering the note's question (TTB COLA) and naming its "
         "fair; the company in full with , Inc.",
         Twin("contact_wrong", "body", "Dear Patricia,", "Dear Priscilla,", "Patricia Cruz",
              "Another given name in the greeting.", found="Priscilla")),

    # N056 P027 Russia: English, another shorter first e-mail (no note)
    Mail("P027", "s3",
         "Pisco from Chile – samples for your range",
         """Dear Ms Sharova,

I am writing from La Serena, Chile, to offer Chilean pisco to ООО «Шаров Трейд». Our pisco is distilled in the Elqui Valley from Muscat grapes, at 35° and 40°, in 0.7 l bottles, and we can prepare Russian labels.

Pisco sour is now on many bar menus in Moscow and St Petersburg, and I believe there is room for a Chilean pisco in your range. May I send you samples?

Kind regards,
Catalina Rojas
Deputy Export Manager
Exportadora Elqui Azul Ltda.""",
         "Another, shorter cold first e-mail in English; the contact's family name romanised "
         "(Sharova); the company in Cyrillic with its quotes inside English.",
         Twin("note_wrong", "body", "I am writing from La Serena, Chile, to offer",
              "It was good to meet you at Prodexpo in Moscow. I am writing from La Serena, Chile, to offer",
              "", "A fair meeting claimed for a buyer with no note.",
              found="It was good to meet you at Prodexpo in Moscow")),

    # N057 P028 Italy: Italian follow-up on the photos
    Mail("P028", "s3",
         "Re: Lapislazzuli grezzo qualità AA – 5 kg",
         """Gentile Sig. Juvara,

le scrivo per sapere se ha potuto vedere le fotografie dei 5 kg di lapislazzuli grezzo AA. Alcuni dei blocchi più grandi interessano anche a un altro cliente, quindi posso tenerli per lei fino a venerdì.

Se preferisce, possiamo fare una videochiamata per mostrarle i pezzi dal vivo.

Cordiali saluti,
Catalina Rojas
Exportadora Elqui Azul Ltda.""",
         "Follow-up on the writer's own offer (the note's 5 kg AA rough); no company named.",
         Twin("category_wrong", "body", "dei 5 kg di lapislazzuli grezzo AA", "dei 5 kg di sodalite grezza AA",
              "lapis lazuli", "A neighbouring blue stone: sodalite for lapis lazuli.",
              found="sodalite grezza")),

    # N058 P030 India: English, another shorter first e-mail (the note's wish)
    Mail("P030", "s3",
         "AAA lapis with very little calcite",
         """Dear Mr Deshmukh,

You told us at IIJS Mumbai that white calcite spots spoil the look of your inlay panels in Agra. Our grader has selected 12 kg of AAA rough with very little calcite for Deshmukh Marble Inlay Crafts, and I can send photos of each piece today.

Best regards,
Catalina Rojas
Exportadora Elqui Azul Ltda., Chile""",
         "Another, shorter first e-mail answering the note's wish (little calcite), naming its "
         "fair; the company without Pvt. Ltd.",
         Twin("company_missing", "body", "for Deshmukh Marble Inlay Crafts, and", "for your workshop, and",
              "Deshmukh Marble Inlay Crafts Pvt. Ltd.",
              "The only mention of the company replaced by 'your workshop'.", found="your workshop")),

    # N059 P033 Germany: English, another shorter first e-mail (the note's wish)
    Mail("P033", "s4",
         "Organic purple tea from Kenya",
         """Dear Ms Scholz,

At Internorga you told me that Scholz Teekontor GmbH is looking for an organic purple tea for its tea shops. Ours is grown in the Nandi Hills from the TRFK 306 cultivar and certified organic under the EU regulation. It brews a light, slightly purple cup with very little bitterness.

May I send you 100 g samples of the whole-leaf and the broken grade?

Kind regards,
Faith Langat
Head of Exports
Menengai Agri & Crafts Limited""",
         "Another, shorter first e-mail in English answering the note (organic purple tea for "
         "tea shops, Internorga).",
         Twin("company_foreign", "body", "that Scholz Teekontor GmbH is looking",
              "that Gewürzmühle Girschner GmbH is looking", "Scholz Teekontor GmbH",
              "Another buyer's company of this set (same country).",
              found="Gewürzmühle Girschner GmbH")),

    # N060 P036 Australia: English follow-up on the catalogue
    Mail("P036", "s4",
         "Re: soapstone figurines catalogue",
         """Hi Elizabeth,

I hope the catalogue reached you safely. I wanted to add that we can make small runs of figurines carved to a museum's own theme, for example animals from an exhibition, with a minimum of 100 pieces per design.

If you would like to try a mixed carton first, I can send one by air to Melbourne within three weeks.

Warm regards,
Faith""",
         "Follow-up on the writer's own catalogue, using the note's museum-store customers; "
         "signed with the given name only; no company named.",
         Twin("artifact", "body", "we can make small runs of figurines", "we can make smallruns of figurines",
              "", "Two words fused.", found="smallruns")),
]
