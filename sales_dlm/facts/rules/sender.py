"""sender_wrong: the sender named or titled otherwise than the sender profile.

Runs after `grounding`. Errors: a name the sender introduces themself with that is not the
profile's ("Park Ji-hoon here from Sejin Global" for Lee Ji-hoon, "I'm Inês Cardoso"); a name
line in the signature with a name word that is not the profile's; an email or web address in
the signature whose domain is neither the sender's nor the buyer's ("k.nowicka@wislatrade.com"
for a profile at wislatrade.pl); a signature that carries the sender's name only cut short
("Dan" for Daniel Moreau). Warnings: a signature without the sender's name; such an
address in the body (it may be a third party's: a certifier, a trade fair). (The sender's
company and title are checked by `companies` and `titles`.)
"""

from __future__ import annotations

import re

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.context import F_CLOSING, F_GREETING
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import UNGROUNDED_NAME, is_latin, tokens_of
from sales_dlm.facts.rules.categories import record_words
from sales_dlm.facts.rules.companies import introduces
from sales_dlm.facts.rules.grounding import reported
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, fold, is_cjk

ERROR = Severity.error
WARNING = Severity.warning
# How close (fuzz.ratio) a domain must be to the profile's to be its misspelling
# ("pohorje-hydraulika.si" for pohorje-hidravlika.si), not another company's.
_DOMAIN_LIKE = 85
# Openings after which the sender names themself ("I'm Lee Ji-hoon", "my name is ...").
_SELF_CUES = (("i", "m"), ("i", "am"), ("name", "is"))
_SELF_CUE_ENDS = frozenset({"m", "am", "is", "here"})
# A shorter start of a name word may be a word of its own ("Li" of "Lin").
_CUT_MIN_LETTERS = 3
# Owners of a word no rule explained: grounding's warnings ("Jae" of "Lee Jae-hoon" reads as an
# unknown name) do not stop it being a wrong word of the sender's name.
_UNEXPLAINED = (None, "ungrounded")


def _self_named(scan: Scan, part: Part) -> None:
    """A name the sender introduces themself with is the profile's ("Park Ji-hoon here from
    Sejin Global" for Lee Ji-hoon; "I'm Inês Cardoso")."""
    person = scan.context.sender_person
    if person is None:
        return
    tokens = part.tokens
    keys = tokens.keys
    names = set(person.keys)
    starts = []
    cues = [k for k in range(1, min(tokens.n, part.signature)) if keys[k] in _SELF_CUE_ENDS]
    for k in cues:
        if (keys[k - 1], keys[k]) in _SELF_CUES and k + 1 < tokens.n:
            starts.append(k + 1)
        if keys[k] == "here" and k + 1 < tokens.n and keys[k + 1] in ("from", "at"):
            first = k - 1
            while first > 0 and tokens.cap(first - 1) and tokens.soft(first - 1, first):
                first -= 1
            starts.append(first)
    for first in starts:
        last = first
        while last < tokens.n and (
            last == first
            and tokens.cap(last)
            or last > first
            and (tokens.cap(last) or tokens.gaps[last] == "-")
            and tokens.soft(last - 1, last)
            and not _sentence_ends(tokens, last)
        ):
            last += 1  # "Lee Ji-hoon": the hyphenated part too
        run = list(range(first, last))
        if not run or not names & {keys[i] for i in run}:
            continue  # not the sender's name at all ("I'm writing", a colleague)
        wrong = [i for i in run if keys[i] not in names and part.owner(i) in _UNEXPLAINED]
        wrong = _short(scan, part, _unfolded(scan, part, person, wrong))
        if wrong:
            _name_wrong(
                scan,
                part,
                run[0],
                run[-1],
                "you introduce yourself with another name than your profile's",
            )
            part.claim(run[0], run[-1], "sender")


def _unsigned(scan: Scan, part: Part) -> None:
    """A letter with no closing that never names its sender: cut off before its end ("... We
    can prepare samples of our cosmetics for your review." and nothing more)."""
    tokens, ctx = part.tokens, scan.context
    person = ctx.sender_person
    if person is None or not tokens.n or not part.flag(0) & F_GREETING:
        return  # a part of a letter (a test's sentence), not one that opens with a greeting
    signed = set(person.keys) | set(ctx.sender_company.name.core_keys)
    if signed & set(tokens.keys):
        return
    text = tokens.text.rstrip()
    start = text.rfind("\n") + 1
    scan.add(
        part,
        FindingType.artifact,
        ERROR,
        start,
        len(text),
        ctx.sender.name,
        0.0,
        "the letter ends without a closing or your name: cut off",
    )


