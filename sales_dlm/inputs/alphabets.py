"""What names look like in each code page a buyer file may be saved in: the scripts its
letters are in, the letters its languages write, and, for the Chinese, Japanese and Korean
code pages, which characters are the frequent ones.

A code page only knows bytes; a reading of a file is judged by whether its words could have
been written in the code page's languages (reading.py). The alphabets below are each
language's letters beyond ASCII, from its orthography; a word must be spelled within one of
them ("Dvořák" in Czech; read as cp1252 it is "Dvoøák", Danish ø beside Czech á, which no
one language writes). The East Asian code pages order their characters by frequency in
levels: a name read in its own code page is nearly all level-1 characters, bytes of another
code page read in it mostly are not.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

LATIN, GREEK, CYRILLIC, HANGUL, KANA, HAN = "Latin", "Greek", "Cyrillic", "Hangul", "Kana", "Han"
HALFWIDTH = "halfwidth"  # Japanese halfwidth katakana and fullwidth Latin: legacy forms, rare


def script(char: str) -> str | None:
    """The script of a letter, or None for one of a script no candidate code page writes."""
    code = ord(char)
    if code < 0x250 or 0x1E00 <= code <= 0x1EFF:
        return LATIN
    if 0x370 <= code <= 0x3FF or 0x1F00 <= code <= 0x1FFF:
        return GREEK
    if 0x400 <= code <= 0x52F:
        return CYRILLIC
    if 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
        return HANGUL
    if 0x3040 <= code <= 0x30FF:
        return KANA
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF:
        return HAN
    if 0x3005 <= code <= 0x3007:  # 々 repeats the kanji before it ("佐々木"), 〆, 〇
        return HAN
    if 0xFF00 <= code <= 0xFFEF:
        return HALFWIDTH
    return None


# Scripts one word may mix: Japanese writes kanji and kana together ("近藤ホールディングス").
MIXABLE = frozenset({frozenset({HAN, KANA}), frozenset({HAN, KANA, HALFWIDTH})})

WESTERN = {
    "German": "äöüß",
    "French": "àâçéèêëîïôœùûüÿ",  # æ only in a few borrowed words
    "Spanish": "áéíñóúü",
    "Portuguese": "áâãàçéêíóôõú",
    "Italian": "àèéìíîòóùú",
    "Dutch": "áéèëïóöü",
    "Swedish": "åäöé",
    "Danish and Norwegian": "æøåéó",
    "Finnish": "äöåšž",
    "Icelandic": "áðéíóúýþæö",
    "Catalan": "àçèéíïòóúü",
}
CENTRAL = {
    "Polish": "ąćęłńóśźż",
    "Czech": "áčďéěíňóřšťúůýž",
    "Slovak": "áäčďéíĺľňóôŕšťúýž",
    "Hungarian": "áéíóöőúüű",
    "Slovene": "čšž",
    "Croatian": "čćđšž",
    "Romanian": "ăâîşţ",  # cp1250 has the cedilla forms only
    "German": "äöüß",
}
BALTIC = {
    "Lithuanian": "ąčęėįšųūž",
    "Latvian": "āčēģīķļņšūž",
    "Estonian": "äõöüšž",
    "German": "äöüß",
}
TURKISH = {"Turkish": "çğıöşüâîû", **WESTERN}
CYRILLIC_ALPHABETS = {
    "Russian": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    "Ukrainian": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    "Belarusian": "абвгдеёжзійклмнопрстуўфхцчшыьэюя",
    "Bulgarian": "абвгдежзийклмнопрстуфхцчшщъьюя",
    "Serbian": "абвгдђежзијклљмнњопрстћуфхцчџш",
    "Macedonian": "абвгдѓежзѕијклљмнњопрстќуфхцчџш",
}
GREEK_ALPHABETS = {"Greek": "αβγδεζηθικλμνξοπρστυφχψωςάέήίόύώϊϋΐΰ"}


def _frequent_gbk(data: bytes) -> bool:  # GB2312 level 1: the 3,755 commonest hanzi
    return len(data) == 2 and 0xB0 <= data[0] <= 0xD7 and data[1] >= 0xA1


def _frequent_big5(data: bytes) -> bool:  # Big5's 5,401 frequently used characters
    return len(data) == 2 and 0xA440 <= int.from_bytes(data, "big") <= 0xC67E


def _frequent_sjis(data: bytes) -> bool:  # kana and JIS level-1 kanji
    value = int.from_bytes(data, "big") if len(data) == 2 else 0
    return 0x829F <= value <= 0x8396 or 0x889F <= value <= 0x9872


def _frequent_uhc(data: bytes) -> bool:  # KS X 1001's 2,350 Hangul syllables
    return len(data) == 2 and 0xB0 <= data[0] <= 0xC8 and data[1] >= 0xA1


# Words of four letters or more have a vowel. Greek writes ς at a word's end only, and ΰ ΐ
# seldom: Cyrillic т read as cp1253 is ς anywhere, а is ΰ ("Ρβ³ςλΰνΰ"); Greek vowels read as
# cp1251 are mostly consonants ("Рбрбдьрпхлпт").
GREEK_MISSPELT = re.compile(r"ς(?=\w)|^[^αεηιουωάέήίόύώϊϋΐΰΑΕΗΙΟΥΩΆΈΉΊΌΎΏΪΫ]{4,}$")
GREEK_RARE = re.compile("[ΰΐ]")
CYRILLIC_MISSPELT = re.compile("^[^аеёиоуыэюяіїєАЕЁИОУЫЭЮЯІЇЄ]{4,}$")
NOTHING = re.compile("(?!)")  # matches nowhere


@dataclass(frozen=True)
class CodePage:
    codec: str  # Python's codec name, as --encoding takes it
    region: str  # said in notes: "read as cp1250 (Central European)"
    scripts: frozenset[str]  # the scripts of the letters it writes beyond ASCII
    alphabets: dict[str, str]  # for alphabetic scripts: each language's non-ASCII letters
    rare: re.Pattern = NOTHING  # letters its languages write seldom, less evidence
    misspelt: re.Pattern = NOTHING  # what its languages never write in a word
    frequent: Callable[[bytes], bool] | None = None  # East Asian: the frequent characters

    def letters(self) -> dict[str, frozenset[str]]:
        """Each language's letters, both cases ("İ" is Turkish though "İ".lower() is not)."""
        return {
            name: frozenset(letters + letters.upper() + ("İ" if name == "Turkish" else ""))
            for name, letters in self.alphabets.items()
        }


