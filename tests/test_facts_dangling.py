"""artifact: the buyer's title said of the sender ("As Brand Manager at X. I wanted ...")."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, check
from sales_dlm.inputs.records import read_buyers

SAMPLE = [row.buyer for row in read_buyers("buyers/sample.csv") if row.buyer is not None]
DANUBE = next(b for b in SAMPLE if b.company == "Danube Cosmetics Kft.")


def _artifacts(sentence: str) -> list[str]:
    body = (
        f"Dear Eszter,\n\n{sentence} Danube Cosmetics Kft. could stock our cosmetics.\n\n"
        "Best regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
    )
    findings = check(Draft(subject="Cosmetics", body=body), DANUBE, CheckContext.build(SAMPLE))
    return [f.found for f in findings if f.type.value == "artifact"]


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        # a diffusion draft of buyers/sample.csv (B030), repaired, that the checker passed
        (
            "As Brand Manager at Danube Cosmetics Kft. I wanted to contact you directly.",
            "As Brand Manager at Danube Cosmetics Kft. I",
        ),
        (
            "As the Brand Manager of Danube Cosmetics Kft., we thought of you.",
            "As the Brand Manager of Danube Cosmetics Kft., we",
        ),
    ],
)
def test_the_buyers_title_run_into_i_or_we_is_an_error(sentence, found):
    assert _artifacts(sentence) == [found]


@pytest.mark.parametrize(
    "sentence",
    [
        "As Brand Manager at Danube Cosmetics Kft., you know what your customers want.",
        "As Brand Manager, I am sure you know the market.",  # loose, but said of the buyer
        "As Export Sales Manager at Hanbit Trading, I would like to introduce our range.",
        "Given your role as Brand Manager at Danube Cosmetics Kft., I thought of you.",
    ],
)
def test_titles_said_of_the_buyer_or_the_senders_own_pass(sentence):
    assert _artifacts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        # a repaired diffusion draft of buyers/sample.csv (B023) that the checker passed
        (
            "I am writing to introduce Hanbit Trading Co., Ltd. to Oy. Nordic Industrial Ltd.",
            "Oy. Nordic",
        ),
        ("I am writing to introduce Hanbit Trading Co., Ltd. to Oy Nordic Industrial Ltd.", None),
    ],
)
def test_a_full_stop_after_a_legal_form_written_before_the_name(sentence, found):
    nordic = next(b for b in SAMPLE if b.buyer_id == "B023")
    assert nordic.company == "Oy Nordic Industrial Ltd"
    signature = "Best regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
    body = f"Dear Aino,\n\n{sentence}\n\n{signature}"
    findings = check(Draft(subject="Machinery", body=body), nordic, CheckContext.build(SAMPLE))
    misspelled = [f.found for f in findings if f.type.value == "company_misspelled"]
    assert misspelled == ([found] if found else [])
