"""Device choice and model loading (local folders only: no test touches the network)."""

from __future__ import annotations

import json

import pytest
import torch
from tiny_models import (
    tiny_bert,
    tiny_bidirectional_llama,
    tiny_diffusion_gemma,
    tiny_llama,
    tiny_modernbert,
    tiny_tokenizer,
)

from sales_dlm.errors import DeviceError, ModelError
from sales_dlm.models import default_dtype, detect_kind, load, resolve_device, wrap
from sales_dlm.models import loading as loading_module

# ---------------------------------------------------------------- devices


def test_auto_picks_cuda_then_mps_then_cpu(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr("sales_dlm.models.device._mps_available", lambda: False)
    assert resolve_device("auto") == torch.device("cpu")
    assert resolve_device(None) == torch.device("cpu")
    monkeypatch.setattr("sales_dlm.models.device._mps_available", lambda: True)
    assert resolve_device("auto") == torch.device("mps")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    assert resolve_device("auto") == torch.device("cuda")


def test_explicit_devices(monkeypatch):
    assert resolve_device("cpu") == torch.device("cpu")
    assert resolve_device(" CPU ") == torch.device("cpu")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr("sales_dlm.models.device._mps_available", lambda: False)
    with pytest.raises(DeviceError, match="CUDA is not available"):
        resolve_device("cuda")
    with pytest.raises(DeviceError, match="CUDA is not available"):
        resolve_device("cuda:1")
    with pytest.raises(DeviceError, match="MPS is not available"):
        resolve_device("mps")
    with pytest.raises(DeviceError, match="unknown device"):
        resolve_device("tpu")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    assert resolve_device("cuda:0") == torch.device("cuda:0")
    with pytest.raises(DeviceError, match="has 1 CUDA"):
        resolve_device("cuda:1")


def test_default_dtype():
    assert default_dtype("cpu") == torch.float32
    assert default_dtype(torch.device("mps")) == torch.float32
    if torch.cuda.is_available() and torch.cuda.is_bf16_supported():
        assert default_dtype("cuda") == torch.bfloat16


# ---------------------------------------------------------------- kind detection


def test_detect_kind():
    assert detect_kind(tiny_llama().config) == "causal"
    assert detect_kind(tiny_modernbert().config) == "diffusion"
    assert detect_kind(tiny_bert().config, "BertForMaskedLM") == "diffusion"
    assert detect_kind(tiny_diffusion_gemma().config) == "diffusion_gemma"
    # the embedded diffusion model's recipe
    assert detect_kind(tiny_bidirectional_llama().config) == "diffusion"

    class Remote:
        model_type = "llada"
        architectures = ["LLaDAModelLM"]

    assert detect_kind(Remote()) == "diffusion"

    class Unknown:
        model_type = "vision-thing"
        architectures = ["ThingForImageClassification"]

    with pytest.raises(ModelError, match="cannot tell"):
        detect_kind(Unknown())


# ---------------------------------------------------------------- loading


def save(model, folder):
    model.save_pretrained(folder)
    tiny_tokenizer().save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    root = tmp_path_factory.mktemp("models")
    return {
        "ar": save(tiny_llama(), root / "ar"),
        "diffusion": save(tiny_modernbert(torch.float32), root / "diffusion"),
    }


def test_load_local_causal(saved):
    loaded = load(saved["ar"], kind="ar", device="cpu")
    assert loaded.kind == "causal" and loaded.device == torch.device("cpu")
    assert loaded.dtype == torch.float32 and not loaded.model.training
    tok = tiny_tokenizer()
    assert loaded.end_token_ids[0] == tok.eos_token_id and loaded.pad_token_id == tok.pad_token_id
    assert loaded.name == str(saved["ar"])
    ids = torch.tensor([[5, 6, 7]])
    expected = tiny_llama()(input_ids=ids).logits
    assert torch.allclose(loaded.model(input_ids=ids).logits, expected)


def test_load_local_diffusion_with_dtype(saved):
    loaded = load(str(saved["diffusion"]), kind="diffusion", device="cpu", dtype="float64")
    assert loaded.kind == "diffusion" and loaded.dtype == torch.float64
    assert loaded.mask_token_id == tiny_tokenizer().mask_token_id
    detected = load(saved["diffusion"], device="cpu")  # kind None: whatever the folder holds
    assert detected.kind == "diffusion"


def test_load_bidirectional_llama_as_diffusion(tmp_path):
    folder = save(tiny_bidirectional_llama(), tmp_path / "bidi")
    loaded = load(folder, kind="diffusion", device="cpu")
    assert loaded.kind == "diffusion" and loaded.logits_shift
    assert loaded.mask_token_id == tiny_tokenizer().mask_token_id
    assert loaded.model.config.is_causal is False
    with pytest.raises(ModelError, match="diffusion model"):
        load(folder, kind="ar", device="cpu")


def test_load_diffusion_gemma(tmp_path):
    loaded = load(save(tiny_diffusion_gemma(), tmp_path / "dg"), kind="diffusion", device="cpu")
    assert loaded.kind == "diffusion_gemma"


def test_kind_mismatch_is_an_error(saved):
    with pytest.raises(ModelError, match="causal model"):
        load(saved["ar"], kind="diffusion", device="cpu")
    with pytest.raises(ModelError, match="is a diffusion model, which the 'ar' decoder"):
        load(saved["diffusion"], kind="ar", device="cpu")
    with pytest.raises(ModelError, match="unknown decoder kind 'masked'"):
        load(saved["diffusion"], kind="masked", device="cpu")


def test_the_shipped_diffusion_folder_is_named_in_one_place():
    """The weights stay in embedded/dlm/ as shipped; the code calls the model "diffusion"."""
    assert loading_module.EMBEDDED_DIFFUSION_FOLDER == "dlm"
    assert loading_module.EMBEDDED_MODEL_DIRS["diffusion"].name == "dlm"
    assert set(loading_module.EMBEDDED_MODEL_DIRS) == {"ar", "diffusion"}


def test_wrap_reads_the_old_kind_name_and_refuses_unknown_ones():
    assert wrap(tiny_bert(), tiny_tokenizer(), kind="masked").kind == "diffusion"
    assert wrap(tiny_bert(), tiny_tokenizer(), kind="diffusion").kind == "diffusion"
    with pytest.raises(ModelError, match="unknown model kind 'dlm'"):
        wrap(tiny_bert(), tiny_tokenizer(), kind="dlm")


def test_missing_folder(tmp_path):
    with pytest.raises(ModelError, match="does not exist"):
        load(tmp_path / "nope", device="cpu")
    with pytest.raises(ModelError, match="does not exist"):
        load("./models/nope/", device="cpu")


def test_folder_without_config(tmp_path):
    with pytest.raises(ModelError, match="no config.json"):
        load(tmp_path, device="cpu")


def test_pickle_weights_are_refused(saved, tmp_path):
    folder = tmp_path / "pickled"
    folder.mkdir()
    (folder / "config.json").write_text((saved["ar"] / "config.json").read_text())
    (folder / "pytorch_model.bin").write_bytes(b"not even a pickle")
    with pytest.raises(ModelError, match="pickle"):
        load(folder, device="cpu")


def test_corrupt_weights(saved, tmp_path):
    folder = tmp_path / "corrupt"
    save(tiny_llama(), folder)
    (folder / "model.safetensors").write_bytes(b"\x00garbage" * 10)
    with pytest.raises(ModelError, match="cannot load the model weights"):
        load(folder, device="cpu")


def test_weights_for_another_config(saved, tmp_path):
    folder = tmp_path / "mismatch"
    save(tiny_llama(), folder)
    config = json.loads((folder / "config.json").read_text())
    config["num_hidden_layers"] = 3  # the third layer's tensors are not in the file
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ModelError, match="missing"):
        load(folder, device="cpu")


