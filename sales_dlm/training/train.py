"""Run a recipe end to end: tokenizer -> AR rounds -> diffusion rounds -> held-out evaluation.

Every phase is resumable: the tokenizer and each finished round are kept in the run's private
directory (outputs.py), the round in progress continues from its last checkpoint, and the
evaluation from its last finished step count. Each model is copied to the output folder as
soon as its last round ends, so a working AR model is there before diffusion training ends.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path

import torch
from transformers import AutoTokenizer, LlamaForCausalLM, PreTrainedTokenizerFast

from sales_dlm.training import ar, diffusion, outputs
from sales_dlm.training.batches import BatchOrder, Pair, tokenise
from sales_dlm.training.corpus import (
    heldout_buyers,
    shipped_training_names,
    training_examples,
    training_names,
)
from sales_dlm.training.drill import VocabularyDrill, letter_pieces
from sales_dlm.training.loop import LoopConfig, TrainingError, train_loop
from sales_dlm.training.recipe import SCRATCH, SHIPPED, Recipe, Round
from sales_dlm.training.tokenizer import train_tokenizer

# 2 threads: the machines the shipped models were trained on have 2 cores (a recipe sets its
# own per round; benchmarks read this one).
TORCH_THREADS = 2
DONE = "done.json"
FINAL = "final"

Say = Callable[[str], None]


@dataclass
class RoundRecord:
    name: str
    model: str
    updates: int  # optimiser updates that ran (a time budget may end a round early)
    examples: int  # updates x batch size
    minutes: float
    first_loss: float
    final_loss: float
    parameters: int
    result_update: int | None  # the update whose weights are the round's result; None = last


@dataclass
class TrainingRecord:
    recipe: str
    fingerprint: str
    out_dir: str
    run_dir: str
    tokenizer_minutes: float = 0.0
    rounds: list[RoundRecord] = field(default_factory=list)
    evaluation: list[dict] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(asdict(self), indent=2, ensure_ascii=False)


def train_recipe(
    recipe: Recipe,
    out_dir: Path,
    *,
    name: str = "recipe",
    recipe_text: str | None = None,
    fresh: bool = False,
    progress: Say | None = None,
) -> TrainingRecord:
    """Train everything `recipe` says into `out_dir`; returns the record (also training.json).

    `name` names the run's checkpoint directory; `recipe_text` is copied beside the models.
    """
    say = progress or (lambda _message: None)
    out_dir = outputs.check_out_dir(Path(out_dir))
    fingerprint = recipe.training_fingerprint()
    run = outputs.run_dir(out_dir, name, fingerprint, fresh=fresh)
    say(f"checkpoints: {run}")
    if recipe_text is not None:
        (out_dir / outputs.RECIPE_COPY).write_text(recipe_text, encoding="utf-8")
    record = TrainingRecord(name, fingerprint, str(out_dir), str(run))

    start = time.monotonic()
    tokenizer = _tokenizer(recipe, run, say)
    outputs.publish(run / outputs.TOKENIZER, out_dir / outputs.TOKENIZER)
    record.tokenizer_minutes = (time.monotonic() - start) / 60

    for round_ in recipe.rounds:
        record.rounds.append(_run_round(round_, recipe, tokenizer, run, say))
        if recipe.final_round(round_.model) is round_:
            target = out_dir / outputs.MODEL_FOLDERS[round_.model]
            outputs.publish(_result_dir(run, round_), target)
            tokenizer.save_pretrained(target)  # so `--model OUT/ar` loads on its own
            say(f"{round_.name}: {round_.model} model -> {target}")
        (out_dir / outputs.RECORD).write_text(record.to_json(), encoding="utf-8")

    record.evaluation = _evaluate(recipe, tokenizer, run, out_dir, say)
    (out_dir / outputs.RECORD).write_text(record.to_json(), encoding="utf-8")
    return record


def _tokenizer(recipe: Recipe, run: Path, say: Say) -> PreTrainedTokenizerFast:
    path = run / outputs.TOKENIZER
    if recipe.tokenizer.shipped:
        from sales_dlm.models.loading import EMBEDDED_TOKENIZER_DIR

        tokenizer = AutoTokenizer.from_pretrained(EMBEDDED_TOKENIZER_DIR)
        tokenizer.save_pretrained(path)
        say(f"tokenizer: the shipped one, {len(tokenizer)} tokens")
        return tokenizer
    if (path / "tokenizer.json").exists():
        say(f"tokenizer: reusing {path}")
        return AutoTokenizer.from_pretrained(path)
    spec = recipe.tokenizer
    examples = training_examples(spec.corpus_seed, spec.examples)
    tokenizer = train_tokenizer([e.prompt + e.response for e in examples], spec.vocab_size)
    tokenizer.save_pretrained(path)
    say(f"tokenizer: {len(tokenizer)} tokens")
    return tokenizer


def _drill(tokenizer: PreTrainedTokenizerFast, share: float) -> VocabularyDrill | None:
    return VocabularyDrill(letter_pieces(tokenizer), share) if share > 0 else None


def _pairs(tokenizer: PreTrainedTokenizerFast, round_: Round) -> list[Pair]:
    drill = _drill(tokenizer, round_.drill_share)
    examples = training_examples(
        round_.corpus_seed, round_.examples, round_.corpus_start, drill, round_.corpus
    )
    return tokenise(tokenizer, examples)


def _result_dir(run: Path, round_: Round) -> Path:
    folder = FINAL if round_.result_update is None else f"update-{round_.result_update}"
    return run / round_.name / folder


def _start_model(
    round_: Round, recipe: Recipe, tokenizer: PreTrainedTokenizerFast, run: Path
) -> LlamaForCausalLM:
    if round_.start == SCRATCH:
        torch.manual_seed(recipe.seed)  # the same initial weights however the run resumed
        return ar.build_model(tokenizer, recipe.model)
    if round_.start == SHIPPED:
        from sales_dlm.models.loading import EMBEDDED_MODEL_DIRS

        return LlamaForCausalLM.from_pretrained(EMBEDDED_MODEL_DIRS[round_.model])
    start = next(r for r in recipe.rounds if r.name == round_.start)
    folder = (
        run / start.name / f"update-{round_.start_update}"
        if round_.start_update
        else _result_dir(run, start)
    )
    if not (folder / "config.json").exists():
        raise TrainingError(
            f"round {round_.name!r} starts from {folder.name} of {start.name!r}, which that "
            "round never reached (its time budget ended it first)",
            path=folder,
        )
    model = LlamaForCausalLM.from_pretrained(folder)
    if start.model == "ar" and round_.model == "diffusion":
        spec = recipe.diffusion
        ltr = spec.left_to_right_from_steps or None
        model = diffusion.from_ar(model, tokenizer, spec.block_length, ltr)
    return model


def _run_round(
    round_: Round, recipe: Recipe, tokenizer: PreTrainedTokenizerFast, run: Path, say: Say
) -> RoundRecord:
    folder = run / round_.name
    done = folder / DONE
    if done.exists():
        say(f"{round_.name}: done, reusing {folder}")
        return RoundRecord(**json.loads(done.read_text(encoding="utf-8")))
    torch.set_num_threads(round_.threads)
    start = time.monotonic()
    model = _start_model(round_, recipe, tokenizer, run)
    # the prompt format the model learns: the faker corpus's prompts carry the buyers' notes, and
    # the product renders a model's prompts as its config says (models/loading.py)
    model.config.prompt_notes = round_.corpus == "faker"
    pairs = _pairs(tokenizer, round_)
    if round_.model == "ar":
        collate = partial(ar.collate, pad_id=tokenizer.pad_token_id)
        loss_of = ar.loss_of
    else:
        spec = recipe.diffusion
        config = diffusion.DiffusionConfig(
            canvas_length=spec.canvas_length,
            block_length=spec.block_length,
            min_t=spec.min_t,
            suffix_share=round_.suffix_share,
        )
        collate = partial(diffusion.collate, tokenizer=tokenizer, config=config)
        loss_of = partial(diffusion.loss_of, config=config)
    order = BatchOrder(len(pairs), round_.batch_size, recipe.seed)
    loop = LoopConfig(
        updates=round_.updates,
        time_budget_minutes=round_.time_budget_minutes,
        learning_rate=round_.learning_rate,
        optimiser=recipe.optimiser,
        seed=recipe.seed,
    )

    def keep(model: torch.nn.Module, update: int) -> None:
        model.save_pretrained(folder / f"update-{update}")
        say(f"{round_.name}: kept the weights of update {update}")

    result = train_loop(
        model,
        lambda update: collate([pairs[i] for i in order.indices(update)]),
        loss_of,
        loop,
        folder,
        progress=lambda message: say(f"{round_.name}: {message}"),
        keep_updates=recipe.kept_updates(round_.name),
        on_keep=keep,
    )
    model.save_pretrained(folder / FINAL)
    if not (_result_dir(run, round_) / "config.json").exists():
        raise TrainingError(
            f"round {round_.name!r} stopped at update {result.updates}, before its "
            f"result_update {round_.result_update}: give it more time or updates",
            path=folder,
        )
    record = RoundRecord(
        name=round_.name,
        model=round_.model,
        updates=result.updates,
        examples=result.updates * round_.batch_size,
        minutes=(time.monotonic() - start) / 60,
        first_loss=result.first_loss,
        final_loss=result.final_loss,
        parameters=sum(p.numel() for p in model.parameters()),
        result_update=round_.result_update,
    )
    done.write_text(json.dumps(asdict(record), indent=2), encoding="utf-8")
    return record


def trained_names(recipe: Recipe, tokenizer: PreTrainedTokenizerFast) -> Iterator[str]:
    """Every company and person name the recipe's tokenizer and rounds were trained on."""
    spec = recipe.tokenizer
    yield from training_names(spec.corpus_seed, spec.examples)
    for round_ in recipe.rounds:
        drill = _drill(tokenizer, round_.drill_share)
        yield from training_names(
            round_.corpus_seed, round_.examples, round_.corpus_start, drill, round_.corpus
        )


