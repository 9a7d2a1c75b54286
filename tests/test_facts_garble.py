"""The garble, grounding and sender rules, on sentences the embedded models really wrote
(buyers/sample.csv runs) and on the natural prose those rules must leave alone."""

from __future__ import annotations

import pytest

from sales_dlm.facts import CheckContext, Draft, check, passed
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender

HOFFMANN = Buyer(
    buyer_id="B001",
    company="Hoffmann Industrietechnik GmbH",
    contact_name="Lukas Hoffmann",
    contact_title="Purchasing Manager",
    country="Germany",
    product_category="industrial valves",
    notes="Met at Hannover Messe; asked for DN50-DN200 ball valves.",
)
BELCOUR = Buyer(
    buyer_id="B005",
    company="Maison Belcour SAS",
    contact_name="Camille Laurent",
    contact_title="Brand Manager",
    country="France",
    product_category="cosmetics",
)
SEOUL = Buyer(
    buyer_id="B031",
    company="한빛상사 주식회사",
    contact_name="김민수",
    contact_title="Purchasing Manager",
    country="South Korea",
    product_category="cosmetics",
)
CTX = CheckContext.build([HOFFMANN, BELCOUR, SEOUL])
SIG = "\n\nBest regards,\nMinji Park\nExport Sales Manager\nHanbit Trading Co., Ltd."
OWN = Sender(company="Kestrel Export Ltd", name="Daniel Moreau", title="Export Manager")
OWN_SIG = "\n\nBest regards,\nDaniel Moreau\nExport Manager\nKestrel Export Ltd"


def errors(body: str, buyer: Buyer = HOFFMANN, subject: str = "Valves", ctx=CTX) -> set:
    found = check(Draft(subject=subject, body=body), buyer, ctx)
    return {(f.type.value, f.found) for f in found if f.severity.value == "error"}


def letter(middle: str, greeting: str = "Dear Lukas,", signature: str = SIG) -> str:
    return f"{greeting}\n\n{middle}{signature}"


@pytest.mark.parametrize(
    "middle, expected",
    [
        # garbled and fused words: not English, in no record
        ("As Purchasing Manager, youffmann who deliver on time.", ("artifact", "youffmann")),
        ("We want partners whoim on time at Hoffmann Industrietechnik.", ("artifact", "whoim")),
        # a misspelled buyer name is the company's, not garble
        (
            "I found Hoffmann Industrietechech GmbH online.",
            ("company_misspelled", "Industrietechech"),
        ),
        # doubles and stutters
        ("Hoffmann Industrietechnik GmbH GmbH buys valves.", ("artifact", "GmbH GmbH")),
        ("Could I send you a set of industrial valves valves?", ("artifact", "valves valves")),
        (
            "Hoffmann Industrietechnik stands out among valves solar panels valves solar panels.",
            ("artifact", "valves solar panels valves solar panels"),
        ),
        # impossible punctuation and fused marks
        ("Hoffmann Industrietechnik GmbH buys valves.. We can help.", ("artifact", "..")),
        ("Would you be open to a call with Hoffmann Industrietechnik?.", ("artifact", "?.")),
        # closed-class clashes and sentences ending mid-phrase
        ("Would you be I can a short call with Hoffmann Industrietechnik?", ("artifact", "be I")),
        ("Hoffmann Industrietechnik may want the of valves.", ("artifact", "the of")),
        ("Hoffmann Industrietechnik needs valves. May I send you a.", ("artifact", "a.")),
        # a broken sentence: "ago" after something that is not a span of time (a passed AR
        # draft on buyers/sample.csv, with the buyer's company spelled right)
        (
            "We supply Hoffmann Industrietechnik ago, may I send you a few samples?",
            ("artifact", "ago"),
        ),
        # a sentence that lost its end (an injected twin of tests/data/dev)
        (
            "Hoffmann Industrietechnik buys valves. Happy to send samples Worth a chat?",
            ("artifact", "Worth"),
        ),
        # a country misspelled (a diffusion@160 draft of tests/data/dev_model)
        ("Hoffmann Industrietechnik GmbH in Gremany buys valves.", ("country_wrong", "Gremany")),
        # cut names, stray letters and stray legal forms
        ("I found Pacific R while researching Hoffmann Industrietechnik.", ("artifact", "R")),
        ("We Trading Co., of our valves for Hoffmann Industrietechnik.", ("sender_wrong", "Co")),
        # leftover prompt text
        (
            "Hoffmann Industrietechnik buys valves.\nBuyer company: Hoffmann Industrietechnik GmbH",
            ("artifact", "Buyer company:"),
        ),
    ],
)
def test_garble_is_an_error(middle: str, expected: tuple[str, str]) -> None:
    assert expected in errors(letter(middle))


