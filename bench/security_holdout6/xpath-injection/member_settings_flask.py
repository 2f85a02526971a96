from functools import lru_cache

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
MEMBERS_FILE = "members.xml"


@lru_cache(maxsize=1)
def members_tree():
    return etree.parse(MEMBERS_FILE)


@app.route("/members/settings")
def member_settings():
    username = request.args.get("username", "")
    nodes = members_tree().xpath("/members/member[username/text()=$name]", name=username)
    if not nodes:
        abort(404)
    member = nodes[0]
    return jsonify({"username": username, "language": member.findtext("settings/language"), "timezone": member.findtext("settings/timezone")})
