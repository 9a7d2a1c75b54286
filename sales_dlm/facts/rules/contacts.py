"""contact_wrong: a person other than the buyer's contact is addressed or named.

Read in three places: the name after a greeting ("Dear Mr. Weber,", "Hi Anna"), a name after
an honorific anywhere ("as Ms. Kowalska said"), and the full name of any other contact of the
batch anywhere. A name is the contact's when its words are a subset of the record's name, so
the first name alone, "Mr./Ms./Dr. + surname" and the full name all pass, whatever the name
order (Korean and Japanese names are often written family name first).

Errors: another batch contact; a greeted name that is not the contact's; a misspelling of the
contact's name. Warnings: the contact's name without its diacritics ("Jurgen" for Jürgen);
an honorific + a name nobody in the batch has, outside the greeting (maybe a colleague).
Greetings of a team, a title or a company ("Dear Purchasing Manager", "Hi Acme team") are not
names. With no contact in the record, only other batch contacts are reported.
"""

from __future__ import annotations

import re
import unicodedata

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.context import F_CONTACT, F_GREETING, F_HONORIFIC, F_NAME, Person
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import tokens_of
from sales_dlm.facts.rules.categories import OFFER_VERBS
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import fold, is_cjk, is_hangul, same_name
from sales_dlm.inputs.records import COMPOUND_GIVEN_STARTS

_NAME_GAPS = frozenset({" ", "-", "'", "\u2019", "\u2010", "\u2011"})
_HONORIFIC_GAPS = frozenset({" ", ". ", ".", "  "})
# Honorifics written onto a name: Korean, Japanese ("小林様"), Hindi ("प्रवीणजी", Praveen-ji)
_ATTACHED_SUFFIXES = ("님", "씨", "様", "さん", "殿", "जी")
_THAI_PREFIXES = ("คุณ",)
# Latvian forms of address after a surname in the genitive ("Kalējas kundze", "Ozola kungs").
_GENITIVE_ADDRESS = frozenset({"kundze", "kungs"})


def _name_after(scan: Scan, part: Part, k: int, in_greeting: bool) -> tuple[int | None, int, int]:
    """(honorific index or None, first, last) of the name starting at token k; last < first
    when there is no name."""
    tokens, lang = part.tokens, scan.knowledge.language
    honorific = None
    # lower case after the greeting in Dutch, Croatian, Polish, Czech: "Geachte mevrouw
    # Jansen", "Dobrý den, pane Kratochvíle" (k follows the greeting when in_greeting)
    capital = k < tokens.n and (tokens.cap(k) or in_greeting)
    if k < tokens.n and part.flag(k) & F_HONORIFIC and capital and in_greeting:
        if k + 1 < tokens.n and tokens.gaps[k + 1] in _HONORIFIC_GAPS:
            honorific, k = k, k + 1
    first, last = k, k - 1
    limit = scan.knowledge.thresholds.contact_max_name_words
    while k < tokens.n and k - first < limit:
        if k > first and tokens.gaps[k] not in _NAME_GAPS:
            break
        key = tokens.keys[k]
        if k > first and key in lang.name_suffixes:
            break  # "Tanaka-san", "西村 裕美子 様": the form of address, not the name
        if tokens.cap(k) and not tokens.words[k].isdigit():
            last = k
        elif key in lang.name_particles and k + 1 < tokens.n and tokens.cap(k + 1) and k > first:
            pass
        else:
            break
        k += 1
    return honorific, first, last


def _name_keys(part: Part, first: int, last: int, particles: frozenset[str]) -> list[str]:
    keys = []
    for n, key in enumerate(part.tokens.keys[first : last + 1]):
        if key in particles:
            continue
        if n and key.endswith("님") and all(map(is_hangul, key)):
            continue  # "류서준 담당님": a Korean title with its honorific after the name
        for suffix in _ATTACHED_SUFFIXES:
            if key.endswith(suffix) and len(key) > len(suffix):
                key = key[: -len(suffix)]
        for prefix in _THAI_PREFIXES:
            if key.startswith(prefix) and len(key) > len(prefix):
                key = key[len(prefix) :]  # "คุณนันทวรรณ": Khun written onto the name
        keys.append(key)
    return keys


