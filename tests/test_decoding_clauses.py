"""The models' fixed clauses (sales_dlm/decoding/clauses.py): after "As <title> at <company>,"
the draft goes on with " you", after "As <title>" with "," or " at", after "at <the notes'
fair>" with ".". The bad clauses are ones the shipped diffusion model wrote with grounding on
(faker selection buyers and dev_fresh55/56's model drafts, 160 steps, #22)."""

from __future__ import annotations

import torch
from tiny_models import tiny_tokenizer

from sales_dlm.decoding.clauses import FixedClause, clause_rules
from sales_dlm.decoding.grounding import CanvasGrounding, grounded_strings, make_matchers
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer
from sales_dlm.training.corpus import training_examples

QIU = Buyer(
    buyer_id="b1", company="邱實業有限公司", contact_name="邱淑芬", contact_title="採購經理",
    country="Taiwan", product_category="ginger powder",
)  # fmt: skip


def _tokens(text: str) -> list[int]:
    return list(tiny_tokenizer()(text, add_special_tokens=False)["input_ids"])


def _banned(text: str, rules) -> list[str]:
    """The pieces of `text` the clauses would not have allowed where they were written."""
    clause, banned = FixedClause(tiny_tokenizer(), rules), []
    for token in _tokens(text):
        allowed = clause.allowed()
        if allowed is not None and token not in allowed:
            banned.append(tiny_tokenizer().decode([token]))
        clause.feed(token)
    return banned


def _forbidden(texts, rules) -> dict[str, list[str]]:
    """Each of `texts` the clauses would not let through whole, with the pieces they banned."""
    return {text: banned for text in texts if (banned := _banned(text, rules))}


def test_the_heads_are_the_records_title_with_and_without_the_company_and_the_fairs():
    rules = clause_rules("Head of  Operations", ["Hqbm Trading Corp.", "Hqbm Trading"], ["Anuga"])
    assert rules == (
        ("As Head of Operations", (",", " at")),
        ("As Head of Operations,", (" you",)),
        ("As Head of Operations at Hqbm Trading Corp.,", (" you",)),
        ("As Head of Operations at Hqbm Trading,", (" you",)),
        ("As Head of Operations at", (" Hqbm Trading Corp.", " Hqbm Trading")),
        ("Since you are", (" Head of Operations",)),
        ("interest you as", (" Head of Operations",)),
        ("your role as", (" Head of Operations",)),
        (". As", (" Head of Operations", " you asked")),
        ("you are Head of Operations at", (" Hqbm Trading Corp.", " Hqbm Trading")),
        ("interest you as Head of Operations of", (" Hqbm Trading Corp.", " Hqbm Trading")),
        ("As Head of Operations at Hqbm Trading Corp.", (",",)),
        ("at Anuga", (".",)),
    )
    # no title: the title line ends before its slot ("interest you as Red Eng of ..." was
    # diffusion's for such a record)
    assert clause_rules("", ["Hqbm Trading Corp."]) == (("might interest you", (".",)),)
    heads = [head for head, _ in grounded_strings(QIU, DEFAULT_SENDER).clauses]
    assert "As 採購經理 at 邱實業有限公司," in heads


def test_after_a_head_only_the_addressee_comes():
    heads = clause_rules("Head of Operations", ["Hqbm Trading Corp."])
    # the closing question run on after a company that ends in a full stop
    assert _banned("As Head of Operations at Hqbm Trading Corp. this month be possible?", heads)
    # "As Head of Operations at Hqbm Trading Corp., I would be glad": the sender takes the job
    assert _banned("As Head of Operations at Hqbm Trading Corp., I would be glad", heads)
    assert _banned("As Head of Operations, we ship weekly.", heads)
    # the contact's name where the title belongs (diffusion at 160 steps)
    assert _banned("We ship weekly. As Џкч Чсфвкјвр, you will want partners.", heads)
    wholes = (
        "As Head of Operations at Hqbm Trading Corp., you know how much reliable supply matters.",
        "As Head of Operations, you will want partners who deliver on time.",
        "As the Head of Operations, I would be glad to help.",  # no head: the record's words only
        "Head of Operations, we ship weekly.",
    )
    assert _forbidden(wholes, heads) == {}


