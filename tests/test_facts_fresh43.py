"""What dev_fresh43 and dev_fresh44 showed (read after their one held-out run): good letters
the checker flagged, each beside a wrong one it must still flag."""

from __future__ import annotations

from facts_letters import buyer, errors

from sales_dlm.inputs.records import Sender

SKONIS = Sender(company="UAB „Šiaulių Skonis“", name="Dovilė Norkutė", title="Head of Export",
                country="Lithuania")  # fmt: skip
SIGNED = "\n\nKind regards,\nDovilė Norkutė\nUAB „Šiaulių Skonis“"


def _types(rows: list) -> list:
    return [t for t, _ in rows]


def test_a_grade_after_rated_is_no_stray_letter() -> None:
    # dev_fresh43 N016 "is currently rated B on FisheryProgress.org"
    record = buyer("Peters Seafood Company, Inc.", "William Peters", "United States",
                   "frozen mahi-mahi portions")  # fmt: skip
    good = "Dear William,\n\nOur fishery is currently rated B on FisheryProgress.org." + SIGNED
    assert errors(good, record, SKONIS) == []
    bad = "Dear William,\n\nOur fishery is B currently on FisheryProgress.org." + SIGNED
    assert "artifact" in _types(errors(bad, record, SKONIS))


def test_words_two_categories_share_are_no_slip() -> None:
    # dev_fresh43 N025 "bone nut and saddle" of a ukulele; N057 "We make pendants, wall
    # sconces and table lamps"; dev_fresh44 N012 "the importer's sticker"
    ukes = buyer("池田楽器株式会社", "池田 浩", "Japan", "ukuleles")
    good = "池田様\n\nOur SK-C30 ukulele has a bone nut and saddle and Aquila strings." + SIGNED
    assert errors(good, ukes, SKONIS) == []
    lamps = buyer("Al Ketbi Decor", "Majid Al Ketbi", "United Arab Emirates", "capiz shell lamps")
    good = "Dear Majid,\n\nWe make pendants, wall sconces and table lamps in capiz shell." + SIGNED
    assert errors(good, lamps, SKONIS) == []
    bad = "Dear Majid,\n\nWe make bicycle saddles and handlebars for Al Ketbi Decor." + SIGNED
    assert "category_wrong" in _types(errors(bad, lamps, SKONIS))


def test_a_snack_fried_in_an_oil_is_no_oil_offered() -> None:
    # dev_fresh43 N032 "bananas ... fried in coconut oil and lightly sweetened"
    chips = buyer("Witka Bakalie Sp. z o.o.", "Anna Maria Witka", "Poland", "banana chips")
    good = ("Dear Ms Witka,\n\nOur banana chips are fried in coconut oil and lightly sweetened"
            " for Witka Bakalie." + SIGNED)  # fmt: skip
    assert errors(good, chips, SKONIS) == []
    bad = "Dear Ms Witka,\n\nWe also offer coconut oil in 5 l tins for Witka Bakalie." + SIGNED
    assert "category_wrong" in _types(errors(bad, chips, SKONIS))


def test_words_of_the_trade_and_of_other_languages() -> None:
    # dev_fresh43 N043 "For a cheesemonger like Kelly & Vine"; N034 "le red red" (a Ghanaian
    # stew); N044 French "ce que vous en pensez"; dev_fresh44 N058 "40 % vol. in der Flasche"
    cheese = buyer("Kelly & Vine Cheesemongers Ltd", "Shaun Kelly", "United Kingdom",
                   "aged hard cheese")  # fmt: skip
    good = ("Dear Shaun,\n\nFor a cheesemonger like Kelly & Vine, our aged hard cheese keeps"
            " well." + SIGNED)  # fmt: skip
    assert errors(good, cheese, SKONIS) == []
    bad = ("Dear Shaun,\n\nFor a cheeseand like Kelly & Vine, our aged hard cheese keeps"
           " well." + SIGNED)  # fmt: skip
    assert "artifact" in _types(errors(bad, cheese, SKONIS))
    spirits = buyer("Binner Spirituosen e.K.", "Dragan Binner", "Germany", "singani")
    good = ("Sehr geehrter Herr Binner,\n\nfür Binner Spirituosen e.K. liefern wir unseren"
            " Singani mit 40 % vol. in der 0,7-l-Flasche." + SIGNED)  # fmt: skip
    assert errors(good, spirits, SKONIS) == []


