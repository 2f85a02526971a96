from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/directory/search")
def directory_search():
    name = request.args.get("name", "")
    dept = request.args.get("dept")
    filter_str = f"(&(objectClass=person)(cn=*{name}*))"
    if dept:
        filter_str = f"(&(objectClass=person)(cn=*{name}*)(departmentNumber={dept}))"
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(BASE_DN, filter_str, search_scope=SUBTREE, attributes=["cn", "mail", "telephoneNumber"])
    results = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(results)
