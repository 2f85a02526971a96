from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)


class FeedImporter:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)

    def parse(self, payload):
        return etree.fromstring(payload, self.parser)

    def items(self, payload):
        root = self.parse(payload)
        for item in root.iter("item"):
            yield {
                "title": item.findtext("title", default=""),
                "link": item.findtext("link", default=""),
                "summary": item.findtext("description", default=""),
            }


importer = FeedImporter()


@app.post("/feeds/import")
def import_feed():
    payload = request.get_data()
    if not payload:
        abort(400)
    try:
        entries = list(importer.items(payload))
    except etree.XMLSyntaxError:
        abort(400)
    return jsonify({"count": len(entries), "entries": entries})
