"""Pull requests, their files and diffs, repository contents and compare."""

from __future__ import annotations

import hashlib
import io
import tarfile

from starlette.responses import Response

from tests.fakes.github_diff import ParsedDiff, parse_diff, tree_diff
from tests.fakes.github_http import (
    Call,
    Endpoint,
    error,
    json_response,
    not_found,
    paginate,
)
from tests.fakes.github_records import PullRequest, Repository
from tests.fakes.github_render import (
    commit_json,
    content_file_json,
    diff_entry_json,
    directory_entry_json,
    pull_json,
    repository_json,
)
from tests.fakes.github_state import DiffLimits

DIFF_MEDIA_TYPES = ("application/vnd.github.diff", "application/vnd.github.v3.diff")
RAW_MEDIA_TYPES = ("application/vnd.github.raw", "application/vnd.github.v3.raw")


def find_pull(call: Call) -> PullRequest | None:
    return call.state.pull_request(call.repo, call.int_param("pull_number"))


def _too_large(diff: ParsedDiff, limits: DiffLimits) -> Response | None:
    if len(diff.files) > limits.max_diff_files:
        reason = f"the maximum number of files ({limits.max_diff_files})"
    elif diff.line_count > limits.max_diff_lines:
        reason = f"the maximum number of lines ({limits.max_diff_lines})"
    else:
        return None
    return error(
        406,
        f"Sorry, the diff exceeded {reason}. Consider using 'List pull requests files' API "
        "or locally cloning the repository instead.",
        [{"resource": "PullRequest", "field": "diff", "code": "too_large"}],
    )


def _diff_text(diff: ParsedDiff, limits: DiffLimits) -> Response:
    return _too_large(diff, limits) or Response(diff.text, media_type="text/plain; charset=utf-8")


async def get_repository(call: Call) -> Response:
    return json_response(call, repository_json(call.repo))


async def get_pull(call: Call) -> Response:
    with call.state.lock:
        pull = find_pull(call)
        if pull is None:
            return not_found()
        if call.accepts(*DIFF_MEDIA_TYPES):
            return _diff_text(pull.diff, call.state.limits)
        return json_response(call, pull_json(pull))


async def list_pull_files(call: Call) -> Response:
    with call.state.lock:
        pull = find_pull(call)
        if pull is None:
            return not_found()
        files = paginate(call, pull.diff.files, cap=call.state.limits.max_listed_files)
        entries = [diff_entry_json(file, pull.head_repository, pull.head_sha) for file in files]
        return json_response(call, entries)


def _directory_listing(
    call: Call, repository: Repository, ref: str, files: dict[str, bytes], path: str
) -> Response:
    prefix = f"{path.rstrip('/')}/" if path else ""
    children: dict[str, bool] = {}
    for name in files:
        if name.startswith(prefix):
            head, slash, _ = name[len(prefix) :].partition("/")
            children[prefix + head] = children.get(prefix + head, False) or bool(slash)
    if not children:
        return not_found()
    entries = [
        directory_entry_json(repository, ref, child, is_dir, files.get(child, b""))
        for child, is_dir in sorted(children.items())
    ]
    return json_response(call, entries)


async def get_contents(call: Call) -> Response:
    repository = call.repo
    ref = call.request.query_params.get("ref", repository.default_branch)
    path = call.params.get("path", "").strip("/")
    with call.state.lock:
        sha = repository.resolve(ref)
        if sha is None:
            return error(404, f"No commit found for the ref {ref}")
        files = repository.commits[sha]
        content = files.get(path)
        if content is None:
            return _directory_listing(call, repository, ref, files, path)
    if call.accepts(*RAW_MEDIA_TYPES):
        return Response(content, media_type="application/octet-stream")
    return json_response(call, content_file_json(repository, ref, path, content))


async def get_tree(call: Call) -> Response:
    """`git/trees/{sha}?recursive=1`: every file of a commit (the fake keeps flat trees)."""
    repository = call.repo
    with call.state.lock:
        sha = repository.resolve(call.params["tree_sha"])
        if sha is None:
            return not_found()
        files = sorted(repository.commits[sha].items())
    if call.request.query_params.get("recursive") in (None, "", "0", "false"):
        files = [(path, content) for path, content in files if "/" not in path]
    entries = [
        {
            "path": path,
            "mode": "100644",
            "type": "blob",
            "sha": hashlib.sha1(content, usedforsecurity=False).hexdigest(),
            "size": len(content),
        }
        for path, content in files
    ]
    return json_response(call, {"sha": sha, "tree": entries, "truncated": False})


async def get_tarball(call: Call) -> Response:
    """The commit as a gzipped tarball with one top-level folder, as codeload serves it."""
    repository = call.repo
    with call.state.lock:
        sha = repository.resolve(call.params["ref"])
        if sha is None:
            return not_found()
        files = dict(repository.commits[sha])
    buffer = io.BytesIO()
    top = f"{repository.owner.login}-{repository.name}-{sha[:7]}"
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for path, content in sorted(files.items()):
            member = tarfile.TarInfo(f"{top}/{path}")
            member.size = len(content)
            archive.addfile(member, io.BytesIO(content))
    return Response(buffer.getvalue(), media_type="application/x-gzip")


def _comparison(call: Call, base_sha: str, head_sha: str) -> ParsedDiff:
    for pull in call.state.pull_requests.values():
        if pull.repository is call.repo and (pull.base_sha, pull.head_sha) == (base_sha, head_sha):
            return pull.diff
    commits = call.repo.commits
    return parse_diff(tree_diff(commits[base_sha], commits[head_sha]))


async def compare(call: Call) -> Response:
    base, separator, head = call.params["basehead"].partition("...")
    if not separator:
        return not_found()
    repository = call.repo
    with call.state.lock:
        base_sha, head_sha = repository.resolve(base), repository.resolve(head)
        if base_sha is None or head_sha is None:
            return not_found()
        diff = _comparison(call, base_sha, head_sha)
        if call.accepts(*DIFF_MEDIA_TYPES):
            return _diff_text(diff, call.state.limits)
        files = paginate(call, diff.files, cap=call.state.limits.max_listed_files)
        url = f"/repos/{repository.full_name}/compare/{base}...{head}"
        document = {
            "url": url,
            "html_url": url,
            "permalink_url": url,
            "diff_url": f"{url}.diff",
            "patch_url": f"{url}.patch",
            "base_commit": commit_json(repository, base_sha),
            "merge_base_commit": commit_json(repository, base_sha),
            "status": "identical" if base_sha == head_sha else "ahead",
            "ahead_by": 0 if base_sha == head_sha else 1,
            "behind_by": 0,
            "total_commits": 0 if base_sha == head_sha else 1,
            "commits": [] if base_sha == head_sha else [commit_json(repository, head_sha)],
            "files": [diff_entry_json(file, repository, head_sha) for file in files],
        }
        return json_response(call, document)


ENDPOINTS = (
    Endpoint("get", "/repos/{owner}/{repo}", get_repository),
    Endpoint("get", "/repos/{owner}/{repo}/pulls/{pull_number}", get_pull),
    Endpoint("get", "/repos/{owner}/{repo}/pulls/{pull_number}/files", list_pull_files),
    Endpoint("get", "/repos/{owner}/{repo}/contents/{path}", get_contents),
    Endpoint("get", "/repos/{owner}/{repo}/compare/{basehead}", compare),
    Endpoint("get", "/repos/{owner}/{repo}/git/trees/{tree_sha}", get_tree),
    Endpoint("get", "/repos/{owner}/{repo}/tarball/{ref}", get_tarball),
)
