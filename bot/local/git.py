"""The local git edge: diffs, files and trees of a checkout, for `redline review`."""

from __future__ import annotations

import os
import subprocess
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path

EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"
# commit-tree needs an identity, and a machine without user.name must still snapshot.
_SNAPSHOT_IDENTITY = {
    "GIT_AUTHOR_NAME": "redline",
    "GIT_AUTHOR_EMAIL": "redline@localhost",
    "GIT_COMMITTER_NAME": "redline",
    "GIT_COMMITTER_EMAIL": "redline@localhost",
}


class GitError(Exception):
    pass


class LocalRepository:
    def __init__(self, path: Path) -> None:
        self.path = path

    def _git(
        self,
        *args: str,
        input_bytes: bytes | None = None,
        environment: Mapping[str, str] | None = None,
        silent_failure: str = "failed",
    ) -> bytes:
        """git's output; a GitError with git's last stderr line (or `silent_failure`)."""
        try:
            completed = subprocess.run(  # noqa: S603 - fixed argv, no shell
                ["git", "-C", str(self.path), *args],  # noqa: S607
                input=input_bytes,
                capture_output=True,
                check=False,
                timeout=120,
                env=None if environment is None else {**os.environ, **environment},
            )
        except FileNotFoundError:
            raise GitError("git is not installed") from None
        except subprocess.TimeoutExpired:
            raise GitError(f"git {args[0]} timed out") from None
        if completed.returncode != 0:
            message = completed.stderr.decode("utf-8", "replace").strip().splitlines()
            raise GitError(f"git {args[0]}: {message[-1] if message else silent_failure}")
        return completed.stdout

    def resolve(self, ref: str) -> str:
        return (
            self._git(
                "rev-parse",
                "--verify",
                "--quiet",
                f"{ref}^{{commit}}",
                silent_failure=f"{ref}: unknown revision or not a commit",
            )
            .decode()
            .strip()
        )

    def snapshot_worktree(self) -> str:
        """A commit of the working tree as `git add --all` would stage it (new files
        included, ignored ones not) on top of HEAD. It only writes objects: the index,
        HEAD and every ref stay as they were."""
        try:
            head: str | None = self.resolve("HEAD")
        except GitError:
            head = None  # no commit yet: the snapshot is a root commit
        with tempfile.TemporaryDirectory(prefix="redline-index-") as scratch:
            index = {"GIT_INDEX_FILE": str(Path(scratch) / "index")}
            if head is not None:
                self._git("read-tree", head, environment=index)
            self._git("add", "--all", environment=index)
            tree = self._git("write-tree", environment=index).decode().strip()
        parents = ("-p", head) if head is not None else ()
        snapshot = self._git(
            "commit-tree",
            "--no-gpg-sign",
            "-m",
            "redline: the working tree",
            *parents,
            tree,
            environment=_SNAPSHOT_IDENTITY,
        )
        return snapshot.decode().strip()

    def default_base(self, head: str) -> str:
        """The head's first parent, or the empty tree for a root commit."""
        try:
            return self.resolve(f"{head}^1")
        except GitError:
            return EMPTY_TREE

    def diff(self, base: str, head: str) -> bytes:
        return self._git(
            "diff", "--no-color", "--no-ext-diff", "--find-renames", "--binary", base, head
        )

    def tree_paths(self, ref: str) -> frozenset[str]:
        out = self._git("ls-tree", "-r", "-z", "--name-only", ref)
        return frozenset(p.decode("utf-8", "surrogateescape") for p in out.split(b"\0") if p)

    def read_files(self, ref: str, paths: Iterable[str], max_bytes: int) -> dict[str, bytes]:
        """Blobs at `ref` (missing or larger than max_bytes: absent), via one cat-file batch."""
        wanted = list(paths)
        if not wanted:
            return {}
        request = b"".join(f"{ref}:{path}\n".encode("utf-8", "surrogateescape") for path in wanted)
        out = self._git("cat-file", "--batch", input_bytes=request)
        files: dict[str, bytes] = {}
        position = 0
        for path in wanted:
            header_end = out.index(b"\n", position)
            header = out[position:header_end].split()
            position = header_end + 1
            if len(header) < 3 or header[1] == b"missing":
                continue
            size = int(header[2])
            blob = out[position : position + size]
            position += size + 1
            if header[1] == b"blob" and size <= max_bytes:
                files[path] = blob
        return files

    def read_file(self, ref: str, path: str, max_bytes: int = 1_000_000) -> bytes | None:
        return self.read_files(ref, [path], max_bytes).get(path)
