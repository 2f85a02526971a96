"""Fixtures for /fix: a small rule pack, a migrated SQLite database, FixDeps for a world."""

from __future__ import annotations

import asyncio
import atexit
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import anthropic
import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from bot.core.repo_config import RepoConfig
from bot.fix.agent import ClaudeEditor, EditProposer
from bot.fix.attempt import FixDeps
from bot.fix.edits import EditLimits
from bot.fix.request import FixJob
from bot.fix.sandbox import Sandbox
from bot.github import ClientOptions, GitHubApp
from bot.review.job import semgrep_executable
from bot.settings import DEFAULT_MODEL
from bot.store.db import make_engine, migrate
from bot.store.review_models import FindingRecord
from tests.fakes.anthropic import AnthropicFake
from tests.fix.world import PullWorld
from tests.services import service_missing

RULES = Path(__file__).resolve().parents[2] / "rules"
PACK_RULES = (
    "python/security/python-yaml-load-without-loader.yaml",
    "python/correctness/python-hasattr-call.yaml",
    "python/security/python-eval-dynamic.yaml",
)


@pytest.fixture(scope="session")
def rules_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three rules of the pack (the whole pack costs seconds per scan)."""
    root = tmp_path_factory.mktemp("rules")
    for rule in PACK_RULES:
        (root / rule).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(RULES / rule, root / rule)
    return root


def machine_cannot_sandbox(uid: int | None) -> str | None:
    """Why bubblewrap cannot isolate anything on this machine, whatever we ask of it (None
    when it can): `bwrap --unshare-all` of /bin/true, as the sandbox's uid."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return "bubblewrap (`bwrap`) is not installed"
    done = subprocess.run(
        [bwrap, "--unshare-all", "--ro-bind", "/", "/", "--", "/bin/true"],
        capture_output=True,
        text=True,
        timeout=30,
        user=uid,
        group=uid,
        extra_groups=[] if uid is not None else None,
        cwd="/",
        check=False,
    )
    if done.returncode != 0:
        return (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
    return None


@pytest.fixture(scope="session")
def sandbox_runs() -> None:
    """Skip when this machine cannot run bubblewrap at all (fail instead with
    REDLINE_REQUIRE_SERVICES=1); fail when it can and our Sandbox still cannot start."""
    sandbox = Sandbox()
    reason = asyncio.run(sandbox.unavailable_reason())
    if reason is None:
        return
    machine = machine_cannot_sandbox(sandbox.uid)
    if machine is None:
        pytest.fail(f"bubblewrap works on this machine, but our sandbox does not: {reason}")
    service_missing(f"bubblewrap cannot run here: {machine}")


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    url = f"sqlite:///{tmp_path / 'redline.db'}"
    migrate(url)
    built = make_engine(url)
    yield built
    built.dispose()


def add_finding(engine: Engine, world: PullWorld, **fields: Any) -> int:
    now = datetime.now(UTC)
    values: dict[str, Any] = {
        "installation_id": world.installation.id,
        "repository_full_name": world.repository.full_name,
        "pull_number": world.pull.number,
        "fingerprint": f"fp{now.timestamp()}{fields.get('start_line')}{fields.get('rule_id')}",
        "head_sha": world.pull.head_sha,
        "source": "semgrep",
        "sources": "semgrep",
        "category": "security",
        "severity": "blocking",
        "raw_confidence": 0.9,
        "confidence": 0.9,
        "side": "RIGHT",
        "placement": "inline",
        "comment_url": f"https://github.com/{world.repository.full_name}/pull/1#c",
        "status": "open",
        "created_at": now,
        **fields,
    }
    values.setdefault("end_line", values.get("start_line"))
    with Session(engine) as session, session.begin():
        record = FindingRecord(**values)
        session.add(record)
        session.flush()
        return record.id


def fake_proposers(anthropic_fake: AnthropicFake) -> Callable[[RepoConfig, str], EditProposer]:
    def make(config: RepoConfig, brief: str) -> EditProposer:
        client = anthropic.AsyncAnthropic(
            base_url=anthropic_fake.base_url, api_key=anthropic_fake.api_key, max_retries=0
        )
        return ClaudeEditor(client, DEFAULT_MODEL, brief, EditLimits())

    return make


def make_deps(
    world: PullWorld,
    engine: Engine,
    rules_dir: Path,
    tmp_path: Path,
    *,
    anthropic_fake: AnthropicFake | None = None,
    sandbox: Sandbox | None = None,
    git_base_url: str | None = None,
) -> FixDeps:
    github = GitHubApp(
        world.fake.app_id,
        world.fake.private_key_pem,
        ClientOptions(base_url=world.fake.base_url, max_retries=0),
    )
    # under /tmp, searchable by others: the sandbox's unprivileged uid must reach the checkout
    workspaces = Path(tempfile.mkdtemp(prefix="redline-fix-tests-"))
    workspaces.chmod(0o711)
    atexit.register(shutil.rmtree, workspaces, True)
    return FixDeps(
        engine=engine,
        github=github,
        git_base_url=git_base_url or world.remote.base_url,
        app_slug="redline",
        app_id=world.fake.app_id,
        rules_dir=rules_dir,
        semgrep_bin=semgrep_executable(),
        sandbox=sandbox or Sandbox(),
        proposers=fake_proposers(anthropic_fake) if anthropic_fake else None,
        workspace_parent=workspaces,
    )


def fix_job(world: PullWorld, **fields: Any) -> FixJob:
    values: dict[str, Any] = {
        "installation_id": world.installation.id,
        "owner": world.repository.owner.login,
        "repo": world.repository.name,
        "number": world.pull.number,
        "comment_id": 777,
        "comment_kind": "issue_comment",
        "requester": "maintainer",
        **fields,
    }
    return FixJob(**values)
