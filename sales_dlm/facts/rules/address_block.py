"""title_wrong: the contact's title in a letter's address block that is not the record's.

Letters in Chinese, Japanese, German and other languages often open with the addressee's
block before the greeting: the company, then the title and the name on one line ("採購主任
周志強先生") or the name, then the title on the next ("Frau Ladina Lustenberger" / "Leiterin
Verkauf"). The title there must be the record's or an equivalent. A title the vocabulary reads
is compared as everywhere (title_parts.py); one it cannot read is wrong when it shares the
record's function but not its level ("採購主任" for 採購經理, "仕入課長" for 仕入部長): the same
word start or a shared word, and something else.
"""

from __future__ import annotations

from os.path import commonprefix

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import is_cjk, normal_of

# An address block is short: the company, a name line, a title line, perhaps a department.
_MAX_BLOCK_LINES = 5
# Honorifics written after a name in the scripts whose letters open with a block.
_AFTER_NAME = ("先生", "女士", "小姐", "様", "さま", "殿", "님께", "님", "귀하", "氏")
# What a Chinese letter writes after the addressee's name: "鈞鑒" (for your esteemed attention).
_FOR_ATTENTION = ("鈞鑒", "钧鉴", "台鑒", "台鉴", "大鑒", "大鉴", "惠鑒", "惠鉴")
# Words of respect after an Arabic name ("السيد علي الجودر المحترم،"): no title.
_COURTESY = frozenset({"المحترم", "المحترمة", "المحترمين"})
# A title in a block is a few words; longer lines are prose.
_MAX_TITLE_WORDS = 5
# Characters two CJK titles must share at their start to name one function (採購, 仕入).
_CJK_SHARED = 2


def _block(text: str) -> list[tuple[int, str]]:
    """(offset, line) of the lines before the first blank line, when they are few."""
    head = text.split("\n\n", 1)[0]
    lines, at = [], 0
    for line in head.split("\n"):
        lines.append((at, line))
        at += len(line) + 1
    return lines if 2 <= len(lines) <= _MAX_BLOCK_LINES else []


def _name_forms(name: str) -> list[str]:
    parts = name.split()
    forms = [name, "".join(parts)] if len(parts) > 1 else [name]
    return [f for f in forms if f]


def _strip_name(scan: Scan, line: str, form: str) -> str:
    rest = line.replace(form, " ")
    for mark in _AFTER_NAME + _FOR_ATTENTION:
        rest = rest.replace(mark, " ")
    honorifics = scan.knowledge.language.honorifics
    words = [
        w
        for w in rest.split()
        if w.strip(".,،").casefold() not in honorifics and w.strip(".,،") not in _COURTESY
    ]
    return " ".join(words).strip(" ,;:：-–|/")


def _cjk(text: str) -> bool:
    return any(map(is_cjk, text))


def _differs(scan: Scan, found: str, record: str) -> bool:
    """The block's title names the record's function at another level or role."""
    if normal_of(found) == normal_of(record) or not found or len(found.split()) > _MAX_TITLE_WORDS:
        return False
    if any(c.isdigit() or c == "@" for c in found):
        return False  # an address or a phone line
    titles = scan.knowledge.titles
    ours, theirs = titles.parse_text(found), titles.parse_text(record)
    both_cjk = _cjk(found) and _cjk(record)
    if ours is not None and theirs is not None:
        verdict = titles.compare(theirs, ours)
        # the vocabulary reads "業務課長" and "採購課長" alike (a 課長, function unread)
        if verdict is not None or not both_cjk:
            return verdict is not None and verdict[0] is Severity.error
    if both_cjk:
        # "仕入れご担当" for 仕入れ担当: the honorific ご, お or 御 a letter writes in
        found, record = _plain_japanese(found), _plain_japanese(record)
        found, record = found.replace(" ", ""), record.replace(" ", "")
        # one function ("採購" ...) or one rank ("... 課長") shared: "業務課長" names a
        # sales section chief where the record has the purchasing one, "採購課長"
        same_start = len(commonprefix([found, record])) >= _CJK_SHARED
        same_rank = len(commonprefix([found[::-1], record[::-1]])) >= _CJK_SHARED
        return (same_start or same_rank) and found not in record
    found_words, record_words = set(normal_of(found).split()), set(normal_of(record).split())
    return bool(found_words & record_words) and not found_words <= record_words


