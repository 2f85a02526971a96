"""The App itself: JWT-authenticated endpoints, installation tokens, the manifest flow, and
the OAuth sign-in a dashboard uses (authorize → code → user token → /user/...)."""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlencode, urlsplit

from starlette.responses import RedirectResponse, Response

from tests.fakes.github_app_rules import ALWAYS_DELIVERED_EVENTS, EVENT_PERMISSIONS
from tests.fakes.github_http import (
    AuthKind,
    Call,
    Endpoint,
    error,
    json_response,
    not_found,
    paginate,
)
from tests.fakes.github_records import AccessToken, Permission, Repository, User
from tests.fakes.github_render import (
    app_json,
    installation_json,
    repository_json,
    shaped,
    timestamp,
    user_json,
)
from tests.fakes.github_state import GitHubState


async def get_app(call: Call) -> Response:
    return json_response(call, app_json(call.state.app))


async def get_installation(call: Call) -> Response:
    with call.state.lock:
        installation = call.state.installations.get(call.int_param("installation_id"))
        if installation is None:
            return not_found()
        return json_response(call, installation_json(installation, call.state.app))


async def get_repository_installation(call: Call) -> Response:
    with call.state.lock:
        repository = call.state.repository(call.params["owner"], call.params["repo"])
        if repository is None or repository.installation_id is None:
            return not_found()
        installation = call.state.installations[repository.installation_id]
        return json_response(call, installation_json(installation, call.state.app))


_LEVELS = {"read": 1, "write": 2, "admin": 3}
INACCESSIBLE_REPOSITORY = (
    "There is at least one repository that does not exist or is not accessible "
    "to the parent installation."
)


async def create_installation_token(call: Call) -> Response:
    """The body may narrow the token: `repositories` (names) or `repository_ids`, and
    `permissions`; asking beyond what the installation has is a 422, as on GitHub."""
    body = call.body if isinstance(call.body, dict) else {}
    with call.state.lock:
        installation = call.state.installations.get(call.int_param("installation_id"))
        if installation is None:
            return not_found()
        own = [r for r in call.state.repositories.values() if r.installation_id == installation.id]
        repositories = None
        if "repositories" in body or "repository_ids" in body:
            names, ids = set(body.get("repositories", [])), set(body.get("repository_ids", []))
            repositories = [r for r in own if r.name in names or r.id in ids]
            if not (names <= {r.name for r in own} and ids <= {r.id for r in own}):
                return error(422, INACCESSIBLE_REPOSITORY)
        granted: dict[str, str] = app_json(call.state.app)["permissions"]
        permissions = body.get("permissions")
        if permissions is not None and any(
            _LEVELS.get(level, 9) > _LEVELS.get(granted.get(name, ""), 0)
            for name, level in permissions.items()
        ):
            return error(422, "The permissions requested are not granted to this installation.")
        token = call.state.issue_installation_token(
            installation.id,
            None if repositories is None else frozenset(r.id for r in repositories),
            None if permissions is None else {**permissions, "metadata": "read"},
        )
        document: dict[str, Any] = {
            "token": token.token,
            "expires_at": timestamp(token.expires_at),
            "permissions": token.permissions or granted,
            "repository_selection": "selected",
        }
        if repositories is not None:
            document["repositories"] = [repository_json(r, "repository") for r in repositories]
        return json_response(call, document, status=201)


def _covers(token: AccessToken, repository: Repository) -> bool:
    """The installation token reaches `repository` (its installation's, and not narrowed away)."""
    return repository.installation_id == token.installation_id and (
        token.repository_ids is None or repository.id in token.repository_ids
    )


def _may_write_contents(state: GitHubState, token: AccessToken) -> bool:
    granted = token.permissions or app_json(state.app)["permissions"]
    return _LEVELS.get(granted.get("contents", ""), 0) >= _LEVELS["write"]


