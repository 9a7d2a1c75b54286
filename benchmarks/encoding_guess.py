"""How often the buyer-file encoding guess is right, on faker files, and how long it takes.

    .venv/bin/pip install faker   # not a dependency of sales-dlm
    python benchmarks/encoding_guess.py --split heldout [--per-locale 40] [--show 10]
    python benchmarks/encoding_guess.py --western [--seed 2] [--count 400]
    python benchmarks/encoding_guess.py --time 100000 [--baseline OLD_ENCODING_PY]

`--split` measures every locale and code page of tests/faker_codepages.py: `tuning` (seed 11,
the split the guess's thresholds were chosen on), `heldout` (seed 12, fixed before tuning) or
`fresh` (seed 13, a second held-out split: see reports/encoding.md).
It prints a Markdown table: locale, code page, files, right guesses, notes raised, wrong
guesses (silent: how many of them came without a note) and refusals (no
plausible reading: an error naming --encoding). `--western` is the
older Western/Korean measure (tests/faker_files.py; seed 1 tuned, seed 2 held out). A file is
guessed right when its bytes read in the guessed encoding give back the text that was written;
files with no non-ASCII byte are counted apart (any guess reads them).

`--time N` times the guess on an N-row cp1250 file (faker pl_PL rows, repeated), median of 5;
`--baseline` times another copy of sales_dlm/inputs/encoding.py on the same file, alternating.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sales_dlm.errors import InputError  # noqa: E402
from sales_dlm.inputs.encoding import guess_encoding  # noqa: E402
from tests import faker_codepages as split_files  # noqa: E402
from tests.faker_files import faker_files  # noqa: E402


def judge(path: Path, file_data: bytes, text: str, guesser=guess_encoding):
    """("right" | "wrong" | "refused", guess or None, note or None)"""
    path.write_bytes(file_data)
    try:
        guessed = guesser(path)
    except InputError:
        return "refused", None, None
    ok = file_data.decode(guessed.encoding, errors="replace") == text
    return ("right" if ok else "wrong"), guessed.encoding, guessed.note


def codepages(split: str, per_locale: int, show: int) -> None:
    seeds = {"tuning": "TUNING_SEED", "heldout": "HELDOUT_SEED", "fresh": "FRESH_SEED"}
    seed = getattr(split_files, seeds[split])
    counts: dict[tuple, Counter] = {}
    wrong = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "buyers.csv"
        for file in split_files.codepage_files(seed, per_locale):
            ascii_only = " (ASCII only)" if file.data.isascii() else ""
            key = (file.locale, file.encoding + ascii_only)
            verdict, guess, note = judge(path, file.data, file.text)
            row = counts.setdefault(key, Counter())
            row["files"] += 1
            row[verdict] += 1
            row["notes"] += note is not None
            row["silent"] += verdict == "wrong" and note is None
            if verdict != "right":
                wrong.append((file, guess, verdict))
    print(f"{split} split (seed {seed}), {per_locale} files per locale\n")
    print("| locale | code page | files | right | notes raised | wrong | silent | refused |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    total: Counter = Counter()
    for (locale, page), row in sorted(counts.items()):
        total.update(row)
        print(
            f"| {locale} | {page} | {row['files']} | {row['right']} | {row['notes']} | "
            f"{row['wrong']} | {row['silent']} | {row['refused']} |"
        )
    print(
        f"| **all** | | {total['files']} | {total['right']} | {total['notes']} | "
        f"{total['wrong']} | {total['silent']} | {total['refused']} |"
    )
    for file, guess, verdict in wrong[:show]:
        line = file.text.splitlines()[1][:60]
        got = file.data.decode(guess, errors="replace").splitlines()[1][:60] if guess else ""
        print(f"  {file.locale} {file.shape} {file.encoding} {verdict} as {guess}: {line} -> {got}")


def western(seed: int, count: int, show: int) -> None:
    totals: Counter = Counter()
    right: Counter = Counter()
    notes: Counter = Counter()
    wrong = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "buyers.csv"
        for file in faker_files(seed, count):
            kind = file.kind if not file.data.isascii() else f"{file.kind} (ASCII only)"
            verdict, guess, note = judge(path, file.data, file.text)
            totals[kind] += 1
            notes[kind] += note is not None
            right[kind] += verdict == "right"
            if verdict != "right":
                wrong.append((file, guess))
    for kind in sorted(totals):
        print(
            f"{kind:24} {right[kind]:4} of {totals[kind]:4} guessed right, "
            f"{notes[kind]} with a note (unsure)"
        )
    for file, guess in wrong[:show]:
        sample = file.data.decode(guess or "latin-1", errors="replace").splitlines()[1][:70]
        print(f"  {file.locale} {file.encoding} read as {guess}: {sample}")


def load_guesser(path: str):
    spec = importlib.util.spec_from_file_location("baseline_encoding", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module.guess_encoding


def timing(rows: int, baseline: str | None) -> None:
    from faker import Faker

    fake = Faker("pl_PL")
    fake.seed_instance(0)
    lines = [
        f"{fake.company()},{fake.name()},{fake.job()},{fake.ascii_company_email()},Poland\r\n"
        for _ in range(1000)
    ]
    body = "".join(lines[i % len(lines)] for i in range(rows))
    data = ("company,contact_name,contact_title,email,country\r\n" + body).encode("cp1250")
    guessers = {"this": guess_encoding}
    if baseline:
        guessers["baseline"] = load_guesser(baseline)
    times: dict[str, list[float]] = {name: [] for name in guessers}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.csv"
        path.write_bytes(data)
        for _ in range(5):
            for name, guesser in guessers.items():
                start = time.perf_counter()
                guess = guesser(path).encoding
                times[name].append(time.perf_counter() - start)
                print(f"  {name}: {guess} in {times[name][-1]:.3f} s")
    print(f"{rows} rows, {len(data) / 1e6:.1f} MB:")
    for name, values in times.items():
        print(f"  {name}: median {statistics.median(values):.3f} s")
    if baseline:
        ratio = statistics.median(times["this"]) / statistics.median(times["baseline"])
        print(f"  this / baseline: {ratio:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tuning", "heldout", "fresh"))
    parser.add_argument("--per-locale", type=int, default=40)
    parser.add_argument("--western", action="store_true")
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--time", type=int, metavar="ROWS")
    parser.add_argument("--baseline", help="another encoding.py to time against")
    parser.add_argument("--show", type=int, default=10, help="wrong guesses to print")
    args = parser.parse_args()
    if args.split:
        codepages(args.split, args.per_locale, args.show)
    if args.western:
        western(args.seed, args.count, args.show)
    if args.time:
        timing(args.time, args.baseline)


if __name__ == "__main__":
    main()
