"""category_wrong: a product category named in the draft that is not the buyer's.

Categories are found by longest match over the taxonomy and the batch's own categories, on
singular word forms, with hyphens, spaces and run-together words alike and one trailing
"products"/"supplies"/"equipment" absorbed. Synonyms listed in categories.toml are the same
category, and so is a narrower one its entry `includes` (pet food for a pet-products buyer).
Another category is an error, a *related* one too (kitchen appliances for a kitchenware
buyer). Not claims, so not reported: a category followed by "industry", "market",
"manufacturers" (a market: "machines for the textile industry"), or one that qualifies the
buyer's own category ("frozen seafood packaging" for a packaging buyer), or a part of the
product named before it ("coffee bags with degassing valves"). Whole noun phrases decide, by
their head: a category word that modifies a plural noun within three words is not the product
("bicycle repair tool kits"), a set or portion of it is ("spanner sets"), the buyer's product
before it makes it the buyer's ("mussel meat"), one of several modifiers of the buyer's product
is the buyer's ("wafer and lug butterfly valves"), and what a product is for is not offered
("PTFE seats for chemicals"). A trade term in capitals ("DAP Hamburg") is not a product. Words
already claimed by a company, person or title are not read. With no category in the record
nothing is compared.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz, utils

from sales_dlm.facts.context import F_CATEGORY
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.judge import tokens_of
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import sentence_span, singular, words_in
from sales_dlm.facts.vocabulary import local_words


def _match(scan: Scan, part: Part, i: int) -> tuple[int, str] | None:
    """(last token, category id) of the category written from token i."""
    tokens, index = part.tokens, scan.context.categories
    first = singular(tokens.keys[i])
    # as many words as the longest phrase starting with this one needs, and the three that
    # run-together forms look at
    top = min(tokens.n, i + max(index.longest(first), 3))
    window = [first, *map(singular, tokens.keys[i + 1 : top])]
    best = None
    hit = index.match(window, 0, accept=lambda a, b, _: tokens.soft(i + a, i + b))
    if hit is not None:
        best = (i + hit[0] - 1, hit[1])
    for length in (3, 2):  # "skin care" for "skincare", "e-bikes" for "ebikes"
        if len(window) >= length and (best is None or best[0] < i + length - 1):
            joined = index.get(("".join(window[:length]),))
            if joined is not None and tokens.soft(i, i + length - 1):
                best = (i + length - 1, joined)
                break
    return best


# Verbs after which a draft names what the sender offers ("we supply X"); contacts.py reads
# the same ones.
OFFER_VERBS = frozenset(
    "supply supplies offer offers produce produces manufacture manufactures export exports "
    "sell sells make makes provide provides ship ships".split()
)
# Words of the phrase after an offer verb that are not the product ("high-quality", "our").
_NOT_PRODUCT = frozenset(
    "a an the our your their its my we you them it us some all many every each this these "
    "those high quality premium affordable competitive reliable wide full new custom "
    "private label oem top best fine excellent own".split()
)
# Words after which a category is a property, not a product ("dishwasher safe", "sugar free").
_PROPERTY_AFTER = frozenset(
    "safe free proof resistant friendly compatible based ready approved tight residue "
    "residues feed feeds farming farms farmers cooking cut".split()
)  # "pesticide residue report": a test of the product; "salmon feed": what eats it; "tea-bag
# cut": a herb's cut, named by what it goes into
# Words that, before a category in its sentence, make it what the sender offers: "we supply",
# "our", "offering", "a steady source of", "also assembles ... and", "plus".
_OFFERED_BY = frozenset(
    "our offer offers offering supply supplies supplying export exports exporting sell sells "
    "selling produce produces producing make makes making manufacture manufactures "
    "manufacturing grow grows growing process processes processing provide provides "
    "providing assemble assembles stock stocks carry carries deliver delivers quote ship "
    "ships shipping source range catalogue catalog portfolio plus sample samples".split()
)
# Where a sentence starts: an offer before one of these is another sentence's.
_SENTENCE_STOPS = frozenset(".!?")
# Words before "for" that make what follows the product offered: "a quotation for".
_PRICED = frozenset("quotation quote offer price prices pricing proposal".split())
# Verbs of goods on their way, after "the <product>": "the cartons arrive", "the bags leave".
_ON_THE_WAY = frozenset("arrive arrives reach reaches leave leaves ship ships travel".split())
# How far back (tokens) a "for" reaches over a list of lower-case words.
_FOR_REACH = 8
# How far back (tokens) an offer cue reaches within its sentence.
_OFFER_REACH = 40


def offered(part: Part, i: int) -> bool:
    """The category at token i is in an offer's place: the subject line, a bulleted line, or
    a clause with "we supply", "our", "offering" ... before it. Elsewhere ("Wine is a big part
    of life in Chile", "tested for antibiotics", "floral and citrus") a category word may be
    context, a test or a tasting note: a doubt, not a sure error."""
    tokens = part.tokens
    keys, gaps = tokens.keys, tokens.gaps
    for k in range(i - 1, max(-1, i - _FOR_REACH), -1):
        # "a grade for creams", "for small-batch chocolate", "blends for chocolate milk and
        # cream cheese": what it is for, over the list's words
        if keys[k] == "for":
            # "our quotation for Syrian coriander seeds": the product priced is offered
            return k > 0 and keys[k - 1] in _PRICED
        if "\n" in gaps[k + 1] or any(c in ".;:!?" for c in gaps[k + 1]):
            break
        if (
            not tokens.words[k].isalpha()
            or keys[k] in _OFFERED_BY
            or keys[k] in _VERBS_IN_S
            or part.owner(k) not in (None, "category")
        ):
            break  # "for Moroccan pastry" reads on; "for Hakim Sentosa includes noodles" not
    before = tokens.text[max(0, tokens.starts[i] - 80) : tokens.starts[i]]
    if before.rfind("(") > before.rfind(")"):
        return False  # "harissa (red pepper, garlic, caraway)": what it is made of
    if i > 0 and keys[i - 1] == "the" and i + 1 < tokens.n and keys[i + 1] in _ON_THE_WAY:
        return False  # "so the cartons arrive ready for sale": the goods' packing, shipped
    if part.name == "subject":
        return True
    line = _line_before(tokens, i).lstrip()
    if line[:1] in _BULLETS or line[:2].rstrip(".)").isdigit():
        return True
    for k in range(i - 1, max(-1, i - _OFFER_REACH), -1):
        gap = gaps[k + 1]
        if "\n" in gap or (any(c in _SENTENCE_STOPS for c in gap) and gap.endswith(" ")):
            return False  # "Co., Ltd. makes": a dot inside a name is no sentence end
        if keys[k] in ("have", "pack") and k > 0 and keys[k - 1] in ("we", "i"):
            return True  # "we have one reefer of hake fillets", "we pack Medjool dates"
        if part.owner(k) == "own" and k + 1 < len(keys) and part.owner(k + 1) is None:
            if _buyer_subject(part, k):
                return False  # "..., and I believe Ramirez Agrichem formulates insecticides"
        if keys[k] in _OFFERED_BY:
            # "Ellingsen Handel AS supplies fish products": what the buyer sells, not an offer
            buyers = k > 0 and gaps[k] == " " and keys[k] != "our" and part.owner(k - 1) == "own"
            return not buyers
    return False


# Marks that open a bulleted line: what follows is a list's item, on offer in a sales letter.
_BULLETS = ("-", "*", "\u2022", "\u2013")


def _line_before(tokens, i: int) -> str:
    """The text of token i's line before it."""
    return tokens.text[tokens.text.rfind("\n", 0, tokens.starts[i]) + 1 : tokens.starts[i]]


def bulleted(tokens, i: int) -> bool:
    """Token i's line opens with a bullet mark ("- zinc concentrate", "• 22 cm sheets")."""
    return _line_before(tokens, i).lstrip()[:1] in _BULLETS


# Words before the buyer's company that make it an object, not a clause's subject.
_BEFORE_OBJECT = frozenset("for to at with by of from and or".split())


def _buyer_subject(part: Part, k: int) -> bool:
    """The buyer's company ending at token k starts a clause of its own ("I believe Ramirez
    Agrichem formulates ..."); after "for", "to" ... it is what an offer is for."""
    while k > 0 and part.owner(k - 1) == "own":
        k -= 1
    # "for CV Hakim Sentosa": a legal form written first may stand between
    return _BEFORE_OBJECT.isdisjoint(part.tokens.keys[max(0, k - 2) : k])


# Words that end the product phrase.
_PHRASE_END = frozenset(
    "from to with for in at that which who across by on under through since as of than "
    "directly worldwide globally abroad".split()
)


def _unplaced_offers(scan: Scan, part: Part) -> None:
    """Warn about a product offered after "we supply/offer/make ..." that no category claims:
    the checker cannot tell whether it is the buyer's (medical disposables to a marine
    hardware buyer reads fine to it), so a person should look."""
    tokens = part.tokens
    keys = tokens.keys
    if OFFER_VERBS.isdisjoint(keys):
        return  # one pass in C: many drafts use none of these verbs
    cues = [i for i, k in enumerate(keys[: part.signature]) if k in OFFER_VERBS]
    for i in cues:
        if i == 0 or keys[i - 1] not in ("we", "i", "also", "can", "to", "currently"):
            continue
        words: list[int] = []
        k = i + 1
        while k < min(tokens.n, i + 8) and tokens.soft(k - 1, k) and keys[k] not in _PHRASE_END:
            words.append(k)
            k += 1
        product = [k for k in words if keys[k] not in _NOT_PRODUCT and keys[k] not in ("and", "or")]
        if not product or any(part.owner(k) is not None for k in words):
            continue  # nothing named, or a category/company/name the other rules judged
        if not all(tokens.words[k].isalpha() and tokens.words[k].islower() for k in product):
            continue
        scan.add_tokens(
            part,
            FindingType.category_wrong,
            Severity.warning,
            product[0],
            product[-1],
            scan.profile.buyer.product_category,
            0.0,
            "a product the checker cannot place in the buyer's category: check",
        )


# Words ending in "s" that follow a product as its verb, not as the noun it modifies.
_VERBS_IN_S = frozenset(
    "is was has does meets comes goes needs makes costs includes remains offers ships sells fits "
    "works looks seems helps gives takes runs arrives lasts sits stays keeps means stands "
    "matters grows leads".split()
)


# Words before a packaging material that make it the packing of the goods, not the goods
# ("in 60 kg jute bags", "per pallet"), and before fresh produce that make it processed.
_PACKING_CUES = frozenset(
    "in into per packed packaged bottled filled fill shipped delivered".split()
)
_PROCESSED_CUES = frozenset(
    "canned tinned dried pickled preserved candied dehydrated frozen freeze".split()
)


# Units of a pack's content: "62.5 kg jute bags", "150 g pouches".
_PACK_UNITS = frozenset(
    "g kg mg lb lbs oz ml cl dl l ltr litre liter litres liters pcs t mt tonne tonnes ton tons"
    " gal".split()
)


# The last word of a plant the sender works on, and the words before "our" that place work
# there: "on our bottling line", "at our packing plant".
_EQUIPMENT_HEADS = frozenset("line lines plant plants facility".split())
_AT_OURS = frozenset("on at in from".split())


def _own_equipment(tokens, i: int, end: int) -> bool:
    """The phrase is the sender's own line or plant, where work is done: "on our bottling
    line", not a machine offered."""
    return (
        tokens.keys[end] in _EQUIPMENT_HEADS
        and i >= 2
        and tokens.keys[i - 1] in ("our", "my")
        and tokens.keys[i - 2] in _AT_OURS
    )


# Numbers written as words, which count packs as digits do.
_COUNT_WORDS = frozenset("two three four five six seven eight nine ten twelve twenty".split())


def _quantity_before(tokens, i: int) -> bool:
    """A quantity with its unit, or "sample", right before the packaging word."""
    k = i - 1
    if k >= 0 and tokens.keys[k] in ("sample", "samples"):
        return True
    if k >= 0 and any(c.isdigit() for c in tokens.words[k]):
        return True  # "3,000 cartons per 40' HC": a count of packs
    if k >= 0 and tokens.keys[k] in _COUNT_WORDS:
        return True  # "I can add two cartons to our next shipment": packs of the goods
    if i + 1 < tokens.n and tokens.keys[i + 1] == "per":
        return True  # "cartons per pallet"
    while k >= 0 and tokens.words[k].isalpha() and tokens.words[k].islower() and i - k <= 2:
        if tokens.keys[k] in _PACK_UNITS:
            return k > 0 and any(c.isdigit() for c in tokens.words[k - 1])
        k -= 1  # "150 g retail pouches"
    return False


def _quantity_near(tokens, i: int, end: int) -> bool:
    """A weight or volume within four words before the packaging word, or right after it
    ("cartons de 5 kg", "bags of 25 kg"): the pack of the goods."""
    for k in range(max(0, i - 4), i):
        if tokens.words[k][:1].isdigit() and k + 1 < tokens.n and tokens.keys[k + 1] in _PACK_UNITS:
            return True
    k = end + 1  # "big bags de 1 t", "glass bottles of 250 ml"
    if k < tokens.n and tokens.keys[k] in ("de", "of", "à", "da", "di", "von", "van"):
        k += 1
    if k + 3 < tokens.n and tokens.words[k].isdigit() and tokens.keys[k + 1] in ("x", "×"):
        k += 2  # "cartons of 40 x 400 g": a count of packs of a weight
    return k + 1 < tokens.n and tokens.words[k][:1].isdigit() and tokens.keys[k + 1] in _PACK_UNITS


# What a pack does for the goods in it: "Cartons hold 40 pieces".
_HOLDING = frozenset("hold holds contain contains carry carries can".split())
_THE_OURS = frozenset("the our these".split())


def _holds(tokens, i: int, end: int) -> bool:
    """The pack at i..end is what its sentence is about and holds or carries the goods: it
    opens the sentence, or follows "the/our/these" with one word at most between."""
    if tokens.keys[end + 1] not in _HOLDING:
        return False
    if i == tokens.sentence_start(i):
        return True
    return any(k >= 0 and tokens.keys[k] in _THE_OURS for k in (i - 1, i - 2))


def _packing_or_processed(part: Part, i: int, end: int, ident: str) -> bool:
    tokens = part.tokens
    # "in 250 ml and 500 ml dark glass bottles": the cue may stand a few quantities back
    low = tokens.sentence_start(i, limit=8)  # not looking further back than it needs
    before = set(tokens.keys[low:i])
    if ident == "packaging_materials" and before & _PACKING_CUES:
        return True
    if ident == "packaging_materials" and _quantity_before(tokens, i):
        return True  # "62.5 kg jute bags", "150 g pouches", "sample cartons": the pack
    if ident == "packaging_materials" and _quantity_near(tokens, i, end):
        return True  # "1 t big bags", "25 kg multi-ply paper bags", "cartons de 5 kg"
    if ident == "packaging_materials" and end + 1 < tokens.n and _holds(tokens, i, end):
        return True  # "Cartons hold 40 pieces", "our Canadian cartons can be printed"
    return ident == "fresh_produce" and i > 0 and part.tokens.keys[i - 1] in _PROCESSED_CUES


# Nouns a category word describes rather than names: "walnut finish", "citrus notes", "vase
# life".
_DESCRIPTOR_HEADS = frozenset(
    "finish finishes colour color colours colors look effect tone tones shade shades style "
    "flavour flavor flavours flavors scent scents note notes pattern patterns print life "
    # a property of the product named after a part of it: "good needle retention"
    "retention resistance strength density length count content".split()
)


# Words that end a noun phrase's run of modifiers: what follows is not the phrase's head.
_NOT_A_MODIFIER = (
    _PHRASE_END
    | _NOT_PRODUCT
    | frozenset("and or but is are was were be been can will would could should may might".split())
)


def _modifies_next(scan: Scan, part: Part, end: int) -> bool:
    """The category's last word qualifies a noun after it ("tile cutters", "coffee grinders",
    "rice-water toners", "bicycle repair tool kits", "furniture connector bolts"): English
    compounds name their head last, so the phrase is that head's product, which the offers
    check reads. The head is a plural noun within three lower-case words."""
    tokens = part.tokens
    nxt = end + 1
    if nxt >= tokens.n:
        return False
    gap, word = tokens.gaps[nxt], tokens.words[nxt]
    if gap == "-" and word.islower():
        return True
    taxonomy = scan.knowledge.taxonomy
    if gap == " " and tokens.keys[nxt] in _DESCRIPTOR_HEADS:
        return True  # "natural or walnut finish": what the product looks like
    if tokens.keys[nxt] in taxonomy.portion_words:
        return False  # "spanner sets", "salmon portions": sets of spanners, salmon
    for k in range(nxt, min(tokens.n, nxt + 3)):
        word, key = tokens.words[k], tokens.keys[k]
        if tokens.gaps[k] == " " and word.isupper() and word.isalpha() and len(word) <= 4:
            continue  # "non-woven PP bags", "food-grade HDPE drums": a material's letters
        if tokens.gaps[k] != " " or not word.islower() or not word.isalpha():
            return False
        if key in _NOT_A_MODIFIER or key in scan.knowledge.language.first_person:
            return False
        skey = singular(key)
        if skey in taxonomy.suffix_words or skey in taxonomy.context_words:
            return False
        if key.endswith("s") and key not in _VERBS_IN_S:
            return True
    return False


def _list_before_context(scan: Scan, part: Part, end: int) -> bool:
    """The category, alone or in a list of modifiers, qualifies a word for a market after it
    ("the chemical industries", "ice cream, noodle and bakery makers"): customers, not an
    offer."""
    tokens = part.tokens
    context = scan.knowledge.taxonomy.context_words
    for k in range(end + 1, min(tokens.n, end + 8)):
        listed = tokens.gaps[k] in (" ", ", ")
        if singular(tokens.keys[k]) in context and (listed or k == end + 1):
            return True
        word, key = tokens.words[k], tokens.keys[k]
        if not listed or not word.isalpha() or not word.islower():
            return False
        if key in _NOT_A_MODIFIER and key not in ("and", "or"):
            return False  # "ice cream, and the retail market": a clause of its own
    return False


# Verbs whose "to" names the customers after it ("we ship to blenders", "sell to bakeries").
_TRADE_VERBS = frozenset(
    "ship ships shipped shipping sell sells sold selling export exports exported deliver "
    "delivers delivered supply supplies supplied".split()
)


def _customers(tokens, i: int) -> bool:
    """The category follows "<trade verb> to" (up to one word between): the customers."""
    k = i - 1
    if k > 0 and tokens.keys[k] not in ("to",) and tokens.words[k].islower():
        k -= 1  # "ship to tobacco blenders", "sell to local bakeries"
    return k > 0 and tokens.keys[k] == "to" and tokens.keys[k - 1] in _TRADE_VERBS


# What a buyer does with goods: "you blend bakhoor", "Al Aradi also sells ...".
_BUYER_VERBS = frozenset(
    "blend blends make makes produce produces sell sells distribute distributes stock stocks "
    "use uses pack packs roast roasts bake bakes bottle bottles".split()
)


def _buyers_own_work(part: Part, i: int) -> bool:
    """The category is the object of the buyer's own verb: "<the buyer's company or you>
    (also|already)? <verb> <category>" ("If Al Aradi Perfumes & Incense also blends bakhoor")."""
    tokens = part.tokens
    k = i - 1
    if k < 1 or tokens.keys[k] not in _BUYER_VERBS or tokens.gaps[i] != " ":
        return False
    k -= 1
    if tokens.keys[k] in ("also", "already", "still") and k > 0:
        k -= 1
    return tokens.keys[k] in ("you", "they") or part.owner(k) == "own"


def _is_buyers(scan: Scan, part: Part, i: int, found: tuple[int, str] | None = None) -> bool:
    """The category phrase written from token i (`found` by `_match`, when known) is (also) the
    buyer's."""
    found = found or _match(scan, part, i)
    if found is None:
        return False
    keys = _phrase_keys(part.tokens, i, found[0])
    return bool(scan.knowledge.taxonomy.ids_of(keys, found[1]) & scan.profile.categories)


def _spec(part: Part, i: int) -> bool:
    """A number or a word joined to it by a hyphen makes it a specification ("6-bolt rotors",
    "end-grain balsa", "full-grain leather"), and so does a number above one before a singular
    ("168 needle"); an adjective after it, a property ("dishwasher
    safe", "food grade")."""
    tokens = part.tokens
    if i > 0 and tokens.gaps[i] == "-":
        before = tokens.words[i - 1]
        if before.isdigit() or (before.isalpha() and before.islower()):
            return True
    if i > 0 and tokens.gaps[i] == " " and tokens.words[i - 1].isdigit():
        key = tokens.keys[i]
        if int(tokens.words[i - 1]) > 1 and singular(key) == key and not key.endswith("s"):
            return True  # "168 needle": a gauge, where a count would be plural
    nxt = i + 1
    return nxt < tokens.n and tokens.gaps[nxt] == " " and tokens.keys[nxt] in _PROPERTY_WORDS


# Adjectives after a noun that make it a property ("dishwasher safe", "microwave proof").
_PROPERTY_WORDS = frozenset("safe proof resistant compatible friendly ready grade".split())


def _qualified_by_buyers(scan: Scan, part: Part, i: int) -> bool:
    """The word before the category is a product of the buyer's category that qualifies it
    ("mussel meat" for a seafood buyer, "crab meat"): the phrase is that product."""
    tokens = part.tokens
    if i == 0 or tokens.gaps[i] != " " or not tokens.words[i - 1].islower():
        return False
    if not part.flag(i - 1) & F_CATEGORY:
        return False
    found = _match(scan, part, i - 1)
    return found is not None and found[0] == i - 1 and _is_buyers(scan, part, i - 1, found)


# Words that make the words before them a kind of something, not a product.
_KIND_WORDS = frozenset("type types style styles design designs version versions".split())


def _coordinated_modifier(
    scan: Scan, part: Part, i: int, end: int, record: tuple[str, ...] = ()
) -> bool:
    """A singular category word is one of several modifiers of the buyer's product named after
    it ("wafer and lug butterfly valves", "apple, grape and cranberry juices"): the head noun
    at the end decides."""
    tokens = part.tokens
    if end != i or tokens.keys[i] != singular(tokens.keys[i]):
        return False
    k, coordinated = end + 1, False
    while k < min(tokens.n, end + 7):
        key = tokens.keys[k]
        if key in ("and", "or") or tokens.gaps[k] == ", ":
            coordinated = coordinated or key in ("and", "or")
        elif not (tokens.words[k].islower() and tokens.words[k].isalpha()):
            return False
        if coordinated and key in _KIND_WORDS:
            return True  # "wafer and lug type": kinds of the product named before
        modified = tokens.keys[k - 1] not in ("and", "or") and tokens.gaps[k] == " "
        if coordinated and modified and part.flag(k) & F_CATEGORY:
            # the head has a modifier of its own ("cranberry juices"), as the list's last one
            if _is_buyers(scan, part, k):
                return True
        if coordinated and modified and record and singular(key) == record[-1]:
            return True  # "lemon and orange leaf" for flue-cured tobacco leaf: grades of it
        if coordinated and modified and _plural_head(tokens, k):
            # "(wine, champagne and cognac glasses)": the list's last word modifies a plural
            # head, so every word of the list does
            return True
        k += 1
    return False


def _plural_head(tokens, k: int) -> bool:
    """Token k is a plural noun that ends its phrase ("glasses)", "juices.")."""
    key = tokens.keys[k]
    after = tokens.gaps[k + 1] if k + 1 <= tokens.n else ""
    ends = k + 1 >= tokens.n or after[:1] in ",.;:)!?\n" or tokens.keys[k + 1] in _PHRASE_END
    return key.endswith("s") and key not in _VERBS_IN_S and len(key) > 3 and ends


# Words that attach a part or feature to the product before them ("coffee bags with degassing
# valves", "e-bikes with 250 W hub motors").
_FEATURE_CUES = frozenset({"with", "without", "from"})


def _use_of_previous(part: Part, i: int) -> bool:
    """The category at token i is what the product before it is for ("slabs for tomatoes and
    berries", "PTFE seats for chemicals"): a plural noun, "for", then the category."""
    tokens = part.tokens
    k = i - 1
    if k > 1 and tokens.keys[k] in ("and", "or"):
        k -= 2  # "for tomatoes and berries": the second of the two
    if k < 1 or tokens.keys[k] != "for" or tokens.gaps[k] != " ":
        return False
    before = tokens.words[k - 1]
    if before in _PROCESSED_FORMS:
        return True  # "black limes whole, or ground for spice blends"
    return before.isalpha() and before.islower() and before.endswith("s")


# How a product is cut or milled, before "for" and what it goes into.
_PROCESSED_FORMS = frozenset(
    "ground whole crushed sliced milled powdered chopped flaked granulated cut".split()
)


# Words before "in" that say what a product contains: "richer in omega-3", "high in fibre".
_CONTENT_CUES = frozenset("rich richer richest high higher low lower".split())


def _nutrient(tokens, i: int, end: int) -> bool:
    """ "vitamin" before its letter ("vitamin D3", "vitamins A and D"), or what a product is
    "rich in" ("richer in omega-3"): a nutrient the product holds, not a supplement offered."""
    if i > 1 and tokens.keys[i - 1] == "in" and tokens.keys[i - 2] in _CONTENT_CUES:
        return True
    nxt = end + 1
    if tokens.keys[end] not in ("vitamin", "vitamins") or nxt >= tokens.n:
        return False
    word = tokens.words[nxt]
    return len(word) <= 3 and word[:1].isupper() and word[:1].isalpha()


# "cake" after these is what a filter, press or mill leaves, not a pastry.
_CAKES = frozenset({"cake", "cakes"})
_CAKE_KINDS = frozenset({"filter", "press", "oil", "seed", "neem", "mustard", "copra", "mud"})


# Words before a product that say it is absent: "no chemicals", "without preservatives".
_NEGATIONS = frozenset({"no", "without", "zero"})


def _garlic_cloves(tokens, i: int, record: tuple[str, ...]) -> bool:
    """Cloves of garlic: the record's garlic, or garlic just before ("garlic cloves")."""
    if singular(tokens.keys[i]) != "clove":
        return False
    return "garlic" in record or "garlic" in tokens.keys[max(0, i - 3) : i]


# Words before "grain" that name the texture of wood, not a cereal.
_GRAIN_TEXTURES = frozenset(
    "straight fine tight close even wavy interlocked coarse open cross end wood".split()
)


# Words after "grain" that make it a size ("grain fin 0,5-1 mm", "fine grain size").
_GRAIN_SIZES = frozenset("size sizes fin fine moyen gros fino medio grueso fein grob".split())


def _wood_grain(tokens, i: int, end: int) -> bool:
    """ "straight grain" of timber, "grain fin" of salt: a texture or size, not a cereal."""
    if end != i or tokens.keys[i] not in ("grain", "grains"):
        return False
    if i > 0 and tokens.keys[i - 1] in _GRAIN_TEXTURES:
        return True
    return i + 1 < tokens.n and tokens.keys[i + 1] in _GRAIN_SIZES


# Words in a sentence that make a capitalised abbreviation a contaminant tested for ("dioxins
# and PCBs against the EU limits"), not a product (printed circuit boards).
_TESTED = frozenset("dioxin dioxins limit limits mrl mrls contaminants tested".split())


def _contaminant(tokens, i: int, end: int) -> bool:
    word = tokens.words[i].rstrip("s")
    if end != i or len(word) < 2 or not word.isupper():
        return False
    keys = tokens.keys[tokens.sentence_start(i) : tokens.sentence_end(i)]
    return any(k in _TESTED for k in keys)


# Colours named after a product ("cream", "ivory"): a colour when listed after a size.
_COLOURS = frozenset(
    "cream ivory champagne chocolate honey coffee olive salmon peach mint lime lemon cherry "
    "caramel sand rust charcoal".split()
)


# Colours that name nothing else, to tell a list of colours ("whites, purples and creams").
_PLAIN_COLOURS = frozenset(
    "white whites black blacks red reds pink pinks purple purples yellow yellows green greens "
    "blue blues orange oranges brown browns".split()
)


def _listed_colour(tokens, i: int, end: int) -> bool:
    """ "12 button pearls, 7–9 mm, cream": a colour in a spec line, after a figure or unit;
    "the whites, purples and creams": one in a list of colours."""
    if end != i or singular(tokens.keys[i]) not in _COLOURS or i == 0:
        return False
    if any(tokens.keys[k] in _PLAIN_COLOURS for k in range(max(0, i - 4), i)):
        return True
    if "," not in tokens.gaps[i]:
        return False
    before = tokens.words[i - 1]
    return before[:1].isdigit() or tokens.keys[i - 1] in ("mm", "cm", "g", "kg", "ct", "in")


def _possessed(tokens, i: int) -> bool:
    """The product word belongs to something named just before, as its own: "the wood's
    natural resins", what the goods hold, not goods offered."""
    k = i - 2  # not "children's bikes": a kind of the goods
    return (
        k > 0
        and tokens.keys[k] == "s"
        and tokens.gaps[k] in ("'", "\u2019")
        and tokens.keys[i - 1] in ("natural", "own")
    )


# Words before a product that compare the goods with it: "use it like maple syrup".
_LIKENED = (("it", "like"), ("similar", "to"), ("instead", "of"), ("substitute", "for"))


def likened(tokens, i: int) -> bool:
    return i > 1 and (tokens.keys[i - 2], tokens.keys[i - 1]) in _LIKENED


_FLAVOUR = re.compile(r"\bflavou?r(?:s|ed)?\b", re.IGNORECASE)


def _flavour(tokens, i: int) -> bool:
    """Token i is in a sentence about flavours (read to its full stop, past colons and
    commas): a food named there is a taste, not a good ("all four flavours of our spa
    wafers: hazelnut, cocoa and vanilla")."""
    text, at = tokens.text, tokens.starts[i]
    if "lavo" not in text:
        return False
    first, last = sentence_span(text, at, at)
    return _FLAVOUR.search(text, first, last) is not None


# Words a negation reaches across: "no added alcohol or fragrance".
_NEGATION_SPAN = 4


def _negated(tokens, i: int) -> bool:
    """A negation before token i in the same phrase, over lower-case words and "or"/"and":
    nothing is offered."""
    for k in range(i - 1, max(-1, i - 1 - _NEGATION_SPAN), -1):
        if tokens.gaps[k + 1].strip(" ,"):
            return False
        if tokens.keys[k] in _NEGATIONS:
            return k < i - 1
        if not tokens.words[k].islower():
            return False
    return False


# Words before a material: "knitted from recycled nylon", "made of stainless steel".
_MATERIAL_CUES = frozenset({"from", "of", "in"})
# Participles after "from <material>" that say where the raw material comes from.
_SOURCED = frozenset("grown harvested picked caught farmed sourced raised".split())
_MATERIAL_WORDS = frozenset("recycled organic virgin pure natural solid stainless".split())
# Participles before "in" that say what goods are cooked or kept in: "fried in coconut oil".
_KEPT_IN = frozenset(
    "fried cooked roasted preserved pickled marinated soaked packed dipped".split()
)


def _material(part: Part, i: int) -> bool:
    """The category at token i is what a product is made from ("from recycled nylon",
    "notebooks in 100% recycled paper"): "from", "in" after a plural noun, or "made/knitted/
    woven of", with at most one word like "recycled" (and a percentage) between."""
    tokens = part.tokens
    k = i - 1
    if k > 0 and tokens.keys[k] in _MATERIAL_WORDS:
        k -= 1
    if k >= 0 and tokens.words[k].isdigit() and tokens.gaps[k + 1].startswith("%"):
        if k == 0 or tokens.gaps[k].strip() in (",", "", "-", "\u2013"):
            return True  # "SMS nonwoven fabric, 25 gsm, 100% polypropylene": its make-up
    while k > 0 and tokens.words[k].isdigit():
        k -= 1  # "in 100% recycled paper"
    if k > 1 and tokens.keys[k - 1] == "in" and tokens.words[k].isalpha():
        k -= 1  # "peaches in light syrup": one word describing the material
    if k < 1 or tokens.keys[k] not in _MATERIAL_CUES or tokens.gaps[k + 1] not in (" ", ""):
        return False
    cue, before = tokens.keys[k], tokens.words[k - 1]
    if cue == "from" and i + 1 < tokens.n and tokens.keys[i + 1] in _SOURCED:
        return True  # "paste from tomatoes grown in the Ribatejo": the raw material
    if cue == "in":
        kept = before.lower() in _KEPT_IN
        return kept or before.isalpha() and before.islower() and before.endswith("s")
    return cue == "from" and k < i - 1 or tokens.keys[k - 1] in ("made", "knitted", "woven")


# Verbs before "from" that make the words after it ingredients: "made in Singapore from
# dried shrimp, chili, lemongrass".
_MADE = frozenset("made cooked prepared blended ground pressed brewed distilled".split())
# How many words an ingredient list may run after "from".
_INGREDIENTS_REACH = 12


def _ingredient(tokens, i: int) -> bool:
    """The product word is in the list of what the goods are made from."""
    low = max(tokens.sentence_start(i), i - _INGREDIENTS_REACH)
    for k in range(i - 1, low - 1, -1):
        if tokens.keys[k] == "from":
            return any(tokens.keys[m] in _MADE for m in range(max(low, k - 4), k))
    return False


# Words that open the list of what the buyer's product is made of: "alheira ... with wheat
# bread, olive oil, garlic", "a smoked sausage of bread, olive oil and poultry".
_MADE_OF = frozenset("with of from".split())


def _in_the_records_product(tokens, i: int, record: tuple[str, ...]) -> bool:
    """The category at token i is in a list after "with", "of" or "from" (`_MADE_OF`), and a
    word of the record's category stands before that word in the sentence: an ingredient of
    the buyer's own product, not another product offered."""
    first = tokens.sentence_start(i)
    low = max(first, i - _INGREDIENTS_REACH)
    for k in range(i - 1, low - 1, -1):
        if tokens.keys[k] in _MADE_OF:
            if tokens.keys[k] == "of":  # "a sausage of bread", not "a line of PCBs"
                return k > 0 and singular(tokens.keys[k - 1]) in record
            return any(singular(tokens.keys[m]) in record for m in range(first, k))
        if not tokens.words[k].isalpha() or tokens.gaps[k + 1] not in (" ", ", ", "-"):
            return False  # the list ends at a mark other than a comma
        if tokens.keys[k] == "and" and tokens.gaps[k].startswith(","):
            return False  # "... with EPDM or PTFE seats, and ratchet spanner sets": a new item
    return False


# Words before "with"/"from" that are not a product the feature or ingredient belongs to.
_NOT_A_HOLDER = frozenset("you us them it we one ones those these".split())


# Words before a place that goods go to or come from: "to Sriracha", "via Tema".
_PLACE_BEFORE = frozenset("to at in via from near".split())


def _in_place_name(scan: Scan, part: Part, i: int, end: int) -> bool:
    """Capitalised mid-sentence and followed by a capitalised word of a place name ("Tin Can
    Island"), or a one-word place after "to", "via" or another place and "or" ("to Map Ta Phut
    or Sriracha"): a place."""
    tokens = part.tokens
    nxt = end + 1
    if part.name == "subject" or tokens.breaks_before(i) or not tokens.words[i][:1].isupper():
        return False
    vocabulary = scan.knowledge.vocabulary
    if end == i and i > 1 and tokens.keys[i] in vocabulary.one_word_places:
        before = tokens.keys[i - 1]
        if before in _PLACE_BEFORE:
            return True
        if before in ("or", "and") and tokens.words[i - 2][:1].isupper():
            return tokens.keys[i - 2] in vocabulary.places
    if nxt >= tokens.n or not all(tokens.words[k][:1].isupper() for k in range(i, nxt + 1)):
        return False
    return tokens.gaps[nxt] == " " and tokens.keys[nxt] in vocabulary.places


_LABEL_WORDS = frozenset("label labels labelling labeling stickers".split())


def _labels_in_a_language(scan: Scan, part: Part, i: int, end: int) -> bool:
    """Labels said in a language ("Japanese care labels", "Arabic labels"): the labelling of
    the product offered, not labels offered."""
    tokens = part.tokens
    if tokens.keys[end] not in _LABEL_WORDS or i == 0:
        return False
    k = i - 1
    if tokens.keys[k] == "language" and tokens.gaps[k + 1] == " " and k > 0:
        if tokens.gaps[k] == "-":
            k -= 1  # "Thai-language stickers"
    elif tokens.gaps[i] != " ":
        return False
    place = scan.knowledge.countries.index.get((tokens.keys[k],))
    return place is not None and place.demonym


def _feature_of_previous(part: Part, i: int) -> bool:
    """The category at token i is a part or an ingredient of the product named just before
    it: "<noun> with|without|from (up to four words) <category>" ("coffee bags with degassing
    valves", "pet shampoo with manuka honey", "dog treats from New Zealand lamb"); the product
    is that noun, which the offers check reads."""
    tokens = part.tokens
    k = i - 1
    while k > 0 and i - k <= 5 and tokens.keys[k] not in _FEATURE_CUES:
        word = tokens.words[k]
        if not (word.isalpha() or word.isdigit()) or tokens.gaps[k + 1] not in (" ", "-", ", "):
            return False
        k -= 1
    if k < 1 or tokens.keys[k] not in _FEATURE_CUES:
        return False
    if tokens.keys[k] == "with" and _after_specs(tokens, k):
        return True  # "cable glands (M16 to M50), with reducers, locknuts": what comes with them
    if tokens.gaps[k] != " ":
        return False
    if tokens.keys[k] == "from" and not any(tokens.cap(n) for n in range(k + 1, i)):
        return False  # "from recycled nylon" is the material rule's; "from" + a place here
    before = tokens.words[k - 1]
    return before.isalpha() and before.islower() and tokens.keys[k - 1] not in _NOT_A_HOLDER


def _after_specs(tokens, k: int) -> bool:
    """ "with" at token k follows a product's specification and a comma: "IP68, with",
    "(M16 to M50), with"."""
    before = tokens.words[k - 1]
    spec = before.isalnum() and any(c.isdigit() for c in before)
    return tokens.gaps[k] in (", ", "), ") and spec


def _unknown_head_in_subject(scan: Scan, part: Part, i: int, end: int, ident: str) -> None:
    """A subject names the offer in a few words: another category's word before a head the
    lexicon does not know ("Bicycle disposables" to a footwear buyer) is what the buyer reads
    first, and nothing says it is theirs. A warning, not an error: the lexicon lacks many
    heads, and most are right ("Fertiliser spreaders" to a farm-machinery buyer). A head of the
    buyer's category ("Tea towels" to a home-textiles buyer) is not reported."""
    tokens = part.tokens
    for k in range(end + 1, min(tokens.n, end + 4)):
        if part.flag(k) & F_CATEGORY:
            found = _match(scan, part, k)
            if found is not None and found[1] in scan.profile.categories:
                return
    scan.add_tokens(
        part,
        FindingType.category_wrong,
        Severity.warning,
        i,
        min(tokens.n - 1, end + 1),
        scan.profile.buyer.product_category,
        0.0,
        f"another category's word before a product the checker cannot place, in the subject "
        f"({scan.context.category_names.get(ident, ident)}): check",
    )


# Quotation marks around a grade's or a trade name: "larmes « almond » grade 1".
_OPEN_QUOTES = ("«", '"', "\u201c", "'", "\u2018", "„")
_CLOSE_QUOTES = ("»", '"', "\u201d", "'", "\u2019", "\u201c")


def _quoted(tokens, i: int, end: int) -> bool:
    after = tokens.gaps[end + 1] if end + 1 <= tokens.n else ""
    return tokens.gaps[i].rstrip().endswith(_OPEN_QUOTES) and after.lstrip().startswith(
        _CLOSE_QUOTES
    )


def _phrase_keys(tokens, i: int, end: int) -> tuple[str, ...]:
    return tuple(singular(k) for k in tokens.keys[i : end + 1])


def _names_record(scan: Scan, record: tuple[str, ...]) -> bool:
    """The draft names a word of the record's category anywhere ("graphite")."""
    return any(singular(k) in record for part in scan.parts for k in part.tokens.keys if len(k) > 3)


def _head_of_record(record: tuple[str, ...], key: str) -> bool:
    """The key is the head the record's last word is built on ("berries" of cloudberries,
    "fish" of monkfish): the record's own goods, named shorter."""
    head = singular(key)
    return bool(record) and len(head) >= 4 and record[-1] != head and record[-1].endswith(head)


def record_words(scan: Scan) -> tuple[str, ...]:
    """The record's category as singular words, without "products"-like suffixes."""
    taxonomy = scan.knowledge.taxonomy
    keys = tuple(singular(k) for k in tokens_of(scan.profile.buyer.product_category))
    return tuple(k for k in keys if k not in taxonomy.suffix_words) or keys


def _buyers_word_before(part: Part, i: int, words: tuple[str, ...]) -> bool:
    """A word of the record's category (`words`) qualifies the product ("baby sleeping bags"
    for a baby-products buyer, "dental examination gloves" for dental consumables)."""
    tokens = part.tokens
    for k in range(i - 1, max(-1, i - 3), -1):
        if tokens.gaps[k + 1] not in (" ", "-") or not tokens.words[k].isalpha():
            return False
        if singular(tokens.keys[k]) in words:
            return True
    return False


def _word_of_the_letter(scan: Scan, part: Part, i: int, end: int) -> bool:
    """One word of a sentence in the buyer's language that the language writes too: "in
    unserem Lager" (a warehouse) in a German letter, not lager beer."""
    return (
        end == i
        and part.tokens.keys[i] in local_words(scan.profile.country)
        and scan._foreign_at(part, part.tokens.starts[i])
    )


def _verb_of_the_letter(scan: Scan, part: Part, i: int) -> bool:
    """A lower-case word of the buyer's language in a letter written mostly in it (German
    capitalises its nouns: "hat" there is a verb), or in a sentence read as that language."""
    if part.tokens.keys[i] not in local_words(scan.profile.country):
        return False
    vocabulary = scan.knowledge.vocabulary
    return scan.body.mostly_foreign(vocabulary) or scan._foreign_at(part, part.tokens.starts[i])


def _trade_term_place(tokens, i: int, terms) -> bool:
    """Token i is at most three words after a trade term in capitals, with no mark between:
    the place of delivery ("DAP an Ihr Lager", "DDP your warehouse")."""
    for k in range(i - 1, max(-1, i - 4), -1):
        if tokens.gaps[k + 1] != " ":
            return False
        if tokens.words[k].isupper() and tokens.keys[k] in terms:
            return True
    return False


_HAS = frozenset("has have features feature includes include".split())


def _has_part(part: Part, i: int, words: tuple[str, ...]) -> bool:
    """The category at token i is in a list of what the buyer's product has, in the same
    sentence: "<record's head noun> has|features ... dryer" (a bidet seat's dryer)."""
    tokens = part.tokens
    if not words:
        return False
    for k in range(i - 1, max(tokens.sentence_start(i), i - 12), -1):
        if tokens.keys[k] in _HAS and singular(tokens.keys[k - 1]) == words[-1]:
            return True
    return False


def _buyers_head(scan: Scan, part: Part, end: int, words: tuple[str, ...]) -> bool:
    """The product's head noun is the record's (`words`): "hybrid inverters" for "solar
    inverters"."""
    tokens = part.tokens
    head = singular(tokens.keys[end])
    if head in scan.knowledge.taxonomy.suffix_words and end > 0:
        head = singular(tokens.keys[end - 1])
    return len(words) > 1 and head == words[-1]


# A word in at most this many of the lexicon's phrases names a product ("apricot", "fig");
# one in more says what kind ("dried", "frozen", "fillets").
_NAMING_MAX_PHRASES = 2


def _sibling(scan: Scan, found: tuple[str, ...], record: tuple[str, ...]) -> bool:
    """Two products of one lexicon category that share a word and differ in the one that
    names the product: "dried figs" for dried apricots, "frozen raspberries" for frozen
    strawberries. Both must be phrases of the lexicon, the record one of its products (not a
    category's own name: frozen squid is frozen seafood)."""
    index = scan.knowledge.taxonomy.index
    if found == record or index.get(found) is None or index.get(record) is None:
        return False
    if not set(found) & set(record):
        return False
    votes = scan.knowledge.taxonomy.word_votes

    def naming(words) -> set[str]:
        return {w for w in words if sum(votes.get(w, {}).values()) <= _NAMING_MAX_PHRASES}

    own, other = naming(record) - set(found), naming(found) - set(record)
    return bool(own) and bool(other)


def _before_buyers_word(part: Part, end: int, words: tuple[str, ...]) -> bool:
    """The product modifies a distinctive word of the record's category right after it
    ("tumbled walnut travertine" for travertine tiles; not "walnut kernels" for cashew
    kernels, where the shared word is only the head)."""
    tokens = part.tokens
    nxt = end + 1
    if nxt >= tokens.n or tokens.gaps[nxt] not in (" ", "-"):
        return False
    key = singular(tokens.keys[nxt])
    return key in words and (len(words) == 1 or key != words[-1])


# Parts of a plant a processed product is made from: "pulp oil", "seed oil", "leaf extract".
_PLANT_PARTS = frozenset("pulp seed kernel peel leaf root bark husk shell flower petal".split())


def _before_head(part: Part, i: int, end: int, words: tuple[str, ...]) -> bool:
    """A part of a plant before the record's head noun ("pulp oil", "pulp extract" for sea
    buckthorn oil): the phrase names the buyer's product by what it is pressed from; a kind
    ("chestnut extract" for quebracho extract) is another product."""
    tokens = part.tokens
    nxt = end + 1
    if nxt >= tokens.n or tokens.gaps[nxt] not in (" ", "-") or not words:
        return False
    if end != i or singular(tokens.keys[i]) not in _PLANT_PARTS:
        return False
    key = singular(tokens.keys[nxt])
    # "pulp extract" for sea buckthorn oil: another form of the same fruit's product
    return key == words[-1] or (words[-1] in _PROCESSED_HEADS and key in _PROCESSED_HEADS)


# Verbs that make "in <products>" what the buyer's product goes into: "use our oil in hair oils,
# capsules and skin creams".
_USE_VERBS = frozenset("use uses used using".split())


def _used_in(part: Part, i: int) -> bool:
    """The product at token i is listed after "in" in a sentence that uses something in it."""
    tokens = part.tokens
    k = i - 1
    while k > 0 and i - k <= 8 and tokens.keys[k] != "in":
        if not tokens.words[k].isalpha() or not tokens.words[k].islower():
            return False
        k -= 1
    if k < 1 or tokens.keys[k] != "in":
        return False
    start = tokens.sentence_start(k)
    return not _USE_VERBS.isdisjoint(tokens.keys[start:k])


def _dosage(tokens, i: int) -> bool:
    """ "<figure>% in <category>": the share of the buyer's product in another."""
    return i > 1 and tokens.keys[i - 1] == "in" and tokens.gaps[i - 1].startswith("%")


# Heads of a record's category that make it a processed fruit ("lingonberry powder", "sea
# buckthorn oil"), and the words for the fruit it is made from.
_PROCESSED_HEADS = frozenset("oil powder juice extract puree concentrate jam flour pulp".split())
_FRUIT_WORDS = frozenset("berry fruit seed kernel".split())


def _raw_fruit(scan: Scan, part: Part, i: int, end: int, ident: str, words) -> bool:
    """Fresh produce named for a buyer of a product made from it: the fruit is where the
    product comes from ("made from wild berries" for lingonberry powder)."""
    if ident != "fresh_produce" or not words or words[-1] not in _PROCESSED_HEADS:
        return False
    found = [singular(k) for k in part.tokens.keys[i : end + 1]]
    return found[-1] in _FRUIT_WORDS


# What introduces examples of a category named just before: "kitchenware: woks, ...",
# "kitchenware such as woks", "kitchenware (woks, ...)".
_EXAMPLE_CUES = frozenset("such including like especially notably e.g incl".split())


def _example_of_buyers(part: Part, mentions: list[int], i: int) -> bool:
    """The product is listed as an example of the buyer's category named earlier in the
    sentence ("Our dental consumables — prophy angles, saliva ejectors, examination gloves")."""
    tokens = part.tokens
    start = tokens.sentence_start(i)
    for end in reversed(mentions):
        if end < start:
            return False
        if end + 1 < tokens.n:
            gap = tokens.gaps[end + 1]
            if any(c in gap for c in ":—–(") or tokens.keys[end + 1] in _EXAMPLE_CUES:
                return True
    return False


# Words that set the sender's other business apart from what is offered.
_BESIDES = frozenset("besides alongside beside apart".split())
_CURRENCIES = frozenset("usd eur gbp chf jpy cad aud nzd us$ €".split())


def _besides(tokens, i: int) -> bool:
    """The category follows "besides" or "alongside (our)": the sender's other trade."""
    return any(tokens.keys[k] in _BESIDES for k in range(max(0, i - 3), i))


def _priced_per(tokens, i: int) -> bool:
    """A unit after a price: "USD 15.20 per carton", "15,20 USD le carton"."""
    return (
        any(
            tokens.keys[k] in _CURRENCIES or tokens.words[k] in ("$", "€")
            for k in range(max(0, i - 3), i)
        )
        and i > 0
        and tokens.keys[i - 1] in ("per", "le", "la", "el", "por", "par", "pro", "a")
    )


# Determiners of one thing: "a sample carton", "the Guadalajara printer", "its price sticker".
_ONE_THING = frozenset("a an one the this that its each every another".split())


def _one_object(part: Part, i: int, end: int) -> bool:
    """A singular count noun after a determiner is one object, not a product line offered
    ("send a sample carton", "at the stand of a Guadalajara printer")."""
    tokens = part.tokens
    key = tokens.keys[end]
    if key != singular(key) or key.endswith("s"):
        return False
    for k in range(i - 1, max(-1, i - 4), -1):
        if tokens.gaps[k + 1] != " " or not tokens.words[k].isalpha():
            return False
        if tokens.keys[k] in _ONE_THING:
            return True
    return False


# Where goods belong, just before the buyer's company: "samples of our X", "a steady source of
# X"; and an offer that stops at the company: "We would like to offer X." (the sentence ends)
_GOODS_BEFORE = re.compile(
    r"(?:\bour|\b(?:source|sources|samples|sample|supply|supplies|orders|order) of|\b(offer)) $"
)
_GOODS_LOOK_BACK = 24


def _company_offered(scan: Scan, part: Part) -> None:
    """The buyer's company where the goods belong: "samples of our Михајловски АД", "a steady
    source of Михајловски АД", "We would like to offer الزيدانية الصناعية ذ.م.م.", "new orders of
    Михајловски АД"."""
    text = part.tokens.text
    buyer = scan.profile.buyer
    spans: list[tuple[int, int]] = []
    for name in scan.profile.company.name.spellings:
        at = text.find(name)
        while at >= 0:
            end, before = at + len(name), max(0, at - _GOODS_LOOK_BACK)
            at = text.find(name, end)
            cue = _GOODS_BEFORE.search(text, before, end - len(name))
            if cue is None or any(a <= end - len(name) < b for a, b in spans):
                continue  # no cue, or the core inside the whole name, already reported
            after = text[end : end + 3]
            if after[:1].isalnum() or after[:1] in ("'", "\u2019"):
                continue  # "our Foo GmbH's range", a longer word
            if cue.group(1):  # "offer X": only where the sentence stops at the name
                rest = after[1:] if after[:1] == "." else after if name.endswith(".") else None
                if rest is None or not (rest == "" or rest[:1] == "\n" or rest[1:2].isupper()):
                    continue
            spans.append((end - len(name), end))
            scan.add(part, FindingType.category_wrong, Severity.error, end - len(name), end,
                     buyer.product_category, 0.0,
                     "the buyer's company where the goods belong")  # fmt: skip


def run(scan: Scan) -> None:
    profile = scan.profile
    for part in scan.parts:
        _company_offered(scan, part)
    expected = profile.buyer.product_category
    if not expected:
        return
    taxonomy = scan.knowledge.taxonomy
    names = scan.context.category_names
    record = record_words(scan)
    # the lexicon places the record's category (not only the batch's own "batch:" entry)
    placed = any(not c.startswith("batch:") for c in profile.categories)
    for part in scan.parts:
        tokens = part.tokens
        done = -1
        mentions: list[int] = []  # where the buyer's own category was named, in order
        for i in part.flagged(F_CATEGORY):
            if i <= done or i in part.claimed:
                continue
            found = _match(scan, part, i)
            if found is None:
                continue
            end, ident = found
            longer = _match(scan, part, end) if end > i else None
            if longer is not None and longer[0] > end and longer[1] == ident:
                end = longer[0]  # "green coffee | beans": "coffee beans" goes on
            nxt = end + 1
            if nxt < tokens.n and singular(tokens.keys[nxt]) in taxonomy.suffix_words:
                if tokens.soft(end, nxt):
                    end = nxt
            done = end
            if not part.free(i, end):
                continue
            if _modifies_next(scan, part, end):
                if part.name == "subject" and ident not in profile.categories:
                    _unknown_head_in_subject(scan, part, i, end, ident)
                continue  # "tile cutters", "tea towels", "rice-water toners": another product
            if _qualified_by_buyers(scan, part, i):
                continue  # "mussel meat": the buyer's product names what the meat is
            if end == i and _head_of_record(record, tokens.keys[i]):
                continue  # "The berries are hand-picked" of frozen cloudberries: the same goods
            if end == i and tokens.cap(i) and tokens.keys[i] in scan.profile.people:
                continue  # "Jean-Pierre Mbarga": a person's name, not jeans
            if end == i and len(tokens.words[i]) > 1 and tokens.words[i].isupper():
                continue  # "MOP" (muriate of potash): an acronym, not a mop
            if _besides(tokens, i):
                continue  # "Alongside our seafood we export shochu": the sender's other line
            if _priced_per(tokens, i):
                continue  # "15,20 USD le carton": the unit a price is per
            if end == i and tokens.words[i].islower() and _verb_of_the_letter(scan, part, i):
                continue  # "es hat mich gefreut": a German verb; nouns there take a capital
            if _wood_grain(tokens, i, end):
                continue  # "golden colour and straight grain": the timber's texture
            if _contaminant(tokens, i, end):
                continue  # "dioxins and PCBs well below the EU limits": tested for, not sold
            if _listed_colour(tokens, i, end) or _possessed(tokens, i):
                continue  # "7–9 mm, cream": a colour; "the wood's natural resins": its own
            if likened(tokens, i):
                continue  # "people use it like maple syrup": what the goods are compared to
            if _flavour(tokens, i):
                continue  # "four flavours: hazelnut, cocoa and vanilla": what the wafers taste of
            if _negated(tokens, i):
                continue  # "no homogenised binder", "no added alcohol or fragrance"
            if _coordinated_modifier(scan, part, i, end, record):
                continue  # "wafer and lug butterfly valves": a kind of valve
            if end == i and tokens.words[i].isupper() and tokens.keys[i] in taxonomy.trade_terms:
                continue  # "DAP Hamburg": a trade term, not diammonium phosphate
            if _trade_term_place(tokens, i, taxonomy.trade_terms):
                continue  # "DAP an Ihr Lager": where the goods go, not lager beer
            if _buyers_own_work(part, i):
                continue  # "if Al Aradi Perfumes also blends bakhoor": what the buyer does
            if _customers(tokens, i):
                continue  # "we ship to blenders in the Balkans": who buys, not what is sold
            if _own_equipment(tokens, i, end):
                continue  # "apply them on our bottling line": where the sender works
            if _spec(part, i):
                continue  # "6-bolt": how the rotor is mounted, not bolts offered
            if i > 0 and tokens.keys[i - 1] in _NEGATIONS:
                continue  # "sun-dried, no chemicals": nothing offered
            if i > 0 and tokens.keys[i] in _CAKES and tokens.keys[i - 1] in _CAKE_KINDS:
                continue  # "filter cake", "oil cake": a mineral's or a seed's solid, no pastry
            if end == i and _garlic_cloves(tokens, i, record):
                continue  # "whole bulbs and peeled cloves" of black garlic: no spice
            if _nutrient(tokens, i, end):
                continue  # "natural vitamins A and D", "Vitamin C": what the product holds
            if _material(part, i) or _ingredient(tokens, i):
                continue  # "knitted from recycled nylon", "made from dried shrimp, chili": inputs
            if _in_the_records_product(tokens, i, record):
                continue  # "alheira ... with wheat bread, olive oil": what the buyer's is made of
            if _use_of_previous(part, i):
                continue  # "PTFE seats for chemicals": what the seats are for
            if _feature_of_previous(part, i):
                continue  # "coffee bags with degassing valves": a part of the bags
            if _in_place_name(scan, part, i, end):
                continue  # "Apapa and Tin Can Island": a port, not tin cans
            if _labels_in_a_language(scan, part, i, end):
                continue  # "Japanese care labels": how the product is labelled, not an offer
            if _packing_or_processed(part, i, end, ident):
                continue  # "in 60 kg jute bags", "canned pineapple": not what is offered
            nxt = end + 1
            if nxt + 2 < tokens.n and tokens.keys[nxt] in ("and", "&", "or"):
                nxt += 2  # "dishwasher and oven safe": the property after the second word
            if nxt < tokens.n and tokens.keys[nxt] in _PROPERTY_AFTER and tokens.soft(end, nxt):
                continue  # "dishwasher safe", "BPA free": a property of the product
            notes = scan.profile.buyer.notes
            if (notes and words_in(tokens.surface(i, end), notes)) or _quoted(tokens, i, end):
                continue  # "grade 1 almonds" as the notes say; « almond »: a grade's name
            part.claim(i, end, "category")
            phrase = _phrase_keys(tokens, i, end)
            ids = taxonomy.ids_of(phrase, ident)
            if ids & profile.categories:
                mentions.append(end)  # the buyer's category: examples may follow
                if not profile.category_exact and _sibling(scan, phrase, record):
                    scan.add_tokens(
                        part,
                        FindingType.category_wrong,
                        Severity.error,
                        i,
                        end,
                        expected,
                        fuzz.token_set_ratio(
                            tokens.surface(i, end), expected, processor=utils.default_process
                        ),
                        f"a neighbour of {expected!r} in its own category, not it",
                        not offered(part, i),
                    )
                continue
            if set(phrase) <= set(record):
                continue  # "Hong Kong's old oyster village" for oyster sauce: the record's word
            if _buyers_word_before(part, i, record) or _buyers_head(scan, part, end, record):
                continue  # "baby sleeping bags", "hybrid inverters" for a solar-inverter buyer
            if _before_buyers_word(part, end, record):
                continue  # "walnut travertine" for a travertine-tiles buyer: a colour, a kind
            if _before_head(part, i, end, record):
                continue  # "pulp oil" for sea buckthorn oil: the part of the plant it is from
            if _has_part(part, i, record):
                continue  # "our bidet seat has a heated seat, warm-water wash and dryer"
            if _used_in(part, i):
                continue  # "use our pulp oil in hair oils, capsules and skin creams"
            if _dosage(tokens, i):
                continue  # "0.5-2% in creams": how much of the buyer's product goes in
            if _raw_fruit(scan, part, i, end, ident, record):
                continue  # "our berries are wild-harvested" for sea buckthorn oil
            nxt = end + 1
            if _list_before_context(scan, part, end):
                continue  # a market, not a product: "used in the chemical industries"
            if nxt < tokens.n and part.flag(nxt) & F_CATEGORY and tokens.soft(end, nxt):
                after = _match(scan, part, nxt)
                if after is not None and after[1] in profile.categories:
                    continue  # a material or kind of the buyer's product: "steel valves"
            related = bool(ids & profile.related)
            if related and _example_of_buyers(part, mentions, i):
                continue  # "our kitchenware: woks, kettles and ...": the writer's examples
            if not placed and not related and not _names_record(scan, record):
                # the lexicon cannot place "flake graphite", but a draft that never names it
                # and offers green tea offers something else
                severity = Severity.error
                why = f"a product the record does not name, and {expected!r} is never named"
            elif not profile.category_exact and (related or not placed):
                # the record names a narrower category than the lexicon's ("bicycle parts",
                # "dental consumables"): whether a neighbouring product is part of it is a
                # person's call
                severity = Severity.warning
                why = f"the checker cannot tell whether this is part of {expected!r}: check"
            elif _one_object(part, i, end):
                severity, why = Severity.warning, "one object, not a product offered? check"
            elif related:
                # kitchen appliances for a kitchenware buyer, valves for a machinery buyer:
                # plausible, but not what the record says they buy
                severity = Severity.error
                why = f"a neighbouring category, not the buyer's ({names.get(ident, ident)})"
            else:
                severity = Severity.error
                why = f"a category that is not the buyer's ({names.get(ident, ident)})"
            # outside an offer's place, or inside a hyphenated modifier ("end-grain balsa"),
            # a category word may not be a product at all: a doubt
            doubt = severity is Severity.error and (
                not offered(part, i)
                or (i > 0 and tokens.gaps[i] == "-" and end == i)
                or _word_of_the_letter(scan, part, i, end)
            )
            surface = tokens.surface(i, end)
            scan.add_tokens(
                part,
                FindingType.category_wrong,
                severity,
                i,
                end,
                expected,
                fuzz.token_set_ratio(surface, expected, processor=utils.default_process),
                why,
                doubt,
            )
    for part in scan.parts:
        _unplaced_offers(scan, part)
