"""Countries named in the buyer's language (country_names.toml): a good letter naming the
sender's and the buyer's countries passes, and its twin naming another country is caught."""

from __future__ import annotations

import pytest
from facts_letters import buyer, errors

from sales_dlm.facts.knowledge import load_knowledge
from sales_dlm.inputs.records import Sender

PODRINJE = Sender(
    company="Podrinje Voće d.o.o.",
    name="Jelena Radovanović-Marković",
    title="Responsable export",
    country="Serbia",
)
HALAB = Sender(
    company="Qalaat Halab Trading Co. L.L.C.",
    name="Rasha Al-Jabri",
    title="Export Manager",
    country="Syria",
)
ESIL = Sender(
    company='TOO "Esil Astyq"',
    name="Aigerim Seitkali",
    title="Head of Export",
    country="Kazakhstan",
)


def test_a_french_letter_from_serbia() -> None:
    record = buyer("Carlier Épicerie Fine SARL", "Anne Carlier", "France", "dried porcini")
    subject = "Cèpes séchés de {}"
    body = (
        "Bonjour Madame Carlier,\n\nNos cèpes séchés sont livrés franco Lyon pour Carlier "
        "Épicerie Fine, en France.\n\nBien cordialement,\nJelena Radovanović-Marković\n"
        "Podrinje Voće d.o.o.\nLoznica, Serbie"
    )
    assert errors(body, record, PODRINJE, subject.format("Serbie")) == []
    twin = errors(body, record, PODRINJE, subject.format("Bosnie"))
    assert ("country_wrong", "Bosnie") in twin


def test_a_spanish_letter_from_syria() -> None:
    record = buyer("Especias Covarrubias S.A. de C.V.", "Luis Covarrubias", "Mexico", "cumin")
    subject = "Comino en grano desde {}"
    body = (
        "Estimado Sr. Covarrubias:\n\nPara Especias Covarrubias en México ofrecemos comino "
        "sirio, CIF Manzanillo.\n\nAtentamente,\nRasha Al-Jabri\n"
        "Qalaat Halab Trading Co. L.L.C.\nAlepo, Siria"
    )
    assert errors(body, record, HALAB, subject.format("Siria")) == []
    twin = errors(body, record, HALAB, subject.format("Turquía"))
    assert ("country_wrong", "Turquía") in twin


def test_a_russian_letter_from_kazakhstan() -> None:
    record = buyer("Kosher Grain Ltd", "Akiva Levi", "Israel", "buckwheat")
    subject = "Гречка нового урожая – {}"
    body = (
        "Здравствуйте, Akiva!\n\nДля Kosher Grain: обжаренная ядрица – 780 USD/т, CIF Ашдод, "
        "Израиль.\n\nС уважением,\nAigerim Seitkali\nТОО «Esil Astyq», {}"
    )
    good = errors(body.format("Казахстан"), record, ESIL, subject.format("Казахстан"))
    assert good == []
    twin = errors(body.format("Казахстан"), record, ESIL, subject.format("Кыргызстан"))
    assert ("country_wrong", "Кыргызстан") in twin
    # in the signature's address line: the sender's address, reported as sender_wrong
    signed = errors(body.format("Кыргызстан"), record, ESIL, subject.format("Казахстан"))
    assert ("sender_wrong", "Кыргызстан") in signed


def test_a_chinese_letter_from_kazakhstan() -> None:
    record = buyer("青岛海丰麦芽有限公司", "吴雷", "China", "malting barley")
    subject = "{}啤酒大麦供应"
    body = (
        '青岛海丰麦芽有限公司\n吴雷经理：\n\n您好！我是{}TOO "Esil Astyq"公司出口部负责人。'
        "我们的啤酒大麦可通过阿拉山口铁路口岸发往中国。\n\n此致\n敬礼\n\nAigerim Seitkali\n"
        'TOO "Esil Astyq"'
    )
    good = errors(body.format("哈萨克斯坦"), record, ESIL, subject.format("哈萨克斯坦"))
    assert good == []
    twin = errors(body.format("哈萨克斯坦"), record, ESIL, subject.format("乌兹别克斯坦"))
    assert [t for t, found in twin if "乌兹别克斯坦" in found] == ["country_wrong"]


@pytest.mark.parametrize(
    ("name", "code"),
    [("Bosnie", "BA"), ("Turquía", "TR"), ("Кыргызстан", "KG"), ("乌兹别克斯坦", "UZ")],
)
def test_the_names_resolve(name: str, code: str) -> None:
    assert load_knowledge().countries.resolve(name) == code


def test_a_name_inside_a_word_without_spaces() -> None:
    countries = load_knowledge().countries
    assert countries.find_inside("我是乌兹别克斯坦") is not None
    start, end, place = countries.find_inside("我是乌兹别克斯坦")
    assert (start, end, place.code) == (2, 8, "UZ")
    assert countries.find_inside("我是印度尼西亚人")[2].code == "ID"  # not India's 印度
    assert countries.find_inside("Kazakhstan") is None


def test_a_pair_name_with_a_lower_case_joining_word() -> None:
    # "Bosna i Hercegovina" is one name though "i" is lower case; "Bosnie" alone names it too
    record = buyer("Carlier Épicerie Fine SARL", "Anne Carlier", "France", "dried porcini")
    body = "Bonjour Madame Carlier,\n\nPour Carlier Épicerie Fine.\n\nJelena\nPodrinje Voće d.o.o."
    subject = "Cèpes séchés de Bosna i Hercegovina"
    assert ("country_wrong", "Bosna i Hercegovina") in errors(body, record, PODRINJE, subject)