def git_access_status(
    state: GitHubState, token: str | None, full_name: str, push: bool, refs: Sequence[str]
) -> int | None:
    """None when GitHub lets `token` fetch from `full_name` over git HTTP (or, with `push`,
    update `refs` there); else the HTTP status it answers.

    A push needs `contents: write` and a repository the token covers; a fork outside the
    installation is reached only through a pull request of a covered repository whose author
    allowed edits by maintainers, and then only its head branch.
    """
    with state.lock:
        issued = state.valid_token(token) if token else None
        if issued is None or issued.installation_id is None:
            return 401
        owner, _, name = full_name.partition("/")
        repository = state.repository(owner, name)
        if repository is None or repository.deleted:
            return 404
        grants = [
            pull
            for pull in state.pull_requests.values()
            if pull.head_repository is repository
            and pull.repository is not repository
            and pull.state == "open"
            and pull.maintainer_can_modify
            and _covers(issued, pull.repository)
        ]
        covered = _covers(issued, repository)
        if not push:
            return None if covered or grants or not repository.private else 404
        if not _may_write_contents(state, issued):
            return 403
        if covered:
            return None
        branches = {f"refs/heads/{pull.head_ref}" for pull in grants}
        return None if grants and set(refs) <= branches else 403


async def convert_manifest(call: Call) -> Response:
    with call.state.lock:
        conversion = call.state.manifest_codes.pop(call.params["code"], None)
        if conversion is None:
            return not_found()
        document = {
            **app_json(call.state.app),
            "id": conversion.app_id,
            "slug": conversion.slug,
            "client_id": conversion.client_id,
            "client_secret": conversion.client_secret,
            "webhook_secret": conversion.webhook_secret,
            "pem": conversion.pem,
        }
        return json_response(call, document, status=201)


def manifest_problems(manifest: Any) -> list[str]:
    """GitHub's checks on a manifest's events: none sent to every App, each one backed."""
    if not isinstance(manifest, dict) or not isinstance(manifest.get("hook_attributes"), dict):
        return ["hook_attributes is required"]
    events = manifest.get("default_events", [])
    permissions = manifest.get("default_permissions", {})
    problems = [
        f"Default events unsupported: {event}"
        for event in events
        if event in ALWAYS_DELIVERED_EVENTS or event not in EVENT_PERMISSIONS
    ]
    problems += [
        f"Default events are not supported by permissions: {event}"
        for event in events
        if event in EVENT_PERMISSIONS and not EVENT_PERMISSIONS[event] & set(permissions)
    ]
    return problems


async def create_app_from_manifest(call: Call) -> Response:
    """The web form `POST /settings/apps/new?state=…` with a `manifest` field: on "Create",
    GitHub registers the App and sends the browser to its redirect_url with a one-time code."""
    form = await call.request.form()
    try:
        manifest = json.loads(str(form.get("manifest", "")))
    except ValueError:
        return error(422, "Invalid manifest: not JSON")
    problems = manifest_problems(manifest)
    if problems:
        return error(422, "Invalid GitHub App configuration", problems)
    conversion = call.state.register_app_from_manifest(manifest)
    returned = {"code": conversion.code}
    if "state" in call.request.query_params:
        returned["state"] = call.request.query_params["state"]
    return RedirectResponse(f"{manifest['redirect_url']}?{urlencode(returned)}", status_code=302)


def _registered_callback(app_callbacks: tuple[str, ...], redirect_uri: str) -> bool:
    """GitHub: the redirect_uri's host and port match a callback URL and its path is at or
    below the callback's path."""
    if not app_callbacks:
        return True
    wanted = urlsplit(redirect_uri)
    for callback in app_callbacks:
        registered = urlsplit(callback)
        if (wanted.scheme, wanted.netloc) == (registered.scheme, registered.netloc) and (
            wanted.path.rstrip("/") + "/"
        ).startswith(registered.path.rstrip("/") + "/"):
            return True
    return False


async def oauth_authorize(call: Call) -> Response:
    query = call.request.query_params
    with call.state.lock:
        if query.get("client_id") != call.state.app.client_id or "redirect_uri" not in query:
            return not_found()
        if not _registered_callback(call.state.app.callback_urls, query["redirect_uri"]):
            return error(
                400, "The redirect_uri MUST match the registered callback URL for this application."
            )
        login = call.state.signing_in_user
        if login is None:
            return error(400, "The test chose no user to sign in: call state.sign_in_as(login)")
        code = secrets.token_hex(10)
        call.state.oauth_codes[code] = login
    returned = {"code": code, **({"state": query["state"]} if "state" in query else {})}
    separator = "&" if "?" in query["redirect_uri"] else "?"
    return RedirectResponse(
        f"{query['redirect_uri']}{separator}{urlencode(returned)}", status_code=302
    )


