"""What dev_fresh16's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

DHOFAR = Sender(
    company="Dhofar Luban Trading S.A.O.C.",
    name="Salim bin Hamad Al-Harthy",
    title="Export Manager",
    email="salim.alharthy@dhofarluban.example.om",
    country="Oman",
)
EMEK = Sender(
    company="Emek Hefer Agro (2009) Ltd.",
    name="Avraham Ben-Shimol",
    title="VP Export Sales",
    email="avi@emekheferagro.example.co.il",
    country="Israel",
)
CARPATI = Sender(
    company="S.C. Carpați Agro S.R.L.",
    name="Ștefan-Andrei Dumitrescu",
    title="Director Export",
    country="Romania",
)
SALIM = "\n\nBest regards,\nSalim Al-Harthy\nDhofar Luban Trading S.A.O.C.\nSalalah, Oman"
STEFAN = "\n\nCordiali saluti,\nȘtefan Dumitrescu\nCarpați Agro S.R.L.\nBacău, Romania"


def test_a_city_a_cuisine_and_what_the_buyer_blends() -> None:
    # N001/N004/N010: "Salalah" is no stutter; "Persian and Gulf cooking" is no other buyer's
    # company; "if Al Aradi Perfumes also blends bakhoor" is the buyer's own work
    record = buyer(
        "Al Aradi Perfumes & Incense", "Khalid Al Aradi", "Bahrain", "frankincense resin"
    )
    other = buyer("Williams Persian Foods Ltd", "Amy Williams", "United Kingdom", "black limes")
    body = (
        "Dear Mr Al Aradi,\n\nWe ship from Salalah. Our resin is used in Persian and Gulf homes. "
        "If Al Aradi Perfumes also blends bakhoor, you may like our Hojari.{}" + SALIM
    )
    from sales_dlm.facts import CheckContext, Draft, Severity, check

    ctx = CheckContext.build([record, other], DHOFAR)

    def errs(text):
        found = check(Draft(subject="Frankincense", body=text), record, ctx)
        return [(f.type.value, f.found) for f in found if f.severity is Severity.error]

    assert errs(body.format("")) == []
    leak = errs(body.format(" Williams Persian Foods buys it too."))
    assert any(t == "company_foreign" for t, _ in leak)
    offer = errs(body.format(" We also offer reed diffusers."))
    assert any(t == "category_wrong" for t, _ in offer)


def test_a_short_form_in_the_senders_address_and_a_closing() -> None:
    # N033: "Avi Ben-Shimol" signs for Avraham (avi@...); N018: "All the best,\nIvana\nIvana ..."
    record = buyer("Murimi Agri Supplies Ltd", "Francis Murimi", "Kenya", "drip irrigation lines")
    body = (
        "Dear Francis,\n\nMurimi Agri Supplies may like our drip lines.\n\n{},\n{}\n{} Ben-Shimol"
    )
    body += "\nEmek Hefer Agro (2009) Ltd."
    assert errors(body.format("All the best", "Avi", "Avi"), record, EMEK) == []
    wrong = errors(body.format("All the best", "Avi", "Eli"), record, EMEK)
    assert any(t == "sender_wrong" for t, _ in wrong)


def test_names_in_other_scripts_written_in_latin_letters_and_declined() -> None:
    # N020 "Za Vinariju Jovanović" and N056 "Dear Mr Jovanović" for Винарија Јовановић д.о.о.
    record = buyer("Винарија Јовановић д.о.о.", "Милош Јовановић", "Serbia", "oak wine barrels")
    body = "Dear Mr {},\n\nZa {} Jovanović možemo ponuditi barrique bačve." + SALIM
    assert errors(body.format("Jovanović", "Vinariju"), record, DHOFAR) == []
    slip = errors(
        body.format("Jovanović", "Vinarija").replace("a Jovanović", "a Jovanovoć"), record, DHOFAR
    )
    assert any(t == "company_misspelled" for t, _ in slip)


def test_forms_a_writer_leaves_out_or_writes_with_dots() -> None:
    # N022 "Rodriguez Spice Company" (…, Inc.); N027 "Cedar Crown Roastery, as I" (S.A.L.);
    # N029 "Mansız Kuruyemiş" (… Gıda San. ve Tic. Ltd. Şti.); N031 "S.C." before the name
    spice = buyer("Rodriguez Spice Company, Inc.", "Joshua Rodriguez", "United States", "sage")
    body = "Dear Mr. Rodriguez,\n\nWe can supply {} with sage." + SALIM
    assert errors(body.format("Rodriguez Spice Company"), spice, DHOFAR) == []
    other = errors(body.format("Rodriguez Spice Company, LLC"), spice, DHOFAR)
    assert any(t == "company_misspelled" for t, _ in other)
    cedar = buyer("Cedar Crown Roastery S.A.L.", "Rima Saliba", "Lebanon", "sunflower kernels")
    text = "Dear Ms Saliba,\n\nI write to you as buyer of Cedar Crown Roastery, as I understand"
    text += " you roast seeds." + SALIM
    assert errors(text, cedar, DHOFAR) == []
    nuts = buyer(
        "Mansız Kuruyemiş Gıda San. ve Tic. Ltd. Şti.",
        "Tomurcuk Mansız",
        "Turkey",
        "walnut kernels",
    )
    letter = "Sayın Tomurcuk Hanım,\n\nOur walnut kernels for {}.\n\nGrades: ELH." + SALIM
    assert errors(letter.format("Mansız Kuruyemiş"), nuts, DHOFAR) == []
    assert any(
        t == "company_misspelled"
        for t, _ in errors(letter.format("Mansız Kuruyemis Gda"), nuts, DHOFAR)
    )
    legna = buyer("Granatelli Legna S.r.l.", "Amedeo Granatelli", "Italy", "beech firewood")
    mail = "Egregio Sig. Granatelli,\n\nsono Ștefan, direttore export di {} (Romania). "
    mail += "Per Granatelli Legna: legna di faggio." + STEFAN
    assert errors(mail.format("S.C. Carpați Agro S.R.L."), legna, CARPATI) == []
    assert any(
        t == "sender_wrong" for t, _ in errors(mail.format("Carpați Agro S.A."), legna, CARPATI)
    )


def test_whose_title_and_dutch_and_german_forms_of_address() -> None:
    # N005 "en tant que responsable export de Dhofar Luban" is the sender's; I005 "En tant que
    # directrice des achats, vous" the contact's; N023 "Geachte mevrouw Van der Maath"; N029
    # "I head exports"
    record = buyer("Hubert Parfums SAS", "Suzanne Hubert", "France", "frankincense resin",
                   title="Responsable Achats")  # fmt: skip
    body = (
        "Madame Hubert,\n\nJe me permets de vous contacter en tant que responsable export de "
        "Dhofar Luban Trading S.A.O.C. Pour Hubert Parfums, I head exports myself.{}" + SALIM
    )
    assert errors(body.format(""), record, DHOFAR) == []
    up = errors(
        body.format("\n\nEn tant que directrice des achats, vous comparerez."), record, DHOFAR
    )
    assert ("title_wrong", "directrice des achats") in up
    dutch = buyer("Van der Maath Kruiden B.V.", "Féline van der Maath", "Netherlands", "sage")
    greeting = "Geachte mevrouw {},\n\nUw firma Van der Maath Kruiden may like our sage." + SALIM
    assert errors(greeting.format("Van der Maath"), dutch, DHOFAR) == []
    assert any(t == "contact_wrong" for t, _ in errors(greeting.format("Jansen"), dutch, DHOFAR))


def test_meetings_and_deliveries_in_the_buyers_languages() -> None:
    # I020 "na ugodnom razgovoru na sajmu Vinitaly" (no meeting in the note); I040 "stopping at
    # our stand at Fruit Attraction" for a buyer met at Fruit Logistica; I037 "Despachamos a
    # Ecuador" to a buyer in Colombia; N025 "Sonnenblumenkerne in Bäckereiqualität" is no event
    wine = buyer("Винарија Јовановић д.о.о.", "Милош Јовановић", "Serbia", "oak wine barrels",
                 notes="asked for 225 l barriques, medium toast")  # fmt: skip
    body = "Poštovani gospodine Jovanoviću,\n\nzahvaljujem {}. Za Vinariju Jovanović nudimo."
    assert errors(body.format("na upitu") + SALIM, wine, DHOFAR) == []
    met = errors(body.format("na ugodnom razgovoru na sajmu Vinitaly") + SALIM, wine, DHOFAR)
    assert any(t == "note_wrong" for t, _ in met)
    fruit = buyer("Skwira Import sp. z o.o.", "Sara Skwira", "Poland", "fresh pomelos",
                  notes="met at Fruit Logistica 2026 in Berlin")  # fmt: skip
    stand = "Dear Sara,\n\nThank you for stopping at our stand at {}. Skwira Import may like it."
    assert errors(stand.format("Fruit Logistica") + SALIM, fruit, DHOFAR) == []
    other = errors(stand.format("Fruit Attraction in Madrid") + SALIM, fruit, DHOFAR)
    assert ("note_wrong", "Fruit Attraction") in other
    nets = buyer("Invernaderos Gómez S.A.S.", "Jesús Gómez", "Colombia", "agricultural shade nets")
    ship = "Estimado Jesús:\n\nPara Invernaderos Gómez podemos ofrecer mallas de sombra agrícolas. "
    ship += "Despachamos a {} por Cartagena, CIF, en unas cinco semanas." + SALIM
    assert errors(ship.format("Colombia"), nets, DHOFAR) == []
    assert ("country_wrong", "Ecuador") in errors(ship.format("Ecuador"), nets, DHOFAR)
    bakery = buyer("Köberl Backstoffe GmbH", "Nina Köberl", "Austria", "sunflower kernels",
                   notes="met at Anuga 2025 in Cologne")  # fmt: skip
    german = "Sehr geehrte Frau Köberl,\n\nvielen Dank für das Gespräch auf der {}. Wie besprochen "
    german += "sende ich Ihnen Sonnenblumenkerne in Bäckereiqualität für Köberl Backstoffe." + SALIM
    assert errors(german.format("Anuga"), bakery, DHOFAR) == []
    assert any(t == "note_wrong" for t, _ in errors(german.format("SIAL Paris"), bakery, DHOFAR))
