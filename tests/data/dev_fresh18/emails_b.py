"""Natural e-mails from s2 (Rozova Dolina Trade EOOD, Bulgaria: rose oil, yoghurt starter cultures,
copper cathodes) and s3 (Tashi Phuentsholing Exim Pvt. Ltd., Bhutan: ferrosilicon, red rice,
lemongrass oil), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P016", "s2", "first", "Hebrew greeting, English body; after in-cosmetics Global in Paris as the note records; IFRA and GC-MS from the note; Rosa damascena, ISO 9842; the company in Hebrew script; Haifa; sender shortened to Desi",
         "Bulgarian rose oil – after in-cosmetics",
         """שלום אלון,

It was a pleasure to meet you at in-cosmetics Global in Paris. As promised, some details on our Bulgarian rose oil (Rosa damascena, steam-distilled in the Kazanlak valley):

- conforms to ISO 9842, 2025 harvest
- IFRA certificate and a GC-MS report for each lot
- packed in 1 kg aluminium bottles

I will send the documents for קליין ניחוחות by the end of the week, together with a 5 ml sample. We usually ship by air to Tel Aviv or by sea to Haifa.

Best regards,
Desi Petkova
Export Manager
Rozova Dolina Trade EOOD, Kazanlak, Bulgaria""",
         Twin("note_wrong", "body", "at in-cosmetics Global in Paris", "at Beautyworld Middle East in Dubai", "the note records in-cosmetics Global, Paris", expected="in-cosmetics Global in Paris")),

    Mail("P016", "s2", "follow", "English follow-up on the writer's own documents; 'Hi Alon'; company in Hebrew without בע\"מ; GC-MS; citronellol / geraniol values",
         "GC-MS and IFRA documents – rose oil lot 25/14",
         """Hi Alon,

Please find attached the GC-MS report and the IFRA certificate for lot 25/14, the lot I proposed for קליין ניחוחות. Citronellol is 29.8% and geraniol 17.2%, both well inside the ISO ranges.

The 5 ml sample went out by DHL yesterday.

Best,
Desi""",
         Twin("company_misspelled", "body", "for קליין ניחוחות.", "for קלין ניחוחות.", "one letter (י) lost from the Hebrew family name", expected="קליין ניחוחות")),

    Mail("P017", "s2", "first", "English; 'Dear Mr Lobo'; the Hindi title rendered in English (purchase manager); attar makers of Kannauj as context (another Indian place); rose otto; CIF Nhava Sheva",
         "Bulgarian rose otto for Lobo Aromatics",
         """Dear Mr Lobo,

As purchase manager at Lobo Aromatics you will know how much Indian perfumers value Bulgarian rose otto, from the attar houses of Kannauj to the fragrance compounders of Mumbai.

Rozova Dolina Trade distils Rosa damascena in the Kazanlak valley. Our oil meets ISO 9842, and we can offer 250 g to 1 kg lots CIF Nhava Sheva, or by air to Mumbai.

May I send you our specification and a sample?

Kind regards,
Desislava Petkova
Мениджър износ | Export Manager
Rozova Dolina Trade EOOD
+359 431 62218""",
         Twin("title_wrong", "body", "As purchase manager at Lobo", "As sales manager at Lobo", "a sales title for the recorded purchasing title (क्रय प्रबंधक = purchase manager)", expected="purchase manager")),

    Mail("P018", "s2", "first", "Korean greeting with family name + title honorific (김유진 팀장님), English body; the company in Hangul with (주); rose oil for skincare; Busan/Incheon",
         "Bulgarian rose oil for (주)한결코스메틱",
         """김유진 팀장님께,

안녕하세요. I am Desislava Petkova from Rozova Dolina Trade in Kazanlak, Bulgaria.

We produce Rosa damascena oil and rose water, and several Korean skincare brands use Bulgarian rose oil in serums and toners. I would be glad to introduce our oil to (주)한결코스메틱.

We can ship small lots by air to Incheon, with the COA, IFRA certificate and allergen declaration.

