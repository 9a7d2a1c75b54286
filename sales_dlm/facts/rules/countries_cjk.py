"""Countries said in scripts without spaces or capitals: a Chinese verb of sending, or "your
company is", written onto the country in one word ("貨櫃運往日本", "贵司是韩国领先的…"), and a
Korean country with a particle of place before a verb of arriving ("일본에 도착할 예정").
countries.py asks these where a country is delivered to or said of the buyer."""

from __future__ import annotations

import re

from sales_dlm.facts.geography import CountryTable, Place
from sales_dlm.facts.tokens import Tokens

# Chinese verbs of sending written onto the country: "運往日本" (shipped to Japan), "寄往", "发往".
_CJK_SENT = re.compile(r"[運运寄發发送]往|[運运]至|寄到")
# "Your company is (in) <country>": "贵司是韩国领先的水产再加工企业之一".
CJK_YOURS = re.compile(r"[贵貴](?:公司|司)(?:是|为|為|位于|位於|在)")
# "<company> is (in)": after the buyer's company written in characters.
_CJK_IS = re.compile(r"^(?:是|为|為|位于|位於|在)")
# The longest country name looked for after one, in characters.
_CJK_NAME_CHARS = 8
# Korean particles of place written onto a country, and the verbs of goods arriving or sent
# there: "일본에 도착할 예정입니다" (will arrive in Japan), "미국으로 발송".
_KOREAN_PLACE_PARTICLES = ("에", "로", "으로", "까지")
_KOREAN_ARRIVING = ("도착", "발송", "배송", "보내", "수출", "운송", "선적")


def sent_to_place(countries: CountryTable, word: str, marker=_CJK_SENT) -> Place | None:
    """The country written right after a Chinese verb of sending in one word ("貨櫃運往日本":
    containers shipped to Japan), two-character names too ("日本", "韩国"), which are too
    short to be looked for inside any word; or after another `marker`."""
    m = marker.search(word) if not word.isascii() else None
    if m is None:
        return None
    rest = word[m.end() : m.end() + _CJK_NAME_CHARS]
    for n in range(len(rest), 1, -1):
        place = countries.index.get((rest[:n],))
        if place is not None and place.code is not None:
            return Place(place.code, None, place.ambiguous, place.demonym)  # found inside
    return None


def sent_in_script(countries: CountryTable, tokens: Tokens, i: int) -> bool:
    """Token i is a country the goods are sent to, in Chinese or Korean (see the module)."""
    word = tokens.words[i]
    if sent_to_place(countries, word) is not None:
        return True
    return (
        word.endswith(_KOREAN_PLACE_PARTICLES)
        and i + 1 < tokens.n
        and tokens.words[i + 1].startswith(_KOREAN_ARRIVING)
    )


def yours_in(countries: CountryTable, company, word: str) -> bool:
    """A country in Chinese characters right after "your company is" ("贵司是韩国领先的…") or
    after the buyer's company name (`company`) and "is" ("杨丰进口食品有限公司是韩国…")."""
    if sent_to_place(countries, word, CJK_YOURS) is not None:
        return True
    for name in company.spellings:
        if not name.isascii() and name in word:
            rest = word[word.index(name) + len(name) :]
            if sent_to_place(countries, rest, _CJK_IS) is not None:
                return True
    return False
