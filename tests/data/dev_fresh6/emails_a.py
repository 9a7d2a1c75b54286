"""Natural e-mails N001-N020 (first e-mails to L001-L020), each with the edit its twin gets."""

from mail import mail, sig

EMAILS = [
    mail(
        "L001",
        "s2",
        "Hand-picked Madagascar cloves for Gyasi Commodities",
        "Dear Ms Gyasi,\n\n"
        "I am writing from Ravinala Export SARL in Antananarivo. We export whole cloves from the "
        "Analanjirofo region on Madagascar's east coast, where the buds are picked by hand and sun-dried "
        "on mats before we grade them in our Toamasina warehouse.\n\n"
        "As Import Manager at Gyasi Commodities Company Limited you will want to know the moisture "
        "first: our CG1 lots leave the warehouse at 11-12% and each container comes with an SGS "
        "certificate that states it. Headless buds and stems are kept under 2%.\n\n"
        "We ship from Toamasina to Tema in about four weeks, CFR or CIF, in 50 kg jute bags. "
        "Could I send you a 1 kg sample and our price for a first 12 MT lot?\n\n"
        + sig("s2", "Kind regards,"),
        "style=formal letter; hard: buyer's note (moisture) used in a sentence, Madagascar's "
        "possessive, regions and ports (Analanjirofo, Toamasina, Tema), grade CG1, SGS, CFR/CIF, "
        "title in a sentence, full company with 'Company Limited'",
        (
            "company_misspelled",
            "body",
            "Gyasi Commodities Company Limited",
            "Gyase Commodities Company Limited",
            "family name in the company with one vowel changed",
        ),
    ),
    mail(
        "L002",
        "s4",
        "Nitrile exam gloves after Arab Health - Seri Kelang",
        "Hi Duncan,\n\n"
        "It was good to meet you at Arab Health. As promised, here are the details on our nitrile "
        "examination gloves for Opuku Medics:\n\n"
        "- powder-free, 3.5 g, blue or black, sizes XS to XL\n"
        "- EN 455 and EN ISO 374, AQL 1.5, FDA 510(k)\n"
        "- 100 gloves per dispenser box, 10 boxes per carton\n"
        "- about 3,000 cartons per 40' HC from Port Klang to Tema\n\n"
        "Since you look after the supply chain, I can also hold a monthly slot for you so that "
        "Ghana's hospitals never wait on stock. Shall I send samples of both colours?\n\n"
        + sig("s4", "Warm regards,", full=False),
        "style=follow-up after a trade fair (the buyer's note), bullets; hard: first name, company "
        "without 'Limited', title paraphrased (look after the supply chain), Ghana's possessive, "
        "certifications EN 455 / EN ISO 374 / FDA 510(k), dispenser boxes, ports",
        (
            "company_foreign",
            "body",
            "Opuku Medics",
            "Fofie Furniture",
            "another Ghanaian buyer's company of this set",
        ),
    ),
    mail(
        "L003",
        "s4",
        "Rubberwood dining chairs for Fofie Furniture",
        "Dear Angela,\n\n"
        "I'm Nurul Aina from Seri Kelang Trading in Klang, Malaysia. We make solid rubberwood dining "
        "chairs for furniture stores in West Africa, and I thought they might suit Fofie Furniture's "
        "showroom.\n\n"
        "Rubberwood is a plantation timber that takes stain well, so the same chair comes in natural, "
        "walnut or a vanilla-cream lacquer. Our best sellers are a ladder-back chair and a Windsor "
        "chair with a padded seat; both ship knocked down, 4 chairs to a carton, about 420 chairs in "
        "a 40' HC.\n\n"
        "As the owner you'll decide quickly, so I'll keep it short: would a price list and a few "
        "photos help?\n\n" + sig("s4", "Best wishes,"),
        "style=friendly short first e-mail; hard: possessive of the company without 'Ltd', "
        "'vanilla-cream lacquer' (another category's word as a colour), 'owner' lower-case in a "
        "sentence, West Africa region, KD packing",
        (
            "company_missing",
            "body",
            [
                ("Fofie Furniture's showroom", "your showroom"),
                ("for Fofie Furniture", "for your store"),
            ],
            None,
            "every mention of the company replaced by generic wording",
            "your showroom",
        ),
    ),
    mail(
        "L004",
        "s4",
        "EN 455 nitrile examination gloves for Kimachu Medics",
        "Dear Mr Kimachu,\n\n"
        "I understand Kimachu Medics supplies clinics and district hospitals across Tanzania. We are a "
        "Malaysian glove exporter from Klang and would like to quote for your nitrile examination "
        "gloves.\n\n"
        "Our standard glove is powder-free, 4.0 g, textured fingertips, AQL 1.5, with EN 455 and "
        "ISO 13485. We can ship to Dar es Salaam CIF in 20' or 40' containers and print Swahili on "
        "the box if your tenders ask for it.\n\n"
        "As Purchasing Director you probably buy on annual contracts; I'd be glad to quote for one.\n\n"
        + sig("s4", "Yours sincerely,"),
        "style=formal; hard: Mr + surname, company without 'Co. Ltd', title in a sentence, Dar es "
        "Salaam port, Swahili on the box, ISO 13485",
        (
            "contact_wrong",
            "body",
            "Dear Mr Kimachu,",
            "Dear Mr Kimathi,",
            "a similar East African family name",
            "Mr Kimathi",
            "Mr Kimachu",
        ),
    ),
    mail(
        "L005",
        "s4",
        "Dining chairs in solid rubberwood",
        "Hello Farijika,\n\n"
        "Madhubuti Furnishings came up when I looked for furniture importers in Dar es Salaam and "
        "Arusha. We export solid rubberwood dining chairs from Malaysia, FSC-certified on request.\n\n"
        "Three models are popular with East African retailers:\n"
        "1. a cross-back chair with a rattan seat\n"
        "2. an upholstered parsons chair (fabric in grey or sand)\n"
        "3. a stackable cafe chair for restaurants\n\n"
        "MOQ is one 40' HC, mixed models allowed. If you are the purchasing manager handling seating, "
        "could you tell me which style sells best in your stores?\n\n" + sig("s4", "Regards,"),
        "style=numbered list; hard: first name greeting, company without 'Ltd', title lower-case in "
        "a sentence, rattan seat and fabric (other materials in the right product), cities Dar es "
        "Salaam and Arusha, FSC",
        (
            "title_wrong",
            "body",
            "the purchasing manager handling seating",
            "the sales manager handling seating",
            "a sales title for a purchasing one",
            "sales manager",
            "purchasing manager",
        ),
    ),
    mail(
        "L006",
        "s2",
        "Vanille de Madagascar - gousses gourmet pour Arômes Sqalli",
        "Monsieur Sqalli,\n\n"
        "Je me permets de vous écrire au nom de Ravinala Export SARL, société exportatrice de vanille "
        "basée à Antananarivo. Nous achetons nos gousses directement aux préparateurs de la région "
        "SAVA (Sambava, Antalaha, Vohémar) et les exportons en vrac sous vide.\n\n"
        "Pour Arômes Sqalli S.A. nous pourrions proposer :\n"
        "- des gousses gourmet noires, 16-18 cm, 30-35 % d'humidité\n"
        "- des gousses TK (rouges, fendues) pour l'extraction\n"
        "- de la poudre de vanille pure, sans sucre ajouté\n\n"
        "En tant que responsable achats, souhaitez-vous recevoir un échantillon de 100 g de chaque "
        "qualité, livré à Casablanca ?\n\n"
        "Bien cordialement,\n"
        "Hery Rakotomalala\n"
        "Directeur commercial\n"
        "Ravinala Export SARL\n"
        "+261 20 22 418 57",
        "style=letter wholly in French; hard: 'Monsieur' + surname, title in French lower-case, the "
        "sender's title translated (Directeur commercial), SAVA towns, grades gourmet/TK, vanilla "
        "powder as a related product, Casablanca",
        (
            "category_wrong",
            "body",
            "de la poudre de vanille pure, sans sucre ajouté",
            "du poivre sauvage (voatsiperifery) en grains",
            "a neighbouring Malagasy spice offered",
        ),
    ),
    mail(
        "L007",
        "s2",
        "Madagascar cloves - an alternative origin for Épices Bennani",
        "Dear Ms Bennani,\n\n"
        "Many Moroccan spice houses blend Madagascar cloves into ras el hanout, and I hope Épices "
        "Bennani might be one of the next.\n\n"
        "Ravinala Export ships whole cloves (CG1 and CG2, hand-picked, 12% max moisture) and "
        "clove stems for grinding. Our usual route is Toamasina - Port Louis - Casablanca, about "
        "35 days door to port.\n\n"
        "If it helps your procurement planning, our new-crop prices are set in October and hold "
        "until the end of February. May I send you the current offer?\n\n" + sig("s2"),
        "style=short LLM-style mail; hard: company without 'S.A.', Moroccan adjective, ras el "
        "hanout, grades and stems, transhipment route, 'procurement' paraphrasing the title",
        (
            "country_wrong",
            "body",
            "Many Moroccan spice houses",
            "Many Algerian spice houses",
            "the buyer's country as an adjective changed to a neighbour's",
            "Algerian",
            "Moroccan",
        ),
    ),
    mail(
        "L008",
        "s3",
        "Large cardamom for your blending plant",
        "Dear Ms Benkirane,\n\n"
        "You blend spices at scale, so you may already buy large cardamom from India. Ours comes "
        "from Ilam and Taplejung in eastern Nepal, where most of the world's large (black) cardamom "
        "grows.\n\n"
        "For Épices Benkirane S.A. we can offer:\n"
        "• Ramsai and Golsai grades, bhatti-dried, with the smoky note blenders want\n"
        "• 'Jumbo' and 'Chalani' sizes, cleaned and sorted\n"
        "• 25 kg PP bags, loaded at Kolkata port\n\n"
        "As Managing Director, would you rather see samples or a landed price at Casablanca first?\n\n"
        "Namaste and kind regards,\n"
        "Sushila Shrestha\n"
        "Head of Export Sales\n"
        "Himal Lokta Crafts Pvt. Ltd., Kathmandu",
        "style=LLM mail with bullets; hard: opens from the buyer's note (blending plant), Nepalese "
        "districts, India named as the usual origin, '(black) cardamom', grades Ramsai/Golsai, "
        "Kolkata port, 'Namaste' sign-off, title as a clause",
        (
            "sender_wrong",
            "body",
            "Head of Export Sales\nHimal",
            "Head of Sales\nHimal",
            "the sender's own title shortened",
            "Head of Sales",
            "Head of Export Sales",
        ),
    ),
    mail(
        "L009",
        "s2",
        "قرنفل مدغشقر - Madagascar whole cloves",
        "السيدة جودي المغاولة المحترمة،\n"
        "السلام عليكم\n\n"
        "Thank you for taking the time to read this. I know شركة المغاولة للتجارة ذ.م.م buys its "
        "cloves from Zanzibar today, and I would like to offer Madagascar as a second origin.\n\n"
        "Our whole cloves are hand-picked in Fénérive-Est and Soanierana Ivongo, graded CG1, and "
        "packed in 25 kg cartons with a food-grade liner, which is how Doha's wholesalers usually "
        "want them. Transit from Toamasina to Hamad Port is around 30 days via Jebel Ali.\n\n"
        "If you are open to it, I can send samples and a CFR price for a 20' container.\n\n"
        "مع خالص التحيات\n"
        "Hery Rakotomalala\n"
        "Commercial Director, Ravinala Export SARL",
        "style=English mail with an Arabic greeting and sign-off; hard: contact and company in "
        "Arabic script, feminine form of address, note (Zanzibar) used, Doha and Hamad Port, Jebel "
        "Ali transhipment, Malagasy towns",
        (
            "artifact",
            "body",
            "Our whole cloves are hand-picked in",
            "Our whole cloves are hand-picked in in",
            "doubled word",
            "hand-picked in in",
            "hand-picked in",
        ),
    ),
    mail(
        "L010",
        "s3",
        "Ramsai and Golsai cardamom - samples for Al-Marri Foodstuff",
        "Dear Mr Hamad,\n\n"
        "Thank you for asking about Ramsai and Golsai grades. Both are large cardamom from eastern "
        "Nepal; Ramsai pods are smaller and darker, Golsai larger and rounder, and Qatari kitchens "
        "tend to prefer Golsai for rice dishes.\n\n"
        "Al-Marri Foodstuff L.L.C. could start with a mixed 20' container of both. We dry in "
        "traditional bhatti kilns, so the pods keep their smoky aroma, and each lot is fumigated "
        "and comes with a phytosanitary certificate.\n\n"
        "I am happy to courier 500 g of each grade to you in Doha this week.\n\n"
        + sig("s3", "With best regards,"),
        "style=answer to the buyer's question (note); hard: 'Mr' + first name as in the Gulf, "
        "Qatari adjective, grades described, Doha, full legal form L.L.C.",
        (
            "company_misspelled",
            "body",
            "Al-Marri Foodstuff L.L.C.",
            "Al-Mari Foodstuff L.L.C.",
            "the doubled r of the family name lost",
        ),
    ),
    mail(
        "L011",
        "s4",
        "EN 455 / AQL 1.5 nitrile gloves",
        "Dear Ms Mariam,\n\n"
        "You mentioned that Al-Sulaiti Healthcare Supplies needs EN 455 and AQL 1.5. Our nitrile "
        "examination gloves meet both, and we can send the test reports from an ISO 17025 lab with "
        "the quotation.\n\n"
        "Specification: powder-free, 3.8 g, chlorinated inside, beaded cuff, 240 mm, blue. Packed "
        "100 per box, 10 boxes per carton, shipped from Port Klang to Hamad Port in 18-20 days.\n\n"
        "As a buyer for hospitals in Qatar you may also need a MoPH registration; our distributor "
        "file is ready to share.\n\n" + sig("s4", "Kind regards,"),
        "style=short technical mail from the buyer's note; hard: 'Ms' + first name, company "
        "without 'Co. W.L.L.', title lower-case with an article, MoPH, ISO 17025, ports",
        (
            "company_foreign",
            "body",
            "Al-Sulaiti Healthcare Supplies",
            "Al-Marri Foodstuff",
            "another Qatari buyer's company of this set",
        ),
    ),
    mail(
        "L012",
        "s2",
        "Cloves for Al-Balushi Foodstuff & Partners",
        "Dear Ms Aisha,\n\n"
        "Omani kitchens use a lot of cloves, in kahwa and in biryani, and most of them come through "
        "Muscat's wholesalers. I would like Al-Balushi Foodstuff & Partners LLC to consider "
        "Madagascar cloves for its range.\n\n"
        "Ravinala Export offers:\n"
        "- whole cloves CG1, hand-picked, bright brown, 12% max moisture\n"
        "- CG2 for grinding\n"
        "- retail packs of 50 g and 100 g if Al-Balushi Foodstuff packs under its own brand\n\n"
        "We ship to Sohar or Muscat CFR. As General Manager you may prefer to see a price first, "
        "so I have attached our December offer.\n\n" + sig("s2", "Best regards,"),
        "style=LLM mail with bullets; hard: 'Ms' + first name, full legal form with '& Partners "
        "LLC', short form 'Al-Balushi Foodstuff', kahwa and biryani, Sohar and Muscat",
        (
            "company_missing",
            "body",
            [
                ("Al-Balushi Foodstuff & Partners LLC", "your company"),
                ("Al-Balushi Foodstuff packs under its own brand", "you pack under your own brand"),
                ("Al-Balushi Foodstuff & Partners", "your company"),
            ],
            None,
            "every mention of the company replaced by generic wording",
            "your company",
        ),
    ),
    mail(
        "L013",
        "s4",
        "Sarawak white pepper for Al-Rawahi Foodstuff",
        "Dear Mr Hilal,\n\n"
        "Sarawak white pepper is known for its clean, creamy heat, and we think it would sit well in "
        "Al-Rawahi Foodstuff SAOC's spice range in Oman.\n\n"
        "We supply 'Sarawak Creamy White' grade in 25 kg bags, as whole white peppercorns or ground "
        "white pepper in 500 g and 1 kg pouches, with a Malaysian Pepper Board grade certificate and a halal "
        "certificate from JAKIM.\n\n"
        "Would a sample kilo for your senior buyer team be useful?\n\n" + sig("s4"),
        "style=short formal; hard: 'Mr' + first name, possessive of the full company with SAOC, "
        "title reworded (senior buyer team), Sarawak grade, ground pepper as a variety, JAKIM halal",
        (
            "contact_wrong",
            "body",
            "Dear Mr Hilal,",
            "Dear Mr Hilal Al-Harthy,",
            "another Omani family name added to the first name",
            "Hilal Al-Harthy",
            "Hilal",
        ),
    ),
    mail(
        "L014",
        "s2",
        "Ванила од Мадагаскар / Madagascar vanilla beans",
        "Почитувана госпоѓо Арсовски,\n\n"
        "I hope you don't mind me writing in English. You asked for gourmet black beans of 16-18 cm, "
        "and this is exactly what we grade for in the SAVA region of Madagascar.\n\n"
        "For Арсовски Импекс ДООЕЛ we can offer black gourmet beans, 16-18 cm, moisture 32-36%, "
        "vacuum-packed in 1 kg bags, with an EU-format certificate of analysis (vanillin above 1.6%). "
        "We ship by air from Antananarivo to Skopje via Paris.\n\n"
        "As Менаџер за набавки you will know the market price; ours is quoted per kilo, FCA "
        "Antananarivo.\n\n"
        "Со почит,\n"
        "Hery Rakotomalala\n"
        "Commercial Director\n"
        "Ravinala Export SARL",
        "style=English body with Macedonian greeting and sign-off; hard: vocative-free feminine "
        "'госпоѓо' + surname, company and title in Cyrillic, note (16-18 cm) used, SAVA, air freight "
        "via Paris, FCA",
        (
            "title_wrong",
            "body",
            "As Менаџер за набавки",
            "As Менаџер за продажба",
            "sales manager for purchasing manager, in Macedonian",
            "Менаџер за продажба",
            "Менаџер за набавки",
        ),
    ),
    mail(
        "L015",
        "s1",
        "Quinoa from the Altiplano for Petrovski Health Foods",
        "Dear Mr Petrovski,\n\n"
        "Health food shops in the Balkans are adding quinoa to their shelves, and we would like "
        "Petrovski Health Foods to have a direct source from Peru.\n\n"
        "Altiplano Andino grows and cleans quinoa around Puno, near Lake Titicaca. We offer:\n"
        "- white, red and black quinoa, and a tricolour mix\n"
        "- organic (EU) or conventional, saponin-free, 99.9% purity\n"
        "- quinoa flakes and quinoa flour for bakery use\n\n"
        "We ship from Callao to Thessaloniki in 25 kg bags; from there it is a short truck ride to "
        "Skopje. I'd be glad to send samples.\n\n"
        "Saludos cordiales,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager, Altiplano Andino Export S.A.C.",
        "style=LLM mail with bullets; hard: company without DOOEL, the Balkans region, Puno and "
        "Lake Titicaca, colours and organic variants, flakes and flour, a Greek port for a "
        "landlocked buyer, Spanish sign-off",
        (
            "category_wrong",
            "body",
            "quinoa flakes and quinoa flour for bakery use",
            "chia seeds and amaranth flour for bakery use",
            "neighbouring Andean grains offered",
        ),
    ),
    mail(
        "L016",
        "s1",
        "Quinoa peruană pentru Georgescu Natur",
        "Bună ziua, domnule Georgescu,\n\n"
        "I am writing in English, I hope that is fine. We are a quinoa exporter from Arequipa, Peru, "
        "and I saw that Georgescu Natur S.R.L. sells organic foods across Moldova.\n\n"
        "Our organic quinoa is EU-certified (CU 868931), washed and saponin-free, and packed in 25 kg "
        "paper bags or 500 g retail pouches with a Romanian label if you wish. The usual route is "
        "Callao to Constanța, then by truck to Chișinău.\n\n"
        "As manager achiziții you may want to compare: I can send our price per tonne, DAP Chișinău.\n\n"
        "Cu stimă,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager | Altiplano Andino Export S.A.C.",
        "style=English body with Romanian greeting and sign-off; hard: 'domnule' + surname, title "
        "in Romanian lower-case, Romanian label for a Moldovan buyer, Constanța and Chișinău, DAP, "
        "certificate number",
        (
            "country_wrong",
            "body",
            "sells organic foods across Moldova",
            "sells organic foods across Romania",
            "a neighbouring country for the buyer's",
            "Romania",
            "Moldova",
        ),
    ),
    mail(
        "L017",
        "s1",
        "Alpaca yarn for Cristea Fire",
        "Dear Mr Cristea,\n\n"
        "A yarn shop called Cristea Fire made me smile - 'fire' means threads in Romanian, and "
        "threads are what we make. Altiplano Andino spins alpaca yarn in Arequipa from fibre bought "
        "in the Puno highlands.\n\n"
        "Our range for knitting shops:\n"
        "- baby alpaca DK and worsted, 50 g skeins, 42 natural and dyed shades\n"
        "- alpaca-silk lace yarn for shawls and scarves\n"
        "- undyed cones for small mills\n\n"
        "MOQ is 10 kg per shade. Shall I post a shade card to Chișinău?\n\n"
        + sig("s1", "Best regards,"),
        "style=friendly opener; hard: company name explained (Romanian 'fire'), 'alpaca-silk yarn "
        "for shawls' (another category's word, right product), shade card, Chișinău",
        (
            "sender_wrong",
            "body",
            "Rosa Huamán Quispe\nExport",
            "Rosa Humán Quispe\nExport",
            "the sender's family name with one letter lost",
            "Rosa Humán Quispe",
            "Rosa Huamán Quispe",
        ),
    ),
    mail(
        "L018",
        "s4",
        "Nitrile examination gloves for the MoH tender",
        "Сайн байна уу, Батбаяр гуай,\n\n"
        "I understand Номин Трейд ХХК is preparing for the Ministry of Health tender. We would like to "
        "support you with nitrile examination gloves made in Malaysia.\n\n"
        "- powder-free, 3.5 g, sizes S-XL, blue\n"
        "- EN 455 parts 1-4, ISO 13485, CE (Category III PPE)\n"
        "- shelf life 5 years, which tenders usually ask for\n\n"
        "We can ship via Tianjin by rail to Ulaanbaatar and prepare the tender documents in English. "
        "If you tell me the quantity, I'll quote this week.\n\n"
        "Best regards,\n"
        "Nurul Aina Hashim\n"
        "Seri Kelang Trading Sdn. Bhd., Klang, Malaysia",
        "style=short business mail with a Mongolian greeting; hard: given name + 'гуай', company in "
        "Cyrillic with ХХК, note (tender) used, Tianjin rail route, Ulaanbaatar, CE category",
        (
            "artifact",
            "body",
            "I understand Номин Трейд ХХК is preparing",
            "I understand Номин Трейд ХХК ХХК is preparing",
            "doubled legal form",
            "Номин Трейд ХХК ХХК",
            "Номин Трейд ХХК",
        ),
    ),
    mail(
        "L019",
        "s4",
        "White pepper for Tsogt Spice",
        "Dear Ms Enkhjargal,\n\n"
        "Tsogt Spice LLC came up as one of the few spice importers in Ulaanbaatar, so I thought I "
        "would introduce our Sarawak white pepper.\n\n"
        "It is sun-dried after retting, cleaned to ASTA standards and steam-sterilised if you need "
        "it for meat processors. We pack in 25 kg PP bags or 5 kg foil bags.\n\n"
        "Could I send you 500 g of whole and 500 g of ground white pepper?\n\n"
        + sig("s4", "Thank you and regards,"),
        "style=short first mail; hard: 'Ms' + given name (Mongolian custom), full company with "
        "LLC, steam sterilisation, ASTA",
        (
            "company_misspelled",
            "body",
            "Tsogt Spice LLC",
            "Tsokt Spice LLC",
            "one consonant of the company changed",
        ),
    ),
    mail(
        "L020",
        "s1",
        "Hilado de alpaca para Blanco Hilos",
        "Estimado Sr. Blanco:\n\n"
        "Le escribo desde Arequipa. En Altiplano Andino hilamos alpaca de los Andes del sur del Perú "
        "y vendemos a tiendas de tejido en Centroamérica.\n\n"
        "Para Blanco Hilos Ltda. tenemos:\n"
        "- baby alpaca en madejas de 50 g, grosor fingering, DK y worsted\n"
        "- alpaca con seda y alpaca con algodón pima\n"
        "- colores naturales sin teñir, muy pedidos en Costa Rica\n\n"
        "Enviamos por courier hasta 100 kg o por vía marítima a Puerto Caldera. Como gerente de "
        "compras, ¿le interesaría recibir una carta de colores?\n\n"
        "Saludos cordiales,\n"
        "Rosa Huamán Quispe\n"
        "Export Manager\n"
        "Altiplano Andino Export S.A.C.",
        "style=letter wholly in Spanish; hard: 'Sr.' + surname, title in Spanish lower-case "
        "('gerente de compras' for Procurement Manager), blends with silk and pima cotton, Puerto "
        "Caldera, Centroamérica",
        (
            "company_foreign",
            "body",
            "Para Blanco Hilos Ltda. tenemos",
            "Para Cortés Textiles S.A. tenemos",
            "another Costa Rican buyer's company of this set",
            "Cortés Textiles S.A.",
            "Blanco Hilos Ltda.",
        ),
    ),
]
