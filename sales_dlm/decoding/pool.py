"""Models and decoders for a draft run, loaded lazily and once: the pipeline's `DecoderPool`.

The AR model is loaded only if a draft actually falls back to it, so a run whose diffusion
drafts all pass never pays for a second model.
"""

from __future__ import annotations

from sales_dlm.drafting.pipeline import DraftConfig


class ModelPool:
    """(decoder name, steps) -> (Decoder, options, model name), loading each model once."""

    def __init__(self, config: DraftConfig):
        self.config = config
        self._decoders: dict[str, object] = {}
        self._names: dict[str, str] = {}

    def _decoder(self, name: str):
        if name not in self._decoders:
            from sales_dlm.decoding import get_decoder
            from sales_dlm.models import load

            model = self.config.model
            if name == "ar" and self.config.decoder != "ar":
                model = self.config.fallback_model  # the fallback behind a diffusion model
            loaded = load(model, kind="ar" if name == "ar" else "diffusion",
                          device=self.config.device,
                          trust_remote_code=self.config.trust_remote_code)
            backend = name
            if name == "diffusion" and loaded.kind == "diffusion_gemma":
                backend = "diffusion_gemma"
            self._decoders[name] = get_decoder(backend, loaded)
            self._names[name] = model
        return self._decoders[name]

    def device_name(self) -> str:
        for decoder in self._decoders.values():
            return str(decoder.loaded.device)
        return ""

    def get(self, decoder: str, steps: int | None):
        backend = self._decoder(decoder)
        options = backend.default_options()
        update: dict = {"seed": self.config.seed}
        if steps is not None:
            update["steps"] = steps
        options = options.model_copy(update=update)
        options = type(options).model_validate(options.model_dump())  # re-check invariants
        return backend, options, self._names[decoder]

    def check_steps(self, steps: list[int]) -> None:
        """Raise ModelError now if the diffusion model cannot decode at one of these step
        counts (a block-causal model needs whole blocks), before a run drafts anything."""
        for count in steps:
            backend, options, _ = self.get("diffusion", count)
            resolve = getattr(backend, "resolve_options", None)
            if resolve is not None:
                resolve(options)
