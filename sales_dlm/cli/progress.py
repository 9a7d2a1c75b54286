"""How `draft` shows its progress, always on stderr so stdout holds only the results.

On a terminal: a bar with the rows done, the verdicts so far and an ETA. Anywhere else (a pipe,
a log file, CI): one line every LINE_SECONDS, so a long run is seen to move without flooding the
log. The ETA counts only rows drafted in this session (a resumed run's done rows took no time
now).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import click

LINE_SECONDS = 5.0  # a progress line this often when stderr is not a terminal


def duration(seconds: float) -> str:
    """`1h 02m`, `3m 05s`, `42s`."""
    seconds = max(0, round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    if minutes:
        return f"{minutes}m {secs:02d}s"
    return f"{secs}s"


def verdicts(state) -> str:
    return f"{state.passed} passed, {state.needs_review} in review, {state.invalid} invalid"


class ProgressLines:
    """A progress callback that writes a line at most every `every` seconds (and at the end)."""

    def __init__(self, every: float = LINE_SECONDS, clock: Callable[[], float] = time.monotonic):
        self.every = every
        self.clock = clock
        self.started: float | None = None
        self.first_done = 0
        self.last_line: float | None = None

    def eta(self, state) -> str:
        drafted = state.done - self.first_done
        if not drafted or self.started is None or state.done >= state.total:
            return ""
        per_row = (self.clock() - self.started) / drafted
        return f"; about {duration(per_row * (state.total - state.done))} left"

    def __call__(self, state) -> None:
        now = self.clock()
        if self.started is None:
            self.started, self.first_done = now, state.done
        finished = state.done >= state.total
        if self.last_line is not None and now - self.last_line < self.every and not finished:
            return
        if finished and self.last_line is None and self.first_done == state.done:
            return  # nothing was drafted: nothing to report
        self.last_line = now
        share = f" ({state.done / state.total:.0%})" if state.total else ""
        click.echo(
            f"drafting: {state.done} of {state.total} rows{share}, {verdicts(state)}"
            + self.eta(state),
            err=True,
        )


@contextmanager
def progress_reporter(tty: bool | None = None) -> Iterator[Callable]:
    """The progress callback for run_drafts: a bar with ETA on a terminal, else lines."""
    if not (sys.stderr.isatty() if tty is None else tty):
        yield ProgressLines()
        return
    with click.progressbar(
        length=1, label="drafting", file=sys.stderr, show_pos=True, show_eta=True
    ) as bar:
        seen = {"done": None}

        def progress(state) -> None:
            bar.length = max(state.total, 1)
            bar.label = f"drafting ({verdicts(state)})"
            if seen["done"] is None:  # rows a resumed run had done: not part of the ETA
                bar.pos = state.done
                bar.start = time.time()
            else:
                bar.update(state.done - seen["done"])
            seen["done"] = state.done

        yield progress