def _signature(scan: Scan, part: Part) -> None:
    """The signature carries the sender's name, and its name line names nobody else."""
    tokens, ctx = part.tokens, scan.context
    if part.signature >= tokens.n:
        _unsigned(scan, part)
        return
    if all("\n" not in tokens.gaps[k] for k in range(part.signature + 1, tokens.n)):
        # "... this month be possible?\n\nThank you," and nothing after: a letter cut off
        start = tokens.starts[part.signature]
        scan.add(
            part,
            FindingType.artifact,
            ERROR,
            start,
            len(tokens.text.rstrip()),
            ctx.sender.name,
            0.0,
            "the letter stops at its closing, without your name",
        )
        return
    _broken_off(scan, part)
    person = ctx.sender_person
    if person is not None:
        _name_line(scan, part, person)
    signed = set(tokens.keys[part.signature :])
    if person is not None and not set(person.keys) & signed:
        forms = scan.context.sender_short_forms
        short = [
            i
            for i in range(part.signature + 1, tokens.n)
            if tokens.keys[i] in forms and tokens.cap(i)
        ]
        if short and short[-1] == tokens.n - 1 and not forms[tokens.keys[short[-1]]]:
            # "Sincerely,\nDan" and nothing after it, for Daniel Moreau: where the profile
            # does not show he goes by "Dan", a letter cut inside his name; a note to someone
            # already written to may be signed so ("Best,\nDesi" for Desislava): a doubt
            last = short[-1]
            first = any(introduces(p.tokens.text) for p in scan.parts)
            message = "your name cut short in the signature" + (
                "" if first else ", or the short form you go by"
            )
            scan.add_tokens(
                part, FindingType.sender_wrong, ERROR, last, last, ctx.sender.name, 0.0, message,
                not first,
            )  # fmt: skip
            return
        if short:
            _short(scan, part, short[:1])
            return  # "Thanks,\nVenkat": signed with the name the sender goes by
        cut = _cut_name(part, person)
        if cut is not None:
            _name_wrong(scan, part, cut, cut, "your name cut short in the signature")
            return
        start = tokens.starts[part.signature]
        line_end = tokens.text.find("\n", start)
        # "Best regards,\nExport Sales Manager\nHanbit Trading Co., Ltd.": your title where
        # your name belongs (or under the company), the name lost; a team or the company
        # alone may sign a note
        titled = _title_line(
            tokens.text[start:], ctx.sender.title, frozenset(ctx.sender_company.name.core_keys)
        )
        # "Thank you,\n\n+44 161": no word signs, the name lost and the number cut (a name in
        # another script is a word: "С уважением,\nМинджи Пак")
        after = tokens.text[line_end:] if line_end > 0 else ""
        company = set(ctx.sender_company.name.core_keys) & signed
        nobody = not company and not any(char.isalpha() for char in after)
        if titled:
            message = "the signature gives your title but not your name"
        elif nobody:
            message = "the signature has no name after the closing"
        else:
            message = "the signature does not carry your name"
        scan.add(
            part,
            FindingType.sender_wrong,
            ERROR if titled or nobody else Severity.warning,
            start,
            line_end if line_end > 0 else len(tokens.text),
            ctx.sender.name,
            0.0,
            message,
        )


def _title_line(signature: str, title: str, company: frozenset[str]) -> bool:
    """The first line after the closing opens with the sender's title, where the name goes,
    or only company lines (words of `company`) stand before it ('SIA "Gaujas Klēts\nEksporta
    pārdošanas vadītāja'): a person's signature that lost its name."""
    title = title.strip().casefold()
    lines = [line.strip() for line in signature.split("\n")[1:] if line.strip()]
    if not title:
        return False
    for line in lines:
        if line.casefold().startswith(title):
            return True
        if not company & set(Tokens(line).keys):
            return False
    return False


def _broken_off(scan: Scan, part: Part) -> None:
    """The letter's last line breaks off: after a comma ("Marie-Noëlle Ramdin,"), or inside the
    sender's name, title or company ("Marie" or "Marie-No" for Marie-Noëlle Ramdin, "Export"
    for Export Manager): a draft cut at its length limit. A start of a value that ends where a
    word of it ends stays right ("Marie-Noëlle" alone, "Hanbit Trading Co." for "Hanbit Trading
    Co., Ltd."), and so does a title's start that is a title ("GM" of "GM - Exports")."""
    tokens, sender = part.tokens, scan.context.sender
    text = tokens.text.rstrip()
    start = text.rfind("\n") + 1
    if start <= tokens.starts[part.signature]:
        return  # the closing line itself: `_signature` reports a letter that stops there
    line = text[start:].strip()
    if line.casefold() in scan.context.sender_short_forms:
        return  # "Dan" for Daniel Moreau: a name he may go by (`_signature` judges it)
    why = "the signature breaks off after a comma" if line.endswith(",") else None
    for value, what in (
        (sender.name, "name"),
        (sender.title, "title"),
        (sender.company, "company"),
    ):
        if why or not value or len(line) >= len(value) or not value.startswith(line):
            continue
        after = value[len(line)]
        if after.isalnum() or (what == "name" and after != " "):
            why = f"the signature breaks off inside your {what}"
        elif what == "title" and scan.knowledge.titles.parse_text(line) is None:
            why = "the signature breaks off inside your title"
    rest = line[len(sender.company) :] if sender.company else ""
    if not why and line.startswith(sender.company) and rest.strip() in _RUN_ON_WORDS:
        why = "the signature runs on past your company"  # "Hanbit Trading Co., Ltd. to"
    if why:
        scan.add(part, FindingType.artifact, ERROR, start, len(text), sender.name, 0.0, why)


