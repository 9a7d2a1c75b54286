"""The subject's name slot: a diffusion draft may not open its subject with an invented name.

The embedded diffusion model often opens the subject with a name slot ("Sarah, a quick idea for
...", "Hanbit Trading Co., Ltd. x ...") but fills it with a word of its own: "Marin, a quick idea"
for Sarah Mitchell, "Belly Co., Ltd. x Ndp Trading Co.". The word is committed before the model
writes what shows it was a name (the comma, the legal form), and grounding.py's pins only follow a
string's start, so nothing corrects it. `SubjectSlot` watches one row:

  slot     the first word of the subject line (after "Subject:"), when it is capitalised
  named    the token that ends that word begins with "," or "." or with a capitalised legal
           form ("Co", "Ltd", "GmbH"; the checker's legal forms): the word stood for a name
  grounded the word, with that token, starts one of the prompt's grounded strings, or is one

A slot that is named but not grounded is taken back once per draft: CanvasGrounding re-masks the
word (inside the current block only: earlier blocks may be cached) and its spelling matcher then
holds the next word to a grounded string from its first letter (spelling.SpellingMatcher
.hold_next), so the model writes the name it meant, with its own choice of which.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from sales_dlm.decoding.spelling import TokenBytes, is_word_char, token_bytes

SUBJECT = "subject:"
# a subject line longer than this has left its first word long ago: stop reading it
MAX_BYTES = 64


@lru_cache(maxsize=1)
def legal_forms() -> frozenset[str]:
    """Lower-case legal forms of two letters or more (facts knowledge)."""
    from sales_dlm.facts.knowledge import load_knowledge

    return frozenset(form for form in load_knowledge().legal.forms if len(form) >= 2)


def names_a_slot(text: str) -> bool:
    """Whether the text that ends a word ("," / ". " / " Co") shows the word was a name."""
    rest = text.lstrip(" ")
    if rest[:1] in (",", "."):
        return True
    letters = ""
    for char in rest:
        if not char.isalpha():
            break
        letters += char
    if len(letters) < 2 or not letters[0].isupper():
        return False
    key = letters.lower()
    return any(form.startswith(key) for form in legal_forms())


class SubjectSlot:
    """One row's subject line as it is written, and whether its first word must be retaken."""

    __slots__ = ("strings", "tokens", "text", "word_start", "word", "tail", "done")

    def __init__(self, strings: Sequence[str], tokens: TokenBytes):
        self.strings = [text.encode("utf-8") for text in strings if text]
        self.tokens = tokens
        self.text = b""  # the draft so far, up to MAX_BYTES
        self.word_start: int | None = None  # canvas offset of the slot word's first token
        self.word = b""  # the slot word's bytes (with its leading space)
        self.tail: bytes | None = None  # spaces after the word once it has ended
        self.done = False  # the slot has been judged (or retaken): nothing more to do

    def _ends_word(self, data: bytes) -> bool:
        """Whether this token ends the slot word: not a letter, nor a cut character (which
        may be a letter's: "Pack" + a cut byte + "., Ltd.")."""
        if self.tail is not None:
            return True
        head = data.decode("utf-8", errors="ignore")
        if not head:
            return False
        return not is_word_char(head[0])

    def retake(self, offset: int, token: int) -> int | None:
        """Before `token` is committed at canvas `offset`: the offset of the slot word to re-mask
        when this token shows a named, ungrounded slot word; else None."""
        if self.done or self.word_start is None:
            return None
        data = self.tokens.data[token]
        if not self._ends_word(data):
            return None  # the word goes on
        ending = (self.tail or b"") + data
        if not ending.strip():
            return None  # spaces: the next token tells
        self.done = True
        word = self.word.lstrip(b" ")
        head = ending.decode("utf-8", errors="ignore")
        if not word[:1].decode("utf-8", errors="ignore").isupper() or not names_a_slot(head):
            return None
        candidate = word + ending
        for string in self.strings:
            if string.startswith(candidate) or candidate.startswith(string):
                return None
        return self.word_start

    def feed(self, offset: int, token: int) -> None:
        if self.done:
            return
        data = self.tokens.data[token]
        if self.word_start is not None:
            if self._ends_word(data):
                self.tail = (self.tail or b"") + data
            else:
                self.word += data
            return
        self.text += data
        if len(self.text) > MAX_BYTES or b"\n" in self.text.strip():
            self.done = True
            return
        before = self.text[: len(self.text) - len(data)].decode("utf-8", errors="ignore")
        if before.strip().lower() == SUBJECT and data.strip():
            self.word_start, self.word = offset, data

    def retaken(self) -> None:
        """The slot word was re-masked: this draft's slot is not judged again."""
        self.done = True


def make_slots(tokenizer, grounded: Sequence[Sequence[str] | None]) -> list[SubjectSlot | None]:
    """One subject slot per prompt (None where the prompt has no grounded strings)."""
    tokens = token_bytes(tokenizer)
    return [SubjectSlot(strings, tokens) if strings else None for strings in grounded]
