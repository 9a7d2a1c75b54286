"""Good sentences the checker failed in dev_fresh7 (tuning data after its one held-out run),
each beside a twin the checker must still fail."""

from __future__ import annotations

from sales_dlm.facts import CheckContext, Draft, Severity, check
from sales_dlm.inputs.records import Buyer, Sender

MEKONG = Sender(
    company="Mekong Lotus Trading Co., Ltd.", name="Nguyễn Thị Thu Hà", country="Vietnam"
)
QUINDIO = Sender(
    company="Frutos del Quindío S.A.S.", name="Santiago Restrepo Gómez", country="Colombia"
)
MONTADO = Sender(
    company="Montado Verde Exportações, Lda.", name="Inês Carvalho Marques", country="Portugal"
)
TURKEY = Sender(company="Ege Kervan Dış Ticaret A.Ş.", name="Elif Yıldırım", country="Turkey")


def _buyer(company: str, contact: str, country: str, category: str, notes: str = "") -> Buyer:
    return Buyer(
        buyer_id="P1",
        company=company,
        contact_name=contact,
        country=country,
        product_category=category,
        notes=notes,
    )


BRADY = _buyer("Brady Home Goods Inc.", "Michael Brady", "United States", "rattan baskets")
WRIGHT = _buyer("Wright Fresh Produce Ltd", "Josephine Wright", "United Kingdom", "Hass avocados")
MORI = _buyer("Mori Seika K.K.", "Takeshi Mori", "Japan", "Hass avocados")
KALEJA = _buyer("SIA Kalēja Garšvielas", "Karlīna Kalēja", "Latvia", "sea salt")
PETRAUSKAS = _buyer(
    'UAB "Petrauskas Seafood"', "Tomas Petrauskas", "Lithuania", "pangasius fillets"
)
MIZRAHI = _buyer("Mizrahi Stone Ltd", "Avi Mizrahi", "Israel", "travertine tiles")
KOS = _buyer("Vinarstvo Kos d.o.o.", "Maja Kos", "Slovenia", "cork stoppers")
ANDRIEVYCH = _buyer("ТОВ «Андрієвич Фуд»", "Одарка Андрієвич", "Ukraine", "tomato paste")


def _errors(body: str, buyer: Buyer, sender: Sender, subject: str = "Hello") -> list[tuple]:
    ctx = CheckContext.build([buyer], sender)
    found = check(Draft(subject=subject, body=body), buyer, ctx)
    return [(f.type.value, f.found) for f in found if f.severity is Severity.error]


def test_a_sender_writes_their_name_without_its_diacritics() -> None:
    # N045: "Thu Ha" for Nguyễn Thị Thu Hà, as Vietnamese senders sign abroad
    body = (
        "Hi Michael,\n\nOur samples reached Brady Home Goods on Monday.\n\nBest,\nThu Ha\n"
        "Mekong Lotus Trading Co., Ltd."
    )
    assert _errors(body, BRADY, MEKONG) == []
    # I035's slip: one vowel of the given name changed is another name
    other = body.replace("Thu Ha\n", "Nguyễn Thị Thu Hòa\n")
    assert ("sender_wrong", "Hòa") in _errors(other, BRADY, MEKONG)
    said = "I'm Thu Ha, sales manager at Mekong Lotus Trading, and Brady Home Goods may like our"
    intro = f"Hi Michael,\n\n{said} rattan baskets.\n\nBest,\nNguyễn Thị Thu Hà"
    assert _errors(intro, BRADY, MEKONG) == []
    assert ("sender_wrong", "Thu Hoa") in _errors(
        intro.replace("Thu Ha,", "Thu Hoa,"), BRADY, MEKONG
    )


def test_the_sender_company_without_its_trade_word_and_a_region_of_its_name() -> None:
    # N029, N002: "Montado Verde" for Montado Verde Exportações, Lda.; "Armenia, Quindío"
    montado = (
        "Dear Ms Kos,\n\nMontado Verde is a Portuguese exporter of cork stoppers, and Vinarstvo "
        "Kos may like ours.\n\nKind regards,\nInês Carvalho Marques\nMontado Verde "
        "Exportações, Lda."
    )
    assert _errors(montado, KOS, MONTADO) == []
    # the first word alone is a short name; a letter dropped is a misspelling
    assert _errors(montado.replace("Montado Verde is", "Montado is"), KOS, MONTADO) == []
    cut = montado.replace("Montado Verde is", "Montdo Verde is")
    assert ("sender_wrong", "Montdo") in _errors(cut, KOS, MONTADO)
    quindio = (
        "Dear Josephine,\n\nWright Fresh Produce may like our Hass avocados.\n\nKind regards,\n"
        "Santiago Restrepo Gómez\nFrutos del Quindío S.A.S.\nArmenia, Quindío – Colombia"
    )
    assert _errors(quindio, WRIGHT, QUINDIO) == []


