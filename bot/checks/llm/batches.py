"""Splitting a pull request's diff into LLM requests, and keeping them within a token budget.

Tokens are estimated as characters / 4, which is close for English and code and costs
no request. Source files come first, then tests, then documentation and data, so when
the budget runs out it is the least valuable files the model does not see.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from bot.core.diff.model import FileDiff, Hunk
from bot.core.languages import is_test_path, language_of

CHARS_PER_TOKEN = 4
_NOT_CODE = frozenset({"markdown", "yaml", "json"})

RenderPart = Callable[[FileDiff, Sequence[Hunk], tuple[int, int]], str]


class FileRole(IntEnum):
    """Review priority, lowest first."""

    SOURCE = 0
    TEST = 1
    OTHER = 2
    """Documentation, configuration, data and unknown languages."""


def role_of(path: str) -> FileRole:
    if is_test_path(path):
        return FileRole.TEST
    language = language_of(path)
    if language is None or language in _NOT_CODE:
        return FileRole.OTHER
    return FileRole.SOURCE


def estimate_tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


@dataclass(frozen=True, slots=True)
class DiffPart:
    """One file, or a run of one large file's hunks, rendered for the prompt."""

    path: str
    text: str

    @property
    def tokens(self) -> int:
        return estimate_tokens(self.text)


@dataclass(frozen=True, slots=True)
class Batch:
    parts: tuple[DiffPart, ...]

    @property
    def paths(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(part.path for part in self.parts))

    @property
    def tokens(self) -> int:
        return sum(part.tokens for part in self.parts)


def review_order(files: Sequence[FileDiff]) -> list[FileDiff]:
    """Source files, then tests, then the rest; diff order within each group."""
    return sorted(files, key=lambda file: role_of(file.path))


def split_file(file: FileDiff, render: RenderPart, max_tokens: int) -> list[DiffPart]:
    """The whole file as one part if it fits, else runs of whole hunks that each fit."""
    whole = render(file, file.hunks, (1, 1))
    if estimate_tokens(whole) <= max_tokens or len(file.hunks) <= 1:
        return [DiffPart(file.path, whole)]
    groups: list[list[Hunk]] = [[]]
    used = 0
    for hunk in file.hunks:
        size = estimate_tokens(render(file, (hunk,), (1, 1)))
        if groups[-1] and used + size > max_tokens:
            groups.append([])
            used = 0
        groups[-1].append(hunk)
        used += size
    return [
        DiffPart(file.path, render(file, group, (number, len(groups))))
        for number, group in enumerate(groups, 1)
    ]


def pack(parts: Sequence[DiffPart], max_tokens: int) -> list[Batch]:
    """Consecutive parts into batches of at most `max_tokens` (a bigger part goes alone)."""
    batches: list[list[DiffPart]] = []
    used = 0
    for part in parts:
        if not batches or used + part.tokens > max_tokens:
            batches.append([])
            used = 0
        batches[-1].append(part)
        used += part.tokens
    return [Batch(tuple(batch)) for batch in batches]


@dataclass(frozen=True, slots=True)
class BudgetPlan:
    to_run: tuple[Batch, ...]
    left_out: tuple[Batch, ...]
    estimated_tokens: int
    """Upper estimate for `to_run`: prompt tokens plus the output allowance of each request."""

    def unreviewed_paths(self) -> list[str]:
        """Files the model will not see, `(partly)` when some of their hunks are reviewed."""
        seen = {path for batch in self.to_run for path in batch.paths}
        missing = dict.fromkeys(path for batch in self.left_out for path in batch.paths)
        return [f"{path} (partly)" if path in seen else path for path in missing]


def plan_budget(
    batches: Sequence[Batch],
    request_tokens: Callable[[Batch], int],
    output_tokens: int,
    budget: int,
) -> BudgetPlan:
    """Keep batches in order while their estimated total fits; stop at the first that does not."""
    total = 0
    for count, batch in enumerate(batches):
        cost = request_tokens(batch) + output_tokens
        if total + cost > budget:
            return BudgetPlan(tuple(batches[:count]), tuple(batches[count:]), total)
        total += cost
    return BudgetPlan(tuple(batches), (), total)
