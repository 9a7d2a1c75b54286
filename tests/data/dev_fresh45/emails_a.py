"""Natural e-mails N001-N020 (one per buyer P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin


def t(s: str) -> str:
    return s.strip("\n")


MAILS = [
    # N001
    Mail("P001", "s1",
         "Rollenketten 08B-1 und 16B-1 für Ihre Rundballenpressen",
         t("""
Sehr geehrte Frau Weller,

vielen Dank für das nette Gespräch auf der Agritechnica in Hannover. Wie versprochen melde ich mich mit unserem Angebot für Rollenketten nach ISO 606.

Wir fertigen in Daugavpils Einfach-Rollenketten 08B-1 (Teilung 12,7 mm) und 16B-1 (Teilung 25,4 mm) für Rundballenpressen, als Meterware oder auf Länge konfektioniert mit Verbindungsgliedern. Die Ketten sind vorgereckt und ab Werk geschmiert.

Gern schicke ich Ihnen je 5 m als Muster nach Deutschland, damit Ihre Werkstatt die Ketten an einer Presse prüfen kann. Nennen Sie mir dazu bitte die Jahresmengen, dann erhalten Sie ein Angebot frei Haus.

Mit freundlichen Grüßen

Jeļena Kuzņecova
Leiterin der Exportabteilung
SIA "Dinaburgas Tirdzniecības Nams"
Daugavpils, Lettland
+371 65 427 719
jelena.kuznecova@dinaburgas-nams.lv
"""),
         "first e-mail after the fair the note records; German; ISO 606 chain codes 08B-1/16B-1 with "
         "pitch in mm, 'frei Haus', the sender's title in German (Leiterin der Exportabteilung), "
         "Lettland",
         Twin("note_wrong", "body", "auf der Agritechnica in Hannover", "auf der EuroTier in Hannover",
              "Agritechnica", "the note records Agritechnica; EuroTier is the other big Hanover farm "
              "fair (livestock)", found="EuroTier")),
    # N002
    Mail("P002", "s1",
         "Каталог ланцюгів для комбайнів і ціна DAP Львів",
         t("""
Шановний пане Семене,

дякую за запит. Надсилаю в додатку каталог приводних роликових ланцюгів для зернозбиральних комбайнів: ланцюги жаток, похилих камер і елеваторів, кроком від 12,7 до 38,1 мм, за ISO 606.

Ціни вказані на умовах DAP Львів, доставка вантажівкою з Даугавпілса займає 3–4 дні. Мінімальна партія — одна палета змішаного асортименту.

Якщо надішлете перелік моделей комбайнів, які обслуговує ТОВ «Бабʼюк Агро», я підберу відповідні позиції й підготую специфікацію.

З повагою,
Єлена Кузнецова
керівниця експортного відділу
SIA "Dinaburgas Tirdzniecības Nams"
Даугавпілс, Латвія
+371 65 427 719
"""),
         "first e-mail answering the note's request (catalogue, DAP Lviv); Ukrainian; vocative "
         "'пане Семене', the company with its modifier-letter apostrophe, the sender's name and "
         "title in Ukrainian, Даугавпілс",
         Twin("contact_wrong", "body", "Шановний пане Семене", "Шановний пане Степане",
              "Семен Бабʼюк", "another given name (Stepan) in the vocative", found="Степане")),
    # N003
    Mail("P003", "s1",
         "Roller chains for बंसल एग्रो इंजीनियरिंग",
         t("""
नमस्ते मञ्जूषा जी,

I am writing from Daugavpils in Latvia, where we make roller chains to ISO 606 and ANSI standards for farm machinery. As head of purchasing at बंसल एग्रो इंजीनियरिंग प्राइवेट लिमिटेड you may be sourcing chains for threshers, rotavators or seed drills, and I would be glad to quote.

Our range covers simplex and duplex chains from 08B to 24B and ASA 40 to ASA 120, supplied in 5 m boxes or cut to length, with connecting and offset links. We ship by sea to Nhava Sheva or Mundra, usually CIF.

If you share the chain sizes and annual volumes you buy today, I will send prices within two working days.