def test_a_certification_with_dots_and_a_dimension_letter() -> None:
    # N018, N024: "GlobalG.A.P." is a standard; "H 45 cm" a height
    body = (
        "Dear Josephine,\n\nWright Fresh Produce gets Hass avocados in 4 kg cartons, "
        "GlobalG.A.P. certified, in crates (W 40 cm, H 25 cm).\n\nKind regards,\n"
        "Santiago Restrepo Gómez\nFrutos del Quindío S.A.S."
    )
    assert _errors(body, WRIGHT, QUINDIO) == []
    stray = body.replace("H 25 cm", "H lids")
    assert ("artifact", "H") in _errors(stray, WRIGHT, QUINDIO)


def test_the_first_name_then_the_name_line() -> None:
    # N049: "Best regards,\nElif\nElif Yıldırım" signs twice on purpose
    body = (
        "Dear Mr Mizrahi,\n\nOur travertine tiles for Mizrahi Stone left Izmir yesterday.\n\n"
        "Best regards,\nElif\nElif Yıldırım\nEge Kervan Dış Ticaret A.Ş."
    )
    assert _errors(body, MIZRAHI, TURKEY) == []
    doubled = body.replace("Elif\nElif Yıldırım", "Elif Elif Yıldırım")
    assert ("artifact", "Elif Elif") in _errors(doubled, MIZRAHI, TURKEY)


def test_baltic_greetings_decline_the_name() -> None:
    # N031 "Laba diena, Tomai" (Lithuanian vocative); N025 "Labdien, Kalējas kundze!" (Latvian
    # genitive before kundze)
    tomas = (
        "Laba diena, Tomai,\n\nPetrauskas Seafood may like our pangasius fillets.\n\n"
        "Best regards,\nNguyễn Thị Thu Hà"
    )
    assert _errors(tomas, PETRAUSKAS, MEKONG) == []
    assert ("contact_wrong", "Tomui") in _errors(
        tomas.replace("Tomai", "Tomui"), PETRAUSKAS, MEKONG
    )
    kaleja = (
        "Labdien, Kalējas kundze!\n\nKalēja Garšvielas may like our sea salt.\n\nAr cieņu,\n"
        "Inês Carvalho Marques"
    )
    assert _errors(kaleja, KALEJA, MONTADO) == []
    assert ("contact_wrong", "Kalnas") in _errors(
        kaleja.replace("Kalējas", "Kalnas"), KALEJA, MONTADO
    )


def test_a_list_line_cut_mid_phrase_and_a_price_list_without_marks() -> None:
    # I018: a bullet that stops on "your"; N007: a price list whose lines end on figures
    offer = (
        "Dear Josephine,\n\nFrom our packhouse we offer Wright Fresh Produce:\n"
        "- Hass sizes 14 to 22 in 4 kg cartons;\n- dry matter checked before harvest, so fruit "
        "ripens evenly in your rooms;\n- reefer containers to London Gateway.\n\nKind regards,\n"
        "Santiago Restrepo Gómez"
    )
    assert _errors(offer, WRIGHT, QUINDIO) == []
    cut = offer.replace("evenly in your rooms;", "evenly in your")
    assert ("artifact", "- dry matter checked before harvest, so fruit ripens evenly in your") in (
        _errors(cut, WRIGHT, QUINDIO)
    )
    prices = (
        "Dear Ms Kos,\n\nFor Vinarstvo Kos I would propose:\n\n"
        "Natural cork stoppers 44 x 24 mm – EUR 180 per 1,000\n"
        "Technical 1+1 cork stoppers 38 x 24 mm – EUR 71 per 1,000\n"
        "Printing of the winery's name on the body – included from 20,000 pieces\n\n"
        "Prices are FCA Aveiro.\n\nKind regards,\nInês Carvalho Marques"
    )
    assert _errors(prices, KOS, MONTADO) == []
    # one line alone is a paragraph, and a paragraph does not stop on a lower-case word
    alone = prices.replace(
        "Natural cork stoppers 44 x 24 mm – EUR 180 per 1,000\n"
        "Technical 1+1 cork stoppers 38 x 24 mm – EUR 71 per 1,000\n",
        "",
    ).replace("included from 20,000 pieces", "included from the first")
    assert any(t == "artifact" for t, _ in _errors(alone, KOS, MONTADO))


def test_a_preposition_a_question_leaves_at_the_end() -> None:
    # N010: "Let me know which items you would like samples of."
    body = (
        "Hi Michael,\n\nThe catalogue of rattan baskets for Brady Home Goods is attached. Let me "
        "know which items you would like samples of.\n\nBest,\nNguyễn Thị Thu Hà"
    )
    assert _errors(body, BRADY, MEKONG) == []
    cut = body.replace("which items you would like samples of.", "you would like samples of.")
    assert ("artifact", "of.") in _errors(cut, BRADY, MEKONG)


