"""Labels written by reading each model draft (buyer id, subject and body only).

(setting, buyer_id) -> (note, [(type, part, found, expected, note), ...])
"""
AR, D = "ar", "diffusion@160"
ART = "artifact"
CM = "company_misspelled"

LABELS = {
    (AR, "P001"): ("Clean: meeting at CIFF as the note records; Chinese names and title in English accepted.", []),
    (AR, "P002"): ("Body cut off mid-sentence.", [
        (ART, "body", "you know how much reliable supply", "a finished e-mail", "Body cut off after 'supply'.")]),
    (AR, "P003"): ("Garbled first sentence (a meeting claim fused with the sender's title).", [
        (ART, "body", "Italyas good to meet you atponsable des setations.", "readable text", "Garbled sentence; the note records no meeting, but the garble is what a reader sees.")]),
    (AR, "P004"): ("Body cut off in the product name.", [
        (ART, "body", "We can prepare samples of our okoumé v", "okoumé veneer", "Body cut off mid-word.")]),
    (AR, "P005"): ("Buyer's company garbled in subject and body; a stray full stop after the short form.", [
        (CM, "subject", "Ergül Kaplama Forniture ve Ticaret A.Ş.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "'Sanayi' replaced by 'Forniture'."),
        (CM, "body", "Ergül Kaplama batteries ve Tic.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "Company garbled ('batteries', cut 'Tic.'), followed by the sender's company."),
        (ART, "body", "Ergül Kaplama.,", "Ergül Kaplama,", "Stray full stop before the comma.")]),
    (AR, "P006"): ("Two sentences fused: meeting claim runs into the company sentence.", [
        (ART, "body", "It was good to meet you at Épicerie Tropicale Lefèvre SAS stands out", "It was good to meet you at SIAL Paris. Épicerie Tropicale Lefèvre SAS stands out", "Fused sentences; the fair's name is lost.")]),
    (AR, "P007"): ("Garbled word in the note sentence.", [
        (ART, "body", "avtdom", "a price list", "Non-word where the note's request should be.")]),
    (AR, "P008"): ("Buyer's company misspelled (twice, same form).", [
        (CM, "body", "Ttur Market Pire SRL", "Tropical Market Pire SRL", "'Tropical' garbled to 'Ttur', both mentions.")]),
    (AR, "P009"): ("Clean: the FDA number request from the note; sample not mentioned (absent, not wrong).", []),
    (AR, "P010"): ("Clean.", []),
    (AR, "P011"): ("Clean: EU organic certificate from the note; English though the note prefers German (no type fits).", []),
    (AR, "P012"): ("Clean.", []),
    (AR, "P013"): ("Clean: SIAL Canada meeting from the note; subject addresses the family name alone.", []),
    (AR, "P014"): ("Clean.", []),
    (AR, "P015"): ("Clean.", []),
    (D, "P001"): ("A looping, garbled second greeting after the closing; no signature name.", [
        (ART, "body", "Dear 徐文吸аand at 采购经理 Ces you are lou t洵 c扌(", "the sender's signature", "Garbled loop after 'Thank you,' (repeats once more).")]),
    (D, "P002"): ("Garble after the company, garble after the title, body cut off.", [
        (ART, "body", "κόποωαρκόπος, so I am to can help", "readable text", "Letters looped after the company; broken sentence."),
        (ART, "body", ".κ.νΕπ΅θΕειρονλϿιρονκόποωΕσ", "", "Garble after the title."),
        (ART, "body", "at Ξυλεμπορι", "at Ξυλεμπορική Μαρκόπουλος Α.Ε.", "Body cut off mid-word.")]),
    (D, "P003"): ("Garbled product word; a missing 'with'.", [
        (ART, "body", "cereryfogliato", "sfogliato / samples", "Garble fused with the note's Italian word."),
        (ART, "body", "from Gabon short lead times", "from Gabon with short lead times", "Word dropped.")]),
    (D, "P004"): ("Subject only the contact's name and a comma; no greeting; garbled signature instead of the sender's name.", [
        (ART, "subject", "श्रीपति जेटली,", "a subject", "Subject is the greeting's name only."),
        ("sender_wrong", "body", "Rack Marऍरयपेेे॥जेटली", "Clarisse Nzé Obame", "Sender's name garbled, ending in the buyer's family name.")]),
    (D, "P005"): ("Buyer's company garbled in four different ways.", [
        (CM, "subject", "Ergül Kaplama Sî A A.Ş.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "Garbled middle of the company."),
        (CM, "body", "Ergül Kaplama Sdn鮦Ş.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "Malaysian 'Sdn' and a CJK character in the company."),
        (CM, "body", "Ergül Kaplama Sî A AŞ.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "Garbled company."),
        (CM, "body", "Ergül Kaplama Sî Ticaret A.Ş.", "Ergül Kaplama Sanayi ve Ticaret A.Ş.", "'Sanayi ve' garbled to 'Sî' (twice).")]),
    (D, "P006"): ("Garbled note sentence.", [
        (ART, "body", "needurere auaris to", "25 kg bags / a phytosanitary certificate", "Non-words in the note sentence.")]),
    (D, "P007"): ("Garbled note sentence.", [
        (ART, "body", "you need Rica,", "a price list", "'Rica' is a garble where the note's price list should be.")]),
    (D, "P008"): ("Buyer's company garbled, three different forms.", [
        (CM, "subject", "T Fi Market Pire SRL", "Tropical Market Pire SRL", "'Tropical' garbled."),
        (CM, "body", "T6 Market Pire SRL", "Tropical Market Pire SRL", "'Tropical' garbled."),
        (CM, "body", "T Kong Market Pire SRL", "Tropical Market Pire SRL", "'Tropical' garbled."),
        (CM, "body", "T Fi Market Pire SRL", "Tropical Market Pire SRL", "'Tropical' garbled.")]),
    (D, "P009"): ("Broken grammar in the note sentence.", [
        (ART, "body", "about to FDA registration number", "about our FDA registration number", "'to' for 'our'.")]),
    (D, "P010"): ("Category garbled in the subject.", [
        (ART, "subject", "Pa nut kernels", "Dika nut kernels", "Garbled product word.")]),
    (D, "P011"): ("Clean: EU organic papers from the note; sender's company without SARL accepted.", []),
    (D, "P012"): ("Clean.", []),
    (D, "P013"): ("Garbled word in the subject's contact slot.", [
        ("contact_wrong", "subject", "Eastern a quick idea", "Alicia, a quick idea", "'Eastern' where the contact's name stands.")]),
    (D, "P014"): ("Clean.", []),
    (D, "P015"): ("Sender's name and title garbled in the signature.", [
        ("sender_wrong", "body", "Clarisse No호", "Clarisse Nzé Obame", "Sender's name garbled with a Hangul letter."),
        ("sender_wrong", "body", "Exporta溵able des meet", "Responsable des exportations", "Sender's title garbled.")]),
}
