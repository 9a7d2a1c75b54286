"""Join model_labels.py to the run journals (buyer id, subject, body only) -> model.jsonl.
M001-M015: AR, M016-M030: diffusion@160, each in buyer order.

Run:  .venv/bin/python tests/data/dev_fresh26/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def found_in(text: str, spec: str) -> str:
    if not spec.startswith("^"):
        return spec
    head, _, stop = spec[1:].partition("|")
    start = text.index(head)
    end = text.index(stop, start) if stop else text.find("\n", start)
    return text[start:] if end < 0 else text[start:end]


def main(root: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts.append((d["buyer_id"], d["subject"], d["body"]))
        for bid, subject, body in sorted(drafts):
            n += 1
            parts = {"subject": subject, "body": body}
            labels = [{"type": t, "part": p, "found": found_in(parts[p], f), "expected": e, "note": note}
                      for t, p, f, e, note in LABELS[(setting, bid)]]
            rows.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": subject, "body": body,
                         "labels": labels, "source": "model", "note": f"embedded model, {setting}, seed 0",
                         "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                      encoding="utf-8")
    print(len(rows), "model drafts")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
