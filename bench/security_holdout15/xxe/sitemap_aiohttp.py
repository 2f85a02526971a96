from urllib.parse import urlparse

from aiohttp import web
from defusedxml import minidom

SITEMAPS = {}
MAX_BYTES = 5 * 1024 * 1024


def text_of(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return None
    return found[0].firstChild.nodeValue.strip()


def parse_sitemap(raw: bytes):
    document = minidom.parseString(raw)
    urls = []
    for url in document.getElementsByTagName("url"):
        loc = text_of(url, "loc")
        if loc:
            urls.append({"loc": loc, "lastmod": text_of(url, "lastmod"), "priority": text_of(url, "priority")})
    return urls


async def upload(request: web.Request) -> web.Response:
    site = request.match_info["site"]
    raw = await request.content.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_BYTES, actual_size=len(raw))
    urls = parse_sitemap(raw)
    SITEMAPS[site] = urls
    return web.json_response({"site": site, "urls": len(urls)}, status=201)


async def summary(request: web.Request) -> web.Response:
    site = request.match_info["site"]
    urls = SITEMAPS.get(site)
    if urls is None:
        raise web.HTTPNotFound()
    hosts = sorted({urlparse(u["loc"]).hostname or "" for u in urls})
    return web.json_response({"site": site, "urls": len(urls), "hosts": hosts})


async def listing(request: web.Request) -> web.Response:
    return web.json_response(sorted(SITEMAPS))


def create_app() -> web.Application:
    app = web.Application(client_max_size=MAX_BYTES + 1024)
    app.router.add_get("/sitemaps", listing)
    app.router.add_post("/sitemaps/{site}", upload)
    app.router.add_get("/sitemaps/{site}", summary)
    return app
