from email.utils import parsedate_to_datetime

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024

FEED_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
FEEDS = {}


class FeedDocument:
    def __init__(self, raw: bytes):
        self.root = etree.fromstring(raw, parser=FEED_PARSER)

    @property
    def title(self):
        return self.root.findtext("channel/title", default="untitled")

    def items(self):
        for node in self.root.iterfind("channel/item"):
            yield {
                "title": node.findtext("title", ""),
                "link": node.findtext("link", ""),
                "published": _parse_date(node.findtext("pubDate")),
            }


@app.post("/feeds/<slug>")
def upload_feed(slug):
    try:
        doc = FeedDocument(request.get_data())
    except etree.XMLSyntaxError:
        abort(400, description="invalid feed")
    FEEDS[slug] = {"title": doc.title, "items": list(doc.items())}
    return jsonify({"slug": slug, "title": doc.title, "count": len(FEEDS[slug]["items"])}), 201


@app.get("/feeds/<slug>")
def show_feed(slug):
    feed = FEEDS.get(slug) or abort(404)
    return jsonify(feed)


@app.get("/feeds")
def list_feeds():
    return jsonify({slug: f["title"] for slug, f in FEEDS.items()})


def _parse_date(value):
    if not value:
        return None
    try:
        return parsedate_to_datetime(value).isoformat()
    except (TypeError, ValueError):
        return None
