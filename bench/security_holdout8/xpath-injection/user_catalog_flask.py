from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS_XML = "data/users.xml"


@app.route("/users/login", methods=["POST"])
def xml_login():
    username = request.form.get("username", "")
    pin = request.form.get("pin", "")
    if not username or not pin:
        return jsonify(authenticated=False), 400
    doc = etree.parse(USERS_XML)
    expression = "//user[name/text()='" + username + "' and pin/text()='" + pin + "']"
    matches = doc.xpath(expression)
    if not matches:
        return jsonify(authenticated=False), 401
    user = matches[0]
    return jsonify(authenticated=True, role=user.findtext("role"))
