"""What a draft run does (`DraftConfig`), and the fingerprint that makes `--resume` safe."""

from __future__ import annotations

import hashlib
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from sales_dlm.drafting.shard import Shard
from sales_dlm.endpoints.config import EndpointConfig

DecoderChoice = Literal["ar", "diffusion", "auto", "hybrid"]
GroundingChoice = Literal["on", "off", "auto"]
# --grounding as the decoders' options say it (None = the model's own default)
GROUNDING_OPTION = {"on": True, "off": False, "auto": None}


class DraftConfig(BaseModel):
    """What a draft run does. Every field that changes the drafts is in the run fingerprint."""

    model_config = ConfigDict(extra="forbid")

    template: str = "intro"
    # auto = diffusion with AR fallback: fast where diffusion holds, AR where it does not;
    # hybrid = the diffusion model drafts, the AR model verifies: AR's greedy drafts, faster
    decoder: DecoderChoice = "auto"
    model: str = "embedded"
    # the AR model used for --fallback ar when the main model is a diffusion model
    fallback_model: str = "embedded"
    # first and last diffusion step counts; each redraft doubles the steps (see schedule()).
    # 160: the embedded diffusion model passes held-out buyers only there (47/50 at 160, 17/50
    # at 128, <= 11/50 at 64; reports/decode.md), and starting lower and redrafting what fails
    # spent 1.9-2.9x the forwards of drafting at 160 at once for the same final review rate
    # (tune on buyers/sample.csv). `tune` measures where another model's quality lies.
    steps: int = Field(default=160, ge=1)
    max_steps: int = Field(default=160, ge=1)
    # None = "ar" for --decoder auto, "none" otherwise
    fallback: Literal["ar", "none"] | None = None
    device: str = "auto"
    # 16 prompts per decode call: batching is where the CPU and GPU speed comes from
    batch_size: int = Field(default=16, ge=1)
    seed: int = 0
    limit: int | None = Field(default=None, ge=0)
    trust_remote_code: bool = False
    # folder of the checker's knowledge files (a file it lacks is the shipped one); None = the
    # shipped checks/. The fingerprint holds what the files say, not where they are.
    checks_dir: str | None = None
    # how the buyer file is read: a CSV's encoding (None = detected), a workbook's sheet (None =
    # the first). In the fingerprint only when set, so runs begun before they existed resume.
    encoding: str | None = None
    sheet: str | None = None
    # grounded decoding (decoding/grounding.py): names from the records written exactly once
    # started. auto = on for the embedded models (diffusion: left-to-right rules only), off for
    # others, where it is not measured yet (reports/grounding.md). In the fingerprint only when
    # not auto, so runs begun before it existed resume.
    grounding: GroundingChoice = "auto"
    # span repair (decoding/repair.py): a diffusion draft that failed only on flagged spans
    # gets those spans rewritten before a full redraft. Off by default: on buyers/sample.csv
    # it passed 17 more drafts, 7 of which a careful reader would not send (a dropped article,
    # "Oy. Nordic Industrial Ltd.", a leftover "stainless"), and the checker did not see it
    # (reports/grounding.md). In the fingerprint only when on, so older runs resume.
    repair: Literal["on", "off"] = "off"
    # a hub id may be downloaded (else only a copy already in the hub cache is used); it
    # changes no draft, so it is not in the fingerprint
    allow_download: bool = False
    # an OpenAI-compatible server drafts for the `openai:MODEL` models (endpoints/config.py);
    # None = every model runs in this process. In the fingerprint only when set.
    endpoint: EndpointConfig | None = None
    # this process drafts one shard of the buyer file (drafting/shard.py); None = every row.
    # In the fingerprint only when set.
    shard: Shard | None = None

    @model_validator(mode="after")
    def _steps_order(self) -> DraftConfig:
        if self.max_steps < self.steps:
            raise ValueError(f"--max-steps {self.max_steps} is below --steps {self.steps}")
        return self

    @property
    def resolved_fallback(self) -> str:
        if self.fallback is not None:
            return self.fallback
        return "ar" if self.decoder == "auto" else "none"

    def schedule(self) -> list[tuple[str, int | None]]:
        """The attempts a draft may get, in order: (decoder, steps); AR has no step count."""
        if self.endpoint is not None:
            from sales_dlm.endpoints.schedule import endpoint_schedule

            plan = endpoint_schedule(self)
            if plan is not None:
                return plan
        if self.decoder in ("ar", "hybrid"):  # one attempt: a redraft would be the same text
            return [(self.decoder, None)]
        plan: list[tuple[str, int | None]] = []
        steps = self.steps
        while steps < self.max_steps:
            plan.append(("diffusion", steps))
            steps *= 2
        plan.append(("diffusion", self.max_steps))
        if self.resolved_fallback == "ar":
            plan.append(("ar", None))
        return plan

    def fingerprint(self) -> dict:
        """Settings that change the drafts; batch size, device and limit do not (batched
        decoding equals one-by-one decoding at temperature 0, and a limit only stops early).
        The template and checks are fingerprinted by their text (see `run_fingerprint`)."""
        unset = {key for key in ("encoding", "sheet", "shard") if getattr(self, key) is None}
        if self.grounding == "auto":
            unset.add("grounding")
        if self.repair == "off":
            unset.add("repair")
        data = self.model_dump(
            exclude={
                "batch_size",
                "device",
                "limit",
                "checks_dir",
                "allow_download",
                "endpoint",
                *unset,
            }
        )
        if self.endpoint is not None:
            data["endpoint"] = self.endpoint.fingerprint()
        return data


