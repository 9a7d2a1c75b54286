"""company_misspelled: a Chinese, Japanese or Korean company name one character off.

Names in these scripts are short runs of characters with no spaces, so the fuzzy matching of
Latin names finds nothing to align: "周紀海味" for the record's 周記海味 (a homophone, the
typical slip of a writer or a model) reads as just more Chinese text. A run of the same length
as the record's name (its core, without "有限公司"-like forms) that differs from it in exactly
one character is that name written wrong. Only names of MIN_CHARS or more characters are
compared: in two characters one differing character is another name, not a slip.

contact_wrong: the contact's name of three characters or more, one character off ("庄春兰" for
庄春梅), unless the differing character is a form of address or a title's ("渡辺様" for 渡辺 健,
"王经理" for 王经纬 are the family name and an honorific).
"""

from __future__ import annotations

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import is_cjk

# A name of three characters or more: two of three must agree.
MIN_CHARS = 3
# Characters of the forms of address and titles written after a family name: 様 さん 殿 氏
# 先生 女士 小姐 经理 總經理 部長 社長 課長 主任.
_ADDRESS_CHARS = frozenset("様さ殿氏君先生女士小姐经經理总總部长長社課课主任")


def _one_off(text: str, name: str) -> list[int]:
    """Offsets in `text` where a run of len(name) differs from `name` in one character."""
    n, hits = len(name), []
    for at in range(len(text) - n + 1):
        window = text[at : at + n]
        if not all(is_cjk(c) or c == m for c, m in zip(window, name, strict=True)):
            continue  # CJK characters, or the name's own space ("뙍 현준" for 홍 현준)
        if sum(a != b for a, b in zip(window, name, strict=True)) == 1:
            hits.append(at)
    return hits


def run(scan: Scan) -> None:
    _company(scan)
    _contact(scan)


def _contact(scan: Scan) -> None:
    name = scan.profile.buyer.contact_name.strip()
    if len(name.replace(" ", "")) < MIN_CHARS or not all(is_cjk(c) or c == " " for c in name):
        return
    for form in {name, name.replace(" ", "")}:
        _contact_form(scan, form)


def _contact_form(scan: Scan, name: str) -> None:
    core = "".join(scan.profile.company.name.core_keys)
    for part in scan.parts:
        text = part.tokens.text
        for at in _one_off(text, name) if any(map(is_cjk, text)) else ():
            window = text[at : at + len(name)]
            if any(a != b and a in _ADDRESS_CHARS for a, b in zip(window, name, strict=True)):
                continue
            if core and _inside(text, at, len(name), core):
                continue  # "加藤製粉": the family name in the company's name
            if name in text[max(0, at - len(name)) : at + 2 * len(name)]:
                continue
            expected = scan.profile.buyer.contact_name
            _report(scan, part, at, name, FindingType.contact_wrong, expected, "the contact's name")


def _report(scan: Scan, part, at: int, name: str, ftype, expected: str, what: str) -> None:
    """An error over the run at `at` of len(name) characters, one character off `what`."""
    score = 100.0 * (len(name) - 1) / len(name)
    message = f"one character off {what}"
    scan.add(part, ftype, Severity.error, at, at + len(name), expected, score, message)


def _inside(text: str, at: int, n: int, name: str) -> bool:
    """Characters at..at+n of the text lie in an occurrence of `name`."""
    start = text.find(name, max(0, at - len(name)))
    while 0 <= start <= at:
        if at + n <= start + len(name):
            return True
        start = text.find(name, start + 1)
    return False


def _company(scan: Scan) -> None:
    name = "".join(scan.profile.company.name.core_keys)
    contact = scan.profile.buyer.contact_name.replace(" ", "").replace("\u3000", "")
    if len(name) < MIN_CHARS or not all(map(is_cjk, name)):
        return
    for part in scan.parts:
        text = part.tokens.text
        if not any(map(is_cjk, text)):
            continue
        for at in _one_off(text, name):
            if name in text[max(0, at - len(name)) : at + 2 * len(name)]:
                continue  # the right name overlapping: "周記海味記" is not a slip of it
            if text[at : at + len(name)] == contact:
                continue  # "高橋花子様" for 株式会社高橋花卉: the contact, one character apart
            expected = scan.profile.buyer.company
            _report(
                scan, part, at, name, FindingType.company_misspelled, expected, "the record's name"
            )
