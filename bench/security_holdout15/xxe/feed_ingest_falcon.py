from datetime import datetime

import falcon
from lxml import etree

NS = {"atom": "http://www.w3.org/2005/Atom"}
FEEDS = {}


class FeedParser:
    def __init__(self):
        self.parser = etree.XMLParser(
            load_dtd=True,
            resolve_entities=True,
            no_network=False,
            remove_blank_text=True,
        )

    def parse(self, raw: bytes):
        document = etree.fromstring(raw, parser=self.parser)
        entries = []
        for entry in document.iterfind("atom:entry", NS):
            entries.append(
                {
                    "id": entry.findtext("atom:id", namespaces=NS),
                    "title": entry.findtext("atom:title", namespaces=NS),
                    "updated": entry.findtext("atom:updated", namespaces=NS),
                }
            )
        return document.findtext("atom:title", namespaces=NS), entries


class FeedCollection:
    def __init__(self, parser: FeedParser):
        self.parser = parser

    def on_get(self, req, resp):
        resp.media = [{"name": n, "entries": len(f["entries"])} for n, f in FEEDS.items()]

    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        title, entries = self.parser.parse(raw)
        name = req.get_param("name") or (title or "feed").lower().replace(" ", "-")
        FEEDS[name] = {"title": title, "entries": entries, "received": datetime.utcnow().isoformat()}
        resp.status = falcon.HTTP_201
        resp.media = {"name": name, "entries": len(entries)}


class FeedItem:
    def on_get(self, req, resp, name):
        feed = FEEDS.get(name)
        if feed is None:
            raise falcon.HTTPNotFound()
        resp.media = feed


app = falcon.App()
parser = FeedParser()
app.add_route("/feeds", FeedCollection(parser))
app.add_route("/feeds/{name}", FeedItem())
