"""The GitHub fake's HTTP plumbing: one `Endpoint` per operation, and the steps every request
goes through (record → injected fault → authentication → OpenAPI body validation → handler)."""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tests.fakes import github_permissions, openapi
from tests.fakes.github_records import AccessToken, Fault, RecordedRequest, Repository
from tests.fakes.github_state import GitHubState

DOCS = "https://docs.github.com/rest"
DEFAULT_PER_PAGE = 30
MAX_PER_PAGE = 100
MAX_BODY_CHARACTERS = 65_536
T = TypeVar("T")


class AuthKind(StrEnum):
    NONE = "none"
    APP_JWT = "app-jwt"
    INSTALLATION = "installation"
    USER = "user"


@dataclass(slots=True)
class Call:
    request: Request
    state: GitHubState
    params: dict[str, str]
    body: Any
    token: AccessToken | None = None
    repository: Repository | None = None
    extra_headers: dict[str, str] = field(default_factory=dict)

    @property
    def repo(self) -> Repository:
        assert self.repository is not None, "endpoint is not under /repos/{owner}/{repo}"
        return self.repository

    def int_param(self, name: str) -> int:
        return int(self.params[name])

    def accepts(self, *media_types: str) -> bool:
        accept = self.request.headers.get("accept", "")
        return any(media in accept for media in media_types)


Handler = Callable[[Call], Awaitable[Response]]


@dataclass(frozen=True, slots=True)
class Endpoint:
    method: str
    path: str
    """The path as GitHub's OpenAPI description writes it; used for body validation."""
    handler: Handler
    auth: AuthKind = AuthKind.INSTALLATION
    validate_body: bool = True


def error(status: int, message: str, errors: Sequence[Any] | None = None, **extra: Any) -> Response:
    document: dict[str, Any] = {
        "message": message,
        "documentation_url": DOCS,
        "status": str(status),
    }
    if errors is not None:
        document["errors"] = list(errors)
    document.update(extra)
    return Response(json.dumps(document), status, media_type="application/json; charset=utf-8")


def unprocessable(*reasons: str) -> Response:
    return error(422, "Unprocessable Entity", list(reasons))


def not_found() -> Response:
    return error(404, "Not Found")


