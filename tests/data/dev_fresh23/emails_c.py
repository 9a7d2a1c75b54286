"""Natural e-mails N041-N060 of dev_fresh23: a second e-mail to 20 buyers (18 with a note, plus
P010 and P037), each with its twin's edit."""
from mail import Mail, T, Twin

MAILS = [
    # N041 -> P001 (Russia), Russian follow-up on the writer's own offer
    Mail("P001", "s1", "follow-up", "ru",
         "Re: Хурма «Королёк» — цена DAP Москва",
         """Макар, добрый день!

Возвращаюсь к моему письму от прошлой недели. Мы получили расчёт логистики, и теперь могу назвать цену на хурму «Королёк» в ящиках по 5 кг: 2,10 доллара США за кг на условиях DAP Москва при загрузке 20 т.

Первые машины можем отгрузить в начале ноября, последние — в конце января, как вы и просили. Если объём подтвердится до 15 октября, зарезервируем для «Мамонтов Агро» урожай двух садов в Огузском районе.

Жду вашего ответа.

С уважением,
Наргиз Гусейнова
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Russian, informal opening with the given name; the company in short form in quotes; the "
         "sender's name in Cyrillic; the note's November-January window.",
         T("sender_wrong", "body", "Наргиз Гусейнова\nŞəki", "Наргиз Гасанова\nŞəki", "Nərgiz Hüseynova",
           "the sender's family name replaced by another Azerbaijani one", found="Наргиз Гасанова")),

    # N042 -> P003 (Poland), English, another short first e-mail (GlobalG.A.P.)
    Mail("P003", "s1", "reply", "en",
         "GlobalG.A.P.-certified persimmons from Azerbaijan",
         """Dear Mr Wawrzonek,

A short note from Şəki Bərəkət MMC in Azerbaijan: our persimmon orchards are GlobalG.A.P. certified, and the certificate is valid until August 2026. I know certification matters to Wawrzonek Owoce Egzotyczne, so I have attached a copy.

We pack Korolyok persimmons in 5 kg cartons from late October to January and deliver by reefer truck to Poland in about seven days.

Would you like a trial pallet this season?

Best regards,
Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Short English first e-mail answering the note's certificate requirement; the company "
         "without Sp. z o.o.",
         T("country_wrong", "body", "by reefer truck to Poland in", "by reefer truck to Czechia in", "Poland",
           "a neighbouring country for the buyer's", found="Czechia")),

    # N043 -> P004 (UAE), English follow-up on the writer's own quote
    Mail("P004", "s1", "follow-up", "en+ar",
         "Re: Persimmons CFR Jebel Ali",
         """Dear Mr Hamad,

I wanted to follow up on the offer I sent after Gulfood for a 40 ft reefer of persimmons CFR Jebel Ali. The first harvest in Şəki is two weeks away, so this is a good moment to fix the shipment dates.

If المزروعي لتجارة الفواكه والخضروات can confirm by the end of the month, we can load the first container in the second week of November.

Best regards,
Nərgiz Hüseynova
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Gulf style `Mr Hamad` (given name); the Arabic company without شركة and ذ.م.م inside English; "
         "the note's fair and terms.",
         T("company_foreign", "body", "If المزروعي لتجارة الفواكه والخضروات can", "If شربتلي للتجارة can",
           "شركة المزروعي لتجارة الفواكه والخضروات ذ.م.م",
           "another buyer's company of this set (Saudi, same region)", found="شربتلي للتجارة")),

    # N044 -> P006 (UK), English follow-up on the sample
    Mail("P006", "s1", "follow-up", "en",
         "Did the narsharab samples arrive?",
         """Hi Alice,

Just checking that the two 330 g bottles of narsharab reached you last week; DHL shows them as delivered to your office on Thursday.

If your team has had a chance to taste them, I'd love to hear what they thought. I can also send our BRCGS audit report and the full spec sheet for your listing forms, if that helps.

Best wishes,
Nərgiz

Nərgiz Hüseynova | Export Manager | Şəki Bərəkət MMC""",
         "A two-paragraph check-in; no company named; the sender signs with her given name first.",
         T("artifact", "body", "had a chance to taste them", "had a chance to to taste them",
           "had a chance to taste them", "a doubled word", found="to to")),

    # N045 -> P007 (Israel), English, another short first e-mail (kosher)
    Mail("P007", "s1", "reply", "en",
         "Pomegranate sauce with OU kosher certificate",
         """Dear Ms Aharoni,

You mentioned that you need OU or Badatz certification for the products you import. Our pomegranate sauce (narsharab) from Azerbaijan now carries OU kosher certification (pareve), and I have attached the letter of certification.

The sauce is made only from pomegranates and comes in 330 g glass bottles, 12 per case. I'd be glad to send samples to Israel for a tasting.

Best regards,
Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
+994 24 244 51 87""",
         "English (the note: English is fine); the Hebrew family name romanised (`Ms Aharoni`); the "
         "note's certificate requirement quoted.",
         T("note_wrong", "body", "you need OU or Badatz certification", "you need Star-K certification",
           "OU or Badatz", "the note's certificate request misquoted", found="Star-K")),

    # N046 -> P008 (Germany), German follow-up on the samples
    Mail("P008", "s1", "follow-up", "de",
         "Nachfrage: Muster Granatapfelsauce",
         """Guten Tag Frau Kabus,

ich hoffe, die beiden Musterflaschen unserer Granatapfelsauce sind gut bei Ihnen angekommen. Konnten Sie die Sauce schon probieren?

Falls die Preisliste Fragen aufwirft, etwa zu Mindestmengen oder Lieferzeiten nach Deutschland, rufen Sie mich gern an oder schreiben Sie mir kurz.

Viele Grüße aus Şəki
Nərgiz Hüseynova
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "German, `Guten Tag Frau …`; the note's samples and price list; no company named.",
         T("contact_wrong", "body", "Guten Tag Frau Kabus,", "Guten Tag Frau Kabisch,", "Ayse Kabus",
           "a near-miss family name in the greeting", found="Kabisch")),

    # N047 -> P010 (Greece), Greek, another short first e-mail
    Mail("P010", "s1", "cold", "el",
         "Narsharab – σάλτσα ροδιού για την ελληνική αγορά",
         """Αγαπητέ κύριε Τσούμο,

ως Υπεύθυνος Αγορών της Τσούμος Τρόφιμα ίσως αναζητάτε νέα προϊόντα για το ράφι των εθνικών τροφίμων. Η Şəki Bərəkət MMC από το Αζερμπαϊτζάν παράγει narsharab, πηχτή σάλτσα ροδιού χωρίς πρόσθετη ζάχαρη, ιδανική για σαλάτες, ψητά και σουβλάκια.

Μπορούμε να σας στείλουμε δείγματα σε φιάλες 330 g μαζί με τιμές παράδοσης στον Πειραιά.

Με φιλικούς χαιρετισμούς,
Nərgiz Hüseynova
Şəki Bərəkət MMC, Αζερμπαϊτζάν
+994 24 244 51 87""",
         "Greek, `Αγαπητέ κύριε` with the vocative; the buyer's title inside the sentence; the "
         "company without Α.Ε.",
         T("title_wrong", "body", "ως Υπεύθυνος Αγορών της", "ως Υπεύθυνος Πωλήσεων της", "Υπεύθυνος Αγορών",
           "the sales title for the purchasing one", found="Υπεύθυνος Πωλήσεων")),

    # N048 -> P011 (Italy), English, another short first e-mail (samples)
    Mail("P011", "s1", "reply", "en",
         "Raw silk samples for your Como mill",
         """Dear Ms Santi,

I understand Santi Filati would like to test raw silk for the weaving mill in Como. We reel bivoltine mulberry silk in Şəki, Azerbaijan, and can send three skeins of 20/22 denier, grade 3A, with a test certificate.

Please let me know to whom at the mill the parcel should be addressed.

Kind regards,
Nərgiz Hüseynova
Export Manager, Şəki Bərəkət MMC
+994 24 244 51 87 · sekibereket.az""",
         "Short English reply to the note's request; the company without S.r.l.",
         T("company_misspelled", "body", "I understand Santi Filati would", "I understand Santi Filatti would",
           "Santi Filati S.r.l.", "a doubled t in the company", found="Santi Filatti")),

    # N049 -> P013 (France), English follow-up on the writer's own e-mail
    Mail("P013", "s1", "follow-up", "en",
         "Raw silk samples – follow-up",
         """Dear Mr Delahaye,

Following up on my e-mail after Première Vision: have you had a chance to decide which count you would like to test? For Soieries Delahaye I have reserved 2 kg of 20/22 denier, grade 3A, and 2 kg of 27/29 denier, ready to ship to Lyon by courier.

I'm also happy to join a call with your weaving team if that is easier.

Best regards,
Nərgiz Hüseynova
Şəki Bərəkət MMC, Azerbaijan
+994 24 244 51 87""",
         "English follow-up to a French buyer; the note's fair and Lyon; the company without SAS.",
         Twin("company_missing", "body",
              [("For Soieries Delahaye I have reserved", "For your company I have reserved")],
              "your company", "Soieries Delahaye SAS", "the company replaced by `your company`")),

    # N050 -> P015 (Japan), Japanese follow-up (the sample sent)
    Mail("P015", "s1", "follow-up", "ja",
         "サンプル発送のご案内",
         """佐藤織物株式会社
佐藤様

いつもお世話になっております。Şəki Bərəkət MMC のフセイノヴァです。

先日お知らせいたしました27デニールの生糸サンプル（1kg）を、本日DHLにて発送いたしました。追跡番号は別途お知らせいたします。到着は来週前半の見込みです。

お試しいただいたうえで、ご意見をお聞かせいただけましたら幸いです。

引き続きよろしくお願い申し上げます。

ナルギズ・フセイノヴァ
Şəki Bərəkət MMC
+994 24 244 51 87""",
         "Japanese follow-up; `佐藤様` (family name only); the sender by her family name in katakana.",
         T("category_wrong", "body", "27デニールの生糸サンプル", "27デニールの絹紡糸サンプル", "raw silk yarn (生糸)",
           "spun silk yarn (絹紡糸) for raw silk yarn", found="絹紡糸")),

    # N051 -> P018 (US), English, another short first e-mail (ASTA)
    Mail("P018", "s2", "reply", "en",
         "Jamaican pimento – ASTA-compliant lots",
         """Hello Ms Carson,

I understand Carson Spice Importers needs whole pimento berries that meet the ASTA cleanliness specifications. Every lot we ship from Black River is tested before loading, and I can send you the results of our last three shipments.

Whole berries, sun-dried, in 25 kg bags, FOB Kingston. I'd be glad to send a 5 kg sample for your lab.

Kind regards,
Shanique Whyte-Campbell
Export Manager, Black River Provisions Limited
+1 876 965 2214""",
         "Short English first e-mail answering the note's request; the company without `, LLC`.",
         T("category_wrong", "body", "needs whole pimento berries that", "needs whole cloves that", "pimento berries",
           "cloves for allspice (a neighbouring spice)", found="whole cloves")),

    # N052 -> P019 (UK), English follow-up on the samples and trial pallet
    Mail("P019", "s2", "follow-up", "en",
         "Following up: ackee trial pallet",
         """Dear Frederick,

I hope the sample cases of ackee reached you safely. I wanted to follow up on the trial pallet we discussed for Mills Caribbean Foods: we have a sailing from Kingston to Tilbury on 14 May, and I can hold a pallet of 80 cases for you until Friday.

Let me know if you'd like to go ahead, or if you need anything else for your customers in London and Birmingham.

Best regards,
Shanique Whyte-Campbell
Export Manager | Black River Provisions Limited
swhyte@blackriverprovisions.com.jm | +1 876 965 2214""",
         "British follow-up; the note's customers; the company without Ltd.",
         T("sender_wrong", "body", "swhyte@blackriverprovisions.com.jm |", "swhyte@blackriverprovision.com.jm |",
           "swhyte@blackriverprovisions.com.jm", "the sender's e-mail domain misspelled",
           found="swhyte@blackriverprovision.com.jm")),

    # N053 -> P023 (Netherlands), English, another short first e-mail (150 ml)
    Mail("P023", "s2", "reply", "en",
         "150 ml scotch bonnet sauce for Surinamese and Antillean shops",
         """Dear Ms Jacquot,

Black River Provisions Limited makes a scotch bonnet pepper sauce from Jamaican peppers, and we now fill it in 150 ml bottles, the size you asked about for the Surinamese and Antillean shops that Jacquot Tropische Levensmiddelen supplies.

We can ship mixed pallets to Rotterdam with English labels and a Dutch sticker. Shall I send a case of samples?

Warm regards,
Shanique Whyte-Campbell
Export Manager, Black River Provisions Limited
+1 876 965 2214""",
         "English to a Dutch buyer with a French-looking name (`Ms Jacquot`); the note's request; "
         "the company without B.V.",
         T("company_foreign", "body", "shops that Jacquot Tropische Levensmiddelen supplies", "shops that Eeckhout Sauzen supplies",
           "Jacquot Tropische Levensmiddelen B.V.", "another buyer's company of this set (same category, Belgium)",
           found="Eeckhout Sauzen")),

    # N054 -> P025 (France), French follow-up on the writer's own offer
    Mail("P025", "s3", "follow-up", "fr",
         "Relance – offre couscous moyen 25 kg",
         """Bonjour Monsieur Seguin,

Je reviens vers vous au sujet de notre offre de couscous moyen en sacs de 25 kg, envoyée après le SIAL. En tant qu'acheteur épicerie, vous souhaitez sans doute un échantillon avant de référencer un nouveau fournisseur : je peux vous faire parvenir un colis de 5 kg sous une semaine.

Par ailleurs, une place se libère sur le navire du 20 mars Skikda–Marseille, si vous souhaitez une première palette.

Bien à vous,
Lamia Benaïssa
SARL Ziban Agro-Export
+213 33 54 71 09""",
         "French `relance`; the buyer's title in lower case inside `En tant qu'…`; the note's fair "
         "and request.",
         T("note_wrong", "body", "envoyée après le SIAL.", "envoyée après le Sirha Lyon.", "SIAL Paris",
           "a fair the note does not name for the one it does", found="Sirha Lyon")),

    # N055 -> P027 (Canada), French, another short first e-mail (halal)
    Mail("P027", "s3", "reply", "fr",
         "Couscous halal d'Algérie pour le Canada",
         """Monsieur Harvey,

Je sais qu'Aliments Harvey recherche un couscous certifié halal. SARL Ziban Agro-Export, à Biskra, produit du couscous fin et moyen de blé dur, certifié halal, en sacs de 25 kg et en sachets de 500 g avec étiquetage bilingue.

Puis-je vous envoyer une fiche technique et notre liste de prix CIF Montréal ?

Cordialement,
Lamia Benaïssa, directrice export
SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Short French first e-mail; the elided `qu'Aliments Harvey`; the note's halal requirement.",
         Twin("company_missing", "body",
              [("Je sais qu'Aliments Harvey recherche", "Je sais que votre entreprise recherche")],
              "votre entreprise", "Aliments Harvey inc.", "the company replaced by `votre entreprise`")),

    # N056 -> P028 (Saudi Arabia), Arabic, another short first e-mail
    Mail("P028", "s3", "reply", "ar",
         "كمأة جزائرية طازجة بالشحن الجوي إلى الرياض",
         """السيد شافع شربتلي المحترم،

السلام عليكم ورحمة الله وبركاته،

أنا لمياء بن عيسى، مديرة التصدير في شركة SARL Ziban Agro-Export في بسكرة بالجزائر. نجمع الكمأة (الفقع) الطازجة من الصحراء الجزائرية في موسمها من فبراير إلى أبريل، ونشحنها جواً من الجزائر العاصمة إلى الرياض خلال 48 ساعة من جمعها.

يسعدنا أن نقدّم لشركة شربتلي للتجارة:
- كمأة بيضاء وحمراء مصنفة حسب الحجم
- كراتين مبرّدة وزن 5 كغ
- قائمة أسعار الكيلوغرام أسبوعياً طوال الموسم

وتفضلوا بقبول فائق الاحترام،
لمياء بن عيسى
SARL Ziban Agro-Export
هاتف: +213 33 54 71 09""",
         "Arabic; the sender's name and title in Arabic, her company in Latin; the buyer's company "
         "with the prefix لـ (`لشركة شربتلي للتجارة`); the note's request (by air to Riyadh, "
         "February-April, price per kg).",
         T("contact_wrong", "body", "السيد شافع شربتلي المحترم", "السيد شفيع شربتلي المحترم", "شافع شربتلي",
           "a near-miss given name in the salutation", found="شفيع")),

    # N057 -> P030 (Italy), English, another short first e-mail
    Mail("P030", "s3", "reply", "en",
         "Desert truffles for restaurants in Umbria and Rome",
         """Dear Ms Tresoldi,

Your restaurant customers in Umbria and Rome may enjoy something new on the spring menu: fresh desert truffles (terfez) from the Algerian Sahara. Their mild, nutty flavour works well in risotto, with eggs and in carpaccio.

SARL Ziban Agro-Export ships them chilled by air from Algiers to Rome Fiumicino, in 5 kg cartons, from mid-February to April. I'd be happy to send a trial carton to Tresoldi Tartufi at the start of the season.

Kind regards,
Lamia Benaïssa
Export Director, SARL Ziban Agro-Export
+213 33 54 71 09""",
         "Short English first e-mail built on the note's customers; the company without S.r.l.",
         T("artifact", "body", "in 5 kg cartons, from mid-February to April.", "in 5 kg cartons, from [SEASON DATES].",
           "from mid-February to April", "a template placeholder left in the text", found="[SEASON DATES]")),

    # N058 -> P033 (India), English follow-up on the writer's own offer
    Mail("P033", "s4", "follow-up", "en",
         "Re: Urad FAQ 2025 crop – CNF Chennai",
         """Dear Ms Batra,

Following up on our offer of 500 MT of black matpe beans, FAQ grade, CNF Chennai. Arrivals of the new crop in Yangon are good, and several buyers are already booking December containers.

If Batra Pulses would like to go ahead, please send the LC draft and we will confirm the shipment schedule within two days.

Best regards,
Khin Myat Noe
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "Short trade follow-up; the note's grade and port; the company without Pvt. Ltd.",
         Twin("company_missing", "body",
              [("If Batra Pulses would like", "If your company would like")],
              "your company", "Batra Pulses Pvt. Ltd.", "the company replaced by `your company`")),

    # N059 -> P036 (Thailand), English with Thai greeting, another short first e-mail
    Mail("P036", "s4", "reply", "en+th",
         "Thanaka powder for herbal face powder",
         """เรียน คุณอนิวัฒน์ บัวเผื่อน

As you develop a herbal face powder at บริษัท บัวเผื่อน เฮอร์บัล จำกัด, our thanaka powder from Shwebo may be a good natural base: finely ground bark, cream-yellow in colour, with a COA and microbiological tests for each lot.

We can deliver to Thailand by truck through Mae Sot in about five days. Would you like a 1 kg sample?

ขอบคุณค่ะ
Khin Myat Noe
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "English with a Thai greeting (full name) and closing; the company in full in Thai inside "
         "English; the note's product.",
         T("company_misspelled", "body", "at บริษัท บัวเผื่อน เฮอร์บัล", "at บริษัท บัวเพื่อน เฮอร์บัล",
           "บริษัท บัวเผื่อน เฮอร์บัล จำกัด", "พ for ผ in the family name the company holds",
           found="บริษัท บัวเพื่อน เฮอร์บัล จำกัด")),

    # N060 -> P037 (South Korea), Korean, another short first e-mail
    Mail("P037", "s4", "cold", "ko",
         "미얀마산 타나카 파우더 공급 제안",
         """허성수 팀장님께,

안녕하십니까. 미얀마 양곤의 Shwe Ayeyar Trading Co., Ltd.에서 수출을 담당하고 있는 Khin Myat Noe입니다.

타나카(Thanaka)는 미얀마에서 수백 년 동안 피부를 시원하게 하고 햇빛으로부터 보호하기 위해 사용해 온 천연 나무껍질 가루입니다. 최근 한국 화장품 시장에서도 천연 원료에 대한 관심이 높아지고 있어, 주식회사 성수코스메틱에 저희 타나카 파우더를 소개해 드리고자 합니다.

- 미세 분말, 1kg 알루미늄 포장
- 로트별 성적서(COA), MSDS, 미생물 시험 성적서 제공
- 양곤에서 부산항까지 해상 운송

샘플이 필요하시면 언제든지 말씀해 주십시오.

감사합니다.
Khin Myat Noe 드림
Shwe Ayeyar Trading Co., Ltd.
+95 1 839 2415""",
         "Korean business letter (팀장님께, 드림); the category as 타나카 파우더; the company in full.",
         T("country_wrong", "body", "최근 한국 화장품 시장에서도", "최근 일본 화장품 시장에서도", "South Korea (한국)",
           "Japan (일본) for the buyer's market", found="일본")),
]
