"""Grounded strings followed by their spelling, whatever tokens the model spells them with.

grounding.py's token trie only recognises a grounded string the model starts with the record's
own tokenisation; a model that writes " I" + "ot" + "kova" for " Iot" + "kova" is never held to
"Iotkova Ltd". `SpellingMatcher` follows the UTF-8 bytes of the text instead (byte-level BPE
tokens are byte strings, and a byte match never depends on where a token boundary falls, even
inside a character of a non-Latin script):

  start     a grounded string may start where the text is at a word boundary (the character
            before is no letter, digit or combining mark)
  evident   a match is held once a word of the matched text has `MIN_CHARS` characters and,
            lower-cased, starts no word of the lexicon (name_words.shipped_lexicon): "Iot" is
            a name, "Ann" may still become "annual"; once held, it stays held
  continue  while a held string is unfinished, the next token must keep the text a prefix of
            it (any split of the remaining bytes), or finish it and go on as below
  finish    after a held string's end, the next token may not continue its last word with a
            letter of the same script ("Kaučič" + "ič", "อุษณี" + "อ"); a space, punctuation
            or a letter of another script may follow, and so may a longer grounded string
            ("Hoffmann Stahl" + " GmbH")
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import torch

from sales_dlm.decoding.name_words import Lexicon

# characters of a word before a match is held: two letters are too often any word's start
MIN_CHARS = 3
# a token whose first character is split (a continuation byte, or a lead byte the token does not
# finish) cannot be told apart from a letter, so it may not follow a finished string
SPLIT = "split"


def _byte_decoder() -> dict[str, int]:
    from transformers.convert_slow_tokenizer import bytes_to_unicode

    return {char: byte for byte, char in bytes_to_unicode().items()}


def is_word_char(char: str) -> bool:
    return char.isalnum() or unicodedata.category(char).startswith("M")


def word_runs(text: str) -> list[str]:
    """The words of a text: runs of letters, digits and combining marks (Thai and Devanagari
    write vowels as marks, which str.isalpha does not count)."""
    runs, current = [], ""
    for char in text:
        if is_word_char(char):
            current += char
        elif current:
            runs.append(current)
            current = ""
    return [*runs, current] if current else runs


def script(char: str) -> str:
    """The script of a letter by its Unicode name's first word (LATIN, CYRILLIC, THAI, CJK...)."""
    return unicodedata.name(char, "UNKNOWN").split()[0]


def lead_script(data: bytes) -> str | None:
    """The script of the word character `data` starts with; None when it starts with none
    (a space, punctuation, nothing); SPLIT when its first character is cut."""
    if not data:
        return None
    if 0x80 <= data[0] < 0xC0:
        return SPLIT
    for size in range(1, 5):
        try:
            char = data[:size].decode("utf-8")
        except UnicodeDecodeError:
            continue
        return script(char) if is_word_char(char) else None
    return SPLIT


class TokenBytes:
    """Each token's bytes and lead script, cached per tokenizer (byte-level BPE tokens map to
    bytes exactly; other tokens are taken as the UTF-8 of their decoded text)."""

    def __init__(self, tokenizer: Any):
        decoder = _byte_decoder()
        special = set(tokenizer.all_special_ids)
        self.data: list[bytes] = []
        for token_id, piece in enumerate(tokenizer.convert_ids_to_tokens(range(len(tokenizer)))):
            if token_id in special or piece is None:
                self.data.append(b"")
            elif all(char in decoder for char in piece):
                self.data.append(bytes(decoder[char] for char in piece))
            else:
                self.data.append(tokenizer.decode([token_id]).encode("utf-8"))
        self.special = special
        # the tokens that end a draft: a finished name may be the draft's last word (the
        # signature's company), so they stay allowed after one
        self.ends = frozenset(
            t for t in (tokenizer.eos_token_id, tokenizer.pad_token_id) if t is not None
        )
        self.lead = [lead_script(data) for data in self.data]
        # tokens by their first two bytes (one-byte tokens by their byte): the tokens that may
        # go on with a string's rest, without a pass over every token led by a space
        self.by_head: dict[bytes, list[int]] = {}
        for token_id, data in enumerate(self.data):
            if data:
                self.by_head.setdefault(data[:2], []).append(token_id)
        self._free: dict[str, TokenSet] = {}

    def candidates(self, rest: bytes) -> list[int]:
        """The tokens whose bytes may start `rest` (a superset: the caller checks each)."""
        if len(rest) == 1:
            return [t for head, ids in self.by_head.items() if head[0] == rest[0] for t in ids]
        return self.by_head.get(rest[:1], []) + self.by_head.get(rest[:2], [])

    def free_after(self, last: str) -> TokenSet:
        """Tokens that may follow a finished string whose last letter is of script `last`
        (shared: nearly the whole vocabulary, built once per script)."""
        hit = self._free.get(last)
        if hit is None:
            hit = self._free[last] = TokenSet(
                t
                for t, lead in enumerate(self.lead)
                if (t not in self.special and lead != last and lead != SPLIT) or t in self.ends
            )
        return hit


class TokenSet(frozenset):
    """A shared set of token ids with its index tensor made once per device (grounding.restrict)."""

    def index(self, device: Any) -> torch.Tensor:
        cache = self.__dict__.setdefault("_index", {})
        hit = cache.get(device)
        if hit is None:
            hit = cache[device] = torch.tensor(sorted(self), dtype=torch.long, device=device)
        return hit


