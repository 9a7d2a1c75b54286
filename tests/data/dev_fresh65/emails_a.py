"""Natural e-mails N001-N020: the first e-mail to buyers P001-P020, each with its twin's edit."""
from mail import Mail, Twin

S1_SIG = """Lucía Castañeda Rojas
Jefa de Exportaciones
Valle Moche Agroexport S.A.C.
Trujillo, Peru
+51 44 287 613 | lcastaneda@vallemoche.com.pe
www.vallemoche.com.pe"""

S2_SIG = """Rūta Jankauskienė
Eksporto vadybininkė
UAB „Nevėžio skanėstai“
Panevėžys, Lithuania
+370 45 512 348
ruta.jankauskiene@nevezio-skanestai.lt"""

MAILS = [
    # N001 P001
    Mail("P001", "s1",
         "Grüner Spargel aus Peru für Ihre Wintermonate – Valle Moche",
         f"""Sehr geehrte Frau Pärtzelt,

vielen Dank für das nette Gespräch an unserem Stand auf der Fruit Logistica in Berlin. Sie hatten erwähnt, dass Pärtzelt Frischdienst von November bis Januar grünen Spargel sucht, wenn die deutsche Saison vorbei ist – genau dann liegt bei uns im Tal von Virú die Haupternte.

Kurz zu uns: Valle Moche Agroexport baut grünen Spargel auf rund 420 Hektar in La Libertad an. Alle Felder und unser Packhaus sind nach GLOBALG.A.P. zertifiziert (GGN auf Anfrage), die Ware wird nach dem Schnitt hydrogekühlt und bei 1–2 °C per Luftfracht ab Lima nach Frankfurt geflogen. Wir sortieren nach Durchmesser (12/16, 16/20 und Jumbo 20+ mm) in 5-kg-Kartons oder in Bunden à 500 g für den Handel.

Gern schicke ich Ihnen für die Saison ein Angebot CPT Frankfurt für wöchentliche Mengen. Wie viele Paletten pro Woche planen Sie etwa?

Mit freundlichen Grüßen aus Trujillo

{S1_SIG}""",
         "German; first contact after the fair the note records (Fruit Logistica Berlin); the note's season (November to January, German asparagus out of season) and GLOBALG.A.P. used; Virú valley, La Libertad, Lima, Frankfurt, CPT; company shortened to `Pärtzelt Frischdienst` without GmbH",
         Twin("note_wrong", "auf der Fruit Logistica in Berlin", "auf der Fruit Attraction in Madrid",
              "met at Fruit Logistica Berlin", "a fair the note does not name (Fruit Attraction Madrid) in place of Fruit Logistica Berlin",
              found="Fruit Attraction in Madrid")),
    # N002 P002
    Mail("P002", "s1",
         "Grüner Spargel aus Peru – ganzjährig verfügbar",
         f"""Grüezi Herr Suter

Ich erlaube mir, mich kurz vorzustellen: Ich leite den Export bei Valle Moche Agroexport, einem Spargelproduzenten aus Trujillo an der Nordküste Perus.

Da die Suter Gemüse AG Gastronomie und Detailhandel in der Deutschschweiz beliefert, könnte unser grüner Spargel für Sie interessant sein, vor allem ausserhalb der Schweizer Saison. Dank des Wüstenklimas ernten wir das ganze Jahr; die Ware ist GLOBALG.A.P.-zertifiziert und kommt per Luftfracht über Amsterdam oder direkt nach Zürich, in 5-kg-Kartons, sortiert nach 12/16 und 16/20 mm.

Wenn Sie mögen, sende ich Ihnen unsere aktuelle Preisliste CPT Zürich und einen Verfügbarkeitskalender.

Freundliche Grüsse

{S1_SIG}""",
         "Swiss German (Grüezi, ss for ß, no comma after the greeting); cold introduction; company with article (`Da die Suter Gemüse AG`); Zürich, Amsterdam; Peru named as the sender's country",
         Twin("company_missing", "Da die Suter Gemüse AG Gastronomie", "Da Ihr Unternehmen Gastronomie",
              "Suter Gemüse AG", "the buyer's company replaced by `Ihr Unternehmen`", found="Ihr Unternehmen")),
    # N003 P003
    Mail("P003", "s1",
         "Air-freight price CIF Narita – green asparagus, 5 kg cartons",
         f"""Dear Mr Yamamoto,

Thank you for your enquiry. As requested, please find below our air-freight price for green asparagus delivered CIF Narita, packed in 5 kg cartons:

- Grade 16/20 mm, 5 kg carton: USD 31.40 per carton
- Grade Jumbo 20+ mm, 5 kg carton: USD 34.80 per carton
- Minimum: one AKE container (about 90 cartons) per flight

The asparagus is cut in the Virú valley, hydrocooled within two hours and flown from Lima via Los Angeles or Amsterdam; transit to Narita is usually 48 to 60 hours, and we keep the spears at 1–2 °C throughout. Our packhouse holds GLOBALG.A.P. and we can add the phytosanitary certificate required for fresh produce imports into Japan.

If the prices suit 山本青果, I would be glad to send a first trial shipment in the coming weeks.

Best regards,

{S1_SIG}""",
         "English; reply to the request the note records (air-freight price CIF Narita, 5 kg cartons); `Dear Mr Yamamoto` (romanised family name of 山本陽一); company shortened to 山本青果 inside an English sentence; Japan named as the import market",
         Twin("country_wrong", "fresh produce imports into Japan", "fresh produce imports into South Korea",
              "Japan", "the buyer's market written as South Korea", found="South Korea")),
    # N004 P004
    Mail("P004", "s1",
         "Peruvian green asparagus for Smith & Hale – year-round supply",
         f"""Dear Ms Smith,

I am writing from Valle Moche Agroexport in Trujillo, Peru, where we grow and pack green asparagus for retail and foodservice in Europe.

I understand Smith & Hale Fresh Produce supplies several UK multiples and wholesale markets, so I thought our programme might be of interest, particularly from September to March when British asparagus is unavailable. We can offer:

- green asparagus, 16/20 mm and Jumbo, in 5 kg cartons or 250 g retail bundles with your label
- weekly air freight into London Heathrow, with sea freight in controlled atmosphere as an option for larger volumes
- GLOBALG.A.P. and GRASP certificates, and residue analyses from an accredited lab for each lot

Would you be open to a short call next week to discuss your winter requirements?

Kind regards,

{S1_SIG}""",
         "English; cold introduction; company in the subject shortened to `Smith & Hale` and written in full in the body; London Heathrow; British asparagus named as a neighbouring season",
         Twin("company_misspelled", "Smith & Hale Fresh Produce supplies", "Smith & Hail Fresh Produce supplies",
              "Smith & Hale Fresh Produce Ltd", "Hale misspelt as its homophone Hail", found="Smith & Hail Fresh Produce")),
    # N005 P005
    Mail("P005", "s1",
         "Samples of green asparagus 16/20 mm for Jonker Versimport",
         f"""Dear Samuel,

Thank you for your interest in our asparagus. As you asked, I will send you samples of our 16/20 mm green spears next week: two 5 kg cartons from the same lot we ship to our regular customers, by air to Amsterdam Schiphol with the DHL tracking number sent separately.

A few details for your team when the samples arrive: the spears are cut at 23 cm, hydrocooled and kept at 1–2 °C, and the carton carries the lot number so you can compare with the GLOBALG.A.P. certificate and the residue report I attach to this e-mail.

Once you have checked quality and shelf life, I would be happy to discuss a weekly programme DAP Rotterdam or FCA Lima, whichever suits you better.

Best regards,

{S1_SIG}""",
         "English, as the note asks (the buyer prefers English) although the buyer is Dutch; reply to the sample request the note records (16/20 mm spears); first name greeting; Amsterdam Schiphol, Rotterdam, DAP and FCA",
         Twin("contact_wrong", "Dear Samuel,", "Dear Simon,", "Samuel Jonker",
              "another given name in the greeting", found="Simon")),
    # N006 P006
    Mail("P006", "s1",
         "Following up from Expo West – organic camu camu powder",
         f"""Dear Pam,

It was a pleasure to meet you at Natural Products Expo West in Anaheim. As promised, here is some information on our camu camu powder for Diaz Botanical Ingredients.

Our camu camu (Myrciaria dubia) is wild-harvested by river communities along the Ucayali and Napo rivers in Loreto, pulped within 24 hours and freeze-dried at our partner plant in Lima. The powder is certified USDA Organic, and every lot ships with a certificate of analysis stating its vitamin C content – our last five lots ranged from 16.2% to 18.5% ascorbic acid by HPLC – along with microbiology and heavy metals.

We pack in 20 kg double-lined cartons and can ship by sea to Long Beach in about 24 days. I attach our specification sheet and last lot's COA for your QA team.

Best regards,

{S1_SIG}""",
         "English; first contact after the fair the note records (Natural Products Expo West, Anaheim); the note's USDA Organic and COA with vitamin C content used; Latin name, Loreto, Ucayali, Napo, Long Beach; company shortened without LLC",
         Twin("category_wrong", "here is some information on our camu camu powder", "here is some information on our acerola powder",
              "camu camu powder", "a neighbouring vitamin C fruit (acerola) offered in place of camu camu", found="acerola powder")),
    # N007 P007
    Mail("P007", "s1",
         "페루산 카무카무 분말 소개 – Valle Moche Agroexport",
         f"""이지영 구매팀 대리님께,

안녕하십니까. 페루 트루히요에 있는 Valle Moche Agroexport의 수출 담당 루시아 카스타녜다입니다.

초록생활에서 건강식품과 비타민 음료를 판매하고 계신다고 들어 연락드립니다. 저희는 아마존 로레토 지역에서 야생 채취한 카무카무(Myrciaria dubia) 열매를 동결건조한 분말을 생산합니다. 비타민 C 함량은 로트별로 16% 이상이며, 모든 로트에 성적서(COA)를 첨부해 드립니다. 20kg 박스 단위로 부산항까지 해상 운송이 가능합니다.

관심이 있으시면 샘플 500g과 사양서를 보내 드리겠습니다.

감사합니다.

{S1_SIG}""",
         "Korean; cold introduction; letter-head greeting with the recorded title (`이지영 구매팀 대리님께`); company shortened to 초록생활 without 주식회사; sender's name in Hangul; Busan, Loreto",
         Twin("title_wrong", "이지영 구매팀 대리님께", "이지영 영업팀 대리님께", "구매팀 대리",
              "a sales-team title (영업팀) for the purchasing one", found="영업팀 대리")),
    # N008 P008
    Mail("P008", "s1",
         "Quote: camu camu powder, 500 kg CIF Sydney",
         f"""Dear Casey,

Thanks for your request. Here is our quote for Silva Superfoods:

Product: camu camu powder, freeze-dried, certified organic (USDA / ACO equivalence on request)
Quantity: 500 kg (25 cartons of 20 kg)
Price: USD 23.60/kg CIF Sydney, 30% advance and 70% against copy documents
Lead time: about 3 weeks to ship from Callao, then around 32 days to Sydney

Before the order, your importer will need an import permit check with the Department of Agriculture for dried fruit powders; I can send the manufacturing flow chart and COA they usually ask for.

Regards,

{S1_SIG}""",
         "English; reply to the request the note records (quote for 500 kg CIF Sydney); company shortened without Pty Ltd; Callao, Sydney, Australian rules mentioned without the country name",
         Twin("sender_wrong", "+51 44 287 613 | lcastaneda", "+51 44 287 316 | lcastaneda", "+51 44 287 613",
              "the sender's phone number with digits swapped", found="+51 44 287 316")),
    # N009 P009
    Mail("P009", "s1",
         "Suite à Natexpo – poudre de camu camu bio",
         f"""Madame Guillot,

Je vous remercie pour notre échange au salon Natexpo à Paris. Comme convenu, je vous adresse notre documentation sur la poudre de camu camu pour Guillot Nature.

Notre camu camu est récolté à l'état sauvage en Amazonie péruvienne (région de Loreto), puis lyophilisé. Le produit est certifié biologique selon le règlement (UE) 2018/848, avec un certificat d'inspection (COI) émis via TRACES pour chaque lot importé en France. La teneur en vitamine C dépasse 16 %, et chaque lot est livré avec son certificat d'analyse.

En tant que responsable achats matières premières, vous souhaiterez sans doute tester un échantillon : je peux vous envoyer 1 kg sous dix jours.

Je vous prie d'agréer, Madame, mes salutations distinguées.

{S1_SIG}""",
         "French; first contact after the fair the note records (Natexpo Paris, note in French); the note's EU organic used (Regulation (EU) 2018/848, COI, TRACES); recorded title in lower case inside a French sentence; `Madame Guillot,` as salutation",
         Twin("artifact", "puis lyophilisé. Le produit", "puis lyophilisé lyophilisé. Le produit", "puis lyophilisé",
              "a doubled word", found="lyophilisé lyophilisé")),
    # N010 P010
    Mail("P010", "s1",
         "秘魯卡姆果粉（Camu Camu）供應介紹",
         f"""何經理您好：

我是秘魯 Valle Moche Agroexport 的出口主管 Lucía Castañeda。得知何氏健康食品股份有限公司經營保健食品與機能性飲品，特此來信介紹我們的卡姆果粉（camu camu powder）。

我們的卡姆果採自秘魯亞馬遜洛雷托地區的野生果樹，經冷凍乾燥製成粉末，維生素C含量達16%以上，每批附檢驗報告（COA），並可提供重金屬與微生物檢測。包裝為20公斤紙箱，可海運至基隆港或高雄港。

如貴公司有興趣，我們可以先寄送500克樣品及規格書供參考。

敬祝 商祺

{S1_SIG}""",
         "Traditional Chinese; cold introduction; `何經理您好` (family name + a short form of 採購經理); category as 卡姆果粉 with the English name; 貴公司; Keelung, Kaohsiung",
         Twin("company_foreign", "得知何氏健康食品股份有限公司經營", "得知广州王氏食品有限公司經營", "何氏健康食品股份有限公司",
              "another buyer's company of this set (P014, China, lúcuma) in place of the buyer's", found="广州王氏食品有限公司")),
    # N011 P011
    Mail("P011", "s1",
         "Polvo de lúcuma peruano para Calatayud Ingredientes",
         f"""Estimado Sr. Calatayud:

Me pongo en contacto con usted desde Valle Moche Agroexport, en Trujillo (Perú), porque sé que Calatayud Ingredientes abastece a obradores y heladerías en toda España.

Producimos harina (polvo) de lúcuma a partir de fruta de la sierra de La Libertad: la pulpa se deshidrata a baja temperatura y se muele hasta 60 mesh. Su sabor a caramelo y su color dorado la hacen muy apreciada en helados, bollería y batidos, y cada vez más como endulzante natural. Envasamos en bolsas de 25 kg con doble bolsa interior y enviamos por vía marítima a Valencia o Algeciras.

Si le interesa, le envío la ficha técnica, el certificado de análisis y una muestra de 1 kg.

Un cordial saludo,

{S1_SIG}""",
         "Spanish; cold introduction; `Estimado Sr. Calatayud:` with a colon; category as `harina (polvo) de lúcuma`; Valencia, Algeciras; Perú in Spanish",
         Twin("company_misspelled", "porque sé que Calatayud Ingredientes abastece", "porque sé que Catalayud Ingredientes abastece",
              "Calatayud Ingredientes S.L.", "two letters of the family name swapped (Catalayud)", found="Catalayud Ingredientes")),
    # N012 P012
    Mail("P012", "s1",
         "Lúcuma powder – a natural caramel note for Taylor Pantry",
         f"""Dear Ms Taylor,

I'm reaching out from Valle Moche Agroexport in Peru. We produce lúcuma powder, the dried pulp of Pouteria lucuma, a fruit from the Andean valleys with a naturally sweet, maple-and-caramel taste.

As a category buyer for Taylor Pantry Foods, you may be looking for ingredients that let your private-label baking mixes and smoothie boosters cut added sugar. Lúcuma works well there, and it is still new enough on Canadian shelves to stand out. We can supply it in 25 kg bags for co-packers or in 227 g retail pouches, with organic certification under the Canada Organic Regime if needed.

Could I send you a sample and our price list FOB Callao?

Best regards,

{S1_SIG}""",
         "English; cold introduction; recorded title in lower case inside the sentence (`As a category buyer for`); company without Inc.; Canada Organic Regime, Callao; Latin name",
         Twin("note_wrong", "I'm reaching out from Valle Moche Agroexport in Peru.",
              "It was good to meet you at SIAL Canada in Toronto last month; I'm reaching out from Valle Moche Agroexport in Peru.",
              "(no note: the record names no meeting)", "a fair meeting claimed for a buyer whose record has no note",
              found="It was good to meet you at SIAL Canada in Toronto last month")),
    # N013 P013
    Mail("P013", "s1",
         "Kosher-certified lúcuma powder for לוי מזון בריאות",
         f"""Shalom Avigail,

Thank you for your message. You mentioned that kosher certification is a must for לוי מזון בריאות, so I am glad to confirm that our lúcuma powder is certified kosher (pareve) by the Orthodox Union, and the certificate is renewed every January. I attach the current letter of certification together with our product specification.

The powder is made only from dried lúcuma pulp, with no carrier or additives, so it is also suitable for your gluten-free line. We ship in 25 kg bags by sea to Haifa or Ashdod, and the transit from Callao is about 35 days.

If useful, I can send a 1 kg sample by courier so your technologist can try it in your baking mixes.

Kind regards,

{S1_SIG}""",
         "English with a Hebrew-language greeting word (Shalom) and the first name; reply to the kosher requirement the note records; company in Hebrew script inside English sentences and the subject, without בע\"מ; Haifa, Ashdod, Callao",
         Twin("contact_wrong", "Shalom Avigail,", "Shalom Aviva,", "אביגיל לוי",
              "a near-miss given name in the greeting (Aviva for Avigail)", found="Aviva")),
    # N014 P014
    Mail("P014", "s1",
         "秘鲁鲁库玛果粉——天然焦糖风味原料",
         f"""王经理您好：

我是秘鲁Valle Moche Agroexport公司的出口主管Lucía Castañeda。了解到广州王氏食品有限公司生产烘焙和冰淇淋原料，特来信介绍我们的鲁库玛果粉（lúcuma powder）。

鲁库玛是安第斯山区的传统水果，果肉经低温干燥后研磨成粉，带有天然的焦糖和枫糖风味，可用于冰淇淋、饮品和烘焙，也可部分替代蔗糖。产品采用25公斤袋装，可海运至广州南沙港或深圳盐田港，并可提供原产地证和检验报告。

如有兴趣，我们可以寄送1公斤样品供贵司试用。

此致
敬礼

{S1_SIG}""",
         "Simplified Chinese; cold introduction; `王经理您好` (family name + short form of 采购经理); category as 鲁库玛果粉 with the Spanish name; 贵司; Nansha, Yantian",
         Twin("category_wrong", "特来信介绍我们的鲁库玛果粉（lúcuma powder）", "特来信介绍我们的玛卡粉（maca powder）",
              "lúcuma powder", "another Peruvian powder (maca) offered in place of lúcuma", found="玛卡粉（maca powder）")),
    # N015 P015
    Mail("P015", "s1",
         "Lúcuma per il vostro gelato – dopo il SIGEP",
         f"""Gentile Dott.ssa Antonelli,

è stato un piacere conoscerLa al SIGEP di Rimini. Come promesso, Le scrivo a proposito della lúcuma per il gelato di Antonelli Gelati.

La nostra polvere di lúcuma è ottenuta dalla polpa essiccata del frutto andino, senza zuccheri aggiunti: dà al gelato un sapore tra il caramello e lo sciroppo d'acero e un bel colore dorato. Nei laboratori dei nostri clienti si usa al 6–8% sulla miscela base. Spediamo in sacchi da 25 kg via Genova, con certificato d'analisi per ogni lotto.

Poiché Lei è Responsabile Acquisti, Le allego anche il listino prezzi FCA Callao e CIF Genova; se lo desidera, Le mando un campione di 2 kg per una prova in laboratorio.

Cordiali saluti,

{S1_SIG}""",
         "Italian; first contact after the fair the note records (SIGEP Rimini); the note's use (gelato) used; `Gentile Dott.ssa Antonelli`, formal Lei; recorded title inside an Italian sentence; Genova, Callao",
         Twin("title_wrong", "Poiché Lei è Responsabile Acquisti", "Poiché Lei è Responsabile Vendite", "Responsabile Acquisti",
              "a sales title for the purchasing one", found="Responsabile Vendite")),
    # N016 P016
    Mail("P016", "s2",
         "Litewski sękacz (šakotis) dla Stawowczyk Delikatesy",
         f"""Szanowny Panie Mieszku,

nazywam się Rūta Jankauskienė i odpowiadam za eksport w firmie Nevėžio skanėstai z Poniewieża na Litwie. Pieczemy tradycyjny šakotis – litewskiego „sękacza” – na obrotowym rożnie nad otwartym ogniem, z masła, jaj i cukru, bez konserwantów.

Wiem, że Stawowczyk Delikatesy prowadzi sklepy z delikatesami regionalnymi, dlatego chciałabym zaproponować nasze ciasta w trzech rozmiarach: 0,5 kg, 1 kg i 2,5 kg, pakowane w pudełka z okienkiem. Termin przydatności to 60 dni. Dostawy realizujemy samochodem chłodnią przez Budzisko, zwykle w ciągu 48 godzin od zamówienia.

Chętnie prześlę cennik i próbki.

Z wyrazami szacunku

{S2_SIG}""",
         "Polish; cold introduction; vocative of the given name (`Szanowny Panie Mieszku`); Panevėžys as Poniewież; category as šakotis and its Polish neighbour sękacz; company without Sp. z o.o.; Budzisko border crossing",
         Twin("sender_wrong", "ruta.jankauskiene@nevezio-skanestai.lt", "ruta.jankauskiene@nevezio-skanestai.lv", "ruta.jankauskiene@nevezio-skanestai.lt",
              "the sender's e-mail with a Latvian country domain", found="ruta.jankauskiene@nevezio-skanestai.lv")),
    # N017 P017
    Mail("P017", "s2",
         "Šakotis for Dyer's Baltic Deli – following our chat at IFE",
         f"""Dear Phillip,

Thank you for stopping by our stand at IFE London. You mentioned that your shops in Peterborough and Boston sell a lot of Lithuanian products and that the 1 kg šakotis would be the right size for them, so here are the details.

Our 1 kg šakotis is baked by hand on a rotating spit, layer by layer, and packed in a printed box with a window. Labels are in English and Lithuanian, with UK allergen information (eggs, milk, wheat). Shelf life is 60 days at room temperature. A mixed pallet holds 240 boxes, and we deliver DAP Peterborough in about five days via Klaipėda and Harwich.

Price for the 1 kg box is GBP 11.20 DAP. Shall I reserve a first pallet for the autumn?

Best wishes,

{S2_SIG}""",
         "English; first contact after the fair the note records (IFE London); the note's 1 kg size and shops in Peterborough and Boston used; company in the subject shortened without Ltd; Klaipėda, Harwich",
         Twin("artifact", "and packed in a printed box with a window.", "and packed in a {packaging_type} with a window.",
              "a printed box", "a leftover template placeholder", found="{packaging_type}")),
    # N018 P018
    Mail("P018", "s2",
         "Lithuanian šakotis tree cakes for Roy Bakery Imports",
         f"""Dear Mr Roy,

My name is Rūta Jankauskienė, and I look after exports at Nevėžio skanėstai, a family bakery in Panevėžys, Lithuania. We make šakotis, the tall "tree cake" baked on a spit that is served at every Lithuanian wedding.

Roy Bakery Imports came up when I was looking for importers of European specialty cakes in Canada. Toronto, Hamilton and Montreal have large Lithuanian and Baltic communities, and šakotis also sells well in Polish and German delis there. Our cakes come in 0.5 kg, 1 kg and 2.5 kg sizes with a 60-day shelf life, and bilingual English/French labels can be printed for the Canadian market.

Would you like me to send a price list CIF Halifax and a sample box?

Kind regards,

{S2_SIG}""",
         "English; cold introduction; company named in full without Inc.; the buyer's country as a market (Canada, Toronto, Hamilton, Montreal); Halifax; Polish and German delis as customers",
         Twin("company_foreign", "Roy Bakery Imports came up when", "Dyer's Baltic Deli came up when", "Roy Bakery Imports Inc.",
              "another buyer's company of this set (P017, same category, United Kingdom)", found="Dyer's Baltic Deli")),
    # N019 P019
    Mail("P019", "s2",
         "Ihre Anfrage: Preisliste Meerrettich, 200-g-Gläser",
         f"""Sehr geehrter Herr Kostolzin,

vielen Dank für Ihre Anfrage. Anbei erhalten Sie wie gewünscht unsere Preisliste für geriebenen Meerrettich in 200-g-Gläsern:

- Meerrettich, fein gerieben, klassisch: 1,18 EUR/Glas
- Meerrettich mit Sahne: 1,32 EUR/Glas
- Meerrettich mit Roter Bete: 1,29 EUR/Glas

Alle Preise verstehen sich DAP Lager Kostolzin Feinkost, ab einer Palette (1.584 Gläser, 12 Gläser je Karton). Der Meerrettich stammt aus Vertragsanbau in Aukštaitija, wird frisch gerieben und ohne Farbstoffe abgefüllt; die Etiketten drucken wir gern auf Deutsch für den deutschen Handel.

Für Rückfragen stehe ich Ihnen gern zur Verfügung.

Mit freundlichen Grüßen

{S2_SIG}""",
         "German; reply to the request the note records (price list, 200 g jars; note in German); company shortened without GmbH; category as Meerrettich; Aukštaitija; Germany named as the market (`für den deutschen Handel`)",
         Twin("country_wrong", "auf Deutsch für den deutschen Handel", "auf Deutsch für den österreichischen Handel", "Germany",
              "the buyer's market written as Austria", found="österreichischen Handel")),
    # N020 P020
    Mail("P020", "s2",
         "Grated horseradish from Lithuania for Бандура Продукт",
         f"""Шановна пані Володимиро,

I hope you don't mind me writing in English. I am the export manager of Nevėžio skanėstai, a Lithuanian producer of grated horseradish, and I would like to offer our products to ТОВ «Бандура Продукт».

We grow horseradish root on contract farms in northern Lithuania and grate it fresh, without colourings, in three recipes: classic, with beetroot (like Ukrainian хрін з буряком) and with cream. Jars are 200 g and 350 g. We already deliver by truck to Poland, and Lviv or Kyiv can be reached in three to four days via the Yahodyn crossing.

I can prepare labels in Ukrainian and send a price list DAP Kyiv.

З повагою,

{S2_SIG}""",
         "English with a Ukrainian greeting (vocative `Шановна пані Володимиро`) and closing; cold introduction; company in Cyrillic with ТОВ inside an English sentence and without it in the subject; horseradish with beetroot named in Ukrainian; Lviv, Kyiv, Yahodyn; Poland as an existing market",
         Twin("company_misspelled", "to ТОВ «Бандура Продукт».", "to ТОВ «Бандурра Продукт».", "ТОВ «Бандура Продукт»",
              "a doubled letter in the company name", found="Бандурра Продукт")),
]
