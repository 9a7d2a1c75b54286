"""category_wrong: a product category named in the draft that is not the buyer's.

Categories are found by longest match over the taxonomy and the batch's own categories, on
singular word forms, with hyphens, spaces and run-together words alike and one trailing
"products"/"supplies"/"equipment" absorbed. Synonyms listed in categories.toml are the same
category. Another category is an error; a *related* one (a skincare line for a cosmetics
buyer) is a warning. Not claims, so not reported: a category followed by "industry", "market",
"manufacturers" (a market: "machines for the textile industry"), or one that qualifies the
buyer's own category ("frozen seafood packaging" for a packaging buyer). Words already claimed
by a company, person or title are not read. With no category in the record nothing is compared.
"""

from __future__ import annotations

from rapidfuzz import fuzz, utils

from sales_dlm.facts.context import F_CATEGORY
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.text import singular


def _match(scan: Scan, part: Part, i: int) -> tuple[int, str] | None:
    """(last token, category id) of the category written from token i."""
    tokens, index = part.tokens, scan.context.categories
    top = min(tokens.n, i + index.max_len + 1)
    window = [singular(k) for k in tokens.keys[i:top]]
    best = None
    hit = index.match(window, 0, accept=lambda a, b, _: tokens.soft(i + a, i + b))
    if hit is not None:
        best = (i + hit[0] - 1, hit[1])
    for length in (3, 2):  # "skin care" for "skincare", "e-bikes" for "ebikes"
        if len(window) >= length and (best is None or best[0] < i + length - 1):
            joined = index.get(("".join(window[:length]),))
            if joined is not None and tokens.soft(i, i + length - 1):
                best = (i + length - 1, joined)
                break
    return best


def run(scan: Scan) -> None:
    profile = scan.profile
    expected = profile.buyer.product_category
    if not expected:
        return
    taxonomy = scan.knowledge.taxonomy
    names = scan.context.category_names
    for part in scan.parts:
        tokens = part.tokens
        done = -1
        for i in part.flagged(F_CATEGORY):
            if i <= done or i in part.claimed:
                continue
            found = _match(scan, part, i)
            if found is None:
                continue
            end, ident = found
            nxt = end + 1
            if nxt < tokens.n and singular(tokens.keys[nxt]) in taxonomy.suffix_words:
                if tokens.soft(end, nxt):
                    end = nxt
            done = end
            if not part.free(i, end):
                continue
            part.claim(i, end, "category")
            if ident in profile.categories:
                continue
            nxt = end + 1
            if nxt < tokens.n and singular(tokens.keys[nxt]) in taxonomy.context_words:
                continue  # a market, not a product: "used in the chemical industries"
            if nxt < tokens.n and part.flag(nxt) & F_CATEGORY and tokens.soft(end, nxt):
                after = _match(scan, part, nxt)
                if after is not None and after[1] in profile.categories:
                    continue  # a material or kind of the buyer's product: "steel valves"
            if ident in profile.related:
                severity, why = Severity.warning, "a category related to the buyer's"
            else:
                severity, why = Severity.error, "a category that is not the buyer's"
            surface = tokens.surface(i, end)
            scan.add_tokens(
                part,
                FindingType.category_wrong,
                severity,
                i,
                end,
                expected,
                fuzz.token_set_ratio(surface, expected, processor=utils.default_process),
                f"{why} ({names.get(ident, ident)})",
            )
