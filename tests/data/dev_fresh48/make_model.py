"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl.

Only each journal line's buyer id, subject and body are read. Ids by setting, then buyer id:
AR M001-M015, diffusion@160 M016-M030.

Run:  .venv/bin/python tests/data/dev_fresh48/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import AR, D160, LABELS  # noqa: E402

RUNS = ((AR, "RUN_AR_s1"), (D160, "RUN_D160_s1"))


def span(text: str, found) -> str:
    if isinstance(found, str):
        return found
    head, tail = found
    start = text.index(head)
    if tail is None:  # to the end of the part
        return text[start:]
    end = text.index(tail, start + len(head))
    return text[start:end + len(tail)]


def main(r: Path) -> None:
    rows, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = (d["subject"], d["body"])
        for buyer in sorted(drafts):
            n += 1
            subject, body = drafts[buyer]
            note, labs = LABELS[(setting, buyer)]
            labels = []
            for typ, part, found, expected, lnote in labs:
                text = subject if part == "subject" else body
                f = span(text, found)
                if f not in text:
                    raise SystemExit(f"{setting} {buyer}: {found!r} not in {part}")
                labels.append({"type": typ, "part": part, "found": f, "expected": expected,
                               "note": lnote})
            rows.append({"id": f"M{n:03d}", "buyer_id": buyer, "sender": "s1", "subject": subject,
                         "body": body, "labels": labels, "source": "model", "note": note,
                         "setting": setting})
    assert len(rows) == 30 and len(LABELS) == 30, (len(rows), len(LABELS))
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows),
                                      encoding="utf-8")
    print(f"{len(rows)} model drafts, {sum(len(x['labels']) for x in rows)} labels")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
