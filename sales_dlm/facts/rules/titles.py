"""title_wrong: a job title attributed to the contact that is not the record's.

Every title in the draft is recognised from the vocabulary (titles.toml), whether or not any
record holds it, then attributed:
- to the sender when it is in the signature (then compared with the sender profile's title:
  another role or function is `sender_wrong`), or the nearest person word before it is "I",
  "we", "our", or it is the sender's own title and nothing ties it to the buyer;
- to the contact after "your"/"you", after a greeting ("Dear Purchasing Manager"), next to
  the contact's name, before "at/of <the buyer's company>", or after "as" when the sentence
  goes on about "you";
- to nobody otherwise (it is not compared).
A contact-attributed title is compared as a set of parts with the record's (title_parts.py):
a different role or seniority modifier, or an unrelated function, is an error; a function of
the same group, an added scope, or a record title the vocabulary cannot read, a warning.
A lone standalone role ("Director") is compared only when "your"/"you" or the contact's
name ties it to the contact ("As Owner, you ..." does; "as director" alone does not).
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz, utils

from sales_dlm.facts.context import F_GREETING, F_TITLE
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.title_parts import TitleMatch
from sales_dlm.facts.tokens import normal_of

# "at/of <the buyer>", and the same links of the buyers' languages ("Gerente General de ...")
_LINKS = frozenset(
    "at of with for in de da do del di della dei bei chez на van på της".split()
)  # "... на „Плюцова Фуудс“", "... på Johansson Legeringar", "... της Τσούμος Τρόφιμα"


# "as <title>" in English and the buyers' languages ("en tant que", "как", "als", "jako");
# Swedish "Som försäljningschef på ...", Greek "ως Υπεύθυνος Πωλήσεων της ...", Italian
# "Come Responsabile Acquisti di ..." (English "come" before a title is rare)
_AS = frozenset("as как като як tant comme como come als jako kao quale qualità som ως".split())
# ... and after it: Turkish "Satın Alma Müdürü olarak"
_AS_AFTER = frozenset({"olarak"})


def _attribute(scan: Scan, part: Part, m: TitleMatch) -> str | None:
    """'contact', 'sender' or None: whom the title at m is said of."""
    tokens, lang = part.tokens, scan.knowledge.language
    s, e = m.start, m.end
    if s >= part.signature:
        return "sender"
    if s > 0 and part.flag(s - 1) & F_GREETING and not tokens.breaks_before(s):
        return None if m.bare else "contact"
    window = scan.knowledge.thresholds.title_attribution_window
    # the sentence's start, looked for no further back than the window reaches
    before = range(s - 1, tokens.sentence_start(s, limit=window) - 1, -1)
    strong = _linked_company(scan, part, m)
    if strong is None and _as_you(scan, tokens, s, e):
        return "contact"  # "I know that as Director of Sourcing you have many suppliers"
    saw_as = False
    for k in before if strong is None else ():
        key = tokens.keys[k]
        owner = part.owner(k)
        if key in lang.second_person or owner == "contact":
            strong = "contact"
            break
        if (key in lang.first_person and _pronoun(tokens, k)) or owner == "sender":
            strong = "sender"
            break
        saw_as = saw_as or key in _AS
        if key in _AS and tokens.cap(k) and tokens.gaps[k].rstrip(" ").endswith("."):
            break  # "... Fruct S.R.L. Jako kierowniczka": the sentence starts with "as"
    nxt = e + 1
    saw_as = saw_as or (nxt < tokens.n and tokens.keys[nxt] in _AS_AFTER)
    if strong is None and nxt < tokens.n and not tokens.breaks_before(nxt):
        if part.owner(nxt) == "contact" or _names_contact(scan, tokens.words[nxt]):
            strong = "contact"
        elif tokens.keys[nxt] in _LINKS and nxt + 1 < tokens.n:
            # a company after the link was read first (_linked_company); "of our" is left
            if tokens.keys[nxt + 1] in lang.first_person:
                strong = "sender"
    if strong is not None:
        return strong
    if saw_as:
        # the person the sentence goes on about decides, even for the sender's own title:
        # "As Head of Exports, you will want partners ..." gives the buyer the sender's title
        end = tokens.sentence_end(e)
        for k in range(e + 1, end):
            key = tokens.keys[k]
            if key in lang.second_person:
                return "contact"  # "As Owner, you will want..."
            if key in lang.first_person and _pronoun(tokens, k):
                return "sender"
        if m.title == scan.context.sender_title:
            return "sender"
        return None if m.bare else "contact"
    return None


def _pronoun(tokens, k: int) -> bool:
    """Not the Polish, Czech or Croatian "i" (and): English writes "I" in capitals."""
    return tokens.words[k] != "i"


def _code(tokens, start: int, end: int) -> bool:
    """An abbreviation joined by a hyphen to a number: "MD-120", "GM-2"."""
    nxt = end + 1
    return (
        start == end
        and tokens.words[start].isupper()
        and nxt < tokens.n
        and tokens.gaps[nxt] == "-"
        and tokens.words[nxt][:1].isdigit()
    )


def _as_you(scan: Scan, tokens, s: int, e: int) -> bool:
    """ "as (the) <title>(,) you ...": the title is the reader's, whatever "I" came before."""
    k = s - 2 if s >= 2 and tokens.keys[s - 1] == "the" else s - 1
    nxt = e + 1
    return (
        k >= 0
        and tokens.keys[k] in _AS
        and nxt < tokens.n
        and tokens.keys[nxt] in scan.knowledge.language.second_person
    )


