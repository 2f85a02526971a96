from xml.etree.ElementTree import ParseError

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Flask, abort, jsonify, request

app = Flask(__name__)


class FeedImporter:
    def __init__(self):
        self.forbid_dtd = True

    def parse(self, payload):
        return DefusedET.fromstring(payload, forbid_dtd=self.forbid_dtd)

    def items(self, payload):
        root = self.parse(payload)
        for item in root.iter("item"):
            yield {
                "title": item.findtext("title", default=""),
                "link": item.findtext("link", default=""),
                "summary": item.findtext("description", default=""),
            }


importer = FeedImporter()


@app.post("/feeds/preview")
def preview_feed():
    payload = request.get_data()
    if not payload:
        abort(400)
    try:
        entries = list(importer.items(payload))
    except (ParseError, DefusedXmlException):
        abort(400)
    return jsonify({"count": len(entries), "entries": entries})
