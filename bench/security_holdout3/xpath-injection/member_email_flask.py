from pathlib import Path

from flask import Flask, abort, jsonify
from lxml import etree

app = Flask(__name__)
MEMBERS_XML = Path(__file__).parent / "data" / "members.xml"


def load_members():
    return etree.parse(str(MEMBERS_XML))


@app.route("/members/<name>")
def member(name):
    tree = load_members()
    emails = tree.xpath("//member[name=$name]/email/text()", name=name)
    if not emails:
        abort(404)
    phone = tree.xpath("string(//member[name=$name]/phone)", name=name)
    return jsonify({"name": name, "email": str(emails[0]), "phone": phone})
