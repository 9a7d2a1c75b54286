"""Slips of dev_fresh59/60 (written by people who did not read the checker) that the checker
passed at their held-out run, each beside the correct sentence it must still pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGNED = "\n\nBest regards,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."
LIMES = buyer("White Spice Merchants Ltd", "Russell White", "United Kingdom", "dried limes")


def _artifacts(body: str, record=LIMES) -> list[str]:
    return [f for t, f in errors(body, record, DEFAULT_SENDER) if t == "artifact"]


def test_a_doubled_is_outside_what_it_is_is():
    body = "Dear Russell,\n\nOur dried lime powder {} certified kosher and halal." + SIGNED
    assert _artifacts(body.format("is")) == []
    assert _artifacts(body.format("is is")) == ["is is"]  # dev_fresh60 I009
    idiom = "Dear Russell,\n\nWhat it is is a dried lime you can grate into a stew." + SIGNED
    assert _artifacts(idiom) == []


def test_a_sentence_repeated_from_the_middle_of_an_earlier_one():
    first = (
        "Dear Russell,\n\nGood to meet you at IFE London. For the restaurants White Spice "
        "Merchants supplies, we pack black and light dried limes, whole or crushed, in 5 kg "
        "cartons."
    )
    again = " We pack black and light dried limes, whole or crushed."  # dev_fresh60 I054
    assert _artifacts(first + SIGNED) == []
    assert _artifacts(first + again + SIGNED) == [again.strip()]


def test_a_company_line_under_a_letter_that_named_it_is_no_repeat():
    record = buyer(
        "Almeida & Filhos - Comércio de Pescado, S.A.",
        "Soraia Almeida",
        "Portugal",
        "frozen meagre",
        "Responsável de Compras",
    )
    body = (  # dev_fresh30 N040
        "Exma. Senhora Soraia Almeida,\n\nEscrevo-lhe da Cap Blanc Produits de la Mer SARL, "
        "em Nouadhibou, na Mauritânia, onde congelamos corvina.\n\nCom os melhores "
        "cumprimentos,\n\nMohamed Lemine Ould Ahmed Salem\nChefe de Vendas de Exportação\n"
        "Cap Blanc Produits de la Mer SARL\nNouadhibou, Mauritânia\n+222 45 74 28 61"
    )
    assert _artifacts(body, record) == []


def test_the_end_of_a_dotted_legal_form_glued_to_another_name():
    record = buyer("深圳曾氏葡萄酒进口有限公司", "曾伟", "China", "red wine")
    body = (
        "Dear Mr Zeng,\n\nI am writing to introduce Elafiti Podrum d.o.o. to {} in Shenzhen. "
        "Elafiti Podrum d.o.o. makes Dingač red wine in Croatia.\n\nBest regards,\nNikolina Glavić"
    )
    assert _artifacts(body.format("深圳曾氏葡萄酒进口有限公司"), record) == []
    glued = _artifacts(body.format("深圳曾氏葡萄酒进口有限公司.o.o."), record)  # dev_fresh60 M012
    assert glued == ["司.o.o."]
    albanian = "Dear Mr Zeng,\n\nTomorri Herbs & Minerals Sh.p.k. ships red wine from Berat."
    assert _artifacts(albanian + SIGNED, record) == []


def _notes(body: str, record) -> list[str]:
    return [f for t, f in errors(body, record, DEFAULT_SENDER) if t == "note_wrong"]


def test_the_notes_fair_and_town_in_the_letters_language():
    record = buyer(
        "Filatura Marazzi S.p.A.",
        "Enzio Marazzi",
        "Italy",
        "wool tops",
        notes="Met at the IWTO Congress 2024 in Biella; wants 19.5 micron tops.",
    )
    body = "Gentile Signor Marazzi,\n\nè stato un piacere conoscerLa al {} di Biella." + SIGNED
    assert _notes(body.format("Congresso IWTO"), record) == []
    assert _notes(body.format("Salone Pitti"), record) == ["Salone Pitti"]
    gulf = buyer(
        "Besançon Energy Trading SA",
        "Gilbert Besançon",
        "Switzerland",
        "GTL diesel",
        notes="Met at ADIPEC 2024 in Abu Dhabi; interested in GTL diesel cargoes.",
    )
    merci = "Monsieur Besançon,\n\nMerci pour notre échange à l'ADIPEC, à {}." + SIGNED
    assert _notes(merci.format("Abou Dhabi"), gulf) == []
    assert _notes(merci.format("Gastech Milano"), gulf) != []


def test_business_cards_exchanged_at_a_fair_are_a_meeting():
    record = buyer(
        "株式会社松本チーズ商会",
        "松本美加子",
        "Japan",
        "caraway cheese",
        notes="FOODEX JAPAN 2025で名刺交換。サンプル希望。",
    )
    body = "Dear Ms Matsumoto,\n\nThank you for visiting our stand at FOODEX JAPAN." + SIGNED
    assert _notes(body, record) == []
    other = buyer(
        "株式会社松本チーズ商会", "松本美加子", "Japan", "caraway cheese", notes="サンプル希望。"
    )
    assert _notes(body, other) != []


def test_a_finnish_company_with_its_case_ending_on_the_last_word():
    record = buyer("Laineen Viinitalo Oy", "Marjut Laine", "Finland", "black currant wine")
    body = (
        "Hyvä Marjut Laine,\n\nJos tarjous menee läpi, toimitamme erät suoraan {} "
        "varastoon.\n\nYstävällisin terveisin\nMinji Park"
    )
    companies = [t for t, _ in errors(body.format("Laineen Viinitalon"), record, DEFAULT_SENDER)]
    assert "company_misspelled" not in companies
    # the first word in another case is another company (dev_fresh26 I051)
    slip = errors(body.format("Laineenin Viinitalo"), record, DEFAULT_SENDER)
    assert ("company_misspelled", "Laineenin Viinitalo") in slip


def test_a_signature_with_the_title_under_the_company_lost_its_name():
    body = "Dear Russell,\n\nWe supply White Spice Merchants with dried limes.\n\nThank you,\n{}"
    lost = errors(
        body.format("Hanbit Trading Co., Ltd.\nExport Sales Manager"), LIMES, DEFAULT_SENDER
    )
    assert [t for t, _ in lost] == ["sender_wrong"]  # dev_fresh59 M028, dev_fresh60 M023
    signed = "Minji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
    assert errors(body.format(signed), LIMES, DEFAULT_SENDER) == []
    # the company alone may sign a note: not an error
    assert errors(body.format("Hanbit Trading Co., Ltd."), LIMES, DEFAULT_SENDER) == []


def _categories(body: str, record) -> list[str]:
    return [f for t, f in errors(body, record, DEFAULT_SENDER) if t == "category_wrong"]


def test_a_thai_port_is_no_sauce_and_gtl_kerosene_is_no_gtl_diesel():
    record = buyer("Thanadraksa Petroleum Co., Ltd.", "Anecha T", "Thailand", "GTL diesel")
    body = (
        "Dear Anecha,\n\nFor Thanadraksa Petroleum we could supply parcels of 10,000 t of {} "
        "CFR Map Ta Phut or Sriracha." + SIGNED
    )
    assert _categories(body.format("GTL diesel"), record) == []
    assert _categories(body.format("GTL kerosene"), record) == ["GTL kerosene"]  # fresh59 I018
    sauce = "Dear Anecha,\n\nWe supply GTL diesel, and our sister company makes Sriracha."
    assert _categories(sauce + SIGNED, record) == ["Sriracha"]


def test_a_chinese_company_short_of_its_industry_word_in_the_subject():
    record = buyer("湖南郭氏槟榔食品有限公司", "郭欢", "China", "areca nuts")
    body = "郭主管您好：\n\n湖南郭氏槟榔食品有限公司加工槟榔食品，我们可以提供整果干槟榔。" + SIGNED
    for subject, wrong in (("湖南郭氏槟榔", False), ("湖南郭氏槟", False), ("湖南鄭氏槟榔", True)):
        found = errors(body, record, DEFAULT_SENDER, subject=f"斯里兰卡槟榔干果供应 — {subject}")
        assert ("company_misspelled" in [t for t, _ in found]) is wrong, subject


CRAFT = buyer(
    "Maison Jacques SAS",
    "Claudine Jacques",
    "France",
    "crowberries",
    notes="Met at SIAL Paris 2024; wants frozen samples.",
)


def test_the_embedded_models_seams_in_the_meeting_and_need_sentences():
    def artifacts(sentence: str) -> list[str]:
        return _artifacts("Dear Claudine,\n\n" + sentence + SIGNED, CRAFT)

    # each pair: the model's garble (dev_fresh55 M030, dev_fresh60 M001, dev_fresh59 M022,
    # dev_fresh57 M002), then the sentence it should have been
    assert artifacts("I understand you needuureising au documentation.") == ["needuureising"]
    assert artifacts("I understand you need frozen samples.") == []
    italy = artifacts("Italy 12-month was good to meet you at SIAL Paris.")
    assert italy == ["12-month was good to meet you"]
    assert artifacts("It was good to meet you at SIAL Paris.") == []
    lost = "Thank you for your time at SIAL Paris in Paris need I would be glad to help."
    assert artifacts(lost) == ["need I would"]
    assert artifacts("I understand you need samples, and I would be glad to send them.") == []
    run_on = "It was good to meet you at Maison Jacques SAS stands out among buyers of crowberries."
    assert "meet you at Maison Jacques SAS stands out" in artifacts(run_on)
    clause = "It was good to meet you at SIAL Paris, where your stand stood out."
    assert artifacts(clause) == []
