"""Natural e-mails N021-N040 (buyers P021-P040), each with the one edit its twin gets."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N021
    Mail("P021", "s2",
         "約旦液溴報價洽詢 – 顏記化工股份有限公司",
         t("""
顏課長您好：

冒昧來信。我是約旦 Madaba Turath Trading Co. Ltd. 的外銷經理 Lina Fawwaz Twal，專門供應死海產的液溴（liquid bromine），純度 99.7% 以上。

我們可以從亞喀巴港以 ISO 罐櫃出貨至高雄港，單證包括 MSDS、COA 及危險品申報（UN 1744，第 8 類）。若顏記化工股份有限公司有穩定的液溴需求，我們很樂意提供 CFR 高雄報價，或先安排小量試單。

敬祝
商祺

Lina Fawwaz Twal
Madaba Turath Trading Co. Ltd.
+962 5 324 6180
"""),
         "wholly traditional Chinese; greeting 顏課長 (family name + the recorded title 採購課長 "
         "shortened); the company in full in subject and body",
         Twin("contact_wrong", "顏課長您好", "嚴課長您好", "顏",
              "the homophone family name 嚴 (yán) for the contact's 顏", found="嚴課長")),
    # N022
    Mail("P022", "s2",
         "Plateaux ronds en mosaïque 60 et 80 cm – suite à Maison&Objet",
         t("""
Chère Madame Lenoir,

Merci encore pour votre visite sur notre stand à Maison&Objet en janvier. Vous cherchiez des plateaux ronds de 60 et 80 cm : vous trouverez ci-joint notre sélection de mosaic tabletops dans ces deux diamètres, avec les prix départ Aqaba et rendus Marseille.

Chaque plateau est posé à la main par nos artisans de Madaba, en petits cubes de marbre et de pierre naturelle jordanienne, selon la tradition de mosaïque byzantine de la ville. Épaisseur 3 cm, cerclage en fer forgé ; piètements disponibles en option.

En tant qu'acheteuse mobilier chez Lenoir Intérieurs, vous souhaiterez sans doute voir une pièce : nous pouvons vous envoyer un plateau de 60 cm sous quinze jours.

Bien cordialement,
Lina Fawwaz Twal
Responsable des ventes à l'export
Madaba Turath Trading Co. Ltd. – Madaba, Jordanie
"""),
         "wholly French; answers the note (Maison&Objet, January; round tops of 60 and 80 cm); the "
         "recorded title inside a French sentence; company without `SAS`; the category kept in "
         "English; Marseille as the port of delivery",
         Twin("title_wrong", "En tant qu'acheteuse mobilier", "En tant qu'acheteuse luminaires",
              "Acheteuse mobilier", "a buyer of lighting instead of furniture (a neighbouring department)",
              found="acheteuse luminaires")),
    # N023
    Mail("P023", "s2",
         "Plateaux en mosaïque de Madaba pour Besse Déco",
         t("""
Monsieur Besse,

Je me permets de vous écrire de Madaba, en Jordanie, la ville des mosaïques. Madaba Turath Trading Co. Ltd. fabrique des plateaux de table en mosaïque (mosaic tabletops) posés à la main, en marbre et pierres naturelles, du guéridon de 50 cm à la table de jardin de 120 cm.

Pour une boutique comme Besse Déco, nos plateaux ronds de 60 à 80 cm, à motifs géométriques ou floraux, conviennent aussi bien à l'intérieur qu'aux terrasses. Chaque pièce est unique et livrée avec un certificat d'origine.

Puis-je vous faire parvenir notre catalogue et nos prix rendus en Suisse ?

Avec mes meilleures salutations,
Lina Fawwaz Twal
Madaba Turath Trading Co. Ltd.
+962 5 324 6180 – l.twal@madabaturath.jo
"""),
         "wholly French (Swiss buyer); `Monsieur Besse,` as the greeting of a gérant; company without "
         "`Sàrl`; the category translated with the English in brackets",
         Twin("company_missing", "Pour une boutique comme Besse Déco,", "Pour une boutique comme la vôtre,",
              "Besse Déco Sàrl",
              "every mention of the company (subject and body) replaced by a reference to the buyer's shop",
              found="la vôtre",
              also=(("subject", "pour Besse Déco", "pour votre boutique"),))),
    # N024
    Mail("P024", "s3",
         "Hard coking coal: CSR, ash and sulphur figures (delivery via Tianjin)",
         t("""
