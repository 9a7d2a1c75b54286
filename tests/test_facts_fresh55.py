"""Sentences of dev_fresh55/56's natural e-mails (written by people who did not read the checker)
that the checker flagged at their held-out run, each beside a slip it must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import DEFAULT_SENDER, Sender

SIGNED = "\n\nBest regards,\nMinji Park\nExport Sales Manager, Hanbit Trading Co., Ltd."
MANDAL = buyer("मंडल गैस प्राइवेट लिमिटेड", "संजना मंडल", "India", "propane")
BODY = ",\n\nWe can offer propane to मंडल गैस प्राइवेट लिमिटेड for delivery next month." + SIGNED


def test_a_devanagari_name_greeted_in_latin_letters():
    # anyascii writes मंडल "mmdl": the names are compared by their consonants
    for greeting in ("Dear Ms Mandal", "Dear Ms Mondal", "Dear Sanjana", "Namaste Ms Mandal"):
        assert errors(greeting + BODY, MANDAL, DEFAULT_SENDER) == [], greeting
    for greeting in ("Dear Ms Sandal", "Dear Mr Sharma", "Namaste Mr Sharma"):
        assert ("contact_wrong", greeting.split()[-1]) in errors(
            greeting + BODY, MANDAL, DEFAULT_SENDER
        ), greeting


def test_a_greek_letter_beside_chinese_is_a_symbol_not_a_stray():
    record = buyer("淄博邵氏耐火材料有限公司", "邵建国", "China", "calcined alumina")
    body = (
        "邵经理您好：\n\n我们的煅烧氧化铝{}≥ 93%，可报CIF青岛价格。"
        "淄博邵氏耐火材料有限公司如需样品，请告诉我。" + SIGNED
    )
    assert errors(body.format("，α相转化率"), record, DEFAULT_SENDER) == []
    assert ("artifact", "towitle转化率") in errors(
        body.format("，towitle转化率"), record, DEFAULT_SENDER
    )


def test_each_after_a_comma_stands_alone():
    record = buyer("Mccoy World Instruments Inc.", "Dan McCoy", "United States", "khene")
    body = (
        "Dear Mr McCoy,\n\nWe make 14-pipe and 8-pipe khene for learners, each with a hardwood "
        "windchest, and Mccoy World Instruments seems the right shop for them." + SIGNED
    )
    # not even a doubt: beside another error, a doubt is reported as one
    assert [f for f in findings(body, record, DEFAULT_SENDER) if f[2] == "each with"] == []


def test_lao_is_the_language_and_people_of_laos():
    lao = Sender(company="Phou Hin Poun Trading Sole Co., Ltd.", name="Souksavanh Phommachanh",
                 title="Export Manager", country="Laos")  # fmt: skip
    record = buyer("Roodesteijn Toko Groothandel B.V.", "Piet Roodesteijn", "Netherlands",
                   "dried galangal")  # fmt: skip
    body = (
        "Dear Mr Roodesteijn,\n\nOur dried galangal (called kha in Lao) is packed in 10 kg "
        "cartons for Roodesteijn Toko Groothandel.{}\n\nBest regards,\nSouksavanh Phommachanh\n"
        "Phou Hin Poun Trading Sole Co., Ltd."
    )
    assert errors(body.format(""), record, lao) == []
    cut = errors(body.format(" We ship it from La with short lead times."), record, lao)
    assert ("artifact", "La") in cut


def test_requote_and_a_fair_before_i():
    notes = "La conocimos en Expo ANTAD Guadalajara; quiere muestras de 1 kg. Asked for a quote."
    record = buyer("Alimentos Tapia S.A. de C.V.", "Lucía Tapia", "Mexico", "achiote paste",
                   notes=notes)  # fmt: skip
    body = (
        "Dear Ms Tapia,\n\nAfter our talk at Expo ANTAD I am glad to confirm that the samples of "
        "achiote paste are on their way. Prices hold until Friday; after that we would have to "
        "requote. I would be happy to prepare a quote for Alimentos Tapia.{}" + SIGNED
    )
    assert errors(body.format(""), record, DEFAULT_SENDER) == []
    other = body.format(" It was good to meet you at Gulfood Dubai.")
    assert ("note_wrong", "Gulfood Dubai") in errors(other, record, DEFAULT_SENDER)


def test_the_thanks_run_on_into_the_next_sentence_after_the_fair():
    record = buyer("Haddad Spices Co.", "Rami Haddad", "Jordan", "dried black limes",
                   notes="visited our stand at Gulfood 2026")  # fmt: skip
    body = (
        "Dear Rami,\n\nThank you again for stopping by our stand at Gulfood 2026{} I send "
        "details of our dried black limes for Haddad Spices Co." + SIGNED
    )
    assert ("artifact", "Thank you again for stopping by our stand at Gulfood 2026 I send") in (
        errors(body.format(""), record, DEFAULT_SENDER)
    )
    assert errors(body.format("."), record, DEFAULT_SENDER) == []


def test_where_the_sender_is_in_brackets_after_the_company():
    zekreet = Sender(company="Zekreet Petrochemicals Trading W.L.L.", name="Hamad Nasser Al-Marri",
                     title="Manager, Petrochemical Exports", country="Qatar")  # fmt: skip
    record = buyer("Noh Chemical Co., Ltd.", "Byung-chul Noh", "South Korea", "chemicals")
    body = (
        "Dear Mr Noh,\n\nWe can offer chemicals to Noh Chemical Co., Ltd. CFR Ulsan.\n\n"
        "Best regards,\nHamad Nasser Al-Marri\nManager, Petrochemical Exports\n"
        "Zekreet Petrochemicals Trading W.L.L. (Dukhan, Qatar)"
    )
    assert errors(body, record, zekreet) == []


def test_a_port_over_a_land_border_is_a_delivery_place():
    german = buyer("Börner Feuerfest GmbH", "Jens Börner", "Germany", "calcined alumina")
    body = "Dear Mr Börner,\n\nOur offer to Börner Feuerfest GmbH: 500 t at USD 585/t CIF {}."
    body += SIGNED
    assert errors(body.format("Rotterdam"), german, DEFAULT_SENDER) == []
    japanese = buyer("Tanaka Shoji K.K.", "Hiroshi Tanaka", "Japan", "calcined alumina")
    far = body.replace("Börner Feuerfest GmbH", "Tanaka Shoji K.K.").replace("Börner", "Tanaka")
    assert ("country_wrong", "Rotterdam") in errors(far.format("Rotterdam"), japanese,
                                                    DEFAULT_SENDER)  # fmt: skip


def test_a_chinese_letter_may_name_the_company_short_and_write_alpha_in_a_word():
    record = buyer("謝興化學工業股份有限公司", "謝明哲", "Taiwan", "linear alpha olefins")
    body = (
        "謝課長您好：\n\n冒昧來信。我們供應線性α烯烴（LAO），可作為PAO潤滑油基礎油的原料。相信對{}"
        "的產品線會有幫助。如貴公司有興趣，我可以寄送規格書與樣品。\n\n敬祝 商祺\n\nMinji Park\n"
        "Hanbit Trading Co., Ltd."
    )
    # the industry word left off: a short form to check, not a company never named
    assert errors(body.format("謝興化學"), record, DEFAULT_SENDER) == []
    assert ("company_misspelled", "warning", "謝興化學") in findings(
        body.format("謝興化學"), record, DEFAULT_SENDER
    )
    # the family name alone names no company: "your company" stands where its name belongs
    assert ("company_missing", "") in errors(body.format("謝興"), record, DEFAULT_SENDER)


def test_a_chinese_follow_up_may_say_your_company():
    record = buyer("大连阮氏食品有限公司", "阮志强", "China", "crowberries")
    body = (
        "阮经理您好！\n\n感谢您在SIAL上海展期间到访我们的展位。按您的要求，现将岩高兰的有机证书和"
        "CIF大连报价发给您。期待与贵公司合作。\n\n此致\n敬礼\n\nMinji Park\n"
        "Hanbit Trading Co., Ltd."
    )
    assert errors(body, record, DEFAULT_SENDER) == []
    first = body.replace("感谢您在SIAL上海展期间到访我们的展位。按您的要求，", "我是Minji Park。")
    assert ("company_missing", "") in errors(first, record, DEFAULT_SENDER)


# The embedded models' drafts of dev_fresh55/56 the checker passed and their writers labelled.
SKUTULL = Sender(company="Skutull Krásir ehf.", name="Hrafnhildur Eyjólfsdóttir",
                 title="Sölustjóri erlendra markaða", country="Iceland")  # fmt: skip
SIGNED_IS = (
    "\n\nSincerely,\nHrafnhildur Eyjólfsdóttir\nSölustjóri erlendra markaða, Skutull Krásir ehf."
)


def test_a_fragment_after_the_fair_fails():
    record = buyer("大连阮记食品有限公司", "阮艳", "China", "crowberries", title="采购经理",
                   notes="Met at SIAL Shanghai; needs an organic certificate.")  # fmt: skip
    body = (
        "Dear 阮艳,\n\nIt was good to meet you at SIAL Shanghai{} As 采购经理 at "
        "大连阮记食品有限公司, you know how much reliable supply matters." + SIGNED_IS
    )
    cut = errors(body.format("; need dependable suppliers of crowberries."), record, SKUTULL)
    assert ("artifact", "; need dependable suppliers of crowberries.") in cut
    for whole in (".", "; we have since prepared samples.", "; happy to send details."):
        assert errors(body.format(whole), record, SKUTULL) == [], whole


def test_the_title_sentence_without_its_main_clause_or_with_letters_after_the_title_fails():
    record = buyer("Παλλάς Τρόφιμα Α.Ε.", "Ναθαναήλ Παλλάς", "Greece", "cooked cheese",
                   title="Υπεύθυνος Αγορών")  # fmt: skip
    body = (
        "Dear Ναθαναήλ,\n\nWe can prepare samples of our cooked cheese for Παλλάς Τρόφιμα Α.Ε. {}"
        "\n\nWould a brief call this month be possible?" + SIGNED_IS
    )
    assert ("artifact", "As Υπεύθυνος Αγορών.") in errors(
        body.format("As Υπεύθυνος Αγορών."), record, SKUTULL
    )
    stray = errors(body.format("As Υπεύθυνος Αγορών Dl at Παλλάς Τρόφιμα Α.Ε., you know it."),
                   record, SKUTULL)  # fmt: skip
    assert ("title_wrong", "Dl") in stray
    whole = body.format("As Υπεύθυνος Αγορών, you will want partners who deliver on time.")
    assert errors(whole, record, SKUTULL) == []


def test_your_title_in_the_subjects_company_slot_fails():
    record = buyer("Jenkins Imports LLC", "Anna Jenkins", "United States", "brennivín")
    body = "Dear Anna,\n\nWe can prepare samples of our brennivín for Jenkins Imports LLC."
    body += SIGNED_IS
    assert ("sender_wrong", "Sölustjóri erlendra markaða") in errors(
        body, record, SKUTULL, subject="Brennivín from Sölustjóri erlendra markaða"
    )
    assert errors(body, record, SKUTULL, subject="Brennivín from Skutull Krásir ehf.") == []
    paired = "Jenkins Imports LLC and Sölustjóri erlendra markaða"
    assert ("sender_wrong", "Sölustjóri erlendra markaða") in errors(
        body, record, SKUTULL, subject=paired
    )
    right = "Jenkins Imports LLC and Skutull Krásir ehf."
    assert errors(body, record, SKUTULL, subject=right) == []


def test_a_full_stop_between_the_subjects_name_and_its_colon_fails():
    record = buyer("Παλλάς Τρόφιμα Α.Ε.", "Ναθαναήλ Παλλάς", "Greece", "cooked cheese")
    body = "Dear Ναθαναήλ,\n\nWe can prepare samples of our cooked cheese for Παλλάς Τρόφιμα Α.Ε."
    body += SIGNED_IS
    assert ("artifact", ".:") in errors(body, record, SKUTULL, subject="Ναθαναήλ.: cooked cheese")
    assert errors(body, record, SKUTULL, subject="Ναθαναήλ: cooked cheese") == []


def test_a_sentence_that_runs_into_the_closing_question_fails():
    # dev_fresh49 M027: "As Inkoper dranken at Zeldenrust Dranken B.V. this month be possible?"
    record = buyer("Zeldenrust Dranken B.V.", "Sanne Zeldenrust", "Netherlands",
                   "prickly pear cordial", title="Inkoper dranken")  # fmt: skip
    body = (
        "Dear Sanne,\n\nWe can prepare samples of our prickly pear cordial for your review. As "
        "Inkoper dranken at Zeldenrust Dranken B.V.{} this month be possible?" + SIGNED
    )
    cut = "As Inkoper dranken at Zeldenrust Dranken B.V. this month be possible?"
    assert ("artifact", cut) in errors(body.format(""), record, DEFAULT_SENDER)
    whole = body.format(", you know how much reliable supply matters.\n\nWould a brief call with "
                        "Zeldenrust Dranken B.V.")  # fmt: skip
    assert errors(whole, record, DEFAULT_SENDER) == []
