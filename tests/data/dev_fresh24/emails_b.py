"""Natural e-mails N021-N040 (one per buyer P021-P040), each with its twin's one edit."""
from mail import Edit, Mail

MAILS = [
    # N021 ------------------------------------------------------------------------------------
    Mail("P021", "s2", "Chào hàng hạt nhựa PP nguyên sinh từ Ả Rập Xê Út", """\
Kính gửi chị Xuân,

Tôi là Abdulrahman Al-Thubaiti, phụ trách kinh doanh quốc tế của Al-Hada Trading Est. tại Taif, Ả Rập Xê Út. Được biết chị là Trưởng phòng Mua hàng của Công ty TNHH Nhựa Đặng Gia, tôi xin phép giới thiệu hạt nhựa polypropylene (PP) nguyên sinh mà chúng tôi cung cấp.

Chúng tôi có PP homopolymer cho ép phun, dệt bao (raffia) và màng BOPP, cùng PP random copolymer cho sản phẩm trong suốt. Hàng đóng bao 25 kg, giao CFR Cát Lái hoặc CFR Hải Phòng; thời gian vận chuyển từ cảng Jeddah khoảng 20–22 ngày.

Nếu chị cho biết chỉ số MFI và sản lượng hàng tháng công ty đang dùng, tôi sẽ gửi ngay báo giá và bảng thông số kỹ thuật (TDS).

Trân trọng,
Abdulrahman Saeed Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
Taif, Saudi Arabia
+966 12 555 0193""",
         "Vietnamese cold introduction; chị + the given name (family name first in the record); "
         "the recorded title and the company with TNHH inside a Vietnamese sentence; the "
         "sender's title paraphrased in Vietnamese; Cát Lái, Hải Phòng, Ả Rập Xê Út",
         Edit("title_wrong", "body", "chị là Trưởng phòng Mua hàng của", "chị là Trưởng phòng Kinh doanh của",
              "Trưởng phòng Mua hàng", "head of sales (Kinh doanh) for head of purchasing",
              found="Trưởng phòng Kinh doanh")),
    # N022 ------------------------------------------------------------------------------------
    Mail("P022", "s2", "駱駝奶粉樣品及清真、HACCP證書", """\
鍾小姐您好：

感謝您對我們駱駝奶粉的詢問。依您所需，我們已為鍾氏健康食品有限公司準備一罐400公克的全脂駱駝奶粉樣品，並附上清真（Halal）證書與HACCP證書影本，將於本週以DHL寄往台灣。

我們的駱駝奶來自沙烏地阿拉伯西部的合作牧場，經低溫噴霧乾燥製成，不添加糖或香料，保存期限為24個月。除400公克罐裝外，亦可提供25公斤牛皮紙袋裝，供貴公司自有品牌分裝使用。

收到樣品後，若有任何問題，歡迎隨時與我聯繫。

敬祝 商祺

Abdulrahman Al-Thubaiti
國際業務經理
Al-Hada Trading Est.
沙烏地阿拉伯 塔伊夫
+966 12 555 0193""",
         "Traditional Chinese reply to the note's request (sample tin, halal and HACCP "
         "certificates); 鍾小姐; 貴公司 beside the full company; the sender's title in Chinese",
         Edit("note_wrong", "body", "並附上清真（Halal）證書與HACCP證書影本",
              "並附上有機（Organic）證書與HACCP證書影本", "halal and HACCP certificates",
              "the request misquoted: an organic certificate for the halal one",
              found="有機（Organic）證書")),
    # N023 ------------------------------------------------------------------------------------
    Mail("P023", "s2", "Верблюжье молоко в порошке из Саудовской Аравии", """\
Уважаемый господин Кабанов!

Пишу вам от компании Al-Hada Trading Est. из Таифа (Саудовская Аравия). Мы экспортируем сухое верблюжье молоко и хотели бы предложить его ООО «Торговый дом Кабанов» для рынка здорового питания России.

Наше цельное верблюжье молоко высушено распылительным способом при низкой температуре, без сахара и добавок; срок годности — 24 месяца. Упаковка: банки по 400 г или мешки по 25 кг. Продукция сертифицирована как халяль, а к каждой партии прилагаются ветеринарный сертификат и сертификат происхождения.

Как менеджеру по закупкам вам, вероятно, прежде всего нужны цены и сроки: первую партию мы можем доставить через порт Новороссийск примерно за четыре недели.

С уважением,
Abdulrahman Saeed Al-Thubaiti
International Sales Manager
Al-Hada Trading Est.
Taif, Saudi Arabia
+966 12 555 0193""",
         "Russian cold introduction; господин + the family name; the company with ООО and "
         "guillemets inside a Russian sentence; the recorded title in the dative; Таиф, "
         "Новороссийск",
         Edit("country_wrong", "body", "для рынка здорового питания России.",
              "для рынка здорового питания Беларуси.", "Russia",
              "the buyer's market named as Belarus", found="Беларуси")),
    # N024 ------------------------------------------------------------------------------------
    Mail("P024", "s2", "Camel milk powder for Goderts Zuivelspecialiteiten", """\
Dear Ms Goderts,

As a dairy specialist, Goderts Zuivelspecialiteiten B.V. may already have customers asking about camel milk. I'm Abdulrahman Al-Thubaiti of Al-Hada Trading Est. in Taif, Saudi Arabia, and I would like to introduce our camel milk powder.

We supply full-cream camel milk powder, spray-dried at low temperature from milk collected daily on partner farms in western Saudi Arabia, in 25 kg bags for repacking or 400 g tins for retail. Before quoting, we would like to go through the EU import requirements for camel milk with your team, as these decide which of our two partner plants can supply the Netherlands.

As Inkoopmanager you will know best which formats your customers ask for; I would be happy to send product specifications and a sample tin.

Kind regards,
Abdulrahman Al-Thubaiti
International Sales Manager | Al-Hada Trading Est.
Taif, Saudi Arabia | +966 12 555 0193 | a.althubaiti@alhada-trading.com.sa""",
         "English cold introduction to a Dutch buyer; the Dutch title as recorded inside an "
         "English sentence; company with B.V. (short in the subject)",
         Edit("note_wrong", "body", "As a dairy specialist, Goderts",
              "Following our meeting at SIAL Paris: as a dairy specialist, Goderts",
              "(no note: no meeting recorded)",
              "a fair meeting claimed for a buyer whose record has no note",
              found="our meeting at SIAL Paris")),
    # N025 ------------------------------------------------------------------------------------
    Mail("P025", "s3", "Bryndza v 125 g vaničkách a 5 kg blokoch – po veľtrhu Salima", """\
Dobrý deň, pani Králová,

ďakujem za príjemný rozhovor na veľtrhu Salima v Brne. Ako sme sa dohodli, posielam ponuku slovenskej bryndze pre Králová Sýry s.r.o. v baleniach, o ktoré ste mali záujem: vaničky po 125 g a bloky po 5 kg.

Naša bryndza nesie označenie Slovenská bryndza (CHZO) a vyrába sa z ovčieho hrudkového syra z liptovských salašov, s podielom ovčieho syra nad 50 %. Vaničky majú trvanlivosť 28 dní, 5 kg bloky balíme vákuovo pre gastro a predajné pulty. Chladenú dopravu do Česka zabezpečujeme dvakrát týždenne.

Cenník nájdete v prílohe; rada vám pošlem aj vzorky.

S pozdravom

Lucia Hrnčiarová
manažérka exportu
Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slovensko
+421 44 555 0128""",
         "Slovak (the sender's language) to a Czech buyer after the fair the note records "
         "(Salima, Brno = Brne) with both packs it asks for; Czech company form s.r.o. beside "
         "the Slovak s. r. o.; CHZO (PGI), hrudkový syr, salaše; the title lower-case",
         Edit("company_foreign", "body", "pre Králová Sýry s.r.o. v baleniach",
              "pre Pavlíček Cukrovinky s.r.o. v baleniach", "Králová Sýry s.r.o.",
              "another Czech buyer's company of this set (the spa-wafer buyer)",
              found="Pavlíček Cukrovinky s.r.o.")),
    # N026 ------------------------------------------------------------------------------------
    Mail("P026", "s3", "Original slowakische Bryndza für Osteuropa Feinkost Koch", """\
Sehr geehrter Herr Koch,

mein Name ist Lucia Hrnčiarová, ich bin Exportmanagerin bei Liptov Tradícia s. r. o. in Liptovský Mikuláš. Für ein Feinkostgeschäft mit osteuropäischem Schwerpunkt ist Bryndza fast ein Muss: der weiche, streichfähige Schafskäse, ohne den es keine Bryndzové halušky gibt.

Unsere Bryndza trägt die geschützte geografische Angabe „Slovenská bryndza“ (g.g.A.) und wird aus Schafsmilch-Klumpenkäse von Almen im Liptov hergestellt. Wir liefern gekühlt in 125-g- und 250-g-Bechern sowie in 1-kg-Eimern für die Frischetheke; die Ware ist 28 Tage haltbar.

Gern schicke ich Ihnen als Einkaufsleiter eine Musterkiste und unsere Preisliste (DAP Deutschland).

Mit freundlichen Grüßen
Lucia Hrnčiarová
Manažérka exportu / Exportmanagerin
Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slowakei
Tel. +421 44 555 0128""",
         "German cold introduction; Herr + the family name without the 'II' of the record; the "
         "company's short form without e.K. in the subject; Bryndzové halušky, g.g.A.; the "
         "sender's title in Slovak and German",
         Edit("contact_wrong", "body", "Sehr geehrter Herr Koch,", "Sehr geehrter Herr Wagner,",
              "Volkmar Koch II", "another family name in the greeting", found="Wagner")),
    # N027 ------------------------------------------------------------------------------------
    Mail("P027", "s3", "Словацька бринза для ТОВ «Сиротенко Сири»", """\
Шановна пані Соломіє,

мене звати Люція Грнчярова, я менеджерка з експорту компанії Liptov Tradícia s. r. o. з Ліптовського Мікулаша (Словаччина). В Україні бринзу добре знають і люблять, тож хочу запропонувати ТОВ «Сиротенко Сири» нашу словацьку овечу бринзу.

Вона має захищене географічне зазначення ЄС «Slovenská bryndza» і виготовляється з овечого грудкового сиру з ліптовських колиб. Пакування — стаканчики по 125 г і 250 г, а також відерця по 1 кг і 5 кг. Термін придатності — 28 днів за температури 2–6 °C. Доставляємо рефрижератором через пункт пропуску Убля — Малий Березний.

Як менеджерці з закупівель вам, мабуть, найперше потрібні ціни: надішлю прайс-лист у євро на умовах DAP, а також зразки.

З повагою
Lucia Hrnčiarová
Manažérka exportu
Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slovensko
+421 44 555 0128""",
         "Ukrainian cold introduction; the vocative of the given name (Соломіє); the sender's "
         "name in Cyrillic in the text and in Latin in the signature; the recorded title in the "
         "dative; Ubľa-Malyi Bereznyi crossing",
         Edit("company_foreign", "body", "запропонувати ТОВ «Сиротенко Сири» нашу",
              "запропонувати ТОВ «Сіробаба Трейд» нашу", "ТОВ «Сиротенко Сири»",
              "another Ukrainian buyer's company of this set (the spa-wafer buyer)",
              found="ТОВ «Сіробаба Трейд»")),
    # N028 ------------------------------------------------------------------------------------
    Mail("P028", "s3", "Lázeňské oplatky ze Slovenska – nabídka", """\
Vážený pane Pavlíčku,

dovolte mi představit naše lázeňské oplatky. Jmenuji se Lucia Hrnčiarová a jsem manažerka exportu ve firmě Liptov Tradícia s. r. o. z Liptovského Mikuláše.

Naše kúpeľné oblátky pečeme podle tradiční receptury: dva tenké kulaté pláty o průměru 19 cm s náplní z lískových oříšků, kakaa, vanilky nebo citronu. Balíme je po pěti kusech do sáčků i do dárkových plechovek s motivy slovenských lázní. Trvanlivost je 12 měsíců.

Věřím, že by se oplatky hodily do sortimentu Pavlíček Cukrovinky s.r.o. Jako vedoucímu nákupu vám ráda pošlu vzorky a ceník.

S pozdravem

Lucia Hrnčiarová
manažérka exportu
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "Czech cold introduction (a Slovak writing Czech, the product's Slovak name kept); the "
         "vocative pane Pavlíčku; the recorded title in the dative; lázeňské oplatky = spa "
         "wafers",
         Edit("company_misspelled", "body", "sortimentu Pavlíček Cukrovinky s.r.o.",
              "sortimentu Pavlicek Cukrovinky s.r.o.", "Pavlíček Cukrovinky s.r.o.",
              "the company without its diacritics", found="Pavlicek Cukrovinky s.r.o.")),
    # N029 ------------------------------------------------------------------------------------
    Mail("P029", "s3", "Spa wafers after ISM – kosher certification", """\
שלום איילה,

It was good to talk to you at ISM in Cologne. You told me that every product ארז מתוקים בע"מ imports needs a kosher certificate from the OU or Badatz, so I checked with our bakery before writing.

Our spa wafers (kúpeľné oblátky) are baked under OU supervision: the hazelnut, cocoa and vanilla wafers are certified OU-D, as they contain milk, and the lemon wafers are OU pareve. The certificate lists each product by name, and a copy travels with every shipment.

The wafers come in packs of five and in gift tins with Slovak spa motifs, with a shelf life of 12 months. We ship by sea via Koper to Haifa or Ashdod.

Shall I send a carton of samples to your office?

Best regards,
Lucia Hrnčiarová
Export Manager (Manažérka exportu)
Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slovakia
+421 44 555 0128""",
         "English first e-mail after the fair the note records (ISM, Cologne) answering its "
         "need (kosher, OU or Badatz); a Hebrew greeting with the given name; the Hebrew "
         "company with בע\"מ inside English; OU-D/pareve; Koper, Haifa, Ashdod",
         Edit("sender_wrong", "body", "Liptov Tradícia s. r. o.\nLiptovský", "Liptov Tradícia a. s.\nLiptovský",
              "Liptov Tradícia s. r. o.", "the sender's company with another legal form (a. s.)",
              found="Liptov Tradícia a. s.")),
    # N030 ------------------------------------------------------------------------------------
    Mail("P030", "s3", "Slovak spa wafers for Sirobaba Trade", """\
Dear Mr Sirobaba,

I am Lucia Hrnčiarová, export manager at Liptov Tradícia s. r. o. in Liptovský Mikuláš, Slovakia, and I would like to offer ТОВ «Сіробаба Трейд» our spa wafers, a classic of Slovak spa towns such as Piešťany and Trenčianske Teplice.

The wafers are large, thin and round, filled with hazelnut, cocoa, vanilla or lemon cream, and keep for 12 months without refrigeration, so they travel well by truck. We pack them in 5-piece bags for supermarkets and in gift tins for the holiday season.

As Director of Purchasing you will want to compare prices first: I can send our price list in euros, DAP Uzhhorod, and samples of all four flavours.

Kind regards,
Lucia Hrnčiarová
Export Manager
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "English cold introduction to a Ukrainian buyer; the company romanised in the subject "
         "and in Cyrillic with ТОВ in the body; the family name romanised; the recorded title "
         "translated (Director of Purchasing); Piešťany, Trenčianske Teplice, Uzhhorod",
         Edit("artifact", "body",
              "vanilla or lemon cream, and keep for 12 months without refrigeration, so they travel well by truck. We pack",
              "vanilla or We pack", "vanilla or lemon cream, and keep for 12 months …",
              "a sentence cut off and fused with the next", found="vanilla or We pack")),
    # N031 ------------------------------------------------------------------------------------
    Mail("P031", "s3", "메종 오브제에서 보신 청백 마욜리카 식기 안내", """\
이상현 과장님께,

안녕하세요. 파리 메종 오브제(Maison&Objet)에서 인사드렸던 슬로바키아 Liptov Tradícia s. r. o.의 루치아 흐른치아로바입니다. 그때 청백(파란색과 흰색) 마욜리카 식기에 관심을 보여 주셔서 감사했습니다.

저희 마욜리카는 슬로바키아 모드라(Modra) 지역의 전통 기법으로 한 점씩 손으로 그림을 그린 도기입니다. 청백 라인에는 접시(지름 20 cm, 26 cm), 볼, 머그, 주전자가 있으며, 유약은 무연(lead-free)으로 식품 접촉 기준을 충족합니다. 다만 손그림 제품이라 식기세척기 사용은 권장하지 않습니다.

주식회사 상현리빙의 상품 구성에 맞춰 카탈로그와 가격표를 첨부드리니 검토 부탁드립니다. 부산항까지 해상 운송으로 약 6주 걸립니다.

감사합니다.

Lucia Hrnčiarová
Manažérka exportu / 수출 담당 매니저
Liptov Tradícia s. r. o.
Liptovský Mikuláš, Slovakia
+421 44 555 0128""",
         "Korean first e-mail after the fair the note records (Maison&Objet, Paris) on its "
         "interest (blue-and-white majolica tableware = 청백 마욜리카 식기); full name + 과장님; "
         "the company with 주식회사; Modra; the sender's name in Hangul and Latin",
         Edit("category_wrong", "body", "손으로 그림을 그린 도기입니다", "손으로 그림을 그린 본차이나입니다",
              "majolica pottery", "bone china (a neighbouring ware) for majolica earthenware",
              found="본차이나")),
    # N032 ------------------------------------------------------------------------------------
    Mail("P032", "s3", "スロバキア・モドラ焼（マヨリカ陶器）のご紹介", """\
株式会社高橋テーブルウェア
仕入れご担当 高橋さゆり様

はじめてご連絡いたします。スロバキアのLiptov Tradícia s. r. o.で輸出を担当しておりますルツィア・フルンチアロヴァと申します。

弊社では、スロバキア西部の町モドラで作られる伝統的なマヨリカ陶器を扱っております。錫釉をかけた素地に職人が一点ずつ草花や鳥の文様を手描きしたもので、ハバーン様式の流れを汲む器です。プレート、ボウル、マグ、花器など約120点をそろえており、釉薬はすべて無鉛です。

株式会社高橋テーブルウェア様のお取り扱い商品に加えていただけないかと思い、英語のカタログをお送りいたします。サンプルのご希望があれば、お気軽にお申し付けください。

どうぞよろしくお願いいたします。

Lucia Hrnčiarová
Manažérka exportu（輸出マネージャー）
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "Japanese cold introduction in business form; the recorded title honorific (仕入れご担当 "
         "for 仕入れ担当); the given name in hiragana; Modra, Haban style; the sender's name "
         "in katakana",
         Edit("company_missing", "body", "株式会社高橋テーブルウェア様のお取り扱い商品", "貴社のお取り扱い商品",
              "株式会社高橋テーブルウェア", "the company's line in the address block dropped and "
              "the company in the text replaced by 貴社", found="貴社", every=True,
              more=[("株式会社高橋テーブルウェア\n", "")])),
    # N033 ------------------------------------------------------------------------------------
    Mail("P033", "s3", "斯洛伐克手繪馬約利卡陶器介紹", """\
杜主任您好：

冒昧來信，我是斯洛伐克Liptov Tradícia s. r. o.的出口經理Lucia Hrnčiarová。得知杜家居家用品股份有限公司專注於居家用品，想向您介紹我們的手繪馬約利卡陶器。

這些陶器產自斯洛伐克西部的莫德拉（Modra），以錫釉為底，由工匠逐件手繪花卉與鳥紋，釉料皆為無鉛。系列包含餐盤、碗、馬克杯與花器，適合作為精品餐具或禮品。

隨信附上英文型錄與批發價格表，報價條件可為CIF基隆或CIF高雄。如需樣品，請不吝告知。

敬祝 商祺

Lucia Hrnčiarová
出口經理 / Manažérka exportu
Liptov Tradícia s. r. o.
+421 44 555 0128""",
         "Traditional Chinese cold introduction; family name + 主任 (from 採購主任); the company "
         "with 股份有限公司; Modra in Chinese; Keelung, Kaohsiung",
         Edit("company_foreign", "body", "得知杜家居家用品股份有限公司專注於", "得知鍾氏健康食品有限公司專注於",
              "杜家居家用品股份有限公司", "another Taiwanese buyer's company of this set",
              found="鍾氏健康食品有限公司")),
    # N034 ------------------------------------------------------------------------------------
    Mail("P034", "s4", "Canarium nut kernels, raw and dry-roasted", """\
Hi Carolyn,

Thanks for stopping at our table at Fine Food Australia in Melbourne. You asked whether we could supply canarium kernels both raw and dry-roasted – we can, and here are the details.

Our nangai (Canarium indicum) is collected on Espiritu Santo and Malekula, cracked by hand and dried in Luganville. Raw kernels come with the brown skin removed, vacuum-packed in 5 kg bags; dry-roasted kernels are roasted without oil or salt and packed in nitrogen-flushed 5 kg bags. Both ship in cartons of four bags.

Every consignment to Australia travels with a phytosanitary certificate from Vanuatu Biosecurity, and Brisbane is our usual port of entry, about two weeks from Luganville.

I have attached a price list for both. Happy to send 1 kg of each for Gonzalez Nut Co. to test.

Best regards,
Nelly Molisa
Export Officer
Sarakata Island Produce Ltd
Luganville, Espiritu Santo, Vanuatu
+678 553 6214""",
         "English first e-mail after the fair the note records (Fine Food Australia, "
         "Melbourne) answering its wish (raw and dry-roasted); first name; company without Pty "
         "Ltd; nangai, Canarium indicum, Malekula, Brisbane",
         Edit("country_wrong", "body", "Every consignment to Australia travels",
              "Every consignment to New Zealand travels", "Australia",
              "the buyer's country written as its neighbour", found="New Zealand")),
    # N035 ------------------------------------------------------------------------------------
    Mail("P035", "s4", "Canarium nuts from Vanuatu", """\
Kia ora Scott,

I'm Nelly Molisa, Export Officer at Sarakata Island Produce Ltd in Luganville, Vanuatu. I'm writing because canarium nuts – nangai, as we call them – could be a good fit for the range at Hart Wholefoods Limited.

Canarium kernels taste like a cross between an almond and a macadamia, with a soft crunch. We sell them raw or dry-roasted, in 5 kg bulk bags or 150 g retail pouches, and they are gathered from smallholder trees on Espiritu Santo and Malekula.

As a buyer you will want to know about MPI requirements: our kernels are exported with a phytosanitary certificate and have been cleared into New Zealand before.

Would you like a sample pouch of each?

Ngā mihi,
Nelly Molisa
Export Officer
Sarakata Island Produce Ltd
+678 553 6214""",
         "English cold introduction with a Māori greeting and closing; the recorded title "
         "(Buyer) in 'As a buyer'; almond and macadamia named only as taste comparisons; MPI",
         Edit("title_wrong", "body", "As a buyer you will want", "As head of purchasing you will want",
              "Buyer", "a title one rung up (head of purchasing) for the buyer",
              found="head of purchasing")),
    # N036 ------------------------------------------------------------------------------------
    Mail("P036", "s4", "Canarium nuts from Vanuatu for 류씨네 견과", """\
류옥순 대리님께,

안녕하세요. I hope it is all right to continue in English.

I am Nelly Molisa from Sarakata Island Produce Ltd in Vanuatu, in the South Pacific. Since 류씨네 견과 주식회사 specialises in nuts, I would like to introduce canarium nuts (Canarium indicum), which we export raw and dry-roasted.

Canarium kernels are rich and buttery, with a flavour between almond and macadamia, and they are still rare in Korean shops. We pack them in 5 kg vacuum bags for repacking or in 150 g pouches, and each lot comes with a phytosanitary certificate and an aflatoxin test report. Shipping from Luganville to Busan takes about five weeks.

I would be glad to send samples and a price list, CIF Busan.

감사합니다.
Nelly Molisa
Export Officer, Sarakata Island Produce Ltd
Luganville, Vanuatu | +678 553 6214""",
         "English cold introduction with a Korean greeting (full name + 대리님께) and closing; "
         "the company short (subject) and with 주식회사 after the name (body); Busan",
         Edit("contact_wrong", "body", "류옥순 대리님께,", "유옥순 대리님께,", "류옥순",
              "the family name 류 (Ryu) written 유 (Yu)", found="유옥순")),
    # N037 ------------------------------------------------------------------------------------
    Mail("P037", "s4", "Huile de tamanu : certificat COSMOS et fiche de données de sécurité", """\
Monsieur Leroy,

Je vous remercie de votre demande. Vous trouverez ci-joint le certificat COSMOS Organic de notre huile de tamanu ainsi que sa fiche de données de sécurité (FDS) au format européen.

Notre huile est pressée à froid à partir des noix de Calophyllum inophyllum récoltées sur les plages d'Espiritu Santo, puis simplement filtrée : elle garde sa couleur vert foncé et son odeur caractéristique, ce qui plaît généralement aux formulateurs de la pharmacie bio. Nous la livrons en bidons de 1 kg et en fûts de 20 kg, avec un certificat d'analyse par lot (indice d'acide, indice de peroxyde, teneur en calophyllolide).

Pour une première commande destinée aux Laboratoires Leroy, nous pouvons expédier par avion jusqu'à Paris-Charles de Gaulle via Nouméa.

Je reste à votre disposition pour tout complément.

Bien cordialement,

Nelly Tabi Molisa
Chargée d'export
Sarakata Island Produce Ltd
Luganville, Vanuatu
+678 553 6214""",
         "French reply to the note's request (COSMOS certificate, safety data sheet; organic "
         "pharmacies); 'Monsieur Leroy' alone; the company with the article (aux Laboratoires "
         "Leroy) and without SAS; the sender's title in French (Chargée d'export); Nouméa",
         Edit("artifact", "body", "ainsi que sa fiche de données", "ainsi que sa sa fiche de données",
              "sa", "a doubled word", found="sa sa")),
    # N038 ------------------------------------------------------------------------------------
    Mail("P038", "s4", "Tamanu oil in 1 kg and 20 kg packs – after in-cosmetics Asia", """\
เรียน คุณปิยนุช,

Thank you for visiting our stand at in-cosmetics Asia in Bangkok. As promised, here are the details of our tamanu oil in the two pack sizes you asked for, 1 kg and 20 kg:

- 1 kg: HDPE bottle with a tamper-evident cap, 10 bottles per carton
- 20 kg: HDPE jerrycan, 1 per carton

Both contain cold-pressed, unrefined Calophyllum inophyllum oil from Espiritu Santo, with a certificate of analysis for every lot. For บริษัท เลขะพันธุ์ สปา โปรดักส์ จำกัด we can quote CIF Laem Chabang.

I have attached the price list and the specification sheet.

ขอบคุณค่ะ
Nelly Molisa
Export Officer
Sarakata Island Produce Ltd
Luganville, Vanuatu
+678 553 6214""",
         "English first e-mail after the fair the note records (in-cosmetics Asia, Bangkok) "
         "answering its wish (1 kg and 20 kg packs); Thai greeting คุณ + given name and closing "
         "with ค่ะ; the Thai company with บริษัท … จำกัด inside English; Laem Chabang",
         Edit("company_misspelled", "body", "For บริษัท เลขะพันธุ์ สปา โปรดักส์ จำกัด we",
              "For บริษัท เลขาพันธุ์ สปา โปรดักส์ จำกัด we", "บริษัท เลขะพันธุ์ สปา โปรดักส์ จำกัด",
              "the family name in the company with า for ะ",
              found="บริษัท เลขาพันธุ์ สปา โปรดักส์ จำกัด")),
    # N039 ------------------------------------------------------------------------------------
    Mail("P039", "s4", "瓦努阿图野生干海参供货介绍", """\
刘经理您好！

我是瓦努阿图Sarakata Island Produce Ltd的出口专员Nelly Molisa。冒昧来信，想向大连刘氏海产有限公司介绍我们的淡干海参。

我们的海参采自瓦努阿图圣埃斯皮里图岛（Espiritu Santo）周边海域，主要品种为糙海参（Holothuria scabra），经去内脏、煮制后自然晒干，含水量低于15%，不加盐、不加糖。产品按每公斤头数分级（如20–30头/公斤、30–50头/公斤），10公斤纸箱包装。所有出口批次均附有瓦努阿图渔业部门签发的出口许可证和卫生证书。

如您有兴趣，我们可以先寄送1公斤样品，并报CIF大连价格。

此致
敬礼

Nelly Tabi Molisa
Export Officer
Sarakata Island Produce Ltd
Luganville, Vanuatu
Tel: +678 553 6214
nelly.molisa@sarakataproduce.vu""",
         "Simplified Chinese cold introduction; family name + 经理 (from 采购经理); the sender's "
         "title translated (出口专员); 淡干海参, 糙海参 Holothuria scabra, grades in 头/公斤; "
         "Dalian",
         Edit("sender_wrong", "body", "nelly.molisa@sarakataproduce.vu", "nelly.molisa@sarakataproduce.com",
              "nelly.molisa@sarakataproduce.vu", "the sender's e-mail with another domain (.com)",
              found="nelly.molisa@sarakataproduce.com")),
    # N040 ------------------------------------------------------------------------------------
    Mail("P040", "s4", "Dried sea cucumber (sandfish) from Vanuatu", """\
Dear Mr Ooi,

I am Nelly Molisa, Export Officer at Sarakata Island Produce Ltd in Luganville, Vanuatu. I'm writing to ask whether Ooi Brothers Dried Seafood Sdn. Bhd. would be interested in dried sea cucumber from the South Pacific.

We process sandfish (Holothuria scabra) and a smaller quantity of prickly redfish (Thelenota ananas): gutted, boiled and sun-dried to below 15% moisture. We grade by pieces per kg and pack in 10 kg cartons. Every shipment carries an export permit and a health certificate from the Vanuatu Fisheries Department.

Our buyers in Hong Kong and Singapore sell much of our sandfish before Chinese New Year; with the festive season in mind, we can ship to Penang or Port Klang within four weeks of an order.

May I send you our grading chart and a price list?

Best regards,
Nelly Molisa
Export Officer
Sarakata Island Produce Ltd
Luganville, Vanuatu | +678 553 6214""",
         "English cold introduction; Mr + the family name written first in the record (Ooi "
         "Soon Huat); sandfish/prickly redfish species; Hong Kong and Singapore as other "
         "markets; Penang, Port Klang",
         Edit("category_wrong", "body", "would be interested in dried sea cucumber from",
              "would be interested in dried abalone from", "dried sea cucumber",
              "a neighbouring dried seafood (abalone)", found="dried abalone")),
]
