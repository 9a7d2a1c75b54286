"""Second e-mails N041-N060 to 20 buyers (the 18 with a note, and P002, P025): 8 follow-ups on the
writer's own earlier e-mail, quote or sample, and 12 other, shorter first e-mails."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N041
    Mail("P001", "s1",
         "Re: Galletti price list and shelf life – following IFE London",
         t("""
Dear Clive,

I hope the price list and the shelf-life report reached you safely. I wanted to check whether you have had a chance to look at them, and whether the 200 g pack suits Duffy Fine Foods or a smaller 100 g snack pack would work better on your shelves.

We have a production slot in three weeks' time; if you would like a trial pallet from it, I would need to know by the end of the month.

Best wishes,
Marthese

Marthese Grech Azzopardi | Bir id-Deheb Foods Ltd | +356 2167 4418
"""),
         "follow-up on the writer's own e-mail (N001: price list and shelf-life data, as the note "
         "asked); the sender signs with her given name, then a one-line signature",
         Twin("artifact",
              "if you would like a trial pallet from it, I would need to know by the end of the month.",
              "if you would like a trial pallet from it, I would need to",
              "if you would like a trial pallet from it, I would need to know by the end of the month.",
              "the sentence is cut off", found="I would need to")),
    # N042
    Mail("P003", "s1",
         "Galletti crackers – samples of three varieties for Lehmann Feinkost GmbH",
         t("""
Dear Ms Lehmann,

Following our conversation at ISM in Cologne, I would be glad to send you the samples you asked for: our galletti crackers in three varieties – original, multigrain and black pepper.

Could you confirm the delivery address for the parcel? As Leiterin Einkauf you may also want our product specifications and the listing terms for Germany; I can include them in the same parcel.

Best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
marthese.grech@birideheb-foods.com.mt
"""),
         "another, shorter first e-mail in English to a German buyer; the fair the note records in its "
         "English name (ISM in Cologne for ISM in Köln); the recorded German title in an English sentence",
         Twin("sender_wrong", "marthese.grech@birideheb-foods.com.mt", "marthese.grech@birideheb-food.com.mt",
              "marthese.grech@birideheb-foods.com.mt",
              "the sender's e-mail domain misspelled (food for foods)")),
    # N043
    Mail("P004", "s1",
         "Kosher certificates for our galletti crackers",
         t("""
Dear Ms Greenberg,

I understand that before you list any new product you need a kosher certificate for every item. I have attached one for each of our three galletti crackers – original, multigrain and black pepper – issued in the name of Bir id-Deheb Foods Ltd, Żejtun, Malta.

Could we send a sample box to גרינברג יבוא ושיווק בע"מ for your tasting panel? Delivery to Israel takes about a week by air.