def test_broken_greetings() -> None:
    middle = "Hoffmann Industrietechnik GmbH buys valves."
    assert ("contact_wrong", "Dear\n,") in errors(letter(middle, greeting="Dear\n,"))
    assert ("contact_wrong", "Dear morning") in errors(
        letter(middle, greeting="Dear morning Lukas,")
    )
    no_greeting = errors(letter(middle, greeting="I am writing to you."))
    assert any(why == "artifact" for why, _ in no_greeting)


def test_an_opening_vocative_must_be_the_contact() -> None:
    body = letter("Maison Belcour SAS sells cosmetics.", greeting="Dear Camille,")
    assert ("contact_wrong", "Maison") in errors(
        body, BELCOUR, subject="Maison, a quick idea for Maison Belcour SAS"
    )
    assert errors(body, BELCOUR, subject="Camille, a quick idea for Maison Belcour SAS") == set()


def test_a_cut_title_is_a_wrong_title() -> None:
    body = letter("As Brand, you know Maison Belcour SAS well.", greeting="Dear Camille,")
    assert ("title_wrong", "Brand") in errors(body, BELCOUR)


def test_a_subject_cut_on_a_comma() -> None:
    body = letter("Hoffmann Industrietechnik GmbH buys valves.")
    assert ("artifact", ",") in errors(
        body, subject="A quick idea for Hoffmann Industrietechnik GmbH,"
    )


def test_the_example_sender_in_a_users_draft() -> None:
    ctx = CheckContext.build([HOFFMANN], OWN)
    own = letter("Hoffmann Industrietechnik GmbH buys industrial valves.", signature=OWN_SIG)
    assert errors(own, ctx=ctx) == set()
    leaked = letter("Hoffmann Industrietechnik GmbH buys industrial valves.", signature=SIG)
    assert {"Minji", "Hanbit"} <= {
        found for why, found in errors(leaked, ctx=ctx) if why == "sender_wrong"
    }


def test_the_sender_misspelled_or_retitled() -> None:
    middle = "Hoffmann Industrietechnik GmbH buys industrial valves."
    tradingz = SIG.replace("Hanbit Trading Co., Ltd.", "Hanbit Tradingz S.L.")
    assert ("sender_wrong", "Hanbit Tradingz") in errors(letter(middle, signature=tradingz))
    director = SIG.replace("Export Sales Manager", "Export Sales Director")
    assert ("sender_wrong", "Export Sales Director") in errors(letter(middle, signature=director))
    # another scope than the profile's (an injected twin of tests/data/dev); an added one is a
    # warning only
    intl = CheckContext.build(
        [HOFFMANN], OWN.model_copy(update={"title": "International Sales Manager"})
    )
    for title, expected in (
        ("Domestic Sales Manager", {("sender_wrong", "Domestic Sales Manager")}),
        ("International Sales Manager", set()),
    ):
        signature = OWN_SIG.replace("Export Manager", title)
        assert errors(letter(middle, signature=signature), ctx=intl) == expected


NATURAL = [
    # natural prose the rules must leave alone: British spelling, places, trade terms,
    # acronyms, possessives, hyphens, numbers, web and email addresses, doubles English has
    "Hoffmann Industrietechnik's favourite colour is not our business, but your "
    "organisation's catalogue is.",
    "Hoffmann Industrietechnik could buy FOB Busan or CIF Hamburg, with ISO 9001 and CE marks, "
    "MOQ 200 pcs, DN50-DN200.",
    "We met at Hannover Messe; our co-operation with Hoffmann Industrietechnik could start in May.",
    "We met Hoffmann Industrietechnik two years ago, and again a while ago; long ago, we sold "
    "valves there.",
    "What Hoffmann Industrietechnik had had was good, and very, very reliable: see "
    "kestrel-export.example or call +44 161 496 0732.",
    "Our e-mail is sales@hanbit-trading.example, and our U.S. office ships to the EU, the Gulf "
    "and Hoffmann Industrietechnik.",
]


