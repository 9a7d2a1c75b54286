"""A byte-level BPE tokenizer trained on the corpus, wrapped as `PreTrainedTokenizerFast`.

Byte-level means every string tokenises and decodes back exactly, whatever its script: a
company name the corpus never saw is spelled out in smaller pieces, never replaced by <unk>.
Specials: <pad>, <mask> (diffusion), <eos> (end of email), <sep> (end of prompt; the decoders'
`encode_prompt` appends it for tokenizers without a chat template).
"""

from __future__ import annotations

from collections.abc import Iterable

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

PAD, MASK, EOS, SEP = "<pad>", "<mask>", "<eos>", "<sep>"
SPECIALS = [PAD, MASK, EOS, SEP]
# 2,000 tokens: the range (1,600-2,000) of the earlier runs that learnt to copy; prompts are ~72
# tokens and emails ~115. A bigger vocabulary shortens sequences a little but spreads the few
# training examples over more embeddings; a smaller one lengthens every sequence.
VOCAB_SIZE = 2000


def train_tokenizer(texts: Iterable[str], vocab_size: int = VOCAB_SIZE) -> PreTrainedTokenizerFast:
    """Byte-level BPE on `texts`, with the four specials at ids 0-3."""
    core = Tokenizer(models.BPE())
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=SPECIALS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),  # all 256 bytes: nothing is unknown
        show_progress=False,
    )
    core.train_from_iterator(texts, trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=core,
        pad_token=PAD,
        mask_token=MASK,
        eos_token=EOS,
        sep_token=SEP,
        clean_up_tokenization_spaces=False,  # keep " ," and similar exactly as written
    )
    tokenizer.padding_side = "left"  # batched AR generation pads on the left
    assert tokenizer.convert_tokens_to_ids(SPECIALS) == [0, 1, 2, 3], "specials must be ids 0-3"
    return tokenizer