Dear Mr Ito,

Thank you for your enquiry. As requested, here are the main figures for the hard coking coal we ship from the Tavan Tolgoi area, taken from the last six months' loadings:

- CSR: 62–65
- Ash (ad): 9.5–10.5%
- Total sulphur (ad): 0.55–0.70%
- Volatile matter (daf): 23–25%; total moisture below 8%

For 伊藤鉱産株式会社 we propose delivery through Tianjin: the coal moves by truck and rail to the Chinese border and on to Tianjin port, where it can be loaded on your vessel (FOB Tianjin) or shipped CFR Japan. An independent laboratory's certificate of analysis comes with every lot.

I remain at your disposal for a trial cargo.

Yours sincerely,
Gankhuyag Bat-Erdene
Foreign Trade Manager
Kharaa Trade LLC, Darkhan, Mongolia
bat-erdene@kharaatrade.mn
"""),
         "English; answers the note point by point (CSR, ash, sulphur; delivery through Tianjin); the "
         "company in kanji inside an English sentence; the sender's Mongolian title in English in the "
         "signature and his name in Mongolian order (patronymic first)",
         Twin("sender_wrong", "Kharaa Trade LLC, Darkhan", "Kharaa Trading LLC, Darkhan", "Kharaa Trade LLC",
              "the sender's company name changed (Trading for Trade)", found="Kharaa Trading LLC")),
    # N025
    Mail("P025", "s3",
         "Mongolian hard coking coal for 주식회사 서해스틸",
         t("""
서정웅 팀장님께,

My name is Gankhuyag Bat-Erdene, foreign trade manager at Kharaa Trade LLC in Darkhan, Mongolia. We ship hard coking coal from the South Gobi mines and would like to introduce it to 주식회사 서해스틸 as a second source alongside Australian coal.

Typical quality: CSR 62–65, ash around 10%, sulphur 0.6%, volatile matter 24%. The coal is railed to the Chinese border and shipped from Tianjin to Pohang or Gwangyang in about five days.

As 원료구매팀장, would you consider a trial cargo of 30,000 t? I can send full specifications and a CFR Korea price.

Best regards,
G. Bat-Erdene
Kharaa Trade LLC
+976 7037 2245
"""),
         "English with a Korean greeting (full name + 팀장님, the head of the recorded title "
         "원료구매팀장); the sender as `G. Bat-Erdene` (patronymic initial); the recorded title inside "
         "an English sentence; the company in Hangul",
         Twin("country_wrong", "a CFR Korea price", "a CFR Japan price", "South Korea",
              "the buyer is in South Korea; the price is offered for Japan", found="CFR Japan")),
    # N026
    Mail("P026", "s3",
         "蒙古主焦煤供应 – 致包头王氏钢铁有限公司",
         t("""
王经理您好：

我是蒙古达尔汗Kharaa Trade LLC的外贸经理Gankhuyag Bat-Erdene（巴特额尔敦）。我们供应南戈壁塔本陶勒盖矿区的主焦煤，离包头很近，可经甘其毛都口岸汽运入境，运输时间短。

主要指标：CSR 62–65，灰分约10%，硫分约0.6%，挥发分23–25%，全水分8%以下。每批货附第三方检验报告。

作为原料采购经理，您如有意，我们可以先安排一批试用量，口岸交货价或到厂价均可商议。

期待与包头王氏钢铁有限公司合作。

顺祝商祺！

Gankhuyag Bat-Erdene
Kharaa Trade LLC
电话：+976 7037 2245
"""),
         "wholly simplified Chinese; the recorded title inside a sentence (作为原料采购经理); the "
         "category as 主焦煤 (prime coking coal); the Ganqimaodu border crossing; the sender's name "
         "with a Chinese rendering",
         Twin("category_wrong", "我们供应南戈壁塔本陶勒盖矿区的主焦煤", "我们供应南戈壁塔本陶勒盖矿区的动力煤",
              "coking coal", "动力煤 (thermal coal) is a neighbouring product, not coking coal",
              found="动力煤")),
    # N027
    Mail("P027", "s3",
         "Schafsaitlinge 20/22 und 22/24 – nach unserem Gespräch auf der IFFA",
         t("""
