"""The fair a letter says the two met at must be the note's (tuning sets dev_fresh37-42): the
meeting said in more ways and languages, each good letter beside its wrong twin."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

VINH = Sender(company="Mũi Né Hải Vị Co., Ltd.", name="Huỳnh Thị Mỹ Duyên",
              title="Head of Export", country="Vietnam")  # fmt: skip
SIGNED = "\n\nBest regards,\nDuyên Huỳnh\nMũi Né Hải Vị Co., Ltd."


def _notes(rows: list) -> list:
    return [row for row in rows if row[0] == "note_wrong"]


def test_a_talk_at_a_fair_names_the_notes_fair() -> None:
    # dev_fresh37 I007: "a pleasure to talk with you at Fruit Logistica" for Fruit Attraction
    notes = "Met at Fruit Attraction Madrid; packs for Dutch supermarkets."
    record = buyer("Veenstra Exotics B.V.", "Jan Veenstra", "Netherlands", "dragon fruit",
                   notes=notes)  # fmt: skip
    letter = "Dear Jan,\n\nIt was a pleasure to talk with you at {}. Our dragon fruit is ready."
    assert _notes(errors(letter.format("Fruit Attraction in Madrid") + SIGNED, record, VINH)) == []
    wrong = errors(letter.format("Fruit Logistica in Berlin") + SIGNED, record, VINH)
    assert ("note_wrong", "Fruit Logistica") in wrong


def test_a_german_fair_is_no_word_of_the_contacts_title() -> None:
    # dev_fresh40 I028: "Heimtextil" passed as a substring of the title "Einkäuferin
    # Heimtextilien"; dev_fresh42 I001: "auf den Süddeutschen Imkertagen"
    record = buyer("Holt Wohnkultur GmbH", "Heike Holt", "Germany", "nakshi kantha quilts",
                   title="Einkäuferin Heimtextilien",
                   notes="Auf der Ambiente in Frankfurt getroffen.")  # fmt: skip
    letter = ("Sehr geehrte Frau Holt,\n\nvielen Dank für das nette Gespräch an unserem Stand auf"
              " der {} in Frankfurt. Unsere Quilts sind fertig.")  # fmt: skip
    assert _notes(errors(letter.format("Ambiente") + SIGNED, record, VINH)) == []
    wrong = errors(letter.format("Heimtextil") + SIGNED, record, VINH)
    assert ("note_wrong", "Heimtextil") in wrong
    bees = buyer("Imkereibedarf Köster GmbH", "Siegfried Köster", "Germany", "queen bees",
                 notes="Met at the Apisticus-Tag in Münster.")  # fmt: skip
    days = ("Sehr geehrter Herr Köster,\n\nvielen Dank für das nette Gespräch an unserem Stand"
            " auf den Süddeutschen Imkertagen. Unsere Königinnen sind bereit.")  # fmt: skip
    assert ("note_wrong", "Süddeutschen Imkertagen") in errors(days + SIGNED, bees, VINH)


def test_a_ukrainian_talk_at_a_fair() -> None:
    # dev_fresh41 I008 "дякую за зустріч на виставці Продекспо" for World Food Ukraine
    record = buyer("ТОВ «Колісниченко Фуд Трейд»", "Мілена Колісниченко", "Ukraine",
                   "birch sap", notes="Met at World Food Ukraine in Kyiv.")  # fmt: skip
    letter = "Шановна пані Мілено,\n\nдякую за зустріч на виставці {} у Києві. Наш сік готовий."
    assert _notes(errors(letter.format("World Food Ukraine") + SIGNED, record, VINH)) == []
    assert ("note_wrong", "Продекспо") in errors(letter.format("Продекспо") + SIGNED, record, VINH)


def test_french_and_italian_pleasures_of_meeting() -> None:
    # dev_fresh42 I004 "un plaisir d'échanger avec vous au salon Eurobee"; a closing "Au
    # plaisir d'échanger" claims no meeting (dev_fresh20 N004)
    record = buyer("Les Ruchers Andre SAS", "Françoise Andre", "France", "queen bees",
                   notes="Rencontrée au salon Apimondia à Lyon.")  # fmt: skip
    letter = "Madame Andre,\n\nCe fut un plaisir d'échanger avec vous au salon {} à Lyon.{}"
    assert _notes(errors(letter.format("Apimondia", "") + SIGNED, record, VINH)) == []
    assert ("note_wrong", "Eurobee") in errors(letter.format("Eurobee", "") + SIGNED, record, VINH)
    bare = buyer("Les Ruchers Andre SAS", "Françoise Andre", "France", "queen bees")
    closing = "Madame Andre,\n\nNos reines sont prêtes.\n\nAu plaisir d'échanger," + SIGNED[2:]
    assert _notes(errors(closing, bare, VINH)) == []
    # dev_fresh38 I022 "piacere conoscerLa a Paperworld" for Creativeworld; the city after the
    # note's fair is where it was, in Italian too (dev_fresh33 N019 "a Francoforte")
    paper = buyer("Cartoleria Bresciani S.n.c.", "Napoleone Bresciani", "Italy", "papyrus sheets",
                  notes="Met at Creativeworld Frankfurt.")  # fmt: skip
    met = "Gentile Sig. Bresciani,\n\nè stato un piacere conoscerLa a {} a Francoforte."
    assert _notes(errors(met.format("Creativeworld") + SIGNED, paper, VINH)) == []
    assert ("note_wrong", "Paperworld") in errors(met.format("Paperworld") + SIGNED, paper, VINH)
