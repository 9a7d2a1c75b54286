"""Diffusion drafts for faker buyers that passed once the signature was copied by construction
(signature.py; #19's selection split, read by hand): slips in the body the checker had passed,
each beside the good letter it must still pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGNED = "\n\nSincerely,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."


def _types(rows: list) -> list:
    return [t for t, _ in rows]


def test_the_buyers_company_where_the_goods_belong() -> None:
    record = buyer("Михајловски АД", "Лилјана Дешановска", "North Macedonia", "hand tools")
    intro = (
        "Dear Лилјана,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Михајловски АД. "
    )
    bad = intro + "We can prepare samples of our Михајловски АД for your review." + SIGNED
    assert errors(bad, record, DEFAULT_SENDER) == [("category_wrong", "Михајловски АД")]
    source = intro + "We would like to offer you a steady source of Михајловски АД." + SIGNED
    assert _types(errors(source, record, DEFAULT_SENDER)) == ["category_wrong"]
    good = intro + "We would like to offer Михајловски АД a steady source of hand tools." + SIGNED
    assert errors(good, record, DEFAULT_SENDER) == []


def test_an_offer_that_stops_at_the_buyers_company() -> None:
    record = buyer("الزيدانية الصناعية ذ.م.م", "رجب النشاشيبي", "Jordan", "dry bags",
                   title="Manager of Procurement")  # fmt: skip
    opening = (
        "Dear رجب النشاشيبي,\n\nI am reaching out because الزيدانية الصناعية ذ.م.م buys dry "
        "bags in Jordan. As Manager of Procurement, you will want partners who deliver on time. "
    )
    bad = opening + "We would like to offer الزيدانية الصناعية ذ.م.م." + SIGNED
    assert errors(bad, record, DEFAULT_SENDER) == [("category_wrong", "الزيدانية الصناعية ذ.م.م")]
    good = opening + "We would like to offer الزيدانية الصناعية ذ.م.م a steady source of dry bags."
    assert errors(good + SIGNED, record, DEFAULT_SENDER) == []


def test_an_offer_to_the_company_of_goods_named_after_it_passes() -> None:
    # a natural letter: the company is the offer's receiver, the goods follow
    record = buyer("Henriksen Frukt og Grønt AS", "Ola Henriksen", "Norway", "frozen vegetables")
    good = (
        "Dear Ola,\n\nI would like to offer Henriksen Frukt og Grønt AS our frozen broccoli "
        "florets, packed in 10 kg cartons." + SIGNED
    )
    assert errors(good, record, DEFAULT_SENDER) == []


def test_the_contacts_name_where_the_title_belongs() -> None:
    record = buyer("Чулева & Лазаревски ДООЕЛ", "Џкч Чсфвкјвр", "North Macedonia", "bed sheets",
                   title="Управител")  # fmt: skip
    intro = (
        "Dear Џкч Чсфвкјвр,\n\nI hope this finds you and the team at Чулева & Лазаревски ДООЕЛ "
        "well. "
    )
    bad = intro + "As Џкч Чсфвкјвр, you will want partners who deliver on time." + SIGNED
    assert errors(bad, record, DEFAULT_SENDER) == [("title_wrong", "Џкч Чсфвкјвр")]
    good = intro + "As Управител, you will want partners who deliver on time." + SIGNED
    assert errors(good, record, DEFAULT_SENDER) == []


def test_an_english_word_where_the_country_belongs() -> None:
    record = buyer("مؤسسة البرغوثي التجارية", "حقّي كسواني", "Bahrain", "drinking glasses")
    opening = (
        "Dear حقّي,\n\nI am reaching out because مؤسسة البرغوثي التجارية buys drinking glasses in "
    )
    bad = opening + "Blue. We supply drinking glasses from Blues with short lead times." + SIGNED
    assert errors(bad, record, DEFAULT_SENDER) == [("artifact", "Blue"), ("artifact", "Blues")]
    good = opening + "Bahrain. We supply drinking glasses from Korea with short lead times."
    assert errors(good + SIGNED, record, DEFAULT_SENDER) == []
    # a city or a month is no slip
    city = opening + "Manama. We supply drinking glasses from Busan with short lead times."
    assert errors(city + SIGNED, record, DEFAULT_SENDER) == []
    month = opening.replace("buys", "usually buys") + "December." + SIGNED
    assert errors(month, record, DEFAULT_SENDER) == []


def test_the_buyers_title_and_name_said_of_the_sender() -> None:
    record = buyer('"Колипатков" ЕООД', "Ягодин Цоцов", "Bulgaria", "cotton fabrics",
                   title="Търговски директор")  # fmt: skip
    opening = (
        'Dear Ягодин,\n\nI am reaching out because "Колипатков" ЕООД buys cotton fabrics in '
        "Bulgaria. "
    )
    bad = opening + "As Търговски директор Цоцов, I would be glad to discuss it." + SIGNED
    assert _types(errors(bad, record, DEFAULT_SENDER)) == ["artifact"]
    good = opening + "As Търговски директор, you will want partners who deliver on time." + SIGNED
    assert errors(good, record, DEFAULT_SENDER) == []


def test_a_buyer_without_a_country_put_in_the_senders() -> None:
    record = buyer("فطاير الصناعية ذ.م.م", "تولين الخياط", "", "basmati rice")
    opening = "Dear تولين,\n\nI am reaching out because فطاير الصناعية ذ.م.م buys basmati rice in "
    bad = opening + "South Korea. We can prepare samples of our basmati rice." + SIGNED
    assert errors(bad, record, DEFAULT_SENDER) == [("country_wrong", "South Korea")]
    good = opening + "bulk. We supply basmati rice from South Korea with short lead times." + SIGNED
    assert errors(good, record, DEFAULT_SENDER) == []
