"""What dev_fresh23's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

BLACK_RIVER = Sender(
    company="Black River Provisions Limited",
    name="Shanique Whyte-Campbell",
    title="Export Manager",
    country="Jamaica",
)
SHWE = Sender(
    company="Shwe Ayeyar Trading Co., Ltd.",
    name="Khin Myat Noe",
    title="Export Manager",
    country="Myanmar",
)
SEKI = Sender(
    company="Şəki Bərəkət MMC",
    name="Nərgiz Hüseynova",
    title="İxrac üzrə menecer",
    email="n.huseynova@sekibereket.az",
    country="Azerbaijan",
)


def test_a_parish_named_like_a_foreign_city() -> None:
    # N016, N021 "Black River, St. Elizabeth, Jamaica": not Elizabeth, New Jersey
    record = buyer("Gonzalez Caribbean Distributors, Inc.", "Dennis Gonzalez", "United States",
                   "canned ackee")  # fmt: skip
    body = (
        "Dear Mr. Gonzalez,\n\nWe offer canned ackee to Gonzalez Caribbean Distributors.\n\n"
        "Best regards,\nShanique Whyte-Campbell\nBlack River Provisions Limited\n{}"
    )
    assert errors(body.format("Black River, St. Elizabeth, Jamaica"), record, BLACK_RIVER) == []
    wrong = errors(body.format("Kingston, Trinidad and Tobago"), record, BLACK_RIVER)
    assert any(t in ("country_wrong", "sender_wrong") for t, _ in wrong)


def test_cnf_is_a_trade_term() -> None:
    # N033 "USD 830 per MT CNF Chennai" (cost and freight, as South Asian trade says CFR)
    record = buyer("Batra Pulses Pvt. Ltd.", "Zansi Batra", "India", "black matpe beans")
    body = (
        "Dear Ms Batra,\n\nOur offer to Batra Pulses: black matpe beans, USD 830 per MT {} "
        "Chennai.\n\nBest regards,\nKhin Myat Noe\nShwe Ayeyar Trading Co., Ltd."
    )
    assert errors(body.format("CNF"), record, SHWE) == []
    assert any(t == "artifact" for t, _ in errors(body.format("CNR"), record, SHWE))


def test_a_devanagari_company_with_its_form_and_a_case_ending() -> None:
    # N012 "For चोधरी सिल्क मिल्स I would like to offer" for चोधरी सिल्क मिल्स प्राइवेट लिमिटेड;
    # fresh20 N039 "गौतम ट्रेडर्सलाई" (to Gautam Traders)
    record = buyer("चोधरी सिल्क मिल्स प्राइवेट लिमिटेड", "मणीन्द्र चोधरी", "India", "raw silk yarn")
    body = (
        "नमस्ते मणीन्द्र जी,\n\nI am writing from Şəki Bərəkət MMC in Azerbaijan. For {} I would "
        "like to offer mulberry raw silk.\n\nRegards,\nNərgiz Hüseynova\nŞəki Bərəkət MMC"
    )
    assert errors(body.format("चोधरी सिल्क मिल्स"), record, SEKI) == []
    assert errors(body.format("चोधरी सिल्क मिल्सलाई"), record, SEKI) == []
    assert any(t == "company_missing" for t, _ in errors(body.format("your mill"), record, SEKI))


def test_a_japanese_letter_signed_in_katakana_with_an_email_line() -> None:
    # N015: the closing "何卒よろしくお願い申し上げます", the name in katakana, "Email: ..."
    record = buyer("佐藤織物株式会社", "佐藤 くみ子", "Japan", "raw silk yarn", title="購買課長")
    body = (
        "佐藤織物株式会社\n購買課長 佐藤 くみ子 様\n\n"
        "27デニール生糸のサンプルをお送りいたします。\n\n何卒よろしくお願い申し上げます。\n\n"
        "Şəki Bərəkət MMC\nナルギズ・フセイノヴァ（Nərgiz Hüseynova）\nEmail: {}"
    )
    assert errors(body.format("n.huseynova@sekibereket.az"), record, SEKI) == []
    # a line of the prompt ("Task: ...") copied into the draft is still garble
    copied = body.format("n.huseynova@sekibereket.az") + "\nTask: write a cold email"
    assert any(t == "artifact" for t, _ in errors(copied, record, SEKI))


def test_a_korean_sign_off_after_the_senders_name() -> None:
    # N060 "Khin Myat Noe 드림" (from Khin Myat Noe)
    record = buyer("주식회사 성수코스메틱", "허성수", "South Korea", "thanaka powder")
    body = (
        "허성수 팀장님께,\n\n주식회사 성수코스메틱에 타나카 파우더를 소개합니다.\n\n"
        "감사합니다\n{} 드림\nShwe Ayeyar Trading Co., Ltd."
    )
    assert errors(body.format("Khin Myat Noe"), record, SHWE) == []
    assert any(t == "sender_wrong" for t, _ in errors(body.format("Khin Myat Soe"), record, SHWE))


def test_a_placeholder_in_capitals_and_cjk_titles() -> None:
    # I057 "[SEASON DATES]" left in the text; I034 "営業部長" for a 仕入部長; I014 Thai
    # "ผู้จัดการฝ่ายขาย" (sales manager) for a purchasing manager
    record = buyer("Tresoldi Tartufi S.r.l.", "Bettina Tresoldi", "Italy", "desert truffles")
    body = "Dear Bettina,\n\nTresoldi Tartufi can have our truffles {}.\n\nBest regards,\n"
    body += "Khin Myat Noe\nShwe Ayeyar Trading Co., Ltd."
    assert errors(body.format("from mid-February to April"), record, SHWE) == []
    assert any(t == "artifact" for t, _ in errors(body.format("[SEASON DATES]"), record, SHWE))
    ikeda = buyer("池田もやし株式会社", "池田 太一", "Japan", "black matpe beans", title="仕入部長")
    letter = (
        "池田もやし株式会社\n{} 池田 太一 様\n\n黒マッペ豆のご案内です。\n\n敬具\n"
        "Khin Myat Noe\nShwe Ayeyar Trading Co., Ltd."
    )
    assert errors(letter.format("仕入部長"), ikeda, SHWE) == []
    assert any(t == "title_wrong" for t, _ in errors(letter.format("営業部長"), ikeda, SHWE))
    thai = buyer("บริษัท ไหมไทยนามเสวตร จำกัด", "มาซีเตาะ นามเสวตร", "Thailand", "raw silk yarn",
                 title="ผู้จัดการฝ่ายจัดซื้อ")  # fmt: skip
    prose = (
        "Dear Khun Maseetoh,\n\nAs {} at บริษัท ไหมไทยนามเสวตร จำกัด you probably buy raw silk "
        "from several origins.\n\nBest regards,\nKhin Myat Noe\nShwe Ayeyar Trading Co., Ltd."
    )
    assert errors(prose.format("ผู้จัดการฝ่ายจัดซื้อ"), thai, SHWE) == []
    assert any(t == "title_wrong" for t, _ in errors(prose.format("ผู้จัดการฝ่ายขาย"), thai, SHWE))


def test_the_models_offer_slot_holds_the_product() -> None:
    # the README's sample run, B010: "Our home range is made to order ..." to a textiles buyer
    from sales_dlm.inputs.records import DEFAULT_SENDER

    record = buyer("Anatolia Tekstil A.Ş.", "Emre Yilmaz", "Turkey", "textiles")
    body = (
        "Dear Emre,\n\nI am reaching out because Anatolia Tekstil A.Ş. buys textiles in Turkey. "
        "Our {} range is made to order and shipped with full documentation.\n\nSincerely,\n"
        "Minji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."
    )
    assert errors(body.format("textiles"), record, DEFAULT_SENDER) == []
    assert ("category_wrong", "home") in errors(body.format("home"), record, DEFAULT_SENDER)


def test_a_meeting_at_another_fair_in_russian() -> None:
    # I001 "Спасибо за встречу на выставке «Продэкспо»" for a buyer met at WorldFood Moscow
    notes = "Met at WorldFood Moscow 2025; asked for Korolyok persimmons in 5 kg boxes."
    record = buyer("ООО «Мамонтов Агро»", "Макар Мамонтов", "Russia", "fresh persimmons",
                   notes=notes)  # fmt: skip
    body = (
        "Здравствуйте, Макар!\n\nСпасибо за встречу на выставке «{}». Высылаю предложение для "
        "«Мамонтов Агро».\n\nС уважением,\nNərgiz Hüseynova\nŞəki Bərəkət MMC"
    )
    assert errors(body.format("WorldFood Moscow"), record, SEKI) == []
    assert any(t == "note_wrong" for t, _ in errors(body.format("Продэкспо"), record, SEKI))