Kind regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail; the contact's family name transliterated (Greenberg for "
         "גרינברג), as an English writer addresses her; the company in Hebrew script as recorded",
         Twin("artifact", "you need a kosher certificate for every item", "you need a kosher certificate for for every item",
              "for every item", "a doubled word", found="for for")),
    # N044
    Mail("P006", "s1",
         "Pastizzi for Melbourne's Maltese clubs",
         t("""
Hi Joshua,

A short note from Malta: we make frozen pastizzi – ricotta and pea – in Żejtun, and I gather that Griffin Bakery Supplies delivers to many of the Maltese clubs and cafés around Sunshine and St Albans.

Our pastizzi bake from frozen in 25 minutes and come 40 to a carton. If you think your customers would take them, I'd love to send a trial carton over.

Cheers,
Marthese Grech Azzopardi
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail using the note's customers; Australian register",
         Twin("contact_wrong", "Hi Joshua,", "Hi Jason,", "Joshua",
              "another given name in the greeting", found="Jason")),
    # N045
    Mail("P007", "s1",
         "Frozen pastizzi for Bradley Foods – bilingual cartons",
         t("""
Dear Jennifer,

Thank you again for your time at SIAL Canada in Toronto. As Category Manager, Frozen, you told me that bilingual labels are a must: our Canadian cartons can be printed in English and French, and the ingredient list follows the CFIA format.

Our frozen pastizzi (ricotta and pea, 40 pieces per carton) would be new to Bradley Foods Inc.'s frozen range. May I send two sample cartons to your office?

Best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail; the recorded title with its comma inside a sentence; the "
         "company with a possessive after `Inc.`",
         Twin("company_misspelled", "would be new to Bradley Foods Inc.'s", "would be new to Bradly Foods Inc.'s",
              "Bradley Foods Inc.", "the e of Bradley lost", found="Bradly Foods Inc.")),
    # N046
    Mail("P009", "s1",
         "Following up: CIF New York quote for frozen pastizzi",
         t("""
Dear Ms Powell,

I am following up on the CIF New York quote for a 20 ft reefer of frozen pastizzi and the FDA facility registration that I sent you two weeks ago. Have you had a chance to review them with your team?

Our next sailing with reefer space from the Malta Freeport is at the end of the month, so if Powell Imports would like to move ahead, I can hold 1,150 cartons for you until Friday.

Kind regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
+356 2167 4418
"""),
         "follow-up on the writer's own quote (N009), restating the note's request",
         Twin("note_wrong", "on the CIF New York quote", "on the CIF Philadelphia quote", "CIF New York",
              "the note records a CIF New York quote", found="CIF Philadelphia")),
    # N047
    Mail("P011", "s1",
         "Prickly pear cordial from Malta – price list and technical sheets",
         t("""
Dear Mr Storladi,

It was good to meet you at Cibus in Parma. As promised, I enclose our export price list and the technical sheets for our prickly pear cordial, in English; an Italian version follows next week.

The cordial is made in Żejtun from Maltese prickly pears, packed in 500 ml glass bottles, and diluted one to six. I think it could sit well in Storladi Bevande S.r.l.'s bar syrup range, and I would be happy to send samples to Italy.

Kind regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail in English answering the note's request (listino, schede "
         "tecniche) and naming its fair (Cibus in Parma)",
         Twin("company_missing", "sit well in Storladi Bevande S.r.l.'s bar syrup range",
              "sit well in your company's bar syrup range", "Storladi Bevande S.r.l.",
              "the one mention of the company replaced by `your company`", found="your company")),
    # N048
    Mail("P012", "s1",
         "EU organic prickly pear cordial for Zeldenrust Dranken",
         t("""
Dear Vera,

As Zeldenrust Dranken supplies organic and health-food shops, I thought you might like to know that our prickly pear cordial from Malta is EU organic certified. I attach the certificate, which you said you would need before any listing.

The cordial comes in 500 ml glass bottles, six to a carton, and we can deliver to the Netherlands within a week.

Met vriendelijke groet,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail in English with a Dutch closing; uses the note (organic and "
         "health-food shops; EU organic certificate)",
         Twin("category_wrong", "our prickly pear cordial from Malta", "our elderflower cordial from Malta",
              "prickly pear cordial", "elderflower cordial, a neighbouring product, for prickly pear cordial",
              found="elderflower cordial")),
    # N049
    Mail("P013", "s1",
         "Re: prickly pear cordial – ingredient list in Japanese",
         t("""
Dear Mr Kondo,

I hope the Japanese ingredient list for our prickly pear cordial reached you after FOODEX Japan. If your team needs any changes to the wording for the label, we can make them on our side before the first shipment.

Could you also let me know how many cases you would like for a trial order? We usually ship to Japan by sea in mixed reefer loads, about five weeks to Tokyo.

With best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "follow-up on the writer's own e-mail (N013) in English; `Mr Kondo` for 近藤 京助 "
         "(transliterated family name)",
         Twin("artifact",
              "we can make them on our side before the first shipment.",
              "we can make them on our side before the first shipment. If your team needs any changes to the wording for the label, we can make them on our side before the first shipment.",
              "If your team needs any changes to the wording for the label, we can make them on our side "
              "before the first shipment.", "a whole sentence written twice",
              found="before the first shipment. If your team needs any changes to the wording for the label")),
    # N050
    Mail("P015", "s1",
         "Halal prickly pear cordial – Arabic back labels ready",
         t("""
Dear Mr Abdullah Al Mheiri,

Thank you again for visiting us at Gulfood in Dubai. As Purchasing Manager (مدير المشتريات) at شركة المهيري للمواد الغذائية ذ.م.م, you asked for two things before a first order: a halal certificate and Arabic back labels for our prickly pear cordial. Both are now ready, and I attach them here.

We can ship a first pallet to the UAE within three weeks of your order.

Best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "another, shorter first e-mail in English; the contact's Arabic name transliterated with the "
         "given name (Gulf style); the recorded title translated with the Arabic in brackets; the "
         "company in Arabic script inside an English sentence",
         Twin("title_wrong", "As Purchasing Manager (مدير المشتريات)", "As Sales Manager (مدير المبيعات)",
              "مدير المشتريات", "a sales title for the buyer's purchasing one, in both languages",
              found="Sales Manager (مدير المبيعات)")),
    # N051
    Mail("P017", "s2",
         "Seguimiento: cotización CFR de cloruro de potasio",
         t("""
Estimada Sabrina:

Le escribo en español, ya que me dijo en Agrishow que también lo prefiere al inglés. Quería saber si recibió la cotización CFR Paranaguá de cloruro de potasio (muriate of potash) granulado, 60% K2O mínimo, que le envié hace diez días.

Si Fertilizantes da Paz necesita otro puerto o big bags en lugar de granel, con gusto ajusto la oferta.

Saludos cordiales,
Lina Fawwaz Twal
Gerente de Ventas Externas
Madaba Turath Trading Co. Ltd.
+962 5 324 6180
"""),
         "follow-up on the writer's own quote, wholly Spanish, the second language the note allows; "
         "company without `Ltda.`",
         Twin("sender_wrong", "Lina Fawwaz Twal\nGerente", "Lina Fawwaz Tawil\nGerente", "Lina Fawwaz Twal",
              "the sender's family name misspelled (Tawil for Twal)", found="Lina Fawwaz Tawil")),
    # N052
    Mail("P022", "s2",
         "Plateaux en mosaïque de Madaba : 60 et 80 cm",
         t("""
Madame,

Suite à notre rencontre à Maison&Objet en janvier, je vous adresse nos propositions de plateaux ronds en mosaïque, en 60 et en 80 cm de diamètre, comme vous le souhaitiez. Tous sont faits à la main à Madaba, en marbre et pierre naturelle.

Si la collection convient à Lenoir Intérieurs, nous pourrons vous envoyer un premier plateau échantillon avant une commande.

Bien à vous,
Lina Fawwaz Twal
Madaba Turath Trading Co. Ltd.
l.twal@madabaturath.jo
"""),
         "another, shorter first e-mail in French with `Madame,` alone; answers the note (round tops of "
         "60 and 80 cm, Maison&Objet, January)",
         Twin("company_foreign", "convient à Lenoir Intérieurs,", "convient à Besse Déco,",
              "Lenoir Intérieurs SAS", "Besse Déco Sàrl is another mosaic tabletops buyer of this batch",
              found="Besse Déco")),
    # N053
    Mail("P024", "s3",
         "原料炭（強粘結炭）のご案内：天津経由での供給",
         t("""
伊藤鉱産株式会社
原料部長 伊藤洋介様

お問い合わせいただき、誠にありがとうございます。モンゴル・ダルハンのKharaa Trade LLCで貿易を担当しておりますGankhuyag Bat-Erdeneと申します。

弊社はタバントルゴイ地区の強粘結炭を取り扱っております。主な品質はCSR 62～65、灰分約10％、硫黄分約0.6％です。ご要望の天津経由でのお届けが可能で、天津港FOBまたは日本向けCFRにてお見積もりいたします。

ご検討いただけましたら幸いです。

Gankhuyag Bat-Erdene
Kharaa Trade LLC（モンゴル・ダルハン）
bat-erdene@kharaatrade.mn
"""),
         "another first e-mail, wholly Japanese; the address block with company and the recorded title; "
         "answers the note (CSR, ash, sulphur; through Tianjin); the category as 原料炭 / 強粘結炭",
         Twin("note_wrong", "ご要望の天津経由", "ご要望の大連経由", "Tianjin",
              "the note asks for delivery through Tianjin, not Dalian", found="大連経由")),
    # N054
    Mail("P027", "s3",
         "Re: sheep casings 20/22 and 22/24 mm – samples",
         t("""
Dear Mr Bolnbach,

Following up on my e-mail after IFFA: have the ten sample hanks in 20/22 and 22/24 mm arrived in good condition? I would be glad to hear your team's view on the calibration and the salting.

If the quality suits Bolnbach Naturdärme, we could ship a first barrel of each calibre next month.

Kind regards,
Gankhuyag Bat-Erdene
Foreign Trade Manager
Kharaa Trade LLC, Darkhan, Mongolia
+976 7037 2245
"""),
         "follow-up on the writer's own e-mail and samples (N027), in English; company shortened",
         Twin("sender_wrong", "Kharaa Trade LLC, Darkhan, Mongolia", "Kharaa Trade LLC, Erdenet, Mongolia",
              "Darkhan", "the sender's city given as Erdenet, another Mongolian city", found="Erdenet")),
    # N055
    Mail("P030", "s3",
         "Конина халяль из Монголии для ТОО «Сарыарқа Ет»",
         t("""
Уважаемый Бауыржан,

рад был познакомиться с Вами на Foodexpo Qazaqstan. Kharaa Trade LLC поставляет замороженную конину халяль из Дархана: бескостные отрубы в коробках по 25 кг, с ветеринарным и халяль-сертификатом на каждую партию.

Поставки в Казахстан идут рефрижераторными контейнерами по железной дороге. Если ТОО «Сарыарқа Ет» заинтересовано, вышлю прайс-лист и образец спецификации.

С уважением,
Ганхуяг Бат-Эрдэнэ
Kharaa Trade LLC
"""),
         "another, shorter first e-mail, wholly Russian; the fair and halal from the note; the company "
         "in Cyrillic with «» and the Kazakh letter қ",
         Twin("country_wrong", "Поставки в Казахстан", "Поставки в Кыргызстан", "Kazakhstan",
              "the buyer is in Kazakhstan; Kyrgyzstan is its neighbour", found="Кыргызстан")),
    # N056
    Mail("P033", "s4",
         "Suivi : notre offre de jicama fraîche FOB Puerto Cortés",
         t("""
Bonjour Monsieur Robert,

Je reviens vers vous au sujet de notre offre de jicama fraîche à 14,50 USD la caisse de 20 kg, FOB Puerto Cortés. Avez-vous pu l'étudier ?

La récolte bat son plein à Choluteca et nous avons encore de la place sur le départ du 15 du mois prochain. Si Les Importations Robert inc. souhaite un premier conteneur, il nous faudrait votre confirmation d'ici dix jours.

Cordialement,
Glenda Marisol Zelaya Banegas
Agroexportadora Golfo de Fonseca, S. de R.L.
"""),
         "follow-up on the writer's own offer (N033), wholly French as the note asks",
         Twin("artifact", "Suivi : notre offre de jicama fraîche FOB Puerto Cortés",
              "Suivi : notre notre offre de jicama fraîche FOB Puerto Cortés",
              "notre offre", "a doubled word in the subject", part="subject", found="notre notre")),
    # N057
    Mail("P037", "s4",
         "WW sınıfı gam reçinesi (gum rosin) – Akça Kimya için 20 tonluk deneme partisi",
         t("""
Sayın Zekayi Akça,

Honduras'tan Agroexportadora Golfo de Fonseca, S. de R.L. adına yazıyorum. Talep ettiğiniz WW sınıfı gam reçinesi (gum rosin) için yumuşama noktası en az 76 °C olan partilerimiz mevcuttur; son analizlerimiz 77–78 °C göstermektedir.

Akça Kimya için 20 tonluk deneme partisini 25 kg'lık torbalarda, CFR Mersin olarak teklif edebiliriz. Satın Alma Müdürü olarak onayınız için önceden 1 kg numune de gönderebiliriz.

Saygılarımla,
Glenda Marisol Zelaya Banegas
Gerente de Ventas de Exportación
Agroexportadora Golfo de Fonseca, S. de R.L.
"""),
         "another first e-mail, wholly Turkish; answers the note (WW, 76 °C minimum, 20 t trial lot); "
         "company shortened (`Akça Kimya`); the recorded title inside a sentence; Turkish apostrophe "
         "suffixes (Honduras'tan, kg'lık)",
         Twin("company_missing", "Akça Kimya için 20 tonluk", "Firmanız için 20 tonluk",
              "Akça Kimya San. ve Tic. A.Ş.",
              "every mention of the company (subject and body) replaced by `firmanız` (your firm)",
              found="Firmanız",
              also=(("subject", "Akça Kimya için", "firmanız için"),))),
    # N058
    Mail("P039", "s4",
         "Seguimiento: muestra de 5 kg de semilla de morro",
         t("""
Estimada señora Quintanilla:

¿Ya recibió la muestra de 5 kg de semilla de morro que le enviamos? Nos interesa mucho saber cómo salió en sus pruebas de horchata.

Si el resultado es bueno, podemos preparar un primer pedido en sacos de 25 kg con entrega en El Salvador por camión en dos días.

Saludos cordiales,
Glenda Marisol Zelaya Banegas
Agroexportadora Golfo de Fonseca, S. de R.L.
+504 2782 3391
"""),
         "follow-up on the writer's own sample (N039), wholly Spanish",
         Twin("note_wrong", "la muestra de 5 kg de semilla", "la muestra de 10 kg de semilla", "5 kg",
              "the note records a 5 kg sample", found="10 kg")),
    # N059
    Mail("P002", "s1",
         "Re: Maltese galletti crackers for Casey Continental",
         t("""
Dear Lauren,

I wrote to you a few weeks ago about our galletti crackers and wanted to make sure my e-mail didn't get lost. We are putting together a consolidated shipment to Australia next month, and a few sample cartons for Casey Continental could travel with it at no cost to you.

Just let me know the delivery address.

Best regards,
Marthese Grech Azzopardi
Head of Export Sales
Bir id-Deheb Foods Ltd
"""),
         "follow-up on the writer's own cold e-mail (N002); the company without `Pty Ltd`",
         Twin("contact_wrong", "Dear Lauren,", "Dear Ms Carey,", "Lauren Casey",
              "a near-miss family name (Carey for Casey)", found="Ms Carey")),
    # N060
    Mail("P025", "s3",
         "몽골산 강점결탄 공급 제안 – 주식회사 서해스틸",
         t("""
서정웅 원료구매팀장님께,

처음 연락드립니다. 몽골 다르항에 있는 Kharaa Trade LLC의 대외무역 담당 Gankhuyag Bat-Erdene입니다.

저희는 남고비 지역에서 생산되는 강점결탄(hard coking coal)을 공급하고 있습니다. CSR 62~65, 회분 약 10%, 황분 약 0.6%이며, 중국 톈진항을 통해 포항이나 광양까지 약 5일이면 도착합니다.

주식회사 서해스틸의 시험 구매를 검토해 주시면 상세 사양서와 CFR 가격을 보내 드리겠습니다.

감사합니다.
Gankhuyag Bat-Erdene 드림
Kharaa Trade LLC
+976 7037 2245
"""),
         "another first e-mail, wholly Korean; the greeting with the full recorded title; the category "
         "as 강점결탄 with the English in brackets; Darkhan in Hangul (다르항)",
         Twin("note_wrong", "처음 연락드립니다.", "지난달 부산 철강 전시회에서 인사드린 데 이어 연락드립니다.",
              "(no meeting recorded)",
              "claims a meeting at a steel fair in Busan; the buyer has no note",
              found="지난달 부산 철강 전시회에서 인사드린 데 이어")),
]
