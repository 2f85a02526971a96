"""Service settings (environment / `.env`, read once at start-up and passed in)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_MODEL = "claude-sonnet-4-6"

ENV_NAMES = {
    "app_id": "REDLINE_APP_ID",
    "private_key": "REDLINE_PRIVATE_KEY",
    "private_key_path": "REDLINE_PRIVATE_KEY_PATH",
    "webhook_secret": "REDLINE_WEBHOOK_SECRET",
    "database_url": "REDLINE_DATABASE_URL",
    "github_api_url": "REDLINE_GITHUB_API_URL",
    "anthropic_api_key": "ANTHROPIC_API_KEY",
    "anthropic_base_url": "REDLINE_ANTHROPIC_BASE_URL",
    "model": "REDLINE_MODEL",
    "workers": "REDLINE_WORKERS",
}


class ConfigError(Exception):
    """A setting is missing or invalid. The message names the setting, in one line."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="REDLINE_",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
        populate_by_name=True,
        use_attribute_docstrings=True,
    )
    # Each field's docstring is its description: `redline settings` prints them as the
    # README's settings table (a test keeps the two equal).

    app_id: int | None = None
    """The GitHub App's id (required to serve)."""
    private_key: SecretStr | None = None
    """The App's private key, PEM text (`\\n` for newlines); or use REDLINE_PRIVATE_KEY_PATH."""
    private_key_path: Path | None = None
    """A file holding the App's private key (PEM)."""
    webhook_secret: SecretStr | None = None
    """The App's webhook secret (required: unsigned deliveries are never accepted)."""
    database_url: str = "sqlite:///redline.db"
    """SQLAlchemy URL; `postgresql+psycopg://…` to run several workers."""
    github_api_url: str = "https://api.github.com"
    """The REST API (GitHub Enterprise: `https://HOST/api/v3`)."""
    anthropic_api_key: Annotated[
        SecretStr | None,
        Field(validation_alias=AliasChoices("ANTHROPIC_API_KEY", "REDLINE_ANTHROPIC_API_KEY")),
    ] = None
    """Turns the LLM reviewer on (off without a key); REDLINE_ANTHROPIC_API_KEY also works."""
    anthropic_base_url: str | None = None
    """Another Anthropic API endpoint (a proxy or gateway)."""
    model: str = DEFAULT_MODEL
    """The Anthropic model of the LLM reviewer and /fix."""
    anthropic_timeout_seconds: Annotated[float, Field(gt=0)] = 120.0
    """Timeout of one Anthropic API call."""
    anthropic_max_retries: Annotated[int, Field(ge=0, le=10)] = 2
    """Retries of an Anthropic API call that failed transiently."""
    workers: Annotated[int, Field(ge=0, le=64)] = 2
    """In-process job workers of `redline serve` (0: webhooks only)."""
    log_level: str = "INFO"
    """DEBUG, INFO, WARNING or ERROR (JSON lines on stderr)."""
    max_webhook_bytes: Annotated[int, Field(gt=0)] = 25 * 1024 * 1024
    """Larger webhook bodies are refused (GitHub caps payloads at 25 MB)."""
    public_url: str | None = None
    """Where GitHub reaches this service: webhooks at `/webhook`, sign-in callback."""
    github_url: str = "https://github.com"
    """The web host (github.com or a GitHub Enterprise host): OAuth and the App-manifest flow."""
    git_url: str | None = None
    """Where /fix clones and pushes: `<git_url>/<owner>/<repo>.git` (default REDLINE_GITHUB_URL)."""
    oauth_client_id: str | None = None
    """The App's client id: "Sign in with GitHub" on the dashboard (`redline setup` writes it)."""
    oauth_client_secret: SecretStr | None = None
    """The App's client secret, for dashboard sign-in."""
    dashboard_token: SecretStr | None = None
    """Admin token: `Authorization: Bearer …` on `/api/v1`, accepted by the sign-in page."""
    session_secret: SecretStr | None = None
    """Signs dashboard sessions (32+ characters; required when the dashboard is on)."""
    job_lease_seconds: Annotated[int, Field(ge=5)] = 120
    """How long a worker holds a job before another may take it over (a crashed worker)."""
    github_max_retries: Annotated[int, Field(ge=0, le=10)] = 3
    """Retries of a GitHub call that failed with a 5xx or a timeout."""
    github_retry_base_seconds: Annotated[float, Field(ge=0)] = 1.0
    """GitHub 5xx and timeouts are retried after base, 2 * base, 4 * base … seconds."""
    reaction_sweep_minutes: Annotated[float, Field(ge=0)] = 60.0
    """How often reactions on recent findings are polled (0: only on PR activity)."""
    app_slug: str = "redline"
    """The App's slug: `@<slug> review` addresses it in a comment."""

    @field_validator("github_api_url", "github_url")
    @classmethod
    def _strip_slash(cls, value: str) -> str:
        if not value.startswith(("http://", "https://")):
            raise ValueError("must be an http(s) URL")
        return value.rstrip("/")

    def app_private_key(self) -> str:
        """The App's PEM key, from REDLINE_PRIVATE_KEY or the file REDLINE_PRIVATE_KEY_PATH."""
        setting = "REDLINE_PRIVATE_KEY"
        if self.private_key is not None:
            pem = self.private_key.get_secret_value().replace("\\n", "\n")
        elif self.private_key_path is not None:
            setting = "REDLINE_PRIVATE_KEY_PATH"
            try:
                pem = self.private_key_path.read_text(encoding="utf-8")
            except OSError as error:
                raise ConfigError(
                    f"REDLINE_PRIVATE_KEY_PATH: cannot read {self.private_key_path}: "
                    f"{error.strerror}"
                ) from None
        else:
            raise ConfigError(
                "REDLINE_PRIVATE_KEY or REDLINE_PRIVATE_KEY_PATH is required "
                "(the GitHub App's private key, PEM)"
            )
        if "-----BEGIN" not in pem or "PRIVATE KEY-----" not in pem:
            raise ConfigError(f"{setting}: not a PEM private key")
        _require_rsa_key(pem, setting)
        return pem

    def require_app(self) -> None:
        """What the service (webhooks + workers) needs before it starts."""
        if self.app_id is None:
            raise ConfigError("REDLINE_APP_ID is required (the GitHub App's id)")
        if self.webhook_secret is None or not self.webhook_secret.get_secret_value():
            raise ConfigError(
                "REDLINE_WEBHOOK_SECRET is required: Redline never accepts unsigned deliveries"
            )
        self.app_private_key()

    def require_dashboard_secret(self) -> None:
        """The dashboard (GitHub sign-in or the admin token) signs its sessions with a secret."""
        signs_in = bool(self.oauth_client_id and self.oauth_client_secret) or bool(
            self.dashboard_token and self.dashboard_token.get_secret_value()
        )
        secret = self.session_secret.get_secret_value() if self.session_secret else ""
        if signs_in and len(secret) < 32:
            raise ConfigError(
                "REDLINE_SESSION_SECRET is required for the dashboard (at least 32 characters)"
            )

    @property
    def llm_enabled(self) -> bool:
        return self.anthropic_api_key is not None and bool(
            self.anthropic_api_key.get_secret_value()
        )


