import re
from dataclasses import dataclass
from typing import List

from flask import Flask, jsonify, request
from lxml import etree

POLICY_FILE = "/etc/app/policy.xml"
ROLE_RE = re.compile(r"[a-z][a-z_]{0,31}")
ACTION_RE = re.compile(r"[a-z]+(?:\.[a-z]+){0,3}")

app = Flask(__name__)


class InvalidQuery(ValueError):
    pass


@dataclass(frozen=True)
class PermissionQuery:
    role: str
    action: str


def build_query(args) -> PermissionQuery:
    role = args.get("role", "")
    action = args.get("action", "")
    if not ROLE_RE.fullmatch(role):
        raise InvalidQuery("role must be lowercase letters and underscores")
    if not ACTION_RE.fullmatch(action):
        raise InvalidQuery("action must look like resource.verb")
    return PermissionQuery(role=role, action=action)


class PolicyStore:
    def __init__(self, path: str):
        self.root = etree.parse(path).getroot()

    def grants(self, q: PermissionQuery) -> List[str]:
        expr = (
            f"/policy/role[@name='{q.role}']"
            f"/allow[@action='{q.action}' or @action='*']/@scope"
        )
        return [str(s) for s in self.root.xpath(expr)]


store = PolicyStore(POLICY_FILE)


@app.route("/permissions/check")
def permission_check():
    try:
        query = build_query(request.args)
    except InvalidQuery as exc:
        return jsonify({"error": str(exc)}), 400
    scopes = store.grants(query)
    return jsonify({
        "role": query.role,
        "action": query.action,
        "allowed": bool(scopes),
        "scopes": scopes,
    })
