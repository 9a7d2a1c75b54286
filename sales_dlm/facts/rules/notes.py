"""note_wrong: a meeting or a request the draft claims that the buyer's notes do not hold.

A cold email that says "It was a pleasure to meet you at Gulfood" to someone never met, or "As
you asked about ..." to someone who asked nothing, is a lie the buyer sees at once. The record's
`notes` column is where such history lives ("Met at Hannover Messe; asked for DN50-DN200 ball
valves"), and a model trained with notes writes one sentence of them. Read in the subject and
the whole body (a P.S. after the signature is sent too):
- a meeting: met/meeting/seeing you, a visit to "our booth/stand", "our conversation/call";
  an error when the notes say nothing of a meeting, and when the event named after "at" in that
  sentence is not the one the notes name ("at Gulfood" for a buyer met at Anuga);
- the same in a letter in the buyer's language ("suite à notre rencontre à la Hannover
  Messe", "como le comenté en nuestra llamada", "как договорились"), with the event after that
  language's preposition checked the same way;
- a visit to the sender's premises ("the visit to our distillery"): an error unless the notes
  speak of a visit (a call or a fair is no visit);
- a request: "you asked/requested/enquired/mentioned", "your request/enquiry", "as discussed";
  when the record has no notes, a doubt (scan.py: an error with a second sign; a follow-up may
  answer a reply the record does not hold). With a note of a meeting a writer may recall what
  was said there ("met at Gulfood" ... "you asked about 25 kg bags"): people write so, and the
  labelled sets call it right.
- what the sender says they know of the buyer ("I understand you are interested in X", "I note
  that you need X certification"): X must be in the notes, or (for interest) the record's
  category, a guess a cold email may make; an error otherwise ("interested in English" for a
  note "Prefers email in English", "you need FDA off10(k) certification" for "FDA 510(k)").
"""

from __future__ import annotations

import re

from anyascii import anyascii
from rapidfuzz import fuzz

from sales_dlm.facts.findings import FindingType, Severity
from sales_dlm.facts.pretest import may_contain
from sales_dlm.facts.scan import Part, Scan
from sales_dlm.facts.tokens import Tokens, normal_of, sentence_span, words_in

