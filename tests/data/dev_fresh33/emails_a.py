"""Natural e-mails N001-N020 (one per buyer, P001-P020), each with the one edit of its twin."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Lista de preços – bacalhau salgado graúdo e especial",
         """Exmo. Sr. Cláudio Freitas,

Foi um prazer conhecê-lo na Conxemar, em Vigo. Conforme combinado, envio em anexo a nossa lista de preços do bacalhau salgado seco (Gadus morhua) nos tamanhos graúdo e especial, cura tradicional, em caixas de 25 kg.

A Sp/f Norðoya Fiskavørur salga e seca o bacalhau em Klaksvík, nas Ilhas Faroé, a partir de peixe capturado à linha pelos nossos próprios barcos. Os preços são CFR Leixões e válidos até ao fim do mês; podemos também cotar para Lisboa, se a Freitas & Filhos preferir.

Se lhe for útil, envio duas caixas de amostra antes da primeira encomenda.

Com os melhores cumprimentos,
Rannvá Dam Jacobsen
Útflutningsstjóri (Diretora de Exportação)
Sp/f Norðoya Fiskavørur
Klaksvík, Ilhas Faroé
+298 456 712 · rannva@nordoya-fisk.fo""",
         "first e-mail, reply to the price-list request the note records, opening with the fair "
         "meeting; European Portuguese; Exmo. Sr.; sizes graúdo/especial; company short form "
         "without Lda.; the sender's title in Faroese with a Portuguese gloss; Ilhas Faroé; Leixões",
         Twin("note_wrong", "body", "na Conxemar, em Vigo", "na Seafood Expo Global, em Barcelona",
              "Conxemar in Vigo", "the fair moved: the note records Conxemar in Vigo",
              found="Seafood Expo Global, em Barcelona")),

    Mail("P002", "s1",
         "Bacalao salado de las Islas Feroe para Salazones Mateos",
         """Estimada Sra. Mateos:

Me llamo Rannvá Dam Jacobsen y llevo la exportación de Sp/f Norðoya Fiskavørur, una empresa de Klaksvík, en las Islas Feroe, que sala bacalao (Gadus morhua) de nuestra propia flota de palangre.

Sé que Salazones Mateos trabaja el bacalao salado para el mercado español, y me gustaría ofrecerle producto en salado verde o seco, en tallas desde 1 kg hasta más de 3 kg y en cajas de 25 kg. Enviamos de forma regular a Vigo y a Bilbao.

Si es usted, como jefa de compras, la persona indicada, le haré llegar con gusto una muestra y nuestra lista de precios.

Un cordial saludo,
Rannvá Jacobsen
Directora de Exportación – Sp/f Norðoya Fiskavørur
Klaksvík (Islas Feroe)
Tel. +298 456 712""",
         "first e-mail, cold; Spanish; Estimada Sra. Mateos:; company without S.L.; the title "
         "lower-case inside a sentence; salado verde o seco; the sender signs with one family name",
         Twin("company_misspelled", "body", "Sé que Salazones Mateos trabaja",
              "Sé que Salazones Matheos trabaja", "Salazones Mateos S.L.",
              "an added h in the family name", found="Salazones Matheos")),

    Mail("P003", "s1",
         "Ficha técnica do bacalhau Gadus morhua e habilitação no MAPA",
         """Prezado Emanuel,

Obrigada pelo seu interesse. Segue anexa a ficha técnica do nosso bacalhau salgado seco (Gadus morhua): cura tradicional, umidade máxima de 47%, tamanhos de 1 kg a mais de 3 kg, caixas de 25 kg.

Quanto ao registro: nossa unidade em Klaksvík, nas Ilhas Faroé, está habilitada pelo MAPA para exportar pescado ao Brasil. Envio também o número de habilitação e o modelo do certificado sanitário internacional.

Como gerente de importação da Da Paz Pescados Importadora Ltda., o senhor sabe que a Páscoa se decide cedo: se quiser garantir contêineres para a Quaresma, podemos programar o embarque para Santos ou Itajaí com antecedência.

