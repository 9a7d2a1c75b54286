"""Natural e-mails N041-N060: a second e-mail to 20 buyers (12 follow-ups, 8 shorter first e-mails),
written one by one, each with its twin's edit."""
from mail import Mail, Twin

MAILS = [
    Mail("P001", "s1",
         "Re: Refošk aus Slovenska Istra – Preisliste",
         """Sehr geehrter Herr Hartmann,

ich wollte kurz nachfragen, ob Sie unsere Preisliste für den Refošk erhalten haben, die ich Ihnen nach der ProWein geschickt habe.

Inzwischen ist der Jahrgang 2023 abgefüllt; die Preise für die 0,75-l-Flasche bleiben unverändert. Falls Hartmann Weinimport eine erste gemischte Palette mit 2022 und 2023 testen möchte, kann ich diese noch vor Ostern nach Österreich liefern.

Über eine kurze Rückmeldung würde ich mich freuen.

Beste Grüße
Nina Kocjančič
Haliaetum Delikatese d.o.o., Izola
+386 5 641 2217""",
         "follow-up on the writer's own price list sent after ProWein; German; company without GmbH",
         Twin("company_foreign", "body", "Falls Hartmann Weinimport eine", "Falls Harris & Vine eine",
              "another buyer's company of this set (same category, another country)", found="Harris & Vine",
              expected="Hartmann Weinimport GmbH")),
    Mail("P002", "s1",
         "Refošk samples after FOODEX JAPAN",
         """Dear Ms Ito,

Thank you for visiting our booth at FOODEX JAPAN. I am glad you enjoyed the Refošk, and as you asked, two sample bottles are ready to be sent to 伊藤洋酒 next week.

Refošk is a native red grape of Slovenian Istria: dry, with fresh acidity, 12.5% ABV – a good match for yakitori and other grilled dishes.

I will send the courier's tracking number as soon as the parcel leaves Izola.

Best regards,
Nina Kocjančič
Export Sales, Haliaetum Delikatese d.o.o.
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "a shorter first e-mail after the fair the note records (FOODEX JAPAN, two sample bottles); English; the family name romanised; company short in Japanese inside English; the sender's title translated",
         Twin("sender_wrong", "body", "Export Sales, Haliaetum", "Export Director, Haliaetum",
              "a title the sender does not hold", found="Export Director",
              expected="Komercialistka za tuje trge (export sales)")),
    Mail("P004", "s1",
         "Re: Refošk samples for Harris & Vine",
         """Dear Marilyn,

Just checking that the two bottles of Refošk reached you safely – the courier shows them delivered on Thursday.

When you have had a chance to taste them with your restaurant customers in mind, I would love to hear what you think. For the UK we can ship from a single case upwards through our consolidator, and prices are DAP, duty unpaid.

Thank you again for your time at the London Wine Fair.

Best wishes,
Nina
Nina Kocjančič | Haliaetum Delikatese d.o.o. | +386 5 641 2217""",
         "follow-up on the writer's own samples; English; restaurants and the London Wine Fair as in the note; signed with the given name first",
         Twin("country_wrong", "body", "For the UK we can ship", "For Ireland we can ship",
              "the buyer's market named as another country", found="Ireland", expected="the UK")),
    Mail("P005", "s1",
         "Kosher Refošk – a short introduction",
         """Dear Mr Liberman,

A short note from Izola, Slovenia. Our company, Haliaetum Delikatese, bottles a kosher lot of Refošk, the red wine of Slovenian Istria, certified by the Orthodox Union; each shipment comes with its certificate.

Knowing that ליברמן יינות lists only certified kosher wines, I thought it might be a good fit. The wine is dry, 12.5% ABV, in 0.75 l bottles.

May I send you the OU certificate and our price list?

Kind regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "a shorter first e-mail using the note (kosher); English; the family name romanised; company short in Hebrew inside English",
         Twin("note_wrong", "body", "A short note from Izola, Slovenia.",
              "A short note from Izola, Slovenia, following our talk at ProWein Düsseldorf.",
              "a fair meeting claimed for a buyer whose note records no fair", found="following our talk at ProWein Düsseldorf",
              expected="(no meeting: the note records only the kosher requirement)")),
    Mail("P007", "s1",
         "Re: Your quote: walnut and tarragon potica for Christmas",
         """Dear Ms Clark,

I'm following up on the quote for walnut and tarragon potica I sent you two weeks ago. Our Christmas baking plan closes on 20 October, so if Clark's European Bakery Supply would like the potica in Cleveland for the first week of December, we would need the order by then.

If the quantities are the question, we can also split the order: a first pallet now and a second one in November for the last-minute Christmas demand.

Best regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "follow-up on the writer's own quote; English; the fillings and Cleveland as in the note",
         Twin("category_wrong", "body", "the quote for walnut and tarragon potica I sent", "the quote for apple strudel I sent",
              "a product the sender does not sell for the potica", found="apple strudel",
              expected="walnut and tarragon potica")),
    Mail("P009", "s1",
         "Slovenian potica for Εισαγωγική Ταυλαρίδου",
         """Αγαπητή κυρία Ταυλαρίδου,

Following our conversation at Food Expo in Athens, I wanted to send Εισαγωγική Ταυλαρίδου Α.Ε. a short summary of our potica.

Potica is a Slovenian rolled yeast cake, filled with walnut, poppy seed or tarragon. Without preservatives it keeps 60 days from baking; in modified-atmosphere packs, 90 days. Shipping from Koper to Piraeus takes about five days.

I will gladly send samples.

Με εκτίμηση,
Nina Kocjančič
Haliaetum Delikatese d.o.o., Izola, Slovenia
+386 5 641 2217""",
         "a shorter first e-mail after the fair the note records (Food Expo Athens), on shelf life as asked; English with a Greek greeting and closing; company in Greek inside English",
         Twin("company_missing", "body", "to send Εισαγωγική Ταυλαρίδου Α.Ε. a short", "to send your company a short",
              "every mention of the company replaced by `your company`", found="your company",
              expected="Εισαγωγική Ταυλαρίδου Α.Ε.",
              more=(("subject", "for Εισαγωγική Ταυλαρίδου", "for your company"),))),
    Mail("P011", "s1",
         "Re: Smrznuti štruklji od sira u vrećicama od 1 kg",
         """Poštovani gospodine Štrljiću,

javljam se vezano uz ponudu za smrznute štruklje sa sirom u vrećicama od 1 kg koju sam Vam poslala nakon sajma Gast u Splitu. Jeste li imali priliku pogledati cijene?

Sljedeća hladnjača za Hrvatsku kreće iz Izole u utorak, pa bismo probnu paletu mogli uključiti u nju ako potvrdite narudžbu do petka.

Srdačan pozdrav,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
+386 5 641 2217""",
         "follow-up on the writer's own offer; Croatian; vocative; the fair and the 1 kg bags as in the note",
         Twin("contact_wrong", "body", "gospodine Štrljiću", "gospodine Šestiću",
              "another family name in the greeting", found="Šestiću", expected="Štrljiću")),
    Mail("P013", "s1",
         "Nachfrage: Štruklji-Muster für die Erni Tiefkühlprodukte AG",
         """Grüezi Frau Erni

Vor zwei Wochen habe ich Ihnen unsere Angaben zur Mindestbestellmenge geschickt. Gerne möchte ich nachfragen, ob Sie als Leiterin Einkauf schon Gelegenheit hatten, diese intern zu besprechen.

Falls es hilft, kann ich Ihnen je einen Karton der drei Sorten (Quark, Walnuss, Buchweizen mit Quark) als Muster in die Schweiz schicken – tiefgekühlt per Kurier, ohne Kosten für Sie.

Freundliche Grüsse
Nina Kocjančič
Haliaetum Delikatese d.o.o., Izola
+386 5 641 2217 · nina.kocjancic@haliaetum.si""",
         "follow-up on the writer's own answer on the minimum order; Swiss German as the note prefers; recorded title in a sentence; company with an article in the subject",
         Twin("title_wrong", "body", "als Leiterin Einkauf", "als Leiterin Verkauf",
              "a sales title for the buyer's purchasing one", found="Leiterin Verkauf", expected="Leiterin Einkauf")),
    Mail("P014", "s1",
         "Following up: frozen štruklji spec sheet",
         """Hi Taylor,

I hope the spec sheet and ingredients list for our frozen štruklji were what Perry Continental Foods needed. Has your product approval moved forward, or is anything missing – a nutrition panel in the Australian format, for example?

We also have a buckwheat-and-cottage-cheese version if you would like a second line.

Kind regards,
Nina Kocjančič
Haliaetum Delikatese d.o.o.
+386 5 641 2217 | nina.kocjancic@haliaetum.si""",
         "follow-up on the writer's own spec sheet; English; buckwheat as a filling of the same category",
         Twin("artifact", "subject", "frozen štruklji spec sheet", "frozen frozen štruklji spec sheet",
              "a doubled word in the subject", found="frozen frozen", expected="frozen")),
    Mail("P016", "s2",
         "SM offer CFR Ningbo after Chinaplas",
         """Dear Ms Yan,

Thank you for stopping by our stand at Chinaplas in Shanghai. As you asked, here in brief is our styrene monomer offer for 宁波严氏化工贸易有限公司:

- SM 99.8% min., TBC 10–15 ppm
- 2,000 t per lot, monthly
- CFR Ningbo, priced on the Asian SM average of the loading month
- Loading at Mina Abdullah, Kuwait; L/C at sight

A full offer with the specification follows once you confirm the delivery window.

Best regards,
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418""",
         "a shorter first e-mail after the fair the note records (Chinaplas Shanghai), the CFR Ningbo offer for 2,000 t lots; English; `Ms Yan`; company in Chinese inside English; category abbreviated (SM)",
         Twin("company_foreign", "body", "offer for 宁波严氏化工贸易有限公司:", "offer for Şensoy Kimya Sanayi ve Ticaret A.Ş.:",
              "another buyer's company of this set (same category, another country)",
              found="Şensoy Kimya Sanayi ve Ticaret A.Ş.", expected="宁波严氏化工贸易有限公司")),
    Mail("P022", "s2",
         "Re: Quote: LPG 50/50 propane-butane, CFR Alexandria",
         """Dear Ms Noha,

I am following up on our quote for the 50/50 propane-butane mix, CFR Alexandria, which expires this Friday. If شركة الشناوي لتوزيع الغاز needs more time, I can hold the premium for another week; the loading window at Mina Abdullah for next month is still open.

Please also let me know if you would prefer a 60/40 mix for the winter months.

Best regards,
Abdulaziz Khaled Al-Enezi
Export Marketing Manager
Kazma Aromatics & Gas Trading Co. W.L.L.
+965 2326 4418 | a.alenezi@kazma-aromatics.com.kw""",
         "follow-up on the writer's own quote; English; `Ms` with the given name; company in Arabic inside English",
         Twin("sender_wrong", "body", "+965 2326 4418", "+965 2362 4418",
              "the sender's phone with two digits swapped", found="+965 2362 4418", expected="+965 2326 4418")),
    Mail("P024", "s3",
         "GACC-registered packhouse – fresh longans from Battambang",
         """Dear Mr Sun,

It was good to meet you at Asia Fruit Logistica in Hong Kong. To answer your question straight away: yes, our longan packhouse in Battambang is registered with the GACC, and the registration number is printed on every carton.

As 采购主管 of 广州孙氏果业 you will also want the orchard registrations and a season price list; I can send both this week. The season runs from July to October, and reefers reach Nansha about six days after leaving Sihanoukville.

Best regards,
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
+855 53 952 614 | sokunthea.chan@sangkerharvest.com.kh""",
         "a shorter first e-mail after the fair the note records (Asia Fruit Logistica Hong Kong), answering the GACC question; English; title and short company in Chinese inside English",
         Twin("title_wrong", "body", "As 采购主管 of", "As 销售主管 of",
              "a sales title for the buyer's purchasing one", found="销售主管", expected="采购主管")),
    Mail("P025", "s3",
         "Relance : longanes par avion vers Paris-CDG",
         """Bonjour Monsieur Guyot,

Je me permets de revenir vers vous au sujet de nos prix de fret aérien pour les longanes fraîches jusqu'à Paris-CDG, envoyés après Fruit Logistica. La récolte commence dans trois semaines à Battambang et nous réservons déjà les espaces sur les vols.

Si Guyot Fruits Exotiques souhaite un premier envoi d'une tonne, il suffit de me confirmer la semaine d'arrivée souhaitée.

Bien cordialement,
Chan Sokunthea
Sangker Harvest Co., Ltd.
+855 53 952 614""",
         "follow-up on the writer's own air-freight prices; French; company without SAS",
         Twin("company_misspelled", "body", "Si Guyot Fruits Exotiques souhaite", "Si Guyto Fruits Exotiques souhaite",
              "two letters swapped in the family name", found="Guyto Fruits Exotiques",
              expected="Guyot Fruits Exotiques SAS")),
    Mail("P027", "s3",
         "Sraa sor for Cambodia Town – label approval first",
         """Dear Isaac,

I understand that Carroll Imports needs TTB label approval (COLA) before it can order, so let me start there: we have prepared a US label for our Khmer rice wine (sraa sor, 40% ABV, 750 ml) with the Government Warning and all mandatory statements, and we can send the artwork and formula details for your COLA application today.

Your customers in Long Beach's Cambodia Town will know the taste from home – it is made the traditional way in Battambang from fermented sticky rice.

Best regards,
Chan Sokunthea
Export & Key Accounts Manager
Sangker Harvest Co., Ltd.
+855 53 952 614 | sokunthea.chan@sangkerharvest.com.kh""",
         "a shorter first e-mail using the note (COLA, Cambodia Town); English; `Dear Isaac`",
         Twin("contact_wrong", "body", "Dear Isaac,", "Dear Isaiah,",
              "a near-miss given name in the greeting", found="Isaiah", expected="Isaac")),
    Mail("P029", "s3",
         "Did the kroeung samples arrive?",
         """Dear Eric,

DHL shows our kroeung paste samples as delivered to Garrett Asian Grocery Wholesale on Tuesday. I hope the jars arrived intact and that the allergen statement covered everything your labelling team needs.

If you are happy with the taste, the next step could be a mixed pallet of yellow and red kroeung; I can quote it CIF Sydney or Melbourne.

Kind regards,
Sokunthea
Sangker Harvest Co., Ltd. | +855 53 952 614""",
         "follow-up on the writer's own samples and allergen statement; English; signed with the given name",
         Twin("note_wrong", "body", "that the allergen statement covered", "that the halal certificate covered",
              "a document the note does not record in place of the one it does", found="the halal certificate",
              expected="the allergen statement")),
    Mail("P032", "s4",
         "Seguimiento: malanga semanal a Algeciras",
         """Estimada Sra. Cárdenas:

Le escribo para dar seguimiento a la oferta de malanga que le envié tras Fruit Attraction. Tenemos espacio reservado en la naviera para un contenedor refrigerado semanal a Algeciras a partir del próximo mes, y quisiera saber si Frutas Cárdenas desea confirmar las primeras cuatro semanas.

Los certificados fitosanitarios y de origen para la importación en España ya están preparados.

Un cordial saludo,
Dilcia Mejía
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187""",
         "follow-up on the writer's own offer; Spanish; the fair and Algeciras as in the note",
         Twin("country_wrong", "body", "la importación en España", "la importación en Portugal",
              "the buyer's country named as another", found="Portugal", expected="España")),
    Mail("P034", "s4",
         "Malanga prices for Wallace Caribbean Produce",
         """Hello Joy,

Thank you for asking about our malanga. Per 40 lb case, our prices are USD 27.50 (white) and USD 29.00 (lilac), FOB Puerto Cortés, with year-round weekly supply.

For Wallace Caribbean Produce's customers in Toronto's Caribbean community, I'd suggest starting with a mixed pallet of both colours.

Best regards,
Dilcia Mejía
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187 | dmejia@picobonito.hn""",
         "a shorter first e-mail answering the note's request (price per 40 lb case); English; company in the possessive",
         Twin("company_foreign", "body", "For Wallace Caribbean Produce's customers", "For Verharen Tropical Fruits' customers",
              "another buyer's company of this set (same category, another country)", found="Verharen Tropical Fruits",
              expected="Wallace Caribbean Produce Ltd.")),
    Mail("P036", "s4",
         "Nachfrage: Bio-Guanábana-Püree für Heydrich Fruchtsaft",
         """Sehr geehrte Frau Heydrich,

vor zehn Tagen habe ich Ihnen unser EU-Bio-Zertifikat und ein Muster-Analysenzertifikat geschickt. Darf ich nachfragen, ob die Unterlagen für Heydrich Fruchtsaft ausreichen oder ob Sie noch etwas benötigen, etwa die mikrobiologische Spezifikation oder die botanische Angabe (Annona muricata)?

Die nächste Verarbeitung in La Ceiba beginnt Anfang des Monats; eine Probecharge könnten wir bis dahin reservieren.

Mit freundlichen Grüßen
Dilcia Mejía
Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187 · dmejia@picobonito.hn""",
         "follow-up on the writer's own certificates; German; the botanical name of the category",
         Twin("company_missing", "body", "für Heydrich Fruchtsaft ausreichen", "für Ihr Unternehmen ausreichen",
              "every mention of the company replaced by `Ihr Unternehmen`", found="Ihr Unternehmen",
              expected="Heydrich Fruchtsaft GmbH",
              more=(("subject", "für Heydrich Fruchtsaft", "für Ihr Unternehmen"),))),
    Mail("P037", "s4",
         "Polpa di guanábana per i gelati Nibali",
         """Gentile Sig. Nibali,

è stato un piacere conoscerLa al SIGEP di Rimini. Come d'accordo, Le invio a breve alcuni campioni della nostra polpa di guanábana surgelata, senza zuccheri aggiunti, ideale per sorbetti e gelati alla frutta.

Produciamo la polpa a La Ceiba, in Honduras, da frutti raccolti a piena maturazione.

Cordiali saluti,
Dilcia Mejía
Jefa de Exportaciones, Agroindustrias Pico Bonito S.A. de C.V.
+504 2440 3187""",
         "a shorter first e-mail after the fair the Italian note records (SIGEP Rimini), samples as asked; Italian; the company only as `i gelati Nibali` in the subject",
         Twin("category_wrong", "body", "della nostra polpa di guanábana surgelata", "della nostra polpa di mango surgelata",
              "a product the sender does not sell (mango) for the soursop", found="polpa di mango",
              expected="polpa di guanábana")),
    Mail("P040", "s4",
         "Re: Mild och habanero – heta såser från Honduras",
         """Hej Ingmar,

Just a short follow-up on the two hot sauces we discussed at Stockholm Food & Wine, the mild jalapeño-lime and the habanero-mango. The sample pack for Bloms Smakimport is ready; should I send it to your office or straight to your warehouse?

Vänliga hälsningar,
Dilcia Mejía
Agroindustrias Pico Bonito S.A. de C.V.
La Ceiba, Honduras
+504 2440 3187""",
         "follow-up on the writer's own offer of the two variants; English with a Swedish greeting and closing",
         Twin("sender_wrong", "body", "Agroindustrias Pico Bonito S.A. de C.V.", "Agroindustrias Pico Bonito S. de R.L.",
              "a wrong legal form of the sender's company", found="Agroindustrias Pico Bonito S. de R.L.",
              expected="Agroindustrias Pico Bonito S.A. de C.V.")),
]