_MEETING = re.compile(
    r"\b(?:(?:pleasure|good|nice|great|lovely|glad|delighted) (?:to )?(?:(?:meet|meeting|see"
    r"|seeing) you|(?:talk|speak|chat)(?:ing)? (?:with|to) you)|(?:we|I) met\b"
    r"|meeting (?:you|us|with us)\b|met you|(?:stopping|dropping|coming) by"
    r" at\b|(?:put|putting) a face to|your time at|(?:for|by) (?:visiting|stopping by"
    r"|coming (?:by|to)|dropping by) our (?:booth|stand|stall|pavilion|table)"
    r"|(?:stopping|stopped|calling|called) at our (?:booth|stand|stall|pavilion|table)"
    r"|(?:visited|stopped by"
    r"|came by|dropped by) our (?:booth|stand|stall|pavilion|table)|(?:your|the) visit to our"
    r" (?:booth|stand|stall|pavilion|table)|(?:our|the) (?:\w+ )?(?:conversation|chat"
    r"|talk|meeting|discussion|call) (?:at|during|in|last)"
    r"|the time you (?:gave|spent with|took with) us at"
    r"|^at (?:the )?[A-Z][^.!?\n]{2,60}? you (?:asked|mentioned|told|said|showed|were)\b"
    r"|as (?:we )?(?:discussed|agreed) (?:at|during)"
    r"|following (?:up on )?our (?:conversation"
    r"|meeting|call|chat|discussion|talk))",
    re.IGNORECASE | re.MULTILINE,
)
# The same claims in the buyers' languages a letter may be written in (French, Spanish,
# Portuguese, Italian, German, Dutch, Polish, Russian): past meetings, calls and talks, and
# "as agreed/promised/I told you"; not invitations ("visítenos en nuestro stand").
_MEETING_ABROAD = re.compile(
    r"\b(?:notre (?:rencontre|échange|entretien|conversation|appel|rendez-vous)"
    r"|nous nous sommes (?:rencontré|vu|parlé)|(?:ravie?|heureux|heureuse) de vous avoir"
    r"|comme convenu|comme promis"
    r"|nuestra (?:reunión|conversación|llamada|charla)|nos conocimos|como (?:le|te) (?:comenté"
    r"|dije|prometí)|como (?:acordamos|quedamos|prometido)|fue un (?:placer|gusto) conocer"
    r"|su visita a nuestro (?:stand|puesto)|sua visita ao nosso (?:stand|estande)"
    r"|votre (?:visite|passage) sur notre stand|la sua visita al nostro stand"
    r"|(?:être|etre) (?:passée?s?|venue?s?) (?:sur|à) notre stand"
    r"|nossa (?:reunião|conversa|chamada)|nos conhecemos|como (?:combinado|prometido)"
    r"|foi um prazer conhecê"
    r"|(?:il )?nostro (?:incontro|colloquio)|la nostra (?:telefonata|conversazione|chiamata)"
    r"|ci siamo (?:incontrati|conosciuti|sentiti)|come (?:promesso|concordato|d'accordo)"
    r"|(?:unser(?:em|es)?|Ihr(?:em)?|das|dem) (?:\w+(?:e|en|em|es) )?"
    r"(?:Gespräch|Treffen|Telefonat)|wie (?:besprochen|vereinbart"
    r"|versprochen)|Dank für Ihren Besuch|(?:haben|hatten) uns .{0,30}(?:getroffen|kennengelernt)"
    r"|Sie .{0,60}kennenzulernen"
    r"|(?:ons|het) (?:\w+e )?gesprek|onze ontmoeting|zoals (?:besproken|afgesproken|beloofd)"
    r"|naszym? (?:spotkani\w*|rozmow\w*)|jak (?:ustaliliśmy|obiecałem|obiecałam)"
    r"|как (?:договорились|обещал\w*)|нашей встреч\w*|наша встреча|нашего разговора|наш разговор"
    r"|(?:за|после) встреч\w*"
    # Ukrainian: "дякую за розмову на виставці", "за зустріч", "нашої зустрічі"
    r"|за (?:розмову|зустріч)|після зустрічі|наш\w* (?:зустріч\w*|розмов\w*)"
    # French, Italian: "un plaisir d'échanger avec vous au salon", "un piacere conoscerLa a"
    r"|un plaisir d'échanger|un plaisir de (?:vous )?(?:rencontrer|parler|discuter)"
    r"|piacere (?:di )?(?:conoscer|incontrar|parlar)\w*"
    # Croatian, Serbian, Bosnian: "na ugodnom razgovoru na sajmu", "naš sastanak"
    r"|(?:na|za) (?:ugodnom |ugodan |današnjem )?razgovor\w*|naš\w* sastan\w*|kako smo dogovorili"
    # Korean, Chinese and Japanese: "뵙게 되어 반가웠습니다", "很高兴在展会上见到您", "お会いでき"
    r"|뵙게 되어|만나 ?뵙|만나서 반가|뵈어서? 반가|很高兴.{0,20}(?:见到|认识|见面)"
    r"|上次.{0,15}(?:见面|会面)|お会いでき|お目にかかれ|お立ち寄りいただ)",
    re.IGNORECASE,
)
_PROMISED = re.compile(r"promis|prometi|promesso|versprochen|beloofd|obiecał|обещал", re.I)
# "As agreed" answers a contact the notes hold, the buyer's request as often as a meeting
# ("come concordato" sending the sample a note says was asked for); with no note it claims one.
_AGREED = re.compile(
    r"convenu|acordamos|quedamos|concordato|d'accordo|vereinbart|afgesproken|ustaliliśmy"
    r"|договорились|dogovorili|combinado",
    re.I,
)
# A preposition of place or time right after "as agreed" in those languages.
_AT_EVENT = re.compile(
    r"\s+(?:на|во|в|at|during|à|au|lors|en|durante|na|auf|bei|al|alla|op|w)\b", re.I
)
# The event after a preposition of those languages in such a sentence ("à la Hannover Messe",
# "a Pitti Uomo", "auf der Anuga", "au salon Elektrotechnika"; "на выставке в Астане" names no
# event).
_EVENT_ABROAD = re.compile(
    r"(?:\b(?:à|au|à la|al|a la|a|en|sur|na|на|no|auf der|auf den|auf dem|bei der|an der|op|in"
    r"|alla|all')\s+)"
    r"(?:(?:salon|foire|feria|fiera|feira|targach|выставке|виставці|sajmu) )?[«\"„]?"
    # a fair that writes its name in lower case before a capitalised word: "in-cosmetics Global";
    # in Cyrillic letters too ("на выставке «Продэкспо»")
    r"((?:[A-ZА-ЯЁЄІЇҐ][\w'&.-]*|[a-z]+-[a-z]+(?= [A-Z])|\d{4}|\+|&)"
    r"(?: (?:[A-ZА-ЯЁЄІЇҐ][\w'&.-]*|\d{4}|\+|&))*)"
)
_ABROAD_WORDS = (
    "notre", "nous nous", "ravi", "heureu", "comme ", "nuestra", "nos conoc", "como ", "fue un",
    "nossa", "foi um", "nostr", "ci siamo", "come ", "unser", "ihr", "wie ", "dank", "uns ",
    "su visita", "sua visita", "votre", "la sua", "tre pass", "tre venu",
    "gesprek", "ontmoeting", "zoals", "nasz", "jak ", "как", "наш", "razgovor", "sastan",
    "kako smo", "встреч", "kennenzulernen", "за ", "зустріч", "розмов", "plaisir", "piacere",
    "뵙", "뵈어", "만나", "很高兴", "上次", "お会い", "お目に", "お立ち寄り",
)  # fmt: skip
# A visit to the sender's premises: only a note that speaks of a visit holds it (a call or a
# fair does not).
_PREMISES_VISIT = re.compile(
    r"\b(?:(?:your|the) visit to|(?:visiting|visited|came to|coming to)) our (?:factory|farm"
    r"|mill|plant|distillery|warehouse|office|facility|facilities|premises|packhouse"
    r"|orchards?|vineyards?|winery|estate|plantation)\b",
    re.IGNORECASE,
)
_NOTE_VISIT = re.compile(r"\bvisit", re.IGNORECASE)
_REQUEST = re.compile(
    r"\b(?:(?:you|You) (?:asked|enquired|inquired|requested)|as you (?:asked|requested|mentioned)"
    r"|as requested|(?:thank you|thanks) for (?:asking|your (?:request|enquiry|inquiry))"
    r"|you mentioned|your (?:request|enquiry|inquiry) (?:for|about|regarding|on)|as discussed"
    r"|as we discussed)\b",
    re.IGNORECASE,
)
_DATED = re.compile(
    r"\b(?:last (?:week|month|year|Monday|Tuesday|Wednesday|Thursday|Friday)|yesterday"
    r"|earlier this (?:week|month))\b"
)
# What a note says of a meeting or of a request ("Met at ...", "visited our booth", "asked for").
_NOTE_MEETING = re.compile(
    r"\b(?:met|meet|meeting|visit|visited|booth|stand|stall|spoke|talked|call|conversation|fair"
    r"|expo|messe|show"
    # a CRM kept in the buyer's language: "Rencontrée au SIAL Paris", "getroffen auf der Anuga"
    r"|rencontr\w*|salon|visite|getroffen|kennengelernt|conocid\w*|feria|incontrat\w*|fiera"
    r"|feira|conhec\w*|conoc\w*|conosciut\w*|beurs|gesproken|встреч\w*|выставк\w*|gespräch\w*"
    r"|kontakt\w* (?:auf|am|bei|an|på|na))\b"  # "Kontakt auf der Vitafoods Europe in Genf"
    # Japanese, Chinese and Korean notes ("FOODEX JAPANで面談"): no word boundaries there
    # cards exchanged: "FOODEX JAPAN 2025で名刺交換"
    r"|面談|商談|会った|ブース|展示会|見本市|名刺|见面|会面|洽谈|展会|展位|拜访|名片|미팅|만남|부스"
    r"|상담|박람회|명함",
    re.IGNORECASE,
)
# The event after "at" in a meeting sentence: capitalised words ("Hannover Messe", "the Canton
# Fair", "Light + Building", "SIAL Paris 2024"), not the pronoun after it ("After our talk at
# Expo ANTAD I am glad ...").
_EVENT = re.compile(
    r"\b(?:[Aa]t|[Dd]uring) (?:the )?"
    r"((?:[A-Z][\w'&.-]*|\d{4}|\+|&)(?: (?:(?!I\b)[A-Z][\w'&.-]*|\d+|\+|&))*)"
)
# "I understand/note/gather ... you are interested in X" and "... you need X documentation".
_KNOWING = r"\bI (?:understand|note|gather|hear|see|know)(?: that)? you"
_KNOWN = re.compile(
    _KNOWING + r"(?:'re| are) (?:interested in|looking (?:at|for)) (?P<interest>[^.,;:!?\n]+)"
    r"|" + _KNOWING + r" (?:need|require) (?P<need>[^.,;:!?\n]+?)"
    r" (?:documentation|documents|certification|certificates|certificate|paperwork)\b"
    r"|" + _KNOWING + r" (?:need|require) (?P<want>[^.,;:!?\n]+?)"
    r"(?= and | but | for | to | from | in | at |[.,;:!?\n]|$)"
)
# What a note says of the buyer's interest ("Interested in ...", "asked for ...", "needs ...").
_NOTE_INTEREST = re.compile(
    r"\b(?:interest\w*|looking|asked|asks|request\w*|need\w*|want\w*|quote|samples?|requir\w*)\b",
    re.IGNORECASE,
)
# Words every alternative of a pattern above holds (pretest.py): a draft without any of them
# skips that pattern's pass.
_MEETING_WORDS = (
    "mee", "met", "see", "your time at", "booth", "stand", "stall", "pavilion", "table",
    "conversation", "chat", "talk", "discussion", "follow", "call", "by at", "a face to",
    "discussed", "agreed", "time you", "you asked", "you mentioned", "you told", "you said",
)  # fmt: skip
_VISIT_WORDS = ("visit", "came to", "coming to")
_REQUEST_WORDS = ("ask", "quir", "request", "mention", "discuss")
# _KNOWN is case-sensitive: its phrases in the text as written
_KNOWN_WORDS = (" interested in ", " looking ", " need ", " require ")
# What a writer counts before listing it: "two things", "a few points".
_COUNTED = frozenset("a few two three four both several things points items matters".split())
# Capitalised words after "at" that are no event ("at Acme" is the company: companies' rule).
_NOT_EVENTS = frozenset({"I", "Our", "Your", "The", "This", "That", "It"})
_CURRENCY_CODES = frozenset("USD EUR GBP CHF JPY CNY AUD NZD CAD SGD HKD AED SAR INR".split())


