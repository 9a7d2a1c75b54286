"""What dev_fresh9's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

KAGERA = Sender(
    company="Kagera Lakeside Exports (U) Ltd",
    name="Brenda Nakato Ssekandi",
    title="Export Sales Manager",
    country="Uganda",
)
RIBERALTA = Sender(
    company="Riberalta Trópico Export S.R.L.", name="María José Quispe Vargas", country="Bolivia"
)
ANGKOR = Sender(
    company="Angkor Harvest Trading Co., Ltd.", name="Sok Sreyneang", country="Cambodia"
)
NEMUNO = Sender(company="Nemuno Linas UAB", name="Rūta Žemaitienė", country="Lithuania")


_buyer = buyer
_errors = errors


FRIEDMAN = _buyer("Friedman Fish Import Ltd", "Noa Friedman", "Israel", "Nile perch fillets")
WING_FAT = _buyer(
    "Wing Fat Dried Seafood Co., Limited", "Winnie Leung Wing-sze", "Hong Kong", "fish maw"
)
SOROKIN = _buyer("Sorokin Joogid OÜ", "Kristina Sorokina", "Estonia", "passion fruit pulp")
DAEHEUNG = _buyer(
    "Daeheung Metal Co., Ltd.",
    "Seo Ji-hoon",
    "South Korea",
    "tin ingots",
    notes="Met at Metal + Metallurgy China, Shanghai; buys tin for solder",
)
BRIEMER = _buyer("Briemer Nusskontor GmbH", "Jonas Briemer", "Germany", "Brazil nut kernels")
LAMBOT = _buyer("Métaux Lambot SA", "Pierre Lambot", "Belgium", "tin ingots")
KOBAYASHI = _buyer("株式会社小林商店", "小林 太一", "Japan", "linen tea towels", "仕入部長")
CHARBONNEAU = _buyer("Bois Charbonneau inc.", "Roland Charbonneau", "Canada", "hardwood decking")
BROWN = _buyer("Brown Pantry Pty Ltd", "Kendra Brown", "Australia", "palm sugar")
NGOC_LAN = _buyer("Ngọc Lan Hải Sản Khô", "Nguyễn Ngọc Lan", "Vietnam", "fish maw")

SIGNED = "\n\nBest regards,\nBrenda Nakato Ssekandi\nKagera Lakeside Exports (U) Ltd"


def test_a_bracketed_country_letter_is_part_of_an_east_african_legal_form() -> None:
    # N002: "(U) Ltd" is Uganda's way of writing Ltd; the name without it is the short name
    body = (
        "Hi Noa,\n\nI'm Brenda from Kagera Lakeside Exports in Entebbe, Uganda. Would Friedman "
        "Fish Import be open to a trial container of Nile perch fillets?" + SIGNED
    )
    assert _errors(body, FRIEDMAN, KAGERA) == []
    # another company's legal form on the sender's name is still wrong
    wrong = body.replace("(U) Ltd", "GmbH")
    assert any(t == "sender_wrong" for t, _ in _errors(wrong, FRIEDMAN, KAGERA))


def test_a_hyphenated_given_name_goes_on_past_its_lower_case_half() -> None:
    # M022: "Winnie Leung Wing-sze" written whole is no name cut before the given name
    body = "Dear Winnie Leung Wing-sze,\n\nWe supply fish maw from Uganda." + SIGNED
    assert _errors(body, WING_FAT, KAGERA) == []


def test_countries_of_goods_of_fairs_and_of_products_are_not_the_buyers() -> None:
    # N015: where the buyer sources today; N028: a fair's name; N050: a product's name
    sourced = (
        "Tere, Kristina!\n\nI understand Sorokin Joogid makes smoothies for cafés and buys its "
        "passion fruit pulp from Ecuador today. Uganda may be worth a look." + SIGNED
    )
    assert _errors(sourced, SOROKIN, KAGERA) == []
    fair = (
        "Dear Ms Seo,\n\nThank you for stopping by our booth at Metal + Metallurgy China in "
        "Shanghai. Here is our offer of tin ingots for Daeheung Metal.\n\nBest regards,\n"
        "María José Quispe\n"
        "Riberalta Trópico Export S.R.L."
    )
    assert _errors(fair, DAEHEUNG, RIBERALTA) == []
    product = (
        "Dear Mr Briemer,\n\nFor Briemer Nusskontor we can offer:\n\nOrganic Brazil nut kernels, "
        "medium, new crop from Pando\n\nBest regards,\nMaría José Quispe\n"
        "Riberalta Trópico Export S.R.L."
    )
    assert _errors(product, BRIEMER, RIBERALTA) == []
    # said of the buyer, another country is still wrong
    wrong = product.replace("For Briemer Nusskontor", "For your stores in Brazil")
    assert ("country_wrong", "Brazil") in _errors(wrong, BRIEMER, RIBERALTA)


def test_grade_letters_and_an_infinitive_ending_on_its_preposition_read_as_english() -> None:
    # N007, N009: grades A and B; "a few pieces to look at?"
    body = (
        "Dear Winnie,\n\nFor Wing Fat Dried Seafood: Grades: A (no marks, even colour) and "
        "B (small marks). Dried fish maw, "
        "Grade A and B, sun-dried, no chemicals.\n\nMay I send you a few pieces to look at?"
        + SIGNED
    )
    assert _errors(body, WING_FAT, KAGERA) == []
    cut = body.replace("to look at?", "to take the at?")
    assert any(t == "artifact" for t, _ in _errors(cut, WING_FAT, KAGERA))


def test_a_spec_abbreviation_between_commas_or_in_brackets_is_no_legal_form() -> None:
    # N030, N053: "KD" (kiln-dried) is also Slovenian for a limited partnership
    body = (
        "Bonjour M. Charbonneau,\n\n- Cumaru 21 x 145 mm, séché au séchoir (KD), quatre faces "
        "lisses\n- Ipê 21 x 145 mm, KD, smooth/grooved\n\nAu plaisir,\nMaría José Quispe\n"
        "Riberalta Trópico Export S.R.L."
    )
    assert _errors(body, CHARBONNEAU, RIBERALTA) == []
    stray = body.replace("smooth/grooved", "smooth/grooved from Charbonneau GmbH")
    assert any(f == "GmbH" for _, f in _errors(stray, CHARBONNEAU, RIBERALTA))


def test_words_of_a_letter_in_another_language_are_not_names_run_on() -> None:
    # N011 "Pulpe", "Ouganda"; N029 "lingots", "exporte" (subject and list lines too)
    body = (
        "Monsieur Lambot,\n\nJe vous écris de la part de Riberalta Trópico Export S.R.L., une "
        "société bolivienne qui exporte de l'étain raffiné en lingots. Je me permets de vous "
        "présenter notre offre :\n\n- Lingots d'étain, Sn 99,90 % minimum (99,95 % sur demande), "
        "environ 25 kg\n\nJe serais heureuse de vous adresser une cotation.\n\nMaría José Quispe"
        "\nRiberalta Trópico Export S.R.L."
    )
    assert _errors(body, LAMBOT, RIBERALTA, "Étain en lingots 99,9 % – origine Bolivie") == []
    # a name fused with an English word is still a fusion, in an English letter
    fused = (
        "Dear Mr Lambot,\n\nWe supply Métaux Lambot tin ingotsfrom Bolivia.\n\nMaría José Quispe"
    )
    assert ("artifact", "ingotsfrom") in _errors(fused, LAMBOT, RIBERALTA)


def test_japanese_prolonged_sound_marks_and_full_width_colons_are_japanese() -> None:
    # N016: "ストーンウォッシュ" holds "ー", which Unicode names KATAKANA-HIRAGANA
    body = (
        "株式会社小林商店\n仕入部長 小林 太一様\n\n"
        "先日はフランクフルトのAmbienteにて弊社ブースにお立ち"
        "寄りいただき、誠にありがとうございました。\n\n"
        "・カラー：ナチュラル、オフホワイト、チャコールなど12色\n\n"
        "Rūta Žemaitienė\nNemuno Linas UAB"
    )
    assert _errors(body, KOBAYASHI, NEMUNO) == []


def test_palm_sugar_and_fruit_pulp_have_their_categories() -> None:
    # N044: palm sugar comes in cakes; N014: a pulp buyer makes juice
    sugar = (
        "Hi Kendra,\n\nThe tracking says our palm sugar sample reached Brown Pantry last "
        "Thursday – I hope the granulated sugar and the cakes both arrived in good shape.\n\n"
        "Cheers,\nSreyneang\nAngkor Harvest Trading Co., Ltd."
    )
    assert _errors(sugar, BROWN, ANGKOR) == []
    wrong = sugar.replace("the cakes both arrived", "our LED lamps both arrived")
    assert any(t == "category_wrong" for t, _ in _errors(wrong, BROWN, ANGKOR))


def test_a_french_reflexive_is_no_doubled_word() -> None:
    body = (
        "Bonjour Madame Maillot,\n\nNous nous étions rencontrées au SIAL Paris. Je vous écris "
        "pour Maillot Distribution.\n\nBien cordialement,"
        "\nSok Sreyneang\nAngkor Harvest Trading Co., Ltd."
    )
    buyer = _buyer("Maillot Distribution SAS", "Claire Maillot", "France", "jasmine rice")
    assert _errors(body, buyer, ANGKOR) == []
    assert any(t == "artifact" for t, _ in _errors(body.replace("Nous", "We we"), buyer, ANGKOR))


def test_a_timber_species_names_the_decking() -> None:
    # N054: "Ipe decking samples" for a hardwood-decking buyer
    buyer = _buyer("Nakamura Mokuzai Co., Ltd.", "Hiroshi Nakamura", "Japan", "hardwood decking")
    body = (
        "Dear Nakamura-san,\n\nWe have cut a set of ipe decking samples.\n\nBest regards,\n"
        "María José Quispe\nRiberalta Trópico Export S.R.L."
    )
    assert _errors(body, buyer, RIBERALTA, "Ipe decking samples for Nakamura Mokuzai") == []


def test_another_kind_of_the_records_product_is_a_sibling() -> None:
    # T013 "guava pulp" for passion fruit pulp, T023 "linseed oil" for rapeseed oil, T003
    # "Tilapia fillets" for Nile perch fillets: kinds of one family with the record's head noun
    pulp = _buyer("Švecová Nápoje s.r.o.", "Jana Švecová", "Czech Republic", "passion fruit pulp")
    body = (
        "Dobrý den, paní Švecová,\n\nthe sample for Švecová Nápoje left Entebbe yesterday:\n"
        "- 2 × 1 kg frozen guava pulp without seeds" + SIGNED
    )
    assert ("category_wrong", "guava pulp") in _errors(body, pulp, KAGERA)
    assert _errors(body.replace("guava", "passion fruit"), pulp, KAGERA) == []
    perch = _buyer("Ichthys Ltd", "Nikos Ioannou", "Cyprus", "Nile perch fillets")
    fish = "Dear Mr Ioannou,\n\nFor Ichthys:\n• Tilapia fillets, skinless, IQF" + SIGNED
    assert ("category_wrong", "Tilapia fillets") in _errors(fish, perch, KAGERA)
    # uses and styles are no kinds: "baler twine" is sisal twine for balers
    twine = _buyer("Farm Supplies Ltd", "Tom Hale", "Ireland", "sisal twine")
    uses = "Dear Tom,\n\nOur baler twine suits Farm Supplies' customers." + SIGNED
    assert _errors(uses, twine, KAGERA) == []
    assert ("category_wrong", "jute twine") in _errors(
        uses.replace("baler twine", "jute twine"), twine, KAGERA
    )


def test_a_meeting_claimed_in_the_buyers_language_needs_a_note() -> None:
    # T029 (French, no notes), T049 (Russian), T058 (Italian: a fair the note does not name)
    lambot = LAMBOT.model_copy(update={"notes": ""})
    body = (
        "Monsieur Lambot,\n\nSuite à notre rencontre à la Hannover Messe, je vous adresse notre "
        "offre de lingots d'étain pour Métaux Lambot.\n\nMaría José Quispe\n"
        "Riberalta Trópico Export S.R.L."
    )
    assert any(t == "note_wrong" for t, _ in _errors(body, lambot, RIBERALTA))
    met = lambot.model_copy(update={"notes": "Met at Hannover Messe 2025; wants 99.9% tin"})
    assert _errors(body, met, RIBERALTA) == []
    elsewhere = met.model_copy(update={"notes": "Visited our stand at Metal Expo in Paris"})
    assert ("note_wrong", "Hannover Messe") in _errors(body, elsewhere, RIBERALTA)
    # an invitation is no claim: "nous serions ravis de vous accueillir sur notre stand"
    invite = body.replace("Suite à notre rencontre à la Hannover Messe", "Bonjour")
    assert _errors(invite, lambot, RIBERALTA) == []


def test_the_title_in_an_address_block_is_the_records() -> None:
    # T006, T016, T026: one level off in Chinese and Japanese, another function in German
    chow = _buyer("周記海味有限公司", "周志強", "Hong Kong", "fish maw", "採購經理")
    block = "周記海味有限公司\n採購經理 周志強先生\n\n周經理您好：\n\n我們已安排樣品。" + SIGNED
    assert _errors(block, chow, KAGERA) == []
    assert ("title_wrong", "採購主任") in _errors(
        block.replace("採購經理 ", "採購主任 "), chow, KAGERA
    )
    lustenberger = _buyer(
        "Lustenberger Nüsse AG",
        "Ladina Lustenberger",
        "Switzerland",
        "Brazil nut kernels",
        "Leiterin Beschaffung",
    )
    german = (
        "Lustenberger Nüsse AG\nFrau Ladina Lustenberger\nLeiterin Beschaffung\n\nSehr geehrte "
        "Frau Lustenberger\n\nWir liefern Paranusskerne an Lustenberger Nüsse.\n\nMaría José Quispe"
        "\nRiberalta Trópico Export S.R.L."
    )
    assert _errors(german, lustenberger, RIBERALTA) == []
    wrong = german.replace("Leiterin Beschaffung\n", "Leiterin Verkauf\n")
    assert ("title_wrong", "Leiterin Verkauf") in _errors(wrong, lustenberger, RIBERALTA)


def test_a_chinese_company_name_one_character_off_is_misspelled() -> None:
    # T041: the homophone 紀 for 記
    chow = _buyer("周記海味有限公司", "周志強", "Hong Kong", "fish maw")
    body = (
        "周先生您好，\n\nIf the samples suit 周記海味's customers, we can quote CIF Hong Kong."
        + SIGNED
    )
    assert _errors(body, chow, KAGERA) == []
    assert ("company_misspelled", "周紀海味") in _errors(body.replace("周記", "周紀"), chow, KAGERA)


def test_model_slips_in_the_name_slots() -> None:
    # M019: "AeriaL a quick idea", a signature cut to "B"; M010: a Thai contact by family name
    weerdenburg = _buyer(
        "Weerdenburg Visgroothandel B.V.", "Louise Weerdenburg", "Netherlands", "fish maw"
    )
    body = "Dear Louise Weerdenburg,\n\nWe supply fish maw to Weerdenburg Visgroothandel B.V."
    signed = body + "\n\nSincerely,\nBrenda Nakato Ssekandi\nKagera Lakeside Exports (U) Ltd"
    assert _errors(signed, weerdenburg, KAGERA, "Louise, a quick idea") == []
    assert ("artifact", "AeriaL") in _errors(signed, weerdenburg, KAGERA, "AeriaL a quick idea")
    assert ("sender_wrong", "B") in _errors(body + "\n\nSincerely,\nB", weerdenburg, KAGERA)
    thai = _buyer(
        "Chowitunkit Marine Products Co., Ltd.", "Pannawich Chowitunkit", "Thailand", "fish maw"
    )
    letter = "Dear Khun Pannawich,\n\nWe supply fish maw to Chowitunkit Marine Products." + SIGNED
    subject = "Chowitunkit, a quick idea for Chowitunkit Marine Products Co., Ltd."
    assert ("contact_wrong", "Chowitunkit") in _errors(letter, thai, KAGERA, subject)
    assert _errors(letter, thai, KAGERA, subject.replace("Chowitunkit,", "Pannawich,")) == []
    # where family names are a polite address, the same subject is no error
    anderson = _buyer("Anderson Wholesale Inc.", "Scott Anderson", "United States", "fish maw")
    us = "Dear Scott,\n\nWe supply fish maw to Anderson Wholesale." + SIGNED
    assert _errors(us, anderson, KAGERA, "Anderson, a quick idea for Anderson Wholesale") == []
