"""category_wrong: another kind of the record's product, named with the record's head noun.

"guava pulp" for passion fruit pulp, "linseed oil" for rapeseed oil, "Tilapia fillets" for Nile
perch fillets, "jute twine" for sisal twine. The record names a narrow product, "<kind> <head>";
the draft offers "<other kind> <head>", where both kinds are of one family of categories.toml's
[kinds] (fish, fruits, oils, fibres ...). categories.py's sibling test covers phrases the lexicon
holds whole; this one covers the many the lexicon cannot list. Uses and styles before the head
("baler twine", "dining chairs", "fragrant rice") are in no family and pass.
"""

from __future__ import annotations

from rapidfuzz import fuzz, utils

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.rules.categories import bulleted, likened, offered, record_words
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import singular

# Head nouns that name one product: "cayenne peppers" are chillies too.
_SAME_HEAD = {
    "chilly": ("pepper", "chili", "chile", "chilli"),
    "chilli": ("pepper", "chili", "chile", "chilly"),
    "pepper": ("chilly", "chili", "chile", "chilli"),
    "nut": ("kernel",),  # "macadamia kernels" are macadamia nuts
    "kernel": ("nut",),
}
# Owners of words another rule explained as a name: "Palm Beach Foods" is no palm product.
_NAMED = frozenset({"own", "contact", "sender", "foreign", "misspelled", "form", "title"})


def run(scan: Scan) -> None:
    category = scan.profile.buyer.product_category
    if not category:
        return
    kinds = scan.knowledge.taxonomy.kinds
    record = record_words(scan)
    _other_form(scan, record)
    if len(record) == 1 and kinds.get(record[0]):
        _kind_alone(scan, record, kinds[record[0]])
        return
    if len(record) < 2:
        return
    head = record[-1]
    # the families of the record's kinds: "passion fruit pulp" -> fruits
    families = frozenset().union(*(kinds.get(w, frozenset()) for w in record[:-1]))
    # a record whose head is itself a kind ("canned tuna", "cut roses"): its modifiers
    head_families = kinds.get(head, frozenset())
    modifiers = frozenset(record[:-1]) if head_families else frozenset()
    if not families and not head_families:
        return
    for part in scan.parts:
        tokens = part.tokens
        for i in range(1, min(tokens.n, part.signature)):
            key = singular(tokens.keys[i])
            if (
                families
                and (key == head or key in _SAME_HEAD.get(head, ()))
                and tokens.gaps[i] in (" ", "-")
            ):
                # "guava pulp", "orange juice concentrate" (past the record's own words)
                k = i - 1
                while k > 0 and singular(tokens.keys[k]) in record[:-1] and tokens.gaps[k] == " ":
                    k -= 1
                if (
                    k > 0
                    and tokens.gaps[k] == " "
                    and not _other_kind(scan, part, k, record, families)
                ):
                    k -= 1  # a use between: "soft milling wheat" for durum wheat
                if _other_kind(scan, part, k, record, families):
                    _report(scan, part, k, i, f"another kind of {head} than {category!r}")
            elif modifiers and key != head and kinds.get(key, frozenset()) & head_families:
                # "canned sardines" for canned tuna, "smoked rainbow trout" for smoked salmon
                k = i - 1
                if (
                    k > 0
                    and tokens.gaps[k + 1] == " "
                    and singular(tokens.keys[k]) not in modifiers
                ):
                    k -= 1  # one word of its own between: "smoked rainbow trout"
                if k < 0 or singular(tokens.keys[k]) not in modifiers or part.owner(i) in _NAMED:
                    continue
                if tokens.gaps[k + 1] not in (" ", "-") or not tokens.words[i].isalpha():
                    continue
                _report(scan, part, k, i, f"another {head} than {category!r}")


# Words that may follow a product named alone: "our ouzo could interest", "ouzo and mezze".
_AFTER_A_HEAD = frozenset(
    "and or is are was were could would can will may might to for from in at with as that "
    "which has have".split()
)


