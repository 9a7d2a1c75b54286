"""Number the hand-written e-mails and apply each twin's one edit -> natural.jsonl, injected.jsonl.

Run:  .venv/bin/python tests/data/dev_fresh2/make_sets.py
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import emails_a  # noqa: E402
import emails_b  # noqa: E402


# The edits above name some context to be unique; the label's found/expected is the entity itself.
TIGHT = {
    "I007": ("Belgium", "Canada"), "I010": ("Négoce Simone", "Négoce Simon"),
    "I014": ("Chief Financial Officer", "Procurement Lead"), "I016": ("Norwegian", "Icelandic"),
    "I017": ("Monterrey", "Guadalajara"), "I019": ("Niadoo Imports", "Naidoo Imports"),
    "I020": ("Naidoo Imports", "Botha Supplies"), "I023": ("Vice President of Sales", "Vice President of Purchasing"),
    "I025": ("Japanese", "South Korean"), "I026": ("Wellington", "Auckland"),
    "I028": ("六盘山贸易有限公司", "六盘水贸易有限公司"), "I029": ("六盘水贸易有限公司", "西安进出口有限公司"),
    "I032": ("Sales Lead", "Procurement Lead"), "I034": ("Greek", "Turkish"),
    "I035": ("Kōwhai Trade Limited", "Kererū Trade Limited"), "I037": ("Bui Xuat Nhap Khau Co., Ltd.", "Bùi Xuất Nhập Khẩu Co., Ltd."),
    "I038": ("Bùi Xuất Nhập Khẩu", "Mai Xuất Nhập Khẩu"), "I041": ("VP Marketing", "VP Purchasing"),
    "I043": ("Malaysian", "Indonesian"), "I046": ("Fechner Vertireb GmbH", "Fechner Vertrieb GmbH"),
    "I050": ("Head of Logistics", "Senior Buyer"), "I052": ("American", "Canadian"),
    "I053": ("Director Imports", "Director Exports"), "I055": ("(주)김상산", "(주)김상사"),
    "I056": ("El-Sayed Trading", "Abdel Rahman Trading"), "I059": ("Verkaufsleiter", "Einkaufsleiter"),
}


def twin(mail):
    err = mail["err"]
    subj, body = mail["subj"], mail["body"]
    if err[0] == "company_missing":
        _, _, pairs, found, note = err
        for old, new in pairs:
            assert (old in subj) != (old in body), (mail["b"], old)
            subj, body = subj.replace(old, new), body.replace(old, new)
        part = "subject" if found in subj and pairs[0][0] in mail["subj"] else "body"
        return subj, body, {"type": err[0], "part": part, "found": found, "expected": "", "note": note}
    kind, part, old, new, note = err
    text = subj if part == "subject" else body
    assert text.count(old) == 1, (mail["b"], old)
    text = text.replace(old, new)
    subj, body = (text, body) if part == "subject" else (subj, text)
    found, expected = new, old
    return subj, body, {"type": kind, "part": part, "found": found, "expected": expected, "note": note}


def main():
    buyers = {}
    import csv
    with open(HERE / "buyers.csv", encoding="utf-8", newline="") as fh:
        buyers = {r["buyer_id"]: r for r in csv.DictReader(fh)}
    nat, inj = [], []
    for i, m in enumerate(emails_a.MAILS + emails_b.MAILS, 1):
        nid, iid = f"N{i:03d}", f"I{i:03d}"
        nat.append({"id": nid, "buyer_id": m["b"], "sender": m["s"], "subject": m["subj"], "body": m["body"],
                    "labels": [], "source": "natural", "note": m["note"]})
        subj, body, lab = twin(m)
        if lab["type"] == "company_missing":
            lab["expected"] = buyers[m["b"]]["company"]
        if iid in TIGHT:
            assert TIGHT[iid][0] in lab["found"] and TIGHT[iid][1] in lab["expected"], iid
            lab["found"], lab["expected"] = TIGHT[iid]
        inj.append({"id": iid, "buyer_id": m["b"], "sender": m["s"], "subject": subj, "body": body,
                    "labels": [lab], "source": "injected", "twin_of": nid, "note": lab["note"]})
    for name, rows in (("natural.jsonl", nat), ("injected.jsonl", inj)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(nat), len(inj))


if __name__ == "__main__":
    main()
