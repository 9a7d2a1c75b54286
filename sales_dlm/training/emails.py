"""The emails a good sales writer would send: many phrasings per sentence role.

An email is built role by role (subject, greeting, hook, offer, proof, title line, call to
action, sign-off); each role has many phrasings, and each phrasing names the facts it needs.
A phrasing is only used when the buyer has every fact it names, so no email mentions a fact that
is not in its prompt. The buyer's company, contact first name, title and category each appear at
least once when given (the fact checker looks for all four); company and category usually 2-4
times in varied positions. Emails stay at ~50-90 words: sequence length is the main training
cost on a CPU.
"""

from __future__ import annotations

import random
import re
import string

from sales_dlm.inputs.records import Buyer, Sender

# Placeholders: {company} {first} {contact} {title} {category} {country}
#               {me} {my_title} {my_company} {my_country}
SUBJECTS = [
    "{category} for {company}",
    "Supplying {category} to {company}",
    "A new {category} partner for {company}",
    "{company} and {my_company}",
    "Question about {category} at {company}",
    "{category} from {my_company}",
    "Reliable {category} supply for {company}",
    "{first}, a quick idea for {company}",
    "For {company}: {category} offer",
    "{my_company} x {company}",
    "{category} sourcing for {company} in {country}",
]
FOLLOW_UP_SUBJECTS = [
    "Re: {category} for {company}",
    "Following up: {category} for {company}",
    "Quick follow-up for {company}",
    "Still interested in {category}, {first}?",
    "Re: {company} and {my_company}",
    "One more note on {category}",
]
GREETINGS = [
    "Dear {first},",
    "Hello {first},",
    "Hi {first},",
    "Dear {contact},",
    "Good morning {first},",
]
TEAM_GREETINGS = [
    "Dear {company} team,",
    "Hello {company} team,",
    "Dear team at {company},",
    "Good morning {company} team,",
]
HOOKS = [
    "I am reaching out because {company} buys {category} in {country}.",
    "I found {company} while researching importers of {category}.",
    "{company} stands out among buyers of {category} in {country}.",
    "I noticed that {company} sources {category}, and I believe we can help.",
    "We have followed the growth of {company} in {country}.",
    "I am writing to introduce {my_company} to {company}.",
    "I hope this finds you and the team at {company} well.",
    "Companies like {company} need dependable suppliers of {category}.",
]
OFFERS = [
    "{my_company} produces {category} with consistent quality and clear pricing.",
    "At {my_company} we make {category} for importers who need stable supply.",
    "We supply {category} from {my_country} with short lead times.",
    "{my_company} makes {category} in {my_country} for distributors abroad.",
    "Our {category} range is made to order and shipped with full documentation.",
    "We would like to offer {company} a steady source of {category}.",
    "We can prepare samples of our {category} for your review.",
]
PROOFS = [
    "Our team handles export paperwork, so deliveries arrive without surprises.",
    "We keep quality checks at every stage and share reports on request.",
    "Flexible order sizes make it easy to start with a trial shipment.",
    "We answer questions quickly and keep you informed at each step.",
    "Buyers value our clear terms and careful packing.",
]
TITLE_LINES = [
    "As {title} at {company}, you know how much reliable supply matters.",
    "As {title}, you will want partners who deliver on time.",
    "I thought this might interest you as {title} of {company}.",
    "Since you are {title} at {company}, I wanted to contact you directly.",
    "Given your role as {title}, I hope this is relevant to you.",
]
CALLS = [
    "Would you be open to a short call next week?",
    "Could I send you our catalogue and prices for {category}?",
    "{first}, may I send you a few samples?",
    "Would a brief call with {company} this month be possible?",
    "If useful, I can share a quote tailored to {company}.",
    "Please let me know a good time to talk.",
    "Shall I send a sample set of {category} to your office?",
]
FOLLOW_UPS = [
    "I wrote to you recently about {category} for {company}.",
    "I am following up on my earlier note about {category}.",
    "I wanted to return to my last message about supplying {company}.",
    "I know inboxes get busy, so here is a short reminder from {my_company}.",
    "Last week I shared an idea for {company} and wanted to check in.",
]
FOLLOW_UP_OFFERS = [
    "We still have capacity for new orders of {category}.",
    "Our offer for {company} stands, including free samples.",
    "A small trial order of {category} is an easy way to start.",
    "I would be glad to answer any questions about {category}.",
]
SIGN_OFFS = [
    "Best regards,\n{me}\n{my_title}\n{my_company}",
    "Kind regards,\n{me}, {my_title}\n{my_company}",
    "Sincerely,\n{me}\n{my_title}, {my_company}",
    "Warm regards,\n{me}\n{my_title} | {my_company}",
    "Thank you,\n{me}\n{my_company}",
]