async def oauth_access_token(call: Call) -> Response:
    fields = dict(call.request.query_params)
    if isinstance(call.body, dict):
        fields.update({key: str(value) for key, value in call.body.items()})
    elif "form" in call.request.headers.get("content-type", ""):
        form = await call.request.form()
        fields.update({key: str(value) for key, value in form.items()})
    with call.state.lock:
        app = call.state.app
        if (fields.get("client_id"), fields.get("client_secret")) != (
            app.client_id,
            app.client_secret,
        ):
            document = {"error": "incorrect_client_credentials"}
        elif (login := call.state.oauth_codes.pop(fields.get("code", ""), None)) is None:
            document = {"error": "bad_verification_code"}
        else:
            token = call.state.issue_user_token(login)
            document = {"access_token": token.token, "token_type": "bearer", "scope": ""}
    if call.accepts("application/json"):
        return json_response(call, document)
    return Response(urlencode(document), media_type="application/x-www-form-urlencoded")


def _signed_in_user(call: Call) -> User:
    assert call.token is not None and call.token.user_login is not None
    return call.state.users[call.token.user_login]


async def get_authenticated_user(call: Call) -> Response:
    with call.state.lock:
        user = _signed_in_user(call)
        document = shaped("public-user", **user_json(user), name=user.name, email=user.email)
        return json_response(call, document)


def _visible_repositories(call: Call, user: User, installation_id: int) -> list[Repository]:
    return [
        repository
        for repository in call.state.repositories.values()
        if repository.installation_id == installation_id
        and (
            repository.owner is user
            or repository.permissions.get(user.login, Permission.NONE) is not Permission.NONE
        )
    ]


def _permission_flags(role: Permission) -> dict[str, bool]:
    """GitHub's `permissions` object: each flag is true when `role` is at least that strong."""
    strength = list(reversed(Permission))  # NONE is weakest, ADMIN strongest
    flags = {
        "admin": Permission.ADMIN,
        "maintain": Permission.MAINTAIN,
        "push": Permission.WRITE,
        "triage": Permission.TRIAGE,
        "pull": Permission.READ,
    }
    return {name: strength.index(role) >= strength.index(needed) for name, needed in flags.items()}


async def list_user_installations(call: Call) -> Response:
    with call.state.lock:
        user = _signed_in_user(call)
        installations = [
            installation
            for installation in call.state.installations.values()
            if installation.account is user or _visible_repositories(call, user, installation.id)
        ]
        page = paginate(call, installations)
        document = {
            "total_count": len(installations),
            "installations": [installation_json(i, call.state.app) for i in page],
        }
        return json_response(call, document)


async def list_user_installation_repositories(call: Call) -> Response:
    with call.state.lock:
        user = _signed_in_user(call)
        installation_id = call.int_param("installation_id")
        repositories = _visible_repositories(call, user, installation_id)
        if installation_id not in call.state.installations or not repositories:
            return not_found()
        documents = []
        for repository in paginate(call, repositories):
            role = (
                Permission.ADMIN if repository.owner is user else repository.permissions[user.login]
            )
            document = repository_json(repository, "repository")
            document["permissions"] = _permission_flags(role)
            documents.append(document)
        return json_response(call, {"total_count": len(repositories), "repositories": documents})


ENDPOINTS = (
    Endpoint("get", "/app", get_app, AuthKind.APP_JWT),
    Endpoint("get", "/app/installations/{installation_id}", get_installation, AuthKind.APP_JWT),
    Endpoint(
        "get", "/repos/{owner}/{repo}/installation", get_repository_installation, AuthKind.APP_JWT
    ),
    Endpoint(
        "post",
        "/app/installations/{installation_id}/access_tokens",
        create_installation_token,
        AuthKind.APP_JWT,
    ),
    Endpoint("post", "/app-manifests/{code}/conversions", convert_manifest, AuthKind.NONE),
    Endpoint(
        "post", "/settings/apps/new", create_app_from_manifest, AuthKind.NONE, validate_body=False
    ),
    Endpoint(
        "post",
        "/organizations/{org}/settings/apps/new",
        create_app_from_manifest,
        AuthKind.NONE,
        validate_body=False,
    ),
    Endpoint("get", "/login/oauth/authorize", oauth_authorize, AuthKind.NONE, validate_body=False),
    Endpoint(
        "post", "/login/oauth/access_token", oauth_access_token, AuthKind.NONE, validate_body=False
    ),
    Endpoint("get", "/user", get_authenticated_user, AuthKind.USER),
    Endpoint("get", "/user/installations", list_user_installations, AuthKind.USER),
    Endpoint(
        "get",
        "/user/installations/{installation_id}/repositories",
        list_user_installation_repositories,
        AuthKind.USER,
    ),
)
