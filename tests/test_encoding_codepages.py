"""The encoding guess on buyer files in each locale's Excel code page (cp1250, cp1251, cp1253,
cp1254, cp1257, cp932, GBK, Big5, cp949, cp1252) and in UTF-8, built from faker names
(tests/faker_codepages.py) on the held-out seed: the names read back exactly, or the guess says
which --encoding to pass; never silent mojibake. benchmarks/encoding_guess.py measures the
same files at scale (reports/encoding.md)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.errors import InputError
from sales_dlm.inputs.encoding import CHUNK_BYTES, guess_encoding

faker = pytest.importorskip("faker")

from tests.faker_codepages import (  # noqa: E402
    CEDILLA,
    CODE_PAGES,
    HELDOUT_SEED,
    codepage_files,
    encodable_row,
)


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def faker_rows(locale: str, count: int, seed: int = HELDOUT_SEED) -> list[list[str]]:
    fake = faker.Faker(locale)
    fake.seed_instance(seed)
    return [encodable_row(fake, "none", CODE_PAGES[locale]) for _ in range(count)]


def csv_text(rows: list[list[str]]) -> str:
    lines = ["company,contact_name,contact_title,email,country"]
    lines += [",".join(f'"{value}"' for value in row) for row in rows]
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize("locale", sorted(CODE_PAGES))
def test_ten_buyers_in_their_code_page_read_back_exactly(tmp_path, locale):
    page = CODE_PAGES[locale]
    rows = faker_rows(locale, 10)
    path = tmp_path / "buyers.csv"
    path.write_bytes(csv_text(rows).encode(page))
    guess = guess_encoding(path)
    # a code page that gives the same text is as good (German in cp1252 is cp1250 too)
    assert path.read_bytes().decode(guess.encoding) == path.read_bytes().decode(page)
    result = run("validate", str(path), "--format", "json")
    assert result.exit_code == 0, result.output
    read = [
        (r["buyer"]["company"], r["buyer"]["contact_name"])
        for r in json.loads(result.stdout)["rows"]
    ]
    assert read == [(row[0].strip(), row[1].strip()) for row in rows]


def test_held_out_files_read_back_or_name_the_encoding_to_pass(tmp_path):
    """Every file of the held-out split, one-row and mostly-ASCII ones included: read back
    exactly, or guessed wrong with a note naming the --encoding it was written in, or refused
    with an error naming --encoding. Plain files of ten rows or more are always read right."""
    path = tmp_path / "buyers.csv"
    outcomes = {"right": 0, "noted": 0, "refused": 0}
    for file in codepage_files(HELDOUT_SEED, 10):
        path.write_bytes(file.data)
        try:
            guess = guess_encoding(path)
        except InputError as error:
            assert "pass --encoding" in str(error)
            outcomes["refused"] += 1
            continue
        if file.encoding == "utf-8-sig":
            assert guess.encoding == "utf-8-sig"
        if file.data.decode(guess.encoding) == file.text:
            outcomes["right"] += 1
            continue
        assert guess.note and f"--encoding {file.encoding}" in guess.note, (file.locale, guess)
        assert file.shape == "mixed" or file.text.count("\r\n") <= 10, file.text
        outcomes["noted"] += 1
    assert sum(outcomes.values()) == 10 * len(CODE_PAGES)
    assert outcomes["right"] >= 0.9 * 10 * len(CODE_PAGES), outcomes


def test_a_one_row_polish_file_with_a_telling_letter_is_read_without_a_note(tmp_path):
    # ł is ³ in cp1252 ("Mich³a"): a symbol inside a word, so cp1250 is the one plausible reading
    rows = [row for row in faker_rows("pl_PL", 200) if "ł" in row[1]][:1]
    path = tmp_path / "b.csv"
    path.write_bytes(csv_text(rows).encode("cp1250"))
    assert guess_encoding(path).encoding == "cp1250" and guess_encoding(path).note is None


def test_a_mostly_english_list_with_one_lithuanian_buyer_says_it_is_unsure(tmp_path):
    # Lithuanian ė is ë in cp1252, a Dutch or French letter: with no other letter beyond ASCII
    # both readings spell words, so the guess takes the commoner code page and says so.
    english = faker_rows("en_US", 3)
    lithuanian = [
        row
        for row in faker_rows("lt_LT", 400)
        if {c for c in "".join(row[:3]) if not c.isascii()} == {"ė"}
    ][:1]
    path = tmp_path / "b.csv"
    path.write_bytes(csv_text(english + lithuanian).encode("cp1257"))
    guess = guess_encoding(path)
    assert guess.encoding == "cp1252"
    assert "though it also reads as cp1257 (Baltic)" in guess.note
    assert "--encoding cp1257" in guess.note
    # the override reads the name exactly
    result = run("validate", str(path), "--encoding", "cp1257", "--format", "json")
    assert json.loads(result.stdout)["rows"][-1]["buyer"]["company"] == lithuanian[0][0]


def test_a_file_no_code_page_reads_is_refused_at_its_first_bad_line(tmp_path):
    # A UTF-8 export with a row pasted from a cp1250 file: neither reading fits throughout.
    path = tmp_path / "b.csv"
    path.write_bytes(
        "company,contact_name\r\nAcme,Jan Kowalski\r\n".encode("ascii")
        + "Spółka Wiśniewski,Jan\r\n".encode()
        + "Łódź Sp. z o.o.,Żaneta\r\n".encode("cp1250")
    )
    result = run("validate", str(path))
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: {path}:3: cannot tell the encoding: no code page reads its names plausibly "
        "(the likeliest, cp1250, reads 'SpĂłĹ‚ka' here); pass --encoding with the encoding it "
        "was saved in (e.g. cp1250, cp1251, utf-8), or save it again as CSV UTF-8\n"
    )


def test_any_python_codec_can_be_passed(tmp_path):
    # KOI8-R is not guessed (Excel does not write it), but --encoding reads it exactly.
    fake = faker.Faker("ru_RU")
    fake.seed_instance(HELDOUT_SEED)
    rows = [encodable_row(fake, "none", "koi8_r") for _ in range(3)]
    path = tmp_path / "b.csv"
    path.write_bytes(csv_text(rows).encode("koi8_r"))
    result = run("validate", str(path), "--encoding", "koi8_r", "--format", "json")
    assert result.exit_code == 0, result.output
    assert [r["buyer"]["contact_name"] for r in json.loads(result.stdout)["rows"]] == [
        row[1] for row in rows
    ]


def test_evidence_past_the_first_chunk_is_read(tmp_path):
    """The guess streams the file: a Romanian buyer after a megabyte of ASCII rows still
    decides it, and a garbled line there is named by its number."""
    ascii_rows = "".join(f"Acme {i},John Smith {i}\r\n" for i in range(CHUNK_BYTES // 20))
    romanian = "Ştefănescu SRL,Ioana Ţuţuianu\r\n".translate(CEDILLA)
    path = tmp_path / "b.csv"
    path.write_bytes(("company,contact_name\r\n" + ascii_rows + romanian).encode("cp1250"))
    assert path.stat().st_size > CHUNK_BYTES
    assert guess_encoding(path).encoding == "cp1250"
    path.write_bytes(path.read_bytes() + "Spółka,x\r\n".encode())
    with pytest.raises(InputError) as error:
        guess_encoding(path)
    # the header, the ASCII rows, the Romanian one, then the UTF-8 one
    assert error.value.line == 1 + ascii_rows.count("\n") + 1 + 1
