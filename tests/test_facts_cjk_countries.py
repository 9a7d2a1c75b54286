"""Short country names of Chinese, Japanese and Korean found inside longer words (countries.toml
[unspaced]): dev_fresh25, 31, 32 and 35's missed twins, and the good letters beside them."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

KRANJI = Sender(company="Kranji Garden Provisions Pte. Ltd.", name="Serene Lim",
                title="Export Manager", country="Singapore")  # fmt: skip
SIGNED = "\n\n此致\nSerene Lim\nKranji Garden Provisions Pte. Ltd."
YANGFENG = buyer("上海杨丰进口食品有限公司", "杨瑜", "China", "kaya coconut jam")


def test_a_short_chinese_country_name_inside_a_word() -> None:
    # dev_fresh32 I007 "了解到上海杨丰进口食品有限公司是韩国进口食品的专业经销商" (a buyer in China)
    body = (
        "杨经理您好：\n\n我们是新加坡的食品生产商，主要产品是咖椰酱。了解到上海杨丰进口食品有限公司是"
        "{}进口食品的专业经销商，我们希望能与贵公司合作。" + SIGNED
    )
    assert errors(body.format("中国"), YANGFENG, KRANJI) == []
    assert [t for t, _ in errors(body.format("韩国"), YANGFENG, KRANJI)] == ["country_wrong"]


def test_markets_already_served_and_a_route_are_the_sender_s() -> None:
    # dev_fresh32 N007 "目前产品已出口到香港、台湾和澳大利亚"; dev_fresh19 N011 "也可以走香港"
    body = (
        "杨经理您好：\n\n目前产品已出口到香港、台湾和澳大利亚。了解到上海杨丰进口食品有限公司是中国进口"
        "食品的专业经销商。我们可以用 DHL 寄到上海，也可以走香港。" + SIGNED
    )
    assert errors(body, YANGFENG, KRANJI) == []


def test_your_company_placed_in_a_country_of_the_notes() -> None:
    # dev_fresh35 I003 "贵司是韩国领先的水产再加工企业之一" to a buyer in China that re-exports
    # to Korea, as its notes say
    note = "Re-processes fillets for export to Japan and Korea."
    record = buyer("青岛恒泰水产有限公司", "王强", "China", "frozen halibut", notes=note)
    body = (
        "王经理您好：\n\n贵司是{}领先的水产再加工企业之一，考虑到贵司将鱼片加工后再出口到日本和韩国，"
        "我们建议以下规格。青岛恒泰水产有限公司如有兴趣，请告诉我。" + SIGNED
    )
    assert errors(body.format("中国"), record, KRANJI) == []
    assert "country_wrong" in [t for t, _ in errors(body.format("韩国"), record, KRANJI)]


def test_a_korean_letter_sending_the_goods_to_another_country() -> None:
    # dev_fresh37 I042 "다음 주 초 일본에 도착할 예정입니다" to a buyer in South Korea
    record = buyer("주식회사 바다곳간", "김정식", "South Korea", "fish sauce")
    body = (
        "김정식 과장님께,\n\n주식회사 바다곳간의 요청에 따라 샘플을 준비했습니다. 샘플은 이번 주 "
        "금요일 항공편으로 발송하여 다음 주 초 {}에 도착할 예정입니다.\n\n감사합니다.\n"
        "Serene Lim\nKranji Garden Provisions Pte. Ltd."
    )
    assert errors(body.format("한국"), record, KRANJI) == []
    assert [t for t, _ in errors(body.format("일본"), record, KRANJI)] == ["country_wrong"]


def test_the_buyer_s_country_named_in_another_case() -> None:
    # dev_fresh37 N029 "мы поставляем ковры в Россию и Казахстан" to a buyer in Russia: the
    # buyer's country is named (accusative), so Kazakhstan is no neighbour named instead
    record = buyer("ООО «КоврИмпорт»", "Викентий Ершов", "Russia", "machine-made carpets")
    body = (
        "Уважаемый Викентий,\n\nменя зовут Бюшра Каракая, я руковожу отделом внешней торговли. "
        "Газиантеп — крупнейший в мире центр производства машинных ковров, и мы поставляем "
        "ковры в {} и Казахстан уже более десяти лет.\n\nОбращаюсь к вам как к коммерческому "
        "директору ООО «КоврИмпорт».\n\nС уважением,\nSerene Lim\n"
        "Kranji Garden Provisions Pte. Ltd."
    )
    assert errors(body.format("Россию"), record, KRANJI) == []