# Words a decoder runs on with after the signature's company line: "Hanbit Trading Co., Ltd. to".
_RUN_ON_WORDS = frozenset("to and for of with at by from in the a an".split())


def _name_wrong(
    scan: Scan, part: Part, i: int, j: int, message: str, severity: Severity = ERROR
) -> None:
    """A sender_wrong finding over tokens i..j, where the profile's name is expected."""
    scan.add_tokens(
        part, FindingType.sender_wrong, severity, i, j, scan.context.sender.name, 0.0, message
    )


def _cut_name(part: Part, person) -> int | None:
    """A capitalised word of the signature that is the start of a word of the sender's name,
    not the whole of it ("Dan" for Daniel Moreau, "Carval" for Inês Carvalho), or its first
    letter alone at the letter's end."""
    tokens = part.tokens
    for i in range(part.signature + 1, tokens.n):
        key = tokens.keys[i]
        if i == tokens.n - 1 and len(key) == 1 and tokens.words[i].isupper():
            if any(name.startswith(key) for name in person.keys):
                return i  # "Sincerely,\nB": the letter ends on the name's first letter
        if len(key) >= _CUT_MIN_LETTERS and tokens.cap(i):
            if any(name.startswith(key) and name != key for name in person.keys):
                return i
    return None


def _name_line(scan: Scan, part: Part, person) -> None:
    """The first line after the sign-off that holds a word of the sender's name holds no
    other capitalised name word ("Park Ji-hoon" for Lee Ji-hoon, "Inês Cardoso")."""
    tokens = part.tokens
    names = set(person.keys) | set(scan.context.sender_short_forms)  # "Malu Sobreira" too
    k = part.signature + 1
    while k < tokens.n and "\n" not in tokens.gaps[k]:
        k += 1  # past the sign-off ("Best regards,")
    for _ in range(2):  # "Jyrki\nJyrki Mäkinen, Export Manager": the full name comes second
        line = []
        while k < tokens.n:
            line.append(k)
            if k + 1 >= tokens.n or "\n" in tokens.gaps[k + 1]:
                break
            if "|" in tokens.gaps[k + 1] and names & {tokens.keys[i] for i in line}:
                break  # "Maria Luíza Sobreira | Sertão Verde ... | Fortaleza, Brazil": one line
            k += 1
        k += 1
        # a name word of the person's, not of a company ("Al" of Ghor Al-Safi for Rania
        # Al-Khatib on the company's line)
        said = {tokens.keys[i] for i in line if part.owner(i) not in ("sender", "own")}
        if not line or not names & said:
            return
        _check_name_line(scan, part, person, names, line)


# Words a Korean writer puts after their own name to sign ("Khin Myat Noe 드림": "from").
_AFTER_OWN_NAME = frozenset({"드림", "올림"})
# Honorifics a sender writes in brackets after their own name.
_OWN_HONORIFICS = frozenset("ms mr mrs miss mx".split())


def _script_gloss(tokens: Tokens, i: int) -> bool:
    """A name in another script in brackets after the Latin one: "Losaline Fifita（羅莎琳）",
    the sender's name as a Taiwanese buyer reads it."""
    gap = tokens.gaps[i].strip()
    return (
        gap in ("(", "\uff08")
        and not is_latin(tokens.words[i])
        and i > 0
        and is_latin(tokens.words[i - 1])
    )


def _check_name_line(scan: Scan, part: Part, person, names: set[str], line: list[int]) -> None:
    tokens = part.tokens
    # "Ilze Bērziņa, Eksporta vadītāja": the profile's own title may follow the name
    titled = set(tokens_of(scan.context.sender.title or ""))
    # "Дуань Лихуа (Duan Lihua)": beside the name in full, the name in another script
    on_line = {tokens.keys[i] for i in line}
    glossed = is_latin(person.name) and (
        set(person.keys) <= on_line
        # "Каталина Рохас / Catalina Rojas" for Catalina Ignacia Rojas Varela: two of the
        # profile's names, and the same sounds in the other script
        or (len(set(person.keys) & on_line) >= 2 and _transliterates(tokens, line, person))
    )
    # the contact's name run on after the sender's is no gloss ('Daniel Moreau"а Алина')
    contact = set(scan.profile.contact.keys) if scan.profile.contact else set()
    others = [
        i
        for i in line
        if (tokens.cap(i) or tokens.gaps[i] == "-")
        and not (glossed and not is_latin(tokens.words[i]) and tokens.keys[i] not in contact)
        and tokens.keys[i] not in names
        and tokens.keys[i] not in titled
        and not _initial(tokens, i, person)
        and not _script_gloss(tokens, i)
        and tokens.keys[i] not in _AFTER_OWN_NAME
        # "Lê Thị Kim Oanh (Ms)": how to address the sender, for a reader of another language
        and not (tokens.gaps[i].strip() in ("(", "\uff08") and tokens.keys[i] in _OWN_HONORIFICS)
        # "ベルジニャ" signing under "Rūta Bėrziņa": the name as a Japanese reader writes it
        and not (all(map(is_cjk, tokens.words[i])) and is_latin(person.name))
    ]  # "Lee Ji-hyun" for Lee Ji-hoon: the hyphenated part is a name word too
    flagged = reported(scan, part, errors_only=True)
    wrong = [i for i in others if part.owner(i) not in ("sender", "title", "own")]
    wrong = [i for i in wrong if i not in flagged]
    wrong = _unfolded(scan, part, person, wrong)  # short forms are among `names` here
    if wrong:
        _name_wrong(
            scan, part, wrong[0], wrong[-1], "your signature's name line names someone else"
        )


