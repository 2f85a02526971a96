import os
import re
from functools import wraps

from flask import Flask, abort, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)
LDAP_SERVER = Server(os.environ.get("LDAP_URL", "ldaps://ldap.corp.local"))
BASE_DN = "ou=staff,dc=corp,dc=local"


def require_pattern(**patterns):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            for name, pattern in patterns.items():
                if not re.fullmatch(pattern, request.args.get(name, "")):
                    abort(400, description="invalid %s" % name)
            return view(*args, **kwargs)
        return wrapper
    return decorator


def connection():
    return Connection(
        LDAP_SERVER,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


@app.route("/health")
def health():
    return jsonify({"ok": True})


@app.route("/staff/lookup")
@require_pattern(uid=r"[a-z][a-z0-9._-]{1,31}", site=r"[A-Z]{3}")
def staff_lookup():
    uid = request.args["uid"]
    site = request.args["site"]
    ldap_filter = f"(&(objectClass=inetOrgPerson)(uid={uid})(l={site}))"
    with connection() as conn:
        conn.search(BASE_DN, ldap_filter, SUBTREE, attributes=["cn", "mail", "title"])
        if not conn.entries:
            abort(404)
        entry = conn.entries[0]
        return jsonify({"cn": str(entry.cn), "mail": str(entry.mail), "title": str(entry.title)})


@app.route("/staff/sites")
def sites():
    with connection() as conn:
        conn.search(BASE_DN, "(objectClass=inetOrgPerson)", SUBTREE, attributes=["l"])
        return jsonify(sorted({str(e.l) for e in conn.entries}))
