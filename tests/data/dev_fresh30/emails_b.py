"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin

S2_SIG = """Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan
+92 48 3761 522"""

S3_SIG = """Tinaai Tekeiaki
Export & Marketing Officer
Kiritimati Reef & Palm Ltd
London, Kiritimati, Kiribati"""

MAILS = [
    # N021 -> P021, s2, Canadian French, first contact after the fair the note records
    Mail("P021", "s2",
         "Sel rose de l'Himalaya, grain fin 0,5-1 mm – suite au SIAL Montréal",
         """Bonjour Monsieur Beauchamp,

Merci d'être passé à notre kiosque au SIAL Canada, à Montréal. Comme convenu, voici notre offre pour le sel rose de l'Himalaya en grain fin.

Notre sel provient de la mine de Khewra, dans la chaîne de montagnes du Sel, au Pakistan. Nous le broyons et le tamisons nous-mêmes à Sargodha : le grain fin que vous cherchez (0,5 à 1 mm) est offert en sacs de 25 kg, sur palettes de 40 sacs. Nous expédions de Karachi vers Montréal par conteneur, avec transbordement en Europe.

Je peux vous faire parvenir un échantillon de 1 kg et nos prix CFR Montréal dès cette semaine. Est-ce que cela conviendrait à Épices Beauchamp ?

Cordialement,

Usman Tariq Cheema
Directeur des exportations (Manager Exports)
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan
+92 48 3761 522""",
         "follow-up after the fair the note records (SIAL Canada, Montréal), wholly in Canadian French ('kiosque'); the note's fine grain 0.5-1 mm in 25 kg bags; company without 'inc.'; sender title translated with the original in brackets",
         Twin("contact_wrong", "body", "Bonjour Monsieur Beauchamp,", "Bonjour Monsieur Beauchemin,",
              found="Beauchemin", expected="Rémy Beauchamp",
              note="Beauchemin, another Québec family name, in the greeting")),

    # N022 -> P022, s2, English, cold
    Mail("P022", "s2",
         "Pakistani table potatoes for Colombo – Cardinal and Santé, new crop",
         """Dear Mr Rajapaksha,

Sri Lanka buys a large share of its potatoes from Pakistan between January and May, and I would like Rajapaksha Trading to consider us for the coming season. I'm Usman Cheema, Manager Exports at Kirana Hills Agro Traders (SMC-Pvt.) Ltd. in Sargodha, Punjab.

We ship red-skinned Cardinal and yellow Santé table potatoes from growers in Okara and Sahiwal, graded 40–60 mm and 60–80 mm, washed or unwashed, in 50 kg jute or mesh bags. A 40' reefer carries about 28 tonnes and takes 8–10 days from Karachi to Colombo.

Could you let me know your preferred size and bag, and whether you import directly or through an agent? I will send a CFR Colombo price by return.

Kind regards,
""" + S2_SIG + """ | usman.cheema@kiranahillsagro.pk""",
         "cold introduction in English; company short form without '(Pvt) Ltd'; varieties, sizes, Okara and Sahiwal, Colombo",
         Twin("country_wrong", "body", "Sri Lanka buys a large share", "The Maldives buys a large share",
              found="The Maldives", expected="Sri Lanka",
              note="the Maldives, the neighbouring island state, for the buyer's country")),

    # N023 -> P023, s2, English with an Arabic greeting, first contact after the fair
    Mail("P023", "s2",
         "Pakistani potatoes for Al Aweer – following our talk at Gulfood",
         """السيد خالد النعيمي المحترم،

It was good to meet you at Gulfood in Dubai. You mentioned that you sell at the Al Aweer central market, so I have put together an offer in the sizes that move fastest there.

Kirana Hills Agro Traders can load Cardinal (red skin) and Santé (yellow skin) table potatoes, 45–75 mm, washed, in 10 kg and 25 kg mesh bags, from Karachi to Jebel Ali in about four days. We ship from December to May.

Please tell me the weekly volume شركة النعيمي لتجارة الخضار والفواكه needs, and I will quote CFR Jebel Ali.

Best regards,
""" + S2_SIG,
         "follow-up after the fair the note records (Gulfood Dubai), English with a formal Arabic greeting; the note's Al Aweer market; company in Arabic without ذ.م.م inside English",
         Twin("note_wrong", "body", "at Gulfood in Dubai", "at SIAL Middle East in Abu Dhabi",
              found="SIAL Middle East in Abu Dhabi", expected="Met at Gulfood Dubai",
              note="another Gulf food fair than the one the note records")),

    # N024 -> P024, s2, English, cold
    Mail("P024", "s2",
         "Table potatoes from Pakistan – weekly reefers to the UAE",
         """Dear Mr Balan,

As Procurement Manager - Fresh Produce at Gulf Greens General Trading, you probably buy potatoes from several origins through the year. I would like to add Pakistan – and Kirana Hills Agro Traders – to your list.

We pack Cardinal and Santé table potatoes from December to May, graded 40–60, 60–80 and 80+ mm, in 25 kg or 50 kg mesh bags. Transit from Karachi to Jebel Ali is four days, so we can load weekly through the season, FOB Karachi or CFR Jebel Ali.

Shall I send this week's prices and photos from our grading line?

Best regards,
Usman Tariq Cheema
Manager Exports, Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan
+92 48 3761 522""",
         "cold introduction in English; the long recorded title inside the sentence; company without L.L.C.",
         Twin("company_foreign", "body", "at Gulf Greens General Trading, you", "at Rajapaksha Trading Company, you",
              found="Rajapaksha Trading Company", expected="Gulf Greens General Trading L.L.C.",
              note="another potato buyer of this set (the Sri Lankan importer) named as the addressee's company")),

    # N025 -> P025, s3, simplified Chinese, cold
    Mail("P025", "s3",
         "基里巴斯圣诞岛干海藻（长心卡帕藻）供应",
         """梁主管您好！

我是基里巴斯Kiritimati Reef & Palm Ltd的出口与市场专员Tinaai Tekeiaki。我们公司位于圣诞岛（Kiritimati）的伦敦镇，收购并出口当地潟湖养殖的干海藻，品种为长心卡帕藻（Kappaphycus alvarezii，俗称cottonii）。

得知福建石狮海源海藻工业有限公司以卡拉胶生产为主，我们的海藻或许正合适：经日晒干燥，含水率不超过35%，杂质少，凝胶强度稳定。货物经苏瓦或檀香山中转，可按CIF厦门报价。

如贵司有兴趣，我们可先寄送1公斤样品供检测。

此致
敬礼

Tinaai Tekeiaki
出口与市场专员
Kiritimati Reef & Palm Ltd
London, Kiritimati, Kiribati
电话：+686 7523 4418""",
         "cold introduction wholly in simplified Chinese; '梁主管' (family name + the recorded title's head word); the sender's village London (伦敦镇) on Kiritimati; category as 干海藻 with the species",
         Twin("company_missing", "body", "得知福建石狮海源海藻工业有限公司以卡拉胶生产为主", "得知贵司以卡拉胶生产为主",
              found="贵司", expected="福建石狮海源海藻工业有限公司",
              note="the only mention of the company replaced by 贵司 ('your company')")),

    # N026 -> P026, s3, French, cold
    Mail("P026", "s3",
         "Algues séchées de Kiritimati (Kappaphycus alvarezii)",
         """Monsieur Gautier,

Je me permets de vous écrire au nom de Kiritimati Reef & Palm Ltd, à Kiritimati (île Christmas), en république de Kiribati. Nous achetons leurs algues aux cultivateurs des lagons de Kiritimati et de Tabuaeran et les exportons séchées : Kappaphycus alvarezii (cottonii), source de carraghénane kappa.

Pour Gautier Algues & Colloïdes, nous pouvons livrer des algues séchées au soleil, à 35 % d'humidité au plus, en balles pressées de 50 kg, CIF Le Havre.

En tant qu'acheteur algues, vous voudrez sans doute d'abord tester un échantillon : je peux vous en envoyer 1 kg par avion.

Bien à vous,

""" + S3_SIG + """
tinaai@kiritimatireefpalm.ki""",
         "cold introduction in French; the recorded title inside a French sentence ('En tant qu'acheteur algues'); company without SAS; île Christmas",
         Twin("category_wrong", "body", "nous pouvons livrer des algues séchées au soleil", "nous pouvons livrer du carraghénane semi-raffiné",
              found="carraghénane semi-raffiné", expected="dried seaweed",
              note="semi-refined carrageenan, the product made from the seaweed, offered instead of the dried seaweed")),

    # N027 -> P027, s3, Spanish (Chile), cold
    Mail("P027", "s3",
         "Alga seca Kappaphycus desde Kiribati para Hidrocoloides del Sur",
         """Estimada Sra. Castro:

Le escribo desde Kiritimati Reef & Palm Ltd, en la isla Kiritimati (Kiribati), en pleno Pacífico central. Compramos y exportamos alga seca Kappaphycus alvarezii (cottonii), cultivada en las lagunas de Kiritimati y Tabuaeran.

Sé que en Chile la carragenina se produce sobre todo a partir de algas nativas, y creemos que nuestra cottonii podría complementar su abastecimiento en los meses de menor cosecha. Secamos el alga al sol hasta un máximo de 35 % de humedad y la prensamos en fardos de 50 kg.

Podríamos cotizar CIF San Antonio con transbordo en Nueva Zelanda. ¿Le interesaría recibir una muestra de 1 kg?

Saludos cordiales,

""" + S3_SIG + """
Tel. +686 7523 4418""",
         "cold introduction in Spanish with the colon after the greeting; company without SpA in the subject; Chile's own seaweeds mentioned",
         Twin("sender_wrong", "body", "Le escribo desde Kiritimati Reef & Palm Ltd,", "Le escribo desde Kiritimati Reef & Palms Ltd,",
              found="Kiritimati Reef & Palms Ltd", expected="Kiritimati Reef & Palm Ltd",
              note="the sender's own company name written with 'Palms'")),

    # N028 -> P028, s3, English with a Chinese greeting, first contact after the fair
    Mail("P028", "s3",
         "Angelfish price list from Kiritimati – after Interzoo",
         """李主任您好,

It was great to meet you at Interzoo in Nuremberg. As promised, attached is our price list for angelfish from Kiritimati.

Our divers collect by hand net on the island's outer reefs, and the fish rest in our holding facility in London, Kiritimati, for at least five days before shipping. The list covers flame angelfish (Centropyge loricula) in three sizes, lemonpeel angelfish (Centropyge flavissima) and, when available, a few rarer pygmy angels.

The fish fly on the weekly Fiji Airways service from Kiritimati to Nadi and on to Taoyuan via Hong Kong, so 海悅水族 would receive them about two days after packing.

Please let me know which sizes interest you most.

Best regards,
""" + S3_SIG + """
+686 7523 4418""",
         "follow-up after the fair the note records (Interzoo Nuremberg), English with a Chinese greeting (family name + recorded title 主任); the note's angelfish price list; company in short form without 股份有限公司",
         Twin("artifact", "body", "Please let me know which sizes interest you most.", "Please let me know which sizes",
              found="Please let me know which sizes", expected="Please let me know which sizes interest you most.",
              note="a sentence cut off before its end")),

    # N029 -> P029, s3, English with a Hebrew greeting, reply to the note's questions
    Mail("P029", "s3",
         "DOA policy and the weekly flight from Kiritimati",
         """שלום רפאל,

Thank you for your questions about our live aquarium fish. Here are both answers.

The flight: Fiji Airways flies from Kiritimati to Honolulu once a week. Our boxes travel on that flight and then via Los Angeles to Tel Aviv. Door to door the fish are in the bag for about 50 hours, so we pack them with pure oxygen in double bags and fast them for two days before shipping.

Dead on arrival: we credit in full any fish reported dead on arrival, with photos, within three hours of the boxes landing. Credits go against the next order.

I hope this helps חסון אקווריומים decide on a first trial box of flame and lemonpeel angelfish.

Kind regards,
""" + S3_SIG,
         "reply in English to the note's two questions (dead-on-arrival policy, the weekly flight from Kiritimati); Hebrew greeting with the given name; company in Hebrew without בע\"מ inside English",
         Twin("contact_wrong", "body", "שלום רפאל,", "שלום מיכאל,", found="מיכאל",
              expected="רפאל חסון", note="another given name in the Hebrew greeting")),

    # N030 -> P030, s3, German, cold
    Mail("P030", "s3",
         "Zwergkaiserfische von Kiritimati – direkt vom Sammler",
         """Sehr geehrter Herr Harloff,

als Einkäufer Meerwasser bei Aquaristik Harloff kennen Sie den Flammen-Zwergkaiser sicher gut – die schönsten Tiere kommen seit Jahren von der Weihnachtsinsel Kiritimati. Wir, Kiritimati Reef & Palm Ltd, fangen und exportieren lebende Meerwasser-Zierfische direkt von dort.

Unsere Taucher fangen von Hand mit Netzen, die Fische werden mindestens fünf Tage in unserer Station in London (Kiritimati) gehältert und per Luftfracht über Honolulu versandt. Neben Flammen- und Zitronen-Zwergkaisern haben wir Langschnauzen-Büschelbarsche und andere Riffbarsche im Angebot.

Darf ich Aquaristik Harloff unsere aktuelle Preisliste schicken?

Mit freundlichen Grüßen

""" + S3_SIG + """
+686 7523 4418""",
         "cold introduction wholly in German; the recorded title inside a German sentence; company without GmbH; Weihnachtsinsel and London (Kiritimati)",
         Twin("company_missing", "body", "als Einkäufer Meerwasser bei Aquaristik Harloff kennen", "als Einkäufer Meerwasser bei Ihrer Firma kennen",
              found="Ihrer Firma", expected="Aquaristik Harloff GmbH",
              also=(("body", "Darf ich Aquaristik Harloff unsere", "Darf ich Ihnen unsere"),),
              note="both mentions of the company removed: 'bei Ihrer Firma', 'Darf ich Ihnen'")),

    # N031 -> P031, s3, English, reply to the note's request
    Mail("P031", "s3",
         "Coconut toddy syrup – shelf life and 250 ml prices",
         """Kia ora Wendy,

Thanks for your questions about our coconut toddy syrup. Here are the answers.

Shelf life: 24 months unopened from the bottling date; once opened, three months in the fridge.
250 ml glass bottles: NZD 6.40 per bottle CIF Auckland, in cartons of 12, minimum 60 cartons.

The syrup is made the traditional I-Kiribati way: the sap (karewe) is collected twice a day from the cut flower stalk of the coconut palm and simmered slowly into kamaimai, with nothing added. It is not certified organic yet, but our palms are never sprayed.

I know Marshall Wholefoods supplies organic shops across the North Island, so as a Category Buyer you may also want to see our labels: they are in English and carry the ingredient list and the nutrition panel that NZ stores need.

Kam rabwa (thank you),
Tinaai

Tinaai Tekeiaki | Export & Marketing Officer
Kiritimati Reef & Palm Ltd | London, Kiritimati, Kiribati""",
         "reply in English to the note's request (shelf life, 250 ml prices) using its customers; Māori greeting, Gilbertese thanks; the recorded title inside a sentence; company without Limited",
         Twin("title_wrong", "body", "as a Category Buyer you", "as a Category Manager you",
              found="Category Manager", expected="Category Buyer",
              note="a category manager's title for the category buyer (one rung up)")),

    # N032 -> P032, s3, English, cold
    Mail("P032", "s3",
         "Kamaimai – coconut toddy syrup from Kiritimati for Mānoa Pantry",
         """Aloha Dustin,

Kiritimati is only one weekly flight away from Honolulu, and we would love to see our coconut toddy syrup on the shelves at Mānoa Pantry.

In Kiribati we call it kamaimai: the fresh sap (karewe) of the coconut palm, collected by our cutters twice a day and simmered down slowly, with no sugar or preservatives added. It is dark, rich and a little tangy, and people use it like maple syrup or molasses.

We bottle it in 250 ml and 500 ml glass bottles, and a mixed trial carton of 24 can come on the weekly flight. As the owner you can decide quickly, so may I send you two bottles to taste?

Warm regards,
""" + S3_SIG + """
+686 7523 4418""",
         "cold introduction in English with a Hawaiian greeting; company with its macron (Mānoa); the owner's title as 'the owner'",
         Twin("category_wrong", "body", "see our coconut toddy syrup on the shelves", "see our coconut sugar on the shelves",
              found="coconut sugar", expected="coconut toddy syrup",
              note="coconut sugar (the granulated neighbouring product) instead of the syrup")),

    # N033 -> P033, s4, Italian, first contact after the fair
    Mail("P033", "s4",
         "Bottarga di muggine in baffe intere dalla Mauritania – dopo TuttoFood",
         """Gentile Signor Bianchini,

è stato un piacere conoscerLa al TuttoFood di Milano. Come richiesto, Le scrivo per le baffe intere: non lavoriamo bottarga grattugiata, solo sacche intere, salate ed essiccate in modo tradizionale.

La nostra bottarga di muggine nasce dalle uova del cefalo (Mugil cephalus) pescato lungo il Banc d'Arguin nella stagione ottobre-gennaio e lavorato a Nouadhibou. Offriamo baffe da 150 a 400 g, sottovuoto o ricoperte di cera d'api, con certificato sanitario UE.

Per Bottarghe Bianchini posso preparare un'offerta CIP Milano Malpensa per via aerea, oppure in container frigo fino a Genova.

Cordiali saluti,

Mohamed Lemine Ould Ahmed Salem
Responsabile vendite export (Chef des ventes export)
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania
+222 45 74 28 61""",
         "follow-up after the fair the note records (TuttoFood Milano), wholly in Italian; the note's whole baffe, not grated; company without S.p.A.; sender title translated with the original in brackets",
         Twin("company_misspelled", "body", "Per Bottarghe Bianchini posso", "Per Bottarghe Bianchina posso",
              found="Bottarghe Bianchina", expected="Bottarghe Bianchini S.p.A.",
              note="the family name's last letter changed (Bianchina)")),

    # N034 -> P034, s4, English with a Greek greeting, reply to the note's request
    Mail("P034", "s4",
         "Beeswax-coated mullet botargo – price for 200 kg",
         """Αγαπητή κυρία Αρματά,

Thank you for your time at Seafood Expo Global in Barcelona. As you asked, here is our price for 200 kg of mullet botargo coated in beeswax:

EUR 78 per kg, CIP Athens airport, by air from Nouadhibou via Casablanca; pieces of 150–350 g, in cartons of 5 kg.

Our botargo is made from the roe of grey mullet caught off the Banc d'Arguin, salted and sun-dried in Nouadhibou and dipped in natural beeswax, the way Greek buyers know from avgotaracho. Our plant is EU-approved, and each lot has an EU health certificate.

If Αρματάς Θαλασσινά would like a 2 kg sample first, I can send it with our next shipment to Europe.

Best regards,
Mohamed Lemine Ould Ahmed Salem
Export Sales Manager (Chef des ventes export)
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania
mlemine@capblanc-mer.mr""",
         "reply in English with a Greek greeting (the feminine family name) to the note's request (200 kg, beeswax-coated) after the fair it records; company in Greek without Α.Ε. inside English",
         Twin("note_wrong", "body", "at Seafood Expo Global in Barcelona", "at Seafood Expo North America in Boston",
              found="Seafood Expo North America in Boston", expected="Met at Seafood Expo Global in Barcelona",
              note="the sister fair in Boston instead of the Barcelona one the note records")),

    # N035 -> P035, s4, traditional Chinese, cold
    Mail("P035", "s4",
         "茅利塔尼亞野生烏魚子供應",
         """李總經理您好：

我是茅利塔尼亞Cap Blanc Produits de la Mer SARL的出口業務主管Mohamed Lemine Ould Ahmed Salem。本公司位於努瓦迪布（Nouadhibou），專門加工與出口當地海域的水產品。

台灣烏魚子享譽國際，而茅利塔尼亞沿岸的烏魚（Mugil cephalus）每年十月至一月洄游產卵，卵巢大而飽滿。我們供應鹽漬、日曬風乾的整副烏魚子，每副200至400公克，未上蠟，真空包裝。

若李家烏魚子食品有限公司有興趣，我們可寄送樣品，並報CIF高雄價格。

敬祝 商祺

Mohamed Lemine Ould Ahmed Salem
出口業務主管
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania
電話：+222 45 74 28 61""",
         "cold introduction wholly in traditional Chinese; '李總經理' (family name + recorded title); Taiwan's name for Mauritania (茅利塔尼亞); sender title translated",
         Twin("contact_wrong", "body", "李總經理您好：", "黎總經理您好：", found="黎總經理",
              expected="李正雄", note="黎 (Lai), a near-homophone family name, for 李 (Li)")),

    # N036 -> P036, s4, English with a Norwegian greeting and closing, cold
    Mail("P036", "s4",
         "Crude fish oil from Mauritania for salmon feed",
         """Hei Tone,

Salmon feed in Norway uses more marine oil than any other industry I know, and I would like to introduce Cap Blanc Produits de la Mer as a supplier of crude fish oil from Mauritania.

Our oil comes from the fishmeal plants of Nouadhibou, which process sardinella and horse mackerel caught off the Mauritanian coast. We ship it in flexitanks or by parcel tanker, with an analysis of each lot: EPA+DHA, free fatty acids, peroxide and anisidine values, and dioxins and PCBs against the EU limits.

Could Abrahamsen Fôrråvarer take a trial lot of 500 tonnes CIF a Norwegian port? I would be glad to send specifications and a recent certificate of analysis.

Med vennlig hilsen,
Mohamed Lemine Ould Ahmed Salem
Export Sales Manager
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania
+222 45 74 28 61""",
         "cold introduction in English with Norwegian greeting and closing; company without AS; sender company without SARL in the text",
         Twin("country_wrong", "body", "Salmon feed in Norway", "Salmon feed in Iceland", found="Iceland",
              expected="Norway", note="Iceland, a neighbouring Nordic country, for the buyer's country")),

    # N037 -> P037, s4, Spanish (Chile), cold
    Mail("P037", "s4",
         "Aceite crudo de pescado de Mauritania para alimento de salmón",
         """Estimado Sr. Uribe:

Me dirijo a usted como Gerente de Compras de Alimentos Acuícolas Reloncaví para presentarle nuestro aceite crudo de pescado, producido en Nouadhibou (Mauritania) a partir de sardinela y jurel.

Sabemos que los fabricantes de alimento para salmón en Chile complementan el aceite local con importaciones. Podemos ofrecer embarques regulares en flexitanques o en buque tanque, CFR Puerto Montt o San Vicente, y cada lote va con su certificado de análisis (EPA+DHA, ácidos grasos libres, índice de peróxidos, dioxinas y PCB).

¿Le interesaría recibir nuestra ficha técnica y una cotización?

Atentamente,

Mohamed Lemine Ould Ahmed Salem
Jefe de Ventas de Exportación
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania
mlemine@capblanc-mer.mr | +222 45 74 28 61""",
         "cold introduction in Spanish; the recorded title inside the sentence; company without S.A.; sender title translated",
         Twin("sender_wrong", "body", "mlemine@capblanc-mer.mr", "mlemine@capblanc.mr",
              found="mlemine@capblanc.mr", expected="mlemine@capblanc-mer.mr",
              note="the sender's e-mail domain without '-mer'")),

    # N038 -> P038, s4, English with a Thai greeting, cold
    Mail("P038", "s4",
         "Crude fish oil for aquafeed – from Mauritania",
         """เรียน คุณจันทภา,

I am writing from Cap Blanc Produits de la Mer SARL in Nouadhibou, Mauritania, to offer crude fish oil for your aquafeed production.

Our oil is produced at Nouadhibou's fishmeal plants from sardinella and horse mackerel landed on the Mauritanian coast. It is shipped in 24-tonne flexitanks or in drums, with an analysis of each lot (EPA+DHA, FFA, peroxide value, moisture and impurities). Transit to Laem Chabang is about five weeks.

If บริษัท สาครอาหารสัตว์น้ำ จำกัด would like to try a first container, I can send a sample and a CFR Laem Chabang price.

Best regards,
Mohamed Lemine Ould Ahmed Salem
Export Sales Manager
Cap Blanc Produits de la Mer SARL
+222 45 74 28 61""",
         "cold introduction in English with a Thai greeting (เรียน คุณ + given name); company in full in Thai script inside English",
         Twin("artifact", "body", "Transit to Laem Chabang is about five weeks.",
              "Transit to Laem Chabang is about five weeks. Transit to Laem Chabang is about five weeks.",
              expected="Transit to Laem Chabang is about five weeks.", note="a sentence repeated")),

    # N039 -> P039, s4, Spanish, first contact after the fair
    Mail("P039", "s4",
         "Corvina congelada de Mauritania – lo que hablamos en Conxemar",
         """Estimado Sr. Pujadas:

Fue un gusto conocerle en Conxemar, en Vigo. Tal como me pidió, le paso nuestra oferta de corvina congelada: pescado entero eviscerado, de 2 a 4 kg por pieza.

La corvina (Argyrosomus regius) procede de la pesca artesanal de Nouadhibou y se congela en nuestra planta, autorizada para exportar a la UE. Glaseado del 5 al 8 %, cajas de 20 kg, contenedores reefer de 40' con destino a Vigo o Marín.

Si a Congelados Pujadas le interesa, le envío precio CFR Vigo para la primera quincena del mes próximo.

Un saludo cordial,

Mohamed Lemine Ould Ahmed Salem
Jefe de Ventas de Exportación
Cap Blanc Produits de la Mer SARL
Nouadhibou (Mauritania)
+222 45 74 28 61""",
         "follow-up after the fair the note records (Conxemar, Vigo), wholly in Spanish; the note's whole gutted 2-4 kg fish; category as corvina congelada; company without S.L.",
         Twin("company_missing", "body", "Si a Congelados Pujadas le interesa", "Si a su empresa le interesa",
              found="su empresa", expected="Congelados Pujadas S.L.",
              note="the only mention of the company replaced by 'su empresa'")),

    # N040 -> P040, s4, European Portuguese, cold
    Mail("P040", "s4",
         "Corvina congelada da Mauritânia para a Almeida & Filhos",
         """Exma. Senhora Soraia Almeida,

Como Responsável de Compras da Almeida & Filhos, conhece bem a procura de corvina no mercado português. Escrevo-lhe da Cap Blanc Produits de la Mer SARL, em Nouadhibou, na Mauritânia, onde congelamos corvina (Argyrosomus regius) da pesca artesanal local.

Fornecemos corvina inteira eviscerada, de 2 a 4 kg e de 4 a 6 kg, congelada na nossa fábrica aprovada pela UE, em caixas de 20 kg e com certificado sanitário. Podemos enviar contentores de 40' para Leixões ou Lisboa.

Posso enviar-lhe a nossa tabela de preços CFR Leixões?

Com os melhores cumprimentos,

Mohamed Lemine Ould Ahmed Salem
Chefe de Vendas de Exportação
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritânia
+222 45 74 28 61""",
         "cold introduction in European Portuguese; the recorded title inside the sentence; company in short form ('Almeida & Filhos') with an article; category as corvina congelada",
         Twin("title_wrong", "body", "Como Responsável de Compras da", "Como Responsável Comercial da",
              found="Responsável Comercial", expected="Responsável de Compras",
              note="a sales title for the purchasing one")),
]