# How close a name in another script, in Latin letters, is to a word of the profile's name:
# "Рохас" (rokhas) for Rojas, "Фейт" (feit) for Faith.
_GLOSS_MIN = 60


def _transliterates(tokens: Tokens, line: list[int], person) -> bool:
    """Every word of the line in another script sounds like a word of the person's name."""
    others = [tokens.keys[i] for i in line if not is_latin(tokens.words[i])]
    keys = [_sounds(key) for key in person.keys]
    return bool(others) and all(
        max(fuzz.ratio(_sounds(anyascii(word)), key) for key in keys) >= _GLOSS_MIN
        for word in others
    )


def _sounds(word: str) -> str:
    """A Latin spelling with the letters transliteration swaps made one: "Feyt" and "Faith"
    both "feit"-like, "Rokhas" and "Rojas" both "rohas"."""
    word = word.lower()
    for a, b in (("th", "t"), ("kh", "h"), ("ph", "f"), ("j", "h"), ("y", "i"), ("c", "k")):
        word = word.replace(a, b)
    return word


def _sentence_ends(tokens: Tokens, k: int) -> bool:
    """A full stop before token k ends a sentence ("I am Kentaro Arimura. We make ..."), not
    an initial ("B. Tsetsegmaa")."""
    return tokens.gaps[k].startswith(".") and len(tokens.words[k - 1]) > 2


def _initial(tokens: Tokens, k: int, person) -> bool:
    """Token k is the initial of one of the person's names, with its dot ("B. Tsetsegmaa" for
    Tsetsegmaa Batsaikhan: Mongolians sign with the patronymic's initial)."""
    key = tokens.keys[k]
    dotted = k + 1 <= tokens.n and tokens.gaps[k + 1].startswith(".")
    return len(key) == 1 and dotted and any(p.startswith(key) for p in person.keys)


def _unfolded(scan: Scan, part: Part, person, wrong: list[int]) -> list[int]:
    """The wrong words less those that are the profile's name without its diacritics ("Thu Ha"
    for Nguyễn Thị Thu Hà, as many senders write their own name abroad): a warning each."""
    tokens = part.tokens
    folds = set(person.folds)
    plain = [i for i in wrong if fold(tokens.keys[i]) in folds]
    for i in plain:
        _name_wrong(scan, part, i, i, "your name written without its diacritics", Severity.warning)
    return [i for i in wrong if i not in plain]


def _short(scan: Scan, part: Part, wrong: list[int]) -> list[int]:
    """The wrong words less the short forms of the sender's given names ("Kostas" for
    Konstantinos): none when the profile shows the sender goes by it or the name line gives it
    in brackets ("Venkataraman Subramanian (Venkat)"), else a warning each."""
    tokens, forms = part.tokens, scan.context.sender_short_forms
    short = [i for i in wrong if tokens.keys[i] in forms]
    for i in short:
        bracketed = tokens.gaps[i].endswith("(") and tokens.gaps[i + 1].startswith(")")
        if not forms[tokens.keys[i]] and not bracketed:
            _name_wrong(
                scan, part, i, i, "your name in a short form: check you go by it", Severity.warning
            )
    return [i for i in wrong if i not in short]


def _domain(address: str) -> str:
    """The host of an email or web address, lower-case, without "www." ("wislatrade.pl")."""
    text = address.strip().lower().rstrip("/.,;:)")
    text = text.split("@", 1)[1] if "@" in text else text.split("://", 1)[-1]
    text = text.split("/", 1)[0]
    return text.removeprefix("www.")


def _host_in(domain: str, text: str) -> bool:
    """The host is one the text names whole ("deikrahom.com" is not the host of
    "sreymom.sok@deikrahom.com.kh": a country ending dropped is a misspelling)."""
    return re.search(rf"{re.escape(domain)}(?![.-]?\w)", text.lower()) is not None


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


# Labels of numbers that are no phone number ("Tracking no.", "Sendungsnummer", "PO"), and of
# phone numbers, whose label may say "number" too ("Phone number").
_OTHER_NUMBER = re.compile(
    r"(?i)tracking|sendung|order|invoice|awb|waybill|ref\b|referen|bestell|auftrag|rechnung"
    r"|\bpo\b|number|nummer|n°|\bno\."
)
_PHONE_LABEL = re.compile(r"(?i)tel|phone|fon|mobil|cell|whatsapp|fax|handy|móvil|celular")


# The fewest digits a phone number has (a local number, without its area code).
_PHONE_DIGITS = 7