def _linked_company(scan: Scan, part: Part, m: TitleMatch) -> str | None:
    """ "responsable export de Dhofar Luban", "Purchasing Manager at Acme": a title joined by a
    link word to a company says whose it is, whatever pronoun came before ("Je me permets de
    vous contacter en tant que responsable export de Dhofar")."""
    tokens, nxt = part.tokens, m.end + 1
    if nxt + 1 >= tokens.n or tokens.breaks_before(nxt) or tokens.keys[nxt] not in _LINKS:
        return None
    owner = part.owner(nxt + 1)
    if owner == "sender":
        return "sender"
    return "contact" if owner in ("own", "misspelled", "foreign") else None


def _same_script_compounds(found: str, record: str) -> bool:
    """Both titles written in Chinese or Japanese characters (or Hangul), so one is no
    translation of the other."""
    return all(
        text and all(c >= "\u3000" for c in text.replace(" ", "")) for text in (found, record)
    )


def _names_contact(scan: Scan, word: str) -> bool:
    """A CJK word that is the contact's family name or whole name, alone or with a form of
    address written on: "山崎様" for 山崎亮介 ("購買部長 山崎様" on a Japanese letter's address
    lines)."""
    name = scan.profile.buyer.contact_name.replace(" ", "")
    if len(name) < 2 or not "\u3000" <= name[0]:
        return False
    if len(word) < len(name) and name.startswith(word):
        return True  # "購買課長 後藤 裕樹様": the family name, then the given name
    suffixes = scan.knowledge.language.name_suffixes
    if any(word == name + suffix for suffix in suffixes):
        return True  # "仕入部長 高橋知実様": the whole name, written without its space
    return any(word == name[:n] + suffix for n in (1, 2, 3) for suffix in suffixes if len(name) > n)


def _sender_title(scan: Scan, part: Part, m: TitleMatch) -> None:
    """A title the sender gives themself must be the profile's ("I'm X, Export Assistant")."""
    own = scan.context.sender_title
    if own is None or m.bare:
        return
    tokens = part.tokens
    if m.start < part.signature:
        # Only the sender's own title: "I'm X, Export Assistant", "I am the ...", "my role as";
        # "our Sales Manager" is a colleague.
        low = tokens.sentence_start(m.start, limit=8)
        person = scan.knowledge.language.first_person
        nearest = next((k for k in reversed(tokens.keys[low : m.start]) if k in person), None)
        if nearest not in ("i", "my", "me"):
            return  # "I attach it, signed by our quality manager": the nearest is a colleague
    # "International Sales Manager" signed under a profile's "Jefe de Ventas Internacionales":
    # a translation shares no word with the profile's title
    found = tokens.surface(m.start, m.end)
    translated = set(normal_of(found).split()).isdisjoint(
        normal_of(scan.context.sender.title or "").split()
    )
    verdict = scan.knowledge.titles.compare(own, m.title, translated)
    if verdict is None or verdict[0] is not Severity.error:
        return
    scan.add_tokens(
        part,
        FindingType.sender_wrong,
        Severity.error,
        m.start,
        m.end,
        scan.context.sender.title,
        0.0,
        f"your own title written wrong: {verdict[1]}",
    )


# The shortest title a cut is read in, and the fewest letters a cut leaves off its last word
# (one may be a plural or a gender: "Managers", "Einkaufsleiterin").
_CUT_TITLE_MIN = 8
_CUT_LETTERS = 2


