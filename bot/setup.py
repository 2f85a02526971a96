"""`redline setup`: register the GitHub App from app.yml, as Probot does.

A local page posts the manifest to GitHub's "new App" form; GitHub redirects
back with a one-time `code`, which is exchanged at
`POST /app-manifests/{code}/conversions` for the App's id, key, webhook secret
and OAuth credentials. They are written to `.env`, readable by its owner only.
"""

from __future__ import annotations

import html
import json
import os
import secrets
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import yaml
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from bot.config import ConfigError, Settings
from bot.github import ClientOptions, GitHubError, convert_manifest

APP_YML = Path(__file__).resolve().parents[1] / "app.yml"
MANIFEST_KEYS = (
    "name",
    "description",
    "url",
    "public",
    "default_events",
    "default_permissions",
    "request_oauth_on_install",
    "setup_on_update",
)


def build_manifest(app_yml: Path, webhook_url: str, redirect_url: str) -> dict[str, Any]:
    data = yaml.safe_load(app_yml.read_text(encoding="utf-8"))
    manifest = {key: data[key] for key in MANIFEST_KEYS if key in data}
    manifest["hook_attributes"] = {"url": webhook_url, "active": True}
    manifest["redirect_url"] = redirect_url
    manifest["callback_urls"] = [redirect_url.rsplit("/setup", 1)[0] + "/dashboard/auth/callback"]
    return manifest


def env_lines(credentials: Mapping[str, Any]) -> list[str]:
    pem = str(credentials["pem"]).replace("\n", "\\n")
    return [
        f"REDLINE_APP_ID={credentials['id']}",
        f"REDLINE_APP_SLUG={credentials.get('slug', 'redline')}",
        f'REDLINE_PRIVATE_KEY="{pem}"',
        f"REDLINE_WEBHOOK_SECRET={credentials['webhook_secret']}",
        f"REDLINE_OAUTH_CLIENT_ID={credentials.get('client_id', '')}",
        f"REDLINE_OAUTH_CLIENT_SECRET={credentials.get('client_secret', '')}",
    ]


def write_env(path: Path, lines: list[str]) -> None:
    """Append (or create) the file with 0600 permissions: it holds the App's secrets."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(descriptor, "a", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    os.chmod(path, 0o600)


def setup_app(
    settings: Settings,
    *,
    base_url: str,
    env_file: Path,
    webhook_url: str,
    on_done: Callable[[], None],
) -> Starlette:
    state = secrets.token_urlsafe(16)
    manifest = build_manifest(APP_YML, webhook_url, f"{base_url}/setup/callback")

    async def page(request: Request) -> Response:
        org = request.query_params.get("org", "")
        target = (
            f"{settings.github_url}/organizations/{html.escape(org)}/settings/apps/new"
            if org
            else f"{settings.github_url}/settings/apps/new"
        )
        return HTMLResponse(
            "<!doctype html><meta charset=utf-8><title>Register Redline</title>"
            "<h1>Register Redline as a GitHub App</h1>"
            f'<form method=post action="{html.escape(target)}?state={state}">'
            f'<input type=hidden name=manifest value="{html.escape(json.dumps(manifest))}">'
            "<button type=submit>Create the GitHub App</button></form>"
        )

    async def callback(request: Request) -> Response:
        code = request.query_params.get("code", "")
        if not secrets.compare_digest(request.query_params.get("state", ""), state) or not code:
            return HTMLResponse("This link is not from this setup session.", 400)
        try:
            credentials = await convert_manifest(
                code, ClientOptions(base_url=settings.github_api_url)
            )
        except GitHubError as error:
            return HTMLResponse(f"GitHub refused the code: {html.escape(str(error))}", 502)
        write_env(env_file, env_lines(credentials))
        on_done()
        name = html.escape(str(credentials.get("slug", "redline")))
        return HTMLResponse(
            f"<p>The App <b>{name}</b> is registered; its credentials are in "
            f"{html.escape(str(env_file))}. Install it on your repositories, then run "
            "<code>redline serve</code>.</p>"
        )

    return Starlette(
        routes=[Route("/", page), Route("/setup/callback", callback)],
    )


def run_setup(settings: Settings, *, port: int, env_file: Path, webhook_url: str | None) -> None:
    import threading

    import uvicorn

    hook = webhook_url or (
        settings.public_url.rstrip("/") + "/webhook" if settings.public_url else None
    )
    if hook is None:
        raise ConfigError(
            "REDLINE_PUBLIC_URL (or --webhook-url) is required: where GitHub sends webhooks"
        )
    server: uvicorn.Server | None = None
    done = threading.Event()

    def finished() -> None:
        done.set()
        if server is not None:
            server.should_exit = True

    base = f"http://localhost:{port}"
    app = setup_app(settings, base_url=base, env_file=env_file, webhook_url=hook, on_done=finished)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    print(f"Open {base}/ in a browser to register the App (add ?org=NAME for an organisation).")
    server.run()
    if done.is_set():
        print(f"Credentials written to {env_file} (mode 0600).")