def _phone(scan: Scan, part: Part, start: int, end: int) -> None:
    """A phone number in the signature is the profile's: its digits end the same way (a
    country code or a leading 0 may be written or not)."""
    own = _digits(scan.context.sender.phone)
    found = _digits(part.tokens.text[start:end])
    tokens = part.tokens
    if len(own) < _PHONE_DIGITS or len(found) < _PHONE_DIGITS:
        return  # "KV100 10.5–11.5 cSt": figures of a specification, not a phone number
    in_signature = part.signature < tokens.n and start >= tokens.starts[part.signature]
    k = tokens.index_at(start)
    said_mine = {"me", "my", "us", "our"} & set(tokens.keys[max(0, k - 4) : max(0, k)])
    if not in_signature and not said_mine:
        return  # in the body a number may be anyone's (a warehouse, a hotline)
    tail = min(len(own), len(found), 8)
    if own[-tail:] == found[-tail:]:
        return
    label = part.tokens.text[part.tokens.text.rfind("\n", 0, start) + 1 : start]
    if _OTHER_NUMBER.search(label) and not _PHONE_LABEL.search(label):
        return  # "DHL-Sendungsnummer: 4827 1930 55": a tracking or order number, no phone
    scan.add(
        part,
        FindingType.sender_wrong,
        ERROR,
        start,
        end,
        scan.context.sender.phone,
        0.0,
        "a phone number that is not your profile's",
    )


def _addresses(scan: Scan, part: Part) -> None:
    """Email and web addresses are the sender's or the buyer's, by their domain."""
    sender, buyer = scan.context.sender, scan.profile.buyer
    own = {_domain(a) for a in (sender.email, sender.website) if a}
    if not own and not sender.phone:
        return  # a profile without addresses: nothing to compare with
    known = own | {_domain(a) for a in (buyer.email, buyer.website) if a}
    text = part.tokens.text
    reported_to = covered_to = -1
    for start, end in sorted(part.web):
        inside = end <= covered_to
        covered_to = max(covered_to, end)
        if start < reported_to or inside:
            continue  # "wislatrade.com" inside "k.nowicka@wislatrade.com", judged once
        address = text[start:end]
        if not any(c.isalpha() for c in address):
            _phone(scan, part, start, end)
            continue
        if "." not in address:
            continue
        domain = _domain(address)
        if not own or not domain or domain in known or _host_in(domain, scan.profile.record_text):
            continue
        in_signature = start >= part.tokens.starts[min(part.signature, part.tokens.n - 1)]
        close = max((fuzz.ratio(domain, d) for d in own), default=0.0)
        misspelt = close >= _DOMAIN_LIKE
        scan.add(
            part,
            FindingType.sender_wrong,
            ERROR if misspelt or (in_signature and part.signature < part.tokens.n) else WARNING,
            start,
            end,
            sender.email or sender.website,
            close,
            "your address misspelt: mail to it goes nowhere"
            if misspelt
            else "an address that is neither yours nor the buyer's",
        )
        reported_to = end


def _trailing_words(scan: Scan, part: Part) -> None:
    """Lower-case words after the sender's company at the end of a signature line, with no
    mark to end them ("Export Manager | Kestrel Export Ltd we", "Kestrel Export Ltd makes
    kitchen"): a decoder that went on past the signature."""
    tokens = part.tokens
    for i in range(part.signature, tokens.n - 1):
        if part.owner(i) != "sender" or part.owner(i + 1) == "sender":
            continue
        nxt = i + 1
        if tokens.gaps[nxt] != " " or not tokens.words[nxt].isalpha():
            continue  # "Ltd | www.kestrel.example": another field of the line
        if not tokens.words[nxt].islower():
            continue
        line_end = tokens.text.find("\n", tokens.starts[nxt])
        line_end = len(tokens.text) if line_end < 0 else line_end
        if tokens.text[:line_end].rstrip()[-1:] in (".", "!", "?", ")"):
            continue  # a tagline: "Kestrel Export Ltd makes kitchenware for distributors."
        scan.add(
            part,
            FindingType.artifact,
            ERROR,
            tokens.starts[nxt],
            line_end,
            scan.context.sender.company,
            0.0,
            "words after your company's name at the end of the signature",
        )
        return


# Marks that end one field of a signature line and start the next ("Head, Export Sales | Olumo").
_FIELDS = re.compile(r"\s*[,|/·•–—]\s*")


def _in_order(keys: list[str], own: list[str]) -> bool:
    """keys read as a run of the profile title's words, taking it from any word round to the
    same word: "Export Sales Head" for "Head, Export Sales" is one way people write it."""
    n, m = len(own), len(keys)
    return m <= n and any(all(own[(s + j) % n] == keys[j] for j in range(m)) for s in range(n))


def _shortened(scan: Scan, keys: list[str], own: list[str], field: str) -> bool:
    """The field is the profile's title with words left out, in its order, and reads as the
    same job ("Export Manager" for Export & Key Accounts Manager: one of its functions)."""
    rest = iter(own)
    if not all(key in rest for key in keys):  # a subsequence: each key found after the last
        return False
    titles = scan.knowledge.titles
    record, written = titles.parse_text(scan.context.sender.title), titles.parse_text(field)
    return record is not None and written is not None and titles.compare(record, written) is None


