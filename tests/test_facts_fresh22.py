"""What dev_fresh22's one held-out run showed (tuning data since): good letters the checker
failed, each beside the slip the rule must still catch."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.facts import load_knowledge
from sales_dlm.inputs.records import Sender

TOMORRI = Sender(
    company="Tomorri Herbs & Minerals Sh.p.k.",
    name="Ermira Kapllani",
    title="Menaxhere Eksporti",
    country="Albania",
)
CHAMA = Sender(
    company="Exportadora Chama Andina, C.A.",
    name="María Alejandra Rangel Uzcátegui",
    title="Jefa de Exportación",
    country="Venezuela",
)
LAAMU = Sender(
    company="Laamu Ocean Foods Pvt Ltd",
    name="Aishath Shimna Ibrahim",
    title="Business Development Manager - Exports",
    country="Maldives",
)
ERMIRA = "\n\nBest regards,\nErmira Kapllani\nTomorri Herbs & Minerals Sh.p.k."
MARIA = "\n\nS pozdravem,\nMaría Alejandra Rangel\nExportadora Chama Andina, C.A."
SHIMNA = "\n\nKind regards,\nAishath Shimna Ibrahim\nLaamu Ocean Foods Pvt Ltd"


def test_a_czech_vocative_that_drops_a_vowel() -> None:
    # N016, N050 "Vážený pane Staňku," for Drahoslav Staněk
    record = buyer("Staněk Distribuce s.r.o.", "Drahoslav Staněk", "Czech Republic", "aged rum")
    body = "Vážený pane {},\n\nnáš stařený rum pro Staněk Distribuce." + MARIA
    assert errors(body.format("Staňku"), record, CHAMA) == []
    assert any(t == "contact_wrong" for t, _ in errors(body.format("Slaňku"), record, CHAMA))


def test_the_mountain_the_senders_name_is_of() -> None:
    # N001 "on the slopes of Mount Tomorr" from Tomorri Herbs & Minerals; "Tomorr Herbs" is
    # the name cut
    record = buyer("Mangold Naturkost GmbH", "Melita Mangold", "Germany", "dried juniper berries")
    body = "Dear Ms Mangold,\n\nOur berries for Mangold Naturkost are picked on {}." + ERMIRA
    assert errors(body.format("the slopes of Mount Tomorr above Berat"), record, TOMORRI) == []
    cut = errors(body.format("the slopes above Berat by Tomorr Herbs"), record, TOMORRI)
    assert any(t == "sender_wrong" for t, _ in cut)


def test_a_slovak_title_and_botanical_abbreviations() -> None:
    # I001 "As vedúca predaja" (head of sales) for a Vedúca nákupu; N008 "ssp.", N036 "spp."
    record = buyer("Liehovar Adamec s.r.o.", "Magdaléna Adamecová", "Slovakia",
                   "dried juniper berries", title="Vedúca nákupu")  # fmt: skip
    body = (
        "Dear Ms Adamecová,\n\nAs {} you will want to judge the berries (Juniperus communis "
        "ssp. communis) yourself, so Liehovar Adamec may have 2 kg of each lot." + ERMIRA
    )
    assert errors(body.format("vedúca nákupu"), record, TOMORRI) == []
    assert any(
        t == "title_wrong" for t, _ in errors(body.format("vedúca predaja"), record, TOMORRI)
    )


def test_a_sinhala_greeting_and_the_family_name_of_the_company() -> None:
    # N033 "ආයුබෝවන් ජානක මහත්මයා"; N058 "Dear Mr Wijeratne" for ජානක විජේරත්න of Wijeratne
    # Dry Fish Stores
    record = buyer("Wijeratne Dry Fish Stores (Pvt) Ltd", "ජානක විජේරත්න", "Sri Lanka", "Maldive fish")
    body = "{},\n\nWe can pack Maldive fish in 25 kg sacks for Wijeratne Dry Fish Stores." + SHIMNA
    assert errors(body.format("ආයුබෝවන් ජානක මහත්මයා"), record, LAAMU) == []
    assert errors(body.format("Dear Mr Wijeratne"), record, LAAMU) == []
    assert any(
        t == "contact_wrong" for t, _ in errors(body.format("Dear Mr Perera"), record, LAAMU)
    )


def test_a_preposition_before_a_name_that_starts_alike() -> None:
    # N017 "het assortiment van Van Enschot Dranken"
    record = buyer("Van Enschot Dranken B.V.", "Fleur Heripon", "Netherlands", "aged rum")
    body = "Beste Fleur,\n\nOnze rum past in het assortiment van {} Dranken." + MARIA
    assert errors(body.format("Van Enschot"), record, CHAMA) == []
    assert any(t == "artifact" for t, _ in errors(body.format("van van Enschot"), record, CHAMA))


def test_your_company_in_chinese_and_a_doubled_word() -> None:
    # N022 "已將樣品寄往貴公司" in a letter that follows up a request; I022 "已將已將"
    record = buyer("薛氏烘焙原料股份有限公司", "薛麗雲", "Taiwan", "dark chocolate couverture",
                   title="採購主任")  # fmt: skip
    body = (
        "薛主任您好：\n\n依照您的要求，我們{}70% 黑巧克力樣品寄往貴公司。\n\n敬祝 商祺\n\n"
        "María Alejandra Rangel\nExportadora Chama Andina, C.A."
    )
    assert errors(body.format("已將"), record, CHAMA) == []
    assert any(t == "artifact" for t, _ in errors(body.format("已將已將"), record, CHAMA))
    first = body.format("已將").replace("依照您的要求，", "")
    assert any(t == "company_missing" for t, _ in errors(first, record, CHAMA))


def test_a_senders_legal_form_with_dots_after_a_comma() -> None:
    # N023 "Head of Export at Exportadora Chama Andina in Mérida" for ..., C.A.: the table
    # leaves C.A. out (California), but a record's own letters after a comma are its form
    legal = load_knowledge().legal
    name = legal.split("Exportadora Chama Andina, C.A.")
    assert name.core_keys == ("exportadora", "chama", "andina")
    assert legal.split("Acme Trading, Inc.").core_keys == ("acme", "trading")
    assert legal.split("J. R. Simplot Company").core_keys[:3] == ("j", "r", "simplot")


def test_cooking_of_a_people_and_a_listed_property() -> None:
    # N034 "for Sri Lankan and South Indian cooking"; N036 subject "Skinless, boneless ..."
    record = buyer("McLean & Morris Foods Ltd", "Marian McLean", "United Kingdom", "Maldive fish")
    body = "Dear Ms McLean,\n\nMcLean & Morris Foods may like our Maldive fish for {}." + SHIMNA
    assert errors(body.format("Sri Lankan and South Indian cooking"), record, LAAMU) == []
    market = errors(body.format("the Sri Lankan market"), record, LAAMU)
    assert any(t == "country_wrong" for t, _ in market)
    subject = "{}, boneless Maldive fish for McLean & Morris Foods"
    assert errors(body.format("curries"), record, LAAMU, subject.format("Skinless")) == []
    called = errors(body.format("curries"), record, LAAMU, subject.format("Marion"))
    assert any(t == "contact_wrong" for t, _ in called)


def test_a_polish_follow_up_with_its_subject_and_title() -> None:
    # N046 subject "Cennik oregano FCA Durrës – uzupełnienie", signature "Menedżer ds. eksportu"
    record = buyer("Przyprawy Samiec sp. z o.o.", "Roksana Samiec", "Poland", "dried oregano")
    body = (
        "Szanowna Pani Roksano,\n\nw nawiązaniu do cennika, który wysłałam po targach Polagra "
        "Food, chciałabym zapytać, czy nasza oferta oregano spotkała się z zainteresowaniem "
        "firmy Przyprawy Samiec.\n\nZ poważaniem\nErmira Kapllani\nMenedżer ds. eksportu\n"
        "Tomorri Herbs & Minerals Sh.p.k."
    )
    subject = "Cennik oregano FCA Durrës – uzupełnienie"
    assert errors(body, record, TOMORRI, subject) == []
    # an English twin of that subject with a stutter is still garble
    assert any(t == "artifact" for t, _ in errors(body, record, TOMORRI, "Price list list list"))


def test_spirits_are_kinds_of_one_another() -> None:
    record = buyer("Van Enschot Dranken B.V.", "Fleur Heripon", "Netherlands", "aged rum")
    body = "Dear Fleur,\n\nWe can offer our aged {} to Van Enschot Dranken." + MARIA
    assert errors(body.format("rum"), record, CHAMA) == []
    assert any(t == "category_wrong" for t, _ in errors(body.format("whisky"), record, CHAMA))


def test_a_fair_other_than_the_notes() -> None:
    # I027 "meet you at SIAL in Paris" (an acronym, not the town of Sial); I006 "für das
    # angenehme Gespräch ... auf der Anuga in Köln" for a buyer met at Biofach
    notes = "Met at Gulfood, Dubai (February 2026). Wants IQF tails of 5-8 oz."
    record = buyer("Al Shamsi Seafood LLC", "Abdullah Al Shamsi", "United Arab Emirates",
                   "frozen spiny lobster tails", notes=notes)  # fmt: skip
    body = "Dear Abdullah,\n\nIt was good to meet you at {} in February. Al Shamsi Seafood may "
    body += "like our tails." + SHIMNA
    assert errors(body.format("Gulfood in Dubai"), record, LAAMU) == []
    assert any(t == "note_wrong" for t, _ in errors(body.format("SIAL in Paris"), record, LAAMU))
    notes = "Met at Biofach, Nuremberg (February 2026). Asked for a 1 kg sample."
    mill = buyer("Schomber Gewürzmühle GmbH", "Erdogan Schomber", "Germany", "dried oregano",
                 notes=notes)  # fmt: skip
    letter = (
        "Sehr geehrter Herr Schomber,\n\nvielen Dank für das angenehme Gespräch an unserem Stand "
        "auf der {} in Nürnberg. Das Muster geht heute an die Schomber Gewürzmühle." + ERMIRA
    )
    assert errors(letter.format("Biofach"), mill, TOMORRI) == []
    assert any(t == "note_wrong" for t, _ in errors(letter.format("Anuga"), mill, TOMORRI))


def test_what_the_buyer_asked_for_named_otherwise() -> None:
    # I041 "the pesticide residue results you asked about" for a note on oil content
    notes = "Asked for the 2025 crop's essential oil content."
    record = buyer("Liehovar Adamec s.r.o.", "Magdaléna Adamecová", "Slovakia",
                   "dried juniper berries", notes=notes)  # fmt: skip
    body = "Dear Ms Adamecová,\n\nThe {} you asked about is on the lab sheet for Liehovar Adamec."
    body += ERMIRA
    assert errors(body.format("essential oil content"), record, TOMORRI) == []
    assert errors(body.format("spot price"), record, TOMORRI) == []
    wrong = errors(body.format("pesticide residue results"), record, TOMORRI)
    assert any(t == "note_wrong" for t, _ in wrong)


def test_a_word_looped_with_a_bracket_and_the_company_twice_in_a_subject() -> None:
    # M006 "Nuremberg (February (February (February ..."; M022 subject "For Carter Spice
    # Company, LLC: dried oregano for Carter Spice Company, LLC"
    record = buyer("Carter Spice Company, LLC", "Amy Carter", "United States", "dried oregano")
    body = "Dear Amy,\n\nOur oregano left Durrës (February{}) and Carter Spice Company may like "
    body += "it." + ERMIRA
    assert errors(body.format(""), record, TOMORRI) == []
    assert any(t == "artifact" for t, _ in errors(body.format(" (February" * 3), record, TOMORRI))
    once = "Dried oregano for Carter Spice Company, LLC"
    assert errors(body.format(""), record, TOMORRI, once) == []
    twice = "For Carter Spice Company, LLC: dried oregano for Carter Spice Company, LLC"
    assert any(t == "artifact" for t, _ in errors(body.format(""), record, TOMORRI, twice))


def test_titles_in_swedish_hebrew_and_dutch_prose() -> None:
    # I012 "Som försäljningschef på Johansson Legeringar AB köper du" for an Inköpschef; I037
    # "As מנהל שיווק at ..." for an אחראי רכש; I043 "Als aankoper van Stokerij Theys" for the
    # Zaakvoerder
    cases = [
        (buyer("Johansson Legeringar AB", "Gunnel Johansson", "Sweden", "chromite ore",
               title="Inköpschef"),
         "Hej Gunnel,\n\nSom {} på Johansson Legeringar AB köper du kanske kromitmalm.",
         "inköpschef", "försäljningschef"),
        (buyer('דורון דגים בע"מ', "נועם דורון", "Israel", "frozen grouper fillets",
               title="אחראי רכש"),
         'Dear Noam,\n\nAs {} at דורון דגים בע"מ, you know how popular grouper is.',
         "אחראי רכש", "מנהל שיווק"),
        (buyer("Stokerij Theys bv", "Antonius Theys", "Belgium", "dried juniper berries",
               title="Zaakvoerder"),
         "Beste heer Theys,\n\nAls {} van Stokerij Theys kiest u uw botanicals zelf.",
         "zaakvoerder", "aankoper"),
    ]  # fmt: skip
    for record, body, right, wrong in cases:
        assert errors(body.format(right) + ERMIRA, record, TOMORRI) == [], right
        slip = errors(body.format(wrong) + ERMIRA, record, TOMORRI)
        assert any(t == "title_wrong" for t, _ in slip), wrong
