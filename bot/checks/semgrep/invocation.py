"""Running `semgrep scan`: its argv, a bare environment, a deadline, and its JSON report."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"

# Semgrep's rule pre-validation dominates a small scan (one file, the 174 rule files of
# rules/: 18.6 s with it, 2.8 s without, on a loaded 2-core machine). Invalid rules still
# fail the scan itself, which the retry in `SemgrepCheck.run` handles.
_FAST_RULE_LOADING = ("--x-rule-validation", "none")

SMALL_CHANGE_FILES = 50
"""Up to this many targets, and unless `jobs` is set, Semgrep runs with `--jobs 1`: on the
bench's 25-file change (docs/rule-pack-speed.md) its default of a worker per CPU took twice the
CPU and, on a loaded machine, more wall time as well. The bound itself is a judgement."""


def executable(semgrep_bin: str) -> str:
    """An absolute path when one can be found: Semgrep runs with the workdir as its cwd."""
    found = shutil.which(semgrep_bin)
    if found is None:
        return semgrep_bin
    return os.path.abspath(found)


def environment(home: Path) -> dict[str, str]:
    """All Semgrep gets: none of the service's own variables (its keys and secrets), a HOME
    of its own for the settings and log it writes, and no reason to call out."""
    return {
        "PATH": _SAFE_PATH,
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "TMPDIR": tempfile.gettempdir(),
        "SEMGREP_SEND_METRICS": "off",
        "SEMGREP_ENABLE_VERSION_CHECK": "0",
    }


@dataclass(frozen=True, slots=True)
class Invocation:
    """How to run Semgrep: `semgrep_bin` as configured, `executable` as found on PATH."""

    semgrep_bin: str
    executable: str
    timeout_seconds: float
    jobs: int | None

    def command(self, configs: Sequence[str], targets: Sequence[str]) -> list[str]:
        command = [
            self.executable,
            "scan",
            "--experimental",
            "--json",
            "--metrics=off",
            "--disable-version-check",
            "--no-git-ignore",
            # A `# nosemgrep` comment is written by the PR's author: it must not unblock.
            "--disable-nosem",
            "--skip-unknown-extensions",
            *_FAST_RULE_LOADING,
        ]
        jobs = self.jobs
        if jobs is None and len(targets) <= SMALL_CHANGE_FILES:
            jobs = 1
        if jobs is not None:
            command += ["--jobs", str(jobs)]
        for config in configs:
            command += ["--config", config]
        return [*command, "--", *targets]

    async def scan(
        self,
        configs: Sequence[str],
        targets: Sequence[str],
        workdir: Path,
        deadline: float,
        environment: Mapping[str, str],
    ) -> dict[str, Any] | str:
        """Semgrep's JSON report, or a sentence saying why there is none."""
        try:
            process = await asyncio.create_subprocess_exec(
                *self.command(configs, targets),
                cwd=workdir,
                env=environment,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                # its own process group, so that a timeout also kills semgrep-core
                start_new_session=True,
            )
        except OSError as error:
            reason = error.strerror or str(error)
            return f"Semgrep did not run: `{self.semgrep_bin}` could not be started ({reason})."
        try:
            remaining = max(0.0, deadline - asyncio.get_running_loop().time())
            stdout, stderr = await asyncio.wait_for(process.communicate(), remaining)
        except TimeoutError:
            _kill_group(process)
            await process.wait()
            limit = f"{self.timeout_seconds:g} s"
            return f"Semgrep did not run: it was stopped after the {limit} time limit."
        except asyncio.CancelledError:
            _kill_group(process)
            raise
        return _report(stdout, stderr, process.returncode)


def _report(stdout: bytes, stderr: bytes, returncode: int | None) -> dict[str, Any] | str:
    try:
        report = json.loads(stdout)
    except ValueError:
        report = None
    if not isinstance(report, dict) or not isinstance(report.get("results"), list):
        return (
            f"Semgrep did not run: it exited with code {returncode} "
            f"without a JSON report{_last_line(stderr)}."
        )
    return report


def _kill_group(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)


def _last_line(stderr: bytes) -> str:
    lines = [
        line.strip() for line in stderr.decode("utf-8", "replace").splitlines() if line.strip()
    ]
    return f" ({lines[-1][:200]})" if lines else ""
