"""Buyer CSVs as Western and Korean exports write them, made by faker (not hand-picked), for
measuring the encoding guess: Western-European and Nordic locales written as cp1252 or
latin-1, Korean (ko_KR) written as cp949, and international lists with one Korean buyer.

Some files are written the way CRM exports often are: the company in capitals, or every
value in capitals ("ÄÄNEKOSKEN PAPERI OY"). A file is guessed right when its bytes, read in
the guessed encoding, give back the text that was written.
"""

from __future__ import annotations

import csv
import io
import random
from dataclasses import dataclass

WESTERN_LOCALES = (
    "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "es_ES", "es_MX", "it_IT", "pt_PT", "pt_BR",
    "nl_NL", "sv_SE", "da_DK", "fi_FI", "is_IS", "ga_IE",
)  # fmt: skip
WESTERN_ENCODINGS = ("cp1252", "latin-1")
ROWS = (1, 1, 2, 3, 5, 10, 30)  # one-row files are the hardest: least evidence
HEADER = ("company", "contact_name", "contact_title", "email", "country")


@dataclass(frozen=True)
class FakerFile:
    kind: str  # "western", "korean" or "mixed" (Western rows and one Korean buyer)
    locale: str
    encoding: str
    text: str
    data: bytes


def _row(fake, country: str, caps: str) -> list[str]:
    row = [fake.company(), fake.name(), fake.job(), fake.ascii_company_email(), country]
    if caps == "company":
        row[0] = row[0].upper()
    elif caps == "all":
        row = [v.upper() for v in row[:3]] + row[3:]
    return row


def _text(rows: list[list[str]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(rows)
    return out.getvalue()


def _encodable(fake, country, caps, encoding) -> list[str]:
    """A row that `encoding` can write (faker sometimes picks a letter it lacks, e.g. ő)."""
    for _ in range(50):
        row = _row(fake, country, caps)
        try:
            "".join(row).encode(encoding)
        except UnicodeEncodeError:
            continue
        return row
    raise RuntimeError(f"no {encoding} row from {fake.locales}")


def faker_files(seed: int, count: int) -> list[FakerFile]:
    """`count` files per kind for Western (each locale in turn), `count // 2` Korean and
    `count // 4` mixed, reproducible from `seed`."""
    from faker import Faker

    rng = random.Random(seed)
    files: list[FakerFile] = []
    for i in range(count):
        locale = WESTERN_LOCALES[i % len(WESTERN_LOCALES)]
        fake = Faker(locale)
        fake.seed_instance(rng.randrange(1 << 30))
        encoding = rng.choice(WESTERN_ENCODINGS)
        caps = rng.choice(("none", "none", "company", "all"))
        rows = [_encodable(fake, locale, caps, encoding) for _ in range(rng.choice(ROWS))]
        text = _text(rows)
        files.append(FakerFile("western", locale, encoding, text, text.encode(encoding)))
    korean = Faker("ko_KR")
    korean.seed_instance(rng.randrange(1 << 30))
    for _ in range(count // 2):
        rows = [_row(korean, "South Korea", "none") for _ in range(rng.choice(ROWS))]
        text = _text(rows)
        files.append(FakerFile("korean", "ko_KR", "cp949", text, text.encode("cp949")))
    english = Faker("en_GB")
    english.seed_instance(rng.randrange(1 << 30))
    for _ in range(count // 4):
        rows = [_row(english, "United Kingdom", "none") for _ in range(rng.choice(ROWS))]
        rows.insert(rng.randrange(len(rows) + 1), _row(korean, "South Korea", "none"))
        text = _text(rows)
        files.append(FakerFile("mixed", "en_GB+ko_KR", "cp949", text, text.encode("cp949")))
    return files
