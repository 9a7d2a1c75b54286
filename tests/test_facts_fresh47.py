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


def test_the_buyers_company_put_in_another_country_in_its_language() -> None:
    # dev_fresh47 I004 "adressert til Brekke Vinimport AS i Sverige" to a buyer in Norway; I056
    # "мы можем отправить первую пробную партию в Казахстан" to one in Uzbekistan
    record = buyer("Brekke Vinimport AS", "Elin Brekke", "Norway", "white wine")
    text = "Hei Elin,\n\nVi sender seks flasker, adressert til Brekke Vinimport AS i {}." + SIGNED
    assert errors(text.format("Norge"), record, SINDI) == []
    assert "country_wrong" in _types(errors(text.format("Sverige"), record, SINDI))
    flowers = buyer("Osiyeva Gul Savdo MChJ", "Zaynab Osiyeva", "Uzbekistan", "gypsophila")
    text = ("Здравствуйте, Зайнаб!\n\nЕсли Osiyeva Gul Savdo MChJ интересно, мы можем отправить "
            "первую пробную партию в {} уже в среду." + SIGNED)  # fmt: skip
    assert errors(text.format("Узбекистан"), flowers, SINDI) == []
    assert "country_wrong" in _types(errors(text.format("Казахстан"), flowers, SINDI))


def test_your_company_in_spanish_informal_and_in_polish() -> None:
    # dev_fresh47 I057 "las tiendas latinas que abastece tu empresa", dev_fresh48 I038 "Pani firmy"
    record = buyer("Frutas Tropicales Villanueva, S.L.", "Lucía Villanueva", "Spain", "fruit pulp")
    text = ("Hola Lucía:\n\nTe escribo de AS Sindi Mets ja Meri. Envasamos la pulpa para las "
            "tiendas latinas que abastece {} en Madrid." + SIGNED)  # fmt: skip
    assert errors(text.format("Frutas Tropicales Villanueva"), record, SINDI) == []
    assert "company_missing" in _types(errors(text.format("tu empresa"), record, SINDI))


def test_your_address_without_its_country_ending() -> None:
    # dev_fresh47 I030: the profile's sreymom.sok@deikrahom.com.kh written without ".kh"
    dei = Sender(company="Dei Krahom Crafts & Foods Co., Ltd.", name="Sok Sreymom",
                 title="Sales & Export Manager", email="sreymom.sok@deikrahom.com.kh",
                 country="Cambodia")  # fmt: skip
    record = buyer("Tonle Foods Co., Ltd.", "Dara Chan", "Thailand", "dried fish")
    text = ("Dear Dara,\n\nWe offer dried fish to Tonle Foods Co., Ltd.\n\nBest regards,\n"
            "Sok Sreymom\nDei Krahom Crafts & Foods Co., Ltd.\n{}")  # fmt: skip
    assert errors(text.format("sreymom.sok@deikrahom.com.kh"), record, dei) == []
    assert "sender_wrong" in _types(errors(text.format("sreymom.sok@deikrahom.com"), record, dei))


def test_the_first_word_of_the_category_cut_short() -> None:
    # dev_fresh47 M015 (the embedded AR model) "Fro chicken breast fillets"
    record = buyer("Azzopardi Fine Foods Ltd", "Charmaine Azzopardi", "Malta",
                   "frozen chicken breast fillets")  # fmt: skip
    text = "Dear Charmaine,\n\nWe supply frozen chicken breast fillets to Azzopardi Fine Foods Ltd."
    assert errors(text + SIGNED, record, SINDI) == []
    subject = "Fro chicken breast fillets for Azzopardi Fine Foods Ltd"
    assert ("artifact", "Fro") in errors(text + SIGNED, record, SINDI, subject)
    canned = buyer("Reed Island Foods Inc.", "John Reed", "Canada", "canned ackee")
    good = "Dear John,\n\nWe can ackee in brine for Reed Island Foods Inc. and ship it in May."
    assert errors(good + SIGNED, canned, SINDI) == []