def test_missing_embedded_model_says_to_train(monkeypatch, tmp_path):
    monkeypatch.setattr(loading_module, "EMBEDDED_TOKENIZER_DIR", tmp_path / "tokenizer")
    monkeypatch.setattr(
        loading_module,
        "EMBEDDED_MODEL_DIRS",
        {"ar": tmp_path / "ar", "diffusion": tmp_path / "diffusion"},
    )
    with pytest.raises(ModelError, match="sales-dlm train"):
        load("embedded", kind="ar", device="cpu")
    with pytest.raises(ModelError, match="embedded diffusion model is missing"):
        load(None, device="cpu")


def test_embedded_layout_loads(monkeypatch, tmp_path):
    tiny_tokenizer().save_pretrained(tmp_path / "tokenizer")
    tiny_llama().save_pretrained(tmp_path / "ar")
    tiny_modernbert(torch.float32).save_pretrained(tmp_path / "diffusion")
    monkeypatch.setattr(loading_module, "EMBEDDED_TOKENIZER_DIR", tmp_path / "tokenizer")
    monkeypatch.setattr(
        loading_module,
        "EMBEDDED_MODEL_DIRS",
        {"ar": tmp_path / "ar", "diffusion": tmp_path / "diffusion"},
    )
    assert load("embedded", kind="ar", device="cpu").kind == "causal"
    assert load(device="cpu").kind == "diffusion"


def test_trust_remote_code_warns(saved):
    with pytest.warns(UserWarning, match="trust_remote_code"):
        load(saved["ar"], device="cpu", trust_remote_code=True)


def test_unknown_dtype(saved):
    with pytest.raises(ModelError, match="unknown dtype"):
        load(saved["ar"], device="cpu", dtype="float7")


def test_hub_id_is_only_tried_for_non_paths(monkeypatch):
    seen = {}

    def fake_config(source, **kwargs):
        seen.update(source=source, **kwargs)
        raise OSError("offline")

    monkeypatch.setattr("transformers.AutoConfig.from_pretrained", fake_config)
    with pytest.raises(ModelError, match="hub id"):
        load("some-org/some-model", device="cpu")
    assert seen["source"] == "some-org/some-model" and seen["local_files_only"] is False
