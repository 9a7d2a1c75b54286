"""Clauses the embedded models write one way only: what follows their head is fixed.

The embedded models were trained on sentences where some heads have one continuation
(training/emails.py, training/data/notes.toml):

  "As <title>"               "," or " at" ("As {title} at {company}, you know ...", "As
                             {title}, you will want ...")
  "As <title>,"              " you"
  "As <title> at"            " <the buyer's company>" (and in the other title lines)
  "Since you are"            " <title>" (TITLE_HEADS)
  "As <title> at <company>," " you"
  "As <title> at <the company, whole>" ","
  "might interest you"       "." where the record has no title
  "at <a fair of the notes>" "." ("It was good to meet you at {fair}.")
  "buys <category> in"       " <the buyer's country>" ("I am reaching out because {company}
                             buys {category} in {country}."; "buyers of {category} in",
                             "growth of {company} in", "sourcing for {company} in" too)
  "buys <category>"          "." where the record has no country
  "supply <category> from"   " <the sender's country>" ("makes {category} in" too)
  "supply <category>"        " with short lead times." where the profile has no country
                             ("makes <category>": " for distributors abroad.")
  "Subject:"                 " <a subject line>\n<a greeting>": the subject and greeting
                             templates filled with the record ("Question about {category} at
                             {company}", "Dear {first},")
  "buys", "samples of our",  " <category>" (CATEGORY_HEADS: in every training sentence these
  "importers of", ...        words are followed by the category)
  "a brief call with"        " <the buyer's company>" (BEFORE_COMPANY)
  "the team at <company>"    " well" (COMPANY_HEADS: "to offer <company>", "a brief call
                             with <company>", ...: the company whole)
  "to introduce"             " <the sender's company>"
  "I gather you are"         " looking at" (PHRASE_HEADS: the note sentences' and follow-ups'
                             fixed words; " stands," " including free samples.")

At 160 steps the diffusion model strays after such a head, with every name copied right: "As
採購經理 at 邱實業有限公司, I wanted to contact you directly" (the sender takes the buyer's
job), "As Υπεύθυνος Αγορών." (no main clause), "As Einkaufsleiter Wein Dl at", "It was good to
meet you at SIAL Shanghai; need dependable suppliers of crowberries." (the notes' semicolon
copied, then a fragment), "buys paper napkins in Sweden" to a buyer in Taiwan, "buys transformers
in South Korea" (the sender's country) to one whose record names none, "Ce care sourcing for
..." and "Fabriage for ..." (subjects for ceramic vases and cabbage), "buys aup in Slovakia" for
makeup, "samples of our Михајловски АД" (the company for the category). All are slips the
checker reports.

`FixedClause` follows one row's bytes. Once the text so far ends in a head (from the record,
exactly: `clause_rules`), the next tokens must spell one of its continuations; anything else
(an end of draft included) is not allowed. Bytes, not decoded tokens, so a head in any script
is read whole even where a character is split over two tokens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sales_dlm.decoding.spelling import token_bytes

# the continuations the models were trained on (see the module docstring)
AFTER_TITLE = (",", " at")
ADDRESSEE = (" you",)
AFTER_FAIR = (".",)
END = (".",)  # "buys {category}." where the record names no country
# "We supply {category} from {my_country} with short lead times.", "{my_company} makes
# {category} in {my_country} for distributors abroad.": their ends where the sender has no country
NO_ORIGIN = ((" with short lead times.",), (" for distributors abroad.",))

Rule = tuple[str, tuple[str, ...]]  # (head, continuations)

# the words every training sentence follows with the contact's title
TITLE_HEADS = ("Since you are", "interest you as", "your role as")

SUBJECT = "Subject:"  # prompting.format_response's
# words that every training sentence follows with the category (a test reads the corpus); the
# leading space keeps "resources" from ending in " sources"
CATEGORY_HEADS = (
    " buys", " samples of our", " a steady source of", " importers of", " suppliers of",
    " sources", " produces", " we make", "We supply", " makes", " sample set of",
    " catalogue and prices for", " orders of", " trial order of", " questions about",
)  # fmt: skip


def clause_rules(
    title: str,
    companies: Sequence[str],
    fairs: Sequence[str] = (),
    category: str = "",
    place: str = "",
    my_place: str = "",
) -> tuple[Rule, ...]:
    """The heads of this record's fixed clauses and their continuations: the contact's title
    (none without one), the fairs of the notes (note_strings), the category and the buyer's
    and the sender's country as the training sentences write them after "in" (`place`,
    `my_place`: "the Netherlands")."""
    rules: list[Rule] = []
    title = " ".join(title.split())
    if title:
        rules.append((f"As {title}", AFTER_TITLE))
        rules.append((f"As {title},", ADDRESSEE))
        rules += [(f"As {title} at {company},", ADDRESSEE) for company in companies if company]
        # after "at", the company ("As Technical Director atilemaschinen Bauer AG" was AR's)
        forms = tuple(f" {company}" for company in companies if company)
        rules.append((f"As {title} at", forms))
        # the other title lines: "Since you are {title} at {company}", "interest you as {title}
        # of {company}", "Given your role as {title}"
        rules += [(head, (f" {title}",)) for head in TITLE_HEADS]
        # "As" opening a sentence after another: the title, or the notes' "As you asked
        # about ..." (a line's first "As" may start a name: "Asrar")
        rules.append((". As", (f" {title}", " you asked")))
        rules += [(f"you are {title} at", forms), (f"interest you as {title} of", forms)]
        if companies and companies[0]:
            # the company whole (legal form and all, "Wblpdxh Sangyo Inc."): only the comma
            # is left; a shorter form may still go on with its legal form
            rules.append((f"As {title} at {companies[0]}", (",",)))
    else:
        # no title to write: "I thought this might interest you." ends there (the models wrote
        # "interest you as Red Eng of ..." and "as <the contact's name>." for such records)
        rules.append(("might interest you", (".",)))
    rules += [(f"at {fair}", AFTER_FAIR) for fair in fairs if fair]
    category = " ".join(category.split())
    there, mine = (f" {place}",), (f" {my_place}",)
    if category and place:
        rules += [(f"buys {category} in", there), (f"buyers of {category} in", there)]
        # the sentence ends with the country ("buys kimchi in الأردن?" was diffusion's)
        rules += [(f"{head} {category} in {place}", END) for head in ("buys", "buyers of")]
    elif category:
        rules.append((f"buys {category}", END))
    if place:
        for company in filter(None, companies):
            rules += [(f"growth of {company} in", there), (f"sourcing for {company} in", there)]
    if category and my_place:
        rules += [(f"supply {category} from", mine), (f"makes {category} in", mine)]
    elif category:
        # a profile without a country: the training sentences' ends without it (else the
        # model writes "We supply textiles from Turkey" for an Italian sender, the buyer's)
        rules += [(f"supply {category}", NO_ORIGIN[0]), (f"makes {category}", NO_ORIGIN[1])]
    return tuple(dict.fromkeys(rules))


# heads from the buyer's company (whole, as every training sentence writes it) and the words
# that always follow it; a test reads the corpus
COMPANY_HEADS = (
    ("the team at {company}", " well"),
    ("reaching out because {company}", " buys"),
    ("I found {company}", " while researching importers of"),
    ("I noticed that {company}", " sources"),
    ("a brief call with {company}", " this month be possible?"),
    (" to offer {company}", " a steady source of"),
)
# heads of the note sentences (training/data/notes.toml) and of the follow-ups' offers, and the
# words every training sentence follows them with ("; happy to send details" too, which the
# models write and reads right); a test reads the corpus
PHRASE_HEADS = (
    ("I gather you are", (" looking at",)),
    ("; happy to", (" talk through what you require.", " send details.")),
    ("so I am happy to", (" send details.",)),
    ("I would be glad to", (" discuss it.", " prepare an offer.", " answer any questions about")),
    (" stands,", (" including free samples.",)),
)
# words the training sentences always follow with the buyer's company, whole
BEFORE_COMPANY = (
    " reaching out because", " a brief call with", " to offer", " the team at", "I found",
    "I noticed that", " tailored to", " growth of",
)  # fmt: skip


def template_rules(
    subjects: Sequence[str],
    category: str,
    company: str = "",
    my_company: str = "",
    greetings: Sequence[str] = (),
) -> tuple[Rule, ...]:
    """The heads the training sentences follow with a record's value or a fixed phrase: the
    subject line, one of `subjects` (the templates filled with this record,
    emails.subject_lines), then the greeting, one of `greetings` (emails.greeting_lines); the
    category after CATEGORY_HEADS, and "," after "sources <category>"; the buyer's company
    after BEFORE_COMPANY, and COMPANY_HEADS; the sender's company after "to introduce"."""
    category = " ".join(category.split())
    rules: list[Rule] = list(PHRASE_HEADS)
    if subjects:
        # the subject line and the greeting under it, which is the body's first line
        opening = [f" {line}\n{greeting}" for line in subjects for greeting in greetings or [""]]
        rules.append((SUBJECT, tuple(dict.fromkeys(opening))))
    if category:
        rules += [(head, (f" {category}",)) for head in CATEGORY_HEADS]
        rules.append((f" sources {category}", (",",)))
        # the follow-ups' "We still have capacity for new orders of {category}." ("...?" was
        # diffusion's)
        rules.append((f"new orders of {category}", (".",)))
    if company:
        rules += [(head, (f" {company}",)) for head in BEFORE_COMPANY]
        rules += [(head.format(company=company), (then,)) for head, then in COMPANY_HEADS]
    if my_company:
        rules.append((" to introduce", (f" {my_company}",)))
        if company:
            rules.append((f"introduce {my_company} to", (f" {company}",)))
            if not company.endswith("."):  # "... Inc." ends the sentence with its own stop
                rules.append((f"introduce {my_company} to {company}", (".",)))
    return tuple(rules)


