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


def probe(url: str) -> int:
    # ruleid: python-http-client-verify-disabled
    return requests.head(url, verify=False, timeout=5).status_code