Sehr geehrter Herr Bolnbach,

vielen Dank für das Gespräch auf der IFFA in Frankfurt. Sie suchten Schafsaitlinge in den Kalibern 20/22 und 22/24 mm – beide können wir aus unserer Sortierung in Darkhan regelmäßig liefern.

Unsere gesalzenen Naturdärme stammen von mongolischen Weideschafen, werden von Hand kalibriert, in Bündeln zu 91,44 m (100 Yards) trocken gesalzen und in Fässern verschifft. Für die Bolnbach Naturdärme GmbH & Co. KG würden wir zunächst eine Probelieferung von je 500 Bündeln pro Kaliber vorschlagen, mit Veterinärzertifikat für die EU.

Als Einkäufer möchten Sie sicher vorab Muster prüfen – sollen wir Ihnen je zehn Bündel schicken?

Mit freundlichen Grüßen
Gankhuyag Bat-Erdene
Foreign Trade Manager
Kharaa Trade LLC, Darkhan (Mongolei)
+976 7037 2245
"""),
         "follow-up after the fair the note records (IFFA, Frankfurt) with its calibres; wholly German; "
         "the category as `gesalzene Naturdärme` / `Schafsaitlinge`; company in full with an article",
         Twin("title_wrong", "Als Einkäufer möchten", "Als Einkaufsleiter möchten", "Einkäufer",
              "the head of purchasing's title for a buyer (one rung up)", found="Einkaufsleiter")),
    # N028
    Mail("P028", "s3",
         "Solone osłonki naturalne z Mongolii dla Olchawa Osłonki",
         t("""
Szanowna Pani,

nazywam się Gankhuyag Bat-Erdene i odpowiadam za handel zagraniczny w firmie Kharaa Trade LLC z Darchanu w Mongolii. Eksportujemy solone osłonki naturalne – jelita baranie i kozie w kalibrach od 16/18 do 26/28 mm, kalibrowane ręcznie i pakowane w beczkach.

Sądzę, że nasze osłonki mogą zainteresować firmę Olchawa Osłonki Sp. z o.o. Jako Kierowniczka Zakupów zapewne zechce Pani najpierw sprawdzić próbki – chętnie je prześlemy wraz ze świadectwem weterynaryjnym i cennikiem CIP Polska.

Z poważaniem
Gankhuyag Bat-Erdene
Kharaa Trade LLC
bat-erdene@kharaatrade.mn
"""),
         "wholly Polish; `Szanowna Pani,` without a name, as Polish letters open; Darkhan declined "
         "(`z Darchanu`); the recorded feminine title inside a sentence; company without its legal "
         "form in the subject",
         Twin("company_misspelled", "firmę Olchawa Osłonki Sp. z o.o.", "firmę Olhawa Osłonki Sp. z o.o.",
              "Olchawa Osłonki Sp. z o.o.", "the c of Olchawa lost", found="Olhawa Osłonki Sp. z o.o.")),
    # N029
    Mail("P029", "s3",
         "Salted natural casings from Mongolia – Дешановски Месна Индустрија",
         t("""
Почитуван господине Дешановски,

I am writing from Kharaa Trade LLC in Darkhan, Mongolia. We export salted natural casings – sheep and goat casings, hand-graded, dry-salted and packed in barrels – and would like to offer them to Дешановски Месна Индустрија ДООЕЛ.

Calibres run from 18/20 to 24/26 mm, in hanks of 91.44 m, and every lot travels with a veterinary health certificate. To North Macedonia we ship by sea to Thessaloniki and on by truck, about seven weeks door to door.

As Менаџер за набавки you will judge the quality best from samples – shall I send a few hanks of each calibre?

