"""Job titles as sets of parts (titles.toml): recognising them in any text and comparing them.

A title is parsed into roles, modifiers, functions and scopes, so word order, case and
abbreviations do not matter ("Sr. Purchasing Mgr." = "Senior Manager, Purchasing") while a
changed role or modifier (a seniority change) does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sales_dlm.facts.findings import Severity
from sales_dlm.facts.knowledge import Source
from sales_dlm.facts.phrases import PhraseIndex, phrase_keys
from sales_dlm.facts.tokens import Tokens

_KINDS = ("roles", "modifiers", "functions", "scopes")
# The pairs of roles a one-word foreign title may be translated to: "Inköpschef" as Purchasing
# Manager or Head of Purchasing, "영업팀장" as Sales Team Leader or Jefe de Ventas.
_EITHER_WAY = (frozenset({"manager", "head"}), frozenset({"lead", "head"}))
_KIND_OF = {"roles": "role", "modifiers": "modifier", "functions": "function", "scopes": "scope"}


@dataclass(frozen=True)
class Unit:
    """What one vocabulary phrase may stand for: (kind, id) readings."""

    concepts: tuple[tuple[str, str], ...]
    compound: bool = False
    kinds: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", frozenset(k for k, _ in self.concepts))


# Roles written in two words ("general manager"): a title even in lower case and alone.
_TWO_WORD_ROLES = frozenset(
    {"general_manager", "managing_director", "vice_president", "co_founder"}
)


@dataclass(frozen=True)
class Title:
    roles: frozenset[str]
    modifiers: frozenset[str]
    functions: frozenset[str]
    scopes: frozenset[str]
    compound: bool = False

    @property
    def level(self) -> frozenset[str]:
        return self.roles | self.modifiers


@dataclass(frozen=True)
class TitleMatch:
    start: int  # first token
    end: int  # last token (inclusive)
    title: Title
    bare: bool  # one standalone role and nothing else ("Director")
    lowercase: bool


# Joining words that join like parts ("Sales and Marketing Director"); the others are
# prepositions, which follow a role ("Head of Export", "Jefe de Compras").
_CONJUNCTIONS = frozenset({"and", "et", "y", "e", "und", "och", "og", "ve"})


class TitleVocab:
    def __init__(self, index, standalone, lowercase_heads, groups, joining_words, joining_marks):
        self.index: PhraseIndex[Unit] = index
        self.standalone: frozenset[str] = standalone
        self.lowercase_heads: frozenset[str] = lowercase_heads
        self.groups: dict[str, str] = groups
        self.joining_words: frozenset[str] = joining_words
        self.joining_marks: frozenset[str] = joining_marks
        # Words a phrase with a role reading starts with: a title needs one of them nearby.
        self.role_starts: frozenset[str] = frozenset(
            phrase[0] for phrase, unit in index.items() if "role" in unit.kinds
        )

    @classmethod
    def from_source(cls, src: Source) -> TitleVocab:
        index: PhraseIndex[Unit] = PhraseIndex()
        ids: dict[str, set[str]] = {}

        def add(phrase: tuple[str, ...], concepts: tuple[tuple[str, str], ...], compound: bool):
            old = index.get(phrase)
            if old is not None and not compound:
                concepts = old.concepts + tuple(c for c in concepts if c not in old.concepts)
                compound = old.compound
            index.add(phrase, Unit(concepts, compound))

        for section in _KINDS:
            table = src.table(src.data, section)
            ids[section] = set()
            for ident in table:
                if section == "roles" and ident in ("standalone", "lowercase_heads"):
                    continue
                ids[section].add(ident)
                for spelling in src.strings(table, ident):
                    add(phrase_keys(spelling), ((_KIND_OF[section], ident),), False)
        roles = src.table(src.data, "roles")
        standalone = frozenset(src.strings(roles, "standalone"))
        heads = frozenset(src.strings(roles, "lowercase_heads"))
        for name, values in (("standalone", standalone), ("lowercase_heads", heads)):
            unknown = values - ids["roles"]
            if unknown:
                raise src.error(f"{name} names unknown roles: {sorted(unknown)}", name)
        groups: dict[str, str] = {}
        group_table = src.table(src.data, "function_groups", required=False)
        for group in group_table:
            for function in src.strings(group_table, group):
                if function not in ids["functions"]:
                    raise src.error(f"unknown function {function!r}", group, function)
                groups[function] = group
        compounds = src.table(src.data, "compounds", required=False)
        for phrase in compounds:
            concepts = []
            for part in src.strings(compounds, phrase):
                kind, _, ident = part.partition(":")
                section = kind + "s"
                if section not in ids or ident not in ids[section]:
                    raise src.error(f"unknown title part {part!r}", phrase, part)
                concepts.append((kind, ident))
            add(phrase_keys(phrase), tuple(concepts), True)
        orders = src.table(src.data, "orders")
        joining_words = frozenset(w.casefold() for w in src.strings(orders, "joining_words"))
        joining_marks = frozenset(src.strings(orders, "joining_marks"))
        return cls(index, standalone, heads, groups, joining_words, joining_marks)

    # -- recognising ----------------------------------------------------------------------

    def _gap_ok(
        self,
        gap: str,
        prev_word: str,
        have_role: bool,
        have_function: bool,
        unit: Unit,
        record: bool = False,
    ) -> bool:
        if gap == " ":
            return True
        if "\n" in gap:
            return False
        mark = gap.strip()
        if mark == "." and len(prev_word) <= 4:  # the dot of an abbreviation: "Sr. VP"
            return True
        if mark not in self.joining_marks:
            return False
        if mark == ",":  # "Manager, Purchasing": a role, then its function after the comma
            # a record's title field is one title: "Business Development Manager, Exports"
            return have_role and (record or not have_function) and unit.kinds == {"function"}
        return True

    def parse_at(self, tokens: Tokens, i: int, record: bool = False) -> TitleMatch | None:
        """The title starting at token i, if the tokens there form one; `record`: the tokens
        are a record's title field, not prose."""
        keys = tokens.keys
        window = keys[i : i + 2 * self.index.max_len + 2]
        if self.role_starts.isdisjoint(window):
            return None  # no role word near: "sales team", "quality control", "export"
        units: list[tuple[int, int, Unit]] = []
        joined_by_word = False
        j = i
        while j < tokens.n:
            found = self.index.match(keys, j, tokens)
            if found is None and units and keys[j] in self.joining_words and j + 1 < tokens.n:
                if keys[j] not in _CONJUNCTIONS and not any("role" in u.kinds for *_, u in units):
                    break  # "en votre qualité de responsable achats": a preposition follows a role
                if tokens.gaps[j] == " " and tokens.gaps[j + 1] == " ":
                    after = self.index.match(keys, j + 1, tokens)
                    if after is not None:
                        joined_by_word = True
                        j += 1
                        continue
            if found is None:
                break
            length, unit = found
            if units and tokens.gaps[j] != " ":
                have_role = any("role" in u.kinds for _, _, u in units)
                have_function = any(u.kinds == {"function"} for _, _, u in units)
                gap, prev_word = tokens.gaps[j], tokens.words[j - 1]
                if not self._gap_ok(gap, prev_word, have_role, have_function, unit, record):
                    break
            units.append((j, j + length - 1, unit))
            j += length
        if not any("role" in u.kinds for _, _, u in units):
            return None  # "Sales", "Quality": functions alone are not titles
        title = self._resolve(units)
        if not title.roles:
            return None
        bare = not title.functions and not title.compound and not title.modifiers
        bare = bare and len(title.roles) == 1
        if not title.functions and not title.compound and not title.roles & self.standalone:
            return None  # "Head Office", "Lead time": no function and no standalone role
        start, end = units[0][0], units[-1][1]
        lowercase = not all(tokens.cap(k) for s, e, _ in units for k in range(s, e + 1))
        if lowercase and not self._lowercase_ok(units, title, joined_by_word):
            return None
        return TitleMatch(start, end, title, bare, lowercase)

    def _lowercase_ok(self, units, title: Title, joined_by_word: bool) -> bool:
        if title.compound and len(units) == 1:
            return True  # "als verkoper bij": a one-word title of a language that writes it so
        if not title.functions:
            # "as general manager at Yamazaki Denzai": a role of two words is a title in any
            # case; "manager" or "owner" alone in lower case is prose
            return bool(title.roles & _TWO_WORD_ROLES) and len(units) == 1
        # "purchasing manager" ends in a role noun, "directeur commercial" starts with one;
        # "head of procurement" and "senior vice president of sales" join a role noun to the
        # function with a word.
        if self._readings(units, len(units) - 1) & self.lowercase_heads:
            return True
        first = next((n for n, (*_, u) in enumerate(units) if u.kinds != {"modifier"}), 0)
        if len(units) > first + 1 and self._readings(units, first) & self.lowercase_heads:
            # "directeur commercial", "responsable achats": the role comes first, after any
            # modifier ("Phó Giám đốc Kinh doanh", deputy business director)
            return True
        return joined_by_word and any(
            self._readings(units, n) & self.lowercase_heads for n in range(len(units))
        )

    def _readings(self, units, index: int) -> set[str]:
        return {ident for kind, ident in units[index][2].concepts if kind == "role"}

    def _resolve(self, units: list[tuple[int, int, Unit]]) -> Title:
        parts: dict[str, set[str]] = {"role": set(), "modifier": set(), "function": set()}
        parts["scope"] = set()
        compound = False
        for n, (_, _, unit) in enumerate(units):
            kinds = unit.kinds
            if unit.compound or len(kinds) == 1:
                chosen = kinds
                compound = compound or unit.compound
            elif "role" in kinds and "modifier" in kinds:
                later_role = any("role" in u.kinds for _, _, u in units[n + 1 :])
                chosen = {"modifier"} if later_role else {"role"}
            else:
                chosen = {"role"} if "role" in kinds else {sorted(kinds)[0]}
            for kind, ident in unit.concepts:
                if kind in chosen:
                    parts[kind].add(ident)
        if "chief" in parts["role"]:
            parts["role"].discard("officer")
        return Title(
            frozenset(parts["role"]),
            frozenset(parts["modifier"]),
            frozenset(parts["function"]),
            frozenset(parts["scope"]),
            compound,
        )

    def parse_text(self, text: str) -> Title | None:
        """The first title in a record's text ("Head of Procurement, EMEA"), or None."""
        tokens = Tokens(text)
        for i in range(tokens.n):
            if self.index.starts_with(tokens.keys[i]):
                found = self.parse_at(tokens, i, record=True)
                if found is not None:
                    return found.title
        word = text.strip()
        if tokens.n == 1 and len(word) > 2 and all(c >= "\u3000" for c in word):
            # "原料采购主管": a known CJK title (采购主管) after a qualifier (raw materials)
            for cut in range(1, len(word) - 1):
                rest = Tokens(word[cut:])
                found = self.parse_at(rest, 0) if self.index.starts_with(rest.keys[0]) else None
                if found is not None and found.end == 0:
                    return found.title
        return self._compound_function(tokens, text)

    def _compound_function(self, tokens: Tokens, text: str) -> Title | None:
        """A record's German or Nordic title whose function word is compounded with what is
        bought ("Leitung Rohstoffeinkauf", "Leiterin Rohwareneinkauf"): read as the function
        word alone ("Leitung Einkauf"), since the material does not change the function."""
        for k, key in enumerate(tokens.keys):
            if len(key) < 10 or not key.isalpha() or self.index.starts_with(key):
                continue
            for cut in range(3, len(key) - 5):
                tail = key[cut:]
                unit = self.index.get((tail,))
                if unit is not None and unit.kinds == {"function"}:
                    start, end = tokens.starts[k], tokens.ends[k]
                    again = Tokens(text[:start] + tail + text[end:])
                    for i in range(again.n):
                        if self.index.starts_with(again.keys[i]):
                            found = self.parse_at(again, i, record=True)
                            if found is not None:
                                return found.title
                    return None
        return None

    # -- comparing ------------------------------------------------------------------------

    def compare(
        self, record: Title, draft: Title, translated: bool = False
    ) -> tuple[Severity, str] | None:
        """How a draft's title differs from the record's; None when it does not. `translated`:
        the draft writes the title in another language than the record ("International Sales
        Manager" for Jefe de Ventas Internacionales)."""
        if draft.level != record.level:
            either = record.compound or draft.compound or translated
            if either and {*draft.roles, *record.roles} in _EITHER_WAY:
                # "Inköpschef", "Einkaufsleiter", "Responsable export": a title of another
                # language that English writes as Purchasing Manager or as Head of Purchasing;
                # the rest must still agree
                rest = self.compare(record, replace(draft, roles=record.roles))
                if rest is not None:
                    return rest
                return Severity.warning, "a translation of the record's title that reads either way"
            if draft.roles == record.roles:
                return Severity.error, "seniority modifier differs"
            return Severity.error, "role or seniority differs"
        if not draft.functions <= record.functions:
            if not record.functions:
                return Severity.warning, "the record's title names no function"
            draft_groups = {self.groups.get(f, f) for f in draft.functions}
            record_groups = {self.groups.get(f, f) for f in record.functions}
            if draft_groups <= record_groups:
                return Severity.warning, "a near-equivalent function"
            return Severity.error, "function differs"
        if not draft.scopes <= record.scopes:
            if record.scopes and not draft.scopes & record.scopes:
                # "Domestic Sales Manager" for International: another job, not a detail added
                return Severity.error, "another scope than the record's"
            return Severity.warning, "scope differs"
        return None
