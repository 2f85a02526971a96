import logging
import os
import threading

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
log = logging.getLogger("xmlstore")

STORE_PATH = os.environ.get("XML_STORE", "/srv/data/members.xml")
_lock = threading.Lock()

FIND_MEMBER = etree.XPath("/members/member[@handle = $handle]")
MEMBERS_BY_TEAM = etree.XPath("/members/member[team = $team]/@handle")


class MemberStore:
    def __init__(self, path):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        with _lock:
            if self._tree is None:
                parser = etree.XMLParser(resolve_entities=False, no_network=True)
                self._tree = etree.parse(self.path, parser)
            return self._tree

    def member(self, handle):
        found = FIND_MEMBER(self.tree, handle=handle)
        return found[0] if found else None

    def team(self, team):
        return [str(h) for h in MEMBERS_BY_TEAM(self.tree, team=team)]


store = MemberStore(STORE_PATH)


def member_to_dict(node):
    return {
        "handle": node.get("handle"),
        "name": node.findtext("name"),
        "team": node.findtext("team"),
    }


@app.route("/members/<handle>")
def get_member(handle):
    node = store.member(handle)
    if node is None:
        abort(404)
    return jsonify(member_to_dict(node))


@app.route("/teams")
def team_members():
    team = request.args.get("name", "")
    log.debug("team listing requested")
    return jsonify(members=store.team(team))
