"""Drafts made of whole characters: no decoder may write a byte sequence that is not UTF-8.

A byte-level BPE tokenizer spells a character it has no merge for with one token per byte: a
Hangul syllable is three tokens (김 = EA B9 80). A model may pick a byte no character goes on
with — a Latin lead byte before a Hangul continuation ("Ĺ" + 0x80 for "김"), a lead byte
before a space — and the decoded text then carries U+FFFD where the bytes do not form a
character. So each decoder only lets a token follow the text when the bytes stay well-formed
UTF-8 (`Utf8Table`): AR and hybrid mask the scores of the tokens that may not come next
(`Utf8Processor`, `Utf8Guard`), the diffusion sampler checks each position it commits against
its neighbours (`CanvasUtf8`). A draft cut by its budget or canvas may still end inside a
character: `whole_characters` is where `build_result` stops its text then.

States of the automaton (Unicode's well-formed byte sequences, The Unicode Standard, Table 3-7):
  BOUNDARY  between characters
  NEED1..3  1, 2 or 3 continuation bytes (80..BF) to go
  AFTER_E0, AFTER_ED, AFTER_F0, AFTER_F4  the lead bytes whose next byte has a narrower range
  SYNC      reading text whose start is unknown: continuation bytes are passed over until a
            character starts (the state after any 3 bytes of well-formed text read from SYNC is
            the state after them in the whole text)
A special token (end, padding, mask) carries no bytes: it may only stand between characters.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import torch

BOUNDARY, NEED1, NEED2, NEED3, AFTER_E0, AFTER_ED, AFTER_F0, AFTER_F4, SYNC = range(9)
STATES = 9
# tokens read before a position to know the state there: 3 bytes at least, from SYNC
LOOK_BACK = 3
DEAD = STATES  # no state: the bytes are not UTF-8
# the one byte range a state takes next, and the state after it
_NEXT = {
    NEED1: (0x80, 0xBF, BOUNDARY),
    NEED2: (0x80, 0xBF, NEED1),
    NEED3: (0x80, 0xBF, NEED2),
    AFTER_E0: (0xA0, 0xBF, NEED1),
    AFTER_ED: (0x80, 0x9F, NEED1),
    AFTER_F0: (0x90, 0xBF, NEED2),
    AFTER_F4: (0x80, 0x8F, NEED2),
}


def _lead(byte: int) -> int:
    """The state after a byte read between characters."""
    if byte < 0x80:
        return BOUNDARY
    if 0xC2 <= byte <= 0xDF:
        return NEED1
    if 0xE1 <= byte <= 0xEF and byte != 0xED:
        return NEED2
    if 0xF1 <= byte <= 0xF3:
        return NEED3
    return {0xE0: AFTER_E0, 0xED: AFTER_ED, 0xF0: AFTER_F0, 0xF4: AFTER_F4}.get(byte, DEAD)


def step_byte(state: int, byte: int) -> int:
    if state == DEAD:
        return DEAD
    if state == SYNC:
        return SYNC if 0x80 <= byte <= 0xBF else _lead(byte)
    if state == BOUNDARY:
        return _lead(byte)
    lo, hi, after = _NEXT[state]
    return after if lo <= byte <= hi else DEAD


def _token_data(tokenizer: Any) -> list[bytes | None]:
    """Each token's bytes; None for a special token. Byte-level BPE pieces map to bytes exactly
    (spelling.token_bytes); a byte-fallback piece "<0xEA>" is that byte."""
    from sales_dlm.decoding.spelling import token_bytes

    pieces = tokenizer.convert_ids_to_tokens(range(len(tokenizer)))
    data: list[bytes | None] = []
    known = token_bytes(tokenizer)
    for token_id, piece in enumerate(pieces):
        if token_id in known.special or piece is None:
            data.append(None)
        elif len(piece) == 6 and piece.startswith("<0x") and piece.endswith(">"):
            data.append(bytes([int(piece[3:5], 16)]))
        else:
            data.append(known.data[token_id])
    return data


class Utf8Table:
    """The state after each token from each state (`next[state][token]`, DEAD where the token
    may not follow), for one tokenizer."""

    def __init__(self, tokenizer: Any):
        data = _token_data(tokenizer)
        self.next: list[list[int]] = []
        for state in range(STATES):
            row = []
            for piece in data:
                if piece is None:
                    row.append(BOUNDARY if state in (BOUNDARY, SYNC) else DEAD)
                    continue
                after = state
                for byte in piece:
                    after = step_byte(after, byte)
                row.append(after)
            self.next.append(row)
        # every token leaves the text between characters: nothing to guard (no byte tokens)
        self.trivial = all(after == BOUNDARY for after in self.next[BOUNDARY]) and all(
            after in (BOUNDARY, DEAD) for row in self.next for after in row
        )
        self._tensors: dict[Any, torch.Tensor] = {}
        self._sets: dict[int, Any] = {}

    def after(self, tokens: Sequence[int], state: int = BOUNDARY) -> int:
        for token in tokens:
            state = self.next[state][token] if state != DEAD else DEAD
        return state

    def tensor(self, device: Any) -> torch.Tensor:
        """(STATES + 1, V) long: the table on a device, with a DEAD row (nothing follows)."""
        hit = self._tensors.get(device)
        if hit is None:
            rows = [*self.next, [DEAD] * len(self.next[0])]
            hit = self._tensors[device] = torch.tensor(rows, dtype=torch.long, device=device)
        return hit

    def allowed(self, state: int):
        """The tokens that may follow `state`, as a grounding TokenSet (grounding.restrict)."""
        from sales_dlm.decoding.spelling import TokenSet

        hit = self._sets.get(state)
        if hit is None:
            row = self.next[state] if state != DEAD else []
            hit = self._sets[state] = TokenSet(t for t, after in enumerate(row) if after != DEAD)
        return hit


@lru_cache(maxsize=4)
def utf8_table(tokenizer: Any) -> Utf8Table:
    """Utf8Table built once per tokenizer (a pass over the vocabulary)."""
    return Utf8Table(tokenizer)


def whole_characters(table: Utf8Table, tokens: Sequence[int]) -> list[int]:
    """`tokens` up to the end of their last whole character: a draft cut by its budget or canvas
    inside a character loses the tokens of that character's first bytes (at most three), which
    decode to no character (U+FFFD), and nothing else. Text that is not UTF-8 before its end
    (from a decoder without these rules) is left as it is."""
    tokens = list(tokens)
    for _ in range(3):
        tail = tokens[-LOOK_BACK:]
        state = table.after(tail, SYNC if len(tokens) > len(tail) else BOUNDARY)
        if state in (BOUNDARY, SYNC, DEAD):
            break
        tokens.pop()
    return tokens


class Utf8Processor:
    """transformers LogitsProcessor for `generate`: each row's next token keeps its text UTF-8.
    Built per decode call; prompt_length = the (left-padded) input length, after which the
    generated text starts between characters. A row whose other processors left it no token
    UTF-8 allows keeps their scores (grounding: every grounded string is whole characters, so
    this does not happen in practice)."""

    def __init__(self, table: Utf8Table, prompt_length: int):
        self.table, self.prompt_length = table, prompt_length
        self.states: torch.Tensor | None = None  # (B,) after the columns read so far
        self.read = prompt_length

    def __call__(self, input_ids: torch.Tensor, scores: torch.Tensor) -> torch.Tensor:
        table = self.table.tensor(scores.device)  # (STATES + 1, V)
        if self.states is None or input_ids.shape[1] < self.read:  # a fresh generate call
            self.states = torch.full(
                (input_ids.shape[0],), BOUNDARY, dtype=torch.long, device=scores.device
            )
            self.read = self.prompt_length
        for column in range(self.read, input_ids.shape[1]):  # one per call while generating
            self.states = table[self.states, input_ids[:, column]]
        self.read = input_ids.shape[1]
        states = self.states
        allowed = table[states] != DEAD  # (B, V)
        masked = scores.masked_fill(~allowed, float("-inf"))
        empty = torch.isinf(masked).all(dim=-1, keepdim=True)  # (B, 1)
        return torch.where(empty, scores, masked)


class Utf8Guard:
    """One row's UTF-8 state for the hybrid decoder's verify step, with a grounding matcher's
    interface (allowed, feed, forced, reset), combined with the row's grounding matcher if it
    has one: the tokens both allow (the matcher's alone if that leaves none), as the `ar`
    decoder's two logits processors give."""

    __slots__ = ("table", "state", "matcher")

    def __init__(self, table: Utf8Table, matcher: Any = None):
        self.table, self.state, self.matcher = table, BOUNDARY, matcher

    def allowed(self):
        own = self.table.allowed(self.state)
        other = self.matcher.allowed() if self.matcher is not None else None
        if other is None:
            return own
        both = own & other
        return both if both else other

    def forced(self) -> int | None:
        allowed = self.allowed()
        return next(iter(allowed)) if len(allowed) == 1 else None

    def feed(self, token: int) -> None:
        self.state = self.table.next[self.state][token] if self.state != DEAD else DEAD
        if self.matcher is not None:
            self.matcher.feed(token)

    def reset(self) -> None:
        self.state = BOUNDARY
        if self.matcher is not None:
            self.matcher.reset()


class CanvasUtf8:
    """The diffusion sampler's UTF-8 rule, after the commit rule (and grounding) chose. A
    position committed this step may hold a token only if the text can still be UTF-8 around
    it: some state the text to its left can be in lets the token follow, and the committed text
    to its right can follow the token. A masked position counts as any token (`reach`: the
    states one token leads to), since it is filled later under the same rule, or with the end
    token where the text is between characters. A token that breaks this is replaced by the
    model's best token that does not, from the same logits.

    The text is read at most `SPAN` positions to each side: a character is 4 bytes at most, so
    what lies further has no say once the positions between are committed."""

    SPAN = 8

    def __init__(self, table: Utf8Table, mask_id: int):
        self.table, self.mask_id = table, mask_id
        self.reach = [
            frozenset(after for after in row if after != DEAD) for row in table.next
        ]  # per state: the states one token leads to

    def _read(self, states: set[int], token: int) -> set[int]:
        if token == self.mask_id:
            return {after for state in states for after in self.reach[state]}
        return {self.table.next[state][token] for state in states} - {DEAD}

    def _states_before(self, row: list[int], offset: int) -> set[int]:
        """The states the text may be in at canvas offset `offset` of `row`: the canvas starts
        between characters (the prompt ends with a whole one or a special token)."""
        lo = max(0, offset - self.SPAN)
        states = {BOUNDARY if lo == 0 else SYNC}
        for token in row[lo:offset]:
            states = self._read(states, token) or {SYNC}  # broken text before: not ours
        return {BOUNDARY if state == SYNC else state for state in states}

    def _leads_on(self, state: int, row: list[int], offset: int) -> bool:
        """Whether the text from `offset` on can follow `state`: at a mask the text may end
        (the end token) when it is between characters."""
        states = {state}
        for token in row[offset : offset + self.SPAN]:
            if token == self.mask_id and BOUNDARY in states:
                return True
            states = self._read(states, token)
            if not states:
                return False
        return True

    def _fits(self, befores: set[int], canvas: list[int], offset: int, token: int) -> bool:
        next_states = self.table.next
        return any(
            next_states[state][token] != DEAD
            and self._leads_on(next_states[state][token], canvas, offset + 1)
            for state in befores
        )

    def _best(self, befores: set[int], canvas: list[int], offset: int, scores, token: int) -> int:
        """The best token by `scores` (V,) that fits between the text either side of `offset`;
        `token` itself when none does."""
        table = self.table.tensor(scores.device)  # (STATES + 1, V)
        follows = torch.zeros(scores.shape[-1], dtype=torch.bool, device=scores.device)
        for state in befores:
            leads = [s != DEAD and self._leads_on(s, canvas, offset + 1) for s in range(STATES)]
            follows |= torch.tensor([*leads, False], device=scores.device)[table[state]]
        if not bool(follows.any()):
            return token
        return int(scores.masked_fill(~follows, float("-inf")).argmax())

    def step(
        self,
        x: torch.Tensor,
        prompt_len: int,
        rows: torch.Tensor,
        block_start: torch.Tensor,
        x0: torch.Tensor,
        commit: torch.Tensor,
        logits: torch.Tensor,
    ) -> torch.Tensor:
        """x (B, L) the canvas before this step's commits; rows (R,); block_start (R,) canvas
        offset of each row's block; x0, commit (R, block); logits (R, block, V). -> x0 with
        every committed token UTF-8 in its place."""
        committed = commit.tolist()
        if not any(any(row) for row in committed):
            return x0
        proposed = x0.tolist()
        edits: list[tuple[int, int, int]] = []  # (i, j, token)
        canvases = x[rows, prompt_len:].tolist()
        for i, (canvas, lo) in enumerate(zip(canvases, block_start.tolist(), strict=True)):
            # the canvas before this step: what is committed now to the right of a position is
            # a mask when it is judged, and is judged itself after it, left to right
            for j, chosen in enumerate(committed[i]):
                if not chosen:
                    continue
                offset, token = lo + j, proposed[i][j]
                if token != self.mask_id:  # a mask: grounding takes a word back (name_slot.py)
                    befores = self._states_before(canvas, offset)
                    if not self._fits(befores, canvas, offset, token):
                        token = self._best(befores, canvas, offset, logits[i, j], token)
                        if token != proposed[i][j]:
                            edits.append((i, j, token))
                canvas[offset] = token
        if not edits:
            return x0
        x0 = x0.clone()
        i, j, token = (torch.tensor(v, device=x0.device) for v in zip(*edits, strict=True))
        x0[i, j] = token
        return x0


def canvas_utf8(tokenizer: Any, mask_id: int) -> CanvasUtf8 | None:
    """The sampler's UTF-8 rule for a tokenizer; None when none of its tokens splits a
    character (then there is nothing to guard)."""
    table = utf8_table(tokenizer)
    return None if table.trivial else CanvasUtf8(table, mask_id)


def utf8_processor(tokenizer: Any, prompt_length: int) -> Utf8Processor | None:
    """The AR rule for a tokenizer (see canvas_utf8)."""
    table = utf8_table(tokenizer)
    return None if table.trivial else Utf8Processor(table, prompt_length)
