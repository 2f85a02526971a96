"""Run a repository's test command inside bubblewrap, or refuse to run it at all.

The sandbox has no network (every namespace unshared), a read-only system, only the
workspace writable (its `.git/` stays read-only), a private /tmp, an environment holding
PATH, HOME and LANG only, and limits on CPU time, data memory, processes, open files, file
size, wall time and output. bwrap itself starts with that same empty environment: with
`--unshare-pid` the command sees bwrap as pid 1, and /proc/1/environ would show anything
bwrap inherited. When the service runs as root the sandbox drops to an unprivileged uid,
because the kernel does not enforce the process limit for root; `setpriv` drops it, since
uvloop (what `redline serve` runs on) has no `user=`/`group=` for a subprocess.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import shutil
import signal
import stat
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from bot.fix.sandbox_cgroup import CgroupRun, SandboxCgroups

log = logging.getLogger(__name__)

SANDBOX_ROOT = "/workspace"
SOURCE_ROOT = "/.workspace-source"
"""The checkout, read-only: copied into the capped workspace before the command runs."""
COPY_EXIT_CODE = 125
UNPRIVILEGED_UID = 65534
_SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32")
_SYSTEM_FILES = (
    "/etc/alternatives",
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/localtime",
    "/etc/passwd",
    "/etc/group",
    "/etc/nsswitch.conf",
)
_PATH = "/usr/local/bin:/usr/bin:/bin"
_READ_CHUNK = 65_536
_SANDBOX_TMP = "/tmp"  # noqa: S108 - the sandbox's own private tmpfs
_SANDBOX_SHM = "/dev/shm"  # noqa: S108 - the sandbox's own, size-capped


class SandboxUnavailable(Exception):
    """bubblewrap is missing or cannot create its namespaces here: nothing was run."""


class SandboxStop(StrEnum):
    EXITED = "exited"
    TIMED_OUT = "timed_out"
    OUTPUT_LIMIT = "output_limit"


@dataclass(frozen=True, slots=True)
class SandboxLimits:
    cpu_seconds: int = 300
    wall_seconds: float = 600.0
    data_bytes: int = 2 * 1024**3
    """RLIMIT_DATA: private writable memory (virtual reservations, as V8 makes, are free)."""
    processes: int = 256
    """RLIMIT_NPROC: counted per uid, so it also caps a fork bomb."""
    open_files: int = 1024
    file_bytes: int = 256 * 1024**2
    output_bytes: int = 256 * 1024
    tmp_bytes: int = 512 * 1024**2
    workspace_bytes: int = 1024**3
    """The workspace tmpfs: the checkout's copy and everything the command writes there."""
    shm_bytes: int = 64 * 1024**2
    memory_bytes: int = 3 * 1024**3
    """The whole sandbox (cgroup): processes and tmpfs pages together."""


@dataclass(frozen=True, slots=True)
class SandboxResult:
    stop: SandboxStop
    exit_code: int | None
    output: str
    """stdout and stderr together, at most `output_bytes`."""
    seconds: float

    @property
    def passed(self) -> bool:
        return self.stop is SandboxStop.EXITED and self.exit_code == 0

    def describe(self, limits: SandboxLimits) -> str:
        match self.stop:
            case SandboxStop.TIMED_OUT:
                return f"stopped after the {limits.wall_seconds:g} s time limit"
            case SandboxStop.OUTPUT_LIMIT:
                return f"stopped after printing more than {limits.output_bytes:,} bytes"
        if self.exit_code is not None and self.exit_code < 0:
            return f"killed by signal {-self.exit_code}"
        if self.exit_code is not None and self.exit_code > 128:
            return f"exited with code {self.exit_code} (signal {self.exit_code - 128})"
        return f"exited with code {self.exit_code}"


def _default_uid() -> int | None:
    return UNPRIVILEGED_UID if os.geteuid() == 0 else None


