import logging
from datetime import datetime
from email.utils import parsedate_to_datetime

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
log = logging.getLogger("feeds")

MAX_FEED_BYTES = 2 * 1024 * 1024

HARDENED_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
    remove_comments=True,
)


class FeedItem:
    def __init__(self, title, link, published):
        self.title = title
        self.link = link
        self.published = published

    def to_json(self):
        return {
            "title": self.title,
            "link": self.link,
            "published": self.published.isoformat() if self.published else None,
        }


def _parse_date(value):
    if not value:
        return None
    try:
        return parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None


def parse_rss(payload):
    root = etree.fromstring(payload, HARDENED_PARSER)
    items = []
    for node in root.iterfind("./channel/item"):
        items.append(FeedItem(
            node.findtext("title", "").strip(),
            node.findtext("link", "").strip(),
            _parse_date(node.findtext("pubDate")),
        ))
    return items


@app.route("/feeds/preview", methods=["POST"])
def preview_feed():
    if request.content_length and request.content_length > MAX_FEED_BYTES:
        return jsonify(error="feed too large"), 413
    try:
        items = parse_rss(request.get_data())
    except etree.XMLSyntaxError as exc:
        log.info("rejected feed: %s", exc)
        return jsonify(error="invalid feed"), 400
    return jsonify(items=[i.to_json() for i in items], fetched=datetime.utcnow().isoformat())


@app.route("/feeds/limits")
def limits():
    return jsonify(max_bytes=MAX_FEED_BYTES)