def _not_a_person(scan: Scan, part: Part, first: int, last: int) -> bool:
    """Greetings of a team, a title or a company, not of a person."""
    tokens, ctx = part.tokens, scan.context
    lang = scan.knowledge.language
    if tokens.keys[first] in lang.generic_addressees or tokens.words[first] == "I":
        return True  # "Hello, I am Kentaro Arimura": the writer begins, no one is greeted
    if any(
        part.owner(k) in ("own", "sender", "foreign", "misspelled") for k in range(first, last + 1)
    ):
        return True
    hit = ctx.company_index.match(tokens.keys, first, tokens)
    if hit is not None and not (hit[0] == 1 and part.flag(first) & F_NAME):
        return True  # "Hi Acme Steel team"; but "Dear Sakura" is a person also named so
    return scan.knowledge.titles.parse_at(tokens, first) is not None


def _is_contact(keys: list[str], person: Person | None, declines: bool = True) -> bool:
    """Every word is a word of the person's name, declined or not ("Robertai"), or, in
    Chinese or Japanese characters, the start of the name written without a space (小林 of
    小林亮介: the family name)."""
    return person is not None and all(
        k in person.keys
        or any(same_name(k, p, declines) for p in person.keys)
        or (k[:1] >= "\u3000" and len(k) >= 1 and any(p.startswith(k) for p in person.keys))
        for k in keys
    )


def _goes_by(key: str, person: Person, short_forms: dict[str, frozenset[str]]) -> bool:
    """The word is one of the person's names or a short form of one (language.toml)."""
    return key in person.keys or any(key in short_forms.get(p, ()) for p in person.keys)


def _other_contact(scan: Scan, keys: list[str]) -> str | None:
    """The name of another batch contact these words belong to, if any."""
    own = scan.profile.contact
    for key in keys:
        # sorted: the message names the same contact whatever the interpreter's hash seed
        for name in sorted(scan.context.contact_names.get(key, ())):
            if own is None or name != own.name:
                return name
    return None


def _judge(scan: Scan, part: Part, first: int, last: int, where: str) -> None:
    profile, lang = scan.profile, scan.knowledge.language
    keys = _name_keys(part, first, last, lang.name_particles)
    if not keys:
        return
    nxt = last + 1
    if nxt < part.tokens.n and part.tokens.keys[nxt] in _GENITIVE_ADDRESS:
        # "Labdien, Kalējas kundze!" for Karlīna Kalēja: the surname in the genitive
        keys = [k[:-1] if k.endswith("s") and len(k) > 3 else k for k in keys]
        part.claim(nxt, nxt, "contact")
    part.claim(first, last, "contact")
    own = profile.contact
    country = profile.country
    declines = not country or country.startswith("?") or country in lang.declined_names
    if _is_contact(keys, own, declines):
        return
    if own is not None and all(_goes_by(k, own, lang.short_forms) for k in keys):
        return  # "Hi Chris" for Christopher Russell: the short form he goes by
    if where == "honorific" and _is_contact(keys, scan.context.sender_person):
        return
    expected = profile.buyer.contact_name
    written = " ".join(keys)
    score = (
        max((fuzz.ratio(written, k, processor=None) for k in own.keys), default=0.0) if own else 0
    )
    unreadable = (
        where == "greeting"
        and _unreadable_script(expected)
        and _script(written) != _script(expected)
    )
    if own is not None and all(fold(k) in own.folds for k in keys):
        severity, message = Severity.warning, "the contact's name without its diacritics"
    elif unreadable and _another_family_name(expected, keys, lang.romanised):
        # "Dear Mr Lin" for 陳哲瑋: a spelling of another family name in characters
        severity, message = Severity.error, "greets by another family name"
    elif unreadable and _consonants_differ(expected, keys):
        # "Dear Mr Al-Sayed" for أيمن السيوفي (Al-Sayoufi): another name's consonants
        severity, message = Severity.error, "greets by a name the record's letters do not spell"
    elif unreadable and not _transliterated(expected, keys, lang.romanised, country):
        # "Dear Mr. Rafik" for رفيق الحجار, "Здравствуйте, Акива!" for עקיבא רפאל: Arabic
        # and Hebrew write few vowels, kanji have several readings, Thai spellings vary; no
        # transliteration to compare with, and a name another buyer's contact also bears
        # ("Dear Itai" for איתי יעקב) is a doubt too
        severity = Severity.warning
        message = "greets by a spelling in another script the checker cannot compare: check"
    elif (other := _other_contact(scan, keys)) is not None:
        severity, message = Severity.error, f"names another buyer's contact ({other})"
    elif own is None:
        return
    elif score >= scan.knowledge.thresholds.contact_misspelled_min_score:
        severity, message = Severity.error, "a misspelling of the contact's name"
    elif _transliterated(expected, keys, lang.romanised, country):
        return  # "Dear Mr. Dadasyan" for Դադասյան Արամ: the name in Latin letters
    elif _script(expected) != _script(written) and set(keys) <= set(profile.company.name.core_keys):
        return  # "Dear Mr Wijeratne" for ජානක විජේරත්න of Wijeratne Dry Fish Stores
    elif where == "greeting":
        severity, message = Severity.error, "greets someone other than the contact"
    else:
        severity, message = Severity.warning, "names a person other than the contact"
    scan.add_tokens(
        part, FindingType.contact_wrong, severity, first, last, expected, score, message
    )


