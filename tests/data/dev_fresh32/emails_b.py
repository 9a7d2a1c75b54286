"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin, text

MAILS = [
    # N021 P021 UK, s2, English, cold
    Mail("P021", "s2",
         "Tiger nuts direct from Niger",
         text("""
Dear Mr Taylor,

I am writing from Maggia Agro-Sahel, a grower and exporter in southern Niger, to offer Taylor Wholefoods a direct source of dried tiger nuts.

Tiger nuts (also sold as chufa or earth almonds, although they are a tuber, not a nut) have become a steady seller in UK health food shops: whole as a snack, ground into flour for gluten-free baking, or soaked for horchata. Much of what reaches the UK comes from our region through traders in Spain; buying from us directly shortens the chain and gives you full traceability back to the farming cooperatives around Maradi.

We offer:
- whole dried tiger nuts, washed and sorted, 8-12 mm
- aflatoxin and moisture analysis for every lot
- 25 kg paper bags, or retail packs under your own label
- prices CIF Felixstowe or DDP your warehouse

As buying manager, you will no doubt want to test the quality first. I can send a 2 kg sample this month.

Kind regards,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "cold first e-mail; English; `Mr Taylor`; the company without Ltd; synonyms of the "
         "category that are right (chufa, earth almonds); Spain named as a trade route; the title "
         "in lower case; Felixstowe",
         Twin("category_wrong", "body", "a direct source of dried tiger nuts.",
              "a direct source of shelled groundnuts.", "dried tiger nuts",
              "a neighbouring product (groundnuts) in the sentence that names the offer",
              found="shelled groundnuts")),

    # N022 P022 Nigeria, s2, English with a Hausa greeting, answering the note
    Mail("P022", "s2",
         "White cowpeas from the Maradi area – weevil-free",
         text("""
Dear Mr Lawal,

Sannu da aiki. I am Rakiatou Hamani from Maggia Agro-Sahel in Birni-N'Konni. I was told that Lawal Grains and Commodities buys white cowpeas in Kano and prefers beans from the Maradi area, so I would like to introduce ourselves. I am happy to write in English or in Hausa, whichever you prefer.

We buy dried cowpeas directly from farmers around Maradi and Dakoro, clean and grade them in our store, and treat them against weevils with hermetic PICS bags, so the beans arrive free of weevils and without chemical residues.

Our offer for the new season:
- white cowpeas (Maradi type), cleaned and hand-sorted, 100 kg bags
- trucks of 30 tonnes delivered to Dawanau market, Kano
- ECOWAS certificate of origin with every truck
- price per bag delivered Kano, in naira

Please let me know what quantity you would need each month, and I will send you a firm quotation.

Best regards,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "first e-mail answering the note (Kano, Hausa or English, white beans from Maradi, free of "
         "weevils); English with a Hausa greeting; `Mr Lawal`; the company without Limited; PICS "
         "bags, Dawanau market",
         Twin("contact_wrong", "body", "Dear Mr Lawal,", "Dear Mr Lawan,", "Aliyu Lawal",
              "another family name (Lawan, a Kanuri/Hausa name) in the greeting", found="Mr Lawan")),

    # N023 P023 Ghana, s2, English, cold (uses the note's customers)
    Mail("P023", "s2",
         "Good cowpeas for your waakye customers",
         text("""
Dear Madam Boatemaah,

Good afternoon. My name is Rakiatou Hamani, and I sell dried cowpeas from Niger for Maggia Agro-Sahel.

As the proprietress of Rosemary Boatemaah Enterprise, you know that chop bars and waakye sellers in Kumasi need beans that cook evenly and do not break. Our cowpeas are the small red-eye and white types from the Maradi region, the same beans many Kumasi traders already buy through middlemen in Techiman. We clean and sort them by hand and store them in hermetic bags, so there are no weevils.

We can deliver:
- 100 kg bags, or 50 kg bags if you prefer smaller lots
- by truck to Kumasi, through Burkina Faso
- from October, when the new harvest is in

If you tell me how many bags you sell in a month, I will send you a price delivered to your shop.

Thank you,
Rakiatou Hamani Garba
Export Sales Manager
Maggia Agro-Sahel SARL
Birni-N'Konni, Niger
+227 20 61 03 47
r.hamani@maggia-agrosahel.ne
"""),
         "cold first e-mail using the note's customers (chop bars, waakye vendors in Kumasi); "
         "English; Ghanaian `Madam Boatemaah`; the title `proprietress` in lower case inside a "
         "sentence; Techiman, Burkina Faso as places of trade and transit",
         Twin("title_wrong", "body", "As the proprietress of Rosemary Boatemaah Enterprise",
              "As the purchasing manager of Rosemary Boatemaah Enterprise", "Proprietress",
              "a purchasing manager's title for the owner", found="purchasing manager")),

    # N024 P024 Brazil, s3, Portuguese, first written contact after Fruit Logistica (note)
    Mail("P024", "s3",
         "Pera Conference da Bélgica – após a Fruit Logistica",
         text("""
Prezado Sr. Luiz Otávio,

Foi um prazer conversar com o senhor no nosso estande da Fruit Logistica em Berlim. Conforme combinado, envio a nossa proposta de peras Conference frescas para a Comercial Duarte de Frutas.

Somos uma empresa familiar de Sint-Truiden, no coração da região de Haspengouw, na Bélgica, onde cultivamos e embalamos peras há três gerações.

Conforme o que o senhor pediu:
- calibre 65+ mm, categoria I
- caixas de 12 kg, com etiquetas em português
- contêineres refrigerados (reefer) de 40 pés até o porto de Santos, com tratamento a frio e certificado fitossanitário
- temporada de embarque: de outubro a maio, com frutas de câmara de atmosfera controlada

Posso enviar a cotação CFR Santos para as primeiras semanas de embarque ainda esta semana.

Atenciosamente,

Liesbeth Vanherck
Exportverantwoordelijke (Gerente de Exportação)
Haspengouw Fruit & Stroop BV
Sint-Truiden, Bélgica
Tel.: +32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "first written contact after Fruit Logistica (note); wholly Portuguese; `Prezado Sr. "
         "Luiz Otávio` (Brazilian address by the given names); the company without Ltda.; 65+ mm, "
         "12 kg cartons and reefer to Santos from the note; CFR; the sender's title with a "
         "Portuguese gloss",
         Twin("note_wrong", "body", "no nosso estande da Fruit Logistica em Berlim.",
              "no nosso estande da Fruit Attraction em Madri.", "Fruit Logistica Berlin",
              "a fair the note does not name in place of the one it does",
              found="Fruit Attraction em Madri")),

    # N025 P025 India, s3, English with a Marathi greeting, cold
    Mail("P025", "s3",
         "Belgian Conference pears for the Mumbai market",
         text("""
नमस्कार प्रकाश जी,

My name is Liesbeth Vanherck and I am the export manager of Haspengouw Fruit & Stroop, a pear grower and packer in Sint-Truiden, Belgium.

Since India opened its market to Belgian pears, Conference pears have found a good place among premium imported fruit in Mumbai and Pune. I would very much like शिंदे फ्रूट्स प्रायव्हेट लिमिटेड to be our first importer in Maharashtra.

About our Conference pears:
- long, russeted, very sweet when ripe, and they store well in cold chain
- sizes 55-60, 60-65 and 65+ mm, in 5 kg and 12 kg cartons
- every shipment follows the Indian plant quarantine requirements, with cold treatment in transit and a phytosanitary certificate
- prices CIF Nhava Sheva, in euros or US dollars

If you agree, I can send you our season plan and prices for the first containers.

Warm regards,
Liesbeth Vanherck
Export Manager
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgium
+32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; English with a Marathi greeting (`नमस्कार प्रकाश जी`, given name + "
         "जी); the company in Devanagari inside an English sentence; the sender's Dutch title "
         "translated (`export manager`, `Export Manager`); Maharashtra, Pune, Nhava Sheva",
         Twin("company_misspelled", "body", "शिंदे फ्रूट्स प्रायव्हेट लिमिटेड", "शिंडे फ्रूट्स प्रायव्हेट लिमिटेड",
              "शिंदे फ्रूट्स प्रायव्हेट लिमिटेड", "ड written for द in the family name",
              found="शिंडे फ्रूट्स")),

    # N026 P026 UAE, s3, English, cold
    Mail("P026", "s3",
         "Conference pears from Belgium for Dubai",
         text("""
Dear Mr Hamad,

I am Liesbeth Vanherck, export manager at Haspengouw Fruit & Stroop in Belgium. We grow and pack Conference pears in the Haspengouw region, near Sint-Truiden, and already ship to importers in Saudi Arabia and Qatar.

I am writing to you as head of the purchasing department at الظاهري للفواكه والخضروات ذ.م.م because Conference pears do very well with fruit shops and hypermarkets in the United Arab Emirates during the cooler months, when demand for imported fruit peaks.

What we can offer:
- Conference pears, sizes 60-65 and 65+ mm, in 12 kg or 4 x 3 kg retail cartons
- reefer containers to Jebel Ali, about 21 days from Antwerp
- GLOBALG.A.P. certified orchards; certificates of origin legalised for the UAE
- prices CFR Jebel Ali

Would you like me to send our weekly availability and prices for the coming season?

Kind regards,
Liesbeth Vanherck
Export Manager
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgium
+32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; English; Gulf-style `Mr Hamad` (given name); the company in Arabic "
         "script inside an English sentence; the title translated (`head of the purchasing "
         "department`); other Gulf markets named as the sender's (Saudi Arabia, Qatar); Antwerp, "
         "Jebel Ali",
         Twin("country_wrong", "body", "hypermarkets in the United Arab Emirates during",
              "hypermarkets in Oman during", "United Arab Emirates",
              "the buyer's market named as Oman", found="Oman")),

    # N027 P027 Germany, s3, German, cold
    Mail("P027", "s3",
         "Apfel-Birnen-Sirup aus Haspengouw für Ihr Trockensortiment",
         text("""
Sehr geehrte Frau Scheuermann,

mein Name ist Liesbeth Vanherck, ich bin für den Export bei Haspengouw Fruit & Stroop BV in Sint-Truiden (Belgien) zuständig. Ich wende mich an Sie als Leiterin Einkauf Trockensortiment der Scheuermann Naturkost GmbH, weil unser Apfel-Birnen-Sirup gut in das Brotaufstrich-Regal eines Naturkostgroßhändlers passen würde.

Unser Sirup ist der klassische Haspengauer „Stroop“: Äpfel und Birnen aus unseren eigenen Obstgärten werden viele Stunden eingekocht, ohne Zuckerzusatz und ohne Zusatzstoffe. In Deutschland kennt man ihn vom rheinischen Apfelkraut, unserer ist etwas fruchtiger durch den höheren Birnenanteil.

- Gläser zu 320 g und 450 g, Eimer zu 5 kg für Bäckereien
- Bio-zertifiziert (EU-Bio, Kontrollstelle BE-BIO-01)
- Etikett auf Deutsch
- Lieferung frei Haus ab einer Palette

Gern sende ich Ihnen Muster und unsere Preisliste.

Mit freundlichen Grüßen

Liesbeth Vanherck
Exportverantwoordelijke
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgien
Tel. +32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; wholly German; `Sehr geehrte Frau Scheuermann`; the buyer's title "
         "as recorded inside a German sentence; the category as `Apfel-Birnen-Sirup` and "
         "`Stroop`; rheinisches Apfelkraut as a comparison; the sender's Dutch title in the "
         "signature",
         Twin("sender_wrong", "body", "bei Haspengouw Fruit & Stroop BV in Sint-Truiden",
              "bei Haspengouw Fruit & Stroop GmbH in Sint-Truiden", "Haspengouw Fruit & Stroop BV",
              "the sender's legal form written GmbH instead of BV",
              found="Haspengouw Fruit & Stroop GmbH")),

    # N028 P028 Luxembourg, s3, French (the note asks for French), cold
    Mail("P028", "s3",
         "Sirop de pommes et poires de Hesbaye",
         text("""
Monsieur Fischbach,

Comme vous préférez correspondre en français, je me permets de vous écrire dans cette langue.

Je suis responsable export chez Haspengouw Fruit & Stroop, un producteur de fruits de Saint-Trond, en Hesbaye limbourgeoise. J'ai appris que l'Épicerie fine Fischbach met en avant les produits régionaux du Luxembourg et des provinces belges, et notre sirop de pommes et poires me semble avoir toute sa place sur vos étagères.

Notre sirop (le « stroop » de chez nous, proche du sirop de Liège) est cuit lentement à partir de pommes et de poires de nos vergers, sans sucre ajouté. Il se vend en pots de 320 g et de 450 g, avec une étiquette bilingue français-néerlandais.

Nous livrons le Grand-Duché chaque semaine par notre propre camionnette ; une commande minimale de 24 pots suffit.

Puis-je vous faire parvenir quelques pots pour une dégustation ?

Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.

Liesbeth Vanherck
Responsable export
Haspengouw Fruit & Stroop BV
Sint-Truiden (Saint-Trond), Belgique
Tél. +32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "first e-mail in French as the note asks; `Monsieur Fischbach`; the company with an "
         "article and without S.à r.l.; regional products from the note; the sender's town in "
         "French (Saint-Trond) and her title translated; sirop de Liège as a comparison; "
         "`Grand-Duché`",
         Twin("company_foreign", "body", "l'Épicerie fine Fischbach met en avant",
              "Van Daal Delicatessen met en avant", "Épicerie fine Fischbach S.à r.l.",
              "another buyer's company of this set (P029, the Dutch syrup buyer)",
              found="Van Daal Delicatessen")),

    # N029 P029 Netherlands, s3, Dutch (Flemish writer), cold
    Mail("P029", "s3",
         "Appel-perenstroop uit Haspengouw",
         text("""
Beste heer Van Daal,

Ik ben Liesbeth Vanherck, exportverantwoordelijke bij Haspengouw Fruit & Stroop in Sint-Truiden. Wij maken al drie generaties appel-perenstroop, zoals dat in Haspengouw hoort: langzaam ingekookt in koperen ketels, met alleen appels en peren uit onze eigen boomgaarden.

In Nederland kent men vooral de Limburgse stroop, maar onze Haspengouwse variant is fruitiger en iets minder zoet. Voor een delicatessenzaak als Van Daal Delicatessen lijkt die mij een mooie aanvulling naast kazen en ambachtelijk brood.

Praktisch:
- potten van 320 g en 450 g, met Nederlandstalig etiket
- zonder toegevoegde suiker, bio-gecertificeerd
- levering franco vanaf 48 potten, binnen drie werkdagen in heel Nederland

Mag ik u enkele potten sturen om te proeven?

Met vriendelijke groeten,

Liesbeth Vanherck
Exportverantwoordelijke
Haspengouw Fruit & Stroop BV
Sint-Truiden, België
T +32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; Dutch written by a Flemish sender; `Beste heer Van Daal` (capital V "
         "without the given name); the company without B.V.; Limburgse stroop named as a "
         "comparison; `België` in Dutch",
         Twin("artifact", "body", "langzaam ingekookt in koperen ketels",
              "langzaam ingekookt in in koperen ketels", "langzaam ingekookt in koperen ketels",
              "a doubled word", found="in in")),

    # N030 P030 France, s3, French, answering the note (Rungis, chicons de pleine terre)
    Mail("P030", "s3",
         "Chicons de pleine terre, catégorie Extra",
         text("""
Bonjour Madame Chauvin,

J'ai appris que Chauvin Primeurs, au marché de Rungis, cherche du chicon de pleine terre en catégorie Extra. C'est précisément notre spécialité.

Chez Haspengouw Fruit & Stroop, à Saint-Trond, nous cultivons encore une partie de notre witloof à l'ancienne, en pleine terre : les racines sont forcées dans le sol, sous une couverture de paille et de terre, et non en hydroponie. Le chicon est plus ferme, plus serré, avec une amertume douce que les restaurateurs reconnaissent tout de suite.

Ce que nous proposons :
- chicons de pleine terre, catégorie Extra, en caisses de 5 kg
- livraison à Rungis en 24 heures, trois fois par semaine, d'octobre à avril
- prix départ Saint-Trond ou rendu Rungis

Je peux vous envoyer une caisse d'échantillon dès la semaine prochaine.

Bien cordialement,

Liesbeth Vanherck
Responsable export
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgique
Tél. +32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "first e-mail answering the note (Rungis, soil-grown chicons, class Extra); wholly French; "
         "`Bonjour Madame Chauvin`; the company without SAS; the category as `chicon` and "
         "`witloof` (Belgian words for it); forcing in soil explained",
         Twin("contact_wrong", "body", "Bonjour Madame Chauvin,", "Bonjour Madame Chauvet,", "Marie Chauvin",
              "another family name in the greeting", found="Madame Chauvet")),

    # N031 P031 Switzerland, s3, German (Swiss spelling), cold
    Mail("P031", "s3",
         "Witloof aus Belgien für Leunberger Gemüse AG",
         text("""
Grüezi Herr Leunberger

Mein Name ist Liesbeth Vanherck, ich bin bei Haspengouw Fruit & Stroop in Sint-Truiden (Belgien) für den Export verantwortlich. Wir produzieren Chicorée – bei uns Witloof genannt – und möchten für Leunberger Gemüse AG eine verlässliche Wintersaison sichern.

Als Einkaufsleiter Gemüse kennen Sie die Schwierigkeit: Schweizer Chicorée reicht im Januar und Februar oft nicht aus, und die Qualität der Importware schwankt. Wir liefern von Oktober bis April gleichbleibend Klasse I und Extra, weiss, fest und geschlossen.

- Kisten zu 5 kg oder Schalen zu 500 g für den Detailhandel
- Lieferung per Kühl-LKW in 24 Stunden nach Zürich, Bern oder Basel
- mit Pflanzenschutzzeugnis und Einfuhrdokumenten für den Zoll
- Preise franko Ihr Lager, in Franken oder Euro

Gerne sende ich Ihnen eine Musterkiste.

Freundliche Grüsse

Liesbeth Vanherck
Exportverantwoordelijke
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgien
+32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; Swiss German (`Grüezi Herr Leunberger` without a comma, `weiss`, "
         "`Freundliche Grüsse`); the company in full in the subject and body; the title as "
         "recorded inside a sentence; the category as Chicorée / Witloof; francs",
         Twin("company_missing", "body", "Leunberger Gemüse AG", "Ihr Unternehmen",
              "Leunberger Gemüse AG", "the buyer's company replaced by `Ihr Unternehmen`",
              every=True)),

    # N032 P032 Italy, s3, English, cold (no note)
    Mail("P032", "s3",
         "Belgian witloof for Caetani Ortofrutta",
         text("""
Dear Mr Caetani,

I hope you don't mind a direct e-mail. I am Liesbeth Vanherck, export manager of Haspengouw Fruit & Stroop, a family grower in Sint-Truiden, Belgium.

Italian buyers know our product as indivia belga, and Italy is one of the largest markets for it outside Belgium and France. I am writing to you as the fruit and vegetable buyer of Caetani Ortofrutta because we are looking for a partner to supply regularly through the winter.

Our fresh witloof chicory:
- Class I and Extra, white, firm heads of 12-20 cm
- 5 kg crates or 4 x 1 kg flow packs
- delivered by reefer truck to northern Italy in 36 hours, twice a week from October to April
- GLOBALG.A.P. certified

I would be glad to send you our price list and a sample crate.

Best regards,
Liesbeth Vanherck
Export Manager
Haspengouw Fruit & Stroop BV
Sint-Truiden, Belgium
+32 11 68 42 90
liesbeth.vanherck@haspengouwfruit.be
"""),
         "cold first e-mail; English; `Mr Caetani`; the company without S.p.A.; the recorded "
         "title `Buyer ortofrutta` translated into English (`the fruit and vegetable buyer`); "
         "`indivia belga`; no note, so no meeting claimed",
         Twin("note_wrong", "body", "I hope you don't mind a direct e-mail.",
              "It was good to meet you at Macfrut in Rimini last May.", "no meeting (the record has no note)",
              "a fair meeting claimed for a buyer whose note records none",
              found="It was good to meet you at Macfrut in Rimini last May.")),

    # N033 P033 Spain, s4, Spanish, first written contact after Conxemar (note)
    Mail("P033", "s4",
         "Calamar Loligo congelado de las Islas Falkland – tallas M y L",
         text("""
Estimado Sr. Colomer:

Fue un placer saludarle en Conxemar, en Vigo. Como le comenté, Port William Fisheries es una empresa pesquera de Stanley, en las Islas Falkland, y nuestros arrastreros faenan el calamar Loligo (Doryteuthis gahi) en las dos temporadas de la zona de conservación.

Para Congelados Colomer, como director de compras, le resumo la oferta que pidió:
- calamar Loligo entero, congelado a bordo en bloques de 10 kg
- tallas M y L, clasificadas en el barco
- documentación sanitaria para la UE y certificado de captura
- entrega CFR Vigo, primera temporada de marzo a mayo

Podemos reservarle ya un volumen fijo por temporada. Si le parece bien, le envío la lista de precios por talla esta misma semana.

Un cordial saludo,

Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Islas Falkland
Tel.: +500 22481
sales@portwilliamfisheries.co.fk
"""),
         "first written contact after Conxemar (note); wholly Spanish; `Estimado Sr. Colomer:` "
         "(first family name); the company without S.A.; sizes M and L from the note; the title "
         "in lower case inside a sentence; the islands as `Islas Falkland` (as the islanders "
         "write in Spanish); Doryteuthis gahi; CFR Vigo",
         Twin("title_wrong", "body", "como director de compras,", "como director comercial,",
              "Director de Compras", "a sales director's title for the buyer's purchasing one",
              found="director comercial")),

    # N034 P034 Greece, s4, English with a Greek greeting, cold
    Mail("P034", "s4",
         "Frozen Loligo squid from the Falkland Islands",
         text("""
Αγαπητέ κύριε Δημόπουλε,

I hope you will forgive me for writing in English. I am Kerry-Ann Berntsen, sales and logistics manager at Port William Fisheries in Stanley, Falkland Islands.

Greece is one of the oldest markets for Falklands Loligo squid, and I would very much like Δημόπουλος Θαλασσινά to be one of our direct customers. Our trawlers fish Loligo (Doryteuthis gahi) in the Falklands conservation zone and freeze it on board within hours, so the quality is very close to fresh.

Our offer:
- whole Loligo squid, frozen at sea in 10 kg blocks (interleaved or block-frozen)
- sizes S, M, L and XL
- EU health certificates; the Falklands are on the EU list of approved countries
- prices CFR Piraeus, in euros

I can send you the catch forecast for the next season and our prices by size.

Με εκτίμηση / Kind regards,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
+500 22481
sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; English with a Greek greeting in the vocative (`κύριε Δημόπουλε`) and "
         "a Greek closing; the company in Greek without Α.Ε. inside an English sentence; "
         "Doryteuthis gahi; Piraeus",
         Twin("contact_wrong", "body", "Αγαπητέ κύριε Δημόπουλε,", "Αγαπητέ κύριε Παπαδόπουλε,",
              "Θεόφραστος Δημόπουλος", "another family name in the greeting", found="κύριε Παπαδόπουλε")),

    # N035 P035 Thailand, s4, English with a Thai greeting, cold
    Mail("P035", "s4",
         "Frozen Loligo squid for processing in Thailand",
         text("""
เรียน คุณเพชรมณี

Dear Khun Petchmanee,

I am Kerry-Ann Berntsen from Port William Fisheries, a fishing company in the Falkland Islands. Our vessels catch Loligo squid (Doryteuthis gahi) in the South Atlantic and freeze it on board.

Several Thai processors already use Falklands Loligo for squid rings and tubes, because the animals are uniform in size and the flesh is white and tender. I would like to offer บริษัท เตมิยะเดช ซีฟู้ด จำกัด frozen Loligo squid directly, without a trader in between.

- whole round frozen Loligo squid, 10 kg blocks
- sizes S and M, which suit ring production best
- catch certificate and health certificate with every container
- prices CFR Laem Chabang or Bangkok port, in US dollars

Please let me know if you would like a sample carton sent to your plant.

Best regards,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
+500 22481
sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; English with a Thai greeting (`เรียน คุณเพชรมณี`, given name) and "
         "`Khun Petchmanee` (romanised given name); the company in Thai script inside an English "
         "sentence; squid rings and tubes; Laem Chabang",
         Twin("category_wrong", "body", "frozen Loligo squid directly, without a trader",
              "frozen Illex squid directly, without a trader", "frozen Loligo squid",
              "a neighbouring product (Illex, the shortfin squid) offered to a Loligo buyer",
              found="frozen Illex squid")),

    # N036 P036 United States, s4, English, first written contact after Seafood Expo North America (note)
    Mail("P036", "s4",
         "Falklands toothfish – MSC chain of custody and CCAMLR catch documents",
         text("""
Dear John,

Thanks again for coming by our booth at Seafood Expo North America in Boston. As promised, here are the details on our frozen Patagonian toothfish for Brewer Seafood Company.

Our longliners fish toothfish (Dissostichus eleginoides) in Falkland Islands waters; the fishery is MSC certified, and we hold MSC chain of custody certification for our own cold store in Stanley. Every shipment to the United States goes with the CCAMLR Dissostichus catch document (DCD) and the export document, and we pre-register the shipment with NOAA under the US toothfish program.

- headed and gutted, tail off, frozen at sea
- grades 2-4 kg, 4-6 kg, 6-8 kg and 8 kg+
- packed in 25 kg cartons
- CFR Boston or CFR Los Angeles

I can hold 40 tonnes from the next trip for you. Shall I send the price list by grade?

Best,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
+500 22481
sales@portwilliamfisheries.co.fk
"""),
         "first written contact after Seafood Expo North America (note); English, informal "
         "`Dear John` and `Best`; MSC chain of custody and CCAMLR catch documents from the note "
         "(DCD, NOAA); Dissostichus eleginoides; grades",
         Twin("company_foreign", "body", "for Brewer Seafood Company.", "for Elliott Asian Food Distributors.",
              "Brewer Seafood Company", "another buyer's company of this set (P012, same country)",
              found="Elliott Asian Food Distributors")),

    # N037 P037 Japan, s4, Japanese, cold
    Mail("P037", "s4",
         "フォークランド諸島産 冷凍メロ（マジェランアイナメ）のご案内",
         text("""
後藤水産株式会社
輸入部長　後藤聡太郎様

突然のご連絡失礼いたします。
フォークランド諸島スタンレーのPort William Fisheries Ltdで営業・物流を担当しております、ケリー＝アン・バーンツェン（Kerry-Ann Berntsen）と申します。

弊社ははえ縄漁船でマジェランアイナメ（Patagonian toothfish、国内では「メロ」「銀ムツ」の名で流通）を漁獲し、船上で凍結しております。漁業はMSC認証を取得しており、CCAMLRの漁獲証明書（DCD）を全ロットに添付いたします。

・船上凍結、セミドレス（頭・内臓・尾除去）
・サイズ：4-6kg、6-8kg、8kg以上
・25kgカートン入り
・CFR東京／横浜

貴社のお取引先の飲食店様向けに、脂ののった大型サイズを安定してご提供できるかと存じます。
ご興味がございましたら、価格表とサンプルについてご案内いたします。

何卒よろしくお願い申し上げます。

Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
Tel: +500 22481
sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; wholly Japanese; company, title and full name above the greeting; "
         "the sender's name in katakana; the category as マジェランアイナメ with the trade names "
         "メロ and 銀ムツ; CCAMLR DCD; CFR 東京／横浜",
         Twin("sender_wrong", "body", "sales@portwilliamfisheries.co.fk", "sales@portwilliamfisheries.co.uk",
              "sales@portwilliamfisheries.co.fk", "the sender's e-mail domain written .co.uk",
              found="portwilliamfisheries.co.uk")),

    # N038 P038 China, s4, simplified Chinese, cold
    Mail("P038", "s4",
         "福克兰群岛冷冻犬牙鱼（Patagonian toothfish）供货",
         text("""
亢经理您好：

冒昧来信。我是福克兰群岛斯坦利 Port William Fisheries Ltd 的销售与物流经理 Kerry-Ann Berntsen。

我们的延绳钓渔船在福克兰群岛海域捕捞巴塔哥尼亚犬牙鱼（小鳞犬牙南极鱼，俗称“银鳕鱼”），船上速冻。该渔业已获MSC认证，每批货物均附CCAMLR犬牙鱼渔获文件（DCD）。

近年来中国高端餐饮和商超对犬牙鱼的需求增长很快，我们希望与大连亢氏水产有限公司建立直接合作：
1. 船冻去头去脏去尾，规格4-6公斤、6-8公斤、8公斤以上；
2. 25公斤纸箱包装；
3. 可按中国海关要求提供卫生证书和原产地证书；
4. 报价CFR大连或CFR上海。

如您有兴趣，我可以先发送价格表和下一航次的预计产量。

此致
敬礼

Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands（福克兰群岛）
电话：+500 22481
邮箱：sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; wholly simplified Chinese; `亢经理您好` (family name + manager, the "
         "title 进口部经理 shortened); the company in full; the category as 巴塔哥尼亚犬牙鱼 with the "
         "trade name 银鳕鱼; CCAMLR DCD; CFR 大连",
         Twin("country_wrong", "body", "近年来中国高端餐饮和商超", "近年来韩国高端餐饮和商超", "China",
              "the buyer's market named as Korea", found="韩国")),

    # N039 P039 Russia, s4, Russian, cold
    Mail("P039", "s4",
         "Филе каменного окуня (rock cod) с Фолклендских островов",
         text("""
Уважаемый Яков,

меня зовут Керри-Энн Бернтсен, я менеджер по продажам и логистике компании Port William Fisheries Ltd (Стэнли, Фолклендские острова).

Наши траулеры ловят в водах Фолклендских островов рок-код (Patagonotothen ramsayi), белую рыбу с плотным мясом, которую мы филируем и замораживаем прямо на борту. Мы хотели бы предложить ООО «Балтийская рыбная компания» замороженное филе рок-кода для переработки и розничной продажи в России.

Наше предложение:
— филе без кожи и костей, шоковая заморозка в море;
— блоки по 7 кг, 3 блока в коробке;
— ветеринарные сертификаты и сертификат улова для каждой партии;
— цены CFR Санкт-Петербург, в долларах США.

Буду рада выслать спецификацию и прайс-лист.

С уважением,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
+500 22481
sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; wholly Russian; `Уважаемый Яков` (given name); the company in full in "
         "Russian quotes; the sender's name in Cyrillic; the category as `филе рок-кода` with "
         "`каменного окуня` in the subject; Patagonotothen ramsayi; CFR Санкт-Петербург",
         Twin("artifact", "body", "Буду рада выслать спецификацию и прайс-лист.",
              "Буду рада выслать спецификацию и", "Буду рада выслать спецификацию и прайс-лист.",
              "the closing sentence cut off", found="Буду рада выслать спецификацию и\n")),

    # N040 P040 Ukraine, s4, English with a Ukrainian greeting, cold
    Mail("P040", "s4",
         "Frozen rock cod fillets from the Falklands for Odesa",
         text("""
Шановна пані Одарко,

I hope this e-mail finds you well. My name is Kerry-Ann Berntsen and I am the sales and logistics manager of Port William Fisheries in Stanley, in the Falkland Islands.

We produce frozen rock cod fillets (Patagonotothen ramsayi), a white fish that is popular in Ukraine for frying and fish cakes. I would like to offer ПП «Малик» a direct supply, and we can ship to Odesa as well as through Constanța or Gdańsk if the port situation requires it.

- skinless, boneless fillets, frozen at sea
- 7 kg blocks or IQF fillets in 10 kg cartons
- veterinary and health certificates for import into Ukraine
- prices CFR Odesa or CFR Constanța

If you are interested, I will send our specification and price list.

З повагою / Kind regards,
Kerry-Ann Berntsen
Sales & Logistics Manager
Port William Fisheries Ltd
Stanley, Falkland Islands
+500 22481
sales@portwilliamfisheries.co.fk
"""),
         "cold first e-mail; English with a Ukrainian greeting in the vocative (`пані Одарко`) "
         "and a Ukrainian closing; the company in Cyrillic with its legal form ПП inside an "
         "English sentence; Constanța and Gdańsk as other ports",
         Twin("company_missing", "body", "ПП «Малик»", "your company", "ПП «Малик»",
              "the buyer's company replaced by `your company`", every=True)),
]
