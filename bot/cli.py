"""The `redline` command: serve, worker, migrate, review, replay, jobs, setup."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

from bot.core.repo_config import CONFIG_PATH, check_config, config_schema
from bot.settings import ConfigError, Settings, load_settings

if TYPE_CHECKING:
    from bot.store.sessions import Engine

app = typer.Typer(
    name="redline",
    help="Redline: a GitHub App that reviews pull requests.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
jobs_app = typer.Typer(help="List and requeue jobs.", invoke_without_command=True)
app.add_typer(jobs_app, name="jobs")


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"redline {version('redline')}")
        raise typer.Exit()


@app.callback()
def options(
    show_version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """Redline: a GitHub App that reviews pull requests."""


def fail(message: str, code: int = 2) -> NoReturn:
    typer.echo(f"redline: error: {message}", err=True)
    raise typer.Exit(code)


def settings_or_exit() -> Settings:
    try:
        return load_settings()
    except ConfigError as error:
        fail(str(error))


def migrated_engine(settings: Settings) -> Engine:
    from bot.store.db import DatabaseError, DatabaseNotMigrated, make_engine, require_migrated

    engine = make_engine(settings.database_url)
    try:
        require_migrated(engine)
    except DatabaseNotMigrated as error:
        fail(str(error))
    except DatabaseError as error:
        fail(database_unreachable(error))
    return engine


def database_unreachable(error: Exception) -> str:
    """One line naming the setting and the driver's own reason (refused, unknown host …)."""
    cause = getattr(error, "orig", None) or error
    lines = str(cause).strip().splitlines()
    reason = lines[0].strip() if lines else type(cause).__name__
    return f"REDLINE_DATABASE_URL: cannot reach the database: {reason}"


def service_or_exit(*, dashboard: bool = False) -> tuple[Settings, Engine]:
    """Settings the service needs (App, secret), logging, and a migrated database."""
    from bot.logs import configure_logging

    settings = settings_or_exit()
    try:
        settings.require_app()
        if dashboard:
            settings.require_dashboard_secret()
    except ConfigError as error:
        fail(str(error))
    configure_logging(settings.log_level)
    return settings, migrated_engine(settings)


@app.command("settings")
def settings_command() -> None:
    """Print every setting (environment or .env) as a Markdown table: the README's."""
    from bot.settings import settings_table

    typer.echo(settings_table(), nl=False)


@app.command()
def migrate() -> None:
    """Create or upgrade the database schema (REDLINE_DATABASE_URL)."""
    from bot.store.db import DatabaseError
    from bot.store.db import migrate as run_migrations

    settings = settings_or_exit()
    try:
        run_migrations(settings.database_url)
    except DatabaseError as error:
        fail(database_unreachable(error))
    typer.echo("database is at the latest revision")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    workers: Annotated[
        int | None, typer.Option(help="In-process job workers (default REDLINE_WORKERS).")
    ] = None,
) -> None:
    """Run the web app (webhooks, dashboard, metrics) with in-process workers."""
    import uvicorn

    from bot.services import build_app

    settings, engine = service_or_exit(dashboard=True)
    try:
        application = build_app(settings, engine, workers=workers)
    except ConfigError as error:
        fail(str(error))
    uvicorn.run(application, host=host, port=port, log_config=None, access_log=False)


@app.command()
def worker(
    count: Annotated[int, typer.Option(help="Workers in this process.")] = 2,
    heartbeat_file: Annotated[
        Path | None,
        typer.Option(help="Touch this file while the workers and the database are alive."),
    ] = None,
    check: Annotated[
        bool,
        typer.Option(
            "--check",
            help="Health check: exit 0 if --heartbeat-file is fresh, 1 (one line) if not.",
        ),
    ] = False,
) -> None:
    """Run job workers only (scale out: many processes, one PostgreSQL)."""
    from bot.jobs.worker import run_workers
    from bot.services import build_job_handlers, heartbeat_problem, write_heartbeats

    if check:
        if heartbeat_file is None:
            fail("--check needs --heartbeat-file (the file the worker touches)")
        if (problem := heartbeat_problem(heartbeat_file)) is not None:
            fail(problem, code=1)
        return
    settings, engine = service_or_exit()
    handlers = build_job_handlers(settings, engine)

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        import signal

        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        from bot.jobs.sweep import run_sweeps

        await asyncio.gather(
            run_workers(
                count, engine, handlers, stop=stop, lease_seconds=settings.job_lease_seconds
            ),
            run_sweeps(engine, stop, settings.reaction_sweep_minutes * 60)
            if settings.reaction_sweep_minutes > 0
            else stop.wait(),
            write_heartbeats(engine, heartbeat_file, stop)
            if heartbeat_file is not None
            else stop.wait(),
        )

    asyncio.run(main())


@app.command()
def replay(delivery_id: str) -> None:
    """Route a stored delivery again (its jobs are queued anew)."""
    from bot.services import replay_delivery

    settings = settings_or_exit()
    engine = migrated_engine(settings)
    try:
        queued = replay_delivery(engine, delivery_id, settings.app_slug)
    except LookupError as error:
        fail(str(error))
    typer.echo(f"delivery {delivery_id}: {queued} job(s) queued")