def run(scan: Scan) -> None:
    notes = " ".join(scan.profile.buyer.notes.split())
    for part in scan.parts:
        _claims(scan, part, notes)
        if notes and ("you" in part.tokens.text.lower() or "need" in part.tokens.text):
            _documents_claimed(scan, part, notes)
        if notes and "asked about" in part.tokens.text:
            _request_copied(scan, part, notes)
        if notes and "meet you at" in part.tokens.text:
            _event_copied(scan, part, notes)
        if notes and any(c.isdigit() for c in notes):
            _figures_misquoted(scan, part, notes)
        if "; " in part.tokens.text:
            _fragment_after_fair(scan, part)


# "It was good to meet you at SIAL Shanghai; need dependable suppliers ...", "... (Makuhari); an
# S.": after the fair, a semicolon and words with no subject of their own ("; happy to send
# details" is a writer's shorthand for "I am happy")
_FAIR_FRAGMENT = re.compile(
    r"\b(?:meet|met|meeting|time) (?:you )?at [^.;\n]{2,60}; "
    r"((?!(?:I|we|you|it|they|he|she|our|your|this|that|there|since|as|so|and|but|happy|glad"
    r"|pleased|delighted|thanks|hope|looking)\b)"
    r"[a-z][^.!?\n]*[.!?]?)"
)


