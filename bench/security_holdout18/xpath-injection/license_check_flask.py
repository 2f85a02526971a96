from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
LICENSES = etree.parse("data/licenses.xml")
FIND_ACTIVE = etree.XPath("//license[@key=$key and @revoked='false']")


@app.post("/licenses/check")
def check_license():
    key = request.form.get("key", "").strip()
    product = request.form.get("product")
    matches = FIND_ACTIVE(LICENSES, key=key)
    if product:
        matches = [m for m in matches if m.get("product") == product]
    if not matches:
        abort(404)
    return jsonify(product=matches[0].get("product"), seats=int(matches[0].get("seats", "1")))
