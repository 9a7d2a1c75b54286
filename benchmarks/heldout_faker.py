"""Held-out evaluation on faker buyers by script family, the sample buyers, and five senders.

    HF_HUB_OFFLINE=1 python benchmarks/heldout_faker.py --split selection|report
        [--models DIR] [--ar PATH ...] [--dlm PATH ... --steps 160,64] [--skip-ar]
        [--per-family 30] [--notes auto|on|off] [--out reports/heldout_faker.json]

For each AR model (`--ar`: a model folder or a training checkpoint.pt; default the `ar/` of
`--models`), greedy drafts are fact-checked (`sales_dlm.facts.check`, through the drafting
core) on:
- held-out faker buyers of each script family (heldout_faker.py: locales and seeds never used
  for training; no company or contact name of any training range, lists or faker),
  with the product's example sender;
- `buyers/sample.csv` (30 buyers);
- the same 30 buyers with each of five held-out sender profiles: a draft that names any sender
  but its own (another profile's or the example sender's person, company or company word) is
  counted, and so is a draft with a `sender_wrong` finding.
Diffusion models (`--dlm`: a model folder or a checkpoint.pt; none unless given) are drafted at
each of `--steps` on the families and the sample (and with `--senders-dlm`, the five senders at
the first step count); `--skip-ar` leaves the AR models out.
The decoders run ungrounded (`grounding` is on by default only for `--model embedded` in
`draft`): this measures what the model writes by itself.
Choose checkpoints on `--split selection`; run `--split report` once on the chosen weights.
`--notes auto` puts the buyers' notes in the prompt when the model's config says
`prompt_notes: true` (a checkpoint.pt has no config: say on or off).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import time
from pathlib import Path

import torch
from transformers import AutoConfig, AutoTokenizer, LlamaForCausalLM

from sales_dlm.inputs.records import DEFAULT_SENDER, Buyer, Sender, read_buyers
from sales_dlm.models.loading import EMBEDDED_DIR
from sales_dlm.training.corpus import shipped_training_names
from sales_dlm.training.evaluate import evaluate
from sales_dlm.training.heldout_faker import (
    faker_training_names,
    heldout_buyers,
    heldout_senders,
)
from sales_dlm.training.loop import load_checkpoint

SAMPLE = Path("buyers/sample.csv")
SENDERS = 5


def trained_names() -> list[str]:
    """Every company and contact name the shipped models were trained on (the faker ranges and
    the corpus lists): the held-out buyers and senders are drawn so that none carries one."""
    return list(itertools.chain(faker_training_names(), shipped_training_names()))


def report_buyers(split: str, per_family: int) -> dict[str, list[Buyer]]:
    """The held-out faker buyers this benchmark reports on: `per_family` of each script family
    of `split`, by the same draw and filter as `main` (other benchmarks import this)."""
    return heldout_buyers(split, per_family, trained_names())


def _load(path: Path, models: Path, kind: str = "ar") -> tuple[LlamaForCausalLM, bool | None]:
    """The model and what its config says of notes (None: a checkpoint, no config). A
    checkpoint takes the config of the `kind` ("ar" or "dlm") shipped in `models`."""
    if path.suffix == ".pt":
        config = AutoConfig.from_pretrained(models / kind)
        model = LlamaForCausalLM(config)
        model.load_state_dict(load_checkpoint(path)["model"])
        return model.eval(), None
    model = LlamaForCausalLM.from_pretrained(path)
    return model.eval(), bool(getattr(model.config, "prompt_notes", False))


def _marks(sender: Sender) -> set[str]:
    """Strings that name this sender: the person, their surname, the company and its root (the
    first word of letters only, skipping a legal form written first: "M/s", "SIA", "PT")."""
    marks = {sender.name, sender.company, sender.name.split()[-1]}
    words = [w for w in sender.company.split() if w.isalpha() and len(w) > 2]
    if words and words[0] not in _FORMS_FIRST:
        marks.add(words[0])
    return marks


# Legal forms some countries write before the name (data/locales.toml).
_FORMS_FIRST = {"SIA", "UAB", "OOO", "TOV", "Oy", "AS", "PT", "CV", "UD", "SC", "AO", "LLC"}


def _names_another(text: str, own: Sender, others: list[Sender], buyer: Buyer) -> bool:
    """A mark of another sender in the draft; not one the buyer's own record holds ("Berg" of
    "Berg & Armstrong Imports" in a draft to Van der Berg Agri B.V. is the buyer's)."""
    record = f"{buyer.company} {buyer.contact_name}"
    marks = {mark for other in others for mark in _marks(other)} - _marks(own)
    marks = {m for m in marks if not re.search(rf"(?<!\w){re.escape(m)}(?!\w)", record)}
    return any(re.search(rf"(?<!\w){re.escape(mark)}(?!\w)", text) for mark in marks)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("selection", "report"), required=True)
    parser.add_argument("--models", type=Path, default=EMBEDDED_DIR)
    parser.add_argument("--ar", type=Path, action="append", default=None)
    parser.add_argument("--per-family", type=int, default=30)
    parser.add_argument("--notes", choices=("auto", "on", "off"), default="auto")
    parser.add_argument("--skip-senders", action="store_true")
    parser.add_argument("--skip-ar", action="store_true")
    parser.add_argument("--dlm", type=Path, action="append", default=[])
    parser.add_argument("--steps", default="160", help="diffusion step counts, comma-separated")
    parser.add_argument("--senders-dlm", action="store_true")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("reports/heldout_faker.json"))
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    start = time.perf_counter()
    trained = trained_names()
    families = heldout_buyers(args.split, args.per_family, trained)
    senders = heldout_senders(SENDERS, trained)
    sample = [row.buyer for row in read_buyers(SAMPLE) if row.buyer is not None]
    print(f"buyers and senders drawn in {time.perf_counter() - start:.0f} s", flush=True)
    tokenizer = AutoTokenizer.from_pretrained(args.models / "tokenizer")

    runs = [] if args.skip_ar else [("ar", p, None) for p in args.ar or [args.models / "ar"]]
    steps = [int(s) for s in args.steps.split(",")]
    runs += [("diffusion", p, n) for p in args.dlm for n in steps]
    results = []
    for decoder, path, n in runs:
        model, config_notes = _load(path, args.models, "ar" if decoder == "ar" else "dlm")
        if args.notes == "auto" and config_notes is None:
            parser.error(f"{path} is a checkpoint: say --notes on or off")
        notes = config_notes if args.notes == "auto" else args.notes == "on"
        run = {"decoder": decoder, "steps": n, "notes": notes, "keep_drafts": True}
        label = f"{path}" + (f" @{n}" if n else "")
        row: dict[str, object] = {"model": str(path), "families": {}} | run
        for family, buyers in families.items():
            result = evaluate(model, tokenizer, buyers, **run)
            row["families"][family] = result.as_dict()
            print(f"{label}: {family:17} {result.passed}/{result.drafts}", flush=True)
        result = evaluate(model, tokenizer, sample, **run)
        row["sample"] = result.as_dict()
        print(f"{label}: buyers/sample.csv {result.passed}/{result.drafts} passed", flush=True)
        first_steps = decoder == "diffusion" and args.senders_dlm and n == steps[0]
        if not args.skip_senders and (decoder == "ar" or first_steps):
            row["senders"] = _senders(model, tokenizer, sample, senders, run)
            print(f"{label}: senders {row['senders']['summary']}", flush=True)
        results.append(row)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    report = {
        "split": args.split,
        "per_family": args.per_family,
        "senders": [s.model_dump(include={"company", "name", "title", "country"}) for s in senders],
        "results": results,
    }
    args.out.write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")


def _senders(model, tokenizer, buyers, senders: list[Sender], run: dict) -> dict[str, object]:
    per_sender = []
    another = wrong = 0
    for sender in senders:
        result = evaluate(model, tokenizer, buyers, sender=sender, **run)
        others = [s for s in senders if s != sender] + [DEFAULT_SENDER]
        named = [
            d
            for d, buyer in zip(result.drafts_kept, buyers, strict=True)
            if _names_another(str(d["text"]), sender, others, buyer)
        ]
        flagged = [d for d in result.drafts_kept if any("sender_wrong" in e for e in d["errors"])]
        another += len(named)
        wrong += len(flagged)
        per_sender.append(
            {
                "sender": sender.company,
                "passed": result.passed,
                "drafts": result.drafts,
                "names_another_sender": len(named),
                "sender_wrong": len(flagged),
                "examples": [str(d["text"]) for d in named[:2]],
                "drafts_kept": result.drafts_kept,
            }
        )
    drafts = len(senders) * len(buyers)
    summary = f"{another}/{drafts} drafts name another sender, {wrong} with sender_wrong"
    return {"summary": summary, "per_sender": per_sender}


if __name__ == "__main__":
    main()
