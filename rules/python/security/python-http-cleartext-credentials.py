import os
import urllib.request
import xmlrpc.client

import httpx
import requests
from requests.auth import HTTPBasicAuth

API_USER = os.environ.get("API_USER", "")
API_PASSWORD = os.environ.get("API_PASSWORD", "")


def list_devices() -> list:
    # ruleid: python-http-cleartext-credentials
    return requests.get("http://inventory.corp.example.com/api/devices", auth=(API_USER, API_PASSWORD), timeout=5).json()


def create_ticket(token: str, body: dict) -> int:
    # ruleid: python-http-cleartext-credentials
    resp = requests.post("http://tickets.example.com/api/issues", json=body, headers={"Authorization": f"Bearer {token}"}, timeout=5)
    return resp.status_code


def login(username: str, password: str) -> str:
    url = "http://legacy.example.com/login"
    # ruleid: python-http-cleartext-credentials
    resp = requests.post(url, data={"username": username, "password": password}, timeout=5)
    return resp.cookies["session"]


def metrics(api_key: str) -> dict:
    # ruleid: python-http-cleartext-credentials
    return httpx.get("http://metrics.example.com/v1/summary", params={"api_key": api_key}).json()


def supervisor() -> xmlrpc.client.ServerProxy:
    # ruleid: python-http-cleartext-credentials
    return xmlrpc.client.ServerProxy("http://admin:s3cret@supervisor.example.com:9001/RPC2")


def basic_auth_opener(user: str, password: str) -> urllib.request.OpenerDirector:
    manager = urllib.request.HTTPPasswordMgrWithDefaultRealm()
    # ruleid: python-http-cleartext-credentials
    manager.add_password(None, "http://reports.example.com/", user, password)
    return urllib.request.build_opener(urllib.request.HTTPBasicAuthHandler(manager))


def list_devices_tls() -> list:
    # ok: python-http-cleartext-credentials
    return requests.get("https://inventory.corp.example.com/api/devices", auth=(API_USER, API_PASSWORD), timeout=5).json()


def create_ticket_tls(token: str, body: dict) -> int:
    # ok: python-http-cleartext-credentials
    resp = requests.post("https://tickets.example.com/api/issues", json=body, headers={"Authorization": f"Bearer {token}"}, timeout=5)
    return resp.status_code


def login_tls(username: str, password: str) -> str:
    url = "https://legacy.example.com/login"
    # ok: python-http-cleartext-credentials
    resp = requests.post(url, data={"username": username, "password": password}, timeout=5)
    return resp.cookies["session"]


def public_search(term: str) -> dict:
    # ok: python-http-cleartext-credentials
    return httpx.get("http://search.example.com/v1/find", params={"q": term}).json()


def local_agent(token: str) -> int:
    # ok: python-http-cleartext-credentials
    return requests.get("http://127.0.0.1:8500/v1/agent/self", headers={"Authorization": token}, timeout=5).status_code


def supervisor_tls() -> xmlrpc.client.ServerProxy:
    # ok: python-http-cleartext-credentials
    return xmlrpc.client.ServerProxy("https://supervisor.example.com/RPC2")


def basic_auth_opener_tls(user: str, password: str) -> urllib.request.OpenerDirector:
    manager = urllib.request.HTTPPasswordMgrWithDefaultRealm()
    # ok: python-http-cleartext-credentials
    manager.add_password(None, "https://reports.example.com/", user, password)
    return urllib.request.build_opener(urllib.request.HTTPBasicAuthHandler(manager))


def dynamic_endpoint(base_url: str, user: str, password: str) -> int:
    # ok: python-http-cleartext-credentials
    return requests.get(f"{base_url}/status", auth=HTTPBasicAuth(user, password), timeout=5).status_code


LEGACY_API = "http://erp.example.com/api"
SECURE_API = "https://erp.example.com/api"


def erp_orders(user: str, password: str) -> list:
    # ruleid: python-http-cleartext-credentials
    return requests.get(LEGACY_API + "/orders", auth=(user, password), timeout=5).json()


def erp_invoices(token: str) -> list:
    # ruleid: python-http-cleartext-credentials
    return requests.get(f"{LEGACY_API}/invoices", headers={"Authorization": token}, timeout=5).json()


def erp_orders_tls(user: str, password: str) -> list:
    # ok: python-http-cleartext-credentials
    return requests.get(SECURE_API + "/orders", auth=(user, password), timeout=5).json()


def erp_invoices_tls(token: str) -> list:
    # ok: python-http-cleartext-credentials
    return requests.get(f"{SECURE_API}/invoices", headers={"Authorization": token}, timeout=5).json()


def legacy_status(password: str) -> int:
    # ruleid: python-http-cleartext-credentials
    return requests.get(f"http://status.example.com/check?user=ops&password={password}", timeout=5).status_code


def legacy_status_tls(password: str) -> int:
    # ok: python-http-cleartext-credentials
    return requests.get(f"https://status.example.com/check?user=ops&password={password}", timeout=5).status_code


def billing_status(token: str) -> int:
    import http.client

    conn = http.client.HTTPConnection("billing.example.com", 80, timeout=5)
    # ruleid: python-http-cleartext-credentials
    conn.request("GET", "/api/status", headers={"Authorization": f"Bearer {token}"})
    return conn.getresponse().status


def billing_status_tls(token: str) -> int:
    import http.client

    conn = http.client.HTTPSConnection("billing.example.com", 443, timeout=5)
    # ok: python-http-cleartext-credentials
    conn.request("GET", "/api/status", headers={"Authorization": f"Bearer {token}"})
    return conn.getresponse().status


def sidecar_status(token: str) -> int:
    import http.client

    conn = http.client.HTTPConnection("localhost", 8080, timeout=5)
    # ok: python-http-cleartext-credentials
    conn.request("GET", "/status", headers={"Authorization": token})
    return conn.getresponse().status