# How close (fuzz.ratio) a word must be to a word of the record's name in Latin letters.
_TRANSLITERATION_SCORE = 80


def _romanised(record: str, romanised: dict[str, frozenset[str]]) -> list[str]:
    """The usual Latin spellings of a Korean record's family name (박서영 -> park, pak, ...),
    and its given name letter by letter, whole and by syllable (seoyeong, seo, yeong)."""
    spellings: list[str] = []
    for word in record.split():
        for n in (2, 1):  # 남궁 before 남
            if len(word) > n and word[:n] in romanised:
                spellings += romanised[word[:n]]
                spellings.append(anyascii(word[n:]).lower())
                spellings += [anyascii(c).lower() for c in word[n:]]  # "Seo-young"
                break
        if len(word) <= 2 and word in romanised:
            spellings += romanised[word]  # 박 서영: the family name on its own
    return spellings


def _transliterated(
    record: str, keys: list[str], romanised: dict[str, frozenset[str]], country: str | None = None
) -> bool:
    """The record and the draft write the name in different scripts, and every written word is
    a word of the record's in Latin letters (anyascii: "Шевченко" -> "Shevchenko", "Դադասյան"
    -> "Dadasyan"; "Здравствуйте, Анна!" for Anna Belova)."""
    # Latin letters with marks count as Latin: "Jovanović" for Јовановић
    if _script(record) == _script("".join(keys)):
        return False  # "Rosa Marta" for Rosa María: one script, another name
    latin = _latin_spellings(record, country) + _romanised(record, romanised)
    indic = _indic_skeletons(record)
    return all(
        max((fuzz.ratio(anyascii(k).lower(), w, processor=None) for w in latin), default=0.0)
        >= _TRANSLITERATION_SCORE
        or (indic and _indic_skeleton(anyascii(k).lower()) in indic)
        for k in keys
    )


# Indian scripts (Devanagari to Sinhala): anyascii writes no inherent vowel and the anusvara as
# m ("मंडल" -> "mmdl" for Mandal), so names are compared by their consonants, nasals made one,
# aspiration and doubling dropped ("Mukherjee" and मुख़र्जी are both "mkrj"), and y too, which
# English spellings write as a vowel ("Nair" for नायर, "nayr")
_INDIC = re.compile("[\u0900-\u0dff]")
_INDIC_SILENT = re.compile(r"[aeiouhy'`’-]")
_INDIC_LETTERS = str.maketrans("mwqzx", "nvkjk")


def _indic_skeleton(latin: str) -> str:
    skeleton = _INDIC_SILENT.sub("", latin).translate(_INDIC_LETTERS)
    return re.sub(r"(.)\1+", r"\1", skeleton)