감사합니다.
Desislava Petkova
Export Manager, Rozova Dolina Trade EOOD""",
         Twin("company_foreign", "body", "our oil to (주)한결코스메틱.", "our oil to Lobo Aromatics Pvt. Ltd.", "another buyer's company of this set (the Indian rose oil buyer)", expected="(주)한결코스메틱")),

    Mail("P019", "s2", "first", "wholly in simplified Chinese; reply to the note's request (freeze-dried DVS cultures in 50U sachets, GACC registration); 张经理; Streptococcus thermophilus and Lactobacillus bulgaricus; company in Chinese; Tianjin",
         "关于保加利亚酸奶发酵剂（DVS 50U）",
         """张经理您好：

感谢您对我们酸奶发酵剂的关注。根据您的要求，现将相关信息介绍如下：

1. 产品：直投式冻干酸奶发酵剂（DVS），含嗜热链球菌和保加利亚乳杆菌
2. 规格：50U／袋，每箱100袋
3. 储存：-18℃以下冷冻保存，保质期24个月
4. 运输：冷链空运至天津或北京

关于海关总署（GACC）的境外生产企业注册，我们的工厂已提交申请，预计下月完成。届时我们会把注册号发给内蒙古张氏乳业有限公司。

此致
敬礼

Desislava Petkova（德西斯拉娃）
Rozova Dolina Trade EOOD，保加利亚""",
         Twin("contact_wrong", "body", "张经理您好：", "王经理您好：", "the contact's family name is 张, not 王", expected="张经理")),

    Mail("P019", "s2", "follow", "English follow-up on the GACC registration the note records; 'Dear Ms Zhang'; company short in Chinese (张氏乳业); full signature with e-mail",
         "GACC registration number – yoghurt starter cultures",
         """Dear Ms Zhang,

Good news: our plant's GACC registration has been approved, and the number is now in the CIFER system. This means we can ship the DVS yoghurt starter cultures to 张氏乳业 without delay.

Shall I prepare a proforma for the first 20 cartons?

Best regards,
Desislava Petkova
Rozova Dolina Trade EOOD
d.petkova@rozovadolina.bg""",
         Twin("sender_wrong", "body", "d.petkova@rozovadolina.bg", "d.petkova@rozovadolina.com", "the sender's e-mail domain changed", expected="d.petkova@rozovadolina.bg")),

    Mail("P020", "s2", "first", "Swahili greeting, English body; reply to the note's sample request for mala, with the gentle advice that mala is usually made with a mesophilic culture (hard but right); co-operative named in full; Nairobi",
         "Starter culture samples for mala",
         """Habari Anasa,

Thank you for your request. We will send samples to Nazari Dairy Farmers Co-operative Society this week.

As you asked, one sample is our thermophilic yoghurt culture (S. thermophilus and L. bulgaricus). Since mala is traditionally a mesophilic fermented milk, I am adding a second sample of a mesophilic culture, so your team can compare the taste and the fermentation time.

Both come freeze-dried in 50U sachets and travel well in a cool box by air to Nairobi.

Asante sana,
Desislava Petkova
Export Manager, Rozova Dolina Trade EOOD""",
         Twin("artifact", "body", "your team can compare the taste and the fermentation time.", "your team can compare the taste and the fermentation time. your team can compare the taste and the fermentation time.", "repeated clause")),

    Mail("P020", "s2", "follow", "English follow-up on the samples; 'Hi Anasa'; Kenya's KEBS and import duty as facts of the buyer's country",
         "Re: Starter culture samples for mala",
         """Hi Anasa,

The samples arrived in Nairobi yesterday, DHL tells me. Please keep them frozen until your trial.

For a regular order we can supply the KEBS documents needed for import into Kenya; the cultures come in under the East African Community tariff for dairy inputs.

Best regards,
Desi""",
         Twin("country_wrong", "body", "needed for import into Kenya;", "needed for import into Tanzania;", "the buyer is in Kenya", expected="Kenya")),

    Mail("P021", "s2", "first", "Azerbaijani greeting with 'bəy' after the given name, English body; the company with MMC; route through Georgia (another country) by truck; Baku",
         "Yoghurt starter cultures for Vəlizadə Süd",
         """Hörmətli Bəhlul bəy,

I am writing from Rozova Dolina Trade in Bulgaria. Bulgaria is the home of Lactobacillus bulgaricus, and we supply freeze-dried starter cultures for yoghurt, qatıq and ayran to dairies around the Black Sea.

For Vəlizadə Süd MMC we could send a trial box of 50U sachets by air to Baku, or together with other goods by truck through Georgia.

Please let me know if a technical sheet would help.

