from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("catalog.xml")


def product_query(name, category):
    predicate = "name='%s'" % name
    if category:
        predicate += " and @category='%s'" % category
    return "//product[%s]" % predicate


@app.route("/catalog/find")
def find_product():
    query = product_query(request.args.get("name", ""), request.args.get("category"))
    nodes = CATALOG.xpath(query)
    return jsonify([{"name": n.findtext("name"), "price": n.findtext("price")} for n in nodes])
