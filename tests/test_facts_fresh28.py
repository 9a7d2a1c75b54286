"""What dev_fresh28's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

ESTUAIRE = Sender(
    company="Estuaire Bois et Vivres SARL",
    name="Clarisse Nzé Obame",
    title="Responsable des exportations",
    country="Gabon",
)
MURTAL = Sender(
    company="Murtal Naturprodukte GmbH",
    name="Theresa Pichler-Hofbauer",
    title="Exportleiterin",
    country="Austria",
)
SIGNED = "\n\nBest regards,\nClarisse Nzé Obame\nEstuaire Bois et Vivres SARL"


def test_greetings_from_a_place() -> None:
    # N015 "최진호 팀장님께,\n\nGreetings from Owendo, Gabon."
    record = buyer("주식회사 최원식품", "최진호", "South Korea", "cassava flour",
                   title="구매팀장")  # fmt: skip
    body = (
        "최진호 팀장님께,\n\n{} Owendo, Gabon. I am Clarisse Nzé Obame of Estuaire Bois et "
        "Vivres SARL. We mill cassava flour for 주식회사 최원식품." + SIGNED
    )
    assert errors(body.format("Greetings from"), record, ESTUAIRE) == []
    wrong = errors(body.format("Greetings friend, from"), record, ESTUAIRE)
    assert any(t == "contact_wrong" for t, _ in wrong)


def test_a_fair_in_cyrillic_letters_as_the_notes_spell_it_in_latin() -> None:
    # N016 "благодарю Вас за встречу на выставке «Продэкспо» в Москве" for "Met at Prodexpo"
    note = "Met at Prodexpo Moscow; asked for a price for 250 ml bottles."
    record = buyer("ООО «Калинин и партнёры»", "Ростислав Калинин", "Russia", "pumpkin seed oil",
                   notes=note)  # fmt: skip
    body = (
        "Уважаемый Ростислав,\n\nблагодарю Вас за встречу на выставке «{}» в Москве. Для ООО "
        "«Калинин и партнёры» направляю цену на тыквенное масло.\n\nС уважением,\n"
        "Theresa Pichler-Hofbauer\nMurtal Naturprodukte GmbH"
    )
    assert errors(body.format("Продэкспо"), record, MURTAL) == []
    assert any(t == "note_wrong" for t, _ in errors(body.format("Агропродмаш"), record, MURTAL))


def test_the_grain_of_timber() -> None:
    # N031 "We supply sawn plantation teak, 25-100 mm thick, with a golden colour and straight
    # grain, and we can ship to Kandla or Tuticorin."
    record = buyer("Ganesh Timber Industries Pvt. Ltd.", "Ati Ganesh", "India",
                   "teak sawn timber")  # fmt: skip
    body = (
        "Dear Ms Ganesh,\n\nGanesh Timber Industries Pvt. Ltd. is one of the firms we'd most "
        "like to work with in India. We supply sawn plantation teak, 25-100 mm thick, with a "
        "golden colour and {}, and we can ship to Kandla or Tuticorin." + SIGNED
    )
    assert errors(body.format("straight grain"), record, ESTUAIRE) == []
    offer = "Dear Ms Ganesh,\n\nWe can also supply grain to Ganesh Timber Industries." + SIGNED
    assert ("category_wrong", "grain") in errors(offer, record, ESTUAIRE)
