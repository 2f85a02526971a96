"""What the sandbox is asked to be, read from the command line it builds: these tests need
no working bubblewrap, so a regression that breaks bubblewrap cannot hide them as skips."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.fix.sandbox import SANDBOX_ROOT, Sandbox, SandboxLimits, SandboxUnavailable


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
    assert argv[-1] == "true" and argv[-2] == "--"


def test_only_path_home_and_lang_are_set_after_the_environment_is_cleared(
    checkout: Path,
) -> None:
    bwrap = bwrap_part(Sandbox().argv(["true"], checkout))
    cleared = bwrap.index("--clearenv")
    names = [bwrap[i + 1] for i, arg in enumerate(bwrap) if arg == "--setenv"]
    assert names == ["PATH", "HOME", "LANG"]
    assert all(i > cleared for i, arg in enumerate(bwrap) if arg == "--setenv")


def test_the_workspace_is_writable_but_its_git_directory_is_mounted_read_only_over_it(
    checkout: Path,
) -> None:
    bwrap = bwrap_part(Sandbox().argv(["true"], checkout))
    mounts = [tuple(bwrap[i : i + 3]) for i, arg in enumerate(bwrap) if arg.endswith("bind")]
    workspace = ("--bind", str(checkout.resolve()), SANDBOX_ROOT)
    git = ("--ro-bind", str(checkout.resolve() / ".git"), f"{SANDBOX_ROOT}/.git")
    assert workspace in mounts and git in mounts
    assert mounts.index(git) > mounts.index(workspace)  # a later mount covers an earlier one
    writable = [m for m in mounts if m[0] == "--bind"]
    assert writable == [workspace]


def test_the_limits_wrap_bubblewrap(checkout: Path) -> None:
    limits = SandboxLimits(cpu_seconds=7, data_bytes=1000, processes=9, tmp_bytes=4096)
    argv = Sandbox(limits=limits).argv(["true"], checkout)
    wrapper = argv[: argv.index("--")]
    assert wrapper[0].endswith("prlimit")
    assert {"--cpu=7", "--data=1000", "--nproc=9", "--core=0"} <= set(wrapper)
    bwrap = bwrap_part(argv)
    assert bwrap[bwrap.index("--size") + 1 : bwrap.index("--size") + 4] == [
        "4096",
        "--tmpfs",
        "/tmp",
    ]


def test_without_bubblewrap_nothing_runs(checkout: Path) -> None:
    sandbox = Sandbox(bwrap="/nonexistent/bwrap")
    with pytest.raises(SandboxUnavailable, match="not installed"):
        asyncio.run(sandbox.run("touch ran.txt", checkout))
    assert not (checkout / "ran.txt").exists()
