"""Natural e-mails N041-N060: a second e-mail to 20 buyers, each with the edit its twin gets."""
from mail import Mail, Twin
from emails_a import S1_SIG, S2_SIG
from emails_b import S3_SIG, S4_SIG

MAILS = [
    Mail("P001", "s1", "Re: BP1 and PF1 samples – did they arrive?",
f"""Dear Damian,

I hope the BP1 and PF1 samples reached you safely; the courier shows them delivered to your office on Tuesday.

When your tasters have had a chance to try them, I would be grateful for any comments, even critical ones. If the PF1 is a little too quick for your blend, we also have a PD from the same Thyolo estate, which brews slightly slower.

Kind regards,
Chikondi""",
         "follow-up on the writer's own samples, English; signed with the given name only",
         Twin("artifact", "body", "we also have a PD from the same Thyolo estate, which brews slightly slower.", "we also have a PD from the same Thyolo estate, which brews",
              "we also have a PD from the same Thyolo estate, which brews slightly slower.", "a sentence cut off", found="from the same Thyolo estate, which brews")),

    Mail("P002", "s1", "Malawi CTC – price list attached",
f"""Dear Mr Al-Sayoufi,

A short note to share our current CTC black tea price list (BP1, PF1, PD, D1), CIF Alexandria. Malawi teas give the deep red cup your customers know, at a lower price than many Kenyan lots this season.

I would be pleased to send samples to your factory.

Best regards,

{S1_SIG}""",
         "second, shorter first e-mail, English; family name romanised with the article",
         Twin("contact_wrong", "body", "Dear Mr Al-Sayoufi,", "Dear Mr Al-Sayed,",
              "أيمن السيوفي", "another Egyptian family name", found="Mr Al-Sayed")),

    Mail("P003", "s1", "Чай CTC из Малави — образцы",
f"""Майя, добрый день!

Дополнительно к прайс-листу: мы можем бесплатно отправить вам образцы BP1 и PF1 (по 250 г) для дегустации. Доставка курьером в Россию занимает около десяти дней.

С уважением,
Чиконди Мвале-Фири
Shire Highlands Commodities Limited""",
         "second, short first e-mail, Russian; samples offered",
         Twin("country_wrong", "body", "Доставка курьером в Россию занимает", "Доставка курьером в Беларусь занимает",
              "Russia", "a neighbouring country", found="в Беларусь")),

    Mail("P005", "s1", "CTC black tea offer – CFR Bandar Abbas",
f"""Dear Mr Mahjoob,

Following the ISO 3720 report, here is a firm offer for one 20 ft container to Iran: 300 sacks of BP1 and PF1 (18 tonnes), CFR Bandar Abbas, shipment in 30 days. Prices are attached.

Please let me know if you would like a different mix of grades.

Best regards,

{S1_SIG}""",
         "second, short first e-mail (an offer after the report), English",
         Twin("country_wrong", "body", "one 20 ft container to Iran:", "one 20 ft container to Iraq:",
              "Iran", "a neighbouring country", found="to Iraq")),

    Mail("P006", "s1", "Kilombero-Reis: Musterversand",
f"""Sehr geehrte Frau Reichmann,

kurz zur Information: Das 2-kg-Muster unseres Bio-Kilombero-Reises für die Reichmann Reisimport GmbH geht heute per DHL nach Deutschland. Das EU-Bio-Zertifikat liegt der Sendung in Kopie bei.

Mit freundlichen Grüßen
Chikondi Mwale-Phiri
Shire Highlands Commodities Limited""",
         "second, short first e-mail (sample dispatch), German",
         Twin("company_foreign", "body", "für die Reichmann Reisimport GmbH geht", "für die Bouthoorn Rijsthandel B.V. geht",
              "Reichmann Reisimport GmbH", "the Dutch rice buyer's company of this set", found="Bouthoorn Rijsthandel B.V.")),

    Mail("P008", "s1", "Re: Kilombero rice in 25 kg bags",
f"""Dear Mr Khalid,

I am following up on my e-mail about Kilombero rice for your restaurant customers in Dubai and Sharjah. We have a container of 25 kg bags ready for shipment at the end of the month, CIF Jebel Ali, and could reserve part of it for you.

Would a 5 kg sample help your chefs decide?

Best regards,

{S1_SIG}""",
         "follow-up on the writer's own e-mail, English; the note's customers",
         Twin("note_wrong", "body", "restaurant customers in Dubai and Sharjah", "restaurant customers in Abu Dhabi and Al Ain",
              "restaurants in Dubai and Sharjah", "the note's cities misquoted", found="Abu Dhabi and Al Ain")),

    Mail("P010", "s1", "Kilombero rice – kosher certificate attached",
f"""Dear Romi,

As promised, I attach our kosher certificate for the Kilombero rice, valid until the end of next year, together with a specification sheet. Yona Food Import would be our first customer in Israel, and we would take good care of the first order.

Best regards,

{S1_SIG}""",
         "second, short first e-mail (certificate), English",
         Twin("company_missing", "body", "Yona Food Import would be our first", "Your company would be our first",
              "יונה יבוא מזון בע\"מ", "the company's name replaced by 'your company'", found="Your company")),

    Mail("P011", "s1", "Shelled groundnuts – sample on its way",
f"""Dear Mr Zulkarnain,

A 5 kg sample of our shelled groundnuts, count 50/60, left Blantyre today by DHL, with the SGS aflatoxin certificate of the same lot. It should reach Surabaya in about a week.

Salam hormat,

{S1_SIG}""",
         "second, short first e-mail (sample), English with an Indonesian closing",
         Twin("category_wrong", "body", "A 5 kg sample of our shelled groundnuts,", "A 5 kg sample of our in-shell groundnuts,",
              "shelled groundnuts", "in-shell for shelled groundnuts", found="in-shell groundnuts")),

    Mail("P014", "s1", "Groundnuts 50/60 – English version of our offer",
f"""Dear Ms Petliura,

In case your colleagues prefer English: our offer for shelled groundnuts, count 50/60, Chalimbana variety, stands at USD 1,640 per tonne CIF Odesa, in 50 kg bags. Each lot comes with an aflatoxin certificate.

Kind regards,

{S1_SIG}""",
         "second, short first e-mail in English to a Ukrainian buyer",
         Twin("contact_wrong", "body", "Dear Ms Petliura,", "Dear Ms Petrenko,",
              "Марина Петлюра", "a common Ukrainian family name in place of the contact's", found="Ms Petrenko")),

    Mail("P017", "s2", "Sparkling wine – Chinese back label draft",
f"""Dear Mr Wen,

Please find attached the draft Chinese back label for our traditional-method Brut and Brut Rosé, prepared for Shanghai Wen's Wine Co., Ltd. If your customs broker wants any changes, we can print the final labels within two weeks.

Best regards,

{S2_SIG}""",
         "second, short first e-mail in English to a Chinese buyer; company translated into English",
         Twin("artifact", "body", "Please find attached the draft Chinese back label", "Please find attached the the draft Chinese back label",
              "Please find attached the draft Chinese back label", "a doubled word", found="the the")),

    Mail("P019", "s2", "Re: IQF Sauerkirschen – Probe",
f"""Sehr geehrter Herr Hauffer,

ich wollte nachfragen, ob die Probe unserer entsteinten IQF-Sauerkirschen gut angekommen ist. Bei Fragen zur Spezifikation (max. 1 Stein/kg) stehe ich gern zur Verfügung.

Mit freundlichen Grüßen
Ion Cebotari-Rusu
Răut Vin & Fruct S.R.L.
Orhei, Moldau""",
         "follow-up on the writer's own sample, German",
         Twin("sender_wrong", "body", "Răut Vin & Fruct S.R.L.\nOrhei, Moldau", "Răut Vin & Fruct S.A.\nOrhei, Moldau",
              "Răut Vin & Fruct S.R.L.", "the sender's legal form S.A. for S.R.L.", found="Răut Vin & Fruct S.A.")),

    Mail("P021", "s2", "Sour cherries for your Flemish bakery customers",
f"""Dear Karel,

A short English summary of our offer, for your colleagues: pitted frozen sour cherries from Moldova, IQF or 10 kg blocks, delivered by reefer truck DAP your warehouse in Belgium in about four days. Suitable for the tarts and vlaaien of the bakeries you supply in Flanders.

Best regards,

{S2_SIG}""",
         "second, short first e-mail, English; the note's customers",
         Twin("country_wrong", "body", "DAP your warehouse in Belgium in about", "DAP your warehouse in the Netherlands in about",
              "Belgium", "the neighbouring country", found="the Netherlands")),

    Mail("P022", "s2", "Miel de tilleul – prix",
f"""Madame Maury,

Je complète mon envoi avec nos prix pour le miel de tilleul : en fûts de 300 kg ou en seaux de 25 kg, DAP votre miellerie. Ces prix sont valables jusqu'à la fin du mois pour la Miellerie Maury.

Bien cordialement,
Ion Cebotari-Rusu
Răut Vin & Fruct S.R.L.""",
         "second, short first e-mail (prices), French",
         Twin("company_misspelled", "body", "pour la Miellerie Maury.", "pour la Miellerie Mauri.",
              "Miellerie Maury SARL", "y written i in the family name", found="Miellerie Mauri")),

    Mail("P026", "s3", "TLA blend data from an AASHTO-accredited lab",
f"""Dear Ms Haynes,

Further to the penetration data, I attach the blend results for Trinidad Lake Asphalt épuré with PG 64-22 (50/50), tested by an AASHTO-accredited laboratory. Please let me know if your engineers need other binders tested for the New Jersey bridge decks.

Best regards,

{S3_SIG}""",
         "second, short first e-mail (data), English",
         Twin("sender_wrong", "body", "+1 868 652 4419 | kavita.rm", "+1 868 625 4419 | kavita.rm",
              "+1 868 652 4419", "two digits of the sender's phone swapped", found="+1 868 625 4419")),

    Mail("P028", "s3", "Cocoa nibs – Rainforest Alliance certificate",
f"""Dear Ms Hürlimann,

As Leiterin Beschaffung you will need the paperwork first, so I attach the Rainforest Alliance certificate of the cooperatives that grow the Trinitario cocoa for our nibs. The 1 kg sample goes to Chocolaterie Hürlimann by courier this week.

Kind regards,

{S3_SIG}""",
         "second, short first e-mail in English; the recorded German title inside English",
         Twin("title_wrong", "body", "As Leiterin Beschaffung you", "As Leiterin Verkauf you",
              "Leiterin Beschaffung", "head of procurement turned into head of sales", found="Leiterin Verkauf")),

    Mail("P030", "s3", "Suivi : grués de cacao torréfiés",
f"""Bonjour Madame Lamontagne,

Je me permets de revenir vers vous au sujet de nos grués de cacao Trinitario torréfiés en sacs de 10 kg. Avez-vous pu goûter l'échantillon ? Nous avons un lot disponible pour expédition vers Montréal le mois prochain.

Cordialement,
Kavita Ramdass-Mohammed
Naparima Export Traders Limited""",
         "follow-up on the writer's own e-mail and sample, French",
         Twin("category_wrong", "body", "au sujet de nos grués de cacao Trinitario", "au sujet de nos coques de cacao Trinitario",
              "cocoa nibs", "cocoa shells for cocoa nibs", found="coques de cacao")),

    Mail("P033", "s4", "Isfara sweet apricot kernels – prices",
f"""Dear Mr Zengin,

Here are our prices for sweet apricot kernels, 25 kg cartons, DAP Istanbul by truck. We could ship a first lot for Zengin Kuruyemiş within three weeks of order.

Saygılarımla,

{S4_SIG}""",
         "second, short first e-mail, English; Turkish company in short form",
         Twin("company_missing", "body", "a first lot for Zengin Kuruyemiş within", "a first lot for your company within",
              "Zengin Kuruyemiş Gıda A.Ş.", "the company's name replaced by 'your company'", found="your company")),

    Mail("P034", "s4", "Sweet apricot kernels – HCN results in English",
f"""Dear Dr Mannoia,

For your QA team, the HCN results of our last three lots of sweet apricot kernels in English: 3.4, 5.1 and 5.9 mg/kg, all below the 10 mg/kg that Amaretti Mannoia requires. The 25 kg sample carton is ready.

Best regards,

{S4_SIG}""",
         "second, short first e-mail, English; the note's HCN limit and sample carton",
         Twin("company_foreign", "body", "below the 10 mg/kg that Amaretti Mannoia requires", "below the 10 mg/kg that Apicoltura Zoppetti requires",
              "Amaretti Mannoia S.p.A.", "the other Italian buyer's company of this set", found="Apicoltura Zoppetti")),

    Mail("P036", "s4", "Antimony concentrate – lot analyses",
f"""Dear Ms Hao,

I attach the assay certificates of our last four lots of antimony concentrate: Sb 47% to 52%, As 0.12% to 0.2%, all within the limits for your Lengshuijiang plant. We can ship the next lot by rail via Khorgos.

Best regards,

{S4_SIG}""",
         "second, short first e-mail in English to a Chinese buyer; the note's limits and plant",
         Twin("artifact", "body", "all within the limits for your Lengshuijiang plant.", "all within the limits for {company}'s Lengshuijiang plant.",
              "all within the limits for your Lengshuijiang plant.", "a template placeholder left in", found="{company}")),

    Mail("P038", "s4", "Re: antimony concentrate CIF Busan",
f"""Dear Ms Eom,

I wanted to follow up on the offer I sent after Metal Korea. If the grade suits 엄금속 주식회사, we can hold a 40-tonne lot for shipment CIF Busan next month.

Best regards,

{S4_SIG}""",
         "follow-up on the writer's own offer, English; the note's fair and port",
         Twin("note_wrong", "body", "the offer I sent after Metal Korea.", "the offer I sent after Aluminium China.",
              "Metal Korea (KINTEX)", "another fair than the one the note records", found="Aluminium China")),
]