def _fragment_after_fair(scan: Scan, part: Part) -> None:
    """The models copy a note's punctuation with the fair ("Met at SIAL Shanghai; needs ...")
    and write words without a subject after it. Where a rule before this one found a slip
    inside the fragment ("; soked about"), that finding says it better."""
    for m in _FAIR_FRAGMENT.finditer(part.tokens.text):
        start, end = m.start(1) - 2, m.end(1)
        if not scan.reported_between(part, start, end):
            scan.garble(part, start, end, "a fragment after the fair")


# A figure and the word it counts or measures: "40 two-seater chairs", "sacs de 10 kg"; not a
# range's ends ("1-5 ct").
_FIGURE = re.compile(
    r"(?<![\w.,/\-–])(\d+(?:[.,/]\d+)?)(?![\-–]\d)\s?([^\W\d_][\w-]*)((?:\W+[^\W\d_][\w-]*)?)"
)
# Words after a figure that say nothing of what it counts ("2025 in Köln", "12 January").
_NOT_COUNTED = frozenset(
    "in at on and or of the to for by from with de à et en a y e i u im am ou per".split()
)
# Units: a figure in one counts the word beside it ("25 kg bags", "sacs de 10 kg"), so that
# word must match too ("a 1 kg sample" is no "300 kg drum").
_UNITS = frozenset(
    "kg g mg t ton tons tonne tonnes mt lb lbs oz ml l cl ltr litre litres liter liters mm cm "
    "m km ct pcs".split()
)


_WORD = re.compile(r"[^\W\d_][\w-]*")
# How far before a unit's figure to look for the two words it measures ("sacs de 10 kg").
_BEFORE_UNIT = 60


def _figure_pairs(text: str) -> list[tuple[str, str, frozenset[str], int, int]]:
    """(figure, the word after it, the words a unit measures, start, end) of each figure."""
    pairs = []
    for m in _FIGURE.finditer(text):
        word = m.group(2).casefold()
        if word in _NOT_COUNTED or (len(word) < 2 and word not in _UNITS):
            continue
        things: frozenset[str] = frozenset()
        if word in _UNITS:
            near = text[max(0, m.start() - _BEFORE_UNIT) : m.start()]
            before = [w.casefold() for w in _WORD.findall(near)[-2:]]
            after = [w.casefold() for w in _WORD.findall(m.group(3))]
            things = frozenset(w for w in before + after if w not in _NOT_COUNTED and len(w) > 1)
        pairs.append((m.group(1).replace(",", "."), word, things, m.start(), m.end(2)))
    return pairs


