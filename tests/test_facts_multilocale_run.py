"""Two drafts the embedded models wrote on benchmarks/multilocale with its own sender, which the
checker passed (read at the end of the session of 2026-12-06, fourteenth), beside the drafts
it must still pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

KESTREL = Sender(company="Kestrel Export Ltd", name="Daniel Moreau", title="Export Manager",
                 country="United Kingdom")  # fmt: skip


def test_the_contact_s_name_run_on_after_the_sender_s() -> None:
    # L035 (diffusion): 'Daniel Moreau"а Алина, Kestrel Export Ltd'
    record = buyer("Ларионова Лимитед", "Алина Павловна Корнилова", "Russia",
                   "packaging materials", title="General Manager")  # fmt: skip
    body = (
        "Dear Алина,\n\nI am reaching out because Ларионова Лимитед buys packaging materials in "
        "Russia. We supply packaging materials from the United Kingdom with short lead times."
        "\n\nSincerely,\n{}, Kestrel Export Ltd"
    )
    assert errors(body.format("Daniel Moreau"), record, KESTREL) == []
    assert ("sender_wrong", "Алина") in errors(
        body.format('Daniel Moreau"а Алина'), record, KESTREL
    )


def test_a_clause_with_no_verb_after_the_buyer_s_company() -> None:
    # L040 (diffusion): "I am reaching out because Mai Công ty Trách nhiệm hữu hạn and in
    # Vietnam."
    record = buyer("Mai Công ty Trách nhiệm hữu hạn", "Thành Bùi", "Vietnam", "auto parts")
    body = (
        "Dear Thành Bùi,\n\nI am reaching out because Mai Công ty Trách nhiệm hữu hạn {} "
        "Vietnam. We supply auto parts from the United Kingdom with short lead times.\n\n"
        "Best regards,\nDaniel Moreau\nExport Manager\nKestrel Export Ltd"
    )
    assert errors(body.format("buys auto parts in"), record, KESTREL) == []
    assert ("artifact", "because Mai Công ty Trách nhiệm hữu hạn and in Vietnam.") in errors(
        body.format("and in"), record, KESTREL
    )