Hörmətlə,
Desislava Petkova
Export Manager
Rozova Dolina Trade EOOD""",
         Twin("company_missing", "body", "For Vəlizadə Süd MMC we could", "For your dairy we could", "the buyer's company replaced by a generic phrase", expected="Vəlizadə Süd MMC")),

    Mail("P022", "s2", "first", "Turkish greeting 'Sayın Özsözlü Bilge' with the full name (the given name is unusual); English body; after wire Düsseldorf as the note records; LME Grade A registered brand from the note; Gemlik / Istanbul; Burgas",
         "LME Grade A copper cathodes – after wire Düsseldorf",
         """Sayın Özsözlü Bilge,

Thank you for your time at wire Düsseldorf. As discussed, Rozova Dolina Trade can offer copper cathodes of an LME-registered brand, Grade A (Cu-CATH-1), produced in Bulgaria:

- 2-5 t bundles, strapped
- shipment from Burgas to Gemlik or Ambarlı, CIF
- price: LME cash settlement + premium, fixed monthly

For Bilge Kablo I can prepare a monthly contract offer for 6 or 12 months.

Saygılarımla,
Desislava Petkova
Export Manager, Rozova Dolina Trade EOOD
+359 431 62218""",
         Twin("category_wrong", "body", "can offer copper cathodes of an LME-registered brand", "can offer copper wire rod of an LME-registered brand", "copper wire rod, a neighbouring product the sender does not sell", expected="copper cathodes")),

    Mail("P022", "s2", "follow", "Turkish greeting, English body; follow-up on the writer's own contract offer; the buyer's title in Turkish in an English sentence (hammadde satın alma şefi)",
         "Re: Copper cathodes – monthly contract",
         """Merhaba Özsözlü Bey,

I attach the draft contract for monthly copper cathode deliveries, as promised. Since you are hammadde satın alma şefi at Bilge Kablo, I thought you would prefer to see the premium and payment terms before we talk again.

Saygılarımla,
Desislava""",
         Twin("title_wrong", "body", "you are hammadde satın alma şefi at", "you are satış müdürü at", "a sales title (sales manager) for the recorded raw-material purchasing chief", expected="hammadde satın alma şefi")),

    Mail("P023", "s2", "first", "Czech greeting with the vocative (pane Kratochvíle), English body; company with a.s.; cathodes by rail via Hungary and Slovakia (other countries as route)",
         "Copper cathodes by rail – Kratochvíl Měď",
         """Dobrý den, pane Kratochvíle,

I am writing from Rozova Dolina Trade in Bulgaria. We sell LME Grade A copper cathodes and can deliver them by rail to the Czech Republic, through Romania, Hungary and Slovakia, in about ten days.

If Kratochvíl Měď a.s. buys cathodes on a monthly basis, I would be glad to quote DAP your plant.

S pozdravem,
Desislava Petkova
Export Manager, Rozova Dolina Trade EOOD""",
         Twin("contact_wrong", "body", "Dobrý den, pane Kratochvíle,", "Dobrý den, pane Kučero,", "the contact is Michal Kratochvíl", expected="pane Kratochvíle")),

    Mail("P024", "s2", "first", "English reply to the note's CIF Paradip request for 100 t a month; 'Dear Mr Kishan'; Cuttack and Odisha from the note; Paradip",
         "CIF Paradip offer – copper cathodes, 100 t/month",
         """Dear Mr Kishan,

Thank you for your enquiry. For Kishan Cables & Conductors we can offer:

Product: copper cathodes, LME Grade A, registered brand
Quantity: 100 t per month, 12 months
Delivery: CIF Paradip, Odisha, in 20 ft containers
Price: LME monthly average + USD 165 per t
Payment: irrevocable L/C at sight

Transit from Burgas to Paradip is about 28 days. From Paradip to your works in Cuttack is a short truck ride.

Kind regards,
Desislava Petkova
Export Manager
Rozova Dolina Trade EOOD
Kazanlak, Bulgaria""",
         Twin("sender_wrong", "body", "Kazanlak, Bulgaria", "Kazanlak, Romania", "the sender's own country changed", expected="Bulgaria")),

    Mail("P024", "s2", "follow", "short English follow-up on the writer's own offer; company short (Kishan Cables); L/C",
         "Re: CIF Paradip offer",
         """Dear Mr Kishan,

