"""The faker corpus: buyers and senders of many locales and scripts, legal forms placed as each
country writes them, notes in the prompt, deterministic per seed, nothing held out in training."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("faker")

from sales_dlm.cli import cli  # noqa: E402
from sales_dlm.facts import CheckContext, check  # noqa: E402
from sales_dlm.facts.findings import Draft  # noqa: E402
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer  # noqa: E402
from sales_dlm.prompts import load_template, render  # noqa: E402
from sales_dlm.training import locales  # noqa: E402
from sales_dlm.training.corpus import make_example, training_examples, training_names  # noqa: E402
from sales_dlm.training.heldout_faker import heldout_buyers, heldout_senders  # noqa: E402
from sales_dlm.training.notes import KINDS  # noqa: E402
from sales_dlm.training.scripts import FAMILIES, script_family  # noqa: E402

TRAIN = sorted(locales.TRAIN_LOCALES)


@pytest.fixture(scope="module")
def examples():
    return training_examples(3, 600, 10_000, source="faker")


def test_every_training_locale_and_script_family_is_drawn():
    rng = random.Random(0)
    draws = [locales.make_buyer(rng, TRAIN, str(i)) for i in range(3000)]
    assert {d.locale for d in draws} == set(TRAIN)
    families = Counter(script_family(d.buyer.company) for d in draws)
    assert set(families) == set(FAMILIES)
    # a share of records in each non-Latin locale is in its own script, most are romanised
    native = [d for d in draws if locales.is_native_script(d.locale)]
    share = sum(script_family(d.buyer.company) not in ("latin", "latin_diacritics") for d in native)
    assert 0.3 < share / len(native) < 0.5
    assert {"Japan", "South Korea", "China", "Turkey", "India", "Brazil", "Latvia"} <= {
        d.buyer.country for d in draws
    }


def _pattern(form: str) -> re.Pattern[str]:
    return re.compile("^" + re.escape(form).replace(r"\{\}", "(.+)") + "$")


@pytest.mark.parametrize("locale", sorted({*locales.TRAIN_LOCALES, *locales.HELDOUT_LOCALES}))
def test_legal_forms_sit_where_the_country_writes_them(locale):
    spec = {**locales.TRAIN_LOCALES, **locales.HELDOUT_LOCALES}[locale]
    rng = random.Random(locale)
    for native in (True, False) if locales.is_native_script(locale) else (True,):
        forms = spec["forms"] if native else spec["latin_forms"]
        for _ in range(40):
            company = locales.company(rng, locale, native)
            assert any(_pattern(f).match(company) for f in forms), (locale, company)


def test_legal_forms_before_and_after_the_name():
    rng = random.Random(1)
    latvian = {locales.company(rng, "lv_LV", True) for _ in range(60)}
    assert any(c.startswith("SIA ") for c in latvian) and any(c.endswith(" SIA") for c in latvian)
    polish = {locales.company(rng, "pl_PL", True) for _ in range(80)}
    assert any(c.endswith(" sp. z o.o.") for c in polish)
    assert any(c.startswith("P.H.U. ") for c in polish)
    japanese = {locales.company(rng, "ja_JP", True) for _ in range(80)}
    assert any(c.startswith("株式会社") for c in japanese)
    assert any(c.endswith("株式会社") and not c.startswith("株式会社") for c in japanese)


def test_senders_vary_as_much_as_buyers(examples):
    senders = [e.sender for e in examples]
    assert len({s.company for s in senders}) > 0.9 * len(senders)
    assert len({s.name for s in senders}) > 0.9 * len(senders)
    assert len({s.country for s in senders}) >= 20
    assert sum(s == DEFAULT_SENDER for s in senders) < 0.06 * len(senders)
    # the email is signed by the prompt's sender, every time
    for example in examples:
        assert example.sender.name in example.body
        assert f"Sender: {example.sender.name}" in example.prompt


def test_the_corpus_is_deterministic_per_seed_and_index(examples):
    random.seed(12345)  # the global RNG plays no part
    again = make_example(3, 10_007, source="faker")
    assert again == examples[7]
    assert training_examples(3, 3, 10_005, source="faker")[2] == examples[7]
    assert make_example(4, 10_007, source="faker") != examples[7]


def test_notes_reach_the_prompt_and_one_email_sentence(examples):
    sentences = [s.split("{")[0] for kind in KINDS for s in kind["sentences"]]
    with_notes = [e for e in examples if e.buyer.notes]
    assert 0.3 < len(with_notes) / len(examples) < 0.5
    for example in examples:
        used = [s for s in sentences if s and s in example.body]
        if example.buyer.notes:
            assert f"Notes: {example.buyer.notes}\n" in example.prompt
            assert len(used) == 1, example.body
        else:
            assert "Notes:" not in example.prompt
            assert used == [], example.body


def test_a_model_not_trained_on_notes_keeps_the_prompt_it_was_trained_on():
    buyer = Buyer(buyer_id="1", company="Hoffmann GmbH", notes="Met at\nHannover Messe.")
    intro = load_template("intro")
    assert "Notes:" not in render(intro, buyer, DEFAULT_SENDER)
    assert "Notes: Met at Hannover Messe.\n" in render(intro, buyer, DEFAULT_SENDER, notes=True)
    # the lists corpus (the shipped models') never puts notes in a prompt
    assert all("Notes:" not in e.prompt for e in training_examples(0, 50))


def test_emails_write_what_a_sales_manager_would_send(examples):
    bodies = [e.body for e in examples] + [e.body for e in training_examples(0, 400)]
    assert not [b for b in bodies if " maker of " in b]
    assert not [b for b in bodies if re.search(r"\b(in|from) (United|Netherlands|Czech Rep)", b)]
    assert any("in the United Kingdom" in b or "from the United States" in b for b in bodies)


def test_the_checker_passes_nearly_every_email_the_corpus_teaches(examples):
    failed = []
    for e in examples[:300]:
        findings = check(Draft(subject=e.subject, body=e.body), e.buyer, _context(e))
        if any(f.severity.value == "error" for f in findings):
            failed.append(e.buyer.company)
    # measured 7 of these 300 (and 7 of 1,000 of seed 0): "X. As" after a name with its legal
    # form first ("OOO X. As ..."), a Persian form in brackets, and corpus slips ("Trading
    # Trading", a romanised surname "I"); the checker's owner has the first two
    assert len(failed) <= 9, failed


def _context(example):
    return CheckContext.build([example.buyer], example.sender)


def test_heldout_buyers_come_from_heldout_locales_and_never_from_training():
    trained = set(training_names(0, 3000, source="faker"))
    families = heldout_buyers("selection", 3, trained)
    assert {f: len(b) for f, b in families.items()} == dict.fromkeys(FAMILIES, 3)
    for family, buyers in families.items():
        for buyer in buyers:
            assert script_family(f"{buyer.company} {buyer.contact_name}") == family
            assert buyer.company not in trained and buyer.contact_name not in trained
    # a name that training holds is skipped: plant the first held-out company in "training"
    first = families["latin"][0]
    planted = heldout_buyers("selection", 3, trained | {first.company})
    assert first.company not in {b.company for b in planted["latin"]}
    # training never draws a held-out locale
    rng = random.Random(5)
    drawn = {locales.make_buyer(rng, TRAIN, str(i)).locale for i in range(2000)}
    assert not drawn & set(locales.HELDOUT_LOCALES)
    assert set(locales.HELDOUT_BY_SEED) <= drawn  # scripts held out by seed only
    senders = heldout_senders(5, trained)
    assert len({s.company for s in senders}) == 5 and DEFAULT_SENDER not in senders


def test_train_warm_starts_the_shipped_model_on_the_faker_corpus(tmp_path: Path):
    recipe = tmp_path / "faker-micro.toml"
    recipe.write_text(
        '[tokenizer]\nshipped = true\n\n[[rounds]]\nname = "ar-faker"\nmodel = "ar"\n'
        'start = "shipped"\ncorpus = "faker"\ncorpus_seed = 0\nupdates = 2\nbatch_size = 2\n'
        "learning_rate = 1e-4\nthreads = 1\n\n[evaluation]\nbuyers = 0\n",
        encoding="utf-8",
    )
    out = tmp_path / "models"
    result = CliRunner().invoke(cli, ["train", "--recipe", str(recipe), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == (
        f"Wrote {out}: ar/, checkpoints/, recipe.toml, tokenizer/, training.json"
    )
    config = json.loads((out / "ar" / "config.json").read_text())
    assert config["prompt_notes"] is True and config["vocab_size"] == 2000
    record = json.loads((out / "training.json").read_text())
    assert [(r["name"], r["updates"]) for r in record["rounds"]] == [("ar-faker", 2)]


def test_a_warm_start_from_the_shipped_models_needs_their_tokenizer(tmp_path: Path):
    recipe = tmp_path / "bad.toml"
    recipe.write_text(
        '[[rounds]]\nname = "a"\nmodel = "ar"\nstart = "shipped"\ncorpus_seed = 0\n'
        "updates = 2\nbatch_size = 2\nlearning_rate = 1e-4\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["train", "--recipe", str(recipe), "--out", str(tmp_path)])
    assert result.exit_code == 2, result.output
    assert result.output == (
        f"Error: {recipe}:4: invalid recipe: rounds[0].start: a warm start from the shipped "
        "models needs [tokenizer] shipped = true\n"
    )
