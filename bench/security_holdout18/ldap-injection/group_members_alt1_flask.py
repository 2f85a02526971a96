import ldap
from flask import Flask, abort, jsonify, request
from ldap.filter import filter_format

app = Flask(__name__)
GROUPS_BASE = "ou=groups,dc=corp,dc=example"


@app.route("/groups/members")
def group_members():
    group = request.args.get("cn", "").strip()
    if not group:
        abort(400)
    conn = ldap.initialize("ldaps://ldap.corp.example")
    conn.simple_bind_s("cn=svc-reader,ou=services,dc=corp,dc=example", "r34d0nly")
    flt = filter_format("(&(objectClass=groupOfNames)(cn=%s))", [group])
    results = conn.search_s(GROUPS_BASE, ldap.SCOPE_ONELEVEL, flt, ["member"])
    conn.unbind_s()
    members = [m.decode() for _, attrs in results for m in attrs.get("member", [])]
    return jsonify(group=group, members=members)
