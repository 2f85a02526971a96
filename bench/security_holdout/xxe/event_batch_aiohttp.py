from xml.dom import pulldom

from aiohttp import web
from defusedxml.pulldom import parseString


async def ingest_batch(request: web.Request) -> web.Response:
    raw = await request.text()
    events = parseString(raw)
    names = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "event":
            events.expandNode(node)
            names.append(node.getAttribute("name") or node.toxml())
    return web.json_response({"events": names})


app = web.Application()
app.router.add_post("/events/batch", ingest_batch)
