"""Check natural.jsonl and injected.jsonl: lines parse, ids resolve, labels occur."""
import csv, json, sys, tomllib
from collections import Counter
import os

D = os.path.dirname(os.path.abspath(__file__)) + "/"
buyers = {r["buyer_id"]: r for r in csv.DictReader(open(D + "buyers.csv", encoding="utf-8"))}
assert len(buyers) == 120 and list(next(iter(buyers.values())).keys()) == ["buyer_id","company","contact_name","contact_title","email","country","product_category","website","notes"]
senders = tomllib.load(open(D + "senders.toml", "rb"))["senders"]
errs = []
nat = {}
for fn in ("natural.jsonl", "injected.jsonl"):
    for i, line in enumerate(open(D + fn, encoding="utf-8")):
        e = json.loads(line)
        b = buyers.get(e["buyer_id"]); s = senders.get(e["sender"])
        if not b or not s: errs.append((fn, i, "unknown buyer/sender"))
        elif b["product_category"] not in s["categories"]: errs.append((fn, i, "sender does not sell category"))
        if e["source"] == "natural":
            nat[e["id"]] = e
            if e["labels"]: errs.append((fn, i, "natural with labels"))
        else:
            assert len(e["labels"]) == 1
            L = e["labels"][0]
            if L["found"] not in e[L["part"]]: errs.append((fn, i, "found not in part", L))
            t = nat[e["twin_of"]]
            if (t["subject"], t["body"]) == (e["subject"], e["body"]): errs.append((fn, i, "twin identical"))
            if t["buyer_id"] != e["buyer_id"] or t["sender"] != e["sender"]: errs.append((fn, i, "twin mismatch"))
            other = "body" if L["part"] == "subject" else "subject"
            if t[other] != e[other] and L["type"] != "company_missing": errs.append((fn, i, "other part changed"))
print("errors:", errs[:10], len(errs))
print(Counter(json.loads(l)["source"] for f in ("natural.jsonl", "injected.jsonl") for l in open(D + f)))
print(Counter(json.loads(l)["labels"][0]["type"] for l in open(D + "injected.jsonl")))