def _require_rsa_key(pem: str, setting: str) -> None:
    """GitHub signs App JWTs with RS256: the key must parse as an RSA private key."""
    from cryptography.hazmat.primitives.asymmetric.rsa import RSAPrivateKey
    from cryptography.hazmat.primitives.serialization import load_pem_private_key

    try:
        key = load_pem_private_key(pem.encode(), password=None)
    except (ValueError, TypeError) as error:
        cause = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise ConfigError(f"{setting}: not a valid RSA private key ({cause})") from None
    if not isinstance(key, RSAPrivateKey):
        raise ConfigError(f"{setting}: not a valid RSA private key (a {type(key).__name__})")


def env_name(field: str) -> str:
    """The environment variable a settings field is read from."""
    return ENV_NAMES.get(field, f"REDLINE_{field.upper()}")


def settings_table() -> str:
    """Every setting as a Markdown table: variable, default, meaning (from the model)."""
    rows = ["| variable | default | meaning |", "| --- | --- | --- |"]
    for field, info in Settings.model_fields.items():
        default = info.get_default(call_default_factory=True)
        shown = "" if default is None else f"`{default}`"
        description = (info.description or "").replace("|", "\\|")
        rows.append(f"| `{env_name(field)}` | {shown} | {description} |")
    return "\n".join(rows) + "\n"


def load_settings(**overrides: object) -> Settings:
    """Read the settings once; a bad value becomes one ConfigError line naming it."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as error:
        first = error.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "settings"
        name = env_name(field)
        raise ConfigError(f"{name}: {first['msg']}") from None
