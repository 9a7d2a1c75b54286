"""Grounded decoding: names and facts from the records are written exactly as the records spell
them, never half-copied.

From a prompt's buyer and sender (`grounded_strings`: the buyer's company with and without its
legal form, the contact's full, first and last name, title, category and country; the sender's
company with and without its legal form, name and title; the names and codes of the buyer's
notes, note_strings.py) a token trie is built (`GroundingTrie`)
over the token sequences of " " + string and of string (byte-level BPE spells a word with its
leading space differently; the second form only starts after a non-letter, e.g. a line start).

A `Matcher` follows the tokens a draft has so far. Once `MIN_TOKENS` tokens of a grounded string
have been written (its start: "unambiguously" = two tokens, tuned on the selection buyers,
reports/grounding.md), the next token must continue one of the grounded strings it started, until
it reaches the end of one: there the draft may leave (after the core name, before or after a legal
form). Every position where a string starts is followed, so a second try after a wrong exit is
caught too.

AR (`GroundingProcessor`): a transformers LogitsProcessor that sets every other token's score to
-inf on the rows inside a started string (works with `generate`, batching and its KV cache).
Diffusion (`CanvasGrounding`, called by sampler.sample after the commit rule chose): the committed
prefix of each row's canvas is fed to the row's matcher; a token committed inside a started string
that does not continue it is replaced by the model's best token that does (from the same logits);
where only one continuation is possible it is pinned at once onto the following masked positions,
across block boundaries (positions of the current block are committed with the step, later ones
written into the canvas). Outside a started string, a token at the frontier that would make a
name-like word no grounded string or lexicon word starts is replaced too (name_words.py), and an
invented word in the subject's name slot is re-masked and written again (name_slot.py).

Each matcher also follows the strings by spelling (spelling.py): a string the model starts
through other tokens than the record's is held to its end, and a finished string is not run on.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

import torch

from sales_dlm.decoding.clauses import (
    FixedClause,
    clause_rules,
    make_fixed_clauses,
    template_rules,
)
from sales_dlm.decoding.name_slot import SubjectSlot
from sales_dlm.decoding.name_words import NameGuard
from sales_dlm.decoding.note_strings import note_strings
from sales_dlm.decoding.signature import SignatureSlot, make_signature_slots
from sales_dlm.decoding.spelling import SpellingMatcher, TokenSet, make_spelling_matchers
from sales_dlm.training.emails import facts_of, greeting_lines, place_phrase, subject_lines

# tokens of a grounded string that must be written before it is enforced (tuned on seed 1)
MIN_TOKENS = 2
# letters of a capitalised first token that starts its string at once mid-sentence
CAPITAL_START_LETTERS = 3
# options.grounding None: on for the embedded models (reports/grounding.md), off for others;
# for diffusion only with a rule that commits left to right (the committed prefix is the text so
# far): on the selection buyers (seed 1) at 64 steps (low_confidence) it passed 2/50 vs 4/50
EMBEDDED_DEFAULT = True
EMBEDDED_NAME = "embedded"
LEFT_TO_RIGHT_RULES = ("left_to_right", "confident_run")
# diffusion: also the name-like word rule (name_words.py) when grounding is on
NAME_RULE = True
# also match the strings by spelling (spelling.py), whatever tokens the model writes them with
SPELLING = True
# diffusion: retake an invented name in the subject's name slot (name_slot.py)
SUBJECT_SLOT = True
# after the closing line, only the sender's strings (signature.py)
SIGNATURE = True
# the models' clauses with one continuation: "As <title>, you", "at <fair>." (clauses.py)
FIXED_CLAUSES = True


def grounding_on(options: Any, loaded: Any, grounded: Sequence | None) -> bool:
    """Whether this decode call grounds: strings were given and the options (None = the
    model's default, see EMBEDDED_DEFAULT) say so."""
    if not grounded or not any(grounded):
        return False
    if options.grounding is not None:
        return bool(options.grounding)
    if not (EMBEDDED_DEFAULT and loaded.name == EMBEDDED_NAME):
        return False
    rule = getattr(options, "remasking", "left_to_right")
    return rule in LEFT_TO_RIGHT_RULES


def check_grounded(grounded: Sequence | None, prompts: Sequence[str]) -> None:
    if grounded is not None and len(grounded) != len(prompts):
        raise ValueError(
            f"grounded has {len(grounded)} lists of strings for {len(prompts)} prompts"
        )


def _is_quote(char: str, side: str) -> bool:
    """Whether `char` is a quotation mark or bracket that may open (side "open") or close a
    name: '"', «», „“, 「」 ..."""
    kinds = ("Pi", "Pf", "Ps") if side == "open" else ("Pi", "Pf", "Pe")
    return char in "\"'" or unicodedata.category(char) in kinds


def _company_forms(company: str, knowledge) -> list[str]:
    """The company, its core, and the core with only the legal form before or after it. A core
    the company quotes keeps its quotes in those two: SIA "Staldzenes Krasts" gives
    'SIA "Staldzenes Krasts"' and '"Staldzenes Krasts"', never 'SIA "Staldzenes Krasts'."""
    forms = [company]
    core = knowledge.legal.split(company).core_text if knowledge is not None else ""
    at = company.find(core) if core else -1
    if at >= 0:
        end = at + len(core)
        if 0 < at and end < len(company):
            if _is_quote(company[at - 1], "open") and _is_quote(company[end], "close"):
                at, end = at - 1, end + 1
        forms += [core, company[:end], company[at:]]
    return forms


class GroundedStrings(list):
    """A prompt's grounded strings (a list of str), with `openers`: those a subject's name slot
    may open with (name_slot.py): the buyer's company, contact and category and the sender's
    company, not the sender's own name or title, which no subject addresses; and `signers`:
    the sender's strings a signature is made of (signature.py); and `clauses`: the heads of
    the clauses the models go on with one way only, and their continuations (clauses.py)."""

    openers: tuple[str, ...] = ()
    signers: tuple[str, ...] = ()
    clauses: tuple[tuple[str, tuple[str, ...]], ...] = ()


def _clean(strings: Sequence[str | None]) -> list[str]:
    seen: list[str] = []
    for text in strings:
        text = " ".join((text or "").split())
        if text and text not in seen:
            seen.append(text)
    return seen


def grounded_strings(buyer: Any, sender: Any, knowledge: Any = None) -> GroundedStrings:
    """The strings a draft for this buyer must copy exactly (see the module docstring).

    knowledge: the checker's (facts.load_knowledge(); None = the shipped one) for legal forms."""
    if knowledge is None:
        from sales_dlm.facts.knowledge import load_knowledge

        knowledge = load_knowledge()
    companies = _company_forms(buyer.company, knowledge)
    my_companies = _company_forms(sender.company, knowledge)
    openers: list[str] = [*companies]
    openers += [buyer.contact_name, buyer.first_name, buyer.last_name]
    category = buyer.product_category or ""
    # a subject opens with the category capitalised: "Steam irons for ..."
    openers += [category, category[:1].upper() + category[1:]]
    openers += my_companies
    parts = sender.name.split() or [""]
    # the sender's country too: "from South Korea", not only the buyer's South Africa
    rest = [buyer.contact_title, buyer.country, sender.name, parts[0], parts[-1], sender.title,
            sender.country]  # fmt: skip
    notes = note_strings(buyer.notes)
    strings = GroundedStrings(_clean([*openers, *rest, *notes]))
    # a buyer's name that is also the sender's (Park and Park) is no opener
    senders = _clean(rest[2:])
    strings.openers = tuple(t for t in _clean(openers) if t not in senders)
    contact = [getattr(sender, field, "") for field in ("email", "phone", "website")]
    signers = [sender.name, parts[0], sender.title, *my_companies]
    strings.signers = tuple(_clean([*signers, *contact]))
    # the fairs of the notes: the marked words after "at" that end their clause ("Met at SIAL
    # Shanghai; needs ..."; not "Light" of "Met at Light + Building")
    written = " ".join(buyer.notes.split())
    fairs = [text for text in notes if re.search(rf"\bat {re.escape(text)}(?![^,;:.!?])", written)]
    strings.clauses = clause_rules(
        buyer.contact_title,
        companies,
        fairs,
        category,
        place_phrase(buyer.country),
        place_phrase(sender.country),
    ) + template_rules(
        subject_lines(facts := facts_of(buyer, sender)),
        category,
        buyer.company,
        sender.company,
        greeting_lines(facts),
    )
    return strings


class GroundingTrie:
    """Token trie over the grounded strings of one prompt (node 0 = the root)."""

    def __init__(self, tokenizer: Any, strings: Sequence[str]):
        self.children: list[dict[int, int]] = [{}]
        self.terminal: list[bool] = [False]
        self.depth: list[int] = [0]
        self.free_start: set[int] = set()  # first tokens that carry their own leading space
        # first tokens that are the string's whole first word, capitalised, of 3 letters or
        # more (" Chief", " Kiwi"; not " Han" of Hanbit, which starts Hanoi too): written
        # mid-sentence, where English capitalises only names and titles, they start the string
        # at once (Matcher.feed)
        self.capital_starts: set[int] = set()
        for text in strings:
            for spaced in (True, False):
                ids = list(
                    tokenizer((" " if spaced else "") + text, add_special_tokens=False)["input_ids"]
                )
                if ids:
                    self._add(ids)
                    if spaced:
                        self.free_start.add(ids[0])
                        word = tokenizer.decode([ids[0]]).strip()
                        whole = word == text.split()[0]
                        if whole and len(word) >= CAPITAL_START_LETTERS and word.istitle():
                            self.capital_starts.add(ids[0])

    @classmethod
    def from_ids(cls, sequences: Sequence[Sequence[int]]) -> GroundingTrie:
        """A trie over token sequences given as ids (each free to start anywhere)."""
        trie = cls(None, ())
        for ids in sequences:
            trie._add(list(ids))
            trie.free_start.add(ids[0])
        return trie

    def _add(self, ids: list[int]) -> None:
        node = 0
        for token in ids:
            nxt = self.children[node].get(token)
            if nxt is None:
                nxt = len(self.children)
                self.children[node][token] = nxt
                self.children.append({})
                self.terminal.append(False)
                self.depth.append(self.depth[node] + 1)
            node = nxt
        self.terminal[node] = True


class WordEnds:
    """Whether a token's text ends in a letter or digit, or in a cut character (then a grounded
    string spelled without its leading space cannot start right after it). Cached per
    tokenizer; a matcher with a spelling matcher asks that instead."""

    def __init__(self, tokenizer: Any):
        self.tokenizer, self.last = tokenizer, {}  # token -> its text's last character

    def _last(self, token: int) -> str:
        last = self.last.get(token)
        if last is None:
            last = self.last[token] = self.tokenizer.decode([token])[-1:]
        return last

    def mid_sentence(self, token: int | None) -> bool:
        """Whether a word after this token stands inside a sentence: the token ends in a letter,
        a digit or a comma (not a full stop, a colon or a line break)."""
        if token is None:
            return False
        last = self._last(token)
        return last.isalnum() or last == ","

    def __call__(self, token: int) -> bool:
        last = self._last(token)
        # a cut character (U+FFFD) may be a letter's: no string starts inside a word
        return last.isalnum() or last == "\ufffd"


class Matcher:
    """The grounded strings a row is writing, token by token (see the module docstring)."""

    __slots__ = (
        "trie",
        "word_ends",
        "min_tokens",
        "active",
        "prev",
        "spelling",
        "eager",
        "signature",
        "clause",
    )

    def __init__(
        self,
        trie: GroundingTrie,
        word_ends: WordEnds,
        min_tokens: int = MIN_TOKENS,
        spelling: SpellingMatcher | None = None,
        signature: SignatureSlot | None = None,
        clause: FixedClause | None = None,
    ):
        """spelling: the same strings followed by their spelling (spelling.py), which holds the
        draft to a string the trie does not see started, and to its end; signature: the
        sender's strings a signature is made of (signature.py), which rule after the closing;
        clause: the continuations of the models' fixed clauses (clauses.py)."""
        self.trie, self.word_ends, self.min_tokens = trie, word_ends, min_tokens
        self.spelling, self.signature, self.clause = spelling, signature, clause
        self.active: list[int] = []  # trie nodes of the matches in progress
        self.prev: int | None = None
        self.eager = -1  # the node of a string started mid-sentence by a capitalised word

    def feed(self, token: int) -> None:
        trie = self.trie
        children = trie.children
        active = [children[n][token] for n in self.active if token in children[n]]
        start = children[0].get(token)
        self.eager = -1
        if start is not None and (token in trie.free_start or self._at_boundary()):
            active.append(start)
            if token in trie.capital_starts and self.word_ends.mid_sentence(self.prev):
                self.eager = start
        self.active, self.prev = active, token
        if self.spelling is not None:
            self.spelling.feed(token)
        if self.signature is not None:
            self.signature.feed(token)
        if self.clause is not None:
            self.clause.feed(token)

    def _at_boundary(self) -> bool:
        """Whether the text so far ends at a word boundary, where a string may start."""
        if self.spelling is not None:  # reads whole characters, split over tokens or not
            return self.spelling.boundary and not self.spelling.pending
        return self.prev is None or not self.word_ends(self.prev)

    def reset(self) -> None:
        """Back to an empty text (the draft's start)."""
        self.active, self.prev, self.eager = [], None, -1
        if self.spelling is not None:
            self.spelling.reset()
        if self.signature is not None:
            self.signature.reset()
        if self.clause is not None:
            self.clause.reset()

    def allowed(self) -> set[int] | None:
        """The tokens the next position may hold; None = any (no string started, or one is
        complete here and the draft may leave it). Where the trie holds nothing, the spelling
        matcher's answer; where both hold, the tokens both allow (the trie also reads a fresh
        start of a string after every space: "Александра Александра"), else the trie's. In
        the signature, the signature's rule alone; after a fixed clause's head, its
        continuations."""
        if self.signature is not None and self.signature.active:
            return self.signature.allowed()
        if self.clause is not None and (fixed := self.clause.allowed()) is not None:
            if self.spelling is not None and self.spelling.hold_next:
                # a subject slot retaken (name_slot.py): of the clause's choices, a name's
                return (fixed & self.spelling.allowed()) or fixed
            return fixed
        trie = self.trie
        spelled = self.spelling.allowed() if self.spelling is not None else None
        started = [n for n in self.active if trie.depth[n] >= self.min_tokens or n == self.eager]
        if not started or any(trie.terminal[n] for n in started):
            return spelled
        allowed: set[int] = set()
        for node in started:
            allowed.update(trie.children[node])
        both = allowed & spelled if spelled is not None else None
        return both or allowed

    def forced(self) -> int | None:
        """The one token the next position must hold, if there is exactly one."""
        allowed = self.allowed()
        if allowed is not None and len(allowed) == 1:
            return next(iter(allowed))
        return None


def model_matchers(loaded: Any, grounded: Sequence[Sequence[str] | None]) -> list[Matcher | None]:
    """`make_matchers` for a loaded model: the fixed clauses only for the embedded models, whose
    training sentences they are (another model grounded with --grounding on keeps its own
    phrasing)."""
    return make_matchers(loaded.tokenizer, grounded, clauses=loaded.name == EMBEDDED_NAME)


def make_matchers(
    tokenizer: Any,
    grounded: Sequence[Sequence[str] | None],
    min_tokens: int | None = None,
    clauses: bool = True,
) -> list[Matcher | None]:
    """One matcher per prompt (None where the prompt has no grounded strings). clauses: also
    the fixed clauses (clauses.py), the embedded models' training sentences (decoders call
    `model_matchers`, which decides)."""
    min_tokens = MIN_TOKENS if min_tokens is None else min_tokens
    word_ends = WordEnds(tokenizer)
    spellings = make_spelling_matchers(tokenizer, grounded) if SPELLING else [None] * len(grounded)
    signatures = make_signature_slots(tokenizer, grounded) if SIGNATURE else [None] * len(grounded)
    fixed = FIXED_CLAUSES and clauses
    clauses = make_fixed_clauses(tokenizer, grounded) if fixed else [None] * len(grounded)
    return [
        Matcher(
            GroundingTrie(tokenizer, strings), word_ends, min_tokens, spelling, signature, clause
        )
        if strings
        else None
        for strings, spelling, signature, clause in zip(
            grounded, spellings, signatures, clauses, strict=True
        )
    ]


def restrict(scores: torch.Tensor, allowed: set[int]) -> torch.Tensor:
    """scores (V,) -> scores with every token outside `allowed` at -inf."""
    if isinstance(allowed, TokenSet):
        index = allowed.index(scores.device)
    else:
        index = torch.tensor(sorted(allowed), dtype=torch.long, device=scores.device)
    out = torch.full_like(scores, float("-inf"))
    out[index] = scores[index]
    return out


class GroundingProcessor:
    """transformers LogitsProcessor for `generate`: rows inside a started grounded string may
    only continue it. Built per decode call; prompt_length = the (left-padded) input length."""

    def __init__(self, matchers: Sequence[Matcher | None], prompt_length: int):
        self.matchers, self.fed = list(matchers), prompt_length

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.Tensor:
        new = input_ids[:, self.fed :].tolist()  # (B, tokens since the last call)
        self.fed = input_ids.shape[1]
        changed = None
        for row, matcher in enumerate(self.matchers):
            if matcher is None:
                continue
            for token in new[row]:
                matcher.feed(token)
            allowed = matcher.allowed()
            if allowed is not None:
                changed = scores.clone() if changed is None else changed
                changed[row] = restrict(scores[row], allowed)
        return scores if changed is None else changed


class CanvasGrounding:
    """Grounding of the diffusion sampler's canvas (see the module docstring). Holds one matcher
    per prompt and how far into its canvas it has read (the committed prefix)."""

    def __init__(
        self,
        matchers: Sequence[Matcher | None],
        mask_id: int,
        guards: Sequence[NameGuard | None] | None = None,
        slots: Sequence[SubjectSlot | None] | None = None,
    ):
        """guards: per prompt, the name-like word rule (name_words.py), or None for none;
        slots: per prompt, the subject's name slot (name_slot.py), or None for none."""
        self.matchers, self.mask_id = list(matchers), mask_id
        self.guards = list(guards) if guards is not None else [None] * len(self.matchers)
        self.slots = list(slots) if slots is not None else [None] * len(self.matchers)
        self.fed = [0] * len(self.matchers)

    def _retake(self, row: int, canvas_row: list[int], start: int) -> None:
        """Re-mask from `start` on: the row's readers go back to the text before it, and the
        next word must start a grounded string (name_slot.py)."""
        matcher, guard, slot = self.matchers[row], self.guards[row], self.slots[row]
        matcher.reset()
        if guard is not None:
            guard.word = ""
        for token in canvas_row[:start]:
            matcher.feed(token)
            if guard is not None:
                guard.feed(token)
        if matcher.spelling is not None:
            matcher.spelling.hold_next = True
        slot.retaken()
        self.fed[row] = start

    def step(
        self,
        x: torch.Tensor,
        prompt_len: int,
        rows: torch.Tensor,
        block_start: torch.Tensor,
        x0: torch.Tensor,
        commit: torch.Tensor,
        logits: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """After the commit rule: x (B, L) the canvas before this step's commits; rows (R,);
        block_start (R,) canvas offset of each row's block; x0, commit (R, block); logits
        (R, block, V). -> (x0, commit) corrected; later blocks' pins are written into x."""
        wanted = [i for i, r in enumerate(rows.tolist()) if self.matchers[r] is not None]
        if not wanted:
            return x0, commit
        row_ids = rows.tolist()
        canvas = x[rows, prompt_len:].tolist()
        starts, x0_list, commit_list = block_start.tolist(), x0.tolist(), commit.tolist()
        block, length, mask = x0.shape[1], x.shape[1] - prompt_len, self.mask_id
        edits: list[tuple[int, int, int]] = []  # (i, j, token) in this step's block
        pins: list[tuple[int, int, int]] = []  # (row, canvas offset, token) in later blocks
        holes: list[tuple[int, int, int]] = []  # (i, first j re-masked, j where it stops)
        for i in wanted:
            row, matcher, lo = row_ids[i], self.matchers[row_ids[i]], starts[i]
            guard, slot = self.guards[row], self.slots[row]
            offset, retake = self.fed[row], None
            while offset < length:
                j = offset - lo
                in_block = 0 <= j < block
                if canvas[i][offset] != mask:
                    token = canvas[i][offset]
                elif in_block and commit_list[i][j]:
                    token, allowed = x0_list[i][j], matcher.allowed()
                    if allowed is not None and token not in allowed:
                        token = int(restrict(logits[i, j], allowed).argmax())
                        edits.append((i, j, token))
                    elif allowed is None and guard is not None and not guard.allows(token):
                        token = guard.best(logits[i, j], token)
                        edits.append((i, j, token))
                    retake = slot.retake(offset, token) if slot is not None else None
                    if retake is not None and retake >= lo:
                        holes.append((i, retake - lo, j))
                        break
                    retake = None
                else:
                    token = matcher.forced()
                    if token is None:
                        break
                    if in_block:
                        edits.append((i, j, token))
                    else:
                        pins.append((row, prompt_len + offset, token))
                matcher.feed(token)
                if guard is not None:
                    guard.feed(token)
                if slot is not None:
                    slot.feed(offset, token)
                offset += 1
            if retake is None:
                self.fed[row] = offset
            else:
                self._retake(row, canvas[i], retake)
        if edits or holes:
            x0, commit = x0.clone(), commit.clone()
        if edits:
            i, j, token = (torch.tensor(v, device=x0.device) for v in zip(*edits, strict=True))
            x0[i, j] = token
            commit[i, j] = True
        for i, first, stop in holes:
            # the slot word is written over with masks; nothing from its end on is committed
            x0[i, first:stop] = mask
            commit[i, first:stop] = True
            commit[i, stop:] = False
        if pins:
            row, column, token = (torch.tensor(v, device=x.device) for v in zip(*pins, strict=True))
            x[row, column] = token
        return x0, commit