Fico à disposição,
Rannvá Dam Jacobsen
Gerente de Exportação / Útflutningsstjóri
Sp/f Norðoya Fiskavørur – Ilhas Faroé
+298 456 712""",
         "first e-mail, reply to both requests the Portuguese note records; Brazilian Portuguese as the "
         "note asks; Prezado + given name; the title lower-case inside the sentence; MAPA, umidade 47%, "
         "Santos, Itajaí; the sender's title in Portuguese and Faroese",
         Twin("title_wrong", "body", "Como gerente de importação da", "Como diretor de importação da",
              "Gerente de Importação", "a rung up: director for manager",
              found="diretor de importação")),

    Mail("P004", "s1",
         "Faroese salted cod for Pometta Baccalà",
         """Dear Ms Pometta,

I am writing from Sp/f Norðoya Fiskavørur in Klaksvík, in the Faroe Islands. We produce salted cod from line-caught Atlantic cod landed by our own boats, wet-salted in stacks for three weeks and then dried.

As Pometta Baccalà S.r.l. supplies salted cod in Italy, I thought our larger sizes (2–3 kg and above 3 kg) might suit your customers. We pack in 25 kg cartons and send them by temperature-controlled truck, about five days to northern Italy.

Would a sample carton and our current price list be useful to you as Responsabile Acquisti?

Kind regards,
Rannvá Jacobsen
Export Manager, Sp/f Norðoya Fiskavørur
Klaksvík, Faroe Islands
+298 456 712 | www.nordoya-fisk.fo""",
         "first e-mail, cold; English to an Italian buyer; Ms + family name; the Italian title inside "
         "an English sentence; company with and without S.r.l.; baccalà in the company only",
         Twin("category_wrong", "body", "supplies salted cod in Italy", "supplies stockfish in Italy",
              "salted cod", "the neighbouring dried, unsalted product", found="stockfish")),

    Mail("P005", "s1",
         "Μπακαλιάρος παστός for 25 March – delivery to Piraeus",
         """Αγαπητέ κύριε Κίσσα,

Thank you for explaining your season. To have the salted cod in Piraeus by mid-February, in time for the demand before 25 March, we would need your order by early January: our reefer containers leave Klaksvík for Rotterdam every week, and from there Piraeus is about two more weeks.

For Κίσσας Αλιεύματα Α.Ε. we can offer wet-salted or dried salted cod (Gadus morhua), whole or as fillets, in 25 kg cartons with Greek labelling. I will send a CIF Piraeus price as soon as you tell me the sizes.

Με εκτίμηση,
Rannvá Dam Jacobsen
Export Manager (Útflutningsstjóri)
Sp/f Norðoya Fiskavørur, Klaksvík, Faroe Islands""",
         "first e-mail, reply to the season the note records; English with a Greek greeting (vocative "
         "Κίσσα) and closing; Greek category in the subject; the company in Greek script with Α.Ε.",
         Twin("company_foreign", "body", "For Κίσσας Αλιεύματα Α.Ε. we can offer",
              "For Pometta Baccalà S.r.l. we can offer", "Κίσσας Αλιεύματα Α.Ε.",
              "another salted-cod buyer's company of this set (Italy)",
              found="Pometta Baccalà S.r.l.")),

    Mail("P006", "s1",
         "Seelachsfilets von den Färöern – MSC-Zertifikat wie besprochen",
         """Sehr geehrter Herr Rädel,

vielen Dank für das angenehme Gespräch auf der Fish International in Bremen. Wie versprochen finden Sie unser gültiges MSC-Chain-of-Custody-Zertifikat im Anhang.

Unsere gefrorenen Seelachsfilets (Pollachius virens, also echter Seelachs und kein Alaska-Seelachs) werden in Klaksvík innerhalb von 24 Stunden nach der Anlandung filetiert und schockgefroren – mit oder ohne Haut, grätenfrei, einzeln gefroren oder in 7,5-kg-Blöcken. Für Rädel Fischfeinkost in Deutschland liefern wir per Kühl-Lkw über Hirtshals, in der Regel in vier Tagen.

Über eine Anfrage mit Ihren Mengen für die kommende Saison würde ich mich sehr freuen.

Mit freundlichen Grüßen
Rannvá Dam Jacobsen
Exportleiterin (Útflutningsstjóri)
Sp/f Norðoya Fiskavørur
Klaksvík, Färöer
Tel. +298 456 712""",
         "first e-mail answering the certificate request the note records, opening with the fair; "
         "German; Seelachs = saithe, with Alaska-Seelachs named as what it is not; Hirtshals; company "
         "without GmbH; Färöer",
         Twin("country_wrong", "body", "Für Rädel Fischfeinkost in Deutschland liefern",
              "Für Rädel Fischfeinkost in Österreich liefern", "Germany",
              "a neighbouring country", found="Österreich")),

    Mail("P007", "s1",
         "Filets de lieu noir surgelés des îles Féroé",
         """Madame Michaud,

