"""What dev_fresh39 and dev_fresh40 showed (read after their one held-out run): good letters
the checker flagged, each beside a wrong one it must still flag."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

LAPLAND = Sender(company="Napapiirin Luonnonantimet Oy", name="Marjut Ylitalo",
                 title="Export Sales Manager", country="Finland",
                 phone="+358 16 342 7718")  # fmt: skip
SIGNED = "\n\nKind regards,\nMarjut Ylitalo\nNapapiirin Luonnonantimet Oy"
HIDES = buyer("Powell & Finch Interiors Ltd", "Rachael Powell", "United Kingdom",
              "tanned reindeer hides", title="Head of Buying")  # fmt: skip


def _letter(sentence: str) -> str:
    return f"Dear Rachael,\n\n{sentence}{SIGNED}"


def test_a_hyphenated_compound_is_no_pair_of_words() -> None:
    # dev_fresh39 N009 "as a by-product of meat production"; dev_fresh40 N040 "our in-shell"
    good = "Our tanned reindeer hides come as a by-product of meat production."
    assert errors(_letter(good), HIDES, LAPLAND) == []
    bad = "Our tanned reindeer hides come as a by of meat production."
    assert ("artifact", "a by") in errors(_letter(bad), HIDES, LAPLAND)


def test_a_clause_may_end_on_its_preposition() -> None:
    # dev_fresh39 N016 "In the 60-70 cm length you asked for we can supply:"
    good = "In the 120 cm length you asked for we can supply 40 tanned reindeer hides."
    assert errors(_letter(good), HIDES, LAPLAND) == []
    bad = "In the 120 cm length for we can supply 40 tanned reindeer hides."
    assert ("artifact", "for we") in errors(_letter(bad), HIDES, LAPLAND)


def test_a_sentence_repeated_as_the_opening_of_an_earlier_one() -> None:
    # dev_fresh40 I040 "Our new crop is harvested in May and June and can reach Busan ... Our
    # new crop is harvested in May and June."
    first = "Our tanned reindeer hides are ready in May and June and reach London in a week. "
    again = first + "Our tanned reindeer hides are ready in May and June."
    assert errors(_letter(first), HIDES, LAPLAND) == []
    found = errors(_letter(again), HIDES, LAPLAND)
    assert ("artifact", "Our tanned reindeer hides are ready in May and June.") in found
    # a shorter sentence that only starts alike is no repeat
    other = first + "Our tanned reindeer hides are tanned without chromium in Rovaniemi."
    assert errors(_letter(other), HIDES, LAPLAND) == []


def test_a_unit_after_its_number_is_no_piece_of_a_word() -> None:
    # dev_fresh40 N022 "UV transmittance at 220 nm 80% min."
    good = "Our tanned reindeer hides are checked under UV light at 365 nm for defects."
    assert errors(_letter(good), HIDES, LAPLAND) == []
    bad = "Our tanned reindeer hides are checked under UV light nm for defects."
    assert ("artifact", "nm") in errors(_letter(bad), HIDES, LAPLAND)


def test_a_tracking_number_in_the_signature_is_no_phone() -> None:
    # dev_fresh40 N028 "DHL-Sendungsnummer: 4827 1930 55" under the sender's phone
    body = _letter("The sample of tanned reindeer hides left Rovaniemi today.") + "\n{}"
    tracked = body.format("Tel. +358 16 342 7718\nDHL tracking number: 4827 1930 55")
    assert errors(tracked, HIDES, LAPLAND) == []
    wrong = body.format("Tel. +358 16 342 9955")
    assert ("sender_wrong", "+358 16 342 9955") in errors(wrong, HIDES, LAPLAND)
    # a phone number labelled as one stays the profile's to match
    labelled = body.format("Phone number: +358 16 342 9955")
    assert ("sender_wrong", "+358 16 342 9955") in errors(labelled, HIDES, LAPLAND)


def test_the_head_of_the_record_s_word_is_the_record_s_goods() -> None:
    # dev_fresh39 N012 "The berries are hand-picked on the Lapland bogs" of frozen cloudberries,
    # and "I can add two cartons to our next shipment"
    record = buyer("Holm Frost ApS", "Verner Holm", "Denmark", "frozen cloudberries")
    body = (
        "Dear Mr Holm,\n\nWe offer Holm Frost our {}. The berries are hand-picked on the "
        "Lapland bogs. If a sample would help, I can add two cartons to our next shipment to "
        "Copenhagen." + SIGNED
    )
    assert errors(body.format("frozen cloudberries"), record, LAPLAND) == []
    wrong = errors(body.format("solar panels"), record, LAPLAND)
    assert ("category_wrong", "solar panels") in wrong


def test_a_country_before_suppliers_is_theirs() -> None:
    # dev_fresh40 N039 "you probably also work with US and Mexican suppliers"
    record = buyer("Krabbe Noten B.V.", "Bibi Krabbe", "Netherlands", "in-shell pecans")
    body = (
        "Dear Ms Krabbe,\n\nOur in-shell pecans could fill the gap at Krabbe Noten. You "
        "probably also work with {} and Mexican suppliers." + SIGNED
    )
    assert errors(body.format("US"), record, LAPLAND) == []
    wrong = body.replace("You probably", "As a {} importer you probably")
    assert ("country_wrong", "Belgian") in errors(wrong.format("Belgian", "US"), record, LAPLAND)


def test_a_country_s_name_cut_where_a_sentence_ends() -> None:
    # a diffusion draft: "(주)승상경광 buys cherries in South. As Head of Procurement, ..."
    record = buyer("Seoul Fresh Co., Ltd.", "Song Yujin", "South Korea", "cherries")
    body = "Dear Ms Song,\n\nSeoul Fresh Co., Ltd. buys cherries in {}. We grow cherries." + SIGNED
    assert errors(body.format("South Korea"), record, LAPLAND) == []
    assert ("artifact", "South") in errors(body.format("South"), record, LAPLAND)


def test_i_hope_this_finds_you_needs_its_end() -> None:
    # model drafts: "I hope this finds you and the team at Công ty TNHH Thực phẩm Nguyễn Phát."
    record = buyer("Nagy Kft.", "Nagy Eszter", "Hungary", "cherries")
    body = "Dear Eszter,\n\nI hope this finds you and the team at Nagy Kft.{} We grow cherries."
    assert errors(body.format(" well.") + SIGNED, record, LAPLAND) == []
    assert errors(body.format(" in good health.") + SIGNED, record, LAPLAND) == []
    cut = errors(body.format("") + SIGNED, record, LAPLAND)
    assert ("artifact", "finds you and the team at Nagy Kft.") in cut


def test_the_company_after_the_title_on_the_signature_line() -> None:
    # dev_fresh40 M028 "vedoucí exportu, Piřaya B.Ś"; dev_fresh35 M028 "Eksportsjef, Berha"
    zatec = Sender(company="Poohří Chmel a Bižuterie s.r.o.", name="Zdeňka Procházková",
                   title="vedoucí exportu", country="Czechia")  # fmt: skip
    record = buyer("Makana Beads (Pty) Ltd", "Thabo Makana", "South Africa", "glass seed beads")
    body = (
        "Dear Thabo,\n\nWe can prepare samples of our glass seed beads for Makana Beads (Pty) "
        "Ltd.\n\nSincerely,\nZdeňka Procházková\nvedoucí exportu, {}"
    )
    for good in ("Poohří Chmel a Bižuterie s.r.o.", "Poohří Chmel", "Žatec, Czechia",
                 "Head of Export"):  # fmt: skip
        assert errors(body.format(good), record, zatec) == [], good
    assert ("sender_wrong", "Piřaya B.Ś") in errors(body.format("Piřaya B.Ś"), record, zatec)


JABAL = Sender(company="Jabal Al-Qarah Trading Co. Ltd.", name="Faisal Al-Mulhim",
               title="Export Department Director", country="Saudi Arabia")  # fmt: skip
JABAL_SIGNED = "\n\nBest regards,\nFaisal Al-Mulhim\nJabal Al-Qarah Trading Co. Ltd."


def test_a_word_of_a_legal_form_is_no_other_buyer_s_name() -> None:
    # dev_fresh40 N024: "Công ty Cổ phần Xơ Sợi Đặng Gia" beside another buyer, "Công ty TNHH
    # Bia Thủ Công Bến Nghé", in one batch
    from facts_letters import check_batch

    record = buyer("Công ty Cổ phần Xơ Sợi Đặng Gia", "Đặng Hải Trung", "Vietnam",
                   "monoethylene glycol", title="Giám đốc Mua hàng")  # fmt: skip
    brewery = buyer("Công ty TNHH Bia Thủ Công Bến Nghé", "Nguyễn Phú Hồng", "Vietnam", "hops")
    body = (
        "Kính gửi anh Trung,\nGiám đốc Mua hàng – Công ty Cổ phần Xơ Sợi Đặng Gia\n\n"
        "We offer monoethylene glycol to {}." + JABAL_SIGNED
    )
    assert check_batch(body.format("Xơ Sợi Đặng Gia"), record, [brewery], JABAL) == []
    leak = check_batch(body.format("Bia Thủ Công Bến Nghé"), record, [brewery], JABAL)
    assert ("company_foreign", "Bia Thủ Công Bến Nghé") in leak


def test_a_chinese_address_block_title_beside_the_name() -> None:
    # dev_fresh40 N052 "採購課長 何冠廷先生 鈞鑒：" and its twin I052 "業務課長 ..."
    record = buyer(
        "何氏紡織股份有限公司", "何冠廷", "Taiwan", "monoethylene glycol", title="採購課長"
    )
    body = (
        "何氏紡織股份有限公司\n{} 何冠廷先生 鈞鑒：\n\n您好！感謝貴公司對MEG的詢價。" + JABAL_SIGNED
    )
    assert errors(body.format("採購課長"), record, JABAL) == []
    assert ("title_wrong", "業務課長") in errors(body.format("業務課長"), record, JABAL)


def test_greetings_by_family_name_and_rank() -> None:
    # "木村部長" greets 木村 太郎, 購買部長, by family name and rank; "구매팀장님께" in Korean:
    # the rank they share with the record ("部長", "팀장") is no other title
    kimura = buyer("株式会社吉田商事", "木村 太郎", "Japan", "spices", title="購買部長")
    body = "{}\n\nWe have new-crop chipotle powder for 株式会社吉田商事." + JABAL_SIGNED
    assert errors(body.format("木村部長"), kimura, JABAL) == []
    hong = buyer(
        "(주)청솔푸드", "홍현준", "South Korea", "dried porcini mushrooms", title="구매팀장"
    )
    block = "(주)청솔푸드\n홍현준 {}님께,\n\nWe offer dried porcini mushrooms." + JABAL_SIGNED
    assert errors(block.format("구매팀장"), hong, JABAL) == []


def test_model_slips_in_a_note_sentence_and_the_signature() -> None:
    # dev_fresh39 M002 "You asked about a 1 kgain for (주)백두자연"; dev_fresh40 M008 "Italys
    # you are looking at Vicenzaoro"; dev_fresh40 M023 "Pefederť Pyrřy, Pyhří Chmel"
    zatec = Sender(company="Poohří Chmel a Bižuterie s.r.o.", name="Zdeňka Procházková",
                   title="vedoucí exportu", country="Czechia")  # fmt: skip
    record = buyer("Gioielleria Montalcini S.n.c.", "Eugenia Montalcini", "Italy",
                   "Bohemian garnet jewellery")  # fmt: skip
    body = (
        "Dear Eugenia,\n\n{} We can prepare samples of our Bohemian garnet jewellery for "
        "Gioielleria Montalcini S.n.c.\n\nSincerely,\nZdeňka Procházková\n{}"
    )
    good = body.format("You asked about a 1 kg sample.", "Poohří Chmel a Bižuterie s.r.o.")
    assert errors(good, record, zatec) == []
    unit = body.format("You asked about a 1 kgain for it.", "Poohří Chmel a Bižuterie s.r.o.")
    assert ("artifact", "kgain") in errors(unit, record, zatec)
    italys = body.format("Italys you are looking at Vicenzaoro.", "Poohří Chmel a Bižuterie s.r.o.")
    assert ("artifact", "Italys") in errors(italys, record, zatec)
    signed = body.format("You asked about a 1 kg sample.", "Pyhří Chmel")
    assert ("sender_wrong", "Pyhří Chmel") in errors(signed, record, zatec)


def test_the_first_letters_of_a_legal_form_are_another_form() -> None:
    # dev_fresh39 I019 and dev_fresh40 I035: "Aburrá Flor y Fique S.A." signing for S.A.S.
    aburra = Sender(company="Aburrá Flor y Fique S.A.S.", name="Luisa Zuluaga",
                    title="Export Manager", country="Colombia")  # fmt: skip
    record = buyer("Holm Frost ApS", "Verner Holm", "Denmark", "fique fibre sacks")
    body = "Dear Mr Holm,\n\nWe offer Holm Frost our fique fibre sacks.\n\nBest regards,\n" + (
        "Luisa Zuluaga\n{}\nMedellín, Colombia"
    )
    assert errors(body.format("Aburrá Flor y Fique S.A.S."), record, aburra) == []
    assert errors(body.format("Aburrá Flor y Fique"), record, aburra) == []
    wrong = errors(body.format("Aburrá Flor y Fique S.A."), record, aburra)
    assert ("sender_wrong", "Aburrá Flor y Fique S.A") in wrong
    # the first of two forms the record spaces apart is the name as people say it
    hanbit = Sender(company="Hanbit Trading Co., Ltd.", name="Minji Park",
                    title="Export Manager", country="South Korea")  # fmt: skip
    said = body.replace("Luisa Zuluaga", "Minji Park").replace("Medellín, Colombia", "Seoul")
    assert errors(said.format("Hanbit Trading Co."), record, hanbit) == []


def test_a_russian_title_in_the_dative() -> None:
    # dev_fresh39 I060 "Как коммерческому директору «Казакова Фрут», вам ..." to a purchasing
    # director
    record = buyer("ООО «Казакова Фрут»", "Юлия Казакова", "Russia", "fresh oranges",
                   title="Директор по закупкам")  # fmt: skip
    body = (
        "Уважаемая Юлия!\n\nКак {} «Казакова Фрут», вам важно заранее планировать поставки "
        "апельсинов." + SIGNED
    )
    assert errors(body.format("директору по закупкам"), record, LAPLAND) == []
    wrong = errors(body.format("коммерческому директору"), record, LAPLAND)
    assert ("title_wrong", "коммерческому директору") in wrong


def test_an_element_after_its_percentage_is_no_legal_form() -> None:
    # dev_fresh41 N033 "Our cobalt hydroxide contains 32–36% Co on a dry basis"
    nkana = Sender(company="Nkana Hardwoods & Minerals Limited", name="Mutale Musonda",
                   title="Export Sales Manager", country="Zambia")  # fmt: skip
    record = buyer("Jangwon Materials Co., Ltd.", "Jang Eunji", "South Korea", "cobalt hydroxide")
    body = (
        "Dear Ms Jang,\n\nOur cobalt hydroxide for Jangwon Materials contains 32–36% {} on a "
        "dry basis.\n\nBest regards,\nMutale Musonda\nNkana Hardwoods & Minerals Limited"
    )
    assert errors(body.format("Co"), record, nkana) == []
    assert ("company_misspelled", "GmbH") in errors(body.format("cobalt. GmbH"), record, nkana)


def test_an_italian_partnership_s_and_partners_and_a_swahili_mr() -> None:
    # dev_fresh42 N038 "Pizzo ñandutí dal Paraguay per la Merceria Respighi" for Merceria
    # Respighi & C. S.n.c.; N019 "Habari Bwana Nuhu" to Nuhu Kariuki
    record = buyer("Merceria Respighi & C. S.n.c.", "Gionata Respighi", "Italy", "ñandutí lace")
    body = "Dear Mr Respighi,\n\nWe would like to offer {} our ñandutí lace." + SIGNED
    for good in ("Merceria Respighi", "Merceria Respighi & C. S.n.c.", "Merceria Respighi S.n.c."):
        assert errors(body.format(good), record, LAPLAND) == [], good
    wrong = errors(body.format("Merceria Respighi S.r.l."), record, LAPLAND)
    assert ("company_misspelled", "Merceria Respighi S.r.l") in wrong
    nuhu = buyer("Kariuki General Traders Ltd", "Nuhu Kariuki", "Tanzania", "kumma caps")
    letter = "Habari Bwana {},\n\nWe make kumma caps for Kariuki General Traders Ltd." + SIGNED
    assert errors(letter.format("Nuhu"), nuhu, LAPLAND) == []
    assert ("contact_wrong", "Juma") in errors(letter.format("Juma"), nuhu, LAPLAND)
