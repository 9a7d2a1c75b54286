"""The verdict on one word no rule explained: grounded, a plausible unknown, or garble.

`Judge` asks, in order: is the word English, a word of the trade or a known place, a word
of the record, the sender or the batch, or the checker's own knowledge? If not: does it look
garbled or fused, or close to a name (a misspelling)? Grounding (rules/grounding.py) runs it
over every word of a draft that no other rule claimed.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz, process, utils

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, fold, is_cjk, same_name, singular
from sales_dlm.facts.vocabulary import english_words, frequent_english_words, local_words

ERROR, WARNING = Severity.error, Severity.warning
# The warning on a name nothing grounds; sender.py reads it back from the findings.
UNGROUNDED_NAME = "a name the checker cannot ground: check"
# An error that needs a second sign of trouble in the draft (see scan.py): the word reads as
# garble, but a brand, a unit or a foreign word can read the same way.
DOUBT = "doubt"
Verdict = tuple[FindingType, str, str, Severity | str]
# An unknown word with a letter tripled, a group of three letters or more doubled or any
# group tripled ("Hoffffn", "Industrietechech", "Exportaçãoçãoção"): a decoder stuttering.
STUTTER = re.compile(r"(.)\1\1|(...+)\2|(..)\3\3")
# Two letters doubled ("Emiratates") is a stutter too, or a real name ("Apapa", "Bora"): doubt.
_STUTTER_2 = re.compile(r"(..)\1")
# Words a decoder fuses onto the next word's letters ("youffmann", "whoim", "thatel").
_FUSED_HEADS = (
    "who",
    "you",
    "your",
    "that",
    "the",
    "and",
    "with",
    "our",
    "while",
    "which",
    "this",
    "for",
    "from",
    "will",
    "would",
    "we",
    "partners",
    "deliver",
    "supply",
    "morning",
    "writing",
)

# Small words a decoder runs onto the word before ("Petand", "supplythe", "samplesfor").
# ... and the words of time and courtesy that end a clause ("cartonstoday", "samplesplease")
_FUSED_TAILS = ("and", "the", "for", "with", "you", "our", "today", "tomorrow", "please")
# ... and short words that end names too ("Barone", "Bruno"): read only on a lower-case word
# whose head is a long English word ("somethingno")
_FUSED_TAILS_LOWER = ("no", "not", "one")
_FUSED_HEAD_MIN = 5


# How close (fuzz.ratio) an unknown word must be to a word of a name to count as a
# misspelling of it rather than as garble: "Tradingz"/"trading" 93, "Hoffffn"/"hoffmann" 80.
_NAME_LIKE = 75
# How close an unknown word after "in", "from" or "to" must be to a country's name to be that
# country misspelled: "Rusika"/"Russia" 83, "Polnad"/"Poland" 83; "Gemlik"/"Jordan" 33.
_COUNTRY_LIKE = 80
_PLACE_CUES = frozenset({"in", "from", "to"})
# How close (fuzz.ratio) an unknown word before the record's next product word must be to the
# record's word there: "Filla"/"vanilla" 67; any unknown word at all is not enough.
_PRODUCT_LIKE = 60
# How close an unknown word alone must be to a word of the record's product to be a slip of it:
# a letter changed or lost in a word of five or more.
_PRODUCT_SLIP = 80
# How close an unknown word must be to the notes' word beside the same words: "soked" for asked
# (80), not "mesophilic" for thermophilic (73), another word of the trade.
_NOTE_SLIP = 75
# Parts of English contractions and possessives after an apostrophe ("Müller's", "don't").
_CLITICS = frozenset({"s", "t", "ll", "re", "ve", "d", "m"})
_APOSTROPHES = ("'", "\u2019")
# Capitalised words this short, mid-sentence and not all capitals, are name fragments unless
# grounded ("Pa", "Bel", "Ph"), however English their lower-case forms.
FRAGMENT_LETTERS = 3
# All-capital words this short are acronyms ("IEC", "GCC"); longer ones must be grounded.
_ACRONYM_LETTERS = 5
# The two-letter words English prose writes in lower case, units and abbreviations among them;
# another, in an English sentence, is a piece of a word ("IFE London bu needs the port").
_TWO_LETTER_WORDS = frozenset(
    "am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we "
    "ie eg vs cf pp mr ms dr st nd rd th kg mg ml cl dl cm mm km lb oz ft mt pc ea tv pm "
    "ad ah aw ex ha id ma mu ox pa pi re un yo sq hp hl kw kv ct lm ca "
    # and the particles names and quoted phrases of other languages carry ("Rio de Janeiro",
    # "Sharma ji", "Tran Van Ba", "bin", "al-"): not pieces of an English word
    "de da di du do la le lo li el al en es et os ou au ji od za na ne ni nu se si su te ta "
    "ti tu ya ye vi va ka ko ku mo mi po sa wa xi yu ho hu ha he ba bo im il pu ol om og af "
    "er av ik je ze ab zu an ce".split()
)
# Words after which a capitalised word is said as someone's role ("As Brand, you").
ROLE_CUES = frozenset({"as", "your"})


def tokens_in(tokens: Tokens, spans) -> set[int]:
    """Indices of the tokens that overlap any (start, end) character span."""
    found: set[int] = set()
    for start, end in spans:
        i = max(tokens.index_at(start), 0)
        while i < tokens.n and tokens.starts[i] < end:
            if tokens.ends[i] > start:
                found.add(i)
            i += 1
    return found


def web_tokens(part: Part) -> set[int]:
    return tokens_in(part.tokens, part.web)


def _in_brackets(tokens, i: int) -> bool:
    """Token i stands inside round brackets opened on its line."""
    start = tokens.starts[i]
    line = tokens.text[tokens.text.rfind("\n", 0, start) + 1 : start]
    return line.rfind("(") > line.rfind(")") or line.rfind("\uff08") > line.rfind("\uff09")


def _closest(key: str, words) -> float:
    return max((fuzz.ratio(key, w, processor=None) for w in words if len(w) > 2), default=0.0)


# Endings that make an adjective of a place in a name ("Halab" -> "Halaby peppers").
_ADJECTIVE_ENDINGS = ("i", "y", "an", "ian", "ese", "er", "ino", "ina")


def _inflected(key: str, words) -> bool:
    """The key is a long word of the name with an ending of its language added (folded, so
    an umlaut plural counts): "naturschwämme" for "naturschwamm"."""
    folded = fold(key)
    return any(
        len(w) >= 6 and folded.startswith(fold(w)) and 0 < len(folded) - len(w) <= 2 for w in words
    )


def _holds_whole(key: str, words) -> bool:
    """The key holds a name's word whole, with three letters or more of its own: a compound or
    another name ("limfjord" with "fjord"), which the run-on test reads, not a misspelling."""
    return any(len(w) >= 4 and w in key and len(key) - len(w) >= 3 for w in words)


def _place_named(tokens, i: int, words) -> bool:
    """The word is a name's word without its adjective's ending, and no other word of that
    name follows: "Mount Tomorr", "monte Tomorr" for Tomorri Herbs & Minerals."""
    key, nxt = tokens.keys[i], i + 1
    if nxt < tokens.n and tokens.keys[nxt] in words:
        return False  # "Tomorr Herbs": the name cut
    return len(key) >= 4 and any(
        w[len(key) :] in _ADJECTIVE_ENDINGS and w.startswith(key) for w in words
    )


def _adjective_of(tokens, i: int, words) -> bool:
    """The word is a name's word with an adjective's ending, before the lower-case noun it
    describes: "the Halaby peppers" from Qalaat Halab, not the name misspelt."""
    key, nxt = tokens.keys[i], i + 1
    if nxt >= tokens.n or tokens.gaps[nxt] != " " or not tokens.words[nxt].islower():
        return False
    return any(
        len(w) >= 4
        and key.startswith(w)
        # "Oaxacan chocolate" from Oaxaca: a name in -a takes a bare -n
        and (key[len(w) :] in _ADJECTIVE_ENDINGS or (w.endswith("a") and key[len(w) :] == "n"))
        for w in words
    )


# Letters that name a dimension before a measure: height, width, length, depth, diameter.
_DIMENSIONS = frozenset("H W L D Ø".split())
# Words after which capital letters name grades or classes: "Grades: A (no marks) and B".
_GRADE_WORDS = frozenset(
    "grade grades class classes quality qualities type types vitamin vitamins curve curves courbe "
    "kurve curva form code codes rated rating ratings tier tiers calibre calibres caliber "
    "calibers".split()  # fruit is sold by calibre: "longans (calibre A and AA)"
)  # "vitamins A and D" name vitamins the same way, "Form D" a certificate of origin, "source
# code C" a CITES source
# Clothing and brace sizes, and the words a range of them is written with: "S to XXL", "S 至 XXL".
_SIZES = frozenset("xxs xs s m l xl xxl xxxl 2xl 3xl 4xl".split())
_RANGE_WORDS = frozenset("to bis à a al do до 至 ~".split())
# Words that join letters in a list: "B and C curves", "A or B".
_LIST_WORDS = frozenset("and or und et y".split())


def grade_letter(tokens, i: int) -> bool:
    """Token i is a capital letter naming a grade: "Grade A and B", "Grades: A (...) and B"."""
    word = tokens.words[i]
    if len(word) != 1 or not word.isupper():
        return False
    if not _GRADE_WORDS.isdisjoint(tokens.keys[max(0, i - 10) : i]):  # "Grades: A" spans ":"
        return True
    keys = tokens.keys
    # "A to AAA": a range of grades written in the letter's repeats
    nxt = i + 2
    if nxt < tokens.n and keys[i + 1] == "to" and set(tokens.words[nxt]) == {word}:
        return True
    if keys[i] in _SIZES and _beside(keys, i, _RANGE_WORDS, lambda k: keys[k] in _SIZES):
        return True  # "S to XXL"
    # "B and C curves", "types B, C and D": capital letters listed together
    return _beside(
        keys, i, _LIST_WORDS, lambda k: len(tokens.words[k]) == 1 and tokens.words[k].isupper()
    )


def _beside(keys, i: int, joins: frozenset[str], other) -> bool:
    """Token i and a token `other` accepts are joined by one of `joins` ("S to XXL")."""
    after = i + 2 < len(keys) and keys[i + 1] in joins and other(i + 2)
    return after or (i > 1 and keys[i - 1] in joins and other(i - 2))


def _mid_sentence(part: Part, i: int) -> bool:
    """Not after a sentence's end; after an abbreviation's dot ("Pedersen Import A/S. Let me
    know") a sentence may start too."""
    gap = part.tokens.gaps[i]
    return not part.tokens.breaks_before(i) and gap != "\n" and not gap.startswith(".")


# The embedded models' offer sentences (training/emails.py), whose product slot (group a or b)
# holds the record's category; their wording is the template's own, so natural letters do not
# meet them. rules/lost_parts.py judges the slot's words against the record.
MODEL_OFFERS = (
    r"\bOur (?P<a>[\w &/-]{1,40}) range is made to order and shipped",
    r"\b(?:produces|we make|makes|We supply) (?P<b>[\w &/-]{1,40}) (?:with consistent quality"
    r" and clear pricing|for importers who need stable supply|from [A-Z][\w ]{1,30} with short"
    r" lead times|in [A-Z][\w ]{1,30} for distributors abroad)",
)
# The words a cold letter is built on, run into letters that make no word: the embedded
# models' seams ("you needuureising au documentation", "introducemreira", "contacteliver",
# "meething"); a word of English or of the buyer's language never reaches this test.
_TEMPLATE_RUN_ON = re.compile(r"(?:need|meet|introduce|contact|offer|supply|produce|month)\w\w")
# The embedded models' sentence for the buyer's notes, whose slot holds the note's words: a
# lower-case word nobody knows there is the model's garble ("I understand you are interested
# in inyyeruttonyos le017.").
_NOTE_SLOT = re.compile(r"I understand you (?:are interested|need)(?P<n> [\w &/-]{1,63}?)[.,]")
# The models' other sentences with a product slot: "a steady source of pipy supplies" for a
# buyer with no category; a lower-case word nobody knows there is the model's garble, not a
# variety a person names.
_SLOT_CUES = re.compile(
    r"steady source of|samples of our|suppliers of|importers of|buyers of|We supply|we make"
    r"|\b(?:produces|makes|buys|sources) |range is made|prices for|sample set of|orders of"
    r"|trial order of|questions about|note about"
)
_PRODUCT_SLOTS = re.compile(
    "|".join(
        (
            r"(?:a steady source of|dependable suppliers of|importers of|any questions about"
            r"|new orders of|my earlier note about) (?P<c>[\w &/-]{1,40}?)\.",
            r"samples of our (?P<d>[\w &/-]{1,40}?) for your review",
            r"buys (?P<e>[\w &/-]{1,40}?) in [A-Z]",
            r"stands out among buyers of (?P<f>[\w &/-]{1,40}?) in ",
            r"sources (?P<g>[\w &/-]{1,40}?), and I believe",
            r"catalogue and prices for (?P<h>[\w &/-]{1,40}?)\?",
            r"a sample set of (?P<i>[\w &/-]{1,40}?) to your office",
            r"trial order of (?P<j>[\w &/-]{1,40}?) is an easy way",
            *MODEL_OFFERS,
        )
    )
)
# Each kind of slot: a cue the text must hold for its sentences to be looked for, and them.
_SLOTS = {
    "product": (_SLOT_CUES, _PRODUCT_SLOTS),
    "note": (re.compile("I understand you "), _NOTE_SLOT),
}


# Latvia and Lithuania, whose company names often hold a place or person in the genitive.
_BALTIC = frozenset({"LV", "LT"})


class Judge:
    """The word-level verdicts of one draft."""

    def __init__(self, scan: Scan):
        self.scan = scan
        self.ctx = scan.context
        # (part name, slot kind) -> the slots' character spans
        self._slots: dict[tuple[str, str], list[tuple[int, int]]] = {}
        self.profile = scan.profile
        self.vocabulary = scan.knowledge.vocabulary
        self.common = scan.context.known_words
        self.legal_forms = scan.knowledge.legal.forms
        company = self.profile.company.name
        # every word of the name, English ones too: an unknown word close to "Beverages" in
        # "Cape Fresh Beverages" ("Fmeerages") is that name misspelled, not an unknown brand
        self.company_words = [k for k in company.core_keys if len(k) > 3]
        contact = self.profile.contact
        self.contact_words = list(contact.keys) if contact else []
        sender_company = self.ctx.sender_company
        self.sender_words = list(sender_company.name.core_keys) if sender_company else []
        sender_person = self.ctx.sender_person
        self.sender_name = list(sender_person.keys) if sender_person else []
        # "Pendžerka izvoza" for Menadžerka izvoza: the sender's title garbled; its English
        # words ("Sales") are too like other words ("Als") to tell a slip by
        self.sender_title = [
            k
            for k in tokens_of(self.ctx.sender.title)
            if len(k) > 3 and not scan.knowledge.vocabulary.knows(k)
        ]
        self.local = local_words(self.profile.country)
        self._scripts: set[str] | None = None
        # ("before", word) / ("after", word) -> the notes' words beside that word
        self._note_words: dict[tuple[str, str], list[str]] | None = None

    @property
    def scripts(self) -> set[str]:
        """The non-Latin scripts of the record and sender, and those of the buyer's and the
        sender's countries: a greeting in Russian to a Russian buyer whose record is written
        in Latin letters (computed when first needed)."""
        if self._scripts is None:
            text = self.profile.record_text
            foreign = "" if text.isascii() else text
            self._scripts = {script_of(c) for c in foreign if not is_latin(c)}
            for code in (self.profile.country, self.ctx.sender_country):
                self._scripts |= _COUNTRY_SCRIPTS.get(code or "", frozenset())
        return self._scripts

    def known(self, key: str) -> bool:
        return (
            key in self.profile.grounded
            or key in self.ctx.batch_words
            or key in self.common
            or key in self.legal_forms
            or key in self.local
            or self.vocabulary.knows(key)
            or singular(key) in self.common
        )

    def verdict(self, part: Part, i: int) -> Verdict | None:
        """(type, expected, reason, severity) when token i is not grounded, else None."""
        tokens = part.tokens
        key, word = tokens.keys[i], tokens.words[i]
        if key in self.ctx.example_words:
            return (
                FindingType.sender_wrong,
                self.ctx.sender.company,
                "names the example sender profile, not yours",
                Severity.error,
            )
        if not key.isalpha() and any(c.isdigit() for c in key):
            return None
        if len(key) == 1:
            return self._letter(part, i)
        if not word.isascii() and not is_latin(word):
            foreign = {script_of(c) for c in word if not is_latin(c)}
            if len(foreign) > 1:
                foreign.discard("GREEK")  # "線性α烯烴": alpha is a symbol of science there
            if foreign <= self.scripts or key in self.profile.grounded:
                return None  # Korean words to a Korean buyer: the checker cannot read them
            if _in_brackets(tokens, i):
                return None  # "bitter gourd (khổ qua / 苦瓜)": the product's names abroad
            return FindingType.artifact, "", "text in a script the record does not use", ERROR
        if word.isupper() and len(word) <= _ACRONYM_LETTERS:
            if self._garbled_term(part, i):
                return FindingType.artifact, "", "a trade term garbled", ERROR  # "RIF Hamburg"
            return None  # "IEC", "RoHS"-like acronyms
        head = word[:-1]
        if len(head) >= 2 and head.isalpha() and head.islower() and word[-1].isupper():
            if head in english_words():
                return FindingType.artifact, "", "a word run into a stray capital", ERROR  # "toU"
        brand = key in self.vocabulary.extra  # "FedEx", "PayPal": capitals of their own
        if (
            odd_capitals(word)
            and key in english_words()
            and key not in self.legal_forms
            and not brand
        ):
            return FindingType.artifact, "", "a word in odd capitals", ERROR  # "AeriaL"
        if stray_pair(key, word):
            after_number = i > 0 and tokens.keys[i - 1].isdigit()  # "at 220 nm": a unit
            if (
                key not in self.profile.grounded
                and not tokens.gaps[i].endswith(_APOSTROPHES)  # "we'll"
                and not tokens.gaps[i + 1].startswith(_APOSTROPHES)  # "qu'un", elided
                and "-" not in (tokens.gaps[i][-1:], tokens.gaps[i + 1][:1])  # "co-op"
                and not (after_number and tokens.gaps[i] == " ")
                and not self.scan._foreign_at(part, tokens.starts[i])
            ):
                return FindingType.artifact, "", "a piece of a word", ERROR
            if key in self.ctx.glance_words or key in self.ctx.frequent_words or after_number:
                return None  # "de", "la" in a French sentence: words of the letter's language
        if self._country_and_s(part, i):
            return FindingType.artifact, "", "a country's name run into a letter", ERROR
        if self.known(key) or self._compound(part, i):
            if (
                len(key) <= FRAGMENT_LETTERS
                and word[0].isupper()
                and not word.isupper()
                and _mid_sentence(part, i)
                and key not in self.profile.grounded
                and key not in self.common
                and key not in self.legal_forms
                and key not in self.vocabulary.extra
                and key not in self.vocabulary.places
                and not tokens.gaps[i + 1 if i + 1 <= tokens.n else i].startswith(".")
            ):
                return FindingType.artifact, "", "a fragment of a word", DOUBT
            return None
        contact = self.profile.contact
        if contact is not None and any(same_name(key, k) for k in contact.keys):
            return None  # "Robertai": Robertas called by name, in Lithuanian
        if tokens.cap(i) and self._before_country(part, i):
            # "Margilan, Uzbekistan": a town, on an address line or named with its country
            return (
                None
                if tokens.breaks_before(i) or "\n" in tokens.gaps[i]
                else (FindingType.artifact, "", UNGROUNDED_NAME, WARNING)
            )
        # a name's word garbled in lower case on a signature line ("dedrinje Voće d.o.")
        named = tokens.cap(i) or (i >= part.signature and part.name == "body")
        if named and not self._foreign_compound(part, i) and not _after_article(tokens, i):
            for ftype, words, expected in (
                (FindingType.company_misspelled, self.company_words, self.profile.buyer.company),
                (FindingType.contact_wrong, self.contact_words, self.profile.buyer.contact_name),
                (FindingType.sender_wrong, self.sender_words, self.ctx.sender.company),
                (FindingType.sender_wrong, self.sender_name, self.ctx.sender.name),
                (FindingType.sender_wrong, self.sender_title, self.ctx.sender.title),
            ):
                if words is self.sender_name and i > 0 and tokens.keys[i - 1] == "via":
                    continue  # "por camião via Oshikango": a town, not Shikongo misspelt
                if words is self.sender_title and self.scan._foreign_at(part, tokens.starts[i]):
                    continue  # "Gerne" in a German letter from a Gerente de Exportaciones
                if (
                    words is self.sender_name
                    and i < part.signature
                    and not self._beside(tokens, i, words)
                    and self.scan._foreign_at(part, tokens.starts[i])
                ):
                    continue  # "(indische Karela)" in a German letter from Karla Rugama
                if _place_named(tokens, i, words):
                    continue  # "Mount Tomorr" for Tomorri Herbs: the place the name is of
                if (
                    i == tokens.sentence_start(i)
                    and i + 1 < tokens.n
                    and tokens.words[i + 1].islower()
                    and self.scan._foreign_at(part, tokens.starts[i])
                ):
                    continue  # "Exportamos pisco ..." from Exportadora Elqui Azul: a verb
                if _closest(key, words) >= _NAME_LIKE and not _adjective_of(tokens, i, words):
                    if _holds_whole(key, words):
                        continue  # "Limfjord" for Salling Fjord: another name built on the word
                    if self._baltic_nominative(key, words):
                        continue  # "Staldzene Rye" from SIA "Staldzenes Krasts": the place
                    if _inflected(key, words) and self.scan._foreign_at(part, tokens.starts[i]):
                        continue  # "Naturschwämme" (the plural) from Kostolzin Naturschwamm
                    if self._city_declined(key) and self.scan._foreign_at(part, tokens.starts[i]):
                        continue  # "ze Stralsundu" (from Stralsund), not Strelasund misspelled
                    return ftype, expected, "a misspelled or cut name", ERROR
        if self._garbled_product(part, i):
            expected = self.profile.buyer.product_category
            return FindingType.artifact, expected, "a word of the product garbled", ERROR
        noted = self._garbled_note_word(part, i)
        if noted is not None:
            return FindingType.artifact, noted, "a word of the buyer's notes garbled", ERROR
        if (
            tokens.cap(i)
            and i > 0
            and tokens.keys[i - 1] in _PLACE_CUES
            and not _binomial(tokens, i)
        ):
            country = self._country_like(key)  # not "from Eperua falcata", a tree
            if country is not None:
                return FindingType.country_wrong, country, "a misspelled country", ERROR
        if tokens.cap(i) and self.scan.knowledge.cities.index.get((key,)) is not None:
            return None  # "Salalah", "Hadera": a city of 50,000 or more, not a stutter
        if _epithet(tokens, i) or _bracketed_species(tokens, i):
            return None  # "S. thermophilus", "(Thelenota ananas)": a species after its genus
        if i + 1 < tokens.n and _bracketed_species(tokens, i + 1) and not STUTTER.search(key):
            return None  # "(Patagonotothen ramsayi)": the genus, before its species
        garbled = _looks_garbled(word, key, lambda: self.scan._foreign_at(part, tokens.starts[i]))
        if garbled == DOUBT and any(
            k in self.profile.grounded for k in _capital_parts(word) if len(k) > 3
        ):
            garbled = ERROR  # "SentosaExport", "ReliableMirao": a name fused with a word
        if garbled == ERROR and STUTTER.search(key) and self._used_again(key):
            garbled = DOUBT  # "we call it kamaimai ... Kamaimai syrup": a word the writer uses
        if garbled is not None:
            return FindingType.artifact, "", "a garbled or fused word", garbled
        rests = self._runs_on(key)
        if rests and not _binomial(tokens, i):
            # English letters or another grounded word around the name ("naturalsesame",
            # "valveshoffmann") are a fusion; other letters may make a compound of another
            # language ("Merinowolle" from "merino"): a doubt
            sure = any(
                self._fused(word, rest) and not _species_compound(word, rest, key)
                for word, rest in rests
            )
            if not sure and (key in self.local or self.scan._foreign_at(part, tokens.starts[i])):
                # "certificat d'origine", "handgerollte Zigarren": a word of the letter's
                # language built on the record's word
                return None
            severity = ERROR if sure else DOUBT
            return FindingType.artifact, "", "a name run into other letters", severity
        if i > 0 and tokens.keys[i - 1].isdigit() and _unit_run_on(key):
            return FindingType.artifact, "", "a unit run into other letters", ERROR  # "1 kgain"
        if tokens.cap(i):
            # A brand, a variety or a small town ("Shimano", "Arabica", "Gemlik"): it reads
            # like a name, and the checker cannot tell whether it belongs here.
            return FindingType.artifact, "", UNGROUNDED_NAME, WARNING
        if self._in_slot(part, tokens.starts[i], "product"):
            expected = self.profile.buyer.product_category
            return FindingType.artifact, expected, "a word nobody knows for the product", ERROR
        if (
            _TEMPLATE_RUN_ON.match(key)
            and key not in self.local
            and not self.scan._foreign_at(part, tokens.starts[i])
        ):
            return FindingType.artifact, "", "a word of the letter run into other letters", ERROR
        if self._in_slot(part, tokens.starts[i], "note"):
            notes = self.profile.buyer.notes
            return FindingType.artifact, notes, "a word nobody knows for the buyer's note", ERROR
        return FindingType.artifact, "", "a word the checker does not know: check", WARNING

    def _in_slot(self, part: Part, at: int, kind: str) -> bool:
        """Whether character `at` lies in a slot of the embedded models' template sentences of
        `kind` (`_SLOTS`: "product" or "note")."""
        key = (part.name, kind)
        spans = self._slots.get(key)
        if spans is None:
            cue, pattern = _SLOTS[kind]
            text = part.tokens.text
            matches = pattern.finditer(text) if cue.search(text) else ()
            # each alternative holds one group, the slot: the last group matched is it
            spans = self._slots[key] = [m.span(m.lastgroup) for m in matches]
        return any(start <= at < end for start, end in spans)

    def _baltic_nominative(self, key: str, words) -> bool:
        """`key` is a word of a Latvian or Lithuanian company name in the genitive, without
        its genitive's s: the place or person the company is named after ("Staldzene" of
        "Staldzenes Krasts")."""
        baltic = self.profile.country in _BALTIC or self.ctx.sender_country in _BALTIC
        return baltic and key[-1:] in "aeiouė" and key + "s" in words

    def _garbled_term(self, part: Part, i: int) -> bool:
        """Three capitals one letter off an Incoterm, before a city ("RIF Hamburg" for CIF
        Hamburg); "FDA Registration" is an agency, not a term."""
        tokens, terms = part.tokens, self.scan.knowledge.taxonomy.trade_terms
        key = tokens.keys[i]
        if len(key) != 3 or key in terms or i + 1 >= tokens.n or tokens.gaps[i + 1] != " ":
            return False
        place = tokens.words[i + 1]
        if tokens.keys[i + 1] not in self.vocabulary.places or not place[:1].isupper():
            return False  # "BAP 2-star": a certificate's grade, not a place
        return any(sum(a != b for a, b in zip(key, term, strict=True)) == 1 for term in terms)

    def _before_country(self, part: Part, i: int) -> bool:
        """Token i is followed by ", " and a country's name ("Margilan, Uzbekistan")."""
        tokens = part.tokens
        if i + 1 >= tokens.n or tokens.gaps[i + 1] != ", ":
            return False
        found = self.scan.knowledge.countries.index.match(tokens.keys, i + 1, tokens)
        return found is not None and found[1].code is not None and not found[1].demonym

    @staticmethod
    def _beside(tokens, i: int, words) -> bool:
        """A word of `words` (a name) stands right before or after token i."""
        return any(0 <= k < tokens.n and tokens.keys[k] in words for k in (i - 1, i + 1))

    def _city_declined(self, key: str) -> bool:
        """The key is a city of 50,000 or more with a case ending of one to three letters:
        "ze Stralsundu", "w Stralsundzie"."""
        index = self.scan.knowledge.cities.index
        return any(index.get((key[:-n],)) is not None for n in (1, 2, 3) if len(key) - n >= 4)

    def _used_again(self, key: str) -> bool:
        """The word stands twice or more in the draft, subject and body together: a decoder's
        stutter comes out once."""
        return sum(p.tokens.keys.count(key) for p in self.scan.parts) >= 2

    def _garbled_product(self, part: Part, i: int) -> bool:
        """An unknown word where the record's product has a word like it, before the same
        next word ("Filla beans" for vanilla beans)."""
        product = tokens_of(self.profile.buyer.product_category)
        tokens = part.tokens
        key = tokens.keys[i]
        if singular(key) not in product and any(_slip_of(key, word) for word in product):
            # "Fhayote from Agrícola ..." for fresh chayote: one letter off the product's word
            return not self.scan._foreign_at(part, tokens.starts[i])
        if len(product) < 2 or i + 1 >= tokens.n or not tokens.soft(i, i + 1):
            return False
        if _in_the_products_slot(tokens, i, product):
            return True  # "frozen moteen conch meat" for frozen queen conch meat
        nxt = tokens.keys[i + 1]
        return any(
            product[p + 1] == nxt
            and len(product[p]) > 3
            and (fuzz.ratio(key, product[p]) >= _PRODUCT_LIKE or _same_ending(key, product[p]))
            for p in range(len(product) - 1)
        ) and not self.scan._foreign_at(part, tokens.starts[i])  # "färsk okra" in Swedish

    def _garbled_note_word(self, part: Part, i: int) -> str | None:
        """The notes' word this unknown word stands for: one beside the same word and written
        alike ("Messe; soked about DN50" for the notes' "Messe; asked for DN50"), if any."""
        notes = self.profile.buyer.notes
        tokens = part.tokens
        if not notes or i == 0 or i + 1 >= tokens.n:
            return None
        if self._note_words is None:
            keys = Tokens(notes).keys
            self._note_words = {}
            for k in range(len(keys)):
                if k > 0:
                    self._note_words.setdefault(("before", keys[k - 1]), []).append(keys[k])
                if k + 1 < len(keys):
                    self._note_words.setdefault(("after", keys[k + 1]), []).append(keys[k])
        key, word = tokens.keys[i], tokens.words[i]
        if not word.islower() or not word.isascii():
            return None  # a name or a word of another language ("Keitt", "Zertifikat")
        if self.scan._foreign_at(part, tokens.starts[i]):
            return None  # "franjes" in a Spanish sentence beside the notes' English
        said = []
        for side, beside in (("before", tokens.keys[i - 1]), ("after", tokens.keys[i + 1])):
            if beside.isalpha() and len(beside) >= 3:  # a word, not "115" or "a"
                said += self._note_words.get((side, beside), [])
        english = english_words()
        for noted in said:
            if noted != key and noted in english and fuzz.ratio(noted, key) >= _NOTE_SLIP:
                return noted
        return None

    def _country_and_s(self, part: Part, i: int) -> bool:
        """ "Italys you are looking at ...": a country's name with an "s" run on, which reads
        as known (its singular is a place) but is no word."""
        tokens = part.tokens
        key, word = tokens.keys[i], tokens.words[i]
        if not (tokens.cap(i) and key.endswith("s") and key not in self.vocabulary.places):
            return False
        if not word.isascii() or key in english_words():
            return False
        if self.scan._foreign_at(part, tokens.starts[i]):
            return False  # "Griķi no Kazahstānas", "Francijas": a case ending of the language
        return bool(self.scan.knowledge.countries.resolve(word[:-1]))

    def _country_like(self, key: str) -> str | None:
        """The country an unknown word after "in/from/to" misspells ("Rusika"), if any."""
        if len(key) < 5:
            return None
        names = self.scan.knowledge.countries.names
        found = process.extractOne(
            key,
            names,
            scorer=fuzz.ratio,
            processor=utils.default_process,
            score_cutoff=_COUNTRY_LIKE,
        )
        return found[0] if found else None

    def _runs_on(self, key: str) -> list[str]:
        """The other letters of an unknown word that starts or ends with a word of the record
        or the sender ("Coopègdenas" after S.Coop., "WelchExportWelch"), for each such word:
        a name fused with other letters. Empty when it is not one."""
        if len(key) < 5:
            return []
        rests = []
        for word in self.profile.grounded:
            if len(word) >= 4 and word != key and word.isalpha():
                rest = key[len(word) :] if key.startswith(word) else ""
                if not rest and key.endswith(word):
                    rest = key[: -len(word)]
                if rest in _COMBINING_FORMS and key.startswith(rest):
                    continue  # "aquafeed", "agrochemicals": a compound of English, not a fusion
                if rest in _PREFIXES and key.startswith(rest) and word in english_words():
                    continue  # "requote" from the notes' quote: an English word made anew
                if rest in _DEMONYM_ENDINGS and key.startswith(word):
                    continue  # "Faroese" from the Faroe Islands: the place's adjective
                if rest in _COMPOUND_HEADS and key.startswith(word):
                    continue  # "cheesemonger", "papermaking": a trade of the record's product
                if rest and rest not in ("s", "es"):  # "fibres" is "fibre" in the plural
                    rests.append((word, rest))
        return rests

    def _fused(self, word: str, rest: str) -> bool:
        """The letters around a grounded word make it a fusion for sure: another grounded word
        or an English word ("certificatescuss" after "certificates"). Not a letter or two
        ("Pulpe", "Ouganda" are French), nor a short rare word beside a foreign one
        ("Paranüsse" is German for Brazil nuts)."""
        english = english_words()
        if len(rest) > 2 and rest in self.profile.grounded:
            return True
        if len(rest) > 1 and rest in frequent_english_words():
            return True
        is_english = rest in english or singular(rest) in english
        return is_english and (len(rest) > 4 or (len(rest) > 2 and word in english))

    def _foreign_compound(self, part: Part, i: int) -> bool:
        """A capitalised word of another language's sentence that joins a record's word to 4
        more letters: a compound of that language ("Naturkostmarkt" after Täsche Naturkost),
        not a cut or misspelled name."""
        rests = self._runs_on(part.tokens.keys[i])
        return any(len(r) >= 4 for _, r in rests) and part.foreign_at(
            part.tokens.starts[i], self.scan.knowledge.vocabulary
        )

    def _compound(self, part: Part, i: int) -> bool:
        """Token i with its hyphenated neighbour is one known word ("co-op", "e-mail")."""
        tokens = part.tokens
        keys, gaps = tokens.keys, tokens.gaps
        if i > 0 and gaps[i] == "-" and self.known(keys[i - 1] + keys[i]):
            return True
        return i + 1 < tokens.n and gaps[i + 1] == "-" and self.known(keys[i] + keys[i + 1])

    def _letter(self, part: Part, i: int) -> tuple[FindingType, str, str] | None:
        tokens = part.tokens
        key, word = tokens.keys[i], tokens.words[i]
        before = tokens.gaps[i]
        after = tokens.gaps[i + 1] if i + 1 <= tokens.n else ""
        if word in ("a", "I", "A") or key in self.profile.grounded:
            return None
        if i > 0 and (tokens.keys[i - 1].isdigit() or before.endswith("\u00b0")):
            return None  # a unit: "550 W", "40°N"
        if word == "x" and before.endswith(" ") and after.startswith(" "):
            return None  # "Hanbit Trading x Acme": a subject line's "meets"
        if before.endswith(_APOSTROPHES) and key in _CLITICS:
            return None
        if after.startswith((".", "-", "/", "&", "'")) or before.endswith((".", "-", "/", "&")):
            return None  # initials, "e.g.", "U.S.", "e-mail", "B2B", "R&D"
        if not word.isascii():
            return None  # one CJK character is a word
        if before.endswith((", ", "(")) and after.startswith((",", ")")):
            return None  # a list of grades or sizes: "(S2, S3, I, G)"
        if before.endswith(", ") and i + 1 < tokens.n and tokens.words[i + 1] in ("and", "or"):
            if i + 2 < tokens.n and tokens.words[i + 2].isupper() and len(tokens.words[i + 2]) <= 3:
                return None  # "sizes S, M, L and XL": the list's last but one
        previous = tokens.keys[i - 1] if i > 0 else ""
        if word in _DIMENSIONS and i + 1 < tokens.n and tokens.keys[i + 1][:1].isdigit():
            return None  # a dimension: "(Ø 35 cm, H 45 cm)", "W 30 cm"
        if grade_letter(tokens, i):
            return None
        beside = (
            tokens.words[i - 1] if i > 0 else "",
            tokens.words[i + 1] if i + 1 < tokens.n else "",
        )
        if any(is_cjk(w[:1]) for w in beside if w) or before.endswith(("（", "、", "，")):
            return None  # "비타민 E와", "维生素E", "Bグレード": a vitamin, grade or element
        if before.strip() in ("\u2013", "\u2014") and len(previous) == 1:
            return None  # a range of grades: "colour F–G", "D – F"
        if previous in ("size", "sizes") or (
            previous == "to" and i > 1 and len(tokens.keys[i - 2]) == 1
        ):
            return None  # "sizes S to L"
        if previous in _LETTERED:
            return None  # "in the EU in Annex B", "Plan B", "Vitamin C"
        following = (after + (tokens.words[i + 1] if i + 1 < tokens.n else "")).lstrip(" :")
        if word in _CONTACT_LABELS and following[:1] and following[0] in "+0123456789":
            return None  # a signature's phone line: "T +352 23 69 81 47"
        if after[:1] and not after[:1].isspace() and not after[:1].isalnum():
            if after[:1] not in ",;:!?)\"'":
                return None  # a grade or a mark: "F★★★★", "A+", "E1-class"
        lang = self.scan.knowledge.language
        for phrases in (lang.closings, lang.greetings):
            if phrases.match(tokens.keys, i, tokens) is not None:
                return None  # "Z poważaniem": a closing that starts with a one-letter word
        # "C ceramic tiles", "Pacific R Co.": a capital before an English word or inside a
        # sentence; a lone letter before a foreign word may be a word of that language
        if word in _ONE_LETTER_WORDS and self.scan._foreign_at(part, tokens.starts[i]):
            return None  # "O transit time até Santos": the Portuguese article
        nxt = tokens.keys[i + 1] if i + 1 < tokens.n else ""
        sure = word.isupper() and (nxt in english_words() or _mid_sentence(part, i))
        return FindingType.artifact, "", "a stray letter", ERROR if sure else DOUBT


# Nouns a single capital letter names one of: "Annex B", "Plan B", "Vitamin C", "Hall A"
_LETTERED = frozenset(
    "annex appendix schedule plan vitamin class type category zone phase option part section "
    "exhibit hall stand gate block building row level tier series list form".split()
)
# A signature's line labels before a phone number: "T +352 ...", "M +44 ...", "F 0161 ..."
_CONTACT_LABELS = frozenset("T M F P".split())


def stray_pair(key: str, word: str) -> bool:
    """Two lower-case letters that English prose does not write as a word ("bu", "ej")."""
    return len(key) == 2 and word.islower() and key.isascii() and key not in _TWO_LETTER_WORDS


def odd_capitals(word: str) -> bool:
    """An English word with capitals where none belong ("AeriaL", "supPly"); not lower case,
    capitalised or in capitals, nor an acronym's plural ("SKUs")."""
    if len(word) < 4 or word.islower() or word.isupper() or word.istitle():
        return False
    return not (word[:-1].isupper() and word[-1] == "s")


# Units written after a number, which a decoder may run on into another word ("1 kgain").
_UNITS = ("kg", "mg", "ml", "cm", "mm", "km", "lb", "oz", "pcs", "ton")


def _unit_run_on(key: str) -> bool:
    """An unknown word after a number that is a unit with two or more letters run on."""
    return key.isalpha() and any(key.startswith(u) and len(key) >= len(u) + 2 for u in _UNITS)


def _same_ending(key: str, word: str) -> bool:
    """Two words of six letters or more that end alike for four ("papleaf" for leatherleaf):
    the start of the record's word garbled."""
    return len(key) >= 6 and len(word) >= 6 and key[-4:] == word[-4:] and key != word


@lru_cache(maxsize=4096)
def _slip_of(key: str, word: str) -> bool:
    """`key` is `word` with a letter changed, lost or added inside, not a longer or shorter
    form of it ("Lupinus" for lupin, "dehair" for dehaired, "rambután" for rambutans)."""
    bare, plain = fold(key), fold(word)
    return (
        len(word) > 4
        and abs(len(key) - len(word)) <= 1
        and not bare.startswith(plain)
        and not plain.startswith(bare)
        # "carminic acid" from carmine: a word derived from it, not a letter slipped
        and not any(bare == plain.removesuffix("e") + end for end in _DERIVING_ENDINGS)
        and fuzz.ratio(key, word) >= _PRODUCT_SLIP
    )


# Endings English derives adjectives and nouns with: "carminic", "resinous", "tannic".
_DERIVING_ENDINGS = ("ic", "ous", "al", "y", "ed", "ate", "ine")


@lru_cache(maxsize=8192)
def tokens_of(text: str) -> tuple[str, ...]:
    """The token keys of a record or profile value (cached: every draft of a batch asks)."""
    return tuple(Tokens(text).keys)


# Endings that make a place's adjective ("Faroese", "Maltese", "Togolese").
_DEMONYM_ENDINGS = frozenset({"se", "ese", "an", "ian", "ish"})
# Heads English joins onto another word to name a species ("hawkfish", "cloudberry").
_SPECIES_HEADS = frozenset("fish fishes berry berries wood weed grass root tree worm bird".split())


def _in_the_products_slot(tokens, i: int, product: list[str]) -> bool:
    """Token i stands where a word of the record's product belongs, the product's words on
    both sides of it ("frozen moteen conch meat"); not before them, where a kind is added
    ("Keitt mango slices")."""
    keys, n = tokens.keys, tokens.n

    def at(k: int, p: int) -> bool:
        return 0 <= k < n and 0 <= p < len(product) and keys[k] == product[p]

    for p, word in enumerate(product):
        if word == keys[i]:
            continue
        if at(i - 1, p - 1) and at(i + 1, p + 1) and tokens.soft(i - 1, i):
            return True
    return False


def _species_compound(word: str, rest: str, key: str) -> bool:
    """The record's word is a species head the key ends with, after an English word: a
    species' name ("longnose hawkfish" for live aquarium fish), not a fusion."""
    return word in _SPECIES_HEADS and key.endswith(word) and rest in english_words()


# A word this long in a letter of another language is most often a compound, whose parts may
# meet in letters that look doubled ("expo|rt-érté|kesítési").
_LONG_COMPOUND = 12


def _looks_garbled(word: str, key: str, foreign=lambda: False) -> Severity | str | None:
    """ERROR for an unknown word that no writer would produce (stuttered letters, a small
    English word fused with other letters); DOUBT for one that a decoder produces and a brand,
    unit or foreign word now and then does (capitals inside a lower-case word, no vowel, two
    letters doubled); None for a plausible word. `foreign()` says the word stands in a sentence
    of another language."""
    stutter = STUTTER.search(key)
    if stutter and len(key) >= _LONG_COMPOUND and foreign():
        return DOUBT  # "exportértékesítési" (export + értékesítési) in a Hungarian letter
    if stutter and not _reduplicated(key, stutter):
        return ERROR
    if stutter:
        return DOUBT  # "langanga" (a Tongan measure): a syllable doubled inside a word
    if len(word) > 2 and word[:-1].isupper() and word[-1] == "s":
        return None  # an acronym's plural: "MRLs", "SKUs"
    signs = (
        bool(_STUTTER_2.search(key))
        + (
            not word.isupper()
            and any(c.isupper() for c in word[1:])
            and not word[:2] == "Mc"
            and _fused_capitals(word)
        )
        # Turkish ı and Polish/Scandinavian ø, æ are vowels too ("fırın", a furnace)
        + (len(key) >= 3 and not any(c in "aeiouyıøæœ" for c in _base_letters(key)))
    )
    if signs:
        return ERROR if signs > 1 else DOUBT  # "MRLsLs": two signs in one word
    if word.isupper() or foreign():
        # an acronym ("ANAFOR") or a word of a letter in another language ("prostata"):
        # small English words inside it are chance
        return None
    english = english_words()
    # a capitalised word starting like "the", "for", "will" is most often a place or a name
    # of another language ("Thessaloniki", "Forniture", "Willemstad"); fusion leaves the
    # small word in lower case ("youffmann", "thatel")
    if word[:1].islower() and any(
        key.startswith(head) and len(key) > len(head) + 1 and key[len(head) :] not in english
        for head in _FUSED_HEADS
    ):
        return ERROR
    # an English word run into a small word after it ("Petand tools", "supplythe")
    if any(
        key.endswith(tail) and len(key) - len(tail) >= 3 and key[: -len(tail)] in english
        for tail in _FUSED_TAILS
    ):
        return ERROR
    if word.islower() and any(
        key.endswith(tail)
        and len(key) - len(tail) >= _FUSED_HEAD_MIN
        and key[: -len(tail)] in english
        for tail in _FUSED_TAILS_LOWER
    ):
        return ERROR
    return None


def _reduplicated(key: str, stutter: re.Match) -> bool:
    """Three letters doubled inside a word with a vowel after ("langanga", "Wagga"), or a
    whole word twice ("shweshwe"): how Pacific, Bantu and Malay words are built, where a
    decoder doubles a word's end ("Industrietechech") or a letter ("Hoffffn")."""
    end = stutter.end()
    if stutter.start() == 0 and end == len(key) and stutter.group(2) is not None:
        # the whole word twice ("shweshwe", "mahimahi"), not an English word doubled
        half = stutter.group(2)
        return len(half) >= 3 and half not in english_words() and any(c in "aeiou" for c in half)
    if stutter.group(2) is None or len(stutter.group(2)) != 3:
        return False
    return end < len(key) and key[end] in "aeiou" and len(key) - end <= 2


def _capital_parts(word: str) -> list[str]:
    """The lower-cased pieces of a word split before each capital after a lower-case
    letter: "ReliableMirao" -> ["reliable", "mirao"]."""
    return [p.casefold() for p in re.split(r"(?<=[a-z\u00df-\u024f])(?=[A-Z])", word) if p]


# Indefinite articles: a word after one is a common noun ("für einen Werkzeughändler wie"),
# not a company or a person's name misspelt.
_INDEFINITE = frozenset("a an ein eine einen einem einer un une uno una een en ett um uma".split())


def _after_article(tokens, i: int) -> bool:
    if i == 0 or tokens.gaps[i] != " ":
        return False
    before = tokens.words[i - 1]
    # "Responsable des exportations" on a signature line: a noun, not a name's word
    return before in _INDEFINITE or (before in _DEFINITE and tokens.words[i].islower())


# Definite articles, before a lower-case word: a common noun of the letter's language.
_DEFINITE = frozenset("des les la le der die das del los las".split())


# Combining forms English writes joined to a noun ("aquafeed", "biofuel", "agrochemicals").
_COMBINING_FORMS = frozenset(
    "aqua agro agri bio eco micro nano hydro thermo multi poly mono auto petro photo electro "
    "geo aero".split()
)
# Prefixes English makes verbs and adjectives with ("requote", "prepack", "nonwoven").
_PREFIXES = frozenset("re pre co non un".split())
# Heads English joins to a product to name its trade ("cheesemonger", "papermaking").
_COMPOUND_HEADS = frozenset("monger mongers making maker makers grower growers growing".split())
# Endings of the species word of a Latin binomial ("Lupinus angustifolius", "Vicia faba").
_EPITHET_ENDINGS = ("us", "um", "is", "a", "ae", "ii", "ensis", "oides", "ica", "ata", "ens")


def _binomial(tokens, i: int) -> bool:
    """Token i is the genus of a Latin binomial: capitalised, before a lower-case species word
    that English does not know ("Lupinus albus"), so "Lupinus" is not "lupin" run on."""
    nxt = i + 1
    if nxt >= tokens.n or tokens.gaps[nxt] != " " or not tokens.words[nxt].islower():
        return False
    species = tokens.keys[nxt]
    return (
        tokens.cap(i)
        and species.isalpha()
        and species.endswith(_EPITHET_ENDINGS)
        and species not in english_words()
    )


# One-letter words of the languages a letter may be written in: articles, "and", "or", "to".
_ONE_LETTER_WORDS = frozenset("O A E Y U À".split())


def _epithet(tokens, i: int) -> bool:
    """Token i is a Latin species word after its genus's initial ("S. thermophilus")."""
    word = tokens.words[i]
    return (
        i > 0
        and tokens.gaps[i] == ". "
        and len(tokens.words[i - 1]) == 1
        and tokens.words[i - 1].isupper()
        and word.isalpha()
        and word.islower()
        and word.endswith(_EPITHET_ENDINGS)
    )


def _bracketed_species(tokens, i: int) -> bool:
    """Token i is the species word of a Latin name alone in brackets: "(Thelenota ananas)",
    "(Clarias gariepinus)" after the fish's common name."""
    if i == 0 or tokens.gaps[i] != " ":
        return False
    genus, word = tokens.words[i - 1], tokens.words[i]
    return (
        tokens.gaps[i - 1].endswith("(")
        and tokens.gaps[i + 1].startswith(")")
        and genus[:1].isupper()
        and genus[1:].islower()
        and word.isalpha()
        and word.islower()
    )


# The Italian courtesy pronouns a verb takes, capitalised ("Posso inviarLe un campione").
_COURTESY = frozenset({"Le", "La"})


def _fused_capitals(word: str) -> bool:
    """Capitals inside a word that a decoder fused ("SentosaExport", "ReliableMirao",
    "PTyyati", "IIêê"), not the ones of a brand or unit ("HoReCa", "DIALux", "kV", "mAh"):
    a lower-case run of three letters or more before a capital, or a word of exactly two
    capitals followed by lower-case letters."""
    if word[-2:] in _COURTESY and word[:-2].isalpha() and word[:-2].islower():
        return False  # "inviarLe", "scriverLe": the Italian courtesy "Le" written on
    for n in range(3, len(word)):
        if word[n].isupper() and word[n - 1].islower() and word[n - 3 : n].isalpha():
            if all(c.islower() for c in word[n - 3 : n]):
                return True
    if len(word) > 3 and word[:2].isupper() and word[2:].islower() and word[2:].isalpha():
        # "PTyyati", "IIêê", "MMor"; a brand's prefix before a word is not ("ENplus")
        return not (len(word) > 5 and word[2:] in english_words())
    return False


def _base_letters(key: str) -> str:
    """The letters without their diacritics ("ngā" -> "nga", "chị" -> "chi")."""
    return "".join(c for c in unicodedata.normalize("NFD", key) if not unicodedata.combining(c))


def is_latin(word: str) -> bool:
    return all(c < "\u0250" or "\u1e00" <= c <= "\u1eff" for c in word)


# The scripts a country writes in besides Latin letters (Unicode names' first words).
_CYRILLIC = frozenset({"CYRILLIC"})
_ARABIC = frozenset({"ARABIC"})
_COUNTRY_SCRIPTS: dict[str, frozenset[str]] = {
    **dict.fromkeys("RU UA BY BG RS MK KZ KG TJ MN ME BA".split(), _CYRILLIC),
    **dict.fromkeys(
        "SA AE QA KW BH OM YE JO LB SY IQ EG LY TN DZ MA SD MR PS IR AF PK".split(), _ARABIC
    ),
    **dict.fromkeys("CN TW HK MO SG JP".split(), frozenset({"CJK"})),
    "KR": frozenset({"HANGUL", "CJK"}),
    "GR": frozenset({"GREEK"}),
    "CY": frozenset({"GREEK"}),
    "IL": frozenset({"HEBREW"}),
    "TH": frozenset({"THAI"}),
    "IN": frozenset({"DEVANAGARI", "TAMIL", "BENGALI", "GUJARATI", "TELUGU", "KANNADA"}),
    "NP": frozenset({"DEVANAGARI"}),
    "BD": frozenset({"BENGALI"}),
    "LK": frozenset({"SINHALA", "TAMIL"}),
    "GE": frozenset({"GEORGIAN"}),
    "AM": frozenset({"ARMENIAN"}),
    "ET": frozenset({"ETHIOPIC"}),
    "KH": frozenset({"KHMER"}),
    "LA": frozenset({"LAO"}),
    "MM": frozenset({"MYANMAR"}),
}

# Scripts written together: Japanese mixes kanji (CJK) with both kanas.
# "ー" is "KATAKANA-HIRAGANA PROLONGED SOUND MARK"; "。" "IDEOGRAPHIC FULL STOP"; full- and
# half-width forms are CJK typography.
_SCRIPT_FAMILY = {
    "HIRAGANA": "CJK",
    "KATAKANA": "CJK",
    "KATAKANA-HIRAGANA": "CJK",
    "IDEOGRAPHIC": "CJK",
    "FULLWIDTH": "CJK",
    "HALFWIDTH": "CJK",
}


def script_of(char: str) -> str:
    """The script family a character belongs to, by its Unicode name ("CJK", "CYRILLIC")."""
    name = unicodedata.name(char, "?").split(" ")[0]
    return _SCRIPT_FAMILY.get(name, name)
