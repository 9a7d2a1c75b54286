"""Natural e-mails N041-N060: a second e-mail to 20 buyers (the 18 with a note, P007 and P038)."""
from mail import Mail, Twin


def t(s: str) -> str:
    return s.strip("\n")


MAILS = [
    # N041
    Mail("P001", "s1",
         "Muster 08B-1 und 16B-1: Ihre Erfahrungen?",
         t("""
Guten Tag Frau Weller,

vor drei Wochen haben wir Ihnen je 5 m Rollenkette 08B-1 und 16B-1 als Muster geschickt; laut Sendungsverfolgung sind sie in Ihrem Wareneingang angekommen.

Konnte Ihre Werkstatt die Ketten schon an den Rundballenpressen testen? Falls Sie eine andere Ausführung brauchen, etwa mit verlängerten Bolzen oder vernickelt, sagen Sie mir bitte Bescheid; wir fertigen auch kleine Serien.

Für ein erstes Angebot genügen mir die ungefähren Jahresmengen je Kettentyp.

Viele Grüße aus Daugavpils
Jeļena Kuzņecova
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "follow-up on the writer's own samples; German; 'Guten Tag Frau Weller', no company of "
         "the buyer named, the chain codes again",
         Twin("sender_wrong", "body", "Jeļena Kuzņecova\n", "Jeļena Kuzņecovs\n",
              "Jeļena Kuzņecova",
              "the sender's family name in its Latvian masculine form (-s for -a)",
              found="Jeļena Kuzņecovs")),
    # N042
    Mail("P002", "s1",
         "Combine harvester chains: catalogue and DAP Lviv prices",
         t("""
Dear Mr Babiuk,

Thank you for asking about our chains. As head of the supply department at ТОВ «Бабʼюк Агро», you will find everything in the attached catalogue: roller chains for headers, feeder houses and grain elevators of combine harvesters, made to ISO 606 and matched to the main Western and CIS combine models.

All prices in the catalogue are DAP Lviv, including transit from Daugavpils through Poland. We can usually load within ten days of order.

Best regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "another, shorter first e-mail answering the note's request; English; the family name "
         "romanised (Babiuk) in the greeting, the company in Cyrillic inside an English sentence, "
         "the recorded title translated (head of the supply department), Lviv",
         Twin("title_wrong", "body", "As head of the supply department at",
              "As head of the sales department at", "Керівник відділу постачання",
              "a sales title for the recorded head of supply",
              found="head of the sales department")),
    # N043
    Mail("P005", "s1",
         "Cotação das correntes ASA 60 e ASA 80",
         t("""
Olá Léo,

tudo bem? Escrevo para saber se o senhor conseguiu analisar a cotação que enviei na semana passada para as correntes ASA 60 e ASA 80.

As amostras de 3 metros já foram despachadas por courier e devem chegar à Andrade Implementos Agrícolas até sexta-feira. Assim a equipe técnica pode montá-las numa plantadeira antes do início do plantio.

Se quiser, podemos marcar uma chamada rápida para fecharmos quantidades e prazos de entrega.

Um abraço,
Jeļena Kuzņecova
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "follow-up on the writer's own quote and samples; Portuguese (Brazil); 'Olá Léo' with "
         "'o senhor', the company with the contracted article (à Andrade …) and without Ltda.",
         Twin("artifact", "body",
              "Se quiser, podemos marcar uma chamada rápida para fecharmos quantidades e prazos de "
              "entrega.",
              "Se quiser, podemos marcar uma chamada rápida para",
              "Se quiser, podemos marcar uma chamada rápida para fecharmos quantidades e prazos de "
              "entrega.",
              "a sentence cut off", found="podemos marcar uma chamada rápida para")),
    # N044
    Mail("P006", "s1",
         "Japanese price list for Latgalian ceramics",
         t("""
Dear Ikeda-san,

Thank you for meeting us at Ambiente in Frankfurt. Please find attached our price list in Japanese for the pieces you liked, the black-fired jugs and the candlesticks, together with the rest of our Latgalian ceramics.

All pieces are handmade by potters near Daugavpils. Prices are quoted CIF Yokohama, and we can consolidate small orders with other Japanese shipments.

With best regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
Tel. +371 65 427 719
"""),
         "another, shorter first e-mail after the fair the note records; English; 'Ikeda-san' "
         "(the family name romanised, with -san), no company of the buyer named",
         Twin("sender_wrong", "body", "Tel. +371 65 427 719", "Tel. +371 65 472 719",
              "+371 65 427 719", "two digits of the sender's phone swapped",
              found="+371 65 472 719")),
    # N045
    Mail("P007", "s1",
         "Following up: Latgalian ceramics catalog",
         t("""
Hi Allen,

Just following up on my note from two weeks ago about our Latgalian ceramics. I've attached the catalog with wholesale prices in case it got buried in your inbox.

For a first order at Thompson Home & Hearth, many stores start with a mixed case: six candlesticks, six jugs and twelve small bowls, split between the black smoke-fired and the brown-and-green glazed pieces. That keeps the opening order under $1,500 FOB Riga.

Happy to jump on a quick call if that's easier.

Best,
Jeļena Kuzņecova
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "follow-up on the writer's own cold e-mail (N007); English (US); the company without LLC",
         Twin("artifact", "body", "six candlesticks, six jugs",
              "six candlesticks, six candlesticks, six jugs", "six candlesticks, six jugs",
              "a doubled phrase", found="six candlesticks, six candlesticks")),
    # N046
    Mail("P008", "s1",
         "Your sample candlesticks are on their way",
         t("""
שלום אריאל,

A quick update: the two sample candlesticks left Daugavpils today by DHL Express, one black smoke-fired and one with the brown-and-green glaze. The tracking number is 4471 2093 85, and delivery to your office is expected on Thursday.

Once you have seen and handled them, I would be glad to hear your thoughts, and to help with a first order whenever שפירא עיצוב הבית בע"מ is ready.

Best regards,
Jeļena
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "follow-up on the writer's own promise of samples (N008); English with Hebrew greeting; "
         "signed with the given name only; the company in Hebrew inside an English sentence",
         Twin("artifact", "body", "The tracking number is 4471 2093 85",
              "The tracking number is {tracking_number}", "4471 2093 85",
              "a template placeholder left in the text", found="{tracking_number}")),
    # N047
    Mail("P011", "s1",
         "Gerookte paling 300-400 g, vacuüm verpakt",
         t("""
Beste Anouk,

Leuk dat we elkaar op Seafood Expo Global in Barcelona hebben gesproken. Zoals beloofd stuur ik u het aanbod voor Visgroothandel Engels B.V.: warmgerookte paling van 300-400 g per stuk, per stuk vacuüm verpakt, in dozen van 10 kg.

De paling wordt boven elzenhout gerookt in Daugavpils en komt binnen drie dagen met de koelwagen bij u aan. De prijslijst zit in de bijlage.

Met vriendelijke groet,
Jeļena Kuzņecova
Hoofd Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "another, shorter first e-mail after the fair the note records; Dutch; the category in "
         "Dutch (warmgerookte paling), the note's size and packing",
         Twin("company_foreign", "body", "voor Visgroothandel Engels B.V.",
              "voor De Gruson Textiel & Kunst B.V.", "Visgroothandel Engels B.V.",
              "the other Dutch buyer of this set (a textile shop) in the company's place",
              found="De Gruson Textiel & Kunst B.V.")),
    # N048
    Mail("P014", "s1",
         "Re: smoked eel, CITES permit application",
         t("""
Dear Mr Hall,

A short update on the CITES side. We have prepared the export permit application to the Latvian Nature Conservation Agency for a first trial lot of 100 kg of smoked eel and will file it as soon as you confirm the quantity. Processing usually takes three to four weeks, so if you would like the eel in time for the Christmas trade, it would help to confirm by the end of this month.

I've attached the draft permit details so your importer can prepare the UK import permit in parallel.

Kind regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "follow-up on the writer's own e-mail about the note's CITES paperwork (N014); English "
         "(UK); no company of the buyer named",
         Twin("contact_wrong", "body", "Dear Mr Hall", "Dear Mr Hill", "Tony Hall",
              "a near-miss family name in the greeting", found="Mr Hill")),
    # N049
    Mail("P015", "s1",
         "Smoked eel documents in Korean, after Seoul Food",
         t("""
Dear 김지영 대표님,

It was good to meet you at Seoul Food at KINTEX. As you prefer documents in Korean, I have attached our product specification, the certificate of analysis and the price list translated into Korean, and this English note only as a cover.

Our alder-smoked eel is vacuum-packed and frozen at -30 °C, and we already work with a customs broker in Busan, so deliveries to restaurants in Korea can be arranged with little effort on your side.

With best regards,
Jeļena Kuzņecova
Head of Export
SIA "Dinaburgas Tirdzniecības Nams"
+371 65 427 719
"""),
         "another, shorter first e-mail after the fair the note records (documents in Korean); "
         "English with the Korean name and title-honorific in the greeting; 'Korea' for South "
         "Korea; Busan",
         Twin("country_wrong", "body", "restaurants in Korea", "restaurants in Japan",
              "South Korea", "a neighbouring country for the buyer's own", found="Japan")),
    # N050
    Mail("P016", "s2",
         "跟进：整只熟冻南方帝王蟹CIF大连报价",
         t("""
王经理您好！

上周我发送了为大连王氏水产有限公司准备的CIF大连报价（整只熟冻南方帝王蟹，单只1.5-2公斤），不知您是否已收到？

今年的捕捞季已于七月开始，目前货源充足。如您需要，我们可以先安排一个20英尺冷冻柜的试单，并随货提供卫生证书和原产地证书。

期待您的回复。

Cristián Oyarzún
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "follow-up on the writer's own quote (N016); simplified Chinese; the note's crab size "
         "again, the company in full",
         Twin("company_missing", "body", "为大连王氏水产有限公司准备的", "为贵公司准备的",
              "大连王氏水产有限公司",
              "the only mention of the company replaced by '贵公司' (your company)",
              found="贵公司")),
    # N051
    Mail("P019", "s2",
         "Grade A uni in 100 g trays, air freight to Narita",
         t("""
Dear Mr Nakamura,

Thank you for your time at the Japan International Seafood & Technology Expo in Tokyo. Following our conversation, we can offer grade A sea urchin roe from the Strait of Magellan in 100 g trays, flown to Narita via Santiago and arriving about 40 hours after packing.

I attach our weekly availability and prices CPT Narita for the season from September. We would be glad to start with a trial of 50 trays.

Best regards,
Cristián Oyarzún
Export Manager
Sabores del Estrecho SpA
Punta Arenas, Chile
"""),
         "another, shorter first e-mail after the fair the note records (grade A uni, 100 g "
         "trays, Narita); English; 'Mr Nakamura' (the family name romanised)",
         Twin("sender_wrong", "body", "Sabores del Estrecho SpA", "Sabores del Estrecho Ltda.",
              "Sabores del Estrecho SpA",
              "the sender's legal form SpA written Ltda. (another Chilean form)",
              found="Sabores del Estrecho Ltda.")),
    # N052
    Mail("P022", "s2",
         "Campioni di confettura di calafate",
         t("""
Gentile signora Forza,

le scrivo per sapere se i 12 vasetti campione di confettura di calafate, spediti due settimane fa, sono arrivati in buone condizioni.

Se il gusto ha convinto lei e i suoi clienti, possiamo preparare il primo ordine con etichetta in italiano già per la prossima spedizione consolidata, che parte da Punta Arenas a fine mese.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,
Cristián Oyarzún
Sabores del Estrecho SpA
+56 61 2 238 450
"""),
         "follow-up on the writer's own samples (N022); Italian; no company of the buyer named",
         Twin("sender_wrong", "body", "Cristián Oyarzún\n", "Cristián Oyarzo\n",
              "Cristián Oyarzún", "a near-miss Chilean family name for the sender's",
              found="Cristián Oyarzo")),
    # N053
    Mail("P024", "s3",
         "Campione Mandheling Grade 1: ha avuto modo di assaggiarlo?",
         t("""
Gentile signora Tartini,

il campione pre-spedizione da 300 g di Mandheling Grade 1 triple-picked dovrebbe esserle arrivato la settimana scorsa. Ha avuto modo di tostarlo e di fare il cupping?

Il lotto da cui è stato prelevato è di 80 sacchi da 60 kg e lo teniamo riservato per Torrefazione Tartini fino alla fine del mese. La spedizione da Belawan a Genova richiede circa cinque settimane, quindi il caffè arriverebbe in Italia in tempo per le miscele invernali.

Cordiali saluti,
Martua Simanjuntak
PT Horas Karya Toba
Medan, Indonesia
"""),
         "follow-up on the writer's own sample (N024); Italian; the company without S.r.l.; "
         "Genova",
         Twin("country_wrong", "body", "arriverebbe in Italia", "arriverebbe in Svizzera",
              "Italy", "a neighbouring country for the buyer's own", found="Svizzera")),
    # N054
    Mail("P025", "s3",
         "Sumatran lots for Burnett Coffee Roasters",
         t("""
Hi Curtis,

Thanks for the chat at MICE, the Melbourne International Coffee Expo. You said you're interested in wet-hulled lots, so I've put together three Mandhelings from the current harvest, all Grade 1, with cupping notes and prices CFR Melbourne in the attached sheet.

Happy to send samples whenever suits.

Cheers,
Martua Simanjuntak
PT Horas Karya Toba
+62 61 4156 2290
"""),
         "another, very short first e-mail after the fair the note records; English (AU); the "
         "fair's full name, the company without Pty Ltd in the subject",
         Twin("note_wrong", "body", "interested in wet-hulled lots", "interested in fully washed lots",
              "wet-hulled lots", "the note's wet-hulled lots misquoted as fully washed",
              found="fully washed lots")),
    # N055
    Mail("P027", "s3",
         "Photo catalogue of naturally dyed pieces",
         t("""
Dear Thijmen,

Following my earlier e-mail, I attach the photo catalogue of our naturally dyed ulos, with sizes and trade prices. Every piece in it is dyed only with indigo, mengkudu root and tree bark, as you asked.

If you choose before the end of next month, the cloths can travel by sea to Rotterdam in time for the Tong Tong Fair.

Met vriendelijke groet,
Martua Simanjuntak
PT Horas Karya Toba
Medan, Indonesia
"""),
         "follow-up on the writer's own offer of a catalogue (N027); English with a Dutch "
         "closing; the note's fair and natural dyes",
         Twin("category_wrong", "body", "our naturally dyed ulos", "our naturally dyed batik",
              "ulos textiles", "a neighbouring Indonesian textile (batik) for ulos",
              found="batik")),
    # N056
    Mail("P029", "s3",
         "Andaliman certifié bio (UE) : certificat joint",
         t("""
Madame,

Suite à notre rencontre au SIAL Paris, je vous confirme que notre andaliman est certifié biologique pour l'Union européenne. Vous trouverez ci-joint le certificat en cours de validité ainsi que notre offre pour Épices Allain SARL, en sacs de 5 kg.

Je reste à votre disposition pour l'envoi d'un échantillon.

Cordialement,
Martua Simanjuntak
Responsable export, PT Horas Karya Toba
"""),
         "another, shorter first e-mail after the fair the note records (EU organic); French; "
         "'Madame,' alone, title and company on one signature line",
         Twin("artifact", "subject", "certifié bio (UE)", "certifié bio bio (UE)", "bio",
              "a doubled word in the subject", found="bio bio")),
    # N057
    Mail("P032", "s4",
         "Lab results for our latest omena lot",
         t("""
Dear Ms Kasozi,

Further to my e-mail last week, I attach the laboratory report for the lot we are holding for you: 58.2% crude protein, 9.1% moisture and 1.4% sand, comfortably above the 55% your poultry feed needs.

I know that as procurement officer you will want to check it against your own intake tests, so we can also send a 2 kg sample from the same bags for Kasozi Animal Feeds to analyse.

Kind regards,
Millicent Ochieng
Winam Bay Produce Limited
+254 57 202 3418
"""),
         "follow-up on the writer's own e-mail (N032); English; the recorded title in lower case "
         "inside a sentence, the company without (U) Ltd, the note's 55%",
         Twin("title_wrong", "body", "as procurement officer", "as procurement manager",
              "Procurement Officer", "one rung up (officer -> manager)",
              found="procurement manager")),
    # N058
    Mail("P034", "s4",
         "Offre d'omena séché rendu Goma",
         t("""
Monsieur Tshibangu,

Comme vous préférez le français, voici notre offre en quelques lignes. Winam Bay Produce Limited vous propose de l'omena séché du lac Victoria, en sacs de 50 kg, rendu Goma par camion via Kampala. Le délai est d'environ une semaine à partir de Kisumu.

Nos prix pour un camion complet sont joints à ce message.

Cordialement,
Millicent Ochieng
Export Sales Manager, Winam Bay Produce Limited
"""),
         "another, shorter first e-mail answering the note (French; Goma via Kampala); French; "
         "title and company on one signature line",
         Twin("artifact", "body", "Nos prix pour un camion complet sont joints à ce message.",
              "Nos prix pour un camion complet sont joints à ce message. Nos prix pour un camion "
              "complet sont joints à ce message.",
              "Nos prix pour un camion complet sont joints à ce message.",
              "a sentence repeated",
              found="Nos prix pour un camion complet sont joints à ce message. Nos prix pour un "
                    "camion complet sont joints à ce message.")),
    # N059
    Mail("P035", "s4",
         "Pishori prices: 5 kg and 25 kg bags",
         t("""
Dear Ms Shamma,

As promised after Gulfood, please find attached our prices CFR Jebel Ali for pishori rice in 5 kg and 25 kg bags. The 5 kg bags can carry your own brand, or ours with an Arabic sticker, as most retailers in the UAE prefer.

The new crop from Ahero is milled in March, so an order placed this month would be loaded in Mombasa in early April.

Kind regards,
Millicent Ochieng
Winam Bay Produce Limited
"""),
         "follow-up on the writer's own e-mail (N035); English; 'the UAE' for United Arab "
         "Emirates, the note's fair and bag sizes",
         Twin("country_wrong", "body", "retailers in the UAE", "retailers in Qatar",
              "United Arab Emirates", "a neighbouring Gulf country for the buyer's own",
              found="Qatar")),
    # N060
    Mail("P038", "s4",
         "Jaggery samples for पौडेल ट्रेडर्स",
         t("""
नमस्ते लक्ष्मी जी,

I hope you received the sample box of jaggery we sent last month, with the 1 kg block and the powder. If you have had a chance to try them, I would be grateful for your feedback on colour and sweetness, as we can adjust both.

Our next production run starts in two weeks, so this is a good time to reserve a first container for पौडेल ट्रेडर्स प्रा. लि.

धन्यवाद,
Millicent Ochieng
Export Sales Manager
Winam Bay Produce Limited
m.ochieng@winambay.co.ke
+254 57 202 3418
"""),
         "follow-up on the writer's own samples (N038); English with Nepali greeting and closing; "
         "the company in Devanagari, short in the subject",
         Twin("sender_wrong", "body", "m.ochieng@winambay.co.ke", "m.ochieng@winam-bay.co.ke",
              "m.ochieng@winambay.co.ke", "a hyphen added to the sender's e-mail domain",
              found="m.ochieng@winam-bay.co.ke")),
]
