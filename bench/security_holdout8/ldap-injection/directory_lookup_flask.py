from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.example.com"
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/directory/lookup")
def lookup():
    username = request.args.get("user", "")
    attrs = ["cn", "mail", "telephoneNumber"]
    if request.args.get("with_manager") == "1":
        attrs.append("manager")
    search_filter = "(&(objectClass=inetOrgPerson)(uid=" + username + "))"
    server = Server(LDAP_URL, get_info=ALL)
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=attrs)
        entries = [entry.entry_attributes_as_dict for entry in conn.entries]
    return jsonify(entries)
