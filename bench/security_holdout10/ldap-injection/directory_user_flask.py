from flask import Flask, request, jsonify
from ldap3 import Server, Connection, SUBTREE

app = Flask(__name__)
LDAP_URL = "ldap://ldap.internal:389"
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/directory/user")
def lookup():
    uid = request.args.get("uid", "")
    search_filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))"
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail"])
    entries = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return jsonify(entries)
