""".eml files: parse back with the stdlib, and no header injection through names or subjects."""

from __future__ import annotations

import email
import email.policy

import pytest

from sales_dlm.drafting.eml import build_message, eml_file_name
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender


def parse(message):
    return email.message_from_bytes(message.as_bytes(), policy=email.policy.default)


@pytest.mark.parametrize(
    "name",
    ["Eve\r\nBcc: victim@example.com", "Eve\nSubject: spoofed", "Eve\rX-Evil: 1"],
)
def test_newlines_in_names_do_not_inject_headers(name):
    buyer = Buyer.model_construct(buyer_id="x", company="Acme", contact_name=name,
                                  email="eve@acme.com", extra={})
    sender = Sender.model_construct(company="Hanbit", name=name, email="me@hanbit.example",
                                    title="", phone="", website="", country="")
    parsed = parse(build_message(sender, buyer, "Hello\r\nBcc: x@y.z", "Body"))
    assert parsed.get_all("Bcc") is None and parsed.get_all("X-Evil") is None
    assert len(parsed.get_all("Subject")) == 1
    assert parsed["Subject"] == "Hello Bcc: x@y.z"
    assert parsed["To"].addresses[0].addr_spec == "eve@acme.com"


def test_unicode_names_and_body_round_trip():
    buyer = Buyer(buyer_id="k1", company="한빛무역", contact_name="김민준", email="kim@hanbit.kr")
    parsed = parse(build_message(DEFAULT_SENDER, buyer, "Müller & 김민준", "안녕하세요,\nGrüße"))
    assert parsed["To"].addresses[0].display_name == "김민준"
    assert parsed["Subject"] == "Müller & 김민준"
    assert parsed.get_content().replace("\r\n", "\n").rstrip("\n") == "안녕하세요,\nGrüße"


def test_missing_buyer_email_still_builds_a_message():
    buyer = Buyer(buyer_id="n1", company="Acme Ltd", contact_name="Jane Roe")
    parsed = parse(build_message(DEFAULT_SENDER, buyer, "Hi", "Body"))
    assert "Jane Roe" in str(parsed["To"])


@pytest.mark.parametrize("buyer_id, expected", [
    ("B001", "B001.eml"), ("../../etc/passwd", "etc_passwd.eml"), ("a b/c", "a_b_c.eml"),
    ("...", "buyer.eml"),
])
def test_file_names_stay_inside_the_run_folder(buyer_id, expected):
    assert eml_file_name(buyer_id) == expected
