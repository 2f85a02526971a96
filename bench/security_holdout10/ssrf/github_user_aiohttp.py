import re

import aiohttp
from aiohttp import web

API_BASE = "https://api.github.com"
LOGIN_RE = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$")


async def github_profile(request):
    login = request.match_info["login"]
    if not LOGIN_RE.fullmatch(login):
        raise web.HTTPBadRequest(text="invalid login")
    url = f"{API_BASE}/users/{login}"
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            data = await resp.json()
    return web.json_response({"login": data.get("login"), "repos": data.get("public_repos")})


app = web.Application()
app.router.add_get("/github/{login}", github_profile)
