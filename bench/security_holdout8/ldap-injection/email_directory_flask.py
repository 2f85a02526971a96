import os
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import List, Optional

import ldap
from flask import Flask, abort, jsonify, request
from ldap.filter import filter_format

app = Flask(__name__)

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://directory.example.org")
SEARCH_BASE = "ou=staff,dc=example,dc=org"
ATTRIBUTES = ["cn", "mail", "ou"]
MAX_RESULTS = 25


@dataclass
class Contact:
    name: str
    email: str
    unit: str


@contextmanager
def directory_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.protocol_version = 3
    try:
        conn.simple_bind_s(os.environ.get("LDAP_BIND_DN", ""), os.environ.get("LDAP_BIND_PW", ""))
        yield conn
    finally:
        conn.unbind_s()


def build_filter(email_prefix: str, unit: Optional[str]) -> str:
    if unit:
        return filter_format("(&(objectClass=person)(mail=%s*)(ou=%s))", [email_prefix, unit])
    return filter_format("(&(objectClass=person)(mail=%s*))", [email_prefix])


def _first(attrs, key):
    values = attrs.get(key) or [b""]
    return values[0].decode("utf-8", "replace")


def find_contacts(email_prefix: str, unit: Optional[str] = None) -> List[Contact]:
    query = build_filter(email_prefix, unit)
    with directory_connection() as conn:
        results = conn.search_ext_s(
            SEARCH_BASE,
            ldap.SCOPE_SUBTREE,
            query,
            ATTRIBUTES,
            sizelimit=MAX_RESULTS,
        )
    return [
        Contact(_first(attrs, "cn"), _first(attrs, "mail"), _first(attrs, "ou"))
        for dn, attrs in results
        if dn
    ]


@app.route("/contacts")
def contacts():
    prefix = request.args.get("email", "").strip()
    if len(prefix) < 2:
        abort(400)
    unit = request.args.get("unit") or None
    try:
        found = find_contacts(prefix, unit)
    except ldap.SIZELIMIT_EXCEEDED:
        return jsonify(error="too many results, refine the search"), 422
    return jsonify([asdict(c) for c in found])