@lru_cache(maxsize=4)
def token_bytes(tokenizer: Any) -> TokenBytes:
    """TokenBytes built once per tokenizer (a pass over the vocabulary)."""
    return TokenBytes(tokenizer)


class SpellingMatcher:
    """One row's matches of its grounded strings by spelling (see the module docstring)."""

    __slots__ = (
        "strings",
        "tokens",
        "lexicon",
        "min_chars",
        "starts",
        "ends",
        "active",
        "pending",
        "boundary",
        "hold_next",
        "openers",
        "_evident",
    )

    def __init__(
        self,
        strings: Sequence[str],
        tokens: TokenBytes,
        lexicon: Lexicon,
        min_chars: int = MIN_CHARS,
        openers: Sequence[str] | None = None,
    ):
        """openers: the strings `hold_next` may start (None = all; grounding.GroundedStrings)."""
        self.strings = [text.encode("utf-8") for text in strings if text]
        wanted = None if openers is None else {text.encode("utf-8") for text in openers}
        self.openers = [i for i, d in enumerate(self.strings) if wanted is None or d in wanted]
        self.tokens, self.lexicon, self.min_chars = tokens, lexicon, min_chars
        self.starts: dict[int, list[int]] = {}
        for index, data in enumerate(self.strings):
            self.starts.setdefault(data[0], []).append(index)
        # the script a finished string's last letter bans (None: it ends in no letter)
        self.ends = [
            script(text[-1]) if is_word_char(text[-1]) else None
            for text in (data.decode("utf-8") for data in self.strings)
        ]
        self._evident: dict[tuple[int, int], bool] = {}
        self.reset()

    def reset(self) -> None:
        """Back to an empty text (the draft's start)."""
        self.active: list[tuple[int, int, bool]] = []  # (string, bytes matched, held)
        self.pending = b""  # bytes of a character not yet complete
        self.boundary = True  # whether the text so far ends at a word boundary
        # the next word must start a grounded string, held from its first letter (name_slot.py)
        self.hold_next = False

    def feed(self, token: int) -> None:
        data = self.tokens.data[token]
        if not data:  # a special token: nothing spelled continues across it
            self.active, self.pending, self.boundary = [], b"", True
            return
        strings, active = self.strings, self.active
        for byte in data:
            active = [
                (i, k + 1, held)
                for i, k, held in active
                if k < len(strings[i]) and strings[i][k] == byte
            ]
            if not self.pending and self.boundary:
                started = self.starts.get(byte, ())
                if self.hold_next:
                    started = [i for i in started if i in self.openers]
                active += [(i, 1, self.hold_next) for i in started]
                if started:
                    self.hold_next = False
            self._advance_text(byte)
        self.active = [(i, k, held or self.evident(i, k)) for i, k, held in active]

    def _advance_text(self, byte: int) -> None:
        self.pending += bytes((byte,))
        try:
            char = self.pending.decode("utf-8")
        except UnicodeDecodeError:
            if len(self.pending) >= 4:  # not UTF-8: no word goes on through it
                self.pending, self.boundary = b"", True
            return
        self.pending, self.boundary = b"", not is_word_char(char[-1])

    def evident(self, index: int, matched: int) -> bool:
        key = (index, matched)
        hit = self._evident.get(key)
        if hit is None:
            text = self.strings[index][:matched].decode("utf-8", errors="ignore")
            hit = self._evident[key] = any(
                len(word) >= self.min_chars and not self.lexicon.has_prefix(word.lower())
                for word in word_runs(text)
            )
        return hit

    def allowed(self) -> set[int] | None:
        """The tokens the next position may hold; None = any (no held match)."""
        held = [(i, k) for i, k, is_held in self.active if is_held]
        if self.hold_next and not held:
            return self._starts()
        if not held:
            return None
        allowed: set[int] = set()
        free: list[TokenSet] = []  # after finished strings
        for i, k in held:
            data, last = self.strings[i], self.ends[i]
            if k == len(data):
                if last is None:
                    return None
                free.append(self.tokens.free_after(last))
                continue
            rest = data[k:]
            for token in self.tokens.candidates(rest):
                piece = self.tokens.data[token]
                if len(piece) <= len(rest):
                    if rest.startswith(piece):
                        allowed.add(token)
                elif piece.startswith(rest) and (
                    last is None or lead_script(piece[len(rest) :]) not in (last, SPLIT)
                ):
                    allowed.add(token)
        if free and not allowed and all(f is free[0] for f in free):
            return free[0]  # shared, not copied: the common case at a name's end
        return allowed.union(*free)

    def _starts(self) -> set[int]:
        """Tokens that start a grounded string (after spaces, if any)."""
        openers = [self.strings[i] for i in self.openers]
        allowed: set[int] = set()
        for token, piece in enumerate(self.tokens.data):
            word = piece.lstrip(b" ")
            if word and any(data.startswith(word) or word.startswith(data) for data in openers):
                allowed.add(token)
        return allowed


def make_spelling_matchers(
    tokenizer: Any, grounded: Sequence[Sequence[str] | None], lexicon: Lexicon | None = None
) -> list[SpellingMatcher | None]:
    """One matcher per prompt (None where the prompt has no grounded strings)."""
    from sales_dlm.decoding.name_words import shipped_lexicon

    lexicon = shipped_lexicon() if lexicon is None else lexicon
    tokens = token_bytes(tokenizer)
    return [
        SpellingMatcher(strings, tokens, lexicon, openers=getattr(strings, "openers", None))
        if strings
        else None
        for strings in grounded
    ]
