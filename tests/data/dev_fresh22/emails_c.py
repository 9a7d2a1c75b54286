"""Natural e-mails N041-N060: a second e-mail to 20 buyers (19 with a note, and P024), each with
the edit its twin gets. Follow-ups on the writer's own earlier e-mail or sample: N041, N044, N046,
N049, N051, N055, N059, N060; the others are another, shorter first e-mail to the same buyer."""
from mail import Mail, Twin

MAILS = [
    # N041 -> P001 (follow-up on the samples of N001)
    Mail("P001", "s1",
         "Juniper samples – did they reach you?",
         """\
Dear Ms Adamecová,

I hope the three 2 kg samples of our 2025 juniper berries reached Liehovar Adamec safely last week. Each bag is labelled with its lot number, and the essential oil content you asked about is printed on the enclosed lab sheet (1.4, 1.5 and 1.6 % v/w).

If one of the lots suits your borovička, I can hold it for you until the end of the month.

Best regards,
Ermira Kapllani
Tomorri Herbs & Minerals Sh.p.k.""",
         "follow-up on the writer's own samples; English; `Ms Adamecová` with the Slovak feminine "
         "surname; the note's request quoted rightly",
         Twin("note_wrong", "the essential oil content you asked about",
              "the pesticide residue results you asked about",
              "asked for the 2025 crop's essential oil content",
              "the note's request misquoted (residue results, which another buyer asked for)")),
    # N042 -> P003 (another first e-mail)
    Mail("P003", "s1",
         "Albanian juniper for Brown Botanicals",
         """\
Hello Colin,

A quick one: we have 5 t of 2025-crop juniper berries (oil 1.4–1.6 %) ready to ship from Durrës, priced CIF Felixstowe, with a fresh pesticide residue report. If Brown Botanicals still needs berries for its distillery customers, I can send you the offer and the report today.

Ermira Kapllani
Tomorri Herbs & Minerals Sh.p.k., Berat""",
         "another first e-mail, short, answering the note's request; English; the company without "
         "`Ltd` in subject and body",
         Twin("company_missing", "If Brown Botanicals still needs", "If your company still needs",
              "Brown Botanicals Ltd",
              "both mentions of the company replaced by `your company` (subject and body)",
              found="your company",
              more=(("subject", "for Brown Botanicals", "for your company"),))),
    # N043 -> P005 (another first e-mail)
    Mail("P005", "s1",
         "Jeneverbessen uit Albanië – biologisch",
         """\
Geachte heer Theys,

Als zaakvoerder van Stokerij Theys kiest u uw botanicals zelf, dus ik hou het kort: wij plukken jeneverbessen in de bergen rond Berat (Albanië), biologisch gecertificeerd, oogst 2025, 1,4–1,6 % etherische olie. Graag stuur ik u een staal van 1 kg, zodat u de bessen zelf in uw jenever kunt proeven.

Met vriendelijke groeten,
Ermira Kapllani
Tomorri Herbs & Minerals Sh.p.k.""",
         "another first e-mail, short, in Dutch as the note asks, answering its organic question; "
         "the recorded title `zaakvoerder` in the sentence; Belgian `staal`",
         Twin("title_wrong", "Als zaakvoerder van", "Als aankoper van", "Zaakvoerder",
              "the owner-manager's title turned into a purchasing title", found="aankoper")),
    # N044 -> P006 (follow-up on the sample of N006)
    Mail("P006", "s1",
         "Oregano-Muster – Ihre Rückmeldung?",
         """\
Guten Tag Herr Schomber,

vor zwei Wochen ist unser Muster von 1 kg dampfsterilisiertem Oregano bei der Schomber Gewürzmühle angekommen. Konnte Ihr Labor die Keimzahlen schon prüfen? Falls Sie für die Freigabe noch ein Analysenzertifikat eines deutschen Labors brauchen, lasse ich gern eine Rückstellprobe desselben Loses untersuchen.

Viele Grüße
Ermira Kapllani
Tomorri Herbs & Minerals Sh.p.k.""",
         "follow-up on the writer's own sample; wholly in German; the company without `GmbH`, "
         "with the article; Rückstellprobe",
         Twin("company_misspelled", "bei der Schomber Gewürzmühle", "bei der Schomberg Gewürzmühle",
              "Schomber Gewürzmühle GmbH", "the family name in the company with a `g` added",
              found="Schomberg Gewürzmühle")),
    # N045 -> P007 (another first e-mail)
    Mail("P007", "s1",
         "Kosher + FDA documents for our oregano",
         """\
Amy,

Both documents you asked for are attached: the kosher certificate of our dried oregano and the FDA food facility registration of our plant in Berat. That should be everything Carter Spice needs to approve us as a supplier for your pizza-chain customers.

Ermira
Tomorri Herbs & Minerals Sh.p.k.""",
         "another first e-mail, very short, answering the note's requests; English, first names "
         "only; the company shortened to `Carter Spice`",
         Twin("company_foreign", "everything Carter Spice needs", "everything Shepard Aromatics needs",
              "Carter Spice Company, LLC",
              "another US buyer of this set (P021, a fragrance house) in the buyer's place",
              found="Shepard Aromatics")),
    # N046 -> P009 (follow-up on the price list of N009)
    Mail("P009", "s1",
         "Cennik oregano FCA Durrës – uzupełnienie",
         """\
Szanowna Pani Roksano,

w nawiązaniu do cennika, który wysłałam po targach Polagra Food, chciałabym zapytać, czy nasza oferta oregano spotkała się z zainteresowaniem firmy Przyprawy Samiec. Ceny FCA Durrës obowiązują do końca kwietnia, a przy zamówieniu powyżej 3 ton możemy zaproponować rabat 3%.

Chętnie wyślę też próbkę 500 g.

Z poważaniem
Ermira Kapllani
Menedżer ds. eksportu
Tomorri Herbs & Minerals Sh.p.k.""",
         "follow-up on the writer's own price list; wholly in Polish (vocative `Roksano`, the "
         "feminine `wysłałam`); the company without `sp. z o.o.`, in the genitive after `firmy`; "
         "the sender's title in Polish",
         Twin("contact_wrong", "Szanowna Pani Roksano", "Szanowna Pani Renato", "Roksana Samiec",
              "another Polish given name (vocative) in the greeting", found="Renato")),
    # N047 -> P010 (another first e-mail)
    Mail("P010", "s1",
         "Αλβανική ρίγανη σοδειάς 2026 σε μπάλες των 20 κιλών",
         """\
Αγαπητέ κύριε Κούτρη,

Ονομάζομαι Ερμίρα Καπλάνι (Ermira Kapllani) και είμαι υπεύθυνη εξαγωγών στην Tomorri Herbs & Minerals, στο Μπεράτι της Αλβανίας. Γνωρίζω ότι η Κούτρης Μπαχαρικά Α.Ε. φέρνει αλβανική ρίγανη μέσω Κακαβιάς από το 2019, και θα θέλαμε να σας προμηθεύσουμε τη σοδειά του 2026 σε μπάλες των 20 κιλών.

Η συγκομιδή ξεκινά στα τέλη Ιουνίου. Η ρίγανη ξηραίνεται στη σκιά και μπορούμε να την παραδώσουμε με φορτηγό στις αποθήκες σας.

Με εκτίμηση,
Ερμίρα Καπλάνι
Tomorri Herbs & Minerals Sh.p.k.""",
         "another first e-mail, answering the note's wish; wholly in Greek; the sender's name in "
         "Greek letters; Berat as Μπεράτι, Kakavia in the genitive; the full company with `Α.Ε.`",
         Twin("company_misspelled", "η Κούτρης Μπαχαρικά Α.Ε.", "η Κούτσης Μπαχαρικά Α.Ε.",
              "Κούτρης Μπαχαρικά Α.Ε.", "ρ of Κούτρης written as σ", found="Κούτσης Μπαχαρικά Α.Ε.")),
    # N048 -> P011 (another first e-mail)
    Mail("P011", "s1",
         "块状铬矿 CIF 天津新港",
         """\
李经理：

您好！关于贵司所需的块状铬矿（Cr2O3 40% 以上），我司本月可从都拉斯港发运一船，价格条款为 CIF 天津新港。详细报价和检验报告随后发送，如有具体数量要求请告知。

Ermira Kapllani
出口经理
Tomorri Herbs & Minerals Sh.p.k.""",
         "another first e-mail, short, answering the note's request; wholly in simplified Chinese",
         Twin("sender_wrong", "Tomorri Herbs & Minerals Sh.p.k.", "Tomorri Herbs & Minerals Sh.a.",
              "Tomorri Herbs & Minerals Sh.p.k.",
              "the sender's legal form (limited company) written as the Albanian joint-stock `Sh.a.`")),
    # N049 -> P013 (follow-up on the offer of N013)
    Mail("P013", "s1",
         "Chromite by truck via Qafë Thanë – our offer of last week",
         """\
Почитуван господине Трајковски,

I am following up on the offer I sent last week for 300 tonnes of lumpy chromite a month, trucked from Bulqizë through Qafë Thanë. We could start with a trial load of two trucks so that your laboratory can check the Cr2O3 content before we agree on a monthly contract.

Could you let me know by Friday whether Феролегури Трајковски would like to go ahead with the trial?

Со почит,
Ermira Kapllani
Export Manager, Tomorri Herbs & Minerals Sh.p.k.""",
         "follow-up on the writer's own offer; English with a Macedonian greeting and closing; the "
         "company in Cyrillic without `ДООЕЛ` inside an English sentence",
         Twin("artifact",
              "We could start with a trial load of two trucks so that your laboratory can check the Cr2O3 content before we agree on a monthly contract.",
              "We could start with a trial load of two trucks so that your laboratory can check the Cr2O3 content before we agree on a monthly contract. We could start with a trial load of two trucks so that your laboratory can check the Cr2O3 content before we agree on a monthly contract.",
              "We could start with a trial load of two trucks so that your laboratory can check the Cr2O3 content before we agree on a monthly contract.",
              "a sentence repeated")),
    # N050 -> P016 (another first e-mail)
    Mail("P016", "s2",
         "Venezuelský stařený rum pro Staněk Distribuce",
         """\
Vážený pane Staňku,

jmenuji se María Alejandra Rangel a vedu export ve společnosti Exportadora Chama Andina v Méridě ve Venezuele. Ráda bych Vám představila náš stařený rum s chráněným označením původu „Ron de Venezuela“: zraje nejméně dva roky v dubových sudech a nabízíme ho ve stáří 4, 8 a 12 let, vždy 40 % obj.

Ceny za karton 6 lahví DAP Praha Vám ráda zašlu spolu se vzorkem dvanáctiletého rumu.

S pozdravem
María Alejandra Rangel
Jefa de Exportación
Exportadora Chama Andina, C.A.""",
         "another first e-mail, answering the note's requests (12-year-old sample, case price DAP "
         "Prague); wholly in Czech (vocative `pane Staňku`, feminine `Ráda`, Mérida in the "
         "locative `v Méridě`); the company without `s.r.o.` in the subject",
         Twin("category_wrong", "náš stařený rum s chráněným", "naši stařenou whisky s chráněným",
              "aged rum", "whisky in place of rum", found="naši stařenou whisky")),
    # N051 -> P019 (follow-up on the sample of N019)
    Mail("P019", "s2",
         "Échantillon de fèves tonka – votre avis ?",
         """\
Bonjour Madame Petit,

L'échantillon de 500 g de fèves tonka envoyé après le Simppar devrait être arrivé chez Petit Arômes la semaine dernière. Avez-vous pu le comparer à vos fèves actuelles ? Si la teneur en coumarine vous convient, je peux vous réserver 200 kg de la récolte 2025.

Bien à vous,
María Alejandra Rangel
Exportadora Chama Andina, C.A.""",
         "follow-up on the writer's own sample; wholly in French; the company without `SAS`",
         Twin("company_missing", "arrivé chez Petit Arômes", "arrivé chez votre société",
              "Petit Arômes SAS", "the only mention of the company replaced by `votre société`",
              found="votre société")),
    # N052 -> P021 (another first e-mail)
    Mail("P021", "s2",
         "Tonka beans for fragrance – COA with every lot",
         """\
Dear Mr Shepard,

As Purchasing Manager at Shepard Aromatics, you will want the paperwork as much as the beans. Our Venezuelan tonka beans (Dipteryx odorata, 2025 crop) are sold for fragrance use only in the US, and every lot ships with a certificate of analysis (coumarin by HPLC, moisture, foreign matter).

May I send you a 250 g sample and our FOB La Guaira price?

Best regards,
María Alejandra Rangel
Exportadora Chama Andina, C.A., Mérida, Venezuela""",
         "another first e-mail, answering the note (fragrance only, a COA per lot); English; the "
         "recorded title in the sentence; the company without `Inc.`",
         Twin("title_wrong", "As Purchasing Manager at", "As Marketing Manager at", "Purchasing Manager",
              "purchasing manager turned into marketing manager", found="Marketing Manager")),
    # N053 -> P022 (another first e-mail)
    Mail("P022", "s2",
         "70% couverture samples for 薛氏烘焙原料",
         """\
薛主任您好,

You asked for samples of our 70 % dark couverture, made from Venezuelan cacao. More and more bakeries and chocolatiers in Taiwan ask for single-origin couverture, and we can ship callets in 5 kg bags to Keelung or Kaohsiung.

Shall I send you 1 kg each of our Sur del Lago 70 % and Barlovento 70 %?

Best regards,
María Alejandra Rangel
Head of Export, Exportadora Chama Andina, C.A.""",
         "another first e-mail, answering the note's request; English with a Chinese greeting; the "
         "company in Chinese shortened (without `股份有限公司`) in an English subject; Keelung, "
         "Kaohsiung",
         Twin("country_wrong", "chocolatiers in Taiwan", "chocolatiers in Hong Kong", "Taiwan",
              "the buyer's market placed in Hong Kong", found="Hong Kong")),
    # N054 -> P024 (another first e-mail)
    Mail("P024", "s3",
         "Myrrhe de Somalie – larmes triées",
         """\
Bonjour Monsieur Duhamel,

Pour vos matières premières naturelles, je vous propose notre myrrhe de Somalie : larmes triées à la main, grade 1, récoltées pendant la saison sèche, en sacs de 25 kg. Nous pouvons aussi livrer des morceaux de grade 2 pour l'extraction.

Un échantillon de 500 g vous intéresserait-il ?

Cordialement,
Hodan Warsame
Karkaar Coast Trading Co., Bosaso (Somalie)""",
         "another first e-mail, short, cold; wholly in French; the buyer's job named in the words "
         "of his title (matières premières naturelles)",
         Twin("contact_wrong", "Bonjour Monsieur Duhamel", "Bonjour Monsieur Delannoy", "André Duhamel",
              "another French family name in the greeting", found="Delannoy")),
    # N055 -> P025 (follow-up on the samples of N025)
    Mail("P025", "s3",
         "Bola samples and the identity certificate",
         """\
Dear Vasishth ji,

I wanted to check that the two 1 kg bola samples reached चौहान आयुर्वेद together with the botanical identity certificate for Commiphora myrrha. If your QC team also needs a second HPTLC fingerprint on the same lot, our laboratory can run one within a week.

Warm regards,
Hodan Warsame
Karkaar Coast Trading Co.""",
         "follow-up on the writer's own samples and certificate; English; the contact's given name "
         "romanised with जी; the company in Devanagari without `प्राइवेट लिमिटेड`",
         Twin("company_foreign", "reached चौहान आयुर्वेद together", "reached Duhamel Naturels together",
              "चौहान आयुर्वेद प्राइवेट लिमिटेड",
              "the French buyer of the same category (P024) in the buyer's place",
              found="Duhamel Naturels")),
    # N056 -> P027 (another first e-mail)
    Mail("P027", "s3",
         "ذيول الكركند الشوكي المجمدة من الصومال",
         """\
السيد عبدالله الشامسي المحترم،

تحية طيبة وبعد،

يسرّني أن أعرض على شركة الشامسي للمأكولات البحرية ذيول الكركند الشوكي المجمدة تجميداً فردياً (IQF) من سواحل الصومال، بالأحجام من 5 إلى 8 أونصات كما طلبتم في معرض جلفود.

نشحن من ميناء بوصاصو إلى ميناء جبل علي في حاويات مبرّدة خلال خمسة أيام تقريباً، مع شهادة صيد وشهادة صحية لكل شحنة.

وتفضلوا بقبول فائق الاحترام،
Hodan Abdirahman Warsame
مديرة التصدير والخدمات اللوجستية
Karkaar Coast Trading Co.""",
         "another first e-mail, answering the note's wish (IQF, 5-8 oz) and naming the fair it "
         "records; wholly in Arabic; the company without `ذ.م.م`; the sender's title in Arabic",
         Twin("company_missing", "أعرض على شركة الشامسي للمأكولات البحرية", "أعرض على شركتكم",
              "شركة الشامسي للمأكولات البحرية ذ.م.م",
              "the only mention of the company replaced by `شركتكم` (your company)",
              found="شركتكم")),
    # N057 -> P031 (another first e-mail)
    Mail("P031", "s3",
         "Halal certification and the DVS permit – chilled goat meat",
         """\
Dear Encik Ahmad Zulkifli,

Further to your questions at MIHAS: our halal certificate will be issued by a body on JAKIM's list of recognised foreign halal certification bodies, and this week we will send you our abattoir's details for your DVS import permit application. Once both are in place, we can fly the first consignment of chilled goat meat to Kuala Lumpur.

Best regards,
Hodan Abdirahman Warsame
Export & Logistics Manager
Karkaar Coast Trading Co.""",
         "another first e-mail, answering the note's requests; English with the Malay honorific "
         "`Encik`; JAKIM, DVS",
         Twin("sender_wrong", "Hodan Abdirahman Warsame", "Hodan Abdirahman Farah",
              "Hodan Abdirahman Warsame", "the sender's own family name replaced by another Somali one",
              found="Hodan Abdirahman Farah")),
    # N058 -> P033 (another first e-mail)
    Mail("P033", "s4",
         "Maldive fish in 25 kg sacks, CFR Colombo",
         """\
Dear Mr Wijeratne,

Laamu Ocean Foods makes Maldive fish the old way: skipjack boiled, smoked and sun-dried. For a wholesaler in Sri Lanka like Wijeratne Dry Fish Stores, we can pack in 25 kg sacks and quote CFR Colombo, with the moisture content of each lot on the invoice.

Would a trial order of 1 tonne suit you?

Regards,
Shimna
Laamu Ocean Foods Pvt Ltd""",
         "another first e-mail, answering the note's requests; English; `Mr Wijeratne`, the "
         "Sinhala-script family name romanised; the company without `(Pvt) Ltd`",
         Twin("country_wrong", "a wholesaler in Sri Lanka", "a wholesaler in India", "Sri Lanka",
              "the buyer placed in India", found="India")),
    # N059 -> P036 (follow-up on the samples sent after N036)
    Mail("P036", "s4",
         "Grouper fillet samples – follow-up",
         """\
Hi Allen,

Just checking in on the samples we sent after Boston: one 10 lb carton of the skinless, boneless 8–16 oz fillets you asked for, each fillet IVP. Did they arrive frozen solid? If the quality works for Brock Seafood, we can load a first 20-foot reefer in about four weeks.

Best,
Shimna
Laamu Ocean Foods Pvt Ltd""",
         "follow-up on the writer's own samples; informal English; the company without `Inc.`; "
         "the note's spec quoted rightly",
         Twin("note_wrong", "the skinless, boneless 8–16 oz fillets you asked for",
              "the skin-on 8–16 oz fillets you asked for",
              "skinless, boneless fillets of 8-16 oz, IVP",
              "the note's request misquoted (skin-on for skinless, boneless)")),
    # N060 -> P039 (follow-up on the samples of N039)
    Mail("P039", "s4",
         "Breadfruit chips – your 100 g sample packs",
         """\
Hi Julie,

Did the 100 g sample packs reach Collins Pantry? I've attached the ELISA result for the same lot (no detectable gluten), so you can check the gluten-free claim against the FSANZ rule. If the packs and the price work for you, we could ship the first pallet by the end of next month.

Cheers,
Shimna
Laamu Ocean Foods Pvt Ltd""",
         "follow-up on the writer's own samples; informal English; the company without `Pty Ltd`",
         Twin("artifact", "your 100 g sample packs", "your 100 g sample sample packs", "sample",
              "a doubled word in the subject", part="subject", found="sample sample")),
]
