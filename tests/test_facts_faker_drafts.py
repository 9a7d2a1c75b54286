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
    bad = _letter("Nedas", "MB Poška Statyba", "We can prepare samples of our f Maj packaging.")
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


def test_a_signature_with_your_title_where_your_name_goes() -> None:
    record = buyer("Нзжњ ДОО", "Борче Петровски", "North Macedonia", "steam irons")
    body = "Dear Борче,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Нзжњ ДОО."
    titled = body + "\n\nWarm regards,\nExport Sales Manager | Hanbit Trading Co., Ltd."
    assert "sender_wrong" in _types(errors(titled, record, DEFAULT_SENDER))
    named = body + "\n\nWarm regards,\nMinji Park\nExport Sales Manager | Hanbit Trading Co., Ltd."
    assert errors(named, record, DEFAULT_SENDER) == []


def test_your_title_run_into_other_letters_in_the_signature() -> None:
    record = buyer("合同会社晃高産業", "高橋 花子", "Japan", "pretzels")
    body = "Dear 高橋 花子,\n\nWe can prepare samples of our pretzels for 合同会社晃高産業."
    bad = body + "\n\nSincerely,\nMinji Park\nExport Salesvo, Hanbit Trading Co., Ltd."
    assert ("sender_wrong", "Salesvo") in errors(bad, record, DEFAULT_SENDER)
    assert errors(body + SIGNED, record, DEFAULT_SENDER) == []


def test_a_line_of_one_letter_repeated() -> None:
    record = buyer("مؤسسة البرغوثي التجارية", "حقّي كسواني", "Bahrain", "drinking glasses")
    body = _letter("حقّي", "مؤسسة البرغوثي التجارية", "We supply drinking glasses.")
    assert errors(body, record, DEFAULT_SENDER) == []
    assert "artifact" in _types(errors(body + "\nل؄تجارو؄برغغغغ", record, DEFAULT_SENDER))


def test_the_buyers_company_said_to_buy_in_your_country() -> None:
    record = buyer("鄭貿易股份有限公司", "林柏翰", "Taiwan", "cooking oil")
    text = "Dear 林柏翰,\n\nI am reaching out because 鄭貿易股份有限公司 buys cooking oil in {}."
    wrong = errors(text.format("South Korea") + SIGNED, record, DEFAULT_SENDER)
    assert ("country_wrong", "South Korea") in wrong
    assert errors(text.format("Taiwan") + SIGNED, record, DEFAULT_SENDER) == []
    ours = text.format("Taiwan") + " We supply cooking oil from {} with short lead times."
    assert ("artifact", "the Korea") in errors(ours.format("the Korea") + SIGNED, record,
                                               DEFAULT_SENDER)  # fmt: skip
    assert errors(ours.format("South Korea") + SIGNED, record, DEFAULT_SENDER) == []


def test_the_subjects_slots_hold_the_records_words() -> None:
    record = buyer("دلاشة ذ.م.م", "نغم الإغباري", "Jordan", "packaging materials")
    body = _letter("نغم", "دلاشة ذ.م.م", "We supply packaging materials from South Korea.")
    good = "Packaging materials from Hanbit Trading Co., Ltd."
    assert errors(body, record, DEFAULT_SENDER, good) == []
    wrong = "Power materials from Hanbit Trading Co., Ltd."
    assert errors(body, record, DEFAULT_SENDER, wrong) == [("category_wrong", "Power materials")]
    vases = buyer("Ijtctck a.s.", "Patrik Klapáč", "Slovakia", "ceramic vases")
    body = _letter("Patrik", "Ijtctck a.s", "We supply ceramic vases from South Korea.")
    subject = "{} vases from Hanbit Trading Co., Ltd."
    assert errors(body, vases, DEFAULT_SENDER, subject.format("Ceramic")) == []
    assert ("category_wrong", "Cezen vases") in errors(
        body, vases, DEFAULT_SENDER, subject.format("Cezen")
    )
    persian = buyer("بازرگانی نوبختی تجارت", "آراد محمدی", "Iran", "steel pipes")
    body = _letter("آراد محمدی", "بازرگانی نوبختی تجارت", "We supply steel pipes.")
    subject = "{}, a quick idea for بازرگانی نوبختی تجارت"
    assert errors(body, persian, DEFAULT_SENDER, subject.format("آراد")) == []
    assert errors(body, persian, DEFAULT_SENDER, subject.format("آرادا")) == [
        ("contact_wrong", "آرادا")
    ]
    japanese = buyer("有限会社崎綾", "佐篤斉翼 斎く", "Japan", "inline skates")
    body = _letter("佐篤斉翼 斎く", "有限会社崎綾", "We supply inline skates.")
    subject = "{} and Hanbit Trading Co., Ltd."
    assert errors(body, japanese, DEFAULT_SENDER, subject.format("有限会社崎綾")) == []
    wrong = errors(body, japanese, DEFAULT_SENDER, subject.format("佐篤斉社崎綾"))
    assert wrong == [("company_misspelled", "佐篤斉社崎綾")]


