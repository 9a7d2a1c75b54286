"""Drafts the grounded diffusion decoder wrote for the faker selection buyers (160 steps) that
the checker passed and a reader would not send: a letter that greets in its middle and ends
on a comma, a word nobody knows where the product belongs, the country lost after
"in", two subject lines run together. Each beside the same letter written right."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import DEFAULT_SENDER

SIGNED = "\n\nSincerely,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."
MARKOVSKA = buyer(
    "Марковска & Шакири Градба ДОО",
    "Његош Петровски",
    "North Macedonia",
    "solar panels",
    title="Procurement Director",
)


def test_a_letter_that_greets_in_its_middle_and_ends_on_a_comma_fails():
    body = (
        "Thank you again for s RoHS certificates. I am writing to introduce Hanbit Trading Co., "
        "Ltd. to Марковска & Шакири Градба ДОО. We answer questions quickly and keep you "
        "informed at each step. As Procurement Director at Марковска & Шакири Градба,\n\n"
        "It Марковска & Шакири Градба\nDear Марковска & Шакири Градба ДОО\nо,"
    )
    found = errors(body, MARKOVSKA, DEFAULT_SENDER)
    assert ("artifact", "Dear Марковска & Шакири Градба ДОО") in found
    assert ("artifact", "о,") in found


def test_an_address_block_above_the_greeting_is_no_greeting_inside_the_letter():
    whole = (
        "Attn: Његош Петровски, Procurement Director\nМарковска & Шакири Градба ДОО\n\n"
        "Dear Његош,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Марковска & "
        "Шакири Градба ДОО. We supply solar panels from South Korea with short lead times." + SIGNED
    )
    assert errors(whole, MARKOVSKA, DEFAULT_SENDER) == []


def test_a_word_nobody_knows_in_the_offer_slot_fails_for_a_buyer_with_no_category():
    record = buyer("Pnknw SpA", "Francisco Rossi", "Italy", "", title="Supply Chain Manager")
    body = (
        "Dear Francisco,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Pnknw SpA. We "
        "would like to offer Pnknw SpA a steady source of {}. As Supply Chain Manager, you "
        "will want partners who deliver on time." + SIGNED
    )
    assert ("artifact", "pipy") in errors(body.format("pipy supplies"), record, DEFAULT_SENDER)
    assert errors(body.format("office supplies"), record, DEFAULT_SENDER) == []


def test_the_country_lost_after_in_fails():
    record = buyer(
        "LIN Enterprise Co., Ltd.", "Wei Lin", "Taiwan", "windows and doors", title="Owner"
    )
    body = (
        "Dear Wei Lin,\n\nI am reaching out because LIN Enterprise Co., Ltd. buys windows and "
        "doors in{}. We supply windows and doors from South Korea with short lead times." + SIGNED
    )
    assert ("artifact", "buys windows and doors in.") in errors(
        body.format(""), record, DEFAULT_SENDER
    )
    assert errors(body.format(" Taiwan"), record, DEFAULT_SENDER) == []


def test_a_subjects_product_nobody_knows_fails_and_a_variety_with_the_product_does_not():
    record = buyer("Manríquez Distribuidora y Cía. Ltda.", "Rosa Manríquez", "Chile", "cabbage")
    body = (
        "Dear Rosa,\n\nI am reaching out because Manríquez Distribuidora y Cía. Ltda. buys "
        "cabbage in Chile. We can prepare samples of our cabbage for your review." + SIGNED
    )
    company = "Manríquez Distribuidora y Cía. Ltda."
    found = errors(body, record, DEFAULT_SENDER, subject=f"Fabriage for {company}")
    assert ("category_wrong", "Fabriage") in found
    assert errors(body, record, DEFAULT_SENDER, subject=f"Cabbage for {company}") == []
    assert errors(body, record, DEFAULT_SENDER, subject=f"Savoy cabbage for {company}") == []


def test_two_subject_lines_run_together_fail():
    record = buyer("Белова Импорт ЕООД", "Кери Белова", "Bulgaria", "kimchi")
    body = (
        "Dear Кери,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to Белова Импорт ЕООД."
        " We can prepare samples of our kimchi for your review." + SIGNED
    )
    fused = "A new kimchi partner for Белова Импорт ЕООД and Hanbit Trading Co., Ltd."
    assert ("artifact", "and Hanbit Trading Co., Ltd.") in errors(
        body, record, DEFAULT_SENDER, subject=fused
    )
    paired = "Белова Импорт ЕООД and Hanbit Trading Co., Ltd."
    assert errors(body, record, DEFAULT_SENDER, subject=paired) == []


def test_a_model_subjects_product_with_words_written_over_fails():
    record = buyer(
        "Global Foods Trading Inc.", "Daniel Reyes", "Philippines", "processed foods",
        title="Purchasing Manager",
    )  # fmt: skip
    body = (
        "Dear Daniel,\n\nI am reaching out because Global Foods Trading Inc. buys processed foods"
        " in the Philippines. We can prepare samples of our processed foods for your review."
        + SIGNED
    )
    garbled = "Grocery so foods from Hanbit Trading Co., Ltd."
    assert ("category_wrong", "Grocery so foods") in errors(
        body, record, DEFAULT_SENDER, subject=garbled
    )
    right = "Processed foods from Hanbit Trading Co., Ltd."
    assert errors(body, record, DEFAULT_SENDER, subject=right) == []


def test_the_title_sentence_that_lost_its_middle_fails():
    record = buyer(
        "Hernandez Specialty Bakery Supply Inc.", "Melissa Hernandez", "Canada",
        "imqaret date pastries", title="Category Manager, Frozen Bakery",
    )  # fmt: skip
    body = (
        "Dear Melissa,\n\nWe can prepare samples of our imqaret date pastries for your review. As "
        "Category Manager, Frozen Bakery{} on time." + SIGNED
    )
    assert ("artifact", "As Category Manager, Frozen Bakery on time.") in errors(
        body.format(""), record, DEFAULT_SENDER
    )
    whole = body.format(", you will want partners who deliver")
    assert errors(whole, record, DEFAULT_SENDER) == []


def test_a_greeting_line_that_runs_on_into_a_cut_word_fails():
    record = buyer(
        "Hqbm Trading Industrial Corp.", "CHIEN-LIANG CHEN", "Taiwan", "magsafe accessories",
        title="Head of Operations",
    )  # fmt: skip
    body = (
        "Dear CHIEN-LIANG CHEN,{}\nI gather you are looking at magsafe accessories. I am writing "
        "to introduce Hanbit Trading Co., Ltd. to Hqbm Trading Industrial Corp." + SIGNED
    )
    assert ("artifact", "you") in errors(body.format(" you"), record, DEFAULT_SENDER)
    # the same line with a whole sentence, or the contact's title, is an opening people write
    for rest in ("", " I hope this finds you well.", " Head of Operations"):
        assert errors(body.format(rest), record, DEFAULT_SENDER) == []


def test_goods_from_the_buyers_own_country_fail_when_the_profile_names_none():
    # #19's five-sender run (report split seed 1), diffusion@160: an Italian exporter's profile
    # without `country`; the model wrote the buyer's country as the goods' origin
    from sales_dlm.inputs.records import Sender

    bertoni = Sender(company="Bertoni S.n.c.", name="Livia Monicelli", title="Export Manager")
    anatolia = buyer("Anatolia Tekstil A.Ş.", "Emre Yılmaz", "Turkey", "textiles")
    letter = (
        "Dear Emre,\n\nI am reaching out because Anatolia Tekstil A.Ş. buys textiles in Turkey. "
        "We supply textiles {}with short lead times.\n\nWould you be open to a short call next "
        "week?\n\nWarm regards,\nLivia Monicelli\nBertoni S.n.c."
    )
    assert errors(letter.format("from Turkey "), anatolia, bertoni) == [
        ("sender_wrong", "from Turkey")
    ]
    assert errors(letter.format(""), anatolia, bertoni) == []
    # a profile that names its country is checked as before; the buyer's country is no origin
    italian = bertoni.model_copy(update={"country": "Italy"})
    assert errors(letter.format("from Italy "), anatolia, italian) == []
    assert errors(letter.format("from Turkey "), anatolia, italian) == [
        ("sender_wrong", "from Turkey")
    ]


def test_the_before_a_many_word_country_that_takes_none_fails():
    # the same run: "We supply processed foods from the New Zealand with short lead times"
    # passed where "from the Chile" failed
    def letter(country: str, written: str) -> list:
        record = buyer("Kiwi Harvest Foods Ltd", "Liam Walker", country, "processed foods")
        body = (
            "Dear Liam,\n\nI am reaching out because Kiwi Harvest Foods Ltd buys processed "
            f"foods. We ship processed foods to {written} with short lead times." + SIGNED
        )
        return errors(body, record, DEFAULT_SENDER)

    assert letter("New Zealand", "the New Zealand") == [("artifact", "the New Zealand")]
    assert letter("South Africa", "the South Africa") == [("artifact", "the South Africa")]
    assert letter("New Zealand", "New Zealand") == []
    assert letter("New Zealand", "the New Zealand market") == []
    assert letter("United States", "the United States") == []
    assert letter("Solomon Islands", "the Solomon Islands") == []


def test_the_buyers_company_as_the_maker_of_the_offer_fails():
    # #19's report split (seed 1), diffusion@160: the sender's offer sentence with the buyer's
    # company for the sender's, to that buyer
    dulova = buyer("Dulová s.r.o.", "Tichomír Mauréry", "", "power cables")
    letter = (
        "Dear Tichomír,\n\nI am reaching out because Dulová s.r.o. buys power cables. {} "
        "produces power cables with consistent quality and clear pricing." + SIGNED
    )
    assert errors(letter.format("Dulová s.r.o."), dulova, DEFAULT_SENDER) == [
        ("sender_wrong", "Dulová s.r.o.")
    ]
    assert errors(letter.format("Hanbit Trading Co., Ltd."), dulova, DEFAULT_SENDER) == []
    # a buyer that makes goods of its own, said otherwise, is the buyer's business
    made = "Dear Tichomír,\n\nDulová s.r.o. produces power cables for the rail trade." + SIGNED
    assert ("sender_wrong", "Dulová s.r.o.") not in errors(made, dulova, DEFAULT_SENDER)
    # at a paragraph's start too
    first = "Dear Tichomír,\n\nDulová produces power cables for distributors abroad." + SIGNED
    assert ("sender_wrong", "Dulová") in errors(first, dulova, DEFAULT_SENDER)


ZAIDANIYA = buyer("الزيدانية الصناعية ذ.م.م", "رجب النشاشيبي", "Jordan", "dry bags")
ASTITIYA = buyer("شركة أستيتية للاستيراد", "عبد الباقي فطاير", "", "safety glasses")


def test_letters_glued_on_after_a_company_then_a_verb_fail():
    # faker selection split with five senders (seed 0), AR: "to ... ذ.م.م.s produces dry bags"
    letter = (
        "Dear رجب النشاشيبي,\n\nI am writing to introduce Hanbit Trading Co., Ltd. to الزيدانية "
        "الصناعية ذ.م.م{} produces dry bags with consistent quality and clear pricing." + SIGNED
    )
    assert errors(letter.format(".s"), ZAIDANIYA, DEFAULT_SENDER) == [
        ("artifact", "الزيدانية الصناعية ذ.م.م.s produces")
    ]
    right = letter.format(". Hanbit Trading Co., Ltd.")
    assert errors(right, ZAIDANIYA, DEFAULT_SENDER) == []


def test_a_title_for_a_contact_whose_record_holds_none_fails():
    # the same run, diffusion@160: the record has no title; the title slot took the contact's
    # given name, or a title made up
    letter = (
        "Dear عبد الباقي,\n\nI am reaching out because شركة أستيتية للاستيراد buys safety "
        "glasses. I thought this might interest you as {} of شركة أستيتية للاستيراد. We would "
        "like to offer شركة أستيتية للاستيراد a steady source of safety glasses." + SIGNED
    )
    for slot in ("عبد الباقي", "Purchasing Manager", "Red Eng"):
        assert errors(letter.format(slot), ASTITIYA, DEFAULT_SENDER) == [("title_wrong", slot)]
    plain = letter.replace(
        " I thought this might interest you as {} of شركة أستيتية للاستيراد.", ""
    )
    assert errors(plain, ASTITIYA, DEFAULT_SENDER) == []
    # a record with the title: the same sentence with it is right
    titled = ASTITIYA.model_copy(update={"contact_title": "Purchasing Manager"})
    assert errors(letter.format("Purchasing Manager"), titled, DEFAULT_SENDER) == []


def test_follow_ups_that_passed_with_a_name_or_a_word_wrong_fail():
    # the faker selection split drafted with --template follow_up, diffusion@160: each passed
    masarikova = buyer("Masáriková & Pišút s.r.o.", "Eugen Paulovič", "Slovakia", "frozen potatoes")
    about = (
        "Dear Eugen Paulovič,\n\nI wrote to you recently about frozen potatoes for {} A small "
        "trial order of frozen potatoes is an easy way to start.\n\nWould a brief call with "
        "Masáriková & Pišút s.r.o. this month be possible?" + SIGNED
    )
    assert errors(about.format("Markerikov Pišút s.r.o."), masarikova, DEFAULT_SENDER) == [
        ("company_misspelled", "Markerikov Pišút")
    ]
    assert ("artifact", "\u0603") in errors(
        about.format("Markerikov\u0603 Pišút s.r.o."), masarikova, DEFAULT_SENDER
    )
    assert errors(about.format("Masáriková & Pišút s.r.o."), masarikova, DEFAULT_SENDER) == []
    mihajlovski = buyer("Михајловски АД", "Лилјана Дешановска", "North Macedonia", "")
    orders = "Dear Лилјана,\n\nWe still have capacity for new orders of {}." + SIGNED
    assert errors(orders.format("Михајловски АД"), mihajlovski, DEFAULT_SENDER) == [
        ("category_wrong", "Михајловски АД")
    ]
    assert errors(orders.format("flour"), mihajlovski, DEFAULT_SENDER) == []
    bumov = buyer("Бумов ООД", "Олек Бурханларски", "Bulgaria", "flour")
    named = (
        "Dear Олек Бурханларски,\n\nLast week I shared an idea for Бумов ООД and wanted to check "
        "in. I thought this might interest you as Олек Бурханларски." + SIGNED
    )
    assert errors(named, bumov, DEFAULT_SENDER) == [("title_wrong", "Олек Бурханларски")]
    icwwd = buyer(
        "Icwwd Public Co., Ltd.",
        "Srrephchy Khundam",
        "Thailand",
        "",
        notes="Requested a quote for wine.",
    )
    asked = (
        "Dear Srrephchy,\n\n{} you asked about wine, so I would be glad to prepare an offer. Our "
        "offer for Icwwd Public Co., Ltd. stands, {}free samples." + SIGNED
    )
    assert errors(asked.format("Is", "including "), icwwd, DEFAULT_SENDER) == [
        ("artifact", "Is you")
    ]
    assert errors(asked.format("As", ""), icwwd, DEFAULT_SENDER) == [("artifact", "stands,")]
    assert errors(asked.format("As", "including "), icwwd, DEFAULT_SENDER) == []
    capacity = "Dear Eugen,\n\nWe still have capacity for new orders of frozen potatoes{}" + SIGNED
    assert ("artifact", "We still have capacity for new orders of frozen potatoes?") in errors(
        capacity.format("?"), masarikova, DEFAULT_SENDER
    )
    assert errors(capacity.format("."), masarikova, DEFAULT_SENDER) == []
