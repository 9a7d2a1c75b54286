"""Buyers and senders drawn from faker's locales: the faker corpus's people and companies.

`data/locales.toml` says, per faker locale, the country, how a full name is ordered and which
legal forms the country writes where; faker gives the people's first and last names. A share of
names is random characters of the locale's own alphabet, so the model must copy names, not
recall them. Records of locales with a non-Latin script are written in that script in a share
of draws, romanised otherwise. Senders are exporters of many countries, always in Latin script,
so the model must copy the sender from the prompt instead of memorising one.

Every draw takes its randomness from the caller's `random.Random` (faker is re-seeded from it),
so an example of a seed is the same whatever was drawn before it. The bytes depend on faker's
name lists, so the `train` extra pins faker's version.

Held-out evaluation draws from `HELDOUT_LOCALES` (never used for training) and, for the scripts
that faker has in one locale only (Japanese, Korean, Thai, Persian), from those training locales
with held-out seeds; `corpus.py` drops any held-out name that occurs in training.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from sales_dlm.inputs.records import Buyer, Sender
from sales_dlm.training import names
from sales_dlm.training.notes import Note, draw_note

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

if TYPE_CHECKING:
    from faker import Faker


def _load(package: str, path: str) -> dict[str, Any]:
    return tomllib.loads(resources.files(package).joinpath(path).read_text("utf-8"))


_DATA = _load("sales_dlm.training", "data/locales.toml")
TRAIN_LOCALES: dict[str, dict[str, Any]] = _DATA["train"]
HELDOUT_LOCALES: dict[str, dict[str, Any]] = _DATA["heldout"]
# Scripts faker writes in one locale only: held out by seed, not by locale (none to spare).
HELDOUT_BY_SEED = ("ja_JP", "ko_KR", "th_TH", "fa_IR")
SENDER_LOCALES: list[str] = _DATA["senders"]["locales"]
SENDER_TITLES: list[str] = _DATA["senders"]["titles"]
_PARTS: dict[str, list[str]] = _DATA["composed_titles"]

# Share of a non-Latin locale's records in its own script: enough for the model to learn to
# copy those scripts; most CRM exports of foreign buyers are still romanised.
NATIVE_SHARE = 0.4
# Share of company roots and of people that are random characters of the locale's alphabet:
# no list or faker lookup can predict them, only copying the prompt.
RANDOM_SHARE = 0.2
# Share of contact titles in the buyer's language (the rest from the English titles).
LOCAL_TITLE_SHARE = 0.3
# Share of English titles (buyers' and senders') composed from parts instead of drawn from a
# list: the first faker round recalled list titles ("Category Manager" for "Category Buyer").
COMPOSED_TITLE_SHARE = 0.4
# Share of buyers whose country is written in its own language ("Deutschland").
LOCAL_COUNTRY_SHARE = 0.1
# Share of company names with a descriptor ("Handel", "Trading") before the legal form.
DESCRIPTOR_SHARE = 0.5
# Share of categories from the checker's product lexicon (the rest: the names.toml list).
LEXICON_CATEGORY_SHARE = 0.7
# Shares of buyers without each optional fact, as in the list corpus (corpus.py says why).
NO_CONTACT, NO_TITLE, NO_COUNTRY, NO_CATEGORY = 0.15, 0.15, 0.10, 0.08
# Share of buyers with a note: enough that the model learns the note sentence, few enough that
# it learns to write none when there is no note.
NOTE_SHARE = 0.4
# Share of senders that are the product's example sender: a first run uses it, but a model
# that sees it often learns to write it for every sender.
DEFAULT_SENDER_SHARE = 0.03


# unidecode gives some Korean family names one letter ("I" for 이); people write them so
ONE_LETTER_FAMILY = {"I": "Lee", "O": "Oh", "U": "Woo"}


@cache
def _faker(locale: str) -> Faker:
    from faker import Faker  # the train extra: never needed to run sales-dlm

    return Faker(locale)


def _seeded(locale: str, rng: random.Random) -> Faker:
    fake = _faker(locale)
    fake.seed_instance(rng.getrandbits(32))
    return fake


def _spec(locale: str) -> dict[str, Any]:
    return TRAIN_LOCALES.get(locale) or HELDOUT_LOCALES[locale]


def is_native_script(locale: str) -> bool:
    """Whether the locale's faker names are in a non-Latin script (it has romanised forms)."""
    return "latin_forms" in _spec(locale)


