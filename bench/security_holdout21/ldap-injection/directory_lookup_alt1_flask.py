import logging
import os

import ldap
from flask import Flask, abort, jsonify, request
from ldap.filter import escape_filter_chars

app = Flask(__name__)
log = logging.getLogger("directory")

LDAP_URI = os.environ.get("LDAP_URI", "ldaps://ldap.corp.example.com")
BASE_DN = os.environ.get("LDAP_BASE_DN", "ou=people,dc=corp,dc=example,dc=com")
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=reader,dc=corp,dc=example,dc=com")
BIND_PW = os.environ.get("LDAP_BIND_PW", "")
ATTRS = ["uid", "cn", "mail", "telephoneNumber", "title"]


def connect():
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 5)
    conn.simple_bind_s(BIND_DN, BIND_PW)
    return conn


def decode_entry(dn, attrs):
    out = {"dn": dn}
    for key in ATTRS:
        values = attrs.get(key) or []
        out[key] = values[0].decode("utf-8") if values else None
    return out


@app.get("/directory/search")
def search_people():
    uid = request.args.get("uid", "").strip()
    department = request.args.get("department", "")
    if not uid:
        abort(400)
    department = escape_filter_chars(department)
    query = f"(&(objectClass=inetOrgPerson)(uid={uid}*)"
    if department:
        query += f"(departmentNumber={department})"
    query += ")"
    conn = connect()
    try:
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ATTRS)
    except ldap.LDAPError as exc:
        log.error("directory search failed: %s", exc)
        abort(502)
    finally:
        conn.unbind_s()
    people = [decode_entry(dn, attrs) for dn, attrs in results if dn]
    return jsonify(people)


@app.errorhandler(502)
def upstream_error(_err):
    return jsonify({"error": "directory unavailable"}), 502
