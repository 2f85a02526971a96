"""A cgroup per sandbox run, so memory and the process count are capped for the sandbox as a
whole (every process, and the tmpfs pages they write), where the kernel lets us create one.

cgroup v2: a child of the service's own cgroup, with `memory.max`, `memory.swap.max` and
`pids.max` (needs memory and pids in that cgroup's `subtree_control`, which v2 allows only
for the root or a cgroup without processes of its own). cgroup v1: a child
in the memory and pids hierarchies, with `memory.limit_in_bytes` (and `memsw`, so no swap) and
`pids.max`. The sandbox's first process writes its own pid into `cgroup.procs`, before it
starts anything, so every process of the sandbox is born inside.
"""

from __future__ import annotations

import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

CGROUP_ROOT = Path("/sys/fs/cgroup")
PREFIX = "redline-sandbox-"
JOIN_SCRIPT = (
    'while [ "$1" != -- ]; do echo $$ > "$1" || '
    '{ echo "redline: cannot join the sandbox cgroup ($1)" >&2; exit 126; }; shift; done; '
    'shift; exec "$@"'
)
"""argv prefix: the shell writes its pid into each `cgroup.procs`, then execs the sandbox."""


@dataclass(frozen=True, slots=True)
class CgroupRun:
    """The cgroups of one sandbox run: join them through `argv_prefix`, then `remove()`."""

    version: int
    directories: tuple[Path, ...]

    def argv_prefix(self) -> list[str]:
        procs = [str(directory / "cgroup.procs") for directory in self.directories]
        return ["/bin/sh", "-c", JOIN_SCRIPT, "redline-cgroup", *procs, "--"]

    def remove(self) -> None:
        """rmdir each cgroup; the kernel needs a moment after the last process is gone."""
        for directory in self.directories:
            for _ in range(50):
                try:
                    directory.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.02)


def _own_cgroups(proc_cgroup: str) -> dict[str, str]:
    """`/proc/self/cgroup` → controller (or "" for v2) → path."""
    paths: dict[str, str] = {}
    for line in proc_cgroup.splitlines():
        _, controllers, path = line.split(":", 2)
        for controller in controllers.split(",") if controllers else [""]:
            paths[controller] = path
    return paths


class SandboxCgroups:
    """Makes one capped cgroup per sandbox run; `create` raises OSError where it cannot."""

    def __init__(
        self,
        memory_bytes: int,
        processes: int,
        owner_uid: int | None,
        root: Path = CGROUP_ROOT,
    ) -> None:
        self.memory_bytes = memory_bytes
        self.processes = processes
        self.owner_uid = owner_uid
        self.root = root

    def create(self) -> CgroupRun:
        own = _own_cgroups(Path("/proc/self/cgroup").read_text())
        name = PREFIX + secrets.token_hex(6)
        if (self.root / "cgroup.controllers").exists():
            return self._create_v2(self.root / own[""].lstrip("/"), name)
        return self._create_v1(own, name)

    def _create_v2(self, parent: Path, name: str) -> CgroupRun:
        enabled = (parent / "cgroup.subtree_control").read_text().split()
        if not {"memory", "pids"} <= set(enabled):
            # EBUSY unless `parent` holds no process (or is the root): then v2 cannot be used
            (parent / "cgroup.subtree_control").write_text("+memory +pids")
        directory = parent / name
        directory.mkdir()
        run = CgroupRun(2, (directory,))
        try:
            (directory / "memory.max").write_text(str(self.memory_bytes))
            if (directory / "memory.swap.max").exists():
                (directory / "memory.swap.max").write_text("0")
            (directory / "pids.max").write_text(str(self.processes))
            self._hand_over(directory)
        except OSError:
            run.remove()
            raise
        return run

    def _create_v1(self, own: dict[str, str], name: str) -> CgroupRun:
        memory = self.root / "memory" / own["memory"].lstrip("/") / name
        pids = self.root / "pids" / own["pids"].lstrip("/") / name
        made: list[Path] = []
        try:
            for directory in (memory, pids):
                directory.mkdir()
                made.append(directory)
            (memory / "memory.limit_in_bytes").write_text(str(self.memory_bytes))
            if (memory / "memory.memsw.limit_in_bytes").exists():
                (memory / "memory.memsw.limit_in_bytes").write_text(str(self.memory_bytes))
            (pids / "pids.max").write_text(str(self.processes))
            for directory in made:
                self._hand_over(directory)
        except (OSError, KeyError) as error:
            CgroupRun(1, tuple(made)).remove()
            raise OSError(f"cgroup v1: {error}") from None
        return CgroupRun(1, (memory, pids))

    def _hand_over(self, directory: Path) -> None:
        """The sandbox's uid writes its own pid into `cgroup.procs` (delegation by chown)."""
        if self.owner_uid is not None:
            os.chown(directory / "cgroup.procs", self.owner_uid, -1)
