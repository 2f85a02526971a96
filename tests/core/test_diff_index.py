"""DiffIndex lookups and the reviewdog-style filter, on a diff whose every line is known."""

from __future__ import annotations

import difflib

import pytest

from bot.core.diff import (
    Anchored,
    DiffIndex,
    FilterMode,
    LineKind,
    Placement,
    anchor,
    parse_diff,
    place,
)
from bot.core.findings import Location, Side

# app.py: hunk 0 shows old 10-15 / new 10-16 (old 12 deleted, new 12-13 added);
#         hunk 1 shows old 30-32 / new 31-32 (old 31 deleted).
DIFF = """\
diff --git a/app.py b/app.py
index 1111111..2222222 100644
--- a/app.py
+++ b/app.py
@@ -10,6 +10,7 @@ def handler():
 c10
 c11
-d12
+a12
+a13
 c13
 c14
 c15
@@ -30,3 +31,2 @@ def other():
 c30
-d31
 c32
diff --git a/gone.py b/gone.py
deleted file mode 100644
index 3333333..0000000
--- a/gone.py
+++ /dev/null
@@ -1,2 +0,0 @@
-x
-y
diff --git a/logo.png b/logo.png
index 4444444..5555555 100644
Binary files a/logo.png and b/logo.png differ
"""

INDEX = DiffIndex(parse_diff(DIFF))
R, L = Side.RIGHT, Side.LEFT


def commentable(path: str, side: Side) -> set[int]:
    return {n for n in range(0, 60) if INDEX.is_commentable(path, n, side)}


def test_commentable_lines_per_side() -> None:
    assert commentable("app.py", R) == set(range(10, 17)) | {31, 32}
    assert commentable("app.py", L) == set(range(10, 16)) | {30, 31, 32}
    assert commentable("gone.py", R) == set()
    assert commentable("gone.py", L) == {1, 2}
    assert commentable("logo.png", R) == set() and commentable("logo.png", L) == set()
    assert commentable("missing.py", R) == set()


@pytest.mark.parametrize(
    ("line", "side", "kind"),
    [
        (10, R, LineKind.CONTEXT),
        (12, R, LineKind.ADDED),
        (13, R, LineKind.ADDED),
        (14, R, LineKind.CONTEXT),
        (17, R, None),
        (30, R, None),
        (12, L, LineKind.DELETED),
        (13, L, LineKind.CONTEXT),
        (31, L, LineKind.DELETED),
        (16, L, None),
    ],
)
def test_kind_of(line: int, side: Side, kind: LineKind | None) -> None:
    assert INDEX.kind_of("app.py", line, side) is kind


def test_hunks_and_paths() -> None:
    assert INDEX.hunk_index("app.py", 16, R) == 0
    assert INDEX.hunk_index("app.py", 31, R) == 1
    assert INDEX.hunk_index("app.py", 30, L) == 1
    assert INDEX.hunk_index("app.py", 20, R) is None
    hunk = INDEX.hunk_of("app.py", 31, L)
    assert hunk is not None and (hunk.old_start, hunk.new_start) == (30, 31)
    assert INDEX.changed_paths == ("app.py", "gone.py", "logo.png")
    assert INDEX.has_file("gone.py") and "logo.png" in INDEX and not INDEX.has_file("app")
    file = INDEX.file("logo.png")
    assert file is not None and file.is_binary


@pytest.mark.parametrize(
    ("start", "line", "side", "ok"),
    [
        (10, 16, R, True),
        (12, 13, R, True),
        (13, 13, R, True),
        (16, 31, R, False),  # two hunks
        (13, 12, R, False),  # backwards
        (9, 12, R, False),  # starts before the hunk
        (10, 15, L, True),
        (15, 30, L, False),
    ],
)
def test_commentable_range(start: int, line: int, side: Side, ok: bool) -> None:
    assert INDEX.is_commentable_range("app.py", start, line, side) is ok


ALL_MODES = list(FilterMode)


def loc(
    start: int | None, end: int | None = None, side: Side = R, path: str = "app.py"
) -> Location:
    return Location(path, start, end if end is not None or start is None else start, side)


