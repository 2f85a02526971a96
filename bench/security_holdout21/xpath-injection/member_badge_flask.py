from flask import Flask, request, jsonify
from lxml import etree

app = Flask(__name__)

MEMBERS_XML = "data/members.xml"


@app.route("/members/badge", methods=["POST"])
def member_badge():
    login = request.form.get("login", "").strip()
    tree = etree.parse(MEMBERS_XML)
    badges = tree.xpath("//member[login=$login]/badge/text()", login=login)
    return jsonify({"badges": [str(b) for b in badges]})
