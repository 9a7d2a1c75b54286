"""Natural e-mails 1-20 (first e-mails to R001-R020), each with the one edit its twin gets."""

from mail import edit, mail

MAILS = [
    mail(
        "R001",
        "s1",
        "Nile perch fillets 500-800 g IQF – price for דגי טאהא",
        """
שלום לביא,

Thank you for your enquiry about skinless Nile perch fillets for your supermarket customers. Here is our price for the 500-800 g grade:

- Product: Nile perch (Lates niloticus) fillets, skinless, boneless, IQF, 500-800 g
- Packing: 5 kg cartons, 10% glaze, net weight declared
- Price: USD 6.40/kg CFR Ashdod, 40' reefer (about 24 t)
- Kosher: Nile perch has fins and scales; we ship every lot with a kosher certificate from our plant's supervising rabbi

The offer is valid for 14 days; shipment about three weeks after your order.

Kind regards,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
Entebbe, Uganda
+256 414 320 775
""",
        "price reply opening from the note (500-800 g, IQF, kosher); Hebrew greeting with the "
        "first name; company in Hebrew without its legal form in the subject; Latin name of the "
        "fish; glaze; CFR Ashdod",
        edit("company_misspelled", "subject", "דגי טאהא", "דגי טהא", "the alef of טאהא dropped"),
    ),
    mail(
        "R002",
        "s1",
        "Nile perch fillets from Lake Victoria for Friedman Fish Import",
        """
Hi Noa,

I'm Brenda from Kagera Lakeside Exports in Entebbe, Uganda. We process Nile perch from Lake Victoria and ship frozen fillets to importers in Israel and Europe every month.

Would Friedman Fish Import be open to a trial container? We pack skin-on and skinless fillets from 300-500 g up to 1-2 kg, IQF or interleaved in 5 kg blocks, and every lot travels with a kosher certificate.

If fish is bought by someone else on your procurement team, I'd be grateful for a pointer. Otherwise I'd be glad to send you our price list.

Best regards,
Brenda Nakato Ssekandi
Export Sales Manager, Kagera Lakeside Exports (U) Ltd
""",
        "short first note; first name greeting; company without its legal form; the sender "
        "introduces herself by first name; size grades; `procurement team` close to the title",
        edit("contact_wrong", "body", "Hi Noa,", "Hi Noam,", "Noam (a man's name) for Noa",
             found="Noam", expected="Noa"),
    ),
    mail(
        "R003",
        "s1",
        "Following up from Seafood Expo Global – Nile perch for Limassol and Paphos hotels",
        """
Αγαπητέ κύριε Γιατρομανωλάκη,

It was a pleasure to meet you at Seafood Expo Global in Barcelona in April. As promised, here is a short summary of what we discussed for your hotel customers in Limassol and Paphos:

• Nile perch fillets, skinless and boneless, 800-1200 g, IQF – a firm white fish that holds well on the grill and on buffets
• Portions cut to 150 g and 180 g for banqueting, vacuum-packed
• Frozen in Entebbe, shipped in 20' reefers via Mombasa to Limassol

I have attached our specification sheet. If Γιατρομανωλάκης Ιχθυεμπορία would like samples before the summer season, we can send them by air.

Με εκτίμηση,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
""",
        "follow-up after the fair in the note (Seafood Expo Global, Barcelona, April); Greek "
        "greeting with the vocative of the surname; Greek sign-off; company in Greek script "
        "without ΛΤΔ; the note's cities; bullets; portions; port",
        edit("category_wrong", "body", "• Nile perch fillets, skinless", "• Tilapia fillets, skinless",
             "tilapia, another lake fish, for Nile perch", found="Tilapia fillets",
             expected="Nile perch fillets"),
    ),
    mail(
        "R004",
        "s1",
        "Frozen Nile perch fillets for Weerdenburg Visgroothandel",
        """
Beste mevrouw Weerdenburg,

As the buyer (inkoper) at Weerdenburg Visgroothandel, you will know how hard it has become to find a steady white fish at a fair price. I would like to introduce Kagera Lakeside Exports (U) Ltd, a Nile perch processor and exporter based in Entebbe, Uganda.

What we can offer:
- Skinless, boneless Nile perch fillets in 500-800 g, 800-1200 g and 1-2 kg
- IQF or interleaved, 5 kg cartons, your own label possible
- EU-approved establishment, health certificates through TRACES
- Weekly departures from Mombasa; about 28 days to Rotterdam

Could I send you our current price list, CFR Rotterdam?

Met vriendelijke groet,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd | +256 414 320 775
""",
        "formal first e-mail with bullets; Dutch greeting and sign-off with the surname; the "
        "title in Dutch in brackets, lower-cased; company without B.V.; TRACES; CFR Rotterdam",
        edit("sender_wrong", "body", "Kagera Lakeside Exports (U) Ltd | +256",
             "Kagera Lakeshore Exports (U) Ltd | +256", "the sender's company in the signature",
             found="Kagera Lakeshore Exports (U) Ltd", expected="Kagera Lakeside Exports (U) Ltd"),
    ),
    mail(
        "R005",
        "s1",
        "Alternativa al panga: filete de perca del Nilo para Pescados Busquets",
        """
Estimada Sra. Busquets:

Me permito escribirle porque sabemos que Pescados Busquets trabaja hoy con panga de Vietnam y busca un pescado blanco distinto para la restauración. La perca del Nilo (Lates niloticus) del lago Victoria puede ser esa alternativa: carne blanca y firme, sin espinas, que aguanta bien la plancha y la fritura.

Le propongo:
- Filete sin piel, 800-1200 g, congelado IQF, cajas de 10 kg
- Porciones de 160-180 g para el menú del día
- Envío en contenedor frigorífico vía Mombasa a Valencia o Algeciras, CFR

Si le interesa, le envío muestras y la ficha técnica.

Un cordial saludo,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
Entebbe, Uganda
""",
        "written wholly in Spanish; opens from the note (panga from Vietnam, white fish for "
        "restaurants); Sra. + first surname; company without S.L.; category in Spanish; "
        "another country (Vietnam) and ports",
        edit("artifact", "body", "Estimada Sra. Busquets:", "Estimada Sra. Busquets Busquets:",
             "stuttered surname in the greeting", found="Busquets Busquets",
             expected="Busquets"),
    ),
    mail(
        "R006",
        "s1",
        "尼羅河鱸魚膠樣品 – 周記海味（Seafood Expo Asia 後續）",
        """
周記海味有限公司
採購經理 周志強先生

周經理您好：

感謝您到訪我們在香港 Seafood Expo Asia 的展位。按您的要求，我們已安排大尺寸尼羅河鱸魚膠（魚肚）樣品：

1. 特大（每隻 250 克以上）– 2 隻
2. 大（每隻 150-250 克）– 3 隻

全部為烏干達維多利亞湖原產，天然曬乾，未經漂白。樣品將於本週以 DHL 寄出，單號稍後奉上。

如需報價（CIF 香港），請告知每月大約數量。

順祝 商祺

Brenda Nakato Ssekandi
出口銷售經理 Export Sales Manager
Kagera Lakeside Exports (U) Ltd
+256 414 320 775
""",
        "written in traditional Chinese after the fair in the note (Seafood Expo Asia, "
        "samples of large maw); address block with the title; 周經理 (family name + title); "
        "company short form 周記海味 in the subject; the sender's title translated",
        edit("title_wrong", "body", "採購經理 周志強", "採購主任 周志強",
             "purchasing supervisor, one level below the recorded manager", found="採購主任",
             expected="採購經理"),
    ),
    mail(
        "R007",
        "s1",
        "Sun-dried Nile perch maw from Uganda",
        """
Dear Winnie,

I came across Wing Fat Dried Seafood while looking at Hong Kong's dried seafood traders and wanted to introduce our fish maw. Kagera Lakeside Exports dries the swim bladders of Lake Victoria Nile perch on raised racks in Entebbe – thick, clean maw that many Hong Kong traders now sell next to their South American stock.

Grades: A (no marks, even colour) and B (small marks), sorted by size from 50 g to over 250 g per piece. MOQ 100 kg; air freight to HKG takes about 3 days.

May I send you a price list and a few pieces to look at?

Kind regards,
Brenda Nakato Ssekandi
Export Sales Manager | Kagera Lakeside Exports (U) Ltd
""",
        "short first e-mail; English given name as Hong Kong business uses it; company without "
        "Co., Limited; `Nile perch` named as the maw's fish (belongs to the "
        "fish maw category); grades; South America named as another origin",
        edit("country_wrong", "body", "many Hong Kong traders", "many Macau traders",
             "Macau for the buyer's Hong Kong", found="Macau", expected="Hong Kong"),
    ),
    mail(
        "R008",
        "s1",
        "Fish maw for Hock Seng's restaurant customers",
        """
Dear Mr Lim,

As you prefer e-mail, here is a short written introduction rather than a call.

Kagera Lakeside Exports (U) Ltd in Entebbe, Uganda supplies dried Nile perch fish maw to traders who sell to restaurants. For Hock Seng Marine Products' customers in Singapore and Johor, two grades usually work well:

- Medium pieces (80-150 g) for braised fish maw soup and claypot dishes
- Large pieces (150-250 g) for banquet menus

All maw is sun-dried, sorted by hand and packed in 10 kg cartons. We ship by air to Changi or by sea in reefer containers.

I would be glad to send prices CIF Singapore.

Best regards,
Brenda Nakato Ssekandi
Export Sales Manager, Kagera Lakeside Exports (U) Ltd
""",
        "uses the note (prefers e-mail; restaurants in Singapore and Johor); Mr + family name of "
        "a name written family first; possessives of the short company; dishes; CIF Singapore",
        edit("company_foreign", "body", "Hock Seng Marine Products' customers",
             "Kim Hin Rice Trading's customers",
             "another Singapore buyer of this set (R035) in the company's place",
             found="Kim Hin Rice Trading", expected="Hock Seng Marine Products"),
    ),
    mail(
        "R009",
        "s1",
        "Bong bóng cá (fish maw) từ Uganda – Ngọc Lan Hải Sản Khô",
        """
Kính gửi chị Ngọc Lan,

I am writing to introduce Kagera Lakeside Exports (U) Ltd, an exporter of dried Nile perch maw from Lake Victoria, Uganda. Several traders in Ho Chi Minh City and Hanoi buy our maw for the Tết season, and I hope Ngọc Lan Hải Sản Khô could be interested too.

Our offer:
- Dried fish maw (bong bóng cá), Grade A and B, 30 g to 250 g per piece
- Sun-dried, no chemicals, 10 kg cartons
- CIF Cat Lai (Ho Chi Minh City), or air freight to Tân Sơn Nhất

Please let me know which sizes your customers prefer, and I will send a quotation.

Trân trọng,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
""",
        "Vietnamese greeting `Kính gửi chị` + given name (Vietnamese address by the last given "
        "names) and sign-off; category in Vietnamese; company without Co., Ltd.; Tết; ports",
        edit("note_wrong", "body", "I am writing to introduce",
             "Following our meeting at Vietfish in Ho Chi Minh City, I am writing to introduce",
             "a meeting at a fair claimed for a buyer without a note",
             found="Following our meeting at Vietfish in Ho Chi Minh City", expected=""),
    ),
    mail(
        "R010",
        "s1",
        "Quotation: 1 tonne dried fish maw, CIF Bangkok",
        """
Dear Khun Pannawich,

Thank you for your request. Please find our quotation for Chowitunkit Marine Products Co., Ltd. below:

Product: dried Nile perch fish maw, Grade A, mixed sizes 100-250 g per piece
Quantity: 1,000 kg (100 cartons of 10 kg)
Price: USD 118.00/kg CIF Bangkok (Khlong Toei), by sea in a 20' reefer
Alternative: USD 126.50/kg CIP Suvarnabhumi by air, 5-7 days
Payment: 30% advance, 70% against copy documents
Validity: 21 days

The maw is sun-dried in Entebbe and inspected by the Uganda National Bureau of Standards before export.

With best regards,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
+256 414 320 775
""",
        "quotation answering the note (1 tonne, CIF Bangkok); `Khun` + first name as in "
        "Thailand; key: value lines; Incoterms CIF and CIP; ports; the sender's country's "
        "standards body",
        edit("company_missing", "body", "for Chowitunkit Marine Products Co., Ltd. below",
             "for your company below", "the only mention of the company made generic",
             found="your company", expected="Chowitunkit Marine Products Co., Ltd."),
    ),
    mail(
        "R011",
        "s1",
        "Pulpe de fruit de la passion bio pour Jus Vienne",
        """
Bonjour Madame Vienne,

Je me permets de vous contacter au sujet de vos jus frais à Lausanne. Kagera Lakeside Exports (U) Ltd produit en Ouganda une pulpe de fruit de la passion violet (Passiflora edulis), certifiée biologique selon le règlement UE (certificat ci-joint).

- Pulpe surgelée, avec ou sans pépins, 14-16 °Brix
- Seaux de 10 kg ou fûts aseptiques de 200 kg
- Livraison DAP Lausanne par groupage depuis Rotterdam

Souhaitez-vous recevoir un échantillon de 2 kg ?

Meilleures salutations,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd, Entebbe (Ouganda)
""",
        "written wholly in French (Swiss sign-off); uses the note (fresh juices in Lausanne, "
        "EU organic); Madame + surname; company without Sàrl only in the subject; category in "
        "French; sender's country in French; DAP",
        edit("company_misspelled", "subject", "Jus Vienne", "Jus Vienna",
             "the French surname spelt as the Austrian city"),
    ),
    mail(
        "R012",
        "s1",
        "Passion fruit pulp for Mcgee Beverage",
        """
Hi David,

Quick one: does Mcgee Beverage use passion fruit pulp in any of its drinks? We're a Ugandan processor (Kagera Lakeside Exports) shipping purple passion fruit pulp, seedless, 14 °Brix minimum – frozen in 20 kg pails, or aseptic in 200 kg drums – via Mombasa to Montreal, or DAP to your plant.

Happy to send a spec sheet if it's of interest.

Brenda Ssekandi
Kagera Lakeside Exports (U) Ltd
""",
        "very short one-question note; first name; company without Co. Inc. (as faker spelt "
        "it, Mcgee); the sender's short name (first + last) in the signature, no title",
        edit("contact_wrong", "body", "Hi David,", "Hi Daniel,", "another first name",
             found="Daniel", expected="David"),
    ),
    mail(
        "R013",
        "s1",
        "Vzorek: frozen passion fruit pulp without seeds (Anuga 2025)",
        """
Dobrý den, paní Švecová,

thank you again for stopping at our stand at Anuga in Cologne. As agreed, the sample you asked for left Entebbe yesterday by DHL:

- 2 × 1 kg frozen passion fruit pulp without seeds (purple passion fruit, 15.2 °Brix, pH 3.0)
- certificate of analysis and the specification

It should reach Švecová Nápoje in about four days; it travels in dry ice, so please put it straight into the freezer.

If the taste and colour fit your juices, we can talk about a first pallet, FCA Amsterdam or DAP to your warehouse.

S pozdravem,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
""",
        "follow-up after the fair and sample in the note (Anuga Cologne, seedless frozen pulp); "
        "Czech greeting `paní` + feminine surname, lower-case continuation as Czech writes it; "
        "Czech sign-off and a Czech word in the subject; company without s.r.o.; FCA/DAP",
        edit("category_wrong", "body", "2 × 1 kg frozen passion fruit pulp",
             "2 × 1 kg frozen guava pulp", "guava, a neighbouring fruit pulp",
             found="guava pulp", expected="passion fruit pulp"),
    ),
    mail(
        "R014",
        "s1",
        "Purple passion fruit pulp for Rijcken Fruitverwerking",
        """
Dear Mr Rijcken,

I hope this message finds you well. My name is Brenda Nakato Ssekandi, and I am the Export Sales Manager at Kagera Lakeside Exports (U) Ltd in Entebbe, Uganda. As category buyer at Rijcken Fruitverwerking, you may be looking at new origins for passion fruit pulp, and I believe Uganda deserves a place on that list.

Why our pulp:
- **Flavour**: purple passion fruit grown at altitude around Mbale and Kapchorwa, intense aroma, 14-16 °Brix
- **Formats**: frozen pulp with seeds, seedless frozen pulp, or aseptic single-strength juice base in 200 kg drums
- **Food safety**: FSSC 22000 certified processing, residue tests by an EU laboratory
- **Logistics**: reefer containers from Mombasa to Rotterdam, about four weeks

I would welcome the chance to send samples or a price indication FCA Rotterdam.

Warm regards,
Brenda Nakato Ssekandi
Export Sales Manager
Kagera Lakeside Exports (U) Ltd
""",
        "LLM-style mail with bold bullets; Mr + surname; title lower-cased in a sentence; "
        "company without B.V.; districts; FSSC 22000; FCA",
        edit("sender_wrong", "body", "Ssekandi\nExport Sales Manager\nKagera",
             "Ssekandi\nExport Sales Director\nKagera",
             "the sender's title in the signature one level up", found="Export Sales Director",
             expected="Export Sales Manager"),
    ),
    mail(
        "R015",
        "s1",
        "An alternative to Ecuador? Passion fruit pulp from Uganda",
        """
Tere, Kristina!

I understand Sorokin Joogid makes smoothies for cafés in Tallinn and buys its passion fruit pulp from Ecuador today. If a second origin would help with prices or supply gaps, Uganda may be worth a look: our purple passion fruit is harvested twice a year, so we can ship frozen pulp in every quarter.

We pack it seedless or with seeds, in 1 kg bags (handy for cafés) or 10 kg pails, and deliver DAP Tallinn.

I can send two 1 kg bags so your team can compare them with the Ecuadorian pulp in a smoothie.

Parimate soovidega,
Brenda Nakato Ssekandi
Kagera Lakeside Exports (U) Ltd, Uganda
""",
        "opens from the note (smoothies for Tallinn cafés, pulp from Ecuador); Estonian "
        "greeting with the first name and Estonian sign-off; company without OÜ; another "
        "country as the current origin, also as an adjective",
        edit("artifact", "body",
             "compare them with the Ecuadorian pulp in a smoothie.", "compare them with the",
             "the last sentence cut off",
             found="I can send two 1 kg bags so your team can compare them with the",
             expected="I can send two 1 kg bags so your team can compare them with the "
             "Ecuadorian pulp in a smoothie."),
    ),
    mail(
        "R016",
        "s2",
        "【Ambiente 2026】ストーンウォッシュ・リネンのティータオルのご案内",
        """
株式会社小林商店
仕入部長 小林 太一様

先日はフランクフルトのAmbienteにて弊社ブースにお立ち寄りいただき、誠にありがとうございました。
リトアニア・カウナスのNemuno Linas UABでエクスポートを担当しております、ルータ・ジェマイティエネです。

ご関心をお寄せいただいたストーンウォッシュ加工のリネン製ティータオルについて、概要をお送りいたします。

・素材：リネン100%（ヨーロッパ産フラックス）
・サイズ：45×65 cm、50×70 cm
・カラー：ナチュラル、オフホワイト、チャコールなど12色
・認証：OEKO-TEX Standard 100
・最小ロット：1色300枚

サンプルをご希望でしたら、ご指定の住所へお送りいたします。
何卒よろしくお願い申し上げます。

Rūta Žemaitienė（ルータ・ジェマイティエネ）
Eksporto vadovė / Export Manager
Nemuno Linas UAB
ruta.zemaitiene@nemunolinas.example
""",
        "written in Japanese after the fair in the note (Ambiente Frankfurt, stone-washed "
        "linen); address block with company, title and 様; the sender's name in katakana and "
        "her title in Lithuanian and English; category in Japanese",
        edit("title_wrong", "body", "仕入部長 小林", "仕入課長 小林",
             "section manager, one level below the recorded department head", found="仕入課長",
             expected="仕入部長"),
    ),
    mail(
        "R017",
        "s2",
        "Linen tea towels, woven in Lithuania",
        """
Hi Alyssa,

I'm Rūta from Nemuno Linas, a linen weaver in Kaunas, Lithuania. I've been looking at the kitchen textiles Myers Home & Kitchen carries and think our linen tea towels could sit well next to them.

A few highlights:
- 100% European flax linen, or half-linen (linen/cotton) for a lower price point
- 18" x 28" and 20" x 30", hemmed, with a hanging loop
- Waffle, herringbone and plain weaves; stone-washed for a soft hand
- OEKO-TEX Standard 100 certified
- DDP to your warehouse anywhere in the US, MOQ 500 pcs per color

Would you like a sample set? I can have it at your door within a week.

Best,
Rūta Žemaitienė
Export Manager, Nemuno Linas UAB
""",
        "friendly US-style first e-mail; first name; company without LLC; the sender by first "
        "name and her title in English; half-linen (a cotton blend) belongs to the category; "
        "inch sizes; weaves; DDP",
        edit("country_wrong", "body", "anywhere in the US", "anywhere in Canada",
             "Canada for the buyer's United States", found="Canada", expected="the US"),
    ),
    mail(
        "R018",
        "s2",
        "OEKO-TEX certificates for our linen tea towels",
        """
Sæl Danheiður,

Thank you for asking about certification. Attached are:

1. Our OEKO-TEX Standard 100 certificate (product class II, valid until March 2027), covering the linen and half-linen tea towels
2. The European Flax certificate of the yarn
3. A test report on colour fastness after washing at 60 °C

If Alexíusdóttir Heimilisvörur needs anything else for customs or for your shop labels, please tell me. We ship to Reykjavík by sea via Rotterdam, or by air for small orders.

Bestu kveðjur,
Rūta Žemaitienė
Eksporto vadovė | Export Manager
Nemuno Linas UAB, Kaunas, Lithuania
""",
        "reply to the note's request (OEKO-TEX certificates); Icelandic greeting `Sæl` (to a "
        "woman) with the first name and Icelandic sign-off; company without ehf.; numbered "
        "list; Reykjavík",
        edit("company_foreign", "body", "If Alexíusdóttir Heimilisvörur needs",
             "If Myers Home & Kitchen needs", "another linen buyer's company (R017, US)",
             found="Myers Home & Kitchen", expected="Alexíusdóttir Heimilisvörur"),
    ),
    mail(
        "R019",
        "s2",
        "Sphagnum peat moss from Lithuania for 김원예",
        """
김주원 팀장님, 안녕하세요.

My name is Rūta Žemaitienė, export manager at Nemuno Linas UAB in Kaunas. Besides linen, we harvest and grade sphagnum peat moss from our own bogs in northern Lithuania, and I am writing to ask whether 김원예 would be interested in a trial shipment.

- White sphagnum peat, fractions 0-5, 0-10 and 10-25 mm
- Unlimed (pH 3.5-4.5), or limed and fertilised (pH 5.5-6.5) for seedlings
- 250 l compressed bales or 6 m³ big bales, 40' HC containers from Klaipėda to Busan
- RHP certified

I would be happy to send our price list.

감사합니다.
Rūta Žemaitienė
Nemuno Linas UAB
""",
        "Korean greeting with full name + 팀장님 (the recorded title 구매팀장 shortened as "
        "Koreans do) and Korean sign-off; company in Hangul without 주식회사; fractions, pH, "
        "bales; ports",
        edit("note_wrong", "body", "and I am writing to ask whether",
             "and after our meeting at IPM Essen, I am writing to ask whether",
             "a meeting at a fair claimed for a buyer without a note",
             found="after our meeting at IPM Essen", expected=""),
    ),
    mail(
        "R020",
        "s2",
        "Верховой сфагновый торф из Литвы для ТОО «Карпов Агро»",
        """
Добрый день, Тимофей!

Меня зовут Рута Жемайтене, я руковожу экспортом компании Nemuno Linas UAB (Каунас, Литва). Мы добываем и фасуем верховой сфагновый торф – основу субстратов для рассады огурцов и томатов.

Для теплиц «Карпов Агро» под Алматы можем предложить:
– торф раскисленный, pH 5,5–6,5, с комплексным удобрением, фракция 0–10 мм;
– кипы по 250 л или биг-бэги по 6 м³;
– поставку на условиях CPT Алматы.

Буду рада отправить прайс-лист и образец 50 л.

С уважением,
Рута Жемайтене
Nemuno Linas UAB
+370 37 408 215
""",
        "written wholly in Russian as the note asks (greenhouse near Almaty); greeting with the "
        "first name; the sender's name and title in Russian; company in guillemets without "
        "ТОО in the body; category in Russian; CPT",
        edit("company_missing", "subject", "для ТОО «Карпов Агро»", "для вашей компании",
             "every mention of the company made generic", found="вашей компании",
             expected="ТОО «Карпов Агро»",
             more=(("body", "Для теплиц «Карпов Агро» под Алматы", "Для ваших теплиц под Алматы"),)),
    ),
]
