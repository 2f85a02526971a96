"""The fake's own reading of a unified diff: the referee must be right."""

from __future__ import annotations

from tests.fakes.github_diff import FileStatus, Side, parse_diff, tree_diff
from tests.fakes.github_world import BASE_FILES, DIFF, HEAD_FILES

RENAME = """\
diff --git a/old.py b/new.py
similarity index 90%
rename from old.py
rename to new.py
--- a/old.py
+++ b/new.py
@@ -1,2 +1,2 @@
-a = 1
+a = 2
 b = 2
diff --git a/logo.png b/logo.png
Binary files a/logo.png and b/logo.png differ
"""


def test_commentable_lines_sides_and_hunks() -> None:
    app = parse_diff(DIFF).file("src/app.py")
    assert app is not None
    right = sorted(line for side, line in app.hunk_of if side is Side.RIGHT)
    left = sorted(line for side, line in app.hunk_of if side is Side.LEFT)
    assert right == [3, 4, 5, 8, 9, 10]  # added and context lines of the head
    assert left == [3, 4, 5, 8, 9]  # deleted and context lines of the base
    assert app.hunk_of[(Side.RIGHT, 5)] == 0 and app.hunk_of[(Side.RIGHT, 8)] == 1
    # position 5 is the second hunk's header; 6 the line below it
    assert 5 not in app.positions and app.positions[6].line == 8
    assert app.hunk_text_until(Side.RIGHT, 9).splitlines() == [
        "@@ -8,2 +8,3 @@ def main():",
        " def helper():",
        "+    x = 3",
    ]


def test_renames_and_binary_files() -> None:
    renamed, binary = parse_diff(RENAME).files
    assert (renamed.filename, renamed.previous_filename, renamed.status) == (
        "new.py",
        "old.py",
        FileStatus.RENAMED,
    )
    assert binary.patch is None and binary.hunk_of == {}


def test_tree_diff_round_trips_through_the_parser() -> None:
    computed = parse_diff(tree_diff(BASE_FILES, HEAD_FILES))
    statuses = {
        file.filename: (file.status, file.additions, file.deletions) for file in computed.files
    }
    assert statuses == {
        "src/app.py": (FileStatus.MODIFIED, 2, 1),
        "src/new.py": (FileStatus.ADDED, 1, 0),
    }
