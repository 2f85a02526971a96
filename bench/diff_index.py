"""Benchmark: parse and index a 100,000-changed-line diff built in memory.

Prints seconds (parse, index, lookups) and peak memory (tracemalloc, ru_maxrss).
Target: parse + index < 2 s and < 300 MB. Run: .venv/bin/python bench/diff_index.py
"""

from __future__ import annotations

import argparse
import gc
import resource
import time
import tracemalloc

from bot.core.diff import DiffIndex, parse_diff
from bot.core.findings import Side

FILES = 500
HUNKS_PER_FILE = 20
DELETED_PER_HUNK = 5
ADDED_PER_HUNK = 5
CONTEXT = 3
GAP = 40  # unchanged lines between hunks


def build_diff() -> str:
    chunks: list[str] = []
    for number in range(FILES):
        path = f"src/module_{number // 50}/file_{number}.py"
        chunks.append(
            f"diff --git a/{path} b/{path}\nindex 1234567..89abcde 100644\n"
            f"--- a/{path}\n+++ b/{path}\n"
        )
        old_start = new_start = 1
        for hunk in range(HUNKS_PER_FILE):
            old_length = 2 * CONTEXT + DELETED_PER_HUNK
            new_length = 2 * CONTEXT + ADDED_PER_HUNK
            lines = [f"@@ -{old_start},{old_length} +{new_start},{new_length} @@ def f{hunk}():\n"]
            lines += [f"     context_before_{i} = {hunk}\n" for i in range(CONTEXT)]
            lines += [
                f"-    old_value_{i} = compute({hunk}, {i})\n" for i in range(DELETED_PER_HUNK)
            ]
            lines += [
                f"+    new_value_{i} = compute({hunk}, {i}) + 1\n" for i in range(ADDED_PER_HUNK)
            ]
            lines += [f"     context_after_{i} = {hunk}\n" for i in range(CONTEXT)]
            chunks.append("".join(lines))
            old_start += old_length + GAP
            new_start += new_length + GAP
    return "".join(chunks)


def parse_and_index(text: str) -> tuple[DiffIndex, float, float, float]:
    started, cpu_started = time.perf_counter(), time.process_time()
    diff = parse_diff(text)
    parsed = time.perf_counter()
    index = DiffIndex(diff)
    indexed, cpu_ended = time.perf_counter(), time.process_time()
    changed = sum(len(f.added_lines()) + len(f.deleted_lines()) for f in diff.files)
    assert changed == FILES * HUNKS_PER_FILE * (DELETED_PER_HUNK + ADDED_PER_HUNK), changed
    return index, parsed - started, indexed - parsed, cpu_ended - cpu_started


def main() -> None:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    text = build_diff()
    print(
        f"diff: {len(text) / 1e6:.1f} MB, {text.count(chr(10))} lines, {FILES} files, "
        f"{FILES * HUNKS_PER_FILE * (DELETED_PER_HUNK + ADDED_PER_HUNK)} changed lines"
    )

    gc.collect()
    index, parse_seconds, index_seconds, cpu_seconds = parse_and_index(text)
    print(
        f"parse_diff: {parse_seconds:.3f} s   DiffIndex: {index_seconds:.3f} s   "
        f"total: {parse_seconds + index_seconds:.3f} s wall, {cpu_seconds:.3f} s CPU"
    )

    queries = [
        (f"src/module_{n // 50}/file_{n}.py", line, side)
        for n in range(0, FILES, 5)
        for line in range(1, 1000, 3)
        for side in Side
    ]
    started = time.perf_counter()
    hits = sum(index.is_commentable(path, line, side) for path, line, side in queries)
    lookup_seconds = time.perf_counter() - started
    print(
        f"is_commentable: {len(queries)} lookups ({hits} hits) in {lookup_seconds:.3f} s "
        f"= {lookup_seconds / len(queries) * 1e9:.0f} ns each"
    )
    del index
    rss_after_timed_run = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        f"ru_maxrss after the timed run: {rss_after_timed_run:.1f} MiB "
        "(whole process: interpreter, imports, the diff text, Diff and DiffIndex)"
    )

    gc.collect()
    tracemalloc.start()
    kept, *_ = parse_and_index(text)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"tracemalloc: peak {peak / 2**20:.1f} MiB during parse + index, "
        f"{current / 2**20:.1f} MiB held by the Diff and its DiffIndex"
    )
    del kept
    rss_final = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"ru_maxrss at exit: {rss_final:.1f} MiB (raised by tracemalloc's own bookkeeping)")


if __name__ == "__main__":
    main()