def _figures_misquoted(scan: Scan, part: Part, notes: str) -> None:
    """A figure of the notes given another value before the same word: "60 two-seater
    chairs" for a note "wants 40 two-seater chairs", "sacs de 25 kg" for "sacs de 10 kg". A
    draft that writes the notes' figure too may offer both."""
    noted = _figure_pairs(notes)
    written = _figure_pairs(part.tokens.text)
    said = {(figure, word) for figure, word, *_ in written}
    for figure, word, things, start, end in written:
        same = [f for f, w, t, *_ in noted if w == word and ((not t and not things) or t & things)]
        if not same or figure in same or any((f, word) in said for f in same):
            continue
        scan.add(
            part,
            FindingType.note_wrong,
            Severity.error,
            start,
            end,
            notes,
            0.0,
            f"a figure of the notes misquoted; the buyer's notes say: {notes!r}",
        )
        return


# What the buyer is said to need or have asked for: the words after "you need", "you said" ...
# and before "you asked for" ("the halal certificate you asked for").
_WANTED_AFTER = re.compile(
    r"\byou (?:mentioned|said|asked for|requested|need|require|wanted)\b"
    r"(?P<x>[^.;!?\n]{0,80})",
    re.IGNORECASE,
)
_WANTED_BEFORE = re.compile(
    r"(?P<x>(?:[\w-]+ ){1,4})(?:that )?you (?:asked for|requested|need|require|mentioned"
    r"|wanted)\b",
    re.IGNORECASE,
)
# Certifications and documents a buyer asks for by name; another one than the notes' is a
# request misquoted. Each with the spellings that name the same document.
_DOCUMENTS = {
    "halal": ("halal",),
    "kosher": ("kosher",),
    "organic": ("organic", "bio"),
    "fairtrade": ("fairtrade", "fair trade"),
    "non-gmo": ("non-gmo", "non gmo", "gmo-free", "gmo free"),
    "coa": ("coa", "certificate of analysis", "analysis"),
    "phytosanitary": ("phytosanitary",),
    "cites": ("cites",),
    "eudr": ("eudr",),
    "fsc": ("fsc",),
    "globalg.a.p.": ("globalg.a.p.", "globalgap", "global gap"),
    "brc": ("brc", "brcgs"),
    "ifs": ("ifs",),
    "haccp": ("haccp",),
}


def _documents_claimed(scan: Scan, part: Part, notes: str) -> None:
    """A certificate the buyer is said to need or have asked for must be the notes' ("the
    halal certificate you asked for" to a buyer whose note asks for a COA), and so must what
    "the X you asked for" names ("the pesticide residue results you asked about")."""
    if not _NOTE_INTEREST.search(notes):
        return
    noted = _documents_in(f" {normal_of(notes)} ")
    text = part.tokens.text
    for pattern in (_WANTED_AFTER, _WANTED_BEFORE):
        for match in pattern.finditer(text):
            for name in _documents_in(f" {normal_of(match.group('x'))} "):
                if name not in noted:
                    _flag(scan, part, match.start(), match.end(), notes, f"a request for {name!r}")
                    return
    record = None
    for match in _ASKED_FOR.finditer(text):
        said = match.group("x").strip()
        keys = normal_of(said).split()
        if _documents_in(f" {' '.join(keys)} "):
            continue  # a certificate: judged by its names above ("COA", "certificate of analysis")
        words = [
            w
            for w in keys
            if w not in _ASKED_GENERIC and w not in _SMALL_WORDS and not w[:1].isdigit()
        ]
        record = record or _record_words(scan, notes)
        # two words of what was asked for, neither of them the notes' or the record's ("the
        # pesticide residue results you asked about" for a note on essential oil content)
        if len(words) >= 2 and not any(_words_of(record, w) for w in words):
            _flag(scan, part, match.start(), match.end(), notes, f"a request for {said!r}")
            return


def _documents_in(padded: str) -> list[str]:
    """The documents of `_DOCUMENTS` a normal form (padded with spaces) names."""
    return [
        name for name, spellings in _DOCUMENTS.items() if any(f" {w} " in padded for w in spellings)
    ]


# "the skin-on 8-16 oz fillets you asked for": what the buyer asked for, named.
_ASKED_FOR = re.compile(
    r"\b[Tt]he (?P<x>(?:[\w–-]+ ){1,5})(?:that )?you (?:asked (?:for|about)|requested)\b"
)
# What any request may be called, whatever the notes' words: "the price you asked for".
_ASKED_GENERIC = frozenset(
    "price prices pricing quote quotation offer details information info sample samples "
    "data figures documents document specification specifications spec specs photos pictures "
    "catalogue catalog list lists terms report results sheet sheets numbers "
    # "the two grades you asked about": a count and a kind say nothing the notes must hold
    "grade grades size sizes type types kind kinds variety varieties both two three four "
    "full range ranges".split()
)

