"""Redline as an operator runs it: `redline migrate`, `redline serve`, `redline worker` as
separate processes configured only by environment variables, against the fakes.

The fakes (GitHub REST, git smart HTTP, Anthropic) run in the test process on loopback
ports; the processes are started with this interpreter (`python -m bot`), so they run
whatever virtualenv the tests run in. Tests drive them over HTTP only and look at what
they did on the fakes; the database is read (never written) to know when the queue is
idle.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import httpx
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from bot.store.db import make_engine
from bot.store.models import Job, JobStatus
from tests.fakes.anthropic import AnthropicFake
from tests.fakes.github import GitHubFake
from tests.fix.git_http import GitHTTPState, git_http_server
from tests.service.helpers import SECRET, webhook_headers

DASHBOARD_TOKEN = "blackbox-dashboard-admin-token"
START_TIMEOUT_SECONDS = 60.0
WAIT_TIMEOUT_SECONDS = 90.0
T = TypeVar("T")


def redline_argv(*args: str) -> list[str]:
    """The `redline` command of the interpreter running the tests (no virtualenv path)."""
    return [sys.executable, "-m", "bot", *args]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_until(
    check: Callable[[], T | None], what: str, timeout: float = WAIT_TIMEOUT_SECONDS
) -> T:
    """Poll `check` until it returns something truthy; fail naming `what` after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        result = check()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(0.1)