Je me permets de vous écrire au nom de Sp/f Norðoya Fiskavørur, à Klaksvík, aux îles Féroé. Nous transformons le lieu noir (Pollachius virens) pêché par nos chalutiers sur le plateau féroïen : filets sans peau et sans arêtes, surgelés individuellement ou en blocs de 7,5 kg.

En tant qu'acheteuse produits de la mer chez Marée Michaud, vous cherchez peut-être une source régulière de lieu noir en dehors de la Norvège ? Nous livrons Boulogne-sur-Mer en camion frigorifique via le Danemark en quatre à cinq jours.

Je serais heureuse de vous envoyer une fiche technique et un échantillon.

Bien cordialement,
Rannvá Dam Jacobsen
Responsable export – Sp/f Norðoya Fiskavørur
+298 456 712""",
         "first e-mail, cold; French; Madame + family name alone; the recorded title inside the "
         "sentence; lieu noir; company without SAS; Norway and Denmark named as origin and route",
         Twin("contact_wrong", "body", "Madame Michaud,", "Madame Michel,", "Martine Michaud",
              "a near-miss family name in the greeting", found="Madame Michel")),

    Mail("P008", "s1",
         "Specifications – saithe fillet blocks, 7.5 kg interleaved",
         """Szanowny Panie Jeremi,

Thank you for your enquiry about interleaved blocks for your processing plant in Słupsk. Our specifications:

- Species: saithe (Pollachius virens), caught on the Faroe Plateau
- Product: skinless, boneless fillets, interleaved, 7.5 kg blocks (net), 4 blocks per master carton
- Fillet size: 300–600 g and 600 g+
- No glazing; frozen at −35 °C, stored at −25 °C; shelf life 24 months

We can ship CFR Gdynia in 40' reefer containers via Aarhus, about eight days door to door. Full specification sheets for Niebudek Fish are attached.

Z poważaniem,
Rannvá Dam Jacobsen
Export Manager | Sp/f Norðoya Fiskavørur
Klaksvík, Faroe Islands
+298 456 712 | rannva@nordoya-fisk.fo""",
         "first e-mail, reply to the specification request the note records; English with a Polish "
         "greeting (Pan + given name) and closing; Słupsk, Gdynia, Aarhus; company without Sp. z o.o.; "
         "a spec list with −35 °C",
         Twin("sender_wrong", "body", "+298 456 712", "+298 465 712", "+298 456 712",
              "two digits of the sender's phone swapped")),

    Mail("P009", "s1",
         "Frozen saithe fillets from the Faroe Islands",
         """Dear Glenn,

I hope you don't mind me writing out of the blue. I'm Rannvá Dam Jacobsen, export manager at Sp/f Norðoya Fiskavørur in Klaksvík, Faroe Islands. We fillet and freeze saithe (coley) within a day of landing, skin-off and pin-bone-out, either IQF or in blocks.

It is a well-priced white fish for fish and chip shops and catering across the United Kingdom, and I think it could sit well in Jones & Wood Seafoods' range. Our containers reach Immingham every week.

If you're the right person as Procurement Manager, could I send you a spec sheet and a price for a trial pallet?

Best regards,
Rannvá

Rannvá Dam Jacobsen | Export Manager
Sp/f Norðoya Fiskavørur | Klaksvík, Faroe Islands
+298 456 712""",
         "first e-mail, cold; British English, given name; coley for saithe; the company with a "
         "possessive and without Ltd; Immingham",
         Twin("artifact", "body", "within a day of landing,",
              "within a day of landing, within a day of landing,", "within a day of landing",
              "a doubled phrase", found="within a day of landing, within a day of landing")),

    Mail("P010", "s1",
         "Saithe fillets for Visgroothandel Miltenburg B.V.",
         """Dear Mr Miltenburg,

Sp/f Norðoya Fiskavørur, from Klaksvík in the Faroe Islands, produces frozen saithe (koolvis) fillets, skinless and boneless, IQF or in 7.5 kg blocks. Our vessels fish on the Faroe Plateau all year, so we can offer steady volumes when North Sea quotas run short.

