from lxml import etree
from sanic import Sanic
from sanic.response import json

app = Sanic("svg_check")
PLACEHOLDER = b"<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/>"


@app.post("/icons/preview")
async def preview_icon(request):
    sources = [request.body, PLACEHOLDER]
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.fromstring(sources[1], parser)
    return json({"tag": etree.QName(root).localname, "width": root.get("width")})
