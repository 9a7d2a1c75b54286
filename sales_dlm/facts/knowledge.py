"""The checker's knowledge: the TOML files of checks/, read, validated and compiled once.

`load_knowledge()` reads the shipped defaults (package data `sales_dlm.checks`, or the repo's
`checks/` folder when the package is run from a source tree). `load_knowledge(DIR)` reads the
files a user keeps in DIR; a file missing there falls back to the shipped default, so a user
can override only, say, `categories.toml`. Every problem is a `ChecksError` naming `path:line`.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from sales_dlm.errors import ChecksError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

FILES = (
    "thresholds",
    "legal_suffixes",
    "titles",
    "categories",
    "countries",
    "country_names",
    "borders",
    "language",
    "company_words",
    "artifacts",
    "words",
    "places",
    "city_countries",
)
_DECODE_LINE = re.compile(r"at line (\d+)")


class Source:
    """One parsed TOML file, with typed accessors that fail as `ChecksError` at `path:line`."""

    def __init__(self, path: str, text: str):
        self.path = path
        self.text = text
        try:
            self.data: dict[str, Any] = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            found = _DECODE_LINE.search(str(exc))
            line = int(found.group(1)) if found else None
            raise ChecksError(f"malformed TOML: {exc}", path=path, line=line) from None

    def line_of(self, key: str, value: str | None = None) -> int | None:
        """The first line that defines `key` (as `key =` or `[...key]`), if any; with `value`,
        the first line after that holding the quoted value."""
        escaped = re.escape(key)
        pattern = re.compile(
            rf'^[ \t]*(?:"{escaped}"|{escaped})[ \t]*=|^[ \t]*\[+[^\]\n]*\b{escaped}"?[ \t]*\]+',
            re.M,
        )
        found = pattern.search(self.text)
        if found is None:
            return None
        offset = found.start()
        if value is not None:
            quoted = re.compile(rf"[\"']{re.escape(value)}[\"']")
            hit = quoted.search(self.text, offset)
            offset = hit.start() if hit else offset
        return self.text.count("\n", 0, offset) + 1

    def error(self, message: str, key: str, value: str | None = None) -> ChecksError:
        return ChecksError(message, path=self.path, line=self.line_of(key, value))

    def table(self, data: dict[str, Any], key: str, required: bool = True) -> dict[str, Any]:
        value = data.get(key)
        if value is None and not required:
            return {}
        if not isinstance(value, dict):
            raise self.error(f"expected a table [{key}]", key)
        return value

    def strings(self, data: dict[str, Any], key: str, required: bool = True) -> list[str]:
        value = data.get(key)
        if value is None and not required:
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.error(f"{key} must be a list of non-empty strings", key)
        return value

    def string(self, data: dict[str, Any], key: str) -> str:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.error(f"{key} must be a non-empty string", key)
        return value

    def number(self, data: dict[str, Any], key: str, low: float, high: float) -> float:
        value = data.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.error(f"{key} must be a number", key)
        if not low <= value <= high:
            raise self.error(f"{key} = {value} is outside {low}..{high}", key)
        return value


@dataclass(frozen=True)
class Thresholds:
    """Numbers from thresholds.toml; the file says why each has its value."""

    company_misspelled_min_score: float
    company_alignment_cutoff: float
    company_misspelled_min_length: int
    company_max_misspelled_per_part: int
    company_distinctive_min_length: int
    contact_misspelled_min_score: float
    contact_max_name_words: int
    title_attribution_window: int
    artifact_repeat_error_count: int

    @classmethod
    def from_source(cls, src: Source) -> Thresholds:
        company = src.table(src.data, "company")
        contact = src.table(src.data, "contact")
        title = src.table(src.data, "title")
        artifact = src.table(src.data, "artifact")
        return cls(
            company_misspelled_min_score=src.number(company, "misspelled_min_score", 50, 100),
            company_alignment_cutoff=src.number(company, "alignment_cutoff", 50, 100),
            company_misspelled_min_length=int(src.number(company, "misspelled_min_length", 1, 50)),
            company_max_misspelled_per_part=int(
                src.number(company, "max_misspelled_per_part", 1, 50)
            ),
            company_distinctive_min_length=int(
                src.number(company, "distinctive_min_length", 1, 50)
            ),
            contact_misspelled_min_score=src.number(contact, "misspelled_min_score", 50, 100),
            contact_max_name_words=int(src.number(contact, "max_name_words", 1, 10)),
            title_attribution_window=int(src.number(title, "attribution_window", 1, 20)),
            artifact_repeat_error_count=int(src.number(artifact, "repeat_error_count", 2, 20)),
        )


@dataclass(frozen=True)
class Knowledge:
    """Everything the checker knows that does not come from the batch."""

    thresholds: Thresholds
    legal: Any  # legal.LegalForms
    titles: Any  # titles.TitleVocab
    taxonomy: Any  # taxonomy.Taxonomy
    countries: Any  # geography.CountryTable
    language: Any  # language.Language
    company_words: frozenset[str]
    leftovers: Any  # leftovers.Leftovers
    vocabulary: Any  # vocabulary.Vocabulary
    cities: Any  # cities.CityTable
    paths: tuple[str, ...]


def _default_root() -> Any:
    """The shipped checks/ folder: package data when installed, the repo folder otherwise."""
    try:
        from importlib.resources import files

        root = files("sales_dlm.checks")
        if root.joinpath("thresholds.toml").is_file():
            return root
    except (ModuleNotFoundError, TypeError):
        pass
    return Path(__file__).resolve().parents[1] / "checks"


def _read(root: Any, name: str, fallback: Any | None) -> Source:
    entry = root.joinpath(f"{name}.toml")
    if not entry.is_file():
        if fallback is None:
            raise ChecksError(f"missing knowledge file {name}.toml", path=str(root))
        entry = fallback.joinpath(f"{name}.toml")
        if not entry.is_file():
            raise ChecksError(f"missing knowledge file {name}.toml", path=str(fallback))
    try:
        text = entry.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ChecksError(f"cannot read: {exc}", path=str(entry)) from None
    return Source(str(entry), text)


def _compile(root: Any, fallback: Any | None) -> Knowledge:
    from sales_dlm.facts.cities import CityTable
    from sales_dlm.facts.language import Language
    from sales_dlm.facts.leftovers import Leftovers
    from sales_dlm.facts.legal import LegalForms
    from sales_dlm.facts.taxonomy import Taxonomy
    from sales_dlm.facts.title_parts import TitleVocab
    from sales_dlm.facts.vocabulary import Vocabulary

    src = {name: _read(root, name, fallback) for name in FILES}
    words_src = src["company_words"]
    company_words = frozenset(w.casefold() for w in words_src.strings(words_src.data, "words"))
    return Knowledge(
        thresholds=Thresholds.from_source(src["thresholds"]),
        legal=LegalForms.from_source(src["legal_suffixes"]),
        titles=TitleVocab.from_source(src["titles"]),
        taxonomy=Taxonomy.from_source(src["categories"]),
        countries=_countries(src),
        language=Language.from_source(src["language"]),
        company_words=company_words,
        leftovers=Leftovers.from_source(src["artifacts"]),
        vocabulary=Vocabulary.from_sources(src["words"], src["places"]),
        cities=CityTable.from_source(src["city_countries"]),
        paths=tuple(s.path for s in src.values()),
    )


def _countries(src: dict[str, Source]) -> Any:
    """countries.toml's countries, with their names in the buyers' languages."""
    from sales_dlm.facts.geography import CountryTable

    table = CountryTable.from_source(src["countries"])
    table.add_local_names(src["country_names"])
    table.add_borders(src["borders"])
    return table


@lru_cache(maxsize=1)
def _default_knowledge() -> Knowledge:
    return _compile(_default_root(), None)


def load_knowledge(checks_dir: Path | str | None = None) -> Knowledge:
    """Load the checker's knowledge; None = the shipped defaults (compiled once per process)."""
    if checks_dir is None:
        return _default_knowledge()
    root = Path(checks_dir)
    if not root.is_dir():
        raise ChecksError("not a directory of knowledge files", path=str(root))
    return _compile(root, _default_root())
