"""What dev_fresh30's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

AMYDERYA = Sender(
    company='"Amyderýa Söwda" HJ',
    name="Jeren Orazowa",
    title="Eksport bölüminiň müdiri",
    country="Turkmenistan",
)
KIRANA = Sender(
    company="Kirana Hills Agro Traders (SMC-Pvt.) Ltd.",
    name="Usman Tariq Cheema",
    title="Manager Exports",
    country="Pakistan",
)
KIRITIMATI = Sender(
    company="Kiritimati Reef & Palm Ltd",
    name="Tinaai Ruta Tekeiaki",
    title="Export & Marketing Officer",
    country="Kiribati",
)
CAP_BLANC = Sender(
    company="Cap Blanc Produits de la Mer SARL",
    name="Mohamed Lemine Ould Ahmed Salem",
    title="Chef des ventes export",
    country="Mauritania",
)


def test_a_vietnamese_company_without_cong_ty_co_phan() -> None:
    # N015 "we would like Dệt kim Mai Gia to consider us too" (Công ty Cổ phần Dệt kim Mai Gia)
    record = buyer("Công ty Cổ phần Dệt kim Mai Gia", "Mai Thị Duyên", "Vietnam",
                   "combed cotton yarn", title="Trưởng phòng Cung ứng")  # fmt: skip
    body = (
        "Kính gửi chị Duyên,\n\nVietnamese knitters buy much of their combed cotton yarn from "
        "Central Asia, and we would like {} to consider us too.\n\nBest regards,\n"
        'Jeren Orazowa\n"Amyderýa Söwda" HJ'
    )
    # not even a doubt: "Dệt" was read as a name cut, the company as never named
    assert findings(body.format("Dệt kim Mai Gia"), record, AMYDERYA) == []
    wrong = errors(body.format("Dệt kim Mai Hoa"), record, AMYDERYA)
    assert any(t.startswith("company") for t, _ in wrong)


def test_a_ukrainian_name_with_h_for_g() -> None:
    # N050 "Dear Mr Bhydenko" for Дмитро Бгиденко (no letter only Ukrainian writes)
    record = buyer("ТОВ «Чорноморфрукт»", "Дмитро Бгиденко", "Ukraine", "Kinnow mandarins")
    body = (
        "Dear Mr {},\n\nShall I send a CFR Odesa offer of Kinnow mandarins for ТОВ "
        "«Чорноморфрукт»?\n\nBest regards,\nUsman Cheema\n"
        "Kirana Hills Agro Traders (SMC-Pvt.) Ltd."
    )
    assert errors(body.format("Bhydenko"), record, KIRANA) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Bondarenko"), record, KIRANA))


def test_an_airline_and_a_hub_on_the_way() -> None:
    # N028 "The fish fly on the weekly Fiji Airways service from Kiritimati to Nadi and on to
    # Taoyuan via Hong Kong, so 海悅水族 would receive them about two days after packing."
    record = buyer("海悅水族有限公司", "林志明", "Taiwan", "live aquarium fish")
    body = (
        "Dear Mr Lin,\n\nThe fish fly on the weekly {} service from Kiritimati to Nadi and on "
        "to Taoyuan {} Hong Kong, so 海悅水族 would receive them about two days after packing."
        "\n\nBest wishes,\nTinaai Tekeiaki\nKiritimati Reef & Palm Ltd"
    )
    assert errors(body.format("Fiji Airways", "via"), record, KIRITIMATI) == []
    wrong = errors(body.format("Fiji Airways", "in"), record, KIRITIMATI)
    assert any(t == "country_wrong" for t, _ in wrong)


def test_words_of_a_fish_oil_analysis_and_of_salt() -> None:
    # N059 "dioxins and dioxin-like PCBs well below the EU limits for feed"; N021 "le sel rose
    # de l'Himalaya en grain fin"; N036 "Salmon feed in Norway uses more marine oil"
    oil = buyer("Abrahamsen Fôrråvarer AS", "Tone Abrahamsen", "Norway", "crude fish oil")
    body = (
        "Hei Tone,\n\nSalmon feed in Norway uses more marine oil than any other industry. Our "
        "crude fish oil for Abrahamsen Fôrråvarer has {}.\n\nMed vennlig hilsen,\n"
        "Mohamed Lemine Ould Ahmed Salem\nCap Blanc Produits de la Mer SARL"
    )
    assert errors(body.format("dioxins and PCBs well below the EU limits"), oil, CAP_BLANC) == []
    wrong = errors(body.format("a line of PCBs and circuit boards too"), oil, CAP_BLANC)
    assert any(t == "category_wrong" for t, _ in wrong)
    salt = buyer("Épicerie Fine Lavoie inc.", "Julie Lavoie", "Canada", "Himalayan pink salt")
    body = (
        "Bonjour Madame Lavoie,\n\nVoici notre offre pour Épicerie Fine Lavoie : le sel rose de "
        "l'Himalaya en {}.\n\nCordialement,\nUsman Cheema\n"
        "Kirana Hills Agro Traders (SMC-Pvt.) Ltd."
    )
    subject = "Sel rose de l'Himalaya, {} 0,5-1 mm"
    fine = errors(body.format("grain fin"), salt, KIRANA, subject.format("grain fin"))
    assert fine == []
    # "grain" with no size word after it is still read as a product
    other = errors(body.format("grain rond"), salt, KIRANA, subject.format("grain rond"))
    assert ("category_wrong", "grain") in other


def test_a_syrup_likened_to_another() -> None:
    # N032 "a little tangy, and people use it like maple syrup or molasses"
    record = buyer("Mānoa Pantry LLC", "Keoni Kahale", "United States", "coconut toddy syrup")
    body = (
        "Aloha Keoni,\n\nOur coconut toddy syrup for Mānoa Pantry is a little tangy, and people "
        "{} maple syrup.\n\nBest wishes,\nTinaai Tekeiaki\nKiritimati Reef & Palm Ltd"
    )
    assert errors(body.format("use it like"), record, KIRITIMATI) == []
    wrong = errors(body.format("can also order our"), record, KIRITIMATI)
    assert any(t == "category_wrong" for t, _ in wrong)


def test_a_local_word_written_twice_and_a_species_compound() -> None:
    # N056 "kamaimai gives them something no one else has" under the subject "Kamaimai
    # coconut toddy syrup"; N055 "a few longnose hawkfish" to a buyer of live aquarium fish;
    # I056 "somethingno one else has": two words run together
    record = buyer("Marshall Wholefoods Limited", "Wendy Marshall", "New Zealand",
                   "coconut toddy syrup")  # fmt: skip
    body = (
        "Hi Wendy,\n\nOrganic shops already stock coconut products, and kamaimai gives them "
        "{} no one else has: a coconut toddy syrup from Kiritimati for Marshall Wholefoods.\n\n"
        "Ngā mihi,\nTinaai Tekeiaki\nKiritimati Reef & Palm Ltd"
    )
    subject = "Kamaimai coconut toddy syrup for Marshall Wholefoods"
    assert errors(body.format("something"), record, KIRITIMATI, subject) == []
    fused = errors(body.format("somethingno").replace("no no", "no"), record, KIRITIMATI, subject)
    assert ("artifact", "somethingno") in fused
    fish = buyer("Reef Home Aquaria Ltd", "Ray Hasson", "United Kingdom", "live aquarium fish")
    body = (
        "Dear Mr Hasson,\n\nI would like to offer Reef Home Aquaria a trial box: 20 flame "
        "angels and a few longnose {}.\n\nBest wishes,\nTinaai Tekeiaki\n"
        "Kiritimati Reef & Palm Ltd"
    )
    assert errors(body.format("hawkfish"), fish, KIRITIMATI) == []
    assert ("artifact", "fishthe") in errors(body.format("fishthe"), fish, KIRITIMATI)


def test_a_german_company_in_the_genitive() -> None:
    # N020 "als Inhaberin des Salzkontors Schacht kennen Sie die Nachfrage" (Salzkontor Schacht)
    record = buyer("Salzkontor Schacht e.K.", "Diane Schacht", "Germany", "Himalayan pink salt")
    body = (
        "Sehr geehrte Frau Schacht,\n\nals Inhaberin des {} kennen Sie die Nachfrage nach rosa "
        "Himalaya-Salz.\n\nMit freundlichen Grüßen\nUsman Cheema\n"
        "Kirana Hills Agro Traders (SMC-Pvt.) Ltd."
    )
    assert errors(body.format("Salzkontors Schacht"), record, KIRANA) == []
    wrong = errors(body.format("Salzkantors Schacht"), record, KIRANA)
    assert any(t == "company_misspelled" for t, _ in wrong)


def test_titles_in_italian_and_portuguese_prose() -> None:
    # I003 "Come Responsabile Commerciale di Liquirizia Borsiere S.r.l." to a Responsabile
    # Acquisti; I040 "Como Responsável Comercial da Almeida & Filhos" to a Responsável de Compras
    record = buyer("Liquirizia Borsiere S.r.l.", "Hugo Borsiere", "Italy", "licorice root",
                   title="Responsabile Acquisti")  # fmt: skip
    body = (
        "Gentile Sig. Borsiere,\n\nCome {} di Liquirizia Borsiere S.r.l., sarebbe interessato a "
        'ricevere un campione?\n\nCordiali saluti,\nJeren Orazowa\n"Amyderýa Söwda" HJ'
    )
    assert errors(body.format("Responsabile Acquisti"), record, AMYDERYA) == []
    wrong = errors(body.format("Responsabile Commerciale"), record, AMYDERYA)
    assert ("title_wrong", "Responsabile Commerciale") in wrong
    record = buyer("Almeida & Filhos, S.A.", "Soraia Almeida", "Portugal", "frozen meagre",
                   title="Responsável de Compras")  # fmt: skip
    body = (
        "Exma. Senhora Soraia Almeida,\n\nComo {} da Almeida & Filhos, conhece bem a procura "
        "de corvina.\n\nCom os melhores cumprimentos,\nMohamed Lemine Ould Ahmed Salem\n"
        "Cap Blanc Produits de la Mer SARL"
    )
    assert errors(body.format("Responsável de Compras"), record, CAP_BLANC) == []
    wrong = errors(body.format("Responsável Comercial"), record, CAP_BLANC)
    assert ("title_wrong", "Responsável Comercial") in wrong


def test_a_lower_grade_of_yarn() -> None:
    # I011 "carded cotton yarn" offered to a buyer of combed cotton yarn
    record = buyer("Knit Works Ltd", "Sam Patel", "United Kingdom", "combed cotton yarn")
    body = (
        "Dear Sam,\n\nWe supply {} cotton yarn in Ne 30/1 for Knit Works.\n\nBest regards,\n"
        'Jeren Orazowa\n"Amyderýa Söwda" HJ'
    )
    assert errors(body.format("combed"), record, AMYDERYA) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("carded"), record, AMYDERYA))


def test_the_sender_company_garbled_in_the_signature() -> None:
    # M007 signed 'ģ." HJ' and M024 'Zoo Amyderýa Söwda" HJ' for "Amyderýa Söwda" HJ
    record = buyer("Van Kasteelen Chemicaliën B.V.", "Joep van Kasteelen", "Netherlands",
                   "crystalline iodine")  # fmt: skip
    body = (
        "Dear Joep van Kasteelen,\n\nWe can prepare samples of our crystalline iodine for Van "
        "Kasteelen Chemicaliën B.V.\n\nSincerely,\nJeren Orazowa\n{}"
    )
    for good in ('"Amyderýa Söwda" HJ', 'Eksport bölüminiň müdiri, "Amyderýa Söwda" HJ'):
        assert errors(body.format(good), record, AMYDERYA) == []
    for garbled in ('ģ." HJ', 'Eksport bölüminiň müdiri, Zoo Amyderýa Söwda" HJ'):
        assert any(t == "sender_wrong" for t, _ in errors(body.format(garbled), record, AMYDERYA))
