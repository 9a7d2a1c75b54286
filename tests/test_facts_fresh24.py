"""What dev_fresh24's one held-out run showed (tuning data since): slips the checker let
through and good letters it failed, each beside its counterpart."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Sender

OLUMO = Sender(
    company="Olumo Agro-Allied Exports Limited",
    name="Folasade Adebisi Ogunleye",
    title="Head, Export Sales",
    country="Nigeria",
)
LIPTOV = Sender(
    company="Liptov Tradícia s. r. o.",
    name="Lucia Hrnčiarová",
    title="Manažérka exportu",
    country="Slovakia",
)


def test_the_senders_title_shuffled_in_the_signature() -> None:
    # M017 "Head Sales Export, Olumo ...", M022 "Head Sales Export Sales, Olumo ..."
    record = buyer("Bronder Stoffen B.V.", "Bram Bronder", "Netherlands", "adire textiles")
    body = (
        "Dear Bram Bronder,\n\nWe supply adire textiles to Bronder Stoffen B.V. from Nigeria."
        "\n\nSincerely,\nFolasade Adebisi Ogunleye\n{}, Olumo Agro-Allied Exports Limited"
    )
    for right in ("Head, Export Sales", "Export Sales Head"):
        assert errors(body.format(right), record, OLUMO) == []
    for wrong in ("Head Sales Export", "Head Sales Export Sales"):
        assert ("sender_wrong", wrong) in errors(body.format(wrong), record, OLUMO)


def test_two_letters_no_english_word_is_a_piece_of_a_word() -> None:
    # M011 "It was good to meet you at IFE London bu needs the port happy to talk through"
    record = buyer("Hussain World Foods Ltd", "Charlie Hussain", "United Kingdom",
                   "smoked catfish", notes="Met at IFE London")  # fmt: skip
    body = (
        "Dear Charlie Hussain,\n\nIt was good to meet you at IFE London {} we can prepare "
        "samples of our smoked catfish for Hussain World Foods Ltd.\n\nKind regards,\n"
        "Folasade Adebisi Ogunleye\nOlumo Agro-Allied Exports Limited"
    )
    assert ("artifact", "bu") in errors(body.format("bu"), record, OLUMO)
    for good in ("and", "so", "ok, and"):
        assert errors(body.format(good), record, OLUMO) == []
    # a particle of another language inside an English sentence is no piece of a word
    quoted = body.replace("IFE London {}", "the stand of Rio de Janeiro's fair, and")
    assert errors(quoted, record, OLUMO) == []


def test_another_buyers_company_inside_a_run_of_chinese_characters() -> None:
    # I033 "得知鍾氏健康食品有限公司專注於居家用品" to 杜家居家用品股份有限公司
    own = buyer("杜家居家用品股份有限公司", "杜志成", "Taiwan", "majolica pottery")
    other = buyer("鍾氏健康食品有限公司", "鍾秀英", "Taiwan", "camel milk powder")
    other = other.model_copy(update={"buyer_id": "Q2"})
    context = CheckContext.build([own, other], LIPTOV)
    body = (
        "杜主任您好：\n\n我是斯洛伐克Liptov Tradícia s. r. o.的出口經理Lucia Hrnčiarová。得知{}"
        "專注於居家用品，想向您介紹我們的手繪馬約利卡陶器。\n\nLucia Hrnčiarová\n"
        "Liptov Tradícia s. r. o."
    )

    def found(name: str) -> list:
        draft = Draft(subject="馬約利卡陶器", body=body.format(name))
        return [
            (f.type.value, f.found)
            for f in check(draft, own, context)
            if f.severity is Severity.error
        ]

    assert ("company_foreign", "鍾氏健康食品有限公司") in found("鍾氏健康食品有限公司")
    assert found("杜家居家用品股份有限公司") == []


def test_a_neighbour_for_the_buyers_country_in_a_letter_in_its_language() -> None:
    # I042 "suchen Abnehmer in Österreich" to a German buyer: wrong in German as in English
    record = buyer("Reuter Lebensmittelzusatzstoffe GmbH & Co. KG", "Elmar Reuter", "Germany",
                   "gum arabic")  # fmt: skip
    body = (
        "Guten Tag Herr Reuter,\n\nwir sind ein nigerianischer Exporteur von Gummi arabicum "
        "und suchen Abnehmer in {}, die Rohware direkt vom Ursprung beziehen möchten. Für die "
        "Reuter Lebensmittelzusatzstoffe GmbH & Co. KG könnte unsere Ware interessant sein."
        "\n\nViele Grüße\nFolasade Adebisi Ogunleye\nOlumo Agro-Allied Exports Limited"
    )
    assert errors(body.format("Deutschland"), record, OLUMO) == []
    assert ("country_wrong", "Österreich") in errors(body.format("Österreich"), record, OLUMO)


def test_a_country_over_the_border_is_a_neighbour_too() -> None:
    # I050 "Per la vendita in Svizzera" to an Italian buyer: Italy and Switzerland are of two
    # UN subregions, but share a border
    record = buyer("Toldo Alimentari Etnici S.r.l.", "Loredana Toldo", "Italy", "smoked catfish")
    body = (
        "Gentile Sig.ra Toldo,\n\nle scrivo per la nostra offerta alla Toldo Alimentari Etnici "
        "S.r.l. per 200 cartoni di pesce gatto affumicato. Per la vendita in {} possiamo "
        "preparare un'etichetta in italiano.\n\nCordiali saluti,\nFolasade Adebisi Ogunleye\n"
        "Olumo Agro-Allied Exports Limited"
    )
    assert errors(body.format("Italia"), record, OLUMO) == []
    assert ("country_wrong", "Svizzera") in errors(body.format("Svizzera"), record, OLUMO)


def test_a_country_in_brackets_or_in_a_price_says_no_market() -> None:
    # fresh19 N036 "до Гданська (Польща) з подальшим автотранспортом до Києва" to a Ukrainian
    # buyer; fresh18 N003 "2,40 $ US la bouteille" to a Canadian one
    record = buyer("ТОВ «Скиба Фарм»", "Христина Скиба", "Ukraine", "noni juice")
    body = (
        "Шановна пані Христино,\n\nми пропонуємо сік ноні для ТОВ «Скиба Фарм». Доставка морем "
        "до Гданська {} з подальшим автотранспортом до Києва.\n\nЗ повагою,\n"
        "Folasade Adebisi Ogunleye\nOlumo Agro-Allied Exports Limited"
    )
    assert errors(body.format("(Польща)"), record, OLUMO) == []
    assert ("country_wrong", "Польща") in errors(body.format("у Польща"), record, OLUMO)
    record = buyer("Les Importations Martel inc.", "Alexandre Martel", "Canada",
                   "orange blossom water")  # fmt: skip
    body = (
        "Bonjour M. Martel,\n\nPour les Importations Martel : eau de fleur d'oranger, {} la "
        "bouteille, CFR Montréal.\n\nAu plaisir,\nFolasade Adebisi Ogunleye\n"
        "Olumo Agro-Allied Exports Limited"
    )
    assert errors(body.format("2,40 $ US"), record, OLUMO) == []


def test_a_consignment_to_another_country() -> None:
    # I034 "Every consignment to New Zealand travels with a phytosanitary certificate" to an
    # Australian buyer met at Fine Food Australia
    record = buyer("Gonzalez Nut Co. Pty Ltd", "Carolyn Gonzalez", "Australia", "canarium nuts",
                   notes="Met at Fine Food Australia in Melbourne")  # fmt: skip
    body = (
        "Hi Carolyn,\n\nThanks for stopping at our table at Fine Food Australia in Melbourne. "
        "Every consignment to {} travels with a phytosanitary certificate, and we have canarium "
        "nuts ready for Gonzalez Nut Co.\n\nBest regards,\nFolasade Adebisi Ogunleye\n"
        "Olumo Agro-Allied Exports Limited"
    )
    assert errors(body.format("Australia"), record, OLUMO) == []
    assert ("country_wrong", "New Zealand") in errors(body.format("New Zealand"), record, OLUMO)
