from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
USERS_XML = etree.parse("data/users.xml")
FIELDS = {"email": "email", "phone": "phone", "team": "team"}


def find_contact(login, field):
    expression = "/users/user[login='" + login + "' and active='true']/" + FIELDS.get(field, "email") + "/text()"
    return USERS_XML.xpath(expression)


@app.get("/contacts")
def contacts():
    login = request.args.get("login", "")
    field = request.args.get("field", "email")
    values = [str(v) for v in find_contact(login, field)]
    return jsonify(login=login, values=values)
