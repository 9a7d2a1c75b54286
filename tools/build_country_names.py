"""Write checks/country_names.toml: the countries of countries.toml in the buyers' languages.

Run once by hand (`pip install babel; python tools/build_country_names.py`); the package
depends on neither at run time. A letter written in the buyer's language names countries in
it ("livrés de Bosnie", "desde Turquía", "Кыргызстан", "乌兹别克斯坦"): the checker reads these
names as aliases of the countries of countries.toml. Names come from CLDR (through babel), and
for a country whose English name is a pair cut short in countries.toml ("Bosnia" for Bosnia
and Herzegovina) the first half of each pair too ("Bosnie", "Босния").

Left out, as they prove little or mislead: a name countries.toml has already, one of three
letters or fewer, one two countries share, a name in a cased script that does not start with
a capital (countries are matched only so), ordinary words: the checker's English words
("Chili", "Island", "Columbia") and the hand list below, and a name of several words whose
first word a letter writes alone ("Porto Rico": "in Porto" would read as a name cut off).
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

# The languages buyers and senders write in (CLDR locale ids): Europe's, the Near East's,
# Central and East Asia's, South and South-East Asia's.
LANGUAGES = (
    "fr es pt it de nl pl cs sk sl hr bs sr sr_Latn mk sq bg ru uk be el tr az ro hu sv da nb "
    "fi et lv lt ar he fa kk ky uz zh zh_Hant ja ko th vi id ms hi ne"
).split()
# Written without spaces between words, or (Korean) with particles joined to a name
# ("카자흐스탄에서"): a name is looked for inside a longer token there.
UNSPACED = frozenset("zh zh_Hant ja th ko".split())
# Ordinary words among the names, read by hand from those the word lists of pyspellchecker's
# other languages hold (most of its hits there are other countries' names, or the same
# country's adjective, "italien"): Turkish "mısır" (maize), Spanish "gana" (wins), German
# "Butan" (butane), "Malte" (a given name), "ungern" (reluctantly), French "Trinité" (the
# Trinity), Italian "viro" (I turn); Arabic "عمان" is Amman too, Hebrew "ירדן" a given name.
ORDINARY = frozenset("mısır misir gana butan malte ungern trinité viro عمان ירדן".split())
# What joins the two halves of a pair's name: a hyphen, or a word of "and".
_PAIR = re.compile(
    r"\s*[-‐・]\s*|\s+(?:i|y|e|a|ed|et|und|en|og|och|ja|un|ir|és|și|ve|và|dan|va|və|dhe|"
    r"и|і|және|жана|και)\s+|和|與|และ|\s+و"
)
_LETTERS = re.compile(r"[^\W\d_]")


def _letters(name: str) -> int:
    return len(_LETTERS.findall(name))


def _key(name: str) -> str:
    """How the checker compares a name: case-folded words, punctuation between them dropped."""
    return " ".join(re.findall(r"[^\W_]+", unicodedata.normalize("NFC", name).casefold()))


def _cased(name: str) -> bool:
    return any(c.lower() != c.upper() for c in name)


def _countries(countries: dict) -> list[tuple[str, dict]]:
    """The country tables of countries.toml (not its regions and subregions)."""
    return [(code, entry) for code, entry in countries.items() if len(code) == 2]


def _short_pairs(countries: dict) -> frozenset[str]:
    """Codes whose English name is a pair and whose first half alone is an alias there."""
    codes = set()
    for code, entry in _countries(countries):
        first = entry["name"].split(" and ")[0]
        if first != entry["name"] and first in entry.get("aliases", []):
            codes.add(code)
    return frozenset(codes)


def _names(locale: str, code: str, pairs: frozenset[str]) -> set[str]:
    from babel import Locale

    name = Locale.parse(locale).territories.get(code)
    if not name:
        return set()
    names = {name}
    if code in pairs:
        first = _PAIR.split(name, maxsplit=1)[0].strip()
        if first != name and _letters(first) > 3:
            names.add(first)
    return names


def _english() -> frozenset[str]:
    """The checker's English words (pyspellchecker's list, as vocabulary.py reads it)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from sales_dlm.facts.vocabulary import english_words

    return english_words()


