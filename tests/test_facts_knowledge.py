"""Loading the checker's knowledge (checks/*.toml) and reporting bad files at path:line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sales_dlm.errors import ChecksError
from sales_dlm.facts import CheckContext, Draft, check, load_knowledge
from sales_dlm.facts.knowledge import FILES, _default_root
from sales_dlm.inputs.records import Buyer

REPO_CHECKS = Path(__file__).resolve().parents[1] / "checks"


def copy_checks(tmp_path: Path) -> Path:
    target = tmp_path / "checks"
    target.mkdir()
    for name in FILES:
        shutil.copy(REPO_CHECKS / f"{name}.toml", target / f"{name}.toml")
    return target


def test_defaults_load_once_and_ship_every_file() -> None:
    assert load_knowledge() is load_knowledge()
    root = _default_root()
    for name in FILES:
        assert root.joinpath(f"{name}.toml").is_file(), name
    assert (REPO_CHECKS / "__init__.py").is_file()


def test_a_directory_with_all_files_loads(tmp_path: Path) -> None:
    knowledge = load_knowledge(copy_checks(tmp_path))
    assert knowledge.thresholds.company_misspelled_min_score == 85
    assert all(str(tmp_path) in p for p in knowledge.paths)


def test_missing_files_fall_back_to_defaults(tmp_path: Path) -> None:
    (tmp_path / "thresholds.toml").write_text(
        (REPO_CHECKS / "thresholds.toml")
        .read_text(encoding="utf-8")
        .replace("misspelled_min_score = 85", "misspelled_min_score = 95"),
        encoding="utf-8",
    )
    knowledge = load_knowledge(tmp_path)
    assert knowledge.thresholds.company_misspelled_min_score == 95
    assert len(knowledge.taxonomy.categories) == len(load_knowledge().taxonomy.categories)


def test_not_a_directory(tmp_path: Path) -> None:
    with pytest.raises(ChecksError, match="not a directory"):
        load_knowledge(tmp_path / "nope")


def test_malformed_toml_names_path_and_line(tmp_path: Path) -> None:
    checks = copy_checks(tmp_path)
    path = checks / "titles.toml"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines.insert(4, 'broken = ["unterminated')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ChecksError) as info:
        load_knowledge(checks)
    assert info.value.path == str(path)
    assert info.value.line == 5
    assert str(info.value).startswith(f"{path}:5:")


@pytest.mark.parametrize(
    ("name", "old", "new", "needle"),
    [
        (
            "thresholds",
            "misspelled_min_score = 85",
            'misspelled_min_score = "high"',
            'misspelled_min_score = "high"',
        ),
        ("thresholds", "alignment_cutoff = 78", "alignment_cutoff = 180", "alignment_cutoff = 180"),
        ("categories", '"flanges"]', '"flanges", "cosmetics"]', '"flanges", "cosmetics"]'),
        (
            "titles",
            'standalone = ["president",',
            'standalone = ["emperor", "president",',
            "standalone = ",
        ),
        ("artifacts", "'<extra_id_\\d+>',", "'<extra_id_(\\d+>',", None),
        ("countries", "[CA]", "[Canada]", "[Canada]"),
    ],
)
def test_invalid_values_name_path_and_line(tmp_path: Path, name, old, new, needle) -> None:
    checks = copy_checks(tmp_path)
    path = checks / f"{name}.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new, 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ChecksError) as info:
        load_knowledge(checks)
    assert info.value.path == str(path)
    assert info.value.line is not None
    if needle is not None:
        assert (
            needle in text.splitlines()[info.value.line - 1]
            or needle.split(" ")[0] in (text.splitlines()[info.value.line - 1])
        )


def test_custom_knowledge_changes_behaviour(tmp_path: Path) -> None:
    checks = copy_checks(tmp_path)
    path = checks / "categories.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('"frozen squid"]', '"frozen squid", "calamari"]'), encoding="utf-8"
    )
    buyer = Buyer(buyer_id="1", company="Zephyr Kitchens", product_category="Kitchenware")
    draft = Draft(body="Zephyr Kitchens might like our calamari.")
    assert check(draft, buyer, CheckContext.build([buyer])) == []
    custom = CheckContext.build([buyer], knowledge=load_knowledge(checks))
    assert [(f.type.value, f.found) for f in check(draft, buyer, custom)] == [
        ("category_wrong", "calamari")
    ]


def test_legal_forms_split_company_names() -> None:
    legal = load_knowledge().legal
    cases = {
        "Hanbit Trading Co., Ltd.": ("Hanbit Trading", "ltd"),
        "Verde Agro S.A. de C.V.": ("Verde Agro", "sadecv"),
        "Kowalski Sp. z o.o.": ("Kowalski", "spzoo"),
        "Acme GmbH & Co. KG": ("Acme", "gmbhcokg"),
        "PT Maju Jaya Tbk": ("Maju Jaya", "tbk"),
        "서울무역 주식회사": ("서울무역", "ltd"),
        "Plain Name": ("Plain Name", None),
    }
    for company, (core, form) in cases.items():
        split = legal.split(company)
        assert (split.core_text, split.form) == (core, form), company


def test_titles_parse_into_parts() -> None:
    titles = load_knowledge().titles
    a = titles.parse_text("Purchasing Manager")
    assert a == titles.parse_text("Manager, Purchasing") == titles.parse_text("Purchasing Mgr.")
    assert titles.parse_text("Head Buyer") is not None
    assert titles.parse_text("Vice President of Marketing").functions == {"marketing"}
    assert titles.parse_text("CEO") == titles.parse_text("Chief Executive Officer")
    assert titles.parse_text("Head Office") is None and titles.parse_text("lead times") is None


def test_countries_resolve_names_aliases_and_demonyms() -> None:
    countries = load_knowledge().countries
    assert countries.resolve("Deutschland") == countries.resolve("Germany") == "DE"
    assert countries.resolve("USA") == countries.resolve("United States") == "US"
    assert countries.resolve("Korea") == "KR" and countries.resolve("North Korea") == "KP"
    assert countries.resolve("Atlantis") is None


def test_every_attached_form_is_a_known_legal_form() -> None:
    from sales_dlm.facts import load_knowledge
    from sales_dlm.facts.tokens import ATTACHED_FORMS

    forms = load_knowledge().legal.forms
    assert [f for f in ATTACHED_FORMS if f not in forms] == []
