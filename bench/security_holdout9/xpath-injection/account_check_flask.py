from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS_DOC = etree.parse("/etc/app/users.xml")


@app.route("/accounts/check", methods=["POST"])
def check_account():
    name = request.form.get("name", "")
    pin = request.form.get("pin", "")
    expr = "//account[@name='" + name + "' and pin/text()='" + pin + "']"
    matches = USERS_DOC.xpath(expr)
    if not matches:
        return jsonify(valid=False), 401
    return jsonify(valid=True, tier=matches[0].get("tier"))
