"""What dev_fresh8's one held-out run showed (tuning data since): good letters in the buyer's
language the checker failed, and slips it let pass, each beside its twin."""

from __future__ import annotations

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender

PAMPA = Sender(
    company="Pampa Alta Exportaciones S.R.L.", name="Lucía Fernández Ocampo", country="Argentina"
)
NILE = Sender(company="Delta Nile Agro Export S.A.E.", name="Mona El-Sherbiny", country="Egypt")


def _buyer(company, contact, country, category, title="", notes="") -> Buyer:
    return Buyer(
        buyer_id="Q1",
        company=company,
        contact_name=contact,
        contact_title=title,
        country=country,
        product_category=category,
        notes=notes,
    )


def _found(body: str, buyer: Buyer, sender: Sender, subject: str = "Oferta") -> list:
    return check(Draft(subject=subject, body=body), buyer, CheckContext.build([buyer], sender))


def _errors(body: str, buyer: Buyer, sender: Sender) -> list[tuple[str, str]]:
    found = _found(body, buyer, sender)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]


BATISTA = _buyer("Distribuidora Batista S.A.", "Ana Lucía Batista", "Panama", "dulce de leche")
PINZON = _buyer(
    "Congelados Pinzón S.A.", "Rogelio Pinzón", "Panama", "frozen strawberries", "Jefe de Compras"
)
OLEWNICZAK = _buyer("Zioła Olewniczak sp. z o.o.", "Wiktor Olewniczak", "Poland", "chamomile")
SILVA = _buyer("Silva Distribuição Alimentar, Lda.", "Vera Silva", "Portugal", "dulce de leche")
SOINI = _buyer("Soini Tee Oy", "Aino Soini", "Finland", "chamomile")


def test_garble_rules_stand_back_in_a_sentence_in_another_language() -> None:
    # N012: "a Costa Rica y Colombia" is Spanish, not "a Poland exporter"; N036 "exportadores"
    body = (
        "Estimada Ana Lucía:\n\nPara Distribuidora Batista podríamos despachar vía la Zona Libre "
        "de Colón, lo que le permitiría reexportar a Costa Rica y Colombia sin pagar aranceles "
        "dos veces. Somos exportadores de dulce de leche.\n\nUn cordial saludo,\n"
        "Lucía Fernández Ocampo"
    )
    assert _errors(body, BATISTA, PAMPA) == []
    found = _found(body, BATISTA, PAMPA)
    assert any("not in English" in f.message for f in found)  # shown, as a warning
    # beside an error elsewhere they stand: a garbled English sentence is read as before
    garbled = body.replace("Un cordial saludo", "We supply Batista Batista. Un cordial saludo")
    assert ("country_wrong", "Colombia") in _errors(garbled, BATISTA, PAMPA)
    # a sentence written twice is garble in any language
    twice = body.replace("dos veces.", "dos veces. Somos exportadores de dulce de leche.")
    assert any(t == "artifact" for t, _ in _errors(twice, BATISTA, PAMPA))


def test_forms_of_address_of_the_buyers_languages() -> None:
    # N011 "Cara Dra. Vera Silva"; N033 "Dzień dobry Panie Wiktorze" (a Polish vocative)
    silva = (
        "Cara Dra. Vera Silva,\n\nConforme o seu pedido, segue a cotação do nosso dulce de leche "
        "para a Silva Distribuição Alimentar.\n\nCom os melhores cumprimentos,\n"
        "Lucía Fernández Ocampo"
    )
    assert _errors(silva, SILVA, PAMPA) == []
    assert ("contact_wrong", "Vera Sousa") in _errors(
        silva.replace("Vera Silva,", "Vera Sousa,"), SILVA, PAMPA
    )
    wiktor = (
        "Dzień dobry Panie Wiktorze,\n\nZioła Olewniczak may like our dried chamomile.\n\n"
        "Z poważaniem,\nMona El-Sherbiny"
    )
    assert _errors(wiktor, OLEWNICZAK, NILE) == []
    assert ("contact_wrong", "Witoldzie") in _errors(
        wiktor.replace("Wiktorze", "Witoldzie"), OLEWNICZAK, NILE
    )
    # I023: the form of address with no name after it
    bare = wiktor.replace("Dzień dobry Panie Wiktorze,", "Dzień dobry pani,")
    assert ("contact_wrong", "Dzień dobry pani,") in _errors(bare, OLEWNICZAK, NILE)


def test_the_buyers_company_without_its_diacritics() -> None:
    # I011: "Silva Distribuicao Alimentar" for Silva Distribuição Alimentar, Lda.
    body = (
        "Cara Dra. Vera Silva,\n\nPosso enviar 2 baldes de amostra para a Silva Distribuicao "
        "Alimentar?\n\nCom os melhores cumprimentos,\nLucía Fernández Ocampo"
    )
    assert ("company_misspelled", "Silva Distribuicao Alimentar") in _errors(body, SILVA, PAMPA)


def test_a_visit_to_the_senders_premises_needs_a_note_of_it() -> None:
    # I048: a call is on record, the visit to the distillery is not; I034: no notes at all
    noted = _buyer(
        "Melo Fragrâncias Ltda.", "Rita Melo", "Brazil", "patchouli oil", notes="Call on 2 Dec"
    )
    body = (
        "Dear Rita,\n\nThank you for the call this morning. Melo Fragrâncias may like our "
        "patchouli oil.\n\nBest regards,\nMona El-Sherbiny"
    )
    assert _errors(body, noted, NILE) == []
    visit = body.replace("this morning.", "this morning and for the visit to our distillery.")
    assert ("note_wrong", "the visit to our distillery") in _errors(visit, noted, NILE)
    visited = noted.model_copy(update={"notes": "Call on 2 Dec; visited our distillery in May"})
    assert _errors(visit, visited, NILE) == []
    stand = body.replace(
        "Thank you for the call this morning.", "Thank you for your visit to our stand at BIOFACH."
    )
    bare = noted.model_copy(update={"notes": ""})
    assert ("note_wrong", "your visit to our stand") in _errors(stand, bare, NILE)


def test_other_buyers_of_a_country_and_a_title_in_spanish() -> None:
    # I054: "other Swedish buyers" to a buyer in Finland; I058: "Como Gerente General de ..."
    body = (
        "Dear Aino,\n\nFor Soini Tee we can also consolidate with other Finnish buyers to save "
        "freight to Helsinki.\n\nBest regards,\nMona El-Sherbiny"
    )
    assert _errors(body, SOINI, NILE) == []
    assert ("country_wrong", "Swedish") in _errors(
        body.replace("other Finnish buyers", "other Swedish buyers"), SOINI, NILE
    )
    title = (
        "Estimado Rogelio:\n\nComo Jefe de Compras de Congelados Pinzón, seguramente ya está "
        "planificando la temporada de fresas congeladas.\n\nSaludos cordiales,\nMona El-Sherbiny"
    )
    assert _errors(title, PINZON, NILE) == []
    wrong = title.replace("Jefe de Compras", "Gerente General")
    assert ("title_wrong", "Gerente General") in _errors(wrong, PINZON, NILE)
