"""Templates: sandboxed, strict, and buyer data never evaluated as template code."""

from __future__ import annotations

import pytest

from sales_dlm.errors import TemplateError
from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer
from sales_dlm.prompts import builtin_template_names, load_template, render

BUYER = Buyer(
    buyer_id="B1",
    company="Nordhavn Seafood A/S",
    contact_name="Mette Kristensen",
    contact_title="Category Manager",
    country="Denmark",
    product_category="frozen seafood",
)


def test_builtin_templates_exist():
    assert {"intro", "follow_up"} <= set(builtin_template_names())


@pytest.mark.parametrize("name", ["intro", "follow_up"])
def test_builtin_templates_carry_every_fact(name):
    prompt = render(load_template(name), BUYER, DEFAULT_SENDER)
    for fact in (
        "Buyer company: Nordhavn Seafood A/S",
        "Contact: Mette Kristensen",
        "Title: Category Manager",
        "Country: Denmark",
        "Category: frozen seafood",
        f"Sender: {DEFAULT_SENDER.name}, {DEFAULT_SENDER.title}, {DEFAULT_SENDER.company}",
    ):
        assert fact in prompt.splitlines()


def test_empty_fields_leave_no_empty_fact_lines():
    buyer = Buyer(buyer_id="B2", company="Acme Ltd")
    prompt = render(load_template("intro"), buyer, DEFAULT_SENDER)
    assert "Contact:" not in prompt and "Title:" not in prompt
    assert "Buyer company: Acme Ltd" in prompt


@pytest.mark.parametrize(
    "company",
    [
        "{{ 7*7 }} Holdings",
        "{% for x in range(3) %}X{% endfor %} Ltd",
        "{{ ''.__class__.__mro__ }} Corp",
        "{# hidden #} GmbH",
    ],
)
def test_buyer_fields_stay_literal(company):
    buyer = BUYER.model_copy(update={"company": company, "contact_name": "{{ sender.email }}"})
    prompt = render(load_template("intro"), buyer, DEFAULT_SENDER)
    assert f"Buyer company: {company}" in prompt
    assert "Contact: {{ sender.email }}" in prompt
    assert "49" not in prompt


def test_sandbox_refuses_escape_attempts(tmp_path):
    path = tmp_path / "evil.j2"
    path.write_text("Hi\n{{ ''.__class__.__mro__[1].__subclasses__() }}\n")
    with pytest.raises(TemplateError, match=r"evil\.j2:2: unsafe template operation"):
        render(load_template(path), BUYER, DEFAULT_SENDER)


def test_undefined_variable_names_template_and_line(tmp_path):
    path = tmp_path / "typo.j2"
    path.write_text("Dear {{ buyer.contact_name }},\n\nAbout {{ buyer.compnay }}\n")
    with pytest.raises(TemplateError, match=r"typo\.j2:3: undefined variable: .*compnay"):
        render(load_template(path), BUYER, DEFAULT_SENDER)


def test_syntax_error_names_template_and_line(tmp_path):
    path = tmp_path / "broken.j2"
    path.write_text("Line one\n{% if buyer.company %}\nno endif\n")
    with pytest.raises(TemplateError, match=r"broken\.j2:\d+: syntax error"):
        load_template(path)


def test_unknown_template_lists_the_builtins():
    with pytest.raises(TemplateError, match=r"unknown template 'nope' \(built-in: .*intro"):
        load_template("nope")


def test_extra_columns_reach_templates(tmp_path):
    path = tmp_path / "region.j2"
    path.write_text("Region: {{ buyer.extra.Region }} / {{ buyer.first_name }}\n")
    buyer = BUYER.model_copy(update={"extra": {"Region": "Nordics"}})
    assert render(load_template(path), buyer, DEFAULT_SENDER) == "Region: Nordics / Mette\n"
