"""What dev_fresh15's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

HANBIT = Sender(
    company="Hanbit Precision Co., Ltd.",
    name="Park Ji-hoon",
    title="해외영업팀장",
    email="jh.park@hanbitprecision.co.kr",
    country="South Korea",
)
ERONGO = Sender(
    company="Erongo Coast Trading (Pty) Ltd",
    name="Ndapewa Shikongo",
    title="Export Manager",
    country="Namibia",
)
ESPERANCE = Sender(
    company="Esperance Bay Botanicals Pty. Ltd.",
    name="Siobhán McAuliffe",
    title="Export Sales Manager",
    country="Australia",
)
SIGN = "\n\nBest regards,\nPark Ji-hoon\nHanbit Precision Co., Ltd."
LUPIN_SIGN = "\n\nBest regards,\nSiobhán McAuliffe\nEsperance Bay Botanicals Pty. Ltd."
WIPERS = buyer("SIA Krūmiņš Auto", "Artis Krūmiņš", "Latvia", "automotive wiper blades")
BIDETS = buyer("Wang Bath Supply LLC", "Heather Wang", "United States", "bidet toilet seats")


def test_a_question_cut_short_on_purpose() -> None:
    # N007: "I can send 20 samples in the sizes you sell most; just tell me which."
    body = "Hi Artis,\n\nSIA Krūmiņš Auto could test our beam blades. I can send 20 samples{}"
    assert errors(body.format("; just tell me which.") + SIGN, WIPERS, HANBIT) == []
    cut = errors(body.format(" of the blades which.") + SIGN, WIPERS, HANBIT)
    assert ("artifact", "which.") in cut


def test_a_word_before_a_compound_that_starts_with_it() -> None:
    # N009: "palhetas limpadoras para para-brisa" (Portuguese: wiper blades for windscreens)
    record = buyer("Carvalho Autopeças Ltda.", "Davi Lucas Carvalho", "Brazil", "wiper blades")
    body = "Olá, Davi Lucas,\n\nPara a Carvalho Autopeças fabricamos palhetas {}." + SIGN
    assert errors(body.format("para para-brisa"), record, HANBIT) == []
    slip = errors(body.format("para para brisa"), record, HANBIT)
    assert ("artifact", "para para") in slip


def test_a_model_code_is_not_a_legal_form() -> None:
    # N011: "HB-700 electric bidet seat" (HB is a Swedish handelsbolag's form too)
    body = "Hi Heather,\n\nFor Wang Bath Supply:\n- {} electric bidet seat, heated" + SIGN
    assert errors(body.format("HB-700"), BIDETS, HANBIT) == []
    slip = body.replace("- {}", "- our HB")
    assert ("company_misspelled", "HB") in errors(slip, BIDETS, HANBIT)


def test_what_the_buyers_product_has_and_a_croatian_closing() -> None:
    # N013: "Our electric bidet seat has a heated seat, warm-water wash and dryer"; "S poštovanjem"
    record = buyer("Hadžić Kupaonice d.o.o.", "Emir Hadžić", "Croatia", "bidet toilet seats")
    body = (
        "Poštovani gospodine Hadžiću,\n\nHadžić Kupaonice may like our electric bidet seat. The "
        "seat has a heated seat, warm-water wash and dryer.{}\n\nS poštovanjem,\nPark Ji-hoon\n"
        "Hanbit Precision Co., Ltd."
    )
    assert errors(body.format(""), record, HANBIT) == []
    other = errors(body.format(" We also offer clothes dryers."), record, HANBIT)
    assert any(t == "category_wrong" for t, _ in other)


def test_a_town_is_not_the_senders_name_misspelt() -> None:
    # N016: "entrega por camião via Oshikango" from Ndapewa Shikongo
    record = buyer("Reis Pescas Lda", "Nair Reis", "Angola", "frozen horse mackerel")
    body = "Bom dia, Nair Reis,\n\nPara a Reis Pescas: entrega por camião via {}.\n\n"
    body += "Best regards,\nNdapewa Shikongo\nErongo Coast Trading (Pty) Ltd"
    assert errors(body.format("Oshikango"), record, ERONGO) == []
    signed = body.format("Oshikango").replace("Ndapewa Shikongo", "Ndapewa Shikongi")
    assert ("sender_wrong", "Shikongi") in errors(signed, record, ERONGO)


def test_spanish_and_vietnamese_forms_of_address() -> None:
    # N030 "Estimada Licenciada Cervántez"; I058 "Dear Mr Dương" for Dương Hoàng
    record = buyer(
        "Distribuidora Cervántez, S.A. de C.V.", "Graciela Cervántez", "El Salvador", "rambutans"
    )
    body = "Estimada Licenciada {}:\n\nDistribuidora Cervántez puede recibir rambután." + SIGN
    assert errors(body.format("Cervántez"), record, HANBIT) == []
    assert ("contact_wrong", "Licenciada Cervantes") not in errors(
        body.format("Cervantes"), record, HANBIT
    )
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Gómez"), record, HANBIT))
    vn = buyer("Công ty TNHH Dương Feed", "Dương Hoàng", "Vietnam", "sweet lupin seeds")
    letter = "Dear Mr {},\n\nDương Feed may like our sweet lupin seeds." + LUPIN_SIGN
    assert errors(letter.format("Hoàng"), vn, ESPERANCE) == []
    warned = findings(letter.format("Dương"), vn, ESPERANCE)
    assert ("contact_wrong", "warning", "Mr Dương") in warned


def test_a_binomial_and_an_english_compound_are_no_name_run_on() -> None:
    # N036 "Lupinus angustifolius"; N037 "aquafeed" beside Dương Feed
    vn = buyer("Công ty TNHH Dương Feed", "Dương Hoàng", "Vietnam", "sweet lupin seeds")
    body = (
        "Dear Mr Hoàng,\n\nOur sweet lupin seeds (Lupinus angustifolius) suit aquafeed: would "
        "Dương Feed like a quote?" + LUPIN_SIGN
    )
    assert errors(body, vn, ESPERANCE) == []
    fused = errors(body.replace("suit aquafeed", "suit Feedquote"), vn, ESPERANCE)
    assert any(t == "artifact" for t, _ in fused)


def test_an_arabic_greeting_ends_on_an_arabic_comma() -> None:
    # N038: "السلام عليكم، الأستاذ مرشد المحترم،"
    record = buyer("Nile Delta Grains Co.", "مرشد بنو العريج", "Egypt", "sweet lupin seeds")
    body = "السلام عليكم، الأستاذ مرشد المحترم{}\n\nNile Delta Grains may like our lupins."
    assert errors(body.format("،") + LUPIN_SIGN, record, ESPERANCE) == []
    cut = findings(body.format(" we can send") + LUPIN_SIGN, record, ESPERANCE)
    assert any(f[0] == "artifact" for f in cut)


def test_a_common_noun_after_an_article_and_a_warehouse_after_a_trade_term() -> None:
    # N002: "Für einen Werkzeughändler wie die Gröttner Werkzeughandel GmbH"; "DAP an Ihr Lager"
    record = buyer("Gröttner Werkzeughandel GmbH", "Bruno Gröttner", "Germany", "end mills")
    body = (
        "Sehr geehrter Herr Gröttner,\n\nfür einen Werkzeughändler wie die {} GmbH sind unsere "
        "Schaftfräser interessant; wir liefern DAP an Ihr Lager." + SIGN
    )
    assert errors(body.format("Gröttner Werkzeughandel"), record, HANBIT) == []
    slip = errors(body.format("Gröttner Werkzeughändel"), record, HANBIT)
    assert any(t == "company_misspelled" for t, _ in slip)


def test_a_japanese_title_on_the_address_line_before_the_family_name() -> None:
    # I005: "購買課長 後藤 裕樹様" for 購買部長 後藤 裕樹 (課長 is a level below 部長)
    record = buyer("株式会社後藤工具", "後藤 裕樹", "Japan", "end mills", title="購買部長")
    body = (
        "株式会社後藤工具\n{} 後藤 裕樹様\n\nお世話になっております。サンプルを発送いたしました。"
        + SIGN
    )
    assert errors(body.format("購買部長"), record, HANBIT) == []
    assert ("title_wrong", "購買課長") in errors(body.format("購買課長"), record, HANBIT)


def test_a_declined_russian_or_ukrainian_title_after_as() -> None:
    # I035: "Як директору із закупівель «Єщенко Косметик», Вам ..." for a purchasing manager
    record = buyer(
        "ТОВ «Єщенко Косметик»",
        "Варвара Єщенко",
        "Ukraine",
        "tea tree oil",
        title="Менеджер із закупівель",
    )
    body = "Добрий день, пані Варваро!\n\nЯк {} із закупівель «Єщенко Косметик», Вам буде цікаво."
    assert errors(body.format("менеджеру") + LUPIN_SIGN, record, ESPERANCE) == []
    wrong = errors(body.format("директору") + LUPIN_SIGN, record, ESPERANCE)
    assert ("title_wrong", "директору із закупівель") in wrong


def test_the_two_congos_in_french() -> None:
    # I017: "Congo Froid Lambert en République du Congo" for a buyer in DR Congo
    record = buyer("Congo Froid Lambert SARL", "Noël Lambert", "DR Congo", "horse mackerel")
    body = "Dear Mr Lambert,\n\nOur mackerel for Congo Froid Lambert in {}.\n\n"
    body += "Best regards,\nNdapewa Shikongo\nErongo Coast Trading (Pty) Ltd"
    for right in ("République démocratique du Congo", "the DRC", "Kinshasa"):
        assert errors(body.format(right), record, ERONGO) == []
    for wrong in ("République du Congo", "the Republic of Congo"):
        assert ("country_wrong", wrong.removeprefix("the ")) in errors(
            body.format(wrong), record, ERONGO
        )


def test_requests_and_fairs_the_notes_do_not_hold() -> None:
    # I020 "Thank you for asking for a sample ... last week" (no notes); I053 "At IPM Essen you
    # asked about"; I040 "Cosmetic 360" for a buyer met at in-cosmetics Global
    bare = buyer("Kallert Floristbedarf GmbH", "Jonas Kallert", "Germany", "xate palm fronds")
    letter = "Dear Mr Kallert,\n\n{} and Kallert Floristbedarf may like our fronds." + SIGN
    for claim in (
        "Thank you for asking for a sample last week",
        "At IPM Essen you asked about our xate palm fronds",
    ):
        assert any(t == "note_wrong" for t, _ in errors(letter.format(claim), bare, HANBIT))
    plain = findings(letter.format("As you asked, here are the prices"), bare, HANBIT)
    assert ("note_wrong", "warning", "As you asked") in plain  # may answer a reply: a doubt
    met = buyer(
        "Parfums Vaillant SAS",
        "Luc Vaillant",
        "France",
        "sandalwood oil",
        notes="met at in-cosmetics Global 2025 in Amsterdam",
    )
    fair = "Dear Mr Vaillant,\n\nIt was a pleasure to meet you at {}. Parfums Vaillant may like it."
    assert errors(fair.format("in-cosmetics Global") + SIGN, met, HANBIT) == []
    other = errors(fair.format("Cosmetic 360 in Paris") + SIGN, met, HANBIT)
    assert ("note_wrong", "Cosmetic 360") in other


def test_a_chinese_company_with_one_character_changed() -> None:
    # I021: "如贵司石式中药材有兴趣" for 石氏中药材进出口有限公司 (式 for 氏, a homophone)
    record = buyer("石氏中药材进出口有限公司", "石波", "China", "devil's claw root")
    body = "石经理，您好！\n\n如贵司{}有兴趣，我们可以寄送样品。" + SIGN
    assert errors(body.format("石氏中药材"), record, HANBIT) == []
    assert ("company_misspelled", "石式中药材") in errors(body.format("石式中药材"), record, HANBIT)
