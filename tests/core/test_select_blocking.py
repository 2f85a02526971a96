"""A blocking finding of a deterministic check blocks on its severity, not its confidence:
on a changed line it is posted and fails the check whatever its score or the thresholds
say, unless the repository muted its rule (docs/review.md, "What blocks")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.core.diff.filter import FilterMode
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Finding, Location, RuleConfidence, Severity, Source
from bot.core.languages import language_of
from bot.core.learning.fold import learn
from bot.core.learning.model import LearningConfig, MuteEvidence
from bot.core.report import Visibility
from bot.core.selection import select

PATH = "app/views.py"
INDEX = DiffIndex(
    parse_diff(
        f"diff --git a/{PATH} b/{PATH}\nnew file mode 100644\n--- /dev/null\n"
        f"+++ b/{PATH}\n@@ -0,0 +1,1 @@\n+run(cmd)\n"
    )
)
EVERYTHING_FILTERED = {category: 1.0 for category in Category}


def finding(**changes: object) -> Finding:
    made = Finding(
        location=Location(PATH, 1, 1),
        category=Category.SECURITY,
        severity=Severity.BLOCKING,
        title="shell command built from request data",
        explanation="",
        source=Source.SEMGREP,
        rule_id="python-subprocess-shell-dynamic",
        raw_confidence=0.2,
        rule_confidence=RuleConfidence.MEDIUM,
        flagged_text="run(cmd)",
    )
    return replace(made, **changes)  # type: ignore[arg-type]


def visibility(found: Finding, *, muted: bool = False) -> Visibility:
    model = learn((), LearningConfig())
    if muted:
        mute = MuteEvidence("acme/shop", found.rule_id, 0.0, 9.0, 0.05, True, None)
        model = replace(model, mutes={("acme/shop", found.rule_id): mute})
    (shown,) = select(
        [found],
        INDEX,
        model=model,
        repository="acme/shop",
        installation_id=1,
        mode=FilterMode.ADDED,
        max_inline=25,
        fixed_thresholds=EVERYTHING_FILTERED,
        language_of=language_of,
    )
    return shown.visibility


@pytest.mark.parametrize("source", [Source.SEMGREP, Source.SECRETS, Source.COVERAGE])
def test_a_deterministic_blocking_finding_is_posted_under_any_threshold(source: Source) -> None:
    assert visibility(finding(source=source)) is Visibility.INLINE


def test_a_muted_rule_does_not_block() -> None:
    assert visibility(finding(), muted=True) is Visibility.MUTED


@pytest.mark.parametrize(
    "found",
    [
        finding(severity=Severity.SUGGESTION),
        finding(source=Source.LLM, rule_id="llm"),
        finding(rule_confidence=RuleConfidence.LOW),
    ],
    ids=["suggestion", "model", "low-confidence-rule"],
)
def test_everything_else_waits_for_its_threshold(found: Finding) -> None:
    assert visibility(found) is Visibility.BELOW_THRESHOLD
