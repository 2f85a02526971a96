import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)
LDAP_URI = "ldap://ldap.corp.example:389"
BASE_DN = "ou=people,dc=corp,dc=example"


@app.route("/directory/user")
def find_user():
    username = request.args.get("uid", "")
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s("cn=reader,dc=corp,dc=example", "reader-pass")
    search_filter = "(&(objectClass=person)(uid=%s))" % username
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["cn", "mail"])
    conn.unbind_s()
    users = [{"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()} for dn, attrs in results]
    return jsonify(users)
