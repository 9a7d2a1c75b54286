"""`transformers serve` (the OpenAI-compatible server in transformers[serving]) with the
embedded AR model, on 127.0.0.1, as a child process: for tests/test_endpoint_serve.py and
benchmarks/endpoints.py.

The served folder is the embedded AR model and tokenizer plus a chat template that renders the
user message and the tokenizer's sep token: exactly the ids the in-process AR decoder feeds the
model (decoding/prompting.py: tokens(prompt) + [sep]). The system message is the template's to
drop, and this one drops it: the model was never trained with one. HF_HUB_OFFLINE=1: a local
folder needs no hub.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from sales_dlm.models.loading import EMBEDDED_MODEL_DIRS, EMBEDDED_TOKENIZER_DIR

CHAT_TEMPLATE = (
    "{% for m in messages %}{% if m['role'] == 'user' %}{{ m['content'] }}{% endif %}"
    "{% endfor %}{{ sep_token }}"
)
STARTUP_SECONDS = 180  # loading torch, transformers and the model on a busy 2-core machine


def served_folder(root: Path) -> Path:
    """The embedded AR model and its tokenizer in one folder, with the chat template."""
    folder = root / "embedded-ar"
    folder.mkdir()
    for source in (EMBEDDED_MODEL_DIRS["ar"], EMBEDDED_TOKENIZER_DIR):
        for path in source.iterdir():
            shutil.copy(path, folder / path.name)
    config_path = folder / "tokenizer_config.json"
    config = json.loads(config_path.read_text())
    config["chat_template"] = CHAT_TEMPLATE
    config_path.write_text(json.dumps(config, indent=2))
    # An endpoint's prompts never carry the buyers' notes (the tool cannot tell what a served
    # model was trained on); the in-process twin of the folder must get the same prompts.
    model_config = folder / "config.json"
    settings = json.loads(model_config.read_text())
    settings["prompt_notes"] = False
    model_config.write_text(json.dumps(settings, indent=2))
    return folder


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """`transformers serve FOLDER` on 127.0.0.1:port, as a child process of the test."""

    def __init__(self, folder: Path, port: int, log: Path, args: tuple[str, ...] = ()):
        self.folder, self.port, self.log = folder, port, log
        self.args = args  # more `transformers serve` options (--continuous-batching, ...)
        self.process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> Server:
        command = [
            str(Path(sys.executable).with_name("transformers")),
            "serve",
            str(self.folder),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--device",
            "cpu",
            *self.args,
        ]
        env = {**os.environ, "HF_HUB_OFFLINE": "1"}
        with self.log.open("a") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"transformers serve exited: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/models", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                time.sleep(0.5)
        self.kill()
        raise RuntimeError(f"transformers serve did not start: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
