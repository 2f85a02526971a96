"""The sandbox contains what a repository's test command may try: network, writes outside
the workspace, reading secrets, fork bombs, endless output, running forever."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.fix.sandbox import Sandbox, SandboxLimits, SandboxStop

pytestmark = [pytest.mark.sandbox, pytest.mark.usefixtures("sandbox_runs")]

SECRET = "ghs_SANDBOXCANARY0123456789"


@pytest.fixture
def workspace(tmp_path: Path) -> Iterator[Path]:
    """Under /tmp: the sandbox's uid must be able to reach it (pytest's tmp_path is 0700)."""
    base = Path(tempfile.mkdtemp(prefix="redline-sandbox-test-"))
    base.chmod(0o711)
    root = base / "repo"
    (root / ".git").mkdir(parents=True)
    (root / ".git" / "config").write_text("[core]\n")
    (root / "test_ok.py").write_text("print('tests passed')\n")
    yield root
    shutil.rmtree(base, ignore_errors=True)


def run(command: str, workdir: Path, limits: SandboxLimits | None = None):  # type: ignore[no-untyped-def]
    sandbox = Sandbox(limits=limits or SandboxLimits(wall_seconds=20))
    return asyncio.run(sandbox.run(command, workdir))


def test_a_passing_command_passes_and_sees_only_path_home_and_lang(workspace: Path) -> None:
    result = run("python3 test_ok.py && env | sort", workspace)
    assert result.passed, result.output
    lines = result.output.splitlines()
    assert lines[0] == "tests passed"
    names = {line.split("=", 1)[0] for line in lines[1:]}
    assert names <= {"PATH", "HOME", "LANG", "PWD", "SHLVL", "_"}


@pytest.fixture
def listener() -> Iterator[tuple[int, list[bytes]]]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.settimeout(0.2)
    accepted: list[bytes] = []
    stop = threading.Event()

    def accept() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                continue
            accepted.append(connection.recv(100))
            connection.close()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1], accepted
    stop.set()
    thread.join()
    server.close()


def test_the_network_is_unreachable(workspace: Path, listener: tuple[int, list[bytes]]) -> None:
    port, accepted = listener
    # reachable from outside the sandbox: the control
    with socket.create_connection(("127.0.0.1", port)) as control:
        control.sendall(b"control")
    time.sleep(0.3)
    script = (
        "import socket\n"
        f"s = socket.create_connection(('127.0.0.1', {port}), timeout=3)\n"
        "s.sendall(b'leak')\n"
    )
    (workspace / "net.py").write_text(script)
    result = run("python3 net.py", workspace)
    assert not result.passed
    assert "ConnectionRefusedError" in result.output or "Network is unreachable" in result.output
    time.sleep(0.3)
    assert accepted == [b"control"]


def test_nothing_outside_the_workspace_can_be_written(workspace: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    command = (
        f"echo pwned > {outside}; echo pwned > /usr/pwned; echo pwned > /etc/pwned; "
        "echo pwned > .git/config; echo ok > inside.txt; echo tmp > /tmp/scratch; "
        "cat /tmp/scratch"
    )
    result = run(command + "; cat inside.txt", workspace)
    assert not outside.exists()
    assert not Path("/usr/pwned").exists() and not Path("/etc/pwned").exists()
    assert (workspace / ".git" / "config").read_text() == "[core]\n"
    assert "tmp" in result.output and "ok" in result.output
    # the workspace is a copy: what the command writes there stays in the sandbox
    assert not (workspace / "inside.txt").exists()


def test_git_is_read_only_by_its_mount_even_where_its_files_are_writable(
    workspace: Path,
) -> None:
    """Not the files' owner or mode keeps `.git/` intact (a checkout may hand them to
    anyone): the read-only mount does."""
    git = workspace / ".git"
    git.chmod(0o777)
    (git / "config").chmod(0o666)
    result = run("echo pwned > .git/config; touch .git/planted; echo finished", workspace)
    assert "finished" in result.output
    assert (git / "config").read_text() == "[core]\n"
    assert not (git / "planted").exists()


def test_secrets_of_the_service_are_invisible(
    workspace: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GITHUB_TOKEN", SECRET)
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    secret_file = tmp_path / "token.txt"
    secret_file.write_text(SECRET)
    command = (
        "env; cat /proc/1/environ; cat /proc/*/environ; cat /proc/1/cmdline; "
        f"cat {secret_file}; "
        f"grep -rl \"$(printf '{SECRET[:8]}%s' '{SECRET[8:]}')\" /workspace /tmp /etc /home; "
        f"ls /proc | head -50"
    )
    result = run(command, workspace, SandboxLimits(wall_seconds=60))
    assert SECRET not in result.output
    # the parent's environment does hold it: the sandbox is what keeps it out
    assert os.environ["GITHUB_TOKEN"] == SECRET


def _sandbox_processes(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def test_a_fork_bomb_is_contained_and_leaves_no_process(workspace: Path) -> None:
    marker = "forkbomb-marker-7f3a"
    # quiet: under load its "Cannot fork" lines could reach the output cap before the clock.
    # `exec sleep` needs no fork: after `b` the process table is full, and a shell that
    # had to fork `sleep` would exit early instead of meeting the clock (CI saw that race)
    (workspace / "bomb.sh").write_text(
        f"exec 2>/dev/null; b() {{ b | b & }}; b; exec sleep 30  # {marker}\n"
    )
    limits = SandboxLimits(wall_seconds=8, processes=64)
    started = time.monotonic()
    result = run(f"exec sh bomb.sh {marker}", workspace, limits)
    assert time.monotonic() - started < 20
    assert not result.passed
    assert result.stop is SandboxStop.TIMED_OUT
    time.sleep(0.5)
    assert _sandbox_processes(marker) == []


def test_output_without_end_is_cut_and_the_command_stopped(workspace: Path) -> None:
    limits = SandboxLimits(wall_seconds=20, output_bytes=100_000)
    started = time.monotonic()
    result = run("yes redline", workspace, limits)
    assert result.stop is SandboxStop.OUTPUT_LIMIT
    assert len(result.output.encode()) <= 100_000
    assert time.monotonic() - started < 10
    assert "more than 100,000 bytes" in result.describe(limits)


def test_a_command_past_the_wall_time_is_killed_with_its_children(workspace: Path) -> None:
    marker = "sleeper-marker-91bc"
    limits = SandboxLimits(wall_seconds=1.5)
    result = run(f"sh -c 'sleep 60 # {marker}' & sleep 60", workspace, limits)
    assert result.stop is SandboxStop.TIMED_OUT and result.seconds < 10
    time.sleep(0.5)
    assert _sandbox_processes(marker) == []


def test_memory_is_limited(workspace: Path) -> None:
    limits = SandboxLimits(wall_seconds=20, data_bytes=200 * 1024**2)
    result = run("python3 -c 'x = bytearray(600 * 1024 * 1024)'", workspace, limits)
    assert not result.passed and "MemoryError" in result.output


MB = 1024**2


def test_the_root_and_dev_take_no_writes_and_tmp_and_shm_stop_at_their_size(
    workspace: Path,
) -> None:
    limits = SandboxLimits(wall_seconds=30, tmp_bytes=16 * MB, shm_bytes=8 * MB)
    command = (
        "for target in /filler /dev/filler /tmp/filler /dev/shm/filler; do "
        "head -c 48000000 /dev/zero > $target; "
        'echo "$target $(stat -c %s $target 2>/dev/null || echo 0)"; done'
    )
    result = run(command, workspace, limits)
    sizes = dict(re.findall(r"^(/\S+) (\d+)$", result.output, re.MULTILINE))
    assert sizes["/filler"] == "0" and sizes["/dev/filler"] == "0", result.output
    assert int(sizes["/tmp/filler"]) <= 16 * MB
    assert int(sizes["/dev/shm/filler"]) <= 8 * MB


def test_the_workspace_stops_at_its_size_and_the_checkout_is_untouched(workspace: Path) -> None:
    limits = SandboxLimits(wall_seconds=30, workspace_bytes=16 * MB)
    command = "head -c 48000000 /dev/zero > filler; stat -c 'size %s' filler; cat test_ok.py"
    result = run(command, workspace, limits)
    [size] = [line for line in result.output.splitlines() if line.startswith("size ")]
    assert int(size.split()[1]) <= 16 * MB
    assert "print('tests passed')" in result.output
    assert sorted(p.name for p in workspace.iterdir()) == [".git", "test_ok.py"]


def test_a_checkout_larger_than_the_workspace_is_not_run(workspace: Path) -> None:
    (workspace / "big.bin").write_bytes(b"\0" * (3 * MB))
    result = run("touch ran.txt; echo ran", workspace, SandboxLimits(workspace_bytes=2 * MB))
    assert result.exit_code == 125 and "ran" not in result.output.split()
    assert "does not fit in the sandbox workspace (2,097,152 bytes)" in result.output


HOLD_150_MB = (
    "python3 -c 'import time; x = bytearray(1) * (150 * 2**20); "
    'print("held", flush=True); time.sleep(10); print("kept", flush=True)\''
)
"""Each holder keeps its memory long enough that the three overlap even when a loaded machine
starts them seconds apart. The kernel's OOM killer picks the largest process in the cgroup,
which may be one that already printed "held": only one can print "kept"."""


def test_memory_is_capped_for_the_sandbox_as_a_whole(workspace: Path) -> None:
    """Three processes of 150 MB each, every one under the per-process limit, under a
    200 MB cap for the whole sandbox: at most one can hold its memory."""
    limits = SandboxLimits(wall_seconds=30, data_bytes=1024 * MB, memory_bytes=200 * MB)
    sandbox = Sandbox(limits=limits)
    if (reason := asyncio.run(_whole_sandbox_limits(sandbox))) is not None:
        pytest.skip(f"no cgroup for the whole sandbox here: {reason}")
    command = f"for i in 1 2 3; do {HOLD_150_MB} & done; wait; echo finished"
    result = asyncio.run(sandbox.run(command, workspace))
    assert "finished" in result.output
    assert result.output.count("kept") <= 1, result.output


async def _whole_sandbox_limits(sandbox: Sandbox) -> str | None:
    await sandbox.unavailable_reason()
    return sandbox.whole_sandbox_limits


def test_where_no_cgroup_can_be_made_the_sandbox_runs_and_says_why(workspace: Path) -> None:
    sandbox = Sandbox(limits=SandboxLimits(wall_seconds=20))
    sandbox._cgroups.root = Path("/nonexistent-cgroup-root")
    reason = asyncio.run(_whole_sandbox_limits(sandbox))
    assert reason is not None and reason.startswith("no cgroup could be created")
    result = asyncio.run(sandbox.run("python3 test_ok.py", workspace))
    assert result.passed, result.output
