"""Webhook ingest at a fixed rate: latency of `redline serve` at 200 deliveries/s.

Starts `redline serve` (no workers, INFO logging to /dev/null) on each database
asked for (PostgreSQL from REDLINE_TEST_DATABASE_URL, in a fresh schema; SQLite in a
temporary file), warms it up, then sends signed `pull_request.synchronize` deliveries
(each a new delivery id, each queueing a review) with wrk: `--connections`
connections, each waiting a random 0-2x of its share of the rate between requests,
so the mean rate is `--rate`. Prints, per database and run: the rate achieved, p50,
p90, p99 and the slowest latency, and checks that every answered delivery was stored.
The target (issue #32, docs/intake.md): p99 < 100 ms at 200 deliveries/s on PostgreSQL.

    .venv/bin/python bench/webhook_load.py [--rate 200] [--seconds 20] [--runs 3]
        [--connections 40] [--databases postgresql sqlite]
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import hashlib
import hmac
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
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
WARM_UP_SECONDS = 3
TARGET_P99_MS = 100.0

WRK_SCRIPT = """
local body = io.open(os.getenv("REDLINE_BENCH_BODY"), "rb"):read("*a")
local signature = os.getenv("REDLINE_BENCH_SIGNATURE")
-- wrk's math.random is not seeded: without the run's own prefix every run would resend
-- the ids of the runs before it, and measure the redelivery path instead.
local run = os.getenv("REDLINE_BENCH_RUN")
local pause_ms = tonumber(os.getenv("REDLINE_BENCH_PAUSE_MS"))
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local counter = 0
function delay()
  return math.random(0, 2 * pause_ms)
end
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


@dataclass(frozen=True)
class Server:
    process: subprocess.Popen[bytes]
    url: str
    database_url: str


@dataclass(frozen=True)
class Run:
    rate: float
    p50: float
    p90: float
    p99: float
    slowest: float
    requests: int
    cpu: float = 0.0
    """The server process's CPU time per request, in ms (all its threads)."""


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process and all its threads, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


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


def wait_ready(url: str, process: subprocess.Popen[bytes], seconds: float = 120) -> None:
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


def _milliseconds(value: str) -> float:
    """wrk prints 512.00us, 41.20ms or 1.02s."""
    if value.endswith("us"):
        return float(value[:-2]) / 1000
    if value.endswith("ms"):
        return float(value[:-2])
    if value.endswith("m"):
        return float(value[:-1]) * 60_000
    return float(value.rstrip("s")) * 1000


def load(url: str, body: bytes, seconds: int, rate: float, connections: int) -> Run:
    """wrk (C, on loopback): paced connections, so the mean rate is `rate`."""
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
            "REDLINE_BENCH_PAUSE_MS": str(round(1000 * connections / rate)),
        }
        command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s"]
        out = subprocess.run(
            [*command, str(script), url], capture_output=True, text=True, env=env, check=True
        ).stdout
    if "Non-2xx" in out:
        raise RuntimeError(f"non-2xx answers under load:\n{out}")
    lines = [line.split() for line in out.splitlines() if line.strip()]
    latency = {
        fields[0]: _milliseconds(fields[1])
        for fields in lines
        if fields[0] in ("50%", "90%", "99%")
    }
    slowest = next(_milliseconds(fields[3]) for fields in lines if fields[0] == "Latency")
    return Run(
        rate=next(float(fields[1]) for fields in lines if fields[0] == "Requests/sec:"),
        p50=latency["50%"],
        p90=latency["90%"],
        p99=latency["99%"],
        slowest=slowest,
        requests=next(int(fields[0]) for fields in lines if fields[1:3] == ["requests", "in"]),
    )


