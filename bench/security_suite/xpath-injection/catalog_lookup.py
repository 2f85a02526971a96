from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/data/catalog.xml")


@app.route("/catalog/price")
def price_lookup():
    sku = request.args.get("sku", "")
    nodes = CATALOG.xpath(f"//product[@sku='{sku}']/price/text()")
    return {"price": nodes[0] if nodes else None}
