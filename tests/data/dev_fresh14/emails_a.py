"""Natural e-mails N001-N020, written one by one; each carries the one edit its twin gets.

edit = (part, old, new, type, expected, note)
"""

EMAILS = [
    dict(buyer="V001", sender="s1", subject="Ceny szprotów wędzonych w oleju – po targach Polagra Food",
         body="""Dzień dobry Pani Ingo,

dziękuję za rozmowę na naszym stoisku podczas Polagra Food w Poznaniu. Zgodnie z obietnicą przesyłam ceny szprotów wędzonych w oleju w puszkach 240 g (easy-open, 24 puszki w kartonie):

- szproty w oleju roślinnym: 0,92 EUR/puszka FCA Liepāja
- szproty w oleju z chili: 0,97 EUR/puszka FCA Liepāja

Minimalne zamówienie to jedna paleta mieszana. Chętnie przygotuję też ofertę CPT Warszawa dla Ziegert Import Ryb.

Z poważaniem
Ilze Bērziņa
Eksporta vadītāja | Export Manager
SIA "Kurzemes Dzintars", Liepāja, Latvia
+371 2614 5082""",
         note="follow-up after a fair from the note; wholly in Polish; vocative 'Pani Ingo'; company without its legal form; 240 g tins from the note; FCA/CPT; sender title in Latvian and English",
         edit=("body", "Ziegert Import Ryb", "Ziegiert Import Ryb", "company_misspelled", "Ziegert Import Ryb sp. z o.o.", "an extra i in the family name of the company")),
    dict(buyer="V002", sender="s1", subject="Smoked sprats from Liepāja for Plath Feinkost",
         body="""Dear Mr Plath,

I am writing from Kurzemes Dzintars, a family-owned cannery in Liepāja on Latvia's Baltic coast. We smoke Baltic sprats over alder wood and pack them in sunflower oil, in 160 g and 240 g tins and in glass jars.

As Category Manager at Plath Feinkost you may be looking for a traditional product with a clean label: our sprats contain only fish, oil and salt, and the benzo(a)pyrene values are well below the EU limit (test reports available).

Would you like me to send a few sample tins to your office?

Kind regards,
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars"
ilze.berzina@kurzemesdzintars.lv""",
         note="formal first e-mail, wholly in English; company without GmbH; title in a sentence; 'sunflower oil' and 'glass jars' as packings of the buyer's category; benzo(a)pyrene test",
         edit=("body", "As Category Manager at Plath Feinkost", "As Head of Purchasing at Plath Feinkost", "title_wrong", "Category Manager", "a purchasing head for the category manager")),
    dict(buyer="V003", sender="s1", subject="Пушена цаца в олио от Латвия",
         body="""Уважаеми господин Кирилов,

Казвам се Илзе Берзиня и отговарям за износа в „Курземес Дзинтарс“ – консервна фабрика в Лиепая, Латвия. Произвеждаме пушена цаца в олио (шпроти) в кутии по 160 г и 240 г.

Знам, че Кирилов Консерви ЕООД внася рибни консерви за българския пазар. Бихме искали да Ви изпратим мостри и ценова листа CIF Варна.

С уважение,
Илзе Берзиня
Експортен мениджър
SIA "Kurzemes Dzintars", Латвия""",
         note="wholly in Bulgarian as the note prefers; sender's name and company transliterated into Cyrillic; 'цаца'/'шпроти' for sprats; CIF Varna; company with its legal form",
         edit=("body", "CIF Варна", "CIF Констанца", "country_wrong", "Bulgaria", "a Romanian port for a Bulgarian importer's delivery")),
    dict(buyer="V004", sender="s1", subject="Kosher-certified smoked sprats in oil",
         body="""Dear Hadar,

I understand that Feldman Food Import is looking for smoked sprats in oil and needs a kosher certificate for them.

Our cannery in Liepāja has produced under the supervision of the OU since 2019, and every lot of our sprats in sunflower oil carries the OU symbol on the tin. I attach the current letter of certification.

We ship in 20' containers to Ashdod and Haifa; for a first order one mixed container of 160 g and 240 g tins would work well.

Best regards,
Ilze Bērziņa
Export Manager, SIA "Kurzemes Dzintars"
Latvia""",
         note="English; opens from the note (kosher certificate); buyer's Hebrew company written in its English form 'Feldman Food Import'; first name; OU certification; ports Ashdod and Haifa",
         edit=("body", "Dear Hadar,", "Dear Hadas,", "contact_wrong", "הדר פלדמן", "a near Hebrew name for Hadar")),
    dict(buyer="V005", sender="s1", subject="Baltic sprats – a quick introduction",
         body="""Hi Michael,

Quick note to introduce Kurzemes Dzintars. We're a Latvian cannery making smoked sprats in oil – the gold-coloured tins you'll know from Eastern European delis across the UK.

A few points that usually matter to buyers at Ward Provisions:
• BRCGS AA grade, MSC certified Baltic sprat
• 160 g tins, 50 per case, 36 months shelf life
• DAP Felixstowe or delivered to your warehouse

Happy to send prices if this is of interest.

Best,
Ilze
Ilze Bērziņa | Export Manager | SIA "Kurzemes Dzintars" | +371 2614 5082""",
         note="short friendly note with bullets, wholly in English; first name; company without Ltd; the sender shortened to 'Ilze'; BRCGS, MSC; DAP Felixstowe",
         edit=("body", "SIA \"Kurzemes Dzintars\" | +371 2614 5082", "SIA \"Kurzemes Dzintars\" | +371 2614 5028", "sender_wrong", "+371 2614 5082", "two digits of the sender's phone swapped")),
    dict(buyer="V006", sender="s1", subject="Ambra baltica – dopo Vicenzaoro",
         body="""Gentile Sig. Buscetta,

La ringrazio per la visita al nostro stand a Vicenzaoro. Come promesso, Le invio il nostro catalogo di gioielli in ambra baltica: ciondoli, orecchini e bracciali in argento 925 con ambra cognac, miele e verde.

Per Buscetta Gioielli possiamo preparare una selezione di 60 pezzi per la vetrina, con certificato di autenticità dell'ambra per ogni articolo.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars" – Liepāja, Lettonia""",
         note="follow-up after the fair in the note, wholly in Italian; 'Sig.' + surname; company without S.r.l.; 'argento 925' (silver) as the setting of amber jewellery; colours of amber; Latvia in Italian",
         edit=("body", "La ringrazio per la visita al nostro stand a Vicenzaoro.", "La ringrazio per la visita al nostro stand a Vicenzaoro e per l'incontro a Milano.", "note_wrong", "visited our stand at Vicenzaoro", "a meeting in Milan the buyer's note does not hold")),
    dict(buyer="V007", sender="s1", subject="バルト海産琥珀ジュエリーのご案内",
         body="""株式会社小林ジュエリー
仕入担当 小林亮介様

はじめてご連絡いたします。ラトビアのSIA "Kurzemes Dzintars"でエクスポートを担当しているイルゼ・ベルジニャと申します。

弊社はバルト海産の天然琥珀を使ったペンダント、ピアス、ブレスレットを製造しております。すべて無処理の琥珀で、鑑別書をお付けできます。

サンプルカタログをお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

Ilze Bērziņa（イルゼ・ベルジニャ）
Export Manager, SIA "Kurzemes Dzintars"
Liepāja, Latvia""",
         note="wholly in Japanese with an address block (company, title, name + 様); sender's name in katakana; 'ピアス' for earrings; untreated amber with an identification report",
         edit=("body", "仕入担当 小林亮介様", "仕入部長 小林亮介様", "title_wrong", "仕入担当", "purchasing head (部長) for the purchasing staff member")),
    dict(buyer="V008", sender="s1", subject="Your cognac amber pendant samples",
         body="""Dear Audrey,

Thank you for asking about our cognac amber pendants. I have put together six samples for Brewer Gems: three teardrop pendants on sterling silver bails, two freeform cabochon pendants and one larger piece with a gold-plated frame.

They will go out by DHL on Thursday. Wholesale prices start at USD 14 per pendant for 50 pieces and more.

If your customers also ask for matching earrings, we make those in the same cognac colour.

Warm regards,
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars"
Liepāja, Latvia""",
         note="follow-up after a sample request in the note, wholly in English; first name; company without LLC; 'sterling silver' and 'gold-plated' as settings within amber jewellery; DHL",
         edit=("body", "six samples for Brewer Gems", "six samples for Brewer Gemms", "company_misspelled", "Brewer Gems LLC", "a doubled m in Gems")),
    dict(buyer="V009", sender="s1", subject="Bijoux en ambre balte – présentation",
         body="""Bonjour Madame Guyot,

Je me permets de vous contacter au nom de Kurzemes Dzintars, fabricant letton de bijoux en ambre balte.

En tant qu'acheteuse chez Guyot Bijoux, vous cherchez peut-être des pièces naturelles pour la saison prochaine : nous proposons des colliers, bagues et boucles d'oreilles en ambre miel et cognac, montés sur argent 925.

Je serais ravie de vous envoyer notre catalogue et nos prix franco Paris (DAP).

Bien cordialement,
Ilze Bērziņa
Responsable export
SIA "Kurzemes Dzintars", Liepāja (Lettonie)""",
         note="wholly in French; 'Madame' + surname; the title in French in a sentence, feminine ('acheteuse'); the sender's title translated; DAP Paris; company without SARL",
         edit=("body", "chez Guyot Bijoux", "chez Guyot Joaillerie", "company_misspelled", "Guyot Bijoux SARL", "the trade word of the company changed")),
    dict(buyer="V010", sender="s1", subject="Baltic amber jewellery – following up from the Hong Kong fair",
         body="""林經理您好，

It was a pleasure meeting you at the Hong Kong Jewellery & Gem Fair. As promised, here are the details of the Baltic amber pieces you picked out at our booth:

1. Cognac amber bead bracelets, 10 mm beads – USD 9.50
2. Green amber pendants in 925 silver – USD 16.00
3. Butterscotch (egg-yolk) amber rings, adjustable – USD 21.00

Prices are FOB Riga; we can also ship by air to Taoyuan. Lin Jewelry could start with 100 pieces of each model.

祝 商祺
Ilze Bērziņa
Export Manager, SIA "Kurzemes Dzintars\"""",
         note="follow-up after the fair in the note; greeting and closing in traditional Chinese, body in English; '林經理' (surname + title); the company in English as 'Lin Jewelry'; butterscotch/green amber; FOB Riga, Taoyuan",
         edit=("body", "林經理您好", "李經理您好", "contact_wrong", "林子晴", "another surname (李 for 林)")),
    dict(buyer="V011", sender="s1", subject="COA for CO2-extracted sea buckthorn oil",
         body="""이현주 팀장님, 안녕하세요.

As requested, I attach the certificate of analysis for our CO2-extracted sea buckthorn oil (lot SB-2611). The supercritical CO2 extract is made from the berry pulp and has a carotenoid content of 1,850 mg/kg; palmitoleic acid (omega-7) is 31%.

We also produce a seed oil, which is paler and richer in omega-3, in case your formulators need it for a serum.

Packing is 1 kg and 5 kg aluminium bottles under nitrogen. I would be glad to send a 100 ml sample.

감사합니다.
Ilze Bērziņa
Export Manager, SIA "Kurzemes Dzintars" (Latvia)""",
         note="follow-up on the COA the note asks for; Korean greeting with name + 팀장님 (the title's short form) and closing, body in English; pulp vs seed oil as varieties; carotenoids, omega-7; aluminium bottles",
         edit=("body", "CO2-extracted sea buckthorn oil (lot SB-2611)", "CO2-extracted rosehip oil (lot SB-2611)", "category_wrong", "sea buckthorn oil", "a neighbouring cosmetic oil")),
    dict(buyer="V012", sender="s1", subject="Sanddornöl aus Lettland für Köhler Naturkosmetik",
         body="""Sehr geehrte Frau Köhler,

als Leiterin Einkauf bei Köhler Naturkosmetik suchen Sie sicher verlässliche Rohstoffe in Bio-Qualität. Wir pressen Sanddornöl aus lettischen Beeren – kaltgepresstes Fruchtfleischöl und Kernöl, beide EU-Bio-zertifiziert.

Gerne schicke ich Ihnen ein Muster und unsere Preisliste (DAP Wien).

Mit freundlichen Grüßen
Ilze Bērziņa
Export Manager
SIA "Kurzemes Dzintars"
Liepāja, Lettland""",
         note="short letter wholly in German; 'Frau' + surname; the buyer's title in German in a sentence; company without GmbH; Fruchtfleischöl/Kernöl varieties; DAP Vienna",
         edit=("body", "DAP Wien", "DAP München", "country_wrong", "Austria", "a German city as the delivery place for an Austrian buyer")),
    dict(buyer="V013", sender="s1", subject="Great to meet you at Vitafoods Europe",
         body="""Dear Mare,

Thank you for stopping by at Vitafoods Europe in Geneva. I enjoyed our talk about omega-7 supplements.

As discussed, Nollee Natuurproducten could use our sea buckthorn oil in two ways:
- softgel-grade pulp oil, standardised to 30% palmitoleic acid
- cold-pressed seed oil for your liquid blends

Both come in 20 kg drums with a COA per lot. Shall I send you 250 ml of each for a trial?

Met vriendelijke groet,
Ilze Bērziņa
Export Manager | SIA "Kurzemes Dzintars" | Liepāja, Latvia""",
         note="follow-up after the fair in the note; English body, Dutch closing; first name; company without B.V.; 'softgel-grade' grades of the oil; omega-7 supplements as the buyer's use",
         edit=("body", "Thank you for stopping by at Vitafoods Europe in Geneva.", "Thank you for stopping by at Vitafoods Europe in Geneva, and for the samples you ordered there.", "note_wrong", "met at Vitafoods Europe in Geneva", "an order of samples the note does not hold")),
    dict(buyer="V014", sender="s1", subject="Обліпихова олія з Латвії",
         body="""Шановний пане Онисиме,

мене звати Ілзе Берзіня, я відповідаю за експорт у латвійській компанії SIA "Kurzemes Dzintars". Ми виробляємо обліпихову олію холодного віджиму – з м'якоті ягід і з насіння.

Для ТОВ «Бакуменко Натурпродукт» можемо запропонувати фасування по 1 л і 5 л, а також ціни на умовах DAP Львів.

Буду вдячна за відповідь.

З повагою,
Ілзе Берзіня
Менеджер з експорту
SIA "Kurzemes Dzintars", Лієпая, Латвія""",
         note="wholly in Ukrainian; vocative of the first name ('пане Онисиме'); sender's name and title in Ukrainian; company with its legal form and guillemets; DAP Lviv",
         edit=("body", "ТОВ «Бакуменко Натурпродукт»", "ТОВ «Бакуменко Натурпродукт» ТОВ", "artifact", "ТОВ «Бакуменко Натурпродукт»", "the legal form doubled after the name")),
    dict(buyer="V015", sender="s1", subject="EU organic sea buckthorn oil – certificate attached",
         body="""Dear Mr Lata,

You mentioned that Lata Herbals needs an EU organic certificate for its sea buckthorn oil. Our berries are wild-harvested in Latgale and certified organic by the Latvian Certification Centre; the current certificate and the TRACES COI template are attached.

For Ayurvedic blends we supply the pulp oil in 5 kg and 25 kg HDPE cans, CIF Nhava Sheva.

Looking forward to your feedback.

Regards,
Ilze Bērziņa
Export Manager, SIA "Kurzemes Dzintars"
Liepāja, Latvia""",
         note="English; opens from the note (EU organic certificate); 'Mr' + surname; company without Pvt. Ltd.; Latgale region; TRACES COI; CIF Nhava Sheva",
         edit=("body", "Lata Herbals needs", "Laata Herbals needs", "company_misspelled", "Lata Herbals Pvt. Ltd.", "a doubled vowel in the company")),
    dict(buyer="V016", sender="s2", subject="Dead Sea mud masks – private-label prices",
         body="""Sayın Talayer Demir,

Thank you for your interest in private-label Dead Sea mud masks. Here are our prices for Demir Kozmetik, EXW Amman:

• 100 g tube, your label: USD 1.35
• 250 g jar, your label: USD 2.10
• 500 g bucket for spas: USD 3.40

MOQ is 5,000 units per SKU; artwork can be ready within three weeks. All masks are produced under ISO 22716 GMP.

Saygılarımla,
Rania Al-Khatib
Export Manager
Ghor Al-Safi Trading Co. L.L.C., Amman – Jordan""",
         note="answers the private-label request in the note; Turkish greeting with the full name (gender unclear) and closing, body in English; company without A.Ş.; tubes, jars, buckets as packings; ISO 22716",
         edit=("body", "Rania Al-Khatib\nExport Manager", "Rania Al-Khatib\nExport Director", "sender_wrong", "Export Manager", "the sender's title one level up")),
    dict(buyer="V017", sender="s2", subject="Dead Sea mud masks for the Romanian market",
         body="""Dear Mr Manole,

I am Rania Al-Khatib, Export Manager at Ghor Al-Safi Trading in Amman. We make facial and body masks from genuine Dead Sea mud, harvested on the Jordanian shore and enriched with minerals and aloe vera.

Many pharmacies in Central Europe now carry Dead Sea products, and we think Manole Cosmetice could do well with them in Romania. We already have CPNP notifications for the EU and can ship DAP Bucharest.

Could we arrange a short call next week?

Best regards,
Rania Al-Khatib
Ghor Al-Safi Trading Co. L.L.C.
+962 6 551 2740""",
         note="formal first e-mail wholly in English; 'Mr' + surname; company without S.R.L.; the sender's company short; 'aloe vera' inside the category; CPNP; DAP Bucharest",
         edit=("body", "Manole Cosmetice could do well", "your company could do well", "company_missing", "Manole Cosmetice S.R.L.", "the buyer's company never named")),
    dict(buyer="V018", sender="s2", subject="Following up from Cosmoprof Asia",
         body="""Hi Tiffany,

Lovely to meet you at Cosmoprof Asia! As promised, a short summary of our Dead Sea mud masks for Cooper Beauty:

- Classic black mud mask, 250 g – AUD 4.20
- Charcoal & Dead Sea mud detox mask, 100 g – AUD 3.10
- Rose clay & Dead Sea mud mask, 100 g – AUD 3.30

Prices CIF Sydney for 2,000+ units. Everything is cruelty-free and has a TGA-compliant label.

Cheers,
Rania
Rania Al-Khatib | Export Manager | Ghor Al-Safi Trading Co. L.L.C.""",
         note="short follow-up after the fair in the note, English; first name; company without Pty Ltd; 'charcoal' and 'rose clay' variants that stay Dead Sea mud masks; CIF Sydney",
         edit=("body", "- Classic black mud mask, 250 g – AUD 4.20", "- Classic black mud mask, 250 g – AUD 4.20\n- Dead Sea bath salts, 1 kg – AUD 2.80", "category_wrong", "Dead Sea mud masks", "a neighbouring Dead Sea product added to the offer")),
    dict(buyer="V019", sender="s2", subject="Quote: Jordanian rock phosphate 30% P2O5, CFR Mundra",
         body="""Dear Mr Pradhan,

Further to your enquiry, please find our quotation for Jordanian rock phosphate:

Grade: 30% P2O5 min., moisture 2% max., size 0-3 mm
Quantity: 25,000 MT ± 10% (vessel's option)
Price: USD 148 per MT CFR Mundra, India
Loading port: Aqaba
Payment: 100% irrevocable LC at sight

The offer is valid until 15 December. As General Manager - Procurement you will want the full typical analysis; I attach it, with Cd and heavy metals.

Best regards,
Rania Al-Khatib
Export Manager
Ghor Al-Safi Trading Co. L.L.C.
Amman, Jordan""",
         note="formal quotation the note asks for, English, in a spec block; 'Mr' + surname; title in a sentence; Aqaba, Mundra; CFR; LC terms; no company name used",
         edit=("body", "Dear Mr Pradhan,", "Dear Mr Pradhan,\n\nIt was good to meet you in Delhi last month.", "note_wrong", "asked for a quote on 30% P2O5 grade, CFR Mundra", "a meeting in Delhi the note does not hold")),
    dict(buyer="V020", sender="s2", subject="Rock phosphate supply to PT Damanik Pupuk Nusantara",
         body="""Dear Ibu Febi,

My name is Rania Al-Khatib from Ghor Al-Safi Trading, Jordan. We supply rock phosphate from the Eshidiya mines for direct application and for SSP/TSP production.

For PT Damanik Pupuk Nusantara we can offer 28-30% P2O5 grades in bulk, CFR Gresik or Surabaya, in Supramax lots.

Please let me know your annual tonnage so I can prepare a proper offer.

Best regards,
Rania Al-Khatib
Export Manager, Ghor Al-Safi Trading Co. L.L.C.""",
         note="English; 'Ibu' + first name as usual in Indonesia; company with PT; Eshidiya mines; SSP/TSP as uses; grades; Gresik/Surabaya ports",
         edit=("body", "CFR Gresik or Surabaya", "CFR Port Klang or Penang", "country_wrong", "Indonesia", "Malaysian ports for an Indonesian buyer")),
]
