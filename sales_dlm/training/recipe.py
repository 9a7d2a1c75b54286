"""A training recipe: every option a set of models is trained with, as a TOML file.

`sales-dlm train --recipe NAME|PATH` runs one (train.py). NAME is a recipe shipped in
`sales_dlm/training/recipes/` (`embedded` = how the shipped default models were made); PATH is
any TOML file. A recipe is a list of rounds: each trains the AR or the diffusion model for a
number of optimiser updates on a range of the corpus, starting from scratch, or from an earlier
round's result (a warm start: its weights, a fresh optimiser). The last round of each model
gives the model the recipe outputs.

Defaults below are the values the shipped models used; `recipes/embedded.toml` still names
every option, so the file alone says how they were trained. Errors name the file and line.
"""

from __future__ import annotations

import hashlib
import re
import sys
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from sales_dlm.errors import InputError
from sales_dlm.training.toml_lines import key_lines, line_of

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

RECIPES = "recipes"
SCRATCH = "scratch"
# A round's `start` naming the models shipped inside the package (models/embedded): a warm start
# from them, which needs their tokenizer (`[tokenizer] shipped = true`).
SHIPPED = "shipped"


class Problem(ValueError):
    """A validator's complaint about one key: `where` is the key's path inside the model."""

    def __init__(self, message: str, *where: str | int) -> None:
        super().__init__(message)
        self.where = where


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TokenizerRecipe(_Section):
    # true: use the shipped embedded tokenizer unchanged instead of training one (a warm start
    # from the shipped models must read the tokens they were trained on).
    shipped: bool = False
    # The corpus the tokenizer is trained on: examples [0, examples) of this seed.
    corpus_seed: int = 0
    # 8k examples (~3 s) cover every phrasing and legal form many times; more only refines
    # merges inside random names, which must be copied anyway.
    examples: int = Field(8000, ge=1)
    # 2,000 tokens: prompts ~72 tokens, emails ~115 (tokenizer.py says why). At least the 256
    # bytes and 4 specials, so that any text encodes.
    vocab_size: int = Field(2000, ge=260)


class ModelRecipe(_Section):
    """The architecture of both models (a Llama; the diffusion model is adapted from AR)."""

    # 4 layers x 256 (3.92M parameters with a 2k vocabulary): learns to copy unseen names on a
    # 2-core CPU in hours (~2.7 s an update of 32 x ~190 tokens when the CPU is quiet).
    layers: int = Field(4, ge=1)
    hidden_size: int = Field(256, ge=8)
    heads: int = Field(4, ge=1)  # 4 heads of 64: a few sharp "look up the prompt" heads
    intermediate_size: int = Field(768, ge=1)  # 3x hidden (SwiGLU)
    max_positions: int = Field(512, ge=64)  # prompt (<= ~100) + canvas (160) fit

    @model_validator(mode="after")
    def _heads_divide(self) -> ModelRecipe:
        if self.hidden_size % self.heads:
            raise Problem(f"hidden_size {self.hidden_size} is not a multiple of heads", "heads")
        return self


class DiffusionRecipe(_Section):
    # The canvas the decoders fill (their canvas_length default, 160): responses are padded with
    # end tokens to this length, so the model learns where an email stops.
    canvas_length: int = Field(160, ge=1)
    # 20 tokens is about one sentence; 160 / 20 = 8 blocks, so denoising step counts that are
    # multiples of 8 decode in whole blocks.
    block_length: int = Field(20, ge=1)
    # Lower bound of a block's masking rate: a block is never left almost clean.
    min_t: float = Field(0.05, ge=0, lt=1)
    # Written into the diffusion model's config (decoding, not training): from this many
    # denoising steps on, commit the leftmost masked positions first. 128: measured better
    # there, no better below (reports/training.md). 0 = never.
    left_to_right_from_steps: int = Field(128, ge=0)

    @model_validator(mode="after")
    def _whole_blocks(self) -> DiffusionRecipe:
        if self.canvas_length % self.block_length:
            raise Problem(
                f"canvas_length {self.canvas_length} is not whole blocks of {self.block_length}",
                "block_length",
            )
        return self


class OptimiserRecipe(_Section):
    """AdamW with warmup and a cosine decay, shared by every round (loop.py)."""

    weight_decay: float = Field(0.01, ge=0)  # on matrices only; norms and biases are not decayed
    betas: tuple[float, float] = (0.9, 0.98)  # short second-moment memory at small batches
    warmup_updates: int = Field(30, ge=0)  # Adam's moments settle in a few dozen updates
    min_lr_ratio: float = Field(0.05, ge=0, le=1)  # cosine floor: the last minutes still learn
    grad_clip: float = Field(1.0, gt=0)
    log_every: int = Field(20, ge=1)  # updates per line of the loss log
    # A stopped run loses at most this much; saving 4M parameters takes < 0.1 s.
    checkpoint_every_minutes: float = Field(3.0, gt=0)


