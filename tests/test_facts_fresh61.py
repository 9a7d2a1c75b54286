"""Correct e-mails of dev_fresh61/62 (written by people who did not read the checker) that the
checker flagged at their held-out run, each beside the slip it must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER, Sender

SIGNED = "\n\nBest regards,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."


def _types(body: str, record, sender=DEFAULT_SENDER, subject: str = "Offer") -> list[str]:
    return [t for t, _ in errors(body, record, sender, subject)]


def test_co_inside_the_buyers_name_is_no_stray_legal_form():
    record = buyer("Ali & Co Tea Merchants Ltd", "Sean Ali", "United Kingdom", "orthodox tea")
    body = "Dear Mr Ali,\n\nOur orthodox tea may interest Ali & Co Tea Merchants." + SIGNED
    assert _types(body, record, subject="Orthodox tea from Nepal for Ali & Co") == []
    slip = _types(body, record, subject="Orthodox tea from Nepal for Tea & Co")
    assert "company_misspelled" in slip


def test_a_finnish_company_in_the_allative_with_its_double_k_made_single():
    record = buyer("Ylitalon Viinitukku Oy", "Maria Ylitalo", "Finland", "rhubarb wine")
    body = "Hei Maria,\n\nKuriirin mukaan paketti toimitettiin {} tiistaina." + SIGNED
    assert "company_misspelled" not in _types(body.format("Ylitalon Viinitukulle"), record)
    assert "company_misspelled" in _types(body.format("Ylitalon Viinitakulle"), record)


def test_a_vietnamese_and_a_russian_deputy_in_the_senders_title():
    sender = Sender(
        company="Cao Nguyên Xanh Co., Ltd.",
        name="Lê Thị Kim Oanh",
        title="Phó Giám đốc Kinh doanh",
        country="Vietnam",
    )
    record = buyer("Laboratoires Raynaud SAS", "Claude Raynaud", "France", "macadamia oil")
    body = (
        "Madame Raynaud,\n\nNous proposons une huile de macadamia à Laboratoires Raynaud.\n\n"
        "Bien cordialement,\nLê Thị Kim Oanh (Ms)\n{}\nCao Nguyên Xanh Co., Ltd."
    )
    for title in ("Directrice commerciale adjointe", "Deputy Sales Director"):
        assert _types(body.format(title), record, sender) == [], title
    assert _types(body.format("Directrice commerciale"), record, sender) == ["sender_wrong"]


def test_cloves_of_black_garlic_are_no_spice():
    record = buyer("Duangtabtim Food Co., Ltd.", "Naphat D", "Thailand", "black garlic")
    body = "Dear Khun Naphat,\n\nFor Duangtabtim Food we pack {}, aged 60 days." + SIGNED
    assert _types(body.format("whole bulbs and peeled cloves"), record) == []
    assert _types(body.format("whole bulbs and peeled cloves of black garlic"), record) == []
    assert "category_wrong" in _types(body.format("whole cloves and star anise"), record)


def test_manager_after_the_family_name_is_a_chinese_courtesy():
    record = buyer("厦门张记进口酒业有限公司", "张凤兰", "China", "Tokaji aszú", "采购主管")
    body = "{}\n\n我们可以为厦门张记进口酒业有限公司报CIF厦门价格。" + SIGNED
    assert "title_wrong" not in _types(body.format("张经理您好！"), record)
    assert "title_wrong" in _types(body.format("张销售经理您好！"), record)


def test_a_devanagari_family_name_romanised_with_its_ya_as_a_vowel():
    record = buyer("नायर केमिकल्स प्राइवेट लिमिटेड", "ज़स्विन्देर् नायर", "India", "sulphuric acid")
    body = "Namaste {},\n\nPlease find our quotation for नायर केमिकल्स." + SIGNED
    assert "contact_wrong" not in _types(body.format("Mr Nair"), record)
    assert "contact_wrong" in _types(body.format("Mr Nath"), record)


def test_a_greek_plural_company_word_in_the_accusative():
    record = buyer("Αλευρόμυλοι Καφφέ Α.Ε.", "Ειρήνη Καφφέ", "Greece", "rye malt")
    body = "Αγαπητή κυρία Καφφέ,\n\nΜπορούμε να στείλουμε δείγματα στους {}." + SIGNED
    assert "company_misspelled" not in _types(body.format("Αλευρόμυλους Καφφέ"), record)
    # only a plural in -οι: a singular word, such as a family name, keeps its case
    singular = buyer("Ξανθάκης Τρόφιμα Α.Ε.", "Πάτροκλος Ξανθάκης", "Greece", "harðfiskur")
    sent = "Αγαπητέ κύριε Ξανθάκη,\n\nΜπορούμε να στείλουμε δείγματα στην {}." + SIGNED
    assert "company_misspelled" in _types(sent.format("Ξανθάκη Τρόφιμα"), singular)  # fresh55 I009


def test_a_word_nobody_knows_in_the_embedded_models_note_slot():
    record = buyer("Bytner Wina Sp. z o.o.", "Adam Bytner", "Poland", "Tokaji aszú")
    opening = "Dear Adam Bytner,\n\nI understand you are interested {}."
    # dev_fresh62 M003, then what the note said
    assert "artifact" in _types(opening.format("inyyeruttonyos le017") + SIGNED, record)
    assert _types(opening.format("in samples of Tokaji aszú") + SIGNED, record) == []


def test_an_arabic_letterhead_line_with_the_company_short_of_its_legal_form():
    record = buyer(
        "النعيمي للمواد الغذائية ذ.م.م",
        "حصة النعيمي",
        "United Arab Emirates",
        "jameed",
        title="مديرة المشتريات",
    )
    body = (
        "السيدة حصة النعيمي المحترمة،\n{}\n\n"
        "يسعدني أن أعرّفك بشركتنا، ننتج الجميد البلدي من حليب الغنم.\n\n"
        "مع خالص التحية،\nMinji Park\nHanbit Trading Co., Ltd."
    )
    assert _types(body.format("مديرة المشتريات – النعيمي للمواد الغذائية"), record) == []
    cut = _types(body.format("مديرة المشتريات – يسعدني أن أعرّفك بشركتنا التي"), record)
    assert "artifact" in cut


def test_a_lone_letter_after_the_records_product_before_a_word_nobody_knows():
    note = "Needs a kosher certificate for the kvass; sells to Russian-speaking grocery chains"
    record = buyer('ביטון יבוא מזון בע"מ', "אדם ביטון", "Israel", "bread kvass", "מנהל רכש", note)
    body = (
        "Dear אדם ביטון,\n\nI understand you are interested in the kvass {} a steady source of "
        'bread kvass. As מנהל רכש at ביטון יבוא מזון בע"מ, you know how much reliable supply '
        "matters." + SIGNED
    )
    assert _types(body.format("and"), record) == []
    assert "artifact" in _types(body.format("n sellstificate"), record)


def test_the_note_sentence_run_into_the_next_one():
    note = "Wants 375 ml bottles."
    record = buyer("Yamaguchi Yoshu K.K.", "Maya Yamaguchi", "Japan", "Tokaji aszu", notes=note)
    body = (
        "Dear Ms Yamaguchi,\n\nI understand you are interested in {} Yamaguchi Yoshu stands "
        "out among buyers of Tokaji aszu in Japan." + SIGNED
    )
    assert _types(body.format("375 ml bottles."), record) == []
    assert "artifact" in _types(body.format("TPAN ogy0RLons"), record)


def test_a_need_run_into_the_meeting_sentence():
    note = "Needs blue poppy seed with a certificate."
    record = buyer("Pekarny Holub s.r.o.", "Miroslava Holubova", "Czech Republic", "poppy seed",
                   notes=note)  # fmt: skip
    body = (
        "Dear Miroslava,\n\nI note that you need blue poppy seed {} a certificate. Pekarny "
        "Holub may like ours." + SIGNED
    )
    assert _types(body.format("with"), record) == []
    assert "artifact" in _types(body.format("to meet you at"), record)


def test_a_word_lost_between_spaces_in_a_sentence_read_as_foreign():
    note = "Met at Ambiente Frankfurt."
    record = buyer("Gnatz Wohnkultur GmbH", "Jan-Peter Gnatz", "Germany", "glass vases", notes=note)
    body = "Dear Jan-Peter,\n\nI understand you need{}. Gnatz Wohnkultur may like our vases."
    body += SIGNED
    assert _types(body.format(" vases for Ambiente Frankfurt"), record) == []
    assert "artifact" in _types(body.format("ente Frankfurt   orp  orpF"), record)