Just a reminder that our premium for Kishan Cables holds until Friday. If the L/C terms are a problem, we can discuss 30% advance and the balance against documents.

Regards,
Desislava""",
         Twin("company_foreign", "body", "our premium for Kishan Cables holds", "our premium for Bilge Kablo Sanayi ve Ticaret A.Ş. holds", "another buyer's company of this set (the Turkish cathode buyer)", expected="Kishan Cables")),

    Mail("P025", "s3", "first", "English; 'Dear Mr Hasegawa'; the company in kanji; FeSi 75, sizes, jumbo bags; shipped from Kolkata port (another country as route: India)",
         "Ferrosilicon 75 from Bhutan",
         """Dear Mr Hasegawa,

I am Karma Yangchen, head of exports at Tashi Phuentsholing Exim in Bhutan. Bhutan's ferro-alloy plants run on hydropower, and we export ferrosilicon to steel mills and foundries in Asia.

Our standard grade for 長谷川合金株式会社 would be:
- FeSi 75 (Si 72-75%, Al max 1.5%, C max 0.2%)
- size 10-50 mm, 90% min
- 1 t jumbo bags

We ship via Kolkata port, CIF Osaka or Nagoya. I would be happy to quote.

With best regards,
Karma Yangchen
Head of Exports
Tashi Phuentsholing Exim Pvt. Ltd.""",
         Twin("company_misspelled", "body", "for 長谷川合金株式会社 would", "for 長谷川合全株式会社 would", "金 written as the look-alike 全", expected="長谷川合金株式会社")),

    Mail("P026", "s3", "first", "English; 'Dear Mr Huraira'; the company in Bengali script; Chattogram and the Burimari land port from the note; trucks across West Bengal, India (another country)",
         "Ferrosilicon by truck via Burimari",
         """Dear Mr Huraira,

I understand that হুরাইরা স্টিল মিলস লিমিটেড buys ferrosilicon by truck through the Burimari land port. Tashi Phuentsholing Exim sits on Bhutan's border with India, and our trucks cross the narrow strip of West Bengal to Burimari in a day or two.

We can offer FeSi 70 and FeSi 75 in 1 t bags, with the certificate of origin under SAFTA.

Kind regards,
Karma Yangchen
Head of Exports, Tashi Phuentsholing Exim Pvt. Ltd.
Phuentsholing, Bhutan""",
         Twin("note_wrong", "body", "through the Burimari land port.", "through the Benapole land port.", "the note records Burimari, not Benapole", expected="Burimari")),

    Mail("P026", "s3", "first", "Bengali greeting with the given name, English body; a stand-alone price note for the new quarter; Chattogram",
         "Ferrosilicon prices for the new quarter",
         """প্রিয় কুনাল সাহেব,

Our ferrosilicon prices for January to March are now fixed: FeSi 75 at USD 1,180 per t and FeSi 70 at USD 1,120 per t, delivered by truck to Burimari.

If your mill in Chattogram needs a regular monthly quantity, we can reserve it now.

Regards,
Karma""",
         Twin("contact_wrong", "body", "প্রিয় কুনাল সাহেব,", "প্রিয় কামাল সাহেব,", "the contact's given name is কুনাল (Kunal), not Kamal", expected="কুনাল")),

    Mail("P027", "s3", "first", "English; 'Dear Khun Kitikan' (romanised given name with Khun); the company in Thai script; Laem Chabang; the Thai market",
         "Ferrosilicon for บริษัท ธรรมฤดี เมทัล จำกัด",
         """Dear Khun Kitikan,

My name is Karma Yangchen, and I handle exports for Tashi Phuentsholing Exim in Bhutan. We supply ferrosilicon (FeSi 75, 10-50 mm and 3-10 mm) to foundries and steel mills, and we would like to serve the Thai market directly.

We can ship CIF Laem Chabang in containers of 25 t, in 1 t bags.

Please tell me your monthly needs and I will send a quotation.

Best regards,
Karma Yangchen
Head of Exports""",
         Twin("country_wrong", "body", "serve the Thai market directly.", "serve the Malaysian market directly.", "the buyer is in Thailand", expected="Thai market")),

    Mail("P028", "s3", "first", "English; introduction after Natural Products Expo West as the note records; USDA Organic from the note; 'Hi Carla'; red rice varieties (Bhutanese red rice, semi-milled); Oakland",
         "Bhutanese red rice – after Expo West",
         """Hi Carla,