def test_the_offer_with_a_word_of_the_product_replaced() -> None:
    record = buyer("Riša Medical SRL", "René Riša", "Slovakia", "infusion sets")
    text = _letter("René", "Riša Medical SRL", "We supply {} from South Korea with short "
                   "lead times.")  # fmt: skip
    assert errors(text.format("infusion sets"), record, DEFAULT_SENDER) == []
    wrong = errors(text.format("infusion Supplys"), record, DEFAULT_SENDER)
    assert wrong == [("category_wrong", "infusion Supplys")]


def test_a_title_cut_inside_its_last_word() -> None:
    record = buyer("دلاشة ذ.م.م", "نغم الإغباري", "Jordan", "packaging materials",
                   title="مدير المشتريات")  # fmt: skip
    text = _letter("نغم", "دلاشة ذ.م.م", "As {}, you will want partners who deliver on time.")
    assert errors(text.format("مدير المشتريات"), record, DEFAULT_SENDER) == []
    wrong = errors(text.format("مدير المشتري"), record, DEFAULT_SENDER)
    assert wrong == [("title_wrong", "مدير المشتري")]


def test_a_models_subject_slot_with_a_word_the_product_lacks() -> None:
    record = buyer("Nppb NV", "Henri Slegers", "Belgium", "textile machinery")
    body = _letter("Henri", "Nppb NV", "We supply textile machinery from South Korea.")
    subject = "{} from Hanbit Trading Co., Ltd."
    assert errors(body, record, DEFAULT_SENDER, subject.format("Textile machinery")) == []
    assert errors(body, record, DEFAULT_SENDER, subject.format("Texti")) == [
        ("category_wrong", "Texti")
    ]
    meals = buyer("雅進股份有限公司", "王國榮", "Taiwan", "frozen meals")
    body = _letter("王國榮", "雅進股份有限公司", "We supply frozen meals from South Korea.")
    assert ("category_wrong", "Fice bals") in errors(
        body, meals, DEFAULT_SENDER, subject.format("Fice bals")
    )


def test_the_signature_running_on_past_your_company() -> None:
    record = buyer("洪貿易有限公司", "劉美英", "Taiwan", "weaving machines")
    body = _letter("劉美英", "洪貿易有限公司", "We supply weaving machines from South Korea.")
    assert errors(body, record, DEFAULT_SENDER) == []
    assert "artifact" in _types(errors(body + " to", record, DEFAULT_SENDER))


def test_the_subjects_more_specific_templates_are_read_first() -> None:
    record = buyer("Tnfuuey a.s.", "Viktor Vozár", "Slovakia", "swimming goggles")
    body = _letter("Viktor", "Tnfuuey a.s", "We supply swimming goggles from South Korea.")
    subject = "{} a quick idea for Tnfuuey a.s."
    assert ("contact_wrong", "Tnfuuey") in errors(body, record, DEFAULT_SENDER, subject.format(
        "Tnfuuey"))  # fmt: skip
    pumps = buyer("Červeňová s.r.o.", "Dávid Lipka", "Slovakia", "hydraulic pumps")
    body = _letter("Dávid", "Červeňová s.r.o", "We supply hydraulic pumps from South Korea.")
    subject = "{} sourcing for Červeňová s.r.o. in Slovakia"
    assert errors(body, pumps, DEFAULT_SENDER, subject.format("Hydraulic pumps")) == []
    assert ("category_wrong", "Dand tools") in errors(
        body, pumps, DEFAULT_SENDER, subject.format("Dand tools")
    )
    baby = buyer("Distribuidora Benavent S.A.C.", "Martin Benavent", "Peru", "baby products")
    body = _letter("Martin", "Distribuidora Benavent S.A.C", "We supply baby products.")
    subject = "Reliable baby care products supply for Distribuidora Benavent S.A.C."
    assert errors(body, baby, DEFAULT_SENDER, subject) == []
