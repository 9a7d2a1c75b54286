"""A contact's name written short: a case ending dropped is right, a letter of the name is not."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, check
from sales_dlm.facts.tokens import same_name
from sales_dlm.inputs.records import Buyer, read_buyers

SAMPLE = [row.buyer for row in read_buyers("buyers/sample.csv") if row.buyer is not None]
BODY = (
    "{greeting}\n\nHoffmann Industrietechnik GmbH buys industrial valves in Germany, and our ball"
    " valves ship from Busan in three weeks.\n\nBest regards,\nMinji Park\nExport Sales Manager\n"
    "Hanbit Trading Co., Ltd."
)


@pytest.mark.parametrize(
    ("greeting", "found"),
    [
        # seen in a review of diffusion drafts: "Dear Ms. Hoffman," to Lukas Hoffmann passed
        ("Dear Mr. Hoffman,", "Hoffman"),
        ("Dear Lukas Hoffman,", "Lukas Hoffman"),
        ("Dear Mr. Hoffmann,", None),
        ("Dear Lukas,", None),
    ],
)
def test_a_name_cut_by_a_letter_is_a_misspelling(greeting, found):
    hoffmann = SAMPLE[0]
    assert hoffmann.contact_name == "Lukas Hoffmann"
    draft = Draft(subject="Industrial valves", body=BODY.format(greeting=greeting))
    findings = check(draft, hoffmann, CheckContext.build(SAMPLE))
    wrong = [f.found for f in findings if f.type.value == "contact_wrong"]
    assert wrong == ([found] if found else [])


@pytest.mark.parametrize(
    ("written", "record", "same"),
    [
        ("andri", "andris", True),  # Latvian vocative drops the -s
        ("μεταξα", "μεταξας", True),  # Greek vocative: "κύριε Μεταξά" for Μεταξάς
        ("robertai", "robertas", True),  # Lithuanian vocative changes the ending
        ("hoffman", "hoffmann", False),
        ("schmid", "schmidt", False),
    ],
)
def test_same_name(written, record, same):
    assert same_name(written, record) is same


def test_a_greek_buyer_greeted_in_the_vocative_is_not_flagged():
    buyer = Buyer(
        buyer_id="G1",
        company="Μεταξάς Α.Ε.",
        contact_name="Γιώργος Μεταξάς",
        country="Greece",
        product_category="alpaca yarn",
    )
    body = (
        "Αγαπητέ κύριε Μεταξά,\n\nFor Μεταξάς Α.Ε. we could offer baby alpaca yarn in 50 g skeins."
        "\n\nBest regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
    )
    findings = check(Draft(subject="Alpaca yarn", body=body), buyer, CheckContext.build([buyer]))
    assert [f for f in findings if f.severity.value == "error"] == []


@pytest.mark.parametrize(
    ("subject", "found"),
    [
        # a diffusion draft of buyers/sample.csv B011 (Sarah Mitchell) passed with this subject
        ("Mari, a quick idea for Brightline Medical Supplies Inc.", "Mari"),
        ("Lukas, a quick idea for Brightline Medical Supplies Inc.", "Lukas"),  # another buyer's
        ("Sarah, a quick idea for Brightline Medical Supplies Inc.", None),
        ("Reminder, the FDA 510(k) file for Brightline", None),
        ("Samples, specs and prices for Brightline", None),
    ],
)
def test_a_subject_that_calls_someone_else_is_an_error(subject, found):
    brightline = next(b for b in SAMPLE if b.buyer_id == "B011")
    body = (
        "Dear Sarah,\n\nBrightline Medical Supplies Inc. buys medical devices in the United States,"
        " and our infusion pumps ship from Busan in three weeks.\n\nBest regards,\nMinji Park\n"
        "Export Sales Manager\nHanbit Trading Co., Ltd."
    )
    findings = check(Draft(subject=subject, body=body), brightline, CheckContext.build(SAMPLE))
    wrong = [f.found for f in findings if f.type.value == "contact_wrong"]
    assert wrong == ([found] if found else [])


def test_the_contacts_name_where_a_word_of_the_category_belongs():
    oceanic = next(b for b in SAMPLE if b.buyer_id == "B012")
    body = (
        "Dear James,\n\nOceanic Marine Hardware Ltd buys marine hardware in the United Kingdom."
        "\n\nBest regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
    )
    context = CheckContext.build(SAMPLE)
    for subject, found in (
        ("James hardware from Hanbit Trading Co., Ltd.", ["James hardware"]),  # a passed draft
        ("Marine hardware from Hanbit Trading Co., Ltd.", []),
        ("James, marine hardware from Korea", []),
    ):
        findings = check(Draft(subject=subject, body=body), oceanic, context)
        assert [f.found for f in findings if f.type.value == "artifact"] == found, subject
