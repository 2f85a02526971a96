import requests
from requests import get as http_get

API = "https://api.example.com"


def fetch_profile(user_id: int) -> dict:
    # ruleid: python-requests-without-timeout
    response = requests.get(f"{API}/users/{user_id}")
    response.raise_for_status()
    return response.json()


def push(payload: dict) -> None:
    # ruleid: python-requests-without-timeout
    requests.post(f"{API}/events", json=payload, headers={"X-Key": "k"})
    # ruleid: python-requests-without-timeout
    http_get(f"{API}/ping")


def sync(items: list[dict]) -> None:
    with requests.Session() as session:
        for item in items:
            # ruleid: python-requests-without-timeout
            session.put(f"{API}/items/{item['id']}", json=item)


def fetch_profile_safely(user_id: int) -> dict:
    # ok: python-requests-without-timeout
    response = requests.get(f"{API}/users/{user_id}", timeout=10)
    response.raise_for_status()
    return response.json()


def sync_safely(items: list[dict]) -> None:
    with requests.Session() as session:
        for item in items:
            # ok: python-requests-without-timeout
            session.put(f"{API}/items/{item['id']}", json=item, timeout=(3.05, 27))


def forward(url: str, **kwargs) -> requests.Response:
    # ok: python-requests-without-timeout
    return requests.request("GET", url, **kwargs)


def query(params: dict) -> dict:
    # ok: python-requests-without-timeout
    return params.get("user", {})


class TestPools:
    # A test's request goes to its own in-process server: a hang fails the test run anyway.
    def test_different_pool_per_cert(self, server):
        with requests.Session() as s, server as (host, port):
            # ok: python-requests-without-timeout
            assert s.get(f"https://{host}:{port}", verify="ca.crt").status_code == 200
