"""Natural e-mails from s4 (Cladach Chonamara Teoranta, Ireland: dried dulse, Aran knit sweaters,
ash hurley blanks), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
    Mail("P034", "s4", "first", "German; introduction after Biofach Nürnberg as the note records; EU organic from the note; the category in German (getrockneter Dulse / Lappentang) and Latin (Palmaria palmata); 'Frau Obermayr'; sender signs in Irish and with her title in German",
         "Getrockneter Dulse aus Connemara – Biofach",
         """Sehr geehrte Frau Obermayr,

vielen Dank für Ihren Besuch an unserem Stand auf der Biofach in Nürnberg. Wie versprochen sende ich Ihnen die Eckdaten zu unserem getrockneten Dulse (Lappentang, Palmaria palmata):

- von Hand geerntet an der Küste von Connemara, luftgetrocknet
- EU-Bio-zertifiziert, Jodgehalt je Charge analysiert
- ganze Blätter oder Flocken, in 50-g-Beuteln oder 1-kg-Säcken

Für Obermayr Naturkost könnten wir per Spedition nach Linz oder Wien liefern (DAP).

Le meas / Mit freundlichen Grüßen
Pádraigín Ní Fhlatharta
Exportleiterin, Cladach Chonamara Teoranta
An Cheathrú Rua, Co. na Gaillimhe, Irland""",
         Twin("note_wrong", "body", "auf der Biofach in Nürnberg", "auf der Anuga in Köln", "the note records Biofach Nürnberg, not Anuga", expected="Biofach in Nürnberg")),

    Mail("P034", "s4", "first", "English stand-alone note on the summer harvest; 'Dear Andjelina'; company without GmbH; iodine values",
         "Summer dulse harvest – flakes now in stock",
         """Dear Andjelina,

The summer harvest of dulse is in, and the flakes are packed. The iodine results are lower than last year, which suits Austrian labelling well.

If Obermayr Naturkost would like to reserve some for the autumn, please let me know by the end of August.

Le meas,
Pádraigín""",
         Twin("company_foreign", "body", "If Obermayr Naturkost would like", "If Weihmann Feinkost GmbH would like", "another buyer's company of this set (a German-speaking buyer)", expected="Obermayr Naturkost")),

    Mail("P035", "s4", "first", "French; 'Monsieur Lefèvre'; company short (Lefèvre & Fils); dulse in French (dulse / goémon rouge) for chefs; the Belgian market; Brussels",
         "Dulse séchée du Connemara",
         """Bonjour Monsieur Lefèvre,

Je me permets de vous présenter notre dulse séchée (Palmaria palmata), une algue rouge récoltée à la main sur la côte du Connemara, en Irlande. Les chefs l'utilisent en paillettes dans le beurre, le pain et les sauces, ou frite comme une chips.

Nous livrons déjà quelques restaurants à Bruxelles et souhaitons trouver un distributeur pour le marché belge. Lefèvre & Fils serait-il intéressé par un échantillon ?

Bien à vous,
Pádraigín Ní Fhlatharta
Responsable export, Cladach Chonamara Teoranta""",
         Twin("country_wrong", "body", "pour le marché belge.", "pour le marché suisse.", "the buyer is in Belgium", expected="marché belge")),

    Mail("P036", "s4", "first", "wholly in traditional Chinese; 林經理; the title as recorded in the address block; company in Chinese with 股份有限公司; 紅藻 / 掌狀紅皮藻 for dulse; Keelung",
         "愛爾蘭康尼馬拉乾燥紅藻（Dulse）",
         """林氏海藻股份有限公司
採購經理 林冠宏先生 鈞鑒

林經理您好：

我們是愛爾蘭西岸的 Cladach Chonamara Teoranta，專門採收並乾燥掌狀紅皮藻（Dulse，Palmaria palmata）。產品以人工採收、自然風乾，可提供整片或碎片，包裝為 1 公斤或 5 公斤。

我們可安排海運至基隆港（CIF），並提供重金屬及碘含量檢驗報告。若貴公司有興趣，我們樂意寄送樣品。

敬祝 商祺

Pádraigín Ní Fhlatharta
出口經理""",
         Twin("title_wrong", "body", "採購經理 林冠宏先生", "業務經理 林冠宏先生", "a sales title (業務經理) for the recorded purchasing manager", expected="採購經理")),

    Mail("P036", "s4", "first", "English stand-alone note; 'Dear Mr Lin'; the company in traditional Chinese inside an English sentence; Keelung; heavy-metal test",
         "Dulse lab results and shipping schedule",
         """Dear Mr Lin,

Our latest laboratory report for dulse is ready: lead, cadmium and arsenic are all well below the limits for Taiwan. I am attaching it in case 林氏海藻股份有限公司 would like to compare it with your current supplier.

The next sailing to Keelung with space for a pallet leaves Dublin on the 9th.

Best regards,
Pádraigín Ní Fhlatharta""",
         Twin("company_missing", "body", "in case 林氏海藻股份有限公司 would like", "in case your company would like", "the buyer's company replaced by a generic phrase", expected="林氏海藻股份有限公司")),

    Mail("P037", "s4", "first", "English reply to the note's request for the wholesale price list, after Showcase Ireland; 'Hi Joe'; company possessive (Jackson's Irish Shop); báinín, Irish pure new wool, hand-loomed vs hand-knit, the Aran Islands; Boston",
         "Wholesale price list – Aran sweaters",
         """Hi Joe,

