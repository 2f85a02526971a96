"""`redline worker --heartbeat-file` and `redline worker --check`: the worker's health check."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path

from tests.service.test_startup_errors import app_env, one_line_error, redline_command, run_redline

__all__ = ["app_env"]  # the fixture, shared with the start-up tests


def check(heartbeat: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return run_redline(["worker", "--check", "--heartbeat-file", str(heartbeat)], {}, tmp_path)


def test_a_running_worker_is_healthy_and_a_stopped_one_is_not(
    app_env: dict[str, str], tmp_path: Path
) -> None:
    heartbeat = tmp_path / "worker.alive"
    assert "has not started" in one_line_error(check(heartbeat, tmp_path))

    clean = {k: v for k, v in os.environ.items() if not k.startswith("REDLINE_")}
    worker = subprocess.Popen(
        [redline_command(), "worker", "--count", "1", "--heartbeat-file", str(heartbeat)],
        cwd=tmp_path,
        env={**clean, **app_env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 30
        while not heartbeat.exists() and time.monotonic() < deadline:
            assert worker.poll() is None, worker.communicate()[1]
            time.sleep(0.1)
        healthy = check(heartbeat, tmp_path)
        assert healthy.returncode == 0, healthy.stderr
        assert healthy.stderr == ""
    finally:
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(timeout=30) == 0, worker.communicate()[1]

    an_hour_ago = time.time() - 3600
    os.utime(heartbeat, (an_hour_ago, an_hour_ago))  # as if the loop had hung an hour ago
    stale = check(heartbeat, tmp_path)
    assert stale.returncode == 1  # Docker: 1 is unhealthy (2 is reserved)
    assert "s old" in one_line_error(stale)


def test_check_needs_the_heartbeat_file(tmp_path: Path) -> None:
    result = run_redline(["worker", "--check"], {}, tmp_path)
    assert "--heartbeat-file" in one_line_error(result)
