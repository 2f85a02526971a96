from lxml import etree
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

GPX_NS = {"g": "http://www.topografix.com/GPX/1/1"}
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


async def upload_track(request: Request):
    body = await request.body()
    try:
        root = etree.fromstring(body, parser=PARSER)
    except etree.XMLSyntaxError:
        return JSONResponse({"error": "not a GPX document"}, status_code=400)
    points = root.xpath("//g:trkpt", namespaces=GPX_NS)
    name = root.findtext("g:metadata/g:name", namespaces=GPX_NS)
    return JSONResponse({"points": len(points), "name": name})


app = Starlette(routes=[Route("/tracks", upload_track, methods=["POST"])])
