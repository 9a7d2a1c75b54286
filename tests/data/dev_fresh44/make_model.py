"""Join the labels of model_labels.py to the two runs' journals -> model.jsonl.

Only each journal line's buyer_id, subject and body are read (not its status, findings or any
other field). Ids: AR M001-M015, diffusion@160 M016-M030, each setting in buyer order.

Run:  .venv/bin/python tests/data/dev_fresh44/make_model.py R
"""
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1", "embedded AR model"),
        ("diffusion@160", "RUN_D160_s1", "embedded diffusion model at 160 steps (no fallback)"))


def drafts(path: Path) -> list[tuple[str, str, str]]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        out.append((row["buyer_id"], row["subject"], row["body"]))
    return sorted(out)


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run, what in RUNS:
        for buyer, subject, body in drafts(root / run / "drafts.jsonl"):
            n += 1
            labels = []
            for type_, part, found, expected, note in LABELS[(setting, buyer)]:
                text = subject if part == "subject" else body
                if found not in text:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in the {part}")
                labels.append({"type": type_, "part": part, "found": found, "expected": expected, "note": note})
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": labels, "source": "model", "setting": setting,
                         "note": f"Drafted by the {what}, seed 0, sender s1; labelled by reading the draft "
                                 f"({len(labels)} label{'s' if len(labels) != 1 else ''})."})
    assert n == 30, n
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    for setting, _, _ in RUNS:
        sel = [r for r in rows if r["setting"] == setting]
        c = Counter(lab["type"] for r in sel for lab in r["labels"])
        clean = sum(not r["labels"] for r in sel)
        parts = Counter(lab["part"] for r in sel for lab in r["labels"])
        print(setting, "clean", clean, "of", len(sel), dict(c.most_common()), dict(parts))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
