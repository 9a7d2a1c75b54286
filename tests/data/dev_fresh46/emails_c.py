"""Natural e-mails N041-N060: a second e-mail to 20 buyers (the 18 with a note, and P003, P017),
each with the one edit its twin gets. `follow-up` ones follow the writer's own earlier e-mail,
sample or price list; `first` ones are another writer's shorter first e-mail to the same buyer."""
from mail import Mail, Twin, text

S1_SIG_EN = """Réka Halmai-Tóth
Külkereskedelmi vezető (Head of Foreign Trade)
Tiszamenti Csemege Kft.
Szeged, Hungary
+36 62 555 0173"""

S2_SIG = """Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Kingdom of Bahrain
+973 1773 5512"""

S3_SIG = """Nyein Chan Htun
Export Manager
Yadanabon Handicraft & Tea Company Limited
Mandalay, Myanmar
+95 2 4061 337"""

S4_SIG = """María Fernanda Quesada Brenes
Jefa de Exportaciones
Cerro Irazú Exportaciones S.R.L.
Cartago, Costa Rica
Tel. +506 2551 8042"""

MAILS = [
    # N041 P001 -------------------------------------------------------------------------------
    Mail(
        "P001", "s1", "follow-up", "English",
        "Your winter salami sample – any feedback?",
        text("""
Dear Mr Hubmann,

Two weeks ago we sent you the sample of our winter salami in the 2 kg bar, together with the product specification in German, as you had asked when we met at Alles für den Gast in Salzburg. I hope it arrived in good condition and that your team has had a chance to taste it.

If it suits Hubmann Feinkost, we could start with a trial pallet in March: 2 kg bars for the counter and, if you like, a few cartons of the 100 g sliced packs.

I look forward to hearing what you think.

Best regards,
""" + S1_SIG_EN),
        "follow-up on the writer's own sample, quoting the note's request and fair; the company "
        "without GmbH",
        Twin("note_wrong", "body", "our winter salami in the 2 kg bar, together",
             "our winter salami in the 1 kg bar, together",
             "a sample of the 2 kg bars", "the note's request misquoted (1 kg for 2 kg bars)",
             found="1 kg bar"),
    ),
    # N042 P002 -------------------------------------------------------------------------------
    Mail(
        "P002", "s1", "first", "Japanese",
        "【ご案内】セゲド産ウィンターサラミ",
        text("""
佐々木フーズ株式会社
佐々木様

はじめてご連絡いたします。ハンガリーのTiszamenti Csemege Kft.でございます。
弊社のウィンターサラミ（セゲド伝統製法、白カビ熟成）を日本でお取り扱いいただけないかと思い、ご連絡いたしました。

ご発注前に必要となる、農林水産省が認める家畜衛生証明書につきましては、出荷ごとに発行いたします。商品規格書も日本語でご用意しております。

ご興味がございましたら、サンプルをお送りいたします。

Tiszamenti Csemege Kft.
Réka Halmai-Tóth（ハルマイ＝トート・レーカ）
Külkereskedelmi vezető
+36 62 555 0173"""),
        "another, shorter first e-mail wholly in Japanese; 佐々木様 without the given name; the "
        "note's certificate",
        Twin("artifact", "body", "と思い、ご連絡いたしました。",
             "と思い、ご連絡いたしました。ご連絡いたしました。", "ご連絡いたしました。",
             "a doubled phrase", found="ご連絡いたしました。ご連絡いたしました。"),
    ),
    # N043 P003 -------------------------------------------------------------------------------
    Mail(
        "P003", "s1", "first", "Czech",
        "Zimní salám ze Segedína pro Němcová Lahůdky",
        text("""
Dobrý den, paní Němcová,

dovolte, abych Vám krátce představila naši firmu Tiszamenti Csemege Kft. ze Segedína. Vyrábíme tradiční maďarský zimní salám (téliszalámi), uzený na bukovém dřevě a zrající zhruba tři měsíce pod ušlechtilou plísní.

Do České republiky dodáváme chlazeným kamionem do 48 hodin, a to celé tyče po 2 kg i krájená balení po 100 g.

Pokud by Vás nabídka zajímala, ráda Vám pošlu vzorky a ceník.

S pozdravem
Réka Halmai-Tóth
Külkereskedelmi vezető
Tiszamenti Csemege Kft.
Szeged, Maďarsko
+36 62 555 0173"""),
        "another, shorter first e-mail wholly in Czech; Segedín for Szeged; the category as zimní "
        "salám",
        Twin("country_wrong", "body", "Do České republiky dodáváme", "Na Slovensko dodáváme",
             "Czech Republic", "a neighbouring country as the buyer's", found="Na Slovensko"),
    ),
    # N044 P004 -------------------------------------------------------------------------------
    Mail(
        "P004", "s1", "follow-up", "English",
        "Re: Price list FOB Koper – space on the March sailing",
        text("""
Hi Matthew,

Just following up on the FOB Koper price list and the FSIS paperwork I sent last month. We're planning our March sailings to New York now, and I can still hold space for a mixed pallet of 2 kg bars and 100 g sliced packs for Montgomery Fine Provisions if you'd like to try a first order.

Happy to jump on a call this week if that's easier.

Best,
Réka

Réka Halmai-Tóth | Tiszamenti Csemege Kft.
+36 62 555 0173 | reka.halmai-toth@tiszamenti-csemege.hu"""),
        "follow-up on the writer's own price list and papers (the note's request); 'Re:' subject",
        Twin("sender_wrong", "body", "reka.halmai-toth@tiszamenti-csemege.hu",
             "reka.halmai-toth@tiszamenti-csemege.com", "reka.halmai-toth@tiszamenti-csemege.hu",
             "the sender's e-mail domain changed", found="reka.halmai-toth@tiszamenti-csemege.com"),
    ),
    # N045 P006 -------------------------------------------------------------------------------
    Mail(
        "P006", "s1", "follow-up", "English",
        "Following up – foie gras sample for Gossiaux Gastronomie",
        text("""
Dear Ms Gossiaux,

I wanted to check whether the whole goose foie gras mi-cuit we sent after Horeca Expo in Ghent has reached you, and whether you and your chef had a chance to taste it.

If it's a fit for Gossiaux Gastronomie SRL, I can prepare an offer for a first mixed order: mi-cuit in 500 g jars and frozen raw lobes of 600–900 g for your restaurant customers.

Kind regards,
""" + S1_SIG_EN),
        "follow-up on the writer's own sample (the note's request); Ghent in English for the "
        "note's Gand",
        Twin("company_foreign", "body", "If it's a fit for Gossiaux Gastronomie SRL,",
             "If it's a fit for Dockx Plantenkwekerij BV,", "Gossiaux Gastronomie SRL",
             "another Belgian buyer's company of this set (P035)",
             found="Dockx Plantenkwekerij BV"),
    ),
    # N046 P007 -------------------------------------------------------------------------------
    Mail(
        "P007", "s1", "first", "English",
        "Hungarian goose foie gras – documents for TFDA registration",
        text("""
Dear Ms Kuo,

I'm writing to you as 採購專員 at 郭氏國際食品 because I understand you supply hotel restaurants in Taipei and need full documentation for Taiwan FDA import registration.

We produce goose foie gras in Szeged, Hungary: frozen raw lobes, mi-cuit and IQF escalopes. For registration we can provide the official health certificate, certificate of origin, ingredient and nutrition data and third-party lab reports, in English and, where needed, in Chinese.

May I send you our product sheets?

Kind regards,
""" + S1_SIG_EN),
        "another, shorter first e-mail in English; the Chinese title and company (without "
        "股份有限公司) inside an English sentence; 'Ms Kuo' (Wade-Giles romanisation of 郭)",
        Twin("title_wrong", "body", "to you as 採購專員 at", "to you as 行銷專員 at", "採購專員",
             "a marketing specialist's title for a purchasing one", found="行銷專員"),
    ),
    # N047 P011 -------------------------------------------------------------------------------
    Mail(
        "P011", "s1", "follow-up", "English",
        "Apricot pálinka – German labels ready for approval",
        text("""
Dear Mr Steinberg,

A quick follow-up to my e-mail after ProWein: the German labels for our apricot pálinka, 0.5 l at 40% vol, are ready. I've attached the label proof so you can check the wording before we print.

If everything is in order, we can book the first pallet for Steinberg Spirituosen GmbH for April delivery.

Best regards,
""" + S1_SIG_EN),
        "follow-up on the writer's own earlier e-mail; the note's bottle, strength and labels",
        Twin("artifact", "body", "so you can check the wording before we print.",
             "so you can check the", "so you can check the wording before we print.",
             "a sentence cut off", found="I've attached the label proof so you can check the"),
    ),
    # N048 P014 -------------------------------------------------------------------------------
    Mail(
        "P014", "s1", "follow-up", "English",
        "OU certificate and samples – apricot pálinka",
        text("""
Dear Eitan,

Following up on my e-mail of last week about our apricot pálinka: the samples are packed, and the OU kosher certificate is attached again in case it did not come through the first time.

If the OU certificate works for שוקרון משקאות, I'll send two bottles by courier tomorrow.

Best regards,
""" + S1_SIG_EN),
        "follow-up on the writer's own e-mail, in English as the note asks; the given name in "
        "Latin script for the Hebrew record; the company in Hebrew without בע\"מ",
        Twin("note_wrong", "body", "the samples are packed, and",
             "the samples are packed, as we discussed at ProWein in Düsseldorf, and",
             "Needs kosher certification (OU or Badatz) for every spirit; prefers English.",
             "a meeting at another buyer's fair (P011's) claimed for a buyer whose note records "
             "none", found="as we discussed at ProWein in Düsseldorf"),
    ),
    # N049 P016 -------------------------------------------------------------------------------
    Mail(
        "P016", "s2", "first", "English",
        "SN 500 in flexitanks for your Pune blending plant",
        text("""
Dear Mr Sawant,

Tubli Bay Industries W.L.L. in Bahrain supplies Group II base oils, and I believe our SN 500 fits what your blending plant in India needs: KV100 around 11 cSt, VI 95 or higher, low sulphur, loaded in flexitanks and shipped CFR Nhava Sheva in about a week.

If you can share your monthly volume, I will send a firm offer with the COA.

Regards,
""" + S2_SIG),
        "another, shorter first e-mail in English answering the note; the family name in Latin "
        "script for the Devanagari record",
        Twin("country_wrong", "body", "your blending plant in India needs",
             "your blending plant in Bangladesh needs", "India",
             "a neighbouring country for the buyer's", found="Bangladesh"),
    ),
    # N050 P017 -------------------------------------------------------------------------------
    Mail(
        "P017", "s2", "first", "English",
        "Lubricant base oil – CFR Mombasa",
        text("""
Dear Ms Abdi,

We are a base oil supplier in Sitra, Bahrain, shipping Group II and Group III grades in flexitanks, ISO tanks and drums. If Abdi Lubes is looking at a second source for 2026, I would be glad to send COAs and a CFR Mombasa offer.

Kind regards,
""" + S2_SIG + """
hussain.aradi@tublibay.com.bh"""),
        "another, very short first e-mail; the company without Limited",
        Twin("sender_wrong", "body", "Tubli Bay Industries W.L.L.\nSitra",
             "Tubli Bay Industry W.L.L.\nSitra", "Tubli Bay Industries W.L.L.",
             "the sender's company misspelled in the signature", found="Tubli Bay Industry W.L.L."),
    ),
    # N051 P020 -------------------------------------------------------------------------------
    Mail(
        "P020", "s2", "first", "English",
        "JAKIM-recognised halal date paste",
        text("""
Dear Puan Nur Farhana,

Date paste is a classic filling for kuih and mooncakes, and ours carries a halal certificate from a body recognised by JAKIM. Tubli Bay Industries W.L.L. makes it in Bahrain from 100% Khalas dates, with no added sugar, in 10 kg cartons.

May I send a 1 kg sample to Permata Ismail Food Industries Sdn. Bhd. for your product team to test?

Warm regards,
""" + S2_SIG),
        "another, shorter first e-mail in English answering the note; Puan + given name; the "
        "company in full",
        Twin("contact_wrong", "body", "Dear Puan Nur Farhana,", "Dear Puan Nurul Aina,",
             "Nur Farhana binti Ismail", "another Malay given name in the greeting",
             found="Nurul Aina"),
    ),
    # N052 P021 -------------------------------------------------------------------------------
    Mail(
        "P021", "s2", "first", "German",
        "Dattelpaste in Bio-Qualität aus Bahrain",
        text("""
Sehr geehrte Frau Sölzer,

als Einkäuferin Rohstoffe bei der Sölzer Backzutaten GmbH & Co. KG suchen Sie, wie Sie mir auf der Südback in Stuttgart erzählt haben, Dattelpaste mit Bio-Zertifikat. Unsere Bio-Dattelpaste ist nach der EU-Öko-Verordnung zertifiziert; das Zertifikat sende ich Ihnen gern zu.

Mit freundlichen Grüßen
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Königreich Bahrain
Tel. +973 1773 5512"""),
        "another, shorter first e-mail in German after the fair the note records; the recorded "
        "title inside a sentence",
        Twin("title_wrong", "body", "als Einkäuferin Rohstoffe bei der",
             "als Einkaufsleiterin Rohstoffe bei der", "Einkäuferin Rohstoffe",
             "a title one rung up (head of purchasing for buyer)",
             found="Einkaufsleiterin Rohstoffe"),
    ),
    # N053 P022 -------------------------------------------------------------------------------
    Mail(
        "P022", "s2", "follow-up", "English",
        "EC-grade rod offer – Korutürk Kablo",
        text("""
Dear Erdemer Bey,

I am following up on the offer I sent you two weeks ago for EC-grade aluminium wire rod, 9.5 mm, in 2 t coils. Prices are held until the end of the month. We can load the first 100 t in Sitra within three weeks of your order and ship CFR Mersin or CFR Gemlik.

Please let me know if you need any changes to the quantities or the payment terms.

Best regards,
""" + S2_SIG),
        "follow-up on the writer's own offer; the note's spec; the company short in the subject",
        Twin("artifact", "body", "Prices are held until the end of the month. We can",
             "Prices are held until the end of the month. Prices are held until the end of the "
             "month. We can", "Prices are held until the end of the month.", "a repeated sentence",
             found="Prices are held until the end of the month. Prices are held until the end of "
             "the month."),
    ),
    # N054 P025 -------------------------------------------------------------------------------
    Mail(
        "P025", "s3", "first", "English (Thai greeting)",
        "Gold leaf booklets, 24k, 4.3 x 4.3 cm",
        text("""
เรียน คุณมาสิตะ,

Our workshop in Mandalay hand-beats 24k gold leaf for temples across the region, and we can make the 4.3 x 4.3 cm size in booklets of 100 leaves that your temples in Chiang Mai use. Our beaten gold leaf is interleaved with bamboo paper and packed in boxes of ten booklets.

Shall I send one booklet as a sample?

Best regards,
""" + S3_SIG),
        "another, shorter first e-mail in English with a Thai greeting, answering the note "
        "(temples in Chiang Mai, 24k, size, booklets of 100)",
        Twin("category_wrong", "body", "Our beaten gold leaf is interleaved",
             "Our imitation gold leaf is interleaved", "beaten gold leaf",
             "imitation gold leaf (Dutch metal) for beaten gold", found="imitation gold leaf"),
    ),
    # N055 P026 -------------------------------------------------------------------------------
    Mail(
        "P026", "s3", "first", "English",
        "23.75 carat gold leaf – samples for Curiel",
        text("""
Dear Mr Curiel,

It was good to meet you at Artigiano in Fiera in Milan in December. You asked for samples of 23.75 carat gold leaf; two booklets, loose and transfer, are on their way to you by courier.

Yadanabon Handicraft & Tea Company Limited has beaten gold leaf by hand in Mandalay for three generations, and we would be glad to become a regular supplier to Curiel Forniture per Doratori.

Kind regards,
""" + S3_SIG),
        "another, shorter first e-mail in English, answering the Italian note; Milan for the "
        "note's Milano; the company without S.r.l.",
        Twin("note_wrong", "body", "at Artigiano in Fiera in Milan", "at Homi in Milan",
             "Artigiano in Fiera, Milano", "a fair the note does not name in place of the one it "
             "does", found="Homi in Milan"),
    ),
    # N056 P029 -------------------------------------------------------------------------------
    Mail(
        "P029", "s3", "first", "English",
        "Laphet for your shop in Zhonghe",
        text("""
Dear Mr Tseng,

Thank you for visiting our stand at the Taipei International Food Show last June. As your shop in Zhonghe serves the Burmese community, I'd like to offer 曾記南洋食品有限公司 our pickled tea leaves from Shan State in 250 g and 1 kg vacuum packs, with a minimum order of 200 kg by air to Taoyuan.

Best regards,
""" + S3_SIG),
        "another, shorter first e-mail in English after the fair the note records; 'Mr Tseng' "
        "(Wade-Giles romanisation of 曾); the company in Chinese inside an English sentence",
        Twin("company_misspelled", "body", "offer 曾記南洋食品有限公司 our",
             "offer 曾紀南洋食品有限公司 our", "曾記南洋食品有限公司",
             "a homophone character (紀 for 記)", found="曾紀南洋食品有限公司"),
    ),
    # N057 P032 -------------------------------------------------------------------------------
    Mail(
        "P032", "s3", "follow-up", "English",
        "Christmas 2026 puppets – order timing",
        text("""
Dear Louis,

Following up on my proposal for the ten puppet characters for Christmas 2026: our carvers are planning their summer now, so if you can confirm the characters and quantities by the end of June, Davies & Daughter Toys will have the puppets in the UK by early November.

The photographs of all ten characters are attached.

Kind regards,
""" + S3_SIG),
        "follow-up on the writer's own proposal, quoting the note's request",
        Twin("artifact", "subject", "– order timing", "– order order timing", "order timing",
             "a doubled word in the subject", found="order order"),
    ),
    # N058 P035 -------------------------------------------------------------------------------
    Mail(
        "P035", "s4", "first", "English",
        "Dracaena cuttings for Dockx Plantenkwekerij",
        text("""
Dear Ms Dockx,

Following our meeting at IPM Essen in January: we ship unrooted dracaena cuttings from Cartago, Costa Rica, every week by air to Brussels, and from there by truck to your nursery in Belgium the next day.

Could you tell me which varieties and lengths you plan to pot this spring?

Kind regards,
""" + S4_SIG),
        "another, shorter first e-mail in English after the fair the note records; the company "
        "without BV",
        Twin("country_wrong", "body", "your nursery in Belgium the next day",
             "your nursery in the Netherlands the next day", "Belgium",
             "a neighbouring country for the buyer's", found="the Netherlands"),
    ),
    # N059 P036 -------------------------------------------------------------------------------
    Mail(
        "P036", "s4", "first", "French",
        "Cathéters guides 6F et 7F – dossier en français",
        text("""
Bonjour Madame Chenaux,

Nous exportons depuis Cartago, au Costa Rica, des cathéters guides 6F et 7F (Judkins, Amplatz, EBU) marqués CE selon le MDR. Comme vous le souhaitez, toute la documentation MDR et Swissmedic est disponible en français.

Puis-je vous envoyer le dossier et une offre pour Chenaux Médical ?

Meilleures salutations,
""" + S4_SIG),
        "another, shorter first e-mail wholly in French answering the note; Swiss closing "
        "(Meilleures salutations); the company without SA",
        Twin("sender_wrong", "body", "Cerro Irazú Exportaciones S.R.L.",
             "Cerro Irazú Exportaciones S.A.", "Cerro Irazú Exportaciones S.R.L.",
             "the sender's legal form changed in the signature",
             found="Cerro Irazú Exportaciones S.A."),
    ),
    # N060 P038 -------------------------------------------------------------------------------
    Mail(
        "P038", "s4", "follow-up", "Spanish",
        "Seguimiento: zanahoria en bolsas de 20 lb para Distribuidora Antúnez",
        text("""
Estimada Sra. Antúnez:

Le escribo para dar seguimiento a la cotización DAP Ciudad de Panamá que le envié la semana pasada. Tenemos cupo en el camión del próximo lunes por Paso Canoas y podríamos cargar las primeras bolsas de 20 lb para Distribuidora Antúnez si nos confirma antes del viernes.

Quedo atenta a sus comentarios.

Saludos cordiales,
""" + S4_SIG),
        "follow-up on the writer's own quote, in Spanish; the note's bags and route; "
        "'Quedo atenta' (the writer is a woman)",
        Twin("company_missing", "body", "bolsas de 20 lb para Distribuidora Antúnez si",
             "bolsas de 20 lb para su distribuidora si", "Distribuidora Antúnez, S.A.",
             "every mention of the company replaced by 'su distribuidora'",
             found="su distribuidora",
             more=(("subject", "para Distribuidora Antúnez", "para su distribuidora"),)),
    ),
]
