"""The training corpus: (prompt, email) pairs from synthetic buyers and senders, deterministic.

A prompt is rendered by exactly the product's templates (`render(load_template(kind), buyer,
sender)`), so the model trains on what it will see at run time. The response is
`Subject: <subject>\\n<body>` (what `decoding.text.parse_email` reads back). Example `i` of a
seed is always the same, whatever else was generated: each example has its own RNG.

Two sources of buyers and senders (`SOURCES`): "lists" (names.py, what the shipped models were
trained on) and "faker" (locales.py: faker's people of many locales and scripts, varied
senders, and the buyer's notes in the prompt with one email sentence about them). The faker
corpus's held-out buyers are in heldout_faker.py.

Held-out buyers of the lists corpus come from a separate name pool (`names.HELDOUT`) and a
separate RNG stream; any held-out company or contact name that also occurs in the training
corpus is dropped, so evaluation measures copying from the prompt, not recall.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender
from sales_dlm.prompts import Template, load_template, render
from sales_dlm.training import locales, names
from sales_dlm.training.drill import VocabularyDrill, drilled, letter_pieces
from sales_dlm.training.emails import write_email

KINDS = ("intro", "follow_up")
# Where buyers and senders come from: "lists" (names.py, the shipped models' corpus) or "faker"
# (locales.py: many locales and scripts, varied senders, notes in the prompt).
SOURCES = ("lists", "faker")
# Share of intro prompts: the product's default template is `intro`; follow-ups are rarer.
INTRO_SHARE = 0.75
# Shares of buyers without each optional fact: enough that the model learns to handle absence
# ("Dear <Company> team"), small enough that most examples exercise copying every fact.
NO_CONTACT = 0.15
NO_TITLE = 0.15
NO_COUNTRY = 0.10
NO_CATEGORY = 0.08
# Share of examples with the product's default sender (what a first run uses).
DEFAULT_SENDER_SHARE = 0.3
# Held-out buyers use a different RNG stream from training examples of the same seed.
HELDOUT_STREAM = 1_000_003


@dataclass(frozen=True)
class Example:
    """One training pair; `response` is what the model must write after the prompt."""

    kind: str
    buyer: Buyer
    sender: Sender
    prompt: str
    subject: str
    body: str
    locale: str = ""  # the faker locale of the buyer ("" for the lists corpus)

    @property
    def response(self) -> str:
        return f"Subject: {self.subject}\n{self.body}"


@cache
def _template(kind: str) -> Template:
    return load_template(kind)


def make_buyer(rng: random.Random, pool: names.NamePool, buyer_id: str) -> Buyer:
    company, style = pool.company(rng)
    countries = names.COMPANY_STYLES[style]["countries"]
    return Buyer(
        buyer_id=buyer_id,
        company=company,
        contact_name="" if rng.random() < NO_CONTACT else pool.person(rng, style),
        contact_title="" if rng.random() < NO_TITLE else rng.choice(names.TITLES),
        country="" if rng.random() < NO_COUNTRY else rng.choice(countries),
        product_category="" if rng.random() < NO_CATEGORY else rng.choice(names.CATEGORIES),
    )


def make_sender(rng: random.Random) -> Sender:
    if rng.random() < DEFAULT_SENDER_SHARE:
        return DEFAULT_SENDER
    company, style = names.TRAIN.company(rng)
    return Sender(
        company=company,
        name=names.TRAIN.person(rng, rng.choice(sorted(names.PEOPLE))),
        title=rng.choice(names.SENDER_TITLES),
        country="" if rng.random() < 0.2 else rng.choice(names.SENDER_COUNTRIES),
    )


@dataclass(frozen=True)
class _Cast:
    rng: random.Random  # the example's own RNG, drawn on by the email writer next
    kind: str
    buyer: Buyer
    sender: Sender
    locale: str = ""
    note_sentence: str = ""
    family_first: bool = False


def _cast(
    seed: int, index: int, drill: VocabularyDrill | None = None, source: str = "lists"
) -> _Cast:
    """The example's own RNG, its kind, buyer and sender (drawn first, before the email)."""
    if source == "faker":
        return _faker_cast(seed, index, drill)
    assert source == "lists", f"unknown corpus source {source!r}"
    rng = random.Random(f"train:{seed}:{index}")
    kind = "intro" if rng.random() < INTRO_SHARE else "follow_up"
    buyer = make_buyer(rng, names.TRAIN, f"train-{index}")
    sender = make_sender(rng)
    return _Cast(rng, kind, _drilled(buyer, seed, index, drill), sender)


def _faker_cast(seed: int, index: int, drill: VocabularyDrill | None) -> _Cast:
    rng = random.Random(f"faker:{seed}:{index}")
    kind = "intro" if rng.random() < INTRO_SHARE else "follow_up"
    draw = locales.make_buyer(rng, TRAIN_LOCALE_KEYS, f"train-{index}")
    sender = locales.make_sender(rng, DEFAULT_SENDER)
    buyer = _drilled(draw.buyer, seed, index, drill)
    sentence = draw.note.sentence if draw.note else ""
    return _Cast(rng, kind, buyer, sender, draw.locale, sentence, draw.family_first)


TRAIN_LOCALE_KEYS = sorted(locales.TRAIN_LOCALES)


