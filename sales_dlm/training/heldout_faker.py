"""Held-out faker buyers and senders: locales and seeds the faker corpus never trains on.

Everything held out is named here. Buyers come from `locales.HELDOUT_LOCALES` (never drawn for
training) and, for the scripts faker writes in one locale only, from `locales.HELDOUT_BY_SEED`
with RNG streams of their own. Two splits: "selection" (choose checkpoints on it) and "report"
(run once on the chosen weights). Any buyer whose company or contact name occurs in a training
range is skipped, and so is a buyer whose company shares its first word with one already drawn
(two companies with one root in a batch test the checker, not the model).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from importlib import resources

from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender
from sales_dlm.training import locales
from sales_dlm.training.corpus import training_names
from sales_dlm.training.scripts import FAMILIES, script_family

SPLITS = ("selection", "report")
# The held-out RNG streams: no training example draws from a stream named like these.
_STREAM = "faker-heldout:{split}:{seed}"
_SENDER_STREAM = "faker-heldout-senders:{seed}"
# (corpus seed, start, count) of every faker corpus range a model was trained on, as today's
# generator draws them: faker-ar-2 (seed 0 from 32,000, with the range faker-ar's round had)
# and faker-dlm (seed 1). The held-out filter reads every name in them.
FAKER_TRAINING_RANGES = ((0, 0, 80_000), (1, 0, 48_000))
# The first faker round (faker-ar) read a corpus today's generator no longer draws: the names of
# it that the held-out draws meet are kept in a file.
_ROUND1_NAMES = "data/heldout_round1_names.txt"


def faker_training_names() -> Iterator[str]:
    for seed, start, count in FAKER_TRAINING_RANGES:
        yield from training_names(seed, count, start, source="faker")
    yield from round1_names()


def round1_names() -> list[str]:
    text = resources.files("sales_dlm.training").joinpath(_ROUND1_NAMES).read_text("utf-8")
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def heldout_locales() -> list[str]:
    return sorted(locales.HELDOUT_LOCALES) + list(locales.HELDOUT_BY_SEED)


def heldout_buyers(
    split: str, per_family: int, trained_names: Iterable[str], seed: int = 0
) -> dict[str, list[Buyer]]:
    """`per_family` buyers of each script family (scripts.FAMILIES), every one with a contact,
    none named like anyone in `trained_names`."""
    assert split in SPLITS, f"unknown split {split!r}"
    seen = set(trained_names)
    rng = random.Random(_STREAM.format(split=split, seed=seed))
    pool = heldout_locales()
    out: dict[str, list[Buyer]] = {family: [] for family in FAMILIES}
    roots: set[str] = set()
    drawn = 0
    while any(len(buyers) < per_family for buyers in out.values()):
        drawn += 1
        assert drawn < 200 * per_family * len(FAMILIES), "held-out locales cannot fill a family"
        draw = locales.make_buyer(rng, pool, f"{split}-{drawn}")
        buyer = draw.buyer
        family = script_family(f"{buyer.company} {buyer.contact_name}")
        if len(out[family]) >= per_family or not buyer.contact_name:
            continue
        if buyer.company in seen or buyer.contact_name in seen:
            continue
        root = _root(buyer.company)
        if root in roots:
            continue
        roots.add(root)
        out[family].append(buyer.model_copy(update={"buyer_id": f"{split}-{family}-{drawn}"}))
    return out


def _root(company: str) -> str:
    words = [w for w in company.replace("«", " ").replace('"', " ").split() if len(w) > 3]
    return (words or [company])[0]


def heldout_senders(count: int, trained_names: Iterable[str], seed: int = 0) -> list[Sender]:
    """`count` exporters never named in training, each from another locale where possible."""
    seen = set(trained_names) | {DEFAULT_SENDER.company, DEFAULT_SENDER.name}
    rng = random.Random(_SENDER_STREAM.format(seed=seed))
    senders: list[Sender] = []
    while len(senders) < count:
        sender = locales.make_sender(rng, DEFAULT_SENDER)
        if sender == DEFAULT_SENDER or sender.company in seen or sender.name in seen:
            continue
        if any(_root(s.company) == _root(sender.company) for s in senders):
            continue
        senders.append(sender)
    return senders