def test_a_unit_before_a_korean_particle() -> None:
    # dev_fresh44 N030 "흑피와 백피를 각 3kg씩 샘플로 보내 드리겠습니다"
    record = buyer("주식회사 전주천년한지", "이상현", "South Korea", "paper mulberry bark")
    body = "이상현 대표님께,\n\n주식회사 전주천년한지에 흑피와 백피를 각 {}씩 샘플로 보내 드리겠습니다."  # noqa: E501
    assert errors(body.format("3kg") + SIGNED, record, SKONIS) == []
    assert "artifact" in _types(errors(body.format("tokg") + SIGNED, record, SKONIS))


def test_a_follow_up_need_not_name_the_company() -> None:
    # dev_fresh44 N044 "先日お送りした日本語資料は…御社に届く予定です"; N022 "the full range you
    # asked for" answers a note that asked for 12 to 32 mm
    record = buyer("株式会社後藤洋酒", "後藤 くみ子", "Japan", "white wine")
    body = "後藤様\n\n{}お送りした日本語資料はご覧いただけましたでしょうか。"
    body += "サンプルは来週御社に届く予定です。"
    assert _types(errors(body.format("先日") + SIGNED, record, SKONIS)) == []
    assert "company_missing" in _types(errors(body.format("") + SIGNED, record, SKONIS))
    rebar = buyer("Gebremariam Construction Materials PLC", "Tigist Gebremariam", "Ethiopia",
                  "steel rebar", notes="Asked for B500B rebar, 12 to 32 mm.")  # fmt: skip
    good = ("Dear Ms Tigist,\n\nWe can supply the full range you asked for, 12 to 32 mm, to"
            " Gebremariam Construction Materials." + SIGNED)  # fmt: skip
    assert errors(good, rebar, SKONIS) == []
    bad = good.replace("full range", "stainless wire")
    assert "note_wrong" in _types(errors(bad, rebar, SKONIS))


def test_the_before_a_country_that_takes_none() -> None:
    # dev_fresh44 M020, M030 (the embedded models): "We supply Slavonian kulen from the Croatia
    # with short lead times"; "the Croatia office" and "the Netherlands" are English
    drava = Sender(company="Drava Delicije d.o.o.", name="Ivona Tadić", title="Export Manager",
                   country="Croatia")  # fmt: skip
    record = buyer("Feinkost Zürich AG", "Anna Meier", "Switzerland", "Slavonian kulen")
    body = "Dear Anna,\n\nFor Feinkost Zürich we supply Slavonian kulen {} with short lead times."
    body += "\n\nKind regards,\nIvona Tadić\nDrava Delicije d.o.o."
    assert errors(body.format("from Croatia"), record, drava) == []
    assert errors(body.format("from our Croatia office"), record, drava) == []
    assert errors(body.format("through the Netherlands"), record, drava) == []
    wrong = errors(body.format("from the Croatia"), record, drava)
    assert ("artifact", "the Croatia") in wrong


def test_a_quotation_mark_never_closed() -> None:
    # dev_fresh43 M016, M026 (the embedded models): "I am writing to introduce UAB „Šiaulių
    # Skonis to Dijkman Natuurvoeding B.V."; closed, the name is right
    record = buyer("Dijkman Natuurvoeding B.V.", "Eva Dijkman", "Netherlands", "hemp seed oil")
    body = "Dear Eva,\n\nI am writing to introduce {} to Dijkman Natuurvoeding B.V." + SIGNED
    assert errors(body.format("UAB „Šiaulių Skonis“"), record, SKONIS) == []
    wrong = errors(body.format("UAB „Šiaulių Skonis"), record, SKONIS)
    assert "artifact" in _types(wrong)
    russian = buyer("ООО «Чайный дом»", "Анна Мухина", "Russia", "rooibos tea")
    letter = "Уважаемая Анна,\n\nМы хотели бы предложить {} наш ройбуш." + SIGNED
    assert errors(letter.format("ООО «Чайный дом»"), russian, SKONIS) == []
    assert "artifact" in _types(errors(letter.format("ООО «Чайный д"), russian, SKONIS))
    # dev_fresh44 M021: "It was a pleasure to meet you at the London Wine Fair (O stands out
    # among buyers of Graševina white wine in the United Kingdom."; a bracket closed on the next
    # line of its paragraph is fine
    drava = Sender(company="Drava Delicije d.o.o.", name="Ivona Kraljević Tadić",
                   title="Voditeljica prodaje za inozemstvo", country="Croatia")  # fmt: skip
    signed = "\n\nSincerely,\nIvona Kraljević Tadić\nVoditeljica prodaje za inozemstvo, Drava"
    wine = buyer("Mahmood Wine Merchants Ltd", "Mark Mahmood", "United Kingdom",
                 "Graševina white wine", notes="Met at the London Wine Fair.")  # fmt: skip
    met = ("Dear Mark Mahmood,\n\nIt was a pleasure to meet you at the London Wine Fair ({}\n\n"
           "Would a brief call with Mahmood Wine Merchants Ltd this month be possible?"
           + signed + " Delicije d.o.o.")  # fmt: skip
    cut = met.format("O stands out among buyers of Graševina white wine in the United Kingdom.")
    assert "artifact" in _types(errors(cut, wine, drava))
    whole = met.format("Olympia). We supply Graševina white wine\n(and sparkling wine).")
    assert errors(whole, wine, drava) == []


