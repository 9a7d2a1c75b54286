"""The signature, copied by construction (grounded decoding's third rule).

A signature is the sender's own strings and nothing else: after the closing line ("Kind
regards,", "Sincerely,": a line that is one of the checker's closings, ending in a comma) every
line is made of the sender's name, first name, title, company (with and without its legal
form), email, phone and website, joined by separators (", ", " | ", a line break), and the
draft ends there. `SignatureSlot` follows one row's tokens and says what may come next:

  between at a line start of the signature, or after a separator: a token that starts one of
         those strings, spelled as the profile spells it (or, at a line start, the end of the
         draft)
  in     inside a string: its next token (a longer string may go on: "Hanbit Trading" +
         " Co., Ltd.")
  after  at a string's end: a separator, a longer string, or the end of the draft

Each field (the name, the title, the company, ...) is written once, and no blank line follows
the first one: no "Daniel Moreau \n\nDaniel, Kestrel Export Ltd".

So no draft signs "C Trading Co., Ltd.", "Minji Park Co., Ltd.", "Hanbit Trading Co., Ltd.У"
or "Hanbit Trading Co., Ltd. to W", and none writes on after its signature. A token that breaks
the rule anyway (a diffusion commit read out of order) ends the slot: the rest is the
checker's to judge.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from sales_dlm.decoding.spelling import TokenBytes, TokenSet, token_bytes

# the only characters of a token that joins two strings of a signature
SEPARATOR_CHARS = frozenset(" ,|\n")
SEPARATOR_MARKS = frozenset(",|\n")

OUTSIDE, BETWEEN, INSIDE, FREE = range(4)


@lru_cache(maxsize=1)
def closing_phrases() -> frozenset[str]:
    """The checker's closings (language.toml, English and the buyers' languages), lower case,
    without their comma."""
    from sales_dlm.facts.knowledge import load_knowledge

    return frozenset(" ".join(phrase) for phrase, _ in load_knowledge().language.closings.items())


def is_closing_line(line: str) -> bool:
    """Whether a line of the draft is a closing: "Kind regards,", "Sincerely,"."""
    line = line.strip()
    return line.endswith(",") and line[:-1].strip().lower() in closing_phrases()


class SignatureTokens:
    """Per tokenizer: the tokens made only of separator characters (those with a mark, those
    of spaces alone, those of line breaks alone; those with one line break at most, and marks
    with none), and the draft's ends."""

    def __init__(self, tokens: TokenBytes):
        self.ends = TokenSet(tokens.ends)
        texts = [data.decode("utf-8", "replace") for data in tokens.data]
        plain = [t for t, text in enumerate(texts) if text and set(text) <= SEPARATOR_CHARS]
        self.separators = TokenSet(plain)
        self.joins = TokenSet(t for t in plain if texts[t].count("\n") <= 1)
        self.marks = TokenSet(t for t in plain if set(texts[t]) & SEPARATOR_MARKS)
        self.inline_marks = TokenSet(t for t in self.marks if "\n" not in texts[t])
        self.spaces = TokenSet(t for t in plain if not texts[t].strip(" "))
        self.newlines = TokenSet(t for t in plain if not texts[t].strip("\n"))
        self.texts = texts


@lru_cache(maxsize=4)
def signature_tokens(tokenizer: Any) -> SignatureTokens:
    return SignatureTokens(token_bytes(tokenizer))


