import ldap
import ldap3
from flask import Flask, request
from ldap.filter import escape_filter_chars
from ldap3.utils.conv import escape_filter_chars as ldap3_escape

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/lookup")
def lookup():
    uid = request.args["uid"]
    conn = ldap.initialize("ldap://ldap.example.com")
    # ruleid: python-ldap-injection-taint
    result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    return {"n": len(result)}


@app.route("/lookup/safe")
def lookup_safe():
    uid = escape_filter_chars(request.args["uid"])
    conn = ldap.initialize("ldap://ldap.example.com")
    # ok: python-ldap-injection-taint
    result = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(uid={uid})")
    return {"n": len(result)}


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"]
    server = ldap3.Server("ldap.example.com")
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ruleid: python-ldap-injection-taint
        conn.search(BASE_DN, f"(&(objectClass=person)(cn={user}))", attributes=["mail"])
        return {"found": bool(conn.entries)}


@app.route("/login/safe", methods=["POST"])
def login_safe():
    user = ldap3_escape(request.form["user"])
    server = ldap3.Server("ldap.example.com")
    with ldap3.Connection(server, auto_bind=True) as conn:
        # ok: python-ldap-injection-taint
        conn.search(BASE_DN, f"(&(objectClass=person)(cn={user}))", attributes=["mail"])
        return {"found": bool(conn.entries)}


@app.route("/grep")
def not_ldap():
    import re

    # ok: python-ldap-injection-taint
    return {"m": bool(re.search(request.args["p"], "text"))}
