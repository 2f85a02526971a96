"""The sandbox runs on the event loop production runs: uvicorn picks uvloop when it is
installed (`redline serve`), `redline worker` runs plain asyncio."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.fix.sandbox import UNPRIVILEGED_UID, Sandbox, SandboxLimits

pytestmark = pytest.mark.sandbox

uvloop = pytest.importorskip("uvloop", reason="uvloop is not installed")

LOOPS: dict[str, Callable[[], asyncio.AbstractEventLoop]] = {
    "asyncio": asyncio.new_event_loop,
    "uvloop": uvloop.new_event_loop,
}


@pytest.fixture
def workspace() -> Iterator[Path]:
    """Under /tmp, searchable by others: the sandbox's uid must reach it."""
    if shutil.which("bwrap") is None:
        pytest.skip("bubblewrap is not installed")
    base = Path(tempfile.mkdtemp(prefix="redline-sandbox-loop-"))
    base.chmod(0o711)
    root = base / "repo"
    (root / ".git").mkdir(parents=True)
    (root / "check.sh").write_text("id -u; id -G; echo written > out.txt; cat out.txt\n")
    yield root
    shutil.rmtree(base, ignore_errors=True)


@pytest.mark.parametrize("loop_name", sorted(LOOPS))
def test_the_sandbox_runs_and_drops_root_on_either_event_loop(
    loop_name: str, workspace: Path
) -> None:
    sandbox = Sandbox(limits=SandboxLimits(wall_seconds=30))
    with asyncio.Runner(loop_factory=LOOPS[loop_name]) as runner:
        assert runner.get_loop().__class__.__module__.startswith(loop_name)
        assert runner.run(sandbox.unavailable_reason()) is None
        result = runner.run(sandbox.run("sh check.sh", workspace))
    assert result.passed, result.output
    uid_line, groups_line, written = result.output.splitlines()[:3]
    if os.geteuid() == 0:
        # the kernel enforces the process limit only for a uid that is not root
        assert uid_line == str(UNPRIVILEGED_UID)
        assert groups_line.split() == [str(UNPRIVILEGED_UID)]
    else:
        assert uid_line == str(os.geteuid())
    # the workspace is writable inside; the copy it runs in never reaches the checkout
    assert written == "written"
    assert not (workspace / "out.txt").exists()