@pytest.mark.parametrize("middle", NATURAL)
def test_natural_prose_is_clean(middle: str) -> None:
    found = check(Draft(subject="Valves", body=letter(middle)), HOFFMANN, CTX)
    assert passed(found), [(f.type.value, f.found, f.message) for f in found]


def test_names_in_the_records_own_script() -> None:
    body = "김민수 님께,\n\n한빛상사 주식회사 cosmetics are popular in Seoul." + SIG
    assert passed(check(Draft(subject="Cosmetics", body=body), SEOUL, CTX))
    foreign = "Dear Lukas,\n\nHoffmann Industrietechnik GmbH Пётр valves." + SIG
    assert ("artifact", "Пётр") in errors(foreign)


def test_default_sender_context_is_the_example() -> None:
    assert CheckContext.build([HOFFMANN]).sender == DEFAULT_SENDER


def test_the_sender_introducing_themself_by_another_name() -> None:
    ctx = CheckContext.build([HOFFMANN], OWN)
    right = "Daniel Moreau here from Kestrel Export. Hoffmann Industrietechnik GmbH buys valves."
    assert errors(letter(right, signature=OWN_SIG), ctx=ctx) == set()
    wrong = "Daniel Morris here from Kestrel Export. Hoffmann Industrietechnik GmbH buys valves."
    assert ("sender_wrong", "Daniel Morris") in errors(letter(wrong, signature=OWN_SIG), ctx=ctx)


def test_a_one_word_foreign_title_reads_as_manager_or_head() -> None:
    buyer = HOFFMANN.model_copy(update={"contact_title": "Inköpschef"})
    ctx = CheckContext.build([buyer])
    head = letter("As Head of Purchasing at Hoffmann Industrietechnik, you buy valves.")
    assert errors(head, buyer, ctx=ctx) == set()
    marketing = letter("As Head of Marketing at Hoffmann Industrietechnik, you buy valves.")
    assert ("title_wrong", "Head of Marketing") in errors(marketing, buyer, ctx=ctx)


def test_a_role_without_its_function() -> None:
    buyer = HOFFMANN.model_copy(update={"contact_title": "Technical Director"})
    ctx = CheckContext.build([buyer])
    cut = letter("As Director, you will want Hoffmann Industrietechnik to get valves on time.")
    assert ("title_wrong", "Director") in errors(cut, buyer, ctx=ctx)
    whole = letter("As Technical Director, you will want Hoffmann Industrietechnik to get valves.")
    assert errors(whole, buyer, ctx=ctx) == set()


def test_a_narrower_category_is_the_buyers() -> None:
    buyer = HOFFMANN.model_copy(update={"product_category": "pet products"})
    ctx = CheckContext.build([buyer])
    found = check(
        Draft(subject="Pet food", body=letter("We supply pet food to Hoffmann Industrietechnik.")),
        buyer,
        ctx,
    )
    assert [f for f in found if f.type.value == "category_wrong"] == []


def test_forms_of_address_and_articles() -> None:
    buyer = HOFFMANN.model_copy(update={"contact_name": "Herr Lukas Hoffmann B.Eng."})
    ctx = CheckContext.build([buyer])
    middle = "Hoffmann Industrietechnik GmbH buys valves."
    assert errors(letter(middle, greeting="Dear Herr Hoffmann,"), buyer, ctx=ctx) == set()
    given = errors(letter(middle, greeting="Dear Herr Lukas,"), buyer, ctx=ctx)
    assert ("contact_wrong", "Herr Lukas") in given
    bare = letter(middle + "\n\nHerr, may I send you a few samples?")
    assert ("contact_wrong", "Herr") in errors(bare, buyer, ctx=ctx)
    uk = letter("Hoffmann Industrietechnik GmbH buys valves in United Kingdom.")
    assert ("artifact", "in United Kingdom") in errors(uk)
    with_the = errors(letter("Hoffmann Industrietechnik GmbH buys valves in the United Kingdom."))
    assert {why for why, _ in with_the} == {"country_wrong"}  # a wrong country, but English


