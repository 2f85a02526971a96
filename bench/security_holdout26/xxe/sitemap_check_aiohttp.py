import functools

from aiohttp import web
from lxml import etree

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
STRICT_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True, huge_tree=False)
parse_document = functools.partial(etree.fromstring, parser=STRICT_PARSER)


def summarise(root):
    locations = [loc.text or "" for loc in root.iterfind("sm:url/sm:loc", SITEMAP_NS)]
    modified = [lm.text or "" for lm in root.iterfind("sm:url/sm:lastmod", SITEMAP_NS)]
    return {"url_count": len(locations), "locations": locations[:50], "last_modified": modified[:50]}


async def check_sitemap(request: web.Request) -> web.Response:
    body = await request.read()
    try:
        root = parse_document(body)
    except etree.XMLSyntaxError as exc:
        raise web.HTTPBadRequest(text=str(exc))
    return web.json_response(summarise(root))


def create_app() -> web.Application:
    app = web.Application(client_max_size=2 * 1024 * 1024)
    app.router.add_post("/sitemaps/check", check_sitemap)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8080)
