"""Which files a /fix may change (pure)."""

from __future__ import annotations

import pytest

from bot.fix.scope import EditScope, is_build_or_ci_file, is_test_file_of, names_path


@pytest.mark.parametrize(
    ("candidate", "source"),
    [
        ("tests/test_config.py", "app/config.py"),
        ("tests/unit/test_config.py", "app/config.py"),
        ("app/test_config.py", "app/config.py"),
        ("app/config_test.go", "app/config.go"),
        ("src/widget.test.ts", "src/widget.ts"),
        ("src/__tests__/widget.tsx", "src/widget.ts"),
        ("src/widget.spec.js", "src/widget.js"),
        ("src/test/java/com/acme/ParserTest.java", "src/main/java/com/acme/Parser.java"),
        ("spec/models/user_spec.rb", "app/models/user.rb"),
    ],
)
def test_test_files_by_convention(candidate: str, source: str) -> None:
    assert is_test_file_of(candidate, source)


@pytest.mark.parametrize(
    ("candidate", "source"),
    [
        ("app/other.py", "app/config.py"),
        ("tests/test_other.py", "app/config.py"),
        ("lib/test_config.py", "app/config.py"),  # neither beside it nor under a test folder
        ("tests/test_config.sh", "app/config.py"),
        ("tests/conftest.py", "app/config.py"),
        ("tests/.test_config.py", "app/config.py"),
        ("app/config.py", "app/config.py"),
    ],
)
def test_other_files_are_not_test_files(candidate: str, source: str) -> None:
    assert not is_test_file_of(candidate, source)


@pytest.mark.parametrize(
    "path",
    [
        "setup.py",
        "pyproject.toml",
        "web/package.json",
        "Makefile",
        "docker/Dockerfile",
        "app/build.gradle",
        "app/build.gradle.kts",
        "go.mod",
        "requirements-dev.txt",
        "Jenkinsfile",
        "tests/conftest.py",
    ],
)
def test_build_and_ci_files(path: str) -> None:
    assert is_build_or_ci_file(path)


def test_a_path_is_named_only_as_a_whole() -> None:
    assert names_path("please also touch setup.py.", "setup.py")
    assert names_path("edit `.gitattributes` too", ".gitattributes")
    assert not names_path("see my_setup.py", "setup.py")
    assert not names_path("see lib/setup.py", "setup.py")
    assert not names_path("setup.pyc is stale", "setup.py")


SCOPE = EditScope(frozenset({"app/config.py"}))


@pytest.mark.parametrize(
    ("path", "exists", "reason"),
    [
        ("app/config.py", True, None),
        ("tests/test_config.py", True, None),
        ("tests/test_config.py", False, "new files are not created"),
        ("setup.py", False, "new files are not created"),
        (".gitattributes", True, "build, CI and dot files"),
        ("pyproject.toml", True, "build, CI and dot files"),
        ("app/other.py", True, "only the findings' files (`app/config.py`)"),
    ],
)
def test_what_a_fix_may_change(path: str, exists: bool, reason: str | None) -> None:
    problem = SCOPE.problem(path, exists)
    assert problem is None if reason is None else reason in (problem or "")


def test_the_requesters_instruction_opens_the_files_it_names_only() -> None:
    scope = EditScope(frozenset({"app/config.py"}), "also pin it in setup.py and .gitattributes")
    assert scope.problem("setup.py", False) is None
    assert scope.problem(".gitattributes", True) is None
    assert scope.problem("pyproject.toml", True) is not None
