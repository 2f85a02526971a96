from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/data/catalog.xml")


def quote_title(value):
    return value.strip().replace("'", "&apos;")


@app.route("/books/isbn")
def isbn_for_title():
    title = quote_title(request.args.get("title", ""))
    expr = f'//book[title="{title}" and @status="published"]/@isbn'
    isbns = CATALOG.xpath(expr)
    return jsonify({"isbns": [str(i) for i in isbns]})
