"""Noun phrases, forms of address and signatures as people write them: real sentences of the
emails written one by one for faker buyers (tests/data/dev_fresh/), each beside a twin the
checker must still fail, so a rule that only stays quiet cannot pass."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender

LANKA = Sender(
    company="Lanka Horizon Exports (Pvt) Ltd",
    name="Dilani Perera",
    title="Head of Export Sales",
    country="Sri Lanka",
)
LANKA_SIG = "\nDilani Perera\nHead of Export Sales\nLanka Horizon Exports (Pvt) Ltd"


def _buyer(company: str, category: str, contact: str = "", title: str = "", country: str = ""):
    return Buyer(
        buyer_id="X1",
        company=company,
        contact_name=contact,
        contact_title=title,
        country=country,
        product_category=category,
    )


def _errors(body: str, buyer: Buyer, sender: Sender | None = None, subject: str = ""):
    ctx = CheckContext.build([buyer], sender) if sender else CheckContext.build([buyer])
    found = check(Draft(subject=subject, body=body), buyer, ctx)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]


def _warnings(body: str, buyer: Buyer):
    found = check(Draft(body=body), buyer, CheckContext.build([buyer]))
    return [(f.type.value, f.found) for f in found if f.severity is Severity.warning]


ROUX = _buyer("Roux Import SAS", "fasteners", "Chantal Roux")
LACE = _buyer("Lāce Serviss SIA", "hand tools", "Alise Lāce")


@pytest.mark.parametrize(
    ("buyer", "body"),
    [
        # the head noun comes last: "connector bolts" are fasteners, "tool kits" hand tools
        (ROUX, "Roux Import SAS could source flange nuts and furniture connector bolts from us."),
        (LACE, "We make locking pliers and bicycle repair tool kits for Lāce Serviss SIA."),
        # the Incoterm, not diammonium phosphate
        (ROUX, "Roux Import SAS can have hex bolts DAP Lyon within a week."),
        # what the product is for, not the product
        (
            _buyer("Hosseini Bazargani Co.", "industrial valves"),
            "Hosseini Bazargani Co. may need butterfly valves with PTFE seats for chemicals.",
        ),
        # several modifiers of one head: wafer-type valves, grape juice
        (
            _buyer("Hosseini Bazargani Co.", "industrial valves"),
            "For Hosseini Bazargani Co. we make wafer and lug butterfly valves up to DN600.",
        ),
        (
            _buyer("Al-Ghamdi Commercial Co.", "beverages"),
            "We produce 100% apple, grape and cranberry juices for Al-Ghamdi Commercial Co.",
        ),
        # the buyer's product qualifying the word: mussel meat is seafood
        (
            _buyer("Tessier Négoce SARL", "frozen seafood"),
            "Tessier Négoce SARL might like our IQF mussel meat and hake fillets.",
        ),
        # whole phrases of the buyer's category
        (
            _buyer("Castillo Wholesale Inc.", "cosmetics"),
            "Castillo Wholesale Inc. may like our coffee body scrub and hand creams.",
        ),
        (
            _buyer("Nuñez Comercial S.A.S.", "kitchenware"),
            "We make cast-iron casseroles and stovetop tea kettles for Nuñez Comercial S.A.S.",
        ),
        (
            _buyer("Loureiro Importações Lda.", "home textiles"),
            "Loureiro Importações Lda. might like our stonewashed linen bed sets.",
        ),
        # what the goods are made from, a kind of the product, a part of it
        (
            _buyer("Kapoor Traders LLP", "apparel"),
            "We make leggings for Kapoor Traders LLP, knitted in Sri Lanka from recycled nylon.",
        ),
        (
            _buyer("Medina Distribuidora S.R.L.", "industrial valves"),
            "For Medina Distribuidora S.R.L.: butterfly valves DN50-DN600, wafer and lug type.",
        ),
        (
            _buyer("株式会社西村商事", "packaging materials"),
            "We could send 株式会社西村商事 coffee pouches with one-way degassing valves.",
        ),
        # stud earrings, not threaded studs
        (
            _buyer("Mennea Commerciale S.r.l.", "jewelry"),
            "For Mennea Commerciale S.r.l. we could offer stud earrings and moonstone pendants.",
        ),
    ],
)
def test_phrases_of_the_buyers_category_pass(buyer: Buyer, body: str) -> None:
    assert _errors(body, buyer) == []


@pytest.mark.parametrize(
    ("buyer", "body", "found"),
    [
        # a set of another category's product is still that product
        (
            _buyer("Hosseini Bazargani Co.", "industrial valves"),
            "For Hosseini Bazargani Co. we make butterfly valves and ratchet spanner sets.",
            "spanner",
        ),
        # a list of products, not modifiers of one head
        (
            _buyer("Seth & Dash Pvt. Ltd.", "consumer electronics"),
            "Seth & Dash Pvt. Ltd. may like our dry dog food, power banks and earbuds.",
            "dry dog food",
        ),
        # a kitchen appliance is still a neighbouring category, not kitchenware
        (
            _buyer("Nuñez Comercial S.A.S.", "kitchenware"),
            "We make casseroles and electric kettles for Nuñez Comercial S.A.S.",
            "electric kettles",
        ),
        # a material offered as the goods
        (
            _buyer("Kapoor Traders LLP", "apparel"),
            "We also sell nylon to Kapoor Traders LLP.",
            "nylon",
        ),
        (
            _buyer("Mennea Commerciale S.r.l.", "jewelry"),
            "For Mennea Commerciale S.r.l. we could offer threaded studs.",
            "threaded studs",
        ),
        # DAP the fertilizer, written as a product
        (ROUX, "Roux Import SAS may also like our dap fertilizer.", "dap"),
    ],
)
def test_other_categories_still_fail(buyer: Buyer, body: str, found: str) -> None:
    assert ("category_wrong", found) in _errors(body, buyer)


@pytest.mark.parametrize(
    ("contact", "greeting", "name"),
    [
        ("西村 裕美子", "Dear 西村 裕美子 様,", "裕美子"),
        ("이윤서", "Dear 이윤서 팀장님,", "이윤서"),
        ("김옥순", "Dear 김옥순 님,", "김옥순"),
        ("मधुकर कौल", "Dear मधुकर कौल जी,", "कौल"),
        ("Arif Ismail", "Dear Encik Arif,", "Arif"),
        ("Angelo Mennea", "Gentile Sig. Mennea,", "Mennea"),
    ],
)
def test_forms_of_address_of_the_buyers_languages(contact: str, greeting: str, name: str) -> None:
    buyer = _buyer("Kapoor Traders LLP", "apparel", contact)
    body = f"{greeting}\n\nKapoor Traders LLP may like our seamless activewear.\n\nMinji Park"
    assert _errors(body, buyer) == []
    other = body.replace(name, "Tanaka")
    assert [t for t, _ in _errors(other, buyer)] == ["contact_wrong"]


def test_a_signature_after_a_closing_in_the_buyers_language() -> None:
    buyer = _buyer("Grifeo Forniture S.r.l.", "toys", "Annibale Grifeo")
    body = (
        "Dear Annibale,\n\nGrifeo Forniture S.r.l. may like our wooden puzzles; I can courier "
        "a sample box to Italy this week.\n\nUn cordiale saluto," + LANKA_SIG
    )
    assert _errors(body, buyer, LANKA) == []
    cut = body.replace("this week.", "this week and")
    assert (
        "artifact",
        "Grifeo Forniture S.r.l. may like our wooden puzzles; I can courier a "
        "sample box to Italy this week and",
    ) in _errors(cut, buyer, LANKA)


def test_the_record_written_with_both_its_legal_forms() -> None:
    buyer = _buyer("Chowdhury Corporation Limited", "beverages")
    body = "As the buyer at Chowdhury Corporation Limited, you might like our mango nectar."
    assert _errors(body, buyer) == []
    other = body.replace("Corporation Limited", "Corporation GmbH")
    assert {t for t, _ in _errors(other, buyer)} == {"company_misspelled"}


def test_a_bengali_title_is_read_as_one_title() -> None:
    buyer = _buyer("Chowdhury Corporation Limited", "beverages", "Nusrat Chowdhury", "ক্রয় ব্যবস্থাপক")
    body = "As Managing Director at Chowdhury Corporation Limited, you might like our nectar."
    assert ("title_wrong", "Managing Director") in _errors(body, buyer)
    assert _warnings(body.replace("Managing Director", "Purchasing Manager"), buyer) == []


def test_georgian_is_written_without_capitals() -> None:
    buyer = _buyer("შპს „ბუცხრიკიძე ტრეიდი“", "furniture", "ეთერ ბუცხრიკიძე")
    body = (
        "Dear ეთერ ბუცხრიკიძე,\n\nI believe შპს „ბუცხრიკიძე ტრეიდი“ supplies many of the new "
        "hotels in Tbilisi; may I send you our contract furniture catalogue?\n\nMinji Park"
    )
    assert _errors(body, buyer) == []
    cut = body.replace("ბუცხრიკიძე ტრეიდი“", "ბუცხრიკიძ ტრეიდი“")
    assert {t for t, _ in _errors(cut, buyer)} == {"company_misspelled"}


def test_words_of_the_trade() -> None:
    buyer = _buyer("Castillo Wholesale Inc.", "cosmetics")
    body = "For Castillo Wholesale Inc. we can provide MoCRA-ready labels for our soap bars."
    assert _errors(body, buyer) == []


def test_another_categorys_word_before_an_unknown_product_in_the_subject() -> None:
    buyer = _buyer("Pereira Calçados Ltda.", "footwear")
    body = "Pereira Calçados Ltda. may like our canvas sneakers."
    ctx = CheckContext.build([buyer])
    found = check(Draft(subject="Bicycle disposables", body=body), buyer, ctx)
    assert [(f.type.value, f.severity, f.found) for f in found] == [
        ("category_wrong", Severity.warning, "Bicycle disposables")
    ]
    assert check(Draft(subject="Canvas sneakers for Pereira", body=body), buyer, ctx) == []
    towels = _buyer("Nordic Linen AS", "home textiles")
    body = "Nordic Linen AS may like our linen tea towels."
    assert check(Draft(subject="Tea towels", body=body), towels, CheckContext.build([towels])) == []