def _drilled(buyer: Buyer, seed: int, index: int, drill: VocabularyDrill | None) -> Buyer:
    if drill is None:
        return buyer
    # A stream of its own: a drilled corpus keeps every email of the plain one.
    drill_rng = random.Random(f"drill:{seed}:{index}")
    return drilled(buyer, drill_rng, drill.pieces) if drill_rng.random() < drill.share else buyer


def make_example(
    seed: int, index: int, drill: VocabularyDrill | None = None, source: str = "lists"
) -> Example:
    """Training example `index` of corpus `seed` (independent of every other index).

    The faker corpus's prompts carry the buyer's notes (`render(..., notes=True)`); the lists
    corpus's never did, so its prompts are the shipped models' format.
    """
    cast = _cast(seed, index, drill, source)
    subject, body = write_email(
        cast.rng, cast.buyer, cast.sender, cast.kind, cast.note_sentence, cast.family_first
    )
    prompt = render(_template(cast.kind), cast.buyer, cast.sender, notes=source == "faker")
    return Example(cast.kind, cast.buyer, cast.sender, prompt, subject, body, cast.locale)


def training_examples(
    seed: int,
    count: int,
    start: int = 0,
    drill: VocabularyDrill | None = None,
    source: str = "lists",
) -> list[Example]:
    return [make_example(seed, i, drill, source) for i in range(start, start + count)]


def training_names(
    seed: int,
    count: int,
    start: int = 0,
    drill: VocabularyDrill | None = None,
    source: str = "lists",
) -> Iterator[str]:
    """Every company and person name of examples [start, start + count) of corpus `seed`.

    Draws only buyers and senders (no email, no prompt), ~20x faster than training_examples:
    what the held-out filter needs for corpora of 100k examples.
    """
    for index in range(start, start + count):
        cast = _cast(seed, index, drill, source)
        yield from (cast.buyer.company, cast.sender.company)
        yield from (cast.buyer.contact_name, cast.sender.name)


def names_of(examples: Iterable[Example]) -> Iterator[str]:
    for example in examples:
        yield from (example.buyer.company, example.sender.company)
        yield from (example.buyer.contact_name, example.sender.name)


# (seed, start, count, drill share) of every corpus range the shipped embedded models were
# trained on (see reports/training.md): the first AR run (TrainPlan defaults then; its names were
# drawn by an earlier version of names.py, so here they are approximated), the diffusion seed's
# first range, the warm-started round from corpus_start 40,000 (AR and diffusion), and the AR
# and diffusion rounds with the vocabulary drill from 300,000 (every example generated for
# them, not only those their updates drew; the three diffusion runs' ranges, 16,000 + 38,400 +
# 38,400, are adjacent). The held-out filter checks all of them.
SHIPPED_TRAINING_RANGES = (
    (0, 0, 33_600, 0.0),
    (1, 0, 28_800, 0.0),
    (0, 40_000, 41_600, 0.0),
    (1, 40_000, 38_400, 0.0),
    (0, 300_000, 25_600, 0.25),
    (1, 300_000, 92_800, 0.25),
)


def shipped_training_names(drill_pieces: tuple[str, ...] | None = None) -> Iterator[str]:
    """Every name of SHIPPED_TRAINING_RANGES; drilled ranges spell theirs with `drill_pieces`
    (default: the letter pieces of the embedded tokenizer, which the shipped models use)."""
    for seed, start, count, share in SHIPPED_TRAINING_RANGES:
        drill = None
        if share > 0:
            drill_pieces = drill_pieces or _embedded_letter_pieces()  # loaded once at most
            drill = VocabularyDrill(drill_pieces, share)
        yield from training_names(seed, count, start, drill)


def _embedded_letter_pieces() -> tuple[str, ...]:
    from transformers import AutoTokenizer

    from sales_dlm.models.loading import EMBEDDED_TOKENIZER_DIR

    return letter_pieces(AutoTokenizer.from_pretrained(EMBEDDED_TOKENIZER_DIR))


def heldout_buyers(seed: int, count: int, trained_names: Iterable[str]) -> list[Buyer]:
    """`count` evaluation buyers whose company and contact names never occur in training.

    trained_names: every company and person name of the training corpora (`training_names`,
    or `names_of(examples)`). Every held-out buyer has a contact name.
    """
    seen = set(trained_names)
    rng = random.Random(f"heldout:{seed + HELDOUT_STREAM}")
    buyers: list[Buyer] = []
    while len(buyers) < count:
        buyer = make_buyer(rng, names.HELDOUT, f"heldout-{len(buyers)}")
        # Every held-out buyer has a contact: copying an unseen person's name is the hard part.
        if not buyer.contact_name or buyer.company in seen or buyer.contact_name in seen:
            continue
        # One buyer per root word: "Quokka S.a.s." and "Quokka Logistiek B.V." in one batch are
        # two real companies the checker must tell apart, a test of the checker, not the model.
        if any(b.company.split()[0] == buyer.company.split()[0] for b in buyers):
            continue
        buyers.append(buyer)
    return buyers


def heldout_prompts(
    buyers: list[Buyer], sender: Sender = DEFAULT_SENDER, *, notes: bool = False
) -> list[str]:
    """Intro prompts for held-out buyers, rendered exactly as the product renders them."""
    return [render(_template("intro"), buyer, sender, notes=notes) for buyer in buyers]
