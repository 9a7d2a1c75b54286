"""The labelled drafts (tests/data/labelled_drafts.jsonl) and properties on arbitrary text."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sales_dlm.facts import CheckContext, Draft, FindingType, check, passed
from sales_dlm.inputs.records import Buyer

DATA = Path(__file__).parent / "data"

with open(DATA / "labelled_buyers.csv", encoding="utf-8", newline="") as _f:
    BUYERS = {row["buyer_id"]: Buyer(**row) for row in csv.DictReader(_f)}
with open(DATA / "labelled_drafts.jsonl", encoding="utf-8") as _f:
    ITEMS = [json.loads(line) for line in _f if line.strip()]
CTX = CheckContext.build(BUYERS.values())


def test_the_labelled_set_is_big_and_balanced() -> None:
    assert len(ITEMS) >= 60
    assert len({item["id"] for item in ITEMS}) == len(ITEMS)
    clean = [item for item in ITEMS if not item["expected"]]
    assert len(clean) >= len(ITEMS) // 4
    per_type = Counter(e["type"] for item in ITEMS for e in item["expected"])
    for kind in FindingType:
        minimum = 3 if kind is FindingType.company_missing else 5
        assert per_type[kind.value] >= minimum, kind


@pytest.mark.parametrize("item", ITEMS, ids=[item["id"] for item in ITEMS])
def test_labelled_draft(item: dict) -> None:
    draft = Draft(subject=item["subject"], body=item["body"])
    found = check(draft, BUYERS[item["buyer_id"]], CTX)
    got = Counter((f.type.value, f.found, f.severity.value) for f in found)
    want = Counter((e["type"], e["found"], e.get("severity", "error")) for e in item["expected"])
    assert got == want, item["note"]
    assert passed(found) == all(e.get("severity", "error") == "warning" for e in item["expected"])
    for f in found:
        text = draft.subject if f.part == "subject" else draft.body
        assert text[f.start : f.end] == f.found
        buyer = BUYERS[item["buyer_id"]]
        record = {
            "",
            buyer.company,
            buyer.contact_name,
            buyer.contact_title,
            buyer.country,
            buyer.product_category,
            buyer.notes,  # note_wrong expects what the notes say
        }
        if f.type is FindingType.sender_wrong:
            record = {CTX.sender.company, CTX.sender.name, CTX.sender.title}
        assert f.expected in record


TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300) | st.lists(
    st.sampled_from(
        [
            "Dear",
            "Mr.",
            "Hoffmann",
            "Industrietechnik",
            "GmbH",
            "AG",
            "Acme",
            "Steel",
            "Global",
            "Foods",
            "Purchasing",
            "Manager",
            "Head",
            "of",
            "Sr.",
            "VP",
            "Sales",
            ",",
            ".",
            "\n",
            "in",
            "Germany",
            "US",
            "us",
            "Korean",
            "solar",
            "panels",
            "skin-care",
            "[MASK]",
            "{{",
            "}}",
            "<|",
            "|>",
            "the",
            "the",
            "Łódź",
            "İstanbul",
            "김민수님",
            "-san",
            "'s",
            "Jordan",
            "Best regards,",
            "Minji Park",
            " ",
            "e\u0301",
            "ß",
            "Grace Chen",
            "co",
            "Ace",
        ]
    ),
    max_size=60,
).map(" ".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(subject=TEXT, body=TEXT, buyer_id=st.sampled_from(sorted(BUYERS)))
def test_check_never_raises_and_offsets_stay_in_bounds(
    subject: str, body: str, buyer_id: str
) -> None:
    draft = Draft(subject=subject, body=body)
    found = check(draft, BUYERS[buyer_id], CTX)
    keys = [(f.part, f.start, f.end, f.type.value) for f in found]
    assert keys == sorted(keys)
    for f in found:
        text = draft.subject if f.part == "subject" else draft.body
        assert 0 <= f.start <= f.end <= len(text)
        assert text[f.start : f.end] == f.found
        assert 0 <= f.score <= 100
