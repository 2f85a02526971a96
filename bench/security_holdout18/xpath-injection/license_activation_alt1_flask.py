from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
LICENSES = etree.parse("data/licenses.xml")


@app.post("/activate")
def activate():
    key = request.form.get("key", "").strip()
    host = request.form.get("hostname", "unknown")
    expr = "//license[@key='%s' and @revoked='false']" % key
    matches = LICENSES.xpath(expr)
    if not matches:
        abort(403)
    lic = matches[0]
    return jsonify(product=lic.get("product"), seats=int(lic.get("seats", "1")), host=host)
