from xml.dom import pulldom
from xml.sax import make_parser
from xml.sax.handler import feature_external_ges

from aiohttp import web


async def ingest_events(request: web.Request) -> web.Response:
    raw = await request.text()
    sax = make_parser()
    sax.setFeature(feature_external_ges, True)
    events = pulldom.parseString(raw, parser=sax)
    names = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "event":
            events.expandNode(node)
            names.append(node.getAttribute("name") or node.toxml())
    return web.json_response({"events": names})


app = web.Application()
app.router.add_post("/events/ingest", ingest_events)
