"""Natural e-mails 21-40 (the first e-mail to P021-P040), each with its twin's one edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2", "Japanese sweet potato shochu for Vietnam",
         """Kính gửi chị Linh,

My name is Kentaro Arimura, overseas sales manager of Satsuma Kaisan Co., Ltd. in Kagoshima, Japan. I am writing because Japanese restaurants and izakaya are growing fast in Ho Chi Minh City and Hanoi, and many of them are asking for real imo shochu.

We export sweet potato shochu made in the Makurazaki area:
1. "Satsuma Kuro" – black koji, 25%, 1.8 L isshobin (6 per case)
2. "Satsuma Shiro" – white koji, 25%, 720 ml (12 per case)

We can quote CIF Cat Lai or CIF Hai Phong, and we prepare the certificate of origin under the Vietnam–Japan EPA so Công ty Cổ phần Đồ uống Vũ can import at the reduced duty rate.

I would be happy to send price list and samples.

Trân trọng,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "cold introduction in English with Vietnamese greeting 'Kính gửi chị Linh' (given name with 'chị') and closing; company in full with Vietnamese legal form; Cat Lai, Hai Phong; the EPA",
         Twin("artifact", "body", "so Công ty Cổ phần Đồ uống Vũ can import at the reduced duty rate.", "so Công ty Cổ phần Đồ uống Vũ can import at the reduced", "a cut-off sentence", "so Công ty Cổ phần Đồ uống Vũ can import at the reduced duty rate.")),
    Mail("P022", "s2", "Ricciola giapponese surgelata – dopo Seafood Expo Global",
         """Gentile Sig. Natta,

è stato un piacere incontrarLa allo stand a Seafood Expo Global di Barcellona. Come promesso, Le invio i dettagli dei nostri filetti di ricciola giapponese (buri/hamachi) surgelati.

- Allevamento: Nagashima, prefettura di Kagoshima, certificazione ASC in corso
- Prodotto: filetti (loin) con pelle, 1,5-2,5 kg, congelati a -60 °C subito dopo la lavorazione
- Imballo: sottovuoto singolo, cartoni da 20 kg
- Trasporto: container reefer a -50 °C, CIF Genova o La Spezia, transito circa 38 giorni

Per Natta Ittica possiamo anche tagliare porzioni per sashimi su specifica.

Cordiali saluti,
Kentaro Arimura
Overseas Sales Manager
Satsuma Kaisan Co., Ltd. – Makurazaki, Giappone""",
         "follow-up after the fair the note records, Italian; 'Gentile Sig. Natta' and the capitalised 'La/Le'; yellowtail as 'ricciola giapponese (buri/hamachi)'; company without S.r.l.; Genoa and La Spezia",
         Twin("company_misspelled", "body", "Per Natta Ittica possiamo", "Per Nata Ittica possiamo", "the family name in the company with one t", found="Nata Ittica")),
    Mail("P023", "s2", "Frozen yellowtail fillets from Kagoshima",
         """Уважаеми г-н Колчев,

I hope an English e-mail is fine. My name is Kentaro Arimura and I handle overseas sales at Satsuma Kaisan Co., Ltd., a seafood company in Makurazaki, in the south of Japan.

We supply frozen yellowtail fillets (hamachi) from farms in Kagoshima bay to importers in Europe. Our fillets are frozen at -60 °C on the day of processing, so after thawing they can be used for sushi and sashimi. Sushi restaurants in Sofia and on the Black Sea coast are a market we would like to grow in.

Minimum order is 1 pallet (600 kg) by air via Frankfurt, or a full reefer by sea to Varna.

If Колчев Фиш would like a price offer, please tell me the size you prefer (1.5-2 kg or 2-3 kg loins).

Best regards,
Kentaro Arimura
Satsuma Kaisan Co., Ltd.""",
         "cold introduction, no note; Bulgarian greeting 'Уважаеми г-н Колчев' with the abbreviation; company in Cyrillic without ЕООД; Sofia, Varna, Frankfurt",
         Twin("note_wrong", "body", "I hope an English e-mail is fine.", "It was good to meet you at Seafood Expo Global in Barcelona, and I hope an English e-mail is fine.", "claims a meeting at a fair for a buyer with no note", "(no meeting recorded)", "It was good to meet you at Seafood Expo Global in Barcelona")),
    Mail("P024", "s2", "Oferta CFR Valencia – filetes de seriola congelados, 1 x 40' reefer",
         """Estimada Sra. Laguna:

Muchas gracias por su solicitud. Le envío nuestra oferta para un contenedor reefer de 40' de filetes de seriola japonesa (hamachi) congelados:

Producto: filetes con piel, 2-3 kg/pieza, ultracongelados a -60 °C
Embalaje: envasado al vacío individual, cajas de 20 kg, 1.100 cajas por contenedor
Precio: 14,80 EUR/kg CFR Valencia
Embarque: desde Kagoshima, vía Busan, tránsito aprox. 42 días
Pago: 30 % por adelantado, 70 % contra copia del B/L

Como directora de compras de Pescados Laguna sabrá que la cadena de frío es clave: el contenedor viaja a -50 °C y le enviamos el registro de temperaturas.

Quedo a su disposición para cualquier consulta.

Atentamente,
Kentaro Arimura
Satsuma Kaisan Co., Ltd. (Japón)""",
         "reply in Spanish to the quotation the note records (first e-mail); 'Estimada Sra. Laguna:'; yellowtail as 'seriola japonesa'; her title in lower case; company without S.A.; Busan as transhipment (another country)",
         Twin("company_missing", "body", "Como directora de compras de Pescados Laguna sabrá", "Como directora de compras de su empresa sabrá", "every mention of the buyer's company replaced", "Pescados Laguna S.A.", "su empresa")),
    Mail("P025", "s3", "Sapele sawn timber with full EUDR documentation",
         """Dear Dex,

Comptoir du Mungo SARL in Douala, Cameroon, exports sapele (Entandrophragma cylindricum) sawn timber to the EU. I know from your colleagues in the trade that Houthandel Erhout needs EUDR due diligence documents for every shipment, so I will start there:

- geolocation of every forest management unit (polygons, GeoJSON)
- the forest concession and annual cutting permits from MINFOF
- the legality grid: export permit, log-to-lumber traceability, CITES not needed for sapele
- FSC Controlled Wood from one of our two sawmills

Specification: FAS, KD 12% ±2, thickness 27/38/52/65 mm, widths 15 cm+, lengths 1.8 m+.
Price: EUR 1,050/m³ FOB Douala for 27 mm, CIF Antwerp or Rotterdam on request.

As inkoper hardhout you will want to see the wood: I can send two sample boards to your yard.

Kind regards,
Jean-Pierre Mbarga
Chef du service export – Comptoir du Mungo SARL
+237 233 42 17 09""",
         "first e-mail answering the documents the note records; botanical name; MINFOF, FSC; Antwerp as another country's port; the buyer's Dutch title in an English sentence; sender signs with one family name",
         Twin("title_wrong", "body", "As inkoper hardhout you will", "As managing director you will", "a director's title in place of his buyer's title", "Inkoper hardhout")),
    Mail("P026", "s3", "Sapele lumber from Cameroon – offer to Alexandria / Damietta",
         """السيد هشام الشناوي المحترم،

Please allow me to continue in English. I am Jean-Pierre Mbarga of Comptoir du Mungo SARL, a timber exporter in Douala, Cameroon.

Egyptian furniture makers in Damietta use a lot of sapele for doors, frames and veneered furniture. We can supply شركة الشناوي للأخشاب with:

• Sapele sawn timber, AD (air-dried) or KD
• Grades: FAS, No. 1 Common, and "sciage" grade for local joinery
• Thickness 27-80 mm, random widths and lengths

Our usual terms to Egypt are CFR Alexandria or CFR Damietta, 40' containers (about 25 m³), payment by L/C at sight.

May I send you our price list and photos of our last loading?

مع خالص التحية،
Jean-Pierre Mbarga Essomba
Comptoir du Mungo SARL, Douala""",
         "cold introduction, English with Arabic greeting and closing; company in Arabic script inside the English text; Damietta furniture trade; grades and ports",
         Twin("country_wrong", "body", "Our usual terms to Egypt are", "Our usual terms to Morocco are", "the buyer's country named as Morocco", "Egypt", "Morocco")),
    Mail("P027", "s3", "Suite au Carrefour International du Bois – sciages de sapelli",
         """Bonjour Monsieur Bonnin,

Merci encore pour notre échange au Carrefour International du Bois à Nantes. Comme convenu, je vous adresse notre offre de sciages de sapelli.

Qualité : FAS / choix 1, séchés au séchoir (KD 12-14 %)
Épaisseurs : 27, 34, 41, 54 et 65 mm ; largeurs 15 cm et plus ; longueurs 2,10 m et plus
Prix : 980 EUR le m³ FOB Douala en 27 mm, 1 040 EUR en 54 mm
Livraison : CIF La Rochelle ou Le Havre, conteneurs de 40'

Les documents RDUE (géolocalisation, permis de coupe et diligence raisonnée) accompagnent chaque lot. Pour Bois Bonnin, nous pouvons aussi scier à vos longueurs pour la menuiserie extérieure.

Cordialement,
MBARGA ESSOMBA Jean-Pierre
Chef du service export
Comptoir du Mungo SARL – Douala, Cameroun""",
         "follow-up after the fair the note records, French; sapele as 'sapelli'; the sender's family names first in capitals, as in Cameroon; EUDR as RDUE; company without SAS",
         Twin("company_foreign", "body", "Pour Bois Bonnin, nous pouvons", "Pour Houthandel Erhout, nous pouvons", "another sapele buyer's company of this set", "Bois Bonnin SAS", "Houthandel Erhout")),
    Mail("P028", "s3", "Cameroon cotton lint – 2026/27 crop",
         """Dear Mr Shahidul Islam,

Good day. I am writing from Comptoir du Mungo SARL, Douala, to offer Cameroon cotton lint from the northern region (Garoua, Maroua), ginned by SODECOTON.

Crop 2026/27, first shipments from February:
- Staple 1-1/8" (28.5 mm) to 1-5/32", Micronaire 3.8-4.6, strength 29-31 g/tex
- Leaf/colour: 31-3 / 41-4 (Strict Middling / Middling)
- Hand-picked, low contamination, bales of about 225 kg
- HVI data per bale available before shipment

Price: 83 US cents per lb CFR Chittagong, 100 t minimum, L/C at sight.

Many Bangladeshi spinners already use West African cotton for carded yarns. I would be glad to send type samples to Islam Spinning Mills.

Best regards,
J.-P. Mbarga
Export Department, Comptoir du Mungo SARL, Cameroon
jp.mbarga@comptoirdumungo.cm""",
         "cold introduction; 'Dear Mr Shahidul Islam' (full name, as common in Bangladesh); company without Ltd.; HVI, micronaire, grades; Chittagong; West Africa as origin; sender as 'J.-P. Mbarga'",
         Twin("category_wrong", "body", "Many Bangladeshi spinners already use West African cotton for carded yarns.", "Many Bangladeshi spinners already use West African cotton linters for carded yarns.", "cotton linters, a neighbouring product the sender does not sell", "cotton lint", "cotton linters")),
    Mail("P029", "s3", "Kamerun pamuğu / Cameroon cotton lint",
         """Sayın Gülsalın Hanım,

My name is Jean-Pierre Mbarga, Chef du service export at Comptoir du Mungo SARL in Douala, Cameroon. We export cotton lint from North Cameroon and would like to introduce it to Demir İplik.

Cameroon cotton is hand-picked, rain-fed and fully traceable to the ginnery. For open-end and ring spinning we offer:
• 1-3/32" and 1-1/8" staple, Mic 3.7-4.7
• Strict Low Middling to Middling
• CMiA (Cotton made in Africa) verified lots on request

Terms: CIF Mersin or CIF Gemlik, 20 or 40 t per container, cash against documents through your bank.

Could you tell me which staple and quality Demir İplik Sanayi A.Ş. is buying now? I will send a matching offer.

Saygılarımla,
Jean-Pierre Mbarga
Comptoir du Mungo SARL""",
         "cold introduction, English with Turkish greeting 'Sayın Gülsalın Hanım' (given name + Hanım) and closing; Turkish half subject; company in short and full form; Mersin, Gemlik; CMiA",
         Twin("company_misspelled", "body", "Demir İplik Sanayi A.Ş. is buying", "Demir Iplik Sanayi A.Ş. is buying", "the dotted İ lost in the company name", found="Demir Iplik Sanayi A.Ş.")),
    Mail("P030", "s3", "HVI data for Cameroon cotton lint – after the Saigon Textile & Garment Expo",
         """Dear Mr Hoàng,

It was a pleasure to meet you at the Saigon Textile & Garment Expo. As you asked, please find attached the HVI data of our current stock of Cameroon cotton lint (312 bales, lot CM-2611):

Average: UHML 29.1 mm | Mic 4.2 | Strength 30.4 g/tex | Uniformity 82.6% | Rd 76 | +b 9.1 | Colour grade 31-1
Range: Mic 3.9-4.5, strength 28.7-32.0

The lot is in our Douala warehouse and can ship within three weeks, CIF Cat Lai, about 35 days via Singapore.

For Sợi Nguyễn I can hold the lot for ten days. Please let me know if you want a type sample by courier.

Best regards,
Jean-Pierre Mbarga
Chef du service export
Comptoir du Mungo SARL, Douala, Cameroon""",
         "follow-up after the fair and the HVI data the note records; 'Dear Mr Hoàng' (Vietnamese given name); company as 'Sợi Nguyễn' without 'Công ty TNHH'; Singapore as transhipment",
         Twin("contact_wrong", "body", "Dear Mr Hoàng,", "Dear Mr Huy,", "another given name in the greeting", "Hoàng", "Huy")),
    Mail("P031", "s3", "Écorce de Prunus africana – permis CITES et certificat d'origine",
         """Madame,

Nous avons bien noté que Bahon Phytopharma exige des permis d'exportation CITES et un certificat d'origine pour chaque lot. C'est notre pratique habituelle pour l'écorce de Prunus africana (pygeum), espèce inscrite à l'Annexe II.

Ce que nous proposons :
- écorce séchée et concassée (chips 2-5 cm), humidité < 12 %
- récolte durable dans la région du Nord-Ouest et sur le mont Cameroun, sous quota de l'ANAFOR
- permis CITES délivré par le MINFOF, certificat d'origine de la Chambre de commerce de Douala
- analyse de la teneur en stérols (β-sitostérol) par un laboratoire indépendant

Conditionnement en sacs de 25 kg, CIP Genève ou via le port d'Anvers.

Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.

Jean-Pierre Mbarga Essomba
Chef du service export
Comptoir du Mungo SARL
jp.mbarga@comptoirdumungo.cm | +237 233 42 17 09""",
         "first e-mail answering the permits the note records, formal French with 'Madame' alone; pygeum and Annex II; MINFOF; Geneva and Antwerp (another country's port); company without SA",
         Twin("sender_wrong", "body", "jp.mbarga@comptoirdumungo.cm | +237", "jp.mbarga@comptoirdumungo.com | +237", "the sender's e-mail domain changed", "jp.mbarga@comptoirdumungo.cm", "jp.mbarga@comptoirdumungo.com")),
    Mail("P032", "s3", "Corteccia di Prunus africana dal Camerun",
         """Gentile Dott.ssa Lombardi,

mi permetto di scriverLe da Douala, in Camerun. Sono Jean-Pierre Mbarga, responsabile export di Comptoir du Mungo SARL: esportiamo corteccia di Prunus africana (pygeum) essiccata per l'industria degli estratti vegetali.

Sappiamo che i Laboratori Lombardi lavorano estratti per la salute della prostata; la nostra corteccia proviene da raccolta sostenibile nel Nord-Ovest del Camerun ed è accompagnata da permesso CITES, certificato di origine e analisi di contaminanti (metalli pesanti, pesticidi, aflatossine).

Formato: chips o polvere grossolana, sacchi da 25 kg, CIP Milano Malpensa o CIF Genova.

Posso inviarLe un campione di 1 kg con l'analisi?

Cordiali saluti,
Jean-Pierre Mbarga
Comptoir du Mungo SARL – Douala""",
         "cold introduction in Italian; 'Gentile Dott.ssa Lombardi' (the title 'Dott.ssa' for a lab buyer, not her recorded title); 'i Laboratori Lombardi' with the article, without S.p.A.; Malpensa, Genoa",
         Twin("company_missing", "body", "Sappiamo che i Laboratori Lombardi lavorano", "Sappiamo che la vostra azienda lavora", "every mention of the buyer's company replaced", "Laboratori Lombardi S.p.A.", "la vostra azienda")),
    Mail("P033", "s4", "Great to meet you at Fine Food New Zealand",
         """Kia ora Jane,

Thanks so much for stopping at our stand at Fine Food New Zealand in Auckland. Here's the information on our virgin coconut oil I promised.

- Cold-pressed within 2 hours of opening the nut, from village coconuts on Upolu and Savai'i
- Certified organic (BioGro) and Fair Trade
- 300 ml and 500 ml glass jars, 4 L and 20 L food-service tubs
- Shelf life 24 months

We ship to Auckland every fortnight on the Apia–Auckland service, so Cook Natural Foods could start with a mixed pallet of jars.

Fa'afetai lava,
Sieni Aiono
Export Manager, Upolu Niu Products Ltd
Apia, Samoa | +685 26 418""",
         "follow-up after the fair the note records; Māori greeting for a NZ buyer and Samoan thanks from the sender; sender without her middle name; Upolu and Savai'i; company without Limited",
         Twin("category_wrong", "body", "Here's the information on our virgin coconut oil I promised.", "Here's the information on our refined coconut oil I promised.", "refined coconut oil, a neighbouring product the sender does not sell", "virgin coconut oil", "refined coconut oil")),
    Mail("P034", "s4", "Kosher-certified virgin coconut oil from Samoa",
         """שלום אופק,

My name is Sieni Aiono and I'm the export manager at Upolu Niu Products Ltd in Apia, Samoa. I understand טאהא קוסמטיקה טבעית needs kosher certification for its raw materials, and I'm happy to say our virgin coconut oil is certified kosher (pareve) by the Kosher Australia authority, renewed every year.

For cosmetics we offer:
- virgin coconut oil, cold-pressed, unrefined, free fatty acid < 0.2%
- 20 L pails and 190 kg drums
- COA, MSDS and COSMOS-compliant organic certificate

We can ship by sea to Haifa or Ashdod via Singapore, or small lots by air to Tel Aviv.

Best regards,
Sieni Aiono
Upolu Niu Products Ltd""",
         "first e-mail answering the kosher certificate the note records; Hebrew greeting with the given name; company in Hebrew script without בע\"מ inside an English sentence; Haifa, Ashdod, Singapore",
         Twin("artifact", "body", "and I'm happy to say our virgin", "and I'm happy to say say our virgin", "a doubled word", "say our", "say say")),
    Mail("P035", "s4", "Virgin coconut oil from Samoa for Dawson Wholefoods",
         """Hi Beverly,

As Procurement Manager at Dawson Wholefoods you're probably always looking at new suppliers of organic pantry lines, so here's a short note from Samoa.

Upolu Niu Products makes cold-pressed virgin coconut oil from fresh Samoan coconuts. It's certified organic (ACO-recognised BioGro), and we already pack private label for two Australian health food brands.

Packs available: 500 ml glass jars, 1 L and 4 L tubs, 20 L pails.
Prices are FOB Apia or landed Sydney/Brisbane, your choice.

Would a sample pack help?

Cheers,
Sieni
Upolu Niu Products Ltd, Apia, Samoa""",
         "cold introduction; first-name greeting; sender signs with her given name only; company without Pty Ltd; Australian certifiers and ports; the buyer's title in English as recorded",
         Twin("title_wrong", "body", "As Procurement Manager at", "As Marketing Manager at", "a marketing title in place of her procurement title", "Procurement Manager")),
    Mail("P036", "s4", "Сік ноні (noni juice) із Самоа",
         """Шановна пані Христино,

мене звати Сієні Айоно, я менеджерка з експорту компанії Upolu Niu Products Ltd (Апіа, Самоа). Ми виробляємо сік ноні — ферментований сік плодів Morinda citrifolia, який самоанці називають «nonu».

Що ми пропонуємо для ТОВ «Скиба Фарм»:
• 100 % сік ноні без цукру та консервантів, пастеризований
• пляшки 1 л (12 шт. у коробці) та 5 л каністри
• органічний сертифікат, сертифікат походження, аналізи на мікробіологію

Доставка морем до Одеси або до Гданська (Польща) з подальшим автотранспортом до Києва.

Буду рада надіслати зразки та прайс-лист.

З повагою,
Сієні Айоно
Upolu Niu Products Ltd""",
         "cold introduction in Ukrainian; the vocative 'пані Христино'; sender's name in Cyrillic; noni as 'сік ноні' and Samoan 'nonu'; Odesa and Gdańsk (another country) as routes",
         Twin("company_misspelled", "body", "Що ми пропонуємо для ТОВ «Скиба Фарм»:", "Що ми пропонуємо для ТОВ «Скіба Фарм»:", "the Ukrainian и written as і in the family name", found="ТОВ «Скіба Фарм»")),
    Mail("P037", "s4", "Jugo de noni orgánico: certificado y vida útil",
         """Estimado Ignacio:

Gracias por su consulta. Le respondo sus dos preguntas:

1. Certificado orgánico: nuestro jugo de noni está certificado orgánico por BioGro (Nueva Zelanda) según la norma NOP de EE. UU. y el reglamento de la UE. Le adjunto el certificado vigente.
2. Vida útil: 24 meses en botella cerrada a temperatura ambiente; una vez abierta, 6 semanas refrigerada.

El jugo es 100 % noni fermentado de Samoa, sin agua ni azúcar añadida, en botellas de vidrio de 1 L. Para Chile podemos enviar CIF San Antonio vía Auckland o Papeete.

Quedo atenta a cualquier consulta de Importadora López.

Saludos cordiales,
Sieni Aiono
Export Manager – Upolu Niu Products Ltd
Apia, Samoa""",
         "reply in Spanish to the two questions the note records (first e-mail); 'Estimado Ignacio:'; New Zealand certifier and US/EU standards as other countries; San Antonio via Auckland or Papeete",
         Twin("country_wrong", "body", "Para Chile podemos enviar", "Para Perú podemos enviar", "the buyer's country named as Peru", "Chile", "Perú")),
    Mail("P038", "s4", "Noni juice from Samoa – for Al Ketbi General Trading",
         """Dear Mr Rashid,

Greetings from Samoa. I am Sieni Aiono, Export Manager at Upolu Niu Products Ltd. We make noni juice from wild Samoan noni fruit (Morinda citrifolia), naturally fermented and bottled in Apia.

Our juice is halal certified and already sold in health stores in New Zealand and Hawaii. For the UAE we can offer:
- 1 L PET or glass bottles, Arabic/English labels
- 12 bottles per carton, 1,600 cartons per 20' container
- CFR Jebel Ali, about 30 days via Singapore

Could Al Ketbi General Trading use this line for pharmacies or supermarkets? I would be happy to send samples to Dubai.

Kind regards,
Sieni Aiono
Upolu Niu Products Ltd
sieni@upoluniu.ws""",
         "cold introduction; 'Dear Mr Rashid' (given name, Gulf style); halal, Arabic/English labels; Hawaii and New Zealand as other markets; Jebel Ali",
         Twin("company_foreign", "body", "Could Al Ketbi General Trading use this line", "Could Al Mahroos Trading use this line", "another Gulf buyer's company of this set", "Al Ketbi General Trading L.L.C.", "Al Mahroos Trading")),
    Mail("P039", "s4", "BICON import conditions for fresh taro from Samoa",
         """Hi Shawn,

Thanks for your question about the BICON conditions for fresh taro. In short, yes, we can ship Samoan taro to Australia, and we do it every month for two other importers.

The main points under the BICON case for fresh taro (Colocasia esculenta):
- Corms must be free of soil and have the tops removed
- Each consignment needs a phytosanitary certificate from Samoa's Ministry of Agriculture and Fisheries
- Inspection on arrival; consignments may need devitalisation if the conditions require it
- An import permit is required for some end uses, so it's best to check your permit number with the department

We pack in 20 kg cartons and ship reefer containers from Apia to Brisbane or Sydney.

Happy to send our latest phyto certificate as an example.

Cheers,
Sieni Aiono
Export Manager, Upolu Niu Products Ltd""",
         "reply to the question the note records (first e-mail); first-name greeting; botanical name; Samoan ministry; Brisbane, Sydney",
         Twin("sender_wrong", "body", "Export Manager, Upolu Niu Products Ltd", "Export Manager, Upolu Niu Products Pty Ltd", "the sender's own company with a legal form it does not have", "Upolu Niu Products Ltd", "Upolu Niu Products Pty Ltd")),
    Mail("P040", "s4", "Fresh Samoan taro for Mitchell Island Foods",
         """Talofa lava Sean,

I'm Sieni from Upolu Niu Products in Apia. We grow and pack fresh taro (talo) for the Pacific community in Auckland, Wellington and Christchurch, and I'd love to have Mitchell Island Foods as a customer.

What we ship:
- Talo Samoa (pink and white varieties), corms 0.8-2 kg
- 20 kg cartons, tops removed and washed, MPI-approved
- Weekly sea freight to Auckland, air freight possible for urgent orders

Prices depend on the season; right now we're at NZD 3.10 per kg CFR Auckland.

If you're keen, give me a call on +685 26 418.

Fa'afetai,
Sieni Aiono
Upolu Niu Products Ltd""",
         "cold introduction with the Samoan greeting 'Talofa lava'; taro as 'talo'; MPI; NZ cities; company without Ltd; sender as 'Sieni'",
         Twin("contact_wrong", "body", "Talofa lava Sean,", "Talofa lava Shawn,", "the name of another taro buyer of this set", "Sean", "Shawn")),
]