def _kind_alone(scan: Scan, record: tuple[str, ...], families: frozenset[str]) -> None:
    """Another kind of the record's family named alone, as a product: "ouzo" for arak. Only
    for a record of one word: beside a longer record ("beech firewood") writers compare kinds
    ("unlike birch or spruce")."""
    kinds = scan.knowledge.taxonomy.kinds
    category = scan.profile.buyer.product_category
    for part in scan.parts:
        tokens = part.tokens
        for i in range(min(tokens.n, part.signature)):
            key = singular(tokens.keys[i])
            if key in record or not kinds.get(key, frozenset()) & families:
                continue
            if part.owner(i) in _NAMED or not tokens.words[i].isalpha():
                continue
            nxt = i + 1
            if nxt < tokens.n and tokens.gaps[nxt] in (" ", "-") and tokens.words[nxt].isalpha():
                if tokens.keys[nxt] not in _AFTER_A_HEAD:
                    continue  # "coconut sugar", "cane sugar": what another product is made of
            _report(scan, part, i, i, f"another product than {category!r}")


def _other_form(scan: Scan, record: tuple[str, ...]) -> None:
    """The record's material in another form of its head's family ([forms]): "zinc
    concentrate" for zinc ingots, "pomegranate wine" for pomegranate juice, "copper wire rod"
    for copper cathodes. The material must come right before the form, or one word before."""
    forms = scan.knowledge.taxonomy.forms
    if len(record) < 2 or record[-1] not in forms:
        return
    head, material, families = record[-1], record[-2], forms[record[-1]]
    category = scan.profile.buyer.product_category
    for part in scan.parts:
        tokens = part.tokens
        for i in range(1, min(tokens.n, part.signature)):
            key = singular(tokens.keys[i])
            if key == head or not forms.get(key, frozenset()) & families:
                continue
            for k in (i - 1, i - 2):
                if k < 0 or any(tokens.gaps[m] not in (" ", "-") for m in range(k + 1, i + 1)):
                    break
                if singular(tokens.keys[k]) == head:
                    break  # "pomegranate juice concentrate": a form of the record's product
                if singular(tokens.keys[k]) == material and part.owner(k) not in _NAMED:
                    message = f"another form of {material} than {category!r}"
                    # "our smelter refines zinc concentrate": a raw material named, unless a
                    # verb of offering governs it (or a subject or bullet line offers it)
                    sure = offered(part, k) and (part.name == "subject" or _offer_verb(part, k))
                    _report(scan, part, k, i, message, doubt=not sure)
                    break


# Verbs that put a product on offer: "we supply zinc concentrate", "can offer copper wire rod".
_OFFER_VERBS = frozenset(
    "supply supplies offer offers offering export exports ship ships sell sells propose quote "
    "provide produce produces make makes have pack packs bottle bottles grow grows stock "
    "interest".split()  # "your interest in our pomegranate juice": the product offered
)


def _offer_verb(part, k: int) -> bool:
    """A verb of offering in token k's sentence before it, or k opens a bulleted line."""
    tokens = part.tokens
    if bulleted(tokens, k):
        return True
    low = tokens.sentence_start(k)
    return any(tokens.keys[m] in _OFFER_VERBS for m in range(low, k))


def _other_kind(scan: Scan, part, k: int, record, families) -> bool:
    """Token k is a kind of one of `families` that the record does not name, in words."""
    tokens = part.tokens
    key = singular(tokens.keys[k])
    if key in record or not scan.knowledge.taxonomy.kinds.get(key, frozenset()) & families:
        return False
    return part.owner(k) not in _NAMED and tokens.words[k].isalpha()


def _report(scan: Scan, part, k: int, i: int, message: str, doubt: bool | None = None) -> None:
    tokens = part.tokens
    if likened(tokens, k):
        return  # "people use it like maple syrup": compared with, not offered
    category = scan.profile.buyer.product_category
    start, end = tokens.span(k, i)
    part.claim(k, i, "category")
    scan.add(
        part,
        FindingType.category_wrong,
        Severity.error,
        start,
        end,
        category,
        fuzz.token_set_ratio(tokens.text[start:end], category, processor=utils.default_process),
        message,
        not offered(part, k) if doubt is None else doubt,
    )
