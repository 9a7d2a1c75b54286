"""Options and helpers shared by the commands.

A default that a config class defines (`DraftConfig`, `TuneConfig`) is read from that class by
`config_option`, never repeated here as a literal, so `--help`, the library and the README
cannot disagree; `--help` shows it (`show_default`). tests/test_cli_defaults.py holds every
command to that.
"""

from __future__ import annotations

import textwrap

import click

from sales_dlm.drafting.config import DraftConfig

EXIT_OK = 0
EXIT_FLAGGED = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # Ctrl+C: 128 + SIGINT, as shells report it


BAD_INPUT = "bad usage, or an input that cannot be read (the message names the file and line)"


def exit_codes_epilog(
    ok: str,
    flagged: str | None,
    bad_input: str = BAD_INPUT,
    interrupted: str = "interrupted (Ctrl+C)",
) -> str:
    """The `Exit codes:` paragraph of a command's --help, one code a line (`\\b` keeps click
    from rewrapping it)."""
    codes = [
        (EXIT_OK, ok),
        (EXIT_FLAGGED, flagged),
        (EXIT_BAD_INPUT, bad_input),
        (EXIT_INTERRUPTED, interrupted),
    ]
    lines = [
        textwrap.fill(
            text,
            width=76,
            initial_indent=f"{code}  ",
            subsequent_indent=" " * (len(str(code)) + 2),
        )
        for code, text in codes
        if text
    ]
    return "\b\nExit codes:\n" + "\n".join(lines)


class ConfigOption(click.Option):
    """An option whose default is a config field's default; `config_field` says which."""

    def __init__(self, *args, config_field: tuple[type, str], **kwargs):
        self.config_field = config_field
        super().__init__(*args, **kwargs)


def field_default(config: type, field: str):
    """The default of a pydantic config field (a default factory is called)."""
    return config.model_fields[field].get_default(call_default_factory=True)


def config_option(config: type, field: str, *param_decls: str, **attrs):
    """`click.option` with the default of `config.field`, shown in --help. A list default is
    given as the comma-separated text the option parses."""
    default = field_default(config, field)
    if isinstance(default, list):
        default = ",".join(str(value) for value in default)
    attrs.setdefault("show_default", True)
    return click.option(
        *param_decls, cls=ConfigOption, config_field=(config, field), default=default, **attrs
    )


map_option = click.option(
    "--map",
    "column_map",
    multiple=True,
    metavar="FIELD=HEADER",
    help="Read FIELD from the column HEADER (repeatable), e.g. --map company='Firma'.",
)
sender_option = click.option(
    "--sender",
    "sender_path",
    type=click.Path(dir_okay=False),
    default=None,
    help="Sender profile (TOML); your own company, title and country are never flagged. "
    "Default: the example exporter in sender.example.toml.",
)
checks_option = config_option(
    DraftConfig,
    "checks_dir",
    "--checks",
    "checks_dir",
    type=click.Path(file_okay=False),
    help="Folder of checker knowledge (TOML) to use instead of the shipped checks/ "
    "(a file it lacks is taken from the shipped ones). Default: the shipped checks/.",
)
# How a buyer file is read, wherever one is (draft, validate, check, tune): DraftConfig's fields.
encoding_option = config_option(
    DraftConfig,
    "encoding",
    "--encoding",
    help="Encoding of a buyer CSV, any Python codec name, e.g. cp1250 (default: detected).",
)
sheet_option = config_option(
    DraftConfig,
    "sheet",
    "--sheet",
    metavar="NAME",
    help="The worksheet of an .xlsx buyer file (default: the first).",
)
allow_download_option = config_option(
    DraftConfig,
    "allow_download",
    "--allow-download",
    is_flag=True,
    help="Let a hub id be downloaded; without it only a copy already in the local hub "
    "cache is used, and an id that is not there fails at once.",
)


def template_option(config: type):
    return config_option(
        config,
        "template",
        "--template",
        help="Built-in template name (intro, follow_up) or path to a .j2 file.",
    )


def model_option(*param_decls: str, field: str = "model", help: str):
    """A model option; its default is the draft run's (`DraftConfig`)."""
    return config_option(DraftConfig, field, *(param_decls or ("--model",)), help=help)


device_option = config_option(
    DraftConfig, "device", "--device", help="auto, cpu, cuda (cuda:N) or mps."
)
trust_remote_code_option = config_option(
    DraftConfig,
    "trust_remote_code",
    "--trust-remote-code",
    is_flag=True,
    help="Allow a model's own Python code to run (only for models you trust).",
)


def grounding_option(config: type):
    return config_option(
        config,
        "grounding",
        "--grounding",
        type=click.Choice(["on", "off", "auto"]),
        help="Write the records' names, titles and categories exactly once the model has "
        "started one (grounded decoding). auto = on for the embedded models (diffusion: with "
        "a commit rule that writes left to right), off for other models.",
    )


repair_option = config_option(
    DraftConfig,
    "repair",
    "--repair",
    type=click.Choice(["on", "off"]),
    help="Rewrite only the flagged spans of a failed diffusion draft (the record's value for a "
    "wrong name, title or category) before redrafting it whole. Off by default: the checker "
    "misses some slips it leaves (reports/grounding.md).",
)


def batch_size_option(config: type):
    return config_option(
        config,
        "batch_size",
        "--batch-size",
        type=click.IntRange(min=1),
        help="Prompts decoded together.",
    )


def seed_option(config: type, help: str = "Seed of the decoders' sampling."):
    return config_option(config, "seed", "--seed", type=int, help=help)


def overrides_from(column_map: tuple[str, ...]) -> dict[str, str]:
    from sales_dlm.inputs.columns import parse_overrides

    return parse_overrides(column_map)


def load_sender_or_default(path: str | None):
    from sales_dlm.inputs.records import DEFAULT_SENDER, load_sender

    return load_sender(path) if path else DEFAULT_SENDER
