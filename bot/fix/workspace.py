"""The git edge of /fix: a shallow clone at the head SHA, safe file access, commit and push.

The installation token reaches git only through the environment of the git processes
that talk to the remote (`GIT_CONFIG_*` sets an `http.<base>.extraHeader`): it is never
in `.git/config`, in a remote URL, in an argument, or in the environment of anything the
repository's code runs in. Hooks are off for every git command, and the sandboxed test
command sees `.git/` read-only, so nothing the repository ships can run with the token.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import os
import shutil
import signal
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bot.fix.edits import path_problem

GIT_TIMEOUT_SECONDS = 300.0
_SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"
_GIT_OPTIONS = (
    "-c",
    "safe.directory=*",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "credential.helper=",
    "-c",
    "http.followRedirects=false",
    "-c",
    "protocol.ext.allow=never",
    "-c",
    "commit.gpgSign=false",
)


class GitError(Exception):
    """A git command failed; the message never holds the token."""


class PushRejected(GitError):
    """The remote branch is no longer at the SHA the fix started from."""


class PushDenied(GitError):
    """The App may not push to this repository (a fork without access, a protected branch)."""


class UnsafePath(GitError):
    """A path that leaves the repository, crosses a symlink or is not to be edited."""


@dataclass(frozen=True, slots=True)
class GitIdentity:
    name: str
    email: str

    @classmethod
    def app_bot(cls, app_slug: str, app_id: int) -> GitIdentity:
        login = f"{app_slug}[bot]"
        return cls(login, f"{app_id}+{login}@users.noreply.github.com")

    @classmethod
    def user(cls, login: str) -> GitIdentity:
        return cls(login, f"{login}@users.noreply.github.com")

    @property
    def trailer(self) -> str:
        return f"{self.name} <{self.email}>"


@dataclass(frozen=True, slots=True)
class GitCredentials:
    """An installation token for git over HTTPS, scoped to one host."""

    base_url: str
    """`https://github.com/` or a GitHub Enterprise host: only requests under it get the header."""
    token: str = field(repr=False)

    def environment(self) -> dict[str, str]:
        """Config for one git process, passed in its environment only."""
        basic = base64.b64encode(f"x-access-token:{self.token}".encode()).decode()
        scope = self.base_url.rstrip("/") + "/"
        return {
            "GIT_CONFIG_COUNT": "1",
            "GIT_CONFIG_KEY_0": f"http.{scope}.extraHeader",
            "GIT_CONFIG_VALUE_0": f"Authorization: Basic {basic}",
        }


def remote_url_for(full_name: str, git_base_url: str) -> str:
    """`owner/repo` → its clone URL under `git_base_url` (a `file://` folder in tests)."""
    return f"{git_base_url.rstrip('/')}/{full_name}.git"


class Workspace:
    """A checkout in a temporary folder; `close()` removes it."""

    def __init__(self, root: Path, home: Path) -> None:
        self.root = root
        self._home = home

    @classmethod
    async def clone(
        cls,
        remote_url: str,
        sha: str,
        credentials: GitCredentials | None,
        parent: Path | None = None,
    ) -> Workspace:
        base = Path(tempfile.mkdtemp(prefix="redline-fix-", dir=parent))
        base.chmod(0o711)  # the sandbox's unprivileged uid must reach repo/ (not list base/)
        home = base / "home"
        root = base / "repo"
        home.mkdir()
        root.mkdir()
        workspace = cls(root, home)
        try:
            await workspace._git("init", "--quiet")
            await workspace._git(
                "fetch", "--quiet", "--depth=1", "--no-tags", remote_url, sha, remote=credentials
            )
            await workspace._git("checkout", "--quiet", "--detach", "FETCH_HEAD")
            head = await workspace.head_sha()
        except BaseException:
            workspace.close()
            raise
        if head != sha:
            workspace.close()
            raise GitError(f"the clone is at {head[:12]}, not at the head {sha[:12]}")
        return workspace

    def close(self) -> None:
        shutil.rmtree(self.root.parent, ignore_errors=True)

    def _environment(self, credentials: GitCredentials | None) -> dict[str, str]:
        environment = {
            "PATH": _SAFE_PATH,
            "HOME": str(self._home),
            "LANG": "C",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_TERMINAL_PROMPT": "0",
        }
        if credentials is not None:
            environment.update(credentials.environment())
        return environment

    async def _git(
        self,
        *args: str,
        remote: GitCredentials | None = None,
        extra_environment: Mapping[str, str] | None = None,
    ) -> str:
        environment = self._environment(remote) | dict(extra_environment or {})
        process = await asyncio.create_subprocess_exec(
            "git",
            *_GIT_OPTIONS,
            "-C",
            str(self.root),
            *args,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=environment,
            start_new_session=True,
        )
        try:
            stdout, stderr = await asyncio.wait_for(process.communicate(), GIT_TIMEOUT_SECONDS)
        except (TimeoutError, asyncio.CancelledError) as error:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            await process.wait()
            if isinstance(error, TimeoutError):
                raise GitError(f"git {args[0]} timed out") from None
            raise
        if process.returncode != 0:
            # `push --porcelain` reports a rejected ref on stdout
            message = (stderr + b"\n" + stdout).decode("utf-8", "replace").strip()
            raise _git_error(args[0], message)
        return stdout.decode("utf-8", "replace")

    async def head_sha(self) -> str:
        return (await self._git("rev-parse", "HEAD")).strip()

    # ---- files -------------------------------------------------------------------------------

    def _target(self, path: str) -> Path:
        """The file's location, refusing any path that crosses a symlink or leaves the root."""
        if problem := path_problem(path):
            raise UnsafePath(f"`{path}`: {problem}")
        current = self.root
        for part in Path(path).parts:
            current = current / part
            if current.is_symlink():
                raise UnsafePath(f"`{path}`: goes through a symbolic link")
        return current

    def read_text(self, path: str) -> str | None:
        """The file's text, None when it does not exist; raises UnsafePath."""
        target = self._target(path)
        if not target.exists():
            return None
        if not target.is_file():
            raise UnsafePath(f"`{path}`: not a regular file")
        descriptor = os.open(target, os.O_RDONLY | os.O_NOFOLLOW)
        with os.fdopen(descriptor, "rb") as handle:
            data = handle.read()
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise UnsafePath(f"`{path}`: not UTF-8 text") from None

    def write_texts(self, files: Mapping[str, str]) -> None:
        for path, text in files.items():
            target = self._target(path)
            current = self.root
            for part in Path(path).parts[:-1]:
                current = current / part
                current.mkdir(exist_ok=True)
                if current.is_symlink() or not current.is_dir():
                    raise UnsafePath(f"`{path}`: a parent is not a folder")
            flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW
            descriptor = os.open(target, flags, 0o644)
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(text.encode("utf-8"))

    async def reset(self) -> None:
        """Back to the checked-out commit: tracked files restored, everything else removed."""
        await self._git("checkout", "--quiet", "--force", "HEAD", "--", ".")
        await self._git("clean", "-ffdxq")

    # ---- commit and push ---------------------------------------------------------------------

    async def commit(
        self,
        files: Mapping[str, str],
        message: str,
        author: GitIdentity,
        committer: GitIdentity,
    ) -> str:
        """Commit exactly `files` (path → text) on top of the checked-out commit."""
        await self.reset()
        self.write_texts(files)
        await self._git("add", "--", *sorted(files))
        await self._git(
            "commit",
            "--quiet",
            "--no-verify",
            f"--message={message}",
            extra_environment={
                "GIT_AUTHOR_NAME": author.name,
                "GIT_AUTHOR_EMAIL": author.email,
                "GIT_COMMITTER_NAME": committer.name,
                "GIT_COMMITTER_EMAIL": committer.email,
            },
        )
        return await self.head_sha()

    async def committed_files(self, sha: str) -> list[str]:
        """The paths commit `sha` changes; raises GitError on a mode change (an executable
        bit, a symlink), which no /fix edit makes."""
        out = await self._git(
            "diff-tree", "--no-commit-id", "-r", "--raw", "--no-renames", "-z", "--root", sha
        )
        fields = out.split("\0")
        paths: list[str] = []
        for status, path in zip(fields[0::2], fields[1::2], strict=False):
            old_mode, new_mode = status.lstrip(":").split(" ")[:2]
            if new_mode != old_mode and (old_mode, new_mode) != ("000000", "100644"):
                raise GitError(f"the commit would change the mode of `{path}` to {new_mode}")
            paths.append(path)
        return paths

    async def remote_branch_sha(
        self, remote_url: str, branch: str, credentials: GitCredentials | None
    ) -> str | None:
        out = await self._git("ls-remote", remote_url, f"refs/heads/{branch}", remote=credentials)
        for line in out.splitlines():
            sha, _, ref = line.partition("\t")
            if ref == f"refs/heads/{branch}":
                return sha
        return None

    async def push(
        self, remote_url: str, sha: str, branch: str, credentials: GitCredentials | None
    ) -> None:
        """A plain (fast-forward only) push of `sha` to `branch`; never a force push."""
        await self._git(
            "push",
            "--porcelain",
            "--no-verify",
            remote_url,
            f"{sha}:refs/heads/{branch}",
            remote=credentials,
        )

    async def diff_of(self, paths: Sequence[str]) -> str:
        return await self._git("diff", "--no-color", "--no-ext-diff", "--", *paths)


def _git_error(command: str, message: str) -> GitError:
    lowered = message.lower()
    lines = [line for line in message.splitlines() if line and not line.startswith("hint:")]
    last = lines[0] if lines else "failed"
    if command == "push":
        if any(
            marker in lowered
            for marker in ("non-fast-forward", "fetch first", "[rejected]", "stale info")
        ):
            return PushRejected("the branch moved while the fix was being made")
        if any(
            marker in lowered
            for marker in ("403", "permission", "denied", "protected branch", "[remote rejected]")
        ):
            return PushDenied(f"push refused: {last[:300]}")
    return GitError(f"git {command}: {last[:300]}")
