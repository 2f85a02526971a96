from defusedxml import ElementTree as DefusedET
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/feeds/ingest", methods=["POST"])
def ingest_feed():
    raw = request.get_data()
    doc = DefusedET.fromstring(raw)
    entries = []
    for item in doc.findall("./channel/item"):
        entries.append({"title": item.findtext("title"), "link": item.findtext("link")})
    return jsonify(count=len(entries), entries=entries[:20])
