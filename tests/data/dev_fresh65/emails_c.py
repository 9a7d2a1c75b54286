"""Natural e-mails N041-N060: a second e-mail to the 20 buyers with a note (12 follow-ups on the
writer's own earlier e-mail, offer or samples, and 8 other, shorter first e-mails), each with its
twin's edit."""
from emails_a import S1_SIG, S2_SIG
from emails_b import S3_SIG, S4_SIG
from mail import Mail, Twin

MAILS = [
    # N041 P001 follow-up
    Mail("P001", "s1",
         "Re: Green asparagus for November–January – weekly volumes?",
         f"""Dear Ms Pärtzelt,

I am following up on my e-mail from two weeks ago about green asparagus for your winter programme. Our November harvest forecast is now confirmed: we expect about 38 tonnes a week of 16/20 mm and Jumbo from the Virú fields, so we can reserve a fixed weekly volume for Pärtzelt Frischdienst if we agree by the end of the month.

I also attach our new GLOBALG.A.P. certificate (valid until next August) and a sample of the German-language label for the 500 g bundles. If it helps, I could call you on Thursday at a time that suits you.

Kind regards,

{S1_SIG}""",
         "English to a German buyer; follow-up on the writer's own earlier e-mail; the note's season and GLOBALG.A.P. used; `Dear Ms Pärtzelt` with the umlaut; company without GmbH",
         Twin("sender_wrong", "www.vallemoche.com.pe", "www.vallemoche.com", "https://www.vallemoche.com.pe",
              "the sender's website with its country domain dropped", found="www.vallemoche.com")),
    # N042 P003 other first e-mail
    Mail("P003", "s1",
         "ペルー産グリーンアスパラガス　成田着CIF価格のご案内",
         f"""山本青果株式会社
輸入部課長　山本陽一様

お問い合わせいただき、ありがとうございます。ペルーのValle Moche Agroexportで輸出を担当しておりますルシア・カスタニェダと申します。

ご依頼の成田着CIF価格（航空便、5kgカートン）は以下のとおりです。
・16/20mm：1カートンあたり31.40米ドル
・ジャンボ（20mm以上）：1カートンあたり34.80米ドル

収穫後2時間以内に予冷し、1〜2℃で輸送いたします。植物検疫証明書も手配いたします。

ご検討のほど、よろしくお願い申し上げます。

{S1_SIG}""",
         "Japanese; another, shorter first e-mail: a reply to the request the note records (air-freight price CIF Narita, 5 kg cartons); letter head with company, recorded title and name + 様; sender's name in katakana",
         Twin("artifact", "お問い合わせいただき、ありがとうございます。", "お問い合わせいただき、ありがとうございます。お問い合わせいただき、ありがとうございます。",
              "お問い合わせいただき、ありがとうございます。", "a repeated Japanese sentence",
              found="お問い合わせいただき、ありがとうございます。お問い合わせいただき、ありがとうございます。")),
    # N043 P005 follow-up
    Mail("P005", "s1",
         "Your 16/20 mm samples – any feedback?",
         f"""Dear Samuel,

The two sample cartons of 16/20 mm spears were delivered to Jonker Versimport in Barendrecht on Tuesday, according to DHL. I hope they arrived in good condition and that your quality team has had a chance to check them.

If the shelf life and the tips met your standards, I would like to propose a trial of one pallet a week for four weeks, DAP Rotterdam, at the price in my earlier offer. If anything was not right, please tell me frankly so we can correct it at the packhouse.

Best regards,

{S1_SIG}""",
         "English (the note: the buyer prefers English); follow-up on the samples the note records; company without B.V.; Barendrecht, Rotterdam",
         Twin("company_misspelled", "delivered to Jonker Versimport in Barendrecht", "delivered to Jonkers Versimport in Barendrecht",
              "Jonker Versimport B.V.", "a stray genitive s in the family name", found="Jonkers Versimport")),
    # N044 P006 follow-up
    Mail("P006", "s1",
         "Re: Camu camu powder – spec sheet and COA",
         f"""Hi Pam,

Just checking whether the spec sheet and the certificate of analysis I sent after Expo West reached your QA team. A few buyers have asked for the vitamin C figure on a dry-weight basis as well; for our current lot it is 18.1%, and I can add that line to every COA we issue for Diaz Botanical Ingredients.

We are planning our next freeze-drying run for late next month, so if you would like to reserve part of it, please let me know the volume by the 20th.

Best,

{S1_SIG}""",
         "English; follow-up on the writer's own earlier e-mail after the fair the note records; the note's COA and vitamin C content used; `Hi Pam`",
         Twin("company_missing", "every COA we issue for Diaz Botanical Ingredients.", "every COA we issue for your company.",
              "Diaz Botanical Ingredients LLC", "the buyer's company replaced by `your company`", found="your company")),
    # N045 P008 other first e-mail
    Mail("P008", "s1",
         "Camu camu powder – your 500 kg quote",
         f"""Hi Casey,

Thanks for reaching out about camu camu powder for Silva Superfoods. For 500 kg we can do USD 23.60/kg CIF Sydney, freeze-dried, 25 cartons of 20 kg, shipping about three weeks after your order.

The powder is a bright pinkish beige, very sour, and carries 16–18% vitamin C. I can send a 250 g sample by courier so you can try it in your smoothie blends before you commit.

Cheers,

{S1_SIG}""",
         "English; another, shorter first e-mail: a reply to the request the note records (quote for 500 kg CIF Sydney); `Hi Casey` and `Cheers` (Australian register); company without Pty Ltd",
         Twin("contact_wrong", "Hi Casey,", "Hi Corey,", "Casey Silva", "another given name in the greeting", found="Corey")),
    # N046 P009 follow-up
    Mail("P009", "s1",
         "Votre échantillon de poudre de camu camu bio",
         f"""Madame Guillot,

Je reviens vers vous au sujet de l'échantillon de 1 kg de poudre de camu camu bio que je vous ai envoyé après Natexpo. Selon le transporteur, il a été livré la semaine dernière à votre entrepôt.

Avez-vous pu le faire analyser ? Si la teneur en vitamine C et la microbiologie vous conviennent, je peux vous proposer un premier lot de 200 kg, livré DAP Lyon, avec le COI émis dans TRACES au nom de Guillot Nature.

Bien cordialement,

{S1_SIG}""",
         "French; follow-up on the writer's own sample after the fair the note records (Natexpo); EU organic (COI, TRACES); company without SAS; Lyon",
         Twin("category_wrong", "l'échantillon de 1 kg de poudre de camu camu bio", "l'échantillon de 1 kg de poudre de baobab bio",
              "camu camu powder", "another superfood powder (baobab) in place of camu camu", found="poudre de baobab")),
    # N047 P013 other first e-mail
    Mail("P013", "s1",
         "Lúcuma powder, OU kosher – for your gluten-free range",
         f"""Dear Avigail,

I am Lucía Castañeda, export manager at Valle Moche Agroexport in Peru. We produce lúcuma powder, a naturally sweet fruit flour, and since I understand kosher certification is essential for you, I should say first that it is OU kosher pareve.

It has been selling well to health-food companies in Europe and North America as a sugar-reducing ingredient, and I think it would suit your customers in Israel. We ship 25 kg bags to Haifa in about five weeks.

May I send you the specification and a 1 kg sample?

Kind regards,

{S1_SIG}""",
         "English; another, shorter first e-mail using the note (kosher certification); first-name greeting; Israel named as the market; Haifa; the sender's title given in English in the text",
         Twin("country_wrong", "suit your customers in Israel.", "suit your customers in Jordan.", "Israel",
              "the buyer's market written as Jordan", found="Jordan")),
    # N048 P015 follow-up
    Mail("P015", "s1",
         "Campione di lúcuma – com'è andata la prova?",
         f"""Gentile Dott.ssa Antonelli,

Le scrivo per sapere se il campione di 2 kg di polvere di lúcuma è arrivato in laboratorio e se avete già provato la base gelato. Alcuni nostri clienti preferiscono dosarla all'8% con una parte di latte condensato, per un gusto più rotondo.

Se il risultato Le è piaciuto, possiamo riservare per Antonelli Gelati un primo lotto di 500 kg dal raccolto di marzo, spedito via Genova.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,

{S1_SIG}""",
         "Italian; follow-up on the writer's own sample after the fair the note records (gelato use); `Gentile Dott.ssa Antonelli`; company without S.r.l.; Genova",
         Twin("company_foreign", "per Antonelli Gelati un primo lotto", "per Calatayud Ingredientes un primo lotto", "Antonelli Gelati S.r.l.",
              "another buyer's company of this set (P011, same category, Spain) in place of the buyer's", found="Calatayud Ingredientes")),
    # N049 P017 follow-up
    Mail("P017", "s2",
         "Re: 1 kg šakotis – first pallet for autumn",
         f"""Dear Phillip,

I'm following up on my offer of the 1 kg šakotis at GBP 11.20 DAP Peterborough. Our autumn baking schedule is filling up, as Lithuanian shops abroad start ordering for Christmas in October.

I know that as Buying Manager you plan the Christmas range for both shops well ahead, so if you can confirm a first pallet (240 boxes) by the end of next week, we can bake it fresh in the first week of October and deliver before the half-term rush.

Best wishes,

{S2_SIG}""",
         "English; follow-up on the writer's own offer after the fair the note records; the note's 1 kg size and two shops used; recorded title with capitals inside the sentence; Peterborough",
         Twin("title_wrong", "as Buying Manager you plan", "as Sales Manager you plan", "Buying Manager",
              "a sales title for the buying one", found="Sales Manager")),
    # N050 P019 other first e-mail
    Mail("P019", "s2",
         "Meerrettich aus Litauen – 200-g-Gläser",
         f"""Sehr geehrter Herr Kostolzin,

Sie hatten nach unserer Preisliste für Meerrettich in 200-g-Gläsern gefragt. Kurz das Wichtigste vorab: fein geriebener Meerrettich, klassisch oder mit Sahne, ab 1,18 EUR pro Glas DAP, Mindestmenge eine Palette.

Die vollständige Liste mit allen Sorten und Lieferbedingungen schicke ich Ihnen gern heute noch zu.

Mit freundlichen Grüßen

{S2_SIG}""",
         "German; another, shorter first e-mail: a reply to the request the note records (price list, 200 g jars; note in German); no company named",
         Twin("artifact", "Mindestmenge eine Palette.", "Mindestmenge eine eine Palette.", "Mindestmenge eine Palette.",
              "a doubled word", found="eine eine")),
    # N051 P022 follow-up
    Mail("P022", "s2",
         "Lingonberry jam samples with Japanese labels",
         f"""Dear Ms Yamada,

I hope the sample jars of our lingonberry jam have reached 山田商事 in good order. As you asked at FOODEX, each jar already carries a Japanese back label with ingredients, allergens and the importer's name left blank for your details.

Could you let me know whether the taste and the 65% fruit content suit your customers? If so, I would suggest a first mixed order of 240 g and 400 g jars in one 20-foot container from Klaipėda to Yokohama.

With kind regards,

{S2_SIG}""",
         "English; follow-up on the writer's own samples after the fair the note records (FOODEX, Japanese labels); `Dear Ms Yamada` (romanised family name of 山田裕美子); company in Japanese script without 株式会社 inside an English sentence; Klaipėda, Yokohama",
         Twin("company_misspelled", "have reached 山田商事 in good order", "have reached 山田昌事 in good order", "山田商事株式会社",
              "a homophone character (昌 for 商) in the company name", found="山田昌事")),
    # N052 P024 other first e-mail
    Mail("P024", "s2",
         "Your request: lingonberry jam, 400 g jars, DAP Rotterdam",
         f"""Dear Ms Mudden,

Thank you for your interest in our wild lingonberry jam. As you asked, I am preparing a quote for 2 pallets of 400 g jars delivered DAP Rotterdam, and I will send it tomorrow once our transport partner confirms the rate.

In the meantime, a short introduction: Nevėžio skanėstai is a family company from Panevėžys, Lithuania; the berries come from the forests of Dzūkija, and the jam has 65% fruit with no added pectin.

Kind regards,

{S2_SIG}""",
         "English; another, shorter first e-mail acknowledging the request the note records (2 pallets, 400 g jars, DAP Rotterdam); `Dear Ms Mudden`; no buyer company named",
         Twin("note_wrong", "a quote for 2 pallets of 400 g jars delivered", "a quote for 2 pallets of 240 g jars delivered",
              "asked for a quote for 2 pallets of 400 g jars DAP Rotterdam", "the note's jar size misquoted (240 g for 400 g)", found="240 g jars")),
    # N053 P025 follow-up
    Mail("P025", "s3",
         "Re: MSDS and offer – yellow phosphorus, monthly tonnage",
         f"""Dear Mr Borah,

I hope the MSDS I sent last week was what your safety team needed. I am writing again because we are allocating next quarter's output of yellow phosphorus, and I would like to keep a share for Borah Agrochem.

If you can tell me your monthly requirement for your phosphorus trichloride unit, I will send a firm CFR Nhava Sheva offer for three months, with drums shipped in 20' containers under IMDG class 4.2.

Best regards,

{S3_SIG}""",
         "English; follow-up on the writer's own e-mail with the MSDS the note records; the note's phosphorus trichloride used; company without Pvt Ltd; Nhava Sheva, IMDG",
         Twin("sender_wrong", "Aruzhan Beisenova\nДиректор", "Aruzhan Baisenova\nДиректор", "Aruzhan Beisenova",
              "the sender's family name misspelt in the signature", found="Aruzhan Baisenova")),
    # N054 P028 other first e-mail
    Mail("P028", "s3",
         "Teknik kalite STPP (%94 min.) teklifi – 25 kg torba",
         f"""Sayın Atnan Durmuş,

Talebiniz için teşekkür ederiz. Durmuş Deterjan için teknik kalite sodyum tripolifosfat (STPP) teklifimizi paylaşmak isteriz: saflık en az %94, P2O5 en az %57, beyazlık en az %90; 25 kg PE iç torbalı PP çuvallarda, palet başına 1.000 kg.

Ürünümüz Kazakistan'ın Taraz kentindeki tesisimizde üretilmektedir. Gürcistan üzerinden karayolu veya demiryolu ile yaklaşık 14 günde teslim edebiliriz; DAP Gebze veya CIF Mersin fiyatı verebiliriz.

Numune göndermemizi ister misiniz?

Saygılarımla,

{S3_SIG}""",
         "Turkish; another, shorter first e-mail: a reply to the request the note records (technical grade 94% min., 25 kg bags); full name after Sayın; company shortened without Sanayi A.Ş.; category as sodyum tripolifosfat; Kazakistan, Gürcistan, Gebze, Mersin",
         Twin("company_missing", "Durmuş Deterjan için teknik kalite", "Firmanız için teknik kalite", "Durmuş Deterjan Sanayi A.Ş.",
              "the buyer's company replaced by `Firmanız`", found="Firmanız")),
    # N055 P030 follow-up
    Mail("P030", "s3",
         "Re: Food grade STPP – monthly volume?",
         f"""Dear Ms Hong,

Following my e-mail with the certificate of analysis for our food grade STPP, I wanted to ask whether your QC team has had a chance to review it. Several shrimp processors in the Mekong Delta use a blend of STPP and sodium bicarbonate; if that is of interest to Hồng Phát, we can also supply the blend ready-mixed.

Once I know your monthly volume, I will send a CIF Cat Lai price valid for the next quarter.

Best regards,

{S3_SIG}""",
         "English; follow-up on the writer's own e-mail with the COA the note records (food grade, shrimp processing); `Dear Ms Hong`; company shortened to Hồng Phát; Mekong Delta, Cat Lai",
         Twin("contact_wrong", "Dear Ms Hong,", "Dear Ms Hoa,", "Nguyễn Thị Hồng", "another given name in the greeting", found="Hoa")),
    # N056 P031 follow-up
    Mail("P031", "s3",
         "Baby camel 17–18 micron – your 1 kg sample",
         f"""Dear Dr Salvemini,

I am writing to follow up on the 1 kg sample of dehaired baby camel wool that we sent to Biella after Milano Unica. The IWTO test report for the same lot shows a mean fibre diameter of 17.6 micron with a coefficient of variation of 21%.

If the spinning trial went well, we can hold 3 tonnes of this lot for you until the end of the month and deliver CIP Biella, Italy, within four weeks of your order.

Kind regards,

{S3_SIG}""",
         "English to an Italian buyer; follow-up on the writer's own sample after the fair the note records (Milano Unica; baby camel, 17–18 micron); `Dr` for Dott.; no company named; Biella, Italy",
         Twin("country_wrong", "CIP Biella, Italy, within", "CIP Biella, Spain, within", "Italy",
              "the buyer's country written as Spain", found="Spain")),
    # N057 P033 other first e-mail
    Mail("P033", "s4",
         "Makroudh de Kairouan pour votre rayon Ramadan",
         f"""Bonjour Monsieur Pottier,

Je me permets de vous écrire au sujet des makroudh que vous souhaitez proposer pendant le Ramadan. Je suis responsable export chez Aghlabides Saveurs & Traditions, à Kairouan, la ville d'origine de cette pâtisserie.

Je vous enverrai notre liste de prix dès demain, avec nos trois références (frits au miel, au four et coffret de 1 kg).

Bien cordialement,

{S4_SIG}""",
         "French; another, shorter first e-mail using the note (Ramadan, a price list); `Bonjour Monsieur Pottier`; the sender's title in lower case inside the sentence; no buyer company named",
         Twin("note_wrong", "Je me permets de vous écrire au sujet des makroudh", "Suite à notre rencontre au SIAL Paris, je me permets de vous écrire au sujet des makroudh",
              "wants makroudh for Ramadan; asked for a price list (no fair)", "a fair meeting claimed that the note does not hold",
              found="Suite à notre rencontre au SIAL Paris")),
    # N058 P036 follow-up
    Mail("P036", "s4",
         "Re: Προσφορά για κόκκινα chechia, μεγέθη 56–60",
         f"""Αξιότιμε κύριε Τζεβελέκο,

επανέρχομαι σχετικά με την προσφορά που σας στείλαμε για τα κόκκινα chechia. Ως Υπεύθυνος Αγορών, ίσως χρειάζεστε δείγματα για να τα δείξετε στους χορευτικούς συλλόγους πριν από την παραγγελία· μπορούμε να σας στείλουμε δωρεάν ένα σε κάθε μέγεθος από 56 έως 60.

Για παραγγελίες έως το τέλος του μήνα, η παράδοση στον Πειραιά γίνεται πριν από τις εκδηλώσεις του Σεπτεμβρίου.

Με εκτίμηση,

{S4_SIG}""",
         "Greek; follow-up on the writer's own offer (the note: caps for dance associations, sizes 56–60); vocative of the family name; recorded title inside a Greek sentence; no company named; Piraeus",
         Twin("title_wrong", "Ως Υπεύθυνος Αγορών,", "Ως Υπεύθυνος Πωλήσεων,", "Υπεύθυνος Αγορών",
              "a sales title for the purchasing one", found="Υπεύθυνος Πωλήσεων")),
    # N059 P038 other first e-mail
    Mail("P038", "s4",
         "Chechias rojas para su zarzuela",
         f"""Estimada Sra. Larrañaga:

Gracias por escribirnos. Confirmo que podemos fabricar las 50 chechias rojas que necesita Larrañaga Vestuario Escénico para la zarzuela, en tallas 56 a 58, en unas tres semanas.

Son de lana merino, tejidas a mano y abatanadas en Túnez, como se han hecho durante siglos. Le enviaré el presupuesto detallado mañana.

Un saludo cordial,

{S4_SIG}""",
         "Spanish; another, shorter first e-mail acknowledging the request the note records (50 caps, zarzuela, sizes 56–58); company without S.L.; Túnez",
         Twin("company_foreign", "que necesita Larrañaga Vestuario Escénico para", "que necesita Al-Otaibi Heritage Trading para",
              "Larrañaga Vestuario Escénico S.L.", "another buyer's company of this set (P037, same category, Saudi Arabia) in place of the buyer's",
              found="Al-Otaibi Heritage Trading")),
    # N060 P039 follow-up
    Mail("P039", "s4",
         "Re: Оливковое масло из выжимок – флекситанки 24 т",
         f"""Уважаемая Прасковья,

возвращаюсь к нашему предложению по рафинированному оливковому маслу из выжимок во флекситанках по 24 тонны. Сейчас у нас есть свободный объём на отгрузку из Сфакса в конце следующего месяца, и я хотела бы зарезервировать его для «Оливкового двора».

Если вам удобно, я пришлю образец 1 л и сертификат анализа в ваш московский офис.

С уважением,

{S4_SIG}""",
         "Russian; follow-up on the writer's own offer after the fair the note records (24-tonne flexitanks); given-name greeting; company in the genitive without ООО («Оливкового двора»); Sfax, Moscow",
         Twin("category_wrong", "по рафинированному оливковому маслу из выжимок во флекситанках", "по рафинированному подсолнечному маслу во флекситанках",
              "olive pomace oil", "sunflower oil in place of olive pomace oil", found="подсолнечному маслу")),
]
