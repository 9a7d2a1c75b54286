"""Natural e-mails N001-N020 (one per buyer, P001-P020), each with the one edit its twin gets."""
from mail import Mail, Twin, text

S1_SIG_DE = """Réka Halmai-Tóth
Külkereskedelmi vezető (Leiterin Außenhandel)
Tiszamenti Csemege Kft.
Szeged, Ungarn
Tel. +36 62 555 0173"""

MAILS = [
    # N001 P001 -------------------------------------------------------------------------------
    Mail(
        "P001", "s1", "follow-up", "German",
        "Wintersalami aus Szeged – Muster der 2-kg-Stangen und Spezifikation",
        text("""
Sehr geehrter Herr Hubmann,

vielen Dank für das angenehme Gespräch an unserem Stand auf der Alles für den Gast in Salzburg im November. Wie besprochen schicke ich Ihnen diese Woche ein Muster unserer Wintersalami in der 2-kg-Stange, dazu die Produktspezifikation auf Deutsch (Zutaten, Allergene, Nährwerte, Lagerung und Haltbarkeit).

Kurz zu uns: Die Tiszamenti Csemege Kft. ist ein Familienbetrieb in Szeged. Unsere Salami wird aus ungarischem Schweinefleisch hergestellt, über Buchenholz kalt geräuchert und reift rund 90 Tage unter Edelschimmel. Für Ihre Feinkosttheke bieten wir neben der ganzen Stange auch vorgeschnittene 100-g-Packungen an; die Lieferung nach Österreich erfolgt gekühlt per Lkw innerhalb von zwei Tagen.

Ich freue mich auf Ihre Rückmeldung, sobald Sie das Muster verkostet haben.

Mit freundlichen Grüßen

""" + S1_SIG_DE + """
reka.halmai-toth@tiszamenti-csemege.hu"""),
        "the first e-mail after a fair the note records; Austrian buyer addressed formally; the "
        "category in German (Wintersalami), the note's sample and German specification",
        Twin("note_wrong", "body", "auf der Alles für den Gast in Salzburg",
             "auf der Internorga in Hamburg", "Alles für den Gast, Salzburg",
             "a fair the note does not name in place of the one it does",
             found="Internorga in Hamburg"),
    ),
    # N002 P002 -------------------------------------------------------------------------------
    Mail(
        "P002", "s1", "first", "Japanese",
        "ハンガリー産ウィンターサラミのご案内（家畜衛生証明書について）",
        text("""
佐々木フーズ株式会社
購買課長 佐々木 健一様

突然のご連絡失礼いたします。ハンガリー・セゲド市の食肉加工メーカー、Tiszamenti Csemege Kft.で輸出を担当しておりますハルマイ＝トート・レーカと申します。

弊社では伝統製法によるウィンターサラミ（téliszalámi）を製造しており、日本での販売パートナーを探しております。日本語でのご連絡をご希望と伺い、本メールは日本語でお送りいたします。

日本向けの輸出には、ご発注前に農林水産省（MAFF）が認める家畜衛生証明書が必要であることを承知しております。証明書の様式と写しを事前にお送りし、内容をご確認いただいたうえでご検討いただければ幸いです。

商品概要：
・ウィンターサラミ　約2kgスティック／100gスライスパック
・ブナ材で冷燻後、白カビで約90日熟成
・賞味期限：製造から6か月（未開封、冷蔵）

サンプルと日本語の商品規格書もご用意できます。
何卒よろしくお願い申し上げます。

Tiszamenti Csemege Kft.
Külkereskedelmi vezető（海外営業責任者）
ハルマイ＝トート・レーカ（Réka Halmai-Tóth）
Tel: +36 62 555 0173
Email: reka.halmai-toth@tiszamenti-csemege.hu"""),
        "cold introduction wholly in Japanese, as the note asks; company, title and name "
        "(family name first, with the space the record has) in the Japanese address block; the "
        "sender's name in katakana in Hungarian order; the note's MAFF certificate",
        Twin("contact_wrong", "body", "購買課長 佐々木 健一様", "購買課長 佐々木 健二様",
             "佐々木 健一", "a given name one character off in the address block",
             found="佐々木 健二"),
    ),
    # N003 P003 -------------------------------------------------------------------------------
    Mail(
        "P003", "s1", "first", "English (Czech greeting and closing)",
        "Szeged winter salami for Němcová Lahůdky",
        text("""
Dobrý den, paní Němcová,

I hope you don't mind an e-mail in English. My name is Réka Halmai-Tóth and I run foreign trade at Tiszamenti Csemege Kft., a family charcuterie maker in Szeged, in the south of Hungary.

We make winter salami the slow way: Hungarian pork and bacon, white pepper and allspice, cold-smoked over beech and then ripened for about three months under a white noble mould. Czech delicatessens know the style as "uherský salám", and ours is the original from Szeged.

For a shop like Němcová Lahůdky we can supply whole 2 kg bars for the counter or 100 g sliced packs for self-service, delivered by chilled truck anywhere in the Czech Republic within 48 hours of dispatch.

Would it be useful if I sent a few slices of each, with our price list?

S pozdravem / Kind regards,
Réka Halmai-Tóth
Külkereskedelmi vezető (Head of Foreign Trade)
Tiszamenti Csemege Kft., Szeged, Hungary
+36 62 555 0173 | www.tiszamenti-csemege.hu"""),
        "cold introduction; Czech greeting with the vocative-free surname, company without its "
        "legal form (s.r.o.), the Czech name of the salami style quoted",
        Twin("company_misspelled", "body", "For a shop like Němcová Lahůdky",
             "For a shop like Nemcová Lahůdky", "Němcová Lahůdky s.r.o.",
             "the háček on ě lost", found="Nemcová Lahůdky"),
    ),
    # N004 P004 -------------------------------------------------------------------------------
    Mail(
        "P004", "s1", "first", "English",
        "Price list FOB Koper + FSIS eligibility – Szeged winter salami",
        text("""
Hi Matthew,

Great talking charcuterie with you at the Summer Fancy Food Show in New York in June. As promised, our 2026 price list FOB Koper is attached: whole 2 kg bars, 1 kg half bars and 100 g sliced packs, with pallet and 20' container quantities.

On eligibility: our Szeged plant is cleared to ship cured pork products to the United States. Attached you'll find the letter from Nébih (Hungary's food chain safety office) listing the establishment, and the summary of the last FSIS equivalence audit. If your broker needs anything else for the import file, just tell me what and I'll get it to you.

Transit from Koper to New York is roughly three weeks, so an order placed in February would be on your shelves before Easter.

Best,
Réka

--
Réka Halmai-Tóth | Külkereskedelmi vezető (Head of Foreign Trade)
Tiszamenti Csemege Kft. | Szeged, Hungary
+36 62 555 0173 | reka.halmai-toth@tiszamenti-csemege.hu"""),
        "reply to the note's request after the fair it records (price list FOB Koper, FSIS "
        "eligibility); informal US style with the given name; Koper, New York, Nébih",
        Twin("country_wrong", "body", "cured pork products to the United States",
             "cured pork products to Canada", "United States",
             "a neighbouring country as the market the plant is cleared for", found="Canada"),
    ),
    # N005 P005 -------------------------------------------------------------------------------
    Mail(
        "P005", "s1", "first", "English (Macedonian greeting and closing)",
        "Winter salami from Szeged for Велјанов Трејд",
        text("""
Почитуван господине Велјанов,

My name is Réka Halmai-Tóth and I head foreign trade at Tiszamenti Csemege Kft. in Szeged, Hungary. I am writing to you as Менаџер за набавки of Велјанов Трејд ДООЕЛ because we are looking for a distributor for our winter salami in North Macedonia.

Our salami is made from Hungarian pork, smoked over beech and ripened for about 90 days under a noble mould, which gives it the white coat and the firm, fine-grained slice it is known for. We supply 2 kg bars and 100 g sliced packs, and a mixed pallet travels by chilled truck through Serbia in two days.

If you are interested, I will gladly send samples and our export price list in euros, DAP Skopje.

Со почит / Best regards,
Réka Halmai-Tóth
Külkereskedelmi vezető (Head of Foreign Trade)
Tiszamenti Csemege Kft.
Szeged, Hungary
+36 62 555 0173"""),
        "cold introduction; Macedonian vocative greeting, the Cyrillic title as recorded inside an "
        "English sentence, the company in full and without its legal form in the subject",
        Twin("title_wrong", "body", "as Менаџер за набавки of", "as Менаџер за продажба of",
             "Менаџер за набавки", "a sales manager's title for a purchasing one",
             found="Менаџер за продажба"),
    ),
    # N006 P006 -------------------------------------------------------------------------------
    Mail(
        "P006", "s1", "first", "French",
        "Échantillon de foie gras d'oie entier mi-cuit – suite à Horeca Expo",
        text("""
Bonjour Madame Gossiaux,

Suite à notre rencontre au salon Horeca Expo à Gand en novembre, je vous confirme l'envoi cette semaine de l'échantillon que vous souhaitiez : un foie gras d'oie entier mi-cuit de 500 g, en bocal, accompagné de sa fiche technique.

Nos oies sont élevées en plein air dans la plaine de la Tisza et nos foies sont triés à la main (catégorie extra). En plus du mi-cuit, nous proposons des lobes crus surgelés de 600 à 900 g pour la restauration, ainsi que des escalopes surgelées individuellement.

Pour Gossiaux Gastronomie, la livraison se fait en camion frigorifique jusqu'en Belgique en 48 heures environ.

N'hésitez pas à me faire part de vos remarques après dégustation.

Bien cordialement,

Réka Halmai-Tóth
Külkereskedelmi vezető (responsable du commerce extérieur)
Tiszamenti Csemege Kft.
Szeged, Hongrie
+36 62 555 0173"""),
        "reply to the note's request (the note is in French); the category in French (foie gras "
        "d'oie), the company without its legal form",
        Twin("category_wrong", "body", "un foie gras d'oie entier mi-cuit de 500 g",
             "un foie gras de canard entier mi-cuit de 500 g", "goose foie gras",
             "duck for goose foie gras", found="foie gras de canard"),
    ),
    # N007 P007 -------------------------------------------------------------------------------
    Mail(
        "P007", "s1", "first", "traditional Chinese",
        "匈牙利鵝肝供應：TFDA 輸入查驗登記文件可全數提供",
        text("""
郭專員您好：

我是匈牙利塞格德（Szeged）Tiszamenti Csemege Kft. 的對外貿易主管 Réka Halmai-Tóth。得知貴公司供應台北多家飯店餐廳，特此來信介紹我們的匈牙利鵝肝。

我們可提供：
・冷凍生鵝肝整葉（600–900 克，單片真空包裝，特級）
・半熟鵝肝（mi-cuit），500 克玻璃罐裝
・冷凍鵝肝切片（IQF，每片 40–60 克）

關於食品藥物管理署（TFDA）的輸入查驗登記，我們可提供官方衛生證明、產地證明、成分及營養標示資料與第三方檢驗報告，協助郭氏國際食品股份有限公司完成登記。

如需樣品或報價（CIF 基隆，或空運至桃園），請隨時告知。

順頌商祺

Réka Halmai-Tóth
Külkereskedelmi vezető（對外貿易主管）
Tiszamenti Csemege Kft.
匈牙利 塞格德
電話：+36 62 555 0173"""),
        "cold introduction wholly in traditional Chinese, using the note (hotel restaurants in "
        "Taipei, TFDA documents); 郭專員 from the recorded title 採購專員; Keelung, Taoyuan",
        Twin("company_misspelled", "body", "協助郭氏國際食品股份有限公司完成登記",
             "協助郭式國際食品股份有限公司完成登記", "郭氏國際食品股份有限公司",
             "a homophone character (式 for 氏)", found="郭式國際食品股份有限公司"),
    ),
    # N008 P008 -------------------------------------------------------------------------------
    Mail(
        "P008", "s1", "first", "German (Swiss)",
        "Ungarische Gänseleber für die Schoch Delikatessen AG",
        text("""
Grüezi Herr Schoch

Mein Name ist Réka Halmai-Tóth, ich leite den Aussenhandel der Tiszamenti Csemege Kft. in Szeged, Ungarn. Wir verarbeiten seit drei Generationen Gänseleber und liefern ganze Lappen, Mi-cuit und Terrinen an Feinkosthändler in ganz Europa.

Da Sie bei der Schoch Delikatessen AG den Einkauf leiten, möchte ich Ihnen unser Sortiment kurz vorstellen:
- ganze Gänsestopfleber, roh, tiefgekühlt, 600–900 g, Kategorie Extra
- Gänseleber mi-cuit im Glas, 180 g und 500 g
- Terrine de foie gras d'oie, 1 kg, für die Gastronomie

Alle Dokumente für die Einfuhr in die Schweiz, inklusive der vorgeschriebenen Deklaration der Produktionsmethode, liefern wir mit. Gerne sende ich Ihnen Muster und eine Preisliste in Franken.

Freundliche Grüsse

Réka Halmai-Tóth
Külkereskedelmi vezető (Leiterin Aussenhandel)
Tiszamenti Csemege Kft.
Szeged, Ungarn
+36 62 555 0173
www.tiszamenti-csemege.hu"""),
        "cold introduction in Swiss German (Grüezi, no comma after the greeting, ss for ß); the "
        "recorded title paraphrased (den Einkauf leiten); the category as Gänseleber / "
        "Gänsestopfleber / foie gras d'oie",
        Twin("sender_wrong", "body", "Tiszamenti Csemege Kft.\nSzeged, Ungarn",
             "Tiszamenti Csemege Zrt.\nSzeged, Ungarn", "Tiszamenti Csemege Kft.",
             "the sender's legal form changed in the signature (Zrt. for Kft.)",
             found="Tiszamenti Csemege Zrt."),
    ),
    # N009 P009 -------------------------------------------------------------------------------
    Mail(
        "P009", "s1", "first", "English (Korean greeting and closing)",
        "Hungarian goose foie gras for 류푸드코리아",
        text("""
안녕하세요, 류서준 담당님.

I am Réka Halmai-Tóth, head of foreign trade at Tiszamenti Csemege Kft., a foie gras and charcuterie producer in Szeged, Hungary. Hungary is one of the world's largest producers of goose foie gras, and I would like to offer 주식회사 류푸드코리아 direct supply for Korean fine-dining restaurants and hotel kitchens.

What we can ship:
- frozen raw goose foie gras lobes, grade extra, 600–900 g, individually vacuum-packed
- goose foie gras mi-cuit, 180 g and 500 g jars
- IQF escalopes, 40–60 g each

Reefer containers reach Busan in about five weeks; smaller orders can go by air to Incheon. I would be glad to send a price list CIF Busan and a sample box.

감사합니다.

Réka Halmai-Tóth
Head of Foreign Trade (Külkereskedelmi vezető)
Tiszamenti Csemege Kft. | Szeged, Hungary
+36 62 555 0173"""),
        "cold introduction; Korean greeting with the full name and 담당님 from the recorded title "
        "구매 담당; the company in Hangul inside English, without 주식회사 in the subject",
        Twin("company_foreign", "body", "offer 주식회사 류푸드코리아 direct supply",
             "offer 주식회사 성보금박 direct supply", "주식회사 류푸드코리아",
             "another Korean buyer's company of this set (P027)", found="주식회사 성보금박"),
    ),
    # N010 P010 -------------------------------------------------------------------------------
    Mail(
        "P010", "s1", "first", "English (Greek greeting and closing)",
        "Goose foie gras from Hungary – price list in euros",
        text("""
Αγαπητή κυρία Κυργιά,

I am writing from Szeged, Hungary, where Tiszamenti Csemege Kft. has produced goose foie gras for three generations. Κυργιάς Γκουρμέ came up when I was looking for gourmet importers in Cyprus, and I think our range would suit your customers in the hotel and restaurant trade.

We offer whole raw lobes (frozen, 600–900 g), mi-cuit in jars and a ready-to-slice terrine for banqueting. Reefer containers reach Limassol in about ten days from Koper, and smaller quantities can be consolidated by air to Larnaca.

Would you like to receive our price list in euros, together with a few samples?

Με εκτίμηση / Kind regards,
Réka Halmai-Tóth
Külkereskedelmi vezető (Head of Foreign Trade)
Tiszamenti Csemege Kft., Szeged, Hungary
+36 62 555 0173"""),
        "cold introduction; Greek greeting with the feminine surname (Κυργιά, while the company "
        "holds the masculine Κυργιάς), the company without Λτδ; Limassol, Larnaca, Koper",
        Twin("country_wrong", "body", "gourmet importers in Cyprus", "gourmet importers in Greece",
             "Cyprus", "a neighbouring country for the buyer's", found="Greece"),
    ),
    # N011 P011 -------------------------------------------------------------------------------
    Mail(
        "P011", "s1", "follow-up", "German",
        "Aprikosen-Pálinka in der 0,5-l-Flasche, 40 % vol., mit deutschem Etikett",
        text("""
Sehr geehrter Herr Steinberg,

auf der ProWein in Düsseldorf im März hatten wir kurz über unseren Aprikosen-Pálinka gesprochen. Ich melde mich nun mit dem, was Sie sich gewünscht hatten: die 0,5-l-Flasche mit 40 % vol., mit deutschem Etikett (Verkehrsbezeichnung, Alkoholgehalt, Nennfüllmenge, Los-Kennzeichnung und Inverkehrbringer).

Unser Pálinka wird ausschließlich aus vollreifen ungarischen Aprikosen gebrannt, zweifach in kupfernen Brennblasen destilliert und ohne Zucker- oder Aromazusatz abgefüllt. Pálinka ist eine geschützte geografische Angabe der EU.

Für die Steinberg Spirituosen GmbH könnten wir ab einer Palette (600 Flaschen) liefern; die Preise DAP Deutschland schicke ich Ihnen gerne mit einem Etikettenentwurf.

Mit freundlichen Grüßen

""" + S1_SIG_DE),
        "the first e-mail after a fair the note records; the note's bottle, strength and German "
        "labels; the category as Aprikosen-Pálinka",
        Twin("artifact", "body", "Ich melde mich nun mit dem, was",
             "Ich melde mich nun mit dem dem, was", "mit dem, was", "a doubled word",
             found="dem dem"),
    ),
    # N012 P012 -------------------------------------------------------------------------------
    Mail(
        "P012", "s1", "first", "English",
        "Apricot pálinka from Szeged – for Stefan Edelbrände",
        text("""
Dear Ms Stefan,

As the owner of Stefan Edelbrände e.U., you know apricot brandy better than most, so I will keep this short. We distil an apricot pálinka in Szeged, Hungary, from fully ripe Hungarian apricots: 40% and 50% vol, in 0.5 l and 0.35 l bottles, double-distilled in copper pot stills, with no added sugar or flavouring.

Next to your Austrian Marillenbrände it could be an interesting counterpart for your customers: the same fruit, a different tradition across the border.

If you would like to taste it, I can send two sample bottles to Stefan Edelbrände free of charge.

Kind regards,
Réka Halmai-Tóth
Head of Foreign Trade, Tiszamenti Csemege Kft.
Szeged, Hungary | +36 62 555 0173"""),
        "cold introduction in English to an Austrian owner (Inhaberin as 'owner'); the company with "
        "its e.U. and without it; Marillenbrände",
        Twin("company_missing", "body", "As the owner of Stefan Edelbrände e.U., you know",
             "As the owner of a spirits shop, you know", "Stefan Edelbrände e.U.",
             "every mention of the company replaced by a generic wording", found="your shop",
             more=(("body", "sample bottles to Stefan Edelbrände free", "sample bottles to your shop free"),
                   ("subject", "– for Stefan Edelbrände", "– for your shop"))),
    ),
    # N013 P013 -------------------------------------------------------------------------------
    Mail(
        "P013", "s1", "first", "English",
        "Apricot pálinka for Smith & Vine – samples?",
        text("""
Dear Lynne,

I'm Réka Halmai-Tóth, head of foreign trade at Tiszamenti Csemege Kft. in Szeged. We make apricot pálinka, Hungary's protected fruit spirit, and I'm looking for a UK importer who can put it in front of bartenders and specialist shops.

The facts a head buyer usually wants first:
- 100% Hungarian apricots, no added sugar or flavouring; 40% and 50% ABV
- 50 cl and 35 cl bottles, six per case
- EU geographical indication "pálinka"
- lead time about four weeks, delivered DAP to a UK bonded warehouse

Would Smith & Vine Spirits Ltd like a couple of sample bottles?

Best wishes,
Réka

Réka Halmai-Tóth
Külkereskedelmi vezető | Head of Foreign Trade
Tiszamenti Csemege Kft., Szeged, Hungary
+36 62 555 0173"""),
        "cold introduction; British style with the given name; the recorded title in lower case "
        "inside a sentence; the company short in the subject",
        Twin("category_wrong", "body", "We make apricot pálinka, Hungary's",
             "We make plum pálinka, Hungary's", "apricot pálinka",
             "a neighbouring fruit spirit (plum for apricot)", found="plum pálinka"),
    ),
    # N014 P014 -------------------------------------------------------------------------------
    Mail(
        "P014", "s1", "first", "English (Hebrew greeting)",
        "Apricot pálinka – kosher certified by the OU",
        text("""
שלום איתן,

I understand that every spirit you import must carry kosher certification from the OU or Badatz, and that you prefer English, so here is the short version in English.

Tiszamenti Csemege Kft. in Szeged, Hungary, distils apricot pálinka from Hungarian apricots, and it has been certified kosher by the OU since 2024 (certificate attached; the certification does not cover Passover). It comes at 40% vol in 0.5 l bottles, with the OU symbol on the back label.

If שוקרון משקאות בע"מ would like to taste it, I can send samples by courier this week.

Best regards,
Réka Halmai-Tóth
Head of Foreign Trade (Külkereskedelmi vezető)
Tiszamenti Csemege Kft., Szeged, Hungary
+36 62 555 0173"""),
        "cold introduction using both parts of the note (OU/Badatz, English); Hebrew greeting with "
        "the given name; the company in Hebrew with its legal form inside an English sentence",
        Twin("note_wrong", "body", "שלום איתן,\n\nI understand",
             "שלום איתן,\n\nIt was good to meet you at Kosherfest in New Jersey. I understand",
             "Needs kosher certification (OU or Badatz) for every spirit; prefers English.",
             "a fair meeting claimed for a buyer whose note records none",
             found="It was good to meet you at Kosherfest in New Jersey."),
    ),
    # N015 P015 -------------------------------------------------------------------------------
    Mail(
        "P015", "s1", "first", "Polish",
        "Węgierska pálinka morelowa – propozycja współpracy",
        text("""
Szanowna Pani Doroto,

nazywam się Réka Halmai-Tóth i odpowiadam za handel zagraniczny w firmie Tiszamenti Csemege Kft. z Segedyna na Węgrzech. Piszę do Pani jako kierowniczki działu zakupów Machowicz Alkohole Świata sp. z o.o., ponieważ szukamy importera naszej pálinki morelowej w Polsce.

Nasza pálinka powstaje wyłącznie z dojrzałych węgierskich moreli, bez dodatku cukru i aromatów, i jest dwukrotnie destylowana w miedzianych alembikach. Oferujemy butelki 0,5 l i 0,35 l, o mocy 40% i 50% obj. Nazwa „pálinka” jest chronionym oznaczeniem geograficznym UE.

Chętnie prześlę próbki oraz cennik DAP Polska.

Z poważaniem
Réka Halmai-Tóth
Külkereskedelmi vezető (kierowniczka handlu zagranicznego)
Tiszamenti Csemege Kft.
Szeged, Węgry
tel. +36 62 555 0173"""),
        "cold introduction wholly in Polish; vocative of the given name (Doroto), the recorded "
        "title inflected (kierowniczki działu zakupów), Segedyn for Szeged, the category inflected "
        "(pálinki morelowej)",
        Twin("company_foreign", "body", "działu zakupów Machowicz Alkohole Świata sp. z o.o.,",
             "działu zakupów Szymała Ogrody sp.j.,", "Machowicz Alkohole Świata sp. z o.o.",
             "another Polish buyer's company of this set (P034)", found="Szymała Ogrody sp.j."),
    ),
    # N016 P016 -------------------------------------------------------------------------------
    Mail(
        "P016", "s2", "first", "English (Marathi greeting)",
        "Group II SN 500 base oil in flexitanks – CFR Nhava Sheva",
        text("""
नमस्कार दीपक जी,

Greetings from Bahrain. I understand that सावंत ल्युब्रिकंट्स blends engine oils in Pune and is looking for Group II base oil, SN 500, delivered in flexitanks to Nhava Sheva. That is exactly what we can do.

Tubli Bay Industries W.L.L. supplies lubricant base oil from Sitra. Our SN 500:
- KV100 10.5–11.5 cSt, VI ≥ 95, pour point ≤ −12 °C
- saturates ≥ 90%, sulphur < 0.03%
- loaded in 22–24 m³ flexitanks at our Sitra terminal

Transit from Khalifa Bin Salman Port to Nhava Sheva is about 6–8 days, and we can offer CFR Nhava Sheva on a monthly contract or spot.

Shall I send our latest COA and an indicative price for four flexitanks a month?

Best regards,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Kingdom of Bahrain
Tel: +973 1773 5512
hussain.aradi@tublibay.com.bh"""),
        "reply to the note's request (Pune, Group II SN 500, flexitanks, Nhava Sheva); Marathi "
        "greeting with the given name and जी; the company in Devanagari without its legal form; "
        "the sender's name without his father's name",
        Twin("contact_wrong", "body", "नमस्कार दीपक जी,", "नमस्कार दिनेश जी,", "दीपक सावंत",
             "another given name in the greeting", found="दिनेश"),
    ),
    # N017 P017 -------------------------------------------------------------------------------
    Mail(
        "P017", "s2", "first", "English",
        "Base oils for Abdi Lubes – Group II and III from Bahrain",
        text("""
Dear Ms Abdi,

I'm Hussain Al-Aradi, export sales manager at Tubli Bay Industries W.L.L. in Sitra, Bahrain. We supply lubricant base oil to blenders around the Gulf and East Africa, and I'd like to introduce our range to Abdi Lubes Limited.

- Group II: 150N and 500N
- Group III: 4 cSt and 6 cSt (VI 120+)
- packing: flexitanks, ISO tanks or new steel drums of 180 kg

Shipping from Khalifa Bin Salman Port to Mombasa takes about two weeks. We usually work CFR Mombasa, with payment by LC at sight.

As procurement manager you'll want the COAs first; I can send them today with an indicative price.

Kind regards,
Hussain Abdulla Al-Aradi
Export Sales Manager | Tubli Bay Industries W.L.L.
Sitra, Kingdom of Bahrain
T +973 1773 5512 | hussain.aradi@tublibay.com.bh"""),
        "cold introduction; the recorded title in lower case inside a sentence; Mombasa, "
        "Khalifa Bin Salman Port, Group II/III grades",
        Twin("sender_wrong", "body", "T +973 1773 5512 |", "T +973 1773 5521 |",
             "+973 1773 5512", "two digits of the sender's phone swapped",
             found="+973 1773 5521"),
    ),
    # N018 P018 -------------------------------------------------------------------------------
    Mail(
        "P018", "s2", "first", "English",
        "Group III base oil for Ubayd Petrochem – CFR Karachi",
        text("""
Dear Mr Ubayd,

Assalamu alaikum. I am writing to you in your role as Manager Procurement at Ubayd Petrochem (Pvt.) Ltd. to offer lubricant base oil from Bahrain.

Tubli Bay Industries W.L.L. ships Group II and Group III base oils from Sitra. For finished-lubricant makers in Pakistan our Group III 4 cSt and 6 cSt grades are popular for synthetic-blend engine oils, and our Group II 500N for diesel and industrial oils.

Transit to Karachi or Port Qasim is only four to five days, in flexitanks or ISO tanks, CFR and payment by LC.

If you send me your monthly volumes, I'll come back with a firm offer.

With regards,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L., Sitra, Bahrain
+973 1773 5512"""),
        "cold introduction; the recorded title word for word ('Manager Procurement', the "
        "Pakistani order) and the company with (Pvt.) Ltd. inside a sentence; Karachi, Port Qasim",
        Twin("title_wrong", "body", "in your role as Manager Procurement at",
             "in your role as Manager Sales at", "Manager Procurement",
             "a sales title for a purchasing one", found="Manager Sales"),
    ),
    # N019 P019 -------------------------------------------------------------------------------
    Mail(
        "P019", "s2", "first", "Greek",
        "Πάστα χουρμά από το Μπαχρέιν για το Αρτοποιείο Βάρσος",
        text("""
Αγαπητέ κύριε Βάρσο,

Ονομάζομαι Hussain Al-Aradi και είμαι υπεύθυνος εξαγωγών της Tubli Bay Industries W.L.L. στη Σίτρα του Μπαχρέιν. Παράγουμε πάστα χουρμά 100% από χουρμάδες Khalas, χωρίς πρόσθετη ζάχαρη ή συντηρητικά, κατάλληλη για γεμίσεις σε μαμούλ, κουλουράκια και γλυκά ψωμιά.

Για το Αρτοποιείο Βάρσος Λτδ μπορούμε να προσφέρουμε:
- χαρτοκιβώτια των 10 kg
- υγρασία 18–20%, λεία υφή, σταθερή στο ψήσιμο
- πιστοποίηση ISO 22000 και Halal

Η αποστολή στη Λεμεσό γίνεται με κοντέινερ μέσω Τζεμπέλ Άλι, σε περίπου τρεις εβδομάδες.

Θα χαρώ να σας στείλω δείγμα και τιμοκατάλογο.

Με εκτίμηση,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Bahrain
+973 1773 5512"""),
        "cold introduction wholly in Greek; the vocative Βάρσο of Βάρσος; the sender's name and "
        "company in Latin script, his city in Greek (Σίτρα); Λεμεσό, Τζεμπέλ Άλι",
        Twin("company_misspelled", "body", "Για το Αρτοποιείο Βάρσος Λτδ",
             "Για το Αρτοποιείο Βάρτσος Λτδ", "Αρτοποιείο Βάρσος Λτδ",
             "a letter added to the family name in the company", found="Αρτοποιείο Βάρτσος Λτδ"),
    ),
    # N020 P020 -------------------------------------------------------------------------------
    Mail(
        "P020", "s2", "first", "English (Malay greeting and closing)",
        "Halal date paste for kuih and mooncake fillings",
        text("""
Assalamualaikum Puan Nur Farhana,

I understand that Permata Ismail Food Industries makes kuih and mooncake fillings and needs a halal certificate recognised by JAKIM. Our date paste is certified by a halal body on JAKIM's list of recognised foreign certification bodies, and I would be glad to send you the certificate.

Tubli Bay Industries W.L.L. makes 100% date paste in Sitra, Bahrain, from Khalas and Sukkari dates:
- smooth, fine-milled, no added sugar or preservatives
- moisture 18–20%, stable in baking and steaming
- 10 kg cartons, shelf life 12 months

Transit time from Khalifa Bin Salman Port to Port Klang is about 18 days.

Terima kasih,
Hussain Al-Aradi
Export Sales Manager
Tubli Bay Industries W.L.L.
Sitra, Kingdom of Bahrain
+973 1773 5512"""),
        "cold introduction answering both parts of the note (fillings, JAKIM); Malay greeting with "
        "Puan and the given name (no family name: binti Ismail); the company without Sdn. Bhd.",
        Twin("artifact", "body", "Port Klang is about 18 days.", "Port Klang is {transit_days} days.",
             "about 18", "a template placeholder left in the text", found="{transit_days}"),
    ),
]