def test_a_japanese_phrase_written_twice() -> None:
    # dev_fresh47 I054 "無事お手元に無事お手元に届きましたでしょうか"
    record = buyer("株式会社田中物産", "田中 一郎", "Japan", "dhow models")
    text = (
        "田中様\n\nサンプルは{}届きましたでしょうか。株式会社田中物産様のご意見をお待ちしております。"
        + SIGNED
    )
    assert errors(text.format("無事お手元に"), record, SINDI) == []
    assert "artifact" in _types(errors(text.format("無事お手元に無事お手元に"), record, SINDI))


def test_two_characters_of_a_chinese_name_swapped() -> None:
    # dev_fresh48 I015 "台中孫氏焙烘原料有限公司" for 台中孫氏烘焙原料有限公司
    record = buyer("台中孫氏烘焙原料有限公司", "孫志明", "Taiwan", "frozen cranberries")
    text = "孫先生您好：\n\n我們為{}提供冷凍蔓越莓。" + SIGNED
    assert errors(text.format("台中孫氏烘焙原料有限公司"), record, SINDI) == []
    wrong = errors(text.format("台中孫氏焙烘原料有限公司"), record, SINDI)
    assert wrong == [("company_misspelled", "台中孫氏焙烘原料有限公司")]


def test_a_met_at_phrase_that_is_no_fair() -> None:
    # dev_fresh48 M013 (the embedded AR model) "It was good to meet you at des documentation,"
    # for a buyer met at Natexpo Paris whose notes say "Cherche des canneberges"
    notes = "Rencontrée à Natexpo Paris. Cherche des canneberges surgelées."
    record = buyer("Confiturerie Vidal SAS", "Marine Vidal", "France", "cranberries", notes=notes)
    text = ("Dear Marine,\n\nIt was good to meet you at {}. We would like to offer Confiturerie "
            "Vidal SAS a steady source of cranberries." + SIGNED)  # fmt: skip
    assert errors(text.format("Natexpo Paris"), record, SINDI) == []
    assert "artifact" in _types(errors(text.format("des documentation"), record, SINDI))


def test_a_viscosity_spec_is_no_phone_number() -> None:
    # dev_fresh46 N016/N017 "KV100 10.5–11.5 cSt" and "Group III: 4 cSt and 6 cSt"
    record = buyer("Abdi Lubes Limited", "Gladys Abdi", "Kenya", "lubricant base oil")
    text = ("Dear Gladys,\n\nAbdi Lubes Limited blends engine oils. Our SN 500:\n"
            "- KV100 10.5–11.5 cSt, VI ≥ 95\n- 4 cSt and 6 cSt grades\n\nCall me on {}."
            + SIGNED)  # fmt: skip
    sindi = Sender(company="AS Sindi Mets ja Meri", name="Tõnis Õunapuu", title="Välismüügijuht",
                   phone="+372 444 7316", country="Estonia")  # fmt: skip
    assert errors(text.format("+372 444 7316"), record, sindi) == []
    assert "sender_wrong" in _types(errors(text.format("+372 555 1234"), record, sindi))


def test_a_korean_title_with_its_honorific_after_the_name() -> None:
    # dev_fresh46 N009 "안녕하세요, 류서준 담당님."
    record = buyer("주식회사 류푸드코리아", "류서준", "South Korea", "goose foie gras")
    body = "\n\nI would like to offer 주식회사 류푸드코리아 goose foie gras." + SIGNED
    assert errors("안녕하세요, 류서준 담당님." + body, record, SINDI) == []
    assert "contact_wrong" in _types(errors("안녕하세요, 김민수 담당님." + body, record, SINDI))


def test_the_name_signed_then_written_whole() -> None:
    # dev_fresh46 N039 "Best,\nMaría Fernanda\n\nMaría Fernanda Quesada Brenes\nJefa ..."
    cerro = Sender(company="Cerro Irazú Exportaciones S.R.L.", name="María Fernanda Quesada Brenes",
                   title="Jefa de Exportaciones", country="Costa Rica")  # fmt: skip
    record = buyer("Harris Fresh Produce, Inc.", "Savannah Harris", "United States", "carrots")
    text = ("Dear Savannah,\n\nI'd like to offer Harris Fresh Produce, Inc. a steady supply of "
            "carrots.\n\nBest,\n{}\n\nMaría Fernanda Quesada Brenes\nJefa de Exportaciones\n"
            "Cerro Irazú Exportaciones S.R.L.")  # fmt: skip
    assert errors(text.format("María Fernanda"), record, cerro) == []
    doubled = text.replace("a steady supply", "a steady supply a steady supply")
    assert "artifact" in _types(errors(doubled.format("María Fernanda"), record, cerro))