Thanks for stopping at our table at Natural Products Expo West in Anaheim. Here are the details on our Bhutanese red rice:

- semi-milled red rice from the Paro valley, grown at 2,200 m
- USDA Organic certified (certificate attached)
- cooks in about 20 minutes, nutty and slightly sticky
- 1 kg retail bags or 25 kg bulk sacks

We ship by container to Oakland or Los Angeles. I think it would fit well in Leon Whole Grains' range of ancient grains.

Best,
Karma Yangchen
Tashi Phuentsholing Exim Pvt. Ltd.""",
         Twin("note_wrong", "body", "at Natural Products Expo West in Anaheim", "at the Summer Fancy Food Show in New York", "the note records Expo West, not the Summer Fancy Food Show", expected="Natural Products Expo West in Anaheim")),

    Mail("P028", "s3", "first", "English stand-alone note on the new harvest; company possessive (Leon Whole Grains'); USDA Organic",
         "New harvest of organic red rice",
         """Hi Carla,

The new harvest of our organic red rice has been milled, and the first containers can leave in February. Leon Whole Grains' last order ran out quickly, I hear, so I wanted to let you know early.

Prices and the USDA Organic transaction certificate will follow.

Best,
Karma""",
         Twin("company_missing", "body", "Leon Whole Grains' last order", "Your last order", "the buyer's company replaced by a generic phrase", expected="Leon Whole Grains")),

    Mail("P029", "s3", "first", "Dutch; 'Beste Joëlle' with 'je'; the title in Dutch lower case (als inkoper); rode rijst; Rotterdam; EU organic",
         "Bhutaanse rode rijst voor Groen Natuurvoeding",
         """Beste Joëlle,

Ik schrijf je omdat jij als inkoper bij Groen Natuurvoeding de biologische granen inkoopt. Wij exporteren rode rijst uit Bhutan, geteeld op grote hoogte in de vallei van Paro, biologisch gecertificeerd volgens de EU-normen.

We leveren in zakken van 25 kg of in consumentenverpakkingen van 500 g, CIF Rotterdam.

Zal ik een monster en een prijslijst sturen?

Met vriendelijke groet,
Karma Yangchen
Head of Exports, Tashi Phuentsholing Exim Pvt. Ltd.""",
         Twin("title_wrong", "body", "als inkoper bij Groen", "als verkoper bij Groen", "a sales title (verkoper) for the recorded purchasing title (inkoper)", expected="inkoper")),

    Mail("P029", "s3", "first", "English stand-alone offer of space in a consolidated container to Rotterdam; company without B.V.",
         "Space in our March container to Rotterdam",
         """Dear Joëlle,

We have a consolidated container leaving for Rotterdam in March, with room for four more pallets. If Groen Natuurvoeding would like to try our red rice, this is an easy way to start with a small quantity.

Best regards,
Karma Yangchen""",
         Twin("category_wrong", "body", "to try our red rice,", "to try our black rice,", "black rice, a neighbouring product the sender does not sell", expected="red rice")),

    Mail("P030", "s3", "first", "English; 'Dear Ms Berg'; company with ApS; Aarhus; red rice cooking notes",
         "Red rice from Bhutan for Berg Ris & Korn",
         """Dear Ms Berg,

I am writing to introduce our red rice from Bhutan to Berg Ris & Korn ApS. It is a semi-milled, medium-grain rice grown at high altitude, with a nutty taste and a pink colour when cooked.

We can supply 25 kg sacks or 1 kg bags, shipped to Aarhus or Copenhagen.

Kind regards,
Karma Yangchen
Head of Exports
Tashi Phuentsholing Exim Pvt. Ltd.
+975 5 252318""",
         Twin("company_foreign", "body", "to Berg Ris & Korn ApS.", "to Groen Natuurvoeding B.V.", "another buyer's company of this set (the Dutch red rice buyer)", expected="Berg Ris & Korn ApS")),

    Mail("P031", "s3", "first", "French reply to the note's request (COA, IFRA, citral content); Grasse from the note; 'Monsieur Besnard'; huile essentielle de lemongrass, Cymbopogon flexuosus; sender's title in French",
         "Huile essentielle de lemongrass – COA et IFRA",
         """Bonjour Monsieur Besnard,