def _title_shuffled(scan: Scan, part: Part) -> None:
    """A signature field made of the profile title's words only, but not in its order or with
    a word twice ("Head Sales Export" for "Head, Export Sales"): a decoder that lost its
    place in the title."""
    own = tokens_of(scan.context.sender.title or "")
    if len(own) < 2 or part.signature >= part.tokens.n:
        return
    for start, field in _signature_fields(part):
        keys = tokens_of(field)
        if len(keys) < 2 or not set(keys) <= set(own) or _in_order(keys, own):
            continue
        if _shortened(scan, keys, own, field):
            continue
        scan.add(
            part,
            FindingType.sender_wrong,
            ERROR,
            start,
            start + len(field),
            scan.context.sender.title,
            0.0,
            "your title garbled in the signature: its words out of order or repeated",
        )
        return


def _title_run_on_words(scan: Scan, part: Part) -> None:
    """A signature field that is the profile's title and then lower-case words no title takes
    ("Responsable des ventes export paperwork"): a decoder that wrote on past the title."""
    title = " ".join((scan.context.sender.title or "").split())
    if not title or part.signature >= part.tokens.n:
        return
    for start, field in _signature_fields(part):
        if not field.casefold().startswith(title.casefold() + " "):
            continue
        rest = field[len(title) + 1 :]
        word = rest.split()[0] if rest.split() else ""
        if not word.isalpha() or not word.islower() or word in _COMPANY_LINKS:
            continue  # "Export Manager at Kestrel", "Export Manager Europe"
        where, why = start + len(title) + 1, "words after your title in the signature"
        scan.add(part, FindingType.artifact, ERROR, where, start + len(field),
                 scan.context.sender.title, 0.0, why)  # fmt: skip
        return


# Words that may stand beside the company in one signature field: "Export Manager at X".
_COMPANY_LINKS = frozenset("at of for the".split())


def _holds(keys: list[str], run: list[str]) -> tuple[int, int] | None:
    """Where `run` stands in `keys`, as a contiguous run: (start, end) or None."""
    n = len(run)
    for s in range(len(keys) - n + 1):
        if keys[s : s + n] == run:
            return s, s + n
    return None


def _company_garbled(scan: Scan, part: Part) -> None:
    """A signature line that holds the sender company's legal form, but not the company's name
    as the profile writes it, or the name with a stray word run on before it: "ģ." HJ",
    "Zoo Amyderýa Söwda" HJ" for "Amyderýa Söwda" HJ (a decoder lost in the quotes)."""
    sender, company = scan.context.sender, scan.context.sender_company
    if company is None or part.signature >= part.tokens.n:
        return
    whole = [k for k in tokens_of(sender.company) if k != "and"]
    core = [k for k in company.name.core_keys if k != "and"]
    form = [k for k in whole if k not in core]
    if len(core) < 2 or not form or (len(form) == 1 and len(form[0]) < 2):
        return  # a one-letter form ("S") is a word of too many closings ("S pozdravom")
    person = scan.context.sender_person
    allowed = set(tokens_of(sender.title or "")) | _COMPANY_LINKS
    allowed |= set(person.keys) if person else set()
    text, base = part.tokens.text, part.tokens.starts[part.signature]
    for line_start, line in _lines_from(text, base):
        tokens = Tokens(_ADDRESSES.sub(lambda m: " " * len(m.group()), line))
        kept = [k for k in range(tokens.n) if tokens.keys[k] != "and"]
        keys = [tokens.keys[k] for k in kept]
        if _holds(keys, form) is None:
            continue
        found = _holds(keys, whole) or _holds(keys, core)
        if found is not None:
            first = kept[found[0]]
            if first == 0 or _FIELDS.search(tokens.gaps[first]) or "\n" in tokens.gaps[first]:
                continue  # "Export Manager, Cibao Verde Agroexport, S.R.L."
            if tokens.keys[first - 1] in allowed or not is_latin(tokens.words[first - 1]):
                continue  # "Export Manager at ...", a gloss in another script
        start = line_start + len(line) - len(line.lstrip())
        end = line_start + len(line.rstrip())
        if scan.reported_between(part, start, end):
            continue  # "Hanbit Tradingz Co., Ltd.": the misspelling is reported already
        scan.add(
            part,
            FindingType.sender_wrong,
            ERROR,
            start,
            end,
            sender.company,
            0.0,
            "your company's name garbled in the signature",
        )
        return


# E-mail and web addresses: their words are no company's name.
_ADDRESSES = re.compile(r"\S+@\S+|(?:https?://|www\.)\S+")


