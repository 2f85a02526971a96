"""Start-up failures of the real `redline` command: one line on stderr, never a traceback."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.github import GitHubFake

BAD_PEM = "-----BEGIN RSA PRIVATE KEY-----\\nbm90IGEga2V5\\n-----END RSA PRIVATE KEY-----"


def redline_command() -> str:
    """The installed `redline` console script of the interpreter running the tests."""
    found = shutil.which(
        "redline", path=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    )
    assert found, "the `redline` console script is not installed (pip install -e .)"
    return found


def run_redline(
    args: list[str], env: dict[str, str], cwd: Path
) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    clean.pop("ANTHROPIC_API_KEY", None)
    return subprocess.run(
        [redline_command(), *args],
        env={**clean, **env},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("redline: error: "), lines[0]
    return lines[0]


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def app_env(github_fake: GitHubFake, tmp_path: Path) -> dict[str, str]:
    env = {
        "REDLINE_APP_ID": "1",
        "REDLINE_PRIVATE_KEY": github_fake.private_key_pem,
        "REDLINE_WEBHOOK_SECRET": "s",
        "REDLINE_DATABASE_URL": f"sqlite:///{tmp_path / 'redline.db'}",
        "REDLINE_GITHUB_API_URL": github_fake.base_url.rstrip("/"),
    }
    assert run_redline(["migrate"], env, tmp_path).returncode == 0
    return env


def unreachable_postgres() -> str:
    return f"postgresql+psycopg://redline@127.0.0.1:{closed_port()}/redline"


def test_migrate_with_an_unreachable_database_names_it_and_the_cause(tmp_path: Path) -> None:
    env = {"REDLINE_DATABASE_URL": unreachable_postgres()}
    line = one_line_error(run_redline(["migrate"], env, tmp_path))
    assert line.startswith("redline: error: REDLINE_DATABASE_URL: cannot reach the database: ")
    assert "refused" in line.lower()


def test_serve_with_an_unreachable_database_keeps_the_cause(
    app_env: dict[str, str], tmp_path: Path
) -> None:
    env = {**app_env, "REDLINE_DATABASE_URL": unreachable_postgres()}
    line = one_line_error(run_redline(["serve", "--port", "0"], env, tmp_path))
    assert line.startswith("redline: error: REDLINE_DATABASE_URL: cannot reach the database: ")
    assert "refused" in line.lower()  # the cause, not only "OperationalError"


def test_serve_refuses_a_pem_that_is_not_an_rsa_key(
    app_env: dict[str, str], tmp_path: Path
) -> None:
    env = {**app_env, "REDLINE_PRIVATE_KEY": BAD_PEM}
    line = one_line_error(run_redline(["serve", "--port", "0"], env, tmp_path))
    assert line.startswith("redline: error: REDLINE_PRIVATE_KEY: not a valid RSA private key")


def test_worker_refuses_a_pem_that_is_not_an_rsa_key(
    app_env: dict[str, str], tmp_path: Path
) -> None:
    key_file = tmp_path / "key.pem"
    key_file.write_text(BAD_PEM.replace("\\n", "\n"))
    env = {k: v for k, v in app_env.items() if k != "REDLINE_PRIVATE_KEY"}
    env["REDLINE_PRIVATE_KEY_PATH"] = str(key_file)
    line = one_line_error(run_redline(["worker"], env, tmp_path))
    assert line.startswith("redline: error: REDLINE_PRIVATE_KEY_PATH: not a valid RSA private key")


def test_serve_with_github_sign_in_and_no_session_secret_names_it(
    app_env: dict[str, str], tmp_path: Path
) -> None:
    env = {**app_env, "REDLINE_OAUTH_CLIENT_ID": "Iv1.x", "REDLINE_OAUTH_CLIENT_SECRET": "y"}
    line = one_line_error(run_redline(["serve", "--port", "0"], env, tmp_path))
    assert "REDLINE_SESSION_SECRET is required" in line


def test_version_prints_the_installed_version(tmp_path: Path) -> None:
    from importlib.metadata import version

    result = run_redline(["--version"], {}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"redline {version('redline')}"
