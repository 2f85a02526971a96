"""Dashboard latency on PostgreSQL: 1,000,000 findings and 1,000,000 feedback events over
200 repositories (10 installations, one year); prints p50/p95 per page and API call.

    REDLINE_BENCH_DATABASE_URL=postgresql+psycopg://postgres@127.0.0.1:5432/test \
        .venv/bin/python bench/dashboard_bench.py [--findings N] [--runs N] [--keep]
        .venv/bin/python bench/dashboard_bench.py --reuse redline_bench_seeded

Seeds into a fresh schema with INSERT … SELECT generate_series, then serves the app
in-process (starlette TestClient) and times each request end to end (query + render).
--reuse SCHEMA seeds that schema only if it holds no findings yet and keeps it afterwards,
so repeated runs skip the two-minute seeding; migrations are applied to it on every run.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from pydantic import SecretStr
from sqlalchemy import Engine, text
from sqlalchemy.pool import NullPool
from starlette.applications import Starlette
from starlette.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.dashboard import dashboard_routes
from bot.settings import Settings
from bot.store.db import make_engine, migrate, normalise_url

REPOSITORIES = 200
INSTALLATIONS = 10
TOKEN = "bench-admin-token-" + "x" * 24

SEED_SQL = [
    """INSERT INTO installations (id, account_login, account_type, created_at, updated_at)
       SELECT i, 'org' || i, 'Organization', now(), now()
       FROM generate_series(1, {installations}) i""",
    """INSERT INTO repositories (id, installation_id, full_name, created_at, updated_at)
       SELECT r, 1 + (r % {installations}), 'org' || (1 + (r % {installations})) || '/repo' || r,
              now(), now()
       FROM generate_series(1, {repositories}) r""",
    """INSERT INTO findings (installation_id, repository_full_name, pull_number, fingerprint,
         head_sha, source, sources, rule_id, category, severity, language, raw_confidence,
         confidence, threshold, path, start_line, end_line, side, title, placement, exploration,
         comment_id, comment_url, status, outcome, outcome_at, created_at, addressed_at)
       SELECT 1 + (r % {installations}), 'org' || (1 + (r % {installations})) || '/repo' || r,
         1 + (i / {repositories}) % 500, md5(i::text), md5(r::text) || 'abcdefgh',
         (ARRAY['semgrep','llm','secrets','coverage'])[1 + i % 4],
         (ARRAY['semgrep','llm','secrets','coverage'])[1 + i % 4],
         'rule.' || (i % 300),
         (ARRAY['security','correctness','style','test-coverage'])[1 + (i / 4) % 4],
         'suggestion', 'python', 0.6, 0.55, 0.5, 'src/module' || (i % 50) || '.py', 10, 12, 'RIGHT',
         'Finding number ' || i,
         (ARRAY['inline','inline','inline','inline','inline','inline','inline','file_level',
                'summary','over_cap','below_threshold'])[1 + (i * 7) % 11],
         (i % 97 = 0), i, 'https://github.com/org/repo/pull/1#discussion_r' || i,
         CASE WHEN i % 10 < 3 THEN 'addressed' ELSE 'open' END,
         (ARRAY['accepted','accepted','accepted','accepted','dismissed','dismissed',
                'ignored','ignored','pending'])[1 + (i * 13) % 9],
         created + interval '2 hours', created,
         CASE WHEN i % 10 < 3 THEN created + (i % 72) * interval '1 hour' END
       FROM (SELECT i, 1 + i % {repositories} AS r,
                    now() - (i % 365) * interval '1 day'
                          - (i % 86400) * interval '1 second' AS created
             FROM generate_series(1, {findings}) i) AS g""",
    """INSERT INTO feedback_signals (finding_id, repository_full_name, actor, actor_is_bot, kind,
         detail, at, delivery_id)
       SELECT id, repository_full_name, 'user' || (id % 50), false,
         (ARRAY['reaction-+1','reaction--1','accept','dismiss-false-positive','thread-resolved',
                'addressed','reply'])[1 + id % 7], '', created_at + interval '1 hour', NULL
       FROM findings ORDER BY id LIMIT {signals}""",
    """INSERT INTO threshold_history (repository_full_name, category, rule_id, old_value,
         new_value, events, muted, curve, at)
       SELECT full_name, c, '', 0.5, 0.4 + (k % 5) * 0.05, 100 * k, false,
         '[[0.3, 0.5, 0.4, 40.0], [0.5, 0.7, 0.6, 30.0], [0.7, 0.85, 0.7, 20.0]]',
         now() - k * interval '30 days'
       FROM repositories, unnest(ARRAY['security','correctness','style','test-coverage']) c,
            generate_series(1, 12) k""",
    """INSERT INTO threshold_history (repository_full_name, category, rule_id, old_value,
         new_value, events, muted, curve, at)
       SELECT full_name, '', 'rule.' || m, NULL, 1.0, 50, true, NULL, now() - interval '3 days'
       FROM repositories, generate_series(1, 5) m""",
]


def schema_name(raw: str) -> str:
    if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", raw):
        raise argparse.ArgumentTypeError("a schema name: lower-case letters, digits, _")
    return raw


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def seed(engine: Engine, findings: int, signals: int) -> float:
    started = time.perf_counter()
    values = {
        "installations": INSTALLATIONS,
        "repositories": REPOSITORIES,
        "findings": findings,
        "signals": signals,
    }
    with engine.begin() as connection:
        for statement in SEED_SQL:
            connection.execute(text(statement.format(**values)))
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.execute(text("VACUUM ANALYZE"))
    return time.perf_counter() - started


def measure(call: Callable[[], int], runs: int) -> tuple[float, float]:
    for _ in range(2):
        assert call() == 200
    samples = []
    for _ in range(runs):
        started = time.perf_counter()
        status = call()
        samples.append((time.perf_counter() - started) * 1000)
        assert status == 200, status
    return percentile(samples, 0.5), percentile(samples, 0.95)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--findings", type=int, default=1_000_000)
    parser.add_argument("--signals", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--keep", action="store_true", help="leave the schema for inspection")
    parser.add_argument(
        "--reuse",
        metavar="SCHEMA",
        type=schema_name,
        help="seed SCHEMA only if empty, and keep it for the next run",
    )
    args = parser.parse_args()
    server = normalise_url(
        os.environ.get(
            "REDLINE_BENCH_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
        )
    )
    schema = args.reuse or f"redline_bench_{uuid.uuid4().hex[:8]}"
    keep = args.keep or args.reuse is not None
    admin = make_engine(server, poolclass=NullPool)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{schema}"'))
    url = server.update_query_dict({"options": f"-csearch_path={schema}"})
    engine = make_engine(url)
    try:
        migrate(url)
        with engine.connect() as connection:
            existing = connection.scalar(text("SELECT count(*) FROM findings")) or 0
        if existing:
            with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
                connection.execute(text("ANALYZE"))
            print(f"reusing schema {schema}: {existing:,} findings already seeded")
        else:
            seconds = seed(engine, args.findings, args.signals)
            print(
                f"seeded {args.findings:,} findings + {args.signals:,} feedback events over "
                f"{REPOSITORIES} repositories in {seconds:.1f} s (incl. VACUUM ANALYZE)"
            )
        settings = Settings(dashboard_token=SecretStr(TOKEN), session_secret=SecretStr("b" * 48))
        app = Starlette(routes=dashboard_routes(settings, engine))
        with TestClient(app) as client:
            page = client.get("/dashboard/signin").text
            csrf = page.split('name="csrf" value="')[1].split('"')[0]
            client.post("/dashboard/signin/token", data={"csrf": csrf, "token": TOKEN})
            bearer = {"Authorization": f"Bearer {TOKEN}"}
            calls: dict[str, Callable[[], int]] = {
                "page overview (90 days, all repos)": lambda: client.get("/dashboard/").status_code,
                "page overview (one installation)": lambda: (
                    client.get("/dashboard/", params={"installation": "3"}).status_code
                ),
                "page repository": lambda: client.get("/dashboard/repos/org2/repo1").status_code,
                "page rules": lambda: client.get("/dashboard/rules").status_code,
                "page findings": lambda: client.get("/dashboard/findings").status_code,
                "api overview": lambda: client.get("/api/v1/overview", headers=bearer).status_code,
                "api repository": lambda: (
                    client.get("/api/v1/repositories/org2/repo1", headers=bearer).status_code
                ),
                "api rules": lambda: client.get("/api/v1/rules", headers=bearer).status_code,
                "api rules.csv": lambda: (
                    client.get("/api/v1/rules.csv", headers=bearer).status_code
                ),
                "api findings": lambda: client.get("/api/v1/findings", headers=bearer).status_code,
            }
            print(f"{'call':40} {'p50 ms':>8} {'p95 ms':>8}   ({args.runs} runs each)")
            for name, call in calls.items():
                p50, p95 = measure(call, args.runs)
                print(f"{name:40} {p50:8.1f} {p95:8.1f}")
    finally:
        engine.dispose()
        if not keep:
            with admin.begin() as connection:
                connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


if __name__ == "__main__":
    main()
