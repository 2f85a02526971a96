import re
from dataclasses import asdict, dataclass
from html import unescape

import aiohttp
from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.request import Request
from sanic.response import json

app = Sanic("previews")

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
META_RE = re.compile(r'<meta\s+(?:property|name)="(og:[a-z:]+|description)"\s+content="([^"]*)"', re.I)


@dataclass
class Preview:
    url: str
    title: str | None = None
    description: str | None = None
    image: str | None = None


def parse_preview(url: str, html: str) -> Preview:
    preview = Preview(url=url)
    if m := TITLE_RE.search(html):
        preview.title = unescape(m.group(1).strip())
    for name, content in META_RE.findall(html):
        match name.lower():
            case "og:title":
                preview.title = unescape(content)
            case "og:description" | "description":
                preview.description = unescape(content)
            case "og:image":
                preview.image = content
    return preview


@app.before_server_start
async def setup_session(app, _):
    app.ctx.http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=8))


@app.after_server_stop
async def close_session(app, _):
    await app.ctx.http.close()


@app.get("/health")
async def health(request: Request):
    return json({"ok": True})


@app.post("/previews")
async def create_preview(request: Request):
    data = request.json or {}
    target = data.get("url", "")
    if not target.startswith(("http://", "https://")):
        raise BadRequest("url must be http(s)")
    headers = {"User-Agent": "PreviewBot/1.2", "Accept": "text/html"}
    async with request.app.ctx.http.get(target, headers=headers, allow_redirects=True) as resp:
        if "text/html" not in resp.headers.get("Content-Type", ""):
            return json({"url": target, "title": None})
        html = await resp.text(errors="replace")
    return json(asdict(parse_preview(str(resp.url), html[:200_000])))
