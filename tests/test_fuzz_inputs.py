"""Hostile input: arbitrary bytes and text never crash the reader or the renderer."""

from __future__ import annotations

import csv
import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sales_dlm.errors import InputError, TemplateError
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, read_buyers
from sales_dlm.prompts import load_template, render

FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.binary(max_size=2000))
def test_arbitrary_bytes_give_rows_or_a_clear_error(tmp_path, data):
    path = tmp_path / "fuzz.csv"
    path.write_bytes(b"company,email,notes\n" + data)
    try:
        rows = list(read_buyers(path))
    except InputError as exc:
        assert str(exc).startswith(str(path))
        return
    for row in rows:
        assert row.status in {"valid", "invalid", "duplicate"}
        assert (row.buyer is not None) == (row.status == "valid")
        assert row.line >= 2


@FUZZ
@given(data=st.binary(max_size=400))
def test_arbitrary_bytes_as_the_whole_file(tmp_path, data):
    path = tmp_path / "whole.csv"
    path.write_bytes(data)
    try:
        list(read_buyers(path))
    except InputError:
        pass


cell = st.text(st.characters(blacklist_categories=["Cs"]), max_size=30)


@FUZZ
@given(rows=st.lists(st.lists(cell, min_size=1, max_size=5), max_size=15),
       delimiter=st.sampled_from([",", ";", "\t"]),
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16"]))
def test_no_row_goes_missing(tmp_path, rows, delimiter, encoding):
    buf = io.StringIO()
    # "\r\n" as terminator makes the writer quote any cell holding \r or \n, as Excel does
    writer = csv.writer(buf, delimiter=delimiter, lineterminator="\r\n")
    writer.writerow(["company", "contact_name", "country", "notes", "website"])
    writer.writerows(rows)
    path = tmp_path / "rows.csv"
    path.write_bytes(buf.getvalue().encode(encoding))
    try:
        reader = read_buyers(path)
        results = list(reader)
    except InputError:
        return  # e.g. a delimiter the sniffer could not tell apart: a clear error, not a loss
    if reader.format.delimiter != delimiter:
        return
    # every written row is exactly one result, or one counted blank line
    assert len(results) + reader.blank_lines == len(rows)
    blank = sum(not any(c.strip() for c in r) for r in rows)
    assert reader.blank_lines == blank


@FUZZ
@given(company=st.text(min_size=1, max_size=60).filter(str.strip),
       contact=st.text(max_size=40))
def test_any_buyer_text_renders_literally(company, contact):
    try:
        buyer = Buyer(buyer_id="f", company=company, contact_name=contact)
    except ValueError:
        return
    prompt = render(load_template("intro"), buyer, DEFAULT_SENDER)
    assert f"Buyer company: {buyer.company}" in prompt


@FUZZ
@given(source=st.text(max_size=200))
def test_any_template_source_fails_safely(tmp_path, source):
    path = tmp_path / "t.j2"
    path.write_text(source, encoding="utf-8")
    buyer = Buyer(buyer_id="f", company="Acme Ltd")
    try:
        render(load_template(path), buyer, DEFAULT_SENDER)
    except TemplateError as exc:
        assert str(exc).startswith(str(path))