@cache
def _alphabet(locale: str, native: bool) -> str:
    """The letters of the locale's names (a fixed faker seed): random names in its own script."""
    fake = _faker(locale)
    fake.seed_instance(0)
    text = " ".join(fake.last_name() + fake.first_name() for _ in range(200))
    if not native:
        text = _romanise(text)
    return "".join(sorted({c.lower() for c in text if c.isalpha()}))


def _romanise(text: str) -> str:
    from faker.decode import unidecode

    # unidecode writes Arabic 'ayn as a backquote: no name in a CRM is spelt with one; nor does
    # a name start or end with an apostrophe or a hyphen ("'bw")
    words = ("".join(c for c in w if c.isalpha() or c in "-'") for w in unidecode(text).split())
    words = (w.strip("-'") for w in words)
    return " ".join(w[:1].upper() + w[1:] for w in words if w)


def _random_word(rng: random.Random, locale: str, native: bool) -> str:
    alphabet = _alphabet(locale, native)
    joined = native and _spec(locale).get("joiner", " ") == ""
    length = rng.randint(2, 4) if joined or locale == "ja_JP" and native else rng.randint(3, 10)
    word = "".join(rng.choice(alphabet) for _ in range(length))
    return word[:1].upper() + word[1:]


def _given_family(rng: random.Random, locale: str, native: bool) -> tuple[str, str]:
    if rng.random() < RANDOM_SHARE:
        return _random_word(rng, locale, native), _random_word(rng, locale, native)
    fake = _seeded(locale, rng)
    # one gender for both names: Slavic family names agree with the person ("Hynek Urbanová"
    # is nobody); faker falls back to the locale's common lists where it has no gendered ones
    male = rng.random() < 0.5
    if native or not is_native_script(locale):
        if male:
            return fake.first_name_male(), fake.last_name_male()
        return fake.first_name_female(), fake.last_name_female()
    if hasattr(fake, "first_romanized_name"):  # Japanese and Chinese: faker's own romanisation
        return fake.first_romanized_name(), fake.last_romanized_name()
    first = fake.first_name_male() if male else fake.first_name_female()
    given, family = _romanise(first), _romanise(fake.last_name())
    return given, family if len(family) > 1 else ONE_LETTER_FAMILY.get(family, family * 2)


def family_first(locale: str, native: bool) -> bool:
    """Whether `person` writes the family name first (the greeting must not take it for the
    given name: "Hi Nguyễn")."""
    return _spec(locale)["order"] == "family_given" and (native or locale == "vi_VN")


def person(rng: random.Random, locale: str, native: bool) -> str:
    """A full name as the locale writes it ("Katrin Weber", "木村 陽一", "梁鑫")."""
    given, family = _given_family(rng, locale, native)
    spec = _spec(locale)
    if family_first(locale, native):
        return f"{family}{spec.get('joiner', ' ')}{given}"
    return f"{given} {family}"