class FixedClause:
    """One row's fixed clauses (see the module docstring)."""

    __slots__ = ("heads", "any_head", "data", "tail", "keep", "pending", "written")

    def __init__(self, tokenizer: Any, rules: Sequence[Rule]):
        def ids(text: str) -> tuple[int, ...]:
            return tuple(tokenizer(text, add_special_tokens=False)["input_ids"])

        # head bytes -> the token sequences that may follow it
        self.heads: dict[bytes, list[tuple[int, ...]]] = {}
        for head, continuations in rules:
            self.heads.setdefault(head.encode("utf-8"), []).extend(map(ids, continuations))
        self.any_head = tuple(self.heads)  # one endswith per token; most tokens end none
        self.data = token_bytes(tokenizer).data
        self.keep = max(map(len, self.heads), default=0)
        self.reset()

    def reset(self) -> None:
        self.tail = b""  # the text's last bytes, as many as the longest head
        self.pending: list[tuple[int, ...]] = []  # continuations still possible after a head
        self.written = 0  # tokens of them written since the head

    def feed(self, token: int) -> None:
        if self.pending:
            n = self.written
            self.pending = [seq for seq in self.pending if seq[n] == token]
            self.written += 1
            if any(len(seq) == self.written for seq in self.pending):
                self.pending = []  # a continuation is complete
        data = self.data[token] if token < len(self.data) else b""
        self.tail = (self.tail + data)[-self.keep :] if self.keep else b""
        if not self.pending:
            self.written = 0
            if not self.tail.endswith(self.any_head):
                return
            for head, continuations in self.heads.items():
                if self.tail.endswith(head):
                    self.pending = list(continuations)
                    break

    def allowed(self) -> set[int] | None:
        """The tokens the next position may hold after a head; None = any."""
        if not self.pending:
            return None
        return {seq[self.written] for seq in self.pending}


def make_fixed_clauses(
    tokenizer: Any, grounded: Sequence[Sequence[str] | None]
) -> list[FixedClause | None]:
    """One per prompt whose grounded strings carry clause rules (`clauses`), else None."""
    return [
        FixedClause(tokenizer, strings.clauses)
        if strings and getattr(strings, "clauses", ())
        else None
        for strings in grounded
    ]
