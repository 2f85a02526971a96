import ldap
from flask import Flask, request, jsonify

app = Flask(__name__)

LDAP_CONFIG = {"uri": "ldap://directory.internal:389", "base": "ou=staff,dc=corp,dc=example"}


@app.route("/staff/lookup")
def staff_lookup():
    uid = request.args.get("uid", "").strip()
    search_filter = "(&(objectClass=inetOrgPerson)(uid=%s))" % uid
    conn = ldap.initialize(LDAP_CONFIG["uri"])
    try:
        conn.simple_bind_s()
        results = conn.search_s(LDAP_CONFIG["base"], ldap.SCOPE_SUBTREE, search_filter, ["cn", "mail"])
    finally:
        conn.unbind_s()
    return jsonify([dn for dn, _ in results])
