"""parse_diff and diff_from_files: edge cases checked line by line, and errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.core.diff import (
    Diff,
    DiffLine,
    DiffParseError,
    FileStatus,
    LineKind,
    PullFile,
    PullFileStatus,
    diff_from_files,
    parse_diff,
)
from bot.core.diff.paths import split_git_header, strip_prefixes, unquote
from bot.core.findings import Side

TESTDATA = Path(__file__).parent / "testdata"


def read(name: str) -> bytes:
    return (TESTDATA / name).read_bytes()


@pytest.mark.parametrize("empty", ["", b"", "\n", "  \n\n"])
def test_empty_diff_is_an_empty_diff(empty: str | bytes) -> None:
    assert parse_diff(empty) == Diff()


def test_crlf_content_lines_keep_their_numbers_and_lose_the_line_ending() -> None:
    (file,) = parse_diff(read("crlf-content.diff")).files
    assert b"line 2\r\n" in read("crlf-content.diff")
    (hunk,) = file.hunks
    assert hunk.lines == (
        DiffLine(LineKind.CONTEXT, 1, 1, "line one"),
        DiffLine(LineKind.DELETED, 2, None, "line two"),
        DiffLine(LineKind.ADDED, None, 2, "line 2"),
        DiffLine(LineKind.CONTEXT, 3, 3, "line three"),
        DiffLine(LineKind.ADDED, None, 4, "line four"),
    )


def test_a_diff_saved_with_crlf_throughout_parses_like_the_original() -> None:
    raw = read("crlf-transport.diff")
    assert raw.startswith(b"diff --git a/win.txt b/win.txt\r\n")
    assert parse_diff(raw) == parse_diff(read("crlf-content.diff"))
    assert parse_diff(raw).files[0].path == "win.txt"


def test_non_utf8_bytes_survive_and_count_as_lines() -> None:
    raw = read("latin1.diff")
    assert b"caf\xe9 cr\xe8me" in raw
    (file,) = parse_diff(raw).files
    texts = {line.new_lineno: line.text for line in file.hunks[0].lines if line.new_lineno}
    assert texts[1].encode("utf-8", "surrogateescape") == b"caf\xe9 cr\xe8me"
    assert texts[4].encode("utf-8", "surrogateescape") == b"\xff\xfe end"
    assert file.added_lines() == {1, 4}
    assert file.deleted_lines() == {1}


def test_a_line_separator_inside_a_line_does_not_split_it() -> None:
    raw = "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\u2028b\x0cc\rd\n+e\n"
    (file,) = parse_diff(raw).files
    assert file.hunks[0].lines[0].text == "a\u2028b\x0cc\rd"
    assert file.added_lines() == {2}


def test_no_newline_marker_is_not_a_line() -> None:
    files = {f.path: f for f in parse_diff(read("new-deleted-noeol.diff")).files}
    tail = files["tail.txt"]
    assert [(line.kind, line.text) for line in tail.hunks[0].lines] == [
        (LineKind.CONTEXT, "one"),
        (LineKind.CONTEXT, "two"),
        (LineKind.DELETED, "three"),
        (LineKind.ADDED, "three"),
        (LineKind.ADDED, "four"),
    ]
    assert files["fresh_noeol.txt"].added_lines() == {1}


def test_new_and_deleted_files() -> None:
    files = {f.path: f for f in parse_diff(read("new-deleted-noeol.diff")).files}
    assert files["fresh.txt"].status is FileStatus.ADDED
    assert files["fresh.txt"].old_path is None
    assert files["fresh.txt"].hunk_ranges(Side.LEFT) == ()
    assert files["fresh.txt"].hunk_ranges(Side.RIGHT) == (range(1, 3),)
    gone = files["gone.txt"]
    assert (gone.status, gone.path, gone.old_path) == (FileStatus.REMOVED, "gone.txt", "gone.txt")
    assert gone.deleted_lines() == {1, 2, 3, 4, 5}
    assert gone.hunk_ranges(Side.RIGHT) == ()


def test_renames_with_and_without_content_and_spaces_in_paths() -> None:
    moved, pure = parse_diff(read("rename.diff")).files
    assert (moved.status, moved.old_path, moved.path) == (
        FileStatus.RENAMED,
        "dir a/file one.txt",
        "dir b/file two.txt",
    )
    assert moved.added_lines() == {16}
    assert (pure.status, pure.old_path, pure.path, pure.hunks) == (
        FileStatus.RENAMED,
        "old_name.py",
        "new_name.py",
        (),
    )


def test_real_renames_from_pluggy() -> None:
    renamed = {
        f.old_path: f.path
        for f in parse_diff(read("pluggy-0.13.1-1.0.0-renames.diff")).files
        if f.status is FileStatus.RENAMED
    }
    assert renamed == {
        "HOWTORELEASE.rst": "RELEASING.rst",
        "src/pluggy/hooks.py": "src/pluggy/_hooks.py",
        "src/pluggy/manager.py": "src/pluggy/_manager.py",
    }


def test_copies() -> None:
    changed, same = parse_diff(read("copy.diff")).files
    assert (changed.status, changed.old_path, changed.path) == (
        FileStatus.COPIED,
        "base.py",
        "copy_changed.py",
    )
    assert changed.added_lines() == {7} and changed.deleted_lines() == {7}
    assert (same.status, same.path, same.hunks) == (FileStatus.COPIED, "copy_same.py", ())


@pytest.mark.parametrize("name", ["binary-differ.diff", "binary-patch.diff"])
def test_binary_files(name: str) -> None:
    files = {f.path: f for f in parse_diff(read(name)).files}
    assert list(files) == ["blob.bin", "logo.png", "notes.txt"]
    for path in ("blob.bin", "logo.png"):
        assert files[path].is_binary and not files[path].is_viewable and files[path].hunks == ()
    assert files["blob.bin"].status is FileStatus.ADDED
    assert not files["notes.txt"].is_binary
    assert files["notes.txt"].added_lines() == {2}


def test_mode_changes() -> None:
    run, tool = parse_diff(read("mode-change.diff")).files
    assert (run.path, run.status, run.mode_change, run.hunks) == (
        "run.sh",
        FileStatus.MODIFIED,
        ("100644", "100755"),
        (),
    )
    assert tool.mode_change == ("100644", "100755") and tool.added_lines() == {2}


def test_submodules() -> None:
    moved, added = parse_diff(read("submodule.diff")).files
    assert moved.is_submodule and added.is_submodule
    assert (moved.status, added.status) == (FileStatus.MODIFIED, FileStatus.ADDED)
    assert moved.hunks[0].lines[1].text == "Subproject commit " + "2" * 40


def test_quoted_paths() -> None:
    paths = [f.path for f in parse_diff(read("quoted-paths.diff")).files]
    assert paths == ["café.txt", "foo bar.txt", 'tab"quote.txt']


def test_plain_unified_diff_without_git_headers() -> None:
    raw = "--- old.py\t2024-01-01\n+++ new.py\t2024-01-02\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
    (file,) = parse_diff(raw).files
    assert (file.old_path, file.path, file.status) == ("old.py", "new.py", FileStatus.RENAMED)
    raw_new = "--- /dev/null\n+++ b/made.py\n@@ -0,0 +1 @@\n+x\n"
    (made,) = parse_diff(raw_new).files
    assert (made.path, made.status) == ("made.py", FileStatus.ADDED)


BROKEN = [
    pytest.param(
        "diff --git a/x.py b/x.py\n--- a/x.py\n+++ b/x.py\n@@ -1,3 +1,3 @@\n a\n-b\n",
        "x.py",
        6,
        id="hunk-shorter-than-its-header",
    ),
    pytest.param(
        "diff --git a/ok.py b/ok.py\n--- a/ok.py\n+++ b/ok.py\n@@ -1 +1 @@\n-a\n+b\n"
        "diff --git a/y.py b/y.py\n--- a/y.py\n+++ b/y.py\n@@ -1,2 +1,2 @@\n a\n*junk\n",
        "y.py",
        12,
        id="junk-inside-a-hunk",
    ),
    pytest.param(
        "diff --git a/z.py b/z.py\n--- a/z.py\n+++ b/z.py\n@@ -1 +1 @@\n-a\n"
        "diff --git a/w.py b/w.py\n",
        "z.py",
        6,
        id="next-file-starts-inside-a-hunk",
    ),
]


@pytest.mark.parametrize(("text", "path", "line_no"), BROKEN)
def test_malformed_diffs_name_the_file_and_line(text: str, path: str, line_no: int) -> None:
    with pytest.raises(DiffParseError) as caught:
        parse_diff(text)
    message = str(caught.value)
    assert f"file {path!r}" in message
    assert f"diff line {line_no}" in message
    assert isinstance(caught.value, ValueError)


def test_text_without_any_file_header_is_an_error() -> None:
    with pytest.raises(DiffParseError, match="no file header"):
        parse_diff("<html><body>502 Bad Gateway</body></html>\n")


def test_hunk_before_any_file_is_an_error() -> None:
    with pytest.raises(DiffParseError, match="before any file header"):
        parse_diff("@@ -1 +1 @@\n-a\n+b\n")


@settings(max_examples=300, deadline=None)
@given(
    cut=st.integers(min_value=0, max_value=2000),
    insert=st.text(alphabet="+- @\\\nab,0123456789", max_size=12),
)
def test_mangled_diffs_parse_or_raise_diff_parse_error(cut: int, insert: str) -> None:
    raw = read("six-1.15.0-1.16.0.diff").decode()
    cut = cut % len(raw)
    mangled = raw[:cut] + insert + raw[cut + len(insert) // 2 :]
    try:
        parse_diff(mangled)
    except DiffParseError as error:
        assert re.search(r"diff line \d+|no file header|has no path", str(error))


def pull_files_from(raw: bytes, statuses: dict[str, PullFileStatus]) -> list[PullFile]:
    """Cut a whole diff into the per-file `patch` strings the files API returns."""
    sections = raw.decode().split("diff --git ")[1:]
    files = []
    for section, file in zip(sections, parse_diff(raw).files, strict=True):
        patch = section[section.index("@@") :] if "\n@@ " in section else None
        files.append(
            PullFile(
                filename=file.path,
                previous_filename=file.old_path if file.old_path != file.path else None,
                status=statuses.get(file.path, PullFileStatus.MODIFIED),
                patch=patch.rstrip("\n") if patch else None,
                changes=len(file.added_lines()) + len(file.deleted_lines()),
            )
        )
    return files


@pytest.mark.parametrize(
    "name",
    ["six-1.15.0-1.16.0.diff", "pluggy-0.13.1-1.0.0-renames.diff", "new-deleted-noeol.diff"],
)
def test_files_api_patches_give_the_same_hunks_as_the_whole_diff(name: str) -> None:
    raw = read(name)
    whole = parse_diff(raw)
    statuses = {f.path: PullFileStatus(f.status.value) for f in whole.files}
    rebuilt = diff_from_files(pull_files_from(raw, statuses))
    assert [(f.path, f.old_path, f.status) for f in rebuilt.files] == [
        (f.path, f.old_path, f.status) for f in whole.files
    ]
    assert [f.hunks for f in rebuilt.files] == [f.hunks for f in whole.files]


def test_files_api_without_patch_is_not_viewable() -> None:
    diff = diff_from_files(
        [
            PullFile("big.min.js", PullFileStatus.MODIFIED, 9000, 8000, 17000, None),
            PullFile("logo.png", PullFileStatus.ADDED, 0, 0, 0, None),
            PullFile("new.py", PullFileStatus.RENAMED, previous_filename="old.py"),
            PullFile("run.sh", PullFileStatus.CHANGED),
            PullFile("gone.py", PullFileStatus.REMOVED, 0, 2, 2, "@@ -1,2 +0,0 @@\n-a\n-b"),
        ]
    )
    big, logo, renamed, mode_only, gone = diff.files
    assert not big.is_viewable and big.hunks == ()
    assert not logo.is_viewable and logo.status is FileStatus.ADDED and logo.old_path is None
    assert renamed.is_viewable and (renamed.old_path, renamed.status) == (
        "old.py",
        FileStatus.RENAMED,
    )
    assert mode_only.is_viewable and mode_only.status is FileStatus.MODIFIED
    assert gone.status is FileStatus.REMOVED and gone.deleted_lines() == {1, 2}


def test_files_api_broken_patch_names_the_file() -> None:
    broken = PullFile("src/app.py", PullFileStatus.MODIFIED, 1, 0, 1, "@@ -1,2 +1,3 @@\n a\n+b")
    with pytest.raises(DiffParseError, match=r"'src/app.py'.*patch line"):
        diff_from_files([broken])


@pytest.mark.parametrize(
    ("header", "paths"),
    [
        ("diff --git a/x.py b/x.py\n", ("a/x.py", "b/x.py")),
        ("diff --git a/dir b/f b/dir b/f\n", ("a/dir b/f", "b/dir b/f")),
        ('diff --git "a/caf\\303\\251" "b/caf\\303\\251"\n', ("a/café", "b/café")),
        ('diff --git a/plain "b/t\\tab"\n', ("a/plain", "b/t\tab")),
        ("diff --git a/old name b/new\n", ("a/old name", "b/new")),
    ],
)
def test_split_git_header(header: str, paths: tuple[str, str]) -> None:
    assert split_git_header(header) == paths


def test_prefixes_are_stripped_only_when_both_sides_have_one() -> None:
    assert strip_prefixes("a/x", "b/x") == ("x", "x")
    assert strip_prefixes("/dev/null", "b/x") == ("/dev/null", "x")
    assert strip_prefixes("src/x", "b/x") == ("src/x", "b/x")
    assert unquote('"\\"q\\\\\\n"') == '"q\\\n'
