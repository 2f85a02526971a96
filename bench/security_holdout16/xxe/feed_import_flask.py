from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(no_network=True, remove_comments=True, resolve_entities=True, huge_tree=False)


def extract_items(root):
    return [
        {"title": item.findtext("title", ""), "link": item.findtext("link", "")}
        for item in root.iter("item")
    ]


@app.route("/feeds/import", methods=["POST"])
def import_feed():
    payload = request.get_data()
    if not payload.lstrip().startswith(b"<?xml") and not payload.lstrip().startswith(b"<rss"):
        return jsonify({"error": "not an RSS document"}), 415
    root = etree.fromstring(payload, PARSER)
    return jsonify({"items": extract_items(root)[:100]})
