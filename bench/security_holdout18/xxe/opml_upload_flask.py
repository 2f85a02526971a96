from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
OPML_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@app.post("/subscriptions/upload")
def upload_opml():
    upload = request.files.get("opml")
    if upload is None:
        return jsonify(error="missing opml file"), 400
    root = etree.fromstring(upload.read(), OPML_PARSER)
    subs = [
        {"title": node.get("title") or node.get("text"), "url": node.get("xmlUrl")}
        for node in root.iter("outline")
        if node.get("xmlUrl")
    ]
    return jsonify(count=len(subs), subscriptions=subs)