def _company_after_title(scan: Scan, part: Part) -> None:
    """A signature line "<the profile's title>, <X>" (as the embedded models sign) where X is
    none of the company's words, a place, a phone or an address: "Vientimyyntipäällikkö, Cap",
    "vedoucí exportu, Piřaya B.Ś": the company lost."""
    sender, company = scan.context.sender, scan.context.sender_company
    tokens = part.tokens
    if not sender.title or company is None or part.signature >= tokens.n:
        return
    whole = set(tokens_of(sender.company))
    places = scan.knowledge.vocabulary.places
    title = sender.title.strip().lower()
    for line_start, line in _lines_from(tokens.text, tokens.starts[part.signature]):
        lead = len(line) - len(line.lstrip())
        sep = ", "  # not " | ": "Vientipäällikkö | Export Manager" is the title twice
        if line.lstrip().lower().startswith(title + sep):
            start = line_start + lead + len(title) + len(sep)
            rest = line[start - line_start :].rstrip()
            keys = tokens_of(rest)
            if not keys or any(c.isdigit() or c == "@" for c in rest):
                continue
            if set(keys) <= whole or (all(k in places for k in keys) and _place(scan, keys)):
                continue  # the company, cut or whole; "Export Manager, Salto, Uruguay"
            if scan.knowledge.countries.resolve(rest.rsplit(",", 1)[-1].strip()):
                continue  # "vedoucí exportu, Žatec, Czechia": where the sender works
            if any(scan.knowledge.titles.index.starts_with(k) for k in keys):
                continue  # "Vientipäällikkö, Export Manager": the title again, in English
            scan.add(
                part,
                FindingType.sender_wrong,
                ERROR,
                start,
                start + len(rest),
                sender.company,
                0.0,
                "your signature puts another name where your company goes",
            )


def _place(scan: Scan, keys: list[str]) -> bool:
    """Words of places.toml that name a place after a title: a city, or a word no English
    word shares ("Žatec"); one English word is not one ("Cap" of Cap-Haïtien, "Line" of the
    Line Islands: a company cut)."""
    if len(keys) > 1 or scan.knowledge.cities.index.get(tuple(keys)) is not None:
        return True
    return not scan.knowledge.vocabulary.is_english(keys[0])


def _company_field_garbled(scan: Scan, part: Part) -> None:
    """A signature field that holds a word of the company's name beside a name the checker
    could not ground ("Pyhří Chmel" for Poohří Chmel a Bižuterie s.r.o.): the company garbled.
    Reads grounding's warnings, so it runs after grounding."""
    company, tokens = scan.context.sender_company, part.tokens
    if company is None or part.signature >= tokens.n:
        return
    core = {k for k in company.distinctive if len(k) >= 3}  # not "Export" of Prutas Export
    unsure = [
        f
        for f in scan.findings
        if f.part == part.name and f.severity is WARNING and f.message.startswith(UNGROUNDED_NAME)
    ]
    if not core or not unsure:
        return
    for start, field in _signature_fields(part):
        # "Zekreet Petrochemicals Trading W.L.L. (Dukhan, Qatar)": what the brackets add
        # after the company is where it is, not its name
        field = field[: field.index(" (")] if " (" in field else field
        end = start + len(field)
        if not core & set(tokens_of(field)) or any(c.isdigit() or c == "@" for c in field):
            continue
        if any(start <= f.start and f.end <= end for f in unsure):
            scan.add(part, FindingType.sender_wrong, ERROR, start, end,
                     scan.context.sender.company, 0.0,
                     "your company's name garbled in your signature")  # fmt: skip


def _signed_again(scan: Scan, part: Part) -> None:
    """A second closing line after the signature ("Kind regards,\nKhadija ...\n\nKind
    regards,\nKhadija ..."): a decoder that looped back over the letter's end."""
    tokens = part.tokens
    closings = scan.knowledge.language.closings
    first, person = part.signature, scan.context.sender_person
    if first >= tokens.n or person is None:
        return
    names = set(person.keys)
    for i in part.flagged(F_CLOSING):
        if i <= first or "\n" not in tokens.gaps[i]:
            continue
        if names.isdisjoint(tokens.keys[first:i]):
            continue  # "Thanks\n\nBest regards,\nKristjan": two closings, one signature
        found = closings.match(tokens.keys, i, tokens)
        if found is None:
            continue
        nxt = i + found[0]
        after = tokens.gaps[nxt] if nxt <= tokens.n else ""
        if "," in after or "\n" in after or nxt == tokens.n:
            start = tokens.starts[i]
            line_end = tokens.text.find("\n", start)
            end = line_end if line_end > 0 else len(tokens.text)
            scan.garble(part, start, end, "the letter signs off twice", any_language=True)
            return


def _lines_from(text: str, start: int):
    """(offset, line) for each line of text from `start` on."""
    for line in text[start:].split("\n"):
        yield start, line
        start += len(line) + 1


def _signature_fields(part: Part):
    """(offset, field) for each field of each signature line, split at _FIELDS' marks
    ("Export Manager | Kestrel Export Ltd")."""
    tokens = part.tokens
    for line_start, line in _lines_from(tokens.text, tokens.starts[part.signature]):
        at = 0
        for field in _FIELDS.split(line):
            start = line_start + line.find(field, at)
            at = start - line_start + len(field)
            yield start, field