Kind regards,
Gankhuyag Bat-Erdene
Foreign Trade Manager, Kharaa Trade LLC
+976 7037 2245
"""),
         "English with a Macedonian greeting (vocative господине); the company in Cyrillic, in full in "
         "the body and without ДООЕЛ in the subject; the recorded title in Cyrillic inside an English "
         "sentence; Thessaloniki as the port",
         Twin("country_wrong", "To North Macedonia we ship", "To Bulgaria we ship", "North Macedonia",
              "the buyer is in North Macedonia; Bulgaria is its neighbour", found="Bulgaria")),
    # N030
    Mail("P030", "s3",
         "Замороженная конина халяль – после Foodexpo Qazaqstan",
         t("""
Уважаемый Бауыржан,

благодарю за встречу на выставке Foodexpo Qazaqstan в Алматы. Как мы договорились, направляю информацию о замороженной конине от Kharaa Trade LLC.

Убой проводится по нормам халяль, на каждую партию выдаётся халяль-сертификат. Мясо от лошадей пастбищного содержания: бескостные отрубы и полутуши, шоковая заморозка до −18 °C, упаковка в коробки по 25 кг. Доставка рефрижераторными контейнерами по железной дороге занимает около двух недель.

Для ТОО «Сарыарқа Ет» готовы отгрузить пробную партию в 20 тонн. Прошу сообщить, какие отрубы Вас интересуют.

С уважением,
Ганхуяг Бат-Эрдэнэ (Gankhuyag Bat-Erdene)
Менеджер по внешней торговле
Kharaa Trade LLC, Дархан, Монголия
+976 7037 2245
"""),
         "follow-up after the fair the note records (Foodexpo Qazaqstan, Almaty); halal as the note "
         "requires; wholly Russian; the company with its Kazakh letter қ and «» quotes; the sender's "
         "name in Cyrillic with the Latin in brackets",
         Twin("category_wrong", "информацию о замороженной конине", "информацию о замороженной говядине",
              "frozen horse meat", "frozen beef (говядина) for the buyer's horse meat (конина)",
              found="замороженной говядине")),
    # N031
    Mail("P031", "s3",
         "Diepgevroren paardenvlees uit Mongolië",
         t("""
Beste Erik,

Ik ben Gankhuyag Bat-Erdene van Kharaa Trade LLC in Darkhan, Mongolië. Wij exporteren diepgevroren paardenvlees van paarden die het hele jaar buiten grazen – ontbeend, vacuüm verpakt en in dozen van 25 kg.

Voor Smet Vleeshandel kunnen wij filet, entrecote en bovenbil leveren, met een gezondheidscertificaat voor de EU en volledige traceerbaarheid tot het slachthuis. Een 40ft-reefer doet ongeveer zes weken over de reis naar Antwerpen.

Mag ik u een prijsofferte CIF Antwerpen sturen?

Met vriendelijke groeten,
Gankhuyag Bat-Erdene
Foreign Trade Manager, Kharaa Trade LLC
bat-erdene@kharaatrade.mn
"""),
         "wholly Dutch (Flemish register: `Beste Erik` with `u`); company without `BV`; the category "
         "translated (`diepgevroren paardenvlees`); Antwerp as the port",
         Twin("company_foreign", "Voor Smet Vleeshandel kunnen", "Voor Wathelet Primeurs kunnen",
              "Smet Vleeshandel BV", "Wathelet Primeurs SRL is another Belgian buyer of this batch",
              found="Wathelet Primeurs")),
    # N032
    Mail("P032", "s3",
         "Pferdefleisch aus der Mongolei für die Stutz Fleisch AG",
         t("""
Sehr geehrter Herr Stutz

Pferdefleisch hat in der Schweiz eine lange Tradition, und ein guter Teil davon wird importiert. Die Kharaa Trade LLC in Darkhan, Mongolei, liefert tiefgefrorenes Pferdefleisch von Weidepferden: entbeinte Edelstücke (Filet, Entrecôte, Huft) und Verarbeitungsfleisch, vakuumverpackt, in Kartons à 25 kg, bei −18 °C.

Gerne würde ich der Stutz Fleisch AG ein Angebot unterbreiten. Als Leiter Beschaffung interessiert Sie sicher auch die Zulassung: Unser Schlachthof verfügt über eine Exportzulassung, und jede Sendung reist mit Veterinärzertifikat.

