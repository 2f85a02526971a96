from flask import Flask, jsonify, request
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=staff,dc=corp,dc=example,dc=com"


@app.route("/staff/search")
def staff_search():
    name = request.args.get("name", "")
    location = request.args.get("location", "")
    parts = [f"(cn=*{escape_filter_chars(name)}*)"]
    if location:
        parts.append(f"(l={escape_filter_chars(location)})")
    search_filter = "(&(objectClass=person)" + "".join(parts) + ")"
    with Connection(Server(LDAP_URL), auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail", "title"])
        results = [e.entry_attributes_as_dict for e in conn.entries]
    return jsonify(results)