def _indic_skeletons(record: str) -> set[str]:
    """The consonants of each word of a record written in an Indian script, else nothing."""
    if not _INDIC.search(record):
        return set()
    return {k for w in record.split() if len(k := _indic_skeleton(anyascii(w).lower())) >= 2}


# Letters only Ukrainian writes among the Cyrillic alphabets: its Г is written H in Latin
# letters ("Гунько" -> Hunko), where Russian's is G.
_UKRAINIAN = frozenset("ІіЇїЄєҐґ")


def _latin_spellings(record: str, country: str | None = None) -> list[str]:
    """The record's words in Latin letters, without the soft sign's apostrophe (anyascii:
    "Гунько" -> "gunko"), and with Ukrainian's H for Г and Y for И ("hunko"; "Bhydenko" for
    Бгиденко) where the letters or the buyer's country say the name is Ukrainian."""
    spellings = anyascii(record).lower().replace("'", "").split()
    if country == "UA" or not _UKRAINIAN.isdisjoint(record):
        h = record.replace("Г", "Х").replace("г", "х").replace("И", "Ы").replace("и", "ы")
        spellings += anyascii(h).lower().replace("'", "").replace("kh", "h").split()
    return spellings


# Latin spellings of one Arabic or Persian letter, made one: خ kh, ق q/k, ج j/g (Egypt), ظ z/d
_ARABIC_DIGRAPHS = (("kh", "k"), ("sh", "s"), ("th", "t"), ("dh", "d"), ("gh", "g"), ("ou", "w"))
_ARABIC_LETTERS = str.maketrans("qcjz", "kkgd")
# Vowels and the letters Arabic writes for long vowels or leaves out (ا و ي ه ع): a
# transliteration writes them as it likes ("Sayoufi", "Siyufi")
_ARABIC_SILENT = re.compile(r"[aeiouyw'h`’-]")
_ARABIC_PARTICLES = frozenset("al el ul bin ben ibn bint abu abd".split())


def _arabic_consonants(latin: str) -> str:
    for a, b in _ARABIC_DIGRAPHS:
        latin = latin.replace(a, b)
    skeleton = _ARABIC_SILENT.sub("", latin).translate(_ARABIC_LETTERS)
    return re.sub(r"(.)\1", r"\1", skeleton)


def _consonants_differ(record: str, keys: list[str]) -> bool:
    """The record writes the name in Arabic letters, and each word of the greeting has
    consonants no word of the record's has ("Sayed" sd for السيوفي sywfy: sf)."""
    if not any("\u0600" <= c <= "\u06ff" for c in record):
        return False
    own = set()
    for word in record.split():
        latin = anyascii(word).lower()
        own.add(_arabic_consonants(latin))
        if latin.startswith("l") and len(latin) > 2:
            own.add(_arabic_consonants(latin[1:]))  # ال, the article written onto the name
    said = [_arabic_consonants(anyascii(k).lower()) for k in keys if k not in _ARABIC_PARTICLES]
    said = [k for k in said if len(k) >= 2]
    return bool(said) and all(k not in own for k in said)


def _another_family_name(record: str, keys: list[str], romanised) -> bool:
    """The record's family name has known Latin spellings, and a written word is none of them
    but a spelling of another family name of the table ("Lin" for 陳)."""
    own = set(_romanised(record, romanised))
    if not own:
        return False
    others = {w for spellings in romanised.values() for w in spellings} - own
    return any(k in others for k in keys) and not any(k in own for k in keys)


def _script(text: str) -> str:
    """The script of the text's first letter, as Unicode names it: "LATIN", "CYRILLIC",
    "HEBREW", "CJK" ..."""
    letter = next((c for c in text if c.isalpha()), "")
    return unicodedata.name(letter, "").split(" ", 1)[0]


def _unreadable_script(record: str) -> bool:
    """The record's name is in Arabic, Hebrew, Thai or Chinese characters."""
    return any(
        "\u0590" <= c <= "\u06ff"
        or "\u0e00" <= c <= "\u0e7f"
        or "\u3040" <= c <= "\u30ff"
        or "\u4e00" <= c <= "\u9fff"
        for c in record
    )


