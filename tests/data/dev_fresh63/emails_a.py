"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1",
"Campioni di Tolminc DOP – dopo Cibus Parma",
"""Gentile Dott.ssa Bongiorno,

è stato un piacere conoscerLa al nostro stand a Cibus Parma lo scorso maggio. Come promesso, Le scrivo per i campioni di Tolminc che ci aveva chiesto: due forme intere, una stagionata 60 giorni e una di 12 mesi, partiranno da Kobarid con corriere refrigerato la prossima settimana.

Il Tolminc è un formaggio DOP di latte vaccino dell'alta valle dell'Isonzo, a pasta dura, con occhiatura piccola e rada: chi conosce il Montasio lo trova più asciutto e più piccante nella versione stagionata. Le forme pesano 3,5–4 kg e viaggiano sottovuoto.

Se per Bongiorno Formaggi può essere utile, allego anche il listino franco partenza e la scheda tecnica con i valori microbiologici.

Cordiali saluti,
Urška Kravanja
Responsabile export – Krn Zakladi d.o.o.
Kobarid, Slovenia
+386 5 388 41 62""",
"first e-mail after the fair the note records (Cibus Parma), in Italian; samples of 60 days and 12 months as the note asks; Gentile Dott.ssa; company without S.r.l.; Tolminc as DOP; Montasio named as a comparison; the Isonzo (Soča) valley; the sender's title in Italian",
Twin("note_wrong", "body", "a Cibus Parma lo scorso maggio", "a TuttoFood Milano lo scorso maggio",
     "TuttoFood Milano", "Cibus Parma",
     "a fair the note does not name in place of Cibus Parma")),

Mail("P002", "s1",
"Tolminc PDO cheese from the Soča valley for Čuček Delikatese",
"""Poštovani gospodine Čuček,

I am writing from Krn Zakladi in Kobarid, just across the border from you, about Tolminc, the PDO hard cheese made from cow's milk in the mountain dairies around Tolmin and Kobarid. As voditelj nabave at Čuček Delikatese d.o.o. you probably see plenty of Montasio and Paški sir on the counter; Tolminc sits between them, sweet and nutty at 60 days and sharper at six months and more.

We sell whole wheels (about 4 kg) or vacuum-packed 250 g wedges with Croatian labels, and our refrigerated van delivers to Zagreb and Rijeka every second week.

May I send you a price list and two wedges to taste?

Lijep pozdrav,
Urška Kravanja
Krn Zakladi d.o.o., Kobarid, Slovenia
+386 5 388 41 62 · urska.kravanja@krn-zakladi.si""",
"cold introduction in English with a Croatian greeting (vocative gospodine Čuček) and closing; the recorded title in Croatian, lower-case, inside an English sentence; company with its legal form; Montasio and Paški sir named as comparisons; Zagreb and Rijeka",
Twin("title_wrong", "body", "As voditelj nabave at", "As voditelj prodaje at",
     "voditelj prodaje", "Voditelj nabave",
     "head of sales for the buyer's head of purchasing (Croatian)")),

Mail("P003", "s1",
"Tolminc – sir iz doline Soče",
"""Poštovana gospođo Škunca,

javljam Vam se iz Kobarida, iz tvrtke Krn Zakladi. Izvozimo Tolminc, tvrdi kravlji sir sa zaštićenom oznakom izvornosti iz gornjeg Posočja, i tražimo trgovine u Hrvatskoj koje bi ga ponudile svojim kupcima.

Kao direktorici Trgovine Škunca možda će Vam biti zanimljivo da sir isporučujemo u kolutima od oko 4 kg ili u vakuumiranim komadima od 250 g s deklaracijom na hrvatskom jeziku. Minimalna narudžba je jedan karton (12 komada), a dostava hladnjačom do Rijeke traje jedan dan.

Rado Vam pošaljem cjenik i uzorak.

Srdačan pozdrav,
Urška Kravanja
vodja izvoza, Krn Zakladi d.o.o.
Kobarid, Slovenija""",
"cold introduction wholly in Croatian; vocative gospođo Škunca; the title Direktorica in the dative (direktorici) and the company in the genitive without d.o.o. (Trgovine Škunca); the sender's own Slovenian title; Croatia named as the buyer's market (Hrvatskoj)",
Twin("company_foreign", "body", "direktorici Trgovine Škunca", "direktorici Čuček Delikatese",
     "Čuček Delikatese", "Trgovina Škunca d.o.o.",
     "another buyer's company of this set (same category, same country)")),

