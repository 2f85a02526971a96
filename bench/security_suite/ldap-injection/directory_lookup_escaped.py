import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/directory")
def directory_lookup():
    username = escape_filter_chars(request.args.get("user", ""))
    conn = ldap.initialize("ldap://ldap.example.com")
    conn.simple_bind_s("cn=reader,dc=example,dc=com", "reader-pass")
    search_filter = "(uid=" + username + ")"
    results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, search_filter, ["cn", "mail"])
    return {"entries": [dn for dn, _ in results]}
