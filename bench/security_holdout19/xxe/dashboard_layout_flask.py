from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
DEFAULT_LAYOUT = b"<layout><columns>3</columns><theme>light</theme></layout>"


@app.route("/dashboard/layout", methods=["POST"])
def apply_layout():
    sources = {"custom": request.get_data(), "builtin": DEFAULT_LAYOUT}
    key = "builtin"
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.fromstring(sources[key], parser)
    return jsonify(columns=int(root.findtext("columns")), theme=root.findtext("theme"))
