from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("data/catalog.xml")


class TitleSearch:
    def __init__(self, title):
        self.title = title

    @property
    def expression(self):
        return "//book[title='%s']/@isbn" % self.title


@app.route("/catalog/isbn")
def isbn_for_title():
    search = TitleSearch(request.args.get("title", ""))
    found = CATALOG.xpath(search.expression)
    return jsonify(isbns=[str(value) for value in found])
