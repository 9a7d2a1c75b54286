"""artifact: a singular count noun with no article where English needs one.

A decoder drops the "a" of "offer Familia Cárdenas S.Coop. a steady source of ...": the name
between the verb and its object hides the gap from the word-pair rules. Two narrow places are
read, in the body only (a subject may be written headline-style):
- after a verb that takes a person or company and then a thing ("offer/send/give <Name or
  you> <adjectives> <noun>"): "offer Oceanic Marine Hardware Ltd steady source of ...";
- after a preposition, an adjective and a noun ("with steady source", "for quick quote").
The noun must be one of a short list of count nouns sales emails use in the singular, and end
its phrase (a word like "of" or a mark follows), so mass nouns and plurals ("offer Acme
samples", "supply Acme frozen seafood"), compounds ("send Acme price lists") and titles
("As Purchasing Manager", capitalised) are never read.
"""

from __future__ import annotations

from sales_dlm.facts.scan import Part, Scan

# Verbs followed by who receives and then what: "offer X a source", "send you a quote".
_GIVING_VERBS = frozenset(
    "offer offers offered offering send sends sent sending give gives gave giving "
    "show shows showing bring brings brought promise promises".split()
)
# Pronouns that can stand where the name does ("send you quick quote").
_RECEIVERS = frozenset({"you", "them", "him", "her", "us"})
_PREPOSITIONS = frozenset({"with", "for", "as", "into", "about"})
# Count nouns of a sales email that need an article in the singular. No mass nouns ("supply",
# "support", "service", "quality", "pricing"), which may stand alone.
_COUNT_NOUNS = frozenset(
    "source partner partnership supplier manufacturer call quote quotation meeting sample "
    "catalogue catalog proposal discount introduction demo visit chance opportunity deal "
    "contract range selection alternative option overview trial solution".split()
)
# Adjectives that open such a phrase after a preposition ("with steady source"); after a
# preposition a noun alone is often right ("for review", "on request"), so one is required.
_ADJECTIVES = frozenset(
    "steady stable reliable dependable trusted consistent short quick brief new free first "
    "good great better competitive long".split()
)
# Words that may follow the noun where it ends its phrase ("steady source of", "call next").
_AFTER_NOUN = frozenset(
    "of for to with from in on at that which who and or next this if when".split()
)
# Words that already determine the noun ("offer Acme a/our/one steady source").
_DETERMINERS = frozenset(
    "a an the our your their its his her my this that these those one each every another "
    "some any no more".split()
)
_MAX_ADJECTIVES = 3
_OPENERS = _GIVING_VERBS | _PREPOSITIONS


def _phrase_end(part: Part, first: int, need_adjective: bool) -> int | None:
    """The noun's index when tokens from `first` are adjectives and a listed count noun that
    ends its phrase, with no determiner; else None."""
    tokens = part.tokens
    keys, words, gaps = tokens.keys, tokens.words, tokens.gaps
    k = first
    while k < tokens.n and k - first <= _MAX_ADJECTIVES:
        if not words[k].islower() or keys[k] in _DETERMINERS:
            return None
        if k > first and gaps[k] not in (" ", "-"):
            return None  # the phrase ended at a mark
        if keys[k] in _COUNT_NOUNS and (k > first or not need_adjective):
            after = gaps[k + 1] if k + 1 <= tokens.n else ""
            if k + 1 == tokens.n or after.strip() or keys[k + 1] in _AFTER_NOUN:
                return k
            return None  # a compound goes on ("price lists", "sample cartons")
        if need_adjective and k == first and keys[k] not in _ADJECTIVES:
            return None
        k += 1
    return None


def _receiver_end(part: Part, k: int) -> int | None:
    """The last token of who receives, after the verb at k: a pronoun, or a capitalised name
    whose words are joined as a name's are ("Familia Cárdenas S.Coop.")."""
    tokens = part.tokens
    i = k + 1
    if i >= tokens.n or tokens.gaps[i] != " ":
        return None
    if tokens.keys[i] in _RECEIVERS:
        return i
    if not tokens.cap(i) or tokens.words[i].isdigit():
        return None
    j = i
    while j + 1 < tokens.n and tokens.cap(j + 1) and tokens.soft(j, j + 1):
        j += 1
    return j


def _report(scan: Scan, part: Part, first: int, noun: int) -> None:
    start, end = part.tokens.span(first, noun)
    scan.garble(
        part,
        start,
        end,
        f"'{part.tokens.text[start:end]}' needs an article ('a')",
    )


def run(scan: Scan) -> None:
    part = scan.body
    tokens = part.tokens
    keys = tokens.keys
    last = min(tokens.n, part.signature)
    # one pass in C for the few tokens that open such a phrase
    for k in [k for k, key in enumerate(keys[: last - 2]) if key in _OPENERS]:
        key = keys[k]
        if key in _GIVING_VERBS and tokens.words[k].islower():
            j = _receiver_end(part, k)
            if j is None or j + 1 >= last or tokens.gaps[j + 1] not in (" ", ". "):
                continue
            noun = _phrase_end(part, j + 1, need_adjective=False)
            if noun is not None:
                _report(scan, part, j + 1, noun)
        elif key in _PREPOSITIONS and tokens.gaps[k + 1] == " ":
            noun = _phrase_end(part, k + 1, need_adjective=True)
            if noun is not None:
                _report(scan, part, k + 1, noun)
