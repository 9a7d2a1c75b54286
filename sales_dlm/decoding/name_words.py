"""Name-like words a diffusion draft may not invent (grounded decoding's second rule).

The copying errors grounding.py's pins cannot reach start with a wrong first token: no grounded
string is started, so nothing is enforced ("Orgtveva" for Genoveva). This rule catches them
while they are being written, with a definition that can be tested:

  word       a maximal run of letters of the draft's text (str.isalpha; a byte-level token that
             decodes to U+FFFD, half a character, counts as a letter and is never judged)
  name-like  a word whose first letter is upper case
  founded    a word whose letters, lower-cased, are a prefix of a word of the lexicon (frequent
             English words, trade words, legal forms, country names, greetings and closings;
             `shipped_lexicon`) or of a word of the prompt's grounded strings
             (grounding.grounded_strings); once the word has ended (a non-letter follows), its
             letters must be such a word, not only start one ("Mari, a quick idea" for Sarah)

`NameGuard` follows the tokens of one row. A token committed at the row's frontier (the end of
its committed prefix: the text so far) that would leave a name-like word unfounded is not
committed: among the `CANDIDATES` best tokens of the same logits that keep every word they touch
founded, the best that leaves the text in two letters or more of a grounded string's first
word ("Fr" of Frozen meals for "F雅進股份有限公司", "Bahr" for "B componentsin") is committed, else
the best of them (none: the model's own token stays, and the checker judges it). Tokens
committed out of order (low_confidence) are read, not judged.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

import torch

HALF_CHARACTER = "\ufffd"
# best tokens tried in place of an unfounded one: the embedded vocabulary has 2000 tokens and
# the right one is nearly always among the model's first few dozen
CANDIDATES = 64
# English words of the lexicon, most frequent first; chosen on the selection buyers (seed 1, 160
# steps): all 160,000 words 49/50 passed, the first 20,000 49/50, the first 8,000 50/50. The
# cost: a sentence that begins with a rarer word ("Flexible", rank ~10,000) loses that word
FREQUENT_WORDS = 8_000
# prefer a grounded string's first word to the model's best founded token (faker selection
# buyers, 160 steps, judged at a671268: 95 -> 98 of 150 passed, company/contact/sender errors
# 7 -> 4)
GROUNDED_FIRST = True


class Lexicon:
    """Lower-case words, answering "is this a prefix of one of them?" by bisection."""

    def __init__(self, words: Iterable[str]):
        self.words = sorted({w.lower() for w in words if w})

    def has_prefix(self, prefix: str) -> bool:
        at = bisect_left(self.words, prefix)
        return at < len(self.words) and self.words[at].startswith(prefix)

    def has_word(self, word: str) -> bool:
        at = bisect_left(self.words, word)
        return at < len(self.words) and self.words[at] == word


@lru_cache(maxsize=1)
def shipped_lexicon() -> Lexicon:
    """The `FREQUENT_WORDS` most frequent English words, the trade words, legal forms and
    country names of the checker's knowledge (pyspellchecker's counts, checks/words.toml,
    legal_suffixes.toml, countries.toml), split into letter runs, built once.

    Not all English words nor the cities of places.toml: with them nearly any three letters
    start some word ("Colar" starts a city, "Melin" the rare "melinite"), and the rule let the
    selection buyers' invented name "Colar Industrial" through (FREQUENT_WORDS)."""
    from spellchecker import SpellChecker

    from sales_dlm.facts.knowledge import load_knowledge

    counts = SpellChecker(language="en", distance=1).word_frequency.dictionary
    knowledge = load_knowledge()
    words = set(sorted(counts, key=counts.__getitem__, reverse=True)[:FREQUENT_WORDS])
    words |= knowledge.vocabulary.extra | set(knowledge.legal.forms)
    words.update(knowledge.countries.names.values())
    language = knowledge.language  # greetings and closings in the buyers' languages too
    words |= set(language.honorifics) | set(language.name_particles)
    for index in (language.greetings, language.closings):
        for phrase, _ in index.items():
            words.update(phrase)
    for phrase, _ in knowledge.countries.index.items():
        words.update(phrase)
    return Lexicon(run for word in words for run in letter_runs(word))


