"""Models and decoders for a run, loaded lazily and once: the drafting core's `DecoderPool`.

The AR model is loaded only if a draft actually reaches it, so a run whose diffusion drafts all
pass never pays for a second model. A model named `openai:MODEL` is not loaded at all: its
decoder sends requests to the run's endpoint (decoding/endpoint.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from sales_dlm.drafting.config import GROUNDING_OPTION
from sales_dlm.endpoints.config import is_endpoint_model

# what a run's summary names as its device when an endpoint drafted
ENDPOINT_DEVICE = "endpoint"


class ModelPool:
    """(decoder name, steps) -> (Decoder, options, model name), loading each model once.

    `diffusion_model` serves diffusion attempts and `ar_model` AR ones: for `--decoder ar` both
    are the run's model, behind a diffusion model the AR model is its fallback. "hybrid" attempts
    use both, the diffusion model drafting for the AR model (hybrid.py), and name the AR model:
    their drafts are its greedy drafts. "fallback" attempts (after an AR endpoint's ladder,
    endpoints/schedule.py) use `fallback_model`.
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
        endpoint=None,
        fallback_model: str = "embedded",
    ):
        self.models = {"diffusion": diffusion_model, "ar": ar_model, "fallback": fallback_model}
        self.endpoint = endpoint  # EndpointConfig of the openai: models, or None
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
            endpoint=getattr(config, "endpoint", None),
            fallback_model=config.fallback_model,
        )

    def _decoder(self, name: str):
        if name == "hybrid" and name not in self._decoders:
            from sales_dlm.decoding import get_decoder

            ar, drafter = self._decoder("ar").loaded, self._decoder("diffusion").loaded
            self._decoders[name] = get_decoder("hybrid", ar, drafter=drafter)
        if name not in self._decoders and is_endpoint_model(self.models[name]):
            self._decoders[name] = self._endpoint_decoder(name)
        if name not in self._decoders:
            from sales_dlm.decoding import get_decoder
            from sales_dlm.models import load

            kind = "ar" if name == "fallback" else name
            loaded = load(
                self.models[name],
                kind=kind,
                device=self.device,
                trust_remote_code=self.trust_remote_code,
                allow_download=self.allow_download,
            )
            backend = kind
            if name == "diffusion" and loaded.kind == "diffusion_gemma":
                backend = "diffusion_gemma"
            self._decoders[name] = get_decoder(backend, loaded)
        return self._decoders[name]

    def _endpoint_decoder(self, name: str):
        from sales_dlm.decoding.endpoint import EndpointDecoder
        from sales_dlm.errors import ModelError

        model = self.models[name]
        if self.endpoint is None:
            raise ModelError(f"{model} is served by an endpoint: give its --base-url")
        kind = "diffusion" if name == "diffusion" else "ar"
        return EndpointDecoder(model, self.endpoint, kind=kind, seed=self.seed)

    def reads_notes(self, decoders: Iterable[str]) -> bool:
        """Whether every model these decoders use was trained with the buyers' notes in its
        prompt (config `prompt_notes`): a run renders one prompt per buyer for all its
        attempts, so notes go in only when each model reads them. Told by the model folder's
        config.json, without loading weights; an endpoint or a hub id: no."""
        used = set()
        for name in decoders:
            used |= {"ar", "diffusion"} if name == "hybrid" else {name}
        return bool(used) and all(self._reads_notes(name) for name in used)

    def _reads_notes(self, name: str) -> bool:
        from sales_dlm.models.loading import EMBEDDED_MODEL_DIRS

        model = self.models[name]
        if is_endpoint_model(model):
            return False
        kind = "ar" if name == "fallback" else name
        folder = EMBEDDED_MODEL_DIRS[kind] if model == "embedded" else Path(model)
        try:
            config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        return config.get("prompt_notes") is True

    def device_name(self) -> str:
        """Where the models ran: the first loaded model's device, or "endpoint"."""
        for decoder in self._decoders.values():
            loaded = getattr(decoder, "loaded", None)
            return str(loaded.device) if loaded is not None else ENDPOINT_DEVICE
        return ""

    def get(self, decoder: str, steps: int | None, rung: int = 0):
        """rung: how many times this setting came before in the schedule (an AR endpoint's
        redrafts climb its temperatures; in-process decoders have no rungs)."""
        backend = self._decoder(decoder)
        options_for = getattr(backend, "options_for", None)
        if options_for is not None:  # an endpoint
            return backend, options_for(steps, rung), self.models[decoder]
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
