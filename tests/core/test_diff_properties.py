"""Property: random file pairs diffed by difflib; the index and anchor() agree with an oracle
computed straight from the two contents (SequenceMatcher's hunks), not from the diff text."""

from __future__ import annotations

import difflib
from collections import Counter
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.diff import DiffIndex, FilterMode, LineKind, Placement, anchor, parse_diff
from bot.core.findings import Location, Side

WORDS = ["alpha", "beta", "gamma", "delta", "", "  indented", "x = 1"]


@dataclass(frozen=True)
class Oracle:
    """Commentable lines of one file per side, each mapped to its hunk number."""

    hunk_of: dict[Side, dict[int, int]]
    changed: dict[Side, set[int]]


def oracle_for(old: list[str], new: list[str], context: int) -> Oracle:
    hunk_of: dict[Side, dict[int, int]] = {Side.LEFT: {}, Side.RIGHT: {}}
    changed: dict[Side, set[int]] = {Side.LEFT: set(), Side.RIGHT: set()}
    groups = difflib.SequenceMatcher(None, old, new, autojunk=False).get_grouped_opcodes(context)
    for number, group in enumerate(groups):
        for line in range(group[0][1] + 1, group[-1][2] + 1):
            hunk_of[Side.LEFT][line] = number
        for line in range(group[0][3] + 1, group[-1][4] + 1):
            hunk_of[Side.RIGHT][line] = number
        # an added line equal to a deleted line of its hunk but for whitespace is no change
        deleted = Counter(
            "".join(old[i].split())
            for tag, i1, i2, _, _ in group
            if tag in ("replace", "delete")
            for i in range(i1, i2)
        )
        for tag, i1, i2, j1, j2 in group:
            if tag in ("replace", "delete"):
                changed[Side.LEFT].update(range(i1 + 1, i2 + 1))
            if tag in ("replace", "insert"):
                for j in range(j1, j2):
                    text = "".join(new[j].split())
                    if deleted[text] > 0:
                        deleted[text] -= 1
                    else:
                        changed[Side.RIGHT].add(j + 1)
    return Oracle(hunk_of, changed)


@st.composite
def edited(draw: st.DrawFn, old: list[str]) -> list[str]:
    new: list[str] = []
    for line in old:
        action = draw(st.sampled_from(["keep", "keep", "keep", "drop", "replace", "insert"]))
        if action == "insert":
            new.append(draw(st.sampled_from(WORDS)))
        if action in ("keep", "insert"):
            new.append(line)
        elif action == "replace":
            new.append(draw(st.sampled_from(WORDS)) + "!")
    new.extend(draw(st.lists(st.sampled_from(WORDS), max_size=3)))
    return new


@st.composite
def file_pairs(draw: st.DrawFn) -> dict[str, tuple[list[str], list[str]]]:
    pairs = {}
    for number in range(draw(st.integers(min_value=1, max_value=3))):
        old = draw(st.lists(st.sampled_from(WORDS), max_size=30))
        new = draw(st.one_of(edited(old), st.lists(st.sampled_from(WORDS), max_size=30)))
        pairs[f"pkg/f{number}.py"] = (old, new)
    return pairs


def render_diff(
    pairs: dict[str, tuple[list[str], list[str]]], context: int, git_headers: bool
) -> str:
    chunks = []
    for path, (old, new) in pairs.items():
        body = "".join(
            difflib.unified_diff(
                [f"{line}\n" for line in old],
                [f"{line}\n" for line in new],
                f"a/{path}",
                f"b/{path}",
                n=context,
            )
        )
        if body and git_headers:
            body = f"diff --git a/{path} b/{path}\nindex 1234567..89abcde 100644\n{body}"
        chunks.append(body)
    return "".join(chunks)


locations = st.builds(
    Location,
    path=st.sampled_from(["pkg/f0.py", "pkg/f1.py", "pkg/f2.py", "elsewhere.py"]),
    start_line=st.one_of(st.none(), st.integers(min_value=1, max_value=36)),
    end_line=st.integers(min_value=-3, max_value=8),  # an offset, made absolute below
    side=st.sampled_from(list(Side)),
)


def absolute(location: Location) -> Location:
    if location.start_line is None:
        return Location(location.path, None, None, location.side)
    assert location.end_line is not None
    return Location(
        location.path, location.start_line, location.start_line + location.end_line, location.side
    )


@settings(max_examples=300, deadline=None)
@given(
    pairs=file_pairs(),
    context=st.integers(min_value=0, max_value=3),
    git_headers=st.booleans(),
    raw_locations=st.lists(locations, min_size=1, max_size=25),
    mode=st.sampled_from(list(FilterMode)),
)
def test_anchor_agrees_with_an_oracle_built_from_the_contents(
    pairs: dict[str, tuple[list[str], list[str]]],
    context: int,
    git_headers: bool,
    raw_locations: list[Location],
    mode: FilterMode,
) -> None:
    diff = parse_diff(render_diff(pairs, context, git_headers))
    index = DiffIndex(diff)
    oracles = {
        path: oracle_for(old, new, context) for path, (old, new) in pairs.items() if old != new
    }
    assert set(index.changed_paths) == set(oracles)

    for file in diff.files:
        old, new = pairs[file.path]
        oracle = oracles[file.path]
        for side, size in ((Side.LEFT, len(old)), (Side.RIGHT, len(new))):
            probe = range(0, size + 3)
            assert {n for n in probe if index.is_commentable(file.path, n, side)} == set(
                oracle.hunk_of[side]
            )
            changed_kind = LineKind.ADDED if side is Side.RIGHT else LineKind.DELETED
            assert {n for n in probe if index.kind_of(file.path, n, side) is changed_kind} == (
                oracle.changed[side]
            )
        for hunk in file.hunks:
            for line in hunk.lines:
                if line.new_lineno is not None:
                    assert line.text == new[line.new_lineno - 1]
                if line.old_lineno is not None:
                    assert line.text == old[line.old_lineno - 1]

    for location in map(absolute, raw_locations):
        anchored = anchor(index, location, mode)
        expected_inline = expected_inline_location(oracles.get(location.path), location, mode)
        if anchored.placement is Placement.INLINE:
            inline = anchored.location
            assert inline.start_line is not None and inline.end_line is not None
            assert index.is_commentable_range(
                inline.path, inline.start_line, inline.end_line, inline.side
            )
            assert inline == expected_inline
        else:
            assert expected_inline is None
            in_diff = location.path in oracles
            file_level_allowed = mode in (FilterMode.FILE, FilterMode.NOFILTER)
            assert anchored.placement is (
                Placement.FILE_LEVEL if in_diff and file_level_allowed else Placement.SUMMARY
            )
            assert anchored.location == location


def expected_inline_location(
    oracle: Oracle | None, location: Location, mode: FilterMode
) -> Location | None:
    if oracle is None or location.start_line is None or location.end_line is None:
        return None
    start, line, side = location.start_line, location.end_line, location.side
    if mode is FilterMode.ADDED and start <= line:
        # the comment ends on the last changed line of the range
        line = max((n for n in oracle.changed[side] if start <= n <= line), default=0)
        if line == 0:
            return None
    hunk = oracle.hunk_of[side].get(line)
    if start > line or hunk is None:
        return None
    first_of_hunk = min(n for n, h in oracle.hunk_of[side].items() if h == hunk)
    return Location(location.path, max(start, first_of_hunk), line, side)
