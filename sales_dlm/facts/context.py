"""The batch index: everything `check` looks up, built once per batch by `CheckContext.build`.

Cross-buyer mix-ups are the errors that hurt most, so the context indexes every buyer of the
batch: company cores by their words (full names and single distinctive words), contacts by
their names, and the batch's own product categories. One dict, `lexicon`, maps every token key
any rule cares about to bit flags, so a draft is screened with one lookup per token and rules
only look at the few tokens flagged for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from sales_dlm.facts.knowledge import Knowledge, load_knowledge
from sales_dlm.facts.legal import CompanyName
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys
from sales_dlm.facts.taxonomy import category_keys, plural_forms
from sales_dlm.facts.title_parts import Title
from sales_dlm.facts.tokens import Tokens, fold, fold_translit, singular
from sales_dlm.facts.vocabulary import english_words, frequent_english_words
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender

F_COMPANY = 1  # first word of a batch company's core name
F_DISTINCT = 2  # a distinctive word of a batch company
F_CONTACT = 4  # first word of a batch contact's full name
F_TITLE = 8
F_CATEGORY = 16
F_COUNTRY = 32
F_GREETING = 64
F_HONORIFIC = 128
F_CLOSING = 256
F_NAME = 512  # a given or family name of a batch contact (for "Mr. X" outside greetings)

# How many companies one distinctive word may point to before it stops being distinctive in
# this batch (a word shared by that many companies is a common word here).
_MAX_SHARING = 50


@dataclass(frozen=True)
class Company:
    name: CompanyName
    distinctive: frozenset[str]
    all_common: bool  # made only of common words: recognised only in full and capitalised

    @cached_property
    def folded(self) -> str:
        """The core without diacritics ("lodz meble")."""
        return fold(self.name.core_norm)

    @cached_property
    def translit(self) -> str:
        """The core with umlauts spelled out ("mueller kuechen")."""
        return fold_translit(self.name.core_norm)


@dataclass(frozen=True)
class Person:
    name: str
    keys: tuple[str, ...]

    @cached_property
    def folds(self) -> tuple[str, ...]:
        return tuple(fold(k) for k in self.keys)


@dataclass(frozen=True)
class Profile:
    """One buyer as the rules need it (cached per buyer)."""

    buyer: Buyer
    company: Company
    contact: Person | None
    title: Title | None
    categories: frozenset[str]  # category ids the record names (taxonomy or batch)
    related: frozenset[str]
    # the record's category is a category of the lexicon as a whole ("ceramic tableware"), not
    # a narrower one placed by some of its words ("bicycle parts", "dental consumables")
    category_exact: bool
    country: str | None  # ISO code; "?<name>" when countries.toml does not know the record's
    noted_countries: frozenset[str]  # ISO codes of the countries the buyer's notes name
    own_words: frozenset[str]  # never read as another company's distinctive word
    people: frozenset[str]  # words of the contact's and the sender's names
    grounded: frozenset[str]  # every word of the record and the sender profile
    record_text: str  # the record's and sender's values, for names in other scripts


# Academic degrees a CRM writes after a name ("Gotthard Kostolzin B.Eng."): not the name.
_DEGREES = frozenset("b eng ing dipl mba phd msc bsc ma ba llm med rer nat".split())


def person(name: str, honorifics: frozenset[str] = frozenset()) -> Person | None:
    """The person a record names, without the forms of address and degrees around the name
    ("Herr Gotthard Kostolzin B.Eng." is Gotthard Kostolzin)."""
    tokens = Tokens(name)
    keys = tuple(tokens.keys)

    def degree(n: int) -> bool:  # "B.Eng.", "MBA", "PhD" after the name, not "Ma Lin"
        word, after = tokens.words[n], tokens.gaps[n + 1] if n + 1 <= tokens.n else ""
        dotted = after.startswith(".") or tokens.gaps[n].endswith(".")
        return n > 0 and keys[n] in _DEGREES and (word.isupper() or dotted or word == "PhD")

    kept = tuple(k for n, k in enumerate(keys) if k not in honorifics and not degree(n))
    if len(kept) < len(keys):
        keys = kept or keys
    if not keys:
        return None
    return Person(name, keys)


class CheckContext:
    """The knowledge plus the batch, indexed. Build with `CheckContext.build`."""

    def __init__(self, knowledge: Knowledge, sender: Sender):
        self.knowledge = knowledge
        self.sender = sender
        self.lexicon: dict[str, int] = {}
        self.companies: list[Company] = []
        self.company_index: PhraseIndex[int] = PhraseIndex()
        self.distinctive: dict[str, list[int]] = {}
        self.contacts: PhraseIndex[str] = PhraseIndex()
        self.contact_names: dict[str, set[str]] = {}
        self.categories: PhraseIndex[str] = PhraseIndex()
        self.category_names: dict[str, str] = {}
        self.common_words: frozenset[str] = frozenset()
        self.known_words: frozenset[str] = frozenset()
        self.plain_words: frozenset[str] = frozenset()
        self.frequent_words: frozenset[str] = frozenset()
        self.sender_company: Company | None = None
        self.sender_person: Person | None = None
        # short forms of the sender's given names ("kostas") -> whether the profile shows the
        # sender goes by it (an address "venkat@...")
        self.sender_short_forms: dict[str, bool] = {}
        self.sender_title: Title | None = None
        self.sender_country: str | None = None
        self.sender_words: frozenset[str] = frozenset()
        self.example_words: frozenset[str] = frozenset()  # the example sender's, if not ours
        self.batch_words: set[str] = set()  # every word of the batch's companies and contacts
        # plain_words and batch_words in one set, made once the batch is indexed: grounding
        # looks every word of every draft up, and one lookup is cheaper than two
        self.glance_words: frozenset[str] = frozenset()
        self._by_core: dict[str, int] = {}
        self._seen_categories: set[str] = set()
        self._memos: dict[tuple[str, str], object] = {}
        self._profiles: dict[str, Profile] = {}

    # -- building -------------------------------------------------------------------------

    @classmethod
    def build(
        cls,
        buyers: Iterable[Buyer],
        sender: Sender | None = None,
        knowledge: Knowledge | None = None,
    ) -> CheckContext:
        """Index a whole batch once. `sender` None means `records.DEFAULT_SENDER`, the sender
        drafts are written for when none is configured."""
        ctx = cls(knowledge or load_knowledge(), sender or DEFAULT_SENDER)
        ctx._index_knowledge()
        buyers = list(buyers)
        # the batch's own categories are trade words, never a company's distinctive word:
        # "kava root powder" in a letter does not name Chandler Kava Bar LLC
        ctx.common_words |= {k for b in buyers for k in category_keys(b.product_category)}
        for buyer in buyers:
            ctx._add_buyer(buyer)
        ctx._index_sender()
        ctx.glance_words = ctx.plain_words | ctx.batch_words
        return ctx

    def _flag(self, key: str, flag: int) -> None:
        self.lexicon[key] = self.lexicon.get(key, 0) | flag

    def _index_knowledge(self) -> None:
        k = self.knowledge
        # legal forms, and the words of those written before the name ("Công" of Công ty
        # TNHH, which "Thủ Công" makes a word of a brewery's name too)
        common = set(k.company_words) | set(k.legal.forms) | set(k.legal.prefixes)
        for phrase, _ in k.titles.index.items():
            self._flag(phrase[0], F_TITLE)
            common.update(phrase)
        for phrase, ident in k.taxonomy.index.items():
            self.categories.add(phrase, ident)
            for form in plural_forms(phrase[0]):
                self._flag(form, F_CATEGORY)
            common.update(phrase)
        self.category_names = {c.id: c.name for c in k.taxonomy.categories.values()}
        for phrase, _ in k.countries.index.items():
            self._flag(phrase[0], F_COUNTRY)
            common.update(phrase)
        lang = k.language
        for phrase, _ in lang.greetings.items():
            self._flag(phrase[0], F_GREETING)
        for phrase, _ in lang.closings.items():
            self._flag(phrase[0], F_CLOSING)
        for word in lang.honorifics:
            self._flag(word, F_HONORIFIC)
        common |= lang.honorifics | lang.first_person | lang.second_person
        common |= lang.generic_addressees | lang.name_particles
        self.common_words = frozenset(common)
        # Words of the knowledge files a draft may use without grounding (grounding.py).
        known = set(common) | set(lang.name_suffixes) | set(k.legal.forms)
        for index in (lang.greetings, lang.closings, k.legal.phrases):
            for phrase, _ in index.items():
                known.update(phrase)
        self.known_words = frozenset(known)
        # The words grounding may skip at a glance (English, trade, places, the knowledge
        # files), shared by every batch of this knowledge; the batch's own are batch_words.
        self.plain_words, self.frequent_words = _plain_words(k, self.known_words)

    def _is_common(self, key: str) -> bool:
        return key in self.common_words or singular(key) in self.common_words or key.isdigit()

    def _company(self, name: str) -> Company:
        split = self.knowledge.legal.split(name)
        distinctive = frozenset(k for k in split.core_keys if not self._is_common(k))
        return Company(split, distinctive, not distinctive)

    def _add_buyer(self, buyer: Buyer) -> None:
        company = self._company(buyer.company)
        core = company.name.core_norm
        if core not in self._by_core:
            index = len(self.companies)
            self._by_core[core] = index
            self.companies.append(company)
            self.company_index.add(company.name.core_keys, index)
            self._flag(company.name.core_keys[0], F_COMPANY)
            for word in company.distinctive:
                sharing = self.distinctive.setdefault(word, [])
                if len(sharing) < _MAX_SHARING:
                    sharing.append(index)
                self._flag(word, F_DISTINCT)
        self.batch_words.update(company.name.core_keys)
        contact = person(buyer.contact_name, self.knowledge.language.honorifics)
        if contact is not None:
            self.batch_words.update(contact.keys)
            if len(contact.keys) >= 2:
                self.contacts.add(contact.keys, contact.name)
                self._flag(contact.keys[0], F_CONTACT)
            for key in {contact.keys[0], contact.keys[-1]}:
                self.contact_names.setdefault(key, set()).add(contact.name)
                self._flag(key, F_NAME)
        category = buyer.product_category
        if category and category not in self._seen_categories:
            self._seen_categories.add(category)
            if not self.knowledge.taxonomy.resolve(category):
                keys = category_keys(category)
                if keys and keys not in self.categories:
                    ident = "batch:" + " ".join(keys)
                    self.categories.add(keys, ident)
                    self.category_names[ident] = category
                    for form in plural_forms(keys[0]):
                        self._flag(form, F_CATEGORY)

    def _index_sender(self) -> None:
        sender = self.sender
        self.sender_company = self._company(sender.company)
        self.sender_person = person(sender.name, self.knowledge.language.honorifics)
        if self.sender_person is not None:
            self.sender_short_forms = self._short_forms(self.sender_person)
        self.sender_title = self.knowledge.titles.parse_text(sender.title) if sender.title else None
        self.sender_country = self.knowledge.countries.resolve(sender.country)
        # The sender's company is indexed like a buyer's so its mentions are found (and skipped).
        self._flag(self.sender_company.name.core_keys[0], F_COMPANY)
        self.sender_words = frozenset(_record_keys(sender.model_dump().values()))
        if sender != DEFAULT_SENDER:
            # Drafts that name the example profile instead of the user's: a model that
            # memorised it. Only its distinctive words ("Hanbit", "Minji").
            example = DEFAULT_SENDER
            words = set(self._company(example.company).name.core_keys)
            words.update(phrase_keys(example.name))
            vocabulary = self.knowledge.vocabulary
            self.example_words = frozenset(
                w for w in words - self.sender_words if not vocabulary.knows(w)
            )

    def _short_forms(self, sender: Person) -> dict[str, bool]:
        """The short forms of the sender's given names: those language.toml lists, and a
        start of a name word the sender's address shows ("venkat@" for Venkataraman)."""
        forms = {
            short: False
            for key in sender.keys
            for short in self.knowledge.language.short_forms.get(key, ())
        }
        keys = sender.keys
        if len(keys) >= 3 and len(keys[0]) <= 3:
            # "Malou" for Ma. Lourdes: an abbreviated first name run into the next one's start
            for n in (2, 3):
                forms.setdefault(keys[0] + keys[1][:n], False)
        local = self.sender.email.split("@", 1)[0] if self.sender.email else ""
        for word in Tokens(local).keys:
            if len(word) < 3:
                continue  # "k.papadimitriou": an initial, not a name the sender goes by
            if word in forms or any(k.startswith(word) for k in sender.keys):
                forms[word] = True
        return {short: shown for short, shown in forms.items() if short not in sender.keys}

    # -- looking up -----------------------------------------------------------------------

    def profile(self, buyer: Buyer) -> Profile:
        """The buyer's profile, from the cache when this buyer was seen before."""
        cached = self._profiles.get(buyer.buyer_id)
        if cached is not None and (cached.buyer is buyer or cached.buyer == buyer):
            return cached
        made = self._make_profile(buyer)
        self._profiles[buyer.buyer_id] = made
        return made

    def _memo(self, kind: str, text: str, compute):
        """`compute(text)`, once per distinct record value (batches repeat titles a lot)."""
        if not text:
            return compute("") if kind == "category" else None
        key = (kind, text)
        if key not in self._memos:
            self._memos[key] = compute(text)
        return self._memos[key]

    def _categories_of(self, text: str) -> tuple[frozenset[str], frozenset[str], bool]:
        """The category ids a record's category names (or is placed in by its words), the ids
        related to them, and whether the record names one category as a whole."""
        taxonomy = self.knowledge.taxonomy
        exact = bool(taxonomy.resolve_exact(text)) if text else False
        ids = set(taxonomy.resolve(text) or taxonomy.place(text)) if text else set()
        ident = self.categories.get(category_keys(text)) if text else None
        if ident is not None:
            ids.add(ident)
        related: set[str] = set()
        for found in list(ids):
            category = taxonomy.categories.get(found)
            if category is not None:
                related |= category.related
                ids |= category.includes  # pet food is a pet product
        return frozenset(ids), frozenset(related - ids), exact

    def _country_of(self, text: str) -> str | None:
        """The record's country code; "?<name>" for a country countries.toml does not know."""
        code = self.knowledge.countries.resolve(text)
        return code if code is not None else "?" + " ".join(phrase_keys(text))

    def _countries_in(self, text: str) -> frozenset[str]:
        """The ISO codes of the countries a record's text names ("Buys flor de jamaica from
        Nigeria now")."""
        tokens = Tokens(text)
        index = self.knowledge.countries.index
        hits = (index.match(tokens.keys, i, tokens) for i in range(tokens.n))
        return frozenset(hit[1].code for hit in hits if hit is not None and hit[1].code)

    def _make_profile(self, buyer: Buyer) -> Profile:
        k = self.knowledge
        index = self._by_core.get(k.legal.split(buyer.company).core_norm)
        company = self.companies[index] if index is not None else None
        if company is None or company.name.name != buyer.company:
            # Not indexed, or indexed under another record with the same core ("Acme GmbH" and
            # "Acme AG"): the legal form to check is this record's own.
            company = self._company(buyer.company)
        contact = person(buyer.contact_name, self.knowledge.language.honorifics)
        title = self._memo("title", buyer.contact_title, k.titles.parse_text)
        categories, related, exact = self._memo(
            "category", buyer.product_category, self._categories_of
        )
        country = self._memo("country", buyer.country, self._country_of)
        people = set(contact.keys) if contact is not None else set()
        if self.sender_person is not None:
            people.update(self.sender_person.keys)
        values = [v for v in buyer.model_dump(exclude={"extra"}).values() if isinstance(v, str)]
        values += list(buyer.extra.values())
        record_text = "\n".join(values + [v for v in self.sender.model_dump().values() if v])
        own = set(company.name.core_keys) | people
        if self.sender_company is not None:
            own.update(self.sender_company.name.core_keys)
        return Profile(
            buyer=buyer,
            company=company,
            contact=contact,
            title=title,
            categories=categories,
            related=related,
            category_exact=exact,
            country=country,
            noted_countries=self._memo("noted", buyer.notes, self._countries_in) or frozenset(),
            own_words=frozenset(own),
            people=frozenset(people),
            grounded=frozenset(_record_keys(values)) | self.sender_words,
            record_text=record_text,
        )


