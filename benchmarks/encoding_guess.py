"""How often the buyer-file encoding guess is right, on faker files (tests/faker_files.py).

    .venv/bin/pip install faker   # not a dependency of sales-dlm
    python benchmarks/encoding_guess.py [--seed 2] [--count 400] [--show 10]

Seed 1 is the tuning split (the guess's thresholds were chosen on it), seed 2 the held-out
split. A file is guessed right when its bytes read in the guessed encoding give back the text
that was written; files with no non-ASCII byte are counted apart (any guess reads them).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sales_dlm.inputs.encoding import guess_encoding  # noqa: E402
from tests.faker_files import faker_files  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--show", type=int, default=10, help="wrong guesses to print")
    args = parser.parse_args()
    totals: Counter = Counter()
    right: Counter = Counter()
    notes: Counter = Counter()
    wrong = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "buyers.csv"
        for file in faker_files(args.seed, args.count):
            kind = file.kind if not file.data.isascii() else f"{file.kind} (ASCII only)"
            path.write_bytes(file.data)
            guessed = guess_encoding(path)
            guess = guessed.encoding
            totals[kind] += 1
            notes[kind] += guessed.note is not None
            if file.data.decode(guess, errors="replace") == file.text:
                right[kind] += 1
            else:
                wrong.append((file, guess))
    for kind in sorted(totals):
        print(
            f"{kind:24} {right[kind]:4} of {totals[kind]:4} guessed right, "
            f"{notes[kind]} with a note (unsure)"
        )
    for file, guess in wrong[: args.show]:
        sample = file.data.decode(guess, errors="replace").splitlines()[1][:70]
        print(f"  {file.locale} {file.encoding} read as {guess}: {sample}")


if __name__ == "__main__":
    main()