# "You asked about X": what the buyer asked, from the notes, not a company or a clause of
# another sentence fused on ("You asked about a set of Russell Specialty Foods LLC stands out
# among buyers", "asked about a soon").
_ASKED_ABOUT = re.compile(r"\basked about (?P<x>[^,;.!?\n]*)")
# Openings of other sentences of the embedded models' e-mails (sales_dlm/training/emails.py)
_FUSED = re.compile(
    r"\b(?:stands out among|need dependable suppliers|you know how much|distributors abroad"
    r"|who need stable supply|with short lead times|consistent quality and clear pricing)\b"
)
# The ends of the note sentences the embedded models learned (training/data/notes.toml): there
# the request is the note's own words, copied.
_NOTE_SENTENCE_ENDS = ("happy to send details", "glad to prepare an offer")
_ARTICLES = frozenset({"a", "an", "the", "our", "your"})


def _request_copied(scan: Scan, part: Part, notes: str) -> None:
    text = part.tokens.text
    noted = f" {normal_of(notes)} "
    for match in _ASKED_ABOUT.finditer(text):
        first, last = sentence_span(text, match.start(), match.end())
        said = match.group("x")
        words = [k for k in normal_of(said).split() if k not in _ARTICLES]
        if _FUSED.search(text, match.start("x"), last):
            why = "the request runs into another sentence"
        elif _names_a_company(scan, normal_of(re.split(r":| for ", said)[0])):
            why = "the request names a company, not what the buyer asked for"
        elif any(end in text[first:last] for end in _NOTE_SENTENCE_ENDS) and (
            not words or f" {' '.join(words)} " not in noted
        ):
            why = "the request is not the note's words"
        else:
            continue
        scan.garble(part, match.start(), max(match.end("x"), match.end()), why)


# "It was good to meet you at X": the fair the notes name, not a word of the category ("at
# palm.") or letters run on ("at Anuga iced0icsements", "at EMO Hannover 2025es").
_MET_AT = re.compile(r"\bmeet you at (?P<x>(?:[^,;.!?\n\u2013\u2014-]|(?<=\w)-(?=\w))*)")
_NOT_AN_EVENT = frozenset({"the", "our", "your", "last", "a", "an", "this", "that"})
# A lower-case word this long that no vocabulary knows is no fair's: a sentence's word.
_PASTED_LETTERS = 5


def _event_copied(scan: Scan, part: Part, notes: str) -> None:
    text = part.tokens.text
    noted = set(normal_of(notes).split())
    record = set(normal_of(scan.profile.record_text).split())
    vocabulary = scan.knowledge.vocabulary
    product = set(normal_of(scan.profile.buyer.product_category).split())
    for match in _MET_AT.finditer(text):
        said = match.group("x")
        words = Tokens(said)
        if not words.n:
            continue
        first = words.keys[0]
        lower = said[:1].islower() and first not in _NOT_AN_EVENT
        if lower and any(k not in noted for k in words.keys):
            # "at palm." for a buyer met at SIAL Paris, "at des documentation" (a word of the
            # notes, then another); "at interpack", "at in-cosmetics" are fairs that write
            # their names in lower case
            why = "the event is not the notes' fair"
        elif any(
            k not in noted and k not in record and not vocabulary.knows(k) and not k.isdigit()
            for k in words.keys
        ):
            why = "the event runs into letters of no word"
        elif any(
            w.islower() and len(w) >= _PASTED_LETTERS and not vocabulary.knows(k)
            for w, k in zip(words.words, words.keys, strict=True)
        ):
            # "at Köln kennengelernt bu möchte Muster": the note's words in its own language
            why = "the note pasted where the event belongs"
        elif words.keys[-1] in product and words.keys[-1] not in noted:
            why = "the product run into the event"  # "at IFE London in March crackers."
        else:
            continue
        scan.garble(part, match.start(), match.end("x"), why)


def _names_a_company(scan: Scan, said: str) -> bool:
    """The words (normal form) hold the buyer's or the sender's company name after "of" ("a
    sample of Njenga Bakers Supplies Ltd"): what was asked for is a company ("argan oil for
    Négoce Robitaille's salon range" says whom it is for)."""
    written = f" {said} "
    cores = [scan.profile.company.name.core_norm]
    if scan.context.sender_company is not None:
        cores.append(scan.context.sender_company.name.core_norm)
    return any(core and f" of {core} " in written for core in cores)


