from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)

USERS_XML = "data/users.xml"


@app.route("/users/email")
def user_email():
    name = request.args.get("name", "")
    name = name.replace("+", " ").strip()
    tree = etree.parse(USERS_XML)
    expression = "//user[name='%s']/email/text()" % name
    emails = tree.xpath(expression)
    return jsonify({"emails": [str(e) for e in emails]})
