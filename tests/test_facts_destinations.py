"""Where the goods are delivered is the buyer's country: a delivery to another country, in the
letter's language, is a country_wrong (dev_fresh23, 26, 29, 31 and 33's missed twins)."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

MOLDOVA = Sender(company="Codru Fruct SRL", name="Ion Rusu", title="Export Manager",
                 country="Moldova")  # fmt: skip
SIGNED = "\n\nMit freundlichen Grüßen\nIon Rusu\nCodru Fruct SRL"


def test_fuer_a_country_with_the_delivery_verb_after_it() -> None:
    # dev_fresh29 I020: "Für die Schweiz liefern wir per Kühl-LKW" to a buyer in Austria
    record = buyer("Obstwerk Huber GmbH", "Anna Huber", "Austria", "frozen sour cherries")
    body = (
        "Sehr geehrte Frau Huber,\n\nunsere Sauerkirschen werden entsteint und IQF gefroren. "
        "Für {} liefern wir per Kühl-LKW, DAP Ihr Werk, in etwa drei Tagen." + SIGNED
    )
    assert errors(body.format("Österreich"), record, MOLDOVA) == []
    assert ("country_wrong", "Schweiz") in errors(body.format("die Schweiz"), record, MOLDOVA)


def test_a_delivery_noun_before_in() -> None:
    # dev_fresh26 I007: "Per la consegna in Slovenia calcoliamo circa dieci giorni"
    record = buyer("Conserve Esposito S.r.l.", "Marco Esposito", "Italy", "salted anchovies")
    body = (
        "Gentile Marco Esposito,\n\nconfezioniamo in latte da 10 kg. Per la consegna in {} "
        "calcoliamo circa dieci giorni via Malta fino a Salerno.\n\nCordiali saluti\nIon Rusu"
        "\nCodru Fruct SRL"
    )
    assert errors(body.format("Italia"), record, MOLDOVA) == []
    assert ("country_wrong", "Slovenia") in errors(body.format("Slovenia"), record, MOLDOVA)


def test_a_country_after_a_delivery_incoterm() -> None:
    # dev_fresh31 I037: "Levering DAP Sverige, ca. 8 uger" to a buyer in Denmark
    record = buyer("Galleri Holm ApS", "Mette Holm", "Denmark", "stone sculptures")
    body = (
        "Kære Mette Holm,\n\nvi kan sende et udvalg fra 40 cm til 1,8 m. Levering DAP {}, "
        "ca. 8 uger fra Beira.\n\nMed venlig hilsen\nIon Rusu\nCodru Fruct SRL"
    )
    assert errors(body.format("Danmark"), record, MOLDOVA) == []
    assert ("country_wrong", "Sverige") in errors(body.format("Sverige"), record, MOLDOVA)


def test_an_english_delivery_verb_four_words_before_to() -> None:
    # dev_fresh23 I042: "deliver by reefer truck to Czechia" to a buyer in Poland
    record = buyer("Owoce Nowak Sp. z o.o.", "Piotr Nowak", "Poland", "persimmons")
    body = (
        "Dear Mr Nowak,\n\nWe pack persimmons in 5 kg cartons and deliver by reefer truck to "
        "{} in about seven days.\n\nBest regards,\nIon Rusu\nCodru Fruct SRL"
    )
    assert errors(body.format("Poland"), record, MOLDOVA) == []
    assert ("country_wrong", "Czechia") in errors(body.format("Czechia"), record, MOLDOVA)


def test_a_list_of_markets_delivered_stays_the_sender_s() -> None:
    # dev_fresh26 N002: "Nous livrons déjà des grossistes en Grèce et en Italie" (a French buyer)
    record = buyer("Maison Lefèvre SARL", "Claire Lefèvre", "France", "salted anchovies")
    body = (
        "Bonjour Madame Lefèvre,\n\nNous livrons déjà des grossistes en Grèce et en Italie, "
        "en groupage via Malte.\n\nCordialement\nIon Rusu\nCodru Fruct SRL"
    )
    assert errors(body, record, MOLDOVA) == []


def test_a_plural_delivery_noun_before_a() -> None:
    # dev_fresh37 I018 "com entregas regulares a Espanha" to a buyer in Portugal
    record = buyer("Curtumes Domingues Lda.", "Rui Domingues", "Portugal", "tara powder")
    body = (
        "Caro Senhor Domingues,\n\nSe os ensaios correrem bem na Curtumes Domingues Lda., "
        "poderemos falar de um contrato anual, com entregas regulares a {}.\n\n"
        "Com os melhores cumprimentos,\nIon Rusu\nCodru Fruct SRL"
    )
    assert errors(body.format("Portugal"), record, MOLDOVA) == []
    assert ("country_wrong", "Espanha") in errors(body.format("Espanha"), record, MOLDOVA)
