# ruff: noqa: E501  (e-mail bodies are prose: one paragraph a line, as written)
"""Natural e-mails 1-20 (first e-mails to P001-P020), each with the one edit its twin gets."""

from mail import Edit, Mail

S1 = """Inês Carvalho Marques
Export Manager
Montado Verde Exportações, Lda.
Aveiro, Portugal
+351 234 561 870"""

MAILS = [
    Mail(
        "P001", "s1",
        "Bouchons en liège naturel 45 x 24 mm pour le Domaine Bruneau",
        """Bonjour Monsieur Bruneau,

Je me permets de vous écrire au sujet des bouchons en liège naturel 45 x 24 mm que vous recherchez. Pour une production d'environ 180 000 bouteilles par an en Côtes du Rhône, nous proposons :

- bouchons naturels, qualités Extra à Premier, 45 x 24 mm ;
- contrôle TCA individuel, TCA relargable < 0,5 ng/L ;
- marquage à feu ou à l'encre au nom du domaine, traitement de surface paraffine-silicone.

Le liège provient de l'Alentejo et des forêts autour de Santa Maria da Feira ; livraison DAP Domaine Bruneau en trois à quatre semaines après validation du marquage.

Puis-je vous envoyer un jeu d'échantillons ?

Bien cordialement,

""" + S1,
        "formal letter wholly in French; opens from the note (45 x 24 mm, 180,000 bottles); bullets; "
        "cork grades, TCA, Alentejo and Santa Maria da Feira, DAP to the estate",
        Edit("company_misspelled", "subject", "Domaine Bruneau", "Domaine Bruneaux",
             "a silent x added to the family name in the company"),
    ),
    Mail(
        "P002", "s3",
        "Colombian physalis (cape gooseberries) for Jacquot Primeurs",
        """Bonjour Madame Jacquot,

I am Santiago Restrepo from Frutos del Quindío in Colombia. We grow and pack cape gooseberries (uchuva, or physalis as they are sold in France) in the coffee region, with husk or peeled, in 100 g and 150 g clamshells or 2 kg bulk boxes. Air freight from Bogotá reaches Paris-CDG within 48 hours, so the fruit can be at Rungis on the third day after picking.

As the buyer for exotic fruit at Jacquot Primeurs, would a weekly trial pallet be of interest this season? GlobalG.A.P. and the phytosanitary certificate are in place.

Bien à vous,
Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.
Armenia, Quindío – Colombia""",
        "short first e-mail in English with a French greeting and sign-off; the title paraphrased "
        "in English (`the buyer for exotic fruit`); uchuva/physalis synonyms; husk or peeled, "
        "clamshells; Bogotá, Paris-CDG, Rungis; the sender's city Armenia (a city, not the country)",
        Edit("company_foreign", "body", "at Jacquot Primeurs", "at Domaine Bruneau",
             "another French buyer's company (a winery) in the sentence naming her role",
             expected="Jacquot Primeurs", found="Domaine Bruneau"),
    ),
    Mail(
        "P003", "s1",
        "Corks for Vinarstvo Kos – an alternative to your Spanish supplier",
        """Dear Ms Kos,

You currently source your corks from Spain, so I will keep this short: we are a Portuguese cork exporter from Aveiro and supply natural and technical (1+1) cork stoppers to wineries in Goriška Brda and across the border in Friuli, not far from the Vipava valley.

For Vinarstvo Kos d.o.o. I would suggest:
• natural corks 44 x 24 mm for your reserve wines;
• 1+1 technical corks 38 x 24 mm for fresh whites such as Zelen and Pinela;
• colmated corks as a budget option.

Every lot is tested for TCA and comes with a food-contact declaration. Prices are FCA Aveiro or DAP Ajdovščina.

Lep pozdrav / Kind regards,
""" + S1,
        "first e-mail opening from the note (Spanish supplier, Vipava valley); Slovenian sign-off; "
        "regions Goriška Brda, Friuli, Ajdovščina; local grape varieties; 1+1 and colmated corks; "
        "Spain named as the current origin",
        Edit("company_missing", "body", ("Vinarstvo Kos d.o.o.", "Vinarstvo Kos"),
             ("your winery", "your winery"),
             "every mention of the company replaced by `your winery`"),
    ),
    Mail(
        "P004", "s3",
        "Organic panela for Žibert Bio Trgovina",
        """Dear Kristijan,

I found Žibert Bio Trgovina's online shop while looking for organic retailers in Slovenia, and I noticed you stock coconut sugar and whole cane sugar but no panela yet.

We make and export panela in Colombia:
– organic panela (unrefined whole cane sugar) as a fine powder, in 1 kg kraft bags or 25 kg sacks;
– 500 g panela blocks for customers who dissolve it the traditional way for aguapanela;
– EU organic certified, made in small family trapiches in Cundinamarca and Santander.

Lead time to Koper is about five to six weeks, CIF. I'd be happy to send a 5 kg sample box.

Best regards,
Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.""",
        "friendly first e-mail, first-name greeting; possessive `Žibert Bio Trgovina's`; mentions "
        "products the buyer already stocks (coconut sugar, whole cane sugar) as context; powder and "
        "block panela, aguapanela, trapiches, Cundinamarca, Santander, Koper, CIF",
        Edit("contact_wrong", "body", "Dear Kristijan,", "Dear Krištof,",
             "another Slovenian first name in the greeting", expected="Kristijan",
             found="Krištof"),
    ),
    Mail(
        "P005", "s1",
        "Cork stoppers for Винарска изба Колев",
        """Уважаеми г-н Колев,

I am writing from Montado Verde in Portugal. As мениджър снабдяване at Винарска изба Колев, you will be planning closures for next year's bottling now, so I would like to put our cork stoppers on your list:

1. Natural corks 45 x 24 mm, Flor and Extra grades, for reserve reds such as Mavrud and Melnik.
2. Agglomerated corks 38 x 23.5 mm for young wines.
3. Bar-top stoppers with a wooden head for rakia and brandy bottles.

We ship by truck to Plovdiv or by sea via Varna; DAP delivery by road takes about two weeks.

С уважение,
""" + S1,
        "English first e-mail with a Bulgarian greeting (г-н + family name) and sign-off; the "
        "title in Bulgarian, lower-cased inside an English sentence; company without ЕООД; "
        "numbered list; bar-top stoppers for rakia (still cork stoppers); Plovdiv, Varna",
        Edit("title_wrong", "body", "мениджър снабдяване", "мениджър продажби",
             "a sales title for the purchasing one"),
    ),
    Mail(
        "P006", "s4",
        "Malatya dried apricots for your fruit mixes",
        """Dear Ms Ilieva,

I understand Ilieva Foods packs its own dried fruit mixes in Plovdiv. Turkish apricots from Malatya are the base of most European mixes, and we supply them in the formats packers use:

- sulphured whole apricots, sizes No. 3 to No. 6, in 12.5 kg cartons;
- natural (unsulphured) sun-dried apricots, darker and sweeter, for organic lines;
- diced apricots 8-10 mm coated with rice flour, ready for muesli and trail mix.

Our trucks reach Bulgaria through Kapıkule in two days. Could I send you the current price list, FCA Denizli?

Kind regards,
Elif Yıldırım
Export Sales Manager
Ege Kervan Dış Ticaret A.Ş.
Denizli, Turkey""",
        "first e-mail opening from the note (own-brand mixes, Plovdiv); company without OOD; "
        "sizes, sulphured/natural, diced with rice flour, muesli and trail mix; Malatya, Kapıkule; "
        "FCA Denizli",
        Edit("category_wrong", "body", "- diced apricots 8-10 mm", "- diced dried figs 8-10 mm",
             "a neighbouring dried fruit offered in place of the apricots",
             expected="diced apricots", found="diced dried figs"),
    ),
    Mail(
        "P007", "s1",
        "Προσφορά: agglomerated corks for Οινοποιία Κοντού",
        """Αγαπητή κυρία Κοντού,

Thank you for your request for a quote for agglomerated corks. For your Nemea wines I would propose:

Agglomerated cork 38 x 23.5 mm, food-grade binder, treated granulate – EUR 38 per 1,000
Technical 1+1 cork 44 x 23.5 mm – EUR 71 per 1,000
Printing of the winery's name on the body – included from 20,000 pieces

Prices are CIF Piraeus; our deliveries to Greece go by sea from Leixões in about ten days, and we can consolidate with your bottle order if your glass also comes from Portugal.

Με εκτίμηση,
""" + S1,
        "reply-style first quote to a request in the note; Greek greeting in the vocative "
        "(`Αγαπητή κυρία Κοντού`) and Greek sign-off; company without Ι.Κ.Ε.; a price table "
        "without bullets; Nemea, Piraeus, Leixões; CIF; Portugal named for the bottles",
        Edit("country_wrong", "body", "our deliveries to Greece", "our deliveries to Cyprus",
             "a neighbouring market named as the buyer's", expected="Greece", found="Cyprus"),
    ),
    Mail(
        "P008", "s2",
        "Vietnamese cassia from Yen Bai – sticks, split and broken",
        """Dear Ms Kourti,

Greek kitchens use a lot of cinnamon, from stifado to rizogalo, and most of the κανέλα sold in Greece is in fact cassia. We are a spice exporter in the Mekong Delta and buy our cassia directly from growers in Yen Bai and Quang Ngai provinces.

What we can offer Kourti Baharika:
- cassia sticks (tube cassia) 8 cm and 30 cm, 3-4% volatile oil;
- split cassia and broken cassia for grinding;
- cassia powder, steam-sterilised, in 25 kg bags.

Shipping from Cat Lai (Ho Chi Minh City) to Piraeus takes about 28 days. I would be glad to send samples of all three grades.

Best regards,
Nguyễn Thị Thu Hà
Sales Manager
Mekong Lotus Trading Co., Ltd.
Can Tho, Vietnam""",
        "first e-mail with a local hook (Greek dishes, the Greek word κανέλα); company without O.E.; "
        "tube/split/broken cassia, oil content, steam-sterilised powder; Yen Bai, Quang Ngai, Cat "
        "Lai, Piraeus; cinnamon as the trade's wider word for cassia",
        Edit("sender_wrong", "body", "Mekong Lotus Trading Co., Ltd.", "Mekong Lotos Trading Co., Ltd.",
             "one letter of the sender's company changed in the signature",
             found="Mekong Lotos Trading"),
    ),
    Mail(
        "P009", "s1",
        "Cork closures for Williams Family Vineyards",
        """Hi Paula,

I hope harvest in Sonoma County is treating you well. At around 8,000 cases a year you are bottling close to 100,000 bottles, which is the size where a dependable cork supplier really matters.

Montado Verde Exportações ships cork stoppers from Portugal to wineries in California and Oregon. A few options that fit estate wines:

• Natural corks 49 x 24 mm for age-worthy Cabernet and Zinfandel
• Micro-agglomerated corks for whites and rosé that are drunk young
• Sparkling-wine corks if you make a traditional-method cuvée

Each bale is screened for TCA, and we can brand the corks with your logo. Freight is CIF Oakland, with delivery to the winery on request.

Would you like me to send a sample kit?

Best,
Inês

Inês Carvalho Marques | Export Manager
Montado Verde Exportações, Lda. | +351 234 561 870""",
        "LLM-style American first e-mail with bullets; first-name greeting; opens from the note "
        "(Sonoma County, 8,000 cases, converted to bottles); the title not named; sparkling-wine "
        "corks as a variety; California, Oregon, Oakland, CIF; one-line signature",
        Edit("artifact", "body", "• Natural corks 49 x 24 mm", "• Natural corks corks 49 x 24 mm",
             "a doubled word, as a small model stutters", found="corks corks"),
    ),
    Mail(
        "P010", "s2",
        "Great meeting you at Las Vegas Market – rattan baskets",
        """Hi Michael,

It was great to meet you at our booth at Las Vegas Market last week. As promised, here are the rattan storage baskets we talked about for Brady Home Goods:

1. Round rattan baskets with lids, set of 3 (S/M/L), natural and honey finish
2. Rectangular shelf baskets 14 x 10 x 8 in, hand-woven over a steel frame
3. Rattan laundry hampers with a removable cotton liner

All pieces are woven by partner workshops in the craft villages outside Hanoi and inspected in our warehouse before loading. Each SKU is packed in its own shipper carton, ready for parcel delivery, which suits online sellers, and we can quote FOB Ho Chi Minh City or DDP to your warehouse.

I have attached the catalogue with MOQs. Let me know which items you would like samples of.

Best regards,
Thu Ha

Nguyễn Thị Thu Hà
Sales Manager, Mekong Lotus Trading Co., Ltd.""",
        "first written contact after meeting at a fair (from the note); first-name greeting; "
        "numbered list; products with other materials' words that are still rattan baskets (steel "
        "frame, cotton liner, laundry hampers); sizes in inches; Hanoi, FOB Ho Chi Minh City, DDP; "
        "the sender signs with her given name without diacritics, then in full",
        Edit("company_misspelled", "body", "for Brady Home Goods", "for Bradey Home Goods",
             "a letter added to the family name in the company", expected="Brady Home Goods",
             found="Bradey Home Goods"),
    ),
    Mail(
        "P011", "s1",
        "Double concentré de tomate en fûts aseptiques – Benali Import",
        """Monsieur Benali,

Vous importez du double concentré de tomate en fûts pour le reconditionner : c'est précisément notre produit principal.

Montado Verde Exportações propose du concentré de tomate portugais de la dernière campagne (Ribatejo) :
- double concentré 28-30 °Brix, hot break ou cold break ;
- fûts aseptiques de 220 kg (sac aseptique dans fût métallique), 80 fûts par conteneur 20' ;
- analyses Bostwick, couleur et comptage Howard sur chaque lot.

Nous livrons CFR Alger ou Oran. Seriez-vous disponible pour un appel cette semaine afin que je présente nos prix à Benali Import SARL ?

Veuillez agréer, Monsieur le Directeur des achats, l'expression de mes salutations distinguées.

""" + S1,
        "formal French letter opening from the note (double concentrate in drums, repacking); the "
        "title in the closing formula; company short in the subject, full in the body; Brix, "
        "hot/cold break, aseptic drums, Bostwick, Howard count; Ribatejo, Algiers, Oran; CFR",
        Edit("company_foreign", "body", "à Benali Import SARL", "à Etablissements Cherif EURL",
             "the other Algerian buyer's company", expected="Benali Import SARL",
             found="Etablissements Cherif EURL"),
    ),
    Mail(
        "P012", "s4",
        "Abricots secs de Malatya pour les Etablissements Cherif",
        """Madame Cherif,

Je me permets de vous contacter au nom d'Ege Kervan, exportateur turc de fruits secs basé à Denizli.

Avant le Ramadan, les abricots secs sont très demandés en Algérie. Nous proposons aux Etablissements Cherif :
• abricots secs entiers soufrés, calibres 3 à 5, cartons de 5 kg et 12,5 kg ;
• abricots naturels séchés au soleil (bruns), sans SO2 ;
• livraison CFR Alger ou Annaba, environ huit jours de mer depuis Mersin.

En tant que gérante, vous souhaiterez sans doute comparer : je vous envoie volontiers nos prix FOB et CFR.

Cordialement,
Elif Yıldırım
Export Sales Manager
Ege Kervan Dış Ticaret A.Ş.
Denizli, Turkey""",
        "first e-mail wholly in French; company without EURL; seasonal hook (Ramadan); the title "
        "lower-cased in a sentence (`gérante`); sizes, sulphured and natural apricots; Malatya "
        "implied by the subject; Algiers, Annaba, Mersin; CFR/FOB",
        Edit("company_missing", "body", ("les Etablissements Cherif", "aux Etablissements Cherif"),
             ("votre société", "à votre société"),
             "every mention of the company replaced by `votre société`", found="votre société"),
    ),
    Mail(
        "P013", "s1",
        "Tomato paste for your restaurant and catering customers",
        """Dear Ms Nouf,

As-salamu alaykum. I am the export manager of Montado Verde, a Portuguese food exporter, and I understand Al-Enezi General Trading supplies restaurants and catering kitchens across Kuwait.

Portuguese tomato paste is a good fit for that trade:
- double concentrate 28-30% Brix in 800 g and 4.5 kg easy-open tins;
- triple concentrate 36-38% in 2.2 kg tins for commercial kitchens;
- halal certificate and Arabic back labels on request.

We ship CFR Shuwaikh, about 25 days from Leixões. May I send our price list and samples?

Kind regards,
""" + S1,
        "first e-mail, Gulf style `Ms` + first name, Arabic greeting in Latin letters; opens from "
        "the note; company without Co. W.L.L.; double/triple concentrate, tin sizes, halal; "
        "Shuwaikh, Leixões; CFR",
        Edit("contact_wrong", "body", "Dear Ms Nouf,", "Dear Ms Noura,",
             "a similar but different Arabic first name", expected="Nouf", found="Noura"),
    ),
    Mail(
        "P014", "s4",
        "Turkish dried apricots – jumbo sizes for Ramadan",
        """Dear Mr Abdullah,

As Category Manager for dried fruits and nuts at Al-Rashidi Foodstuff, you will already be planning Ramadan volumes. Ege Kervan is an exporter from Denizli, Turkey, and apricots from Malatya are our main line.

Our offer for Kuwait:
- Jumbo and No. 1 sulphured apricots, bright orange, in 5 kg and 10 kg cartons;
- apricots stuffed with walnuts or hazelnuts for gift trays;
- natural dark apricots for health-food shelves.

We load from Mersin; transit to Shuwaikh is about 18 days.

Best regards,
Elif Yıldırım
Export Sales Manager
Ege Kervan Dış Ticaret A.Ş.""",
        "first e-mail, `Mr` + first name as in the Gulf; the title paraphrased (`Category Manager "
        "for dried fruits and nuts` for `… - Dried Fruits & Nuts`); products with nut words that "
        "are still dried apricots (stuffed with walnuts or hazelnuts); Malatya, Mersin, Shuwaikh",
        Edit("title_wrong", "body", "Category Manager for dried fruits and nuts",
             "Category Manager for confectionery", "another category manager's title",
             expected="Category Manager - Dried Fruits & Nuts"),
    ),
    Mail(
        "P015", "s1",
        "Tomato paste from Portugal for ТОВ «Андрієвич Фуд»",
        """Шановна пані Одарко,

My name is Inês Carvalho Marques, export manager at Montado Verde in Aveiro, Portugal. I would like to offer Андрієвич Фуд Portuguese tomato paste for your sauces and retail range:

- double concentrate 28-30% Brix in 220 kg aseptic drums or 25 kg bag-in-box;
- 70 g and 140 g tins for retail, with Ukrainian labels;
- paste with no added salt and no additives, from tomatoes grown in the Ribatejo.

Trucks reach Lviv in about five days through Poland, crossing at Rava-Ruska.

З повагою,
""" + S1,
        "English first e-mail with a Ukrainian greeting in the vocative (`пані Одарко` for "
        "Одарка) and sign-off; company in Cyrillic with ТОВ in the subject, without it in the body; "
        "`no added salt` (another category's word); Ribatejo, Lviv, Poland, Rava-Ruska",
        Edit("category_wrong", "body", "Portuguese tomato paste for your sauces",
             "Portuguese tomato ketchup for your sauces", "a neighbouring tomato product",
             expected="tomato paste", found="tomato ketchup"),
    ),
    Mail(
        "P016", "s2",
        "Pangasius fillets for Kyiv and Lviv retail",
        """Dear Ms Tkachenko,

I read that Tkachenko Seafood supplies frozen fish to retail chains in Kyiv and Lviv. Pangasius is one of the best-selling white fish in Ukrainian retail, and we farm and process it ourselves in the Mekong Delta.

Our standard offer:
• pangasius fillets, well-trimmed (white meat), 120-170 g and 170-220 g, IQF;
• 10-20% glaze, net weight declared, 5 kg bulk cartons or 1 kg retail bags;
• ASC and BAP certified farms, EU-approved plant.

Shipments go in 40' reefers from Cat Lai to Constanța or Gdańsk and on by truck. Are you buying at the moment, and what glaze do your chains accept?

Best regards,
Nguyễn Thị Thu Hà
Sales Manager
Mekong Lotus Trading Co., Ltd.
Can Tho, Vietnam""",
        "first e-mail opening from the note (Kyiv, Lviv retail chains); `Ukrainian` as an "
        "adjective; trims, sizes, IQF, glaze, ASC/BAP; Cat Lai, Constanța, Gdańsk; a closing "
        "question",
        Edit("country_wrong", "body", "in Ukrainian retail", "in Moldovan retail",
             "a neighbouring country's adjective for the buyer's market", expected="Ukrainian",
             found="Moldovan"),
    ),
    Mail(
        "P017", "s1",
        "Tomato paste for catering – tins and bag-in-box",
        """Hello Connor,

Quick introduction: I'm Inês from Montado Verde, a Portuguese exporter of tomato paste. For a catering wholesaler like Hughes Catering Supplies the useful packs are usually 2.2 kg and 4.5 kg tins and 20 kg bag-in-box, and we have all three in double concentrate (28-30 Brix).

We deliver to UK depots by groupage truck from Aveiro, through Dover, in about five days.

Shall I send a price list?

Cheers,
Inês Carvalho Marques
Export Manager, Montado Verde Exportações, Lda.
+351 234 561 870""",
        "very short first e-mail; first-name greeting; company without Ltd; the title not named; "
        "pack sizes; Aveiro, Dover; casual sign-off",
        Edit("sender_wrong", "body", "+351 234 561 870", "+351 234 516 870",
             "two digits of the sender's phone swapped"),
    ),
    Mail(
        "P018", "s3",
        "Colombian Hass for your Kent ripening rooms",
        """Dear Josephine,

Colombian Hass avocados arrive in the UK all year round, which fills the gaps between the Peruvian and Mexican seasons – useful when you ripen for foodservice.

From our packhouse in Armenia, Quindío we offer:
- Hass sizes 14 to 22 in 4 kg cartons, GlobalG.A.P. and Rainforest Alliance;
- dry matter checked before harvest (minimum 23%), so fruit ripens evenly in your rooms in Kent;
- reefer containers from Cartagena to London Gateway, around 16 days.

As a technical buyer at Wright Fresh Produce you will want the spec sheet and residue analyses first; I can send both today.

Kind regards,
Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.""",
        "first e-mail opening from the note (ripening rooms in Kent, foodservice); the title "
        "lower-cased in a sentence; other origins named (Peru, Mexico); counts, dry matter, "
        "GlobalG.A.P.; Armenia (Quindío), Cartagena, London Gateway; company without Limited",
        Edit("artifact", "body", "ripens evenly in your rooms in Kent;", "ripens evenly in your",
             "a sentence cut off mid-phrase", expected="ripens evenly in your rooms in Kent;",
             found="ripens evenly in your\n- reefer"),
    ),
    Mail(
        "P019", "s1",
        "ポルトガル産トマトペーストのご案内（株式会社ミナトフーズ 小林様）",
        """株式会社ミナトフーズ
購買課長 小林 稔 様

突然のご連絡失礼いたします。ポルトガルの食品輸出会社 Montado Verde Exportações, Lda. のイネス・カルヴァーリョ・マルケスと申します。

弊社はリバテージョ地方産のトマトペーストを輸出しております。
・ダブル濃縮（28～30 Brix）、220 kg アセプティックドラム
・業務用 3 kg 缶
・食塩無添加、日本の残留農薬基準に適合

CIF 横浜・神戸でお見積りが可能です。サンプルをお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

""" + S1,
        "letter wholly in Japanese with an address block (company, title, name + 様); the sender's "
        "name in katakana; `食塩無添加` (no added salt, another category's word); Ribatejo, "
        "Yokohama, Kobe; CIF",
        Edit("company_misspelled", "body", "株式会社ミナトフーズ\n", "株式会社ミナトフード\n",
             "the katakana company's last mora changed (Foods -> Food)", expected="株式会社ミナトフーズ",
             found="株式会社ミナトフード"),
    ),
    Mail(
        "P020", "s3",
        "Colombian Hass avocados – a third origin for Mori Seika",
        """Dear Mori-san,

You currently import avocados from Mexico and Peru. Colombia's main Hass harvest runs from October to March, after Peru's season has ended, so it can fill that gap for Mori Seika.

- Hass, sizes 16-24 in 4 kg cartons, dry matter above 23%;
- packed in our own packhouse in Quindío, with a residue analysis for every lot;
- reefers from Buenaventura to Yokohama or Tokyo, about 28 days.

If it is useful, I can send a trial shipment schedule for the coming season.

Yoroshiku onegai shimasu,
Santiago Restrepo Gómez
Commercial Manager
Frutos del Quindío S.A.S.""",
        "first e-mail opening from the note (Mexico and Peru as current origins); `family name + "
        "-san`; romanised Japanese sign-off; company without K.K.; Quindío, Buenaventura, "
        "Yokohama, Tokyo",
        Edit("company_foreign", "body", "fill that gap for Mori Seika", "fill that gap for Minato Foods",
             "the other Japanese buyer's company, romanised", expected="Mori Seika",
             found="Minato Foods"),
    ),
]
