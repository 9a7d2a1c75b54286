"""Labels of the 30 model drafts of dev_fresh38, written by reading each draft (buyer id, subject
and body only). One label per finding type per part; where a type has several spans in a part,
`found` is the first or plainest and the note names the others.
(type, part, found, expected, note)
"""
NOTE13 = "Kennt Thorner Kathrinchen aus dem Urlaub; möchte Muster der gefüllten Lebkuchenherzen vor Ende Juli."
NOTE_NONE = "(no note: no meeting recorded)"
S1 = "Bóbr Ceramika i Szkło Sp. z o.o."

LABELS = {
    # ---- AR, P001-P015
    "M001": [
        ("artifact", "body", "in January to send details", "Met at Atlanta Market in January.",
         "the note sentence runs on into a fragment; the next sentence is cut off before `well.` "
         "(`at Gomez Kitchen & Table` ends the paragraph)"),
    ],
    "M002": [],
    "M003": [
        ("contact_wrong", "subject", "Hsabell", "Isabell Metz",
         "the given name garbled (H for I) in the subject"),
    ],
    "M004": [],
    "M005": [
        ("artifact", "body",
         "I understand you are interested in a brief call with Mathews Homewares Pty Ltd while researching importers of hand-painted stoneware.",
         "", "a garbled opening: the buyer said to want a call with her own company while "
         "researching importers"),
    ],
    "M006": [
        ("sender_wrong", "body", "NEC Birmingham.", S1,
         "the note's venue stands in the signature's company line, as if the sender were there"),
    ],
    "M007": [],
    "M008": [
        ("artifact", "body", "We can prepare samples of our", "",
         "body cut off mid-sentence (Greek buyer): no question, closing or signature"),
    ],
    "M009": [
        ("artifact", "body", "Bóbr Cer", S1,
         "the draft is cut off mid-word in the signature's company line"),
    ],
    "M010": [],
    "M011": [
        ("artifact", "body", "palm ozka Działu Eksportu", "",
         "the note (palm oil) fused with a fragment of the sender's title into word salad; the "
         "sentence also claims a `last message` although this is a first e-mail"),
    ],
    "M012": [],
    "M013": [
        ("note_wrong", "body",
         "It was good to meet you at Kennt Thorner Kathrinchen aus dem Urlaub documentation",
         NOTE13, "a meeting claimed at the note's words (garbled); the note records no meeting"),
        ("artifact", "body", "As Geschäftsführer at Hentschel Feinkost e.K.", "",
         "a sentence cut off after the title and company"),
    ],
    "M014": [],
    "M015": [],
    # ---- diffusion@160, P001-P015
    "M016": [
        ("contact_wrong", "subject", "April Cricul", "April Gomez",
         "an invented family name after the given name"),
        ("artifact", "body", "testmium testm pumps", "",
         "word salad in the note sentence (`at Area Marketing for Gomez Kitchen & Table testmium "
         "testm pumps`); also a stray line break inside the closing question"),
        ("title_wrong", "body", "Asked ofopop Gomez Kitchen & Table", "Buyer, Tabletop & Gifts",
         "the title's slot (`As … at Gomez Kitchen & Table, LLC`) holds a garble and the company"),
    ],
    "M017": [
        ("sender_wrong", "subject", "Dwe᫺iczka Działu Eksportu & Sp. z o.o.", S1,
         "the sender's company slot holds a garbled title and the bare legal form"),
        ("artifact", "body", "stokyoInternational Gift Show", "the Tokyo International Gift Show",
         "fused words in the note sentence; the closing question degenerates into a loop "
         "(`16 cm plates 輸入雑貨バイヤー 輸入雑貨バイヤー 輸入雑貨`) and the body ends there, "
         "without signature"),
        ("company_misspelled", "body", "遠藤 亮介株友会社o", "遠藤商事株式会社",
         "the company's place holds the contact's name and a garbled 株式会社"),
    ],
    "M018": [
        ("artifact", "body", "Kierowniczka Działu Eksportu, Bin", "",
         "a stray fragment (`Bin`) where the signature's company belongs"),
    ],
    "M019": [
        ("artifact", "subject", "B-uppainted stonew Salet sourcing", "",
         "garbled category and a stray family name in the subject"),
        ("note_wrong", "body", "It wt good to meet you at Salet Servies Salet of Salet Servies B.V.",
         NOTE_NONE, "a (garbled) meeting claimed for a buyer without a note"),
    ],
    "M020": [
        ("sender_wrong", "subject", "Kierowniczka Działu Eksportu", S1,
         "the sender's title where her company belongs (`X and Kierowniczka Działu Eksportu`)"),
        ("artifact", "body", "aisentent gift shops at aonoup", "",
         "word salad in the note sentence (independent gift shops in Victoria)"),
    ],
    "M021": [
        ("artifact", "subject", "Lucas Festive Décor Ltd x Lucas Festive Décor Ltd",
         "",
         "the buyer's company on both sides of the subject"),
        ("artifact", "body", "to Fair tohing", "", "the note sentence runs on into garble"),
    ],
    "M022": [
        ("artifact", "subject",
         "Van der Veiver Kerstdecoratie x Van der Veiver Kerstdecoratie B.V.", "",
         "the buyer's company on both sides of the subject"),
        ("artifact", "body", "It that Van der Veiver", "",
         "a broken opening (`It that …`); the signature also repeats the family name after a "
         "stray `Ni`"),
    ],
    "M023": [
        ("artifact", "subject", "άκκκκκακκακακκαικκκκανγ", "",
         "the subject loops on Greek letters after the company and the contact's name (and "
         "starts `lass baubles`); the body is empty"),
    ],
    "M024": [
        ("artifact", "subject", "lass baubles", "glass baubles", "the first letter cut off"),
        ("sender_wrong", "body", "Ąинкова Плюнкова Декор ЕООД", "Dorota Szczepańska-Kubiak",
         "the signature holds a garbled name and the buyer's company instead of the sender"),
        ("artifact", "body", "ЕООД\n h", "", "a stray letter after the signature"),
    ],
    "M025": [
        ("artifact", "subject", "lass baubles", "glass baubles", "the first letter cut off"),
    ],
    "M026": [
        ("artifact", "subject", "Jansson Delikatesser AB x Jansson Delikatesser AB", "",
         "the buyer's company on both sides of the subject"),
        ("artifact", "body", "I unkstand you need ading documentation", "",
         "garbled words in the note sentence"),
    ],
    "M027": [
        ("sender_wrong", "subject", "Kierowniczka Działu Eksportu", S1,
         "the sender's title where her company belongs"),
        ("artifact", "body", "As Category Manager, Confectionery on time.", "",
         "two sentences fused: the title's sentence breaks off into `on time.`"),
    ],
    "M028": [
        ("artifact", "subject", "Hentschel Feinkost e.K. x Hentschel Feinkost e.K.", "",
         "the buyer's company on both sides of the subject"),
        ("artifact", "body", "I understand you need Kathrinchen aus", "",
         "the German note garbled into the opening; the signature is also word salad (`Imports "
         "Działu Eksportu Math Szczepańska-Kubiak a. z o. z o.o.`)"),
        ("sender_wrong", "body", "Kierowniczka Działu Eksportu Kkt.", S1,
         "the sender's title and a stray `Kkt.` where her company belongs (`introduce … to`); "
         "the signature garbles the company too"),
    ],
    "M029": [
        ("sender_wrong", "body", "Móbr Ceramika", S1,
         "the sender's company misspelt (M for B) and cut short in the signature"),
    ],
    "M030": [
        ("artifact", "subject", "ingerbread", "gingerbread", "the first letter cut off"),
        ("sender_wrong", "subject", "Kierowniczka Działu Eksportu", S1,
         "the sender's title where her company belongs"),
        ("sender_wrong", "body", "introduce Kierowniczka Działu Eksportu to", S1,
         "the sender's title where her company belongs"),
        ("artifact", "body", "Zrȑi Szczepańska-Kubiak", "",
         "a garbled fragment and the family name repeated after the signature's title"),
    ],
}
