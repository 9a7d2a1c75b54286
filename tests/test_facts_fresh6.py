"""Slips and good sentences from dev_fresh6 (tuning data after its one held-out run): real
sentences, each beside a twin the checker must fail (or pass) the other way."""

from __future__ import annotations

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender

RAVINALA = Sender(company="Ravinala Export SARL", name="Hery Rakotomalala", country="Madagascar")
SIGNATURE = "\n\nBest regards,\nHery Rakotomalala\nCommercial Director\nRavinala Export SARL"


def _buyer(company: str, contact: str, country: str, category: str, title: str = "") -> Buyer:
    return Buyer(
        buyer_id="L1",
        company=company,
        contact_name=contact,
        contact_title=title,
        country=country,
        product_category=category,
    )


SQALLI = _buyer("Arômes Sqalli S.A.", "Mehdi Sqalli", "Morocco", "vanilla beans")
SCHMIEDT = _buyer("Schmiedt Carbon AG", "Raphaela Schmiedt", "Germany", "flake graphite")


def _errors(body: str, buyer: Buyer, subject: str = "Vanilla beans") -> list[tuple[str, str]]:
    ctx = CheckContext.build([buyer], RAVINALA)
    found = check(Draft(subject=subject, body=body), buyer, ctx)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]


def test_a_garbled_word_of_the_product() -> None:
    # M002 (AR): the subject's "Filla beans" for vanilla beans; "ll" is no British spelling here
    body = "Dear Mehdi,\n\nArômes Sqalli may like our vanilla beans." + SIGNATURE
    assert _errors(body, SQALLI, "Vanilla beans from Ravinala Export SARL") == []
    assert ("artifact", "Filla") in _errors(body, SQALLI, "Filla beans from Ravinala Export SARL")


def test_a_product_offered_to_a_buyer_whose_category_the_lexicon_cannot_place() -> None:
    # M023 (diffusion): green tea to a flake graphite buyer; the draft never names graphite
    body = (
        "Dear Raphaela,\n\nWe would like to offer Schmiedt Carbon AG a steady source of green "
        "tea." + SIGNATURE
    )
    assert ("category_wrong", "green tea") in _errors(body, SCHMIEDT, "A quick idea")
    # named beside the buyer's own product, a neighbour is a person's call
    both = body.replace("green tea.", "flake graphite, and green tea for your canteen.")
    assert ("category_wrong", "green tea") not in _errors(both, SCHMIEDT, "A quick idea")


def test_a_sentence_cut_after_a_name_in_another_script() -> None:
    # M006 (AR): the letter stops inside "Madagascar", after a Cyrillic company name
    arsovski = _buyer(
        "Арсовски Импекс ДООЕЛ", "Мирјана Арсовски", "North Macedonia", "vanilla beans"
    )
    cut = (
        "Dear Мирјана Арсовски,\n\nI am writing to introduce Ravinala Export SARL to Арсовски "
        "Импекс ДООЕЛ. We supply vanilla beans from Madagas"
    )
    assert any(kind == "artifact" for kind, _ in _errors(cut, arsovski))


def test_what_fresh6s_writers_wrote_that_is_right() -> None:
    gloves = _buyer("Owusu Medics Ltd", "Kwame Owusu", "Ghana", "nitrile examination gloves")
    body = (
        "Dear Kwame,\n\nWe make nitrile examination gloves for Owusu Medics: 100 gloves per "
        "dispenser box, about 3,000 cartons per 40' HC, sizes S to L, from non-Chinese latex."
        + SIGNATURE
    )
    assert _errors(body, gloves, "Gloves") == []
    packed = "Dear Kwame,\n\nWe make nitrile gloves for Owusu Medics, 3,000 cartons per 40' HC."
    assert _errors(packed + SIGNATURE, gloves, "Gloves") == []
    sold = packed.replace("3,000 cartons per 40' HC", "and we also sell cartons")
    assert ("category_wrong", "cartons") in _errors(sold + SIGNATURE, gloves, "Gloves")
    chairs = _buyer("Tsai Fruit Import Co., Ltd.", "Shu-Chuan Tsai", "Taiwan", "dining chairs")
    body = "Dear Shu-Chuan,\n\nWe make dining chairs for Tsai Fruit Import in walnut finish."
    assert _errors(body + SIGNATURE, chairs, "Chairs") == []
    vanilla = "Dear Mr Sqalli,\n\nArômes Sqalli may like our vanilla beans." + SIGNATURE
    assert _errors(vanilla, SQALLI, "Vanilla for Moroccan pastry") == []