As inkoper vis you will know how much the price of koolvis has moved this year. I believe Visgroothandel Miltenburg could use our fillets in its foodservice range, and we ship weekly to Rotterdam.

Could I send you our price list, CFR Rotterdam, and a sample box?

Kind regards,
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur
+298 456 712 · www.nordoya-fisk.fo""",
         "first e-mail, cold; English to a Dutch buyer; koolvis; the Dutch title lower-case inside an "
         "English sentence; company with B.V. in the subject, without it in the body",
         Twin("company_missing", "body", "I believe Visgroothandel Miltenburg could use",
              "I believe your company could use", "Visgroothandel Miltenburg B.V.",
              "every mention of the company replaced by generic wording",
              found="your company",
              also=(("Saithe fillets for Visgroothandel Miltenburg B.V.", "Saithe fillets for your company"),))),

    Mail("P011", "s1",
         "法罗群岛冷冻蓝鳕鱼（20公斤冻块）",
         """周经理您好：

很高兴在青岛的中国国际渔业博览会上与您见面。按照您的要求，我们可以提供整条冷冻蓝鳕鱼（Micromesistius poutassou），每箱20公斤冻块，适合再加工。

我们是法罗群岛克拉克斯维克的Sp/f Norðoya Fiskavørur。蓝鳕鱼由我们自己的船队在春季捕捞，上岸后立即速冻至零下35度。

如果青岛周氏水产有限公司有兴趣，我们可以报CFR青岛价格，并先寄一箱样品。

此致
敬礼

Rannvá Dam Jacobsen
出口经理
Sp/f Norðoya Fiskavørur（法罗群岛）
电话：+298 456 712""",
         "first e-mail answering the carton request the note records, opening with the fair; "
         "simplified Chinese; 周经理您好 (family name + title for 采购部经理); 蓝鳕鱼; 克拉克斯维克 for "
         "Klaksvík; the sender's Latin name in a Chinese signature",
         Twin("note_wrong", "body", "在青岛的中国国际渔业博览会上", "在上海国际渔业博览会上",
              "China Fisheries & Seafood Expo in Qingdao",
              "another fair named in place of the one the note records",
              found="上海国际渔业博览会")),

    Mail("P012", "s1",
         "Путассу мороженая с Фарерских островов",
         """Уважаемая Ольга Макаровна,

меня зовут Раннва Дам Якобсен, я отвечаю за экспорт в компании Sp/f Norðoya Fiskavørur (Клаксвик, Фарерские острова). Мы предлагаем путассу мороженую неразделанную (Micromesistius poutassou) в блоках по 20 кг, улов текущего весеннего сезона.

Как руководителю отдела закупок, вам наверняка важна стабильность поставок: наши суда работают на путассу с января по апрель, и мы можем отгружать контейнеры в Санкт-Петербург каждые две недели.

Для ООО «Северный улов» готова подготовить спецификацию и ценовое предложение на условиях CFR Санкт-Петербург.

С уважением,
Раннва Дам Якобсен (Rannvá Dam Jacobsen)
Менеджер по экспорту
Sp/f Norðoya Fiskavørur
+298 456 712""",
         "first e-mail, cold; Russian; name and patronymic; the title in the dative inside the "
         "sentence; путассу; the sender's name in Cyrillic and Latin; the company in its Russian form",
         Twin("title_wrong", "body", "Как руководителю отдела закупок,", "Как руководителю отдела продаж,",
              "Руководитель отдела закупок", "the sales head instead of the purchasing head",
              found="руководителю отдела продаж")),

    Mail("P013", "s1",
         "CFR Lagos price – frozen blue whiting",
         """Dear Mr Nnamani,

Thank you for your enquiry. As requested, our price for frozen blue whiting (Micromesistius poutassou), whole round, 20 kg blocks, size 18–25 cm, is USD 1,140 per tonne CFR Lagos, discharge at Apapa.

The price is for 40' reefer containers of about 27 tonnes, shipped from Klaksvík via Rotterdam, with a transit of about five weeks. Payment against documents through a confirmed letter of credit.

We would be glad to make Nnamani Cold Stores Limited our first partner in Nigeria. The offer is valid for two weeks.

