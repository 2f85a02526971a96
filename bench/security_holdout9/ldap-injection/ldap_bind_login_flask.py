import ldap
import ldap.filter
from flask import Flask, jsonify, request

app = Flask(__name__)
BASE = "ou=people,dc=example,dc=org"


def find_dn(conn, email):
    flt = ldap.filter.filter_format("(&(objectClass=person)(mail=%s))", [email])
    hits = conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["dn"])
    return hits[0][0] if hits else None


@app.route("/ldap/login", methods=["POST"])
def ldap_login():
    email = request.form.get("email", "")
    password = request.form.get("password", "")
    conn = ldap.initialize("ldaps://ldap.example.org")
    conn.simple_bind_s("cn=search,dc=example,dc=org", app.config.get("LDAP_SEARCH_PW", ""))
    dn = find_dn(conn, email)
    if dn is None or not password:
        return jsonify(ok=False), 401
    try:
        ldap.initialize("ldaps://ldap.example.org").simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return jsonify(ok=False), 401
    return jsonify(ok=True)