def test_a_name_run_into_other_letters() -> None:
    # other letters than English ones may make a compound of another language: a doubt, an
    # error once the draft has a second slip
    body = letter("We would support Hoffmann Industrietechnik GmbH and Hoffmannegdenas.")
    assert ("artifact", "Hoffmannegdenas") not in errors(body)
    second = body.replace("Hoffmannegdenas.", "Hoffmannegdenas and the can ship.")
    assert ("artifact", "Hoffmannegdenas") in errors(second)
    fused = letter("We would support Hoffmann Industrietechnik GmbH with valveshoffmann.")
    assert ("artifact", "valveshoffmann") in errors(fused)


TRAN = Buyer(
    buyer_id="B016",
    company="Nguyen Phat Packaging Co. Ltd",
    contact_name="Tran Thi Mai",
    contact_title="Procurement Manager",
    country="Vietnam",
    product_category="packaging materials",
)
VAN_OMMEREN = Buyer(
    buyer_id="D002",
    company="van Ommeren Groothandel N.V.",
    contact_name="Dex van Ommeren",
    contact_title="Procurement Director",
    country="Netherlands",
    product_category="ceramic tiles",
)
NAMES_CTX = CheckContext.build([TRAN, VAN_OMMEREN])


@pytest.mark.parametrize(
    "buyer, greeting, expected",
    [
        # family name first: "Tran Thi" leaves out the given name Mai (buyers/sample.csv run)
        (TRAN, "Dear Tran Thi,", {("contact_wrong", "Tran Thi")}),
        # a surname cut after its particle (an AR draft of tests/data/dev_model)
        (VAN_OMMEREN, "Dear Dex van,", {("contact_wrong", "Dex van")}),
        (TRAN, "Dear Mai,", set()),
        (TRAN, "Dear Ms. Tran,", set()),
        (TRAN, "Dear Tran Thi Mai,", set()),
        (VAN_OMMEREN, "Dear Dex,", set()),
        (VAN_OMMEREN, "Dear Mr. van Ommeren,", set()),
    ],
)
def test_a_greeting_that_cuts_a_multi_word_name(buyer: Buyer, greeting: str, expected) -> None:
    company = "Nguyen Phat Packaging" if buyer is TRAN else "van Ommeren Groothandel"
    middle = f"I am writing to {company} about {buyer.product_category}."
    subject = f"{buyer.product_category.capitalize()} for {company}"
    found = errors(letter(middle, greeting=greeting), buyer, subject, NAMES_CTX)
    assert found == expected


SUZUKI = Buyer(
    buyer_id="B075",
    company="鈴木商事株式会社",
    contact_name="高橋 浩",
    contact_title="購買部長",
    country="Japan",
    product_category="agricultural machinery",
)
CHEN = Buyer(
    buyer_id="B084",
    company="陳氏進出口有限公司",
    contact_name="蔡淑慧",
    contact_title="Owner",
    country="Taiwan",
    product_category="furniture",
)
CJK_CTX = CheckContext.build([SUZUKI, CHEN])


@pytest.mark.parametrize(
    "buyer, mention, expected",
    [
        # a company written without its attached legal form is named (tests/data/dev emails)
        (SUZUKI, "鈴木商事", set()),
        (SUZUKI, "鈴木商事株式会社", set()),
        (CHEN, "陳氏進出口", set()),
        (CHEN, "陳氏進出口有限公司", set()),
        # a character dropped is a misspelling (an injected twin of tests/data/dev)
        (CHEN, "陳氏出口", {("company_misspelled", "陳氏出口")}),
    ],
)
def test_chinese_and_japanese_names_with_their_form_written_on(buyer, mention, expected) -> None:
    body = (
        f"Dear {buyer.contact_name},\n\nShall I send a quotation for {mention}? We supply "
        f"{buyer.product_category} from South Korea."
    )
    found = errors(body + SIG, buyer, buyer.product_category.capitalize(), CJK_CTX)
    assert found == expected


def test_a_question_mark_after_an_abbreviated_legal_form() -> None:
    """From tests/data/dev's natural emails: the form's own dot before "?" is not garble."""
    buyer = Buyer(
        buyer_id="B043",
        company="Kříž & Ježková s.r.o.",
        contact_name="Jana Ježková",
        country="Czech Republic",
        product_category="bicycles",
    )
    ctx = CheckContext.build([buyer])
    body = "Dear Jana,\n\nShall I send a quotation for Kříž & Ježková s.r.o.? We make bicycles."
    assert errors(body + SIG, buyer, "Bicycles", ctx) == set()
    garbled = "Dear Jana,\n\nShall I send bicycles to Kříž & Ježková s.r.o. soon.? We make them."
    assert ("artifact", ".?") in errors(garbled + SIG, buyer, "Bicycles", ctx)


