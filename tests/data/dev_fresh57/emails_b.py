"""Natural e-mails N021-N040 of dev_fresh57 (buyers P021-P040), each with the one edit of its twin."""
from mail import Mail, Twin

S2_SIG = "Shamsa Khalfan Al-Maamari\nHead of Trading\nBarka Sahil Trading LLC"
S3_SIG = "Farhana Yasmin Laskar\nExport Manager\nSurma Valley Agro & Crafts Ltd."
S4_SIG = "Rocío Soledad Ayala Fretes\nGerente de Exportaciones\nGuairá Artesanía y Hierbas S.A."

MAILS = [
    Mail("P021", "s2",
         "阿曼水泥熟料供應 – 敬請參考",
         """陳經理您好：

我是阿曼Barka Sahil Trading LLC貿易部主管Shamsa Al-Maamari。得知花蓮陳氏水泥有進口熟料的需求，特此來信介紹我們的水泥熟料貨源。

我們的熟料來自阿曼本地水泥廠，C3S含量58%以上，游離鈣低於1.5%，氧化鎂低於2%，每船均附SGS品質及重量證書。可以CFR花蓮港或台中港交貨，每船3萬至5萬噸。

身為採購部經理，您若需要樣品分析或歷史船次的品質資料，我都可以提供。期待有機會報價。

敬祝 商祺

""" + S2_SIG + """
阿曼 巴爾卡
電話：+968 2688 4519""",
         "Cold introduction, wholly traditional Chinese; `陳經理您好`; company shortened (花蓮陳氏水泥, without 股份有限公司); recorded title inside a Chinese sentence; category as 水泥熟料 / 熟料; Hualien, Taichung.",
         Twin("title_wrong", "body", "身為採購部經理", "身為業務部經理",
              "A sales title (業務部經理) for the buyer's purchasing title.", found="業務部經理", expected="採購部經理")),
    Mail("P022", "s2",
         "Silica sand sample (5 kg) and Fe2O3 specification",
         """Dear Mr Kimura,

Thank you for your enquiry about silica sand for your glass bottle production in Aichi.

Our washed and classified silica sand from central Oman meets your iron requirement: Fe2O3 is guaranteed below 0.03% (typical 0.022%), SiO2 above 99.5%, Al2O3 below 0.15%, with a grain size of 0.1–0.6 mm and less than 1% under 0.1 mm. This is the grade we supply to container-glass plants in the Gulf.

As you asked, a 5 kg sample will go out by DHL this week, together with the analysis from an independent laboratory. The delivery note will be addressed to you at 木村窯業.

For commercial volumes we can ship in bulk or in 1.5 t big bags, CFR Nagoya.

Best regards,
""" + S2_SIG + """
+968 2688 4519
shamsa.almaamari@barkasahil.com.om""",
         "Reply to the request the note records (glass bottle maker in Aichi, Fe2O3 below 0.03%, a 5 kg sample), English; the Japanese company shortened to 木村窯業 inside an English sentence; specs, CFR Nagoya.",
         Twin("note_wrong", "body", "a 5 kg sample will go out", "a 50 kg sample will go out",
              "The sample size the note records (5 kg) misquoted.", found="50 kg sample", expected="5 kg sample")),
    Mail("P023", "s2",
         "오만산 규사 공급 제안",
         """송채원 과장님께,

안녕하십니까. 오만 Barka Sahil Trading LLC에서 트레이딩 부문을 맡고 있는 샴사 알마아마리(Shamsa Al-Maamari)입니다.

주식회사 송원규사에서 유리 및 주물용 규사를 취급하신다고 들어 연락드립니다. 저희는 오만 내륙 광산에서 세척·분급한 고순도 규사를 공급하고 있으며, SiO2 99.5% 이상, Fe2O3 0.03% 이하의 품질을 보증합니다.

포장은 벌크 또는 1.5톤 톤백이 가능하며, CFR 부산 또는 광양 조건으로 견적 드릴 수 있습니다. 관심 있으시면 샘플과 분석 성적서를 보내드리겠습니다.

감사합니다.

""" + S2_SIG + """
+968 2688 4519""",
         "Cold introduction, wholly Korean; `송채원 과장님께` (name + the 과장 of the recorded title); the sender's name in Hangul; category as 규사; Busan, Gwangyang.",
         Twin("contact_wrong", "body", "송채원 과장님께", "송채은 과장님께",
              "Near-miss given name (채은 for 채원).", found="송채은", expected="송채원")),
    Mail("P024", "s2",
         "High-purity silica sand for Chang Hsin Glass Materials",
         """Dear Mr Chang,

I am Shamsa Al-Maamari, Head of Trading at Barka Sahil Trading LLC in Oman. I understand Chang Hsin supplies raw materials to glass makers in Taiwan, so I would like to introduce our silica sand.

- SiO2 ≥ 99.5%, Fe2O3 ≤ 0.03%, Al2O3 ≤ 0.15%
- Grain size 0.1–0.6 mm, moisture below 0.5% after drying
- Packing: bulk or 1.5 t big bags
- Delivery: CFR Taichung or Kaohsiung, from 5,000 t per shipment

We have shipped this grade to float and container glass plants in the Gulf and India for several years. I can send a sample and an independent analysis at no cost.

Kind regards,
""" + S2_SIG + """
Barka, Oman
+968 2688 4519""",
         "Cold introduction, English; company shortened to `Chang Hsin` in the body; India and the Gulf as the sender's other markets.",
         Twin("category_wrong", "body", "introduce our silica sand.", "introduce our feldspar.",
              "Feldspar, another glass raw material, for the buyer's category.", found="feldspar", expected="silica sand")),
    Mail("P025", "s3",
         "Châles tissés main de Manipur – suite à Who's Next",
         """Madame Duhamel,

Je vous remercie pour notre rencontre au salon Who's Next à Paris. Vous recherchiez des tissages artisanaux, si possible certifiés WFTO : je suis heureuse de vous présenter nos châles manipuri tissés à la main.

Ils sont tissés sur des métiers traditionnels par des tisserandes de la communauté manipuri des environs de Sylhet, en coton et en mélange coton-soie, avec les motifs « moirang phee » typiques de cette tradition. Notre coopérative de tisserandes est membre garanti de la WFTO ; je vous joins le certificat et notre charte de rémunération.

Pour l'Atelier Duhamel, nous pourrions préparer une première sélection de 30 châles (180 × 70 cm) dans des teintes naturelles. Les prix s'entendent DAP Paris.

Bien à vous,
""" + S3_SIG + """
Sylhet, Bangladesh
+880 821 716 042""",
         "First e-mail after the fair the French note records (Who's Next Paris; handcrafted weaving, WFTO), wholly French; category as châles manipuri tissés à la main; company without SAS.",
         Twin("artifact", "body", "nos châles manipuri tissés à la main.", "nos {product_name} tissés à la main.",
              "A template placeholder left in the text.", found="{product_name}", expected="châles manipuri")),
    Mail("P026", "s3",
         "Ihre Erstbestellung: 40 Manipuri-Schals",
         """Liebe Frau Henk,

vielen Dank für Ihre Nachricht und Ihr Interesse an unseren handgewebten Manipuri-Schals für Ihren Fair-Trade-Laden in Freiburg.

Für eine erste Bestellung von 40 Schals schlage ich eine gemischte Auswahl vor: 20 Baumwollschals in Naturtönen, 12 mit dem traditionellen Moirang-Phee-Muster und 8 aus Baumwolle und Seide. Jeder Schal trägt ein Etikett mit dem Namen der Weberin. Die Preise verstehen sich DAP Freiburg; die Lieferzeit beträgt etwa fünf Wochen.

Wenn Ihnen die Auswahl zusagt, sende ich Ihnen gern eine Proforma-Rechnung für Henk Fair Fashion.

Herzliche Grüße aus Sylhet
""" + S3_SIG + """
+880 821 716 042
www.surmavalleybd.com""",
         "Reply to the request the note records (first order of 40 shawls, fair-trade shop in Freiburg), wholly German; `Liebe Frau Henk`; category as handgewebte Manipuri-Schals; company without e.K.",
         Twin("sender_wrong", "body", "Surma Valley Agro & Crafts Ltd.", "Surma Valley Agro & Craft Ltd.",
              "The sender's company misspelt in the signature.", expected="Surma Valley Agro & Crafts Ltd.")),
    Mail("P027", "s3",
         "Chales manipuri tejidos a mano desde Bangladés",
         """Estimada Sra. Llamas:

Me llamo Farhana Yasmin Laskar y soy responsable de exportación de Surma Valley Agro & Crafts, en Sylhet (Bangladés). Le escribo porque creo que nuestros chales manipuri tejidos a mano podrían encajar en la colección de Textiles Llamas.

Los tejen artesanas de la comunidad manipuri en telares tradicionales, en algodón y en mezcla de algodón y seda, con los motivos geométricos propios de esta tradición. Cada pieza es única y lleva una etiqueta con el nombre de su tejedora.

Podemos enviar a España en condiciones DAP, con un pedido mínimo de 30 piezas. ¿Le envío el catálogo y la lista de precios?

Un cordial saludo,
""" + S3_SIG + """
+880 821 716 042""",
         "Cold introduction, wholly Spanish; `Estimada Sra. Llamas:`; the sender's title translated (responsable de exportación); company without S.L.; Bangladés.",
         Twin("company_misspelled", "body", "Textiles Llamas.", "Textiles Lamas.",
              "One l dropped from the buyer's company name.", found="Textiles Lamas", expected="Textiles Llamas S.L.")),
    Mail("P028", "s3",
         "Fresh shatkora – price per 10 kg carton, weekly air freight",
         """Dear Martyn,

Thank you for your enquiry. Here is our offer for fresh shatkora for your restaurant customers in Birmingham:

- Fresh shatkora (Citrus macroptera), Sylhet hill gardens, 250–400 g per fruit
- Packed in ventilated 10 kg cartons
- GBP 38.00 per 10 kg carton, CPT Birmingham airport (via Dhaka)
- Weekly air freight, departing every Tuesday; minimum 40 cartons per shipment

The fruit is picked green-yellow, washed and lightly waxed so it travels well; shelf life is about three weeks in a cool store. Each shipment carries a phytosanitary certificate from the Plant Protection Wing in Dhaka.

The season runs from July to February, with the best fruit from August to November.

Kind regards,
""" + S3_SIG + """
Sylhet, Bangladesh
+880 821 716 042""",
         "Reply to the request the note records (price per 10 kg carton, weekly air freight, Bangladeshi restaurants in Birmingham), English; Citrus macroptera, CPT, phytosanitary certificate, Dhaka.",
         Twin("country_wrong", "body", "Sylhet, Bangladesh", "Sylhet, India",
              "The sender's country given as India (Sylhet is in Bangladesh).", found="India", expected="Bangladesh")),
    Mail("P029", "s3",
         "Färsk shatkora från Sylhet",
         """Hej Peter,

Jag heter Farhana Yasmin Laskar och är exportchef på Surma Valley Agro & Crafts i Sylhet, Bangladesh. Jag skriver eftersom jag tror att färsk shatkora kan passa i sortimentet hos Nilssons Orientlivs.

Shatkora är en bitter citrusfrukt från Sylhet som används i bengaliska kött- och fiskrätter; många kunder med rötter i Bangladesh letar efter den och hittar den sällan i Sverige. Vi flyger varje vecka via Dhaka och packar i ventilerade kartonger om 10 kg.

Vill du att jag skickar en prislista CPT Arlanda?

Vänliga hälsningar
""" + S3_SIG + """
+880 821 716 042""",
         "Cold introduction, wholly Swedish; `Hej Peter`; the sender's title translated (exportchef); company with the Swedish genitive, without AB; Arlanda.",
         Twin("company_missing", "body", "kan passa i sortimentet hos Nilssons Orientlivs.", "kan passa i ert sortiment.",
              "The only mention of the buyer's company replaced by `ert sortiment` (your range).",
              found="ert sortiment", expected="Nilssons Orientlivs AB")),
    Mail("P030", "s3",
         "Re: can shatkora be shipped frozen?",
         """Dear Ms Garcia,

Thank you for your question. Our main line is fresh shatkora by air, but yes – the fruit freezes well, and for Toronto frozen is often the better option.

We offer it in two frozen forms:
1. Whole fruit, blast-frozen, 5 kg cartons – thaw and use like fresh in curries;
2. Sliced rind pieces, IQF, 1 kg bags – the form most restaurants prefer, because the rind is what gives the flavour.

Frozen shatkora keeps 18 months at –18 °C and can travel by sea in a reefer container, which brings the landed cost down considerably. We can ship CFR Montreal or Halifax; the documents include a phytosanitary certificate and a certificate of origin.

If you tell me the volume you have in mind, I will send prices for both forms.

Best regards,
""" + S3_SIG + """
Sylhet, Bangladesh""",
         "Reply to the question the note records (can shatkora be shipped frozen, Toronto), English; frozen forms offered as an answer beside the fresh line; Montreal, Halifax.",
         Twin("contact_wrong", "body", "Dear Ms Garcia,", "Dear Ms Garza,",
              "Near-miss family name in the greeting.", found="Garza", expected="Garcia")),
    Mail("P031", "s3",
         "Rohu congelato 1–2 kg per i negozi bengalesi di Roma",
         """Gentile Sig. Porzio,

La ringrazio per la richiesta. Confermo che possiamo fornire rohu (Labeo rohita) congelato nella pezzatura 1–2 kg, quella preferita dai negozi bengalesi di Roma che servite.

- Pesce intero, eviscerato, squamato, congelato IQF a –40 °C
- Confezione: cartoni da 20 kg, ogni pesce in busta singola
- Allevato nei bacini della regione di Sylhet, lavorato in uno stabilimento approvato per l'export nell'UE
- Resa: CFR Napoli o Genova, container reefer da 40'

Posso anche fornire il rohu tagliato a tranci da 5 cm, molto richiesto per il "macher jhol". Se Porzio Import Export è interessata, Le invio il listino prezzi e il certificato sanitario.

Cordiali saluti,
""" + S3_SIG + """
Sylhet, Bangladesh
+880 821 716 042""",
         "Reply to the request the Italian note records (1-2 kg fish, Bengali shops in Rome), wholly Italian; Labeo rohita, IQF, CFR Naples/Genoa; company without S.r.l.",
         Twin("company_foreign", "body", "Se Porzio Import Export è interessata", "Se Barnes Seafood Distributors è interessata",
              "Another buyer's company of this set (same category, United States).",
              found="Barnes Seafood Distributors", expected="Porzio Import Export S.r.l.")),
    Mail("P032", "s3",
         "Frozen rohu – 40' reefer price, HACCP and FDA details",
         """Dear Mr Barnes,

Thank you for your enquiry. Please find the details below.

Product: frozen rohu fish (Labeo rohita), whole gutted and scaled, 1–2 kg/pc, IQF, glazed 10%
Packing: 2 x 10 kg master cartons
Quantity: one 40' reefer, about 24 tonnes net
Price: USD 2.85/kg CFR New York, i.e. about USD 68,400 per container

Compliance: our processing plant operates a HACCP plan audited annually, and it is registered with the US FDA (registration number on the attached certificate). We will file FDA prior notice for each shipment, and every lot comes with a health certificate from the Department of Fisheries, Bangladesh.

Transit time to New York is about 40 days via Chattogram and Colombo. We can deliver to your cold store in Queens on request.

Best regards,
""" + S3_SIG + """
+880 821 716 042
farhana.laskar@surmavalleybd.com""",
         "Reply to the request the note records (price of one 40' reefer, HACCP and FDA registration, Queens, NY), English; FDA prior notice, Chattogram, Colombo.",
         Twin("artifact", "body", "and every lot comes with a health certificate from the Department of Fisheries, Bangladesh.",
              "and every lot comes with a",
              "A sentence cut off.", found="and every lot comes with a",
              expected="and every lot comes with a health certificate from the Department of Fisheries, Bangladesh.")),
    Mail("P033", "s4",
         "Camisas de ao po'i bordadas a mano – Paraguay",
         """Estimada Sra. Seco:

Soy Rocío Ayala, gerente de exportaciones de Guairá Artesanía y Hierbas, en Villarrica (Paraguay). Como directora de compras de Moda Seco, quizá le interese una prenda que en España todavía se ve poco: la camisa de ao po'i.

El ao po'i ("tela fina" en guaraní) es un tejido de algodón hecho en telar manual, sobre todo en Yataity, a pocos kilómetros de Villarrica, y bordado a mano por artesanas de la zona. Ofrecemos camisas de hombre y de mujer, blusas y guayaberas, en blanco, crudo y colores suaves, tallas S a XXL.

Podemos enviar a España en condiciones DAP, con pedidos desde 50 piezas surtidas. ¿Le envío el catálogo con precios?

Saludos cordiales,
""" + S4_SIG + """
Villarrica, Paraguay
+595 541 42 318""",
         "Cold introduction, wholly Spanish; recorded title in lower case inside a sentence; the sender's name shortened (Rocío Ayala, first family name only); Guaraní gloss of ao po'i; Yataity.",
         Twin("title_wrong", "body", "Como directora de compras de Moda Seco", "Como directora comercial de Moda Seco",
              "A sales title (directora comercial) for the buyer's purchasing title.",
              found="directora comercial", expected="Directora de Compras")),
    Mail("P034", "s4",
         "Herenoverhemden van ao po'i in wit en ecru",
         """Beste Elisabeth,

Wat leuk dat we elkaar op Modefabriek in Amsterdam hebben gesproken! Zoals beloofd stuur ik je hierbij meer informatie over onze ao po'i-overhemden voor heren in wit en ecru.

Ao po'i is een fijn katoenen weefsel uit Paraguay, met de hand geweven in Yataity en met de hand geborduurd. De overhemden hebben korte of lange mouwen, maten S tot en met XXL, en het borduurwerk is in dezelfde kleur als de stof, dus heel subtiel.

Voor Boetiek Knoers kan ik een eerste zending van 40 overhemden voorstellen, 20 wit en 20 ecru, geleverd DAP. In de bijlage vind je de catalogus en de prijslijst.

Met vriendelijke groet,
Rocío Ayala Fretes
Gerente de Exportaciones
Guairá Artesanía y Hierbas S.A.
Villarrica, Paraguay
+595 541 42 318""",
         "First e-mail after the fair the note records (Modefabriek Amsterdam; men's shirts in white and ecru), wholly Dutch, informal `je`; category as ao po'i-overhemden; company without B.V.",
         Twin("note_wrong", "body", "op Modefabriek in Amsterdam", "op Who's Next in Parijs",
              "The fair is not the one the buyer's note records (Modefabriek Amsterdam).",
              found="Who's Next in Parijs", expected="Modefabriek in Amsterdam")),
    Mail("P035", "s4",
         "Hand-embroidered ao po'i shirts from Paraguay",
         """Αγαπητέ κύριε Κιτινέ,

My name is Rocío Ayala and I manage exports at Guairá Artesanía y Hierbas in Villarrica, Paraguay. I am writing to you as Υπεύθυνος Προμηθειών of Κιτινός Ένδυση because our ao po'i shirts might be a fresh summer line for your stores in Greece.

Ao po'i is a light cotton cloth woven on hand looms in the Guairá region and embroidered by hand. It breathes well in the heat – a natural fit for a Greek summer. We make men's shirts, women's blouses and dresses in white, ecru and pastel shades.

We ship to Europe DAP, from 50 assorted pieces. May I send you our catalogue and wholesale prices?

Με εκτίμηση,
""" + S4_SIG + """
+595 541 42 318""",
         "Cold introduction, English with a Greek greeting (vocative `κύριε Κιτινέ`) and closing; the Greek title and company (without Α.Ε.) inside an English sentence.",
         Twin("country_wrong", "body", "your stores in Greece", "your stores in Cyprus",
              "The buyer's country given as Cyprus.", found="Cyprus", expected="Greece")),
    Mail("P036", "s4",
         "Lapacho – cena za 25kg pytle, certifikát EU bio",
         """Vážený pane Musile,

děkuji za Váš dotaz. Posílám nabídku lapacha (kůra stromu Handroanthus impetiginosus, tajibo) pro Vaše čajovny v Brně:

- Lapacho, vnitřní kůra, řezaná 3–6 mm, certifikováno EU bio (certifikát v příloze)
- Balení: papírové pytle s PE vložkou po 25 kg
- Cena: 7,40 EUR/kg DAP Brno, při odběru od 500 kg
- Každá šarže s rozborem na pesticidy, těžké kovy a mikrobiologii

Kůru sbíráme v lesích departementů Guairá a Caazapá z padlých a prořezávaných stromů, sušíme ji ve stínu a řežeme v našem provozu ve Villarrice.

S pozdravem
""" + S4_SIG + """
Villarrica, Paraguay
+595 541 42 318""",
         "Reply to the request the note records (EU organic, price of 25 kg bags, tea shops in Brno), wholly Czech; vocative `pane Musile`; category as lapacho / kůra; Handroanthus impetiginosus; Villarrica declined (`ve Villarrice`).",
         Twin("category_wrong", "body", "Posílám nabídku lapacha", "Posílám nabídku yerby maté",
              "Yerba mate, another Paraguayan infusion, for the buyer's category.", found="yerby maté", expected="lapacha")),
    Mail("P037", "s4",
         "Kora lapacho z Paragwaju – oferta",
         """Szanowna Pani Kajo,

nazywam się Rocío Ayala i jestem kierowniczką eksportu w firmie Guairá Artesanía y Hierbas S.A. z Villarriki w Paragwaju. Piszę do Pani jako specjalistki ds. zakupów w Herbatach Guźniczak, ponieważ oferujemy korę lapacho, coraz popularniejszą w Polsce jako napar ziołowy.

Nasza kora pochodzi z lasów regionu Guairá, jest suszona w cieniu i cięta na kawałki 3–6 mm; dostępna jest także w wersji z certyfikatem ekologicznym UE. Pakujemy w worki 25 kg lub, dla sklepów, w opakowania 100 g.

Chętnie prześlę próbkę i cennik DAP Polska.

Z poważaniem
""" + S4_SIG + """
tel. +595 541 42 318""",
         "Cold introduction, wholly Polish; vocative `Pani Kajo`; the recorded title declined (`specjalistki ds. zakupów`); company in the locative (`w Herbatach Guźniczak`, without Sp. z o.o.); the sender's title translated (kierowniczka eksportu).",
         Twin("sender_wrong", "body", "Gerente de Exportaciones", "Gerente de Importaciones",
              "The sender's title changed from exports to imports in the signature.",
              found="Gerente de Importaciones", expected="Gerente de Exportaciones")),
    Mail("P038", "s4",
         "Зразки кори лапачо по 500 г",
         """Шановний пане Мирославе,

дякую за ваш запит. Пишу українською, як ви й волієте. Ми з радістю надішлемо ТОВ «Трави Величка» зразки кори лапачо по 500 г:

- лапачо, внутрішня кора, різка 3–6 мм;
- лапачо органічне (сертифікат ЄС), різка 3–6 мм.

Зразки відправимо кур'єрською службою DHL протягом тижня, разом із сертифікатами аналізу. Кору збирають у лісах департаменту Гуайра в Парагваї, сушать у тіні й ріжуть на нашому підприємстві у Вільярриці.

Після тестування будемо раді запропонувати ціни на мішки по 25 кг.

З повагою,
Росіо Аяла Фретес
Gerente de Exportaciones
Guairá Artesanía y Hierbas S.A.
+595 541 42 318""",
         "Reply to the request the note records (500 g samples; prefers Ukrainian), wholly Ukrainian; vocative `пане Мирославе`; the sender's name in Ukrainian Cyrillic; category as кора лапачо; Guairá and Villarrica in Cyrillic.",
         Twin("company_misspelled", "body", "ТОВ «Трави Величка»", "ТОВ «Трави Величко»",
              "The family name's nominative (Величко) for the genitive the company uses (Величка).",
              expected="ТОВ «Трави Величка»")),
    Mail("P039", "s4",
         "Paraguayan harp prices – 36 and 38 strings",
         """남경수 부장님께, 안녕하세요.

Thank you for your enquiry from your harp school in Seoul. Here are our prices for Paraguayan harps, built by luthiers in Guairá, the department where many Paraguayan harps are still made by hand:

- 36-string Paraguayan harp, cedar soundboard, lapacho frame: USD 980
- 38-string concert model, cedar and lapacho, hand-carved neck: USD 1,250
- Padded transport case: USD 120

Prices are FCA Asunción airport. For a school order of 10 harps or more, we offer 7% off and can arrange air freight to Incheon in a consolidated shipment.

Each harp is tuned and checked before it leaves our workshop, and comes with spare strings and a tuning key. I am happy to send a video of both models being played, so your teachers at 남산악기 can hear the difference.

Best regards,
""" + S4_SIG + """
Villarrica, Paraguay
+595 541 42 318""",
         "Reply to the request the note records (prices of 36- and 38-string harps, harp school in Seoul), English with a Korean greeting (name + 부장님); company shortened to 남산악기 inside English; lapacho as a wood, not an offer; FCA Asunción, Incheon.",
         Twin("company_foreign", "body", "your teachers at 남산악기 can hear", "your teachers at ООО «Музыкальный салон Дмитриевой» can hear",
              "Another buyer's company of this set (same category, Russia).",
              found="ООО «Музыкальный салон Дмитриевой»", expected="남산악기 주식회사")),
    Mail("P040", "s4",
         "Парагвайские арфы ручной работы",
         """Здравствуйте, Анжела!

Меня зовут Росио Аяла, я руковожу экспортом в компании Guairá Artesanía y Hierbas S.A. (Вильяррика, Парагвай). Пишу вам как менеджеру по закупкам ООО «Музыкальный салон Дмитриевой»: мы делаем парагвайские арфы, и, возможно, они заинтересуют ваших покупателей.

Парагвайская арфа легче и звонче концертной педальной: 36 или 38 струн, дека из кедра, корпус из лапачо, без педалей — настройка вручную. На ней играют польки и гуарании, но и классический репертуар звучит прекрасно.

Можем отправить арфы авиадоставкой в Россию в индивидуальных жёстких кейсах. Если интересно, пришлю прайс-лист и видео.

С уважением,
Росио Соледад Аяла Фретес
Gerente de Exportaciones
Guairá Artesanía y Hierbas S.A.
+595 541 42 318""",
         "Cold introduction, wholly Russian; `Здравствуйте, Анжела!`; the recorded title declined (менеджеру по закупкам); the sender's name in Russian Cyrillic; category as парагвайские арфы; the concert pedal harp as a comparison.",
         Twin("contact_wrong", "body", "Здравствуйте, Анжела!", "Здравствуйте, Анжелика!",
              "Another given name in the greeting (Анжелика for Анжела).", found="Анжелика", expected="Анжела")),
]