def _cut_title(scan: Scan, part: Part) -> None:
    """The record's title of two words or more written whole up to a letter inside its last
    word, and stopped there ("As مدير المشتري, you" for مدير المشتريات): a title cut off."""
    title = scan.profile.buyer.contact_title.strip()
    text = part.tokens.text
    if len(title) < _CUT_TITLE_MIN or title[: len(title) // 2] not in text:
        return
    head = title[: len(title) // 2]
    at = text.find(head)
    while at >= 0:
        n = len(head)
        while n < len(title) and at + n < len(text) and text[at + n] == title[n]:
            n += 1
        after = text[at + n] if at + n < len(text) else " "
        rest = title[n:]
        if (
            len(rest) >= _CUT_LETTERS
            and title[n - 1].isalpha()
            and rest[0].isalpha()
            and not after.isalpha()
            and " " not in rest
            and " " in title[:n]  # a word of its own cut ("Geschäft" of Geschäftsführer) is a word
            and not scan.reported_between(part, at, at + n)
        ):
            scan.add(part, FindingType.title_wrong, Severity.error, at, at + n, title, 0.0,
                     "the contact's title cut off inside a word")  # fmt: skip
        at = text.find(head, at + n)


# "As <words>, you ...", "this might interest you as <words> of <company>": the words stand
# for the contact's title
_AS_YOU = re.compile(
    r"\b[Aa]s ([^,.;:\n]{2,80}), (?:you|your)\b|\binterest you as ([^,.;:\n]{2,80}?)(?: of\b|\.)"
)


def _name_as_title(scan: Scan, part: Part) -> None:
    """The contact's name where their title belongs: "As Џкч Чсфвкјвр, you will want partners
    who deliver on time" for an Управител, "I thought this might interest you as عبد الباقي of
    شركة أستيتية للاستيراد"."""
    buyer = scan.profile.buyer
    names = {" ".join(n.casefold().split()) for n in (buyer.contact_name, buyer.first_name,
             buyer.last_name) if n}  # fmt: skip
    for m in _AS_YOU.finditer(part.tokens.text):
        group = 1 if m.group(1) is not None else 2
        if group == 2 and not buyer.contact_title.strip():
            # "interest you as Red Eng of MB Poška Statyba": the record holds no title
            why = "gives the contact a title the record does not hold"
            scan.add(part, FindingType.title_wrong, Severity.error, m.start(2), m.end(2), "",
                     0.0, why)  # fmt: skip
            continue
        if " ".join(m.group(group).casefold().split()) in names:
            why = "the contact's name where their title belongs"
            scan.add(part, FindingType.title_wrong, Severity.error, m.start(group),
                     m.end(group), buyer.contact_title, 0.0, why)  # fmt: skip


def run(scan: Scan) -> None:
    profile, vocab = scan.profile, scan.knowledge.titles
    for part in scan.parts:
        _cut_title(scan, part)
        _name_as_title(scan, part)
    record, record_text = profile.title, profile.buyer.contact_title
    for part in scan.parts:
        tokens = part.tokens
        done = -1
        for i in part.flagged(F_TITLE):
            if i <= done or i in part.claimed:
                continue
            m = vocab.parse_at(tokens, i)
            if m is None:
                continue
            done = m.end
            if not part.free(m.start, m.end):
                continue
            part.claim(m.start, m.end, "title")
            if m.start and tokens.keys[m.start - 1] in ("i", "we") and m.lowercase:
                continue  # "I head exports at Carpați Agro": a verb, not a title
            if _code(tokens, m.start, m.end):
                continue  # "grade MD-120": a product code, not a managing director
            who = _attribute(scan, part, m)
            if who == "sender":
                _sender_title(scan, part, m)
                continue
            if who != "contact" or not record_text:
                continue
            found = tokens.surface(m.start, m.end)
            score = fuzz.token_sort_ratio(found, record_text, processor=utils.default_process)
            if record is None:
                if normal_of(found) != normal_of(record_text):
                    scan.add_tokens(
                        part,
                        FindingType.title_wrong,
                        Severity.warning,
                        m.start,
                        m.end,
                        record_text,
                        score,
                        "the record's title is not in the vocabulary; check",
                    )
                continue
            verdict = vocab.compare(record, m.title)
            if verdict is None and m.bare and record.functions and not m.title.functions:
                # "As Director, you" for a Technical Director: the title cut to its role
                verdict = (Severity.error, "the title without its function")
            if verdict is None:
                continue
            if verdict[0] is Severity.warning and _same_script_compounds(found, record_text):
                # 購買部長 for 購買課長: no translation, another rank in the record's words
                verdict = (Severity.error, "role or seniority differs")
            severity, reason = verdict
            scan.add_tokens(
                part,
                FindingType.title_wrong,
                severity,
                m.start,
                m.end,
                record_text,
                score,
                f"title attributed to the contact differs from the record: {reason}",
            )
