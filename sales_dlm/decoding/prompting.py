"""How a prompt string becomes model input ids. Shared by decoding AND training: keep stable.

The training code builds each example as

    encode_prompt(tokenizer, prompt) + encode_response(tokenizer, response)

so that at decode time the model sees exactly the prefix it was trained on and continues with a
response in the format `Subject: <subject line>\\n<body...>` followed by an end token.

encode_prompt:
  * tokenizer with a chat template (instruct models): the template applied to one user message,
    with the generation prompt (the assistant turn header) appended.
  * otherwise (the embedded tokenizer, plain LMs): [bos] (if the tokenizer has one)
    + tokens(prompt) + [sep] (if it has one; the embedded tokenizer's sep means "the response
    starts here"). No other special tokens are added.
encode_response:
  tokens(response) + [eos] (if the tokenizer has one). A diffusion training example may then be
  filled up to the canvas length with more eos tokens (LLaDA-style) or pad tokens: the sampler
  stops reading at the first end token.
"""

from __future__ import annotations

from typing import Any

USER_ROLE = "user"


def _tokens(tokenizer: Any, text: str) -> list[int]:
    return list(tokenizer(text, add_special_tokens=False)["input_ids"])


def has_chat_template(tokenizer: Any) -> bool:
    return bool(getattr(tokenizer, "chat_template", None))


def encode_prompt(tokenizer: Any, prompt: str) -> list[int]:
    """Ids the model reads before it writes the response (see module docstring)."""
    if has_chat_template(tokenizer):
        text = tokenizer.apply_chat_template(
            [{"role": USER_ROLE, "content": prompt}], tokenize=False, add_generation_prompt=True
        )
        # the template already spells out bos etc. as text: don't add them a second time
        return _tokens(tokenizer, text)
    ids: list[int] = []
    if tokenizer.bos_token_id is not None:
        ids.append(tokenizer.bos_token_id)
    ids += _tokens(tokenizer, prompt)
    if tokenizer.sep_token_id is not None:
        ids.append(tokenizer.sep_token_id)
    return ids


def encode_response(tokenizer: Any, response: str) -> list[int]:
    """Ids of a training target: the response text then the end (eos) token, if any."""
    ids = _tokens(tokenizer, response)
    if tokenizer.eos_token_id is not None:
        ids.append(tokenizer.eos_token_id)
    return ids


def format_response(subject: str, body: str) -> str:
    """The response text the models are trained to produce (inverse of text.parse_email)."""
    return f"Subject: {subject}\n{body}"
