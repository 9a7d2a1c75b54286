"""What dev_fresh35 and dev_fresh36 showed (read after their one held-out run): good letters
the checker flagged, each beside a wrong one it must still flag."""

from __future__ import annotations

from facts_letters import buyer, errors, findings

from sales_dlm.inputs.records import Sender

SAISS = Sender(company="Saïss Artisanat & Terroir SARL AU", name="Ghita Berrada Sqalli",
               title="International Sales Executive", country="Morocco")  # fmt: skip
SIGNED = "\n\nWarm regards,\nGhita Berrada\nSaïss Artisanat & Terroir SARL AU"
SPEARMINT = buyer("Hudson Tea Co. Pty Ltd", "Katie Hudson", "Australia", "dried spearmint",
                  title="Category Buyer – Tea")  # fmt: skip


def test_a_herb_cut_for_tea_bags_is_no_tea_offered() -> None:
    # N039 "Cut 1–3 mm (tea-bag cut)", N060 "cut for tea bags or loose leaf"
    body = "Hi Katie,\n\nOur organic spearmint is {}, and steam-treated." + SIGNED
    for cut in ("cut for tea bags or loose leaf", "sold in two grades (tea-bag cut)"):
        assert errors(body.format(cut), SPEARMINT, SAISS) == []
        # not even a doubt: a second one elsewhere in the letter would make both errors
        assert "category_wrong" not in [f[0] for f in findings(body.format(cut), SPEARMINT, SAISS)]
    offered = "Hi Katie,\n\nWe supply black tea and green tea from Morocco." + SIGNED
    assert ("category_wrong", "black tea") in errors(offered, SPEARMINT, SAISS)


def test_as_the_title_you_is_the_reader_s_title() -> None:
    # N044 "I know that as Director of Sourcing you have many suppliers to weigh up"
    record = buyer("Garcia Naturals LLC", "Elizabeth Garcia", "United States", "krill oil",
                   title="Director of Sourcing")  # fmt: skip
    body = "Hi Elizabeth,\n\nI know that as {} you have many suppliers to weigh up." + SIGNED
    assert errors(body.format("Director of Sourcing"), record, SAISS) == []
    assert ("title_wrong", "Director of Sales") in errors(
        body.format("Director of Sales"), record, SAISS
    )


def test_a_korean_greeting_by_family_name_and_title() -> None:
    # N056 "손 대표님께," to 손영숙, 대표이사
    record = buyer("주식회사 대록한방", "손영숙", "South Korea", "maral antler velvet", "대표이사")
    offer = "I would like to offer our dried maral antler velvet to 주식회사 대록한방." + SIGNED
    assert errors("손 대표님께,\n\n" + offer, record, SAISS) == []
    bare = offer
    assert ("artifact", "I would like") in errors(bare, record, SAISS)


def test_a_german_note_of_a_contact_at_a_fair_is_a_meeting() -> None:
    # N008: the note "Kontakt auf der Vitafoods Europe in Genf." and "das angenehme Gespräch"
    note = "Kontakt auf der Vitafoods Europe in Genf. Bitte auf Deutsch schreiben."
    record = buyer("Karge Vital GmbH", "Irmela Karge", "Germany", "krill oil", notes=note)
    body = (
        "Sehr geehrte Frau Karge,\n\nvielen Dank für das angenehme Gespräch an unserem Stand auf "
        "der Vitafoods Europe in Genf. Anbei unsere Spezifikation für Krillöl für die Karge "
        "Vital GmbH." + SIGNED
    )
    assert errors(body, record, SAISS) == []
    unmet = buyer("Karge Vital GmbH", "Irmela Karge", "Germany", "krill oil",
                  notes="Bitte auf Deutsch schreiben.")  # fmt: skip
    assert "note_wrong" in [e[0] for e in errors(body, unmet, SAISS)]


def test_a_german_function_compounded_with_what_is_bought() -> None:
    # dev_fresh35 I008, dev_fresh36 I017: "Leitung Vertrieb" for Leitung Rohstoffeinkauf
    record = buyer("Gewürzmühle Girschner GmbH", "Eva Girschner", "Germany", "whole nutmeg",
                   title="Leiterin Rohwareneinkauf")  # fmt: skip
    body = "Sehr geehrte Frau Girschner,\n\nals {} der Gewürzmühle Girschner GmbH kennen Sie" + (
        " die Preise." + SIGNED
    )
    assert errors(body.format("Leiterin Rohwareneinkauf"), record, SAISS) == []
    assert ("title_wrong", "Leiterin Vertrieb") in errors(
        body.format("Leiterin Vertrieb"), record, SAISS
    )


def test_a_hardness_unit_and_a_grade_code_are_no_form_or_title() -> None:
    # N024 "your sample of grade MD-120 (Brinell hardness 120 HB max.)"
    record = buyer("Jones Titanium, Inc.", "Brandon Jones", "United States", "titanium sponge")
    body = (
        "Dear Mr. Jones,\n\nPlease find the analysis of the lot of your sample of grade MD-120 "
        "(Brinell hardness 120 HB max.) for Jones Titanium, Inc." + SIGNED
    )
    assert errors(body, record, SAISS) == []


def test_a_french_title_on_the_signature_is_no_misspelled_name() -> None:
    # dev_fresh36 N004: "Responsable des exportations" to Les Importations Duchesne inc.
    record = buyer("Les Importations Duchesne inc.", "Aurore Duchesne", "Canada", "Rocha pears")
    body = (
        "Bonjour Madame Duchesne,\n\nVoici notre liste de prix pour la poire Rocha.\n\n"
        "Cordialement,\n\nGhita Berrada\nResponsable des exportations\n"
        "Saïss Artisanat & Terroir SARL AU"
    )
    assert errors(body, record, SAISS) == []


def test_a_subject_opening_with_the_product_calls_no_one() -> None:
    # dev_fresh36 N015: "Ginjinha, Portugal's sour cherry liqueur" (ginjinha liqueur)
    record = buyer("Beasley Fine Wines & Spirits Inc.", "Angela Beasley", "Canada",
                   "ginjinha liqueur")  # fmt: skip
    oeste = Sender(company="Oeste Pomar & Faiança, Lda.", name="Margarida Correia",
                   title="Export Manager", country="Portugal")  # fmt: skip
    body = (
        "Dear Ms Beasley,\n\nGinjinha is a sour cherry liqueur from Óbidos, and I think it "
        "would suit Beasley Fine Wines & Spirits Inc.\n\nKind regards,\nMargarida Correia\n"
        "Oeste Pomar & Faiança, Lda."
    )
    subject = "{}, Portugal's sour cherry liqueur"
    assert errors(body, record, oeste, subject=subject.format("Ginjinha")) == []
    assert ("contact_wrong", "Fine") in errors(body, record, oeste, subject=subject.format("Fine"))


def test_an_arabic_preposition_written_onto_the_company() -> None:
    # dev_fresh36 N022: "نوفّر لدار المهيري للعود والبخور ذ.م.م رقائق العود"
    record = buyer("دار المهيري للعود والبخور ذ.م.م", "حمدان المهيري", "United Arab Emirates",
                   "agarwood chips")  # fmt: skip
    body = "السيد حمدان المهيري المحترم،\n\nنوفّر {} ذ.م.م رقائق العود من المغرب." + SIGNED
    assert errors(body.format("لدار المهيري للعود والبخور"), record, SAISS) == []
    assert errors(body.format("لدار المهيرى للعود والبخوز"), record, SAISS) != []