def json_response(
    call: Call, data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> Response:
    """JSON with an ETag on GETs; a matching `If-None-Match` gets 304 like GitHub's."""
    content = json.dumps(data).encode()
    all_headers = {**call.extra_headers, **(headers or {})}
    if call.request.method == "GET":
        etag = f'W/"{hashlib.sha1(content, usedforsecurity=False).hexdigest()}"'
        all_headers["ETag"] = etag
        if etag in {
            tag.strip() for tag in call.request.headers.get("if-none-match", "").split(",")
        }:
            return Response(status_code=304, headers=all_headers)
    return Response(
        content, status, headers=all_headers, media_type="application/json; charset=utf-8"
    )


def paginate(call: Call, items: Sequence[T], cap: int | None = None) -> list[T]:
    """One page of `items` (`page`, `per_page` ≤ 100); sets GitHub's `Link` header on `call`."""
    if cap is not None:
        items = items[:cap]
    per_page = min(
        max(int(call.request.query_params.get("per_page", DEFAULT_PER_PAGE)), 1), MAX_PER_PAGE
    )
    page = max(int(call.request.query_params.get("page", 1)), 1)
    last = max(math.ceil(len(items) / per_page), 1)

    def link(number: int, rel: str) -> str:
        url = call.request.url.include_query_params(page=number, per_page=per_page)
        return f'<{url}>; rel="{rel}"'

    links = []
    if page < last:
        links += [link(page + 1, "next"), link(last, "last")]
    if page > 1:
        links += [link(1, "first"), link(page - 1, "prev")]
    if links:
        call.extra_headers["Link"] = ", ".join(links)
    return list(items[(page - 1) * per_page : page * per_page])


def too_long_bodies(*bodies: Any) -> Response | None:
    for body in bodies:
        if isinstance(body, str) and len(body) > MAX_BODY_CHARACTERS:
            return unprocessable(f"Body is too long (maximum is {MAX_BODY_CHARACTERS} characters)")
    return None


def starlette_path(openapi_path: str) -> str:
    """`{path}` may hold slashes; numeric ids (`{..._id}`, `{..._number}`) only match digits."""
    with_ids = re.sub(r"\{(\w+_(?:id|number))\}", r"{\1:int}", openapi_path)
    return with_ids.replace("{path}", "{path:path}")


def _recorded(request: Request, params: dict[str, str], body: Any) -> RecordedRequest:
    return RecordedRequest(
        method=request.method,
        path=request.url.path,
        query=dict(request.query_params),
        headers={k: v for k, v in request.headers.items() if k != "authorization"},
        json=body,
    )


async def _read_json(request: Request) -> tuple[Any, Response | None]:
    raw = await request.body()
    if not raw or "json" not in request.headers.get("content-type", "json"):
        return None, None
    try:
        return json.loads(raw), None
    except ValueError:
        return None, error(400, "Problems parsing JSON")


def _authorization(request: Request) -> str | None:
    scheme, _, credentials = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() in ("token", "bearer") and credentials:
        return credentials.strip()
    return None


def _authenticate(endpoint: Endpoint, call: Call) -> Response | None:
    if endpoint.auth is AuthKind.NONE:
        return None
    credentials = _authorization(call.request)
    if credentials is None:
        return error(401, "Requires authentication")
    if endpoint.auth is AuthKind.APP_JWT:
        reason = call.state.app_jwt_error(credentials)
        return (
            None
            if reason is None
            else error(401, f"A JSON web token could not be decoded: {reason}")
        )
    token = call.state.valid_token(credentials)
    wanted_installation = endpoint.auth is AuthKind.INSTALLATION
    if token is None or (token.installation_id is not None) != wanted_installation:
        return error(401, "Bad credentials")
    call.token = token
    if "owner" in call.params and "repo" in call.params:
        repository = call.state.repository(call.params["owner"], call.params["repo"])
        # GitHub answers 404, not 403, for a repository the token cannot see
        if repository is None or repository.installation_id != token.installation_id:
            return not_found()
        if token.repository_ids is not None and repository.id not in token.repository_ids:
            return not_found()
        call.repository = repository
        if not github_permissions.allows(token, endpoint.method, endpoint.path):
            return error(403, "Resource not accessible by integration")
    return None


def _injected_fault(state: GitHubState, request: Request) -> Fault | None:
    with state.lock:
        fault = next((f for f in state.faults if f.matches(request.method, request.url.path)), None)
        if fault is None:
            return None
        fault.times -= 1
        if fault.times <= 0:
            state.faults.remove(fault)
    return fault


def _fault_response(fault: Fault) -> Response:
    return Response(
        json.dumps({**fault.body, "documentation_url": DOCS}),
        fault.status,
        headers=fault.headers,
        media_type="application/json; charset=utf-8",
    )


def route(endpoint: Endpoint, current_state: Callable[[], GitHubState]) -> Route:
    async def handle(request: Request) -> Response:
        state = current_state()
        params = {key: str(value) for key, value in request.path_params.items()}
        body, parse_error = await _read_json(request)
        with state.lock:
            state.recorded.append(_recorded(request, params, body))
        if parse_error is not None:
            return parse_error
        if (hook := state.take_hook(request.method, request.url.path)) is not None:
            hook.action()
        fault = _injected_fault(state, request)
        if fault is not None and not fault.after:
            return _fault_response(fault)
        call = Call(request=request, state=state, params=params, body=body)
        if (refused := _authenticate(endpoint, call)) is not None:
            return refused
        if endpoint.validate_body and request.method in ("POST", "PATCH", "PUT"):
            problems = openapi.request_body_errors(endpoint.method, endpoint.path, body or {})
            if problems:
                return error(422, "Invalid request.\n\n" + "\n".join(problems))
        answer = await endpoint.handler(call)
        return answer if fault is None else _fault_response(fault)

    return Route(starlette_path(endpoint.path), handle, methods=[endpoint.method.upper()])


def catch_all(current_state: Callable[[], GitHubState]) -> Route:
    async def unknown(request: Request) -> Response:
        body, _ = await _read_json(request)
        state = current_state()
        with state.lock:
            state.recorded.append(_recorded(request, {}, body))
        return not_found()

    methods = ["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"]
    return Route("/{rest:path}", unknown, methods=methods)
