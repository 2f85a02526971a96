"""An aiohttp session from elsewhere in a file that holds a `match` statement (a file of its
own: Semgrep reads such a file with another parser, whose `async with` differs)."""

import aiohttp
from sanic import Sanic
from sanic.request import Request
from sanic.response import json

app = Sanic("previews")


def kind_of(content_type):
    match content_type.split(";")[0]:
        case "text/html":
            return "page"
        case _:
            return "other"


@app.post("/previews")
async def create_preview(request: Request):
    target = (request.json or {}).get("url", "")
    # ruleid: python-ssrf-taint
    async with request.app.ctx.http.get(target) as resp:
        return json({"kind": kind_of(resp.headers.get("Content-Type", ""))})


@app.post("/previews/status")
async def status_page(request: Request):
    page = (request.json or {}).get("page", "")
    # ok: python-ssrf-taint
    async with request.app.ctx.http.get("https://status.example.com/", params={"p": page}) as resp:
        return json({"kind": kind_of(resp.headers.get("Content-Type", ""))})


async def new_session():
    return aiohttp.ClientSession()
