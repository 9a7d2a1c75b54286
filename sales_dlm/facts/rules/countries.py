"""country_wrong: a country said of the buyer that is not the buyer's.

Countries, their other names and demonyms are found by longest match (countries.toml, and
country_names.toml's names in the buyers' languages), only capitalised (but for lower-case words
inside a name: "Bosna i Hercegovina"); in Chinese, Japanese, Thai and Korean also inside a
longer word ("我是乌兹别克斯坦"); short aliases only as written ("US", never "us"); regions are
read and ignored.
A mention is fine when it is the buyer's country or the sender's ("we are a Korean exporter"),
when it is in the signature, when the nearest person word before it in the sentence is the
sender's ("we already work with importers in Germany") unless it is the one country the
sender ships or delivers to ("we already ship to Peru": in a letter to one buyer, the buyer's;
a list of markets is the sender's), when the sentence is about neither the sender nor the
buyer ("boat builders in Norway have ordered"), or when a demonym is a language ("a catalogue
in German"). Names that are also given names ("Jordan") need a preposition before
them. Said of the buyer, another country is an error; a warning when the same sentence also
names the buyer's own country (a list of markets: "known across Switzerland and Austria"),
or when the record's country is one countries.toml does not know. With no country in the
record nothing is compared.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rapidfuzz import fuzz, utils

from sales_dlm.facts.context import F_CATEGORY, F_COUNTRY
from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.geography import CountryTable, Place
from sales_dlm.facts.judge import tokens_of
from sales_dlm.facts.rules.countries_cjk import (
    CJK_YOURS,
    sent_in_script,
    sent_to_place,
    yours_in,
)
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, singular
from sales_dlm.facts.vocabulary import english_words

# lower-case words inside a country's name ("Republic of the Congo", "République du Congo")
_LOWER_OK = frozenset({"the", "of", "and", "du", "de", "del", "démocratique"})


def _shouted(part: Part, i: int, j: int) -> bool:
    """The words around i..j are in capitals too (a subject in caps: "WORK WITH US")."""
    words = part.tokens.words
    around = [words[k] for k in (i - 1, j + 1) if 0 <= k < len(words)]
    return any(len(w) > 1 and w.isupper() for w in around)


_BUYER_OWNERS = frozenset({"own", "contact", "misspelled"})
# Verbs after which "from <country>" is where goods come from, not where the buyer is.
_ORIGIN_VERBS = frozenset(
    "import imports importing imported source sources sourcing sourced buy buys buying bought "
    "purchase purchases purchasing procure procures procuring".split()
)

# Verbs after which "to <country>" is where the goods go: in a letter to one buyer, the buyer's
# country ("We already ship to Peru, so logistics are easy" to a buyer in Colombia is wrong).
_DELIVERY_VERBS = frozenset(
    "ship ships shipping shipped deliver delivers delivering delivered delivery deliveries "
    "shipment shipments dispatch dispatches dispatched order orders consignment consignments "
    "container containers".split()
)


# Words after a place within which "then" or "and by" make it a stop on the way ("... and then
# by sea").
_THEN_REACH = 8


def _delivered_to(part: Part, i: int, j: int) -> bool:
    """Tokens i..j are the one country after "ship/deliver ... to (the)", the verb at most
    three words before "to"; a list of markets ("ship to Germany and France") is not."""
    tokens = part.tokens
    nxt = j + 1
    if nxt + 1 < tokens.n and (tokens.keys[nxt] in ("and", "or") or tokens.gaps[nxt][:1] == ","):
        if part.flag(nxt) & F_COUNTRY or part.flag(nxt + 1) & F_COUNTRY:
            return False
    k = i - 1
    if k >= 0 and tokens.keys[k] in _ARTICLES:
        k -= 1
    if k >= 0 and tokens.keys[k] in _DESTINATION_TERMS and tokens.words[k].isupper():
        return True  # "Levering DAP Sverige": the Incoterm names where the goods are delivered
    if k < 1 or tokens.keys[k] not in _TO:
        return False
    verbs = _DELIVERY_VERBS if tokens.keys[k] == "to" else _DELIVERY_VERBS_ABROAD
    # "we deliver by reefer truck to Czechia": four words back in English, three elsewhere
    reach = 4 if tokens.keys[k] == "to" else 3
    sent = any(tokens.keys[m] in verbs for m in range(max(0, k - reach), k)) or (
        # "Para Perú podemos enviar CIF San Antonio": the verb after the country
        tokens.keys[k] != "to"
        and any(tokens.keys[m] in verbs for m in range(j + 1, min(tokens.n, j + 4)))
    )
    return sent and not _stop_on_the_way(tokens, j)


def _stop_on_the_way(tokens, j: int) -> bool:
    """ "then" or "and by" follows the place at token j: a stop the goods pass ("by rail to the
    Chinese port of Lianyungang and (then) by sea to Ulsan"), not where they are delivered."""
    after = tokens.keys[j + 1 : min(tokens.sentence_end(j), j + _THEN_REACH)]
    return "then" in after or any(
        a == "and" and b == "by" for a, b in zip(after, after[1:], strict=False)
    )


# "looking for a tile dealer in Belgium": the partner a letter looks for is the one it is
# written to, so the country is the buyer's.
_SEEKING = frozenset("looking searching seeking".split())
_PARTNERS = frozenset(
    "dealer dealers distributor distributors importer importers partner partners agent agents "
    "wholesaler wholesalers stockist stockists representative buyer buyers".split()
)


def _sought_in(tokens, i: int) -> bool:
    """The country at i ends "looking/searching/seeking for a <partner> in": the partner the
    sender seeks there, that is the buyer written to."""
    k = i - 1
    if k < 3 or tokens.keys[k] != "in" or tokens.keys[k - 1] not in _PARTNERS:
        return False
    for m in range(k - 2, max(0, k - 6), -1):
        if tokens.keys[m] in ("a", "an") and tokens.keys[m - 1] == "for":
            return m >= 2 and tokens.keys[m - 2] in _SEEKING
    return False


def _delivered(scan: Scan, part: Part, i: int, j: int) -> bool:
    """Tokens i..j are where the goods are delivered (`_delivered_to`), a country in
    Chinese characters right after a verb of sending in the same word, or a Korean one with
    a particle of place before a verb of arriving or sending ("일본에 도착할 예정")."""
    if _delivered_to(part, i, j):
        return True
    return i == j and sent_in_script(scan.knowledge.countries, part.tokens, i)


# Prepositions of place: "Brekke Vinimport AS i Sverige", "Kovač d.o.o. u Hrvatskoj".
_LOCATIVES = frozenset("in i en à au im в во w we v ve u na em no στην στη στο".split())


def _company_in(part: Part, i: int) -> bool:
    """The country at i follows the buyer's company and a preposition of place: the company
    put in it, in any language ("adressert til Brekke Vinimport AS i Sverige")."""
    tokens = part.tokens
    return (
        i >= 2
        and tokens.keys[i - 1] in _LOCATIVES
        and tokens.gaps[i] == " "
        and tokens.gaps[i - 1] == " "
        and part.owner(i - 2) == "own"
    )


_BUYING = frozenset("buys sources imports purchases".split())


def _buys_in(part: Part, i: int) -> bool:
    """The country at i ends "<the buyer's company> buys <goods> in": where the company buys
    is its market ("鄭貿易股份有限公司 buys cooking oil in South Korea" to a buyer in Taiwan,
    the embedded models' slip; the sender's country is no excuse)."""
    tokens = part.tokens
    if i < 3 or tokens.keys[i - 1] != "in":
        return False
    for k in range(i - 2, max(tokens.sentence_start(i), i - 10) - 1, -1):
        if tokens.keys[k] in _BUYING:
            return k > 0 and part.owner(k - 1) == "own"
    return False


def _yours(scan: Scan, part: Part, i: int) -> bool:
    """Token i puts the buyer's company in a country, in Chinese (countries_cjk.yours_in)."""
    return yours_in(scan.knowledge.countries, scan.profile.company.name, part.tokens.words[i])


def _enters(tokens, i: int) -> bool:
    """The country at i is where goods enter: "the documents needed for import into Tanzania",
    "delivered DAP Hawick, cleared in Ireland"."""
    k = i - 1
    if k >= 0 and tokens.keys[k] == "the":
        k -= 1
    if k < 1:
        return False
    if tokens.keys[k] == "into":
        return any(tokens.keys[m] in _IMPORT_WORDS for m in range(max(0, k - 3), k))
    return tokens.keys[k] in _IN and tokens.keys[k - 1] in _CLEARED


_IMPORT_WORDS = frozenset("import imports imported importing importation entry".split())
# "cleared in Ireland", "dédouanement en France", "verzollt in Österreich"
_CLEARED = frozenset(
    "cleared clearance customs dédouanement dédouané dédouanée dédouanés verzollt verzollung "
    "sdoganamento sdoganato sdoganata desaduanaje desaduanado nacionalizado".split()
)
_IN = frozenset("in en au im".split())


# "to" and the delivery verbs and nouns of the buyers' languages: "Despachamos a Ecuador por
# Cartagena", "livrons en France", "enviamos para o Brasil", "liefern nach Österreich", "Für die
# Schweiz liefern wir", "Per la consegna in Slovenia", "Levering til Sverige".
_TO = frozenset(
    "to a para hacia en au vers nach für per in naar till til в во do στην στη στο".split()
)
_DELIVERY_VERBS_ABROAD = frozenset(
    "despachamos enviamos entregamos embarcamos exportamos despacho envío envio entrega "
    "enviamos livrons expédions expedions livraison expédition spediamo consegniamo "
    "liefern versenden lieferung enviar exportar embarcar despachar entregar livrer expédier "
    "spedire consegnare enviarlo enviarle consegna spedizione levering leveren leveringen "
    "leverans leverera leveranse levere delivery deliveries entregas envios envíos remessas "
    "livraisons lieferungen consegne отправить отправим отправляем доставим доставить "
    "поставим поставляем отгрузим отгружаем партию партии груз στέλνουμε αποστέλλουμε "
    "wysyłamy wyślemy dostarczamy dostarczymy posíláme dodáváme dodáme".split()
)
# Articles between the preposition and the country: "für die Schweiz", "per la Francia".
_ARTICLES = frozenset("the die la le el il o l".split())
# Incoterms that name the place of delivery, so the country after them is where goods go.
_DESTINATION_TERMS = frozenset("dap ddp cpt cip dpu".split())


# Words before a country that compare the offer with it, not place the buyer there.
_COMPARISONS = (
    ("than",),
    ("alternative", "to"),
    ("next", "to"),
    ("instead", "of"),
    ("besides",),
    ("versus",),
    ("vs",),
    ("unlike",),
    ("compared", "to"),
    ("compared", "with"),
    ("source", "to"),  # "a second source to Vietnam"
)


def _compared_with(tokens, i: int) -> bool:
    # "an alternative to the/your Ukrainian supply"
    k = i - 1 if i > 0 and tokens.keys[i - 1] not in ("the", "your", "our") else i - 2
    for phrase in _COMPARISONS:
        n = len(phrase)
        if k - n + 1 >= 0 and tuple(tokens.keys[k - n + 1 : k + 1]) == phrase:
            return True
    return False


def _said_of_buyer(scan: Scan, part: Part, i: int, j: int) -> bool:
    """Whether the sentence holding tokens i..j says the country of the buyer.

    The nearest person word before the mention decides ("we ship to Germany" is the sender's,
    "your stores in Germany" the buyer's); failing one, any mention of the buyer later in the
    sentence ("In Greece, Özdemir Tekstil ..."). A sentence about neither (about third
    parties: "boat builders in Norway ordered") says nothing of the buyer. A subject line is
    about the buyer unless it speaks in the first person.
    """
    tokens, lang = part.tokens, scan.knowledge.language
    if _delivered(scan, part, i, j) or _enters(tokens, i) or _sought_in(tokens, i):
        return True
    if _rules_met(tokens, j):
        return True  # "we can meet Korea's requirements": the market the goods go to
    if i == j and _yours(scan, part, i):
        return True  # "贵司是韩国领先的…企业": your company is Korea's leading ...
    if i > 0 and tokens.keys[i - 1] == "other" and j + 1 < tokens.n:
        if tokens.keys[j + 1] in _PEERS:
            return True  # "with other Swedish buyers": the buyer is one of them
    if _compared_with(tokens, i):
        return False  # "closer than Poland", "an alternative to South Africa"
    first = _list_start(part, i)
    if first >= 2 and tokens.keys[first - 1] == "from":
        before = set(tokens.keys[max(0, first - 7) : first - 1])
        if before & _ORIGIN_VERBS:
            return False  # "you import from Mexico and Peru": where goods come from
    if _of_the_trade(tokens, j):
        return False  # "after Peru's season has ended": the country's harvest
    for k in range(i - 1, tokens.sentence_start(i) - 1, -1):
        key, owner = tokens.keys[k], part.owner(k)
        if key in _THIRD_PARTIES:
            return False  # "your current supplier in Spain": the supplier's country
        if key in lang.second_person or owner in _BUYER_OWNERS:
            return True
        if owner == "sender" or (key in lang.first_person and tokens.words[k] != "i"):
            return False  # a lower-case "i" is no "I": "Brekke Vinimport AS i Sverige"
    for k in range(j + 1, tokens.sentence_end(j)):
        key, owner = tokens.keys[k], part.owner(k)
        if key in lang.second_person or owner in _BUYER_OWNERS:
            return True
        if key in lang.first_person or owner == "sender":
            return False
    return part.name == "subject"


# Groups a buyer belongs to: "other Swedish buyers" says the buyer is Swedish.
_PEERS = frozenset(
    "buyers customers clients importers distributors retailers wholesalers companies "
    "partners roasters wineries brands".split()
)


def _list_start(part: Part, i: int) -> int:
    """The first token of the list of countries ending with the one at token i ("Mexico and
    Peru", "Chile, Peru"); i itself when it is not listed."""
    tokens = part.tokens
    while i >= 2 and (tokens.keys[i - 1] in ("and", "or") or tokens.gaps[i].startswith(",")):
        k = i - 2 if tokens.keys[i - 1] in ("and", "or") else i - 1
        while k > 0 and part.flag(k) & F_COUNTRY and part.flag(k - 1) & F_COUNTRY:
            k -= 1  # "South Africa": the country's first word
        if not part.flag(k) & F_COUNTRY:
            break
        i = k
    return i


# Nouns after a country's possessive that speak of the country's trade, not of the buyer
# ("after Peru's season has ended", "Spain's harvest").
_TRADE_NOUNS = frozenset(
    "season seasons harvest harvests crop crops production output exports imports supply "
    "market".split()
)


# Nouns of an import market's rules after its country's possessive, and the verbs that say the
# goods will comply: "we can meet Korea's requirements for residual pesticides".
_RULE_NOUNS = frozenset("requirements regulations standards rules limits mrls".split())
_COMPLY = frozenset("meet meets comply complies fulfil fulfill satisfy satisfies".split())


def _rules_met(tokens, j: int) -> bool:
    """The country at j, possessive, before a rule noun that a verb of complying governs."""
    nxt = j + 1
    if nxt + 1 >= tokens.n or tokens.keys[nxt] != "s" or tokens.gaps[nxt] not in ("'", "’"):
        return False
    if tokens.keys[nxt + 1] not in _RULE_NOUNS:
        return False
    start = j
    while start > 0 and tokens.cap(start - 1) and tokens.gaps[start] == " ":
        start -= 1  # the country's first word: "South Korea's"
    return any(tokens.keys[m] in _COMPLY for m in range(max(0, start - 3), start))


def _of_the_trade(tokens, j: int) -> bool:
    nxt = j + 1
    possessive = nxt < tokens.n and tokens.keys[nxt] == "s" and tokens.gaps[nxt] in ("'", "’")
    return possessive and nxt + 1 < tokens.n and tokens.keys[nxt + 1] in _TRADE_NOUNS


def _listed(part: Part, i: int, j: int) -> bool:
    """Tokens i..j are one of a list of countries ("Spain and Italy", "Finland, Russia")."""
    tokens = part.tokens
    before = i - 2 if i >= 2 and tokens.keys[i - 1] in ("and", "or") else i - 1
    if before >= 0 and (tokens.keys[i - 1] in ("and", "or") or tokens.gaps[i].startswith(",")):
        if part.flag(before) & F_COUNTRY:
            return True
    after = j + 2 if j + 2 < tokens.n and tokens.keys[j + 1] in ("and", "or") else j + 1
    if after < tokens.n and (after == j + 2 or tokens.gaps[j + 1].startswith(",")):
        return bool(part.flag(after) & F_COUNTRY)
    return False


def _among_places(part: Part, i: int, j: int) -> bool:
    """Tokens i..j are joined to another place by "and" in any language: "Germany and the
    Netherlands", "in Österreich und Italien", "en Autriche et en Allemagne" (a list of
    markets, not one country's place)."""
    tokens = part.tokens
    k = i - 1
    if k >= 0 and tokens.keys[k] == "the":
        k -= 1
    if k >= 1 and tokens.keys[k] in _LIST_PREPOSITIONS and tokens.keys[k - 1] in _AND_OR:
        k -= 1  # "et en Allemagne": the preposition said again after "and"
    if k >= 1 and tokens.keys[k] in _AND_OR and tokens.cap(k - 1):
        return True
    after = j + 1
    if after + 1 < tokens.n and tokens.keys[after] in _AND_OR:
        nxt = after + 1
        if tokens.keys[nxt] in ("the", *_LIST_PREPOSITIONS) and nxt + 1 < tokens.n:
            nxt += 1
        # "sells well in Libya, and I understand": a clause, not another place
        return tokens.cap(nxt) and tokens.words[nxt].isalpha() and tokens.words[nxt] != "I"
    return False


# Prepositions a list of places says again after its "and": "en Autriche et en Allemagne".
_LIST_PREPOSITIONS = frozenset("in to en au aux à a em na nach w v".split())


_AND_OR = frozenset("and or und oder et ou y o e i og en".split())


def _names_own_country(scan: Scan, part: Part, i: int, end: int) -> bool:
    """The buyer's own country is named in the same sentence: a list of markets. Not a word
    of the country found ("Congo" of "Republic of Congo") or of a company ("Congo Froid")."""
    tokens, index = part.tokens, scan.knowledge.countries.index
    for k in range(tokens.sentence_start(i), tokens.sentence_end(i)):
        if i <= k <= end or part.owner(k) not in (None, "country"):
            continue
        if part.flag(k) & F_COUNTRY:
            hit = index.match(tokens.keys, k, tokens)
            if hit is not None and hit[1].code == scan.profile.country:
                return True
    return False


# City states and others whose name English uses as the adjective: "a Singapore food
# producer", "a Hong Kong importer", "a New Zealand winery".
_NAMES_AS_ADJECTIVES = frozenset({"SG", "HK", "MO", "MC", "NZ"})


def _name_as_adjective(tokens, i: int, j: int) -> bool:
    """ "a South Korea maker", "a Poland exporter": a country's name between an indefinite
    article and a noun, where English writes the adjective."""
    nxt = j + 1
    return (
        i > 0
        and tokens.keys[i - 1] in ("a", "an")
        and nxt < tokens.n
        and tokens.gaps[nxt] == " "
        and tokens.words[nxt].isalpha()
        and tokens.words[nxt].islower()
        and tokens.keys[nxt] in english_words()  # not "a Guatemala por DHL": Spanish "a"
    )


# Verbs after which "we ... from <country>" says where the sender's goods are made.
_MAKING_VERBS = frozenset(
    "supply supplies export exports make makes produce produces manufacture manufactures "
    "offer offers grow grows".split()
)


def _sender_origin(scan: Scan, part: Part, i: int) -> bool:
    """ "We supply cosmetics from Taiwan": a first-person making verb, then "from" right
    before the country, in one sentence."""
    tokens, lang = part.tokens, scan.knowledge.language
    if i < 3 or tokens.keys[i - 1] != "from":
        return False
    start = tokens.sentence_start(i)
    for k in range(i - 2, max(start, i - 8) - 1, -1):
        if tokens.keys[k] in _MAKING_VERBS:
            return k > 0 and tokens.keys[k - 1] in lang.first_person
    return False


# What a sender calls their company after "we are a <demonym>", in the buyers' languages too.
_MAKERS = frozenset(
    "producer manufacturer exporter supplier company firm grower mill factory producent "
    "fabrikant exporteur leverancier bedrijf producteur fabricant exportateur fournisseur "
    "productor fabricante exportador proveedor empresa hersteller produzent lieferant "
    "produttore esportatore fornitore azienda".split()
)
# "We" in the languages a letter may be written in, besides the English first person.
_WE = frozenset("we wij nous wir noi nosotros somos siamo sind zijn".split())


def _we_are(scan: Scan, part: Part, i: int, end: int, code: str | None) -> bool:
    """ "We are a Turkish producer", "Wij zijn een Turkse producent": the sender calls their
    company another country's than the profile's; reported as sender_wrong. True if so."""
    tokens = part.tokens
    own = scan.context.sender_country
    if own is None or code == own or end + 1 >= tokens.n:
        return False
    if singular(tokens.keys[end + 1]) not in _MAKERS and tokens.keys[end + 1] not in _MAKERS:
        return False
    if _WE.isdisjoint(tokens.keys[max(0, i - 4) : i]):
        return False
    scan.add_tokens(
        part,
        FindingType.sender_wrong,
        Severity.error,
        i,
        end + 1,
        scan.context.sender.country,
        0.0,
        "says your company is of another country than your profile's",
    )
    return True


# Nouns a demonym before them describes instead of the buyer ("your Turkish supplier").
_THIRD_PARTIES = frozenset(
    "supplier suppliers competitor competitors producer producers mill mills factory "
    "factories manufacturer manufacturers exporter exporters vendor vendors grower growers "
    "rival rivals brand brands origin origins".split()
)


# Of those, the nouns a country's name before them may say of the buyer ("a New Zealand brand").
_OWN_NOUNS = frozenset("brand brands origin origins".split())


# Nouns a demonym before them describes as a people's or a season's, not the buyer's place
# ("the Nigerian community", "Chinese New Year"); "your Canadian stores" stays the buyer's.
# Words that make a demonym the start of a company's name: "Ethiopian Airlines".
_NAME_NOUNS = frozenset("airlines airways air lines shipping railways".split())
_PEOPLES = frozenset(
    "community communities diaspora cuisine cuisines cooking dishes recipes new lunar "
    "holidays".split()
)  # "for Sri Lankan and South Indian cooking"
# Nouns of goods: a demonym before them says where goods come from ("your Ugandan ones").
_GOODS = frozenset(
    "ones goods origin origins product products supply crop crops type types variety varieties "
    "style cultivar cultivars lot lots grade grades batch batches cut cuts trim".split()
)  # "a Japanese type: darker, thinner skin" is a kind of the goods; "Swiss cut" tongues


def _describes_goods_or_people(scan: Scan, part: Part, end: int) -> bool:
    """The demonym ending at `end` qualifies the goods ("your current Vietnamese pepper": a
    product word of the lexicon) or a people, a cuisine or a holiday."""
    tokens = part.tokens
    nxt = end + 1
    if nxt >= tokens.n or tokens.gaps[nxt] != " ":
        return False
    key = tokens.keys[nxt]
    if key in _PEOPLES or key in _GOODS:
        return True
    if tokens.cap(nxt) and tokens.keys[nxt] in _NAME_NOUNS:
        return True  # "on Ethiopian Airlines": a company's name
    if nxt + 1 < tokens.n and tokens.gaps[nxt + 1] == "-":
        return False  # "Scottish bean-to-bar chocolate makers": the makers are Scottish
    record = {singular(k) for k in tokens_of(scan.profile.buyer.product_category)}
    if singular(key) in record:
        return True  # "your current Vietnamese pepper" to a white-pepper buyer
    return (
        bool(part.flag(nxt) & F_CATEGORY)
        and scan.knowledge.taxonomy.index.match(
            [singular(k) for k in tokens.keys[nxt : nxt + 4]], 0
        )
        is not None
    )


def _product_name(scan: Scan, part: Part, i: int, end: int) -> bool:
    """The country's words start a product's name ("Brazil nut kernels", "Turkish delight") or
    end one ("flor de Jamaica", hibiscus)."""
    tokens = part.tokens
    keys = [singular(k) for k in tokens.keys[i : i + 5]]
    index = scan.knowledge.taxonomy.index
    hit = index.match(keys, 0)
    if hit is not None and hit[0] > end - i + 1:
        return True
    for start in range(max(0, i - 2), i):
        hit = index.match([singular(k) for k in tokens.keys[start : end + 1]], 0)
        if hit is not None and start + hit[0] - 1 == end:
            return True
    record = [singular(k) for k in tokens_of(scan.profile.buyer.product_category)]
    n = end - i + 2
    return len(record) >= n and keys[:n] == record[:n]


# Capitalised words that may stand before a country inside a sentence without making it a name.
_NOT_NAME_WORDS = frozenset("for to in from of and or with the your our across at by".split())


def _ends_a_name(scan: Scan, part: Part, i: int) -> bool:
    """A capitalised word mid-sentence right before the country: the country ends a name
    ("at Metal + Metallurgy China in Shanghai", "Foodex Japan"), not a claim of place."""
    tokens = part.tokens
    k = i - 1
    if k < 0 or tokens.gaps[i] != " " or not tokens.cap(k) or k == tokens.sentence_start(k):
        return False
    if not tokens.words[k][:1].isupper():
        return False  # "다음 주 초 일본에": a script without capitals names nothing this way
    if part.flag(k) & F_COUNTRY or tokens.keys[k] in _NOT_NAME_WORDS:
        return False
    if tokens.keys[k] in _DESTINATION_TERMS and tokens.words[k].isupper():
        return False  # "Levering DAP Sverige": a trade term, not a name's word
    return tokens.keys[k] not in scan.knowledge.vocabulary.places  # "Busan Korea": a place


# Nouns after which a demonym is a language ("Danish text", "Spanish labels").
_TEXT_NOUNS = frozenset(
    "text texts language languages label labels labelling labeling translation translations "
    "version versions subtitles instructions manual manuals copy speakers".split()
)


# Words of a market after a demonym or in the sentence of "in/for <country>" ("Austrian
# bottlers", "a niche in Malaysia", "the Peruvian market").
_MARKET_WORDS = frozenset(
    "market markets retail retailer buyer customer importer brand bottler house demand consumer "
    "shop store trader distributor supermarket chain wholesaler client factory maker "
    "manufacturer sector industry blender mill processor restaurant hotel".split()
)
_SELLING = frozenset(
    "sell sells sold selling niche demand popular growing grows volume order quote price".split()
)


def _market(tokens, i: int, end: int, demonym: bool) -> bool:
    """The country at i..end is said as a market: a demonym before a market word, or "in/for
    <country>" in a sentence about selling, or "<country>'s <market word>"."""
    after = [singular(k) for k in tokens.keys[end + 1 : end + 3]]
    if demonym:
        return bool(set(after) & _MARKET_WORDS)
    before = tokens.keys[i - 1] if i > 0 else ""
    if before == "the" and i > 1:
        before = tokens.keys[i - 2]
    if before in ("in", "for"):
        first, last = tokens.sentence_start(i, limit=40), tokens.sentence_end(i)
        k = i - 2 if tokens.keys[i - 1] == "in" else i - 3
        if k > first and tokens.keys[k - 1] == "our" and singular(tokens.keys[k]) in _MARKET_WORDS:
            return False  # "Our buyers in Hong Kong and Singapore sell ...": your references
        words = {singular(k) for k in tokens.keys[first:last]}
        return bool(words & (_MARKET_WORDS | _SELLING))
    return after[:1] == ["s"] and bool(set(after[1:]) & _MARKET_WORDS)


# Words right before a country the goods only pass through ("via Hong Kong", "через Казахстан").
_PASSED = frozenset("via through transit через przez přes cez über μέσω preko prin".split())
# Words of a route: a country passed through, or on the way ("to Poti in Georgia").
_ROUTE_WORDS = _PASSED | frozenset(
    "border borders port ports road truck "
    # "transit" of the buyers' languages and Turkish "through", after its noun ("İran üzerinden")
    "üzerinden tránsito trânsito transito транзит транзитом".split()
)
# Words after "US" that make it the currency trade is priced in.
_CURRENCY_NOUNS = frozenset("dollar dollars dollar's".split())
# How many words either side of a country a route word may stand.
_ROUTE_REACH = 8
# Chinese route words written onto the country ("经哈萨克斯坦铁路运至", by rail through
# Kazakhstan): "by way of" (经, not 经理 "manager" or 已经 "already"), transit, border post.
_CJK_ROUTE = re.compile(
    r"过境|過境|中转|中轉|转运|轉運|口岸|(?<![已曾])[经經](?![理营營验驗济濟销銷常历歷典])"
    r"|取道|[途经經]由|可以走"  # "也可以走香港": or by way of Hong Kong
)


# Nouns after a demonym that are culture, not trade: "the Greek god of the sun".
_CULTURE = frozenset("god goddess gods myth myths mythology legend word name alphabet".split())


def _before_third_party(tokens, end: int, demonym: bool) -> bool:
    """The place ending at `end` qualifies a supplier or a rival, alone or beside others ("your
    Turkish supplier", "US and Mexican suppliers"): their country, not the buyer's. A brand
    only after a demonym: "a New Zealand brand" may be the buyer."""
    k = end + 1
    while k < tokens.n and k <= end + 4 and tokens.gaps[k] in (" ", ", ", "/"):
        if tokens.keys[k] in _THIRD_PARTIES and (demonym or tokens.keys[k] not in _OWN_NOUNS):
            return True
        if tokens.keys[k] not in ("and", "or") and not tokens.cap(k):
            return False
        k += 1
    return False


def _of_a_third_party(scan: Scan, part: Part, i: int, end: int) -> bool:
    """The country belongs to someone else in the sentence ("your current supplier in Spain"),
    follows a trade term ("CIF Djibouti": a port for a landlocked buyer) or is culture ("the
    Greek god")."""
    tokens = part.tokens
    trade_terms = scan.knowledge.taxonomy.trade_terms
    if i > 0 and tokens.words[i - 1].isupper() and tokens.keys[i - 1] in trade_terms:
        return True
    if end + 1 < tokens.n and tokens.keys[end + 1] in _CULTURE:
        return True
    keys = tokens.keys[tokens.sentence_start(i) : i]
    return any(k in _THIRD_PARTIES for k in keys)


def _on_a_route(part: Part, i: int) -> bool:
    """The sentence of token i speaks of a route ("Bhutan's border with India", "by sea to
    Poti in Georgia"): a country passed, not the buyer's."""
    tokens = part.tokens
    # the route's words near the country, not anywhere in a long sentence
    low = max(tokens.sentence_start(i), i - _ROUTE_REACH)
    keys = set(tokens.keys[low : min(tokens.sentence_end(i), i + _ROUTE_REACH)])
    if keys & _ROUTE_WORDS:
        return True
    if any(_CJK_ROUTE.search(k) for k in keys if not k.isascii()):
        return True
    k = i - 1  # "to Poti in Georgia": a port of that country, on the way
    return k > 1 and tokens.keys[k] == "in" and tokens.cap(k - 1) and tokens.keys[k - 2] == "to"


def _sender_country(scan: Scan, part: Part, i: int, end: int, message: str) -> None:
    """Report tokens i..end as another country than the sender profile's."""
    expected = scan.context.sender.country
    scan.add_tokens(part, FindingType.sender_wrong, Severity.error, i, end, expected, 0.0, message)


def _before_sender(scan: Scan, part: Part, end: int) -> bool:
    """The sender's company name follows the country at once, as its place: "我是乌兹别克斯坦TOO
    "Esil Astyq"公司"."""
    tokens, company = part.tokens, scan.context.sender.company.strip()
    if end + 1 >= tokens.n or tokens.gaps[end + 1] not in ("", " ") or not company:
        return False
    return tokens.text.startswith(company, tokens.starts[end + 1])


def _senders_address(part: Part, i: int, end: int) -> bool:
    """The country at i..end closes an address line of the signature: "Kazanlak, Bulgaria"."""
    tokens = part.tokens
    if i <= part.signature or not tokens.gaps[i].endswith(", ") or not tokens.cap(i - 1):
        return False
    after = tokens.gaps[end + 1]
    return end + 1 >= tokens.n or "\n" in after or after.strip() in ("|", "·")


def _signs_in(scan: Scan, part: Part, code: str) -> bool:
    """The signature names the country `code` somewhere."""
    tokens, index = part.tokens, scan.knowledge.countries.index
    for k in part.flagged(F_COUNTRY):
        if k >= part.signature:
            hit = index.match(tokens.keys, k, tokens)
            if hit is not None and hit[1].code == code:
                return True
    return False


def _names_buyers_country(scan: Scan) -> bool:
    """The draft names the buyer's country (or its demonym) anywhere, or a place of the
    buyer's notes ("delivered to Drenthe"); a city of it does not count ("Austrian bottlers"
    with "shipment to Hamburg" to a German buyer is still a slip)."""
    own = scan.profile.country
    index = scan.knowledge.countries.index
    places = scan.knowledge.vocabulary.places
    # where the notes place the buyer ("for a campsite in Drenthe"), not where a fair was
    notes = {k for m in _NOTE_PLACE.finditer(scan.profile.buyer.notes) for k in tokens_of(m[1])}
    for part in scan.parts:
        tokens = part.tokens
        for i in part.flagged(F_COUNTRY):
            hit = index.match(tokens.keys, i, tokens)
            if hit is not None and hit[1].code == own:
                return True
        if not tokens.text.isascii():
            inside = _names_inside(scan.knowledge.countries, tokens)
            if any(place.code == own for place in inside.values()):
                return True  # "是中国进口食品的专业经销商": the name inside a longer word
            if _declined_name(scan.knowledge.countries.stems.get(own, ()), tokens):
                return True  # "мы поставляем ковры в Россию": the name in another case
        for k in range(tokens.n):
            if tokens.cap(k) and tokens.keys[k] in notes and tokens.keys[k] in places:
                return True
    return False


# The most letters a case ending adds to a name's stem ("Казахстан" + "ом").
_CASE_LETTERS = 3


def _declined_name(stems, tokens: Tokens) -> bool:
    """A capitalised word that is one of `stems` with a case ending of at most three letters."""
    return any(
        word[:1].isupper()
        and any(key.startswith(stem) and len(key) - len(stem) <= _CASE_LETTERS for stem in stems)
        for word, key in zip(tokens.words, tokens.keys, strict=True)
    )


_NOTE_PLACE = re.compile(r"\b(?:in|near|around)\s+([A-Z][\w'-]+(?: [A-Z][\w'-]+)*)")


# Words that say goods go on from the port named: it is a transit port.
_TRANSIT = frozenset("onward onwards transit transshipment trucking via".split())


def _city_at(scan: Scan, part: Part, k: int) -> tuple[int, str] | None:
    """The city written from token k, as (last token, country code); None when the table
    has none or the name goes on past it ("San" of San Antonio is not Mali's San)."""
    tokens = part.tokens
    hit = scan.knowledge.cities.index.match(tokens.keys, k, tokens)
    if hit is None:
        return None
    end = k + hit[0] - 1
    if end + 1 < tokens.n and tokens.gaps[end + 1] in (" ", "-") and tokens.cap(end + 1):
        return None
    return end, hit[1]


def _saint(scan: Scan, tokens, k: int, end: int) -> str | None:
    """The country of the city from k to end with "St"/"Ste" written out ("St Petersburg" is
    Saint Petersburg too), or None."""
    if tokens.keys[k] not in ("st", "ste") or end == k:
        return None
    name = ("saint" if tokens.keys[k] == "st" else "sainte", *tokens.keys[k + 1 : end + 1])
    return scan.knowledge.cities.index.get(name)


def _onward(scan: Scan, part: Part, k: int, own: str) -> bool:
    """The sentence of token k goes on to the buyer's country or one of its cities, or says
    the goods go on: "CIF Rotterdam, then by truck to Oslo", "CFR Constanța, with onward
    trucking arranged by you"."""
    tokens, countries = part.tokens, scan.knowledge.countries.index
    if not _TRANSIT.isdisjoint(tokens.keys[k : tokens.sentence_end(k)]):
        return True
    for n in range(k, tokens.sentence_end(k)):
        place = countries.match(tokens.keys, n, tokens)
        if place is not None and place[1].code == own:
            return True
        city = _city_at(scan, part, n) if tokens.cap(n) else None
        if city is not None and city[1] == own:
            return True
    return False


def _bracketed_or_money(tokens, i: int, end: int) -> bool:
    """The country at i..end opens a bracket: it says where a place just named lies
    ("Гданська (Польща)") or glosses a product ("松子（巴基斯坦松/Chilgoza）"); or it says
    whose money a price is in ("2,40 $ US", "US$ 3.10")."""
    before, after = tokens.gaps[i], tokens.gaps[end + 1]
    return before.rstrip().endswith(("(", "（")) or "$" in before[-2:] or after.startswith("$")


def _names_the_product(scan: Scan, code: str, written: str) -> bool:
    """The buyer's category is named after the country ("Peru balsam") and the draft writes
    the country in another language ("baume du Pérou", "Perubalsam"): the product's name in
    that language. In English the country is a place ("your stores in Brazil")."""
    name = scan.knowledge.countries.names.get(code, "")
    category = scan.profile.buyer.product_category
    return (
        bool(name)
        and written != name
        and re.search(rf"\b{re.escape(name)}\b", category, re.IGNORECASE) is not None
    )


def _wrong_country(
    scan: Scan, part: Part, i: int, end: int, message: str, any_language: bool = False
) -> None:
    """A country_wrong error over tokens i..end, the buyer's country expected."""
    country = scan.profile.buyer.country
    start, stop = part.tokens.span(i, end)
    scan.add(
        part, FindingType.country_wrong, Severity.error, start, stop, country, 0.0, message,
        any_language=any_language,
    )  # fmt: skip


# Incoterms that name the place of destination: the buyer's side of the trade.
_DELIVERY_TERMS = frozenset("cif cfr cpt cip dap dpu ddp".split())
# The terms for sea transport only: their place is a port.
_SEA_TERMS = frozenset({"cif", "cfr"})
# Words that join a second place to the first ("CIF Port Klang or Penang").
_PLACE_JOINS = frozenset({"or", "and", "oder", "ou", "o", "y", "или", "и"})


def _delivery_places(scan: Scan, part: Part) -> None:
    """The place after a delivery Incoterm is a city of a third country ("CIF Busan" to a
    buyer in Japan): goods sent where the buyer is not. A buyer in a country without a sea
    port takes sea freight at a neighbour's port (CIF Djibouti for Ethiopia), and any buyer may
    take goods over a land border (CIF Rotterdam for Germany): not reported."""
    profile, cities = scan.profile, scan.knowledge.cities
    own = profile.country
    if own is None or own.startswith("?"):
        return
    inland = own in cities.landlocked
    allowed = {own, scan.context.sender_country} | profile.noted_countries
    allowed |= scan.knowledge.countries.borders.get(own, frozenset())
    tokens = part.tokens
    for t in range(tokens.n - 1):
        if tokens.keys[t] not in _DELIVERY_TERMS or not tokens.words[t].isupper():
            continue
        if inland and tokens.keys[t] in _SEA_TERMS:
            continue  # "CIF Djibouti" for Ethiopia: the neighbour's port
        k = t + 1
        while k < tokens.n and tokens.gaps[k] in (" ", " or ", ", ") and tokens.cap(k):
            hit = _city_at(scan, part, k)
            if hit is None:
                break
            end = hit[0]
            if _saint(scan, tokens, k, end) in allowed:
                hit = (end, own)  # "CFR St Petersburg": Saint Petersburg, not Florida's
            if hit[1] not in allowed and part.free(k, end) and not _onward(scan, part, k, own):
                part.claim(k, end, "country")
                country = scan.knowledge.countries.names.get(hit[1], hit[1])
                _wrong_country(
                    scan, part, k, end, f"a delivery place in {country}, not the buyer's"
                )
            k = end + 1
            if k < tokens.n and tokens.keys[k] in _PLACE_JOINS:
                k += 1  # "CIF Port Klang or Penang": the second place too
            else:
                break


# How a country follows its city: "Kabul, Afghanistan", "Alepo (Siria)".
_CITY_GAPS = frozenset({", ", " (", ",", " - ", " – "})
# The longest city name looked for before a country ("Mazar-e Sharif", "Santiago de Cuba").
_CITY_WORDS = 3


def _city_before(scan: Scan, part: Part, i: int) -> str | None:
    """The country of the city written just before the country at token i, if the city
    table knows it ("Kabul, Pakistan": AF)."""
    tokens = part.tokens
    if i == 0 or tokens.gaps[i] not in _CITY_GAPS:
        return None
    index, countries = scan.knowledge.cities.index, scan.knowledge.countries.index
    for n in range(min(_CITY_WORDS, i), 0, -1):
        keys = tuple(tokens.keys[i - n : i])
        if not tokens.cap(i - n) or keys in countries:
            continue  # "exports to Singapore, Malaysia": a list of countries
        code = index.get(keys)
        if code is None:
            continue
        before = i - n - 1
        if before >= 0 and tokens.cap(before) and tokens.gaps[i - n] in (" ", ". "):
            return None  # "St. Elizabeth, Jamaica": a longer name, not Elizabeth, NJ
        return code
    return None


def _mentions(scan: Scan, part: Part) -> Iterator[tuple[int, int, Place]]:
    """(first token, last token, place) of each country the part names, in order: by longest
    match over whole words, and inside a word of a script written without spaces ("我是乌兹别克斯坦"
    holds Uzbekistan; reported over that word). Tokens claimed meanwhile are passed over."""
    tokens, countries = part.tokens, scan.knowledge.countries
    inside = {} if tokens.text.isascii() else _names_inside(countries, tokens)
    done = -1
    for i in sorted({*part.flagged(F_COUNTRY), *inside}):
        if i <= done or (i in part.claimed and i not in inside):
            continue  # a word claimed with a name inside is judged in `run` ("…公司是韩国…")
        hit = countries.index.match(tokens.keys, i, tokens)
        if hit is not None:
            done = i + hit[0] - 1
            yield i, done, hit[1]
        elif i in inside:
            yield i, i, inside[i]


def _names_inside(countries: CountryTable, tokens: Tokens) -> dict[int, Place]:
    """Token index -> place of each word holding an unspaced country name (Chinese, Japanese,
    Thai, Korean)."""
    inside = {}
    for k, word in enumerate(tokens.words):
        found = countries.find_inside(word)
        if found is not None:
            inside[k] = found[2]
        else:
            sent = sent_to_place(countries, word) or sent_to_place(countries, word, CJK_YOURS)
            if sent is not None:
                inside[k] = sent  # "運往日本", "贵司是韩国": a short name, after a marker
    return inside


def _capitalised(tokens: Tokens, i: int, end: int) -> bool:
    """Tokens i..end are written as a name: capitalised, but for the lower-case words inside
    one ("Republic of the Congo", "Bosna i Hercegovina", "Trinidad und Tobago")."""
    return all(tokens.cap(k) or tokens.keys[k] in _LOWER_OK for k in (i, end))


def _buys_in_senders_country(scan: Scan) -> None:
    """For a buyer whose record names no country: "فطاير الصناعية ذ.م.م buys basmati rice in
    South Korea", the sender's own country put where the buyer's market belongs (the
    embedded models' slip; the record says nothing of where the buyer buys)."""
    home = " ".join((scan.context.sender.country or "").split())
    if not home:
        return
    # the pattern is the sender's country's alone (one per batch: re's cache keeps it)
    buys_in = re.compile(rf" buys [^.\n]{{1,60}}? in ({re.escape(home)})\b")
    why = "puts the buyer's market in your own country; the record names none"
    for part in scan.parts:
        text = part.tokens.text
        for name in scan.profile.company.name.spellings:
            at = text.find(name)
            while at >= 0:
                m = buys_in.match(text, at + len(name))
                at = text.find(name, at + len(name))
                if m is not None:
                    scan.add(part, FindingType.country_wrong, Severity.error, m.start(1),
                             m.end(1), "", 0.0, why)  # fmt: skip


def run(scan: Scan) -> None:
    profile = scan.profile
    if profile.country is None:
        _buys_in_senders_country(scan)
        return
    for part in scan.parts:
        _delivery_places(scan, part)
    lang = scan.knowledge.language
    # the buyer's and sender's countries, and those the buyer's notes name: a draft that
    # repeats "buys from Nigeria now" says what the record holds
    allowed = {profile.country, scan.context.sender_country} | profile.noted_countries
    countries, own_code = scan.knowledge.countries, profile.country
    named_own: list[bool] = []  # the buyer's country named anywhere: looked up once, if asked

    def names_own() -> bool:
        if not named_own:
            named_own.append(_names_buyers_country(scan))
        return named_own[0]

    for part in scan.parts:
        tokens = part.tokens
        for i, end, place in _mentions(scan, part):
            if place.code is None:
                continue
            if not part.free(i, end) and not (i == end and _yours(scan, part, i)):
                continue  # claimed, but for "<the buyer's company>是韩国…" in one word
            if not _capitalised(tokens, i, end):
                continue
            if place.exact is not None and (
                tuple(tokens.words[i : end + 1]) != place.exact or _shouted(part, i, end)
            ):
                continue
            before = tokens.keys[i - 1] if i > 0 else ""
            if place.ambiguous and before not in lang.place_prepositions:
                continue
            if place.demonym and before in lang.language_cues:
                continue
            if place.demonym and _we_are(scan, part, i, end, place.code):
                continue  # "Wij zijn een Turkse producent" from an Iranian exporter: reported
            if _before_third_party(tokens, end, place.demonym):
                continue  # "your Turkish supplier", "US and Mexican suppliers": theirs
            if place.demonym and _describes_goods_or_people(scan, part, end):
                continue  # "your current Vietnamese pepper", "Houston's Nigerian stores"
            if place.demonym and end + 1 < tokens.n and tokens.keys[end + 1] in _TEXT_NOUNS:
                continue  # "Spanish text on the can": a language
            if _product_name(scan, part, i, end):
                continue  # "Organic Brazil nut kernels": a product, not a place
            if _names_the_product(scan, place.code, tokens.surface(i, end)):
                continue  # "baume du Pérou" for a Peru balsam buyer: the product, in French
            if not place.demonym and _ends_a_name(scan, part, i):
                continue  # "Metal + Metallurgy China": a trade fair's name
            nxt = end + 1
            if nxt < tokens.n and tokens.cap(nxt) and tokens.keys[nxt] in _NAME_NOUNS:
                continue  # "the weekly Fiji Airways service": an airline's name
            if place.code == "US" and nxt < tokens.n and tokens.keys[nxt] in _CURRENCY_NOUNS:
                continue  # "prices in US dollars": the trade's currency ("NZ dollars" is not)
            if before in _PASSED:
                continue  # "on to Taoyuan via Hong Kong": a country the goods pass through
            part.claim(i, end, "country")
            if i > 0 and tokens.keys[i - 1] == "non" and tokens.gaps[i] == "-":
                continue  # "non-Chinese supply": not a country said of anyone
            if (
                not place.demonym
                and place.code not in _NAMES_AS_ADJECTIVES
                and _name_as_adjective(tokens, i, end)
                and not (end == i and tokens.words[i].isupper())
            ):  # "a UK organic logo", "a US importer": English uses these as adjectives
                scan.add_tokens(
                    part,
                    FindingType.artifact,
                    Severity.error,
                    i,
                    end + 1,
                    "",
                    100.0,
                    "a country's name where its adjective belongs",
                )
                continue
            city = _city_before(scan, part, i)
            if city is not None and place.code == scan.context.sender_country:
                city = None  # "Cartago, Costa Rica": the sender knows their own town's country
            if not place.demonym and city is not None and city != place.code:
                message = f"places a city of {countries.names.get(city, city)} in another country"
                scan.add_tokens(
                    part, FindingType.country_wrong, Severity.error, i, end, "", 0.0, message
                )
                continue
            own = scan.context.sender_country
            if own is not None and place.code != own and i < part.signature:
                if not place.demonym and _sender_origin(scan, part, i):
                    message = "says your goods come from another country than your profile's"
                    _sender_country(scan, part, i - 1, end, message)
                    continue
            if own is None and place.code == own_code and i < part.signature:
                if not place.demonym and _sender_origin(scan, part, i):
                    # an exporter's goods from the buyer's own country: the buyer's country
                    # copied where the profile holds none ("We supply textiles from Turkey")
                    message = (
                        "says your goods come from the buyer's own country; your profile "
                        "names no country (add `country` to it)"
                    )
                    _sender_country(scan, part, i - 1, end, message)
                    continue
            if own is not None and place.code != own and not place.demonym:
                if _before_sender(scan, part, end):
                    # "我是乌兹别克斯坦TOO "Esil Astyq"公司" from a Kazakh company
                    message = "names your company with another country than your profile's"
                    _sender_country(scan, part, i, end, message)
                    continue
            if own is not None and place.code != own and _senders_address(part, i, end):
                if not _signs_in(scan, part, own):
                    message = "your address names another country than your profile's"
                    _sender_country(scan, part, i, end, message)
                    continue
            if i >= part.signature:
                continue
            put_in = place.code != own_code and (_yours(scan, part, i) or _buys_in(part, i))
            if place.code in allowed and not put_in:
                continue  # a country of the notes, unless the buyer's company is put in it
            if not _said_of_buyer(scan, part, i, end):
                if (
                    _market(tokens, i, end, place.demonym)
                    and not _among_places(part, i, end)
                    and not names_own()
                ):
                    # "Austrian bottlers like it", "a niche in Malaysia" to a buyer in Germany,
                    # the Philippines, and the buyer's own country never named: the market the
                    # letter speaks of is another's
                    message = "speaks of another country's market and never of the buyer's"
                    _wrong_country(scan, part, i, end, message)
                elif (
                    countries.neighbours(own_code, place.code)
                    and not _listed(part, i, end)
                    and not _among_places(part, i, end)
                    and not _on_a_route(part, i)
                    and not _of_a_third_party(scan, part, i, end)
                    and not _bracketed_or_money(tokens, i, end)
                    and not names_own()
                ):
                    # "the documents for Tanzania" to a Kenyan buyer, and Kenya never named: the
                    # neighbour stands where the buyer's country belongs
                    message = "names a neighbour of the buyer's country, and never the buyer's"
                    _wrong_country(scan, part, i, end, message, any_language=True)
                continue
            severity = Severity.error
            names = scan.knowledge.countries.names
            message = f"says the buyer is in or of {names.get(place.code, place.code)}"
            # "from Finland and Russia", "next to Spain and Italy": a buyer is in one country,
            # so a list of them, or where goods come from, may be about the trade: a doubt
            doubt = _listed(part, i, end) or (i > 0 and tokens.keys[i - 1] == "from")
            sent = _delivered(scan, part, i, end) or _enters(tokens, i) or _company_in(part, i)
            if _names_own_country(scan, part, i, end) and not sent:
                severity = Severity.warning  # "known across Switzerland, Austria and Germany"
            elif profile.country.startswith("?"):
                severity = Severity.warning
                message += " (the record's country is not in countries.toml: check by hand)"
            # "Despachamos a Ecuador": a delivery verb says it in any language
            start, stop = tokens.span(i, end)
            scan.add(
                part,
                FindingType.country_wrong,
                severity,
                start,
                stop,
                profile.buyer.country,
                fuzz.ratio(
                    tokens.surface(i, end), profile.buyer.country, processor=utils.default_process
                ),
                message,
                doubt,
                any_language=sent,
            )
