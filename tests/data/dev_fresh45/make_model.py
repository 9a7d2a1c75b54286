"""Join the labels in model_labels.py to the two model runs' journals -> model.jsonl.

Only each journal line's buyer_id, subject and body are read (not its status, findings or any
other field). Run:  .venv/bin/python tests/data/dev_fresh45/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160  # noqa: E402

RUNS = [("ar", "RUN_AR_s1", AR, "embedded AR model, --decoder ar, seed 0"),
        ("diffusion@160", "RUN_D160_s1", D160,
         "embedded diffusion model, --decoder diffusion --steps 160 --max-steps 160 --fallback none, seed 0")]


def drafts(path: Path) -> dict[str, tuple[str, str]]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        out[d["buyer_id"]] = (d["subject"], d["body"])
    return out


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run, labels, how in RUNS:
        got = drafts(r / run / "drafts.jsonl")
        if set(got) != set(labels):
            raise SystemExit(f"{run}: buyers {sorted(set(got) ^ set(labels))} differ")
        for bid in sorted(got):
            n += 1
            subject, body = got[bid]
            labs = []
            for typ, part, found, expected, note in labels[bid]:
                if found not in (subject if part == "subject" else body):
                    raise SystemExit(f"{run} {bid}: {found!r} not in {part}")
                labs.append({"type": typ, "part": part, "found": found, "expected": expected,
                             "note": note})
            rows.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject,
                         "body": body, "labels": labs, "source": "model",
                         "note": f"{how}; labelled by reading the draft", "setting": setting})
    (HERE / "model.jsonl").write_text(
        "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
