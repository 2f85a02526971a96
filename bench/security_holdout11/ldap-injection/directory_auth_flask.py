import logging
import os

import ldap
from flask import Flask, jsonify, request, session
from ldap.dn import escape_dn_chars
from ldap.filter import filter_format

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
log = logging.getLogger("ldap-auth")

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://ldap.example.com")
PEOPLE_BASE = "ou=people,dc=example,dc=com"
GROUP_BASE = "ou=groups,dc=example,dc=com"


def service_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s(os.environ["LDAP_SVC_DN"], os.environ["LDAP_SVC_PASSWORD"])
    return conn


def user_groups(conn, username):
    member_dn = "uid=%s,%s" % (escape_dn_chars(username), PEOPLE_BASE)
    flt = filter_format("(&(objectClass=groupOfNames)(member=%s))", [member_dn])
    entries = conn.search_s(GROUP_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn"])
    return [attrs["cn"][0].decode() for _, attrs in entries]


def authenticate(username, password):
    if not username or not password:
        return None
    conn = service_connection()
    try:
        flt = filter_format("(&(objectClass=posixAccount)(uid=%s))", [username])
        found = conn.search_s(PEOPLE_BASE, ldap.SCOPE_ONELEVEL, flt, ["uid"])
        if len(found) != 1:
            return None
        user_dn = found[0][0]
        user_conn = ldap.initialize(LDAP_URI)
        try:
            user_conn.simple_bind_s(user_dn, password)
        except ldap.INVALID_CREDENTIALS:
            return None
        finally:
            user_conn.unbind_s()
        return {"dn": user_dn, "groups": user_groups(conn, username)}
    finally:
        conn.unbind_s()


@app.route("/login", methods=["POST"])
def login():
    info = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if info is None:
        log.info("ldap login failed")
        return jsonify(error="invalid credentials"), 401
    session["dn"] = info["dn"]
    return jsonify(groups=info["groups"])


@app.route("/logout", methods=["POST"])
def logout():
    session.clear()
    return jsonify(ok=True)
