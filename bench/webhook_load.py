"""Webhook ingest under load: `redline serve` versus a bare starlette app that answers 202.

Both run under uvicorn on loopback with the same settings; the same signed
`pull_request.synchronize` payloads (a fresh delivery id each) are sent at a fixed
concurrency for a fixed time (wrk) or count (the Python client), after a warm-up.
Redline runs at its default log level, INFO: each delivery's log line is written
(to /dev/null). Prints, for the bare app and for Redline on SQLite and on
PostgreSQL (REDLINE_TEST_DATABASE_URL, when reachable): deliveries/s, p50 and p99
latency, the Redline/bare ratio, the CPU time the server process (all its
threads) spent per request, the CPU time a PostgreSQL on this machine spent per
request, and how many cores other processes kept busy meanwhile.

The servers run side by side and are loaded in turns, `--rounds` times (each round
starting with the next server), and a Redline run is compared with the bare run of
its own round: on a shared machine throughput drifts by ±20% within minutes, so a
ratio of runs far apart in time measures the drift as much as Redline. The summary
is each column's median over the rounds.

    .venv/bin/python bench/webhook_load.py [--rounds 3] [--seconds 5] [--concurrency 32]
        [--databases sqlite postgresql] [--client wrk|python [--count 3000]]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import hmac
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's `bot`, for the database helpers
FIXTURE = ROOT / "tests/fixtures/github-webhooks/pull_request/synchronize.payload.json"
SECRET = "bench-secret"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
WARM_UP_SECONDS = 2
BARE = "bare starlette"
BARE_APP = textwrap.dedent(
    """
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    async def webhook(request):
        await request.body()
        return JSONResponse({"message": "queued"}, 202)

    app = Starlette(routes=[Route("/webhook", webhook, methods=["POST"])])
    """
)


@dataclass(frozen=True)
class Server:
    process: subprocess.Popen[bytes]
    url: str
    database_url: str | None = None
    """Redline's database: each run checks that every answered delivery was a new one."""


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process and all its threads, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def postgres_pids() -> list[int]:
    """The local PostgreSQL server's processes (empty when it runs elsewhere)."""
    pids = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and (entry / "comm").read_text().startswith("postgres"):
                pids.append(int(entry.name))
        except OSError:
            continue
    return pids


def postgres_cpu_seconds() -> float:
    total = 0.0
    for pid in postgres_pids():
        try:
            total += cpu_seconds(pid)
        except (OSError, IndexError):
            continue
    return total


def machine_busy_seconds() -> float:
    """CPU time every core spent on anything but idling and waiting for I/O (/proc/stat)."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (sum(fields[:8]) - fields[3] - fields[4]) / CLOCK_TICKS


def own_cpu_seconds() -> float:
    """This process and its finished children (the load generator)."""
    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def private_key_pem() -> str:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    ).decode()


def wait_ready(url: str, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}")
        try:
            httpx.post(url, content=b"{}", timeout=1)
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise RuntimeError("server did not start")


async def load(url: str, body: bytes, count: int, concurrency: int) -> list[float]:
    signature = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    latencies: list[float] = []
    remaining = iter(range(count))
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(limits=limits, timeout=30) as client:

        async def sender() -> None:
            for _ in remaining:
                headers = {
                    "X-GitHub-Event": "pull_request",
                    "X-GitHub-Delivery": str(uuid.uuid4()),
                    "X-Hub-Signature-256": signature,
                    "Content-Type": "application/json",
                }
                started = time.perf_counter()
                response = await client.post(url, content=body, headers=headers)
                latencies.append(time.perf_counter() - started)
                if response.status_code not in (200, 202):
                    raise RuntimeError(f"{response.status_code}: {response.text[:200]}")

        await asyncio.gather(*(sender() for _ in range(concurrency)))
    return latencies


WRK_SCRIPT = """
local body = io.open(os.getenv("REDLINE_BENCH_BODY"), "rb"):read("*a")
local signature = os.getenv("REDLINE_BENCH_SIGNATURE")
-- wrk's math.random is not seeded: without the run's own prefix every run would resend
-- the ids of the runs before it, and measure the redelivery path instead.
local run = os.getenv("REDLINE_BENCH_RUN")
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local counter = 0
function request()
  counter = counter + 1
  return wrk.format("POST", "/webhook", {
    ["X-GitHub-Event"] = "pull_request",
    ["X-GitHub-Delivery"] = run .. "-" .. tid .. "-" .. counter,
    ["X-Hub-Signature-256"] = signature,
    ["Content-Type"] = "application/json",
  }, body)
