import re

from aiohttp import ClientSession, ClientTimeout, web

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


async def link_preview(request):
    data = await request.json()
    url = data.get("url", "")
    session = request.app["http"]
    async with session.get(url, timeout=ClientTimeout(total=5)) as resp:
        html = await resp.text(errors="replace")
        status = resp.status
    match = TITLE_RE.search(html)
    return web.json_response(
        {"url": url, "status": status, "title": match.group(1).strip() if match else None}
    )


async def _client_ctx(app):
    app["http"] = ClientSession()
    yield
    await app["http"].close()


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(_client_ctx)
    app.router.add_post("/api/previews", link_preview)
    return app
