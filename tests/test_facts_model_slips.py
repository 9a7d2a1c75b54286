"""Slips of the shipped models that passed the checker, read in real runs this session
(benchmarks/multilocale L003, reports/grounding_faker_drafts.json), each beside the draft a
careful writer sends. Not caught yet: a letter of a greeting and one sentence, no closing and no
name (report-cyrillic_greek-25): a short note may be whole, and the rule that would tell them
apart failed the tests' one-paragraph snippets."""

from __future__ import annotations

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender

KESTREL = Sender(company="Kestrel Export Ltd", name="Daniel Moreau", country="United Kingdom")
HANEKOVA = Buyer(
    buyer_id="X1",
    company="Haneková s.r.o.",
    contact_name="Jana Haneková",
    country="Slovakia",
    product_category="black pepper",
)
BODY = (
    "Dear Jana,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Haneková s.r.o. We can "
    "prepare samples of our black pepper for your review."
)


def _errors(body: str, sender: Sender = DEFAULT_SENDER, subject: str = "Black pepper") -> list:
    ctx = CheckContext.build([HANEKOVA], sender)
    found = check(Draft(subject=subject, body=body), HANEKOVA, ctx)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]


def test_a_signature_with_the_senders_name_cut_short() -> None:
    # multilocale L003: "Sincerely,\nDan" and nothing after it, for Daniel Moreau. "Dan" is
    # also the name many a Daniel goes by: signed "Dan\nKestrel Export Ltd" it is a warning to
    # check (tests/test_facts_fresh11.py); "Dani" is not his
    body = BODY.replace("Hanbit Trading Co., Ltd.", "Kestrel Export Ltd") + "\n\nSincerely,\n"
    assert _errors(body + "Daniel Moreau\nKestrel Export Ltd", KESTREL) == []
    assert ("sender_wrong", "Dan") in _errors(body + "Dan", KESTREL)
    assert _errors(body + "Dan\nKestrel Export Ltd", KESTREL) == []
    assert ("artifact", "Dani") in _errors(body + "Dani", KESTREL)
    assert ("sender_wrong", "Dani") in _errors(body + "Dani\nKestrel Export Ltd", KESTREL)


def test_the_senders_legal_form_cut_off_at_the_end_of_the_signature() -> None:
    # report-latin_diacritics-23 (AR): "Minji Park, Export Sales Manager\nHanbit Trading Co"
    signed = BODY + "\n\nKind regards,\nMinji Park, Export Sales Manager\n"
    assert _errors(signed + "Hanbit Trading Co., Ltd.") == []
    assert _errors(signed + "Hanbit Trading Co.") == []  # "Co." with its dot: a short form
    assert ("sender_wrong", "Hanbit Trading Co") in _errors(signed + "Hanbit Trading Co")
    assert ("sender_wrong", "Hanbit Trading Co") in _errors(signed + "Hanbit Trading Co.,")


def test_a_subject_line_that_starts_in_lower_case() -> None:
    # report-cjk-144 (diffusion 160): "outdoor toys from Hanbit Trading Co., Ltd." Alone, a
    # doubt (three labellers since read such subjects as sendable: dev_fresh21 M026, dev_fresh25
    # M005, M020); beside another slip, an error
    signed = BODY + "\n\nKind regards,\nMinji Park\nHanbit Trading Co., Ltd."
    small = "black pepper for Haneková s.r.o."
    assert _errors(signed, subject=small) == []
    found = check(Draft(subject=small, body=signed), HANEKOVA,
                  CheckContext.build([HANEKOVA], DEFAULT_SENDER))  # fmt: skip
    assert [(f.type.value, f.severity.value) for f in found if f.found == "black"] == [
        ("artifact", "warning")
    ]
    cut = BODY + "\n\nKind regards,\nMinji Park\nHanbit Trading Co"
    assert ("artifact", "black") in _errors(cut, subject=small)
    assert _errors(signed, subject="Black pepper for Haneková s.r.o.") == []
    # a trade fair that writes its name small is no slip
    assert _errors(signed, subject="interpack follow-up: black pepper") == []


def test_a_letter_that_stops_before_any_closing_or_name() -> None:
    # multilocale L036: two sentences after the greeting, and nothing more
    greek = Buyer(
        buyer_id="L036",
        company="Καλαμπαλίκης-Μαργιά",
        contact_name="Μαριγώ-Βεατρίκη Καρβέλη",
        country="Greece",
        product_category="cosmetics",
    )
    body = (
        "Dear Μαριγώ-Βεατρίκη Καρβέλη,\n\nI hope this finds you and the team at "
        "Καλαμπαλίκης-Μαργιά well. We can prepare samples of our cosmetics for your review."
    )
    found = check(
        Draft(subject="Cosmetics", body=body), greek, CheckContext.build([greek], KESTREL)
    )
    assert [f.message for f in found if f.severity is Severity.error] == [
        "the letter ends without a closing or your name: cut off"
    ]
    signed = body + "\n\nDaniel Moreau\nKestrel Export Ltd"
    found = check(
        Draft(subject="Cosmetics", body=signed), greek, CheckContext.build([greek], KESTREL)
    )
    assert [f for f in found if f.severity is Severity.error] == []


def test_words_after_the_senders_company_at_the_end_of_the_signature() -> None:
    # multilocale, grounding with the end of text banned: "Export Manager | Kestrel Export Ltd we"
    kade = Buyer(
        buyer_id="L001",
        company="Kade KGaA",
        contact_name="Sara Mälzer",
        country="Germany",
        product_category="cosmetics",
    )
    body = (
        "Dear Sara,\n\nWe supply cosmetics to Kade KGaA.\n\nWarm regards,\nDaniel Moreau\n"
        "Export Manager | Kestrel Export Ltd"
    )
    context = CheckContext.build([kade], KESTREL)

    def errors(text: str) -> list:
        found = check(Draft(subject="Cosmetics", body=text), kade, context)
        return [(f.type.value, f.found) for f in found if f.severity is Severity.error]

    assert errors(body) == []
    assert errors(body + " we") == [("artifact", "we")]
    assert errors(body + " makes kitchen") == [("artifact", "makes kitchen")]
    assert errors(body + " makes cosmetics for distributors abroad.") == []  # a tagline