Darf ich Ihnen unsere Preisliste zustellen?

Freundliche Grüsse
Gankhuyag Bat-Erdene
Kharaa Trade LLC, Darkhan
+976 7037 2245
"""),
         "wholly Swiss German (no comma after the greeting, `Grüsse` with ss, `Huft`); the recorded "
         "title inside a sentence; the company with its article",
         Twin("company_missing", "Gerne würde ich der Stutz Fleisch AG ein Angebot",
              "Gerne würde ich Ihrem Unternehmen ein Angebot", "Stutz Fleisch AG",
              "every mention of the company (subject and body) replaced by `Ihr Unternehmen`",
              found="Ihrem Unternehmen",
              also=(("subject", "für die Stutz Fleisch AG", "für Ihr Unternehmen"),))),
    # N033
    Mail("P033", "s4",
         "Jicama fraîche du Honduras – prix FOB Puerto Cortés",
         t("""
Bonjour Monsieur Robert,

Comme vous préférez échanger en français, voici notre offre de jicama fraîche (Pachyrhizus erosus) pour Les Importations Robert inc.

Nos jicamas sont cultivées dans la région de Choluteca, calibrées de 300 g à 1 kg et emballées en caisses de 20 kg (44 lb). Saison principale : de décembre à mai. Prix FOB Puerto Cortés : 14,50 USD la caisse, par conteneur réfrigéré de 40 pieds (environ 1 100 caisses) à 13 °C. Le transit vers le Canada prend de dix à quatorze jours selon la ligne.

N'hésitez pas à me demander des échantillons.

Cordialement,
Glenda Marisol Zelaya Banegas
Gerente de Ventas de Exportación
Agroexportadora Golfo de Fonseca, S. de R.L.
Choluteca, Honduras – +504 2782 3391
"""),
         "wholly French, as the note asks, with its FOB Puerto Cortés price; the Québec company in full "
         "with its lower-case `inc.`; the contact's family name Robert is also a given name; French "
         "number formats (14,50 ; 1 100)",
         Twin("country_wrong", "Le transit vers le Canada", "Le transit vers les États-Unis", "Canada",
              "the buyer is in Canada; the transit is given to the United States", found="les États-Unis")),
    # N034
    Mail("P034", "s4",
         "Fresh jicama from Honduras for Exotic Fresh Westland",
         t("""
Dear Lukas,

I'm Glenda Zelaya, export sales manager at Agroexportadora Golfo de Fonseca in Choluteca, southern Honduras. We grow and pack fresh jicama from December to June.

For Exotic Fresh Westland B.V. we can supply jicama in 20 kg cartons or 10 kg retail-ready cartons, size-graded, GlobalG.A.P. certified. Reefer containers leave Puerto Cortés weekly and reach Rotterdam in about 18 days.

Would you like samples with our next shipment to Rotterdam, or a CIF Rotterdam price first?

Kind regards,
Glenda Marisol Zelaya Banegas
Gerente de Ventas de Exportación (Export Sales Manager)
Agroexportadora Golfo de Fonseca, S. de R.L.
gzelaya@golfodefonseca.hn
"""),
         "English; the sender shortens her name (`Glenda Zelaya`: first given name, first family name) "
         "and her company (without the legal form) in the text; the buyer's unusual family name "
         "(Adriaensdr, as drawn) is left out by a first-name greeting",
         Twin("contact_wrong", "Dear Lukas,", "Dear Luuk,", "Lukas",
              "another Dutch given name (Luuk) for the contact Lukas", found="Luuk")),
    # N035
    Mail("P035", "s4",
         "Jicama fraîche du Honduras",
         t("""
Madame Wathelet,

Je me permets de vous contacter au nom d'Agroexportadora Golfo de Fonseca, exportateur de fruits et légumes frais établi à Choluteca, au Honduras. En tant que responsable achats de Wathelet Primeurs, vous recherchez peut-être de nouveaux produits exotiques : notre jicama fraîche, croquante et légèrement sucrée, se mange crue en bâtonnets ou en salade.

