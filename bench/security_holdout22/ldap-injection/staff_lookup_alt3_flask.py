import os

import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)
LDAP_URI = "ldap://ldap.corp.example:389"
BASE_DN = "ou=staff,dc=corp,dc=example"


def connect():
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    return conn


@app.route("/staff/lookup")
def staff_lookup():
    uid = request.args.get("uid", "")
    conn = connect()
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(uid=%s))" % uid, ["cn", "mail"])
    return jsonify([dn for dn, _ in results])
