import os

import ldap
from flask import Flask, jsonify, request
from ldap.filter import escape_filter_chars

app = Flask(__name__)


@app.route("/mail/alias")
def mail_alias():
    alias = request.args.get("alias", "")
    conn = ldap.initialize(os.environ.get("LDAP_URI", "ldap://localhost"))
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    wanted = escape_filter_chars(alias)
    results = conn.search_s("ou=mail,dc=example,dc=com", ldap.SCOPE_SUBTREE, "(mailAlternateAddress=%s)" % wanted, ["mail"])
    return jsonify([dn for dn, _ in results])