class SignatureSlot:
    """One row's signature (see the module docstring)."""

    __slots__ = ("trie", "kinds", "line", "state", "nodes", "sep", "blank", "starts", "family",
                 "used", "written")  # fmt: skip

    def __init__(self, tokenizer: Any, signers: Sequence[str]):
        from sales_dlm.decoding.grounding import GroundingTrie

        self.kinds = signature_tokens(tokenizer)
        self.trie = GroundingTrie(tokenizer, signers)
        # a string and those it starts or that start it are one field ("Minji", "Minji Park"):
        # a signature writes each field once
        self.family = {
            text: next(k for k, other in enumerate(signers)
                       if other.startswith(text) or text.startswith(other))
            for text in signers
        }  # fmt: skip
        # per field: first tokens written at a line start, and after a mark (", ", " | ")
        self.starts: dict[int, tuple[set[int], set[int]]] = {}
        for text in signers:
            line, mid = self.starts.setdefault(self.family[text], (set(), set()))
            for spaced, starts in ((False, line), (True, mid)):
                ids = tokenizer((" " if spaced else "") + text, add_special_tokens=False)
                if ids["input_ids"]:
                    starts.add(ids["input_ids"][0])
        self.reset()

    def reset(self) -> None:
        self.line, self.state, self.nodes, self.sep, self.blank = "", OUTSIDE, [], "", False
        self.used: set[int] = set()
        self.written: list[int] = []

    @property
    def active(self) -> bool:
        return self.state not in (OUTSIDE, FREE)

    def feed(self, token: int) -> None:
        kinds = self.kinds
        text = kinds.texts[token] if token < len(kinds.texts) else ""
        if token in kinds.ends:
            self.state = FREE if self.state != OUTSIDE else OUTSIDE
        elif self.state == OUTSIDE:
            self._read_body(text)
        elif self.state == BETWEEN:
            if token in kinds.separators:
                if self.sep.endswith("\n") and token in kinds.newlines:
                    self.blank = True
                self.sep += text
            elif token in self.trie.children[0]:
                self.state, self.nodes = INSIDE, [self.trie.children[0][token]]
                self.written = [token]
            else:
                self.state = FREE
        elif self.state == INSIDE:
            children = self.trie.children
            nodes = [children[n][token] for n in self.nodes if token in children[n]]
            if nodes:
                self.nodes = nodes
                self.written.append(token)
            elif self._finished() and token in kinds.separators:
                done = "".join(kinds.texts[t] for t in self.written).strip()
                if done in self.family:
                    self.used.add(self.family[done])
                self.state, self.nodes, self.sep = BETWEEN, [], text
            else:
                self.state, self.nodes = FREE, []

    def _read_body(self, text: str) -> None:
        """Before the signature: watch for the closing line."""
        *done, self.line = (self.line + text).split("\n")
        if self.line:
            return
        for blanks, line in enumerate(reversed(done)):
            if line.strip():
                if is_closing_line(line):
                    self.state, self.sep, self.blank = BETWEEN, "\n", blanks > 0
                return

    def _finished(self) -> bool:
        return any(self.trie.terminal[n] for n in self.nodes)

    def _starts(self, mid: bool) -> set[int]:
        """First tokens of the fields not yet written."""
        out: set[int] = set()
        for family, (line, after_mark) in self.starts.items():
            if family not in self.used:
                out |= after_mark if mid else line
        return out

    def allowed(self) -> set[int] | None:
        """The tokens the next position may hold; None = any (not in a signature)."""
        kinds = self.kinds
        if self.state in (OUTSIDE, FREE):
            return None
        if self.state == INSIDE:
            allowed = {t for n in self.nodes for t in self.trie.children[n]}
            if self._finished():
                allowed |= kinds.joins | kinds.ends  # no blank line inside a signature
            return allowed
        last, marked = self.sep[-1], bool(set(self.sep) & SEPARATOR_MARKS)
        if last == "\n":  # a line start: a field, the end, or one blank line after the closing
            blank_ok = not self.blank and not self.used
            return self._starts(mid=False) | kinds.ends | (kinds.newlines if blank_ok else set())
        if last in ",|":
            return self._starts(mid=True) | kinds.spaces
        # spaces: after a mark a field starts; before one, the mark comes
        if marked:
            return self._starts(mid=False)
        return set(kinds.inline_marks if "\n" in self.sep else kinds.marks)


def make_signature_slots(
    tokenizer: Any, grounded: Sequence[Sequence[str] | None]
) -> list[SignatureSlot | None]:
    """One slot per prompt whose grounded strings name the sender's (`signers`), else None."""
    return [
        SignatureSlot(tokenizer, strings.signers)
        if strings and getattr(strings, "signers", ())
        else None
        for strings in grounded
    ]