def _greetings(scan: Scan, part: Part) -> None:
    tokens, greetings = part.tokens, scan.knowledge.language.greetings
    closings = scan.knowledge.language.closings
    for i in part.flagged(F_GREETING):
        if not tokens.breaks_before(i):  # a greeting opens a line or sentence
            continue
        found = greetings.match(tokens.keys, i, tokens)
        if found is None or i + found[0] >= tokens.n:
            continue
        if closings.match(tokens.keys, i, tokens) is not None:
            continue  # "Beste Grüße," "Liebe Grüße": a closing that starts like a greeting
        k = i + found[0]
        while k < tokens.n and part.flag(k) & F_GREETING and tokens.gaps[k] == " ":
            k += 1  # "Dear Dear Thomas": the doubled word is an artifact, the name is Thomas
        if k >= tokens.n or tokens.gaps[k] not in (" ", ", ", "  ", ": "):
            continue  # ": " after "Attn"
        honorific, first, last = _name_after(scan, part, k, in_greeting=True)
        if last < first or _not_a_person(scan, part, first, last):
            continue
        if honorific is not None:
            part.claim(honorific, honorific, "contact")
            if _honorific_with_given_name(scan, part, honorific, first, last):
                continue
        if _cut_name(scan, part, honorific, first, last):
            continue
        _judge(scan, part, first, last, "greeting")


def _cut_name(scan: Scan, part: Part, honorific: int | None, first: int, last: int) -> bool:
    """Report a greeting that cuts the contact's name where no one would: after a particle
    ("Dear Dex van," for Dex van Ommeren), inside a compound given name ("Dear عبد," for
    عبد الباقي فطاير) or, where names are written family name first, before the given name
    ("Dear Tran Thi," for Tran Thi Mai). True when reported."""
    contact, tokens, lang = scan.profile.contact, part.tokens, scan.knowledge.language
    if contact is None or len(contact.keys) < 2:
        return False
    nxt = last + 1
    if _compound_start(tokens.keys[first : last + 1], contact.keys):
        end, why = last, "a name cut after the first half of a compound given name"
    elif len(contact.keys) < 3:
        return False
    elif (
        nxt < tokens.n
        and tokens.keys[nxt] in lang.name_particles
        and tokens.gaps[nxt] == " "
        and (nxt + 1 >= tokens.n or tokens.gaps[nxt + 1] not in _NAME_GAPS)
        and tokens.keys[nxt] in contact.keys
    ):
        end, why = nxt, "a name cut after its particle"
    else:
        keys = tuple(tokens.keys[first : last + 1])
        if (
            honorific is not None
            or len(keys) < 2
            or scan.profile.country not in lang.family_name_first
            or contact.keys[: len(keys)] != keys
            or len(keys) == len(contact.keys)
            or all(tokens.gaps[k] == "-" for k in range(first + 1, last + 1))
            or (nxt < tokens.n and tokens.gaps[nxt] == "-")
        ):
            # "Dear Shu-Chuan," is one hyphenated given name, not a cut; "Winnie Leung
            # Wing-sze" goes on past the span with its lowercase half
            return False
        end, why = last, "a name cut before the given name (family name written first)"
    part.claim(first, end, "contact")
    scan.add_tokens(
        part,
        FindingType.contact_wrong,
        Severity.error,
        first,
        end,
        scan.profile.buyer.contact_name,
        0.0,
        why,
    )
    return True


def _compound_start(keys: list[str], contact: tuple[str, ...]) -> bool:
    """The greeting is only the first word of a compound given name the record writes whole."""
    return (
        len(keys) == 1
        and keys[0] in COMPOUND_GIVEN_STARTS
        and len(contact) > 1
        and contact[0] == keys[0]
    )


# Forms of address that go with the family name in their languages ("Herr Kostolzin"), never
# with the given name alone ("Herr Gotthard"). English "Mr." is left out: the checker cannot
# tell a family-name-first record ("Tanaka Hiroshi") from a given-name-first one.
_FAMILY_NAME_HONORIFICS = frozenset(
    {"herr", "frau", "monsieur", "madame", "mme", "señor", "señora", "signor", "signora"}
)


# English forms of address, which go with the family name too.
_ENGLISH_HONORIFICS = frozenset({"mr", "ms", "mrs", "miss"})


