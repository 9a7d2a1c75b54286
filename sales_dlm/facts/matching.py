"""Fuzzy span alignment with rapidfuzz, on word boundaries.

rapidfuzz's `partial_ratio` scores 100 for "co" inside "company" and for "Ace" inside
"space"; used naively over a draft it finds names everywhere. Here it only *nominates*: the
best-aligned substring (`fuzz.partial_ratio_alignment`, on lower-cased, diacritic-folded text
whose offsets equal the draft's) is widened to whole tokens, then judged by the caller with
`fuzz.ratio` on normalised words. Every call passes `processor=None` explicitly: texts are
normalised here, once, the same way for both sides (rapidfuzz >= 3 applies no processor by
default anyway, and the scores must not depend on that default).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rapidfuzz import fuzz

from sales_dlm.facts.tokens import Tokens, fold, fold_same_length


def masked(text: str, tokens: Tokens, claimed: Iterable[int]) -> str:
    """`text` with the claimed tokens (and the gaps inside runs of them) blanked out, so
    alignment does not find again what is already explained. Offsets are unchanged."""
    indices = sorted(claimed)
    if not indices:
        return text
    pieces, pos, k = [], 0, 0
    while k < len(indices):
        first = last = indices[k]
        while k + 1 < len(indices) and indices[k + 1] == last + 1:
            k += 1
            last = indices[k]
        k += 1
        start, end = tokens.starts[first], tokens.ends[last]
        pieces += [text[pos:start], " " * (end - start)]
        pos = end
    pieces.append(text[pos:])
    return "".join(pieces)


def aligned_spans(
    needle: str, tokens: Tokens, claimed: Iterable[int], cutoff: float, limit: int
) -> Iterator[tuple[int, int]]:
    """Token spans (first, last) of `tokens` that align with `needle`, best first.

    At most `limit` spans; each span is blanked out before the next search, so the caller
    may reject a span and get the next best one.
    """
    needle = fold_same_length(needle)
    hay = masked(tokens.folded, tokens, claimed)
    for _ in range(limit):
        hit = fuzz.partial_ratio_alignment(needle, hay, processor=None, score_cutoff=cutoff)
        if hit is None or hit.dest_end <= hit.dest_start:
            return
        i = tokens.index_at(hit.dest_start)
        if i < 0 or tokens.ends[i] <= hit.dest_start:
            i += 1  # the alignment starts in a gap: the next token
        j = tokens.index_at(hit.dest_end - 1)
        if i > j or i >= tokens.n:
            return
        start, end = tokens.starts[i], tokens.ends[j]
        hay = hay[:start] + " " * (end - start) + hay[end:]
        yield i, j


def word_ratio(folded_name: str, tokens: Tokens, i: int, j: int) -> float:
    """fuzz.ratio of tokens i..j, normalised and folded, against an already folded name."""
    return fuzz.ratio(folded_name, fold(tokens.normal(i, j)), processor=None)