# "At <company> we make ...": the company slot of an offer in the first person.
_AT_WE = re.compile(
    r"\bAt ((?:[A-Z][\w'&.-]*,? ?(?:de |du |del |da |do |van |von |of |and |& )?){1,6})"
    r"we (?:make|produce|supply|grow|pack|export|manufacture|process|harvest|build)\b"
)


def _at_our_company(scan: Scan, part: Part) -> None:
    """The name in "At <name> we make ..." is the sender's company, words of it, or a place:
    "At Ehf Barge de Fi we make fresh plantains" names no one the profile knows."""
    company = scan.context.sender_company
    if company is None or "we " not in part.tokens.text:
        return
    own = set(tokens_of(scan.context.sender.company))  # the core's words are among them
    places = scan.knowledge.vocabulary.places
    for match in _AT_WE.finditer(part.tokens.text):
        keys = Tokens(match.group(1)).keys
        if any(k in own for k in keys) or all(k in places for k in keys):
            continue
        start = match.start(1)
        end = start + len(match.group(1).rstrip(", "))
        scan.add(
            part,
            FindingType.sender_wrong,
            Severity.error,
            start,
            end,
            scan.context.sender.company,
            0.0,
            "an offer in your name names another company than your profile's",
        )


# The sender's offer sentences of the embedded models (training/emails.py OFFERS), whose maker
# is the sender: "<maker> produces <goods> with consistent quality and clear pricing".
_OFFER_TAILS = re.compile(
    r" (?:produces|makes) [^.!?\n]{1,80}? "
    r"(?:with consistent quality and clear pricing|for distributors abroad)\b"
)


def _buyer_as_maker(scan: Scan, part: Part) -> None:
    """The buyer's company where the sender's belongs in an offer: "Dulová s.r.o. produces
    power cables with consistent quality and clear pricing" to Dulová s.r.o. (a buyer that
    makes its own goods would be told of them otherwise)."""
    text = part.tokens.text
    if "consistent quality" not in text and "distributors abroad" not in text:
        return
    names = scan.profile.company.name.spellings  # the record's company, and its core
    own = scan.context.sender.company.strip()
    for match in _OFFER_TAILS.finditer(text):
        before = text[: match.start()]
        name = next((n for n in names if before.endswith(n)), None)
        if name is None or (own and before.endswith(own)):
            continue
        start = match.start() - len(name)
        head = text[:start].rstrip()
        if "\n" not in text[len(head) : start] and head[-1:] not in ("", ".", "!", "?"):
            continue  # "introduce ... to <buyer> produces ...": two sentences fused (garble.py)
        why = "gives your offer to the buyer's company: it says the buyer makes what you sell"
        scan.add(part, FindingType.sender_wrong, ERROR, start, match.start(), own, 0.0, why)


# "I am writing to introduce <X> to <buyer>": X is the sender's company, or themself.
_INTRODUCE = re.compile(r"\bintroduce ([^\s,.;:!?][^,.;:!?\n]{0,60}?) to\b")
# Words that introduce the sender without the company's name: "myself", "our range".
_SELF_WORDS = frozenset("myself ourselves us me our my you your the a an".split())


def _introduced(scan: Scan, part: Part) -> None:
    """The one introduced to the buyer is the sender's company, the sender, or what they
    offer: "introduce 仕入部長 to 山田水産株式会社" put the buyer's title in that place."""
    if "introduce" not in part.tokens.text:
        return
    title = scan.context.sender.title.strip()
    at = part.tokens.text.find(f"introduce {title}") if title else -1
    if at >= 0:
        # "I am writing to introduce Voditeljica prodaje za inozemstvo.": the title where the
        # company belongs (the title is the sender's own, so the rest of the rule passes it)
        start = at + len("introduce ")
        end, company = start + len(title), scan.context.sender.company
        why = "introduces your title where your company belongs"
        scan.add(part, FindingType.sender_wrong, ERROR, start, end, company, 0.0, why)
        return
    own = set(tokens_of(scan.context.sender.company)) | set(tokens_of(scan.context.sender.name))
    for match in _INTRODUCE.finditer(part.tokens.text):
        keys = Tokens(match.group(1)).keys
        if not keys or keys[0] in _SELF_WORDS or own & set(keys):
            continue
        if set(keys) & set(record_words(scan)) or match.group(1)[:1].islower():
            continue  # "introduce New Zealand baby products to": what is offered
        scan.add(
            part,
            FindingType.sender_wrong,
            ERROR,
            match.start(1),
            match.end(1),
            scan.context.sender.company,
            0.0,
            "introduces someone else than you to the buyer",
        )


def run(scan: Scan) -> None:
    _self_named(scan, scan.body)
    _at_our_company(scan, scan.body)
    _introduced(scan, scan.body)
    _buyer_as_maker(scan, scan.body)
    _signature(scan, scan.body)
    _title_shuffled(scan, scan.body)
    _title_run_on_words(scan, scan.body)
    _signed_again(scan, scan.body)
    _company_garbled(scan, scan.body)
    _company_after_title(scan, scan.body)
    _company_field_garbled(scan, scan.body)
    _trailing_words(scan, scan.body)
    _addresses(scan, scan.body)
