"""What dev_fresh35 and dev_fresh36's missed drafts showed (read after their one held-out run):
wrong letters the checker passed, each beside the good letter it must still pass."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

OESTE = Sender(company="Oeste Pomar & Faiança, Lda.", name="Margarida Sofia Antunes Correia",
               title="Export Manager", country="Portugal")  # fmt: skip
SIGNED = "\n\nKind regards,\nMargarida Sofia Antunes Correia\nOeste Pomar & Faiança, Lda."
TILES_NL = buyer("Salet Tegelhandel B.V.", "Lotte Salet", "Netherlands", "azulejo tiles")


def test_a_stray_word_under_the_signature() -> None:
    # dev_fresh36 M005, M007, M010, M015: "Margarida Sofia Antunes Correia\nSo."
    body = "Dear Lotte,\n\nWe make azulejo tiles for Salet Tegelhandel B.V. in Portugal." + SIGNED
    assert errors(body, TILES_NL, OESTE) == []
    assert ("artifact", "So.") in errors(body + "\nSo.", TILES_NL, OESTE)


def test_an_event_cut_after_its_country() -> None:
    # dev_fresh35 M001, dev_fresh16 M013: "It was a pleasure to meet you at the Japan."
    note = "Met at the Japan International Seafood Expo in Tokyo."
    record = buyer("Hashimoto Suisan K.K.", "Momoko Hashimoto", "Japan", "frozen halibut",
                   notes=note)  # fmt: skip
    body = (
        "Dear Momoko,\n\nIt was a pleasure to meet you at {}. I am writing to introduce Oeste "
        "Pomar & Faiança, Lda. to Hashimoto Suisan K.K." + SIGNED
    )
    for good in (
        "the Japan International Seafood Expo",
        "the Japan International Seafood Expo, in Tokyo",
    ):
        assert errors(body.format(good), record, OESTE) == []
    assert ("artifact", "the Japan") in errors(body.format("the Japan"), record, OESTE)


def test_the_partner_a_letter_looks_for_is_in_the_buyer_s_country() -> None:
    # dev_fresh36 I047 "looking for a tile dealer in Belgium" to a Dutch buyer
    body = (
        "Dear Ms Salet,\n\nWe make azulejo tiles in Portugal and are looking for a tile dealer "
        "in {} to carry our range. Salet Tegelhandel B.V. was recommended to us. Our tiles "
        "reach the Netherlands by groupage in about a week." + SIGNED
    )
    assert errors(body.format("the Netherlands"), TILES_NL, OESTE) == []
    assert ("country_wrong", "Belgium") in errors(body.format("Belgium"), TILES_NL, OESTE)


def test_a_country_after_a_chinese_verb_of_sending() -> None:
    # dev_fresh36 I052 "安排第一个 20 呎貨櫃運往日本" to a buyer in Taiwan
    record = buyer("西谷食品股份有限公司", "胡志明", "Taiwan", "sago starch")
    body = (
        "胡主任您好：\n\n西谷食品股份有限公司的測試如果順利，"
        "我們下個月即可安排第一個 20 呎貨櫃運往{}，"
        "目的港基隆或高雄都可以。\n\n敬祝 商祺\nMargarida Sofia Antunes Correia\n"
        "Oeste Pomar & Faiança, Lda."
    )
    assert ("country_wrong", "呎貨櫃運往台灣") not in errors(body.format("台灣"), record, OESTE)
    assert [e[0] for e in errors(body.format("日本"), record, OESTE)] == ["country_wrong"]


def test_customs_clearance_in_another_country() -> None:
    # dev_fresh36 I014 "DAP Genève, dédouanement en France à votre charge" to a Swiss buyer
    record = buyer("Béguelin Vins SA", "Jean-Claude Béguelin", "Switzerland", "ginjinha liqueur")
    body = (
        "Bonjour Monsieur Béguelin,\n\nNos prix s'entendent DAP Genève, dédouanement en {} à "
        "votre charge, avec la preuve d'origine pour l'accord UE-Suisse. Je vous enverrai une "
        "offre pour Béguelin Vins SA.\n\nMeilleures salutations,\nMargarida Sofia Antunes "
        "Correia\nOeste Pomar & Faiança, Lda."
    )
    assert errors(body.format("Suisse"), record, OESTE) == []
    assert ("country_wrong", "France") in errors(body.format("France"), record, OESTE)


def test_meeting_a_country_s_import_rules() -> None:
    # dev_fresh36 I021 "we can meet Korea's requirements for residual pesticides" (Japan)
    record = buyer("Sagoya K.K.", "Ken Sato", "Japan", "sago starch")
    body = (
        "Dear Mr Sato,\n\nWe mill the starch ourselves, and we can meet {}'s requirements for "
        "residual pesticides, so Sagoya K.K. can import it without delay." + SIGNED
    )
    assert errors(body.format("Japan"), record, OESTE) == []
    assert ("country_wrong", "Korea") in errors(body.format("Korea"), record, OESTE)


def test_a_japanese_letter_addressed_by_another_family_name() -> None:
    # dev_fresh36 I045 "吉川様" to 吉田 晃; dev_fresh25 I058, dev_fresh26 I044
    record = buyer("株式会社吉田タイル商会", "吉田 晃", "Japan", "azulejo tiles")
    body = (
        "{}\n\n先日はご返信いただき、誠にありがとうございました。株式会社吉田タイル商会様向けの"
        "見本10種を本日発送いたしました。\n\nMargarida Sofia Antunes Correia\n"
        "Oeste Pomar & Faiança, Lda."
    )
    for good in ("吉田様", "株式会社吉田タイル商会\n仕入部長 吉田 晃様", "ご担当者様"):
        assert errors(body.format(good), record, OESTE) == [], good
    assert ("contact_wrong", "吉川") in errors(body.format("吉川様"), record, OESTE)