def test_a_word_after_the_signatures_title_that_is_no_place() -> None:
    # dev_fresh39 M030 "Vientimyyntipäällikkö, Cap", dev_fresh38 M018 "Kierowniczka Działu
    # Eksportu, Bin": the company cut to an English word that is only part of a place's name;
    # a city after the title is where the sender works
    lapland = Sender(company="Napapiirin Luonnonantimet Oy", name="Marjut Ylitalo",
                     title="Vientimyyntipäällikkö", country="Finland")  # fmt: skip
    record = buyer("Kessler Naturkost GmbH", "Anna Kessler", "Germany", "dried cloudberries")
    letter = ("Dear Ms Kessler,\n\nOur dried cloudberries suit Kessler Naturkost.\n\nSincerely,"
              "\nMarjut Ylitalo\nVientimyyntipäällikkö, {}")  # fmt: skip
    assert errors(letter.format("Napapiirin Luonnonantimet Oy"), record, lapland) == []
    assert errors(letter.format("Rovaniemi"), record, lapland) == []
    assert ("sender_wrong", "Cap") in errors(letter.format("Cap"), record, lapland)


def test_a_sentence_that_lost_its_verb() -> None:
    # dev_fresh33 M025, dev_fresh37 M026 (the embedded models): "It that Visgroothandel
    # Miltenburg B.V. sources fresh dill"; with its verb the sentence is right
    record = buyer("Visgroothandel Miltenburg B.V.", "Jan Miltenburg", "Netherlands", "fresh dill")
    letter = ("Dear Jan,\n\n{} that Visgroothandel Miltenburg B.V. sources fresh dill, and we grow"
              " it." + SIGNED)  # fmt: skip
    assert errors(letter.format("I noticed"), record, SKONIS) == []
    assert ("artifact", "It that") in errors(letter.format("It"), record, SKONIS)


def test_the_senders_title_introduced_for_the_company() -> None:
    # dev_fresh44 M010 (the embedded models): "I am writing to introduce Voditeljica prodaje za
    # inozemstvo." without "to <buyer>" after it
    drava = Sender(company="Drava Delicije d.o.o.", name="Ivona Tadić",
                   title="Voditeljica prodaje za inozemstvo", country="Croatia")  # fmt: skip
    record = buyer("ТОВ «Бабʼюк-Імпорт»", "Тетяна Бабʼюк", "Ukraine", "white wine")
    letter = ("Dear Тетяна Бабʼюк,\n\nI am writing to introduce {}, a winery. We can prepare"
              " samples of white wine for ТОВ «Бабʼюк-Імпорт».\n\nKind regards,\nIvona Tadić"
              "\nDrava Delicije d.o.o.")  # fmt: skip
    assert errors(letter.format("Drava Delicije d.o.o."), record, drava) == []
    wrong = errors(letter.format("Voditeljica prodaje za inozemstvo"), record, drava)
    assert ("sender_wrong", "Voditeljica prodaje za inozemstvo") in wrong


def test_a_japanese_rank_before_the_contacts_whole_name() -> None:
    # dev_fresh43 I004: "仕入部長 高橋知実様" on the address lines for a 仕入課長 (department head
    # for section manager), the whole name written on without its space
    record = buyer("株式会社高橋チーズ商会", "高橋 知実", "Japan", "aged hard cheese",
                   title="仕入課長")  # fmt: skip
    letter = ("株式会社高橋チーズ商会\n{} 高橋知実様\n\n突然のご連絡失礼いたします。"
              "長期熟成ハードチーズのご紹介です。" + SIGNED)  # fmt: skip
    assert errors(letter.format("仕入課長"), record, SKONIS) == []
    assert ("title_wrong", "仕入部長") in errors(letter.format("仕入部長"), record, SKONIS)


