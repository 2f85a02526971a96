import ldap
from flask import Flask, request, jsonify

app = Flask(__name__)
LDAP_URI = "ldap://directory.internal:389"
BASE_DN = "ou=people,dc=example,dc=com"


def directory():
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s()
    return conn


@app.route("/directory/user")
def user_lookup():
    username = request.args.get("uid", "")
    attrs = ["cn", "mail", "telephoneNumber"]
    search_filter = "(&(objectClass=inetOrgPerson)(uid=" + username + "))"
    conn = directory()
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, attrs)
    people = [{k: [v.decode() for v in vals] for k, vals in entry.items()} for _, entry in results]
    return jsonify(people)
