"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl.

Only each journal line's `buyer_id`, `subject` and `body` are read; the status, findings,
attempts and every other field are not. `--show` prints those three fields of every draft (the
text that was read and labelled by hand) and writes nothing.

Run:  .venv/bin/python tests/data/dev_fresh40/make_model.py R [--show]
      (R holds RUN_AR_s1/ and RUN_D160_s1/, see README.md)
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

RUNS = [("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1")]


def drafts(root: Path) -> list[tuple[str, str, str, str]]:
    """(setting, buyer_id, subject, body) by setting, then buyer id."""
    out = []
    for setting, run in RUNS:
        rows = []
        for line in (root / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            rows.append((setting, entry["buyer_id"], entry.get("subject") or "", entry.get("body") or ""))
        out += sorted(rows, key=lambda r: r[1])
    return out


def main(root: Path, show: bool) -> None:
    rows = drafts(root)
    if show:
        for n, (setting, buyer, subject, body) in enumerate(rows, 1):
            print(f"===== M{n:03d} {setting} {buyer}\nSUBJECT: {subject}\nBODY:\n{body}\n")
        return
    from model_labels import LABELS  # noqa: E402

    out = []
    for n, (setting, buyer, subject, body) in enumerate(rows, 1):
        mid = f"M{n:03d}"
        note, labels = LABELS[mid]
        if labels and labels[0].get("buyer") not in (None, buyer):
            raise SystemExit(f"{mid}: labels written for another buyer")
        labs = [{k: lab[k] for k in ("type", "part", "found", "expected", "note")} for lab in labels]
        for lab in labs:
            if lab["found"] not in (subject if lab["part"] == "subject" else body):
                raise SystemExit(f"{mid}: found {lab['found']!r} not in {lab['part']}")
        out.append({"id": mid, "buyer_id": buyer, "sender": "s1", "subject": subject, "body": body,
                    "labels": labs, "source": "model", "note": note, "setting": setting})
    (HERE / "model.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out),
                                      encoding="utf-8")
    print(f"{len(out)} model drafts -> model.jsonl")


if __name__ == "__main__":
    main(Path(sys.argv[1]), "--show" in sys.argv[2:])
