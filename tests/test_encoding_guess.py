"""The buyer-file encoding guess (inputs/encoding.py): Western capitals that decode as cp949
Hangul stay Western, Korean files stay Korean, an unsure guess says so and names --encoding.
tests/test_encoding_codepages.py covers the other code pages.
Measured on faker files (tests/faker_files.py), not on hand-picked strings."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from sales_dlm.cli import cli
from sales_dlm.inputs.encoding import EncodingGuess, guess_encoding

NOTE = (
    "read as cp1252 (Western European), though it also reads as cp1250 (Central European); "
    "if names look wrong, pass --encoding cp1250"
)


def write(tmp_path, text: str, encoding: str, name: str = "b.csv"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_a_finnish_company_in_capitals_is_read_as_written(tmp_path):
    # 0xC4 0xC4 ("ÄÄ") is the Hangul syllable 컴: the old guess read "컴NEKOSKEN PAPERI OY".
    path = write(tmp_path, "company,country\r\nÄÄNEKOSKEN PAPERI OY,Finland\r\n", "cp1252")
    assert "ÄÄNEKOSKEN".encode("cp1252").decode("cp949").startswith("컴")
    result = run("validate", str(path), "--format", "json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["rows"][0]["buyer"]["company"] == "ÄÄNEKOSKEN PAPERI OY"
    assert doc["summary"]["encoding"] == "cp1252"
    assert "encoding_note" not in doc["summary"]  # one lone syllable is no Korean evidence


def test_finnish_capitals_that_read_as_hangul_inside_a_word_stay_western(tmp_path):
    # "HÄMÄLÄINEN" in capitals reads as three Hangul syllables in a Latin word in cp949
    # ("H횺횸횵NEN"): a word that mixes scripts is no Korean evidence, so no note.
    text = "company,contact_name\r\nKANGAS OY,HELENA KANGAS-HÄMÄLÄINEN\r\n"
    path = write(tmp_path, text, "cp1252")
    assert "HÄMÄLÄINEN".encode("cp1252").decode("cp949") == "H횺횸횵NEN"
    assert guess_encoding(path) == EncodingGuess("cp1252")


def test_an_unsure_guess_says_what_it_chose_and_how_to_override(tmp_path):
    # One Croatian name whose only letter beyond ASCII is č: in cp1252 that byte is è, and
    # "Kovaè" could be written (French, Italian); the commoner code page wins, with a note.
    path = write(tmp_path, "company,contact_name\r\nAcme,Ivan Kovač\r\n", "cp1250")
    result = run("validate", str(path))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == f"Note: {path}: {NOTE}"
    assert "Kovaè" in run("validate", str(path), "--format", "json").stdout
    # check (as draft and tune, before a model loads) says it on stderr
    drafts = tmp_path / "drafts.jsonl"
    drafts.write_text("", encoding="utf-8")
    result = run("check", str(drafts), "--buyers", str(path))
    assert (result.exit_code, result.stderr) == (0, f"Note: {path}: {NOTE}\n")
    # an encoding given is not guessed: no note, and the name reads as written
    result = run("validate", str(path), "--encoding", "cp1250", "--format", "json")
    assert result.exit_code == 0 and "Note:" not in result.output
    assert json.loads(result.stdout)["rows"][0]["buyer"]["contact_name"] == "Ivan Kovač"


def test_a_korean_file_stays_korean(tmp_path):
    path = write(tmp_path, "company,contact_name\r\n(주) 모두네트웍스,박재호\r\n", "cp949")
    assert guess_encoding(path).encoding == "cp949" and guess_encoding(path).note is None
    result = run("validate", str(path), "--format", "json")
    assert json.loads(result.stdout)["rows"][0]["buyer"]["contact_name"] == "박재호"


def test_faker_files_are_guessed_right(tmp_path):
    """Western-European and Nordic faker buyers written as cp1252/latin-1 (some in capitals),
    Korean ones as cp949, and English lists with one Korean buyer: every file reads back as
    written. The held-out seed: the thresholds were chosen on seed 1."""
    pytest.importorskip("faker")
    from tests.faker_files import faker_files

    path = tmp_path / "buyers.csv"
    wrong, kinds = [], set()
    for file in faker_files(seed=2, count=160):
        path.write_bytes(file.data)
        guess = guess_encoding(path).encoding
        kinds.add(file.kind)
        if file.data.decode(guess) != file.text:
            wrong.append((file.locale, file.encoding, guess))
    assert kinds == {"western", "korean", "mixed"}
    assert wrong == []
