from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/staff/search")
def staff_search():
    raw_name = request.args.get("name", "")
    dept = request.args.get("dept")
    name = escape_filter_chars(raw_name)
    filter_str = f"(&(objectClass=person)(cn=*{name}*))"
    if dept:
        filter_str = f"(&(objectClass=person)(cn=*{name}*)(departmentNumber={escape_filter_chars(dept)}))"
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(BASE_DN, filter_str, search_scope=SUBTREE, attributes=["cn", "mail"])
    results = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(results)
