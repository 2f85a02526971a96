"""A rule marked `confidence: LOW` is never posted inline with default settings and no
learned data: its findings are listed in the summary until a repository's own outcomes
show they are worth a comment (issue #34: what Redline posts must be worth reading)."""

from __future__ import annotations

import pytest

from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Finding, Location, RuleConfidence, Severity, Source
from bot.core.languages import language_of
from bot.core.learning.fold import learn
from bot.core.learning.model import LearningConfig
from bot.core.repo_config import RepoConfig
from bot.core.report import Visibility
from bot.core.scoring import score
from bot.core.selection import select

PATH = "app/service.py"
INDEX = DiffIndex(
    parse_diff(
        f"diff --git a/{PATH} b/{PATH}\nnew file mode 100644\n--- /dev/null\n"
        f"+++ b/{PATH}\n@@ -0,0 +1,1 @@\n+x = compute()\n"
    )
)


def visibility(severity: Severity, category: Category, confidence: RuleConfidence) -> Visibility:
    defaults = RepoConfig()
    found = score(
        Finding(
            location=Location(PATH, 1, 1),
            category=category,
            severity=severity,
            title="t",
            explanation="e",
            source=Source.SEMGREP,
            rule_id="python-some-rule",
            raw_confidence=0.99,
            rule_confidence=confidence,
            flagged_text="x = compute()",
        )
    )
    (shown,) = select(
        [found],
        INDEX,
        model=learn((), LearningConfig(target_precision=defaults.target_precision)),
        repository="acme/shop",
        installation_id=1,
        mode=defaults.filter,
        max_inline=25,
        fixed_thresholds=defaults.thresholds,
        language_of=language_of,
    )
    return shown.visibility


@pytest.mark.parametrize("severity", list(Severity))
@pytest.mark.parametrize("category", [Category.SECURITY, Category.CORRECTNESS, Category.STYLE])
def test_a_low_confidence_rule_is_never_posted_inline_by_default(
    severity: Severity, category: Category
) -> None:
    assert visibility(severity, category, RuleConfidence.LOW) is not Visibility.INLINE


def test_a_high_confidence_blocking_rule_is_posted_inline_by_default() -> None:
    assert (
        visibility(Severity.BLOCKING, Category.SECURITY, RuleConfidence.HIGH) is Visibility.INLINE
    )
