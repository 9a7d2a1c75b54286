"""Natural e-mails N041-N060: a second e-mail to 20 buyers (18 with a note, and P007, P031), each with
the one edit its twin gets. Follow-ups on the writer's own earlier e-mail, quote or sample, or another
(shorter) first e-mail by a second writer."""
from mail import B, Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Following up: beach chairs for the Scheveningen pavilion",
         B("""
            Hi Tessa,

            I hope the spring planning is going well. I'm following up on the price list I sent after spoga+gafa for the 40 two-seater chairs for your beach pavilion in Scheveningen.

            Two things have changed since then. Our workshop has reserved a slot for 40 "Ostsee" two-seaters in February, so delivery before 1 April is still possible if we have your order by the end of January. And we can now offer the canopy in a striped Dralon as well as in plain colours.

            If Haack Strandinrichting B.V. would like to see a chair before deciding, I could bring one to The Hague in the week of 12 January.

            Kind regards,
            Wiebke

            Wiebke Thießen
            Head of Export | Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "English; follow-up on the writer's own price list (after the fair the note records), repeating the note's "
         "40 two-seaters and Scheveningen pavilion; the sender's given name alone, then in full",
         Twin("note_wrong", "body", [("for the 40 two-seater chairs for your", "for the 60 two-seater chairs for your")],
              "40 two-seater chairs", "the note's quantity misquoted (60 for 40)", found="60 two-seater chairs")),

    Mail("P003", "s1",
         "Überdachte Strandkörbe – Angebot für die Käser Gartenmöbel AG",
         B("""
            Sehr geehrter Herr Käser,

            erlauben Sie mir eine kurze Vorstellung: Die Strelasund Handelskontor GmbH & Co. KG aus Stralsund fertigt überdachte Strandkörbe mit Korbgeflecht für Hotels, Strandbäder und Campingplätze.

            Für Ihre Kunden am Thunersee dürften zwei Dinge interessant sein: Unsere Körbe sind abschließbar und können deshalb über Nacht am Ufer bleiben, und wir bringen auf Wunsch das Logo des Hotels oder Strandbads auf der Rückwand an. Ich bin sicher, dass sie gut ins Sortiment der Käser Gartenmöbel AG passen.

            Gern schicke ich Ihnen unseren Katalog mit Schweizer Preisen (DDP, in CHF).

            Mit freundlichen Grüßen

            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            w.thiessen@strelasund-kontor.de
         """),
         "German, as the note asks; another, shorter first e-mail by a second writer; 'Sehr geehrter Herr Käser' (German "
         "rather than Swiss greeting); the company with its article in the genitive (der Käser Gartenmöbel AG) and "
         "accusative (die … AG); the note's customers",
         Twin("company_missing", "body", [("der Käser Gartenmöbel AG", "Ihres Unternehmens"), ("die Käser Gartenmöbel AG", "Ihr Unternehmen")],
              "Käser Gartenmöbel AG", "every mention of the company (subject and body) replaced by 'Ihr Unternehmen'",
              found="Ihres Unternehmens")),

    Mail("P004", "s1",
         "Sample Strandkorb shipped – tracking and test reports",
         B("""
            Dear Suzuki-san,

            Following my e-mail of last week: the sample chair for 鈴木リゾート用品株式会社 left Hamburg by air yesterday. The tracking number is on the attached air waybill, and it should reach you by Friday.

            It is our two-seater "Ostsee" in white polyrattan with stainless-steel fittings, the version we suggest for the beach resorts in Okinawa. The canopy is made of the same fabric as in the flame-retardant test reports (DIN 4102 B1 and EN 13501-1) I sent you.

            Once you and your customers have tried it, I would be glad to hear your comments, in particular whether the resorts would also need the wider XL model.

            Best regards,
            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "English to a Japanese buyer ('Suzuki-san'); follow-up on the writer's own e-mail and the sample the note "
         "asked for, with its customers (Okinawa resorts); the company in Japanese script inside English; the "
         "category as 'Strandkorb' and 'chair'",
         Twin("category_wrong", "body", [("the sample chair for 鈴木リゾート用品株式会社", "the sample sun lounger for 鈴木リゾート用品株式会社")],
              "roofed wicker beach chairs", "a sun lounger for the roofed wicker beach chair", found="sample sun lounger")),

    Mail("P006", "s1",
         "Léčivá křída z Rujány s certifikátem COSMOS Natural",
         B("""
            Vážená paní Blažková,

            posílám Vám informace o naší léčivé křídě z ostrova Rujána (Rügener Heilkreide) spolu s certifikátem COSMOS Natural, který potřebujete pro lázeňské hotely v Karlových Varech a Mariánských Lázních.

            Křída se těží na poloostrově Jasmund, je čistě přírodní, bez přísad a mletá pod 20 µm. V lázních se míchá s teplou vodou a nanáší jako zábal při teplotě kolem 40 °C; na celotělový zábal stačí asi 1,5 kg.

            Dodáváme ji v papírových pytlích po 25 kg nebo v kbelících po 5 kg; doprava ze Stralsundu do Česka trvá zhruba tři dny. Pro společnost Lázeňské potřeby Blažková s.r.o. rádi připravíme cenovou nabídku podle objemu, a pokud byste chtěla křídu nejdřív vyzkoušet, pošlu Vám 5 kg zdarma.

            S pozdravem
            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "Czech; another, shorter first e-mail that answers the note's certificate need and uses its spa towns (in "
         "Czech, locative); Rügen under its Czech name Rujána with the German product name; the company with "
         "'společnost'; capitalised Vám/Vás",
         Twin("company_misspelled", "body", [("Pro společnost Lázeňské potřeby Blažková s.r.o.", "Pro společnost Lázeňské potřeby Blažkova s.r.o.")],
              "Lázeňské potřeby Blažková s.r.o.", "the family name's long á lost (Blažkova)",
              found="Lázeňské potřeby Blažkova s.r.o.")),

    Mail("P007", "s1",
         "독일 뤼겐 섬의 천연 힐링 초크 소개",
         B("""
            강경수 과장님께,

            안녕하십니까. 독일 슈트랄준트에 있는 Strelasund Handelskontor GmbH & Co. KG의 수출 책임자 Wiebke Thießen입니다.

            저희는 발트해 뤼겐 섬에서 채굴한 천연 백악, 뤼겐 힐링 초크(Rügen healing chalk)를 공급하고 있습니다. 독일 스파에서는 100년 넘게 팩과 랩에 사용해 왔고, 최근에는 클레이 마스크와 파우더 원료로도 쓰이고 있습니다. 탄산칼슘 98% 이상, 입자 크기 20µm 이하이며 첨가물이 없습니다.

            주식회사 강스킨랩의 제품 개발에 도움이 되도록 1kg 샘플과 성분 분석서, 미생물 시험 성적서를 보내 드릴 수 있습니다. 정식 주문은 25kg 포대로 포장되며, 함부르크에서 부산까지 약 5주가 걸립니다.

            검토해 주시면 감사하겠습니다.

            Wiebke Thießen 드림
            Leitung Export (수출 책임자)
            Strelasund Handelskontor GmbH & Co. KG
            w.thiessen@strelasund-kontor.de
         """),
         "Korean; another first e-mail (a Korean version of N007); category in Korean with the English in brackets; "
         "the sender's company in Latin script with a Korean particle (의); her title glossed",
         Twin("sender_wrong", "body", [("Strelasund Handelskontor GmbH & Co. KG의 수출", "Stralsund Handelskontor GmbH & Co. KG의 수출")],
              "Strelasund Handelskontor GmbH & Co. KG", "the sender's company spelt after the city (Stralsund for Strelasund)",
              found="Stralsund Handelskontor GmbH & Co. KG")),

    Mail("P009", "s1",
         "Your 5 kg sample of Rügen healing chalk",
         B("""
            Dear Mr Gkouskos,

            A short follow-up to my e-mail after Cosmoprof: according to the courier, the 5 kg sample of Rügen healing chalk for Ο. Γκούσκος & ΣΙΑ Ο.Ε. was delivered to your office on Tuesday.

            When the spa teams in Loutraki and Edipsos try it, I suggest mixing about 1.5 kg with one litre of warm water for a full body pack and applying it at 38–42 °C for 20 minutes. I attach a one-page treatment sheet in English that you are welcome to translate for the therapists.

            I would be happy to hear how the first treatments go.

            Kind regards,
            Wiebke Thießen
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "English, as the note asks; follow-up on the writer's own sample; the family name romanised (Gkouskos, "
         "ELOT) while the company stays in Greek; the note's spa towns",
         Twin("artifact", "body", [("I would be happy to hear", "I would be be happy to hear")], "I would be happy",
              "a doubled word", found="would be be happy")),

    Mail("P011", "s1",
         "عرض تقاوي بطاطس معتمدة سبونتا وديامانت – CIF الإسكندرية",
         B("""
            السيد/ حسام البنا المحترم،

            تحية طيبة وبعد،

            ردًا على استفساركم، يسعدنا أن نقدم لشركة البنا للتقاوي والتجارة عرضنا لتقاوي البطاطس المعتمدة من الصنفين سبونتا وديامانت، رتبة A حسب معايير الاتحاد الأوروبي، مقاس 35/55 مم:

            - السعر: 640 يورو للطن لسبونتا و610 يورو للطن لديامانت، CIF الإسكندرية
            - التعبئة: أجولة 25 كغ، نحو 1000 جوال في الحاوية المبردة 40 قدمًا
            - الشحن: من نوفمبر إلى يناير من ميناء روستوك
            - المستندات: شهادة صحة نباتية صادرة عن هيئة LALLF بولاية مكلنبورغ فوربومرن، وشهادة المنشأ، ونتائج تحاليل العفن البني والعفن الحلقي

            نرجو إبلاغنا بالكميات المطلوبة من كل صنف حتى نحجزها لكم من محصول هذا الموسم.

            مع خالص التحية،

            فيبكه تيسن
            مديرة التصدير (Leitung Export)
            Strelasund Handelskontor GmbH & Co. KG
            هاتف: +49 3831 289 4470
         """),
         "Arabic; another first e-mail (the Arabic version of the offer the note asks for, its varieties and "
         "certificate); Egyptian 'السيد/'; the company after the preposition ل (لشركة …); the sender's name in Arabic "
         "script, her title translated with the German in brackets",
         Twin("company_missing", "body", [("لشركة البنا للتقاوي والتجارة", "لشركتكم")], "شركة البنا للتقاوي والتجارة",
              "the company replaced by 'your company' (لشركتكم)", found="لشركتكم")),

    Mail("P013", "s1",
         "Re: Seed potato varieties for Akhalkalaki",
         B("""
            ბატონო გიგლა,

            I hope the harvest in Javakheti went well. I am following up on my e-mail with our three variety suggestions — Gala, Belana and Adretta — and on the quotation for 100 tonnes DAP Akhalkalaki.

            Since then our breeder has released more class E seed of Belana, so we can offer it at the class A price. A mixed truck, for example 60% Gala and 40% Belana, is no problem.

            Planting in the highlands starts in May, so the trucks should leave Mecklenburg by mid-March. Could you let me know your quantities by the end of February?

            Best regards,
            Wiebke Thießen
            Strelasund Handelskontor GmbH & Co. KG
            +49 3831 289 4470
         """),
         "English with a Georgian greeting; follow-up on the writer's own variety list and quotation; Javakheti "
         "(short for the note's Samtskhe-Javakheti), Akhalkalaki; no buyer company",
         Twin("contact_wrong", "body", [("ბატონო გიგლა,", "ბატონო გიორგი,")], "გიგლა",
              "another Georgian given name (Giorgi) in the greeting", found="გიორგი")),

    Mail("P015", "s1",
         "Agria and Kennebec seed potato samples for Barros & Filhos",
         B("""
            Dear Mr Barros,

            Thank you for asking for samples. This week we are sending two 25 kg boxes of certified seed potatoes, one of Agria and one of Kennebec, both class A, 35/55 mm, to Barros & Filhos, Lda. by courier.

            Both varieties do well in the north of Portugal: Agria is the one for chips and roasting, and Kennebec is the hardy all-rounder that many growers in the Trás-os-Montes cooperatives still plant. Each box carries the EU plant passport and the blue certification label.

            If the samples meet your expectations, we can deliver full trucks of 24 tonnes DAP from January.

            Kind regards,
            Wiebke Thießen
            Leitung Export
            Strelasund Handelskontor GmbH & Co. KG
         """),
         "English; another first e-mail answering the note's sample request (its Portuguese note read in English); "
         "the company with its comma before Lda. followed by 'by courier'; short in the subject",
         Twin("company_foreign", "body", [("to Barros & Filhos, Lda. by courier", "to Bennani Semences SARL by courier")],
              "Barros & Filhos, Lda.", "the Moroccan seed potato buyer's company", found="Bennani Semences SARL")),

    Mail("P016", "s2",
         "Greenheart for the Norfolk groynes – price schedule",
         B("""
            Dear Robert,

            Following up on the FSC and UKTR documents I sent last month: I have now priced the schedule for the Norfolk groynes.

            - 300 x 300 mm x 8 m: 64 piles (46.1 m³)
            - 250 x 250 mm x 6 m: 120 piles (45.0 m³)
            - Price: £1,480 per m³ CIF Tilbury, about £134,800 for the 91.1 m³

            The logs for this order come from the same FSC-certified concession named in the due diligence pack, so the UKTR documents stay as they are. Lead time is about ten weeks from order to Tilbury.

            Let me know if Patterson Marine Civils Ltd needs any other sizes priced.

            Kind regards,
            Shondelle Yhap
            Export Marketing Officer
            Mazaruni Woods & Provisions Inc.
            +592 455 2318
         """),
         "English; follow-up on the writer's own documents (the ones the note asks for) with a priced schedule for "
         "the note's project; volumes that add up; pound sterling",
         Twin("artifact", "body", [("Lead time is about ten weeks from order to Tilbury.",
                                     "Lead time is about ten weeks from order to Tilbury. Lead time is about ten weeks from order to Tilbury.")],
              "Lead time is about ten weeks from order to Tilbury.", "a sentence written twice",
              found="Lead time is about ten weeks from order to Tilbury. Lead time is about ten weeks from order to Tilbury.")),

    Mail("P019", "s2",
         "Price per square – wallaba roofing shingles",
         B("""
            Dear Ms Curtis,

            You asked for our price per square for wallaba roofing shingles, so here it is: US$ 385 per square FOB Georgetown, or US$ 452 per square CIF Miami. One square covers 100 square feet at a 7.5-inch exposure.

            Our shingles are hand-split wallaba (Eperua falcata) from Guyana, 24 inches long and untreated: the wood's natural resins protect it. A 20-foot container takes about 120 squares.

            I'd be glad to send Curtis Roofing Supply LLC a sample bundle.

            Regards,
            Shondelle Yhap
            Mazaruni Woods & Provisions Inc., Bartica, Guyana
            +592 455 2318
         """),
         "English (US); another, shorter first e-mail answering the note's request (price per square) without "
         "naming the fair; units written out",
         Twin("company_misspelled", "body", [("send Curtis Roofing Supply LLC a", "send Curtiss Roofing Supply LLC a")],
              "Curtis Roofing Supply LLC", "a doubled s (Curtiss)", found="Curtiss Roofing Supply LLC")),

    Mail("P021", "s2",
         "Cassareep for Schwartz Fine Foods – CAD prices and bilingual labels",
         B("""
            Hello Ms Schwartz,

            Thanks for your enquiry. Here are our prices in Canadian dollars, DDP Toronto:
            - Cassareep, 250 ml glass bottle, case of 12: CAD 54.00
            - Cassareep, 400 ml glass bottle, case of 12: CAD 78.00

            Every bottle for Canada carries a bilingual English/French label and Nutrition Facts table, as the CFIA requires. Your Caribbean grocers in Scarborough will know cassareep as the secret of a proper Guyanese pepperpot.

            As Category Buyer, would a mixed pallet of both sizes work as a first order?

            Best,
            Shondelle Yhap
            Export Marketing Officer, Mazaruni Woods & Provisions Inc.
         """),
         "English; another, shorter first e-mail answering the note's request (CAD prices, bilingual labels) and "
         "using its customers; the recorded title in a sentence; CFIA",
         Twin("title_wrong", "body", [("As Category Buyer, would", "As Category Manager, would")], "Category Buyer",
              "a category manager's title (one rung up) for the recorded category buyer", found="Category Manager")),

    Mail("P024", "s3",
         "प्राकृतिक खाड़ी मोती – हर लॉट के साथ DANAT रिपोर्ट",
         B("""
            आदरणीय गोतम गावडे जी,

            नमस्ते। IIJS मुंबई में आपने हर लॉट के लिए DANAT रिपोर्ट माँगी थी। हमारे प्राकृतिक खाड़ी मोतियों के हर लॉट के साथ बहरीन इंस्टीट्यूट फ़ॉर पर्ल्स एंड जेमस्टोन्स (DANAT) की रिपोर्ट दी जाती है। बहरीन में कल्चर्ड मोतियों का व्यापार प्रतिबंधित है, इसलिए हमारे सभी मोती प्राकृतिक हैं।

            इस समय हमारे पास गोल और लगभग गोल मोती (4–7 मिमी), बटन मोती और बरोक मोती उपलब्ध हैं, बिना छेद वाले भी। सूची और रिपोर्ट संख्याएँ संलग्न हैं।

            हम गावडे ज्वेलर्स प्राइवेट लिमिटेड के लिए चुने हुए लॉट बीमाकृत कूरियर से मुंबई भेज सकते हैं, ताकि आप उन्हें स्वयं देख सकें।

            सादर,
            मरियम अल-मन्नाई
            बिक्री एवं निर्यात प्रबंधक
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "Hindi; another first e-mail answering the note's request (DANAT reports for every lot) after the fair it "
         "records (IIJS Mumbai); 'आदरणीय … जी'; the sender's name in Devanagari, her title translated; category in Hindi",
         Twin("company_missing", "body", [("गावडे ज्वेलर्स प्राइवेट लिमिटेड", "आपकी कंपनी")], "गावडे ज्वेलर्स प्राइवेट लिमिटेड",
              "the company replaced by 'your company' (आपकी कंपनी)", found="आपकी कंपनी")),

    Mail("P026", "s3",
         "回覆：巴林天然海水珍珠樣品",
         B("""
            劉主管您好：

            香港珠寶展後寄給您的介紹，不知您是否已有機會看過？

            我們已為劉氏珠寶有限公司挑選了一批樣品：二十顆圓珠（5–6毫米，白色帶玫瑰色暈彩）及十顆鈕扣珠，每顆均附DANAT鑑定報告。如您方便，我們下週可經保險快遞寄到香港。

            另外，如您明年三月來巴林，歡迎到我們位於穆哈拉格的辦公室親自挑選。

            順祝
            商祺

            Maryam Al-Mannai
            銷售及出口經理
            Muharraq Lulu Trading W.L.L.
         """),
         "Traditional Chinese, as the note asks; follow-up on the writer's own introduction after the fair the note "
         "records; 劉主管; the fair's short Chinese name; the sender's city in Chinese (穆哈拉格)",
         Twin("country_wrong", "body", [("寄到香港", "寄到澳門")], "Hong Kong",
              "Macau for a Hong Kong buyer", found="澳門")),

    Mail("P028", "s3",
         "الحلوى البحرينية لرمضان – تسجيل الهيئة العامة للغذاء والدواء وشهادة الحلال",
         B("""
            الأستاذ يعرب أبو داوود المحترم،

            السلام عليكم ورحمة الله وبركاته،

            بالإشارة إلى طلبكم، نفيدكم بأن الحلوى البحرينية التي ننتجها مسجلة لدى الهيئة العامة للغذاء والدواء (SFDA)، ومرفق شهادة الحلال سارية المفعول.

            ولضمان وصول البضاعة إلى مستودعاتكم قبل شهر يناير استعدادًا لشهر رمضان المبارك، نرجو تأكيد الطلب قبل منتصف نوفمبر، إذ يتم الشحن برًا عبر جسر الملك فهد.

            بصفتكم مدير قسم المشتريات في مؤسسة أبو داوود التجارية، يسعدنا أن نرسل إليكم عينات من أصنافنا: بالزعفران، وبالهيل والجوز، وبالكاجو، في عبوات 500 غرام و1 كغ وعلب هدايا.

            وتفضلوا بقبول فائق الاحترام والتقدير،

            مريم المناعي
            مديرة المبيعات والتصدير
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "Arabic; another first e-mail answering the note's three points (SFDA, halal, Ramadan stock by January); "
         "SFDA by its Arabic name; the title and company inside an Arabic sentence; the sender's name shortened "
         "(no middle name) in Arabic script",
         Twin("category_wrong", "body", [("بأن الحلوى البحرينية التي ننتجها مسجلة", "بأن المعمول البحريني الذي ننتجه مسجل")],
              "Bahraini halwa", "maamoul (filled pastries) for Bahraini halwa", found="المعمول البحريني")),

    Mail("P030", "s3",
         "Iron ore pellets, Fe 65%+ – CFR Jingtang offer",
         B("""
            Dear Ms Zhong,

            Thank you for your enquiry. Our blast-furnace pellets meet your Fe ≥ 65% requirement: typical TFe 65.6%, SiO₂ 2.3%, Al₂O₃ 0.6%, cold crushing strength of at least 250 kg per pellet, and 95% in the 9–16 mm range.

            Offer: US$ 142 per dry metric tonne CFR Jingtang, 50,000 t ±10% per Supramax cargo, loading at Khalifa Bin Salman Port, Bahrain, about 25 days' sailing.

            For 唐山钟氏炉料贸易有限公司 we can arrange SGS or CCIC inspection at loading. As 采购部经理 you may prefer a trial cargo before a term contract; we would be glad to discuss either.

            Best regards,
            Maryam Al-Mannai
            Sales & Export Manager
            Muharraq Lulu Trading W.L.L.
            +973 1734 5102
         """),
         "English; another first e-mail answering the note's request (Fe ≥ 65%, CFR Jingtang) with the same figures "
         "as N030; 'Ms Zhong' for 钟英; the company and the title in Chinese inside English",
         Twin("company_foreign", "body", [("For 唐山钟氏炉料贸易有限公司 we", "For 宜春市张氏锂业有限公司 we")],
              "唐山钟氏炉料贸易有限公司", "the other Chinese buyer's company (spodumene)", found="宜春市张氏锂业有限公司")),

    Mail("P031", "s3",
         "Follow-up: iron ore pellets for Çamurcuoğlu Demir Çelik",
         B("""
            Dear Mr Çamurcuoğlu,

            I wrote to you two weeks ago about our blast-furnace and DRI-grade iron ore pellets and wanted to follow up.

            We have a Supramax cargo of 50,000 t of blast-furnace pellets (Fe 65.5%, CCS ≥ 250 kg/pellet) loading at Khalifa Bin Salman Port in the second half of next month, and part of it is still open. If Çamurcuoğlu Demir Çelik San. ve Tic. A.Ş. could use 25,000–30,000 t, we could offer it CFR a Turkish port of your choice.

            I attach the technical specification in English and Turkish. Please let me know if a short call would help.

            Best regards,
            Maryam Al-Mannai
            Sales & Export Manager
            Muharraq Lulu Trading W.L.L.
            maryam.almannai@lulutrading.bh | +973 1734 5102
         """),
         "English; follow-up on the writer's own earlier e-mail (N031); 'Mr Çamurcuoğlu' with the Turkish letters; the "
         "long Turkish company name in full, short in the subject; CCS",
         Twin("sender_wrong", "body", [("Sales & Export Manager\nMuharraq Lulu Trading W.L.L.", "Sales & Export Manager\nMuharaq Lulu Trading W.L.L.")],
              "Muharraq Lulu Trading W.L.L.", "the sender's company misspelt in the signature (one r)",
              found="Muharaq Lulu Trading W.L.L.")),

    Mail("P033", "s4",
         "锂辉石精矿 Li₂O ≥ 5.5% 规格书及CIF上海报价",
         B("""
            张经理您好：

            感谢您的询价。附件是我司锂辉石精矿的规格书，主要指标如下：
            ・Li₂O：典型值5.8%（保证值 ≥ 5.5%）
            ・Fe₂O₃：≤ 1.0%
            ・水分：≤ 8%
            ・包装：1.5吨吨袋

            报价：CIF上海，Li₂O品位5.5%每干吨1,050美元，品位更高按比例调整。
            运输：从比基塔附近的工厂经公路运至贝拉港，再以集装箱海运至上海，全程约45天。

            宜春市张氏锂业有限公司如有需要，我们可以先提供20公斤样品供检测。

            此致
            敬礼

            Nyasha Chigumba
            出口部负责人（Head: Exports）
            Bikita Lowveld Resources (Pvt) Ltd
            电话：+263 39 226 4471
         """),
         "Simplified Chinese; another first e-mail answering the note's request (Li2O ≥ 5.5%, CIF Shanghai) with the "
         "figures of N033; 张经理 from 原料采购经理; category in Chinese (锂辉石精矿); the sender's title translated "
         "with the English in brackets",
         Twin("artifact", "subject", [("锂辉石精矿 Li₂O", "锂辉石精矿 锂辉石精矿 Li₂O")], "锂辉石精矿",
              "a word doubled in the subject", found="锂辉石精矿 锂辉石精矿")),

    Mail("P035", "s4",
         "Re: Large garden sculptures from Tengenenge",
         B("""
            Hi Amanda,

            Just checking in on the three garden pieces I sent after Sydney Contemporary: "Guardian of the River", "Family" and "Rising Bird".

            Two quick updates. "Family" is reserved for another client until the end of the month, so if you are interested in it, please let me know soon. And the artist of "Rising Bird", who works at Tengenenge, has just finished a companion piece in the same fruit serpentine, about 1.2 m tall.

            Shipping a pair in one crate would bring the freight per piece to Sydney down.

            Warm regards,
            Nyasha

            Nyasha Chigumba
            Head: Exports | Bikita Lowveld Resources (Pvt) Ltd
            +263 39 226 4471
         """),
         "English; follow-up on the writer's own shortlist after the fair the note records; titles of works in "
         "quotes; no buyer company",
         Twin("note_wrong", "body", [("I sent after Sydney Contemporary", "I sent after the Melbourne Art Fair")],
              "Sydney Contemporary", "another Australian art fair than the one the note records",
              found="the Melbourne Art Fair")),

    Mail("P038", "s4",
         "Fiche technique de l'huile de marula (Sclerocarya Birrea Seed Oil)",
         B("""
            Chère Madame Colas,

            Suite à votre demande, je vous adresse la fiche technique de notre huile de marula pressée à froid (INCI : Sclerocarya Birrea Seed Oil), ainsi que le certificat ECOCERT de notre unité de pressage de Masvingo.

            L'huile est extraite à froid des amandes du fruit de marula, puis filtrée, sans raffinage ; sa richesse en acide oléique (70–78 %) et en antioxydants la rend très stable. Nous la livrons en bidons de 20 L ou en fûts de 190 kg, DAP France.

            Je serais ravie d'envoyer un échantillon aux Laboratoires Colas SAS pour vos essais.

            Bien à vous,
            Nyasha Chigumba
            Head: Exports
            Bikita Lowveld Resources (Pvt) Ltd
         """),
         "French; another, shorter first e-mail answering the note's request (technical sheet with the INCI name, "
         "ECOCERT) without naming the fair; 'ravie' (a woman writing); the company after 'aux'",
         Twin("contact_wrong", "body", [("Chère Madame Colas,", "Chère Madame Colin,")], "Colas",
              "a near French family name in the greeting", found="Colin")),
]
