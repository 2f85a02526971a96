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
