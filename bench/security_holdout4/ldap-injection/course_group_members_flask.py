import os

from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
GROUPS_BASE = "ou=course-groups,dc=campus,dc=example"


def campus_ldap():
    server = Server(os.environ["CAMPUS_LDAP_URL"], use_ssl=True)
    return Connection(server, os.environ["CAMPUS_LDAP_DN"], os.environ["CAMPUS_LDAP_PW"], auto_bind=True)


@app.get("/groups/members")
def group_members():
    group = request.args.get("group", "")
    group_filter = "(&(objectClass=groupOfNames)(cn={}))".format(escape_filter_chars(group))
    conn = campus_ldap()
    conn.search(GROUPS_BASE, group_filter, attributes=["member", "description"])
    if not conn.entries:
        return jsonify({"error": "no such group"}), 404
    entry = conn.entries[0]
    return jsonify({"group": group, "description": str(entry.description), "members": list(entry.member.values)})
