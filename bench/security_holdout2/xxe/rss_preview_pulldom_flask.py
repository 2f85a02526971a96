import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


def _text(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return ""
    return found[0].firstChild.data


@app.post("/feeds/preview")
def preview_feed():
    sax_parser = xml.sax.make_parser()
    sax_parser.setFeature(feature_external_ges, True)
    events = pulldom.parseString(request.get_data(as_text=True), parser=sax_parser)
    items = []
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "item":
            events.expandNode(node)
            items.append({"title": _text(node, "title"), "link": _text(node, "link")})
            if len(items) >= 20:
                break
    return jsonify(items=items)