def test_a_spanish_export_title_and_an_acronym() -> None:
    # dev_fresh49 N034 "Gerente de Ventas de Exportación (Export Sales Manager)" signed by a
    # sender whose profile title is the Spanish one; N018 "MOP" (muriate of potash), no mop
    golfo = Sender(company="Agroexportadora Golfo de Fonseca, S. de R.L.", name="Glenda Zelaya",
                   title="Gerente de Ventas de Exportación", country="Honduras")  # fmt: skip
    record = buyer("Exotic Fresh Westland B.V.", "Lukas Adriaens", "Netherlands", "fresh jicama")
    text = ("Dear Lukas,\n\nI'm Glenda Zelaya, {} at Agroexportadora Golfo de Fonseca. We grow "
            "fresh jicama for Exotic Fresh Westland B.V.\n\nBest regards,\nGlenda Zelaya\n"
            "Agroexportadora Golfo de Fonseca, S. de R.L.")  # fmt: skip
    assert errors(text.format("export sales manager"), record, golfo) == []
    assert "sender_wrong" in _types(errors(text.format("purchasing manager"), record, golfo))
    potash = buyer("Công ty TNHH Phân bón Mai Anh", "Mai Thị Duyên", "Vietnam", "muriate of potash")
    text = "Dear Ms Duyên,\n\nWe offer {} (60% K2O) to Công ty TNHH Phân bón Mai Anh." + SIGNED
    assert errors(text.format("MOP"), potash, SINDI) == []
    assert "category_wrong" in _types(errors(text.format("floor mops"), potash, SINDI))


def test_the_models_slips_around_the_fair_and_the_product() -> None:
    # dev_fresh49 M001, M007, M013, M018 (the embedded models' drafts)
    notes = "Met at IFE London in March; asked for a price list."
    record = buyer("Duffy Fine Foods Ltd", "Clive Duffy", "United Kingdom", "galletti crackers",
                   notes=notes)  # fmt: skip
    text = ("Dear Clive,\n\nIt was good to meet you at IFE London in March{}. We can prepare "
            "samples of our galletti crackers for Duffy Fine Foods Ltd." + SIGNED)  # fmt: skip
    assert errors(text.format(""), record, SINDI) == []
    assert "artifact" in _types(errors(text.format(" crackers"), record, SINDI))
    german = buyer("Lehmann Feinkost GmbH", "Irmingard Lehmann", "Germany", "galletti crackers",
                   notes="Auf der ISM in Köln kennengelernt; möchte Muster.")  # fmt: skip
    text = ("Dear Irmingard,\n\nIt was good to meet you at {}. We would like to offer Lehmann "
            "Feinkost GmbH a steady source of galletti crackers." + SIGNED)  # fmt: skip
    assert errors(text.format("the ISM in Köln"), german, SINDI) == []
    assert "artifact" in _types(errors(text.format("Köln kennengelernt"), german, SINDI))
    cordial = buyer("株式会社近藤商店", "近藤 京助", "Japan", "prickly pear cordial")
    text = "Dear 近藤 京助,\n\nWe can prepare samples of our {} for 株式会社近藤商店." + SIGNED
    assert errors(text.format("prickly pear cordial"), cordial, SINDI) == []
    assert ("artifact", "Åkly") in errors(text.format("Åkly pear cordial"), cordial, SINDI)
    frozen = buyer("Bradley Foods Inc.", "Jennifer Bradley", "Canada", "frozen pastizzi")
    text = "Dear Jennifer,\n\nWe would like to offer Bradley Foods Inc. frozen pastizzi." + SIGNED
    subject = "{} from AS Sindi Mets ja Meri"
    assert errors(text, frozen, SINDI, subject.format("Frozen pastizzi")) == []
    assert errors(text, frozen, SINDI, subject.format("Frozen")) == [("category_wrong", "Frozen")]
