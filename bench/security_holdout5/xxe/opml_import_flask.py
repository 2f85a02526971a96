import defusedxml.ElementTree as DefusedET
from defusedxml import DefusedXmlException
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
MAX_BYTES = 2 * 1024 * 1024


@app.post("/subscriptions/import")
def import_opml():
    upload = request.files.get("opml")
    if upload is None:
        abort(400, "opml file is required")
    data = upload.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        abort(413)
    try:
        root = DefusedET.fromstring(data)
    except (DefusedXmlException, DefusedET.ParseError):
        abort(400, "invalid OPML document")
    feeds = [
        {"title": o.get("title") or o.get("text"), "url": o.get("xmlUrl")}
        for o in root.iter("outline")
        if o.get("xmlUrl")
    ]
    return jsonify({"feeds": feeds})
