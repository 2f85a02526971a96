"""The sandbox's command line, read without running it (bubblewrap need not work here)."""

from __future__ import annotations

from pathlib import Path

from bot.fix.sandbox import SANDBOX_ROOT, SOURCE_ROOT, Sandbox, SandboxLimits
from bot.fix.sandbox_cgroup import CgroupRun, _own_cgroups

MOUNT_OPTIONS = {"--ro-bind", "--ro-bind-try", "--bind", "--tmpfs", "--proc", "--dev", "--symlink"}
LIMITS = SandboxLimits(workspace_bytes=111, tmp_bytes=222, shm_bytes=333)


def _argv(tmp_path: Path) -> list[str]:
    (tmp_path / ".git").mkdir()
    return Sandbox(bwrap="/nonexistent/bwrap", limits=LIMITS).argv(["true"], tmp_path)


def _pairs(argv: list[str], option: str) -> list[tuple[int, str]]:
    """(position, first argument) of each `option`."""
    return [(i, argv[i + 1]) for i, word in enumerate(argv) if word == option]


def _binds(argv: list[str]) -> list[tuple[int, str, str]]:
    """(position, source, target) of each read-only bind."""
    return [(i, argv[i + 1], argv[i + 2]) for i, word in enumerate(argv) if word == "--ro-bind"]


def _bwrap_end(argv: list[str]) -> int:
    return argv.index("--", argv.index("/nonexistent/bwrap"))


def test_every_tmpfs_has_a_size_and_nothing_of_the_host_is_writable(tmp_path: Path) -> None:
    argv = _argv(tmp_path)
    tmpfs = _pairs(argv, "--tmpfs")
    assert [target for _, target in tmpfs] == [SANDBOX_ROOT, "/dev/shm", "/tmp"]
    sizes = [argv[i - 1] for i, _ in tmpfs]
    assert [argv[i - 2] for i, _ in tmpfs] == ["--size"] * 3
    assert sizes == ["111", "333", "222"]
    assert "--bind" not in argv  # the checkout is bound read-only and copied
    binds = {target: (i, source) for i, source, target in _binds(argv)}
    assert binds[SOURCE_ROOT][1] == str(tmp_path.resolve())
    git = binds[f"{SANDBOX_ROOT}/.git"]
    assert git[1] == str(tmp_path.resolve() / ".git")
    assert git[0] > tmpfs[0][0]  # over the workspace tmpfs, not under it


def test_root_and_dev_are_made_read_only_after_every_mount(tmp_path: Path) -> None:
    argv = _argv(tmp_path)
    end = _bwrap_end(argv)
    mounts = [i for i, word in enumerate(argv[:end]) if word in MOUNT_OPTIONS]
    remounts = _pairs(argv, "--remount-ro")
    assert [target for _, target in remounts] == ["/dev", "/"]
    assert min(i for i, _ in remounts) > max(mounts)


def test_the_command_runs_after_the_copy_into_the_workspace(tmp_path: Path) -> None:
    argv = _argv(tmp_path)
    after = argv[_bwrap_end(argv) + 1 :]
    assert after[:2] == ["/bin/sh", "-c"] and after[-1] == "true"
    assert f'cp -a -- "$entry" {SANDBOX_ROOT}/' in after[2]
    assert "exit 125" in after[2] and '[ "$entry" = .git ] && continue' in after[2]


def test_a_cgroup_run_is_joined_before_anything_else_starts(tmp_path: Path) -> None:
    sandbox = Sandbox(bwrap="/nonexistent/bwrap", limits=LIMITS)
    run = CgroupRun(1, (Path("/sys/fs/cgroup/memory/x"), Path("/sys/fs/cgroup/pids/x")))
    sandbox._cgroup_runs[tmp_path.resolve()] = run
    argv = sandbox.argv(["true"], tmp_path)
    assert argv[:3] == ["/bin/sh", "-c", run.argv_prefix()[2]]
    assert argv[4:7] == [
        "/sys/fs/cgroup/memory/x/cgroup.procs",
        "/sys/fs/cgroup/pids/x/cgroup.procs",
        "--",
    ]
    assert argv[7] == sandbox.prlimit
    assert Sandbox(bwrap="/nonexistent/bwrap").argv(["true"], tmp_path)[0] == sandbox.prlimit


def test_the_services_own_cgroups_are_read_per_controller() -> None:
    text = "12:pids:/svc\n4:memory:/svc/a\n1:cpu,cpuacct:/\n0::/user.slice/redline.service\n"
    assert _own_cgroups(text) == {
        "pids": "/svc",
        "memory": "/svc/a",
        "cpu": "/",
        "cpuacct": "/",
        "": "/user.slice/redline.service",
    }
