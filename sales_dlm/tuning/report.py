"""Tuning outputs: tuning.json (the contract), tuning.md, tuning.png (needs matplotlib) and
tuning.html (html.py); the table and the recommendation are worded here for every format."""

from __future__ import annotations

import json
from pathlib import Path

from sales_dlm.contract import attempt_label
from sales_dlm.tuning.compare import render_comparisons
from sales_dlm.tuning.results import TuningResult


def _fmt(value, spec: str = "") -> str:
    if value is None:
        return "—"
    return format(value, spec) if spec else str(value)


TABLE_HEADER = (
    "decoder",
    "steps",
    "review rate",
    "drafts/s",
    "tokens/s",
    "p50 s",
    "p95 s",
    "forwards/draft",
    "cost / 1k drafts",
    "escalation: final review rate",
    "escalation: mean steps",
)


def table_rows(result: TuningResult) -> list[tuple[str, ...]]:
    """One row of TABLE_HEADER's cells per setting, as every format prints them."""
    rows = []
    for r in result.rows:
        esc = r.escalation
        rows.append(
            (
                r.decoder,
                _fmt(r.steps),
                f"{r.review_rate:.1%}",
                _fmt(r.drafts_per_s),
                _fmt(r.tokens_per_s),
                str(r.p50_s),
                str(r.p95_s),
                str(r.forwards_per_draft),
                str(r.cost_per_1k),
                _fmt(esc and esc.final_review_rate, ".1%"),
                _fmt(esc and esc.mean_steps_spent),
            )
        )
    return rows


def errors_by_setting(result: TuningResult) -> list[tuple[str, str]]:
    """(setting, "company_misspelled 2, title_wrong 1" or "none") per row."""
    return [
        (
            attempt_label(r.decoder, r.steps),
            ", ".join(f"{t} {n}" for t, n in r.errors_by_type.items()) or "none",
        )
        for r in result.rows
    ]


def context_line(result: TuningResult, quote=str) -> str:
    """What was measured, where, and at what cost; `quote` marks up the model and device."""
    return (
        f"Model {quote(result.model)} on {quote(result.device)}, {result.sample} sampled "
        f"buyers, quality bar {result.quality_bar:.1%} in review; cost at "
        f"{result.hour_cost_usd} USD per {result.hour_cost_kind.upper()}-hour."
    )


def recommendation(result: TuningResult) -> tuple[str, str]:
    """(headline, the rest): what to use and why, or that no setting meets the bar and which
    came closest (then not as a verdict)."""
    rec = result.recommendation
    choice = f"{rec.decoder} at {rec.steps} steps" if rec.steps else rec.decoder
    speed = (
        f", {rec.speedup_vs_ar}x the drafts/s of AR" if rec.speedup_vs_ar not in (None, 1.0) else ""
    )
    if rec.meets_bar:
        return f"Recommendation: {choice}", f"{rec.reason}{speed}."
    return (
        f"No setting meets the {result.quality_bar:.1%} bar.",
        f"The closest is {choice}, with {rec.review_rate:.1%} of drafts in review{speed}: "
        "raise the bar, use a stronger model, or review these drafts by hand.",
    )


def render_markdown(result: TuningResult) -> str:
    lines = [
        "# sales-dlm tuning",
        "",
        context_line(result, quote=lambda value: f"`{value}`"),
        "",
        "| " + " | ".join(TABLE_HEADER) + " |",
        "|" + "---|" * len(TABLE_HEADER),
    ]
    lines += ["| " + " | ".join(cells) + " |" for cells in table_rows(result)]
    lines += ["", "Errors by type (drafts with at least one):", ""]
    lines += [f"- {label}: {errors}" for label, errors in errors_by_setting(result)]
    for r in result.rows:
        if r.prompt_tokens_per_draft is not None:
            lines += [
                "",
                f"{attempt_label(r.decoder, r.steps)} on the endpoint: "
                f"{r.prompt_tokens_per_draft} prompt + {r.completion_tokens_per_draft} completion "
                "tokens per draft (the cost column prices these); p50/p95 are request latency.",
            ]
    for r in result.rows:
        if r.tokens_per_ar_forward is not None:
            lines += ["", f"{r.decoder}: {r.tokens_per_ar_forward} tokens per AR forward."]
    lines += render_comparisons(result)  # grounding and span repair, when compared
    headline, rest = recommendation(result)
    if result.recommendation.meets_bar:
        lines += ["", f"**{headline}** — {rest}", ""]
    else:
        lines += ["", f"**{headline}** {rest}", ""]
    return "\n".join(lines)


def plot(result: TuningResult, path: Path) -> Path | None:
    """Review rate and drafts/s against steps, AR as reference lines. None without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    rows = [r for r in result.rows if r.steps is not None]
    ar = next((r for r in result.rows if r.decoder == "ar"), None)
    steps = [r.steps for r in rows]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    left.plot(steps, [r.review_rate * 100 for r in rows], "o-", label="diffusion, fixed steps")
    left.plot(
        steps,
        [r.escalation.final_review_rate * 100 for r in rows],
        "s--",
        label="diffusion, escalating from here",
    )
    left.axhline(result.quality_bar * 100, color="green", linestyle=":", label="quality bar")
    if ar:
        left.axhline(ar.review_rate * 100, color="gray", linestyle="-.", label="AR")
    left.set(
        xscale="log",
        xlabel="denoising steps",
        ylabel="drafts in review (%)",
        title="Manual-review rate",
    )
    left.set_xticks(steps, [str(s) for s in steps])
    left.minorticks_off()  # log-scale minor labels ("3x10^1") collide with the step labels
    left.legend(fontsize=8)
    right.plot(steps, [r.drafts_per_s or 0 for r in rows], "o-", label="diffusion")
    if ar and ar.drafts_per_s:
        right.axhline(ar.drafts_per_s, color="gray", linestyle="-.", label="AR")
    right.set(
        xscale="log",
        xlabel="denoising steps",
        ylabel="drafts per second",
        title=f"Speed on {result.device}",
    )
    right.set_xticks(steps, [str(s) for s in steps])
    right.minorticks_off()
    right.legend(fontsize=8)
    fig.suptitle(f"sales-dlm tune: {result.model}, {result.sample} buyers")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def write_tuning(out_dir: Path, result: TuningResult) -> dict[str, Path | None]:
    """tuning.json, tuning.md, tuning.png (None without matplotlib) and tuning.html, which
    embeds the plot and so is written after it."""
    from sales_dlm.tuning.html import render_tuning_html  # html.py renders with this module

    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / "tuning.json"
    json_path.write_text(json.dumps(result.to_json(), indent=2) + "\n", encoding="utf-8")
    md_path = out_dir / "tuning.md"
    md_path.write_text(render_markdown(result), encoding="utf-8")
    png_path = plot(result, out_dir / "tuning.png")
    html_path = out_dir / "tuning.html"
    html_path.write_text(render_tuning_html(result, png_path), encoding="utf-8")
    return {"json": json_path, "md": md_path, "png": png_path, "html": html_path}
