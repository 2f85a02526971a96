"""`ignore:` in .github/redline.yml follows .gitignore's rules, with the patterns users write."""

from __future__ import annotations

import pytest

from bot.core.languages import matches_any
from bot.core.repo_config import DEFAULT_IGNORED, RepoConfig

USER = ("docs/", "/build/", "**/fixtures/**", "*.snap", "!docs/security.md", "generated_*.py")


@pytest.mark.parametrize(
    ("path", "pattern"),
    [
        ("docs/guide.md", "docs/"),
        ("api/docs/index.md", "docs/"),
        ("docs/security.md", None),
        ("build/out.js", "/build/"),
        ("src/build/helper.py", None),
        ("tests/fixtures/a/b.json", "**/fixtures/**"),
        ("ui/__snapshots__/button.snap", "*.snap"),
        ("pkg/generated_models.py", "generated_*.py"),
        ("src/app.py", None),
    ],
)
def test_user_patterns(path: str, pattern: str | None) -> None:
    assert matches_any(path, USER) == pattern


@pytest.mark.parametrize(
    ("path", "ignored"),
    [
        ("web/node_modules/react/index.js", True),
        ("static/app.min.js", True),
        ("app.min.js", True),
        ("vendor/lib.go", True),
        ("src/vendor/lib.go", True),
        ("package-lock.json", True),
        ("dist/bundle.js", True),
        ("src/dist.py", False),
        ("proto/user_pb2.py", True),
        ("src/orders.py", False),
    ],
)
def test_default_ignores(path: str, ignored: bool) -> None:
    assert (matches_any(path, DEFAULT_IGNORED) is not None) is ignored


def test_a_negation_can_take_back_a_default() -> None:
    config = RepoConfig(ignore=("!vendor/our_fork/**",))
    assert matches_any("vendor/our_fork/patch.go", config.ignored_globs) is None
    assert matches_any("vendor/other/lib.go", config.ignored_globs) is not None
