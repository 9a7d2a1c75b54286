"""Natural e-mails N001-N020 (one per buyer P001-P020), each with its twin's one edit."""
from mail import Mail, Twin

S1_SIG_PT = """Margarida Correia
Responsável de Exportação
Oeste Pomar & Faiança, Lda.
Caldas da Rainha, Portugal
+351 262 840 317"""

MAILS = [
    # N001 P001 Brazil, Rocha pears: Portuguese, follow-up after Macfrut with the quote asked for
    Mail("P001", "s1",
         "Pera Rocha – cotação CFR Santos, calibre 60/65",
         """Caro Theo,

Foi um prazer conhecê-lo na Macfrut, em Rimini. Como combinado, envio a nossa cotação de Pera Rocha do Oeste DOP para a Importadora Sampaio Hortifrúti Ltda.:

- calibre 60/65, caixas de 18 kg, categoria I
- CFR Santos, contentor reefer de 40 pés (20 paletes)
- disponibilidade de setembro a abril, fruta conservada em atmosfera controlada

O preço detalhado segue em anexo. O trânsito Leixões–Santos ronda os 14 dias, e a fruta chega com boa firmeza para a distribuição no Brasil.

Se quiser, posso preparar também uma proposta para o calibre 65/70, que costuma ter boa saída nos supermercados.

Com os melhores cumprimentos,
""" + S1_SIG_PT,
         "Follow-up after the fair the note records (Macfrut Rimini), with the quote asked for "
         "(CFR Santos, 60/65, 18 kg cartons); European Portuguese to a Brazilian buyer, given name "
         "in the greeting (Caro Theo), PDO name Pera Rocha do Oeste DOP, Leixões and Santos.",
         Twin("note_wrong", "body", "conhecê-lo na Macfrut, em Rimini",
              "conhecê-lo na Fruit Attraction, em Madrid",
              "Met at Macfrut Rimini in May; asked for a CFR Santos price for calibre 60/65 in 18 kg cartons.",
              "A fair the note does not name (Fruit Attraction Madrid) in place of Macfrut Rimini.",
              found="Fruit Attraction, em Madrid")),

    # N002 P002 UK, Rocha pears: English cold intro, title as recorded, note's certificates
    Mail("P002", "s1",
         "Rocha pears from the Oeste – GlobalG.A.P. and GRASP in place",
         """Dear Ms Cartwright,

I am writing to you as Senior Buyer - Top Fruit at Cartwright Fresh Produce Ltd, as I understand pear programmes for the UK supermarkets are being planned around now.

Oeste Pomar & Faiança is a grower-packer in Caldas da Rainha, in the heart of the Rocha pear PDO area. Rocha is a firm, sweet and very juicy pear that stores well into May, which makes it a good bridge between the end of the British Conference season and the Southern Hemisphere fruit.

All our growers are GlobalG.A.P. certified with the GRASP add-on, and the packhouse is BRCGS grade AA. We pack 55/60 to 65/70 in 5 kg and 18 kg cartons, or in retail punnets to your specification.

Could we send you a pallet for a trial in October?

Kind regards,

Margarida Correia
Export Manager, Oeste Pomar & Faiança, Lda.
+351 262 840 317 | margarida.correia@oestepomar.pt""",
         "Cold intro using the note's certificates (GlobalG.A.P., GRASP); the title as recorded "
         "with its hyphen inside the sentence; Conference pears named as the UK's own season, not "
         "offered; sender title in English (Export Manager).",
         Twin("title_wrong", "body", "as Senior Buyer - Top Fruit at",
              "as Junior Buyer - Top Fruit at", "Senior Buyer - Top Fruit",
              "A title one rung off: Junior for Senior Buyer.", found="Junior Buyer - Top Fruit")),

    # N003 P003 France, Rocha pears: French cold intro
    Mail("P003", "s1",
         "Poires Rocha du Portugal pour Thierry Primeurs",
         """Bonjour Monsieur Thierry,

Je me permets de vous contacter de la part d'Oeste Pomar & Faiança, producteur et expéditeur de poires Rocha à Caldas da Rainha, au Portugal.

La Rocha (AOP « Pera Rocha do Oeste ») est une poire à chair ferme, croquante et sucrée, qui se conserve très bien : nous pouvons vous livrer de septembre à fin avril, en colis de 5 kg ou en cartons de 18 kg, calibres 55/60 à 65/70.

Pour Thierry Primeurs SAS, nous pourrions organiser des livraisons en camion complet ou en groupage vers la France en 48 heures depuis notre station.

Seriez-vous intéressé par un échantillon et nos prix de la semaine ?

Bien cordialement,

Margarida Correia
Responsable export
Oeste Pomar & Faiança, Lda.
Tél. +351 262 840 317""",
         "French cold intro with French typography (« », space before ? and :); the company "
         "short in the subject and in full in the body; sender title translated (Responsable export).",
         Twin("category_wrong", "subject", "Poires Rocha du Portugal", "Poires Conférence du Portugal",
              "Rocha pears", "A neighbouring product in the subject: Conference pears for Rocha pears.",
              found="Poires Conférence")),

    # N004 P004 Canada (Québec), Rocha pears: French, the note's request (French price list, Montréal)
    Mail("P004", "s1",
         "Liste de prix – poires Rocha livrées au port de Montréal",
         """Bonjour Madame Duchesne,

Suite à notre rencontre au SIAL Montréal, je vous fais parvenir, comme promis, notre liste de prix en français pour la poire Rocha.

Les prix sont établis CIF port de Montréal, en conteneur réfrigéré de 40 pieds, avec un transit d'environ 12 jours depuis Lisbonne. Nous connaissons déjà les exigences de l'ACIA pour les fruits frais importés au Canada, et tous nos lots sont certifiés GlobalG.A.P.

Pour Les Importations Duchesne inc., je vous propose de commencer par un conteneur mixte de calibres 60/65 et 65/70, afin de tester les deux formats auprès de vos clients.

Je reste à votre disposition pour toute question.

Cordialement,

Margarida Correia
Responsable des exportations
Oeste Pomar & Faiança, Lda., Caldas da Rainha (Portugal)
margarida.correia@oestepomar.pt""",
         "Reply to the note's request (French price list, delivery port of Montréal), the fair "
         "of the note (SIAL Montréal) in passing; the lower-case Québec legal form inc.; ACIA "
         "(the Canadian food inspection agency).",
         Twin("country_wrong", "body", "importés au Canada", "importés aux États-Unis", "Canada",
              "A neighbouring country: the United States for Canada.", found="aux États-Unis")),

    # N005 P005 Poland, Rocha pears: English cold intro
    Mail("P005", "s1",
         "Rocha pears for Wawryniuk Owoce Import",
         """Dear Ms Wawryniuk,

My name is Margarida Correia and I handle exports at Oeste Pomar & Faiança, Lda., a pear grower and packer in Caldas da Rainha, Portugal.

Many Polish importers add Rocha pears to their range once domestic pears run short in spring, and I would like to offer Wawryniuk Owoce Import Sp. z o.o. a regular supply from February to May. Rocha keeps its crunch and colour for weeks on the shelf, and it travels well by truck: our loads reach Poland in four days.

We can pack in 5 kg open cartons or 18 kg boxes, calibre 55/60 up to 70/75, with Polish labelling if needed.

Would a price list delivered to your warehouse be useful?

Best regards,
Margarida Correia
Export Manager
Oeste Pomar & Faiança, Lda.
+351 262 840 317""",
         "English cold intro; the Polish legal form Sp. z o.o. in full in the body, the company "
         "without it in the subject.",
         Twin("company_misspelled", "body", "offer Wawryniuk Owoce Import Sp. z o.o.",
              "offer Wawrzyniuk Owoce Import Sp. z o.o.", "Wawryniuk Owoce Import Sp. z o.o.",
              "Near-miss spelling: Wawrzyniuk (the commoner Polish name) for Wawryniuk.",
              found="Wawrzyniuk Owoce Import Sp. z o.o.")),

    # N006 P006 USA, azulejo tiles: English reply to the note's sample request
    Mail("P006", "s1",
         "Your hand-painted tile samples, 14 x 14 cm",
         """Dear Mr. Ball,

Thank you again for your interest at Coverings 2025. As promised, the samples of our 14 x 14 cm hand-painted azulejo tiles left Caldas da Rainha by courier this morning: six traditional blue-and-white patterns, two polychrome designs and one plain white tile so you can compare the glaze.

Each tile is painted by hand on tin-glazed earthenware, so small variations from tile to tile are part of the look. They are ideal for walls in kitchens, bathrooms and restaurant counters; for floors we would recommend a porcelain tile instead.

If the samples suit Ball Tile & Stone, LLC, I can quote FOB Lisbon or delivered to your warehouse, with lead times of six to eight weeks for a 20 ft container.

Best regards,
Margarida Correia
Export Manager | Oeste Pomar & Faiança, Lda.
margarida.correia@oestepomar.pt | +351 262 840 317""",
         "Reply to the note's request (samples of 14 x 14 cm hand-painted tiles), the note's fair "
         "(Coverings 2025) in passing; the US legal form after a comma (, LLC); Mr. with a dot.",
         Twin("contact_wrong", "body", "Dear Mr. Ball,", "Dear Mr. Hall,", "Michael Ball",
              "Another family name in the greeting: Hall for Ball.", found="Mr. Hall")),

    # N007 P007 Austria, azulejo tiles: German cold intro, title as recorded
    Mail("P007", "s1",
         "Handbemalte Azulejos aus Portugal",
         """Sehr geehrte Frau Zöhrer,

als Einkaufsleiterin der Fliesen Zöhrer GmbH suchen Sie sicher immer wieder nach Fliesen, die Ihre Kunden nicht in jedem Baumarkt finden. Darf ich Ihnen unsere handbemalten Azulejos vorstellen?

Oeste Pomar & Faiança ist ein Familienbetrieb aus Caldas da Rainha, einer Stadt mit über hundert Jahren Keramiktradition. Unsere Azulejos werden auf Steingut mit Zinnglasur von Hand bemalt, klassisch in Kobaltblau auf Weiß oder mehrfarbig, im Format 14 x 14 cm und 15 x 15 cm. Sie eignen sich für Küchen, Bäder und Akzentwände in Wohnungen, Cafés und Hotels.

Gern schicke ich Ihnen unseren Katalog und ein Musterpaket nach Österreich. Wir liefern per Sammelgut, in der Regel innerhalb von zehn Tagen ab Auftragseingang.

Mit freundlichen Grüßen

Margarida Correia
Exportleiterin
Oeste Pomar & Faiança, Lda.
Caldas da Rainha, Portugal""",
         "German cold intro; the recorded title declined into the sentence (als Einkaufsleiterin "
         "der Fliesen Zöhrer GmbH); the sender's company without its legal form; sender title "
         "translated (Exportleiterin).",
         Twin("company_missing", "body", "als Einkaufsleiterin der Fliesen Zöhrer GmbH",
              "als Einkaufsleiterin Ihres Unternehmens", "Fliesen Zöhrer GmbH",
              "The only mention of the company replaced by 'Ihres Unternehmens'.",
              found="Ihres Unternehmens")),

    # N008 P008 Japan, azulejo tiles: Japanese (the note asks for it), the note's interest
    Mail("P008", "s1",
         "ポルトガルの手描きアズレージョ（15cm角・青白）のご案内",
         """株式会社吉田タイル商会
仕入部長 吉田 晃 様

突然のご連絡失礼いたします。ポルトガル・カルダス・ダ・ライーニャのOeste Pomar & Faiança, Lda.で輸出を担当しておりますマルガリーダ・コレイアと申します。

飲食店の内装向けに青と白の15cm角タイルをお探しと伺い、ご連絡いたしました。弊社のアズレージョは錫釉の陶器に一枚ずつ職人が手描きしたもので、伝統的なコバルトブルーの柄を20種類以上ご用意しております。壁面用で、カウンターや厨房まわりにも多く使われております。

ご興味がございましたら、見本とカタログを日本へお送りいたします。横浜港までのCIF価格もお見積もりいたします。

何卒よろしくお願い申し上げます。

Margarida Correia（マルガリーダ・コレイア）
輸出担当
Oeste Pomar & Faiança, Lda.
+351 262 840 317""",
         "Japanese business letter as the note asks: company, title and name with 様 as the "
         "address block; the note's interest (blue-and-white 15 cm tiles for restaurants); the "
         "sender's name in katakana beside the Latin one, title translated (輸出担当).",
         Twin("company_foreign", "body", "株式会社吉田タイル商会\n仕入部長",
              "中村澱粉工業株式会社\n仕入部長", "株式会社吉田タイル商会",
              "Another buyer's company of this set (same country) in the address block.",
              found="中村澱粉工業株式会社")),

    # N009 P009 Israel, azulejo tiles: English with a Hebrew greeting, the note's catalogue
    Mail("P009", "s1",
         "Our azulejo catalogue, as requested",
         """שלום יעל,

Thank you for your interest in our tiles. As requested, I attach our 2025 azulejo catalogue with the full price list.

Since your customers at שלו אריחים ועיצוב בע"מ are mostly architects and interior designers, I have marked the pages with our made-to-order service: we can paint a pattern from an architect's drawing, or a large panel across many tiles, in about eight weeks. All tiles are hand-painted in Caldas da Rainha on tin-glazed earthenware, 14 x 14 or 15 x 15 cm.

We ship to Israel by sea to Haifa or Ashdod, well packed in wooden crates, and we can send a box of samples for your showroom.

Best wishes,
Margarida Correia
Export Manager
Oeste Pomar & Faiança, Lda., Portugal
+351 262 840 317""",
         "Reply to the note's request (catalogue), the note's customers (architects, interior "
         "designers); Hebrew greeting with the given name; the company in Hebrew inside an "
         "English sentence, with its gershayim legal form.",
         Twin("artifact", "body", "we can paint a pattern from", "we can paint we can paint a pattern from",
              "", "A doubled phrase.", found="we can paint we can paint")),

    # N010 P010 Netherlands, azulejo tiles: Dutch cold intro
    Mail("P010", "s1",
         "Handbeschilderde azulejo's uit Portugal voor Salet Tegelhandel",
         """Beste heer Salet,

Mijn naam is Margarida Correia, exportverantwoordelijke bij Oeste Pomar & Faiança, Lda. in Caldas da Rainha, Portugal. Wij maken handbeschilderde azulejo's: tegels van tinglazuuraardewerk, elk stuk met de hand beschilderd in ons eigen atelier.

Ik denk dat onze tegels goed zouden passen in het assortiment van Salet Tegelhandel B.V., naast uw gewone wand- en vloertegels. Veel Nederlandse klanten gebruiken ze als spatwand in de keuken of als accent in de badkamer. We hebben meer dan dertig patronen in blauw-wit en in kleur, in 14 x 14 en 15 x 15 cm.

Zal ik u een proefdoos met tien patronen sturen? Levering naar Nederland gaat per groupage en duurt ongeveer een week.

Met vriendelijke groet,

Margarida Correia
Oeste Pomar & Faiança, Lda.
+351 262 840 317
www.oestepomar.pt""",
         "Dutch cold intro (azulejo's with the Dutch apostrophe plural); sender title translated "
         "(exportverantwoordelijke).",
         Twin("sender_wrong", "body", "+351 262 840 317", "+351 262 840 371", "+351 262 840 317",
              "The sender's phone with two digits swapped.")),

    # N011 P011 Luxembourg, ginjinha: Portuguese (the note: speaks Portuguese), the note's request
    Mail("P011", "s1",
         "Ginjinha com fruto para as Caves Meyer",
         """Exma. Sra. Liliane Meyer,

Muito obrigada pelo seu interesse na nossa ginjinha. Como pediu, temos a ginjinha com fruto, com as ginjas inteiras dentro da garrafa, em 70 cl e 50 cl, com 20% vol.

Sei que os vossos clientes são sobretudo cafés e mercearias portuguesas no Luxemburgo. Para os cafés, sugiro a garrafa de 70 cl, que dá para servir ao copo ou no tradicional copinho de chocolate; para as mercearias, a caixa de oferta com duas garrafas de 50 cl tem tido muito sucesso junto da comunidade portuguesa em França e na Suíça.

Posso enviar uma proposta de preços DAP Luxemburgo para uma palete mista?

Com os melhores cumprimentos,
""" + S1_SIG_PT,
         "Portuguese, as the Portuguese note says she speaks it; the note's request (ginjinha "
         "com fruto) and customers (Portuguese cafés and grocers); the company with the article "
         "(as Caves Meyer) and without its legal form; France and Switzerland named as other "
         "markets, not the buyer's.",
         Twin("note_wrong", "body", "Como pediu, temos a ginjinha com fruto, com as ginjas inteiras dentro da garrafa,",
              "Como pediu, temos a ginjinha sem fruto, já filtrada,",
              "Fala português; os clientes são cafés e mercearias portuguesas. Pediu ginjinha com fruto.",
              "The note misquoted: she asked for ginjinha with the fruit, the twin says without.",
              found="Como pediu, temos a ginjinha sem fruto")),

    # N012 P012 South Korea, ginjinha: English with Korean greeting, follow-up after Bar Convent Berlin
    Mail("P012", "s1",
         "Ginjinha after Bar Convent Berlin – Korean back labels",
         """최우진 과장님께,

It was a pleasure to meet you at Bar Convent Berlin, and thank you for tasting our ginjinha at the stand.

You mentioned that 주식회사 해담주류 needs Korean back labels before import. That is no problem for us: if you send the text you have approved for the import filing, we will print the labels here and apply them on our line in Caldas da Rainha, so the bottles arrive in Busan ready for sale. Our ginjinha is a sour cherry liqueur at 20% vol., made from Óbidos ginja cherries, in 70 cl and 50 cl bottles.

As 구매팀 과장 you will want prices first, so I attach our FOB Lisbon and CIF Busan price list.

감사합니다.

Margarida Correia
Export Manager
Oeste Pomar & Faiança, Lda.
+351 262 840 317""",
         "Follow-up after the note's fair (Bar Convent Berlin) and its request (Korean back "
         "labels); Korean greeting with full name and the rank from the title (과장님께); the "
         "company and the recorded title in Hangul inside English sentences; Busan as port.",
         Twin("title_wrong", "body", "As 구매팀 과장 you", "As 구매팀 부장 you", "구매팀 과장",
              "A title one rung off: 부장 (general manager) for 과장 (manager).", found="구매팀 부장")),

    # N013 P013 Greece, ginjinha: Greek cold intro
    Mail("P013", "s1",
         "Τζιντζίνια (λικέρ βύσσινο) από την Πορτογαλία",
         """Αξιότιμε κύριε Ρίγκο,

Ονομάζομαι Margarida Correia και είμαι υπεύθυνη εξαγωγών στην Oeste Pomar & Faiança, Lda., στην πόλη Caldas da Rainha της Πορτογαλίας.

Σας γράφω γιατί πιστεύω ότι η ginjinha μας θα ενδιέφερε την Κάβα Ρίγκος Ι.Κ.Ε. Πρόκειται για το παραδοσιακό πορτογαλικό λικέρ από βύσσινα (ginja) της περιοχής του Óbidos, 20% vol., σε φιάλες των 70 cl και 50 cl, με ή χωρίς φρούτο μέσα στη φιάλη. Οι Έλληνες καταναλωτές γνωρίζουν ήδη το λικέρ βύσσινο, οπότε η ginjinha είναι εύκολη πρόταση για την κάβα σας.

Θα χαρώ να σας στείλω δείγματα και τιμοκατάλογο με παράδοση στην Ελλάδα.

Με εκτίμηση,
""" + S1_SIG_PT,
         "Greek cold intro; the vocative of the family name (κύριε Ρίγκο); ginjinha transcribed "
         "(Τζιντζίνια) in the subject and in Latin in the body; the company in the accusative "
         "(την Κάβα Ρίγκος Ι.Κ.Ε.).",
         Twin("company_misspelled", "body", "την Κάβα Ρίγκος Ι.Κ.Ε.", "την Κάβα Ρήγκος Ι.Κ.Ε.",
              "Κάβα Ρίγκος Ι.Κ.Ε.", "Homophone vowel: η for ι in the family name.",
              found="Κάβα Ρήγκος Ι.Κ.Ε.")),

    # N014 P014 Switzerland (Geneva), ginjinha: French reply to the note's request (5 cl)
    Mail("P014", "s1",
         "Mignonnettes de ginjinha 5 cl",
         """Bonjour Monsieur Béguelin,

Merci pour votre demande concernant nos mignonnettes. Nous produisons effectivement la ginjinha en flacons de 5 cl, par cartons de 48, en plus des bouteilles de 70 cl et de 50 cl.

Pour les épiceries portugaises de Genève que vous livrez, la mignonnette fonctionne très bien en caisse, comme souvenir ou petit cadeau ; nous pouvons aussi fournir un présentoir de comptoir de 24 flacons.

Nos prix s'entendent DAP Genève, dédouanement en Suisse à votre charge, avec la preuve d'origine pour l'accord de libre-échange UE-Suisse. Je vous enverrai volontiers une offre détaillée pour Béguelin Vins & Spiritueux SA.

Meilleures salutations,

Margarida Correia
Responsable export
Oeste Pomar & Faiança, Lda., Caldas da Rainha
+351 262 840 317""",
         "Reply to the note's request (5 cl miniatures) and customers (Portuguese grocers in "
         "Geneva); Swiss closing (Meilleures salutations); the EU-Switzerland free trade agreement.",
         Twin("country_wrong", "body", "dédouanement en Suisse", "dédouanement en France",
              "Switzerland", "A neighbouring country: France for Switzerland.", found="en France")),

    # N015 P015 Canada, ginjinha: English cold intro, title as recorded
    Mail("P015", "s1",
         "Ginjinha, Portugal's sour cherry liqueur",
         """Dear Ms Beasley,

I am reaching out to you as Category Manager, Spirits at Beasley Fine Wines & Spirits Inc., because Portuguese liqueurs have been growing steadily in Canada and ginjinha is still hard to find on the shelf.

Ginjinha is a sour cherry liqueur made from ginja cherries grown around Óbidos, a few kilometres from our base in Caldas da Rainha. Ours is 20% vol., sweet but with a clean, tart finish, and we bottle it in 750 ml for North America, as well as 50 cl and 5 cl. Served neat in a chocolate cup it is a great talking point in bars and restaurants.

We already have the lab analysis and the bilingual labels that the provincial liquor boards ask for. Could I send you a sample bottle and a price list?

Kind regards,
Margarida Correia
Export Manager, Oeste Pomar & Faiança, Lda.
margarida.correia@oestepomar.pt""",
         "English cold intro; the recorded title with its comma inside the sentence; the "
         "company's & and Inc.; 750 ml for North America.",
         Twin("category_wrong", "body", "Could I send you a sample bottle and a price list?",
              "Could I send you a sample bottle of our cherry brandy and a price list?",
              "ginjinha liqueur", "A neighbouring product offered: cherry brandy for ginjinha.",
              found="cherry brandy")),

    # N016 P016 India, whole nutmeg: English with Hindi greeting, reply to the note's request
    Mail("P016", "s2",
         "Whole nutmeg – CIF Nhava Sheva offer, steam-sterilised",
         """नमस्ते अनुपम जी,

Thank you for your enquiry. Please find below our offer of whole nutmeg from the Banda and Ambon islands for छेत्री मसाला उद्योग प्राइवेट लिमिटेड:

- Whole nutmeg ABCD, sound and shelled, moisture max. 10%
- Steam-sterilised lot, as you requested, with a microbiological certificate for the lot
- Packing: 50 kg double jute bags
- CIF Nhava Sheva, 20 ft container, shipment 4-5 weeks after confirmation

Our nutmeg is dried on the islands and graded in our warehouse in Ambon, so we control moisture and aflatoxin before the steam sterilisation.

Please let me know the quantity you have in mind and I will confirm the price.

Warm regards,
Fransina Pattiasina
Export Manager
PT Leitimor Rempah Abadi
Ambon, Indonesia | +62 911 352 408""",
         "Reply to the note's request (price CIF Nhava Sheva, steam-sterilised lot); Hindi "
         "greeting with given name and ji; the company in Devanagari inside English; the "
         "sender signs with her second given name dropped.",
         Twin("category_wrong", "body", "- Whole nutmeg ABCD, sound and shelled, moisture max. 10%",
              "- Mace blades, sound and clean, moisture max. 10%", "whole nutmeg",
              "A neighbouring product in the offer: mace blades for whole nutmeg.",
              found="Mace blades")),

    # N017 P017 Germany, whole nutmeg: German cold intro, title as recorded
    Mail("P017", "s2",
         "Ganze Muskatnüsse von den Molukken",
         """Sehr geehrte Frau Girschner,

als Leiterin Rohwareneinkauf der Gewürzmühle Girschner GmbH kennen Sie die Preisschwankungen bei Muskatnüssen gut. Ich möchte Ihnen eine direkte Bezugsquelle vorstellen: PT Leitimor Rempah Abadi in Ambon auf den Molukken, der Heimat der Muskatnuss.

Wir kaufen ganze Muskatnüsse direkt von Bauern auf Ambon, den Banda-Inseln und Seram, trocknen und sortieren sie in unserem eigenen Lager und liefern die Qualitäten ABCD und BWP. Jede Partie wird vor der Verschiffung auf Aflatoxine und Ochratoxin A nach den EU-Grenzwerten untersucht.

Gern sende ich Ihnen ein Muster von 1 kg und ein Angebot CIF Hamburg.

Mit freundlichen Grüßen
Fransina Pattiasina
Export Manager
PT Leitimor Rempah Abadi
Ambon, Indonesien""",
         "German cold intro; the recorded title inside the sentence (als Leiterin "
         "Rohwareneinkauf der ...); Indonesian legal form PT before the name; nutmeg grades "
         "ABCD and BWP.",
         Twin("title_wrong", "body", "als Leiterin Rohwareneinkauf der", "als Leiterin Vertrieb der",
              "Leiterin Rohwareneinkauf", "A sales title for a purchasing one.",
              found="Leiterin Vertrieb")),

    # N018 P018 UAE, whole nutmeg: English cold intro
    Mail("P018", "s2",
         "Indonesian whole nutmeg for Al Ketbi Spices Trading",
         """Dear Mr Al Ketbi,

Good day. I am Fransina Pattiasina, export manager of PT Leitimor Rempah Abadi in Ambon, Indonesia. We supply whole nutmeg from the Moluccas, the islands where nutmeg comes from, to spice traders in the Gulf, India and Europe.

For Al Ketbi Spices Trading L.L.C. I can offer:
• Whole nutmeg, ABCD and BWP grades, in 25 kg PP bags or 50 kg jute bags
• CFR Jebel Ali, 20 ft containers, about 3-4 weeks' transit via Surabaya
• Phytosanitary certificate, certificate of origin and lab analysis with every shipment

We can also re-grade to the count your customers prefer. Would you like a sample by courier?

Best regards,
Fransina Pattiasina
PT Leitimor Rempah Abadi
+62 911 352 408""",
         "English cold intro; the Gulf L.L.C. with dots; bullet list; the Gulf, India and Europe "
         "named as other markets.",
         Twin("contact_wrong", "body", "Dear Mr Al Ketbi,", "Dear Mr Al Kaabi,", "Saeed Al Ketbi",
              "Another Emirati family name in the greeting.", found="Mr Al Kaabi")),

    # N019 P019 Thailand, sago starch: English with Thai greeting, cold intro
    Mail("P019", "s2",
         "Sago starch from the Moluccas / แป้งสาคู",
         """เรียน คุณสุกฤษตา

My name is Fransina Pattiasina and I am the export manager of PT Leitimor Rempah Abadi in Ambon, Indonesia. I am writing to บริษัท โพธิสัตย์ ฟู้ดส์ จำกัด because Thai dessert and noodle makers increasingly ask for real sago starch from the sago palm, not only tapioca.

Our sago starch is extracted from Metroxylon sagu palms on Seram and Ambon, washed and dried in our own mill. It is white, neutral in taste and gives the clear, chewy texture that sago pearls and desserts need. We pack it in 25 kg paper bags and ship to Laem Chabang in 20 ft containers.

May I send you a 2 kg sample and our specification sheet?

ขอบคุณค่ะ
Fransina Pattiasina
PT Leitimor Rempah Abadi""",
         "Thai greeting with คุณ and the given name (as Thais are addressed); the company in "
         "Thai script inside English; tapioca named as what sago starch is not; Thai subject "
         "word beside the English one; female polite particle ค่ะ.",
         Twin("company_misspelled", "body", "บริษัท โพธิสัตย์ ฟู้ดส์ จำกัด", "บริษัท โพธิสัตว์ ฟู้ดส์ จำกัด",
              "บริษัท โพธิสัตย์ ฟู้ดส์ จำกัด", "Near-miss Thai spelling: ว for ย at the end of the family name.")),

    # N020 P020 Taiwan, sago starch: traditional Chinese (the note), reply to the 25 kg sample
    Mail("P020", "s2",
         "西米澱粉 25 公斤樣品寄送通知",
         """胡主任您好：

感謝您對我們西米澱粉的興趣。依照您的要求，我們已準備好一袋 25 公斤的樣品，將於本週以空運寄往台灣，運單號碼會另行通知。

我們的西米澱粉取自摩鹿加群島的西谷椰子（Metroxylon sagu），在安汶自有工廠水洗、乾燥，色澤潔白、無異味，很適合製作粉圓和西米露。隨樣品附上規格書和檢驗報告，供胡家粉圓食品有限公司的研發部門測試。

若測試結果滿意，我們可以每月供應 20 呎貨櫃，CIF 基隆或高雄。

敬祝 商祺

Fransina Pattiasina
出口經理
PT Leitimor Rempah Abadi
印尼 安汶""",
         "Traditional Chinese as the note asks, reply to its request (25 kg sample); address by "
         "family name and the rank of the title (胡主任); the sender's title translated (出口經理); "
         "Keelung and Kaohsiung.",
         Twin("note_wrong", "body", "我們已準備好一袋 25 公斤的樣品", "我們已準備好一袋 50 公斤的樣品",
              "Asked for a 25 kg sample; prefers to write in Chinese.",
              "The note misquoted: a 50 kg sample 'as you asked' for the 25 kg the note records.",
              found="50 公斤的樣品")),
]
