"""The fake's records as GitHub's JSON: every schema-required field present (from the OpenAPI
description's skeleton), the meaningful ones filled from the records."""

from __future__ import annotations

import base64
import copy
import functools
from datetime import datetime
from typing import Any

from tests.fakes import openapi
from tests.fakes.github_diff import DiffFile, blob_sha
from tests.fakes.github_records import (
    App,
    CheckRun,
    Installation,
    IssueComment,
    PullRequest,
    Reaction,
    Repository,
    Review,
    ReviewComment,
    User,
)

API = "https://api.github.invalid"
HTML = "https://github.invalid"
JSON = dict[str, Any]


@functools.cache
def _cached_skeleton(schema_name: str) -> JSON:
    return openapi.skeleton(schema_name)


def shaped(schema_name: str, **fields: Any) -> JSON:
    document = copy.deepcopy(_cached_skeleton(schema_name))
    document.update(fields)
    return document


def timestamp(moment: datetime | None) -> str | None:
    return None if moment is None else moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def node_id(prefix: str, id_: int) -> str:
    return f"{prefix}_{base64.b64encode(str(id_).encode()).decode().rstrip('=')}"


def user_json(user: User) -> JSON:
    return shaped(
        "simple-user",
        login=user.login,
        id=user.id,
        node_id=node_id("U", user.id),
        type=user.type.value,
        url=f"{API}/users/{user.login}",
        html_url=f"{HTML}/{user.login}",
        avatar_url=f"{HTML}/avatars/{user.id}",
    )


def app_json(app: App) -> JSON:
    return shaped(
        "integration",
        id=app.id,
        slug=app.slug,
        node_id=node_id("A", app.id),
        client_id=app.client_id,
        owner=user_json(app.owner),
        name=app.name,
        html_url=f"{HTML}/apps/{app.slug}",
        permissions={
            "checks": "write",
            "contents": "write",
            "issues": "write",
            "metadata": "read",
            "pull_requests": "write",
        },
        events=["check_run", "issue_comment", "pull_request", "pull_request_review_comment"],
    )


def installation_json(installation: Installation, app: App) -> JSON:
    return shaped(
        "installation",
        id=installation.id,
        app_id=app.id,
        app_slug=app.slug,
        account=user_json(installation.account),
        target_id=installation.account.id,
        target_type=installation.account.type.value,
        repository_selection="selected",
        access_tokens_url=f"{API}/app/installations/{installation.id}/access_tokens",
        repositories_url=f"{API}/installation/repositories",
        html_url=f"{HTML}/settings/installations/{installation.id}",
        permissions=app_json(app)["permissions"],
        events=app_json(app)["events"],
    )


def repository_json(repository: Repository, schema_name: str = "full-repository") -> JSON:
    url = f"{API}/repos/{repository.full_name}"
    return shaped(
        schema_name,
        id=repository.id,
        node_id=node_id("R", repository.id),
        name=repository.name,
        full_name=repository.full_name,
        owner=user_json(repository.owner),
        private=repository.private,
        visibility="private" if repository.private else "public",
        default_branch=repository.default_branch,
        url=url,
        html_url=f"{HTML}/{repository.full_name}",
        clone_url=f"{HTML}/{repository.full_name}.git",
        git_url=f"git://github.invalid/{repository.full_name}.git",
        ssh_url=f"git@github.invalid:{repository.full_name}.git",
        pulls_url=f"{url}/pulls{{/number}}",
        contents_url=f"{url}/contents/{{+path}}",
    )