Great to meet you at Showcase Ireland in Dublin. As promised, our wholesale price list is attached. A quick summary:

- Hand-loomed Aran crew neck, báinín (natural undyed wool): USD 58
- Hand-knit Aran cardigan with buttons: USD 145
- Sizes XS to XXL, minimum 24 pieces per style

All in 100% Irish pure new wool, knitted in Connemara and the Aran Islands. Shipping to Boston by air takes about five days.

Looking forward to working with Jackson's Irish Shop.

Pádraigín Ní Fhlatharta
Export Manager
Cladach Chonamara Teoranta
padraigin@cladach.ie | +353 91 595214""",
         Twin("sender_wrong", "body", "Export Manager\nCladach Chonamara Teoranta", "Export Manager\nCladach Conamara Teoranta", "the sender's company misspelled (Chonamara -> Conamara)", expected="Cladach Chonamara Teoranta")),

    Mail("P037", "s4", "first", "English stand-alone note ahead of St Patrick's Day; 'Hi Joe'; company short (Jackson's); Aran stitches (cable, honeycomb, diamond)",
         "Aran sweaters for St Patrick's Day",
         """Hi Joe,

St Patrick's Day is three months away, so I wanted to check your plans for Aran sweaters. We still have capacity for a March delivery to Jackson's, including our new honeycomb-and-cable crew neck in oatmeal and navy.

Orders placed by mid-January arrive in Boston in good time.

Sláinte,
Pádraigín""",
         Twin("category_wrong", "body", "your plans for Aran sweaters.", "your plans for Fair Isle sweaters.", "Fair Isle sweaters, a neighbouring knitwear the sender does not sell", expected="Aran sweaters")),

    Mail("P038", "s4", "first", "Italian; 'Gentile signora Boito'; the category in Italian (maglioni Aran, trecce); company with S.r.l.; Milano",
         "Maglioni Aran dal Connemara",
         """Gentile signora Boito,

mi permetto di presentarle Cladach Chonamara Teoranta, un piccolo laboratorio della costa ovest dell'Irlanda che produce maglioni Aran in pura lana irlandese, lavorati a mano o su telai manuali, con i classici punti a treccia, nido d'ape e diamante.

Credo che i nostri maglioni potrebbero completare la collezione invernale di Boito Maglieria S.r.l. Le invio volentieri il catalogo e il listino all'ingrosso.

Cordiali saluti,
Pádraigín Ní Fhlatharta
Responsabile export""",
         Twin("company_missing", "body", "la collezione invernale di Boito Maglieria S.r.l.", "la collezione invernale della vostra azienda", "the buyer's company replaced by a generic phrase", expected="Boito Maglieria S.r.l.")),

    Mail("P039", "s4", "first", "English; 'Dear Peter'; company short (Wilkins Hurleys); ash hurley blanks, kiln-dried, grain at the bas; Irish and Danish ash (another country as origin because of ash dieback); sizes in inches",
         "Ash hurley blanks for Wilkins Hurleys",
         """Dear Peter,

I understand Wilkins Hurleys makes hurls for the GAA clubs in Britain. We supply ash hurley blanks, band-sawn from the butt of the tree so that the grain runs through the bas, and kiln-dried to 14-16%.

Since ash dieback, good Irish ash is scarce, so part of our stock is from Danish ash, cut and dried by us in Connemara. We offer blanks for 30 to 36 inch hurls, in packs of 50.

Could I send you a price list?

Regards,
Pádraigín Ní Fhlatharta
Export Manager, Cladach Chonamara Teoranta
An Cheathrú Rua, Ireland""",
         Twin("company_missing", "body", "I understand Wilkins Hurleys makes", "I understand your company makes", "the buyer's company replaced by a generic phrase", expected="Wilkins Hurleys")),

    Mail("P039", "s4", "first", "short English stand-alone note on a new batch of kiln-dried blanks; first name only; Holyhead ferry",
         "New batch of kiln-dried blanks",
         """Hi Peter,

A new batch of 600 kiln-dried ash blanks came out of the kiln this week, mostly 32 and 34 inch. They can be on the ferry to Holyhead within a week of your order.

Best,
Pádraigín""",
         Twin("artifact", "body", "600 kiln-dried ash blanks came", "600 kilndried ashblanks came", "fused words", expected="600 kiln-dried ash blanks")),

    Mail("P040", "s4", "first", "English; 'Dear Gina'; company with Inc.; Toronto GAA clubs; hurley blanks; Halifax / Montreal port; Canada named",
         "Hurley blanks for Canadian GAA clubs",
         """Dear Gina,

Hurling has grown fast in Canada, with clubs in Toronto, Montreal, Vancouver and Calgary, and most of them still bring their hurls from Ireland. Cladach Chonamara Teoranta supplies kiln-dried ash hurley blanks to hurl makers, and I wondered if Campos Sporting Goods would be interested in finishing or selling them.

We can ship a pallet of 300 blanks to Montreal by sea, or smaller lots by air.

Kind regards,
Pádraigín Ní Fhlatharta
Export Manager""",
         Twin("country_wrong", "body", "Hurling has grown fast in Canada,", "Hurling has grown fast in the United States,", "the buyer is in Canada", expected="Canada")),
]