Mail("P004", "s1",
"FOODEX JAPAN 2025でのお礼 – トルミンツ（Tolminc）チーズのご案内",
"""株式会社前田商会
輸入部 課長 前田充様

先日はFOODEX JAPAN 2025の弊社ブースにお立ち寄りいただき、誠にありがとうございました。スロベニアのKrn Zakladi（クルン・ザクラディ）のウルシュカ・クラヴァニャです。

ご案内いたしましたトルミンツ（Tolminc）は、ソチャ川上流域の牛乳から作る原産地呼称保護（PDO）のハードチーズです。熟成60日と6か月の2種類があり、1ホール約4kgで真空包装してお届けします。

ご指摘の輸入用衛生証明書につきましては、スロベニア当局発行の証明書を毎ロットに添付いたします。見本と価格表（CIF東京）をお送りしてもよろしいでしょうか。

何卒よろしくお願い申し上げます。

Urška Kravanja
Head of Export, Krn Zakladi d.o.o.
Kobarid, Slovenia
+386 5 388 41 62""",
"first e-mail after the fair the note records (FOODEX JAPAN 2025), wholly Japanese; letter head with company, title and name + 様; the health certificate the note asks for; the category in katakana with the Latin name; the sender's name in katakana",
Twin("contact_wrong", "body", "輸入部 課長 前田充様", "輸入部 課長 前田満様",
     "前田満", "前田充",
     "near-miss given name in the letter head (満 for 充, both mitsuru)")),

Mail("P005", "s1",
"Tolminc g.U. – Bergkäse aus dem Soča-Tal",
"""Sehr geehrte Frau Jäntsch,

ich schreibe Ihnen aus Kobarid im slowenischen Soča-Tal. Wir, die Krn Zakladi d.o.o., vertreiben Tolminc, einen Hartkäse aus Kuhmilch mit geschützter Ursprungsbezeichnung (g.U.), der auf den Almen rund um Tolmin hergestellt wird.

Für das Käsehaus Jäntsch könnte er eine Ergänzung zu Ihren alpinen Bergkäsen sein: mild-nussig nach 60 Tagen, kräftig nach zwölf Monaten Reifung. Wir liefern ganze Laibe von rund 4 kg oder vakuumierte Stücke zu 250 g, auf Wunsch mit deutschem Etikett, frei Haus ab 150 kg.

Als Einkäuferin Käse entscheiden Sie sicher gern nach einer Verkostung – darf ich Ihnen zwei Laibe als Muster schicken?

Mit freundlichen Grüßen
Urška Kravanja
Exportleiterin
Krn Zakladi d.o.o. · Kobarid · Slowenien
Tel. +386 5 388 41 62""",
"cold introduction wholly in German; company with article and without GmbH (für das Käsehaus Jäntsch); the recorded title inside a German sentence; g.U. for PDO; the sender's title translated (Exportleiterin)",
Twin("category_wrong", "body", "vertreiben Tolminc, einen", "vertreiben Montasio, einen",
     "Montasio", "Tolminc cheese",
     "another PDO cheese (Italian Montasio) offered as the product")),

