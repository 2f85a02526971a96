"""The PR's files at its head SHA (or any SHA), fetched once per job.

Small PRs: the contents API, a few requests at a time. Large PRs: one tarball of
the head SHA (a shallow fetch without git), from which only the wanted files are
kept. Paths are never trusted: members outside the wanted set are not read.
"""

from __future__ import annotations

import asyncio
import io
import tarfile
from collections.abc import Mapping, Sequence

from bot.core.repo_config import MAX_RULE_FILE_BYTES, repo_rule_files, rules_folder
from bot.github import Installation

CONTENTS_API_MAX_FILES = 100
CONCURRENT_REQUESTS = 8


class HeadFiles:
    def __init__(
        self, client: Installation, owner: str, repo: str, sha: str, *, max_bytes: int
    ) -> None:
        self._client = client
        self._owner = owner
        self._repo = repo
        self._sha = sha
        self._max_bytes = max_bytes
        self._cache: dict[str, bytes | None] = {}

    async def read(self, paths: Sequence[str]) -> Mapping[str, bytes]:
        missing = [path for path in paths if path not in self._cache]
        if len(missing) > CONTENTS_API_MAX_FILES:
            self._cache.update(await self._from_tarball(missing))
        elif missing:
            self._cache.update(await self._from_contents_api(missing))
        return {path: data for path in paths if (data := self._cache.get(path)) is not None}

    async def _from_contents_api(self, paths: Sequence[str]) -> dict[str, bytes | None]:
        gate = asyncio.Semaphore(CONCURRENT_REQUESTS)

        async def one(path: str) -> tuple[str, bytes | None]:
            async with gate:
                data = await self._client.get_file(self._owner, self._repo, path, self._sha)
            return path, data if data is None or len(data) <= self._max_bytes else None

        return dict(await asyncio.gather(*(one(path) for path in paths)))

    async def _from_tarball(self, paths: Sequence[str]) -> dict[str, bytes | None]:
        archive = await self._client.get_tarball(self._owner, self._repo, self._sha)
        return await asyncio.to_thread(extract_files, archive, set(paths), self._max_bytes)


async def repo_rules_at(
    client: Installation, owner: str, repo: str, sha: str, rules_dir: str | None
) -> dict[str, str]:
    """The repository's own Semgrep rule files under `rules_dir` at `sha` (the base
    branch's), as text; none when `rules_dir` is unset or leaves the repository."""
    if rules_folder(rules_dir) is None:
        return {}
    paths = repo_rule_files(rules_dir, await client.tree_paths(owner, repo, sha))
    files = HeadFiles(client, owner, repo, sha, max_bytes=MAX_RULE_FILE_BYTES)
    return {
        path: data.decode("utf-8", "replace") for path, data in (await files.read(paths)).items()
    }


def extract_files(archive: bytes, wanted: set[str], max_bytes: int) -> dict[str, bytes | None]:
    """Regular files named in `wanted`, from GitHub's tarball (one top-level folder)."""
    found: dict[str, bytes | None] = dict.fromkeys(wanted)
    with tarfile.open(fileobj=io.BytesIO(archive), mode="r:gz") as tar:
        for member in tar:
            _, _, path = member.name.partition("/")
            if path not in wanted or not member.isfile() or member.size > max_bytes:
                continue
            handle = tar.extractfile(member)
            if handle is not None:
                found[path] = handle.read()
    return found
