"""Render a buyer and a sender through a Jinja template into the prompt the model receives.

Templates run in Jinja's `SandboxedEnvironment` (no attribute access to Python internals) with
`StrictUndefined` (a misspelled variable is an error, never an empty string). Buyer and sender
fields are passed as data, so a company named `{{ 7*7 }} Holdings` stays literal: values are
never parsed as template code.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import jinja2
from jinja2.sandbox import SandboxedEnvironment, SecurityError

from sales_dlm.errors import TemplateError
from sales_dlm.inputs.records import Buyer, Sender

TEMPLATE_SUFFIX = ".j2"
DEFAULT_TEMPLATE = "intro"


def builtin_templates_dir() -> Path:
    """The templates shipped with the package (the repo's templates/ folder)."""
    return Path(str(resources.files("sales_dlm.templates")))


def builtin_template_names() -> list[str]:
    return sorted(p.stem for p in builtin_templates_dir().glob(f"*{TEMPLATE_SUFFIX}"))


@dataclass(frozen=True)
class Template:
    """A compiled template and where it came from (for error messages)."""

    name: str
    path: Path
    compiled: jinja2.Template

    def render(self, buyer: Buyer, sender: Sender, *, notes: bool = False) -> str:
        return render(self, buyer, sender, notes=notes)


def _environment(search_dir: Path) -> SandboxedEnvironment:
    return SandboxedEnvironment(
        loader=jinja2.FileSystemLoader(str(search_dir)),
        undefined=jinja2.StrictUndefined,
        autoescape=False,  # prompts and emails are plain text, not HTML
        keep_trailing_newline=False,
    )


def load_template(name_or_path: str | Path = DEFAULT_TEMPLATE) -> Template:
    """A built-in template by name (`intro`, `follow_up`) or a template file by path."""
    candidate = Path(name_or_path)
    if candidate.suffix == TEMPLATE_SUFFIX or candidate.exists() or len(candidate.parts) > 1:
        path = candidate
    else:
        path = builtin_templates_dir() / f"{name_or_path}{TEMPLATE_SUFFIX}"
        if not path.exists():
            known = ", ".join(builtin_template_names())
            raise TemplateError(f"unknown template {str(name_or_path)!r} (built-in: {known})")
    if not path.is_file():
        raise TemplateError("template file not found", path=str(path))
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TemplateError(f"cannot read template: {exc}", path=str(path)) from exc
    env = _environment(path.parent)
    try:
        compiled = env.from_string(source)
    except jinja2.TemplateSyntaxError as exc:
        raise TemplateError(
            f"syntax error: {exc.message}", path=str(path), line=exc.lineno
        ) from exc
    compiled.filename = str(path)  # so runtime errors can be traced back to a template line
    return Template(name=path.stem, path=path, compiled=compiled)


def _template_line(template: Template) -> int | None:
    """The template line being rendered when the current exception was raised.

    Jinja maps its compiled code back onto template lines in the traceback it rewrites, with the
    template's filename on those frames; the innermost such frame is the line at fault.
    """
    line = None
    tb = sys.exc_info()[2]
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == str(template.path):
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def template_variables(buyer: Buyer, sender: Sender, *, notes: bool = False) -> dict[str, object]:
    """What a template sees. `prompt.notes` says whether the model reads the buyer's notes in its
    prompt (a model trained without them is given the prompt format it was trained on)."""
    buyer_vars = buyer.model_dump()
    buyer_vars["first_name"] = buyer.first_name
    buyer_vars["last_name"] = buyer.last_name
    return {"buyer": buyer_vars, "sender": sender.model_dump(), "prompt": {"notes": notes}}


def render(template: Template, buyer: Buyer, sender: Sender, *, notes: bool = False) -> str:
    """The prompt for one buyer. Raises TemplateError naming the template file and line.

    notes: whether the model reads buyers' notes (`models.loading.prompt_notes`); the built-in
    templates add a `Notes:` line only then.
    """
    try:
        text = template.compiled.render(template_variables(buyer, sender, notes=notes))
    except jinja2.UndefinedError as exc:
        raise TemplateError(
            f"undefined variable: {exc.message}",
            path=str(template.path),
            line=_template_line(template),
        ) from exc
    except SecurityError as exc:
        raise TemplateError(
            f"unsafe template operation refused by the sandbox: {exc}",
            path=str(template.path),
            line=_template_line(template),
        ) from exc
    except jinja2.TemplateError as exc:
        raise TemplateError(
            f"cannot render: {exc}", path=str(template.path), line=_template_line(template)
        ) from exc
    except (TypeError, ValueError, ArithmeticError, AttributeError, LookupError) as exc:
        raise TemplateError(
            f"cannot render: {type(exc).__name__}: {exc}",
            path=str(template.path),
            line=_template_line(template),
        ) from exc
    return text.strip() + "\n"
