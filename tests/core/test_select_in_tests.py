"""In test files, security and style findings that do not block are not posted."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.core.diff.filter import FilterMode
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Finding, Location, Severity, Source
from bot.core.languages import language_of
from bot.core.learning.fold import learn
from bot.core.learning.model import LearningConfig
from bot.core.report import Visibility
from bot.core.selection import select

PATHS = ("app/client.py", "tests/test_client.py", "qa/smoke.py")


def added(path: str) -> str:
    return f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n@@ -0,0 +1,1 @@\n+x = 1\n"


INDEX = DiffIndex(parse_diff("".join(added(path) for path in PATHS)))


def finding(path: str, category: Category = Category.SECURITY, **changes: object) -> Finding:
    made = Finding(
        location=Location(path, 1, 1),
        category=category,
        severity=Severity.SUGGESTION,
        title="requests call without a timeout",
        explanation="",
        source=Source.SEMGREP,
        rule_id="python-requests-no-timeout",
        raw_confidence=0.9,
        flagged_text="x = 1",
    )
    return replace(made, **changes)  # type: ignore[arg-type]


def visibility(found: Finding, test_paths: tuple[str, ...] = ()) -> Visibility:
    (shown,) = select(
        [found],
        INDEX,
        model=learn((), LearningConfig()),
        repository="acme/shop",
        installation_id=1,
        mode=FilterMode.ADDED,
        max_inline=25,
        fixed_thresholds={},
        language_of=language_of,
        test_paths=test_paths,
    )
    return shown.visibility


@pytest.mark.parametrize(
    ("found", "expected"),
    [
        (finding("app/client.py"), Visibility.INLINE),
        (finding("tests/test_client.py"), Visibility.BELOW_THRESHOLD),
        (finding("tests/test_client.py", Category.STYLE), Visibility.BELOW_THRESHOLD),
        (finding("tests/test_client.py", Category.CORRECTNESS), Visibility.INLINE),
        (finding("tests/test_client.py", severity=Severity.BLOCKING), Visibility.INLINE),
        (finding("tests/test_client.py", source=Source.SECRETS), Visibility.INLINE),
        (finding("tests/test_client.py", targets_tests=True), Visibility.INLINE),
    ],
)
def test_security_and_style_findings_in_test_files(found: Finding, expected: Visibility) -> None:
    assert visibility(found) is expected


def test_a_repository_names_more_test_files() -> None:
    assert visibility(finding("qa/smoke.py")) is Visibility.INLINE
    assert visibility(finding("qa/smoke.py"), ("qa/",)) is Visibility.BELOW_THRESHOLD
