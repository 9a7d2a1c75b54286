"""What dev_fresh26's one held-out run showed (tuning data since): the embedded AR model's
loops in a signature whose title is in Arabic, and good letters the checker failed, each beside
its counterpart."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

ZUWARA = Sender(
    company="Zuwara Bahr Fisheries & Export J.S.C.",
    name="Khadija Salem Abushagur",
    title="مديرة قسم التصدير",
    country="Libya",
)
DVOR = Sender(
    company='OOO "Kaspiyskiy Dvor"',
    name="Madina Rasulovna Gadzhieva",
    title="Руководитель отдела ВЭД",
    country="Russia",
)
SLITE = Sender(
    company="Slite Hamnhandel AB",
    name="Åsa Lövgren Hedström",
    title="Exportansvarig",
    country="Sweden",
)
MASSON = buyer("Salaisons Masson SARL", "Édouard Masson", "France", "salted anchovies")
LETTER = (
    "Dear Édouard,\n\nI am writing to introduce {} to Salaisons Masson SARL. We can prepare "
    "samples of our salted anchovies for your review.\n\nKind regards,\n"
    "Khadija Salem Abushagur, مديرة قسم التصدير\n{}"
)


def test_a_word_half_in_latin_letters_half_in_arabic() -> None:
    # M002-M015 "ąديرة مديرة قسم التصدير", "Ċعńقur", "Dمديرة": the title and name garbled
    good = LETTER.format("Zuwara Bahr Fisheries & Export J.S.C.", "Zuwara Bahr Fisheries")
    assert errors(good, MASSON, ZUWARA) == []
    for garbled in ("ąديرة مديرة قسم التصدير", "Ċعńقur, Zuwara Bahr Fisheries"):
        found = errors(LETTER.format("Zuwara Bahr Fisheries & Export J.S.C.", garbled), MASSON,
                       ZUWARA)  # fmt: skip
        assert ("artifact", garbled.split()[0].rstrip(",")) in found


def test_a_letter_that_signs_off_twice() -> None:
    # M005-M008 "Kind regards,\nKhadija ...\n...\n\nKind regards,\nKhadija ..."
    once = LETTER.format("Zuwara Bahr Fisheries & Export J.S.C.", "Zuwara Bahr Fisheries")
    twice = once + "\nMay I send you a few samples?\n\nKind regards,\nKhadija Salem Abushagur"
    assert ("artifact", "Kind regards,") in errors(twice, MASSON, ZUWARA)
    thanks = once.replace("Kind regards,", "Thanks again.\n\nKind regards,")
    assert errors(thanks, MASSON, ZUWARA) == []


def test_someone_else_introduced_to_the_buyer() -> None:
    # M028 "I am writing to introduce 仕入部長 to 山田水産株式会社": the buyer's title
    good = LETTER.format("Zuwara Bahr Fisheries & Export J.S.C.", "Zuwara Bahr Fisheries")
    assert errors(good, MASSON, ZUWARA) == []
    assert errors(good.replace("introduce Zuwara", "introduce our Zuwara"), MASSON, ZUWARA) == []
    wrong = errors(LETTER.format("Gérant", "Zuwara Bahr Fisheries"), MASSON, ZUWARA)
    assert ("sender_wrong", "Gérant") in wrong


def test_the_senders_company_and_name_in_cyrillic() -> None:
    # N024-N055 "ООО «Каспийский двор»" from OOO "Kaspiyskiy Dvor", signed "Мадина Гаджиева";
    # N057 "Иване, добрый день!" to ივანე გოგოლაძე
    record = buyer("შპს გოგოლაძე ფიშ", "ივანე გოგოლაძე", "Georgia", "frozen Caspian kilka")
    body = (
        "{}, добрый день!\n\nОбразец кильки для შპს გოგოლაძე ფიშ отправлен вчера; ООО "
        "«{}» в Дербенте готово к поставке.\n\nМадина Гаджиева\nООО «Каспийский двор»"
    )
    assert errors(body.format("Иване", "Каспийский двор"), record, DVOR) == []
    assert any(t == "company_misspelled" for t, _ in errors(body.format("Иване", "Волжский двор"),
                                                             record, DVOR))  # fmt: skip
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Гиорги", "Каспийский двор"),
                                                        record, DVOR))  # fmt: skip


def test_a_greek_company_in_the_genitive() -> None:
    # N001 "στα καταστήματα της Σπογγεμπορικής Σικαλίδης Α.Ε."; I041 "Σπογγεμπορική Σικαλίδη
    # Α.Ε.", the family name's ς lost, is still a slip
    record = buyer("Σπογγεμπορική Σικαλίδης Α.Ε.", "Θεόδωρος Σικαλίδης", "Greece",
                   "natural sea sponges")  # fmt: skip
    body = (
        "Αγαπητέ κύριε Σικαλίδη,\n\nΓια τα καταστήματα της {} Α.Ε. στην Κάλυμνο μπορούμε να "
        "προσφέρουμε φυσικά σφουγγάρια.\n\nKind regards,\nKhadija Salem Abushagur\n"
        "Zuwara Bahr Fisheries & Export J.S.C."
    )
    assert errors(body.format("Σπογγεμπορικής Σικαλίδης"), record, ZUWARA) == []
    wrong = errors(body.format("Σπογγεμπορική Σικαλίδη"), record, ZUWARA)
    assert any(t == "company_misspelled" for t, _ in wrong)


def test_words_of_the_buyers_language_in_its_company_name() -> None:
    # N042 a French subject "Éponges fines et éponges de toilette" to Bouchet Éponges
    # Naturelles SAS, greeted "Madame,"; N005 "den Markt für Naturschwämme" to Kostolzin
    # Naturschwamm GmbH
    record = buyer("Bouchet Éponges Naturelles SAS", "Margaux Bouchet", "France",
                   "natural sea sponges")  # fmt: skip
    body = (
        "Madame,\n\nZuwara Bahr Fisheries & Export J.S.C. (Zuwara, Libye) exporte des éponges "
        "naturelles de Méditerranée. Je serais heureuse de présenter à Bouchet Éponges "
        "Naturelles SAS nos éponges fines pour le visage et nos éponges de toilette, taillées "
        "et triées à la main.\n\nSouhaitez-vous recevoir notre catalogue ?\n\n"
        "Bien cordialement,\nKhadija Salem Abushagur\nZuwara Bahr Fisheries & Export J.S.C."
    )
    assert errors(body, record, ZUWARA, subject="Éponges fines et éponges de toilette") == []
    record = buyer("Kostolzin Naturschwamm GmbH", "Marten Kostolzin", "Germany",
                   "natural sea sponges")  # fmt: skip
    body = (
        "Sehr geehrter Herr Kostolzin,\n\nals Einkaufsleiter der Kostolzin Naturschwamm GmbH "
        "kennen Sie den Markt für {} besser als die meisten.\n\nMit freundlichen Grüßen\n"
        "Khadija Salem Abushagur\nZuwara Bahr Fisheries & Export J.S.C."
    )
    assert errors(body.format("Naturschwämme"), record, ZUWARA) == []
    assert any(t == "company_misspelled" for t, _ in errors(body.format("Naturschwimm"), record,
                                                             ZUWARA))  # fmt: skip


def test_a_polish_sir_and_a_cites_source_code() -> None:
    # N022 "Szanowny Panie,"; N027 "(source code C, captive-bred)"
    record = buyer("Pyda Import Sp. z o.o.", "Borys Pyda", "Poland", "rye crispbread")
    body = (
        "Szanowny {},\n\nMy name is Åsa Lövgren Hedström and I would like to offer Pyda Import "
        "our rye crispbread (source code C, baked in Slite).\n\nBest regards,\n"
        "Åsa Lövgren Hedström\nSlite Hamnhandel AB"
    )
    assert errors(body.format("Panie"), record, SLITE) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Panie Tomaszu"), record,
                                                        SLITE))  # fmt: skip
