"""Labels of the embedded models' drafts for dev_fresh68, written by reading each draft (buyer id,
subject and body only) as a careful sales manager would: one label per distinct problem per part.
Keyed by (setting, buyer id); a buyer missing here has a clean draft in that setting.
Each label: (type, part, found, expected, note).
"""

LABELS = {
    ("ar", "P001"): [("artifact", "body", "Would a brief call with Τσέλλ", "",
                      "body cut off mid-word in the company's name, no closing or signature")],
    ("ar", "P003"): [("artifact", "body", "You asked about to a a a a a a", "",
                      "the note sentence degenerates into a repeated 'a' to the end; no closing")],
    ("ar", "P004"): [("artifact", "body", "I understand you are interested in yourant.", "",
                      "a garbled note sentence (the note asks for kosher certification)")],
    ("ar", "P006"): [("artifact", "body", "Would you be open to a short call next week?", "",
                      "body cut off after the question: no closing or signature")],
    ("ar", "P008"): [("artifact", "body", "you need in Rotterdam and The Hague certification", "",
                      "a garbled note sentence (the note is about the shops the buyer supplies)")],
    ("ar", "P010"): [("artifact", "body", "bu an the growth of Smith Imports LLC", "",
                      "a garbled sentence after the fair")],
    ("ar", "P013"): [("artifact", "body", "I understand you are interested in technique.", "",
                      "a garbled note sentence (fiche technique of the French note)")],
    ("diffusion@160", "P001"): [("artifact", "body", "listοναο΂΁ς Τσέλλος", "",
                                 "word salad with stray Greek signs where the offer sentence ends")],
    ("diffusion@160", "P003"): [("artifact", "body", "You asked about after IFE London;ss BRCGS or IFS Food and and", "",
                                 "a garbled note sentence with a doubled 'and'")],
    ("diffusion@160", "P006"): [("artifact", "body", "As Менеджер по закупкам at ООО «Продукты Ж", "",
                                 "body cut off mid-word in the company's name, no closing or signature")],
    ("diffusion@160", "P008"): [("artifact", "body", "I understand you need European shops in Rotterdam.", "",
                                 "a garbled note sentence")],
    ("diffusion@160", "P010"): [("artifact", "body", "Summer Fancy Food Show New York stands out among buyers", "",
                                 "two sentences fused into one that makes no sense")],
    ("diffusion@160", "P013"): [("artifact", "body",
                                 "It Modern Bu you need loo you need 1 souhaite un échantillon de 1ountque.", "",
                                 "word salad from the French note")],
}