def _korean_given_name(scan: Scan, tokens, h: int, first: int, last: int) -> bool:
    """ "Mr Ji-hoon" for a Korean record written family name first in Latin letters ("Park
    Ji-hoon": Park is a Korean family name): Mr with the given name alone."""
    contact = scan.profile.contact
    if scan.profile.country != "KR" or tokens.keys[h] not in _ENGLISH_HONORIFICS:
        return False
    family = contact.keys[0]
    if not any(family in names for names in scan.knowledge.language.romanised.values()):
        return False
    written = tokens.keys[first : last + 1]
    return written[0] == contact.keys[1] and family not in written  # "Ji" of "Ji-hoon" too


def _vietnamese_family_name(scan: Scan, tokens, first: int, last: int) -> bool:
    """ "Mr Dương" for Dương Hoàng: a Vietnamese record written family name first, greeted by
    the family name alone, where Vietnamese are called by the given name."""
    contact = scan.profile.contact
    family = contact.keys[0]
    return (
        scan.profile.country == "VN"
        and first == last
        and tokens.keys[first] == family
        and family != contact.keys[-1]
        and family in scan.knowledge.language.vietnamese_family_names
    )


def _honorific_with_given_name(scan: Scan, part: Part, h: int, first: int, last: int) -> bool:
    """Report "Herr Gotthard" for Gotthard Kostolzin, and "Mr Dương" for Dương Hoàng; True
    when reported."""
    contact, tokens = scan.profile.contact, part.tokens
    if contact is None or len(contact.keys) < 2:
        return False
    if _vietnamese_family_name(scan, tokens, first, last):
        # foreign writers often do so and Vietnamese in trade are used to it: a reviewer's call
        why = "the family name, where Vietnamese are usually called by the given name: check"
        part.claim(first, last, "contact")
        scan.add_tokens(
            part,
            FindingType.contact_wrong,
            Severity.warning,
            h,
            last,
            scan.profile.buyer.contact_name,
            0.0,
            why,
        )
        return True
    if _korean_given_name(scan, tokens, h, first, last):
        pass  # "Dear Mr Ji-hoon" for Park Ji-hoon
    elif first != last:
        return False
    elif tokens.keys[h] not in _FAMILY_NAME_HONORIFICS or tokens.keys[first] != contact.keys[0]:
        return False
    part.claim(first, last, "contact")
    scan.add_tokens(
        part,
        FindingType.contact_wrong,
        Severity.error,
        h,
        last,
        scan.profile.buyer.contact_name,
        0.0,
        "a form of address with the given name; it goes with the family name",
    )
    return True


def _honorifics(scan: Scan, part: Part) -> None:
    tokens = part.tokens
    for i in part.flagged(F_HONORIFIC):
        if i in part.claimed or not tokens.cap(i) or i + 1 >= tokens.n:
            continue
        if tokens.gaps[i + 1] not in _HONORIFIC_GAPS:
            continue
        _, first, last = _name_after(scan, part, i + 1, in_greeting=False)
        if last < first or _not_a_person(scan, part, first, last):
            continue
        _judge(scan, part, first, last, "honorific")


def _full_names(scan: Scan, part: Part) -> None:
    tokens, ctx, own = part.tokens, scan.context, scan.profile.contact
    if own is not None:  # the contact's own full name: claimed, so titles next to it attach
        i = -1
        while True:
            try:
                i = tokens.keys.index(own.keys[0], i + 1)
            except ValueError:
                break
            end = i + len(own.keys) - 1
            if tuple(tokens.keys[i : end + 1]) == own.keys and tokens.soft(i, end):
                part.claim(i, end, "contact")
    for i in part.flagged(F_CONTACT):
        if i in part.claimed:
            continue
        hit = ctx.contacts.match(tokens.keys, i, tokens)
        if hit is None:
            continue
        end = i + hit[0] - 1
        sender = ctx.sender_person
        if not part.free(i, end) or not all(tokens.cap(k) for k in range(i, end + 1)):
            continue
        if sender is not None and tuple(tokens.keys[i : end + 1]) == sender.keys:
            continue
        _judge(scan, part, i, end, "name")


