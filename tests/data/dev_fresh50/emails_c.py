"""Natural e-mails N041-N060: a second e-mail to 20 buyers, each with its twin's one edit."""
from mail import Mail, Twin


def t(text: str) -> str:
    return text.strip("\n")


MAILS = [
    # N041 ------------------------------------------------------------------------------------
    Mail("P001", "s1",
         "Re: Arctic char fillets – trial pallet",
         t("""
Hi Danielle,

Just following up on my e-mail from two weeks ago with our price for skin-on, trim D fillets. Have you had a chance to look at it?

Since then our ASC certificate has been renewed for another three years, so there would be no gap in certification for Green Family Seafood's customers. We also have space on the reefer leaving Reykjavík for Portland on the 14th, if you would like a trial pallet before Lent.

Happy to jump on a call whenever suits you.

Best,
Þórdís
Skjálfandi Æður og Bleikja hf.
+354 464 2190
"""),
         "follow-up on the writer's own price e-mail; the company in the possessive without "
         "LLC; given name only in the signature; Reykjavík, Portland",
         Twin("company_foreign", "for Green Family Seafood's customers", "for Walters & Finch's customers",
              "another US buyer's company of this set (P025)",
              found="Walters & Finch", expected="Green Family Seafood")),
    # N042 ------------------------------------------------------------------------------------
    Mail("P002", "s1",
         "Arctic char fillets from Iceland for 加藤水産",
         t("""
Dear Mr Kato,

I am Þórdís Hallgrímsdóttir, export manager at Skjálfandi Æður og Bleikja hf. in Húsavík, Iceland. I am writing to 株式会社加藤水産 because Arctic char is still rare on the Japanese market, and we believe it has a future there as a sashimi and sushi fish.

Our char grows on land in clean spring water and is processed within hours of harvest. We can offer frozen skin-on fillets or whole gutted fish, both in sashimi grade.

Would you be interested in a sample shipment?

Yours sincerely,
Þórdís Björk Hallgrímsdóttir
Export Manager
Skjálfandi Æður og Bleikja hf.
Húsavík, Iceland
+354 464 2190
"""),
         "another, shorter first e-mail in English; `Mr Kato` romanised from the kanji family "
         "name; the company in kanji without 株式会社 in the subject and in full in the body",
         Twin("country_wrong", "on the Japanese market", "on the Korean market",
              "a neighbouring country's market for the buyer's Japan",
              found="Korean", expected="Japanese")),
    # N043 ------------------------------------------------------------------------------------
    Mail("P004", "s1",
         "Nachfrage: Muster Seesaibling-Filets",
         t("""
Grüezi Frau Hafner

Vor zwei Wochen haben wir Ihnen das Muster mit 10 kg TK-Filets vom Seesaibling geschickt, zusammen mit dem Veterinärzeugnis. Ist die Sendung gut angekommen?

Gerne würde ich erfahren, wie Ihnen die Filets geschmeckt haben und ob die Grössen für Ihre Kundschaft passen. Für eine erste Bestellung könnten wir eine halbe Palette (ca. 500 kg) per Kühl-LKW ab Rotterdam liefern.

Freundliche Grüsse
Þórdís Hallgrímsdóttir
Skjálfandi Æður og Bleikja hf.
Tel. +354 464 2190
"""),
         "follow-up in Swiss German on the sample the note asked for; no company of the buyer "
         "named; Rotterdam",
         Twin("artifact", "und ob die Grössen für Ihre Kundschaft passen. ", "und ob die ",
              "a sentence cut off mid-clause and run into the next",
              found="und ob die Für eine", expected="und ob die Grössen für Ihre Kundschaft passen. Für eine")),
    # N044 ------------------------------------------------------------------------------------
    Mail("P005", "s1",
         "冰島北極紅點鮭魚片 — 黃記海產合作提案",
         t("""
黃經理您好：

我是冰島Skjálfandi Æður og Bleikja hf.的出口經理Þórdís。冒昧來信，是想向黃記海產介紹我們的北極紅點鮭（Arctic char）魚片。

北極紅點鮭是鮭魚的近親，肉質細緻、呈粉紅色，適合生魚片、燒烤或火鍋。我們在冰島北部以地熱加溫的泉水陸上養殖，並取得ASC認證。魚片帶皮去刺，單片真空包裝，急速冷凍。

我們可經鹿特丹轉運至高雄港，報價條件為CFR高雄。如黃記海產有興趣，我們很樂意寄送樣品。

敬祝 商祺

Þórdís Björk Hallgrímsdóttir
出口經理
Skjálfandi Æður og Bleikja hf.
冰島 胡薩維克
電話：+354 464 2190
"""),
         "another first e-mail, wholly in traditional Chinese; the company's short form (黃記海產) "
         "in subject and body; category in Chinese with the English name; 敬祝 商祺 closing; "
         "Húsavík transcribed; CFR Kaohsiung",
         Twin("company_missing", "想向黃記海產介紹", "想向貴公司介紹",
              "every mention of the company (subject and body) replaced by 貴公司",
              found="貴公司", expected="黃記海產股份有限公司",
              more=(("subject", "— 黃記海產合作提案", "— 貴公司合作提案"),
                    ("body", "如黃記海產有興趣", "如貴公司有興趣")))),
    # N045 ------------------------------------------------------------------------------------
    Mail("P006", "s1",
         "[Skjálfandi] 아이슬란드 아이더다운 이불 – 시험 주문 관련 문의",
         t("""
박정숙 팀장님께,

안녕하세요. 아이슬란드 Skjálfandi Æður og Bleikja hf.의 Þórdís입니다.

지난번 보내 드린 아이더다운 검사 자료와 솜털 사진은 잘 받아 보셨는지요? 한결침구에서 검토하시는 데 도움이 되었기를 바랍니다.

백화점 매장용으로 말씀드린 시험 주문 20채는 퀸 사이즈와 슈퍼싱글 사이즈로 준비할 수 있습니다. 모든 이불에는 일련번호와 한국어·영어 인증서 카드가 함께 들어갑니다.

편하신 시간에 화상 통화로 자세히 설명드려도 될까요?

감사합니다.

Þórdís Björk Hallgrímsdóttir 드림
수출 담당 매니저
Skjálfandi Æður og Bleikja hf.
+354 464 2190
"""),
         "follow-up wholly in Korean on the data sent after the fair; the company without "
         "주식회사; the department stores of the note as the channel; Korean bed sizes; 드림 "
         "after the sender's Latin name",
         Twin("company_misspelled", "한결침구에서 검토하시는", "한걸침구에서 검토하시는",
              "걸 for 결 in the company name",
              found="한걸침구", expected="한결침구")),
    # N046 ------------------------------------------------------------------------------------
    Mail("P008", "s1",
         "Piumini d'edredone islandese – prezzi 155x200 e 200x200",
         t("""
Gentile Signor Cociarelli,

è stato un piacere conoscerLa all'HOMI di Milano a settembre. Come richiesto, Le invio i prezzi dei nostri piumini d'edredone nelle misure 155x200 e 200x200 cm:

- 155x200 cm, 700 g di piumino d'edredone: 2.950 €
- 200x200 cm, 900 g di piumino d'edredone: 3.780 €

I prezzi si intendono per pezzo, resa DAP Milano. In allegato trova anche il certificato di analisi del piumino rilasciato dall'ispezione ufficiale islandese per il lotto di questa stagione.

Resto a disposizione per qualsiasi domanda.

Cordiali saluti,

Þórdís Björk Hallgrímsdóttir
Responsabile Export
Skjálfandi Æður og Bleikja hf.
Húsavík, Islanda
+354 464 2190
"""),
         "another first e-mail, wholly in Italian, answering the note's requests after the fair "
         "it records; category in Italian (piumini d'edredone); Italian number format; no "
         "company of the buyer named",
         Twin("contact_wrong", "Gentile Signor Cociarelli,", "Gentile Signor Iannucci,",
              "another Italian buyer's family name (P037) in the greeting",
              found="Iannucci", expected="Cociarelli")),
    # N047 ------------------------------------------------------------------------------------
    Mail("P010", "s1",
         "Following up: eiderdown price list for your hotel customers",
         t("""
Dear Andrew,

I hope you are well. I am following up on my e-mail about traceability and the inspection certificates, and attach the GBP price list I promised, delivered to your warehouse.

I know that as Head of Buying you will want to see a duvet before committing, so I can lend you one 135x200 cm single duvet for your team to try. If the boutique hotels you supply would like to offer their guests something truly Icelandic, a small card telling the story of the eider colony can go with every duvet.

Best wishes,
Þórdís Hallgrímsdóttir
Export Manager
Skjálfandi Æður og Bleikja hf., Húsavík, Iceland
+354 464 2190
"""),
         "follow-up on the writer's own e-mail; the recorded title inside the sentence; the "
         "note's customers (boutique hotels); no company of the buyer named",
         Twin("title_wrong", "as Head of Buying you", "as Head of Sales you",
              "a sales head's title for the recorded buying head's",
              found="Head of Sales", expected="Head of Buying")),
    # N048 ------------------------------------------------------------------------------------
    Mail("P011", "s1",
         "Kauwsnacks van vissenhuid – gezondheidscertificaat en private label",
         t("""
Beste Ties,

Leuk dat we elkaar op Interzoo in Neurenberg hebben gesproken. Zoals beloofd stuur ik u hierbij de informatie over onze kauwsnacks van vissenhuid voor honden.

Gezondheidscertificaat: elke zending gaat vergezeld van het EU-gezondheidscertificaat voor kauwartikelen voor honden, afgegeven door de IJslandse voedselautoriteit MAST via TRACES.

Private label: wij verpakken de snacks in zakjes van 100 g met uw eigen ontwerp; de minimale afname is 5.000 zakjes per ontwerp.

Volgende week stuur ik proefmonsters naar Van Gelder Dierenvoeding.

Met vriendelijke groet,

Þórdís Björk Hallgrímsdóttir
Exportmanager
Skjálfandi Æður og Bleikja hf.
Húsavík, IJsland
+354 464 2190
"""),
         "another first e-mail, wholly in Dutch, answering the note's two needs after the fair "
         "it records; category in Dutch; Neurenberg, IJsland; company without B.V.",
         Twin("sender_wrong", "Skjálfandi Æður og Bleikja hf.\nHúsavík",
              "Skjálfanda Æður og Bleikja hf.\nHúsavík",
              "the sender's company misspelt in the signature",
              found="Skjálfanda Æður og Bleikja hf.", expected="Skjálfandi Æður og Bleikja hf.")),
    # N049 ------------------------------------------------------------------------------------
    Mail("P013", "s1",
         "Sample box delivered? Fish skin dog chews",
         t("""
Hi Katherine,

The courier tells me our 2 kg sample box of fish skin dog chews reached your office on Tuesday. I hope the rolls, twists and cubes passed the taste test with your dogs.

On the import side, MAST has confirmed it can issue the health certificate in the wording the DAFF conditions ask for, so nothing on our end should hold up a permit for Randolph Pet Supplies.

Let me know what you think of the samples, and whether 5 kg bulk cartons or retail bags would suit you better.

Cheers,
Þórdís
Skjálfandi Æður og Bleikja hf.
+354 464 2190
"""),
         "follow-up on the sample the note asked for; company without Pty Ltd; MAST, DAFF",
         Twin("company_foreign", "a permit for Randolph Pet Supplies", "a permit for Hunt Pet Distributors",
              "another dog-chew buyer's company of this set (P015, Canada)",
              found="Hunt Pet Distributors", expected="Randolph Pet Supplies")),
    # N050 ------------------------------------------------------------------------------------
    Mail("P016", "s2",
         "Suivi – échantillon de géranium rosat",
         t("""
Madame Rémy,

Je me permets de revenir vers vous au sujet de l'échantillon de 50 ml d'huile essentielle de géranium rosat envoyé il y a trois semaines, avec la fiche IFRA et le bulletin d'analyse.

Avez-vous pu l'évaluer au laboratoire ? Si le profil vous convient, nous pouvons réserver pour Rémy Arômes et Parfums une partie de la récolte de printemps, dont la distillation commence fin avril.

Je reste à votre écoute.

Bien cordialement,

Rim Chaabane Ben Romdhane
Terre et Essences du Cap Bon SARL
+216 72 285 407
"""),
         "follow-up in French on the sample and IFRA sheet the note asked for; company without "
         "SARL",
         Twin("artifact", "Si le profil vous convient", "Si le le profil vous convient",
              "a doubled word", found="le le profil", expected="le profil")),
    # N051 ------------------------------------------------------------------------------------
    Mail("P019", "s2",
         "Organic prickly pear seed oil for 성진코스메틱",
         t("""
Dear Mr Kim,

I am writing to you as 구매팀 과장 at 주식회사 성진코스메틱, following your request at in-cosmetics Korea for our COSMOS certificate and a 1 kg sample of prickly pear seed oil.

The certificate is attached. The sample (1 kg, lot PP-2511) leaves Tunis by express courier this Thursday and should reach Seoul within five working days.

Prickly pear seed oil is light, absorbs quickly and is rich in vitamin E and sterols, which makes it a good fit for serums and eye creams.

Kind regards,
Rim Chaabane Ben Romdhane
Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
+216 72 285 407
"""),
         "another first e-mail answering the note's needs after the fair it records; the "
         "recorded Hangul title and company inside an English sentence, the company without "
         "주식회사 in the subject; Tunis, Seoul",
         Twin("title_wrong", "as 구매팀 과장 at", "as 영업팀 과장 at",
              "a sales team manager's title for the recorded purchasing team manager's",
              found="영업팀 과장", expected="구매팀 과장")),
    # N052 ------------------------------------------------------------------------------------
    Mail("P020", "s2",
         "Έλαιο σπόρων φραγκόσυκου από την Τυνησία",
         t("""
Αγαπητέ κύριε Βιτσαξή,

Ονομάζομαι Rim Chaabane και είμαι υπεύθυνη εξαγωγών στην εταιρεία Terre et Essences du Cap Bon SARL, στο Ναμπέλ της Τυνησίας. Σας γράφω γιατί πιστεύω ότι το ψυχρής έκθλιψης έλαιο σπόρων φραγκόσυκου που παράγουμε θα ταίριαζε στα προϊόντα της Βιτσαξής Φυσικά Καλλυντικά.

Το έλαιό μας είναι βιολογικό, ανεπεξέργαστο, με φυσικό πρασινοχρυσό χρώμα, πλούσιο σε λινολεϊκό οξύ και βιταμίνη Ε. Κάθε παρτίδα συνοδεύεται από πιστοποιητικό ανάλυσης.

Θα χαρώ να σας στείλω δείγμα και τιμοκατάλογο σε ευρώ.

Με εκτίμηση,

Rim Chaabane Ben Romdhane
Chargée des exportations
Terre et Essences du Cap Bon SARL
Ναμπέλ, Τυνησία
+216 72 285 407
"""),
         "another first e-mail, wholly in Greek: vocative greeting, the company without Ι.Κ.Ε. "
         "after a feminine genitive article; category in Greek; the sender's Latin name, "
         "company and French title inside Greek text; Nabeul in Greek",
         Twin("company_missing", "της Βιτσαξής Φυσικά Καλλυντικά.", "της εταιρείας σας.",
              "the only mention of the company replaced by `της εταιρείας σας` (your company)",
              found="της εταιρείας σας", expected="Βιτσαξής Φυσικά Καλλυντικά Ι.Κ.Ε.")),
    # N053 ------------------------------------------------------------------------------------
    Mail("P021", "s2",
         "EU organic prickly pear seed oil – 5 kg minimum",
         t("""
Dear Ms Hering,

Following our conversation at VIVANESS in Nuremberg, here is a short summary of our offer for Hering Naturkosmetik:

- Product: cold-pressed prickly pear seed oil (Opuntia ficus-indica), unrefined
- Certification: EU organic (certificate attached), as you require
- Packing: 1 kg and 5 kg aluminium bottles, so your 5 kg minimum is no problem
- Price: EUR 398 per kg, delivered to Germany

If you would like a 100 ml sample before ordering, I can send it straight away.

Best regards,
Rim Chaabane Ben Romdhane
Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
Tel. +216 72 285 407
r.chaabane@terre-essences.com.tn
"""),
         "another first e-mail, in English, answering the note's needs after the fair it "
         "records; company without GmbH; a bulleted offer",
         Twin("sender_wrong", "+216 72 285 407", "+212 72 285 407",
              "the sender's phone with another country code (Morocco's)")),
    # N054 ------------------------------------------------------------------------------------
    Mail("P022", "s2",
         "Earthenware tagines for Devos Huis & Keuken",
         t("""
Dear Mr Devos,

Tagine cooking has become popular in Belgium, and I believe the handmade tagines from our workshops in Nabeul, Tunisia, would sell well at Devos Huis & Keuken.

Our earthenware tagines are glazed inside and out with a lead-free glaze and can be used in the oven and, with a diffuser, on gas or ceramic hobs. We make them in three sizes and six colours, and from 300 pieces we can make a colour exclusively for you.

Shall I send you a sample set of three?

Kind regards,
Rim Chaabane Ben Romdhane
Export Officer, Terre et Essences du Cap Bon SARL
Nabeul, Tunisia
+216 72 285 407
"""),
         "another, English first e-mail to the Flemish buyer; company with its ampersand and "
         "without BV; the sender's title translated",
         Twin("country_wrong", "popular in Belgium", "popular in the Netherlands",
              "a neighbouring country for the buyer's Belgium",
              found="the Netherlands", expected="Belgium")),
    # N055 ------------------------------------------------------------------------------------
    Mail("P025", "s3",
         "Re: Silk suzanis about 2 x 3 m",
         t("""
Dear Phillip,

I wanted to check whether the photos of our eleven silk suzanis reached you, and whether any of them caught your eye.

Two of the pieces (nos. 4 and 9, both about 2 x 3 m, in the Nurota style) have been asked about by another customer, so if Walters & Finch is interested in those, please let me know this week and I will hold them for you.

We can also have new suzanis embroidered in your colour palette; that takes about five months.

Best regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ
+998 66 233 41 75
"""),
         "follow-up on the writer's own photos (the note's request); company in short form",
         Twin("category_wrong", "our eleven silk suzanis reached you", "our eleven ikat silk panels reached you",
              "a neighbouring Uzbek textile for the buyer's suzani embroideries",
              found="ikat silk panels", expected="silk suzanis")),
    # N056 ------------------------------------------------------------------------------------
    Mail("P027", "s3",
         "Uzbek pchak knives for ООО «Торговый дом Гришина»",
         t("""
Dear Ms Grishina,

It was a pleasure to meet you at the Klinok show in Moscow. I am writing in English so that your colleagues can read it too, but I am happy to continue in Russian.

As you asked, we have an expert opinion for every pchak model confirming that it is a household knife and not a cold weapon. I attach the opinion for our 16 cm carbon-steel pchak with a horn handle.

We could supply ООО «Торговый дом Гришина» with a first mixed order of 200 knives in five models.

Kind regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ
Samarkand, Uzbekistan
+998 66 233 41 75
"""),
         "another first e-mail, in English, answering the note's need after the fair it records; "
         "`Ms Grishina` romanised from the Cyrillic family name; the company in Cyrillic in "
         "full inside English text",
         Twin("company_misspelled", "supply ООО «Торговый дом Гришина» with", "supply ООО «Торговый дом Грищина» with",
              "щ for ш in the family name in the company",
              found="Торговый дом Грищина", expected="Торговый дом Гришина")),
    # N057 ------------------------------------------------------------------------------------
    Mail("P029", "s3",
         "Nachfrage zu unserer Preisliste – Pchak-Messer",
         t("""
Sehr geehrter Herr Zirme,

vor zwei Wochen habe ich Ihnen unsere Preisliste für die Pchak-Messer geschickt. Ich wollte nachfragen, ob Sie Gelegenheit hatten, sie anzusehen.

Für den Anfang schlage ich ein gemischtes Sortiment von 30 Messern in drei Modellen vor, jeweils mit Lederscheide und deutscher Pflegeanleitung. Auf Wunsch gravieren wir „Messerhaus Zirme“ auf die Klinge.

Ich freue mich auf Ihre Rückmeldung.

Mit freundlichen Grüßen

Jasurbek Abdurahmonov
Zarafshon Hunar Savdo MChJ
Samarkand, Usbekistan
Tel. +998 66 233 41 75
"""),
         "follow-up in German on the writer's own price list; the company without e.K. in "
         "German quotes",
         Twin("contact_wrong", "Sehr geehrter Herr Zirme,", "Sehr geehrter Herr Zirner,",
              "a near-miss family name in the greeting",
              found="Zirner", expected="Zirme")),
    # N058 ------------------------------------------------------------------------------------
    Mail("P030", "s3",
         "Red and black barberries for Al Mazrouei Foodstuff Trading",
         t("""
Dear Mr Al Mazrouei,

Greetings from Samarkand. I understand you supply Iranian and Afghan restaurants in Dubai, and I would like to offer you our dried barberries.

Our red barberries are seedless and bright, ideal for zereshk polo; our black barberries are the ones used in Afghan and Uzbek plov. We pack both in 10 kg cartons and provide a certificate of origin and a phytosanitary certificate with every shipment.

May I send you samples of both, with our price list CFR Jebel Ali?

Best regards,
Jasurbek Abdurahmonov
Head of Export
Zarafshon Hunar Savdo MChJ
+998 66 233 41 75
"""),
         "another first e-mail answering the note (its customers, documents and cartons); "
         "`Mr Al Mazrouei` with the family name's article; company without L.L.C. in the "
         "subject; Jebel Ali",
         Twin("artifact", "with every shipment.",
              "with every shipment. We pack both in 10 kg cartons and provide a certificate of "
              "origin and a phytosanitary certificate with every shipment.",
              "a repeated sentence",
              found="with every shipment. We pack both in 10 kg cartons",
              expected="with every shipment.")),
    # N059 ------------------------------------------------------------------------------------
    Mail("P036", "s4",
         "天然チクルガムベースのご案内（合成ポリマー不使用・FSSC 22000認証）",
         t("""
Yoshida Seika Co., Ltd.
吉田 学 様

グアテマラのAgroartesanías de la Verapaz, S.A.で輸出を担当しておりますMarta Elena Caal Chocでございます。

先日はISMケルンの当社ブースにお立ち寄りいただき、誠にありがとうございました。天然チューインガムの新シリーズをご開発中と伺い、当社のチクル（天然ガムベース）をご紹介させていただきたく、ご連絡いたしました。

当社のチクルは、ペテン県の森林でサポジラの木から手作業で採取した天然樹液のみを原料とし、合成ポリマーは一切使用しておりません。また、工場はFSSC 22000の認証を取得しております。

試作用のサンプル（5kg）をお送りすることも可能です。ご検討のほど、よろしくお願い申し上げます。

Marta Elena Caal Choc
Gerente de Comercio Exterior（貿易部長）
Agroartesanías de la Verapaz, S.A.
グアテマラ・コバン
+502 7951 2846
"""),
         "another first e-mail, wholly in Japanese, after the fair the note records, answering "
         "its two points; the company in its recorded Latin form in the address block with the "
         "kanji name and 様; the sender's Spanish title with a Japanese gloss; Cobán in katakana",
         Twin("note_wrong", "ISMケルンの当社ブース", "FOODEX JAPANの当社ブース",
              "a fair the note does not name in place of the one it does",
              found="FOODEX JAPAN", expected="ISMケルン")),
    # N060 ------------------------------------------------------------------------------------
    Mail("P039", "s4",
         "Huipiles tejidos a mano para Carrasco Artesanía Textil",
         t("""
Estimado Inocencio:

Le escribo desde Cobán, en las tierras altas de Guatemala, tras nuestra conversación en Intergift Madrid. En Agroartesanías de la Verapaz, S.A. trabajamos con unas doscientas tejedoras mayas q'eqchi', poqomchi' y k'iche' que tejen huipiles en telar de cintura.

Para Carrasco Artesanía Textil podríamos preparar una primera colección de 40 huipiles de cuatro pueblos distintos, cada uno con una ficha de la tejedora y la historia de su diseño, pensada para los clientes de una tienda de comercio justo.

Pagamos a las tejedoras un precio justo acordado con sus cooperativas; con gusto le envío el detalle.

Saludos cordiales,

Marta Caal
Agroartesanías de la Verapaz, S.A.
Cobán, Guatemala
+502 7951 2846
"""),
         "another first e-mail, in Spanish, after the fair the note records, built on its "
         "fair-trade shop; the given name alone with `Estimado`; company without S.L.; Mayan "
         "peoples' names with their apostrophes",
         Twin("company_missing", "Para Carrasco Artesanía Textil podríamos", "Para su tienda podríamos",
              "every mention of the company (subject and body) replaced by `su tienda` (your shop)",
              found="su tienda", expected="Carrasco Artesanía Textil S.L.",
              more=(("subject", "a mano para Carrasco Artesanía Textil", "a mano para su tienda"),))),
]
