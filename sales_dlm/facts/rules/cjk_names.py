"""company_misspelled: a Chinese, Japanese or Korean company name one character off.

Names in these scripts are short runs of characters with no spaces, so the fuzzy matching of
Latin names finds nothing to align: "周紀海味" for the record's 周記海味 (a homophone, the
typical slip of a writer or a model) reads as just more Chinese text. A run of the same length
as the record's name (its core, without "有限公司"-like forms) that differs from it in exactly
one character is that name written wrong. Only names of MIN_CHARS or more characters are
compared: in two characters one differing character is another name, not a slip. People's
names are left out: a family name and an honorific ("渡辺様" for 渡辺 健) are one off too.
"""

from __future__ import annotations

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import is_cjk

# A name of three characters or more: two of three must agree.
MIN_CHARS = 3


def _one_off(text: str, name: str) -> list[int]:
    """Offsets in `text` where a run of len(name) differs from `name` in one character."""
    n, hits = len(name), []
    for at in range(len(text) - n + 1):
        window = text[at : at + n]
        if not all(map(is_cjk, window)):
            continue
        if sum(a != b for a, b in zip(window, name, strict=True)) == 1:
            hits.append(at)
    return hits


def run(scan: Scan) -> None:
    name = "".join(scan.profile.company.name.core_keys)
    if len(name) < MIN_CHARS or not all(map(is_cjk, name)):
        return
    for part in scan.parts:
        text = part.tokens.text
        if not any(map(is_cjk, text)):
            continue
        for at in _one_off(text, name):
            if name in text[max(0, at - len(name)) : at + 2 * len(name)]:
                continue  # the right name overlapping: "周記海味記" is not a slip of it
            scan.add(
                part,
                FindingType.company_misspelled,
                Severity.error,
                at,
                at + len(name),
                scan.profile.buyer.company,
                100.0 * (len(name) - 1) / len(name),
                "one character off the record's name",
            )
