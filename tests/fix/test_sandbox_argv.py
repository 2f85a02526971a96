"""What the sandbox is asked to be, read from the command line it builds: these tests need
no working bubblewrap, so a regression that breaks bubblewrap cannot hide them as skips."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.fix.sandbox import SANDBOX_ROOT, SOURCE_ROOT, Sandbox, SandboxLimits, SandboxUnavailable
from bot.fix.sandbox_cgroup import CgroupRun, _own_cgroups


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    return root


def bwrap_part(argv: list[str]) -> list[str]:
    """The bubblewrap command line inside the prlimit wrapper, up to the inner command."""
    start = argv.index("--") + 1
    end = argv.index("--", start)
    return argv[start:end]


def test_the_sandbox_command_line_unshares_everything_and_dies_with_its_parent(
    checkout: Path,
) -> None:
    argv = Sandbox(bwrap="/usr/bin/bwrap").argv(["true"], checkout)
    bwrap = bwrap_part(argv)
    assert bwrap[0] == "/usr/bin/bwrap"
    for flag in (
        "--unshare-all",
        "--unshare-user",
        "--disable-userns",
        "--die-with-parent",
        "--new-session",
        "--clearenv",
    ):
        assert flag in bwrap, flag
    assert "--share-net" not in argv
    assert argv[-1] == "true"  # the command comes last, after the copy into the workspace


def test_only_path_home_and_lang_are_set_after_the_environment_is_cleared(
    checkout: Path,
) -> None:
    bwrap = bwrap_part(Sandbox().argv(["true"], checkout))
    cleared = bwrap.index("--clearenv")
    names = [bwrap[i + 1] for i, arg in enumerate(bwrap) if arg == "--setenv"]
    assert names == ["PATH", "HOME", "LANG"]
    assert all(i > cleared for i, arg in enumerate(bwrap) if arg == "--setenv")


def test_the_workspace_is_a_capped_copy_and_its_git_directory_is_mounted_read_only(
    checkout: Path,
) -> None:
    bwrap = bwrap_part(Sandbox(limits=SandboxLimits(workspace_bytes=5000)).argv(["true"], checkout))
    mounts = [tuple(bwrap[i : i + 3]) for i, arg in enumerate(bwrap) if arg.endswith("bind")]
    source = ("--ro-bind", str(checkout.resolve()), SOURCE_ROOT)
    git = ("--ro-bind", str(checkout.resolve() / ".git"), f"{SANDBOX_ROOT}/.git")
    assert source in mounts and git in mounts
    workspace = bwrap.index(SANDBOX_ROOT)
    assert bwrap[workspace - 3 : workspace] == ["--size", "5000", "--tmpfs"]
    assert bwrap.index(git[1]) > workspace  # a later mount covers an earlier one
    assert [m for m in mounts if m[0] == "--bind"] == []  # nothing of the host is writable


def test_the_limits_wrap_bubblewrap(checkout: Path) -> None:
    limits = SandboxLimits(cpu_seconds=7, data_bytes=1000, processes=9, tmp_bytes=4096)
    argv = Sandbox(limits=limits).argv(["true"], checkout)
    wrapper = argv[: argv.index("--")]
    assert wrapper[0].endswith("prlimit")
    assert {"--cpu=7", "--data=1000", "--nproc=9", "--core=0"} <= set(wrapper)
    bwrap = bwrap_part(argv)
    tmp = bwrap.index("/tmp", bwrap.index("--tmpfs"))
    assert bwrap[tmp - 3 : tmp + 1] == ["--size", "4096", "--tmpfs", "/tmp"]


def test_without_bubblewrap_nothing_runs(checkout: Path) -> None:
    sandbox = Sandbox(bwrap="/nonexistent/bwrap")
    with pytest.raises(SandboxUnavailable, match="not installed"):
        asyncio.run(sandbox.run("touch ran.txt", checkout))
    assert not (checkout / "ran.txt").exists()


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
