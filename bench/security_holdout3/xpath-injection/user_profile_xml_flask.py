from pathlib import Path

from flask import Flask, abort, jsonify
from lxml import etree

app = Flask(__name__)
USERS_XML = Path(__file__).parent / "data" / "users.xml"


def load_users():
    return etree.parse(str(USERS_XML))


@app.route("/profiles/<name>")
def profile(name):
    tree = load_users()
    emails = tree.xpath(f"//user[name='{name}']/email/text()")
    if not emails:
        abort(404)
    phone = tree.xpath(f"string(//user[name='{name}']/phone)")
    return jsonify({"name": name, "email": str(emails[0]), "phone": phone})
