import urllib.parse
import urllib.request

import httpx
import requests
from django.http import HttpRequest, JsonResponse
from fastapi import FastAPI
from flask import Flask, request

app = Flask(__name__)
api = FastAPI()


@app.route("/preview")
def preview():
    url = request.args["url"]
    # ruleid: python-ssrf-taint
    resp = requests.get(url, timeout=5)
    return resp.text


@app.route("/proxy", methods=["POST"])
def proxy():
    target = request.get_json()["target"]
    with requests.Session() as session:
        # ruleid: python-ssrf-taint
        return session.post(target, json={"a": 1}, timeout=5).text


@app.route("/user/<user_id>")
def user(user_id):
    # ok: python-ssrf-taint
    resp = requests.get(f"https://api.example.com/users/{user_id}", timeout=5)
    return resp.json()


@app.route("/search")
def search():
    term = request.args["q"]
    # ok: python-ssrf-taint
    return requests.get("https://search.example.com/api", params={"q": term}, timeout=5).json()


def django_fetch(request: HttpRequest) -> JsonResponse:
    host = request.GET["host"]
    # ruleid: python-ssrf-taint
    body = urllib.request.urlopen("http://" + host + "/status", timeout=5).read()
    # ok: python-ssrf-taint
    status = urllib.request.urlopen("https://status.example.com/" + host, timeout=5).read()
    return JsonResponse({"body": body.decode(), "status": status.decode()})


@api.get("/fetch")
async def fetch(url: str):
    async with httpx.AsyncClient() as client:
        # ruleid: python-ssrf-taint
        r = await client.get(url)
    return r.text


@api.get("/fetch/fixed")
async def fetch_fixed(item: str):
    async with httpx.AsyncClient(base_url="https://inventory.internal/") as client:
        # ok: python-ssrf-taint
        r = await client.get(f"https://inventory.internal/items/{item}")
    return r.text


def webhook(url: str) -> None:
    # ok: python-ssrf-taint
    httpx.post(url, json={"ok": True})


ALLOWED_HOSTS = {"images.example.com", "cdn.example.com"}
TRUSTED_URLS = {"https://status.example.com/health", "https://backup.example.com/health"}


@app.route("/image")
def image():
    url = request.args["src"]
    if urllib.parse.urlparse(url).hostname not in ALLOWED_HOSTS:
        return "host not allowed", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/image/split")
def image_split():
    url = request.args["src"]
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_HOSTS:
        return "host not allowed", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/image/host")
def image_host():
    url = request.args["src"]
    host = urllib.parse.urlparse(url).hostname
    if host in ALLOWED_HOSTS:
        # ok: python-ssrf-taint
        return requests.get(url, timeout=5).content
    return "host not allowed", 400


@app.route("/image/unchecked")
def image_unchecked():
    url = request.args["src"]
    host = urllib.parse.urlparse(url).hostname
    app.logger.info("fetching from %s", host)
    # ruleid: python-ssrf-taint
    return requests.get(url, timeout=5).content


@app.route("/health")
def health():
    url = request.args["url"]
    if url not in TRUSTED_URLS:
        return "unknown", 400
    # ok: python-ssrf-taint
    return requests.get(url, timeout=5).text


def django_callback(request: HttpRequest) -> JsonResponse:
    from django.utils.http import url_has_allowed_host_and_scheme

    url = request.POST["callback"]
    if not url_has_allowed_host_and_scheme(url, allowed_hosts={"hooks.example.com"}, require_https=True):
        return JsonResponse({"error": "bad callback"}, status=400)
    # ok: python-ssrf-taint
    requests.post(url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_callback_helper(request: HttpRequest) -> JsonResponse:
    url = request.POST["callback"]
    if not is_allowed_url(url):
        return JsonResponse({"error": "bad callback"}, status=400)
    # ok: python-ssrf-taint
    requests.post(url, json={"done": True}, timeout=5)
    return JsonResponse({"ok": True})


def django_port(request: HttpRequest) -> JsonResponse:
    port = int(request.GET["port"])
    # ok: python-ssrf-taint
    body = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read()
    return JsonResponse({"size": len(body)})


def django_shard(request: HttpRequest) -> JsonResponse:
    shard = urllib.parse.quote(request.GET["shard"], safe="")
    # ok: python-ssrf-taint
    body = urllib.request.urlopen("http://" + "shards.internal/" + shard, timeout=5).read()
    # ok: python-ssrf-taint
    other = requests.get("http://" + "shards.internal/" + urllib.parse.quote_plus(request.GET["q"]), timeout=5)
    return JsonResponse({"size": len(body) + len(other.content)})


def is_allowed_url(url: str) -> bool:
    return urllib.parse.urlparse(url).hostname in ALLOWED_HOSTS


import aiohttp

MIRRORS = {"eu": "https://eu.mirror.example.com/", "us": "https://us.mirror.example.com/"}
CACHE: dict[str, str] = {}


def ping_endpoint(target):
    return requests.head(target, timeout=3).status_code


def read_remote(address):
    with urllib.request.urlopen(address, timeout=5) as handle:
        return handle.read()


def cached(key):
    return CACHE.get(key)


@app.route("/ping-endpoint")
def ping_remote():
    # ruleid: python-ssrf-taint
    return {"status": ping_endpoint(request.args["target"])}


@app.route("/remote")
def remote():
    address = request.args.get("address", "")
    # ruleid: python-ssrf-taint
    return read_remote(address)


@app.route("/remote-known")
def remote_known():
    address = request.args.get("address", "")
    # ok: python-ssrf-taint
    return read_remote(MIRRORS.get(address, "https://mirror.example.com/"))


@app.route("/cached")
def cached_value():
    # ok: python-ssrf-taint
    return {"value": cached(request.args["key"])}


@app.route("/mirror")
def mirror():
    base = MIRRORS[request.args.get("region", "eu")]
    # ok: python-ssrf-taint
    return requests.get(base + "index.json", timeout=5).json()


@app.route("/ping-int")
def ping_int():
    port = int(request.args.get("port", "80"))
    # ok: python-ssrf-taint
    return {"status": ping_endpoint(f"http://localhost:{port}/health")}


async def fetch_body(link):
    async with aiohttp.ClientSession() as http:
        async with http.get(link) as response:
            return await response.text()


@api.get("/fetch")
async def fetch(link: str):
    # ruleid: python-ssrf-taint
    return {"body": await fetch_body(link)}


@api.get("/fetch-known")
async def fetch_known(name: str):
    # ok: python-ssrf-taint
    return {"body": await fetch_body(MIRRORS.get(name, "https://mirror.example.com/"))}
