"""`redline setup` → `redline serve` → "Sign in with GitHub", each a real process, against the
fake GitHub (its "new App from manifest" form, manifest conversion and OAuth)."""

from __future__ import annotations

import re
import socket
import subprocess
import time
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import httpx
import pytest

from tests.fakes.github import GitHubFake
from tests.fakes.github_records import Permission
from tests.service.test_startup_errors import redline_command


def found(pattern: str, text: str) -> str:
    match = re.search(pattern, text)
    assert match is not None, f"{pattern!r} not in {text[:300]!r}"
    return match[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def wait_for(url: str, process: subprocess.Popen[str], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"exited {process.returncode}: {process.communicate()[1]}")
        try:
            httpx.get(url, timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise AssertionError(f"{url} did not answer in {seconds} s")


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)


def test_setup_then_serve_then_github_sign_in(
    github_fake: GitHubFake, tmp_path: Path, processes: list[subprocess.Popen[str]]
) -> None:
    from tests.service.test_startup_errors import run_redline

    github = github_fake.base_url.rstrip("/")
    setup_port, serve_port = free_port(), free_port()
    public_url = f"http://127.0.0.1:{serve_port}"
    env = {"REDLINE_GITHUB_URL": github, "REDLINE_GITHUB_API_URL": github}
    setup_env = {**env, "REDLINE_PUBLIC_URL": public_url}

    # 1. setup: open its page, submit the form to GitHub, come back with the code.
    setup = subprocess.Popen(
        [redline_command(), "setup", "--port", str(setup_port)],
        cwd=tmp_path,
        env={**_base_env(), **setup_env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    processes.append(setup)
    wait_for(f"http://127.0.0.1:{setup_port}/", setup)
    page = httpx.get(f"http://localhost:{setup_port}/").text
    action = unescape(found(r'action="([^"]+)"', page))
    manifest = unescape(found(r'name=manifest value="([^"]+)"', page))
    assert action.startswith(f"{github}/settings/apps/new?state=")
    created = httpx.post(action, data={"manifest": manifest}, follow_redirects=True, timeout=30)
    assert created.status_code == 200, created.text
    assert setup.wait(timeout=30) == 0, setup.communicate()[1]
    assert github_fake.state.app.callback_urls == (f"{public_url}/dashboard/auth/callback",)

    # 2. serve, configured by the written .env and the database only.
    db_env = {**env, "REDLINE_DATABASE_URL": f"sqlite:///{tmp_path / 'redline.db'}"}
    migrated = run_redline(["migrate"], db_env, tmp_path)
    assert migrated.returncode == 0, migrated.stderr
    serve = subprocess.Popen(
        [redline_command(), "serve", "--port", str(serve_port)],
        cwd=tmp_path,
        env={**_base_env(), **db_env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    processes.append(serve)
    wait_for(f"{public_url}/healthz", serve)

    # 3. "Sign in with GitHub" round trip, as a browser follows it.
    state = github_fake.state
    repository = state.add_repository("acme/widgets", state.add_installation("acme"))
    state.set_permission(repository, "alice", Permission.WRITE)
    state.sign_in_as("alice")
    with httpx.Client(follow_redirects=True, timeout=30) as browser:
        signed_in = browser.get(f"{public_url}/dashboard/signin/github")
        assert signed_in.status_code == 200, signed_in.text
        assert str(signed_in.url).startswith(f"{public_url}/dashboard/")
        assert "alice" in signed_in.text
        assert browser.get(f"{public_url}/api/v1/overview").status_code == 200
    assert httpx.get(f"{public_url}/api/v1/overview").status_code == 401  # not signed in


def _base_env() -> dict[str, str]:
    import os

    clean = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    clean.pop("ANTHROPIC_API_KEY", None)
    return clean