class Round(_Section):
    # A folder name under the run's checkpoints, and what later rounds' `start` names.
    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_-]*$")
    model: Literal["ar", "diffusion"]
    # "scratch" (AR only: a new model of [model]'s size), "shipped" (the embedded model of this
    # round's kind), or an earlier round's name: its weights and a fresh optimiser (a diffusion
    # round starting from an AR round adapts them).
    start: str
    # Start from the weights `start` had after this update instead of its result.
    start_update: int | None = Field(None, ge=1)
    # The round trains on examples [corpus_start, corpus_start + updates x batch_size) of
    # this seed's corpus; later rounds start after the earlier ones' examples.
    corpus_seed: int
    corpus_start: int = Field(0, ge=0)
    # Where the corpus's buyers and senders come from (corpus.SOURCES): "lists" (names.toml, the
    # shipped models' corpus) or "faker" (many locales and scripts, varied senders, notes in
    # the prompt; needs the train extra).
    corpus: Literal["lists", "faker"] = "lists"
    updates: int = Field(ge=1)
    batch_size: int = Field(ge=1)
    learning_rate: float = Field(gt=0)  # the peak, after warmup
    # Minutes of training; the cosine is fitted to whichever ends first, updates or budget.
    # None: run every update.
    time_budget_minutes: float | None = Field(None, gt=0)
    # torch threads: 2 on a 2-core CPU; 1 when another run shares the CPU.
    threads: int = Field(2, ge=1)
    # Share of examples whose buyer names are spelt with the tokenizer's pieces (drill.py).
    drill_share: float = Field(0.0, ge=0, le=1)
    # Diffusion only: share of blocks masked from a cut to their end (diffusion.py).
    suffix_share: float = Field(0.0, ge=0, le=1)
    # The round's result is its weights after this update (the run still goes on, so the
    # learning-rate schedule is the one recorded). None: the weights at the end.
    result_update: int | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _consistent(self) -> Round:
        if self.model == "ar" and self.suffix_share:
            raise Problem("suffix masks are for diffusion rounds", "suffix_share")
        if self.model == "diffusion" and self.start == SCRATCH:
            raise Problem("a diffusion round starts from an earlier round, not scratch", "start")
        if self.start in (SCRATCH, SHIPPED) and self.start_update is not None:
            raise Problem("start_update needs a round to start from", "start_update")
        if self.result_update is not None and self.result_update > self.updates:
            raise Problem(f"past the round's {self.updates} updates", "result_update")
        return self

    @property
    def examples(self) -> int:
        return self.updates * self.batch_size


class EvaluationRecipe(_Section):
    # Held-out buyers (names never in any training range of the recipe); 0 = no evaluation.
    # 50: one draft is 2 points, enough to tell 10% from 90%; every one has a contact.
    buyers: int = Field(50, ge=0)
    seed: int = 0  # heldout_buyers' seed: seed 0 gives the buyers of reports/heldout.json
    # Denoising steps the diffusion model is evaluated at (the AR model drafts greedily).
    steps: list[int] = Field(default_factory=lambda: [8, 16, 32, 64, 128, 160])
    batch_size: int = Field(25, ge=1)  # drafts per decoder call
    threads: int = Field(2, ge=1)
    # Also keep out names of every corpus range the shipped models were trained on
    # (corpus.SHIPPED_TRAINING_RANGES), so a new model is judged on the same buyers as theirs.
    exclude_shipped_names: bool = False

    @model_validator(mode="after")
    def _positive_steps(self) -> EvaluationRecipe:
        for index, steps in enumerate(self.steps):
            if steps < 1:
                raise Problem("a step count is at least 1", "steps", index)
        return self


