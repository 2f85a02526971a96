from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


@app.post("/feeds/import")
def import_opml():
    upload = request.files.get("file")
    if upload is None:
        return jsonify(error="no file"), 400
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, remove_blank_text=True)
    root = etree.fromstring(upload.read(), parser)
    feeds = []
    for outline in root.iter("outline"):
        feeds.append({
            "title": outline.get("title") or outline.get("text"),
            "url": outline.get("xmlUrl"),
        })
    return jsonify(title=root.findtext("head/title"), feeds=feeds)