Nous expédions en caisses de 10 et 20 kg, par conteneur réfrigéré de Puerto Cortés à Anvers (environ trois semaines). Tous nos lots sont certifiés GlobalG.A.P.

Puis-je vous adresser une offre CIF Anvers ?

Bien à vous,
Glenda Marisol Zelaya Banegas
Agroexportadora Golfo de Fonseca, S. de R.L.
+504 2782 3391
"""),
         "wholly French (Belgian `Bien à vous`); the recorded title inside a sentence; company without "
         "`SRL`; the sender's company elided (`d'Agroexportadora`)",
         Twin("title_wrong", "En tant que responsable achats", "En tant que responsable commerciale",
              "Responsable achats", "a sales title for the buyer's purchasing one",
              found="responsable commerciale")),
    # N036
    Mail("P036", "s4",
         "Chào hàng nhựa thông (gum rosin) từ Honduras – Công ty Cổ phần Giấy Vũ Gia",
         t("""
Kính gửi anh Tùng,

Tôi là Glenda Zelaya, trưởng phòng kinh doanh xuất khẩu của Agroexportadora Golfo de Fonseca, S. de R.L. tại Honduras. Chúng tôi xuất khẩu nhựa thông (gum rosin) từ rừng thông Pinus oocarpa, các cấp WW và WG, điểm hóa mềm 74–78 °C, chỉ số axit trên 165.

Nhựa thông của chúng tôi phù hợp làm chất gia keo cho giấy. Chúng tôi có thể đóng phuy thép 225 kg hoặc bao 25 kg, giao CFR cảng Hải Phòng hoặc Cát Lái.

Nếu Công ty Cổ phần Giấy Vũ Gia quan tâm, chúng tôi xin gửi mẫu thử và báo giá.

Trân trọng,
Glenda Marisol Zelaya Banegas
Agroexportadora Golfo de Fonseca, S. de R.L.
Choluteca, Honduras
gzelaya@golfodefonseca.hn
"""),
         "wholly Vietnamese; `anh Tùng` (the given name; the record has family name first); the "
         "category translated (nhựa thông) with the English in brackets; paper sizing",
         Twin("company_misspelled", "Nếu Công ty Cổ phần Giấy Vũ Gia", "Nếu Công ty Cổ phần Giấy Vủ Gia",
              "Công ty Cổ phần Giấy Vũ Gia", "the tone mark of Vũ changed (Vủ)",
              found="Công ty Cổ phần Giấy Vủ Gia")),
    # N037
    Mail("P037", "s4",
         "WW gum rosin, softening point 76 °C min. – price for a 20 t trial lot",
         t("""
Sayın Zekayi Bey,

Thank you for your enquiry. Here is our offer for the trial lot you asked for:

- Product: gum rosin, WW grade (Pinus oocarpa, Honduras)
- Softening point (ring & ball): 76 °C minimum – our current lots test at 77–78 °C
- Acid value: 166 minimum
- Quantity: 20 t, one 20 ft container (800 bags of 25 kg)
- Price: USD 1,720 per tonne CFR Mersin, payment by irrevocable L/C at sight

Shipment from Puerto Cortés within three weeks of your order. We can also send a 1 kg pre-shipment sample to Akça Kimya for testing.

Saygılarımla,
Glenda Marisol Zelaya Banegas
Gerente de Ventas de Exportación
Agroexportadora Golfo de Fonseca, S. de R.L.
+504 2782 3391
"""),
         "English with a Turkish greeting (`Sayın` + given name + `Bey`) and closing; answers the note "
         "point by point (WW grade, softening point 76 °C minimum, 20 t trial lot); company shortened "
         "(`Akça Kimya`)",
         Twin("sender_wrong", "Agroexportadora Golfo de Fonseca, S. de R.L.\n+504",
              "Agroexportadora Golfo de Fonseca, S.A. de C.V.\n+504",
              "Agroexportadora Golfo de Fonseca, S. de R.L.",
              "the sender's legal form in the signature changed (S.A. de C.V. for S. de R.L.)",
              found="Agroexportadora Golfo de Fonseca, S.A. de C.V.")),
    # N038
    Mail("P038", "s4",
         "Honduran gum rosin for Al Mazrouei Adhesives Industries",
         t("""