def _evaluate(
    recipe: Recipe, tokenizer: PreTrainedTokenizerFast, run: Path, out_dir: Path, say: Say
) -> list[dict]:
    from sales_dlm.training.evaluate import evaluate  # pulls in the decoders and the checker

    spec = recipe.evaluation
    if spec.buyers == 0:
        return []
    torch.set_num_threads(spec.threads)
    names = trained_names(recipe, tokenizer)
    if spec.exclude_shipped_names:
        names = itertools.chain(names, shipped_training_names())
    buyers = heldout_buyers(spec.seed, spec.buyers, names)
    # one log per evaluation setting: a restart skips what this setting measured already
    setting = hashlib.sha256(spec.model_dump_json().encode()).hexdigest()[:12]
    log = run / f"evaluation-{setting}.jsonl"
    rows = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    plan: list[tuple[str, int | None]] = [("ar", None)]
    if recipe.final_round("diffusion") is not None:
        plan += [("diffusion", steps) for steps in spec.steps]
    models: dict[str, LlamaForCausalLM] = {}
    for decoder, steps in plan:
        if any((r["decoder"], r["steps"]) == (decoder, steps) for r in rows):
            continue
        if decoder not in models:
            folder = out_dir / outputs.MODEL_FOLDERS[decoder]
            models[decoder] = LlamaForCausalLM.from_pretrained(folder)
        model = models[decoder]
        result = evaluate(
            model, tokenizer, buyers, decoder=decoder, steps=steps, batch_size=spec.batch_size
        )
        rows.append(result.as_dict())
        with log.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(rows[-1], ensure_ascii=False) + "\n")
        label = "greedy" if steps is None else f"{steps} steps"
        say(f"held-out {decoder} {label}: {result.passed}/{result.drafts} passed")
    heldout = {"buyers": len(buyers), "block_length": None, "results": rows}
    text = json.dumps(heldout, indent=2, ensure_ascii=False)
    (out_dir / outputs.HELDOUT).write_text(text, encoding="utf-8")
    return rows
