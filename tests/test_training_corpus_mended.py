"""The faker corpus's slips found after the first faker round (reports/training.md), mended."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("faker")

from sales_dlm.training import locales, names  # noqa: E402
from sales_dlm.training.corpus import make_example  # noqa: E402
from sales_dlm.training.heldout_faker import round1_names  # noqa: E402


@pytest.fixture(scope="module")
def examples():
    return [make_example(3, index, source="faker") for index in range(1500)]


def test_a_share_of_english_titles_is_composed_so_no_list_is_worth_memorising(examples):
    local = {t for spec in locales.TRAIN_LOCALES.values() for t in spec["titles"]}
    listed = set(names.TITLES) | local
    titles = [e.buyer.contact_title for e in examples if e.buyer.contact_title]
    composed = [t for t in titles if t not in listed]
    assert 0.2 < len(composed) / len(titles) < 0.45
    assert len(set(composed)) > 0.8 * len(composed)  # hardly any title comes twice
    sender_titles = {e.sender.title for e in examples} - set(locales.SENDER_TITLES)
    assert len(sender_titles) > 100


def test_composed_titles_read_as_titles():
    rng = random.Random(0)
    titles = [locales.composed_title(rng) for _ in range(300)]
    assert "Head of Procurement" in titles or any(t.startswith("Head of ") for t in titles)
    for title in titles:
        words = title.split()
        assert 2 <= len(words) <= 5, title
        assert all(w[0].isupper() for w in words if w != "of"), title


def test_a_person_has_one_gender():
    from faker import Faker

    provider = next(p for p in Faker("cs_CZ").providers if "person.cs_CZ" in type(p).__module__)
    women = set(provider.first_names_female)
    rng = random.Random(1)
    people = [locales.person(rng, "cs_CZ", native=False) for _ in range(300)]
    female_family = [p for p in people if p.split()[-1].endswith("ová")]
    assert len(female_family) > 50
    assert all(p.split()[0] in women for p in female_family if p.split()[0] in provider.first_names)


def test_a_contact_written_family_first_is_greeted_by_the_whole_name(examples):
    seen = 0
    for index in range(6000):
        example = make_example(5, index, source="faker")
        if example.locale != "vi_VN" or not example.buyer.contact_name:
            continue
        seen += 1
        greeting = example.body.split("\n")[0]
        assert example.buyer.contact_name in greeting, greeting
    assert seen >= 5


def test_no_company_repeats_a_word_and_no_name_starts_with_an_apostrophe(examples):
    for example in examples:
        for name in (example.buyer.company, example.sender.company):
            assert not re.search(r"\b(\w+) \1\b", name), name
        for name in (example.buyer.contact_name, example.sender.name, example.buyer.company):
            assert not re.match(r"['\-]", name), name


def test_korean_names_in_latin_letters_have_no_one_letter_family_name():
    rng = random.Random(2)
    people = [locales.person(rng, "ko_KR", native=False) for _ in range(400)]
    assert [p for p in people if p.endswith(" Lee")]  # 이 is written "Lee", not "I"
    assert not [p for p in people if any(len(word) == 1 for word in p.split())]


def test_the_first_rounds_names_still_held_out():
    kept = round1_names()
    assert len(kept) == 54
    assert "Akemi Okada" in kept and not [n for n in kept if n.startswith("#")]