@pytest.mark.parametrize(
    ("location", "expected"),
    [
        # added line: inline everywhere
        (loc(12), {m: Placement.INLINE for m in ALL_MODES}),
        # context line in a hunk
        (
            loc(10),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.INLINE,
                FilterMode.FILE: Placement.INLINE,
                FilterMode.NOFILTER: Placement.INLINE,
            },
        ),
        # changed file, outside every hunk
        (
            loc(20),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.SUMMARY,
                FilterMode.FILE: Placement.FILE_LEVEL,
                FilterMode.NOFILTER: Placement.FILE_LEVEL,
            },
        ),
        # whole-file finding in a changed file
        (
            loc(None),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.SUMMARY,
                FilterMode.FILE: Placement.FILE_LEVEL,
                FilterMode.NOFILTER: Placement.FILE_LEVEL,
            },
        ),
        # file not in the diff: nowhere to comment, whatever the mode
        (loc(3, path="untouched.py"), {m: Placement.SUMMARY for m in ALL_MODES}),
        (loc(None, path="untouched.py"), {m: Placement.SUMMARY for m in ALL_MODES}),
        # LEFT: a deleted line, and a context line
        (loc(31, side=L), {m: Placement.INLINE for m in ALL_MODES}),
        (
            loc(30, side=L),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.INLINE,
                FilterMode.FILE: Placement.INLINE,
                FilterMode.NOFILTER: Placement.INLINE,
            },
        ),
        # a removed file has no RIGHT lines; a binary file no lines at all
        (loc(1, side=L, path="gone.py"), {m: Placement.INLINE for m in ALL_MODES}),
        (
            loc(1, path="gone.py"),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.SUMMARY,
                FilterMode.FILE: Placement.FILE_LEVEL,
                FilterMode.NOFILTER: Placement.FILE_LEVEL,
            },
        ),
        (
            loc(1, path="logo.png"),
            {
                FilterMode.ADDED: Placement.SUMMARY,
                FilterMode.DIFF_CONTEXT: Placement.SUMMARY,
                FilterMode.FILE: Placement.FILE_LEVEL,
                FilterMode.NOFILTER: Placement.FILE_LEVEL,
            },
        ),
    ],
)
def test_place(location: Location, expected: dict[FilterMode, Placement]) -> None:
    assert {mode: place(INDEX, location, mode) for mode in ALL_MODES} == expected


def test_default_mode_is_added() -> None:
    assert place(INDEX, loc(10)) is Placement.SUMMARY
    assert place(INDEX, loc(13)) is Placement.INLINE


@pytest.mark.parametrize(
    ("location", "mode", "expected"),
    [
        # the anchor (last) line is added: the start is raised to the hunk's first line
        (loc(5, 13), FilterMode.ADDED, Anchored(Placement.INLINE, loc(10, 13))),
        (loc(11, 13), FilterMode.ADDED, Anchored(Placement.INLINE, loc(11, 13))),
        # the range crosses into the second hunk: trimmed to that hunk
        (loc(15, 31), FilterMode.DIFF_CONTEXT, Anchored(Placement.INLINE, loc(31, 31))),
        (loc(1, 32, side=L), FilterMode.NOFILTER, Anchored(Placement.INLINE, loc(30, 32, side=L))),
        # the anchor line is outside the hunks: not inline, location untouched
        (loc(12, 20), FilterMode.FILE, Anchored(Placement.FILE_LEVEL, loc(12, 20))),
        # ADDED: the comment ends on the range's last added line (a call whose arguments
        # changed, between unchanged first and last lines)
        (loc(12, 20), FilterMode.ADDED, Anchored(Placement.INLINE, loc(12, 13))),
        (loc(11, 15), FilterMode.ADDED, Anchored(Placement.INLINE, loc(11, 13))),
        (loc(14, 31), FilterMode.ADDED, Anchored(Placement.SUMMARY, loc(14, 31))),
        # a backwards range is never inline
        (loc(13, 12), FilterMode.NOFILTER, Anchored(Placement.FILE_LEVEL, loc(13, 12))),
        # start without end counts as one line
        (Location("app.py", 12, None), FilterMode.ADDED, Anchored(Placement.INLINE, loc(12, 12))),
    ],
)
def test_anchor_trims_ranges(location: Location, mode: FilterMode, expected: Anchored) -> None:
    anchored = anchor(INDEX, location, mode)
    assert anchored == expected
    assert anchored.trimmed_from(location) is (expected.location != location)
    if anchored.placement is Placement.INLINE:
        inline = anchored.location
        assert inline.start_line is not None and inline.end_line is not None
        assert INDEX.is_commentable_range(
            inline.path, inline.start_line, inline.end_line, inline.side
        )


def test_a_removed_file_does_not_hide_a_live_file_with_the_same_path() -> None:
    diff = parse_diff(
        "diff --git a/a.py b/b.py\nsimilarity index 90%\nrename from a.py\nrename to b.py\n"
        "--- a/a.py\n+++ b/b.py\n@@ -1 +1 @@\n-x\n+y\n"
        "diff --git a/b.py b/b.py\ndeleted file mode 100644\n--- a/b.py\n+++ /dev/null\n"
        "@@ -1,3 +0,0 @@\n-p\n-q\n-r\n"
    )
    index = DiffIndex(diff)
    assert index.changed_paths == ("b.py",)
    assert index.kind_of("b.py", 1, R) is LineKind.ADDED


REINDENT = """\
diff --git a/jobs.py b/jobs.py
index 1111111..2222222 100644
--- a/jobs.py
+++ b/jobs.py
@@ -1,4 +1,5 @@
-def run(command):
-    os.system(command)
-    return eval(command)
+def run(command):
+    if command:
+        os.system(command)
+        return eval(command)
     # done
"""


def test_a_line_whose_change_is_whitespace_only_is_not_added() -> None:
    index = DiffIndex(parse_diff(REINDENT))

    assert [line for line in range(1, 6) if index.is_changed("jobs.py", line)] == [2]
    assert index.kind_of("jobs.py", 3) is LineKind.CONTEXT
    assert place(index, Location("jobs.py", 3, 3)) is Placement.SUMMARY
    assert place(index, Location("jobs.py", 3, 3), FilterMode.DIFF_CONTEXT) is Placement.INLINE


