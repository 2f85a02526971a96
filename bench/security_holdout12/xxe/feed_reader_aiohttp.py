import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

from aiohttp import web

FEEDS = {}


class ItemCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []
        self._field = None
        self._current = {}

    def startElement(self, name, attrs):
        if name == "item":
            self._current = {}
        elif name in ("title", "link"):
            self._field = name
            self._current[name] = ""

    def characters(self, content):
        if self._field:
            self._current[self._field] += content

    def endElement(self, name):
        if name in ("title", "link"):
            self._field = None
        elif name == "item":
            self.items.append(self._current)


def parse_feed(raw: bytes):
    handler = ItemCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(raw))
    return handler.items


async def upload(request):
    name = request.match_info["name"]
    try:
        FEEDS[name] = parse_feed(await request.read())
    except xml.sax.SAXException:
        return web.json_response({"error": "invalid feed"}, status=400)
    return web.json_response({"name": name, "items": len(FEEDS[name])})


async def show(request):
    items = FEEDS.get(request.match_info["name"])
    if items is None:
        raise web.HTTPNotFound()
    return web.json_response(items)


async def index(request):
    return web.json_response(sorted(FEEDS))


app = web.Application()
app.add_routes([
    web.get("/feeds", index),
    web.get("/feeds/{name}", show),
    web.put("/feeds/{name}", upload),
])