Suite à votre demande, je vous adresse les documents de notre huile essentielle de lemongrass (Cymbopogon flexuosus), distillée dans l'est du Bhoutan :

- bulletin d'analyse (COA) du lot LG-2511
- certificat IFRA
- teneur en citral : 78 % (géranial + néral)

Nous pouvons livrer des fûts de 25 ou 180 kg, CIF Marseille, puis par camion jusqu'à Grasse.

Bien cordialement,
Karma Yangchen
Responsable export, Tashi Phuentsholing Exim Pvt. Ltd.""",
         Twin("category_wrong", "body", "de notre huile essentielle de lemongrass (Cymbopogon flexuosus)", "de notre huile essentielle de palmarosa (Cymbopogon martinii)", "palmarosa oil, a neighbouring oil the sender does not sell", expected="lemongrass (Cymbopogon flexuosus)")),

    Mail("P031", "s3", "follow", "short French follow-up on the writer's own documents; company short (Besnard Aromatiques); full signature with the sender's name",
         "Re: Huile essentielle de lemongrass – COA et IFRA",
         """Bonjour Monsieur Besnard,

Avez-vous pu consulter le COA et le certificat IFRA ? Si Besnard Aromatiques souhaite un échantillon de 100 ml, je peux l'envoyer par DHL dès demain.

Cordialement,
Karma Yangchen
Tashi Phuentsholing Exim Pvt. Ltd.""",
         Twin("sender_wrong", "body", "Karma Yangchen\nTashi", "Karma Yangzom\nTashi", "the sender's name changed", expected="Karma Yangchen")),

    Mail("P032", "s3", "first", "Polish greeting with the vocative of the given name (Panie Tobiaszu), English body; company with Sp. z o.o.; Gdańsk / Gdynia",
         "Lemongrass oil from Bhutan",
         """Szanowny Panie Tobiaszu,

I am Karma Yangchen from Tashi Phuentsholing Exim in Bhutan. We distil lemongrass oil from wild-grown grass in the east of the country and sell it to aromatherapy and cosmetics companies in Europe.

For Ryznar Aroma Sp. z o.o. we could offer 25 kg drums, CIF Gdynia, with COA, MSDS and IFRA certificate.

Z poważaniem,
Karma Yangchen
Head of Exports""",
         Twin("contact_wrong", "body", "Szanowny Panie Tobiaszu,", "Szanowny Panie Tomaszu,", "the contact is Tobiasz Ryznar", expected="Panie Tobiaszu")),

    Mail("P033", "s3", "first", "wholly in Ukrainian; vocative 'пане Романе'; the company in Cyrillic with ТОВ; ефірна олія лемонграсу; route through Poland (another country)",
         "Ефірна олія лемонграсу з Бутану",
         """Шановний пане Романе,

Мене звати Карма Янгчен, я керую експортом компанії Tashi Phuentsholing Exim Pvt. Ltd. з Бутану. Ми виробляємо ефірну олію лемонграсу (Cymbopogon flexuosus) з вмістом цитралю понад 75 %.

Для ТОВ «Шморгун Косметик» ми можемо запропонувати каністри по 5 і 25 кг з доставкою через Польщу, DAP Київ.

Буду рада надіслати зразок і прайс-лист.

З повагою,
Карма Янгчен
Head of Exports""",
         Twin("company_misspelled", "body", "Для ТОВ «Шморгун Косметик»", "Для ТОВ «Шморгунь Косметик»", "a soft sign added to the family name in the company", expected="ТОВ «Шморгун Косметик»")),

    Mail("P033", "s3", "first", "English stand-alone note on a new distillation batch; 'Dear Roman'; company in Cyrillic; Kyiv",
         "New lemongrass oil batch available",
         """Dear Roman,

We have just finished distilling a new batch of lemongrass oil, with citral at 79%. About 400 kg is not yet allocated, and I would be glad to reserve some for ТОВ «Шморгун Косметик» if you are interested.

Delivery to Kyiv takes around three weeks.

Best regards,
Karma Yangchen""",
         Twin("artifact", "body", "Delivery to Kyiv takes around three weeks.", "Delivery to Kyiv takes around", "cut-off sentence", expected="Delivery to Kyiv takes around three weeks.")),
]
