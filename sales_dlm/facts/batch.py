"""`sales-dlm check`: fact-check a file of drafts (JSONL) against the buyer CSV.

Input lines need `buyer_id`, `subject`, `body` (`draft_id` optional). A run journal
(`RUN/drafts.jsonl`) is valid input too: its `invalid` rows are reported, not checked.
Every input line ends in exactly one entry of the report, in file order.
"""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from sales_dlm.errors import InputError
from sales_dlm.facts import CheckContext, Draft, Finding, check, context_for_file, passed
from sales_dlm.inputs.records import Buyer, Sender
from sales_dlm.review.safecsv import write_rows


class CheckedDraft(BaseModel):
    model_config = ConfigDict(extra="forbid")

    line: int
    draft_id: str
    buyer_id: str
    passed: bool
    findings: list[Finding] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)  # why the line could not be checked


class CheckReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    drafts_path: str
    drafts: list[CheckedDraft]

    @property
    def all_passed(self) -> bool:
        return all(d.passed for d in self.drafts)

    def summary(self) -> dict:
        by_type = Counter(f.type.value for d in self.drafts for f in d.findings)
        return {
            "drafts": len(self.drafts),
            "passed": sum(d.passed for d in self.drafts),
            "flagged": sum(not d.passed and not d.errors for d in self.drafts),
            "unchecked": sum(bool(d.errors) for d in self.drafts),
            "findings": sum(by_type.values()),
            "findings_by_type": dict(sorted(by_type.items())),
        }

    def to_json_dict(self) -> dict:
        drafts = []
        for d in self.drafts:
            entry = {
                "draft_id": d.draft_id,
                "buyer_id": d.buyer_id,
                "passed": d.passed,
                "findings": [
                    f.model_dump(mode="json", include=FINDING_JSON_FIELDS) for f in d.findings
                ],
            }
            if d.errors:
                entry["errors"] = d.errors
            drafts.append(entry)
        return {"summary": self.summary(), "drafts": drafts}

    def to_text(self) -> str:
        out = []
        for d in self.drafts:
            state = "passed" if d.passed else ("unchecked" if d.errors else "FLAGGED")
            # a draft without its own draft_id (a journal's) is named by its buyer_id, once
            shown = d.buyer_id if d.draft_id == d.buyer_id else f"{d.draft_id}  {d.buyer_id}"
            out.append(f"{shown}  {state}")
            for error in d.errors:
                out.append(f"    {self.drafts_path}:{d.line}: {error}")
            for f in d.findings:
                expected = f" (expected {f.expected!r})" if f.expected else ""
                out.append(
                    f"    {f.severity.value:<7} {f.type.value:<18} {f.part}[{f.start}:{f.end}] "
                    f"{f.found!r}{expected}"
                )
        s = self.summary()
        out.append("")
        out.append(
            f"{s['drafts']} drafts: {s['passed']} passed, {s['flagged']} flagged, "
            f"{s['unchecked']} unchecked; {s['findings']} findings"
        )
        return "\n".join(out)

    def to_csv(self) -> str:
        buf = io.StringIO()
        header = ["draft_id", "buyer_id", "passed", *FINDING_JSON_FIELDS, "message"]
        rows = []
        for d in self.drafts:
            for f in d.findings:
                dumped = f.model_dump(mode="json")
                rows.append(
                    [d.draft_id, d.buyer_id, d.passed]
                    + [dumped[k] for k in FINDING_JSON_FIELDS]
                    + [dumped.get("message", "")]
                )
            for error in d.errors:
                rows.append(
                    [d.draft_id, d.buyer_id, d.passed] + [""] * len(FINDING_JSON_FIELDS) + [error]
                )
        write_rows(buf, header, rows)
        return buf.getvalue()


FINDING_JSON_FIELDS = ("type", "severity", "part", "start", "end", "found", "expected", "score")


def _entry(line: int, raw: str, buyers: dict[str, Buyer], context: CheckContext) -> CheckedDraft:
    fallback_id = f"line-{line}"
    try:
        obj = json.loads(raw)
    except json.JSONDecodeError as exc:
        return CheckedDraft(
            line=line,
            draft_id=fallback_id,
            buyer_id="",
            passed=False,
            errors=[f"not valid JSON: {exc.msg} (column {exc.colno})"],
        )
    if not isinstance(obj, dict):
        return CheckedDraft(
            line=line,
            draft_id=fallback_id,
            buyer_id="",
            passed=False,
            errors=["expected a JSON object"],
        )
    buyer_id = str(obj.get("buyer_id") or "")
    draft_id = str(obj.get("draft_id") or buyer_id or fallback_id)
    errors = []
    if obj.get("status") == "invalid":
        errors.append("the run marked this buyer row invalid: " + "; ".join(obj.get("errors", [])))
    if not buyer_id:
        errors.append("missing buyer_id")
    elif buyer_id not in buyers:
        errors.append(f"buyer_id {buyer_id!r} is not a valid row of the buyers file")
    for key in ("subject", "body"):
        if not errors and not isinstance(obj.get(key), str):
            errors.append(f"missing or non-text {key!r}")
    if errors:
        return CheckedDraft(
            line=line, draft_id=draft_id, buyer_id=buyer_id, passed=False, errors=errors
        )
    findings = check(Draft(subject=obj["subject"], body=obj["body"]), buyers[buyer_id], context)
    return CheckedDraft(
        line=line, draft_id=draft_id, buyer_id=buyer_id, passed=passed(findings), findings=findings
    )


def check_drafts(
    drafts_path: str | Path,
    buyers_path: str | Path,
    *,
    sender: Sender | None = None,
    checks_dir: str | Path | None = None,
    overrides: dict[str, str] | None = None,
    encoding: str | None = None,
    sheet: str | None = None,
) -> CheckReport:
    known = context_for_file(
        buyers_path, overrides, sender, checks_dir, encoding=encoding, sheet=sheet
    )
    buyers = {buyer.buyer_id: buyer for buyer in known.buyers}
    context = known.context
    path = Path(drafts_path)
    drafts = []
    try:
        with path.open(encoding="utf-8-sig") as fh:
            for line, raw in enumerate(fh, start=1):
                if raw.strip():
                    drafts.append(_entry(line, raw, buyers, context))
    except FileNotFoundError:
        raise InputError("drafts file not found", path=str(path)) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not valid UTF-8: {exc.reason}", path=str(path)) from exc
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", path=str(path)) from exc
    return CheckReport(drafts_path=str(path), drafts=drafts)
