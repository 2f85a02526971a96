"""Search/replace edits: exactly-once matches, allowed paths, limits, all-or-nothing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.fix.edits import Edit, EditLimits, apply_edits, changed_lines, path_problem

FILE = "def f(x):\n    return x + 1\n\n\ndef g(x):\n    return x + 1\n"


def test_an_edit_that_matches_once_is_applied() -> None:
    result = apply_edits(
        {"a.py": FILE}, [Edit("a.py", "def f(x):\n    return x + 1", "def f(x):\n    return x + 2")]
    )
    assert result.ok
    assert result.files["a.py"] == FILE.replace("x + 1", "x + 2", 1)


@pytest.mark.parametrize(
    ("search", "reason"),
    [
        ("return x + 1", "occurs 2 times"),
        ("return x + 3", "not found"),
        ("", "search text is empty"),
    ],
)
def test_an_edit_that_does_not_match_exactly_once_is_rejected(search: str, reason: str) -> None:
    result = apply_edits({"a.py": FILE}, [Edit("a.py", search, "pass")])
    assert not result.ok and result.files == {}
    [rejection] = result.rejections
    assert reason in rejection.reason
    assert rejection.describe().startswith("edit 1 (a.py)")


def test_one_bad_edit_rejects_the_whole_round() -> None:
    good = Edit("a.py", "def g(x):", "def h(x):")
    bad = Edit("b.py", "missing", "x")
    result = apply_edits({"a.py": FILE, "b.py": "y = 1\n"}, [good, bad])
    assert result.files == {}
    assert [r.index for r in result.rejections] == [1]


def test_edits_apply_in_order_on_top_of_each_other() -> None:
    edits = [
        Edit("a.py", "def f(x):", "def first(x):"),
        Edit("a.py", "def first(x):", "def second(x):"),
    ]
    assert apply_edits({"a.py": FILE}, edits).files["a.py"].startswith("def second(x):")


def test_an_empty_search_creates_a_missing_file_only() -> None:
    created = apply_edits({"new.py": None}, [Edit("new.py", "", "x = 1\n")])
    assert created.files == {"new.py": "x = 1\n"}
    missing = apply_edits({"gone.py": None}, [Edit("gone.py", "x", "y")])
    assert "does not exist" in missing.rejections[0].reason


@pytest.mark.parametrize(
    "path",
    [
        "/etc/passwd",
        "../outside.py",
        "src/../../outside.py",
        "./a.py",
        "src//a.py",
        ".github/workflows/ci.yml",
        ".GitHub/Workflows/deploy.yml",
        ".git/config",
        ".git/hooks/pre-push",
        "a\\b.py",
        "",
    ],
)
def test_paths_outside_the_repository_or_in_workflows_and_git_are_refused(path: str) -> None:
    assert path_problem(path) is not None
    result = apply_edits({path: "x"}, [Edit(path, "x", "y")])
    assert not result.ok


@pytest.mark.parametrize(
    "path", ["a.py", "src/app/main.go", ".github/redline.yml", "docs/.git-notes"]
)
def test_ordinary_paths_are_allowed(path: str) -> None:
    assert path_problem(path) is None


def test_size_limits_per_edit_and_per_round() -> None:
    limits = EditLimits(max_edit_chars=50, max_total_chars=80, max_edits=2)
    big = Edit("a.py", "def f(x):", "y" * 60)
    assert "per edit" in apply_edits({"a.py": FILE}, [big], limits).rejections[0].reason
    many = [Edit("a.py", "def f(x):", "a")] * 3
    assert "at most 2 per round" in apply_edits({"a.py": FILE}, many, limits).rejections[0].reason
    total = [Edit("a.py", "def f(x):", "z" * 40), Edit("a.py", "def g(x):", "z" * 40)]
    assert "total" in apply_edits({"a.py": FILE}, total, limits).rejections[0].reason


def test_edits_that_change_nothing_are_rejected() -> None:
    result = apply_edits({"a.py": FILE}, [Edit("a.py", "def f(x):", "def f(x):")])
    assert "change nothing" in result.rejections[0].reason


def test_changed_lines_are_the_new_and_modified_lines_of_the_result() -> None:
    before = "a\nb\nc\nd\n"
    after = "a\nB\nc\nnew\nd\n"
    assert changed_lines(before, after) == {2, 4}


@given(
    prefix=st.text(alphabet="ab\n", max_size=30),
    suffix=st.text(alphabet="ab\n", max_size=30),
    replacement=st.text(alphabet="xyz\n", max_size=10),
)
def test_a_unique_marker_is_replaced_and_the_rest_kept(
    prefix: str, suffix: str, replacement: str
) -> None:
    text = prefix + "MARK" + suffix
    result = apply_edits({"f.txt": text}, [Edit("f.txt", "MARK", replacement)])
    assert result.files["f.txt"] == prefix + replacement + suffix
