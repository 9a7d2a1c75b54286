"""What the embedded models' drafts for faker buyers showed (benchmarks/heldout_faker.py, split
`selection`, read by hand): slips the checker passed, each beside the good letter it must still
pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGNED = "\n\nKind regards,\nMinji Park, Export Sales Manager\nHanbit Trading Co., Ltd."
INTRO = "Dear {name},\n\nI am writing to introduce Hanbit Trading Co., Ltd. to {company}. "


def _letter(name: str, company: str, rest: str) -> str:
    return INTRO.format(name=name, company=company) + rest + SIGNED


def _types(rows: list) -> list:
    return [t for t, _ in rows]


def test_a_legal_form_run_on_into_other_letters() -> None:
    record = buyer("Khristov DOOEL", "Stefanija Aleksovski", "North Macedonia", "food machines")
    bad = _letter("Stefanija", "Khristov DOOın", "We supply food machines from South Korea.")
    assert ("company_misspelled", "Khristov DOOın") in errors(bad, record, DEFAULT_SENDER)
    good = _letter("Stefanija", "Khristov DOOEL", "We supply food machines from South Korea.")
    assert errors(good, record, DEFAULT_SENDER) == []
    plain = _letter("Stefanija", "Khristov", "Khristov could use a second source of food machines.")
    assert errors(plain, record, DEFAULT_SENDER) == []


def test_a_legal_form_with_a_letter_dropped_or_doubled() -> None:
    record = buyer("Жжще ООД", "Божидар Бранков", "Bulgaria", "frozen octopus")
    body = _letter("Божидар Бранков", "Жжще ООД", "We supply frozen octopus from South Korea.")
    subject = "Hanbit Trading Co., Ltd. x Жжще ОД"
    assert errors(body, record, DEFAULT_SENDER, subject) == [("company_misspelled", "Жжще ОД")]
    assert errors(body, record, DEFAULT_SENDER, "Hanbit Trading Co., Ltd. x Жжще ООД") == []
    quoted = buyer('"Възвъзов" ЕООД', "Ьумджзм Бцб", "Bulgaria", "steel pipes")
    bad = _letter("Ьумджзм", '"Възвъзов" ЕОООД', "We supply steel pipes from South Korea.")
    assert "company_misspelled" in _types(errors(bad, quoted, DEFAULT_SENDER))


def test_a_dotted_legal_form_cut_where_a_sentence_ends() -> None:
    record = buyer("Ntzsrte Stavebniny k.s.", "René Riša", "Slovakia", "infusion sets")
    bad = _letter("René", "Ntzsrte Stavebniny k", "We supply infusion sets from South Korea.")
    assert ("company_misspelled", "Ntzsrte Stavebniny k") in errors(bad, record, DEFAULT_SENDER)
    good = _letter("René", "Ntzsrte Stavebniny k.s", "We supply infusion sets from South Korea.")
    assert errors(good, record, DEFAULT_SENDER) == []
    arabic = buyer("بدر ذ.م.م", "بهجة شاهين", "Bahrain", "fidget toys")
    bad = _letter("بهجة شاهين", "بدر ذ", "As a buyer at بدر ذ.م.م, you know the market.")
    assert errors(bad, arabic, DEFAULT_SENDER) == [("company_misspelled", "بدر ذ")]
    good = _letter("بهجة شاهين", "بدر ذ.م.م", "We supply fidget toys from South Korea.")
    assert errors(good, arabic, DEFAULT_SENDER) == []


def test_a_chinese_name_written_whole_but_one_character_short() -> None:
    record = buyer("侯陳陳慧股份有限公司", "陳麗美", "Taiwan", "office chairs")
    bad = _letter("陳麗美", "侯陳慧股份有限公司", "We supply office chairs from South Korea.")
    assert errors(bad, record, DEFAULT_SENDER) == [("company_misspelled", "侯陳慧股份有限公司")]
    good = _letter("陳麗美", "侯陳陳慧股份有限公司", "We supply office chairs from South Korea.")
    assert errors(good, record, DEFAULT_SENDER) == []


def test_a_greeting_with_half_of_a_compound_arabic_name() -> None:
    record = buyer("شركة أستيتية للاستيراد", "عبد الباقي فطاير", "Jordan", "safety glasses")
    rest = "We supply safety glasses from South Korea."
    bad = _letter("عبد", "شركة أستيتية للاستيراد", rest)
    assert errors(bad, record, DEFAULT_SENDER) == [("contact_wrong", "عبد")]
    good = _letter("عبد الباقي", "شركة أستيتية للاستيراد", rest)
    assert errors(good, record, DEFAULT_SENDER) == []


def test_a_lone_letter_where_a_word_was_lost() -> None:
    record = buyer("MB Poška Statyba", "Nedas Vsiliauskas", "Lithuania", "flexible packaging")
    bad = _letter("Nedas", "MB Poška Statyba", "We can prepare samples of our f cons packaging.")
    assert ("artifact", "f") in errors(bad, record, DEFAULT_SENDER)
    rest = "We pack it in 50 g pouches at USD 1,180 per t and ship Ex d rated sealers."
    assert errors(_letter("Nedas", "MB Poška Statyba", rest), record, DEFAULT_SENDER) == []


def test_a_garbled_country_in_the_models_country_slot() -> None:
    record = buyer("مؤسسة البرغوثي التجارية", "حقّي كسواني", "Bahrain", "drinking glasses")
    company = "مؤسسة البرغوثي التجارية"
    bad = _letter("حقّي", company, f"I see that {company} buys drinking glasses in Bluin.")
    assert ("artifact", "Bluin") in errors(bad, record, DEFAULT_SENDER)
    good = _letter("حقّي", company, f"I see that {company} buys drinking glasses in Bahrain.")
    assert errors(good, record, DEFAULT_SENDER) == []