_LATIN = frozenset({LATIN})
_VOWEL = "[aeiouAEIOU]"
# Letters Western names seldom hold, where they seldom stand: French œ ÿ, Finnish š ž
# (loanwords), Icelandic ý, and þ but at a word's start; è before a vowel (French è precedes a
# consonant), Italian ì ò ù but at a word's end, Portuguese õ but before e or s, Spanish ñ but
# before a vowel. They are what Central European, Baltic and Turkish letters turn into when
# read as cp1252 ("Wiœniewski", "Mezõgazdasági", "Moèibob", "Ertaþ", "Yýlmaz").
WESTERN_RARE = re.compile(
    rf"[œÿšžýŒŸŠŽÝ]|(?<=\w)[þÞ]|[èÈ](?={_VOWEL})|[ìòùÌÒÙ](?=\w)|[õÕ](?![eEsS])"
    rf"|[ñÑ](?!{_VOWEL})"
)
# Slovak ĺ ŕ; Polish ń before a vowel (Polish writes "ni" there): Spanish ñ read as cp1250.
CENTRAL_RARE = re.compile(rf"[ĺŕĹŔ]|[ńŃ](?={_VOWEL})")

# In the order the guess prefers them when two readings are judged equally plausible: the
# commonest first. latin-1 decodes any byte, so it comes last, where cp1252 cannot decode.
CODE_PAGES = (
    CodePage("cp1252", "Western European", _LATIN, WESTERN, rare=WESTERN_RARE),
    CodePage("cp1250", "Central European", _LATIN, CENTRAL, rare=CENTRAL_RARE),
    CodePage(
        "cp1251", "Cyrillic", frozenset({CYRILLIC}), CYRILLIC_ALPHABETS, misspelt=CYRILLIC_MISSPELT
    ),
    CodePage("cp949", "Korean", frozenset({HANGUL, HAN}), {}, frequent=_frequent_uhc),
    CodePage("gbk", "Simplified Chinese", frozenset({HAN}), {}, frequent=_frequent_gbk),
    CodePage("cp932", "Japanese", frozenset({HAN, KANA, HALFWIDTH}), {}, frequent=_frequent_sjis),
    CodePage("cp950", "Traditional Chinese", frozenset({HAN}), {}, frequent=_frequent_big5),
    CodePage("cp1253", "Greek", frozenset({GREEK}), GREEK_ALPHABETS, GREEK_RARE, GREEK_MISSPELT),
    CodePage("cp1254", "Turkish", _LATIN, TURKISH, rare=WESTERN_RARE),
    CodePage("cp1257", "Baltic", _LATIN, BALTIC),
    CodePage("gb18030", "Simplified Chinese", frozenset({HAN}), {}, frequent=_frequent_gbk),
    CodePage("latin-1", "Western European", _LATIN, WESTERN, rare=WESTERN_RARE),
)
