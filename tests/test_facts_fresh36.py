"""What dev_fresh36 showed (read after its one held-out run): good letters from Chilean,
Kenyan and Portuguese exporters the checker flagged, each beside a wrong one it must flag."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

ELQUI = Sender(company="Exportadora Elqui Azul Ltda.", name="Catalina Ignacia Rojas Varela",
               title="Subgerente de Exportaciones", country="Chile")  # fmt: skip
PISCO_ES = buyer("Bebidas Pinedo S.L.", "Tomás Pinedo", "Spain", "pisco", "Jefe de Compras")
PISCO_RU = buyer("ООО «Шаров Трейд»", "Регина Шарова", "Russia", "pisco", "Менеджер по закупкам")


def test_a_spanish_verb_like_the_sender_s_company_word() -> None:
    # N025 "Exportamos pisco del Valle del Elqui" from Exportadora Elqui Azul Ltda.
    body = (
        "Estimado Sr. Pinedo:\n\nLe escribo desde La Serena, Chile, en nombre de Exportadora "
        "Elqui Azul Ltda. {} pisco del Valle del Elqui, la zona de origen más conocida del "
        "pisco chileno, elaborado con uvas moscatel. Creo que podría encajar en el catálogo de "
        "Bebidas Pinedo S.L.\n\nUn saludo cordial,\nCatalina Rojas\nExportadora Elqui Azul Ltda."
    )
    assert errors(body.format("Exportamos"), PISCO_ES, ELQUI) == []
    signed = body.format("Exportamos").replace("Azul Ltda.\n", "Azul Ltda.\n", 1)
    wrong = signed.rsplit("\n", 1)[0] + "\nExportadorra Elqui Azul Ltda."
    assert [e[0] for e in errors(wrong, PISCO_ES, ELQUI)] == ["sender_wrong"]


def test_the_sender_s_name_in_two_scripts_on_the_name_line() -> None:
    # N027 "Каталина Рохас / Catalina Rojas", N035 "Faith Langat / Фейт Лангат"
    body = (
        "Уважаемая Регина,\n\nпредлагаем чилийский писко для ООО «Шаров Трейд».\n\n"
        "С уважением,\n{} / Catalina Rojas\nExportadora Elqui Azul Ltda."
    )
    assert errors(body.format("Каталина Рохас"), PISCO_RU, ELQUI) == []
    other = body.format("Мария Петрова")
    assert ("sender_wrong", "Мария Петрова") in errors(other, PISCO_RU, ELQUI)
    menengai = Sender(company="Menengai Agri & Crafts Limited", name="Faith Chepkoech Langat",
                      title="Head of Exports", country="Kenya")  # fmt: skip
    tea = buyer("ТОВ «Чайна гільдія»", "Аврелій Ткаченко", "Ukraine", "purple tea")
    letter = (
        "Шановний пане Аврелію,\n\nпропонуємо фіолетовий чай для ТОВ «Чайна гільдія».\n\n"
        "З повагою,\nFaith Langat / Фейт Лангат\nMenengai Agri & Crafts Limited"
    )
    assert errors(letter, tea, menengai) == []


def test_the_sender_s_own_bottling_line_is_not_offered() -> None:
    # N049 "we can print and apply them on our bottling line in Portugal"
    oeste = Sender(company="Oeste Pomar & Faiança, Lda.", name="Margarida Correia",
                   title="Export Manager", country="Portugal")  # fmt: skip
    record = buyer("주식회사 해담주류", "최우진", "South Korea", "ginjinha liqueur")
    body = (
        "Dear Mr Choi,\n\nWe can print Korean back labels and apply them {} in Portugal, so "
        "the ginjinha reaches 주식회사 해담주류 ready for the shelf.\n\nBest regards,\n"
        "Margarida Correia\nOeste Pomar & Faiança, Lda."
    )
    assert errors(body.format("on our bottling line"), record, oeste) == []
    offer = body.replace("We can print", "We also sell bottling lines. We can print")
    assert ("category_wrong", "bottling lines") in errors(
        offer.format("on our bottling line"), record, oeste
    )
