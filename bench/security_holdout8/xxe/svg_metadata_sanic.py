from xml.parsers.expat import ExpatError

from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString
from sanic import Sanic
from sanic.response import json

app = Sanic("svgmeta")


@app.post("/svg/metadata")
async def svg_metadata(request):
    data = request.body
    if not data:
        return json({"error": "empty upload"}, status=400)
    try:
        doc = parseString(data)
    except (DefusedXmlException, ExpatError) as exc:
        return json({"error": str(exc)}, status=400)
    svg = doc.documentElement
    if svg.tagName != "svg":
        return json({"error": "not an svg document"}, status=415)
    titles = svg.getElementsByTagName("title")
    title = titles[0].firstChild.data if titles and titles[0].firstChild else None
    return json(
        {
            "width": svg.getAttribute("width") or None,
            "height": svg.getAttribute("height") or None,
            "viewBox": svg.getAttribute("viewBox") or None,
            "title": title,
        }
    )