def changed(path: str, base: str, head: str) -> tuple[DiffIndex, DiffIndex]:
    """(index without the files' text, index with the head text) of one file's change."""
    body = "".join(
        difflib.unified_diff(
            base.splitlines(keepends=True), head.splitlines(keepends=True), f"a/{path}", f"b/{path}"
        )
    )
    diff = parse_diff(f"diff --git a/{path} b/{path}\nindex 1111111..2222222 100644\n{body}")
    return DiffIndex(diff), DiffIndex(diff, {path: head})


def code_changes(index: DiffIndex, path: str, lines: int) -> list[int]:
    return [n for n in range(1, lines + 1) if index.is_changed(path, n, code_only=True)]


FINALLY = "def f():\n    try:\n        g()\n    finally:\n        return 1\n"


def test_a_line_whose_only_change_is_a_comment_has_no_new_code() -> None:
    head = FINALLY.replace("return 1\n", "return 1  # pylint: disable=lost-exception\n")
    without_text, index = changed("c.py", FINALLY, head)

    assert code_changes(index, "c.py", 5) == []
    assert index.is_changed("c.py", 5)  # its text did change: the secrets check reads it
    assert place(index, Location("c.py", 5, 5), code_only=True) is Placement.SUMMARY
    assert place(index, Location("c.py", 5, 5)) is Placement.INLINE
    assert not index.added_by_change(Location("c.py", 2, 5), code_only=True)
    assert index.added_by_change(Location("c.py", 2, 5))
    assert code_changes(without_text, "c.py", 5) == [5]  # no text, no comment reader


def test_a_comment_line_added_or_changed_has_no_new_code() -> None:
    base = "# one\nx = 1\n"
    _, index = changed("c.py", base, "# two\n# three\nx = 1\n")
    assert code_changes(index, "c.py", 3) == []
    _, index = changed("c.js", "// one\nx = 1;\n", "/* two */\n  // three\nx = 1;\n")
    assert code_changes(index, "c.js", 3) == []


def test_new_code_with_a_comment_is_new() -> None:
    head = FINALLY.replace("        g()\n", "        g()\n        h()  # new\n")
    _, index = changed("c.py", FINALLY, head)
    assert code_changes(index, "c.py", 6) == [4]


def test_a_copy_of_an_old_line_with_a_comment_is_new() -> None:
    # `g()` was there once; now twice: one of the two is new code
    head = FINALLY.replace("        g()\n", "        g()  # first\n        g()  # again\n")
    _, index = changed("c.py", FINALLY, head)
    assert len(code_changes(index, "c.py", 6)) == 1


def test_a_hash_in_a_string_is_code() -> None:
    _, index = changed("c.py", 'URL = "http://a#x"\n', 'URL = "http://a#y"\n')
    assert code_changes(index, "c.py", 1) == [1]
    _, index = changed("c.js", 'u = "http://a";\n', 'u = "http://b";\n')
    assert code_changes(index, "c.js", 1) == [1]


def test_a_hash_inside_a_multi_line_string_is_code() -> None:
    base = 'Q = f"""\n  x # {a}\n"""\n'
    _, index = changed("c.py", base, base.replace("{a}", "{request.args['q']}"))
    assert code_changes(index, "c.py", 3) == [2]


def test_a_regex_that_looks_like_a_comment_is_code() -> None:
    base = "const r = /\\/\\//; ok();\n"
    _, index = changed("c.js", base, base.replace("ok()", "eval(input)"))
    assert code_changes(index, "c.js", 1) == [1]


def test_a_trailing_comment_changed_in_javascript_has_no_new_code() -> None:
    base = "function f(a) {\n  return eval(a); // legacy\n}\n"
    _, index = changed("c.js", base, base.replace("// legacy", "/* eslint-disable-line */"))
    assert code_changes(index, "c.js", 3) == []


RETURNS = "def f(g, x):\n    try:\n        pass\n    finally:\n        return list(g(x))\n"


def test_a_statement_split_over_lines_with_a_comment_has_no_new_code() -> None:
    head = RETURNS.replace(
        "return list(g(x))",
        "return list(  # pylint: disable=lost-exception\n            g(x)\n        )",
    )
    _, index = changed("c.py", RETURNS, head)
    assert code_changes(index, "c.py", 7) == []
    assert index.is_changed("c.py", 5) and index.is_changed("c.py", 6)


def test_a_split_statement_with_new_code_is_new() -> None:
    head = RETURNS.replace("return list(g(x))", "return list(\n            g(x), x\n        )")
    _, index = changed("c.py", RETURNS, head)
    assert code_changes(index, "c.py", 7) == [5, 6, 7]


def test_one_statement_made_two_is_new_code() -> None:
    # "return x" and "return" + "x" hold the same characters, but not the same code
    base = "def f(x):\n    return x\n"
    _, index = changed("c.py", base, "def f(x):\n    return  # done\n    x\n")
    assert code_changes(index, "c.py", 3) == [2, 3]
