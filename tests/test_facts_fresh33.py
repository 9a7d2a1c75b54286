"""What dev_fresh33's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

SING_KEE = Sender(
    company="Lau Fau Shan Sing Kee Food Products Co., Limited",
    name="Winnie Chan Wing-sze",
    title="Assistant Export Manager",
    country="Hong Kong",
)
NORDOYA = Sender(
    company="Sp/f Norðoya Fiskavørur",
    name="Rannvá Dam Jacobsen",
    title="Export Manager",
    country="Faroe Islands",
)
SIGNED = "\n\nKind regards,\nWinnie Chan\nLau Fau Shan Sing Kee Food Products Co., Limited"


def test_the_record_s_own_word_and_a_way_of_cooking() -> None:
    # N025 "in Lau Fau Shan, Hong Kong's old oyster village"; N055 "it holds up better in
    # high-heat wok cooking" to buyers of oyster sauce
    record = buyer("Mcpherson Foodservice Pty Ltd", "Maurice Mcpherson", "Australia",
                   "oyster sauce")  # fmt: skip
    body = (
        "Dear Mr Mcpherson,\n\nWe have made oyster sauce for Mcpherson Foodservice's kind of "
        "kitchen in Lau Fau Shan, Hong Kong's old {} village, for three generations. Our "
        "premium grade holds up better in high-heat {} cooking." + SIGNED
    )
    assert errors(body.format("oyster", "wok"), record, SING_KEE) == []
    wrong = errors(body.format("oyster", "wok") + "\nWe also supply woks and frozen oysters.",
                   record, SING_KEE)  # fmt: skip
    assert any(t == "category_wrong" for t, _ in wrong)


def test_a_place_s_adjective_built_on_the_sender_s_country() -> None:
    # N004, subject "Faroese salted cod for Pometta Baccalà"
    record = buyer("Pometta Baccalà S.r.l.", "Gelsomina Pometta", "Italy", "salted cod")
    body = (
        "Gentile Signora Pometta,\n\nOur salted cod for Pometta Baccalà is cured in Klaksvík."
        "\n\nKind regards,\nRannvá Dam Jacobsen\nSp/f Norðoya Fiskavørur"
    )
    subject = "{} salted cod for Pometta Baccalà"
    assert errors(body, record, NORDOYA, subject.format("Faroese")) == []
    wrong = errors(body, record, NORDOYA, subject.format("Faroethe"))
    assert any(t == "artifact" for t, _ in wrong)
