from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
PARSER = etree.XMLParser(resolve_entities=True, no_network=False)


@app.post("/invoices/import")
def import_invoice():
    root = etree.fromstring(request.get_data(), PARSER)
    lines = [
        {"sku": line.findtext("sku"), "qty": int(line.findtext("qty") or 0)}
        for line in root.iterfind("line")
    ]
    return jsonify({"number": root.findtext("number"), "lines": lines})
