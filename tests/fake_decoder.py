"""A decoder test double: writes a correct email from the prompt's facts, or a flawed one.

`needs` maps a company to the step count it needs: below that the draft misspells the
company (a realistic diffusion slip); at or above it the draft is clean. AR is always clean
unless the company is in `ar_fails`. Every call is recorded, so tests can see the batching.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from sales_dlm.decoding.base import DecodeResult
from sales_dlm.inputs.records import DEFAULT_SENDER


def facts_from_prompt(prompt: str) -> dict[str, str]:
    keys = {"Buyer company": "company", "Contact": "contact", "Title": "title",
            "Country": "country", "Category": "category"}
    facts = {}
    for line in prompt.splitlines():
        key, _, value = line.partition(": ")
        if key in keys:
            facts[keys[key]] = value
    return facts


def email_for(facts: dict[str, str], company: str) -> tuple[str, str]:
    first = facts.get("contact", "").split(" ")[0] or "Sir or Madam"
    category = facts.get("category", "our products")
    subject = f"{category.capitalize()} for {company}"
    stop = "" if company.endswith(".") else "."  # "Tanaka Shoji K.K." ends its own sentence
    body = (
        f"Dear {first},\n\n"
        f"I am writing to you as {facts.get('title', 'a buyer')} at {company}{stop} "
        f"We export {category} to {facts.get('country', 'your market')} and would like to "
        f"support {company}{stop}\n\n"
        f"Best regards,\n{DEFAULT_SENDER.name}\n{DEFAULT_SENDER.title}\n{DEFAULT_SENDER.company}"
    )
    return subject, body


def misspell(company: str) -> str:
    # swap two letters inside the first word: "Nordhavn" -> "Nodrhavn"
    word = company.split(" ")[0]
    if len(word) < 4:
        return "X" + company
    swapped = word[0] + word[2] + word[1] + word[3:]
    return company.replace(word, swapped, 1)


@dataclass
class FakeDecoder:
    name: str
    needs: dict[str, int] = field(default_factory=dict)
    ar_fails: set[str] = field(default_factory=set)
    calls: list[tuple[int | None, int]] = field(default_factory=list)
    sleep: float = 0.0

    def decode(self, prompts, options=None) -> list[DecodeResult]:
        steps = getattr(options, "steps", None) if self.name == "diffusion" else None
        self.calls.append((steps, len(prompts)))
        if self.sleep:
            time.sleep(self.sleep)
        results = []
        for prompt in prompts:
            facts = facts_from_prompt(prompt)
            company = facts["company"]
            if self.name in ("ar", "hybrid"):  # hybrid drafts are AR's greedy drafts
                ok = company not in self.ar_fails
            else:
                ok = steps >= self.needs.get(company, 0)
            subject, body = email_for(facts, company if ok else misspell(company))
            results.append(DecodeResult(
                text=f"Subject: {subject}\n{body}", subject=subject, body=body,
                # as the real decoders: AR has no denoising steps (steps = steps_used = 0)
                tokens=list(range(40)), forwards=steps or 40, steps=steps or 0,
                steps_used=steps or 0, seconds=0.001,
                ar_forwards=8 if self.name == "hybrid" else None,
            ))
        return results


@dataclass
class FakePool:
    diffusion: FakeDecoder = field(default_factory=lambda: FakeDecoder("diffusion"))
    ar: FakeDecoder = field(default_factory=lambda: FakeDecoder("ar"))
    hybrid: FakeDecoder = field(default_factory=lambda: FakeDecoder("hybrid"))

    def get(self, decoder: str, steps: int | None):
        backend = {"ar": self.ar, "hybrid": self.hybrid}.get(decoder, self.diffusion)

        class Options:
            pass

        options = Options()
        options.steps = steps
        return backend, options, f"fake-{decoder}"

    def device_name(self) -> str:
        return "cpu"

    def check_steps(self, steps: list[int]) -> None:
        self.checked_steps = list(steps)


def install_pool(monkeypatch, pool: FakePool) -> FakePool:
    """Make the CLI's model pool this fake (`draft` builds it with ModelPool.for_run, `tune`
    and `review` with ModelPool(...))."""
    import sales_dlm.decoding.pool

    class Stub:
        def __new__(cls, *args, **kwargs):
            return pool

        for_run = staticmethod(lambda config: pool)

    monkeypatch.setattr(sales_dlm.decoding.pool, "ModelPool", Stub)
    return pool
