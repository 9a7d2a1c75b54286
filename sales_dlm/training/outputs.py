"""Where training writes: the output folder, its private run directory, and `--install`.

The output folder (`--out`, default `./sales-dlm-models`) receives the results: `tokenizer/`,
`ar/`, `diffusion/`, `training.json`, `heldout.json` and a copy of the recipe. Checkpoints live
in `checkpoints/<recipe>-<fingerprint>/` under it, created with mode 0700 and refused when they
are not the user's own private directory: a checkpoint is code-free (loaded with
weights_only=True), but whoever can write the folder decides what the run continues from. The
fingerprint covers everything that shapes the weights, so a rerun of the same recipe resumes
and an edited recipe starts a run of its own.

Nothing is written into the installed package unless `install` is called (`train --install`).
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import sales_dlm
from sales_dlm.errors import InputError

DEFAULT_OUT = "sales-dlm-models"
CHECKPOINTS = "checkpoints"
TOKENIZER = "tokenizer"
# Output folders, one per model: what `sales_dlm.models.load(OUT/<folder>)` reads.
MODEL_FOLDERS = {"ar": "ar", "diffusion": "diffusion"}
RECORD = "training.json"
HELDOUT = "heldout.json"
RECIPE_COPY = "recipe.toml"


def check_out_dir(out_dir: Path) -> Path:
    """`out_dir`, refused when it lies inside the installed package."""
    package = Path(sales_dlm.__file__).resolve().parent
    resolved = out_dir.resolve()
    if resolved == package or package in resolved.parents:
        raise InputError(
            "is inside the installed package; train into another folder and pass --install "
            "to replace the shipped models",
            path=str(out_dir),
        )
    return out_dir


def private_dir(path: Path) -> Path:
    """`path` as a directory only this user can read: created 0700, or checked if it exists."""
    try:
        path.mkdir(mode=0o700)
    except FileExistsError:
        pass
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise InputError("is not a directory (a link or a file): refusing to use it", path=path)
    if os.name == "posix":
        if info.st_uid != os.getuid():
            raise InputError("belongs to another user: refusing its checkpoints", path=path)
        if info.st_mode & 0o077:
            raise InputError(
                f"is open to other users (mode {stat.S_IMODE(info.st_mode):o}, expected 700): "
                "refusing its checkpoints",
                path=path,
            )
    return path


def run_dir(out_dir: Path, recipe_name: str, fingerprint: str, *, fresh: bool) -> Path:
    """The private checkpoint directory of this recipe's run under `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    parent = private_dir(out_dir / CHECKPOINTS)
    path = parent / f"{recipe_name}-{fingerprint}"
    if fresh and path.exists():
        private_dir(path)  # only a directory of our own is deleted
        shutil.rmtree(path)
    return private_dir(path)


def publish(source: Path, target: Path) -> None:
    """Replace `target` with a copy of the folder `source` (a copy first, then a rename)."""
    staging = target.with_name(f".{target.name}.new")
    if staging.exists():
        shutil.rmtree(staging)
    shutil.copytree(source, staging)
    if target.exists():
        shutil.rmtree(target)
    staging.rename(target)


def install(out_dir: Path) -> list[Path]:
    """Copy the trained tokenizer and models over the package's embedded ones."""
    from sales_dlm.models import loading  # read at call time: tests point it elsewhere

    pairs = [(out_dir / TOKENIZER, loading.EMBEDDED_TOKENIZER_DIR)]
    pairs += [
        (out_dir / MODEL_FOLDERS[kind], loading.EMBEDDED_MODEL_DIRS[kind]) for kind in MODEL_FOLDERS
    ]
    for source, _ in pairs:
        if not source.is_dir():
            raise InputError("not trained: nothing to install", path=source)
    for source, target in pairs:
        publish(source, target)
    return [target for _, target in pairs]
