from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
server = Server("ldap://ldap.internal", get_info=ALL)
BASE_DN = "ou=people,dc=example,dc=com"


def build_filter(uid, dept=None):
    parts = ["(objectClass=inetOrgPerson)", "(uid=%s)" % uid]
    if dept:
        parts.append("(departmentNumber=%s)" % dept)
    return "(&" + "".join(parts) + ")"


@app.route("/directory/user")
def lookup_user():
    uid = request.args.get("uid", "")
    search_filter = build_filter(uid, request.args.get("dept"))
    conn = Connection(server, auto_bind=True)
    conn.search(BASE_DN, search_filter, attributes=["cn", "mail", "telephoneNumber"])
    return jsonify([e.entry_attributes_as_dict for e in conn.entries])
