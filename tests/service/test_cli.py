from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from bot.cli import app
from bot.jobs import queue
from bot.store.db import make_engine, write_engine
from tests.fakes.github import GitHubFake

PEM_ENV = "REDLINE_PRIVATE_KEY"


def run_cli(args: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    clean.pop("ANTHROPIC_API_KEY", None)
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        env={**clean, **env},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_serve_without_settings_names_the_missing_one(tmp_path: Path) -> None:
    result = run_cli(["serve"], {}, tmp_path)
    assert result.returncode == 2
    assert (
        result.stderr.strip() == "redline: error: REDLINE_APP_ID is required (the GitHub App's id)"
    )


def test_invalid_setting_is_one_clear_line(tmp_path: Path) -> None:
    result = run_cli(["serve"], {"REDLINE_WORKERS": "lots"}, tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().startswith("redline: error: REDLINE_WORKERS:")
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("secret", [None, ""], ids=["unset", "empty"])
def test_missing_webhook_secret_refuses_to_start(
    tmp_path: Path, github_fake: GitHubFake, secret: str | None
) -> None:
    """An empty secret is no secret: anyone could sign deliveries with it."""
    env = {"REDLINE_APP_ID": "1", PEM_ENV: github_fake.private_key_pem}
    if secret is not None:
        env["REDLINE_WEBHOOK_SECRET"] = secret
    result = run_cli(["serve"], env, tmp_path)
    assert result.returncode == 2
    assert "REDLINE_WEBHOOK_SECRET is required" in result.stderr


def test_serve_refuses_an_unmigrated_database(tmp_path: Path, github_fake: GitHubFake) -> None:
    env = {
        "REDLINE_APP_ID": "1",
        PEM_ENV: github_fake.private_key_pem,
        "REDLINE_WEBHOOK_SECRET": "s",
        "REDLINE_DATABASE_URL": f"sqlite:///{tmp_path / 'fresh.db'}",
    }
    result = run_cli(["serve", "--port", "0"], env, tmp_path)
    assert result.returncode == 2
    assert "run `redline migrate`" in result.stderr
    assert run_cli(["migrate"], env, tmp_path).returncode == 0


def test_jobs_list_and_retry(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REDLINE_DATABASE_URL", database_url)
    engine = make_engine(database_url)
    with Session(write_engine(engine)) as session, session.begin():
        job_id = queue.enqueue(session, "review", {"x": 1}, concurrency_key="review:a/b#1")
    runner = CliRunner()
    listed = runner.invoke(app, ["jobs", "--json"])
    assert listed.exit_code == 0, listed.output
    (row,) = [json.loads(line) for line in listed.output.splitlines()]
    assert (row["id"], row["kind"], row["status"], row["attempts"]) == (
        job_id,
        "review",
        "queued",
        0,
    )
    assert runner.invoke(app, ["jobs", "retry", str(job_id)]).exit_code == 2  # not dead
    with Session(write_engine(engine)) as session, session.begin():
        queue.cancel(session, "review:a/b#1")
    retried = runner.invoke(app, ["jobs", "retry", str(job_id)])
    assert retried.exit_code == 0, retried.output
    text = runner.invoke(app, ["jobs"])
    assert "review" in text.output and "queued" in text.output


def test_replay_routes_commands_with_the_configured_app_slug(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from datetime import UTC, datetime

    from bot.store.db import migrate
    from bot.store.deliveries import DeliveryRecord, record_delivery
    from bot.store.models import Job
    from tests.service.helpers import fixture_payload

    monkeypatch.setenv("REDLINE_DATABASE_URL", database_url)
    monkeypatch.setenv("REDLINE_APP_SLUG", "acme-review")
    migrate(database_url)
    payload = fixture_payload("issue_comment/created.payload.json")
    payload["installation"] = {"id": 42}
    payload["issue"]["pull_request"] = {"url": "x"}
    payload["comment"].update(
        body="@acme-review help", user={"login": "maria", "id": 7, "type": "User"}
    )
    engine = make_engine(database_url)
    try:
        with Session(write_engine(engine)) as session, session.begin():
            record_delivery(
                session,
                DeliveryRecord(
                    delivery_id="with-slug",
                    event="issue_comment",
                    action="created",
                    installation_id=42,
                    repository_full_name=payload["repository"]["full_name"],
                    payload=json.dumps(payload),
                    received_at=datetime.now(UTC),
                ),
            )
        result = CliRunner().invoke(app, ["replay", "with-slug"])
        assert result.exit_code == 0, result.output
        assert "1 job(s) queued" in result.output
        with Session(engine) as session:
            (job,) = session.query(Job).all()
        assert job.kind == "command"
    finally:
        engine.dispose()