@contextlib.contextmanager
def serving(database_url: str) -> Iterator[Server]:
    """`redline serve` on a free port, answering, until the block ends."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "serve", "--port", str(port)],
        env=redline_env(database_url),
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


def stored_deliveries(database_url: str) -> int:
    from sqlalchemy import func, select

    from bot.store.db import make_engine
    from bot.store.models import Delivery

    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            return connection.scalar(select(func.count()).select_from(Delivery)) or 0
    finally:
        engine.dispose()


def measure(server: Server, body: bytes, args: argparse.Namespace) -> Run:
    before, cpu_before = stored_deliveries(server.database_url), cpu_seconds(server.process.pid)
    run = load(server.url, body, args.seconds, args.rate, args.connections)
    cpu = cpu_seconds(server.process.pid) - cpu_before
    stored = stored_deliveries(server.database_url) - before
    if stored < run.requests:
        raise RuntimeError(f"{run.requests} deliveries answered but {stored} stored")
    return dataclasses.replace(run, cpu=cpu / run.requests * 1000)


def fixture_body() -> bytes:
    """The `pull_request.synchronize` fixture, with an installation (so a review is queued)."""
    payload = json.loads(FIXTURE.read_text())
    payload["installation"] = {"id": 1}
    return json.dumps(payload).encode()


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


def migrate(database_url: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "bot", "migrate"],
        env=redline_env(database_url),
        check=True,
        capture_output=True,
    )


def test_database_url() -> str:
    return os.environ.get(
        "REDLINE_TEST_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
    )


@contextlib.contextmanager
def postgres_schema() -> Iterator[str | None]:
    """A URL selecting a fresh schema of the test database (None when unreachable)."""
    from sqlalchemy import text

    from bot.store.db import make_engine

    url, schema = test_database_url(), f"bench_{uuid.uuid4().hex[:8]}"
    try:
        with make_engine(url).begin() as connection:
            connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    except Exception as error:
        print(f"PostgreSQL unavailable ({type(error).__name__}); skipping it")
        yield None
        return
    separator = "&" if "?" in url else "?"
    try:
        yield f"{url}{separator}options=-csearch_path%3D{schema}"
    finally:
        with make_engine(url).begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))


def row(name: str, run: Run) -> str:
    figures = (run.rate, run.p50, run.p90, run.p99, run.slowest, run.cpu)
    return name.ljust(24) + "".join(f"{figure:10.1f}" for figure in figures)


def bench(name: str, database_url: str, body: bytes, args: argparse.Namespace) -> list[Run]:
    migrate(database_url)
    with serving(database_url) as server:
        load(server.url, body, WARM_UP_SECONDS, args.rate, args.connections)
        runs = []
        for number in range(1, args.runs + 1):
            runs.append(measure(server, body, args))
            print(row(f"{name} #{number}", runs[-1]), flush=True)
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=200.0, help="mean deliveries per second")
    parser.add_argument("--seconds", type=int, default=20, help="length of each run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--connections", type=int, default=40)
    parser.add_argument(
        "--databases", nargs="+", choices=("postgresql", "sqlite"), default=["postgresql"]
    )
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        print("needs wrk (the Debian package wrk): skipped")
        return
    body = fixture_body()
    print("database".ljust(24) + "".join(f"{title:>10}" for title in HEADERS))
    worst: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for database in args.databases:
            if database == "sqlite":
                runs = bench("SQLite", f"sqlite:///{Path(tmp) / 'bench.db'}", body, args)
            else:
                with postgres_schema() as url:
                    if url is None:
                        continue
                    runs = bench("PostgreSQL", url, body, args)
            worst[database] = max(run.p99 for run in runs)
            print(row(f"{database} median", _median(runs)))
    print(
        f"\n{args.runs} runs of {args.seconds} s at a mean {args.rate:.0f} signed "
        f"pull_request.synchronize deliveries/s ({args.connections} paced connections, wrk), "
        "each a new delivery id queueing a review; latencies and the server's CPU time per "
        "request in ms. "
        f"Target: p99 < {TARGET_P99_MS:.0f} ms on PostgreSQL"
        + (f" (worst run: {worst['postgresql']:.1f} ms)." if "postgresql" in worst else ".")
        + f" Load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores."
    )


HEADERS = ("per s", "p50", "p90", "p99", "slowest", "cpu/req")


def _median(runs: list[Run]) -> Run:
    return Run(
        rate=statistics.median(run.rate for run in runs),
        p50=statistics.median(run.p50 for run in runs),
        p90=statistics.median(run.p90 for run in runs),
        p99=statistics.median(run.p99 for run in runs),
        slowest=statistics.median(run.slowest for run in runs),
        requests=sum(run.requests for run in runs),
        cpu=statistics.median(run.cpu for run in runs),
    )


if __name__ == "__main__":
    main()
