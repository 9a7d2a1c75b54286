"""Reading buyer CSVs as users' files really are: encodings, dialects, CRM layouts, bad rows."""

from __future__ import annotations

import tracemalloc

import pytest

from sales_dlm.errors import InputError
from sales_dlm.inputs.records import Buyer, generated_buyer_id, load_sender, read_buyers

HEADER = "buyer_id,company,contact_name,contact_title,email,country,product_category\n"


def write(tmp_path, text: str, encoding: str = "utf-8", name: str = "buyers.csv"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def rows_of(path, **kwargs):
    return list(read_buyers(path, **kwargs))


@pytest.mark.parametrize(
    "encoding, company, contact",
    [
        ("utf-8", "Müller Kältetechnik GmbH", "Jürgen Müller"),
        ("utf-8-sig", "Société Générale d'Import SAS", "Hélène Dubois"),
        ("cp949", "한빛무역 주식회사", "김민준"),
        ("euc-kr", "대한수산 주식회사", "이서연"),
        ("cp1252", "Café Olé Distribución S.L.", "José Núñez"),
    ],
)
def test_reads_each_encoding(tmp_path, encoding, company, contact):
    text = HEADER + f"B1,{company},{contact},Buyer,a@b.com,Spain,beverages\n"
    reader = read_buyers(write(tmp_path, text, encoding))
    (row,) = list(reader)
    assert row.status == "valid", row.errors
    assert row.buyer.company == company
    assert row.buyer.contact_name == contact
    expected = {"utf-8": "utf-8-sig", "euc-kr": "cp949"}.get(encoding, encoding)
    assert reader.format.encoding == expected


def test_bom_is_not_part_of_the_first_header(tmp_path):
    path = write(tmp_path, "company,email\nAcme Ltd,x@acme.com\n", "utf-8-sig")
    reader = read_buyers(path)
    (row,) = list(reader)
    assert reader.columns.columns()["company"] == "company"
    assert row.buyer.company == "Acme Ltd"


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_sniffs_the_delimiter(tmp_path, delimiter):
    lines = [
        ["company", "contact_name", "country"],
        ["Acme, Inc.", "Jane Roe", "United States"],
        ["Beta GmbH", "Max Muster", "Germany"],
    ]
    quoted = [
        delimiter.join(f'"{c}"' if delimiter in c or "," in c else c for c in line)
        for line in lines
    ]
    reader = read_buyers(write(tmp_path, "\n".join(quoted) + "\n"))
    rows = list(reader)
    assert reader.format.delimiter == delimiter
    assert [r.buyer.company for r in rows] == ["Acme, Inc.", "Beta GmbH"]


def test_quoted_newlines_keep_physical_line_numbers(tmp_path):
    text = (
        "company,notes\n"
        'Acme Ltd,"line one\nline two\nline three"\n'
        ",missing company\n"
        "Beta Ltd,ok\n"
    )
    rows = rows_of(write(tmp_path, text))
    assert [r.line for r in rows] == [2, 5, 6]
    assert rows[0].buyer.notes == "line one\nline two\nline three"
    assert rows[1].status == "invalid"


def test_crm_export_layout_with_first_and_last_name(tmp_path):
    text = (
        "Account Name,First Name,Last Name,Job Title,Email Address,Country/Region,Industry,Owner\n"
        "Nordhavn Seafood A/S,Mette,Kristensen,Category Manager,mk@nordhavn.dk,Denmark,"
        "frozen seafood,Minji\n"
    )
    reader = read_buyers(write(tmp_path, text))
    (row,) = list(reader)
    b = row.buyer
    assert (b.company, b.contact_name, b.contact_title) == (
        "Nordhavn Seafood A/S",
        "Mette Kristensen",
        "Category Manager",
    )
    assert (b.email, b.country, b.product_category) == (
        "mk@nordhavn.dk",
        "Denmark",
        "frozen seafood",
    )
    assert b.extra == {"Owner": "Minji"}
    assert reader.columns.columns()["contact_title"] == "Job Title"


def test_headers_match_case_insensitively(tmp_path):
    text = "COMPANY NAME,Title,E-mail\nAcme Ltd,CEO,ceo@acme.com\n"
    (row,) = rows_of(write(tmp_path, text))
    assert (row.buyer.company, row.buyer.contact_title, row.buyer.email) == (
        "Acme Ltd",
        "CEO",
        "ceo@acme.com",
    )


def test_map_overrides_guess(tmp_path):
    text = "Firma,Ansprechpartner,Land\nBauer AG,Stefan Bauer,Schweiz\n"
    overrides = {"company": "Firma", "contact_name": "Ansprechpartner", "country": "Land"}
    (row,) = rows_of(write(tmp_path, text), overrides=overrides)
    assert (row.buyer.company, row.buyer.contact_name, row.buyer.country) == (
        "Bauer AG",
        "Stefan Bauer",
        "Schweiz",
    )


def test_map_to_a_missing_column_names_the_header_line(tmp_path):
    path = write(tmp_path, "company\nAcme\n")
    with pytest.raises(InputError, match=r"buyers\.csv:1: --map country=Land: no such column"):
        rows_of(path, overrides={"country": "Land"})


def test_no_company_column_is_a_clear_error(tmp_path):
    path = write(tmp_path, "name,email\nJane,j@x.com\n")
    with pytest.raises(InputError, match=r"buyers\.csv:1: no company column found"):
        rows_of(path)


def test_each_bad_row_kind_gets_every_reason(tmp_path):
    text = (
        "buyer_id,company,email\n"
        "B1,Acme Ltd,sales@acme.com\n"  # 2 valid
        "B2,,nobody@x.com\n"  # 3 missing company
        "B3,Beta Ltd,not-an-email\n"  # 4 invalid email
        "B1,Gamma Ltd,g@gamma.com\n"  # 5 duplicate id
        "B5,ACME LTD,Sales@Acme.com\n"  # 6 duplicate company+email
        "B6,,bad-email\n"  # 7 two reasons
        "B7,Delta Ltd,d@delta.com,surplus\n"  # 8 too many fields
    )
    rows = rows_of(write(tmp_path, text))
    by_line = {r.line: r for r in rows}
    assert [r.line for r in rows] == [2, 3, 4, 5, 6, 7, 8]
    assert by_line[2].status == "valid"
    assert by_line[3].errors == ["company is empty"]
    assert by_line[4].errors == ["email: invalid email address 'not-an-email'"]
    assert by_line[5].status == "duplicate"
    assert by_line[5].errors == ["duplicate buyer_id 'B1' (first on line 2)"]
    assert by_line[6].status == "duplicate"
    assert by_line[6].errors == ["duplicate company + email (first on line 2)"]
    assert by_line[7].status == "invalid" and len(by_line[7].errors) == 2
    assert by_line[8].status == "invalid"
    assert "row has 4 fields but the header has 3" in by_line[8].errors[0]
    assert all(r.buyer is None for r in rows if r.status != "valid")


def test_generated_ids_are_stable_and_position_free(tmp_path):
    one = rows_of(write(tmp_path, "company,email\nAcme,a@acme.com\nBeta,b@beta.com\n", name="1"))
    two = rows_of(write(tmp_path, "company,email\nBeta,b@beta.com\nAcme,a@acme.com\n", name="2"))
    assert {r.buyer.company: r.buyer_id for r in one} == {r.buyer.company: r.buyer_id for r in two}
    assert one[0].buyer_id == generated_buyer_id("Acme", "a@acme.com", "")
    assert one[0].buyer_id != one[1].buyer_id


def test_long_fields_are_accepted(tmp_path):
    notes = "Met at the fair. " * 400  # ~6,800 characters
    (row,) = rows_of(write(tmp_path, f'company,notes\nAcme Ltd,"{notes}"\n'))
    assert row.status == "valid"
    assert row.buyer.notes == notes


def test_blank_lines_are_counted_not_rows(tmp_path):
    reader = read_buyers(write(tmp_path, "company\nAcme\n\n,\nBeta\n", name="b.csv"))
    assert [r.buyer.company for r in reader] == ["Acme", "Beta"]
    assert reader.blank_lines == 2  # the empty line, and "," (a row of empty cells)


@pytest.mark.parametrize(
    "content, message",
    [(b"", "file is empty"), (b",,\n", "the header row is empty")],
)
def test_empty_inputs_are_clear_errors(tmp_path, content, message):
    path = tmp_path / "e.csv"
    path.write_bytes(content)
    with pytest.raises(InputError, match=message):
        rows_of(path)


def test_header_only_file_has_no_rows(tmp_path):
    assert rows_of(write(tmp_path, "company,email\n")) == []


def test_missing_file(tmp_path):
    with pytest.raises(InputError, match="file not found"):
        rows_of(tmp_path / "nope.csv")


def test_streams_100k_rows(tmp_path):
    path = tmp_path / "big.csv"
    with path.open("w", encoding="utf-8") as fh:
        fh.write("company,email\n")
        for i in range(100_000):
            fh.write(f"Company {i} Ltd,buyer{i}@example.com\n")
        fh.write("Company 7 Ltd,buyer7@example.com\n")
    statuses = [row.status for row in read_buyers(path)]
    assert len(statuses) == 100_001
    assert statuses.count("valid") == 100_000 and statuses[-1] == "duplicate"


def test_memory_stays_flat_while_streaming(tmp_path):
    path = tmp_path / "fat.csv"
    with path.open("w", encoding="utf-8") as fh:
        fh.write("company,email,notes\n")
        for i in range(20_000):
            fh.write(f"Company {i} Ltd,buyer{i}@example.com,{'n' * 1000}\n")
    size = path.stat().st_size
    tracemalloc.start()
    valid = sum(row.ok for row in read_buyers(path))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert valid == 20_000
    # Only small per-row digests for duplicate detection are kept, never rows or the file.
    assert peak < size / 4, f"peak {peak} bytes while streaming a {size}-byte file"


def test_buyer_model_rejects_unknown_fields():
    with pytest.raises(ValueError):
        Buyer(buyer_id="1", company="Acme", fax="123")


def test_load_sender(tmp_path):
    path = tmp_path / "sender.toml"
    path.write_text('company = "Hanbit"\nname = "Minji Park"\ncountry = "South Korea"\n')
    sender = load_sender(path)
    assert (sender.company, sender.name, sender.country) == ("Hanbit", "Minji Park", "South Korea")


def test_sender_toml_errors_name_the_line(tmp_path):
    path = tmp_path / "sender.toml"
    path.write_text('company = "Hanbit"\nname = \n')
    with pytest.raises(InputError, match=r"sender\.toml:2: invalid TOML"):
        load_sender(path)
    path.write_text('company = "Hanbit"\nname = "M"\nfax = "1"\n')
    with pytest.raises(InputError, match="fax: Extra inputs are not permitted"):
        load_sender(path)