def _claims(scan: Scan, part: Part, notes: str) -> None:
    text = part.tokens.text
    lowered = text.lower()
    meetings = _MEETING.finditer(text) if may_contain(text, _MEETING_WORDS, lowered) else ()
    _meetings(scan, part, notes, meetings, _EVENT, "a meeting")
    abroad = _MEETING_ABROAD.finditer(text) if may_contain(text, _ABROAD_WORDS, lowered) else ()
    _meetings(scan, part, notes, abroad, _EVENT_ABROAD, "a meeting or a call")
    visits = _PREMISES_VISIT.finditer(text) if may_contain(text, _VISIT_WORDS, lowered) else ()
    for match in visits:
        if not _NOTE_VISIT.search(notes):
            _flag(scan, part, match.start(), match.end(), notes, "a visit")
    knowing = "I " in text and any(w in text for w in _KNOWN_WORDS)
    for match in _KNOWN.finditer(text) if knowing else ():
        group = next(g for g in ("interest", "need", "want") if match.group(g))
        said = match.group(group)
        if group == "want":
            if notes and _words_of(_record_words(scan, notes), said):
                continue
            if set(normal_of(said).split()) <= _COUNTED:
                continue  # "you need two things: the approval number ... and UK labels"
            _flag(scan, part, match.start(group), match.end(group), notes, f"to know of {said!r}")
            continue
        if notes and normal_of(said) in normal_of(notes) and _NOTE_INTEREST.search(notes):
            continue
        if group == "interest" and _is_category(scan, said):
            continue
        _flag(scan, part, match.start(group), match.end(group), notes, f"to know of {said!r}")
    if notes or not may_contain(text, _REQUEST_WORDS, lowered):
        return
    for match in _REQUEST.finditer(text):
        # "As you asked at IFEX Philippines": a request made at a named event is a meeting
        # the record does not hold; a bare "as you asked" may answer a reply (a doubt)
        first, last = sentence_span(text, match.start(), match.end())
        # the event may come first too: "At IPM Essen you asked about our xate fronds"
        event = _EVENT.search(text, first, last)
        named = event is not None and event.group(1) not in _NOT_EVENTS
        named = named and not _known(scan, event.group(1)) and not _is_place(scan, event.group(1))
        # "last week", "yesterday": a request dated is a definite claim, not an answer to a
        # reply the record may not hold
        dated = _DATED.search(text, first, last) is not None
        sure = named or dated
        _flag(scan, part, match.start(), match.end(), notes, "a request", doubt=not sure)


def _meetings(scan: Scan, part: Part, notes: str, matches, events: re.Pattern, what: str) -> None:
    """Each claimed meeting needs a note of one, and the event named in its sentence (after
    `events`' preposition) must be the note's: not a company, a place or a word of the record."""
    text = part.tokens.text
    read: set[tuple[int, int]] = set()  # sentences whose events are checked
    # the notes' own events ("Met at Fruit Attraction in Madrid"): a sentence naming one names
    # the meeting rightly, and its other "à X" are places
    noted_events = [m.group(1) for m in _EVENT.finditer(notes) if " " in m.group(1)]
    for match in matches:
        # "Как обещала" (as I promised) answers some earlier contact, the writer's own e-mail
        # as often as a meeting, as English "As promised" does: only the event it names is
        # checked
        promise = _PROMISED.search(match.group()) is not None or (
            # "Как договорились на выставке": agreed at an event is a meeting claimed
            bool(notes) and _AGREED.search(match.group()) and not _AT_EVENT.match(text, match.end())
        )
        if not promise and not _NOTE_MEETING.search(notes):
            _flag(scan, part, match.start(), match.end(), notes, what)
            continue
        first, last = sentence_span(text, match.start(), match.end())
        if (first, last) in read:
            continue  # "stopping by at SIAL Paris ... to put a face to": one sentence, one event
        read.add((first, last))
        # "rencontrés sur Fruit Attraction à Madrid, ... jusqu'à Anvers"
        named = any(e in text[first:last] for e in noted_events)
        for event in events.finditer(text, first, last):
            name = event.group(1)
            if named and not any(name.startswith(e) and name != e for e in noted_events):
                continue  # the fair named rightly; an event run on ("Fruit Attraction A Mt") not
            if words_in(name, notes):
                # the note's fair: the sentence's later names are where it was ("conoscerLa a
                # Christmasworld, a Francoforte")
                named = named or not _is_place(scan, name)
                continue
            if name in _NOT_EVENTS or _known(scan, name):
                continue
            if not name.isascii() and _spelled_in_notes(name, notes):
                continue  # "«Продэкспо»" for a note "Met at Prodexpo Moscow"
            if _each_word_in_notes(name, notes):
                continue  # "Abou Dhabi", "Congresso IWTO": the note's words in the letter's tongue
            if name.split()[0] in _CURRENCY_CODES:
                continue  # "at USD 1.12 each": a price, not an event
            if _is_place(scan, name):
                continue  # "en Valencia", "a Milano": where, not which event
            if _german_in(text, first, last, event.start()):
                continue  # "Sonnenblumenkerne in Bäckereiqualität": a German noun, no event
            _flag(scan, part, event.start(1), event.end(1), notes, f"the event {name!r}")