Mail("P006", "s1",
"Skin-contact Rebula from Brda – following the London Wine Fair",
"""Dear Joe,

Thank you for stopping at our table at the London Wine Fair in May and for tasting through the Rebulas with me. You mentioned that Thompson & Hale is looking for a skin-contact white for your restaurant accounts, so here are the details of the two we discussed:

- Rebula 'Macerirana' 2021: 14 days on the skins, amber colour, 12.5% ABV, unfined and unfiltered, 6 × 75 cl cartons.
- Rebula Classic 2023: the fresh, stainless-steel style, 12% ABV, useful by the glass.

Both come from a family estate in Goriška Brda, on the Slovenian side of the Collio, where Ribolla Gialla has been grown for centuries. We ship ex cellar Kobarid, or DAP to a bonded warehouse in the UK if your importer of record prefers.

Would a mixed sample case be useful for your buying meeting?

Best regards,
Urška Kravanja
Head of Export
Krn Zakladi d.o.o. | Kobarid, Slovenia
+386 5 388 41 62 | www.krn-zakladi.si""",
"first e-mail after the fair the note records (London Wine Fair), skin-contact Rebula for restaurants as the note says; company shortened (Thompson & Hale); Ribolla Gialla and the Collio as the Italian name and region; the UK named as the buyer's market",
Twin("sender_wrong", "body", "+386 5 388 41 62 | www", "+386 5 388 14 62 | www",
     "+386 5 388 14 62", "+386 5 388 41 62",
     "two digits of the sender's phone swapped")),

Mail("P007", "s1",
"Rebula från Goriška Brda – ett förslag till Hussein Vinimport",
"""Hej Nina,

jag heter Urška Kravanja och arbetar med export på Krn Zakladi i Kobarid, Slovenien. Vi säljer Rebula, den gröna druva som italienarna kallar Ribolla Gialla, från familjegårdar i Goriška Brda precis vid gränsen till Italien.

Eftersom du är inköpsansvarig för vin på Hussein Vinimport tänkte jag att en frisk, mineralisk vit med 12 % alkohol kunde passa ert sortiment, antingen i beställningssortimentet eller inför ett anbud hos Systembolaget. Vi har också en skalmacererad Rebula (orangevin) för restauranger.

Jag skickar gärna tekniska blad och prisuppgifter ex cellar eller DAP Stockholm.

Vänliga hälsningar
Urška Kravanja
Krn Zakladi d.o.o.
+386 5 388 41 62""",
"cold introduction wholly in Swedish; Hej + given name; the recorded title reworded in a sentence (inköpsansvarig för vin); company without AB; Systembolaget and Stockholm; Italy and Ribolla Gialla as the neighbour's name for the grape",
Twin("country_wrong", "body", "kunde passa ert sortiment, antingen", "kunde passa ert sortiment i Finland, antingen",
     "Finland", "Sweden",
     "the buyer's market given as Finland")),

Mail("P008", "s1",
"Quote: 600 bottles of Rebula, DAP Warsaw",
"""Dear Mr Żuberek,

Thank you for your enquiry. As requested, here is our quote for 600 bottles (0.75 l) of Rebula, delivered DAP Warsaw:

- Rebula 2023, Goriška Brda, 12% ABV: EUR 7.40 per bottle
- 100 cartons of 6 bottles on one pallet, Polish back labels included
- Excise stamps applied in your tax warehouse; delivery about 10 days from order
- Payment 30 days from invoice

The price includes transport from Kobarid to your warehouse. If Wina Żuberek would like to add some of our orange (macerated) Rebula, I can offer a mixed pallet at the same terms.

The quote is valid until the end of next month.

Z poważaniem,
Urška Kravanja
Head of Export, Krn Zakladi d.o.o.
Kobarid, Slovenia · +386 5 388 41 62""",
"reply to the request the note records (600 bottles, 0.75 l, DAP Warsaw); English with a Polish closing; company without Sp. z o.o.; excise stamps, payment terms",
Twin("note_wrong", "body", "of Rebula, delivered DAP Warsaw:", "of Rebula, delivered DAP Kraków:",
     "DAP Kraków", "DAP Warsaw",
     "the delivery place of the note's request misquoted")),

