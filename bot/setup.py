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

from bot.github import AppCredentials, ClientOptions, GitHubError, convert_manifest
from bot.settings import ConfigError, Settings

APP_YML_PLACES = (Path(__file__).resolve().parents[1] / "app.yml", Path("app.yml"))
"""Redline's checkout (an editable install), then the working directory (the image's /app)."""
DASHBOARD_CALLBACK_PATH = "/dashboard/auth/callback"
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


def find_app_yml(places: tuple[Path, ...] = APP_YML_PLACES) -> Path:
    """The manifest to register; a ConfigError (one line) when there is none."""
    for place in places:
        if place.is_file():
            return place
    looked = ", ".join(str(place) for place in places)
    raise ConfigError(f"app.yml not found (looked at {looked}): run setup where app.yml is")


def build_manifest(
    app_yml: Path, webhook_url: str, redirect_url: str, public_url: str
) -> dict[str, Any]:
    """app.yml plus where GitHub sends webhooks, the browser after "Create", and sign-ins."""
    data = yaml.safe_load(app_yml.read_text(encoding="utf-8"))
    manifest = {key: data[key] for key in MANIFEST_KEYS if key in data}
    manifest["hook_attributes"] = {"url": webhook_url, "active": True}
    manifest["redirect_url"] = redirect_url
    manifest["callback_urls"] = [public_url.rstrip("/") + DASHBOARD_CALLBACK_PATH]
    return manifest


def env_values(credentials: AppCredentials, public_url: str) -> dict[str, str]:
    """The settings `redline serve` reads, from GitHub's answer, plus a new session secret."""
    pem = credentials.pem.replace("\n", "\\n")
    return {
        "REDLINE_APP_ID": credentials.id,
        "REDLINE_APP_SLUG": credentials.slug,
        "REDLINE_PRIVATE_KEY": f'"{pem}"',
        "REDLINE_WEBHOOK_SECRET": credentials.webhook_secret,
        "REDLINE_OAUTH_CLIENT_ID": credentials.client_id,
        "REDLINE_OAUTH_CLIENT_SECRET": credentials.client_secret,
        "REDLINE_SESSION_SECRET": secrets.token_urlsafe(48),
        "REDLINE_PUBLIC_URL": public_url.rstrip("/"),
    }


def write_env(path: Path, values: Mapping[str, str]) -> None:
    """Set `values` in the env file, replacing those keys where present (multi-line values
    too) and keeping every other line; the file is rewritten with mode 0600 (secrets)."""
    from dotenv.parser import parse_stream

    kept: list[str] = []
    if path.exists():
        with path.open(encoding="utf-8") as handle:
            kept = [
                binding.original.string
                for binding in parse_stream(handle)
                if binding.key not in values
            ]
    text = "".join(kept)
    if text and not text.endswith("\n"):
        text += "\n"
    text += "".join(f"{key}={value}\n" for key, value in values.items())
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(temporary, path)


def setup_app(
    settings: Settings,
    *,
    base_url: str,
    env_file: Path,
    webhook_url: str,
    public_url: str,
    on_done: Callable[[], None],
) -> Starlette:
    """The temporary page at `base_url` (as the browser reaches it) and its callback."""
    state = secrets.token_urlsafe(16)
    manifest = build_manifest(find_app_yml(), webhook_url, f"{base_url}/setup/callback", public_url)

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
        write_env(env_file, env_values(credentials, public_url))
        on_done()
        name = html.escape(credentials.slug)
        return HTMLResponse(
            f"<p>The App <b>{name}</b> is registered; its credentials are in "
            f"{html.escape(str(env_file))}. Install it on your repositories, then run "
            "<code>redline serve</code>.</p>"
        )

    return Starlette(
        routes=[Route("/", page), Route("/setup/callback", callback)],
    )


def setup_urls(settings: Settings, webhook_url: str | None) -> tuple[str, str]:
    """(webhook URL, public URL): REDLINE_PUBLIC_URL gives both; --webhook-url alone must end
    in /webhook, the service's webhook route, so the public URL is what precedes it."""
    public = settings.public_url.rstrip("/") if settings.public_url else None
    if webhook_url is None:
        if public is None:
            raise ConfigError(
                "REDLINE_PUBLIC_URL (or --webhook-url) is required: where GitHub sends webhooks"
            )
        return f"{public}/webhook", public
    if public is None:
        if not webhook_url.rstrip("/").endswith("/webhook"):
            raise ConfigError(
                "REDLINE_PUBLIC_URL is required when --webhook-url does not end in /webhook"
            )
        public = webhook_url.rstrip("/").removesuffix("/webhook")
    return webhook_url, public


def run_setup(
    settings: Settings,
    *,
    host: str,
    port: int,
    env_file: Path,
    webhook_url: str | None,
    setup_url: str | None,
) -> None:
    import threading

    import uvicorn

    hook, public = setup_urls(settings, webhook_url)
    server: uvicorn.Server | None = None
    done = threading.Event()

    def finished() -> None:
        done.set()
        if server is not None:
            server.should_exit = True

    base = (setup_url or f"http://localhost:{port}").rstrip("/")
    app = setup_app(
        settings,
        base_url=base,
        env_file=env_file,
        webhook_url=hook,
        public_url=public,
        on_done=finished,
    )
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
    print(f"Open {base}/ in a browser to register the App (add ?org=NAME for an organisation).")
    print(f"Webhooks: {hook}; dashboard sign-in: {public}{DASHBOARD_CALLBACK_PATH}", flush=True)
    server.run()
    if done.is_set():
        print(f"Credentials written to {env_file} (mode 0600).")
