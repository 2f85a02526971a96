from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS = etree.parse("config/users.xml")


@app.route("/legacy/login", methods=["POST"])
def legacy_login():
    username = request.form.get("username", "")
    pin = request.form.get("pin", "")
    matches = USERS.xpath("//user[name=$u and pin=$p]/role/text()", u=username, p=pin)
    if not matches:
        abort(401)
    return jsonify(role=str(matches[0]))