Mail("P009", "s1",
"슬로베니아 레불라(Rebula) 와인 소개 – 다온와인 구매팀 앞",
"""우서현 구매팀장님께,

안녕하십니까. 슬로베니아 코바리드에 있는 Krn Zakladi의 수출 담당 우르시카 크라바냐입니다.

저희는 이탈리아 국경에 맞닿은 고리슈카 브르다 지역에서 레불라(Rebula, 이탈리아명 리볼라 잘라) 화이트 와인을 수출하고 있습니다. 산뜻한 스테인리스 숙성 타입과 껍질 침용(스킨 컨택트) 오렌지 와인 두 가지가 있으며, 한식과 해산물에 잘 어울립니다.

다온와인의 포트폴리오에 맞을지 검토해 보실 수 있도록 기술 자료와 FOB 코페르 가격표를 보내 드려도 될까요? 부산항까지 리퍼 컨테이너로 약 35일이 소요됩니다.

감사합니다.

Urška Kravanja
Head of Export, Krn Zakladi d.o.o.
Kobarid, Slovenia | +386 5 388 41 62""",
"cold introduction wholly in Korean; name + title + 님께; company without 주식회사 in subject and body; the category in Hangul with the Latin name and the Italian name; Koper and Busan",
Twin("company_misspelled", "body", "다온와인의 포트폴리오", "다운와인의 포트폴리오",
     "다운와인", "주식회사 다온와인",
     "one vowel of the company changed (다운 for 다온)")),

Mail("P010", "s1",
"Re: Kosher Rebula – our answer",
"""Shalom Yishai,

Thank you for your question about kosher Rebula. I checked with our two estates in Goriška Brda: neither produces under kashrut supervision at the moment, and a supervised run would only be possible from the 2026 harvest, with a minimum of about 3,000 bottles.

For your restaurant clients in Tel Aviv, our regular Rebula 2023 (12% ABV, stainless steel, crisp and citrussy) and the skin-contact Rebula 2021 are both available now. I can offer them FOB Koper or delivered to Haifa or Ashdod, in cartons of 6 × 75 cl, with Hebrew back labels if Marom Wines needs them.

I will send the price list separately. As מנהל רכש you may also want the lab analyses for import registration; just tell me and they will follow.

Best regards,
Urška Kravanja
Krn Zakladi d.o.o., Kobarid, Slovenia
+386 5 388 41 62""",
"reply to the question the note records (kosher; otherwise restaurant clients in Tel Aviv); English with a Hebrew greeting; the given name romanised; the company translated into English as its own domain writes it (Marom Wines); the recorded title in Hebrew inside an English sentence; Haifa, Ashdod, Koper",
Twin("artifact", "body", "I checked with our two estates", "I checked with with our two estates",
     "with with", "with",
     "a doubled word")),

Mail("P011", "s1",
"Fleur de sel de Piran : vos échantillons en pots de 125 g",
"""Bonjour Madame Verdier,

Je vous remercie pour notre échange sur le stand slovène du Sirha Lyon en janvier. Comme convenu, je vous envoie cette semaine des échantillons de notre fleur de sel de Piran en pots de 125 g, le format que vous souhaitiez pour vos rayons.

Pour rappel, elle est récoltée à la main dans les salines de Sečovlje, au bord de l'Adriatique, selon une méthode vieille de sept siècles : les cristaux se forment sur la « petola », une couche de limon et d'algues qui protège le sel de la boue. Elle est plus douce et plus croquante qu'un sel gris de Guérande.

Si le produit convient à Verdier Épices & Sels, je vous ferai parvenir les prix départ Kobarid et les conditions pour des palettes mixtes (pots de 125 g et seaux de 1 kg pour les restaurateurs).

Bien cordialement,
Urška Kravanja
Responsable export – Krn Zakladi d.o.o.
Kobarid, Slovénie
+386 5 388 41 62""",
"first e-mail after the fair the French note records (Sirha Lyon), wholly French; the samples in 125 g jars the note asks for; company without SAS; Guérande grey salt named as a comparison; Sečovlje, the Adriatic",
Twin("company_missing", "body", "Si le produit convient à Verdier Épices & Sels,", "Si le produit convient à votre maison,",
     "votre maison", "Verdier Épices & Sels SAS",
     "the only mention of the company replaced by 'votre maison'")),

