from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
STAFF_DOC = etree.parse("/srv/phonebook/staff.xml")


@app.route("/phonebook/extension")
def extension():
    login = request.args.get("login", "")
    expr = "//employee[login='" + login + "' and @listed='yes']/extension/text()"
    values = STAFF_DOC.xpath(expr)
    if not values:
        abort(404)
    return jsonify({"login": login, "extension": str(values[0])})
