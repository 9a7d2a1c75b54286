"""Natural e-mails N016-N040: the first e-mail to each buyer of s1 (Naranjal, Paraguay), s3
(Teranga Saloum, Senegal) and s4 (Manyara Highlands, Tanzania), each with its twin's edit."""

from mail import Edit, mail

SIG1 = """Luz Marina Giménez Cáceres
Jefa de Comercio Exterior
Naranjal Esencias y Taninos S.A.E.C.A.
Coronel Oviedo, Paraguay
+595 521 203 417 | lmgimenez@naranjal.com.py"""
SIG3 = """Mame Diarra Ndiaye
Responsable Export
Teranga Saloum Export SUARL
Kaolack, Sénégal
+221 33 941 27 60 | md.ndiaye@teranga-saloum.sn"""
SIG4 = """Zawadi Kimaro
Managing Director
Manyara Highlands Trading (T) Ltd
Arusha, Tanzania
+255 27 254 8193 | zawadi@manyarahighlands.co.tz"""

MAILS = [
    mail(
        "W016",
        "s1",
        "Petitgrain oil: COA and 100 ml sample for Parfums Bousquet",
        """
Dear Mr Gillet,

Thank you for your request. Our 100 ml sample of petitgrain oil leaves Asunción tomorrow by
DHL, together with the certificate of analysis of the same lot (batch PG-2611).

A few facts about the oil:
- Steam-distilled in Caaguazú from the leaves and twigs of bitter orange (Citrus aurantium
  var. amara), which we call apepú
- Linalyl acetate about 50%, linalool about 25% (GC profile on the COA)
- IFRA certificate and allergen declaration available on request
- Packed in 180 kg drums; 25 kg drums for smaller orders

Most of the world's petitgrain oil comes from Paraguay, and we distil it all year round, so
we can hold a fixed price for six months for a contract quantity.

I look forward to your comments on the sample.

Kind regards,
Luz Marina Giménez
Naranjal Esencias y Taninos S.A.E.C.A.
Coronel Oviedo, Paraguay
""",
        "style=reply to the note's request with bullets; note used (COA and 100 ml sample); Mr + "
        "family name; company without its legal form; bitter orange and apepú (another fruit's "
        "word inside the category); Caaguazú, Asunción; the sender signs with her first family "
        "name only, as Paraguayans do",
        Edit(
            "sender_wrong",
            "body",
            "Luz Marina Giménez\nNaranjal Esencias y Taninos S.A.E.C.A.",
            "Luz Marina Jiménez\nNaranjal Esencias y Taninos S.A.E.C.A.",
            "the sender's family name spelled with J",
            found="Luz Marina Jiménez",
            expected="Luz Marina Giménez",
        ),
    ),
    mail(
        "W017",
        "s1",
        "Huile essentielle de petitgrain du Paraguay – Gilliéron Essences",
        """
Madame Rosselat,

Je me permets de vous contacter au nom de Naranjal Esencias y Taninos, distillerie de
petitgrain à Coronel Oviedo, au Paraguay.

Nous produisons une huile essentielle de petitgrain Paraguay, distillée à la vapeur à partir
des feuilles de bigaradier, et nous la livrons à des maisons de parfumerie en Suisse, en
France et en Allemagne. Pour Gilliéron Essences, nous pouvons proposer :

- des fûts de 25 kg ou de 180 kg ;
- une qualité standard et une qualité rectifiée, plus douce en tête ;
- un certificat d'analyse par lot et les documents IFRA ;
- une livraison DAP à votre adresse, dédouanement suisse inclus.

Je vous enverrai volontiers un échantillon de 50 ml.

Veuillez agréer, Madame, l'expression de mes salutations distinguées.

Luz Marina Giménez
Responsable du commerce extérieur
Naranjal Esencias y Taninos S.A.E.C.A.
+595 521 203 417
""",
        "style=formal letter wholly in French with the formal close; Madame + family name in "
        "the greeting and Madame alone in the close; company without its legal form; the "
        "sender's title in French; bigaradier; Swiss customs",
        Edit(
            "company_misspelled",
            "subject",
            "Gilliéron Essences",
            "Gillieron Essences",
            "the accent of Gilliéron dropped",
        ),
    ),
    mail(
        "W018",
        "s1",
        "Petitgrain oil from Paraguay – direct from the distillery",
        """
Hi Haley,

I'm Luz Marina from Naranjal Esencias y Taninos S.A.E.C.A., a petitgrain distiller in
Paraguay. I'm reaching out because Ortiz Flavors Inc. works with citrus notes, and we may
be able to shorten your supply chain for petitgrain oil.

Why buy direct from us:
- **Origin**: our own stills in Caaguazú, about 80% of the leaves from our contract growers
- **Quality**: GC on every lot; FCC-compliant, food grade, kosher certified
- **Logistics**: 180 kg drums, CIF New York or Miami, about five weeks door to door
- **Price**: no broker margin, and a fixed price for six months on a contract volume

As a senior buyer, you'll want to see the oil first, so I'd be glad to send a 50 ml sample
with the COA. Shall I?

Best,
Luz Marina
""",
        "style=LLM-style mail with bold labels; first-name greeting; company with its legal "
        "form; title lower-cased in a sentence; FCC, kosher; US ports; CIF; first-name "
        "signature",
        Edit(
            "note_wrong",
            "body",
            "Paraguay. I'm reaching out because",
            "Paraguay. It was great meeting you at IFT FIRST in Chicago in July. I'm reaching out "
            "because",
            "a meeting claimed for a buyer whose record has no note",
            found="It was great meeting you at IFT FIRST in Chicago in July.",
            expected="",
        ),
    ),
    mail(
        "W019",
        "s1",
        "Sulfited quebracho for sole leather – after Lineapelle",
        f"""
Gentile Sig. Pulci,

it was a pleasure to talk with you at Lineapelle in Milan in September. As promised, here are
the details of our sulfited quebracho extract for your sole leather production at
Conceria Niggli:

- Schinopsis balansae from the Paraguayan Chaco, extracted in our plant
- Sulfited (cold-soluble) powder, tannins 70-72%, insolubles below 1%
- 25 kg multi-ply paper bags, 20 t per 20' container
- CIF Livorno, about 45 days from Asunción via Montevideo

We also produce the ordinary (hot-soluble) grade, if you blend it for firmness.

I would be glad to send 5 kg for a tanning trial.

Cordiali saluti,
{SIG1}
""",
        "style=follow-up after a fair with bullets; note used (Lineapelle Milan, sulfited "
        "quebracho, sole leather); Italian greeting and sign-off; company without legal form; "
        "species name; Chaco; ports (Livorno, Asunción, Montevideo); the ordinary grade named "
        "as a variety",
        Edit(
            "category_wrong",
            "body",
            "here are\nthe details of our sulfited quebracho extract for your sole leather",
            "here are\nthe details of our sweet chestnut extract for your sole leather",
            "a neighbouring product: chestnut tannin instead of quebracho",
            found="sweet chestnut extract",
            expected="sulfited quebracho extract",
        ),
    ),
    mail(
        "W020",
        "s1",
        "Price: ordinary quebracho powder, 25 kg bags, CIF Chennai",
        f"""
வணக்கம் இடைக்காடர் அவர்களே,

Thank you for your enquiry to Naranjal. Please find our offer for
Vaniyambadi Tanning Industries below:

Product: quebracho extract, ordinary (hot-soluble), powder
Tannins: 63-65% (hide powder method)
Packing: 25 kg paper bags with PE liner, 800 bags per 20' container
Price: USD 1,540 per tonne CIF Chennai
Payment: 30% advance, balance against documents
Documents: invoice, packing list, certificate of origin for import into India
Shipment: January 2027, from Asunción via Montevideo

Many tanneries in Tamil Nadu blend our ordinary grade with wattle for vegetable-tanned
upper leather; we can also offer the sulfited grade at USD 1,690 per tonne.

Regards,
{SIG1}
""",
        "style=quotation in key: value lines answering the note (ordinary quebracho powder, 25 "
        "kg bags, CIF Chennai); Tamil greeting with the given name and the honorific அவர்களே; "
        "company short and long; Tamil Nadu; wattle (another tannin named as a blend partner)",
        Edit(
            "country_wrong",
            "body",
            "certificate of origin for import into India",
            "certificate of origin for import into Sri Lanka",
            "a neighbouring country as the buyer's country of import",
            found="Sri Lanka",
            expected="India",
        ),
    ),
    mail(
        "W021",
        "s1",
        "Quebracho extract from Paraguay for Curtumes Abreu",
        f"""
Exmo. Senhor António Costa Pires,

I am writing to you as Diretor de Compras of Curtumes Abreu, Lda. to introduce
Naranjal Esencias y Taninos, a producer of quebracho extract in the Paraguayan Chaco.

Tanneries in Alcanena and Felgueiras already use quebracho for vegetable-tanned and
retanned leather, and we would like to be one of your suppliers. We produce both the
ordinary and the sulfited grade, in 25 kg bags, and ship CIF Leixões or Lisbon every month.

If you tell me which grade and monthly volume you use, I will send a price and a 5 kg sample
for a trial in your drums.

Com os melhores cumprimentos,
{SIG1}
""",
        "style=formal first e-mail in English with a Portuguese greeting and sign-off; the full "
        "name after Exmo. Senhor; title in Portuguese inside an English sentence; company with "
        "its legal form; Portuguese leather towns and ports; drums meaning tannery drums",
        Edit(
            "company_missing",
            "subject",
            "for Curtumes Abreu",
            "for your tannery",
            "every mention of the company replaced by generic wording",
            found="your tannery",
            expected="Curtumes Abreu, Lda.",
            everywhere=(
                ("for Curtumes Abreu", "for your tannery"),
                ("of Curtumes Abreu, Lda. to introduce", "of your tannery to introduce"),
            ),
        ),
    ),
    mail(
        "W022",
        "s1",
        "パラグアイ産ステビア乾燥葉のご案内",
        """
株式会社瑞穂甘味料
購買部長 鈴木 裕太 様

はじめてご連絡いたします。パラグアイのNaranjal Esencias y Taninos S.A.E.C.A.で輸出を担当して
おります、ルス・マリナ・ヒメネスと申します。

ステビアはパラグアイ原産の植物で、当社はカニンデジュ県の契約農家からステビア乾燥葉を
集荷・選別し、輸出しております。

・品種：Stevia rebaudiana Bertoni（高Reb A系統）
・形態：全葉、またはカット葉（2～4 mm）
・梱包：20 kg圧縮ベール、40フィートコンテナで約12トン
・書類：成分分析書（ステビオシド、Reb A）、残留農薬分析書（ポジティブリスト対応）

貴社の抽出用原料として、サンプル1 kgをお送りすることも可能です。
ご検討のほど、よろしくお願い申し上げます。

Luz Marina Giménez Cáceres（ルス・マリナ・ヒメネス）
Jefa de Comercio Exterior / 輸出担当
Naranjal Esencias y Taninos S.A.E.C.A.
+595 521 203 417 | lmgimenez@naranjal.com.py
""",
        "style=letter wholly in Japanese with an address block (company, title, name 様); the "
        "sender's name in katakana and her title glossed; Canindeyú; Reb A, stevioside; "
        "positive list (Japanese pesticide rules) offered, not claimed as asked",
        Edit(
            "title_wrong",
            "body",
            "購買部長 鈴木 裕太 様",
            "購買課長 鈴木 裕太 様",
            "the title one level down (section chief for department head)",
            found="購買課長",
            expected="購買部長",
        ),
    ),
    mail(
        "W023",
        "s1",
        "Dried stevia leaves for stevia farming – Park Bio Farm",
        f"""
Dear Mr Park,

My name is Luz Marina Giménez and I export dried stevia leaves from Paraguay, where the
plant comes from.

I understand that many Korean farms use stevia leaves in their "stevia farming" method for
sweeter tomatoes and strawberries. Park Bio Farm Co., Ltd. may be interested in our leaves:
whole or broken dried leaves, sorted, in 20 kg bales, with a pesticide residue report for
each lot. We ship CFR Busan in 40' containers, and smaller lots by LCL.

Could we send you a price and a 2 kg sample?

Kind regards,
{SIG1}
""",
        "style=short first e-mail; Mr + family name (Korean); company with its legal form; "
        "tomatoes and strawberries named as what the leaves are used on; Busan; CFR; LCL",
        Edit(
            "contact_wrong",
            "body",
            "Dear Mr Park,",
            "Dear Mr Pak,",
            "the Korean family name in another spelling than the record's",
            found="Mr Pak",
            expected="Mr Park",
        ),
    ),
    mail(
        "W024",
        "s1",
        "EU-organic stevia leaves, cut 2-4 mm, for your tea blends",
        f"""
Beste mevrouw Daems,

Thank you for your interest in our stevia. You are looking for EU-organic stevia leaves, cut
2-4 mm, for the herbal tea blends of Van Landeghem Kruidenthee, and that is exactly the cut
we produce for tea packers in Germany and the Netherlands.

- Organic certificate (EU) by Control Union, with TRACES import certificates
- Tea-bag cut 2-4 mm, sieved and dust-free, steam-sterilised on request
- 20 kg paper bags, CIF Antwerp, about six weeks from Coronel Oviedo

Our stevia leaves sweeten without adding sugar, which suits rooibos and mint blends.

I can send 500 g of the current lot for a cup test.

Met vriendelijke groeten,
{SIG1}
""",
        "style=reply to the note (EU-organic, cut 2-4 mm, herbal tea blends) with bullets; "
        "Dutch greeting with mevrouw + family name and Dutch sign-off; company without legal "
        "form; TRACES; Antwerp; rooibos and mint named as blend partners",
        Edit(
            "artifact",
            "body",
            "for the herbal tea blends of Van Landeghem Kruidenthee, and that is exactly",
            "for the herbal tea blends of Van Landeghem Kruidenthee, andthat isexactly",
            "fused words",
            found="andthat isexactly",
            expected="and that is exactly",
        ),
    ),
    mail(
        "W025",
        "s3",
        "Bio-Baobabpulver aus dem Senegal – nach der BIOFACH",
        """
Sehr geehrte Frau Sammer,

wir haben uns im Februar auf der BIOFACH in Nürnberg kennengelernt, wo Sie nach
Bio-Baobabpulver gefragt haben. Die neue Ernte ist jetzt verarbeitet, und ich möchte Ihnen
für die Wallner Naturprodukte GmbH ein Angebot machen:

- Baobab-Fruchtpulver (Adansonia digitata), bio-zertifiziert nach EU-Verordnung
- fein gesiebt, Vitamin C und Ballaststoffe laut Analysezertifikat
- 25-kg-Säcke mit PE-Inliner, Lieferung DAP an Ihr Lager
- Lieferzeit ca. sechs Wochen ab Dakar

Gerne sende ich Ihnen ein Muster von 1 kg.

Mit freundlichen Grüßen
Mame Diarra Ndiaye
Exportleiterin
Teranga Saloum Export SUARL
Kaolack, Senegal
+221 33 941 27 60
""",
        "style=follow-up after a fair, wholly in German; note used (BIOFACH Nuremberg as "
        "Nürnberg, organic baobab powder); Sehr geehrte Frau + family name; company with legal "
        "form; the sender's title in German; Dakar; DAP",
        Edit(
            "note_wrong",
            "body",
            "wir haben uns im Februar auf der BIOFACH in Nürnberg kennengelernt",
            "wir haben uns im April auf der Natural & Organic Products Europe in London "
            "kennengelernt",
            "a meeting at a fair the note does not name",
            found="im April auf der Natural & Organic Products Europe in London",
            expected="Met at BIOFACH, Nuremberg (February 2026); asked for organic baobab powder",
        ),
    ),
    mail(
        "W026",
        "s3",
        "Organic baobab powder for Banks Superfoods",
        """
Dear Mr Bowen,

I'm writing from Teranga Saloum Export in Senegal. We process baobab fruit pulp into organic
baobab powder, and I believe it could sit well in the Banks Superfoods range next to your
other powders.

Our baobab powder is wild-harvested in the Kaolack and Thiès regions, dried in the pod and
milled without heat. It carries the EU and UK organic certificates and naturally contains
vitamin C and fibre. We sell it in 25 kg bags for blending or in 250 g retail pouches under
your label.

As buying manager, would you like to receive a spec sheet and a sample?

Kind regards,
Mame Diarra Ndiaye
Export Manager
Teranga Saloum Export SUARL
""",
        "style=formal first e-mail; Mr + family name; company without legal form (twice); "
        "Senegalese regions; title lower-cased in a sentence; the sender's title translated "
        "(Export Manager for Responsable Export); pouches",
        Edit(
            "company_foreign",
            "body",
            "could sit well in the Banks Superfoods range",
            "could sit well in the Edwards Nutrition range",
            "another buyer's company (the UK cod liver oil buyer)",
            found="Edwards Nutrition",
            expected="Banks Superfoods",
        ),
    ),
    mail(
        "W027",
        "s3",
        "Poudre de baobab bio pour Aliments Dubois",
        f"""
Bonjour Madame Bisson,

Je me présente : Mame Diarra Ndiaye, responsable export chez Teranga Saloum Export, au
Sénégal. Nous transformons le fruit du baobab – le « pain de singe » – en poudre bio, que nous
vendons à des fabricants de smoothies, de barres et de céréales.

Pour Aliments Dubois, nous pouvons offrir :
• poudre de baobab bio (UE et Canada Organic), finement tamisée ;
• sacs de 25 kg, expédition CIF Montréal par conteneur complet ou en groupage ;
• un certificat d'analyse par lot (vitamine C, fibres, microbiologie).

Puis-je vous envoyer un échantillon ?

Au plaisir de vous lire,
{SIG3}
""",
        "style=friendly first e-mail wholly in French (Québec buyer); Bonjour Madame + family "
        "name; pain de singe (another food's word); company without legal form; Canada "
        "Organic; CIF Montréal",
        Edit(
            "category_wrong",
            "body",
            "• poudre de baobab bio (UE et Canada Organic), finement tamisée ;",
            "• poudre de moringa bio (UE et Canada Organic), finement tamisée ;",
            "a neighbouring product: moringa powder instead of baobab powder",
            found="poudre de moringa bio",
            expected="poudre de baobab bio",
        ),
    ),
    mail(
        "W028",
        "s3",
        "Flor de jamaica de Senegal – oferta comparativa",
        """
Estimado Sr. Mares:

Me entero de que Distribuidora Alarcón compra actualmente flor de jamaica de Nigeria y que
busca una oferta para comparar. Con gusto le presento la nuestra, desde Kaolack, en el
corazón de la zona productora de Senegal:

- flor de jamaica entera (Hibiscus sabdariffa), variedad de cáliz rojo oscuro
- limpia y cribada, humedad máxima 12 %, sin tallos ni semillas
- sacos de 25 kg, unas 12 toneladas por contenedor de 40'
- CFR Manzanillo, cosecha nueva disponible desde enero

Muchos clientes en México nos dicen que nuestra flor da un color más intenso en el agua de
jamaica que la de Nigeria. Le propongo enviarle 2 kg para que lo compruebe.

Atentamente,
Mame Diarra Ndiaye
Responsable de Exportación
Teranga Saloum Export SUARL
+221 33 941 27 60
""",
        "style=letter wholly in Spanish answering the note (buys from Nigeria, wants a "
        "comparison offer); Estimado Sr. + first family name; company without legal form; "
        "flor de jamaica; Nigeria named as the current origin; Manzanillo; CFR; agua de jamaica",
        Edit(
            "country_wrong",
            "body",
            "Muchos clientes en México nos dicen",
            "Muchos clientes en Guatemala nos dicen",
            "a neighbouring country as the buyer's market",
            found="Guatemala",
            expected="México",
        ),
    ),
    mail(
        "W029",
        "s3",
        "Whole roselle calyces (洛神花) – following Food Taipei",
        f"""
陳副理您好,

Thank you for visiting our stand at Food Taipei in June and for your question about whole
roselle calyces. Our new crop from the Saloum is now dried, and I am pleased to offer 永豐源茶業
the following:

- Whole dried roselle (Hibiscus sabdariffa) calyces, deep red, hand-sorted
- Moisture below 12%, no stems, steam sterilisation available
- 20 kg cartons with PE liners, CIF Keelung or Kaohsiung
- Pesticide residue report for each lot, for Taiwan's import inspection

I know Taiwanese tea shops like whole calyces for roselle tea and candied roselle, so we keep
the calyces unbroken.

Best regards,
{SIG3}
""",
        "style=follow-up after a fair; Chinese greeting with family name and title "
        "(陳副理); note used (Food Taipei stand, whole roselle calyces); company in short "
        "Chinese form (永豐源茶業, without 股份有限公司); roselle and 洛神花 as the buyer's "
        "word for hibiscus; Taiwanese ports",
        Edit(
            "sender_wrong",
            "body",
            "Mame Diarra Ndiaye\nResponsable Export\nTeranga Saloum Export SUARL",
            "Mame Diarra Ndiaye\nResponsable Export\nTeranga Saloum Export SARL",
            "the sender's legal form changed (SARL for SUARL)",
            found="Teranga Saloum Export SARL",
            expected="Teranga Saloum Export SUARL",
        ),
    ),
    mail(
        "W030",
        "s3",
        "Hibiscus flowers from Senegal for Kraushaar Teehandel",
        f"""
Dear Ms Kroker,

Hibiscus is the base of most red fruit teas, and Senegal is one of its oldest origins. I
would like to offer Kraushaar Teehandel our dried hibiscus flowers for your blends:

1. Hibiscus sabdariffa, whole calyces or tea-bag cut (TBC 2-4 mm)
2. Steam-sterilised on request, tested for pesticides and pyrrolizidine alkaloids
3. 25 kg bags, delivered DAP Hamburg, or CIF Hamburg if you clear yourselves

Our harvest from the Saloum delta runs from November to January, so now is the best time to
fix volumes for 2027.

I would be happy to send samples of both cuts.

Kind regards,
{SIG3}
""",
        "style=first e-mail with a numbered list; Ms + family name; company without legal "
        "form; red fruit teas (other products named as uses); TBC cut; pyrrolizidine "
        "alkaloids; Saloum delta; Hamburg",
        Edit(
            "company_missing",
            "subject",
            "for Kraushaar Teehandel",
            "for your company",
            "every mention of the company replaced by generic wording",
            found="your company",
            expected="Kraushaar Teehandel GmbH & Co. KG",
            everywhere=(
                ("for Kraushaar Teehandel", "for your company"),
                ("offer Kraushaar Teehandel our", "offer your company our"),
            ),
        ),
    ),
    mail(
        "W031",
        "s3",
        "Haricots extra-fins par avion, cartons de 5 kg – suite à Fruit Logistica",
        f"""
Bonjour Monsieur Sauvage,

Nous nous sommes rencontrés à Fruit Logistica à Berlin en février, et vous m'aviez parlé de
vos besoins en haricots extra-fins par avion. La campagne a commencé dans les Niayes, et je
peux maintenant vous faire une proposition ferme pour Bailly Primeurs :

- haricots verts extra-fins, calibre ≤ 6 mm, équeutés à la main
- cartons de 5 kg, palettisés pour le fret aérien
- vols Dakar – Paris-CDG trois fois par semaine, livraison en 48 heures après récolte
- certification GLOBALG.A.P., campagne de novembre à avril

Si vous le souhaitez, je vous envoie un premier colis d'essai la semaine prochaine.

Bien à vous,
{SIG3}
""",
        "style=follow-up after a fair, wholly in French; note used (Fruit Logistica Berlin, "
        "extra-fine beans by air, 5 kg cartons); Bonjour Monsieur + family name; company "
        "without legal form; Niayes; Dakar and Paris-CDG; GLOBALG.A.P.; season",
        Edit(
            "artifact",
            "body",
            "Bonjour Monsieur Sauvage,",
            "Bonjour Monsieur\n,",
            "a broken greeting",
            found="Bonjour Monsieur\n,",
            expected="Bonjour Monsieur Sauvage,",
        ),
    ),
    mail(
        "W032",
        "s3",
        "Haricots verts fins du Sénégal – Paquay Légumes",
        f"""
Madame Simon,

Je suis Mame Diarra Ndiaye, responsable export de Teranga Saloum Export. Nous cultivons et
exportons des haricots verts fins et extra-fins du Sénégal, de novembre à avril, quand
l'offre européenne est la plus faible.

Pour Paquay Légumes, nous pouvons livrer par avion vers Liège ou Bruxelles, en cartons de 4 ou
5 kg, ou en barquettes de 200 g prêtes pour la grande distribution. Nos parcelles sont
certifiées GLOBALG.A.P. et chaque envoi part avec son certificat phytosanitaire.

Seriez-vous disponible pour un court échange téléphonique la semaine prochaine ?

Cordialement,
{SIG3}
""",
        "style=short first e-mail wholly in French (Walloon buyer); Madame + family name; "
        "company without legal form; Liège and Brussels airports; barquettes; season",
        Edit(
            "contact_wrong",
            "body",
            "Madame Simon,",
            "Madame Simonet,",
            "another family name close to the contact's",
            found="Simonet",
            expected="Simon",
        ),
    ),
    mail(
        "W033",
        "s4",
        "Pure beeswax in slabs for church candles",
        f"""
Αγαπητέ κύριε Κλήμη,

I understand that Κηροποιία Μακεδονίας makes church candles and needs pure beeswax without
paraffin, in slabs. That is what we produce.

Our beeswax comes from traditional log hives in the miombo forests of Tabora, in western
Tanzania, where no paraffin or stearin is used anywhere in the chain. We melt, filter and
cast it in 25 kg slabs, and each lot is tested in an EU laboratory for paraffin, acid and
ester values, so you can show your customers that the candles are 100% beeswax.

We ship CIF Thessaloniki; a 20' container holds about 18 tonnes.

Με εκτίμηση,
{SIG4}
""",
        "style=opening from the note (church candles, pure beeswax without paraffin, slabs); "
        "Greek greeting with the vocative of Κλήμης and Greek sign-off, English body; company "
        "in Greek script without Α.Ε.; Tabora, miombo; Thessaloniki; paraffin and stearin "
        "named as what the wax is not",
        Edit(
            "company_misspelled",
            "body",
            "I understand that Κηροποιία Μακεδονίας makes church candles",
            "I understand that Κηροποιεία Μακεδονίας makes church candles",
            "a misspelled Greek company name (ει for ι)",
            found="Κηροποιεία Μακεδονίας",
            expected="Κηροποιία Μακεδονίας",
        ),
    ),
    mail(
        "W034",
        "s4",
        "Cosmetic-grade beeswax from Tanzania – Vacková Kosmetika",
        f"""
Dear Ms Kašparová,

I'm contacting you as Vedoucí nákupu at Vacková Kosmetika s.r.o. because we supply yellow
beeswax to makers of natural cosmetics, and your lip balms and creams may need a reliable
source.

- Pure yellow beeswax from wild forest hives in Tabora and Singida
- Filtered and pelletised, Ph. Eur. quality (Cera flava), EU organic certificate
- 25 kg cartons; delivery DAP to your warehouse in about five weeks

Could I send you a 1 kg sample and our certificate of analysis?

Best regards,
{SIG4}
""",
        "style=short first e-mail with bullets; Ms + feminine family name; title in Czech in "
        "an English sentence; company with its legal form; lip balms and creams (other "
        "products named as uses); Cera flava; DAP",
        Edit(
            "title_wrong",
            "body",
            "as Vedoucí nákupu at Vacková Kosmetika",
            "as Vedoucí prodeje at Vacková Kosmetika",
            "a sales title (head of sales) for the head of purchasing",
            found="Vedoucí prodeje",
            expected="Vedoucí nákupu",
        ),
    ),
    mail(
        "W035",
        "s4",
        "Beeswax for candles – Lumânări Stan",
        """
Dear Mr Cristea,

My name is Zawadi Kimaro, and I run Manyara Highlands Trading, a beeswax exporter in
Arusha, Tanzania. Candle makers in Europe buy our wax because it comes from wild bees in
forests without farming chemicals and burns clean and bright.

For Lumânări Stan S.R.L. we can offer yellow beeswax in 25 kg slabs or in pellets, tested for
paraffin, at a price fixed per container. A 20' container goes CIF Constanța in about
six weeks.

Would you be interested in a quotation?

Kind regards,
Zawadi Kimaro
Manyara Highlands Trading (T) Ltd
+255 27 254 8193
""",
        "style=short first e-mail; Mr + family name; company with its legal form; Romanian port "
        "Constanța; CIF; the sender introduces herself and her company in short form",
        Edit(
            "note_wrong",
            "body",
            "Dear Mr Cristea,\n\nMy name is Zawadi Kimaro,",
            "Dear Mr Cristea,\n\nThank you for the call last Thursday. My name is Zawadi Kimaro,",
            "a call claimed for a buyer whose record has no note",
            found="Thank you for the call last Thursday.",
            expected="",
        ),
    ),
    mail(
        "W036",
        "s4",
        "Price: Tanzanian tur (pigeon peas), 500 t, CFR Nhava Sheva",
        f"""
નમસ્તે વિપુલભાઈ,

Thank you for your enquiry for 500 t of pigeon peas. Our offer for Shree Navkar Pulses:

Product: Tanzanian tur (whole pigeon peas), new crop 2026, from Babati and Kiteto
Quality: machine-cleaned, admixture max 1%, moisture max 12%, damaged grains max 2%
Packing: 50 kg new PP bags
Quantity: 500 t, in 20' containers (about 25 t each)
Price: USD 640 per tonne CFR Nhava Sheva
Shipment: January 2027 from Dar es Salaam

Our tur is the white-seeded type that mills in Mumbai and Akola use for dal; it is not the
Burmese lemon tur, but dal millers tell us its yield is close.

Regards,
{SIG4}
""",
        "style=quotation in key: value lines answering the note (500 t, CFR Nhava Sheva); "
        "Gujarati greeting with the given name and bhai; tur as the buyer's word; lemon tur "
        "named as another origin's type; Babati, Kiteto, Dar es Salaam, Mumbai, Akola; company "
        "without legal form",
        Edit(
            "category_wrong",
            "body",
            "Product: Tanzanian tur (whole pigeon peas), new crop 2026",
            "Product: Tanzanian chickpeas (desi chana), new crop 2026",
            "a neighbouring pulse: chickpeas instead of pigeon peas",
            found="Tanzanian chickpeas (desi chana)",
            expected="Tanzanian tur (whole pigeon peas)",
        ),
    ),
    mail(
        "W037",
        "s4",
        "Pigeon peas from Tanzania – new crop",
        """
Dear Mr Thakkar,

We are pigeon pea exporters from Arusha, Tanzania, shipping new-crop whole pigeon peas from
Dar es Salaam to Jebel Ali every month. Thakkar Foodstuff Trading may find our quality and
transit time (about two weeks) useful for re-export to India and for local packers.

Cleaned and sorted, 50 kg PP bags, CFR Jebel Ali; SGS inspection at loading.

Shall I send you this week's price?

Regards,
Zawadi Kimaro
Managing Director, Manyara Highlands Trading (T) Ltd
""",
        "style=very short first e-mail; Mr + family name; company without legal form; Jebel "
        "Ali, Dar es Salaam; India named as a re-export market; SGS",
        Edit(
            "company_foreign",
            "body",
            "Thakkar Foodstuff Trading may find",
            "Shree Navkar Pulses may find",
            "another buyer's company (the Indian pigeon pea buyer)",
            found="Shree Navkar Pulses",
            expected="Thakkar Foodstuff Trading",
        ),
    ),
    mail(
        "W038",
        "s4",
        "Rough tanzanite for calibrated cutting – after Bangkok",
        f"""
שלום יהונתן,

It was good to meet you at the Bangkok Gems & Jewelry Fair in September. You told me
that אבני חן רמת גן cuts calibrated stones for jewellers, so I have put together a parcel
of rough tanzanite that should suit calibrated sizes:

- Rough tanzanite from Mererani, Manyara region, all pieces under 5 ct (1 g), as Tanzanian
  export rules require
- Clean, well-shaped pieces for 5 x 3 mm to 8 x 6 mm ovals, AA and AAA colour after heating
- Government valuation and export permit with every parcel; shipped by insured courier

I can send photos and weights of each lot, or hold the parcel for you to see in Arusha.

Best regards,
{SIG4}
""",
        "style=follow-up after a fair with bullets; note used (Bangkok Gems & Jewelry Fair, "
        "calibrated stones for jewellers); Hebrew greeting by first name; Mererani, Manyara; "
        'the 1 g rule; calibrated sizes; the company in Hebrew script without בע"מ',
        Edit(
            "sender_wrong",
            "body",
            "Zawadi Kimaro\nManaging Director\nManyara Highlands Trading (T) Ltd",
            "Zawadi Kimaro\nManaging Director\nManyara Highland Trading (T) Ltd",
            "the sender's company with a letter lost (Highland for Highlands)",
            found="Manyara Highland Trading (T) Ltd",
            expected="Manyara Highlands Trading (T) Ltd",
        ),
    ),
    mail(
        "W039",
        "s4",
        "Rough tanzanite parcels for Vinyuvanichkul Gems",
        f"""
Dear Khun Jaruwan,

Greetings from Arusha. Manyara Highlands Trading sells rough tanzanite from the Mererani
mines directly to cutters, and I would like to offer Vinyuvanichkul Gems Co., Ltd. regular
parcels for your Bangkok and Chanthaburi workshops.

Each parcel is sorted by size and colour (A to AAA after heating), all pieces below 1 g, and
goes with the government valuation and export permit. We can ship by insured courier to
Bangkok within a week of your order.

May I send you our next parcel list?

Kind regards,
{SIG4}
""",
        "style=formal first e-mail; Khun + first name, as Thais address people; company with "
        "its legal form; Mererani; Bangkok and Chanthaburi",
        Edit(
            "artifact",
            "body",
            "and I would like to offer Vinyuvanichkul Gems Co., Ltd. regular",
            "and I would like to offer Vinyuvanichkul Gems Co., Ltd. Co., Ltd. regular",
            "a doubled legal form",
            found="Vinyuvanichkul Gems Co., Ltd. Co., Ltd.",
            expected="Vinyuvanichkul Gems Co., Ltd.",
        ),
    ),
    mail(
        "W040",
        "s4",
        "Rohtansanit 1-5 ct, Farbe AAA – Angebot für Schüler Edelsteine",
        """
Sehr geehrter Herr Keudel,

vielen Dank für Ihre Anfrage nach Rohtansanit. Gern biete ich Schüler Edelsteine eine
Auswahl aus unserer aktuellen Förderung in Mererani an:

- Rohsteine von 1 bis 5 ct, Farbe nach dem Brennen AAA (tiefes Violettblau)
- gut geformte, saubere Stücke, vorwiegend für Ovale und Kissen
- jede Partie mit staatlicher Bewertung und Ausfuhrgenehmigung, versicherter Versand per
  Kurier nach Deutschland

Auf Wunsch schicke ich Ihnen Fotos und eine Gewichtsliste jeder Partie.

Mit freundlichen Grüßen
Zawadi Kimaro
Geschäftsführerin
Manyara Highlands Trading (T) Ltd
Arusha, Tansania
""",
        "style=reply to the note wholly in German (1-5 ct, AAA colour, prefers German); Sehr "
        "geehrter Herr + family name; company without its legal form (e.K.); the sender's "
        "title in German; Tansania in German; Mererani",
        Edit(
            "company_missing",
            "subject",
            "Angebot für Schüler Edelsteine",
            "Angebot für Ihre Firma",
            "every mention of the company replaced by generic wording",
            found="Ihre Firma",
            expected="Schüler Edelsteine e.K.",
            everywhere=(
                ("Angebot für Schüler Edelsteine", "Angebot für Ihre Firma"),
                ("Gern biete ich Schüler Edelsteine eine", "Gern biete ich Ihnen eine"),
            ),
        ),
    ),
]