_PLAIN: dict[int, tuple[Knowledge, frozenset[str], frozenset[str]]] = {}


def _plain_words(knowledge: Knowledge, known: frozenset[str]):
    """(every word grounding may skip at a glance, the frequent ones among them), built once
    per knowledge: the English list is large, and batches are built often (one per sender)."""
    cached = _PLAIN.get(id(knowledge))
    if cached is None or cached[0] is not knowledge:
        vocabulary = knowledge.vocabulary
        plain = english_words() | vocabulary.extra | vocabulary.places | known
        cached = (knowledge, frozenset(plain), frequent_english_words() | known)
        _PLAIN[id(knowledge)] = cached
    return cached[1], cached[2]


def _record_keys(values: Iterable[object]) -> set[str]:
    """The token keys of a record's values (name suffixes like "님" split off too)."""
    keys: set[str] = set()
    for value in values:
        if isinstance(value, str) and value:
            keys.update(Tokens(value).keys)
    return keys


@dataclass(frozen=True)
class BuyerFile:
    """A buyer file as the checker sees it: every valid buyer, and its number of data rows."""

    context: CheckContext
    buyers: list  # list[Buyer], in file order
    rows: int


def context_for_file(
    buyers_path, overrides=None, sender=None, checks_dir=None, *, encoding=None, sheet=None
) -> BuyerFile:
    """The one way `draft`, `tune` and `check` build the checker's context from a buyer file
    (a CSV in `encoding`, None = detected, or a workbook's `sheet`, None = the first): every
    valid row is cross-buyer knowledge, `checks_dir` (None = built in) the checks."""
    from pathlib import Path

    from sales_dlm.inputs import read_buyers

    rows, valid = 0, []
    for row in read_buyers(buyers_path, overrides, encoding, sheet=sheet):
        rows += 1
        if row.buyer is not None:
            valid.append(row.buyer)
    knowledge = load_knowledge(Path(checks_dir) if checks_dir else None)
    return BuyerFile(CheckContext.build(valid, sender, knowledge), valid, rows)
