"""Natural e-mails N001-N020 (first e-mails to H001-H020), each with the one edit its twin gets.

Each entry: buyer, sender, subject, body, note (style and hard features), and `edit`:
(type, part, [(old, new), ...], found, expected, note). `found` None means the first `new`.
"""

MAILS = [
    dict(
        buyer="H001", sender="s4",
        subject="Hojari frankincense samples for Om Aromatics",
        body="""Dear Mr. Yash,

Thank you for stopping by our stand at Gulfood in Dubai. As promised, I am writing about the Hojari grade samples you asked for.

Dhofar Luban Trading S.A.O.C. harvests and sorts Boswellia sacra resin from the mountains behind Salalah. For Om Aromatics we can send 250 g each of three grades:
- Hojari Royal Green (large, pale green tears)
- Hojari Superior (mixed tears, light yellow)
- Najdi (firmer amber tears)

The samples will go by courier from Salalah this week. Once your team has tested them, I will be glad to quote CIF Nhava Sheva for 25 kg bags.

Best regards,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.
Salalah, Oman
+968 2329 5510""",
        note="follow-up after a fair from the note; Indian `Mr. Yash` (Mr with the given name); "
             "company without legal form; grades Hojari/Najdi; Boswellia sacra; CIF Nhava Sheva; "
             "sender shortened to `Salim Al-Harthy`",
        edit=("company_misspelled", "body", [("For Om Aromatics", "For Ohm Aromatics")],
              "Ohm Aromatics", "Om Aromatics Pvt. Ltd.", "`Ohm` for `Om`, one letter added"),
    ),
    dict(
        buyer="H002", sender="s4",
        subject="Omani frankincense for Merritt Botanicals",
        body="""Hi Dawn,

I'm Salim from Dhofar Luban Trading in Salalah, Oman. We export hand-sorted frankincense resin (Boswellia sacra) straight from Dhofar: Hojari, Najdi and Shazri grades, in tears or siftings, packed in 1 kg foil bags or 25 kg sacks.

If Merritt Botanicals buys resin for incense, tinctures or distillation, I'd be happy to send our spec sheets and a price list FOB Salalah.

Would a short call next week work for you?

Kind regards,
Salim Al-Harthy
Export Manager, Dhofar Luban Trading S.A.O.C.
salim.alharthy@dhofarluban.example.om""",
        note="short friendly opener; first name; sender company without legal form in the body; "
             "grades, tears and siftings; FOB Salalah; the buyer's possible uses as a question",
        edit=("company_foreign", "body",
              [("If Merritt Botanicals buys", "If Rodriguez Spice Company buys")],
              "Rodriguez Spice Company", "Merritt Botanicals LLC",
              "another US buyer of this set"),
    ),
    dict(
        buyer="H003", sender="s4",
        subject="阿曼乳香（Boswellia sacra）供货 – 致广州王氏香料贸易有限公司",
        body="""王经理您好：

我是阿曼 Dhofar Luban Trading S.A.O.C. 的出口经理 Salim Al-Harthy。我们公司位于萨拉拉，专门出口佐法尔山区采收的乳香树脂（Boswellia sacra）。

我们可以为贵公司提供以下等级：
1. Hojari 特级绿乳香，大颗粒
2. Najdi 乳香，琥珀色颗粒
3. 乳香碎粒，适合制香和提取精油

包装为 25 公斤编织袋，可报 CIF 广州南沙港价格。如贵公司需要样品，我们可以在一周内寄出。

期待您的回复。

此致
敬礼

Salim Al-Harthy
出口经理
Dhofar Luban Trading S.A.O.C.
阿曼 萨拉拉""",
        note="wholly in Chinese (the note: prefers Chinese); `王经理` (surname + title); category "
             "as 乳香树脂; siftings for incense and essential-oil distillation (another category's "
             "word); sender's company in Latin, title translated (出口经理); CIF Nansha",
        edit=("company_missing", "subject", [("致广州王氏香料贸易有限公司", "致贵公司")],
              "致贵公司", "广州王氏香料贸易有限公司", "the only mention of the company replaced by "
              "`贵公司` (your company)"),
    ),
    dict(
        buyer="H004", sender="s4",
        subject="Price for Najdi frankincense, 25 kg bags",
        body="""Dear Mr Hussain,

As-salamu alaykum.

Thank you for your enquiry. Please find below our price for Najdi grade frankincense resin, as requested:

Najdi, selected tears, 25 kg PP bags: USD 14.50/kg CFR Khalifa Bin Salman Port
Minimum order: 500 kg
Shipment: within 10 days of payment, by feeder from Salalah

If Al Aradi Perfumes & Incense also blends bakhoor, you may like our Hojari Superior, which burns cleaner with a lighter smoke; I can add a 1 kg sample to your first order at no charge.

With best regards,
Salim bin Hamad Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="quotation answering the note (Najdi, 25 kg bags); Gulf `Mr Hussain` (given name); "
             "Arabic greeting in Latin letters; company without W.L.L.; bakhoor; Bahraini port; "
             "sender's full name with `bin Hamad`",
        edit=("contact_wrong", "body", [("Dear Mr Hussain,", "Dear Mr Hassan,")],
              "Mr Hassan", "Hussain Al Aradi", "`Hassan` for `Hussain`"),
    ),
    dict(
        buyer="H005", sender="s4",
        subject="Résine d'oliban d'Oman pour Hubert Parfums",
        body="""Madame Hubert,

Je me permets de vous contacter en tant que responsable export de Dhofar Luban Trading S.A.O.C., à Salalah, dans le sultanat d'Oman.

Nous récoltons et trions nous-mêmes la résine d'oliban (Boswellia sacra) du Dhofar. Pour une maison de parfum comme Hubert Parfums, nos larmes Hojari conviennent particulièrement à la distillation et à la teinture : taux d'huile essentielle élevé, peu d'impuretés, lots tracés par zone de récolte.

En tant que responsable achats, vous souhaiterez sans doute comparer : je peux vous faire parvenir un échantillon de 500 g de deux qualités, avec fiche technique et prix DAP France.

Je vous prie d'agréer, Madame, mes salutations distinguées.

Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.
Salalah, Oman""",
        note="formal letter wholly in French; the category as `résine d'oliban` (French word for "
             "frankincense); title in a sentence, lower-cased; `huile essentielle` as a use; "
             "sender's title translated (`responsable export`); DAP",
        edit=("title_wrong", "body",
              [("En tant que responsable achats", "En tant que directrice des achats")],
              "directrice des achats", "Responsable Achats", "one level up (purchasing director)"),
    ),
    dict(
        buyer="H006", sender="s4",
        subject="Omani black limes – after Gulfood",
        body="""Dear Rami,

It was a pleasure to meet you when you visited our stand at Gulfood this year. As discussed, here are the dried black limes (loomi) we can offer Haddad Spices:

• Whole black limes, sun-dried, 3-4 cm, in 10 kg cartons
• Cracked black limes for spice blends
• Black lime powder, 80 mesh, in 25 kg bags

All lots are sorted in Salalah and shipped in dry containers via Aqaba. I can send samples of all three to you in Jordan next week.

Best regards,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="follow-up after the fair in the note; first name; `loomi`; whole/cracked/powder; "
             "Aqaba; company without `Co.`",
        edit=("category_wrong", "body",
              [("• Black lime powder, 80 mesh", "• Sumac powder, 80 mesh")],
              "Sumac powder", "dried black limes", "a neighbouring spice instead of lime powder"),
    ),
    dict(
        buyer="H007", sender="s4",
        subject="Dried black limes from Oman – Cairo Oriental Spices",
        body="""السيدة أفنان مهنا المحترمة،

I hope this message finds you well. My name is Salim Al-Harthy, Export Manager at Dhofar Luban Trading S.A.O.C. in Salalah, Oman.

We supply dried black limes (loomi) to spice packers across the Gulf and would like to offer them to Cairo Oriental Spices for the Egyptian market. Our limes are sun-dried whole, dark inside, with no added colour, and are packed in 10 kg cartons or 20 kg bags.

I would be glad to send you a sample and a price CIF Sokhna port.

مع أطيب التحيات،
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="English body with an Arabic greeting and closing for an Arabic-script contact; "
             "company without S.A.E.; `Egyptian` as an adjective; Sokhna port; the Gulf as a market",
        edit=("country_wrong", "body", [("for the Egyptian market", "for the Sudanese market")],
              "Sudanese", "Egypt", "a neighbouring country as the buyer's market"),
    ),
    dict(
        buyer="H008", sender="s4",
        subject="Whole black limes in 1 kg retail packs",
        body="""Dear Jenna,

Thank you for asking about whole black limes in 1 kg retail packs for Williams Persian Foods. We can do this:

- Product: whole dried black limes (limoo amani), Omani limes, 3-4 cm
- Pack: 1 kg stand-up pouch with zip and window, your label or ours; 10 pouches per carton
- Shelf life: 24 months
- Minimum: one pallet (80 cartons)
- Delivery: CFR Felixstowe, about 4 weeks from order

If you send your artwork, we can print it in Salalah; otherwise we apply a sticker label with the UK importer's details.

Kind regards,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.
+968 2329 5510""",
        note="offer answering the note (1 kg retail packs) as a spec list; `limoo amani` (Persian "
             "name); `Omani limes`; Felixstowe; UK as an adjective; sender's phone",
        edit=("sender_wrong", "body", [("+968 2329 5510", "+968 2329 5501")],
              "+968 2329 5501", "+968 2329 5510", "the sender's phone with two digits swapped"),
    ),
    dict(
        buyer="H009", sender="s4",
        subject="Getrocknete schwarze Limetten aus Oman",
        body="""Sehr geehrter Herr Mosemann,

mein Name ist Salim Al-Harthy, ich bin Exportleiter der Dhofar Luban Trading S.A.O.C. in Salalah, Oman.

Für Ihr Orientfeinkost-Sortiment bieten wir getrocknete schwarze Limetten (Loomi) an – ganz, gebrochen oder gemahlen, in 10-kg-Kartons oder als 250-g-Beutel für den Handel. Die Limetten werden in Oman sonnengetrocknet, ohne Zusätze, und sind auf Pestizidrückstände nach EU-Vorgaben geprüft.

Gern sende ich Ihnen Muster und eine Preisliste, CFR Hamburg.

Mit freundlichen Grüßen

Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.
Salalah, Oman""",
        note="formal letter wholly in German; category in German; the company only as "
             "`Orientfeinkost-Sortiment`; sender's title translated (Exportleiter); CFR Hamburg",
        edit=("artifact", "body",
              [("250-g-Beutel für den Handel.", "250-g-Beutel für den Handel für den Handel.")],
              "für den Handel für den Handel", "für den Handel", "a repeated phrase"),
    ),
    dict(
        buyer="H010", sender="s4",
        subject="Dried black limes for Yerevan Spice House",
        body="""Հարգելի տիկին Կոթողյան,

Please excuse me for writing in English. I am the Export Manager of Dhofar Luban Trading S.A.O.C. in Salalah, Oman, and we produce dried black limes – the whole sun-dried limes used in Persian and Gulf cooking.

For Yerevan Spice House we could offer:
1) whole black limes, 10 kg cartons
2) black lime powder, 1 kg bags for repacking

