from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example"
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/directory/lookup")
def lookup():
    uid = request.args.get("uid", "")
    dept = request.args.get("dept", "*")
    search_filter = "(&(uid=%s)(departmentNumber=%s))" % (uid, dept)
    conn = Connection(Server(LDAP_URL), auto_bind=True)
    conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "mail"])
    return jsonify([e.entry_attributes_as_dict for e in conn.entries])
