"""Benchmark: the secrets scanner on pathological lines, one shape per pattern.

For each shape, the seconds `find_secret` takes on one line of n characters (n up to the
scanner's per-line limit) and the ratio of the time at 4n to the time at n: about 4 for a
linear pattern, about 16 for a quadratic one. Then a whole 80 kB diff of such lines through
`SecretsCheck`. Run: .venv/bin/python bench/secrets_scan.py
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

from bot.checks.base import CheckContext
from bot.checks.secrets import MAX_LINE_CHARS, SecretsCheck, find_secret
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.repo_config import RepoConfig

SIZES = (MAX_LINE_CHARS // 4, MAX_LINE_CHARS)
REPEATS = 5


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


def _between(head: str, filler: str, tail: str, n: int) -> str:
    """`head`, `filler` repeated, `tail`: n characters in all."""
    return head + (filler * n)[: n - len(head) - len(tail)] + tail


SHAPES: dict[str, Callable[[int], str]] = {
    "assignment: credential words run": _repeat("pwd"),
    "assignment: hyphenated credential words": _repeat("pwd-"),
    "assignment: unclosed quoted value": lambda n: _between('password = "', "a", "", n),
    "assignment: spaced credential words": _repeat(" pwd"),
    "private key: trailing blanks": lambda n: _between(
        "-----BEGIN RSA PRIVATE KEY-----", " ", "x", n
    ),
    "private key: header words": lambda n: _between("-----BEGIN ", "A ", "", n),
    "github token: long pat run": lambda n: _between("github_pat_", "a", "-", n),
    "github token: prefixes": _repeat("ghp_"),
    "aws access key id: prefixes": _repeat("AKIA"),
    "aws secret key: repeated names": _repeat("aws_secret_key"),
    "slack webhook: long team id": lambda n: _between(
        "https://hooks.slack.com/services/T", "a", "/", n
    ),
    "slack token: prefixes": _repeat("xoxb-"),
    "stripe key: prefixes": _repeat("sk_live_"),
    "google api key: prefixes": _repeat("AIza"),
    "jwt: long header": lambda n: _between("eyJ", "a", ".", n),
    "jwt: dotted segments": _repeat(".eyJaaaaaaaa"),
    "environment lookup: repeated": _repeat("os.environ"),
}


def best_of(line: str) -> float:
    timings = []
    for _ in range(REPEATS):
        started = time.perf_counter()
        find_secret(line)
        timings.append(time.perf_counter() - started)
    return min(timings)


def scan_diff(lines: list[str]) -> float:
    path = "app/settings.py"
    added = "".join(f"+{line}\n" for line in lines)
    text = (
        f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n"
        f"@@ -0,0 +1,{len(lines)} @@\n{added}"
    )
    diff = parse_diff(text)
    context = CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files={path: "\n".join(lines)},
        workdir=Path("/nonexistent"),
        config=RepoConfig(),
    )
    started = time.perf_counter()
    asyncio.run(SecretsCheck().run(context))
    return time.perf_counter() - started


def main() -> None:
    small, large = SIZES
    print(f"{'shape':44} {small:>7,} ch  {large:>7,} ch  ratio (linear ~4, quadratic ~16)")
    for name, build in SHAPES.items():
        short, long = best_of(build(small)), best_of(build(large))
        print(f"{name:44} {short:9.4f} s {long:9.4f} s  {long / max(short, 1e-9):5.1f}")
    lines = [_repeat("pwd")(MAX_LINE_CHARS)] * 8
    size = sum(len(line) + 2 for line in lines)
    print(f"SecretsCheck on a {size / 1000:.0f} kB diff of 8 'pwd' lines: {scan_diff(lines):.3f} s")


if __name__ == "__main__":
    main()