Mail("P012", "s1",
"Пиранская соль «флёр де сель» для «Тарасов и партнёры»",
"""Уважаемый Порфирий!

Меня зовут Уршка Кравания, я руковожу экспортом в словенской компании Krn Zakladi d.o.o. Мы поставляем пиранскую морскую соль «флёр де сель» (по-словенски solni cvet), которую вручную собирают на солеварнях Сечовле на Адриатике.

Это крупные хрупкие кристаллы с мягким вкусом — её используют для подачи стейков, рыбы и десертов с карамелью, а не для варки. Для ресторанов и магазинов деликатесов у нас есть баночки по 125 г и вёдра по 1 кг; на всю продукцию выдаётся сертификат происхождения.

Если ассортимент ООО «Тарасов и партнёры» включает гастрономические соли, буду рада выслать прайс-лист и образцы.

С уважением,
Уршка Кравания
Krn Zakladi d.o.o., Кобарид, Словения
+386 5 388 41 62""",
"cold introduction wholly in Russian; Уважаемый + given name; the category in Russian (пиранская морская соль «флёр де сель») and in Slovenian (solni cvet); company with ООО and without in the subject; the sender's name in Cyrillic",
Twin("contact_wrong", "body", "Уважаемый Порфирий!", "Уважаемый Прохор!",
     "Прохор", "Порфирий Тарасов",
     "another Russian given name in the greeting")),

Mail("P013", "s1",
"关于皮兰海盐之花的中文背标和原产地证书",
"""胡经理您好：

感谢您对皮兰海盐之花（Piran fleur de sel）的询问。关于您提到的两点：

一、中文背标：我们可以按照GB 7718的要求，在出厂前为每罐（125克）贴好中文背标，内容请贵司确认后再印刷。
二、原产地证书：每批货物都随附斯洛文尼亚商会签发的原产地证书，以及卫生证书。

货物从科佩尔港海运至宁波港，约需32天。最小起订量为一个托盘（960罐）。

如需样品，我们可以用快递寄到杭州。

顺颂商祺！

Urška Kravanja（乌尔什卡·克拉瓦尼亚）
出口主管
Krn Zakladi d.o.o.，斯洛文尼亚科巴里德
+386 5 388 41 62""",
"reply to the requests the note records (Chinese back labels, certificate of origin, Ningbo), wholly simplified Chinese; 胡经理 (family name + title) in the greeting; the company only as 贵司; the category in Chinese with the Latin name; GB 7718; Koper, Ningbo, Hangzhou; the sender's title in Chinese",
Twin("artifact", "body", "海运至宁波港，约需32天", "海运至{port}，约需32天",
     "{port}", "宁波港",
     "a leftover template placeholder in place of the port")),

Mail("P014", "s1",
"Hand-harvested fleur de sel from Piran for Bergmans Kryddor",
"""Dear Mr Bergman,

I am writing from Krn Zakladi, a small Slovenian exporter of foods from the Soča valley and the coast. One of our products is fleur de sel from the Sečovlje salt pans near Piran, raked by hand on summer evenings by the salt makers in the traditional way.

I noticed that Bergmans Kryddor sells finishing salts alongside your spices, and I think Piran's fleur de sel would sit well next to Maldon-style flakes: finer, slightly moist crystals with very little bitterness. It comes in 125 g jars, 1 kg pouches for restaurants and 25 kg bags for repackers.

Would you, as inköpschef, like to receive a sample set and our price list (EXW Kobarid or DAP Stockholm)?

Kind regards,
Urška Kravanja
Head of Export | Krn Zakladi d.o.o.
Kobarid, Slovenia | +386 5 388 41 62""",
"cold introduction in English; company with the Swedish genitive kept and without AB; the recorded title in Swedish, lower-case, inside an English sentence; Maldon-style flakes named as a comparison; Stockholm",
Twin("company_foreign", "body", "I noticed that Bergmans Kryddor sells", "I noticed that Verdier Épices & Sels sells",
     "Verdier Épices & Sels", "Bergmans Kryddor AB",
     "another buyer's company of this set (same category, other country)")),