def test_names_in_greek_and_chinese() -> None:
    # N036: the Greek vocative of Μεταξάς; N057: the Chinese name run on from "sent to"
    metaxas = _buyer("Μεταξάς Α.Ε.", "Λουδοβίκος Μεταξάς", "Greece", "alpaca yarn")
    greek = "Αγαπητέ κύριε Μεταξά,\n\nΜεταξάς Α.Ε. may like our alpaca yarn." + SIGNATURE
    assert _errors(greek, metaxas, "Alpaca yarn") == []
    hongshuo = _buyer("宏碩材料科技股份有限公司", "黃志明", "Taiwan", "flake graphite")
    chinese = "黃經理您好：\n\n樣品已於今天寄往宏碩材料科技股份有限公司。" + SIGNATURE
    assert _errors(chinese, hongshuo, "天然鱗片石墨") == []
    # "your company" (貴公司) where the name belongs
    generic = chinese.replace("宏碩材料科技股份有限公司", "貴公司")
    assert ("company_missing", "") in _errors(generic, hongshuo, "天然鱗片石墨")


def test_a_company_twice_around_x_and_a_company_run_into_a_title() -> None:
    # dev_fresh3 M070 (diffusion): lost by a rule of this round, caught again by these two
    tehsing = _buyer("Te Hsing Trading Co., Ltd.", "Su-Ching Lin", "Taiwan", "crystal glassware")
    body = "Dear Su-Ching,\n\nTe Hsing Trading may like our crystal glassware." + SIGNATURE
    assert _errors(body, tehsing, "Ravinala Export SARL x Te Hsing Trading Co., Ltd.") == []
    twice = "Te Hsing Trading Co., Ltd. x Te Hsing Trading Co., Ltd."
    assert ("artifact", twice) in _errors(body, tehsing, twice)
    run_on = body.replace(
        "Te Hsing Trading may", "I am Hery of Ravinala Export Manager at Te Hsing Trading. You may"
    )
    assert ("artifact", "Ravinala Export Manager") in _errors(run_on, tehsing, "Glassware")
    # a title before the company is English
    titled = body.replace("Te Hsing Trading may", "As Buyer at Te Hsing Trading, you may")
    assert _errors(titled, tehsing, "Glassware") == []


def test_chinese_written_against_latin_letters() -> None:
    # dev_fresh5 N037: "我是挪威Vestfjord Eksport AS的销售经理" names the sender, and
    # "致魏海产贸易有限公司" the buyer; a legal form written twice is garble (dev_fresh3 I018)
    norway = Sender(company="Vestfjord Eksport AS", name="Ingrid Solberg", country="Norway")
    wei = _buyer("魏海产贸易有限公司", "魏飞", "China", "stockfish")
    body = "魏经理您好，\n\n我是挪威Vestfjord Eksport AS的销售经理Ingrid Solberg。\n\nIngrid"
    ctx = CheckContext.build([wei], norway)
    subject = "挪威鳕鱼干 – 致魏海产贸易有限公司"

    def errors(text: str, subject: str) -> list[tuple[str, str]]:
        found = check(Draft(subject=subject, body=text), wei, ctx)
        return [(f.type.value, f.found) for f in found if f.severity is Severity.error]

    assert errors(body, subject) == []
    assert ("company_misspelled", "有限公司") in errors(body, subject + "有限公司")
    wrong = body.replace("Vestfjord Eksport AS", "Vestfjord Export AS")
    assert any(kind == "sender_wrong" for kind, _ in errors(wrong, subject))
