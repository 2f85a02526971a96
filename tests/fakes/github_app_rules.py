"""GitHub's documented rules for an App manifest, as tables the manifest test checks.

Sources (GitHub Docs): "Webhook events and payloads" (each event's "Availability" and the
App permission it needs), "Permissions required for GitHub Apps" (each REST endpoint's
permission; several list alternatives, any one of which is enough), "Registering a GitHub
App from a manifest" (installation events are sent to every App and are not accepted in
`default_events`). Only the events and operations Redline can use are listed here.
"""

from __future__ import annotations

ALWAYS_DELIVERED_EVENTS = frozenset({"installation", "installation_repositories"})
"""Sent to every App whatever it subscribes to; a manifest listing them is refused."""

EVENT_PERMISSIONS: dict[str, frozenset[str]] = {
    "check_run": frozenset({"checks"}),
    "check_suite": frozenset({"checks"}),
    "issue_comment": frozenset({"issues"}),
    "issues": frozenset({"issues"}),
    "pull_request": frozenset({"pull_requests"}),
    "pull_request_review": frozenset({"pull_requests"}),
    "pull_request_review_comment": frozenset({"pull_requests"}),
    "pull_request_review_thread": frozenset({"pull_requests"}),
    "push": frozenset({"contents"}),
}
"""Subscribable App events → the permissions (at least read) any one of which backs it."""

Need = tuple[tuple[str, str], ...]
"""Alternatives: ((permission, level), ...); the App must hold one of them."""

NO_PERMISSION: Need = ()
PR_READ: Need = (("pull_requests", "read"),)
PR_WRITE: Need = (("pull_requests", "write"),)
CONTENTS_READ: Need = (("contents", "read"),)
CHECKS_READ: Need = (("checks", "read"),)
CHECKS_WRITE: Need = (("checks", "write"),)
ISSUE_OR_PR_READ: Need = (("issues", "read"), ("pull_requests", "read"))
ISSUE_OR_PR_WRITE: Need = (("issues", "write"), ("pull_requests", "write"))
METADATA_READ: Need = (("metadata", "read"),)

REST_OPERATIONS: dict[str, Need] = {
    # App (JWT) and manifest endpoints need no installation permission.
    "GET /app": NO_PERMISSION,
    "POST /app/installations/{installation_id}/access_tokens": NO_PERMISSION,
    "GET /app/hook/deliveries": NO_PERMISSION,
    "POST /app/hook/deliveries/{delivery_id}/attempts": NO_PERMISSION,
    "POST /app-manifests/{code}/conversions": NO_PERMISSION,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}": PR_READ,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}/files": PR_READ,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews": PR_READ,
    "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews": PR_WRITE,
    "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}": PR_WRITE,
    "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments": PR_READ,
    "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies": PR_WRITE,
    "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions": PR_READ,
    "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions": PR_WRITE,
    "GET /repos/{owner}/{repo}/issues/{issue_number}/comments": ISSUE_OR_PR_READ,
    "POST /repos/{owner}/{repo}/issues/{issue_number}/comments": ISSUE_OR_PR_WRITE,
    "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}": ISSUE_OR_PR_WRITE,
    "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions": ISSUE_OR_PR_READ,
    "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions": ISSUE_OR_PR_WRITE,
    "GET /repos/{owner}/{repo}/git/trees/{tree_sha}": CONTENTS_READ,
    "GET /repos/{owner}/{repo}/tarball/{ref}": CONTENTS_READ,
    "GET /repos/{owner}/{repo}/compare/{basehead}": CONTENTS_READ,
    "GET /repos/{owner}/{repo}/contents/{path}": CONTENTS_READ,
    "POST /repos/{owner}/{repo}/check-runs": CHECKS_WRITE,
    "PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}": CHECKS_WRITE,
    "GET /repos/{owner}/{repo}/commits/{ref}/check-runs": CHECKS_READ,
    "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations": CHECKS_READ,
    "GET /repos/{owner}/{repo}/collaborators/{username}/permission": METADATA_READ,
}
"""REST operations → the App permission each needs (GitHub's per-endpoint table)."""

GRAPHQL_FIELDS: dict[str, Need] = {
    "reviewThreads": PR_READ,
    "resolveReviewThread": PR_WRITE,
}
"""GraphQL fields the App uses → the permission on the pull request they touch."""

LEVELS = {"none": 0, "read": 1, "write": 2, "admin": 3}