@dataclass
class RedlineProcess:
    """One `redline …` process; its output goes to `log`."""

    argv: list[str]
    env: Mapping[str, str]
    cwd: Path
    log: Path
    process: subprocess.Popen[bytes] | None = None

    def start(self) -> RedlineProcess:
        with self.log.open("ab") as output:
            self.process = subprocess.Popen(
                self.argv,
                env=dict(self.env),
                cwd=self.cwd,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        return self

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def tail(self, lines: int = 40) -> str:
        return "\n".join(self.output().splitlines()[-lines:])

    def kill(self) -> None:
        """SIGKILL, as the OOM killer or a lost machine would."""
        if self.running():
            os.kill(self.pid, signal.SIGKILL)
        if self.process is not None:
            self.process.wait(10)

    def stop(self, timeout: float = 20.0) -> int | None:
        """SIGTERM and wait, as `docker stop` does; SIGKILL when it will not stop."""
        if self.process is None:
            return None
        if self.running():
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            return self.process.returncode


def run_once(argv: list[str], env: Mapping[str, str], cwd: Path) -> str:
    completed = subprocess.run(
        argv, env=dict(env), cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )
    assert completed.returncode == 0, (argv, completed.stdout, completed.stderr)
    return completed.stdout


@dataclass
class Fakes:
    github: GitHubFake
    anthropic: AnthropicFake
    git: GitHTTPState
    git_url: str
    remotes: Path


@contextmanager
def running_fakes(root: Path) -> Iterator[Fakes]:
    """A fresh GitHub, Anthropic and git server; git accepts GitHub's live tokens."""
    remotes = root / "remotes"
    remotes.mkdir(parents=True)
    with GitHubFake() as github, AnthropicFake() as anthropic:
        git_state = GitHTTPState(
            root=remotes,
            valid_token="",
            accepts=lambda token: github.state.valid_token(token) is not None,
        )
        with git_http_server(git_state) as git_url:
            yield Fakes(github, anthropic, git_state, git_url, remotes)


def redline_environment(fakes: Fakes, database_url: str, home: Path) -> dict[str, str]:
    """What an operator puts in the environment (see the README's settings table)."""
    github = fakes.github
    return {
        "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "REDLINE_APP_ID": str(github.app_id),
        "REDLINE_PRIVATE_KEY": github.private_key_pem,
        "REDLINE_WEBHOOK_SECRET": SECRET,
        "REDLINE_DATABASE_URL": database_url,
        "REDLINE_GITHUB_API_URL": github.base_url.rstrip("/"),
        "REDLINE_GITHUB_URL": github.base_url.rstrip("/"),
        "REDLINE_GIT_URL": fakes.git_url,
        "ANTHROPIC_API_KEY": fakes.anthropic.api_key,
        "REDLINE_ANTHROPIC_BASE_URL": fakes.anthropic.base_url,
        "REDLINE_ANTHROPIC_MAX_RETRIES": "0",
        "REDLINE_ANTHROPIC_TIMEOUT_SECONDS": "20",
        "REDLINE_WORKERS": "2",
        "REDLINE_JOB_LEASE_SECONDS": "6",
        "REDLINE_GITHUB_RETRY_BASE_SECONDS": "0.05",
        "REDLINE_REACTION_SWEEP_MINUTES": "0",
        "REDLINE_DASHBOARD_TOKEN": DASHBOARD_TOKEN,
        "REDLINE_SESSION_SECRET": "blackbox-session-secret-" + "s" * 32,
        "REDLINE_LOG_LEVEL": "INFO",
    }


@dataclass
class Deployment:
    """A database migrated by `redline migrate`, a `redline serve`, maybe `redline worker`s."""

    fakes: Fakes
    database_url: str
    workdir: Path
    env: dict[str, str]
    server: RedlineProcess | None = None
    base_url: str = ""
    workers: list[RedlineProcess] = field(default_factory=list)
    engine: Engine | None = None

    @classmethod
    def create(cls, fakes: Fakes, database_url: str, workdir: Path) -> Deployment:
        """`workdir` holds no `.env`: the processes see only the environment given here."""
        home = workdir / "home"
        home.mkdir(parents=True, exist_ok=True)
        env = redline_environment(fakes, database_url, home)
        deployment = cls(fakes, database_url, workdir, env)
        out = run_once(redline_argv("migrate"), env, workdir)
        assert "latest revision" in out, out
        deployment.engine = make_engine(database_url)
        return deployment

    def start_server(self, **overrides: str) -> RedlineProcess:
        port = free_port()
        server = RedlineProcess(
            redline_argv("serve", "--host", "127.0.0.1", "--port", str(port)),
            {**self.env, **overrides},
            self.workdir,
            self.workdir / "serve.log",
        ).start()
        self.server, self.base_url = server, f"http://127.0.0.1:{port}"
        wait_until(self._healthy, "redline serve to answer /healthz", START_TIMEOUT_SECONDS)
        return server

    def _healthy(self) -> bool:
        assert self.server is not None
        if not self.server.running():
            raise AssertionError(f"redline serve exited:\n{self.server.tail()}")
        try:
            return httpx.get(f"{self.base_url}/healthz", timeout=2).status_code == 200
        except httpx.TransportError:
            return False

    def start_worker(self, count: int = 1) -> RedlineProcess:
        worker = RedlineProcess(
            redline_argv("worker", "--count", str(count)),
            self.env,
            self.workdir,
            self.workdir / f"worker-{len(self.workers)}.log",
        ).start()
        self.workers.append(worker)
        return worker

    def close(self) -> None:
        for process in [*self.workers, self.server]:
            if process is not None:
                process.stop()
        if self.engine is not None:
            self.engine.dispose()

    def deliver(
        self, event: str, payload: Mapping[str, Any], delivery_id: str | None = None
    ) -> httpx.Response:
        """POST a signed webhook, as GitHub does; a new delivery id unless one is given."""
        body = json.dumps(payload).encode()
        headers = webhook_headers(event, body, delivery_id or str(uuid.uuid4()))
        response = httpx.post(f"{self.base_url}/webhook", content=body, headers=headers, timeout=30)
        assert response.status_code in (200, 202), response.text
        return response

    def api(self, path: str) -> Any:
        response = httpx.get(
            f"{self.base_url}/api/v1{path}",
            headers={"Authorization": f"Bearer {DASHBOARD_TOKEN}"},
            timeout=30,
        )
        assert response.status_code == 200, response.text
        return response.json()

    def jobs(self) -> list[Job]:
        assert self.engine is not None
        with Session(self.engine) as session:
            return list(session.scalars(select(Job).order_by(Job.id)))

    def wait_idle(self, timeout: float = WAIT_TIMEOUT_SECONDS) -> list[Job]:
        """Until no job is queued or running; fails with the unfinished jobs' last errors."""
        busy = (JobStatus.QUEUED, JobStatus.RUNNING)

        def idle() -> list[Job] | None:
            jobs = self.jobs()
            return jobs if not any(job.status in busy for job in jobs) else None

        try:
            return wait_until(idle, "the job queue to drain", timeout)
        except AssertionError as error:
            pending = [(j.id, j.kind, j.status, j.last_error) for j in self.jobs()]
            logs = self.server.tail() if self.server else ""
            raise AssertionError(f"{error}: {pending}\n{logs}") from None
