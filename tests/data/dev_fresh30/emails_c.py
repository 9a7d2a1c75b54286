"""Second e-mails N041-N060 to 20 buyers (18 with a note, P013 and P036 without), each with the
one edit its twin gets. 18 are other first e-mails (another writer's shorter version, mostly
answering the note's request); N048 and N059 follow up on the writer's own earlier e-mail."""
from mail import Mail, Twin

MAILS = [
    # N041 -> P001, s1, Dutch, reply to the note's request (no fair named)
    Mail("P001", "s1",
         "Monster zoethoutwortel (2 kg) en glycyrrhizine-analyse",
         """Beste Florian,

Je vroeg om een monster van 2 kg gesneden zoethoutwortel en de glycyrrhizine-analyse. Beide liggen klaar: het monster komt uit de partij van deze maand (snede 5–10 mm, vocht max. 10%), en de HPLC-analyse van dezelfde partij stuur ik als pdf mee.

Onze wortel is Glycyrrhiza glabra uit het stroomgebied van de Amu Darja, gedroogd en gesneden in Türkmenabat. Voor Schagen Dropfabriek kunnen we daarna leveren in geperste balen of in big bags, CPT Rotterdam.

Naar welk adres mag het monster?

Met vriendelijke groet,
Jeren Orazowa
Hoofd exportafdeling
"Amyderýa Söwda" HJ, Türkmenabat, Turkmenistan
+993 422 6 41 37""",
         "another first e-mail, wholly in Dutch, answering the note's request (2 kg sample, glycyrrhizin assay) without naming the fair; 'Beste Florian' (given name, Dutch informal business); category as zoethoutwortel",
         Twin("company_foreign", "body", "Voor Schagen Dropfabriek kunnen", "Voor Van Kasteelen Chemicaliën kunnen",
              found="Van Kasteelen Chemicaliën", expected="Schagen Dropfabriek B.V.",
              note="the other Dutch buyer of this set named as the addressee's company")),

    # N042 -> P002, s1, Japanese, reply to the note's request
    Mail("P002", "s1",
         "甘草：日本薬局方適合ロットの分析証明書について",
         """太田漢方製薬株式会社
購買部 太田課長

突然のメールにて失礼いたします。トルクメニスタンの"Amyderýa Söwda" HJのジェレン・オラゾワでございます。

御社では甘草の調達にあたり、日本薬局方への適合を示す分析証明書が必要と伺い、ご連絡いたしました。当社の甘草（Glycyrrhiza glabra の根）は、ロットごとにグリチルリチン酸含量、乾燥減量、灰分、重金属、残留農薬を第三者機関で分析しており、日本薬局方の規格に沿った分析証明書を発行できます。

ご希望であれば、直近3ロットの分析証明書（英文、和訳付き）を先にお送りいたします。

何卒よろしくお願い申し上げます。

ジェレン・オラゾワ
輸出部長
"Amyderýa Söwda" HJ（Türkmenabat, Turkmenistan）
j.orazowa@amyderyasowda.tm""",
         "another first e-mail wholly in Japanese answering the note (JP certificate); '太田課長' (family name + title), the department before it",
         Twin("company_misspelled", "body", "太田漢方製薬株式会社", "太田漢方製菓株式会社",
              found="太田漢方製菓株式会社", expected="太田漢方製薬株式会社",
              note="製菓 (confectionery) for 製薬 (pharmaceuticals), one character off")),

    # N043 -> P005, s1, English, another short first e-mail using the note
    Mail("P005", "s1",
         "Turkmen licorice root – a second source for Rodriguez Flavor",
         """Dear Mr Rodriguez,

A short note from Türkmenabat: "Amyderýa Söwda" HJ ships dried licorice root (Glycyrrhiza glabra) from the Amu Darya valley, whole, cut or powdered, with a glycyrrhizin assay for every lot.

Your customers, the tobacco flavor blenders in North Carolina, need the same taste every season, so we keep retained samples of each lot for three years and can match any later shipment against them.

If a second source is of interest, I can send FOB prices per metric ton and samples this week.

Regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan""",
         "another, shorter first e-mail in English using the note's customers and FOB request; company short form in the subject",
         Twin("sender_wrong", "body", "\"Amyderýa Söwda\" HJ ships", "\"Amyderýa Söwda\" LLC ships",
              found="\"Amyderýa Söwda\" LLC", expected="\"Amyderýa Söwda\" HJ",
              note="the sender's own company with another legal form (LLC for HJ)")),

    # N044 -> P006, s1, English, reply to the note's request (no fair named)
    Mail("P006", "s1",
         "Iodine USP, 500 kg – price and lead time",
         """Dear Mr Agarwal,

Thank you for your enquiry. For 500 kg of crystalline iodine, USP grade, we can offer:

- Price: USD 68.50/kg CFR Nhava Sheva
- Packing: 10 fibre drums of 50 kg with PE liners
- Lead time: about five weeks, by container via Bandar Abbas
- Documents: CoA to USP, MSDS, certificate of origin, DG declaration (UN 3495, Class 8)

Many pharmaceutical companies in India buy iodine for povidone-iodine; if that is your use, our prills dissolve quickly and leave little non-volatile residue.

Please let me know if you would like to confirm, or whether a 1 kg sample should go to your QC first.

Kind regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ, Türkmenabat, Turkmenistan
j.orazowa@amyderyasowda.tm""",
         "another first e-mail in English answering the note's USP price request for 500 kg; the Devanagari family name transliterated ('Mr Agarwal'); no company named",
         Twin("country_wrong", "body", "Many pharmaceutical companies in India", "Many pharmaceutical companies in Bangladesh",
              found="Bangladesh", expected="India", note="a neighbouring country for the buyer's")),

    # N045 -> P008, s1, German, reply to the note's request
    Mail("P008", "s1",
         "Jod 99,8 % – REACH-registriert, Angebot CPT Hamburg",
         """Guten Tag Frau Gerlach,

kurz zu Ihrer Frage nach der REACH-Registrierung: Unser kristallines Jod ist über einen Only Representative in der EU registriert; die Registriernummer und die Bestätigung der ECHA senden wir mit jedem Angebot.

Als Einkaufsleiterin interessiert Sie sicher auch die Versorgungssicherheit: Wir liefern aus laufender Produktion, in Fässern zu 50 kg, CPT Hamburg, mit Analysenzertifikat je Charge.

Soll ich Gerlach Feinchemie ein Angebot über eine Palette (vier Fässer) schicken?

Freundliche Grüße
Jeren Orazowa
Leiterin Export
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan""",
         "another first e-mail wholly in German answering the note (REACH); the recorded title inside a sentence; company without legal form",
         Twin("title_wrong", "body", "Als Einkaufsleiterin interessiert", "Als Vertriebsleiterin interessiert",
              found="Vertriebsleiterin", expected="Einkaufsleiterin",
              note="a sales manager's title for the head of purchasing")),

    # N046 -> P011, s1, Turkish, reply to the note's request (no fair named)
    Mail("P011", "s1",
         "Ne 30/1 kompakt penye iplik numuneleri",
         """Sayın İsak Bey,

Talep ettiğiniz Ne 30/1 kompakt penye pamuk ipliği numuneleri hazır. İplikler örme için parafinli ve 1,89 kg'lık bobinlerde; iki bobini bu hafta kargoyla gönderebiliriz.

"Amyderýa Söwda" HJ olarak Türkmenistan'da eğrilen %100 penye pamuk ipliği ihraç ediyoruz. Türkiye'ye sevkiyat İran üzerinden kamyonla 8–10 gün sürüyor; böylece Alemdar Tekstil daha küçük stoklarla çalışabilir.

Numunelerin kime gönderilmesini istersiniz?

Saygılarımla,
Jeren Orazowa
İhracat Bölüm Müdürü
"Amyderýa Söwda" HJ, Türkmenabat, Türkmenistan
+993 422 6 41 37""",
         "another first e-mail wholly in Turkish answering the note (Ne 30/1 compact samples); 'penye' for combed; country name in Turkish (Türkmenistan); sender title translated",
         Twin("contact_wrong", "body", "Sayın İsak Bey,", "Sayın İshak Bey,", found="İshak",
              expected="İsak Alemdar", note="İshak, a near-miss given name, for İsak")),

    # N047 -> P012, s1, English, another first e-mail using the note
    Mail("P012", "s1",
         "OEKO-TEX certified combed yarn – certificate of origin with every lot",
         """Dear Mr Rafiqul Hasan,

I understand that Padma Knit Composite Ltd. needs OEKO-TEX Standard 100 and a certificate of origin for the yarn in the knitwear it makes for European retailers.

We can supply both with every lot of our 100% combed cotton yarn (Ne 20/1 to Ne 40/1, compact and ring-spun). Copies of the current OEKO-TEX certificate and a specimen certificate of origin are ready to send.

Could you tell me which counts you knit most? I will then quote CFR Chattogram.

Best regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ
Türkmenabat, Turkmenistan""",
         "another first e-mail in English using the note; 'Mr Rafiqul Hasan' (given and family name, as Bangladeshis are often addressed)",
         Twin("company_misspelled", "body", "Padma Knit Composite Ltd.", "Padma Knit Composites Ltd.",
              found="Padma Knit Composites Ltd.", expected="Padma Knit Composite Ltd.",
              note="a plural 's' added to the company name")),

    # N048 -> P013, s1, English, follow-up on the writer's own earlier e-mail
    Mail("P013", "s1",
         "Re: Fio de algodão penteado do Turquemenistão",
         """Dear Ms Cunha,

I am following up on my e-mail of last week about our combed cotton yarn, in case it went astray.

In short: "Amyderýa Söwda" HJ exports 100% combed cotton yarn from Turkmenistan, Ne 20/1 to Ne 40/1, ring-spun and compact, with OEKO-TEX Standard 100 and a certificate of origin, delivered CPT Leixões.

If Tecelagem Cunha would like samples of Ne 30/1 or Ne 40/1, I can send two cones of each this week.

Kind regards,
Jeren Orazowa
Head of Export Department
"Amyderýa Söwda" HJ, Türkmenabat, Turkmenistan
+993 422 6 41 37""",
         "follow-up in English on the writer's own earlier e-mail (a Portuguese 'Re:' subject); buyer without a note",
         Twin("note_wrong", "body",
              "I am following up on my e-mail of last week about our combed cotton yarn, in case it went astray.",
              "I am following up on our conversation at Heimtextil in Frankfurt about our combed cotton yarn.",
              found="our conversation at Heimtextil in Frankfurt", expected="",
              note="a fair meeting claimed for a buyer whose record has no note")),

    # N049 -> P014, s1, Russian, reply to the note's request
    Mail("P014", "s1",
         "Гребенная пряжа из Туркменистана: образцы Ne 40/1",
         """Добрый день, господин Трофимов!

Пишу по поводу образцов пряжи Ne 40/1 для ООО «Ивановская ткацкая фабрика». Мы можем отправить их уже на этой неделе вместе с копией сертификата СТ-1 на последнюю партию.

«Amyderýa Söwda» HJ поставляет 100% хлопковую гребенную пряжу из Туркменистана: кольцевую и компактную, Ne 20/1–40/1, на бобинах по 1,89 кг.

Куда направить образцы?

С уважением,
Джерен Оразова
руководитель отдела экспорта
«Amyderýa Söwda» HJ, Туркменабат""",
         "another first e-mail wholly in Russian answering the note (Ne 40/1 samples, CT-1)",
         Twin("artifact", "subject", "Гребенная пряжа из Туркменистана", "Гребенная пряжа пряжа из Туркменистана",
              found="пряжа пряжа", expected="пряжа", note="a doubled word in the subject")),

    # N050 -> P016, s2, English, another first e-mail using the note (no fair named)
    Mail("P016", "s2",
         "Kinnow for Odesa – phytosanitary certificate included",
         """Dear Mr Bhydenko,

Every container of Kinnow mandarins we ship leaves Karachi with a phytosanitary certificate from Pakistan's Department of Plant Protection, and we can route it to Odesa with transshipment in Istanbul.

For importers in Ukraine we usually pack 10 kg cartons, counts 64 to 100, waxed, palletised for 40' reefers. The season runs from December to March.

Shall I send a CFR Odesa offer for ТОВ «Чорноморфрукт»?

Best regards,
Usman Cheema
Manager Exports, Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
Sargodha, Pakistan""",
         "another first e-mail in English using the note (phytosanitary certificate, Odesa); the Ukrainian family name transliterated ('Mr Bhydenko'); company in Cyrillic inside English",
         Twin("country_wrong", "body", "For importers in Ukraine", "For importers in Moldova",
              found="Moldova", expected="Ukraine", note="Moldova, the neighbouring country, for Ukraine")),

    # N051 -> P019, s2, English, another short first e-mail using the note
    Mail("P019", "s2",
         "Khewra pink salt – samples for Robinson & Hale",
         """Dear Ms Robinson,

We source Himalayan pink salt from the Khewra mine and pack it in our FDA-registered facility in Sargodha; it is kosher certified, which I understand your natural food store and spice shop customers expect.

I'd be glad to send Robinson & Hale Salt Co. samples of fine, medium and coarse grain, with our FOB Karachi price list.

Best regards,
Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.""",
         "another, shorter first e-mail in English using the note (customers, kosher, FDA); company without LLC",
         Twin("company_foreign", "body", "send Robinson & Hale Salt Co. samples", "send Mānoa Pantry samples",
              found="Mānoa Pantry", expected="Robinson & Hale Salt Co. LLC",
              note="another US buyer of this set named as the addressee's company")),

    # N052 -> P021, s2, French, reply to the note's request (no fair named)
    Mail("P021", "s2",
         "Sel rose fin 0,5-1 mm en sacs de 25 kg",
         """Monsieur Beauchamp,

Vous cherchez du sel rose de l'Himalaya en grain fin de 0,5 à 1 mm, en sacs de 25 kg : c'est l'un de nos formats courants.

Kirana Hills Agro Traders broie à Sargodha, au Pakistan, le sel de la mine de Khewra et le tamise au calibre demandé. Les sacs de 25 kg sont en polypropylène tissé doublé, à raison de 40 sacs par palette, et un conteneur de 20 pieds prend 20 palettes.

Je vous envoie volontiers un échantillon et un prix CFR Montréal.

Salutations distinguées,

Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd., Sargodha (Pakistan)""",
         "another first e-mail wholly in French answering the note's request (fine grain 0.5-1 mm, 25 kg bags); no company named",
         Twin("category_wrong", "body", "du sel rose de l'Himalaya en grain fin", "du sel noir de l'Himalaya (kala namak) en grain fin",
              found="sel noir de l'Himalaya (kala namak)", expected="Himalayan pink salt",
              note="Himalayan black salt (kala namak), a neighbouring product, for pink salt")),

    # N053 -> P023, s2, English, another first e-mail using the note (no fair named)
    Mail("P023", "s2",
         "Cardinal potatoes for the Al Aweer market",
         """Dear Mr Khalid,

Red Cardinal potatoes from Pakistan sell well at Al Aweer, and our new crop is being graded now. Kirana Hills Agro Traders can load a 40' reefer (about 28 tonnes) every week from Karachi to Jebel Ali, in 10 kg or 25 kg mesh bags.

Would شركة النعيمي لتجارة الخضار والفواكه like a trial load? I will send this week's CFR Jebel Ali price.

Regards,
Usman Tariq Cheema
Manager Exports
Kirana Hills Agro Traders (SMC-Pvt.) Ltd.
+92 48 3761 522""",
         "another first e-mail in English using the note's Al Aweer market; 'Mr Khalid' (Gulf style, given name); company in Arabic without ذ.م.م inside English",
         Twin("company_missing", "body", "Would شركة النعيمي لتجارة الخضار والفواكه like a trial load?", "Would your company like a trial load?",
              found="your company", expected="شركة النعيمي لتجارة الخضار والفواكه ذ.م.م",
              note="the only mention of the company replaced by 'your company'")),

    # N054 -> P028, s3, traditional Chinese, reply to the note's request (no fair named)
    Mail("P028", "s3",
         "聖誕島火焰神仙魚報價單",
         """李主任您好：

感謝您對我們的海水觀賞魚有興趣。隨信附上吉里巴斯聖誕島（Kiritimati）神仙魚的最新報價單，包括三種尺寸的火焰神仙（Centropyge loricula）及檸檬皮神仙（Centropyge flavissima）。

我們的潛水員以手網採集，魚隻在倫敦村（London）的暫養場至少暫養五天後才出貨，每週經斐濟航空班機轉運至桃園。

如海悅水族需要其他魚種，歡迎告知。

敬祝 商祺

Tinaai Tekeiaki
出口暨行銷專員
Kiritimati Reef & Palm Ltd
London, Kiritimati, Kiribati""",
         "another first e-mail wholly in traditional Chinese answering the note (angelfish price list); Taiwan's names for Kiribati (吉里巴斯) and the village London (倫敦村); sender title translated",
         Twin("sender_wrong", "body", "Tinaai Tekeiaki\n出口暨行銷專員", "Tinaai Tekiaki\n出口暨行銷專員",
              found="Tinaai Tekiaki", expected="Tinaai Ruta Tekeiaki",
              note="the sender's own family name misspelled in her signature")),

    # N055 -> P029, s3, English, another first e-mail using the note
    Mail("P029", "s3",
         "Flame angelfish from Kiritimati – a trial box?",
         """Dear Mr Hasson,

Kiritimati is one of the few places that still ships flame angelfish in numbers, and we collect them ourselves. I would like to offer חסון אקווריומים בע"מ a trial box: 20 flame angels, 10 lemonpeel angels and a few longnose hawkfish, all rested for five days in our holding facility before packing.

The weekly flight from Kiritimati leaves on Tuesdays, and we credit in full any fish reported dead on arrival, with photos, within three hours of landing.

Shall I reserve fish for the next flight?

Best wishes,
Tinaai Tekeiaki
Export & Marketing Officer
Kiritimati Reef & Palm Ltd
London, Kiritimati, Kiribati""",
         "another first e-mail in English using the note (weekly flight, dead-on-arrival credit); the Hebrew family name transliterated ('Mr Hasson'); company in full in Hebrew inside English",
         Twin("category_wrong", "body",
              "a trial box: 20 flame angels, 10 lemonpeel angels and a few longnose hawkfish, all rested",
              "a trial box of live corals and live rock, all rested",
              found="live corals and live rock", expected="live aquarium fish",
              note="live corals and live rock, the neighbouring reef products, instead of fish")),

    # N056 -> P031, s3, English, another first e-mail answering the note
    Mail("P031", "s3",
         "Kamaimai coconut toddy syrup for Marshall Wholefoods",
         """Hi Wendy,

To answer your questions about shelf life and 250 ml prices: our coconut toddy syrup keeps 24 months unopened, and the 250 ml bottle is NZD 6.40 CIF Auckland, in cartons of 12.

Many organic shops in the North Island already stock coconut products, and kamaimai gives them something no one else has: a syrup boiled from fresh coconut sap on Kiritimati, with nothing added.

Would Marshall Wholefoods like a tasting carton for your buying team?

Ngā mihi,
Tinaai Tekeiaki
Kiritimati Reef & Palm Ltd, Kiribati""",
         "another first e-mail in English answering the note (shelf life, 250 ml prices, its customers); Māori closing; company without Limited",
         Twin("artifact", "body", "something no one else has", "somethingno one else has",
              found="somethingno", expected="something no", note="two words fused")),

    # N057 -> P033, s4, Italian, another first e-mail using the note (no fair named)
    Mail("P033", "s4",
         "Baffe intere di bottarga di muggine – offerta",
         """Gentile Signor Bianchini,

so che Bottarghe Bianchini cerca baffe intere e non bottarga grattugiata: è esattamente quello che produciamo a Nouadhibou, con le uova di cefalo del Banc d'Arguin, salate ed essiccate a mano.

Le baffe pesano da 150 a 400 g e possiamo spedirle sottovuoto o cerate. Per una prima prova propongo un cartone da 10 kg per via aerea, CIP Milano Malpensa.

Posso inviarLe il listino?

Cordiali saluti,

Mohamed Lemine Ould Ahmed Salem
Cap Blanc Produits de la Mer SARL
Nouadhibou (Mauritania)""",
         "another first e-mail wholly in Italian using the note (whole baffe, not grated); company without S.p.A.",
         Twin("company_missing", "body", "so che Bottarghe Bianchini cerca", "so che la vostra azienda cerca",
              found="la vostra azienda", expected="Bottarghe Bianchini S.p.A.",
              note="the only mention of the company replaced by 'la vostra azienda'")),

    # N058 -> P034, s4, English with a Greek greeting, another first e-mail using the note
    Mail("P034", "s4",
         "Mullet botargo from the Banc d'Arguin",
         """Αγαπητή κυρία Αρματά,

Greek customers know avgotaracho better than anyone, so I will keep this short. Cap Blanc Produits de la Mer in Nouadhibou, Mauritania, makes mullet botargo from grey mullet roe caught off the Banc d'Arguin, salted, dried and, for the Greek market, coated in beeswax.

For Αρματάς Θαλασσινά Α.Ε. we can offer 200 kg or more per season, shipped by air to Athens.

May I send you our price list?

Kind regards,
Mohamed Lemine Ould Ahmed Salem
Export Sales Manager
Cap Blanc Produits de la Mer SARL""",
         "another, shorter first e-mail in English with a Greek greeting using the note (200 kg, beeswax) without naming the fair; company in full in Greek inside English",
         Twin("contact_wrong", "body", "Αγαπητή κυρία Αρματά,", "Αγαπητή κυρία Μιχαηλίδου,",
              found="Μιχαηλίδου", expected="Σελήνη Αρματά",
              note="another Greek family name in the greeting")),

    # N059 -> P036, s4, English, follow-up on the writer's own earlier e-mail
    Mail("P036", "s4",
         "Re: Crude fish oil from Mauritania for salmon feed",
         """Dear Ms Abrahamsen,

I wrote to you two weeks ago about crude fish oil from Nouadhibou and wanted to check whether my e-mail reached you.

Since then we have a fresh certificate of analysis for our latest lot: EPA+DHA 19.4%, FFA 3.1%, and dioxins and dioxin-like PCBs well below the EU limits for feed. I would be glad to send it to Abrahamsen Fôrråvarer, with our offer for a trial lot CIF a Norwegian port.

Best regards,
Mohamed Lemine Ould Ahmed Salem
Export Sales Manager
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania""",
         "follow-up in English on the writer's own earlier e-mail (N036); buyer without a note",
         Twin("note_wrong", "body",
              "I wrote to you two weeks ago about crude fish oil from Nouadhibou and wanted to check whether my e-mail reached you.",
              "It was good to meet you at Aqua Nor in Trondheim, and I wanted to follow up on our talk about crude fish oil from Nouadhibou.",
              found="It was good to meet you at Aqua Nor in Trondheim", expected="",
              note="a fair meeting claimed for a buyer whose record has no note")),

    # N060 -> P039, s4, Spanish, another first e-mail using the note (no fair named)
    Mail("P039", "s4",
         "Corvina entera eviscerada 2-4 kg – disponibilidad",
         """Estimado Mariano:

Le confirmo que tenemos disponible corvina congelada entera eviscerada de 2 a 4 kg, tal como la busca Congelados Pujadas. Podemos cargar un contenedor de 40' en Nouadhibou a finales de mes con destino a Vigo.

La corvina es de pesca artesanal y se congela en nuestra planta con número de autorización UE, en cajas de 20 kg.

¿Le preparo una oferta en firme?

Un saludo,

Mohamed Lemine Ould Ahmed Salem
Cap Blanc Produits de la Mer SARL
Nouadhibou, Mauritania""",
         "another first e-mail wholly in Spanish using the note (whole gutted 2-4 kg); 'Estimado Mariano:' with usted; company without S.L.",
         Twin("company_foreign", "body", "tal como la busca Congelados Pujadas", "tal como la busca Almeida & Filhos",
              found="Almeida & Filhos", expected="Congelados Pujadas S.L.",
              note="the other meagre buyer of this set (the Portuguese wholesaler) named as the addressee's company")),
]