class Sandbox:
    def __init__(
        self,
        bwrap: str = "bwrap",
        limits: SandboxLimits = SandboxLimits(),
        run_as_uid: int | None = -1,
    ) -> None:
        """`run_as_uid`: -1 picks one (an unprivileged uid when running as root, else none)."""
        self.bwrap = shutil.which(bwrap) or bwrap
        self.prlimit = shutil.which("prlimit") or "prlimit"
        self.setpriv = shutil.which("setpriv") or "setpriv"
        self.limits = limits
        self.uid = _default_uid() if run_as_uid == -1 else run_as_uid
        self._unavailable: str | None = None
        self._probed = False
        self._cgroups = SandboxCgroups(limits.memory_bytes, limits.processes, self.uid)
        self._cgroup_runs: dict[Path, CgroupRun] = {}
        self.whole_sandbox_limits: str | None = None
        """Why memory and processes are capped per process only (None: the whole sandbox)."""

    async def unavailable_reason(self) -> str | None:
        """None when a sandbox can start here; else why not (checked once)."""
        if not self._probed:
            self._unavailable = await self._probe()
            self._probed = True
        return self._unavailable

    async def _probe(self) -> str | None:
        if shutil.which(self.bwrap) is None:
            return "bubblewrap (`bwrap`) is not installed"
        if shutil.which(self.prlimit) is None:
            return "`prlimit` (util-linux) is not installed"
        if self.uid is not None and shutil.which(self.setpriv) is None:
            return "`setpriv` (util-linux) is not installed: it drops root for the sandbox"
        probe_dir = Path(tempfile.mkdtemp(prefix="redline-sandbox-probe-"))
        if self.uid is not None:
            os.chown(probe_dir, self.uid, self.uid)
        try:
            result = await self._run(["/bin/true"], probe_dir, self.limits)
        except OSError as error:
            return f"bubblewrap could not be started ({error.strerror or error})"
        finally:
            shutil.rmtree(probe_dir, ignore_errors=True)
        if not result.passed:
            last = result.output.strip().splitlines()[-1:] or ["no output"]
            return f"bubblewrap cannot create a sandbox here ({last[0][:200]})"
        self.whole_sandbox_limits = await self._probe_cgroup()
        if self.whole_sandbox_limits is not None:
            log.warning(
                "sandbox memory and processes are capped per process only: %s",
                self.whole_sandbox_limits,
            )
        return None

    async def _probe_cgroup(self) -> str | None:
        """None when a cgroup caps the whole sandbox here; else why it cannot."""
        probe_dir = Path(tempfile.mkdtemp(prefix="redline-sandbox-probe-"))
        if self.uid is not None:
            os.chown(probe_dir, self.uid, self.uid)
        try:
            with self._cgroup_for(probe_dir, required=True):
                result = await self._run(["/bin/true"], probe_dir, self.limits)
        except OSError as error:
            return f"no cgroup could be created ({error.strerror or error})"
        finally:
            shutil.rmtree(probe_dir, ignore_errors=True)
        if not result.passed:
            last = result.output.strip().splitlines()[-1:] or ["no output"]
            return f"the sandbox cannot join its cgroup ({last[0][:200]})"
        return None

    @contextlib.contextmanager
    def _cgroup_for(self, workdir: Path, required: bool = False) -> Iterator[None]:
        """A capped cgroup for the run in `workdir` (argv joins it), removed afterwards."""
        if not required and self.whole_sandbox_limits is not None:
            yield
            return
        try:
            run = self._cgroups.create()
        except OSError as error:
            if required:
                raise
            raise SandboxUnavailable(
                f"the sandbox's cgroup could not be created ({error.strerror or error})"
            ) from None
        self._cgroup_runs[workdir.resolve()] = run
        try:
            yield
        finally:
            del self._cgroup_runs[workdir.resolve()]
            run.remove()

    async def run(self, command: str, workdir: Path) -> SandboxResult:
        """Run `command` with /bin/sh in `workdir`; raises SandboxUnavailable, never runs bare."""
        if reason := await self.unavailable_reason():
            raise SandboxUnavailable(reason)
        if self.uid is not None:
            if blocked := _untraversable_parent(workdir):
                raise SandboxUnavailable(
                    f"the sandbox's uid {self.uid} cannot reach the workspace: {blocked} "
                    "is not searchable by others"
                )
            _hand_over(workdir, self.uid)
        with self._cgroup_for(workdir):
            return await self._run(["/bin/sh", "-c", command], workdir, self.limits)

    def argv(self, inner: Sequence[str], workdir: Path) -> list[str]:
        limits = self.limits
        resource_limits = [
            self.prlimit,
            f"--cpu={limits.cpu_seconds}",
            f"--data={limits.data_bytes}",
            f"--nproc={limits.processes}",
            f"--nofile={limits.open_files}",
            f"--fsize={limits.file_bytes}",
            "--core=0",
            "--",
        ]
        workdir = workdir.resolve()
        bwrap = [
            self.bwrap,
            "--unshare-all",
            "--unshare-user",
            "--disable-userns",
            "--die-with-parent",
            "--new-session",
            "--hostname",
            "sandbox",
            *self._mounts(workdir),
            "--chdir",
            SANDBOX_ROOT,
            "--clearenv",
            "--setenv",
            "PATH",
            _PATH,
            "--setenv",
            "HOME",
            _SANDBOX_TMP,
            "--setenv",
            "LANG",
            "C.UTF-8",
            "--",
            *_copy_then_exec(limits.workspace_bytes),
            *inner,
        ]
        run = self._cgroup_runs.get(workdir)
        return [*(run.argv_prefix() if run else []), *resource_limits, *bwrap]

    def _mounts(self, workdir: Path) -> list[str]:
        """System read-only; the workspace (a copy of the checkout, `.git/` bound read-only over
        it), /tmp and /dev/shm capped tmpfs; / and /dev read-only once everything is mounted
        (bwrap makes them tmpfs without a cap). Writes never reach the checkout."""
        limits = self.limits
        mounts: list[str] = []
        for directory in _SYSTEM_DIRS:
            if os.path.islink(directory):
                mounts += ["--symlink", os.readlink(directory), directory]
            elif os.path.isdir(directory):
                mounts += ["--ro-bind", directory, directory]
        for path in _SYSTEM_FILES:
            mounts += ["--ro-bind-try", path, path]
        mounts += ["--ro-bind", str(workdir), SOURCE_ROOT]
        mounts += ["--size", str(limits.workspace_bytes), "--tmpfs", SANDBOX_ROOT]
        if (workdir / ".git").is_dir() and not (workdir / ".git").is_symlink():
            mounts += ["--ro-bind", str(workdir / ".git"), f"{SANDBOX_ROOT}/.git"]
        mounts += ["--proc", "/proc", "--dev", "/dev"]
        mounts += ["--size", str(limits.shm_bytes), "--tmpfs", _SANDBOX_SHM]
        mounts += ["--size", str(limits.tmp_bytes), "--tmpfs", _SANDBOX_TMP]
        mounts += ["--remount-ro", "/dev", "--remount-ro", "/"]
        return mounts

    async def _run(
        self, inner: Sequence[str], workdir: Path, limits: SandboxLimits
    ) -> SandboxResult:
        started = time.monotonic()
        process = await asyncio.create_subprocess_exec(
            *self._as_sandbox_user(),
            *self.argv(inner, workdir),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            env={"PATH": _PATH, "LANG": "C.UTF-8"},
            cwd="/",
            start_new_session=True,
        )
        return await _collect(process, limits, started)

    def _as_sandbox_user(self) -> list[str]:
        """The prefix that runs the rest as the sandbox's uid, its group and no other."""
        if self.uid is None:
            return []
        uid = str(self.uid)
        return [self.setpriv, f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--"]


async def _collect(
    process: asyncio.subprocess.Process, limits: SandboxLimits, started: float
) -> SandboxResult:
    assert process.stdout is not None
    output = bytearray()
    stop = SandboxStop.EXITED
    try:
        async with asyncio.timeout(limits.wall_seconds):
            while chunk := await process.stdout.read(_READ_CHUNK):
                output += chunk
                if len(output) > limits.output_bytes:
                    stop = SandboxStop.OUTPUT_LIMIT
                    break
    except TimeoutError:
        stop = SandboxStop.TIMED_OUT
    except asyncio.CancelledError:
        _kill_group(process)
        raise
    if stop is not SandboxStop.EXITED:
        _kill_group(process)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(10):
                while await process.stdout.read(_READ_CHUNK):
                    pass  # the killed sandbox's last output, so the pipe closes cleanly
    try:
        async with asyncio.timeout(limits.wall_seconds if stop is SandboxStop.EXITED else 10):
            await process.wait()
    except TimeoutError:
        _kill_group(process)
        await process.wait()
        stop = SandboxStop.TIMED_OUT
    text = bytes(output[: limits.output_bytes]).decode("utf-8", "replace")
    exit_code = process.returncode if stop is SandboxStop.EXITED else None
    return SandboxResult(stop, exit_code, text, time.monotonic() - started)


def _copy_then_exec(workspace_bytes: int) -> list[str]:
    """The sandbox's first command: copy the checkout (not `.git/`) into the capped workspace,
    then exec the real command there; exit 125 when the checkout does not fit."""
    script = (
        f"cd {SOURCE_ROOT} || exit {COPY_EXIT_CODE}; "
        "for entry in * .[!.]* ..?*; do "
        '[ "$entry" = .git ] && continue; '
        '[ -e "$entry" ] || [ -L "$entry" ] || continue; '
        f'cp -a -- "$entry" {SANDBOX_ROOT}/ || {{ echo "redline: the checkout does not fit '
        f'in the sandbox workspace ({workspace_bytes:,} bytes)" >&2; exit {COPY_EXIT_CODE}; }}; '
        f'done; cd {SANDBOX_ROOT} && unset OLDPWD && exec "$@"'
    )
    return ["/bin/sh", "-c", script, "redline-copy"]


def _kill_group(process: asyncio.subprocess.Process) -> None:
    """bwrap's group: killing bwrap ends its pid namespace, and every process in it."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)


def _untraversable_parent(workdir: Path) -> Path | None:
    for parent in workdir.resolve().parents:
        if not os.stat(parent).st_mode & stat.S_IXOTH:
            return parent
    return None


def _hand_over(workdir: Path, uid: int) -> None:
    """Let the sandbox's uid write the worktree (not `.git/`, which it sees read-only)."""
    os.chown(workdir, uid, uid, follow_symlinks=False)
    for root, directories, files in os.walk(workdir):
        if Path(root) == workdir and ".git" in directories:
            directories.remove(".git")
        for name in (*directories, *files):
            os.chown(os.path.join(root, name), uid, uid, follow_symlinks=False)