def pull_json(pull: PullRequest) -> JSON:
    url = f"{API}/repos/{pull.repository.full_name}/pulls/{pull.number}"
    html = f"{HTML}/{pull.repository.full_name}/pull/{pull.number}"

    def end(label_owner: Repository, ref: str, sha: str) -> JSON:
        return {
            "label": f"{label_owner.owner.login}:{ref}",
            "ref": ref,
            "sha": sha,
            "user": user_json(label_owner.owner),
            "repo": None if label_owner.deleted else repository_json(label_owner, "repository"),
        }

    links = {
        name: {"href": href}
        for name, href in {
            "self": url,
            "html": html,
            "issue": f"{API}/repos/{pull.repository.full_name}/issues/{pull.number}",
            "comments": f"{API}/repos/{pull.repository.full_name}/issues/{pull.number}/comments",
            "review_comments": f"{url}/comments",
            "review_comment": f"{API}/repos/{pull.repository.full_name}/pulls/comments{{/number}}",
            "commits": f"{url}/commits",
            "statuses": f"{API}/repos/{pull.repository.full_name}/statuses/{pull.head_sha}",
        }.items()
    }
    return shaped(
        "pull-request",
        id=pull.id,
        node_id=node_id("PR", pull.id),
        number=pull.number,
        state=pull.state,
        draft=pull.draft,
        title=pull.title,
        body=pull.body,
        user=user_json(pull.user),
        url=url,
        html_url=html,
        diff_url=f"{html}.diff",
        patch_url=f"{html}.patch",
        base=end(pull.repository, pull.base_ref, pull.base_sha),
        head=end(pull.head_repository, pull.head_ref, pull.head_sha),
        maintainer_can_modify=pull.maintainer_can_modify,
        author_association="CONTRIBUTOR",
        additions=sum(file.additions for file in pull.diff.files),
        deletions=sum(file.deletions for file in pull.diff.files),
        changed_files=len(pull.diff.files),
        commits=1,
        mergeable=True,
        mergeable_state="clean",
        created_at=timestamp(pull.created_at),
        updated_at=timestamp(pull.updated_at),
        _links=links,
    )


def diff_entry_json(file: DiffFile, repository: Repository, head_sha: str) -> JSON:
    content = repository.commits.get(head_sha, {}).get(file.filename)
    document = shaped(
        "diff-entry",
        filename=file.filename,
        status=file.status.value,
        additions=file.additions,
        deletions=file.deletions,
        changes=file.changes,
        sha=blob_sha(content if content is not None else (file.patch or file.filename).encode()),
        blob_url=f"{HTML}/{repository.full_name}/blob/{head_sha}/{file.filename}",
        raw_url=f"{HTML}/{repository.full_name}/raw/{head_sha}/{file.filename}",
        contents_url=f"{API}/repos/{repository.full_name}/contents/{file.filename}?ref={head_sha}",
    )
    if file.patch is not None:
        document["patch"] = file.patch
    if file.previous_filename is not None:
        document["previous_filename"] = file.previous_filename
    return document


def review_json(review: Review) -> JSON:
    repository = review.pull_request.repository.full_name
    number = review.pull_request.number
    html = f"{HTML}/{repository}/pull/{number}#pullrequestreview-{review.id}"
    return shaped(
        "pull-request-review",
        id=review.id,
        node_id=node_id("PRR", review.id),
        user=user_json(review.user),
        body=review.body,
        state=review.state.value,
        commit_id=review.commit_id,
        html_url=html,
        pull_request_url=f"{API}/repos/{repository}/pulls/{number}",
        author_association="NONE",
        submitted_at=timestamp(review.submitted_at),
        _links={
            "html": {"href": html},
            "pull_request": {"href": f"{API}/repos/{repository}/pulls/{number}"},
        },
    )


def review_comment_json(comment: ReviewComment) -> JSON:
    repository = comment.pull_request.repository.full_name
    pull_url = f"{API}/repos/{repository}/pulls/{comment.pull_request.number}"
    url = f"{API}/repos/{repository}/pulls/comments/{comment.id}"
    html = f"{HTML}/{repository}/pull/{comment.pull_request.number}#discussion_r{comment.id}"
    document = shaped(
        "pull-request-review-comment",
        id=comment.id,
        node_id=node_id("PRRC", comment.id),
        url=url,
        pull_request_review_id=comment.review_id,
        diff_hunk=comment.diff_hunk,
        path=comment.path,
        position=comment.position,
        original_position=comment.original_position,
        commit_id=comment.commit_id,
        original_commit_id=comment.original_commit_id,
        user=user_json(comment.user),
        body=comment.body,
        line=comment.line,
        original_line=comment.original_line,
        side=comment.side.value,
        start_line=comment.start_line,
        original_start_line=comment.start_line,
        start_side=None if comment.start_side is None else comment.start_side.value,
        subject_type="line",
        created_at=timestamp(comment.created_at),
        updated_at=timestamp(comment.updated_at),
        html_url=html,
        pull_request_url=pull_url,
        author_association="NONE",
        _links={"self": {"href": url}, "html": {"href": html}, "pull_request": {"href": pull_url}},
    )
    if comment.in_reply_to_id is not None:
        document["in_reply_to_id"] = comment.in_reply_to_id
    return document