# The keys of a run's fingerprint (RUN/run.json), as the refusal to resume names them.
FINGERPRINT_KEYS = {
    "input": "the buyer file's path",
    "input_sha256": "the buyer file's content",
    "column_map": "the column map (--map)",
    "sender": "the sender profile (--sender)",
    "config": "the draft settings",
    "template_sha256": "the template's text (--template)",
    "checks_sha256": "the checker's knowledge files (--checks)",
}


def run_fingerprint(
    buyers_path: Path, overrides: dict[str, str] | None, sender, config: DraftConfig
) -> dict:
    """Everything that changes a run's drafts; `--resume` refuses when any of it differs."""
    from sales_dlm.drafting.journal import file_sha256
    from sales_dlm.prompts import load_template

    return {
        "input": str(buyers_path.resolve()),
        "input_sha256": file_sha256(buyers_path),
        "column_map": dict(overrides or {}),
        "sender": sender.model_dump(),
        "config": config.fingerprint(),
        "template_sha256": file_sha256(load_template(config.template).path),
        "checks_sha256": checks_sha256(config.checks_dir),
    }


def checks_sha256(checks_dir: str | Path | None) -> str:
    """sha256 over the name and content of every knowledge file the checker reads from
    `checks_dir` (a file the folder lacks is the shipped one; None = the shipped checks/)."""
    from sales_dlm.drafting.journal import file_sha256
    from sales_dlm.facts.knowledge import load_knowledge

    read = load_knowledge(Path(checks_dir) if checks_dir else None).paths
    listing = "".join(
        f"{Path(path).name} {file_sha256(Path(path))}\n"
        for path in sorted(read, key=lambda p: Path(p).name)
    )
    return hashlib.sha256(listing.encode("utf-8")).hexdigest()


def fingerprint_changes(previous: dict, current: dict) -> list[str]:
    """What differs between a run's manifest (`previous`) and this run's fingerprint, one
    line each, naming only what changed: within the settings, the sender and the column map,
    the keys that differ (`--seed was 0, now 5`), not the whole record. A key the manifest
    lacks was not recorded by the version that wrote it: that is not a change (runs started
    before the template and checks were fingerprinted resume)."""

    def shown(key: str, value) -> str:
        if key.endswith("_sha256") and isinstance(value, str):
            return repr(value[:12] + "...")
        return repr(value)

    if not isinstance(previous, dict):
        return ["the run manifest run.json is not a JSON object"]
    changes = []
    for key in sorted(previous):
        old, new = previous[key], current.get(key)
        if old == new:
            continue
        what = FINGERPRINT_KEYS.get(key, key)
        if isinstance(old, dict) and isinstance(new, dict):
            changes.append(f"{what} changed: " + "; ".join(_dict_changes(key, old, new)))
        else:
            changes.append(f"{what} changed: {key} was {shown(key, old)}, now {shown(key, new)}")
    return changes


def _dict_changes(key: str, old: dict, new: dict) -> list[str]:
    """`--seed was 0, now 5` for each key of a recorded dict that differs (the settings are
    named as their options, the sender's and the column map's fields as they are)."""

    def name(field: str) -> str:
        return "--" + field.replace("_", "-") if key == "config" else field

    def value(record: dict, field: str) -> str:
        if field in record:
            return repr(record[field])
        # a setting left out of the fingerprint at its default (grounding, repair) is that default
        known = DraftConfig.model_fields.get(field) if key == "config" else None
        return "not set" if known is None or known.default is None else repr(known.default)

    return [
        f"{name(field)} was {value(old, field)}, now {value(new, field)}"
        for field in sorted(set(old) | set(new))
        if (field in old, old.get(field)) != (field in new, new.get(field))
    ]


def default_run_dir(buyers_path: Path, root: Path = Path("runs")) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return root / f"{buyers_path.stem}-{stamp}"
