import re

import ldap
from flask import Flask, abort, jsonify

app = Flask(__name__)
app.config.update(
    LDAP_URI="ldap://dc1.example.local",
    LDAP_BASE="ou=users,dc=example,dc=local",
)

USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{2,31}")
ACCOUNT_DISABLED = 0x2


def open_directory():
    conn = ldap.initialize(app.config["LDAP_URI"])
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s()
    return conn


def decode_first(attrs, name, default=""):
    values = attrs.get(name) or [default.encode()]
    return values[0].decode("utf-8", "replace")


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.get("/directory/base")
def directory_base():
    return jsonify(base=app.config["LDAP_BASE"])


@app.get("/accounts/<username>/status")
def account_status(username):
    if not USERNAME_RE.fullmatch(username):
        abort(400)
    account_filter = "(sAMAccountName=%s)" % username
    attrs_wanted = ["userAccountControl", "displayName"]
    conn = open_directory()
    try:
        hits = conn.search_s(app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE, account_filter, attrs_wanted)
    finally:
        conn.unbind_s()
    if not hits:
        abort(404)
    _, attrs = hits[0]
    flags = int(decode_first(attrs, "userAccountControl", "0"))
    return jsonify(
        username=username,
        display_name=decode_first(attrs, "displayName"),
        enabled=not flags & ACCOUNT_DISABLED,
    )
