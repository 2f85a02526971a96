from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS_DOC = etree.parse("data/users.xml")


def credential_query(user, pin):
    return "//account[username/text()='" + user + "' and pin/text()='" + pin + "']"


@app.route("/kiosk/login", methods=["POST"])
def kiosk_login():
    user = request.form.get("username", "")
    pin = request.form.get("pin", "")
    matches = USERS_DOC.xpath(credential_query(user, pin))
    if not matches:
        return jsonify(ok=False), 401
    return jsonify(ok=True, name=matches[0].findtext("displayName"))