def test_a_hyphenated_given_name_of_the_sender_changed() -> None:
    """Injected twins of tests/data/dev: one syllable of "Lee Ji-hoon" changed."""
    sejin = Sender(company="Sejin Global Co., Ltd.", name="Lee Ji-hoon", title="Sales Manager")
    ctx = CheckContext.build([HOFFMANN], sejin)
    signature = "\n\nKind regards,\n{name}\nSales Manager | Sejin Global Co., Ltd."
    intro = "My name is {name}, and I write to Hoffmann Industrietechnik about valves."

    def draft(introduced: str, signed: str) -> str:
        return letter(intro.format(name=introduced), signature=signature.format(name=signed))

    assert errors(draft("Lee Ji-hoon", "Lee Ji-hoon"), ctx=ctx) == set()
    assert ("sender_wrong", "Lee Jae-hoon") in errors(draft("Lee Jae-hoon", "Lee Ji-hoon"), ctx=ctx)
    signed = draft("Lee Ji-hoon", "Lee Ji-hyun")
    assert ("sender_wrong", "hyun") in errors(signed, ctx=ctx)


def test_a_suffix_added_to_a_name_whose_form_is_a_prefix() -> None:
    """An AR draft of tests/data/dev_model: "PT Utama Sentosa FZE" for PT Utama Sentosa."""
    buyer = Buyer(
        buyer_id="D009",
        company="PT Utama Sentosa",
        contact_name="Chandra Utama",
        country="Indonesia",
        product_category="toys",
    )
    ctx = CheckContext.build([buyer])
    body = "Dear Chandra,\n\nWould a brief call with {name} this month be possible?" + SIG
    for name, expected in (
        ("PT Utama Sentosa FZE", {("company_misspelled", "Utama Sentosa FZE")}),
        ("PT Utama Sentosa", set()),
        ("Utama Sentosa", set()),
    ):
        assert errors(body.format(name=name), buyer, "Toys", ctx) == expected


def test_two_sentences_fused_at_the_company_and_a_country_as_an_adjective() -> None:
    """Passed drafts of real runs (a 40-buyer faker file, buyers/sample.csv), now errors."""
    puga = Buyer(
        buyer_id="G010",
        company="Puga Group S.A. de C.V.",
        contact_name="Pablo Bustos",
        contact_title="Managing Director",
        country="Mexico",
        product_category="sports equipment",
    )
    ctx = CheckContext.build([puga], OWN)
    fused = (
        "I am writing to introduce Kestrel Export Ltd to Puga Group S.A. de C.V. produces sports "
        "equipment with consistent quality and clear pricing."
    )
    expected = {("artifact", "to Puga Group S.A. de C.V. produces")}
    subject = "Sports equipment for Puga Group"
    assert errors(letter(fused, "Dear Pablo,", OWN_SIG), puga, subject, ctx) == expected
    right = fused.replace("de C.V. produces", "de C.V. We produce")
    assert errors(letter(right, "Dear Pablo,", OWN_SIG), puga, subject, ctx) == set()
    maker = (
        "Hoffmann Industrietechnik GmbH buys from Hanbit Trading Co., Ltd., a {} maker of valves."
    )
    assert ("artifact", "South Korea maker") in errors(letter(maker.format("South Korea")))
    assert errors(letter(maker.format("South Korean"))) == set()


def test_a_sentence_that_stops_after_its_first_clause() -> None:
    # the embedded diffusion model, multilocale L019: the template lost its main clause
    cut = letter("We make valves. As Purchasing Manager at Hoffmann Industrietechnik GmbH.")
    assert ("artifact", "As Purchasing Manager at Hoffmann Industrietechnik GmbH.") in errors(cut)
    # the sentence goes on after the name, its legal form's dot or a comma (dev_fresh2 M060)
    for whole in (
        "As Purchasing Manager at Hoffmann Industrietechnik GmbH, you know valves.",
        "Since you buy for Hoffmann Industrietechnik I wanted to write.",
    ):
        assert [e for e in errors(letter(whole)) if e[0] == "artifact"] == []