@jobs_app.callback()
def jobs(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per job.")] = False,
    status: Annotated[str | None, typer.Option(help="Only jobs with this status.")] = None,
    limit: Annotated[int, typer.Option(help="At most this many, newest first.")] = 50,
) -> None:
    """List jobs with kind, status, attempts and last error."""
    if ctx.invoked_subcommand is not None:
        return
    from bot.jobs import queue
    from bot.store.models import JobStatus
    from bot.store.sessions import read_session

    try:
        wanted = JobStatus(status) if status is not None else None
    except ValueError:
        fail(f"--status must be one of: {', '.join(s.value for s in JobStatus)}")
    settings = settings_or_exit()
    engine = migrated_engine(settings)
    with read_session(engine) as session:
        listed = queue.list_jobs(session, status=wanted, limit=limit)
    if as_json:
        for job in listed:
            typer.echo(json.dumps(dataclasses.asdict(job), default=str))
        return
    if not listed:
        typer.echo("no jobs")
    for job in listed:
        error = (job.last_error or "").splitlines()[0][:80] if job.last_error else ""
        typer.echo(
            f"{job.id:>6}  {job.kind:<18} {job.status:<10} attempts={job.attempts}"
            f"  {job.concurrency_key or '-'}  {error}"
        )


@jobs_app.command("retry")
def jobs_retry(job_id: int) -> None:
    """Requeue a dead or cancelled job (its attempts start again)."""
    from bot.jobs import queue
    from bot.store.transactions import write_session

    settings = settings_or_exit()
    engine = migrated_engine(settings)
    with write_session(engine) as session:
        if not queue.retry_job(session, job_id):
            fail(f"job {job_id} does not exist or is not dead/cancelled")
    typer.echo(f"job {job_id} requeued")


@app.command()
def review(  # long: a typer command whose signature is its eleven options
    repo: Annotated[Path, typer.Option(help="The git repository.")] = Path("."),
    base: Annotated[
        str | None, typer.Option(help="Base ref (default: the head's first parent).")
    ] = None,
    head: Annotated[str, typer.Option(help="Head ref.")] = "HEAD",
    output_format: Annotated[
        str,
        typer.Option(
            "--format",
            help="text, json, sarif, or github (the review, comments and check run as posted).",
        ),
    ] = "text",
    fail_on: Annotated[
        str, typer.Option(help="Exit 1 on: blocking (default), any, never.")
    ] = "blocking",
    llm: Annotated[
        bool, typer.Option(help="Use the LLM reviewer when ANTHROPIC_API_KEY is set.")
    ] = True,
    show_all: Annotated[
        bool,
        typer.Option(
            "--all", help="Also list findings a review would not show (below the threshold)."
        ),
    ] = False,
    worktree: Annotated[
        bool,
        typer.Option(
            help="Review uncommitted changes (new files too, ignored ones not) against --base,"
            " by default HEAD."
        ),
    ] = False,
) -> None:
    """Review a local git change (default: the last commit) with the same pipeline."""
    from bot.local.review import run_local_review

    settings = settings_or_exit()
    if output_format not in ("text", "json", "sarif", "github"):
        fail("--format must be text, json, sarif or github")
    if fail_on not in ("blocking", "any", "never"):
        fail("--fail-on must be blocking, any or never")
    if worktree and head != "HEAD":
        fail("--worktree reviews the working tree: leave out --head")
    code = run_local_review(
        settings,
        repo=repo,
        base=base,
        head=head,
        output_format=output_format,
        fail_on=fail_on,
        use_llm=llm,
        show_all=show_all,
        worktree=worktree,
    )
    raise typer.Exit(code)


@app.command()
def setup(
    port: Annotated[int, typer.Option(help="Local port for the manifest page.")] = 3000,
    host: Annotated[
        str, typer.Option(help="Interface for the manifest page (keep 127.0.0.1 with a tunnel).")
    ] = "127.0.0.1",
    setup_url: Annotated[
        str | None,
        typer.Option(
            help="Where your browser reaches the page (default http://localhost:PORT), e.g."
            " through `ssh -L`."
        ),
    ] = None,
    env_file: Annotated[Path, typer.Option(help="Where to write the credentials.")] = Path(".env"),
    webhook_url: Annotated[
        str | None,
        typer.Option(
            help="Where GitHub should send webhooks (default REDLINE_PUBLIC_URL/webhook)."
        ),
    ] = None,
) -> None:
    """Register the GitHub App from app.yml (GitHub's App-manifest flow, as Probot does it)."""
    from bot.setup import run_setup

    settings = settings_or_exit()
    try:
        run_setup(
            settings,
            host=host,
            port=port,
            env_file=env_file,
            webhook_url=webhook_url,
            setup_url=setup_url,
        )
    except ConfigError as error:
        fail(str(error))


config_app = typer.Typer(help="The repository configuration, .github/redline.yml.")
app.add_typer(config_app, name="config")


@config_app.command("schema")
def config_schema_command() -> None:
    """Print the JSON Schema of .github/redline.yml (for yaml-language-server and CI)."""
    typer.echo(json.dumps(config_schema(), indent=2))


@config_app.command("check")
def config_check(
    path: Annotated[Path, typer.Argument(help="The file to check.")] = Path(CONFIG_PATH),
) -> None:
    """Print each problem of a config file with its line; exit 1 when there is one."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read {path}: {error}")
    problems = check_config(text)
    for line, message in problems:
        typer.echo(f"{path}:{line or 1}: {message}")
    if problems:
        raise typer.Exit(1)
    typer.echo(f"{path}: valid")


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