# Nouns whose "of" names a product ("a steady source of", "samples of"): a person there is a
# slot the decoder filled with the wrong field.
_PRODUCT_SLOTS = frozenset(
    "source sources samples sample supply supplier suppliers range maker makers importers "
    "importer buyers catalogue catalog".split()
)


def _person_as_product(scan: Scan, part: Part) -> None:
    """ "a steady source of Aránzazu Beltrán": the contact's name where the product belongs."""
    tokens = part.tokens
    named = sorted(k for k, owner in part.claimed.items() if owner == "contact")
    for k in named:
        if k < 2 or k >= part.signature or part.owner(k - 1) == "contact":
            continue
        if tokens.keys[k - 1] != "of" or tokens.keys[k - 2] not in _PRODUCT_SLOTS:
            continue
        last = k
        while last + 1 < tokens.n and part.owner(last + 1) == "contact":
            last += 1
        scan.add_tokens(
            part,
            FindingType.artifact,
            Severity.error,
            k - 2,
            last,
            "",
            0.0,
            "a person's name where the product belongs",
        )


def _name_before_category(scan: Scan, part: Part) -> None:
    """ "James hardware from Hanbit" for marine hardware: a word of the contact's name written
    where a word of the category belongs (a diffusion draft of the sample that passed)."""
    contact, tokens = scan.profile.contact, part.tokens
    category = {k for k in tokens_of(scan.profile.buyer.product_category.lower()) if len(k) > 2}
    if contact is None or not category:
        return
    names = set(contact.keys)
    for k in range(min(tokens.n, part.signature) - 1):
        if tokens.keys[k] not in names or not tokens.cap(k) or tokens.gaps[k + 1] != " ":
            continue
        if tokens.keys[k + 1] in category and tokens.words[k + 1].islower():
            scan.add_tokens(
                part,
                FindingType.artifact,
                Severity.error,
                k,
                k + 1,
                "",
                0.0,
                "a person's name where a word of the product belongs",
            )


# Verbs whose object is the product: the contact's title there is a slot filled wrong.
def _title_as_product(scan: Scan, part: Part) -> None:
    """ "Distribuidora Rezende Ltda. produces Compradora": a word of the contact's title
    where the product belongs (fresh5 M030)."""
    title = scan.profile.buyer.contact_title
    if not title:
        return
    tokens = part.tokens
    words = {k for k in tokens_of(title) if len(k) > 3}
    for k in [k for k, key in enumerate(tokens.keys) if key in words]:
        if k < 1 or k >= part.signature or not tokens.cap(k) or not part.free(k, k):
            continue
        before = tokens.keys[k - 1]
        slot = before in OFFER_VERBS or (
            before == "of" and k > 1 and tokens.keys[k - 2] in _PRODUCT_SLOTS
        )
        if slot and tokens.gaps[k] == " " and tokens.words[k - 1].islower():
            scan.add_tokens(
                part,
                FindingType.artifact,
                Severity.error,
                k - 1,
                k,
                "",
                0.0,
                "the contact's title where the product belongs",
            )


# Endings of East Slavic patronymics ("Ефремович", "Павловна"): a name that holds one is
# called by given name and patronymic, never by the family name alone.
_PATRONYMIC_ENDINGS = (
    "ович",
    "евич",
    "ьич",
    "ична",
    "овна",
    "евна",
    "ївна",
    "івна",
    "ovich",
    "evich",
    "ovna",
    "evna",
)


def _family_name(scan: Scan) -> str | None:
    """The contact's family name where it may not stand alone as a form of address: "Шаров" of
    "Шаров Митрофан Ефремович" (a patronymic after the given name), "Chowitunkit" of a Thai
    contact (given_name_address); None where the family name alone is only informal."""
    contact = scan.profile.contact
    if contact is None or len(contact.keys) < 2:
        return None
    keys = contact.keys
    patronymic = [n for n, k in enumerate(keys) if k.endswith(_PATRONYMIC_ENDINGS)]
    if patronymic and len(keys) == 3:
        n = patronymic[0]
        return keys[0] if n == 2 else keys[2] if n == 1 else None
    if scan.profile.country in scan.knowledge.language.given_name_address:
        return keys[-1] if keys[-1] not in keys[:-1] else None
    return None


