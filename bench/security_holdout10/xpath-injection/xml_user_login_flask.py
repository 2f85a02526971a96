from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)
USERS_XML = etree.parse("/srv/app/data/users.xml")


@app.route("/auth/xml", methods=["POST"])
def xml_login():
    username = request.form.get("username", "")
    token = request.form.get("token", "")
    expr = "//user[login/text()='%s' and apitoken/text()='%s']" % (username, token)
    matches = USERS_XML.xpath(expr)
    if not matches:
        return jsonify(ok=False), 401
    return jsonify(ok=True, role=matches[0].get("role"))
