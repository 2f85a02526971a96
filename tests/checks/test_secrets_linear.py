"""The secrets scanner stays linear on hostile lines and runs off the event loop.

Speed figures live in bench/secrets_scan.py. Here each pattern gets a pathological line of
n and of 4n characters: a linear scan takes about 4 times as long on the longer one, a
quadratic one about 16 times; the test fails above 8. Times are the thread's CPU time (a
busy machine that preempts the test does not count), the best of several samples taken in
turns, short and long line alternately, so that a burst of load slows both alike.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Mapping, Sequence

import pytest

from bot.checks.coverage import CoverageCheck
from bot.checks.secrets import MAX_LINE_CHARS, SecretsCheck, find_secret
from bot.core.diff.parse import parse_diff
from bot.core.repo_config import RepoConfig
from bot.review.pipeline import analyse

LINEAR_RATIO_LIMIT = 8.0
"""4 for a linear scan, 16 for a quadratic one."""
MIN_SAMPLE_SECONDS = 0.01
DIFF_LINES = 90
"""Under the pipeline's 1 MB limit per file."""


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def _between(head: str, filler: str, tail: str) -> Callable[[int], str]:
    return lambda n: head + (filler * n)[: n - len(head) - len(tail)] + tail


PATHOLOGICAL: Mapping[str, Callable[[int], str]] = {
    # one or more shapes per pattern: long runs that a backtracking engine retries
    "assignment, credential words": _repeat("pwd"),
    "assignment, hyphenated words": _repeat("pwd-"),
    "assignment, unclosed value": _between('password = "', "a", ""),
    "private key, trailing blanks": _between("-----BEGIN RSA PRIVATE KEY-----", " ", "x"),
    "private key, header words": _between("-----BEGIN ", "A ", ""),
    "github token, long run": _between("github_pat_", "a", "-"),
    "github token, prefixes": _repeat("ghp_"),
    "aws access key id, prefixes": _repeat("AKIA"),
    "aws secret key, repeated names": _repeat("aws_secret_key"),
    "slack webhook, long team": _between("https://hooks.slack.com/services/T", "a", "/"),
    "slack token, prefixes": _repeat("xoxb-"),
    "stripe key, prefixes": _repeat("sk_live_"),
    "google api key, prefixes": _repeat("AIza"),
    "jwt, long header": _between("eyJ", "a", "."),
    "jwt, dotted segments": _repeat(".eyJaaaaaaaa"),
    "environment lookup": _repeat("os.environ"),
}


def _scans_per_sample(line: str) -> int:
    """Scans enough for one sample to be well above the clock's resolution."""
    scans = 1
    while True:
        started = time.thread_time()
        for _ in range(scans):
            find_secret(line)
        if time.thread_time() - started >= MIN_SAMPLE_SECONDS or scans >= 1024:
            return scans
        scans *= 2


def _seconds_per_scan(lines: Sequence[str], rounds: int = 7) -> list[float]:
    """CPU seconds per scan of each line, the best of `rounds` samples taken in turns."""
    scans = [_scans_per_sample(line) for line in lines]
    best = [float("inf")] * len(lines)
    for _ in range(rounds):
        for index, line in enumerate(lines):
            started = time.thread_time()
            for _ in range(scans[index]):
                find_secret(line)
            best[index] = min(best[index], (time.thread_time() - started) / scans[index])
    return best


@pytest.mark.parametrize("shape", PATHOLOGICAL)
def test_each_pattern_scans_a_pathological_line_in_linear_time(shape: str) -> None:
    build = PATHOLOGICAL[shape]
    short, long = build(MAX_LINE_CHARS // 4), build(MAX_LINE_CHARS)
    assert len(long) == MAX_LINE_CHARS
    short_seconds, long_seconds = _seconds_per_scan([short, long])
    ratio = long_seconds / short_seconds
    assert ratio < LINEAR_RATIO_LIMIT, f"{shape}: 4x the length took {ratio:.1f}x the time"


def _new_file_diff(path: str, lines: Sequence[str]) -> str:
    added = "".join(f"+{line}\n" for line in lines)
    return (
        f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n"
        f"@@ -0,0 +1,{len(lines)} @@\n{added}"
    )


def test_scanning_a_pathological_diff_runs_off_the_event_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 900 kB of lines of every shape: a few hundred milliseconds of linear work that must
    # not run on the loop; the loop keeps ticking while it runs. Where the work runs is
    # checked, not how long the loop waited, which a busy machine would decide.
    shapes = list(PATHOLOGICAL.values())
    lines = [shapes[n % len(shapes)](MAX_LINE_CHARS) for n in range(DIFF_LINES)]
    path = "app/settings.py"
    diff = parse_diff(_new_file_diff(path, lines))
    text = "\n".join(lines) + "\n"
    spans: dict[str, tuple[int, float, float]] = {}
    for check, method in ((SecretsCheck, "scan"), (CoverageCheck, "_check")):
        monkeypatch.setattr(check, method, _recorded(getattr(check, method), spans))

    async def read_head(paths: Sequence[str]) -> Mapping[str, bytes]:
        return {p: text.encode() for p in paths if p == path}

    async def review_while_ticking() -> tuple[int, list[float]]:
        ticks: list[float] = []
        done = asyncio.Event()

        async def ticker() -> None:
            while not done.is_set():
                await asyncio.sleep(0.005)
                ticks.append(time.monotonic())

        ticking = asyncio.create_task(ticker())
        await asyncio.sleep(0)
        analysis = await analyse(diff, RepoConfig(), read_head, [SecretsCheck(), CoverageCheck()])
        done.set()
        await ticking
        assert [r.source for r in analysis.results if r.ran] == ["secrets", "coverage"]
        assert analysis.skipped == ()
        return threading.get_ident(), ticks

    loop_thread, ticks = asyncio.run(review_while_ticking())
    _, scan_started, scan_ended = spans["scan"]
    assert {thread for thread, _, _ in spans.values()}.isdisjoint({loop_thread})
    assert any(scan_started < tick < scan_ended for tick in ticks), "no tick during the scan"


def _recorded(
    method: Callable[..., object], spans: dict[str, tuple[int, float, float]]
) -> Callable[..., object]:
    """`method`, noting the thread it ran on and when it started and ended."""

    def run(*args: object) -> object:
        started = time.monotonic()
        try:
            return method(*args)
        finally:
            spans[method.__name__] = (threading.get_ident(), started, time.monotonic())

    return run
