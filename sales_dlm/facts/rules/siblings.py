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
from sales_dlm.facts.rules.categories import offered, record_words
from sales_dlm.facts.scan import Scan
from sales_dlm.facts.tokens import singular

# Owners of words another rule explained as a name: "Palm Beach Foods" is no palm product.
_NAMED = frozenset({"own", "contact", "sender", "foreign", "misspelled", "form", "title"})


def run(scan: Scan) -> None:
    category = scan.profile.buyer.product_category
    if not category:
        return
    kinds = scan.knowledge.taxonomy.kinds
    record = record_words(scan)
    if len(record) < 2:
        return
    # the families of the record's kinds: "passion fruit pulp" -> fruits
    families = frozenset().union(*(kinds.get(w, frozenset()) for w in record[:-1]))
    if not families:
        return
    head = record[-1]
    for part in scan.parts:
        tokens = part.tokens
        for i in range(1, min(tokens.n, part.signature)):
            if singular(tokens.keys[i]) != head or tokens.gaps[i] not in (" ", "-"):
                continue
            k = i - 1
            key = singular(tokens.keys[k])
            if key in record or not kinds.get(key, frozenset()) & families:
                continue
            if part.owner(k) in _NAMED or not tokens.words[k].isalpha():
                continue
            start, end = tokens.span(k, i)
            part.claim(k, i, "category")
            scan.add(
                part,
                FindingType.category_wrong,
                Severity.error,
                start,
                end,
                category,
                fuzz.token_set_ratio(
                    tokens.text[start:end], category, processor=utils.default_process
                ),
                f"another kind of {head} than {category!r}",
                not offered(part, k),
            )
