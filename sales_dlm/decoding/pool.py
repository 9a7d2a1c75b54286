"""Models and decoders for a run, loaded lazily and once: the drafting core's `DecoderPool`.

The AR model is loaded only if a draft actually reaches it, so a run whose diffusion drafts all
pass never pays for a second model.
"""

from __future__ import annotations

from sales_dlm.drafting.config import GROUNDING_OPTION


class ModelPool:
    """(decoder name, steps) -> (Decoder, options, model name), loading each model once.

    `diffusion_model` serves diffusion attempts and `ar_model` AR ones: for `--decoder ar` both
    are the run's model, behind a diffusion model the AR model is its fallback. "hybrid" attempts
    use both, the diffusion model drafting for the AR model (hybrid.py), and name the AR model:
    their drafts are its greedy drafts.
    """

    def __init__(
        self,
        *,
        diffusion_model: str = "embedded",
        ar_model: str = "embedded",
        device: str = "auto",
        seed: int = 0,
        trust_remote_code: bool = False,
        allow_download: bool = True,
        grounding: bool | None = None,
    ):
        self.models = {"diffusion": diffusion_model, "ar": ar_model}
        self.device = device
        self.seed = seed
        self.trust_remote_code = trust_remote_code
        self.allow_download = allow_download  # False: a hub id only from the local hub cache
        self.grounding = grounding  # the decoders' option: None = each model's default
        self._decoders: dict[str, object] = {}

    @classmethod
    def for_run(cls, config) -> ModelPool:
        """The pool a `DraftConfig` (or anything with its model fields) asks for."""
        ar_model = config.model if config.decoder == "ar" else config.fallback_model
        return cls(
            diffusion_model=config.model,
            ar_model=ar_model,
            device=config.device,
            seed=config.seed,
            trust_remote_code=config.trust_remote_code,
            allow_download=getattr(config, "allow_download", True),
            grounding=GROUNDING_OPTION[getattr(config, "grounding", "auto")],
        )

    def _decoder(self, name: str):
        if name == "hybrid" and name not in self._decoders:
            from sales_dlm.decoding import get_decoder

            ar, drafter = self._decoder("ar").loaded, self._decoder("diffusion").loaded
            self._decoders[name] = get_decoder("hybrid", ar, drafter=drafter)
        if name not in self._decoders:
            from sales_dlm.decoding import get_decoder
            from sales_dlm.models import load

            loaded = load(
                self.models[name],
                kind=name,
                device=self.device,
                trust_remote_code=self.trust_remote_code,
                allow_download=self.allow_download,
            )
            backend = name
            if name == "diffusion" and loaded.kind == "diffusion_gemma":
                backend = "diffusion_gemma"
            self._decoders[name] = get_decoder(backend, loaded)
        return self._decoders[name]

    def device_name(self) -> str:
        for decoder in self._decoders.values():
            return str(decoder.loaded.device)
        return ""

    def get(self, decoder: str, steps: int | None):
        backend = self._decoder(decoder)
        options = backend.default_options()
        update: dict = {"seed": self.seed}
        if steps is not None:
            update["steps"] = steps
        if "grounding" in type(options).model_fields:
            update["grounding"] = self.grounding
        options = options.model_copy(update=update)
        options = type(options).model_validate(options.model_dump())  # re-check invariants
        return backend, options, self.models["ar" if decoder == "hybrid" else decoder]

    def check_steps(self, steps: list[int]) -> None:
        """Raise ModelError now if the diffusion model cannot decode at one of these step
        counts (a block-causal model needs whole blocks), before a run drafts anything."""
        for count in steps:
            backend, options, _ = self.get("diffusion", count)
            resolve = getattr(backend, "resolve_options", None)
            if resolve is not None:
                resolve(options)
