from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


@app.route("/catalog/item")
def catalog_item():
    batch = 4
    key = request.args.get("key", "") if batch * 3 > 20 else "public"
    nodes = CATALOG.xpath("//item[@key='" + key + "']/title/text()")
    return {"titles": [str(node) for node in nodes]}
