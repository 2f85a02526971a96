"""fix_attempts on SQLite and PostgreSQL, and which findings a /fix targets."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.orm import Session

from bot.fix.outcomes import FixOutcomeKind
from bot.store.db import make_engine
from bot.store.fixes import AttemptRecord, attempts_of, findings_to_fix, record_attempt
from bot.store.review_models import FindingRecord

T0 = datetime(2025, 3, 1, tzinfo=UTC)


def _finding(number: int, **fields: Any) -> FindingRecord:
    values: dict[str, Any] = {
        "installation_id": 1,
        "repository_full_name": "acme/widgets",
        "pull_number": 7,
        "fingerprint": f"fp{number}",
        "head_sha": "a" * 40,
        "source": "semgrep",
        "sources": "semgrep",
        "rule_id": f"rule-{number}",
        "category": "correctness",
        "severity": "suggestion",
        "raw_confidence": 0.8,
        "confidence": 0.8,
        "path": f"f{number}.py",
        "start_line": 1,
        "end_line": 1,
        "side": "RIGHT",
        "title": f"finding {number}",
        "placement": "inline",
        "comment_id": 100 + number,
        "status": "open",
        "created_at": T0,
        **fields,
    }
    return FindingRecord(**values)


def test_attempts_are_stored_with_their_outcome_rounds_and_tokens(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        assert "fix_attempts" in inspect(engine).get_table_names()
        record = AttemptRecord(
            installation_id=1,
            repository_full_name="acme/widgets",
            pull_number=7,
            requester="maintainer",
            comment_id=55,
            finding_ids=(3, 4),
            start_sha="b" * 40,
            outcome=FixOutcomeKind.PUSHED,
            rounds=2,
            commit_sha="c" * 40,
            model="claude-sonnet-4-5",
            input_tokens=1200,
            output_tokens=300,
            detail="round 1: …\nround 2: verified",
            created_at=T0,
            finished_at=T0,
        )
        record_attempt(engine, record)
        [stored] = attempts_of(engine, "acme/widgets", 7)
        assert (stored.outcome, stored.rounds, stored.finding_ids) == ("pushed", 2, [3, 4])
        assert (stored.input_tokens, stored.output_tokens) == (1200, 300)
        assert stored.commit_sha == "c" * 40 and stored.created_at == T0
        assert attempts_of(engine, "acme/widgets", 8) == []
    finally:
        engine.dispose()


def test_the_open_posted_findings_are_targeted_blocking_first_and_capped(
    database_url: str,
) -> None:
    engine = make_engine(database_url)
    try:
        with Session(engine) as session, session.begin():
            session.add_all(
                [
                    _finding(1),
                    _finding(2, severity="blocking"),
                    _finding(3, status="addressed"),
                    _finding(4, comment_id=None, placement="summary"),
                    _finding(5, pull_number=8),
                    _finding(6),
                ]
            )
        every = findings_to_fix(engine, "acme/widgets", 7, cap=5)
        assert [f.rule_id for f in every] == ["rule-2", "rule-1", "rule-6"]
        assert [f.rule_id for f in findings_to_fix(engine, "acme/widgets", 7, cap=1)] == ["rule-2"]
        replied = findings_to_fix(engine, "acme/widgets", 7, in_reply_to_id=106)
        assert [f.rule_id for f in replied] == ["rule-6"]
        named = findings_to_fix(engine, "acme/widgets", 7, finding_ids=[every[1].id])
        assert [f.rule_id for f in named] == ["rule-1"]
    finally:
        engine.dispose()
