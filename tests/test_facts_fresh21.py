"""What dev_fresh21's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

SEBACO = Sender(
    company="Hortalizas Valle de Sébaco, S.A.",
    name="Karla Vanessa Rugama Zeledón",
    title="Coordinadora de Exportaciones",
    country="Nicaragua",
)
NAM_OU = Sender(
    company="Nam Ou Forest Products Sole Co., Ltd.",
    name="Phonesavanh Keomany",
    title="Export Manager",
    country="Laos",
)
NYABARONGO = Sender(
    company="Nyabarongo Agro & Minerals Ltd",
    name="Claudine Uwimana",
    title="Responsable des exportations",
    country="Rwanda",
)
VAVAU = Sender(
    company="Vava'u Island Traders Ltd",
    name="Losaline Mafi Fifita",
    title="Export Manager",
    country="Tonga",
)
KARLA = "\n\nSaludos,\nKarla Rugama\nHortalizas Valle de Sébaco, S.A."
PHONESAVANH = "\n\nBest regards,\nPhonesavanh Keomany\nNam Ou Forest Products Sole Co., Ltd."


def test_romanian_and_arabic_forms_of_address() -> None:
    # N024 "Stimată doamnă Niță,"; N021 "السلام عليكم أستاذ رامي،"
    nita = buyer("Niță Coatings S.R.L.", "Mărioara Niță", "Romania", "sticklac")
    body = "{},\n\nWe can supply cleaned sticklac to Niță Coatings." + PHONESAVANH
    assert errors(body.format("Stimată doamnă Niță"), nita, NAM_OU) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Stimată doamnă"), nita, NAM_OU))
    rami = buyer("شركة الحوراني للبخور ذ.م.م", "رامي الحوراني", "Jordan", "benzoin resin")
    letter = "السلام عليكم أستاذ {}،\n\nOur benzoin suits شركة الحوراني للبخور." + PHONESAVANH
    assert errors(letter.format("رامي"), rami, NAM_OU) == []
    assert any(t == "contact_wrong" for t, _ in errors(letter.format("سامي"), rami, NAM_OU))


def test_a_lao_single_member_company_without_its_form() -> None:
    # N020 subject "Siam benzoin for incense - Nam Ou Forest Products, Laos"
    record = buyer("Shahi Dhoop Udyog Pvt. Ltd.", "Binod Shahi", "Nepal", "benzoin resin")
    body = "Dear Binod,\n\nShahi Dhoop Udyog may like our Siam benzoin." + PHONESAVANH
    subject = "Siam benzoin for incense - {}, Laos"
    assert errors(body, record, NAM_OU, subject.format("Nam Ou Forest Products")) == []
    wrong = errors(body, record, NAM_OU, subject.format("Nam Ou Forest Produce"))
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_a_grade_the_notes_name_or_quote_is_no_other_product() -> None:
    # N021 "grade 1 almonds" as the note says; N019 « almond », a benzoin grade
    record = buyer("Al Hourani Incense LLC", "Rami Hourani", "Jordan", "benzoin resin",
                   notes="Asked for a 1 kg sample of Siam benzoin, grade 1 almonds.")  # fmt: skip
    body = "Dear Rami,\n\nThe sample of Siam benzoin, {} left today for Al Hourani Incense."
    assert errors(body.format("grade 1 almonds,") + PHONESAVANH, record, NAM_OU) == []
    assert errors(body.format("tears « almond »,") + PHONESAVANH, record, NAM_OU) == []
    offer = body.format("grade 1 almonds,") + " We also offer roasted cashews." + PHONESAVANH
    assert any(t == "category_wrong" for t, _ in errors(offer, record, NAM_OU))


def test_a_fair_the_notes_name_and_the_places_around_it() -> None:
    # N014 "Nous nous sommes rencontrés sur Fruit Attraction à Madrid, ... jusqu'à Anvers";
    # I019 "notre échange au in-cosmetics Global" for a buyer met at another fair
    notes = "Met at Fruit Attraction in Madrid; asked about sea freight to Antwerp."
    record = buyer("Gérard Primeurs SRL", "Pierre Gérard", "Belgium", "long eggplant", notes=notes)
    body = (
        "Bonjour Monsieur Gérard,\n\nNous nous sommes rencontrés sur {} à Madrid, où vous "
        "m'aviez interrogée sur le fret maritime jusqu'à Anvers. Voici notre offre pour Gérard "
        "Primeurs." + KARLA
    )
    assert errors(body.format("Fruit Attraction"), record, SEBACO) == []
    other = errors(body.format("Fruit Logistica"), record, SEBACO)
    assert any(t == "note_wrong" for t, _ in other)
    notes = "Met at the World Perfumery Congress; needs an IFRA certificate."
    moreno = buyer("Arômes Moreno SAS", "Élisabeth Moreno", "France", "benzoin resin", notes=notes)
    letter = "Chère Madame Moreno,\n\nSuite à notre échange au {}, voici le certificat IFRA."
    letter += PHONESAVANH
    assert errors(letter.format("World Perfumery Congress"), moreno, NAM_OU) == []
    fair = errors(letter.format("in-cosmetics Global"), moreno, NAM_OU)
    assert any(t == "note_wrong" for t, _ in fair)


def test_words_of_a_letter_in_another_language_are_no_slips() -> None:
    # N002 "färsk okra" in Swedish; N008 "(indische Karela)" in German, from Karla Rugama
    okra = buyer("Olssons Livs AB", "Anna Olsson", "Sweden", "fresh okra")
    body = (
        "Hej Anna,\n\nVi odlar och packar {} okra i Sébacodalen och skickar redan till "
        "grossister i Europa. Till Olssons Livs skulle vi kunna erbjuda kartonger." + KARLA
    )
    assert errors(body.format("färsk"), okra, SEBACO, "Färsk okra från Nicaragua") == []
    gourd = buyer("Asia-Frisch Dörr GmbH", "Günter Dörr", "Germany", "bitter gourd")
    letter = (
        "Sehr geehrter Herr Dörr,\n\nFür Asia-Frisch Dörr planen wir Bittergurke (indische "
        "Karela) mit 0,8 t pro Woche.\n\nMit freundlichen Grüßen\n{}\n"
        "Hortalizas Valle de Sébaco, S.A."
    )
    assert errors(letter.format("Karla Rugama"), gourd, SEBACO) == []
    assert any(
        t == "sender_wrong" for t, _ in errors(letter.format("Karela Rugama"), gourd, SEBACO)
    )


def test_a_name_in_another_script_in_brackets() -> None:
    # N009 "(khổ qua / 苦瓜)" to a Polish buyer; N035 "Losaline Fifita（羅莎琳）" signing
    gourd = buyer("Rozumek Import Sp. z o.o.", "Nicole Rozumek", "Poland", "bitter gourd")
    body = "Dear Nicole,\n\nOur bitter gourd (khổ qua / 苦瓜) suits Rozumek Import.{}" + KARLA
    assert errors(body.format(""), gourd, SEBACO) == []
    assert any(t == "artifact" for t, _ in errors(body.format(" 苦瓜 is fresh."), gourd, SEBACO))
    squash = buyer("潘記蔬果有限公司", "潘俊宏", "Taiwan", "kabocha squash", title="採購經理")
    letter = (
        "潘經理您好：\n\n以下是我們東加栗子南瓜的報價，供潘記蔬果參考。\n\n敬祝 商祺\n\n"
        "Losaline Fifita（{}）\nVava'u Island Traders Ltd"
    )
    assert errors(letter.format("羅莎琳"), squash, VAVAU) == []
    # the Chinese greeting gives the contact a title: it must be the record's
    sales = letter.format("羅莎琳").replace("潘經理", "潘業務經理")
    assert any(t == "title_wrong" for t, _ in errors(sales, squash, VAVAU))


def test_what_the_buyer_makes_is_no_offer() -> None:
    # N026 "..., and I believe Ramirez Agrichem formulates natural insecticides"
    record = buyer("Ramirez Agrichem Pty Ltd", "David Ramirez", "Australia", "pyrethrum extract")
    body = (
        "Hi David,\n\nWe process pyrethrum flowers into crude and refined extracts, and I "
        "believe Ramirez Agrichem formulates natural insecticides.{}\n\nCheers,\n"
        "Claudine Uwimana\nNyabarongo Agro & Minerals Ltd"
    )
    assert errors(body.format(""), record, NYABARONGO) == []
    also = body.format(" We also supply chemical fertilizers.")
    assert any(t == "category_wrong" for t, _ in errors(also, record, NYABARONGO))


def test_tongan_words_and_a_fair_the_notes_name() -> None:
    # N036 "4 x 8 langanga" (a Tongan measure) and "the Pasifika Festival" of the notes, to
    # Toms Pasifika Arts Limited
    notes = "Met at the Pasifika Festival in Auckland; asked for large ngatu."
    record = buyer(
        "Toms Pasifika Arts Limited", "Summer Toms", "New Zealand", "tapa cloth", notes=notes
    )
    body = (
        "Kia ora Summer,\n\nIt was lovely to meet you at the Pasifika Festival in Auckland. "
        "For Toms Pasifika Arts we have three large pieces of 4 x 8 {} ready to ship this "
        "week.\n\n'Ofa atu,\nLosaline\n"
        "Vava'u Island Traders Ltd"
    )
    assert errors(body.format("langanga"), record, VAVAU) == []
    # a word's end doubled is still a stutter
    assert any(t == "artifact" for t, _ in errors(body.format("langangang"), record, VAVAU))


def test_kinds_airlines_and_certificate_forms() -> None:
    # N046 "a Japanese type" of eggplant; N052 "on Ethiopian Airlines"; N047 "Form D"
    record = buyer("Monte Ortofrutta SA", "Concetta Monte", "Switzerland", "long eggplant")
    body = (
        "Dear Ms Monte,\n\nWe now also grow a {} long eggplant for Monte Ortofrutta. It flies on "
        "Ethiopian Airlines with a Form D certificate of origin." + KARLA
    )
    assert errors(body.format("Japanese type of"), record, SEBACO) == []
    market = body.format("range of").replace(
        " It flies", " It sells in the Japanese market. It flies"
    )
    assert any(t == "country_wrong" for t, _ in errors(market, record, SEBACO))


def test_a_ukrainian_name_in_latin_letters() -> None:
    # N048 "Dear Mr Hunko" for Єлисей Гунько: Ukrainian writes Г as H
    record = buyer("ТОВ «Гунько Віник»", "Єлисей Гунько", "Ukraine", "broom grass")
    body = "Dear Mr {},\n\nWould ТОВ «Гунько Віник» consider a trial of 5 t?" + PHONESAVANH
    assert errors(body.format("Hunko"), record, NAM_OU) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Petrenko"), record, NAM_OU))


def test_titles_in_chinese_prose_and_an_arabic_address_line() -> None:
    # I054 "As 销售主管 at 宁夏马钽业有限公司" for a 原料采购主管 (a qualifier, then a title);
    # I003 "مدير المبيعات - مؤسسة الجودر ..." under "السيد علي الجودر المحترم،"
    ma = buyer("宁夏马钽业有限公司", "马婷婷", "China", "coltan concentrate", title="原料采购主管")
    body = (
        "马主管您好，\n\nWe can supply coltan concentrate. As {} at 宁夏马钽业有限公司, would you "
        "prefer that grade?\n\nThanks,\nClaudine Uwimana\nNyabarongo Agro & Minerals Ltd"
    )
    assert errors(body.format("原料采购主管"), ma, NYABARONGO) == []
    assert any(t == "title_wrong" for t, _ in errors(body.format("销售主管"), ma, NYABARONGO))
    ali = buyer("مؤسسة الجودر للخضار والفواكه", "علي الجودر", "Bahrain", "fresh okra",
                title="مدير المشتريات")  # fmt: skip
    letter = (
        "السيد علي الجودر المحترم،\n{} - مؤسسة الجودر للخضار والفواكه\n\nتحية طيبة وبعد،\n\n"
        "نحن شركة Hortalizas Valle de Sébaco في نيكاراغوا." + KARLA
    )
    assert errors(letter.format("مدير المشتريات"), ali, SEBACO) == []
    assert any(t == "title_wrong" for t, _ in errors(letter.format("مدير المبيعات"), ali, SEBACO))


def test_a_korean_team_leaders_title_read_as_a_head() -> None:
    # fresh15 N004: a 해외영업팀장 (overseas sales team leader) signs "Jefe de Ventas"
    hanbit = Sender(company="Hanbit Precision Co., Ltd.", name="Park Ji-hoon", title="해외영업팀장",
                    country="South Korea")  # fmt: skip
    record = buyer("Herramientas Acevedo S.A. de C.V.", "Sessa Acevedo", "Mexico", "end mills")
    body = (
        "Estimada Sra. Acevedo:\n\nLe escribo de Hanbit Precision para Herramientas Acevedo."
        "\n\nAtentamente,\nPark Ji-hoon\n{}\nHanbit Precision Co., Ltd."
    )
    assert errors(body.format("Jefe de Ventas"), record, hanbit) == []
    assert any(
        t == "sender_wrong" for t, _ in errors(body.format("Jefe de Compras"), record, hanbit)
    )


def test_a_short_sentence_written_twice_in_a_row() -> None:
    # I030 "Alle partijen zijn iTSCi-getagd. Alle partijen zijn iTSCi-getagd."
    record = buyer(
        "De Meester Metals Trading BV", "Edgard De Meester", "Belgium", "coltan concentrate"
    )
    body = (
        "Beste Edgard,\n\nOns coltanconcentraat voor De Meester Metals: 30% Ta2O5. {}\n\n"
        "Met vriendelijke groet,\nClaudine Uwimana\nNyabarongo Agro & Minerals Ltd"
    )
    once = "Alle partijen zijn iTSCi-getagd."
    assert errors(body.format(once), record, NYABARONGO) == []
    twice = errors(body.format(f"{once} {once}"), record, NYABARONGO)
    assert any(t == "artifact" for t, _ in twice)


def test_neighbouring_gourds_and_chillies() -> None:
    # I007 "bottle gourd" to a bitter-gourd buyer; I031 "cayenne peppers" for bird's eye chillies
    gourd = buyer("Johnson Asian Foods Inc.", "Erica Johnson", "Canada", "bitter gourd")
    body = "Dear Erica,\n\nWe grow {} in 5 kg cartons for Johnson Asian Foods." + KARLA
    assert errors(body.format("bitter gourd"), gourd, SEBACO) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("bottle gourd"), gourd, SEBACO))
    chilli = buyer(
        "Booden Specerijen B.V.", "Catharina Booden", "Netherlands", "bird's eye chillies"
    )
    offer = "Dear Catharina,\n\nWe can offer dried {} to Booden Specerijen." + KARLA
    assert errors(offer.format("bird's eye chillies"), chilli, SEBACO) == []
    assert any(
        t == "category_wrong" for t, _ in errors(offer.format("cayenne peppers"), chilli, SEBACO)
    )
