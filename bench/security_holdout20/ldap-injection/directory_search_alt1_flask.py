import os

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=org"


@app.route("/directory/search")
def directory_search():
    term = request.args.get("q", "")
    clauses = ""
    for attr in ("uid", "mail", "cn"):
        clauses += "(" + attr + "=" + term + ")"
    search_filter = "(&(objectClass=inetOrgPerson)(|" + clauses + "))"
    conn = ldap.initialize(os.environ["LDAP_URL"])
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["cn", "mail"])
    return jsonify([dn for dn, _ in results])
