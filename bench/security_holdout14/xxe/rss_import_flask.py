from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def feed_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@app.post("/feeds/import")
def import_feed():
    raw = request.get_data()
    if not raw.lstrip().startswith(b"<"):
        return jsonify(error="expected XML"), 400
    root = etree.fromstring(raw, parser=feed_parser())
    items = [{"title": i.findtext("title"), "link": i.findtext("link")} for i in root.iter("item")]
    return jsonify(count=len(items), items=items[:20])
