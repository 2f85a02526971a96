from aiohttp import web
from lxml import etree

SVG_NS = "{http://www.w3.org/2000/svg}"


def make_parser() -> etree.XMLParser:
    return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


async def svg_metadata(request: web.Request) -> web.Response:
    body = await request.read()
    root = etree.fromstring(body, make_parser())
    title = root.findtext(f"{SVG_NS}title")
    return web.json_response({"width": root.get("width"), "height": root.get("height"), "title": title})


app = web.Application()
app.router.add_post("/svg/metadata", svg_metadata)
