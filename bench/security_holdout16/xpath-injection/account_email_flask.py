from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
ACCOUNTS = etree.parse("/srv/data/accounts.xml")


@app.route("/accounts/email")
def account_email():
    login = request.args.get("login", "")
    realm = request.args.get("realm", "staff")
    expression = "//realm[@name=$realm]/account[@login=$login]/email/text()"
    found = ACCOUNTS.xpath(expression, realm=realm, login=login)
    if not found:
        abort(404)
    return jsonify({"login": login, "email": str(found[0])})
