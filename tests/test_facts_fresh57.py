"""Names declined in dev_fresh57/58's natural e-mails (written by people who did not read the
checker) that the checker flagged at their held-out run, each beside the slip it must still
catch (the sets' own injected twins)."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGNED = "\n\nZ poważaniem\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."


def _companies(body: str, record) -> list[str]:
    return [f for t, f in errors(body, record, DEFAULT_SENDER) if t == "company_misspelled"]


def test_a_polish_company_in_the_genitive_and_locative_plural():
    zegary = buyer("Zegary Wawrzynek Sp.j.", "Rozalia Wawrzynek", "Poland", "wall clocks")
    genitive = (
        "Szanowna Pani Rozalio,\n\nPiszę, ponieważ sądzę, że nasze zegary ścienne mogłyby "
        "zainteresować klientów {}." + SIGNED
    )
    assert _companies(genitive.format("Zegarów Wawrzynek"), zegary) == []
    assert _companies(genitive.format("Zegarków Wawrzynek"), zegary) != []
    herbaty = buyer("Herbaty Guźniczak Sp. z o.o.", "Kaja Guźniczak", "Poland", "lapacho bark")
    locative = (
        "Szanowna Pani Kajo,\n\nPiszę do Pani jako specjalistki ds. zakupów w {}, ponieważ "
        "oferujemy korę lapacho." + SIGNED
    )
    assert _companies(locative.format("Herbatach Guźniczak"), herbaty) == []
    assert _companies(locative.format("Herbatach Guźnik"), herbaty) != []


def test_a_russian_company_in_the_genitive_keeps_its_family_name():
    record = buyer("ООО «Винная галерея Юдина»", "Роман Юдин", "Russia", "Refošk wine")
    body = "Уважаемый Роман,\n\nМы предлагаем рефошк для «{}»." + SIGNED
    assert _companies(body.format("Винной галереи Юдина"), record) == []
    # the family name in another case is another person's company (dev_fresh58 I003)
    assert _companies(body.format("Винная галерея Юдиной"), record) != []
    trava = buyer("ТОВ «Трави Величка»", "Мирослав Величко", "Ukraine", "lapacho bark")
    sent = "Шановний пане Мирославе,\n\nМи надішлемо ТОВ «{}» зразки кори лапачо." + SIGNED
    assert _companies(sent.format("Трави Величка"), trava) == []
    assert _companies(sent.format("Трави Величко"), trava) != []  # dev_fresh57 I038


def test_a_greek_vocative_with_its_accent():
    record = buyer("Κιτινός Ένδυση Α.Ε.", "Φραγκίσκος Κιτινός", "Greece", "cotton shirts")
    body = "{},\n\nWe make cotton shirts for Κιτινός Ένδυση.\n\nBest regards,\nMinji Park"
    contacts = [t for t, _ in errors(body.format("Αγαπητέ κύριε Κιτινέ"), record, DEFAULT_SENDER)]
    assert "contact_wrong" not in contacts
    slip = errors(body.format("Αγαπητέ κύριε Κιτάνε"), record, DEFAULT_SENDER)
    assert "contact_wrong" in [t for t, _ in slip]


def test_a_latin_name_with_a_korean_particle():
    record = buyer(
        "병철가스산업 주식회사", "김병철", "South Korea", "liquefied petroleum gas", "구매과장"
    )
    body = "김병철 구매과장님께,\n\n저희는 Mina {} 기반을 둔 LPG 무역회사입니다."
    body += "\n\n감사합니다.\nMinji Park"
    for place in ("Abdullah에", "Abdullah에서"):
        assert errors(body.format(place), record, DEFAULT_SENDER) == [], place
    found = errors(body.format("towitle레개발공사"), record, DEFAULT_SENDER)
    assert ("artifact", "towitle레개발공사") in found


def test_a_korean_greeting_with_the_company_before_the_name():
    record = buyer("주식회사 최가푸드", "최영환", "South Korea", "frozen dumplings", "구매팀장")
    body = "{}\n\n요청하신 냉동 만두 샘플을 보내 드리겠습니다.\n\n감사합니다.\nMinji Park"
    right = errors(body.format("최가푸드 최영환 구매팀장님께,"), record, DEFAULT_SENDER)
    assert "title_wrong" not in [t for t, _ in right]
    wrong = errors(body.format("최가푸드 최영환 영업팀장님께,"), record, DEFAULT_SENDER)
    assert "title_wrong" in [t for t, _ in wrong]


def test_a_grade_by_calibre_and_each_of():
    record = buyer("Công ty TNHH Đặng Gia", "Đặng Thị Dương", "Vietnam", "fresh longans")
    body = (
        "Dear Ms Dương,\n\nOur longans (calibre A and AA) are packed in 10 kg cartons, one "
        "carton each of both calibres for your tasting." + SIGNED.replace("Z poważaniem", "Best")
    )
    assert [t for t, _ in errors(body, record, DEFAULT_SENDER) if t == "artifact"] == []
    slip = body.replace("calibre A and AA", "calibre the of AA")
    assert ("artifact", "the of") in errors(slip, record, DEFAULT_SENDER)


def test_a_sender_title_shortened_to_one_of_its_functions():
    from sales_dlm.inputs.records import Sender

    sender = Sender(company="Sangker Harvest Co., Ltd.", name="Chan Sokunthea",
                    title="Export & Key Accounts Manager", country="Cambodia")  # fmt: skip
    record = buyer("Épicerie Rodrigues SARL", "Pauline Rodrigues", "France", "rice wine")
    body = "Dear Ms Rodrigues,\n\nWe make rice wine for Épicerie Rodrigues.\n\nBest regards,"
    body += "\nChan Sokunthea\n{}\n"
    body += "Sangker Harvest Co., Ltd."
    for title in ("Export Manager", "Key Accounts Manager", "Export & Key Accounts Manager"):
        assert errors(body.format(title), record, sender) == [], title
    assert ("sender_wrong", "Marketing Manager") in errors(
        body.format("Marketing Manager"), record, sender
    )


def test_a_meeting_a_japanese_note_records():
    record = buyer("伊藤洋酒株式会社", "伊藤花子", "Japan", "Refošk wine", "輸入ワイン担当",
                   notes="FOODEX JAPANで面談。サンプル2本を希望。")  # fmt: skip
    body = (
        "Dear Ms Ito,\n\nThank you for visiting our booth at FOODEX JAPAN. Two sample bottles of "
        "our Refošk wine are ready for 伊藤洋酒株式会社.\n\nBest regards,\nMinji Park\n"
        "Export Sales Manager, Hanbit Trading Co., Ltd."
    )
    assert [t for t, _ in errors(body, record, DEFAULT_SENDER)] == []
    unmet = buyer("伊藤洋酒株式会社", "伊藤花子", "Japan", "Refošk wine", "輸入ワイン担当",
                  notes="サンプル2本を希望。")  # fmt: skip
    assert "note_wrong" in [t for t, _ in errors(body, unmet, DEFAULT_SENDER)]


def test_home_accessories_neighbour_glass_vases():
    # dev_fresh57 N004: "our vases could sit well in your home accessories range"
    record = buyer("Van Ham Wonen B.V.", "Kyan van Ham", "Netherlands", "hand-blown glass vases")
    body = (
        "Dear Mr van Ham,\n\nOur hand-blown glass vases could sit well in your {} range at "
        "Van Ham Wonen B.V.\n\nBest regards,\nMinji Park\nExport Sales Manager, Hanbit Trading "
        "Co., Ltd."
    )
    assert [t for t, _ in errors(body.format("home accessories"), record, DEFAULT_SENDER)] == []
    assert ("category_wrong", "frozen seafood range") in errors(
        body.format("frozen seafood"), record, DEFAULT_SENDER
    )