end
"""


def _milliseconds(value: str) -> float:
    """wrk prints 512.00us, 41.20ms or 1.02s."""
    if value.endswith("us"):
        return float(value[:-2]) / 1000
    if value.endswith("ms"):
        return float(value[:-2])
    return float(value.rstrip("s")) * 1000


def load_with_wrk(url: str, body: bytes, seconds: int, concurrency: int) -> dict[str, float]:
    """wrk (C, on loopback): the load generator costs far less CPU than the servers."""
    signature = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    with tempfile.TemporaryDirectory() as tmp:
        script, payload = Path(tmp) / "webhook.lua", Path(tmp) / "body.json"
        script.write_text(WRK_SCRIPT)
        payload.write_bytes(body)
        env = {
            **os.environ,
            "REDLINE_BENCH_BODY": str(payload),
            "REDLINE_BENCH_SIGNATURE": signature,
            "REDLINE_BENCH_RUN": uuid.uuid4().hex,
        }
        command = [
            "wrk",
            "-t2",
            f"-c{concurrency}",
            f"-d{seconds}s",
            "--latency",
            "-s",
            str(script),
        ]
        out = subprocess.run(
            [*command, url], capture_output=True, text=True, env=env, check=True
        ).stdout
    if "Non-2xx" in out:
        raise RuntimeError(f"non-2xx answers under load:\n{out}")
    lines = [line.split() for line in out.splitlines() if line.strip()]
    latency = {
        fields[0]: _milliseconds(fields[1]) for fields in lines if fields[0] in ("50%", "99%")
    }
    rate = next(float(fields[1]) for fields in lines if fields[0] == "Requests/sec:")
    requests = next(int(fields[0]) for fields in lines if fields[1:3] == ["requests", "in"])
    return {"rate": rate, "p50": latency["50%"], "p99": latency["99%"], "requests": requests}


def load_with_python(url: str, body: bytes, count: int, concurrency: int) -> dict[str, float]:
    started = time.perf_counter()
    latencies = sorted(asyncio.run(load(url, body, count, concurrency)))
    elapsed = time.perf_counter() - started
    return {
        "rate": len(latencies) / elapsed,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
        "requests": len(latencies),
    }


@contextlib.contextmanager
def running(
    command: list[str], env: dict[str, str], database_url: str | None = None
) -> Iterator[Server]:
    """A server started on a free port, answering, until the block ends."""
    port = free_port()
    process = subprocess.Popen(
        [*command, "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    server = Server(process, f"http://127.0.0.1:{port}/webhook", database_url)
    try:
        wait_ready(server.url, process)
        yield server
    finally:
        process.terminate()
        process.wait(timeout=10)


def warm_up(server: Server, body: bytes, args: argparse.Namespace) -> None:
    if args.client == "wrk":
        load_with_wrk(server.url, body, WARM_UP_SECONDS, args.concurrency)
    else:
        asyncio.run(load(server.url, body, min(200, args.count), args.concurrency))


def measure(server: Server, body: bytes, args: argparse.Namespace) -> dict[str, float]:
    """Load one server once; adds its CPU µs per request ("cpu") and PostgreSQL's ("db"),
    and the cores that other processes kept busy meanwhile ("others")."""
    pid = server.process.pid
    stored_before = stored_deliveries(server.database_url)
    before = (cpu_seconds(pid), postgres_cpu_seconds(), own_cpu_seconds())
    busy_before, started = machine_busy_seconds(), time.perf_counter()
    if args.client == "wrk":
        result = load_with_wrk(server.url, body, args.seconds, args.concurrency)
    else:
        result = load_with_python(server.url, body, args.count, args.concurrency)
    busy, elapsed = machine_busy_seconds() - busy_before, time.perf_counter() - started
    own, db, client = (
        after - first
        for after, first in zip(
            (cpu_seconds(pid), postgres_cpu_seconds(), own_cpu_seconds()), before, strict=True
        )
    )
    stored = stored_deliveries(server.database_url) - stored_before
    if server.database_url is not None and stored < result["requests"]:
        raise RuntimeError(
            f"{result['requests']} deliveries answered but {stored} stored: the load resent "
            "delivery ids, so it measured the redelivery path"
        )
    return {
        **result,
        "cpu": own / result["requests"] * 1e6,
        "db": db / result["requests"] * 1e6,
        "others": max(busy - own - db - client, 0.0) / elapsed,
    }


def stored_deliveries(database_url: str | None) -> int:
    if database_url is None:
        return 0
    from sqlalchemy import func, select

    from bot.store.db import make_engine
    from bot.store.models import Delivery

    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            return connection.scalar(select(func.count()).select_from(Delivery)) or 0
    finally:
        engine.dispose()


def fixture_body() -> bytes:
    """The `pull_request.synchronize` fixture, with an installation (so a review is queued)."""
    payload = json.loads(FIXTURE.read_text())
    payload["installation"] = {"id": 1}
    return json.dumps(payload).encode()


def migrate(database_url: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "bot", "migrate"],
        env=redline_env(database_url),
        check=True,
        capture_output=True,
    )


def redline_env(database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "REDLINE_APP_ID": "1",
        "REDLINE_PRIVATE_KEY": private_key_pem(),
        "REDLINE_WEBHOOK_SECRET": SECRET,
        "REDLINE_DATABASE_URL": database_url,
        "REDLINE_WORKERS": "0",
        "REDLINE_REACTION_SWEEP_MINUTES": "0",
        "REDLINE_LOG_LEVEL": "INFO",
    }


def postgres_url() -> tuple[str, str] | None:
    """A fresh schema in the test database: (URL selecting it, schema name)."""
    url = os.environ.get(
        "REDLINE_TEST_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
    )
    from sqlalchemy import text

    from bot.store.db import make_engine

    schema = f"bench_{uuid.uuid4().hex[:8]}"
    try:
        with make_engine(url).begin() as connection:
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    except Exception as error:
        print(f"PostgreSQL unavailable ({type(error).__name__}); skipping it")
        return None
    separator = "&" if "?" in url else "?"
    return f"{url}{separator}options=-csearch_path%3D{schema}", schema


def drop_schema(schema: str) -> None:
    from sqlalchemy import text

    from bot.store.db import make_engine

    url = os.environ.get(
        "REDLINE_TEST_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
    )
    with make_engine(url).begin() as connection:
        connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))


COLUMNS = (
    ("server", 22),
    ("deliveries/s", 14),
    ("p50 ms", 10),
    ("p99 ms", 10),
    ("ratio", 8),
    ("cpu µs/req", 12),
    ("db µs/req", 11),
    ("others", 9),
)


def line(*cells: str) -> str:
    """The first cell left-aligned, the others right-aligned, in COLUMNS' widths."""
    widths = [width for _, width in COLUMNS]
    return cells[0].ljust(widths[0]) + "".join(
        cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True)
    )


