from functools import partial

from lxml import etree
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
sitemap_parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
parse_xml = partial(etree.fromstring, parser=sitemap_parser)


def sitemap_urls(body):
    root = parse_xml(body)
    return [loc.text for loc in root.iterfind("sm:url/sm:loc", SITEMAP_NS)]


async def check_sitemap(request):
    body = await request.body()
    urls = sitemap_urls(body)
    return JSONResponse({"count": len(urls), "sample": urls[:5]})


app = Starlette(routes=[Route("/sitemaps/check", check_sitemap, methods=["POST"])])
