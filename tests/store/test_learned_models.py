"""The review's learned model: every stored finding is the learner's input, and a fit
is reused until a finding, a signal or an unmute is added (both databases)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.core.findings import Category
from bot.core.learning.fold import ScopeLevel
from bot.core.outcomes import Outcome, SignalKind
from bot.core.repo_config import RepoConfig
from bot.feedback.learned_models import LearnedModels
from bot.store import feedback
from bot.store.review_models import FindingRecord

REPO = "acme/api"
T0 = datetime(2025, 3, 3, 9, tzinfo=UTC)


def add_findings(engine: Engine, count: int, rule_id: str = "py.sqli") -> list[int]:
    with Session(engine) as session, session.begin():
        rows = [
            FindingRecord(
                installation_id=7,
                repository_full_name=REPO,
                pull_number=1,
                fingerprint=f"{rule_id}-{i}",
                head_sha="0" * 40,
                source="semgrep",
                sources="semgrep",
                rule_id=rule_id,
                category="security",
                severity="warning",
                language="python",
                raw_confidence=0.7,
                confidence=0.7,
                threshold=0.5,
                path="app.py",
                start_line=i + 1,
                end_line=i + 1,
                side="RIGHT",
                title="t",
                placement="inline",
                status="open",
                created_at=T0,
            )
            for i in range(count)
        ]
        session.add_all(rows)
        session.flush()
        return [row.id for row in rows]


def dismiss(engine: Engine, finding_ids: list[int], actor: str = "dev") -> None:
    with Session(engine) as session, session.begin():
        feedback.record_signals(
            session,
            [
                feedback.NewSignal(
                    finding_id=finding_id,
                    repository_full_name=REPO,
                    actor=f"{actor}{i}",
                    actor_is_bot=False,
                    kind=SignalKind.DISMISS_FALSE_POSITIVE,
                    at=T0 + timedelta(minutes=i),
                )
                for i, finding_id in enumerate(finding_ids)
            ],
        )


def test_every_recent_finding_is_an_observation_pending_or_judged(
    migrated_engine: Engine,
) -> None:
    ids = add_findings(migrated_engine, 5)
    dismiss(migrated_engine, ids[:2])
    with Session(migrated_engine) as session:
        observed = feedback.observations(session)
    outcomes = sorted(o.outcome for o in observed)
    assert outcomes == sorted([Outcome.DISMISSED] * 2 + [Outcome.PENDING] * 3)
    assert {o.actor for o in observed if o.outcome is Outcome.DISMISSED} == {"dev0", "dev1"}


def test_the_learner_gets_the_recent_findings_and_older_judged_ones_up_to_a_bound(
    migrated_engine: Engine,
) -> None:
    ids = add_findings(migrated_engine, 12)
    dismiss(migrated_engine, ids[:4] + ids[-1:])
    with Session(migrated_engine) as session:
        observed = feedback.observations(session, recent=5, judged=3)
    outcomes = [o.outcome for o in observed]
    assert len(observed) == 5 + 2
    assert outcomes.count(Outcome.DISMISSED) == 3
    assert outcomes.count(Outcome.PENDING) == 4


def test_a_fit_is_reused_until_the_data_changes(migrated_engine: Engine) -> None:
    models = LearnedModels()
    config = RepoConfig()
    add_findings(migrated_engine, 30)
    with Session(migrated_engine) as session:
        first = models.for_repository(session, REPO, config)
        assert models.for_repository(session, "acme/other", config) is first
        stricter = models.for_repository(session, REPO, RepoConfig(target_precision=0.9))
    assert stricter is not first
    assert models.fits == 2
    key = (ScopeLevel.REPOSITORY, REPO, Category.SECURITY)
    assert first.thresholds[key].curve[0].population == 30

    dismiss(migrated_engine, add_findings(migrated_engine, 12, rule_id="py.noisy"))
    with Session(migrated_engine) as session:
        refitted = models.for_repository(session, REPO, config)
    assert models.fits == 3
    assert refitted.thresholds[key].curve[0].population == 42
    assert refitted.thresholds[key].curve[0].evidence == 12
