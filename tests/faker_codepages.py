"""Buyer CSVs as Excel writes them in each locale's Windows code page, made by faker (not
hand-picked), for measuring the encoding guess on every code page it recognises.

Each locale's files are written in its Excel code page and, as often, in UTF-8 with a BOM
(Excel's "CSV UTF-8"). Three shapes: `plain` (every row from the locale, some in capitals as
CRM exports write them), `mixed` (an English list, ASCII only, with one or two of the locale's
buyers: little evidence, the hardest case) and one-row files among both (ROWS). A file is
guessed right when its bytes, read in the guessed encoding, give back the text written.

Romanian is written with the cedilla letters ş ţ in cp1250, which has no comma-below ș ț: that
is how Romanian text saved in cp1250 holds them.
"""

from __future__ import annotations

import csv
import io
import random
from dataclasses import dataclass

# Excel's "CSV" code page in each locale (Windows' ANSI code page of the user's locale).
CODE_PAGES = {
    "pl_PL": "cp1250", "cs_CZ": "cp1250", "hu_HU": "cp1250", "ro_RO": "cp1250",
    "hr_HR": "cp1250", "ru_RU": "cp1251", "uk_UA": "cp1251", "bg_BG": "cp1251",
    "el_GR": "cp1253", "lt_LT": "cp1257", "lv_LV": "cp1257", "tr_TR": "cp1254",
    "ja_JP": "cp932", "zh_CN": "gbk", "zh_TW": "cp950", "ko_KR": "cp949",
    "de_DE": "cp1252", "fr_FR": "cp1252", "es_ES": "cp1252", "en_US": "cp1252",
}  # fmt: skip
ROWS = (1, 1, 2, 3, 5, 10, 30)  # one-row files are the hardest: least evidence
HEADER = ("company", "contact_name", "contact_title", "email", "country")
# The tuning split (thresholds are chosen on it) and the held-out split, fixed before tuning.
TUNING_SEED = 11
HELDOUT_SEED = 12
# A second held-out split, first drawn once the thresholds were fixed (reports/encoding.md).
FRESH_SEED = 13
CEDILLA = str.maketrans("șțȘȚ", "şţŞŢ")


@dataclass(frozen=True)
class CodePageFile:
    locale: str
    shape: str  # "plain" or "mixed"
    encoding: str  # what the bytes were written in
    text: str
    data: bytes


def _row(fake, caps: str) -> list[str]:
    row = [fake.company(), fake.name(), fake.job(), fake.ascii_company_email(), fake.locales[0]]
    if caps == "company":
        row[0] = row[0].upper()
    elif caps == "all":
        row = [v.upper() for v in row[:3]] + row[3:]
    return row


def encodable_row(fake, caps: str, encoding: str) -> list[str]:
    """A row `encoding` can write (faker sometimes picks a letter the code page lacks)."""
    for _ in range(200):
        row = _row(fake, caps)
        if encoding == "cp1250":
            row = [value.translate(CEDILLA) for value in row]
        try:
            "".join(row).encode(encoding)
        except UnicodeEncodeError:
            continue
        return row
    raise RuntimeError(f"no {encoding} row from {fake.locales}")


def _text(rows: list[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(rows)
    return out.getvalue()


def codepage_files(seed: int, per_locale: int, locales=tuple(CODE_PAGES)) -> list[CodePageFile]:
    """`per_locale` files per locale, reproducible from `seed`: a quarter `mixed`, a fifth of
    the rest in UTF-8 (with a BOM), the others in the locale's code page."""
    from faker import Faker

    rng = random.Random(seed)
    english = Faker("en_US")
    english.seed_instance(rng.randrange(1 << 30))
    files: list[CodePageFile] = []
    for locale in locales:
        fake = Faker(locale)
        fake.seed_instance(rng.randrange(1 << 30))
        page = CODE_PAGES[locale]
        for i in range(per_locale):
            shape = "mixed" if i % 4 == 3 else "plain"
            encoding = "utf-8-sig" if i % 5 == 4 else page
            if shape == "plain":
                caps = rng.choice(("none", "none", "company", "all"))
                rows = [encodable_row(fake, caps, page) for _ in range(rng.choice(ROWS))]
            else:
                rows = [encodable_row(english, "none", "ascii") for _ in range(rng.choice(ROWS))]
                for _ in range(rng.choice((1, 1, 2))):
                    rows.insert(rng.randrange(len(rows) + 1), encodable_row(fake, "none", page))
            text = _text(rows)
            files.append(CodePageFile(locale, shape, encoding, text, text.encode(encoding)))
    return files