def _plain_japanese(title: str) -> str:
    """A Japanese title without its honorific prefixes, when it has kana to show it is one
    (御 in a Chinese title is a word of its own)."""
    if not any("\u3040" <= c <= "\u30ff" for c in title):
        return title
    return title.replace("ご", "").replace("お", "").replace("御", "")


# What a Chinese or Korean greeting line puts around the name and title: "潘經理您好：",
# "장미경 구매팀장님, 안녕하세요."
_GREETING_MARKS = ("您好", "你好", "안녕하세요", "님께", "님", "：", ":", "，", ",", "！", "!", ".")


# A bare "manager" after the family name: the courtesy a Chinese letter gives anyone in business.
_COURTESY_TITLES = frozenset({"经理", "經理"})


def _greeting_title(scan: Scan) -> None:
    """A Chinese or Korean letter greets by name and title ("潘經理您好：", "장미경 팀장님"): the
    title must be the record's ("潘業務經理" greets a purchasing manager as a sales one)."""
    buyer, part = scan.profile.buyer, scan.body
    name = buyer.contact_name.replace(" ", "")
    text = part.tokens.text
    line = text.lstrip().split("\n", 1)[0].strip()
    if not name or not _cjk(name) or not _cjk(buyer.contact_title):
        return  # a record's title in English is no wording to hold a greeting's to
    family = buyer.contact_name.split()[0]
    if name in line and not line.startswith(name):
        # "최가푸드 최영환 구매팀장님께": the company before the name
        rest = line[line.index(name) + len(name) :]
    elif not line.startswith(name[0]):
        return
    elif line.startswith(name):
        rest = line[len(name) :]
    elif line.startswith(family):
        rest = line[len(family) :]  # "木村部長" for 木村 太郎
    else:
        rest = line[1:]
    for mark in _GREETING_MARKS:
        rest = rest.replace(mark, "")
    for mark in _AFTER_NAME:
        rest = rest.replace(mark, "")
    rest = rest.strip()
    if rest in _COURTESY_TITLES:
        return  # "张经理您好！" for a 采购主管: Chinese greets a business contact as "manager"
    if rest and _cjk(rest) and _differs(scan, rest, buyer.contact_title):
        start = text.find(line)
        scan.add(
            part,
            FindingType.title_wrong,
            Severity.error,
            start,
            start + len(line),
            buyer.contact_title,
            0.0,
            "the greeting gives the contact another title than the record's",
        )


def run(scan: Scan) -> None:
    buyer = scan.profile.buyer
    if not buyer.contact_title or not buyer.contact_name:
        return
    _greeting_title(scan)
    part = scan.body
    lines = _block(part.tokens.text)
    for n, (offset, line) in enumerate(lines):
        form = next((f for f in _name_forms(buyer.contact_name) if f in line), None)
        if form is None:
            continue
        rest = _strip_name(scan, line, form)
        if rest:
            start = offset + line.find(rest.split()[0])
            found = rest
        elif n + 1 < len(lines):
            # "مدير المبيعات - مؤسسة الجودر ...": the title, then the company on its line
            line_at, below = lines[n + 1]
            found = below.replace(buyer.company, " ").strip(" -–—,،|")
            start = line_at + below.find(found) if found else line_at
        else:
            return
        if _differs(scan, found, buyer.contact_title):
            scan.add(
                part,
                FindingType.title_wrong,
                Severity.error,
                start,
                start + len(found),
                buyer.contact_title,
                0.0,
                "the title in the address block is not the record's",
            )
        return
