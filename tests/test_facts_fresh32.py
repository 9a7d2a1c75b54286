"""What dev_fresh32's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

KRANJI = Sender(
    company="Kranji Garden Provisions Pte. Ltd.",
    name="Serene Lim Hui Min",
    title="Senior Manager, Export Sales",
    country="Singapore",
)
SIGNED = "\n\nBest regards,\nSerene Lim\nKranji Garden Provisions Pte. Ltd."


def test_a_japanese_contact_one_character_from_the_company() -> None:
    # N001 "株式会社高橋花卉\n仕入課長\u3000高橋花子様": the contact, not the company misspelled
    record = buyer("株式会社高橋花卉", "高橋花子", "Japan", "fresh cut orchids", title="仕入課長")
    body = (
        "株式会社高橋花卉\n仕入課長\u3000{}様\n\n突然のメールにて失礼いたします。シンガポールの"
        "Kranji Garden Provisionsです。蘭の切り花をご提案いたします。" + SIGNED
    )
    assert errors(body.format("高橋花子"), record, KRANJI) == []
    wrong = errors(body.format("高橋花木"), record, KRANJI)
    assert any(t == "company_misspelled" for t, _ in wrong)


def test_sizes_listed_with_and() -> None:
    # N034 "- sizes S, M, L and XL"
    record = buyer("Malyk Seafood LLC", "Oleh Malyk", "Ukraine", "frozen squid")
    body = (
        "Dear Mr Malyk,\n\nOur frozen squid for Malyk Seafood comes in:\n- sizes S, M, {} and "
        "XL\n- EU health certificates" + SIGNED
    )
    assert errors(body.format("L"), record, KRANJI) == []
    assert ("artifact", "L") in errors(body.format("L the"), record, KRANJI)


def test_colours_and_us_dollars() -> None:
    # N002 "in the whites, purples and creams that wedding planners in Dubai ask for", "prices
    # CPT Dubai International (DXB), in US dollars"
    record = buyer("Al Zahra Flowers LLC", "Fatima Al Zahra", "United Arab Emirates",
                   "fresh cut orchids")  # fmt: skip
    body = (
        "Dear Ms Al Zahra,\n\nOur fresh cut orchids for Al Zahra Flowers come in the whites, "
        "purples and {} that wedding planners in Dubai ask for. Prices are CPT Dubai, in {} "
        "dollars." + SIGNED
    )
    assert errors(body.format("creams", "US"), record, KRANJI) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("cream cheese", "US"), record,
                                                         KRANJI))  # fmt: skip
    wrong = errors(body.format("creams", "New Zealand"), record, KRANJI)
    assert any(t == "country_wrong" for t, _ in wrong)


def test_a_singapore_food_producer() -> None:
    # N012 "We are Kranji Garden Provisions, a Singapore food producer"
    record = buyer("Laksa House Inc.", "Mary Tan", "United States", "laksa paste")
    body = (
        "Dear Ms Tan,\n\nWe are Kranji Garden Provisions, a {} food producer, and our laksa "
        "paste could suit Laksa House." + SIGNED
    )
    assert errors(body.format("Singapore"), record, KRANJI) == []
    assert any(t == "artifact" for t, _ in errors(body.format("Malaysia"), record, KRANJI))


def test_ingredients_and_a_trade_word() -> None:
    # N012 "our laksa paste is made in Singapore from dried shrimp, chili, lemongrass" and "1 kg
    # foodservice tubs"
    record = buyer("Laksa House Inc.", "Mary Tan", "United States", "laksa paste")
    body = (
        "Dear Ms Tan,\n\nOur laksa paste for Laksa House is {} dried shrimp, chili, lemongrass "
        "and galangal. We pack it in 1 kg foodservice tubs." + SIGNED
    )
    assert errors(body.format("made in Singapore from"), record, KRANJI) == []
    offered = body.format("made in Singapore from").replace(
        "We pack it", "We also supply dried shrimp. We pack it"
    )
    assert ("category_wrong", "shrimp") in errors(offered, record, KRANJI)


def test_a_genus_in_brackets() -> None:
    # N040 "frozen rock cod fillets (Patagonotothen ramsayi)": no garble, not even a doubt
    fish = buyer("Malyk Seafood LLC", "Oleh Malyk", "Ukraine", "frozen rock cod fillets")
    body = (
        "Dear Mr Malyk,\n\nWe produce frozen rock cod fillets ({} ramsayi) for Malyk Seafood."
        + SIGNED
    )
    found = findings(body.format("Patagonotothen"), fish, KRANJI)
    assert not any(f == ("artifact", "warning", "Patagonotothen") for f in found)
    assert any(t == "artifact" for t, _ in errors(body.format("Patagonotothenthen"), fish, KRANJI))
