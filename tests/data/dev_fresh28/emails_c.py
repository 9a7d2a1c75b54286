"""Second e-mails (N041-N060) to buyers with a note, and two to buyers without one."""
from mail import Mail, Twin

MAILS = [
Mail("P001", "s1", "FSC certificate and okoumé face-grade samples",
"""Dear Mr Xu,

Following our conversation at CIFF Guangzhou, I attach our FSC certificate (chain of custody, valid until 2027). The face-grade okoumé veneer sample sheets, 0.3 mm and 0.6 mm, left Owendo yesterday by courier.

Our monthly capacity is about 1,500 m³, and we ship to Qingdao or Lianyungang. Please let me know what your team at 临沂徐氏木业有限公司 thinks of the samples.

Best regards,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"Shorter English alternative reply to the note's requests; 'Dear Mr Xu' for 徐; company in Chinese inside English.",
Twin("category_wrong", "body", [("The face-grade okoumé veneer sample sheets", "The face-grade okoumé plywood sample sheets")],
     "Okoumé plywood for okoumé veneer.", found="okoumé plywood")),

Mail("P003", "s1", "Échantillons de déroulé d'okoumé 0,6 mm",
"""Monsieur Ponti,

Suite à votre demande, je vous confirme l'envoi d'échantillons de déroulé d'okoumé en 0,6 mm, qualités face et contreface. Comme vous parlez français, je me permets de vous écrire dans cette langue.

Les feuilles sont séchées à 8-10 % d'humidité et massicotées ; nous pouvons livrer Compensati Ponti par conteneur complet via Gênes ou La Spezia.

Bien à vous,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"French alternative reply (the note says he speaks French) to the sample request; Genoa, La Spezia.",
Twin("contact_wrong", "body", [("Monsieur Ponti,", "Monsieur Conti,")],
     "A near-miss family name in the greeting.", found="Conti")),

Mail("P006", "s1", "Relance : offre amandes de dika CIF Le Havre",
"""Bonjour Madame Lefèvre,

Je reviens vers vous au sujet de l'offre CIF Le Havre que je vous ai adressée il y a deux semaines pour nos amandes de dika en sacs de 25 kg.

Le prochain départ d'Owendo est prévu le 14 du mois prochain. Si vous souhaitez réserver une partie du conteneur, il faudrait me le confirmer d'ici vendredi ; le certificat phytosanitaire sera émis au moment du chargement.

Belle journée,
Clarisse Nzé Obame
Estuaire Bois et Vivres SARL
c.nze@estuaire-bv.ga""",
"French follow-up on the writer's own earlier offer; 25 kg bags and phytosanitary certificate from the note.",
Twin("sender_wrong", "body", [("Clarisse Nzé Obame\nEstuaire", "Clarisse Ndong Obame\nEstuaire")],
     "The sender's middle name replaced by another Fang family name.", found="Clarisse Ndong Obame", expected="Clarisse Nzé Obame")),

Mail("P007", "s1", "Re: dika nut price list",
"""Hi Marc,

Just checking that the price list I sent last week reached you. I've since had a question from another importer about ogbono powder, so I've added a page with 1 kg pouches, which may also suit the grocers you supply in Birmingham.

If it's easier, I'm happy to have a quick call this week.

Kind regards,
Clarisse Nzé Obame
Estuaire Bois et Vivres SARL
+241 011 70 42 18""",
"English follow-up on the writer's own price list (the note's request); Birmingham grocers from the note; company not named.",
Twin("note_wrong", "body", [("Just checking that the price list I sent last week reached you.", "Just checking that the price list I sent after we met at the London Africa Food Show reached you.")],
     "A fair meeting the note does not record.", found="after we met at the London Africa Food Show", expected="no fair in the note")),

Mail("P009", "s1", "Dika nut kernels – FDA registration number",
"""Dear Ms Clark,

Our FDA food facility registration number is 1847 2290 356; the certificate is attached. The 5 kg sample of dika nut kernels you asked for is packed and will go out with the next courier.

Clark African Foods LLC is welcome to visit our plant in Owendo at any time.

Sincerely,
Clarisse Nzé Obame
Responsable des exportations
Estuaire Bois et Vivres SARL""",
"Shorter English alternative reply to the note's two requests; company in full.",
Twin("company_missing", "body", [("Clark African Foods LLC is welcome", "Your company is welcome")],
     "The company replaced by 'Your company'.", found="Your company", expected="Clark African Foods LLC")),

Mail("P011", "s1", "Nachfrage: Muster Bio-Maniokmehl",
"""Sehr geehrte Frau Schüler,

ich wollte nachfragen, ob das Muster unseres Bio-Maniokmehls gut bei Ihnen angekommen ist und ob Ihre Backstube schon Versuche damit machen konnte.

Falls noch Unterlagen fehlen: Das EU-Bio-Zertifikat und die Spezifikation schicke ich Ihnen gern erneut. Eine erste Lieferung nach Deutschland wäre ab Mitte nächsten Monats möglich.

Mit freundlichen Grüßen
Clarisse Nzé Obame
Estuaire Bois et Vivres SARL""",
"German follow-up on the writer's own sample (the note prefers German); EU organic certificate.",
Twin("country_wrong", "body", [("Eine erste Lieferung nach Deutschland wäre", "Eine erste Lieferung in die Schweiz wäre")],
     "The buyer's country named as Switzerland.", found="in die Schweiz", expected="nach Deutschland")),

Mail("P013", "s1", "Gluten-free certificate for our cassava flour",
"""Hello Alicia,

Thank you again for stopping by at SIAL Canada. I know that as Procurement Manager you need the paperwork before anything else, so here it is: our gluten-free certificate, the latest lab results (gluten < 5 ppm) and the product specification.

Let me know if Escobar Natural Foods needs anything else for its supplier approval.

Warm regards,
Clarisse Nzé Obame
Estuaire Bois et Vivres SARL""",
"Shorter English alternative e-mail after SIAL Canada with the certificate the note asks for; the recorded title in a sentence.",
Twin("title_wrong", "body", [("as Procurement Manager you need", "as Marketing Manager you need")],
     "A marketing title for the recorded procurement title.", found="Marketing Manager")),

Mail("P016", "s2", "Styrian pumpkin seed oil, 250 ml – our offer",
"""Dear Mr Kalinin,

Thank you for visiting us at Prodexpo. Following your question, our price for Styrian PGI pumpkin seed oil in 250 ml bottles is in the attached offer, FCA Judenburg, valid until the end of the quarter.

We can add Russian back labels for ООО «Калинин и партнёры» at no extra cost from 2,000 bottles.

Best regards,
Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH""",
"Shorter English alternative reply after Prodexpo (note) with the 250 ml price; company in Cyrillic inside English.",
Twin("company_misspelled", "body", [("for ООО «Калинин и партнёры» at", "for ООО «Калиннин и партнёры» at")],
     "A doubled н in the company name.", found="Калиннин")),

Mail("P018", "s2", "PGI documents – did they arrive?",
"""Hi Pamela,

I hope all is well in New Jersey. I wanted to make sure the PGI documents for our Styrian pumpkin seed oil reached you after the show; the attachment was rather large.

If your quality team needs the control body's certificate in a certified translation, we can arrange that within a week.

Best wishes,
Theresa
Murtal Naturprodukte GmbH""",
"English follow-up on the writer's own earlier e-mail with the PGI documents (note); signed with the first name.",
Twin("artifact", "subject", [("PGI documents – did they arrive?", "PGI documents – did they they arrive?")],
     "A doubled word in the subject.", found="did they they arrive")),

Mail("P019", "s2", "Zirbe für Hotelzimmer – Muster 19 mm unterwegs",
"""Grüß Gott Herr Bohnbach,

die Muster unserer Zirbenplatten in 19 mm sind heute an die Schreinerei Bohnbach rausgegangen.

Da Sie vor allem Hotels in Bayern ausstatten: Wir haben auch fertig geölte Platten und Zirbenleisten im Programm, die sich für Kopfteile und Wandverkleidungen bewähren.

Schöne Grüße aus Judenburg
Theresa Pichler-Hofbauer
Murtal Naturprodukte GmbH""",
"Shorter German alternative reply to the sample request; Austrian 'Grüß Gott'; hotel customers from the note; company without e.K.",
Twin("company_foreign", "body", [("an die Schreinerei Bohnbach rausgegangen", "an die Kohler Holzbau AG rausgegangen")],
     "The Swiss stone pine buyer's company of this set.", found="Kohler Holzbau AG")),

Mail("P022", "s2", "ローデン生地スワッチ送付のご案内（ネイビー・フォレストグリーン）",
"""藤井テキスタイル株式会社
仕入担当　藤井くみ子様

いつもお世話になっております。オーストリアのMurtal Naturprodukte GmbH、テレーザ・ピヒラー＝ホーフバウアーでございます。

先日はプルミエール・ヴィジョン・パリにて弊社ブースにお立ち寄りいただき、誠にありがとうございました。ご依頼のローデン生地のスワッチ（ネイビー、フォレストグリーン）を本日発送いたしました。

ご検討のほど、よろしくお願い申し上げます。

Theresa Pichler-Hofbauer
Exportleiterin
Murtal Naturprodukte GmbH""",
"Japanese, with the company and the recorded title in the address block; Première Vision and the swatch colours from the note; sender's name in katakana.",
Twin("title_wrong", "body", [("仕入担当　藤井くみ子様", "営業担当　藤井くみ子様")],
     "Sales (営業) for the recorded buying title (仕入).", found="営業担当")),

Mail("P024", "s3", "Candlenuts for Thomas Spice Traders – BICON",
"""G'day Mark,

Quick answer to your BICON question: shelled raw candlenuts for human consumption need no import permit, but each consignment must be clean and is inspected on arrival. Our phytosanitary certificate from Dili covers the rest.

We can have a trial 500 kg lot in Darwin within two weeks.

Cheers,
Joaquim Soares da Costa
Ermera Agro Exportasaun, Lda.""",
"Shorter English alternative reply to the note's BICON question; Australian greeting; Darwin.",
Twin("category_wrong", "body", [("shelled raw candlenuts for human", "shelled raw cashew kernels for human")],
     "Cashew kernels for candlenuts.", found="cashew kernels")),

Mail("P027", "s3", "Tamarind pulp – kosher certificate attached",
"""שלום נועם,

As you prefer English, I'll keep to it. Attached is the kosher certificate for our seedless tamarind pulp, valid for this season's production.

If ליברמן יבוא מזון בע"מ wants to test the market first, we can ship a mixed pallet of 1 kg and 10 kg blocks to Ashdod.

Best regards,
Joaquim Soares da Costa
Ermera Agro Exportasaun, Lda.""",
"Shorter English alternative reply (note: prefers English, kosher); Hebrew greeting with the given name; company in Hebrew in full.",
Twin("contact_wrong", "body", [("שלום נועם,", "שלום נדב,")],
     "Another given name in the greeting.", found="נדב")),

Mail("P029", "s3", "Pulpa de tamarindo – precio FOB Dili",
"""Sr. Duarte, buenos días:

Le confirmo nuestro precio para pulpa de tamarindo sin semilla en bloques de 20 kg, FOB Dili: USD 1.150 por tonelada, mínimo un contenedor de 20 pies.

Para la fabricación de dulces recomendamos la pulpa ácida, que mantiene mejor el sabor con el azúcar.

Saludos,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"Shorter Spanish alternative reply with the quote the note asks for; the buyer's tamarind candy.",
Twin("sender_wrong", "body", [("Gerente de Exportação\nErmera", "Gerente de Importação\nErmera")],
     "The sender's title turned into import manager.", found="Gerente de Importação", expected="Gerente de Exportação")),

Mail("P032", "s3", "FAS-grade teak squares – specification",
"""Dear Mr Nhiên,

It was good to meet you at VIFA-EXPO. As requested, I attach our specification for FAS-grade teak squares from Timor-Leste, with current prices CIF Cat Lai.

Many furniture makers in Vietnam mix our teak with local timber for outdoor ranges, and the squares come ready for machining.

Best regards,
Joaquim Soares da Costa
Gerente de Exportação
Ermera Agro Exportasaun, Lda.""",
"Shorter English alternative after VIFA-EXPO (note) with the FAS squares the note asks for; 'Mr Nhiên' with the Vietnamese given name.",
Twin("country_wrong", "body", [("Many furniture makers in Vietnam mix", "Many furniture makers in Cambodia mix")],
     "The buyer's country named as Cambodia.", found="in Cambodia")),

Mail("P033", "s4", "Sidr honey lab reports",
"""السلام عليكم أخي سلطان،

Please find attached the pollen analysis and the moisture report for our sidr honey, batch 11/2025, from an accredited lab in Mukalla.

Moisture is 17.1%, well within the Gulf standard, and the sample you received came from the same batch.

With best regards,
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"Shorter English alternative reply with the two reports the note asks for; Arabic greeting with 'brother' and the given name.",
Twin("artifact", "body", [("Moisture is 17.1%, well within", "Moisture is 17.1%, well well within")],
     "A doubled word.", found="well well")),

Mail("P038", "s4", "Seguimiento: oferta colas de langosta 200-300 g",
"""Estimada Ámbar:

Le escribo para saber si ha podido revisar nuestra oferta de colas de langosta congeladas, calibre 200-300 g, que le envié después de la feria.

Tenemos un contenedor en preparación para finales de mes; si Mariscos Barroso quiere participar, le reservamos espacio.

Un saludo,
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"Spanish follow-up on the writer's own offer after the fair; 200-300 g from the note; company in short form; given name greeting.",
Twin("company_missing", "body", [("si Mariscos Barroso quiere participar", "si su empresa quiere participar")],
     "The company replaced by 'su empresa'.", found="su empresa", expected="Mariscos Barroso S.A.")),

Mail("P040", "s4", "龙虾尾报价（CIF南沙）",
"""陈经理：

您好！附件为冷冻岩龙虾尾的CIF南沙报价（规格200–300克及300–400克），以及卫生证书。

如广州陈记水产贸易有限公司需要样品，我们可以空运5公斤至广州。

谢谢！
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"Shorter Chinese alternative reply to the note's request; company in full.",
Twin("company_misspelled", "body", [("如广州陈记水产贸易有限公司需要", "如广州陈纪水产贸易有限公司需要")],
     "记 written as the homophone 纪.", found="广州陈纪水产贸易有限公司")),

Mail("P002", "s1", "Okoumé veneer – a short introduction",
"""Dear Mr Markopoulos,

Estuaire Bois et Vivres SARL peels okoumé veneer in Owendo, Gabon, and ships regularly to the Mediterranean. If Ξυλεμπορική Μαρκόπουλος is looking for a steady source of face and core veneer, I would be glad to send our grades and a CIF Piraeus price.

Kind regards,
Clarisse Nzé Obame
Responsable des exportations""",
"Shorter English alternative cold intro; the family name romanised in the greeting; company without Α.Ε.",
Twin("company_foreign", "body", [("If Ξυλεμπορική Μαρκόπουλος is looking", "If Μόναχας Ξυλεμπορία is looking")],
     "The other Greek buyer's company of this set.", found="Μόναχας Ξυλεμπορία")),

Mail("P034", "s4", "Sidr honey from Hadramout",
"""Dear Mr Saeed,

We are a Yemeni exporter of Hadrami sidr honey and would like to offer Al Shamsi Foodstuff Trading a trial order of 200 jars, delivered to Jebel Ali.

Our price list is attached; I am happy to answer any questions.

Regards,
Abdulrahman Saleh Bamatraf
Hadramout Sidr & Sea Trading Co. Ltd.""",
"Shorter English alternative cold intro; company without L.L.C.",
Twin("note_wrong", "body", [("We are a Yemeni exporter of Hadrami sidr honey and would like", "Following your request for samples, we are a Yemeni exporter of Hadrami sidr honey and would like")],
     "A request the buyer's record does not hold.", found="Following your request for samples", expected="no request in the note")),
]
