from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

SVG_NS = "{http://www.w3.org/2000/svg}"
PARSER = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, huge_tree=False)


async def svg_metadata(request: Request) -> JSONResponse:
    form = await request.form()
    upload = form["file"]
    data = await upload.read()
    root = etree.fromstring(data, parser=PARSER)
    return JSONResponse({
        "title": root.findtext(f"{SVG_NS}title"),
        "width": root.get("width"),
        "height": root.get("height"),
        "viewBox": root.get("viewBox"),
    })


app = Starlette(routes=[Route("/assets/svg/metadata", svg_metadata, methods=["POST"])])
