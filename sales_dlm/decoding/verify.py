"""The hybrid decoder's verify step and its model checks: which draft tokens the AR model
accepts (greedy: where its argmax agrees; sampling: speculative sampling), and whether two models
can share drafts at all (one vocabulary with the same ids)."""

from __future__ import annotations

import torch

from sales_dlm.errors import ModelError
from sales_dlm.models.loading import LoadedModel


def target_probs(logits: torch.Tensor, temperature: float, top_p: float) -> torch.Tensor:
    """The AR's sampling distribution as `ar` decoding (transformers' generate) warps it:
    temperature, then top_p. logits (T, V) -> probabilities (T, V)."""
    from transformers.generation.logits_process import (
        TemperatureLogitsWarper,
        TopPLogitsWarper,
    )

    scores = TemperatureLogitsWarper(temperature)(None, logits.float())
    if top_p < 1.0:
        scores = TopPLogitsWarper(top_p)(None, scores)
    return torch.softmax(scores, dim=-1)


def speculative_accept(
    draft: list[int],
    draft_probs: torch.Tensor | None,
    target: torch.Tensor,
    generator: torch.Generator,
) -> list[int]:
    """Speculative sampling: the accepted draft prefix and one token drawn by the AR's rule.

    draft_probs (len(draft), V): q, what each draft token was drawn from; target
    (len(draft) + 1, V): p, the AR's distribution at each draft position and after the draft.
    Accept d with probability min(1, p(d) / q(d)); at the first rejection draw from
    normalise(max(0, p - q)); after a full acceptance draw from p. Each output token is then
    distributed as p given the tokens before it (Leviathan et al. 2023, Theorem 1)."""
    accepted: list[int] = []
    for index, token in enumerate(draft):
        p = target[index, token]
        q = draft_probs[index, token].to(target.device)
        if torch.rand((), generator=generator, device=target.device) * q <= p:
            accepted.append(token)
            continue
        residual = (target[index] - draft_probs[index].to(target.device)).clamp(min=0)
        if float(residual.sum()) <= 0:  # p == q up to rounding: then p itself
            residual = target[index]
        accepted.append(int(torch.multinomial(residual, 1, generator=generator)))
        return accepted
    accepted.append(int(torch.multinomial(target[len(draft)], 1, generator=generator)))
    return accepted


def draft_cut(draft: list[int], end_ids: set[int]) -> int:
    """How much of a draft the AR reads: up to and including its first end token."""
    for index, token in enumerate(draft):
        if token in end_ids:
            return index + 1
    return len(draft)


def accept_greedy(draft: list[int], logits: torch.Tensor, matcher=None) -> list[int]:
    """The longest draft prefix the AR's argmax agrees with, then the AR's token after it.

    logits (len(draft) + 1, V). With a grounding `matcher` (grounding.Matcher of the row, fed
    every accepted token here) the argmax is taken over the tokens a started grounded string
    allows, as the `ar` decoder's GroundingProcessor does."""
    if matcher is None:
        best = logits.argmax(dim=-1).tolist()  # (len(draft) + 1,)
        accepted: list[int] = []
        for token, wanted in zip(draft, best, strict=False):
            if token != wanted:
                break
            accepted.append(token)
        accepted.append(best[len(accepted)])
        return accepted
    from sales_dlm.decoding.grounding import restrict

    accepted = []
    for position in range(len(draft) + 1):
        scores, allowed = logits[position], matcher.allowed()
        wanted = int((scores if allowed is None else restrict(scores, allowed)).argmax())
        accepted.append(wanted)
        matcher.feed(wanted)
        if position == len(draft) or draft[position] != wanted:
            break
    return accepted


def check_shared_tokenizer(ar: LoadedModel, drafter: LoadedModel) -> None:
    """ModelError unless the two models read and write the same ids: the AR checks the drafter's
    ids one by one, so a token must mean the same to both."""
    ar_vocab, draft_vocab = ar.tokenizer.get_vocab(), drafter.tokenizer.get_vocab()
    if ar_vocab != draft_vocab:
        differ = len(set(ar_vocab.items()) ^ set(draft_vocab.items()))
        raise ModelError(
            f"the AR model {ar.name!r} and the drafter {drafter.name!r} do not share a "
            f"tokenizer ({len(ar_vocab)} vs {len(draft_vocab)} tokens, {differ} token-id pairs "
            "differ): the hybrid decoder needs one vocabulary with the same ids"
        )
    for what in ("bos_token_id", "eos_token_id", "sep_token_id"):
        a, d = getattr(ar.tokenizer, what, None), getattr(drafter.tokenizer, what, None)
        if a != d:
            raise ModelError(
                f"the AR model {ar.name!r} and the drafter {drafter.name!r} disagree on "
                f"{what} ({a} vs {d}): prompts would be encoded differently for each"
            )
    sizes = (_vocab_rows(ar.model), _vocab_rows(drafter.model))
    if None not in sizes and sizes[0] != sizes[1]:
        raise ModelError(
            f"the AR model {ar.name!r} and the drafter {drafter.name!r} have output layers of "
            f"{sizes[0]} and {sizes[1]} tokens: the hybrid decoder needs one vocabulary"
        )


def _vocab_rows(model: torch.nn.Module) -> int | None:
    head = model.get_output_embeddings() if hasattr(model, "get_output_embeddings") else None
    weight = getattr(head, "weight", None)
    return None if weight is None else int(weight.shape[0])


# generation_config settings that make `generate` (the `ar` decoder) pick other tokens than the
# plain argmax the verify step takes, with the value that turns each off
GREEDY_CHANGING = {
    "repetition_penalty": 1.0,
    "encoder_repetition_penalty": 1.0,
    "no_repeat_ngram_size": 0,
    "bad_words_ids": None,
    "suppress_tokens": None,
    "begin_suppress_tokens": None,
    "sequence_bias": None,
    "min_length": 0,
    "min_new_tokens": None,
    "forced_bos_token_id": None,
    "forced_eos_token_id": None,
}


def check_plain_greedy(ar: LoadedModel) -> None:
    """ModelError when the AR model's generation_config changes greedy decoding (a repetition
    penalty, banned words, a minimum length...): the hybrid decoder's output would then differ
    from the `ar` decoder's, which applies them."""
    config = getattr(ar.model, "generation_config", None)
    if config is None:
        return
    changed = {
        name: getattr(config, name)
        for name, off in GREEDY_CHANGING.items()
        if getattr(config, name, off) not in (off, [], {}) and getattr(config, name) is not None
    }
    if changed:
        settings = ", ".join(f"{name}={value!r}" for name, value in changed.items())
        raise ModelError(
            f"the AR model {ar.name!r} has generation settings that change greedy decoding "
            f"({settings}); the hybrid decoder verifies with the plain argmax and would not "
            "reproduce the `ar` decoder's drafts: reset them in its generation_config.json"
        )