Mail("P015", "s1",
"台北國際食品展後續：皮蘭鹽之花 100克罐裝與5公斤袋裝報價",
"""李主任您好：

很高興在2025年台北國際食品展（Food Taipei）與您見面，謝謝您到斯洛維尼亞展區試吃我們的皮蘭鹽之花。

依您當時的需求，我們準備了兩種包裝：
・100克鐵罐，零售用，每箱24罐；
・5公斤牛皮紙袋，供烘焙業者使用。

鹽之花是在塞喬夫列鹽田（Sečovlje）以傳統方式手工採收的，結晶細緻、鹹味溫和，很適合撒在麵包、焦糖和巧克力上。報價以CIF基隆計算，詳細價格表請見附件。

若貴公司需要樣品，我們可以於下週寄出。

敬祝 商祺

Urška Kravanja
出口經理
Krn Zakladi d.o.o.（斯洛維尼亞 科巴里德）
+386 5 388 41 62""",
"first e-mail after the fair the note records (Food Taipei), wholly traditional Chinese; 李主任 (family name + title); the 100 g tins and 5 kg bags the note asks for; the company only as 貴公司; the category in Chinese; Keelung; the sender's title and country in Chinese",
Twin("category_wrong", "body", "試吃我們的皮蘭鹽之花。", "試吃我們的南瓜籽油。",
     "南瓜籽油", "Piran fleur de sel",
     "pumpkin seed oil (another Slovenian product) as what the buyer tasted")),

Mail("P016", "s2",
"1-hexene offer with COA per lot – CFR Hazira",
"""Namaste Mr Chopra,

Thank you for sharing your requirements for 1-hexene. Please find our offer for Chopra Polymers below:

- Product: 1-hexene, purity 99.0% min. (typically 99.3%), from a full-range alpha olefins unit in Qatar
- Packing: ISO tanks of 20 t, or parcels of 1,000-2,000 t on a chemical tanker
- Documents: a certificate of analysis from an independent surveyor for every lot, plus SDS and certificate of origin
- Delivery: CFR Hazira, laycan to be agreed; loading at Mesaieed

As क्रय प्रबंधक you will want to compare this with your current supply, so I have indexed the price to the monthly Asian comonomer contract, with a fixed discount.

Please let me know your monthly volume and I will firm up the numbers.

Warm regards,
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L.
Lusail, Qatar | +974 4412 7730""",
"reply to the requirements the note records (COA per lot, 99.0% min., Hazira); English with Namaste; the company romanised and shortened (Chopra Polymers) as its domain writes it; the recorded title in Devanagari inside an English sentence; laycan, CFR, Mesaieed",
Twin("note_wrong", "body", "purity 99.0% min. (typically 99.3%)", "purity 98.5% min. (typically 99.3%)",
     "98.5% min.", "99.0% min.",
     "the purity the note records misquoted")),

Mail("P017", "s2",
"1-hexeen uit Qatar voor Verhoeven Polymers",
"""Beste mevrouw Verhoeven,

Mijn naam is Noora Al-Sulaiti, ik ben verantwoordelijk voor de verkoop van olefinen en polymeren bij Lusail Olefins Trading in Qatar. Wij leveren 1-hexeen (zuiverheid ≥ 99,0 %) als comonomeer voor LLDPE en HDPE, in ISO-tanks of als deelladingen naar Antwerpen.

Als hoofd aankoop van Verhoeven Polymers NV kijkt u misschien naar een tweede bron naast uw Europese leveranciers. Wij kunnen maandelijks 500 tot 1.000 ton leveren op CIF Antwerpen-basis, met een analysecertificaat per partij en REACH-registratie via onze Only Representative in Nederland.

Zal ik u de specificaties en een indicatieve prijs sturen?

Met vriendelijke groeten,
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L.
+974 4412 7730 · noora.alsulaiti@lusail-olefins.com.qa""",
"cold introduction wholly in Dutch; the category in Dutch (1-hexeen); the recorded title lower-case in a sentence; company with NV; Antwerp; the Netherlands named as the seat of the REACH Only Representative, not the buyer's country; the sender's name shortened",
Twin("title_wrong", "body", "Als hoofd aankoop van", "Als hoofd verkoop van",
     "hoofd verkoop", "Hoofd aankoop",
     "head of sales for the buyer's head of purchasing (Dutch)")),

