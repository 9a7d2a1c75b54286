"""Company legal forms (GmbH, Co., Ltd., Sp. z o.o., ...) and a company name's core.

A form is compared in its compact key: token keys joined without spaces ("S.A. de C.V." and
"SA de CV" are both "sadecv"), mapped to the id of its group of equivalent spellings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex
from sales_dlm.facts.tokens import Tokens

# What may separate a name from its form and the words of a form: "Acme, Inc.", "Co., Ltd.",
# "(Pty) Ltd", "GmbH & Co. KG". No newline: a form does not continue on the next line.
_FORM_GAP = re.compile(r"[ ,.&()\-/]{1,4}")
_CONNECTORS = frozenset({"and", "und"})
_LETTERS = re.compile(r"[\W_]+")


def _unknown_form(word: str) -> bool:
    """A short last word of capitals, or mostly capitals ("OOD", "MChJ"): a legal form."""
    if not (2 <= len(word) <= 5 and word.isalpha() and word[0].isupper()):
        return False
    capitals = sum(c.isupper() for c in word)
    return capitals >= 2 and capitals * 2 > len(word)


@dataclass(frozen=True)
class CompanyName:
    """A company as the checker compares it."""

    name: str  # as in the record
    core_text: str  # the name without its legal form, as written in the record
    core_keys: tuple[str, ...]  # token keys of the core, "and"/"&" left out
    form: str | None  # legal form id, None if the record has none

    # Cached: the name is fixed, and rules ask for these several times per draft.
    @cached_property
    def core_norm(self) -> str:
        return " ".join(self.core_keys)

    @cached_property
    def spellings(self) -> tuple[str, ...]:
        """The name as the record writes it and its core, longest first, none empty."""
        return tuple(sorted({n for n in (self.name, self.core_text) if n}, key=len, reverse=True))

    @cached_property
    def letters(self) -> int:
        """Letters of the core; a Chinese, Japanese or Korean character counts two (it writes
        a syllable: "岑远实业" is as long a name as "Cenyuan")."""
        return sum(len(k) + sum(1 for c in k if c >= "\u3000") for k in self.core_keys)


class LegalForms:
    """Known legal forms and the company names split by them."""

    def __init__(
        self,
        forms: dict[str, str],
        spellings: list[tuple[str, ...]],
        prefixes: frozenset[str],
        max_tokens: int,
        written: frozenset[str] = frozenset(),
        dotted: frozenset[str] = frozenset(),
    ):
        self.forms = forms  # compact key -> form id
        # Each spelling's letters as written, case kept ("GmbH", "CoLtd", "AS"): a form in
        # prose must look like one ("As we discussed" does not).
        self.written = written
        # Last words some spelling writes with a dot, lower-case ("ltd" of "Ltd.", "co" of
        # "Co., Ltd."): after them a dot is an abbreviation's, "Sagl." or "GmbH." a slip.
        self.dotted = dotted
        self.prefixes = prefixes
        self.max_tokens = max_tokens
        # In drafts a form is matched word by word as some spelling writes it: compact keys
        # alone would read "Ltd a" as "Ltda" and "A/S a" as "ASA".
        self.phrases: PhraseIndex[str] = PhraseIndex()
        for keys in spellings:
            self.phrases.add(keys, forms["".join(keys)])
        self.first_keys = frozenset(self.phrases.first_keys())

    @classmethod
    def from_source(cls, src: Source) -> LegalForms:
        forms: dict[str, str] = {}
        spellings: list[tuple[str, ...]] = []
        max_tokens = 1
        suffixes = src.table(src.data, "suffixes")
        for country in suffixes:
            for spelling in src.strings(suffixes, country):
                keys = Tokens(spelling).keys
                if not keys:
                    raise src.error(f"legal form {spelling!r} has no letters", country, spelling)
                forms.setdefault("".join(keys), "".join(keys))
                spellings.append(tuple(keys))
                max_tokens = max(max_tokens, len(keys))
        same = src.table(src.data, "same", required=False)
        for group in same:
            for spelling in src.strings(same, group):
                keys = Tokens(spelling).keys
                compact = "".join(keys)
                if forms.get(compact, compact) not in (compact, group):
                    raise src.error(f"{spelling!r} is in two groups of [same]", group, spelling)
                forms[compact] = group
                spellings.append(tuple(keys))
                max_tokens = max(max_tokens, len(keys))
        prefix_table = src.table(src.data, "prefixes", required=False)
        prefixes = frozenset(
            "".join(Tokens(p).keys) for c in prefix_table for p in src.strings(prefix_table, c)
        )
        raw = [p for c in suffixes for p in src.strings(suffixes, c)]
        raw += [p for g in same for p in src.strings(same, g)]
        written = frozenset(_LETTERS.sub("", p) for p in raw)
        dotted = frozenset(
            word[:-1].lower() for p in raw for word in p.split() if word.endswith(".")
        )
        return cls(forms, spellings, prefixes, max_tokens, written, dotted)

    def written_at(self, tokens: Tokens, i: int) -> tuple[int, str] | None:
        """`form_at`, but only when the form is written as some spelling writes it, case
        included ("Co.", "GmbH", "AS"; not "As" or "co")."""
        found = self.form_at(tokens, i)
        if found is None:
            return None
        surface = _LETTERS.sub("", tokens.surface(i, i + found[0] - 1))
        return found if surface in self.written else None

    def form_at(self, tokens: Tokens, i: int) -> tuple[int, str] | None:
        """The longest legal form written at token i, as (token count, form id).

        One-word forms count only when capitalised: "AS" and "Co." are forms, "as" and "co"
        (inside "co-operation") are words.
        """

        def accept(a: int, b: int, _: str) -> bool:
            if a == b:
                return tokens.cap(a)
            if tokens.words[b] == "a" and " " in tokens.gaps[b]:
                return False  # "S.A. a steady source": the article, not "S.A.A."
            return all(_FORM_GAP.fullmatch(tokens.gaps[k]) for k in range(a + 1, b + 1))

        return self.phrases.match(tokens.keys, i, accept=accept)

    def split(self, company: str) -> CompanyName:
        """Split a record's company into core and legal form ("Acme Steel GmbH" -> "Acme Steel")."""
        tokens = Tokens(company)
        lo, hi = 0, tokens.n
        while hi - lo > 1:
            if tokens.keys[lo] in self.prefixes:
                lo += 1
                continue
            if hi - lo > 2 and "".join(tokens.keys[lo : lo + 2]) in self.prefixes:
                lo += 2  # "Cổ phần" of "Công ty Cổ phần": a prefix of two words, only together
                continue
            # a prefix written with dots: "S.C. Carpați Agro S.R.L." (Romanian SC)
            dotted = next(
                (
                    m
                    for m in (2, 3)
                    if hi - lo > m
                    and all(len(k) == 1 for k in tokens.keys[lo : lo + m])
                    and "".join(tokens.keys[lo : lo + m]) in self.prefixes
                ),
                None,
            )
            if dotted is None:
                break
            lo += dotted
        form: str | None = None
        for _ in range(2):  # "X GmbH & Co. KG" is one form; "X Co. Ltd. Sti." may need two
            found = None
            for start in range(max(lo + 1, hi - self.max_tokens), hi):
                compact = "".join(tokens.keys[start:hi])
                if compact in self.forms:
                    found = start
                    break
            if found is None:
                break
            form = form or self.forms["".join(tokens.keys[found:hi])]
            hi = found
        while form is not None and hi - lo > 1 and _bracketed(tokens, hi - 1):
            # "Huon Gulf Marine Products (PNG) Ltd", "Siam Foods (Thailand) Co., Ltd.": the
            # bracketed place goes with the legal form; people say the name without both
            hi -= 1
        if form is None and hi - lo > 1 and _unknown_form(tokens.words[hi - 1]):
            # "Iurganchev Trade OOD": a short all-capital last word is a legal form this
            # folder does not list yet; writing the name without it must still count.
            form = tokens.keys[hi - 1]
            hi -= 1
        dotted_end = _dotted_form(tokens, lo, hi) if form is None else None
        if dotted_end is not None:
            # "Exportadora Chama Andina, C.A.": letters with dots after a comma are a form the
            # table leaves out (C.A. is also California), but a record's own is its form
            form = "".join(tokens.keys[dotted_end:hi])
            hi = dotted_end
        if form is None and lo > 0:
            # "PT Utama Sentosa", "OOO Morozov Torg": the prefix is the record's legal form, so
            # a suffix written after the name ("Utama Sentosa FZE") is a different one
            compact = "".join(tokens.keys[:lo])
            form = self.forms.get(compact, compact)
        if hi <= lo:
            lo, hi = 0, tokens.n
        core = [k for k in tokens.keys[lo:hi] if k not in _CONNECTORS]
        if not core:
            return CompanyName(company, company, tuple(tokens.keys), form)
        core_text = company[tokens.starts[lo] : tokens.ends[hi - 1]]
        return CompanyName(company, core_text, tuple(core), form)


def _dotted_form(tokens: Tokens, lo: int, hi: int) -> int | None:
    """Where a record's last words, single capital letters written with dots after a comma,
    start ("..., C.A.", "..., S.C."), or None."""
    for m in (3, 2):
        start = hi - m
        if start - lo < 1:
            continue
        letters = tokens.words[start:hi]
        if all(len(w) == 1 and w.isupper() for w in letters) and "," in tokens.gaps[start]:
            return start
    return None


def _bracketed(tokens: Tokens, k: int) -> bool:
    """Token k stands alone in brackets: "(PNG)", "(Thailand)"."""
    return tokens.gaps[k].endswith("(") and tokens.gaps[k + 1].startswith(")")
