"""Options and helpers shared by the commands."""

from __future__ import annotations

import click

EXIT_OK = 0
EXIT_FLAGGED = 1
EXIT_BAD_INPUT = 2

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
checks_option = click.option(
    "--checks",
    "checks_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Folder of checker knowledge (TOML) to use instead of the shipped checks/.",
)
template_option = click.option(
    "--template",
    default="intro",
    show_default=True,
    help="Built-in template name (intro, follow_up) or path to a .j2 file.",
)
model_option = click.option(
    "--model",
    default="embedded",
    show_default=True,
    help="embedded, a local model folder, or a hub id.",
)
device_option = click.option(
    "--device", default="auto", show_default=True, help="auto, cpu, cuda (cuda:N) or mps."
)
batch_size_option = click.option(
    "--batch-size",
    type=click.IntRange(min=1),
    default=16,
    show_default=True,
    help="Prompts decoded together.",
)
seed_option = click.option("--seed", type=int, default=0, show_default=True)
trust_remote_code_option = click.option(
    "--trust-remote-code",
    is_flag=True,
    help="Allow a model's own Python code to run (only for models you trust).",
)
encoding_option = click.option(
    "--encoding", default=None, help="Encoding of the buyer CSV (default: detected)."
)


def overrides_from(column_map: tuple[str, ...]) -> dict[str, str]:
    from sales_dlm.inputs.columns import parse_overrides

    return parse_overrides(column_map)


def load_sender_or_default(path: str | None):
    from sales_dlm.inputs.records import DEFAULT_SENDER, load_sender

    return load_sender(path) if path else DEFAULT_SENDER