धन्यवाद,
Jeļena Kuzņecova
Head of Export Department
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "cold introduction; English with Hindi greeting and closing; 'मञ्जूषा जी', the recorded "
         "Devanagari title translated (head of purchasing), the company in Devanagari in full and "
         "short (subject), Nhava Sheva, Mundra",
         Twin("title_wrong", "body", "As head of purchasing at", "As head of sales at",
              "क्रय प्रमुख", "a sales title for the recorded head of purchasing",
              found="head of sales")),
    # N004
    Mail("P004", "s1",
         "ISO 606 ve ANSI standartlarında makaralı zincirler",
         t("""
Sayın İmam Bey,

Letonya'nın Daugavpils şehrinden yazıyorum. Firmamız tarım makineleri için ISO 606 ve ANSI standartlarında makaralı zincir üretiyor. Yıldırım Tarım Makinaları San. ve Tic. A.Ş.'nin ürettiği biçerdöver, balya makinesi ve ekim makineleri için tek ve çift sıra zincirleri kesilmiş boyda, bağlantı baklalarıyla birlikte tedarik edebiliriz.

Satın alma müdürü olarak kullandığınız zincir tiplerini ve yıllık miktarları paylaşırsanız, CIF Mersin veya fabrikanıza teslim (DAP) fiyat teklifimizi iki iş günü içinde gönderirim.

Saygılarımla,
Jeļena Kuzņecova
İhracat Bölümü Müdürü
SIA "Dinaburgas Tirdzniecības Nams"
Daugavpils, Letonya
+371 65 427 719
"""),
         "cold introduction; Turkish; 'Sayın İmam Bey' (given name + Bey), the company with the "
         "Turkish suffix 'nin after A.Ş., the title in lower case inside a sentence (satın alma "
         "müdürü), Mersin, the sender's title in Turkish",
         Twin("company_misspelled", "body", "Yıldırım Tarım Makinaları San. ve Tic. A.Ş.",
              "Yildirim Tarım Makinaları San. ve Tic. A.Ş.",
              "Yıldırım Tarım Makinaları San. ve Tic. A.Ş.",
              "the dotless ı of Yıldırım written as i")),
    # N005
    Mail("P005", "s1",
         "Correntes ASA 60 e ASA 80 para a Andrade Implementos Agrícolas",
         t("""
Prezado Léo,

foi um prazer conhecê-lo na Agrishow, em Ribeirão Preto. Conforme conversamos, seguem as informações sobre as correntes de rolos ASA 60 e ASA 80 para as plantadeiras da Andrade Implementos Agrícolas Ltda.

Fabricamos as duas medidas segundo a norma ANSI B29.1, com placas temperadas e pinos cementados, em caixas de 3 metros ou cortadas na medida com elos de emenda. Podemos embarcar via Santos em contêiner consolidado, CIF.

Se o senhor me enviar os comprimentos usados em cada modelo de plantadeira, preparo uma cotação e envio amostras de 3 metros de cada medida para testes.

Atenciosamente,
Jeļena Kuzņecova
Chefe do Departamento de Exportação
SIA "Dinaburgas Tirdzniecības Nams"
Daugavpils, Letônia
+371 65 427 719
"""),
         "first e-mail after the fair the note records (Agrishow, ASA 60/80 for planters); "
         "Portuguese (Brazil); 'Prezado Léo' with 'o senhor', company without its legal form in "
         "the subject, ANSI B29.1, Santos, Letônia",
         Twin("company_missing", "body", "da Andrade Implementos Agrícolas Ltda.", "da sua empresa",
              "Andrade Implementos Agrícolas Ltda.",
              "every mention of the company replaced by 'sua empresa' (subject and body)",
              found="sua empresa",
              more=(("subject", "para a Andrade Implementos Agrícolas", "para a sua empresa"),))),
    # N006
    Mail("P006", "s1",
         "【アンビエンテ御礼】ラトガレ陶器の日本語価格表",
         t("""
株式会社池田工芸
仕入課長 池田 和也 様

いつもお世話になっております。ラトビアのSIA "Dinaburgas Tirdzniecības Nams"のクズネツォワでございます。
先日はフランクフルトのアンビエンテにてお目にかかれ、誠にありがとうございました。

お気に召していただいた黒焼きの水差しと燭台を中心に、ラトガレ陶器の日本語の価格表を添付いたしました。いずれもダウガフピルス近郊の工房で一点ずつ手作りしており、黒焼きは釉薬を使わず燻して仕上げております。

価格はFOBリガ港とCIF横浜の両方で記載しております。最低ロットは各品目12点からです。ご不明な点がございましたら、お気軽にお問い合わせください。

今後ともどうぞよろしくお願い申し上げます。

イェレナ・クズネツォワ
輸出部長
SIA "Dinaburgas Tirdzniecības Nams"
ラトビア、ダウガフピルス
+371 65 427 719
"""),
         "first e-mail after the fair the note records (Ambiente, jugs and candlesticks, Japanese "
         "price list); Japanese; address block '株式会社池田工芸 / 仕入課長 池田 和也 様', the fair "
         "and the category in katakana (アンビエンテ, ラトガレ陶器), the sender in katakana and her "
         "title in Japanese, ダウガフピルス, FOB Riga / CIF Yokohama",
         Twin("artifact", "body", "日本語の価格表を添付いたしました",
              "日本語の価格表を日本語の価格表を添付いたしました", "日本語の価格表を",
              "a doubled phrase", found="日本語の価格表を日本語の価格表を")),
    # N007
    Mail("P007", "s1",
         "Handmade Latgalian ceramics for Thompson Home & Hearth",
         t("""
Hi Allen,

I came across Thompson Home & Hearth while looking for US home goods stores that carry handmade tableware, and I'd like to introduce our Latgalian ceramics.

Latgale, the eastern region of Latvia, has a pottery tradition going back centuries: multi-armed candlesticks, jugs and bowls in deep brown and green glazes, and black smoke-fired pieces. Our potters around Daugavpils throw every piece by hand, so no two are exactly alike, and all glazed items are lead-free and food-safe.

We ship mixed pallets to the US East Coast, and the first order can be as small as 60 pieces. Would a PDF catalog with wholesale prices be useful for your buying plans?

Best regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
Daugavpils, Latvia
+371 65 427 719
jelena.kuznecova@dinaburgas-nams.lv
"""),
         "cold introduction; English (US); 'Hi Allen', the company without LLC, Latgale named as "
         "a region, the title paraphrased (buying plans)",
         Twin("category_wrong", "body", "introduce our Latgalian ceramics",
              "introduce our Latvian linen textiles", "Latgalian ceramics",
              "a neighbouring home-goods product (linen) offered", found="Latvian linen textiles")),
    # N008
    Mail("P008", "s1",
         "Your two sample candlesticks",
         t("""
שלום אריאל,

Thank you for your interest in our Latgalian ceramics. As you asked, we will send two sample candlesticks before you place a first order: one black smoke-fired three-armed candlestick and one glazed in the traditional Latgalian brown and green.

They will leave Daugavpils by courier on Monday and should reach you in Israel within five working days. There is no charge for the samples; the courier may ask שפירא עיצוב הבית בע"מ to pay the import VAT.

So that you have the figures to hand, I have also attached our wholesale price list in English, with prices per piece for orders from 48 units.

Kind regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "first e-mail answering the note's request (two sample candlesticks; English as "
         "preferred); English with Hebrew greeting 'שלום אריאל' (given name, Israeli style), the "
         "company in Hebrew with בע\"מ inside an English sentence",
         Twin("country_wrong", "body", "reach you in Israel", "reach you in Jordan", "Israel",
              "a neighbouring country for the buyer's own", found="Jordan")),
    # N009
    Mail("P009", "s1",
         "Χειροποίητα κεραμικά από τη Λατγάλη της Λετονίας",
         t("""
Αξιότιμη κυρία Κατσαφάδου,

Ονομάζομαι Γέλενα Κουζνέτσοβα και είμαι υπεύθυνη εξαγωγών της εταιρείας SIA "Dinaburgas Tirdzniecības Nams" από το Ντάουγκαβπιλς της Λετονίας. Σας γράφω επειδή η Κατσαφάδου Είδη Δώρων Ε.Π.Ε. διαθέτει χειροποίητα είδη δώρων και πιστεύω ότι τα κεραμικά της Λατγάλης θα ενδιέφεραν τους πελάτες σας.

Η Λατγάλη, η ανατολική περιοχή της Λετονίας, έχει μακρά παράδοση στην κεραμική: πολύφωτα κηροπήγια, κανάτες και μπολ με καφέ και πράσινο υάλωμα, καθώς και μαύρα κεραμικά ψημένα με καπνό. Κάθε κομμάτι είναι φτιαγμένο στο χέρι.

Ως υπεύθυνη προμηθειών, θα θέλατε ίσως να δείτε τον κατάλογό μας με τιμές χονδρικής; Αποστέλλουμε με φορτηγό έως τη Θεσσαλονίκη ή τον Πειραιά.

Με εκτίμηση,
Jeļena Kuzņecova
Υπεύθυνη Εξαγωγών
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "cold introduction; Greek; 'Αξιότιμη κυρία Κατσαφάδου' (female surname, invariant), the "
         "title in lower case inside a sentence, the sender's name in Greek letters and title in "
         "Greek, the category in Greek (κεραμικά της Λατγάλης), Θεσσαλονίκη, Πειραιάς",
         Twin("company_misspelled", "body", "η Κατσαφάδου Είδη Δώρων Ε.Π.Ε.",
              "η Κατσαφίδου Είδη Δώρων Ε.Π.Ε.", "Κατσαφάδου Είδη Δώρων Ε.Π.Ε.",
              "one vowel of the family name changed (ά -> ί)",
              found="Κατσαφίδου Είδη Δώρων Ε.Π.Ε.")),
    # N010
    Mail("P010", "s1",
         "Handgemachte Keramik aus Lettgallen für Schäfer Wohnkultur",
         t("""
Sehr geehrter Herr Schäfer,

als Inhaber der Schäfer Wohnkultur KG suchen Sie sicher immer wieder Wohnaccessoires, die nicht jeder hat. Deshalb möchte ich Ihnen unsere lettgallische Keramik vorstellen.

Lettgallen (Latgale) im Osten Lettlands hat eine lange Töpfertradition: mehrarmige Kerzenleuchter, Krüge und Schalen mit braun-grüner Glasur sowie schwarz geräucherte Keramik. Jedes Stück wird in Werkstätten rund um Daugavpils von Hand gedreht.

Wir liefern per Spedition nach Deutschland, die Mindestbestellung liegt bei 48 Stück gemischt. Darf ich Ihnen unseren Katalog mit Händlerpreisen schicken?

Mit freundlichen Grüßen
Jeļena Kuzņecova
Leiterin Export
SIA "Dinaburgas Tirdzniecības Nams"
Daugavpils, Lettland
Tel. +371 65 427 719
"""),
         "cold introduction; German; 'als Inhaber der Schäfer Wohnkultur KG' (title and company "
         "in the genitive), the category in German (lettgallische Keramik, Lettgallen), the "
         "company without KG in the subject",
         Twin("company_foreign", "body", "als Inhaber der Schäfer Wohnkultur KG",
              "als Inhaber der Thompson Home & Hearth LLC", "Schäfer Wohnkultur KG",
              "another ceramics buyer of this set (the US one) in the company's place",
              found="Thompson Home & Hearth LLC")),
    # N011
    Mail("P011", "s1",
         "Smoked eel, 300-400 g: following up from Barcelona",
         t("""
Dear Anouk,

It was good to talk to you at Seafood Expo Global in Barcelona. As promised, here are the details of our hot-smoked eel in the size you asked for.

- Size: 300-400 g a piece, whole, head on
- Packing: vacuum-packed individually, 10 kg cartons
- Shelf life: 45 days chilled at 0-4 °C
- Delivery: by reefer truck from Daugavpils to your warehouse, 2-3 days

All fish are smoked over alder wood in our smokehouse in Latgale. I can send two sample pieces to Visgroothandel Engels B.V. next week if you would like to taste them before we talk about prices.

Met vriendelijke groet,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "first e-mail after the fair the note records (Seafood Expo Global, 300-400 g, vacuum "
         "packs); English with a Dutch closing; spec list, 'Dear Anouk'",
         Twin("category_wrong", "body", "our hot-smoked eel", "our hot-smoked lamprey",
              "smoked eel", "a neighbouring Baltic smoked fish (lamprey) for eel",
              found="hot-smoked lamprey")),
    # N012
    Mail("P012", "s1",
         "Alder-smoked eel from Latvia for 바다마루",
         t("""
김정훈 과장님께,

My name is Jeļena Kuzņecova, and I run the export department of SIA "Dinaburgas Tirdzniecības Nams" in Daugavpils, Latvia. I would like to introduce our smoked eel to 주식회사 바다마루 for your seafood import programme.

Our eels are hot-smoked over alder wood, then vacuum-packed whole or as fillets and frozen at -30 °C, which keeps them in good condition for the long trip to Busan. We can supply the health certificates and the CITES export permit that European eel requires.

Would you be open to receiving our specification sheet and a price CFR Busan?

감사합니다.
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "cold introduction; English with Korean greeting and closing; '김정훈 과장님께' (name + "
         "title + honorific), the company in Hangul with its legal form first, and without it in "
         "the subject; Busan, CITES",
         Twin("company_foreign", "body", "smoked eel to 주식회사 바다마루", "smoked eel to 주식회사 풍천나루",
              "주식회사 바다마루", "the other Korean eel buyer of this set in the company's place",
              found="주식회사 풍천나루")),
    # N013
    Mail("P013", "s1",
         "Gerookte paling uit Letland",
         t("""
Beste Tom,

Als aankoper vis en delicatessen bij Peeters Delicatessen BV bent u misschien op zoek naar een nieuwe leverancier van gerookte paling. Wij roken in Daugavpils, in het oosten van Letland, paling boven elzenhout, heel of als filet, vacuüm verpakt.

Omdat Letland en België allebei in de EU liggen, leveren we zonder douaneformaliteiten met een koelwagen tot bij u, binnen drie dagen na het roken.

Mag ik u onze prijslijst en een proefpakket van twee palingen sturen?

Met vriendelijke groeten,
Jeļena Kuzņecova
Hoofd Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "cold introduction; Dutch (Flemish: 'Beste Tom' with 'u'); the recorded title in lower "
         "case inside a sentence, the category in Dutch (gerookte paling), België",
         Twin("title_wrong", "body", "Als aankoper vis en delicatessen bij",
              "Als zaakvoerder van", "Aankoper vis en delicatessen",
              "the owner-manager's title (zaakvoerder) for the recorded buyer's",
              found="zaakvoerder")),
    # N014
    Mail("P014", "s1",
         "Smoked eel for Hall Fishmongers: CITES paperwork covered",
         t("""
Dear Mr Hall,

I understand that since Brexit the paperwork for European eel has become the main obstacle for UK buyers, so let me start there. For every shipment of our smoked eel to Hall Fishmongers Ltd we would arrange the CITES export permit from the Latvian Nature Conservation Agency, together with the export health certificate, before the goods leave Daugavpils. Your importer would then need the matching UK import permit, which we can help to prepare.

The eels are hot-smoked over alder, vacuum-packed whole or as fillets, and travel by reefer via Rotterdam to the UK in about four days.

If that sounds workable for you as head buyer, I would be happy to send a price list and a sample box.

Kind regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "first e-mail answering the note (CITES paperwork since Brexit); English (UK); the "
         "title in lower case (head buyer), the company without Ltd in the subject, Rotterdam",
         Twin("company_missing", "body", "to Hall Fishmongers Ltd", "to your shop",
              "Hall Fishmongers Ltd",
              "every mention of the company replaced by 'your shop' (subject and body)",
              found="your shop",
              more=(("subject", "for Hall Fishmongers:", "for your shop:"),))),
    # N015
    Mail("P015", "s1",
         "[서울푸드 상담 후속] 라트비아산 훈제 장어 자료 송부",
         t("""
김지영 대표님께,

안녕하십니까. 라트비아 SIA "Dinaburgas Tirdzniecības Nams"의 수출팀장 옐레나 쿠즈네초바입니다.
지난 킨텍스 서울푸드 전시회에서 뵙게 되어 반가웠습니다.

요청하신 대로 훈제 장어 제품 자료를 한국어로 준비하여 첨부해 드립니다. 저희 장어는 오리나무 장작으로 열훈제한 뒤 통마리 또는 필렛으로 진공포장하고 영하 30도로 급속 냉동합니다. 수출 시 위생증명서와 CITES 수출허가서를 함께 발급해 드립니다.

주식회사 풍천나루의 메뉴에 맞는 규격과 예상 물량을 알려주시면 부산항 CFR 기준 견적을 보내드리겠습니다.

감사합니다.
옐레나 쿠즈네초바 드림
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "first e-mail after the fair the note records (Seoul Food at KINTEX; documents in "
         "Korean); Korean; '김지영 대표님께', the fair in Korean (킨텍스 서울푸드), the sender in "
         "Hangul with a Korean title (수출팀장), 부산항",
         Twin("contact_wrong", "body", "김지영 대표님께", "김지연 대표님께", "김지영",
              "one syllable of the given name off (영 -> 연)", found="김지연")),
    # N016
    Mail("P016", "s2",
         "青岛渔博会后续：智利整只熟冻南方帝王蟹",
         t("""
王经理您好！

我是智利蓬塔阿雷纳斯Sabores del Estrecho SpA的出口主管Cristián Oyarzún。很高兴在青岛的中国国际渔业博览会上与您见面。

根据您的需求，我们可以供应整只熟冻南方帝王蟹（centolla，学名Lithodes santolla），单只规格1.5-2公斤，捕自麦哲伦海峡及火地岛海域，捕捞后即在工厂煮熟并单冻，每箱约10公斤。

我们可以报CIF大连价格，并提供智利国家渔业局（Sernapesca）出具的卫生证书和原产地证书。如方便，请告知贵司每月的大致需求量，我会尽快为大连王氏水产有限公司准备报价。

祝商祺！
Cristián Oyarzún
出口部主管 Jefe de Exportaciones
Sabores del Estrecho SpA
智利蓬塔阿雷纳斯
+56 61 2 238 450
"""),
         "first e-mail after the fair the note records (Qingdao expo, whole cooked frozen crab "
         "1.5-2 kg); simplified Chinese; '王经理您好' (family name + title), the fair by its Chinese "
         "name, the category in Chinese (南方帝王蟹) with centolla and the Latin name, 贵司, "
         "Sernapesca, the sender's name shortened (one family name)",
         Twin("note_wrong", "body", "单只规格1.5-2公斤", "单只规格2.5-3公斤", "1.5-2 kg",
              "the note's 1.5-2 kg crab misquoted as 2.5-3 kg", found="2.5-3公斤")),
    # N017
    Mail("P017", "s2",
         "智利南方帝王蟹，誠邀吳興海產有限公司洽詢",
         t("""
吳主任您好：

冒昧來信。我是智利Sabores del Estrecho SpA出口部主管Cristián Oyarzún，公司位於麥哲倫海峽畔的蓬塔阿雷納斯，專營南方帝王蟹（centolla）、海膽卵及卡拉法特莓果醬。

我們的南方帝王蟹在捕撈當天於岸上工廠水煮後急凍，可供應整隻、蟹腳簇（cluster）及蟹肉三種規格，每年七月起開季。台灣客戶多以冷凍貨櫃經高雄港進口，我們可報CIF高雄價格。

若貴公司有興趣，我很樂意寄上規格表及價格表。

敬祝 商祺
Cristián Oyarzún
Jefe de Exportaciones
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "cold introduction; traditional Chinese; '吳主任您好' (family name + recorded title), the "
         "company in full in the subject only, 貴公司, all three of the sender's categories named "
         "in Chinese, 高雄港",
         Twin("company_misspelled", "subject", "吳興海產有限公司", "吳星海產有限公司",
              "吳興海產有限公司", "a homophone character (興 -> 星, both xīng) in the company")),
    # N018
    Mail("P018", "s2",
         "Cooked frozen centolla from Patagonia",
         t("""
เรียน คุณสุรธัช

I am writing from Punta Arenas, at the southern tip of Chile, to introduce our southern king crab (centolla) to บริษัท อันดามัน ซีฟู้ด อิมพอร์ต จำกัด.

The crab is caught in the Strait of Magellan, cooked and brine-frozen on the day of landing, and packed whole or as leg clusters in 10 kg cartons. Many buyers in Asia use it for hotel buffets as a more affordable alternative to Alaskan king crab.

We can quote CFR Laem Chabang in a 40 ft reefer, or smaller lots by air to Bangkok. May I send you our specification sheet and current prices?

ขอบคุณครับ
Cristián Oyarzún
Jefe de Exportaciones (Export Manager)
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "cold introduction; English with a Thai greeting (given name with คุณ) and a male Thai "
         "closing; the company in Thai in full inside an English sentence; Alaskan king crab named "
         "as a comparison, not offered; Laem Chabang, Bangkok",
         Twin("category_wrong", "body", "introduce our southern king crab",
              "introduce our snow crab", "southern king crab",
              "a neighbouring crab (snow crab) offered", found="snow crab")),
    # N019
    Mail("P019", "s2",
         "ジャパン・インターナショナル・シーフードショーの御礼／チリ産ウニ（Aグレード）",
         t("""
中村水産株式会社
輸入課長 中村 亮介 様

初めてメールを差し上げます。チリ・プンタアレナスのSabores del Estrecho SpAで輸出を担当しておりますクリスティアン・オヤルスンと申します。
先日は東京のジャパン・インターナショナル・シーフードショーにてお目にかかる機会をいただき、ありがとうございました。

ご要望のAグレードのウニ（チリ産アカウニ、Loxechinus albus）につきまして、100gトレー入りで成田空港着の航空便にてご提案いたします。マゼラン海峡で水揚げ後、当日中に選別・トレー詰めし、サンティアゴ経由で成田まで約40時間でお届けします。

シーズンは例年9月から翌年4月までです。週ごとの数量と価格表を添付いたしましたので、ご検討いただけますと幸いです。

何卒よろしくお願い申し上げます。

Cristián Oyarzún
Jefe de Exportaciones
Sabores del Estrecho SpA
Punta Arenas, Chile
+56 61 2 238 450
"""),
         "first e-mail after the fair the note records (the Tokyo seafood show, grade A uni, 100 g "
         "trays, Narita); Japanese; address block with the company and title, the fair by its "
         "Japanese name, the category as ウニ, the sender in katakana (クリスティアン・オヤルスン)",
         Twin("sender_wrong", "body", "Sabores del Estrecho SpA\nPunta Arenas",
              "Sabores del Estrecho S.A.\nPunta Arenas", "Sabores del Estrecho SpA",
              "the sender's legal form SpA written S.A. in the signature",
              found="Sabores del Estrecho S.A.")),
    # N020
    Mail("P020", "s2",
         "Corail d'oursin du détroit de Magellan pour Marée Ruiz",
         t("""
Bonjour Monsieur Ruiz,

Je me permets de vous contacter de la part de Sabores del Estrecho SpA, à Punta Arenas, au sud du Chili. En tant qu'acheteur produits de la mer chez Marée Ruiz SAS, vous cherchez peut-être une source d'oursin en dehors de la saison bretonne.

Nous proposons du corail (les gonades) d'oursin rouge du Chili, Loxechinus albus, récolté en plongée dans le détroit de Magellan :
- frais, en barquettes de 100 g, expédié par avion via Santiago vers Paris-CDG ;
- surgelé, en barquettes de 250 g, par conteneur frigorifique jusqu'au Havre.

La saison principale va de septembre à avril, ce qui complète bien l'oursin français. Puis-je vous envoyer notre fiche technique et nos prix CPT Paris-CDG ?

Bien cordialement,
Cristián Oyarzún
Responsable export (Jefe de Exportaciones)
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "cold introduction; French; the recorded title inside a sentence (en tant qu'acheteur "
         "produits de la mer), the category as corail d'oursin, the company without SAS in the "
         "subject, Paris-CDG, Le Havre, French typography (space before : ; ?)",
         Twin("company_missing", "body", "chez Marée Ruiz SAS", "pour votre entreprise",
              "Marée Ruiz SAS",
              "every mention of the company replaced by 'votre entreprise' (subject and body)",
              found="votre entreprise",
              more=(("subject", "pour Marée Ruiz", "pour votre entreprise"),))),
]
