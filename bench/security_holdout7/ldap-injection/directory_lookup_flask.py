from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server, SUBTREE

app = Flask(__name__)
LDAP_URL = "ldap://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/directory/lookup")
def directory_lookup():
    username = request.args.get("user", "")
    department = request.args.get("dept")
    search_filter = f"(uid={username})"
    if department:
        search_filter = f"(&{search_filter}(departmentNumber={department}))"
    conn = Connection(Server(LDAP_URL, get_info=ALL), auto_bind=True)
    conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    entries = [e.entry_attributes_as_dict for e in conn.entries]
    conn.unbind()
    return jsonify(entries)