def test_a_head_in_another_script_is_read_across_split_characters():
    # byte-level tokens split 採購經理 inside its characters; the head is matched on bytes
    heads = grounded_strings(QIU, DEFAULT_SENDER).clauses
    assert _banned("As 採購經理 at 邱實業有限公司, I would be glad to discuss it.", heads)
    assert _banned("As 採購經理 at 邱實業有限公司, you know how much it matters.", heads) == []


def test_the_diffusion_canvas_writes_the_addressee_over_the_models_pronoun():
    tok = tiny_tokenizer()
    written = _tokens("Dear 淑芬,\n\nAs 採購經理 at 邱實業有限公司,")
    block, you, i_ = 4, _tokens(" you"), _tokens(" I")[0]
    x = torch.full((1, len(written) + block), tok.mask_token_id)
    x[0, : len(written)] = torch.tensor(written)
    x0 = torch.full((1, block), i_)
    commit = torch.zeros((1, block), dtype=torch.bool)
    commit[0, 0] = True
    logits = torch.zeros((1, block, len(tok)))
    logits[0, 0, i_], logits[0, 0, you[0]] = 5.0, 1.0
    (matcher,) = make_matchers(tok, [grounded_strings(QIU, DEFAULT_SENDER)])
    x0, commit = CanvasGrounding([matcher], tok.mask_token_id).step(
        x, 0, torch.tensor([0]), torch.tensor([len(written)]), x0, commit, logits
    )
    assert x0[0, 0].item() == you[0] and commit[0, 0]


def test_the_title_goes_on_with_a_comma_or_at_and_the_fair_ends_its_sentence():
    rules = clause_rules("Υπεύθυνος Αγορών", ["Παλλάς Τρόφιμα Α.Ε."], ["SIAL Shanghai"])
    assert _banned("We can prepare samples. As Υπεύθυνος Αγορών.\n\nWould a call", rules)
    assert _banned("As Υπεύθυνος Αγορών Dl at Παλλάς Τρόφιμα Α.Ε., you know it.", rules)
    assert _banned("It was good to meet you at SIAL Shanghai; need dependable suppliers.", rules)
    wholes = (
        "As Υπεύθυνος Αγορών at Παλλάς Τρόφιμα Α.Ε., you know how much reliable supply matters.",
        "As Υπεύθυνος Αγορών, you will want partners who deliver on time.",
        "It was good to meet you at SIAL Shanghai. We can prepare samples.",
    )
    assert _forbidden(wholes, rules) == {}


def test_a_profile_without_a_country_gives_the_goods_no_origin():
    # the five-sender run of #19's report split (seed 1), diffusion@160: a profile with no
    # country ("Bertoni S.n.c.") wrote "We supply textiles from Turkey" to a buyer in Turkey
    rules = clause_rules("", ["Anatolia Tekstil A.Ş."], category="textiles", place="Turkey")
    assert _banned("We supply textiles from Turkey with short lead times.", rules)
    assert _banned("Bertoni S.n.c. makes textiles in Turkey for distributors abroad.", rules)
    wholes = (
        "We supply textiles with short lead times.",
        "Bertoni S.n.c. makes textiles for distributors abroad.",
        "I am reaching out because Anatolia Tekstil A.Ş. buys textiles in Turkey.",
    )
    assert _forbidden(wholes, rules) == {}


def test_the_note_sentences_end_as_the_models_learned_them():
    # #19's report split (seed 1), diffusion@160, passed: "I understand you need UL
    # certification; happy to send detail it.", "I gather you are latex gloves legical gowns."
    rules = grounded_strings(IJTCTCK, DEFAULT_SENDER).clauses
    assert _banned("I understand you need UL certification; happy to send detail it.", rules)
    assert _banned("I gather you are latex gloves legical gowns.", rules)
    # the faker selection split's follow-ups: "Our offer for Нзжњ ДОО stands, free samples."
    assert _banned("Our offer for Ijtctck a.s. stands, free samples.", rules)
    assert _banned("We still have capacity for new orders of ceramic vases?", rules)
    wholes = (
        "I understand you need UL certification; happy to send details.",
        "I note that you need UL certification; happy to talk through what you require.",
        "I gather you are looking at latex gloves.",
        "You asked about latex gloves, so I am happy to send details.",
        "As you asked about latex gloves, I would be glad to prepare an offer.",
        "Our offer for Ijtctck a.s. stands, including free samples.",
        "We still have capacity for new orders of ceramic vases.",
        "Ijtctck a.s. stands out among buyers of ceramic vases in Slovakia.",
    )
    assert _forbidden(wholes, rules) == {}