def issue_comment_json(comment: IssueComment) -> JSON:
    repository = comment.repository.full_name
    return shaped(
        "issue-comment",
        id=comment.id,
        node_id=node_id("IC", comment.id),
        url=f"{API}/repos/{repository}/issues/comments/{comment.id}",
        html_url=f"{HTML}/{repository}/pull/{comment.issue_number}#issuecomment-{comment.id}",
        issue_url=f"{API}/repos/{repository}/issues/{comment.issue_number}",
        body=comment.body,
        user=user_json(comment.user),
        author_association="NONE",
        created_at=timestamp(comment.created_at),
        updated_at=timestamp(comment.updated_at),
    )


def reaction_json(reaction: Reaction) -> JSON:
    return shaped(
        "reaction",
        id=reaction.id,
        node_id=node_id("REA", reaction.id),
        user=user_json(reaction.user),
        content=reaction.content,
        created_at=timestamp(reaction.created_at),
    )


def check_run_json(run: CheckRun) -> JSON:
    url = f"{API}/repos/{run.repository.full_name}/check-runs/{run.id}"
    return shaped(
        "check-run",
        id=run.id,
        node_id=node_id("CR", run.id),
        head_sha=run.head_sha,
        name=run.name,
        url=url,
        html_url=f"{HTML}/{run.repository.full_name}/runs/{run.id}",
        details_url=run.details_url,
        external_id=run.external_id,
        status=run.status,
        conclusion=run.conclusion,
        started_at=timestamp(run.started_at),
        completed_at=timestamp(run.completed_at),
        output={
            "title": run.title,
            "summary": run.summary,
            "text": run.text,
            "annotations_count": len(run.annotations),
            "annotations_url": f"{url}/annotations",
        },
        check_suite={"id": run.id},
        app=app_json(run.app),
        pull_requests=[],
    )


def check_annotation_json(run: CheckRun, annotation: JSON) -> JSON:
    """An annotation as GitHub lists it: what was sent, with null for what was not."""
    return shaped(
        "check-annotation",
        path=annotation["path"],
        start_line=annotation["start_line"],
        end_line=annotation["end_line"],
        start_column=annotation.get("start_column"),
        end_column=annotation.get("end_column"),
        annotation_level=annotation.get("annotation_level"),
        title=annotation.get("title"),
        message=annotation.get("message"),
        raw_details=annotation.get("raw_details"),
        blob_href=f"{HTML}/{run.repository.full_name}/blob/{run.head_sha}/{annotation['path']}",
    )


def content_file_json(repository: Repository, ref: str, path: str, content: bytes) -> JSON:
    url = f"{API}/repos/{repository.full_name}/contents/{path}?ref={ref}"
    html = f"{HTML}/{repository.full_name}/blob/{ref}/{path}"
    git = f"{API}/repos/{repository.full_name}/git/blobs/{blob_sha(content)}"
    return shaped(
        "content-file",
        type="file",
        encoding="base64",
        size=len(content),
        name=path.rsplit("/", 1)[-1],
        path=path,
        content=base64.encodebytes(content).decode(),
        sha=blob_sha(content),
        url=url,
        git_url=git,
        html_url=html,
        download_url=f"{HTML}/{repository.full_name}/raw/{ref}/{path}",
        _links={"self": url, "git": git, "html": html},
    )


def directory_entry_json(
    repository: Repository, ref: str, path: str, is_dir: bool, content: bytes
) -> JSON:
    url = f"{API}/repos/{repository.full_name}/contents/{path}?ref={ref}"
    html = f"{HTML}/{repository.full_name}/tree/{ref}/{path}"
    return {
        "type": "dir" if is_dir else "file",
        "size": 0 if is_dir else len(content),
        "name": path.rsplit("/", 1)[-1],
        "path": path,
        "sha": blob_sha(path.encode() if is_dir else content),
        "url": url,
        "git_url": None,
        "html_url": html,
        "download_url": None if is_dir else f"{HTML}/{repository.full_name}/raw/{ref}/{path}",
        "_links": {"self": url, "git": None, "html": html},
    }


def commit_json(repository: Repository, sha: str) -> JSON:
    url = f"{API}/repos/{repository.full_name}/commits/{sha}"
    return shaped(
        "commit",
        sha=sha,
        node_id=node_id("C", int(sha[:8], 16)),
        url=url,
        html_url=f"{HTML}/{repository.full_name}/commit/{sha}",
        comments_url=f"{url}/comments",
        commit=shaped("commit", sha=sha)["commit"],
        parents=[],
    )
