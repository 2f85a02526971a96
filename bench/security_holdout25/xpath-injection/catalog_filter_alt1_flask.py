from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


def build_query(category, in_stock):
    query = "//product[category='%s' and @visibility='public']" % category
    if in_stock:
        query += "[stock > 0]"
    return query + "/name/text()"


@app.route("/catalog", methods=["GET", "POST"])
def catalog():
    category = request.values.get("category", "books")
    in_stock = request.values.get("in_stock") == "1"
    names = CATALOG.xpath(build_query(category, in_stock))
    return jsonify(sorted(str(n) for n in names))
