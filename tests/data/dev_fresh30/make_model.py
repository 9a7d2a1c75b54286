"""Join the labels of model_labels.py to the model runs' journals -> model.jsonl.

Only each journal line's buyer_id, subject and body are read. Ids: AR M001-M015, then
diffusion@160 M016-M030, each by buyer id.

    .venv/bin/python tests/data/dev_fresh30/make_model.py R
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from model_labels import LABELS  # noqa: E402

RUNS = (("ar", "RUN_AR_s1"), ("diffusion@160", "RUN_D160_s1"))


def main(r: Path):
    out, n = [], 0
    for setting, run in RUNS:
        drafts = {}
        for line in (r / run / "drafts.jsonl").read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            drafts[d["buyer_id"]] = {"subject": d.get("subject") or "", "body": d.get("body") or ""}
        for bid in sorted(drafts):
            n += 1
            note, labels = LABELS[(setting, bid)]
            d = drafts[bid]
            labs = []
            for typ, part, found, expected, lnote in labels:
                if found not in d[part]:
                    raise SystemExit(f"{setting} {bid}: {found!r} not in {part}")
                labs.append({"type": typ, "part": part, "found": found, "expected": expected, "note": lnote})
            out.append({"id": f"M{n:03d}", "buyer_id": bid, "sender": "s1", "subject": d["subject"],
                        "body": d["body"], "labels": labs, "source": "model", "note": note,
                        "setting": setting})
    assert n == 30, n
    (HERE / "model.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in out),
                                      encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
