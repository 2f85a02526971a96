"""base_text: a file's base rebuilt from its head text and its hunks (difflib as the oracle)."""

from __future__ import annotations

import difflib

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.diff import parse_diff
from bot.core.diff.base_text import base_text
from bot.core.diff.model import FileDiff, FileStatus

WORDS = ["alpha", "beta", "gamma", "", "  indented", "x = 1"]


def unified(path: str, old: list[str], new: list[str], context: int) -> str:
    body = "".join(
        difflib.unified_diff(
            [f"{line}\n" for line in old],
            [f"{line}\n" for line in new],
            f"a/{path}",
            f"b/{path}",
            n=context,
        )
    )
    return f"diff --git a/{path} b/{path}\nindex 1234567..89abcde 100644\n{body}"


def joined(lines: list[str]) -> str:
    return "".join(f"{line}\n" for line in lines)


@settings(max_examples=300, deadline=None)
@given(
    old=st.lists(st.sampled_from(WORDS), min_size=1, max_size=30),
    new=st.lists(st.sampled_from(WORDS), min_size=1, max_size=30),
    context=st.integers(min_value=0, max_value=3),
)
def test_the_base_is_the_old_text(old: list[str], new: list[str], context: int) -> None:
    if old == new:
        return
    diff = parse_diff(unified("pkg/a.py", old, new, context))
    assert base_text(diff.files[0], joined(new)) == joined(old)


def test_an_added_file_has_an_empty_base_and_a_removed_one_its_deleted_lines() -> None:
    added = parse_diff(
        "diff --git a/n.py b/n.py\nnew file mode 100644\nindex 0000000..1111111\n"
        "--- /dev/null\n+++ b/n.py\n@@ -0,0 +1 @@\n+x = 1\n"
    )
    removed = parse_diff(
        "diff --git a/o.py b/o.py\ndeleted file mode 100644\nindex 1111111..0000000\n"
        "--- a/o.py\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-x = 1\n-y = 2\n"
    )
    assert base_text(added.files[0], "x = 1\n") == ""
    assert base_text(removed.files[0], None) == "x = 1\ny = 2\n"


def test_a_head_that_disagrees_with_the_diff_or_no_lines_give_no_base() -> None:
    diff = parse_diff(unified("a.py", ["a", "b", "c"], ["a", "B", "c"], 1))
    assert base_text(diff.files[0], "a\nX\nc\n") is None
    assert base_text(diff.files[0], "a\n") is None
    assert base_text(diff.files[0], None) is None
    hidden = FileDiff("big.py", "big.py", FileStatus.MODIFIED, is_viewable=False)
    assert base_text(hidden, "anything\n") is None


def test_a_rename_without_hunks_has_the_head_as_its_base() -> None:
    renamed = FileDiff("new.py", "old.py", FileStatus.RENAMED)
    assert base_text(renamed, "x = 1\n") == "x = 1\n"