def test_the_fairs_are_the_notes_marked_words_after_at():
    record = Buyer(
        buyer_id="b2", company="大连阮记食品有限公司", contact_name="阮艳", country="China",
        product_category="crowberries", notes="Met at SIAL Shanghai; needs an organic certificate.",
    )  # fmt: skip
    heads = [head for head, _ in grounded_strings(record, DEFAULT_SENDER).clauses]
    assert "at SIAL Shanghai" in heads and not any("organic" in head for head in heads)


def test_the_buyers_country_after_buys_and_the_senders_after_supply():
    rules = clause_rules("", ["Lin Paper Co."], category="paper napkins", place="Taiwan",
                         my_place="South Korea")  # fmt: skip
    # "buys paper napkins in Sweden" to a buyer in Taiwan; the sender's country for the buyer's
    assert _banned("Lin Paper Co. buys paper napkins in Sweden.", rules)
    assert _banned("Lin Paper Co. buys paper napkins in South Korea.", rules)
    assert _banned("We supply paper napkins from Taiwan with short lead times.", rules)
    assert _banned("Lin Paper Co. buys paper napkins in Taiwan?\n\nThank you,", rules)
    wholes = (
        "I am reaching out because Lin Paper Co. buys paper napkins in Taiwan.",
        "We have followed the growth of Lin Paper Co. in Taiwan.",
        "We supply paper napkins from South Korea with short lead times.",
    )
    assert _forbidden(wholes, rules) == {}
    # a record with no country: the sentence ends after the category
    bare = clause_rules("", ["Jajpvol Gradba DOO"], category="transformers")
    assert _banned("Jajpvol Gradba DOO buys transformers in South Korea.", bare)
    assert _banned("Jajpvol Gradba DOO buys transformers.", bare) == []
    netherlands = Buyer(buyer_id="b3", company="Van Formbach B.V.", contact_name="Imran",
                        country="Netherlands", product_category="crowberries")  # fmt: skip
    assert ("buys crowberries in", (" the Netherlands",)) in grounded_strings(
        netherlands, DEFAULT_SENDER
    ).clauses


IJTCTCK = Buyer(
    buyer_id="b4", company="Ijtctck a.s.", contact_name="Patrik Novák", contact_title="",
    country="Slovakia", product_category="ceramic vases",
)  # fmt: skip


def test_the_subject_line_is_a_subject_template_filled_with_the_record():
    rules = grounded_strings(IJTCTCK, DEFAULT_SENDER).clauses
    # subjects the diffusion model wrote at 160 steps (faker selection buyers)
    assert _banned("Subject: Ce care sourcing for Ijtctck a.s. in Slovakia\nDear Patrik,", rules)
    assert _banned("Subject: Fabriage for Ijtctck a.s.\nDear Patrik,", rules)
    assert _banned("Subject: Power vases from Hanbit Trading Co., Ltd.\nDear Patrik,", rules)
    assert _banned("Subject: Question about fote vases at Ijtctck a.s.\nDear Patrik,", rules)
    subjects = (
        "Ceramic vases sourcing for Ijtctck a.s. in Slovakia",
        "Question about ceramic vases at Ijtctck a.s.",
        "Patrik, a quick idea for Ijtctck a.s.",
        "Ijtctck a.s. and Hanbit Trading Co., Ltd.",
        "Hanbit Trading Co., Ltd. x Ijtctck a.s.",
        "Re: ceramic vases for Ijtctck a.s.",
        "Quick follow-up for Ijtctck a.s.",
    )
    assert _forbidden([f"Subject: {subject}\nDear Patrik," for subject in subjects], rules) == {}
    # the template's words, but not its values: "linseed oil" uncapitalised, "x" after a name
    for subject in (
        "ceramic vases for Ijtctck a.s.",
        "Patrik x Ijtctck a.s.",
        "A new ceramic vases for Ijtctck a.s.",
        "Ceramic vases for Ijtctck a.s. and Hanbit Trading Co., Ltd.",
    ):
        assert _banned(f"Subject: {subject}\nDear Patrik,", rules), subject
    # the greeting under it (diffusion, 160 steps, buyers/sample.csv: "Dear Piotr machineryen,")
    subject = "Subject: Patrik, a quick idea for Ijtctck a.s.\n"
    assert _banned(subject + "Dear Patrik machineryen,", rules)
    assert _banned(subject + "Dear Ijtctck a.s. team,", rules)  # a team only without a contact
    greetings = ("Dear Patrik Novák,", "Hi Patrik,", "Good morning Patrik,")
    assert _forbidden([subject + greeting + "\n\nI am" for greeting in greetings], rules) == {}


