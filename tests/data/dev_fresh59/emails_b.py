"""Natural e-mails N021-N040 (buyers P021-P040, one each), each with the edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P021", "s2", "Qatari condensate for Sungda Aromatics",
         """Dear Mr Sung,

I am writing from Wakrah Bay Hydrocarbons in Al Wakrah, Qatar, where I look after product marketing for our condensate. As Procurement Manager of Sungda Aromatics Co., Ltd., you will be weighing feedstocks for your aromatics unit, and a light, paraffinic condensate with a high naphtha cut could be a good fit.

Our grade: API 54–56°, sulphur around 0.25 wt%, naphtha (C5–165 °C) about 62 vol%. We load FOB Ras Laffan and can deliver CFR Kaohsiung or Mailiao in parcels of 500,000 barrels.

Would an assay and an indicative price against Dubai be useful?

Best regards,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
Al Wakrah, Qatar · +974 4463 2981""",
         "cold introduction in English; `Mr Sung` (romanised family name first in the record); title and full company in a sentence, company shortened in the subject; Kaohsiung, Mailiao, Dubai as a price marker",
         Twin("title_wrong", "body", "As Procurement Manager of", "As Sales Manager of",
              "a sales title for the purchasing one", found="Sales Manager",
              expected="Procurement Manager")),

    Mail("P022", "s2", "VCM teklifi – CFR Aliağa, aylık 2.000 t",
         """Sayın Aypar Bey,

Talebiniz üzerine Çamurcuoğlu Plastik için vinil klorür monomer (VCM) teklifimizi aşağıda sunuyoruz:

- Ürün: VCM, saflık en az %99,98
- Miktar: aylık 2.000 ton, 12 ay
- Teslim: CFR Aliağa, yarı soğutmalı gaz tankeriyle
- Fiyat: aylık Asya VCM endeksine göre; ayrıntılar ekteki teklifte

REACH kayıt numaramız da ekteki belgede yer alıyor. Türkiye'ye ithalat için KKDİK kaydı da gerekecek; tek temsilcimiz aracılığıyla ön kaydımız mevcut.

Saygılarımla,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
El Vakra, Katar
+974 4463 2981""",
         "reply to the quote request the note records (CFR Aliağa, 2,000 t a month, REACH); Turkish; `Sayın Aypar Bey`; company shortened; VCM spelled out in Turkish; KKDİK",
         Twin("company_misspelled", "body", "Çamurcuoğlu Plastik için", "Çamurcuğlu Plastik için",
              "a letter dropped from the family name in the company", found="Çamurcuğlu Plastik",
              expected="Çamurcuoğlu Plastik Sanayi ve Ticaret A.Ş.")),

    Mail("P023", "s2", "Vinyl chloride monomer supply for your PVC plant",
         """السيد الأستاذ طارق المنياوي المحترم،

I hope this finds you well. My name is Hamad Nasser Al-Kaabi, and I head product marketing at Wakrah Bay Hydrocarbons W.L.L. in Qatar. I am contacting شركة المنياوي للبلاستيك والكيماويات, and you as its رئيس قطاع المشتريات, with an offer of vinyl chloride monomer (VCM) for your PVC production.

We can deliver parcels of 3,000–4,000 t CFR Alexandria (El Dekheila), purity 99.98% minimum, in semi-refrigerated gas carriers. Sailing from Mesaieed to Egypt through the Suez Canal takes about twelve days, so a monthly programme is easy to plan.

May I send you our specification and an indicative price formula?

مع خالص التحية،
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
+974 4463 2981""",
         "cold introduction in English with an Arabic salutation and closing; Arabic company and title inside an English sentence; Egypt, Alexandria, El Dekheila, Suez",
         Twin("country_wrong", "body", "from Mesaieed to Egypt", "from Mesaieed to Morocco",
              "another country for the buyer's", found="Morocco", expected="Egypt")),

    Mail("P024", "s2", "Six-month VCM term contract offer – Hanul Vinyl",
         """Dear Ms Ryu,

Thank you for your request. Please find below our offer for a six-month term contract for vinyl chloride monomer:

- Period: July–December 2025
- Quantity: 3,000 t per month (±10% at the buyer's option)
- Delivery: CFR Yeosu
- Price: monthly average of the CFR Far East Asia VCM assessment plus a fixed premium
- Payment: irrevocable L/C at 30 days

The offer is valid until 20 June. The full terms are in the attached draft contract; I am happy to go through them in a call at a time that suits Hanul Vinyl.

Best regards,
Hamad Nasser Al-Kaabi
Head of Product Marketing
Wakrah Bay Hydrocarbons W.L.L.
Al Wakrah, Qatar
+974 4463 2981""",
         "reply in English (as the note prefers) with the six-month term offer it asks for; `Ms Ryu`; company without Co., Ltd.; Yeosu, L/C",
         Twin("sender_wrong", "body", "Wakrah Bay Hydrocarbons W.L.L.\nAl Wakrah", "Wakrah Bay Hydrocarbons L.L.C.\nAl Wakrah",
              "the sender's legal form W.L.L. written L.L.C.", found="Wakrah Bay Hydrocarbons L.L.C.",
              expected="Wakrah Bay Hydrocarbons W.L.L.")),

    Mail("P025", "s3", "Nattes tissées Dumbara du Sri Lanka",
         """Madame Petit,

Je me permets de vous écrire de Kandy, au Sri Lanka, où notre entreprise, Dumbara Valley Exports, travaille avec les tisserandes de la vallée de Dumbara. Leurs nattes, les « Dumbara rata kalala », sont tissées à la main en fibre d'agave (hana) teinte, avec des motifs géométriques et animaliers hérités du royaume de Kandy.

En tant qu'acheteuse chez Petit Intérieurs, vous cherchez peut-être des pièces naturelles et artisanales : nous proposons des tapis de 60 × 90 cm à 160 × 230 cm, des sets et des chemins de table, à partir de 50 pièces.

Puis-je vous envoyer notre catalogue ?

Bien cordialement,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka
+94 81 223 4570""",
         "cold introduction in French; the recorded title in a sentence; nattes Dumbara with their Sinhala name; company without SARL",
         Twin("company_missing", "body", "acheteuse chez Petit Intérieurs", "acheteuse dans votre maison",
              "the only mention of the buyer's company replaced", found="votre maison",
              expected="Petit Intérieurs SARL")),

    Mail("P026", "s3", "Handgewebte Dumbara-Matten aus Sri Lanka",
         """Sehr geehrter Herr Schmiedecke,

mein Name ist Chamari Herath; ich betreue den Export bei Dumbara Valley Exports in Kandy, Sri Lanka. Als Inhaber von Schmiedecke Naturwohnen legen Sie Wert auf Naturmaterialien, und deshalb möchte ich Ihnen unsere Dumbara-Matten vorstellen.

Die Matten werden in den Dörfern des Dumbara-Tals von Hand aus Agavenfasern (Hana) gewebt; die Muster – Elefanten, Vögel, geometrische Bänder – gehen auf die Zeit des Königreichs Kandy zurück. Wir liefern Läufer, Tischsets und Teppiche bis 200 × 300 cm.

Gern sende ich Ihnen Muster und unsere Preisliste (FOB Colombo oder DAP Deutschland).

Mit freundlichen Grüßen
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka · +94 81 223 4570""",
         "cold introduction in German to an owner (`Als Inhaber von`); company without e.K.; Dumbara-Matten; Colombo",
         Twin("title_wrong", "body", "Als Inhaber von", "Als Einkaufsleiter von",
              "a purchasing title for the owner", found="Einkaufsleiter", expected="Inhaber")),

    Mail("P027", "s3", "Tappeti Dumbara tessuti a mano – Cocci Casa",
         """Gentile Signora Cocci,

mi chiamo Chamari Herath e mi occupo delle esportazioni di Dumbara Valley Exports, a Kandy (Sri Lanka). Le scrivo perché i nostri tappeti e runner Dumbara, tessuti a mano in fibra di agave dalle tessitrici della valle di Dumbara, potrebbero arricchire l'assortimento di Cocci Casa.

Ogni pezzo è tinto con colori naturali ed è disponibile in misure da 60 × 90 a 170 × 240 cm; ordine minimo 30 pezzi, spedizione CIF Genova.

Posso inviarLe il catalogo e il listino?

Cordiali saluti,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka
+94 81 223 4570""",
         "cold introduction in Italian; company without S.r.l.; tappeti Dumbara; Genoa",
         Twin("category_wrong", "body", "i nostri tappeti e runner Dumbara, tessuti a mano in fibra di agave",
              "i nostri tappeti in fibra di cocco, tessuti a mano",
              "coir mats for the Dumbara mats the buyer buys", found="tappeti in fibra di cocco",
              expected="Dumbara mats")),

    Mail("P028", "s3", "Quotation: split areca nuts CIF Chennai",
         """Dear Mr Natt,

Thank you for your enquiry. Please find our quotation for split areca nuts below:

- Product: Sri Lankan split areca nuts, sun-dried, moisture max. 8%, admixture max. 1%
- Packing: 50 kg jute bags
- Quantity: one 20' container (about 17 t)
- Price: USD 4,350 per tonne CIF Chennai, above the DGFT minimum import price
- Documents: phytosanitary certificate from the National Plant Quarantine Service, certificate of origin under the India–Sri Lanka Free Trade Agreement

The offer is valid for 14 days. Please let me know if you would like a sample first.

Kind regards,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka
+94 81 223 4570""",
         "reply with the quote the note records (split areca nuts, CIF Chennai, phytosanitary certificate); DGFT minimum import price; ISFTA certificate of origin",
         Twin("contact_wrong", "body", "Dear Mr Natt", "Dear Mr Nath",
              "a near-miss family name in the greeting", found="Nath", expected="Nachiket Natt")),

    Mail("P029", "s3", "Sri Lankan areca nuts for Goddard Spice & Provisions",
         """Dear Ms Goddard,

My name is Chamari Herath, and I look after exports at Dumbara Valley Exports in Kandy, Sri Lanka. We buy whole and split areca nuts (supari) from smallholdings around Kandy and Kegalle, and I would like to offer them to Goddard Spice & Provisions.

The nuts are sun-dried, graded by size and packed in 25 kg or 10 kg bags. For the UK we can ship by LCL to Felixstowe, so you can start with a single pallet.

Shall I send you samples of both grades and our price list?

Kind regards,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
+94 81 223 4570""",
         "cold introduction in English; company without Ltd; supari; the UK and Felixstowe",
         Twin("country_wrong", "body", "For the UK we can ship by LCL to Felixstowe", "For Ireland we can ship by LCL to Felixstowe",
              "another country for the buyer's", found="Ireland", expected="United Kingdom")),

    Mail("P030", "s3", "斯里兰卡槟榔干果供应 — 湖南郭氏槟榔",
         """郭主管您好：

我是斯里兰卡康提Dumbara Valley Exports公司的出口助理经理Chamari Herath。我们从康提周边的农户收购槟榔，晒干、分级后出口。

湖南郭氏槟榔加工槟榔食品，我们可以提供整果干槟榔，水分不超过12%，大小均匀，50公斤麻袋包装，可按CFR黄埔或上海报价。

如需样品，请告知收件地址。

此致
敬礼

Chamari Dilrukshi Herath
Dumbara Valley Exports (Pvt) Ltd
斯里兰卡 康提
+94 81 223 4570""",
         "cold introduction in simplified Chinese; 郭主管 for 原料采购主管; company shortened; 槟榔 for areca nuts; Huangpu, Shanghai",
         Twin("artifact", "body", "我们从康提周边的农户收购槟榔，晒干、分级后出口。",
              "我们从康提周边的农户收购槟榔，晒干、分级后出口。我们从康提周边的农户收购槟榔，晒干、分级后出口。",
              "a repeated sentence",
              found="我们从康提周边的农户收购槟榔，晒干、分级后出口。我们从康提周边的农户收购槟榔，晒干、分级后出口。",
              expected="我们从康提周边的农户收购槟榔，晒干、分级后出口。")),

    Mail("P031", "s3", "Dried goraka rind samples and CoA (HCA content)",
         """Dear Victoria,

Thanks for your interest in our dried goraka. Two 500 g samples of sun-dried goraka rind (Garcinia cambogia) leave Kandy by DHL today. The certificate of analysis of our latest lot is attached: hydroxycitric acid (HCA) 16.2% by HPLC, moisture 11%, heavy metals and microbiology within USP limits.

For the extracts Barron Botanicals makes, you will probably want a guaranteed HCA minimum per lot; we can commit to 15% on every shipment. Regular lots are 5 t in 25 kg bags, FOB Colombo.

Best regards,
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
Kandy, Sri Lanka
+94 81 223 4570""",
         "reply sending the samples and the certificate of analysis (HCA) the note asks for; Garcinia cambogia, HPLC, USP; company without Inc.",
         Twin("company_foreign", "body", "For the extracts Barron Botanicals makes", "For the extracts Szczepan Suplementy Naturalne makes",
              "another buyer's company (dried goraka, Poland)", found="Szczepan Suplementy Naturalne",
              expected="Barron Botanicals Inc.")),

    Mail("P032", "s3", "Suszona goraka (Garcinia cambogia) ze Sri Lanki",
         """Szanowny Panie Norbercie,

nazywam się Chamari Herath i odpowiadam za eksport w firmie Dumbara Valley Exports z Kandy na Sri Lance. Piszę do Pana jako kierownika ds. zakupów w Szczepan Suplementy Naturalne, ponieważ mamy surowiec, który może zainteresować producenta suplementów.

Oferujemy suszoną skórkę owocu goraka (Garcinia cambogia), surowiec do ekstraktów z kwasem hydroksycytrynowym (HCA co najmniej 15%). Każda partia ma świadectwo analizy i świadectwo fitosanitarne; wysyłamy w workach po 25 kg, CIF Gdynia.

Czy mogę przesłać próbkę?

Z poważaniem
Chamari Dilrukshi Herath
Assistant Manager - Exports
Dumbara Valley Exports (Pvt) Ltd
+94 81 223 4570""",
         "cold introduction in Polish; vocative of the given name; the recorded title in the genitive; company without Sp. z o.o.; Gdynia",
         Twin("company_missing", "body", "w Szczepan Suplementy Naturalne", "w Państwa firmie",
              "the only mention of the buyer's company replaced", found="Państwa firmie",
              expected="Szczepan Suplementy Naturalne Sp. z o.o.")),

    Mail("P033", "s4", "Tops di lana merino 19,5 micron – dopo il Congresso IWTO di Biella",
         """Gentile Signor Marazzi,

è stato un piacere conoscerLa al Congresso IWTO di Biella. Come promesso, Le invio la nostra offerta di tops di lana merino da 19,5 micron per la Filatura Marazzi:

- finezza media 19,5 µm, CV del diametro non oltre il 22%, Hauteur 68 mm
- pettinati da lane di Tacuarembó certificate RWS (Responsible Wool Standard)
- consegna CIF Genova, in balle da circa 450 kg

Se lo desidera, posso inviarLe un campione di 5 kg per le prove di filatura.

Cordiali saluti,
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
Tacuarembó, Uruguay
+598 4632 6140""",
         "first e-mail after the congress the note names, with the 19.5 micron tops it asks for; Italian; company with article, without S.p.A.; Hauteur, RWS; sender's title in Spanish",
         Twin("category_wrong", "body", "offerta di tops di lana merino da 19,5 micron", "offerta di tops di alpaca da 19,5 micron",
              "alpaca tops for the wool tops the buyer buys", found="tops di alpaca",
              expected="wool tops")),

    Mail("P034", "s4", "Uruguay merinos yün topsu",
         """Sayın Kefser Hanım,

Ben Martín Sosa Olivera, Uruguay'ın Tacuarembó ilindeki Valle Edén Agroexportadora S.A.'nın ihracat müdürüyüm. Çorlu İplik'e Uruguay merinos yününden taranmış yün topsu sunmak istiyorum.

Topslarımız 19,5–23 mikron aralığında, ortalama lif uzunluğu (Hauteur) 65–72 mm. Teslimatı CFR Gemlik olarak yapabiliriz; ilk sevkiyat için bir konteyner (yaklaşık 18 ton) yeterli.

Numune ve fiyat teklifi isterseniz memnuniyetle gönderirim.

Saygılarımla,
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
+598 4632 6140""",
         "cold introduction in Turkish; `Sayın Kefser Hanım`; company shortened with the dative suffix (`Çorlu İplik'e`); the sender's company with the genitive suffix; yün topsu; Gemlik",
         Twin("company_misspelled", "body", "Çorlu İplik'e", "Çorlu İblik'e",
              "a wrong letter in the company", found="Çorlu İblik", expected="Çorlu İplik Sanayi A.Ş.")),

    Mail("P035", "s4", "Échantillons de rubans de laine 21 microns",
         """Monsieur Bonnin,

Suite à notre rencontre au salon Première Vision à Paris, je vous confirme l'envoi d'échantillons de nos rubans de laine peignée mérinos de 21 microns pour la Filature Bonnin : deux rubans de 2,5 kg, expédiés aujourd'hui par FedEx.

Caractéristiques : 21,0 µm, hauteur moyenne 70 mm, matières végétales inférieures à 0,05 %, laine non mulesée de la région de Tacuarembó.

Pour la suite, nous pouvons livrer CIF Le Havre ou Anvers, par conteneurs d'environ 18 t.

Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.

Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
Tacuarembó (Uruguay)
+598 4632 6140""",
         "reply sending the 21 micron samples the (French) note asks for, after the fair it names; rubans de laine peignée for wool tops; company with article, without SAS; Le Havre, Antwerp",
         Twin("note_wrong", "body", "au salon Première Vision à Paris", "au salon Pitti Filati à Florence",
              "a fair the note does not name", found="Pitti Filati à Florence",
              expected="Première Vision Paris")),

    Mail("P036", "s4", "Lista de precios y pedido mínimo – mermelada de butiá",
         """Estimada Lucila:

Fue un gusto conocerte en Salón Gourmets, en Madrid. Como te prometí, te envío adjunta nuestra lista de precios de la mermelada de butiá, hecha con el fruto de la palmera Butia odorata que recolectamos en los palmares de Rocha.

- Frasco de 250 g, caja de 12: precio CIF Valencia en la lista adjunta.
- Pedido mínimo: un palé (1.200 frascos), que se puede combinar con la versión sin azúcar añadido.

Para Delicatessen Lorenzo preparamos las etiquetas con la información nutricional según el Reglamento (UE) 1169/2011.

Un saludo cordial,
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
Tacuarembó, Uruguay
+598 4632 6140 · msosa@valleeden.com.uy""",
         "reply with the price list and minimum order the note asks for, after the fair it names; Spanish with tuteo; company without S.L.; Butia odorata, Rocha, Valencia, EU 1169/2011",
         Twin("artifact", "body",
              "Para Delicatessen Lorenzo preparamos las etiquetas con la información nutricional según el Reglamento (UE) 1169/2011.",
              "Para Delicatessen Lorenzo preparamos las etiquetas con la",
              "a sentence cut off", found="preparamos las etiquetas con la",
              expected="preparamos las etiquetas con la información nutricional según el Reglamento (UE) 1169/2011.")),

    Mail("P037", "s4", "Butiá jam from Uruguay – a new fruit for Rafios Gourmet",
         """Dear Mr Rafios,

My name is Martín Sosa, and I run exports at Valle Edén Agroexportadora in Tacuarembó, Uruguay. I would like to introduce a fruit your customers in Greece have probably never tasted: butiá, the small orange fruit of the jelly palm of Uruguay and southern Brazil. Its flavour sits somewhere between apricot, pineapple and passion fruit.

We cook it into a jam with 60% fruit, cane sugar and lemon juice, nothing else, in 250 g jars with 24 months' shelf life. For Rafios Gourmet Imports we could ship a mixed pallet CIF Piraeus.

May I send you a few jars to taste?

Best regards,
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
Tacuarembó, Uruguay
+598 4632 6140""",
         "cold introduction in English; company without S.A. and shortened in the subject; the sender's name shortened; Brazil as another origin of the fruit; Greece and Piraeus",
         Twin("country_wrong", "body", "your customers in Greece", "your customers in Cyprus",
              "another country for the buyer's", found="Cyprus", expected="Greece")),

    Mail("P038", "s4", "Mermelada de butiá uruguaya para Distribuciones Torralba",
         """Estimado Sr. Torralba:

Me llamo Martín Sosa Olivera y soy jefe de exportaciones de Valle Edén Agroexportadora, en Tacuarembó (Uruguay). Le escribo porque creo que a usted, como jefe de compras de Distribuciones Torralba, le puede interesar un producto que casi nadie distribuye todavía en España: la mermelada de butiá.

El butiá es el fruto de una palmera de los palmares del este uruguayo; su sabor recuerda al albaricoque y a la piña. La elaboramos con 60 % de fruta, en frascos de 250 g y 400 g, y la enviamos CIF Barcelona.

Quedo a su disposición para enviarle muestras.

Saludos cordiales,
Martín Sosa Olivera
Valle Edén Agroexportadora S.A.
Tacuarembó, Uruguay
+598 4632 6140""",
         "cold introduction in Spanish; the recorded title lower-case in a sentence, the sender's own title the same words; company without S.L.; Spain, Barcelona",
         Twin("contact_wrong", "body", "Estimado Sr. Torralba", "Estimado Sr. Torres",
              "another family name in the greeting", found="Torres", expected="Luís Torralba")),

    Mail("P039", "s4", "Canola oil in flexitanks CFR Jeddah – quotation and halal certificate",
         """السلام عليكم

Dear Mr Al-Shaye,

Thank you for your enquiry. Please find our quotation for refined canola oil:

- Product: refined, bleached and deodorised (RBD) canola oil, FFA max. 0.1%
- Packing: 24,000-litre flexitanks in 20' containers (about 21.5 t each)
- Price: USD 1,140 per tonne CFR Jeddah Islamic Port, for 10 containers
- Shipment: from Montevideo, about 35–40 days in transit

The halal certificate, issued by a certification body recognised by the Saudi Food and Drug Authority, is attached.

وتفضلوا بقبول فائق الاحترام،
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
Tacuarembó, Uruguay
+598 4632 6140""",
         "reply with the quote and halal certificate the note asks for (flexitanks, CFR Jeddah); English with an Arabic greeting and closing; the family name romanised (`Al-Shaye`); Montevideo, SFDA",
         Twin("note_wrong", "body", "CFR Jeddah Islamic Port", "CFR Dammam",
              "the quote made for another port than the note's Jeddah", found="Dammam",
              expected="Jeddah")),

    Mail("P040", "s4", "Uruguayan canola oil for ოთარაშვილი ტრეიდი",
         """გამარჯობა, ბატონო ომარ!

My name is Martín Sosa Olivera, export manager of Valle Edén Agroexportadora in Tacuarembó, Uruguay. I am writing to შპს „ოთარაშვილი ტრეიდი“ with an offer of refined canola oil, bottled or in bulk.

We press canola grown in northern Uruguay and refine it to RBD quality. It comes in 1 L and 5 L PET bottles or in flexitanks, and we ship CIF Poti or Batumi, about 40–45 days from Montevideo.

If you, as შესყიდვების მენეჯერი, would like samples or a price for a trial container, I will send them at once.

Best regards,
Martín Sosa Olivera
Jefe de Exportaciones
Valle Edén Agroexportadora S.A.
+598 4632 6140 · msosa@valleeden.com.uy""",
         "cold introduction in English with a Georgian greeting (`ბატონო` + given name in the vocative); Georgian company and title inside English, company shortened in the subject; Poti, Batumi",
         Twin("sender_wrong", "body", "msosa@valleeden.com.uy", "msosa@valle-eden.com.uy",
              "a hyphen in the sender's e-mail domain", found="msosa@valle-eden.com.uy",
              expected="msosa@valleeden.com.uy")),
]