Mail("P018", "s2",
"K 2025 follow-up: 1-hexene term contract, 500 t/month",
"""Dear Mr Lee,

It was a pleasure to meet you at K 2025 in Düsseldorf. As promised at our stand, here is our proposal for a term contract for 1-hexene for Daesan Chemical:

- Quantity: 500 t per month, 12 months, ±10% at seller's option
- Quality: 1-hexene 99.0% min., water ≤ 50 ppm
- Delivery: CFR Daesan or Ulsan, in chemical tanker parcels
- Price: monthly formula against the Northeast Asia ethylene assessment, details in the attached sheet

If the structure works for you, I would be glad to arrange a call with our logistics team in Lusail to fix the shipping schedule.

Best regards,
Noora Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L., Qatar
+974 4412 7730""",
"first e-mail after the fair the note records (K 2025, Düsseldorf) with the 500 t/month term quote it asks for; the family name 이 romanised as Lee; the company romanised from Hangul (Daesan Chemical); Daesan and Ulsan; Germany named only as the fair's place",
Twin("contact_wrong", "body", "Dear Mr Lee,", "Dear Mr Lim,",
     "Mr Lim", "이종수",
     "another Korean family name in the greeting")),

Mail("P019", "s2",
"Plast Eurasia sonrası: PE100 siyah boru hammaddesi, CIF Mersin",
"""Sayın Utkucan Bey,

Plast Eurasia İstanbul 2024'te standımızı ziyaret ettiğiniz için tekrar teşekkür ederim. Görüşmemizde belirttiğiniz ihtiyaç doğrultusunda PE100 siyah kompaund için teklifimizi iletiyorum:

- Ürün: HDPE boru hammaddesi, PE100, bimodal, %2–2,5 karbon siyahı
- MFR (190 °C/5 kg): 0,22 g/10 dk; yoğunluk: 0,959 g/cm³
- Ambalaj: 25 kg torba, paletli; 40' HC konteynerde 24,75 ton
- Teslim: CIF Mersin, yüklemeden itibaren yaklaşık 18 gün

Ürün, EN 12201 ve ISO 4427 standartlarına uygun boru üretimi için onaylıdır. Duran Boru'nun aylık ihtiyacını bildirirseniz fiyatı netleştirebilirim.

Saygılarımla,
Noora Khalid Al-Sulaiti
Manager, Olefins & Polymers Sales
Lusail Olefins Trading W.L.L.
Lusail, Katar · +974 4412 7730""",
"first e-mail after the fair the note records (Plast Eurasia Istanbul 2024), PE100 black compound CIF Mersin as asked, wholly Turkish; Sayın + given name + Bey; the category in Turkish (HDPE boru hammaddesi); the company shortened with the Turkish genitive suffix (Duran Boru'nun); MFR, density, EN 12201, ISO 4427; Katar",
Twin("company_misspelled", "body", "Duran Boru'nun", "Duran Boro'nun",
     "Duran Boro", "Duran Boru Sanayi ve Ticaret A.Ş.",
     "one letter of the company changed (Boro for Boru)")),

Mail("P020", "s2",
"HDPE pipe resin (PE100) for شركة المنياوي",
"""السلام عليكم Mr Amr,

I am Noora Al-Sulaiti of Lusail Olefins Trading in Qatar. We supply HDPE pipe resin, PE100 and PE80 grades, natural and black, to pipe makers across the region, and I would like to introduce our range to شركة المنياوي لأنابيب البلاستيك.

Our PE100 black compound meets ISO 4427 for drinking-water pipes up to 1,200 mm, and the natural PE80 grade suits gas and irrigation lines. We ship from Qatar in 25 kg bags, 24.75 t per 40' container, CIF Alexandria or Port Said, usually within three weeks.

As رئيس قسم المشتريات you are best placed to judge whether a trial lot makes sense; I would be happy to send technical data sheets and a 25 kg sample.

مع أطيب التحيات،
Noora Khalid Al-Sulaiti
Lusail Olefins Trading W.L.L.
+974 4412 7730""",
"cold introduction in English with an Arabic greeting and closing; Mr + given name (Egyptian usage); the company in Arabic script inside English, without ش.م.م, and shortened in the subject; the recorded title in Arabic inside an English sentence; Alexandria, Port Said",
Twin("country_wrong", "body", "لأنابيب البلاستيك.\n", "لأنابيب البلاستيك in Libya.\n",
     "Libya", "Egypt",
     "the buyer placed in Libya")),
]
