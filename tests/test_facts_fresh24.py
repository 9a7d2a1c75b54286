"""What dev_fresh24's one held-out run showed (tuning data since): slips the checker let
through and good letters it failed, each beside its counterpart."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Sender

OLUMO = Sender(
    company="Olumo Agro-Allied Exports Limited",
    name="Folasade Adebisi Ogunleye",
    title="Head, Export Sales",
    country="Nigeria",
)
LIPTOV = Sender(
    company="Liptov Tradícia s. r. o.",
    name="Lucia Hrnčiarová",
    title="Manažérka exportu",
    country="Slovakia",
)


def test_the_senders_title_shuffled_in_the_signature() -> None:
    # M017 "Head Sales Export, Olumo ...", M022 "Head Sales Export Sales, Olumo ..."
    record = buyer("Bronder Stoffen B.V.", "Bram Bronder", "Netherlands", "adire textiles")
    body = (
        "Dear Bram Bronder,\n\nWe supply adire textiles to Bronder Stoffen B.V. from Nigeria."
        "\n\nSincerely,\nFolasade Adebisi Ogunleye\n{}, Olumo Agro-Allied Exports Limited"
    )
    for right in ("Head, Export Sales", "Export Sales Head"):
        assert errors(body.format(right), record, OLUMO) == []
    for wrong in ("Head Sales Export", "Head Sales Export Sales"):
        assert ("sender_wrong", wrong) in errors(body.format(wrong), record, OLUMO)


def test_two_letters_no_english_word_is_a_piece_of_a_word() -> None:
    # M011 "It was good to meet you at IFE London bu needs the port happy to talk through"
    record = buyer("Hussain World Foods Ltd", "Charlie Hussain", "United Kingdom",
                   "smoked catfish", notes="Met at IFE London")  # fmt: skip
    body = (
        "Dear Charlie Hussain,\n\nIt was good to meet you at IFE London {} we can prepare "
        "samples of our smoked catfish for Hussain World Foods Ltd.\n\nKind regards,\n"
        "Folasade Adebisi Ogunleye\nOlumo Agro-Allied Exports Limited"
    )
    assert ("artifact", "bu") in errors(body.format("bu"), record, OLUMO)
    for good in ("and", "so", "ok, and"):
        assert errors(body.format(good), record, OLUMO) == []
    # a particle of another language inside an English sentence is no piece of a word
    quoted = body.replace("IFE London {}", "the stand of Rio de Janeiro's fair, and")
    assert errors(quoted, record, OLUMO) == []


def test_another_buyers_company_inside_a_run_of_chinese_characters() -> None:
    # I033 "得知鍾氏健康食品有限公司專注於居家用品" to 杜家居家用品股份有限公司
    own = buyer("杜家居家用品股份有限公司", "杜志成", "Taiwan", "majolica pottery")
    other = buyer("鍾氏健康食品有限公司", "鍾秀英", "Taiwan", "camel milk powder")
    other = other.model_copy(update={"buyer_id": "Q2"})
    context = CheckContext.build([own, other], LIPTOV)
    body = (
        "杜主任您好：\n\n我是斯洛伐克Liptov Tradícia s. r. o.的出口經理Lucia Hrnčiarová。得知{}"
        "專注於居家用品，想向您介紹我們的手繪馬約利卡陶器。\n\nLucia Hrnčiarová\n"
        "Liptov Tradícia s. r. o."
    )

    def found(name: str) -> list:
        draft = Draft(subject="馬約利卡陶器", body=body.format(name))
        return [
            (f.type.value, f.found)
            for f in check(draft, own, context)
            if f.severity is Severity.error
        ]

    assert ("company_foreign", "鍾氏健康食品有限公司") in found("鍾氏健康食品有限公司")
    assert found("杜家居家用品股份有限公司") == []
