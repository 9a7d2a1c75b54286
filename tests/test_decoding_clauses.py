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


def test_the_heads_are_the_records_title_with_and_without_the_company_and_the_fairs():
    rules = clause_rules("Head of  Operations", ["Hqbm Trading Corp.", "Hqbm Trading"], ["Anuga"])
    assert rules == (
        ("As Head of Operations", (",", " at")),
        ("As Head of Operations,", (" you",)),
        ("As Head of Operations at Hqbm Trading Corp.,", (" you",)),
        ("As Head of Operations at Hqbm Trading,", (" you",)),
        ("As Head of Operations at Hqbm Trading Corp.", (",",)),
        ("at Anuga", (".",)),
    )
    assert clause_rules("", ["Hqbm Trading Corp."]) == ()
    heads = [head for head, _ in grounded_strings(QIU, DEFAULT_SENDER).clauses]
    assert "As 採購經理 at 邱實業有限公司," in heads


def test_after_a_head_only_the_addressee_comes():
    heads = clause_rules("Head of Operations", ["Hqbm Trading Corp."])
    # the closing question run on after a company that ends in a full stop
    assert _banned("As Head of Operations at Hqbm Trading Corp. this month be possible?", heads)
    # "As Head of Operations at Hqbm Trading Corp., I would be glad": the sender takes the job
    assert _banned("As Head of Operations at Hqbm Trading Corp., I would be glad", heads)
    assert _banned("As Head of Operations, we ship weekly.", heads)
    for whole in (
        "As Head of Operations at Hqbm Trading Corp., you know how much reliable supply matters.",
        "As Head of Operations, you will want partners who deliver on time.",
        "As the Head of Operations, I would be glad to help.",  # no head: the record's words only
        "Head of Operations, we ship weekly.",
    ):
        assert _banned(whole, heads) == [], whole


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
    for whole in (
        "As Υπεύθυνος Αγορών at Παλλάς Τρόφιμα Α.Ε., you know how much reliable supply matters.",
        "As Υπεύθυνος Αγορών, you will want partners who deliver on time.",
        "It was good to meet you at SIAL Shanghai. We can prepare samples.",
    ):
        assert _banned(whole, rules) == [], whole


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
    for whole in (
        "I am reaching out because Lin Paper Co. buys paper napkins in Taiwan.",
        "We have followed the growth of Lin Paper Co. in Taiwan.",
        "We supply paper napkins from South Korea with short lead times.",
    ):
        assert _banned(whole, rules) == [], whole
    # a record with no country: the sentence ends after the category
    bare = clause_rules("", ["Jajpvol Gradba DOO"], category="transformers")
    assert _banned("Jajpvol Gradba DOO buys transformers in South Korea.", bare)
    assert _banned("Jajpvol Gradba DOO buys transformers.", bare) == []
    netherlands = Buyer(buyer_id="b3", company="Van Formbach B.V.", contact_name="Imran",
                        country="Netherlands", product_category="crowberries")  # fmt: skip
    assert ("buys crowberries in", (" the Netherlands",)) in grounded_strings(
        netherlands, DEFAULT_SENDER
    ).clauses