Best regards,
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur, Klaksvík, Faroe Islands
Tel: +298 456 712 | Email: rannva@nordoya-fisk.fo""",
         "first e-mail, reply to the price request the note records; Nigerian buyer, English; Apapa, "
         "Lagos, CFR, a letter of credit; company in full with Limited",
         Twin("company_foreign", "body", "make Nnamani Cold Stores Limited our first",
              "make Pasieczna Mrożonki Sp.j. our first", "Nnamani Cold Stores Limited",
              "another blue-whiting buyer's company of this set", found="Pasieczna Mrożonki Sp.j.")),

    Mail("P014", "s1",
         "Frozen blue whiting from the Faroe Islands",
         """السيد أيمن عبد الفتاح المحترم،

I am writing to introduce Sp/f Norðoya Fiskavørur, a fishing and processing company in Klaksvík, in the Faroe Islands. Each spring our vessels catch blue whiting west of the islands, and we freeze it whole in 20 kg blocks on the day of landing.

Blue whiting is an affordable, mild white fish that sells well in Egypt, and I understand that شركة عبد الفتاح للأسماك المجمدة imports frozen fish for the local market. We can ship CFR Alexandria or Damietta in 40' reefer containers.

Would you, as head of the import department, like to receive our specification and a price offer?

مع خالص التحيات،
Rannvá Dam Jacobsen
Export Manager
Sp/f Norðoya Fiskavørur
+298 456 712 | rannva@nordoya-fisk.fo""",
         "first e-mail, cold; English with an Arabic greeting (السيد … المحترم) and closing; the "
         "company in Arabic script inside an English sentence; the Arabic title paraphrased in "
         "English; Alexandria, Damietta",
         Twin("country_wrong", "body", "sells well in Egypt,", "sells well in Libya,", "Egypt",
              "a neighbouring country", found="Libya")),

    Mail("P015", "s1",
         "Błękitek mrożony z Wysp Owczych",
         """Szanowna Pani Lidio,

nazywam się Rannvá Dam Jacobsen i odpowiadam za eksport w firmie Sp/f Norðoya Fiskavørur z Klaksvík na Wyspach Owczych. Oferujemy mrożony błękitek (Micromesistius poutassou) w całości, w blokach po 20 kg, z tegorocznych wiosennych połowów.

Czy firma Pasieczna Mrożonki byłaby zainteresowana próbną dostawą do Gdyni? Chętnie prześlę specyfikację oraz cenę CFR Gdynia.

Z wyrazami szacunku,
Rannvá Dam Jacobsen
Kierowniczka ds. eksportu
Sp/f Norðoya Fiskavørur
tel. +298 456 712""",
         "first e-mail, cold; Polish; the vocative Pani Lidio; błękitek; company without Sp.j.; "
         "Wyspy Owcze; the sender's title in Polish",
         Twin("category_wrong", "body", "Oferujemy mrożony błękitek", "Oferujemy mrożony mintaj",
              "frozen blue whiting", "Alaska pollock, a neighbouring whitefish", found="mintaj")),

    Mail("P016", "s2",
         "Organic freekeh from Palestine – USDA certificate attached",
         """Dear Anthony,

It was great to meet you at Natural Products Expo West in Anaheim. As promised, I'm attaching our USDA organic (NOP) certificate for the freekeh.

Our freekeh is green durum wheat harvested in May by farmers around Jenin, fire-roasted in the field and then sold whole or cracked. We pack it in 500 g retail bags and 25 kg sacks.

For Bennett Pantry Imports I'd suggest starting with cracked freekeh in retail bags. We ship in consolidated containers via Haifa, about five weeks to the East Coast.

Best wishes,
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.
Beit Sahour, Palestine
+970 2 277 4318""",
         "first e-mail answering the certificate request the note records, opening with the fair; "
         "American English, given name; USDA NOP; Jenin, Haifa; company without LLC; the sender "
         "without her middle name",
         Twin("note_wrong", "body", "Natural Products Expo West in Anaheim",
              "Natural Products Expo East in Philadelphia", "Natural Products Expo West in Anaheim",
              "the sister fair named in place of the one the note records")),

    Mail("P017", "s2",
         "Freekeh palestino – lista de precios en dólares",
         """Estimado Sr. Maturana:

Le escribo desde Beit Sahour, en Palestina. Sabemos que Importadora Maturana abastece a los almacenes del barrio Patronato, y por eso le adjunto nuestra lista de precios de freekeh (trigo verde tostado) en dólares estadounidenses, CFR San Antonio.

Ofrecemos freekeh entero y partido, en bolsas de 1 kg y sacos de 25 kg. Es el mismo freekeh que muchas familias de origen palestino en Chile recuerdan de sus abuelos: cosechado verde en mayo y tostado a fuego en el campo.

