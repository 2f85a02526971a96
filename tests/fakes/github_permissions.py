"""Which permission a REST operation needs, and GitHub's 403 for a token without it.

An App's installation token carries the App's permissions, a workflow's GITHUB_TOKEN the
workflow's `permissions:`; reading needs `read`, anything else `write`. Only tokens issued
with explicit permissions are checked (the App's own tokens hold every permission it has).
"""

from __future__ import annotations

from tests.fakes.github_records import AccessToken

LEVELS = {"none": 0, "read": 1, "write": 2}
READ_ONLY = {
    "contents": "read",
    "pull_requests": "read",
    "issues": "read",
    "checks": "read",
    "statuses": "read",
}
"""What a fork's pull request gets: its workflow may read, never write."""

# (path fragment, the permissions any one of which grants it), first match wins
_BY_PATH: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("/check-runs", ("checks",)),
    ("/statuses/", ("statuses",)),
    ("/pulls", ("pull_requests",)),
    # a pull request is an issue: its conversation takes either permission
    ("/issues/", ("issues", "pull_requests")),
    ("/contents/", ("contents",)),
    ("/compare/", ("contents",)),
    ("/git/", ("contents",)),
    ("/tarball/", ("contents",)),
)


def needed(method: str, path: str) -> tuple[tuple[str, ...], str] | None:
    """The permissions (any one) and level an operation on `path` (a template) needs."""
    level = "read" if method.lower() in ("get", "head") else "write"
    for fragment, names in _BY_PATH:
        if fragment in path:
            return names, level
    return None


def allows(token: AccessToken, method: str, path: str) -> bool:
    if token.permissions is None:
        return True
    wanted = needed(method, path)
    if wanted is None:
        return True
    names, level = wanted
    return any(
        LEVELS.get(token.permissions.get(name, "none"), 0) >= LEVELS[level] for name in names
    )
