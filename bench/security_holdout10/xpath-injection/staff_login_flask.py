from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)
USERS_DOC = etree.parse("config/users.xml")


@app.post("/legacy/login")
def legacy_login():
    user = request.form.get("user", "")
    pin = request.form.get("pin", "")
    expr = "//account[login/text()='{0}' and pin/text()='{1}']".format(user, pin)
    matches = USERS_DOC.xpath(expr)
    if not matches:
        return jsonify({"ok": False}), 401
    return jsonify({"ok": True, "role": matches[0].get("role", "user")})
