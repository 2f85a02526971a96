from functools import lru_cache

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
MEMBERS_FILE = "members.xml"


@lru_cache(maxsize=1)
def members_tree():
    return etree.parse(MEMBERS_FILE)


@app.route("/members/profile")
def member_profile():
    username = request.args.get("username", "")
    nodes = members_tree().xpath(f"/members/member[username/text()='{username}']")
    if not nodes:
        abort(404)
    member = nodes[0]
    return jsonify({"username": username, "email": member.findtext("email"), "plan": member.findtext("plan")})