def _family_name_as_vocative(scan: Scan) -> None:
    """A sentence that opens by calling the contact by the family name alone ("Chowitunkit, a
    quick idea" for Pannawich Chowitunkit; "Шаров, may I send you a few samples?" for Шаров
    Митрофан Ефремович) where people are addressed by the given name, even when the company
    bears the family name too."""
    family = _family_name(scan)
    if family is None:
        return
    for part in scan.parts:
        tokens = part.tokens
        last = min(tokens.n - 1, part.signature)
        for i in range(last):
            if tokens.keys[i] != family or not tokens.gaps[i + 1].startswith(","):
                continue
            if not tokens.cap(i) or (i and not tokens.breaks_before(i)):
                continue
            scan.add_tokens(
                part,
                FindingType.contact_wrong,
                Severity.error,
                i,
                i,
                scan.profile.buyer.contact_name,
                50.0,
                "the family name alone where the contact is called by the given name",
            )


# A Chinese greeting: a family name, then a title or a form of address ("李經理您好", "陈总").
_CHINESE_GREETING = re.compile(
    r"\s*([\u4e00-\u9fff])(?:經理|经理|總經理|总经理|總|总|主任|先生|女士|小姐|老師|老师|博士"
    r"|董事長|董事长|處長|处长|科長|科长|部長|部长)"
)


def _chinese_family_name(scan: Scan) -> None:
    """A Chinese letter greeting the contact by another family name ("李經理您好" to 林子晴)."""
    name = scan.profile.buyer.contact_name.replace(" ", "")
    if not 2 <= len(name) <= 4 or not all("\u4e00" <= c <= "\u9fff" for c in name):
        return
    body = scan.body
    match = _CHINESE_GREETING.match(body.tokens.text)
    if match is None or match.group(1) == name[0]:
        return
    scan.add(
        body,
        FindingType.contact_wrong,
        Severity.error,
        match.start(1),
        match.end(),
        scan.profile.buyer.contact_name,
        0.0,
        "greets by another family name",
    )


# A Japanese address line: a name of one to four characters before 様 ("吉川様", "高橋 京助様").
_JAPANESE_ADDRESS = re.compile(
    r"^[ \t\u3000]*(?:\S+[ \u3000]+)?([\u4e00-\u9fff\u3040-\u30ff]{1,4})"
    r"(?:[ \u3000]+[\u4e00-\u9fff\u3040-\u30ff]{1,4})?[ \u3000]*様[、,：:]?[ \t]*$",
    re.MULTILINE,
)
# The lines of a Japanese letter's head where the addressee is named.
_ADDRESS_LINES = 3


def _japanese_family_name(scan: Scan) -> None:
    """A Japanese letter addressed by another family name ("吉川様" to 吉田 晃): the head's
    "<name>様" line must hold the contact's family name."""
    name = scan.profile.buyer.contact_name.strip()
    family = name.split()[0] if " " in name else ""
    if scan.profile.country != "JP" or not family or not all(is_cjk(c) for c in family):
        return
    body = scan.body
    text = body.tokens.text
    head = "\n".join(text.lstrip().split("\n", _ADDRESS_LINES)[:_ADDRESS_LINES])
    offset = text.find(head)
    for match in _JAPANESE_ADDRESS.finditer(head):
        line = match.group()
        if family in line or "担当" in line or scan.profile.buyer.company in line:
            continue  # the contact's family name, "ご担当者様" (whoever handles it), the company
        scan.add(
            body,
            FindingType.contact_wrong,
            Severity.error,
            offset + match.start(1),
            offset + match.end(1),
            name,
            0.0,
            "greets by another family name",
        )
        return


def run(scan: Scan) -> None:
    _family_name_as_vocative(scan)
    _chinese_family_name(scan)
    _japanese_family_name(scan)
    for part in scan.parts:
        _greetings(scan, part)
        _full_names(scan, part)
        _honorifics(scan, part)
        _person_as_product(scan, part)
        _name_before_category(scan, part)
        _title_as_product(scan, part)