Quedo atenta a sus comentarios.

Saludos cordiales,
Dima Hanna Qumsieh
Coordinadora de Ventas de Exportación
Wadi Artas Trading Co. Ltd.
Beit Sahour, Palestina
+970 2 277 4318""",
         "first e-mail, reply to the price request of the Spanish note; Chilean buyer; Estimado Sr. + "
         "family name with a colon; Patronato, San Antonio; the sender's title translated",
         Twin("country_wrong", "body", "de origen palestino en Chile", "de origen palestino en Perú",
              "Chile", "a neighbouring country", found="Perú")),

    Mail("P018", "s2",
         "Freekeh for Carter Wholefoods",
         """Dear Jessica,

I'm Dima Qumsieh from Wadi Artas Trading Co. Ltd. in Beit Sahour, Palestine. We export freekeh, the roasted green wheat that Palestinian farmers have made for generations.

Ancient grains are selling well in Australia, and freekeh has more protein and fibre than quinoa and cooks in 20 minutes. As purchasing officer at Carter Wholefoods, you might like to try it in bulk bins: we supply 25 kg sacks, whole or cracked, and can meet the import conditions for cereal grains into Australia.

May I send you a 1 kg sample of each?

Kind regards,
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.
+970 2 277 4318""",
         "first e-mail, cold; English; given name; the title lower-case inside the sentence; "
         "company without Pty Ltd; quinoa named as a comparison",
         Twin("title_wrong", "body", "As purchasing officer at", "As marketing officer at",
              "Purchasing Officer", "another department's officer", found="marketing officer")),

    Mail("P019", "s2",
         "Presepi in legno d'ulivo di Betlemme – consegna entro settembre",
         """Gentile Signor Siffredi,

è stato un piacere conoscerLa a Christmasworld, a Francoforte. Come promesso, Le confermo che possiamo consegnare i presepi in legno d'ulivo entro settembre, in tempo per l'Avvento, se riceviamo l'ordine entro la fine di maggio.

I nostri presepi sono intagliati a mano da artigiani di Beit Sahour e di Betlemme, in set da 12 pezzi con figure da 10, 15 o 20 cm, ciascuno con certificato d'origine.

Se lo desidera, Le preparo un'offerta per Arte Sacra Siffredi con un assortimento di prova.

Cordiali saluti,
Dima Qumsieh
Export Sales Coordinator
Wadi Artas Trading Co. Ltd.
Beit Sahour – Palestina
Tel. +970 2 277 4318""",
         "first e-mail answering the delivery request the note records, opening with the fair; "
         "Italian, formal Lei; presepi in legno d'ulivo; the owner addressed as Signor (Titolare not "
         "named); Francoforte; company without S.r.l.",
         Twin("sender_wrong", "body", "Wadi Artas Trading Co. Ltd.", "Wadi Artas Trading S.r.l.",
              "Wadi Artas Trading Co. Ltd.", "the sender's legal form turned Italian")),

    Mail("P020", "s2",
         "Nacimientos de madera de olivo hechos en Belén",
         """Estimada Sra. Calderón:

Mi nombre es Dima Qumsieh y coordino las ventas de exportación de Wadi Artas Trading Co. Ltd., en Beit Sahour, a dos kilómetros de Belén. Trabajamos con talleres familiares que tallan a mano nacimientos de madera de olivo desde hace tres generaciones.

Pensamos que Artículos Religiosos Calderón podría ofrecerlos a sus clientes para la temporada de posadas: tenemos nacimientos de 12 piezas, de 10 a 20 cm, y misterios de una sola pieza.

Como gerente de compras, ¿le interesaría recibir nuestro catálogo y precios CIF Manzanillo?

Atentamente,
Dima Hanna Qumsieh
Coordinadora de Ventas de Exportación
Wadi Artas Trading Co. Ltd.
+970 2 277 4318""",
         "first e-mail, cold; Mexican Spanish; nacimientos, posadas, misterios; Manzanillo; company "
         "without S.A. de C.V.; the title inside a question",
         Twin("company_misspelled", "body", "que Artículos Religiosos Calderón podría",
              "que Artículos Religiosos Calderon podría",
              "Artículos Religiosos Calderón, S.A. de C.V.", "the accent of Calderón lost",
              found="Artículos Religiosos Calderon")),
]