def test_the_packing_on_its_way_is_no_product_offered() -> None:
    # dev_fresh43 N045 "we print the importer details, so the cartons arrive ready for sale"
    record = buyer("Shanghai Cao Foods Co., Ltd.", "Cao Feng", "China", "chocolate pralines")
    letter = ("Dear Mr Cao,\n\nWe print the importer details of Shanghai Cao Foods on our"
              " chocolate pralines, so the cartons {} ready for sale." + SIGNED)  # fmt: skip
    assert errors(letter.format("arrive"), record, SKONIS) == []
    bad = letter.replace("so the cartons {} ready for sale", "and we also sell {}")
    assert ("category_wrong", "cartons") in errors(bad.format("cartons"), record, SKONIS)


def test_a_country_cut_inside_its_first_word() -> None:
    # dev_fresh33 M030 (the embedded models): "We supply frozen saithe fillets from Far with
    # short lead times" for the Faroe Islands; a city that starts the same is a place
    faroe = Sender(company="Sp/f Norðoya Fiskavørur", name="Jógvan Olsen", title="Sales Manager",
                   country="Faroe Islands")  # fmt: skip
    record = buyer("Visgroothandel Miltenburg B.V.", "Jan Miltenburg", "Netherlands",
                   "frozen saithe fillets")  # fmt: skip
    letter = ("Dear Jan,\n\nFor Visgroothandel Miltenburg we supply frozen saithe fillets from {}"
              " with short lead times.\n\nKind regards,\nJógvan Olsen\n"
              "Sp/f Norðoya Fiskavørur")  # fmt: skip
    assert errors(letter.format("the Faroe Islands"), record, faroe) == []
    assert ("artifact", "Far") in errors(letter.format("Far"), record, faroe)


def test_the_senders_town_and_title_in_its_own_signature() -> None:
    # dev_fresh46 N033-N040 (read after its held-out run): "Cartago, Costa Rica" (Cartago is a
    # city of Colombia too) and the title "Jefa de Exportaciones" beside the company Cerro
    # Irazú Exportaciones S.R.L.
    irazu = Sender(company="Cerro Irazú Exportaciones S.R.L.", name="María Fernanda Quesada",
                   title="Jefa de Exportaciones", country="Costa Rica")  # fmt: skip
    record = buyer("Harris Fresh Produce, Inc.", "Savannah Harris", "United States",
                   "fresh carrots")  # fmt: skip
    letter = ("Dear Ms Harris,\n\nOur fresh carrots for Harris Fresh Produce are packed in 20 lb"
              " bags.\n\nKind regards,\nMaría Fernanda Quesada\nJefa de Exportaciones\n"
              "Cerro Irazú Exportaciones S.R.L.\nCartago, {}")  # fmt: skip
    assert errors(letter.format("Costa Rica"), record, irazu) == []
    # the sender's own country is trusted for its towns; another country is not
    assert "country_wrong" in [t for t, _ in errors(letter.format("Panama"), record, irazu)]


def test_a_double_the_notes_write_and_a_portuguese_note_of_a_meeting() -> None:
    # dev_fresh45 N027 "the Tong Tong Fair in The Hague" as the notes write it; N005 a note
    # "Conhecemos na Agrishow" holds the meeting "foi um prazer conhecê-lo"
    notes = "Sells at the Tong Tong Fair in The Hague."
    textiles = buyer("De Gruson Textiel & Kunst B.V.", "Thijmen de Gruson", "Netherlands",
                     "ulos textiles", notes=notes)  # fmt: skip
    letter = ("Dear Thijmen,\n\nOur ulos textiles would suit De Gruson Textiel & Kunst at the {}"
              " Fair in The Hague." + SIGNED)  # fmt: skip
    assert errors(letter.format("Tong Tong"), textiles, SKONIS) == []
    thrice = errors(letter.format("Tong Tong Tong"), textiles, SKONIS)
    assert ("artifact", "Tong Tong Tong") in thrice
    chains = buyer("Andrade Implementos Agrícolas Ltda.", "Léo Andrade", "Brazil", "roller chains",
                   notes="Conhecemos na Agrishow em Ribeirão Preto.")  # fmt: skip
    met = ("Prezado Léo,\n\nfoi um prazer conhecê-lo na Agrishow. As nossas correntes de rolos"
           " servem a Andrade Implementos Agrícolas." + SIGNED)  # fmt: skip
    assert [t for t, _ in errors(met, chains, SKONIS) if t == "note_wrong"] == []
