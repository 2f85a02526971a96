from functools import lru_cache

from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
ROSTER_FILE = "data/roster.xml"


@lru_cache(maxsize=1)
def load_roster():
    return etree.parse(ROSTER_FILE)


@app.route("/teams/members")
def team_members():
    team = request.args.get("team", "platform")
    location = request.args.get("location", "")
    query = "//employee[team=$team and ($location = '' or location=$location)]/name/text()"
    names = load_roster().xpath(query, team=team, location=location)
    return jsonify({"team": team, "members": [str(n) for n in names]})
