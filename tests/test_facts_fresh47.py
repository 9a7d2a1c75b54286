"""What dev_fresh47 and dev_fresh48 showed (read after their one held-out run): good letters
the checker flagged, each beside a wrong one it must still flag."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

SINDI = Sender(company="AS Sindi Mets ja Meri", name="Tõnis Õunapuu", title="Välismüügijuht",
               country="Estonia")  # fmt: skip
SIGNED = "\n\nBest regards,\nTõnis Õunapuu\nAS Sindi Mets ja Meri"


def _types(rows: list) -> list:
    return [t for t, _ in rows]


def test_a_ukrainian_vocative_of_a_short_name() -> None:
    # dev_fresh48 N004: the vocative "Маріє" for Марія Джус
    record = buyer("ТОВ «Джус Фуд Імпорт»", "Марія Джус", "Ukraine", "smoked flounder")
    body = "\n\nМи пропонуємо копчену камбалу для ТОВ «Джус Фуд Імпорт»." + SIGNED
    assert errors("Шановна пані Маріє," + body, record, SINDI) == []
    assert "contact_wrong" in _types(errors("Шановна пані Олено," + body, record, SINDI))


def test_a_hindi_honorific_written_onto_the_name() -> None:
    # dev_fresh47 N019 "नमस्कार प्रवीणजी," for प्रवीण फडके
    company = "फडके कन्स्ट्रक्शन मटेरियल्स प्रायव्हेट लिमिटेड"
    record = buyer(company, "प्रवीण फडके", "India", "gabbro aggregate")
    body = f"Thank you for your enquiry about gabbro aggregate for {company}."
    assert errors(f"नमस्कार प्रवीणजी,\n\n{body}" + SIGNED, record, SINDI) == []
    assert "contact_wrong" in _types(errors(f"नमस्कार प्रकाशजी,\n\n{body}" + SIGNED, record, SINDI))


def test_a_turkish_case_ending_then_the_same_word() -> None:
    # dev_fresh48 N035 "deniz yoluyla Ambarlı'ya ya da hava kargoyla İstanbul'a"
    record = buyer("Şensoy Ev Gereçleri A.Ş.", "Şüküfe Şensoy", "Turkey", "dallah coffee pots")
    text = ("Sayın Şüküfe Hanım,\n\nŞensoy Ev Gereçleri A.Ş. için dallah kahve güğümleri "
            "üretiyoruz. Gönderileri deniz yoluyla Ambarlı'ya {} hava kargoyla İstanbul'a "
            "yapabiliriz." + SIGNED)  # fmt: skip
    assert errors(text.format("ya da"), record, SINDI) == []
    assert "artifact" in _types(errors(text.format("ya ya da"), record, SINDI))


def test_a_polish_company_name_and_closing() -> None:
    # dev_fresh48 N038 "Piszę do Pani jako właścicielki Pracowni Dziewiarskiej Ceynowa" and its
    # closing "Z wyrazami szacunku"
    record = buyer("Pracownia Dziewiarska Ceynowa sp.j.", "Olga Ceynowa", "Poland", "nettle yarn")
    text = (
        "Szanowna Pani,\n\nPiszę do Pani jako właścicielki {}, ponieważ produkujemy "
        "przędzę z pokrzywy.\n\nZ wyrazami szacunku\n\nTõnis Õunapuu\nAS Sindi Mets ja Meri"
    )
    assert errors(text.format("Pracowni Dziewiarskiej Ceynowa"), record, SINDI) == []
    wrong = errors(text.format("Pracowni Dziewierskiej Ceynowa"), record, SINDI)
    assert "company_misspelled" in _types(wrong)


def test_hebrew_prefixes_on_names() -> None:
    # dev_fresh47 N052 "אנחנו שולחים לגואטה גינון ועציצים בע"מ", "החבילה תצא ב־DHL"
    record = buyer('גואטה גינון ועציצים בע"מ', "הילה גואטה", "Israel", "terracotta planters")
    text = ('שלום הילה,\n\nכפי שביקשת, אנחנו שולחים {} בע"מ דוגמאות של עציצי הטרקוטה שלנו.\n\n'
            "החבילה תצא ב־DHL ביום חמישי." + SIGNED)  # fmt: skip
    assert errors(text.format("לגואטה גינון ועציצים"), record, SINDI) == []
    assert "company_misspelled" in _types(errors(text.format("לגואטה גינון ועצים"), record, SINDI))


def test_a_thai_paragraph_ends_without_a_mark() -> None:
    # dev_fresh47 N053: Thai sentences end with a space, not a full stop
    record = buyer("บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด", "ปภาวรินทร์ จ้อยนุแสง", "Thailand",
                   "dried snakehead fish")  # fmt: skip
    thai = "หาก บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด ต้องการตัวอย่าง ดิฉันยินดีส่งไปให้ทางไปรษณีย์ด่วนค่ะ"
    good = f"เรียน คุณปภาวรินทร์\n\n{thai}\n\nขอบคุณค่ะ" + SIGNED
    assert errors(good, record, SINDI) == []
    cut = f"Dear Khun Paphawarin,\n\nWould a brief call with บริษัท จ้อยนุแสง ฟู้ดส์ จำกัด\n\n{thai}"
    assert "artifact" in _types(errors(cut + SIGNED, record, SINDI))


def test_a_fire_class_code_is_no_fused_comma() -> None:
    # dev_fresh48 N007 "reaction to fire D-s2,d0 under EN 13501-1"
    record = buyer("Kaplan Timber Engineering Ltd", "Noya Kaplan", "Israel", "glulam beams")
    text = ("Dear Noya,\n\nOur glulam beams for Kaplan Timber Engineering Ltd are classed {} "
            "under EN 13501-1." + SIGNED)  # fmt: skip
    assert errors(text.format("D-s2,d0"), record, SINDI) == []
    assert "artifact" in _types(errors(text.format("D-s2,dry"), record, SINDI))
