"""One draft being checked: its two parts tokenised and flagged, and the findings so far.

Rules run in a fixed order (see `check`) and *claim* the tokens they explain, so a later rule
does not read them again: a company name's words are not product categories ("Pacific Rim
Electronics" is not a claim about electronics), a greeted name is not a country ("Hi Jordan").

Some signals are *doubts*: evidence that fires on garbled drafts and, now and then, on good
prose from writers the rules were not written for (a brand with capitals inside, a greeting in
a language the checker does not know, a short note that never names the company). A doubt is
an error only when the draft has a second sign of trouble, another error or a doubt about
other words (`Scan.settle`); alone it is a warning. Garbled drafts rarely have one slip only.
"""

from __future__ import annotations

from bisect import bisect_right

from sales_dlm.facts.context import F_CLOSING, CheckContext, Profile
from sales_dlm.facts.findings import Draft, Finding, FindingType, Severity
from sales_dlm.facts.tokens import Tokens, web_spans

# A sentence needs this many lower-case words before the checker calls it another language's.
FOREIGN_MIN_WORDS = 4
# The signature is the block after a closing ("Best regards,") at most this many tokens long.
_SIGNATURE_TOKENS = 45


class Part:
    __slots__ = (
        "name",
        "tokens",
        "flags",
        "_by_bit",
        "claimed",
        "signature",
        "_web",
        "_line_ends",
        "_languages",
    )

    def __init__(self, name: str, text: str, lexicon: dict[str, int]):
        self.name = name
        self.tokens = Tokens(text)
        # One pass over the tokens: the few that any rule cares about, with their flags,
        # and for each flag the indices that carry it.
        hits = [(i, lexicon[k]) for i, k in enumerate(self.tokens.keys) if k in lexicon]
        self.flags: dict[int, int] = dict(hits)
        by_bit: dict[int, list[int]] = {}
        for i, f in hits:
            while f:
                bit = f & -f
                by_bit.setdefault(bit, []).append(i)
                f ^= bit
        self._by_bit = by_bit
        self.claimed: dict[int, str] = {}
        self.signature = self.tokens.n  # first token of the sender's signature
        self._web: list[tuple[int, int]] | None = None
        self._line_ends: list[int] | None = None
        # a sentence's (first, end) tokens -> its language (`language_at`): rules ask per word
        self._languages: dict[tuple[int, int], bool | None] = {}

    @property
    def signature_start(self) -> int:
        """The character where the sender's signature starts (the text's end without one)."""
        tokens = self.tokens
        return tokens.starts[self.signature] if self.signature < tokens.n else len(tokens.text)

    @property
    def web(self) -> list[tuple[int, int]]:
        """Character spans of email and web addresses and phone numbers (computed once)."""
        if self._web is None:
            self._web = web_spans(self.tokens.text)
        return self._web

    @property
    def line_ends(self) -> list[int]:
        """Indices of the tokens a line break follows, in order (computed once): a draft has
        a few lines, and finding their breaks in the text beats asking every token's gap."""
        if self._line_ends is None:
            text, starts = self.tokens.text, self.tokens.starts
            ends: list[int] = []
            at = text.find("\n")
            while at >= 0:
                k = bisect_right(starts, at) - 1  # tokens hold no line break: it follows k
                if k >= 0 and (not ends or ends[-1] != k):
                    ends.append(k)
                at = text.find("\n", at + 1)
            self._line_ends = ends
        return self._line_ends

    def flag(self, i: int) -> int:
        return self.flags.get(i, 0)

    def flagged(self, bit: int) -> list[int]:
        """Indices of the tokens carrying flag `bit` (one flag), in order."""
        return self._by_bit.get(bit, [])

    def claim(self, i: int, j: int, owner: str) -> None:
        for k in range(i, j + 1):
            self.claimed.setdefault(k, owner)

    def free(self, i: int, j: int) -> bool:
        claimed = self.claimed
        return not claimed or claimed.keys().isdisjoint(range(i, j + 1))

    def owner(self, i: int) -> str | None:
        return self.claimed.get(i)

    def foreign_at(self, offset: int, vocabulary) -> bool:
        """The sentence holding character `offset` is in another language: at least
        FOREIGN_MIN_WORDS lower-case words of 3+ letters, most of them unknown to the
        vocabulary ("Le escribo de Delta Nile Agro Export, en Alejandría.")."""
        return bool(self.language_at(offset, vocabulary))

    def language_at(self, offset: int, vocabulary) -> bool | None:
        """As `foreign_at`, but None for a sentence too short to tell, or with a third to a half
        of its words unknown ("Lingots d'étain, Sn 99,90 % minimum (99,95 % sur demande)")."""
        tokens = self.tokens
        if not tokens.n:
            return None
        k = max(0, tokens.index_at(offset))
        window = (tokens.sentence_start(k), tokens.sentence_end(k))
        if window not in self._languages:
            self._languages[window] = self._language(*window, vocabulary)
        return self._languages[window]

    def _language(self, first: int, last: int, vocabulary) -> bool | None:
        words = self._plain_words(first, last)
        if len(words) < FOREIGN_MIN_WORDS:
            return None
        unknown = sum(not vocabulary.knows(key) for key in words)
        if unknown * 2 >= len(words):
            return True
        return None if unknown * 3 >= len(words) else False  # "sur", "environ" are English

    def _plain_words(self, first: int, last: int) -> list[str]:
        """Keys of the lower-case words of 3+ letters among tokens first..last-1: the words
        that tell a language (names, figures and "a", "of" do not)."""
        tokens = self.tokens
        return [
            key
            for key, word in zip(tokens.keys[first:last], tokens.words[first:last], strict=True)
            if len(word) >= 3 and word.isalpha() and word.islower()
        ]

    def mostly_foreign(self, vocabulary) -> bool:
        """Most of the part's lower-case words of 3+ letters are unknown: a letter written in
        another language (its subject and signature are too, however short)."""
        words = self._plain_words(0, self.tokens.n)
        unknown = sum(not vocabulary.knows(key) for key in words)
        return len(words) >= 3 * FOREIGN_MIN_WORDS and unknown * 2 >= len(words)


