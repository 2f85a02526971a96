import aiohttp
import httpx
import requests
from requests import Session


def fetch(url: str) -> str:
    # ruleid: python-http-client-verify-disabled
    return requests.get(url, verify=False, timeout=5).text


def session_fetch(url: str) -> str:
    session = Session()
    # ruleid: python-http-client-verify-disabled
    session.verify = False
    return session.get(url, timeout=5).text


async def async_fetch(url: str) -> str:
    # ruleid: python-http-client-verify-disabled
    async with httpx.AsyncClient(verify=False) as client:
        return (await client.get(url)).text


async def aio_fetch(url: str) -> str:
    async with aiohttp.ClientSession() as session:
        # ruleid: python-http-client-verify-disabled
        async with session.get(url, ssl=False) as resp:
            return await resp.text()


def fetch_safe(url: str) -> str:
    # ok: python-http-client-verify-disabled
    return requests.get(url, timeout=5).text


def fetch_private_ca(url: str) -> str:
    # ok: python-http-client-verify-disabled
    return requests.get(url, verify="/etc/ssl/certs/internal-ca.pem", timeout=5).text


def client_safe() -> httpx.Client:
    # ok: python-http-client-verify-disabled
    return httpx.Client(verify=True, timeout=5)


def session_with_ca(url: str) -> str:
    with requests.Session() as session:
        # ok: python-http-client-verify-disabled
        session.verify = "/etc/ssl/certs/internal-ca.pem"
        return session.get(url, timeout=5).text


# A test talking to its own in-process server with a self-signed certificate.
def test_pools_differ_by_tls_settings(server):
    with requests.Session() as s, server as (host, port):
        # ok: python-http-client-verify-disabled
        assert s.get(f"https://{host}:{port}", verify=False, timeout=5).status_code == 200


# A server this code started, reached at the address it yields.
def pools_differ(server) -> None:
    with server as (host, port):
        url = f"https://{host}:{port}"
        # ok: python-http-client-verify-disabled
        assert requests.get(url, verify=False, timeout=5).status_code == 200


def local_health(port: int) -> int:
    # ok: python-http-client-verify-disabled
    return requests.get(f"https://127.0.0.1:{port}/health", verify=False, timeout=5).status_code


def local_status() -> int:
    url = "https://localhost:8443/status"
    # ok: python-http-client-verify-disabled
    return requests.get(url, verify=False, timeout=5).status_code


# A name that only starts like a loopback one is any host.
def lookalike_status() -> int:
    # ruleid: python-http-client-verify-disabled
    return requests.get("https://localhost.attacker.example/status", verify=False, timeout=5).status_code


# Inside a server's block, a request to another host is still exposed.
def pools_and_remote(server, remote: str) -> None:
    with server as (host, port):
        # ruleid: python-http-client-verify-disabled
        requests.get(remote, verify=False, timeout=5)


# A production "test the connection" helper: its name says nothing about the code.
def test_connection(base_url: str) -> bool:
    # ruleid: python-http-client-verify-disabled
    return requests.get(base_url, verify=False, timeout=5).ok


def probe(url: str) -> int:
    # ruleid: python-http-client-verify-disabled
    return requests.head(url, verify=False, timeout=5).status_code
