"""The title clause addresses the buyer: "As <their title> at <their company>, you ...".

The embedded models write the contact's title into one clause only, "As {title} at {company},
you know how much reliable supply matters." or "As {title}, you will want partners who deliver
on time." (training/emails.py). At 160 steps the diffusion model sometimes goes on with " I"
instead ("As 採購經理 at 邱實業有限公司, I would be glad to discuss it."): the sender then
claims the buyer's job, a slip the checker reports and a reader would not forgive. The title and
the company were copied right; only the pronoun is wrong.

`TitleClause` follows one row's bytes. Once the text so far ends in one of the clause's heads
(`heads`: "As <title>," and "As <title> at <company form>," from the record, exactly), the next
tokens must be those of " you"; anything else (an end of draft included) is not allowed. Bytes,
not decoded tokens, so a head in any script is read whole even where a character is split over
two tokens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sales_dlm.decoding.spelling import token_bytes

# what the clause goes on with: the models' only continuation in training
ADDRESSEE = " you"


def clause_heads(title: str, companies: Sequence[str]) -> tuple[str, ...]:
    """The heads after which the addressee comes (empty when the record has no title)."""
    title = " ".join(title.split())
    if not title:
        return ()
    heads = [f"As {title},"] + [f"As {title} at {company}," for company in companies if company]
    return tuple(dict.fromkeys(heads))


class TitleClause:
    """One row's title clause (see the module docstring)."""

    __slots__ = ("heads", "data", "tail", "keep", "addressee", "written")

    def __init__(self, tokenizer: Any, heads: Sequence[str]):
        self.heads = tuple(head.encode("utf-8") for head in heads)
        self.data = token_bytes(tokenizer).data
        self.keep = max(map(len, self.heads), default=0)
        self.addressee: list[int] = list(
            tokenizer(ADDRESSEE, add_special_tokens=False)["input_ids"]
        )
        self.reset()

    def reset(self) -> None:
        self.tail = b""  # the text's last bytes, as many as the longest head
        self.written = -1  # tokens of the addressee written since a head; -1: none due

    def feed(self, token: int) -> None:
        if self.written >= 0:
            due = self.addressee[self.written]
            self.written = self.written + 1 if token == due else -1
            if self.written == len(self.addressee):
                self.written = -1
        data = self.data[token] if token < len(self.data) else b""
        self.tail = (self.tail + data)[-self.keep :] if self.keep else b""
        if self.written < 0 and self.tail.endswith(self.heads):
            self.written = 0

    def allowed(self) -> set[int] | None:
        """The one token the next position must hold after a head; None = any."""
        if self.written < 0:
            return None
        return {self.addressee[self.written]}


def make_title_clauses(
    tokenizer: Any, grounded: Sequence[Sequence[str] | None]
) -> list[TitleClause | None]:
    """One clause per prompt whose grounded strings carry heads (`clauses`), else None."""
    return [
        TitleClause(tokenizer, strings.clauses)
        if strings and getattr(strings, "clauses", ())
        else None
        for strings in grounded
    ]