We ship from Salalah to Poti by container, or by air for small trial orders. May I send you a price list?

Best regards,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="Armenian greeting (`Dear Mrs Kotoghyan`) for an Armenian-script contact, English "
             "body; numbered list; Poti (Georgia) as the port; no note, none used",
        edit=("note_wrong", "body",
              [("Please excuse me for writing in English.",
                "It was good to meet you at Gulfood in Dubai last month, and please excuse me "
                "for writing in English.")],
              "It was good to meet you at Gulfood in Dubai last month", "",
              "a meeting at a fair claimed for a buyer without a note"),
    ),
    dict(
        buyer="H011", sender="s4",
        subject="Sepia entera limpia IQF 500-1000 g – oferta",
        body="""Estimado Sr. Cases:

Gracias por su consulta sobre sepia entera limpia, talla 500-1000 g, congelada IQF. Le paso nuestra oferta para Congelados Cases:

- Especie: Sepia pharaonis, capturada en el mar Arábigo frente a Omán
- Presentación: entera limpia, IQF, glaseado 10 %
- Envase: bolsa de 1 kg, 10 kg por caja
- Precio: 6,40 USD/kg CFR Valencia
- Plazo: embarque en 3 semanas desde Salalah

Nuestra planta está autorizada para exportar a la UE (el número sanitario figura en la ficha técnica).

Quedo a su disposición.

Un cordial saludo,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="offer wholly in Spanish answering the note (size, IQF); `Sr. Cases`; category as "
             "`sepia`; Omán in Spanish; glaze; CFR Valencia; company without S.L.",
        edit=("company_misspelled", "body",
              [("oferta para Congelados Cases:", "oferta para Congelados Casas:")],
              "Congelados Casas", "Congelados Cases S.L.", "`Casas` for `Cases`"),
    ),
    dict(
        buyer="H012", sender="s4",
        subject="Seppie congelate dall'Oman",
        body="""Gentile signora Norbiato,

mi chiamo Salim Al-Harthy e mi occupo delle esportazioni di Dhofar Luban Trading S.A.O.C., a Salalah, in Oman.

Vorrei proporre a Norbiato Pesce le nostre seppie congelate (Sepia pharaonis): intere o pulite, in blocchi da 10 kg o IQF, nelle taglie 300-500 g, 500-1000 g e oltre 1 kg. Lavoriamo con un impianto approvato per l'esportazione nell'UE e possiamo consegnare CFR Genova, con trasporto refrigerato fino in Svizzera.

Se le interessa, le invio la scheda tecnica e un listino.

Cordiali saluti,
Salim Al-Harthy
Dhofar Luban Trading S.A.O.C.""",
        note="wholly in Italian to a Ticino buyer; category as `seppie congelate`; company "
             "without SA; Genoa as port for Switzerland (named in Italian)",
        edit=("company_foreign", "body",
              [("proporre a Norbiato Pesce", "proporre a Bosshard Nüsse")],
              "Bosshard Nüsse", "Norbiato Pesce SA", "another Swiss buyer of this set"),
    ),
    dict(
        buyer="H013", sender="s4",
        subject="冷凍コウイカのご案内 / Frozen cuttlefish from Oman",
        body="""株式会社山口水産
購買部長 山口修平様

Dear Mr Yamaguchi,

Thank you for visiting our booth at the Japan International Seafood & Technology Expo in Tokyo. It was a pleasure to talk with you about cuttlefish.

As promised, here is our offer for Yamaguchi Suisan:
- Frozen cuttlefish (Sepia pharaonis), whole round, block frozen, 2 x 10 kg per carton
- Sizes: 200-300 g, 300-500 g, 500 g up
- Also available: cleaned cuttlefish fillets, IQF, for further processing
- Packed in our Salalah plant, shipped CFR Tokyo

I will send the specification sheet and prices by the end of this week.

よろしくお願いいたします。

Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="Japanese address block and closing, English body; follow-up after the fair in the "
             "note; the contact romanised (`Mr Yamaguchi`) and the company romanised "
             "(`Yamaguchi Suisan`); bilingual subject (コウイカ)",
        edit=("company_missing", "body",
              [("株式会社山口水産\n購買部長", "貴社\n購買部長"),
               ("offer for Yamaguchi Suisan:", "offer for your company:")],
              "your company", "株式会社山口水産",
              "every mention of the company replaced by `貴社` / `your company`"),
    ),
    dict(
        buyer="H014", sender="s4",
        subject="Frozen cuttlefish from Oman for 楊記海產",
        body="""楊經理您好，

My name is Salim Al-Harthy, Export Manager of Dhofar Luban Trading S.A.O.C. in Salalah, Oman. We pack and export frozen cuttlefish caught off the Dhofar coast, and I would like to introduce our products to 楊記海產股份有限公司.

What we can offer:
• Whole round cuttlefish, block frozen, 10 kg blocks
• Cleaned cuttlefish, IQF, 1 kg bags
• Sizes from 100-200 g to 1 kg up

We ship in 40' reefer containers to Kaohsiung, CFR. May I send you our latest price list?

Best regards,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="traditional-Chinese greeting `楊經理` (surname + title), English body; company in "
             "short form in the subject, in full in the body; Kaohsiung",
        edit=("contact_wrong", "body", [("楊經理您好，", "王經理您好，")],
              "王經理", "楊玉珍", "another surname"),
    ),
    dict(
        buyer="H015", sender="s4",
        subject="Frozen cuttlefish – price CFR Piraeus",
        body="""Αγαπητέ κύριε Ισέρη,

Thank you for your request. As the person in charge of procurement at Θαλασσινά Ισέρης Α.Ε., you asked for our price CFR Piraeus; here it is:

Frozen cuttlefish (Sepia pharaonis), whole round, block frozen 2 x 10 kg
- 300-500 g: USD 4.90/kg CFR Piraeus
- 500-1000 g: USD 5.60/kg CFR Piraeus
Payment: 30% advance, balance against documents
Validity: 14 days

Our plant in Salalah is EU-approved, so the goods clear in Greece with the standard health certificate.

Με εκτίμηση,
Salim Al-Harthy
Export Manager
Dhofar Luban Trading S.A.O.C.""",
        note="quotation from the note (CFR Piraeus); Greek greeting with the vocative "
             "(`Ισέρη`), English body; the Greek title as an English paraphrase; Greek closing",
        edit=("title_wrong", "body",
              [("As the person in charge of procurement", "As the head of sales")],
              "head of sales", "Υπεύθυνος Προμηθειών", "a sales title for a purchasing one"),
    ),
    dict(
        buyer="H016", sender="s1",
        subject="Huile essentielle de lavande de Hvar – rapports ISO 3515",
        body="""Bonjour Madame Cyr,

Je m'appelle Ivana Kovačević et je dirige les exportations de Jadran Hrast j.d.o.o., à Split, en Croatie.

Nous produisons de l'huile essentielle de lavande vraie (Lavandula angustifolia) distillée sur l'île de Hvar. Vous avez indiqué que Les Essences Cyr exige un rapport d'analyse ISO 3515 pour chaque lot : c'est ce que nous fournissons déjà à nos clients, avec le chromatogramme GC-MS (linalol, acétate de linalyle, camphre).

Conditionnement : flacons aluminium de 1 kg et 5 kg, fûts de 25 kg. Livraison DAP au Canada en trois semaines environ.

Puis-je vous envoyer un échantillon de 30 ml avec le rapport du lot en cours ?

Cordialement,
Ivana Kovačević-Šimunić
Voditeljica izvoza / Responsable export
Jadran Hrast j.d.o.o.
Split, Croatie""",
        note="wholly in French (Québec `Bonjour Madame`); the note (ISO 3515 per lot) in one "
             "sentence; company without `inc.`; the sender shortened in the body, in full below; "
             "Croatian title with a French one; GC-MS constituents",
        edit=("category_wrong", "subject",
              [("Huile essentielle de lavande de Hvar", "Huile essentielle d'immortelle de Hvar")],
              "Huile essentielle d'immortelle", "lavender essential oil",
              "immortelle (helichrysum) oil, a neighbouring Croatian essential oil"),
    ),
    dict(
        buyer="H017", sender="s1",
        subject="Lavande vraie de Croatie pour vos cosmétiques",
        body="""Monsieur Jungfer,

Je vous écris de Split, en Croatie, au nom de Jadran Hrast j.d.o.o. Nous distillons de l'huile essentielle de lavande vraie sur l'île de Hvar et la livrons aux fabricants de cosmétiques en Europe.

Pour une entreprise comme Jungfer Cosmétiques, nous proposons :
– huile essentielle de lavande (Lavandula angustifolia), conforme ISO 3515, en flacons de 1 à 25 kg ;
– eau florale de lavande (hydrolat), en bidons de 10 l ;
– fiches de données de sécurité et documentation IFRA.

La livraison au Luxembourg se fait par camion en 3 à 4 jours.

Je serais heureuse de vous envoyer des échantillons.

Bien cordialement,
Ivana Kovačević
Export Manager
Jadran Hrast j.d.o.o.""",
        note="wholly in French; company without S.à r.l.; lavender floral water (hydrosol) as a "
             "related product; IFRA; Luxembourg named; sender shortened to one family name",
        edit=("country_wrong", "body",
              [("La livraison au Luxembourg", "La livraison en Belgique")],
              "Belgique", "Luxembourg", "a neighbouring country"),
    ),
    dict(
        buyer="H018", sender="s1",
        subject="Hvar lavender oil – good to meet you at in-cosmetics",
        body="""Dear Morgan,

Thanks again for coming by our stand at in-cosmetics Global in Amsterdam. I enjoyed our chat.

Here is the short version of what Jadran Hrast can supply to Ó Bogáin Naturals:
- Lavender essential oil, Lavandula angustifolia from Hvar, steam-distilled, ISO 3515
- Organic-certified lots on request
- 1 kg and 5 kg aluminium bottles, 25 kg drums
- Lead time 1-2 weeks, DAP Ireland

I'll send the latest GC-MS report and a 10 ml sample by post this week.

All the best,
Ivana
Ivana Kovačević-Šimunić
Voditeljica izvoza (Export Manager)
Jadran Hrast j.d.o.o., Split, Croatia""",
        note="friendly follow-up after the fair in the note; Irish company with `Ó` and a fada; "
             "sender's company without legal form in the body; Croatian title with translation",
        edit=("sender_wrong", "body",
              [("Jadran Hrast j.d.o.o., Split", "Jadran Hrast d.o.o., Split")],
              "Jadran Hrast d.o.o.", "Jadran Hrast j.d.o.o.",
              "the sender's legal form changed (d.o.o. for j.d.o.o.)"),
    ),
    dict(
        buyer="H019", sender="s1",
        subject="Slavonian oak barrels for the coming vintage",
        body="""Dear Mr Dindela,

I am writing from Jadran Hrast in Split, Croatia. We make wine barrels from Slavonian oak (Quercus robur), air-seasoned for at least 36 months, and I think they may interest Dindela Cellar Supplies ahead of the next harvest.

Our range:
* 225 l barriques and 228 l Burgundy barrels
* 300 l hogsheads and 500 l puncheons
* Large oval casks (foudres) from 1,000 l, made to order
* Toast: light, medium, medium plus, heavy; heads toasted on request

Barrels ship in 20' containers of about 90 barriques, CIF Cape Town.

As a cellar master, you will want to see what the oak does first; we can send a sample kit of oak staves and chips so you can trial it on your wines.

Kind regards,
Ivana Kovačević
Head of Export
Jadran Hrast j.d.o.o.""",
        note="formal opener with an asterisk list; category in many sizes (barrique, Burgundy, "
             "hogshead, puncheon, foudre); oak staves and chips; title `cellar master` "
             "lower-cased in a sentence; the sender's title in English (Head of Export)",
        edit=("artifact", "body", [("Dear Mr Dindela,", "Dear Mr Dindela Dindela,")],
              "Mr Dindela Dindela", "Mr Dindela", "the contact's name stuttered"),
    ),
    dict(
        buyer="H020", sender="s1",
        subject="Ponuda: barrique bačve 225 l, srednje tostiranje",
        body="""Poštovani gospodine Jovanoviću,

zahvaljujem na upitu za barrique bačve od 225 litara sa srednjim tostiranjem.

Za Vinariju Jovanović možemo ponuditi:
– barrique 225 l, slavonski hrast, sušen na zraku 36 mjeseci, srednje tostiranje (M)
– cijena: 690 EUR po komadu, FCA Split
– rok isporuke: 5 tjedana od potvrde narudžbe

Isporuka kamionom u Srbiju traje dva do tri dana. Ako želite, možemo dodati i bačve od 300 litara iz iste serije.

Srdačan pozdrav,
Ivana Kovačević-Šimunić
Voditeljica izvoza
Jadran Hrast j.d.o.o.
Split, Hrvatska""",
        note="quotation wholly in Croatian (Latin script) to a Serbian buyer recorded in Cyrillic; "
             "vocative `Jovanoviću`; company transliterated and inflected (`Vinariju Jovanović`) "
             "without д.о.о.; the note (225 l, medium toast); `Srbiju` (accusative)",
        edit=("note_wrong", "body",
              [("zahvaljujem na upitu", "zahvaljujem na ugodnom razgovoru na sajmu Vinitaly i na "
                "upitu")],
              "na ugodnom razgovoru na sajmu Vinitaly", "asked for 225 l barriques, medium toast",
              "a talk at a fair the note does not name"),
    ),
]