# Share of intros with a proof sentence: it adds no fact, only ~12 tokens (a third of emails keep
# one so the model knows the phrasing; sequence length is the main CPU cost).
PROOF_SHARE = 0.35
DOUBLE_STOP = re.compile(r"(?<=\.)\.(?=\s|$)")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# Countries written with "the" after "in" and "from" ("in the Netherlands"); every phrasing
# places {country} and {my_country} there.
THE_COUNTRIES = frozenset(
    {
        "United Kingdom", "United States", "Netherlands", "United Arab Emirates",
        "Czech Republic", "Philippines", "Dominican Republic", "Bahamas", "Gambia",
        "Maldives", "Central African Republic", "Ivory Coast",
    }
)  # fmt: skip


def place_phrase(country: str) -> str:
    """The country as the sentences write it after "in" and "from" ("the Netherlands"); ""
    for none."""
    return f"the {country}" if country in THE_COUNTRIES else country


def facts_of(buyer: Buyer, sender: Sender) -> dict[str, str]:
    """The placeholder values this buyer and sender provide; missing facts are absent."""
    values = {
        "company": buyer.company,
        "first": buyer.first_name,
        "contact": buyer.contact_name,
        "title": buyer.contact_title,
        "category": buyer.product_category,
        "country": place_phrase(buyer.country),
        "me": sender.name,
        "my_title": sender.title,
        "my_company": sender.company,
        "my_country": place_phrase(sender.country),
    }
    return {key: value for key, value in values.items() if value}


def _pick(rng: random.Random, options: list[str], facts: dict[str, str], *, need: str = "") -> str:
    """A phrasing whose every fact is known (and, if `need` is set, that uses it); '' if none."""
    usable = [o for o in options if _fields(o) <= facts.keys() and (not need or need in _fields(o))]
    if not usable:
        return ""
    return rng.choice(usable).format(**facts)


def _capitalise(sentence: str) -> str:
    # A category at the start of a sentence ("frozen seafood for ...") reads better capitalised;
    # company and person names are left exactly as given.
    return sentence[:1].upper() + sentence[1:] if sentence[:1].islower() else sentence


def subject_lines(facts: dict[str, str]) -> list[str]:
    """Every subject line the templates write with these facts (facts_of), intro and follow-up."""
    templates = (*SUBJECTS, *FOLLOW_UP_SUBJECTS)
    return [_capitalise(t.format(**facts)) for t in templates if _fields(t) <= facts.keys()]


def greeting_lines(facts: dict[str, str]) -> list[str]:
    """Every greeting line the templates write with these facts (facts_of), as write_email
    chooses among them: to the contact where the record names one, else to the team."""
    templates = GREETINGS if "first" in facts else TEAM_GREETINGS
    return [t.format(**facts) for t in templates if _fields(t) <= facts.keys()]


def write_email(
    rng: random.Random,
    buyer: Buyer,
    sender: Sender,
    kind: str = "intro",
    note: str = "",
    family_first: bool = False,
) -> tuple[str, str]:
    """(subject, body) for one buyer. `kind` is the template name: 'intro' or 'follow_up';
    `note` the sentence the buyer's note makes (notes.py), first in the paragraph when given;
    `family_first`: the contact's name starts with the family name, so the greeting names the
    whole person ("Dear Nguyễn Văn An,", never "Hi Nguyễn,")."""
    assert kind in ("intro", "follow_up"), f"unknown email kind {kind!r}"
    facts = facts_of(buyer, sender)
    subject = _capitalise(
        _pick(rng, FOLLOW_UP_SUBJECTS if kind == "follow_up" else SUBJECTS, facts)
    )
    greetings = GREETINGS if "first" in facts else TEAM_GREETINGS
    if family_first and "contact" in facts:
        greetings = [g for g in GREETINGS if "{first}" not in g]
    greeting = _pick(rng, greetings, facts)

    if kind == "intro":
        sentences = [_pick(rng, HOOKS, facts, need="company")]
        sentences.append(_pick(rng, OFFERS, facts, need="category" if "category" in facts else ""))
        if rng.random() < PROOF_SHARE:
            sentences.append(_pick(rng, PROOFS, facts))
    else:
        sentences = [_pick(rng, FOLLOW_UPS, facts, need="company")]
        sentences.append(
            _pick(rng, FOLLOW_UP_OFFERS, facts, need="category" if "category" in facts else "")
        )
    if "title" in facts:
        sentences.insert(rng.randint(1, len(sentences)), _pick(rng, TITLE_LINES, facts))
    # The company must be named at least once in the body even when the hook did not.
    if facts["company"] not in " ".join(sentences):
        sentences.insert(
            0, f"I am writing to {facts['company']} on behalf of {facts['my_company']}."
        )
    if note:
        sentences.insert(0, note)
    call = _pick(rng, CALLS, facts)

    paragraph = " ".join(_capitalise(s) for s in sentences if s)
    body = f"{greeting}\n\n{paragraph}\n\n{_capitalise(call)}\n\n{_pick(rng, SIGN_OFFS, facts)}"
    # A company ending in "Ltd." at the end of a sentence must not read "Ltd..".
    return subject, DOUBLE_STOP.sub("", body)