def _known(countries: dict) -> set[str]:
    """The keys of every name, alias, demonym and region countries.toml holds."""
    keys = {_key(n) for n in countries.get("regions", {}).get("names", [])}
    for _, entry in _countries(countries):
        for n in [entry["name"], *entry.get("aliases", []), *entry.get("demonyms", [])]:
            keys.add(_key(n))
    return keys


def _places(checks: Path) -> frozenset[str]:
    """The keys of the one-word places a letter names: places.toml's cities and regions."""
    data = tomllib.loads((checks / "places.toml").read_text(encoding="utf-8"))
    names = data["cities"] + data.get("regions", []) + data.get("local", [])
    return frozenset(key for n in names if " " not in (key := _key(n)))


def _cut_short(name: str, alone: set[str], words: frozenset[str]) -> bool:
    """A name of several words whose first word is written alone in letters ("Porto" of
    "Porto Rico", "ISO" of "Iso-Britannia", "Arabia" of "Arabia Saudita"): the checker would
    read that word as the name cut off. Not so when the first word is a country's name."""
    keys = _key(name).split()
    first = keys[0]
    return len(keys) > 1 and first not in alone and (len(first) <= 3 or first in words)


def _found(countries: dict) -> dict[str, dict[str, set[str]]]:
    """Every CLDR name of the countries of countries.toml: name -> code -> locales."""
    pairs = _short_pairs(countries)
    codes = sorted(code for code, _ in _countries(countries))
    found: dict[str, dict[str, set[str]]] = {}
    for locale in LANGUAGES:
        for code in codes:
            for name in _names(locale, code, pairs):
                found.setdefault(name, {}).setdefault(code, set()).add(locale)
    return found


def _usable(found: dict[str, dict[str, set[str]]], known: set[str]) -> dict[str, str]:
    """name -> code of the names that are no ordinary word, nor shared, nor known already."""
    english = _english()
    codes_of_key: dict[str, set[str]] = defaultdict(set)
    for name, by_code in found.items():
        codes_of_key[_key(name)].update(by_code)
    usable = {}
    for name, by_code in found.items():
        key = _key(name)
        if len(codes_of_key[key]) > 1 or key in known or _letters(name) <= 3:
            continue
        if (_cased(name) and not name[0].isupper()) or key in ORDINARY or key in english:
            continue
        usable[name] = next(iter(by_code))
    return usable


def country_names(
    countries: dict, places: frozenset[str]
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """(spaced, unspaced): code -> names in the languages written with and without spaces."""
    found, known = _found(countries), _known(countries)
    usable = _usable(found, known)
    # the one-word country names the checker will know, and what letters write alone
    alone = {k for k in known | {_key(n) for n in usable} if " " not in k}
    words = _english() | places
    spaced: dict[str, list[str]] = defaultdict(list)
    unspaced: dict[str, list[str]] = defaultdict(list)
    for name, code in sorted(usable.items()):
        if not _cut_short(name, alone, words):
            written = unspaced if found[name][code] <= UNSPACED else spaced
            written[code].append(name)
    return dict(sorted(spaced.items())), dict(sorted(unspaced.items()))


def _table(title: str, table: dict[str, list[str]]) -> list[str]:
    lines = ["", f"[{title}]"]
    for code, names in table.items():
        lines.append(f"{code} = [" + ", ".join(f'"{n}"' for n in names) + "]")
    return lines


def main(out: Path) -> None:
    countries_path = out.with_name("countries.toml")
    countries = tomllib.loads(countries_path.read_text(encoding="utf-8"))
    spaced, unspaced = country_names(countries, _places(out.parent))
    lines = [
        "# The countries of countries.toml in the buyers' languages: CLDR's names (babel), less",
        "# those countries.toml has, those of 3 letters or fewer, those two countries share,",
        "# ordinary words, and names whose first word letters write alone. Generated by",
        "# tools/build_country_names.py (see there why each is left out): do not edit by hand.",
        "#",
        "# [names]: written between spaces, matched as countries.toml's aliases are.",
        "# [unspaced]: Chinese, Japanese, Thai (no spaces) and Korean (particles joined to a",
        "# name): also found inside a longer word.",
        *_table("names", spaced),
        *_table("unspaced", unspaced),
    ]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    total = sum(map(len, spaced.values())) + sum(map(len, unspaced.values()))
    print(f"{total} names ({sum(map(len, unspaced.values()))} unspaced) -> {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("sales_dlm/checks/country_names.toml"))
