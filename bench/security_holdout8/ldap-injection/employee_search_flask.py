from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.example.com"
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/employees/search")
def employee_search():
    name = request.args.get("name", "")
    dept = request.args.get("dept")
    if len(name) < 2:
        return jsonify(error="name too short"), 400
    parts = ["(objectClass=person)", "(cn=*%s*)" % escape_filter_chars(name)]
    if dept:
        parts.append("(departmentNumber=%s)" % escape_filter_chars(dept))
    search_filter = "(&" + "".join(parts) + ")"
    with Connection(Server(LDAP_URL), auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=["cn", "mail", "departmentNumber"], size_limit=50)
        results = [entry.entry_attributes_as_dict for entry in conn.entries]
    return jsonify(results)