class Scan:
    """The working state of one `check` call."""

    def __init__(self, draft: Draft, profile: Profile, context: CheckContext):
        self.profile = profile
        self.context = context
        self.knowledge = context.knowledge
        lexicon = context.lexicon
        self.subject = Part("subject", draft.subject, lexicon)
        self.body = Part("body", draft.body, lexicon)
        self.parts = (self.subject, self.body)
        self.findings: list[Finding] = []
        self._doubts: list[int] = []  # indices into `findings`: errors that need a second sign
        # garble and country errors inside a sentence in another language: errors only beside
        # an error elsewhere (the checker reads English; "O Brasil importa", "a Costa Rica y")
        self._foreign: list[int] = []
        self._body_foreign: bool | None = None  # computed when first needed
        self._find_signature(self.body)

    def _find_signature(self, part: Part) -> None:
        tokens = part.tokens
        closings = self.knowledge.language.closings
        low = max(0, tokens.n - _SIGNATURE_TOKENS)
        for i in part.flagged(F_CLOSING):
            if i < low:
                continue
            found = closings.match(tokens.keys, i, tokens)
            if found is None:
                continue
            after = tokens.gaps[i + found[0]] if i + found[0] <= tokens.n else ""
            # "Med venlig hilsen / Kind regards": a closing in two languages
            ends = "," in after or "\n" in after or "!" in after or after.strip() == "/"
            if ends or i + found[0] == tokens.n:
                if tokens.breaks_before(i):
                    part.signature = i
                    return

    def add(
        self,
        part: Part,
        ftype: FindingType,
        severity: Severity,
        start: int,
        end: int,
        expected: str,
        score: float,
        message: str,
        doubt: bool = False,
        any_language: bool = False,
    ) -> None:
        """Record a finding over characters start..end of `part`; a `doubt` is recorded as an
        error and settled at the end of the check (see the module's docstring). A garble or
        country error in a sentence in another language is settled like a doubt, unless it is
        wrong in `any_language` (a word or sentence repeated, a special token)."""
        vocabulary = self.knowledge.vocabulary
        if (
            severity is Severity.error
            and ftype in _UNREADABLE_TYPES
            and not any_language
            # a subject is in its letter's language, however short ("Cennik oregano FCA Durrës
            # – uzupełnienie" over a Polish letter)
            and (
                self._foreign_at(part, start)
                if doubt or part.name == "subject"
                else part.foreign_at(start, vocabulary)
            )
        ):
            # a doubt there ("Ouganda", "Palmzucker" look like names run on) is a word of that
            # language as often as a slip, in a subject or a short line of such a letter too
            self._foreign.append(len(self.findings))
        elif doubt:
            self._doubts.append(len(self.findings))
        self.findings.append(
            Finding(
                type=ftype,
                severity=severity,
                part=part.name,
                start=start,
                end=end,
                found=part.tokens.text[start:end],
                expected=expected,
                score=round(max(0.0, min(100.0, float(score))), 1),
                message=message,
            )
        )

    def reported_between(self, part: Part, start: int, end: int) -> bool:
        """An error, sure already (no doubt), overlaps characters start..end of `part`."""
        unsure = set(self._doubts) | set(self._foreign)
        return any(
            f.part == part.name and f.start < end and f.end > start
            for n, f in enumerate(self.findings)
            if f.severity is Severity.error and n not in unsure
        )

    def _foreign_at(self, part: Part, start: int) -> bool:
        """In a sentence of another language; a subject, or a sentence too short to tell,
        counts as the body's language ("Étain en lingots" over a French letter)."""
        vocabulary = self.knowledge.vocabulary
        foreign = part.language_at(start, vocabulary)
        if foreign is not None:
            return foreign
        if self._body_foreign is None:
            self._body_foreign = self.body.mostly_foreign(vocabulary)
        return self._body_foreign

    def garble(
        self,
        part: Part,
        start: int,
        end: int,
        message: str,
        doubt: bool = False,
        any_language: bool = False,
    ) -> None:
        """Record an `artifact` error (text a buyer could not receive) over start..end."""
        ftype, error = FindingType.artifact, Severity.error
        self.add(part, ftype, error, start, end, "", 100.0, message, doubt, any_language)

    def add_tokens(
        self, part: Part, ftype, severity, i: int, j: int, expected, score, message, doubt=False
    ):
        """Record a finding over tokens i..j (inclusive) of `part`."""
        start, end = part.tokens.span(i, j)
        self.add(part, ftype, severity, start, end, expected, score, message, doubt)

    def settle(self) -> None:
        """Doubts stay errors when the draft has another error, or doubts of two different
        kinds (`_doubt_key`); a lone doubt becomes a warning that says so."""
        foreign, doubts = set(self._foreign), set(self._doubts)
        if foreign:
            real = any(
                f.severity is Severity.error
                for n, f in enumerate(self.findings)
                if n not in foreign and n not in doubts
            )
            if not real:
                for n in foreign:
                    self._weaken(n, " (in a sentence not in English: check)")
        if not doubts:
            return
        others = any(
            f.severity is Severity.error for n, f in enumerate(self.findings) if n not in doubts
        )
        # a company never named is no second sign of garble (a short note in German may
        # name neither the company nor only English words); category words out of an offer's
        # place ("Wine ...", "sparkling wine" to a glassware buyer) are one doubt, and so are
        # countries ("from Finland and Russia")
        texts = {_doubt_key(self.findings[n]) for n in doubts} - {""}
        if others or len(texts) > 1:
            return
        for n in doubts:
            self._weaken(n, " (the draft's only doubt: check)")

    def _weaken(self, n: int, why: str) -> None:
        f = self.findings[n]
        self.findings[n] = f.model_copy(
            update={"severity": Severity.warning, "message": f.message + why}
        )


_UNREADABLE_TYPES = frozenset({FindingType.artifact, FindingType.country_wrong})


def _doubt_key(finding: Finding) -> str:
    """What makes two doubts two signs, not one said twice: doubts of one kind ("GrainPro" and
    "ENplus", two brands with capitals inside) may share one cause in good prose, so it takes
    two kinds of trouble."""
    if finding.type in (FindingType.category_wrong, FindingType.country_wrong):
        return finding.type.value
    if finding.type is FindingType.artifact:
        return finding.message
    return finding.found.casefold()
