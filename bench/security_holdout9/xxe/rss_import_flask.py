from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.route("/feeds/import", methods=["POST"])
def import_feed():
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    root = etree.fromstring(request.get_data(), parser)
    entries = []
    for item in root.iter("item"):
        entries.append({"title": item.findtext("title"), "link": item.findtext("link")})
    return jsonify(imported=len(entries), entries=entries)