class Recipe(_Section):
    description: str = ""
    # torch's seed: a scratch model's initial weights, every round's batch order and masks.
    seed: int = 0
    tokenizer: TokenizerRecipe = TokenizerRecipe()
    model: ModelRecipe = ModelRecipe()
    diffusion: DiffusionRecipe = DiffusionRecipe()
    optimiser: OptimiserRecipe = OptimiserRecipe()
    rounds: list[Round] = Field(min_length=1)
    evaluation: EvaluationRecipe = EvaluationRecipe()

    @model_validator(mode="after")
    def _rounds_chain(self) -> Recipe:
        seen: dict[str, Round] = {}
        for index, round_ in enumerate(self.rounds):
            if round_.name in seen:
                raise Problem(f"a second round named {round_.name!r}", "rounds", index, "name")
            if round_.start == SHIPPED and not self.tokenizer.shipped:
                raise Problem(
                    "a warm start from the shipped models needs [tokenizer] shipped = true",
                    "rounds",
                    index,
                    "start",
                )
            if round_.start not in (SCRATCH, SHIPPED):
                start = seen.get(round_.start)
                if start is None:
                    raise Problem(
                        f"{round_.start!r} is not an earlier round (or {SCRATCH!r})",
                        "rounds",
                        index,
                        "start",
                    )
                if start.model == "diffusion" and round_.model == "ar":
                    raise Problem("an AR round cannot start from diffusion", "rounds", index)
                if round_.start_update is not None and round_.start_update > start.updates:
                    raise Problem(
                        f"past {start.name!r}'s {start.updates} updates",
                        "rounds",
                        index,
                        "start_update",
                    )
            seen[round_.name] = round_
        # a diffusion model starts from an AR one: trained here, or shipped in the package
        if not any(r.model == "ar" or r.start == SHIPPED for r in self.rounds):
            raise Problem("a recipe trains an AR model (diffusion starts from it)", "rounds")
        blocks = self.diffusion.canvas_length // self.diffusion.block_length
        for index, steps in enumerate(self.evaluation.steps):
            if steps % blocks:
                raise Problem(
                    f"{steps} steps do not split evenly over {blocks} blocks",
                    "evaluation",
                    "steps",
                    index,
                )
        return self

    def final_round(self, model: str) -> Round | None:
        """The round whose result is the recipe's `model` ("ar" or "diffusion")."""
        return next((r for r in reversed(self.rounds) if r.model == model), None)

    def kept_updates(self, name: str) -> set[int]:
        """Updates of round `name` whose weights a later round starts from or that ship."""
        kept = {r.start_update for r in self.rounds if r.start == name and r.start_update}
        result = next(r.result_update for r in self.rounds if r.name == name)
        return kept | ({result} if result else set())

    def training_fingerprint(self) -> str:
        """Changes when anything that shapes the weights changes (not the evaluation)."""
        trained = self.model_dump_json(exclude={"description", "evaluation"})
        return hashlib.sha256(trained.encode()).hexdigest()[:12]


def shipped_recipes() -> list[str]:
    folder = resources.files("sales_dlm.training").joinpath(RECIPES)
    return sorted(
        p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml")
    )


def recipe_path(name_or_path: str | Path) -> Path:
    """A shipped recipe's file (`embedded`) or the path given."""
    text = str(name_or_path)
    if re.fullmatch(r"[a-z0-9_-]+", text) and not Path(text).exists():
        path = Path(str(resources.files("sales_dlm.training").joinpath(RECIPES, f"{text}.toml")))
        if not path.exists():
            known = ", ".join(shipped_recipes())
            raise InputError(f"no recipe named {text!r} (shipped: {known}; or give a file)")
        return path
    return Path(text)


def load_recipe(name_or_path: str | Path) -> tuple[Recipe, Path]:
    """The recipe and its file; every error names the file and, where it can, the line."""
    path = recipe_path(name_or_path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise InputError("recipe not found", path=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read recipe: {exc}", path=str(path)) from exc
    return parse_recipe(text, path), path


def parse_recipe(text: str, path: Path | str) -> Recipe:
    try:
        data: dict[str, Any] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib names the line only in its message before Python 3.14: "(at line 2, column 8)"
        found = re.search(r"\(at line (\d+), column \d+\)", str(exc))
        line = getattr(exc, "lineno", None) or (int(found.group(1)) if found else None)
        raise InputError(f"invalid TOML: {exc}", path=str(path), line=line) from exc
    try:
        return Recipe.model_validate(data)
    except ValidationError as exc:
        lines = key_lines(text)
        problems = []
        for err in exc.errors():
            where = tuple(err["loc"])
            cause = err.get("ctx", {}).get("error")
            if isinstance(cause, Problem):
                where = (*where, *cause.where)
            message = err["msg"].removeprefix("Value error, ")
            problems.append((line_of(lines, where), _dotted(where), message))
        first = problems[0][0]
        message = "; ".join(
            (f"{key}: " if key else "") + text + (f" (line {line})" if line != first else "")
            for line, key, text in problems
        )
        raise InputError(f"invalid recipe: {message}", path=str(path), line=first) from None


def _dotted(where: tuple[str | int, ...]) -> str:
    out = ""
    for part in where:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out