def row(name: str, result: dict[str, float], ratio: float | None = None) -> str:
    return line(
        name,
        f"{result['rate']:.0f}",
        f"{result['p50']:.1f}",
        f"{result['p99']:.1f}",
        "" if ratio is None else f"{ratio:.2f}",
        f"{result['cpu']:.0f}",
        f"{result['db']:.0f}" if "PostgreSQL" in name else "-",
        f"{result['others']:.2f}",
    )


def medians(results: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(result[key] for result in results) for key in results[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=3000, help="deliveries with --client python")
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument(
        "--client",
        choices=("wrk", "python"),
        default="wrk" if shutil.which("wrk") else "python",
        help="wrk (Debian package) when installed; else an httpx client (costs more CPU)",
    )
    parser.add_argument("--seconds", type=int, default=5, help="length of each run with wrk")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each server, in turns")
    parser.add_argument(
        "--databases", nargs="+", choices=("sqlite", "postgresql"), default=["sqlite", "postgresql"]
    )
    args = parser.parse_args()
    body = fixture_body()
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as servers_up:
        bare_file = Path(tmp) / "bare_app.py"
        bare_file.write_text(BARE_APP)
        bare_command = [
            python,
            "-m",
            "uvicorn",
            "--app-dir",
            tmp,
            "bare_app:app",
            "--log-level",
            "warning",
        ]
        servers = {BARE: servers_up.enter_context(running(bare_command, dict(os.environ)))}
        databases: dict[str, str] = {}
        if "sqlite" in args.databases:
            databases["redline (SQLite)"] = f"sqlite:///{Path(tmp) / 'bench.db'}"
        pg = postgres_url() if "postgresql" in args.databases else None
        if pg is not None:
            servers_up.callback(drop_schema, pg[1])
            databases["redline (PostgreSQL)"] = pg[0]
        for name, url in databases.items():
            migrate(url)
            serve = [python, "-m", "bot", "serve"]
            servers[name] = servers_up.enter_context(running(serve, redline_env(url), url))
        for server in servers.values():
            warm_up(server, body, args)
        names = list(servers)
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in names}
        ratios: dict[str, list[float]] = {name: [] for name in names if name != BARE}
        print(line(*(title for title, _ in COLUMNS)))
        for turn in range(args.rounds):
            order = names[turn % len(names) :] + names[: turn % len(names)]
            results = {name: measure(servers[name], body, args) for name in order}
            for name in names:
                runs[name].append(results[name])
                ratio = None if name == BARE else results[name]["rate"] / results[BARE]["rate"]
                if ratio is not None:
                    ratios[name].append(ratio)
                print(row(f"{name} #{turn + 1}", results[name], ratio), flush=True)
        print()
        for name in names:
            ratio = statistics.median(ratios[name]) if name in ratios else None
            print(row(f"{name}", medians(runs[name]), ratio))
    amount = f"{args.seconds} s of" if args.client == "wrk" else f"{args.count}"
    print(
        f"\n{args.rounds} rounds, each server loaded in turn with {amount} signed "
        "pull_request.synchronize deliveries (each a new delivery id) at concurrency "
        f"{args.concurrency}, client {args.client}, after a warm-up; the last lines are "
        "medians over the rounds (a ratio: of each round's Redline/bare). "
        "Targets: ratio >= 0.3 and p99 < 100 ms.\n"
        "cpu: the server process's CPU time per request (all its threads); "
        "db: the local PostgreSQL's processes, per request; "
        f"others: cores kept busy by the rest of the machine ({os.cpu_count()} cores) meanwhile"
    )


if __name__ == "__main__":
    main()
