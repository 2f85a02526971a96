from flask import Flask, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = "ldaps://ldap.example.com"
GROUPS_DN = "ou=groups,dc=example,dc=com"


@app.route("/directory/groups/members")
def group_members():
    group = request.args.get("group", "")
    search_filter = f"(&(objectClass=groupOfNames)(cn={escape_filter_chars(group)}))"
    with Connection(Server(LDAP_URL), auto_bind=True) as conn:
        conn.search(GROUPS_DN, search_filter, attributes=["member"])
        members = [str(m) for e in conn.entries for m in e.member.values]
    return jsonify({"group": group, "members": members})