def letter_runs(text: str) -> list[str]:
    """The words of a text (see the module docstring)."""
    runs, current = [], ""
    for ch in text:
        if ch.isalpha() or ch == HALF_CHARACTER:
            current += ch
        elif current:
            runs.append(current)
            current = ""
    if current:
        runs.append(current)
    return runs


class TokenTexts:
    """Each token's text (decoded alone), cached per tokenizer."""

    def __init__(self, tokenizer: Any):
        self.tokenizer, self.cache = tokenizer, {}

    def __call__(self, token: int) -> str:
        text = self.cache.get(token)
        if text is None:
            text = self.cache[token] = self.tokenizer.decode([token])
        return text


class NameGuard:
    """One row's current word and the rule of the module docstring."""

    __slots__ = ("lexicon", "grounded", "openings", "texts", "word")

    def __init__(self, lexicon: Lexicon, grounded: Sequence[str], texts: TokenTexts):
        self.lexicon, self.texts = lexicon, texts
        self.grounded = Lexicon(run for text in grounded for run in letter_runs(text))
        # the first word of each grounded string: where a replacement may start one
        self.openings = Lexicon(runs[0] for runs in map(letter_runs, grounded) if runs)
        self.word = ""  # letters of the word the text so far ends in ("" after a non-letter)

    def _touched(self, token: int) -> tuple[list[tuple[str, bool]], str]:
        """([(each word this token adds letters to or ends, whether it ends here)], the word
        the text ends in after it)."""
        touched, current, fresh = [], self.word, False
        for ch in self.texts(token):
            if ch.isalpha() or ch == HALF_CHARACTER:
                current, fresh = current + ch, True
            else:
                if current:
                    touched.append((current, True))
                current, fresh = "", False
        if fresh:
            touched.append((current, False))
        return touched, current

    def founded(self, word: str, ended: bool = False) -> bool:
        """False only for a name-like word whose letters start no lexicon or grounded word,
        or, once it `ended`, are none."""
        if not word[0].isupper() or HALF_CHARACTER in word:
            return True
        key = word.lower()
        if ended:
            return self.grounded.has_word(key) or self.lexicon.has_word(key)
        return self.grounded.has_prefix(key) or self.lexicon.has_prefix(key)

    def allows(self, token: int) -> bool:
        return all(self.founded(word, ended) for word, ended in self._touched(token)[0])

    def feed(self, token: int) -> None:
        self.word = self._touched(token)[1]

    def best(self, logits: torch.Tensor, token: int) -> int:
        """The model's token (logits (V,)) that this row's text may take next, a grounded word's
        start first (see the module docstring); `token` itself when none of the CANDIDATES best
        is allowed."""
        top = logits.topk(min(CANDIDATES, logits.shape[-1])).indices.tolist()
        allowed = [candidate for candidate in top if self.allows(candidate)]
        if GROUNDED_FIRST:
            for candidate in allowed:
                if self.starts_grounded(candidate):
                    return candidate
        return allowed[0] if allowed else token

    def starts_grounded(self, token: int) -> bool:
        """Whether the text, after this token, ends in two letters or more that start the
        first word of a grounded string (not a later one: "United Kingdom King ...")."""
        touched, current = self._touched(token)
        return len(current) >= 2 and bool(touched) and self.openings.has_prefix(current.lower())


def make_guards(
    tokenizer: Any, grounded: Sequence[Sequence[str] | None], lexicon: Lexicon | None = None
) -> list[NameGuard | None]:
    """One guard per prompt (None where the prompt has no grounded strings)."""
    lexicon = shipped_lexicon() if lexicon is None else lexicon
    texts = TokenTexts(tokenizer)
    return [NameGuard(lexicon, strings, texts) if strings else None for strings in grounded]