def test_the_category_follows_the_words_that_always_lead_to_it():
    rules = grounded_strings(IJTCTCK, DEFAULT_SENDER).clauses
    assert _banned("Ijtctck a.s. buys aup in Slovakia.", rules)
    assert _banned("We can prepare samples of our Ijtctck a.s. for your review.", rules)
    assert _banned("We would like to offer Ijtctck a.s..\n\nWould a call", rules)
    # the company's fixed phrases (diffusion at 160 steps dropped " well", cut the question)
    assert _banned("I hope this finds you and the team at Ijtctck a.s.. As Buyer,", rules)
    assert _banned("Would a brief call with Ijtctck a.s.\n\nThank you,", rules)
    assert _banned("I am reaching out because Ijtctck a.s. produces vases.", rules)
    # AR on buyers/sample.csv: " toile" + "maschinen Bauer AG" for Textilmaschinen Bauer AG
    assert _banned("I am writing to introduce Hanbit Trading Co., Ltd. toijtctck a.s.", rules)
    # benchmarks/multilocale, diffusion at 160 steps: the introduction run into the next hook
    lin = grounded_strings(
        Buyer(buyer_id="b6", company="Weber, Lawson and Bernard", contact_name="Alexander"),
        DEFAULT_SENDER,
    ).clauses
    intro = "I am writing to introduce Hanbit Trading Co., Ltd. to Weber, Lawson and Bernard"
    assert _banned(intro + " well. We can prepare samples.", lin)
    assert _banned(intro + " stands out among buyers.", lin)
    assert _banned(intro + ". We can prepare samples.", lin) == []
    wholes = (
        "I am reaching out because Ijtctck a.s. buys ceramic vases in Slovakia.",
        "We can prepare samples of our ceramic vases for your review.",
        "We would like to offer Ijtctck a.s. a steady source of ceramic vases.",
        "I hope this finds you and the team at Ijtctck a.s. well.",
        "Would a brief call with Ijtctck a.s. this month be possible?",
        "Our team handles export paperwork, and our resources are yours.",
    )
    assert _forbidden(wholes, rules) == {}


def test_no_clause_forbids_what_a_training_email_writes():
    # every head has one continuation only if the corpus the models learned from says so
    examples = training_examples(11, 600, source="faker")
    forbidden = {}
    for example in examples:
        rules = grounded_strings(example.buyer, example.sender).clauses
        if banned := _banned(example.response, rules):
            forbidden[example.buyer.company] = banned
    assert forbidden == {}
    # the notes' fair is a clause's head only where it ends its clause
    fair = Buyer(buyer_id="b5", company="Scholl OHG", contact_name="Anna Scholl",
                 notes="Met at Light + Building; asked for LED panels.")  # fmt: skip
    heads = [head for head, _ in grounded_strings(fair, DEFAULT_SENDER).clauses]
    assert not any(head.startswith("at ") for head in heads)


def test_the_clauses_are_the_embedded_models_only():
    # another model grounded with --grounding on keeps its own phrasing: no subject template
    strings = grounded_strings(IJTCTCK, DEFAULT_SENDER)
    (own,) = make_matchers(tiny_tokenizer(), [strings], clauses=False)
    (embedded,) = make_matchers(tiny_tokenizer(), [strings])
    assert own.clause is None and embedded.clause is not None
    for token in _tokens("Subject:"):
        own.feed(token)
        embedded.feed(token)
    assert own.allowed() is None and embedded.allowed() is not None
