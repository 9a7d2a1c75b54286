"""Labels of the 30 model drafts, written by reading each draft (buyer id, subject and body only).

Key: (setting, buyer id). Value: (a note on the draft, [(type, part, found, expected, note), ...]).
One label per distinct problem per part; a repeat of the same garble in one part carries one label.
"""

S1_COMPANY = "Tomorri Herbs & Minerals Sh.p.k."

LABELS = {
    # ------------------------------------------------------------------ AR
    ("ar", "P001"): ("note sentence garbled; the signature's company line holds a fragment of the note", [
        ("artifact", "body", "Statislava (January ia Eksporti",
         "It was good to meet you at Danubius Gastro, Bratislava",
         "the note sentence runs into a garble (Bratislava cut, a piece of the sender's title)"),
        ("artifact", "body", "Menaxhere Eksporti, Bratislava (January", f"Menaxhere Eksporti, {S1_COMPANY}",
         "a fragment of the note in the signature where the company should be"),
    ]),
    ("ar", "P002"): ("clean: `Dear 林 晃` and the recorded title and company in Japanese accepted", []),
    ("ar", "P003"): ("the note's 40 distilleries turned into something the buyer is interested in", [
        ("note_wrong", "body", "I understand you are interested in 40 UK craft distilleries.",
         "Supplies gin botanicals to about 40 UK craft distilleries.",
         "the note says the buyer supplies 40 distilleries, not that it is interested in them"),
    ]),
    ("ar", "P004"): ("clean", []),
    ("ar", "P005"): ("the note sentence loops and swallows the sender's company (English draft to a "
                     "buyer whose note asks for Dutch: no label, no type fits)", [
        ("artifact", "body",
         "It was good to meet you at Noeg naar biologisch gecertificeerde jeneverbessen voor de jeneverbessen voor de",
         "(a sentence from the note, or none)",
         "a garbled note sentence that loops (`voor de jeneverbessen` eight times) and runs into "
         "`jeneverbs & Minerals Sh.p.k.`; it claims a meeting, but the garble is what a reader sees"),
    ]),
    ("ar", "P006"): ("the signature's company line is a loop of the note's date", [
        ("artifact", "body", "Nuremberg (February (February (February", S1_COMPANY,
         "`(February` repeated thirteen times where the company line should be"),
    ]),
    ("ar", "P007"): ("no greeting; a garbled opening; the sender's title stands as the buyer's; a "
                     "nonsense offer", [
        ("artifact", "body", "I understand you need Gaumer documentation, a quick idea for",
         "(a sentence from the note: kosher certificate, FDA registration)",
         "garbled opening sentence (`Gaumer documentation`, `a quick idea for … and I believe`)"),
        ("title_wrong", "body", "Askhere Eksporti", "Senior Buyer, Herbs & Spices",
         "the buyer addressed by the sender's own title, fused with `As`"),
        ("artifact", "body", "a quick idea for distributors abroad", "a steady source of dried oregano",
         "nonsense offer"),
    ]),
    ("ar", "P008"): ("clean", []),
    ("ar", "P009"): ("the buyer's company garbled three ways in the body and once in the subject", [
        ("company_misspelled", "subject", "FZyprawy Samiec sp. z o.o.", "Przyprawy Samiec sp. z o.o.",
         "company garbled"),
        ("company_misspelled", "body", "Âe list FCA Durrës", "Przyprawy Samiec sp. z o.o.",
         "a fragment of the note (`price list FCA Durrës`) in the company's place, twice"),
        ("company_misspelled", "body", "Rayyprawy Samiec sp. z o.o.", "Przyprawy Samiec sp. z o.o.",
         "company garbled"),
        ("company_misspelled", "body", "FZro Samiec sp. z o.o.", "Przyprawy Samiec sp. z o.o.",
         "company garbled"),
    ]),
    ("ar", "P010"): ("a garbled interest; the body is cut off in the title", [
        ("artifact", "body", "I understand you are interested in ralor cano.",
         "(a sentence from the note, or none)", "garbled words"),
        ("artifact", "body", "As Υπεύθυνος Αγ", "As Υπεύθυνος Αγορών at …",
         "the body ends mid-word in the title: cut off, no closing"),
    ]),
    ("ar", "P011"): ("cut off before the end of the call sentence", [
        ("artifact", "body", "Would a brief call with 乌兰察布市李氏铁合金有限公司",
         "Would a brief call with 乌兰察布市李氏铁合金有限公司 this month be possible? … (signature)",
         "the body ends after the company: cut off, no closing"),
    ]),
    ("ar", "P012"): ("clean", []),
    ("ar", "P013"): ("the greeting runs into the company; cut off in the title", [
        ("artifact", "body", "Dear Александар Трајковски Феролегури Трајковски ДООЕЛ.",
         "Dear Александар Трајковски,", "broken greeting fused with the company"),
        ("artifact", "body", "As Раководи", "As Раководител на набавки at …",
         "the body ends mid-word in the title: cut off, no closing"),
    ]),
    ("ar", "P014"): ("clean", []),
    ("ar", "P015"): ("clean: `Dear Shota`", []),
    # ------------------------------------------------------------------ diffusion@160
    ("diffusion@160", "P001"): ("contact garbled in subject and greeting; title fused with `As`; a "
                                "garbled origin; the sender's legal form wrong", [
        ("contact_wrong", "subject", "Mobile Adamecová", "Magdaléna Adamecová",
         "a garbled word in the contact's given name"),
        ("contact_wrong", "body", "Link Ammunkmecová", "Magdaléna Adamecová", "contact garbled"),
        ("title_wrong", "body", "Askedúca nákupu", "Vedúca nákupu",
         "the title fused with `As` and misspelled"),
        ("sender_wrong", "body", "from Tag", "from Albania", "the sender's country garbled"),
        ("sender_wrong", "body", "Tomorri Herbs & Minerals Inc.", S1_COMPANY,
         "the sender's legal form written as Inc."),
    ]),
    ("diffusion@160", "P002"): ("contact's family name garbled in the subject", [
        ("contact_wrong", "subject", "鞗 晃", "林 晃", "a wrong character for the family name 林"),
    ]),
    ("diffusion@160", "P003"): ("garbled note sentence; a repeated sentence", [
        ("artifact", "body", "I gather you are looking at aíae CIF Felixstowe a pumps.",
         "(a sentence from the note: price CIF Felixstowe, residue report)", "garbled words"),
        ("artifact", "body", "I am happy to send details. I am happy to send details.",
         "I am happy to send details.", "a sentence repeated"),
    ]),
    ("diffusion@160", "P004"): ("the sender's slot of an `X x Y` subject holds the buyer's company", [
        ("sender_wrong", "subject", "Mangold Naturkost x", f"{S1_COMPANY} x",
         "the buyer's company (short) in the sender's slot"),
    ]),
    ("diffusion@160", "P005"): ("garble in the subject and in the note sentence", [
        ("artifact", "subject", "thisau you", "(nothing)", "garbled words in the subject"),
        ("artifact", "body", "It wasstand you need lefstd in het Nederlands.",
         "(a sentence from the note, or none)", "garbled note sentence, fused words"),
    ]),
    ("diffusion@160", "P006"): ("clean: `Dear Erdogan`, Biofach as the note records; no product named in "
                                "the body, nothing wrong", []),
    ("diffusion@160", "P007"): ("the subject names the company twice; the note sentence garbled", [
        ("artifact", "subject", "For Carter Spice Company, LLC: dried oregano for Carter Spice Company, LLC",
         "Dried oregano for Carter Spice Company, LLC", "the company repeated in one subject"),
        ("artifact", "body", "It was a pleza chains in theidwest.",
         "(a sentence from the note, or none)",
         "garbled note sentence (`pleasure` fused with `pizza chains in the Midwest`)"),
    ]),
    ("diffusion@160", "P008"): ("clean", []),
    ("diffusion@160", "P009"): ("company garbled throughout; the draft runs on past its signature into a "
                                "second, garbled signature and is cut off", [
        ("company_misspelled", "subject", "atdenizyprawy Samiec sp. z o.o.", "Przyprawy Samiec sp. z o.o.",
         "company garbled and fused with `at`"),
        ("artifact", "body", "Polagra Food I.", "Polagra Food.", "a stray `I` after the fair"),
        ("company_misspelled", "body", "Marino Trading Industrial Samiec spp. z o.o.",
         "Przyprawy Samiec sp. z o.o.", "company garbled"),
        ("company_misspelled", "body", "Pure liraegec spp. z o.o.", "Przyprawy Samiec sp. z o.o.",
         "company garbled"),
        ("company_misspelled", "body", "Marino lightingra Food Samiec sp. z o.o.",
         "Przyprawy Samiec sp. z o.o.", "company garbled"),
        ("sender_wrong", "body", "Man Ltdgaxere Eksporti", "Menaxhere Eksporti",
         "the sender's title garbled"),
        ("artifact", "body",
         "Tomorri Herbs & Minerals, Tomorri Herbs & Minerals of dried oregano for importers who need stable supply.",
         S1_COMPANY, "the company doubled and run on into a sentence after the signature"),
        ("company_misspelled", "body", "Purplprawy Samiec(p.ës.", "Przyprawy Samiec sp. z o.o.",
         "company garbled"),
        ("sender_wrong", "body", "Jimmy SAS'upówlqeuchb Group Samiec(Sorry Samiec ofpra & Lion",
         "Ermira Kapllani, " + S1_COMPANY, "a second signature with another name and a garbled company"),
        ("artifact", "body", "distributors abroad.\n\nWould", "(the end of the e-mail)",
         "the body ends on `Would`: cut off"),
    ]),
    ("diffusion@160", "P010"): ("garbled opening with a wrong place; the sender's country wrong; garbled "
                                "and cut off at the end", [
        ("artifact", "body", "It was good to meet you at Κούτρης Μπαχαρικά Α.Ε. stands out",
         "(a sentence from the note, or none)",
         "two sentences fused (a meeting `at` the buyer's company, which `stands out`)"),
        ("country_wrong", "body", "Ek FZE Comoro", "Greece", "a garbled, wrong place for the buyer's market"),
        ("sender_wrong", "body", "from the United Arabia", "from Albania", "the sender's country wrong"),
        ("artifact", "body", "Α.Ε.Ερορη &i Υπεύθυνος Α", "Κούτρης Μπαχαρικά Α.Ε. … (closing)",
         "garbled Greek after the company, then cut off mid-word"),
    ]),
    ("diffusion@160", "P011"): ("garbled note sentence; a sentence cut off; a second, garbled greeting "
                                "with stray characters; no signature", [
        ("artifact", "body", "I understand you need lumpy documentation",
         "(a sentence from the note: lumpy chromite ore, Cr2O3 40% min, CIF Tianjin Xingang)",
         "garbled note sentence"),
        ("artifact", "body", "As 采购部经理 at 乌兰察布市李氏铁合金有限公司,\n",
         "As 采购部经理 at 乌兰察布市李氏铁合金有限公司, you know …", "a sentence cut off after its comma"),
        ("artifact", "body", "Thank you again for sthubmit of a ne Cap of", "(nothing)", "garbled words"),
        ("company_misspelled", "body", "乌兰察布市李氏铁合金 tare", "乌兰察布市李氏铁合金有限公司",
         "company cut and run into `tare`"),
        ("artifact", "body", "Dear 李欢\u5bcf\u0f8f\u5e1c\u6e90\u5d4f\u4e17\u70d7\u73cf\u7406",
         "(the signature)", "a second greeting followed by stray characters; the e-mail ends there"),
    ]),
    ("diffusion@160", "P012"): ("the sender's company garbled in the subject", [
        ("sender_wrong", "subject", "Rhromite\u0a8cs & Minerals Sh.p.k.", S1_COMPANY,
         "the sender's company garbled (`Tomorri Herb` lost into `Rhromite` and a stray character)"),
    ]),
    ("diffusion@160", "P013"): ("garbled note sentence; cut off in the company", [
        ("artifact", "body", "Y understand you ore by truck kapÓ byq byck",
         "(a sentence from the note: ore by truck via Qafë Thanë, 300 t a month)", "garbled words"),
        ("artifact", "body", "We would like to offer Феролегури Трајковск",
         "We would like to offer Феролегури Трајковски ДООЕЛ … (closing)",
         "the body ends mid-word in the company: cut off"),
    ]),
    ("diffusion@160", "P014"): ("a wrong product and a garbled company in the subject; the company "
                                "garbled twice in the body", [
        ("category_wrong", "subject", "valves", "chromite ore", "valves offered in place of chromite ore"),
        ("company_misspelled", "subject", "Ritter Zero", "Ritter Feuerfest GmbH", "company garbled"),
        ("company_misspelled", "body", "Ritter Zero defest GmbH", "Ritter Feuerfest GmbH",
         "company garbled"),
        ("company_misspelled", "body", "Ritter Zero Limited Gest GmbH", "Ritter Feuerfest GmbH",
         "company garbled"),
    ]),
    ("diffusion@160", "P015"): ("clean: `Dear Shota`", []),
}
