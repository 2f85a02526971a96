import re
from urllib.parse import quote

import aiohttp
from aiohttp import web

API_BASE = "https://api.github.com"
NAME_RE = re.compile(r"[A-Za-z0-9_.-]{1,100}")
routes = web.RouteTableDef()


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True})


@routes.get("/repos/{owner}/{name}/stats")
async def repo_stats(request):
    owner = request.match_info["owner"]
    name = request.match_info["name"]
    if not (NAME_RE.fullmatch(owner) and NAME_RE.fullmatch(name)) or ".." in (owner + name):
        raise web.HTTPBadRequest(text="bad repository name")
    url = f"{API_BASE}/repos/{quote(owner)}/{quote(name)}"
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=5)) as session:
        async with session.get(url, allow_redirects=False) as resp:
            if resp.status != 200:
                raise web.HTTPBadGateway(text="upstream error")
            data = await resp.json()
    return web.json_response({
        "stars": data.get("stargazers_count"),
        "forks": data.get("forks_count"),
        "issues": data.get("open_issues_count"),
    })


@routes.get("/rate")
async def rate(request):
    return web.json_response({"limit": 60})


app = web.Application()
app.add_routes(routes)