def company(rng: random.Random, locale: str, native: bool) -> str:
    """A company with its legal form placed as the country writes it ("SIA Kalniņš Būve")."""
    spec = _spec(locale)
    latin = is_native_script(locale) and not native
    if rng.random() < RANDOM_SHARE:
        root = _random_word(rng, locale, native)
    else:
        _, root = _given_family(rng, locale, native)
        if not latin and rng.random() < 0.08:  # two founders: "Hoffmann & Weber"
            root = f"{root} & {_given_family(rng, locale, native)[1]}"
    joiner = spec.get("joiner", " ") if native else " "
    if locale == "ja_JP" and native:
        joiner = ""
    descriptors = spec["latin_descriptors"] if latin else spec["descriptors"]
    form = rng.choice(spec["latin_forms"] if latin else spec["forms"])
    if rng.random() < DESCRIPTOR_SHARE:
        descriptor = rng.choice(descriptors)
        # "General Trading Trading Est." is no company's name
        if not set(descriptor.split()) & set(form.replace("{}", " ").split()):
            root = f"{root}{joiner}{descriptor}"
    return form.replace("{}", root)


@cache
def _lexicon() -> dict[str, list[str]]:
    """Category id -> its product phrases, from the checker's lexicon (read, never changed)."""
    data = _load("sales_dlm.checks", "categories.toml")["categories"]
    return {key: list(value.get("synonyms", [])) for key, value in data.items()}


def category_and_products(rng: random.Random) -> tuple[str, list[str]]:
    """A buyer's category and other products of the same category (for a note)."""
    if rng.random() < LEXICON_CATEGORY_SHARE:
        lexicon = _lexicon()
        products = lexicon[rng.choice(sorted(lexicon))]
        if products:
            return rng.choice(products), products
    category = rng.choice(names.CATEGORIES)
    return category, [category]


@dataclass(frozen=True)
class Draw:
    """A buyer with the locale it came from and its note (if any), for the email writer."""

    buyer: Buyer
    locale: str
    note: Note | None
    family_first: bool = False


def composed_title(rng: random.Random) -> str:
    """An English title from parts: "Senior Category Buyer", "Head of Import", "Director of
    Sourcing"."""
    function, role = rng.choice(_PARTS["functions"]), rng.choice(_PARTS["roles"])
    shape = rng.random()
    if shape < 0.15:
        return f"Head of {function}"
    if shape < 0.3:
        return f"{rng.choice(('Director', 'Manager', 'Vice President', 'VP'))} of {function}"
    if shape < 0.6:
        return f"{rng.choice(_PARTS['seniorities'])} {function} {role}"
    return f"{function} {role}"


def english_title(rng: random.Random, titles: list[str]) -> str:
    return composed_title(rng) if rng.random() < COMPOSED_TITLE_SHARE else rng.choice(titles)


def make_buyer(rng: random.Random, locales: list[str], buyer_id: str) -> Draw:
    locale = rng.choice(locales)
    spec = _spec(locale)
    native = is_native_script(locale) and rng.random() < NATIVE_SHARE
    title = ""
    if rng.random() >= NO_TITLE:
        local = rng.random() < LOCAL_TITLE_SHARE and (native or not is_native_script(locale))
        title = rng.choice(spec["titles"]) if local else english_title(rng, names.TITLES)
    country = ""
    if rng.random() >= NO_COUNTRY:
        local = rng.random() < LOCAL_COUNTRY_SHARE
        country = spec["local_country"] if local else rng.choice(spec["countries"])
    category, products = category_and_products(rng)
    if rng.random() < NO_CATEGORY:
        category = ""
    note = draw_note(rng, products) if rng.random() < NOTE_SHARE else None
    buyer = Buyer(
        buyer_id=buyer_id,
        company=company(rng, locale, native),
        contact_name="" if rng.random() < NO_CONTACT else person(rng, locale, native),
        contact_title=title,
        country=country,
        product_category=category,
        notes=note.text if note else "",
    )
    return Draw(buyer, locale, note, family_first(locale, native))


def make_sender(rng: random.Random, default: Sender) -> Sender:
    if rng.random() < DEFAULT_SENDER_SHARE:
        return default
    locale = rng.choice(SENDER_LOCALES)
    spec = _spec(locale)
    return Sender(
        company=company(rng, locale, native=False),
        name=person(rng, locale, native=False),
        title=english_title(rng, SENDER_TITLES),
        country="" if rng.random() < 0.2 else spec["countries"][0],
    )
