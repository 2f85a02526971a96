"""Webhook ingest under load: `redline serve` versus a bare starlette app that answers 202.

Both run under uvicorn on loopback; the same signed `pull_request.synchronize`
payloads (a fresh delivery id each) are sent at a fixed concurrency for a fixed
count. Prints deliveries/s, p50 and p99 latency, and the Redline/bare ratio, for
SQLite and PostgreSQL (REDLINE_TEST_DATABASE_URL, when reachable).

    .venv/bin/python bench/webhook_load.py [--count 3000] [--concurrency 32]
"""

from __future__ import annotations

import argparse
import asyncio
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
import textwrap
import time
import uuid
from pathlib import Path

import httpx
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT.parent / "shared/fixtures/github-webhooks/pull_request/synchronize.payload.json"
SECRET = "bench-secret"
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
    ["X-GitHub-Delivery"] = "bench-" .. tid .. "-" .. counter .. "-" .. math.random(1e9),
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
        env = {**os.environ, "REDLINE_BENCH_BODY": str(payload), "REDLINE_BENCH_SIGNATURE": signature}
        command = ["wrk", "-t2", f"-c{concurrency}", f"-d{seconds}s", "--latency", "-s", str(script)]
        out = subprocess.run(
            [*command, url], capture_output=True, text=True, env=env, check=True
        ).stdout
    if "Non-2xx" in out:
        raise RuntimeError(f"non-2xx answers under load:\n{out}")
    lines = [line.split() for line in out.splitlines() if line.strip()]
    latency = {fields[0]: _milliseconds(fields[1]) for fields in lines if fields[0] in ("50%", "99%")}
    rate = next(float(fields[1]) for fields in lines if fields[0] == "Requests/sec:")
    return {"rate": rate, "p50": latency["50%"], "p99": latency["99%"]}


def measure(
    command: list[str], env: dict[str, str], body: bytes, args: argparse.Namespace
) -> dict[str, float]:
    port = free_port()
    process = subprocess.Popen(
        [*command, "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/webhook"
    try:
        wait_ready(url, process)
        asyncio.run(load(url, body, min(200, args.count), args.concurrency))  # warm-up
        if args.client == "wrk":
            return load_with_wrk(url, body, args.seconds, args.concurrency)
        started = time.perf_counter()
        latencies = asyncio.run(load(url, body, args.count, args.concurrency))
        elapsed = time.perf_counter() - started
    finally:
        process.terminate()
        process.wait(timeout=10)
    latencies.sort()
    return {
        "rate": len(latencies) / elapsed,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
    }


def redline_env(database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "REDLINE_APP_ID": "1",
        "REDLINE_PRIVATE_KEY": private_key_pem(),
        "REDLINE_WEBHOOK_SECRET": SECRET,
        "REDLINE_DATABASE_URL": database_url,
        "REDLINE_WORKERS": "0",
        "REDLINE_REACTION_SWEEP_MINUTES": "0",
        "REDLINE_LOG_LEVEL": "WARNING",
    }


def postgres_url() -> tuple[str, str] | None:
    """A fresh schema in the test database: (URL selecting it, schema name)."""
    url = os.environ.get(
        "REDLINE_TEST_DATABASE_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
    )
    sys.path.insert(0, str(ROOT))
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument(
        "--client",
        choices=("wrk", "python"),
        default="wrk" if shutil.which("wrk") else "python",
        help="wrk (Debian package) when installed; else an httpx client (costs more CPU)",
    )
    parser.add_argument("--seconds", type=int, default=15, help="run length with wrk")
    args = parser.parse_args()
    payload = json.loads(FIXTURE.read_text())
    payload["installation"] = {"id": 1}
    body = json.dumps(payload).encode()
    python = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        bare_file = Path(tmp) / "bare_app.py"
        bare_file.write_text(BARE_APP)
        bare = measure(
            [python, "-m", "uvicorn", "--app-dir", tmp, "bare_app:app", "--log-level", "warning"],
            dict(os.environ),
            body,
            args,
        )
        print(f"{'server':<22}{'deliveries/s':>14}{'p50 ms':>10}{'p99 ms':>10}{'ratio':>8}")
        print(
            f"{'bare starlette':<22}{bare['rate']:>14.0f}{bare['p50']:>10.1f}{bare['p99']:>10.1f}{'':>8}"
        )
        databases = {"redline (SQLite)": f"sqlite:///{Path(tmp) / 'bench.db'}"}
        pg = postgres_url()
        if pg is not None:
            databases["redline (PostgreSQL)"] = pg[0]
        for name, url in databases.items():
            env = redline_env(url)
            subprocess.run(
                [python, "-m", "bot", "migrate"], env=env, check=True, capture_output=True
            )
            result = measure([python, "-m", "bot", "serve"], env, body, args)
            ratio = result["rate"] / bare["rate"]
            print(
                f"{name:<22}{result['rate']:>14.0f}{result['p50']:>10.1f}{result['p99']:>10.1f}{ratio:>8.2f}"
            )
        if pg is not None:
            drop_schema(pg[1])
    amount = f"{args.seconds} s of" if args.client == "wrk" else f"{args.count}"
    print(
        f"\n{amount} signed pull_request.synchronize deliveries (each a new delivery id) "
        f"at concurrency {args.concurrency}, client {args.client}; "
        "targets: ratio >= 0.3 and p99 < 100 ms"
    )


if __name__ == "__main__":
    main()
