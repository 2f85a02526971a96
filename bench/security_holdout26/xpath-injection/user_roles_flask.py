import re

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
ROLES = etree.parse("config/roles.xml")


@app.route("/roles", methods=["POST"])
def user_roles():
    payload = request.get_json(silent=True) or {}
    username = str(payload.get("username", ""))
    if not re.fullmatch(r"[A-Za-z0-9_]{1,32}", username):
        abort(400)
    roles = ROLES.xpath("/roles/user[@id='" + username + "']/role/text()")
    return jsonify({"roles": [str(r) for r in roles]})
