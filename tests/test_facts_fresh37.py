"""What dev_fresh37 and dev_fresh38 showed (read after their one held-out run): good letters
the checker flagged, each beside a wrong one it must still flag."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.facts import Severity
from sales_dlm.facts.judge import DOUBT, _looks_garbled
from sales_dlm.inputs.records import Sender

MUI_NE = Sender(company="Mũi Né Hải Vị Co., Ltd.", name="Huỳnh Thị Mỹ Duyên",
                title="Export Manager", country="Vietnam")  # fmt: skip
SIGNED = "\n\nBest regards,\nHuỳnh Thị Mỹ Duyên\nMũi Né Hải Vị Co., Ltd."


def test_a_demonym_of_the_sender_s_city_in_minus_n() -> None:
    # dev_fresh38 N039 "Oaxacan chocolate" from Grana y Maguey de Oaxaca
    oaxaca = Sender(company="Grana y Maguey de Oaxaca, S. de R.L. de C.V.", name="Xóchitl Ruiz",
                    title="Export Manager", country="Mexico")  # fmt: skip
    record = buyer("Johnson & Reyes Mexican Foods Ltd", "Darren Johnson", "United Kingdom",
                   "mole negro paste")  # fmt: skip
    body = (
        "Dear Mr Johnson,\n\nOur mole negro paste for Johnson & Reyes Mexican Foods Ltd is made "
        "with {} chocolate and toasted seeds.\n\nKind regards,\nXóchitl Ruiz\n"
        "Grana y Maguey de Oaxaca, S. de R.L. de C.V."
    )
    assert errors(body.format("Oaxacan"), record, oaxaca) == []
    assert ("sender_wrong", "Oaxacca") in errors(body.format("Oaxacca"), record, oaxaca)


def test_a_first_name_abbreviated_and_run_into_the_next() -> None:
    # dev_fresh38 N057 "Malou Sarmiento" signing for Ma. Lourdes Bautista Sarmiento
    calinan = Sender(company="Calinan Prutas Export, Inc.", name="Ma. Lourdes Bautista Sarmiento",
                     title="Export Sales Supervisor", country="Philippines")  # fmt: skip
    record = buyer("Al Mansoori Fresh Fruits Trading L.L.C.", "Sultan Al Mansoori",
                   "United Arab Emirates", "fresh mangosteens")  # fmt: skip
    body = (
        "Dear Mr Sultan,\n\nFor Al Mansoori Fresh Fruits Trading L.L.C. we can offer fresh "
        "mangosteens by air.\n\nBest regards,\n{} Sarmiento\nCalinan Prutas Export, Inc."
    )
    assert errors(body.format("Malou"), record, calinan) == []
    assert ("sender_wrong", "Marta") in errors(body.format("Marta"), record, calinan)


def test_a_word_derived_from_the_product() -> None:
    # dev_fresh37 N019, N020, N051 "52% carminic acid" for cochineal carmine
    record = buyer("Bertelsen Naturfarver ApS", "Zelma Bertelsen", "Denmark", "cochineal carmine")
    body = (
        "Dear Ms Bertelsen,\n\nOur carmine for Bertelsen Naturfarver ApS has 52% {} acid." + SIGNED
    )
    assert errors(body.format("carminic"), record, MUI_NE) == []
    assert ("artifact", "carmnie") in errors(body.format("carmnie"), record, MUI_NE)


def test_more_and_more_is_no_stutter() -> None:
    # dev_fresh37 N015 "Rice paper is one of our three lines, and more and more restaurants"
    record = buyer("Skordakis Foods IKE", "Sotiris Skordakis", "Greece", "rice paper")
    body = (
        "Dear Mr Skordakis,\n\nRice paper is one of our lines, and {} restaurants in Greece use "
        "it. We would like to supply Skordakis Foods IKE directly." + SIGNED
    )
    assert errors(body.format("more and more"), record, MUI_NE) == []
    assert ("artifact", "and blue and blue") in errors(body.format("blue and blue and blue"),
                                                       record, MUI_NE)  # fmt: skip


def test_a_greek_single_member_company_named_without_its_form() -> None:
    # dev_fresh37 N015: "Rice paper for Σκορδάκης Τρόφιμα" for Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.
    record = buyer("Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε.", "Σωτήριος Σκορδάκης", "Greece", "rice paper")
    body = "Αγαπητέ κύριε Σκορδάκη,\n\nWe would like to supply Σκορδάκης Τρόφιμα Μ.Ι.Κ.Ε." + SIGNED
    assert errors(body, record, MUI_NE, subject="Rice paper for Σκορδάκης Τρόφιμα") == []


def test_packs_counted_by_weight_are_the_packing() -> None:
    # dev_fresh37 N015 "- cartons of 40 x 400 g, two years' shelf life"
    record = buyer("Skordakis Foods IKE", "Sotiris Skordakis", "Greece", "rice paper")
    body = (
        "Dear Mr Skordakis,\n\nWe would like to supply Skordakis Foods IKE with rice paper:\n"
        "- round sheets of 22 cm\n- {}, two years' shelf life" + SIGNED
    )
    assert errors(body.format("cartons of 40 x 400 g"), record, MUI_NE) == []
    assert ("category_wrong", "cartons") in errors(body.format("printed cartons"), record, MUI_NE)


def test_properties_and_materials_of_the_buyer_s_product() -> None:
    # dev_fresh38 N004 "mugs ... dishwasher and oven safe" for hand-painted stoneware;
    # dev_fresh37 N030 "SMS nonwoven fabric, 25 gsm, 100% polypropylene"; N014 "with
    # Thai-language stickers"; N036 "silk-blend yarns" for kente cloth
    stoneware = buyer("Salet Servies B.V.", "Bastiaan Salet", "Netherlands",
                      "hand-painted stoneware")  # fmt: skip
    body = (
        "Dear Bastiaan,\n\nOur mugs, bowls and oven dishes could suit Salet Servies B.V.: all "
        "are dishwasher and oven safe." + SIGNED
    )
    assert errors(body, stoneware, MUI_NE) == []
    fabric = buyer("Doležal Medical s.r.o.", "Naděžda Doležalová", "Czech Republic",
                   "nonwoven fabric")  # fmt: skip
    offer = "Dear Ms Doležalová,\n\nFor Doležal Medical s.r.o.:\n- SMS nonwoven fabric, 25 gsm, {}"
    assert errors(offer.format("100% polypropylene") + SIGNED, fabric, MUI_NE) == []
    paper = buyer("Tantrachin Foods Co., Ltd.", "Woranat Tantrachin", "Thailand", "rice paper")
    packs = (
        "Dear Khun Woranat,\n\nFor Tantrachin Foods Co., Ltd.: rice paper in 500 g packs, with {}."
    )
    assert errors(packs.format("Thai-language stickers") + SIGNED, paper, MUI_NE) == []
    kente = buyer("Gonzalez Textiles Inc.", "Jessica Gonzalez", "Canada", "kente cloth")
    cloth = "Dear Ms Gonzalez,\n\nFor Gonzalez Textiles Inc.: kente in cotton and silk-blend yarns."
    assert errors(cloth + SIGNED, kente, MUI_NE) == []


def test_a_long_compound_of_another_language_is_no_stutter() -> None:
    # dev_fresh38 N020 "exportértékesítési igazgatója" (export sales director), in Hungarian:
    # "rté" twice where "export" meets "értékesítési", a doubt there; a stutter in English
    word = "exportértékesítési"
    assert _looks_garbled(word, word, foreign=lambda: True) == DOUBT
    assert _looks_garbled(word, word, foreign=lambda: False) == Severity.error
    assert _looks_garbled("industrietechech", "industrietechech") == Severity.error