# How close an event's name in another script, in Latin letters, must come to the notes'
# words (fuzz.partial_ratio) to be the fair they name: "Prodekspo" for "Prodexpo".
_SPELLED_LIKE = 80


def _spelled_in_notes(name: str, notes: str) -> bool:
    latin = anyascii(name).lower().replace("ks", "x")  # Cyrillic writes x as "кс"
    return fuzz.partial_ratio(latin, notes.lower()) >= _SPELLED_LIKE


# How close each word of an event's name must come to some word of the notes (fuzz.ratio):
# "abou" for "abu", "congresso" for "congress"; not "texworld" for "heimtextil".
_WORD_LIKE = 80


def _each_word_in_notes(name: str, notes: str) -> bool:
    """Every word of `name` is spelled like a word of the notes, in any order."""
    said = normal_of(anyascii(notes)).split()
    return all(
        any(fuzz.ratio(w, n) >= _WORD_LIKE for n in said) for w in normal_of(anyascii(name)).split()
    )


_GERMAN = re.compile(r"\b(?:ich|Sie|Ihnen|wir|und|der|die|das|für|mit)\b")


def _german_in(text: str, first: int, last: int, at: int) -> bool:
    """The event was found after "in" in a German sentence, where every noun is capitalised."""
    return text.startswith("in ", at) and _GERMAN.search(text, first, last) is not None


# Letters two words must share at their start to be one word's forms ("certificate",
# "certification"); shorter words must be equal.
_STEM = 6
_SMALL_WORDS = frozenset("a an the of for and or with your our some more new from in on".split())


def _record_words(scan: Scan, notes: str) -> tuple[set[str], set[str]]:
    """The words of the notes and the record, and their stems, for `_words_of`."""
    known = set(normal_of(f"{notes} {scan.profile.record_text}").split())
    return known, {w[:_STEM] for w in known if len(w) >= _STEM}


def _words_of(record: tuple[set[str], set[str]], said: str) -> bool:
    """Every word of what the buyer is said to need stands in the notes or the record
    (`_record_words`), in some form ("organic certification" for a note "needs the EU organic
    certificate"; "importers of dried mushroom" is not a need the note holds)."""
    known, stems = record
    return all(
        w in known
        or f"{w}s" in known  # "the pack sizes" for a note "wants 1 kg and 20 kg packs"
        or (len(w) >= _STEM and w[:_STEM] in stems)
        for w in normal_of(said).split()
        if w not in _SMALL_WORDS
    )


def _is_category(scan: Scan, said: str) -> bool:
    """The record's category, or words of it ("frozen squid" for frozen seafood is the
    categories rule's to judge)."""
    category, written = normal_of(scan.profile.buyer.product_category), normal_of(said)
    return bool(category) and (
        category in written or bool(set(written.split()) & set(category.split()))
    )


def _is_place(scan: Scan, name: str) -> bool:
    """A city, region or country ("en Valencia", "a Milano"): where, not which event."""
    keys = normal_of(name).split()
    vocabulary, countries = scan.knowledge.vocabulary, scan.knowledge.countries
    if countries.resolve(name) is not None:
        return True
    city, dash, code = name.partition("-")
    if dash and len(code) == 3 and code.isupper() and code.isalpha():
        return _is_place(scan, city)  # "jusqu'à Paris-CDG": a city's airport
    # one word only: place names' words are known one by one ("Canton", "Fair" of Fair Oaks);
    # one in capitals is a fair's acronym ("SIAL"), not the town of that name
    return len(keys) == 1 and keys[0] in vocabulary.places and not name.isupper()


def _known(scan: Scan, name: str) -> bool:
    """A name the record or the sender profile holds (the buyer's company, a city, a country):
    "met you at Kowalski Budownictwo" is a company's, not an event's, to check."""
    return words_in(name, scan.profile.record_text)


def _flag(
    scan: Scan, part: Part, start: int, end: int, notes: str, what: str, doubt: bool = False
) -> None:
    said = f"the buyer's notes say: {notes!r}" if notes else "the buyer's record has no notes"
    scan.add(
        part,
        FindingType.note_wrong,
        Severity.error,
        start,
        end,
        notes,
        100.0,
        f"the draft claims {what} with the buyer; {said}",
        doubt,
    )