Dear Mr Al Mazrouei,

Gum rosin is the backbone of many hot-melt and pressure-sensitive adhesives, and I would like to offer Al Mazrouei Adhesives Industries L.L.C. a new source from Central America.

Agroexportadora Golfo de Fonseca, S. de R.L. exports gum rosin from Honduran pine (Pinus oocarpa) in WW and WG grades: softening point 74–78 °C, acid value above 165, low ash. We pack in 25 kg bags or 225 kg drums and ship to Jebel Ali in about five weeks.

As Procurement Manager, would you like a sample for your laboratory and a CFR Jebel Ali quotation?

Best regards,
Glenda Marisol Zelaya Banegas
Export Sales Manager
Agroexportadora Golfo de Fonseca, S. de R.L.
gzelaya@golfodefonseca.hn
"""),
         "English; company in full in the body and without `L.L.C.` in the subject; `Mr Al Mazrouei` "
         "with the family name's article; the sender's title in English",
         Twin("company_foreign", "offer Al Mazrouei Adhesives Industries L.L.C. a",
              "offer Akça Kimya San. ve Tic. A.Ş. a", "Al Mazrouei Adhesives Industries L.L.C.",
              "Akça Kimya San. ve Tic. A.Ş. is another gum rosin buyer of this batch (Turkey)",
              found="Akça Kimya San. ve Tic. A.Ş.")),
    # N039
    Mail("P039", "s4",
         "Muestra de 5 kg de semilla de morro",
         t("""
Estimada señora Quintanilla:

Gracias por su interés en nuestra semilla de morro. Tal como nos pidió, hoy le enviamos por courier una muestra de 5 kg, limpia y seca, de la cosecha de este año. La semilla proviene de árboles de morro (Crescentia alata) del sur de Honduras.

Para horchata podemos tostarla ligeramente si su cliente lo desea; también la ofrecemos cruda, en sacos de 25 kg. Por camión, un pedido llega a El Salvador en dos días.

Quedamos atentos a sus comentarios sobre la muestra.

Saludos cordiales,
Glenda Marisol Zelaya Banegas
Gerente de Ventas de Exportación
Agroexportadora Golfo de Fonseca, S. de R.L.
Choluteca, Honduras – +504 2782 3391
"""),
         "wholly Spanish; answers the note (morro seed for horchata; a 5 kg sample); greeting with the "
         "colon, as Spanish letters write it; the category in Spanish (semilla de morro)",
         Twin("category_wrong", "Gracias por su interés en nuestra semilla de morro",
              "Gracias por su interés en nuestra semilla de ajonjolí", "morro seeds",
              "sesame seed (ajonjolí), another horchata ingredient, for the buyer's morro seeds",
              found="semilla de ajonjolí")),
    # N040
    Mail("P040", "s4",
         "Morro seeds from Honduras for Lone Star Latin Foods",
         t("""
Dear John,

Salvadoran and Honduran horchata is made with morro seeds, and good seed is not always easy to find in the US. Agroexportadora Golfo de Fonseca, S. de R.L., in Choluteca, Honduras, collects and cleans morro seeds (Crescentia alata) and exports them in 25 kg bags.

I would like to offer Lone Star Latin Foods a steady supply, whole or ground, with FDA prior notice and a phytosanitary certificate for each shipment. We can ship LCL from Puerto Cortés to Houston, which keeps small orders affordable.

Could I send you a sample and our price list?

Best regards,
Glenda Marisol Zelaya Banegas
Export Sales Manager
Agroexportadora Golfo de Fonseca, S. de R.L.
+504 2782 3391 | gzelaya@golfodefonseca.hn
"""),
         "English cold introduction; company without `, Inc.`; Houston as the port of discharge",
         Twin("company_missing", "offer Lone Star Latin Foods a", "offer your company a",
              "Lone Star Latin Foods, Inc.",
              "every mention of the company (subject and body) replaced by `your company`",
              found="your company",
              also=(("subject", "for Lone Star Latin Foods", "for your company"),))),
]