def test_countries_of_the_trade_and_of_a_supplier() -> None:
    # N020: where the buyer imports from, a country's season; N053: the supplier's country
    mori = (
        "Dear Mori-san,\n\nYou currently import Hass avocados from Mexico and Peru. Colombia's "
        "harvest runs from October to March, after Peru's season has ended, so it can fill "
        "that gap for Mori Seika.\n\nYoroshiku onegai shimasu,\nSantiago Restrepo Gómez"
    )
    assert _errors(mori, MORI, QUINDIO) == []
    wrong = mori.replace("after Peru's season has ended", "when your stores in Peru run short")
    assert ("country_wrong", "Peru") in _errors(wrong, MORI, QUINDIO)
    kos = (
        "Dear Ms Kos,\n\nWe could support Vinarstvo Kos as you look beyond your current "
        "supplier in Spain for cork stoppers.\n\nKind regards,\nInês Carvalho Marques"
    )
    assert _errors(kos, KOS, MONTADO) == []
    assert ("country_wrong", "Spain") in _errors(
        kos.replace("your current supplier in Spain", "your wineries in Spain"), KOS, MONTADO
    )


def test_a_product_named_by_its_colour_or_its_raw_material() -> None:
    # N049 "tumbled walnut travertine"; N015 "paste from tomatoes grown in the Ribatejo"
    stone = (
        "Dear Mr Mizrahi,\n\nOur samples of honed light travertine and tumbled walnut travertine "
        "for Mizrahi Stone left Izmir yesterday.\n\nBest regards,\nElif Yıldırım"
    )
    assert _errors(stone, MIZRAHI, TURKEY) == []
    nuts = stone.replace("tumbled walnut travertine", "our walnuts")
    assert ("category_wrong", "walnuts") in _errors(nuts, MIZRAHI, TURKEY)
    paste = (
        "Шановна пані Одарко,\n\nI would like to offer Андрієвич Фуд our tomato paste, "
        "made from tomatoes grown in the Ribatejo.\n\nЗ повагою,\nInês Carvalho Marques"
    )
    assert _errors(paste, ANDRIEVYCH, MONTADO) == []
    fresh = paste.replace("made from tomatoes grown in the Ribatejo", "and fresh tomatoes")
    assert ("category_wrong", "tomatoes") in _errors(fresh, ANDRIEVYCH, MONTADO)


def test_a_first_email_that_only_says_your_winery() -> None:
    # I003: every mention of Vinarstvo Kos replaced by "your winery"
    body = (
        "Dear Ms Kos,\n\nWe are a Portuguese cork exporter from Aveiro. For your winery I would "
        "suggest natural cork stoppers.\n\nKind regards,\nInês Carvalho Marques"
    )
    assert ("company_missing", "") in _errors(body, KOS, MONTADO)
    named = body.replace("For your winery", "For Vinarstvo Kos")
    assert _errors(named, KOS, MONTADO) == []


def test_a_demonym_of_the_goods_a_people_or_a_holiday() -> None:
    # false flags of older sets: dev_fresh6 N037 ("your current Vietnamese pepper"), N053,
    # dev_fresh4 N082 ("Chinese New Year"), dev_fresh N038
    pepper = _buyer("Papadakis Foods S.A.", "Eleni Papadakis", "Greece", "white pepper")
    body = (
        "Dear Ms Papadakis,\n\nWould Papadakis Foods like a side-by-side sample with your "
        "current Indian pepper? Our white pepper ships at Chinese New Year, and it suits "
        "Nigerian cuisine too.\n\nBest regards,\nNguyễn Thị Thu Hà"
    )
    assert _errors(body, pepper, MEKONG) == []
    said = body.replace("your current Indian pepper", "your Indian warehouses")
    assert ("country_wrong", "Indian") in _errors(said, pepper, MEKONG)
    # a compound after the demonym: the makers are the demonym's, not the goods
    makers = body.replace("your current Indian pepper", "your Indian pepper-mill makers")
    assert ("country_wrong", "Indian") in _errors(makers, pepper, MEKONG)


def test_a_neighbour_of_a_narrow_record_in_its_own_category() -> None:
    # I006: "diced dried figs" offered to a buyer of dried apricots (both nuts and dried fruit)
    apricots = _buyer("Kuru Meyve Ltd", "Ayşe Kaya", "Germany", "dried apricots")
    body = (
        "Dear Ms Kaya,\n\nKuru Meyve may like our diced dried apricots from Malatya.\n\n"
        "Best regards,\nElif Yıldırım"
    )
    assert _errors(body, apricots, TURKEY) == []
    figs = body.replace("diced dried apricots", "diced dried figs")
    assert ("category_wrong", "dried figs") in _errors(figs, apricots, TURKEY)
    # a buyer of the whole category takes each of its products
    seafood = _buyer("Mar Azul S.L.", "Rosa Vidal", "Spain", "frozen seafood")
    squid = "Dear Ms Vidal,\n\nMar Azul may like our frozen squid.\n\nBest regards,\nElif Yıldırım"
    assert _errors(squid, seafood, TURKEY) == []
